"""Accuracy and speed of the offline analyser (issue 3, items 8 and 9).

Accuracy: for each layout in bench/ground_truth/layouts.py, draw 10 random
samples of that kind (several fixed seeds), infer a rule with the offline
generator, check it passes validation tiers 1-3 on its samples, apply it to
every path of the listing, and report

  recall    ground-truth fields with >= 2 distinct values that some extracted
            field reproduces on >= 95 % of the files of the kind (that have it)
  coverage  share of the files of the kind the rule matches
  false     share of the listing's other files the rule matches

Targets: recall >= 0.95, coverage >= 0.98, false <= 0.02.

Speed: analyse() on 10,000 and 100,000 synthetic sample paths (< 1 s, < 10 s, linear).

    python bench/bench_inference.py [--seeds 5] [--samples 10] [--layout NAME] [--no-speed] [--verbose]
"""
from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
import time
import uuid
from pathlib import Path
from statistics import mean
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from ground_truth.layouts import LAYOUTS, REVIEW_LAYOUTS, SYNTHETIC_LAYOUTS, Layout  # noqa: E402

from pathfinder.analysis import analyse  # noqa: E402
from pathfinder.api import apply, load_rule  # noqa: E402
from pathfinder.generation.providers.base import GenerationRequest  # noqa: E402
from pathfinder.generation.providers.offline import OfflineGenerator  # noqa: E402
from pathfinder.validation.tiers import validate_draft  # noqa: E402

RECALL_FILES = 0.95
TARGETS = {"recall": 0.95, "coverage": 0.98, "false": 0.02}


def norm(value: Any) -> str | None:
    """Comparable text: numbers without padding, dates/times as their digits, case folded."""
    if value is None:
        return None
    s = str(value).strip()
    if re.fullmatch(r"[\d\-:_ .T]+", s) and any(c.isdigit() for c in s):
        digits = re.sub(r"\D", "", s)
        return digits.lstrip("0") or "0"
    return s.lower()


def load_draft(text: str) -> Any:
    suffix = ".yaml" if not text.lstrip().startswith(('"""', "import", "#", "from")) else ".py"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"draft{suffix}"
        path.write_text(text, encoding="utf-8")
        return load_rule(str(path))


def evaluate(layout: Layout, seed: int, n_samples: int, verbose: bool = False) -> dict[str, Any]:
    lines = layout.lines()
    kind = [p for p in lines if layout.is_kind(p)]
    others = [p for p in lines if not layout.is_kind(p)] + layout.others_extra()
    rng = random.Random(seed)
    samples = rng.sample(kind, min(n_samples, len(kind)))
    gen = OfflineGenerator()
    text, analysis = gen.draft_for(GenerationRequest(samples=tuple(samples)))
    result = validate_draft(text, samples)
    valid = type(result).__name__ == "Success"
    rule = load_draft(text)
    records = {r["path"]: r for r in apply(rule, kind + others)}
    matched = [p for p in kind if records[p]["status"] != "unmatched"]
    false = [p for p in others if records[p]["status"] != "unmatched"]
    truths = {p: layout.truth_of(p) for p in kind}
    gt_fields: dict[str, set] = {}
    for t in truths.values():
        for k, v in t.items():
            gt_fields.setdefault(k, set()).add(norm(v))
    target = [k for k, vals in gt_fields.items() if len(vals) >= 2]
    reproduced = []
    missing = []
    for k in target:
        files = [p for p in kind if k in truths[p]]
        best = 0
        best_name = None
        names = {n for p in matched for n in records[p]["fields"]}
        for name in names:
            hits = sum(1 for p in files
                       if records[p]["status"] != "unmatched"
                       and norm(records[p]["fields"].get(name)) == norm(truths[p][k]))
            if hits > best:
                best, best_name = hits, name
        if files and best / len(files) >= RECALL_FILES:
            reproduced.append((k, best_name))
        else:
            missing.append((k, best_name, best, len(files)))
    out = {
        "layout": layout.name,
        "seed": seed,
        "valid": valid,
        "recall": len(reproduced) / len(target) if target else 1.0,
        "coverage": len(matched) / len(kind) if kind else 1.0,
        "false": len(false) / len(others) if others else 0.0,
        "partial": sum(1 for p in kind if records[p]["status"] == "partial") / len(kind) if kind else 0.0,
        "glob": analysis.glob,
        "missing": missing,
        "kind": "python" if analysis.needs_python else "yaml",
    }
    if verbose:
        print(f"  seed {seed}: glob {analysis.glob!r} valid={valid} fields={[f.name for f in analysis.fields]}")
        if not valid:
            print("    validation:", getattr(result, "message", result))
        for k, name, best, total in missing:
            print(f"    missed {k}: best {name} {best}/{total}")
        if false:
            print(f"    false matches e.g. {false[:3]}")
    return out


def accuracy(seeds: int, n_samples: int, only: str | None, verbose: bool,
             layouts: list[Layout] | None = None, title: str = "corpus") -> list[dict[str, Any]]:
    rows = []
    print(f"{title + ' layout':26} {'recall':>7} {'cover':>7} {'false':>7} {'partial':>7} {'valid':>6}  draft")
    for layout in LAYOUTS if layouts is None else layouts:
        if only and only not in layout.name:
            continue
        if verbose:
            print(layout.name)
        runs = [evaluate(layout, seed, n_samples, verbose) for seed in range(1, seeds + 1)]
        row = {
            "layout": layout.name,
            "recall": mean(r["recall"] for r in runs),
            "coverage": mean(r["coverage"] for r in runs),
            "false": mean(r["false"] for r in runs),
            "valid": mean(1.0 if r["valid"] else 0.0 for r in runs),
            "partial": mean(r["partial"] for r in runs),
            "kinds": sorted({r["kind"] for r in runs}),
        }
        rows.append(row)
        print(f"{layout.name:26} {row['recall']:7.3f} {row['coverage']:7.3f} {row['false']:7.3f} "
              f"{row['partial']:7.3f} {row['valid']:6.2f}  {','.join(row['kinds'])}")
    if rows:
        overall = {k: mean(r[k] for r in rows) for k in ("recall", "coverage", "false", "partial", "valid")}
        print(f"{'MEAN':26} {overall['recall']:7.3f} {overall['coverage']:7.3f} {overall['false']:7.3f} "
              f"{overall['partial']:7.3f} {overall['valid']:6.2f}")
        ok = (overall["recall"] >= TARGETS["recall"] and overall["coverage"] >= TARGETS["coverage"]
              and overall["false"] <= TARGETS["false"])
        print("targets (recall >= 0.95, coverage >= 0.98, false <= 0.02):", "MET" if ok else "NOT MET")
    return rows


def synthetic(n: int, seed: int = 7) -> list[str]:
    """Mixed-but-regular sample paths: missions, dates, sensors, uuids, Hive and BIDS-like parts."""
    rng = random.Random(seed)
    sensors = ["temp", "pressure", "humidity", "wind", "light"]
    out = []
    for i in range(n):
        m = rng.randrange(1000)
        day = 1 + rng.randrange(28)
        u = uuid.UUID(int=rng.getrandbits(128))
        out.append(
            f"/data/site={rng.choice('ABCDE')}/mission_{m:03d}/2024-{1 + rng.randrange(12):02d}-{day:02d}/"
            f"sub-{rng.randrange(100):02d}_run-{1 + rng.randrange(5)}_{rng.choice(sensors)}_{u}.csv"
        )
    return out


def speed() -> None:
    print("\nspeed: analyse() on synthetic samples")
    times = {}
    for n in (1_000, 10_000, 100_000):
        paths = synthetic(n)
        best = float("inf")
        for _ in range(2 if n < 100_000 else 1):
            t0 = time.perf_counter()
            analyse(paths)
            best = min(best, time.perf_counter() - t0)
        times[n] = best
        print(f"  {n:>7} samples: {best:6.3f} s  ({best / n * 1e6:5.1f} us/sample)")
    print(f"  10k < 1 s: {'yes' if times[10_000] < 1 else 'NO'};  100k < 10 s: {'yes' if times[100_000] < 10 else 'NO'};"
          f"  100k/10k ratio {times[100_000] / times[10_000]:.1f} (linear = 10)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--samples", type=int, default=10)
    ap.add_argument("--layout", default=None, help="only layouts whose name contains this")
    ap.add_argument("--no-speed", action="store_true")
    ap.add_argument("--no-synthetic", action="store_true", help="skip the invented layouts")
    ap.add_argument("--verbose", "-v", action="store_true")
    args = ap.parse_args(argv)
    accuracy(args.seeds, args.samples, args.layout, args.verbose)
    if not args.no_synthetic:
        print()
        accuracy(args.seeds, args.samples, args.layout, args.verbose, SYNTHETIC_LAYOUTS, "invented")
        print()
        accuracy(args.seeds, args.samples, args.layout, args.verbose, REVIEW_LAYOUTS, "review")
    if not args.no_speed and not args.layout:
        speed()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
