"""Saving accepted rules into the rules folder (docs/configuration.md).

Why a module of its own: a save must never lose user data. The text is written
atomically and durably (`fs/atomic.py`: fsynced, moved into place with `os.link`
when the name must stay free, `os.replace` when the caller asked to overwrite),
so a crash leaves either the old file or the new one, never half of either. An existing rule is never replaced silently, and
only a `Success` (a draft that passed all three tiers) can be saved.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from pathfinder.engine.loader import RULE_SUFFIXES, rule_files
from pathfinder.engine.schema import IDENTIFIER_RE
from pathfinder.errors import PathfinderError, UsageError
from pathfinder.fs.atomic import READABLE, AtomicFile
from pathfinder.validation.result import Success


class RuleExistsError(PathfinderError):
    """The target file exists and the caller did not ask to overwrite (exit 1)."""

    def __init__(self, path: Path, suggestion: str | None = None) -> None:
        hint = "choose another name with --name"
        if suggestion:
            hint += f", e.g. --name {suggestion}"
        super().__init__(f"a rule already exists at {path}; not overwriting it", hint=hint)
        self.path = path
        self.suggestion = suggestion


class StorageError(PathfinderError):
    """The rules folder or file cannot be written (exit 3: a configuration problem)."""

    exit_code = 3


def atomic_write_text(target: str | os.PathLike[str], text: str, *, overwrite: bool = False) -> Path:
    """Write `text` (UTF-8, trailing newline) to `target` atomically; never clobber unless `overwrite`.

    Creates the parent folder. Raises RuleExistsError when `target` exists and
    `overwrite` is false (checked atomically with a hard link where supported).
    The file is readable by others (0644) and forced to disk with its rename.
    """
    target = Path(target)
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(f"cannot create folder {folder}: {exc.strerror or exc}") from None
    if not overwrite and target.exists():
        raise RuleExistsError(target)
    if not text.endswith("\n"):
        text += "\n"
    try:
        writer = AtomicFile(target, mode=READABLE, fsync=True, exclusive=not overwrite, prefix=f".{target.name}.")
    except OSError as exc:
        raise StorageError(f"cannot write into {folder}: {exc.strerror or exc}") from None
    try:
        with writer as out:
            out.write(text.encode("utf-8"))
    except FileExistsError:
        raise RuleExistsError(target) from None
    except OSError as exc:
        raise StorageError(f"cannot save {target}: {exc.strerror or exc}") from None
    return target


def _deeper_rule_files(folder: Path) -> list[Path]:
    """Rule files in the subfolders of `folder` (one walk, as the loader reads it)."""
    if not folder.is_dir():
        return []
    try:
        return [p for p in rule_files(folder) if p.parent != folder]
    except UsageError:
        return []


def _named(folder: Path, deeper: list[Path], name: str) -> list[Path]:
    top = [folder / f"{name}{ext}" for ext in RULE_SUFFIXES if (folder / f"{name}{ext}").exists()]
    return top + [p for p in deeper if p.stem == name]


def existing_rule_files(rules_dir: str | os.PathLike[str], name: str) -> list[Path]:
    """Files in `rules_dir` (subfolders included, as the loader reads it) named for rule `name`."""
    folder = Path(rules_dir)
    return _named(folder, _deeper_rule_files(folder), name) if folder.is_dir() else []


def suggest_free_name(rules_dir: str | os.PathLike[str], name: str) -> str:
    """`name`, or `name_2`, `name_3`, ... : the first name with no rule file in `rules_dir`."""
    folder = Path(rules_dir)
    if not folder.is_dir():
        return name
    deeper = _deeper_rule_files(folder)  # walked once, not once per candidate name
    if not _named(folder, deeper, name):
        return name
    base = re.sub(r"_\d+$", "", name) or name
    n = 2
    while _named(folder, deeper, f"{base}_{n}"):
        n += 1
    return f"{base}_{n}"


def rename_rule_text(text: str, kind: str, new_name: str) -> str:
    """The rule text with its name replaced (`name:` for YAML, `NAME =` for Python)."""
    check_rule_name(new_name)
    if kind == "python":
        pattern, line = r"^NAME\s*(?::[^=]*)?=.*$", f'NAME = "{new_name}"'
    else:
        pattern, line = r"^name\s*:.*$", f"name: {new_name}"
    new, count = re.subn(pattern, line, text, count=1, flags=re.M)
    return new if count else f"{line}\n{text}"


def check_rule_name(name: str) -> str:
    if not IDENTIFIER_RE.match(name or ""):
        raise UsageError(
            f"invalid rule name {name!r}",
            hint="use lowercase letters, digits and _, starting with a letter",
        )
    return name


def save_rule(
    success: Any,
    rules_dir: str | os.PathLike[str],
    *,
    name: str | None = None,
    overwrite: bool = False,
) -> Path:
    """Save a validated draft as `<rules_dir>/<name>.yaml` (or `.py`) and return the path.

    `success` must be a `pathfinder.validation.result.Success`: a draft that failed
    validation is refused. `name` renames the rule (text and file). A YAML and a Python
    rule share one name space, so an existing file of either kind is a collision.
    """
    if not isinstance(success, Success):
        raise PathfinderError(
            "refusing to save a draft that did not pass validation",
            hint="fix it and run 'pathfinder validate' first",
        )
    kind = success.kind
    text = success.text
    rule_name = name or success.rule.name
    if not rule_name:
        raise UsageError("the rule has no name; pass --name NAME")
    check_rule_name(rule_name)
    if name and name != getattr(success.rule, "name", None):
        text = rename_rule_text(text, kind, name)
    folder = Path(rules_dir)
    ext = ".py" if kind == "python" else ".yaml"
    target = folder / f"{rule_name}{ext}"
    others = [p for p in existing_rule_files(folder, rule_name) if p != target]
    if not overwrite and (others or target.exists()):
        raise RuleExistsError(others[0] if others else target, suggest_free_name(folder, rule_name))
    try:
        saved = atomic_write_text(target, text, overwrite=overwrite)
    except RuleExistsError as exc:
        raise RuleExistsError(exc.path, suggest_free_name(folder, rule_name)) from None
    for other in others:  # overwrite=True: the rule now lives in `target` only
        try:
            other.unlink()
        except OSError:
            pass
    return saved


__all__ = [
    "atomic_write_text",
    "save_rule",
    "suggest_free_name",
    "rename_rule_text",
    "existing_rule_files",
    "check_rule_name",
    "RuleExistsError",
    "StorageError",
]
