"""The retry user turn (docs/architecture.md): what the model is told after each kind of failure."""
from __future__ import annotations

import pytest

from pathfinder.generation.feedback import (
    CORRECTED_ONLY,
    EMPTY_ASSISTANT_TEXT,
    MAX_SAMPLES_SHOWN,
    assistant_turn_text,
    build_retry_turn,
    history_line,
)
from pathfinder.generation.providers.base import FailedAttempt
from pathfinder.generation.loop import truncated_failure
from pathfinder.generation.providers.base import Reply
from pathfinder.validation.result import Failure
from pathfinder.validation.pipeline import validate_draft

SAMPLES = ["/home/alice/data/mission_042/2024-01-15/readings.csv", "/home/alice/data/other/x.txt"]


def attempt(n: int, raw: str, samples=SAMPLES) -> FailedAttempt:
    f = validate_draft(raw, samples)
    assert isinstance(f, Failure), f
    return FailedAttempt(n, raw, f)


SYNTAX = "name: m\nglob: '*.csv'\nextract:\n  mission_id\n    from: segment(-3)\n"
SCHEMA = "name: c\nglob: '*.csv'\nextract:\n  client:\n    from: folder(-4)\n"
SEMANTIC = "name: m\nglob: 'mission_*/*/*.csv'\n"


def test_syntax_feedback_has_error_line_pointer_and_instruction() -> None:
    text = build_retry_turn([attempt(1, SYNTAX)])
    assert text.startswith("Attempt 1 failed validation at tier 1 (syntax): YAML_SYNTAX_ERROR.")
    assert "line 5: mapping values are not allowed here" in text
    assert "The problem (line 5 of the rule):" in text
    assert "   5 |     from: segment(-3)" in text and "^" in text
    assert "Failures so far: attempt 1 syntax YAML_SYNTAX_ERROR: syntax error (line 5)." in text
    assert text.endswith(CORRECTED_ONLY)


def test_schema_feedback_has_json_path_and_allowed_values() -> None:
    text = build_retry_turn([attempt(1, SYNTAX), attempt(2, SCHEMA)])
    assert "tier 2 (schema): SCHEMA_VIOLATION" in text
    assert "Where: extract.client.from (line 5)" in text
    assert "Allowed values there: segment(N), filename, full_path, rel_path" in text
    # only the newest failure in detail; earlier ones as one line
    assert "mapping values" not in text
    assert (
        "Failures so far: attempt 1 syntax YAML_SYNTAX_ERROR: syntax error (line 5); "
        "attempt 2 schema SCHEMA_VIOLATION: schema error (extract.client.from)."
    ) in text


def test_semantic_feedback_has_unmatched_samples_and_summary() -> None:
    text = build_retry_turn([attempt(1, SEMANTIC)], summary="/data/mission_{id}/{date}/{name}.csv")
    assert "tier 3 (semantic): GLOB_MISMATCH" in text
    assert "Samples the glob did not match (1):\n- /home/alice/data/other/x.txt" in text
    assert "Structure of the sample paths: /data/mission_{id}/{date}/{name}.csv" in text
    # the paths appear once, in the list, not again inside the message (tokens on every retry)
    assert text.count("/home/alice/data/other/x.txt") == 1
    assert "glob 'mission_*/*/*.csv' matched 1 of 2 samples but must match every sample\n" in text


def test_semantic_feedback_shows_what_each_sample_gave() -> None:
    raw = "name: m\nglob: '*.csv'\nextract:\n  d: {from: filename, pattern: '^([a-z]+)', type: date}\n"
    text = build_retry_turn([attempt(1, raw, SAMPLES[:1])])
    assert "TYPE_COERCION_FAILED" in text
    assert "- /home/alice/data/mission_042/2024-01-15/readings.csv  -> d: 'readings' is not a date" in text


def test_sample_list_is_bounded() -> None:
    samples = [f"/x/{i}.txt" for i in range(40)] + ["/x/a.csv"]
    text = build_retry_turn([attempt(1, "name: m\nglob: '*.csv'\n", samples)])
    assert f"- /x/{MAX_SAMPLES_SHOWN - 1}.txt" in text and f"/x/{MAX_SAMPLES_SHOWN}.txt\n" not in text
    assert f"- … and {40 - MAX_SAMPLES_SHOWN} more" in text
    assert len(text) < 3000


def test_redact_path_replaces_every_sample_path() -> None:
    text = build_retry_turn([attempt(1, SEMANTIC)], redact_path=lambda p: p.replace("/home/alice", "~"))
    assert "alice" not in text and "~/data/other/x.txt" in text


def test_truncated_asks_for_shorter_answer() -> None:
    f = truncated_failure(Reply(text="name: m", stop_reason="max_tokens"), 1024)
    text = build_retry_turn([FailedAttempt(1, "name: m", f)], shorter=True)
    assert "TRUNCATED" in text and "cut off" in text and "shorter rule" in text
    assert "(1024 tokens)" in text  # the failure's own message is part of the turn, as for every tier
    assert text.endswith(CORRECTED_ONLY)


def test_shorter_flag_after_other_failure_still_asks_shorter() -> None:
    text = build_retry_turn([attempt(1, SYNTAX)], shorter=True)
    assert "shorter rule" in text


def test_prompt_stays_bounded_over_many_failures() -> None:
    history = [attempt(i, SYNTAX) for i in range(1, 6)]
    one = build_retry_turn(history[:1])
    five = build_retry_turn(history)
    assert len(five) - len(one) < 300  # only one line per extra failure


def test_long_messages_are_cut() -> None:
    f = Failure(tier=3, error_type="RUNTIME_ERROR", message="x" * 5000, short_message="boom")
    text = build_retry_turn([FailedAttempt(1, "out", f)])
    assert len(text) < 1500 and "…" in text


def test_assistant_turn_text_is_never_empty() -> None:
    f = Failure(tier=1, error_type="EMPTY_RESPONSE", message="empty", short_message="empty response")
    assert assistant_turn_text(FailedAttempt(1, "  \n", f)) == EMPTY_ASSISTANT_TEXT
    # verbatim: the newest failed output goes back exactly as the model wrote it
    assert assistant_turn_text(FailedAttempt(1, "name: x\n\n", f)) == "name: x\n\n"


def test_history_line_and_empty_history() -> None:
    assert history_line([attempt(1, SYNTAX)]) == "attempt 1 syntax YAML_SYNTAX_ERROR: syntax error (line 5)"
    with pytest.raises(ValueError):
        build_retry_turn([])


def test_a_huge_failed_output_is_sent_back_cut_with_a_note():
    # a hostile 10 MB answer was sent back whole, redacted character by character first (minutes)
    from pathfinder.generation.feedback import MAX_ASSISTANT_CHARS

    raw = "```yaml\n" + "x" * 10_000_000 + "\n```"
    text = assistant_turn_text(FailedAttempt(1, raw, Failure(1, "YAML_SYNTAX_ERROR", "too big", "too big")))
    assert text.startswith(raw[:MAX_ASSISTANT_CHARS]) and len(text) < MAX_ASSISTANT_CHARS + 100
    assert f"{len(raw) - MAX_ASSISTANT_CHARS:,} more characters cut" in text
