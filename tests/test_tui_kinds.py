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
from pathfinder.fs.drafts import DraftRecord
from pathfinder.tui.screens import ResultScreen, SamplesScreen
from pathfinder.wizard.machine import State
from pathfinder.wizard.session import Session, Tree, WizardConfig
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
        assert not gen.requests[0].one_kind  # samples given as such: the analyser may set some aside


def test_kinds_screen(snap_compare) -> None:
    app = tree_app(ScriptedGenerator([GOOD]))
    assert snap_compare(app, terminal_size=SIZE, run_before=settle)


def pressing(*keys: str) -> Any:
    """A snapshot's run_before: settle, then each key with the screen settled after it."""
    async def run(pilot: Any) -> None:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return run


def test_kinds_screen_after_a_save(snap_compare) -> None:
    app = tree_app(ScriptedGenerator([GOOD]))
    assert snap_compare(app, terminal_size=SIZE, run_before=pressing("enter", "a"))


def plain_app(generator: Any, samples: Sequence[str] | None, **tree: Any) -> WizardApp:
    """The app as `pathfinder` builds it: a plain session factory, the tree passed apart."""
    config = WizardConfig(rules_dir=Path("rules"), drafts_dir=Path("drafts"), budget=RetryBudget(),
                          provider=generator.name, model=generator.model)
    return WizardApp(lambda paths: Session(paths, generator, config, session_id="tree-session"), samples,
                     editor_runner=FakeEditor(), drafts=DraftStore(Path("drafts")), rules_dir=Path("rules"),
                     calm=True, summarize=lambda s, d=None: None, **tree)


def listing_tree(listing: Sequence[str] = LISTING) -> Tree:
    def measure() -> tuple[Any, ...]:
        return measure_coverage(load_saved_rules("rules", warn=lambda m: None), listing, whole=True).kinds

    return Tree(tuple(measure()), measure)


async def test_typed_samples_of_several_kinds_open_the_kinds_screen() -> None:
    gen = ScriptedGenerator([GOOD])
    typed: list[Sequence[str]] = []

    def tree_for(lines: Sequence[str]) -> Tree | None:
        typed.append(list(lines))
        return listing_tree()

    app = plain_app(gen, None, tree_for=tree_for)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SamplesScreen)
        app.screen.query_one("#samples-input").insert("\n".join(LISTING))
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert typed == [LISTING]
        assert isinstance(app.screen, KindsScreen) and gen.requests == []
        assert [r[0] for r in rows(app)] == ["6", "4"]
        await pilot.press("escape")  # typed samples: Esc on the kinds goes back to them
        await settle(pilot)
        assert isinstance(app.screen, SamplesScreen) and app.screen.lines() == LISTING
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert sorted(gen.requests[0].samples) == sorted(MISSIONS)


async def test_typed_folders_are_scanned_off_the_screen_thread_with_a_sign_of_life() -> None:
    """A big typed folder is walked and split in a worker thread: the screen says it is scanning
    and keeps answering keys meanwhile; a second Enter during the scan starts no second scan."""
    import threading

    gen = ScriptedGenerator([GOOD])
    release = threading.Event()
    seen: list[bool] = []

    def tree_for(lines: Sequence[str]) -> Tree | None:
        seen.append(threading.current_thread() is threading.main_thread())
        release.wait(10)  # a slow walk: the screen must not wait for it
        return listing_tree()

    app = plain_app(gen, None, tree_for=tree_for)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.screen.query_one("#samples-input").insert("\n".join(LISTING))
        await pilot.press("ctrl+s")
        for _ in range(200):
            await pilot.pause(0.01)
            if seen:
                break
        await pilot.press("ctrl+s")  # pressed again while scanning: ignored
        await pilot.pause(0.05)
        assert isinstance(app.screen, SamplesScreen)  # still answering, not yet drafted
        assert any("Scanning" in str(n.message) for n in app._notifications)
        release.set()
        await settle(pilot)
        assert seen == [False]  # one scan, not on the screen's thread
        assert isinstance(app.screen, KindsScreen)


async def test_esc_on_a_kinds_draft_returns_to_the_kinds_and_another_can_be_picked() -> None:
    gen = ScriptedGenerator([GOOD, LOGS_RULE])
    app = plain_app(gen, LISTING, tree=listing_tree())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, KindsScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert gen.requests[0].one_kind  # a picked kind is drafted as one kind (none of it set aside)
        await pilot.press("escape")  # over a tree, Esc means: back to the kinds (not the samples)
        await settle(pilot)
        assert isinstance(app.screen, KindsScreen), screen_text(app)
        assert "the draft is kept in the drafts folder" in screen_text(app)
        assert [r[1] for r in rows(app)] == ["-", "-"]  # nothing was saved
        assert DraftStore(Path("drafts")).latest() is not None
        await pilot.press("down", "enter")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert sorted(gen.requests[-1].samples) == sorted(LOGS)
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, KindsScreen)
        assert [r[1] for r in rows(app)] == ["-", "app_logs"]


async def test_a_resumed_draft_of_a_kind_returns_to_the_kinds() -> None:
    tree = listing_tree()
    missions = tree.kinds[0]
    DraftStore(Path("drafts")).save(DraftRecord(session="earlier", samples=tuple(missions.samples),
                                                text=GOOD.split("```yaml\n")[1].split("```")[0]))
    gen = ScriptedGenerator([])
    app = plain_app(gen, LISTING, tree=tree)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "resume" in screen_text(app).lower()  # a draft of one of the tree's kinds is offered
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen), screen_text(app)
        assert app.session.over_tree
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, KindsScreen), screen_text(app)
        assert [r[1] for r in rows(app)] == ["mission_readings", "-"]
    assert gen.requests == []


def test_kinds_screen_after_esc_on_a_draft(snap_compare) -> None:
    app = plain_app(ScriptedGenerator([GOOD]), LISTING, tree=listing_tree())
    assert snap_compare(app, terminal_size=SIZE, run_before=pressing("enter", "escape"))


async def test_a_long_structure_keeps_its_end_at_80_columns(tmp_path: Path) -> None:
    """Over a deep tree the structure column was cut on the right (`…/{date:dat`): it keeps its end."""
    deep = "mnt/instrument-exports/project-alpha/cohort-2024/raw-acquisitions"
    listing = ([f"{deep}/mission_{m:03d}/2024-01-{d:02d}/readings.csv" for m in (1, 2, 3) for d in (1, 2)]
               + [f"{deep}/logs/app-{i:03d}.log" for i in range(1, 5)])
    app = tree_app(ScriptedGenerator([]), listing)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, KindsScreen)
        shown = [row[3] for row in rows(app)]
        text = screen_text(app)
        for structure in shown:
            assert structure.startswith("…") and structure.endswith((".csv", ".log"))
            assert structure in text  # on screen whole, not cut at the right edge
