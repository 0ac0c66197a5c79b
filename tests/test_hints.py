"""Offline hint directives applied to an analysis; free text is refused clearly."""
from __future__ import annotations

import pytest

from pathfinder.analysis import analyse
from pathfinder.errors import PathfinderError, UsageError
from pathfinder.hints import HintError, apply_hint, parse_hint
from pathfinder.loader import rules_from_text

SAMPLES = [
    "/data/mission_042/2024-01-15/cam_20240115101010.csv",
    "/data/mission_043/2024-01-16/cam_20240116111111.csv",
    "/data/mission_107/2024-02-01/cam_20240201121212.csv",
]


def evaluate(analysis, path):
    rule = rules_from_text(analysis.to_draft())[0]
    return dict(rule.evaluate(path).fields)


def test_parse_several_directives():
    ds = parse_hint("rename mission_id mission; drop name\n date is string ;run is int")
    assert [(d.op, d.field, d.value) for d in ds] == [
        ("rename", "mission_id", "mission"),
        ("drop", "name", None),
        ("type", "date", "string"),
        ("type", "run", "integer"),
    ]


def test_rename_drop_and_retype_change_the_rule():
    a = apply_hint(analyse(SAMPLES), "rename mission_id mission; drop timestamp; date is string")
    names = [f.name for f in a.fields]
    assert "mission" in names and "mission_id" not in names and "timestamp" not in names
    got = evaluate(a, SAMPLES[0])
    assert got["mission"] == 42 and got["date"] == "2024-01-15"
    assert "type: date" not in a.to_yaml().split("date:")[1].split("\n")[0]


def test_string_to_integer_and_date():
    a = analyse(SAMPLES)
    a = apply_hint(a, "timestamp is integer")
    assert evaluate(a, SAMPLES[1])["timestamp"] == 20240116111111
    b = apply_hint(analyse(SAMPLES), "timestamp is date")
    assert b.field_named("timestamp").format == "%Y%m%d%H%M%S"
    assert evaluate(b, SAMPLES[2])["timestamp"] == "2024-02-01"


def test_free_text_needs_an_llm():
    with pytest.raises(HintError) as exc:
        apply_hint(analyse(SAMPLES), "the second folder is the mission, please")
    err = exc.value
    assert isinstance(err, PathfinderError) and isinstance(err, UsageError)
    line = err.one_line()
    assert "LLM provider" in line and "rename A B" in line and "\n" not in line


@pytest.mark.parametrize(
    "hint, words",
    [
        ("drop nothing_here", "no field named 'nothing_here'"),
        ("rename date Date", "not a valid field name"),
        ("rename date mission_id", "already exists"),
        ("mission_id is date", "cannot be a date"),
        ("date is integer", "cannot be an integer"),
    ],
)
def test_bad_directives_explain_themselves(hint, words):
    with pytest.raises(HintError) as exc:
        apply_hint(analyse(SAMPLES), hint)
    assert words in exc.value.one_line()


def test_no_hint_changes_nothing():
    a = analyse(SAMPLES)
    assert apply_hint(a, None) is a and apply_hint(a, "  ") is a
