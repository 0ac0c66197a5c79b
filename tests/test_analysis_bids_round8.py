"""General rules of round 8 (bidsx) about BIDS-like data trees (issue 15: review6/review7 misses). Each is
tested on a layout other than the one that prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

from pathfinder.analysis import analyse, render_draft
from pathfinder.engine.globs import compile_glob
from pathfinder.engine.loader import rules_from_text


def rule_of(samples: list[str]):
    """The offline YAML draft for `samples`, loaded."""
    return rules_from_text(render_draft(analyse(samples)))[0]


def complete(rule, path: str) -> dict:
    ev = rule.evaluate(path)
    assert ev is not None and ev.status == "complete", (path, ev)
    return dict(ev.fields)


# --------------------------------------------------------------- one data type folder, several formats

IEEG = [f"sub-{s}/ses-postop/ieeg/sub-{s}_ses-postop_task-rest_{name}" for s, name in (
    ("p03", "run-01_ieeg.vhdr"), ("p03", "run-01_ieeg.eeg"), ("p03", "run-01_channels.tsv"),
    ("p07", "run-02_ieeg.vmrk"), ("p07", "run-02_ieeg.json"), ("p07", "electrodes.tsv"),
    ("p11", "run-01_events.tsv"), ("p11", "run-01_channels.tsv"), ("p11", "run-01_ieeg.vhdr"),
    ("p12", "coordsystem.json"))]


def test_bids_files_of_one_data_type_folder_are_one_kind_in_any_format():
    # prompted by an EEGLAB dataset's eeg/ folder (`_eeg.set`, `_eeg.json`, `_channels.tsv`); here iEEG
    # BrainVision recordings with their tables and sidecars
    a = analyse(IEEG)
    assert not a.outliers
    rule = rule_of(IEEG)
    got = complete(rule, "sub-p20/ses-postop/ieeg/sub-p20_ses-postop_task-rest_run-03_ieeg.vmrk")
    assert got["subject"] == "p20" and got["suffix"] == "ieeg" and got["extension"] == "vmrk"
    # a format no sample showed is a file of the folder too (EDF export of the same recording)
    got = complete(rule, "sub-p20/ses-postop/ieeg/sub-p20_ses-postop_task-rest_run-03_ieeg.edf")
    assert got["extension"] == "edf"
    assert complete(rule, "sub-p03/ses-postop/ieeg/sub-p03_ses-postop_task-rest_run-02_events.json")["suffix"] == "events"
    # other data type folders of the same subjects stay out
    assert not rule.match("sub-p03/ses-postop/anat/sub-p03_ses-postop_T1w.nii.gz")
    assert not rule.match("sub-p03/ses-postop/sub-p03_ses-postop_scans.tsv")


def test_several_formats_outside_a_bids_data_type_folder_keep_the_largest_group():
    # BIDS-looking names in a folder that is no BIDS data type, and plain names in one: one kind, the rest aside
    notes = [f"sub-{s:02d}/notes/sub-{s:02d}_visit-{v}_memo.txt" for s, v in ((1, 1), (2, 1), (3, 2), (4, 1))]
    a = analyse(notes + ["sub-05/notes/sub-05_visit-1_scan.pdf", "sub-06/notes/sub-06_visit-2_scan.pdf"])
    assert len(a.outliers) == 2 and a.glob.endswith(".txt")
    # one suffix in several formats keeps its formats listed (one recording's BrainVision files)
    vhdr = [f"sub-{s:02d}/eeg/sub-{s:02d}_task-oddball_eeg.{e}" for s in (1, 2, 3) for e in ("vhdr", "vmrk", "eeg")]
    assert analyse(vhdr).glob.endswith("_eeg{.eeg,.vhdr,.vmrk}")


# --------------------------------------------------------------- look-alikes under derivatives/ and sourcedata/

BOLD = [f"sub-{s:02d}/func/sub-{s:02d}_task-{t}_run-{r}_bold.nii.gz"
        for s, t, r in ((1, "nback", 1), (2, "nback", 2), (4, "rest", 1), (7, "nback", 1), (9, "rest", 2),
                        (12, "nback", 2), (15, "rest", 1), (16, "nback", 1))]


def test_samples_listed_from_a_bids_root_keep_derivatives_out():
    # prompted by raw MEG runs matched under derivatives/meg_derivatives/; here fMRI runs and fMRIPrep's copies
    rule = rule_of(BOLD)
    assert complete(rule, "sub-21/func/sub-21_task-rest_run-3_bold.nii.gz")["subject"] == "21"
    assert complete(rule, "./sub-21/func/sub-21_task-rest_run-3_bold.nii.gz")["run"] == 3  # `find .` output
    assert rule.match("/sub-21/func/sub-21_task-rest_run-3_bold.nii.gz")
    for lookalike in ("derivatives/fmriprep/sub-01/func/sub-01_task-nback_run-1_bold.nii.gz",
                      "derivatives/sub-01/func/sub-01_task-nback_run-1_bold.nii.gz",
                      "sourcedata/sub-01/func/sub-01_task-nback_run-1_bold.nii.gz"):
        assert not rule.match(lookalike), lookalike
    assert "dataset's root" in analyse(BOLD).summary
    # the note is true: an absolute listing of the same tree is not matched, and it says so
    assert not rule.match("/data/ds042/sub-21/func/sub-21_task-rest_run-3_bold.nii.gz")
    assert "absolute listing does not match" in analyse(BOLD).summary


def test_samples_under_a_named_tree_or_absolute_still_float():
    # the dataset's own folder in the samples names the tree: the glob floats on it, as before
    named = ["ds042/" + p for p in BOLD]
    rule = rule_of(named)
    assert rule.match("/mnt/lab/ds042/sub-21/func/sub-21_task-rest_run-3_bold.nii.gz")
    assert not rule.match("ds042/derivatives/fmriprep/sub-01/func/sub-01_task-nback_run-1_bold.nii.gz")
    absolute = ["/data/ds042/" + p for p in BOLD]
    assert compile_glob(analyse(absolute).glob).match("s3://bucket/ds042/sub-21/func/sub-21_task-rest_run-3_bold.nii.gz")
    # relative samples whose first folder is no subject (a derivative's pipeline) float as before
    preproc = ["derivatives/fmriprep/" + p for p in BOLD]
    assert rule_of(preproc).match("/scratch/study/derivatives/fmriprep/sub-21/func/sub-21_task-rest_run-3_bold.nii.gz")
    # plain relative folders are no dataset root: `subject-01/` is not BIDS
    plain = [p.replace("sub-", "subject") for p in BOLD]
    assert not analyse(plain).glob.startswith(("/", "{"))


def test_names_that_all_hold_a_task_leave_the_folders_per_session_files_out():
    # prompted by an iEEG folder's podcast recordings beside `sub-01_space-MNI152_electrodes.tsv`; here fNIRS
    nirs = [f"sub-{s:02d}/nirs/sub-{s:02d}_task-tapping_{n}" for s, n in (
        (1, "nirs.snirf"), (1, "channels.tsv"), (2, "events.tsv"), (3, "nirs.json"), (4, "nirs.snirf"),
        (5, "channels.tsv"), (6, "events.json"), (8, "nirs.snirf"))]
    rule = rule_of(nirs)
    assert complete(rule, "sub-11/nirs/sub-11_task-tapping_run-2_events.tsv")["suffix"] == "events"
    assert complete(rule, "sub-11/nirs/sub-11_task-fingers_nirs.snirf")["task"] == "fingers"
    for per_subject in ("sub-01/nirs/sub-01_optodes.tsv", "sub-01/nirs/sub-01_coordsystem.json",
                        "sub-01/nirs/sub-01_space-MNI152NLin2009cAsym_optodes.tsv"):
        assert not rule.match(per_subject), per_subject
    # names of which only some hold a task keep the task optional (a subject's optodes beside its recordings)
    mixed = nirs[:6] + ["sub-07/nirs/sub-07_optodes.tsv", "sub-09/nirs/sub-09_coordsystem.json"]
    rule = rule_of(mixed)
    assert rule.match("sub-01/nirs/sub-01_optodes.tsv") and rule.match("sub-01/nirs/sub-01_task-x_nirs.snirf")


# --------------------------------------------------------------- a varying suffix reads as its BIDS family


def test_a_varying_suffix_of_one_family_lists_the_family_not_the_folder():
    # prompted by structural scans beside their `_defacemask` and GRE field maps beside `_epi` maps; here a
    # quantitative-MRI study's anatomy with an MP2RAGE (a suffix of no family here: kept as seen)
    anat = [f"sub-{s}/anat/sub-{s}_acq-{a}_{x}.nii.gz" for s, a, x in (
        ("hc01", "hires", "T1w"), ("hc02", "hires", "FLAIR"), ("pt07", "lowres", "PDw"), ("pt09", "hires", "T1w"),
        ("hc04", "lowres", "MP2RAGE"), ("pt11", "hires", "FLAIR"), ("pt12", "hires", "T1w"), ("hc05", "lowres", "PDw"))]
    rule = rule_of(anat)
    for scan, suffix in (("sub-hc20_acq-hires_T2w", "T2w"), ("sub-hc20_acq-hires_MP2RAGE", "MP2RAGE"),
                         ("sub-hc20_acq-lowres_T1map", "T1map")):
        assert complete(rule, f"sub-hc20/anat/{scan}.nii.gz")["suffix"] == suffix
    for other in ("sub-hc01/anat/sub-hc01_acq-hires_mod-T1w_defacemask.nii.gz",
                  "sub-hc01/anat/sub-hc01_acq-hires_dseg.nii.gz"):
        assert not rule.match(other), other
    # samples of two families (a scan and its mask) keep any suffix
    mixed = anat[:5] + ["sub-hc01/anat/sub-hc01_acq-hires_mod-T1w_defacemask.nii.gz"]
    assert rule_of(mixed).match("sub-hc30/anat/sub-hc30_acq-hires_label-GM_probseg.nii.gz")
    # names that are no BIDS suffixes keep any suffix (`sub-01_tumor`, `sub-01_oedema` of a segmentation export)
    masks = [f"sub-{s:02d}/seg/sub-{s:02d}_{x}.nii.gz" for s, x in ((1, "tumor"), (2, "oedema"), (3, "tumor"))]
    assert rule_of(masks).match("sub-09/seg/sub-09_necrosis.nii.gz")


def test_an_entity_before_a_dotted_word_keeps_its_value_and_the_word_joins_the_format():
    # prompted by `…_run-01_hemi-lh.surfacedata.gii`; here a pipeline's `…_desc-<label>.timecourses.npy`
    tcs = [f"derivatives/roi/sub-{s:02d}/sub-{s:02d}_task-{t}_desc-{d}.timecourses.npy" for s, t, d in (
        (1, "rest", "smoothed"), (2, "rest", "raw"), (3, "movie", "smoothed"), (5, "movie", "denoised"),
        (6, "rest", "raw"), (8, "movie", "denoised"))]
    rule = rule_of(tcs)
    got = complete(rule, "derivatives/roi/sub-12/sub-12_task-rest_desc-filtered.timecourses.npy")
    assert got["description"] == "filtered" and got["task"] == "rest"
    assert not rule.match("derivatives/roi/sub-12/sub-12_task-rest_desc-filtered.weights.npy")
    # dotted names without an entity before the dot keep their reading (FreeSurfer's lh.sphere.reg)
    surf = [f"fs/sub-{s:02d}/surf/{h}.{n}" for s, h, n in ((1, "lh", "white"), (2, "rh", "pial"), (3, "lh", "sphere.reg"),
                                                         (4, "rh", "white"))]
    assert "hemi" in {f.name for f in analyse(surf).fields} and analyse(surf).glob.startswith("fs/sub-*/surf/")


def test_a_plain_sub_folder_is_no_dataset_root():
    # `sub-projects/` reads as key `sub`, value `projects`, but its files do not repeat it as BIDS names do:
    # the glob floats, so the same tree listed from elsewhere (`/home/u/sub-projects/…`) still matches
    projects = [f"sub-projects/proj{i}/src/main_{i}.py" for i in range(1, 11)]
    got = analyse(projects)
    assert not got.glob.startswith(("/", "{")), got.glob
    assert "dataset's root" not in got.summary
    assert compile_glob(got.glob).match("/home/u/sub-projects/proj12/src/main_12.py")
    # a subject folder whose files repeat it stays anchored (the BIDS reading kept)
    assert analyse([f"sub-{i:02d}/eeg/sub-{i:02d}_task-rest_eeg.edf" for i in range(1, 11)]).glob.startswith("{/,./}")


def test_one_family_member_among_unknown_suffixes_or_beside_tables_says_nothing():
    # a diffusion derivative's maps: one `S0map` (an anatomical map's suffix) among `FA`, `ADC`, `trace`
    maps = [f"sub-{s:02d}/dwi/sub-{s:02d}_{x}.nii" for s, x in ((1, "FA"), (2, "ADC"), (3, "trace"), (4, "S0map"),
                                                                 (5, "FA"), (6, "ADC"))]
    assert rule_of(maps).match("sub-09/dwi/sub-09_colFA.nii")
    # a recording beside its events: the tables are no family, the folder's other suffixes stay in
    eeg = [f"sub-{s:02d}/eeg/sub-{s:02d}_task-oddball_{x}" for s, x in ((1, "eeg.set"), (2, "events.tsv"),
                                                                        (3, "eeg.fdt"), (4, "events.tsv"))]
    assert rule_of(eeg).match("sub-09/eeg/sub-09_task-oddball_channels.tsv")


def test_a_folder_of_mostly_unknown_suffixes_is_no_family_and_keeps_its_structure():
    # one T1w among 400 names of unknown suffixes: the glob listed ~390 names (with 2,000 samples it went over
    # the 8,192-character limit and the draft fell back to `**/*.*`, a rule for every file anywhere)
    import random
    r = random.Random(5)
    scans = [f"ds/sub-{i % 90:02d}/anat/sub-{i % 90:02d}_"
             + ("T1w" if i % 50 == 0 else "".join(r.choice("abcdefghijXYZ") for _ in range(8))) + ".nii.gz"
             for i in range(400)]
    got = analyse(scans)
    assert got.glob.startswith("ds/sub-*/anat/") and "{" not in got.glob, got.glob[:120]
    # a few unknown suffixes beside known ones of one family are still listed with it
    few = [f"sub-{s:02d}/anat/sub-{s:02d}_{x}.nii.gz" for s, x in ((1, "T1w"), (2, "T2w"), (3, "veno"), (4, "T1w"))]
    assert "veno" in analyse(few).glob and "FLAIR" in analyse(few).glob


def test_long_unknown_suffixes_beside_a_family_are_not_listed():
    # hostile names: a few long words of no family beside the anatomical images keep the glob short
    long_words = ["x" * 3000 + str(i) for i in range(3)]
    scans = [f"sub-{i:02d}/anat/sub-{i:02d}_{x}.nii.gz" for i, x in enumerate(["T1w", "T2w", "FLAIR", "PDw"] + long_words)]
    got = analyse(scans)
    assert got.glob == "{/,./}sub-*/anat/sub-*.nii.gz", got.glob[:120]  # not `**/*.nii.gz`, a rule for any scan
    assert compile_glob(got.glob).match(scans[-1])
