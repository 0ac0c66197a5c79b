"""Stage 3b, one of a series: a constant folder whose own name says its siblings exist.

Samples picked from one branch share its folder (docs/analyser.md, step 7); `members` reads what
the neighbours of such a folder say, these rules what its name says on its own (versions and
archive ids are `releases`):

- `size_member`: a width by a height (`1x1`, `4x3`, `256x256`): one size of a set of renditions;
- `counted_member`: a word that counts things and a short number or letter (`epoch_12`, `fold3`,
  `Season 2`, `batch-A`, `users/user_42`);
- `calendar_members`: one period of the calendar, a month (`Jul`), a quarter (`Q1-2024`, `FY2023/Q1/`), a time of
  day (`14-30-22`), a month-day stamp (`Jan15_14-30-22_host`), two digits after a year (`CC-MAIN-2024-10`);
- `split_of_a_year`: a data-set split glued to its release year (`train2017`, `val2014`);
- `count_after_id`: a counted piece after a generalised date or number (`2024-01-05_run3`);
- `grid_coordinates`: single letters glued to numbers (`x12_y04`, `r001c02`): one cell of a grid;
- `counted_title`: a counting word, its number and a title (`Chapter 01 - Intro`): one chapter;
- `random_id_piece`: a random id of letters and digits after a generalised value (`run-<time>-abc123xy`);
- `random_id_folder`: a whole folder that is such a random id (W&B's `<project>/wvc30anm/`);
- `generated_token_folder`: a mixed-case generated token below a generalised folder (`id10270/Mdk1SXywHck/`);
- `year_edition`: letters glued to a year (`year2017`, `cvpr2019`): one year's edition of a series;
- `ordinal_topic`: a leading number, a separator and words (`04_primitive_types`, `2-Regression`,
  `12.Arrays`): one chapter of an ordered series, its words that chapter's title;
- `dotted_counted_tail`: a dotted name whose last piece counts (`Blitz-0-Ice.ThreadPool.Server-71`): one server;
- `quantity_piece` (also beside other rules): a number glued before a unit (`driver_100_30frame`,
  `Extended_12years`, `16bit`): one quantity of a set;

Each rewrites the folder's template in place and says whether it did.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.calendar_members import (
    calendar_after_year, clock_member, lone_quarter, month_day_stamp, month_member, quarter_of_a_year,
)
from pathfinder.analysis.naming import singular
from pathfinder.analysis.number_names import named_code
from pathfinder.analysis.numbered_words import COUNTING_WORDS, numbered_tokens
from pathfinder.analysis.parts import (
    Part, SegModel, Var, VarKind, all_literal, lit, merge_literals, var_part, year_part,
)
from pathfinder.analysis.releases import (
    FRACTION_WORDS, accession_version, calendar_version, release_member, short_release,
)
from pathfinder.analysis.segments import SPLIT_WORDS

__all__ = ["COUNTING_WORDS", "one_of_a_series", "quantity_piece"]


def one_of_a_series(model: SegModel, folder: str, parent: SegModel | None) -> bool:
    """Apply the series rules to one constant folder's template; True when one rewrote it."""
    if release_member(model) or short_release(model, folder) or size_member(model, folder) \
            or quarter_of_a_year(model, folder) or clock_member(model, folder) or month_day_stamp(model, folder) \
            or random_id_piece(model) or random_id_folder(model, folder) or counted_member(model, folder, parent) \
            or month_member(model, folder) or split_of_a_year(model, folder) or year_edition(model, folder) \
            or ordinal_topic(model, folder) or lone_quarter(model, folder) or accession_version(model) \
            or count_after_id(model) or calendar_version(model, folder) or grid_coordinates(model, folder) \
            or counted_title(model, folder) or dotted_counted_tail(model, folder) \
            or generated_token_folder(model, folder, parent):
        return True
    return calendar_after_year(model, folder)


_SIZE_RX = re.compile(r"^([0-9]{1,5})x([0-9]{1,5})$")


def size_member(model: SegModel, folder: str) -> bool:
    """A folder that is a width by a height (`1x1`, `4x3`, `48x48`, `1920x1080`): one size of a set.

    Why: a tree files a rendition under its size only because other sizes sit beside it.
    """
    if not all_literal(model) or not _SIZE_RX.match(folder):
        return False
    model.parts = [var_part(Var(VarKind.STRING, r"[0-9]+x[0-9]+", "string", name="size", rank=3), "*x*")]
    return True


_LABELLED_COUNTS = frozenset({"chr"})
_COUNTED_RX = re.compile(r"^([A-Za-z]+)(?:([-_ ]?|\. ?)([0-9]{1,6}(?:\.[0-9]+)?)|([-_ ])([A-Z](?:[0-9]{1,3})?|[A-Z]{2,3}[0-9]{1,4}))$")


def counted_member(model: SegModel, folder: str, parent: SegModel | None) -> bool:
    """A word that counts things, then a short number (`epoch_12`, `fold3`, `session3`, `Season 2`,
    `sub10`, `v1`) or a capital code (`station_KX12`, `batch-A`), or any word under its own plural
    (`users/user_42`): one of a numbered series.
    A number after a word that names no count (`sha256`, `x86_64`, `CIFAR-10`) is part of a name.

    Why: such a folder is there because its siblings are (the other epochs, folds, seasons, users).
    """
    m = _COUNTED_RX.match(folder)
    if not m:
        return _counted_pair(model, folder)
    word, sep, digits, letter_sep, letter = m.groups()
    fraction = digits is not None and ("." in digits or word.lower() in FRACTION_WORDS) \
        and _word_then_value(model, word + (sep or ""))
    if not fraction and not (_letter_then_number(model, folder) if letter and len(letter) > 1 and letter[1].isdigit()
                             else all_literal(model)):
        return False  # a letter and a plain number (`BIN-A17`) is a code: the name may repeat it
    low = word.lower()
    sep = sep if letter is None else letter_sep
    parent_word = parent.parts[0].text.lower() if parent is not None and len(parent.parts) == 1 \
        and parent.parts[0].var is None else ""
    counted = low in COUNTING_WORDS and (not word.isupper() or len(word) <= 3)  # `TimePoint_1`, not `CIFAR`
    if not counted and not (sep and word.islower() and singular(parent_word) == low):
        return False
    if low in _LABELLED_COUNTS or letter:  # chromosomes 1-22, X, Y, MT; `batch-A`, a plate's `Well_F09`
        var = Var(VarKind.ALNUM, r"[0-9A-Za-z]+", "string")
    elif "." in digits or low in FRACTION_WORDS:  # a scale may be a fraction (`sf0.01` beside `sf1`, `sf100`)
        var = Var(VarKind.STRING, r"\d+(?:\.\d+)?", "string")
    else:
        var = Var(VarKind.INT, r"\d+", "integer", width=len(digits) if digits[0] == "0" and len(digits) > 1 else None)  # type: ignore[index]
    model.parts = [lit(word + sep), var_part(var, "*")]
    return True


_COUNTED_PAIR_RX = re.compile(r"^([A-Za-z]+)([-_ ]?)([0-9]{1,4})((?:[-_x][0-9]{1,4})+)$")


def _counted_pair(model: SegModel, folder: str) -> bool:
    """A counting word and several numbers (`tile_5_7`, `block-3-12`, `tile_5x7`): one cell of a grid."""
    m = _COUNTED_PAIR_RX.match(folder)
    if not m or not all_literal(model) or m.group(1).lower() not in COUNTING_WORDS:
        return False
    parts = [lit(m.group(1) + m.group(2)), var_part(Var(VarKind.INT, r"\d+", "integer"), "*")]
    for sep, _ in re.findall(r"([-_x])([0-9]{1,4})", m.group(4)):
        parts += [lit(sep), var_part(Var(VarKind.INT, r"\d+", "integer"), "*")]
    model.parts = parts
    return True


def _word_then_value(model: SegModel, head: str) -> bool:
    """`sf0.01`, `sf100` typed already as the literal `sf` and a dotted value or a number."""
    parts = model.parts
    return model.entity_glob is None and len(parts) == 2 and parts[0].var is None and parts[0].text == head \
        and parts[1].var is not None and parts[1].var.kind in (VarKind.VERSION, VarKind.DOTTED, VarKind.STRING, VarKind.INT)


def _letter_then_number(model: SegModel, folder: str) -> bool:
    """`Well_F09` whose padded number is a variable already: a literal up to the letter, then it."""
    parts = model.parts
    return model.entity_glob is None and len(parts) == 2 and parts[0].var is None and parts[1].var is not None \
        and parts[1].var.kind == VarKind.INT and parts[0].regex == T.rx_escape(parts[0].text) \
        and folder.startswith(parts[0].text) and parts[0].text[-1:].isupper()


_SPLIT_ALTERNATION = "|".join(SPLIT_WORDS)
_SPLIT_YEAR_RX = re.compile(r"^(" + _SPLIT_ALTERNATION + r")((?:19|20)[0-9]{2})$")
_SPLIT_GLOB = "{" + ",".join(sorted(SPLIT_WORDS)) + "}"


def split_of_a_year(model: SegModel, folder: str) -> bool:
    """A data-set split glued to its release year (COCO's `train2017`, `val2014`): one split of one
    release, so the other splits and years sit beside it.

    The glob lists the split words and writes the year `????`.

    Why: the split words are a closed family (step 7) and a year is one of many; `*` keeps neither."""
    m = _SPLIT_YEAR_RX.match(folder)
    if not m or not all_literal(model):
        return False
    split = Var(VarKind.ENUM, f"(?:{_SPLIT_ALTERNATION})", "string", name="split", rank=3)
    model.parts = [var_part(split, _SPLIT_GLOB), year_part()]
    return True


#: an edition's year is past or near (1950-2039): `model2048`, `ps1990`… beyond that are sizes or models
EDITION_YEAR = r"19[5-9][0-9]|20[0-3][0-9]"
_YEAR_EDITION_RX = re.compile(rf"^([A-Za-z]{{2,}})({EDITION_YEAR})$")


def year_edition(model: SegModel, folder: str) -> bool:
    """Letters glued to a year (`year2017`, `cvpr2019`, `nips2014`): one year's edition of a series, the
    letters kept and the year a field (`year????`); a number that is no year (`win32`, `sha256`) stays.

    Why: a year is one of many, so a folder named for one year sits beside the other years' folders.
    """
    m = _YEAR_EDITION_RX.match(folder)
    if not m or not all_literal(model):
        return False
    model.parts = [lit(m.group(1)), year_part()]
    return True


# a chapter's number: one or two digits, or zero-padded (`007`); a title: a word of two letters or more
_ORDINAL_TOPIC_RX = re.compile(r"^([0-9]{1,2}|0[0-9]{2,3})([-_. ]+)([A-Za-z]{2}[^/]*)$")


def ordinal_topic(model: SegModel, folder: str) -> bool:
    """A short number, a separator and words (`04_primitive_types`, `2-Regression`, `12.Arrays`,
    `01 Introduction`): one chapter, lesson or step of an ordered series, the number and the title both
    fields (`[0-9]*_*`). A year (`2019_data`), a word first (`run_07`) or a unit (`3d_models`) is no such title;
    nor is a longer unpadded number (`1000_genomes`, `404_errors`: a name) or a lone letter (`10-K`: a form).

    Why: a course or book numbers its chapters to order them, and each number comes with its own title.
    """
    m = _ORDINAL_TOPIC_RX.match(folder)
    if not m or model.entity_glob is not None or not any(c.isalpha() for c in m.group(3)) or T.is_year(m.group(1)):
        return False
    if not (all_literal(model) or model.parts[0].var is not None and model.parts[0].var.kind == VarKind.INT
            and len(model.parts) == 2 and model.parts[1].var is None and model.parts[1].text == folder[len(m.group(1)):]):
        return False
    number = Var(VarKind.INT, r"\d+", "integer")
    title = Var(VarKind.STRING, r"[^/]+", "string", name="title", rank=2)
    model.parts = [var_part(number, "[0-9]*"), lit(m.group(2)), var_part(title, "*")]
    return True


_COUNT_AFTER_RX = re.compile(r"^([-_ ])([A-Za-z]*)([-_]?)([0-9]{1,4})$")
_DAY_KINDS = frozenset({VarKind.DATE, VarKind.DATE8})  # a bare count follows a day only (`run-20240105-1`)
_AFTER_ID_KINDS = frozenset({VarKind.DATE, VarKind.DATE8, VarKind.TIMESTAMP, VarKind.YEAR, VarKind.INT})


def count_after_id(model: SegModel) -> bool:
    """A counted piece after a date or number the glob generalises (`2024-01-05_run3`, `20240105-take_2`), or a
    bare number after a day (`run-20240105-1`): the run or take of that day, as variable as the day
    (`????-??-??_run*`); a word that counts nothing (`2024-01-05_final2`) stays.

    Why: a second run on one day gets the same date and the next count.
    """
    if model.entity_glob is not None:
        return False
    parts = model.parts
    labelled = len(parts) == 3 and parts[0].var is None and parts[0].text[-1:] in "-_ "
    head, parts = (parts[:1], parts[1:]) if labelled else ([], parts)  # `run-20240105-1`: a label before the date stays
    if len(parts) != 2 or parts[0].var is None or parts[0].var.kind not in _AFTER_ID_KINDS or parts[1].var is not None:
        return False
    m = _COUNT_AFTER_RX.match(parts[1].text)
    if not m or parts[1].regex != T.rx_escape(parts[1].text) or not (
            m.group(2).lower() in COUNTING_WORDS or not m.group(2) and parts[0].var.kind in _DAY_KINDS):
        return False
    count = Var(VarKind.INT, r"\d+", "integer", name=m.group(2).lower() or "count", rank=2)
    model.parts = head + [parts[0], lit(m.group(1) + m.group(2) + m.group(3)), var_part(count, "*")]
    return True


_GRID_PAIR_RX = re.compile(r"^(?:([A-Za-z])([0-9]{1,4})[-_]?)(?:([A-Za-z])([0-9]{1,4})[-_]?)+$")
_COORDINATE_RX = re.compile(r"([A-Za-z])([0-9]{1,4})([-_]?)")
_AXIS_LETTERS = frozenset("xyzrcfptijk")  # the letters a grid's axes go by: x/y/z, row/column, field/plane, time, i/j/k
_AXIS_PARTNERS = {c: frozenset(axes) - {c} for axes in ("xyz", "ijk", "rc") for c in axes}  # `x` goes with `y`, `z`


def grid_coordinates(model: SegModel, folder: str) -> bool:
    """Two or more single letters, each glued to a number (`x12_y04`, `r001c02`, `X3Y5`): a grid's cell, its row and
    column as variable as one another; `s3`, `i18n`, `R2D2` (no axis) or a codec without its axis' partner (`x264_r3`;
    `x64_y32` is a cell) is a name.

    Why: a tiled scan or plate files one folder per cell, so its siblings are the other cells."""
    if model.entity_glob is not None or not _GRID_PAIR_RX.match(folder):
        return False
    pieces = _COORDINATE_RX.findall(folder)
    letters = [p[0].lower() for p in pieces]
    if len(pieces) < 2 or len(set(letters)) != len(letters) or not _AXIS_LETTERS.issuperset(letters) \
            or any(named_code(a + n) and set(letters).isdisjoint(_AXIS_PARTNERS.get(a.lower(), "")) for a, n, _ in pieces) \
            or not (all_literal(model) or "".join(p.text for p in model.parts if p.var is None) in folder):
        return False
    parts = []
    for letter, _, sep in pieces:
        parts += [lit(letter), var_part(Var(VarKind.INT, r"\d+", "integer", name=letter.lower(), rank=2), "*")]
        if sep:
            parts.append(lit(sep))
    model.parts = parts
    return True


_COUNTED_TITLE_RX = re.compile(r"^([A-Za-z]+[-_ .]*)([0-9]{1,4})( ?[-–:.] ?|[_ ])([A-Za-z].*)$")


def counted_title(model: SegModel, folder: str) -> bool:
    """A counting word, its number and a title (`Chapter 01 - Intro`, `Book 2 - The Two Towers`, `lesson_3_loops`):
    one of a numbered series, its title that member's own (`Chapter ?? - *`); a word that counts nothing
    (`Route 66 - Diner`) keeps its title; so does a "title" of numbered members (`mouse3_day14`: branch_codes.counted_chain).

    Why: a book or course numbers its parts to order them, and each number comes with its own title.
    """
    m = _COUNTED_TITLE_RX.match(folder)
    if not m or model.entity_glob is not None or m.group(1).strip("-_ .").lower() not in COUNTING_WORDS \
            or _numbered_only(m.group(4)):
        return False
    parts = model.parts
    typed = len(parts) >= 3 and parts[0].var is None and parts[0].text == m.group(1) and parts[1].var is not None \
        and parts[1].var.kind == VarKind.INT and all(q.var is None for q in parts[2:]) \
        and "".join(q.text for q in parts[2:]) == m.group(3) + m.group(4)
    if not typed and not all_literal(model):
        return False
    number = parts[1] if typed else var_part(Var(VarKind.INT, r"\d+", "integer"), "*")
    title = var_part(Var(VarKind.STRING, r"[^/]+", "string", name="title", rank=2), "*")
    model.parts = [lit(m.group(1)), number, lit(m.group(3)), title]
    return True


def _numbered_only(text: str) -> bool:
    """`day14`, `visit2_arm1`: numbered members and separators, nothing else."""
    pieces = numbered_tokens(text)
    return pieces is not None and not pieces[-1][0] and all(not before.strip("-_ ") for before, *_ in pieces[1:])


_LAST_PIECE_RX = re.compile(r"^(.*[-_.])([a-z0-9]+)$")


def random_id_piece(model: SegModel) -> bool:
    """A piece of eight or more lowercase letters and digits that switch at least twice
    (`abc123xy` in W&B's `run-20240301_143022-abc123xy`), after a value the glob generalises: a
    random id, one per run.

    Why: generated ids mix letters and digits at random; words and codes (`x86`, `grch38`) switch once.
    """
    parts = model.parts
    if model.entity_glob is None and parts and parts[-1].plain \
            and any(p.var is not None for p in parts[:-1]):
        text = parts[-1].text
        m = _LAST_PIECE_RX.match(text)
        if m and T.random_id(m.group(2)):
            var = Var(VarKind.ALNUM, r"[a-z0-9]+", "string", name="run_id", rank=2)
            model.parts = parts[:-1] + [lit(m.group(1)), var_part(var, "*")]
            return True
    return False


def random_id_folder(model: SegModel, folder: str) -> bool:
    """A whole folder that is a random id of eight to sixteen lowercase letters and digits switching at least twice
    (W&B's run folders `olmo-medium/wvc30anm/`, `87shig0a/`), or with a digit and letters no one could say
    (`5wkmhkqh`: six consonants in a row): one generated id of many, field `run_id`; words and codes such as
    `ubuntu2204`, `grch38`, `strengths2` stay literal, and so do letters alone (`hrshlkzq`: no shape tells it from a word)
    and package names (`html5lib`, `word2vec`, `xmlhttp2`: `tokens.software_name`).

    Why: people name folders with words, counters or dates; only a machine names one with a random id, one per run.
    """
    if not all_literal(model) or len(folder) > 16 or not T.random_id(folder, unspeakable=True):
        return False
    model.parts = [var_part(Var(VarKind.ALNUM, r"[a-z0-9]+", "string", name="run_id", rank=2), "*")]
    return True


_DOTTED_TAIL_RX = re.compile(r"^(.+\.)([A-Za-z]+)([-_]?)([0-9]{1,6})$")


_TOKEN_RX = re.compile(r"^[A-Za-z0-9_-]{8,16}$")
_WORD_RUN_RX = re.compile(r"[a-z]{4}|[A-Z]{4}")  # a word's letters (`iPhone12Pro`'s `hone`), rare in a random token


def _class_switches(text: str) -> int:
    """How often the characters switch between upper case, lower case and digits (`Mdk1SXywHck`: 6)."""
    kinds = ["u" if c.isupper() else "l" if c.islower() else "d" if c.isdigit() else "" for c in text]
    kinds = [k for k in kinds if k]
    return sum(1 for a, b in zip(kinds, kinds[1:]) if a != b)


def generated_token_folder(model: SegModel, folder: str, parent: SegModel | None) -> bool:
    """A folder that is one generated token of 8 to 16 letters and digits in both cases, switching between
    upper case, lower case and digits five times or more, no four letters of one case in a row (a YouTube
    video id `Mdk1SXywHck`, a share key), right below a folder the glob generalises (`id10270/Mdk1SXywHck/`):
    one item of that member, so `*`.

    Why: generated ids mix cases and digits at random; a name or a code (`iPhone12`, `MyProject2`) switches a few times.
    """
    if parent is None or not any(p.var is not None for p in parent.parts) or not all_literal(model) \
            or not _TOKEN_RX.match(folder) or _class_switches(folder) < 5 or _WORD_RUN_RX.search(folder) \
            or not (any(c.isupper() for c in folder) and any(c.islower() for c in folder)):
        return False
    model.parts = [var_part(Var(VarKind.STRING, r"[A-Za-z0-9_-]+", "string"), "*")]
    return True


def dotted_counted_tail(model: SegModel, folder: str) -> bool:
    """A dotted name whose last piece is a counting word and a number (OMERO's
    `Blitz-0-Ice.ThreadPool.Server-71`, `com.example.worker-3`, `pool.node07`): that number varies.

    Why: a dotted name goes from the general to the particular, so its last counted piece is the member."""
    m = _DOTTED_TAIL_RX.match(folder)
    if not m or not all_literal(model) or m.group(2).lower() not in COUNTING_WORDS:
        return False
    count = Var(VarKind.INT, r"\d+", "integer", name=m.group(2).lower(), rank=2)
    model.parts = [lit(m.group(1) + m.group(2) + m.group(3)), var_part(count, "*")]
    return True


# units a number is glued before when it is a quantity: frames, durations, bit depths, rates, lengths
_UNITS = frozenset("frame frames fps year years yr yrs day days hour hours hr hrs min mins sec secs bit bits "
                   "hz khz mhz ghz mm cm um nm km px".split())
_QUANTITY_RX = re.compile(r"(?<![0-9A-Za-z])([0-9]{1,4})([A-Za-z]{2,5})(?![0-9A-Za-z])")


def _quantity_name(unit: str) -> str:
    """A quantity's field name: the unit in the plural (`12years` -> `years`: a span, never a `year` a date is
    made of; `30frame` -> `frames`), short units as written (`fps`, `hz`, `mm`)."""
    low = unit.lower()
    return low + "s" if low in _SINGULAR_UNITS else low


_SINGULAR_UNITS = frozenset("frame year yr day hour hr sec min bit".split())


def quantity_piece(model: SegModel) -> bool:
    """A number glued before a unit in a constant folder's literal text (`driver_100_30frame`,
    `Extended_12years`, `16bit`, `500hz`): the number is a variable, the unit stays (`*frame`).

    Why: a tree files by a frame step, a span or a bit depth only to keep the other quantities beside it."""
    if model.entity_glob is not None:
        return False
    out: list[Part] = []
    changed = False
    for p in model.parts:
        if not p.plain:
            out.append(p)
            continue
        pos = 0
        for m in _QUANTITY_RX.finditer(p.text):
            unit = m.group(2)
            if unit.lower() not in _UNITS:
                continue
            if m.start() > pos:
                out.append(lit(p.text[pos:m.start()]))
            out += [var_part(Var(VarKind.INT, r"\d+", "integer", name=_quantity_name(unit), rank=2), "*"), lit(unit)]
            pos, changed = m.end(), True
        if pos < len(p.text):
            out.append(lit(p.text[pos:]))
    if changed:
        model.parts = merge_literals(out)
    return changed

