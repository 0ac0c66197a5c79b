"""Fields among free text and labels (issue 15, round 12, text14), each rule stated for the whole class of shapes a
person sees as the same thing and tested on a matrix of near neighbours from other domains, with look-alikes that
keep their reading. Prompted by review14's CamVid frames (`Seq05VD_f01980` beside `0016E5_06360`), DeepLabCut's
projects (`Reaching-Mackenzie-2018-08-30`) and idr0149's condition folders (`wt_g2_one_sister`); no case below is one
of them.
"""
from __future__ import annotations

import pytest

from draft_helpers import record, rule_of

# --- a number some names write after one or two letters and others bare: the code as written ---------------------

_NUMS = (12, 345, 78, 901, 23, 456, 7, 88, 640, 31)


def _lettered(letters: str, width: int, sep: str, where: str, folder: bool) -> tuple[list[str], list[tuple[str, str]]]:
    """Ten samples whose name (or folder) holds a number padded to `width`, every other one after `letters`, at
    `where` (first, middle, last piece, `sep` between pieces); unseen siblings (with and without the letters) and
    the code each should read as written."""
    def code(i: int, n: int) -> str:
        return (letters if i % 2 else "") + str(n).zfill(width)

    def name(i: int, n: int) -> str:
        tag = ("left", "right")[i % 2]
        return sep.join({"first": [code(i, n), tag], "middle": [f"s{i % 3 + 1}", code(i, n), tag],
                         "last": [tag, code(i, n)]}[where])

    def path(i: int, n: int) -> str:
        return f"/archive/shots/{name(i, n)}/frame.png" if folder else f"/archive/shots/{name(i, n)}.png"
    samples = [path(i, n) for i, n in enumerate(_NUMS)]
    return samples, [(path(1, 4321), code(1, 4321)), (path(2, 4321), code(2, 4321))]


@pytest.mark.parametrize("letters,width,sep,where,folder", [
    ("f", 5, "_", "last", False), ("F", 6, "-", "first", False), ("n", 4, ".", "middle", False),
    ("fr", 5, "_", "middle", False), ("A", 4, " ", "last", False), ("f", 5, "_", "first", True),
    ("x", 3, "_", "last", False), ("Z", 5, "-", "middle", False), ("im", 4, "_", "first", False),
    ("k", 6, ".", "last", False), ("T", 4, "_", "middle", True), ("s", 5, " ", "first", False),
    ("p", 3, "-", "first", False), ("R", 5, "_", "last", True),
])
def test_a_number_written_with_or_without_letters_is_also_read_as_written(letters: str, width: int, sep: str,
                                                                           where: str, folder: bool):
    samples, unseen = _lettered(letters, width, sep, where, folder)
    _, rule = rule_of(samples)
    for path, code in unseen:
        got = record(rule, path)
        assert got is not None and got[0] == "complete", path
        values = [str(v) for v in got[1].values()]
        assert code in values, (path, values)  # the code as written, letters and padding kept
        assert "4321" in values  # and its number


@pytest.mark.parametrize("names", [
    ("clip_x264", "clip_x264"),  # a codec every name holds: no optional letters
    ("take_f0012", "take_f0345"),  # the letters in every name: the code is read already, no second reading
])
def test_letters_every_name_holds_give_no_optional_code(names: tuple[str, str]):
    samples = [f"/media/{names[i % 2]}_{n:03d}.mov" for i, n in enumerate(_NUMS)]
    a, _ = rule_of(samples)
    assert not any("((?:" in (f.pattern or "") for f in a.fields)  # no code read with optional letters

