"""An id sharded into folders: `data/101/751/765/101751765.geojson`, the file's number cut into groups
of digits, one folder per group, so a longer id lies one folder deeper (`data/1108/692/439/1108692439…`).

Who's On First, some object stores and archive mirrors file records this way. The folders hold nothing
the file name does not, so the rule reads the id from the name and writes `**` for the folders: a rule
learnt from the records of one bucket (`data/101/…`) then covers every bucket, at every depth.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

import pathfinder.analysis.tokens as T
from pathfinder.analysis.model import Analysis

__all__ = ["ShardedId", "sharded_id", "without_shards", "with_shards"]

_LEAD_DIGITS_RX = re.compile(r"^[0-9]+")
_ABOVE_RX = re.compile(r"^segment\(([0-9]+)\)$")
MIN_SHARDS = 2  # one folder repeating a name's number is an echo (`2024/2024_report.csv`), not a shard


@dataclass(frozen=True)
class ShardedId:
    """Where the shard folders start (the index of the first) in every sample."""

    start: int


def sharded_id(segs: list[list[str]]) -> ShardedId | None:
    """The shard folders every sample has right above its file, after the same leading folders, when
    their digits joined are the number the file name starts with (`101/751/765` and `101751765…`).

    Why: an id cut into folders is written whole in the name, and its length alone sets the depth."""
    if len(segs) < 2:
        return None
    starts = set()
    for s in segs:
        m = _LEAD_DIGITS_RX.match(s[-1])
        if m is None:
            return None
        i = len(s) - 1
        while i > 0 and s[i - 1].isdigit() and s[i - 1].isascii():
            i -= 1
        if len(s) - 1 - i < MIN_SHARDS or "".join(s[i:-1]) != m.group(0):
            return None
        starts.add(i)
    if len(starts) != 1:
        return None
    start = starts.pop()
    if start == 0 or len({tuple(s[:start]) for s in segs}) != 1:
        return None  # the shards hang under one named folder (`data/`), not at the top of unrelated trees
    return ShardedId(start)


def without_shards(paths: list[str], segs: list[list[str]], shard: ShardedId) -> list[str]:
    """The samples with their shard folders taken out (in the same order)."""
    return [T.rejoin(p, s[:shard.start] + s[-1:]) for p, s in zip(paths, segs)]


def with_shards(analysis: Analysis, paths: list[str], shard: ShardedId) -> Analysis | None:
    """The analysis of the samples without shards, with `**` put back where the shards were. None when
    a field reads a folder counted from the end (it would land in a shard) or the draft needs Python."""
    globs = analysis.glob.split("/")
    if "**" in globs or analysis.needs_python or len(globs) < 2:
        return None
    for f in analysis.fields:
        if f.source not in ("filename", "segment(-1)") and not _ABOVE_RX.match(f.source):
            return None
    structure = analysis.structure.split("/")
    fields = list(analysis.fields)
    names = {f.name for f in fields}
    for k, f in enumerate(fields):  # the number the shards cut is the record's id
        if f.name == "number" and f.source in ("filename", "segment(-1)") and "id" not in names:
            fields[k] = replace(f, name="id")
            structure[-1] = structure[-1].replace("{number:", "{id:").replace("{number}", "{id}")
            break
    return replace(analysis, glob="/".join(globs[:-1] + ["**", globs[-1]]), fields=tuple(fields),
                   structure="/".join(structure[:-1] + ["**", structure[-1]]), samples=tuple(paths))
