"""A saved rule's description as it may be shared: no local folders, nothing redaction removes.

Why: rules are shared (a repository, a team's rules folder), and a description is free text a
model or a person wrote while looking at *this* machine's paths: "Files under
/home/me/data/ds001/sub-{subject}/…" names the user's home folder and where the tree is mounted.
The offline analyser already writes its description from the structure relative to the glob,
redacted (docs/analyser.md, "Descriptions"); a model is only asked to. So at save time
(`pathfinder generate --save`, `--all-kinds`, the wizard's accept) the description is checked:
the samples' folders above what the rule reads are taken out, then what redaction would remove
(home folder owners, user names, e-mail addresses, tokens) is replaced by its placeholder, and
the rule text is rewritten in that one key. A description whose text cannot be rewritten safely
(not a top-level key of its own) is refused with a one-line reason instead (docs/privacy.md).
"""
from __future__ import annotations

import ast
import dataclasses
import json
import re
from typing import Any, Sequence

from pathfinder.engine.loader import rules_from_text
from pathfinder.engine.paths import normalize, split_segments
from pathfinder.engine.python.pyrule import load_python_rule
from pathfinder.errors import UsageError
from pathfinder.generation.redact import Redactor

_YAML_KEY = re.compile(r"^description[ \t]*:", re.M)
_TOP_LEVEL = re.compile(r"^\S", re.M)  # the next key, or a comment of its own (a value's lines are indented)
_PATH_START = r"(?:^|(?<=[\s\"'`(=,:;\[]))"


def local_prefix(samples: Sequence[str]) -> str | None:
    """The folders above what the samples' structure starts with, as written in them:
    `/home/me/data` for `/home/me/data/ds001/sub-01/...` and `/home/me/data/ds001/sub-02/...`.

    The same cut as the offline description's (`analysis.structure.shared_structure`): every
    leading folder the samples share except the last one, which names the tree. None when
    the samples share at most one folder.
    """
    if not samples:
        return None
    split = [split_segments(normalize(s)) for s in samples[:2000]]
    shortest = min(len(parts) for parts in split)
    common = 0
    while common < shortest - 1 and all(parts[common] == split[0][common] for parts in split):
        common += 1
    if len(samples) == 1:
        common = shortest - 1  # one path: every folder is where it sits
    if common < 2:
        return None
    lead = "/" if normalize(samples[0]).startswith("/") else ""
    return lead + "/".join(split[0][:common - 1])


def shareable_description(description: str, samples: Sequence[str], redactor: Redactor | None = None,
                          ) -> tuple[str, list[str]]:
    """(the description as it may be shared, what was taken out, for the message)."""
    removed: list[str] = []
    text = description
    prefix = local_prefix(samples)
    if prefix:
        parts = prefix.strip("/").split("/")
        for n in range(len(parts), 0, -1):  # the longest local folder first: /home/me/data, /home/me
            folder = ("/" if prefix.startswith("/") else "") + "/".join(parts[:n])
            if n == 1 and (len(parts) > 1 or not prefix.startswith("/")):
                break  # `/home` alone, or one relative word (`data`), is no folder of this machine
            found = re.compile(_PATH_START + re.escape(folder) + r"(?:/|(?=[\s\"'`),;.]|$))")
            if found.search(text):
                text = found.sub("", text)
                removed.append(f"the samples' folder {folder}")
    redactor = (redactor or Redactor.for_environment()).for_samples(samples)
    redacted = redactor.text(text)
    if redacted != text:
        removed.append("what redaction removes (a home folder, user name, e-mail address or token)")
    return redacted, removed


def share_description(success: Any, samples: Sequence[str] | None = None, redactor: Redactor | None = None,
                      ) -> tuple[Any, str | None]:
    """The validated draft as it will be saved: its description made shareable (a new `Success`
    with the rewritten text) and a one-line note saying what changed; the same draft and None
    when there was nothing to change. `samples` default to those the draft was validated on.
    `UsageError` when the description must change but its text cannot be rewritten in place."""
    current = _read_back(success.text, success.kind)  # the text as it will be saved (a key may be masked)
    description = current[0] if current else getattr(success.rule, "description", None)
    if not isinstance(description, str) or not description:
        return success, None
    if samples is None:
        samples = [row.path for row in success.preview]
    new, removed = shareable_description(description, samples, redactor)
    if not removed:
        return success, None
    text = _rewrite(success.text, success.kind, new)
    if text is None or _read_back(text, success.kind) != (new, success.rule.name, success.rule.glob):
        raise UsageError(
            "not saved: the rule's description names " + " and ".join(removed) + ", and it could not be "
            "rewritten automatically (rules are shared)",
            hint="edit the description (describe the structure from the glob's folders down) or remove it",
        )
    note = ("the description was rewritten before saving, without " + " and ".join(removed)
            + f" (rules are shared): {new!r}")
    return dataclasses.replace(success, text=text), note


def _literal(value: str) -> str:
    """A double-quoted literal both YAML and Python read back as `value` (JSON's escapes)."""
    return json.dumps(value, ensure_ascii=True)


def _rewrite(text: str, kind: str, new: str) -> str | None:
    lines = text.splitlines(keepends=True)
    if kind == "python":
        try:
            tree = ast.parse(text)
        except SyntaxError:
            return None
        for node in tree.body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
            if any(isinstance(t, ast.Name) and t.id == "DESCRIPTION" for t in targets):
                start, end = node.lineno - 1, (node.end_lineno or node.lineno) - 1
                if node.col_offset != 0 or lines[end][node.end_col_offset:].strip() not in ("", "\\"):
                    return None  # shares its line with other code
                ending = "\n" if lines[end].endswith("\n") else ""
                return "".join(lines[:start]) + f"DESCRIPTION = {_literal(new)}{ending}" + "".join(lines[end + 1:])
        return None
    keys = list(_YAML_KEY.finditer(text))
    if len(keys) != 1:
        return None  # none at the top level (a `rules:` list), or several
    start = text.count("\n", 0, keys[0].start())
    end = start + 1
    while end < len(lines) and not _TOP_LEVEL.match(lines[end]):
        end += 1
    while end - 1 > start and not lines[end - 1].strip():
        end -= 1  # blank lines after the value stay
    ending = "\n" if lines[end - 1].endswith("\n") else ""
    return "".join(lines[:start]) + f"description: {_literal(new)}{ending}" + "".join(lines[end:])


def _read_back(text: str, kind: str) -> tuple[Any, ...] | None:
    """(description, name, glob) of the rewritten text, read as the loaders read it."""
    try:
        if kind == "python":
            rule: Any = load_python_rule(text)
        else:
            rules = rules_from_text(text)
            if len(rules) != 1:
                return None
            rule = rules[0]
        return (rule.description, rule.name, rule.glob)
    except Exception:  # anything unreadable: refuse rather than save something else
        return None


__all__ = ["share_description", "shareable_description", "local_prefix"]
