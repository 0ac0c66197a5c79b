"""The analyser's vocabulary of words written with a number that name a thing (analysis/number_names.py): the
lists, and every caller's answer over their union and over a matrix of word + number names, pinned.

The digests below were taken before the lists moved into one module (in codes, tokens and numbered_words):
the move changed no answer. A change to a list or to a caller's rule that changes an answer fails here; if it
is meant, say so in the commit and print the new digests with `python tests/test_number_names.py`.
"""
from __future__ import annotations

import hashlib
import json
import re
from functools import cache
from typing import Any

import pathfinder.analysis.columns as columns
import pathfinder.analysis.lone_codes as lone_codes
import pathfinder.analysis.numbered_words as numbered_words
import pathfinder.analysis.tokens as T
from pathfinder.analysis import codes
from pathfinder.analysis import number_names as N

LISTS_DIGEST = "6280ebfd749b7700f2957cee148f3bd91915e4f3ed9c964380ce2766ddd47719"
ANSWERS_DIGEST = "c16b669588f6e2142e12052613c466bbdb5ebd600ce38f1eb3befb5407b7c00b"

_PLAIN = ("run expt loop light trial batch cam ch tile v rev sub ses lane a s h x i l k lib libx pax landsat cmip era "
          "peteish kvxq model study final net ai word pdf xml gtk mp sha md html").split()
_DIGITS = ("1", "3", "8", "10", "32", "64", "264", "0007", "12345")
_AFTERS = ("", "lib", "dev", "sum")
_CASES = (str.lower, str.upper, str.title)


def lists() -> dict[str, list[str]]:
    """Each list, sorted, and their union."""
    out = {"named_codes": sorted(N.NAMED_CODES), "name_words": sorted(N.NAMED_NUMBER_WORDS),
           "package_words": sorted(N.PACKAGE_WORDS), "platform_codes": sorted(N.PLATFORM_CODES)}
    out["union"] = sorted(set().union(*map(set, out.values())))
    return out


def words() -> list[str]:
    """Every word of the lists (a code cut before its digits) and some plain words, in three cases."""
    stems = set(_PLAIN)
    for w in lists()["union"]:
        m = re.match(r"[a-z]+", w)
        stems.add(m.group() if m else w)
    return sorted({case(w) for w in stems for case in _CASES})


@cache
def matrix() -> tuple[str, ...]:
    """The union itself, in three cases, and each word glued to, or set apart from, each number, with and
    without letters after it (`html5lib`, `libx264dev`) and before it (`lib`)."""
    names = {case(w) for w in lists()["union"] for case in _CASES}
    for w in words():
        for d in _DIGITS:
            names.update({w + "_" + d, "lib" + w.lower() + d + "x"})
            names.update(w + d + a for a in _AFTERS)
    return tuple(sorted(names))


@cache
def table() -> tuple[tuple[str, tuple[Any, ...]], ...]:
    """Each name of the matrix and its answers."""
    return tuple((n, answers(n)) for n in matrix())


def answers(name: str) -> tuple[Any, ...]:
    """What each caller answers for `name`."""
    low = name.lower()
    glued = re.match(r"^([A-Za-z]+)([0-9]+)$", name)
    member = (columns._glued_member(glued.group(1), glued.group(2), 3),
              columns._glued_member(glued.group(1), glued.group(2), 40),
              numbered_words.numbered_word(glued.group(1), glued.group(2))) if glued else None
    return (codes.named_code(name), T.software_name(low), T.random_id(low), T.random_id(low, True), member,
            numbered_words.numbered_tokens(name), codes.glued_key([name, name + "b"]),
            lone_codes.lone_number_in_tuple([["a1"] * 3, [name] * 3, ["b2", "b3", "b4"]], 1) is not None)


def digest(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=repr).encode()).hexdigest()


def test_the_lists_are_the_ones_from_before_the_move() -> None:
    assert digest(lists()) == LISTS_DIGEST


def test_every_caller_answers_as_before_on_the_lists_and_a_matrix_of_word_number_names() -> None:
    assert len(matrix()) > 20_000
    assert digest([[n, a] for n, a in table()]) == ANSWERS_DIGEST


def test_the_matrix_reaches_every_answer() -> None:
    """The matrix is no pin of nothing: each caller says yes and no somewhere in it."""
    every = [a for _, a in table()]
    for k in (0, 1, 2, 3, 5, 6, 7):
        assert {bool(a[k]) for a in every} == {True, False}, k
    assert {a[4][2] for a in every if a[4]} == {0, 1, 2}
    assert {a[4][0] for a in every if a[4]} == {True, False}


def test_x264_is_decided_in_one_place() -> None:
    """`x264` names a codec whether it is a whole token, a glued member's candidate or a package's lead."""
    for name in ("x264", "X264", "h264", "md5", "utf8", "python3"):
        assert N.named_code(name) and codes.named_code is N.named_code
        glued = re.match(r"^([A-Za-z]+)([0-9]+)$", name)
        assert glued and not columns._glued_member(glued.group(1), glued.group(2), 3)
    assert T.software_name("libx264dev") and T.software_name("html5lib") and not T.software_name("expt10run")


if __name__ == "__main__":
    print(f'LISTS_DIGEST = "{digest(lists())}"')
    print(f'ANSWERS_DIGEST = "{digest([[n, a] for n, a in table()])}"')
