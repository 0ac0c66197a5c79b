"""Stage 5e, a name's optional trailing pieces, each of its own shape, in a fixed order.

Names that grow pieces for their variants (`tutorial001.py`, `tutorial001_an.py`, `tutorial001_02_py310.py`,
`report_final_v2.docx`, `IMG_0042_2_edit.jpg`) leave the template a free tail (`an_py310`) that reads no piece
on its own. A person reads each piece by its shape: a number (`02`), letters glued to a number (`py310`: `py` and
310) or a number glued to its unit (`1080p`, `30fps`, `3x`: the letters are the key, the number the value), a word
(`an`), each in its place and absent on some names. So when the tail's pieces fall into a few such
shapes, always in one order, each shape is a field of its own (null where a name lacks it), beside the tail.
A capital code that some names follow with a number (`EW2`, `NS1` beside `UD`: a component and the sensor a
borehole recorder adds) gives its code and its number apart in the same way. A number that carries an optional part letter (`006b` beside `001`, `codes.number_with_part_letter`) gives its
number and its letter apart in the same way.
"""
from __future__ import annotations

import itertools
import re

from pathfinder.analysis.model import Field
from pathfinder.analysis.naming import unique_names
from pathfinder.analysis.parts import each_read

__all__ = ["FREE_GROUP_RX", "code_and_optional_number", "number_and_part_letter", "trailing_pieces"]

MAX_SLOTS = 4  # shapes of pieces: more is no scheme of variants but free words
MAX_TAIL = 120  # characters: a longer tail is free text
_TAIL_GROUP_RX = re.compile(r"\(\?:(\\?[-_])\((\[\^[^\]()]*\])\+\?\)\)\?")  # (?:_([^/]+?))?
_KEYED_RX = re.compile(r"([A-Za-z]{0,4})([0-9]+)([A-Za-z]{0,4})")  # a number and the letters of its key or unit
#: an ordinal (`1st`, `2nd`, `3rd`, `11th`): English's closed set of ordinal suffixes, which change with the number
_ORDINAL = "(?:st|nd|rd|th)"
_ORDINAL_RX = re.compile("([0-9]+)" + _ORDINAL)
_PART_LETTER = "([0-9]+[a-h]?)"
_NUMBER_LETTER_RX = re.compile(r"([0-9]+)([a-h]?)")


def _slot(piece: str) -> tuple[str, str] | None:
    """A piece's shape: ('number', ''), ('word', ''), or ('keyed', its letters with `#` for its number: `py#` of
    `py310`, `#p` of `1080p`, `#fps` of `30fps`, `s#x` of `s1x`); None for another shape (two numbers, `v1.2`)."""
    if piece.isdigit() and piece.isascii():
        return ("number", "")
    if piece.isalpha() and piece.isascii():
        return ("word", "")
    if _ORDINAL_RX.fullmatch(piece):  # one slot whatever its suffix: `2nd` beside `3rd` is no other key (attack16)
        return ("ordinal", "")
    hit = _KEYED_RX.fullmatch(piece)
    return ("keyed", hit.group(1) + "#" + hit.group(3)) if hit else None


def _order(seqs: list[list[tuple[str, str]]]) -> list[tuple[str, str]] | None:
    """The one order of slots every name's pieces follow (each slot once a name), or None."""
    slots = sorted({s for seq in seqs for s in seq})
    if not 2 <= len(slots) <= MAX_SLOTS or any(len(set(seq)) != len(seq) for seq in seqs):
        return None
    for order in itertools.permutations(slots):
        rank = {s: i for i, s in enumerate(order)}
        if all(all(rank[a] < rank[b] for a, b in zip(seq, seq[1:])) for seq in seqs):
            return list(order)
    return None


def _piece_regex(slot: tuple[str, str], capture: bool) -> str:
    shape, key = slot
    if shape == "ordinal":
        return ("([0-9]+)" if capture else "[0-9]+") + _ORDINAL
    value = "[0-9]+" if shape != "word" else "[A-Za-z]+"
    before, _, after = key.partition("#")
    return re.escape(before) + (f"({value})" if capture else value) + re.escape(after)


def _key_name(key: str) -> str:
    """A keyed piece's field name: the letters before its number (`py`, `v`), else the unit after it (`fps`)."""
    before, _, after = key.partition("#")
    return (before or after).lower()


def trailing_pieces(fields: list[Field]) -> list[Field]:
    """Beside an optional free tail (`(?:_([^/]+?))?`) whose values are pieces joined by its separator, in two to
    four shapes (number, a number keyed by the letters glued to it, word) that keep one order and some name holds
    two of: one field per shape, each optional (`_02` -> 2, `_py310` -> `py` 310, `_60fps` -> `fps` 60, `_an` ->
    `an`)."""
    for at, field in enumerate(fields):
        if field.type != "string" or field.pattern is None or field.combine:
            continue
        group = _TAIL_GROUP_RX.search(field.pattern)
        if group is None or re.compile(field.pattern).groups != 1:
            continue
        sep = group.group(1).lstrip("\\")
        seqs: list[list[tuple[str, str]]] = []
        for value in field.raw:
            if value is None:
                continue
            if len(value) > MAX_TAIL:
                break
            seq = [_slot(piece) for piece in value.split(sep)]
            if any(s is None for s in seq):
                break
            seqs.append(seq)  # type: ignore[arg-type]
        else:
            order = _order(seqs) if any(len(seq) >= 2 for seq in seqs) else None
            if order is None:
                continue
            return fields[:at + 1] + _slot_fields(field, group, order, sep, {f.name for f in fields}) + fields[at + 1:]
    return fields


def _slot_fields(field: Field, group: re.Match[str], order: list[tuple[str, str]], sep: str,
                 taken: set[str]) -> list[Field]:
    head, end = field.pattern[:group.start()], field.pattern[group.end():]  # type: ignore[index]
    joiner = re.escape(sep)
    plain = {"number": "index", "word": "label", "ordinal": "ordinal"}
    names = unique_names(list(taken) + [_key_name(key) if shape == "keyed" else plain[shape]
                                        for shape, key in order])[len(taken):]
    out = []
    for slot, name in zip(order, names):
        body = "".join(f"(?:{joiner}{_piece_regex(s, s == slot)})?" for s in order)
        raw = tuple(next((_value_of(p, slot) for p in value.split(sep) if _slot(p) == slot), None)
                    if value is not None else None for value in field.raw)
        out.append(Field(name=name, type="string" if slot[0] == "word" else "integer", source=field.source,
                         pattern=head + body + end, default_null=True, raw=raw,
                         rank=2 if slot[0] in ("keyed", "ordinal") else 1))
    return out


def _value_of(piece: str, slot: tuple[str, str]) -> str:
    """What a piece of the slot's shape holds: a keyed piece or an ordinal its number, another the piece itself."""
    if slot[0] == "ordinal":
        return _ORDINAL_RX.fullmatch(piece).group(1)  # type: ignore[union-attr]
    return _KEYED_RX.fullmatch(piece).group(2) if slot[0] == "keyed" else piece  # type: ignore[union-attr]


def number_and_part_letter(fields: list[Field]) -> list[Field]:
    """Beside a number read with its optional part letter (`([0-9]+[a-h]?)`: `006b`, `001`), its number and its
    letter (null where none) apart, each read by the same pattern."""
    for at, field in enumerate(fields):
        if field.pattern is None or field.pattern.count(_PART_LETTER) != 1 or re.compile(field.pattern).groups != 1:
            continue
        hits = each_read(lambda v: _NUMBER_LETTER_RX.fullmatch(v) if v is not None else None, field.raw)
        if hits is None or not any(h.group(2) for h in hits):  # type: ignore[union-attr]
            continue
        taken = {f.name for f in fields}
        number_name, letter_name = unique_names(list(taken) + ["number", "part"])[len(taken):]
        number = Field(name=number_name, type="integer", source=field.source,
                       pattern=field.pattern.replace(_PART_LETTER, "([0-9]+)[a-h]?"),
                       raw=tuple(h.group(1) for h in hits), rank=1)  # type: ignore[union-attr]
        letter = Field(name=letter_name, type="string", source=field.source, default_null=True,
                       pattern=field.pattern.replace(_PART_LETTER, "[0-9]+([a-h])?"),
                       raw=tuple(h.group(2) or None for h in hits), rank=1)  # type: ignore[union-attr]
        return fields[:at + 1] + [number, letter] + fields[at + 1:]
    return fields


_CODE_NUMBER_RX = re.compile(r"([A-Z]{1,4})([0-9]{1,2})?")
FREE_GROUP_RX = re.compile(r"\((\[\^[^\]()]*\])\+(\??)\)")  # one free token: ([^/]+?), ([^./]+), ([^_/]+)


def code_and_optional_number(fields: list[Field]) -> list[Field]:
    """Beside a free field whose every value is a capital code of one to four letters, some glued to a number of one
    or two digits (`EW2`, `NS1`, `UD`), the codes varying: the code and the number (null where none) apart."""
    for at, field in enumerate(fields):
        if field.type != "string" or field.default_null or field.combine or field.source in ("full_path", "rel_path"):
            continue
        pattern = field.pattern or "^([^/]+)$"  # a whole folder has no pattern of its own
        group = FREE_GROUP_RX.search(pattern)
        if group is None or re.compile(pattern).groups != 1:
            continue
        hits = each_read(lambda v: _CODE_NUMBER_RX.fullmatch(v) if v is not None else None, field.raw)
        if hits is None or len({h.group(1) for h in hits}) < 2:  # type: ignore[union-attr]
            continue
        if not any(h.group(2) for h in hits) or all(h.group(2) for h in hits):  # type: ignore[union-attr]
            continue
        head, end = pattern[:group.start()], pattern[group.end():]
        taken = {f.name for f in fields}
        code_name, number_name = unique_names(list(taken) + ["code", "number"])[len(taken):]
        code = Field(name=code_name, type="string", source=field.source, pattern=head + "([A-Z]+)(?:[0-9]+)?" + end,
                     raw=tuple(h.group(1) for h in hits), rank=1)  # type: ignore[union-attr]
        number = Field(name=number_name, type="integer", source=field.source, default_null=True,
                       pattern=head + "[A-Z]+([0-9]+)?" + end,
                       raw=tuple(h.group(2) for h in hits), rank=1)  # type: ignore[union-attr]
        return fields[:at + 1] + [code, number] + fields[at + 1:]
    return fields

