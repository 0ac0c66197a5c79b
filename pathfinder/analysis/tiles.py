"""Tile addresses: dot-joined numbers that are a tile pyramid's level and the tile's coordinates.

3D Tiles' implicit tiling names its subtrees `{level}.{x}.{y}.{z}.subtree`; each coordinate of a tile at
level L is below 2**L. Read as one IP address or version, the level and the coordinates are lost.
Only a whole name is read so (the caller asks): dotted numbers glued to a name (`mylib-2.1.0.3`) are a version.
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import Part, Var, VarKind, lit, var_part

__all__ = ["tile_address"]

MAX_LEVEL = 30  # the deepest level tiling schemes use (web maps stop near 24)
_NAMES = ("level", "x", "y", "z")
_ADDRESS_RX = re.compile(r"^\d{1,10}(?:\.\d{1,10}){3}$")


def tile_address(distinct: list[str]) -> list[Part] | None:
    """Four dot-joined numbers that read as a level and x, y, z below 2**level in every value, the largest
    coordinate within a factor four of the deepest level's grid (`3.7.7.7`, `0.0.0.0`): a field each.

    Why: an address or version holds no such bound; a pyramid's tiles fill the grid their level sets.
    """
    if not distinct or not all(_ADDRESS_RX.match(v) for v in distinct):
        return None
    rows = [[int(x) for x in v.split(".")] for v in distinct]
    if any(r[0] > MAX_LEVEL or any(c >= 1 << r[0] for c in r[1:]) for r in rows):
        return None
    deepest = max(r[0] for r in rows)
    if max(c for r in rows for c in r[1:]) < (1 << deepest) >> 2:
        return None  # `10.0.0.1`: far below a level-10 grid, an address
    parts: list[Part] = []
    for i, name in enumerate(_NAMES):
        if i:
            parts.append(lit("."))
        parts.append(var_part(Var(VarKind.INT, r"\d+", "integer", name=name, rank=3), "*"))
    return parts
