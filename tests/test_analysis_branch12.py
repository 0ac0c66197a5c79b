"""Samples from one branch (issue 15, round 13's branch12): what else in the path changes with the branch. Ten
samples of one subject, one station or one run show the branch's folder as one value, and its COPIES elsewhere in
the names only because they belong to that branch: a subject's label repeated inside the session's label
(`sub-Mouse33/…_ses-Mouse33-150219_…`), a station's number at the head of its files (`66/…/66_20201031_….nc`).
Each rule is tested over its class (separators, case, widths, positions, from other domains than the one that
prompted it: review16's ecephys sessions, review17's radar archive), beside look-alikes that keep their reading."""
from __future__ import annotations

import pytest

from draft_helpers import record, rule_of

DAYS = ("150219", "150222", "150218", "150221", "150301", "150302")

# (path template: {L} the branch's label, {D} a value that varies; the branch's label; an unseen sibling's label)
LABEL_COPIES = [
    ("sub-{L}/sub-{L}_ses-{L}-{D}_ecephys.nwb", "Mouse33", "Rat7b"),  # DANDI: the subject inside the session label
    ("sub-{L}/sub-{L}_ses-{L}{D}_eeg.edf", "YutaMouse20", "Rat51b"),  # the copy glued to the day (read as an entity)
    ("sub-{L}/sub-{L}_acq-{L}_run-{D}_bold.nii.gz", "MOUSE33", "RAT7"),  # upper case, another entity
    ("subject-{L}/{D}-{L}-tracking.h5", "m1024b", "m77x"),  # behaviour tracking: a middle piece, `-`
    ("donor-{L}/{L} visit {D}.pdf", "D9x1", "A22"),  # clinical scans: the first piece, a space after it
    ("station-{L}/obs_{D}_{L}.csv", "KTLX1", "KFWS2"),  # a weather station: the last piece
    ("plant-{L}/{L}.{D}.jpg", "Col0x", "Ler1"),  # a plant accession: `.` after it
    ("rig-{L}/cam_{L}_{D}.avi", "rig2b", "rig10"),  # a recording rig: lower case, between `_`
    ("tile-{L}/{D}_{L}.tif", "T32UQD4", "T31TCJ2"),  # a satellite tile id (read by the tile rules before)
    ("ses-{L}/beh/{L}-{D}-trials.tsv", "Day3am", "Day14pm"),  # a session one folder up, Title case
    ("cell-{L}/{L}_{D}_trace.npy", "ab12", "cd345"),  # a neuron's id, four characters
    ("probe-{L}/rec {L} {D}.bin", "imec0a", "imec1"),  # a probe, spaces around it
]


@pytest.mark.parametrize("template, label, sibling", LABEL_COPIES)
def test_a_labels_copy_inside_the_names_varies_with_its_folder(template, label, sibling):
    samples = [template.format(L=label, D=d) for d in DAYS]
    a, rule = rule_of(samples)
    assert label not in a.glob, a.glob
    got = record(rule, template.format(L=sibling, D="160101"))
    assert got is not None and got[0] == "complete" and sibling in got[1].values(), (a.glob, got)
    assert 160101 in got[1].values() or "160101" in "".join(map(str, got[1].values())), (a.glob, got)
    assert record(rule, template.format(L=label, D="160101")) is not None  # the samples' own branch still reads


# (path template: {N} the branch's number, {T} a time that varies; the branch's number; an unseen sibling's number)
NUMBER_COPIES = [
    ("radar/bom/{N}/2020/10/31/{N}_20201031_{T}.nc", "66", "2"),  # a radar's number above its day folders
    ("cam/{N}/{N}.{T}.jpg", "3", "14"),  # a camera, one digit, `.` after it
    ("episodes/{N}/{N} {T}.mkv", "12", "5"),  # an episode, a space after it
    ("ring/{N}/{N}_{T}.dat", "5", "11"),  # a storage ring, one digit to two
    ("channel/{N}/{N}-{T}.wav", "21", "3"),  # an audio channel, `-`
    ("level/{N}/{N}.{T}.png", "2", "9"),  # a pyramid level
    ("beam/{N}/{N}_{T}.fits", "110", "7"),  # a beam, three digits to one
    ("data/radar/{N}/{N}_{T}_scan.h5", "66", "2"),  # a word after the time
    ("Camera/{N}/{N} {T}.JPG", "4", "12"),  # Title case folder, upper-case extension
    ("stations/{N}/{N}_{T}.csv", "0457", "12"),  # padded (read before: the padded id rules)
    ("plates/{N}/{N}_{T}_w1.tif", "10023", "10500"),  # a plate barcode (read before)
    ("sensor {N}/{N}_{T}.bin", "04", "17"),  # a numbered folder name (read before)
]
TIMES = ("024000", "105000", "050000", "210000", "231000", "071000")


@pytest.mark.parametrize("template, number, sibling", NUMBER_COPIES)
def test_a_numbers_copy_at_the_head_of_the_names_varies_with_its_folder(template, number, sibling):
    samples = [template.format(N=number, T=t) for t in TIMES]
    a, rule = rule_of(samples)
    got = record(rule, template.format(N=sibling, T="101010"))
    assert got is not None and got[0] == "complete" and int(sibling) in got[1].values(), (a.glob, got)
    assert record(rule, template.format(N=number, T="101010")) is not None


# (samples' template, a path that must stay out): the copy rules leave these readings alone
LOOK_ALIKES = [
    ("docs/v1/1_intro_{T}.md", "docs/v2/2_intro_101010.md"),  # a version folder: its number is no counted branch
    # a plain word (not under a BIDS key: `sub-control_ses-control-<T>` is a BIDS name whose subject and session
    # labels are variables, shapes13's entities.entity_piece, so `sub-drug` is a sibling there)
    ("grp-control/grp-control_day-control-{T}_eeg.edf", "grp-drug/grp-drug_day-drug-101010_eeg.edf"),
    ("sub-Mouse3/Mouse3_x264_{T}.mp4", "sub-Rat2/Rat2_x265_101010.mp4"),  # the codec beside the label stays literal
    ("sub-Mouse3/Mouse3_utf8_{T}.txt", "sub-Rat2/Rat2_utf16_101010.txt"),
    ("sub-Mouse3/Mouse3_md5_{T}.sum", "sub-Rat2/Rat2_sha1_101010.sum"),
    ("sub-ab12/run_xab12_{T}.csv", "sub-cd34/run_xcd34_101010.csv"),  # glued inside a word: no copy of the label
    ("5/51_{T}.dat", "6/61_101010.dat"),  # a number continued by another digit is another number
    ("python3/python3_{T}.py", "python2/python2_101010.py"),  # a folder the rules keep literal keeps its copies
]


@pytest.mark.parametrize("template, outside", LOOK_ALIKES)
def test_look_alikes_keep_their_reading(template, outside):
    samples = [template.format(T=t) for t in TIMES]
    a, rule = rule_of(samples)
    assert record(rule, outside) is None, a.glob
    assert record(rule, template.format(T="101010")) is not None


# (path template: {P} the branch's member folder, {C} its named child, {N} a counter; the samples' member and child;
# an unseen member and its child)
NAMED_CHILDREN = [
    ("test_data/{P}/{C}/_versions/{N}.manifest", "v0.10.5", "corrupt_schema", "v0.27.0", "legacy_fts_index"),  # tables
    ("resources/parquet/{P}/{C}/0_0_{N}.parquet", "4203_corrupt_dates", "fewtypes_datepartition",
     "4203_corrupt_dates", "1_9_0_partitioned_no_corruption"),  # a test's tables, one named from a release
    ("releases/{P}/{C}/2020-11-{N:02d}.md", "release-1.20", "meeting-updates", "release-1.6", "go-signal-reports"),
    ("warehouse/{P}/{C}/part-{N:05d}.parquet", "2024-01-15", "daily_orders", "2024-02-01", "user_events"),  # a day
    ("scans/{P}/{C}/slice_{N:03d}.dcm", "sub-017", "diffusion-shells", "sub-102", "resting-state"),  # a subject
    ("runs/{P}/{C}/step_{N}.ckpt", "run_0007", "warmup.cosine", "run_0012", "linear.decay"),  # `.` joins the words
    ("exports/{P}/{C}/img{N}.png", "20190302", "Left-Camera", "20190417", "Top-Camera"),  # Title case
    ("fixtures/{P}/{C}/case{N}.json", "v2.3", "redirect-chains", "v3.0", "cookie-jars"),  # a release
    ("snapshots/{P}/{C}/{N}.avro", "0042", "customer_accounts", "0107", "ledger_entries"),  # a padded snapshot id
    ("jobs/{P}/{C}/{N}.log", "job016", "Refine-Masked", "job008", "Class-Averages"),  # a job's product
    ("site/{P}/{C}/page{N}.html", "2023_Q4", "annual-report", "2024_Q1", "press-kit"),  # a quarter
    ("data/{P}/{C}/chunk_{N}.npy", "batch12", "hidden_states", "batch3", "attention_maps"),  # a counted batch
]
COUNTS = (1, 2, 3, 5, 8, 13)


@pytest.mark.parametrize("template, member, child, other_member, other_child", NAMED_CHILDREN)
def test_a_named_child_of_one_member_covers_the_other_members_children(template, member, child, other_member,
                                                                       other_child):
    samples = [template.format(P=member, C=child, N=n) for n in COUNTS]
    a, rule = rule_of(samples)
    assert child not in a.glob, a.glob
    got = record(rule, template.format(P=other_member, C=other_child, N=21))
    assert got is not None and got[0] == "complete" and other_child in got[1].values(), (a.glob, got)


# (samples, a path that must stay out): one word, a child seen fixed across members, a literal parent, words for
# what is kept about all, a number word
CHILD_LOOK_ALIKES = [
    (["runs/run_0007/checkpoints/step_{N}.ckpt"], "runs/run_0012/logs/step_21.ckpt"),
    (["sub-017/anat/slice_{N:03d}.dcm"], "sub-102/func/slice_021.dcm"),
    (["2019/05/raw/img{N}.png"], "2019/06/processed/img21.png"),
    (["runs/run_0007/warmup_cosine/step_{N}.ckpt", "runs/run_0012/warmup_cosine/step_{N}.ckpt"],
     "runs/run_0012/linear_decay/step_21.ckpt"),
    (["docs/getting-started/part_{N}.md"], "docs/api-reference/part_21.md"),
    (["runs/run_0007/shared_config/step_{N}.yaml"], "runs/run_0012/other_things/step_21.yaml"),
    (["envs/v1.2/python3_libs/mod{N}.py"], "envs/v1.3/java_libs/mod21.py"),
    (["up/20220614-Globus/study7-tads_ExperimentD/x_{N}.tif"], "up/20220614-Globus/study7-tads_ExperimentB/x_21.tif"),
    (["genes/2024-03-01/RAD21-AID_AUX/x_{N}.tif"], "genes/2024-03-01/CTCF-AID_AUX/x_21.tif"),  # a gene's code
]


@pytest.mark.parametrize("templates, outside", CHILD_LOOK_ALIKES)
def test_a_child_the_rule_does_not_read_as_named_stays(templates, outside):
    samples = [t.format(N=n) for t in templates for n in COUNTS]
    a, rule = rule_of(samples)
    assert record(rule, outside) is None, a.glob


# (path template: {F} a member folder of chained ids, {N} a counter; the samples' folder; an unseen sibling whose
# lone number differs)
NUMBERS_BESIDE_IDS = [
    ("plates/{F}/Nuclei_{N}.csv", "BR00116991-A01-1", "BR00116991-A01-2"),  # plate, well, site (Cell Painting)
    ("screens/{F}/img_{N}.tif", "SQ00014812_B03_2", "SQ00014815_C11_1"),  # `_`
    ("scans/{F}/slice_{N}.dcm", "P0031-V02-1", "P0107-V01-3"),  # patient, visit, series
    ("batches/{F}/part_{N}.parquet", "1700000000-abc123def4-7", "1700003600-aa77bb99cc-2"),  # epoch, hash, shard
    ("wells/{F}/field{N}.tif", "T0012_W08_3", "T0044_W11_12"),  # one digit to two
    ("out/{F}/tile_{N}.npy", "S20230105_K07_2", "S20230212_K10_3"),  # a dated sample
    ("lanes/{F}/reads_{N}.fastq", "HG00096_L002_1", "HG00110_L004_2"),  # a donor's lane and read
    ("runs/{F}/frame{N}.png", "20190302_0042_3", "20190417_0107_12"),  # read before: numbers all
    ("ses/{F}/trial_{N}.mat", "2021-05-04.017.2", "2021-06-11.003.5"),  # `.`, read before
    ("takes/{F}/shot{N}.jpg", "20240101-120000_4", "20240102-093000_1"),  # read before
    ("cells/{F}/roi_{N}.npy", "00412_000917_5", "00413_001002_9"),  # read before
]


@pytest.mark.parametrize("template, folder, sibling", NUMBERS_BESIDE_IDS)
def test_a_lone_number_beside_a_members_ids_varies_with_them(template, folder, sibling):
    samples = [template.format(F=folder, N=n) for n in COUNTS]
    a, rule = rule_of(samples)
    got = record(rule, template.format(F=sibling, N=21))
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert int(sibling.replace(".", "_").replace("-", "_").split("_")[-1]) in got[1].values(), (a.glob, got)


# a number beside a version, a codec, a software name or another number stays literal (no two ids generalised)
NUMBER_LOOK_ALIKES = [
    ("envs/{F}/mod_{N}.py", "v1.2-docs_2", "v1.3-docs_3"),
    ("media/{F}/clip_{N}.mp4", "x264-HD_2", "x264-HD_5"),
    ("cfg/{F}/opt_{N}.yaml", "python3_env_1", "python3_env_2"),
    ("sets/{F}/img_{N}.png", "mnist_28_28", "mnist_32_32"),
]


@pytest.mark.parametrize("template, folder, sibling", NUMBER_LOOK_ALIKES)
def test_a_number_beside_a_name_stays_literal(template, folder, sibling):
    samples = [template.format(F=folder, N=n) for n in COUNTS]
    a, rule = rule_of(samples)
    assert record(rule, template.format(F=sibling, N=21)) is None, a.glob
