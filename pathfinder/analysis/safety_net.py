"""The last stage: the draft covers the user's own samples. A sample set aside as another kind (stage 1,
`clusters`) that the draft would read once written in the kind's format is that kind in another format: it is
taken back, and the kind analysed again as one kind (its extensions a set, or any extension where one is no
known format and the samples do not show the set closed: `extensions.file_extension`, `endings`), fields kept
only where they read every sample. The ladder: the extension set; then a folder the draft already reads as
varying (a snapshot `21w07a/` among `1.19.3/`); then, when no group holds most of the samples (none is a kind
with strays), a name the draft already reads as varying.

Why: the user's samples are the kind. `data/pc/<version>/proto.yml` beside `<version>/effects.json`, a
`RunInfo.xml` among a run's `Reports/*.csv`: the draft of the largest extension group failed tier 3 on the very
samples the user gave. A sample the draft cannot read even in the kind's format (a README among `cat_*.jpg`,
`meta.json` beside every run's `out.csv`, a `labels.csv` a folder up, a `.json` beside names of a free ending,
where any `<name>.<word>.json` would fit) differs from the kind in more than its format: it stays set aside, as
the wizard shows ("N set aside as another kind") and validates the rest (its kinds screen lets the user pick).
"""
from __future__ import annotations

import re
from typing import Any, Callable

import pathfinder.analysis.tokens as T
from pathfinder.analysis.model import Analysis, Field
from pathfinder.analysis.parts import VarKind
from pathfinder.analysis.verify import field_source, same_matches
from pathfinder.engine.globs import compile_glob

__all__ = ["MAX_ENDINGS", "another_format", "cover_own_samples"]

MAX_ENDINGS = 8  # the kind's distinct endings tried on a set-aside name (a bound on the work per sample)
MAX_NAMES_READ = 4096  # the kind's names read for its endings
#: the format tools write one item's metadata in beside it (`<name>.json`, `<name>.compare.json`, `meta.json`), as
#: `clusters.FORMAT_FAMILIES` holds too (no family: not one kind with a table's rows)
SIDECAR_FORMAT = ".json"


def _endings(names: list[str]) -> list[str]:
    """The kind's distinct file-name endings after the stem (`.json`, `.nii.gz`, `` for none), first seen first."""
    out: dict[str, None] = {}
    for name in names[:MAX_NAMES_READ]:
        out.setdefault(name[len(T.name_stem(name)):], None)
        if len(out) >= MAX_ENDINGS:
            break
    return list(out)


def another_format(analysis: Analysis, kind: list[str], set_aside: list[str]) -> list[str]:
    """The set-aside samples that are the kind in another format, by the ladder: the draft reads one (its glob
    matches, its fields read it) as it is, or once its ending is one of the kind's (`proto.yml` as `proto.json`:
    the extension set widens); or, at the kind's depth, so written it fits the draft but for folders the draft
    already reads as varying (`21w07a/proto.yml` beside `1.19.3/effects.json`: that folder widens), the other
    fields reading it; or, when the set-aside samples are as many as the kind's (no group holds most of the
    samples: none is a kind with strays), so written it fits the draft but for varying folders and a varying
    name. Others (another name, another depth, a folder every sample of the kind shares) stay apart, and so does
    a `.json` sample beside a kind (most samples) of another format whose name ends in a free run (a sidecar would
    fit it)."""
    try:
        matcher = compile_glob(analysis.glob)
        segments = [(g, compile_glob(g)) for g in _segments(analysis.glob)]
    except Exception:  # pragma: no cover - a draft glob the engine refuses: nothing is taken back
        return []
    endings = _endings([p.rsplit("/", 1)[-1] for p in kind])
    depths = {p.count("/") for p in kind}
    no_majority = len(set_aside) >= len(kind)
    sidecars_apart = not no_majority and SIDECAR_FORMAT not in {e.lower() for e in endings} \
        and _free_before_extension(analysis.glob)
    readers = _readers(analysis.fields)
    any_depth = any(g == "**" for g, _ in segments)  # a glob of any depth widens no folder
    out = []
    for path in set_aside:
        head, _, name = path.rpartition("/")
        lead = head + "/" if head or path.startswith("/") else ""
        stem = T.name_stem(name)
        if not stem or stem[:1] in ".~":  # hidden files and lock files are no format of the kind
            continue
        if sidecars_apart and name.lower().endswith(SIDECAR_FORMAT):
            continue
        written = [path] + [lead + stem + e for e in endings]
        if any(matcher.match(w) and _read(readers, w, ()) for w in written):
            out.append(path)
            continue
        if path.count("/") not in depths or any_depth:
            continue
        for w in written:
            widened = _widened_folders(segments, w, no_majority)
            if widened is not None and _read(readers, w, widened):
                out.append(path)
                break
    return out


_Reader = Callable[[str, list[str]], bool]


def _readers(fields: list[Field]) -> list[tuple[int | None, _Reader]]:
    """(the segment each field reads, None for the whole path; whether it reads a path) as `verify` judges it:
    one compilation per segment and pattern up to its capturing groups (`verify.same_matches`)."""
    compiled: dict[tuple[int | None, str], re.Pattern[str]] = {}
    out: list[tuple[int | None, _Reader]] = []
    for f in fields:
        k = f.segment_index
        if f.combine or f.kind == VarKind.KEY_ANY:
            out.append((k, lambda path, segs: True))
        elif f.default_null or not f.pattern:
            out.append((k, lambda path, segs, k=k: field_source(path, segs, k) is not None))
        else:
            key = (k, same_matches(f.pattern))
            rx = compiled.get(key)
            if rx is None:
                rx = compiled[key] = re.compile(key[1])

            def reads(path: str, segs: list[str], k: int | None = k, rx: re.Pattern[str] = rx) -> bool:
                src = field_source(path, segs, k)
                return src is not None and rx.search(src) is not None
            out.append((k, reads))
    return out


def _read(readers: list[tuple[int | None, _Reader]], path: str, widened: tuple[int, ...]) -> bool:
    """Whether every field reads `path`, those of a widened folder (its index from the end) aside."""
    segs = [s for s in path.split("/") if s]
    return all(k in widened or read(path, segs) for k, read in readers)


def _widened_folders(segments: list[tuple[str, Any]], path: str, free_name: bool) -> tuple[int, ...] | None:
    """The segments (indexes from the end) the draft may widen to take `path`: every folder whose glob varies
    already (its field may then read another shape), and with `free_name` the file name when its glob varies;
    None when the file name misses otherwise, or a literal folder does."""
    segs = [s for s in path.split("/") if s]
    if len(segs) < len(segments):
        return None
    widened = []
    for k in range(1, len(segments) + 1):
        glob, seg_matcher = segments[-k]
        if k == 1 and seg_matcher.match(segs[-1]):
            continue
        if k > 1 and any(c in glob for c in "*?[{") or free_name and k == 1 and _varying_name(glob):
            widened.append(-k)
        elif not seg_matcher.match(segs[-k]):
            return None
    return tuple(widened)


def _free_before_extension(glob: str) -> bool:
    """Whether the draft's file name ends in a free run right before its extension (`[!.~]*.html`,
    `*{.csv,.xml}`): a metadata file named after the kind's with a word more (`x_example.compare.json`) would fit
    it in that format, so a `.json` sample joins only a name that ends in a literal piece (`*_example.html`)."""
    name = _segments(glob)[-1] if glob else ""
    if name.endswith("}") and "{" in name:
        head = name[:name.rindex("{")]
    else:
        head = name[:name.rfind(".")] if "." in name.lstrip(".") else name
    return head.endswith("*")


def _varying_name(glob: str) -> bool:
    """Whether a file name's glob reads names that vary, its extension set aside (`*report{.tex,.tsv}`, not
    `summary{.csv,.json}`)."""
    return any(c in glob.split("{", 1)[0] for c in "*?[")


def _segments(glob: str) -> list[str]:
    """The glob's segments (a `/` inside braces, `{,raw/}`, splits none)."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(glob):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        elif ch == "/" and depth == 0:
            out.append(glob[start:i])
            start = i + 1
    out.append(glob[start:])
    return [g for g in out if g]


def cover_own_samples(analysis: Analysis, paths: list[str], kind: list[str], set_aside: list[str],
                      analyse_kind: Callable[[list[str], list[str]], Analysis]) -> Analysis:
    """The draft, widened to the set-aside samples that are the kind in another format: `analyse_kind(group,
    rest)` analyses `group` as one kind (every extension kept). The widened draft is returned only when its glob
    matches every sample of its group, else the first draft stands."""
    if not set_aside:
        return analysis
    taken = set(another_format(analysis, kind, set_aside))
    if not taken:
        return analysis
    apart = set(set_aside) - taken
    group = [p for p in paths if p not in apart]
    widened = analyse_kind(group, [p for p in set_aside if p in apart])
    if _any_file(widened.glob):  # `verify`'s last resort (`**/*.json`): the kind's shape is lost, keep the first
        return analysis
    try:
        matcher = compile_glob(widened.glob)
    except Exception:  # pragma: no cover - a draft glob the engine refuses
        return analysis
    return widened if all(matcher.match(p) for p in group) else analysis


def _any_file(glob: str) -> bool:
    """Whether a glob is `verify`'s last resort: any file at any depth, of one extension or any."""
    return glob.startswith("**/*") and "/" not in glob[3:]
