"""Stage 4d, a granule's band: a capital letter and a zero-padded number in a time-stamped file name.

Satellite granules name the spectral band or channel they hold beside their sensing time: GOES ABI's
`…-M6C05_G16_s<time>_…`, Himawari's `HS_H08_20150707_0000_B03_FLDK_…`, Sentinel-2's `…_<time>_B04.jp2`. Samples
picked from one granule's folder, or of one band, show one value; the band's siblings hold the others, so the
number varies (docs/analyser.md, step 7).
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import SegModel, Var, VarKind, lit, var_part

__all__ = ["numbered_band"]

_TIMED_RX = re.compile(r"[0-9]{8}(?:T?[0-9]{6}|_[0-9]{4,6})|[0-9]{12,}")  # a date-time: a granule's sensing time
# a capital glued to a zero-padded number, ending a piece of the name, after a separator or another code (`M6C05`)
_BAND_RX = re.compile(r"(?:^|(?<=[-_.])|(?<=[A-Z0-9]))([A-Z])(0[0-9])(?=[-_.])")


def numbered_band(name: SegModel, stems: list[str]) -> bool:
    """The first capital letter and zero-padded two-digit number that every file name shares as written, in names
    that hold a date-time (`…-M6C05_G16_s20211451800267_…`, `…_20150707_0000_B03_…`): the number varies (`C??`), an
    integer field `band`; names without a date-time keep theirs (`IMG_C01.jpg`).

    Why: a granule's file is one band of an instrument's numbered bands; the samples at hand showed only one.
    """
    if name.entity_glob is not None or not stems or not all(_TIMED_RX.search(s) for s in stems):
        return False
    for j, p in enumerate(name.parts):
        if not p.plain or not p.text:
            continue
        m = _BAND_RX.search(p.text)
        if m is None:
            continue
        band = var_part(Var(VarKind.INT, "[0-9]{2}", "integer", name="band", rank=2, width=2), "??")
        head, tail = p.text[: m.start(2)], p.text[m.end(2):]
        name.parts = name.parts[:j] + [lit(head), band] + ([lit(tail)] if tail else []) + name.parts[j + 1:]
        return True
    return False
