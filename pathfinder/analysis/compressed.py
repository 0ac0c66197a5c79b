"""Stage 2, the file name's ending: a compression some names add and others lack is an optional ending
(`syslog.1` beside `syslog.2.gz`), so the name's template is read from the names without it (docs/analyser.md)."""
from __future__ import annotations

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part

__all__ = ["optional_compression"]


def optional_compression(names: list[str]) -> tuple[Part, list[str]] | None:
    """(the optional ending, the names without it) when some file names end in compression extensions only
    (`.gz`, `.bz2`, `.xz.zst`) and the others have no extension at all: logrotate's `auth.log.1` beside
    `auth.log.2.gz`, a dump's `2024-01-01` beside `2024-01-02.xz`, a backup's `dpkg.status.0` beside
    `dpkg.status.1.gz`; None otherwise (one of them named by an extension, or none compressed).

    Why: tools compress old copies and leave the newest plain; without the ending the name was one free piece."""
    ext_lists = [T.ext_parts(x) for x in names]
    packed = [e for e in ext_lists if e]
    if not packed or len(packed) == len(names) or not all(T.is_compression(p) for e in packed for p in e):
        return None
    endings = sorted({"." + ".".join(e) for e in packed}, key=lambda e: (-len(e), e))
    stems = [x[: len(x) - len(".".join(e)) - 1] if e else x for x, e in zip(names, ext_lists)]
    if any(not s for s in stems):
        return None
    part = Part(glob="{," + ",".join(T.glob_escape(e) for e in endings) + "}",
                regex="(?:" + "|".join(T.rx_escape(e) for e in endings) + ")?",
                text="[" + "|".join(endings) + "]")
    return part, stems
