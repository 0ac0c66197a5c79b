"""The structure line follows the current draft by what each field reads, not by its name or
pattern text (issue 16 item 5): renamed, retyped, re-sourced and swapped fields land where they read."""
from __future__ import annotations

import pytest

from pathfinder.analysis import analyse, render_draft
from pathfinder.analysis.placement import field_span, hole_spans, parse_structure, place_fields
from pathfinder.generation.hints import structure_for_draft

BIDS = [f"/home/me/data/ds001/sub-{i:02d}/func/sub-{i:02d}_task-{t}_run-{r}_bold.nii.gz"
        for i in range(1, 6) for t in ("rest", "motor") for r in (1, 2)]
SUBJECT = '  subject: {from: segment(-3), pattern: "^sub-([^/]+)$"}'
TASK = '  task:    {from: filename, pattern: "(?:^|_)task-([^_./]+)(?:[_.]|$)"}'
RUN = '  run:     {from: filename, pattern: "(?:^|_)run-([0-9]+)(?:[_.]|$)", type: integer, default: null}'
HEAD = "/home/me/data/ds{ds:int}/"


@pytest.fixture(scope="module")
def bids():
    a = analyse(BIDS)
    draft = render_draft(a)
    assert SUBJECT in draft and TASK in draft and RUN in draft, draft  # the analyser's own lines
    # BIDS leaves `run-` out where an acquisition has one run: optional even when every sample writes it
    assert a.structure == HEAD + "sub-{subject}/func/sub-*_task-{task}[_run-{run:int}]_bold.nii.gz"
    return a, draft


def line(bids, *edits: tuple[str, str]) -> str:
    a, draft = bids
    for old, new in edits:
        assert old in draft
        draft = draft.replace(old, new)
    return structure_for_draft(a, draft).structure


def test_the_analysers_own_draft_keeps_its_structure(bids):
    assert line(bids) == bids[0].structure


def test_a_field_renamed_retyped_and_read_with_another_pattern_keeps_its_place(bids):
    got = line(bids, (SUBJECT, '  participant: {from: segment(-3), pattern: "sub-(\\\\d+)", type: integer}'))
    assert got == HEAD + "sub-{participant:int}/func/sub-*_task-{task}[_run-{run:int}]_bold.nii.gz"


def test_a_string_field_where_the_analyser_had_an_int(bids):
    got = line(bids, (RUN, '  task_name: {from: filename, pattern: "run-([0-9]+)"}'))
    assert got.endswith("_task-{task}[_run-{task_name}]_bold.nii.gz"), got


def test_two_fields_of_one_source_both_rewritten(bids):
    """Name and pattern both changed on two fields of the file name: each still lands on its own part."""
    got = line(bids, (TASK, '  task_name: {from: filename, pattern: "task-([a-z]+)"}'),
               (RUN, '  run_no: {from: filename, pattern: "run-(\\\\d+)"}'))
    assert got.endswith("sub-*_task-{task_name}[_run-{run_no}]_bold.nii.gz"), got


def test_a_field_moved_to_another_source_shows_where_it_now_reads(bids):
    """`subject` now read from the file name: its folder part is `*`, the file name's `sub-*` is named."""
    got = line(bids, (SUBJECT, '  participant: {from: filename, pattern: "^sub-(\\\\d+)", type: integer}'))
    assert got == HEAD + "sub-*/func/sub-{participant:int}_task-{task}[_run-{run:int}]_bold.nii.gz"


def test_swapped_names_follow_what_each_field_reads(bids):
    got = line(bids, ("  task:    {", "  tmp:     {"), ("  run:     {", "  task:    {"), ("  tmp:     {", "  run:     {"))
    assert got.endswith("sub-*_task-{run}[_run-{task:int}]_bold.nii.gz"), got


def test_a_field_covering_several_parts_names_none_of_them(bids):
    """A field reading the whole file name is not the subject's, the task's or the run's."""
    got = line(bids, (TASK, "  whole: {from: filename}"))
    assert got.endswith("sub-*_task-*[_run-{run:int}]_bold.nii.gz"), got


def test_the_same_characters_go_to_the_field_named_as_the_placeholder():
    samples = [f"/cam/DJI_2024011{d}120629_02{d}6_D.JPG" for d in range(1, 6)]
    a = analyse(samples)
    assert "{timestamp}" in a.structure and a.field_named("date") is not None  # both read the 14 digits
    assert structure_for_draft(a, render_draft(a)).structure == a.structure


def test_hole_spans_and_field_spans_agree_on_one_path():
    path = "/data/mission_042/2024-01-15/readings.csv"
    holes = hole_spans(parse_structure("/data/mission_{mission_id:int}/{date:date}/*.csv"), path)
    assert sorted(path[a:b] for a, b in holes.values()) == ["042", "2024-01-15", "readings"]
    assert field_span({"from": "segment(-3)", "pattern": "mission_(\\d+)"}, path) == (14, 17)
    assert field_span({"from": "filename"}, path) == (29, 41)
    assert field_span({"from": "segment(9)"}, path) is None  # out of range: reads nothing
    assert field_span({"from": "folder(-2)"}, path) is None  # not a source: reads nothing


def test_a_pattern_that_could_hang_is_never_run():
    """The line is drawn on the wizard's screen thread: a catastrophic pattern is not placed (not run)."""
    hostile = {"from": "full_path", "pattern": "^(a+)+$"}
    assert field_span(hostile, "/" + "a" * 40 + "!") is None
    assert field_span({"from": "filename", "pattern": "(unclosed"}, "/a/b") is None


def test_parts_above_a_double_star_fall_back_to_names():
    placed = place_fields("/lake/{table}/**/{name}.parquet", ["/lake/t1/x/y/a.parquet", "/lake/t2/b.parquet"],
                          {"file": {"from": "filename", "pattern": "^(.+)\\.parquet$"}})
    assert placed is not None and list(placed.values()) == [("file", None)]  # only the located part


HIVE = [f"/lake/t/year={y}/month={m:02d}/day={d:02d}/part-{i}.parquet"
        for i, (y, m, d) in enumerate([(2024, 1, 5), (2024, 2, 7), (2023, 12, 31), (2024, 3, 1)])]


def test_an_edited_python_extractor_of_the_analysers_shape_is_followed_too():
    """The analyser's Python drafts list their fields in a FIELDS table: a key renamed there (and a
    month now read as text) shows in the structure line without running the extractor."""
    a = analyse(HIVE)
    draft = render_draft(a)
    assert "def extract(" in draft and "('part', -1," in draft and "('month', -3," in draft
    assert structure_for_draft(a, draft).structure == a.structure == \
        "/lake/t/year={year:int}/month={month:int}/day={day:int}/part-{part}.parquet"
    edited = draft.replace("('part', -1,", "('piece', -1,").replace(
        "('month', -3, re.compile('^month=((?:[^_/]|_[^_/])[^/]*|_?)$'), 'integer'",
        "('mon', -3, re.compile('^month=([0-9]+)$'), 'string'")
    assert edited.count("'piece'") == 1 and "'mon'" in edited
    assert structure_for_draft(a, edited).structure == \
        "/lake/t/year={year:int}/month={mon}/day={day:int}/part-{piece}.parquet"


def test_a_draft_with_thousands_of_fields_falls_back_to_names():
    """Bounded work on the wizard's screen thread: past MAX_PAIRS comparisons, no span placement."""
    specs = {f"f{i}": {"from": "filename", "pattern": "(.)"} for i in range(3000)}
    assert place_fields("/data/{a}/{b}.csv", ["/data/x/y.csv"], specs) is None
    assert place_fields("/data/{a}/{b}.csv", ["/data/x/y.csv"], dict(list(specs.items())[:2])) is not None
