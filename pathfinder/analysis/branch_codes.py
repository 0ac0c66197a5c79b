"""Stage 3b, a branch's own code: samples drawn from one branch (one region, one participant, one
sample) keep that branch's name constant, and these rules read the name as one member of a family
when its neighbours say so (docs/analyser.md, "Rules of round 8"):

- `level_code`: a short code of letters and a number between two generalised folders
  (`train/dr3/<speaker>/`): one level of the same hierarchy, its number varies;
- `member_id_code`: a listing's first folder named like a participant or sample (`P11`, `HG00096`)
  is one member, not the tree's name, when the file names repeat it (`P11/videos/P11_109.MP4`).

Plain words and codes under fixed folders (`lib64/`, `python3/`, `api/v2/`) stay literal.
Each rewrites a template in place and says whether it did.
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import SegModel, Var, VarKind, all_literal, lit, var_part

__all__ = ["level_code", "member_id_code"]

_LEVEL_CODE_RX = re.compile(r"^([A-Za-z]{1,3})([0-9]{1,2})$")


def _generalised(model: SegModel) -> bool:
    """Whether the glob writes a variable in this segment (a member, a split, a date)."""
    return any(p.var is not None for p in model.parts)


def level_code(model: SegModel, folder: str, parent: SegModel, below: SegModel) -> bool:
    """A short code of letters and a number (`dr3`, `g2`, `L4`) right between two folders the glob
    generalises (a split or member above, members below): its number varies, the letters stay
    (`dr[0-9]*`, the number a field).

    Why: a folder between two levels of members is a member of its own level; under a fixed folder the same shape is a name.
    """
    m = _LEVEL_CODE_RX.match(folder)
    if m is None or not all_literal(model) or model.entity_glob is not None \
            or not _generalised(parent) or not _generalised(below):
        return False
    letters = m.group(1)
    var = Var(VarKind.INT, r"[0-9]+", "integer")
    model.parts = [lit(letters), var_part(var, "[0-9]*")]
    return True


_MEMBER_ID_RX = re.compile(r"^[A-Z]{1,3}[0-9]{2,}$")


def member_id_code(folder: str) -> bool:
    """Whether a first folder is named like one member's id (`P11`, `S042`, `HG00096`: one to three
    capitals and two digits or more), so that a file name repeating it makes it a member (`members.echoed_folder`);
    a word with a digit (`era5`, `CMIP6`, `python3`) names the tree.

    Why: trees are named in words; participants, patients and samples are a letter code and a number.
    """
    return bool(_MEMBER_ID_RX.match(folder))
