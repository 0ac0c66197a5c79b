"""Stage 3c, package and release file names: `<name>-<version>[-<part>]` (docs/analyser.md, round 12).

- `name_and_version`: file names of many packages, each its name, a separator and its version, some with
  a piece after the version (HaikuPorts' `glib2-2.88.1-source3.patchset`, PyPI's `python-dateutil-2.8.2`,
  Gentoo's `vim-9.0.1000-r1`, Debian's `curl_7.88.1-10_amd64`): the name and the version two fields,
  the piece after them a third (null where absent), whatever shape each version has (`2.0.0.22`,
  `1.22b`, `2024.02.04~git`, `0.9.15_20251220`, `r2553`, `27`).

Asked by `segments.segment_model` before names are read column by column or cut by a delimiter (which reads
names of three or more pieces in every sample, wheels' and conda builds' tags).
"""
from __future__ import annotations

import os
import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, lit, var_part

__all__ = ["name_and_version"]

_MAX_NAME = 200  # longer stems are no package names (a bound on the work per value)
# a version starts with a digit, a revision's `r`/`v` right before one (`r2553`, `v1.2`), or a snapshot's word before
# its date or revision (HaikuPorts' `pre20220728`, `git20210101`, `svn1234`, `cvs20050101`)
_SNAPSHOT_WORDS = ("pre", "git", "svn", "cvs")
_VERSION_START = rf"(?:[vVrR]|{'|'.join(_SNAPSHOT_WORDS)})?[0-9]"
_VERSION_GLOB = "{[0-9],[vVrR][0-9]," + ",".join(w + "[0-9]" for w in _SNAPSHOT_WORDS) + "}*"
# the name: a letter or digit first, then anything up to the first separator that a version follows (lazy: the
# name may hold the separator and digits, `python-dateutil`, `kjobwidgets6`, `openssl@3`, `7kaa_music`)
_NAME = r"[A-Za-z0-9][^/]*?"
_SHAPES = {sep: re.compile(rf"^({_NAME}){sep}({_VERSION_START}[^{sep}/]*)(?:{sep}([^/]+))?$") for sep in "-_"}
_LETTER_RX = re.compile("[A-Za-z]")
_ID_RX = re.compile("[0-9]{5}")  # package names hold short numbers (`x264`, `python3.11`), no stamp or id
_DOTTED_RX = re.compile(r"[0-9]\.[0-9]")


def name_and_version(distinct: list[str], tail: list[Part]) -> SegModel | None:
    """Stems that are each a package's name, `-` (or `_`) and its version, maybe a piece after it: fields `name`,
    `version` and `part`; the version read up to the next separator whatever its shape, the glob
    `*-{[0-9],[vVrR][0-9]}*`.

    Why: a package tree holds many names, each its own release, and neither names nor versions have one shape."""
    if len(distinct) < 3 or any(len(v) > _MAX_NAME for v in distinct):
        return None
    for sep, rx in _SHAPES.items():
        found = []
        for v in distinct:  # stop at the first name of another shape
            if (m := rx.match(v)) is None:
                break
            found.append(m)
        if len(found) < len(distinct):
            continue
        if min(v.count(sep) for v in distinct) > 1:  # a record of 3+ pieces in every name (a wheel's or conda
            return None  # build's tags): the delimiter reads it, the name absorbing its extra separators
        names = {m.group(1) for m in found}  # type: ignore[union-attr]
        if not all(_LETTER_RX.search(x) and not _ID_RX.search(x) for x in names) or "." in os.path.commonprefix(list(names)):
            return None  # a name is words (`3dmov`), not a number (`2019-03.1`), nor one file family with ids in it
            # (`events.out.tfevents.1702701506.gpu-node-03.…`: a stamp in the name, a dotted prefix all share)
        versions = [m.group(2) for m in found]  # type: ignore[union-attr]
        if any(_free_text_or_range(m.group(1), sep, v) for m, v in zip(found, versions)):  # type: ignore[union-attr]
            continue  # `IMG_5927-6026 stack 1.5x`, `scan_0001-0100`: a range of numbers, words after it
        # many packages (names vary), releases as people number them: most versions dotted numbers
        if len(names) < 2 or len(set(versions)) < 2 or 2 * sum(bool(_DOTTED_RX.search(v)) for v in versions) < len(versions):
            continue  # `curl_7.88.1-10_amd64` cut at `-` holds no dotted version: Debian's `_` cuts it
        if 2 * sum(T.is_ymd(v) or bool(T.datetime_format(v)) for v in versions) > len(versions):
            return None  # `rain-2019.03.02`: dated files, read by their dates (one `2026_08_11` release is a version)
        return SegModel(parts=_parts(sep) + tail)
    return None


_RANGE_RX = re.compile(r"(?<![0-9.])([0-9]{3,})-([0-9]{3,})(?![0-9])")


def _free_text_or_range(name: str, sep: str, version: str) -> bool:
    """Whether a name's `version` is free text (a space in it: releases hold none) or a range of two numbers of one
    width, `-` between them, is read across the name and its version (`IMG_5927-6026`, `frames_0100-0200`,
    `summary_1999-2000.1`).

    Why: a person reads `DSC_1001-1050 panorama` as photos 1001 to 1050, not release 1050 of `DSC_1001`."""
    if any(c.isspace() for c in version):
        return True
    return any(len(m.group(1)) == len(m.group(2)) for m in _RANGE_RX.finditer(name + sep + version))


def _parts(sep: str) -> list[Part]:
    """The name, the separator, the version and the optional piece after it."""
    name = Var(VarKind.STRING, _NAME, "string", name="name", rank=3)
    # a pre-release tag or a revision after `-` is the version's own (`2.0.0-rc1`, Gentoo's `1.3-r2`)
    tag = f"(?:{T.PRE_RELEASE_TAG}|-r[0-9]+)?" if sep == "-" else ""
    version = Var(VarKind.VERSION, f"{_VERSION_START}[^{sep}/]*{tag}", "string", name="version", rank=3)
    # the piece after the version (a patch's part, a build's architecture), null where a name has none, read
    # even when no sample shows one: the next package may
    piece = Var(VarKind.STRING, r"[^/]+", "string", name="part", rank=3, default_null=True)
    return [var_part(name, "*"), lit(sep), var_part(version, _VERSION_GLOB), Part(glob="", regex=f"(?:{sep}", text=""),
            var_part(piece, ""), Part(glob="", regex=")?", text="")]
