"""Listing a whole folder for `coverage`, `generate --all-kinds` and the kinds screen.

Why not `samples.walk_folder`: that picks a few representative samples; a
coverage report must count every file. This walk streams every regular file
below a folder in a fixed order (entries sorted per folder), follows symbolic
links to folders once (a link back up the tree is a loop: skipped and counted),
and skips and counts what is no regular file (sockets, FIFOs, devices, broken
links) and folders it cannot read. `limit` stops a huge tree early and says so
(docs/user-guide.md, "A whole tree").
"""
from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence

from pathfinder.fs.pathlists import PathSource

PROGRESS_EVERY = 10_000  # files between two progress calls of a walk


@dataclass
class WalkReport:
    """What a walk saw besides the files it yielded."""

    files: int = 0
    special: int = 0  # sockets, FIFOs, devices
    unreadable: int = 0  # folders that could not be listed
    loops: int = 0  # links back to a folder already walked
    broken_links: int = 0
    stopped: bool = False  # the limit was reached before the end of the tree

    def note(self, root: str) -> str | None:
        """One line for the user, or None when nothing was skipped."""
        skipped = [f"{n} {what}" for n, what in (
            (self.unreadable, "unreadable folder(s)"), (self.loops, "symlink loop(s)"),
            (self.broken_links, "broken link(s)"), (self.special, "socket(s)/FIFO(s)/device(s)"))
            if n]
        parts = []
        if self.stopped:
            parts.append(f"{root}: stopped after {self.files} files (more below; pass a list with --paths-from to see all)")
        if skipped:
            parts.append(f"{root}: skipped " + ", ".join(skipped))
        return "; ".join(parts) or None


def walk_files(root: str, report: WalkReport, limit: int | None = None,
               progress: Callable[[int], None] | None = None) -> Iterator[str]:
    """Every regular file below `root`, as `root/relative/path`, sorted within each folder;
    `progress(files)` every PROGRESS_EVERY files (a big tree takes seconds)."""
    seen_dirs: set[tuple[int, int]] = set()
    try:
        st = os.stat(root)
        seen_dirs.add((st.st_dev, st.st_ino))
    except OSError:
        report.unreadable += 1
        return
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            with os.scandir(folder) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:
            report.unreadable += 1
            continue
        subdirs = []
        for entry in entries:
            try:
                st = entry.stat(follow_symlinks=True)
            except OSError:  # dangling link, or a link that loops on itself
                if entry.is_symlink():
                    report.broken_links += 1
                else:
                    report.unreadable += 1
                continue
            if stat.S_ISDIR(st.st_mode):
                ident = (st.st_dev, st.st_ino)
                if ident in seen_dirs:
                    report.loops += 1
                    continue
                seen_dirs.add(ident)
                subdirs.append(entry.path)
            elif stat.S_ISREG(st.st_mode):
                if limit is not None and report.files >= limit:
                    report.stopped = True
                    return
                report.files += 1
                if progress is not None and report.files % PROGRESS_EVERY == 0:
                    progress(report.files)
                yield entry.path
            else:
                report.special += 1
        stack.extend(reversed(subdirs))


def visible_kind(entry: os.DirEntry) -> str | None:
    """The entry filter of the sample walks (`fs.samples.walk_folder`, the wizard's samples
    preview): "dir" for a folder that is no symbolic link, "file" for a file (a link to a file
    counts), None for the rest: hidden entries (a leading "."), links to folders, sockets and
    the like, entries gone or unreadable. `walk_files` above counts every file and does not use it."""
    if entry.name.startswith("."):
        return None
    try:
        if entry.is_dir(follow_symlinks=False):
            return "dir"
        if entry.is_file():
            return "file"
    except OSError:
        pass
    return None


def list_paths(inputs: Sequence[str], paths_from: str | None, report: WalkReport,
               limit: int | None = None, progress: Callable[[int], None] | None = None) -> Iterator[str]:
    """PATH arguments (folders walked, files as given) then the `--paths-from` list (`-`: stdin),
    streamed. With neither, piped stdin is read (a terminal is a usage error). `progress(n)`:
    every PROGRESS_EVERY paths listed so far."""
    n = 0
    for text in inputs:
        if not text or text.isspace():
            continue
        if os.path.isdir(text):
            before = report.files
            yield from walk_files(text, report, limit, None if progress is None else (
                lambda files: progress(n + files - before)))
            n += report.files - before
        else:
            n += 1
            yield text
    if paths_from is not None or not inputs:
        with PathSource((), paths_from) as source:
            for path in source:
                n += 1
                if progress is not None and n % PROGRESS_EVERY == 0:
                    progress(n)
                yield path


__all__ = ["WalkReport", "walk_files", "visible_kind", "list_paths"]
