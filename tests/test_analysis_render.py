"""Rendering analyses: the Python extractor drafts (table-driven and readable)."""
from __future__ import annotations

from pathfinder.analysis import analyse, render_draft
from pathfinder.engine.python.policy import check_source


def run_extract(draft: str, path: str) -> dict:
    ns: dict = {}
    exec(compile(draft, "<draft>", "exec"), ns)  # our own generated code, checked by the policy below
    return ns["extract"](path)


HIVE = [
    "lake/t1/year=2023/month=1/part-0.parquet",
    "lake/t1/year=2024/month=12/part-1.parquet",
    "lake/t2/region=EU/part-0.parquet",
    "lake/t2/region=__HIVE_DEFAULT_PARTITION__/part-1.parquet",
    "lake/t3/day=2024-01-15/part-0.parquet",
    "lake/t3/day=2024-02-01/part-1.parquet",
]


def test_hive_draft_is_a_key_table_with_one_loop():
    a = analyse(HIVE)
    draft = render_draft(a)
    assert a.needs_python and "PARTITION_KEYS = {" in draft
    assert "'year': ('year', 'integer')" in draft and "'day': ('day', 'date')" in draft
    assert draft.count(".search(") == 1  # one loop over a field table, not a block per key
    assert draft.count("setdefault") == 0
    assert len(draft.splitlines()) < 110


def test_hive_draft_keeps_absent_keys_absent_and_the_sentinel_null():
    draft = render_draft(analyse(HIVE))
    got = run_extract(draft, "lake/t1/year=2025/month=3/part-7.parquet")
    assert got["year"] == 2025 and got["month"] == 3
    assert "region" not in got and "day" not in got
    got = run_extract(draft, "lake/t2/region=__HIVE_DEFAULT_PARTITION__/part-1.parquet")
    assert got["region"] is None and "year" not in got
    got = run_extract(draft, "lake/t4/shard=a%2Fb/part-1.parquet")  # a key no sample showed
    assert got["shard"] == "a/b"


def test_python_drafts_pass_the_import_policy_and_read_their_samples():
    samples = ["logs/2024/01/15/app-server-03.log.gz", "logs/2024/02/03/app-server-11.log.gz",
               "logs/2023/12/31/app-server-03.log.gz"]
    a = analyse(samples)
    draft = render_draft(a)
    assert check_source(draft) == []
    assert "FIELDS = [" in draft
    got = run_extract(draft, "logs/2025/06/30/app-server-07.log.gz")
    assert got == {"year": 2025, "month": 6, "day": 30, "server": 7, "date": "2025-06-30"}


def test_python_drafts_name_only_what_they_import():
    """A draft without URL-escaped fields neither imports nor calls `unquote`."""
    samples = ["logs/2024/01/15/app-server-03.log.gz", "logs/2024/02/03/app-server-11.log.gz"]
    draft = render_draft(analyse(samples))
    assert "unquote" not in draft
    import ast
    tree = ast.parse(draft)
    imported = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names}
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    import builtins
    assert called <= imported | defined | set(dir(builtins)), called - imported - defined
