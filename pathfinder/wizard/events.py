"""The wizard's events and what each carries (typed like the generation loop's events).

Why a module of its own: the session, the TUI and the tests build these payloads; the
state machine (`pathfinder.wizard.machine`) only reads them. docs/architecture.md lists them.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, Mapping, Union

from pathfinder.generation.providers.base import FailedAttempt
from pathfinder.validation.fences import defines_extract
from pathfinder.validation.result import Failure, Success


class Event(str, Enum):
    # keys the user presses
    ACCEPT = "accept"  # a / Enter
    HINT = "hint"  # h
    EDIT = "edit"  # e
    REGENERATE = "regenerate"  # r
    CANCEL = "cancel"  # Esc
    SUBMIT_HINT = "submit_hint"  # Enter in the hint box
    START_OVER = "start_over"  # after a save
    PICK_KIND = "pick_kind"  # Enter on a row of the kinds screen
    SHOW_KINDS = "show_kinds"  # after a save, when the wizard runs over a tree of several kinds
    BACK_TO_KINDS = "back_to_kinds"  # Esc on a kind's draft (or its analysis) over a tree: pick another
    # what the generation loop and the editor report
    GENERATED = "generated"  # a draft passed tiers 1-3
    EXHAUSTED = "exhausted"  # the budget is spent (failed attempts, maybe ended by a provider stop)
    STOPPED = "stopped"  # the provider ended it before any draft (refusal, credentials, transport)
    EDIT_PASSED = "edit_passed"  # edited draft passed tiers 1-3
    EDIT_FAILED = "edit_failed"  # edited draft failed a tier (edit kept)
    EDITOR_FAILED = "editor_failed"  # no editor, or it exited non-zero


def kind_of_text(text: str | None, default: str = "yaml") -> str:
    """A draft that defines extract() is a Python extractor; anything else keeps `default`."""
    return "python" if defines_extract(text) else default


# ---- event payloads: what each event carries, typed like the generation loop's events -------------

@dataclass(frozen=True, kw_only=True)
class Payload:
    """What every event may carry: a one-line notice for the next screen."""

    message: str | None = None


@dataclass(frozen=True, kw_only=True)
class Generated(Payload):
    success: Success
    attempts: tuple[FailedAttempt, ...] = ()  # the failed attempts before the passing one

    def result_kind(self, current: str) -> str:
        return self.success.kind


@dataclass(frozen=True, kw_only=True)
class Exhausted(Payload):
    attempts: tuple[FailedAttempt, ...] = ()
    last_output: str | None = None  # the newest model output: what `e` edits
    failure: Failure | None = None  # why, when there are no attempts (a resumed draft that fails)
    stop_message: str | None = None  # the provider ended the last attempt


@dataclass(frozen=True, kw_only=True)
class Stopped(Payload):
    stop_message: str | None = None


@dataclass(frozen=True, kw_only=True)
class EditPassed(Payload):
    success: Success

    def result_kind(self, current: str) -> str:
        return self.success.kind


@dataclass(frozen=True, kw_only=True)
class EditFailed(Payload):
    text: str
    failure: Failure | None = None
    kind: str | None = None  # None: told by the text (Python when it defines extract())

    def result_kind(self, current: str) -> str:
        return self.kind or kind_of_text(self.text, current)


@dataclass(frozen=True, kw_only=True)
class Accepted(Payload):
    name: str | None = None
    path: str | None = None  # where the rule was saved
    text: str | None = None  # the saved text (renamed to the chosen name)


@dataclass(frozen=True, kw_only=True)
class HintSubmitted(Payload):
    hint: str = ""


@dataclass(frozen=True, kw_only=True)
class StartedOver(Payload):
    samples: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "samples", tuple(self.samples))


@dataclass(frozen=True, kw_only=True)
class KindPicked(Payload):
    index: int = 0  # the row picked on the kinds screen
    samples: tuple[str, ...] = ()  # that kind's sample paths: what the generation works on

    def __post_init__(self) -> None:
        object.__setattr__(self, "samples", tuple(self.samples))


@dataclass(frozen=True, kw_only=True)
class KindsShown(Payload):
    kinds: tuple[Any, ...] = ()  # pathfinder.analysis.kinds.Kind rows, coverage recomputed

    def __post_init__(self) -> None:
        object.__setattr__(self, "kinds", tuple(self.kinds))


PAYLOADS: dict[Event, type[Payload]] = {
    Event.GENERATED: Generated,
    Event.EXHAUSTED: Exhausted,
    Event.STOPPED: Stopped,
    Event.EDIT_PASSED: EditPassed,
    Event.EDIT_FAILED: EditFailed,
    Event.ACCEPT: Accepted,
    Event.SUBMIT_HINT: HintSubmitted,
    Event.START_OVER: StartedOver,
    Event.PICK_KIND: KindPicked,
    Event.SHOW_KINDS: KindsShown,
    Event.BACK_TO_KINDS: KindsShown,
}  # every other event (keys, editor failure) carries a plain `Payload`

ResultPayload = Union[Generated, EditPassed, EditFailed]  # the events whose target is <result>


def payload_for(event: Event, data: Mapping[str, Any]) -> Payload:
    """The typed payload of `event` from keyword arguments; unknown names are a programming error."""
    cls = PAYLOADS.get(event, Payload)
    known = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise TypeError(f"{event.value} carries no {', '.join(unknown)}")
    return cls(**data)


__all__ = ["Event", "Payload", "Generated", "Exhausted", "Stopped", "EditPassed", "EditFailed", "Accepted",
           "HintSubmitted", "StartedOver", "KindPicked", "KindsShown", "PAYLOADS", "ResultPayload", "payload_for", "kind_of_text"]
