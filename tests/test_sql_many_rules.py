"""Large rule sets in SQL (docs/scale.md): many rules with overlapping globs and priorities give the
Python engine's records in the DuckDB engine (a branch per rule, UNION ALL) and in `pathfinder sql`
(one dispatch on the winning rule per column, a binary search over the rules)."""
from __future__ import annotations

import re

from hypothesis import given, strategies as st

from pathfinder.engine.loader import load_rules
from pathfinder.engine.rule import Rule
from pathfinder.engine.ruleset import RuleSet
from pathfinder.engine.sql.compiler import compile_rules, to_sql
from pathfinder.engine.sql.duckdb_engine import DuckdbEngine
from pathfinder.engine.sql.expressions import DISPATCH_LEAF

from test_sql_compile import EXAMPLES, assert_same_rows, expected_rows, run_duckdb
from test_sql_properties import PATTERNS, SEGMENT_GLOBS, SETTINGS, SOURCES, _assert_duckdb_writes_python_bytes, paths

FIELD_KINDS = [
    {"from": "filename", "pattern": "_(\\d+)", "type": "integer"},
    {"from": "segment(-2)", "pattern": "^p(\\d+)_", "type": "integer", "normalize": "strip_leading_zeros"},
    {"from": "segment(-2)", "pattern": "_([a-z]+)$", "normalize": "uppercase"},
    {"from": "filename", "pattern": "^([a-z]+)", "default": "none"},
    {"from": "segment(1)", "type": "date", "default": None},
    {"from": "filename", "pattern": "\\.([a-z]+)$"},
    {"from": "segment(0)"},
    {"from": "full_path", "pattern": "/(\\d{4})-(\\d\\d)", "type": "integer", "default": 0},
]


def many_rules(n: int = 56) -> list[Rule]:
    """`n` rules whose globs overlap (shared catch-alls, anchored and floating, braces, classes), with
    priorities that tie, so winners are chosen by priority, then literal count, then name."""
    rules = []
    for k in range(n):
        family = k % 7
        glob = [f"**/p{k % 6}_*/*.csv", f"/data/*/p{k % 6}_*/**", f"p{k % 6}_*/{{a,b}}*_{k % 3}.*",
                "**/*.csv", f"*/p{k % 6}_[0-9]*/*", f"**/{{a,c}}?*.{{csv,txt}}", f"/data/20??-*/p*_x/*"][family]
        fields = {f"f{(k + i) % 10}": FIELD_KINDS[(k * 3 + i) % len(FIELD_KINDS)] for i in range(k % 5)}
        rules.append(Rule.from_mapping({"name": f"r{k:02d}", "glob": glob, "extract": fields or None,
                                        "priority": [100, 100, 50, 100, 200, 100, 100][family] + (k % 2),
                                        "tag": f"t{k % 4}" if k % 3 else None}))
    return rules


def many_paths() -> list[str]:
    out = []
    for i in range(700):
        folder = f"p{i % 7}_{'x' if i % 5 == 0 else 'lab'}"
        name = f"{'abcd'[i % 4]}{i}_{i % 3}.{['csv', 'txt', 'bin'][i % 3]}"
        root = ["/data/2024-01-15", "/data/2023-02-30", "rel", "/other/deep/er", "/data/x"][i % 5]
        out.append(f"{root}/{folder}/{name}")
    return out + ["/data/p1_lab/a", "plain.csv", "/", "a.csv", "/data/2024-01-15/p3_x/c9_1.csv"]


def test_a_large_rule_set_with_overlapping_globs_is_byte_identical_in_duckdb() -> None:
    rules, path_list = many_rules(), many_paths()
    winners = {rec["rule"] for rec in RuleSet(rules).apply(path_list)}
    assert len(winners) >= 15  # many rules win (others are shadowed): the branches are exercised
    contested = sum(1 for p in path_list if sum(r.match(p) for r in rules) > 1)
    assert contested > len(path_list) // 2  # most paths are matched by several rules: priority decides
    for fmt in ("jsonl", "csv"):
        _assert_duckdb_writes_python_bytes(rules, path_list, fmt)


def test_a_large_rule_set_gives_the_python_engines_rows_in_pathfinder_sql() -> None:
    rules, path_list = many_rules(), many_paths()
    sql = to_sql(rules, "duckdb", pretty=False)
    assert " < " in sql  # a binary search over the rules, not one test per rule
    got, want = run_duckdb(sql, path_list), expected_rows(rules, path_list)
    assert_same_rows(got, want)


def test_the_engine_runs_a_branch_per_rule_and_pathfinder_sql_one_dispatch() -> None:
    """The DuckDB engine's block query holds each rule's field expressions once, in its own branch;
    `pathfinder sql` keeps one column per field position (`_src_0`, ...), shared by every rule."""
    rules = many_rules(12)
    union = compile_rules(rules, "duckdb", output="jsonl", guards="flag", carry=["_i"], layout="union").sql("duckdb")
    assert union.count("UNION ALL") == len(rules)  # a branch per rule and one for unmatched rows
    assert "MATERIALIZED" in union  # the winners are computed once
    columns = to_sql(rules, "duckdb", pretty=False)
    assert "UNION" not in columns
    assert len(set(re.findall(r'AS "(_src_\d+)"', columns))) == max(len(r.fields) for r in rules)


def test_guards_apply_to_the_winning_rules_rows_only() -> None:
    """A non-ASCII path goes to Python only when the rule that wins it has a step Unicode changes
    (here bids_bold's lowercased task); one won by mission_readings stays in SQL."""
    rules = [r for name in ("mission_readings", "bids_bold") for r in load_rules(EXAMPLES / f"{name}.yaml")]
    engine = DuckdbEngine(rules, "jsonl", None)
    assert engine.query_block("/d\u00e9/mission_001/2024-01-15/r\u00e9sum\u00e9.csv\n")[2] is None
    flagged = engine.query_block("/d\u00e9/sub-01/ses-1/func/sub-01_ses-1_task-Rest_bold.nii.gz\n")[2]
    assert flagged is not None and [py for _, py, _ in flagged] == [True]


def test_a_dollar_pattern_needs_no_guard_in_a_list() -> None:
    """`$` also matches before a final newline in Python: texts ending in one go to Python, but a line
    of a list never holds one, so the engine's block query leaves the guard out."""
    rule = Rule.from_mapping({"name": "d", "glob": "**/*.txt", "extract": {"n": {"from": "filename",
                                                                              "pattern": "(\\d+)\\.txt$"}}})
    engine = DuckdbEngine([rule], "jsonl", None)
    rows, lines, per_row = engine.query_block("/a/x12.txt\n/b/y.txt\n")
    assert per_row is None and rows == 2 and '"n": "12"' in lines
    assert "\\x{a}\\z" in to_sql([rule], "duckdb")  # a table's text may end in a newline: still guarded


@st.composite
def numbered_rules(draw: st.DrawFn) -> list[Rule]:
    """Five to ten rules named apart (more than a dispatch tests one by one), random globs, fields,
    priorities."""
    out = []
    for k in range(draw(st.integers(DISPATCH_LEAF + 1, 10))):
        segs = draw(st.lists(st.sampled_from(SEGMENT_GLOBS), min_size=1, max_size=3))
        fields = {}
        for i in range(draw(st.integers(0, 3))):
            spec = {"from": draw(st.sampled_from(SOURCES))}
            if draw(st.booleans()):
                spec["pattern"] = draw(st.sampled_from(PATTERNS))
            kind = draw(st.sampled_from(["string", "integer", "date"]))
            if kind != "string":
                spec["type"] = kind
            if draw(st.booleans()):
                spec["default"] = draw(st.sampled_from([0, "none", None]))
            fields[f"f{draw(st.integers(0, 4))}"] = spec
        out.append(Rule.from_mapping({"name": f"r{k}", "glob": ("/" if draw(st.booleans()) else "") + "/".join(segs),
                                      "extract": fields or None, "priority": draw(st.sampled_from([100, 100, 5, 300]))}))
    return out


@SETTINGS
@given(numbered_rules(), paths, st.sampled_from(["jsonl", "csv"]))
def test_random_rule_sets_past_one_dispatch_leaf_match_python(rule_list, path_list, fmt) -> None:
    _assert_duckdb_writes_python_bytes(rule_list, path_list, fmt)
    got, want = run_duckdb(to_sql(rule_list), path_list), expected_rows(rule_list, path_list)
    assert_same_rows(got, want)


def test_the_engine_compiles_its_common_block_query_once() -> None:
    """The engine compiles the query of a plain block when it starts (that is also where a rule SQL
    cannot express is refused), and the per-row query only when a block has rows for Python."""
    engine = DuckdbEngine(many_rules(8), "jsonl", None)
    assert len(engine._block_sql) == 1 and engine._rows_sql is None
    engine.query_block("/data/p1_lab/a1_1.csv\n")
    assert len(engine._block_sql) == 1 and engine._rows_sql is None


def test_rules_whose_endings_nest_are_all_tried_on_a_path_ending_in_the_longer_one() -> None:
    """DuckDB groups the rules by the literal ending of their glob: a path ending in `_x.csv` must
    still meet the `.csv`, `v` and ending-less rules, in resolution order."""
    rules = [Rule.from_mapping({"name": n, "glob": g, "priority": p}) for n, g, p in [
        ("csv", "**/*.csv", 100), ("xcsv", "**/*_x.csv", 120), ("v", "**/*v", 90), ("any", "**/a*", 150),
        ("deep", "/d/**/*_x.csv", 300), ("txt", "**/*.txt", 100)]]
    path_list = ["/d/a_x.csv", "/e/a_x.csv", "/e/b_x.csv", "/e/b.csv", "/e/a.csv", "/e/bv", "/e/a.txt", "/e/b.txt",
                 "/d/q/r_x.csv", "/e/a", "/e/zzz"]
    assert {rec["rule"] for rec in RuleSet(rules).apply(path_list)} == {r.name for r in rules} | {None}
    for fmt in ("jsonl", "csv"):
        _assert_duckdb_writes_python_bytes(rules, path_list, fmt)


def test_glob_literal_is_text_every_match_holds_beside_its_ending() -> None:
    from pathfinder.engine.sql.glob_regex import glob_literal

    def literal(glob: str) -> str:
        return glob_literal(Rule.from_mapping({"name": "r", "glob": glob}))

    assert literal("proj07_*/run-*/*/07_*_*.json") == "proj07_"
    assert literal("mission_*/????-??-??/*.csv") == "mission_"
    assert literal("data/[abc]xyz*/*.csv") == "data"  # a class cuts a run
    assert literal("**/*.csv") == ""  # only the ending, which the suffix test checks
    assert literal("{a,b}_long_name/*.csv") == ""  # alternatives share no run here


def test_a_union_branch_builds_its_own_rules_pieces_only(monkeypatch) -> None:
    """Each branch of the union layout built the output line and status of every rule, then kept its
    own: compiling was quadratic in the rules (400 rules 14 s, 1,000 rules 150 s before the first
    record). Built per branch, the union holds as many per-rule pieces as the one-dispatch query."""
    import pathfinder.engine.sql.lines as lines

    rules = many_rules(40)
    for fmt, writer in (("jsonl", "json_text"), ("csv", "cell_text")):
        calls = []
        real = getattr(lines, writer)

        def counted(value, real=real, calls=calls):
            calls.append(1)
            return real(value)

        monkeypatch.setattr(lines, writer, counted)
        compile_rules(rules, "duckdb", output=fmt, guards="flag", carry=["_i"], layout="dispatch")
        one_dispatch = len(calls)
        calls.clear()
        compile_rules(rules, "duckdb", output=fmt, guards="flag", carry=["_i"], layout="union")
        assert 0 < len(calls) <= one_dispatch, (fmt, len(calls), one_dispatch)
