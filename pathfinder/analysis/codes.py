"""Stage 2b, codes glued to numbers: which letters before a number are a value of their own.

A name part such as `f069`, `LC08`, `B01` or `mabc0` is letters glued to digits; whether the letters are a
fixed family letter, a category of the item or a person's initials decides the glob and the fields
(docs/analyser.md, step 4). `columns` asks these questions while it types a chunk column.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import pathfinder.analysis.tokens as T
from pathfinder.analysis.naming import key_name
from pathfinder.analysis.number_names import named_code
from pathfinder.analysis.parts import ENUM_MAX, Part, Var, VarKind, lit, var_part
from pathfinder.analysis.stamps import compact_instant

__all__ = ["barcode_and_code", "glued_key", "id_family_glob", "initials_vary", "key_value_parts", "keyed_value",
           "letter_code_and_number", "lettered_items", "number_then_code", "number_with_part_letter",
           "optional_letters", "word_and_number"]

_CODE_NUMBER_RX = re.compile(r"^([A-Za-z]?)([A-Za-z])(\d{1,4})$")


def letter_code_and_number(distinct: list[str], number: Callable[[list[str]], Part]) -> list[Part] | None:
    """A one-letter code glued to a number, both varying, some code seen with two numbers (stimuli `f069`,
    `s012`, `u100`; after a shared letter, Landsat's `LC08`, `LT05`: `L` + sensor + satellite): two fields.
    `number(digits)` types the number part.

    Why: a letter that comes back with several numbers is a category of the item, not a letter of one id.
    """
    found = [_CODE_NUMBER_RX.match(v) for v in distinct]
    if not all(found) or len({m.group(1) for m in found}) != 1:  # type: ignore[union-attr]
        return None
    lead = found[0].group(1)  # type: ignore[union-attr]
    by_code: dict[str, set[str]] = {}
    for m in found:
        by_code.setdefault(m.group(2), set()).add(m.group(3))  # type: ignore[union-attr]
    letters = "".join(by_code)
    # codes seen once each (`x86`, `mp3`, `ak47`) are names; mixed case (`a1`, `B2`) is no one code family
    if not 2 <= len(by_code) <= ENUM_MAX or len(by_code) == len(distinct) or not (letters.isupper() or letters.islower()):
        return None
    cls = "[A-Z]" if letters.isupper() else "[a-z]"
    code = var_part(Var(VarKind.ENUM, cls, "string", name="code", rank=2), cls)
    num = number([m.group(3) for m in found])  # type: ignore[union-attr]
    return ([lit(lead)] if lead else []) + [code, Part(glob="*[0-9]", regex=num.regex, var=num.var, text=num.text)]


_INITIALS_RX = re.compile(r"^[A-Za-z]([A-Za-z]*)")


def initials_vary(distinct: list[str]) -> bool:
    """Whether the letters after a shared first letter differ between codes (speakers `mabc0`, `mdef1`).

    Why: varying letters after the first are initials or a word, so the first letter (TIMIT's sex) varies too.
    """
    runs = {m.group(1) for m in map(_INITIALS_RX.match, distinct) if m}
    return len(runs) >= 2 and "" not in runs


def id_family_glob(distinct: list[str]) -> str:
    """Codes of one family share their first letter (`B01`...`B8A`): the glob keeps it; a family's letter
    is followed by its number or by the same letters (`PRJNA…`), never by initials that vary (`mabc0`).

    Why: `B*.jp2` keeps `TCI.jp2` out, while `m*` for male speakers would leave the female ones out.
    """
    if len(distinct) < 4 or not all(any(c.isdigit() for c in v) for v in distinct) or initials_vary(distinct):
        return "*"
    p = T.common_prefix(distinct)
    # the first letter only: `PRJNA…` samples may have `PRJEB…` siblings
    return T.glob_escape(p[0]) + "*" if p[:1].isalpha() and p[:1].isascii() else "*"


_PART_LETTER_RX = re.compile(r"^(\d+)([a-h]?)$")


def number_with_part_letter(distinct: list[str]) -> list[Part] | None:
    """Numbers some of which carry one letter from `a` (NYU's scenes `0069` beside `0069b`, `0001c`): one id
    as written, the letter optional (`[0-9]*`, `\\d+[a-h]?`).

    Why: a scene or item recorded in parts is `0069a`, `0069b`; a sibling with no part keeps the bare number.
    """
    found = [_PART_LETTER_RX.match(v) for v in distinct]
    if not all(found):
        return None
    letters = {m.group(2) for m in found}  # type: ignore[union-attr]
    if "" not in letters or len(letters) < 2 or len({m.group(1) for m in found}) < 2:  # type: ignore[union-attr]
        return None
    return [var_part(Var(VarKind.IDENT, r"\d+[a-h]?", "string"), "[0-9]*")]


_BARCODE_CODE_RX = re.compile(r"^(\d{6,})([A-Z]{1,4}\d{0,3})$")


def barcode_and_code(distinct: list[str]) -> list[Part] | None:
    """A long number glued to a short capital code, both varying (an Opera Phenix plate's barcode and its cell
    line, `1093670842KD2` beside `1093670873WT1`): the number and the code, two fields.

    Why: where digits end and capitals begin two values meet; a barcode does not end in a knock-down's name.
    """
    found = [_BARCODE_CODE_RX.match(v) for v in distinct]
    if not all(found) or len({m.group(1) for m in found}) < 2 or len({m.group(2) for m in found}) < 2:  # type: ignore[union-attr]
        return None
    digits = compact_instant(sorted({m.group(1) for m in found}))  # type: ignore[union-attr]
    return (digits or [var_part(Var(VarKind.INT, r"\d+", "integer"), "[0-9]*")]) + [
        var_part(Var(VarKind.ALNUM, r"[A-Z]+\d*", "string", name="code", rank=2), "[A-Z]*")]


_LETTERED_RX = re.compile(r"^([A-Za-z]{0,2})(\d+)$")


def optional_letters(distinct: list[str], number: Callable[[list[str]], Part]) -> list[Part] | None:
    """A number some names write after the same letters and others bare (CamVid's `f00930`
    beside `00390`, sources merged from two tools): the letters are optional, the number a field."""
    found = [_LETTERED_RX.match(v) for v in distinct]
    if not all(found):
        return None
    letters = {m.group(1) for m in found}  # type: ignore[union-attr]
    if len(letters) != 2 or "" not in letters:
        return None
    (word,) = letters - {""}
    num = number([m.group(2) for m in found])  # type: ignore[union-attr]
    return [Part(glob="", regex="(?:" + T.rx_escape(word) + ")?", text=""), replace(num, glob="*")]


_WORD_NUMBER_RX = re.compile(r"^([a-z]{2,}|[A-Z][a-z]+(?:[A-Z][a-z]+)*)(\d+)$")


def word_and_number(distinct: list[str], number: Callable[[list[str]], Part]) -> list[Part] | None:
    """Words glued to numbers, lowercase or capitalised (`issue1234` beside `bug1001080`, `run3` beside `rest12`,
    `Abuse002` beside `RoadAccidents030`): the word labels the number, so they are two fields when a few words
    repeat over the names, or when the numbers are a counter padded to one width (`002`, `030`). Words seen once
    each with bare numbers are names (`ak47`, `mp3`, `Win10`), and capitals are accessions (`SRR…`), kept whole.

    Why: a class or a scene written before its item's counter is a value of its own, whatever its case.
    """
    found = [_WORD_NUMBER_RX.match(v) for v in distinct]
    if not all(found):
        return None
    words = [m.group(1) for m in found]  # type: ignore[union-attr]
    digits = [m.group(2) for m in found]  # type: ignore[union-attr]
    kinds = set(words)
    lower = all(w.islower() for w in kinds)
    if not lower and not all(w[0].isupper() for w in kinds):
        return None
    counter = len({len(d) for d in digits}) == 1 and len(digits[0]) >= 2 and any(d[0] == "0" for d in digits)
    recurring = len(kinds) <= ENUM_MAX and 2 * len(kinds) <= len(words)
    if len(kinds) < 2 or not (recurring or counter) or any(named_code(v) for v in distinct):
        return None
    num = number(digits)
    # the glob says what every name shows: a word first (its first letter's case), a digit last
    cls = "[a-z]" if lower else "[A-Z]"
    return [var_part(Var(VarKind.ENUM, cls + "[A-Za-z]*" if not lower else "[a-z]+", "string"), cls + "*"),
            replace(num, glob="*[0-9]")]


_LETTERED_ITEM_RX = re.compile(r"^(\d{1,3})([a-z])$")


def lettered_items(distinct: list[str], number: Callable[[list[str]], Part]) -> list[Part] | None:
    """A short number and one letter from `a` on (`01a`, `12c`, exercise `3b`): an item and its variant.

    Why: `a`, `b`, `c` after a number are parts of one numbered item; units (`5m`, `7b`) are not such a run.
    """
    found = [_LETTERED_ITEM_RX.match(v) for v in distinct]
    if not all(found):
        return None
    letters = {m.group(2) for m in found}  # type: ignore[union-attr]
    series = ("a" in letters and len(letters) >= 2) or (len(letters) >= 3 and max(letters) <= "h")  # `b`, `c`, `e`
    if not series or len({m.group(1) for m in found}) < 2:  # type: ignore[union-attr]
        return None
    num = number([m.group(1) for m in found])  # type: ignore[union-attr]
    return [replace(num, glob="*[0-9]"), var_part(Var(VarKind.WORD, "[a-z]", "string", name="variant", rank=3), "[a-z]")]


_NUMBER_CODE_RX = re.compile(r"^(\d{1,3})([A-Z]{2,4})$")


def number_then_code(distinct: list[str], number: Callable[[list[str]], Part]) -> list[Part] | None:
    """A short number glued before a capital code, both varying, some code seen with two numbers (HAWC's
    `fHitbin5GP` beside `fHitbin9NN`, `3UTR`/`5UTR` beside `3CDS`): a number and a code, two fields.

    Why: codes that recur with several numbers are a second key of the name, not letters of one id."""
    found = [_NUMBER_CODE_RX.match(v) for v in distinct]
    if not all(found):
        return None
    by_code: dict[str, set[str]] = {}
    for m in found:
        by_code.setdefault(m.group(2), set()).add(m.group(1))  # type: ignore[union-attr]
    if len({m.group(1) for m in found}) < 2 or len(by_code) < 2 or not any(len(v) >= 2 for v in by_code.values()):  # type: ignore[union-attr]
        return None  # one code (`2PC`, `3PC`: the 2nd and 3rd pulsar catalogues) is one name with its number
    num = number([m.group(1) for m in found])  # type: ignore[union-attr]
    return [replace(num, glob="*[0-9]"), var_part(Var(VarKind.ENUM, "[A-Z]+", "string", name="code", rank=2), "[A-Z]*")]


# keys a closed set of words follows with no separator (`Chgreen`, `camleft`, `Posleft`); with a number after
# them any short key is one (`Ch0`, `TL12`), so this list only serves values that are words
_WORD_KEYS = frozenset("ch chan channel cam camera pos ill illum ang view side lens filter wl stain mod".split())
KEYED_VALUE = r"[A-Za-z0-9][A-Za-z0-9,.-]*"  # what follows a short key: `0`, `green`, `A1`, `0,1,2`, `0-90`
_KEYED_RX = re.compile(r"^([A-Za-z]{1,5})(" + KEYED_VALUE + ")$")
_NUMBERED_KEY_RX = re.compile(r"^([A-Za-z]{1,5})\d")


def glued_key(distinct: list[str]) -> str | None:
    """The short key every value starts with before its own text: the letters before the number of the values
    whose rest is a number (`Ch0` beside `Chgreen` -> `Ch`), or a known key before words (`chred` -> `ch`)."""
    if any(named_code(v) for v in distinct):  # `x86` beside `xeon`, `sha1` beside `shadow`: names, no key
        return None
    numbered = {m.group(1) for m in map(_NUMBERED_KEY_RX.match, distinct) if m}
    if len(numbered) == 1:
        (key,) = numbered
        return key if all(v.startswith(key) and len(v) > len(key) for v in distinct) else None
    if numbered:
        return None
    low = T.common_prefix([v.lower() for v in distinct])
    keys = [k for k in _WORD_KEYS if low.startswith(k)]
    return distinct[0][: max(map(len, keys))] if keys else None


def keyed_value(distinct: list[str], n: int) -> list[Part] | None:
    """A short key glued to a value that varies, some values words (a channel `Ch0` beside `Chgreen`, `chred`
    beside `chblue`, a camera `camleft`, a position `PosA1` beside `Pos3`): the key stays literal, the value after
    it is a field named by the key.

    Why: the key is written on every value; the words and numbers after it are that key's values (closed sets).
    """
    if len(distinct) < 2 or not all(v.isascii() for v in distinct):
        return None
    key = glued_key(distinct)
    if not key:
        return None
    rests = [v[len(key):] for v in distinct]
    if not all(_KEYED_RX.match(v) for v in distinct) or all(r.isdigit() for r in rests):
        return None
    words = [r for r in rests if not r[0].isdigit()]
    # a word after the key is one of a closed set (`green`, `red`, `left`): letters, three or more, recurring when
    # no number shows the key (`mp3` beside `mpeg`, `x86` beside `xeon` are names: `eg`, `eon` are no such words)
    if not words or not all(w.isalpha() and len(w) >= 3 for w in words):
        return None
    if len(words) > ENUM_MAX or n < 2 * len(words):  # beside numbers too: `ch1` beside `chapter`, `changelog`
        return None
    return key_value_parts(key)


def key_value_parts(key: str, numeric: bool = False) -> list[Part]:
    """A short key kept literal and the value glued after it, a field named by the key: an integer when `numeric`
    (`Ill0`), else the key's value as written (`Chgreen`, `Ang0,1,2`)."""
    var = (Var(VarKind.INT, r"\d+", "integer", name=key_name(key), rank=2) if numeric
           else Var(VarKind.ALNUM, KEYED_VALUE, "string", name=key_name(key), rank=2))
    return [lit(key), var_part(var, "*")]

