"""Names read in the wrong pieces (names14, issue 15): a letter-prefixed counter with a constant dotted suffix,
a file name that starts with its own folder's varying value, and a run folder of `_`-joined codes with a flag some
runs add. Each matrix is built from families other than the layouts that prompted the rule, and fails with the
rule switched off; the look-alikes keep the reading they had."""
from __future__ import annotations

import re

import pytest
from draft_helpers import record, rule_of


def _reads(rule, paths: list[str], want: list[object], typed: bool = False) -> bool:
    """Whether one field of `rule` reads `want[i]` from `paths[i]` for every path (compared as text, or as the
    value itself when `typed`)."""
    recs = [record(rule, p) for p in paths]
    if any(r is None for r in recs):
        return False
    names = set.intersection(*(set(r[1]) for r in recs))  # type: ignore[index]

    def same(got: object, w: object) -> bool:
        return got is None if w is None else got == w if typed else str(got) == str(w)
    return any(all(same(r[1][nm], w) for r, w in zip(recs, want)) for nm in names)  # type: ignore[index]


# --- a letter-prefixed counter with a constant dotted suffix (rewrites.letter_counter) ---------------------------

_COUNTERS = [  # (a path with {n} for the counter, the counts the samples draw)
    ("run1/Data/Intensities/BaseCalls/L001/C{n}.1/s_1_1101.bcl.gz", [1, 2, 5, 12, 17, 33, 64, 101, 150, 151]),
    ("runs/220301_NB501234_0042_AHXYZ/Data/Intensities/BaseCalls/L002/C{n}.1/s_2_11101.bcl", [3, 8, 9, 20, 41, 42, 75, 76, 80, 99]),
    ("novaseq/Data/Intensities/BaseCalls/L004/C{n}.1/L004_2.cbcl", [7, 11, 13, 29, 30, 58, 117, 118, 202, 251]),
    ("scope/plate3/T{n}.1/img_0001.tif", [0, 1, 2, 3, 4, 6, 10, 15, 21, 28]),
    ("capture/session2/F{n}.1/frame.raw", [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]),
    ("cryoem/grid4/G{n}.2/movie.mrc", [1, 3, 5, 7, 9, 11, 13, 15, 17, 19]),
    ("mri/sub7/S{n}.1/slice.dcm", [2, 4, 6, 8, 10, 12, 14, 16, 18, 21]),
    ("lanes/c{n}.1/tile.bcl", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
]


@pytest.mark.parametrize("tree, counts", _COUNTERS)
def test_a_letter_prefixed_counter_is_its_number(tree: str, counts: list[int]) -> None:
    # Illumina's `C12.1` was read as a version `12.1`: no field held the cycle
    samples = [tree.format(n=n) for n in counts]
    a, rule = rule_of(samples)
    unseen = tree.format(n=313)
    assert _reads(rule, samples + [unseen], counts + [313]), (a.glob, [f.pattern for f in a.fields])


_RELEASES = [  # a version mark or a word before `<n>.1`: still one version
    "toolchains/v{n}.1/bin.tar", "py/python{n}.1/lib.zip", "R/r{n}.1/base.tgz", "gcc/gcc-{n}.1/cc1.gz",
]


@pytest.mark.parametrize("tree", _RELEASES)
def test_a_release_after_its_mark_stays_a_version(tree: str) -> None:
    counts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    samples = [tree.format(n=n) for n in counts]
    a, rule = rule_of(samples)
    assert _reads(rule, samples, [f"{n}.1" for n in counts]), (a.glob, [f.pattern for f in a.fields])


# --- a file name that starts with its own folder's value (folder_echoes.name_repeats_varying_folder) ---------------

_ECHOES = [  # (folder value, the rest of the name after the copy and its separator, the tree)
    ("mods/{f}/locale/{f}.{r}.tr", ["carts", "beds", "boats", "doors", "farming", "fire", "tnt", "vessels", "walls", "wool"],
     ["de", "pt_BR", "fr", "zh_TW", "it", "es", "ru", "jbo", "uk", "pl"]),
    ("po/{f}/{f}.{r}.po", ["gimp", "gtk", "glib", "nautilus", "evince", "totem", "gedit", "eog", "cheese", "baobab"],
     ["de", "sr_Latn", "fr", "pt_BR", "nb", "en_GB", "ja", "ko", "ca_valencia", "zh_CN"]),
    ("addons/{f}/sounds/{f}_{r}.ogg", ["default", "tnt", "fire", "doors", "carts", "default", "fire", "doors", "tnt", "carts"],
     ["dig_crumbly", "explode", "flame", "door_open", "cart_moving", "wood_footstep", "extinguish", "door_close",
      "ignite", "cart_stop"]),
    ("i18n/{f}/{f}.{r}.json", ["editor", "viewer", "admin", "billing", "search"] * 2,
     ["de", "fr", "pt-BR", "ja", "zh-Hant", "es", "it", "nl", "sv", "ko"]),
    ("voices/{f}/{f}.{r}.wav", ["alice", "bob", "carol", "dave", "alice", "bob", "carol", "dave", "erin", "erin"],
     ["hello", "goodbye_long", "yes", "no", "thanks_a_lot", "hello", "no", "yes", "goodbye_long", "thanks_a_lot"]),
    ("skins/{f}/textures/{f}-{r}.png", ["aqua", "ember", "frost", "moss", "aqua", "ember", "frost", "moss", "dusk", "dusk"],
     ["button", "scroll bar", "title", "tab", "title", "button", "menu", "scroll bar", "tab", "menu"]),
]


@pytest.mark.parametrize("tree, folders, rests", _ECHOES)
def test_a_name_after_its_folders_value_is_read_after_it(tree: str, folders: list[str], rests: list[str]) -> None:
    # `carts/locale/carts.it.tr` read `carts.it` as one value: the language was never read alone
    samples = [tree.format(f=f, r=r) for f, r in zip(folders, rests)]
    a, rule = rule_of(samples)
    assert _reads(rule, samples, rests), (a.glob, [f.pattern for f in a.fields])
    assert _reads(rule, samples, folders), (a.glob, [f.pattern for f in a.fields])


def test_a_name_already_cut_where_the_copy_ends_keeps_its_reading() -> None:
    # Picard's `SRR…_subsamp/SRR…_subsamp.sorted.<metrics>.txt`: the template cut the copy off already
    runs = [4238351, 4238355, 4238359, 4238379, 4238400, 4238412, 4238433, 4238450, 4238461, 4238490]
    samples = [f"picard/SRR{r}_subsamp/SRR{r}_subsamp.sorted.{m}_metrics.txt"
               for r, m in zip(runs, ["gc_bias", "summary"] * 5)]
    a, rule = rule_of(samples)
    assert _reads(rule, samples, ["gc_bias", "summary"] * 5) or _reads(
        rule, samples, ["gc_bias_metrics", "summary_metrics"] * 5), (a.glob, [f.pattern for f in a.fields])


def test_a_date_that_starts_with_its_year_folder_keeps_its_year() -> None:
    # `meetings/2019/2019-03-05.md`: the year folder's copy is the date's own year, not a piece to cut off
    dates = ["2018-01-09", "2019-03-05", "2019-11-12", "2020-02-25", "2021-06-01", "2022-08-16", "2023-04-04",
             "2024-10-22", "2025-01-14", "2018-12-18"]
    samples = [f"meetings/{d[:4]}/{d}.md" for d in dates]
    a, rule = rule_of(samples)
    assert _reads(rule, samples, dates), (a.glob, [f.pattern for f in a.fields])


# --- a run folder of `_`-joined codes with a flag some runs add (optional.one_more_piece) --------------------------

_RUNS = [  # (the run folders, one with a flag word after the constant piece every run writes; the tree below)
    (["160919_hiseq2500_4966_FC", "160916_miseq_0966_FC_missing", "160919_hiseqx_0557_FC", "160919_hiseq4000_7984_FC"],
     "{run}/Data/Intensities/BaseCalls/L001/s_1_{t}.bcl.gz"),
    (["20230114_krios2_0031_raw", "20230115_glacios_0007_raw_bad", "20230120_krios1_0102_raw", "20230121_talos_0019_raw"],
     "epu/{run}/Images-Disc1/FoilHole_{t}.mrc"),
    (["180301_gridion_42_run", "180302_minion_7_run_rerun", "180305_promethion_13_run", "180306_flongle_2_run"],
     "nanopore/{run}/fast5_pass/batch_{t}.fast5"),
    (["210704_st12_118_obs", "210705_st3_119_obs", "210706_st12_120_obs_partial", "210707_st7_121_obs"],
     "stations/{run}/scan_{t}.dat"),
]


@pytest.mark.parametrize("runs, tree", _RUNS)
def test_a_run_folder_of_joined_codes_is_read_piece_by_piece(runs: list[str], tree: str) -> None:
    # bambi's `160916_miseq_0966_FC_missing` beside `160919_hiseq2500_4966_FC`: the instrument and run were one value
    samples = [tree.format(run=runs[i % 4], t=1101 + i) for i in range(10)]
    a, rule = rule_of(samples)
    pieces = [runs[i % 4].split("_") for i in range(10)]
    assert _reads(rule, samples, [p[1] for p in pieces]), (a.glob, [f.pattern for f in a.fields])
    assert _reads(rule, samples, [int(p[2]) for p in pieces]), (a.glob, [f.pattern for f in a.fields])


# --- an accession: a repository's code and its own number (written.leading_letters) --------------------------------

_ACCESSIONS = [  # (a path with {a} for the accession, the accessions the samples draw)
    ("runs/{a}_1.fastq.gz", ["SRR921767", "ERR1234567", "SRR4238351", "DRR000123", "ERR0045001", "SRR1000001",
                             "DRR013579", "ERR3000012", "SRR5550002", "DRR110000"]),
    ("examples/{a}/{a}.sdrf.tsv", ["PXD002137", "PDC000126", "PXD003572", "PXD005969", "PDC000220", "PXD009712",
                                  "PXD004684", "PDC000341", "PXD012345", "PXD000001"]),
    ("geo/{a}_series_matrix.txt.gz", ["GSE10072", "GDS3257", "GSE19804", "GSE2514", "GDS1234", "GSE7670", "GDS507",
                                      "GSE31210", "GSE18842", "GDS4794"]),
    ("bioprojects/{a}.xml", ["PRJNA257197", "PRJEB1787", "PRJNA13191", "PRJDB3122", "PRJEB9999", "PRJNA400001",
                             "PRJDB1020", "PRJNA33175", "PRJEB20321", "PRJDB7000"]),
]


@pytest.mark.parametrize("tree, accessions", _ACCESSIONS)
def test_an_accession_is_its_repository_and_its_number(tree: str, accessions: list[str]) -> None:
    # `PXD002137` beside `PDC000126`: the repository was read, its number never was
    samples = [tree.format(a=a) for a in accessions]
    a, rule = rule_of(samples)
    split = [re.fullmatch(r"([A-Z]+)([0-9]+)", acc).groups() for acc in accessions]  # type: ignore[union-attr]
    assert _reads(rule, samples, [c for c, _ in split]), (a.glob, [f.pattern for f in a.fields])
    assert _reads(rule, samples, [n for _, n in split]), (a.glob, [f.pattern for f in a.fields])


# --- signed coordinates after a dot (tokens.SIGNED) ----------------------------------------------------------------

_SIGNED_PAIRS = [(0, 0), (-1, 0), (0, 6), (-2, -3), (12, -7), (0, -1), (-10, 4), (3, 3), (-31, 15), (7, -12)]


@pytest.mark.parametrize("tree", ["world/region/r.{x}.{z}.mca", "world_nether/DIM-1/poi/r.{x}.{z}.mca",
                                  "saves/alpha/c.{x}.{z}.dat", "cache/overworld/chunk.{x}.{z}.bin",
                                  "maps/level3/tile.{x}.{z}.png", "grid/cell.{x}.{z}.json"])
def test_signed_coordinates_after_a_dot_are_integers_with_their_sign(tree: str) -> None:
    # `r.-1.0.mca` read `-1` as text and `1` as a number: the sign was cut off as a separator
    samples = [tree.format(x=x, z=z) for x, z in _SIGNED_PAIRS]
    a, rule = rule_of(samples)
    unseen = tree.format(x=-44, z=-45)
    xs = [x for x, _ in _SIGNED_PAIRS] + [-44]
    zs = [z for _, z in _SIGNED_PAIRS] + [-45]
    assert _reads(rule, samples + [unseen], xs, typed=True), (a.glob, [f.pattern for f in a.fields])
    assert _reads(rule, samples + [unseen], zs, typed=True), (a.glob, [f.pattern for f in a.fields])


@pytest.mark.parametrize("name", ["foo-1.2.3.tar.gz", "pkg-2.10.1.tar.gz", "lib-0.9.12.tar.gz"])
def test_a_dash_after_a_word_is_no_sign(name: str) -> None:
    # `foo-1.2.3` keeps its version: the `-` follows a letter, not a dot
    stems = ["foo", "pkg", "lib", "zlib", "curl", "grep", "sed", "tar", "gawk", "make"]
    vers = ["1.2.3", "2.10.1", "0.9.12", "1.3.1", "8.5.0", "3.11", "4.9", "1.35", "5.3.2", "4.4.1"]
    samples = [f"src/{s}-{v}.tar.gz" for s, v in zip(stems, vers)]
    a, rule = rule_of(samples)
    assert _reads(rule, samples, vers), (a.glob, [f.pattern for f in a.fields])


def test_a_name_of_constant_pieces_with_a_word_added_stays_one_value() -> None:
    # `temporal_generalisation` beside `temporal_generalisation_predicted`: no piece varies but the added word,
    # so the folder is one value (the analysis), not a flag
    names = ["temporal_generalisation", "temporal_generalisation_predicted"] * 5
    samples = [f"derivatives/sub-{i:03d}/{a}/scores.npy" for i, a in enumerate(names, start=1)]
    a, rule = rule_of(samples)
    assert _reads(rule, samples, names), (a.glob, [f.pattern for f in a.fields])


_RAGGED_RUNS = [  # run folders whose longer names add pieces of their own after `<date>_<code>_<number>`
    ["110519_IL33_06284", "110323_HS13_06000_B_B039WABXX", "140624_MS6_13349_A_MS2639979-300V2",
     "110405_HS17_06067_A_B035CABXX"],
    ["20230101_MN12345_0042", "20230102_GXB01234_0043_FAQ12345_a1b2c3d4", "20230105_PAM56789_0044_FAR98765",
     "20230109_MN12345_0045"],
    ["20210704_CTIO4_118", "20210705_KPNO2_119_partial_reduced", "20210706_LCO1_120_v2", "20210707_CTIO4_121"],
]


@pytest.mark.parametrize("runs", _RAGGED_RUNS)
def test_a_run_folder_with_pieces_some_runs_add_reads_its_code_and_number(runs: list[str]) -> None:
    # illumina2bam's `110519_IL33_06284` beside `110323_HS13_06000_B_B039WABXX`: the instrument and run were free text
    samples = [f"testdata/{runs[i % 4]}/Data/L001/s_1_{1101 + i}.bcl" for i in range(10)]
    a, rule = rule_of(samples)
    pieces = [runs[i % 4].split("_") for i in range(10)]
    assert _reads(rule, samples, [p[1] for p in pieces]), (a.glob, [f.pattern for f in a.fields])
    assert _reads(rule, samples, [int(p[2]) for p in pieces]), (a.glob, [f.pattern for f in a.fields])


def test_hostile_names_stay_quick_and_valid() -> None:
    # long folder copies, empty pieces and many samples: no blow-up, a glob that takes its own samples
    import time

    from pathfinder.analysis import analyse
    long = "_".join(["w"] * 300)
    sets = [[f"mods/{long}{i}/locale/{long}{i}.de_{i}.tr" for i in range(50)],
            [f"runs/2401{i % 28 + 1:02d}_M{i}_{i:04d}_FC{'_x' * (i % 2)}/r.-{i}..{i}.mca" for i in range(4000)],
            [f"mods/m{i}/s/m{i}.{'é' * (i % 5 + 1)}.tr" for i in range(100)]]
    for samples in sets:
        start = time.process_time()
        a = analyse(samples)
        assert time.process_time() - start < 10, a.glob
        assert a.glob and not a.glob.startswith("**/*"), a.glob
