"""A held-out check of the draft's value sets: does the set the samples list hold the next file's value?

The analyser sees ~10 samples and lists some values it sees as a set (a kind written in several formats:
`{.jpeg,.jpg,.png}`). Leave one sample out and draft from the rest: the set loses that sample's value exactly when
no other sample shows it (a singleton), and the draft from the rest then rejects the sample left out. So the
leave-one-out failures of a set are its singletons, counted without drafting again, and their share of the
samples is Good-Turing's estimate of the chance that the next file shows a value the set does not list. A set
where that chance is high (`OPEN_SHARE`) is open: its values keep arriving, and it is widened to the closed
family they belong to (`{.jpeg,.jpg,.png}` with `.jpeg` and `.jpg` seen once each: every image format, so the
tree's `.svg`, `.webp` and `.gif` are taken). A set where every value recurs (BrainVision's `.eeg`, `.vhdr`,
`.vmrk`; one flag in `.png` and `.svg`) is closed and stays as listed, and so does a set whose formats belong to
no one family (`{.csv,.json}`: a table beside its metadata), since nothing says what else it holds.

Why: the draft's list is the draw's, not the tree's (OpenTelemetry's blog images: coverage 0.914 from a draw of
`.png`, one `.jpeg` and one `.jpg`, the `.gif` and `.webp` images missed). A format the user's own samples show
as another kind (set aside beside the kind) is never added: those are the neighbours the widened set must leave.
"""
from __future__ import annotations

from collections import Counter

import pathfinder.analysis.tokens as T
from pathfinder.analysis.extensions import listed_part
from pathfinder.analysis.parts import Part

__all__ = ["FORMAT_FAMILY", "OPEN_SHARE", "open_format_set", "singleton_share"]

#: the share of samples whose value no other sample shows (Good-Turing's chance of a new value) that opens a set:
#: one in twenty (one singleton among 10 or 20 samples; among 100 samples, five)
OPEN_SHARE = 0.05
#: formats one kind of thing is saved in, interchangeably, by family: a closed vocabulary of file formats (the
#: raster and vector pictures a site or data set mixes, recordings, fonts and their web forms, Markdown and its
#: flavours, YAML's two spellings, tables, HDF-style arrays). A format of no family opens nothing. Narrower than
#: clusters.FORMAT_FAMILIES (which kinds of file are one kind: `txt` beside `md`); a test keeps the two in agreement.
_FAMILIES: tuple[tuple[str, ...], ...] = (
    ("avif", "bmp", "gif", "heic", "jpeg", "jpg", "png", "svg", "tif", "tiff", "webp"),
    ("avi", "m4v", "mkv", "mov", "mp4", "mpeg", "mpg", "webm"),
    ("aac", "aif", "aiff", "flac", "m4a", "mp3", "oga", "ogg", "opus", "wav"),
    ("eot", "otf", "ttf", "woff", "woff2"),
    ("markdown", "md", "mdx"),
    ("yaml", "yml"),
    ("arrow", "avro", "csv", "feather", "orc", "parq", "parquet", "tsv"),
    ("h5", "hdf", "hdf5", "he5"),
)
FORMAT_FAMILY: dict[str, tuple[str, ...]] = {ext: family for family in _FAMILIES for ext in family}


def singleton_share(values: list[str]) -> float:
    """The share of `values` seen exactly once (Good-Turing's N1/n): the leave-one-out failures of the set they
    list, and the estimated chance that one more value is none of them."""
    if not values:
        return 0.0
    counts = Counter(values)
    return sum(1 for c in counts.values() if c == 1) / len(values)


def open_format_set(ext_p: Part | None, names: list[str], set_aside: list[str]) -> Part | None:
    """The extension set `ext_p` (`{.jpeg,.jpg,.png}`, one known format each), widened to its formats' family when
    the samples' formats are open by `singleton_share`, less every format a set-aside sample is written in;
    `ext_p` itself otherwise (one format, a closed set, formats of several families or none, mixed letter case).

    Why: a format seen once says the draw, not the tree, made the list; a format seen again says the list is whole.
    """
    if ext_p is None or not ext_p.glob.startswith("{") or not ext_p.text.startswith(".{"):
        return ext_p
    listed = ext_p.text[2:-1].split(",")
    if len(listed) < 2 or any(not e or "." in e for e in listed):
        return ext_p
    lower = {e.lower() for e in listed}
    if len(lower) != len(listed) or any(e != e.lower() for e in listed) and any(e != e.upper() for e in listed):
        return ext_p
    families = {FORMAT_FAMILY.get(e) for e in lower}
    if len(families) != 1 or None in families:
        return ext_p
    seen = [n.rsplit(".", 1)[-1].lower() for n in names]
    if singleton_share(seen) < OPEN_SHARE:
        return ext_p
    apart = {p.rsplit("/", 1)[-1].rsplit(".", 1)[-1].lower() for p in set_aside}
    family = next(iter(families))
    upper = listed[0] == listed[0].upper()
    wide = sorted({e for e in family if e not in apart or e in lower})
    if len(wide) == len(lower):
        return ext_p
    exts = ["." + (e.upper() if upper else e) for e in wide]
    return listed_part(exts)
