"""The Textual wizard: renders the session's state, forwards keys, runs the generation worker.

Business rules stay in `pathfinder.wizard` (machine + session). This module
maps each state to a screen built from the data it shows, turns keys and the screens'
messages into machine events, and runs the generation loop in an asyncio worker so Esc
can cancel it (docs/architecture.md).
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, Callable, Sequence

from textual.app import App, ScreenStackError
from textual.binding import Binding
from textual.screen import Screen
from textual import work
from textual.worker import Worker

from pathfinder.analysis import analyse
from pathfinder.errors import PathfinderError
from pathfinder.fs.drafts import DraftRecord, DraftStore
from pathfinder.fs.samples import missing_note
from pathfinder.fs.storage import suggest_free_name
from pathfinder.generation.hints import structure_for_draft
from pathfinder.tui.commands import WizardCommands
from pathfinder.tui.kinds_screen import KindsScreen
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
from pathfinder.tui.widgets import Header
from pathfinder.wizard.editor import EditorRunner, editor_command, run_editor
from pathfinder.wizard.inputs import collect
from pathfinder.wizard.machine import RETURNS_TO_SAMPLES, Context, Event, Refused, State
from pathfinder.wizard.session import NameTaken, Progress, Session, Tree

SessionFactory = Callable[[Sequence[str]], Session]

#: The screen each state shows, built from the data it shows (none for EDITING: the editor owns the
#: terminal); a builder gets the app, the session and the machine's context.
ScreenBuilder = Callable[["WizardApp", Session, Context], Screen[Any]]


def _spinner(app: "WizardApp", session: Session, ctx: Context) -> Screen[Any]:
    return SpinnerScreen(session.progress)


def _result(app: "WizardApp", session: Session, ctx: Context) -> Screen[Any]:
    return ResultScreen(ctx, view=session.view, summary=app.summary(), name=session.suggested_name())


def _hint_box(app: "WizardApp", session: Session, ctx: Context) -> Screen[Any]:
    return HintScreen(ctx, from_error=ctx.back == State.ANALYSIS_ERROR,
                      offline=getattr(session.generator, "name", "") == "offline")


SCREENS_BY_STATE: dict[State, ScreenBuilder] = {
    State.KINDS: lambda app, session, ctx: KindsScreen(ctx),
    State.ANALYZING: _spinner,
    State.REGENERATING: _spinner,
    State.YAML_RESULT: _result,
    State.PYTHON_RESULT: _result,
    State.ANALYSIS_ERROR: lambda app, session, ctx: ErrorScreen(ctx),
    State.HINT_INPUT: _hint_box,
    State.SAVED: lambda app, session, ctx: SavedScreen(ctx),
}


@functools.lru_cache(maxsize=4)
def _analysis_of(samples: tuple[str, ...]) -> Any:
    return analyse(list(samples))


def _analyser_summary(samples: Sequence[str], draft: str | None = None) -> str | None:
    """The offline analyser's structure summary (`/data/mission_{id}/{date}/{name}.csv`), its
    placeholders named as the current draft names its fields (renamed, dropped: `*`, retyped)."""
    return structure_for_draft(_analysis_of(tuple(samples)), draft).summary or None


class WizardApp(App[int]):
    """`pathfinder [PATH ...]`. Returns 0 when a rule was saved, 1 when closed without saving."""

    CSS_PATH = "wizard.tcss"
    TITLE = "Pathfinder"
    COMMANDS = App.COMMANDS | {WizardCommands}
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (140, "-wide")]
    # ctrl+c quits everywhere (Textual would copy in a text box and only hint "ctrl+q" elsewhere):
    # a running generation is cancelled, nothing is saved, an unfinished draft stays in the drafts folder
    BINDINGS = [Binding("ctrl+c", "quit_wizard", "Quit", show=False, priority=True)]

    def __init__(
        self,
        make_session: SessionFactory,
        samples: Sequence[str] | None = None,
        *,
        editor_runner: EditorRunner | None = None,
        drafts: DraftStore | None = None,
        rules_dir: Path | None = None,
        switch_provider: Callable[[str], Any] | None = None,
        calm: bool | None = None,
        sample_lines: Sequence[str] = (),
        sub_title: str = "",
        summarize: Callable[[Sequence[str], str | None], str | None] | None = None,
        notice: str | None = None,
        warning: str | None = None,
        tree: Tree | None = None,
        tree_for: Callable[[Sequence[str]], Tree | None] | None = None,
    ) -> None:
        """`tree`: the kinds of the PATHs given (several: the wizard opens on the kinds screen);
        `tree_for(lines)`: the same for sample lines typed on the samples screen (None: one kind)."""
        super().__init__()
        self.sub_title = sub_title  # provider · model · budget, before a session exists
        self.make_session = make_session
        self.initial_samples = list(samples) if samples else None
        self.sample_lines = list(sample_lines) or list(samples or [])
        self.editor_runner = editor_runner or self._run_editor_suspended
        self.drafts = drafts
        self.rules_dir = rules_dir
        self._switch_provider = switch_provider
        self._calm = calm
        self.session: Session | None = None
        self.saved_rules: list[tuple[str, str]] = []  # (name, path) of every rule saved in this run
        self._has_main = False
        self._gen_worker: Worker[None] | None = None
        self._summary_cache: dict[tuple[tuple[str, ...], str | None], str | None] = {}
        self._retired_generators: list[Any] = []  # replaced by a provider switch; closed at exit
        self._typed_samples = False
        self._warning = warning  # e.g. sample paths not on this machine (a typo?)
        self._notice = notice  # e.g. how the samples were down-sampled  # samples came from the samples screen (Esc during analysis returns there)
        self._summarize = summarize or _analyser_summary
        self.path_tree = tree
        self._tree_for = tree_for
        self._scanning = False

    @property
    def calm(self) -> bool:
        """No animation and no cursor blink (tests, snapshots)."""
        return self._calm if self._calm is not None else self.is_headless

    # ---- start-up -----------------------------------------------------------------------------------
    def on_mount(self) -> None:
        if self._notice:
            self.notify(self._notice, timeout=10)
        if self._warning:
            self.notify(self._warning, severity="warning", timeout=15)
        record = None
        if self.drafts is not None:  # given samples: only a draft made from the same samples is offered
            record = self.drafts.latest(samples=self.initial_samples,
                                        within=self.path_tree.samples if self.path_tree is not None else None)
            others = sum(1 for r in self.drafts.records() if record is None or r.session != record.session)
            if others and self.initial_samples:
                self.notify(f"{others} unfinished draft{'s' if others != 1 else ''} from other samples "
                            f"kept in {self.drafts.folder}: start pathfinder without paths to resume one",
                            timeout=8)
        if record is not None:
            self.push_screen(ResumeScreen(record.describe()), callback=lambda c: self._resume_choice(c, record))
        else:
            self._begin()

    def _begin(self) -> None:
        if self.initial_samples:
            self.start(self.initial_samples, tree=self.path_tree)
        else:
            self._show(SamplesScreen("\n".join(self.sample_lines)))

    def _resume_choice(self, choice: str | None, record: DraftRecord) -> None:
        if choice == "resume":
            self.session = self.make_session(record.samples)
            tree = self.path_tree
            if tree is not None and record.samples and set(record.samples) <= tree.samples:
                self.session.open_tree(tree)  # a draft of one of the tree's kinds: Esc and a save return there
            self.sub_title = self.session.header()
            self.run_worker(self._resume(record), group="generation", exclusive=True)
            return
        if choice == "discard" and self.drafts:
            self.drafts.discard(record.session)
        self._begin()

    async def _resume(self, record: DraftRecord) -> None:
        assert self.session is not None
        await self.session.resume(record)
        self.show_state()

    def start(self, samples: Sequence[str], tree: Tree | None = None) -> None:
        if tree is not None:  # several kinds: a fresh session on the kinds screen
            self.session = self.make_session(samples)
            self.session.open_tree(tree)
            if tree.note:
                self.notify(tree.note, timeout=10)
        elif self.session is not None and self.session.state == State.SAVED:
            try:
                self.session.start_over(samples)
            except Refused as exc:
                self.notify(exc.reason, severity="warning")
                return
        else:
            self.session = self.make_session(samples)
        self.sub_title = self.session.header()
        self.show_state()
        if self.session.state != State.KINDS:  # over a tree of several kinds: the user picks one first
            self.start_generation()

    # ---- state -> screen ----------------------------------------------------------------------------
    def _show(self, screen: Any) -> None:
        if self._has_main:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
            self._has_main = True

    def show_state(self) -> None:
        session = self.session
        if session is None:
            return
        state = session.state
        if state == State.CLOSED:
            self.exit(self.exit_code())
            return
        screen = self._screen_for(state, session)
        if screen is not None:  # None while EDITING: the editor owns the terminal
            self._show(screen)

    def _screen_for(self, state: State, session: Session) -> Screen[Any] | None:
        """The screen for `state`, built from the data it shows (`SCREENS_BY_STATE`)."""
        build = SCREENS_BY_STATE.get(state)
        return build(self, session, session.machine.ctx) if build is not None else None

    def summary(self) -> str | None:
        """The analyser's structure summary of the samples, as the current draft names its fields
        (cached; None when unavailable)."""
        if self.session is None:
            return None
        ctx = self.session.machine.ctx
        if not self.session.structure_follows_draft():  # no line rather than one naming stale fields
            return None
        draft = ctx.draft
        key = (ctx.samples, draft)
        if key not in self._summary_cache:
            if len(self._summary_cache) > 32:
                self._summary_cache.clear()
            try:
                self._summary_cache[key] = self._summarize(ctx.samples, draft)
            except Exception:  # the summary is a nicety; the wizard works without it
                self._summary_cache[key] = None
        return self._summary_cache[key]

    # ---- generation worker ----------------------------------------------------------------------------
    def start_generation(self) -> None:
        self._gen_worker = self.run_worker(self._generate(), group="generation", exclusive=True,
                                           exit_on_error=False)

    async def _generate(self) -> None:
        session = self.session
        assert session is not None
        try:
            await session.generate(on_progress=self._progress)
        except Refused:
            return
        except Exception as exc:  # never crash the terminal: say what happened
            if session.state in (State.ANALYZING, State.REGENERATING):
                msg = exc.one_line() if isinstance(exc, PathfinderError) else \
                    f"generation failed unexpectedly: {type(exc).__name__}: {exc}"
                session.machine.fire(Event.STOPPED, stop_message=msg)
        if self.session is session:
            self.show_state()

    def _progress(self, progress: Progress) -> None:
        if isinstance(self.screen, SpinnerScreen):
            self.screen.show(progress)

    # ---- actions (keys) -------------------------------------------------------------------------------
    def _fire(self, event: Event, **payload: Any) -> bool:
        if self.session is None:
            return False
        try:
            self.session.machine.fire(event, **payload)
        except Refused as exc:
            self.notify(exc.reason, severity="warning")
            return False
        return True

    def on_samples_screen_submitted(self, message: SamplesScreen.Submitted) -> None:
        lines = message.lines
        if not lines:
            self.notify("add at least one sample path or folder", severity="warning")
            return
        if self._scanning:
            return  # one scan at a time: Enter pressed again while a big folder is walked
        self._scanning = True
        self.notify(f"Scanning {lines[0]}{f' and {len(lines) - 1} more' if len(lines) > 1 else ''}…",
                    timeout=3)
        self._scan(lines)

    @work(thread=True, exclusive=True, group="samples-scan")
    def _scan(self, lines: list[str]) -> None:
        """Typed folders are walked (and split into kinds) off the screen's thread: a big tree
        would freeze the terminal with no sign of life otherwise."""
        sample_set: Any = None
        tree = None
        errors: list[str] = []
        try:
            sample_set = collect(lines)
        except PathfinderError as exc:  # e.g. the folders hold no files
            errors.append(exc.one_line())
        if sample_set is not None and self._tree_for is not None:
            try:
                tree = self._tree_for(lines)
            except PathfinderError as exc:  # the kinds are a help: without them the samples are drafted
                errors.append(exc.one_line())
        self.call_from_thread(self._scanned, lines, sample_set, tree, errors)

    def _scanned(self, lines: list[str], sample_set: Any, tree: Tree | None, errors: list[str]) -> None:
        self._scanning = False
        for error in errors:
            self.notify(error, severity="warning")
        if sample_set is None:
            return
        samples = list(sample_set.paths)
        if sample_set.note:
            self.notify(sample_set.note, timeout=10)
        if sample_set.missing:  # a typed path is used as written; say so in case it is a typo
            self.notify(missing_note(sample_set.missing), severity="warning", timeout=15)
        self.sample_lines = lines
        self._typed_samples = True
        self.start(samples, tree=tree)

    def exit_code(self) -> int:
        """0 when a rule was saved in this run (even if a new one was started after it), else 1."""
        return 0 if self.saved_rules else 1

    def action_quit_wizard(self) -> None:
        self.exit(self.exit_code())

    def on_result_screen_accepted(self, message: ResultScreen.Accepted) -> None:
        self.save(message.name)

    def on_result_screen_name_changed(self, message: ResultScreen.NameChanged) -> None:
        if self.session is not None:
            self.session.choose_name(message.name)

    def save(self, name: str, overwrite: bool = False) -> None:
        assert self.session is not None
        try:
            self.session.accept(name, overwrite=overwrite)
        except Refused as exc:
            self.notify(exc.reason, severity="warning")
            return
        except NameTaken as exc:
            self.push_screen(CollisionScreen(name, str(exc.path)),
                             callback=lambda choice: self._collision(choice, name))
            return
        except (OSError, PathfinderError) as exc:
            msg = exc.one_line() if isinstance(exc, PathfinderError) else str(exc)
            self.notify(f"could not save the rule: {msg}", severity="error")
            return
        ctx = self.session.machine.ctx
        path = ctx.saved_path or ""
        # an overwrite in the same run is still one rule file: listed once, under its latest name
        self.saved_rules = [(n, p) for n, p in self.saved_rules if p != path] + [(ctx.name or name, path)]
        if self.session.over_tree:  # a tree: back to its kinds, coverage measured again
            try:
                self.session.back_to_kinds()
            except Refused as exc:
                self.notify(exc.reason, severity="warning")
        self.show_state()

    def on_kinds_screen_picked(self, message: KindsScreen.Picked) -> None:
        if self.session is None:
            return
        try:
            self.session.pick_kind(message.index)
        except Refused as exc:
            self.notify(exc.reason, severity="warning")
            return
        self.show_state()
        self.start_generation()

    def _collision(self, choice: str | None, name: str) -> None:
        if choice == "overwrite":
            self.save(name, overwrite=True)
        elif choice == "rename" and isinstance(self.screen, ResultScreen) and self.session is not None:
            self.screen.propose_name(suggest_free_name(self.session.config.rules_dir, name))
            self.notify("choose another name, then press Enter", severity="information")

    def action_hint(self) -> None:
        if self._fire(Event.HINT):
            self.show_state()

    def on_hint_screen_submitted(self, message: HintScreen.Submitted) -> None:
        if self._fire(Event.SUBMIT_HINT, hint=message.hint):
            self.show_state()
            self.start_generation()

    def action_regenerate(self) -> None:
        if self._fire(Event.REGENERATE):
            self.show_state()
            self.start_generation()

    async def action_edit(self) -> None:
        assert self.session is not None
        try:
            await self.session.edit(self.editor_runner)
        except Refused as exc:
            self.notify(exc.reason, severity="warning")
            return
        self.show_state()

    def action_cancel(self) -> None:
        session = self.session
        if session is None:
            self.exit(self.exit_code())
            return
        before = session.state
        if session.over_tree and (before == State.ANALYZING or before in RETURNS_TO_SAMPLES):
            self._leave_to_kinds(session, before)  # over a tree, Esc means: pick another kind
            return
        if before == State.KINDS and self._typed_samples and not self.saved_rules:
            self.session = None  # kinds of typed samples: Esc goes back to the samples
            self._show(SamplesScreen("\n".join(self.sample_lines)))
            return
        if before in (State.ANALYZING, State.REGENERATING) and self._gen_worker is not None:
            self._gen_worker.cancel()
        if not self._fire(Event.CANCEL):
            return
        if before == State.ANALYZING and self._typed_samples and not session.machine.ctx.saved_path:
            # samples typed on the samples screen are not thrown away: back to them
            self.session = None
            self._show(SamplesScreen("\n".join(self.sample_lines)))
            self.notify("analysis cancelled; nothing was saved")
            return
        if before in RETURNS_TO_SAMPLES and session.state == State.CLOSED:
            # Esc means back: to the samples (this session stays, so the exit message names its draft)
            self._show(SamplesScreen("\n".join(self.sample_lines)))
            kept = "the draft is kept in the drafts folder and offered next start" if session.drafts is not None \
                else "nothing saved"
            self.notify(f"{kept}; ctrl+s analyses the samples again, Esc quits")
            return
        self.show_state()

    def _leave_to_kinds(self, session: Session, before: State) -> None:
        if before == State.ANALYZING and self._gen_worker is not None:
            self._gen_worker.cancel()
        unfinished = before != State.ANALYZING and bool((session.machine.ctx.draft or "").strip())
        if not unfinished:
            message = "nothing saved for that kind; pick a kind (Esc quits)"
        elif session.drafts is not None:
            message = "the draft is kept in the drafts folder (offered next start); pick a kind (Esc quits)"
        else:
            message = "the draft was not kept; pick a kind (Esc quits)"
        try:
            session.leave_to_kinds(message)
        except Refused as exc:
            self.notify(exc.reason, severity="warning")
            return
        self.show_state()

    def action_start_over(self) -> None:
        if self.session is not None and self.session.state == State.SAVED:
            self._show(SamplesScreen("\n".join(self.sample_lines), replace=True))

    # ---- editor ------------------------------------------------------------------------------------
    def _run_editor_suspended(self, path: Path) -> int:
        argv = editor_command()  # resolved first: a missing editor is reported without suspending
        with self.suspend():
            return run_editor(path, argv=argv)

    async def on_unmount(self) -> None:
        """Close provider connections inside the loop that opened them (the SDK's HTTP client)."""
        seen: set[int] = set()
        for gen in (getattr(self.session, "generator", None), *self._retired_generators):
            aclose = getattr(gen, "aclose", None)
            if aclose is None or id(gen) in seen:
                continue
            seen.add(id(gen))
            try:
                await aclose()
            except Exception:  # closing is best effort at exit
                pass

    # ---- command palette ---------------------------------------------------------------------------
    def switch_provider_to(self, name: str) -> None:
        if self._switch_provider is None or self.session is None:
            self.notify("switching provider is not available here", severity="warning")
            return
        try:
            generator = self._switch_provider(name)
        except PathfinderError as exc:
            self.notify(exc.one_line(), severity="error", timeout=8)
            return
        self._retired_generators.append(self.session.generator)
        self.session.generator = generator
        self.session.config.provider = name
        self.sub_title = self.session.header()
        self.notify(f"provider: {name} (used from the next generation; press r to regenerate)")

    def watch_sub_title(self, value: str) -> None:
        try:
            screen = self.screen
        except ScreenStackError:  # set before the first screen exists
            return
        for header in screen.query(Header):
            header.refresh_header()

    def show_saved_rule(self, path: Path) -> None:
        try:
            first = next((ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()), "")
        except OSError as exc:
            first = f"(cannot read: {exc})"
        self.notify(f"{path}\n{first}", title=path.stem, timeout=8)


__all__ = ["WizardApp", "SCREENS_BY_STATE"]
