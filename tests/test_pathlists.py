"""Streaming path input: arguments, list files, stdin, CRLF, blank lines, non-UTF-8."""
from __future__ import annotations

import io
import itertools
import tracemalloc

import pytest

from pathfinder.errors import UsageError
from pathfinder.fs.pathlists import STDIN_NAME, PathSource, iter_lines, read_paths


def lines(data: bytes, warnings: list[str] | None = None) -> list[str]:
    sink = warnings if warnings is not None else []
    return list(iter_lines(io.BytesIO(data), "list.txt", sink.append))


def test_lf_crlf_and_missing_final_newline() -> None:
    assert lines(b"/a/b\n/c/d\r\n/e/f") == ["/a/b", "/c/d", "/e/f"]
    assert lines(b"/a\r\n/b\r\n") == ["/a", "/b"]
    assert lines(b"/a\r") == ["/a"]


def test_blank_and_whitespace_only_lines_are_skipped_but_spaces_in_paths_kept() -> None:
    data = b"\n/a b/c.txt\n\n   \n\t\r\n /lead and trail \n"
    assert lines(data) == ["/a b/c.txt", " /lead and trail "]


def test_empty_input_yields_nothing() -> None:
    assert lines(b"") == []
    assert lines(b"\n\n\r\n") == []


def test_utf8_paths_decode() -> None:
    assert lines("/données/été/ß.csv\n/日本/ファイル.txt\n".encode()) == [
        "/données/été/ß.csv",
        "/日本/ファイル.txt",
    ]


def test_non_utf8_keeps_going_warns_once_with_file_and_line() -> None:
    warnings: list[str] = []
    data = b"/ok/one\n/latin1/caf\xe9.csv\n/ok/two\n/bad/\xff\xfe\n"
    got = lines(data, warnings)
    assert got[0] == "/ok/one" and got[2] == "/ok/two"
    assert got[1] == "/latin1/caf\udce9.csv"
    # the original bytes are recoverable
    assert got[1].encode("utf-8", "surrogateescape") == b"/latin1/caf\xe9.csv"
    assert got[3].encode("utf-8", "surrogateescape") == b"/bad/\xff\xfe"
    assert len(warnings) == 1
    assert "list.txt line 2" in warnings[0] and "UTF-8" in warnings[0]


def test_line_numbers_count_blank_lines() -> None:
    warnings: list[str] = []
    lines(b"\n\n/a\n\xff\n", warnings)
    assert "line 4" in warnings[0]


def test_arguments_then_file_in_order(tmp_path) -> None:
    listing = tmp_path / "paths.txt"
    listing.write_bytes(b"/f/1\n/f/2\n")
    with PathSource(["/arg/1", "/arg/2"], str(listing)) as source:
        assert list(source) == ["/arg/1", "/arg/2", "/f/1", "/f/2"]
        assert source.source == str(listing)


def test_arguments_only_do_not_touch_stdin() -> None:
    class Exploding(io.BytesIO):
        def __iter__(self):  # pragma: no cover - must not be called
            raise AssertionError("stdin read")

    assert list(PathSource(["/x"], stdin=Exploding())) == ["/x"]


def test_stdin_used_when_no_paths() -> None:
    source = PathSource([], None, stdin=io.BytesIO(b"/s/1\n/s/2\n"))
    assert source.source == STDIN_NAME
    assert list(source) == ["/s/1", "/s/2"]


def test_paths_from_dash_reads_stdin() -> None:
    assert list(PathSource([], "-", stdin=io.BytesIO(b"/s\n"))) == ["/s"]


def test_stdin_warning_names_stdin() -> None:
    warnings: list[str] = []
    list(PathSource([], "-", stdin=io.BytesIO(b"\xff\n"), warn=warnings.append))
    assert warnings and warnings[0].startswith("<stdin> line 1")


def test_terminal_stdin_without_paths_is_usage_error(monkeypatch) -> None:
    class Tty(io.BytesIO):
        def isatty(self) -> bool:
            return True

    fake = io.TextIOWrapper(Tty())
    monkeypatch.setattr("sys.stdin", fake)
    with pytest.raises(UsageError) as err:
        PathSource([], None)
    assert err.value.exit_code == 2
    assert "no paths given" in err.value.one_line()
    assert "--paths-from" in err.value.one_line()


def test_missing_list_file_is_usage_error_naming_it(tmp_path) -> None:
    missing = tmp_path / "nope.txt"
    with pytest.raises(UsageError) as err:
        PathSource([], str(missing))
    assert str(missing) in err.value.one_line()
    assert err.value.exit_code == 2


def test_folder_as_list_file_is_usage_error(tmp_path) -> None:
    with pytest.raises(UsageError, match="is a folder"):
        PathSource([], str(tmp_path))


def test_unreadable_list_file_is_usage_error(tmp_path) -> None:
    import os

    if os.geteuid() == 0:
        pytest.skip("root can read anything")
    f = tmp_path / "secret.txt"
    f.write_text("/a\n")
    f.chmod(0)
    with pytest.raises(UsageError, match="secret.txt"):
        PathSource([], str(f))


def test_read_error_mid_stream_becomes_usage_error() -> None:
    class Failing(io.BytesIO):
        def __iter__(self):
            yield b"/a\n"
            raise OSError(5, "Input/output error")

    it = iter_lines(Failing(), "flaky.txt", lambda m: None)
    assert next(it) == "/a"
    with pytest.raises(UsageError, match="flaky.txt"):
        next(it)


def test_read_paths_returns_list(tmp_path) -> None:
    f = tmp_path / "p.txt"
    f.write_bytes(b"/a\r\n\r\n/b\r\n")
    assert read_paths(["/z"], str(f)) == ["/z", "/a", "/b"]


def test_file_is_closed_after_context(tmp_path) -> None:
    f = tmp_path / "p.txt"
    f.write_bytes(b"/a\n")
    with PathSource([], str(f)) as source:
        stream = source._stream
        assert list(source) == ["/a"]
    assert stream is not None and stream.closed


class _Generated(io.RawIOBase):
    """A binary stream producing `n` lines on the fly (never materialised)."""

    def __init__(self, n: int) -> None:
        self._lines = (b"/data/mission_%06d/2024-01-15/readings.csv\n" % i for i in range(n))
        self._buf = b""

    def readable(self) -> bool:
        return True

    def readinto(self, b) -> int:
        while len(self._buf) < len(b):
            chunk = b"".join(itertools.islice(self._lines, 1024))
            if not chunk:
                break
            self._buf += chunk
        n = min(len(b), len(self._buf))
        b[:n] = self._buf[:n]
        self._buf = self._buf[n:]
        return n


def test_constant_memory_streaming() -> None:
    """100k lines stream with bounded memory: peak does not grow with the input."""
    stream = io.BufferedReader(_Generated(100_000), buffer_size=1 << 16)
    tracemalloc.start()
    count = 0
    for path in iter_lines(stream, "gen", lambda m: None):
        count += 1
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert count == 100_000
    assert peak < 1_000_000  # all lines together would be ~4.5 MB


def test_utf8_bom_is_not_part_of_the_first_path() -> None:
    """A list saved by Notepad starts with a BOM: it is encoding, not the first path's first character."""
    got = list(iter_lines(io.BytesIO(b"\xef\xbb\xbf/a/x.csv\r\n/a/y.csv\r\n"), "list.txt"))
    assert got == ["/a/x.csv", "/a/y.csv"]


def test_utf16_list_with_bom_is_decoded() -> None:
    """Windows PowerShell 5 `dir -r | % FullName > list.txt` writes UTF-16 LE with a BOM."""
    text = "C:\\data\\été\\a.csv\r\n\r\nC:\\data\\b.csv\r\n"
    warnings: list[str] = []
    for encoding in ("utf-16", "utf-16-be"):
        raw = text.encode(encoding) if encoding == "utf-16" else b"\xfe\xff" + text.encode(encoding)
        got = list(iter_lines(io.BytesIO(raw), "list.txt", warn=warnings.append))
        assert got == ["C:\\data\\été\\a.csv", "C:\\data\\b.csv"], encoding
    assert warnings == []
