"""Stage 3b, a name whose piece count varies: the extra pieces sit in one free piece between typed ones.

IDR's DeltaVision stacks `AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_5.dv` beside
`AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv` list one or two probes between the cell line,
condition and replicate that lead the name and the channel and image number that end it; cutting the name so that
the list is one piece keeps both ends read (docs/analyser.md, step 3).
"""
from __future__ import annotations

__all__ = ["MAX_MIDDLE_PIECES", "middle_absorbs"]

#: the most pieces a name is cut into when looking for a free piece between typed ones (each position is tried)
MAX_MIDDLE_PIECES = 8


def middle_absorbs(distinct: list[str], d: str, k: int) -> list[tuple[int, list[list[str]]]]:
    """The cuts of `distinct` into `k` pieces at `d` where piece `a` (not the first or last) holds the extra
    delimiters: `a` pieces from the start, `k - 1 - a` from the end (`AC16_T18d24h_Rep2_<probes…>_DAPIChan2_5`).

    Why: free text (a list of probes, a title) often sits between an id that leads a name and counters that end it.
    """
    if not 3 <= k <= MAX_MIDDLE_PIECES:
        return []
    out = []
    for a in range(1, k - 1):
        cut = []
        for v in distinct:
            head = v.split(d, a)
            cut.append(head[:a] + head[a].rsplit(d, k - 1 - a))
        out.append((a, cut))
    return out
