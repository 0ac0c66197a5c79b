"""Stage 7d, a branch's qualified name: a constant folder naming a namespace and a name is one member (`*`).

Samples drawn from one branch (one model's results, one repository's dumps, one data set's versions) share the
branch's folder. When that folder joins two names by a doubled separator (`BAAI__bge-m3`, `django__django-11099`,
`models--google--flan-t5`, `zillow--home-values`), it is a qualified name: an owner and one of its items, which a
tree lists beside other owners' items. Such a folder right above the level where the samples vary (the file names,
or a folder the glob generalises: a revision hash, a version, a date) is one member of a family, so it is read whole
(`*`, one field holding its name). A category a person keeps (`images/`, `raw_data/`, `sample-data/`) has no doubled
separator; one further up, above a fixed folder (`team__alpha/summary/`), names more than the branch at hand and
stays, as do `__pycache__`-like names (separators at the ends), `key=value` folders and a folder whose typed values
(dates, numbers, codes) the rules read already (`S6A_P4_2__LR_STD__NT_031_…_F03.SEN6`: a product name padded with
`_`, its fields kept). Dictionary-free.
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import FREE_KINDS, SegModel, whole_segment

__all__ = ["qualified_owner_folders", "qualified_name"]

#: two names joined by a doubled separator (`org__model`, `models--org--name`): a letter or digit on each side
_QUALIFIED_RX = re.compile(r"[^\W_]([-_.])\1[^\W_]")


def qualified_owner_folders(models: list[SegModel], segs: list[list[str]]) -> None:
    """Each constant folder (`models[t - 1]`, one text in every sample) named by a `qualified_name` and right above the
    file names or above a folder the glob generalises: read whole (`*`).

    Why: a namespace and a name joined name one item of one owner, and the tree holds other owners' items beside it."""
    for t in range(2, len(models) + 1):
        model, child = models[t - 1], models[t - 2]
        if model.entity_glob is not None or len(model.parts) == 1 and model.parts[0].var is not None \
                or any(p.var is not None and p.var.kind not in FREE_KINDS for p in model.parts):
            continue  # an entity folder, one read whole already, or one whose typed values the rules read (a product)
        if t > 2 and child.entity_glob is None and all(p.var is None for p in child.parts):
            continue  # a fixed folder (not a fixed file name) between it and what varies: it names more than the branch
        first = segs[0][-t]
        if "=" in first or not qualified_name(first) or any(s[-t] != first for s in segs):
            continue
        model.parts = [whole_segment()]


def qualified_name(folder: str) -> bool:
    """Whether a folder joins two names by a doubled `_`, `-` or `.` (`BAAI__bge-m3`, `uciml--iris`); not a name
    wrapped in separators (`__pycache__`, `__init__`).

    Why: a doubled separator sets an owner apart from a name that holds single ones (`org__my-model_v2`)."""
    return _QUALIFIED_RX.search(folder) is not None
