"""General rules learnt from misses several tuning groups share (issue 15, round 11, spread11). Each rule is
tested as a matrix over its class of shapes (separators, value kinds, ids, with and without an extension),
written from domains other than the ones that prompted it, beside look-alikes that must keep their reading."""
from __future__ import annotations

import pytest
from draft_helpers import record, rule_of

from pathfinder.analysis import analyse
from pathfinder.analysis.parts import Part, Var, VarKind, lit, var_part
from pathfinder.analysis.rewrites import merge_word_runs

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


# --- words holding a hyphen or an apostrophe inside free names ----------------------------------------------
# prompted by LFW's `Terje_Roed-Larsen_0001.jpg` among `Al_Sharpton_0004.jpg` (review9): one such word cut the
# names into a first and a second word, and `Zico_0002.jpg`, `George_HW_Bush_0001.jpg` fell outside the glob

_PEOPLE = {
    "hyphen": ["Jean-Luc Picard", "Anna Karenina", "Pierre-Auguste Renoir", "Frida Kahlo", "Ada Lovelace", "Alan Turing"],
    "apostrophe": ["Sinead O'Connor", "Grace Hopper", "Conan O'Brien", "Marie Curie", "Nikola Tesla", "Rosa Parks"],
    "surname": ["Terje Roed-Larsen", "Kate Hudson", "Paul Bremer", "Mike Martz", "Jon Corzine", "Ines Sainz"],
}
_WORD_MATRIX = [(kind, delim, where, case) for kind in _PEOPLE for delim in ("_", ".")
                for where in ("before", "after") for case in ("title", "lower")]


def _person(name: str, delim: str, case: str) -> str:
    text = name.replace(" ", delim)
    return text.lower() if case == "lower" else text


def _photo(name: str, number: int, delim: str, where: str) -> str:
    return f"photos/{name}{delim}{number:04d}.jpg" if where == "before" else f"photos/{number:04d}{delim}{name}.jpg"


@pytest.mark.parametrize("kind,delim,where,case", _WORD_MATRIX)
def test_a_word_holding_a_hyphen_or_an_apostrophe_keeps_the_name_one_value(kind: str, delim: str, where: str,
                                                                         case: str) -> None:
    samples = [_photo(_person(p, delim, case), 3 * i + 1, delim, where) for i, p in enumerate(_PEOPLE[kind])]
    _, rule = rule_of(samples)
    for other in ("Zico", "George HW Bush", "Osama bin Laden"):
        name = _person(other, delim, case)
        got = record(rule, _photo(name, 7, delim, where))
        assert got is not None and got[0] == "complete", (other, got)
        assert 7 in got[1].values() and name in got[1].values(), (other, got)


@pytest.mark.parametrize("delim", ["_", "."])
def test_words_that_vary_independently_stay_two_fields(delim: str) -> None:
    # an operating system and an architecture (every pairing seen): two fields, as before, also beside a word
    # holding a hyphen
    pairs = [("linux", "x86-64"), ("linux", "arm64"), ("darwin", "arm64"), ("darwin", "x86-64"), ("windows", "x86-64"),
             ("windows", "arm64")]
    _, rule = rule_of([f"dist/tool{delim}{os_}{delim}{arch}{delim}{i + 1}.zip" for i, (os_, arch) in enumerate(pairs)])
    got = record(rule, f"dist/tool{delim}freebsd{delim}riscv{delim}9.zip")
    assert got is not None and "freebsd" in got[1].values() and "riscv" in got[1].values(), got


# --- where depth varies, the shallowest sample's depth is an accident -------------------------------------
# prompted by Kafka's javadoc `kafka/<package…>/<Class>.html` (branch5): from packages two and three deep the glob
# kept `**/*/*/`, and the classes of one-level packages (`kafka/common/MetricName.html`) fell outside it

_TREES = {
    "java": ("src/main/java/org/acme", ["billing/invoice", "billing/tax/rules", "core/util", "core/io/buffers",
                                        "web/http", "web/http/filters"], "Handler{}.java", "core", "Handler9.java"),
    "python": ("lib/acme", ["io/readers", "io/readers/csv", "net/http", "net/http/auth", "db/sql", "db/sql/drivers"],
               "module_{}.py", "cli", "module_9.py"),
    "docs": ("site/content", ["guide/install", "guide/install/linux", "api/rest", "api/rest/v2", "blog/2024",
                              "blog/2024/march"], "page-{}.md", "faq", "page-9.md"),
    "bucket": ("warehouse/raw", ["sales/eu", "sales/eu/north", "ops/fleet", "ops/fleet/vans", "hr/payroll",
                                 "hr/payroll/2023"], "part-{}.parquet", "misc", "part-9.parquet"),
}


@pytest.mark.parametrize("tree", sorted(_TREES))
@pytest.mark.parametrize("depths", [(2, 3), (2,), (3,)], ids=lambda d: "-".join(map(str, d)))
def test_a_sibling_shallower_than_every_sample_is_still_taken(tree: str, depths: tuple[int, ...]) -> None:
    prefix, folders, name, shallow, unseen = _TREES[tree]
    chosen = [f for f in folders if f.count("/") + 1 in depths]
    if len(depths) == 1:  # one depth: the samples must still vary in depth to say the depth is open
        chosen += [folders[1] + "/deeper"]
    samples = [f"{prefix}/{f}/{name.format(i + 1)}" for i, f in enumerate(chosen)]
    a, rule = rule_of(samples)
    assert "**" in a.glob, a.glob
    assert record(rule, f"{prefix}/{shallow}/{unseen}") is not None, a.glob
    assert record(rule, f"{prefix}/a/b/c/d/{unseen}") is not None, a.glob


@pytest.mark.parametrize("tree", sorted(_TREES))
def test_a_file_right_in_the_prefix_stays_out(tree: str) -> None:
    prefix, folders, name, _, unseen = _TREES[tree]
    a, rule = rule_of([f"{prefix}/{f}/{name.format(i + 1)}" for i, f in enumerate(folders)])
    assert record(rule, f"{prefix}/{unseen}") is None, a.glob


def test_a_folder_with_a_shape_below_the_open_depth_stays():
    # a dated folder under category folders of two and three levels: the date folder keeps its shape and field
    cats = ["eu/north", "eu/south/coast", "us/east", "us/west/bay", "asia/japan", "asia/japan/kanto"]
    samples = [f"reports/{c}/2024-0{i + 1}-1{i}/summary.csv" for i, c in enumerate(cats)]
    a, rule = rule_of(samples)
    assert "????-??-??" in a.glob, a.glob
    got = record(rule, "reports/africa/2025-02-03/summary.csv")
    assert got is not None and "2025-02-03" in got[1].values(), got


def test_a_run_of_words_beside_an_optional_group_is_left_as_it_is():
    # an optional piece is a group spread over three parts (`(?:\\.`, the value, `)?`): the word runs of a
    # delimited name must not read those parts one by one (IDR's `…_preproc.tif_GL01` beside `…_preproc_GL18`)
    word = Var(VarKind.WORD, r"[^/]+?", "string")
    parts = [var_part(word, "*"), lit("_"), var_part(word, "*"), lit("_field"), Part(glob="", regex="(?:\\.", text="."),
             var_part(Var(VarKind.STRING, r"[^/]+?", "string", default_null=True), "*"), Part(glob="", regex=")?", text="")]
    assert merge_word_runs(parts, ["oak_ash_field", "birch_elm_field.raw", "pine_fir_field"]) == parts


@pytest.mark.parametrize("delim", ["_", "."])
def test_a_repeated_label_beside_hyphenated_names_stays_a_field(delim: str) -> None:
    # a label from a closed set beside free names (a namespace beside a pod, a setting beside a sitter): the
    # label repeats, so the words are not one name
    rows = [("Jean-Luc", "studio"), ("Anna", "outdoor"), ("Pierre-Auguste", "studio"), ("Frida", "outdoor"),
            ("Ada", "studio"), ("Alan", "outdoor"), ("Marie-Claire", "studio")]
    _, rule = rule_of([f"shoot/{n}{delim}{s}{delim}{i + 1:04d}.jpg" for i, (n, s) in enumerate(rows)])
    got = record(rule, f"shoot/Grace{delim}outdoor{delim}0042.jpg")
    assert got is not None and "outdoor" in got[1].values() and "Grace" in got[1].values(), got
