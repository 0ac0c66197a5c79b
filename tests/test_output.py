"""JSONL and CSV record writers: exact formats, value types, batching, broken pipes."""
from __future__ import annotations

import csv
import datetime as dt
import io
import json
import uuid
from types import SimpleNamespace

import pytest

from pathfinder.engine import writers as output
from pathfinder.engine.writers import CsvWriter, JsonlWriter, field_columns, make_writer, record_line

MATCHED = {
    "path": "/data/mission_042/2024-01-15/readings.csv",
    "rule": "mission_readings",
    "tag": "mission_data",
    "status": "complete",
    "fields": {"mission_id": 42, "date": "2024-01-15", "sensor": "readings"},
}
UNMATCHED = {"path": "/tmp/x", "rule": None, "tag": None, "status": "unmatched", "fields": {}}


def render(writer_cls, records, *args) -> bytes:
    out = io.BytesIO()
    writer = writer_cls(out, *args)
    assert writer.write_all(records) == len(records)
    return out.getvalue()


def test_jsonl_exact_line() -> None:
    assert render(JsonlWriter, [MATCHED, UNMATCHED]) == (
        b'{"path": "/data/mission_042/2024-01-15/readings.csv", "rule": "mission_readings", '
        b'"tag": "mission_data", "status": "complete", '
        b'"fields": {"mission_id": 42, "date": "2024-01-15", "sensor": "readings"}}\n'
        b'{"path": "/tmp/x", "rule": null, "tag": null, "status": "unmatched", "fields": {}}\n'
    )


def test_jsonl_key_order_is_fixed_whatever_the_engine_gives() -> None:
    shuffled = {"fields": {"a": 1}, "status": "partial", "tag": None, "rule": "r", "path": "/p"}
    assert list(json.loads(record_line(shuffled))) == ["path", "rule", "tag", "status", "fields"]


def test_jsonl_missing_or_none_fields_become_empty_object() -> None:
    rec = {"path": "/p", "rule": None, "tag": None, "status": "unmatched", "fields": None}
    assert json.loads(record_line(rec))["fields"] == {}
    rec2 = {"path": "/p", "status": "unmatched"}
    assert json.loads(record_line(rec2)) == {
        "path": "/p", "rule": None, "tag": None, "status": "unmatched", "fields": {}
    }


def test_jsonl_value_types() -> None:
    rec = dict(
        MATCHED,
        fields={
            "d": dt.date(2024, 1, 5),
            "u": uuid.UUID("{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}"),
            "n": 7,
            "s": "007",
            "f": 1.5,
            "b": True,
            "l": [1, "x"],
        },
    )
    fields = json.loads(record_line(rec))["fields"]
    assert fields == {
        "d": "2024-01-05",
        "u": "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
        "n": 7,
        "s": "007",
        "f": 1.5,
        "b": True,
        "l": [1, "x"],
    }
    assert isinstance(fields["n"], int)


def test_jsonl_unicode_written_as_utf8_not_escaped() -> None:
    data = render(JsonlWriter, [dict(UNMATCHED, path="/données/日本.csv")])
    assert "/données/日本.csv".encode() in data


def test_jsonl_non_utf8_path_becomes_json_escape_and_round_trips() -> None:
    raw = b"/latin1/caf\xe9.csv"
    path = raw.decode("utf-8", "surrogateescape")
    data = render(JsonlWriter, [dict(UNMATCHED, path=path)])
    data.decode("utf-8")  # output stays valid UTF-8
    assert b'"path": "/latin1/caf\\udce9.csv"' in data
    back = json.loads(data)["path"]
    assert back.encode("utf-8", "surrogateescape") == raw


def test_csv_exact_output() -> None:
    rules = [SimpleNamespace(fields={"mission_id": None, "date": None, "sensor": None})]
    data = render(CsvWriter, [MATCHED, UNMATCHED], field_columns(rules))
    assert data.decode() == (
        "path,rule,tag,status,mission_id,date,sensor\n"
        "/data/mission_042/2024-01-15/readings.csv,mission_readings,mission_data,complete,"
        "42,2024-01-15,readings\n"
        "/tmp/x,,,unmatched,,,\n"
    )


def test_csv_columns_union_in_rule_order_without_duplicates() -> None:
    rules = [
        SimpleNamespace(fields={"b": 1, "a": 2}),
        SimpleNamespace(fields=None),  # tag-only rule
        SimpleNamespace(fields=["a", "c"]),
        SimpleNamespace(fields=[SimpleNamespace(name="d")]),
    ]
    assert field_columns(rules) == ["b", "a", "c", "d"]


def test_csv_missing_fields_are_empty_cells_and_quoting_works() -> None:
    rec = {
        "path": '/odd,name "quoted".csv',
        "rule": "r",
        "tag": None,
        "status": "partial",
        "fields": {"a": "x,y", "c": dt.date(2020, 2, 29), "d": None},
    }
    data = render(CsvWriter, [rec], ["a", "b", "c", "d"]).decode()
    rows = list(csv.reader(io.StringIO(data)))
    assert rows == [
        ["path", "rule", "tag", "status", "a", "b", "c", "d"],
        ['/odd,name "quoted".csv', "r", "", "partial", "x,y", "", "2020-02-29", ""],
    ]


def test_csv_field_named_like_fixed_column_gets_prefixed_header() -> None:
    rules = [SimpleNamespace(fields={"status": None, "x": None})]
    data = render(CsvWriter, [dict(UNMATCHED, status="complete", fields={"status": "ok"})], field_columns(rules))
    header, row = data.decode().splitlines()
    assert header == "path,rule,tag,status,fields.status,x"
    assert row == "/tmp/x,,,complete,ok,"


def test_csv_non_utf8_path_writes_original_bytes() -> None:
    raw = b"/latin1/caf\xe9.csv"
    data = render(CsvWriter, [dict(UNMATCHED, path=raw.decode("utf-8", "surrogateescape"))], [])
    assert data.splitlines()[1] == raw + b",,,unmatched"


def test_csv_nested_values_are_compact_json() -> None:
    rec = dict(MATCHED, fields={"a": [1, 2], "b": {"k": "v"}, "c": False})
    data = render(CsvWriter, [rec], ["a", "b", "c"]).decode()
    assert list(csv.reader(io.StringIO(data)))[1][4:] == ["[1,2]", '{"k":"v"}', "false"]


def test_writes_in_batches(monkeypatch) -> None:
    monkeypatch.setattr(output, "BATCH", 10)

    class Counting(io.BytesIO):
        writes = 0

        def write(self, b) -> int:  # type: ignore[override]
            Counting.writes += 1
            return super().write(b)

    out = Counting()
    JsonlWriter(out).write_all([UNMATCHED] * 25)
    assert Counting.writes == 3  # 10 + 10 + 5
    assert out.getvalue().count(b"\n") == 25


def test_broken_pipe_surfaces_as_broken_pipe_error() -> None:
    class Closed(io.BytesIO):
        def write(self, b) -> int:  # type: ignore[override]
            raise BrokenPipeError(32, "Broken pipe")

    with pytest.raises(BrokenPipeError):
        JsonlWriter(Closed()).write_all([UNMATCHED])


def test_make_writer_formats() -> None:
    assert isinstance(make_writer("jsonl", io.BytesIO()), JsonlWriter)
    w = make_writer("csv", io.BytesIO(), [SimpleNamespace(fields={"x": 1})])
    assert isinstance(w, CsvWriter) and w.columns == ["x"]
    with pytest.raises(ValueError):
        make_writer("xml", io.BytesIO())


def test_writer_writes_every_record_of_a_large_batch() -> None:
    """100k JSONL records in one call: every record lands, one whole line each (speed is
    bench/bench_jsonl.py's, side by side with the standard-library writer, not a timed test)."""
    out = io.BytesIO()
    JsonlWriter(out).write_all(MATCHED for _ in range(100_000))
    lines = out.getvalue().split(b"\n")
    assert lines[-1] == b"" and len(lines) == 100_001
    assert len(set(lines[:-1])) == 1 and json.loads(lines[0]) == json.loads(lines[99_999])


from hypothesis import given, settings, strategies as st

_values = st.one_of(st.none(), st.booleans(), st.integers(), st.text(), st.lists(st.integers(), max_size=3))


@settings(max_examples=300, deadline=None)
@given(
    path=st.text(min_size=1),
    rule=st.one_of(st.none(), st.text()),
    tag=st.one_of(st.none(), st.text()),
    status=st.sampled_from(["complete", "partial", "unmatched"]),
    fields=st.dictionaries(st.text(min_size=1), _values, max_size=4),
)
def test_record_line_is_exactly_json_dumps(path, rule, tag, status, fields) -> None:
    rec = {"path": path, "rule": rule, "tag": tag, "status": status, "fields": fields}
    assert record_line(rec) == json.dumps(rec, ensure_ascii=False)


def test_csv_lookahead_discovers_undeclared_fields_in_first_records() -> None:
    recs = [
        dict(UNMATCHED, path="/a", rule="py", status="complete", fields={"x": 1, "y": "a"}),
        dict(UNMATCHED, path="/b"),
        dict(UNMATCHED, path="/c", rule="py", status="complete", fields={"z": 2, "x": 3}),
        dict(UNMATCHED, path="/d", rule="py", status="complete", fields={"late": 9}),
    ]
    out = io.BytesIO()
    writer = CsvWriter(out, ["declared"], lookahead=3)
    writer.write_all(recs)
    assert out.getvalue().decode() == (
        "path,rule,tag,status,declared,x,y,z\n"
        "/a,py,,complete,,1,a,\n"
        "/b,,,unmatched,,,,\n"
        "/c,py,,complete,,3,,2\n"
        "/d,py,,complete,,,,\n"  # `late` first seen after the lookahead: dropped
    )


def test_csv_lookahead_flushes_short_input() -> None:
    out = io.BytesIO()
    CsvWriter(out, [], lookahead=100).write_all([dict(MATCHED, fields={"k": "v"})])
    assert out.getvalue().decode().splitlines() == [
        "path,rule,tag,status,k",
        f"{MATCHED['path']},mission_readings,mission_data,complete,v",
    ]


def test_make_writer_uses_lookahead_only_for_rules_without_declared_fields() -> None:
    yaml_rule = SimpleNamespace(kind="yaml", fields={"a": 1})
    tag_only = SimpleNamespace(kind="yaml", fields={})
    py_rule = SimpleNamespace(kind="python", fields=None)
    assert make_writer("csv", io.BytesIO(), [yaml_rule, tag_only])._held is None
    assert make_writer("csv", io.BytesIO(), [yaml_rule, py_rule])._held == []


def test_interactive_writer_flushes_every_record() -> None:
    class Screen(io.BytesIO):
        flushes = 0

        def flush(self) -> None:
            Screen.flushes += 1

    out = Screen()
    writer = make_writer("jsonl", out, interactive=True)
    writer.write(UNMATCHED)
    assert out.getvalue().count(b"\n") == 1 and Screen.flushes == 1  # visible before the next path
    writer.write(MATCHED)
    assert out.getvalue().count(b"\n") == 2 and Screen.flushes == 2
    csv_writer = make_writer("csv", Screen(), [SimpleNamespace(fields={"a": 1})], interactive=True)
    csv_writer.write(UNMATCHED)
    assert csv_writer._out.getvalue().decode().splitlines() == ["path,rule,tag,status,a", "/tmp/x,,,unmatched,"]


def test_csv_lone_surrogates_in_values_and_keys_do_not_crash() -> None:
    rec = {"path": "/a/b.csv", "rule": "r", "tag": None, "status": "complete",
           "fields": {"v": "a\ud800b", "k\udfffx": "\udc7f", "raw": "\udcff"}}
    data = render(CsvWriter, [rec], [], 10)
    assert data == b"path,rule,tag,status,v,k\\udfffx,raw\n/a/b.csv,r,,complete,a\\ud800b,\\udc7f,\xff\n"


def test_csv_keeps_control_characters_as_data() -> None:
    rec = dict(MATCHED, fields={"sensor": "\x1b[2J\u202e"})
    assert "\x1b[2J\u202e".encode() in render(CsvWriter, [rec], ["sensor"])


def test_jsonl_escapes_what_a_terminal_acts_on_and_round_trips() -> None:
    unsafe = "\x1b[31m\x07\x7f\x85\x9b\u061c\u200e\u200f\u2028\u2029\u202a\u202e\u2066\u2069"
    rec = dict(MATCHED, path="/x/" + unsafe, fields={unsafe: unsafe, "ok": "é€😀"})
    line = render(JsonlWriter, [rec]).decode("utf-8")
    assert all(c not in line for c in unsafe if c not in "[31m")
    assert "\\u202e" in line and "\\u001b[31m" in line
    assert "é€😀" in line  # ordinary non-ASCII text stays readable
    assert json.loads(line) == rec
