"""Codes and labels glued to their key or to each other (issue 15, round 11, glued11), each rule stated for the whole
class of shapes a person sees as the same thing and tested on a matrix of near neighbours from other domains, with
look-alikes that keep their reading. Prompted by review12's light-sheet stacks (`TP12_Chgreen_Ill0_Ang0,1,2`),
METABRIC's stacks (`MB0002_1_345`) and UCF-Crime's videos (`Abuse/Abuse002_x264.mp4`); no case below is one of them.
"""
from __future__ import annotations

import pytest

from draft_helpers import record, rule_of

# --- a short key glued to a value that varies, some values words ------------------------------------------------

_WORDS = (("green", "0"), ("red", "1"), ("blue", "2"), ("DAPI", "3"), ("left", "4"), ("far", "5"))


def _keyed(key: str, sep: str, where: str, mixed: bool, words: tuple[str, ...]) -> tuple[list[str], str, str]:
    """Ten samples whose names hold `<key><value>` at `where` (first, middle, last piece), values words and (when
    `mixed`) numbers; an unseen sibling with a value no sample holds, and that value."""
    values = [words[i % len(words)] if not mixed or i % 3 else str(i % 4) for i in range(10)]

    def name(i: int, v: str) -> str:
        pieces = {"first": [key + v, f"t{i:03d}"], "middle": [f"t{i:03d}", key + v, "raw"],
                  "last": [f"img{i:04d}", key + v]}[where]
        return sep.join(pieces)
    samples = [f"/lab/scope/run{1 + i % 2}/{name(i + 1, v)}.tif" for i, v in enumerate(values)]
    unseen = "violet" if not mixed else "7"
    return samples, f"/lab/scope/run2/{name(42, unseen)}.tif", unseen


@pytest.mark.parametrize("key,sep,where,mixed", [
    ("Ch", "_", "middle", True), ("ch", "_", "last", True), ("CH", "-", "middle", True), ("Ch", ".", "last", True),
    ("C", "_", "first", True), ("Chan", "-", "first", True), ("ch", "_", "middle", False), ("Ch", "-", "last", False),
    ("cam", "_", "last", False), ("Cam", ".", "middle", False), ("pos", "_", "first", False),
    ("view", "-", "middle", False), ("Pos", "_", "last", True), ("w", "-", "middle", True), ("Ill", "_", "last", True),
])
def test_a_short_key_glued_to_a_value_reads_the_value_and_keeps_the_key(key: str, sep: str, where: str, mixed: bool):
    words = ("green", "red", "blue") if not mixed else ("green", "red")
    samples, unseen, value = _keyed(key, sep, where, mixed, words)
    a, rule = rule_of(samples)
    assert key in a.glob  # the key stays literal in the glob
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete"
    assert value in [str(v) for v in got[1].values()]
    # the value is read without its key
    assert not any(str(v).startswith(key) and str(v) != key for v in got[1].values() if isinstance(v, str)
                   and str(v).lower().startswith(key.lower() + value.lower()))


@pytest.mark.parametrize("values", [
    ("mp3", "mpeg", "mp4", "mpeg"),  # formats: `mp` is no key, `eg` no value
    ("x86", "xeon", "x86", "xeon"),
    ("sha1", "shadow", "sha1", "shadow"),
    ("green", "grey", "green", "grey"),  # words that share letters, no key before them
    ("python3", "pypy", "python3", "pypy"),
])
def test_words_that_only_share_letters_are_not_a_key_and_its_values(values: tuple[str, ...]):
    samples = [f"/builds/{v}/build_{i:03d}_{v}.log" for i, v in enumerate(values * 2)]
    a, _ = rule_of(samples)
    read = {str(r) for f in a.fields for r in f.raw if r is not None}
    assert not read & {"eg", "eon", "dow", "een", "ey", "3", "86", "1"}


# --- a constant that names a codec, a hash or an encoding stays literal -----------------------------------------

@pytest.mark.parametrize("code", ["x264", "h265", "md5", "utf8", "sha256", "python3", "h5", "mp3", "uint16", "x86"])
def test_a_named_code_shared_by_every_sample_stays_literal(code: str):
    samples = [f"/media/clips/clip{n:03d}_{code}.bin" for n in (1, 4, 7, 12, 20, 33, 41, 58, 60, 72)]
    a, _ = rule_of(samples)
    assert "_" + code + "." in a.glob
    assert not any(code[:1] == f.name for f in a.fields)


def test_a_counter_glued_to_a_code_of_the_same_shape_still_generalises():
    # `p244` (a speaker) or `c003` are numbered members, unlike `x264`
    samples = [f"/corpus/wav/p244/p244_{n:03d}.wav" for n in (1, 4, 7, 12, 20, 33, 41, 58, 60, 72)]
    _, rule = rule_of(samples)
    assert record(rule, "/corpus/wav/p250/p250_003.wav") is not None


# --- a word glued before its item's counter ---------------------------------------------------------------------

_CLASSES = ("Abseiling", "Bowling", "RockClimbing", "Surfing", "Archery", "Bowling", "Surfing", "Archery")


@pytest.mark.parametrize("case,width,tail,echo", [
    ("title", 3, "_x264", True), ("title", 2, "", True), ("title", 4, "-hd", False), ("title", 5, "", False),
    ("lower", 3, "_h264", True), ("lower", 3, "", False), ("lower", 4, ".raw", True), ("camel", 3, "", True),
    ("camel", 2, "_clip", False), ("title", 3, ".part", False), ("lower", 2, "_take", True),
    ("camel", 4, "_x265", True),
])
def test_a_word_glued_to_a_padded_counter_is_the_word_and_the_counter(case: str, width: int, tail: str, echo: bool):
    def spell(word: str) -> str:
        return {"title": word[:1] + word[1:].lower(), "lower": word.lower(), "camel": word}[case]
    samples = [f"/videos/{spell(c) if echo else 'all'}/{spell(c)}{i * 7 % 97 + 1:0{width}d}{tail}.mp4"
               for i, c in enumerate(_CLASSES + _CLASSES[:2])]
    a, rule = rule_of(samples)
    new = spell("Skydiving")
    got = record(rule, f"/videos/{new if echo else 'all'}/{new}{'9' * width}{tail}.mp4")
    assert got is not None and got[0] == "complete"
    assert int("9" * width) in got[1].values()
    assert tail.lstrip("_-.") == "" or tail.lstrip("_-.") in a.glob  # the tail (a codec, a camera) stays literal


@pytest.mark.parametrize("names", [
    ("Win10", "Win11", "Ubuntu22", "Debian12"),  # bare versions: names with their numbers
    ("GTX1080", "RTX3090", "GTX1070", "RTX2080"),  # capitals: models, kept whole
    ("Python3", "Ruby2", "Perl5", "Lua4"),
])
def test_a_word_with_a_bare_number_seen_once_each_is_one_name(names: tuple[str, ...]):
    samples = [f"/bench/{n}/results_{i:02d}.csv" for i, n in enumerate(names * 2)]
    a, _ = rule_of(samples)
    folder = [f for f in a.fields if f.source == "segment(-2)"]
    assert folder and set(names) <= {r for f in folder for r in f.raw}


# --- a numbered slot constant in the samples, one of a tuple of numbered slots ----------------------------------

@pytest.mark.parametrize("lead,sep,const,tail", [
    ("MB", "_", "1", "_fullstack"), ("PT", "-", "2", ""), ("", "_", "1", "_roi"), ("S", " ", "3", ""),
    ("case", "_", "0", "_mask"), ("ID", "-", "1", "-seg"), ("", "-", "4", ""), ("HE", "_", "2", ""),
    ("BLK", "_", "1", "_core"), ("", " ", "1", "_x"), ("tma", "-", "9", ""), ("R", "_", "12", ""),
])
def test_a_shared_number_between_varying_numbered_slots_is_read(lead: str, sep: str, const: str, tail: str):
    # (numbers joined by dots alone, `0002.3.345`, read as one dotted value, a version: not this class)
    samples = [f"/imc/stacks/{lead}{p:04d}{sep}{const}{sep}{i}{tail}.tiff"
               for p, i in ((2, 345), (10, 420), (31, 371), (45, 88), (102, 364), (230, 138), (384, 17), (401, 290))]
    _, rule = rule_of(samples)
    other = "3" if const != "3" else "5"
    got = record(rule, f"/imc/stacks/{lead}0777{sep}{other}{sep}11{tail}.tiff")
    assert got is not None and got[0] == "complete" and int(other) in got[1].values()


@pytest.mark.parametrize("keys,sep,const", [
    (("TP", "Ch", "Ill", "Ang"), "_", 2), (("t", "c", "z"), "_", 1), (("T", "C", "Z", "F"), "-", 3),
    (("Pos", "Ch", "Z"), "_", 1), (("s", "w", "t"), "_", 1), (("TL", "Ch", "Ill"), "_", 2),
    (("F", "Z", "C"), "-", 2), (("time", "pos", "ch"), "_", 1), (("TP", "ill", "ch"), ".", 1),
    (("R", "C", "F", "P"), "_", 3), (("T", "Ang", "Ill"), "_", 1), (("ROW", "COL", "FLD"), "-", 2),
])
def test_a_keyed_slot_shared_by_every_sample_among_keyed_slots_that_vary_generalises(keys: tuple[str, ...], sep: str,
                                                                                   const: int):
    def name(values: list[str]) -> str:
        return sep.join(k + v for k, v in zip(keys, values))
    samples = []
    for i in range(1, 11):
        values = [str(i * 3 + j) if j != const else "0" for j in range(len(keys))]
        values[0] = str(i * 7)
        samples.append(f"/scope/exp/{name(values)}.tif")
    _, rule = rule_of(samples)
    values = ["5"] * len(keys)
    values[const] = "1"
    got = record(rule, f"/scope/exp/{name(values)}.tif")
    assert got is not None and got[0] == "complete" and 1 in got[1].values()


@pytest.mark.parametrize("name", [
    "build_{i}_x86_64_{j}", "data_{i}_h5_{j}", "clip_{i}_v1_final", "report_{i}_q3_draft", "img_{i}_utf8_{j}",
])
def test_a_look_alike_slot_keeps_its_reading(name: str):
    samples = [f"/out/{name.format(i=i * 13, j=i * 5 + 1)}.txt" for i in range(1, 11)]
    a, _ = rule_of(samples)
    for word in ("x86", "h5", "v1", "q3", "utf8"):
        if "_" + word + "_" in name:
            assert "_" + word + "_" in a.glob


# --- labels glued inside one folder name -------------------------------------------------------------------------

@pytest.mark.parametrize("fmt,new,expect", [
    ("{r}{c:02d}-{s}", "P24-9", ("P24", 9)),  # a well and a site
    ("{r}{c}-{s}", "H7-3", ("H7", 3)),
    ("{r}{c:02d}-site{s}", "C10-site4", ("C10", 4)),
    ("{r}{c:03d}-{s}", "K101-2", ("K101", 2)),
    ("AO{c}TO{s}-Trial{s}", "AO7TO3-Trial3", ("AO7TO3", 3)),  # a strain before its trial
    ("{r}{c}x-{s}", "J5x-8", ("J5x", 8)),
    ("S{c}{r}-{s}", "S9Q-5", ("S9Q", 5)),
    ("blk{c}{r}-{s}", "blk3Z-1", ("3Z", 1)),
    ("{r}{r}{c}-{s}", "MM4-6", ("MM4", 6)),
    ("T{c}{r}-L{s}", "T8D-L2", ("T8D", 2)),
    ("{r}{c:02d}-r{s}", "B11-r7", ("B11", 7)),
    ("Plate{c}{r}-{s}", "Plate6F-3", ("6F", 3)),
])
def test_a_folder_of_a_code_with_digits_and_a_value_joined_by_a_dash_reads_both(fmt: str, new: str,
                                                                                 expect: tuple[str, int]):
    cells = [("A", 1, 2), ("E", 17, 4), ("N", 23, 5), ("B", 3, 1), ("C", 11, 3), ("A", 1, 3), ("G", 5, 2)]
    samples = [f"/screen/run/{fmt.format(r=r, c=c, s=s)}/{t}.csv" for r, c, s in cells for t in ("Cells", "Image")]
    _, rule = rule_of(samples)
    got = record(rule, f"/screen/run/{new}/Nuclei.csv")
    assert got is not None and got[0] == "complete"
    values = list(got[1].values())
    assert expect[0] in values and expect[1] in values


def test_entity_folders_of_differing_word_keys_keep_their_reading():
    # `sub-01` here and `ses-1` there (a depth that varies) stays one `*-*` folder, not a label and a number
    samples = [f"/bids/{k}-{n:02d}/anat/scan_{i}.nii.gz" for i, (k, n) in
               enumerate([("sub", 1), ("ses", 2), ("sub", 3), ("ses", 1), ("sub", 5), ("ses", 3)])]
    a, _ = rule_of(samples)
    assert "*-*" in a.glob


@pytest.mark.parametrize("values,unseen,expect", [
    (("Fig5A_O1", "Fig5B_O2", "Fig5C-Oid"), "Fig5D-O3", "O3"),
    (("Plate1-ctrl", "Plate2_drug", "Plate3_ctrl"), "Plate4_dmso", "dmso"),
    (("site1-left", "site2_right", "site3_left"), "site4-right", "right"),
    (("wt_rep1", "ko-rep1", "het_rep2"), "mut-rep3", "mut"),
    (("run01_pre", "run02-post", "run03_pre"), "run04-pre", "pre"),
    (("LN12-tumor", "LN14_normal", "LN20_tumor"), "LN31-normal", "normal"),
    (("m01_brain", "m02-liver", "m03_heart"), "m04-lung", "lung"),
    (("exp7-DAPI", "exp8_GFP", "exp9_DAPI"), "exp10-RFP", "RFP"),
    (("B1_day3", "B2-day5", "B4_day7"), "B5-day9", "9"),
    (("Cam1-front", "Cam2_rear", "Cam3_front"), "Cam4-rear", "rear"),
    (("ctrl_A1", "drug-B2", "ctrl-C3"), "dmso_D4", "D4"),
    (("zone1-wet", "zone2_dry", "zone3_wet"), "zone4-dry", "dry"),
])
def test_labels_joined_by_a_dash_in_some_folders_and_an_underscore_in_others_are_read_each(
        values: tuple[str, ...], unseen: str, expect: str):
    # (two free words, `ctrl_A` beside `drug-B`, stay one name as before: three folders cannot show them independent)
    samples = [f"/project/data/{v}/frame_{i:03d}.png" for i, v in enumerate(values * 3)]
    a, rule = rule_of(samples)
    got = record(rule, f"/project/data/{unseen}/frame_042.png")
    assert got is not None and got[0] == "complete" and expect in {str(v) for v in got[1].values()}
    other = unseen.replace("-", "_") if "-" in unseen else unseen.replace("_", "-")
    assert record(rule, f"/project/data/{other}/frame_042.png") is not None  # either separator


@pytest.mark.parametrize("values,unseen,expect", [
    (("AceT1", "GlyT2", "Glu_T1", "RDM_T3"), "Lac_T2", ("Lac", 2)),
    (("ctrlRep2", "drug_Rep1", "dmsoRep3"), "vehicle_Rep4", ("vehicle", 4)),
    (("WT-day3", "KOday1", "HET-day5"), "MUTday7", ("MUT", 7)),
    (("mutRun4", "wt_Run2", "hetRun1"), "null_Run5", ("null", 5)),
    (("leftCam1", "right_Cam2", "topCam3"), "back_Cam4", ("back", 4)),
    (("HeLa_P12", "U2OSP3", "A549_P7"), "MCF7P9", ("MCF7", 9)),
    (("siteAz2", "siteB_z5", "siteCz1"), "siteD_z8", ("siteD", 8)),
    (("coldW1", "hot_W2", "warmW3"), "mild_W4", ("mild", 4)),
    (("lowDose2", "high_Dose1", "midDose3"), "zero_Dose4", ("zero", 4)),
    (("north.T10", "southT11", "eastT12"), "west.T13", ("west", 13)),
    (("LB-Plate1", "M9Plate2", "YPD-Plate3"), "SC-Plate4", ("SC", 4)),
    (("pre_Visit1", "postVisit2", "base_Visit3"), "followVisit4", ("follow", 4)),
])
def test_a_label_glued_to_a_keyed_number_or_set_apart_reads_the_label_and_the_number(
        values: tuple[str, ...], unseen: str, expect: tuple[str, int]):
    samples = [f"/assay/plates/{v}/well_{i:02d}.tif" for i, v in enumerate(values * 3)]
    _, rule = rule_of(samples)
    got = record(rule, f"/assay/plates/{unseen}/well_07.tif")
    assert got is not None and got[0] == "complete"
    assert expect[0] in got[1].values() and expect[1] in got[1].values()


def test_one_spelling_of_labels_and_keys_keeps_its_reading():
    # every folder glued the same way: the optional separator is not invented (the rule needs both spellings)
    samples = [f"/assay/plates/{v}/well_{i:02d}.tif" for i, v in enumerate(("AceT1", "GlyT2", "GluT1") * 3)]
    a, _ = rule_of(samples)
    assert not any("(?:" in (f.pattern or "") and ")?" in (f.pattern or "") for f in a.fields)
