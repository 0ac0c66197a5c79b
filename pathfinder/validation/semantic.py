"""Validation tier 3, semantic: does the rule do its job on the samples? (docs/rule-language.md)

    tier3_semantic(rule, samples, min_coverage=1.0) -> Success | Failure

Glob coverage, then fields that extract, then types that coerce. Tier 3 always
returns a preview row for every sample, on failure too, so the user sees what
the draft did. A Python extractor runs only in the sandbox, all matched samples
in one child.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Callable, Iterable, Sequence

from pathfinder.engine.paths import normalize
from pathfinder.engine.python.pyrule import PythonRule
from pathfinder.engine.python.sandbox_client import SandboxOptions, SandboxResult, run_extractor
from pathfinder.engine.rulelike import RuleLike
from pathfinder.engine.ruleset import RuleGroup
from pathfinder.engine.timebox import PATH_LIMIT_TEXT, PatternTimeout, run_bounded
from pathfinder.errors import PathfinderError, RuleError
from pathfinder.validation.locate import field_json_path, glob_json_path
from pathfinder.validation.result import DraftKind, Failure, PreviewRow, Success, fail, listing

EMPTY_RESULT = "extract() returned no fields"  # preview problem of a Python rule that gave {}

_COERCION_RX = re.compile(r"is not an? (?:integer|date|uuid)\b|does not match format|cannot be coerced", re.I)


def tier3_semantic(
    rule: RuleLike,
    samples: Sequence[str],
    *,
    min_coverage: float = 1.0,
    sandbox_options: SandboxOptions | None = None,
    rel_paths: Sequence[str | None] | None = None,
) -> Success | Failure:
    """Run the rule on the samples: glob coverage, fields extract, types coerce.

    `rel_paths` (aligned with `samples`) are what `from: rel_path` reads: each
    sample relative to the root it was listed under (None: no root, the full path).

    Returns a Success with a preview row per sample, or the first failing check
    (glob, runtime/timeout, coercion, empty extraction) with the preview too and
    the rule itself (`Failure.rule`: its name and field order for the preview).
    """
    result = _tier3(rule, samples, min_coverage=min_coverage, sandbox_options=sandbox_options, rel_paths=rel_paths)
    return replace(result, rule=rule) if isinstance(result, Failure) else result


@dataclass
class _FieldTrouble:
    """Per-field failures across samples, grouped by kind."""

    coercion: dict[str, list[str]] = field(default_factory=dict)  # field -> sample paths
    empty: dict[str, list[str]] = field(default_factory=dict)
    coercion_example: dict[str, str] = field(default_factory=dict)  # field -> first problem text


@dataclass(frozen=True)
class _RuntimeTrouble:
    """A Python extractor that crashed or timed out: the Failure once the preview is known."""

    error_type: str
    message: str
    short: str
    samples: tuple[str, ...]

    def with_preview(self, preview: tuple[PreviewRow, ...]) -> Failure:
        return fail(3, self.error_type, self.message, self.short, samples=self.samples, preview=preview)


def _tier3(rule: RuleLike, samples: Sequence[str], *, min_coverage: float,
           sandbox_options: SandboxOptions | None,
           rel_paths: Sequence[str | None] | None = None) -> Success | Failure:
    kind: DraftKind = "python" if rule.kind == "python" else "yaml"
    runtime: _RuntimeTrouble | None = None
    if kind == "python":
        rows, runtime = _evaluate_python(rule, samples, sandbox_options)
    else:
        rows, runtime = _evaluate_yaml(rule, samples, rel_paths)
    preview = tuple(rows)
    total = len(samples)
    unmatched = [r.path for r in rows if r.status == "unmatched"]
    matched = total - len(unmatched)

    if total and (matched == 0 or matched / total < min_coverage):  # matching nothing never passes
        what = f"the globs of rules {rule.name}" if isinstance(rule, RuleGroup) else f"glob {rule.glob!r}"
        need = "every sample" if min_coverage >= 1.0 else f"at least {min_coverage:.0%} of the samples"
        return fail(
            3,
            "GLOB_MISMATCH",
            f"{what} matched {matched} of {total} samples but must match {need}; "
            f"unmatched: {listing(unmatched)}",
            f"glob didn't match {len(unmatched)} of {total} samples",
            json_path=glob_json_path(rule),
            samples=tuple(unmatched),
            preview=preview,
        )
    if runtime is not None:
        return runtime.with_preview(preview)

    # matched samples may fail extraction only as far as min_coverage allows (default: none)
    allowed_bad = int(matched * (1.0 - min_coverage) + 1e-9)
    trouble = _field_trouble(rows, allowed_bad)
    if trouble.coercion:
        return _coercion_failure(rule, rows, trouble, matched, preview)
    if trouble.empty or (matched and _extracts_nothing(rows, allowed_bad)):
        return _empty_failure(rule, rows, samples, trouble, matched, preview)
    return Success(kind=kind, text=rule.text or "", rule=rule, preview=preview, matched=matched, total=total)


def _coercion_failure(rule: RuleLike, rows: Sequence[PreviewRow], trouble: _FieldTrouble, matched: int,
                      preview: tuple[PreviewRow, ...]) -> Failure:
    name, paths = next(iter(trouble.coercion.items()))
    spec = rule.fields.get(name)
    ftype = spec.type if spec is not None else None
    example = trouble.coercion_example.get(name, "")
    return fail(
        3,
        "TYPE_COERCION_FAILED",
        f"field '{name}'" + (f" (type {ftype})" if ftype else "")
        + f" could not be converted for {len(paths)} of {matched} matched samples"
        + (f": {example}" if example else "")
        + f"; samples: {listing(paths)}",
        f"field '{name}' isn't {_article(ftype)} in {len(paths)} sample{'s' if len(paths) != 1 else ''}",
        json_path=field_json_path(rule, rows, paths, name, "type"),
        samples=tuple(paths),
        preview=preview,
    )


def _empty_failure(rule: RuleLike, rows: Sequence[PreviewRow], samples: Sequence[str], trouble: _FieldTrouble,
                   matched: int, preview: tuple[PreviewRow, ...]) -> Failure:
    if trouble.empty:
        name, paths = max(trouble.empty.items(), key=lambda kv: len(kv[1]))
        names = ", ".join(f"'{n}'" for n in trouble.empty)
        all_paths = sorted({p for ps in trouble.empty.values() for p in ps}, key=_order(samples))
        return fail(
            3,
            "EMPTY_EXTRACTION",
            f"field{'s' if len(trouble.empty) > 1 else ''} {names} extracted nothing from "
            f"{len(all_paths)} of {matched} matched samples (source, pattern or segment index "
            f"is wrong, or add a default); samples: {listing(all_paths)}",
            f"field '{name}' extracted nothing from {len(paths)} of {matched} samples",
            json_path=field_json_path(rule, rows, paths, name),
            samples=tuple(all_paths),
            preview=preview,
        )
    empty = [r.path for r in rows if r.problems.get("extract") == EMPTY_RESULT]
    return fail(
        3,
        "EMPTY_EXTRACTION",
        f"extract() returned no fields for {len(empty)} of {matched} matched samples; "
        f"samples: {listing(empty)}",
        f"extracted no fields from {len(empty)} of {matched} samples",
        samples=tuple(empty),
        preview=preview,
    )


def _order(samples: Sequence[str]) -> Callable[[str], int]:
    index = {p: i for i, p in enumerate(samples)}
    return lambda p: index.get(p, 0)


def _article(ftype: str | None) -> str:
    if not ftype:
        return "the declared type"
    return ("an " if ftype[0] in "aeiou" else "a ") + ftype


def _is_coercion(problem: str) -> bool:
    """Did a field fail at the type step (rather than source/pattern)? Engine reasons say
    "'x' is not an integer" / "is not a date with format ..." / "is not a uuid"."""
    return bool(_COERCION_RX.search(problem))


def _extracts_nothing(rows: Iterable[PreviewRow], allowed_bad: int) -> bool:
    """Python rule: matched samples whose extract() gave {} (YAML tag-only rules are fine)."""
    return sum(1 for r in rows if r.problems.get("extract") == EMPTY_RESULT) > allowed_bad


def _field_trouble(rows: Iterable[PreviewRow], allowed_bad: int) -> _FieldTrouble:
    """Fields that failed on more matched samples than `allowed_bad`, by failure kind."""
    trouble = _FieldTrouble()
    for row in rows:
        if row.status == "unmatched":
            continue
        for name, problem in row.problems.items():
            if problem == EMPTY_RESULT:
                continue
            if _is_coercion(problem):
                trouble.coercion.setdefault(name, []).append(row.path)
                trouble.coercion_example.setdefault(name, f"{row.path}: {problem}")
            else:
                trouble.empty.setdefault(name, []).append(row.path)
    trouble.coercion = {k: v for k, v in trouble.coercion.items() if len(v) > allowed_bad}
    trouble.empty = {k: v for k, v in trouble.empty.items() if len(v) > allowed_bad}
    return trouble


# ---------------------------------------------------------------- YAML rules and groups


def _evaluate_yaml(rule: RuleLike, samples: Sequence[str], rel_paths: Sequence[str | None] | None = None,
                   ) -> tuple[list[PreviewRow], _RuntimeTrouble | None]:
    """Preview rows of a YAML rule (or group), and a TIMEOUT trouble for samples on which its
    matching hit the per-path CPU limit (engine/timebox.py; docs/security.md#hostile-rule-files)."""
    rels = list(rel_paths) if rel_paths is not None else [None] * len(samples)
    rows, slow = run_bounded(_evaluate_samples, rule, list(samples), rels)
    if not slow:
        return rows, None
    return rows, _RuntimeTrouble(
        "TIMEOUT",
        f"matching took over {PATH_LIMIT_TEXT} of CPU on {len(slow)} of {len(samples)} samples: a pattern "
        f"backtracks too much (see 'Patterns' in docs/rule-language.md); samples: {listing(slow)}",
        f"pattern timed out on {len(slow)} sample{'s' if len(slow) != 1 else ''}",
        tuple(slow),
    )


MAX_SLOW_SAMPLES = 2  # samples allowed to hit the time limit before tier 3 stops running the rule


def _evaluate_samples(rule: RuleLike, samples: list[str], rels: list[str | None],
                      ) -> tuple[list[PreviewRow], list[str]]:
    """Preview rows, and the samples whose matching timed out (run under `run_bounded`)."""
    rows: list[PreviewRow] = []
    slow: list[str] = []
    for path, rel in zip(samples, rels):
        try:
            rows.append(_evaluate_one(rule, path, rel))
        except PatternTimeout:
            slow.append(path)
            rows.append(PreviewRow(path=path, status="partial", problems={"pattern": "timed out"}))
            if len(slow) >= MAX_SLOW_SAMPLES:  # enough to say so: the rest would cost as much
                rows.extend(PreviewRow(path=p, status="partial", problems={"pattern": "not run"})
                            for p in samples[len(rows):])
                break
    return rows, slow


def _evaluate_one(rule: RuleLike, path: str, rel: str | None) -> PreviewRow:
    group = rule if isinstance(rule, RuleGroup) else None
    winner = group.winner(path) if group is not None else rule
    ev = winner.evaluate(path, rel) if winner is not None else None
    if winner is None or ev is None:
        return PreviewRow(path=path, status="unmatched")
    problems = {k: str(v) for k, v in ev.problems.items()}
    return PreviewRow(path=path, status=ev.status, fields=dict(ev.fields), problems=problems,
                      rule=winner.name if group is not None else None)


# ---------------------------------------------------------------- Python extractors


def _evaluate_python(
    rule: RuleLike, samples: Sequence[str], sandbox_options: SandboxOptions | None
) -> tuple[list[PreviewRow], _RuntimeTrouble | None]:
    """Glob-match in-process, then run extract() for all matched samples in ONE sandbox child."""
    matched = [p for p in samples if rule.match(p)]
    results: list[SandboxResult] = []
    whole_run_error: PathfinderError | None = None
    options = sandbox_options
    if options is None and isinstance(rule, PythonRule):
        options = rule.options  # the limits the rule was loaded with
    if matched:
        try:
            # extract() sees the normalised path, exactly as under `apply`
            results = list(run_extractor(rule.text or "", [normalize(p) for p in matched], options))
        except PathfinderError as exc:  # the child could not run at all
            whole_run_error = exc
    by_path: dict[str, SandboxResult] = dict(zip(matched, results))
    matched_set = set(matched)

    rows: list[PreviewRow] = []
    errors: list[tuple[str, str]] = []
    timeouts: list[str] = []
    for path in samples:
        if path not in matched_set:
            rows.append(PreviewRow(path=path, status="unmatched"))
            continue
        res = by_path.get(path)
        if res is None:
            reason = whole_run_error.one_line() if whole_run_error else "no result from the sandbox"
            rows.append(PreviewRow(path=path, status="partial", problems={"extract": reason}))
            continue
        if res.error:
            rows.append(PreviewRow(path=path, status="partial", problems={"extract": str(res.error)}))
            if _is_timeout(res):
                timeouts.append(path)
            else:
                errors.append((path, str(res.error)))
            continue
        value = res.value
        if not isinstance(value, dict):
            msg = f"extract() returned {type(value).__name__}, not a dict"
            rows.append(PreviewRow(path=path, status="partial", problems={"extract": msg}))
            errors.append((path, msg))
            continue
        if value:
            rows.append(PreviewRow(path=path, status="complete", fields=dict(value)))
        else:
            rows.append(PreviewRow(path=path, status="partial", problems={"extract": EMPTY_RESULT}))
    return rows, _runtime_trouble(matched, whole_run_error, timeouts, errors, options)


def _runtime_trouble(matched: Sequence[str], whole_run_error: PathfinderError | None, timeouts: Sequence[str],
                     errors: Sequence[tuple[str, str]], options: SandboxOptions | None) -> _RuntimeTrouble | None:
    """The extractor's failure, if any: the child could not run, it timed out, or extract() raised."""
    if whole_run_error is not None:
        is_timeout = (isinstance(whole_run_error, RuleError) and whole_run_error.error_type == "TIMEOUT") or (
            "timed out" in whole_run_error.one_line().lower()
        )
        return _RuntimeTrouble(
            "TIMEOUT" if is_timeout else "RUNTIME_ERROR",
            f"the extractor failed in the sandbox: {whole_run_error.one_line()}",
            "extractor timed out" if is_timeout else "extractor crashed",
            tuple(matched),
        )
    if timeouts:
        limit = _timeout_s(options)
        return _RuntimeTrouble(
            "TIMEOUT",
            f"extract() took too long{f' (limit {limit:g} s)' if limit else ''} on {len(timeouts)} of {len(matched)} "
            f"samples (keep it simple: no loops over large ranges); samples: {listing(timeouts)}",
            f"extractor timed out on {len(timeouts)} sample{'s' if len(timeouts) != 1 else ''}",
            tuple(timeouts),
        )
    if errors:
        first_path, first_err = errors[0]
        kinds = Counter(e.split(":", 1)[0].strip() for _, e in errors)
        top = kinds.most_common(1)[0][0]
        plural = "s" if len(errors) != 1 else ""
        if re.fullmatch(r"[A-Z][A-Za-z0-9_.]{0,40}", top):  # an exception class name
            short = f"extract() raised {top} on {len(errors)} sample{plural}"
        else:
            short = f"extract() failed on {len(errors)} sample{plural}"
        return _RuntimeTrouble(
            "RUNTIME_ERROR",
            f"extract() failed on {len(errors)} of {len(matched)} samples; first: {first_path}: "
            f"{first_err}; samples: {listing([p for p, _ in errors])}",
            short,
            tuple(p for p, _ in errors),
        )
    return None


def _timeout_s(options: SandboxOptions | None) -> float:
    """The sandbox's time limit in force (for messages): the defaults' when no options were given."""
    return (options or SandboxOptions()).timeout_s


def _is_timeout(res: SandboxResult) -> bool:
    err = str(res.error).lower()
    return res.timed_out or "timeout" in err or "timed out" in err
