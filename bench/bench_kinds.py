"""Speed of splitting a whole listing into kinds (issue 13, item 1): 1M generated paths.

Before the routes of KindSplitter.add (one commit earlier): 17.1 s, 8.3x the baseline; after: 5.5 s,
2.9x (same loaded 2-core machine; tests/test_kinds_golden.py shows the kinds did not change).

Side by side in one run: `split_kinds` (shapes, coarsening, pooling, the analyser's
structure line per kind) against a baseline that only splits each path and counts
(depth, extension) pairs, the least any grouping of a listing must do. Prints both
times, the ratio, paths per second and the number of kinds; the order of the listing
is shuffled for a second run to show the kinds do not depend on it.

    python bench/bench_kinds.py [--paths 1000000]
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
import tracemalloc
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pathfinder.analysis.kinds import split_kinds  # noqa: E402


def listing(n: int, seed: int = 13) -> list[str]:
    """A mixed tree: BIDS-like scans, Hive partitions, drone photos, videos by class, top-level files."""
    rnd = random.Random(seed)
    classes = [f"Class{chr(65 + i % 26)}{chr(97 + i // 26)}" for i in range(101)]
    out: list[str] = []
    for i in range(n):
        r = i % 10
        if r < 3:
            s, run = rnd.randint(1, 500), rnd.randint(1, 4)
            suffix = rnd.choice(("bold.nii.gz", "events.tsv", "bold.json"))
            task = rnd.choice(("rest", "nback"))
            out.append(f"/mnt/lab/study42/sub-{s:03d}/func/sub-{s:03d}_task-{task}_run-{run:02d}_{suffix}")
        elif r < 5:
            out.append(f"lake/events/year={2020 + i % 5}/month={1 + i % 12:02d}/part-{i % 100:05d}-"
                       f"{rnd.getrandbits(128):032x}.c000.snappy.parquet")
        elif r < 7:
            out.append(f"images/task-{('ne', 'sw', 'nw')[i % 3]}/DJI_2025{1 + i % 12:02d}{1 + i % 28:02d}"
                       f"{i % 240000:06d}_{i % 10000:04d}_D.JPG")
        elif r < 9:
            c = classes[i % 101]
            out.append(f"videos/{c}/v_{c}_g{i % 25:02d}_c{i % 7:02d}.avi")
        else:
            out.append(f"docs/{rnd.choice(('README', 'notes', 'CHANGES', 'LICENSE'))}_{i % 3}.md")
    return out


def baseline(paths: list[str]) -> Counter:
    counts: Counter = Counter()
    for p in paths:
        segs = p.split("/")
        counts[(len(segs), os.path.splitext(segs[-1])[1])] += 1
    return counts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--paths", type=int, default=1_000_000)
    args = ap.parse_args()
    paths = listing(args.paths)

    t0 = time.perf_counter()
    groups = baseline(paths)
    t_base = time.perf_counter() - t0

    t0 = time.perf_counter()
    kinds = split_kinds(paths)
    t_kinds = time.perf_counter() - t0

    peaks = []
    for size in (len(paths) // 100, len(paths) // 10):  # memory held does not grow with the listing
        tracemalloc.start()
        split_kinds(paths[:size])
        peaks.append((size, tracemalloc.get_traced_memory()[1]))
        tracemalloc.stop()

    random.Random(1).shuffle(paths)
    again = split_kinds(paths)
    stable = [(k.structure, k.count, k.examples) for k in kinds] == [(k.structure, k.count, k.examples) for k in again]

    print(f"paths: {len(paths):,}")
    print(f"baseline (split + count by depth/extension): {t_base:.2f} s, {len(groups)} groups")
    print(f"split_kinds: {t_kinds:.2f} s ({len(paths) / t_kinds:,.0f} paths/s), {len(kinds)} kinds")
    print("peak memory of split_kinds (tracemalloc): "
          + ", ".join(f"{size:,} paths {peak / 1e6:.1f} MB" for size, peak in peaks))
    print(f"ratio split_kinds / baseline: {t_kinds / t_base:.1f}x")
    print(f"same kinds after shuffling the listing: {stable}")
    for k in kinds:
        print(f"  {k.count:8,d}  {k.structure}")


if __name__ == "__main__":
    main()
