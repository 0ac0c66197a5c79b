"""Snapshot of every wizard screen at 80x24 (pytest-textual-snapshot).

Deterministic: calm mode (no spinner animation, no cursor blink), relative
folders under a chdir'd tmp dir (no tmp paths in the render), fixed draft times.
Update after an intended change: `pytest tests/test_tui_snapshots.py --snapshot-update`.
"""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from pathfinder.fs.drafts import DraftRecord, DraftStore
from pathfinder.generation.providers.base import Usage
from pathfinder.generation.loop import Outcome
from pathfinder.validation.result import PreviewRow, Success
from pathfinder.wizard.session import Session, WizardConfig
from pathfinder.tui.app import WizardApp
from pathfinder.tui.screens import ResumeScreen
from wizard_fakes import GLOB_BAD, GOOD, GOOD_TEXT, SAMPLES, SCHEMA_BAD, SYNTAX_BAD, FakeEditor, ScriptedGenerator, \
    make_app, settle

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def stable_validate(text, samples, **kw):
    """The real tiers, with failure wording fixed: these snapshots test the wizard's screens, not the
    validation engine's phrasing (which has its own tests and may be reworded)."""
    from dataclasses import replace

    from pathfinder.validation.result import Failure
    from pathfinder.validation.pipeline import validate_draft

    result = validate_draft(text, samples, **kw)
    if not isinstance(result, Failure):
        return result
    rows = tuple(replace(r, problems={k: "no value" for k in r.problems}) for r in result.preview)
    return Failure(tier=result.tier, error_type=result.error_type, line=result.line, json_path=result.json_path,
                   message=f"{result.error_type} reported by tier {result.tier}",
                   short_message=f"{result.error_type.lower().replace('_', ' ')}", preview=rows)


def app_for(generator, samples=SAMPLES, **kw) -> WizardApp:
    return make_app(Path("."), generator, samples, rules_dir=Path("rules"), validate=stable_validate,
                    summarize=lambda s, d=None: "/data/mission_{id}/{date}/{name}.csv", **kw)


async def _settle(pilot) -> None:
    await settle(pilot)


def test_samples_screen(snap_compare, in_tmp: Path) -> None:
    for i in (1, 2, 3):
        folder = in_tmp / "data" / f"mission_{i:03d}" / "2024-01-15"
        folder.mkdir(parents=True)
        (folder / "readings.csv").write_text("x")

    async def type_paths(pilot) -> None:
        pilot.app.screen.query_one("#samples-input").insert("data\n/archive/client_abc/2024/Q1/report.csv")
        await settle(pilot)

    assert snap_compare(app_for(ScriptedGenerator([GOOD]), samples=None), terminal_size=SIZE, run_before=type_paths)


async def _until(pilot, cond) -> None:
    for _ in range(2000):  # generous: the machine may be busy
        if cond():
            break
        await pilot.pause(0.01)
    await pilot.pause()


def test_spinner_analyzing(snap_compare) -> None:
    gen = ScriptedGenerator([GOOD], gate=asyncio.Event())
    assert snap_compare(app_for(gen), terminal_size=SIZE,
                        run_before=lambda pilot: _until(pilot, lambda: len(gen.requests) == 1))


def test_spinner_retry_with_previous_error(snap_compare) -> None:
    gen = ScriptedGenerator([SYNTAX_BAD, GOOD], gates={2: asyncio.Event()})

    assert snap_compare(app_for(gen), terminal_size=SIZE,
                        run_before=lambda pilot: _until(pilot, lambda: len(gen.requests) == 2))


def test_spinner_validating_retry_with_previous_error(snap_compare) -> None:
    """The second reply is back and being validated: "Validating output… (attempt 2/4)" and
    "Previous: …" (while a call is in flight the status says "Asking the model…" instead)."""
    import threading

    calls: list[int] = []
    release = threading.Event()

    def slow_second(text, samples, **kw):
        calls.append(1)
        if len(calls) == 2:
            release.wait(3)  # long enough for the screenshot; never hangs the test
        return stable_validate(text, samples, **kw)

    gen = ScriptedGenerator([SYNTAX_BAD, GOOD])
    app = make_app(Path("."), gen, SAMPLES, rules_dir=Path("rules"), validate=slow_second,
                   summarize=lambda s, d=None: "/data/mission_{id}/{date}/{name}.csv")
    try:
        assert snap_compare(app, terminal_size=SIZE, run_before=lambda pilot: _until(pilot, lambda: len(calls) == 2))
    finally:
        release.set()


def test_yaml_result(snap_compare) -> None:
    assert snap_compare(app_for(ScriptedGenerator([GOOD])), terminal_size=SIZE, run_before=_settle)


def test_python_result(snap_compare) -> None:
    text = ('NAME = "mission_readings"\nGLOB = "mission_*/*/*.csv"\n\n'
            'def extract(path: str) -> dict:\n    parts = path.split("/")\n'
            '    return {"mission": int(parts[-3][8:])}\n')
    rows = tuple(PreviewRow(p, "complete", {"mission": i + 1}) for i, p in enumerate(SAMPLES))
    success = Success(kind="python", text=text, rule=None, preview=rows, matched=5, total=5)

    async def run(generator, samples, **kw):
        return Outcome(success=success, attempts=(), usage=Usage())

    gen = ScriptedGenerator([])
    config = WizardConfig(rules_dir=Path("rules"), drafts_dir=Path("drafts"), provider="scripted")
    app = WizardApp(lambda s: Session(s, gen, config, run_generation=run, session_id="snap"), SAMPLES,
                    drafts=DraftStore("drafts"), rules_dir=Path("rules"), calm=True,
                    summarize=lambda s, d=None: "/data/mission_{id}/{date}/{name}.csv")
    assert snap_compare(app, terminal_size=SIZE, run_before=_settle)


def test_result_after_failed_edit(snap_compare) -> None:
    broken = GOOD_TEXT.replace("segment(-3)", "folder(-3)")
    app = app_for(ScriptedGenerator([GOOD]), editor=FakeEditor(broken))
    assert snap_compare(app, terminal_size=SIZE, press=["e"], run_before=_settle)


def test_result_after_failed_semantic_edit_marks_failures(snap_compare) -> None:
    partial = GOOD_TEXT.replace("type: date", 'pattern: "^(2024-01-0[12])$"')
    app = app_for(ScriptedGenerator([GOOD]), editor=FakeEditor(partial))
    assert snap_compare(app, terminal_size=SIZE, press=["e"], run_before=_settle)


def test_hint_screen(snap_compare) -> None:
    async def open_hint(pilot) -> None:
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        await pilot.press(*"the number after mission_ is the id")

    assert snap_compare(app_for(ScriptedGenerator([GOOD])), terminal_size=SIZE, run_before=open_hint)


def test_error_screen(snap_compare) -> None:
    gen = ScriptedGenerator([SYNTAX_BAD, SCHEMA_BAD, SYNTAX_BAD, GLOB_BAD])
    assert snap_compare(app_for(gen), terminal_size=SIZE, run_before=_settle)


def test_saved_screen(snap_compare) -> None:
    async def accept(pilot) -> None:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)

    assert snap_compare(app_for(ScriptedGenerator([GOOD])), terminal_size=SIZE, run_before=accept)


def test_collision_dialog(snap_compare, in_tmp: Path) -> None:
    (in_tmp / "rules").mkdir()
    (in_tmp / "rules" / "mission_readings.yaml").write_text("name: mission_readings\nglob: '*'\n")

    async def accept(pilot) -> None:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)

    assert snap_compare(app_for(ScriptedGenerator([GOOD])), terminal_size=SIZE, run_before=accept)


def test_resume_dialog(snap_compare) -> None:
    DraftStore("drafts").save(DraftRecord(session="old", samples=tuple(SAMPLES), text=GOOD_TEXT, saved_at=0.0))
    assert snap_compare(app_for(ScriptedGenerator([GOOD])), terminal_size=SIZE,
                        run_before=lambda pilot: _until(pilot, lambda: isinstance(pilot.app.screen, ResumeScreen)))


def test_result_wide_terminal(snap_compare) -> None:
    assert snap_compare(app_for(ScriptedGenerator([GOOD])), terminal_size=(160, 36), run_before=_settle)


def test_result_at_40x20_footer_keys_wrap_and_keep_the_palette(snap_compare) -> None:
    assert snap_compare(app_for(ScriptedGenerator([GOOD])), terminal_size=(40, 20), run_before=_settle)


def test_result_at_60x20_every_column_and_the_structure(snap_compare) -> None:
    assert snap_compare(app_for(ScriptedGenerator([GOOD])), terminal_size=(60, 20), run_before=_settle)


def test_row_detail(snap_compare) -> None:
    async def open_row(pilot) -> None:
        await _settle(pilot)
        await pilot.press("d")
        await _settle(pilot)

    assert snap_compare(app_for(ScriptedGenerator([GOOD])), terminal_size=SIZE, run_before=open_row)
