"""Round 10's rules and the analyser's hot paths attacked with hostile samples and look-alikes (attack10, issue 15).
Each test fails with its fix switched off."""
from __future__ import annotations

import random
import string

from draft_helpers import record, rule_of

from pathfinder.analysis.parts import Var, VarKind, lit, var_part
from pathfinder.analysis.rewrites import merge_word_runs


class _Passes(list):
    """Sample values that count how often they are read through."""

    passes = 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        self.passes += 1
        return super().__iter__()


def test_a_long_run_of_words_reads_the_values_once_whatever_its_start():
    # 2,000 names of 40 two-letter words (`ab_cd_…`): the run was tried from each of its 40 starts and every value
    # matched once per start (the CLI took 9 s on such a listing); the words vary independently, so none merge
    rnd = random.Random(5)
    width = 12
    values = _Passes("_".join(rnd.choice(string.ascii_lowercase) * 2 for _ in range(width)) for _ in range(300))
    parts = []
    for k in range(width):
        if k:
            parts.append(lit("_"))
        parts.append(var_part(Var(VarKind.WORD, "[a-z]+"), "*"))
    out = merge_word_runs(parts, values)
    assert values.passes == 1
    assert [p.var is not None for p in out] == [p.var is not None for p in parts]  # independent: kept apart
    # a run whose words move together (one name cut at its `_`) still merges into one free part
    together = _Passes(f"{w}_{w[::-1]}" for w in ("alpha", "beta", "gamma", "delta", "omega"))
    merged = merge_word_runs([parts[0], lit("_"), parts[2]], together)
    assert len(merged) == 1 and merged[0].glob == "*"


def test_a_plain_word_folder_that_starts_the_names_below_stays_literal():
    # folder_copies.folders_squeezed_into_values: a genotype folder `HEI10 OX` above `HEI10OXC2_…` is one group of
    # many; a project's `data/` above `dataset_a.csv`, `database_dump.csv` or a log folder `app/` above
    # `appserver.log` is a plain word that names its category, and from one such folder the glob became `*/…`
    data = [f"/proj/data/{n}.csv" for n in ("dataset_a", "database_dump", "datafile7", "datasheet", "data_raw",
                                            "dataframe_x", "datapoints", "datalog_3", "data_clean", "datamart")]
    _, rule = rule_of(data)
    assert record(rule, "/proj/data/datanew.csv") is not None, rule.glob
    assert record(rule, "/proj/other/dataset_a.csv") is None, rule.glob
    logs = [f"/var/log/app/app{n}.log" for n in ("server", "worker", "cron", "api", "db", "auth", "mail", "queue")]
    _, rule = rule_of(logs)
    assert record(rule, "/var/log/db/dbserver.log") is None, rule.glob
    # a coded folder (a line and its allele) still stands for its siblings
    pups = [f"lab/Pax6 KO/PAX6KOF2_{i + 3}.3.21_pup{i}_section{i % 2 + 1}_field{i * 2}/Tile{i * 3}.tif"
            for i in range(1, 11)]
    _, rule = rule_of(pups)
    assert record(rule, "lab/Sox2 KO/SOX2KOF1_4.3.21_pup1_section2_field2/Tile3.tif") is not None, rule.glob


def test_a_shared_number_set_apart_in_some_names_still_varies():
    # optional.glued_constant: a constant set apart before a number in some names (`sales_2024_01`) and glued to it
    # in others (`sales_202402`) splits the glued digits; the constant was kept literal, so from one year's exports
    # the rule missed every other year, and from one camera folder number (DCF's 101) every other folder
    months = [f"/exports/sales_2024_{m:02d}.csv" for m in (1, 3, 5, 7, 9, 11)] + \
             [f"/exports/sales_2024{m:02d}.csv" for m in (2, 4, 6, 8)]
    _, rule = rule_of(months)
    for path, month in (("/exports/sales_2025_01.csv", 1), ("/exports/sales_202502.csv", 2)):
        got = record(rule, path)
        assert got is not None and got[0] == "complete" and 2025 in got[1].values() and month in got[1].values(), \
            (rule.glob, got)
    frames = [f"/dcim/CAM_101_{n:04d}.jpg" for n in (42, 43, 45, 47, 48)] + [f"/dcim/CAM_101{n:04d}.jpg" for n in (44, 46, 49)]
    _, rule = rule_of(frames)
    got = record(rule, "/dcim/CAM_102_0001.jpg")
    assert got is not None and 102 in got[1].values(), (rule.glob, got)
    assert record(rule, "/dcim/IMG_102_0001.jpg") is None, rule.glob


def test_a_letter_code_closes_only_when_the_samples_could_have_shown_one_more_letter():
    # lone_codes.listed_letter_code: a one-letter code whose letters all recur is listed in the glob (`[GR]`), so
    # a phase image `_P_` stays out; but ten names of three or four recurring letters often miss one letter of a
    # set one larger (a facade survey's N, E, S without W; a shop's views F, B, L, R without T): they kept `*`
    rnd = random.Random(4)
    facades = [f"/survey/bldg_{rnd.randint(100, 999):04d}/bldg_{rnd.randint(100, 999):04d}_{d}_{rnd.randint(1, 9):02d}.jpg"
               for d in "NESNESNESN"]
    _, rule = rule_of(facades)
    got = record(rule, "/survey/bldg_0042/bldg_0042_W_01.jpg")
    assert got is not None and "W" in got[1].values(), rule.glob
    views = [f"/shop/images/SKU{rnd.randint(10000, 99999)}_{v}_{rnd.randint(1, 3)}.jpg" for v in "FBLRFBLRFB"]
    _, rule = rule_of(views)
    assert record(rule, "/shop/images/SKU12345_T_1.jpg") is not None, rule.glob
    # two channels seen five times each are the set: the phase images stay out
    channels = [f"/scope/well_{rnd.choice('BCDEFG')}{rnd.randint(1, 12):02d}/img_{rnd.randint(1, 99):03d}_{c}_t{rnd.randint(1, 48)}.tif"
                for c in "GRGRGRGRGR"]
    _, rule = rule_of(channels)
    assert record(rule, "/scope/well_B02/img_001_G_t1.tif") is not None, rule.glob
    assert record(rule, "/scope/well_B02/img_001_P_t1.tif") is None, rule.glob


def test_thousands_groups_reads_the_values_once_per_change_of_the_parts():
    # rewrites.thousands_groups matched every value again at each `<number>_<number>` pair of a name: 2,000 names of
    # 60 numbers joined by `_` took 2.6 s of analysis against 1.0 s before the rule
    from pathfinder.analysis.rewrites import thousands_groups

    rnd = random.Random(3)
    width = 10
    parts = []
    for k in range(width):
        if k:
            parts.append(lit("_"))
        parts.append(var_part(Var(VarKind.INT, r"\d+", "integer"), "*"))
    plain = _Passes("_".join(str(rnd.randint(1, 9999)) for _ in range(width)) for _ in range(50))
    assert thousands_groups(parts, plain) == parts and plain.passes <= 1
    # an offset written in thousands (`6380_000` beside `1219_547`) is still read whole, once
    rounds = _Passes(f"{rnd.randint(1, 9999)}_{rnd.choice(['000', '547', '120'])}" for _ in range(40))
    merged = thousands_groups(parts[:3], rounds)
    assert len(merged) == 1 and merged[0].glob == "*_???" and rounds.passes <= 2


def test_the_folder_copy_readings_read_each_level_once_for_all_three(monkeypatch):
    # folder_copies' three readings (a copy at the start of the names, a value copied inside them, a folder squeezed
    # into the leading value) each rebuilt every level's distinct texts: three passes over the samples per level
    import pathfinder.analysis.folder_copies as F
    from pathfinder.analysis import analyse

    calls = []
    real = F.level_texts
    monkeypatch.setattr(F, "level_texts", lambda *a: calls.append(1) or real(*a))
    a = analyse([f"/screen/Week2/Week2_2414{i % 3}/Week2_1806{i:02d}_F03_s1_w1.tif" for i in range(12)])
    assert len(calls) == 1
    assert "Week*/Week*_" in a.glob, a.glob  # the copy still takes the folder's template
