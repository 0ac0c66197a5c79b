"""Stage 3b, one release or record of many: a constant folder whose name is a version or an archive's id.

Split from `series` (the same stage, docs/analyser.md step 7): these rules read versions and accessions,
whose siblings are the other releases and records:

- `release_member`: a version with or without a variant label (`1.0.0-bigendian`, `cpp-21.0.0`);
- `short_release`: a folder that is two dotted numbers (`3.12`, `v2.1`): one release of many;
- `calendar_version`: a year and its release number (`2024.1`, `rel_2024.1`);
- `accession_version`: an accession's version after its number (`GCF_000001405.40`): one revision;
- `archive_accession` (any segment): an INSDC accession (`PRJEB58265`, `ERR4335273`): a record
  of one of three archives, whose letter the siblings change (`PRJNA…`, `SRR…`, `DRR…`).

Each rewrites the folder's template in place and says whether it did.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import SegModel, Var, VarKind, all_literal, lit, var_part, year_part

__all__ = ["FRACTION_WORDS", "accession_version", "archive_accession", "calendar_version", "release_member",
           "short_release"]

FRACTION_WORDS = frozenset({"sf", "scale"})  # counts that take fractions (`sf0.01`): no release


_LABEL_WORDS = r"[A-Za-z][A-Za-z0-9]*(?:[-_+][A-Za-z0-9]+)*"
_RELEASE_LABEL_RX = re.compile(rf"^(?:{_LABEL_WORDS}[-_+]|[-_+]{_LABEL_WORDS})$")  # `cpp-`, `-linux-amd64`


_SHORT_RELEASE_RX = re.compile(r"^((?:[A-Za-z][A-Za-z0-9]*-?)??v?)[0-9]{1,3}\.[0-9]{1,3}((?:[-_+][A-Za-z][A-Za-z0-9]*)?)$")


def short_release(model: SegModel, folder: str) -> bool:
    """A folder that is two dotted numbers, alone or after a name (`3.12`, `v2.1`, `release-1.29`,
    `python3.11`): one release of many, the whole folder its value (`[0-9]*.[0-9]*`, `release-[0-9]*.[0-9]*`,
    field `version`), so `3.12.1` or `v2.1-rc1` read complete; a label after it (`-beta`) varies too,
    but a folder that does not start with a number (`www.example.com`) is no release.

    A name joined by `_` is a setting and its value (`lr_0.5`, `dropout_0.1`), not a release.

    Why: a tree files by `major.minor` only to keep the other releases beside it.
    """
    m = _SHORT_RELEASE_RX.match(folder)
    if not m or not all_literal(model) or m.group(1).lower() in FRACTION_WORDS:
        return False
    name = m.group(1)[:-1] if m.group(1).endswith("v") else m.group(1)  # `release-`, `python`; a `v` stays in
    lead = m.group(1)[len(name):]  # `v` or nothing: the value starts with it, then a digit
    value = Var(VarKind.STRING, re.escape(lead) + r"[0-9]+\.[0-9][^/]*", "string", name="version", rank=3)
    model.parts = ([lit(name)] if name else []) + [var_part(value, T.glob_escape(lead) + "[0-9]*.[0-9]*")]
    return True


def release_member(model: SegModel) -> bool:
    """A constant folder that is a version, alone or with a variant label glued by a separator
    (`0.14.1`, `1.0.0-bigendian`, `cpp-21.0.0`): one release of many, and the whole folder is its value.

    Why: releases are siblings, and a build's label (platform, variant) is one other releases lack or change.
    """
    parts = model.parts
    versions = [p for p in parts if p.var is not None]
    if model.entity_glob is not None or len(versions) != 1 or versions[0].var.kind != VarKind.VERSION:
        return False
    glob = versions[0].glob
    labels = [p.text for p in parts if p.var is None]
    if not glob.startswith("*") or not glob.endswith("*") or not all(_RELEASE_LABEL_RX.match(t) for t in labels):
        return False  # `numpy-1.26.0.dist-info`: a dotted suffix is a format, not a label
    glob = glob.replace("*.*", "*[0-9].[0-9]*", 1)  # a number on each side of the dot: not `www.example.com`
    model.parts = [var_part(Var(VarKind.STRING, r"[^/]*[0-9]\.[0-9][^/]*", "string", name="version", rank=3), glob)]
    return True


_CALENDAR_VERSION_RX = re.compile(r"^(.*?)((?:19|20)[0-9]{2})\.([0-9]{1,2})$")


def calendar_version(model: SegModel, folder: str) -> bool:
    """A calendar version, a year and its release number (`2024.1`, `rel_2024.1`, `pycharm-2023.3`): one
    release of many (`*.*`, fields `year` and `release`); a leading name stays, a year without a dot too.

    Why: a product released by the calendar numbers each year's releases, so siblings differ in both.
    """
    m = _CALENDAR_VERSION_RX.match(folder)
    if not m or model.entity_glob is not None or (m.group(1) and m.group(1)[-1].isdigit()):
        return False
    parts = model.parts
    typed = len(parts) in (2, 3) and parts[-1].var is None and parts[-1].text == "." + m.group(3) \
        and parts[-2].var is not None and parts[-2].var.kind in (VarKind.INT, VarKind.YEAR) \
        and (len(parts) == 2 or parts[0].var is None and parts[0].text == m.group(1))
    if not typed and not all_literal(model):
        return False
    year = year_part()
    release = var_part(Var(VarKind.INT, r"\d+", "integer", name="release", rank=3), "*")
    model.parts = ([lit(m.group(1))] if m.group(1) else []) + [year, lit("."), release]
    return True


_ACCESSION_HEAD_RX = re.compile(r"^[A-Z]{2,6}_?$")
_VERSION_TAIL_RX = re.compile(r"^\.[0-9]{1,3}$")


def accession_version(model: SegModel) -> bool:
    """An accession's version after its number (`GCF_000001405.40`, `NC_000001.11`, `ENSG00000139618.15`):
    as variable as the number it revises (`GCF_*.*`, field `accession_version`); a version after a number that is
    fixed in the glob, or after a word, stays.

    Why: each record in an archive is revised on its own, so its siblings carry other versions.
    """
    parts = model.parts
    if model.entity_glob is not None or len(parts) != 3 or parts[1].var is None \
            or parts[1].var.kind not in (VarKind.INT, VarKind.IDENT) or parts[1].glob != "*":
        return False
    head, tail = parts[0], parts[2]
    if head.var is not None or tail.var is not None or not _ACCESSION_HEAD_RX.match(head.text) \
            or not _VERSION_TAIL_RX.match(tail.text) or tail.regex != T.rx_escape(tail.text):
        return False
    version = Var(VarKind.INT, r"\d+", "integer", name="accession_version", rank=3)
    model.parts = [head, parts[1], lit("."), var_part(version, "*")]
    return True


# INSDC accessions (ENA, NCBI, DDBJ share one scheme): the record type, the archive in it
_ACCESSION_TYPES = {"RR": "run", "RX": "experiment", "RS": "sample", "RP": "study", "RA": "submission"}
_PROJECT_RX = re.compile(r"^PRJ[EDN][A-Z]$")
_RUN_LIKE_RX = re.compile(r"^[EDS](RR|RX|RS|RP|RA)$")


def archive_accession(model: SegModel) -> bool:
    """An INSDC accession (`PRJEB58265`, `ERR4335273`): its archive letters vary between siblings
    (`PRJNA…`, `SRR…`, `DRR…`), so the glob keeps only the record type (`PRJ??*`, `?RR*`). Other
    letters glued to numbers keep theirs.

    Why: the three archives mirror one another, so the next project's runs may come from another.
    """
    parts = model.parts
    if model.entity_glob is not None:
        return False
    for j, p in enumerate(parts):
        nxt = parts[j + 1] if j + 1 < len(parts) else None
        at_start = j == 0 or (parts[j - 1].var is None and parts[j - 1].text[-1:] in T.SEPARATORS)
        if not at_start:
            continue
        if p.plain and nxt is not None and nxt.var is not None \
                and nxt.var.kind == VarKind.INT and (_PROJECT_RX.match(p.text) or _RUN_LIKE_RX.match(p.text)):
            project = bool(_PROJECT_RX.match(p.text))
            var = Var(VarKind.IDENT, r"PRJ[A-Z]{2}\d+" if project else rf"[A-Z]{p.text[1:]}\d+", "string",
                      name="project" if project else _ACCESSION_TYPES[p.text[1:]], rank=3)
            model.parts = parts[:j] + [var_part(var, "PRJ??*" if project else "?" + p.text[1:] + "*")] + parts[j + 2:]
            return True
        letters = p.glob[:3]
        if p.var is not None and p.var.kind == VarKind.IDENT and _RUN_LIKE_RX.match(letters) \
                and p.glob[3:] in ("*", "") + tuple("?" * k for k in range(4, 12)):
            p.glob = "?" + letters[1:] + "*"  # accession numbers grow: no fixed width
            p.regex = p.var.regex = rf"[A-Z]{letters[1:]}\d+"
            p.var.width = None
            if p.var.name is None:
                p.var.name, p.var.rank = _ACCESSION_TYPES[letters[1:]], 3
            return True
    return False
