"""Plate coordinates: the wells of a multi-well plate and the ids joined to their numbers (round 11, tune12).

Microscopy screens file images and measurements by plate well (`A01` ... `P24`, a row letter and a column number),
often joined to the next number (`A01-1`: well A01, site 1; `BR00116991-A01-2`; `9987_B02_s1_w2`). What holds
whatever instrument wrote them:

- `well_rows`: a piece that is a well (one capital row letter, a two-digit column, between separators) stands for
  every row of the plate, even when the samples all show one row (one-branch samples of well `A01`).
(A dash after such an id, `A01-1`, is no `key-value` entity: segments._key_value_folder, round 11's glued11.)
"""
from __future__ import annotations

import re
from dataclasses import replace

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, lit

__all__ = ["well_rows"]

#: a literal ending in a plate's row letter that starts a piece (`_E`, `-B`, `Well_C`, or the segment's start)
_ROW_END_RX = re.compile(r"(?:^|(?<=[-_. ]))[A-P]$")


def well_rows(model: SegModel) -> None:
    """A well written as one capital row letter (A-P) and a two-digit column, after a separator or at the start and
    before a separator, the end or a glued key (`_E07_`, `A01-1`, `9987_B02_s1`, `_A01f00d0`), whose row the samples
    all share: the row letter becomes a code like the column
    (`E??` -> `[A-Z][0-9][0-9]`: a row and two digits, never another three-letter code), read with the column as the well (`code_id`), as when the samples show several rows.

    Why: a plate's wells run over every row; samples from one well, one row or one folder show only one of them."""
    parts = model.parts
    if model.entity_glob is not None:
        return
    for i in range(len(parts) - 1):
        p, nxt = parts[i], parts[i + 1]
        if p.var is not None or p.regex != T.rx_escape(p.text) or not _ROW_END_RX.search(p.text) \
                or len(p.text) == 1 and i > 0:  # `S01E07`: a letter after a number is no row
            continue
        if nxt.var is None or nxt.var.kind != VarKind.INT or nxt.var.width != 2:
            continue
        after = parts[i + 2] if i + 2 < len(parts) else None
        ends = after is None or i + 3 == len(parts) and after.text.startswith(".")  # nothing but the extension
        if i == 0 and len(p.text) == 1 and ends:  # a whole name `B01` is a band or a label as often as a well
            continue
        # a separator, the end, or a glued lower-case key (`A01f00d0`: field 0, channel 0) after the column
        if after is not None and not (after.var is None and (after.text[:1] in T.SEPARATORS or after.text[:1].islower())):
            continue
        row = Part(glob="[A-Z]", regex="[A-Z]", var=Var(VarKind.ENUM, "[A-Z]", "string", name="code", rank=2), text="")
        column = replace(nxt, glob="[0-9][0-9]")  # `_B01_` bands: `[A-Z]??` took Sentinel-2's `_TCI_`, `_SCL_`
        model.parts = parts[:i] + ([lit(p.text[:-1])] if len(p.text) > 1 else []) + [row, column] + parts[i + 2:]
        return
