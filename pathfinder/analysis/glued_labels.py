"""Stage 2g, a label glued to a keyed number, the separator between them written by some names and not by others.

Folders named by hand join a label and a numbered key as their writer liked: `AceT1` beside `Gly_T1` (a medium and
its trial), `ctrlRep2` beside `drug_Rep1`, `WT-day3` beside `KOday1`. The label and the number are two values
and the separator is no part of either (docs/analyser.md, "Rules of round 11 (glued11)").
"""
from __future__ import annotations

import re

from pathfinder.analysis.naming import key_name
from pathfinder.analysis.parts import Part, Var, VarKind, lit, var_part

__all__ = ["label_then_key"]

_SET_APART_RX = re.compile(r"^([A-Za-z0-9]+?)([-_ .])([A-Za-z]{1,5})(\d{1,4})$")


def label_then_key(distinct: list[str]) -> list[Part] | None:
    """Names that are a label, an optional separator, one key and its number (`AceT1`, `Gly_T1`, `RDM_T3`), some
    with the separator and some without, the labels varying: the label and the number, two fields, the key literal
    and the separator optional (`*T*`); else None. The names that set the key apart say which letters it is.

    Why: the same label and key glued in one name and set apart in its sibling are one place written two ways.
    """
    if len(distinct) < 2:
        return None
    apart = [m for m in map(_SET_APART_RX.match, distinct) if m]
    keys, seps = {m.group(3) for m in apart}, {m.group(2) for m in apart}
    if not apart or len(apart) == len(distinct) or len(keys) != 1 or len(seps) != 1:
        return None
    (key,), (sep,) = keys, seps
    glued = re.compile(r"^([A-Za-z0-9]+?)" + re.escape(key) + r"(\d{1,4})$")
    labels = {m.group(1) for m in apart}
    for v in distinct:
        m = glued.match(v)
        if m is None and _SET_APART_RX.match(v) is None:
            return None
        if m is not None:
            labels.add(m.group(1))
    if len(labels) < 2:
        return None
    label = var_part(Var(VarKind.STRING, "[A-Za-z0-9]+?", "string"), "*")
    number = var_part(Var(VarKind.INT, r"\d+", "integer", name=key_name(key), rank=2), "*")
    return [label, Part(glob="", regex="(?:" + re.escape(sep) + ")?", text=""), lit(key), number]
