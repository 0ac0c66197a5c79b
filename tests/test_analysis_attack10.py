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
