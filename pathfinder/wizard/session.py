"""One wizard session: the machine plus the work behind its events (no Textual).

Why: the TUI should only render and forward keys. This object runs the
generation loop with the budget the machine chose, turns loop progress into
spinner lines, runs the editor round trip (validate, keep the edit), saves the
accepted rule through storage, and autosaves the draft. Everything here is
testable with plain asyncio.
"""
from __future__ import annotations

import asyncio
import inspect
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Sequence

from pathfinder.errors import PathfinderError, UsageError
from pathfinder.fs import storage
from pathfinder.fs.drafts import DraftRecord, DraftStore, new_session_id
from pathfinder.fs.samples import missing_paths, typo_rule_error
from pathfinder.generation.budget import RetryBudget
from pathfinder.generation.description import share_description
from pathfinder.generation.loop import AttemptFailed, AttemptStarted, AttemptSucceeded, run_generation
from pathfinder.validation.result import TIER_NAMES, Failure, PreviewRow, Success
from pathfinder.validation.pipeline import validate_draft
from pathfinder.validation.semantic import tier3_semantic
from pathfinder.wizard.editor import EditorNotFound, EditorRunner
from pathfinder.wizard.machine import BudgetEffect, Event, Refused, State, WizardMachine

ValidateFn = Callable[[str, Sequence[str]], Any]
RunGeneration = Callable[..., Any]


class NameTaken(Exception):
    """Saving would overwrite an existing rule: the user must choose."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"a rule already exists at {path}")
        self.path = path


@dataclass
class WizardConfig:
    """What the wizard needs from settings (built by `cli/wizard_cmd.py`)."""

    rules_dir: Path
    drafts_dir: Path | None = None
    budget: Any = None  # pathfinder.generation.budget.RetryBudget: the configured limits
    min_coverage: float = 1.0
    provider: str = "offline"
    model: str | None = None
    trail: Any = None  # pathfinder.generation.trail.Trail: every attempt is recorded (docs/architecture.md)
    sandbox_options: Any = None  # pathfinder.engine.python.sandbox_client.SandboxOptions for Python drafts
    loop_options: dict[str, Any] = field(default_factory=dict)  # max_tokens, max_tokens_limit, scrub


@dataclass
class Progress:
    """What the spinner screen shows."""

    title: str = "Analyzing paths…"
    attempt: int = 0
    max_attempts: int = 1
    previous: str | None = None  # short message of the newest failure
    tiers: dict[int, str] = field(default_factory=lambda: {1: "waiting", 2: "waiting", 3: "waiting"})
    history: list[str] = field(default_factory=list)  # one line per failed attempt
    phase: str = "asking"  # "asking": the call is in flight; "validating": its text is back, tiers 1-3 run
    asking: str = "Asking the model…"  # what the in-flight call is called ("Drafting…" offline)

    @property
    def status(self) -> str:
        if self.attempt <= 0:
            return "Starting…"
        what = "Validating output…" if self.phase == "validating" else self.asking
        return f"{what} (attempt {self.attempt}/{self.max_attempts})"

    def checklist(self) -> list[tuple[str, str]]:
        return [(TIER_NAMES[t], self.tiers[t]) for t in (1, 2, 3)]


def outcome_parts(outcome: Any) -> tuple[Success | None, tuple[Any, ...], str | None, str | None]:
    """(success, failed attempts, last raw output, stop message) from `pathfinder.generation.loop.Outcome`.

    The stop message is only set when the provider ended the generation (refusal,
    credentials, transport): an exhausted budget is told by the attempts themselves.
    """
    success = outcome.success if isinstance(outcome.success, Success) else None
    attempts = tuple(outcome.failed_attempts)
    last = outcome.last_output
    error = getattr(outcome, "error", None)
    stop = None
    if error is not None:
        stop = error.one_line() if hasattr(error, "one_line") else str(error)
    return success, attempts, last, stop


def rule_name_of(text: str | None, kind: str) -> str | None:
    if not text:
        return None
    pattern = r'^NAME\s*(?::[^=]*)?=\s*[\'"]([a-z][a-z0-9_]*)[\'"]' if kind == "python" \
        else r'^name\s*:\s*[\'"]?([a-z][a-z0-9_]*)[\'"]?\s*(?:#.*)?$'
    m = re.search(pattern, text, re.M)
    return m.group(1) if m else None


def _default_validate(text: str, samples: Sequence[str], min_coverage: float = 1.0,
                      sandbox_options: Any = None) -> Any:
    return validate_draft(text, samples, min_coverage=min_coverage, sandbox_options=sandbox_options)


def save_rule_file(rules_dir: Path, name: str, success: Success, overwrite: bool) -> Path:
    """Atomic, collision-safe save through `pathfinder.fs.storage`; NameTaken when the name exists."""
    try:
        return Path(storage.save_rule(success, rules_dir, name=name, overwrite=overwrite))
    except storage.RuleExistsError as exc:
        raise NameTaken(Path(exc.path)) from None


@dataclass(frozen=True)
class Tree:
    """A folder or list of several kinds the wizard works through: its kinds (with coverage),
    how to measure them again after a save, the samples any of its kinds drafts from, and a
    note on the walk (stopped early, entries skipped) for the user."""

    kinds: tuple[Any, ...]
    measure: Callable[[], Sequence[Any]] | None = None
    note: str | None = None

    @property
    def samples(self) -> frozenset[str]:
        """Every sample path of its kinds (a draft made from one kind's samples lies within)."""
        return frozenset(s for kind in self.kinds for s in kind.samples)


class _ReplyWatch:
    """The session's generator, seen by the loop: says when a reply is back (the spinner then
    switches from "Asking the model…" to "Validating output…"); everything else passes through."""

    def __init__(self, inner: Any, on_reply: Callable[[Any], None]) -> None:
        self._inner = inner
        self._on_reply = on_reply

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def generate(self, request: Any) -> Any:
        reply = await self._inner.generate(request)
        self._on_reply(reply)
        return reply


@dataclass(frozen=True)
class PreviewView:
    """What the result screen's table and coverage line show: every sample, set-aside ones included."""

    rows: tuple[PreviewRow, ...]
    matched: int
    total: int
    set_aside: int = 0  # samples the generator left out as another kind

    @property
    def coverage_line(self) -> str:
        line = f"matches {self.matched}/{self.total} samples"
        if self.set_aside:
            line += f" ({self.set_aside} set aside as another kind)"
        return line


class Session:
    """Drives a `WizardMachine`: generation, edit, accept, drafts."""

    def __init__(
        self,
        samples: Sequence[str],
        generator: Any,
        config: WizardConfig,
        *,
        run_generation: RunGeneration | None = None,
        validate: ValidateFn | None = None,
        save: Callable[[Path, str, Success, bool], Path] = save_rule_file,
        session_id: str | None = None,
        kinds: Sequence[Any] = (),
        measure_kinds: Callable[[], Sequence[Any]] | None = None,
    ) -> None:
        """`kinds`: the tree's kinds (several: the wizard opens on the kinds screen);
        `measure_kinds()` recomputes them, with coverage, after each save."""
        self.generator = generator
        self.config = config
        self._run_generation = run_generation
        self._validate = validate
        self._save = save
        self.session_id = session_id or new_session_id()
        self.drafts = DraftStore(config.drafts_dir) if config.drafts_dir else None
        self.machine = WizardMachine(samples, kinds=tuple(kinds))
        self.machine.listeners.append(self._on_transition)
        self._measure_kinds = measure_kinds
        self.progress = Progress()
        self.rule_name: str | None = None
        # the samples the current draft is meant for, when the generator set others aside
        # (offline analyser on mixed samples); edits are validated against the same set
        self.covers: tuple[str, ...] | None = None
        self.view: PreviewView | None = None

    # ---- info for the header ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.machine.state

    def header(self) -> str:
        provider = getattr(self.generator, "name", None) or self.config.provider
        model = getattr(self.generator, "model", None) if hasattr(self.generator, "model") else self.config.model
        model = model or ("built-in analyser" if provider == "offline" else "default model")
        return f"{provider} · {model} · {self.budget_text()}"

    def budget_text(self) -> str:
        b = self.config.budget
        if b is None:
            return "budget 3 retries (2/2/1)"
        if b.total == 0:
            return "budget 0 retries (strict: one call)"
        caps = "/".join(str(b.caps[t]) for t in (1, 2, 3))
        return f"budget {b.total} retr{'y' if b.total == 1 else 'ies'} ({caps})"

    def budget_for(self, effect: BudgetEffect) -> Any:
        base = self.config.budget
        if base is None:
            base = RetryBudget()
        return base.for_hint() if effect == BudgetEffect.HINT_RETRY else base.fresh()

    # ---- generation -------------------------------------------------------------------------------
    async def generate(self, on_progress: Callable[[Progress], None] | None = None) -> None:
        """Run one generation for the current ANALYZING/REGENERATING state; fire its outcome."""
        m = self.machine
        if m.state not in (State.ANALYZING, State.REGENERATING) or m.ctx.plan is None:
            raise Refused(m.state, Event.GENERATED, "nothing to generate in this state")
        generation = m.ctx.generation
        plan = m.ctx.plan
        budget = self.budget_for(plan.budget)
        title = "Analyzing paths…" if m.state == State.ANALYZING else (
            "Regenerating with your hint…" if plan.hint and plan.draft is not None else "Regenerating…")
        offline = getattr(self.generator, "name", None) == "offline"
        self.progress = Progress(title=title, max_attempts=int(getattr(budget, "max_calls", 4)),
                                 asking="Drafting…" if offline else "Asking the model…")
        notify = on_progress or (lambda p: None)
        notify(self.progress)

        def on_event(event: Any) -> None:
            self._progress_event(event)
            notify(self.progress)

        def on_reply(reply: Any) -> None:  # the text is back: from here on the tiers run
            self._reply_received()
            notify(self.progress)

        run = self._run_generation or run_generation
        try:
            extra = dict(self.config.loop_options)
            if self.config.trail is not None:
                extra["trail"] = self.config.trail.new_generation()
            if self.config.sandbox_options is not None:
                extra["sandbox_options"] = self.config.sandbox_options
            if self.over_tree:  # a kind picked on the kinds screen is one kind: none of it set aside
                extra["one_kind"] = True
            result = run(_ReplyWatch(self.generator, on_reply), list(m.ctx.samples), budget=budget, hint=plan.hint,
                         draft=plan.draft, on_event=on_event, min_coverage=self.config.min_coverage, **extra)
            outcome = await result if inspect.isawaitable(result) else result
        except asyncio.CancelledError:
            raise
        except PathfinderError as exc:
            if m.ctx.generation == generation and m.state in (State.ANALYZING, State.REGENERATING):
                m.fire(Event.STOPPED, stop_message=exc.one_line())
            return
        if m.ctx.generation != generation or m.state not in (State.ANALYZING, State.REGENERATING):
            return  # cancelled or superseded meanwhile
        success, attempts, last, stop = outcome_parts(outcome)
        if success is not None:
            self._set_covers(success)
            await self._build_view(success)
            m.fire(Event.GENERATED, success=success, attempts=attempts)
        elif stop is not None and not attempts:
            m.fire(Event.STOPPED, stop_message=stop)
        else:
            m.fire(Event.EXHAUSTED, attempts=attempts, last_output=last, stop_message=stop)

    def _progress_event(self, event: Any) -> None:
        """Loop events (`pathfinder.generation.loop`) -> spinner lines and the per-tier checklist."""
        p = self.progress
        if isinstance(event, AttemptStarted):  # the call goes out: nothing to validate yet
            p.attempt = event.n
            p.max_attempts = event.max_calls
            p.phase = "asking"
            if event.previous is not None:
                p.previous = event.previous.short_message
            p.tiers = {1: "waiting", 2: "waiting", 3: "waiting"}
        elif isinstance(event, AttemptFailed):
            f = event.failure
            p.previous = f.short_message
            p.tiers = {t: ("passed" if t < f.tier else "failed" if t == f.tier else "skipped") for t in (1, 2, 3)}
            p.history.append(f"attempt {event.n}: {TIER_NAMES.get(f.tier, f.tier)} {f.error_type}: "
                             f"{f.short_message}")
        elif isinstance(event, AttemptSucceeded):
            p.tiers = {1: "passed", 2: "passed", 3: "passed"}

    def _reply_received(self) -> None:
        p = self.progress
        p.phase = "validating"
        p.tiers = {1: "running", 2: "waiting", 3: "waiting"}

    def cancel_generation(self) -> State:
        """Esc on the spinner: the worker is cancelled by the caller; nothing is saved."""
        return self.machine.fire(Event.CANCEL)

    def _set_covers(self, success: Success) -> None:
        """A draft validated on fewer samples than given covers just those (the others set aside)."""
        all_samples = self.machine.ctx.samples
        covered = tuple(row.path for row in success.preview)
        self.covers = covered if 0 < len(covered) < len(all_samples) else None

    async def _build_view(self, success: Success) -> None:
        """Preview of every sample: the validated ones plus, when some were set aside, how those fare."""
        covered = set(self.covers or ())
        others = [p for p in self.machine.ctx.samples if p not in covered] if self.covers is not None else []
        rows = tuple(success.preview)
        matched = success.matched
        if others and success.rule is not None:
            extra = await asyncio.to_thread(tier3_semantic, success.rule, others, min_coverage=0.0)
            rows += tuple(extra.preview)
            matched += sum(1 for r in extra.preview if r.status != "unmatched")
        self.view = PreviewView(rows, matched, len(rows), set_aside=len(others))

    # ---- edit ---------------------------------------------------------------------------------------
    def edit_path(self) -> Path:
        ext = ".py" if self.machine.ctx.kind == "python" else ".yaml"
        folder = self.config.drafts_dir or Path(self.config.rules_dir)
        return Path(folder) / f"{self.session_id}-edit{ext}"

    async def edit(self, runner: EditorRunner) -> State:
        """EDITING: write the draft, run the editor, re-validate tiers 1-3 (no budget), keep the edit."""
        m = self.machine
        m.fire(Event.EDIT)
        path = self.edit_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(m.ctx.draft or "", encoding="utf-8")
        try:  # the scratch file never outlives the edit (the draft itself is autosaved as JSON)
            try:
                status = runner(path)
            except EditorNotFound as exc:
                return m.fire(Event.EDITOR_FAILED, message=str(exc))
            except Exception as exc:  # the suspend itself failed (e.g. no terminal)
                return m.fire(Event.EDITOR_FAILED, message=f"could not open the editor: {exc}")
            if status != 0:
                return m.fire(Event.EDITOR_FAILED,
                              message=f"the editor exited with status {status}; the draft is unchanged")
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                return m.fire(Event.EDITOR_FAILED, message=f"could not read the edited draft: {exc}")
        finally:
            try:
                path.unlink()
            except OSError:
                pass
        result = await self.validate(text)
        if isinstance(result, Success):
            await self._build_view(result)
            state = m.fire(Event.EDIT_PASSED, success=result, message="edit passed tiers 1–3")
        else:
            state = m.fire(Event.EDIT_FAILED, text=text, failure=result,
                           message=f"edit kept, but it fails {TIER_NAMES.get(result.tier, '')} validation: "
                                   "e edits again, r regenerates")
        return state

    async def validate(self, text: str) -> Success | Failure:
        samples = list(self.covers or self.machine.ctx.samples)
        if self._validate is not None:
            res = self._validate(text, samples)
            return await res if inspect.isawaitable(res) else res
        return await asyncio.to_thread(_default_validate, text, samples, self.config.min_coverage,
                                       self.config.sandbox_options)

    # ---- accept -------------------------------------------------------------------------------------
    def suggested_name(self) -> str:
        ctx = self.machine.ctx
        return self.rule_name or rule_name_of(ctx.draft, ctx.kind) or "my_rule"

    def structure_follows_draft(self) -> bool:
        """Whether a structure line can name the current draft's fields: not while the draft does not
        parse (tier 1), when only the analyser's own names, which it may no longer have, are known."""
        ctx = self.machine.ctx
        return not (ctx.draft and not ctx.valid and ctx.failure is not None and ctx.failure.tier == 1)

    def choose_name(self, typed: str) -> None:
        """Remember only a name the user chose; otherwise the name follows the draft's own."""
        ctx = self.machine.ctx
        value = typed.strip()
        self.rule_name = value if value and value != rule_name_of(ctx.draft, ctx.kind) else None

    def accept(self, name: str, *, overwrite: bool = False) -> Path:
        """Save the valid draft as `<name>.yaml|.py`; NameTaken on collision; Refused when not allowed."""
        m = self.machine
        name = name.strip()
        reason = m.check(Event.ACCEPT, name=name)
        if reason:
            raise Refused(m.state, Event.ACCEPT, reason)
        assert m.ctx.success is not None  # guaranteed by the draft_valid guard
        success = m.ctx.success
        typo = typo_rule_error(m.ctx.samples, missing_paths(m.ctx.samples), success.kind, len(success.rule.fields))
        if typo is not None:  # as `generate` refuses it: one path that does not exist, a rule with no fields
            raise Refused(m.state, Event.ACCEPT, typo.one_line())
        try:  # rules are shared: no local folders or what redaction removes in the saved description
            success, note = share_description(success, list(self.covers or m.ctx.samples))
        except UsageError as exc:
            raise Refused(m.state, Event.ACCEPT, exc.one_line()) from None
        path = self._save(Path(self.config.rules_dir), name, success, overwrite)
        try:
            saved_text = path.read_text(encoding="utf-8")
        except OSError:
            saved_text = None
        m.fire(Event.ACCEPT, name=name, path=str(path), text=saved_text, message=note)
        return path

    def start_over(self, samples: Sequence[str]) -> State:
        state = self.machine.fire(Event.START_OVER, samples=tuple(samples))
        self.session_id = new_session_id()
        self.rule_name = None
        self.covers = None
        self.view = None
        return state

    # ---- a tree of several kinds ----------------------------------------------------------------------
    def open_tree(self, tree: "Tree") -> State:
        """A fresh session over a tree of several kinds: it opens on the kinds screen."""
        self.machine = WizardMachine(self.machine.ctx.samples, kinds=tuple(tree.kinds))
        self.machine.listeners.append(self._on_transition)
        self._measure_kinds = tree.measure
        return self.machine.state

    @property
    def over_tree(self) -> bool:
        """The wizard runs over a tree of several kinds (a save returns to the kinds screen)."""
        return bool(self.machine.ctx.kinds)

    def pick_kind(self, index: int) -> State:
        """Start a fresh draft on the samples of kind `index`; Refused when not on the kinds screen."""
        kinds = self.machine.ctx.kinds
        if not 0 <= index < len(kinds):
            raise Refused(self.machine.state, Event.PICK_KIND, f"there is no kind number {index + 1}")
        state = self.machine.fire(Event.PICK_KIND, index=index, samples=tuple(kinds[index].samples))
        self.session_id = new_session_id()
        self.rule_name = None
        self.covers = None
        self.view = None
        return state

    def leave_to_kinds(self, message: str | None = None) -> State:
        """Esc on a kind's analysis, draft or error over a tree: the kinds as they were, to pick
        another (nothing saved; an unfinished draft stays in the drafts folder)."""
        return self.machine.fire(Event.BACK_TO_KINDS, kinds=self.machine.ctx.kinds, message=message)

    def back_to_kinds(self) -> State:
        """After a save: the kinds again, their coverage measured with the rules folder as it is now."""
        kinds = tuple(self._measure_kinds()) if self._measure_kinds is not None else self.machine.ctx.kinds
        return self.machine.fire(Event.SHOW_KINDS, kinds=kinds)

    # ---- resume -------------------------------------------------------------------------------------
    async def resume(self, record: DraftRecord) -> State:
        """Validate a leftover draft (no generation, no budget) and show it."""
        self.session_id = record.session
        kinds = self.machine.ctx.kinds  # a draft of one kind of a tree: Esc and a save return to the kinds
        self.machine = WizardMachine(record.samples, hints=record.hints)
        if kinds:
            self.machine.ctx = replace(self.machine.ctx, kinds=kinds)
        self.machine.listeners.append(self._on_transition)
        self.rule_name = record.name
        self.covers = tuple(record.covers) if record.covers else None
        m = self.machine
        result = await self.validate(record.text)
        what = "the edit left open in the editor" if record.from_edit else "the unfinished draft"
        hints = f"; hints in effect (r keeps them): {'; '.join(record.hints)}" if record.hints else ""
        if isinstance(result, Success):
            await self._build_view(result)
            state = m.fire(Event.GENERATED, success=result, message=f"resumed {what}{hints}")
        else:
            state = m.fire(Event.EXHAUSTED, attempts=(), last_output=record.text, failure=result,
                           stop_message=f"{what[:1].upper()}{what[1:]} does not pass validation: "
                                        f"{result.short_message}", message=hints.removeprefix("; ") or None)
        if self.drafts is not None:  # the draft (scratch text included) is autosaved by now
            self.drafts.discard_scratch(record.session)
        return state

    # ---- drafts -------------------------------------------------------------------------------------
    def _on_transition(self, before: State, event: Event, after: State) -> None:
        if self.drafts is None:
            return
        ctx = self.machine.ctx
        try:
            if ctx.saved_path:  # accepted: nothing unfinished is left
                self.drafts.discard(self.session_id)
            elif ctx.draft and ctx.draft.strip():
                self.drafts.save(DraftRecord(session=self.session_id, samples=ctx.samples, text=ctx.draft,
                                             kind=ctx.kind, hint=ctx.hint, hints=ctx.hints, valid=ctx.valid,
                                             name=self.rule_name, covers=self.covers))
        except OSError as exc:  # autosave must never break the wizard
            self.machine.ctx = replace(ctx, message=f"could not autosave the draft: {exc}")


__all__ = ["Session", "Tree", "WizardConfig", "Progress", "PreviewView", "NameTaken", "outcome_parts", "rule_name_of",
           "save_rule_file"]
