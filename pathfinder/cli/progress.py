"""Progress of long scans on stderr: walking a big folder, splitting a listing into kinds.

Why its own module: `coverage`, `generate --all-kinds` and the wizard (before its screen
opens) all scan whole listings that can take seconds; a terminal gets one line rewritten in
place, anything else (a log, a pipe) at most a few lines, and stdout is never touched, so a
JSON report stays clean (docs/cli.md, "coverage").
"""
from __future__ import annotations

from typing import Callable, TextIO

LINE_EVERY = 1_000_000  # paths between two lines when stderr is no terminal
MAX_LINES = 3  # lines written in all when stderr is no terminal


class ScanProgress:
    """`progress(what, n)`: n paths `what` so far ("listed", "split into kinds"); n < 0: done."""

    def __init__(self, stream: TextIO, tty: bool, line_every: int = LINE_EVERY, max_lines: int = MAX_LINES) -> None:
        self.stream = stream
        self.tty = tty
        self.line_every = line_every
        self.max_lines = max_lines
        self.lines = 0
        self._next = line_every
        self._width = 0

    def __call__(self, what: str, n: int) -> None:
        if n < 0:
            self.done()
            return
        text = f"{what}: {n:,} paths..."
        if self.tty:
            self.stream.write("\r" + text.ljust(self._width))
            self._width = max(self._width, len(text))
            self.stream.flush()
        elif n >= self._next and self.lines < self.max_lines:
            self._next = (n // self.line_every + 1) * self.line_every
            self.lines += 1
            self.stream.write(text + "\n")
            self.stream.flush()

    def done(self) -> None:
        """Clear the terminal line (the next output starts on a clean line)."""
        if self.tty and self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()
            self._width = 0


def stage(progress: Callable[[str, int], None] | None, what: str) -> Callable[[int], None] | None:
    """The one-number callback a scan takes (`walk_files`, `split_kinds`, ...), for one stage."""
    return None if progress is None else (lambda n: progress(what, n))


def is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def progress_printer(stream: TextIO, line_every: int | None = None, tty: bool | None = None) -> Callable[[str, int], None]:
    """A `ScanProgress` for `stream` (rewritten line on a terminal, a few lines elsewhere); `tty`
    says whether it is a terminal when `stream` wraps one (`cli.common.ReaderSafe`)."""
    return ScanProgress(stream, is_terminal(stream) if tty is None else tty,
                        LINE_EVERY if line_every is None else line_every)


__all__ = ["ScanProgress", "progress_printer", "stage", "is_terminal", "LINE_EVERY", "MAX_LINES"]
