"""A capture session's label: a constant folder keyed by when it started and its number, then a name.

Drones and cameras file a flight or a mission as `DJI_202307121030_001_Mission1`: the date and time it started,
its sequence number, then the name the pilot gave it. Samples drawn from one session show one name, but each
sibling session has its own (docs/analyser.md, step 7).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import SegModel, Var, VarKind, lit, var_part

__all__ = ["label_after_stamp"]

_LABEL_RX = re.compile(r"^[_\-.][A-Za-z][A-Za-z0-9-]*$")
_ID_KINDS = frozenset({VarKind.INT, VarKind.DATE, VarKind.DATE8, VarKind.TIMESTAMP})


def label_after_stamp(model: SegModel, folder: str) -> bool:
    """A date-time stamp, a sequence number, then a name (`DJI_202307121030_001_Mission1`): the name labels that
    session, so it varies with the stamp (`DJI_*_*_*`); a folder without a date in its numbers keeps its name.

    Why: a session folder is named when it is made, so its siblings carry their own names after their own stamps.
    """
    parts = model.parts
    if model.entity_glob is not None or len(parts) < 4 or parts[-1].var is not None:
        return False
    tail = parts[-1].text
    if not _LABEL_RX.match(tail) or parts[-1].regex != T.rx_escape(tail):
        return False
    if sum(p.var is not None and p.var.kind in _ID_KINDS for p in parts[:-1]) < 2:
        return False
    if not any(len(run) >= 8 and T.is_date8(run[:8]) for run in re.findall(r"\d+", folder)):
        return False
    model.parts = parts[:-1] + [lit(tail[0]), var_part(Var(VarKind.STRING, r"[^/]+", "string", name="label"), "*")]
    return True
