"""Stage 3b, a branch's own code: samples drawn from one branch (one region, one participant, one
sample) keep that branch's name constant, and these rules read the name as one member of a family
when its neighbours say so (docs/analyser.md, "Rules of round 8"):

- `level_code`: a short code of letters and a number between two generalised folders
  (`train/dr3/<speaker>/`): one level of the same hierarchy, its number varies;
- `spelt_member`: a folder of letters and a small number that the names below spell with a separator
  (`CBERS4/…/CBERS_4_MUX_…`) or write the letters of alone (`DUC1/…/DUC_cutout_…`: `letters_without_number`):
  a key and its number, the number (and a letter after it: `4A`) varies;
- `initial_member`: a folder piece of a word glued to a number that every name writes as the word's initial
  and that number (`noaa-goes16.s3.amazonaws.com/…/…_G16_….nc`): one satellite or unit, its number varies;
- `numbered_collection`: a plural folder with a number glued to it (`assets2`, `images3`): one numbered
  copy of a collection, beside the first that has none (`assets`): `assets*`;
- `member_of_plural`: a folder right under a plural that counts individuals (`subjects/fsaverage/`,
  `patients/anon/`): the parent says it is one of them, whatever its name;
- `member_id_code`: a listing's first folder named like a participant or sample (`P11`, `HG00096`)
  is one member, not the tree's name, when the file names repeat it (`P11/videos/P11_109.MP4`);
- `catalogue_letters`: a member folder that is a catalogue number (`HG00096`: two capitals, five digits
  or more) keeps no letters in the glob, in the folder and in the names' copy (`NA12878` beside it);
- `record_codes`: names that all hold one record's ids (one product's bands: `LC08_L2SR_099120_<date>_<date>_02_T2_
  SR_B5.TIF`) read that record's short codes with a digit (a level `L2SR`, a tier `T2`) as values;
- `record_code`: in a file name led by its member folder's id, a code of two or three capitals
  between dots (`HG00096.mapped.ILLUMINA.bwa.IBS.low_coverage.bam`) is a value of that member;
- `echoed_suffix_code`: a short capital code after a member's generalised id in a folder (`C127-ES/`) that every
  name below repeats as a piece (`…_ES_C127_…`): a value of that member (a stage, a condition), in both places;
- `spelt_out_count`: a counted folder (`Pos3/`, `Cam4/`) whose number the names below write after the word spelt
  out or padded (`…_position003_…`): one value, so the names' copy varies with the folder;
- `count_word`: a count spelt out before what it counts (`g2_one_sister` → `g2_{one,…,twelve}_sister`, `Two-Cell`): it varies;
- `counted_chain`: after a generalised value in a folder name, word-number pieces one of which is a counting
  word's (`olmo-13b-<n>_stage2_ingredient2`, `WT_<date>_plant11_slide3_image1`): nested counters, each number varies.

Plain words and codes under fixed folders (`lib64/`, `python3/`, `api/v2/`) stay literal.
Each rewrites a template in place and says whether it did.
"""
from __future__ import annotations

import itertools
import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.naming import singular
from pathfinder.analysis.number_names import NAMED_NUMBER_WORDS
from pathfinder.analysis.numbered_words import COUNTING_WORDS, numbered_tokens
from pathfinder.analysis.parts import (Part, SegModel, Var, VarKind, all_literal, codes_as_values, lit, merge_literals, splice, splice_each, whole_segment,
                                       var_part)

__all__ = ["catalogue_letters", "child_of_one_member", "number_beside_ids", "level_code", "member_of_plural", "numbered_collection", "record_codes", "spelt_member", "initial_member", "member_id_code", "one_member_ids", "record_code", "counted_chain", "count_word", "echoed_suffix_code", "spelt_out_count"]

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
    capitals and two digits or more), so that a file name repeating it makes it a member (`folder_echoes.echoed_folder`);
    a word with a digit (`era5`, `CMIP6`, `python3`) names the tree.

    Why: trees are named in words; participants, patients and samples are a letter code and a number.
    """
    return bool(_MEMBER_ID_RX.match(folder))


def one_member_ids(models: list[SegModel], constant: dict[int, str], stems: list[str]) -> None:
    """The id rules for the constant folders of one member (`constant`: depth from the end -> folder).

    Why: members.py asks one question of a member's folders; which id rules answer it is this module's concern."""
    for t, folder in constant.items():
        if t - 1 < len(models) and catalogue_letters(models, t, folder):
            record_code(models[0], folder, stems)
    for model in models[1:]:  # a constant folder, or the text every sample's folder shares (`*_one_sister`)
        count_word(model)
    record_codes(models[0], stems)


_COUNT_WORDS = "one two three four five six seven eight nine ten eleven twelve".split()
_COUNT_WORD_RX = re.compile(rf"(?i)(?:^|(?<=[-_. ]))({'|'.join(_COUNT_WORDS)})[-_. ]([A-Za-z]+)")


def count_word(model: SegModel) -> bool:
    """A count written as a word before the thing it counts, in a folder's shared text (`g2_one_sister` beside
    `g2_two_sister`, `Two-Cell`, `three week`): the count varies (`one` ... `twelve`, in the case written; the glob
    lists them, so `multi_factor/` stays outside `{one,two,...}_factor/`), a field named by the counted word; a count
    glued to a word (`OneDrive`) or ending a name (`all_in_one`) stays.

    Why: a person reads a count spelt out as a number, one of several the tree holds.
    """
    if model.entity_glob is not None:
        return False
    for j, p in enumerate(model.parts):
        hit = _COUNT_WORD_RX.search(p.text) if p.plain else None
        if hit is None:
            continue
        word = hit.group(1)
        words = [w.upper() if word.isupper() else w.title() if word.istitle() else w for w in _COUNT_WORDS]
        var = Var(VarKind.WORD, "(?:" + "|".join(words) + ")", "string", name=hit.group(2).lower(), rank=2)
        pieces = splice(p.text, hit.start(1), hit.end(1), var_part(var, "{" + ",".join(words) + "}"))
        model.parts = merge_literals(model.parts[:j] + pieces + model.parts[j + 1:])
        return True
    return False


_CATALOGUE_RX = re.compile(r"^([A-Z]{1,2}|[a-z])([0-9]{5,})$")


def _catalogue_letters(letters: str) -> Part:
    """A catalogue number's letters, whichever collection's (`HG`, `NA`): no field of their own."""
    if letters.islower():  # one lower-case letter (`p000878` beside `s00001`)
        return Part(glob="[a-z]*", regex="[a-z]", text=letters)
    return Part(glob="[A-Z]*", regex="[A-Z]{1,2}", text=letters)


def _letters_and_number(parts: list[Part], at: int, letters: str) -> bool:
    """Whether parts[at:at+2] are the letters as a literal, then a number the glob generalises."""
    return at + 1 < len(parts) and parts[at].var is None and parts[at].text == letters \
        and parts[at + 1].var is not None and parts[at + 1].var.kind == VarKind.INT


def catalogue_letters(models: list[SegModel], t: int, folder: str) -> bool:
    """A member folder that is a catalogue number (one or two capitals glued to five digits or more:
    a sample `HG00096`, a cell line `GM12878`; or one lower-case letter: a record `p000878`, round 16) the glob
    generalised as `HG*`: its letters vary too (`[A-Z]*[0-9]`, `[a-z]*[0-9]`: `p000878` beside `s00001`), in the folder
    and where the file name starts with its copy. A lower-case word before its number (`run00012`) counts and keeps
    its letters.

    Why: a study draws its members from several collections, each with its own letters (`HG…` beside `NA…`).
    """
    model, name = models[t - 1], models[0]
    m = _CATALOGUE_RX.match(folder)
    if m is None or model.entity_glob is not None or len(model.parts) != 2 or not _letters_and_number(model.parts, 0, m.group(1)):
        return False
    model.parts = [_catalogue_letters(m.group(1)), _digits_glob(model.parts[1])]
    if name.entity_glob is None and _letters_and_number(name.parts, 0, m.group(1)):
        name.parts = [_catalogue_letters(m.group(1)), _digits_glob(name.parts[1])] + name.parts[2:]
    return True


def _digits_glob(part: Part) -> Part:
    """The number after a catalogue's letters: the letters' `*` takes its digits but the last one."""
    return Part(glob="[0-9]", regex=part.regex, text=part.text, var=part.var)


_RECORD_CODE_RX = re.compile(r"(?<=\.)[A-Z]{2,3}(?=\.)")


def record_code(name: SegModel, folder: str, stems: list[str]) -> bool:
    """In file names that start with their member folder's id (`HG00096/…/HG00096.mapped.ILLUMINA.bwa.IBS.
    low_coverage.20120522.bam`), a code of two or three capitals between dots after a value is one more
    value of that member (a population, a site, a centre); longer words (`ILLUMINA`) and lowercase stay.

    Why: a name that opens with its member's id lists that member's record, and a sibling's record holds other codes.
    """
    if name.entity_glob is not None or not all(s.startswith(folder + ".") for s in stems):
        return False
    parts = name.parts
    for j, p in enumerate(parts):
        if not p.plain or not any(q.var is not None for q in parts[1:j]):
            continue
        hit = _RECORD_CODE_RX.search(p.text)
        if hit is None:
            continue
        code = var_part(Var(VarKind.ALNUM, r"[A-Z]{2,3}", "string", name="code", rank=2), "{[A-Z][A-Z],[A-Z][A-Z][A-Z]}")
        name.parts = merge_literals(parts[:j] + splice(p.text, hit.start(), hit.end(), code) + parts[j + 1:])
        return True
    return False


def _copies_vary(models: list[SegModel], t: int, copy: re.Pattern[str], glob: str, regex: str, group: int = 1) -> bool:
    """Each plain piece of the names below folder `t` that writes the folder's value (the span of `group` in a
    `copy` match) gets that span as a part that varies, with no field of its own: the folder has it. Whether any
    copy was found.

    Why: a folder's value copied into the names below varies with the folder; a literal copy would pin one branch.
    """
    def read(text: str) -> tuple[int, int, Part] | None:
        hit = copy.search(text)
        return None if hit is None else (hit.start(group), hit.end(group), Part(glob=glob, regex=regex, text=hit.group(group)))

    found = False
    for below in models[:t - 1]:
        if below.entity_glob is None and (out := splice_each(below.parts, read)) is not None:
            below.parts, found = out, True
    return found


_SPELT_RX = re.compile(r"^([A-Za-z]{2,})([0-9]{1,3})$")
_MEMBER_NUMBER = r"[0-9][0-9A-Za-z]*"  # a satellite or instrument number, perhaps with its letter (`4A`)


def spelt_member(models: list[SegModel], t: int, folder: str) -> bool:
    """A folder of letters glued to a small number (`CBERS4`, `GOES16`) that a name below writes with a
    separator between them (`CBERS_4_MUX_20170427_….tif`, `GOES-16_…`): the number is one member of the
    family the letters name, so it varies in the folder (a field, `4` or `4A`) and in every such copy.

    Why: spelling the key and its number apart shows they are two things; a name alone (`python3`, `lib64`) is not spelt so.
    """
    m = _SPELT_RX.match(folder)
    if m is None or not all_literal(models[t - 1]) or models[t - 1].entity_glob is not None:
        return False
    letters, digits = m.groups()
    copy = re.compile(rf"(?:^|(?<=[-_. ])){re.escape(letters)}[-_ ]({digits})(?=[-_. ]|$)")
    found = _copies_vary(models, t, copy, "[0-9]*", _MEMBER_NUMBER) or letters_without_number(models[0], letters)
    if found:
        models[t - 1].parts = [lit(letters), var_part(Var(VarKind.ALNUM, _MEMBER_NUMBER, "string"), "[0-9]*")]
    return found


def letters_without_number(name: SegModel, letters: str) -> bool:
    """Whether every file name writes the folder's letters alone, as their own piece followed by a word, in
    any case (`DUC1/…/DUC_cutout_…`, `Scanner2/…/scanner-log-…`): the names carry the family, the folder its member.
    Letters that name a program, format or machine (`lib64/…/lib_x.so`, `python3/…/python-config`) stay.

    Why: a name that keeps the letters but drops the number shows the number tells one member from its siblings.
    """
    if letters.lower() in NAMED_NUMBER_WORDS or name.entity_glob is not None:
        return False
    alone = re.compile(rf"(?i)(?:^|(?<=[-_. ])){re.escape(letters)}[-_. ][A-Za-z]")
    return alone.search("".join(p.text if p.plain else "\0" for p in name.parts)) is not None


_MAX_WORD_NUMBERS = 4  # a hostile folder of thousands of `ab12` pieces costs a few passes over the names, not thousands
_WORD_NUMBER_RX = re.compile(r"(?:^|(?<=[-_.]))([A-Za-z]{2,})-?([0-9]{1,3})(?=[-_.]|$)")  # `goes16`, `goes-16` in a bucket


def initial_member(models: list[SegModel], t: int, folder: str, stems: list[str]) -> bool:
    """A folder piece of a word glued or dashed to a number (`noaa-goes16.s3.amazonaws.com`, `himawari8`,
    `gcp-public-data-goes-16`) that every file name writes as the word's initial and that number, two digits or
    more (`OR_ABI-L2-…_G16_s….nc`, `HS_H08_….DAT`): one satellite, platform or unit of a numbered family; its
    number varies in both places.

    Why: a name that abbreviates its folder's word but keeps the number shows the number tells members apart.
    """
    model = models[t - 1]
    if not all_literal(model) or model.entity_glob is not None or not stems:
        return False
    for m in itertools.islice(_WORD_NUMBER_RX.finditer(folder), _MAX_WORD_NUMBERS):
        word, digits = m.groups()
        copy = re.compile(rf"(?:^|(?<=[-_. ]))[{word[0].upper()}{word[0].lower()}](0*{digits})(?=[-_. ]|$)")
        if not all((hit := copy.search(stem)) and len(hit.group(1)) >= 2 for stem in stems):
            continue
        def read(text: str, copy: re.Pattern[str] = copy) -> tuple[int, int, Part] | None:
            hit = copy.search(text)
            if hit is None or len(hit.group(1)) < 2:
                return None
            return hit.start(1), hit.end(), Part(glob="[0-9]*", regex=r"[0-9]+", text=hit.group(1))  # no field: the folder has it

        for below in models[:t - 1]:  # the copies the templates still write literally vary with the folder
            if below.entity_glob is None and (out := splice_each(below.parts, read)) is not None:
                below.parts = out
        number = var_part(Var(VarKind.INT, r"[0-9]+", "integer"), "[0-9]*")
        model.parts = splice(folder, m.start(2), m.end(2), number)
        return True
    return False


_ID_KINDS = frozenset({VarKind.INT, VarKind.DATE, VarKind.DATE8, VarKind.DMY, VarKind.TIMESTAMP, VarKind.HASH})
_RECORD_SEPARATORS = re.compile(r"([-_.])")
_RECORD_CODE_PIECE_RX = re.compile(r"^(?=[A-Z0-9]*[0-9])(?=[A-Z0-9]*[A-Z])[A-Z][A-Z0-9]{1,3}$")  # `L2SP`, `T1`, `C2`


def record_codes(name: SegModel, stems: list[str]) -> bool:
    """File names whose shared beginning holds two ids or more the glob generalises (one product's or one
    scene's files: `LC08_L2SR_099120_20191129_20201016_02_T2_SR_B5.TIF`, `…_B7.TIF`): in that shared part, a
    short capital code with a digit between separators (a processing level `L2SR`, a tier `T2`) is a value
    of the record; codes of letters only (`SR`: what the file holds) and the leading code (`LC08`) stay.

    Why: samples of one record show its level and tier once; the next record's are other codes in the same places.
    """
    parts = name.parts
    if name.entity_glob is not None or len(stems) < 2 or len(parts) < 3:
        return False
    ext = len(parts) - 1 if parts[-1].var is None and parts[-1].text.startswith(".") else len(parts)
    try:
        m = re.match("^" + "".join(f"({p.regex})" for p in parts[:ext]) + "$", stems[0])
    except re.error:
        return False
    shared = len(T.common_prefix(stems))
    if m is None or sum(1 for i, p in enumerate(parts[:ext]) if p.var is not None and p.var.kind in _ID_KINDS
                        and m.end(i + 1) <= shared) < 2:
        return False
    out = codes_as_values(parts, lambda i: 0 < i < ext and m.end(i + 1) <= shared, _RECORD_SEPARATORS,
                          lambda i, k, pieces: 0 < k < len(pieces) - 1 and bool(_RECORD_CODE_PIECE_RX.match(pieces[k])))
    if out is not None:
        name.parts = out
    return out is not None


_NUMBERED_PLURAL_RX = re.compile(r"^([a-z]{2,}[a-hj-rt-z]s|[A-Z][a-z]+[a-hj-rt-z]s)([0-9]{1,2})$")  # not `-ss`, `-is`, `-us`


def numbered_collection(model: SegModel, folder: str) -> bool:
    """A plural folder with a small number glued to it (`assets2`, `images3`, `Results2`): one numbered copy
    of a collection, whose siblings are the other copies and the first, which has no number (`assets`):
    the glob writes `assets*`, read as `assets` and digits (no field: the number says nothing of the files).

    Why: a collection is copied beside itself by numbering the copies; a name with a number (`python3`, `lib64`) is no plural.
    """
    m = _NUMBERED_PLURAL_RX.match(folder)
    if m is None or not all_literal(model):
        return False
    model.parts = [lit(m.group(1)), Part(glob="*", regex="[0-9]*", text=m.group(2))]
    return True


# plurals whose children are individuals, one folder each (not `steps/data`, `exercises/practice`, `devices/ios`,
# `clients/web`, `sensors/temperature`: categories)
_INDIVIDUALS = frozenset("subject subj participant patient donor speaker user animal mouse rat specimen station camera "
                         "customer tenant".split())
# names of what is kept about all the individuals, never one of them (`stations/metadata/`, `users/me/`)
_ABOUT_ALL = frozenset("metadata meta calibration calib export all me shared common default config settings index "
                       "summary info misc tmp temp archive backup template latest current new old".split())


def member_of_plural(model: SegModel, folder: str, parent: SegModel) -> bool:
    """A constant folder right under a plural that counts individuals (`subjects/fsaverage/`, `patients/anon/`,
    `speakers/alice/`): one of them, so any name there (`*`, a field named after the parent's word). Not a
    folder named by a plural (`users/avatars/`, `patients/templates/`, `subjects/group_stats/`): things kept
    beside the individuals (a name that reads as a plural, `james`, stays literal too, as it did before), nor a
    word for what is kept about them all (`stations/metadata/`, `cameras/calibration/`, `users/me/`).

    Why: such a parent holds one folder per individual; a plural of other things (`steps/data`, `cities/paris`) may hold categories.
    """
    if len(parent.parts) != 1 or parent.parts[0].var is not None or not all_literal(model) \
            or model.entity_glob is not None or "=" in folder or folder.startswith("."):
        return False
    word = singular(parent.parts[0].text)
    if word is None or word not in _INDIVIDUALS or singular(re.split(r"[-_]", folder)[-1]) is not None:
        return False  # `users/avatars/`, `subjects/group_stats/`: a plural names a collection, not one individual
    if folder.lower() in _ABOUT_ALL:
        return False  # `stations/metadata/`, `cameras/calibration/`: kept about them all, not one of them
    model.parts = [var_part(Var(VarKind.STRING, r"[^/]+", "string", name=word, rank=2), "*")]
    return True


_NAMED_CHILD_RX = re.compile(r"^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+$")  # `corrupt_schema`, `1_9_0_partitioned`


def _named_child(folder: str) -> bool:
    """A name of two words or more joined by `-`, `_` or `.` (`corrupt_schema`, `go-signal-reports`,
    `btree_index.lance`, `1_9_0_partitioned_no_corruption`), two of them words of two letters or more, not all of
    them words for what is kept about all (`shared_config`, `_ABOUT_ALL`), each a word or a number: a name one member
    gave a thing of its own. A piece mixing letters and digits (`RAD21-AID`, `idr0xxx-tads_ExperimentD`, `python3`)
    names one study, gene or product, a kind of its own."""
    if _NAMED_CHILD_RX.match(folder) is None or len(folder) > 64:
        return False
    words = [w.lower() for w in re.split(r"[-_.]", folder)]
    if not all(w.isascii() and (w.isalpha() or w.isdigit()) for w in words):
        return False
    named = [w for w in words if len(w) >= 2 and w.isalpha()]
    return len(named) >= 2 and not all(w in _ABOUT_ALL for w in named)


def child_of_one_member(models: list[SegModel], segs: list[list[str]]) -> None:
    """A folder named by two words or more (`corrupt_schema/`, `fewtypes_datepartition/`, `meeting-updates/`) right
    under a member folder the glob generalises (`v0.10.5/` read `v*.*`, `4203_corrupt_dates/` read `*_corrupt_dates`,
    `release-1.20/`), when every sample has the same member there (samples from one branch): one of that member's
    named children, so any name (`*`). One word (`raw/`, `anat/`, `images/`, `train/`), a word for what is kept about
    all (`common_metadata`), a member whose samples span several values (the child is then seen fixed) and a
    parent the glob keeps literal stay as they are.

    Why: a branch's own datasets, tables or reports are named for what they hold; one branch's samples show one."""
    for t in range(2, len(models)):
        model, parent = models[t - 1], models[t]
        if not all_literal(model) or len(model.parts) != 1 or not _generalised(parent) or parent.entity_glob is not None:
            continue
        if len({s[-t] for s in segs}) != 1 or len({s[-t - 1] for s in segs}) != 1 or not _named_child(segs[0][-t]):
            continue
        model.parts = [whole_segment()]


_LONE_NUMBER_RX = re.compile(r"(?<=[-_.])[0-9]{1,6}(?=[-_.]|$)")  # `-1` in `BR00116991-A01-1`, `_2_` in `P7_2_B`


def number_beside_ids(models: list[SegModel], segs: list[list[str]]) -> None:
    """A number standing alone between separators (`-1` in `BR00116991-A01-1`, `_3` in `<date>_mouse7_3`) in a folder
    every sample shares whose other ids the glob generalises (two values or more): one more id of that member (a
    site, a replicate, a take), so it varies too (`*`, a field). A folder with fewer generalised ids (`python3_libs`,
    `v1.2-docs_2`), a number glued to a word or a value (`A01`, `x264`) and a file name keep their reading.

    Why: a member's name is a chain of its ids; the branch shows one value of each, and the rules saw the long ones only."""
    for t in range(2, len(models) + 1):
        model = models[t - 1]
        if model.entity_glob is not None or len({s[-t] for s in segs}) != 1 \
                or sum(p.var is not None and p.var.kind in _ID_KINDS for p in model.parts) < 2:
            continue
        out: list[Part] = []
        for j, p in enumerate(model.parts):
            last = j == len(model.parts) - 1
            hits = [m for m in _LONE_NUMBER_RX.finditer(p.text) if last or m.end() < len(p.text)] if p.plain else []
            if not hits:
                out.append(p)
                continue
            at = 0
            for m in hits:
                out += [lit(p.text[at:m.start()]), var_part(Var(VarKind.INT, r"[0-9]+", "integer"), "*")]
                at = m.end()
            if at < len(p.text):
                out.append(lit(p.text[at:]))
        if len(out) != len(model.parts):
            model.parts = out


_CHAIN_RX = re.compile(r"^((?:[-_.][A-Za-z]{2,}[0-9]{1,3}){1,4})$")  # `_stage2_ingredient2`: at most four pieces
_CHAIN_PIECE_RX = re.compile(r"([-_.])([A-Za-z]{2,})([0-9]{1,3})")


def counted_chain(model: SegModel) -> bool:
    """A folder name that ends, after a value the glob generalises, in word-number pieces one of which at least is a
    counting word's (`olmo-13b-<n>_stage2_ingredient2`, `WT_<date>_plant11_slide3_image1`, `<id>_session1_block4`):
    the levels of one hierarchy, each numbered, so every number varies (`_stage*_ingredient*`, the last a field named
    for its word); a chain with no counting word (`<id>_final2`, `<id>_py3`, `<id>_cuda12_py311`) stays literal.

    A constant folder made of such pieces alone (`expt10`, `gallery_light1_loop1`, `DAS_4tag_Trial3`) is read so too
    (`_numbered_folder`).

    Why: a hierarchy numbers each of its levels; words numbered beside a counted level are its parent's or child's.
    """
    parts = model.parts
    if all_literal(model) and len(parts) == 1:
        return _numbered_folder(model, parts[0].text)
    if model.entity_glob is not None or len(parts) < 2 or not parts[-1].plain or parts[-2].var is None \
            or _CHAIN_RX.match(parts[-1].text) is None:
        return _members_beside_values(model)
    pieces = _CHAIN_PIECE_RX.findall(parts[-1].text)
    if not any(word.lower() in COUNTING_WORDS for _, word, _ in pieces):
        return False
    out = list(parts[:-1])
    for sep, word, digits in pieces[:-1]:  # the levels above: no field of their own (a folder above may hold one)
        out += [lit(sep + word), Part(glob="*", regex="[0-9]+", text=digits)]
    sep, word, _ = pieces[-1]
    out += [lit(sep + word), var_part(Var(VarKind.INT, r"[0-9]+", "integer", name=word.lower(), rank=2), "*")]
    model.parts = merge_literals(out)
    return True


_CODED_LABEL_RX = re.compile(r"[0-9]|[A-Z]")  # a tag of capitals or digits (`DAS_4tag`, `Notag`), not a word


def _members_beside_values(model: SegModel) -> bool:
    """Members written before a value the glob generalises (`Session 3 - <date>`, `exp3_<date>`, `wave3_<year>`):
    each number varies as the value does (`Session [0-9]* - ????-??-??`, a field named by its word).

    Why: a count written before its day or id is the same member as one written after it."""
    if model.entity_glob is not None or not any(p.var is not None for p in model.parts):
        return False
    out: list[Part] = []
    changed = False
    for p in model.parts:
        pieces = numbered_tokens(p.text) if p.plain and len(p.text) <= 80 and "." not in p.text else None
        if pieces is None:
            out.append(p)
            continue
        changed = True
        for before, word, sep, digits in pieces:
            out += ([lit(before)] if before else []) + (_member_number(word, sep, digits) if word else [])
    if changed:
        model.parts = merge_literals(out)
    return changed


def _member_number(word: str, sep: str, digits: str) -> list[Part]:
    """The word (and its separator) kept, its number a field named by it: a digit at least (`glass2` is not `glass`)."""
    width = len(digits) if len(digits) > 1 and digits[0] == "0" else None
    number = Var(VarKind.INT, r"\d+", "integer", name=word.lower(), rank=2, width=width)
    return [lit(word + sep), var_part(number, "[0-9]*")]


def _numbered_folder(model: SegModel, text: str) -> bool:
    """A constant folder whose name is word-number members (`expt10`, `run_02`, `Trial 3`) with words between
    (`gallery_light1_loop1`), perhaps after a tag of capitals or digits (`DAS_4tag_Trial3`, `AO1TO1-Trial2`): one
    member of a numbered family, so every number varies (a field named by its word: `expt*`,
    `gallery_light*_loop*`) and so does the tag (`*_Trial*`); a lower-case word before the members stays
    (`gallery`); a name whose number is part of it (`python3`, `utf8`, `x264`, `CMIP6`) is no member
    (numbered_words.numbered_word).

    Why: samples from one branch share its folder, and a folder numbered so is there because its siblings are.
    """
    if len(text) > 80 or "." in text:
        return False
    pieces = numbered_tokens(text)
    if pieces is None or len(pieces) > 5:
        return False
    out: list[Part] = []
    for n, (before, word, sep, digits) in enumerate(pieces):
        if n == 0 and len(before) > 1 and _CODED_LABEL_RX.search(before[:-1]):
            label = Var(VarKind.STRING, r"[^/]+?", "string", name="label", rank=1)
            out += [var_part(label, "*"), lit(before[-1])]
        elif before:
            out.append(lit(before))
        if word:
            out += _member_number(word, sep, digits)
    model.parts = merge_literals(out)
    return True


_SUFFIX_CODE_RX = re.compile(r"^([-_])([A-Z]{1,3})$")


def echoed_suffix_code(models: list[SegModel], t: int, stems: list[str]) -> bool:
    """A folder that is a member's id the glob generalises, then a separator and one to three capitals (`C127-ES/`,
    `P012_KO/`, `run0042-QC/`), whose code every file name below repeats as a piece between separators
    (`201712-14_ES_C127_….tif`): the code is a value of that member (a cell-cycle stage, a genotype, a condition),
    so it varies in the folder (a field) and in the names' copies; a code the names do not repeat stays literal.

    Why: a name repeats its folder's code only because the sibling folders' files carry other codes in that place.
    """
    model = models[t - 1]
    parts = model.parts
    if model.entity_glob is not None or len(parts) < 2 or not parts[-1].plain or parts[-2].var is None or not stems:
        return False
    m = _SUFFIX_CODE_RX.match(parts[-1].text)
    if m is None:
        return False
    code = m.group(2)
    copy = re.compile(rf"(?:^|(?<=[-_.])){code}(?=[-_.]|$)")
    if not all(copy.search(stem) for stem in stems):
        return False
    _copies_vary(models, t, copy, "*", r"[A-Z]{1,3}", group=0)  # the copies the templates still write literally vary with the folder
    var = Var(VarKind.WORD, r"[A-Z]{1,3}", "string", name="code", rank=1)
    model.parts = parts[:-1] + [lit(m.group(1)), var_part(var, "*")]
    return True


_COUNTED_FOLDER_RX = re.compile(r"^([A-Za-z]{2,})([-_ ]?)$")


def spelt_out_count(models: list[SegModel], t: int, folder: str) -> bool:
    """A folder of a word and a number the glob generalises (`Pos3` read `Pos*`, `ch2`, `Cam4`) whose number a
    name below writes after that word spelt out or as it is, padded or not (Micro-Manager's
    `Pos3/img_channel000_position003_time000000000_z000.tif`): the name's copy varies with the folder, no field of
    its own; a number after another word (`…_z003`) keeps its reading.

    Why: a number written in both places is one value; the name spells the folder's word out, the number is the same.
    """
    model = models[t - 1]
    parts = model.parts
    if model.entity_glob is not None or len(parts) != 2 or not parts[0].plain or parts[1].var is None \
            or parts[1].var.kind is not VarKind.INT:
        return False
    m = _COUNTED_FOLDER_RX.match(parts[0].text)
    digits = folder[len(parts[0].text):]
    if m is None or not folder.startswith(parts[0].text) or not digits.isdigit() or not digits.isascii() or len(digits) > 6:
        return False
    copy = re.compile(rf"(?:^|(?<=[-_. ])){re.escape(m.group(1))}[A-Za-z]*[-_]?(0*{int(digits)})(?=[-_. ]|$)", re.IGNORECASE)
    return _copies_vary(models, t, copy, "*", r"[0-9]+", group=1)
