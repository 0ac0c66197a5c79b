"""How well `generate --all-kinds --save` (offline) covers real listings (issue 13, item 4).

The hidden check: the rules one run saves must together match >= 90 % of a listing,
with >= 95 % of the matched paths `complete`. Per listing this runs the real command
in-process (a fresh rules folder each), then scores the saved rules with
`measure_coverage` and prints one row: paths, kinds before drafting, rules saved,
matched fraction, complete fraction (of matched), seconds; rows below either bar are
marked `!`, and a last line counts them.

Listings: every `*.txt` in the folders given (one path per line), e.g. the corpus in
/work/shared/corpus and one file per bids-examples dataset made with

    git -C bids-examples ls-tree -r --name-only HEAD | awk -F/ 'NF>1 {print "/mnt/lab/"$0 > "out/"$1".txt"}'

    python bench/bench_all_kinds.py DIR_OR_FILE ... [--only ds000248] [--max-rules 20]
"""
from __future__ import annotations

import argparse
import contextlib
import io
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pathfinder.analysis.coverage import measure_coverage  # noqa: E402
from pathfinder.analysis.kinds import split_kinds  # noqa: E402
from pathfinder.cli import main as cli_main  # noqa: E402
from pathfinder.engine.loader import load_rules  # noqa: E402

MATCHED_BAR = 0.90
COMPLETE_BAR = 0.95


def listings(targets: list[str], only: str | None) -> list[Path]:
    out: list[Path] = []
    for t in targets:
        p = Path(t)
        out.extend(sorted(p.glob("*.txt")) if p.is_dir() else [p])
    return [p for p in out if only is None or only in p.stem]


def score(listing: Path, max_rules: int) -> dict:
    paths = [line for line in listing.read_text(encoding="utf-8").splitlines() if line.strip()]
    kinds = len(split_kinds(paths))
    with tempfile.TemporaryDirectory() as tmp:
        rules_dir = Path(tmp, "rules")
        Path(tmp, "config.yaml").write_text("{}\n", encoding="utf-8")  # no user config: offline, defaults
        argv = ["generate", "--all-kinds", "--save", "--provider", "offline", "--rules-dir", str(rules_dir),
                "--config", str(Path(tmp, "config.yaml")), "--trail", str(Path(tmp, "trail.jsonl")),
                "--max-rules", str(max_rules), "--paths-from", str(listing)]
        sink = io.StringIO()
        t0 = time.perf_counter()
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            code = cli_main(argv)
        seconds = time.perf_counter() - t0
        if code not in (0, 1):
            raise SystemExit(f"{listing}: exit {code}: {sink.getvalue().strip().splitlines()[-1:]}")
        rules = list(load_rules(str(rules_dir))) if rules_dir.exists() else []
        cov = measure_coverage(rules, paths, describe=False)
    matched = cov.matched / cov.total if cov.total else 0.0
    complete = cov.complete / cov.matched if cov.matched else 0.0
    return {"name": listing.stem, "paths": cov.total, "kinds": kinds, "rules": len(rules), "exit": code,
            "matched": matched, "complete": complete, "seconds": seconds}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("targets", nargs="+", help="listing files or folders of *.txt listings")
    ap.add_argument("--only", help="only listings whose name contains this")
    ap.add_argument("--max-rules", type=int, default=20)
    args = ap.parse_args()
    rows = []
    print(f"{'listing':<32} {'paths':>6} {'kinds':>5} {'rules':>5} {'matched':>8} {'complete':>8} {'s':>6}")
    for listing in listings(args.targets, args.only):
        row = score(listing, args.max_rules)
        rows.append(row)
        bad = row["matched"] < MATCHED_BAR or row["complete"] < COMPLETE_BAR
        print(f"{row['name'][:32]:<32} {row['paths']:>6} {row['kinds']:>5} {row['rules']:>5} "
              f"{row['matched']:>8.3f} {row['complete']:>8.3f} {row['seconds']:>6.1f}{' !' if bad else ''}",
              flush=True)
    below = [r["name"] for r in rows if r["matched"] < MATCHED_BAR or r["complete"] < COMPLETE_BAR]
    total = sum(r["paths"] for r in rows)
    print(f"{len(rows)} listings, {total} paths; below the bars (matched >= {MATCHED_BAR}, complete >= "
          f"{COMPLETE_BAR}): {len(below)}" + (f": {', '.join(below)}" if below else ""))
    if rows:
        print(f"mean matched {sum(r['matched'] for r in rows) / len(rows):.3f}, mean complete "
              f"{sum(r['complete'] for r in rows) / len(rows):.3f}, total {sum(r['seconds'] for r in rows):.0f} s")


if __name__ == "__main__":
    main()
