"""The value coercions of the rule language: normalisers and types (docs/rule-language.md).

One home for what turns a field's text into its value, shared by the interpreted
pipeline (`engine/rule.py`), the generated fast path (`engine/fastpath.py`) and the
analyser, so a type the analyser infers is one the engine accepts. Every coercion
returns `MISSING` on failure (no exceptions on the hot path).
"""
from __future__ import annotations

import _strptime
import datetime as _dt
import re
from typing import Any, Callable

TYPES = ("string", "integer", "date", "uuid")

# the `{name:suffix}` a structure line writes for a typed placeholder (string has none)
TYPE_SUFFIX: dict[str, str] = {"integer": ":int", "date": ":date", "uuid": ":uuid"}

_STRPTIME_DIRECTIVES = set("aAwdbBmyYHIpMSfzZjUWcxXGuV%")


class _Missing:
    """Marker for a failed pipeline step (None is a legitimate default value)."""

    __slots__ = ()

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return "MISSING"


MISSING: Any = _Missing()


def strip_leading_zeros(text: str) -> str:
    """`"042"` → `"42"`, `"000"` → `"0"` (a string operation: `"-07"` stays)."""
    stripped = text.lstrip("0")
    if stripped or not text:
        return stripped
    return "0"


def to_integer(text: str) -> Any:
    """`int()` of the text (`"042"` → 42), MISSING when it is not an integer."""
    try:
        return int(text)
    except ValueError:
        return MISSING


_DATE_RX = re.compile(r"([0-9]{4})([-_.]?)([0-9]{2})\2([0-9]{2})\Z")


def to_date(text: str) -> Any:
    """YYYY-MM-DD, YYYYMMDD, YYYY_MM_DD or YYYY.MM.DD → ISO date string."""
    m = _DATE_RX.match(text)
    if m is None:
        return MISSING
    try:
        return _dt.date(int(m[1]), int(m[3]), int(m[4])).isoformat()
    except ValueError:
        return MISSING


def date_parser(fmt: str) -> Callable[[str], Any]:
    """A `to_date` for a strptime format (the date part of the result, ISO)."""
    fast = _numeric_strptime(fmt)
    if fast is not None:
        return fast
    strptime = _dt.datetime.strptime

    def parse(text: str) -> Any:
        try:
            return strptime(text, fmt).date().isoformat()
        except ValueError:
            return MISSING

    return parse


_NUMERIC_DIRECTIVES = {"Y", "m", "d", "H", "M", "S"}


def _numeric_strptime(fmt: str) -> Callable[[str], Any] | None:
    """`strptime(text, fmt).date()` for formats made of %Y %m %d %H %M %S only, ~8x faster.

    Uses the very regex `strptime` compiles for `fmt` (so the accepted texts are
    the same) and skips its generic post-processing; time fields are range-checked
    as `datetime` would. Any other directive: None (use `strptime` itself).
    """
    try:
        regex = _strptime._TimeRE_cache.compile(fmt)  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - private helper missing or format refused: no fast path
        return None
    names = set(regex.groupindex)
    if not names or names - _NUMERIC_DIRECTIVES or len(names) != len(regex.groupindex):
        return None
    match = regex.match
    date = _dt.date
    has_time = bool(names & {"H", "M", "S"})

    def parse(text: str) -> Any:
        m = match(text)
        if m is None or m.end() != len(text):
            return MISSING
        g = m.groupdict()
        try:
            if has_time and (int(g.get("H") or 0) > 23 or int(g.get("M") or 0) > 59 or int(g.get("S") or 0) > 59):
                return MISSING
            return date(int(g.get("Y") or 1900), int(g.get("m") or 1), int(g.get("d") or 1)).isoformat()
        except ValueError:
            return MISSING

    return parse


_H = "[0-9a-fA-F]"
_UUID_RX = re.compile(
    rf"(\{{)?(?:({_H}{{8}})-({_H}{{4}})-({_H}{{4}})-({_H}{{4}})-({_H}{{12}})"
    rf"|({_H}{{8}})({_H}{{4}})({_H}{{4}})({_H}{{4}})({_H}{{12}}))(?(1)\}})\Z"
)


def to_uuid(text: str) -> Any:
    """8-4-4-4-12, 32 hex digits or braced, any case → lowercase 8-4-4-4-12."""
    m = _UUID_RX.match(text)
    if m is None:
        return MISSING
    parts = m.groups()[1:6] if m[2] is not None else m.groups()[6:11]
    return "-".join(parts).lower()


NORMALIZE: dict[str, Callable[[str], str]] = {
    "lowercase": str.lower,
    "uppercase": str.upper,
    "strip_leading_zeros": strip_leading_zeros,
}
NORMALIZERS = tuple(NORMALIZE)


def type_converter(type_name: str, fmt: str | None = None) -> Callable[[str], Any] | None:
    """The coercion of a field `type` (with its date `format`); None for strings."""
    if type_name == "integer":
        return to_integer
    if type_name == "date":
        return date_parser(fmt) if fmt else to_date
    if type_name == "uuid":
        return to_uuid
    return None


def check_date_format(fmt: str) -> str | None:
    """Why `fmt` is not a usable strptime format, or None when it is."""
    if "%" not in fmt:
        return "it has no % directive"
    i = 0
    while i < len(fmt):
        if fmt[i] == "%":
            if i + 1 >= len(fmt):
                return "it ends with a lone '%'"
            d = fmt[i + 1]
            if d == ":" and fmt[i + 2 : i + 3] == "z":
                i += 3
                continue
            if d not in _STRPTIME_DIRECTIVES:
                return f"'%{d}' is not a strptime directive"
            i += 2
        else:
            i += 1
    try:
        _dt.datetime.strptime("", fmt)
    except ValueError as exc:
        if "bad directive" in str(exc) or "stray %" in str(exc):
            return str(exc)
    return None
