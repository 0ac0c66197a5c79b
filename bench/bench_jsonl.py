"""`apply`'s JSONL writer: lines from orjson pieces (today) against the standard library's
encoder (the writer before, `record_line` plus one encode per batch).

Issue 16 asked for orjson where it pays. Both sides write the same 200,000 records (checked
byte-identical before timing) to an in-memory stream; the ratio is new throughput over old.
Records are what a YAML rule gives: a path, rule, tag, status and four plain fields (strings
and integers), plus one record in 50 that is unmatched.

    .venv/bin/python bench/bench_jsonl.py [--records N] [--repeat R]
"""
from __future__ import annotations

import argparse
import io
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pathfinder.engine.writers import JsonlWriter, RecordWriter  # noqa: E402


class OldJsonlWriter(JsonlWriter):
    """The writer before orjson: `record_line` and the escape pass (`JsonlWriter._format`) for
    every record, str lines encoded once per batch (the base writer's `write` and `_drain`)."""

    write = RecordWriter.write
    _drain = RecordWriter._drain


def old_writer(records: list[dict], out: io.BytesIO) -> None:
    OldJsonlWriter(out).write_all(records)


def new_writer(records: list[dict], out: io.BytesIO) -> None:
    JsonlWriter(out).write_all(records)


def make_records(n: int) -> list[dict]:
    records = []
    for i in range(n):
        path = f"/data/mission_{i % 97}/2024-{1 + i % 12:02d}-{1 + i % 28:02d}/temp_{i}.csv"
        if i % 50 == 0:
            records.append({"path": path, "rule": None, "tag": None, "status": "unmatched", "fields": {}})
        else:
            records.append({"path": path, "rule": "mission_readings", "tag": "sensor", "status": "complete",
                            "fields": {"mission_id": i % 97, "date": f"2024-{1 + i % 12:02d}-01",
                                       "kind": "temp", "reading": i}})
    return records


def paired_best(records: list[dict], repeat: int) -> tuple[float, float]:
    """Best time of each writer over `repeat` back-to-back pairs (the machine may be shared:
    load only ever adds time, so the minimum is the least disturbed figure)."""
    old_times, new_times = [], []
    for _ in range(repeat):
        for fn, times in ((old_writer, old_times), (new_writer, new_times)):
            out = io.BytesIO()
            started = time.perf_counter()
            fn(records, out)
            times.append(time.perf_counter() - started)
    return min(old_times), min(new_times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    records = make_records(args.records)
    a, b = io.BytesIO(), io.BytesIO()
    old_writer(records, a)
    new_writer(records, b)
    assert a.getvalue() == b.getvalue(), "outputs differ"
    old, new = paired_best(records, args.repeat)
    n = args.records
    print(f"records:      {n}")
    print(f"stdlib encoder: {n / old:>12,.0f} records/s  ({old:.3f} s)")
    print(f"orjson pieces:  {n / new:>12,.0f} records/s  ({new:.3f} s)")
    print(f"ratio:          {old / new:.2f}  (new / old throughput, best of {args.repeat})")


if __name__ == "__main__":
    main()
