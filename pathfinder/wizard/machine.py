"""The wizard state machine: plain Python, no Textual, testable without a screen.

Why a table: the transitions, their guards and their effects are data (`TRANSITIONS`,
`GUARDS`, `EFFECTS`), so docs/architecture.md ("Wizard state machine") can show exactly
what the code does and a test keeps both in agreement. The TUI only calls `fire()` and
renders `state` + `ctx`; it never decides what a key means.

Two targets are symbolic:
- `<result>`: YAML_RESULT or PYTHON_RESULT, by the kind of the draft;
- `<back>`: the state the current one was entered from (hint box, editor,
  a cancelled regeneration return there).

Budget effects: `full` = the configured retry budget; `hint-retry` = one new
attempt plus one retry (a hint given from the error screen); edits consume nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Callable

from pathfinder.engine.schema import IDENTIFIER_RE
from pathfinder.generation.providers.base import MAX_HINT_CHARS as HINT_MAX_CHARS  # the box's limit is the request's
from pathfinder.generation.providers.base import FailedAttempt
from pathfinder.validation.result import Failure, Success
from pathfinder.wizard.events import (
    Accepted,
    EditFailed,
    EditPassed,
    Event,
    Exhausted,
    Generated,
    HintSubmitted,
    KindPicked,
    KindsShown,
    Payload,
    ResultPayload,
    StartedOver,
    Stopped,
    kind_of_text,
    payload_for,
)


class State(str, Enum):
    KINDS = "KINDS"
    ANALYZING = "ANALYZING"
    REGENERATING = "REGENERATING"
    YAML_RESULT = "YAML_RESULT"
    PYTHON_RESULT = "PYTHON_RESULT"
    ANALYSIS_ERROR = "ANALYSIS_ERROR"
    HINT_INPUT = "HINT_INPUT"
    EDITING = "EDITING"
    SAVED = "SAVED"
    CLOSED = "CLOSED"


RESULT = "<result>"
BACK = "<back>"


class BudgetEffect(str, Enum):
    NONE = "none"
    FULL = "full"  # the configured budget, from scratch
    HINT_RETRY = "hint-retry"  # one new attempt + 1 retry


# ---- the table --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Transition:
    source: State
    event: Event
    target: str  # a State value, RESULT or BACK
    guards: tuple[str, ...] = ()
    budget: BudgetEffect = BudgetEffect.NONE
    effect: str = "-"  # a key of EFFECTS: what the context keeps from the event ("-": only the message)


def _t(source: State, event: Event, target: "State | str", guards: tuple[str, ...] = (),
       budget: BudgetEffect = BudgetEffect.NONE, effect: str = "-") -> Transition:
    return Transition(source, event, target.value if isinstance(target, State) else target, guards, budget, effect)


S, E = State, Event
_RESULTS = (S.YAML_RESULT, S.PYTHON_RESULT)

TRANSITIONS: tuple[Transition, ...] = (
    _t(S.KINDS, E.PICK_KIND, S.ANALYZING, ("has_samples",), BudgetEffect.FULL, effect="pick_kind"),
    _t(S.KINDS, E.CANCEL, S.CLOSED),
    _t(S.ANALYZING, E.GENERATED, RESULT, effect="take_draft"),
    _t(S.ANALYZING, E.EXHAUSTED, S.ANALYSIS_ERROR, effect="keep_failures"),
    _t(S.ANALYZING, E.STOPPED, S.ANALYSIS_ERROR, effect="show_stop"),
    _t(S.ANALYZING, E.BACK_TO_KINDS, S.KINDS, ("has_kinds",), effect="leave_to_kinds"),
    _t(S.ANALYZING, E.CANCEL, S.CLOSED),
    _t(S.REGENERATING, E.GENERATED, RESULT, effect="take_draft"),
    _t(S.REGENERATING, E.EXHAUSTED, S.ANALYSIS_ERROR, effect="keep_failures"),
    _t(S.REGENERATING, E.STOPPED, BACK, effect="drop_regeneration"),
    _t(S.REGENERATING, E.CANCEL, BACK, effect="cancel_regeneration"),
    *(
        row
        for st in _RESULTS
        for row in (
            _t(st, E.ACCEPT, S.SAVED, ("draft_valid", "name_valid"), effect="record_save"),
            _t(st, E.HINT, S.HINT_INPUT),
            _t(st, E.EDIT, S.EDITING, ("has_draft",)),
            _t(st, E.REGENERATE, S.REGENERATING, (), BudgetEffect.FULL, effect="plan_fresh"),
            _t(st, E.BACK_TO_KINDS, S.KINDS, ("has_kinds",), effect="leave_to_kinds"),
            _t(st, E.CANCEL, S.CLOSED),
        )
    ),
    _t(S.ANALYSIS_ERROR, E.HINT, S.HINT_INPUT),
    _t(S.ANALYSIS_ERROR, E.EDIT, S.EDITING, ("has_draft",)),
    _t(S.ANALYSIS_ERROR, E.REGENERATE, S.REGENERATING, (), BudgetEffect.FULL, effect="plan_fresh"),
    _t(S.ANALYSIS_ERROR, E.BACK_TO_KINDS, S.KINDS, ("has_kinds",), effect="leave_to_kinds"),
    _t(S.ANALYSIS_ERROR, E.CANCEL, S.CLOSED),
    _t(S.HINT_INPUT, E.SUBMIT_HINT, S.REGENERATING, ("hint_valid", "from_error"), BudgetEffect.HINT_RETRY,
       effect="plan_hint"),
    _t(S.HINT_INPUT, E.SUBMIT_HINT, S.REGENERATING, ("hint_valid", "from_result"), BudgetEffect.FULL,
       effect="plan_hint"),
    _t(S.HINT_INPUT, E.CANCEL, BACK),
    _t(S.EDITING, E.EDIT_PASSED, RESULT, effect="take_edit"),
    _t(S.EDITING, E.EDIT_FAILED, RESULT, effect="keep_failed_edit"),
    _t(S.EDITING, E.EDITOR_FAILED, BACK),
    _t(S.SAVED, E.START_OVER, S.ANALYZING, ("has_samples",), BudgetEffect.FULL, effect="fresh_session"),
    _t(S.SAVED, E.SHOW_KINDS, S.KINDS, ("has_kinds",), effect="show_kinds"),
    _t(S.SAVED, E.CANCEL, S.CLOSED),
)

# where <back> returns is remembered on entering these states (a regeneration from the hint box
# keeps the hint box's own <back>: the screen the hint was asked from)
REMEMBERS_BACK = frozenset({State.HINT_INPUT, State.EDITING, State.REGENERATING})
GENERATING = frozenset({State.ANALYZING, State.REGENERATING})  # entering one starts a new generation
# Esc here closes the session and goes back to the samples (its draft stays in the drafts folder)
RETURNS_TO_SAMPLES = frozenset({State.YAML_RESULT, State.PYTHON_RESULT, State.ANALYSIS_ERROR})


STATE_PLACES: dict[State, str] = {
    State.KINDS: "on the kinds screen (Enter picks a kind, Esc quits)",
    State.ANALYZING: "while the samples are being analysed (Esc cancels)",
    State.REGENERATING: "while a new draft is being generated (Esc cancels)",
    State.YAML_RESULT: "on the result screen",
    State.PYTHON_RESULT: "on the result screen",
    State.ANALYSIS_ERROR: "on the error screen",
    State.HINT_INPUT: "while typing a hint (Enter sends it, Esc goes back)",
    State.EDITING: "while the editor is open",
    State.SAVED: "after saving (n starts over, q quits)",
    State.CLOSED: "after the wizard has closed",
}


class Refused(Exception):
    """An event is not allowed in the current state; `reason` is one line for the user."""

    def __init__(self, state: State, event: Event, reason: str) -> None:
        super().__init__(reason)
        self.state = state
        self.event = event
        self.reason = reason


@dataclass(frozen=True)
class Plan:
    """What the next generation asks for: the budget effect, the hint, and the draft as context.

    `hints` are the hints in effect once this generation succeeds (the ones followed before, plus
    a new one from the hint box); a generation that is stopped, refused, cancelled or fails
    leaves the earlier ones in effect and drops the new one."""

    budget: BudgetEffect = BudgetEffect.FULL
    hint: str | None = None
    draft: str | None = None
    hints: tuple[str, ...] = ()


@dataclass(frozen=True)
class Context:
    """Everything the screens show; replaced (never mutated) on each transition."""

    samples: tuple[str, ...] = ()
    draft: str | None = None  # current draft text (generated or edited)
    kind: str = "yaml"  # "yaml" | "python"
    valid: bool = False  # draft passed tiers 1-3
    success: Success | None = None  # latest passing validation (preview, coverage)
    failure: Failure | None = None  # why the current draft is invalid (failed edit / exhausted)
    attempts: tuple[FailedAttempt, ...] = ()  # the last generation's failed attempts, oldest first
    stop_message: str | None = None  # provider stopped the generation (refusal, auth)
    hint: str | None = None  # a hint typed but not (yet) followed: prefills the hint box to fix and resend
    hints: tuple[str, ...] = ()  # hints the current draft follows; `r` regenerates fresh with these
    back: State | None = None  # where <back> returns
    plan: Plan | None = None  # set while ANALYZING / REGENERATING
    generation: int = 0  # increments per generation: results of older ones are stale
    name: str | None = None  # rule name chosen at accept
    saved_path: str | None = None
    message: str | None = None  # one-line notice for the current screen
    kinds: tuple[Any, ...] = ()  # the tree's kinds (pathfinder.analysis.kinds.Kind), when it has several
    picked: int | None = None  # the row of `kinds` the current draft is for


# ---- guards: the test, what it means (docs), and the refusal the user reads -------------------------

@dataclass(frozen=True)
class Guard:
    doc: str
    holds: Callable[[Context, Any], bool]  # (context, the event's payload)
    refusal: Callable[[Any], str]  # the one-line reason, from the payload


def _hint_refusal(p: HintSubmitted) -> str:
    if not p.hint.strip():
        return "the hint is empty: type a hint or press Esc to go back"
    return f"the hint is {len(p.hint)} characters; at most {HINT_MAX_CHARS} are allowed"


def _not_allowed(doc: str) -> Callable[[Any], str]:
    return lambda p: f"not allowed here ({doc})"


GUARDS: dict[str, Guard] = {
    "draft_valid": Guard(
        "the current draft passed tiers 1-3 (a failed edit cannot be saved)",
        lambda ctx, p: ctx.valid and ctx.draft is not None,
        lambda p: "this draft failed validation and cannot be saved: edit it (e) or regenerate (r)"),
    "name_valid": Guard(
        "the rule name matches ^[a-z][a-z0-9_]*$",
        lambda ctx, p: bool(IDENTIFIER_RE.match(p.name or "")),
        lambda p: (f"rule name {p.name or ''!r} is not valid: use lowercase letters, digits "
                   "and _ , starting with a letter")),
    "has_draft": Guard(
        "there is draft text to open in the editor",
        lambda ctx, p: bool(ctx.draft and ctx.draft.strip()),
        lambda p: "there is no draft to edit yet: add a hint (h) or retry (r)"),
    "hint_valid": Guard(
        "the hint is 1-500 characters (not blank)",
        lambda ctx, p: bool(p.hint.strip()) and len(p.hint) <= HINT_MAX_CHARS,
        _hint_refusal),
    "from_error": Guard(
        "the hint box was opened from ANALYSIS_ERROR",
        lambda ctx, p: ctx.back == State.ANALYSIS_ERROR,
        _not_allowed("the hint box was opened from ANALYSIS_ERROR")),
    "from_result": Guard(
        "the hint box was opened from a result screen",
        lambda ctx, p: ctx.back in _RESULTS,
        _not_allowed("the hint box was opened from a result screen")),
    "has_samples": Guard(
        "the new session has at least one sample path",
        lambda ctx, p: bool(p.samples),
        lambda p: "no sample paths: add at least one path or folder"),
    "has_kinds": Guard(
        "the wizard runs over a tree of several kinds",
        lambda ctx, p: bool(p.kinds),
        lambda p: "there is no kinds screen: the samples were of one kind"),
}
GUARD_DOCS: dict[str, str] = {name: guard.doc for name, guard in GUARDS.items()}


# ---- effects: what the next context keeps from the event, one function per table name --------------

@dataclass(frozen=True)
class Step:
    """One transition being applied: the row, where it really goes, the context before it."""

    row: Transition
    target: State
    before: Context


def _take_draft(ctx: Context, p: Generated, step: Step) -> Context:
    """A generated draft: shown, valid, following the plan's hints; the typed hint is used up."""
    plan = step.before.plan
    return replace(ctx, draft=p.success.text, kind=p.success.kind, valid=True, success=p.success, failure=None,
                   plan=None, stop_message=None, attempts=tuple(p.attempts),
                   hints=plan.hints if plan is not None else ctx.hints, hint=None)


def _take_edit(ctx: Context, p: EditPassed, step: Step) -> Context:
    """An edit that passes replaces the draft (hints stay: the edit builds on them)."""
    return replace(ctx, draft=p.success.text, kind=p.success.kind, valid=True, success=p.success, failure=None,
                   plan=None, stop_message=None)


def _keep_failures(ctx: Context, p: Exhausted, step: Step) -> Context:
    """The budget is spent: the attempts, the last error and the last output (what `e` edits)."""
    attempts = tuple(p.attempts)
    last = p.last_output
    return replace(ctx, attempts=attempts, failure=attempts[-1].failure if attempts else p.failure, plan=None,
                   valid=False, stop_message=p.stop_message, draft=last if last is not None else ctx.draft,
                   kind=kind_of_text(last, ctx.kind) if last is not None else ctx.kind)


def _stop_text(p: Stopped) -> str:
    return p.stop_message or "the provider stopped the generation"


def _show_stop(ctx: Context, p: Stopped, step: Step) -> Context:
    """The first generation was stopped: the error screen says why."""
    return replace(ctx, attempts=(), failure=None, plan=None, valid=False, stop_message=_stop_text(p))


def _drop_regeneration(ctx: Context, p: Stopped, step: Step) -> Context:
    """A regeneration stopped: back to what was there, the draft untouched, a new hint not kept.

    When `r` with the hints followed so far was refused (e.g. an offline hint naming a field only
    an edit had), they are dropped, or every `r` would be refused the same way."""
    plan = step.before.plan
    if plan is not None and plan.draft is None and plan.hint and ctx.hints:
        return replace(ctx, plan=None, hints=(),
                       message=f"{_stop_text(p)}; the earlier hints are dropped: r regenerates without them")
    return replace(ctx, plan=None, message=_stop_text(p))


def _cancel_regeneration(ctx: Context, p: Payload, step: Step) -> Context:
    """Esc on a regeneration: the previous draft stays."""
    return replace(ctx, plan=None, message=p.message or "regeneration cancelled; previous draft kept")


def _keep_failed_edit(ctx: Context, p: EditFailed, step: Step) -> Context:
    """A failing edit is kept and shown (never saved): `e` edits it again."""
    return replace(ctx, draft=p.text, kind=p.result_kind(ctx.kind), valid=False, failure=p.failure)


def _plan_fresh(ctx: Context, p: Payload, step: Step) -> Context:
    """`r`: full budget, no draft as context, only the hints already followed."""
    return replace(ctx, plan=Plan(BudgetEffect.FULL, hint="\n".join(ctx.hints) or None, draft=None,
                                  hints=ctx.hints))


def _plan_hint(ctx: Context, p: HintSubmitted, step: Step) -> Context:
    """A hint goes out with the current draft; it joins the hints once its generation succeeds."""
    hint = p.hint.strip()
    return replace(ctx, hint=hint, plan=Plan(step.row.budget, hint=hint, draft=ctx.draft,
                                             hints=(*ctx.hints, hint)))


def _fresh_session(ctx: Context, p: StartedOver, step: Step) -> Context:
    """New samples: nothing of the saved rule's context is carried over."""
    return Context(samples=p.samples, plan=Plan(BudgetEffect.FULL))


def _pick_kind(ctx: Context, p: KindPicked, step: Step) -> Context:
    """A kind picked: a fresh session on its samples; the kinds stay for the way back."""
    return Context(samples=p.samples, plan=Plan(BudgetEffect.FULL), kinds=ctx.kinds, picked=p.index,
                   generation=ctx.generation, message=ctx.message)


def _show_kinds(ctx: Context, p: KindsShown, step: Step) -> Context:
    """Back on the kinds screen after a save, coverage recomputed (the saved rule is the message)."""
    saved = f"saved rule {ctx.name} to {ctx.saved_path}; coverage updated" if ctx.saved_path else None
    return Context(kinds=p.kinds, picked=ctx.picked, generation=ctx.generation, message=ctx.message or saved)


def _leave_to_kinds(ctx: Context, p: KindsShown, step: Step) -> Context:
    """Back on the kinds screen from a kind's draft left with Esc (the message says where it is kept);
    a generation in flight is superseded."""
    return Context(kinds=p.kinds, picked=ctx.picked, generation=ctx.generation + 1, message=p.message)


def _record_save(ctx: Context, p: Accepted, step: Step) -> Context:
    """The saved text (renamed to the chosen name) is what the screen shows."""
    return replace(ctx, name=p.name, saved_path=p.path, draft=p.text or ctx.draft)


def _message_only(ctx: Context, p: Payload, step: Step) -> Context:
    """Nothing but the event's message (and where <back> returns)."""
    return ctx


Effect = Callable[[Context, Any, Step], Context]

EFFECTS: dict[str, Effect] = {
    "-": _message_only,
    "take_draft": _take_draft,
    "take_edit": _take_edit,
    "keep_failures": _keep_failures,
    "show_stop": _show_stop,
    "drop_regeneration": _drop_regeneration,
    "cancel_regeneration": _cancel_regeneration,
    "keep_failed_edit": _keep_failed_edit,
    "plan_fresh": _plan_fresh,
    "plan_hint": _plan_hint,
    "fresh_session": _fresh_session,
    "record_save": _record_save,
    "pick_kind": _pick_kind,
    "show_kinds": _show_kinds,
    "leave_to_kinds": _leave_to_kinds,
}
EFFECT_DOCS: dict[str, str] = {name: (fn.__doc__ or "").split("\n")[0] for name, fn in EFFECTS.items()}


class WizardMachine:
    """Holds the state and context; `fire(event, **payload)` applies one table row or raises `Refused`."""

    def __init__(self, samples: tuple[str, ...] | list[str], *, transitions: tuple[Transition, ...] = TRANSITIONS,
                 draft: str | None = None, hints: tuple[str, ...] = (), kinds: tuple[Any, ...] = ()) -> None:
        """`hints`: the ones a resumed draft follows (they stay in effect for `r`). With several
        `kinds` the wizard opens on the kinds screen; otherwise it analyses `samples`."""
        self.transitions = transitions
        if len(kinds) > 1:
            self.state = State.KINDS
            self.ctx = Context(kinds=tuple(kinds))
        else:
            self.state = State.ANALYZING
            self.ctx = Context(samples=tuple(samples), plan=Plan(BudgetEffect.FULL, hints=tuple(hints)),
                               generation=1, draft=draft, kind=kind_of_text(draft), hints=tuple(hints))
        self.listeners: list[Callable[[State, Event, State], None]] = []

    # ---- queries -------------------------------------------------------------------------------
    def rows(self, state: State | None = None, event: Event | None = None) -> list[Transition]:
        st = self.state if state is None else state
        return [t for t in self.transitions if t.source == st and (event is None or t.event == event)]

    def allowed_events(self) -> list[Event]:
        seen: list[Event] = []
        for t in self.rows():
            if t.event not in seen:
                seen.append(t.event)
        return seen

    def check(self, event: Event, /, **payload: Any) -> str | None:
        """None when `event` would be accepted now, else the one-line reason it is refused."""
        try:
            self._select(event, payload_for(event, payload))
        except Refused as exc:
            return exc.reason
        return None

    def guard_holds(self, guard: str, event: Event, /, **payload: Any) -> bool:
        """Whether `guard` passes now for `event` with this payload."""
        return GUARDS[guard].holds(self.ctx, payload_for(event, payload))

    # ---- the one way to change state -------------------------------------------------------------
    def fire(self, event: Event, /, **payload: Any) -> State:
        data = payload_for(event, payload)
        row = self._select(event, data)
        before = self.state
        target = self._resolve(row, data)
        step = Step(row, target, self.ctx)
        ctx = EFFECTS[row.effect](replace(self.ctx, message=data.message), data, step)
        if target in REMEMBERS_BACK and before != State.HINT_INPUT:
            ctx = replace(ctx, back=before)
        if target in GENERATING:
            ctx = replace(ctx, generation=ctx.generation + 1)
        self.ctx = ctx
        self.state = target
        for listener in list(self.listeners):
            listener(before, event, target)
        return target

    def _select(self, event: Event, payload: Payload) -> Transition:
        rows = self.rows(event=event)
        if not rows:
            what = event.value.replace("_", " ")
            raise Refused(self.state, event, f"{what} is not available {STATE_PLACES[self.state]}")
        reasons: list[str] = []
        for row in rows:
            failed = [g for g in row.guards if not GUARDS[g].holds(self.ctx, payload)]
            if not failed:
                return row
            reasons.append(GUARDS[failed[0]].refusal(payload))
        raise Refused(self.state, event, reasons[0])

    def _resolve(self, row: Transition, payload: Payload) -> State:
        if row.target == BACK:
            return self.ctx.back or State.CLOSED
        if row.target == RESULT:
            kind = payload.result_kind(self.ctx.kind) if isinstance(payload, ResultPayload) else self.ctx.kind
            return State.PYTHON_RESULT if kind == "python" else State.YAML_RESULT
        return State(row.target)


def transition_table_markdown(transitions: tuple[Transition, ...] = TRANSITIONS) -> str:
    """The table as Markdown, exactly as `docs/architecture.md` shows it."""
    lines = ["| from | event | guard | to | budget | effect |", "|---|---|---|---|---|---|"]
    for t in transitions:
        guard = " and ".join(t.guards) or "-"
        lines.append(f"| {t.source.value} | {t.event.value} | {guard} | {t.target} | {t.budget.value} "
                     f"| {t.effect} |")
    return "\n".join(lines)


def parse_transition_table(markdown: str) -> tuple[Transition, ...]:
    """Read the table back from Markdown (used by the test that keeps docs and code in sync)."""
    rows: list[Transition] = []
    for line in markdown.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) not in (5, 6) or cells[0] in ("from", "") or set(cells[0]) <= set("-: "):
            continue
        try:
            source = State(cells[0])
        except ValueError:
            continue
        guards = () if cells[2] == "-" else tuple(g.strip() for g in cells[2].split(" and "))
        effect = cells[5] if len(cells) == 6 else "-"
        rows.append(Transition(source, Event(cells[1]), cells[3], guards, BudgetEffect(cells[4]), effect))
    return tuple(rows)


__all__ = [
    "State", "Event", "BudgetEffect", "Transition", "TRANSITIONS", "RETURNS_TO_SAMPLES", "RESULT", "BACK", "GUARDS", "GUARD_DOCS",
    "EFFECTS", "EFFECT_DOCS", "Guard", "Step", "Refused", "Plan", "Context", "WizardMachine", "HINT_MAX_CHARS",
    "Payload", "Generated", "Exhausted", "Stopped", "EditPassed", "EditFailed", "Accepted",
    "HintSubmitted", "StartedOver", "KindPicked", "KindsShown", "PAYLOADS", "payload_for", "transition_table_markdown",
    "parse_transition_table",
]
