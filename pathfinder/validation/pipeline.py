"""The validation pipeline: tiers 1, 2 and 3 in order, each fed the previous tier's result.

    tier1_syntax(raw)               -> Parsed    | Failure   (validation/syntax.py)
    tier2_schema(parsed)            -> RuleLike  | Failure   (validation/schema.py)
    tier3_semantic(rule, samples)   -> Success   | Failure   (validation/semantic.py)

The first failure wins. The generation loop, the wizard's editor flow and
`pathfinder validate` all validate through `validate_draft` (docs/architecture.md).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from pathfinder.engine.python.sandbox_client import SandboxOptions
from pathfinder.validation.locate import locate_failure
from pathfinder.validation.result import DraftKind, Failure, Success
from pathfinder.validation.schema import tier2_schema
from pathfinder.validation.semantic import tier3_semantic
from pathfinder.validation.syntax import tier1_syntax


def validate_draft(
    raw: str | bytes,
    samples: Sequence[str],
    *,
    kind: DraftKind | None = None,
    min_coverage: float = 1.0,
    sandbox_options: SandboxOptions | None = None,
    allow_many: bool = False,
    rel_paths: Sequence[str | None] | None = None,
    locate: bool = False,
) -> Success | Failure:
    """Tiers 1–3 in order; the first failure wins.

    `allow_many`: a `rules:` file with several rules passes as a `RuleGroup`.
    `rel_paths`: the samples relative to the root each was listed under (see `tier3_semantic`).
    `locate`: a tier-3 failure gets the line of its key (`locate_failure`, from this parse).
    """
    parsed = tier1_syntax(raw, kind=kind)
    if isinstance(parsed, Failure):
        return parsed
    rule = tier2_schema(parsed, allow_many=allow_many)
    if isinstance(rule, Failure):
        return rule
    result = tier3_semantic(rule, samples, min_coverage=min_coverage, sandbox_options=sandbox_options,
                            rel_paths=rel_paths)
    if isinstance(result, Failure):
        return locate_failure(result, parsed) if locate else result
    return result if result.text == parsed.text else replace(result, text=parsed.text)
