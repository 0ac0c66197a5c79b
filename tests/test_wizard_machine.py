"""The wizard state machine: every state x event, guards, budget effects, docs table in sync."""
from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from pathfinder.generation.providers.base import FailedAttempt
from pathfinder.validation.result import Failure, PreviewRow, Success
from pathfinder.wizard.machine import (
    BACK,
    RESULT,
    TRANSITIONS,
    BudgetEffect,
    Event,
    Plan,
    Refused,
    State,
    WizardMachine,
    parse_transition_table,
    transition_table_markdown,
)

SAMPLES = ("/data/mission_042/2024-01-15/readings.csv", "/data/mission_043/2024-01-16/wind.csv")
YAML = 'name: mission\nglob: "mission_*/*/*.csv"\n'
PY = 'NAME = "mission"\nGLOB = "mission_*/*/*.csv"\n\ndef extract(path):\n    return {}\n'


def ok(kind: str = "yaml", text: str = YAML) -> Success:
    rows = tuple(PreviewRow(p, "complete", {"x": 1}) for p in SAMPLES)
    return Success(kind=kind, text=text, rule=None, preview=rows, matched=2, total=2)


def fail(tier: int = 1, short: str = "syntax error (line 5)") -> Failure:
    return Failure(tier=tier, error_type="YAML_SYNTAX_ERROR", message="bad", short_message=short, line=5)


def attempts(n: int = 4) -> tuple[FailedAttempt, ...]:
    return tuple(FailedAttempt(i + 1, f"out {i + 1}", fail()) for i in range(n))


# How to reach each state from a fresh machine (ANALYZING).
ROUTES: dict[State, list[tuple[Event, dict]]] = {
    State.ANALYZING: [],
    State.YAML_RESULT: [(Event.GENERATED, {"success": ok()})],
    State.PYTHON_RESULT: [(Event.GENERATED, {"success": ok("python", PY)})],
    State.ANALYSIS_ERROR: [(Event.EXHAUSTED, {"attempts": attempts(), "last_output": "broken: ["})],
    State.REGENERATING: [(Event.GENERATED, {"success": ok()}), (Event.REGENERATE, {})],
    State.HINT_INPUT: [(Event.GENERATED, {"success": ok()}), (Event.HINT, {})],
    State.EDITING: [(Event.GENERATED, {"success": ok()}), (Event.EDIT, {})],
    State.SAVED: [(Event.GENERATED, {"success": ok()}), (Event.ACCEPT, {"name": "mission"})],
    State.CLOSED: [(Event.CANCEL, {})],
    State.KINDS: [],  # a machine made over a tree of several kinds starts there
}
TREE_KINDS = ("kind one", "kind two")  # the machine only keeps the rows; the screens read them

# A payload that satisfies every guard of the event (so refusals below come from the table).
GOOD_PAYLOAD: dict[Event, dict] = {
    Event.GENERATED: {"success": ok()},
    Event.EXHAUSTED: {"attempts": attempts(), "last_output": "x: ["},
    Event.EDIT_PASSED: {"success": ok()},
    Event.EDIT_FAILED: {"text": "x: [", "failure": fail()},
    Event.EDITOR_FAILED: {"message": "no editor"},
    Event.STOPPED: {"stop_message": "the model refused"},
    Event.ACCEPT: {"name": "mission", "path": "/r/mission.yaml"},
    Event.SUBMIT_HINT: {"hint": "the number is a mission id"},
    Event.START_OVER: {"samples": SAMPLES},
    Event.PICK_KIND: {"index": 1, "samples": SAMPLES},
    Event.SHOW_KINDS: {"kinds": TREE_KINDS},
    Event.BACK_TO_KINDS: {"kinds": TREE_KINDS},
}


def machine_in(state: State) -> WizardMachine:
    m = WizardMachine(SAMPLES, kinds=TREE_KINDS) if state == State.KINDS else WizardMachine(SAMPLES)
    for event, payload in ROUTES[state]:
        m.fire(event, **payload)
    assert m.state == state
    return m


def expected_target(m: WizardMachine, state: State, event: Event) -> State | None:
    rows = [t for t in TRANSITIONS if t.source == state and t.event == event]
    for row in rows:
        if all(m.guard_holds(g, event, **GOOD_PAYLOAD.get(event, {})) for g in row.guards):
            if row.target == BACK:
                return m.ctx.back
            if row.target == RESULT:
                return State.YAML_RESULT  # GOOD_PAYLOAD kinds are all yaml
            return State(row.target)
    return None


@pytest.mark.parametrize("state,event", list(itertools.product(State, Event)))
def test_every_state_and_event(state: State, event: Event) -> None:
    m = machine_in(state)
    target = expected_target(m, state, event)
    payload = GOOD_PAYLOAD.get(event, {})
    if target is None:
        before = m.ctx
        with pytest.raises(Refused) as err:
            m.fire(event, **payload)
        assert m.state == state and m.ctx is before  # a refusal changes nothing
        assert err.value.reason and "\n" not in err.value.reason
        assert m.check(event, **payload) == err.value.reason
    else:
        assert m.check(event, **payload) is None
        assert m.fire(event, **payload) == target


def test_table_covers_every_state_and_is_deterministic() -> None:
    sources = {t.source for t in TRANSITIONS}
    assert sources == set(State) - {State.CLOSED}  # CLOSED is final
    for state in State:
        assert machine_in(state).allowed_events() == list(dict.fromkeys(
            t.event for t in TRANSITIONS if t.source == state))
    keys = [(t.source, t.event, t.guards) for t in TRANSITIONS]
    assert len(keys) == len(set(keys))


def test_closed_refuses_everything() -> None:
    m = machine_in(State.CLOSED)
    for event in Event:
        with pytest.raises(Refused):
            m.fire(event, **GOOD_PAYLOAD.get(event, {}))


def test_docs_table_matches_code() -> None:
    doc = (Path(__file__).resolve().parents[1] / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- wizard-transitions:start -->(.*?)<!-- wizard-transitions:end -->", doc, re.S)
    assert block, "docs/architecture.md lost its wizard transition table"
    assert parse_transition_table(block.group(1)) == TRANSITIONS
    assert parse_transition_table(transition_table_markdown()) == TRANSITIONS


# ---- budget effects ----------------------------------------------------------------------------

def test_initial_analysis_uses_full_budget() -> None:
    m = WizardMachine(SAMPLES)
    assert m.ctx.plan.budget == BudgetEffect.FULL and m.ctx.plan.hint is None


def test_regenerate_from_result_gets_full_budget_without_draft_context() -> None:
    m = machine_in(State.YAML_RESULT)
    gen = m.ctx.generation
    m.fire(Event.REGENERATE)
    assert m.state == State.REGENERATING
    assert m.ctx.plan.budget == BudgetEffect.FULL and m.ctx.plan.draft is None
    assert m.ctx.generation == gen + 1


def test_regenerate_from_error_gets_full_budget() -> None:
    m = machine_in(State.ANALYSIS_ERROR)
    m.fire(Event.REGENERATE)
    assert m.ctx.plan.budget == BudgetEffect.FULL


def test_hint_from_error_gets_one_attempt_plus_one_retry_and_draft_context() -> None:
    m = machine_in(State.ANALYSIS_ERROR)
    m.fire(Event.HINT)
    m.fire(Event.SUBMIT_HINT, hint="  ids are mission numbers  ")
    assert m.state == State.REGENERATING
    assert m.ctx.plan.budget == BudgetEffect.HINT_RETRY
    assert m.ctx.plan.hint == "ids are mission numbers"
    assert m.ctx.plan.draft == "broken: ["  # the last output goes along as context


def test_hint_from_result_gets_full_budget_and_current_draft() -> None:
    m = machine_in(State.YAML_RESULT)
    m.fire(Event.HINT)
    m.fire(Event.SUBMIT_HINT, hint="use segment -3")
    assert m.ctx.plan.budget == BudgetEffect.FULL and m.ctx.plan.draft == YAML


def test_hint_guard_refuses_blank_and_too_long() -> None:
    m = machine_in(State.HINT_INPUT)
    assert "empty" in m.check(Event.SUBMIT_HINT, hint="   ")
    assert "501" in m.check(Event.SUBMIT_HINT, hint="x" * 501)
    assert m.check(Event.SUBMIT_HINT, hint="x" * 500) is None


def test_hint_cancel_goes_back_to_where_it_came_from() -> None:
    m = machine_in(State.ANALYSIS_ERROR)
    m.fire(Event.HINT)
    assert m.fire(Event.CANCEL) == State.ANALYSIS_ERROR
    m = machine_in(State.PYTHON_RESULT)
    m.fire(Event.HINT)
    assert m.fire(Event.CANCEL) == State.PYTHON_RESULT


def test_cancel_regeneration_returns_to_previous_draft_after_hint() -> None:
    m = machine_in(State.YAML_RESULT)
    m.fire(Event.HINT)
    m.fire(Event.SUBMIT_HINT, hint="h")
    assert m.fire(Event.CANCEL) == State.YAML_RESULT
    assert m.ctx.draft == YAML and m.ctx.valid and "cancelled" in m.ctx.message


def test_cancel_initial_analysis_closes_without_saving() -> None:
    m = WizardMachine(SAMPLES)
    assert m.fire(Event.CANCEL) == State.CLOSED
    assert m.ctx.saved_path is None


# ---- edits ----------------------------------------------------------------------------------

def test_edit_consumes_no_budget_and_passing_edit_shows_edited_rule() -> None:
    m = machine_in(State.ANALYSIS_ERROR)
    gen = m.ctx.generation
    m.fire(Event.EDIT)
    assert m.ctx.plan is None and m.ctx.generation == gen  # no generation started
    edited = ok(text="name: edited\nglob: '*'\n")
    assert m.fire(Event.EDIT_PASSED, success=edited) == State.YAML_RESULT
    assert m.ctx.draft == edited.text and m.ctx.valid and m.ctx.generation == gen
    assert m.check(Event.ACCEPT, name="edited") is None


def test_failed_edit_is_kept_shown_and_cannot_be_saved() -> None:
    m = machine_in(State.YAML_RESULT)
    m.fire(Event.EDIT)
    failure = fail(2, "schema error (extract.id.from)")
    assert m.fire(Event.EDIT_FAILED, text="name: x\nglob: 1\n", failure=failure) == State.YAML_RESULT
    assert m.ctx.draft == "name: x\nglob: 1\n" and not m.ctx.valid and m.ctx.failure is failure
    with pytest.raises(Refused, match="failed validation"):
        m.fire(Event.ACCEPT, name="x")
    # editing again starts from the kept edit
    assert m.fire(Event.EDIT) == State.EDITING and m.ctx.draft == "name: x\nglob: 1\n"


def test_failed_python_edit_goes_to_python_result() -> None:
    m = machine_in(State.YAML_RESULT)
    m.fire(Event.EDIT)
    assert m.fire(Event.EDIT_FAILED, text=PY + "  bad", failure=fail()) == State.PYTHON_RESULT


def test_editor_failure_returns_with_message() -> None:
    for start in (State.YAML_RESULT, State.ANALYSIS_ERROR):
        m = machine_in(start)
        m.fire(Event.EDIT)
        assert m.fire(Event.EDITOR_FAILED, message="no editor found: set $EDITOR") == start
        assert m.ctx.message == "no editor found: set $EDITOR"


def test_edit_refused_without_any_draft() -> None:
    m = WizardMachine(SAMPLES)
    m.fire(Event.EXHAUSTED, attempts=(), stop_message="the model refused")
    assert m.state == State.ANALYSIS_ERROR and m.ctx.stop_message == "the model refused"
    assert "no draft" in m.check(Event.EDIT)


# ---- accept / save ---------------------------------------------------------------------------

def test_accept_requires_a_valid_name() -> None:
    m = machine_in(State.YAML_RESULT)
    assert "not valid" in m.check(Event.ACCEPT, name="Bad-Name")
    assert "not valid" in m.check(Event.ACCEPT, name="")
    m.fire(Event.ACCEPT, name="good_name", path="/rules/good_name.yaml")
    assert m.state == State.SAVED and m.ctx.saved_path == "/rules/good_name.yaml"


def test_start_over_resets_everything_with_new_samples() -> None:
    m = machine_in(State.SAVED)
    assert "no sample" in m.check(Event.START_OVER, samples=())
    m.fire(Event.START_OVER, samples=("/x/a.csv",))
    assert m.state == State.ANALYZING and m.ctx.samples == ("/x/a.csv",)
    assert m.ctx.draft is None and m.ctx.plan.budget == BudgetEffect.FULL


def test_exhausted_keeps_attempts_and_last_output() -> None:
    m = machine_in(State.ANALYSIS_ERROR)
    assert len(m.ctx.attempts) == 4 and m.ctx.failure.short_message == "syntax error (line 5)"
    assert m.ctx.draft == "broken: [" and not m.ctx.valid


def test_stale_generation_results_are_refused_in_result_states() -> None:
    m = machine_in(State.YAML_RESULT)
    with pytest.raises(Refused):
        m.fire(Event.GENERATED, success=ok())


def test_listeners_see_each_transition() -> None:
    seen = []
    m = WizardMachine(SAMPLES)
    m.listeners.append(lambda a, e, b: seen.append((a, e, b)))
    m.fire(Event.GENERATED, success=ok("python", PY))
    assert seen == [(State.ANALYZING, Event.GENERATED, State.PYTHON_RESULT)]


def test_stopped_first_analysis_goes_to_error_screen() -> None:
    m = WizardMachine(SAMPLES)
    assert m.fire(Event.STOPPED, stop_message="bad API key") == State.ANALYSIS_ERROR
    assert m.ctx.stop_message == "bad API key" and m.ctx.attempts == () and m.ctx.draft is None


def test_stopped_regeneration_returns_with_draft_untouched() -> None:
    m = machine_in(State.YAML_RESULT)
    m.fire(Event.HINT)
    m.fire(Event.SUBMIT_HINT, hint="free text")
    assert m.fire(Event.STOPPED, stop_message="offline cannot follow free text") == State.YAML_RESULT
    assert m.ctx.valid and m.ctx.draft == YAML and m.ctx.message == "offline cannot follow free text"
    assert m.check(Event.ACCEPT, name="mission") is None  # still acceptable
    m = machine_in(State.ANALYSIS_ERROR)
    m.fire(Event.REGENERATE)
    assert m.fire(Event.STOPPED, stop_message="network down") == State.ANALYSIS_ERROR
    assert len(m.ctx.attempts) == 4  # the earlier attempts stay listed


# ---- which hints a generation carries -------------------------------------------------------------

def test_a_stopped_hint_is_dropped_and_r_regenerates_fresh() -> None:
    m = machine_in(State.YAML_RESULT)
    m.fire(Event.HINT)
    m.fire(Event.SUBMIT_HINT, hint="the number after mission_ is the mission id")
    m.fire(Event.STOPPED, stop_message="the offline generator cannot follow the hint")
    assert m.ctx.hints == ()  # not followed: not in effect
    assert m.ctx.hint == "the number after mission_ is the mission id"  # only prefills the box, to fix it
    m.fire(Event.REGENERATE)
    assert m.ctx.plan == Plan(BudgetEffect.FULL, hint=None, draft=None, hints=())


def test_a_cancelled_or_failed_hint_is_not_kept_either() -> None:
    m = machine_in(State.YAML_RESULT)
    m.fire(Event.HINT)
    m.fire(Event.SUBMIT_HINT, hint="drop date")
    m.fire(Event.CANCEL)
    m.fire(Event.REGENERATE)
    assert m.ctx.plan.hint is None
    m = machine_in(State.ANALYSIS_ERROR)
    m.fire(Event.HINT)
    m.fire(Event.SUBMIT_HINT, hint="quote the glob")
    m.fire(Event.EXHAUSTED, attempts=(), last_output="still: [broken")
    m.fire(Event.REGENERATE)
    assert m.ctx.plan.hint is None


def test_followed_hints_accumulate_and_r_keeps_them() -> None:
    m = machine_in(State.YAML_RESULT)
    for hint, text in (("rename name sensor", "name: a\n"), ("drop date", "name: b\n")):
        m.fire(Event.HINT)
        m.fire(Event.SUBMIT_HINT, hint=hint)
        assert m.ctx.plan.hint == hint and m.ctx.plan.draft is not None  # one hint, on the current draft
        m.fire(Event.GENERATED, success=ok("yaml", text))
    assert m.ctx.hints == ("rename name sensor", "drop date") and m.ctx.hint is None
    m.fire(Event.REGENERATE)
    assert m.ctx.plan.hint == "rename name sensor\ndrop date" and m.ctx.plan.draft is None
    m.fire(Event.GENERATED, success=ok("yaml", "name: c\n"))
    assert m.ctx.hints == ("rename name sensor", "drop date")


# the word(s) a diagram arrow's label uses for each event
EVENT_WORDS = {
    Event.ACCEPT: r"\ba\b", Event.HINT: r"\bh\b", Event.EDIT: r"\be\b", Event.REGENERATE: r"\br\b",
    Event.CANCEL: r"\bEsc\b", Event.SUBMIT_HINT: r"\bEnter\b", Event.START_OVER: r"start over",
    Event.PICK_KIND: r"\bEnter\b", Event.SHOW_KINDS: r"saved", Event.BACK_TO_KINDS: r"\bEsc\b",
    Event.GENERATED: r"\bgenerated\b", Event.EXHAUSTED: r"\bexhausted\b", Event.STOPPED: r"\bstopped\b",
    Event.EDIT_PASSED: r"\bpassed\b", Event.EDIT_FAILED: r"\bfailed\b", Event.EDITOR_FAILED: r"\beditor\b",
}


def diagram_edges() -> list[tuple[str, str, str]]:
    doc = (Path(__file__).resolve().parents[1] / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = re.search(r"```mermaid\s*\nstateDiagram-v2\n(.*?)```", doc, re.S)
    assert block, "docs/architecture.md lost its state diagram"
    edges = []
    for line in block.group(1).splitlines():
        m = re.match(r"\s*(\S+)\s*-->\s*(\S+?)\s*(?::\s*(.*))?$", line)
        if m:
            edges.append((m.group(1), m.group(2), m.group(3) or ""))
    return edges


def _diagram_targets(t) -> list[str]:
    if t.target == RESULT:
        return [State.YAML_RESULT.value, State.PYTHON_RESULT.value]
    if t.target == BACK:
        return ["back"]
    return [t.target]


def test_docs_diagram_has_an_arrow_for_every_transition_and_no_other() -> None:
    edges = diagram_edges()
    for t in TRANSITIONS:
        for target in _diagram_targets(t):
            labels = [label for src, dst, label in edges if src == t.source.value and dst == target]
            assert labels, f"diagram lacks {t.source.value} --> {target} ({t.event.value})"
            assert any(re.search(EVENT_WORDS[t.event], label) for label in labels), \
                f"no arrow {t.source.value} --> {target} says {t.event.value!r}: {labels}"
    pairs = {(t.source.value, target) for t in TRANSITIONS for target in _diagram_targets(t)}
    for src, dst, label in edges:
        if "[*]" in (src, dst):
            continue
        assert (src, dst) in pairs, f"diagram arrow {src} --> {dst} ({label}) is not in the table"


def test_a_refused_r_with_earlier_hints_drops_them_so_the_next_r_is_fresh() -> None:
    m = machine_in(State.YAML_RESULT)
    m.fire(Event.HINT)
    m.fire(Event.SUBMIT_HINT, hint="drop foo")
    m.fire(Event.GENERATED, success=ok("yaml", "name: a\n"))
    m.fire(Event.REGENERATE)
    assert m.ctx.plan.hint == "drop foo"
    assert m.fire(Event.STOPPED, stop_message="no field named 'foo' to drop") == State.YAML_RESULT
    assert m.ctx.hints == () and "r regenerates without them" in m.ctx.message
    assert m.ctx.draft == "name: a\n" and m.ctx.valid  # the draft is untouched
    m.fire(Event.REGENERATE)
    assert m.ctx.plan.hint is None


def test_a_tree_of_several_kinds_opens_on_the_kinds_screen_and_comes_back_after_a_save() -> None:
    assert WizardMachine(SAMPLES, kinds=("only one",)).state == State.ANALYZING  # one kind: straight to the draft
    m = WizardMachine((), kinds=TREE_KINDS)
    assert m.state == State.KINDS and m.ctx.kinds == TREE_KINDS
    assert m.check(Event.PICK_KIND, index=0, samples=()) == "no sample paths: add at least one path or folder"
    assert m.fire(Event.PICK_KIND, index=1, samples=SAMPLES) == State.ANALYZING
    assert m.ctx.samples == SAMPLES and m.ctx.picked == 1 and m.ctx.kinds == TREE_KINDS
    assert m.ctx.plan is not None and m.ctx.plan.budget == BudgetEffect.FULL
    m.fire(Event.GENERATED, success=ok())
    m.fire(Event.ACCEPT, name="mission", path="/r/mission.yaml")
    updated = ("kind one", "kind two (covered)")
    assert m.fire(Event.SHOW_KINDS, kinds=updated) == State.KINDS
    assert m.ctx.kinds == updated and m.ctx.draft is None and m.ctx.saved_path is None
    assert m.ctx.message == "saved rule mission to /r/mission.yaml; coverage updated"
    assert m.fire(Event.PICK_KIND, index=0, samples=SAMPLES[:1]) == State.ANALYZING  # a second kind
    assert m.ctx.picked == 0 and m.ctx.samples == SAMPLES[:1]


def test_show_kinds_is_refused_without_a_tree() -> None:
    m = WizardMachine(SAMPLES)
    m.fire(Event.GENERATED, success=ok())
    m.fire(Event.ACCEPT, name="mission", path="/r/mission.yaml")
    assert m.check(Event.SHOW_KINDS, kinds=()) == "there is no kinds screen: the samples were of one kind"
