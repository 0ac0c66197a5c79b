"""apply --engine python vs --engine duckdb vs a hand-written DuckDB query, side by side (docs/scale.md).

Generates N paths (default 2,000,000), runs each contender as its own process
on the same list in one run, checks the two engines' outputs are byte-identical,
and prints wall time, peak memory (RSS of the process), output size and ratios:
DuckDB engine vs Python engine (target >= 3x) and vs the hand-written query
(target within 1.5x). Memory is also measured at N/10 paths to show it is flat.

    python bench/bench_sql.py [--paths 2000000]
"""
from __future__ import annotations

import argparse
import filecmp
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "rules" / "examples"
ONE_RULE = EXAMPLES / "mission_readings.yaml"

# The same job as rules/examples/mission_readings.yaml, written by hand for DuckDB (ASCII paths).
HAND_QUERY = r"""
COPY (
  SELECT '{"path": ' || to_json(path)::VARCHAR || CASE WHEN m THEN
    ', "rule": "mission_readings", "tag": "mission_data", "status": "' ||
    CASE WHEN id IS NULL OR d IS NULL OR s IS NULL THEN 'partial' ELSE 'complete' END || '", "fields": {' ||
    ltrim(coalesce(', "mission_id": ' || id::VARCHAR, '') || coalesce(', "date": "' || d || '"', '') ||
          coalesce(', "sensor": "' || s || '"', ''), ', ') || '}}'
  ELSE ', "rule": null, "tag": null, "status": "unmatched", "fields": {}}' END AS line
  FROM (
    SELECT path, m,
      CASE WHEN m THEN TRY_CAST(nullif(regexp_extract(seg[-3], 'mission_([0-9]+)', 1), '') AS BIGINT) END AS id,
      CASE WHEN m AND regexp_matches(seg[-2], '^[0-9]{4}-?[0-9]{2}-?[0-9]{2}$')
           THEN strftime(TRY_CAST(seg[-2] AS DATE), '%Y-%m-%d') END AS d,
      CASE WHEN m THEN nullif(regexp_extract(seg[-1], '^([a-z]+)', 1), '') END AS s
    FROM (
      SELECT path, regexp_matches(path, '(^|/)mission_[^/]*/[^/]{4}-[^/]{2}-[^/]{2}/[^/]*\.csv$') AS m,
             string_split(path, '/') AS seg
      FROM read_csv('{list}', columns={'path': 'VARCHAR'}, header=false, delim=chr(1), quote='', escape='',
                    auto_detect=false)
    )
  )
) TO '{out}' (FORMAT csv, HEADER false, QUOTE '', ESCAPE '', DELIMITER chr(1))
"""

MEASURE = (
    "import resource, subprocess, sys, time\n"
    "t = time.perf_counter(); rc = subprocess.call(sys.argv[1:]); dt = time.perf_counter() - t\n"
    "ru = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
    "print(rc, dt, ru.ru_utime + ru.ru_stime, ru.ru_maxrss)\n"
)


def make_paths(n: int, target: Path) -> None:
    rnd = random.Random(12)
    sensors = ["readings", "wind", "temp", "pressure"]
    with target.open("w") as f:
        for i in range(n):
            r = rnd.random()
            if r < 0.85:
                f.write(f"/data/mission_{i % 1000:03d}/2024-{i % 12 + 1:02d}-{i % 28 + 1:02d}/{sensors[i % 4]}_{i}.csv\n")
            elif r < 0.95:
                f.write(f"/lake/sales/year=2024/month={i % 12 + 1}/day={i % 28 + 1}/part-{i:05d}-"
                        f"3abf7009-9786-4927-a502-{i:012d}.c000.snappy.parquet\n")
            else:
                f.write(f"/tmp/scratch/{i}/notes.txt\n")


def measure(cmd: list[str]) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of all threads, peak RSS in kB) of one run."""
    proc = subprocess.run([sys.executable, "-c", MEASURE, *cmd], capture_output=True, text=True, cwd=ROOT)
    rc, seconds, cpu, peak = proc.stdout.split()[-4:]
    if rc != "0":
        raise SystemExit(f"failed: {' '.join(cmd)}\n{proc.stderr}")
    return float(seconds), float(cpu), int(peak)


def apply_cmd(rules: Path, listing: Path, out: Path, engine: str) -> list[str]:
    return [sys.executable, "-m", "pathfinder", "apply", str(rules), "--paths-from", str(listing),
            "--engine", engine, "--output", str(out)]


def hand_cmd(listing: Path, out: Path) -> list[str]:
    query = HAND_QUERY.replace("{list}", str(listing)).replace("{out}", str(out))
    return [sys.executable, "-c", f"import duckdb; duckdb.connect().execute({query!r})"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--paths", type=int, default=2_000_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        listing, small = work / "paths.txt", work / "small.txt"
        make_paths(args.paths, listing)
        make_paths(max(args.paths // 10, 1), small)
        several = work / "rules"
        several.mkdir()
        for rule in EXAMPLES.glob("*.yaml"):
            (several / rule.name).write_text(rule.read_text())
        print(f"{args.paths:,} paths ({listing.stat().st_size / 1e6:.0f} MB list), 2 runs each, best shown")
        for label, rules in (("one rule", ONE_RULE), (f"{len(list(several.iterdir()))} rules", several)):
            results = {}
            for name, cmd in (("python", apply_cmd(rules, listing, work / "py.jsonl", "python")),
                              ("duckdb", apply_cmd(rules, listing, work / "dk.jsonl", "duckdb")),
                              ("hand", hand_cmd(listing, work / "hand.jsonl") if rules == ONE_RULE else None)):
                if cmd is None:
                    continue
                runs = [measure(cmd) for _ in range(2)]
                results[name] = (min(r[0] for r in runs), min(r[1] for r in runs), max(r[2] for r in runs))
            same = filecmp.cmp(work / "py.jsonl", work / "dk.jsonl", shallow=False)
            size = (work / "dk.jsonl").stat().st_size
            small_peak = measure(apply_cmd(rules, small, work / "small.jsonl", "duckdb"))[2]
            print(f"\n[{label}] output {size / 1e6:.0f} MB, python and duckdb byte-identical: {same}")
            for name, (seconds, cpu, peak) in results.items():
                rate = args.paths / seconds / 1000
                print(f"  {name:7s} {seconds:7.2f} s  {rate:7.0f} k paths/s  CPU {cpu:6.2f} s  peak RSS {peak / 1024:6.0f} MB")
            py, dk = results["python"][0], results["duckdb"][0]
            print(f"  duckdb engine vs python engine: {py / dk:.2f}x faster (target >= 3x)")
            load = os.getloadavg()[0]
            if load > (os.cpu_count() or 1):  # others' processes share the cores: wall ratios mislead
                print(f"  load average {load:.1f} on {os.cpu_count()} cores: compare CPU seconds too")
            if "hand" in results:
                print(f"  duckdb engine vs hand-written query: {dk / results['hand'][0]:.2f}x the time (target <= 1.5x)")
            large_peak = results["duckdb"][2]
            verdict = "flat" if large_peak < small_peak * 1.25 else "NOT flat"
            print(f"  duckdb peak RSS at {args.paths // 10:,} paths {small_peak / 1024:.0f} MB, at {args.paths:,} "
                  f"{large_peak / 1024:.0f} MB ({verdict})")


if __name__ == "__main__":
    main()
