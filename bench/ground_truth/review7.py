"""A ninth review group: real data layouts from sources no one here had used, written down before scoring.

Gathered at the same time as review6.py, from other sources, and complementing it: the KITTI raw frames, LJ
Speech and LibriTTS lists found here were left out because review6 holds lists of the same datasets. Like
review5.py, each generator returns (kind, other) for one kind of one real, public listing: kind a list of
(path, {field: true value}), other the paths of the same listing that a rule learnt from the kind must leave
alone. Every path is a real path of its source, read with `git ls-tree -r --name-only HEAD` or from a list file
inside the repository (a split list, a file list, an archive index) at the commit cited in the generator's
docstring, and kept in review7_names.py (a seeded subset where the listing is large); nothing is rebuilt from a
pattern. Truth values are what the source means by its names (BIDS entities, the dataset's README or naming
convention, the archive's index columns), never what the analyser reads.
The group holds the data layouts the hidden listings come from and their cousins, not code repositories:
OpenNeuro BIDS datasets of other modalities (EEG, iEEG/ECoG, BOLD, field maps with `dir-`/`acq-` entities,
fMRIPrep and other derivatives, FreeSurfer tables), machine-learning split and file lists (KITTI depth ground
truth and drive archives, NYU Depth v2, Pascal VOC, ImageNet, EPIC-KITCHENS' archive listing), a speech corpus
list (TIMIT), remote-sensing band files (CBERS) and genomics archive indexes (1000 Genomes, Geuvadis, PacBio
SMRT runs): 26 layouts from 14 sources. 19 of them branch (their first varying folder is numbered or dated),
so the one-branch score rests on many layouts. No analyser change was made for this group before its first
score (docs/analyser.md, "Fresh review group (review7)").
"""
from __future__ import annotations

import random

from ground_truth import review7_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review6


def kitti_depth_groundtruth(r: random.Random) -> tuple[Kind, list[str]]:
    """cogaplex-bts/bts @653b5d3a57c9, train_test_inputs/eigen_{train,test}_files_with_gt.txt, second column:
    KITTI depth ground truth <YYYY_MM_DD>_drive_<NNNN>_sync/proj_depth/groundtruth/image_<02|03>/<NNNNNNNNNN>.png,
    the day, the drive, the camera and the frame (23,810, 300 kept; rows whose ground truth is `None` have none);
    neighbours: the raw camera frames of the first column (<date>/<date>_drive_<NNNN>_sync/image_02/data/<frame>.png),
    the repository's files. Branches: the drive folders."""
    return _layout(N.KITTI_DEPTH_KIND, N.KITTI_DEPTH_OTHER,
                   r"^(\d{4}_\d\d_\d\d)_drive_(\d{4})_sync/proj_depth/groundtruth/image_(0[23])/(\d{10})\.png$",
                   ("date", "drive", "camera", "frame"))


def kitti_raw_archives(r: random.Random) -> tuple[Kind, list[str]]:
    """cogaplex-bts/bts @653b5d3a57c9, utils/kitti_archives_to_download.txt: the KITTI raw drives' download URLs
    https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/<date>_drive_<NNNN>/<date>_drive_<NNNN>_sync.zip, the
    recording day and the drive (61); neighbours: the calibration archives of each day in the same list
    (raw_data/<date>_calib.zip) and the NYU Depth v2 archive URLs of utils/nyudepthv2_archives_to_download.txt."""
    return _layout(N.KITTI_ARCHIVES_KIND, N.KITTI_ARCHIVES_OTHER,
                   r"/raw_data/(\d{4}_\d\d_\d\d)_drive_(\d{4})/\d{4}_\d\d_\d\d_drive_\d{4}_sync\.zip$",
                   ("date", "drive"))


def nyu_depth_rgb(r: random.Random) -> tuple[Kind, list[str]]:
    """cogaplex-bts/bts @653b5d3a57c9, train_test_inputs/nyudepthv2_train_files_with_gt.txt, first column: NYU Depth
    v2 colour frames /<room type>_<NNNN>[letter]/rgb_<NNNNN>.jpg, the room type (bedroom, living_room, cafe,
    kitchen, ...), the scene number within it (0069b: a scene recorded in parts) and the frame (24,231; scenes
    drawn at random, 25 frames of each, 324 kept); neighbours: the synchronised depth maps of the second column
    /<scene>/sync_depth_<NNNNN>.png (same folders), the repository's files. Branches: the scene folders."""
    return _layout(N.NYU_RGB_KIND, N.NYU_RGB_OTHER, r"^/([a-z_]+)_(\d{4}[a-z]?)/rgb_(\d{5})\.jpg$",
                   ("room", "scene", "frame"))


def timit_utterances(r: random.Random) -> tuple[Kind, list[str]]:
    """mravanelli/SincNet @d74164861d8b, data_lists/TIMIT_all.scp: TIMIT training utterances
    train/dr<N>/<speaker>/<si|sx><NNN>.wav, the dialect region (1 ... 8), the speaker (sex letter, initials and a
    digit: fcjf0), the sentence type (si phonetically diverse, sx compact) and the sentence number (3,696, 300
    kept); neighbours: the repository's files (the other lists, configurations, code). Branches: the dialect
    region folders."""
    return _layout(N.TIMIT_KIND, N.TIMIT_OTHER, r"^train/dr(\d)/([fm][a-z]{3}\d)/(s[ix])(\d+)\.wav$",
                   ("region", "speaker", "sentence_type", "sentence"))


def imagenet_subset_files(r: random.Random) -> tuple[Kind, list[str]]:
    """google-research/simclr @383d4143fd8c, imagenet_subsets/10percent.txt: ImageNet training images
    <wnid>_<N>.JPEG, the WordNet synset of the class (n01440764) and the image number within it, unpadded (128,116,
    300 kept); neighbours: the repository's files."""
    return _layout(N.IMAGENET_KIND, N.IMAGENET_OTHER, r"^(n\d{8})_(\d+)\.JPEG$", ("synset", "image"))


def voc_images(r: random.Random) -> tuple[Kind, list[str]]:
    """DrSleep/tensorflow-deeplab-resnet @066023c03362, dataset/{train,val}.txt, first column: Pascal VOC 2012
    (augmented) images /JPEGImages/<YYYY>_<NNNNNN>.jpg, the year the image was collected for and its number (12,031,
    300 kept); neighbours: the label images of the second column /SegmentationClassAug/<YYYY>_<NNNNNN>.png (same
    names), the repository's files (misc/2007_000129.jpg: the same name shape outside JPEGImages)."""
    return _layout(N.VOC_KIND, N.VOC_OTHER, r"^/JPEGImages/(\d{4})_(\d{6})\.jpg$", ("year", "image"))


def g1k_grch38_crams(r: random.Random) -> tuple[Kind, list[str]]:
    """igsr/1000Genomes_data_indexes @03615ef6e191, data_collections/1000_genomes_project/1000genomes.
    {low_coverage,exome,high_coverage}.GRCh38DH.alignment.index, the CRAM column: ftp:/ftp.1000genomes.ebi.ac.uk/
    .../data/<POP>/<sample>/<alignment|exome_alignment|high_cov_alignment>/<sample>.alt_bwamem_GRCh38DH.<YYYYMMDD>.
    <POP>.<low_coverage|exome|high_coverage>.cram, the population code, the sample, the date of the alignment run
    and the analysis group (5,407, 300 kept); neighbours: the CRAI and BAS columns of the same rows
    (<...>.cram.crai, <...>.bam.bas in the same folders), the repository's files. Populations are words: no
    branch."""
    return _layout(N.G1K_CRAMS_KIND, N.G1K_CRAMS_OTHER,
                   r"/data/([A-Z]{3})/([A-Z]{2}\d+)/[a-z_]+/[A-Z]{2}\d+\.alt_bwamem_GRCh38DH\.(\d{8})\.[A-Z]{3}"
                   r"\.(low_coverage|exome|high_coverage)\.cram$", ("population", "sample", "date", "analysis"))


def g1k_phase3_bams(r: random.Random) -> tuple[Kind, list[str]]:
    """igsr/1000Genomes_data_indexes @03615ef6e191, historical_data/former_toplevel/alignment.index, the BAM column:
    phase 3 alignments data/<sample>/alignment/<sample>.<chrom11|chrom20|mapped|unmapped>.ILLUMINA.bwa.<POP>.
    low_coverage.<YYYYMMDD>.bam, the sample, the part of the genome, the population and the release date (10,140;
    samples drawn at random with their four files, 300 kept); neighbours: the BAI and BAS columns
    (<...>.bam.bai, <...>.bam.bas, same folders), the repository's files. Branches: the sample folders."""
    return _layout(N.G1K_PHASE3_BAMS_KIND, N.G1K_PHASE3_BAMS_OTHER,
                   r"^data/([A-Z]{2}\d+)/alignment/[A-Z]{2}\d+\.(chrom\d+|mapped|unmapped)\.ILLUMINA\.bwa\.([A-Z]{3})"
                   r"\.low_coverage\.(\d{8})\.bam$", ("sample", "region", "population", "date"))


def geuvadis_fastq(r: random.Random) -> tuple[Kind, list[str]]:
    """igsr/1000Genomes_data_indexes @03615ef6e191, data_collections/geuvadis/geuvadis.sequence.index, the path
    column: ENA reads ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR<NNN>/<run>/<run>[_<1|2>].fastq.gz, the run accession
    and the mate of a paired run (absent for single-end small-RNA runs; 1,827, 300 kept); neighbours: the
    repository's files (the other indexes, READMEs). Branches: the ERR<NNN> folders (ENA's first six characters)."""
    return _layout(N.GEUVADIS_FASTQ_KIND, N.GEUVADIS_FASTQ_OTHER,
                   r"/fastq/ERR\d{3}/(ERR\d+)/ERR\d+(?:_([12]))?\.fastq\.gz$", ("run", "mate"))


def smrt_bax_files(r: random.Random) -> tuple[Kind, list[str]]:
    """igsr/1000Genomes_data_indexes @03615ef6e191, data_collections/hgsv_sv_discovery/smrt.sequence.index, the path
    column: PacBio SMRT movies ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR<NNN>/<run>/<movie>.<1|2|3>.bax.h5, the run
    accession, the movie (m<YYMMDD>_<HHMMSS>_<instrument>_c<cell>_s1_p0) and the part of the movie (3,255, 300
    kept); neighbours: each movie's <movie>.bas.h5 and <movie>.metadata.xml in the same folders, the repository's
    files. Branches: the ERR<NNN> folders."""
    return _layout(N.SMRT_BAX_KIND, N.SMRT_BAX_OTHER,
                   r"/run/ERR\d{3}/(ERR\d+)/(m\d{6}_\d{6}_\d+_c\d+_s\d_p\d)\.(\d)\.bax\.h5$", ("run", "movie", "part"))


def cbers_band_files(r: random.Random) -> tuple[Kind, list[str]]:
    """cogeotiff/rio-tiler-pds @f8b93f3b9cbe, the test fixtures mirroring the cbers-pds bucket:
    tests/fixtures/cbers-pds/CBERS<4|4A>/<sensor>/<path>/<row>/<scene>/<scene>_BAND<N>.tif, scene
    CBERS_<4|4A>_<sensor>_<YYYYMMDD>_<path>_<row>_<level>: the satellite, the camera (AWFI, MUX, PAN10M, PAN5M, WFI,
    WPM), the orbit path and row, the acquisition date, the processing level and the band (25); neighbours: the
    overviews <...>.tif.ovr beside them, the Landsat, Sentinel, MODIS and Copernicus fixtures, the package's files.
    Branches: CBERS4 and CBERS4A."""
    return _layout(N.CBERS_BANDS_KIND, N.CBERS_BANDS_OTHER,
                   r"/CBERS(4A?)/([A-Z0-9]+)/(\d{3})/(\d{3})/CBERS_4A?_[A-Z0-9]+_(\d{8})_\d{3}_\d{3}_(L\d)/"
                   r"CBERS_4A?_[A-Z0-9]+_\d{8}_\d{3}_\d{3}_L\d_BAND(\d+)\.tif$",
                   ("satellite", "sensor", "path", "row", "date", "level", "band"))


def ad_eeg_recordings(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004504 @73b1b04c0a8e (EEG of Alzheimer's disease, frontotemporal dementia and healthy
    subjects, BIDS): raw recordings sub-<NNN>/eeg/sub-<NNN>_task-eyesclosed_eeg.set, the subject label (text by
    BIDS) and the task (one task; 88); neighbours: the preprocessed recordings of the same names
    derivatives/sub-<NNN>/eeg/sub-<NNN>_task-eyesclosed_eeg.set, each recording's _eeg.json and _channels.tsv,
    participants and root files. One recording per subject: no branch holds two."""
    return _layout(N.AD_EEG_KIND, N.AD_EEG_OTHER, r"^sub-(\d+)/eeg/sub-\d+_task-([a-z]+)_eeg\.set$",
                   ("subject", "task"))


def bmd_bold_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005165 @f8c96c69ca42 (BOLD Moments, video fMRI, BIDS): functional runs
    sub-<NN>/ses-<NN>/func/sub-<NN>_ses-<NN>_task-<task>_run-<N>_bold.nii, subject and session labels, the task
    (train, test, localizer, rest) and the run index, unpadded (620, 300 kept); neighbours: each run's _bold.json
    and _events.tsv, field maps fmap/, anatomy anat/, the fMRIPrep derivatives (200 kept, half from the runs' own
    folders). Branches: the subject folders."""
    return _layout(N.BMD_BOLD_KIND, N.BMD_BOLD_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/func/sub-\d+_ses-\d+_task-([a-z]+)_run-(\d+)_bold\.nii$",
                   ("subject", "session", "task", "run"))


def bmd_fieldmaps(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005165 @f8c96c69ca42: field maps
    sub-<NN>/ses-<NN>/fmap/sub-<NN>_ses-<NN>_run-<N>_<suffix>.nii, subject, session, run and the field map image
    (phasediff, magnitude1, magnitude2; 162); neighbours: their .json sidecars (same folders), the functional runs
    and anatomy of the same sessions, derivatives. Branches: the subject folders."""
    return _layout(N.BMD_FMAP_KIND, N.BMD_FMAP_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/fmap/sub-\d+_ses-\d+_run-(\d+)_(phasediff|magnitude1|magnitude2)\.nii$",
                   ("subject", "session", "run", "image"))


def bmd_fmriprep_preproc(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005165 @f8c96c69ca42: fMRIPrep's preprocessed runs derivatives/versionB/fmriprep/sub-<NN>/
    ses-<NN>/func/sub-<NN>_ses-<NN>_task-<task>_run-<N>_space-<T1w|MNI152NLin2009cAsym>_desc-preproc_bold.nii.gz,
    subject, session, task, run and the output space (1,240, 300 kept); neighbours: the same folders' brain masks
    (_desc-brain_mask.nii.gz), reference volumes (_boldref.nii.gz, _desc-hmc_boldref.nii.gz), CIFTI and GIFTI
    outputs, transforms and sidecars (100 kept), the raw runs and the rest of the derivatives. Branches: the
    subject folders."""
    return _layout(N.BMD_PREPROC_KIND, N.BMD_PREPROC_OTHER,
                   r"^derivatives/versionB/fmriprep/sub-(\d+)/ses-(\d+)/func/sub-\d+_ses-\d+_task-([a-z]+)_run-(\d+)"
                   r"_space-([A-Za-z0-9]+)_desc-preproc_bold\.nii\.gz$", ("subject", "session", "task", "run", "space"))


def respect_ieeg(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003844 @284a8d7ade35 (RESPect intraoperative iEEG, BIDS): BrainVision headers
    sub-RESP<NNNN>/ses-SITUATION<N><letter>[PART<N>]/ieeg/sub-..._ses-..._task-acute_ieeg.vhdr, the patient label
    and the session (one situation of the operation: SITUATION1A, SITUATION2APART1), one task (38); neighbours:
    each recording's .eeg, .vmrk and .json, its channels, events and electrodes files, the scans tables, root
    files. Branches: the patient folders."""
    return _layout(N.RESPECT_IEEG_KIND, N.RESPECT_IEEG_OTHER,
                   r"^sub-(RESP\d+)/ses-(SITUATION\w+?)/ieeg/sub-RESP\d+_ses-SITUATION\w+?_task-([a-z]+)_ieeg\.vhdr$",
                   ("subject", "session", "task"))


def vecog_raw_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004194 @375115654d14 (visual ECoG, BIDS): BrainVision headers
    sub-p<NN>/ses-<site>ecog<NN>/ieeg/sub-..._ses-..._task-<task>_acq-clinical_run-<NN>_ieeg.vhdr, subject and session
    labels (umcuiemu01, nyuecog02), the task (prf, soc, spatialpattern, temporalpattern, sixcatloc...) and the run
    (209); neighbours: each run's .eeg, .vmrk, .json, channels and events, the derivatives' re-referenced and
    broadband headers of the same runs (..._desc-reref_ieeg.vhdr, ..._desc-broadband_ieeg.vhdr), stimuli/*.mat,
    figures. Branches: the subject folders."""
    return _layout(N.VECOG_RAW_KIND, N.VECOG_RAW_OTHER,
                   r"^sub-(p\d+)/ses-([a-z]+\d+)/ieeg/sub-p\d+_ses-[a-z]+\d+_task-([a-z]+)_acq-clinical_run-(\d+)"
                   r"_ieeg\.vhdr$", ("subject", "session", "task", "run"))


def vecog_broadband_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004194 @375115654d14: the broadband derivative derivatives/ECoGBroadband/sub-p<NN>/
    ses-<...>/ieeg/sub-..._task-<task>_run-<NN>_desc-broadband_ieeg.vhdr, subject, session, task and run (209);
    neighbours: the re-referenced derivative's headers derivatives/ECoGCAR/.../..._desc-reref_ieeg.vhdr, the raw
    headers, each run's .eeg, .vmrk, .json, channels and events, figures. Branches: the subject folders."""
    return _layout(N.VECOG_BROADBAND_KIND, N.VECOG_BROADBAND_OTHER,
                   r"^derivatives/ECoGBroadband/sub-(p\d+)/ses-([a-z]+\d+)/ieeg/sub-p\d+_ses-[a-z]+\d+_task-([a-z]+)"
                   r"_run-(\d+)_desc-broadband_ieeg\.vhdr$", ("subject", "session", "task", "run"))


def epic100_videos(r: random.Random) -> tuple[Kind, list[str]]:
    """epic-kitchens/epic-kitchens-download-scripts @1e01ecb01ad5, data/md5.csv, the remote-path column (the archive's
    listing, checked by the downloader): EPIC-KITCHENS-100 extension videos P<NN>/videos/P<NN>_<NNN>.MP4, the
    participant (P01) and the video id (P01_101; 268); neighbours: the same participants' frame archives
    P<NN>/rgb_frames/P<NN>_<NNN>.tar and flow_frames/, their sensor files meta_data/P<NN>_<NNN>-<accl|gps|gyro>.csv,
    recording_times.csv, the EPIC-55 videos videos/<train|test>/P<NN>/P<NN>_<NN>.MP4 (same extension, other
    levels), frames and detection images, guidelines, the repository's files. Branches: the participant folders."""
    return _layout(N.EPIC_VIDEOS_KIND, N.EPIC_VIDEOS_OTHER, r"^(P\d+)/videos/(P\d+_\d+)\.MP4$",
                   ("participant", "video"))


def epic100_sensor_files(r: random.Random) -> tuple[Kind, list[str]]:
    """epic-kitchens/epic-kitchens-download-scripts @1e01ecb01ad5, data/md5.csv: the GoPro sensor streams of the
    extension videos P<NN>/meta_data/P<NN>_<NNN>-<accl|gps|gyro>.csv, participant, video id and sensor (804, 300
    kept); neighbours: the videos and frame archives of the same participants, recording_times.csv (same
    extension, beside the participant folders), the EPIC-55 files, the repository's files. Branches: the
    participant folders."""
    return _layout(N.EPIC_SENSORS_KIND, N.EPIC_SENSORS_OTHER,
                   r"^(P\d+)/meta_data/(P\d+_\d+)-(accl|gps|gyro)\.csv$", ("participant", "video", "sensor"))


def epic55_frame_archives(r: random.Random) -> tuple[Kind, list[str]]:
    """epic-kitchens/epic-kitchens-download-scripts @1e01ecb01ad5, data/md5.csv: EPIC-KITCHENS-55 frame archives
    frames_rgb_flow/<rgb|flow>/<train|test>/P<NN>/P<NN>_<NN>.tar, the modality, the split, the participant and the
    video id (868, 300 kept); neighbours: the EPIC-55 videos and object-detection images
    (object_detection_images/<split>/P<NN>/P<NN>_<NN>.tar: same names one level up), the EPIC-100 frame archives
    P<NN>/<rgb|flow>_frames/P<NN>_<NNN>.tar, the repository's files. The first varying level is a word: no branch."""
    return _layout(N.EPIC55_FRAMES_KIND, N.EPIC55_FRAMES_OTHER,
                   r"^frames_rgb_flow/(rgb|flow)/(train|test)/(P\d+)/(P\d+_\d+)\.tar$",
                   ("modality", "split", "participant", "video"))


def segmentation_fmap_epi(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005551 @86862c817933 (event segmentation fMRI, BIDS): spin-echo field maps
    sub-<NN>/fmap/sub-<NN>_dir-<match|opp>_run-<NN>_epi.nii.gz, the subject, the phase-encoding direction relative
    to the runs (match, opp) and the run they belong to (376, 300 kept); neighbours: their .json sidecars, the
    functional runs, single-band references and events, anatomy, derivatives. Branches: the subject folders."""
    return _layout(N.SEG_FMAP_KIND, N.SEG_FMAP_OTHER,
                   r"^sub-(\d+)/fmap/sub-\d+_dir-(match|opp)_run-(\d+)_epi\.nii\.gz$", ("subject", "direction", "run"))


def mind_fmap_epi(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds006391 @4a7f8ae7d8e2 (MIND, multilingual imaging, BIDS): field maps
    sub-<EBENNNN>/fmap/sub-<EBENNNN>_acq-<dwi|fMRI>_dir-<AP|PA>_epi.nii.gz, the subject label (text by BIDS:
    EBE0002), the acquisition they correct (dwi, fMRI) and the phase-encoding direction (502, 300 kept);
    neighbours: their .json sidecars, the resting-state runs and single-band references, T1w anatomy, the
    preprocessing outputs. Branches: the subject folders."""
    return _layout(N.MIND_FMAP_KIND, N.MIND_FMAP_OTHER,
                   r"^sub-([A-Z]+\d+)/fmap/sub-[A-Z]+\d+_acq-(dwi|fMRI)_dir-(AP|PA)_epi\.nii\.gz$",
                   ("subject", "acquisition", "direction"))


def mind_freesurfer_stats(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds006391 @4a7f8ae7d8e2: FreeSurfer statistics tables
    preprocessing_scripts/toolbox_outputs/freesurfer_output/subj_stats/sub-<EBENNNN>_<table>.csv, the subject and
    the table (aseg, wmparc, lh_aparc, rh_aparc; 504, 300 kept); neighbours: the other toolbox outputs and scripts,
    the BIDS files of the same subjects. One folder: no branch."""
    return _layout(N.MIND_FS_STATS_KIND, N.MIND_FS_STATS_OTHER,
                   r"/subj_stats/sub-([A-Z]+\d+)_(aseg|wmparc|lh_aparc|rh_aparc)\.csv$", ("subject", "table"))


def face_surface_data(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005047 @47d689919fc3 (facial expression videos fMRI, BIDS): a derivative's surface data
    derivatives/volumetosurface/sub-<NN>/ses-<NN>/sub-<NN>_ses-<NN>_task-<face|floc|prf>_run-<NN>_hemi-<lh|rh>.
    surfacedata.gii, subject, session, task, run and hemisphere (681, 300 kept); neighbours: the volume
    derivative's runs, means and time series, the raw runs, field maps, events. Branches: the subject folders."""
    return _layout(N.FACE_SURFACE_KIND, N.FACE_SURFACE_OTHER,
                   r"^derivatives/volumetosurface/sub-(\d+)/ses-(\d+)/sub-\d+_ses-\d+_task-([a-z]+)_run-(\d+)"
                   r"_hemi-(lh|rh)\.surfacedata\.gii$", ("subject", "session", "task", "run", "hemisphere"))


def face_volume_timeseries(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005047 @47d689919fc3: the volume derivative's time series
    derivatives/pre-processed_volume_data/sub-<NN>/ses-<NN>/sub-..._task-<task>_space-individual_desc-volume_run-<NN>
    _timeseries.tsv, subject, session, task and run (344, 300 kept); neighbours: their .json sidecars, written
    `space-indivudual` (the dataset's spelling), the runs' _bold.nii (written run-<NN> or run<N>), mean volumes,
    alignment folders, the surface derivative. Two names off the template (task-face_volume_space-...) are left
    out of both lists. Branches: the subject folders."""
    return _layout(N.FACE_TIMESERIES_KIND, N.FACE_TIMESERIES_OTHER,
                   r"^derivatives/pre-processed_volume_data/sub-(\d+)/ses-(\d+)/sub-\d+_ses-\d+_task-([a-z]+)"
                   r"_space-individual_desc-volume_run-(\d+)_timeseries\.tsv$", ("subject", "session", "task", "run"))


REVIEW7 = {
    "kitti_depth_groundtruth": kitti_depth_groundtruth, "kitti_raw_archives": kitti_raw_archives,
    "nyu_depth_rgb": nyu_depth_rgb, "timit_utterances": timit_utterances,
    "imagenet_subset_files": imagenet_subset_files, "voc_images": voc_images,
    "g1k_grch38_crams": g1k_grch38_crams, "g1k_phase3_bams": g1k_phase3_bams, "geuvadis_fastq": geuvadis_fastq,
    "smrt_bax_files": smrt_bax_files, "cbers_band_files": cbers_band_files,
    "ad_eeg_recordings": ad_eeg_recordings, "bmd_bold_runs": bmd_bold_runs, "bmd_fieldmaps": bmd_fieldmaps,
    "bmd_fmriprep_preproc": bmd_fmriprep_preproc, "respect_ieeg": respect_ieeg,
    "vecog_raw_runs": vecog_raw_runs, "vecog_broadband_runs": vecog_broadband_runs,
    "epic100_videos": epic100_videos, "epic100_sensor_files": epic100_sensor_files,
    "epic55_frame_archives": epic55_frame_archives, "segmentation_fmap_epi": segmentation_fmap_epi,
    "mind_fmap_epi": mind_fmap_epi, "mind_freesurfer_stats": mind_freesurfer_stats,
    "face_surface_data": face_surface_data, "face_volume_timeseries": face_volume_timeseries,
}
