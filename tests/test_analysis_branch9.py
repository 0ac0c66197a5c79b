"""Samples from one branch of a data tree (issue 15, the branch9 round of round 10): the branch's own name,
constant in every sample, is read as one member of a family when its shape says so, and the rule covers the
siblings; plain words and codes keep their reading. Each rule is tested on a layout other than the one that
prompted it (bench/ground_truth/tune9.py), with a look-alike that keeps its reading."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_numbered_pieces_after_a_counted_level_in_a_member_folder_cover_the_other_numbers():
    # prompted by OLMo's olmo-13b-1124_stage2_ingredient2/; here an EEG study's recordings, one participant's
    # session 1, block 4: the block (and the session it sits in) are counters below the participant
    samples = [f"eeg/P{p:03d}_session1_block4/trial_{t:03d}.edf" for p, t in ((7, 1), (7, 2), (7, 15), (7, 30),
                                                                               (7, 41), (7, 52))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "eeg/P012_session2_block1/trial_003.edf")
    assert status == "complete" and fields.get("block") == 1
    # a screen's cell line batch, its plate and the well imaged (microscopy, not checkpoints)
    samples = [f"screen/HeLa-S3-0012_plate2_well4/img_{s:03d}.tif" for s in (1, 2, 3, 17, 25)]
    _, screen = rule_of(samples)
    status, fields = record(screen, "screen/HeLa-S3-0013_plate1_well11/img_001.tif")
    assert status == "complete" and fields.get("well") == 11


def test_numbered_pieces_beside_a_counted_level_cover_the_other_numbers():
    # prompted by a meiosis screen's WT_<date>_plant11_slide3_image1/ drawn from one image; here a fish behaviour
    # assay's tank, fish and trial: `fish` counts nothing by itself, the trial beside it does
    samples = [f"aquarium/tank-0042_fish3_trial12/frame_{n:04d}.png" for n in (1, 2, 30, 41, 52, 77)]
    _, rule = rule_of(samples)
    status, fields = record(rule, "aquarium/tank-0043_fish1_trial2/frame_0001.png")
    assert status == "complete" and fields.get("trial") == 2
    # build targets beside a build number count nothing: `cuda12` keeps its reading
    _, builds = rule_of([f"wheels/x-{n:04d}_cuda12_py311/pkg_{m}.whl" for n, m in ((42, 1), (42, 2), (42, 3), (42, 4))])
    assert record(builds, "wheels/x-0043_cuda12_py311/pkg_1.whl") is not None
    assert record(builds, "wheels/x-0043_cuda11_py311/pkg_1.whl") is None


def test_numbered_pieces_not_led_by_a_counting_word_stay_literal():
    # `final2` after an id counts nothing a person files by (a second final): the folder keeps it
    _, rule = rule_of([f"robots/R2D2-0042_final2/img_{n:03d}.tif" for n in (1, 2, 3, 4, 5, 6)])
    assert record(rule, "robots/R2D2-0043_final2/img_001.tif") is not None
    assert record(rule, "robots/R2D2-0043_final3/img_001.tif") is None
    # a build target after a number (`_py3`) is a name, not a counter
    _, builds = rule_of([f"dist/c3po-{n}_py3/pkg_{m}.whl" for n, m in ((120, 1), (120, 2), (120, 3), (120, 4))])
    assert record(builds, "dist/c3po-121_py3/pkg_1.whl") is not None
    assert record(builds, "dist/c3po-121_py2/pkg_1.whl") is None


def test_a_folder_whose_letters_no_one_could_say_is_one_generated_run_of_many():
    # prompted by W&B's olmo-medium/5wkmhkqh/ (one digit, then letters no word spells); here an MLflow-like
    # experiment folder whose run ids are random too
    samples = [f"mlruns/vision/bcdfghj2/artifacts/epoch_{e:02d}.ckpt" for e in (1, 2, 3, 4, 5, 6)]
    _, rule = rule_of(samples)
    status, fields = record(rule, "mlruns/vision/0j2eqydw/artifacts/epoch_07.ckpt")
    assert status == "complete" and fields.get("run_id") == "0j2eqydw"
    samples = [f"runs/5wkmhkqh/metrics/{m}.json" for m in ("loss", "accuracy", "lr", "grad_norm", "throughput")]
    _, rule = rule_of(samples)
    assert record(rule, "runs/x23ciyv9/metrics/loss.json") is not None


def test_words_with_a_few_consonants_in_a_row_stay_literal():
    # `strengths` (five consonants in a row) and `angstrom` are words, with a digit too; letters alone may be any word
    for word in ("strengths2", "angstroms3", "hrshlkzq"):
        _, rule = rule_of([f"physics/{word}/sample_{n:03d}.csv" for n in (1, 2, 3, 4, 5, 6)])
        assert record(rule, "physics/weakness/sample_001.csv") is None


def test_a_short_code_after_a_member_id_that_the_names_repeat_varies_with_the_member():
    # prompted by a super-resolution screen's experimentB/C127-ES/<target>/…_ES_C127_….tif (cell-cycle stages);
    # here a mouse cohort's genotype: one animal's knock-out folder, the names repeat `KO`
    samples = [f"cohort/M{m:03d}_KO/behaviour/{m:03d}_KO_day{d}_trial{k}.csv" for m, d, k in
               ((12, 1, 1), (12, 1, 2), (12, 2, 1), (12, 3, 4), (12, 5, 2))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "cohort/M013_WT/behaviour/013_WT_day1_trial1.csv")
    assert status == "complete" and fields.get("code") == "WT"


def test_a_short_code_the_names_do_not_repeat_stays_literal():
    # the folder's code is the tree's, not the member's, when the names do not carry it
    samples = [f"cohort/M{m:03d}_KO/behaviour/{m:03d}_day{d}_trial{k}.csv" for m, d, k in
               ((12, 1, 1), (12, 1, 2), (12, 2, 1), (12, 3, 4), (12, 5, 2))]
    _, rule = rule_of(samples)
    assert record(rule, "cohort/M013_KO/behaviour/013_day1_trial1.csv") is not None
    assert record(rule, "cohort/M013_WT/behaviour/013_day1_trial1.csv") is None


def test_a_word_then_a_date_then_words_is_one_dated_occasion_its_words_its_label():
    # prompted by a probe of microscopy folders `Experiment 2023-01-05 (HeLa)/` drawn from one experiment; here a
    # photographer's shoots, all samples from one shoot
    samples = [f"photos/Shoot 2024-03-01 Paris/IMG_{n:04d}.JPG" for n in (1, 7, 12, 40, 41, 88)]
    _, rule = rule_of(samples)
    assert record(rule, "photos/Shoot 2024-05-12 Lyon/IMG_0003.JPG") is not None
    assert record(rule, "photos/Shoot 2024-05-12 Lyon and Annecy/IMG_0003.JPG") is not None


def test_a_word_then_a_number_then_words_keeps_its_words():
    # a building's number is no date: `Building 12 North` names one wing, its words stay
    _, rule = rule_of([f"site/Building 12 North/scan_{n:03d}.e57" for n in (1, 2, 3, 4, 5, 6)])
    assert record(rule, "site/Building 12 North/scan_007.e57") is not None
    assert record(rule, "site/Building 14 South/scan_001.e57") is None


def test_a_counted_folder_whose_number_the_names_write_after_the_word_spelt_out_covers_the_others():
    # prompted by Micro-Manager's Pos3/img_channel000_position003_time…_z000.tif drawn from one position; here a
    # motion-capture rig's cameras, all samples from one camera: the names write `camera4`
    samples = [f"rig/Cam4/take{k}_camera4_frame{c:05d}.png" for c, k in ((1, 1), (2, 1), (30, 2), (41, 2), (52, 3))]
    _, rule = rule_of(samples)
    assert record(rule, "rig/Cam7/take1_camera7_frame00001.png") is not None
    # after the spelt-out word, a number that is not the folder's is no copy of it: it keeps its reading
    _, stack = rule_of([f"mm/Pos3/img_position007_channel{c:03d}.tif" for c in (0, 1, 2, 3, 4)])
    assert record(stack, "mm/Pos4/img_position007_channel000.tif") is not None
    assert record(stack, "mm/Pos4/img_position004_channel000.tif") is None
