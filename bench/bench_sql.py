"""apply --engine python vs --engine duckdb vs a hand-written DuckDB query, side by side (docs/scale.md).

Generates N paths (default 2,000,000), runs each contender as its own process
on the same list in one run, checks the two engines' outputs are byte-identical,
and prints wall time, peak memory (RSS of the process), output size and ratios:
DuckDB engine vs Python engine (target >= 3x) and vs the hand-written query
(target within 1.5x). Memory is also measured at N/10 paths to show it is flat.
`--rules N` runs a large rule set instead: N generated rules of 8 fields each (their own
globs, patterns, dates, integers, defaults) over paths of their layouts plus some no rule
matches; there is no hand-written query for it.

    python bench/bench_sql.py [--paths 2000000]
    python bench/bench_sql.py --rules 40 --paths 500000
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


EXTENSIONS = ["csv", "json", "parquet", "txt", "nii.gz", "h5"]


def make_rules(n: int, folder: Path) -> None:
    """`n` rules of 8 fields; every rule's globs and patterns are its own (its number is in them)."""
    folder.mkdir()
    for k in range(n):
        ext = EXTENSIONS[k % len(EXTENSIONS)]
        glob = f"proj{k:02d}_*/run-*/*/{k:02d}_*_*.{ext}" if k % 3 else f"**/proj{k:02d}_*/run-*/*/{k:02d}_*.{ext}"
        (folder / f"r{k:02d}.yaml").write_text(rf"""name: r{k:02d}
glob: "{glob}"
priority: {100 + (k % 4) * 10}
tag: t{k % 5}
extract:
  project: {{from: segment(-4), pattern: "^proj{k:02d}_([a-z]+)$"}}
  run: {{from: segment(-3), pattern: "^run-(\\d+)$", type: integer}}
  day: {{from: segment(-2), type: date}}
  idx: {{from: filename, pattern: "^{k:02d}_(\\d+)_", type: integer}}
  label: {{from: filename, pattern: "_([A-Za-z]+)\\.{ext.replace('.', '[.]')}$", normalize: lowercase}}
  root: {{from: segment(0)}}
  kind: {{from: filename, pattern: "\\.([a-z0-9.]+)$", default: none}}
  code: {{from: segment(-4), pattern: "^proj(\\d+)_", type: integer, normalize: strip_leading_zeros}}
""")


def make_rule_paths(rules: int, n: int, target: Path) -> None:
    """Paths of the `make_rules` layouts, rules picked at random, one in 11 matching none."""
    rnd = random.Random(7)
    with target.open("w") as f:
        for i in range(n):
            k = rnd.randrange(rules + rules // 10)
            if k >= rules:
                f.write(f"/scratch/u{i % 97}/tmp/{i}/notes_{i}.log\n")
                continue
            f.write(f"/data/proj{k:02d}_{'abcdefgh'[i % 8]}lab/run-{i % 50}/2024-{i % 12 + 1:02d}-{i % 28 + 1:02d}/"
                    f"{k:02d}_{i}_{'Temp' if i % 3 else 'wind'}.{EXTENSIONS[k % len(EXTENSIONS)]}\n")


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
    parser.add_argument("--rules", type=int, default=0, help="run N generated rules of 8 fields instead")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        listing, small = work / "paths.txt", work / "small.txt"
        if args.rules:
            cases = [(f"{args.rules} rules of 8 fields", work / "rules")]
            make_rules(args.rules, cases[0][1])
            make_rule_paths(args.rules, args.paths, listing)
            make_rule_paths(args.rules, max(args.paths // 10, 1), small)
        else:
            several = work / "rules"
            several.mkdir()
            for rule in EXAMPLES.glob("*.yaml"):
                (several / rule.name).write_text(rule.read_text())
            cases = [("one rule", ONE_RULE), (f"{len(list(several.iterdir()))} rules", several)]
            make_paths(args.paths, listing)
            make_paths(max(args.paths // 10, 1), small)
        print(f"{args.paths:,} paths ({listing.stat().st_size / 1e6:.0f} MB list), 2 runs each, best shown")
        for label, rules in cases:
            run_case(args.paths, label, rules, listing, small, work)


def run_case(paths: int, label: str, rules: Path, listing: Path, small: Path, work: Path) -> None:
    """Python engine, DuckDB engine (and the hand-written query for the one rule) on one list."""
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
        rate = paths / seconds / 1000
        print(f"  {name:7s} {seconds:7.2f} s  {rate:7.0f} k paths/s  CPU {cpu:6.2f} s  peak RSS {peak / 1024:6.0f} MB")
    (py, py_cpu), (dk, dk_cpu) = results["python"][:2], results["duckdb"][:2]
    print(f"  duckdb engine vs python engine: {py / dk:.2f}x faster (target >= 3x), CPU seconds {py_cpu / dk_cpu:.2f}x")
    load = os.getloadavg()[0]
    if load > (os.cpu_count() or 1):  # others' processes share the cores: wall ratios mislead
        print(f"  load average {load:.1f} on {os.cpu_count()} cores: compare CPU seconds too")
    if "hand" in results:
        print(f"  duckdb engine vs hand-written query: {dk / results['hand'][0]:.2f}x the time (target <= 1.5x)")
    large_peak = results["duckdb"][2]
    verdict = "flat" if large_peak < small_peak * 1.25 else "NOT flat"
    print(f"  duckdb peak RSS at {paths // 10:,} paths {small_peak / 1024:.0f} MB, at {paths:,} "
          f"{large_peak / 1024:.0f} MB ({verdict})")


if __name__ == "__main__":
    main()
