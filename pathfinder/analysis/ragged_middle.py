"""Stage 3b, a name whose piece count varies: the extra pieces sit in one free piece between typed ones.

IDR's DeltaVision stacks `AC16_T18d24h_Rep2_Nr1d1Chan1_DAPIChan2_5.dv` beside
`AC16_T18d24h37d2h_Rep2_PoorProbeChan1_Tp53Chan2_DAPIChan3_8.dv` list one or two probes between the cell line,
condition and replicate that lead the name and the channel and image number that end it; cutting the name so that
the list is one piece keeps both ends read (docs/analyser.md, step 3).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.columns import column_parts
from pathfinder.analysis.scheme_codes import MAX_ANCHOR_NAMES, MIN_SHARED_CODES, coded_shape, shared_codes
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, lit, var_part

__all__ = ["MAX_MIDDLE_PIECES", "coded_anchors", "middle_absorbs"]

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


def coded_anchors(distinct: list[str], shapes: dict, n: int, tail: list[Part]) -> SegModel | None:
    """Names of different piece counts and separators around coded pieces every name holds once, in one order
    (NCEP's `geavg.t00z.pgrb2a.0p50.f000` beside `gefs.wave.t00z.c00.global.0p25.f384.grib2`): each coded piece
    typed, the text between two of them free, a piece only some names end with optional (`{,.grib2}`). A glob of
    the coded pieces (the cycle, the grid, the lead time) keeps the siblings and leaves out other files.

    Why: one scheme's components name their files with more or fewer words, but keep its coded pieces in order."""
    if len(distinct) > MAX_ANCHOR_NAMES:
        return None
    order = shared_codes([shapes[v] for v in distinct])
    if len(order) < MIN_SHARED_CODES:  # one coded word among free text (`clear-f090w`) is no scheme
        return None
    columns: list[list[str]] = [[] for _ in order]
    gaps: list[list[str]] = [[] for _ in range(len(order) + 1)]
    for v in distinct:
        chunks, seps = shapes[v]
        pos, at, k = 0, 0, 0
        for i, c in enumerate(chunks):
            at += len(seps[i])
            if k < len(order) and coded_shape(c) == order[k]:
                gaps[k].append(v[pos:at])
                columns[k].append(c)
                pos, k = at + len(c), k + 1
            at += len(c)
        gaps[-1].append(v[pos:])
    parts: list[Part] = []
    for k, gap in enumerate(gaps):
        parts.extend(_gap_parts(gap))
        if k < len(order):
            parts.extend(_number_glob(p, columns[k]) for p in column_parts(columns[k], n))
    return SegModel(parts=parts + tail)


def _number_glob(part: Part, values: list[str]) -> Part:
    """A coded piece's number as its glob should take it: zero-padded to one width in the samples (`f003`, `f384`),
    that width (`f???`: a format); else any width ending in a digit (`f*[0-9]`). Either way a sidecar named after
    the file (`….f000.idx`) is not taken."""
    if part.var is None or part.var.kind != VarKind.INT or part.glob != "*":
        return part
    numbers = [m.group(0) for v in values for m in _DIGITS_RX.finditer(v)]
    widths = {len(x) for x in numbers}
    padded = len(widths) == 1 and len(numbers) == len(values) and any(x[0] == "0" and len(x) > 1 for x in numbers)
    glob = "?" * widths.pop() if padded else "*[0-9]"
    return Part(glob=glob, regex=part.regex, var=part.var, text=part.text, strong=part.strong)


_DIGITS_RX = re.compile(r"[0-9]+")
_DOTTED_END_RX = re.compile(r"(?:\.[A-Za-z][A-Za-z0-9]{0,7})+")  # `.grib2`, `.nc`, `.tar.gz`: an ending, not free text


def _gap_parts(texts: list[str]) -> list[Part]:
    """The text between two coded pieces: as written when every name writes it alike, an optional ending when
    some names lack the one dotted ending the others write (`.grib2`), else free text keeping the separators all
    share (` - Alex` after some names is free text: `*`)."""
    if len(set(texts)) == 1:
        return [lit(texts[0])] if texts[0] else []
    given = {t for t in texts if t}
    if len(given) == 1 and "" in texts and _DOTTED_END_RX.fullmatch(next(iter(given))):
        text = given.pop()
        return [Part(glob="{," + T.glob_escape(text) + "}", regex="(?:" + T.rx_escape(text) + ")?", text="")]
    if "" in texts:
        return [Part(glob="*", regex=".*?", text="*")]
    lead = texts[0][0] if all(t[0] == texts[0][0] and len(t) > 1 for t in texts) and texts[0][0] in T.SEPARATORS else ""
    rest = [t[len(lead):] for t in texts]
    trail = rest[0][-1] if all(r[-1] == rest[0][-1] and len(r) > 1 for r in rest) and rest[0][-1] in T.SEPARATORS else ""
    out = [lit(lead)] if lead else []
    out.append(var_part(Var(VarKind.STRING, r"[^/]+?", "string"), "*"))
    return out + ([lit(trail)] if trail else [])
