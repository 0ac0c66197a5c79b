"""Stage 5d, a musical note glued to its octave (`Ds1`, `A#4`, `Bb3`, `C4v8`).

Sampled instruments name each file after the key it sounds: a note letter `A`-`G`, an accidental (`#`, `b`, or
`s` for sharp where `#` is awkward in a file name) and the octave, glued (`salamander/Ds1.mp3`,
`casio/As2.ogg`, `Piano.ff.C4.aiff`), sometimes with a velocity or layer after it (`C4v8.flac`). Read as one free
value, the note and the octave a person asks for are lost. The note letters are a closed vocabulary (seven letters
and three accidentals), so a value written only so is read as its note and its octave besides.

A value is read so only when some sample writes an accidental: a letter and a digit alone (`A4`, `B5` paper
sizes, `C3` or `F7` plate wells and grid cells) are codes of other schemes.
"""
from __future__ import annotations

import re

from pathfinder.analysis.model import Field
from pathfinder.analysis.optional_pieces import FREE_GROUP_RX

__all__ = ["note_and_octave"]

_NOTE_RX = re.compile(r"([A-Ga-g])([#sb]?)(-?[0-9])((?:[A-Za-z][^/]*)?)")
_NOTE_PATTERN = "([A-Ga-g](?:#|s|b)?)-?[0-9]"
_OCTAVE_PATTERN = "[A-Ga-g](?:#|s|b)?(-?[0-9])"
MIN_SAMPLES = 3


def _reading(values: tuple[str | None, ...]) -> tuple[list[str], list[str], bool] | None:
    """The notes and octaves of values that are each a note glued to its octave (and whether any adds a tail),
    or None where one is not, none writes an accidental, or the notes or octaves are all one."""
    notes, octaves, tail = [], [], False
    for value in values:
        hit = _NOTE_RX.fullmatch(value) if value is not None and len(value) <= 64 else None
        if hit is None:
            return None
        notes.append(hit.group(1) + hit.group(2))
        octaves.append(hit.group(3))
        tail = tail or bool(hit.group(4))
    if not any(len(n) > 1 for n in notes) or len(set(notes)) < 2 or len(set(octaves)) < 2:
        return None
    return notes, octaves, tail


def note_and_octave(fields: list[Field]) -> list[Field]:
    """Beside a free string field whose every value is a note glued to its octave, with an accidental in some
    sample (`A0`, `Ds1`, `Fs3`), the fields `note` (`Ds`) and `octave` (1), read by the same pattern with the
    value's token cut in two; a tail after the octave that starts with a letter (`C4v8`) is left to the value."""
    names = {f.name for f in fields}
    if "note" in names or "octave" in names:
        return fields
    for at, field in enumerate(fields):
        if (field.type != "string" or field.default_null or field.combine or field.pattern is None
                or len(field.raw) < MIN_SAMPLES):
            continue
        group = FREE_GROUP_RX.search(field.pattern)
        if group is None or re.compile(field.pattern).groups != 1:
            continue
        read = _reading(field.raw)
        if read is None:
            continue
        notes, octaves, tail = read
        rest = f"(?:[A-Za-z]{group.group(1)}*{group.group(2)})?" if tail else ""
        head, end = field.pattern[:group.start()], field.pattern[group.end():]
        note = Field(name="note", type="string", source=field.source, pattern=head + _NOTE_PATTERN + rest + end,
                     raw=tuple(notes), rank=3)
        octave = Field(name="octave", type="integer", source=field.source,
                       pattern=head + _OCTAVE_PATTERN + rest + end, raw=tuple(octaves), rank=3)
        return fields[:at + 1] + [note, octave] + fields[at + 1:]
    return fields
