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
- kinds smaller than `small_limit` are pooled by folder (any name, any extension).
Statistics per kind are mergeable (count, extensions, covering rules, the
paths with the smallest stable hash as samples), so coarsening never needs a
second pass over the listing.

Speed (bench/bench_kinds.py; tests/test_kinds_golden.py pins the result): a
path is routed to its kind's statistics by its folder part and its stem with
every digit written as NUL. Two stems equal that way differ only in digits at
the same places, so their digit runs, and hence their shapes, are the same;
a name holding a NUL of its own is shaped the plain way. Only a new route runs
the regular expressions.
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
PROGRESS_EVERY = 50_000
_EXT_PARTS = T.MAX_EXT_PARTS
_DIGITS_TO_NUL = bytes.maketrans(b"0123456789", b"\0" * 10)
CACHE_CAP = 100_000  # entries per shape cache (cleared when full: memory stays bounded)

_DIGITS = re.compile(r"\d+")
_UUID = re.compile(T.UUID_TEXT)
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
    return _shape_of_ids(_ID_RUN.sub("#", _DIGITS.sub("#", segment)))


def _shape_of_ids(text: str) -> str:
    """The rest of `segment_shape`, once UUIDs, digit runs and the word runs holding them are `#`."""
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

    def record(self, ext: str, rule: str | None, neg: int, path: str) -> None:
        """One more path of this kind: its extension, covering rule and (negated hash) sample."""
        self.count += 1
        exts = self.exts
        if ext in exts:
            exts[ext] += 1
        elif len(exts) < MAX_EXTENSIONS:
            exts[ext] = 1
        if rule is not None:
            self.rules[rule] = self.rules.get(rule, 0) + 1
        self.keep(neg, path)

    def keep(self, neg: int, path: str) -> None:
        """Keep `path` (`neg`: its negated stable_hash) among the SAMPLE_CAP smallest hashes; a
        repeated path is kept once (a listing that repeats a path must not show it three times as
        examples or spend sample slots on it)."""
        heap = self.heap
        if len(heap) < SAMPLE_CAP:
            item = (neg, path)
            if item not in heap:
                heapq.heappush(heap, item)
        elif neg >= heap[0][0]:  # rare once full: only paths that enter build a tuple
            item = (neg, path)
            if item > heap[0] and item not in heap:
                heapq.heapreplace(heap, item)

    def merge(self, other: "_Stats") -> None:
        self.count += other.count
        for ext, n in other.exts.items():
            if ext in self.exts or len(self.exts) < MAX_EXTENSIONS:
                self.exts[ext] += n
        for rule, n in other.rules.items():
            self.rules[rule] = self.rules.get(rule, 0) + n
        for neg_h, path in other.heap:
            self.keep(neg_h, path)

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
        self._shape_cache: dict[str, str] = {}  # segment -> shape
        # folder part of a path (with its last '/') -> (its shapes, {digit-blind stem: the kind's stats})
        self._route: dict[str, tuple[tuple[str, ...], dict[str, _Stats]]] = {}
        self._routed = 0  # stems routed since the routes were last cleared
        self._stems: dict[str, str] = {}  # digit-blind file stem -> shape
        self._ext_cache: dict[str, tuple[int, str]] = {}  # dotted tail of a name -> (length, extension)
        self._levels: dict[tuple[int, int], int] = {}  # position (depth, index) -> coarsening level

    def add(self, path: str, rule: str | None = None) -> None:
        """Count one path; `rule` names the saved rule that matched it (None: unmatched).

        Hot path (a listing may hold millions): a folder part's shapes, an extension tail and a
        digit-blind file stem are each shaped once, and (folder, stem shape) leads straight to
        the kind's statistics; nothing is built per path but the stem's digit-blind text."""
        self.seen += 1
        if self._progress is not None and self.seen % PROGRESS_EVERY == 0:
            self._progress(self.seen)
        cut = path.rfind("/")
        name = path[cut + 1:]
        if not name or "\0" in name:  # a trailing '/', no name at all, or a NUL of its own: the plain way
            self._add_odd(path, rule)
            return
        folder = path[: cut + 1]
        route = self._route.get(folder)
        if route is None:
            if self._routed > CACHE_CAP:
                self._route.clear()
                self._routed = 0
            route = self._route[folder] = (tuple(self._shape(s) for s in folder.split("/") if s), {},
                                           zlib.crc32(folder.encode("utf-8", "surrogateescape")))
        raw = name.encode("utf-8", "surrogateescape")
        size = 0
        if "." in name:
            head = name.rsplit(".", _EXT_PARTS)[0]
            tail = name[len(head):] if head.strip(".") else "/" + name[len(head):]
            known = self._ext_cache.get(tail)
            if known is None:
                if len(self._ext_cache) > CACHE_CAP:
                    self._ext_cache.clear()
                ext = split_extension(name)[1]
                known = self._ext_cache[tail] = (len(ext), ext)
            size, ext = known
        if size:  # an extension is ASCII: as many bytes as characters
            stem = name[: len(name) - size]
            blind = raw[: len(raw) - size].translate(_DIGITS_TO_NUL)
        else:
            stem, ext = name, ""
            blind = raw.translate(_DIGITS_TO_NUL)
        # `blind`: the stem with each digit a NUL; equal ones have equal shapes (module docstring)
        if "-" in stem and len(stem) >= 36:  # may hold a UUID: a UUID is one `#` whatever its letters
            stem = _UUID.sub("#", stem)
            blind = stem.encode("utf-8", "surrogateescape").translate(_DIGITS_TO_NUL)
        stats = route[1].get(blind)
        if stats is None:
            stats = self._stats_for(route, blind, stem, folder[:1] == "/")
        # _Stats.record inlined: this runs once per path of the listing (two calls cost ~15% of the split)
        stats.count += 1
        exts = stats.exts
        if ext in exts:
            exts[ext] += 1
        elif len(exts) < MAX_EXTENSIONS:
            exts[ext] = 1
        if rule is not None:
            stats.rules[rule] = stats.rules.get(rule, 0) + 1
        neg = -zlib.crc32(raw, route[2])  # the path's stable_hash; the smallest hashes are kept
        heap = stats.heap
        if len(heap) < SAMPLE_CAP:
            if (neg, path) not in heap:  # a repeated path is kept once (_Stats.keep)
                heapq.heappush(heap, (neg, path))
        elif neg >= heap[0][0] and (neg, path) > heap[0] and (neg, path) not in heap:
            heapq.heapreplace(heap, (neg, path))

    def _stats_for(self, route: tuple, blind: bytes, stem: str, absolute: bool) -> _Stats:
        """The statistics of a (folder, digit-blind stem) not routed yet (found or created).

        `stem`: the file stem, UUIDs already `#`. Its id form (word runs holding digits as one
        `#`) is routed too, so names that differ in hex ids (`part-3fa9…`) still meet one route;
        the digit-blind form is routed only when ids change nothing (such names repeat)."""
        digits = _DIGITS.sub("#", stem)
        ids = _ID_RUN.sub("#", digits)
        stats = route[1].get(ids)
        if stats is None:
            stem_shape = self._stems.get(ids)
            if stem_shape is None:
                if len(self._stems) > CACHE_CAP:
                    self._stems.clear()
                stem_shape = self._stems[ids] = _shape_of_ids(ids)
            stats = self._stats_of(absolute, route[0] + (stem_shape,))
            if stats is None:
                return self._fine[self._rekey((absolute, route[0] + (stem_shape,)))]  # after a shrink
            route[1][ids] = stats
            self._routed += 1
        if ids == digits:
            route[1][blind] = stats
            self._routed += 1
        return stats

    def _stats_of(self, absolute: bool, shapes: tuple[str, ...]) -> _Stats | None:
        """The statistics of a fine kind, created when new; None when creating it shrank the table
        (the routes are cleared then and the caller looks the key up again)."""
        key = (absolute, shapes)
        if self._levels:
            key = self._rekey(key)
        stats = self._fine.get(key)
        if stats is None:
            stats = self._fine[key] = _Stats()
            if len(self._fine) > MAX_KEYS:
                self._shrink()
                return None
        return stats

    def _add_odd(self, path: str, rule: str | None) -> None:
        """A path `add` does not route: its last segment empty (`a/b/`, `/`: the last non-empty one is
        the name) or holding a NUL (the routes write digits as NUL)."""
        segs = [s for s in path.split("/") if s] or [path]
        stem, ext = split_extension(segs.pop())
        shapes = (*(self._shape(s) for s in segs), segment_shape(stem) if stem else "")
        absolute = path[:1] == "/"
        stats = self._stats_of(absolute, shapes)
        if stats is None:  # creating it shrank the table
            stats = self._fine[self._rekey((absolute, shapes))]
        stats.record(ext, rule, -stable_hash(path), path)

    def _shape(self, segment: str) -> str:
        """`segment_shape`, remembered (folder names repeat)."""
        cache = self._shape_cache
        shape = cache.get(segment)
        if shape is None:
            if len(cache) > CACHE_CAP:
                cache.clear()
            shape = cache[segment] = segment_shape(segment)
        return shape

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
        self._route.clear()  # routes point at statistics about to be merged
        self._routed = 0
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

    def kinds(self, small_limit: int | None = None, describe: bool = True, budget: int | None = None) -> list["Kind"]:
        """The kinds, largest first (ties by structure). `small_limit`: kinds below it are pooled.
        `budget`: how many kinds will get a rule (`generate --all-kinds`); beyond it, the smaller
        kinds are pooled into coarser families (`_fit`) so those rules cover as much as they can."""
        self._collapse()
        table = self._fine
        total = sum(s.count for s in table.values())
        if small_limit is None:
            small_limit = max(3, math.ceil(total / 200))
        # file names that differ only in their words, in one folder shape, with one extension, are one
        # kind (`readings.csv` beside `wind.csv`; `_channels.tsv` beside `_events.tsv`): a name field
        worded = _regroup(table, lambda key, stats: (key[0], key[1][:-1], coarsen(key[1][-1], 1), _top(stats)))
        pooled = _regroup(worded, lambda key, stats: (
            (key[0], key[1] + ("*",), "") if stats.count < small_limit and len(worded) > 1 else key))
        if budget is not None and len(pooled) > budget:
            pooled = _fit(pooled, max(1, budget))
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


def _fit(table: dict[tuple, _Stats], budget: int) -> dict[tuple, _Stats]:
    """More kinds than rules to come: the largest `budget - 1` stay; the others are pooled by
    folder (any name, any extension), then by the folder above, and so on, until `budget`
    kinds are left or only the depth tells them apart. A pooled family is drafted as one kind
    (the analyser turns what differs into fields), so the last rules cover many small kinds."""
    deepest = max((len(_folders_of(k)) for k in table), default=0)
    for level in range(1, deepest + 2):
        if len(table) <= budget:
            break
        head = set(sorted(table, key=lambda k: (-table[k].count, _shape_text(k)))[:budget - 1])
        table = _regroup(table, lambda key, stats: key if key in head else _coarse_key(key, level))
    return table


def _folders_of(key: tuple) -> tuple[str, ...]:
    """The folder shapes of a kind's key (a pooled key ends its folders with the name's `*`)."""
    return key[1] if len(key) == 4 else key[1][:-1]


def _coarse_key(key: tuple, level: int) -> tuple:
    """Level 1: the same folders, any name and extension; each level more: one folder less."""
    folders = _folders_of(key)
    keep = max(0, len(folders) - (level - 1))
    return key[0], folders[:keep] + ("*",) * (len(folders) - keep), "*", ""


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
                progress: Callable[[int], None] | None = None, describe: bool = True,
                budget: int | None = None) -> list[Kind]:
    """Kinds of a whole listing; `rule_of(path)` names the saved rule that matches a path.
    `describe=False`: structure lines from the shapes (no analyser run per kind); `budget`: see
    `KindSplitter.kinds`."""
    splitter = KindSplitter(progress)
    for p in paths:
        splitter.add(p, rule_of(p) if rule_of is not None else None)
    return splitter.kinds(describe=describe, budget=budget)


__all__ = ["Kind", "KindSplitter", "split_kinds", "segment_shape", "split_extension", "describe_samples"]
