"""A number that some names set off by a separator and others glue to the word before it (round 16, shapes16).

scikit-hep's test files `uproot-issue367.root`, `uproot-issue-240.root`, `uproot-issue126b.root`,
`uproot-issue243-new.root` number the issue they reproduce; newer files write a `-` before the number, older ones
none. With both spellings no template aligns the number, and the value after `issue` stays free text (`-240`,
`126b`). `optional.glued_constant` reads a constant some names glue to a number of one width and others set apart
from it, in two name shapes; here the constant is the literal before the free value, the numbers have any width
(letters before them say where they start) and the names hold more shapes (a part letter, a note).

- `number_after_optional_separator`: a free field (one `*`) right after letters, whose every value is a number
  after an optional separator, some values writing it and some not, perhaps a part letter glued after it (`126b`:
  a second file of the same number) and a note after a separator (`-new`): the number, the letter and the note,
  beside the value read whole (the letter and the note null where a name has none; the glob unchanged).
"""
from __future__ import annotations

import re

from pathfinder.analysis.glued_literals import free_part
from pathfinder.analysis.parts import SegModel, Var, VarKind, pattern_with
from pathfinder.analysis.slots import Slot, group_reads

__all__ = ["number_after_optional_separator"]

_VALUE_RX = re.compile(r"([-_]?)([0-9]{1,9})([a-h]?)(?:[-_]([A-Za-z0-9][A-Za-z0-9_-]{0,63}))?")
MIN_DISTINCT = 4  # fewer distinct values show no spelling that varies
PROBE = 256  # distinct values looked at first


def number_after_optional_separator(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """The number, part letter and note of a free value that a separator before the number opens on some names only.

    Why: one tree numbering its items both `issue-240` and `issue367` means one number after one word."""
    ps = model.parts
    if model.entity_glob is not None:
        return []
    free = [i for i, p in enumerate(ps) if free_part(p)]
    if len(free) != 1 or sum(1 for p in ps if p.var is not None) != 1:
        return []
    j = free[0]
    if j == 0 or ps[j - 1].var is not None or not ps[j - 1].text[-1:].isalpha():
        return []  # the number follows a word the names share (`issue`), where a separator may or may not stand
    head = sum(len(p.text) for p in ps[:j])
    tail = sum(len(p.text) for p in ps[j + 1:])
    distinct = list(dict.fromkeys(values))
    found = []
    for k, v in enumerate(distinct):
        m = _VALUE_RX.fullmatch(v, head, len(v) - tail)
        if m is None:
            return []
        found.append(m)
        if k == PROBE:
            break  # enough to see both spellings; every value is read by the patterns below
    opened = {bool(m.group(1)) for m in found}
    if len(distinct) < MIN_DISTINCT or opened != {True, False} or len({m.group(2) for m in found}) < 2:
        return []
    reads = ((r"[-_]?([0-9]{1,9})[a-h]?(?:[-_][A-Za-z0-9][A-Za-z0-9_-]{0,63})?", "number", VarKind.INT, "integer"),
             (r"[-_]?[0-9]{1,9}([a-h])?(?:[-_][A-Za-z0-9][A-Za-z0-9_-]{0,63})?", "part", VarKind.STRING, "string"),
             (r"[-_]?[0-9]{1,9}[a-h]?(?:[-_]([A-Za-z0-9][A-Za-z0-9_-]{0,63}))?", "note", VarKind.STRING, "string"))
    out: list[Slot] = []
    for g, (inner, name, kind, typ) in enumerate(reads):
        pattern = pattern_with(ps, j, inner)
        raw = group_reads(pattern, values)
        if g == 0 and any(r is None for r in raw):
            return []
        if g and all(r is None for r in raw):
            continue  # no name writes a letter (a note): no field
        out.append(Slot(Var(kind, "", typ, default_null=bool(g)), src, pattern, raw, (seg_order, j + 0.1 * (g + 1)),
                        kind, typ, default_null=bool(g), name=name, rank=1))
    return out
