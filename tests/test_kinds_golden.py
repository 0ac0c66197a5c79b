"""The kinds split is the same as recorded (issue 13: speed work must not change the kinds found).

For every ground-truth layout of bench/ground_truth (corpus listings when present) and the bench's
mixed tree, a digest of `split_kinds(..., describe=False)` (each kind's key, count, extensions,
examples, samples, covering rules) must equal the one in tests/data/kinds_golden.json. The digest
leaves out the analyser's structure line (other work changes it); the split itself is what is pinned.
A deliberate change of the split regenerates the file:

    PATHFINDER_WRITE_KINDS_GOLDEN=1 .venv/bin/python -m pytest -q tests/test_kinds_golden.py
"""
from __future__ import annotations

import hashlib
import json
import os
import random
import sys
from pathlib import Path

from pathfinder.analysis.kinds import KindSplitter

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from bench_kinds import listing  # noqa: E402
from ground_truth.layouts import CORPUS, LAYOUTS, REVIEW2_LAYOUTS, REVIEW_LAYOUTS, SYNTHETIC_LAYOUTS  # noqa: E402

GOLDEN = ROOT / "tests" / "data" / "kinds_golden.json"
ALL = list(LAYOUTS) + list(SYNTHETIC_LAYOUTS) + list(REVIEW_LAYOUTS) + list(REVIEW2_LAYOUTS)


def digest(paths: list[str]) -> str:
    """What the split found, as one hash (a rule name per path makes `covered_by` part of it)."""
    splitter = KindSplitter()
    for i, p in enumerate(paths):
        splitter.add(p, "r1" if i % 7 == 0 else None)
    kinds = splitter.kinds(describe=False)
    text = json.dumps([[repr(k.key), k.structure, k.count, k.extensions, k.examples, k.samples, k.covered_by]
                       for k in kinds], ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()


def _cases() -> dict[str, list[str]]:
    cases: dict[str, list[str]] = {}
    for layout in ALL:
        if layout.generate is None and not all((CORPUS / name).is_file() for name in layout.listings):
            continue
        cases[layout.name] = layout.lines() + layout.others_extra()
    for name in sorted(p.name for p in CORPUS.glob("*.txt")) if CORPUS.is_dir() else ():
        cases["corpus:" + name] = [ln for ln in (CORPUS / name).read_text(encoding="utf-8").splitlines() if ln.strip()]
    cases["bench_kinds:60000"] = listing(60_000)
    rnd = random.Random(5)  # more distinct names than MAX_KEYS: the early coarsening runs too
    cases["words:30000"] = [f"/srv/{rnd.choice('abc')}/{''.join(rnd.choices('klmnop', k=7))}_{i}.{rnd.choice(('txt', 'log'))}"
                            for i in range(30_000)]
    return cases


def test_the_split_is_as_recorded() -> None:
    got = {name: digest(paths) for name, paths in _cases().items()}
    if os.environ.get("PATHFINDER_WRITE_KINDS_GOLDEN"):
        GOLDEN.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    changed = sorted(name for name in got if name in want and got[name] != want[name])
    assert not changed, f"kinds differ from tests/data/kinds_golden.json for: {changed}"
    assert len(set(got) & set(want)) >= len(got) // 2  # the comparison covered the listings
