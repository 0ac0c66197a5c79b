"""Samples that a rule would read only in another Unicode normalisation form.

Pathfinder matches text as given (docs/rule-language.md, "Unicode"): no NFC/NFD conversion,
because the SQL engines cannot all do it and the analyser drafts from the data's own form. A
rule typed on Linux (NFC `données`) over a listing made on macOS (NFD `donne\u0301es`) then
leaves those paths out. `validate` uses this to say so instead of leaving the user puzzled.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Iterable

from pathfinder.engine.rulelike import RuleLike
from pathfinder.engine.ruleset import RuleGroup

_FORMS = ("NFC", "NFD")
_RANK = {None: 0, "partial": 1, "complete": 2}


@dataclass(frozen=True)
class FormMismatch:
    """`sample` reads better under the rule when written in `form` (NFC or NFD)."""

    sample: str
    form: str


def _status(rules: list[RuleLike], path: str) -> str | None:
    best: str | None = None
    for rule in rules:
        if rule.kind == "python":  # no sandbox run for a warning: the glob only
            status = "complete" if rule.match(path) else None
        else:
            ev = rule.evaluate(path)
            status = None if ev is None else ev.status
        if _RANK[status] > _RANK[best]:
            best = status
    return best


def form_mismatches(rule: RuleLike, samples: Iterable[str], limit: int = 1000) -> list[FormMismatch]:
    """Samples (of the first `limit` non-ASCII ones) whose other normalisation form the rule reads better."""
    rules = list(rule.rules) if isinstance(rule, RuleGroup) else [rule]
    found: list[FormMismatch] = []
    checked = 0
    for sample in samples:
        if sample.isascii():
            continue
        checked += 1
        if checked > limit:
            break
        as_given = _status(rules, sample)
        if as_given == "complete":
            continue
        for form in _FORMS:
            other = unicodedata.normalize(form, sample)
            if other != sample and _RANK[_status(rules, other)] > _RANK[as_given]:
                found.append(FormMismatch(sample, form))
                break
    return found


def describe(mismatches: list[FormMismatch]) -> str | None:
    """One warning line for `validate`, or None when every sample is read as it is written."""
    if not mismatches:
        return None
    first = mismatches[0]
    given = "NFD" if first.form == "NFC" else "NFC"
    count = len(mismatches)
    return (
        f"{count} sample{'s differ' if count != 1 else ' differs'} from the rule's text only in Unicode "
        f"normalisation (e.g. {first.sample!a} is written {given}, the rule {first.form}); "
        f"Pathfinder matches text as given: write the rule in the form your listing uses "
        f"(see docs/rule-language.md, Unicode)"
    )


__all__ = ["FormMismatch", "describe", "form_mismatches"]
