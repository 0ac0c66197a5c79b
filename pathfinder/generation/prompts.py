"""Prompts for LLM generators (docs/architecture.md): the system prompt and the first user turn.

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
from typing import Callable, Iterable, Sequence

from pathfinder.analysis import Analysis, analyse, render_field_table
from pathfinder.analysis.structure import AnalysisText, relabel_structure
from pathfinder.engine.schema import schema_text
from pathfinder.generation.providers.base import MAX_HINT_CHARS
from pathfinder.generation.redact import EMAIL_MARK, HOME_MARK, SECRET_MARK, TOKEN_MARK, USER_MARK, Redactor
from pathfinder.validation.fences import strip_fences

MAX_PROMPT_SAMPLES = 40
MAX_PATH_CHARS = 300  # one absurdly long path must not blow the prompt up
MAX_SUMMARY_CHARS = 2000
MAX_TABLE_CHARS = 3000
MAX_DRAFT_CHARS = 6000
EXAMPLE_NAMES = ("mission_readings", "hive_sales", "bids_bold")
EXAMPLE_PATHS_SHOWN = 4

_PACKAGE_DIR = Path(__file__).resolve().parent
REPO_EXAMPLES_DIR = _PACKAGE_DIR.parents[1] / "rules" / "examples"
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
- description: free text saying what the rule extracts; rules are shared, so describe the
  structure from the glob's folders down, never this machine's folders above them (mount
  points, home folders, user names) or the placeholders of redacted paths
- version: 1 (optional)

Field spec keys (any other key is an error):
- from (required): segment(N) | filename | full_path | rel_path
- pattern: regex applied with search(); the value is capture group 1, or the whole
  match if the pattern has no group. Escape backslashes in double-quoted YAML: "(\\\\d+)".
  Patterns must be portable (RE2 and Java read them too): no lookahead/lookbehind, no
  back-references, no named, atomic or conditional groups, no possessive quantifiers, no
  inline flags except (?i); \\d and \\w mean ASCII; write [ \\t] not \\s, $ not \\Z, \\{ for
  a literal brace. Nested or overlapping repeats such as (a+)+, (\\w+_?)* or (a|aa)+ are
  refused. Capture the value and match its delimiter: "_run-(\\\\d+)_", not a lookbehind.
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


def describe_samples(samples: Sequence[str], *, one_kind: bool = False,
                     analysis_of: Callable[[Sequence[str]], Analysis] | None = None) -> AnalysisText:
    """The analyser's structure summary and field table; empty if the analyser cannot say.
    `one_kind`: the samples are one kind of a tree (none set aside). `analysis_of`: where the analysis
    comes from when not from a fresh `analyse` (the offline generator's, which then drafts from the same
    analysis instead of analysing the samples a second time).

    Why tolerant: the analysis is context for the model, never a reason to fail a generation.
    """
    try:
        result = analysis_of(samples) if analysis_of is not None else analyse(list(samples), one_kind=one_kind)
    except Exception:
        return AnalysisText(None, None)
    try:
        table = render_field_table(result) or None
    except Exception:
        table = None
    return AnalysisText(result.summary or None, table)


# ------------------------------------------------------------------ analysis as sent


_PLACEHOLDER_ONLY = re.compile(
    r"^(?:\s|,|…|" + "|".join(re.escape(m) for m in (USER_MARK, EMAIL_MARK, TOKEN_MARK, SECRET_MARK, HOME_MARK))
    + r")*$"
)


def redact_analysis(analysis: AnalysisText, redactor: Redactor) -> tuple[AnalysisText, tuple[str, ...]]:
    """The analysis as it may leave the machine, and the fields left out of it.

    Redaction turns a column of user names (`/srv/alice/...`, `/srv/bob/...`) into
    `<user>, <user>, <user>`; listed as a field it invites the model to extract user
    names, so a field whose examples are nothing but redaction placeholders is
    dropped from the field table, and its `{name}` in the summary becomes `*`.
    """
    table, dropped = _redact_table(analysis.field_table, redactor) if analysis.field_table else (None, ())
    summary = analysis.summary
    if summary:
        summary = redactor.text(without_fields(summary, dropped))
    return AnalysisText(summary, table), dropped


def without_fields(summary: str, names: Sequence[str]) -> str:
    """`/srv/{user}/{date:date}.csv` without field `user`: `/srv/*/{date:date}.csv`."""
    return relabel_structure(summary, dict.fromkeys(names))


def _redact_table(table: str, redactor: Redactor) -> tuple[str, tuple[str, ...]]:
    """Redact the analyser's field table cell by cell, leaving out placeholder-only fields.

    The table is `field type source examples distinct` over a `---` rule line; a
    table in another shape is redacted as plain text (nothing left out).
    """
    lines = table.rstrip("\n").splitlines()
    if len(lines) < 3 or not re.fullmatch(r"-+(?:  -+)*", lines[1].rstrip()):
        return redactor.text(table), ()
    starts = [m.start() for m in re.finditer(r"-+", lines[1])]

    def cells(line: str) -> list[str]:
        bounds = starts[1:] + [None]
        return [line[a:b].strip() for a, b in zip(starts, bounds)]

    header = cells(lines[0])
    if "examples" not in header:
        return redactor.text(table), ()
    examples = header.index("examples")
    rows: list[list[str]] = []
    dropped: list[str] = []
    for line in lines[2:]:
        written = cells(line)
        row = [redactor.text(c) for c in written]
        if len(row) > examples and row[examples] and _PLACEHOLDER_ONLY.match(row[examples]):
            dropped.append(written[0])
            continue
        rows.append(row)
    if not dropped:
        return redactor.text(table), ()
    if not rows:
        text = "(no fields: the columns found hold only redacted values)"
    else:
        widths = [max(len(r[i]) if i < len(r) else 0 for r in rows + [header]) for i in range(len(header))]
        out = ["  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip(), "  ".join("-" * w for w in widths)]
        out += ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
        text = "\n".join(out)
    n = len(dropped)
    text += (f"\n(left out: {n} column{'s' if n != 1 else ''} whose values are all redaction placeholders "
             f"such as {USER_MARK}; not a field: match it with * in the glob)")
    return text + "\n", tuple(dropped)


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
    sent, _ = redact_analysis(analysis, redactor)
    if sent.summary:
        parts.append(
            "Structure found by the offline analyser (may be incomplete):\n"
            + _clip(sent.summary, MAX_SUMMARY_CHARS)
        )
    if sent.field_table:
        parts.append("Fields it found:\n" + _clip(sent.field_table, MAX_TABLE_CHARS))
    if draft and draft.strip():
        body, tag = draft_for_prompt(draft)
        parts.append(
            f"Current draft (the user's hint refers to it):\n```{tag}\n"
            + _clip(redactor.text(body), MAX_DRAFT_CHARS)
            + "\n```"
        )
    if hint and hint.strip():
        parts.append("Hint from the user: " + _clip(redactor.text(hint.strip()), MAX_HINT_CHARS))
    parts.append(
        "Answer with the rule only: one YAML rule in a single ```yaml code block "
        "(a ```python extractor only if YAML cannot express the fields)."
    )
    return "\n\n".join(parts)


def draft_for_prompt(draft: str) -> tuple[str, str]:
    """(rule text, fence tag) of a draft: the previous raw model output (from the error
    screen's hint path) keeps its prose and code fences, which must not be nested
    inside the prompt's own fence, so they are stripped as tier 1 strips them."""
    found = strip_fences(draft)
    body = found.text.strip()
    return (body, found.kind or "") if body else (draft.strip(), "")


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
    "redact_analysis",
    "without_fields",
]
