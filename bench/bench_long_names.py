"""The analyser's verify step on hostile long names, side by side: each field's pattern compiled apart (the way
before, kept here as the baseline) against one compilation per name (analysis/verify.py, `same_matches`).

Names of 200-390 characters made of `d.m.yy` dates or version pairs give ~25-55 fields, each carrying the whole
name's pattern (~14,000 characters) with its own group capturing. Run: `python bench/bench_long_names.py`.
"""
from __future__ import annotations

import random
import re
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pathfinder.analysis.infer as I  # noqa: E402
import pathfinder.analysis.verify as V  # noqa: E402
from pathfinder.analysis.parts import VarKind  # noqa: E402


def long_names(count: int, length: int, form: str, seed: int = 0) -> list[str]:
    """`count` file names of about `length` characters: `d.m.yy` dates or version pairs joined by `_`."""
    r = random.Random(seed)
    out = []
    for _ in range(count):
        pieces: list[str] = []
        while sum(len(p) + 1 for p in pieces) < length:
            pieces.append(f"{r.randint(1, 28)}.{r.randint(1, 12)}.{r.randint(10, 23)}" if form == "dates"
                          else f"{r.randint(0, 9)}.{r.randint(0, 20)}-{r.randint(0, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}")
        out.append("/data/set/" + "_".join(pieces) + ".csv")
    return out


def verify_per_field(glob: str, fields: list[Any], paths: list[str], ext: str, notes: list[str]) -> tuple[str, list[Any]]:
    """The baseline: verify's field check as it was, one `re.compile` per field."""
    kept = []
    probe = paths if len(paths) <= 2000 else paths[:: max(1, len(paths) // 2000)]
    split = [(p, [s for s in p.split("/") if s]) for p in probe]
    for f in fields:
        if f.combine or f.kind == VarKind.KEY_ANY:
            kept.append(f)
            continue
        rx = re.compile(f.pattern or "")
        good = True
        k = f.segment_index
        for p, segs in split:
            src = p if k is None else (segs[k] if -len(segs) <= k < len(segs) else None)
            if src is None or (not rx.search(src) and not f.default_null):
                good = False
                break
        if good:
            kept.append(f)
    return glob, kept


def verify_inputs(samples: list[str]) -> tuple[str, list[Any], list[str]]:
    """The glob, fields and paths the analyser hands to verify for these samples (its largest call)."""
    seen: list[tuple[str, list[Any], list[str]]] = []
    real = I.verify

    def spy(glob: str, fields: list[Any], paths: list[str], ext: str, notes: list[str]) -> Any:
        seen.append((glob, list(fields), list(paths)))
        return real(glob, fields, paths, ext, notes)

    I.verify = spy  # type: ignore[assignment]
    try:
        I.analyse(samples)
    finally:
        I.verify = real  # type: ignore[assignment]
    return max(seen, key=lambda s: len(s[1]))


def best_of(fn: Callable[[], Any], runs: int = 3) -> float:
    """CPU seconds of the fastest run, the regex cache emptied first (the analyser meets each name once)."""
    best = float("inf")
    for _ in range(runs):
        re.purge()
        t = time.process_time()
        fn()
        best = min(best, time.process_time() - t)
    return best


def main() -> None:
    print(f"{'names':34} {'fields':>6} {'per field':>10} {'per name':>10} {'ratio':>7}")
    for form, lengths in (("dates", (200, 300, 390)), ("pairs", (150, 200, 240))):
        for length in lengths:
            samples = long_names(20, length, form)
            glob, fields, paths = verify_inputs(samples)
            before = best_of(lambda: verify_per_field(glob, fields, paths, "", []))
            after = best_of(lambda: V.verify(glob, fields, paths, "", []))
            same = [f.name for f in verify_per_field(glob, fields, paths, "", [])[1]] == \
                [f.name for f in V.verify(glob, fields, paths, "", [])[1]]
            label = f"20 x {len(samples[0])}-char {form}"
            print(f"{label:34} {len(fields):>6} {before:>9.3f}s {after:>9.3f}s {before / max(after, 1e-6):>6.1f}x"
                  + ("" if same else "  VERDICTS DIFFER"))
    for form, length in (("dates", 390), ("pairs", 200)):
        samples = long_names(20, length, form)
        re.purge()
        t = time.process_time()
        I.analyse(samples)
        print(f"whole analysis, 20 x {len(samples[0])}-char {form}: {time.process_time() - t:.3f}s (CPU, first run)")


if __name__ == "__main__":
    main()
