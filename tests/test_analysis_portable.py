"""The analyser writes only portable patterns (docs/rule-language.md): no look-around, no
back-references, no case-insensitive flag, ASCII classes spelt out, so a draft means the same in
Python, RE2 and Java. Checked with the SQL compiler's own portability check on every
ground-truth layout of bench/ground_truth (corpus listings when present)."""
from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from pathfinder.analysis import analyse
from pathfinder.engine.sql.regex import portable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from ground_truth.layouts import CORPUS, LAYOUTS, REVIEW2_LAYOUTS, REVIEW_LAYOUTS, SYNTHETIC_LAYOUTS  # noqa: E402

# look-around, back-references, atomic groups, possessive quantifiers, Unicode-dependent classes, flags
NOT_PORTABLE = re.compile(r"\(\?[=!<>]|\\[1-9]|\\[dDwWsSbBpPuUN]|\(\?P=|[*+?}]\+|\(\?[aiLmsux]")

ALL = list(LAYOUTS) + list(SYNTHETIC_LAYOUTS) + list(REVIEW_LAYOUTS) + list(REVIEW2_LAYOUTS)


@pytest.mark.parametrize("layout", ALL, ids=[layout.name for layout in ALL])
def test_every_draft_pattern_is_portable(layout):
    if layout.generate is None and not all((CORPUS / name).is_file() for name in layout.listings):
        pytest.skip(f"corpus listing of {layout.name} not available")
    lines = layout.lines()
    kind = [p for p in lines if layout.is_kind(p)]
    for seed in (1, 2):
        samples = random.Random(seed).sample(kind, min(10, len(kind)))
        for f in analyse(samples).fields:
            if f.pattern:
                assert not NOT_PORTABLE.search(f.pattern), (layout.name, f.name, f.pattern)
                portable(f.pattern)  # raises NotPortable, naming the construct


@pytest.mark.parametrize("samples", [
    ["t/year=2024/k=a/x.parquet", "t/year=__HIVE_DEFAULT_PARTITION__/k=b/y.parquet", "t/year=2023/k=c/z.parquet"],
    ["d/sub-01_task-a_run-1_bold.nii", "d/sub-02_task-b_run-2_bold.nii", "d/sub-03_task-a_bold.nii"],
    ["x/IMG٣٤.jpg", "x/IMG12.jpg", "x/Zürich_7.jpg"],
    ["rel/app-1.2.3-rc1.tar.gz", "rel/app-1.3.0.tar.gz", "rel/app-2.0.0-BETA.tar.gz"],
    ["sales/sales_Mar2024.xlsx", "sales/sales_apr2024.xlsx", "sales/sales_DEC2023.xlsx"],
])
def test_hive_nulls_entities_and_unicode_need_no_look_around(samples):
    for f in analyse(samples).fields:
        if f.pattern:
            assert not NOT_PORTABLE.search(f.pattern), (f.name, f.pattern)
            portable(f.pattern)
