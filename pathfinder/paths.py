"""Path normalisation (SPEC §1 "Paths").

Every path is normalised before matching so that rules written on one machine
apply on another: `\\` becomes `/`, repeated `/` collapse, a trailing `/` is
dropped. Segments are the non-empty components. These functions sit on the hot
path of `apply`, so each one first checks whether there is any work to do.
"""
from __future__ import annotations

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

    SPEC §1: `rel_path` equals `full_path` when no root is known, and a path
    listed outside the root has no better relative form.
    """
    norm = normalize(path)
    if not root:
        return norm
    base = normalize(root)
    if base == "/":
        return norm[1:] if norm.startswith("/") and len(norm) > 1 else norm
    if norm == base:
        return ""
    prefix = base + "/"
    if norm.startswith(prefix):
        return norm[len(prefix):]
    return norm


def make_relativizer(root: str | None):  # -> Callable[[str], str]
    """A fast `relative_to(norm, root)` for already-normalised paths, root fixed once."""
    if not root:
        return lambda norm: norm
    base = normalize(root)
    if base == "/":
        return lambda norm: norm[1:] if norm.startswith("/") and len(norm) > 1 else norm
    prefix = base + "/"
    cut = len(prefix)

    def rel(norm: str) -> str:
        if norm.startswith(prefix):
            return norm[cut:]
        return "" if norm == base else norm

    return rel
