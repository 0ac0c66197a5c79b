"""Samples from one branch (issue 15, round 12's branch11): a folder constant in every sample that a person still
reads as one member of a family. Each rule is tested over the CLASS of shapes (separators, case, widths, positions,
from other domains than the one that prompted it: review14's `embryo3`, `DUC1`, `reachingvideo1`, tune12's
`ZStep_2`), beside look-alikes that keep their reading (a plain word or a name with its number stays literal)."""
from __future__ import annotations

import pytest

from draft_helpers import assert_stays_literal, record, rule_of

from pathfinder.analysis.numbered_words import counted_tail, numbered_word

# (folder of the samples, an unseen sibling folder, the sibling's number)
COUNTED_ITEMS = [
    ("embryo3", "embryo12", 12),  # a specimen (light-sheet embryos)
    ("Embryo_2", "Embryo_7", 7),  # capitalised, `_`
    ("larva-4", "larva-10", 10),  # `-`, one digit to two
    ("organoid05", "organoid11", 11),  # zero-padded
    ("video1", "video23", 23),  # a media item
    ("Movie 3", "Movie 8", 8),  # a space
    ("stack_2", "stack_14", 14),  # an acquisition's stack
    ("slice07", "slice12", 12),
    ("tank_3", "tank_11", 11),  # an aquarium's tank
    ("dish-6", "dish-2", 2),  # a culture dish
    ("query4", "query17", 17),  # a retrieval query
    ("roi2", "roi15", 15),  # a region of interest
    ("plant12", "plant3", 3),  # a plant of a field trial
    ("ZStep_2", "ZStep_10", 10),  # a capitalised hump that counts (`Step`) after a qualifier (`Z`)
    ("FocusPlane3", "FocusPlane9", 9),
    ("reachingvideo1", "reachingvideo4", 4),  # a lower-case qualifier glued before the counted word
    ("leftcamera2", "leftcamera5", 5),
    ("TopView_1", "TopView_3", 3),
    ("converted_files_1", "converted_files_2", 2),  # a plural of a counted item: one numbered batch of them
    ("slides-4", "slides-9", 9),
    ("Images_2", "Images_5", 5),
]


@pytest.mark.parametrize("folder, sibling, value", COUNTED_ITEMS)
def test_a_counted_item_folder_from_one_branch_covers_its_siblings(folder, sibling, value):
    samples = [f"study/raw/{folder}/{cond}/img_{n:03d}.tif" for cond, n in
               (("ctrl", 1), ("ctrl", 2), ("drug", 3), ("drug", 17), ("ctrl", 25), ("drug", 40))]
    a, rule = rule_of(samples)
    assert folder not in a.glob
    got = record(rule, f"study/raw/{sibling}/ctrl/img_005.tif")
    assert got is not None and got[0] == "complete" and value in got[1].values(), (a.glob, got)
    assert record(rule, f"study/raw/{folder}/ctrl/img_005.tif") is not None  # the samples' own branch still reads


# a word whose number is part of a name stays literal: a short tail that only looks like a count (`frank`, `cabin`),
# one plain word alone, an instrument's model, software, a format, a codec
NAMES = [
    ("frank3", "frank4"), ("cabin2", "cabin5"), ("subset1", "subset2"), ("NextSeq500", "NextSeq550"),
    ("HiSeq2500", "HiSeq4000"), ("python3", "python2"), ("utf8", "utf16"), ("x264", "x265"), ("md5", "md4"),
    ("mp3", "mp4"), ("h5", "h4"), ("Pax6", "Pax7"), ("GoPro9", "GoPro10"), ("OpenGL4", "OpenGL3"),
    ("ops3", "ops4"), ("tools_2", "tools_5"),  # a plural that counts nothing
]


@pytest.mark.parametrize("folder, sibling", NAMES)
def test_a_name_with_a_number_stays_literal(folder, sibling):
    assert_stays_literal(folder, sibling)


@pytest.mark.parametrize("word, tail", [
    ("ZStep", True), ("FocusPlane", True), ("reachingvideo", True), ("leftcamera", True), ("TopView", True),
    ("frank", False), ("cabin", False), ("subset", False), ("NextSeq", False), ("GoPro", False), ("OpenGL", False),
    ("VIDEO", False), ("video", False),  # the counting word alone is read as itself, not as a tail
])
def test_which_words_end_with_a_counting_word(word, tail):
    assert counted_tail(word) is tail


def test_a_counted_tail_makes_the_word_a_member_alone():
    assert numbered_word("ZStep", "2") == 2 and numbered_word("reachingvideo", "1") == 2
    assert numbered_word("frank", "3") == 1 and numbered_word("HiSeq", "2500") == 0


# (folder, an unseen sibling, the file names' piece that writes the folder's letters alone, the sibling's number)
LETTERS_ALONE = [
    ("DUC1", "DUC2", "DUC_cutout", "2"),  # a scanned building's floor (InLoc)
    ("CSE4", "CSE12", "CSE-view", "12"),  # `-`, one digit to two
    ("bldg2", "bldg7", "bldg.scan", "7"),  # lower case, `.`
    ("Rig3", "Rig10", "rig_capture", "10"),  # the names write the letters in another case
    ("LAB01", "LAB02", "LAB_plate", "2"),  # zero-padded (read as the number 2 or the code `02`)
    ("scanner2", "scanner9", "scanner-log", "9"),
    ("MRI3", "MRI1", "MRI session", "1"),  # a space
    ("AB7", "AB3", "AB_frame", "3"),  # two letters
    ("hall5", "hall2", "hall.view", "2"),
    ("Tower12", "Tower3", "tower-photo", "3"),
    ("ZONE4", "ZONE9", "zone map", "9"),
    ("Pier2", "Pier15", "PIER_sonar", "15"),
]


@pytest.mark.parametrize("folder, sibling, piece, value", LETTERS_ALONE)
def test_a_code_whose_letters_the_names_repeat_alone_is_one_member(folder, sibling, piece, value):
    samples = [f"db/cutouts/{folder}/{s:03d}/{piece}_{s:03d}_{yaw}.jpg" for s, yaw in
               ((23, 270), (90, 240), (16, 120), (5, 330), (23, 30), (79, 0))]
    a, rule = rule_of(samples)
    assert f"/{folder}/" not in a.glob
    got = record(rule, f"db/cutouts/{sibling}/044/{piece}_044_60.jpg")
    assert got is not None and got[0] == "complete" and value in {str(v).lstrip("0") for v in got[1].values()}, (a.glob, got)


@pytest.mark.parametrize("folder, sibling, piece", [
    ("lib64", "lib32", "lib_util"),  # letters that name a program, a format or a machine
    ("python3", "python2", "python-config"),
    ("md5", "md4", "md_sums"),
    ("mp3", "mp4", "mp_track"),
    ("DUC1", "DUC2", "cutout"),  # no sign: the names never write the letters
])
def test_letters_without_the_sign_stay_literal(folder, sibling, piece):
    samples = [f"db/cutouts/{folder}/{s:03d}/{piece}_{s:03d}_{yaw}.jpg" for s, yaw in
               ((23, 270), (90, 240), (16, 120), (5, 330), (23, 30), (79, 0))]
    a, rule = rule_of(samples)
    assert record(rule, f"db/cutouts/{sibling}/044/{piece}_044_60.jpg") is None, a.glob


# (folder of the samples, an unseen sibling, the sibling's count as written)
COUNT_WORDS = [
    ("nipbl_dep_g2_one_sister", "nipbl_dep_g2_two_sister", "two"),  # sister chromatids labelled (idr0149)
    ("wt_two_sister", "wt_one_sister", "one"),
    ("Two-Cell", "Eight-Cell", "Eight"),  # an embryo's stage, Title case, `-`
    ("three week", "twelve week", "twelve"),  # a space
    ("ONE_PASS", "TWO_PASS", "TWO"),  # upper case
    ("dose.four.mg", "dose.ten.mg", "ten"),  # dots, in the middle
    ("five_fold_cv", "ten_fold_cv", "ten"),  # first piece
    ("six-hour_fix", "nine-hour_fix", "nine"),
    ("rig_seven_cam", "rig_eleven_cam", "eleven"),
    ("One Shot", "Three Shot", "Three"),
    ("run_two_trials", "run_four_trials", "four"),
    ("batch-three-plates", "batch-one-plates", "one"),
]


@pytest.mark.parametrize("folder, sibling, value", COUNT_WORDS)
def test_a_count_spelt_out_in_a_constant_folder_varies(folder, sibling, value):
    a, rule = rule_of([f"exp/{folder}/{n}_img.tif" for n in ("a1", "b2", "c3", "d4", "e5", "f6")])
    got = record(rule, f"exp/{sibling}/x9_img.tif")
    assert got is not None and got[0] == "complete" and value in got[1].values(), (a.glob, got)
    assert record(rule, f"exp/{folder}/x9_img.tif") is not None


@pytest.mark.parametrize("folder, sibling", [
    ("all_in_one", "all_in_two"),  # a count ending a name counts nothing after it
    ("OneDrive", "TwoDrive"),  # glued to a word: a name
    ("someone_else", "sometwo_else"),  # inside a word
    ("ones_zeros", "twos_zeros"),  # a word that starts like a count
    ("one", "two"),  # a count alone says nothing of what it counts
])
def test_a_count_word_without_the_thing_it_counts_stays(folder, sibling):
    a, rule = rule_of([f"exp/{folder}/{n}_img.tif" for n in ("a1", "b2", "c3", "d4", "e5", "f6")])
    assert record(rule, f"exp/{sibling}/x9_img.tif") is None, a.glob


@pytest.mark.parametrize("folder, sibling, other", [
    ("two_factor", "three_factor", "multi_factor"),  # a package named by a count: its look-alike stays out
    ("one_shot", "five_shot", "few_shot"),
    ("Two-Cell", "Eight-Cell", "Morula-Cell"),
    ("ten_minute_mail", "five_minute_mail", "temp_minute_mail"),
])
def test_a_spelt_count_glob_lists_the_counts_so_other_words_stay_out(folder, sibling, other):
    a, rule = rule_of([f"src/{folder}/mod{n}/x{n}.py" for n in range(6)])
    got = record(rule, f"src/{sibling}/mod9/x9.py")
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert record(rule, f"src/{other}/mod9/x9.py") is None, a.glob  # the glob, not only the regex, keeps it out


def test_a_count_word_in_the_text_every_varying_folder_shares_varies():
    # the condition folders vary in the samples, all of them labelling one sister: `*_one_sister`
    samples = [f"exp2/{cond}_one_sister/{n}_img.tif" for cond, n in
               (("wt_g2", "a1"), ("nipbl_dep", "b2"), ("sororin_dep", "c3"), ("wapl_dep", "d4"), ("wt_g2", "e5"))]
    a, rule = rule_of(samples)
    got = record(rule, "exp2/smc4_dep_two_sister/x9_img.tif")
    assert got is not None and "two" in got[1].values(), (a.glob, got)
