"""Autosaved wizard drafts (docs/configuration.md: unaccepted drafts survive a crash).

Why: a draft the user spent minutes hinting and editing must not vanish when the
terminal closes. While the wizard runs, each change of the draft is written
atomically (temp file + rename) to `<drafts_dir>/<session>.json`; the file is
removed once the rule is saved. On the next start the newest leftover draft is
offered for resumption.

The editor works on a scratch copy, `<drafts_dir>/<session>-edit.yaml` (or `.py`),
removed when the editor returns. If the wizard is killed while the editor is open,
that copy is all there is of the edit: the offer then carries the scratch text (when
it differs from the saved draft), and resuming or discarding the draft removes it.
"""
from __future__ import annotations

import json
import os
import time
import uuid
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Collection, Iterator, Sequence

from pathfinder.fs.atomic import PRIVATE, write_atomic
from pathfinder.validation.fences import defines_extract

DRAFT_FORMAT = 1


@dataclass(frozen=True)
class DraftRecord:
    """One wizard session's unfinished work."""

    session: str
    samples: tuple[str, ...]
    text: str
    kind: str = "yaml"
    hint: str | None = None
    hints: tuple[str, ...] = ()  # the hints the draft follows: a resumed draft keeps them in effect
    valid: bool = False
    name: str | None = None
    saved_at: float = field(default_factory=time.time)
    covers: tuple[str, ...] | None = None  # samples the draft is meant for, if not all
    from_edit: bool = False  # the text is an edit left in the editor's scratch file (not stored)

    def describe(self) -> str:
        """One line for the resume prompt."""
        first = self.text.strip().splitlines()[0] if self.text.strip() else "(empty)"
        stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(self.saved_at))
        n = len(self.samples)
        line = f"{stamp} · {n} sample{'s' if n != 1 else ''} · {self.kind} · {first[:50]}"
        if self.hints:
            line += "\nHints in effect: " + "; ".join(self.hints)
        if self.from_edit:
            line += "\nIt includes an edit that was still open in the editor when the wizard stopped."
        return line


def new_session_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:6]


class DraftStore:
    """Drafts folder: atomic writes, newest-first listing, tolerant of damaged files."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)

    def path_for(self, session: str) -> Path:
        return self.folder / f"{session}.json"

    def save(self, record: DraftRecord) -> Path:
        """Write atomically: a crash mid-write leaves the previous version intact."""
        self.folder.mkdir(parents=True, exist_ok=True)
        data = asdict(record)
        data["samples"] = list(record.samples)
        data["hints"] = list(record.hints)
        data["covers"] = list(record.covers) if record.covers is not None else None
        data.pop("from_edit", None)
        data["format"] = DRAFT_FORMAT
        target = self.path_for(record.session)
        text = json.dumps(data, ensure_ascii=False, indent=1)
        # private (0600): drafts hold sample paths; fsynced: an autosave must survive a crash
        write_atomic(target, text.encode("utf-8"), mode=PRIVATE, fsync=True, prefix=".draft-")
        return target

    def load(self, path: str | os.PathLike[str]) -> DraftRecord | None:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            return DraftRecord(
                session=str(data["session"]),
                samples=tuple(str(s) for s in data.get("samples") or ()),
                text=str(data["text"]),
                kind=str(data.get("kind") or "yaml"),
                hint=data.get("hint"),
                hints=tuple(str(h) for h in data.get("hints") or ()),
                valid=bool(data.get("valid")),
                name=data.get("name"),
                saved_at=float(data.get("saved_at") or 0.0),
                covers=tuple(str(s) for s in data["covers"]) if data.get("covers") else None,
            )
        except (OSError, ValueError, KeyError, TypeError):
            return None  # a damaged draft is skipped, never fatal

    def records(self) -> Iterator[DraftRecord]:
        """All readable drafts, newest first."""
        if not self.folder.is_dir():
            return iter(())
        found = [r for r in (self.load(p) for p in self.folder.glob("*.json")) if r is not None]
        found.sort(key=lambda r: r.saved_at, reverse=True)
        return iter(found)

    def latest(self, exclude: str | None = None, samples: Sequence[str] | None = None,
               within: Collection[str] | None = None) -> DraftRecord | None:
        """The newest unfinished draft (made from `samples`, when given, or from samples all in
        `within`: a kind of the tree being worked on); with the text of its editor scratch file
        when that differs."""
        wanted = frozenset(samples) if samples is not None else None
        for record in self.records():
            if record.session == exclude:
                continue
            if wanted is not None and frozenset(record.samples) != wanted and not (
                    within and record.samples and all(s in within for s in record.samples)):
                continue
            edit = self.scratch_text(record.session)
            if edit is not None and edit.strip() and edit != record.text:
                return replace(record, text=edit, kind="python" if defines_extract(edit) else "yaml", from_edit=True)
            if record.text.strip():
                return record
        return None

    def scratch_paths(self, session: str) -> list[Path]:
        """The editor's scratch copies of a session's draft (`<session>-edit.yaml|.py`), newest first."""
        found = [p for p in (self.folder / f"{session}-edit.yaml", self.folder / f"{session}-edit.py") if p.is_file()]
        return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)

    def scratch_text(self, session: str) -> str | None:
        for path in self.scratch_paths(session):
            try:
                return path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
        return None

    def discard_scratch(self, session: str) -> None:
        for path in self.scratch_paths(session):
            try:
                path.unlink()
            except OSError:
                pass

    def discard(self, session: str) -> None:
        """Forget a session's draft, and any scratch copy an editor left behind."""
        try:
            self.path_for(session).unlink()
        except FileNotFoundError:
            pass
        self.discard_scratch(session)


__all__ = ["DraftRecord", "DraftStore", "new_session_id"]
