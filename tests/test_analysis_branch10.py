"""Samples from one branch (issue 15, round 11's branch10): a folder constant in every sample whose shape says
"one member of a numbered family" (a word and a number, several of them, a tag before one, a day before words
that hold one) generalises in the glob and is read as a field named by its word; names whose number is part of
the name stay literal. Each rule is tested over the CLASS of shapes (separators, case, widths, positions, from
other domains than the one that prompted it: review12's `expt10`, `DAS_4tag_Trial3`, `gallery_light1_loop1`,
`2016_04_01_a549_48hr_batch1`), beside look-alikes that keep their reading."""
from __future__ import annotations

import pytest

from draft_helpers import assert_stays_literal, record, rule_of

from pathfinder.analysis.numbered_words import numbered_word

# (folder of the samples, an unseen sibling folder, the field that reads the sibling's number, its value)
MEMBERS = [
    ("expt10", "expt3", "expt", 3),  # an experiment, abbreviated (DeltaVision stacks)
    ("Expt_7", "Expt_12", "expt", 12),  # capitalised, `_` between word and number
    ("smpl-3", "smpl-14", "smpl", 14),  # a sample, abbreviated, `-`
    ("ses 2", "ses 5", "session", 5),  # a session, a space (the field named for the word it abbreviates)
    ("grp04", "grp11", "grp", 11),  # a group, zero-padded
    ("trl_2", "trl_19", "trl", 19),  # a trial, abbreviated
    ("blk3", "blk10", "blk", 10),  # a block, one digit to two
    ("HeLa_Run2", "U2OS_Run7", "run", 7),  # a cell line's tag before a counted run: the tag varies too
    ("KOtag_Trial1", "WT_2tag_Trial3", "trial", 3),  # a tag of capitals and digits, one piece or two
    ("scene_light2_loop3", "scene_light4_loop1", "light", 4),  # two numbered words: both vary
    ("scene_light2_loop3", "scene_light4_loop1", "loop", 1),
    ("rig_cam2_take5", "rig_cam1_take12", "take", 12),  # a rig's camera and take
    ("mouse3_day14", "mouse12_day2", "day", 2),  # an animal and its day
    ("cohort_3_visit2", "cohort_11_visit1", "cohort", 11),  # separated and glued in one name
    ("fly2 session4", "fly7 session1", "session", 1),  # a space between the members
]


@pytest.mark.parametrize("folder, sibling, field, value", MEMBERS)
def test_a_numbered_member_folder_from_one_branch_covers_its_siblings(folder, sibling, field, value):
    samples = [f"lab/data/{folder}/{cond}/img_{n:03d}.tif" for cond, n in
               (("ctrl", 1), ("ctrl", 2), ("drug", 3), ("drug", 17), ("ctrl", 25), ("drug", 40))]
    a, rule = rule_of(samples)
    assert folder not in a.glob
    status, fields = record(rule, f"lab/data/{sibling}/ctrl/img_005.tif")
    assert status == "complete" and fields.get(field) == value, (a.glob, fields)
    status, fields = record(rule, f"lab/data/{folder}/ctrl/img_005.tif")  # the samples' own branch still reads
    assert status == "complete"


@pytest.mark.parametrize("folder, sibling", [
    ("expt10", "expt"),  # a number at least: `expt` alone is another folder
    ("blk3", "blkA"),
])
def test_the_numbered_member_needs_its_number(folder, sibling):
    _, rule = rule_of([f"lab/{folder}/img_{n:03d}.tif" for n in (1, 2, 3, 17, 25)])
    assert record(rule, f"lab/{sibling}/img_001.tif") is None


# a word whose number is part of a name: software, formats, codecs, protocols, models, products, a gene, a tree's
# own name, a size, an edit state; digits followed by letters are no member at all
NAMES = [
    ("python3", "python2"), ("utf8", "utf16"), ("mp3", "mp4"), ("h5", "h4"), ("ipv4", "ipv6"), ("md5", "md4"),
    ("win32", "win64"), ("lib64", "lib32"), ("k8s", "k9s"), ("log4j", "log5j"), ("2d", "3d"),
    ("resnet50", "resnet18"), ("era5", "era4"), ("CMIP6", "CMIP5"), ("Pax6", "Pax7"), ("study42", "study43"),
    ("model2048", "model2049"), ("final2", "final3"), ("peteish7", "peteish13"), ("mnist_28_28", "mnist_32_32"),
    ("hmdb51", "hmdb52"), ("grib2", "grib1"), ("nc4", "nc3"),
]


@pytest.mark.parametrize("folder, sibling", NAMES)
def test_a_name_with_a_number_stays_literal(folder, sibling):
    assert_stays_literal(folder, sibling)



@pytest.mark.parametrize("word, digits, sure", [
    ("Trial", "3", 2), ("expt", "10", 2), ("smpl", "1", 2), ("loop", "1", 1), ("light", "2", 1),
    ("python", "3", 0), ("x", "264", 0), ("s", "3", 0), ("CMIP", "6", 0), ("Pax", "6", 0), ("model", "2048", 0),
    ("kvxq", "481", 0), ("sha", "256", 0),
])
def test_how_surely_a_word_and_a_number_are_a_member(word, digits, sure):
    # a counting word or its abbreviation is enough alone; another plain word only beside another member
    assert numbered_word(word, digits) == sure


def test_one_plain_word_and_its_number_alone_is_a_name():
    # `loop1` alone (a plain word that counts nothing) is a name; beside `light2` it is one of two counters
    _, rule = rule_of([f"cap/loop1/frame_{n:04d}.png" for n in (1, 2, 3, 40, 52)])
    assert record(rule, "cap/loop2/frame_0001.png") is None


# a day, then words that hold a numbered member among other pieces: the words label that day's work
DAY_LABELS = [
    ("2016_04_01_a549_48hr_batch1", "2017_12_05_mcf7_24hr_batch2"),  # a Cell Painting batch
    ("2024-03-15_HeLa_run2", "2024-04-02_U2OS_dmso_run1"),  # a lab day's line and run
    ("20230705_flight3_north", "20230801_flight1_south"),  # a survey day's flight and area
    ("2022.11.30 plate7 rep", "2022.12.01 plate2 rep"),  # dots and spaces
]


@pytest.mark.parametrize("folder, sibling", DAY_LABELS)
def test_a_day_then_words_with_a_numbered_member_is_one_days_label(folder, sibling):
    samples = [f"runs/{folder}/well_{w}/cells.csv" for w in ("A01", "A02", "B03", "C11", "H12")]
    a, rule = rule_of(samples)
    assert record(rule, f"runs/{sibling}/well_A01/cells.csv") is not None, a.glob


@pytest.mark.parametrize("folder, sibling, kept", [
    ("2024-01-05_run3", "2024-02-11_run1", "_run"),  # one counted piece after the day: the run, read as before
    ("2024-01-05_take_4", "2024-02-11_take_2", "_take_"),
])
def test_a_day_then_one_piece_keeps_its_reading(folder, sibling, kept):
    samples = [f"runs/{folder}/well_{w}/cells.csv" for w in ("A01", "A02", "B03", "C11", "H12")]
    a, rule = rule_of(samples)
    assert kept in a.glob and record(rule, f"runs/{sibling}/well_A01/cells.csv") is not None, a.glob


# members written before a value the glob generalises (a day, a year, an id): the count varies as the value does
BEFORE_VALUES = [
    ("Session 3 - 2024-01-05", "Session 12 - 2024-02-11", "session", 12),
    ("exp3_2024-01-05", "exp7_2024-03-02", "exp", 7),
    ("wave3_2019", "wave1_2021", "wave", 1),
    ("Run_02-20240105", "Run_11-20240301", "run", 11),
    ("blk2 2024-05-01", "blk10 2024-06-12", "blk", 10),
]


@pytest.mark.parametrize("folder, sibling, field, value", BEFORE_VALUES)
def test_a_member_written_before_a_value_varies_with_it(folder, sibling, field, value):
    samples = [f"study/{folder}/rec_{n:03d}.edf" for n in (1, 2, 5, 17, 25, 40)]
    a, rule = rule_of(samples)
    status, fields = record(rule, f"study/{sibling}/rec_001.edf")
    assert status == "complete" and value in fields.values(), (a.glob, fields)


@pytest.mark.parametrize("folder, sibling", [("python3_2024-01-05", "python2_2024-01-05"),
                                             ("era5_2019", "era4_2019"), ("utf8-20240105", "utf16-20240105")])
def test_a_name_before_a_value_stays_literal(folder, sibling):
    _, rule = rule_of([f"study/{folder}/rec_{n:03d}.edf" for n in (1, 2, 5, 17, 25, 40)])
    assert record(rule, f"study/{sibling}/rec_001.edf") is None
