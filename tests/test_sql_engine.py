"""`apply --engine duckdb`: byte for byte the Python engine's output; Parquet out, inventories in (docs/scale.md)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "rules" / "examples"

TRICKY_RULE = r"""
name: tricky
glob: "**/*.{csv,txt}"
extract:
  n:     {from: filename, pattern: "(\\d+)", type: integer, default: -1}
  low:   {from: segment(-2), normalize: lowercase}
  zero:  {from: filename, pattern: "_(\\d+)", normalize: strip_leading_zeros}
  when:  {from: segment(0), type: date}
  rel:   {from: rel_path}
  end:   {from: filename, pattern: "(\\w+)\\.txt$"}
tag: t
"""

TRICKY_PATHS = (
    "/data/2024-01-15/Dir/f_0042.csv\r\n"
    "\n"
    "   \n"
    "data\\\\win\\DIR\\x_7.txt\r\n"
    "/data//a,b/\"quoted\"_3.csv\n"
    "/data/ÄÖ/ünï_0.csv\n"
    "/data/esc\x1b/bidi\u202e_1.csv\n"
    "/data/big/123456789012345678901.csv\n"
    "relative/dir/f_5.txt\n"
    "/data/x/٣٤.csv\n"
    "/data/plain/no_match.bin\n"
    "/data/a/b/\n"
    "/last/line_9.txt"
)


def cli(*args: str, stdin: bytes | None = None, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pathfinder", *args], input=stdin, capture_output=True,
                          cwd=cwd, timeout=180)


def both_engines(*args: str, stdin: bytes | None = None) -> tuple[bytes, bytes]:
    py = cli("apply", *args, "--engine", "python", stdin=stdin)
    dk = cli("apply", *args, "--engine", "duckdb", stdin=stdin)
    assert py.returncode == 0, py.stderr.decode()
    assert dk.returncode == 0, dk.stderr.decode()
    assert dk.stderr == py.stderr
    return py.stdout, dk.stdout


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_examples_byte_identical(fmt: str) -> None:
    paths = b"".join((EXAMPLES / f"{p.stem}.paths").read_bytes() for p in sorted(EXAMPLES.glob("*.yaml")))
    for rule in sorted(EXAMPLES.glob("*.yaml")):
        py, dk = both_engines(str(rule), "--format", fmt, stdin=paths)
        assert py == dk, rule.name


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_tricky_list_byte_identical(tmp_path: Path, fmt: str) -> None:
    rule = tmp_path / "tricky.yaml"
    rule.write_text(TRICKY_RULE)
    listing = tmp_path / "list.txt"
    listing.write_bytes(b"\xef\xbb\xbf" + TRICKY_PATHS.encode())
    py, dk = both_engines(str(rule), "--paths-from", str(listing), "--root", "/data", "--format", fmt)
    assert py == dk
    assert len(py.splitlines()) >= 11


def test_non_utf8_block_goes_through_python(tmp_path: Path) -> None:
    rule = tmp_path / "tricky.yaml"
    rule.write_text(TRICKY_RULE)
    listing = tmp_path / "list.txt"
    listing.write_bytes(b"/data/ok/a_1.csv\n/data/bad\xff/b_2.csv\n/data/ok/c_3.txt\n")
    py, dk = both_engines(str(rule), "--paths-from", str(listing))
    assert py == dk and b"\\udcff" in py


def test_many_paths_in_several_blocks_keep_order(tmp_path: Path) -> None:
    listing = tmp_path / "many.txt"
    listing.write_text("".join(f"/data/mission_{i % 997:03d}/2024-01-{i % 28 + 1:02d}/r{i}.csv\n" for i in range(120_000)))
    py, dk = both_engines(str(EXAMPLES / "mission_readings.yaml"), "--paths-from", str(listing))
    assert py == dk


def test_duckdb_engine_refuses_python_rules_by_name() -> None:
    proc = cli("apply", str(EXAMPLES), str(EXAMPLES / "demo.paths"), "--engine", "duckdb")
    assert proc.returncode == 1
    assert b"python_combined_date" in proc.stderr and proc.stderr.count(b"\n") == 1


def test_auto_runs_python_rules_with_the_python_engine() -> None:
    auto = cli("apply", str(EXAMPLES), "--paths-from", str(EXAMPLES / "demo.paths"))
    assert auto.returncode == 0 and auto.stdout == (EXAMPLES / "demo.expected.jsonl").read_bytes()


def test_auto_says_once_when_a_rule_does_not_compile(tmp_path: Path) -> None:
    rule = tmp_path / "look.yaml"
    # valid (a rule file may hold it) but not expressible in SQL: a month name in a date format
    rule.write_text('name: look\nglob: "*.csv"\nextract:\n  a: {from: filename, pattern: "^(\\\\w+)\\\\.", type: date, format: "%d%b%Y"}\n')
    auto = cli("apply", str(rule), "/d/15Jan2024.csv", "/d/q.csv")
    py = cli("apply", str(rule), "/d/15Jan2024.csv", "/d/q.csv", "--engine", "python")
    assert auto.stdout == py.stdout and b'"a": "2024-01-15"' in py.stdout
    assert auto.stderr.count(b"\n") == 1 and b"using the Python engine" in auto.stderr and b"rule look" in auto.stderr
    forced = cli("apply", str(rule), "/d/15Jan2024.csv", "--engine", "duckdb")
    assert forced.returncode == 1 and b"directives other than" in forced.stderr


def test_parquet_output_has_typed_columns(tmp_path: Path) -> None:
    out = tmp_path / "out.parquet"
    proc = cli("apply", str(EXAMPLES / "hive_sales.yaml"), "--paths-from", str(EXAMPLES / "hive_sales.paths"),
               "--format", "parquet", "--output", str(out))
    assert proc.returncode == 0, proc.stderr.decode()
    con = duckdb.connect()
    types = dict(con.execute(f"SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM '{out}')").fetchall())
    assert types["year"] == "BIGINT" and types["file_id"] == "VARCHAR"
    rows = con.execute(f"SELECT path, status, year FROM '{out}'").fetchall()
    expected = (EXAMPLES / "hive_sales.paths").read_text().split()
    assert [r[0] for r in rows] == expected and rows[0][2] == 2024


@pytest.mark.parametrize("engine", ["python", "duckdb"])
def test_parquet_integer_past_64_bits_is_written_as_text(tmp_path: Path, engine: str) -> None:
    """int() has no size limit: a 25-digit mission number made the BIGINT cast fail and no Parquet was
    written (exit 2, blaming UTF-8); the column is now text with its digits exact, said once on stderr."""
    out = tmp_path / "out.parquet"
    listing = tmp_path / "list.txt"
    listing.write_text("/d/mission_9999999999999999999999999/2024-01-15/a.csv\n/d/mission_042/2024-01-15/b.csv\n/x\n")
    proc = cli("apply", str(EXAMPLES / "mission_readings.yaml"), "--paths-from", str(listing), "--engine", engine,
               "--format", "parquet", "--output", str(out))
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stderr.count(b"\n") == 1 and b"field mission_id" in proc.stderr and b"64 bits" in proc.stderr
    rows = duckdb.connect().execute(f"SELECT mission_id, typeof(mission_id) FROM read_parquet('{out}')").fetchall()
    assert rows == [("9999999999999999999999999", "VARCHAR"), ("42", "VARCHAR"), (None, "VARCHAR")]


def test_parquet_conversion_caps_duckdb_memory_and_retries_a_row_group_past_the_cap(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The CSV -> Parquet step runs under a memory cap (uncapped, its peak grew with the list: 283 MB at
    500k rows, 430 MB at 2M); a row group of very long paths that does not fit is written uncapped."""
    from pathfinder import load_rule
    from pathfinder.engine.sql import duckdb_engine

    long_paths = [f"/d/mission_{i:03d}/2024-01-15/{'x' * 20000}.csv" for i in range(400)]  # 8 MB in one row group
    csv = tmp_path / "in.csv"
    csv.write_text("path,rule,tag,status\n" + "".join(f"{p},,,unmatched\n" for p in long_paths))
    out = tmp_path / "out.parquet"
    monkeypatch.setattr(duckdb_engine, "PARQUET_MEMORY_CAP", "2MB")
    seen: list[str] = []
    real_connect = duckdb.connect

    def connect(*args, **kwargs):  # the cap really is set
        seen.append(str(kwargs.get("config", {}).get("memory_limit")))
        return real_connect(*args, **kwargs)

    monkeypatch.setattr(duckdb_engine.duckdb, "connect", connect)
    rule = load_rule(EXAMPLES / "mission_readings.yaml")
    assert duckdb_engine.csv_to_parquet(str(csv), str(out), [rule], []) == []
    assert seen == ["2MB"]
    rows = real_connect().execute(f"SELECT path FROM read_parquet('{out}')").fetchall()
    assert [r[0] for r in rows] == long_paths


def test_parquet_needs_output() -> None:
    proc = cli("apply", str(EXAMPLES / "hive_sales.yaml"), "/x", "--format", "parquet")
    assert proc.returncode == 2 and b"--output" in proc.stderr


@pytest.fixture()
def inventory(tmp_path: Path) -> Path:
    target = tmp_path / "inventory.parquet"
    keys = (EXAMPLES / "hive_sales.paths").read_text().split()
    con = duckdb.connect()
    con.execute("CREATE TABLE inv(bucket VARCHAR, key VARCHAR, size BIGINT)")
    con.executemany("INSERT INTO inv VALUES ('b', ?, 1)", [[k] for k in keys] + [[None]])
    con.execute(f"COPY inv TO '{target}' (FORMAT parquet)")
    return target


@pytest.mark.parametrize("engine", ["python", "duckdb"])
def test_parquet_inventory_input(inventory: Path, engine: str) -> None:
    proc = cli("apply", str(EXAMPLES / "hive_sales.yaml"), "--paths-from", str(inventory), "--column", "key",
               "--engine", engine)
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout == (EXAMPLES / "hive_sales.expected.jsonl").read_bytes()


def test_s3_inventory_csv_without_header(tmp_path: Path) -> None:
    keys = (EXAMPLES / "hive_sales.paths").read_text().split()
    inv = tmp_path / "inventory.csv"
    inv.write_text("".join(f'"bucket","{k}","12","2024-01-01T00:00:00.000Z"\n' for k in keys))
    for engine in ("python", "duckdb"):
        proc = cli("apply", str(EXAMPLES / "hive_sales.yaml"), "--paths-from", str(inv), "--engine", engine)
        assert proc.returncode == 0, proc.stderr.decode()
        assert proc.stdout == (EXAMPLES / "hive_sales.expected.jsonl").read_bytes()


def test_missing_inventory_column_and_fake_parquet(inventory: Path, tmp_path: Path) -> None:
    proc = cli("apply", str(EXAMPLES / "hive_sales.yaml"), "--paths-from", str(inventory), "--column", "nope")
    assert proc.returncode == 2 and b"no column 'nope'" in proc.stderr and proc.stderr.count(b"\n") == 1
    fake = tmp_path / "fake.parquet"
    fake.write_text("not parquet\n")
    proc = cli("apply", str(EXAMPLES / "hive_sales.yaml"), "--paths-from", str(fake))
    assert proc.returncode == 2 and b"is not a Parquet file" in proc.stderr and proc.stderr.count(b"\n") == 1


def test_block_queries_run_on_the_calling_thread_only() -> None:
    """A block query cannot use more than one thread; given a pool, DuckDB spread it over pool threads
    whose allocator arenas each kept their peak, so memory grew with the number of blocks on machines
    with more cores (test_cli_apply's memory test failed on CI). One thread keeps it flat."""
    from pathfinder.engine.loader import load_rules
    from pathfinder.engine.sql.duckdb_engine import DuckdbEngine

    engine = DuckdbEngine(load_rules(EXAMPLES / "mission_readings.yaml"), "jsonl", None)
    assert engine.con.execute("SELECT current_setting('threads')").fetchone() == (1,)


def test_blocks_of_every_kind_come_out_in_input_order(tmp_path: Path) -> None:
    """Several blocks queried at once: UTF-8 blocks, a block of invalid UTF-8 (Python), rows DuckDB
    leaves to Python (non-ASCII, control characters, huge integers) all keep their place."""
    rule = tmp_path / "tricky.yaml"
    rule.write_text(TRICKY_RULE)
    lines = []
    for i in range(150_000):
        lines.append(f"/data/2024-01-{i % 28 + 1:02d}/Dir{i % 7}/f_{i:06d}.csv".encode())
        if i % 20_011 == 5:
            lines.append(f"/data/ÄÖ/ünï_{i}.csv".encode())
        if i % 30_011 == 7:
            lines.append(b"/data/big/123456789012345678901.csv\r")
        if i == 70_000:
            lines.append(b"/data/bad\xff/b_2.csv")
    listing = tmp_path / "list.txt"
    listing.write_bytes(b"\n".join(lines) + b"\n")
    assert listing.stat().st_size > 5 << 20  # several blocks
    for fmt in ("jsonl", "csv"):
        py, dk = both_engines(str(rule), "--paths-from", str(listing), "--format", fmt)
        assert py == dk, fmt


def test_a_slow_pipe_gets_its_records_as_lines_arrive() -> None:
    """The reader hands over what a pipe holds and writes the pending blocks before it waits: record
    1 is written before line 2 exists (the test would hang, then fail, if it waited for a full block)."""
    import io
    import os
    import threading

    from pathfinder.engine.loader import load_rules
    from pathfinder.engine.sql.duckdb_engine import DuckdbEngine
    from pathfinder.engine.writers import make_writer
    from pathfinder.fs.pathlists import iter_lines

    class Seen(io.BytesIO):
        def __init__(self) -> None:
            super().__init__()
            self.event = threading.Event()

        def write(self, data: bytes) -> int:  # type: ignore[override]
            n = super().write(data)
            self.event.set()
            return n

    rules = load_rules(EXAMPLES / "mission_readings.yaml")
    read_fd, write_fd = os.pipe()
    out = Seen()
    writer = make_writer("jsonl", out, rules)
    writer.batch = 1

    def produce() -> None:
        os.write(write_fd, b"/data/mission_001/2024-01-15/a.csv\n")
        first = out.event.wait(30)
        os.write(write_fd, b"/data/mission_002/2024-01-16/b.csv\n" if first else b"late\n")
        os.close(write_fd)

    producer = threading.Thread(target=produce)
    producer.start()
    with os.fdopen(read_fd, "rb") as stream:
        DuckdbEngine(rules, "jsonl", None).run_text(writer, [], stream, "-", lambda m: None, iter_lines)
    writer.flush()
    producer.join()
    lines = out.getvalue().decode().splitlines()
    assert [line.split('"')[3] for line in lines] == ["/data/mission_001/2024-01-15/a.csv",
                                                      "/data/mission_002/2024-01-16/b.csv"]


DATE_FORMAT_RULE = r"""
name: stamped
glob: "**/*.log"
extract:
  when: {from: segment(-2), type: date, format: "%Y %m %d"}
"""


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_date_format_patterns_keep_only_their_ascii_part(tmp_path: Path, fmt: str) -> None:
    """strptime's Unicode \\d and \\s are written as their ASCII part (non-ASCII rows are left to
    Python): the query is small, and the ASCII spaces Python counts as \\s (\\x1c-\\x1f) still count."""
    from pathfinder.engine.loader import load_rules
    from pathfinder.engine.sql.compiler import to_sql

    rule = tmp_path / "stamped.yaml"
    rule.write_text(DATE_FORMAT_RULE)
    sql = to_sql(load_rules(rule), "duckdb", pretty=False)
    assert "\\x{660}" not in sql and len(sql) < 20_000, len(sql)
    listing = tmp_path / "list.txt"
    listing.write_text("/x/2024 01 15/a.log\n/x/2024\x1c01\x1f15/b.log\n/x/٢٠٢٤ 01 15/c.log\n"
                       "/x/2024 13 15/d.log\n/x/2024\u200901 15/e.log\n")
    py, dk = both_engines(str(rule), "--paths-from", str(listing), "--format", fmt)
    assert py == dk
    assert py.count(b"2024-01-15") == 4  # ASCII, \x1c-\x1f spaces; Arabic-Indic digits, U+2009 (Python)


DIGITS_RULE = r"""
name: numbered
glob: "**/*.dat"
extract:
  run:  {from: filename, pattern: "run_(\\d+)", type: integer}
  zero: {from: filename, pattern: "_(\\d+)\\.dat$", type: integer, normalize: strip_leading_zeros, default: -1}
  any:  {from: segment(-2), pattern: "(\\d+|x)", type: integer}
"""


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_digit_only_integer_fields_are_a_cast_with_the_64_bit_guard(tmp_path: Path, fmt: str) -> None:
    """A pattern whose value is ASCII digits compiles to a cast; 19 significant digits and more
    (which may not fit) still go to Python, leading zeros do not count."""
    from pathfinder.engine.loader import load_rules
    from pathfinder.engine.sql.compiler import to_sql

    rule = tmp_path / "numbered.yaml"
    rule.write_text(DIGITS_RULE)
    sql = to_sql(load_rules(rule), "duckdb", pretty=False)
    assert sql.count("(?:_[0-9]+)*") == 2  # int()'s full syntax (match + extract) for `any` only
    listing = tmp_path / "list.txt"
    listing.write_text("".join(f"/d/{seg}/run_{num}_{num}.dat\n" for seg, num in [
        ("7", "42"), ("x", "0042"), ("0", "000"), ("ünï", "123456789012345678"),
        ("12", "9223372036854775807"), ("13", "9223372036854775808"), ("14", "0000000000000000000000000000123"),
        ("15", "99999999999999999999999"), ("16", "1000000000000000000")]))
    py, dk = both_engines(str(rule), "--paths-from", str(listing), "--format", fmt)
    assert py == dk
    assert b"9223372036854775807" in py and b"9223372036854775808" in py and b"99999999999999999999999" in py


def test_s3_inventory_csv_keys_are_url_decoded(tmp_path: Path) -> None:
    """S3 Inventory writes CSV keys URL-encoded with '+' for a space: a header-less CSV inventory is
    read as Python's unquote_plus reads it; a key whose escapes are not UTF-8 stays as written."""
    from urllib.parse import quote_plus

    keys = (EXAMPLES / "hive_sales.paths").read_text().split()
    inv = tmp_path / "inventory.csv"
    extra = ["notes/a+b%2Bc%20d.txt", "notes/caf%C3%A9.txt", "notes/bad%ff.txt"]
    inv.write_text("".join(f'"bucket","{quote_plus(k, safe="/")}","12"\n' for k in keys)
                   + "".join(f'"bucket","{k}","1"\n' for k in extra))
    outputs = []
    for engine in ("python", "duckdb"):
        proc = cli("apply", str(EXAMPLES / "hive_sales.yaml"), "--paths-from", str(inv), "--engine", engine)
        assert proc.returncode == 0, proc.stderr.decode()
        outputs.append(proc.stdout)
    assert outputs[0] == outputs[1]
    lines = outputs[0].decode().splitlines()
    assert "\n".join(lines[:len(keys)]) + "\n" == (EXAMPLES / "hive_sales.expected.jsonl").read_text()
    assert [json.loads(line)["path"] for line in lines[len(keys):]] == [
        "notes/a b+c d.txt", "notes/café.txt", "notes/bad%ff.txt"]


def test_rows_left_to_python_are_evaluated_together_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """A list where DuckDB leaves every row to Python (non-ASCII names): the Python engine ran once
    per row, ~3 ms of set-up each, so 200k such paths took minutes against 5 s with --engine python.
    Consecutive flagged rows go in one call now; the records stay in input order, interleaved with
    the rows SQL answered."""
    import io

    from pathfinder.engine.loader import load_rules
    from pathfinder.engine.ruleset import RuleSet
    from pathfinder.engine.sql.duckdb_engine import DuckdbEngine
    from pathfinder.engine.writers import make_writer
    from pathfinder.fs.pathlists import iter_lines

    # won by bids_bold, whose lowercased task is guarded on non-ASCII paths (guards apply to the
    # winning rule's rows only: a non-ASCII path mission_readings wins stays in SQL)
    paths = [f"/d\u00e9/sub-{i:02d}/ses-1/func/sub-{i:02d}_ses-1_task-Rest_run-{i}_bold.nii.gz" for i in range(300)]
    paths[100] = "/d/sub-100/ses-1/func/sub-100_ses-1_task-Rest_bold.nii.gz"  # one row SQL answers, between two runs
    text = ("\n".join(paths) + "\n").encode()
    rules = [rule for name in ("mission_readings", "hive_sales", "bids_bold", "junk_files", "ccnews_warc")
             for rule in load_rules(EXAMPLES / f"{name}.yaml")]  # one of them guards non-ASCII text
    calls = []
    real = RuleSet.apply

    def counted(self: RuleSet, batch: object, root: str | None = None) -> object:
        calls.append(1)
        return real(self, batch, root=root)

    monkeypatch.setattr(RuleSet, "apply", counted)
    out = io.BytesIO()
    writer = make_writer("jsonl", out, rules)
    DuckdbEngine(rules, "jsonl", None).run_text(writer, [], io.BytesIO(text), "list", lambda m: None, iter_lines)
    writer.flush()
    records = [json.loads(line) for line in out.getvalue().decode().splitlines()]
    assert [r["path"] for r in records] == paths
    assert all(r["status"] == "complete" for r in records)
    assert len(calls) == 2, len(calls)  # the run before the plain row and the run after it


def _engine_loaded(tmp_path: Path, rules: Path, paths: int) -> bool:
    """Whether `apply` (auto) on a list file of `paths` paths loaded DuckDB, i.e. ran the DuckDB engine."""
    listing = tmp_path / "l.txt"
    listing.write_text("".join(f"/data/mission_{i % 1000:03d}/2024-01-15/readings.csv\n" for i in range(paths)))
    code = ("import sys; from pathfinder.cli import main\n"
            f"rc = main(['apply', {str(rules)!r}, '--paths-from', {str(listing)!r}, '--output', {str(tmp_path / 'o.jsonl')!r}])\n"
            "print(rc, 'duckdb' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    rc, loaded = proc.stdout.split()
    assert rc == "0" and proc.stderr == "", proc.stderr
    return loaded == "True"


def test_auto_runs_duckdb_for_any_rule_set_unless_the_list_is_too_short_to_pay(tmp_path: Path) -> None:
    """auto runs DuckDB whenever every rule compiles (issue 12), a large rule set too, except on a
    list file too short to win back DuckDB's start (more rules: a longer list), silently; a pipe's
    length is unknown: DuckDB."""
    from pathfinder.cli.apply_cmd import AUTO_LIST_BYTES_PER_RULE, AUTO_MIN_LIST_BYTES, duckdb_pays
    from pathfinder.engine.loader import load_rules

    one = tmp_path / "one"
    one.mkdir()
    (one / "mission_readings.yaml").write_bytes((EXAMPLES / "mission_readings.yaml").read_bytes())
    many = tmp_path / "many"
    many.mkdir()
    for k in range(40):
        fields = "".join(f"  f{i}: {{from: segment(-1)}}\n" for i in range(8))
        (many / f"r{k}.yaml").write_text(f"name: r{k}\nglob: '**/x{k}_*.csv'\nextract:\n{fields}")
    one_rule, forty = load_rules(str(one)), load_rules(str(many))
    enough = AUTO_MIN_LIST_BYTES + AUTO_LIST_BYTES_PER_RULE
    assert duckdb_pays(one_rule, enough) and not duckdb_pays(one_rule, enough - 1)
    assert not duckdb_pays(forty, enough) and duckdb_pays(forty, AUTO_MIN_LIST_BYTES + 40 * AUTO_LIST_BYTES_PER_RULE)
    assert duckdb_pays(forty, None) and not duckdb_pays(forty * 3, None)  # a pipe: up to 100 rules
    line = len("/data/mission_000/2024-01-15/readings.csv\n")
    assert _engine_loaded(tmp_path, one, enough // line + 1) is True
    assert _engine_loaded(tmp_path, one, 50) is False
    assert _engine_loaded(tmp_path, many, enough // line + 1) is False


@pytest.mark.parametrize(("text", "fmt", "facts"), [
    ("/a/b.csv\n/c/d\n", "jsonl", {"ascii", "no_backslash", "no_controls", "plain"}),
    ("/a/b.csv\n/c/d\n", "csv", {"ascii", "no_backslash", "no_controls", "csv_plain"}),
    ("/a/é.csv\n", "jsonl", {"no_backslash", "no_controls", "plain"}),
    ('/a/"q".csv\n', "jsonl", {"ascii", "no_backslash", "no_controls"}),
    ('/a/"q".csv\n', "csv", {"ascii", "no_backslash", "no_controls"}),
    ("/a/b,c.csv\n", "jsonl", {"ascii", "no_backslash", "no_controls", "plain"}),
    ("/a/b,c.csv\n", "csv", {"ascii", "no_backslash", "no_controls"}),
    ("a\\b\n", "jsonl", {"ascii", "no_controls"}),
    ("/a/b\r\n", "csv", {"ascii", "no_backslash"}),
    ("/a/\tb\n", "jsonl", {"ascii", "no_backslash"}),
    ("/a/\x7fb\n", "jsonl", {"ascii", "no_backslash"}),
])
def test_block_facts_are_what_holds_in_the_block(text: str, fmt: str, facts: set[str]) -> None:
    """A fact leaves work out of the block's query, so one claimed wrongly writes different bytes."""
    from pathfinder.engine.loader import load_rules
    from pathfinder.engine.sql.duckdb_engine import DuckdbEngine

    engine = DuckdbEngine(load_rules(EXAMPLES / "mission_readings.yaml"), fmt, None)
    assert engine.facts(text) == facts


def test_prepared_block_query_takes_quotes_in_its_literal() -> None:
    """A clean block runs a prepared statement with the block as a SQL literal: quotes are doubled,
    and a block holding NUL (which a literal cannot carry) takes the parameter path instead."""
    import io

    from pathfinder.engine.loader import load_rules
    from pathfinder.engine.ruleset import RuleSet
    from pathfinder.engine.sql.duckdb_engine import DuckdbEngine
    from pathfinder.engine.writers import make_writer

    rules = load_rules(EXAMPLES / "mission_readings.yaml")
    engine = DuckdbEngine(rules, "jsonl", None)
    for paths in (["/data/mission_001/2024-01-15/o'brien.csv", "/x/''/'", "'"], ["/a/b\x00c.csv", "/d'e"]):
        text = "\n".join(paths) + "\n"
        expected = io.BytesIO()
        make_writer("jsonl", expected, rules).write_all(RuleSet(rules).apply(paths))
        got = io.BytesIO()
        writer = make_writer("jsonl", got, rules)
        engine.write_block(writer, engine.query_block(text))
        writer.flush()
        assert got.getvalue() == expected.getvalue()
    assert len(engine._local.prepared) == 1  # the clean block's statement, prepared once


def test_a_query_duckdb_cannot_run_is_one_line_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    """A rule that compiles but that DuckDB refuses at run time (`(?:a{1000}){1000}` did, before the
    dialect refused it) stops apply with one line naming DuckDB and the way round it."""
    from pathfinder.engine.loader import load_rules
    from pathfinder.engine.sql.duckdb_engine import DuckdbEngine
    from pathfinder.errors import PathfinderError

    engine = DuckdbEngine(load_rules(EXAMPLES / "mission_readings.yaml"), "jsonl", None)
    monkeypatch.setattr(engine, "sql_for", lambda facts: "SELECT regexp_matches(?, '(?:a{1000}){1000}')")
    with pytest.raises(PathfinderError) as info:
        engine.query_block("/data/mission_001/2024-01-15/a.csv\n")
    assert "DuckDB cannot run these rules" in info.value.message and "repetition" in info.value.message
    assert "--engine python" in info.value.one_line()


def test_nested_counts_past_re2s_limit_are_refused_by_every_engine(tmp_path: Path) -> None:
    rule = tmp_path / "r.yaml"
    rule.write_text('name: r\nglob: "**"\nextract:\n  f: {from: filename, pattern: "(?:a{1000}){1000}"}\n')
    for engine in ("python", "duckdb", "auto"):
        done = cli("apply", str(rule), "/x/aaa", "--engine", engine)
        assert done.returncode == 1 and b"multiply to more than 1000" in done.stderr, done.stderr
        assert b"Traceback" not in done.stderr


def test_rows_left_to_python_between_plain_rows_reuse_the_record_functions(monkeypatch: pytest.MonkeyPatch) -> None:
    """A list alternating plain rows and rows DuckDB leaves to Python (a tab: the JSONL writer escapes
    it) calls the Python engine once per flagged row; each call rebuilt every rule's record function
    (~1 ms a rule), so 200 rules took 160 s for 2,000 such paths against 1.6 s with --engine python.
    They are built once per rule set and root now."""
    import io

    import pathfinder.engine.rule as rule_module
    from pathfinder.engine.loader import load_rules
    from pathfinder.engine.ruleset import RuleSet
    from pathfinder.engine.sql.duckdb_engine import DuckdbEngine
    from pathfinder.engine.writers import make_writer
    from pathfinder.fs.pathlists import iter_lines

    rules = [rule for name in ("mission_readings", "hive_sales", "junk_files")
             for rule in load_rules(EXAMPLES / f"{name}.yaml")]
    paths = [p for i in range(40) for p in (f"/d/mission_{i:03d}/2024-01-15/r.csv",
                                            f"/d/mission_{i:03d}/2024-01-15/t\tab.csv")]
    text = ("\n".join(paths) + "\n").encode()
    built = []
    real = rule_module.build_recorder

    def counted(*args: object, **kwargs: object) -> object:
        built.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(rule_module, "build_recorder", counted)
    out = io.BytesIO()
    writer = make_writer("jsonl", out, rules)
    DuckdbEngine(rules, "jsonl", None).run_text(writer, [], io.BytesIO(text), "list", lambda m: None, iter_lines)
    writer.flush()
    assert len(built) <= len(rules), len(built)  # once per rule, not once per rule and flagged row
    records = [json.loads(line) for line in out.getvalue().decode().splitlines()]
    assert records == list(RuleSet(rules).apply(paths))
    assert [r["status"] for r in records[:2]] == ["complete", "complete"]
