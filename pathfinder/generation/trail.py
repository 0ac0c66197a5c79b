"""The attempt trail (docs/architecture.md): one JSON line per generation attempt, then a summary line.

Each attempt line (`"record": "attempt"`) says which attempt of which
generation it was, the provider and model, how it ended (tier, error type,
message), the tokens it cost (input, output, cache read, cache write) and how
long it took. When the generation ends, one summary line (`"record": "summary"`)
holds its totals: tokens, calls, duration and outcome (`generate` prints the
same totals at its end). The file is
appended to and flushed per line, so a crash loses at most the attempt in flight.

Secrets never reach the trail: every string passes through `scrub` (the
provider's redactor; the default masks anything that looks like an Anthropic
key or a bearer token). The default location (the platformdirs user log dir)
comes from settings; this module only writes where it is told.
"""
from __future__ import annotations

import json
import os
import re
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from pathfinder.generation.providers.base import Usage

Scrub = Callable[[str], str]

_SECRET_PATTERNS = (
    re.compile(r"sk-ant-[A-Za-z0-9_\-]{4,}"),
    re.compile(r"(?i)(\bbearer\s+)[A-Za-z0-9._\-]{8,}"),
    re.compile(r"(?i)((?:x-api-key|api[_-]?key|authorization)\s*[:=]\s*[\"']?)[^\s\"',}]{8,}"),
)


def default_scrub(text: str) -> str:
    """Mask Anthropic keys (`sk-ant-...`), bearer tokens and `api_key=...` values."""
    text = _SECRET_PATTERNS[0].sub("sk-ant-***", text)
    text = _SECRET_PATTERNS[1].sub(lambda m: m.group(1) + "***", text)
    return _SECRET_PATTERNS[2].sub(lambda m: m.group(1) + "***", text)


@dataclass(frozen=True)
class TrailEntry:
    """One attempt, as it lands in the trail."""

    attempt: int
    outcome: str  # success | retry | failed | stopped
    provider: str | None = None
    model: str | None = None
    tier: int | None = None
    error_type: str | None = None
    message: str | None = None
    usage: Usage = field(default_factory=Usage)
    duration_ms: int = 0
    stop_reason: str | None = None


@dataclass(frozen=True)
class TrailSummary:
    """A whole generation, as its last trail line: totals over every attempt."""

    calls: int  # model calls made (attempts), including one that ended with a provider error
    outcome: str  # success | failed (budget spent) | stopped (refusal, provider error) | cancelled
    provider: str | None = None
    model: str | None = None
    usage: Usage = field(default_factory=Usage)
    duration_ms: int = 0


class Trail:
    """Appends `TrailEntry` lines to one JSONL file; one `generation` id per Trail object.

    Writing never breaks a generation: an OSError is kept in `self.error`
    (the caller may warn once) and later writes are skipped.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        scrub: Scrub | None = None,
        generation: str | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.path = Path(path)
        self.scrub: Scrub = scrub or default_scrub
        self.generation = generation or uuid.uuid4().hex[:12]
        self._clock = clock or (lambda: datetime.now(timezone.utc))
        self.error: str | None = None

    def new_generation(self) -> "Trail":
        """The same file and scrubber, a new generation id (wizard: regenerate)."""
        return Trail(self.path, scrub=self.scrub, clock=self._clock)

    def record(self, entry: TrailEntry) -> None:
        """Append one attempt line (scrubbed)."""
        self._append(self.to_record(entry))

    def record_summary(self, summary: TrailSummary) -> None:
        """Append the generation's summary line (scrubbed)."""
        self._append(self.to_summary_record(summary))

    def _append(self, record: dict[str, Any]) -> None:
        if self.error is not None:
            return
        line = json.dumps(record, ensure_ascii=False)
        try:
            line.encode("utf-8")
        except UnicodeEncodeError:  # undecodable path bytes (surrogateescape): escape, stay UTF-8
            line = json.dumps(record, ensure_ascii=True)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as fh:
                fh.write(line + "\n")
                fh.flush()
        except OSError as exc:
            self.error = f"cannot write the trail {self.path}: {exc.strerror or exc}"

    def to_record(self, entry: TrailEntry) -> dict[str, Any]:
        """The JSON object of one line, every string scrubbed."""
        scrub = self.scrub

        def s(value: str | None) -> str | None:
            return None if value is None else scrub(value)

        return {
            "timestamp": self._clock().isoformat(timespec="milliseconds"),
            "generation": self.generation,
            "record": "attempt",
            "attempt": entry.attempt,
            "provider": s(entry.provider),
            "model": s(entry.model),
            "tier": entry.tier,
            "error_type": entry.error_type,
            "message": s(entry.message),
            "tokens": _tokens(entry.usage),
            "duration_ms": entry.duration_ms,
            "stop_reason": entry.stop_reason,
            "outcome": entry.outcome,
        }

    def to_summary_record(self, summary: TrailSummary) -> dict[str, Any]:
        """The JSON object of a generation's summary line, every string scrubbed."""
        scrub = self.scrub
        return {
            "timestamp": self._clock().isoformat(timespec="milliseconds"),
            "generation": self.generation,
            "record": "summary",
            "provider": None if summary.provider is None else scrub(summary.provider),
            "model": None if summary.model is None else scrub(summary.model),
            "calls": summary.calls,
            "tokens": _tokens(summary.usage),
            "duration_ms": summary.duration_ms,
            "outcome": summary.outcome,
        }


def _tokens(usage: Usage) -> dict[str, int]:
    return {
        "input": usage.input_tokens,
        "output": usage.output_tokens,
        "cache_read": usage.cache_read_tokens,
        "cache_write": usage.cache_write_tokens,
    }


def read_trail(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """All records of a trail file (tests, `pathfinder generate` summaries)."""
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


__all__ = ["Trail", "TrailEntry", "TrailSummary", "default_scrub", "read_trail"]
