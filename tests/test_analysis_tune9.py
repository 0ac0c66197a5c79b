"""General rules learnt from the tune9 group's misses (issue 15, bench/ground_truth/tune9.py: OLMo checkpoints and
shards, KITTI frames, map tiles, BIDS derivatives, segmentation splits, AWS models, camera samples). Each is tested on
a layout other than the one that prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.engine.globs import compile_glob


def _glob(samples: list[str]):
    return compile_glob(analyse(samples).glob)


def test_a_hex_tag_after_a_job_stamp_varies_with_the_stamp():
    # prompted by ReproMan's `.reproman/jobs/local/20230824-194824-4ba1/`; here an export runner's job folders, all
    # samples from one job: the next job has its own stamp and tag
    parts = [f"exports/2024-03-01_101500_7f3a/part-{k}.csv" for k in (0, 1, 2, 5, 7, 9)]
    assert _glob(parts).match("exports/2024-04-11_093000_c01d/part-3.csv")
    got = reading(parts, "exports/2024-04-11_093000_c01d/part-3.csv")
    assert "c01d" in got.values() and "2024-04-11" in got.values()
    # numbers that hold no date keep the code after them (a run and a trial, then a fixed code)
    runs = [f"lab/run_0042_007_b2c4/out_{k}.csv" for k in (1, 2, 3, 6, 8)]
    assert not _glob(runs).match("lab/run_0043_001_ffee/out_1.csv")


def test_a_folder_named_by_a_random_id_is_one_run_of_many():
    # prompted by OLMo's `olmo-medium/wvc30anm/step1000-unsharded` (W&B run ids); here a sweep's runs, all samples
    # from one run: the sweep's other runs are siblings
    steps = [f"runs/mnist-sweep/k2x9p4qa/metrics/step_{n}.json" for n in (100, 200, 500, 900, 1500, 2100)]
    assert _glob(steps).match("runs/mnist-sweep/t4nq8w2e/metrics/step_300.json")
    assert "t4nq8w2e" in reading(steps, "runs/mnist-sweep/t4nq8w2e/metrics/step_300.json").values()
    # names that switch from letters to digits once are words and codes: they stay literal
    for folder, other in (("ubuntu2204", "debian12"), ("resnet50", "vgg16"), ("hrshlkzq", "qwertyui")):
        builds = [f"builds/{folder}/bin/app-1.{k}.tar.gz" for k in (2, 3, 4, 7)]
        assert not _glob(builds).match(f"builds/{other}/bin/app-1.5.tar.gz"), folder


def test_a_split_word_in_a_name_follows_the_split_folder():
    # prompted by ADE20K's `images/training/ADE_train_00000036.jpg`; here a speech corpus whose clips repeat their
    # split, all samples from training: validation clips say `val`
    clips = [f"corpus/audio/training/clip_train_{k:05d}.flac" for k in (12, 345, 678, 910, 1112, 1314)]
    assert _glob(clips).match("corpus/audio/validation/clip_val_00017.flac")
    assert "validation" in reading(clips, "corpus/audio/validation/clip_val_00017.flac").values()
    # with no split folder above, the word is a plain word and stays literal
    shots = [f"renders/final/shot_test_{k:04d}.exr" for k in (1, 5, 9, 14, 22)]
    assert not _glob(shots).match("renders/final/shot_train_0001.exr")


def test_a_constant_bids_description_keeps_its_product():
    # prompted by fMRIPrep's `desc-coreg_boldref` beside `desc-hmc_boldref`; here preprocessed BOLD runs beside the
    # same runs' ICA-AROMA denoised images in one folder
    bold = [f"derivatives/fmriprep/sub-{s:02d}/func/sub-{s:02d}_task-rest_run-{r}_space-MNI152NLin2009cAsym"
            f"_desc-preproc_bold.nii.gz" for s, r in ((1, 1), (2, 1), (2, 2), (3, 1), (5, 2), (8, 1))]
    glob = _glob(bold)
    assert glob.match("derivatives/fmriprep/sub-17/func/sub-17_task-rest_run-3_space-MNI152NLin2009cAsym"
                      "_desc-preproc_bold.nii.gz")
    assert not glob.match("derivatives/fmriprep/sub-01/func/sub-01_task-rest_run-1_space-MNI152NLin6Asym"
                          "_desc-smoothAROMAnonaggr_bold.nii.gz")
    # other constant keys stay optional entities (an acquisition the samples lack still matches), and a
    # description that varies in the samples is a field, not a literal
    raw = [f"sub-{s:02d}/func/sub-{s:02d}_task-nback_run-{r}_bold.nii.gz" for s, r in ((1, 1), (2, 2), (4, 1), (7, 2))]
    assert _glob(raw).match("sub-09/func/sub-09_task-nback_acq-mb4_run-1_bold.nii.gz")
    masks = [f"sub-{s:02d}/anat/sub-{s:02d}_desc-{d}_mask.nii.gz" for s, d in ((1, "brain"), (2, "head"), (3, "brain"))]
    assert _glob(masks).match("sub-04/anat/sub-04_desc-head_mask.nii.gz")


def test_a_web_map_tile_path_is_zoom_column_and_row_of_any_width():
    # found by probing the tiles shape tune9 gathered (natural_earth_tiles' z/x/y.png): vector tiles of one zoom
    # level whose four-digit columns read as years (`????`), so a column of three digits fell out
    tiles = [f"basemap/14/{x}/{y}.pbf" for x, y in ((8802, 5374), (8803, 5374), (8803, 5375), (8805, 5371),
                                                   (8810, 5380), (8811, 5379))]
    assert _glob(tiles).match("basemap/14/120/99.pbf") and _glob(tiles).match("basemap/9/3/2.pbf")
    got = reading(tiles, "basemap/14/120/99.pbf")
    assert got["zoom"] == 14 and got["x"] == 120 and got["y"] == 99
    # a date tree of images keeps its year, and small counters that are no image stay plain numbers
    days = [f"archive/2023/{m:02d}/{d:02d}.png" for m, d in ((6, 14), (6, 15), (7, 1), (7, 9))]
    assert "year" in {f.name for f in analyse(days).fields}
    counters = [f"runs/3/{a}/{b}.csv" for a, b in ((5, 2), (6, 1), (7, 4))]
    assert not {"zoom", "x", "y"} & {f.name for f in analyse(counters).fields}
