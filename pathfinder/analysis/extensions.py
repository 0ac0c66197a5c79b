"""Stage 3, a file name's extension: the ending every sampled name shares (its letter case free where
cameras write `.JPG` beside `.jpg`), a constant code some names write as one more extension
(`.c000`), or one kind written in several formats (`{eeg,vhdr,vmrk}`, one name in many formats `.*`).
Asked by `infer` before the stems are modelled by `segments`, which asks `format_folder` for a folder of formats.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

import pathfinder.analysis.tokens as T
from pathfinder.analysis.endings import closed_endings, free_places, joined_endings
from pathfinder.analysis.entities import ANY_FORMAT, BIDS_NAME_RX, folder_of_recordings
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, each_read, lit, var_part

__all__ = ["OPEN_FORMATS", "ext_part", "file_extension", "format_folder", "listed_part", "pseudo_extension"]


def ext_part(exts: list[str]) -> Part | None:
    """The shared extension as a part; letters whose case differs become `[gG]` classes."""
    first = exts[0] if exts else ""
    if not first:
        return None
    if any(c.isupper() for c in first) and not any(c.islower() for c in first):
        # cameras and Windows tools write `.JPG`, and the same folder often holds `.jpg` too:
        # an upper-case extension matches in any case (`.[Jj][Pp][Gg]`)
        exts = exts + [first.lower()]
    if all(e == first for e in exts):
        return lit(first)
    glob, rx = [], []
    for i, ch in enumerate(first):
        chars = {e[i] for e in exts}
        if len(chars) == 1:
            glob.append(T.glob_escape(ch))
            rx.append(T.rx_escape(ch))
        else:
            cls = "".join(sorted(chars))
            glob.append(f"[{cls}]")
            rx.append(f"[{cls}]")
    return Part(glob="".join(glob), regex="".join(rx), text=first)


_PSEUDO_RX = re.compile(r"([-_.])([A-Za-z]+\d+)$")


def pseudo_extension(ext: Part | None, stems: list[str], ext_lists: list[list[str]]) -> tuple[Part | None, list[str]]:
    """A constant code before the extension that some sample writes as one (`.c000`) joins it."""
    if ext is None:
        return ext, stems
    lead = ext.text[1:].split(".")[0]
    if ext.text.count(".") > 1 and any(c.isdigit() for c in lead) and ext.glob.startswith(".") \
            and ext.regex.startswith("\\."):
        return Part(glob="?" + ext.glob[1:], regex="[-_.]" + ext.regex[2:], text=ext.text), stems
    ms = each_read(_PSEUDO_RX.search, stems)  # stops at the first stem without one
    if ms is None or len({m.group(2) for m in ms}) != 1:
        return ext, stems
    token = ms[0].group(2)
    if not any(token in e for e in ext_lists):
        return ext, stems
    cut = len(token) + 1
    if any(len(s) <= cut for s in stems):
        return ext, stems
    part = Part(glob="?" + T.glob_escape(token) + ext.glob, regex="[-_.]" + T.rx_escape(token) + ext.regex,
                text="." + token + ext.text)
    return part, [s[:-cut] for s in stems]


def chained_part(places: list[list[str]]) -> Part:
    """The extension of chained endings whose places combine freely (`endings.free_places`), each place's values
    listed (`{.jar,.pom}{.md5,.sha1}`), the text naming every chain so the extension field reads each."""
    places = [sorted(values) for values in places]
    chains = [""]
    for values in places:
        chains = [c + "." + v for c in chains for v in values]
    return Part(glob="".join("{" + ",".join("." + T.glob_escape(v) for v in values) + "}" for values in places),
                regex="".join("(?:" + "|".join(T.rx_escape("." + v) for v in values) + ")" for values in places),
                text=".{" + ",".join(c[1:] for c in chains) + "}")


OPEN_FORMATS = 3  # one name seen in this many formats is offered in every format (`country.{csv,xml,…}` -> `country.*`)


def bids_formats(names: list[str]) -> bool:
    """Whether every name is a BIDS name (`sub-06_atlas-L2018_res-scale1_conndata-network_connectivity.graphml`),
    whose first dot starts its extension whatever the format (`.graphml`, `.gpickle`, `.mat`, known or not). Formats
    all known are listed (`_eeg{.eeg,.vhdr,.vmrk}`); one the analyser cannot name opens the set (`_connectivity.*`).

    Why: BIDS entities hold no dot, so a BIDS name's dotted ending is its format, not part of its name."""
    return all(BIDS_NAME_RX.match(x) for x in names)


def listed_part(exts: list[str]) -> Part:
    """The extension part listing `exts` (each with its dot: `['.jpg', '.png']` → `{.jpg,.png}`).

    Why: a kind's formats are listed in one place, the extension set and the set `held_out` opens alike."""
    return Part(glob="{" + ",".join(T.glob_escape(e) for e in exts) + "}",
                regex="(?:" + "|".join(T.rx_escape(e) for e in exts) + ")",
                text=".{" + ",".join(e[1:] for e in exts) + "}")


def file_extension(names: list[str]) -> tuple[str, Part | None, list[str]]:
    """(extension text, its part, the stems): the extension every file name shares, or one kind
    written with several extensions (`{eeg,vhdr,vmrk}`); names that are all extension stay whole."""
    ext_lists = joined_endings(names, [T.ext_parts(x) for x in names])
    common: list[str] = []
    k = 1
    while all(len(e) >= k for e in ext_lists) and len({e[-k].lower() for e in ext_lists}) == 1:
        common.insert(0, ext_lists[0][-k])
        k += 1
    ext = ("." + ".".join(common)) if common else ""
    stems = [x[: len(x) - len(ext)] if ext else x for x in names]
    if any(not s for s in stems):  # e.g. '.gitignore'-like names: keep whole names
        ext, stems = "", names
    ext_p = ext_part([x[len(x) - len(ext):] for x in names]) if ext else None
    ext_p, stems = pseudo_extension(ext_p, stems, ext_lists)
    kinds = {tuple(e) for e in ext_lists}
    several = not common and len(kinds) > 1 and all(ext_lists)
    known = several and all(T.known_extension(e[-1]) for e in ext_lists)
    bids = several and not known and bids_formats(names)
    # several extensions only when each is one (`.eeg`, `.vhdr`): `lh.pial` beside `rh.sphere.reg` are names;
    # endings not all known are listed when the samples show the set closed, known formats or not (`.pom` beside
    # `.module`, `.arrow_file` beside `.stream`: `endings`); BIDS's stay open
    closed = (several and not known and not bids
              and closed_endings(ext_lists, [T.stem_before(x, e) for x, e in zip(names, ext_lists)]))
    if several and (known or closed or bids):
        exts = sorted({"." + ".".join(e) for e in ext_lists})
        ext = exts[0]
        ext_p = listed_part(exts)
        places = free_places([tuple(e) for e in ext_lists])
        if places is not None:  # `{.jar,.pom}{.md5,.sha1}`: a checksum or compression after any artefact
            ext_p = chained_part(places)
        stems = [x[: len(x) - len("." + ".".join(e))] for x, e in zip(names, ext_lists)]
        if any(not st for st in stems):
            ext, stems, ext_p = "", names, None
        elif folder_of_recordings(names, set(exts)) or not (known or closed):
            # a BIDS data type folder's files, or a BIDS suffix in formats the analyser cannot name: any format
            ext, ext_p = "", ANY_FORMAT
        elif len(set(stems)) == 1 and len(exts) >= OPEN_FORMATS:  # one name in many formats: any format
            ext_p = Part(glob=".*", regex=r"\.[^/]+", text=".*")
    return ext, ext_p, stems


def format_folder(distinct: list[str], below: Iterable[tuple[str, str]] | None = None) -> SegModel | None:
    """A folder whose names are all file formats (`png/` beside `svg/`, `json/` beside `yaml/`), each the format
    of a file below it (`below`: (the folder, the sample's file name) pairs; `png/flag.png`,
    `csv/sales.csv.gz`): the formats listed (`{png,svg}`), as the extension set lists a kind's formats; None
    otherwise, and None where the files below are not known. A folder of format words whose files are of another
    format is no format folder: locales (`pt/`, `pl/`, `cs/`, `ml/` beside `.po` files), countries (`md/`, `so/`),
    a prefix's `bin/` and `lib/`, stages (`raw/`, `out/`), whose siblings (`de/`, `processed/`) are the same kind
    (attack15).

    Why: a tree that sorts one kind by format keeps other kinds beside it (`waved-svg/`, `icons/`); `*` took them."""
    if len(distinct) < 2 or not all(len(v) >= 2 and T.known_extension(v) for v in distinct) or below is None:
        return None
    echoed = {folder for folder, name in below if folder.lower() in name.lower().split(".")[1:]}
    if not echoed.issuperset(distinct):
        return None
    glob = "{" + ",".join(T.glob_escape(v) for v in distinct) + "}"
    rx = "(?:" + "|".join(T.rx_escape(v) for v in distinct) + ")"
    return SegModel(parts=[var_part(Var(VarKind.STRING, rx, "string", name="format"), glob)])
