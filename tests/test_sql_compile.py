"""`pathfinder sql`: the compiled SELECT gives the Python engine's records (docs/scale.md)."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest
import sqlglot

from pathfinder.engine.loader import load_rules
from pathfinder.engine.writers import cell_text
from pathfinder.engine.rule import FieldSpec, Rule
from pathfinder.engine.ruleset import RuleSet
from pathfinder.engine.sql.compiler import NotExpressible, to_sql
from pathfinder.engine.sql.dialects import DIALECTS
from pathfinder.engine.writers import field_columns
from pathfinder.errors import UsageError

EXAMPLES = Path(__file__).resolve().parent.parent / "rules" / "examples"
YAML_EXAMPLES = sorted(p.stem for p in EXAMPLES.glob("*.yaml"))


def run_duckdb(sql: str, paths: list[str]) -> list[dict]:
    con = duckdb.connect()
    con.execute("CREATE TABLE paths(path VARCHAR)")
    con.executemany("INSERT INTO paths VALUES (?)", [[p] for p in paths])
    cur = con.execute(sql)
    names = [d[0] for d in cur.description]
    return [dict(zip(names, row)) for row in cur.fetchall()]


def expected_rows(rules: list, paths: list[str], root: str | None = None) -> list[dict]:
    """The Python engine's records in the shape of the SQL columns (missing and null both None)."""
    columns = field_columns(rules)
    out = []
    for rec in RuleSet(rules).apply(paths, root=root):
        row = {k: rec[k] for k in ("path", "rule", "tag", "status")}
        for c in columns:
            row[c] = rec["fields"].get(c)
        out.append(row)
    return out


def assert_same_rows(got: list[dict], want: list[dict]) -> None:
    """SQL rows equal the Python engine's, row for row; a value the SQL column holds as text (a mixed-type
    field, as in the CSV) is compared as the CSV writes it."""
    assert len(got) == len(want)
    for row, expected in zip(got, want):
        for key, value in expected.items():
            if isinstance(row[key], str) and value is not None and not isinstance(value, str):
                value = cell_text(value)
            assert row[key] == value, (row, expected)


def example_paths(name: str) -> list[str]:
    return [line for line in (EXAMPLES / f"{name}.paths").read_text().splitlines() if line.strip()]


@pytest.mark.parametrize("name", YAML_EXAMPLES)
def test_example_sql_in_duckdb_matches_expected_records(name: str) -> None:
    rules = list(load_rules(EXAMPLES / f"{name}.yaml"))
    got = run_duckdb(to_sql(rules), example_paths(name))
    expected = [json.loads(line) for line in (EXAMPLES / f"{name}.expected.jsonl").read_text().splitlines()]
    assert len(got) == len(expected)
    for row, rec in zip(got, expected):
        assert {k: row[k] for k in ("path", "rule", "tag", "status")} == {
            k: rec[k] for k in ("path", "rule", "tag", "status")
        }
        for column in list(row)[4:]:
            assert row[column] == rec["fields"].get(column), (row["path"], column)


def test_all_examples_together_pick_the_same_winner() -> None:
    rules = [r for r in load_rules(EXAMPLES) if r.kind == "yaml"]
    paths = [p for name in YAML_EXAMPLES for p in example_paths(name)]
    assert run_duckdb(to_sql(rules), paths) == expected_rows(rules, paths)


def _rule(glob: str, **fields: dict) -> Rule:
    return Rule.from_mapping({"name": "r", "glob": glob, "extract": fields or None})


LANGUAGE_CASES = [
    # normalisation, segment(N) with negative indexes, out of range, filename, full_path
    (_rule("**/*.csv", a={"from": "segment(0)"}, b={"from": "segment(-2)"}, c={"from": "segment(7)"},
           d={"from": "filename"}, e={"from": "full_path"}),
     ["/data//x\\y/z.csv", "a.csv", "\\\\srv\\share\\f.csv", "/a/b/", "/"]),
    # anchored and floating globs, braces, classes, ?, **
    (_rule("/data/{a,b[0-9]}/?.{txt,md}"), ["/data/a/x.txt", "data/b7/y.md", "/x/data/a/x.txt", "/data/b/x.txt"]),
    (_rule("[!_]*/**/*_[a-c].log"), ["x/y_a.log", "/q/x/1/2/y_b.log", "_x/y_a.log", "x/y_d.log"]),
    # pattern, normalizers, types, default
    (_rule("*", n={"from": "filename", "pattern": "(\\d+)", "type": "integer", "default": -1},
           z={"from": "filename", "pattern": "(\\d+)", "normalize": "strip_leading_zeros"},
           u={"from": "filename", "pattern": "([0-9a-fA-F-]{32,38})", "type": "uuid"},
           d={"from": "filename", "pattern": "(\\d{4}.?\\d\\d.?\\d\\d)", "type": "date"},
           up={"from": "filename", "normalize": "uppercase"}),
     ["f_000_2024-02-29_{3ABF7009-9786-4927-A502-256082ACAE29}", "x_2023-02-29", "y_20240115", "plain", "0"]),
    (_rule("*/*", d={"from": "segment(-1)", "type": "date", "format": "%d.%m.%Y"},
           w={"from": "segment(-2)", "pattern": "^w(\\w+)$", "normalize": "lowercase", "default": None}),
     ["wAbc/15.1.2024", "x/31.04.2024", "wÄ/01.01.0000"]),
    # every date layout, valid and not (DuckDB checks the calendar with its own cast: leap years,
    # month lengths, year 0, which DuckDB reads as 1 BC)
    (_rule("*", d={"from": "filename", "type": "date"}),
     ["2024-02-29", "2023-02-29", "1900-02-29", "2000-02-29", "0000-01-01", "0001-01-01", "9999-12-31",
      "20240131", "20240431", "2024_01_31", "2024.12.31", "2024.12-31", "2024_00_10", "2024-13-01", "2024-12-00",
      "2024-1-05", "+024-01-05", "2024-01-5 "]),
    # every UUID spelling Python accepts, and near misses (DuckDB casts the text to UUID and back)
    (_rule("*", u={"from": "filename", "type": "uuid"}),
     ["3ABF7009-9786-4927-A502-256082ACAE29", "{3abf7009-9786-4927-a502-256082acae29}",
      "3abf700997864927a502256082acae29", "{3ABF700997864927A502256082ACAE29}", "{3abf7009-9786-4927-a502-256082acae29",
      "3abf7009-9786-4927-a502-256082acae2", "3abf7009-97864927-a502-256082acae29", "g" * 32,
      "ffffffff-ffff-ffff-ffff-ffffffffffff", "urn:uuid:3abf7009-9786-4927-a502-256082acae29"]),
    # (?i) folds ASCII letters only and \b is an ASCII word boundary (patterns are re.ASCII): spelled
    # out for the SQL engines (RE2 folds k with the Kelvin sign; Java 17's \b sees é as a letter)
    (_rule("*", i={"from": "filename", "pattern": "(?i)(csv|[a-c]x|k)"}, j={"from": "filename", "pattern": "(?i:[^k])(.)"},
           b={"from": "filename", "pattern": "\\b(\\w+)\\b"}, nb={"from": "filename", "pattern": "(\\w)\\B"}),
     ["a.CSV", "Bx", "éa b", "kK", "x_y-z", "K", "\u212a", "ſ", "é", "aé"]),
    # strptime reads a format's letters in either case ('T' matches 't')
    (_rule("*", t={"from": "filename", "type": "date", "format": "%Y-%m-%dT%H"}),
     ["2024-01-15T10", "2024-01-15t23", "2024-01-15T24", "2024-01-15X10", "2024-02-30T01"]),
]


@pytest.mark.parametrize("rule,paths", LANGUAGE_CASES)
def test_rule_language_cases_agree_with_python(rule: Rule, paths: list[str]) -> None:
    try:
        got = run_duckdb(to_sql([rule]), paths)
    except duckdb.Error as exc:  # a guard fired: only allowed for non-ASCII lowercasing here
        assert "lowercase of non-ASCII" in str(exc)
        paths = [p for p in paths if p.isascii()]
        got = run_duckdb(to_sql([rule]), paths)
    assert got == expected_rows([rule], paths)


NON_ASCII_FOLDERS = (
    _rule("**/*", n={"from": "filename", "type": "integer"}, lo={"from": "segment(-2)", "normalize": "lowercase"},
          d={"from": "filename", "type": "date", "format": "%d.%m.%Y"}),
    ["/données/X/42", "/Été/DATA/15.01.2024", "/x/ABC/7", "/ünï/cödé/Q/1_000"],
)


def test_a_non_ascii_folder_does_not_stop_an_ascii_field() -> None:
    """The guards for int(), strptime and lowercasing test the field's own text: a non-ASCII folder
    elsewhere in the path stopped the whole query ('/données/42' with an integer file name)."""
    rule, paths = NON_ASCII_FOLDERS
    assert run_duckdb(to_sql([rule]), paths) == expected_rows([rule], paths)
    with pytest.raises(duckdb.Error, match="lowercase of non-ASCII"):  # the field's own text is not ASCII
        run_duckdb(to_sql([rule]), ["/x/Été/1"])


def test_rel_path_with_absolute_root() -> None:
    rule = _rule("**/*", rel={"from": "rel_path"})
    paths = ["/data/x/y.csv", "/data", "/other/z", "/data2/q"]
    assert run_duckdb(to_sql([rule], root="/data/"), paths) == expected_rows([rule], paths, root="/data")


def test_guard_stops_the_query_instead_of_a_different_answer() -> None:
    rule = _rule("*", n={"from": "filename", "pattern": "(\\d+)", "type": "integer"})
    with pytest.raises(duckdb.Error, match="rule r, field n: the integer may not fit in 64 bits"):
        run_duckdb(to_sql([rule]), ["12345678901234567890"])


@pytest.mark.parametrize("pattern,what", [
    ("(?=a)b", "lookahead"), ("(a)\\1", "backreference"), ("(?i)csv", "case-insensitive"),
    ("\\bx", "word boundary"), ("(a*)?", "group 1 may not take part"),
])
def test_non_portable_patterns_are_refused_by_name(pattern: str, what: str) -> None:
    # built through the API: a rule file with a look-around or back-reference is refused on loading
    # (engine/patterns.py), a Rule built in Python skips that check and must still be refused here
    spec = FieldSpec(name="f", source="filename", index=-1, pattern=pattern, regex=re.compile(pattern))
    rule = Rule("r", "*", [spec])
    with pytest.raises(NotExpressible) as info:
        to_sql([rule], "spark")
    assert "rule r, field f" in str(info.value) and what in str(info.value) and "spark" in str(info.value)


def test_unknown_dialect_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="unknown SQL dialect 'nosuch'"):
        to_sql([_rule("*")], "nosuch")


@pytest.mark.parametrize("dialect", sorted(DIALECTS))
def test_every_dialect_parses_back(dialect: str) -> None:
    rules = [r for r in load_rules(EXAMPLES) if r.kind == "yaml"]
    text = to_sql(rules, dialect)
    tree = sqlglot.parse_one(text, read=dialect)
    assert [s.alias_or_name for s in tree.selects][:4] == ["path", "rule", "tag", "status"]


def test_hostile_rule_compiles_quickly_and_runs() -> None:
    glob = "{" + ",".join(f"d{i}" for i in range(30)) + "}/" + "*a" * 20 + "/**/" + "?" * 50
    rule = _rule(glob, f={"from": "segment(-1000)"})
    text = to_sql([rule])
    assert len(text) < 2_000_000
    assert run_duckdb(text, ["d3/" + "a" * 100 + "/x/" + "b" * 50]) == expected_rows([rule], ["d3/" + "a" * 100 + "/x/" + "b" * 50])


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pathfinder", *args], capture_output=True, text=True, timeout=120)


def test_cli_refuses_python_rules_by_name_unless_skipped() -> None:
    proc = _cli("sql", str(EXAMPLES))
    assert proc.returncode == 1 and "python_combined_date" in proc.stderr
    proc = _cli("sql", str(EXAMPLES), "--skip-python", "--dialect", "trino")
    assert proc.returncode == 0 and "python_combined_date" in proc.stderr
    assert proc.stdout.rstrip().endswith(";")


def test_cli_unknown_dialect_exits_2() -> None:
    proc = _cli("sql", str(EXAMPLES / "hive_sales.yaml"), "--dialect", "nosuch")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "unknown SQL dialect" in proc.stderr


def test_cli_table_and_column_options() -> None:
    proc = _cli("sql", str(EXAMPLES / "hive_sales.yaml"), "--table", "inv", "--column", "key")
    assert proc.returncode == 0
    con = duckdb.connect()
    con.execute("CREATE TABLE inv(key VARCHAR, size BIGINT)")
    con.execute("INSERT INTO inv VALUES ('t/year=2024/month=1/day=2/part-7.parquet', 1)")
    row = con.execute(proc.stdout).fetchone()
    assert row[:5] == ("t/year=2024/month=1/day=2/part-7.parquet", "hive_sales", "lake_partition", "partial", "t")


@pytest.mark.parametrize(("pattern", "digits"), [
    (r"mission_(\d+)", True), (r"^part-(\d+)", True), (r"-(\d{2,4})\.gz$", True), (r"\d+", True),
    (r"((?:\d\d)+)", True), (r"([0-9]+)x", True), (r"(\d*)", False), (r"(\d+|x)", False),
    (r"(a)(\d+)", False), (r"(\w+)", False), (r"([0-9a]+)", False), (r"(-?\d+)", False),
])
def test_value_is_digits(pattern: str, digits: bool) -> None:
    """Only a value that is always one or more ASCII digits may skip int()'s full syntax in SQL."""
    from pathfinder.engine.sql.regex import value_is_digits

    assert value_is_digits(pattern, re.ASCII) is digits
    assert value_is_digits(r"(\d+)", 0) is False  # Unicode \d: int() of Arabic-Indic digits is Python's


def test_output_lines_are_one_concat_call() -> None:
    """The engine's JSONL/CSV line is one concat() of all its pieces (a `||` chain copies every
    prefix); nested `||` and concat() pieces are flattened in order."""
    from sqlglot import exp

    from pathfinder.engine.sql.expressions import concat, concat_nonnull, lit

    joined = concat_nonnull(concat(lit("a"), lit("b")), concat_nonnull(lit("c"), lit("d")), lit("e"))
    assert joined.sql("duckdb") == "CONCAT('a', 'b', 'c', 'd', 'e')"
    assert duckdb.connect().execute(f"SELECT {joined.sql('duckdb')}").fetchone() == ("abcde",)
    assert isinstance(sqlglot.parse_one(joined.sql("spark"), read="spark"), exp.Expression)


@pytest.mark.parametrize("glob,suffix", [
    ("mission_*/????-??-??/*.csv", ".csv"), ("*.{csv,tsv}", "sv"), ("**/x[ab].csv", ".csv"), ("x?y", "y"),
    ("{a.csv,b.csv}", ".csv"), ("a/**", ""), ("dir/*", ""), ("/data/**/*.nii{,.gz}", ""), ("a]b", "b"),
])
def test_glob_suffix_is_a_tail_every_match_ends_with(glob: str, suffix: str) -> None:
    """DuckDB tests the suffix before the glob's regex: it must hold for every path the glob matches."""
    from pathfinder.engine.sql.glob_regex import glob_suffix

    rule = Rule.from_mapping({"name": "r", "glob": glob})
    assert glob_suffix(rule) == suffix
    sample = {"x?y": "/q/xzy", "a]b": "/a]b"}.get(glob)
    if sample is not None:
        assert rule.compiled.match(sample) and sample.endswith(suffix)


def test_a_glob_of_many_brace_alternatives_is_left_to_python():
    """RE2 has no atomic groups, so SQL writes every alternative out: the issue's `**/*/` x 10 +
    `**/{q0,...,q999}/*` was a 70 KB regex that DuckDB matched at 2.4 s per path."""
    from pathfinder.engine.loader import rules_from_text
    from pathfinder.engine.sql.compiler import MAX_SQL_ALTERNATIVES

    def glob_of(n: int) -> str:
        return "**/*/" * 10 + "**/{" + ",".join(f"q{i}" for i in range(n)) + "}/*"

    assert to_sql(rules_from_text(f'name: r\nglob: "{glob_of(MAX_SQL_ALTERNATIVES)}"\n'), "duckdb")
    with pytest.raises(NotExpressible) as info:
        to_sql(rules_from_text(f'name: r\nglob: "{glob_of(1000)}"\n'), "duckdb")
    assert "1000 brace alternatives" in info.value.message and "--engine python" in info.value.one_line()
