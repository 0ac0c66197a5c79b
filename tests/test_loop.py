"""The generation loop: budget arithmetic end to end, events, truncation, refusal, cancellation."""
from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from pathfinder.generation.budget import RetryBudget
from pathfinder.errors import ConfigError
from pathfinder.generation.providers.base import GenerationRequest, GenerationStopped, Reply, Usage
from pathfinder.generation.loop import (
    AttemptFailed,
    AttemptStarted,
    AttemptSucceeded,
    GenerationEnded,
    run_generation,
)
from pathfinder.generation.trail import Trail, read_trail

SAMPLES = (
    "/data/mission_042/2024-01-15/readings.csv",
    "/data/mission_043/2024-02-01/wind.csv",
)
GOOD = (
    'name: m\nglob: "mission_*/*/*.csv"\nextract:\n'
    '  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}\n'
)
SYNTAX = "name: m\nglob: '*.csv'\nextract:\n  a\n    from: filename\n"
SCHEMA = "name: m\nglob: '*.csv'\nextract:\n  a: {from: folder(-2)}\n"
SEMANTIC = "name: m\nglob: '*.json'\n"


class Scripted:
    """A generator that replays a script of replies/exceptions and records every request."""

    name = "scripted"
    model = "fake-1"

    def __init__(self, *script: Any) -> None:
        self.script = list(script)
        self.requests: list[GenerationRequest] = []

    async def generate(self, request: GenerationRequest) -> Reply:
        self.requests.append(request)
        item = self.script.pop(0)
        if isinstance(item, BaseException):
            raise item
        if isinstance(item, Reply):
            return item
        return Reply(text=item, usage=Usage(10, 5, 100, 0), model="fake-1")


async def run(gen: Scripted, budget: RetryBudget | None = None, **kw: Any):
    events: list[Any] = []
    outcome = await run_generation(
        gen, SAMPLES, budget=budget or RetryBudget(), on_event=events.append, summary="/data/mission_{id}/{date}/{name}.csv", **kw
    )
    return outcome, events


async def test_success_first_call() -> None:
    gen = Scripted(f"```yaml\n{GOOD}```")
    outcome, events = await run(gen)
    assert outcome.ok and outcome.success.text == GOOD
    assert len(gen.requests) == 1 and gen.requests[0].history == ()
    assert [type(e) for e in events] == [AttemptStarted, AttemptSucceeded, GenerationEnded]
    assert events[0].n == 1 and events[0].max_calls == 4
    assert outcome.usage == Usage(10, 5, 100, 0)


async def test_retry_then_success_sends_history() -> None:
    gen = Scripted(SYNTAX, GOOD)
    outcome, events = await run(gen)
    assert outcome.ok and len(outcome.attempts) == 2
    second = gen.requests[1]
    assert len(second.history) == 1
    assert second.history[0].output == SYNTAX and second.history[0].failure.error_type == "YAML_SYNTAX_ERROR"
    assert [type(e).__name__ for e in events] == [
        "AttemptStarted", "AttemptFailed", "AttemptStarted", "AttemptSucceeded", "GenerationEnded",
    ]
    assert events[1].will_retry and events[2].previous.short_message == "syntax error (line 5)"
    assert outcome.usage == Usage(20, 10, 200, 0)
    assert [a.outcome for a in outcome.attempts] == ["retry", "success"]


async def test_two_semantic_failures_stop_after_two_calls() -> None:
    gen = Scripted(SEMANTIC, SEMANTIC, GOOD)
    outcome, events = await run(gen)
    assert not outcome.ok and len(gen.requests) == 2
    assert outcome.stop_message == "couldn't generate a valid rule after 2 attempts: glob didn't match 2 of 2 samples"
    assert isinstance(events[-2], AttemptFailed) and not events[-2].will_retry
    assert [a.outcome for a in outcome.attempts] == ["retry", "failed"]


async def test_syntax_schema_syntax_schema_stops_after_four() -> None:
    gen = Scripted(SYNTAX, SCHEMA, SYNTAX, SCHEMA, GOOD)
    outcome, _ = await run(gen)
    assert not outcome.ok and len(gen.requests) == 4
    assert [len(r.history) for r in gen.requests] == [0, 1, 2, 3]
    assert [a.failure.tier for a in outcome.failed_attempts] == [1, 2, 1, 2]


async def test_three_syntax_failures_stop_after_three() -> None:
    gen = Scripted(SYNTAX, SYNTAX, SYNTAX, GOOD)
    outcome, _ = await run(gen)
    assert not outcome.ok and len(gen.requests) == 3


async def test_strict_makes_one_call() -> None:
    gen = Scripted(SYNTAX, GOOD)
    outcome, events = await run(gen, RetryBudget(total=0))
    assert not outcome.ok and len(gen.requests) == 1
    assert events[0].max_calls == 1


async def test_truncation_is_tier1_and_asks_shorter_with_more_tokens() -> None:
    cut = Reply(text="```yaml\nname: m\nglob: '*", stop_reason="max_tokens", usage=Usage(10, 1024))
    gen = Scripted(cut, GOOD)
    outcome, events = await run(gen, max_tokens=1024, max_tokens_limit=4096)
    assert outcome.ok
    f = outcome.attempts[0].failure
    assert (f.tier, f.error_type) == (1, "TRUNCATED")
    assert gen.requests[0].shorter is False and gen.requests[0].max_tokens is None
    assert gen.requests[1].shorter is True and gen.requests[1].max_tokens == 2048


async def test_truncation_without_headroom_keeps_max_tokens() -> None:
    cut = Reply(text="name: m", stop_reason="max_tokens", usage=Usage(10, 1024))
    gen = Scripted(cut, cut, cut, GOOD)
    outcome, _ = await run(gen, max_tokens=1024, max_tokens_limit=1024)
    assert not outcome.ok and len(gen.requests) == 3  # syntax cap 2
    assert all(r.max_tokens is None for r in gen.requests)
    assert gen.requests[2].shorter


async def test_refusal_stops_without_retry() -> None:
    gen = Scripted(Reply(text="I can't help with that.", stop_reason="refusal"), GOOD)
    outcome, events = await run(gen)
    assert not outcome.ok and len(gen.requests) == 1
    assert "refus" in outcome.stop_message and "I can't help with that." in outcome.stop_message
    assert isinstance(outcome.error, GenerationStopped)
    assert outcome.attempts[0].outcome == "stopped" and outcome.attempts[0].failure is None
    assert isinstance(events[-1], GenerationEnded)


async def test_refusal_text_reaches_the_terminal_without_control_characters() -> None:
    gen = Scripted(Reply(text="No.\x1b[2J\x1b]0;pwned\x07 Sorry\x00", stop_reason="refusal"))
    outcome, _ = await run(gen)
    assert "No.[2J]0;pwned Sorry" in outcome.stop_message
    assert not any(ord(ch) < 32 for ch in outcome.stop_message)


@pytest.mark.parametrize("exc", [GenerationStopped("API overloaded; retries spent"), ConfigError("bad key")])
async def test_generator_errors_end_without_consuming_budget(exc: Exception) -> None:
    budget = RetryBudget()
    gen = Scripted(SYNTAX, exc, GOOD)
    outcome, _ = await run(gen, budget)
    assert not outcome.ok and outcome.error is exc
    assert outcome.stop_message == exc.one_line()
    assert budget.remaining == 2  # only the syntax failure consumed a retry
    assert [a.outcome for a in outcome.attempts] == ["retry", "stopped"]


async def test_cancellation_propagates_and_records_nothing(tmp_path: Path) -> None:
    started = asyncio.Event()

    class Slow(Scripted):
        async def generate(self, request: GenerationRequest) -> Reply:
            started.set()
            await asyncio.sleep(30)
            raise AssertionError("not reached")

    trail = Trail(tmp_path / "trail.jsonl")
    task = asyncio.create_task(
        run_generation(Slow(), SAMPLES, budget=RetryBudget(), trail=trail, save_attempts_dir=tmp_path / "att")
    )
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert not (tmp_path / "trail.jsonl").exists()
    assert list((tmp_path / "att").iterdir()) == []


async def test_cancellation_after_an_attempt_writes_the_totals_so_far(tmp_path: Path) -> None:
    started = asyncio.Event()

    class SlowSecond(Scripted):
        async def generate(self, request: GenerationRequest) -> Reply:
            if request.history:
                started.set()
                await asyncio.sleep(30)
            return await super().generate(request)

    trail = Trail(tmp_path / "trail.jsonl")
    task = asyncio.create_task(run_generation(SlowSecond(SYNTAX, GOOD), SAMPLES, budget=RetryBudget(), trail=trail))
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    first, summary = read_trail(tmp_path / "trail.jsonl")
    assert first["attempt"] == 1 and first["outcome"] == "retry"
    assert (summary["record"], summary["calls"], summary["outcome"]) == ("summary", 1, "cancelled")
    assert summary["tokens"] == {"input": 10, "output": 5, "cache_read": 100, "cache_write": 0}


async def test_no_sleep_between_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    async def no_sleep(*a: Any, **k: Any) -> None:
        raise AssertionError("the loop must not sleep between validation retries")

    monkeypatch.setattr(asyncio, "sleep", no_sleep)
    gen = Scripted(SYNTAX, SCHEMA, GOOD)
    outcome, _ = await run(gen)
    assert outcome.ok


async def test_async_event_callback_is_awaited() -> None:
    seen: list[str] = []

    async def on_event(e: Any) -> None:
        await asyncio.sleep(0)
        seen.append(type(e).__name__)

    await run_generation(Scripted(GOOD), SAMPLES, budget=RetryBudget(), on_event=on_event)
    assert seen == ["AttemptStarted", "AttemptSucceeded", "GenerationEnded"]


async def test_hint_and_draft_reach_every_request() -> None:
    gen = Scripted(SYNTAX, GOOD)
    await run(gen, hint="mission id is an integer", draft="name: old\n")
    assert all(r.hint == "mission id is an integer" and r.draft == "name: old\n" for r in gen.requests)
    assert all(r.summary == "/data/mission_{id}/{date}/{name}.csv" for r in gen.requests)


async def test_trail_and_saved_attempts(tmp_path: Path) -> None:
    key = "sk-ant-api03-SECRETSECRETSECRET"
    trail = Trail(tmp_path / "logs" / "trail.jsonl")
    gen = Scripted(SCHEMA, Reply(text=f"# {key}\n{GOOD}", usage=Usage(7, 3, 50, 20), model="fake-2"))
    outcome = await run_generation(
        gen, SAMPLES, budget=RetryBudget(), trail=trail, save_attempts_dir=tmp_path / "att"
    )
    assert outcome.ok
    *records, summary = read_trail(tmp_path / "logs" / "trail.jsonl")
    assert [r["attempt"] for r in records] == [1, 2]
    assert summary["record"] == "summary" and summary["generation"] == records[0]["generation"]
    assert (summary["calls"], summary["outcome"], summary["model"]) == (2, "success", "fake-2")
    assert summary["tokens"] == {"input": 17, "output": 8, "cache_read": 150, "cache_write": 20}  # both calls
    assert records[0]["tier"] == 2 and records[0]["error_type"] == "SCHEMA_VIOLATION"
    assert records[0]["outcome"] == "retry" and records[1]["outcome"] == "success"
    assert records[1]["tokens"] == {"input": 7, "output": 3, "cache_read": 50, "cache_write": 20}
    assert records[1]["provider"] == "scripted" and records[1]["model"] == "fake-2"
    assert records[0]["generation"] == records[1]["generation"]
    names = sorted(p.name for p in (tmp_path / "att").iterdir())
    assert names == ["attempt-1.error.txt", "attempt-1.txt", "attempt-2.error.txt", "attempt-2.txt"]
    assert (tmp_path / "att" / "attempt-1.txt").read_text() == SCHEMA
    err = (tmp_path / "att" / "attempt-1.error.txt").read_text()
    assert "SCHEMA_VIOLATION" in err and "extract.a.from" in err
    assert key not in (tmp_path / "att" / "attempt-2.txt").read_text()
    # a second generation into the same folder does not overwrite the first
    await run_generation(Scripted(GOOD), SAMPLES, budget=RetryBudget(), save_attempts_dir=tmp_path / "att")
    assert (tmp_path / "att" / "run2-attempt-1.txt").read_text() == GOOD


async def test_semantic_failure_gets_a_summary_when_none_given(monkeypatch: pytest.MonkeyPatch) -> None:
    import pathfinder.generation.loop as loop

    monkeypatch.setattr(loop, "_summary_for", lambda samples: "/data/{x}")
    gen = Scripted(SEMANTIC, GOOD)
    await run_generation(gen, SAMPLES, budget=RetryBudget())
    assert gen.requests[0].summary is None and gen.requests[1].summary == "/data/{x}"


async def test_validator_that_cannot_run_stops_the_generation() -> None:
    from pathfinder.errors import PathfinderError

    def broken(*a: Any, **k: Any) -> Any:
        raise PathfinderError("the sandbox could not start")

    budget = RetryBudget()
    outcome = await run_generation(Scripted(GOOD), SAMPLES, budget=budget, validate=broken)
    assert not outcome.ok and outcome.stop_message == "the sandbox could not start"
    assert outcome.attempts[0].output == GOOD and budget.remaining == 3


async def test_history_lines_and_usage_line() -> None:
    gen = Scripted(SYNTAX, Reply(text="no", stop_reason="refusal"))
    outcome, _ = await run(gen)
    lines = outcome.history_lines()
    assert lines[0].startswith("attempt 1: syntax YAML_SYNTAX_ERROR: syntax error (line 5) (tokens: input 10, output 5, cache read 100, cache write 0, ")
    assert lines[1].startswith("attempt 2: stopped: the model declined")


async def test_unwritable_save_attempts_folder_is_a_usage_error(tmp_path: Path) -> None:
    from pathfinder.errors import UsageError

    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(UsageError, match="--save-attempts"):
        await run_generation(Scripted(GOOD), SAMPLES, budget=RetryBudget(), save_attempts_dir=blocker / "sub")


async def test_real_summary_from_the_analyser_on_semantic_failure() -> None:
    gen = Scripted(SEMANTIC, GOOD)
    await run_generation(gen, SAMPLES, budget=RetryBudget())
    assert gen.requests[1].summary and "mission_" in gen.requests[1].summary


async def test_python_draft_is_validated_in_the_sandbox_off_the_event_loop() -> None:
    py = (
        "```python\nimport re\nNAME = 'm'\nGLOB = 'mission_*/*/*.csv'\n\n"
        "def extract(path):\n    return {'id': int(re.search(r'mission_(\\d+)', path).group(1))}\n```"
    )
    ticks = 0

    async def ticker() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0.005)

    t = asyncio.create_task(ticker())
    outcome = await run_generation(Scripted(py), SAMPLES, budget=RetryBudget())
    t.cancel()
    assert outcome.ok and outcome.success.kind == "python"
    assert [r.fields for r in outcome.success.preview] == [{"id": 42}, {"id": 43}]
    assert ticks > 1  # the event loop kept running while the sandbox child worked
