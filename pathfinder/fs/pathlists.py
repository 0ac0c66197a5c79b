"""Streaming path input for `apply` (and anything else that reads path lists).

Paths arrive as command-line arguments, from a list file (`--paths-from FILE`,
`-` for stdin) or piped on stdin. Lists are read line by line from the binary
stream so memory stays constant however many paths come (10M from stdin is a
normal use). Real path listings are not always UTF-8 (old archives, Latin-1
file names): instead of crashing we decode with `surrogateescape`, which keeps
the original bytes recoverable, and warn once per list naming the file and the
first bad line.
"""
from __future__ import annotations

import codecs
import itertools
import os
import sys
from typing import BinaryIO, Callable, Iterator, Sequence

from pathfinder.errors import UsageError

STDIN_NAME = "<stdin>"

Warn = Callable[[str], None]


def _stderr_warn(message: str) -> None:
    print(f"pathfinder: warning: {message}", file=sys.stderr, flush=True)


def iter_lines(stream: BinaryIO, source: str, warn: Warn = _stderr_warn) -> Iterator[str]:
    """Yield the non-blank lines of a binary stream as paths, in order.

    Line endings `\\n` and `\\r\\n` are removed; lines holding only whitespace
    are skipped; other whitespace is kept (it can be part of a file name).
    Invalid UTF-8 is decoded with `surrogateescape` and reported once. A leading
    UTF-8 byte order mark is dropped; a UTF-16 one (Windows PowerShell's `>`)
    makes the list read as UTF-16.
    """
    warned = False
    lineno = 0
    try:
        lines = iter(stream)
        first = next(lines, None)
        if first is None:
            return
        if first.startswith(_BOM_UTF8):  # Notepad & co.: the mark is encoding, not path
            first = first[len(_BOM_UTF8):]
        elif first.startswith(_BOMS_UTF16):  # Windows PowerShell `>` writes UTF-16
            yield from _utf16_lines(first, lines)
            return
        for raw in itertools.chain((first,), lines):
            lineno += 1
            if raw[-1:] == b"\n":
                raw = raw[:-2] if raw[-2:-1] == b"\r" else raw[:-1]
            elif raw[-1:] == b"\r":  # last line, no newline, CR ending
                raw = raw[:-1]
            if not raw or raw.isspace():
                continue
            try:
                yield raw.decode("utf-8")
            except UnicodeDecodeError:
                if not warned:
                    warned = True
                    warn(
                        f"{source} line {lineno}: not valid UTF-8; undecodable bytes are kept "
                        "as \\udcXX escapes (further lines are not reported)"
                    )
                yield raw.decode("utf-8", "surrogateescape")
    except OSError as exc:
        raise UsageError(
            f"cannot read paths from {source}: {exc.strerror or exc}",
            hint="check the file or pipe",
        ) from None


_BOM_UTF8 = b"\xef\xbb\xbf"
_BOMS_UTF16 = (b"\xff\xfe", b"\xfe\xff")


def _utf16_lines(first: bytes, rest: Iterator[bytes]) -> Iterator[str]:
    """Paths of a UTF-16 list (BOM first): the byte chunks are re-joined and decoded incrementally."""
    decoder = codecs.getincrementaldecoder("utf-16")("replace")
    pending = ""
    for chunk in itertools.chain((first,), rest):
        pending += decoder.decode(chunk)
        *complete, pending = pending.split("\n")
        for line in complete:
            line = line[:-1] if line.endswith("\r") else line
            if line and not line.isspace():
                yield line
    pending += decoder.decode(b"", final=True)
    pending = pending[:-1] if pending.endswith("\r") else pending
    if pending and not pending.isspace():
        yield pending


def _open_list(name: str, stdin: BinaryIO | None) -> tuple[BinaryIO, str, bool]:
    """Open a paths list eagerly so a missing file fails before any output (exit 2)."""
    if name == "-":
        if stdin is None:
            raise UsageError("cannot read paths from stdin: no standard input")
        return stdin, STDIN_NAME, False
    if os.path.isdir(name):
        raise UsageError(
            f"paths list {name} is a folder, not a file",
            hint="give a text file with one path per line",
        )
    try:
        return open(name, "rb", buffering=1 << 16), name, True
    except FileNotFoundError:
        raise UsageError(
            f"paths list {name} not found", hint="check the --paths-from argument"
        ) from None
    except OSError as exc:
        raise UsageError(f"cannot read paths list {name}: {exc.strerror or exc}") from None


def _stdin_binary() -> BinaryIO | None:
    stdin = sys.stdin
    if stdin is None:
        return None
    return getattr(stdin, "buffer", stdin)  # type: ignore[return-value]


def stdin_is_terminal() -> bool:
    """True when nobody piped anything in (so reading stdin would just wait)."""
    stdin = sys.stdin
    if stdin is None:
        return False
    try:
        return bool(stdin.isatty())
    except (ValueError, OSError):
        return False


class PathSource:
    """An iterable of paths from arguments, an optional list file, or stdin.

    Construction opens the list file (raising `UsageError` if it is missing);
    iteration streams; `close()` releases the file. Use as a context manager.
    """

    def __init__(
        self,
        paths: Sequence[str] = (),
        paths_from: str | None = None,
        *,
        use_stdin_if_empty: bool = True,
        stdin: BinaryIO | None = None,
        warn: Warn = _stderr_warn,
    ) -> None:
        self._args = list(paths)
        self._warn = warn
        self._stream: BinaryIO | None = None
        self._source = ""
        self._owned = False
        if stdin is None and (paths_from == "-" or (not paths and paths_from is None)):
            stdin = _stdin_binary()
        if paths_from is not None:
            self._stream, self._source, self._owned = _open_list(paths_from, stdin)
        elif not self._args and use_stdin_if_empty:
            if stdin is None or (stdin is _stdin_binary() and stdin_is_terminal()):
                raise UsageError(
                    "no paths given",
                    hint="pass PATH arguments, --paths-from FILE, or pipe paths on stdin",
                )
            self._stream, self._source = stdin, STDIN_NAME

    @property
    def source(self) -> str:
        """Name of the list being read (file name or `<stdin>`), empty for arguments only."""
        return self._source

    @property
    def arguments(self) -> list[str]:
        """The PATH arguments that count as paths (blank ones skipped), in order."""
        return [a for a in self._args if a and not a.isspace()]

    @property
    def stream(self) -> BinaryIO | None:
        """The list being read after the arguments (file or stdin), if any: the DuckDB engine reads it in blocks."""
        return self._stream

    def __iter__(self) -> Iterator[str]:
        for arg in self._args:
            if arg and not arg.isspace():
                yield arg
        if self._stream is not None:
            yield from iter_lines(self._stream, self._source, self._warn)

    def close(self) -> None:
        if self._owned and self._stream is not None:
            self._stream.close()
            self._stream = None

    def __enter__(self) -> "PathSource":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_paths(
    paths: Sequence[str] = (),
    paths_from: str | None = None,
    *,
    warn: Warn = _stderr_warn,
) -> list[str]:
    """Convenience for small lists (samples for validate/generate): all paths as a list."""
    with PathSource(paths, paths_from, use_stdin_if_empty=False, warn=warn) as source:
        return list(source)


__all__ = ["PathSource", "iter_lines", "read_paths", "stdin_is_terminal", "STDIN_NAME"]
