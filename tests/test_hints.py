"""Offline hint directives applied to an analysis; free text is refused clearly."""
from __future__ import annotations

import pytest

from pathfinder.analysis import analyse, render_draft, render_yaml
from pathfinder.errors import PathfinderError, UsageError
from pathfinder.generation.hints import HintError, apply_hint, parse_hint
from pathfinder.engine.loader import rules_from_text

SAMPLES = [
    "/data/mission_042/2024-01-15/cam_20240115101010.csv",
    "/data/mission_043/2024-01-16/cam_20240116111111.csv",
    "/data/mission_107/2024-02-01/cam_20240201121212.csv",
]


def evaluate(analysis, path):
    rule = rules_from_text(render_draft(analysis))[0]
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
    assert "type: date" not in render_yaml(a).split("date:")[1].split("\n")[0]


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


# ---- hints applied to the current draft (the wizard's hint box) ---------------------------------------

import asyncio  # noqa: E402

from pathfinder.generation.providers.base import GenerationRequest  # noqa: E402
from pathfinder.generation.providers.offline import OfflineGenerator  # noqa: E402
from pathfinder.generation.hints import (  # noqa: E402
    apply_hint_to_draft,
    hinted_description,
    marked_hints,
    relabel_structure,
    structure_for_draft,
)

DEMO = [f"/data/mission_{m}/{d}/{n}.csv" for m, d, n in [
    ("042", "2024-01-15", "readings"), ("042", "2024-01-15", "temperature"), ("043", "2024-02-01", "wind"),
    ("100", "2024-12-31", "readings"), ("007", "2023-06-30", "radiation")]]


def offline(samples, hint=None, draft=None) -> str:
    return OfflineGenerator().draft_for(GenerationRequest(samples=tuple(samples), hint=hint, draft=draft))[0]


def fields_of(text: str) -> dict:
    rule = rules_from_text(text)[0]
    return dict(rule.evaluate(DEMO[0]).fields)


def test_hints_accumulate_on_the_current_draft():
    first = offline(DEMO)
    assert set(fields_of(first)) == {"mission_id", "date", "name"}
    renamed = offline(DEMO, "rename name sensor", first)
    dropped = offline(DEMO, "drop date", renamed)
    assert fields_of(dropped) == {"mission_id": 42, "sensor": "readings"}  # the rename is not undone
    # only the named field changed (and the description's structure): every other line is the previous draft's
    def others(text):
        return [ln for ln in text.splitlines() if not ln.startswith(("description:", "  date:"))]

    assert others(renamed) == others(dropped)
    assert "paths: data/mission_{mission_id:int}/*/{sensor}.csv" in dropped.splitlines()[1]


def test_manual_edits_survive_a_hint():
    edited = offline(DEMO).replace("name:       {from: filename", "sedited:    {from: filename") \
        .replace('glob: "', '# my comment\ntag: mine\nglob: "')
    after = offline(DEMO, "drop date", edited)
    assert fields_of(after) == {"mission_id": 42, "sedited": "readings"}
    assert "# my comment\ntag: mine\n" in after  # untouched lines stay as written
    assert rules_from_text(after)[0].tag == "mine"


def test_retype_checks_the_samples_and_keeps_the_rest_of_the_field():
    draft = offline(DEMO)
    as_text = offline(DEMO, "mission_id is string", draft)
    line = next(ln for ln in as_text.splitlines() if ln.strip().startswith("mission_id:"))
    assert "type:" not in line and 'pattern: "^mission_([0-9]+)$"' in line
    assert fields_of(as_text)["mission_id"] == "042"
    back = offline(DEMO, "mission_id is integer", as_text)
    assert fields_of(back)["mission_id"] == 42
    with pytest.raises(HintError, match="cannot be an integer"):
        offline(DEMO, "name is integer", draft)
    stamped = [p.replace(".csv", "_20240115101010.csv") for p in DEMO]
    text = ("name: r\nglob: \"**/*.csv\"\nextract:\n  stamp:\n    from: filename\n"
            "    pattern: \"_(\\\\d{14})\\\\.csv$\"\n  other: {from: segment(-2)}\n")
    dated = apply_hint_to_draft(text, "stamp is date", stamped)
    assert 'stamp: {from: filename, pattern: "_(\\\\d{14})\\\\.csv$", type: date, format: "%Y%m%d%H%M%S"}' in dated
    assert "  other: {from: segment(-2)}" in dated


def test_drop_the_last_field_and_flow_style_extract():
    text = 'name: r\nglob: "**/*.csv"\nextract:\n  only: {from: filename}\ntag: t\n'
    assert apply_hint_to_draft(text, "drop only", DEMO) == 'name: r\nglob: "**/*.csv"\nextract: null\ntag: t\n'
    flow = 'name: r\nglob: "**/*.csv"\nextract: {a: {from: filename}, b: {from: segment(-2)}}\n'
    out = apply_hint_to_draft(flow, "rename a file; drop b", DEMO)
    assert rules_from_text(out)[0].fields.keys() == {"file"}


def test_rename_refuses_clashes_and_unknown_fields_on_the_draft():
    draft = offline(DEMO)
    with pytest.raises(HintError, match="already exists"):
        apply_hint_to_draft(draft, "rename name date", DEMO)
    with pytest.raises(HintError, match="no field named 'sensor'") as exc:
        apply_hint_to_draft(draft, "drop sensor", DEMO)
    assert "mission_id, date, name" in exc.value.one_line()


def test_a_draft_that_is_no_yaml_rule_gets_a_clear_message():
    with pytest.raises(HintError, match=r"not valid YAML \(line \d\)") as exc:
        apply_hint_to_draft("name: r\nglob: [oops\n", "drop x", DEMO)
    assert "edit it with e" in exc.value.one_line()
    with pytest.raises(HintError, match="several"):
        apply_hint_to_draft("version: 1\nrules:\n  - name: a\n    glob: x\n", "drop x", DEMO)
    with pytest.raises(HintError, match="LLM provider"):  # free text, whatever the draft
        apply_hint_to_draft("name: r\n", "make it nicer", DEMO)


HIVE_YMD = [f"/lake/t/year={y}/month={m:02d}/day={d:02d}/part-{i}.parquet"
            for i, (y, m, d) in enumerate([(2024, 1, 5), (2024, 2, 7), (2023, 12, 31), (2024, 3, 1)])]


def test_python_drafts_take_hints_while_they_are_the_analysers_own():
    first = offline(HIVE_YMD)
    assert "def extract(" in first, first
    names = [f.name for f in analyse(HIVE_YMD).fields]
    target = next(n for n in names if n not in ("year", "month", "day", "date"))
    one = offline(HIVE_YMD, f"rename {target} part", first)
    assert marked_hints(one)[0].value == "part" and "def extract(" in one
    two = offline(HIVE_YMD, "rename year y", one)
    assert [d.op for d in marked_hints(two)] == ["rename", "rename"]  # both followed
    assert "'part'" in two and "'y'" in two
    with pytest.raises(HintError, match="not the analyser's own") as exc:
        offline(HIVE_YMD, "drop part", two.replace("return out", "out['extra'] = 1\n    return out"))
    assert "edit it with e" in exc.value.one_line()
    # `r` regenerates from the samples with the hints followed so far: the same draft
    assert offline(HIVE_YMD, f"rename {target} part\nrename year y") == two


def test_structure_line_follows_the_draft():
    a = analyse(DEMO)
    assert a.structure.endswith("/{mission_id:int}/{date:date}/{name}.csv".replace("/{mission_id", "/mission_{mission_id"))
    draft = offline(DEMO, "drop date", offline(DEMO, "rename name sensor", offline(DEMO)))
    assert structure_for_draft(a, draft).structure == "/data/mission_{mission_id:int}/*/{sensor}.csv"
    as_text = offline(DEMO, "mission_id is string", offline(DEMO))
    assert structure_for_draft(a, as_text).structure == "/data/mission_{mission_id}/{date:date}/{name}.csv"
    edited = offline(DEMO).replace("  name:  ", "  sedited:")
    assert structure_for_draft(a, edited).structure.endswith("/{sedited}.csv")
    assert structure_for_draft(a, "not: [yaml") is a and structure_for_draft(a, None) is a
    assert relabel_structure("{a:int}_{b}/{c:date}", {"a": ("x", "string"), "c": None}) == "{x}_{b}/*"


def test_apply_hint_relabels_the_structure_and_generate_prints_it(tmp_path, capsys, monkeypatch):
    a = apply_hint(analyse(DEMO), "rename name sensor; drop date; mission_id is string")
    assert a.structure == "/data/mission_{mission_id}/*/{sensor}.csv"
    shown = hinted_description(DEMO, "rename name sensor; drop date")
    assert shown.summary == "/data/mission_{mission_id:int}/*/{sensor}.csv"
    assert "sensor" in shown.field_table and "date " not in shown.field_table
    assert hinted_description(DEMO, "free text please") is None
    from pathfinder.cli import main

    (tmp_path / "s.txt").write_text("\n".join(DEMO) + "\n")
    monkeypatch.setenv("PATHFINDER_LOG_DIR", str(tmp_path / "logs"))
    code = main(["generate", "--provider", "offline", "--paths-from", str(tmp_path / "s.txt"),
                 "--rules-dir", str(tmp_path / "rules"), "--hint", "rename name sensor; drop date"])
    err = capsys.readouterr().err
    assert code == 0
    assert "structure: /data/mission_{mission_id:int}/*/{sensor}.csv" in err
    table = err.split("structure:")[1]
    assert "sensor" in table and "\ndate " not in table and "\nname " not in table
