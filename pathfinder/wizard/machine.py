"""The wizard state machine (SPEC §5): plain Python, no Textual, testable without a screen.

Why a table: the transitions are data (`TRANSITIONS`), so the docs
(`docs/architecture.md`, "Wizard state machine") can show exactly what the code
does and a test keeps both in agreement. The TUI only calls `fire()` and
renders `state` + `ctx`; it never decides what a key means.

Two targets are symbolic:
- `<result>`: YAML_RESULT or PYTHON_RESULT, by the kind of the draft;
- `<back>`: the state the current one was entered from (hint box, editor,
  a cancelled regeneration return there).

Budget effects: `full` = the configured retry budget; `hint-retry` = one new
attempt plus one retry (a hint given from the error screen); edits consume nothing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Callable, Mapping

from pathfinder.validation.fences import defines_extract
from pathfinder.validation.result import Failure, Success

HINT_MAX_CHARS = 500
RULE_NAME_RE = re.compile(r"^[a-z][a-z0-9_]*$")


class State(str, Enum):
    ANALYZING = "ANALYZING"
    REGENERATING = "REGENERATING"
    YAML_RESULT = "YAML_RESULT"
    PYTHON_RESULT = "PYTHON_RESULT"
    ANALYSIS_ERROR = "ANALYSIS_ERROR"
    HINT_INPUT = "HINT_INPUT"
    EDITING = "EDITING"
    SAVED = "SAVED"
    CLOSED = "CLOSED"


class Event(str, Enum):
    # keys the user presses
    ACCEPT = "accept"  # a / Enter
    HINT = "hint"  # h
    EDIT = "edit"  # e
    REGENERATE = "regenerate"  # r
    CANCEL = "cancel"  # Esc
    SUBMIT_HINT = "submit_hint"  # Enter in the hint box
    START_OVER = "start_over"  # after a save
    # what the generation loop and the editor report
    GENERATED = "generated"  # a draft passed tiers 1-3
    EXHAUSTED = "exhausted"  # the budget is spent (failed attempts, maybe ended by a provider stop)
    STOPPED = "stopped"  # the provider ended it before any draft (refusal, credentials, transport)
    EDIT_PASSED = "edit_passed"  # edited draft passed tiers 1-3
    EDIT_FAILED = "edit_failed"  # edited draft failed a tier (edit kept)
    EDITOR_FAILED = "editor_failed"  # no editor, or it exited non-zero


RESULT = "<result>"
BACK = "<back>"


class BudgetEffect(str, Enum):
    NONE = "none"
    FULL = "full"  # the configured budget, from scratch
    HINT_RETRY = "hint-retry"  # one new attempt + 1 retry


@dataclass(frozen=True)
class Transition:
    source: State
    event: Event
    target: str  # a State value, RESULT or BACK
    guards: tuple[str, ...] = ()
    budget: BudgetEffect = BudgetEffect.NONE


def _t(source: State, event: Event, target: "State | str", guards: tuple[str, ...] = (),
       budget: BudgetEffect = BudgetEffect.NONE) -> Transition:
    return Transition(source, event, target.value if isinstance(target, State) else target, guards, budget)


S, E = State, Event
_RESULTS = (S.YAML_RESULT, S.PYTHON_RESULT)

TRANSITIONS: tuple[Transition, ...] = (
    _t(S.ANALYZING, E.GENERATED, RESULT),
    _t(S.ANALYZING, E.EXHAUSTED, S.ANALYSIS_ERROR),
    _t(S.ANALYZING, E.STOPPED, S.ANALYSIS_ERROR),
    _t(S.ANALYZING, E.CANCEL, S.CLOSED),
    _t(S.REGENERATING, E.GENERATED, RESULT),
    _t(S.REGENERATING, E.EXHAUSTED, S.ANALYSIS_ERROR),
    _t(S.REGENERATING, E.STOPPED, BACK),
    _t(S.REGENERATING, E.CANCEL, BACK),
    *(
        row
        for st in _RESULTS
        for row in (
            _t(st, E.ACCEPT, S.SAVED, ("draft_valid", "name_valid")),
            _t(st, E.HINT, S.HINT_INPUT),
            _t(st, E.EDIT, S.EDITING, ("has_draft",)),
            _t(st, E.REGENERATE, S.REGENERATING, (), BudgetEffect.FULL),
            _t(st, E.CANCEL, S.CLOSED),
        )
    ),
    _t(S.ANALYSIS_ERROR, E.HINT, S.HINT_INPUT),
    _t(S.ANALYSIS_ERROR, E.EDIT, S.EDITING, ("has_draft",)),
    _t(S.ANALYSIS_ERROR, E.REGENERATE, S.REGENERATING, (), BudgetEffect.FULL),
    _t(S.ANALYSIS_ERROR, E.CANCEL, S.CLOSED),
    _t(S.HINT_INPUT, E.SUBMIT_HINT, S.REGENERATING, ("hint_valid", "from_error"), BudgetEffect.HINT_RETRY),
    _t(S.HINT_INPUT, E.SUBMIT_HINT, S.REGENERATING, ("hint_valid", "from_result"), BudgetEffect.FULL),
    _t(S.HINT_INPUT, E.CANCEL, BACK),
    _t(S.EDITING, E.EDIT_PASSED, RESULT),
    _t(S.EDITING, E.EDIT_FAILED, RESULT),
    _t(S.EDITING, E.EDITOR_FAILED, BACK),
    _t(S.SAVED, E.START_OVER, S.ANALYZING, ("has_samples",), BudgetEffect.FULL),
    _t(S.SAVED, E.CANCEL, S.CLOSED),
)

GUARD_DOCS: dict[str, str] = {
    "draft_valid": "the current draft passed tiers 1-3 (a failed edit cannot be saved)",
    "name_valid": "the rule name matches ^[a-z][a-z0-9_]*$",
    "has_draft": "there is draft text to open in the editor",
    "hint_valid": "the hint is 1-500 characters (not blank)",
    "from_error": "the hint box was opened from ANALYSIS_ERROR",
    "from_result": "the hint box was opened from a result screen",
    "has_samples": "the new session has at least one sample path",
}


STATE_PLACES: dict[State, str] = {
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
    attempts: tuple[Any, ...] = ()  # FailedAttempt of the last generation, oldest first
    stop_message: str | None = None  # provider stopped the generation (refusal, auth)
    hint: str | None = None  # a hint typed but not (yet) followed: prefills the hint box to fix and resend
    hints: tuple[str, ...] = ()  # hints the current draft follows; `r` regenerates fresh with these
    back: State | None = None  # where <back> returns
    plan: Plan | None = None  # set while ANALYZING / REGENERATING
    generation: int = 0  # increments per generation: results of older ones are stale
    name: str | None = None  # rule name chosen at accept
    saved_path: str | None = None
    message: str | None = None  # one-line notice for the current screen


def _kind_for(text: str | None, default: str = "yaml") -> str:
    return "python" if defines_extract(text) else default


class WizardMachine:
    """Holds the state and context; `fire(event, **payload)` applies one table row or raises `Refused`."""

    def __init__(self, samples: tuple[str, ...] | list[str], *, transitions: tuple[Transition, ...] = TRANSITIONS,
                 draft: str | None = None) -> None:
        self.transitions = transitions
        self.state = State.ANALYZING
        self.ctx = Context(samples=tuple(samples), plan=Plan(BudgetEffect.FULL), generation=1,
                           draft=draft, kind=_kind_for(draft))
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

    def check(self, event: Event, **payload: Any) -> str | None:
        """None when `event` would be accepted now, else the one-line reason it is refused."""
        try:
            self._select(event, payload)
        except Refused as exc:
            return exc.reason
        return None

    # ---- the one way to change state -------------------------------------------------------------
    def fire(self, event: Event, **payload: Any) -> State:
        row = self._select(event, payload)
        before = self.state
        target = self._resolve(row, payload)
        self.ctx = self._effect(row, target, payload)
        self.state = target
        for listener in list(self.listeners):
            listener(before, event, target)
        return target

    def _select(self, event: Event, payload: Mapping[str, Any]) -> Transition:
        rows = self.rows(event=event)
        if not rows:
            what = event.value.replace("_", " ")
            raise Refused(self.state, event, f"{what} is not available {STATE_PLACES[self.state]}")
        reasons: list[str] = []
        for row in rows:
            failed = [g for g in row.guards if not self._guard(g, payload)]
            if not failed:
                return row
            reasons.append(self._guard_reason(failed[0], payload))
        raise Refused(self.state, event, reasons[0])

    def _guard(self, name: str, p: Mapping[str, Any]) -> bool:
        ctx = self.ctx
        if name == "draft_valid":
            return ctx.valid and ctx.draft is not None
        if name == "name_valid":
            return bool(RULE_NAME_RE.match(str(p.get("name") or "")))
        if name == "has_draft":
            return bool(ctx.draft and ctx.draft.strip())
        if name == "hint_valid":
            hint = str(p.get("hint") or "")
            return bool(hint.strip()) and len(hint) <= HINT_MAX_CHARS
        if name == "from_error":
            return ctx.back == State.ANALYSIS_ERROR
        if name == "from_result":
            return ctx.back in _RESULTS
        if name == "has_samples":
            return bool(tuple(p.get("samples") or ()))
        raise KeyError(f"unknown guard {name!r}")

    def _guard_reason(self, name: str, p: Mapping[str, Any]) -> str:
        if name == "draft_valid":
            return "this draft failed validation and cannot be saved: edit it (e) or regenerate (r)"
        if name == "name_valid":
            return (f"rule name {str(p.get('name') or '')!r} is not valid: use lowercase letters, digits "
                    "and _ , starting with a letter")
        if name == "has_draft":
            return "there is no draft to edit yet: add a hint (h) or retry (r)"
        if name == "hint_valid":
            hint = str(p.get("hint") or "")
            if not hint.strip():
                return "the hint is empty: type a hint or press Esc to go back"
            return f"the hint is {len(hint)} characters; at most {HINT_MAX_CHARS} are allowed"
        if name == "has_samples":
            return "no sample paths: add at least one path or folder"
        return f"not allowed here ({GUARD_DOCS.get(name, name)})"

    def _resolve(self, row: Transition, p: Mapping[str, Any]) -> State:
        if row.target == BACK:
            return self.ctx.back or State.CLOSED
        if row.target == RESULT:
            kind = self._payload_kind(row.event, p)
            return State.PYTHON_RESULT if kind == "python" else State.YAML_RESULT
        return State(row.target)

    def _payload_kind(self, event: Event, p: Mapping[str, Any]) -> str:
        success = p.get("success")
        if success is not None:
            return success.kind
        return str(p.get("kind") or _kind_for(p.get("text"), self.ctx.kind))

    def _effect(self, row: Transition, target: State, p: Mapping[str, Any]) -> Context:
        ctx = replace(self.ctx, message=p.get("message"))
        ev = row.event
        if ev in (Event.GENERATED, Event.EDIT_PASSED):
            success: Success = p["success"]
            ctx = replace(ctx, draft=success.text, kind=success.kind, valid=True, success=success,
                          failure=None, plan=None, stop_message=None)
            if ev == Event.GENERATED:
                plan = self.ctx.plan
                hints = plan.hints if plan is not None else ctx.hints
                ctx = replace(ctx, attempts=tuple(p.get("attempts") or ()), hints=hints, hint=None)
        elif ev == Event.EXHAUSTED:
            last = p.get("last_output")
            attempts = tuple(p.get("attempts") or ())
            failure = attempts[-1].failure if attempts else p.get("failure")
            ctx = replace(ctx, attempts=attempts, failure=failure, plan=None, valid=False,
                          stop_message=p.get("stop_message"),
                          draft=last if last is not None else ctx.draft,
                          kind=_kind_for(last, ctx.kind) if last is not None else ctx.kind)
        elif ev == Event.STOPPED:
            stop = p.get("stop_message") or "the provider stopped the generation"
            plan = self.ctx.plan
            if target == State.ANALYSIS_ERROR and self.state == State.ANALYZING:
                ctx = replace(ctx, attempts=(), failure=None, plan=None, valid=False, stop_message=stop)
            elif plan is not None and plan.draft is None and plan.hint and ctx.hints:
                # `r` with the hints followed so far was refused (e.g. an offline hint naming a field
                # only an edit had): drop them, or every `r` would be refused the same way
                ctx = replace(ctx, plan=None, hints=(),
                              message=f"{stop}; the earlier hints are dropped: r regenerates without them")
            else:  # a regeneration stopped: back to what was there, draft untouched, the new hint not kept
                ctx = replace(ctx, plan=None, message=stop)
        elif ev == Event.EDIT_FAILED:
            text = p["text"]
            ctx = replace(ctx, draft=text, kind=self._payload_kind(ev, p), valid=False,
                          failure=p.get("failure"))
        elif ev == Event.REGENERATE:  # fresh: full budget, no draft; only the hints already followed
            ctx = replace(ctx, plan=Plan(BudgetEffect.FULL, hint="\n".join(ctx.hints) or None, draft=None,
                                         hints=ctx.hints))
        elif ev == Event.SUBMIT_HINT:
            hint = str(p["hint"]).strip()
            ctx = replace(ctx, hint=hint, plan=Plan(row.budget, hint=hint, draft=ctx.draft,
                                                    hints=(*ctx.hints, hint)))
        elif ev == Event.START_OVER:
            ctx = Context(samples=tuple(p["samples"]), plan=Plan(BudgetEffect.FULL))
        elif ev == Event.ACCEPT:  # the saved text (renamed to the chosen name) is what the screen shows
            ctx = replace(ctx, name=p.get("name"), saved_path=p.get("path"), draft=p.get("text") or ctx.draft)
        elif ev == Event.CANCEL and self.state == State.REGENERATING:
            ctx = replace(ctx, plan=None, message=p.get("message") or "regeneration cancelled; previous draft kept")
        # where <back> will return, for the states that have one
        if target in (State.HINT_INPUT, State.EDITING) or (
            target == State.REGENERATING and self.state != State.HINT_INPUT
        ):
            ctx = replace(ctx, back=self.state)
        if target in (State.ANALYZING, State.REGENERATING):
            ctx = replace(ctx, generation=ctx.generation + 1)
        return ctx


def transition_table_markdown(transitions: tuple[Transition, ...] = TRANSITIONS) -> str:
    """The table as Markdown, exactly as `docs/architecture.md` shows it."""
    lines = ["| from | event | guard | to | budget |", "|---|---|---|---|---|"]
    for t in transitions:
        guard = " and ".join(t.guards) or "-"
        lines.append(f"| {t.source.value} | {t.event.value} | {guard} | {t.target} | {t.budget.value} |")
    return "\n".join(lines)


def parse_transition_table(markdown: str) -> tuple[Transition, ...]:
    """Read the table back from Markdown (used by the test that keeps docs and code in sync)."""
    rows: list[Transition] = []
    for line in markdown.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 5 or cells[0] in ("from", "") or set(cells[0]) <= set("-: "):
            continue
        try:
            source = State(cells[0])
        except ValueError:
            continue
        guards = () if cells[2] == "-" else tuple(g.strip() for g in cells[2].split(" and "))
        rows.append(Transition(source, Event(cells[1]), cells[3], guards, BudgetEffect(cells[4])))
    return tuple(rows)


__all__ = [
    "State", "Event", "BudgetEffect", "Transition", "TRANSITIONS", "RESULT", "BACK", "GUARD_DOCS",
    "Refused", "Plan", "Context", "WizardMachine", "HINT_MAX_CHARS", "RULE_NAME_RE",
    "transition_table_markdown", "parse_transition_table",
]
