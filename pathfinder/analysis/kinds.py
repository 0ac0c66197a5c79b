"""Kinds: a whole listing split into families of paths that one rule should cover.

Why: a tree rarely holds one kind of file; the user needs to see them all, with
counts and which saved rule covers each (docs/user-guide.md, "A whole tree").

One pass, linear time, bounded memory, independent of listing order:
- every path gets a *shape* per segment: digit-holding runs become `#`, the
  value of a `key-value`/`key=value` pair becomes `*`, other words stay (lower
  case); the extension is left out (a kind may span several, docs/analyser.md);
- a segment position (depth, index) holding more than `VARIED` distinct shapes
  is a variable, not a name: its words become `*` (and, when that is still too
  varied, the whole segment does);
- kinds smaller than `small_limit` are pooled by folder and extension.
Statistics per kind are mergeable (count, extensions, covering rules, the
paths with the smallest stable hash as samples), so coarsening never needs a
second pass over the listing.
"""
from __future__ import annotations

import heapq
import math
import re
import zlib
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from pathfinder.analysis import tokens as T
from pathfinder.analysis.infer import analyse

VARIED = 16  # distinct shapes at one position above which it is a variable
SAMPLE_CAP = 100  # sample paths kept per kind (drafting a rule, examples)
EXAMPLES = 3
MAX_KEYS = 20_000  # fine kinds held before positions are coarsened early
MAX_EXTENSIONS = 12  # extensions listed per kind
MAX_DESCRIBED = 100  # kinds whose structure line comes from the analyser (others: the shape)
PROGRESS_EVERY = 250_000

_DIGITS = re.compile(r"\d+")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
# a word run holding digits is one id; anchored at a run's start and possessive, so linear on long names
_ID_RUN = re.compile(r"(?<![^\W_#])[^\W_]*+#[^\W_#]*+(?:#[^\W_#]*+)*+")
_KEY_VALUE = re.compile(r"(?<![^\W_#])([^\W\d_]++-)[^\W\d_]++(?![^\W_#])")  # `task-rest` -> `task-*`
_HIVE = re.compile(r"^([^=]+=).*$", re.S)  # `year=2024`, `k=__HIVE_DEFAULT_PARTITION__` -> `k=*`
_WORDS = re.compile(r"[^\W_#*]++")

Shape = tuple[bool, tuple[str, ...]]  # (absolute, one shape per segment, file name last)


def segment_shape(segment: str) -> str:
    """`sub-01_task-rest_bold` -> `sub-#_task-*_bold` (see the module docstring)."""
    if "-" in segment and len(segment) >= 36:
        segment = _UUID.sub("#", segment)
    text = _ID_RUN.sub("#", _DIGITS.sub("#", segment))
    if "=" in text:
        text = _HIVE.sub(r"\1*", text)
    return _KEY_VALUE.sub(r"\1*", text).lower()


def split_extension(name: str) -> tuple[str, str]:
    """(stem, `.ext` lower case) as the analyser sees extensions (`.nii.gz`; not `.5`, not `.bashrc`)."""
    if "." not in name:
        return name, ""
    parts = name.rsplit(".", T.MAX_EXT_PARTS)
    n = 0
    for i in range(len(parts) - 1, 0, -1):
        p = parts[i]
        if not (0 < len(p) <= 10 and p.isascii() and p.isalnum()) or p.isdigit():
            break
        if not parts[i - 1].strip(".") and i == 1:
            break  # `.bashrc` has none
        n += 1
    if not n:
        return name, ""
    ext = "." + ".".join(parts[len(parts) - n:])
    return name[: len(name) - len(ext)], ext.lower()


def coarsen(shape: str, level: int) -> str:
    """Level 0: the shape; 1: every word a `*`; 2: the whole segment one `*`."""
    if level <= 0:
        return shape
    if level == 1:
        return _WORDS.sub("*", shape)
    return "*"


def stable_hash(path: str) -> int:
    """Same value for the same path on every run and machine (samples and examples)."""
    return zlib.crc32(path.encode("utf-8", "surrogateescape"))


@dataclass
class _Stats:
    """Mergeable statistics of one (fine or coarse) kind."""

    count: int = 0
    exts: Counter = field(default_factory=Counter)  # extension -> paths (at most MAX_EXTENSIONS kept)
    rules: dict[str, int] = field(default_factory=dict)
    heap: list[tuple[int, str]] = field(default_factory=list)  # (-hash, path): the smallest hashes kept

    def keep(self, h: int, path: str) -> None:
        item = (-h, path)
        if len(self.heap) < SAMPLE_CAP:
            heapq.heappush(self.heap, item)
        elif item > self.heap[0]:
            heapq.heapreplace(self.heap, item)

    def merge(self, other: "_Stats") -> None:
        self.count += other.count
        for ext, n in other.exts.items():
            if ext in self.exts or len(self.exts) < MAX_EXTENSIONS:
                self.exts[ext] += n
        for rule, n in other.rules.items():
            self.rules[rule] = self.rules.get(rule, 0) + n
        for neg_h, path in other.heap:
            self.keep(-neg_h, path)

    def samples(self) -> list[str]:
        """Kept sample paths, smallest hash first."""
        return [p for _, p in sorted(self.heap, reverse=True)]


@dataclass(frozen=True)
class Kind:
    """One family of paths: what it looks like, how many, and which saved rule covers it."""

    structure: str
    count: int
    extensions: tuple[str, ...]
    examples: tuple[str, ...]
    samples: tuple[str, ...]
    covered_by: tuple[tuple[str, int], ...] = ()  # (rule name, paths it matched), most first
    key: tuple = ()

    @property
    def covered(self) -> int:
        return sum(n for _, n in self.covered_by)

    @property
    def coverage_label(self) -> str:
        """'rule_a', 'rule_a (80%)', 'rule_a, rule_b' or '-' for the kinds table."""
        if not self.covered_by:
            return "-"
        names = ", ".join(n for n, _ in self.covered_by[:2]) + (", ..." if len(self.covered_by) > 2 else "")
        if self.covered < self.count:
            names += f" ({100 * self.covered // self.count}%)"
        return names

    @property
    def fully_covered(self) -> bool:
        return self.covered >= self.count

    def to_json(self) -> dict:
        return {"structure": self.structure, "count": self.count,
                "extensions": list(self.extensions), "examples": list(self.examples)}


class KindSplitter:
    """Feed paths one at a time (`add`), then read `kinds()`; memory stays bounded."""

    def __init__(self, progress: Callable[[int], None] | None = None) -> None:
        self.seen = 0
        self._progress = progress
        self._fine: dict[Shape, _Stats] = {}
        self._shape_cache: dict[str, str] = {}
        self._levels: dict[tuple[int, int], int] = {}  # position (depth, index) -> coarsening level

    def add(self, path: str, rule: str | None = None) -> None:
        """Count one path; `rule` names the saved rule that matched it (None: unmatched)."""
        self.seen += 1
        if self._progress is not None and self.seen % PROGRESS_EVERY == 0:
            self._progress(self.seen)
        segs = path.split("/")
        if "" in segs:
            segs = [s for s in segs if s] or [path]
        stem, ext = split_extension(segs.pop())
        cache = self._shape_cache
        if len(cache) > 100_000:
            cache.clear()
        shapes = [cache.get(s) or cache.setdefault(s, segment_shape(s)) for s in segs]
        shapes.append(segment_shape(stem) if stem else "")
        key = (path[:1] == "/", tuple(shapes))
        if self._levels:
            key = self._rekey(key)
        stats = self._fine.get(key)
        if stats is None:
            stats = self._fine[key] = _Stats()
            if len(self._fine) > MAX_KEYS:
                self._shrink()
                stats = self._fine[self._rekey(key)]
        stats.count += 1
        exts = stats.exts
        if ext in exts:
            exts[ext] += 1
        elif len(exts) < MAX_EXTENSIONS:
            exts[ext] = 1
        if rule is not None:
            stats.rules[rule] = stats.rules.get(rule, 0) + 1
        stats.keep(stable_hash(path), path)

    def _rekey(self, key: Shape) -> Shape:
        absolute, shapes = key
        depth, levels = len(shapes), self._levels
        return absolute, tuple(coarsen(sh, levels.get((depth, i), 0)) for i, sh in enumerate(shapes))

    def _raise_levels(self) -> None:
        """Positions with more than VARIED distinct shapes become variables (levels only rise, so
        an early coarsening is one the whole listing would have made too)."""
        distinct: dict[tuple[int, int], set[str]] = {}
        for _, shapes in self._fine:
            depth = len(shapes)
            for i, sh in enumerate(shapes):
                distinct.setdefault((depth, i), set()).add(sh)
        for pos, shapes in distinct.items():
            level = self._levels.get(pos, 0)
            while level < 2 and len({coarsen(sh, level) for sh in shapes}) > VARIED:
                level += 1
            if level:
                self._levels[pos] = level

    def _collapse(self) -> None:
        self._raise_levels()
        out: dict[Shape, _Stats] = {}
        for key in sorted(self._fine):  # merge order fixed, so results do not depend on listing order
            new = self._rekey(key)
            if new in out:
                out[new].merge(self._fine[key])
            else:
                out[new] = self._fine[key]
        self._fine = out

    def _shrink(self) -> None:
        """Too many fine kinds held: coarsen now; still too many, file names become one `*`."""
        self._collapse()
        if len(self._fine) > MAX_KEYS // 2:
            for _, shapes in self._fine:
                self._levels[(len(shapes), len(shapes) - 1)] = 2
            self._collapse()

    def kinds(self, small_limit: int | None = None, describe: bool = True) -> list["Kind"]:
        """The kinds, largest first (ties by structure). `small_limit`: kinds below it are pooled."""
        self._collapse()
        table = self._fine
        total = sum(s.count for s in table.values())
        if small_limit is None:
            small_limit = max(2, math.ceil(total / 500))
        # file names that differ only in their words, in one folder shape, with one extension, are one
        # kind (`readings.csv` beside `wind.csv`; `_channels.tsv` beside `_events.tsv`): a name field
        worded = _regroup(table, lambda key, stats: (key[0], key[1][:-1], coarsen(key[1][-1], 1), _top(stats)))
        pooled = _regroup(worded, lambda key, stats: (
            (key[0], key[1] + ("*",), key[3]) if stats.count < small_limit and len(worded) > 1 else key))
        order = sorted(pooled, key=lambda k: (-pooled[k].count, _shape_text(k)))
        out = []
        for rank, key in enumerate(order):
            stats = pooled[key]
            samples = stats.samples()
            structure = _shape_text(key)
            if describe and rank < MAX_DESCRIBED:
                structure = describe_samples(samples) or structure
            exts = tuple(sorted(stats.exts, key=lambda e: (-stats.exts[e], e)))
            examples = tuple(sorted(samples[:EXAMPLES]))
            covered = tuple(sorted(stats.rules.items(), key=lambda kv: (-kv[1], kv[0])))
            out.append(Kind(structure, stats.count, exts, examples, tuple(samples), covered, key))
        return out


def _top(stats: _Stats) -> str:
    """The kind's most common extension (ties: the first by name)."""
    return min(stats.exts, key=lambda e: (-stats.exts[e], e)) if stats.exts else ""


def _regroup(table: dict, key_of: Callable[[tuple, _Stats], tuple]) -> dict[tuple, _Stats]:
    """Merge the kinds of `table` by a coarser key (in sorted order: independent of the listing's)."""
    out: dict[tuple, _Stats] = {}
    for key in sorted(table):
        stats = table[key]
        new = key_of(key, stats)
        if new not in out:
            out[new] = _Stats()
        out[new].merge(stats)
    return out


def _shape_text(key: tuple) -> str:
    """A kind's key as a readable line (when the analyser cannot say better)."""
    absolute, folders = key[0], key[1]
    shapes = [*folders, key[2]] if len(key) == 4 else list(folders)
    return ("/" if absolute else "") + "/".join(shapes) + key[-1]


def describe_samples(samples: Sequence[str]) -> str | None:
    """The analyser's structure line for a kind's samples (None when it cannot say)."""
    if not samples:
        return None
    try:
        return analyse(samples, one_kind=True).structure
    except Exception:  # noqa: BLE001 - a hostile sample must not stop the listing; the shape stands in
        return None


def split_kinds(paths: Iterable[str], rule_of: Callable[[str], str | None] | None = None,
                progress: Callable[[int], None] | None = None) -> list[Kind]:
    """Kinds of a whole listing; `rule_of(path)` names the saved rule that matches a path."""
    splitter = KindSplitter(progress)
    for p in paths:
        splitter.add(p, rule_of(p) if rule_of is not None else None)
    return splitter.kinds()


__all__ = ["Kind", "KindSplitter", "split_kinds", "segment_shape", "split_extension", "describe_samples"]
