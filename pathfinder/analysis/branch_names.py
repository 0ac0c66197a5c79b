"""Stage 7d, a branch's own name: a constant folder the member rules generalised, named by words, is one value.

Samples drawn from one branch (one event, one run, one package, one depth) share its folder, and the member rules
(docs/analyser.md, step 7) see from its id that it is one of a family: `kiwi-pycon-2019` → `kiwi-pycon-*`,
`mingw-w64-gcc` → `mingw-w*-gcc`, `ocean-heat-content-2017-2021-700m` → `ocean-heat-content-*-*-700m`. The id was
generalised, but the words around it were kept, and they name that one member as much as its id does: the sibling
events, packages and depths carry other words (`scipy-2020`, `mingw-w64-kicad`, `…-2021-100m`). A folder whose free
words name it (`names_member`) is therefore read whole (`*`, one field holding the folder's name). A word glued to a
number counts it or is its unit, a word before a value is its key, and one or two words after the values may name a
kind (`2019-03-12_raw_data`): these stay, as does a folder the rules left literal and a `key=value` folder.
A member folder not named by words keeps no year glued to its letters (`acs2010_*yr` → `acs????_*yr`, round 16).
"""
from __future__ import annotations

import re

from pathfinder.analysis.numbered_words import numbered_word
from pathfinder.analysis.parts import Part, SegModel, VarKind, splice, whole_segment, year_part
from pathfinder.analysis.series import EDITION_YEAR

__all__ = ["glued_member_year", "named_branch_folders"]

#: a word; words joined by dots are one qualified name (`com.acme.ingest.worker`, `Ice.ThreadPool.Server`)
_WORD_RX = re.compile(r"[^\W\d_]+(?:\.[^\W\d_]+)*")
#: the values that make a folder one member of a numbered or dated family
_ID_KINDS = frozenset({VarKind.INT, VarKind.YEAR, VarKind.DATE, VarKind.DMY, VarKind.DATE8, VarKind.TIMESTAMP,
                       VarKind.TIME, VarKind.CLOCK})


def named_branch_folders(models: list[SegModel], segs: list[list[str]]) -> None:
    """Each constant folder (`models[t - 1]`, one text in every sample) that holds a generalised number or date and
    that its free words name (`names_member`): read whole (`*`).

    Why: the words of a folder that is one member of a family name that member, as its id does."""
    for t in range(2, len(models) + 1):
        model = models[t - 1]
        if model.entity_glob is not None or len(model.parts) < 2 \
                or not any(p.var is not None and p.var.kind in _ID_KINDS for p in model.parts):
            continue  # a value the member rules chose from a closed set (`g2_{one,two,…}_sister`) says what varies
        first = segs[0][-t]
        if "=" in first or any(s[-t] != first for s in segs):
            continue
        if names_member(model.parts):
            model.parts = [whole_segment()]
        else:
            glued_member_year(model)


def names_member(parts: list[Part]) -> bool:
    """Whether a template's free words name its member: two before or between its values (`kiwi-pycon-*`,
    `ocean-heat-content-*-*-700m`), one there and one after them (`mingw-w*-gcc`, `CA_*_refs`), or three after them
    (a title). One or two words after the values may name a kind (`2019-03-12_raw_data`, `run_0007_raw`) and stay.

    Not free: a word glued to a number (`gallery_light1_loop1`: `light` and `loop` count; a unit, `700m`), a word
    right before a value when a value or number comes earlier (`2011_09_26_drive_0019_sync`,
    `ILSVRC2015_VID_train_0001`: the key of that value), a counting word before its value (`run_0007`,
    `converted_files_1`). Words joined by dots are one qualified name (`com.acme.ingest.worker-3`: one name, a key)."""
    last = max((j for j, p in enumerate(parts) if not p.plain), default=-1)
    inner = tail = 0
    seen_value = False  # a value or a digit earlier in the folder
    for j, p in enumerate(parts):
        if not p.plain:
            seen_value = True
            continue
        value_before = j > 0 and not parts[j - 1].plain
        value_after = j + 1 < len(parts) and not parts[j + 1].plain
        text, end = p.text, 0
        for m in _WORD_RX.finditer(text):
            seen_value = seen_value or any(c.isdigit() for c in text[end:m.start()])
            end = m.end()
            before, after = text[m.start() - 1:m.start()], text[end:end + 2]
            if before.isdigit() or not m.start() and value_before or after[:1].isdigit() \
                    or end == len(text) and value_after:
                continue  # glued to a number: a counted word or a unit
            if value_after and len(text) - end <= 1 and (seen_value or numbered_word(m.group(), "1") == 2):
                continue  # the key of the value after it
            if j > last:
                tail += 1
            else:
                inner += 1
    return inner >= 2 or inner >= 1 and tail >= 1 or tail >= 3


#: a year glued after letters (`acs2010`, `cmip2019`), not part of a longer number
_GLUED_YEAR_RX = re.compile(rf"(?<=[^\W\d_])(?:{EDITION_YEAR})(?![0-9])")


def glued_member_year(model: SegModel) -> bool:
    """A year glued to the letters of a member folder's literal (`acs2010_*yr` → `acs????_*yr`): a field `year`.

    A folder the member rules read as one of a numbered or dated family is one edition of it (`acs2008_3yr` beside
    `acs2010_5yr`).

    Why: a year in an edition's name is that edition's year as much as its other values are."""
    for j, p in enumerate(model.parts):
        m = _GLUED_YEAR_RX.search(p.text) if p.plain else None
        if m is not None:
            model.parts[j:j + 1] = splice(p.text, m.start(), m.end(), year_part())
            return True
    return False
