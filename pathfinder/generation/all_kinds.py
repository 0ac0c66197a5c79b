"""One rule per uncovered kind (`generate --all-kinds`): the order and bookkeeping, no I/O.

Why a module of its own: the plan (largest uncovered kind first, kinds already
covered skipped, a failed draft reported and never saved, a kind that failed not tried again)
is the same whoever drafts and saves; the CLI passes those two steps in as
callables (docs/cli.md, "generate --all-kinds").
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Awaitable, Callable, Sequence

from pathfinder.analysis.kinds import SAMPLE_CAP, Kind, describe_samples, split_kinds, stable_hash

DEFAULT_MAX_RULES = 20
CHECKED = 500  # matched paths whose extraction is checked after a draft (a spread by stable hash)


@dataclass(frozen=True)
class KindResult:
    """What became of one kind."""

    kind: Kind
    saved: str | None  # rule name when a rule was saved
    message: str  # one line: why it failed, or what the rule covered
    covered: int = 0  # uncovered paths the new rule matched


# (kind, extra paths among its samples: 0 on the first draft) -> (validated draft or None, message)
Draft = Callable[[Kind, int], Awaitable[tuple[Any | None, str]]]
Save = Callable[[Any], tuple[str, Any]]  # validated draft -> (saved rule name, rule with .match)


async def cover_kinds(uncovered: Sequence[str], draft: Draft, save: Save, *, max_rules: int = DEFAULT_MAX_RULES,
                      on_result: Callable[[KindResult], None] | None = None,
                      progress: Callable[[int], None] | None = None) -> tuple[list[KindResult], list[str]]:
    """Draft and save rules for the largest uncovered kinds, at most `max_rules` kinds tried.

    Returns the results in order and the paths still uncovered. After each save
    the kinds are split again over what is left, since one rule may cover more
    than its kind. A draft whose glob also matches paths outside its kind that
    it cannot extract fully is drafted once more with those paths among the
    samples (the analyser then makes the missing parts optional). `progress(n)`
    hears of each split of a long listing (paths split so far).
    """
    left = list(uncovered)
    failed: set[tuple] = set()  # kinds whose draft failed (what a saved rule left of its kind is tried again)
    results: list[KindResult] = []
    while len(results) < max_rules and left:
        kinds = split_kinds(left, progress=progress, describe=False, budget=max_rules - len(results))
        kind = next((k for k in kinds if k.key not in failed), None)
        if kind is None:
            break
        kind = replace(kind, structure=describe_samples(kind.samples) or kind.structure)  # only the one drafted
        success, message = await draft(kind, 0)
        if success is not None:
            partial = _incomplete(success.rule, left)
            if partial:
                wider = replace(kind, samples=_spread(list(kind.samples) + partial, SAMPLE_CAP * 2))
                again, again_message = await draft(wider, len(partial))
                if again is not None and len(_incomplete(again.rule, left)) < len(partial):
                    success, message = again, f"{again_message} (drafted again with {len(partial)}+ more paths its glob matched)"
        if success is None:
            failed.add(kind.key)
            result = KindResult(kind, None, message)
        else:
            name, rule = save(success)
            before = len(left)
            left = [p for p in left if not rule.match(p)]
            if len(left) == before:  # its rule took nothing: drafting that kind again would repeat it
                failed.add(kind.key)
            result = KindResult(kind, name, message, before - len(left))
        results.append(result)
        if on_result is not None:
            on_result(result)
    return results, left


def _spread(paths: Sequence[str], limit: int) -> list[str]:
    """Up to `limit` of `paths`, the same ones whatever their order."""
    return sorted(set(paths), key=lambda p: (stable_hash(p), p))[:limit]


def _incomplete(rule: Any, paths: Sequence[str]) -> list[str]:
    """Paths (of a checked spread) the rule matches but cannot extract every field of."""
    matched = _spread([p for p in paths if rule.match(p)], CHECKED)
    evaluations = rule.evaluate_many(matched)
    return [p for p, ev in zip(matched, evaluations) if ev is None or ev.status != "complete"]


__all__ = ["KindResult", "cover_kinds", "DEFAULT_MAX_RULES"]
