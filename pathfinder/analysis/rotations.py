"""Rotated copies of a file: `<file>.<N>` beside `<file>.<N>.gz` (docs/analyser.md, round 12).

logrotate, savelog and Debian's daily backups keep the last copies of a log or a state file as `syslog.1`,
`syslog.2.gz`, …, `dpkg.status.0`, `dpkg.status.1.gz` (the newest one or two left uncompressed): the file's
name, its generation and a compression some copies have and others not.

- `rotated_copies`: samples that are all such copies are one kind, whatever each name's own extension
  (`dpkg.log.1`, `btmp.1`, `mail.warn.3.gz`), not a kind per extension;
- `rotated_extension`: the compression after the generation is optional, so the glob and the name's reading
  take the uncompressed copies too (`*.[0-9]{,.gz}`-like);
- `rotated_name`: the file's name (dots and all, `apt.extended_states`) and its generation, two fields;
- `log_generation`: a number right after `.log.` that every sample shares (Hudi's `….log.1_0-78-180`, a rolled
  `app.log.1`) is still the log's generation, a field and `[0-9]*` in the glob.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, each_read, lit, splice_each, var_part

__all__ = ["log_generation", "rotated_copies", "rotated_extension", "rotated_name"]

_NOT_NAME = frozenset(".0123456789")


def _rotated(name: str) -> tuple[str, str, str | None] | None:
    """`syslog.2.gz` -> (syslog, 2, gz); `btmp.1` -> (btmp, 1, None); None for any other name (a file named with
    digits and dots alone, `746003.12.bz2`, `1.2.3`, is read here; `_each_rotated` asks for one named with a word).
    Cut with `rpartition`, no regex: linear in the name's length."""
    head, dot, tail = name.rpartition(".")
    zipped = None
    if dot and tail in T.ROTATION_COMPRESSIONS:
        zipped, (head, dot, tail) = tail, head.rpartition(".")
    if not dot or not head or not 1 <= len(tail) <= 3 or not (tail.isascii() and tail.isdigit()) or "/" in head:
        return None
    return head, tail, zipped


def _each_rotated(names: list[str]) -> list[tuple[str, str, str | None]] | None:
    """Every name's rotated reading when one file at least is named with more than digits and dots, else None.

    Why: `1.2.3` beside `1.2.4.gz` are versions; a copy of `746003` beside `syslog.2.gz` is one more log's copy."""
    found = each_read(_rotated, names)
    return found if found is not None and any(not set(m[0]) <= _NOT_NAME for m in found) else None


def rotated_copies(paths: list[str]) -> tuple[list[str], list[str]] | None:
    """(the samples, no strays) when every sample is a rotated copy and some are compressed, else None (a live file
    among its copies is left to `clusters.same_kind_forms`, which keeps it in the kind).

    Why: `syslog.1` and `syslog.2.gz` are two generations of one log; their extensions say nothing of the kind."""
    found = _each_rotated([p.rsplit("/", 1)[-1] for p in paths])
    return (paths, []) if found is not None and any(m[2] for m in found) else None


def rotated_extension(names: list[str]) -> tuple[str, Part, list[str]] | None:
    """(extension text, its part, the stems) for rotated copies some of which are compressed: the stems keep
    the generation (`syslog.2`, read by the name's template), the compression an optional part (`{,.gz}`).

    Why: logrotate's `delaycompress` leaves the newest copy uncompressed, so `.gz` on some copies is no kind."""
    found = _each_rotated(names)
    zipped = sorted({m[2] for m in found if m[2]}) if found is not None else []
    if found is None or not zipped:
        return None
    glob = "{," + ",".join("." + z for z in zipped) + "}"
    regex = r"(?:\.(?:" + "|".join(zipped) + "))?"
    stems = [x[: len(x) - (len(m[2]) + 1 if m[2] else 0)] for x, m in zip(names, found)]
    return "." + zipped[0], Part(glob=glob, regex=regex, text=""), stems


def rotated_name(model: SegModel, names: list[str], ending: Part | None) -> None:
    """The file name's template of rotated copies when it still ends with `ending`, the part `rotated_extension` made
    (its optional compression, None when it made none): the file's name whole (`apt.extended_states`, `mail.warn`),
    `.`, the generation of one to three digits (field `rotation`).

    Why: a rotated copy's name is the live file's, dots and all; only the number after it counts the copies."""
    if ending is None or not model.parts or model.parts[-1] != ending or _each_rotated(names) is None:
        return
    # greedy: the name runs to the last `.` a generation follows, and no rule cuts it at its first dot
    name = Var(VarKind.STRING, r"[^/]+", "string", name="name", rank=3)
    rotation = Var(VarKind.INT, r"[0-9]{1,3}", "integer", name="rotation", rank=3)
    model.parts = [var_part(name, "*"), lit("."), var_part(rotation, "[0-9]{,[0-9],[0-9][0-9]}"), model.parts[-1]]


_LOG_NUMBER_RX = re.compile(r"^(.*\.log\.)([0-9]{1,3})((?:[^0-9].*)?)$")


def log_generation(model: SegModel) -> None:
    """A literal of the file name's template holding `.log.<N>` (N shared by every sample): N a field `rotation`.

    Why: a log rolls over to `.log.2` when `.log.1` is full; samples of first logs only still show one of many."""
    def read(text: str) -> tuple[int, int, Part] | None:
        m = _LOG_NUMBER_RX.match(text)
        if m is None:
            return None
        return m.start(2), m.end(2), var_part(Var(VarKind.INT, "[0-9]+", "integer", name="rotation", rank=3), "[0-9]*")

    if (out := splice_each(model.parts, read)) is not None:
        model.parts = out
