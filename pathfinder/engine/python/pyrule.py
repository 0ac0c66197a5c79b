"""Python rule files (docs/rule-language.md "Python extractors"), loaded without ever importing them.

A `.py` rule defines module-level literals `NAME`, `GLOB` and optionally `TAG`,
`PRIORITY`, `DESCRIPTION`, plus `def extract(path: str) -> dict`. Metadata is
read from the `ast` (the file is never imported or executed in this process);
the code passes the static policy (`pathfinder.engine.python.policy`) at load time; `extract`
only ever runs in the sandbox child (`pathfinder.engine.python.sandbox_client`), all paths of
one call in ONE child, so `apply` over a million paths costs a handful of
process starts (RuleSet hands `evaluate_many` chunks of up to 50,000 paths).

    load_python_rule(path_or_text, source=None) -> PythonRule   (raises RuleError)
    PythonRule: same interface as pathfinder.engine.rule.Rule (kind="python", batch=True)
"""
from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import Any, Iterable, Sequence

from pathfinder.errors import RuleError
from pathfinder.engine.globs import compile_glob
from pathfinder.engine.paths import normalize
from pathfinder.engine.python.policy import MAX_SOURCE_CHARS, MISSING_EXTRACT, check_extract, check_tree
from pathfinder.engine.rule import DEFAULT_PRIORITY, Evaluation, extract_fields
from pathfinder.engine.schema import IDENTIFIER_RE
from pathfinder.engine.python.sandbox_client import SandboxOptions, run_extractor

METADATA = {"NAME": "name", "GLOB": "glob", "TAG": "tag", "PRIORITY": "priority", "DESCRIPTION": "description"}
MAX_CHUNK = 50_000  # paths per sandbox child
APPLY_PER_PATH_S = 0.05  # whole-call budget per path when no options are given


def _read(path_or_text: str | os.PathLike[str], source: str | None) -> tuple[str, str | None]:
    """(text, source) from a file path or from Python text."""
    is_file = isinstance(path_or_text, os.PathLike) or (
        isinstance(path_or_text, str)
        and "\n" not in path_or_text
        and path_or_text.strip().endswith(".py")
        and os.path.isfile(path_or_text)
    )
    if not is_file:
        text = path_or_text
        if isinstance(text, bytes):
            return _decode(text, source), source
        return str(text), source
    path = Path(path_or_text)
    source = source or str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RuleError(f"cannot read rule file: {exc.strerror or exc}", error_type="READ_ERROR", source=source,
                        hint="check the path and its permissions") from None
    return _decode(raw, source), source


def _decode(raw: bytes, source: str | None) -> str:
    try:
        return raw.decode("utf-8").lstrip("\ufeff")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise RuleError(f"invalid UTF-8 at byte {exc.start}", error_type="ENCODING_ERROR", source=source,
                        line=line, hint="save the file as UTF-8") from None


def _metadata(tree: ast.Module, source: str | None) -> tuple[dict[str, Any], dict[str, int]]:
    """Module-level `NAME = <literal>` assignments (the last one wins, as at run time)."""
    values: dict[str, Any] = {}
    lines: dict[str, int] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        for target in targets:
            if isinstance(target, ast.Name) and target.id in METADATA:
                key = METADATA[target.id]
                try:
                    values[key] = ast.literal_eval(value)
                except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                    raise RuleError(
                        f"{target.id} must be a literal (a plain string or number), not an expression",
                        error_type="SCHEMA_VIOLATION", source=source, line=node.lineno, json_path=key, key=key,
                        hint=f"write e.g. {target.id} = \"...\"",
                    ) from None
                lines[key] = node.lineno
    return values, lines


def _schema(values: dict[str, Any], lines: dict[str, int], source: str | None) -> None:
    def bad(key: str, message: str, hint: str | None = None) -> RuleError:
        return RuleError(message, error_type="SCHEMA_VIOLATION", source=source, line=lines.get(key),
                         json_path=key, key=key, hint=hint)

    for key, const in (("name", "NAME"), ("glob", "GLOB")):
        if key not in values:
            raise bad(key, f"the Python rule has no module-level {const} = \"...\"",
                      f"add {const} = \"...\" at the top of the file")
    name = values["name"]
    if not isinstance(name, str) or not IDENTIFIER_RE.match(name):
        raise bad("name", f"NAME {name!r} does not match {IDENTIFIER_RE.pattern}", "use lowercase letters, digits and _")
    glob = values["glob"]
    if not isinstance(glob, str) or not glob.strip():
        raise bad("glob", "GLOB must be a non-empty string")
    tag = values.get("tag")
    if tag is not None and (not isinstance(tag, str) or not IDENTIFIER_RE.match(tag)):
        raise bad("tag", f"TAG {tag!r} does not match {IDENTIFIER_RE.pattern}", "use lowercase letters, digits and _")
    priority = values.get("priority")
    if priority is None:
        priority = DEFAULT_PRIORITY  # PRIORITY = None means the default, like TAG = None
    if isinstance(priority, bool) or not isinstance(priority, int) or not 0 <= priority <= 1000:
        raise bad("priority", f"PRIORITY {priority!r} must be an integer from 0 to 1000")
    description = values.get("description")
    if description is not None and not isinstance(description, str):
        raise bad("description", "DESCRIPTION must be a string")


def load_python_rule(
    path_or_text: str | os.PathLike[str] | bytes,
    source: str | None = None,
    *,
    options: SandboxOptions | None = None,
) -> "PythonRule":
    """Parse, check and describe a Python rule; never imports or runs it.

    Raises RuleError with error_type PYTHON_SYNTAX_ERROR, FORBIDDEN_CODE,
    MISSING_EXTRACT, SCHEMA_VIOLATION (also ENCODING_ERROR / READ_ERROR), with a line.
    """
    text, source = _read(path_or_text, source)  # type: ignore[arg-type]
    if len(text) > MAX_SOURCE_CHARS:
        raise RuleError(f"the Python rule is too large ({len(text)} characters, limit {MAX_SOURCE_CHARS})",
                        error_type="SCHEMA_VIOLATION", source=source, hint="extractors are small; keep data out of them")
    try:
        tree = ast.parse(text, filename=source or "<rule>")
    except SyntaxError as exc:
        raise RuleError(f"Python syntax error: {exc.msg}", error_type="PYTHON_SYNTAX_ERROR", source=source,
                        line=exc.lineno, hint="fix the Python syntax") from None
    except ValueError as exc:  # null bytes
        raise RuleError(f"cannot parse the Python rule: {exc}", error_type="PYTHON_SYNTAX_ERROR",
                        source=source) from None
    except (RecursionError, MemoryError):  # the parser's own nesting limits
        raise RuleError("cannot parse the Python rule: the code is nested too deeply",
                        error_type="PYTHON_SYNTAX_ERROR", source=source, hint="flatten the expression") from None
    violations = check_tree(tree)
    if violations:
        first = violations[0]
        more = f" (+{len(violations) - 1} more)" if len(violations) > 1 else ""
        raise RuleError(f"forbidden code: {first.message}{more}", error_type="FORBIDDEN_CODE", source=source,
                        line=first.line or None, key=first.construct,
                        hint="extractors may only use the allowed standard-library modules; see docs/security.md")
    missing = check_extract(tree)
    if missing is not None:
        raise RuleError(missing.message, error_type=MISSING_EXTRACT, source=source, line=missing.line,
                        hint="define def extract(path: str) -> dict")
    return python_rule_from_tree(tree, text, source=source, options=options)


def python_rule_from_tree(
    tree: ast.Module, text: str, *, source: str | None = None, options: SandboxOptions | None = None
) -> "PythonRule":
    """The rule described by a parsed module that already passed the static policy.

    Why: validation tier 2 runs the policy itself (with its own messages) and must
    not parse and check the module a second time. Raises RuleError (SCHEMA_VIOLATION).
    """
    values, lines = _metadata(tree, source)
    _schema(values, lines, source)
    try:
        compiled = compile_glob(values["glob"])
    except RuleError as err:
        err.source = source
        err.line = lines.get("glob")
        raise
    return PythonRule(
        name=values["name"],
        glob=values["glob"],
        tag=values.get("tag"),
        priority=DEFAULT_PRIORITY if values.get("priority") is None else values["priority"],
        description=values.get("description"),
        source=source,
        text=text,
        compiled=compiled,
        options=options,
    )


class PythonRule:
    """A Python extractor rule: matching in-process, `extract` in the sandbox.

    Same interface as `pathfinder.engine.rule.Rule`. `evaluate` starts one child per
    call; use `evaluate_many` (one child per ≤50,000 paths) for anything bigger.
    """

    kind = "python"
    batch = True
    name_line: int | None = None  # a Python rule is one per file: its name has no list position
    name_json_path: str | None = None

    def __init__(
        self,
        name: str,
        glob: str,
        *,
        tag: str | None = None,
        priority: int = DEFAULT_PRIORITY,
        description: str | None = None,
        source: str | None = None,
        text: str = "",
        compiled: Any = None,
        options: SandboxOptions | None = None,
    ) -> None:
        self.name = name
        self.glob = glob
        self.tag = tag
        self.priority = int(priority)
        self.description = description
        self.source = source
        self.text = text
        self.compiled = compiled if compiled is not None else compile_glob(glob)
        self.literal_count = self.compiled.literal_count
        self.options = options
        self.fields: dict[str, Any] = {}  # not known before running; listings show "python"
        self._match = self.compiled.regex.search
        # Paths on which the sandbox had to stop the extractor (refused operation, limit,
        # timeout): `pathfinder apply` reports them and exits 1 after writing the records.
        self.stopped_count = 0
        self.first_stop: str | None = None
        # Paths evaluated and paths whose extract() raised: an extractor that fails on every
        # path it is given is broken as a whole, and `apply` exits 1 for it too.
        self.run_count = 0
        self.failed_count = 0
        self.first_failure: str | None = None

    def _options(self) -> SandboxOptions:
        """The caller's options, else defaults for big batches: the 5 s no-progress timeout
        stays, the whole-call budget grows by 50 ms per path (a slow but honest extractor
        must not lose the tail of a 50,000-path chunk)."""
        return self.options if self.options is not None else SandboxOptions(per_path_s=APPLY_PER_PATH_S)

    @property
    def source_text(self) -> str:
        """The Python text (what the validation tiers hand to the sandbox)."""
        return self.text

    def __repr__(self) -> str:
        return f"PythonRule(name={self.name!r}, glob={self.glob!r})"

    def to_mapping(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "glob": self.glob, "kind": "python"}
        if self.tag:
            out["tag"] = self.tag
        if self.priority != DEFAULT_PRIORITY:
            out["priority"] = self.priority
        if self.description:
            out["description"] = self.description
        return out

    def match(self, path: str) -> bool:
        return self._match(normalize(path)) is not None

    def match_normalized(self, norm: str) -> bool:
        return self._match(norm) is not None

    def extract(self, path: str, rel_path: str | None = None) -> dict[str, Any] | None:
        """Fields of `path` from the sandbox; None when the glob does not match."""
        return extract_fields(self, path, rel_path)

    def evaluate(self, path: str, rel_path: str | None = None) -> Evaluation | None:
        return self.evaluate_many([path], [rel_path])[0]

    def evaluate_many(
        self, paths: Iterable[str], rel_paths: Iterable[str | None] | None = None
    ) -> list[Evaluation | None]:
        """Evaluations in input order (None where the glob does not match), one child per chunk.

        `extract(path)` receives the normalised path; `rel_paths` is accepted for
        interface parity with YAML rules (extractors see only the path).
        """
        norms = [normalize(p) for p in paths]
        out: list[Evaluation | None] = [None] * len(norms)
        matched = [i for i, n in enumerate(norms) if self._match(n) is not None]
        for start in range(0, len(matched), MAX_CHUNK):
            positions = matched[start : start + MAX_CHUNK]
            results = run_extractor(self.text, [norms[i] for i in positions], self._options())
            self.run_count += len(positions)
            for i, res in zip(positions, results):
                out[i] = _evaluation(res)
                if res.error is not None:
                    self.failed_count += 1
                    if self.first_failure is None:
                        self.first_failure = f"{norms[i]}: {res.error}"
                if is_containment(res):
                    self.stopped_count += 1
                    if self.first_stop is None:
                        self.first_stop = f"{norms[i]}: {res.error}"
        return out


# Errors that mean the extractor itself is broken or hostile (not one odd path):
# `apply` still writes the records (partial) but exits 1 naming the first one.
_CONTAINED_ERRORS = (
    "PermissionError: sandbox:", "MemoryError", "SystemExit", "KeyboardInterrupt", "RecursionError",
    "the extractor failed while loading", "the extractor defines no extract", "the sandbox process",
    "the extractor tried", "the value is not JSON-serialisable", "TypeError: extract() must return a dict",
    "RUNTIME_ERROR: the sandbox", "not run:",  # the child crashed, exited early or was killed
)


def is_containment(res: Any) -> bool:
    """True when the sandbox stopped the extractor (not an ordinary exception in its code)."""
    if res.error is None:
        return False
    if res.kind in ("TIMEOUT", "OUTPUT_TOO_LARGE"):
        return True
    return str(res.error).startswith(_CONTAINED_ERRORS)


def _evaluation(res: Any) -> Evaluation:
    if res.error is not None:
        return Evaluation({}, "partial", {"extract": res.error})
    value = res.value or {}
    if not value:
        return Evaluation({}, "partial", {})
    return Evaluation(dict(value), "complete", {})


def evaluations_from_results(results: Sequence[Any]) -> list[Evaluation]:
    """Sandbox results → Evaluations (for callers that ran `run_extractor` themselves)."""
    return [_evaluation(r) for r in results]
