"""Record writers for `apply`: JSONL and CSV (docs/cli.md).

Both write UTF-8 bytes to a binary stream in batches (one `write` per few
thousand records), which keeps millions of records fast and makes a closed pipe
surface as a single `BrokenPipeError` the CLI dispatcher already handles.

Record shape, in this key order:
`{"path", "rule", "tag", "status", "fields"}`; `fields` is `{}` when unmatched.
Values: dates as ISO strings, integers as numbers, UUIDs canonical (lowercase
8-4-4-4-12). Paths decoded with `surrogateescape` (non-UTF-8 lists) come out as
`\\udcXX` escapes in JSONL (valid JSON, the bytes are recoverable) and as the
original bytes in CSV. JSONL also escapes the characters a terminal acts on (C1
controls, bidi overrides, line separators; JSON itself escapes C0 controls); CSV
writes cell data as it is.
"""
from __future__ import annotations

import csv
import datetime as _dt
import decimal
import json
import re
import uuid
from typing import Any, BinaryIO, Iterable, Mapping, Sequence

import orjson

RECORD_KEYS = ("path", "rule", "tag", "status", "fields")
CSV_FIXED_COLUMNS = ("path", "rule", "tag", "status")
BATCH = 4096  # records per write
CSV_LOOKAHEAD = 1000  # records held back to discover the fields of Python rules


def _json_default(value: Any) -> Any:
    """Serialise the non-JSON types the engine may produce."""
    if isinstance(value, (_dt.date, _dt.datetime, _dt.time)):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, decimal.Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    if isinstance(value, bytes):
        return value.decode("utf-8", "surrogateescape")
    raise TypeError(f"value of type {type(value).__name__} is not JSON serialisable")


_ENCODER = json.JSONEncoder(ensure_ascii=False, default=_json_default)


_encode = _ENCODER.encode
_encode_str = json.encoder.encode_basestring  # C-accelerated, no ASCII escaping


def _scalar(value: Any) -> str:
    return _encode_str(value) if type(value) is str else _encode(value)


def record_line(record: Mapping[str, Any]) -> str:
    """One JSONL line (without newline) with the keys in the documented order (docs/cli.md).

    Assembled from pre-encoded pieces instead of encoding a fresh dict: this is
    the hot path of `apply` and the result is byte-identical to `json.dumps`.
    """
    rule = record.get("rule")
    tag = record.get("tag")
    fields = record.get("fields")
    return (
        '{"path": ' + _scalar(record["path"])
        + (', "rule": null' if rule is None else ', "rule": ' + _scalar(rule))
        + (', "tag": null' if tag is None else ', "tag": ' + _scalar(tag))
        + ', "status": ' + _scalar(record["status"])
        + (', "fields": ' + _encode(fields) + "}" if fields else ', "fields": {}}')
    )


class RecordWriter:
    """Base writer: buffers text, encodes per batch, writes bytes."""

    # `surrogateescape` in CSV writes back the original bytes of non-UTF-8 paths;
    # JSONL uses `backslashreplace`, which turns a lone surrogate into `\udcXX`,
    # exactly the JSON escape for it.
    errors = "surrogateescape"

    def __init__(self, out: BinaryIO) -> None:
        self._out = out
        self._pending: list[Any] = []  # str lines (CSV), bytes lines (JSONL)
        self.count = 0
        self.batch = BATCH  # 1 = flush every record (a terminal watching the output)

    def write_all(self, records: Iterable[Mapping[str, Any]]) -> int:
        """Write every record, flushing in batches; returns how many were written."""
        for record in records:
            self.write(record)
        self.flush()
        return self.count

    def write(self, record: Mapping[str, Any]) -> None:
        self._pending.append(self._format(record))
        self.count += 1
        if len(self._pending) >= self.batch:
            self._drain()
            if self.batch == 1:
                self._out.flush()

    def _format(self, record: Mapping[str, Any]) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def write_block(self, text: str, records: int) -> None:
        """Queue `records` records already formatted as one text (a DuckDB block)."""
        self._pending.append(self._queued(text))
        self.count += records
        self._drain()
        if self.batch == 1:
            self._out.flush()

    def write_line(self, text: str) -> None:
        """Queue text already formatted as this writer would (the DuckDB engine's lines)."""
        self._pending.append(self._queued(text))
        self.count += 1
        if len(self._pending) >= self.batch:
            self._drain()
            if self.batch == 1:
                self._out.flush()

    def _queued(self, text: str) -> Any:
        """What `_pending` holds for a formatted text (str here; JSONL holds bytes)."""
        return text

    def _drain(self) -> None:
        if self._pending:
            data = self._encode("".join(self._pending))
            self._pending.clear()
            self._out.write(data)

    def _encode(self, text: str) -> bytes:
        return text.encode("utf-8", self.errors)

    def flush(self) -> None:
        """Write what is buffered and flush the stream (BrokenPipeError propagates once)."""
        self._drain()
        self._out.flush()


# Characters JSON may carry raw that a terminal or a line splitter acts on: DEL, the C1 controls
# (U+009B is a one-character CSI to some terminals, U+0085 ends a line for `str.splitlines`), the
# bidi marks and overrides (U+202E shows `gnp.exe` as `exe.png`), and the Unicode line and
# paragraph separators. `json.dumps` already escapes the C0 controls (ESC, BEL, ...).
_TERMINAL_UNSAFE = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def _u_escape(match: re.Match[str]) -> str:
    return "\\u%04x" % ord(match.group())


# The same characters as UTF-8 bytes: a line holding none of them needs no escaping.
_TERMINAL_UNSAFE_UTF8 = re.compile(
    rb"\x7f|\xc2[\x80-\x9f]|\xd8\x9c|\xe2\x80[\x8e\x8f\xa8-\xae]|\xe2\x81[\xa6-\xa9]")
# Values orjson writes exactly as `json.dumps` does (floats differ: `1e16` vs `1e+16`; dates,
# UUIDs, Decimals and containers go through `_json_default` or other separators).
_ORJSON_SAME = frozenset({str, int, bool, type(None)})
_dumps = orjson.dumps


def _fast_line(record: Mapping[str, Any], *, _same: frozenset[type] = _ORJSON_SAME, _d: Any = _dumps) -> bytes | None:
    """`record_line(record) + "\\n"` as UTF-8 bytes, built from orjson pieces, for the common
    record of plain strings and integers; None when any value is another type, an integer
    beyond 64 bits or a lone surrogate (orjson refuses both), or the line needs escaping."""
    path, rule, tag, status = record["path"], record.get("rule"), record.get("tag"), record["status"]
    fields = record.get("fields") or {}
    if type(path) is not str or type(status) is not str or type(rule) not in _same or type(tag) not in _same:
        return None
    for key, value in fields.items():
        if type(key) is not str or type(value) not in _same:
            return None
    try:
        line = (b'{"path": %b, "rule": %b, "tag": %b, "status": %b, "fields": {%b}}\n'
                % (_d(path), _d(rule), _d(tag), _d(status), b", ".join([_d(k) + b": " + _d(v) for k, v in fields.items()])))
    except orjson.JSONEncodeError:
        return None
    if b"\x7f" in line or not line.isascii() and _TERMINAL_UNSAFE_UTF8.search(line) is not None:
        return None
    return line


class JsonlWriter(RecordWriter):
    """One JSON object per line, keys in docs/cli.md order.

    Terminal-unsafe characters (see `_TERMINAL_UNSAFE`) are written as `\\uXXXX` escapes, so
    `apply` output shown on a terminal cannot move the cursor, retitle the window or reorder
    text; the JSON decodes to exactly the same values. Lines of plain strings and integers
    are built from orjson pieces (`_fast_line`, about 1.1x the throughput in
    bench/bench_jsonl.py), the others by `record_line`: the bytes are the same.
    """

    errors = "backslashreplace"

    def _format(self, record: Mapping[str, Any]) -> str:
        line = record_line(record)
        # `isascii` is O(1) on str: the common all-ASCII line costs one `in` scan for DEL
        # (`sub` returns the line itself, as fast as a `search`, when nothing matches)
        if not line.isascii() or "\x7f" in line:
            line = _TERMINAL_UNSAFE.sub(_u_escape, line)
        return line + "\n"

    def _queued(self, text: str) -> bytes:
        return self._encode(text)

    def write(self, record: Mapping[str, Any]) -> None:
        line = _fast_line(record)
        self._pending.append(line if line is not None else self._encode(self._format(record)))
        self.count += 1
        if len(self._pending) >= self.batch:
            self._drain()
            if self.batch == 1:
                self._out.flush()

    def _drain(self) -> None:
        if self._pending:
            data = b"".join(self._pending)
            self._pending.clear()
            self._out.write(data)


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)):
        return str(value)
    if isinstance(value, (_dt.date, _dt.datetime, _dt.time)):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    # lists/dicts from Python extractors: compact JSON in one cell
    return json.dumps(value, ensure_ascii=False, default=_json_default, separators=(",", ":"))


def cell_text(value: Any) -> str:
    """The CSV cell text of one value (also what the SQL engine writes for defaults)."""
    return _cell(value)


def json_text(value: Any) -> str:
    """One value as the JSONL writer writes it (terminal-unsafe characters escaped)."""
    return _TERMINAL_UNSAFE.sub(_u_escape, _scalar(value))


def _quoted_cell(text: str) -> str:
    """A CSV cell quoted when it holds a delimiter, a quote, \\r or \\n (quotes doubled)."""
    if any(c in text for c in ',"\r\n'):
        return '"' + text.replace('"', '""') + '"'
    return text


class _ListSink:
    """File-like target for csv.writer that appends to the pending batch."""

    def __init__(self, pending: list[str]) -> None:
        self.write = pending.append


# Lone surrogates that `surrogateescape` cannot write back as a byte (it covers U+DC80-U+DCFF,
# the bytes of non-UTF-8 paths); an extractor can return any of them.
_UNENCODABLE_SURROGATE = re.compile("[\ud800-\udc7f\udd00-\udfff]")


class CsvWriter(RecordWriter):
    """Header `path,rule,tag,status,<fields...>`, one row per record, `\\n` line ends.

    Cells hold the data exactly (CSV has no escapes): control characters in values stay as they
    are; a cell holding the delimiter, a quote, \\r or \\n is quoted. The one exception is a lone surrogate that cannot be written as UTF-8 or as an
    original byte (U+D800-U+DC7F, U+DD00-U+DFFF): it is written as the text `\\udXXX`.

    Columns are fixed by the header, and a streamed CSV cannot grow columns
    later. Declared fields come first (see `field_columns`). Rules that declare
    no fields up front (Python extractors) need `lookahead`: the first
    `lookahead` records are held back and every new field key found in them
    becomes a column, in order of first appearance. Keys first seen after that
    are dropped (JSONL shows everything). Memory stays bounded by `lookahead`.
    """

    def __init__(self, out: BinaryIO, columns: Sequence[str], lookahead: int = 0) -> None:
        super().__init__(out)
        self.columns = list(columns)
        self._csv = csv.writer(_ListSink(self._pending), lineterminator="\n")
        self._lookahead = lookahead
        self._held: list[Mapping[str, Any]] | None = [] if lookahead > 0 else None
        if self._held is None:
            self._header()

    def _header(self) -> None:
        self._csv.writerow([*CSV_FIXED_COLUMNS, *(csv_header(c) for c in self.columns)])

    def write(self, record: Mapping[str, Any]) -> None:
        held = self._held
        if held is not None:
            held.append(record)
            self.count += 1
            if len(held) >= self._lookahead:
                self._release()
            return
        self._row(record)
        self.count += 1
        if len(self._pending) >= self.batch:
            self._drain()
            if self.batch == 1:
                self._out.flush()

    def _release(self) -> None:
        held, self._held = self._held or [], None
        known = set(self.columns)
        for record in held:
            for key in record.get("fields") or ():
                if key not in known:
                    known.add(key)
                    self.columns.append(key)
        self._header()
        for record in held:
            self._row(record)
        self._drain()
        if self.batch == 1:
            self._out.flush()

    def _row(self, record: Mapping[str, Any]) -> None:
        get = (record.get("fields") or {}).get
        row = [
            record["path"],
            _cell(record.get("rule")),
            _cell(record.get("tag")),
            record["status"],
            *[_cell(get(c)) for c in self.columns],
        ]
        self._csv.writerow(row)
        if "\r" in self._pending[-1]:
            # the csv module quotes only the characters of its line terminator ("\n"): a bare
            # "\r" in an unquoted cell would end the row for most CSV readers (row injection)
            self._pending[-1] = ",".join(_quoted_cell(str(cell)) for cell in row) + "\n"

    def flush(self) -> None:
        if self._held is not None:
            self._release()
        super().flush()

    def _encode(self, text: str) -> bytes:
        try:
            return super()._encode(text)
        except UnicodeEncodeError:  # rare: only then pay for the substitution
            return super()._encode(_UNENCODABLE_SURROGATE.sub(_u_escape, text))


def rule_field_names(rule: Any) -> list[str]:
    """Field names a rule declares, in its own order (mapping keys, names or `.name`s)."""
    fields = getattr(rule, "fields", None)
    if not fields:
        return []
    if isinstance(fields, Mapping):
        return [str(k) for k in fields]
    names = []
    for item in fields:
        names.append(item if isinstance(item, str) else str(getattr(item, "name", item)))
    return names


def field_columns(rules: Iterable[Any]) -> list[str]:
    """CSV field columns: rules in load order, each rule's fields in its order, no duplicates."""
    seen: dict[str, None] = {}
    for rule in rules:
        for name in rule_field_names(rule):
            seen.setdefault(name, None)
    return list(seen)


def csv_header(field: str) -> str:
    """Header cell of a field column: a field named like a fixed column becomes `fields.<name>`.

    Field names cannot contain `.`, so the prefixed name never clashes with another field.
    """
    return f"fields.{field}" if field in CSV_FIXED_COLUMNS else field


def make_writer(
    fmt: str, out: BinaryIO, rules: Sequence[Any] = (), *, interactive: bool = False
) -> RecordWriter:
    """Writer for `fmt` (`jsonl` or `csv`) over the binary stream `out`.

    `interactive` (output is a terminal) writes every record at once instead of
    in batches, so records appear as paths arrive (`tail -f list | apply`).
    """
    writer: RecordWriter
    if fmt == "csv":
        undeclared = any(getattr(r, "kind", "yaml") != "yaml" and not rule_field_names(r) for r in rules)
        writer = CsvWriter(out, field_columns(rules), CSV_LOOKAHEAD if undeclared else 0)
    elif fmt == "jsonl":
        writer = JsonlWriter(out)
    else:
        raise ValueError(f"unknown output format {fmt!r}")
    if interactive:
        writer.batch = 1
    return writer


__all__ = [
    "RECORD_KEYS",
    "CSV_FIXED_COLUMNS",
    "record_line",
    "JsonlWriter",
    "CsvWriter",
    "field_columns",
    "csv_header",
    "rule_field_names",
    "make_writer",
    "cell_text",
    "json_text",
]
