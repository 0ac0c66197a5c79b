"""Pilot tests of the wizard's flows, driven by keys, with a scripted generator and the real loop."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual import events
from textual.widgets import DataTable, Input, Static

from pathfinder.generation.budget import RetryBudget
from pathfinder.fs.drafts import DraftRecord, DraftStore
from pathfinder.tui.screens import (
    CollisionScreen,
    ErrorScreen,
    HintScreen,
    ResultScreen,
    ResumeScreen,
    SamplesScreen,
    SavedScreen,
    SpinnerScreen,
)
from pathfinder.wizard.editor import EditorNotFound
from pathfinder.wizard.machine import State
from wizard_fakes import (
    GLOB_BAD,
    GOOD,
    GOOD_TEXT,
    SAMPLES,
    SCHEMA_BAD,
    SYNTAX_BAD,
    FakeEditor,
    ScriptedGenerator,
    make_app,
    notices,
    screen_text,
    settle,
)

SIZE = (80, 24)


def rule_files(tmp: Path) -> list[str]:
    folder = tmp / "rules"
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def static_text(app, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


async def test_happy_path_accept_saves_rule_and_clears_draft(tmp_path: Path) -> None:
    gen = ScriptedGenerator([SYNTAX_BAD, GOOD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.session.state == State.YAML_RESULT
        table = app.screen.query_one("#preview", DataTable)
        assert table.row_count == len(SAMPLES)
        coverage = static_text(app, "#coverage")
        assert "matches 5/5 samples" in coverage
        assert "Structure:" in coverage and "mission_" in coverage  # the analyser's summary
        assert app.screen.query_one("#rule-name", Input).value == "mission_readings"
        assert len(gen.requests) == 2 and gen.requests[1].history[0].failure.tier == 1
        assert (tmp_path / "drafts" / "test-session.json").exists()  # autosaved while running
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
        assert "rules/mission_readings.yaml" in static_text(app, "#saved-title")
        await pilot.press("q")
        await settle(pilot)
    assert app.return_value == 0
    assert (tmp_path / "rules" / "mission_readings.yaml").read_text() == GOOD_TEXT
    assert not (tmp_path / "drafts" / "test-session.json").exists()


async def test_enter_accepts_from_the_name_box_with_a_new_name(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("n")  # focus the name box; letters now type into it
        box = app.screen.query_one("#rule-name", Input)
        assert app.focused is box
        box.value = ""
        await pilot.press(*"readings_v2")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
        assert "name: readings_v2" in screen_text(app)  # the saved text, not the draft's old name
    text = (tmp_path / "rules" / "readings_v2.yaml").read_text()
    assert text.startswith("name: readings_v2\n") and "mission_*/????-??-??/*.csv" in text


async def test_hint_from_result_regenerates_with_hint_and_draft(tmp_path: Path) -> None:
    second = GOOD.replace("mission_readings", "missions")
    gen = ScriptedGenerator([GOOD, second])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        assert isinstance(app.screen, HintScreen)
        await pilot.press(*"ids follow mission_")
        assert static_text(app, "#hint-counter").startswith("19/500")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert app.session.machine.ctx.draft.startswith("name: missions")
    assert gen.requests[1].hint == "ids follow mission_"
    assert gen.requests[1].draft == GOOD_TEXT


async def test_hint_escape_goes_back_without_generating(tmp_path: Path) -> None:
    gen = ScriptedGenerator([GOOD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("h", "x", "escape")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
    assert len(gen.requests) == 1


async def test_hint_box_caps_at_500_characters(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        box = app.screen.query_one("#hint-input", Input)
        box.post_message(events.Paste("x" * 600))
        await pilot.pause()
        assert len(box.value) == 500  # a long paste is cut, not dropped
        assert static_text(app, "#hint-counter").startswith("500/500")


async def test_exhausted_budget_shows_error_screen_with_each_attempt(tmp_path: Path) -> None:
    gen = ScriptedGenerator([SYNTAX_BAD, SCHEMA_BAD, SYNTAX_BAD, SCHEMA_BAD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen)
        assert "couldn't generate a valid rule after 4 attempts" in static_text(app, "#error-title")
        attempts = static_text(app, "#error-attempts")
        assert attempts.count("Attempt ") == 4 and "SCHEMA_VIOLATION" in attempts
        assert "Last error" in static_text(app, "#error-last")
    assert len(gen.requests) == 4


async def test_hint_from_error_gets_one_attempt_plus_one_retry(tmp_path: Path) -> None:
    gen = ScriptedGenerator([SYNTAX_BAD] * 3 + [SYNTAX_BAD, SYNTAX_BAD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen) and len(gen.requests) == 3  # syntax cap 2
        await pilot.press("h")
        await settle(pilot)
        await pilot.press(*"quote the glob", "enter")
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen)
        assert "after 2 attempts" in static_text(app, "#error-title")
    assert len(gen.requests) == 5  # one new attempt + one retry
    assert gen.requests[3].hint == "quote the glob" and gen.requests[3].draft == SYNTAX_BAD


async def test_retry_fresh_from_error_gets_full_budget(tmp_path: Path) -> None:
    gen = ScriptedGenerator([GLOB_BAD, GLOB_BAD, SYNTAX_BAD, GOOD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen) and len(gen.requests) == 2  # semantic cap 1
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
    assert len(gen.requests) == 4 and gen.requests[2].history == ()


async def test_edit_that_passes_shows_edited_rule_without_budget(tmp_path: Path) -> None:
    edited = GOOD_TEXT.replace("type: integer", "type: string")
    editor = FakeEditor(edited)
    gen = ScriptedGenerator([GOOD])
    app = make_app(tmp_path, gen, editor=editor)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert app.session.machine.ctx.valid and app.session.machine.ctx.draft == edited
        assert "edit passed" in static_text(app, "#message")
        await pilot.press("a")
        await settle(pilot)
    assert editor.seen == [GOOD_TEXT]
    assert len(gen.requests) == 1  # editing consumed nothing
    assert (tmp_path / "rules" / "mission_readings.yaml").read_text() == edited


async def test_structure_line_is_the_current_drafts_after_a_failed_edit(tmp_path: Path) -> None:
    """An edit that does not parse: no structure line with the analyser's names (it is not the draft's)."""
    unclosed = GOOD_TEXT.replace('glob: "mission_*/????-??-??/*.csv"', 'glob: "mission_*/????-??-??/*.csv')
    app = make_app(tmp_path, ScriptedGenerator([GOOD]), editor=FakeEditor(unclosed))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "{mission_id:int}" in static_text(app, "#coverage")  # the draft's own field names
        await pilot.press("e")
        await settle(pilot)
        assert not app.session.machine.ctx.valid
        assert "Structure:" not in static_text(app, "#coverage")


RENAMED = GOOD_TEXT.replace(
    '  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}\n',
    '  task_name: {from: segment(-3), pattern: "^mission_([0-9]+)$"}\n').replace(
    "  date: {from: segment(-2), type: date}\n",
    '  day: {from: full_path, pattern: "/([0-9]{4}-[0-9]{2}-[0-9]{2})/", type: date}\n')


async def test_structure_line_follows_an_edit_that_renames_retypes_and_resources(tmp_path: Path) -> None:
    """`{mission_id:int}` becomes the draft's string `task_name`; `date`, now read from the full path,
    still names its folder (as `day`); an edit that then fails tier 3 keeps following the draft."""
    assert "task_name" in RENAMED and "day:" in RENAMED
    failing = RENAMED + '  code: {from: filename, pattern: "^x([0-9])"}\n'  # extracts nothing: tier 3
    editor = FakeEditor(RENAMED)
    app = make_app(tmp_path, ScriptedGenerator([GOOD]), editor=editor)
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot)
        assert "/data/mission_{mission_id:int}/{date:date}/readings.csv" in static_text(app, "#coverage")
        await pilot.press("e")
        await settle(pilot)
        assert app.session.machine.ctx.valid
        assert "/data/mission_{task_name}/{day:date}/readings.csv" in static_text(app, "#coverage")
        editor.new_text = failing
        await pilot.press("e")
        await settle(pilot)
        assert not app.session.machine.ctx.valid and app.session.machine.ctx.failure.tier == 3
        assert "/data/mission_{task_name}/{day:date}/readings.csv" in static_text(app, "#coverage")


async def test_resumed_draft_shows_its_own_structure_and_r_keeps_its_hints(tmp_path: Path) -> None:
    hints = ("the number after mission_ is the task name",)
    DraftStore(tmp_path / "drafts").save(DraftRecord(session="old", samples=tuple(SAMPLES), text=RENAMED,
                                                     hints=hints, saved_at=0.0))
    gen = ScriptedGenerator([GOOD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.session.machine.ctx.valid
        assert "/data/mission_{task_name}/{day:date}/readings.csv" in static_text(app, "#coverage")
        assert "hints in effect (r keeps them)" in screen_text(app) and hints[0] in screen_text(app)
        await pilot.press("r")
        await settle(pilot)
        assert gen.requests[-1].hint == hints[0]  # r regenerates with the resumed hints, not without a word
        assert app.session.machine.ctx.hints == hints
        assert "/data/mission_{mission_id:int}/{date:date}/readings.csv" in static_text(app, "#coverage")


async def test_edit_that_fails_keeps_the_edit_shows_errors_and_refuses_save(tmp_path: Path) -> None:
    broken = GOOD_TEXT.replace("segment(-3)", "folder(-3)")
    editor = FakeEditor(broken)
    app = make_app(tmp_path, ScriptedGenerator([GOOD]), editor=editor)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        ctx = app.session.machine.ctx
        assert ctx.draft == broken and not ctx.valid and ctx.failure.tier == 2
        assert "SCHEMA_VIOLATION" in static_text(app, "#errors")
        assert "folder(-3)" in screen_text(app)
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)  # refused: a failed draft is never saved
        # editing again starts from the kept edit
        editor.new_text = None
        await pilot.press("e")
        await settle(pilot)
    assert rule_files(tmp_path) == []
    assert editor.seen == [GOOD_TEXT, broken]
    assert DraftStore(tmp_path / "drafts").latest().text == broken  # survives a crash too


async def test_exhausted_then_edit_then_accept(tmp_path: Path) -> None:
    gen = ScriptedGenerator([GLOB_BAD, GLOB_BAD])
    editor = FakeEditor(GOOD_TEXT)
    app = make_app(tmp_path, gen, editor=editor)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen)
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.session.machine.ctx.valid
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
    assert editor.seen == [GLOB_BAD]  # the last output is what gets edited
    assert (tmp_path / "rules" / "mission_readings.yaml").read_text() == GOOD_TEXT


@pytest.mark.parametrize("editor,needle", [
    (FakeEditor(error=EditorNotFound("no editor found: set $VISUAL or $EDITOR")), "no editor found"),
    (FakeEditor("garbage", status=3), "exited with status 3"),
])
async def test_editor_missing_or_failing_returns_with_message(tmp_path: Path, editor, needle) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]), editor=editor)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert needle in static_text(app, "#message")
        assert app.session.machine.ctx.draft == GOOD_TEXT and app.session.machine.ctx.valid
    # the editor's scratch file does not stay behind in the drafts folder
    assert [p.name for p in (tmp_path / "drafts").iterdir()] == ["test-session.json"]


async def test_cancel_during_spinner_cancels_worker_and_saves_nothing(tmp_path: Path) -> None:
    gate = asyncio.Event()
    gen = ScriptedGenerator([GOOD], gate=gate)
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle_until(pilot, lambda: isinstance(app.screen, SpinnerScreen) and len(gen.requests) == 1)
        await pilot.pause()
        assert "Analyzing paths" in static_text(app, "#spinner-title")
        assert "attempt 1/4" in static_text(app, "#spinner-status")
        await pilot.press("escape")
        await pilot.pause()
    assert gen.cancelled and app.return_value == 1
    assert rule_files(tmp_path) == []


async def test_cancel_regeneration_returns_to_previous_draft(tmp_path: Path) -> None:
    gate = asyncio.Event()
    gen = ScriptedGenerator([GOOD, GOOD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        gen.gate = gate
        await pilot.press("r")
        await settle_until(pilot, lambda: isinstance(app.screen, SpinnerScreen) and len(gen.requests) == 2)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.session.machine.ctx.draft == GOOD_TEXT
        assert gen.cancelled


async def test_spinner_shows_previous_failure_and_tier_checklist(tmp_path: Path) -> None:
    second = asyncio.Event()
    gen = ScriptedGenerator([SYNTAX_BAD, GOOD], gates={2: second})
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle_until(pilot, lambda: len(gen.requests) == 2)
        await pilot.pause()
        assert isinstance(app.screen, SpinnerScreen)
        # the second call is in flight: the model is asked, nothing is being validated yet
        assert static_text(app, "#spinner-status") == "Asking the model… (attempt 2/4)"
        assert static_text(app, "#spinner-previous").startswith("Previous: syntax error (line")
        tiers = static_text(app, "#spinner-tiers")
        assert "· syntax    waiting" in tiers and "· semantic  waiting" in tiers
        assert "attempt 1: syntax YAML_SYNTAX_ERROR" in static_text(app, "#spinner-history")
        second.set()
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)


def palette_has_hits(app) -> bool:
    from textual.command import CommandList, CommandPalette

    return isinstance(app.screen, CommandPalette) and app.screen.query_one(CommandList).option_count > 0


async def settle_until(pilot, cond, tries: int = 1000) -> None:
    for _ in range(tries):
        await pilot.pause(0.01)
        if cond():
            return
    raise AssertionError("condition not reached")


async def test_save_collision_other_name(tmp_path: Path) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "mission_readings.yaml").write_text("name: mission_readings\nglob: '*'\n")
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, CollisionScreen)
        await pilot.press("n")
        await settle(pilot)
        box = app.screen.query_one("#rule-name", Input)
        assert box.value == "mission_readings_2" and app.focused is box
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
    assert (tmp_path / "rules" / "mission_readings.yaml").read_text() == "name: mission_readings\nglob: '*'\n"
    assert (tmp_path / "rules" / "mission_readings_2.yaml").read_text().startswith("name: mission_readings_2\n")


async def test_save_collision_overwrite(tmp_path: Path) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "mission_readings.yaml").write_text("old\n")
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)
        await pilot.press("o")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
    assert (tmp_path / "rules" / "mission_readings.yaml").read_text() == GOOD_TEXT
    assert rule_files(tmp_path) == ["mission_readings.yaml"]


async def test_escape_on_result_goes_back_to_the_samples_and_keeps_draft(tmp_path: Path) -> None:
    """Esc means back: from the result to the samples (listed, ready for ctrl+s), a second Esc quits."""
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SamplesScreen) and app.screen.lines() == SAMPLES
        assert any("draft is kept" in n.message for n in notices(app))
        assert app.return_value is None  # still running
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_value == 1 and rule_files(tmp_path) == []
    assert DraftStore(tmp_path / "drafts").latest().text == GOOD_TEXT


async def test_escape_on_the_error_screen_goes_back_to_the_samples(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([SYNTAX_BAD] * 4))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SamplesScreen) and app.screen.lines() == SAMPLES
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_value == 1


async def test_a_draft_from_other_samples_is_not_offered_but_mentioned(tmp_path: Path) -> None:
    """Started on explicit new samples: a draft made from other samples does not interrupt."""
    other = ("/elsewhere/a_1.csv", "/elsewhere/a_2.csv")
    DraftStore(tmp_path / "drafts").save(DraftRecord(session="old", samples=other, text=GOOD_TEXT, saved_at=0.0))
    gen = ScriptedGenerator([GOOD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)  # straight to the analysis, no resume prompt
        assert any("1 unfinished draft from other samples" in n.message for n in notices(app))
    assert len(gen.requests) == 1
    assert DraftStore(tmp_path / "drafts").latest(samples=other).session == "old"  # kept for later


async def test_unfinished_draft_is_offered_and_resumed(tmp_path: Path) -> None:
    DraftStore(tmp_path / "drafts").save(DraftRecord(session="old", samples=tuple(SAMPLES), text=GOOD_TEXT,
                                                     saved_at=0.0))
    gen = ScriptedGenerator([])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.session.machine.ctx.valid
        await pilot.press("a")
        await settle(pilot)
    assert gen.requests == []  # resuming validates, it does not generate
    assert (tmp_path / "rules" / "mission_readings.yaml").read_text() == GOOD_TEXT
    assert DraftStore(tmp_path / "drafts").latest() is None


async def test_unfinished_draft_discard(tmp_path: Path) -> None:
    DraftStore(tmp_path / "drafts").save(DraftRecord(session="old", samples=tuple(SAMPLES), text="x: 1\n"))
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
    assert not (tmp_path / "drafts" / "old.json").exists()


async def test_samples_screen_counts_folder_files_and_starts(tmp_path: Path) -> None:
    data = tmp_path / "data"
    for i in range(1, 5):
        folder = data / f"mission_{i:03d}" / f"2024-01-{i:02d}"
        folder.mkdir(parents=True)
        (folder / "readings.csv").write_text("x")
    gen = ScriptedGenerator([GOOD])
    app = make_app(tmp_path, gen, samples=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SamplesScreen)
        await pilot.press("ctrl+s")  # nothing typed: refused, stays
        await pilot.pause()
        assert isinstance(app.screen, SamplesScreen)
        app.screen.query_one("#samples-input").insert(str(data))
        await settle(pilot)
        preview = static_text(app, "#samples-preview")
        assert "folder: 4 files" in preview and "readings.csv" in preview
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
    assert len(gen.requests[0].samples) == 4
    assert all(s.startswith(str(data)) for s in gen.requests[0].samples)


async def test_start_over_after_save(tmp_path: Path) -> None:
    gen = ScriptedGenerator([GOOD, GOOD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SamplesScreen)
        assert app.screen.lines() == SAMPLES
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.session.state == State.YAML_RESULT
    assert len(gen.requests) == 2


async def test_start_over_typing_replaces_the_old_samples(tmp_path: Path) -> None:
    """`n` after a save: the old list is selected, so a typed path replaces it (never glued onto it)."""
    gen = ScriptedGenerator([GOOD, GOOD])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, SamplesScreen)
        await pilot.press(*"/x/new_1/a.csv")
        await pilot.pause()
        assert app.screen.lines() == ["/x/new_1/a.csv"]
        await pilot.press("ctrl+s")
        await settle(pilot)
    assert list(gen.requests[1].samples) == ["/x/new_1/a.csv"]


async def test_cancel_after_start_over_still_reports_the_rule_saved_earlier(tmp_path: Path) -> None:
    """A rule saved before `n` (start over) was saved: closing the second round exits 0 and names it."""
    app = make_app(tmp_path, ScriptedGenerator([GOOD, GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        await pilot.press("escape")  # back to the samples
        await settle(pilot)
        await pilot.press("escape")  # quit
        await pilot.pause()
    assert app.return_value == 0
    assert app.saved_rules == [("mission_readings", str(tmp_path / "rules" / "mission_readings.yaml"))]


async def test_command_palette_switches_provider(tmp_path: Path) -> None:
    other = ScriptedGenerator([GOOD])
    other.name, other.model = "offline", None
    switched: list[str] = []

    def switch(name: str):
        switched.append(name)
        return other

    app = make_app(tmp_path, ScriptedGenerator([GOOD]), switch_provider=switch)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Switch provider: offline")
        await settle_until(pilot, lambda: palette_has_hits(app))
        await pilot.press("enter")
        await settle(pilot)
        assert switched == ["offline"]
        assert app.session.generator is other
        assert app.sub_title.startswith("offline")
        await pilot.press("r")
        await settle(pilot)
    assert len(other.requests) == 1


async def test_header_shows_provider_model_and_budget(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]), budget=RetryBudget(total=2, caps={1: 1, 2: 1, 3: 1}))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.sub_title == "scripted · fake-model-1 · budget 2 retries (1/1/1)"


async def test_header_names_strict_mode(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]), budget=RetryBudget(total=0))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.sub_title.endswith("budget 0 retries (strict: one call)")  # not "(2/2/1)" caps it cannot use


async def test_resize_keeps_keys_working(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=(60, 18)) as pilot:
        await settle(pilot)
        assert not app.screen.has_class("-wide")
        await pilot.resize_terminal(160, 40)
        await pilot.pause()
        assert app.screen.has_class("-wide")  # draft and preview side by side
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)


async def test_offline_generator_flow(tmp_path: Path) -> None:
    offline = pytest.importorskip("pathfinder.generation.providers.offline")
    gen = offline.OfflineGenerator()
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen), app.session.machine.ctx
        name = app.screen.query_one("#rule-name", Input).value
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
    saved = list((tmp_path / "rules").iterdir())
    assert [p.name for p in saved] == [f"{name}.yaml"]
    from pathfinder.api import load_rule

    rule = load_rule(str(saved[0]))
    assert all(rule.match(p) for p in SAMPLES)
    assert rule.extract(SAMPLES[0])


async def test_anthropic_provider_through_fake_messages_api(tmp_path: Path) -> None:
    """The wizard with the real AnthropicGenerator + SDK over HTTP: retry, hint, 401 shown as an error."""
    from fake_anthropic import FakeAnthropic, error, reply

    from pathfinder.generation.providers.factory import make_generator
    from pathfinder.fs.settings import load_settings

    key = "sk-ant-test-" + "k" * 24
    with FakeAnthropic([reply(SYNTAX_BAD), reply(GOOD), reply(GOOD), error(401)]) as fake:
        env = {"ANTHROPIC_API_KEY": key, "ANTHROPIC_BASE_URL": fake.url, "HOME": str(tmp_path)}
        settings = load_settings({"provider": "anthropic", "rules_dir": str(tmp_path / "rules")}, env,
                                 config_path=None)
        gen = make_generator(settings)
        app = make_app(tmp_path, gen)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, ResultScreen)
            assert app.sub_title.startswith(f"anthropic · {settings.model}")
            await pilot.press("h", *"ids are numbers", "enter")
            await settle(pilot)
            assert isinstance(app.screen, ResultScreen)
            assert "ids are numbers" in fake.requests[2].text()
            await pilot.press("r")
            await settle(pilot)
            # 401 stops the regeneration (no budget): back to the draft with the message
            assert isinstance(app.screen, ResultScreen)
            assert "ANTHROPIC_API_KEY" in static_text(app, "#message")
            assert key not in screen_text(app)
            await pilot.press("a")
            await settle(pilot)
            assert isinstance(app.screen, SavedScreen)
        assert fake.calls == 4
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert key not in path.read_text(errors="replace"), path


async def test_command_palette_lists_saved_rules(tmp_path: Path) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "older_rule.yaml").write_text("name: older_rule\nglob: '*.csv'\n")
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Saved rule: older")
        await settle_until(pilot, lambda: palette_has_hits(app))
        await pilot.press("enter")
        await settle(pilot)
        messages = [n.message for n in notices(app)]
        assert any("older_rule.yaml" in m and "name: older_rule" in m for m in messages), messages


async def test_provider_stop_on_first_analysis_shows_error_screen(tmp_path: Path) -> None:
    from pathfinder.generation.providers.base import GenerationStopped

    gen = ScriptedGenerator([])

    async def refuse(request):
        raise GenerationStopped("the model declined to answer (refusal)")

    gen.generate = refuse  # type: ignore[method-assign]
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen)
        assert "refusal" in static_text(app, "#error-title")
        await pilot.press("e")  # nothing to edit: refused with a message, stays
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen)


async def test_offline_free_text_hint_returns_to_result_with_message(tmp_path: Path) -> None:
    offline = pytest.importorskip("pathfinder.generation.providers.offline")
    app = make_app(tmp_path, offline.OfflineGenerator())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        app.screen.query_one("#hint-input", Input).value = "the first number is the mission"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.session.machine.ctx.valid
        assert "offline" in static_text(app, "#message")
        await pilot.press("h")
        await settle(pilot)
        app.screen.query_one("#hint-input", Input).value = "rename mission_id mission"
        await pilot.press("enter")
        await settle(pilot)
        assert "  mission:" in app.session.machine.ctx.draft and app.session.machine.ctx.valid


async def test_default_editor_runner_without_a_real_terminal_reports_instead_of_crashing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real runner suspends the app; where that is impossible (no terminal) the user gets a message."""
    monkeypatch.setenv("EDITOR", "vi")
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    app.editor_runner = app._run_editor_suspended  # the production runner
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert "editor" in static_text(app, "#message")
        assert app.session.machine.ctx.draft == GOOD_TEXT


PY_RULE = '''```python
NAME = "mission_py"
GLOB = "mission_*/*/*.csv"


def extract(path: str) -> dict:
    parts = path.split("/")
    return {"mission": int(parts[-3].split("_")[1]), "day": parts[-2]}
```
'''


async def test_python_extractor_result_is_saved_as_py(tmp_path: Path) -> None:
    """A Python draft goes through the real sandbox (tier 3) and is saved as <name>.py."""
    app = make_app(tmp_path, ScriptedGenerator([PY_RULE]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.session.state == State.PYTHON_RESULT, app.session.machine.ctx
        assert "Python extractor" in screen_text(app)
        assert app.screen.query_one("#preview", DataTable).row_count == len(SAMPLES)
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
    saved = (tmp_path / "rules" / "mission_py.py").read_text()
    assert saved.startswith('NAME = "mission_py"') and "```" not in saved


async def test_samples_screen_with_a_huge_paste_stays_quick(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]), samples=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        listing = "\n".join(f"/data/mission_{i:05d}/2024-01-01/readings.csv" for i in range(20_000))
        app.screen.query_one("#samples-input").insert(listing)
        await settle(pilot)
        preview = static_text(app, "#samples-preview")
        assert "Total: 20,000 sample paths" in preview and "19,992 more lines" in preview


async def test_cancel_analysis_of_typed_samples_returns_to_samples_screen(tmp_path: Path) -> None:
    gen = ScriptedGenerator([GOOD], gates={1: asyncio.Event()})
    app = make_app(tmp_path, gen, samples=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#samples-input").insert("\n".join(SAMPLES))
        await pilot.press("ctrl+s")
        await settle_until(pilot, lambda: isinstance(app.screen, SpinnerScreen) and gen.requests)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, SamplesScreen) and app.screen.lines() == SAMPLES
        assert gen.cancelled and rule_files(tmp_path) == []
        gen.gates = {}
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)


async def test_generator_connections_closed_at_exit(tmp_path: Path) -> None:
    closed: list[str] = []
    gen = ScriptedGenerator([GOOD])

    async def aclose() -> None:
        closed.append("closed")

    gen.aclose = aclose  # type: ignore[attr-defined]
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        await pilot.pause()
    assert closed == ["closed"]


async def test_samples_screen_empty_folder_warns_and_stays(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    gen = ScriptedGenerator([GOOD])
    app = make_app(tmp_path, gen, samples=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#samples-input").insert(str(tmp_path / "empty"))
        await settle(pilot)
        assert "no files" in static_text(app, "#samples-preview")
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SamplesScreen) and gen.requests == []
        assert any("no sample paths" in n.message for n in notices(app))


def footer_keys(app) -> dict[str, str]:
    """What the footer shows now: key -> description (the bindings that are shown)."""
    return {key: b.binding.description for key, b in app.screen.active_bindings.items() if b.binding.show}


async def test_name_box_footer_tells_the_truth_and_its_keys_work(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        keys = footer_keys(app)
        assert keys["escape"] == "Back" and keys["a"] == "Accept"
        await pilot.press("n")
        assert isinstance(app.focused, Input)
        keys = footer_keys(app)
        # in the box letters type, Enter accepts, Esc only leaves the box: the footer says exactly that
        assert keys.get("enter") == "Accept" and keys.get("escape") == "Leave name box"
        assert "a" not in keys and "h" not in keys
        await pilot.press("escape")
        assert isinstance(app.screen, ResultScreen) and isinstance(app.focused, DataTable)
        assert footer_keys(app)["escape"] == "Back"
        await pilot.press("n", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
    assert rule_files(tmp_path) == ["mission_readings.yaml"]


async def test_enter_on_the_preview_table_accepts(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.focused, DataTable)
        await pilot.press("down", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)


async def test_hint_footer_shows_enter_sends(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        assert isinstance(app.screen, HintScreen)
        keys = footer_keys(app)
        assert keys.get("enter") == "Send hint" and keys.get("escape") == "Back"


@pytest.mark.parametrize("where", ["result", "name-box", "samples", "spinner"])
async def test_ctrl_c_quits_from_anywhere_and_saves_nothing(tmp_path: Path, where: str) -> None:
    gate = asyncio.Event() if where == "spinner" else None
    gen = ScriptedGenerator([GOOD], gate=gate)
    app = make_app(tmp_path, gen, samples=None if where == "samples" else SAMPLES)
    async with app.run_test(size=SIZE) as pilot:
        if where == "spinner":
            await settle_until(pilot, lambda: isinstance(app.screen, SpinnerScreen) and gen.requests)
        else:
            await settle(pilot)
        if where == "name-box":
            await pilot.press("n")
        if where == "samples":
            assert isinstance(app.screen, SamplesScreen)
            await pilot.press(*"/x/a.csv")
        await pilot.press("ctrl+c")
        await pilot.pause()
    assert app.return_value == 1
    assert rule_files(tmp_path) == []


LONG_SAMPLES = [f"/srv/archive/telemetry/mission_{i:03d}/2024-01-{i:02d}/temperature_readings.csv"
                for i in range(1, 6)]


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 40)])
async def test_preview_columns_fit_the_terminal(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]), samples=LONG_SAMPLES)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.pause()
        table = app.screen.query_one("#preview", DataTable)
        assert table.virtual_size.width <= table.scrollable_content_region.width  # status column visible
        assert "complete" in screen_text(app)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.pause()
        table = app.screen.query_one("#preview", DataTable)
        assert table.virtual_size.width <= table.scrollable_content_region.width
        assert table.row_count == len(LONG_SAMPLES)


async def test_error_screen_lists_every_attempt_at_80x24(tmp_path: Path) -> None:
    """Six failed attempts (budget total 5): one visible line each on a small terminal, none cut off."""
    long_schema = ('name: mission_readings\nglob: "mission_*/*/*.csv"\nextract:\n'
                   "  identifier_of_the_mission_in_the_archive: {from: folder(-4)}\n")
    gen = ScriptedGenerator([SYNTAX_BAD, long_schema, SYNTAX_BAD, long_schema, GLOB_BAD, GLOB_BAD])
    app = make_app(tmp_path, gen, budget=RetryBudget(total=5, caps={1: 2, 2: 2, 3: 1}))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen)
        assert len(gen.requests) == 6
        lines = screen_text(app).splitlines()
        attempt_lines = [ln for ln in lines if ln.strip().startswith("Attempt ")]
        assert [ln.split(":")[0].strip() for ln in attempt_lines] == [f"Attempt {n}" for n in range(1, 7)]
        assert all("GLOB_MISMATCH" in ln for ln in attempt_lines[4:])
        assert "schema error" in attempt_lines[1]


async def test_keys_queued_after_n_type_into_the_name_box(tmp_path: Path) -> None:
    """A busy terminal (e.g. just back from the editor) delivers `n` and the name in one burst: the
    keys after `n` must land in the name box, not on the table (where `e` would open the editor)."""
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for key in ("n", *"fresh_name"):  # the name is selected on focus: typing replaces it
            app.post_message(events.Key(key, key))
        await settle(pilot)
        box = app.screen.query_one("#rule-name", Input)
        assert app.focused is box and box.value == "fresh_name"
        assert isinstance(app.screen, ResultScreen) and app.session.state == State.YAML_RESULT
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
    assert rule_files(tmp_path) == ["fresh_name.yaml"]


# ---- the draft is readable without a mouse (soft wrap) ---------------------------------------------

DEMO_SAMPLES = [line for line in (Path(__file__).resolve().parents[1] / "rules" / "demo" / "samples.paths")
                .read_text().splitlines() if line.strip()]


@pytest.mark.parametrize("size", [(80, 24), (150, 30)])
async def test_demo_draft_is_whole_on_the_result_screen(tmp_path: Path, size: tuple[int, int]) -> None:
    """Long YAML lines wrap inside the draft panel instead of being clipped (80x24, and the wide
    side-by-side layout): every field's `type:` is on screen next to its value."""
    offline = pytest.importorskip("pathfinder.generation.providers.offline")
    app = make_app(tmp_path, offline.OfflineGenerator(), DEMO_SAMPLES)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        text = screen_text(app)
        for must in ("type: integer}", "type: date}", 'pattern: "^([^/]+?)\\\\.csv$"}', "{name}.csv\""):
            assert must in text, (must, text)
        assert app.screen.query_one("#draft-box").max_scroll_y == 0  # the whole demo draft, no scrolling


# ---- offline hints: a refused one is dropped, followed ones accumulate, edits survive -------------------

class RecordingOffline:
    """The real offline generator, with its requests recorded."""

    name, model = "offline", None

    def __init__(self) -> None:
        from pathfinder.generation.providers.offline import OfflineGenerator

        self.inner = OfflineGenerator()
        self.requests: list = []

    async def generate(self, request):
        self.requests.append(request)
        return await self.inner.generate(request)


async def send_hint(pilot, app, text: str) -> None:
    await pilot.press("h")
    await settle(pilot)
    app.screen.query_one("#hint-input", Input).value = text
    await pilot.press("enter")
    await settle(pilot)


async def test_offline_refused_hint_is_not_reused_by_r(tmp_path: Path) -> None:
    gen = RecordingOffline()
    app = make_app(tmp_path, gen, DEMO_SAMPLES)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        first = app.session.machine.ctx.draft
        await send_hint(pilot, app, "the number after mission_ is the mission id")
        assert "cannot follow the hint" in static_text(app, "#message")
        await pilot.press("h")  # the refused hint prefills the box, ready to be fixed, but is not in effect
        await settle(pilot)
        assert app.screen.query_one("#hint-input", Input).value.startswith("the number after")
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.session.machine.ctx.valid
        assert gen.requests[-1].hint is None and gen.requests[-1].draft is None  # fresh: no stale hint
        assert not app.screen.query("#message").first().display  # no message shown again
        assert app.session.machine.ctx.draft == first


async def test_offline_hints_accumulate_and_keep_edits(tmp_path: Path) -> None:
    gen = RecordingOffline()
    editor = FakeEditor()
    app = make_app(tmp_path, gen, DEMO_SAMPLES, editor=editor)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await send_hint(pilot, app, "rename name sensor")
        await send_hint(pilot, app, "drop date")
        ctx = app.session.machine.ctx
        assert ctx.valid and "  sensor:" in ctx.draft and "  date:" not in ctx.draft and "  name:" not in ctx.draft
        columns = [str(c.label) for c in app.screen.query_one("#preview", DataTable).columns.values()]
        assert "sensor" in columns and "date" not in columns and "name" not in columns
        assert "/data/mission_{mission_id:int}/*/{sensor}.csv" in static_text(app, "#coverage")
        # an edit, then a hint: the edit is kept
        editor.new_text = ctx.draft.replace("  sensor:", "  sedited:")
        await pilot.press("e")
        await settle(pilot)
        assert "edit passed" in static_text(app, "#message")
        await send_hint(pilot, app, "mission_id is string")
        ctx = app.session.machine.ctx
        assert ctx.valid and "  sedited:" in ctx.draft and "  name:" not in ctx.draft
        assert "{sedited}" in static_text(app, "#coverage")
        assert ctx.success.preview[0].fields["mission_id"] == "042"
        # r starts from the samples again with the hints followed so far (edits are what r gives up)
        await pilot.press("r")
        await settle(pilot)
        assert gen.requests[-1].hint == "rename name sensor\ndrop date\nmission_id is string"
        assert gen.requests[-1].draft is None
        ctx = app.session.machine.ctx
        assert ctx.valid and "  sensor:" in ctx.draft and "  date:" not in ctx.draft


async def test_offline_hint_on_an_edited_python_draft_says_why_not(tmp_path: Path) -> None:
    samples = [f"/lake/t/year={y}/month={m:02d}/day={d:02d}/part-{i}.parquet"
               for i, (y, m, d) in enumerate([(2024, 1, 5), (2024, 2, 7), (2023, 12, 31), (2024, 3, 1)])]
    editor = FakeEditor()
    app = make_app(tmp_path, RecordingOffline(), samples, editor=editor)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.session.state == State.PYTHON_RESULT
        await send_hint(pilot, app, "rename year y")
        assert "'y'" in app.session.machine.ctx.draft  # the analyser's own Python draft takes hints
        editor.new_text = app.session.machine.ctx.draft.replace("    return out", "    out['x'] = 1\n    return out")
        await pilot.press("e")
        await settle(pilot)
        await send_hint(pilot, app, "drop y")
        assert "not the analyser's own" in static_text(app, "#message")
        assert "out['x'] = 1" in app.session.machine.ctx.draft  # the edit is untouched


async def test_a_long_notice_is_shown_whole_at_80x24(tmp_path: Path) -> None:
    app = make_app(tmp_path, RecordingOffline(), DEMO_SAMPLES)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await send_hint(pilot, app, "the number after mission_ is the mission id")
        message = app.screen.query_one("#message", Static)
        full = app.session.machine.ctx.message
        assert full.endswith("A is integer|date|string|uuid)") and len(full) > 3 * 78  # 4 lines at 80 columns
        assert message.size.height >= 4
        shown = " ".join(screen_text(app).split())
        assert " ".join(full.split()) in shown  # every word of it, in order, on screen
        assert "type: integer}" in screen_text(app)  # and the draft is still there


async def test_a_rule_overwritten_in_the_same_run_is_listed_once(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD, GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("a")  # the same name again: overwrite it
        await settle(pilot)
        assert isinstance(app.screen, CollisionScreen)
        await pilot.press("o")
        await settle(pilot)
        assert isinstance(app.screen, SavedScreen)
        await pilot.press("q")
        await pilot.pause()
    assert app.return_value == 0
    assert app.saved_rules == [("mission_readings", str(tmp_path / "rules" / "mission_readings.yaml"))]
    from pathfinder.cli.wizard_cmd import exit_messages

    out, err = exit_messages(app)
    assert out == [f"pathfinder: saved rule mission_readings to {tmp_path / 'rules' / 'mission_readings.yaml'}"]
    assert err == []


async def test_escape_during_the_first_analysis_says_nothing_was_saved(tmp_path: Path) -> None:
    """Paths from the command line, Esc on the first spinner: the wizard closes and says so (like
    every other way out)."""
    gen = ScriptedGenerator([GOOD], gate=asyncio.Event())
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(200):
            if gen.requests:
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, SpinnerScreen)
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_value == 1
    from pathfinder.cli.wizard_cmd import exit_messages

    assert exit_messages(app) == ([], ["pathfinder: nothing saved (closed before a draft was made)"])


async def test_an_edit_left_open_when_the_wizard_was_killed_is_offered_and_cleaned_up(tmp_path: Path) -> None:
    drafts = tmp_path / "drafts"
    DraftStore(drafts).save(DraftRecord(session="old", samples=tuple(SAMPLES), text=GOOD_TEXT, saved_at=0.0))
    edited = GOOD_TEXT.replace("name: mission_readings", "name: edited_rule")
    (drafts / "old-edit.yaml").write_text(edited)  # the editor's scratch copy, never read back
    gen = ScriptedGenerator([])
    app = make_app(tmp_path, gen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert "still open in the editor" in screen_text(app)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        ctx = app.session.machine.ctx
        assert ctx.valid and ctx.draft == edited and "left open in the editor" in ctx.message
        assert not (drafts / "old-edit.yaml").exists()  # folded into the draft, then removed
        assert DraftStore(drafts).load(drafts / "old.json").text == edited
        await pilot.press("escape")
        await pilot.pause()
    assert gen.requests == []


async def test_discarding_a_draft_removes_its_orphaned_edit_too(tmp_path: Path) -> None:
    drafts = tmp_path / "drafts"
    DraftStore(drafts).save(DraftRecord(session="old", samples=tuple(SAMPLES), text=GOOD_TEXT, saved_at=0.0))
    (drafts / "old-edit.yaml").write_text("name: half_done\n")
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
    assert not (drafts / "old-edit.yaml").exists() and not (drafts / "old.json").exists()


# ---- narrow terminals: the essentials fit -----------------------------------------------------------

@pytest.mark.parametrize("width", [60, 64, 72])
async def test_header_and_footer_essentials_fit_narrow_terminals(tmp_path: Path, width: int) -> None:
    app = make_app(tmp_path, RecordingOffline(), DEMO_SAMPLES)
    app.sub_title = "offline · built-in analyser · budget 3 retries (2/2/1)"
    async with app.run_test(size=(width, 24)) as pilot:
        await settle(pilot)
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert lines[0].strip().endswith("offline · built-in analyser · budget 3 retries (2/2/1)")  # whole, no …
        footer = lines[-1]
        for key in ("a/enter Accept", "h Hint", "e Edit", "r Regenerate", "esc Back"):
            assert key in footer, footer
        await pilot.press("h")
        await settle(pilot)
        assert "esc Back" in screen_text(app).splitlines()[-1]


async def test_wide_footer_keeps_the_palette_hint_and_spacing(tmp_path: Path) -> None:
    app = make_app(tmp_path, RecordingOffline(), DEMO_SAMPLES)
    async with app.run_test(size=(100, 24)) as pilot:
        await settle(pilot)
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "a/enter Accept  h Hint" in footer and "^p palette" in footer
        await pilot.resize_terminal(60, 24)
        await settle(pilot)
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "esc Back" in footer and "palette" not in footer


async def test_a_draft_taller_than_its_panel_scrolls_with_keys(tmp_path: Path) -> None:
    samples = [f"/lake/t/year={y}/month={m:02d}/day={d:02d}/part-{i}.parquet"
               for i, (y, m, d) in enumerate([(2024, 1, 5), (2024, 2, 7), (2023, 12, 31), (2024, 3, 1)])]
    app = make_app(tmp_path, RecordingOffline(), samples)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.pause()
        box = app.screen.query_one("#draft-box")
        assert box.max_scroll_y > 0 and "shift+tab" in str(box.border_subtitle)  # a long Python extractor
        await pilot.press("shift+tab")
        assert app.focused is box
        await pilot.press("pagedown", "down")
        await pilot.pause()
        assert box.scroll_y > 0
        await pilot.press("end")
        await pilot.pause()
        assert box.scroll_y == box.max_scroll_y and "return out" in screen_text(app)


async def test_offline_r_after_a_hint_on_an_edited_field_is_not_stuck(tmp_path: Path) -> None:
    """An edit renames a field, a hint drops it: `r` (fresh analysis) cannot follow that hint; it says
    so once, drops it, and the next `r` regenerates from the samples."""
    gen = RecordingOffline()
    editor = FakeEditor()
    app = make_app(tmp_path, gen, DEMO_SAMPLES, editor=editor)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        editor.new_text = app.session.machine.ctx.draft.replace("  name:  ", "  foo:   ")
        await pilot.press("e")
        await settle(pilot)
        await send_hint(pilot, app, "drop foo")
        assert app.session.machine.ctx.valid and "  foo:" not in app.session.machine.ctx.draft
        await pilot.press("r")
        await settle(pilot)
        assert "no field named 'foo'" in static_text(app, "#message")
        await pilot.press("r")
        await settle(pilot)
        assert gen.requests[-1].hint is None
        ctx = app.session.machine.ctx
        assert ctx.valid and "  name:" in ctx.draft and not ctx.message


# ---- the preview: failing rows first, every row and column reachable by keys ---------------------------

MIXED = SAMPLES + ["/data/mission_009/notes/readme.txt", "/data/mission_010/2024-01-10/readings.bin"]


async def test_preview_puts_failing_rows_first_and_keys_reach_every_row(tmp_path: Path) -> None:
    from pathfinder.tui.preview import RowDetailScreen

    app = make_app(tmp_path, ScriptedGenerator([GOOD.replace("type: date}", "type: date}\n  x: {from: filename}")]),
                   MIXED, validate=lambda text, samples, **kw: _covering(text, samples))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        table = app.screen.query_one("#preview", DataTable)
        statuses = [str(table.get_row_at(i)[-1]) for i in range(table.row_count)]
        assert statuses[:2] == ["unmatched", "unmatched"] and set(statuses[2:]) == {"complete"}
        assert app.focused is table
        await pilot.press("end")
        assert table.cursor_row == table.row_count - 1
        await pilot.press("home")
        assert table.cursor_row == 0
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, RowDetailScreen)
        text = screen_text(app)
        assert MIXED[-2] in text.replace("\n", "").replace(" ", "") or "readme.txt" in text
        assert "unmatched" in text and "mission_id: — (not extracted)" in text
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.return_value is None


def _covering(text, samples):
    """The real tiers at 0 coverage, so samples the glob misses show as unmatched rows."""
    from pathfinder.validation.pipeline import validate_draft

    return validate_draft(text, samples, min_coverage=0.5)


@pytest.mark.parametrize("size", [(60, 20), (80, 24), (100, 30)])
async def test_every_column_and_the_whole_structure_line_are_on_screen(tmp_path: Path, size) -> None:
    structure = "/data/mission_{mission_id:int}/{date:date}/readings_of_a_very_long_instrument_name.csv"
    app = make_app(tmp_path, ScriptedGenerator([GOOD]), summarize=lambda s, d=None: structure)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        table = app.screen.query_one("#preview", DataTable)
        labels = [str(c.label) for c in table.columns.values()]
        assert labels[1:4] == ["path", "mission_id", "date"] and labels[-1] == "status"
        assert sum(c.get_render_width(table) for c in table.columns.values()) <= table.size.width
        coverage = "".join(static_text(app, "#coverage").split())
        assert "".join(structure.split()) in coverage  # folded onto more lines, never cut
        footer = screen_text(app).splitlines()[-1]
        assert "esc Back" in footer


async def test_below_52_columns_the_footer_wraps_and_keeps_ctrl_p(tmp_path: Path) -> None:
    app = make_app(tmp_path, ScriptedGenerator([GOOD]))
    async with app.run_test(size=(40, 20)) as pilot:
        await settle(pilot)
        tail = "\n".join(screen_text(app).splitlines()[-3:])
        for key in ("a/enter Accept", "h Hint", "e Edit", "r Regenerate", "esc Back", "^p palette"):
            assert key in tail, (key, tail)
        assert all(len(line) <= 40 for line in tail.splitlines())


def test_pack_keys_never_splits_a_key_from_its_word() -> None:
    from pathfinder.tui.widgets import pack_keys

    text = pack_keys([("a/enter", "Accept"), ("esc", "Back"), ("^p", "palette")], 16).plain
    assert text.splitlines() == ["a/enter Accept", "esc Back", "^p palette"]
    assert pack_keys([("x" * 30, "Long")], 10).plain == "x" * 30 + " Long"  # a key wider than the line keeps its line


async def test_one_missing_path_typed_warns_and_its_fieldless_rule_is_refused(tmp_path: Path, monkeypatch) -> None:
    """`/data/photo` typed where the folder is `photos`: a warning names it, and the rule with no
    fields drafted from it is not saved (issue 16 item 10; `generate` refuses it the same way)."""
    from pathfinder.generation.providers import offline

    (tmp_path / "data" / "photos").mkdir(parents=True)
    monkeypatch.chdir(tmp_path)  # a relative path: no digits of the test's own folder in the sample
    typo = "data/photo"
    app = make_app(tmp_path, offline.OfflineGenerator(), samples=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#samples-input").insert(typo)
        await pilot.press("ctrl+s")
        await settle(pilot)
        warnings = [n.message for n in notices(app) if n.severity == "warning"]
        assert any("not found on this machine" in m and typo in m for m in warnings), warnings
        assert isinstance(app.screen, ResultScreen) and app.session.machine.ctx.valid
        assert not app.session.machine.ctx.success.rule.fields  # the typo's rule: a glob, no fields
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen) and app.session.state == State.YAML_RESULT
        refusals = [n.message for n in notices(app) if "does not exist" in n.message]
        assert refusals and "no fields" in refusals[-1] and "typo" in refusals[-1]
    assert rule_files(tmp_path) == []


MOUNTED = [f"/mnt/lab/data/mission_{i:03d}/2024-01-{i:02d}/readings.csv" for i in range(1, 6)]


async def test_accept_rewrites_a_description_naming_the_samples_mount_folder(tmp_path: Path) -> None:
    """Rules are shared (issue 16 item 11): the saved description starts from the tree, and the
    saved screen says it was rewritten; a description that cannot be rewritten is not saved."""
    from fake_anthropic import FakeAnthropic, reply

    from pathfinder.fs.settings import load_settings
    from pathfinder.generation.providers.factory import make_generator

    local = GOOD.replace("glob:", 'description: "Readings under /mnt/lab/data/mission_{id}"\nglob:', 1)
    with FakeAnthropic([reply(local)]) as fake:  # the model's own description, through the real SDK
        env = {"ANTHROPIC_API_KEY": "sk-ant-test-" + "k" * 24, "ANTHROPIC_BASE_URL": fake.url, "HOME": str(tmp_path)}
        settings = load_settings({"provider": "anthropic", "rules_dir": str(tmp_path / "rules")}, env,
                                 config_path=None)
        app = make_app(tmp_path, make_generator(settings), samples=MOUNTED)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            assert "/mnt/lab/data/mission_{id}" in app.session.machine.ctx.draft
            await pilot.press("a")
            await settle(pilot)
            assert isinstance(app.screen, SavedScreen)
            assert "description was rewritten before saving" in app.session.machine.ctx.message
            assert "the samples' folder /mnt/lab" in screen_text(app)
        assert fake.calls == 1
    saved = (tmp_path / "rules" / "mission_readings.yaml").read_text()
    assert 'description: "Readings under data/mission_{id}"\n' in saved and "/mnt/lab" not in saved
    assert saved.replace('description: "Readings under data/mission_{id}"\n', "") == GOOD_TEXT


async def test_accept_refuses_a_local_description_it_cannot_rewrite(tmp_path: Path) -> None:
    flow = ('{name: mission_readings, glob: "mission_*/????-??-??/*.csv", description: "from /mnt/lab/data",'
            " extract: {date: {from: segment(-2), type: date}}}\n")
    app = make_app(tmp_path, ScriptedGenerator([flow]), samples=MOUNTED)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert app.session.machine.ctx.valid
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        refusals = [n.message for n in notices(app) if "description" in n.message]
        assert refusals and "could not be rewritten" in refusals[-1] and "edit the description" in refusals[-1]
    assert rule_files(tmp_path) == []
