"""A tenth review group: real DATA layouts from sources no one here had used, written down before scoring.

Like review6.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
or from a list file inside the repository (an IDR study's file-path, plate or screen list), at the commit cited
in the generator's docstring, and kept in review8_names.py (a seeded subset where the source is large); nothing
is rebuilt from a pattern. Truth values are what the source means by its names (the BIDS standard, the
instrument's naming convention, the study's README), never what the analyser reads.
The group holds the families the hidden listings are made of, from sources no group, the corpus or a tuning
group uses: BIDS datasets of other modalities and shapes (EEG with its PhysioNet source files, fNIRS with
simultaneous fMRI, anatomy with several acquisitions, diffusion with two reconstructions, MEG split files,
MEG runs of letter-coded subjects beside dated empty-room sessions, MNE source estimates, micro-iEEG and iEEG,
BOLD runs, EPI field maps and a QA derivative's surface maps), microscopy screens (a Cell Painting plate's
MetaXpress site/channel images, PhenoPrint plate folders, a yeast screen's replicate/plate folders and OME
companions, a co-culture screen's Operetta measurement folders, in-situ sequencing cells, bryophyte image
stacks named in free text, NIS-Elements multipoint files per plate date, seqFISH OME-Zarr positions) and three
drone surveys' camera folders; 21 of its 30 layouts branch (subject, session, plate, screen-run, marker,
upload, embryo, field-of-view, date and survey-task folders), so the one-branch score rests on many layouts.
Batches 2 and 3 (six layouts, then one) were added, like the first 23, before they were scored. No analyser
change was made for this group before its first score (docs/analyser.md, "Fresh review group (review8)").
"""
from __future__ import annotations

import random

from ground_truth import review8_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review7

_UUID = r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"


# --- OpenNeuro ds004362 (EEG Motor Movement/Imagery, PhysioNet EEGMMIDB in BIDS) -------------------------

def eegmmi_eeg_sets(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004362 @af0c461f23e8 (BIDS EEG, 109 subjects x 14 runs): EEGLAB recordings
    sub-<NNN>/eeg/sub-<NNN>_task-motion_run-<N>_eeg.set, the subject label and the run index (1 ... 14, not
    zero-padded; 24 subjects kept, 336); neighbours: the same folders' _eeg.json, _channels.tsv, _events.tsv,
    _electrodes.tsv and _coordsystem.json of every run (250 kept), the PhysioNet source files
    sourcedata/rawdata/S<NNN>/S<NNN>R<NN>.edf[.event] (100 kept), code/, README, CHANGES, participants."""
    return _layout(N.EEGMMI_SETS_KIND, N.EEGMMI_SETS_OTHER, r"^sub-(\d+)/eeg/sub-\d+_task-motion_run-(\d+)_eeg\.set$",
                   ("subject", "run"))


def eegmmi_source_edf(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004362 @af0c461f23e8: the PhysioNet originals sourcedata/rawdata/S<NNN>/S<NNN>R<NN>.edf,
    by EEGMMIDB's naming the subject number and the run number (R01 ... R14; 24 subjects kept, 336); neighbours:
    the annotation file <name>.edf.event beside each (200 kept), the BIDS .set recordings (100 kept) and their
    sidecars, code/, root files."""
    return _layout(N.EEGMMI_EDF_KIND, N.EEGMMI_EDF_OTHER, r"^sourcedata/rawdata/S(\d+)/S\d+R(\d+)\.edf$",
                   ("subject", "run"))


# --- OpenNeuro ds004569 (fNIRS recorded with fMRI, movie watching) ---------------------------------------

def nirs_snirf(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004569 @47abe374931d (BIDS fNIRS + fMRI): the fNIRS recordings
    sub-<NN>/ses-<NN>/nirs/sub-<NN>_ses-<NN>_task-movie.snirf (no suffix before the extension), subject and
    session labels (ses-01 ... ses-07, most subjects with one to three; 106); neighbours: the .mat of the same
    stem beside each, the _nirs.json, _channels.tsv, _optodes.tsv, _events.tsv, _coordsystem.json sidecars, the
    simultaneous BOLD runs func/..._bold.nii.gz and .json, root files."""
    return _layout(N.NIRS_SNIRF_KIND, N.NIRS_SNIRF_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/nirs/sub-\d+_ses-\d+_task-movie\.snirf$", ("subject", "session"))


def nirs_sidecars(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004569 @47abe374931d: the fNIRS sidecars
    sub-<NN>/ses-<NN>/nirs/sub-<NN>_ses-<NN>_task-movie_<suffix>.<tsv|json>, subject, session and the BIDS suffix
    (nirs, channels, optodes, events, coordsystem; 530, 300 kept); neighbours: the .snirf and .mat recordings in
    the same folders, the BOLD runs and their .json, root files (task-movie_events.tsv, participants)."""
    return _layout(N.NIRS_SIDECARS_KIND, N.NIRS_SIDECARS_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/nirs/sub-\d+_ses-\d+_task-movie_([a-z]+)\.(?:tsv|json)$",
                   ("subject", "session", "suffix"))


# --- OpenNeuro ds004605 (anatomy with several acquisitions, diffusion) -----------------------------------

def anat_acquisitions(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004605 @d499d697b17c (BIDS, 132 subjects, one session): structural images
    sub-<NNNNN>/ses-01/anat/sub-<NNNNN>_ses-01_acq-<default|alternate01>_<T1w|T2w>.nii.gz, subject, the
    acquisition label and the BIDS suffix (265); neighbours: the .json beside each, the diffusion files
    dwi/..._rec-<label>_dwi.<nii.gz|bval|bvec|json>, phenotype/, root files (350 kept)."""
    return _layout(N.ANAT_ACQ_KIND, N.ANAT_ACQ_OTHER,
                   r"^sub-(\d+)/ses-01/anat/sub-\d+_ses-01_acq-([a-z0-9]+)_(T[12]w)\.nii\.gz$",
                   ("subject", "acq", "suffix"))


def dwi_reconstructions(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004605 @d499d697b17c: diffusion data
    sub-<NNNNN>/ses-01/dwi/sub-<NNNNN>_ses-01_rec-<default|alternate>_dwi.<nii.gz|bval|bvec>, subject, the
    reconstruction label and the extension (image, b-values, b-vectors; 396, 300 kept); neighbours: the
    _dwi.json beside each, the anat/ images and sidecars (.nii.gz), phenotype/, root files (350 kept)."""
    return _layout(N.DWI_REC_KIND, N.DWI_REC_OTHER,
                   r"^sub-(\d+)/ses-01/dwi/sub-\d+_ses-01_rec-([a-z]+)_dwi\.(nii\.gz|bval|bvec)$",
                   ("subject", "rec", "extension"))


# --- OpenNeuro ds005356 (MEG, probabilistic selection task) -----------------------------------------------

def pst_meg_files(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005356 @253cf1753b79 (BIDS MEG): recordings
    sub-M<NNNNNNNN>/ses-01/meg/sub-M<N>_ses-01_task-pst_run-1[_split-<NN>]_meg.fif, the subject label (M87100058:
    text) and, for the 30 recordings Maxfilter split in two files, the split index (01, 02; 115); neighbours: the
    crosstalk file sub-..._ses-01_acq-crosstalk_meg.fif (same folder and extension), _meg.json, _channels.tsv,
    _events.tsv/.json, _coordsystem.json, the session's _scans.tsv (300 kept)."""
    return _layout(N.PST_MEG_KIND, N.PST_MEG_OTHER,
                   r"^sub-(M\d+)/ses-01/meg/sub-M\d+_ses-01_task-pst_run-1(?:_split-(\d\d))?_meg\.fif$",
                   ("subject", "split"))


def pst_code_anat(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005356 @253cf1753b79: the T1 images kept beside the analysis code
    Code/anat/sub-M<NNNNNNNN>_acq-highres_T1w.nii.gz, the subject label (88); neighbours: four uncompressed copies
    Code/anat/sub-..._T1w.nii (same folder and stem), Code/*.py, *.sh, the calibration files, the BIDS tree's MEG
    files (100 kept), root files."""
    return _layout(N.PST_ANAT_KIND, N.PST_ANAT_OTHER, r"^Code/anat/sub-(M\d+)_acq-highres_T1w\.nii\.gz$", ("subject",))


# --- OpenNeuro ds004819 (micro-stereo-EEG, one patient) ---------------------------------------------------

def micro_ieeg_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004819 @78384d87a641 (BIDS iEEG): one patient's runs
    sub-SS01MicrosEEG/ses-postimp/ieeg/sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-<NN>_<suffix>
    .<ext>, the run index (01 ... 08) and the BIDS suffix (ieeg .edf, channels and events .tsv; 24); neighbours:
    the session's _electrodes.tsv, the derivatives' _ieeg.dat and _chanMap.mat of the same run names, root files."""
    return _layout(N.MICRO_IEEG_KIND, N.MICRO_IEEG_OTHER,
                   r"/ieeg/sub-SS01MicrosEEG_ses-postimp_task-BaselineandStimRecordingRAWEDF_run-(\d+)_([a-z]+)\.(?:edf|tsv)$",
                   ("run", "suffix"))


# --- OpenNeuro ds007329 (visual memory fMRI with derivatives) ---------------------------------------------

def vm_bold_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds007329 @57d730569e78 (BIDS fMRI, 21 subjects, sessions 1 and 2): BOLD runs
    sub-sid<NNNNNN>/ses-<N>/func/sub-sid<N>_ses-<N>_task-<localizer|visualmemory>_run-<NN>_bold.nii.gz, subject
    label (sid000005: text), session, task and run index (12 subjects kept, 192); neighbours: the .json and
    _events.tsv beside each run, anat/, dwi/ (acq-20mmXhardi96Xsms4X11b0), fmap/ images (.nii.gz), the
    derivatives' tSNR maps and figures, code/, root files."""
    return _layout(N.VM_BOLD_KIND, N.VM_BOLD_OTHER,
                   r"^sub-(sid\d+)/ses-(\d)/func/sub-sid\d+_ses-\d_task-([a-z]+)_run-(\d+)_bold\.nii\.gz$",
                   ("subject", "session", "task", "run"))


def vm_fmap_epi(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds007329 @57d730569e78: spin-echo field maps
    sub-sid<N>/ses-<N>/fmap/sub-sid<N>_ses-<N>_acq-20mmX4b0_dir-<AP|PA>_epi.nii.gz, subject, session and phase
    encoding direction (84); neighbours: the .json beside each, the acq-25mm magnitude1/magnitude2/phasediff
    images in the same folders (.nii.gz), the other raw files (100 kept), root files."""
    return _layout(N.VM_FMAP_EPI_KIND, N.VM_FMAP_EPI_OTHER,
                   r"^sub-(sid\d+)/ses-(\d)/fmap/sub-sid\d+_ses-\d_acq-20mmX4b0_dir-([A-Z]+)_epi\.nii\.gz$",
                   ("subject", "session", "direction"))


def vm_tsnr_surfaces(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds007329 @57d730569e78: a QA derivative's per-run tSNR surface maps
    derivatives/qa/tsnr/sub-sid<N>/ses-<N>/sub-sid<N>_ses-<N>_task-<task>_run-<NN>_hemi-<L|R>_space-fsaverage6
    _desc-tsnr.func.gii, subject, session, task, run and hemisphere (8 subjects kept, 256); neighbours: the
    per-task median maps ..._hemi-<L|R>_space-fsaverage6_desc-mediantsnr.func.gii (no run), the T1w-space
    .nii.gz maps, figures/ PNGs, group maps (300 kept), other derivatives and raw files."""
    return _layout(N.VM_TSNR_KIND, N.VM_TSNR_OTHER,
                   r"^derivatives/qa/tsnr/sub-(sid\d+)/ses-(\d)/sub-sid\d+_ses-\d_task-([a-z]+)_run-(\d+)_hemi-([LR])"
                   r"_space-fsaverage6_desc-tsnr\.func\.gii$", ("subject", "session", "task", "run", "hemi"))


# --- IDR microscopy screens --------------------------------------------------------------------------------

def cellpainting_site_images(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0033-rohban-pathways @916eb5e307c8, screens/<plate>.screen (six Cell Painting plates; each
    Field_<N> line names a site's five channel files, written <a,b,c,d,e> and read here one file each; 60 kept
    per plate, 360): /uod/idr/filesets/idr0033-rohban-pathways/20170214-original/images/<plate>/<barcode>_<well>
    _s<site>_w<channel><uuid>.tif, by MetaXpress' naming the plate, the well (a01 ... p24), the site (1 ... 9),
    the wavelength (1 ... 5) and the image's GUID; neighbours: the illumination-corrected copies
    .../images_illum_corrected/<plate>/<same name>_illum_corrected.tif of the *_illum_corrected.screen files
    (35 kept per plate), the repository's files."""
    return _layout(N.RP_IMAGES_KIND, N.RP_IMAGES_OTHER,
                   r"/20170214-original/images/(\d+)/[a-z0-9-]+_([a-p]\d\d)_s(\d)_w(\d)" + _UUID + r"\.tif$",
                   ("plate", "well", "site", "channel", "uuid"))


def phenoprint_plates(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0088-cox-phenomicprofiling @daf4cbe7a68c, screenA/idr0088-screenA-plates.tsv (1,198 plates, 300 kept):
    .../PhenoPrintScreen/raw_images_for_IDR/p<YYMMDD>PPS<NNN>/<plate set>_PPS<NNN>_<YYYYMMDD>_<HHMMSS>/<barcode>/
    <barcode>.wpi, the screen run (PPS073 ...: the number), the plate set (library, cell line and markers, e.g.
    PpsL05HepG2TubARelA, WPMY1-TP53BP1-CLTA), the acquisition date and time and the plate barcode; neighbours: the
    repository's files (study, plates list, scripts)."""
    return _layout(N.PPS_PLATES_KIND, N.PPS_PLATES_OTHER,
                   r"/raw_images_for_IDR/p\d{6}PPS\d{3}/([A-Za-z0-9-]+)_PPS(\d+)_(\d{8})_(\d{6})/(\d+)/\d+\.wpi$",
                   ("plate_set", "screen", "date", "time", "barcode"))


def endocytic_secondary(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0078-mattiazziusaj-endocyticcomp @ec4fc5e8697b, screenB/idr0078-screenB-plates.tsv (57): Opera plate
    indexes .../20200204-rsync/raw/secondary/<marker>/BR<N>/<plate>/Index.idx.xml, the GFP-tagged marker
    (Sac6-yEGFP, Sla1-yEGFP, Snf7-yEGFP, Vph1-yEGFP), the biological replicate (1, 2) and the plate (DMA1 ... DMA3,
    TSA1-37, TSA2-RT_2, ...: text); neighbours: screen A's OME companions 20200707-ometiff/<marker>/<plate>/
    <plate>.companion.ome, the repository's files."""
    return _layout(N.ENDO_SECONDARY_KIND, N.ENDO_SECONDARY_OTHER,
                   r"/raw/secondary/([A-Za-z0-9]+-yEGFP)/BR(\d)/([A-Za-z0-9_-]+)/Index\.idx\.xml$",
                   ("marker", "replicate", "plate"))


def endocytic_companions(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0078-mattiazziusaj-endocyticcomp @ec4fc5e8697b, screenA/idr0078-screenA-plates.tsv (117): OME
    companion files .../20200707-ometiff/<marker>/<plate>/<plate>.companion.ome, the marker (Sac6-tdTomato,
    Sla1-yEGFP, ...) and the plate (1 ... 14, 13_2, DMA1, TS1-37, S2_3, rmkDM, ...: text); neighbours: screen
    B's Index.idx.xml plate indexes, the repository's files."""
    return _layout(N.ENDO_OMETIFF_KIND, N.ENDO_OMETIFF_OTHER,
                   r"/20200707-ometiff/([A-Za-z0-9]+-[A-Za-z]+)/([A-Za-z0-9_-]+)/[^/]+\.companion\.ome$",
                   ("marker", "plate"))


def coculture_measurements(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0143-herbst-coculture @aabe37cbb4af, screenA/idr0143-screenA-plates.tsv (112): Operetta exports
    .../<YYYYMMDD>-ftp/Screen_<YYMMDD>_Plate<N>_Day<N>__<YYYY-MM-DD>T<HH_MM_SS>-Measurement <N>/Images, the screen
    (its seeding date), the plate, the day of culture, the measurement's start time and the measurement number
    (a space before it, as Harmony writes it); three upload folders (20220822-ftp, ...); neighbours: the MIP companions 20221222-ftp/<YYMMDD>_Plate<N>
    .companion.ome, the repository's files."""
    return _layout(N.COCULTURE_MEASUREMENTS_KIND, N.COCULTURE_MEASUREMENTS_OTHER,
                   r"/Screen_(\d{6})_Plate(\d+)_Day(\d+)__(\d{4}-\d\d-\d\dT\d\d_\d\d_\d\d)-Measurement (\d+)/Images$",
                   ("screen", "plate", "day", "started", "measurement"))


def coculture_companions(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0143-herbst-coculture @aabe37cbb4af, screenA/idr0143-screenA-plates.tsv (113): maximum-projection
    companions .../<YYYYMMDD>-ftp/<YYMMDD>_Plate<N>.companion.ome (two upload folders), the screen (its date) and the plate (1 ... 10);
    neighbours: the Operetta measurement folders .../Screen_..._Plate<N>_Day<N>__...-Measurement <N>/Images, the
    repository's files (rendering settings, scripts)."""
    return _layout(N.COCULTURE_COMPANIONS_KIND, N.COCULTURE_COMPANIONS_OTHER,
                   r"/\d{8}-ftp/(\d{6})_Plate(\d+)\.companion\.ome$", ("screen", "plate"))


def isg_fibroblast_cells(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0101-payne-insitugenomeseq @560e389dc248, experimentA/idr0101-processed-filePaths.tsv (107):
    in-situ genome sequencing cells .../20210421-processed/pgp1/fov<N>/cell<NNN>/cell<NNN>.pattern, the field of
    view and the cell number; neighbours: the embryo cells .../processed/embryo/embryo<NN>/cell<NNN>/...pattern,
    the raw images 20201215-ometiff/embryo<NN>[_hyb|_stain].ome.tiff, the fibroblast .nd2 and .pattern files,
    the repository's files."""
    return _layout(N.ISG_FIBRO_CELLS_KIND, N.ISG_FIBRO_CELLS_OTHER,
                   r"-processed/pgp1/fov(\d+)/cell(\d+)/cell\d+\.pattern$", ("fov", "cell"))


def isg_embryo_cells(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0101-payne-insitugenomeseq @560e389dc248, experimentA/idr0101-processed-filePaths.tsv (113): embryo
    cells .../20210421-processed/embryo/embryo<NN>/cell<NNN>/cell<NNN>.pattern, the embryo and the cell number;
    neighbours: the fibroblast cells .../pgp1/fov<N>/cell<NNN>/...pattern, the embryo images
    20201215-ometiff/embryo<NN>[_hyb|_stain].ome.tiff, the repository's files."""
    return _layout(N.ISG_EMBRYO_CELLS_KIND, N.ISG_EMBRYO_CELLS_OTHER,
                   r"-processed/embryo/embryo(\d+)/cell(\d+)/cell\d+\.pattern$", ("embryo", "cell"))


def bryophyte_stacks(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0134-peters-bryophytes @5b6d3996f9ea, experimentA/idr0134-experimentA-filePaths.tsv (4,820 stacks,
    300 kept): .../20211214-Globus/<species>/IMG_<NNNN>-<NNNN> <species> <view> (<objective>).ome.tiff, the
    species (its folder), the camera's first and last frame of the stack, the view in words (stature dorsal
    side, leaf cross section, ...; read only where the name repeats the folder's species) and the objective
    (40x, 2.5x, MP-E 1x, Laowa 3.5x, ...); neighbours: the 20220531-ftp and 20220624-ftp files named in words
    (diplophyllum_albicans_stature_ventral_side.ome.tiff), the repository's files."""
    kind, other = _layout(N.BRYO_IMAGES_KIND, N.BRYO_IMAGES_OTHER,
                          r"/20211214-Globus/([^/]+)/IMG_(\d{4})-(\d{4}) ([^/]+) \(([^()/]+)\)\.ome\.tiff$",
                          ("species", "first", "last", "view", "objective"))
    out: Kind = []
    for path, truth in kind:
        truth = dict(truth)
        words = truth.pop("view")
        if words.startswith(truth["species"] + " "):
            truth["view"] = words[len(truth["species"]) + 1:]
        out.append((path, truth))
    return out, other


# --- drone surveys -------------------------------------------------------------------------------------------

def toledo_photos(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenDroneMap/odm_data_toledo @278ef9a19003: a DJI survey's images images/<DJI|1JI>_<NNNN>.JPG, the name's
    prefix (two batches whose counters overlap: DJI_0060 ... 0107 as the camera wrote them, 1JI_0062 ... 0100)
    and the frame counter (87); neighbours: README.md and toledo.png."""
    return _layout(N.TOLEDO_IMAGES_KIND, N.TOLEDO_IMAGES_OTHER, r"^images/([A-Z0-9]JI)_(\d{4})\.JPG$",
                   ("prefix", "frame"))


def snowpeak_photos(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenDroneMap-ja/odm_data_snowpeak @9dc007eed05f: a survey's camera images img/IMG_<NNNN>.JPG, the camera's
    frame counter (2166 ... ; 140); neighbours: README.md, the flight's geoinfo .txt, .kml and .p4d project,
    the EB-01-... .bbx and .efl files."""
    return _layout(N.SNOWPEAK_IMAGES_KIND, N.SNOWPEAK_IMAGES_OTHER, r"^img/IMG_(\d{4})\.JPG$", ("frame",))


# --- batch 2 (written down, like the rest, before its first score) ------------------------------------------

def vowels_meg_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005234 @7bf5dc5f1245 (BIDS MEG, 74 children, no session level): recordings
    sub-<label>/meg/sub-<label>_task-vowels_run-<NN>_meg.fif, the subject label (K0059, R0043, Z201: a letter
    and digits, text) and the run index (01 ... 05; 228); neighbours: the crosstalk file
    sub-<label>_acq-crosstalk_meg.fif in every folder (same extension), the calibration .dat, sidecars, anat/,
    the empty-room recordings sub-emptyroom/ses-<date>/meg/..._task-noise_meg.fif (300 raw files kept),
    derivatives (100 kept), FreeSurfer files (50 kept), root files."""
    return _layout(N.VOWELS_MEG_KIND, N.VOWELS_MEG_OTHER,
                   r"^sub-([A-Z]\d+)/meg/sub-[A-Z]\d+_task-vowels_run-(\d+)_meg\.fif$", ("subject", "run"))


def emptyroom_sessions(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005234 @7bf5dc5f1245: empty-room noise recordings
    sub-emptyroom/ses-<YYYYMMDD>/meg/sub-emptyroom_ses-<YYYYMMDD>_task-noise_meg.fif, the session, which BIDS
    names by the recording date (shifted to 1914 ... for anonymity; 57); neighbours: their _meg.json,
    _channels.tsv and _scans.tsv, the subjects' vowel runs (100 kept) and other raw files (150 kept), root files."""
    return _layout(N.EMPTYROOM_MEG_KIND, N.EMPTYROOM_MEG_OTHER,
                   r"^sub-emptyroom/ses-(\d{8})/meg/sub-emptyroom_ses-\d{8}_task-noise_meg\.fif$", ("session",))


def vowels_source_estimates(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005234 @7bf5dc5f1245: per-subject source estimates
    derivatives/preprocessing/fsaverage_stcs_after_morph_flip_in_labels_of_analytics/
    subjects_stc_for_morphological_sign_flipped_data_1000Hz/<subject>_<condition>_morphologicaly_flipped_fsaverage
    _1000Hz-<lh|rh>.stc (MNE's -lh/-rh pair), the subject (Z446: no sub- key here), the condition (dv, mp, mr,
    rv) and the hemisphere (592, 300 kept); neighbours: the _evolution.mp4 of each subject and condition in
    the sibling subjects_info_... folder, the auditory labels, the group analysis outputs (300 derivatives
    kept), raw files (50 kept)."""
    return _layout(N.VOWELS_STC_KIND, N.VOWELS_STC_OTHER,
                   r"/([A-Z]\d+)_([a-z]{2})_morphologicaly_flipped_fsaverage_1000Hz-([lr]h)\.stc$",
                   ("subject", "condition", "hemisphere"))


def lozhfo_ieeg(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004642 @a3d7c6c4d4e5 (BIDS iEEG, somatosensory evoked potentials): recordings
    sub-<NN>/ses-01/ieeg/sub-<NN>_ses-01_task-lozHFO_run-01_ieeg.edf, the subject (01 ... 10: one recording
    each); neighbours: the _ieeg.json and _channels.tsv beside each, the _scans.tsv and _sessions.tsv, code/*.m,
    root files."""
    return _layout(N.LOZHFO_IEEG_KIND, N.LOZHFO_IEEG_OTHER,
                   r"^sub-(\d+)/ses-01/ieeg/sub-\d+_ses-01_task-lozHFO_run-01_ieeg\.edf$", ("subject",))


def malaria_nd2_points(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0090-ashdown-malaria @b51fc3221357, scripts/idr0090_files.txt (17,408 files, 300 kept): NIS-Elements
    multipoint acquisitions <YYMMDD>_asexual_withGFP/NDExp_Well<row><column>_Point<NNNN>_Seq<NNNN>.nd2, the plate's
    imaging date (22 folders), the well (A01 ... H12), the stage point within the experiment and the sequence
    number of the acquisition; neighbours: the repository's files (the screens/<YYMMDD>.screen plate files, study,
    scripts)."""
    return _layout(N.MALARIA_ND2_KIND, N.MALARIA_ND2_OTHER,
                   r"^(\d{6})_asexual_withGFP/NDExp_Well([A-H]\d\d)_Point(\d{4})_Seq(\d{4})\.nd2$",
                   ("date", "well", "point", "sequence"))


def seqfish_zarr_positions(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0138-lohoff-seqfish @f9ab6cae3b82, experimentA/idr0138-experimentA-filePaths.tsv (2,730 images, 300
    kept): OME-Zarr images .../ngff/TimEmbryos-<MMDDYY>/HybCycle_<N>/MMStack_Pos<N>.ome.zarr, the embryo batch (its
    date, 102219 and 120919), the hybridisation cycle (0 ... 29) and the Micro-Manager stage position; neighbours:
    the same positions' after_stripped_before_start/ and final_background/ images (same names), the repository's
    processed_files/TimEmbryos-<batch>-Pos<N>-cellData.csv.gz and rendering_settings/ (150 kept)."""
    return _layout(N.SEQFISH_ZARR_KIND, N.SEQFISH_ZARR_OTHER,
                   r"/ngff/TimEmbryos-(\d{6})/HybCycle_(\d+)/MMStack_Pos(\d+)\.ome\.zarr$",
                   ("batch", "cycle", "position"))


def freetown_task_images(r: random.Random) -> tuple[Kind, list[str]]:
    """spwoodcock/drone-testdata-freetown-1 @40815afe21d8, image_metadata.csv (its SourceFile column: 1,452 images,
    300 kept): a DroneTM city survey's images images/task-<N>/DJI_<YYYYMMDDHHMMSS>_<NNNN>_D.JPG, the DroneTM task
    (28, 29, 35, 36), the capture time (the CSV's EXIF DateTimeOriginal, equal on every row) and the camera's
    sequence number; neighbours: the repository's files (README, aoi.geojson, the gap list, QGIS project, example
    JPGs)."""
    return _layout(N.FREETOWN_IMAGES_KIND, N.FREETOWN_IMAGES_OTHER,
                   r"^images/task-(\d+)/DJI_(\d{14})_(\d{4})_D\.JPG$", ("task", "captured", "sequence"))


REVIEW8 = {
    "eegmmi_eeg_sets": eegmmi_eeg_sets, "eegmmi_source_edf": eegmmi_source_edf,
    "nirs_snirf": nirs_snirf, "nirs_sidecars": nirs_sidecars,
    "anat_acquisitions": anat_acquisitions, "dwi_reconstructions": dwi_reconstructions,
    "pst_meg_files": pst_meg_files, "pst_code_anat": pst_code_anat, "micro_ieeg_runs": micro_ieeg_runs,
    "vm_bold_runs": vm_bold_runs, "vm_fmap_epi": vm_fmap_epi, "vm_tsnr_surfaces": vm_tsnr_surfaces,
    "cellpainting_sites": cellpainting_site_images, "phenoprint_plates": phenoprint_plates,
    "endocytic_secondary": endocytic_secondary, "endocytic_companions": endocytic_companions,
    "coculture_measurements": coculture_measurements, "coculture_companions": coculture_companions,
    "isg_fibroblast_cells": isg_fibroblast_cells, "isg_embryo_cells": isg_embryo_cells,
    "bryophyte_stacks": bryophyte_stacks,
    "toledo_photos": toledo_photos, "snowpeak_photos": snowpeak_photos,
    "vowels_meg_runs": vowels_meg_runs, "emptyroom_sessions": emptyroom_sessions,
    "vowels_source_estimates": vowels_source_estimates, "lozhfo_ieeg": lozhfo_ieeg,
    "malaria_nd2_points": malaria_nd2_points, "seqfish_zarr_positions": seqfish_zarr_positions,
    "freetown_task_images": freetown_task_images,
}
