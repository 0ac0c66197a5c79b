"""Tile addresses: numbers that are a tile pyramid's level and the tile's coordinates, dot-joined or as folders.

3D Tiles' implicit tiling names its subtrees `{level}.{x}.{y}.{z}.subtree`; each coordinate of a tile at
level L is below 2**L. Read as one IP address or version, the level and the coordinates are lost.
Only a whole name is read so (the caller asks): dotted numbers glued to a name (`mylib-2.1.0.3`) are a version.
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, lit, var_part

__all__ = ["slippy_tiles", "tile_address"]

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


_DIGITS_RX = re.compile(r"^\d{1,10}$")
# what map tiles are stored as: raster images, vector tiles, terrain meshes
_TILE_FORMATS = frozenset({".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif", ".tif", ".tiff", ".pbf", ".mvt",
                           ".terrain", ".geojson"})


def slippy_tiles(models: list[SegModel], segs: list[list[str]], stems: list[str], ext: Part | None) -> bool:
    """A web map's `{z}/{x}/{y}.png`: a folder of a level up to 30, a folder and a file name of numbers below 2**level
    in every sample, the largest within a factor four of the deepest level's grid, an image or vector tile: fields
    `zoom`, `x`, `y` of any width (`*`), so x 2044 is no year and zoom 12 is one level of many (`tiles/*/*/*.png`).

    Why: a tile pyramid files each tile by its level, column and row, and every level's grid is 2**level wide.
    """
    if len(models) < 3 or any(m.entity_glob is not None for m in models[:3]) or not stems \
            or ext is None or ext.text.lower() not in _TILE_FORMATS:
        return False
    rows = []
    for seg, stem in zip(segs, stems):
        z, x = seg[-3], seg[-2]
        if not (_DIGITS_RX.match(z) and _DIGITS_RX.match(x) and _DIGITS_RX.match(stem)):
            return False
        rows.append((int(z), int(x), int(stem)))
    if any(z > MAX_LEVEL or x >= 1 << z or y >= 1 << z for z, x, y in rows):
        return False
    deepest = max(z for z, _, _ in rows)
    if deepest < 2 or max(max(x, y) for _, x, y in rows) < (1 << deepest) >> 2:
        return False  # `3/1/0.csv`: far below its grid, a version or counters
    for i, name in ((2, "zoom"), (1, "x")):
        models[i] = SegModel(parts=[var_part(Var(VarKind.INT, r"\d+", "integer", name=name, rank=3), "*")])
    y = var_part(Var(VarKind.INT, r"\d+", "integer", name="y", rank=3), "*")
    models[0] = SegModel(parts=[y] + ([ext] if ext is not None else []))
    return True
