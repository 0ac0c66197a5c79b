"""The wizard over a tree of several kinds (issue 13, item 4): the kinds screen, picking a kind,
saving, coming back with coverage updated, picking a second kind. Pilot tests and snapshots."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

import pytest
from textual.widgets import DataTable

from pathfinder.analysis.coverage import measure_coverage
from pathfinder.cli.coverage_cmd import load_saved_rules
from pathfinder.fs.drafts import DraftStore
from pathfinder.generation.budget import RetryBudget
from pathfinder.tui.app import WizardApp
from pathfinder.tui.kinds_screen import KindsScreen
from pathfinder.tui.screens import ResultScreen
from pathfinder.wizard.machine import State
from pathfinder.wizard.session import Session, WizardConfig
from wizard_fakes import GOOD, FakeEditor, ScriptedGenerator, screen_text, settle

SIZE = (80, 24)
MISSIONS = [f"data/mission_{m:03d}/2024-01-{d:02d}/readings.csv" for m in (1, 2, 3) for d in (1, 2)]
LOGS = [f"data/logs/app-{i:03d}.log" for i in range(1, 5)]
LISTING = MISSIONS + LOGS
LOGS_RULE = ("```yaml\nname: app_logs\nglob: \"logs/app-*.log\"\nextract:\n"
             "  number: {from: filename, pattern: \"app-(\\\\d+)\", type: integer}\n```\n")


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)  # relative folders: no tmp paths in the snapshots
    return tmp_path


def tree_app(generator: Any, listing: Sequence[str] = LISTING) -> WizardApp:
    rules = Path("rules")
    config = WizardConfig(rules_dir=rules, drafts_dir=Path("drafts"), budget=RetryBudget(),
                          provider=generator.name, model=generator.model)

    def measure() -> tuple[Any, ...]:
        return measure_coverage(load_saved_rules(str(rules), warn=lambda m: None), listing, whole=True).kinds

    kinds = measure()
    assert len(kinds) == 2

    def factory(paths: Sequence[str]) -> Session:
        return Session(paths, generator, config, session_id="tree-session", kinds=kinds, measure_kinds=measure)

    return WizardApp(factory, list(listing), editor_runner=FakeEditor(), drafts=DraftStore(Path("drafts")),
                     rules_dir=rules, calm=True, summarize=lambda s, d=None: None)


def rows(app: WizardApp) -> list[list[str]]:
    table = app.screen.query_one("#kinds", DataTable)
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


async def test_pick_a_kind_save_come_back_and_pick_the_second(tmp_path: Path) -> None:
    gen = ScriptedGenerator([GOOD, LOGS_RULE])
    app = tree_app(gen)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, KindsScreen) and app.session.state == State.KINDS
        assert gen.requests == []  # nothing is drafted before a kind is picked
        table = rows(app)
        assert [r[0] for r in table] == ["6", "4"]
        assert "readings.csv" in table[0][3] and "app-" in table[1][3]
        assert [r[1] for r in table] == ["-", "-"]
        await pilot.press("enter")  # the cursor starts on the first uncovered kind: the missions
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert sorted(gen.requests[0].samples) == sorted(MISSIONS)
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, KindsScreen), screen_text(app)
        assert [r[1] for r in rows(app)] == ["mission_readings", "-"]
        assert "saved rule mission_readings" in screen_text(app)
        assert app.screen.query_one("#kinds", DataTable).cursor_row == 1  # on the kind still open
        await pilot.press("up", "down", "enter")  # arrows move; Enter picks the logs
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert sorted(gen.requests[-1].samples) == sorted(LOGS)
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, KindsScreen)
        assert [r[1] for r in rows(app)] == ["mission_readings", "app_logs"]
        assert "10 covered by saved rules (100%)" in screen_text(app)
        await pilot.press("escape")
        await settle(pilot)
    assert app.return_value == 0
    assert sorted(p.name for p in (tmp_path / "rules").iterdir()) == ["app_logs.yaml", "mission_readings.yaml"]


async def test_a_single_kind_goes_straight_to_the_draft() -> None:
    gen = ScriptedGenerator([GOOD])
    config = WizardConfig(rules_dir=Path("rules"), drafts_dir=Path("drafts"), budget=RetryBudget(),
                          provider=gen.name, model=gen.model)
    kinds = measure_coverage([], MISSIONS, whole=True).kinds
    assert len(kinds) == 1
    app = WizardApp(lambda p: Session(p, gen, config, kinds=kinds), MISSIONS, editor_runner=FakeEditor(),
                    drafts=DraftStore(Path("drafts")), rules_dir=Path("rules"), calm=True,
                    summarize=lambda s, d=None: None)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)


def test_kinds_screen(snap_compare) -> None:
    app = tree_app(ScriptedGenerator([GOOD]))
    assert snap_compare(app, terminal_size=SIZE, run_before=settle)


def test_kinds_screen_after_a_save(snap_compare) -> None:
    app = tree_app(ScriptedGenerator([GOOD]))

    async def pick_and_save(pilot: Any) -> None:
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=pick_and_save)
