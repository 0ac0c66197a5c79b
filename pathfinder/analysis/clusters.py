"""Stage 1, samples: normalise and de-duplicate them, and group them by kind (file extension)
so the analyser describes the largest group and names the rest as outliers (docs/analyser.md).
"""
from __future__ import annotations

import os
import re
from collections import Counter
from functools import lru_cache
from typing import Sequence

import pathfinder.analysis.tokens as T
from pathfinder.analysis.entities import BIDS_DATATYPES, BIDS_NAME_RX
from pathfinder.analysis.scheme_codes import MIN_SHARED_CODES, shared_codes
from pathfinder.analysis.rotations import rotated_copies
from pathfinder.analysis.tables import partition_data_files
from pathfinder.engine.paths import normalize

MAX_EXT_ALTERNATIVES = 6  # more extensions than this in one group: keep only the largest


def clean_samples(samples: Sequence[str]) -> list[str]:
    """Normalised, de-duplicated, non-blank sample paths in input order; a path that names no file once normalised
    (`//`, `\\\\`: the root) is blank.

    Why: `//` normalised to `/` and reached the stages with no segment at all (an IndexError in shards.sharded_id)."""
    out: dict[str, None] = {}
    for raw in samples:
        if raw is None:
            continue
        text = str(raw).strip().strip("\r\n")
        if not text or text in (".", "/"):
            continue
        norm = normalize(text)
        while norm.startswith("./"):
            norm = norm[2:]
        if not norm or norm in (".", "/"):
            continue
        out.setdefault(norm, None)
    return list(out)


def cluster_key(filename: str) -> tuple[str, ...]:
    """A file's kind: its extension up to the first non-compression part, digit-bearing parts ignored unless
    they are known extensions (`mp4`, `mp3`, `jp2`, `bz2`: a video is a video, `part1` and `v2` are no kind).

    A last part that is no known extension (`lh.pial`, `rh.sphere.reg`) is part of the name: such
    files are one kind, that of names without an extension, not a kind per dotted word.
    """
    return _kind_of_ending(tuple(T.ext_parts(filename)))


@lru_cache(maxsize=4096)
def _kind_of_ending(ext: tuple[str, ...]) -> tuple[str, ...]:
    """`cluster_key` of a name's extension parts: a listing's few endings recur in every name, each read once."""
    parts = [p for p in ext if not any(c.isdigit() for c in p) or T.known_extension(p)]
    key: list[str] = []
    for p in reversed(parts):
        if not T.known_extension(p):
            break
        key.insert(0, p.lower())
        if not T.is_compression(p):
            break
    return tuple(key) or ("",)


def split_clusters(paths: list[str]) -> tuple[list[str], list[str]]:
    """(largest group, the others in input order)."""
    rotated = rotated_copies(paths)
    if rotated is not None:  # `syslog.1` beside `syslog.2.gz`: generations of one file, one kind
        return rotated
    keys = [cluster_key(p.rsplit("/", 1)[-1]) for p in paths]
    counts = Counter(keys)
    if len(counts) == 1:
        return paths, []
    order = {k: i for i, k in reversed(list(enumerate(keys)))}
    best = min(counts, key=lambda k: (-counts[k], order[k]))
    # groups whose names look alike apart from the extension are one kind
    # (`sub-05_eeg.vhdr`, `sub-07_eeg.eeg`); `_events.tsv` beside `_bold.nii.gz` is not
    shapes = [_name_shape(p) for p in paths]
    main_shapes = {sh for sh, k in zip(shapes, keys) if k == best}
    joined = {k for sh, k in zip(shapes, keys) if sh in main_shapes}
    # pictures (or videos, or sounds) of one set saved in several formats (`<hash>.jpg` beside
    # `<hash>.jpeg` and `<hash>.png`): names of one coarse shape in one folder depth
    family = EXT_FAMILIES.get(best[0])
    if family is not None:
        coarse = {_coarse_shape(sh) for sh in main_shapes}
        joined |= {k for sh, k in zip(shapes, keys)
                   if len(k) == 1 and EXT_FAMILIES.get(k[0]) == family and _coarse_shape(sh) in coarse}
    joined |= same_keys_formats(paths, keys, best)
    joined |= same_kind_forms(paths, keys, best, joined)
    if len(joined) > MAX_EXT_ALTERNATIVES and not one_name_many_formats([sh for sh, k in zip(shapes, keys) if k in joined]):
        joined = {best}
    joined |= camera_card_media(paths, keys)
    joined |= coded_template_groups(paths, keys, joined)
    joined |= one_template_formats(paths, keys, best)
    joined |= bids_datatype_files(paths, keys, best)
    joined |= partition_data_files(paths, keys, best)
    main = [p for p, k in zip(paths, keys) if k in joined]
    rest = [p for p, k in zip(paths, keys) if k not in joined]
    return main, rest


# a numbered copy's counter after a word (`syslog.1`, `dpkg.log.12`, `dpkg.status.0`, `data.7z.001`); not a version
# (`pkg-1.2`, `x_10.5`: a digit before the dot)
_COUNTER_RX = re.compile(r"(?<=[A-Za-z])\.[0-9]{1,4}$")
#: the common media formats, by family: a one-extension group of the largest group's family and name shape joins it
#: (`split_clusters`), and camera cards' media (`camera_card_media`)
EXT_FAMILIES = {
    **dict.fromkeys("jpg jpeg png tif tiff bmp gif webp heic heif".split(), "image"),
    **dict.fromkeys("mp4 mov avi mkv webm m4v mpg mpeg".split(), "video"),
    **dict.fromkeys("wav flac mp3 ogg m4a aac opus".split(), "audio"),
}
#: the formats people save one kind of thing in, by family (the media above and rarer ones): a smaller group in the
#: largest group's family is the same kind unless its names clash with the largest group's (`same_kind_forms`); an
#: extension of no family is its own
FORMAT_FAMILIES = {
    **EXT_FAMILIES,
    **dict.fromkeys("jpe jfif avif jp2 j2k exr".split(), "image"),
    **dict.fromkeys("wmv flv mts m2ts ogv".split(), "video"),
    **dict.fromkeys("oga wma aif aiff".split(), "audio"),
    # not `json`: as often one item's metadata (a sidecar, `meta.json` beside `out.csv`) as a table's rows
    **dict.fromkeys("csv tsv psv parquet parq pq orc avro arrow feather ipc lance jsonl ndjson xlsx xls ods".split(),
                    "table"),
    **dict.fromkeys("h5 hdf hdf5 he5 nc nc4 zarr npy npz mat cdf grib grib2 grb grb2".split(), "array"),
    **dict.fromkeys("txt text md markdown rst".split(), "text"),
    **dict.fromkeys("log out err".split(), "log"),
}
_WORD_PIECE_RX = re.compile(r"[A-Za-z]{2,}")


def kind_form(filename: str) -> tuple[tuple[str, ...], bool]:
    """A file's kind as written whatever its compression and copy counter: (its kind key without compression parts,
    whether a counter ended the name before them) (`app.log.3.gz`, `app.log.1`, `app.log` -> (('log',), ...)).

    Why: logrotate, backups and split volumes number and compress copies of one file; the copy is the same kind."""
    text = filename
    for _ in range(T.MAX_EXT_PARTS):  # a hostile `x.gz.gz.gz…` costs no more than a real name
        head, dot, last = text.rpartition(".")
        if not head or not T.is_compression(last):
            break
        text = head
    counter = _COUNTER_RX.search(text)
    if counter is not None:
        text = text[:counter.start()]
    key = tuple(k for k in cluster_key(text) if k not in T.COMPRESSION)
    return key or ("",), counter is not None


def format_family(filename: str) -> str | None:
    """The format family a file name is written in (`cat.JPG` -> 'image', `t.csv.gz` -> 'table'), None for a format
    of no family (`.json`, `.yml`, `.xml`, none)."""
    key = kind_form(filename)[0]
    return FORMAT_FAMILIES.get(key[0].lower()) if key else None


def _family(key: tuple[str, ...]) -> str:
    """The format family of a kind key without compression (`('csv',)` -> 'table'), else its own extension."""
    return FORMAT_FAMILIES.get(key[0], key[0]) if key else ""


def same_kind_forms(paths: list[str], keys: list[tuple[str, ...]], best: tuple[str, ...],
                    joined: set[tuple[str, ...]]) -> set[tuple[str, ...]]:
    """The smaller extension groups that are the largest group's kind in another form: the same kind once compression
    and a copy counter are set aside (`app.log` beside `app.log.1` and `app.log.2.gz`), numbered copies beside
    numbered copies (`btmp.1` beside `dpkg.log.2.gz`), or a format of the same family (`.csv` beside `.parquet`,
    `.lance`; `.png` beside `.jpg`) whose names hold every word all the largest group's names hold. A group stays
    apart when it is of another family and no earlier rule found its names alike (a README or a `labels.csv` among
    pictures, a `_SUCCESS` among part files), or when it is a clear minority whose names lack a word every one of the
    largest group's holds (`meta.json` beside `out.csv`, `VID_…` beside `IMG_…`): a glob joining it would drop that
    word and match the neighbours it names apart.

    Why: one user's samples are one kind unless they differ in kind; a sample set aside is one the draft fails."""
    forms = [kind_form(p.rsplit("/", 1)[-1]) for p in paths]
    main = [(p, f) for p, f, k in zip(paths, forms, keys) if k == best]
    main_keys = {f[0] for p, f, k in zip(paths, forms, keys) if k in joined} - {("",)}  # no extension: no evidence
    all_counted = all(counted for _, (_, counted) in main)
    families = {_family(f[0]) for _, f in main}
    stems = [set(_WORD_PIECE_RX.findall(_stem_of(p))) for p, _ in main]
    fixed_words = set.intersection(*stems) if stems else set()
    groups: dict[tuple[str, ...], list[tuple[str, tuple[tuple[str, ...], bool]]]] = {}
    for p, f, k in zip(paths, forms, keys):
        if k not in joined:
            groups.setdefault(k, []).append((p, f))
    out: set[tuple[str, ...]] = set()
    for k, members in groups.items():
        if all(f[0] in main_keys for _, f in members) or all_counted and all(c for _, (_, c) in members):
            out.add(k)
            continue
        if len(families) != 1 or any(_family(f[0]) not in families for _, f in members):
            continue
        minority = 2 * len(members) < len(main)
        if minority and not all(fixed_words <= set(_WORD_PIECE_RX.findall(_stem_of(p))) for p, _ in members):
            continue
        out.add(k)
    return out


_SEPARATORS_RX = re.compile(r"[_\-. ]+")
_LONG_NUMBER_RX = re.compile(r"[0-9]{6,}")
_ALNUM_RX = re.compile(r"[^\W_]+")
MAX_TEMPLATE_NAMES = 64  # main-group names compared with each other group's (a bound on the work per analysis)


def one_template_formats(paths: list[str], keys: list[tuple[str, ...]], best: tuple[str, ...]) -> set[tuple[str, ...]]:
    """The extension groups whose every sample is named as the largest group's names are, in a folder of the
    same name at the same depth: one kind saved in several formats (a product as `.nc` and its `.json`, reads
    as `.fastq.gz` and their `.fastq.gz.md5`, a raster and its `.tif.aux.xml`), whose extension is then a field.
    Alike: the same long numbers (six digits or more) under the same first word, or one template (the pieces
    that vary among the largest group's names are ids, holding digits, the others are the same), or, in any
    folder, names that all start with an accession of one prefix and length (`ENCFF341MYG.…`: a pipeline's files).

    Why: a tool that writes one item in several formats names each file after the item, whatever the format."""
    main = [(_folder_of(p), _stem_of(p)) for p, k in zip(paths, keys) if k == best][:MAX_TEMPLATE_NAMES]
    if len(main) < 2:
        return set()
    pieces = [_SEPARATORS_RX.split(stem) for _, stem in main]
    fixed: dict[int, dict[int, str | None]] = {}  # per piece count: position -> the piece every such name holds
    for ps in pieces:
        slot = fixed.setdefault(len(ps), {})
        for i, x in enumerate(ps):
            slot[i] = x if slot.get(i, x) == x else None
    for count, slot in fixed.items():  # a piece that varies is an id (it holds digits), not a few words
        if any(slot[i] is None and not any(c.isdigit() for c in ps[i]) for ps in pieces if len(ps) == count
               for i in range(count)):
            fixed[count] = {}
    counts = Counter(len(ps) for ps in pieces)
    values = [(folder, stem.split("_", 1)[0], _LONG_NUMBER_RX.findall(stem)) for folder, stem in main]
    accession = _accession_family([p for p, k in zip(paths, keys) if k == best])
    out: dict[tuple[str, ...], bool] = {}
    for p, k in zip(paths, keys):
        if k == best or not out.get(k, True):
            continue
        folder, stem = _folder_of(p), _stem_of(p)
        ps = _SEPARATORS_RX.split(stem)
        numbers = _LONG_NUMBER_RX.findall(stem)
        same_values = bool(numbers) and any(
            f == folder and stem.split("_", 1)[0] == w and [len(x) for x in n] == [len(x) for x in numbers]
            for f, w, n in values)
        slot = fixed.get(len(ps))
        same_template = bool(slot) and counts[len(ps)] >= 2 and any(f == folder for f, _ in main) and all(
            x == slot[i] if slot[i] is not None else _ALNUM_RX.sub("x", x) == "x" and any(c.isdigit() for c in x)
            for i, x in enumerate(ps))
        family = None if accession is None else _accession_family([p], accession[0])
        # where digits follow the family's letters in every id, an id whose letters run on is another family
        # (`ORDL012345` beside `ORD0012345`); ids of random letters and digits (`LIBT5LNB8`) show letters there too
        out[k] = same_values or same_template or family is not None and family[:2] == accession[:2] \
            and (family[2] <= accession[2] or max(accession[2]) > len(accession[0]))
    return {k for k, ok in out.items() if ok}


def coded_template_groups(paths: list[str], keys: list[tuple[str, ...]], joined: set[tuple[str, ...]]
                          ) -> set[tuple[str, ...]]:
    """The groups joining the drafted ones when one side has no extension (its last dotted piece holds digits,
    `geavg.t00z.pgrb2a.0p50.f000`, or there is none: `_no_extension`) and every name on both sides holds the same coded pieces
    (letters and digits, digits blind: `t00z`, `f000`), at least two, once each and in one order, at one depth
    (`gefs.wave.t00z.c00.global.0p25.f384.grib2`): one scheme's files, some written with an extension. A README,
    a LICENSE or a `_SUCCESS` holds no coded piece and stays apart.

    Why: a name without an extension is no evidence of another kind; shared codes in one order are one scheme."""
    main = [p for p, k in zip(paths, keys) if k in joined][:MAX_TEMPLATE_NAMES]
    bare = all(_no_extension(p) for p in main)
    depths = {p.count("/") for p in main}
    groups: dict[tuple[str, ...], list[str]] = {}
    for p, k in zip(paths, keys):
        if k not in joined:
            groups.setdefault(k, []).append(p)
    out: set[tuple[str, ...]] = set()
    for k, members in groups.items():
        names = main + members[:MAX_TEMPLATE_NAMES]
        if (bare or all(_no_extension(p) for p in members)) and {p.count("/") for p in members} <= depths and \
                len(shared_codes([T.split_chunks(p.rsplit("/", 1)[-1]) for p in names])) >= MIN_SHARED_CODES:
            out.add(k)
    return out


def _no_extension(path: str) -> bool:
    """Whether a file name ends without an extension: no dot, or a last dotted piece holding digits that is no
    known extension (`….f000`, `….0001`; not `.mp4`, `.jp2`), whatever words with a known extension's letters
    sit before it (`geavg.mp3.t00z.f000`)."""
    name = path.rsplit("/", 1)[-1]
    last = name.rsplit(".", 1)[-1] if "." in name.lstrip(".") else ""
    return not last or any(c.isdigit() for c in last) and not T.known_extension(last)


_KEY_VALUE_RX = re.compile(r"([a-z]+)-[A-Za-z0-9+.]+")


def _keyed_shape(path: str) -> tuple[int, tuple[str, ...], str] | None:
    """(depth, the keys in order, the last word) of a name made of `key-value` pieces joined by `_` and ending in
    a plain word (`sub-03_ses-A1_desc-coreg_bold` -> (depth, ('sub', 'ses', 'desc'), 'bold')); None for other names."""
    pieces = _stem_of(path).split("_")
    if len(pieces) < 3 or "-" in pieces[-1] or not pieces[-1].isalnum():
        return None
    found = [_KEY_VALUE_RX.fullmatch(x) for x in pieces[:-1]]
    if not all(found):
        return None
    return path.count("/"), tuple(m.group(1) for m in found if m), pieces[-1]


def same_keys_formats(paths: list[str], keys: list[tuple[str, ...]], best: tuple[str, ...]) -> set[tuple[str, ...]]:
    """The extension groups with a sample named by the same keys in the same order and the same last word as a
    sample of the largest group, at the same depth, whatever the keys' values (`…_desc-coreg_bold.svg` beside
    `…_desc-summary_bold.html`): one kind whose extension is then a field.

    Why: a key's value is a word as often as a number, so one template's files differ in letters, not only digits."""
    main = {_keyed_shape(p) for p, k in zip(paths, keys) if k == best} - {None}
    if not main:
        return set()
    return {k for p, k in zip(paths, keys) if k != best and _keyed_shape(p) in main}


_ACCESSION_RX = re.compile(r"[A-Za-z0-9]*[0-9][A-Za-z0-9]*")
_LETTERS_RX = re.compile(r"[A-Za-z]*")


def _accession_family(paths: list[str], prefix: str | None = None) -> tuple[str, int, frozenset[int]] | None:
    """The letters (three or more) every file name starts with, the length of the id they start, up to its first
    dot, and the lengths of the ids' leading letters, when every name starts with such an id of letters and digits
    (`ENCFF341MYG.…` -> ('ENCFF', 11, {5})); None otherwise. `prefix`: the letters to look for (a smaller group's
    names checked against the largest's)."""
    heads = {p.rsplit("/", 1)[-1].split(".", 1)[0] for p in paths}
    if len({len(h) for h in heads}) != 1 or not all(_ACCESSION_RX.fullmatch(h) for h in heads):
        return None
    if prefix is None:
        common = os.path.commonprefix(sorted(heads))  # one id alone: its own letters
        prefix = _LETTERS_RX.match(common).group(0)  # type: ignore[union-attr]
    if len(prefix) < 3 or not all(h.startswith(prefix) for h in heads):
        return None
    letters = frozenset(len(_LETTERS_RX.match(h).group(0)) for h in heads)  # type: ignore[union-attr]
    return prefix, len(next(iter(heads))), letters


def _folder_of(path: str) -> tuple[int, str]:
    """A file's folder as the template compares it: its depth and its name, digits blind (`rep1`, `rep2` alike)."""
    head, _, _ = path.rpartition("/")
    return path.count("/"), re.sub(r"[0-9]+", "0", head.rsplit("/", 1)[-1])


def _stem_of(path: str) -> str:
    """A file name without its extension parts (`x.fastq.gz.md5` -> `x`)."""
    return T.name_stem(path.rsplit("/", 1)[-1])


# a camera card's folders by the DCF standard: DCIM/<3 digits><5 characters>/ (`100CANON`, `101MSDCF`, `100GOPRO`)
_DCF_FOLDER_RX = re.compile(r"(?:^|/)DCIM/[1-9][0-9]{2}[0-9A-Za-z_]{5}/[^/]+$")
RAW_PHOTO = frozenset("arw cr2 cr3 nef nrw dng raf orf rw2 pef srw x3f".split())


def camera_card_media(paths: list[str], keys: list[tuple[str, ...]]) -> set[tuple[str, ...]]:
    """When every sample sits in a camera card's folder (`DCIM/100MSDCF/DSC01234.JPG` beside `.ARW` raws and
    `C0001.MP4` clips), its photos, raws and videos are one kind: their extension groups, joined.

    Why: a camera files every photo, raw and clip it takes into its DCIM folders, whatever it names each."""
    if not paths or not all(_DCF_FOLDER_RX.search(p) for p in paths):
        return set()
    media: dict[tuple[str, ...], bool] = {}
    for p, k in zip(paths, keys):
        exts = T.ext_parts(p.rsplit("/", 1)[-1])
        ext = exts[-1].lower() if exts else ""  # `MP4` too, whose digit keeps it out of the key
        media[k] = media.get(k, True) and (EXT_FAMILIES.get(ext) in ("image", "video") or ext in RAW_PHOTO)
    return {k for k, ok in media.items() if ok}


def _datatype_folder(path: str) -> str | None:
    """The data type of a BIDS file in a data type folder under a subject or session folder, else None."""
    segs = path.split("/")
    if len(segs) < 3 or segs[-2] not in BIDS_DATATYPES or not segs[-3].startswith(("sub-", "ses-")) \
            or not BIDS_NAME_RX.match(segs[-1]):
        return None
    return segs[-2]


def bids_datatype_files(paths: list[str], keys: list[tuple[str, ...]], best: tuple[str, ...]) -> set[tuple[str, ...]]:
    """When the largest group's samples are BIDS files of one data type folder (`sub-*/eeg/`), the other
    extension groups whose every sample is a BIDS file of that folder join it (`_eeg.set`, `_eeg.json`,
    `_channels.tsv`): the suffix and the extension become fields.

    Why: a BIDS data type folder holds one recording's files, each named by its suffix and extension."""
    home: str | None = None
    for p, k in zip(paths, keys):  # the largest group first: a listing of other files stops at its first sample
        if k == best:
            found = _datatype_folder(p)
            if found is None or home is not None and found != home:
                return set()
            home = found
    out: dict[tuple[str, ...], bool] = {}
    for p, k in zip(paths, keys):
        if k != best and out.get(k, True):
            out[k] = _datatype_folder(p) == home
    return {best} | {k for k, ok in out.items() if ok}


def one_name_many_formats(shapes: list[tuple[int, str]]) -> bool:
    """Whether files of several extensions all bear one name at one depth (`country.csv`, `country.xml`, …).

    Why: one name saved in many formats is one document in each format the tree offers, however many.
    """
    return len(set(shapes)) == 1 and not any(ch.isdigit() for ch in shapes[0][1])


def _coarse_shape(shape: tuple[int, str]) -> tuple[int, str]:
    """(depth, stem with every alphanumeric run as `x`): `0a1b…` and `f3c9…` are alike."""
    return shape[0], re.sub(r"[^\W_]+", "x", shape[1])


def _name_shape(path: str) -> tuple[int, str]:
    """Depth and digit-blind file-name stem: `a/sub-05_eeg.vhdr` -> (2, 'sub-0_eeg')."""
    return path.count("/"), re.sub(r"\d+", "0", _stem_of(path))

