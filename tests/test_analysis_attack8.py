"""Round 9's rules attacked with look-alikes (attack8, issue 15): path families that the new rules (padded product
records, a four-digit folder heading a chain of ids) must leave with their old reading. Each test fails with its
fix switched off."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_a_frame_counter_after_a_double_underscore_join_keeps_any_width():
    # a trail camera's `TRAIL_07__<time>_0042.JPG` has one length, capitals, a `__` and a date-time, so it was read
    # as a padded product record and its counter as a code of four columns: frame 10042 read no field at all
    cams = [f"trail/TRAIL_{c:02d}__2023{m:02d}{d:02d}T0{h}1500_{k:04d}.JPG" for c, m, d, h, k in (
        (7, 5, 1, 1, 42), (7, 5, 2, 3, 311), (3, 6, 11, 4, 1200), (12, 6, 12, 5, 9), (3, 7, 1, 6, 8765),
        (12, 7, 3, 7, 77), (7, 8, 9, 8, 5000), (3, 8, 10, 9, 2))]
    _, rule = rule_of(cams)
    got = record(rule, "trail/TRAIL_07__20230911T091500_10042.JPG")
    assert got is not None and got[0] == "complete", (rule.glob, got)
    assert 10042 in got[1].values() and got[1]["timestamp"] == "20230911T091500", got


def test_a_year_above_its_months_or_its_counted_cases_stays_a_year():
    # a docket's `2019/00123/2019-00123-01.pdf` (a count within the year, written to a fixed width) and monthly
    # logs `2019/201901/2019-201901-01.log` chain the year to the number below it as LibriSpeech chains a reader
    # and a chapter; from one year's samples the year became an id of any width and lost its name
    for samples in ([f"cases/2019/{n:05d}/2019-{n:05d}-{d:02d}.pdf" for n, d in ((123, 1), (4567, 2), (88, 1),
                                                                               (1203, 3), (9, 1), (30001, 2))],
                    [f"logs/2019/2019{m:02d}/2019-2019{m:02d}-{d:02d}.log" for m, d in ((1, 1), (1, 2), (2, 5), (3, 9),
                                                                                      (3, 10), (4, 1))]):
        a, rule = rule_of(samples)
        assert "year" in [f.name for f in a.fields], (a.glob, [f.name for f in a.fields])
        assert record(rule, samples[0].replace("2019", "731")) is None, a.glob
    # a reader's id heading a chain of ids is still read as an id of any width
    a, rule = rule_of([f"corpus/103/{c}/103-{c}-{k:04d}.flac" for c, k in ((1240, 0), (1240, 5), (1241, 2),
                                                                           (1241, 7), (1240, 9), (1241, 11))])
    got = record(rule, "corpus/19/198/19-198-0001.flac")
    assert got is not None and 19 in got[1].values(), a.glob


def test_two_letter_codes_whose_letters_cross_keep_their_whole_value():
    # letter_pair reads `an`, `bo`, `tx` as two codes when their letters cross; language and country codes cross
    # too (`pt`, `pl`, `it`: p with t and l, t after p and i), and the code was lost in two one-letter fields
    langs = [f"corpus/{lang}/doc_{k}.txt" for lang, k in (("pt", 1), ("pl", 2), ("it", 3), ("de", 4), ("pt", 5),
                                                          ("pl", 6), ("it", 7), ("de", 8))]
    _, rule = rule_of(langs)
    got = record(rule, "corpus/fil/doc_9.txt")  # a whole folder of two letters is one code: a three-letter one too
    assert got is not None and "fil" in got[1].values(), rule.glob
    sales = [f"sales/sales_{c}_{y}.csv" for c, y in (("de", 2020), ("dk", 2021), ("se", 2022), ("ie", 2023),
                                                     ("de", 2021), ("dk", 2022), ("se", 2023), ("ie", 2020))]
    _, rule = rule_of(sales)
    got = record(rule, "sales/sales_fr_2024.csv")
    assert got is not None and "fr" in got[1].values() and 2024 in got[1].values(), (rule.glob, got)


def test_an_optional_numbered_level_reads_each_column_once_on_deep_paths(monkeypatch):
    # levels.optional_level asks, for every candidate level, whether each column above and below it reads as one
    # kind (a segment model per column): on paths of hundreds of numbered folders that was one model per
    # (level, column) pair, quadratic (40 samples of 400 folders: 14.7 s of CPU, 0.8 s before the rule)
    import pathfinder.analysis.levels as L

    calls = []
    real = L.segment_model
    monkeypatch.setattr(L, "segment_model", lambda *a, **k: calls.append(1) or real(*a, **k))
    d = 60
    deep = [[f"ab{(i * 7 + j) % 9 + 1}" for j in range(d)] + [f"f{i}.txt"] for i in range(6)]
    shallow = [[f"cd{(i * 5 + j) % 9 + 1}" for j in range(d - 1)] + [f"f{i}.txt"] for i in range(6)]
    L.optional_level(deep + shallow)
    assert 0 < len(calls) <= 3 * d, len(calls)  # one per column for the others, two per column for a level


def test_copies_of_generalised_folders_read_each_level_once_not_once_per_sample(monkeypatch):
    # folder_copies asks every level below each generalised folder whether it starts with the folder's copy; it
    # rebuilt and scanned every sample's text there for every (folder, level) pair: depth squared times the samples
    # (200 samples of 500 `Week2/` folders: 7.0 s of CPU, 0.65 s before the rule)
    import pathfinder.analysis.folder_copies as F
    from pathfinder.analysis import analyse

    seen = []
    real = F._copy_at_start
    monkeypatch.setattr(F, "_copy_at_start", lambda below, texts, *a, **k: seen.append(len(texts)) or real(below, texts, *a, **k))
    depth, n = 30, 40
    a = analyse(["/" + "/".join(["Week2"] * depth) + f"/Week2_x{i}.tif" for i in range(n)])
    assert a.glob.startswith("Week*/") and a.glob.endswith("/Week*_x*.tif"), a.glob  # the copy still generalises
    assert seen and sum(seen) <= depth * depth + n * depth, sum(seen)


def test_a_name_of_many_letter_pairs_gets_no_field_per_pair_as_written():
    # the pair as written is for a code (a language, a country); a hostile name of 40 crossing pairs per folder gave
    # 200 more fields, each read over every sample before the limits cut them to 100
    import random

    from pathfinder.analysis import analyse

    rnd = random.Random(8)
    samples = ["d/" + "_".join(rnd.choice("abcd") + rnd.choice("wxyz") for _ in range(10)) + f"_{k}.nc" for k in range(40)]
    a = analyse(samples)
    assert not [f for f in a.fields if f.pattern and "([a-z][a-z])" in f.pattern], [f.pattern for f in a.fields][:3]
