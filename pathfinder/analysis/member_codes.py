"""A member's code in its file names: samples from one member folder (one sample, one subject) share
the code of the library, flowcell or instrument that member's files were made with
(`HG01123/…/NWM186c-1_S12_L001_R1_001.fastq.gz`, `HG01123/…/m54329U_201103_231616.ccs.bam`); the next
member's files carry another code, so the code is a value, not a literal of the rule.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import SegModel, Var, VarKind, lit, var_part

__all__ = ["member_code"]

# letters, digits, at most one letter after: `NWM186c`, `m54329U`, `L0042`
_CODE_RX = re.compile(r"^([A-Za-z]{1,4})([0-9]{3,})([A-Za-z]?)$")
_LEAD_RX = re.compile(r"^([A-Za-z]{1,4}[0-9]{3,}[A-Za-z]?)[-_.]")  # the code, then a separator


def _is_member_code(text: str) -> bool:
    """A run or library code, not a name with a number (`sha256`, `GTX1080`, `x86`): a letter after its
    digits (a sub-library), one or two letters before three digits or more, or five digits or more."""
    m = _CODE_RX.match(text)
    if m is None:
        return False
    letters, digits, after = m.groups()
    return bool(after) or len(letters) <= 2 or len(digits) >= 5


def member_code(name: SegModel, folders: list[SegModel], constant: dict[int, str]) -> bool:
    """The code a file name starts with, when every sample holds the same one and a constant folder above
    was generalised as one member of a family: the code varies with the member (a field).

    Why: a library, flowcell or instrument is one member's; its siblings' files were made with others.
    """
    parts = name.parts
    if name.entity_glob is not None or len(parts) < 2 or parts[0].var is not None \
            or not any(p.var is not None for p in parts[1:]):
        return False
    if not any(t - 1 < len(folders) and any(p.var is not None for p in folders[t - 1].parts) for t in constant):
        return False  # no member folder above: the code may name the whole tree's files
    head = parts[0].text
    m = _LEAD_RX.match(head)
    if m is None or parts[0].regex != T.rx_escape(head) or not _is_member_code(m.group(1)):
        return False
    letters = _CODE_RX.match(m.group(1)).group(1)  # type: ignore[union-attr]
    name.parts = [lit(letters), var_part(Var(VarKind.ALNUM, r"[0-9][0-9A-Za-z]*", "string"), "[0-9]*"),
                  lit(head[len(m.group(1)):])] + parts[1:]
    return True
