"""The generation loop (docs/architecture.md): generate → validate → retry while the budget allows.

One implementation for `pathfinder generate` and the wizard. The loop owns
validation and the retry budget; a generator only turns a request into a
reply. Progress goes out as typed events (for the spinner), every attempt is
recorded (trail, `--save-attempts DIR`), and the whole thing is an ordinary
coroutine: cancelling its task (Esc in the wizard) propagates
`asyncio.CancelledError` straight through, and the attempt in flight is not
recorded or saved.

Ends of a generation:
- a draft passes tiers 1–3 → `Outcome.success`;
- a failure whose tier (or the total) has no retry left → `stop_message`
  "couldn't generate a valid rule after N attempts: ...";
- `stop_reason == "refusal"` → stop, never retried;
- the generator raises `GenerationStopped` (transport retries spent, ...) or
  `ConfigError` (bad key) → stop without consuming budget; `Outcome.error`
  keeps the exception so the CLI can use its exit code.
No sleep between retries: validation failures are not rate limits.
"""
from __future__ import annotations

import asyncio
import dataclasses
import inspect
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Awaitable, Callable, Sequence, Union

from pathfinder.analysis import analyse
from pathfinder.fs.atomic import PRIVATE, write_atomic
from pathfinder.generation.budget import RetryBudget
from pathfinder.errors import PathfinderError, UsageError
from pathfinder.generation.providers.base import (
    FailedAttempt,
    GenerationRequest,
    GenerationStopped,
    Generator,
    Reply,
    Usage,
)
from pathfinder.generation.trail import Trail, TrailEntry, TrailSummary, default_scrub
from pathfinder.validation.pipeline import validate_draft
from pathfinder.validation.result import TIER_NAMES, Failure, Success

# ---------------------------------------------------------------- results


@dataclass(frozen=True)
class Attempt:
    """One model call of a generation and what became of it."""

    number: int
    output: str  # raw reply text ('' when the generator raised)
    failure: Failure | None  # None on success or when the generation was stopped
    usage: Usage
    duration: float  # seconds, the call plus validation
    outcome: str  # success | retry | failed | stopped
    stop_reason: str | None = None
    model: str | None = None
    message: str | None = None  # why it stopped (refusal, provider error)


@dataclass(frozen=True)
class Outcome:
    success: Success | None
    attempts: tuple[Attempt, ...]
    usage: Usage  # total over all attempts
    stop_message: str | None = None  # why there is no success, one line
    error: PathfinderError | None = None  # GenerationStopped / ConfigError that ended it

    @property
    def ok(self) -> bool:
        return self.success is not None

    @property
    def failed_attempts(self) -> tuple[FailedAttempt, ...]:
        """Attempts that failed validation (history for the error screen and the next hint)."""
        return tuple(
            FailedAttempt(a.number, a.output, a.failure) for a in self.attempts if a.failure is not None
        )

    @property
    def last_failure(self) -> Failure | None:
        return next((a.failure for a in reversed(self.attempts) if a.failure is not None), None)

    def history_lines(self) -> list[str]:
        """One line per attempt, for `generate`'s stderr and the error screen."""
        lines = []
        for a in self.attempts:
            if a.failure is not None:
                what = f"{TIER_NAMES.get(a.failure.tier, a.failure.tier)} {a.failure.error_type}: {a.failure.short_message}"
            elif a.outcome == "success":
                what = "valid rule"
            else:
                what = f"stopped: {a.message or a.stop_reason or 'no reason given'}"
            lines.append(f"attempt {a.number}: {what} ({usage_line(a.usage)}, {a.duration:.1f} s)")
        return lines

    @property
    def last_output(self) -> str | None:
        """The newest model output (what `e` edits after an exhausted generation)."""
        return next((a.output for a in reversed(self.attempts) if a.output), None)


def usage_line(usage: Usage) -> str:
    """'tokens: input 120, output 80, cache read 3000, cache write 0'."""
    return (
        f"tokens: input {usage.input_tokens}, output {usage.output_tokens}, "
        f"cache read {usage.cache_read_tokens}, cache write {usage.cache_write_tokens}"
    )


# ---------------------------------------------------------------- events


@dataclass(frozen=True)
class AttemptStarted:
    n: int
    max_calls: int
    previous: Failure | None = None  # the failure that caused this retry ("Previous: ...")


@dataclass(frozen=True)
class AttemptFailed:
    n: int
    failure: Failure
    will_retry: bool


@dataclass(frozen=True)
class AttemptSucceeded:
    n: int
    success: Success


@dataclass(frozen=True)
class GenerationEnded:
    outcome: Outcome


Event = Union[AttemptStarted, AttemptFailed, AttemptSucceeded, GenerationEnded]
EventCallback = Callable[[Event], Union[None, Awaitable[None]]]

# ---------------------------------------------------------------- helpers

TRUNCATED_SHORT = "answer cut off (too long)"


def truncated_failure(reply: Reply, max_tokens: int | None) -> Failure:
    """stop_reason max_tokens → a tier-1 TRUNCATED failure (docs/architecture.md)."""
    limit = f" ({max_tokens} tokens)" if max_tokens else ""
    return Failure(
        tier=1,
        error_type="TRUNCATED",
        message=f"the answer was cut off at the output token limit{limit}; answer with a shorter rule",
        short_message=TRUNCATED_SHORT,
    )


def _next_max_tokens(current: int | None, limit: int | None) -> int | None:
    """Double the output allowance after a truncation, up to the configured ceiling (None: no room)."""
    if not current or not limit or limit <= current:
        return None
    return min(limit, current * 2)


async def _emit(on_event: EventCallback | None, event: Event) -> None:
    if on_event is None:
        return
    result = on_event(event)
    if inspect.isawaitable(result):
        await result


def _summary_for(samples: Sequence[str]) -> str | None:
    """The analyser's structure summary, for semantic feedback; None if it cannot say."""
    try:
        return analyse(list(samples)).summary or None
    except Exception:  # the summary is a courtesy to the model; never fail a generation on it
        return None


class AttemptSaver:
    """`--save-attempts DIR`: each attempt's raw output and errors as files (atomic writes).

    Files: `attempt-N.txt` (raw reply) and `attempt-N.error.txt` (what failed).
    A second generation into the same folder gets a `runK-` prefix instead of
    overwriting the first one's files.
    """

    def __init__(self, folder: str | os.PathLike[str], scrub: Callable[[str], str] = default_scrub) -> None:
        self.folder = Path(folder)
        self.scrub = scrub
        self.prefix = ""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(
                f"cannot create the --save-attempts folder {self.folder}: {exc.strerror or exc}",
                hint="choose a writable folder",
            ) from None
        k = 1
        while any(self.folder.glob(f"{self.prefix}attempt-1.*")):
            k += 1
            self.prefix = f"run{k}-"

    def save(self, attempt: Attempt) -> list[Path]:
        written = [self._write(f"{self.prefix}attempt-{attempt.number}.txt", attempt.output)]
        lines = [f"attempt {attempt.number}: {attempt.outcome}"]
        if attempt.stop_reason:
            lines.append(f"stop_reason: {attempt.stop_reason}")
        if attempt.message:
            lines.append(f"message: {attempt.message}")
        f = attempt.failure
        if f is not None:
            lines.append(f"tier {f.tier} {f.error_type}: {f.message}")
            if f.line is not None:
                lines.append(f"line: {f.line}")
            if f.json_path:
                lines.append(f"json_path: {f.json_path}")
            if f.allowed:
                lines.append("allowed: " + ", ".join(f.allowed))
            if f.excerpt:
                lines.append("excerpt:\n" + f.excerpt)
            if f.samples:
                lines.append("samples:\n" + "\n".join(f"  {p}" for p in f.samples))
        u = attempt.usage
        lines.append(
            f"tokens: input {u.input_tokens}, output {u.output_tokens}, "
            f"cache_read {u.cache_read_tokens}, cache_write {u.cache_write_tokens}"
        )
        lines.append(f"duration_ms: {int(attempt.duration * 1000)}")
        written.append(self._write(f"{self.prefix}attempt-{attempt.number}.error.txt", "\n".join(lines) + "\n"))
        return written

    def _write(self, name: str, text: str) -> Path:
        # private (0600) and not fsynced: a debugging aid, replaced whole or not at all
        data = self.scrub(text).encode("utf-8", "surrogateescape")
        return write_atomic(self.folder / name, data, mode=PRIVATE, prefix=".tmp-")


_REFUSAL_TEXT_MAX = 200


REFUSAL_HINT = "a refusal is not retried; try a hint, different samples, or --provider offline"


def _refusal_error(reply: Reply) -> GenerationStopped:
    """`pathfinder: error: <what> (<what to do>)`, like every other error: what the model said, then the way on."""
    # the model's words end up on a terminal: no escape sequences or other control characters
    said = re.sub(r"\s+", " ", reply.text or "")
    said = "".join(ch for ch in said if ch.isprintable()).strip()
    if len(said) > _REFUSAL_TEXT_MAX:
        said = said[: _REFUSAL_TEXT_MAX - 1] + "…"
    what = f'the model declined to write this rule: "{said}"' if said else \
        "the model declined to write this rule (stop_reason refusal)"
    return GenerationStopped(what, hint=REFUSAL_HINT)


# ---------------------------------------------------------------- the loop


async def run_generation(
    generator: Generator,
    samples: Sequence[str],
    *,
    budget: RetryBudget,
    hint: str | None = None,
    draft: str | None = None,
    min_coverage: float = 1.0,
    sandbox_options: Any = None,
    on_event: EventCallback | None = None,
    trail: Trail | None = None,
    save_attempts_dir: str | os.PathLike[str] | None = None,
    summary: str | None = None,
    max_tokens: int | None = None,
    max_tokens_limit: int | None = None,
    validate: Callable[..., Success | Failure] | None = None,
    scrub: Callable[[str], str] | None = None,
    one_kind: bool = False,
) -> Outcome:
    """Generate until a draft passes tiers 1–3 or the budget says stop.

    `budget` is consumed in place (one object per generation). `max_tokens` is
    the configured output allowance and `max_tokens_limit` the ceiling for
    truncation headroom: after a truncation the next call asks for a shorter
    answer and, if the ceiling allows, twice the tokens. `validate` defaults to
    `pathfinder.validation.pipeline.validate_draft` (run in a worker thread so a
    sandboxed Python rule never blocks the event loop). `one_kind`: the samples are one kind
    of a tree (the offline analyser sets none aside).
    """
    if validate is None:
        validate = validate_draft
    saver = AttemptSaver(save_attempts_dir, scrub or (trail.scrub if trail else default_scrub)) if save_attempts_dir else None
    samples = tuple(samples)
    provider = getattr(generator, "name", None)
    history: list[FailedAttempt] = []
    attempts: list[Attempt] = []
    total = Usage()
    shorter = False
    call_max_tokens: int | None = None
    previous: Failure | None = None
    n = 0
    began = time.monotonic()
    summarized = False

    def summarize(outcome: str) -> None:
        """The generation's totals as the trail's last line for it (once)."""
        nonlocal summarized
        if trail is None or summarized or not attempts:  # cancelled before any attempt ended: nothing to sum
            return
        summarized = True
        model = next((a.model for a in reversed(attempts) if a.model), None) or getattr(generator, "model", None)
        trail.record_summary(TrailSummary(
            calls=len(attempts), outcome=outcome, provider=provider, model=model, usage=total,
            duration_ms=int((time.monotonic() - began) * 1000),
        ))

    def record(att: Attempt) -> None:
        attempts.append(att)
        if trail is not None:
            f = att.failure
            trail.record(
                TrailEntry(
                    attempt=att.number,
                    outcome=att.outcome,
                    provider=provider,
                    model=att.model or getattr(generator, "model", None),
                    tier=f.tier if f else None,
                    error_type=f.error_type if f else None,
                    message=(f.message if f else att.message),
                    usage=att.usage,
                    duration_ms=int(att.duration * 1000),
                    stop_reason=att.stop_reason,
                )
            )
        if saver is not None:
            saver.save(att)

    async def finish(outcome: Outcome) -> Outcome:
        summarize("success" if outcome.ok else ("stopped" if outcome.error is not None else "failed"))
        await _emit(on_event, GenerationEnded(outcome))
        return outcome

    try:
        while True:
            n += 1
            await _emit(on_event, AttemptStarted(n, budget.max_calls, previous))
            request = GenerationRequest(
                samples=samples,
                hint=hint,
                history=tuple(history),
                draft=draft,
                shorter=shorter,
                max_tokens=call_max_tokens,
                summary=summary,
                one_kind=one_kind,
            )
            started = time.monotonic()
            try:
                reply = await generator.generate(request)
            except PathfinderError as exc:  # GenerationStopped, ConfigError (bad key), ...: no budget used
                att = Attempt(n, "", None, Usage(), time.monotonic() - started, "stopped", message=exc.one_line())
                record(att)
                return await finish(
                    Outcome(None, tuple(attempts), total, stop_message=exc.one_line(), error=exc)
                )
            total = total + reply.usage

            if reply.stop_reason == "refusal":
                refused = _refusal_error(reply)
                message = refused.one_line()
                att = Attempt(
                    n, reply.text, None, reply.usage, time.monotonic() - started, "stopped",
                    stop_reason=reply.stop_reason, model=reply.model, message=message,
                )
                record(att)
                return await finish(
                    Outcome(None, tuple(attempts), total, stop_message=message, error=refused)
                )

            covers = getattr(reply, "covers", None) or samples  # the offline analyser set other kinds aside
            if reply.stop_reason == "max_tokens":
                used_limit = call_max_tokens or max_tokens or (reply.usage.output_tokens or None)
                result: Success | Failure = truncated_failure(reply, used_limit)
            else:
                try:
                    result = await asyncio.to_thread(
                        validate, reply.text, covers, min_coverage=min_coverage, sandbox_options=sandbox_options,
                    )
                except PathfinderError as exc:  # the validator itself could not run (e.g. no sandbox)
                    att = Attempt(n, reply.text, None, reply.usage, time.monotonic() - started, "stopped",
                                  stop_reason=reply.stop_reason, model=reply.model, message=exc.one_line())
                    record(att)
                    return await finish(
                        Outcome(None, tuple(attempts), total, stop_message=exc.one_line(), error=exc)
                    )
            duration = time.monotonic() - started

            if isinstance(result, Success):
                if len(covers) < len(samples):  # say what was left out, not "matches 482/482"
                    result = dataclasses.replace(result, set_aside=len(samples) - len(covers))
                att = Attempt(n, reply.text, None, reply.usage, duration, "success",
                              stop_reason=reply.stop_reason, model=reply.model)
                record(att)
                await _emit(on_event, AttemptSucceeded(n, result))
                return await finish(Outcome(result, tuple(attempts), total))

            failure = result
            will_retry = budget.can_retry(failure.tier)
            att = Attempt(n, reply.text, failure, reply.usage, duration, "retry" if will_retry else "failed",
                          stop_reason=reply.stop_reason, model=reply.model)
            record(att)
            await _emit(on_event, AttemptFailed(n, failure, will_retry))
            if not will_retry:
                message = (
                    f"couldn't generate a valid rule after {n} attempt{'s' if n != 1 else ''}: "
                    f"{failure.short_message}"
                )
                return await finish(Outcome(None, tuple(attempts), total, stop_message=message))
            budget.consume(failure.tier)
            history.append(FailedAttempt(n, reply.text, failure))
            previous = failure
            if failure.error_type == "TRUNCATED":
                shorter = True
                used_limit = call_max_tokens or max_tokens or (reply.usage.output_tokens or None)
                bigger = _next_max_tokens(used_limit, max_tokens_limit)
                if bigger is not None:
                    call_max_tokens = bigger
            else:
                shorter = False
            if failure.tier == 3 and summary is None:
                summary = await asyncio.to_thread(_summary_for, samples)
    except asyncio.CancelledError:  # Esc: the attempt in flight is not recorded, the totals so far are
        summarize("cancelled")
        raise


__all__ = [
    "Attempt",
    "AttemptFailed",
    "AttemptSaver",
    "AttemptStarted",
    "AttemptSucceeded",
    "Event",
    "GenerationEnded",
    "Outcome",
    "run_generation",
    "truncated_failure",
    "usage_line",
]
