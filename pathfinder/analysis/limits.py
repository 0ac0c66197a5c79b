"""Stage 6c, the draft kept within the rule language's limits, whatever the samples hold.

Samples come from people we do not control: a 4,000-letter folder name, a path of 200 folders or a
name of 500 numbers gave drafts the validator refuses (a field name past YAML's 1,024-character key,
more than 100 fields, a pattern past 1,000 characters or RE2's repeat count). The offline analyser
has nothing to learn from feedback, so every retry failed the same way. Here each field that cannot
be written is left out with a note, names are shortened, and the fields that vary come first when
there are more than the schema allows.
"""
from __future__ import annotations

from dataclasses import replace

from pathfinder.analysis.model import Field
from pathfinder.analysis.naming import unique_names
from pathfinder.engine.patterns import pattern_problem

MAX_FIELDS = 100  # rule.schema.json: extract maxProperties
MAX_NAME_CHARS = 48  # a readable column name; the same cut as the rule's name


def within_limits(fields: list[Field], notes: list[str]) -> list[Field]:
    """`fields` that the schema and the pattern checks accept, at most MAX_FIELDS, names shortened.

    Why: a draft the validator refuses is no draft at all, and the offline analyser's retries repeat it."""
    kept: list[Field] = []
    refused = 0
    for f in fields:
        if f.pattern and pattern_problem(f.pattern) is not None:
            refused += 1
            continue
        kept.append(f)
    if refused:
        notes.append(f"{refused} field(s) left out: their pattern is past the rule language's limits "
                     "(length or repeat count)")
    kept = _without_broken_combines(kept)
    if len(kept) > MAX_FIELDS:
        varying_first = sorted(kept, key=lambda f: not (f.combine or len({r for r in f.raw if r is not None}) >= 2))
        chosen = {id(f) for f in varying_first[:MAX_FIELDS]}
        notes.append(f"{len(kept) - MAX_FIELDS} of {len(kept)} fields left out: a rule holds at most "
                     f"{MAX_FIELDS} (the ones that vary were kept first)")
        kept = _without_broken_combines([f for f in kept if id(f) in chosen])
    return _short_names(kept)


def _without_broken_combines(fields: list[Field]) -> list[Field]:
    """Drop a field built from fields that were left out (a date from year/month/day folders)."""
    names = {f.name for f in fields}
    return [f for f in fields if not f.combine or all(c in names for c in f.combine)]


def _short_names(fields: list[Field]) -> list[Field]:
    """Names of at most MAX_NAME_CHARS characters, still unique, combines following their renames."""
    if all(len(f.name) <= MAX_NAME_CHARS for f in fields):
        return fields
    cut = [f.name if len(f.name) <= MAX_NAME_CHARS else f.name[:MAX_NAME_CHARS].rstrip("_") for f in fields]
    new = unique_names(cut)
    renamed = {f.name: nm for f, nm in zip(fields, new)}
    return [replace(f, name=nm, combine=tuple(renamed.get(c, c) for c in f.combine)) for f, nm in zip(fields, new)]
