"""Differential property tests: random rules from the rule language and random paths give the same
records in the Python engine and in DuckDB (the compiled SELECT, and the `apply` engine). docs/scale.md."""
from __future__ import annotations

import io

from hypothesis import HealthCheck, given, settings, strategies as st

from pathfinder.engine.rule import Rule
from pathfinder.engine.ruleset import RuleSet
from pathfinder.fs.pathlists import iter_lines
from pathfinder.engine.sql.duckdb_engine import DuckdbEngine
from pathfinder.engine.writers import make_writer

from pathfinder.engine.sql.compiler import to_sql

from test_sql_compile import assert_same_rows, expected_rows, run_duckdb

SEGMENT_GLOBS = ["a", "b*", "*", "?", "[ab]x", "[!a]*", "{a,b1}", "*.csv", "x?[0-9]", "**", "*_*"]
PATTERNS = ["(\\d+)", "^([a-z]+)", "_(\\w+)$", "x", "([a-b]*)c", "(\\d{4})-?(\\d\\d)", "[.]([^.]+)$", "(?:a|b)(1?)"]
SOURCES = ["segment(0)", "segment(1)", "segment(-1)", "segment(-2)", "segment(3)", "filename", "full_path"]
ASCII_CHARS = "ab1x0_.-/c\\9"


@st.composite
def rules(draw):
    segs = draw(st.lists(st.sampled_from(SEGMENT_GLOBS), min_size=1, max_size=4))
    glob = ("/" if draw(st.booleans()) else "") + "/".join(segs)
    fields = {}
    for i in range(draw(st.integers(0, 3))):
        spec = {"from": draw(st.sampled_from(SOURCES))}
        if draw(st.booleans()):
            spec["pattern"] = draw(st.sampled_from(PATTERNS))
        if draw(st.booleans()):
            spec["normalize"] = draw(st.sampled_from(["lowercase", "uppercase", "strip_leading_zeros"]))
        kind = draw(st.sampled_from(["string", "integer", "date", "uuid"]))
        if kind != "string":
            spec["type"] = kind
        if draw(st.booleans()):
            spec["default"] = draw(st.sampled_from([0, "none", None, 7]))
        fields[f"f{i}"] = spec
    return Rule.from_mapping({"name": draw(st.sampled_from(["r", "s", "t"])), "glob": glob,
                              "extract": fields or None, "priority": draw(st.sampled_from([100, 100, 5]))})


def _distinct(rs: list[Rule]) -> list[Rule]:
    seen: dict[str, Rule] = {}
    for r in rs:
        seen.setdefault(r.name, r)
    return list(seen.values())


paths = st.lists(st.text(alphabet=ASCII_CHARS, min_size=1, max_size=24).filter(lambda p: not p.isspace()),
                 min_size=1, max_size=12)
unicode_paths = st.lists(st.text(alphabet=ASCII_CHARS + "é٣ÄİßK\u2028\x85\"\x1b", min_size=1, max_size=16)
                         .filter(lambda p: p.strip() != "" and p == p.rstrip("\r")), min_size=1, max_size=8)

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.lists(rules(), min_size=1, max_size=3).map(_distinct), paths)
def test_compiled_select_matches_python_engine(rule_list, path_list) -> None:
    """Same rows; a field whose rules mix types (say an integer default on a string) is a text column."""
    got, want = run_duckdb(to_sql(rule_list), path_list), expected_rows(rule_list, path_list)
    assert_same_rows(got, want)


def _assert_duckdb_writes_python_bytes(rule_list, path_list, fmt) -> None:
    """The DuckDB engine's output for `path_list` is the Python engine's, byte for byte."""
    expected, got = io.BytesIO(), io.BytesIO()
    make_writer(fmt, expected, rule_list).write_all(RuleSet(rule_list).apply(path_list))
    writer = make_writer(fmt, got, rule_list)
    DuckdbEngine(rule_list, fmt, None).run_text(writer, [], io.BytesIO("\n".join(path_list).encode()), "x",
                                                lambda m: None, iter_lines)
    writer.flush()
    assert got.getvalue() == expected.getvalue()


@SETTINGS
@given(st.lists(rules(), min_size=1, max_size=3).map(_distinct), unicode_paths, st.sampled_from(["jsonl", "csv"]))
def test_duckdb_engine_writes_the_python_engines_bytes(rule_list, path_list, fmt) -> None:
    _assert_duckdb_writes_python_bytes(rule_list, path_list, fmt)


# Alphabets that switch the engine's block facts (DuckdbEngine.facts) on and off one at a time:
# each block of a list gets the query for what holds in it, so every variant must give the same bytes.
FACT_ALPHABETS = ["ab1x0_.-/c9", "ab1/'x", "ab1x0_./c9 ", "ab1/,x", 'ab1/"x', "ab1/\\x", "a1/\tx", "a1/\rx", "a1/éx", "a1/\x7fx"]


@SETTINGS
@given(st.lists(rules(), min_size=1, max_size=3).map(_distinct),
       st.lists(st.sampled_from(FACT_ALPHABETS).flatmap(
           lambda a: st.text(alphabet=a, min_size=1, max_size=16).filter(lambda p: p.strip() != "" and p == p.rstrip("\r"))),
           min_size=1, max_size=8),
       st.sampled_from(["jsonl", "csv"]))
def test_every_block_query_variant_writes_the_python_engines_bytes(rule_list, path_list, fmt) -> None:
    _assert_duckdb_writes_python_bytes(rule_list, path_list, fmt)
