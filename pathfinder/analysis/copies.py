"""Duplicate markers: the ` (2)`, ` - Copy`, ` copy 2` and `(… conflicted copy …)` that browsers,
Finder, Explorer and Dropbox add before the extension when a file of that name already exists.

Why: in the folders people keep by hand (Desktop, Downloads, Documents, a synced drive) such
copies sit beside the originals and are the same kind of file, but ten samples often hold none,
so the template would end right before the extension and miss them; and where a sample holds one,
the marker would be read as part of a value. Here the marker is an optional piece of the
extension part: the glob lists the usual markers, the patterns skip them, and a `copy` field
reads the copy's number when a sample shows one (docs/analyser.md, "Duplicate markers").
"""
from __future__ import annotations

import re

from pathfinder.analysis.model import Field
from pathfinder.analysis.parts import Part, VarKind

# folders kept by hand, where copies of a file pile up (a synced drive's name may carry a team)
_PERSONAL = re.compile(r"^(?:desktop|documents|downloads|pictures|photos|scans|dropbox(?: \(.*\))?|onedrive(?: - .*)?"
                       r"|google drive|my drive|icloud drive|mobile documents)$", re.I)
_MARKER = r"(?: \([0-9]{1,2}\)| \([^/()]*conflicted copy[^/()]*\)| - Copy(?: \([0-9]{1,2}\))?| copy(?: [0-9]{1,2})?)"
_MARKER_RX = re.compile(f"^(.+?){_MARKER}$")
MARKER_GLOB = "{, (?), (??), (*conflicted copy*), - Copy, - Copy (?), - Copy (??), copy, copy ?, copy ??}"
_NUMBER_RX = r"(?: \(([0-9]{1,2})\)| - Copy \(([0-9]{1,2})\)| copy ([0-9]{1,2}))"


def kept_by_hand(paths: list[str]) -> bool:
    """Whether the samples sit in folders people keep by hand, or their names hold spaces (each distinct folder
    matched once: the samples of a kind share most of their folders)."""
    personal: dict[str, bool] = {}
    for p in paths:
        segs = [s for s in p.split("/") if s]
        if " " in segs[-1]:
            return True
        for s in segs[:-1]:
            hit = personal.get(s)
            if hit is None:
                hit = personal[s] = _PERSONAL.match(s) is not None
            if hit:
                return True
    return False


def strip_markers(stems: list[str]) -> list[str]:
    """The stems without a trailing duplicate marker (`Scan_20240301 (2)` -> `Scan_20240301`)."""
    return [m.group(1) if (m := _MARKER_RX.match(s)) else s for s in stems]


def with_markers(ext: Part) -> Part:
    """The extension part allowing a duplicate marker before it (`{, (?), …}.pdf`)."""
    return Part(glob=MARKER_GLOB + ext.glob, regex=_MARKER + "?" + ext.regex, text=ext.text)


def copy_field(names: list[str], bare: list[str], stems: list[str], ext: Part, taken: list[str]) -> Field | None:
    """A `copy` field (the copy's number, null for the original) when some sample is a numbered copy."""
    if bare == stems:  # no sample is a copy
        return None
    rx = re.compile(_NUMBER_RX + ext.regex + "$")
    raw: list[str | None] = []
    for name in names:
        m = rx.search(name)
        raw.append(next((g for g in m.groups() if g), None) if m else None)
    if not any(raw):
        return None
    name = "copy" if "copy" not in taken else "copy_number"
    pattern = r"(?: \(|- Copy \(| copy )([0-9]{1,2})\)?" + ext.regex + "$"
    return Field(name=name, type="integer", source="filename", pattern=pattern, default_null=True, kind=VarKind.INT,
                 raw=tuple(raw), rank=2)


# Dropbox's `(<person or device>'s conflicted copy <YYYY-MM-DD>[ (n)])`: who and when the copy was made
_WHO, _WHEN = r"[^/()]+?", r"[0-9]{4}-[0-9]{2}-[0-9]{2}"


def _conflict(groups: tuple[int, ...]) -> str:
    """The conflicted-copy pattern capturing the pieces in `groups` (1 who, 2 when), in that order."""
    who = f"({_WHO})" if 1 in groups else _WHO
    when = f"({_WHEN})" if 2 in groups else _WHEN
    return r" \(" + who + r"['’]s conflicted copy " + when + r"[^/()]*\)"


_CONFLICT = _conflict((1, 2))


_DROPBOX = re.compile(r"^dropbox(?: \(.*\))?$", re.I)


def conflict_fields(paths: list[str], ext: Part, taken: list[str]) -> list[Field]:
    """The person (or device) and the date of a conflicted copy, null for the other files, when
    some sample is one or the samples sit in a Dropbox folder (where such copies appear, though ten
    samples often hold none): a sync conflict says whose edit it is and when."""
    rx = re.compile(_CONFLICT + ext.regex + "$")
    found = [rx.search(p.rsplit("/", 1)[-1]) for p in paths]
    if not any(found) and not any(_DROPBOX.match(s) for p in paths for s in p.split("/")[:-1]):
        return []
    out = []
    for g, name, typ in ((1, "copy_owner", "string"), (2, "copy_date", "date")):
        if name in taken:
            continue
        out.append(Field(name=name, type=typ, source="filename", pattern=_conflict((g,)) + ext.regex + "$",
                         default_null=True,
                         kind=VarKind.STRING if g == 1 else VarKind.DATE,
                         raw=tuple(m.group(g) if m else None for m in found), rank=2))
    return out

