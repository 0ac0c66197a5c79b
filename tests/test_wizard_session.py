"""The wizard session without a screen: budgets handed to the loop, progress lines, edit, accept, drafts."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from pathfinder.generation.budget import RetryBudget
from pathfinder.fs.drafts import DraftStore
from pathfinder.generation.loop import AttemptFailed, AttemptStarted, AttemptSucceeded, run_generation
from pathfinder.validation.result import Failure
from pathfinder.wizard.machine import Event, Refused, State
from pathfinder.wizard.session import NameTaken, Progress, Session, WizardConfig, rule_name_of
from wizard_fakes import GLOB_BAD, GOOD, GOOD_TEXT, SAMPLES, SYNTAX_BAD, FakeEditor, ScriptedGenerator


def session(tmp: Path, replies, budget: RetryBudget | None = None, **kw) -> Session:
    config = WizardConfig(rules_dir=tmp / "rules", drafts_dir=tmp / "drafts", budget=budget or RetryBudget())
    return Session(SAMPLES, ScriptedGenerator(replies), config, session_id="s1", **kw)


async def test_generate_success_fires_result(tmp_path: Path) -> None:
    s = session(tmp_path, [GOOD])
    await s.generate()
    assert s.state == State.YAML_RESULT and s.machine.ctx.draft == GOOD_TEXT
    assert s.suggested_name() == "mission_readings"


async def test_budget_given_to_the_loop_follows_the_machine(tmp_path: Path) -> None:
    seen: list[RetryBudget] = []

    async def spy(generator, samples, *, budget, **kw):
        seen.append(budget)
        return await run_generation(generator, samples, budget=budget, **kw)

    s = session(tmp_path, [SYNTAX_BAD] * 20, budget=RetryBudget(total=4, caps={1: 4, 2: 2, 3: 1}),
                run_generation=spy)
    await s.generate()
    assert s.state == State.ANALYSIS_ERROR and len(s.generator.requests) == 5
    s.machine.fire(Event.HINT)
    s.machine.fire(Event.SUBMIT_HINT, hint="quote it")
    await s.generate()
    assert seen[1].total == 1 and len(s.generator.requests) == 7  # one attempt + one retry
    s.machine.fire(Event.REGENERATE)
    await s.generate()
    assert seen[2].total == 4 and seen[2].caps == {1: 4, 2: 2, 3: 1}  # full configured budget again
    assert len(s.generator.requests) == 12


async def test_progress_lines_follow_loop_events(tmp_path: Path) -> None:
    s = session(tmp_path, [])
    s.progress = Progress(max_attempts=4)
    fail = Failure(tier=2, error_type="SCHEMA_VIOLATION", message="m", short_message="schema error (extract.x)")
    s._progress_event(AttemptStarted(1, 4))  # the call is in flight: nothing is being validated yet
    assert s.progress.status == "Asking the model… (attempt 1/4)" and s.progress.tiers[1] == "waiting"
    s._reply_received()  # the text is back
    assert s.progress.status == "Validating output… (attempt 1/4)" and s.progress.tiers[1] == "running"
    s._progress_event(AttemptFailed(1, fail, True))
    assert s.progress.tiers == {1: "passed", 2: "failed", 3: "skipped"}
    assert s.progress.history == ["attempt 1: schema SCHEMA_VIOLATION: schema error (extract.x)"]
    s._progress_event(AttemptStarted(2, 4, fail))
    assert s.progress.status == "Asking the model… (attempt 2/4)" and s.progress.previous == "schema error (extract.x)"
    s._reply_received()
    assert s.progress.status == "Validating output… (attempt 2/4)"
    s._progress_event(AttemptSucceeded(2, None))  # type: ignore[arg-type]
    assert set(s.progress.tiers.values()) == {"passed"}


async def test_provider_stop_goes_to_error_with_message(tmp_path: Path) -> None:
    from pathfinder.generation.providers.base import GenerationStopped

    s = session(tmp_path, [])

    async def refuse(request):
        raise GenerationStopped("the model refused to answer")

    s.generator.generate = refuse  # type: ignore[method-assign]
    await s.generate()
    assert s.state == State.ANALYSIS_ERROR and "refused" in s.machine.ctx.stop_message
    assert "no draft" in s.machine.check(Event.EDIT)


async def test_cancelled_generation_propagates_and_saves_nothing(tmp_path: Path) -> None:
    gate = asyncio.Event()
    s = session(tmp_path, [GOOD])
    s.generator.gate = gate
    task = asyncio.create_task(s.generate())
    await asyncio.sleep(0.01)
    task.cancel()
    s.cancel_generation()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert s.state == State.CLOSED and not (tmp_path / "rules").exists()


async def test_edit_round_trip_writes_a_file_with_the_right_suffix(tmp_path: Path) -> None:
    s = session(tmp_path, [GOOD])
    await s.generate()
    paths: list[Path] = []

    def runner(path: Path) -> int:
        paths.append(path)
        return 0

    assert await s.edit(runner) == State.YAML_RESULT
    assert paths[0].suffix == ".yaml" and paths[0].parent == tmp_path / "drafts"
    assert not paths[0].exists()  # cleaned up after validation


async def test_edit_unexpected_runner_error_is_a_message_not_a_crash(tmp_path: Path) -> None:
    s = session(tmp_path, [GOOD])
    await s.generate()
    assert await s.edit(FakeEditor(error=RuntimeError("suspend not supported"))) == State.YAML_RESULT
    assert "could not open the editor" in s.machine.ctx.message


async def test_accept_refused_for_bad_name_and_collision(tmp_path: Path) -> None:
    s = session(tmp_path, [GOOD])
    await s.generate()
    with pytest.raises(Refused):
        s.accept("Bad Name")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "mission_readings.py").write_text("NAME = 'x'\n")
    with pytest.raises(NameTaken) as err:
        s.accept("mission_readings")
    assert err.value.path.name == "mission_readings.py"  # one name space for .yaml and .py
    path = s.accept("mission_readings", overwrite=True)
    assert path.read_text() == GOOD_TEXT and not (tmp_path / "rules" / "mission_readings.py").exists()


async def test_drafts_autosaved_on_every_change_and_removed_on_save(tmp_path: Path) -> None:
    s = session(tmp_path, [GLOB_BAD, GLOB_BAD])
    await s.generate()
    store = DraftStore(tmp_path / "drafts")
    assert store.latest().text == GLOB_BAD and not store.latest().valid
    await s.edit(FakeEditor(GOOD_TEXT))
    assert store.latest().text == GOOD_TEXT and store.latest().valid
    s.accept("mission_readings")
    assert store.latest() is None


async def test_resume_invalid_draft_goes_to_error_screen_with_the_text(tmp_path: Path) -> None:
    from pathfinder.fs.drafts import DraftRecord

    s = session(tmp_path, [])
    state = await s.resume(DraftRecord(session="old", samples=tuple(SAMPLES), text=GLOB_BAD))
    assert state == State.ANALYSIS_ERROR and s.machine.ctx.draft == GLOB_BAD
    assert s.machine.ctx.failure.error_type == "GLOB_MISMATCH"
    assert s.session_id == "old" and s.generator.requests == []


async def test_resumed_draft_keeps_its_hints_and_r_follows_them(tmp_path: Path) -> None:
    from pathfinder.fs.drafts import DraftRecord

    s = session(tmp_path, [GOOD])
    hints = ("the number after mission_ is the mission id",)
    state = await s.resume(DraftRecord(session="old", samples=tuple(SAMPLES), text=GOOD_TEXT, hints=hints))
    assert state == State.YAML_RESULT and s.machine.ctx.hints == hints
    assert "hints in effect" in s.machine.ctx.message and hints[0] in s.machine.ctx.message
    assert DraftStore(tmp_path / "drafts").latest().hints == hints  # autosaved with the draft
    s.machine.fire(Event.REGENERATE)
    assert s.machine.ctx.plan.hint == hints[0]  # `r` regenerates with them, not without a word
    await s.generate()
    assert s.generator.requests[-1].hint == hints[0] and s.machine.ctx.hints == hints


async def test_structure_line_does_not_follow_a_draft_that_does_not_parse(tmp_path: Path) -> None:
    s = session(tmp_path, [GOOD])
    await s.generate()
    assert s.structure_follows_draft()
    await s.edit(FakeEditor(GOOD_TEXT.replace('glob: "mission_*/????-??-??/*.csv"', 'glob: "mission_*/*.csv')))
    assert not s.machine.ctx.valid and s.machine.ctx.failure.tier == 1
    assert not s.structure_follows_draft()
    await s.edit(FakeEditor(GLOB_BAD))  # parses, fails later: its own field names are known
    assert s.machine.ctx.failure.tier == 3 and s.structure_follows_draft()


def test_rule_name_of() -> None:
    assert rule_name_of("name: abc_1\nglob: x\n", "yaml") == "abc_1"
    assert rule_name_of('NAME = "py_rule"\n', "python") == "py_rule"
    assert rule_name_of("glob: x\n", "yaml") is None


def test_header_text(tmp_path: Path) -> None:
    s = session(tmp_path, [], budget=RetryBudget(total=1, caps={1: 1, 2: 0, 3: 0}))
    assert s.header() == "scripted · fake-model-1 · budget 1 retry (1/0/0)"



async def test_draft_covering_some_samples_shows_all_and_edits_validate_the_same_set(tmp_path: Path) -> None:
    """A generator that sets other kinds aside (offline: Reply.covers): the view lists every sample."""
    from pathfinder.generation.providers.base import Reply

    notes = ["/data/mission_001/notes.txt", "/data/readme.md"]
    config = WizardConfig(rules_dir=tmp_path / "rules", drafts_dir=tmp_path / "drafts")

    class Covering:
        name, model = "scripted", "m"

        async def generate(self, request):
            return Reply(text=GOOD, covers=tuple(SAMPLES))

    s = Session(SAMPLES + notes, Covering(), config, session_id="c1")
    await s.generate()
    assert s.state == State.YAML_RESULT and s.covers == tuple(SAMPLES)
    assert s.view.total == 7 and s.view.matched == 5 and s.view.set_aside == 2
    assert s.view.coverage_line == "matches 5/7 samples (2 set aside as another kind)"
    assert [r.status for r in s.view.rows[-2:]] == ["unmatched", "unmatched"]
    assert await s.edit(FakeEditor()) == State.YAML_RESULT and s.machine.ctx.valid  # same standard as the loop
    assert DraftStore(tmp_path / "drafts").latest().covers == tuple(SAMPLES)


async def test_spinner_status_says_asking_while_the_call_is_in_flight_then_validating(tmp_path: Path) -> None:
    """The real loop: "Asking the model…" until the reply is back, "Validating output…" while the tiers run;
    offline the call is "Drafting…"."""
    import asyncio
    import threading

    from pathfinder.generation.loop import run_generation
    from pathfinder.validation.pipeline import validate_draft

    seen: list[str] = []
    release = threading.Event()

    def slow_validate(text, samples, **kw):
        release.wait(5)
        return validate_draft(text, samples, **kw)

    gate = asyncio.Event()
    gen = ScriptedGenerator([GOOD], gate=gate)
    s = Session(SAMPLES, gen, WizardConfig(rules_dir=tmp_path / "r"),
                run_generation=lambda *a, **kw: run_generation(*a, validate=slow_validate, **kw))
    task = asyncio.ensure_future(s.generate(on_progress=lambda p: seen.append(p.status)))
    for _ in range(100):
        await asyncio.sleep(0.01)
        if gen.requests:
            break
    assert s.progress.status == "Asking the model… (attempt 1/4)"
    gate.set()
    for _ in range(200):
        await asyncio.sleep(0.01)
        if s.progress.phase == "validating":
            break
    assert s.progress.status == "Validating output… (attempt 1/4)" and s.progress.tiers[1] == "running"
    release.set()
    await task
    assert s.state == State.YAML_RESULT
    assert seen.index("Asking the model… (attempt 1/4)") < seen.index("Validating output… (attempt 1/4)")
    assert s.generator is gen  # the session keeps the provider's own object

    from pathfinder.generation.providers.offline import OfflineGenerator

    off = Session(SAMPLES, OfflineGenerator(), WizardConfig(rules_dir=tmp_path / "r"))
    statuses: list[str] = []
    await off.generate(on_progress=lambda p: statuses.append(p.status))
    assert "Drafting… (attempt 1/4)" in statuses and "Validating output… (attempt 1/4)" in statuses
