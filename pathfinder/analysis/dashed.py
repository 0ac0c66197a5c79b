"""Stage 2f, dash-joined pieces that all vary: one free name.

Model names (`CNRM-ESM2-1`, `IPSL-CM6A-LR`, `MIROC6`, `BCC-ESM1`) or cloud regions (`us-east-1`, `us-gov-west-1`)
join their words with `-` as their makers like, in a folder or between a name's `_` parts: the number of pieces
is no part of the family (docs/analyser.md, step 4).
"""
from __future__ import annotations

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import FREE_KINDS, Part, Var, VarKind, var_part

__all__ = ["dashed_names"]


def _free(p: Part) -> bool:
    return p.var is not None and p.var.kind in FREE_KINDS


def _bound(p: Part | None, first: bool) -> str | None:
    """The separator a run of pieces is bounded by on this side ('' at the name's edge), or None."""
    if p is None:
        return ""
    if p.var is not None or not p.text:
        return None
    c = p.text[0] if first else p.text[-1]
    return c if c in T.SEPARATORS and c != "-" else None


def dashed_names(parts: list[Part]) -> list[Part]:
    """Each run of two or more free pieces joined by single `-`, all varying, one of them words only, bounded by
    another separator or the name's edge, read as one free value (`*`): the count of pieces is no longer fixed.

    Why: siblings of such a name hold more or fewer pieces (`MIROC6` beside `CNRM-ESM2-1`), so the count is an accident of the samples.
    """
    out: list[Part] = []
    i = 0
    while i < len(parts):
        j = i
        if _free(parts[i]):
            while j + 2 < len(parts) and parts[j + 1].var is None and parts[j + 1].text == "-" and _free(parts[j + 2]):
                j += 2
        before = _bound(out[-1] if out else None, first=False)
        after = _bound(parts[j + 1] if j + 1 < len(parts) else None, first=True)
        words = j > i and any(parts[k].var.kind in (VarKind.WORD, VarKind.ENUM)  # type: ignore[union-attr]
                              for k in range(i, j + 1, 2))
        if words and before is not None and after is not None:
            stop = "".join(sorted({c for c in (before, after) if c}))
            out.append(var_part(Var(VarKind.STRING, f"[^/{T.rx_escape(stop)}]+" if stop else r"[^/]+", "string"), "*"))
            i = j + 1
            continue
        out.append(parts[i])
        i += 1
    return out
