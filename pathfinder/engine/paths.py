"""Path normalisation (docs/rule-language.md "Paths").

Every path is normalised before matching so that rules written on one machine
apply on another: `\\` becomes `/`, repeated `/` collapse, a trailing `/` is
dropped. Segments are the non-empty components. These functions sit on the hot
path of `apply`, so each one first checks whether there is any work to do.
"""
from __future__ import annotations

import os
import re

_MULTI_SLASH = re.compile(r"/{2,}")


def needs_normalizing(path: str) -> bool:
    """True when `normalize(path)` would change `path` (cheap test for the hot path)."""
    return "\\" in path or "//" in path or (path[-1:] == "/" and len(path) > 1)


def normalize(path: str) -> str:
    """`\\` → `/`, collapse repeated `/`, drop a trailing `/` (the root `/` stays)."""
    if "\\" in path:
        path = path.replace("\\", "/")
    if "//" in path:
        path = _MULTI_SLASH.sub("/", path)
    if len(path) > 1 and path[-1] == "/":
        path = path[:-1]
    return path


def split_segments(norm: str) -> list[str]:
    """The non-empty components of a normalised path, in order."""
    parts = norm.split("/")
    if parts and not parts[0]:
        del parts[0]
    if parts and not parts[-1]:
        del parts[-1]
    return parts


def segments(path: str) -> list[str]:
    """Segments of any path (normalises first)."""
    return split_segments(normalize(path))


def relative_to(path: str, root: str | None) -> str:
    """`path` relative to `root` (both normalised); the normalised path when not under root.

    docs/rule-language.md: `rel_path` equals `full_path` when no root is known, and a path
    listed outside the root has no better relative form. See `make_relativizer`
    for how relative roots and `./` are read.
    """
    return make_relativizer(root)(normalize(path))


def _strip_dot(norm: str) -> str:
    """`./a/b` -> `a/b`, `.` -> `` (the current folder as a root prefix)."""
    while norm.startswith("./"):
        norm = norm[2:]
    return "" if norm == "." else norm


def _is_absolute(norm: str) -> bool:
    return norm.startswith("/") or (len(norm) > 1 and norm[1] == ":")


def _under(norm: str, base: str) -> str | None:
    """`norm` relative to `base` (`` when equal), None when not under it."""
    if base == "/":
        return norm[1:] if norm.startswith("/") else None
    if norm == base:
        return ""
    return norm[len(base) + 1:] if norm.startswith(base + "/") else None


def _root_forms(root: str) -> tuple[list[str], str | None, str]:
    """The prefixes a path listed under `root` starts with; the root's absolute form; the cwd.

    `--root data`, `--root ./data` and `--root data/` are one root; paths
    `data/x` and `./data/x` are under it, and so is `/abs/cwd/data/x` (a
    relative root is also read against the current folder).
    """
    base = normalize(root)
    forms = [base if base == "/" else _strip_dot(base)]
    try:
        cwd = normalize(os.getcwd())
    except (OSError, ValueError):  # the current folder is gone
        cwd = ""
    if not _is_absolute(base) and cwd:
        absolute = normalize(cwd + "/" + forms[0]) if forms[0] else cwd
        if absolute not in forms:
            forms.append(absolute)
    anchor = next((f for f in forms if _is_absolute(f)), None)
    return [f for f in forms if f], anchor, cwd


def make_relativizer(root: str | None):  # -> Callable[[str], str]
    """A fast `relative_to(norm, root)` for already-normalised paths, root fixed once.

    A path not under the root comes back unchanged (the normalised path).
    Paths starting with `./` (`find .`) are read against the current folder;
    other relative paths only when the current folder is the root itself (a
    list written elsewhere may hold paths already relative to ROOT).
    """
    if not root:
        return lambda norm: norm
    forms, anchor, cwd = _root_forms(root)
    cwd_is_root = bool(cwd) and (cwd == anchor or forms == [])
    cwd_prefix = cwd if cwd.endswith("/") else cwd + "/"

    def rel_any(norm: str) -> str:
        dotted = norm.startswith("./") or norm == "."
        bare = _strip_dot(norm) if dotted else norm
        for base in forms:
            found = _under(bare, base)
            if found is not None and (found or base != "/"):
                return found
        if not bare or _is_absolute(bare) or bare.startswith("../"):
            return norm
        if cwd_is_root:  # relative paths are relative to the root
            return bare
        if dotted and anchor and cwd:
            found = _under(cwd_prefix + bare, anchor)
            if found is not None:
                return found
        return norm

    if forms == ["/"] or len(forms) != 1 or cwd_is_root:
        return rel_any
    base = forms[0]  # an absolute root: the common case, one test per path
    prefix = base + "/"
    cut = len(prefix)

    def rel(norm: str) -> str:
        if norm.startswith(prefix):
            return norm[cut:]
        if norm[:1] == ".":
            return rel_any(norm)
        return "" if norm == base else norm

    return rel
