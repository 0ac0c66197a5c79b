"""Shared fakes for the wizard's TUI tests: a scripted generator and an app factory."""
from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, Callable, Sequence

from textual.notifications import Notification

from pathfinder.generation.budget import RetryBudget
from pathfinder.fs.drafts import DraftStore
from pathfinder.generation.providers.base import GenerationRequest, Reply
from pathfinder.tui.app import WizardApp
from pathfinder.wizard.session import Session, WizardConfig

SAMPLES = [f"/data/mission_{i:03d}/2024-01-{i:02d}/readings.csv" for i in range(1, 6)]

GOOD = (
    "Here is the rule:\n```yaml\n"
    "name: mission_readings\n"
    'glob: "mission_*/????-??-??/*.csv"\n'
    "extract:\n"
    '  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}\n'
    "  date: {from: segment(-2), type: date}\n"
    "```\n"
)
GOOD_TEXT = GOOD.split("```yaml\n")[1].split("```")[0]
SYNTAX_BAD = "name: mission_readings\nglob: [unclosed\n"
GLOB_BAD = 'name: mission_readings\nglob: "nowhere_*/*.csv"\nextract:\n  x: {from: filename}\n'
SCHEMA_BAD = 'name: mission_readings\nglob: "mission_*/*/*.csv"\nextract:\n  x: {from: folder(-4)}\n'


class ScriptedGenerator:
    """Replies from a script, records every request; `gate` (if set) blocks each call until released."""

    name = "scripted"
    model = "fake-model-1"

    def __init__(self, replies: Sequence[str], gate: asyncio.Event | None = None,
                 gates: dict[int, asyncio.Event] | None = None) -> None:
        self.replies = list(replies)
        self.requests: list[GenerationRequest] = []
        self.gate = gate
        self.gates = gates or {}  # 1-based call number -> gate for that call only
        self.cancelled = False

    async def generate(self, request: GenerationRequest) -> Reply:
        self.requests.append(request)
        gate = self.gates.get(len(self.requests), self.gate)
        if gate is not None:
            try:
                await gate.wait()
            except asyncio.CancelledError:
                self.cancelled = True
                raise
        text = self.replies.pop(0) if self.replies else SYNTAX_BAD
        return Reply(text=text, model=self.model)


class FakeEditor:
    """Injectable editor runner: records what it was given, writes `new_text`, returns `status`."""

    def __init__(self, new_text: str | None = None, status: int = 0, error: Exception | None = None) -> None:
        self.new_text = new_text
        self.status = status
        self.error = error
        self.seen: list[str] = []

    def __call__(self, path: Path) -> int:
        self.seen.append(path.read_text(encoding="utf-8"))
        if self.error is not None:
            raise self.error
        if self.new_text is not None:
            path.write_text(self.new_text, encoding="utf-8")
        return self.status


def make_app(
    tmp: Path,
    generator: Any,
    samples: Sequence[str] | None = SAMPLES,
    *,
    editor: Callable[[Path], int] | None = None,
    budget: RetryBudget | None = None,
    rules_dir: Path | None = None,
    switch_provider: Callable[[str], Any] | None = None,
    validate: Callable[..., Any] | None = None,
    summarize: Callable[..., str | None] | None = None,
) -> WizardApp:
    config = WizardConfig(rules_dir=rules_dir or tmp / "rules", drafts_dir=tmp / "drafts",
                          budget=budget or RetryBudget(), provider=generator.name, model=generator.model)

    extra: dict[str, Any] = {}
    if validate is not None:  # the same validator for the loop and for edits
        from functools import partial

        from pathfinder.generation.loop import run_generation

        extra = {"validate": lambda text, samples: validate(text, samples),
                 "run_generation": partial(run_generation, validate=validate)}

    def factory(paths: Sequence[str]) -> Session:
        return Session(paths, generator, config, session_id="test-session", **extra)

    app = WizardApp(factory, samples, editor_runner=editor or FakeEditor(), drafts=DraftStore(tmp / "drafts"),
                    rules_dir=config.rules_dir, switch_provider=switch_provider, calm=True,
                    summarize=summarize)
    keep_notices(app)
    return app


_KEPT: dict[int, list[Notification]] = {}


def keep_notices(app: WizardApp) -> None:
    """Record every notification `app` shows, for `notices`.

    Why: Textual's own list (`app._notifications`) drops a notification once its timeout has passed (5 s
    unless the call says otherwise), counted in wall-clock time; on a loaded machine more than that can pass
    between the notice and a test's read of it, and the test then failed though the notice was shown."""
    seen: list[Notification] = []
    store = app._notifications
    add = store.add

    def recording_add(notification: Notification) -> Any:
        seen.append(notification)
        return add(notification)

    store.add = recording_add  # type: ignore[method-assign]
    _KEPT[id(app)] = seen


def notices(app: WizardApp) -> list[Notification]:
    """Every notification `app` has shown so far, expired ones too (an app made by `make_app`)."""
    return list(_KEPT[id(app)])


def screen_text(app: Any) -> str:
    """The screen as plain text lines (from Textual's SVG export), for asserting what the user sees."""
    import html
    import re

    rows: dict[float, list[tuple[float, str]]] = {}
    svg = app.export_screenshot()
    for m in re.finditer(r'<text class="[^"]*" x="([\d.]+)" y="([\d.]+)"[^>]*>(.*?)</text>', svg, re.S):
        text = html.unescape(m.group(3)).replace("\xa0", " ")
        rows.setdefault(float(m.group(2)), []).append((float(m.group(1)), text))
    lines = []
    for y in sorted(rows):
        line = ""
        for x, text in sorted(rows[y]):
            line = line.ljust(int(round(x / 12.2))) + text
        lines.append(line.rstrip())
    return "\n".join(lines)


async def settle(pilot: Any) -> None:
    """Let workers finish and the screen catch up."""
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()
