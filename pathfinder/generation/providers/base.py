"""The interface every generator shares (offline analyser, Anthropic, fakes in tests).

The generation loop (`pathfinder.generation.loop`) owns validation and the retry budget;
a generator only turns a `GenerationRequest` into a `Reply`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from pathfinder.errors import PathfinderError
from pathfinder.validation.result import Failure

MAX_HINT_CHARS = 500  # a hint, from the wizard's box or `generate --hint`, is 1 to this many characters


@dataclass(frozen=True)
class Usage:
    """Token usage of one call. Anthropic's `input_tokens` excludes cached tokens."""

    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_tokens: int = 0
    cache_write_tokens: int = 0

    def __add__(self, other: "Usage") -> "Usage":
        return Usage(
            self.input_tokens + other.input_tokens,
            self.output_tokens + other.output_tokens,
            self.cache_read_tokens + other.cache_read_tokens,
            self.cache_write_tokens + other.cache_write_tokens,
        )


@dataclass(frozen=True)
class FailedAttempt:
    """One earlier attempt of this generation that failed validation."""

    number: int  # 1-based attempt number
    output: str  # raw text the generator produced
    failure: Failure


@dataclass(frozen=True)
class GenerationRequest:
    samples: tuple[str, ...]  # real paths (providers redact before sending)
    hint: str | None = None  # free text or offline directive from the user
    history: tuple[FailedAttempt, ...] = ()  # failed attempts so far, oldest first
    draft: str | None = None  # current draft the hint refers to (wizard), if any
    shorter: bool = False  # previous answer was truncated: ask for a shorter one
    max_tokens: int | None = None  # override for this call (truncation headroom)
    summary: str | None = None  # analyser's structure summary, when the loop computed it (feedback)
    one_kind: bool = False  # the samples are one kind of a tree (picked on the kinds screen): none set aside


@dataclass(frozen=True)
class Reply:
    text: str
    stop_reason: str | None = "end_turn"  # "max_tokens" -> TRUNCATED; "refusal" -> stop
    usage: Usage = field(default_factory=Usage)
    model: str | None = None
    # the samples this draft is meant to cover when the generator set some aside as another
    # kind (offline analyser: the largest cluster); None = all samples of the request
    covers: tuple[str, ...] | None = None


class GenerationStopped(PathfinderError):
    """The provider ended the generation without consuming budget (refusal, transport errors spent)."""

    exit_code = 1


class Generator(Protocol):
    name: str  # "offline", "anthropic"
    model: str | None

    async def generate(self, request: GenerationRequest) -> Reply:
        """Produce one draft. Raises GenerationStopped, or ConfigError on bad credentials."""
        ...
