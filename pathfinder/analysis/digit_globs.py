"""Numbers that open a folder or a file name: the glob says they open with a digit.

A folder every sample writes as a number (an icon theme's size `16/`, `48/`; a build's `1042/`; a channel `3/`)
and a file name that opens with a zero-padded number before its title (Django's `0001_initial.py`, a book's
`03_methods.md`, a numbered script `010_load.sql`) are members of a numbered family. A glob of `*` there also takes
their siblings of another kind: a word folder beside the numbered ones (`symbolic/`, `scalable/`, `latest/`,
`misc/`), and a package's or a folder's marker files (`__init__.py`, `README.md`, `index.md`, `_index.md`,
`.keep`). A person keeps "a number" in the glob: `[0-9]*`, which every numbered sibling of any width still matches
(`7/`, `1000/`, `10000_x.py`).

So does a number that ends the name in a dotted piece (WFDB's `rec.d0` … `rec.d11`, split volumes `x.z01`):
`.d*` there took `100.dat`, `.z??` took `x.zip`; `.d[0-9]*` and `.z[0-9][0-9]` keep them out.

Decided from the samples alone: every sample must write digits there (the part is read as an integer); the
number's width is not kept (a padded counter outgrows its padding, docs/analyser.md step 5).
"""
from __future__ import annotations

from pathfinder.analysis.parts import Part, SegModel, VarKind

DIGIT_LED = "[0-9]*"


def _opens_with_number(parts: list[Part]) -> bool:
    """The template opens with an integer read by a bare `*` (or a `*` the name's edges tightened)."""
    first = parts[0] if parts else None
    return first is not None and first.var is not None and first.var.kind == VarKind.INT \
        and first.glob in ("*", "[!.~]*", "[!_.~]*")


def number_folder_globs(models: list[SegModel], segs: list[list[str]]) -> None:
    """Each folder (models[1:]) that is one whole decimal number in every sample reads `[0-9]*`, not `*`: when
    the samples write two or more numbers there and they show decimal counting (widths that differ, `16` and
    `128`, a zero-padded counter, `007`, or eight digits or more in all).

    A folder every sample shares (one branch's draw) says nothing of its siblings, and a few numbers of one width
    without padding (`26`, `47`, `91`) may be one hex fan-out's members (git's `objects/ff/`): both keep `*`.

    Why: a word folder beside numbered ones (`symbolic/` beside `16/`, `48/`) is another kind of tree."""
    for t, model in enumerate(models[1:], start=2):
        if model.entity_glob is not None or len(model.parts) != 1 or not _opens_with_number(model.parts):
            continue
        values = {s[-t] for s in segs if len(s) >= t}
        if len(values) >= 2 and all(v.isascii() and v.isdigit() for v in values) and _decimal_counting(values):
            model.parts[0].glob = DIGIT_LED


#: digits seen in all (over the distinct values) before one width without padding reads as decimal: a hex code's
#: digit is one of 0-9 with odds 10/16, so eight of them all decimal happen about once in forty draws
HEX_EVIDENCE_DIGITS = 8


def _decimal_counting(values: set[str]) -> bool:
    """Numbers that count in decimal: of two widths or more, zero-padded (`0007`), or enough digits seen that a
    hex code would have shown a letter (`16`, `24`, `32`, `48`, `64`)."""
    return len({len(v) for v in values}) > 1 or any(len(v) > 1 and v[0] == "0" for v in values) \
        or sum(map(len, values)) >= HEX_EVIDENCE_DIGITS


def numbered_name_glob(model: SegModel, stems: list[str]) -> None:
    """A file name that opens with a zero-padded counter before a separator and more (`0001_initial`,
    `003-methods`: every sample's number opens with `0`) reads `[0-9]*` there, not `[!.~]*` (after
    `verify.tighten_name_glob`).

    A padded id that uses its whole width (a station `722950` beside `010010`) may have siblings that hold a letter.

    Why: a numbered family's folder also holds names outside the family (`__init__.py`, `README-de.md`)."""
    parts = model.parts
    if model.entity_glob is not None or len(parts) < 3 or not _opens_with_number(parts):
        return
    first, sep = parts[0], parts[1]
    if first.var is None or first.var.width is None or sep.var is not None or not sep.text:
        return
    if all(s[:1] == "0" and s[1:2].isdigit() for s in stems):
        first.glob = DIGIT_LED


def numbered_ending_glob(model: SegModel, stems: list[str]) -> None:
    """A file name that ends in a numbered dotted piece, its letters constant (WFDB's signal files `rec.d0` …
    `rec.d11`, split volumes `x.z01`, `x.r00`, `x.part3`), reads `[0-9]*` for the number, not `*` (`[0-9][0-9]`
    for a fixed width, not `??`).

    Why: `.d*` and `.z??` also take the formats that start with the letter beside them (`100.dat`, `x.zip`)."""
    parts = model.parts
    if model.entity_glob is not None or len(parts) < 2:
        return
    last, before = parts[-1], parts[-2]
    if last.var is None or last.var.kind != VarKind.INT or before.var is not None \
            or not (last.glob == "*" or last.glob and set(last.glob) == {"?"}):
        return
    dot = before.text.rfind(".")
    if dot < 0 or not before.text[dot + 1:].isalpha() or not all(s[-1:].isdigit() for s in stems):
        return
    last.glob = DIGIT_LED if last.glob == "*" else "[0-9]" * len(last.glob)
