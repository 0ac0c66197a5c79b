"""Benchmark: `pathfinder.apply` against a hand-written compiled regex (issue 2, item 7).

Both sides turn the same 200,000 synthetic paths into the same records
(`{"path", "rule", "tag", "status", "fields"}`; checked equal before timing),
so the ratio is the price of the general engine over bespoke code. Target:
engine throughput >= 0.8 x hand-written.

    python bench/bench_engine.py [--paths N] [--repeat R]
"""
from __future__ import annotations

import argparse
import datetime as dt
import random
import re
import sys
import time
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pathfinder  # noqa: E402
from pathfinder.engine.ruleset import RuleSet  # noqa: E402

RULE = """\
name: mission_readings
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}
  date:       {from: segment(-2), type: date}
  sensor:     {from: filename, pattern: "^([a-z]+)"}
tag: mission_data
"""

# What a careful person would write by hand for the same rule: one regex,
# the glob's shape and the field patterns folded together, the fastest start
# form CPython offers (`(?s:.*/)?` with `match` beats `search` for "after any
# slash"), dates validated by `datetime.date`.
HAND = re.compile(r"(?s:.*/)?mission_(\d+)[^/]*/([0-9]{4})-([0-9]{2})-([0-9]{2})/([a-z]+)[^/]*\.csv\Z")


def hand_written(paths):
    search = HAND.match
    date = dt.date
    for p in paths:
        m = search(p)
        if m is None:
            yield {"path": p, "rule": None, "tag": None, "status": "unmatched", "fields": {}}
            continue
        mid, y, mo, d, sensor = m.groups()
        yield {
            "path": p,
            "rule": "mission_readings",
            "tag": "mission_data",
            "status": "complete",
            "fields": {"mission_id": int(mid), "date": date(int(y), int(mo), int(d)).isoformat(),
                       "sensor": sensor},
        }


def synthetic_paths(n: int, seed: int = 7) -> list[str]:
    """Mostly matching paths (90%), the rest other files of the same tree."""
    rnd = random.Random(seed)
    sensors = ["readings", "temperature", "pressure", "wind", "humidity", "radiation"]
    start = dt.date(2023, 1, 1)
    out = []
    for i in range(n):
        site = rnd.randrange(20)
        mission = rnd.randrange(1, 400)
        day = start + dt.timedelta(days=rnd.randrange(700))
        sensor = rnd.choice(sensors)
        if rnd.random() < 0.9:
            out.append(f"/data/site_{site:02d}/mission_{mission:03d}/{day.isoformat()}/{sensor}{i % 7}.csv")
        else:
            out.append(f"/data/site_{site:02d}/mission_{mission:03d}/{day.isoformat()}/notes_{i}.txt")
    return out


def timed(fns, paths, repeat: int) -> list[float]:
    """Best time of each function; runs alternate so a busy machine hurts both alike."""
    best = [float("inf")] * len(fns)
    for _ in range(repeat):
        for i, fn in enumerate(fns):
            t0 = time.perf_counter()
            deque(fn(paths), maxlen=0)
            best[i] = min(best[i], time.perf_counter() - t0)
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--paths", type=int, default=200_000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)

    paths = synthetic_paths(args.paths)
    rule = pathfinder.load_rule(RULE)
    ruleset = RuleSet([rule])  # compiled once, like `pathfinder apply` does

    def engine(ps):
        return pathfinder.apply(ruleset, ps)

    got = list(engine(paths))
    want = list(hand_written(paths))
    if got != want:
        bad = next(i for i, (a, b) in enumerate(zip(got, want)) if a != b)
        print(f"MISMATCH at {bad}: engine {got[bad]} vs hand {want[bad]}", file=sys.stderr)
        return 1
    del got, want

    t_hand, t_engine = timed([hand_written, engine], paths, args.repeat)
    n = len(paths)
    print(f"paths:        {n}")
    print(f"hand regex:   {n / t_hand:12,.0f} paths/s  ({t_hand:.3f} s)")
    print(f"pathfinder:   {n / t_engine:12,.0f} paths/s  ({t_engine:.3f} s)")
    print(f"ratio:        {t_hand / t_engine:.2f}  (engine / hand-written throughput; target >= 0.8)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
