"""Regenerate the wizard screenshots used by docs/user-guide.md.

    .venv/bin/python docs/img/make_screenshots.py

Each screen is driven with Textual's Pilot (the same way the tests drive it) and
exported as SVG by Textual itself. The offline analyser produces the drafts; the
error screen uses a scripted generator that keeps answering broken YAML.
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from pathfinder.fs.drafts import DraftRecord, DraftStore  # noqa: E402
from pathfinder.generation.providers.base import Reply  # noqa: E402
from pathfinder.generation.providers.offline import OfflineGenerator  # noqa: E402
from wizard_fakes import FakeEditor, make_app, settle  # noqa: E402

from pathfinder.analysis.coverage import measure_coverage  # noqa: E402
from pathfinder.cli.coverage_cmd import load_saved_rules  # noqa: E402
from pathfinder.generation.budget import RetryBudget  # noqa: E402
from pathfinder.tui.app import WizardApp  # noqa: E402
from pathfinder.wizard.session import Session, WizardConfig  # noqa: E402

SAMPLES = [ln.strip() for ln in (ROOT / "rules" / "demo" / "samples.paths").read_text().splitlines() if ln.strip()]
SIZE = (80, 24)
TREE = [ln.strip() for ln in (ROOT / "docs" / "examples" / "eeg_matchingpennies.paths").read_text().splitlines()
        if ln.strip()]


def tree_app(rules_dir: Path) -> WizardApp:
    """The wizard over a real tree (the BIDS example eeg_matchingpennies): opens on its kinds."""
    generator = OfflineGenerator()
    config = WizardConfig(rules_dir=rules_dir, drafts_dir=Path("drafts"), budget=RetryBudget(), provider="offline")

    def measure():
        return measure_coverage(load_saved_rules(str(rules_dir), warn=lambda m: None), TREE, whole=True).kinds

    kinds = measure()

    def factory(paths):
        return Session(paths, generator, config, kinds=kinds, measure_kinds=measure)

    return WizardApp(factory, TREE, editor_runner=FakeEditor(), drafts=DraftStore(Path("drafts")),
                     rules_dir=rules_dir, calm=True)


class Gated(OfflineGenerator):
    """The offline analyser, held until released (to photograph the spinner)."""

    def __init__(self, gate: asyncio.Event, fail_first: bool = False) -> None:
        super().__init__()
        self.gate, self.fail_first, self.calls = gate, fail_first, 0

    async def generate(self, request):  # type: ignore[override]
        self.calls += 1
        if self.fail_first and self.calls == 1:
            return Reply(text="name: data_csv\nglob: [unclosed\n")
        await self.gate.wait()
        return await super().generate(request)


class Broken:
    name, model = "anthropic", "claude-sonnet-4-5"
    replies = ["name: x\nglob: [\n", "name: x\nglob: '*'\nextract:\n  a: {from: folder(-2)}\n",
               "name: x\nglob: [\n", "name: x\nglob: 'nowhere/*.csv'\nextract:\n  a: {from: filename}\n"]

    async def generate(self, request):
        return Reply(text=self.replies[min(len(request.history), 3)])


def fresh(work: Path, name: str) -> Path:
    """Each screenshot in its own folder: no leftover draft or rule from the previous one."""
    folder = work / name
    folder.mkdir(parents=True, exist_ok=True)
    os.chdir(folder)
    return Path(".")


HEADER = "offline · built-in analyser · budget 3 retries (2/2/1)"  # what the CLI puts there before a session


async def shoot(name: str, app, steps, after=None) -> None:
    app.sub_title = app.sub_title or HEADER
    async with app.run_test(size=SIZE) as pilot:
        await steps(pilot)
        app.save_screenshot(f"{name}.svg", str(HERE))
        if after is not None:
            after()
    print("wrote", HERE / f"{name}.svg")


async def main() -> None:
    work = Path(tempfile.mkdtemp(prefix="pf-shots-"))
    tmp = fresh(work, "samples")

    async def just_settle(pilot):
        await settle(pilot)

    # samples screen
    app = make_app(tmp, OfflineGenerator(), samples=None, rules_dir=Path("demo-rules"))

    async def typed(pilot):
        pilot.app.screen.query_one("#samples-input").insert("\n".join(SAMPLES[:4]))
        await settle(pilot)

    await shoot("samples", app, typed)

    # spinner on a retry, while the second reply is being validated
    tmp = fresh(work, "spinner")
    gate = asyncio.Event()
    gate.set()
    release = threading.Event()
    checked: list[str] = []

    def slow_second(text, samples, **kw):
        from pathfinder.validation.pipeline import validate_draft

        checked.append(text)
        if len(checked) == 2:
            release.wait(10)
        return validate_draft(text, samples, **kw)

    app = make_app(tmp, Gated(gate, fail_first=True), SAMPLES, rules_dir=Path("demo-rules"), validate=slow_second)

    async def spinning(pilot):
        for _ in range(500):
            await pilot.pause(0.01)
            if len(checked) == 2:
                break
        await pilot.pause()

    await shoot("spinner", app, spinning, after=release.set)

    tmp = fresh(work, "result")
    await shoot("result", make_app(tmp, OfflineGenerator(), SAMPLES, rules_dir=Path("demo-rules")), just_settle)

    tmp = fresh(work, "hint")

    async def hint(pilot):
        await settle(pilot)
        await pilot.press("h")
        await settle(pilot)
        await pilot.press(*"rename name sensor")

    await shoot("hint", make_app(tmp, OfflineGenerator(), SAMPLES, rules_dir=Path("demo-rules")), hint)

    tmp = fresh(work, "error")
    await shoot("error", make_app(tmp, Broken(), SAMPLES, rules_dir=Path("demo-rules")), just_settle)

    tmp = fresh(work, "edit-failed")

    async def bad_edit(pilot):
        await settle(pilot)
        text = pilot.app.session.machine.ctx.draft
        pilot.app.editor_runner = FakeEditor(text.replace("segment(-3)", "folder(-3)"))
        await pilot.press("e")
        await settle(pilot)

    await shoot("edit-failed", make_app(tmp, OfflineGenerator(), SAMPLES, rules_dir=Path("demo-rules")), bad_edit)

    tmp = fresh(work, "saved")

    async def saved(pilot):
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)

    await shoot("saved", make_app(tmp, OfflineGenerator(), SAMPLES, rules_dir=Path("demo-rules")), saved)
    # the rule now exists: accepting again asks
    await shoot("collision", make_app(tmp, OfflineGenerator(), SAMPLES, rules_dir=Path("demo-rules")), saved)

    tmp = fresh(work, "resume")
    DraftStore("drafts").save(DraftRecord(session="old", samples=tuple(SAMPLES), text="name: data_csv\nglob: x\n",
                                          saved_at=1_790_000_000))

    async def resume(pilot):
        await pilot.pause()

    await shoot("resume", make_app(tmp, OfflineGenerator(), SAMPLES, rules_dir=Path("demo-rules")), resume)

    tmp = fresh(work, "kinds")
    await shoot("kinds", tree_app(Path("tree-rules")), just_settle)

    async def two_saved(pilot):  # the largest kind, then the next uncovered one (where the cursor waits)
        await settle(pilot)
        for keys in (("enter",), ("enter",)):
            await pilot.press(*keys)
            await settle(pilot)
            await pilot.press("a")
            await settle(pilot)

    await shoot("kinds-saved", tree_app(Path("tree-rules")), two_saved)


if __name__ == "__main__":
    asyncio.run(main())
