"""Stage 7b, a letter code glued to the copy of a folder's id: two values, not one name.

Argo's profiles `coriolis/1900857/profiles/D1900857_151.nc` write the float's number (the folder) after the
data mode (`R` real time, `D` delayed); a run's files `run/0042/A0042_x.raw` after a channel letter. The copy is
the folder's value, the letters a code of their own. A station's code under date folders that its file names
start with (NEXRAD's `2013/05/20/KTLX/KTLX20130520_201643_V06.gz`) is one station of many (docs/analyser.md, step 7).
A four-digit folder whose copy starts a chain of ids in its names (LibriSpeech's `1938/180290/1938-180290-0001.flac`)
is a reader's id, not a year.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, each_read, var_part

__all__ = ["id_not_year", "letter_before_id", "station_code"]

_SEPARATED = re.compile(r"^$|^[-_. ]")
_LEAD_CAPITALS_RX = re.compile(r"^[A-Z]{1,2}(?=[0-9])")


def _depth(segs: list[list[str]], stems: list[str], letters: list[str]) -> int | None:
    """The depth from the end of a numbered folder (3 digits or more) each stem repeats right after its letters."""
    for t in range(2, min(len(s) for s in segs) + 1):
        if all(s[-t].isdigit() and s[-t].isascii() and len(s[-t]) >= 3
               and stem[len(a):].startswith(s[-t]) and _SEPARATED.match(stem[len(a) + len(s[-t]):])
               for s, stem, a in zip(segs, stems, letters)):
            return t
    return None


def letter_before_id(models: list[SegModel], segs: list[list[str]], stems: list[str],
                     name_model: Callable[[list[str]], list[Part] | None]) -> bool:
    """Rewrite the file name as a letter code, the folder's number and the rest, when every name starts with
    one or two capitals glued to the number of a folder above it (`D1900857_151` under `1900857/`).

    Why: the folder's number is the item, so the letters before its copy say something else of the file (a mode, a channel).
    """
    if len(models) < 2 or models[0].entity_glob is not None:
        return False
    found = each_read(_LEAD_CAPITALS_RX.match, stems)  # compiled once, stops at the first name without them
    if found is None:
        return False
    letters = [m.group() for m in found]
    if len({len(a) for a in letters}) != 1:
        return False
    t = _depth(segs, stems, letters)
    if t is None:
        return False
    k = len(letters[0])
    tail = name_model([stem[k + len(s[-t]):] for s, stem in zip(segs, stems)])
    if tail is None:
        return False
    code = var_part(Var(VarKind.WORD, f"[A-Z]{{{k}}}" if k > 1 else "[A-Z]", "string", name="code", rank=2), "?" * k)
    copy = var_part(Var(VarKind.INT, r"\d+", "integer"), "*")
    models[0] = SegModel(parts=[code, copy] + tail)
    return True


_STATION_RX = re.compile(r"^[A-Z]{3,5}$")


def station_code(models: list[SegModel], constant: dict[int, str]) -> bool:
    """A folder of three to five capitals, under a folder the glob generalises, that every file name starts with
    glued to a value (`2013/05/20/KTLX/KTLX20130520_201643_V06.gz`): a station or site code that varies, its copy
    in the name too.

    Why: a name under dated or numbered folders is one of their members; a tree's own name (`CC-NEWS`) sits above them.
    """
    name = models[0]
    if name.entity_glob is not None or len(name.parts) < 2 or name.parts[1].var is None:
        return False
    first = name.parts[0]
    for t, folder in constant.items():
        if first.var is not None or first.text != folder or not _STATION_RX.match(folder) or t >= len(models) \
                or not any(p.var is not None for p in models[t].parts) \
                or any(p.var is not None for p in models[t - 1].parts):
            continue
        models[t - 1] = SegModel(parts=[var_part(Var(VarKind.WORD, "[A-Z]+", "string"), "*")])
        name.parts = [Part(glob="*", regex="[A-Z]+", text=folder)] + name.parts[1:]
        return True
    return False


def id_not_year(model: SegModel, t: int, segs: list[list[str]], stems: list[str]) -> bool:
    """A four-digit folder read as a year, above a folder of four digits or more, whose file names start with
    both joined by a separator (`1938/180290/1938-180290-0001.flac`): the head of a chain of ids (a reader's and
    a chapter's), so a number of any width (`*`), not a year (`????`).

    A year is kept where a folder below starts with it (`2019/201901/…`: a month of that year) or with a `0` (a
    count within the year written to a fixed width, a docket's `2019/00123/2019-00123-01.pdf`); an id chained to
    another is written as it is (`103/1240/103-1240-0000.flac`).

    Why: below a year come a month or a day of two digits; a long number that the names chain to it is another id.
    """
    if t < 3 or len(model.parts) != 1 or model.parts[0].var is None or model.parts[0].var.kind is not VarKind.YEAR \
            or len(segs) != len(stems) or not stems:
        return False
    for s, stem in zip(segs, stems):  # string tests, no pattern per sample: many samples stay linear
        head, below = s[-t], s[-t + 1]
        k = len(head) + 1 + len(below)
        if not (below.isdigit() and below.isascii() and len(below) >= 4) or below[0] == "0" or below.startswith(head) \
                or not stem.startswith(head) \
                or stem[len(head):len(head) + 1] not in ("-", "_", ".") or stem[len(head) + 1:k] != below \
                or stem[k:k + 1] not in ("", "-", "_", "."):
            return False
    model.parts = [var_part(Var(VarKind.INT, r"\d+", "integer"), "*")]
    return True
