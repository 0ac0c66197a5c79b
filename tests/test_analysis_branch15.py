"""Samples from one branch (issue 15, round 15's branch15): a branch folder named by words beside its id. Ten samples
of one event, one station, one shoot or one depth show that folder as one value; the member rules see its id and
generalise it, and the words around the id name that one member as well (`kiwi-pycon-2019`, `ST0042_north_ridge`),
so its siblings carry other words; one or two words after the values may name a kind (`2019-03-12_raw_data`) and
stay. Each case is a family other than the ones that prompted the rule (review19's
sequencing runs, branch5's conference talks, tune8's ocean grids), beside look-alikes a person keeps."""
from __future__ import annotations

import pytest

from draft_helpers import record, rule_of

NUMBERS = ("0012", "0013", "0047", "0051", "0102", "0110")

# (template: {M} the branch folder, {N} what varies; the branch's folder; an unseen sibling's)
NAMED_BRANCHES = [
    ("talks/{M}/videos/talk-{N}.json", "kiwi-pycon-2019", "scipy-2020"),  # one event's talks
    ("dcim/{M}/IMG_{N}.CR3", "canon_eos_r5_2024-03-01", "sony_alpha_a7_2024-04-11"),  # one camera's shoot
    ("stations/{M}/readings_{N}.csv", "north_ridge_ST0042", "lake_shore_ST0107"),  # one station's readings
    ("glider/{M}/logs/seg_{N}.gz", "Sea035-M010-recovery", "Sea041-M002-deploy"),  # a word up front, one after
    ("output/{M}/grid_{N}.tif", "ocean-heat-content-2017-2021-700m", "ocean-heat-content-2021-100m"),  # one depth
    ("clinic/{M}/dicom/slice_{N}.dcm", "knee-mri-study-2021", "hip-ct-study-2023"),  # one patient study's scans
    ("work/{M}/logs/step_{N}.json", "bert-base-uncased-seed42", "gpt2-medium-seed7"),  # one run's logs
]


@pytest.mark.parametrize("template, branch, sibling", NAMED_BRANCHES)
def test_a_branch_folder_named_by_words_is_one_value(template, branch, sibling):
    samples = [template.format(M=branch, N=n) for n in NUMBERS]
    a, rule = rule_of(samples)
    got = record(rule, template.format(M=sibling, N="0999"))
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert sibling in got[1].values(), (a.glob, got)  # the folder's whole name is its field
    assert record(rule, template.format(M=branch, N="0999")) is not None


# (template, the branch's folder, a sibling that must stay out): one key word, or nothing generalised
LOOK_ALIKES = [
    ("work/{M}/out_{N}.dat", "run_0007", "exp_0007"),  # a key word and its number: the key names the family
    ("tbl/{M}/part_{N}.parquet", "event_date=2024-01-01", "other_key=2024-01-01"),  # a Hive key of two words
    ("work/{M}/out_{N}.dat", "raw_data", "cooked_data"),  # words only: no member rule generalised it
    ("tcga/{M}/slice_{N}.dcm", "TCGA_CS_4941_19960909", "GDC_CS_4941_19960909"),  # a label, its codes made values
    ("bids/{M}/anat/scan_{N}.nii.gz", "sub-01", "ses-01"),  # an entity
    ("cams/{M}/rgb/frame_{N}.jpg", "gallery_light1_loop1", "gallery_light1_occlusion2"),  # counted words
    ("drives/{M}/img_{N}.png", "2011_09_26_run_0019", "2011_09_26_calib_0019"),  # a counting word after a date
    ("grids/{M}/cell_{N}.tif", "heat-2017-700m", "salt-2017-700m"),  # one word and a unit
    ("raw/{M}/image_02/img_{N}.png", "2011_09_26_drive_0019_sync", "2011_09_26_drive_0019_extract"),  # a key, a tag
    ("vid/{M}/clip_{N}.jpg", "ILSVRC2015_VID_train_0001", "ILSVRC2015_DET_train_0001"),  # a key after a number
    ("stations/{M}/readings_{N}.csv", "ST0042_north_ridge", "ST0042_south_ridge"),  # two words after an id: a kind
    ("conv/{M}/img_{N}.tif", "converted_files_1", "renamed_files_1"),  # a plural before its number counts
]


@pytest.mark.parametrize("template, branch, other", LOOK_ALIKES)
def test_a_key_word_before_a_value_stays_literal(template, branch, other):
    samples = [template.format(M=branch, N=n) for n in NUMBERS]
    a, rule = rule_of(samples)
    assert record(rule, template.format(M=other, N="0999")) is None, a.glob
    assert record(rule, template.format(M=branch, N="0999")) is not None


def test_a_named_branch_in_spread_samples_keeps_its_varying_reading():
    """Spread over three events the folder varies and its own template reads it; the rule is for a constant one."""
    samples = [f"talks/{ev}/videos/talk-{n}.json" for ev in ("kiwi-pycon-2019", "kiwi-pycon-2020", "kiwi-pycon-2021")
               for n in NUMBERS[:3]]
    a, rule = rule_of(samples)
    assert record(rule, "talks/kiwi-pycon-2022/videos/talk-0999.json") is not None, a.glob


def test_many_long_branch_names_analyse():
    """A hang guard: a named branch folder of hundreds of characters and many samples."""
    folder = "-".join(["word"] * 150) + "-2019"
    samples = [f"x/{folder}/f_{n:05d}.json" for n in range(5000)]
    a, rule = rule_of(samples)
    assert a.glob and record(rule, f"x/{folder}/f_99999.json") is not None
