"""`pathfinder apply`: record formats, input sources, exit codes, bad input, pipes."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pathfinder.cli import main
from stderr_lines import problem_lines

ROOT = Path(__file__).resolve().parents[1]

MISSION = """\
name: mission_readings
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}
  date:       {from: segment(-2), type: date}
  sensor:     {from: filename, pattern: "^([a-z]+)"}
tag: mission_data
"""

RUNS = """\
name: runs
glob: "runs/*/*.json"
extract:
  run_id: {from: segment(-2), type: uuid}
  where:  {from: rel_path}
"""

BROKEN = """\
name: broken
glob: "*.txt"
extract:
  x: {from: filename, capture: "(.*)"}
"""

P1 = "/data/mission_042/2024-01-15/readings.csv"
P2 = "/data/mission_043/2024-02-30/wind.csv"
P3 = "/tmp/notes.txt"
P4 = "/srv/runs/6BA7B8109DAD11D180B400C04FD430C8/out.json"

R1 = {"path": P1, "rule": "mission_readings", "tag": "mission_data", "status": "complete",
      "fields": {"mission_id": 42, "date": "2024-01-15", "sensor": "readings"}}
R2 = {"path": P2, "rule": "mission_readings", "tag": "mission_data", "status": "partial",
      "fields": {"mission_id": 43, "sensor": "wind"}}
R3 = {"path": P3, "rule": None, "tag": None, "status": "unmatched", "fields": {}}


@pytest.fixture
def rules(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    folder.mkdir()
    (folder / "mission_readings.yaml").write_text(MISSION)
    (folder / "runs.yaml").write_text(RUNS)
    return folder


@pytest.fixture
def broken_rules(rules: Path) -> Path:
    (rules / "broken.yaml").write_text(BROKEN)
    return rules


def records(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def cli(*args: str, stdin: bytes | None = None, timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "pathfinder", *args],
        input=stdin if stdin is not None else b"",
        capture_output=True,
        timeout=timeout,
        cwd=ROOT,
    )


def assert_one_line_error(stderr: str, *needles: str) -> None:
    assert "Traceback" not in stderr
    lines = [l for l in stderr.splitlines() if l.startswith("pathfinder: error:")]
    assert len(lines) == 1, stderr
    for needle in needles:
        assert needle in lines[0], (needle, stderr)


# ------------------------------------------------------------- end to end


def test_e2e_jsonl_exact_bytes_from_args(rules: Path) -> None:
    proc = cli("apply", str(rules / "mission_readings.yaml"), P1, P3)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == (
        b'{"path": "/data/mission_042/2024-01-15/readings.csv", "rule": "mission_readings", '
        b'"tag": "mission_data", "status": "complete", '
        b'"fields": {"mission_id": 42, "date": "2024-01-15", "sensor": "readings"}}\n'
        b'{"path": "/tmp/notes.txt", "rule": null, "tag": null, "status": "unmatched", "fields": {}}\n'
    )
    assert proc.stderr == b""


def test_e2e_stdin_when_no_paths(rules: Path) -> None:
    proc = cli("apply", str(rules), stdin=f"{P1}\r\n\r\n{P2}\r\n{P3}".encode())
    assert proc.returncode == 0, proc.stderr
    assert records(proc.stdout.decode()) == [R1, R2, R3]


def test_e2e_paths_from_dash(rules: Path) -> None:
    proc = cli("apply", str(rules), "--paths-from", "-", stdin=f"{P3}\n".encode())
    assert records(proc.stdout.decode()) == [R3]


def test_e2e_non_utf8_list_keeps_going_and_warns_once(rules: Path, tmp_path: Path) -> None:
    listing = tmp_path / "latin1.txt"
    listing.write_bytes(
        P1.encode() + b"\n/data/mission_044/2024-01-15/\xe9t\xe9.csv\n/x/\xff\n" + P3.encode() + b"\n"
    )
    proc = cli("apply", str(rules), "--paths-from", str(listing))
    assert proc.returncode == 0
    out = proc.stdout.decode("utf-8")  # output is valid UTF-8
    got = records(out)
    assert [r["status"] for r in got] == ["complete", "partial", "unmatched", "unmatched"]
    assert got[1]["path"].encode("utf-8", "surrogateescape") == b"/data/mission_044/2024-01-15/\xe9t\xe9.csv"
    assert got[1]["fields"] == {"mission_id": 44, "date": "2024-01-15"}  # no [a-z] at the start
    stderr = proc.stderr.decode()
    assert "Traceback" not in stderr
    warnings = [l for l in stderr.splitlines() if "warning" in l]
    assert len(warnings) == 1
    assert str(listing) in warnings[0] and "line 2" in warnings[0]


def test_e2e_broken_pipe_is_quiet(rules: Path, tmp_path: Path) -> None:
    listing = tmp_path / "many.txt"
    with listing.open("w") as f:
        for i in range(200_000):
            f.write(f"/data/mission_{i:06d}/2024-01-15/readings.csv\n")
    script = (
        f"{sys.executable} -m pathfinder apply {rules} --paths-from {listing} | head -1; "
        "echo \"status=${PIPESTATUS[0]}\""
    )
    proc = subprocess.run(["bash", "-c", script], capture_output=True, cwd=ROOT, timeout=120)
    lines = proc.stdout.decode().splitlines()
    assert json.loads(lines[0])["fields"]["mission_id"] == 0
    assert lines[-1] == "status=0"
    assert proc.stderr == b"", proc.stderr.decode()


def test_e2e_broken_rule_names_file_exit_1(broken_rules: Path) -> None:
    proc = cli("apply", str(broken_rules), P1)
    assert proc.returncode == 1
    assert proc.stdout == b""
    assert_one_line_error(proc.stderr.decode(), "broken.yaml", "capture")


def test_e2e_keep_going_skips_broken_rule_with_warning(broken_rules: Path) -> None:
    proc = cli("apply", str(broken_rules), "--keep-going", P1, P3)
    assert proc.returncode == 0
    assert records(proc.stdout.decode()) == [R1, R3]
    stderr = proc.stderr.decode()
    assert "Traceback" not in stderr
    assert "warning" in stderr and "broken.yaml" in stderr


def test_e2e_missing_paths_file_exit_2(rules: Path) -> None:
    proc = cli("apply", str(rules), "--paths-from", "/no/such/list.txt")
    assert proc.returncode == 2
    assert_one_line_error(proc.stderr.decode(), "/no/such/list.txt")


def test_e2e_missing_rules_exit_2(tmp_path: Path) -> None:
    proc = cli("apply", str(tmp_path / "nope"), P1)
    assert proc.returncode == 2
    assert_one_line_error(proc.stderr.decode(), "nope")


# ------------------------------------------------------------- in process


def test_order_preserved_across_rules(rules: Path, capsys) -> None:
    paths = [P3, P4, P1, P2, P3]
    assert main(["apply", str(rules), *paths]) == 0
    got = records(capsys.readouterr().out)
    assert [r["path"] for r in got] == paths
    assert got[1] == {
        "path": P4, "rule": "runs", "tag": None, "status": "complete",
        "fields": {"run_id": "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
                   "where": "/srv/runs/6BA7B8109DAD11D180B400C04FD430C8/out.json"},
    }


def test_root_gives_rel_path(rules: Path, capsys) -> None:
    assert main(["apply", str(rules / "runs.yaml"), "--root", "/srv", P4]) == 0
    (rec,) = records(capsys.readouterr().out)
    assert rec["fields"]["where"] == "runs/6BA7B8109DAD11D180B400C04FD430C8/out.json"


def test_csv_exact(rules: Path, capsys) -> None:
    assert main(["apply", str(rules), "--format", "csv", P1, P2, P3, P4]) == 0
    assert capsys.readouterr().out == (
        "path,rule,tag,status,mission_id,date,sensor,run_id,where\n"
        f"{P1},mission_readings,mission_data,complete,42,2024-01-15,readings,,\n"
        f"{P2},mission_readings,mission_data,partial,43,,wind,,\n"
        f"{P3},,,unmatched,,,,,\n"
        f"{P4},runs,,complete,,,,6ba7b810-9dad-11d1-80b4-00c04fd430c8,{P4}\n"
    )


def test_csv_empty_input_still_has_header(rules: Path, tmp_path: Path, capsys) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    assert main(["apply", str(rules), "--format", "csv", "--paths-from", str(empty)]) == 0
    assert capsys.readouterr().out == "path,rule,tag,status,mission_id,date,sensor,run_id,where\n"


def test_empty_input_writes_nothing(rules: Path, tmp_path: Path, capsys) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"\n\n")
    assert main(["apply", str(rules), "--paths-from", str(empty)]) == 0
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""


def test_empty_stdin_writes_nothing(rules: Path, monkeypatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"")))
    assert main(["apply", str(rules)]) == 0
    assert capsys.readouterr().out == ""


def test_terminal_stdin_without_paths_is_usage_error(rules: Path, monkeypatch, capsys) -> None:
    class Tty(io.BytesIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(Tty()))
    assert main(["apply", str(rules)]) == 2
    assert_one_line_error(capsys.readouterr().err, "no paths given", "--paths-from")


def test_output_file_written_atomically(rules: Path, tmp_path: Path, capsys) -> None:
    target = tmp_path / "out" / "meta.jsonl"
    target.parent.mkdir()
    target.write_text("old content\n")
    assert main(["apply", str(rules), "--output", str(target), P1, P3]) == 0
    assert capsys.readouterr().out == ""
    assert records(target.read_text()) == [R1, R3]
    assert sorted(os.listdir(target.parent)) == ["meta.jsonl"]  # no temp file left
    assert oct(target.stat().st_mode & 0o777) != oct(0o600)


def test_output_file_untouched_when_rules_fail(broken_rules: Path, tmp_path: Path, capsys) -> None:
    target = tmp_path / "meta.jsonl"
    target.write_text("keep me\n")
    assert main(["apply", str(broken_rules), "-o", str(target), P1]) == 1
    assert target.read_text() == "keep me\n"


def test_output_into_missing_folder_is_usage_error(rules: Path, tmp_path: Path, capsys) -> None:
    assert main(["apply", str(rules), "--output", str(tmp_path / "no" / "x.jsonl"), P1]) == 2
    assert_one_line_error(capsys.readouterr().err, "does not exist")


def test_single_rule_file(rules: Path, capsys) -> None:
    assert main(["apply", str(rules / "mission_readings.yaml"), P2]) == 0
    assert records(capsys.readouterr().out) == [R2]


def test_folder_without_rules_is_usage_error(tmp_path: Path, capsys) -> None:
    (tmp_path / "README.txt").write_text("no rules here")
    assert main(["apply", str(tmp_path), P1]) == 2
    assert_one_line_error(capsys.readouterr().err, "no rule files", str(tmp_path))


def test_all_rules_broken_with_keep_going_exits_1(tmp_path: Path, capsys) -> None:
    (tmp_path / "broken.yaml").write_text(BROKEN)
    assert main(["apply", str(tmp_path), "--keep-going", P1]) == 1
    err = capsys.readouterr().err
    assert "broken.yaml" in err
    assert_one_line_error(err, "could be loaded")


def test_paths_from_folder_is_usage_error(rules: Path, tmp_path: Path, capsys) -> None:
    assert main(["apply", str(rules), "--paths-from", str(tmp_path)]) == 2
    assert_one_line_error(capsys.readouterr().err, "is a folder")


def test_bad_format_is_usage_error(rules: Path, capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["apply", str(rules), "--format", "xml", P1])
    assert exc.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_missing_rules_argument_is_usage_error(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["apply"])
    assert exc.value.code == 2


def test_help_lists_options(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["apply", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for option in ("--paths-from", "--root", "--format", "--keep-going", "--output", "RULES"):
        assert option in out
    assert "Exit codes" in out


def test_many_paths_stream(rules: Path, tmp_path: Path, capsys) -> None:
    """50k paths in, 50k records out, in order (streaming path through the whole stack)."""
    listing = tmp_path / "many.txt"
    listing.write_text("".join(f"/d/mission_{i}/2024-01-15/x.csv\n" for i in range(50_000)))
    assert main(["apply", str(rules), "--paths-from", str(listing), "--format", "csv"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 50_001
    assert out[-1].startswith("/d/mission_49999/") and ",49999,2024-01-15,x," in out[-1]


def test_paths_may_follow_options_in_order(rules: Path, capsys) -> None:
    assert main(["apply", str(rules), P1, "--format", "jsonl", P2, "--keep-going", P3]) == 0
    assert [r["path"] for r in records(capsys.readouterr().out)] == [P1, P2, P3]


def test_unknown_option_after_paths_is_still_usage_error(rules: Path, capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["apply", str(rules), P1, "--bogus"])
    assert exc.value.code == 2
    assert "--bogus" in capsys.readouterr().err


def _peak_rss_kb(rules: Path, count: int, engine: str) -> int:
    producer = (
        "import sys\n"
        "w = sys.stdout.write\n"
        f"for i in range({count}):\n"
        "    w(f'/data/mission_{i:06d}/2024-01-15/readings.csv\\n')\n"
    )
    script = (
        f"{sys.executable} -c \"{producer}\" | "
        f"{sys.executable} -c 'import resource, subprocess, sys; "
        f"rc = subprocess.call([sys.executable, \"-m\", \"pathfinder\", \"apply\", \"{rules}\", \"--engine\", \"{engine}\"], stdout=subprocess.DEVNULL); "
        f"print(rc, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)'"
    )
    proc = subprocess.run(["bash", "-c", script], capture_output=True, cwd=ROOT, timeout=180)
    rc, peak_kb = proc.stdout.decode().split()
    assert rc == "0", proc.stderr.decode()
    return int(peak_kb)


def test_e2e_stdin_stream_memory_stays_flat(rules: Path) -> None:
    """300k paths piped from a generator: the child's peak RSS stays far below what
    holding the input or the records would take (constant-memory streaming)."""
    peak_kb = _peak_rss_kb(rules, 300_000, "python")
    assert peak_kb < 80_000, f"peak RSS {peak_kb} kB"


def test_e2e_duckdb_engine_memory_stays_bounded(rules: Path) -> None:
    """The DuckDB engine reads the list in blocks, at most three in flight on two worker threads, so
    its peak is bounded whatever the list's length: 1M paths (50 MB of list, several hundred MB of
    records) peak under 260 MB. The peak is not strictly flat: which blocks are in flight at the
    peak varies from run to run (30k paths 113-160 MB, 300k 160-189 MB, 1M 180-201 MB on one machine;
    bench/bench_sql.py: 207 MB at 200k, 215 MB at 2M), so the test bounds it rather than compare sizes."""
    peak = min(_peak_rss_kb(rules, 1_000_000, "duckdb") for _ in range(2))
    assert peak < 260_000, peak


def test_e2e_closed_stdout_is_one_line_usage_error(rules: Path) -> None:
    proc = subprocess.run(
        ["bash", "-c", f"{sys.executable} -m pathfinder apply {rules} {P1} >&-"],
        capture_output=True, cwd=ROOT, timeout=60,
    )
    assert proc.returncode == 2
    assert_one_line_error(proc.stderr.decode(), "standard output is closed", "--output")


def test_e2e_csv_broken_pipe_is_quiet(rules: Path, tmp_path: Path) -> None:
    listing = tmp_path / "many.txt"
    listing.write_text("".join(f"/d/mission_{i}/2024-01-15/x.csv\n" for i in range(100_000)))
    script = (
        f"{sys.executable} -m pathfinder apply {rules} --format csv --paths-from {listing} | head -2; "
        "echo \"status=${PIPESTATUS[0]}\""
    )
    proc = subprocess.run(["bash", "-c", script], capture_output=True, cwd=ROOT, timeout=120)
    lines = proc.stdout.decode().splitlines()
    assert lines[0].startswith("path,rule,tag,status,")
    assert lines[1].startswith("/d/mission_0/2024-01-15/x.csv,mission_readings,")
    assert lines[-1] == "status=0"
    assert proc.stderr == b""


def test_e2e_disk_full_on_stdout_is_one_line_error(rules: Path) -> None:
    proc = subprocess.run(
        ["bash", "-c", f"{sys.executable} -m pathfinder apply {rules} {P1} > /dev/full"],
        capture_output=True, cwd=ROOT, timeout=60,
    )
    assert proc.returncode == 2
    assert_one_line_error(proc.stderr.decode(), "cannot write standard output", "No space left")


def test_output_to_fifo_writes_through_without_replacing_it(rules: Path, tmp_path: Path, capsys) -> None:
    import stat
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    assert main(["apply", str(rules), "-o", str(fifo), P3]) == 0
    reader.join(10)
    assert records(got[0].decode()) == [R3]
    assert stat.S_ISFIFO(fifo.stat().st_mode)  # still a FIFO, not replaced by a file


def test_output_through_symlink_keeps_the_link(rules: Path, tmp_path: Path, capsys) -> None:
    real = tmp_path / "real.jsonl"
    real.write_text("old\n")
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    assert main(["apply", str(rules), "-o", str(link), P3]) == 0
    assert link.is_symlink()
    assert records(real.read_text()) == [R3]


def test_output_to_folder_is_usage_error(rules: Path, tmp_path: Path, capsys) -> None:
    assert main(["apply", str(rules), "-o", str(tmp_path), P3]) == 2
    assert_one_line_error(capsys.readouterr().err, "is a folder")


HOSTILE_AT_RUN_TIME = {
    # each passes the static policy; the sandbox stops it while it runs
    "read_secret": 'import pathlib\ndef extract(path):\n    return {"s": pathlib.Path("/etc/passwd").read_text()}\n',
    "write_file": 'import pathlib\ndef extract(path):\n    pathlib.Path("{canary}").write_text("x")\n    return {}\n',
    "memory_bomb": 'def extract(path):\n    return {"n": len("a" * (10**10))}\n',
    "huge_value": 'def extract(path):\n    return {"s": "x" * 5_000_000}\n',
    "system_exit": 'def extract(path):\n    raise SystemExit(3)\n',
    # broken as a whole, not on one odd path: exit 1 too
    "deep_recursion": 'def extract(path):\n    return extract(path)\n',
    "load_error": 'X = 1 / 0\ndef extract(path):\n    return {}\n',
    "not_a_dict": 'def extract(path):\n    return [path]\n',
    "not_json": 'def extract(path):\n    return {"s": {1, 2}}\n',
}


@pytest.mark.parametrize("attack", sorted(HOSTILE_AT_RUN_TIME))
def test_apply_exits_1_when_the_sandbox_stops_an_extractor(attack, tmp_path, capsys):
    canary = tmp_path / "canary.txt"
    body = HOSTILE_AT_RUN_TIME[attack].replace("{canary}", str(canary))
    rule = tmp_path / "evil.py"
    rule.write_text(f'NAME = "evil"\nGLOB = "**/*.csv"\n{body}')
    code = main(["apply", str(rule), "/a/one.csv", "/b/two.txt"])
    out, err = capsys.readouterr()
    records = [json.loads(line) for line in out.splitlines()]
    assert code == 1
    assert [r["status"] for r in records] == ["partial", "unmatched"]  # records still written
    assert len(problem_lines(err)) == 1 and "Traceback" not in err
    assert "sandbox stopped the extractor of rule evil on 1 path" in err and "evil.py" in err
    assert not canary.exists()


def test_apply_keeps_exit_0_for_an_ordinary_exception_in_an_extractor(tmp_path, capsys):
    rule = tmp_path / "picky.py"
    rule.write_text(
        'NAME = "picky"\nGLOB = "**/*.csv"\n'
        'def extract(path):\n    if "bad" in path:\n        raise ValueError("no")\n    return {"ok": 1}\n'
    )
    code = main(["apply", str(rule), "/a/good.csv", "/a/bad.csv"])
    out, _ = capsys.readouterr()
    assert code == 0
    assert [json.loads(line)["status"] for line in out.splitlines()] == ["complete", "partial"]


LONE_SURROGATES = (
    'NAME = "surr"\nGLOB = "**/*.csv"\n'
    'def extract(path):\n    return {"v": "a\\ud800b", "k\\udfffx": 1, "raw": "\\udc80"}\n'
)


def test_apply_csv_writes_lone_surrogates_from_an_extractor(tmp_path):
    """A lone surrogate outside U+DC80-U+DCFF (value or key) used to crash the CSV writer with
    UnicodeEncodeError and no output; it is written as the text `\\udXXX`."""
    rule = tmp_path / "surr.py"
    rule.write_text(LONE_SURROGATES)
    proc = cli("apply", str(rule), "--format", "csv", stdin=b"/a/b.csv\n")
    assert proc.returncode == 0, proc.stderr.decode()
    assert b"Traceback" not in proc.stderr
    header, row = proc.stdout.splitlines()
    assert header == b"path,rule,tag,status,v,k\\udfffx,raw"
    assert row == b"/a/b.csv,surr,,complete,a\\ud800b,1,\x80"  # U+DC80 is the byte 0x80, as for paths
    proc = cli("apply", str(rule), stdin=b"/a/b.csv\n")
    assert proc.returncode == 0 and json.loads(proc.stdout)["fields"] == {"v": "a\ud800b", "k\udfffx": 1, "raw": "\udc80"}


def test_apply_jsonl_escapes_terminal_controls(tmp_path):
    rule = tmp_path / "esc.py"
    rule.write_text('NAME = "esc"\nGLOB = "**/*"\n'
                    'def extract(path):\n    return {"v": "\\x1b]0;t\\x07\\x1b[2J\\u202egnp.exe\\x9b\\u2028", "\\u202ek": 1}\n')
    proc = cli("apply", str(rule), stdin="/a/\u202eb.csv\n".encode())
    assert proc.returncode == 0, proc.stderr.decode()
    line = proc.stdout.decode("utf-8")
    for raw in ("\x1b", "\x07", "\u202e", "\x9b", "\u2028"):
        assert raw not in line
    assert "\\u202e" in line and "\\u001b" in line
    record = json.loads(line)
    assert record["path"] == "/a/\u202eb.csv"
    assert record["fields"] == {"v": "\x1b]0;t\x07\x1b[2J\u202egnp.exe\x9b\u2028", "\u202ek": 1}


def test_no_arguments_names_only_rules_as_required(capsys) -> None:
    """PATH is optional (paths may come from stdin or --paths-from): the usage error must not call it required."""
    from pathfinder.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["apply"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "the following arguments are required: RULES (see 'pathfinder apply --help')" in err
    assert "PATH" not in err.split("required:")[1]


@pytest.mark.parametrize("command", [
    "coverage {rules} {p1}",
    "sql {rules}",
    "validate {rules}/mission_readings.yaml --samples {p1}",
    "rules --rules-dir {rules}",
])
def test_e2e_closed_stdout_is_one_line_usage_error_for_every_command(rules: Path, command: str) -> None:
    """Not only apply: the commands printing through a None sys.stdout died with an AttributeError
    traceback (coverage, sql, validate) or printed nothing and exited 0 (rules)."""
    proc = subprocess.run(
        ["bash", "-c", f"{sys.executable} -m pathfinder {command.format(rules=rules, p1=P1)} >&-"],
        capture_output=True, cwd=ROOT, timeout=60,
    )
    assert proc.returncode == 2, proc.stderr.decode()
    assert_one_line_error(proc.stderr.decode(), "standard output is closed")


def test_apply_imports_no_other_command(rules: Path) -> None:
    """`pathfinder apply` builds only its own parser: the other commands' modules (generation,
    analysis, coverage) are start-up time every apply would pay for nothing."""
    code = ("import sys; from pathfinder.cli import main; "
            f"rc = main(['apply', {str(rules)!r}, '/data/mission_001/2024-01-01/a.csv']); "
            "print(rc, sorted(m for m in sys.modules if m.startswith('pathfinder.cli.')))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    rc, loaded = proc.stdout.splitlines()[-1].split(" ", 1)
    assert rc == "0", proc.stderr
    assert "pathfinder.cli.apply_cmd" in loaded
    for other in ("generate_cmd", "coverage_cmd", "rules_cmd", "validate_cmd", "sql_cmd"):
        assert f"pathfinder.cli.{other}" not in loaded


def test_engine_help_states_the_auto_rule_the_code_applies(capsys) -> None:
    """`--engine`'s help said auto ran DuckDB for 3 rules and 10 fields at most after auto had become
    DuckDB for any rule set that compiles, unless a list file is shorter than the break-even size."""
    from pathfinder.cli.apply_cmd import AUTO_LIST_BYTES_PER_RULE, AUTO_MIN_LIST_BYTES

    with pytest.raises(SystemExit):
        main(["apply", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "3 rules" not in out and "every rule compiles" in out
    assert f"{AUTO_MIN_LIST_BYTES >> 20} MiB + {AUTO_LIST_BYTES_PER_RULE >> 10} KiB per rule" in out
