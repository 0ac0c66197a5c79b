"""What every loaded rule offers, whatever its kind (docs/architecture.md).

`Rule` (YAML), `PythonRule` (an extractor run in the sandbox) and `RuleGroup`
(the rules of one `rules:` file, resolved as `apply` does) all implement it;
the rule set and the validation tiers rely on nothing else.
"""
from __future__ import annotations

from typing import Iterable, Mapping, Protocol

from pathfinder.engine.rule import Evaluation, FieldSpec


class RuleLike(Protocol):
    """A rule as the rule set and the validation tiers see it."""

    kind: str  # "yaml" | "python"
    batch: bool  # evaluated per chunk of paths (one sandbox child per call), not per path
    name: str
    glob: str
    tag: str | None
    priority: int
    literal_count: int  # literal glob characters: the tie-breaker after priority
    text: str | None  # the rule's source text, when it came from one
    fields: Mapping[str, FieldSpec]  # declared fields ({} for a Python extractor)
    name_json_path: str | None  # `rules[i].name` when written inside a `rules:` list

    def match(self, path: str) -> bool:
        """Does the glob match `path` (normalised first)?"""
        ...

    def match_normalized(self, norm: str) -> bool:
        """`match` for a path that is already normalised."""
        ...

    def evaluate(self, path: str, rel_path: str | None = None) -> Evaluation | None:
        """Fields of `path` with the reasons for missing ones; None when the glob does not match."""
        ...

    def evaluate_many(
        self, paths: Iterable[str], rel_paths: Iterable[str | None] | None = None
    ) -> list[Evaluation | None]:
        """`evaluate` for many paths at once (one sandbox child for a Python rule)."""
        ...
