"""The attempt trail: JSON lines, every field, secrets scrubbed, never breaking a generation."""
from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

from pathfinder.generation.providers.base import Usage
from pathfinder.generation.trail import Trail, TrailEntry, default_scrub, read_trail

KEY = "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789"


def fixed_clock() -> datetime:
    return datetime(2026, 1, 2, 3, 4, 5, 678000, tzinfo=timezone.utc)


def test_one_line_per_attempt_with_all_fields(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "trail.jsonl"
    trail = Trail(path, generation="g1", clock=fixed_clock)
    trail.record(TrailEntry(1, "retry", "anthropic", "claude-x", 1, "YAML_SYNTAX_ERROR", "line 5: bad",
                            Usage(100, 20, 3000, 50), 1234, "end_turn"))
    trail.record(TrailEntry(2, "success", "anthropic", "claude-x", usage=Usage(90, 18, 3000, 0), duration_ms=800))
    lines = path.read_text().splitlines()
    assert len(lines) == 2
    first = json.loads(lines[0])
    assert first == {
        "timestamp": "2026-01-02T03:04:05.678+00:00",
        "generation": "g1",
        "record": "attempt",
        "attempt": 1,
        "provider": "anthropic",
        "model": "claude-x",
        "tier": 1,
        "error_type": "YAML_SYNTAX_ERROR",
        "message": "line 5: bad",
        "tokens": {"input": 100, "output": 20, "cache_read": 3000, "cache_write": 50},
        "duration_ms": 1234,
        "stop_reason": "end_turn",
        "outcome": "retry",
    }
    assert read_trail(path)[1]["outcome"] == "success" and read_trail(path)[1]["tier"] is None


def test_appends_across_trail_objects_and_new_generation_id(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    a = Trail(path)
    a.record(TrailEntry(1, "success"))
    b = a.new_generation()
    b.record(TrailEntry(1, "failed"))
    recs = read_trail(path)
    assert len(recs) == 2 and recs[0]["generation"] != recs[1]["generation"]


def test_default_scrub_masks_keys_and_tokens() -> None:
    text = f"auth failed for {KEY}; Authorization: Bearer abcdefghijkl1234; api_key={KEY[7:]}"
    out = default_scrub(text)
    assert KEY not in out and "abcdefghijkl1234" not in out and KEY[7:] not in out
    assert "sk-ant-***" in out


def test_messages_are_scrubbed_before_writing(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    Trail(path).record(TrailEntry(1, "stopped", message=f"401 invalid x-api-key {KEY}"))
    assert KEY not in path.read_text()


def test_custom_scrub_is_used(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    Trail(path, scrub=lambda s: s.replace("alice", "<user>")).record(
        TrailEntry(1, "failed", message="/home/alice/x.csv")
    )
    assert read_trail(path)[0]["message"] == "/home/<user>/x.csv"


def test_unwritable_trail_does_not_raise(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    trail = Trail(blocker / "sub" / "t.jsonl")
    trail.record(TrailEntry(1, "success"))
    trail.record(TrailEntry(2, "success"))
    assert trail.error is not None and "cannot write the trail" in trail.error


def test_undecodable_path_bytes_do_not_break_the_trail(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    trail = Trail(path)
    trail.record(TrailEntry(1, "retry", message="unmatched: /data/r\udcffx.csv"))
    assert trail.error is None
    assert read_trail(path)[0]["message"] == "unmatched: /data/r\udcffx.csv"


def test_summary_line_holds_the_generation_totals(tmp_path: Path) -> None:
    from pathfinder.generation.trail import TrailSummary

    path = tmp_path / "trail.jsonl"
    trail = Trail(path, generation="g2", clock=fixed_clock)
    trail.record(TrailEntry(1, "success", "anthropic", "claude-x"))
    trail.record_summary(TrailSummary(calls=1, outcome="success", provider="anthropic", model=f"m {KEY}",
                                      usage=Usage(10, 20, 30, 40), duration_ms=55))
    last = read_trail(path)[-1]
    assert last == {
        "timestamp": "2026-01-02T03:04:05.678+00:00",
        "generation": "g2",
        "record": "summary",
        "provider": "anthropic",
        "model": "m sk-ant-***",
        "calls": 1,
        "tokens": {"input": 10, "output": 20, "cache_read": 30, "cache_write": 40},
        "duration_ms": 55,
        "outcome": "success",
    }
