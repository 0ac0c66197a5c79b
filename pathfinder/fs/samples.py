"""Sample collection for generation: files, `--paths-from` lists and folders.

Folders are walked lazily (`os.scandir`, breadth first) and the walk stops as
soon as enough *representative* samples are in hand: files are bucketed by
extension and top-level subfolder and picked round-robin, so one huge folder
cannot crowd out the others. Long lists are down-sampled deterministically
(an even stride over the de-duplicated list), so a million paths give the
same samples every time. No samples at all is a usage error (exit 2).
"""
from __future__ import annotations

import itertools
import os
from collections import deque
from dataclasses import dataclass
from typing import Iterator, Sequence

from pathfinder.errors import UsageError
from pathfinder.fs.pathlists import read_paths
from pathfinder.fs.tree import visible_kind

DEFAULT_LIMIT = 2000  # samples handed to the generator / validation
SEEN_FACTOR = 20  # a folder walk looks at up to limit * SEEN_FACTOR files
DIR_READ_CAP = 10_000  # entries read (and sorted) per directory
MIN_PER_DIR = 20
MAX_WALKED_INPUTS = 1000  # with more inputs than this, they are taken as paths, never walked


@dataclass(frozen=True)
class SampleSet:
    """The chosen sample paths, how many candidate paths were seen, and a note for the user."""

    paths: tuple[str, ...]
    seen: int
    note: str | None = None
    missing: tuple[str, ...] = ()  # PATH arguments not on this machine (used as written: a typo, or a listing)

    def __iter__(self) -> Iterator[str]:
        return iter(self.paths)

    def __len__(self) -> int:
        return len(self.paths)


def collect_samples(
    inputs: Sequence[str] = (),
    paths_from: str | None = None,
    limit: int = DEFAULT_LIMIT,
    *,
    listing: Sequence[str] | None = None,
) -> SampleSet:
    """Sample paths from PATH arguments (files or folders) and/or a list file (`-` = stdin).
    `listing`: the lines of `paths_from` when the caller has read them already (stdin reads once)."""
    if limit < 1:
        raise UsageError(f"the sample limit must be at least 1, got {limit}")
    listed: list[str] = []
    notes: list[str] = []
    seen = 0
    listing = list(listing) if listing is not None else []
    if paths_from is not None and not listing:
        listing = list(read_paths((), paths_from))
    lines = [(raw, False) for raw in inputs] + [(raw, True) for raw in listing]
    # a long list is a listing of paths: no file-system look-ups for each line
    may_walk = len(lines) <= MAX_WALKED_INPUTS
    may_look = len(listing) <= MAX_WALKED_INPUTS
    skipped_folders = 0
    missing: list[str] = []
    for raw, from_list in lines:
        text = raw.strip() if isinstance(raw, str) else str(raw)
        if not text:
            continue
        is_dir = (may_look if from_list else may_walk) and os.path.isdir(text)
        if is_dir and from_list:
            # a listing names files; its folder lines (`.` and `./sub-01` from `find .`) are no
            # samples, and walking them would learn from whatever lies on this machine
            skipped_folders += 1
        elif is_dir:
            found, walked, note = walk_folder(text, limit)
            listed.extend(found)
            seen += walked
            if note:
                notes.append(note)
        else:
            listed.append(text)
            seen += 1
            if not from_list and may_walk and not os.path.lexists(text):
                missing.append(text)
    if skipped_folders:
        notes.append(f"skipped {skipped_folders} folder line{'s' if skipped_folders != 1 else ''} of the list"
                     " (a list names files; give a folder as PATH to walk it)")
    unique = list(dict.fromkeys(listed))
    if not unique:
        raise UsageError(
            "no sample paths to learn from" + (" (the folders hold no files)" if lines else ""),
            hint="give sample files, a folder with files, or --paths-from FILE ('-' for stdin)",
        )
    if len(unique) > limit:
        notes.append(f"down-sampled {len(unique)} paths to {limit} (every {len(unique) / limit:.1f}th)")
        unique = downsample(unique, limit)
    return SampleSet(tuple(unique), seen, "; ".join(notes) or None, tuple(dict.fromkeys(missing)))


def missing_note(missing: Sequence[str]) -> str:
    """One line naming PATH arguments that are not on this machine (a typo, or paths from elsewhere)."""
    shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
    return (f"{len(missing)} sample path{'s' if len(missing) != 1 else ''} not found on "
            f"this machine, used as written: {shown} (check for a typo; paths listed elsewhere are fine)")


def typo_rule_error(samples: Sequence[str], missing: Sequence[str], kind: str, field_count: int) -> UsageError | None:
    """The error for a rule with no fields drafted from one path that does not exist, else None.

    Why: `/data/photo` (the folder is `photos`) as the only sample gives `glob: "data/photo"`,
    `extract: null`: a typo's rule, not the user's. `generate` exits 2 with it; the wizard
    refuses to save it (docs/cli.md, docs/user-guide.md).
    """
    if len(samples) == 1 and samples[0] in missing and kind == "yaml" and not field_count:
        return UsageError(
            f"no rule: {samples[0]} does not exist, and one path as written gives a rule with no fields",
            hint="check the path for a typo, or give several sample paths; --paths-from FILE reads a listing",
        )
    return None


def missing_paths(samples: Sequence[str]) -> tuple[str, ...]:
    """Which of a single sample is not on this machine (a longer list is a listing: not looked up)."""
    return tuple(s for s in samples if len(samples) == 1 and not os.path.lexists(s))


def downsample(paths: Sequence[str], limit: int) -> list[str]:
    """`limit` paths spread evenly over the list, first one included (deterministic)."""
    if len(paths) <= limit:
        return list(paths)
    step = len(paths) / limit
    return [paths[int(i * step)] for i in range(limit)]


def walk_folder(root: str, limit: int = DEFAULT_LIMIT) -> tuple[list[str], int, str | None]:
    """Up to `limit` files below `root`, stratified by (extension, top subfolder).

    Returns (paths, files seen, note). Stops after `limit * SEEN_FACTOR` files;
    reads at most DIR_READ_CAP entries of any single directory.
    """
    max_seen = max(limit * SEEN_FACTOR, limit)
    per_dir = max(MIN_PER_DIR, limit // 4)
    buckets: dict[tuple[str, str], list[list[str]]] = {}  # (ext, top) -> one list per folder
    queues: dict[str, deque[str]] = {"": deque([root])}  # one queue per top-level subfolder
    contributed: set[str] = set()
    seen = 0
    stopped = False
    capped_dirs = 0

    def visit(folder: str, top: str) -> None:
        nonlocal seen, capped_dirs
        try:
            with os.scandir(folder) as it:
                entries = list(itertools.islice(it, DIR_READ_CAP + 1))
        except OSError:
            return
        if len(entries) > DIR_READ_CAP:
            capped_dirs += 1
            entries = entries[:DIR_READ_CAP]
        entries.sort(key=lambda e: e.name)
        files = []
        for entry in entries:
            kind = visible_kind(entry)
            if kind == "dir":
                sub = top or entry.name
                queues.setdefault(sub, deque()).append(entry.path)
            elif kind == "file":
                files.append(entry.path)
        seen += len(files)
        if files:
            contributed.add(top)
        step = max(1, len(files) // per_dir)  # an even spread over the folder, not just its first files
        by_ext: dict[str, list[str]] = {}
        for path in files[::step][:per_dir]:
            by_ext.setdefault(os.path.splitext(path)[1].lower(), []).append(path)
        for ext, picked in by_ext.items():
            buckets.setdefault((ext, top), []).append(picked)

    # breadth first, one folder per top-level subtree in turn, so no subtree crowds out the others
    while not stopped and any(queues.values()):
        for top in list(queues):
            q = queues[top]
            if not q:
                continue
            visit(q.popleft(), top)
            live = [t for t, qq in queues.items() if qq or t in contributed]
            if seen >= max_seen and sum(1 for t in live if t in contributed) >= min(len(live), limit):
                stopped = any(queues.values()) or capped_dirs > 0
                break
    chosen = _round_robin(buckets, limit)
    note = None
    if stopped or capped_dirs:
        note = (f"{root}: looked at {seen} files and stopped early"
                f" (more below; {len(chosen)} representative samples taken)")
    elif seen > len(chosen):
        note = f"{root}: {seen} files seen, {len(chosen)} representative samples taken"
    return chosen, seen, note


def _interleave(folders: list[list[str]]) -> list[str]:
    """One file of each folder in turn (`ses-1`, `ses-2`, `ses-1`, …), not a folder at a time."""
    return [p for row in itertools.zip_longest(*folders) for p in row if p is not None]


def _round_robin(folder_buckets: dict[tuple[str, str], list[list[str]]], limit: int) -> list[str]:
    buckets = {k: _interleave(v) for k, v in folder_buckets.items()}
    keys = sorted(buckets)
    out: list[str] = []
    i = 0
    while len(out) < limit:
        progressed = False
        for k in keys:
            b = buckets[k]
            if i < len(b):
                out.append(b[i])
                progressed = True
                if len(out) >= limit:
                    break
        if not progressed:
            break
        i += 1
    return out
