"""A capture session's label: a constant folder keyed by when it started and its number, then a name;
a run's code that carries its day (`BJ20170901A`); a day's folder named by its target (`2023-11-04_NGC1300`).

Drones and cameras file a flight or a mission as `DJI_202307121030_001_Mission1`: the date and time it started,
its sequence number, then the name the pilot gave it. Samples drawn from one session show one name, but each
sibling session has its own (docs/analyser.md, step 7).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.numbered_words import numbered_tokens
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, all_literal, lit, read_template, var_part

__all__ = ["code_after_date", "dated_code", "label_after_stamp", "tag_after_stamp"]

_LABEL_RX = re.compile(r"^[_\-.][A-Za-z][A-Za-z0-9-]*$")
_ID_KINDS = frozenset({VarKind.INT, VarKind.DATE, VarKind.DATE8, VarKind.TIMESTAMP})
_DATE_KINDS = frozenset({VarKind.DATE, VarKind.DATE8, VarKind.TIMESTAMP})


def _plain_tail(model: SegModel, rx: re.Pattern[str], min_parts: int) -> str | None:
    """The text of the template's last part when it is a plain literal that `rx` matches, in a template of
    `min_parts` parts or more; else None."""
    parts = model.parts
    if model.entity_glob is not None or len(parts) < min_parts or not parts[-1].plain or not rx.match(parts[-1].text):
        return None
    return parts[-1].text


def _ids(parts: list[Part]) -> int:
    """How many of these parts are ids: numbers, dates, date-times."""
    return sum(p.var is not None and p.var.kind in _ID_KINDS for p in parts)


_DIGIT_RUN_RX = re.compile(r"\d+")


def _holds_date8(folder: str) -> bool:
    """Whether a run of digits in the folder's name starts with a valid `YYYYMMDD` date."""
    return any(len(run) >= 8 and T.is_date8(run[:8]) for run in _DIGIT_RUN_RX.findall(folder))


def label_after_stamp(model: SegModel, folder: str) -> bool:
    """A date-time stamp, a sequence number, then a name (`DJI_202307121030_001_Mission1`): the name labels that
    session, so it varies with the stamp (`DJI_*_*_*`); a folder without a date in its numbers keeps its name.

    Why: a session folder is named when it is made, so its siblings carry their own names after their own stamps.
    """
    parts = model.parts
    tail = _plain_tail(model, _LABEL_RX, 4)
    if tail is None or tail[0] == "." and tail[1:].isalnum():  # a product folder's format (`.SEN3`, `.zarr`)
        return False
    if _ids(parts[:-1]) < 2 or not _holds_date8(folder):
        return False
    model.parts = parts[:-1] + [lit(tail[0]), var_part(Var(VarKind.STRING, r"[^/]+", "string", name="label"), "*")]
    return True


_DATED_CODE_RX = re.compile(r"^([a-z]+[-_])?[A-Z]{1,4}([0-9]{8})[A-Z0-9]{0,3}$")


def dated_code(model: SegModel, folder: str) -> bool:
    """A folder named by a short capital code glued to a date, perhaps a letter or number after it (a drive's
    `BJ20170901A`, a flight's `FL20230512B`, after a lowercase word: `run_BJ20170901A`): one dated run of a series,
    so it varies as a whole (a field `run`; the word stays).

    Why: a code that carries its day is made anew for each run, and the next run's code holds another day or letter.
    """
    m = _DATED_CODE_RX.match(folder)
    if m is None or model.entity_glob is not None or not all_literal(model) or not T.is_date8(m.group(2)):
        return False
    code = Var(VarKind.STRING, r"[A-Z]+[0-9]{8}[A-Z0-9]*", "string", name="run", rank=1)
    word = m.group(1) or ""
    model.parts = ([lit(word)] if word else []) + [var_part(code, "[A-Z]*" + "[0-9]" * 8 + "*")]
    return True


_DAY_KINDS = frozenset({VarKind.DATE, VarKind.DATE8, VarKind.DMY})
_DAY_CODE_RX = re.compile(r"^[-_][A-Z]{1,5}[0-9]{1,6}[A-Z]?$")


def code_after_date(model: SegModel, folder: str) -> bool:
    """A date, then `_` or `-` and one capital code with digits to the end (an observing night's
    `2023-11-04_NGC1300`, a lab day's `20240315_P017`): the code names that day's target or sample, so it varies
    with the date (a field `label`); a word after the date (`_raw`, `_sync`) stays.

    So is a day then words that hold a numbered member among other pieces (a screen's `2016_04_01_a549_48hr_batch1`
    beside `2017_12_05_Batch2`, a lab's `2024-03-15_HeLa_run2`: numbered_words.numbered_tokens): `????_??_??_*`.

    Why: a folder named by its day and what was done that day has siblings of other days and other targets.
    """
    parts = model.parts
    if model.entity_glob is not None or len(parts) < 2 or parts[0].var is None or parts[0].var.kind not in _DAY_KINDS:
        return False
    tail = parts[1]
    if not tail.plain or not (len(parts) == 2 and _DAY_CODE_RX.match(tail.text) or _numbered_label(parts, folder)):
        return False
    model.parts = [parts[0], lit(tail.text[0]), var_part(Var(VarKind.STRING, r"[^/]+", "string", name="label"), "*")]
    return True


def _numbered_label(parts: list[Part], folder: str) -> bool:
    """After the day's separator, pieces of which one is a numbered member (`batch1`, `run_2`) and one other at least."""
    m = read_template(parts, folder)
    if m is None or not parts[1].text[:1] in "-_ " or len(folder) > 120:
        return False
    rest = folder[len(m.group(1)) + 1:]
    pieces = numbered_tokens(rest)
    return pieces is not None and len(re.split(r"[-_ ]", rest)) > 1 + sum(bool(sep) for _, _, sep, _ in pieces)


_TAG_RX = re.compile(r"^[_\-.](?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{3,12}$")
#: a run id of lower-case letters and digits, both, six to twelve long (W&B's `2titymxl`): a tag of any base
_RUN_ID_RX = re.compile(r"^[_\-.](?=[0-9a-z]*[a-z])(?=[0-9a-z]*[0-9])[0-9a-z]{6,12}$")


def tag_after_stamp(model: SegModel, folder: str) -> bool:
    """A date-time stamp, then a short tag of hex digits and letters (ReproMan's `20230824-194824-4ba1`, a job
    runner's `2024-03-01_101500_7f3a`) or a run id of lower-case letters and digits, six to twelve (W&B's
    `run-20220424_223240-2titymxl`, round 16): the tag is made with the job, so it varies with the stamp (`????????-*-*`).

    Why: a runner tags each job's stamp so that two jobs started in one second do not collide.
    """
    parts = model.parts
    tail = _plain_tail(model, _TAG_RX, 3) or _plain_tail(model, _RUN_ID_RX, 3)
    if tail is None or _ids(parts[:-1]) < 2:
        return False
    if not any(p.var is not None and p.var.kind in _DATE_KINDS for p in parts[:-1]) and not _holds_date8(folder):
        return False
    tag = Var(VarKind.ALNUM, r"[0-9a-f]+" if _TAG_RX.match(tail) else r"[0-9a-z]+", "string", name="tag", rank=2)
    model.parts = parts[:-1] + [lit(tail[0]), var_part(tag, "*")]
    return True
