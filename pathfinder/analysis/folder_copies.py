"""Stage 7c, the copy of a generalised folder that the segments below start with varies with it.

Samples drawn from one branch share its folder (`Week2/`, `sub-BO196/`); when a member rule generalises that
folder (`Week*`, `sub-*`), the folders and file names below that start with the same text
(`Week2/Week2_24141/Week2_180607_F03_s1_w1….tif`, `sub-BO196/sub-BO196_t1_….nii.gz`) hold the sibling's value
there too, so the copy takes the folder's own template instead of staying literal (docs/analyser.md, step 7).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import FREE_KINDS, Part, SegModel, VarKind, all_literal, lit, read_template, splice_each, whole_segment
from pathfinder.analysis.verify import JUNK_LEADS

__all__ = ["copies_of_folders", "copies_of_generalised_folders", "folders_squeezed_into_values", "level_texts",
           "values_copied_in_names"]

_LABEL_KINDS = frozenset({VarKind.ENTITY, VarKind.IDENT, VarKind.KEY})
_ANY_TEXT = frozenset({"[^/]+", "[^/]+?", "[^/]*", "[^/]*?"})
#: the longest folder name whose copy is looked for (a copy is a code or an id, not a sentence)
MAX_COPY = 64
#: each level's distinct texts, first seen first, by depth from the file name (1) up
Columns = dict[int, list[str]]


def level_texts(models: list[SegModel], segs: list[list[str]]) -> Columns:
    """Each level's distinct texts, first seen first, read once: every folder asks every level below it."""
    return {d: list(dict.fromkeys(s[-d] for s in segs)) for d in range(1, len(models) + 1)}


def copies_of_folders(models: list[SegModel], segs: list[list[str]]) -> None:
    """The three readings of a folder's copies below it, in order, over each level's texts read once.

    Why: each reading asked every level for its distinct texts again (three passes over the samples per level)."""
    columns = level_texts(models, segs)
    copies_of_generalised_folders(models, segs, columns)
    values_copied_in_names(models, segs, columns)
    folders_squeezed_into_values(models, segs, columns)


def copies_of_generalised_folders(models: list[SegModel], segs: list[list[str]], columns: Columns | None = None) -> None:
    """Each constant folder the member rules generalised: the folders and file name below that start with
    its text followed by a separator start with its template instead (`Week2_…` → `Week*_…`, no field).

    Why: a tool that writes a folder's id into the names below writes a sibling folder's id there too.
    """
    columns = columns or level_texts(models, segs)
    for t in range(len(models), 1, -1):  # the top folder first: its copy may sit in a constant folder below
        if len(columns[t]) != 1:
            continue
        folder = columns[t][0]
        model = models[t - 1]
        if model.entity_glob is not None or all(p.var is None for p in model.parts) or not (
                3 <= len(folder) <= MAX_COPY and any(c.isdigit() for c in folder) and any(c.isalpha() for c in folder)
                or _counted_number(model, folder)):
            continue
        for d in range(t - 1, 0, -1):
            _copy_at_start(models[d - 1], columns[d], folder, model, first=d == 1)


def _counted_number(model: SegModel, folder: str) -> bool:
    """A folder the rules read as one number of any width (`66/`, `007/`; a station's, a run's, an episode's),
    not a part of a date: its copy starting the names below (`66/…/66_20201031_….nc`) is the same number.

    Why: a number of one branch written again at the head of its names is that branch's; a sibling's names carry theirs."""
    return len(model.parts) == 1 and model.parts[0].var is not None and model.parts[0].var.kind is VarKind.INT \
        and folder.isascii() and folder.isdigit() and len(folder) <= MAX_COPY


def _copy_at_start(below: SegModel, texts: list[str], folder: str, model: SegModel, first: bool) -> bool:
    """`below`'s template starts with a literal copy of `folder` in every text (`texts`: the level's distinct
    texts): that copy becomes the folder's template (a part with no field of its own)."""
    if below.entity_glob is not None or not texts:
        return False
    seps = {x[len(folder):len(folder) + 1] if x.startswith(folder) else "" for x in texts}
    if len(seps) != 1:
        return False
    sep = seps.pop()
    if not sep or sep not in T.SEPARATORS:
        return False
    cut = _parts_before(below.parts, texts[0], len(folder))
    if cut is None:
        return False
    j, parts = cut
    if all(p.var is not None for p in parts[:j]) or not all(p.var is not None or p.plain for p in parts[:j]):
        return False  # already generalised, or a literal that is no plain text (an optional piece)
    below.parts = [_copy_part(model, folder, sep, first)] + parts[j:]
    return True


def _parts_before(parts: list[Part], text: str, end: int) -> tuple[int, list[Part]] | None:
    """(j, parts) where parts[:j] read text[:end] exactly (a literal cut in two where `end` falls inside it),
    or None when `end` falls inside a variable or the template does not read `text`."""
    try:
        m = re.match("^" + "".join(f"({p.regex})" for p in parts) + "$", text)
    except re.error:
        return None
    if m is None:
        return None
    at = 0
    for j, p in enumerate(parts):
        span = len(m.group(j + 1))
        if at == end:
            return j, list(parts)
        if at < end < at + span:
            if not p.plain:
                return None
            k = end - at
            return j + 1, list(parts[:j]) + [lit(p.text[:k]), lit(p.text[k:])] + list(parts[j + 1:])
        at += span
    return None


def _copy_part(model: SegModel, folder: str, sep: str, first: bool) -> Part:
    """The folder's template as one part: free text stops at the separator after the copy unless the
    folder's own text holds it."""
    rx = []
    for p in model.parts:
        if p.var is not None and (p.var.kind in FREE_KINDS or p.regex in _ANY_TEXT) and sep not in folder:
            rx.append(f"[^/{T.rx_escape(sep)}]+")
        else:
            rx.append(p.regex)
    glob = "".join(p.glob for p in model.parts)
    while "**" in glob:
        glob = glob.replace("**", "*")
    if first and glob.startswith("*"):
        glob = f"[!{JUNK_LEADS}]" + glob
    return Part(glob=glob, regex="(?:" + "".join(rx) + ")", text=folder)


#: the separators a copied value may be re-spelt with (`1.3` as `1-3`, `2019-12-10` as `2019_12_10`)
_RESPELL = "-_."
_RUN_RX = re.compile(r"\d+|[A-Za-z]+|[^A-Za-z\d]")
#: the shortest run of digits alone that is an id worth looking for (`20190630`, `176543`)
MIN_DIGITS_COPY = 6
_JOINED_DIGITS_RX = re.compile(r"\d[" + re.escape(_RESPELL) + r" ]\d")  # `1.3`, `2019-12-10`, `3 1`


def values_copied_in_names(models: list[SegModel], segs: list[list[str]], columns: Columns | None = None) -> None:
    """Each value of a constant folder the rules generalised (`Plate 1.3` read as `Plate *`, a date folder
    `2019-12-10`): its copy in a literal of a name below (`plate_1-3_405…`, `…_Migration2019-12-10_…`), spelt
    with the same or other separators and anywhere in the name, takes the value's shape instead of staying literal
    (a tool often re-spells the value for a file name: a dot in a plate number becomes a dash).

    Why: a tool that writes a folder's value into the names below writes the sibling folder's value there too.
    """
    columns = columns or level_texts(models, segs)
    for t in range(len(models), 1, -1):
        model = models[t - 1]
        if len(columns[t]) != 1 or model.entity_glob is not None or all(p.var is None for p in model.parts):
            continue
        m = read_template(model.parts, columns[t][0])
        if m is None:
            continue
        values = iter(m.groups())  # one group per variable, in order
        for j, p in enumerate(model.parts):
            value = next(values) if p.var is not None else None
            if value is None:
                continue
            fixed = "*" not in p.glob
            key = _key_word(model.parts, j, value)
            if key is not None:
                for d in range(t - 1, 0, -1):
                    _copy_keyed(models[d - 1], key, value, fixed)
            if not (_compound_value(value) or _label_value(value, p)):
                continue
            for d in range(t - 1, 0, -1):
                _copy_inside(models[d - 1], value, fixed)


#: the word that keys a number at the end of a literal (`netex_part_` → `part`), a separator at most after it
_KEY_END_RX = re.compile(r"(?:^|[^A-Za-z])([A-Za-z]{2,})[-_. ]?$")


def _key_word(parts: list[Part], j: int, value: str) -> str | None:
    """The word right before a member folder's number (`netex_part_2` → `part`), when the number is a plain count
    (digits only) and the word a plain literal; None otherwise."""
    if j == 0 or not value.isdigit() or len(value) > MAX_COPY or parts[j].var.kind is not VarKind.INT \
            or not parts[j - 1].plain:
        return None
    m = _KEY_END_RX.search(parts[j - 1].text)
    return None if m is None else m.group(1)


def _copy_keyed(below: SegModel, key: str, value: str, fixed: bool) -> None:
    """The member's number written again after its key word in a literal below, glued or with another separator
    (`netex_part_2/part2_fares/`, `disc_1/disc1_track03.flac`): its digits take the number's shape (no field).

    Why: a key word and its number, copied, are the branch's; the sibling branch writes its own number there."""
    rx = re.compile(rf"(?<![A-Za-z]){re.escape(key)}[-_. ]?({re.escape(value)})(?![0-9])", re.IGNORECASE)

    def read(text: str) -> tuple[int, int, Part] | None:
        m = rx.search(text)
        if m is None:
            return None
        digits = Part(glob="?" * len(value) if fixed else "[0-9]*", regex=rf"\d{{{len(value)}}}" if fixed else r"\d+",
                      text=value)
        return m.start(1), m.end(1), digits

    if below.entity_glob is None and (out := splice_each(below.parts, read)) is not None:
        below.parts = out


def _compound_value(value: str) -> bool:
    """A value whose copy is unlikely by chance: digits joined by separators (`1.3`, `2019-12-10`, `3-1a`)
    or a long run of digits, short enough to be a code (not a sentence)."""
    if not 3 <= len(value) <= MAX_COPY or not any(c.isdigit() for c in value):
        return False
    if value.isdigit():
        return len(value) >= MIN_DIGITS_COPY
    return _JOINED_DIGITS_RX.search(value) is not None


#: the shortest label of letters and digits whose copy is looked for (`Mouse3`, `P011`, `rig2b`)
MIN_LABEL_COPY = 4


def _label_value(value: str, part: Part) -> bool:
    """A label a free or entity part read (`YutaMouse33`, `P011`, `HG00096`, `rig2b`): letters and digits, no
    separator, long enough that its copy is no accident.

    A tool that writes a subject's label inside a session's label (`sub-Mouse3/…_ses-Mouse3-150219_…`) writes
    the sibling subject's label there too.

    Why: the label of one branch, copied, is that branch's."""
    return part.var is not None and (part.var.kind in FREE_KINDS or part.var.kind in _LABEL_KINDS) \
        and MIN_LABEL_COPY <= len(value) <= MAX_COPY and value.isascii() and value.isalnum() \
        and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _spellings(value: str) -> list[str]:
    """The value as written, then with its one kind of separator replaced by each other one."""
    seps = {c for c in value if c in _RESPELL + " "}
    out = [value]
    if len(seps) == 1:
        sep = seps.pop()
        out += [value.replace(sep, o) for o in _RESPELL if o != sep]
    return out


def _copy_inside(below: SegModel, value: str, fixed: bool) -> None:
    """The first copy of `value` (in any spelling) inside each plain literal of `below` (`_find_copy`) becomes a part of the value's shape: digit runs any number (or as wide, when `fixed`)."""
    def read(text: str) -> tuple[int, int, Part] | None:
        hit = _find_copy(text, value)
        return None if hit is None else (hit[0], hit[0] + len(hit[1]), _shaped(hit[1], fixed))

    if below.entity_glob is None and (out := splice_each(below.parts, read)) is not None:
        below.parts = out


def _find_copy(text: str, value: str) -> tuple[int, str] | None:
    """(where, spelling) of the first copy of `value` in `text` that no digit continues and that is not inside
    a word (a label with letters: no letter or digit on either side), or None."""
    worded = any(c.isalpha() for c in value)
    for spelt in _spellings(value):
        at = text.find(spelt)
        while at >= 0:
            before = text[at - 1:at]
            after = text[at + len(spelt):at + len(spelt) + 1]
            if worded and value.isalnum() and (before.isalnum() or after.isalnum()):
                pass  # a label's copy stands alone between separators (`_ses-Mouse3-…`, not `xMouse3`)
            elif not before.isdigit() and not after.isdigit() and not (before.isalpha() and after.isalpha()):
                return at, spelt  # glued to letters on both sides it is part of a longer code (`Ref10.0x`)
            at = text.find(spelt, at + 1)
    return None


def _shaped(spelt: str, fixed: bool) -> Part:
    """A literal-like part that reads any value of `spelt`'s shape (no field: the folder reads the value); a label
    of letters and digits reads any such label (`Mouse33` → `*`, `[A-Za-z0-9]+`): its letters vary as its digits do."""
    if spelt.isalnum() and any(c.isalpha() for c in spelt) and any(c.isdigit() for c in spelt):
        return Part(glob="*", regex="[A-Za-z0-9]+", text=spelt)
    glob, rx = [], []
    for run in _RUN_RX.findall(spelt):
        if run.isdigit():
            glob.append("?" * len(run) if fixed else "*")
            rx.append(rf"\d{{{len(run)}}}" if fixed else r"\d+")
        else:
            glob.append(T.glob_escape(run))
            rx.append(T.rx_escape(run))
    return Part(glob="".join(glob), regex="".join(rx), text=spelt)


def _squeezed(text: str) -> str:
    """A name as it reads glued into another: spaces and signs dropped, case folded (`HEI10 OX` -> `hei10ox`)."""
    return "".join(c for c in text if c.isalnum()).casefold()


def folders_squeezed_into_values(models: list[SegModel], segs: list[list[str]], columns: Columns | None = None) -> None:
    """A constant folder whose name, its spaces and signs dropped, starts the leading free value of every
    name right below it (`HEI10 OX/HEI10OXC2_25.2.20_plant1…`, `hei10 +-/hei10+-_…`): the value's category
    written as a folder, so it is one of a family and takes a free name (`*`) as the value does. A folder
    without a digit is a plain word (`data/dataset_a.csv`) and stays literal.

    Why: the names below already say their leading value varies, and the folder above is that value's group.
    """
    columns = columns or level_texts(models, segs)
    for t in range(len(models), 1, -1):
        model, below = models[t - 1], models[t - 2]
        if len(columns[t]) != 1 or not all_literal(model) or below.entity_glob is not None or not below.parts:
            continue
        first = below.parts[0]
        key = _squeezed(columns[t][0])
        if first.var is None or first.var.kind not in FREE_KINDS or len(key) < 2 or not any(c.isalpha() for c in key):
            continue
        if not any(c.isdigit() for c in key):  # a plain word (`data/dataset_a.csv`, `app/appserver.log`): a category
            continue
        if all(_squeezed(x).startswith(key) for x in columns[t - 1]):
            model.parts = [whole_segment()]
