"""A tuning group of real DATA layouts (tune7): cousins of the hidden listings' families, written down before any fix.

Like review6.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
or from a list file inside the repository (a dataset's split or file list), at the commit cited in the
generator's docstring, and kept in tune7_names.py (a seeded subset where the source is large); nothing is
rebuilt from a pattern. Truth values are what the source means by its names (its README, its naming
convention or the standard it follows), never what the analyser reads.
Families: drone and stereo camera frames, a CRISPR optical screen's cycle/well/tile images (IDR idr0071), HMDB51
split lists (rawframe folders and per-class split files), BIDS datasets of iEEG, EEG, spinal-cord fMRI and a
multi-session reading study (OpenNeuro ds005574, ds006018, ds005883, ds006239), and 3D Tiles implicit-tiling
pyramids (level and tile coordinates). 14 of its 22 layouts branch (their first varying folder holds digits:
subject, imaging cycle). No analyser change was made for this group before its first score (docs/analyser.md,
"Rules of round 8 (tune7)").
"""
from __future__ import annotations

import random

from ground_truth import tune7_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review6


# --- drone and stereo camera frames ----------------------------------------------------------------------

def helen_photos(r: random.Random) -> tuple[Kind, list[str]]:
    """Mgzz03/odm_data_helenenschacht @a993475a0d4a (an OpenDroneMap survey): images/MAX_<NNNN>.JPG, the camera's
    frame counter (176); neighbours: GCP/gcp_list.txt, the RTK rover's RTK_Data/101FTASK_Rinex.obs and
    _Timestamp.mrk, README.md, pipeline.py, requirements.txt."""
    return _layout(N.HELEN_PHOTOS_KIND, N.HELEN_PHOTOS_OTHER, r"^images/MAX_(\d{4})\.JPG$", ("frame",))


def halt_stereo(r: random.Random) -> tuple[Kind, list[str]]:
    """larssbr/odm_data_haltbrekken_run1 @95864b08fa39 (a stereo camera run over Haltbrekken):
    <Left|Right>/<Left|Right>CameraRun1_<N>.png, the camera of the pair and the frame number (1 ... 54, no padding;
    108); neighbours: the run's navigation logs 20140814--0930<eta|nu|raw|tau>_data.log and README.md."""
    return _layout(N.HALT_STEREO_KIND, N.HALT_STEREO_OTHER, r"^(Left|Right)/(?:Left|Right)CameraRun1_(\d+)\.png$",
                   ("camera", "frame"))


# --- microscopy: IDR idr0071 (Feldman et al., optical pooled CRISPR screen) --------------------------------

def idr71_sbs_companions(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0071-feldman-crisprko @a2d522990e29, experimentE/idr0071-experimentE-filelist.tsv (second column;
    4,116 of 5,488 rows, 300 kept): in-situ sequencing images /uod/idr/filesets/idr0071-feldman-crisprko/
    20201027-companions/companions/experimentE/input/10X_c<N>-SBS-<N>/10X_c<N>-SBS-<N>_<well>_Tile-<N>.sbs
    .companion.ome, the sequencing-by-synthesis cycle (1 ... 12), the well (A1 ... C11) and the tile of the well
    (0 ... 332); neighbours: the same list's processed images process/10X_<well>_Tile-<N>.<aligned|cells|log|
    nuclei>.companion.ome (200 kept)."""
    return _layout(N.IDR71_SBS_COMPANIONS_KIND, N.IDR71_SBS_COMPANIONS_OTHER,
                   r"/experimentE/input/10X_c(\d+)-SBS-\d+/10X_c\d+-SBS-\d+_([A-Z]\d+)_Tile-(\d+)\.sbs\.companion\.ome$",
                   ("cycle", "well", "tile"))


def idr71_process_companions(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0071-feldman-crisprko @a2d522990e29, experimentE/idr0071-experimentE-filelist.tsv (1,372 rows, 300
    kept): processed images .../experimentE/process/10X_<well>_Tile-<N>.<product>.companion.ome, the well, the tile
    and the product (aligned, cells, log, nuclei); neighbours: the raw cycle images input/10X_c<N>-SBS-<N>/... of
    the same list (200 kept)."""
    return _layout(N.IDR71_PROCESS_COMPANIONS_KIND, N.IDR71_PROCESS_COMPANIONS_OTHER,
                   r"/experimentE/process/10X_([A-Z]\d+)_Tile-(\d+)\.(\w+)\.companion\.ome$",
                   ("well", "tile", "product"))


def idr71_sbs_tifs(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0071-feldman-crisprko @a2d522990e29, experimentA/idr0071-experimentA-processed.txt (columns c1-SBS-1
    ... c9-SBS-9; 28,782 paths, 300 kept): experimentA/10X_c<N>-SBS-<N>/10X_c<N>-SBS-<N>_<well>_Tile-<N>.sbs.tif,
    the cycle (1 ... 9), the well and the tile; neighbours: the same rows' phenotype images
    10X_c0-DAPI-p65mNeon/..._<well>_Tile-<N>.phenotype.tif, process/*.aligned.tif, analysed/*.nuclei.tif,
    *.cells.tif and *.reads.csv (200 kept)."""
    return _layout(N.IDR71_SBS_TIFS_KIND, N.IDR71_SBS_TIFS_OTHER,
                   r"^experimentA/10X_c(\d+)-SBS-\d+/10X_c\d+-SBS-\d+_([A-Z]\d+)_Tile-(\d+)\.sbs\.tif$",
                   ("cycle", "well", "tile"))


def idr71_phenotype(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0071-feldman-crisprko @a2d522990e29, experimentA/idr0071-experimentA-processed.txt (first column;
    3,198, 300 kept): phenotype images experimentA/10X_c0-DAPI-p65mNeon/10X_c0-DAPI-p65mNeon_<well>_Tile-<N>
    .phenotype.tif, the well and the tile; neighbours: the same rows' cycle images 10X_c<N>-SBS-<N>/...sbs.tif
    (same well and tile, .tif), aligned, nuclei and cells images (200 kept)."""
    return _layout(N.IDR71_PHENOTYPE_KIND, N.IDR71_PHENOTYPE_OTHER,
                   r"^experimentA/10X_c0-DAPI-p65mNeon/10X_c0-DAPI-p65mNeon_([A-Z]\d+)_Tile-(\d+)\.phenotype\.tif$",
                   ("well", "tile"))


# --- HMDB51 split lists ------------------------------------------------------------------------------------

def hmdb_frames(r: random.Random) -> tuple[Kind, list[str]]:
    """giocoal/hmdb51-two-stream-action-recognition @b3fb13d67cd5, Report/Consegna/Code/Data Preparation/
    video_train_test_split_list/hmdb51_train_split_1_rawframes.txt (first column; 3,570, 300 kept; written on
    Windows, `\\` read as `/`): rawframe folders data/hmdb51/rawframes/<action>/<title>_<action>_<body>_<camera>
    _np<people>_<view>_<quality>_<clip>, by HMDB51's naming the action (51 classes), the visible body part (f, h,
    l, u), camera motion (cm, nm), the number of people (1 ... 3), the viewpoint (fr, ba, le, ri), the quality
    (bad, med, goo) and the clip index (the title is free text); neighbours: the repository's other files (notebooks,
    plots, the rawframe lists, the report; 75, the split annotations left out)."""
    return _layout(N.HMDB_FRAMES_KIND, N.HMDB_FRAMES_OTHER,
                   r"^data/hmdb51/rawframes/([A-Za-z_]+)/.+_([fhlu])_(cm|nm)_np(\d)_(fr|ba|le|ri)_(bad|med|goo)_(\d+)$",
                   ("action", "body", "camera", "people", "view", "quality", "clip"))


def hmdb_splits(r: random.Random) -> tuple[Kind, list[str]]:
    """giocoal/hmdb51-two-stream-action-recognition @b3fb13d67cd5: the official split files
    Report/Consegna/Code/Data Preparation/annotations/<action>_test_split<N>.txt, the action (51 classes, words
    joined by _) and the split (1 ... 3; 153); neighbours: the repository's other files (rawframe lists
    hmdb51_<train|val>_split_<N>_rawframes.txt, notebooks, plots, the report; 95)."""
    return _layout(N.HMDB_SPLITS_KIND, N.HMDB_SPLITS_OTHER, r"/annotations/([a-z_]+)_test_split(\d)\.txt$",
                   ("action", "split"))


# --- BIDS: OpenNeuro ds005574 (podcast ECoG), ds006018 (EEG tasks), ds005883 (spinal fMRI), ds006239 --------

def ds5574_ieeg(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005574 @963cda8d3984 (BIDS iEEG): sub-<NN>/ieeg/sub-<NN>_task-podcast_<suffix>.<ext>,
    the subject, the BIDS suffix (channels, ieeg) and the extension (tsv, edf, json; 27); neighbours: the
    electrodes and coordinate systems sub-<NN>_space-<space>_<electrodes|coordsystem>.<tsv|json> (same folder), the
    T1w images, derivatives/ecogprep/ .fif files and ecogqc reports, stimuli/, code/."""
    return _layout(N.DS5574_IEEG_KIND, N.DS5574_IEEG_OTHER, r"^sub-(\d+)/ieeg/sub-\d+_task-podcast_([a-z]+)\.(\w+)$",
                   ("subject", "suffix", "extension"))


def ds5574_ecogprep(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005574 @963cda8d3984: preprocessed ECoG derivatives/ecogprep/sub-<NN>/ieeg/
    sub-<NN>_task-podcast[_desc-highgamma]_ieeg.fif, the subject and the description (highgamma, absent on the
    plain preprocessed file; 18); neighbours: the raw sub-<NN>/ieeg/ files, derivatives/ecogqc/ reports and logs,
    stimuli/, code/."""
    return _layout(N.DS5574_ECOGPREP_KIND, N.DS5574_ECOGPREP_OTHER,
                   r"^derivatives/ecogprep/sub-(\d+)/ieeg/sub-\d+_task-podcast(?:_desc-(\w+))?_ieeg\.fif$",
                   ("subject", "desc"))


def ds6018_eeg(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds006018 @18bda79e8df1 (BIDS EEG, BrainVision): sub-<NNN>/eeg/sub-<NNN>_task-<task>_eeg
    .<eeg|vhdr|vmrk>, the subject, the task (auditoryoddball, visualoddball, flanker, visualsearch) and the
    extension (1,071, 300 kept); neighbours: each recording's _eeg.json and _events.<tsv|json> (same folder and
    stem), the root files (200 kept)."""
    return _layout(N.DS6018_EEG_KIND, N.DS6018_EEG_OTHER, r"^sub-(\d+)/eeg/sub-\d+_task-([a-z]+)_eeg\.(eeg|vhdr|vmrk)$",
                   ("subject", "task", "extension"))


def ds6018_events(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds006018 @18bda79e8df1: event tables sub-<NNN>/eeg/sub-<NNN>_task-<task>_events.tsv, the
    subject and the task (357, 300 kept); neighbours: the events.json sidecars, the recordings' .eeg, .vhdr,
    .vmrk and .json (same folder), the root files (200 kept)."""
    return _layout(N.DS6018_EVENTS_KIND, N.DS6018_EVENTS_OTHER, r"^sub-(\d+)/eeg/sub-\d+_task-([a-z]+)_events\.tsv$",
                   ("subject", "task"))


def ds5883_gre(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005883 @a5249c063575 (BIDS, brain and spinal-cord fMRI of pain): gradient-echo field maps
    sub-<NN>/fmap/sub-<NN>_acq-GRE_<suffix>.nii.gz, the subject and the BIDS suffix (magnitude1, magnitude2,
    phase1; 117); neighbours: their json sidecars, the spin-echo maps sub-<NN>_dir-<AP|PA>_epi.nii.gz (same
    folder and extension), T1w, bold, physio and events files, derivatives (200 kept)."""
    return _layout(N.DS5883_GRE_KIND, N.DS5883_GRE_OTHER, r"^sub-(\d+)/fmap/sub-\d+_acq-GRE_(\w+)\.nii\.gz$",
                   ("subject", "suffix"))


def ds5883_physio(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005883 @a5249c063575: physiological recordings
    sub-<NN>/func/sub-<NN>_task-pain_recording-<pulse|respiratory>_physio.tsv.gz, the subject and the recording
    (76); neighbours: their json sidecars, the bold runs, events and DICOM files of the same folders, field maps,
    derivatives (200 kept)."""
    return _layout(N.DS5883_PHYSIO_KIND, N.DS5883_PHYSIO_OTHER,
                   r"^sub-(\d+)/func/sub-\d+_task-pain_recording-(\w+)_physio\.tsv\.gz$", ("subject", "recording"))


def ds5883_preproc(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005883 @a5249c063575: preprocessed runs derivatives/preprocessed/sub-<NN>/func/
    sub-<NN>_task-pain_acq-<brain|spinalcord>_space-native_desc-preproc_bold.nii.gz, the subject and the
    acquisition (brain, spinalcord; 78); neighbours: the raw bold runs sub-<NN>/func/sub-<NN>_task-pain_bold
    .nii.gz (same extension), derivatives/physio_alignment/ files, field maps, anat (200 kept)."""
    return _layout(N.DS5883_PREPROC_KIND, N.DS5883_PREPROC_OTHER,
                   r"^derivatives/preprocessed/sub-(\d+)/func/sub-\d+_task-pain_acq-(\w+)_space-native_desc-preproc"
                   r"_bold\.nii\.gz$", ("subject", "acq"))


def ds5883_dicom(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005883 @a5249c063575: one anonymised scanner image per subject
    sub-<NN>/func/sub-<NN>_task-pain_dicom<NNN>_anonymized.IMA, the subject and the image number (001 in every
    subject; 38); neighbours: the bold, physio and events files of the same folders, field maps, anat,
    derivatives (200 kept)."""
    return _layout(N.DS5883_DICOM_KIND, N.DS5883_DICOM_OTHER,
                   r"^sub-(\d+)/func/sub-\d+_task-pain_dicom(\d+)_anonymized\.IMA$", ("subject", "image"))


def ds6239_bold(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds006239 @161b8662f301 (BIDS fMRI, reading and language localisers):
    sub-<NNNN>/ses-<N>/func/sub-<NNNN>_ses-<N>_task-<task>_acq-<acq>_run-<N>_bold.nii.gz, the subject, the session,
    the task (ReadMean, ReadPhon, LocalSR0, LocalSem, LocalASL, ...), the acquisition (the scanner's series code,
    D1S0301 ...) and the run (1,067, 300 kept); neighbours: the runs' json and events, T1w and field maps, the
    mriqc derivatives (200 kept)."""
    return _layout(N.DS6239_BOLD_KIND, N.DS6239_BOLD_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/func/sub-\d+_ses-\d+_task-(\w+)_acq-(\w+)_run-(\d+)_bold\.nii\.gz$",
                   ("subject", "session", "task", "acq", "run"))


def ds6239_mriqc(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds006239 @161b8662f301: MRIQC's per-run reports derivatives/mriqc/sub-<NNNN>_ses-<N>
    _task-<task>_acq-<acq>_run-<N>_bold.html, subject, session, task, acquisition and run (991, 300 kept);
    neighbours: the T1w reports sub-..._T1w.html (same folder and extension), group_bold.html, group_T1w.html,
    the per-run json metrics in derivatives/mriqc/sub-*/ and the raw data (200 kept)."""
    return _layout(N.DS6239_MRIQC_KIND, N.DS6239_MRIQC_OTHER,
                   r"^derivatives/mriqc/sub-(\d+)_ses-(\d+)_task-(\w+)_acq-(\w+)_run-(\d+)_bold\.html$",
                   ("subject", "session", "task", "acq", "run"))


def ds6239_fmap(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds006239 @161b8662f301: spin-echo field maps sub-<NNNN>/ses-<N>/fmap/sub-<NNNN>_ses-<N>
    _acq-<acq>_dir-<dir>_epi.nii.gz, subject, session, acquisition (D1S0601, D1S0701, ...) and phase-encoding
    direction (APA, APP; 360, 300 kept); neighbours: their json sidecars, bold runs, T1w, mriqc (200 kept)."""
    return _layout(N.DS6239_FMAP_KIND, N.DS6239_FMAP_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/fmap/sub-\d+_ses-\d+_acq-(\w+)_dir-(\w+)_epi\.nii\.gz$",
                   ("subject", "session", "acq", "dir"))


# --- tile pyramids: 3D Tiles implicit tiling ---------------------------------------------------------------

def tiles_octree(r: random.Random) -> tuple[Kind, list[str]]:
    """CesiumGS/3d-tiles-samples @03f57f507ccf: the SparseImplicitOctree sample's tile contents
    1.1/SparseImplicitOctree/content/content_<level>__<x>_<y>_<z>.glb, by the tileset's template
    content/content_{level}__{x}_{y}_{z}.glb the level and the tile's x, y, z (31); neighbours: its subtrees
    <level>.<x>.<y>.<z>.subtree, the quadtree sample's content_<level>__<x>_<y>.glb (same folder name and
    extension), tilesets, other samples' .glb."""
    return _layout(N.TILES_OCTREE_KIND, N.TILES_OCTREE_OTHER,
                   r"^1\.1/SparseImplicitOctree/content/content_(\d+)__(\d+)_(\d+)_(\d+)\.glb$",
                   ("level", "x", "y", "z"))


def tiles_quadtree(r: random.Random) -> tuple[Kind, list[str]]:
    """CesiumGS/3d-tiles-samples @03f57f507ccf: 1.1/SparseImplicitQuadtree/content/content_<level>__<x>_<y>.glb,
    level (5) and the tile's x and y (32); neighbours: its subtrees, the octree sample's content_<l>__<x>_<y>_<z>
    .glb, tilesets, other samples' .glb."""
    return _layout(N.TILES_QUADTREE_KIND, N.TILES_QUADTREE_OTHER,
                   r"^1\.1/SparseImplicitQuadtree/content/content_(\d+)__(\d+)_(\d+)\.glb$", ("level", "x", "y"))


def tiles_subtrees(r: random.Random) -> tuple[Kind, list[str]]:
    """CesiumGS/3d-tiles-samples @03f57f507ccf: 1.1/SparseImplicitOctree/subtrees/<level>.<x>.<y>.<z>.subtree, by
    the tileset's subtree template the level (0, 3) and x, y, z of the subtree's root (13); neighbours: the
    contents, the quadtree's subtrees (.subtree in another folder), tilesets, other samples (200 kept)."""
    return _layout(N.TILES_SUBTREES_KIND, N.TILES_SUBTREES_OTHER,
                   r"^1\.1/SparseImplicitOctree/subtrees/(\d+)\.(\d+)\.(\d+)\.(\d+)\.subtree$", ("level", "x", "y", "z"))


TUNE7 = {
    "helen_photos": helen_photos, "halt_stereo": halt_stereo,
    "idr71_sbs_companions": idr71_sbs_companions, "idr71_process_companions": idr71_process_companions,
    "idr71_sbs_tifs": idr71_sbs_tifs, "idr71_phenotype": idr71_phenotype,
    "hmdb_frames": hmdb_frames, "hmdb_splits": hmdb_splits,
    "ds5574_ieeg": ds5574_ieeg, "ds5574_ecogprep": ds5574_ecogprep,
    "ds6018_eeg": ds6018_eeg, "ds6018_events": ds6018_events,
    "ds5883_gre": ds5883_gre, "ds5883_physio": ds5883_physio, "ds5883_preproc": ds5883_preproc,
    "ds5883_dicom": ds5883_dicom,
    "ds6239_bold": ds6239_bold, "ds6239_mriqc": ds6239_mriqc, "ds6239_fmap": ds6239_fmap,
    "tiles_octree": tiles_octree, "tiles_quadtree": tiles_quadtree, "tiles_subtrees": tiles_subtrees,
}
