"""What the samples screen shows for each typed line, and turning lines into samples.

Why: a folder may hold millions of files; the preview counts lazily up to a
limit and names a few, so typing a path never freezes the screen. Lines that
are not folders are sample paths as typed (they need not exist: samples may
come from another machine's listing).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Iterator, Sequence

from pathfinder.fs.samples import SampleSet, collect_samples
from pathfinder.fs.tree import visible_kind

COUNT_LIMIT = 10_000
SHOW = 3


@dataclass(frozen=True)
class InputLine:
    text: str
    kind: str  # "folder" | "file" | "path" (not on disk: used as typed)
    count: int = 1  # files it contributes (capped at COUNT_LIMIT)
    capped: bool = False
    examples: tuple[str, ...] = ()

    def describe(self) -> str:
        if self.kind == "folder":
            n = f"{self.count:,}{'+' if self.capped else ''}"
            if not self.count:
                return f"{self.text}  (folder: no files)"
            return f"{self.text}  (folder: {n} file{'s' if self.count != 1 else ''}, e.g. {', '.join(self.examples)})"
        if self.kind == "file":
            return f"{self.text}  (file)"
        return f"{self.text}  (path as typed)"


def walk_files(folder: str) -> Iterator[str]:
    """Files below `folder`, depth first, sorted per directory; hidden entries skipped, symlinked dirs not followed
    (`fs.tree.visible_kind`, the filter `fs.samples` walks with). Not `fs.tree.walk_files`: that one
    keeps hidden files and follows links to folders, so the preview's counts would change."""
    stack = [folder]
    while stack:
        current = stack.pop()
        try:
            with os.scandir(current) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:
            continue
        dirs = []
        for entry in entries:
            kind = visible_kind(entry)
            if kind == "dir":
                dirs.append(entry.path)
            elif kind == "file":
                yield entry.path
        stack.extend(reversed(dirs))


def describe_line(text: str, limit: int = COUNT_LIMIT) -> InputLine:
    path = os.path.expanduser(text)
    if os.path.isdir(path):
        count, examples = 0, []
        for f in walk_files(path):
            if count < SHOW:
                examples.append(os.path.relpath(f, path))
            count += 1
            if count >= limit:
                return InputLine(text, "folder", count, True, tuple(examples))
        return InputLine(text, "folder", count, False, tuple(examples))
    if os.path.isfile(path):
        return InputLine(text, "file")
    return InputLine(text, "path")


def split_lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("#")]


def _expand(line: str) -> str:
    """`~/data` typed in the box means the user's folder, if it exists there."""
    expanded = os.path.expanduser(line)
    return expanded if expanded != line and os.path.exists(expanded) else line


def collect(lines: Sequence[str]) -> SampleSet:
    """Sample paths for the typed lines (folders walked lazily and down-sampled by
    `pathfinder.fs.samples`); `.note` says when and how they were down-sampled."""
    return collect_samples([_expand(line) for line in lines], None)


__all__ = ["InputLine", "describe_line", "split_lines", "collect", "walk_files"]
