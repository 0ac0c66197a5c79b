"""Stage 1, samples: normalise and de-duplicate them, and group them by kind (file extension)
so the analyser describes the largest group and names the rest as outliers (docs/analyser.md).
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Sequence

import pathfinder.analysis.tokens as T
from pathfinder.analysis.entities import BIDS_DATATYPES, BIDS_NAME_RX
from pathfinder.engine.paths import normalize

MAX_EXT_ALTERNATIVES = 6  # more extensions than this in one group: keep only the largest
COMPRESSION = {"gz", "bz2", "xz", "zst", "zip", "lz4", "snappy", "z", "br"}


def clean_samples(samples: Sequence[str]) -> list[str]:
    """Normalised, de-duplicated, non-blank sample paths in input order."""
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
        if not norm or norm == ".":
            continue
        out.setdefault(norm, None)
    return list(out)


def cluster_key(filename: str) -> tuple[str, ...]:
    """A file's kind: its extension up to the first non-compression part, digit-bearing parts ignored unless
    they are known extensions (`mp4`, `mp3`, `jp2`, `bz2`: a video is a video, `part1` and `v2` are no kind).

    A last part that is no known extension (`lh.pial`, `rh.sphere.reg`) is part of the name: such
    files are one kind, that of names without an extension, not a kind per dotted word.
    """
    parts = [p for p in T.ext_parts(filename) if not any(c.isdigit() for c in p) or T.known_extension(p)]
    key: list[str] = []
    for p in reversed(parts):
        if not T.known_extension(p):
            break
        key.insert(0, p.lower())
        if p.lower() not in COMPRESSION:
            break
    return tuple(key) or ("",)


def split_clusters(paths: list[str]) -> tuple[list[str], list[str]]:
    """(largest group, the others in input order)."""
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
    if len(joined) > MAX_EXT_ALTERNATIVES and not one_name_many_formats([sh for sh, k in zip(shapes, keys) if k in joined]):
        joined = {best}
    joined |= camera_card_media(paths, keys)
    joined |= bids_datatype_files(paths, keys, best)
    main = [p for p, k in zip(paths, keys) if k in joined]
    rest = [p for p, k in zip(paths, keys) if k not in joined]
    return main, rest


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


EXT_FAMILIES = {
    **dict.fromkeys("jpg jpeg png tif tiff bmp gif webp heic heif".split(), "image"),
    **dict.fromkeys("mp4 mov avi mkv webm m4v mpg mpeg".split(), "video"),
    **dict.fromkeys("wav flac mp3 ogg m4a aac opus".split(), "audio"),
}


def _coarse_shape(shape: tuple[int, str]) -> tuple[int, str]:
    """(depth, stem with every alphanumeric run as `x`): `0a1b…` and `f3c9…` are alike."""
    return shape[0], re.sub(r"[^\W_]+", "x", shape[1])


def _name_shape(path: str) -> tuple[int, str]:
    """Depth and digit-blind file-name stem: `a/sub-05_eeg.vhdr` -> (2, 'sub-0_eeg')."""
    name = path.rsplit("/", 1)[-1]
    parts = T.ext_parts(name)
    stem = name[: len(name) - sum(len(x) + 1 for x in parts)] if parts else name
    return path.count("/"), re.sub(r"\d+", "0", stem)

