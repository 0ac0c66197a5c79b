"""General rules learnt from misses several tuning groups share (issue 15, round 11, spread11). Each rule is
tested as a matrix over its class of shapes (separators, value kinds, ids, with and without an extension),
written from domains other than the ones that prompted it, beside look-alikes that must keep their reading."""
from __future__ import annotations

import pytest
from draft_helpers import record, rule_of

from pathfinder.analysis import analyse

# --- a piece some names add: a lone number, or a word of a vocabulary ---------------------------------------
# prompted by pytest's changelog `10745.improvement.2.rst` beside `11418.improvement.rst` (review3) and Hudi's
# timeline `<instant>.clean.inflight` beside `<instant>.commit` (tune11)

_IDS = {
    "number": lambda i: str(3100 + 977 * i),
    "stamp": lambda i: f"202403{1 + i % 9:02d}{(7 * i) % 24:02d}{(13 * i) % 60:02d}{(29 * i) % 60:02d}",
    "date": lambda i: f"2024-0{1 + i % 9}-{10 + i}",
}
_VOCABULARY = {  # (words of the piece before, what some names add: lone numbers or words seen twice)
    "fragments": (["bugfix", "feature", "doc", "bugfix", "feature", "bugfix", "doc"], ["2", None, None, "2", None, None, None]),
    "states": (["clean", "commit", "clean", "commit", "rollback", "clean", "commit"],
               ["inflight", None, "requested", "requested", None, "inflight", None]),
    "takes": (["closeup", "wide", "closeup", "wide", "aerial", "wide", "closeup"], [None, "3", None, "12", None, "3", None]),
}
_MATRIX = [(sep, ids, voc, ext) for sep in (".", "_", "-") for ids in ("number", "stamp", "date")
           for voc in ("fragments", "states", "takes") for ext in (".rst", "")
           if not (sep == "-" and ids == "date")]  # a date's own dashes would be the separator


def _names(sep: str, ids: str, voc: str, ext: str) -> list[str]:
    words, added = _VOCABULARY[voc]
    return [f"log/{_IDS[ids](i)}{sep}{w}{'' if a is None else sep + a}{ext}"
            for i, (w, a) in enumerate(zip(words, added))]


@pytest.mark.parametrize("sep,ids,voc,ext", _MATRIX)
def test_a_piece_some_names_add_is_read_apart_from_the_piece_before_it(sep: str, ids: str, voc: str, ext: str) -> None:
    _, rule = rule_of(_names(sep, ids, voc, ext))
    words, added = _VOCABULARY[voc]
    extra = next(a for a in added if a is not None)
    word = words[0]
    # an unseen sibling with the piece and one without: both matched, the word and the piece read apart
    ident = _IDS[ids](20)
    got = record(rule, f"log/{ident}{sep}{word}{sep}{extra}{ext}")
    assert got is not None and got[0] == "complete", got
    assert word in got[1].values() and extra in [str(v) for v in got[1].values()], got
    got = record(rule, f"log/{ident}{sep}{word}{ext}")
    assert got is not None and got[0] == "complete", got
    assert word in got[1].values() and None in got[1].values(), got


def test_the_added_piece_aligns_actions_with_actions():
    # where the added piece could sit in two places, the one that keeps each column to fewer texts wins: the
    # state is added after the action, not an action before a state
    _, rule = rule_of(_names(".", "stamp", "states", ""))
    status, fields = record(rule, "log/20240309101010.rollback.inflight")
    assert status == "complete" and "rollback" in fields.values() and "inflight" in fields.values(), fields
    status, fields = record(rule, "log/20240309101010.rollback")
    assert status == "complete" and "rollback" in fields.values(), fields


@pytest.mark.parametrize("sep", ["_", "-", "."])
def test_words_that_never_repeat_stay_one_name(sep: str) -> None:
    # people's names of two and three words (`George_HW_Bush` beside `Al_Sharpton`): free text, one value
    names = [("Al", "Sharpton"), ("George", "HW", "Bush"), ("Kate", "Hudson"), ("Osama", "bin", "Laden"),
             ("Jon", "Corzine"), ("Juan", "Ignacio", "Chela")]
    a = analyse([f"people/{1000 + 17 * i}{sep}{sep.join(n)}.jpg" for i, n in enumerate(names)])
    assert not any(f.default_null for f in a.fields), [f.name for f in a.fields]


@pytest.mark.parametrize("code", ["md5", "utf8", "x264", "h5", "mp3", "2d", "3x3", "python3"])
def test_a_constant_code_some_names_add_is_no_vocabulary_field(code: str) -> None:
    # the same code added to some names (`.md5` sidecars, a codec, a format) names a format, not a value
    names = [f"dl/{4100 + 31 * i}.{w}{'.' + code if i % 2 else ''}.gz"
             for i, w in enumerate(["reads", "calls", "reads", "calls", "reads", "calls"])]
    a = analyse(names)
    assert not any(f.type == "string" and f.default_null and f.pattern and "[A-Za-z]+" in f.pattern
                   for f in a.fields), [(f.name, f.pattern) for f in a.fields]


@pytest.mark.parametrize("sep", ["_", "-", "."])
def test_words_that_only_come_with_the_next_piece_stay_one_value(sep: str) -> None:
    # a compound value (`lh_aparc` beside `aseg`, `near-surface` beside `height`): here a weather model's
    # levels, `upper<sep>air` beside `ground`; the word before never stands alone, so no optional field
    levels = ["upper" + sep + "air", "ground", "upper" + sep + "air", "ground", "ocean", "upper" + sep + "air"]
    a = analyse([f"model/run{sep}{400 + 7 * i}{sep}{lv}.nc" for i, lv in enumerate(levels)])
    assert not any(f.default_null for f in a.fields), [(f.name, f.pattern) for f in a.fields]


@pytest.mark.parametrize("outer,inner", [("-", "_"), ("_", "-"), ("_", "."), ("-", ".")])
def test_a_piece_after_a_lesser_separator_stays_with_its_value(outer: str, inner: str) -> None:
    # a source named `quattroshapes_pg` beside `quattroshapes` in `<id>-alt-<source>`: here map tiles'
    # renderers, `osm<inner>hd` beside `osm`, the name's pieces set off by another separator
    names = [f"tiles/{9100 + 13 * i}{outer}alt{outer}{r}.png" for i, r in
             enumerate(["osm", "osm" + inner + "hd", "osm", "carto", "osm" + inner + "hd", "carto" + inner + "hd"])]
    _, rule = rule_of(names)
    got = record(rule, f"tiles/9999{outer}alt{outer}carto{inner}hd.png")
    assert got is not None and "carto" + inner + "hd" in got[1].values(), got
