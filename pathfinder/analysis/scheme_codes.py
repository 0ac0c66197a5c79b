"""Coded pieces of a naming scheme: chunks of letters and digits (`t00z`, `f384`, `0p25`) that every name of one
scheme holds once, in one order, however many words its components add around them (NCEP's
`geavg.t00z.pgrb2a.0p50.f000` beside `gefs.wave.t00z.c00.global.0p25.f384.grib2`). `clusters` joins groups of
such names, `ragged_middle` anchors a name's template on them (docs/analyser.md, "Rules of round 13 (strays13)").
"""
from __future__ import annotations

import re

__all__ = ["MAX_ANCHOR_NAMES", "MIN_SHARED_CODES", "coded_shape", "shared_codes"]

#: a chunk of letters and digits (`t00z`, `f384`, `0p25`, `L2A`): a coded piece a naming scheme puts in every name
_CODED_RX = re.compile(r"(?=[^0-9]*[0-9])(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]+")
_DIGITS_RX = re.compile(r"[0-9]+")
MIN_SHARED_CODES = 2  # coded pieces every name must share to be one scheme's (one is a word among free text)
MAX_ANCHOR_NAMES = 256  # distinct names compared for shared coded pieces (a bound on the work per analysis)


def coded_shape(chunk: str) -> str | None:
    """A chunk's coded shape, digits blind (`t00z` and `t12z` -> `t0z`), or None for a word or a bare number."""
    return _DIGITS_RX.sub("0", chunk) if _CODED_RX.fullmatch(chunk) else None


def shared_codes(shapes: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> list[str]:
    """The coded shapes every name holds exactly once, in the order every name holds them (else [])."""
    per_name = []
    for chunks, _ in shapes:
        found = [s for c in chunks if (s := coded_shape(c)) is not None]
        per_name.append([s for s in found if found.count(s) == 1])
    if not per_name:
        return []
    common = set(per_name[0]).intersection(*per_name[1:])
    order = [s for s in per_name[0] if s in common]
    return order if all([s for s in names if s in common] == order for names in per_name) else []
