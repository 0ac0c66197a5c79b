"""Crawl, dump, log and archive names: stamps and ranges the archives write (docs/analyser.md, round 10).

- `clock_after_underscored_date`: a snapshot's time written with the date's own `_`
  (`certstream_2024_01_03_07_16_56_AM…`): the three numbers after the date are the time of day.
- `version_pair`: a folder naming a change from one version to the next (`0.3.4-0.3.5`, a release diff or a
  delta between two dumps): the two versions, two fields.
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import SegModel, Var, VarKind
from pathfinder.analysis.slots import Slot, group_reads, span_pattern

__all__ = ["clock_after_underscored_date", "version_pair"]


def _is_underscored_clock(text: str) -> bool:
    """`07_16_56`: hours, minutes and seconds of two digits each, joined by `_`."""
    pieces = text.split("_")
    return len(pieces) == 3 and all(len(x) == 2 and x.isdigit() for x in pieces) \
        and int(pieces[0]) < 24 and int(pieces[1]) < 60 and int(pieces[2]) < 62


def clock_after_underscored_date(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Three two-digit numbers joined by `_` right after a date written with `_` (`2024_01_03_07_16_56`), each in
    its hour, minute or second range in every sample: the time of day, as written (field `time`).

    Why: a name writing its date with `_` writes the clock after it alike; `_` alone (`img_01_02_03`) says no clock."""
    ps = model.parts
    if model.entity_glob is not None:
        return []
    for j in range(2, len(ps) - 4):
        date, join, run = ps[j - 2], ps[j - 1], ps[j: j + 5]
        if date.var is None or date.var.kind != VarKind.DATE or "_" not in date.var.regex \
                or join.var is not None or join.text != "_":
            continue
        if any(run[q].var is None or run[q].var.type != "integer" for q in (0, 2, 4)) \
                or any(run[q].var is not None or run[q].text != "_" for q in (1, 3)) \
                or (j + 5 < len(ps) and ps[j + 5].var is not None):
            continue
        pattern = span_pattern(ps, j, j + 4)
        raw = group_reads(pattern, values)
        if all(r is not None and _is_underscored_clock(r) for r in raw):
            return [Slot(Var(VarKind.TIME, "", "string"), src, pattern, raw, (seg_order, j - 0.5), VarKind.TIME,
                         "string", name="time", rank=3)]
    return []


# a release version as package indexes write it (PEP 440's shape: `1.2.3`, `2023.7.6.9.18.40`, `0.2.0rc1`,
# `10.0.0a4.dev202307061815`, `1.0.post1`): digits first, dots between numbers, pre/post/dev tags
_VERSION = r"[0-9]+(?:\.[0-9]+)*(?:(?:a|b|rc|\.?post|\.?dev)[0-9]*)*"
_PAIR_RX = re.compile(rf"^({_VERSION})-({_VERSION})$")
_READ = r"[0-9][0-9A-Za-z.]*"  # what the rule reads: a version has no `-` (the checked shape, without backtracking)


def version_pair(src: str, values: list[str], seg_order: int, is_folder: bool) -> list[Slot]:
    """A folder whose every name is two versions joined by one `-` (`0.3.4-0.3.5`, `1.9.20220112-1.9.20220203`),
    at least one holding a dot: the two versions, fields `from_version` and `to_version`.

    Why: a change between two releases (a diff, a delta, an upgrade) is named by both ends, and each is asked for."""
    if not is_folder or not values or not all(_PAIR_RX.match(v) for v in values) \
            or not any("." in v for v in values):
        return []
    out = []
    for k, (name, pattern) in enumerate((("from_version", rf"^({_READ})-{_READ}$"),
                                         ("to_version", rf"^{_READ}-({_READ})$"))):
        raw: list[str | None] = [m.group(k + 1) if (m := _PAIR_RX.match(v)) else None for v in values]
        out.append(Slot(Var(VarKind.VERSION, "", "string"), src, pattern, raw, (seg_order, -0.9 + k * 0.1),  # named by the pair before its pieces' readings
                        VarKind.VERSION, "string", name=name, rank=3))
    return out
