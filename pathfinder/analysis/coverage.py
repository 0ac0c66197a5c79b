"""What saved rules cover in a listing, and the uncovered paths grouped into kinds.

Why one module: `pathfinder coverage`, `generate --all-kinds` and the kinds
screen all need the same figures from one streaming pass (docs/cli.md,
"coverage"): total, matched, complete, per-rule counts, and kinds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from pathfinder.analysis import kinds as kinds_mod
from pathfinder.analysis.kinds import Kind, KindSplitter
from pathfinder.engine.ruleset import RuleSet


@dataclass(frozen=True)
class Coverage:
    """Figures of one pass over a listing."""

    total: int
    matched: int
    complete: int  # matched paths whose every field was extracted
    rules: tuple[tuple[str, int], ...]  # (rule name, paths it won), every loaded rule, most first
    unmatched: tuple[Kind, ...]  # kinds of the paths no rule matched, largest first
    kinds: tuple[Kind, ...] = ()  # kinds of the whole listing (with covered_by), when asked for

    def to_json(self) -> dict[str, Any]:
        """The `coverage --format json` document (docs/cli.md)."""
        return {
            "total": self.total,
            "matched": self.matched,
            "rules": [{"name": n, "count": c} for n, c in self.rules],
            "unmatched": [k.to_json() for k in self.unmatched],
        }

    @property
    def share(self) -> float:
        return self.matched / self.total if self.total else 0.0


def measure_coverage(rules: Sequence[Any], paths: Iterable[str], *, whole: bool = False,
                     progress: Callable[[int], None] | None = None, describe: bool = True) -> Coverage:
    """Apply `rules` to every path once; `whole` also splits the whole listing into kinds."""
    ruleset = RuleSet(rules)
    counts = {r.name: 0 for r in rules}
    uncovered = KindSplitter()
    everything = KindSplitter() if whole else None
    total = matched = complete = 0
    records = ruleset.apply(paths) if rules else ({"path": p, "rule": None} for p in paths)
    for rec in records:
        total += 1
        path, name = rec["path"], rec["rule"]
        if name is None:
            uncovered.add(path)
        else:
            matched += 1
            counts[name] = counts.get(name, 0) + 1
            if rec.get("status") == "complete":
                complete += 1
        if everything is not None:
            everything.add(path, name)
        if progress is not None and total % kinds_mod.PROGRESS_EVERY == 0:
            progress(total)
    order = tuple(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
    return Coverage(
        total=total,
        matched=matched,
        complete=complete,
        rules=order,
        unmatched=tuple(uncovered.kinds(describe=describe)),
        kinds=tuple(everything.kinds(describe=describe)) if everything is not None else (),
    )


__all__ = ["Coverage", "measure_coverage"]
