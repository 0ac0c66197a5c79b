"""The retry user turn (docs/architecture.md): what the model is told after a failed attempt.

Providers send the conversation as: the first user prompt, then the NEWEST
failed output verbatim as the assistant turn (`assistant_turn_text`), then
the text built here as the next user turn. Older failures appear only as one
line each, so the prompt stays bounded however many retries there were.

Pure and provider-agnostic: no SDK, no I/O. Sample paths are real paths; pass
`redact_path` (the provider's path redactor) so every sample path named in
the feedback is replaced by its redacted form before it leaves the machine.
"""
from __future__ import annotations

from typing import Callable, Sequence

from pathfinder.generation.providers.base import FailedAttempt
from pathfinder.validation.result import TIER_NAMES, Failure

MAX_SAMPLES_SHOWN = 10  # offending samples listed verbatim; the rest are counted
MAX_MESSAGE_CHARS = 600  # bound on the failure message inside the feedback
EMPTY_ASSISTANT_TEXT = "(empty reply)"
# Bound on the failed output sent back: a rule is a few KB. A hostile 10 MB answer was sent whole and
# redacted character by character first (a generation took minutes); now its start is sent and the rest counted.
MAX_ASSISTANT_CHARS = 32_000

CORRECTED_ONLY = (
    "Answer with the corrected rule only: one complete YAML rule (or one Python extractor) "
    "in a single code block, with no explanation before or after it."
)
SHORTER = (
    "Your previous answer was cut off because it hit the output token limit. Answer again "
    "with a shorter rule: only the fields the samples need, no comments, no description, "
    "no explanation before or after the code block."
)


def assistant_turn_text(attempt: FailedAttempt) -> str:
    """The failed output, verbatim, as the assistant turn.

    Verbatim (trailing newlines included) so the model sees exactly what it wrote;
    the API only rejects trailing whitespace on a FINAL assistant turn, and this one
    is always followed by the feedback turn. Whitespace-only output becomes a
    placeholder because the API refuses empty assistant content; output over
    MAX_ASSISTANT_CHARS is cut there, with a note saying how much was left out.
    """
    output = attempt.output
    if len(output) > MAX_ASSISTANT_CHARS:
        cut = len(output) - MAX_ASSISTANT_CHARS
        return f"{output[:MAX_ASSISTANT_CHARS]}\n[... {cut:,} more characters cut: far longer than a rule needs]"
    return output if output.strip() else EMPTY_ASSISTANT_TEXT


def failure_label(failure: Failure) -> str:
    """'syntax YAML_SYNTAX_ERROR: syntax error (line 5)' — one earlier attempt in one line."""
    tier = TIER_NAMES.get(failure.tier, str(failure.tier))
    return f"{tier} {failure.error_type}: {failure.short_message}"


def history_line(history: Sequence[FailedAttempt]) -> str:
    """All failures of this generation on one line, oldest first."""
    return "; ".join(f"attempt {a.number} {failure_label(a.failure)}" for a in history)


def build_retry_turn(
    history: Sequence[FailedAttempt],
    *,
    summary: str | None = None,
    shorter: bool = False,
    redact_path: Callable[[str], str] | None = None,
) -> str:
    """The user turn that follows the newest failed output (`history[-1]`).

    Holds the tier, error type and message; the excerpt with a line pointer
    (syntax), the JSON path and allowed values (schema), the offending samples
    and the structure summary (semantic); a one-line list of every failure so
    far; and the instruction to answer with the corrected rule only (or a
    shorter one after truncation).
    """
    if not history:
        raise ValueError("build_retry_turn needs at least one failed attempt")
    latest = history[-1]
    f = latest.failure
    tier = TIER_NAMES.get(f.tier, str(f.tier))
    parts: list[str] = []

    if f.error_type == "TRUNCATED":
        parts.append(f"Attempt {latest.number} failed validation at tier 1 (syntax): TRUNCATED.")
        parts.append(_bounded(f.message))
        parts.append(SHORTER)
    else:
        parts.append(f"Attempt {latest.number} failed validation at tier {f.tier} ({tier}): {f.error_type}.")
        parts.append(_bounded(_without_inline_listing(f)))
        parts.extend(_details(f, summary))
    parts.append(f"Failures so far: {history_line(history)}.")
    if shorter and f.error_type != "TRUNCATED":
        parts.append(SHORTER)
    parts.append(CORRECTED_ONLY)
    text = "\n\n".join(p for p in parts if p)
    if redact_path is not None:
        text = _redact_samples(text, f, redact_path)
    return text


_INLINE_LISTINGS = ("; unmatched: ", "; samples: ")


def _without_inline_listing(f: Failure) -> str:
    """A semantic message minus its trailing path listing: the samples follow as a list anyway.

    Why: the same paths twice cost tokens on every retry and say nothing new.
    """
    if f.tier != 3 or not f.samples:
        return f.message
    cuts = [i for i in (f.message.find(m) for m in _INLINE_LISTINGS) if i > 0]
    return f.message[: min(cuts)] if cuts else f.message


def _bounded(message: str) -> str:
    if len(message) <= MAX_MESSAGE_CHARS:
        return message
    return message[: MAX_MESSAGE_CHARS - 1].rstrip() + "…"


def _details(f: Failure, summary: str | None) -> list[str]:
    out: list[str] = []
    if f.tier == 1:
        if f.excerpt:
            where = f" (line {f.line} of the rule)" if f.line else ""
            out.append(f"The problem{where}:\n{f.excerpt}")
    elif f.tier == 2:
        if f.json_path:
            out.append(f"Where: {f.json_path}" + (f" (line {f.line})" if f.line else ""))
        if f.allowed:
            out.append("Allowed values there: " + ", ".join(f.allowed))
        if f.excerpt:
            out.append(f"The problem:\n{f.excerpt}")
    else:
        out.extend(_semantic_details(f))
        if summary:
            out.append(f"Structure of the sample paths: {summary}")
    return out


def _semantic_details(f: Failure) -> list[str]:
    out: list[str] = []
    if not f.samples:
        return out
    shown = f.samples[:MAX_SAMPLES_SHOWN]
    more = len(f.samples) - len(shown)
    label = {
        "GLOB_MISMATCH": "Samples the glob did not match",
        "EMPTY_EXTRACTION": "Samples where fields came out empty",
        "TYPE_COERCION_FAILED": "Samples whose values did not convert",
        "RUNTIME_ERROR": "Samples where extract() failed",
        "TIMEOUT": "Samples where extract() timed out",
    }.get(f.error_type, "Offending samples")
    rows = {r.path: r for r in f.preview}
    lines = []
    for path in shown:
        row = rows.get(path)
        detail = ""
        if row is not None and f.error_type != "GLOB_MISMATCH":
            bits = [f"{k}={v!r}" for k, v in row.fields.items()]
            bits += [f"{k}: {v}" for k, v in row.problems.items()]
            if bits:
                detail = "  -> " + "; ".join(bits)
                if len(detail) > 200:
                    detail = detail[:199] + "…"
        lines.append(f"- {path}{detail}")
    if more > 0:
        lines.append(f"- … and {more} more")
    out.append(f"{label} ({len(f.samples)}):\n" + "\n".join(lines))
    return out


def _redact_samples(text: str, f: Failure, redact_path: Callable[[str], str]) -> str:
    """Replace each real sample path named in the text by its redacted form (longest first)."""
    paths = set(f.samples) | {r.path for r in f.preview}
    for path in sorted(paths, key=len, reverse=True):
        if path and path in text:
            text = text.replace(path, redact_path(path))
    return text


__all__ = [
    "assistant_turn_text",
    "build_retry_turn",
    "failure_label",
    "history_line",
    "CORRECTED_ONLY",
    "SHORTER",
]
