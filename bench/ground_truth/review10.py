"""A twelfth review group: real DATA layouts from sources no one here had used, written down before scoring.

Like review8.py, each generator returns (kind, other) for one kind of one real, public file tree:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
at the commit cited in the generator's docstring, and kept in review10_names.py (a seeded subset where the
source is large: whole subjects, sessions or runs kept, and the neighbours nearest the kind first); nothing is
rebuilt from a pattern. Truth values are what the source means by its names (the BIDS standard, the dataset's
README, the Hive/Delta partition convention), never what the analyser reads.
The group holds the families the hidden listings are made of, from sources no group, the corpus or a tuning
group uses: BIDS datasets of other shapes (resting/cognitive EEG in three sessions and its preprocessed copies
in a folder with a space, BOLD5000's sixteen sessions with fMRIPrep and MRIQC derivatives, the MPI Leipzig
mind-brain-body tree's MP2RAGE inversions, GRE field maps and diffusion, a face-perception EEG/MEG study's runs,
events kept at the subject level and its stimuli, Generic Object Decoding's named sessions and SPM derivatives,
electrical-stimulation fMRI with iEEG channels and fMRIPrep surfaces, a children's movie-watching dataset's
derivatives and MRIQC outputs, NARPS' runs, field maps and fMRIPrep outputs), Hive partitions of Delta tables
beside their _delta_log/ and .crc files, and a Spark book's data folder (files by day, Spark and Hadoop part files
beside their _SUCCESS/_committed_ markers, yearly summaries in two formats), a measurement archive's dated dump
folders (M-Lab NDT), a log viewer's rotated sample logs, and another Spark book's datasets (video frames in
label=<N> Hive partitions, a Databricks write's part files, a saved ML pipeline's stage folders), and the files
inside a CTF MEG recording's folder, multi-echo runs in coded sessions, an fMRIPrep derivatives dataset's confounds
and transforms, EDF EEG beside same-stem derivatives, and arXiv's bulk-source dump keys from a list file. 23 of its
37 layouts branch (subject, session, year, label, run folders), so the one-branch score rests on many layouts.
Batches 2 to 7 (four layouts, two, three, one, four, one) were added, like the first 22, before they were scored. No analyser change was made for this group before its first score (docs/analyser.md,
"Fresh review group (review10)"); two layouts' truth (ds000228's subject label, which BIDS defines as all of
"pixar001", not its number) was corrected after the first run, before any analyser change, and rescored.
"""
from __future__ import annotations

import random
from urllib.parse import unquote

from ground_truth import review10_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review9


# --- OpenNeuro ds004148 (resting and cognitive state EEG, three sessions) ------------------------------------

def eegrt_headers(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004148 @0c740d838a2c (BIDS EEG, 60 subjects x 3 sessions x 5 tasks): BrainVision
    headers sub-<NN>/ses-session<N>/eeg/sub-<NN>_ses-session<N>_task-<task>_eeg.vhdr, the subject label, the
    session label (session1 ... session3: text, as BIDS labels are) and the task (eyesclosed, eyesopen,
    mathematic, memory, music; 20 subjects kept, 300); neighbours: the .eeg data and .vmrk marker files of the
    same stem, the _eeg.json, _channels.tsv, _events.tsv sidecars, the session's _electrodes.tsv, the
    derivatives' preprocessed .set files and figures, root files."""
    return _layout(N.EEGRT_VHDR_KIND, N.EEGRT_VHDR_OTHER,
                   r"^sub-(\d+)/ses-(session\d)/eeg/sub-\d+_ses-session\d_task-([a-z]+)_eeg\.vhdr$",
                   ("subject", "session", "task"))


def eegrt_preprocessed(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004148 @0c740d838a2c: the preprocessed recordings (in a folder whose name holds a space)
    derivatives/preprocessed data/preprocessed_data/sub<NN>_<NN>_<state>.set, the subject, the session (01 ... 03)
    and the state, coded EC, EO, Ma, Me, Mu (eyes closed, eyes open, mathematic, memory, music: the README's
    five states; 900, 300 kept); neighbours: the folder's preprocessed_data_README, the derivatives' .mat files,
    code and figures, the raw BIDS EEG files (.eeg, .vhdr, .vmrk, sidecars), root files."""
    return _layout(N.EEGRT_PREPROC_KIND, N.EEGRT_PREPROC_OTHER,
                   r"^derivatives/preprocessed data/preprocessed_data/sub(\d+)_(\d+)_([A-Za-z]+)\.set$",
                   ("subject", "session", "state"))


# --- OpenNeuro ds001499 (BOLD5000: four subjects, up to sixteen sessions) -------------------------------------

def bold5k_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds001499 @5be66b27ab5e (BIDS fMRI): BOLD runs
    sub-CSI<N>/ses-<NN>/func/sub-CSI<N>_ses-<NN>_task-<5000scenes|localizer>_run-<NN>_bold.nii.gz, the subject
    label (CSI1 ... CSI4: text), the session (01 ... 16), the task and the run (01 ... 10; 540, 300 kept in whole
    sessions); neighbours: the _bold.json and _events.tsv beside each run, fmap/ (epi and its .json), anat/,
    dwi/, the sessions' tmp_dcm2bids/ conversion leftovers, fMRIPrep's outputs of the same runs, root files."""
    return _layout(N.BOLD5K_RUNS_KIND, N.BOLD5K_RUNS_OTHER,
                   r"^sub-(CSI\d)/ses-(\d+)/func/sub-CSI\d_ses-\d+_task-([a-z0-9]+)(?:_run-(\d+))?_bold\.nii\.gz$",
                   ("subject", "session", "task", "run"))


def bold5k_confounds(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds001499 @5be66b27ab5e: fMRIPrep's confound tables
    derivatives/fmriprep/sub-CSI<N>/ses-<NN>/func/sub-CSI<N>_ses-<NN>_task-<task>_run-<NN>_bold_confounds.tsv,
    subject, session, task and run (540, 300 kept in whole sessions); neighbours: the same runs' _bold_space-T1w
    _preproc/_brainmask/_label-*_roi.nii.gz and _space-fsnative.<L|R>.func.gii outputs, the figures' .svg of
    every run, MRIQC's reports and JSON, the raw runs."""
    return _layout(N.BOLD5K_CONFOUNDS_KIND, N.BOLD5K_CONFOUNDS_OTHER,
                   r"^derivatives/fmriprep/sub-(CSI\d)/ses-(\d+)/func/sub-CSI\d_ses-\d+_task-([a-z0-9]+)(?:_run-(\d+))?"
                   r"_bold_confounds\.tsv$", ("subject", "session", "task", "run"))


def bold5k_mriqc_reports(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds001499 @5be66b27ab5e: MRIQC's per-run reports
    derivatives/mriqc/sub-CSI<N>/reports/sub-CSI<N>_ses-<NN>_task-<task>[_run-<NN>]_bold.html (localizer runs
    have no run entity), subject, session, task and run (540, three subjects kept, 390); neighbours: the JSON
    of every run in the sibling derivatives/ folder (same stems), the T1w reports, the group tables
    CSI<N>-func.csv / -anat.csv, fMRIPrep's figures."""
    return _layout(N.BOLD5K_MRIQC_KIND, N.BOLD5K_MRIQC_OTHER,
                   r"^derivatives/mriqc/sub-(CSI\d)/reports/sub-CSI\d_ses-(\d+)_task-([a-z0-9]+)(?:_run-(\d+))?"
                   r"_bold\.html$", ("subject", "session", "task", "run"))


# --- OpenNeuro ds000221 (MPI Leipzig mind-brain-body, two sessions) ------------------------------------------

def mpi_mp2rage_inversions(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000221 @7b2df1b81bdb (BIDS, 318 subjects): the MP2RAGE inversion images
    sub-<NNNNNN>/ses-<NN>/anat/sub-<N>_ses-<NN>_inv-<1|2>_mp2rage.nii.gz, subject, session and inversion
    (636, 300 kept); neighbours: their .json, the same folders' acq-mp2rage_T1w/T1map/defacemask images,
    T2w, acq-highres/lowres FLAIR and acq-mag/phase GRE (.nii.gz), root files."""
    return _layout(N.MPI_MP2RAGE_KIND, N.MPI_MP2RAGE_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/anat/sub-\d+_ses-\d+_inv-(\d)_mp2rage\.nii\.gz$", ("subject", "session", "inv"))


def mpi_gre_fieldmaps(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000221 @7b2df1b81bdb: gradient-echo field maps
    sub-<N>/ses-<NN>/fmap/sub-<N>_ses-<NN>_acq-GEfmap_run-<NN>_<magnitude1|magnitude2|phasediff>.nii.gz,
    subject, session, run and the BIDS suffix (1,861, 301 kept); neighbours: their .json, the spin-echo maps
    acq-SEfmap<NN>_dir-<AP|PA>_epi.nii.gz in the same folders, the resting-state runs func/, root files."""
    return _layout(N.MPI_GEFMAP_KIND, N.MPI_GEFMAP_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/fmap/sub-\d+_ses-\d+_acq-GEfmap_run-(\d+)_(magnitude1|magnitude2|phasediff)"
                   r"\.nii\.gz$", ("subject", "session", "run", "suffix"))


def mpi_dwi(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000221 @7b2df1b81bdb: diffusion data sub-<N>/ses-01/dwi/sub-<N>_ses-01_dwi.<nii.gz|bval|bvec>,
    the subject and the extension (image, b-values, b-vectors; 684, 300 kept); neighbours: the _dwi.json beside
    each, the anat/ images (.nii.gz) and sidecars, root files."""
    return _layout(N.MPI_DWI_KIND, N.MPI_DWI_OTHER, r"^sub-(\d+)/ses-01/dwi/sub-\d+_ses-01_dwi\.(nii\.gz|bval|bvec)$",
                   ("subject", "extension"))


# --- OpenNeuro ds003645 (face perception, simultaneous EEG and MEG) ------------------------------------------

def face_eeg_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003645 @3a90ec2435da (BIDS EEG + MEG, 18 subjects, no session level): EEGLAB files
    sub-<NNN>/eeg/sub-<NNN>_task-FacePerception_run-<N>_eeg.set, subject and run (1 ... 6; 108); neighbours:
    the .fdt data file of the same stem, the run's _electrodes.tsv, the MEG runs meg/..._meg.fif, the events
    and channels kept at the subject level, beh/, anat/, sub-emptyroom/, stimuli/, root files."""
    return _layout(N.FACE_EEG_KIND, N.FACE_EEG_OTHER, r"^sub-(\d+)/eeg/sub-\d+_task-FacePerception_run-(\d)_eeg\.set$",
                   ("subject", "run"))


def face_run_events(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003645 @3a90ec2435da: the runs' events kept at the subject level (BIDS inheritance,
    no datatype folder) sub-<NNN>/sub-<NNN>_task-FacePerception_run-<N>_events.tsv, subject and run (108);
    neighbours: the same folders' _channels.tsv, _coordsystem.json, _scans.tsv, _headshape.pos, the behavioural
    events beh/sub-<NNN>_task-FaceRecognition_events.tsv, the EEG and MEG runs, root files."""
    return _layout(N.FACE_EVENTS_KIND, N.FACE_EVENTS_OTHER, r"^sub-(\d+)/sub-\d+_task-FacePerception_run-(\d)_events\.tsv$",
                   ("subject", "run"))


def face_stimuli(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003645 @3a90ec2435da: the photographs shown, stimuli/<f|u|s><NNN>.bmp, the category
    letter (famous, unfamiliar, scrambled faces: the README's three kinds) and the face number (450, 300 kept);
    neighbours: stimuli/circle.bmp and cross.bmp, the subjects' files, root files."""
    return _layout(N.FACE_STIMULI_KIND, N.FACE_STIMULI_OTHER, r"^stimuli/([fsu])(\d+)\.bmp$", ("category", "number"))


# --- OpenNeuro ds001246 (Generic Object Decoding, named sessions) -------------------------------------------

def god_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds001246 @261343c5e738 (BIDS fMRI, 5 subjects): BOLD runs
    sub-<NN>/ses-<name><NN>/func/sub-<NN>_ses-<name><NN>_task-<perception|imagery>_run-<NN>_bold.nii.gz, subject,
    session (perceptionTraining01, perceptionTest03, imageryTest02, ...: words glued to a number), task and run
    (395, 302 kept in whole sessions); neighbours: the _events.tsv beside each run, the sessions' anat/ images,
    ses-anatomy/, the SPM derivatives _bold_preproc.nii.gz of the same runs, sourcedata/ ROI masks, root files."""
    return _layout(N.GOD_RUNS_KIND, N.GOD_RUNS_OTHER,
                   r"^sub-(\d+)/ses-([a-zA-Z]+\d+)/func/sub-\d+_ses-[a-zA-Z]+\d+_task-([a-z]+)_run-(\d+)_bold\.nii\.gz$",
                   ("subject", "session", "task", "run"))


def god_preprocessed(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds001246 @261343c5e738: the SPM derivatives derivatives/preproc-spm/output/sub-<NN>/
    ses-<name><NN>/func/sub-<NN>_ses-<name><NN>_task-<task>_run-<NN>_bold_preproc.nii.gz, subject, session, task
    and run (395, 316 kept in whole sessions); neighbours: the derivatives' preprocessed T1w, the raw runs
    (_bold.nii.gz) and events, sourcedata/, root files."""
    return _layout(N.GOD_PREPROC_KIND, N.GOD_PREPROC_OTHER,
                   r"^derivatives/preproc-spm/output/sub-(\d+)/ses-([a-zA-Z]+\d+)/func/sub-\d+_ses-[a-zA-Z]+\d+"
                   r"_task-([a-z]+)_run-(\d+)_bold_preproc\.nii\.gz$", ("subject", "session", "task", "run"))


# --- OpenNeuro ds002799 (electrical stimulation during fMRI, iEEG) -------------------------------------------

def es_bold_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds002799 @ecd522ad7acf (BIDS fMRI + iEEG, patients before and after implantation):
    uncompressed BOLD runs sub-<NNN>/ses-<preop|postop>/func/sub-<NNN>_ses-<..>_task-<rest|es>_run-<NN>_bold.nii,
    subject, session (preop, postop: words), task (rest, es) and run (253); neighbours: the .json and
    _events.tsv beside each run, the ieeg/ channels, electrodes and coordsystem files, anat/, fMRIPrep's outputs
    of the same runs, root files."""
    return _layout(N.ES_BOLD_KIND, N.ES_BOLD_OTHER,
                   r"^sub-(\d+)/ses-(postop|preop)/func/sub-\d+_ses-(?:postop|preop)_task-([a-z]+)_run-(\d+)_bold\.nii$",
                   ("subject", "session", "task", "run"))


def es_ieeg_channels(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds002799 @ecd522ad7acf: the stimulation runs' iEEG channel tables
    sub-<NNN>/ses-postop/ieeg/sub-<NNN>_ses-postop_task-es_run-<NN>_channels.tsv, subject and run (141);
    neighbours: the session's space-MNI152NLin6Asym _electrodes.tsv and _coordsystem.json, the BOLD runs and
    their sidecars, anat/, root files."""
    return _layout(N.ES_CHANNELS_KIND, N.ES_CHANNELS_OTHER,
                   r"^sub-(\d+)/ses-postop/ieeg/sub-\d+_ses-postop_task-es_run-(\d+)_channels\.tsv$", ("subject", "run"))


def es_fmriprep_surfaces(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds002799 @ecd522ad7acf: fMRIPrep's surface time series
    derivatives/fmriprep/sub-<NNN>/ses-<..>/func/sub-<NNN>_ses-<..>_task-<..>_run-<NN>_space-<fsnative|fsaverage5>
    _hemi-<L|R>.func.gii, subject, session, task, run, space and hemisphere (1,012, 300 kept per subject);
    neighbours: the same runs' volumes (_space-T1w/MNI152NLin2009cAsym _desc-preproc_bold.nii.gz, masks, dseg,
    boldref), confounds, .json, figures, the anat/ outputs, raw files."""
    return _layout(N.ES_SURFACES_KIND, N.ES_SURFACES_OTHER,
                   r"^derivatives/fmriprep/sub-(\d+)/ses-(postop|preop)/func/sub-\d+_ses-(?:postop|preop)_task-([a-z]+)"
                   r"_run-(\d+)_space-(fsnative|fsaverage5)_hemi-([LR])\.func\.gii$",
                   ("subject", "session", "task", "run", "space", "hemi"))


# --- OpenNeuro ds000228 (children and adults watching a Pixar film) ------------------------------------------

def pixar_masks(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000228 @dafa3a5237ad (BIDS fMRI, 155 subjects): the preprocessing masks
    derivatives/preprocessed_data/sub-pixar<NNN>/sub-pixar<NNN>_<CompCor|analysis>_mask.nii.gz, the subject label
    (pixar001 ...: BIDS' label is all of it after sub-, word and number) and the mask (310); neighbours: the same folders'
    _normed_anat.nii.gz, _task-pixar_run-001_swrf_bold.nii.gz and _ART_and_CompCor_nuisance_regressors.mat, the
    ROIs/*.mat, MRIQC's outputs, the raw func/ and anat/ files, root files."""
    return _layout(N.PIXAR_MASKS_KIND, N.PIXAR_MASKS_OTHER,
                   r"^derivatives/preprocessed_data/sub-(pixar\d+)/sub-pixar\d+_(CompCor|analysis)_mask\.nii\.gz$",
                   ("subject", "mask"))


def pixar_mriqc_bold(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000228 @dafa3a5237ad: MRIQC's image quality metrics
    derivatives/mriqc/derivatives/sub-pixar<NNN>_task-pixar_bold.json, the subject label (pixar001 ...; 155); neighbours: the T1w
    metrics sub-pixar<NNN>_T1w.json in the same folder, the reports/ .html of both, the group tables, the
    preprocessed derivatives, raw files."""
    return _layout(N.PIXAR_MRIQC_KIND, N.PIXAR_MRIQC_OTHER,
                   r"^derivatives/mriqc/derivatives/sub-(pixar\d+)_task-pixar_bold\.json$", ("subject",))


# --- OpenNeuro ds001734 (NARPS: mixed gambles task) ---------------------------------------------------------

def narps_mriqc_reports(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds001734 @0ad017e7f83e (BIDS fMRI, 108 subjects, no session level): MRIQC's reports
    derivatives/MRIQC/sub-<NNN>_task-MGT_run-<NN>_bold.html, subject and run (01 ... 04; 435, 300 kept);
    neighbours: the T1w reports sub-<NNN>_T1w.html and group_*.html/.tsv in the same folder, the raw runs'
    _bold.nii.gz, _sbref.nii.gz and _events.tsv, root files."""
    return _layout(N.NARPS_MRIQC_KIND, N.NARPS_MRIQC_OTHER, r"^derivatives/MRIQC/sub-(\d+)_task-MGT_run-(\d+)_bold\.html$",
                   ("subject", "run"))


def narps_fieldmaps(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds001734 @0ad017e7f83e: field maps sub-<NNN>/fmap/sub-<NNN>_<magnitude1|magnitude2|phasediff>
    .nii.gz, subject and BIDS suffix (324); neighbours: the phasediff .json, anat/ T1w, the func/ runs
    (_bold.nii.gz, _sbref.nii.gz, _events.tsv), root files."""
    return _layout(N.NARPS_FMAP_KIND, N.NARPS_FMAP_OTHER, r"^sub-(\d+)/fmap/sub-\d+_(magnitude1|magnitude2|phasediff)\.nii\.gz$",
                   ("subject", "suffix"))


def narps_preprocessed(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds001734 @0ad017e7f83e: fMRIPrep's MNI-space runs derivatives/fmriprep/sub-<NNN>/func/
    sub-<NNN>_task-MGT_run-<NN>_bold_space-MNI152NLin2009cAsym_preproc.nii.gz, subject and run (432, 300 kept in
    whole subjects); neighbours: the same runs' _brainmask.nii.gz, _space-T1w_label-*_roi.nii.gz,
    _space-fsaverage5.<L|R>.func.gii and _confounds.tsv, the anat/ outputs, raw runs."""
    return _layout(N.NARPS_PREPROC_KIND, N.NARPS_PREPROC_OTHER,
                   r"^derivatives/fmriprep/sub-(\d+)/func/sub-\d+_task-MGT_run-(\d+)_bold_space-MNI152NLin2009cAsym"
                   r"_preproc\.nii\.gz$", ("subject", "run"))


# --- Delta tables (Hive partitions) -------------------------------------------------------------------------

def delta_kernel_partitions(r: random.Random) -> tuple[Kind, list[str]]:
    """delta-io/delta-kernel-rs @b14c3fb84003: the partitioned Delta tables' data files
    kernel/tests/data/<table>/<column>=<value>/[prefix]part-<NNNNN>-<uuid>[.-]c000.snappy.parquet, the table,
    the partition column and its value, which Hive escapes (%3A for ':', __HIVE_DEFAULT_PARTITION__ for null;
    truth the unescaped value, as Spark and delta-kernel read it; 33); neighbours: the .crc checksum of each
    data file (.part-...parquet.crc, same folder), the tables' _delta_log/*.json, .checkpoint.parquet and .crc,
    unpartitioned tables' part files, golden data, test code."""
    return _layout(N.DKRS_PARTS_KIND, N.DKRS_PARTS_OTHER,
                   r"^kernel/tests/data/([^/]+)/([A-Za-z0-9_]+)=([^/]+)/[^/]*part-\d+-[0-9a-f-]{36}[.-]c000\.snappy\.parquet$",
                   ("table", "column", "value"), {"value": unquote})


# --- batch 2 (written down, like the rest, before its first score): a Spark book's data folder -----------------

def sdg_retail_days(r: random.Random) -> tuple[Kind, list[str]]:
    """databricks/Spark-The-Definitive-Guide @4ba5601eb9b9: the online-retail data split by day
    data/retail-data/by-day/<YYYY-MM-DD>.csv, the day (2010-12-01 ... 2011-12-09, days without trade absent;
    305); neighbours: the whole set retail-data/all/online-retail-dataset.csv, the flight summaries
    <YYYY>-summary.csv, bike-data/<YYYYMM>_*_data.csv, Spark's part files and _SUCCESS markers, images, code."""
    return _layout(N.SDG_RETAIL_DAYS_KIND, N.SDG_RETAIL_DAYS_OTHER, r"^data/retail-data/by-day/(\d{4}-\d\d-\d\d)\.csv$",
                   ("date",))


def sdg_activity_parts(r: random.Random) -> tuple[Kind, list[str]]:
    """databricks/Spark-The-Definitive-Guide @4ba5601eb9b9: a Spark job's JSON output
    data/activity-data/part-<NNNNN>-tid-<job tid>-<uuid>-0-c000.json, the partition number (00000 ... 00079; one
    write, so the tid and uuid are constant; 80); neighbours: the job's _SUCCESS, _committed_<tid> and
    _started_<tid> markers, the Hive-table copy flight-data-hive/part-00000-tid-...-c000 (no extension), the ML
    sets' part-r-<NNNNN>-<uuid>.gz.parquet, the other data files."""
    return _layout(N.SDG_ACTIVITY_PARTS_KIND, N.SDG_ACTIVITY_PARTS_OTHER,
                   r"^data/activity-data/part-(\d{5})-tid-\d+-[0-9a-f-]{36}-0-c000\.json$", ("part",))


def sdg_ml_parts(r: random.Random) -> tuple[Kind, list[str]]:
    """databricks/Spark-The-Definitive-Guide @4ba5601eb9b9: the ML chapters' Parquet sets
    data/<set>/part-[r-]<NNNNN>-<uuid>[-c000].gz.parquet, the set (binary-classification, clustering,
    multiclass-classification, regression, simple-ml-integers, simple-ml-scaling) and the partition number
    (Hadoop's part-r- names of Spark 1.x beside Spark 2's -c000 ones; 36); neighbours: each set's _SUCCESS, the
    flight summaries' single-file .parquet/.orc folders, simple-ml's JSON part, the activity JSON parts, the
    other data files."""
    return _layout(N.SDG_ML_PARTS_KIND, N.SDG_ML_PARTS_OTHER,
                   r"^data/([a-z-]+)/part-(?:r-)?(\d{5})-[0-9a-f-]{36}(?:-c000)?\.gz\.parquet$", ("set", "part"))


def sdg_flight_summaries(r: random.Random) -> tuple[Kind, list[str]]:
    """databricks/Spark-The-Definitive-Guide @4ba5601eb9b9: the yearly flight summaries
    data/flight-data/<csv|json>/<YYYY>-summary.<csv|json>, the format (its folder and extension) and the year
    (2010 ... 2015; 12); neighbours: the Spark-written copies flight-data/<orc|parquet>/2010-summary.<orc|parquet>/
    part-r-00000-<uuid>.* and _SUCCESS, the SQLite copy jdbc/my-sqlite.db, the retail days, the other data."""
    return _layout(N.SDG_FLIGHT_SUMMARIES_KIND, N.SDG_FLIGHT_SUMMARIES_OTHER,
                   r"^data/flight-data/(csv|json)/(\d{4})-summary\.(?:csv|json)$", ("format", "year"))


# --- batch 3 (written down, like the rest, before its first score): a measurement archive and rotated logs -----

def mlab_ndt_archives(r: random.Random) -> tuple[Kind, list[str]]:
    """m-lab/etl @4c8eb058215f (git ls-tree at that commit; the folder left the tree later): M-Lab's NDT
    archives as the pipeline's GCS bucket lays them out, worker/testdata/ndt/<YYYY>/<MM>/<DD>/<YYYYMMDD>T<HHMMSS>Z
    -mlab<N>-<site><NN>-ndt-<NNNN>.tgz, the day (its three folders), the archive's start time, the machine
    (mlab1 ... mlab3), the site (airport code and number: dfw02, lhr05, ...) and the archive's sequence number
    (0000 ... 0336; 2017 and 2018, 135); neighbours: the NDT5 archive of the ndt5/ subfolder and the worker's
    own copy (20191201T020011.395772Z-ndt5-mlab1-bcn01-ndt.tgz: fractional seconds, datatype before the host),
    the parser's test data (.paris traceroutes, web100 snaplogs, NDT5/NDT7 results), code."""
    kind, other = _layout(N.MLAB_NDT_KIND, N.MLAB_NDT_OTHER,
                          r"^worker/testdata/ndt/(\d{4})/(\d\d)/(\d\d)/(\d{8}T\d{6})Z-(mlab\d)-([a-z]{3}\d\d)-ndt-(\d{4})\.tgz$",
                          ("year", "month", "day", "started", "machine", "site", "sequence"))
    out: Kind = []
    for path, truth in kind:
        truth = dict(truth)
        truth["date"] = f"{truth.pop('year')}-{truth.pop('month')}-{truth.pop('day')}"
        out.append((path, truth))
    return out, other


def lnav_rotated_logs(r: random.Random) -> tuple[Kind, list[str]]:
    """tstack/lnav @bb0005f96c8d: the log viewer's sample logs test/logfile_<name>.<N>, the log's name (its format
    or case: access_log, syslog, bro_conn.log, generic, ...) and the rotation generation lnav reads them as
    (.0 the newest, .1 ... .3 rotated away; 104); neighbours: the JSON logs logfile_<name>.json/.jsonl, the
    text and data samples textfile_*.0 and datafile_*.0, the expected outputs, test scripts and sources, the
    tutorial's playground logs (.gz)."""
    return _layout(N.LNAV_LOGFILES_KIND, N.LNAV_LOGFILES_OTHER, r"^test/logfile_([^/]+)\.(\d+)$", ("name", "rotation"))


# --- batch 4 (written down, like the rest, before its first score): a Spark book's datasets -------------------

def lsv2_cctv_frames(r: random.Random) -> tuple[Kind, list[str]]:
    """databricks/LearningSparkV2 @8d5bdf6fd7b5: the CAVIAR video frames in "Hive-style partitioning of labelled
    images" (its README) databricks-datasets/learning-spark-v2/cctvVideos/train_images/label=<0|1>/<clip>frame<NNNN>
    .jpg, the label (1: a frame labelled suspicious), the clip (Browse2, Fight_Chase, LeftBag_AtChair, Walk1, ...:
    words, `_` and an optional take number glued to `frame`) and the frame number (451, 300 kept); neighbours: the
    README, the flights summaries (csv, json, avro), sf-fire, sf-airbnb's Parquet parts and pipeline model, the
    other datasets."""
    return _layout(N.LSV2_CCTV_KIND, N.LSV2_CCTV_OTHER,
                   r"/cctvVideos/train_images/label=(\d)/([A-Za-z_]+?\d?)frame(\d{4})\.jpg$", ("label", "clip", "frame"))


def lsv2_airbnb_parts(r: random.Random) -> tuple[Kind, list[str]]:
    """databricks/LearningSparkV2 @8d5bdf6fd7b5: a Databricks Spark write
    databricks-datasets/learning-spark-v2/sf-airbnb/sf-airbnb-clean-100p.parquet/part-<NNNNN>-tid-<tid>-<uuid>-<task>
    -1-c000.snappy.parquet, the partition number (00000 ... 00099) and the task id that wrote it (16947 ...; 100);
    neighbours: the write's _SUCCESS, _committed_<tid> and _started_<tid>, the single-part sf-airbnb-clean.parquet
    folder, the pipeline model's stage files (part-00000-tid-...-c000.snappy.parquet too, in other folders), the
    CCTV frames, the other datasets."""
    return _layout(N.LSV2_AIRBNB_PARTS_KIND, N.LSV2_AIRBNB_PARTS_OTHER,
                   r"/sf-airbnb-clean-100p\.parquet/part-(\d{5})-tid-\d+-[0-9a-f-]{36}-(\d+)-1-c000\.snappy\.parquet$",
                   ("part", "task"))


def lsv2_pipeline_stages(r: random.Random) -> tuple[Kind, list[str]]:
    """databricks/LearningSparkV2 @8d5bdf6fd7b5: a saved Spark ML pipeline's stage data
    databricks-datasets/learning-spark-v2/sf-airbnb/lr-pipeline-model/stages/<NN>_<stage>_<uid>/data/part-00000-tid-
    <tid>-<uuid>-<task>-1-c000.snappy.parquet, the stage's position (00 ... 17; 16 has no data), its type (strIdx,
    oneHotEncoder, linReg) and the 12-hex uid Spark gave it (17); neighbours: each stage's metadata/part-00000 and
    _SUCCESS, the data folders' _committed_/_started_ markers, the pipeline's own metadata, the airbnb Parquet
    parts, the other datasets."""
    return _layout(N.LSV2_PIPELINE_STAGES_KIND, N.LSV2_PIPELINE_STAGES_OTHER,
                   r"/lr-pipeline-model/stages/(\d\d)_([A-Za-z]+)_([0-9a-f]{12})/data/part-00000-tid-\d+-[0-9a-f-]{36}-\d+-1-c000"
                   r"\.snappy\.parquet$", ("stage", "type", "uid"))


# --- batch 5 (written down, like the rest, before its first score): CTF MEG datasets as folders ----------------

def aef_ctf_files(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000246 @9d6eed46c9ae (BIDS MEG, CTF system): the files inside each run's CTF dataset
    folder, which BIDS names like a file, sub-<NNNN>/meg/sub-<NNNN>_task-AEF_run-<NN>_meg.ds/sub-<NNNN>_task-AEF
    _run-<NN>_meg.<ext>, the subject, the run (01, 02) and CTF's file type (acq, eeg, hc, hist, infods, meg4,
    newds, res4; 15); neighbours: the same folders' MarkerFile.mrk, ClassFile.cls, ChannelGroupSet.cfg and
    BadChannels, the runs' _meg.json and _channels.tsv beside the folders, the empty-room recording's
    sub-emptyroom_task-noise_run-01_meg.ds/ files, root files."""
    return _layout(N.AEF_CTF_FILES_KIND, N.AEF_CTF_FILES_OTHER,
                   r"^sub-(\d+)/meg/sub-\d+_task-AEF_run-(\d+)_meg\.ds/sub-\d+_task-AEF_run-\d+_meg\.([a-z0-9]+)$",
                   ("subject", "run", "extension"))


# --- batch 6 (written down, like the rest, before its first score): multi-echo, an fMRIPrep dataset, EDF EEG ----

def me_echoes(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds006693 @1768c16aaca4 (BIDS multi-echo fMRI, 48 subjects, seven sessions): resting runs
    sub-<NN>/ses-<label>/func/sub-<NN>_ses-<label>_task-rest_run-<NN>_echo-<N>_bold.nii.gz, subject, session (D0,
    S1D1 ... S3D2: study and day codes, letters and digits), run and echo (1 ... 3; 996, 300 kept in whole
    sessions); neighbours: the .json of every echo, anat/ T1w images (no session level), the .DS_Store files left
    in subject and session folders, root files."""
    return _layout(N.ME_ECHOES_KIND, N.ME_ECHOES_OTHER,
                   r"^sub-(\d+)/ses-([A-Z0-9]+)/func/sub-\d+_ses-[A-Z0-9]+_task-rest_run-(\d+)_echo-(\d)_bold\.nii\.gz$",
                   ("subject", "session", "run", "echo"))


def fp_confounds(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds007088 @99245aa16131 (Penn LEAD, an fMRIPrep derivatives dataset at its own root): confound
    tables sub-<N>/ses-<N>/func/sub-<N>_ses-<N>_task-<rest|nback>[_acq-<label>]_run-<NN>_desc-confounds_timeseries.tsv,
    subject (5 and 6 digits), session, task, acquisition where present (VARIANTNumVolumes, ...: CuBIDS variant
    labels) and run (617, 304 kept in whole subjects); neighbours: their .json, the runs' boldref, brain mask and
    transform files, figures/*.html and .svg, anat/, root files."""
    return _layout(N.FP_CONFOUNDS_KIND, N.FP_CONFOUNDS_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/func/sub-\d+_ses-\d+_task-([a-z]+)(?:_acq-([A-Za-z0-9]+))?_run-(\d+)"
                   r"_desc-confounds_timeseries\.tsv$", ("subject", "session", "task", "acq", "run"))


def fp_transforms(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds007088 @99245aa16131: the runs' described transforms sub-<N>/ses-<N>/func/sub-<N>_ses-<N>
    _task-<task>[_acq-<label>]_run-<NN>_from-<orig|boldref>_to-<boldref|T1w>_mode-image_desc-<hmc|coreg>_xfm.txt,
    subject, session, task, acquisition, run, the source and target spaces and the description (head-motion
    correction, coregistration; 1,234, 304 kept in whole subjects); neighbours: their .json, the undescribed
    field-map transforms _from-boldref_to-fmapfmrises1_mode-image_xfm.txt in the same folders, anat/'s
    rec-normrefaced T1w<->fsnative transforms, the confounds and boldrefs, root files."""
    return _layout(N.FP_XFMS_KIND, N.FP_XFMS_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/func/sub-\d+_ses-\d+_task-([a-z]+)(?:_acq-([A-Za-z0-9]+))?_run-(\d+)_from-([A-Za-z0-9]+)"
                   r"_to-([A-Za-z0-9]+)_mode-image_desc-([a-z]+)_xfm\.txt$",
                   ("subject", "session", "task", "acq", "run", "from", "to", "desc"))


def food_edf(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds008092 @06bd2f88fa3a (BIDS EEG, 77 subjects, one task): recordings
    sub-<NN>/eeg/sub-<NN>_task-foodcat_eeg.edf, the subject (77); neighbours: the _eeg.json, _channels.tsv,
    _electrodes.tsv, _coordsystem.json and _events.tsv beside each, the EEGLAB derivatives
    derivatives/eeglab/sub-<NN>_task-foodcat_eeg.set (same stem, flat folder), root files."""
    return _layout(N.FOOD_EDF_KIND, N.FOOD_EDF_OTHER, r"^sub-(\d+)/eeg/sub-\d+_task-foodcat_eeg\.edf$", ("subject",))


# --- batch 7 (written down, like the rest, before its first score): a bulk-dump listing ------------------------

def arxiv_src_tars(r: random.Random) -> tuple[Kind, list[str]]:
    """SampannaKahu/deepfigures-open @7379132d8af0, deepfigures/data_generation/all_tarnames.json (2,546 keys of the
    arXiv bulk-source bucket, read as s3://arxiv/src/...; kept here as bucket keys, 300 kept):
    src/arXiv_src_<YYMM>_<NNN>.tar, the month of the submissions as arXiv's manifest names it (yymm: 9108 ...
    2012 and on, two-digit years across 2000) and the chunk's sequence number within the month (001 ... ); no
    neighbours: the list holds only the kind."""
    return _layout(N.ARXIV_SRC_TARS_KIND, N.ARXIV_SRC_TARS_OTHER, r"^src/arXiv_src_(\d{4})_(\d{3})\.tar$", ("yymm", "chunk"))


REVIEW10 = {
    "eegrt_headers": eegrt_headers, "eegrt_preprocessed": eegrt_preprocessed,
    "bold5k_runs": bold5k_runs, "bold5k_confounds": bold5k_confounds, "bold5k_mriqc_reports": bold5k_mriqc_reports,
    "mpi_mp2rage_inversions": mpi_mp2rage_inversions, "mpi_gre_fieldmaps": mpi_gre_fieldmaps, "mpi_dwi": mpi_dwi,
    "face_eeg_runs": face_eeg_runs, "face_run_events": face_run_events, "face_stimuli": face_stimuli,
    "god_runs": god_runs, "god_preprocessed": god_preprocessed,
    "es_bold_runs": es_bold_runs, "es_ieeg_channels": es_ieeg_channels, "es_fmriprep_surfaces": es_fmriprep_surfaces,
    "pixar_masks": pixar_masks, "pixar_mriqc_bold": pixar_mriqc_bold,
    "narps_mriqc_reports": narps_mriqc_reports, "narps_fieldmaps": narps_fieldmaps, "narps_preprocessed": narps_preprocessed,
    "delta_kernel_partitions": delta_kernel_partitions,
    "sdg_retail_days": sdg_retail_days, "sdg_activity_parts": sdg_activity_parts, "sdg_ml_parts": sdg_ml_parts,
    "sdg_flight_summaries": sdg_flight_summaries,
    "mlab_ndt_archives": mlab_ndt_archives, "lnav_rotated_logs": lnav_rotated_logs,
    "lsv2_cctv_frames": lsv2_cctv_frames, "lsv2_airbnb_parts": lsv2_airbnb_parts,
    "lsv2_pipeline_stages": lsv2_pipeline_stages, "aef_ctf_files": aef_ctf_files,
    "me_echoes": me_echoes, "fp_confounds": fp_confounds, "fp_transforms": fp_transforms, "food_edf": food_edf,
    "arxiv_src_tars": arxiv_src_tars,
}
