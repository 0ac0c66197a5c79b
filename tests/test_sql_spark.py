"""The generated Spark SQL, run in a local Spark session, gives the Python engine's records (docs/scale.md).

Needs the extra `pathfinder[spark]` (CI installs it) and Java; one SparkSession
serves the whole module. Without pyspark the tests skip and say how to get it.
"""
from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

import pathfinder
from pathfinder.engine.loader import load_rules
from pathfinder.engine.sql.spark import SPARK_EXTRA, require_pyspark
from pathfinder.errors import UsageError

from test_sql_compile import LANGUAGE_CASES, NON_ASCII_FOLDERS, example_paths, expected_rows

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "rules" / "examples"
HAVE_SPARK = importlib.util.find_spec("pyspark") is not None and shutil.which("java") is not None
needs_spark = pytest.mark.skipif(not HAVE_SPARK, reason=f"pyspark or Java missing: {SPARK_EXTRA}")
pytestmark = pytest.mark.timeout(900)


@pytest.fixture(scope="module")
def spark():
    from pyspark.sql import SparkSession

    session = (SparkSession.builder.master("local[2]").appName("pathfinder-tests")
               .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2")
               .config("spark.driver.memory", "1g").getOrCreate())
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def run_spark(spark, rules, paths, root=None) -> list[dict]:
    df = spark.createDataFrame([(p,) for p in paths], "path string")
    return [r.asDict() for r in pathfinder.apply_to_spark(df, rules, root=root).collect()]


@needs_spark
def test_examples_and_language_cases_in_spark(spark) -> None:
    """Every example rule on its paths, all examples together, and the rule-language cases, row by row."""
    yaml_rules = [r for r in load_rules(EXAMPLES) if r.kind == "yaml"]
    for rule in yaml_rules:
        paths = example_paths(rule.name)
        assert run_spark(spark, [rule], paths) == expected_rows([rule], paths), rule.name
    every = [p for r in yaml_rules for p in example_paths(r.name)]
    assert run_spark(spark, yaml_rules, every) == expected_rows(yaml_rules, every)
    for rule, paths in LANGUAGE_CASES:
        ascii_paths = [p for p in paths if p.isascii()]  # non-ASCII lowercasing stops the query (a guard)
        assert run_spark(spark, [rule], ascii_paths) == expected_rows([rule], ascii_paths), rule.glob


@needs_spark
def test_case_insensitive_and_word_boundary_patterns_on_non_ascii_text_in_spark(spark) -> None:
    """Java 17 reads \\b with Unicode letters (é is a word character to it) and RE2 folds k with the
    Kelvin sign: the compiled patterns must still give Python's ASCII answers on non-ASCII text."""
    rule, paths = LANGUAGE_CASES[-2]
    assert any(not p.isascii() for p in paths)
    assert run_spark(spark, [rule], paths) == expected_rows([rule], paths)


@needs_spark
def test_a_non_ascii_folder_does_not_stop_an_ascii_field_in_spark(spark) -> None:
    rule, paths = NON_ASCII_FOLDERS
    assert run_spark(spark, [rule], paths) == expected_rows([rule], paths)


@needs_spark
def test_spark_guard_fails_the_query_instead_of_a_different_answer(spark) -> None:
    rule = pathfinder.load_rule('name: r\nglob: "*"\nextract:\n  n: {from: filename, pattern: "(\\\\d+)", type: integer}\n')
    with pytest.raises(Exception, match="may not fit in 64 bits"):
        run_spark(spark, [rule], ["12345678901234567890"])


@needs_spark
def test_missing_dataframe_column_is_one_line(spark) -> None:
    """Spark's own error for an unknown column logs the whole compiled plan (tens of KB) first."""
    df = spark.createDataFrame([("b", "/x/y.csv")], "bucket string, key string")
    with pytest.raises(UsageError) as info:
        pathfinder.apply_to_spark(df, str(EXAMPLES / "hive_sales.yaml"), column="path")
    assert info.value.one_line().count("\n") == 0 and "no column 'path'" in info.value.one_line()
    assert "bucket, key" in info.value.one_line()


def test_missing_pyspark_names_the_extra(monkeypatch) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None)
    with pytest.raises(UsageError) as info:
        require_pyspark()
    assert "pathfinder[spark]" in info.value.one_line()


@needs_spark
def test_scale_md_spark_example_runs(spark, tmp_path: Path, monkeypatch) -> None:
    """docs/scale.md's Spark worked example, as printed, with its s3:// folders pointed at local ones."""
    import re

    import duckdb

    block = re.search(r"```python\n(.*?)```", (ROOT / "docs" / "scale.md").read_text(), re.S).group(1)
    assert 'spark.read.parquet("s3://bucket/inventory/data/")' in block and 'column="key"' in block
    inventory, meta = tmp_path / "inventory", tmp_path / "meta"
    inventory.mkdir()
    paths = example_paths("demo")
    con = duckdb.connect()
    con.execute("CREATE TABLE inv(bucket VARCHAR, key VARCHAR, size BIGINT)")
    con.executemany("INSERT INTO inv VALUES ('bucket', ?, 1)", [[p] for p in paths])
    con.execute(f"COPY inv TO '{inventory / 'part-0.parquet'}' (FORMAT parquet)")
    code = block.replace("s3://bucket/inventory/data/", str(inventory)).replace("s3://bucket/meta/", str(meta))
    monkeypatch.chdir(ROOT)  # the example names "rules/"
    exec(compile(code, "docs/scale.md", "exec"), {})
    got = sorted(tuple(r) for r in con.execute(
        f"SELECT path, rule, status FROM read_parquet('{meta}/*.parquet')").fetchall())
    yaml_rules = [r for r in load_rules(ROOT / "rules") if r.kind == "yaml"]
    want = sorted((r["path"], r["rule"], r["status"]) for r in expected_rows(yaml_rules, paths)
                  if r["status"] == "complete")
    assert got == want and len(got) >= 3
