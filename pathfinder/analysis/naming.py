"""Field names: from keys, prefixes, folder context and types.

Names must match `^[a-z][a-z0-9_]*$` and be unique in a rule. The analyser
proposes a *base* name per variable (key > prefix word > folder context >
type); `unique_names` resolves clashes with `_2`, `_3`, ... in path order.
"""
from __future__ import annotations

import re
from typing import Iterable

from pathfinder.analysis.tokens import snake

NAME_RX = re.compile(r"^[a-z][a-z0-9_]*$")

# BIDS-style entity abbreviations (and a few common path keys) -> readable names.
ABBREVIATIONS = {
    "sub": "subject",
    "subj": "subject",
    "ses": "session",
    "sess": "session",
    "acq": "acquisition",
    "rec": "reconstruction",
    "dir": "direction",
    "desc": "description",
    "mod": "modality",
    "ce": "contrast",
    "hemi": "hemisphere",
    "res": "resolution",
    "den": "density",
    "trc": "tracer",
    "inv": "inversion",
    "ver": "version",
    "img": "image",
    "cam": "camera",
    "ch": "channel",
    "chan": "channel",
    "seq": "sequence",
    "idx": "index",
    "num": "number",
    "nr": "number",
    "no": "number",
    "yr": "year",
    "dt": "date",
}

# field names that are too generic to stand on their own when a better one is known
GENERIC = {"number", "name", "folder", "value"}


def sanitize(text: str, fallback: str = "field") -> str:
    """Any text as a valid field name (`Birth Year` -> `birth_year`, `2x` -> `f_2x`)."""
    name = snake(text)
    if not name:
        return fallback
    if not name[0].isalpha() or not name[0].isascii():
        name = "f_" + name
    name = re.sub(r"[^a-z0-9_]", "", name) or fallback
    if not NAME_RX.match(name):
        return fallback
    return name


def key_name(key: str) -> str:
    """Name for a key-value key (`sub` -> `subject`, `eventDate` -> `event_date`)."""
    low = key.lower()
    return ABBREVIATIONS.get(low, sanitize(key))


def prefix_name(prefix: str, sep: str, is_int: bool) -> str | None:
    """Name from a literal prefix word: `mission_` + int -> `mission_id`, `task-` -> `task`.

    Returns None when the prefix holds no usable word (`v_`, `_`).
    """
    words = re.findall(r"[A-Za-z]+", prefix)
    if not words:
        return None
    low = words[-1].lower()
    if low in ABBREVIATIONS:
        low = ABBREVIATIONS[low]
    elif len(low) == 1:
        return low
    if len(low) < 2:
        return None
    if is_int and sep == "_" and len(low) >= 3:
        return sanitize(low) + "_id"
    return sanitize(low)


def folder_context_name(parent: str) -> str | None:
    """A folder's variable child named after a plural parent: `sensors/temp` -> `sensor`."""
    low = parent.lower()
    if re.fullmatch(r"[a-z]{4,}s", low) and not low.endswith("ss"):
        return low[:-1]
    return None


def unique_names(names: Iterable[str]) -> list[str]:
    """Suffix repeated names with `_2`, `_3`, ... keeping the first as is."""
    seen: dict[str, int] = {}
    taken = set()
    out = []
    for name in names:
        if name not in taken:
            taken.add(name)
            seen.setdefault(name, 1)
            out.append(name)
            continue
        k = seen.get(name, 1) + 1
        while f"{name}_{k}" in taken:
            k += 1
        seen[name] = k
        new = f"{name}_{k}"
        taken.add(new)
        out.append(new)
    return out
