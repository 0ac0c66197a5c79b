"""Stage 3b, a member's record in its file names: what else changes with the branch (branch13).

Samples drawn from one branch (one sample, one run, one plate) show that branch's folder as one value, and the file
names below often open with a copy of it (`Sample-1/Sample-1.A012.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html`,
`P7/P7_HFG7VDSXY_L_3_R1.fastq.gz`): such a name lists that member's record, a chain of its ids. The rules read the
long ids the glob generalises, and keep the other pieces literal, so a rule from one member pins that member's
flowcell and lane. `record_ids_in_echoing_names` reads them as values:

- a code of capitals and digits, seven characters or more with a digit (`C8DRAANXX`, `HFG7VDSXY`, `BR00116991`):
  a flowcell, a plate or a run of that member, never a word;
- a number standing alone between separators (`s_2`, `L_3`, `_001_`): one more id of that member (a lane, a
  chunk), as `branch_codes.number_beside_ids` reads it in a folder.

Plain words (`HiCUP_summary_report`, `mapped`, `R1` glued to its letter), codes of six characters or fewer
(`MSIL1C`, `GRCh38`, `hg19`, `WGS84`, `T1w`), and names that do not open with a copy of their generalised folder stay as read.
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, lit, var_part

__all__ = ["LONG_CODE", "record_ids_in_echoing_names"]

# a long code of capitals and digits (one digit at least), or a lone number, each between separators
#: a flowcell, a plate or a batch: seven capitals and digits or more, one digit at least (`B035CABXX`)
LONG_CODE = r"(?=[A-Z0-9]*[0-9])[A-Z][A-Z0-9]{6,31}"
_RECORD_ID_RX = re.compile(r"(?<=[-_.])(?:(" + LONG_CODE + r")|([0-9]{1,6}))(?=[-_.])")
_ECHO_SEPARATORS = "-_."


def _echoes(stems: list[str], folder: str) -> bool:
    """Whether every name opens with the folder's value and a separator (`Sample-1.…` under `Sample-1/`)."""
    n = len(folder)
    return bool(stems) and all(len(s) > n and s.startswith(folder) and s[n] in _ECHO_SEPARATORS for s in stems)


def _read_ids(text: str) -> list[Part] | None:
    """The literal `text` with each record id in it as a part that varies (None when it holds none)."""
    out: list[Part] = []
    at = 0
    for m in _RECORD_ID_RX.finditer(text):
        if m.group(1) is not None:
            part = var_part(Var(VarKind.ALNUM, r"[A-Z0-9]+", "string", name="code", rank=1), "*")
        else:
            part = var_part(Var(VarKind.INT, r"[0-9]+", "integer"), "*")
        out += [lit(text[at:m.start()]), part]
        at = m.end()
    if not out:
        return None
    out.append(lit(text[at:]))
    return [p for p in out if p.var is not None or p.text]


def record_ids_in_echoing_names(models: list[SegModel], constant: dict[int, str], stems: list[str]) -> bool:
    """In file names that open with a copy of a folder every sample shares and the glob generalises, with one id
    at least after the copy that the glob generalises too, the long capital codes and lone numbers between
    separators after that id vary (`*`); `constant` maps a depth from the end to the folder every sample has there.

    Why: a name that opens with its member's id is its record; a sibling's record writes its own flowcell there.
    """
    name = models[0]
    if name.entity_glob is not None:
        return False
    echoed = next((folder for t, folder in constant.items() if t - 1 < len(models)
                   and any(p.var is not None for p in models[t - 1].parts) and _echoes(stems, folder)), None)
    if echoed is None:
        return False
    parts = name.parts
    ids = [j for j, p in enumerate(parts) if p.var is not None]
    # the first id after the copy: the copy is a literal that opens the name, or the name's first value
    skip = 0 if parts and parts[0].plain and parts[0].text.startswith(echoed) else 1
    if len(ids) <= skip:
        return False
    first = ids[skip]
    out = list(parts[:first + 1])
    found = False
    for p in parts[first + 1:]:
        read = _read_ids(p.text) if p.plain else None
        if read is None:
            out.append(p)
            continue
        out += read
        found = True
    if found:
        name.parts = out
    return found
