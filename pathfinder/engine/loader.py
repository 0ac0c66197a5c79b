"""Rule text and files → compiled rules, with errors that name file, line and key.

Tier 1 (`yaml_io.parse_yaml`) and tier 2 (`rules_from_mapping`: schema, regexes,
date formats, globs) stay separately callable because validation reports them
as different tiers; `rules_from_text` does both. Python rule files are handed to
`pathfinder.engine.python.pyrule` (imported lazily: YAML-only users never pay for it).
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from pathfinder.errors import PathfinderError, RuleError, UsageError
from pathfinder.engine.rule import Rule
from pathfinder.engine.rulelike import RuleLike
from pathfinder.engine.ruleset import RuleGroup
from pathfinder.engine.schema import schema_errors
from pathfinder.engine.yaml_io import (
    MAX_RULE_BYTES, LineMap, check_rule_size, decode_text, format_json_path, parse_yaml,
)

RULE_SUFFIXES = (".yaml", ".yml", ".py")


def _path_tuple(json_path: str | None) -> tuple[Any, ...]:
    # field names are identifiers, so a dotted path splits back unambiguously
    return tuple(json_path.split(".")) if json_path else ()


def _relocate(err: RuleError, prefix: tuple[Any, ...], lines: LineMap, source: str | None) -> RuleError:
    """Give a rule-relative compile error its file, full JSON path and YAML line."""
    full = prefix + _path_tuple(err.json_path)
    err.json_path = format_json_path(full) or None
    if err.line is None:
        err.line = lines.line_of(full)
    if err.source is None:
        err.source = source
    return err


def rules_from_mapping(data: Any, lines: LineMap | None = None, source: str | None = None,
                       *, text: str | None = None) -> list[Rule]:
    """Tier 2: schema check, then compile every rule (globs, regexes, date formats)."""
    lines = lines or LineMap()
    if data is None:
        raise RuleError(
            "the rule is empty", error_type="SCHEMA_VIOLATION", source=source,
            hint="a rule needs at least 'name:' and 'glob:'",
        )
    errs = schema_errors(data, lines, source)
    if errs:
        raise errs[0]
    if "rules" in data:
        items = [(("rules", i), item) for i, item in enumerate(data["rules"])]
        single = False
    else:
        items = [((), data)]
        single = True
    rules: list[Rule] = []
    seen: dict[str, tuple[Any, ...]] = {}
    for prefix, item in items:
        name = item["name"]
        if name in seen:
            raise RuleError(
                f"duplicate rule name '{name}' (also {format_json_path(seen[name])})",
                error_type="SCHEMA_VIOLATION", source=source,
                line=lines.line_of(prefix + ("name",)), json_path=format_json_path(prefix + ("name",)),
                key="name", hint="give every rule its own name",
            )
        seen[name] = prefix + ("name",)
        try:
            rule = Rule.from_mapping(item, source=source, text=text if single else None)
        except RuleError as err:
            raise _relocate(err, prefix, lines, source) from None
        # where the name is written, for errors found later (a name defined in two files)
        rule.name_line = lines.line_of(prefix + ("name",))
        rule.name_json_path = format_json_path(prefix + ("name",))
        rules.append(rule)
    return rules


def rules_from_text(text: str | bytes, source: str | None = None) -> list[Rule]:
    """Tiers 1 and 2 for YAML rule text (one rule, or `version: 1` + `rules:`)."""
    text = decode_text(text, source)
    data, lines = parse_yaml(text, source)
    return rules_from_mapping(data, lines, source, text=text)


def has_rule_suffix(name: str) -> bool:
    """`.yaml`, `.yml` or `.py`, in any case (`Upper.YAML` is a rule file too)."""
    return name.lower().endswith(RULE_SUFFIXES)


def file_name_mismatch(path: str | os.PathLike[str], rule: RuleLike) -> str | None:
    """Why a one-rule file's name is not `<name>.yaml` (docs/rule-language.md), or None when it is.

    Only a warning: `apply` loads the rule whatever the file is called (people rename
    files), but `pathfinder rules` and `validate` point it out. Files holding a
    `rules:` list, and files without a rule extension (`/dev/stdin`), are not checked.
    """
    base = os.path.basename(os.fspath(path))
    stem, ext = os.path.splitext(base)
    name = rule.name
    if not name or not has_rule_suffix(base) or isinstance(rule, RuleGroup):
        return None
    if rule.name_json_path not in (None, "name"):  # one rule of a `rules:` list
        return None
    if stem == name:
        return None
    return (f"{os.fspath(path)}: the file name does not match the rule name '{name}' "
            f"(a rule lives in <name>{ext.lower()}: rename the file to {name}{ext.lower()})")


def _looks_like_file_name(text: str) -> bool:
    return "\n" not in text and ":" not in text.replace(":\\", "") and has_rule_suffix(text.strip())


def _python_rule(path_or_text: Any, source: str | None = None) -> RuleLike:
    """`load_python_rule`, imported here: the policy and the sandbox client (~40 ms) load only
    when a Python rule does, so YAML-only commands never pay for them."""
    from pathfinder.engine.python.pyrule import load_python_rule

    return load_python_rule(path_or_text, source=source)


def load_file(path: str | os.PathLike[str]) -> list[Any]:
    """The rules of one file (.yaml/.yml: one or several; .py: one Python rule)."""
    source = str(path)
    if source.lower().endswith(".py"):
        return [_python_rule(Path(path))]
    try:
        raw = read_rule_bytes(path)
    except IsADirectoryError:
        raise RuleError("is a folder, not a rule file", error_type="READ_ERROR", source=source) from None
    except OSError as exc:
        raise RuleError(
            f"cannot read rule file: {exc.strerror or exc}", error_type="READ_ERROR", source=source,
            hint="check the path and its permissions",
        ) from None
    if _looks_like_python_rule(raw):
        # a Python extractor saved without `.py` (e.g. `generate > rule.yaml`): load it as Python
        return [_python_rule(decode_text(raw, source) if not isinstance(raw, str) else raw, source=source)]
    return rules_from_text(raw, source)


def read_rule_bytes(path: str | os.PathLike[str]) -> bytes:
    """A rule file's bytes, refused (RuleError) past MAX_RULE_BYTES after reading one byte more
    than the limit: a 60 MB file, or an endless FIFO, is never read whole. OSError propagates."""
    with open(path, "rb") as handle:
        raw = handle.read(MAX_RULE_BYTES + 1)
        size = len(raw)
        if size > MAX_RULE_BYTES:
            try:
                size = max(os.fstat(handle.fileno()).st_size, size)
            except OSError:
                pass
    check_rule_size(size, os.fspath(path))
    return raw


_PY_EXTRACT = re.compile(rb"^def extract\(", re.M)
_PY_HEADER = re.compile(rb"^(?:NAME|GLOB)\s*=", re.M)


def _looks_like_python_rule(raw: bytes) -> bool:
    """A YAML rule never has `def extract(` and `NAME =`/`GLOB =` at the start of lines."""
    return bool(_PY_EXTRACT.search(raw) and _PY_HEADER.search(raw))


def load_rule(path_or_text: str | os.PathLike[str]) -> Any:
    """One rule from a file path or from YAML text (docs/cli.md `pathfinder.load_rule`)."""
    if isinstance(path_or_text, os.PathLike) or (
        isinstance(path_or_text, str) and "\n" not in path_or_text and os.path.isfile(path_or_text)
    ):
        if os.path.isdir(path_or_text):
            raise UsageError(f"{os.fspath(path_or_text)} is a folder", hint="use load_rules for a folder of rules")
        if not os.path.isfile(path_or_text):
            raise UsageError(f"rule file {os.fspath(path_or_text)} not found")
        rules = load_file(path_or_text)
        where = os.fspath(path_or_text)
    elif isinstance(path_or_text, str) and _looks_like_file_name(path_or_text):
        raise UsageError(f"rule file {path_or_text} not found", hint="check the path")
    elif isinstance(path_or_text, str) and _looks_like_python_rule(path_or_text.encode("utf-8", "surrogatepass")):
        return _python_rule(path_or_text)  # Python rule text (NAME = ..., def extract(...))
    else:
        rules = rules_from_text(path_or_text)
        where = "the text"
    if len(rules) != 1:
        raise RuleError(
            f"{where} holds {len(rules)} rules, load_rule expects one",
            source=None, hint="use load_rules for a file with 'rules:'",
        )
    return rules[0]


def rule_files(folder: str | os.PathLike[str]) -> list[Path]:
    """Rule files in `folder` and its subfolders (.yaml, .yml, .py in any case), sorted by path.

    Hidden files and folders and `__pycache__` are skipped; symlinked folders are not followed
    (no loops). An unreadable subfolder is an error naming it, like an unreadable top folder.
    """
    base = Path(folder)
    found: list[tuple[tuple[str, ...], Path]] = []

    def refuse(exc: OSError) -> None:
        where = exc.filename or folder
        raise UsageError(f"cannot read rules folder {where}: {exc.strerror or exc}",
                         hint="fix its permissions or give another rules folder")

    for top, dirs, files in os.walk(base, onerror=refuse):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "__pycache__"]
        here = Path(top)
        rel = here.relative_to(base).parts
        found.extend(
            (rel + (f,), here / f) for f in files
            if has_rule_suffix(f) and not f.startswith(".") and (here / f).is_file()
        )
    return [path for _, path in sorted(found)]


def load_rules(
    file_or_folder: str | os.PathLike[str],
    keep_going: bool = False,
    errors: list[PathfinderError] | None = None,
) -> list[Any]:
    """All rules of a rule file or a folder of rule files (docs/cli.md `pathfinder.load_rules`).

    A broken file raises `RuleError` naming it, unless `keep_going`, in which
    case it is skipped and its error appended to `errors`. A rule name defined
    twice in a folder (its subfolders included) is an error naming both files.
    """
    target = os.fspath(file_or_folder)
    if not os.path.exists(target):
        raise UsageError(f"rules {target} not found", hint="give a rule file or a folder of rule files")
    files = rule_files(target) if os.path.isdir(target) else [Path(target)]
    rules: list[Any] = []
    where: dict[str, str] = {}
    for path in files:
        try:
            loaded = load_file(path)
            for rule in loaded:
                if rule.name in where:
                    raise RuleError(
                        f"duplicate rule name '{rule.name}' (already defined in {where[rule.name]})",
                        error_type="SCHEMA_VIOLATION", source=str(path), key="name",
                        line=rule.name_line,
                        json_path=rule.name_json_path or "name",
                        hint="rename one of the two rules",
                    )
        except PathfinderError as err:
            if not keep_going:
                raise
            if errors is not None:
                errors.append(err)
            continue
        for rule in loaded:
            where[rule.name] = str(path)
        rules.extend(loaded)
    return rules
