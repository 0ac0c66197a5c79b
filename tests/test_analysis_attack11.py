"""Round 10's and round 11's rules attacked with look-alikes from real domains and hostile samples (attack11,
issue 15). Each test fails with its fix switched off."""
from __future__ import annotations

import random
import string

import pytest
from draft_helpers import record, rule_of

from pathfinder.analysis import analyse
from pathfinder.analysis import tokens as T

_MODULES = ["core", "utils", "parser", "tokenizer", "serializer", "filters", "treewalkers", "constants", "_ihatexml",
            "_inputstream"]

# package, library and tool folders whose digits are a format, platform or version number, or `2` for "to"
_SOFTWARE = ["html5lib", "word2vec", "utf8proc", "html2text", "pdf2image", "pix2pixhd", "xmlhttp2", "gtkhtml3",
             "wkhtmltopdf2", "libx264dev", "base64url", "win32com", "text2image", "i386linux", "python3venv",
             "sha256sum", "mp3lame4", "seq2seqlm", "l10nfiles", "i18nutils", "md5deep2", "h264parse", "x86linux",
             "arm64img", "gles2demo", "go118src", "ffmpeg4x"]


@pytest.mark.parametrize("name", _SOFTWARE)
@pytest.mark.parametrize("tree", ["/usr/lib/python3/dist-packages/{n}/{m}.py", "/src/vendor/{n}/{m}.c",
                                  "/srv/docs-site/{n}/{m}.html"])
def test_a_software_name_folder_is_no_random_run_id(tree: str, name: str) -> None:
    # series.random_id_folder: a folder of letters and digits switching twice (W&B's `wvc30anm`) or with six
    # consonants in a row (`5wkmhkqh`) is one random run id of many, `*`; a package's folder (`html5lib`,
    # `word2vec`, `xmlhttp2`) matched the shape, so samples from one package gave a glob over every package
    samples = [tree.format(n=name, m=m) for m in _MODULES]
    a, rule = rule_of(samples)
    assert name in a.glob and record(rule, samples[0]) is not None, a.glob
    assert record(rule, tree.format(n="otherpkg", m="core")) is None, a.glob


@pytest.mark.parametrize("run", ["wvc30anm", "87shig0a", "5wkmhkqh", "abc123xy", "q7rt2mzk", "0x9kq2lp", "zz81kdpw",
                                 "m3nb5vqa", "ba7ce1xw", "j9q3v8tw", "t0lkqvzx", "ru55gha0"])
def test_a_random_run_id_folder_still_stands_for_its_siblings(run: str) -> None:
    # the rule's class keeps working on generated ids, one folder per run (W&B under a project folder)
    samples = [f"/ai2-llm/olmo-medium/{run}/step{1000 * i}-unsharded/model.pt" for i in range(1, 11)]
    _, rule = rule_of(samples)
    got = record(rule, "/ai2-llm/olmo-medium/k2zq9wpa/step500-unsharded/model.pt")
    assert got is not None and "k2zq9wpa" in got[1].values(), rule.glob


def test_software_names_cost_few_random_ids() -> None:
    # the names set apart are words; of random eight-character ids the rule took, few look like one
    rnd = random.Random(1)
    alphabet = string.ascii_lowercase + string.digits
    ids = ["".join(rnd.choice(alphabet) for _ in range(8)) for _ in range(20000)]
    named = T.software_name
    T.software_name = lambda text: False  # type: ignore[assignment]
    try:
        taken = [i for i in ids if T.random_id(i, unspeakable=True)]
    finally:
        T.software_name = named  # type: ignore[assignment]
    lost = [i for i in taken if T.software_name(i)]
    assert len(lost) < 0.06 * len(taken), (len(lost), len(taken))


@pytest.mark.parametrize("age, months", [("1y2m", 2), ("2y6m", 6), ("3y11m", 11), ("10y1m", 1), ("1y0m", 0),
                                         ("4y7m", 7), ("12y3m", 3), ("1y10m", 10)])
@pytest.mark.parametrize("tree", ["/vet/patients/dog_{i:03d}/age_{a}/xray_{i}.dcm",
                                  "/growth/child-{i:02d}_{a}.csv", "/zoo/enclosure{i}/lion_{a}.jpg",
                                  "/cohort/S{i:03d}/{a}_followup/scan.nii.gz"])
def test_an_m_after_years_counts_months(tree: str, age: str, months: int) -> None:
    # durations.elapsed_parts: an age `1y2m` named its `m` minutes; after years the next unit down is months
    samples = [tree.format(i=i, a=age) for i in range(1, 11)]
    a, rule = rule_of(samples)
    got = record(rule, samples[0])
    assert got is not None and got[1].get("months") == months, (a.glob, got)
    assert "minutes" not in got[1], got


def test_ages_that_vary_in_a_whole_folder_count_months() -> None:
    rnd = random.Random(7)
    samples = [f"/zoo/{rnd.randint(1, 15)}y{rnd.randint(0, 11)}m/animal{i}.jpg" for i in range(10)]
    a, rule = rule_of(samples)
    got = record(rule, "/zoo/3y4m/animal1.jpg")
    assert got is not None and (got[1].get("years"), got[1].get("months")) == (3, 4), (a.glob, got)


@pytest.mark.parametrize("age", ["2y6m3d", "1y2m15d", "5y11m1d", "3y1m20d"])
def test_years_months_and_days_read_whole(age: str) -> None:
    # a compound age with days after its months was no time at all (an `m` before `d` broke the order)
    rnd = random.Random(age)
    samples = [f"/ped/{rnd.randint(100, 999)}_{y}y{m}m{d}d/img.png"
               for y, m, d in ((rnd.randint(1, 9), rnd.randint(0, 11), rnd.randint(1, 28)) for _ in range(10))]
    a, rule = rule_of(samples)
    got = record(rule, "/ped/123_7y4m9d/img.png")
    assert got is not None and (got[1].get("years"), got[1].get("months"), got[1].get("days")) == (7, 4, 9), \
        (a.glob, got)


@pytest.mark.parametrize("clock", ["1d2h3m", "2h15m", "01d18h30m", "3h45m", "12h30m"])
def test_an_m_after_hours_stays_minutes(clock: str) -> None:
    samples = [f"/assay/plate{i}/well_B0{i % 9 + 1}_{clock}.tif" for i in range(1, 11)]
    a, _ = rule_of(samples)
    assert "minutes" in [f.name for f in a.fields] and "months" not in [f.name for f in a.fields], a.glob


@pytest.mark.parametrize("unit", ["m", "s"])
def test_a_later_unit_never_seen_padded_takes_any_width(unit: str) -> None:
    # durations._part_number: `2h15m`, `3h30m` (no `0` shows a padding) kept two digits, so `2h5m` was missed
    rnd = random.Random(unit)
    samples = [f"/timelapse/run{i}/frame_{rnd.randint(1, 9)}h{rnd.randint(10, 59)}{unit}.png" for i in range(10)]
    _, rule = rule_of(samples)
    assert record(rule, f"/timelapse/run3/frame_2h5{unit}.png") is not None, rule.glob
    padded = [f"/timelapse/run{i}/frame_{rnd.randint(1, 9)}h{rnd.choice(['05', '08', '30', '45'])}{unit}.png"
              for i in range(10)]
    _, rule = rule_of(padded)
    assert record(rule, f"/timelapse/run3/frame_2h07{unit}.png") is not None, rule.glob


def test_year_day_compiles_no_pattern_per_part_without_seven_digits(monkeypatch: pytest.MonkeyPatch) -> None:
    # products.year_day compiled the whole name's pattern once per free part before asking whether the part could
    # be seven digits: a name of 100 version pairs (`0.3.4-0.3.5_…`) cost 100 compiles of a 3,000-character
    # pattern (20 such names: 4.8 s of analysis -> 2.5 s)
    import pathfinder.analysis.products as P
    from pathfinder.analysis.parts import SegModel, Var, VarKind, lit, var_part

    compiled: list[str] = []
    real = P.re.compile
    monkeypatch.setattr(P.re, "compile", lambda pattern, *a: compiled.append(pattern) or real(pattern, *a))
    parts = []
    for k in range(40):
        parts += [lit("_" if k else "v"), var_part(Var(VarKind.VERSION, r"\d+\.\d+\.\d+", "string"), "*.*.*")]
    rnd = random.Random(2)
    values = ["v" + "_".join(f"{rnd.randint(0, 9)}.{rnd.randint(0, 9)}.{rnd.randint(0, 9)}" for _ in range(40))
              for _ in range(10)]
    assert P.year_day(SegModel(parts), "filename", values, 0) == []
    assert compiled == []
    # seven digits that are a year and a day of it are still read
    samples = [f"/laads/MOD021KM/A2022{d:03d}.{h:02d}{m:02d}.hdf" for d, h, m in ((5, 1, 5), (40, 2, 10), (77, 3, 15),
                                                                                  (120, 4, 20), (200, 5, 25))]
    a = analyse(samples)
    assert {"year", "day_of_year"} <= {f.name for f in a.fields}, a.glob


# a short key and words that only start with its letters, beside a few numbered members: pages, modules, classes
_STARTS = [("ch", "chapter changelog charts cheatsheet checklist chemistry"),
           ("re", "regex result reader request resolver retry render"),
           ("pos", "posix position post poster postgres possible"),
           ("cam", "camera camel campaign camshaft campus cameo"),
           ("Ch", "Changes Checkout Chart Chrome Channel Chess"),
           ("view", "viewer viewport viewmodel viewbox viewset viewdata"),
           ("w", "web wiki worker widget window wrapper"),
           ("Ill", "Illustration Illinois Illness Illumina Illusion Illegal"),
           ("C", "Cache Config Client Cursor Context Cookie"),
           ("CH", "CHANGES CHECKS CHARTER CHOICES CHUNKS CHAINS")]


@pytest.mark.parametrize("key, words", _STARTS)
@pytest.mark.parametrize("tree", ["/book/src/{v}.md", "/proj/tests/{v}_test.py", "/site/docs/{v}/index.html"])
def test_words_that_start_with_a_key_stay_whole_beside_numbered_members(tree: str, key: str, words: str) -> None:
    # codes.keyed_value: a key glued to values, some words (`Ch0` beside `Chgreen`), reads the words as the key's
    # closed set of values; a book's `ch1`..`ch4` beside `chapter`, `changelog`, `charts` (each once) read the
    # pages as `ch` + `apter`, `angelog` (field `channel`), and the glob `ch*` left `index.md` out
    values = [f"{key}{k}" for k in range(1, 5)] + words.split()[:6]
    samples = [tree.format(v=v) for v in values]
    a, rule = rule_of(samples)
    cut = {w[len(key):] for w in words.split()}
    read = {str(r) for f in a.fields for r in f.raw if r is not None}
    assert not read & cut, (a.glob, read & cut)
    assert record(rule, tree.format(v="intro")) is not None, a.glob


@pytest.mark.parametrize("key, words", [("Ch", "green red far"), ("cam", "left right top"), ("pos", "near far mid"),
                                        ("ch", "dapi gfp rfp"), ("Ill", "left right both")])
def test_a_key_before_a_closed_set_of_words_still_reads_them(key: str, words: str) -> None:
    # the rule's class: the words recur (a closed set), beside the key's numbers
    values = [f"{key}{v}" for v in (["0", "1", "2"] + words.split() * 2 + ["3"])]
    samples = [f"/scope/plate{i % 3 + 1}/img_{v}_t{i:03d}.tif" for i, v in enumerate(values)]
    a, rule = rule_of(samples)
    got = record(rule, f"/scope/plate2/img_{key}7_t042.tif")
    assert got is not None and "7" in [str(v) for v in got[1].values()], a.glob
    assert words.split()[0] in {str(r) for f in a.fields for r in f.raw if r is not None}, a.glob


_SEASON_TREES = ["/sports/nba_{s}/game_{i}.json", "/league/season_{s}.csv", "/stats/{s}_summary/players_{i}.csv",
                 "/fin/budget-{s}.xlsx", "/epl/results {s}.csv", "/EPL/EPL_{s}_matchday{i}.json",
                 "/sports/{s}/games/game_{i:05d}.json", "/x/{s}/report.pdf"]


def _season(y: int, sep: str, wide: bool) -> str:
    return f"{y}{sep}{y + 1}" if wide else f"{y}{sep}{(y + 1) % 100:02d}"


@pytest.mark.parametrize("tree", _SEASON_TREES)
@pytest.mark.parametrize("sep, wide", [("-", False), ("_", False), ("-", True), ("_", True)])
def test_a_year_and_the_next_is_one_season(tree: str, sep: str, wide: bool) -> None:
    # slots._season_end: `nba_2019-20`, `season_2009-10.csv`, a fiscal year `budget-2019-20`, `2019_2020`: the number
    # after the year is the next year; read as a year and its month, `2009-10` gave month 10 and unseen `2019-20`
    # month 20, and the season as written was no field
    samples = [tree.format(s=_season(y, sep, wide), i=i) for i, y in enumerate(range(2009, 2019))]
    a, rule = rule_of(samples)
    got = record(rule, tree.format(s=_season(2019, sep, wide), i=3))
    assert got is not None and _season(2019, sep, wide) in [str(v) for v in got[1].values()], (a.glob, got)
    assert "month" not in got[1], got


@pytest.mark.parametrize("folders", [["2019-03", "2019-04", "2019-05", "2019-06", "2020-01"], ["2011-12"],
                                     ["2010-11", "2010-12", "2011-01"], ["2015-2019", "2016-2020", "2010-2015"]])
def test_months_and_ranges_are_no_season(folders: list[str]) -> None:
    # a year and its month keep their month (December 2011 alone is `2011-12`), a span of years is no season
    samples = [f"/archive/{folders[i % len(folders)]}/log_{i:03d}.txt" for i in range(10)]
    a, _ = rule_of(samples)
    names = {f.name for f in a.fields}
    assert "season" not in names and "end_year" not in names, (a.glob, names)
