"""Stage 3b, one member of a family: constant folders that still vary across the kind.

Samples are often picked from the one folder at hand (one camera, one class, one shoot), so a
folder every sample shares may be one member of a family whose siblings the rule must cover
(docs/analyser.md, step 7). Shapes that say so on their own (a padded id, a date) are typed
in `columns`; the heuristics here read what the neighbours say about a constant folder:

- `folder_echoes.echoed_folder`: the file name repeats the folder (`back-yard/…/back-yard_20240418.mp4`,
  `MOD09GA/…/MOD09GA.A2024258….hdf`): the files carry the folder's value, so it is their key;
- `labelled_member`: a generalised id followed by free words (`003.backpack`,
  `2023-02-13 Product shots`): the words label that one member;
- `topic_name`: in one member folder, names that are one word or that word and more
  (`authorization.png`, `authorization-locked.png` in `eip-107/`): the word is the folder's topic;
- `series.one_of_a_series`: a folder whose own name says it is one of a series (a release, a
  size, a counted word and its number, a month, a split's year, a period after a year);
- `grid_code`: one or two capital letters right below a generalised folder (`tiles/35/U/AK/…`):
  a cell of a grid or a region code, as variable as the folder above it;
- `band_code`: an instrument's word and a one- or two-letter code right below a generalised folder
  (`01291/HSC-R/…`, `night3/CAM_B/…`): the band, filter or camera of that member, the word kept;
- `folder_echoes.echoed_label`: a label or id a generalised folder holds that the file name repeats
  (`Jan15_…_gpu-box/events.out.tfevents.….gpu-box.…`): it varies with the folder;
- `fanout_bucket`: a short folder that begins the names below it or sits above fixed-width
  hashes (`p12/p12345678`, git's `objects/ff/<38 hex>`): one bucket of a fan-out.

Each rewrites the segment templates in place before the fields are made.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.calendar_members import month_before_day
from pathfinder.analysis.branch_codes import counted_chain, echoed_suffix_code, initial_member, spelt_out_count, level_code, member_id_code, member_of_plural, numbered_collection, one_member_ids, spelt_member
from pathfinder.analysis.columns import is_family_member
from pathfinder.analysis.echo_codes import id_not_year, letter_before_id, station_code
from pathfinder.analysis.member_codes import member_code
from pathfinder.analysis.member_records import LONG_CODE, record_ids_in_echoing_names
from pathfinder.analysis.session_labels import code_after_date, dated_code, label_after_stamp, tag_after_stamp
from pathfinder.analysis.folder_echoes import echoed_folder, echoed_label, echoed_number, follow_in_name
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, all_literal, codes_as_values, lit, var_part, whole_segment
from pathfinder.analysis.releases import archive_accession
from pathfinder.analysis.series import COUNTING_WORDS, one_of_a_series, quantity_piece
from pathfinder.analysis.pieces import side_twin

__all__ = ["one_member_folders"]

_LABEL_SEPARATORS = " ."


def one_member_folders(models: list[SegModel], segs: list[list[str]], stems: list[str], name_model) -> None:
    """Apply the member heuristics to the tail templates (`models[0]` is the file name).

    `name_model(rests)` builds the file name's template for the stems' text after an echoed folder.
    """
    letter_before_id(models, segs, stems, name_model)
    constant: dict[int, str] = {}  # depth from the end -> the one folder every sample has there
    for t in range(2, len(models) + 1):
        values = {s[-t] for s in segs}
        if len(values) == 1:
            constant[t] = values.pop()
    top = min(len(s) for s in segs) if constant else 0  # the shallowest sample's depth
    for t, folder in constant.items():
        model = models[t - 1]
        below = models[t - 2]
        if id_not_year(model, t, segs, stems):
            continue
        label_after_ids(model, folder) or label_after_stamp(model, folder) or code_after_date(model, folder) \
            or tag_after_stamp(model, folder)  # before composite_id (codes between ids)
        if composite_id(model):
            follow_in_name(models, t, folder, stems)
            continue
        if labelled_member(model, folder) or dated_code(model, folder):
            continue
        if one_of_a_series(model, folder, models[t] if t < len(models) else None):
            continue
        if fanout_bucket(model, folder, below, [s[-t + 1] for s in segs] if t > 2 else stems):
            continue
        if spelt_member(models, t, folder) or initial_member(models, t, folder, stems) or 2 < t < len(models) and level_code(model, folder, models[t], below) \
                or numbered_collection(model, folder):
            continue
        if t < len(models) and (member_of_plural(model, folder, models[t]) or collection_item(model, folder, models[t])):
            continue
        if keyed_by_collection(model, folder):
            continue
        if t < len(models) and store_array(model, models[t]):
            continue
        if file_type_folder(model, folder):
            continue
        if retired_sibling(model, folder, t, top, models[0]):
            continue
    for t in sorted(constant, reverse=True):  # from the top: a code below a generalised code is one too
        if t < len(models):
            grid_code(models[t - 1], constant[t], models[t]) or band_code(models[t - 1], constant[t], models[t])
    for t, folder in constant.items():
        quantity_piece(models[t - 1])
        counted_chain(models[t - 1])
        echoed_suffix_code(models, t, stems)
        spelt_out_count(models, t, folder)
        echoed_number(models, t, folder)
        echoed_label(models, t, folder)
    station_code(models, constant)
    trailing_counter(models[0])
    member_code(models[0], models, constant)
    one_member_ids(models, constant, stems)
    side_twin(models[0])
    for model in models:
        archive_accession(model)
        month_before_day(model)
    if 2 in constant and len(models) > 1:
        topic_name(models[0], models[1], stems)
    top = min(len(s) for s in segs)  # the first folder names the tree listed (`era5/…/era5_….nc`)
    for t, folder in constant.items():
        if (t <= top - 1 or member_id_code(folder)) and echoed_folder(models, t, folder, stems, name_model):
            break
    record_ids_in_echoing_names(models, constant, stems)


_COUNTED_END_RX = re.compile(r"(?:^|(?<=[-_. ]))([A-Za-z]+)([0-9]{1,4})$")


def trailing_counter(name: SegModel) -> bool:
    """A lone digit that every sampled name ends with, after a separator (`….579856.1`,
    `syslog.1`, `reads_1`), is a counter (a part, an index, a rotation): siblings end in other
    digits; so is a counting word's number there (`…-Measurement1.ome.zarr`, `…_take2.wav`).
    Only beside another variable of the name (a fixed `level_2.csv` stays)."""
    parts = name.parts
    if name.entity_glob is not None:
        return False
    k = len(parts) - 1
    if k >= 0 and parts[k].var is None and parts[k].text.startswith(".") and not re.fullmatch(r"\.[0-9]", parts[k].text):
        k -= 1  # the extension (a name without one may end `.1`)
    if k < 1 or parts[k].var is not None or not any(p.var is not None for p in parts[:k]):
        return False
    text = parts[k].text
    after_sep = k > 0 and parts[k - 1].var is None and parts[k - 1].text[-1:] in T.SEPARATORS
    counted = _COUNTED_END_RX.search(text)
    if counted and counted.group(1).lower() in COUNTING_WORDS and parts[k].regex == T.rx_escape(text):
        head = text[: counted.start(2)]  # `-Measurement1`: the counting word stays, its number varies
        var = var_part(Var(VarKind.INT, r"\d+", "integer", name=counted.group(1).lower(), rank=2), "*")
        name.parts = parts[:k] + [lit(head), var] + parts[k + 1:]
        return True
    m = re.search(r"(?<=[-_. ])[0-9]$", text) or (re.fullmatch(r"[0-9]", text) if after_sep else None)
    if not m or parts[k].regex != T.rx_escape(text):
        return False
    head = parts[k].text[: m.start()]
    var = var_part(Var(VarKind.INT, r"\d+", "integer"), "*[0-9]")
    name.parts = parts[:k] + ([lit(head)] if head else []) + [var] + parts[k + 1:]
    return True


def collection_item(model: SegModel, folder: str, parent: SegModel) -> bool:
    """A title under a plural folder (`Instrument Exports/NanoDrop One`, `runs/bert-base-2024-03-01`,
    `Stems/Hex - 0xDEADBEEF (137 BPM)`): one item of the collection the parent names. One word or
    code (`tests/data`, `cities/paris`, `blobs/sha256`) stays literal.

    Why: a plural folder holds many items of one kind, and a title of several words names one of them.
    """
    if len(parent.parts) != 1 or parent.parts[0].var is not None or not _PLURAL_RX.search(parent.parts[0].text) \
            or parent.parts[0].text.lower() in _HOME_FOLDERS:
        return False
    if model.entity_glob is not None or "=" in folder:
        return False
    kinds = [p.var.kind for p in model.parts if p.var is not None]
    words = re.findall(r"[^\W\d_]+", "".join(p.text for p in model.parts if p.var is None))
    if any(k not in _DATE_KINDS and not (k == VarKind.INT and len(words) >= 2 and " " in folder) for k in kinds) \
            or len(model.parts) == 1 and kinds:
        return False  # `version_3`, `Season 02` are a key and its number; a dated title is read whole
    if " " not in folder and not kinds:
        return False  # one word or code (`train`, `sha256`) is a name
    model.parts = [whole_segment()]
    return True


def keyed_by_collection(model: SegModel, folder: str) -> bool:
    """A folder that starts with a plural word and a doubled delimiter (`models--01-ai--Yi-1.5-34B`,
    `datasets--org--name` in a Hugging Face cache): one item of that collection, its pieces vary.

    Why: the plural word says what the folder holds one of; the pieces after it name which.
    """
    m = re.match(r"^([A-Za-z]+)(--|__)(.+)$", folder)
    if not m or not _PLURAL_RX.search(m.group(1)) or model.entity_glob is not None:
        return False
    delim = m.group(2)
    pieces = m.group(3).split(delim)
    if not all(pieces):
        return False
    parts: list[Part] = [lit(m.group(1) + delim)]
    for k, _ in enumerate(pieces):
        if k:
            parts.append(lit(delim))
        parts.append(var_part(Var(VarKind.STRING, r"[^/]+?", "string"), "*"))
    model.parts = parts
    return True


_FILE_TYPE_WORDS = frozenset("raw jpg jpeg png tif tiff dng heic cr2 cr3 nef arw orf raf mov mp4 wav mp3 flac "
                             "pdf csv json xml".split())


def file_type_folder(model: SegModel, folder: str) -> bool:
    """A folder named after a file type (`RAW`, `Raw`, `JPG`) matches in any case, as an upper-case
    extension does: cameras and photo tools write it either way from one shoot to the next."""
    if not all_literal(model) or folder.lower() not in _FILE_TYPE_WORDS:
        return False
    model.parts = [Part(glob="".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else c for c in folder),
                        regex=T.any_case(folder), text=folder)]
    return True


#: Words that file a folder as the retired copy of a sibling that holds the same kind now (a closed vocabulary of
#: lifecycle words, compared in lower case): `old_migrations/` beside `migrate/`, `legacy-docs/` beside `docs/`.
RETIRED_WORDS = frozenset("old older archive archived legacy deprecated obsolete attic previous former retired "
                          "outdated superseded".split())
_WORDS_RX = re.compile(r"[A-Za-z]{3,}(?:[-_ ][A-Za-z]{3,}){0,2}")


def retired_sibling(model: SegModel, folder: str, t: int, top: int, name: SegModel) -> bool:
    """A constant folder that calls itself the retired copy of a sibling: a lifecycle word (`RETIRED_WORDS`) joined
    to one or two other words that name what it holds (`old_migrations`, `legacy-docs`, `migrations_old`), under a
    folder every sample has, above file names that vary: the folder is a field (`*`), so the current sibling's
    files (`migrate/`, `docs/`) are taken too. Samples drawn from the larger of the two never show the other; only
    the qualifier says it is there. A lifecycle word alone names no sibling: a tool's fixed folder
    (`letsencrypt/archive/<domain>/`) or a store whose sibling holds something else (`Raw/Archive/` beside
    `Raw/Latest/`), and stays.

    Why: a tree moves its older members of a kind into a folder named for being older, and adds new ones beside it."""
    if t >= top or not all_literal(model) or model.entity_glob is not None or all_literal(name):
        return False
    if not _WORDS_RX.fullmatch(folder):
        return False  # digits or other characters: a code or a value, not words
    words = re.split(r"[-_ ]", folder.lower())
    if sum(w in RETIRED_WORDS for w in words) != 1 or not 1 < len(words) <= 3:
        return False
    model.parts = [whole_segment()]
    return True


_STORE_RX = re.compile(r"\.(?:zarr|n5|zarr\.zip|tiledb)$", re.IGNORECASE)


def store_array(model: SegModel, parent: SegModel) -> bool:
    """A folder right inside a chunked array store (`era5.zarr/sst/0.1.2`, an N5 or TileDB store):
    one array of the store, its siblings the other variables.

    Why: by the store format's own layout, its top folders are its arrays, with alike chunks below.
    """
    if len(parent.parts) != 1 or parent.parts[0].var is not None or not _STORE_RX.search(parent.parts[0].text):
        return False
    if not all_literal(model) or model.parts[0].text.startswith("."):
        return False  # `.zgroup`, `.zattrs` are the store's own files
    model.parts = [whole_segment()]
    return True


_PLURAL_RX = re.compile(r"(?:^|[ _-])[A-Za-z]{2,}[a-hj-rt-z]s$")  # not `-ss`, `-is`, `-us` (analysis, corpus)
# a home folder's children are applications' folders, fixed names (`Documents/StarCraft II`)
_HOME_FOLDERS = frozenset("documents downloads pictures photos videos movies music desktops applications "
                          "library users".split())
_DATE_KINDS = frozenset({VarKind.DATE, VarKind.DATE8, VarKind.DMY, VarKind.TIMESTAMP})


_CODE_RX = re.compile(r"^[A-Z][A-Z0-9]{0,3}$")
_LONG_CODE_RX = re.compile("^" + LONG_CODE + "$")
_COMPOSITE_SEPARATORS = re.compile(r"([-_. ])")
_CODE_ID_KINDS = frozenset({VarKind.INT, VarKind.DATE, VarKind.DATE8, VarKind.TIMESTAMP, VarKind.ALNUM, VarKind.HASH})


def composite_id(model: SegModel) -> bool:
    """A constant folder built of several ids (`TCGA_CS_7888_20020904`, a Landsat scene
    `LC08_L2SP_040161_…_02_T1`, an Illumina run `201003_M00123_0750_9EJJ8LT5P`): its short capital
    codes after the first are values too (a site, a level, a tier, an instrument), and so is a long code of
    capitals and digits (`110405_HS17_06067_A_B035CABXX`: a flowcell, a plate, a batch; not `MSIL1C`, six long).

    Why: among ids that vary, the codes between them are fields of the same record; the leading label stays.
    """
    parts = model.parts
    if model.entity_glob is not None or sum(1 for p in parts if p.var is not None and p.var.kind in _CODE_ID_KINDS) < 2:
        return False

    def is_code(j: int, k: int, pieces: list[str]) -> bool:  # not the leading label, and not glued to a value
        first = j == 0 and k == 0
        bounded_left = k > 0 or (j > 0 and parts[j - 1].var is None)
        # a dotted suffix ending the folder is its format (`.SAFE`, `.SEN3`), not a code
        suffix = j == len(parts) - 1 and k == len(pieces) - 1 and k > 0 and pieces[k - 1] == "."
        return not first and not suffix and bounded_left and bool(_CODE_RX.match(pieces[k]) or _LONG_CODE_RX.match(pieces[k]))

    out = codes_as_values(parts, lambda j: True, _COMPOSITE_SEPARATORS, is_code)
    if out is not None:
        model.parts = out
    return out is not None


def labelled_member(model: SegModel, folder: str) -> bool:
    """An id the glob generalises, then free words to the end (`003.backpack`,
    `2023-02-13 Product shots`, `257.faces-easy-101`), or a word and a space before a date with words after it
    (`Experiment 2023-01-05 (HeLa)`: `_key_word`): the words are that member's label, so they vary too.

    Why: a numbered or dated folder is one of many, and its words name that one (`run_0007` stays `run_*`).
    """
    parts = model.parts
    head = 1 if len(parts) > 2 and _key_word(parts[0]) else 0  # `Experiment 2023-01-05 (HeLa)`: the key word stays
    if model.entity_glob is not None or len(parts) < 2 + head or parts[head].var is None:
        return False
    j = head + 1
    while j < len(parts) and (parts[j].var is not None or not parts[j].text.strip(T.SEPARATORS)):
        if parts[j].var is not None and parts[j].var.kind not in _ID_KINDS:
            return False
        j += 1
    if parts[head].var.kind not in (_DATE_KINDS if head else _ID_KINDS) or j == len(parts):
        return False
    label = parts[j]
    if label.regex != T.rx_escape(label.text) or not (label.text[0] in _LABEL_SEPARATORS or _title_slug(label.text, parts[head])) \
            or not any(c.isalpha() for c in label.text):
        return False
    model.parts = parts[:j] + [lit(label.text[0]), whole_segment()]
    return True


_SLUG_RX = re.compile(r"^[-_][A-Za-z]+(?:[-_][A-Za-z]+){2,}$")


def _title_slug(text: str, lead: Part) -> bool:
    """Three words or more joined by `-` or `_` after a folder's date (`2019-03-12-my-first-post`,
    `20190312_our_wedding_day`): a title written as a slug; one or two words (`_raw`, `_raw_data`) may name a kind.

    Why: a blog, a photo library or a diary names each dated entry by its own title."""
    return lead.var is not None and lead.var.kind in _DATE_KINDS and bool(_SLUG_RX.match(text))


_KEY_WORD_RX = re.compile(r"^[A-Za-z]{2,}[ ]$")


def _key_word(part: Part) -> bool:
    """A plain word and a space before a folder's date (`Experiment 2023-01-05 (HeLa)`, `Shoot 2024-03-01 Paris`):
    the key of a dated member whose label follows the date.

    Why: a word then a date names one dated occasion of many; the words after the date are that occasion's own."""
    return part.plain and bool(_KEY_WORD_RX.match(part.text))


_TAIL_WORD_RX = re.compile(r"^[_\-.][A-Za-z]{2,}$")
_TWO_KEYS_RX = re.compile(r"^([A-Za-z]+)(\d+)[_-]([A-Za-z]+)(\d+)")


def label_after_ids(model: SegModel, folder: str) -> bool:
    """Two ids of two keys the glob generalises, then one word (`HG002_NA24385_son`, `P017_S0042_tumor`):
    the word labels that member (its role, its tissue), so it varies with the ids.

    Why: a folder keyed by two ids describes its member last, and a sibling member is described otherwise.
    """
    parts = model.parts
    if model.entity_glob is not None or len(parts) < 4 or parts[-1].var is not None:
        return False
    tail = parts[-1].text
    if not _TAIL_WORD_RX.match(tail) or parts[-1].regex != T.rx_escape(tail):
        return False
    m = _TWO_KEYS_RX.match(folder)
    # two different keys, each with a member's number (`chr01_chr02` is a pair of one key; `py311_x86` a name)
    if m is None or m.group(1).lower() == m.group(3).lower() \
            or not (is_family_member(m.group(2)) and is_family_member(m.group(4))):
        return False
    if sum(p.var is not None and p.var.kind in _ID_KINDS for p in parts[:-1]) < 2:
        return False
    model.parts = parts[:-1] + [lit(tail[0]), whole_segment()]
    return True


_ID_KINDS = frozenset({VarKind.INT, VarKind.DATE, VarKind.DATE8, VarKind.DMY, VarKind.TIMESTAMP,
                       VarKind.CLOCK, VarKind.TIME})
_SHORT_ID_RX = re.compile(r"^([A-Za-z]{0,3})([0-9]{1,3})$")  # `p12`, `ERR188` (an archive accession's bucket)
_HEX_PAIR_RX = re.compile(r"^[0-9a-f]{2,3}$")


def fanout_bucket(model: SegModel, folder: str, below: SegModel, below_values: list[str]) -> bool:
    """A short folder above names that begin with it (`p12/p12345678`) or above fixed-width hashes
    (`objects/ff/<38 hex>`): one bucket of a fan-out, and its siblings are the other buckets.

    Why: stores of many ids shard them by their first characters, so a bucket varies as its ids do.
    """
    if not all_literal(model):
        return False
    hashes = bool(below.parts) and below.parts[0].var is not None and below.parts[0].var.kind == VarKind.HASH
    if hashes and _HEX_PAIR_RX.match(folder):
        var = Var(VarKind.HASH, rf"[0-9a-fA-F]{{{len(folder)}}}", "string", width=len(folder))
        model.parts = [var_part(var, "?" * len(folder))]
        return True
    m = _SHORT_ID_RX.match(folder)
    if not m or not all(v.startswith(folder) and v[len(folder):len(folder) + 1].isalnum() for v in below_values):
        return False
    letters, digits = m.group(1), m.group(2)  # letters kept, digits any: `p??`
    var = Var(VarKind.IDENT, T.rx_escape(letters) + rf"[0-9]{{{len(digits)}}}", "string", width=len(folder))
    model.parts = [var_part(var, T.glob_escape(letters) + "?" * len(digits))]
    return True


_TOPIC_RX = re.compile(r"^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$")


def topic_name(name: SegModel, folder: SegModel, stems: list[str]) -> bool:
    """File names that are one lowercase word, alone or with more words after a `-`/`_`
    (`authorization.png`, `authorization-locked.png`), all in one folder the glob generalises
    (`eip-107/`): the word is that folder's topic, and the names are free. A name that is the word
    alone shows it is no prefix of the kind (`IMG_`, `frame_` come with a value); so does a word
    after it: `scan.tif` beside `scan-2.tif` is one name and its copies, and stays.

    Why: a folder of one member (a proposal, a ticket) names its files after its own subject.
    """
    parts = name.parts
    if name.entity_glob is not None or not any(p.var is not None for p in folder.parts) or len(parts) < 4:
        return False
    word, opening, var, closing = parts[:4]
    ext = parts[4:]
    if word.var is not None or not _TOPIC_RX.match(word.text) or word.regex != T.rx_escape(word.text) \
            or opening.var is not None or opening.regex not in ("(?:-", "(?:_") \
            or var.var is None or not var.var.default_null or closing.regex != ")?" \
            or len(ext) > 1 or (ext and (ext[0].var is not None or not ext[0].text.startswith("."))):
        return False
    rests = [stem[len(word.text) + 1:] for stem in stems if len(stem) > len(word.text)]
    if not rests or not all(re.match(r"[^\W\d_]", rest) for rest in rests):
        return False  # the word's copies or numbered versions (`scan-2`), not other words
    name.parts = [var_part(Var(VarKind.STRING, r"[^/]+?", "string"), "*")] + ext
    return True


_GRID_CODE_RX = re.compile(r"^[A-Z]{1,2}$")
_GRID_CODE_GLOB = "{[A-Z],[A-Z][A-Z]}"  # what the regex says: `*` took the words beside it (`notes`, `backup`)


def grid_code(model: SegModel, folder: str, parent: SegModel) -> bool:
    """One or two capital letters right below a folder the glob generalises (a Sentinel-2 tile's
    `35/U/AK`, `2023/EU/DE`): a band, a grid square or a region code of a nested grid. A word
    (`MEG`, `raw`) or a code under a fixed folder stays.

    Why: under a numbered or dated folder, two capitals are the next coordinate of the same grid.
    """
    if not all_literal(model) or not _GRID_CODE_RX.match(folder) or not any(p.var is not None for p in parent.parts):
        return False
    model.parts = [var_part(Var(VarKind.ALNUM, r"[A-Z]{1,2}", "string"), _GRID_CODE_GLOB)]
    return True




# one to three pieces (a word of two letters among them), `-` or `_`, then the code: `HSC-R`, `(B1)-ZStacks-ZM`
_BAND_CODE_RX = re.compile(r"^((?:\(?[A-Za-z0-9]{1,16}\)?[-_]){1,3})([A-Z][A-Z0-9]?)$")
_BAND_WORD_RX = re.compile(r"[A-Za-z]{2}")
_BAND_CODE_GLOB = "{[A-Z],[A-Z][A-Z0-9]}"  # what the regex says: `*` would take words (`HSC-Random`)


def band_code(model: SegModel, folder: str, parent: SegModel) -> bool:
    """A word (one to three pieces, `(B1)-ZStacks`) then `-` or `_` and one capital letter, or a capital and a letter
    or digit, right below a folder the glob generalises (`01291/HSC-R/`, `night3/CAM_B/`, `2019-05-02/WFC-I2/`,
    `DS0001/(B1)-ZStacks-ZM/`): the band, filter, camera or mode one member's samples were taken through; the word
    (the instrument) stays, the code varies. A code under a fixed folder (`hsc/repo/HSC-R/`), a lower-case letter
    (`set-a`), a longer code (`HSC-RED`) stay.

    Why: one pointing, night or plate is taken through several filters or cameras, each named by its letter.
    """
    if not all_literal(model) or not any(p.var is not None for p in parent.parts):
        return False
    m = _BAND_CODE_RX.match(folder)
    if m is None or _BAND_WORD_RX.search(m.group(1)) is None:
        return False
    model.parts = [lit(m.group(1)), var_part(Var(VarKind.ALNUM, r"[A-Z][A-Z0-9]?", "string"), _BAND_CODE_GLOB)]
    return True
