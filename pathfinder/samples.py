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

DEFAULT_LIMIT = 2000  # samples handed to the generator / validation
SEEN_FACTOR = 20  # a folder walk looks at up to limit * SEEN_FACTOR files
DIR_READ_CAP = 10_000  # entries read (and sorted) per directory
MIN_PER_DIR = 20


@dataclass(frozen=True)
class SampleSet:
    """The chosen sample paths, how many candidate paths were seen, and a note for the user."""

    paths: tuple[str, ...]
    seen: int
    note: str | None = None

    def __iter__(self) -> Iterator[str]:
        return iter(self.paths)

    def __len__(self) -> int:
        return len(self.paths)


def collect_samples(
    inputs: Sequence[str] = (),
    paths_from: str | None = None,
    limit: int = DEFAULT_LIMIT,
) -> SampleSet:
    """Sample paths from PATH arguments (files or folders) and/or a list file (`-` = stdin)."""
    if limit < 1:
        raise UsageError(f"the sample limit must be at least 1, got {limit}")
    listed: list[str] = []
    notes: list[str] = []
    seen = 0
    lines = list(inputs)
    if paths_from is not None:
        from pathfinder.pathlists import read_paths

        lines.extend(read_paths((), paths_from))
    for raw in lines:
        text = raw.strip() if isinstance(raw, str) else str(raw)
        if not text:
            continue
        if os.path.isdir(text):
            found, walked, note = walk_folder(text, limit)
            listed.extend(found)
            seen += walked
            if note:
                notes.append(note)
        else:
            listed.append(text)
            seen += 1
    unique = list(dict.fromkeys(listed))
    if not unique:
        raise UsageError(
            "no sample paths to learn from" + (" (the folders hold no files)" if lines else ""),
            hint="give sample files, a folder with files, or --paths-from FILE ('-' for stdin)",
        )
    if len(unique) > limit:
        notes.append(f"down-sampled {len(unique)} paths to {limit} (every {len(unique) / limit:.1f}th)")
        unique = downsample(unique, limit)
    return SampleSet(tuple(unique), seen, "; ".join(notes) or None)


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
    buckets: dict[tuple[str, str], list[str]] = {}
    queue: deque[tuple[str, str]] = deque([(root, "")])
    seen = 0
    stopped = False
    capped_dirs = 0
    while queue and not stopped:
        folder, top = queue.popleft()
        try:
            with os.scandir(folder) as it:
                entries = list(itertools.islice(it, DIR_READ_CAP + 1))
        except OSError:
            continue
        if len(entries) > DIR_READ_CAP:
            capped_dirs += 1
            entries = entries[:DIR_READ_CAP]
        entries.sort(key=lambda e: e.name)
        taken = 0
        for entry in entries:
            if entry.name.startswith("."):
                continue
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
                is_file = not is_dir and entry.is_file()
            except OSError:
                continue
            if is_dir:
                queue.append((entry.path, top or entry.name))
                continue
            if not is_file:
                continue
            seen += 1
            if taken < per_dir:
                ext = os.path.splitext(entry.name)[1].lower()
                buckets.setdefault((ext, top), []).append(entry.path)
                taken += 1
            if seen >= max_seen:
                stopped = True
                break
    chosen = _round_robin(buckets, limit)
    note = None
    if stopped or capped_dirs:
        note = (f"{root}: looked at {seen} files and stopped early"
                f" (more below; {len(chosen)} representative samples taken)")
    elif seen > len(chosen):
        note = f"{root}: {seen} files seen, {len(chosen)} representative samples taken"
    return chosen, seen, note


def _round_robin(buckets: dict[tuple[str, str], list[str]], limit: int) -> list[str]:
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
