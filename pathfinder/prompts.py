"""Prompts for LLM generators (SPEC §2, §4): the system prompt and the first user turn.

Why this shape:
- The system prompt (rule language, the JSON Schema file, worked examples) is
  identical for every call, so providers mark it for prompt caching and retries
  read it from the cache.
- The first user turn holds a bounded, representative subset of the samples
  (stratified by path shape, at most `MAX_PROMPT_SAMPLES`), the analyser's
  structure summary and field table, the hint and the current draft. Its size
  does not grow with the number of samples: 10 or 10,000 paths cost the same.
- Everything that comes from the user's machine passes through a `Redactor`.

Worked examples: read from the repository's `rules/examples/` when present (an
editable install or a checkout), else from the copies shipped as package data in
`pathfinder/prompt_examples/` (a wheel). `tests/test_prompts.py` keeps the two equal.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Sequence

from pathfinder.redact import Redactor

MAX_PROMPT_SAMPLES = 40
MAX_PATH_CHARS = 300  # one absurdly long path must not blow the prompt up
MAX_SUMMARY_CHARS = 2000
MAX_TABLE_CHARS = 3000
MAX_HINT_CHARS = 500
MAX_DRAFT_CHARS = 6000
EXAMPLE_NAMES = ("mission_readings", "hive_sales", "bids_bold")
EXAMPLE_PATHS_SHOWN = 4

_PACKAGE_DIR = Path(__file__).resolve().parent
REPO_EXAMPLES_DIR = _PACKAGE_DIR.parent / "rules" / "examples"
PACKAGED_EXAMPLES_DIR = _PACKAGE_DIR / "prompt_examples"

RULE_LANGUAGE = """\
You write extraction rules for Pathfinder. A rule selects file paths with a glob and pulls
named, typed fields out of each matched path. Answer with ONE rule as YAML in a single
```yaml code block and nothing else (no prose before or after it).

Rule keys (any other key is an error):
- name (required): ^[a-z][a-z0-9_]*$
- glob (required): which paths the rule applies to
- extract: mapping field_name -> field spec (field names ^[a-z][a-z0-9_]*$), or null
- tag: ^[a-z][a-z0-9_]*$, attached to every matched path
- priority: integer 0-1000 (default 100), higher wins when several rules match
- description: free text saying what the rule extracts
- version: 1 (optional)

Field spec keys (any other key is an error):
- from (required): segment(N) | filename | full_path | rel_path
- pattern: Python regex applied with search(); the value is capture group 1, or the whole
  match if the pattern has no group. Escape backslashes in double-quoted YAML: "(\\\\d+)".
- normalize: lowercase | uppercase | strip_leading_zeros
- type: string (default) | integer | date | uuid
- format: strptime format, only with type: date, for dates that are not YYYY-MM-DD,
  YYYYMMDD, YYYY_MM_DD or YYYY.MM.DD
- default: value used when the field cannot be extracted from a path

Paths: \\ becomes /, repeated / collapse. Segments are the non-empty components;
segment(N) indexes them like a Python list: segment(-1) is the file name, segment(-2) its
folder. Prefer negative indexes: they do not depend on where the tree is mounted.
Field evaluation: source -> pattern -> normalize -> type. integer is int() of the text
("042" -> 42); uuid accepts 8-4-4-4-12, 32 bare hex digits, braces, any case.

Glob dialect (case-sensitive): * within one segment, ? one character other than /,
[abc] / [!abc] a class, {a,b} alternatives, ** zero or more whole segments. A glob starting
with / is anchored at the path's start; any other glob may start at any segment boundary,
so write unanchored globs like "mission_*/*/*.csv". The glob must match every sample.

Python extractors, ONLY for what YAML cannot express (values combined from several segments,
lookups, conditionals): answer with one ```python code block defining module-level literals
NAME and GLOB (optional TAG, PRIORITY, DESCRIPTION) and def extract(path: str) -> dict returning
JSON-serialisable values ({} when nothing applies). Allowed imports: re, datetime, time,
calendar, pathlib, os.path, posixpath, ntpath, string, fnmatch, uuid, json, math, decimal,
typing, collections, dataclasses, enum, functools, itertools, urllib.parse, unicodedata. No
open/eval/exec/compile/__import__/input/globals/vars and no dunder attributes.

Redaction: sample paths were redacted before they were sent. "~" stands for a home folder
name (one segment), "<user>" for a user name, "<email>" for an e-mail address, "<token>"
and "<secret>" for secret-looking text. Never put these placeholders in a rule: use * or
** at their positions.
"""


@dataclass(frozen=True)
class Example:
    name: str
    rule: str
    paths: tuple[str, ...]


def examples_dir() -> Path:
    """Where the worked examples are read from (repository first, package data second)."""
    if all((REPO_EXAMPLES_DIR / f"{n}.yaml").is_file() for n in EXAMPLE_NAMES):
        return REPO_EXAMPLES_DIR
    return PACKAGED_EXAMPLES_DIR


@functools.lru_cache(maxsize=4)
def load_examples(folder: str | None = None) -> tuple[Example, ...]:
    """The worked examples (rule text + the first few sample paths)."""
    base = Path(folder) if folder else examples_dir()
    out: list[Example] = []
    for name in EXAMPLE_NAMES:
        rule_file = base / f"{name}.yaml"
        if not rule_file.is_file():
            continue
        rule = rule_file.read_text(encoding="utf-8").strip()
        paths_file = base / f"{name}.paths"
        paths: tuple[str, ...] = ()
        if paths_file.is_file():
            lines = [ln.strip() for ln in paths_file.read_text(encoding="utf-8").splitlines()]
            paths = tuple(ln for ln in lines if ln and not ln.startswith("#"))[:EXAMPLE_PATHS_SHOWN]
        out.append(Example(name, rule, paths))
    return tuple(out)


def _schema_text() -> str:
    from pathfinder.schema import schema_text

    return schema_text().strip()


@functools.lru_cache(maxsize=1)
def build_system_prompt() -> str:
    """Rule language + JSON Schema + worked examples. Identical for every call (cacheable)."""
    parts = [RULE_LANGUAGE.strip(), "JSON Schema of one rule:\n```json\n" + _schema_text() + "\n```"]
    for i, ex in enumerate(load_examples(), 1):
        paths = "\n".join(ex.paths)
        parts.append(
            f"Example {i}. Sample paths:\n```\n{paths}\n```\nRule:\n```yaml\n{ex.rule}\n```"
        )
    parts.append(
        "Choose fields a data engineer would want as columns (ids, dates, keys, categories), "
        "name them after what they mean, and give each the right type."
    )
    return "\n\n".join(parts)


# ------------------------------------------------------------------ samples


_UPPER = re.compile(r"[A-Z]+")
_LOWER = re.compile(r"[a-z]+")
_DIGIT = re.compile(r"[0-9]+")


def _shape(path: str) -> str:
    """A coarse shape of a path: depth, and the character classes of its last three segments."""
    segs = [s for s in re.split(r"[\\/]+", path) if s]
    tail = segs[-3:]
    shaped = []
    for seg in tail:
        s = _DIGIT.sub("0", seg)
        s = _UPPER.sub("A", s)
        s = _LOWER.sub("a", s)
        shaped.append(s)
    return f"{len(segs)}:" + "/".join(shaped)


def select_samples(samples: Sequence[str], limit: int = MAX_PROMPT_SAMPLES) -> list[str]:
    """A representative subset: every path shape gets a share, spread evenly over each group.

    Deterministic, order-preserving, O(n). Returns all samples when there are at most `limit`.
    """
    if len(samples) <= limit:
        return list(samples)
    groups: dict[str, list[int]] = {}
    for i, path in enumerate(samples):
        groups.setdefault(_shape(path), []).append(i)
    # shares: one per group (largest groups first when there are more groups than slots),
    # the rest in proportion to group size
    ordered = sorted(groups.values(), key=len, reverse=True)
    if len(ordered) >= limit:
        ordered = ordered[:limit]
        shares = [1] * len(ordered)
    else:
        shares = [1] * len(ordered)
        left = limit - len(ordered)
        total = sum(len(g) for g in ordered)
        for k, g in enumerate(ordered):
            shares[k] += min(len(g) - 1, (left * len(g)) // total)
        k = 0
        while sum(shares) < limit and any(s < len(g) for s, g in zip(shares, ordered)):
            if shares[k] < len(ordered[k]):
                shares[k] += 1
            k = (k + 1) % len(ordered)
    chosen: list[int] = []
    for share, group in zip(shares, ordered):
        if share >= len(group):
            chosen.extend(group)
            continue
        step = (len(group) - 1) / (share - 1) if share > 1 else 0
        chosen.extend(group[round(j * step)] for j in range(share))
    return [samples[i] for i in sorted(set(chosen))]


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ------------------------------------------------------------------ analysis


@dataclass(frozen=True)
class AnalysisText:
    summary: str | None
    field_table: str | None


def describe_samples(samples: Sequence[str]) -> AnalysisText:
    """The analyser's structure summary and field table; empty if the analyser cannot say.

    Why tolerant: the analysis is context for the model, never a reason to fail a generation.
    """
    try:
        from pathfinder import analysis as analysis_mod

        result = analysis_mod.analyse(list(samples))
    except Exception:
        return AnalysisText(None, None)
    summary = getattr(result, "summary", None) or None
    table = None
    render = getattr(analysis_mod, "render_field_table", None)
    if render is not None:
        try:
            table = render(result) or None
        except Exception:
            table = None
    return AnalysisText(summary, table)


# ------------------------------------------------------------------ first user turn


def build_first_turn(
    samples: Sequence[str],
    *,
    redactor: Redactor,
    hint: str | None = None,
    draft: str | None = None,
    analysis: AnalysisText | None = None,
    limit: int = MAX_PROMPT_SAMPLES,
) -> str:
    """The first user turn: redacted bounded samples, analysis, hint, current draft, instruction."""
    analysis = analysis if analysis is not None else describe_samples(samples)
    shown = select_samples(samples, limit)
    lines = [_clip(redactor.path(p), MAX_PATH_CHARS) for p in shown]
    if len(shown) < len(samples):
        head = f"Sample paths ({len(shown)} of {len(samples)}, chosen to cover every path shape):"
    else:
        head = f"Sample paths ({len(samples)}):"
    parts = ["Write one extraction rule that matches all of these paths.", head + "\n```\n" + "\n".join(lines) + "\n```"]
    if analysis.summary:
        parts.append(
            "Structure found by the offline analyser (may be incomplete):\n"
            + _clip(redactor.text(analysis.summary), MAX_SUMMARY_CHARS)
        )
    if analysis.field_table:
        parts.append("Fields it found:\n" + _clip(redactor.text(analysis.field_table), MAX_TABLE_CHARS))
    if draft and draft.strip():
        parts.append(
            "Current draft (the user's hint refers to it):\n```\n"
            + _clip(redactor.text(draft.strip()), MAX_DRAFT_CHARS)
            + "\n```"
        )
    if hint and hint.strip():
        parts.append("Hint from the user: " + _clip(redactor.text(hint.strip()), MAX_HINT_CHARS))
    parts.append(
        "Answer with the rule only: one YAML rule in a single ```yaml code block "
        "(a ```python extractor only if YAML cannot express the fields)."
    )
    return "\n\n".join(parts)


def estimate_tokens(text: str) -> int:
    """Rough token count (4 characters a token), for benchmarks and sanity checks."""
    return (len(text) + 3) // 4


def iter_example_files(names: Iterable[str] = EXAMPLE_NAMES) -> Iterable[str]:
    """File names of the worked examples (for packaging checks)."""
    for name in names:
        yield f"{name}.yaml"
        yield f"{name}.paths"


__all__ = [
    "build_system_prompt",
    "build_first_turn",
    "select_samples",
    "describe_samples",
    "load_examples",
    "examples_dir",
    "estimate_tokens",
    "AnalysisText",
    "MAX_PROMPT_SAMPLES",
]
