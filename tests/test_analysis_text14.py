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


# --- the words of a label beside a typed value, the same count in every sample: each word a field ----------------

_PAIRS = (("reaching", "mackenzie"), ("openfield", "pranav"), ("grasp", "alice"), ("maze", "tomas"), ("swim", "ines"))
_WORDS3 = (("north", "ridge", "alpha"), ("south", "creek", "beta"), ("east", "lake", "gamma"))


def _case(word: str, case: str) -> str:
    return {"lower": word, "title": word.title(), "upper": word.upper()}[case]


def _labelled(n_words: int, sep: str, case: str, value: str, after: bool, folder: bool
              ) -> tuple[list[str], str, list[str]]:
    """Ten samples holding a label of `n_words` words joined by `sep` beside a typed value (`date`, `number`, `id`),
    before or `after` it, in a folder or a file name; an unseen sibling with new words, and those words."""
    table = _PAIRS if n_words == 2 else _WORDS3

    def typed(i: int) -> str:
        return {"date": f"2019-0{1 + i % 9}-1{i % 10}", "number": f"{7 + 13 * i:04d}", "id": f"S{3 + i:03d}"}[value]

    def label(words: tuple[str, ...]) -> str:
        return sep.join(_case(w, case) for w in words)

    def seg(words: tuple[str, ...], i: int) -> str:
        return f"{typed(i)}{sep}{label(words)}" if after else f"{label(words)}{sep}{typed(i)}"

    def path(words: tuple[str, ...], i: int) -> str:
        return f"/projects/{seg(words, i)}/frames/img{i:03d}.png" if folder else f"/projects/frames/{seg(words, i)}.png"
    samples = [path(table[i % len(table)], i) for i in range(10)]
    new = ("climb", "zoe", "omega")[:n_words]
    return samples, path(new, 5), [_case(w, case) for w in new]


@pytest.mark.parametrize("n_words,sep,case,value,after,folder", [
    (2, "-", "title", "date", False, True), (2, "_", "lower", "number", False, False),
    (2, " ", "title", "date", True, False), (2, ".", "lower", "id", False, False),
    (3, "_", "upper", "date", False, True), (3, "-", "lower", "number", True, True),
    (2, "-", "upper", "id", True, False), (3, " ", "title", "id", False, False),
    (2, "_", "title", "date", True, True), (3, ".", "lower", "date", True, False),
    (2, " ", "lower", "number", False, True), (3, "_", "title", "number", False, False),
    (2, "-", "lower", "number", False, False), (2, "_", "upper", "date", False, False),
])
def test_words_of_a_label_beside_a_typed_value_are_each_a_field(n_words: int, sep: str, case: str, value: str,
                                                                  after: bool, folder: bool):
    samples, unseen, words = _labelled(n_words, sep, case, value, after, folder)
    _, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", unseen
    read = [str(v) for v in got[1].values()]
    for w in words:
        assert w in read, (w, read)


def test_a_label_of_another_word_count_stays_matched_its_words_null():
    samples, _, _ = _labelled(2, "-", "title", "date", False, True)
    _, rule = rule_of(samples)
    got = record(rule, "/projects/Long-Named-Project-2019-03-14/frames/img001.png")
    assert got is not None and got[0] == "complete"
    assert "Long-Named-Project" in [str(v) for v in got[1].values()]  # the label whole still reads


@pytest.mark.parametrize("names", [
    ["2m_temperature", "total_precipitation", "2m_dewpoint", "sea_surface"],  # no typed value beside the words
    ["sales_report_2024-01-15", "hr_report_2024-02-01", "it_report_2024-03-05"],  # one word varies: a value already
])
def test_free_names_without_a_label_beside_a_value_get_no_label_words(names: list[str]):
    samples = [f"/data/{names[i % len(names)]}/part_{i:02d}.nc" for i in range(10)]
    a, _ = rule_of(samples)
    assert not any(f.name.startswith("label") for f in a.fields)


# --- the word a constant keyword qualifies, inside a free name ------------------------------------------------

_KEYWORD_NAMES = (("wt", "g2"), ("ctrl", "60min", "stlc"), ("smc4", "dep", "prometa"), ("nipbl",),
                  ("wapl", "dep", "g2", "aid"), ("wild", "type"))


def _keyed_names(key: str, values: tuple[str, str], sep: str, trail: bool, folder: bool
                 ) -> tuple[list[str], str, str]:
    """Ten samples whose name (or folder) is free words, then one of `values`, then `key` (and, every third one when
    `trail`, more words): an unseen sibling with new free words, and the value it should read."""
    def seg(i: int, head: tuple[str, ...], v: str) -> str:
        tail = [f"stain{i}"] if trail and i % 3 == 0 else []
        return sep.join([*head, v, key, *tail])

    def path(i: int, head: tuple[str, ...], v: str) -> str:
        where = f"/screens/exp{i % 3}/{seg(i, head, v)}"
        return f"{where}/stack_{i:02d}.tif" if folder else f"{where}.tif"
    samples = [path(i, _KEYWORD_NAMES[i % len(_KEYWORD_NAMES)], values[i % 2]) for i in range(10)]
    return samples, path(4, ("cohesin", "loss", "late"), values[1]), values[1]


@pytest.mark.parametrize("key,values,sep,trail,folder", [
    ("sister", ("one", "two"), "_", True, True), ("eye", ("left", "right"), "-", False, False),
    ("shift", ("day", "night"), "_", False, True), ("side", ("inner", "outer"), " ", True, False),
    ("view", ("front", "back"), ".", False, True), ("Lens", ("wide", "tele"), "_", True, False),
    ("arm", ("long", "short"), "-", True, True), ("hand", ("Left", "Right"), "_", False, False),
    ("phase", ("early", "late"), " ", False, True), ("copy", ("single", "double"), "-", True, False),
    ("probe", ("sense", "antisense"), "_", True, True), ("light", ("dim", "bright"), ".", True, False),
])
def test_the_word_a_constant_keyword_qualifies_is_a_field(key: str, values: tuple[str, str], sep: str, trail: bool,
                                                           folder: bool):
    samples, unseen, want = _keyed_names(key, values, sep, trail, folder)
    _, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", unseen
    assert want in [str(v) for v in got[1].values()], got


@pytest.mark.parametrize("before", [
    ("alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "iota", "kappa"),  # every word new: a name
    ("v1", "v1", "v2", "v2", "v3", "v3", "v4", "v4", "v5", "v5"),  # codes with digits, not words
])
def test_a_keyword_after_words_that_do_not_come_back_gives_no_field(before: tuple[str, ...]):
    samples = [f"/screens/{_KEYWORD_NAMES[i % 6][0]}_{w}_sister/stack_{i:02d}.tif" for i, w in enumerate(before)]
    a, _ = rule_of(samples)
    assert not any(f.name == "sister" for f in a.fields)


# --- a number at the end of free text, its unit glued in some names: the number and the text before it ------------

_TITLES = (("wild", "type", "treated"), ("knock", "down"), ("control",), ("rescue", "line", "b", "late"),
           ("mock",), ("heat", "shock"))


def _trailing(sep: str, unit: str, case: str, bare_every: int, folder: bool, dated: bool
              ) -> tuple[list[str], list[tuple[str, str, str | None]]]:
    """Ten samples whose name (or folder) is free words joined by `sep`, then `sep`, a number and (every other one)
    `unit`; every `bare_every`-th has no number. Unseen siblings with new words: (path, title, number)."""
    def seg(words: tuple[str, ...], number: int | None, i: int) -> str:
        text = sep.join(_case(w, case) for w in words)
        if number is not None:
            text += f"{sep}{number}{unit if i % 2 else ''}"
        return f"2021-03-{10 + i:02d}_{text}" if dated else text

    def path(words: tuple[str, ...], number: int | None, i: int) -> str:
        where = f"/bench/runs/{seg(words, number, i)}"
        return f"{where}/img_{i:02d}.tif" if folder else f"{where}.tif"
    samples = [path(_TITLES[i % len(_TITLES)], None if bare_every and i % bare_every == 0 else 5 * i + 10, i)
               for i in range(10)]
    new = ("double", "mutant", "early")
    title = sep.join(_case(w, case) for w in new)
    return samples, [(path(new, 240, 3), title, "240"), (path(new, 15, 4), title, "15")]


@pytest.mark.parametrize("sep,unit,case,bare_every,folder,dated", [
    ("_", "min", "lower", 0, False, False), ("_", "min", "lower", 4, False, True), ("-", "h", "lower", 3, True, False),
    (" ", "s", "title", 5, False, False), (".", "ms", "lower", 0, False, True), ("_", "", "upper", 3, True, True),
    ("-", "x", "title", 0, False, False), (" ", "", "lower", 4, True, False), ("_", "mm", "title", 0, False, True),
    ("-", "min", "upper", 5, True, True), ("_", "d", "lower", 4, True, False), (" ", "min", "lower", 0, False, True),
])
def test_a_number_at_the_end_of_free_text_is_a_field_and_the_text_before_it_another(
        sep: str, unit: str, case: str, bare_every: int, folder: bool, dated: bool):
    samples, unseen = _trailing(sep, unit, case, bare_every, folder, dated)
    _, rule = rule_of(samples)
    for path, title, number in unseen:
        got = record(rule, path)
        assert got is not None and got[0] == "complete", path
        read = [str(v) for v in got[1].values()]
        assert title in read and number in read, (path, read)


def test_free_text_without_a_trailing_number_in_most_names_gets_no_number_field():
    samples = [f"/bench/runs/{'_'.join(_TITLES[i % 6])}{'_7' if i == 3 else ''}/img_{i:02d}.tif" for i in range(10)]
    a, _ = rule_of(samples)
    assert not any(f.name == "number" and f.pattern and "[0-9]{1,6})(?:[A-Za-z]{1,3})?)?" in f.pattern
                   for f in a.fields)
