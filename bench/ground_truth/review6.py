"""An eighth review group: real DATA layouts from sources no one here had used, written down before scoring.

Like review5.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
or from a list file inside the repository (a dataset's split or file list), at the commit cited in the
generator's docstring, and kept in review6_names.py (a seeded subset where the source is large); nothing is
rebuilt from a pattern. Truth values are what the source means by its names (its README, its naming
convention or the standard it follows), never what the analyser reads.
The group holds the data shapes the hidden listings are made of, from sources of their families but not
their own: BIDS datasets of other modalities (MEG, multi-echo FLASH, field maps, diffusion, EEG, FreeSurfer
derivatives), machine-learning split lists (KITTI, Cityscapes, ADE20K, COCO-Stuff, VCTK, LJSpeech,
LibriTTS), remote-sensing product names (MODIS, Sentinel-2, Landsat), Hive `key=value` partitions of Delta
tables, microscopy plate/well/field names and time-lapse frames, and a drone camera's image folder;
15 of its 27 layouts branch (their first varying folder holds digits: subject, date, speaker, partition,
sequence, camera), so the one-branch score rests on many layouts. No analyser change was made for this group
before its first score (docs/analyser.md, "Fresh review group (review6)").
"""
from __future__ import annotations

import random
from urllib.parse import unquote

from ground_truth import review6_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review5

_UUID = r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"


# --- OpenNeuro ds000117 (Wakeman & Henson multi-modal faces, BIDS) ---------------------------------------

def ds117_meg_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000117 @6c7e857d183e (BIDS, MEG + MRI): raw MEG runs
    sub-<NN>/ses-meg/meg/sub-<NN>_ses-meg_task-facerecognition_run-<NN>_meg.fif, the subject label and the run
    index (16 subjects x 6 runs; 96); neighbours: the events.tsv beside each run, headshape.pos,
    coordsystem.json, the session's channels.tsv, scans.tsv and beh/ events, the Maxfilter derivatives
    derivatives/meg_derivatives/... _proc-sss_meg.fif (same name up to proc-sss, same extension), MRI files."""
    return _layout(N.DS117_MEG_KIND, N.DS117_MEG_OTHER,
                   r"^sub-(\d+)/ses-meg/meg/sub-\d+_ses-meg_task-facerecognition_run-(\d+)_meg\.fif$",
                   ("subject", "run"))


def ds117_meg_sss(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000117 @6c7e857d183e: Maxfilter (SSS) derivatives
    derivatives/meg_derivatives/sub-<NN>/ses-meg/meg/sub-<NN>_ses-meg_task-facerecognition_run-<NN>_proc-sss_meg.fif,
    subject and run (96); neighbours: the _proc-sss_log.txt beside each, the raw runs sub-*/ses-meg/meg/*_meg.fif
    (same extension), the derivatives' json sidecars, events, MRI files."""
    return _layout(N.DS117_SSS_KIND, N.DS117_SSS_OTHER,
                   r"^derivatives/meg_derivatives/sub-(\d+)/ses-meg/meg/sub-\d+_ses-meg_task-facerecognition"
                   r"_run-(\d+)_proc-sss_meg\.fif$", ("subject", "run"))


def ds117_flash_echoes(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000117 @6c7e857d183e: multi-echo FLASH scans
    sub-<NN>/ses-mri/anat/sub-<NN>_ses-mri_run-<N>_echo-<N>_FLASH.nii.gz, subject, run (1, 2) and echo index
    (1 ... 7; 224); neighbours: the MPRAGE sub-..._acq-mprage_T1w.nii.gz (same folder and extension) and its
    json, the root sidecars run-<N>_echo-<N>_FLASH.json, functional runs, field maps, dwi, derivatives."""
    return _layout(N.DS117_FLASH_KIND, N.DS117_FLASH_OTHER,
                   r"^sub-(\d+)/ses-mri/anat/sub-\d+_ses-mri_run-(\d+)_echo-(\d+)_FLASH\.nii\.gz$",
                   ("subject", "run", "echo"))


def ds117_fieldmaps(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000117 @6c7e857d183e: field maps sub-<NN>/ses-mri/fmap/sub-<NN>_ses-mri_<suffix>.nii,
    subject and the BIDS suffix (phasediff, magnitude1, magnitude2; 48); neighbours: their json sidecars (same
    folder and stem), the other MRI datatypes (.nii.gz), MEG files, derivatives."""
    return _layout(N.DS117_FMAP_KIND, N.DS117_FMAP_OTHER,
                   r"^sub-(\d+)/ses-mri/fmap/sub-\d+_ses-mri_(phasediff|magnitude1|magnitude2)\.nii$",
                   ("subject", "suffix"))


def ds117_freesurfer_surfaces(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000117 @6c7e857d183e: FreeSurfer surfaces
    derivatives/freesurfer/sub-<NN>/ses-mri/anat/surf/<lh|rh>.<surface>, subject, hemisphere and surface (white,
    pial, sphere.reg; 96); neighbours: the same subjects' label/<lh|rh>.<atlas>.annot (same hemisphere prefix)
    and mri/T1.mgz, aseg.mgz, the raw data and MEG derivatives."""
    return _layout(N.DS117_SURF_KIND, N.DS117_SURF_OTHER,
                   r"^derivatives/freesurfer/sub-(\d+)/ses-mri/anat/surf/(lh|rh)\.([a-z.]+)$",
                   ("subject", "hemisphere", "surface"))


def ds117_dwi(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000117 @6c7e857d183e: diffusion images sub-<NN>/ses-mri/dwi/sub-<NN>_ses-mri_dwi.nii.gz,
    the subject (11 of the 16 subjects have one); neighbours: the .bval, .bvec and .json beside each (same stem),
    the other .nii.gz of the MRI session (FLASH, T1w, bold; 250 kept), MEG files."""
    return _layout(N.DS117_DWI_KIND, N.DS117_DWI_OTHER, r"^sub-(\d+)/ses-mri/dwi/sub-\d+_ses-mri_dwi\.nii\.gz$",
                   ("subject",))


# --- OpenNeuro ds002718 (the same study's EEG, EEGLAB format) ------------------------------------------

def ds2718_eeg_files(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds002718 @4e41a5a9004d (BIDS EEG): each subject's EEG files
    sub-<NNN>/eeg/sub-<NNN>_task-FaceRecognition_<suffix>.<ext>, subject, the BIDS suffix (eeg, channels,
    electrodes, events, coordsystem) and the extension (set, json, tsv; 18 subjects, 108); neighbours: the
    subjects' anat/sub-<NNN>_mod-T1w_defacemask.nii.gz, the root sidecars, code/, stimuli/."""
    return _layout(N.DS2718_EEG_KIND, N.DS2718_EEG_OTHER,
                   r"^sub-(\d+)/eeg/sub-\d+_task-FaceRecognition_([a-z]+)\.(set|json|tsv)$",
                   ("subject", "suffix", "extension"))


def ds2718_stimuli(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds002718 @4e41a5a9004d: the face images shown, stimuli/<f|s|u><NNN>.bmp, the category
    (famous, scrambled, unfamiliar: the events' trial types) and the image number (001 ... 150; 450);
    neighbours: the root files, code/*.m, the subjects' EEG and anat files (100 kept)."""
    return _layout(N.DS2718_STIMULI_KIND, N.DS2718_STIMULI_OTHER, r"^stimuli/([fsu])(\d+)\.bmp$",
                   ("category", "number"))


# --- ML dataset split lists --------------------------------------------------------------------------

def kitti_raw_images(r: random.Random) -> tuple[Kind, list[str]]:
    """mrharicot/monodepth @b76bee4bd126, utils/filenames/kitti_train_files.txt (both columns, 58,000 paths, 300
    kept): KITTI raw stereo frames <date>/<date>_drive_<NNNN>_sync/image_<02|03>/data/<NNNNNNNNNN>.jpg, the
    recording date (2011_09_26 ... 2011_10_03), the drive number, the colour camera (02 left, 03 right) and the
    frame index; neighbours: the same folder's KITTI 2015 stereo list training/image_<2|3>/<NNNNNN>_10.jpg (150
    kept), its Cityscapes list <city>/<city>_<seq>_<frame>_<left|right>Img8bit.jpg (100 kept), the repo's files."""
    return _layout(N.KITTI_RAW_KIND, N.KITTI_RAW_OTHER,
                   r"^(\d{4}_\d\d_\d\d)/\d{4}_\d\d_\d\d_drive_(\d{4})_sync/image_(\d\d)/data/(\d{10})\.jpg$",
                   ("date", "drive", "camera", "frame"))


def kitti_stereo_2015(r: random.Random) -> tuple[Kind, list[str]]:
    """mrharicot/monodepth @b76bee4bd126, utils/filenames/kitti_stereo_2015_test_files.txt (both columns; 400):
    KITTI 2015 stereo pairs training/image_<2|3>/<NNNNNN>_10.jpg, the camera (2 left, 3 right) and the scene
    number (000000 ... 000199; _10 is the annotated frame of every scene); neighbours: KITTI raw frames (150
    kept) and Cityscapes paths (100 kept) of the repo's other lists, the repo's files."""
    return _layout(N.KITTI_STEREO_KIND, N.KITTI_STEREO_OTHER, r"^training/image_(\d)/(\d{6})_10\.jpg$",
                   ("camera", "scene"))


def cityscapes_labels(r: random.Random) -> tuple[Kind, list[str]]:
    """HRNet/HRNet-Semantic-Segmentation @0bbb2880446d, data/list/cityscapes/trainval.lst (second column; 3,475,
    300 kept): fine annotations gtFine/<split>/<city>/<city>_<seq>_<frame>_gtFine_labelIds.png, the split (train,
    val), the city, the sequence and the frame number (Cityscapes' naming); neighbours: the images of the same
    rows leftImg8bit/<split>/<city>/<city>_<seq>_<frame>_leftImg8bit.png (200 kept) and the test images of
    test.lst (100 kept)."""
    return _layout(N.CITYSCAPES_LABELS_KIND, N.CITYSCAPES_LABELS_OTHER,
                   r"^gtFine/(train|val)/([a-z_]+)/[a-z_]+_(\d{6})_(\d{6})_gtFine_labelIds\.png$",
                   ("split", "city", "sequence", "frame"))


def ade20k_images(r: random.Random) -> tuple[Kind, list[str]]:
    """HRNet/HRNet-Semantic-Segmentation @0bbb2880446d, data/list/ade20k/trainval.lst (first column; 22,210, 300
    kept): ADE20K images <split>/image/ADE_<split>_<NNNNNNNN>.jpg, the split (train, val) and the image number;
    neighbours: the label maps of the same rows <split>/label/ADE_<split>_<N>.png (200 kept) and COCO-Stuff
    images of the same repo's lists (60 kept)."""
    return _layout(N.ADE20K_IMAGES_KIND, N.ADE20K_IMAGES_OTHER, r"^(train|val)/image/ADE_(?:train|val)_(\d{8})\.jpg$",
                   ("split", "number"))


def cocostuff_images(r: random.Random) -> tuple[Kind, list[str]]:
    """HRNet/HRNet-Semantic-Segmentation @0bbb2880446d, data/list/cocostuff/trainval.lst (first column; 10,000,
    300 kept): COCO-Stuff 10k images <split>/image/COCO_train2014_<12-digit id>.jpg, the split (train, val) and
    the COCO image id; neighbours: the label maps <split>/label/COCO_train2014_<id>.png (200 kept) and ADE20K
    images (60 kept)."""
    return _layout(N.COCOSTUFF_IMAGES_KIND, N.COCOSTUFF_IMAGES_OTHER,
                   r"^(train|val)/image/COCO_train2014_(\d{12})\.jpg$", ("split", "image_id"))


def vctk_utterances(r: random.Random) -> tuple[Kind, list[str]]:
    """jaywalnut310/vits @2e561ba58618, filelists/vctk_audio_sid_text_train_filelist.txt (first column; 43,470,
    300 kept): VCTK recordings DUMMY2/<speaker>/<speaker>_<NNN>.wav, the speaker label (p225 ... p376: text) and
    the utterance number; neighbours: LJSpeech paths DUMMY1/LJ<NNN>-<NNNN>.wav of the repo's other lists (150
    kept), the repo's files."""
    return _layout(N.VCTK_KIND, N.VCTK_OTHER, r"^DUMMY2/(p\d+)/p\d+_(\d{3})\.wav$", ("speaker", "utterance"))


def ljspeech_utterances(r: random.Random) -> tuple[Kind, list[str]]:
    """jaywalnut310/vits @2e561ba58618, filelists/ljs_audio_text_train_filelist.txt (first column; 12,500, 300
    kept): LJSpeech clips DUMMY1/LJ<NNN>-<NNNN>.wav, the source passage group (001 ... 050) and the clip number
    within it; neighbours: VCTK paths DUMMY2/p<NNN>/p<NNN>_<NNN>.wav (150 kept), the repo's files."""
    return _layout(N.LJSPEECH_KIND, N.LJSPEECH_OTHER, r"^DUMMY1/LJ(\d{3})-(\d{4})\.wav$", ("group", "clip"))


def libritts_utterances(r: random.Random) -> tuple[Kind, list[str]]:
    """NVIDIA/mellotron @d5362ccae239,
    filelists/libritts_train_clean_100_audiopath_text_sid_shorterthan10s_atleast5min_train_filelist.txt (first
    column; 19,933, 300 kept): LibriTTS utterances
    /path_to_libritts/<speaker>/<chapter>/<speaker>_<chapter>_<NNNNNN>_<NNNNNN>.wav, the LibriVox reader, the
    chapter and the utterance's two indexes within it; neighbours: LJSpeech paths /path_to_ljs/LJ<NNN>-<NNNN>.wav
    of the repo's other lists (150 kept), the repo's files."""
    return _layout(N.LIBRITTS_KIND, N.LIBRITTS_OTHER,
                   r"^/path_to_libritts/(\d+)/(\d+)/\d+_\d+_(\d{6})_(\d{6})\.wav$",
                   ("speaker", "chapter", "paragraph", "sentence"))


# --- remote-sensing product names ----------------------------------------------------------------------

def modis_granules(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/modis @8854ceb26390: granule metadata
    tests/data-files/<short name>.A<YYYYDDD>.h<HH>v<VV>.<collection>.<YYYYDDDHHMMSS>.hdf.xml, by the MODIS naming
    convention the product (MOD10A1, MYD13Q1, MCD43A4, ...), the acquisition year and day of year, the sinusoidal
    tile's horizontal and vertical index, the collection (006, 061) and the production time (53); neighbours: the
    one .hdf, cropped band files <granule>_B01_cropped.TIF and <granule>_Eight_Day_Snow_Cover.tif (same prefix),
    expected/ STAC items, examples/, the package's fragments."""
    return _layout(N.MODIS_GRANULES_KIND, N.MODIS_GRANULES_OTHER,
                   r"^tests/data-files/(M[OYC]D\w+)\.A(\d{7})\.h(\d\d)v(\d\d)\.(\d{3})\.(\d{13})\.hdf\.xml$",
                   ("product", "date", "h", "v", "collection", "production"))


def modis_expected_items(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/modis @8854ceb26390: the test suite's expected STAC items
    tests/data-files/expected/<product>/<collection>/<product>.A<YYYYDDD>.h<HH>v<VV>.<collection>/<same>.json,
    product, collection, acquisition date (year and day of year), tile h and v (53); neighbours: each product
    folder's collection.json, the cropped-band items expected/<granule>_B01_cropped.json, examples/ items (same
    name shape), metadata .hdf.xml."""
    return _layout(N.MODIS_ITEMS_KIND, N.MODIS_ITEMS_OTHER,
                   r"^tests/data-files/expected/(\w+)/(\d{3})/\w+\.A(\d{7})\.h(\d\d)v(\d\d)\.\d{3}/[^/]+\.json$",
                   ("product", "collection", "date", "h", "v"))


def sentinel2_products(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel2 @b48dbb711e20: product metadata of Sentinel-2 SAFE products
    tests/data-files/[esa_]<S2A|S2B>_<MSIL1C|MSIL2A>_<sensing time>_[N<baseline>_]R<orbit>_T<tile>_<product
    time>[.SAFE]/MTD_MSIL<1C|2A|2a>.xml, by ESA's naming the mission, the product level, the sensing time, the
    relative orbit, the MGRS tile and the product discriminator time (12); neighbours: each product's manifest.safe,
    expected_output.json, INSPIRE.xml, GRANULE/.../MTD_TL.xml and DATASTRIP/... files, the tile-based test
    folders S2A_OPER_MSI_... (metadata.xml, tileInfo.json)."""
    return _layout(N.S2_PRODUCTS_KIND, N.S2_PRODUCTS_OTHER,
                   r"^tests/data-files/(?:esa_)?(S2[AB])_(MSIL1C|MSIL2A)_(\d{8}T\d{6})_(?:N\d{4}_)?R(\d{3})_T(\w{5})"
                   r"_(\d{8}T\d{6})(?:\.SAFE)?/MTD_MSIL(?:1C|2A|2a)\.xml$",
                   ("mission", "level", "sensing", "orbit", "tile", "product_time"))


def landsat_mtl(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/landsat @bde55a5a35f9: Collection 2 metadata
    tests/data-files/<folder>/L<X><SS>_<LLLL>_<PPPRRR>_<YYYYMMDD>_<YYYYMMDD>_<CC>_<TX>_MTL.xml, by the USGS
    product identifier the sensor (C, E, T, M), the satellite (01 ... 09), the processing level (L1GS, L2SP,
    L2SR), the WRS path and row, the acquisition and processing dates, the collection (02) and the tier (T1, T2;
    20); neighbours: the same products' _MTL.txt, _MTL.json, _ANG.txt, _stac.json and band .TIF files."""
    return _layout(N.LANDSAT_MTL_KIND, N.LANDSAT_MTL_OTHER,
                   r"^tests/data-files/[^/]+/L([CEMT])(\d\d)_(L\w{3})_(\d{3})(\d{3})_(\d{8})_(\d{8})_(\d\d)_(T\d)"
                   r"_MTL\.xml$",
                   ("sensor", "satellite", "level", "path", "row", "acquired", "processed", "collection", "tier"))


def landsat_sr_bands(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/landsat @bde55a5a35f9: surface-reflectance bands
    tests/data-files/assets[N]/LC08_<level>_<PPPRRR>_<acquired>_<processed>_02_<tier>_SR_B<N>.TIF, the level, WRS
    path and row, the acquisition date, the tier and the band (1 ... 7; 28); neighbours: the same products'
    ST_*.TIF thermal bands, QA_*.TIF, SR_QA_AEROSOL.TIF (same folder and extension), metadata and thumbnails."""
    return _layout(N.LANDSAT_SR_BANDS_KIND, N.LANDSAT_SR_BANDS_OTHER,
                   r"^tests/data-files/assets\d*/LC08_(L2S[PR])_(\d{3})(\d{3})_(\d{8})_\d{8}_02_(T\d)_SR_B(\d)\.TIF$",
                   ("level", "path", "row", "acquired", "tier", "band"))


# --- Hive partitions of Delta tables (delta-io/delta test data) -----------------------------------------

def delta_dv_partitions(r: random.Random) -> tuple[Kind, list[str]]:
    """delta-io/delta @bb1057f4367f: the data files of golden table dv-partitioned-with-checkpoint,
    connectors/golden-tables/src/main/resources/golden/dv-partitioned-with-checkpoint/part=<N>/part-<NNNNN>-<uuid>
    .c000.snappy.parquet, the Hive partition value of column `part` (0 ... 9) and the writer's file uuid (20);
    neighbours: the .crc checksum beside each file (same folder), the table's deletion vectors, _delta_log/
    commits and checkpoint, other golden tables' files (250 kept)."""
    return _layout(N.DELTA_DV_PARTS_KIND, N.DELTA_DV_PARTS_OTHER,
                   r"/dv-partitioned-with-checkpoint/part=(\d+)/part-\d{5}-" + _UUID + r"\.c000\.snappy\.parquet$",
                   ("part", "uuid"))


def delta_partcol_table(r: random.Random) -> tuple[Kind, list[str]]:
    """delta-io/delta @bb1057f4367f: spark/src/test/resources/delta/partitioned-table-with-dv-large/partCol=<N>/
    part-<NNNNN>-<uuid>.c000.snappy.parquet, the partition value of `partCol` (0 ... 9) and the file uuid (14);
    neighbours: the table's _delta_log/ commits and deletion vectors, other test tables of spark/src/test/resources
    and golden tables (250 kept)."""
    return _layout(N.DELTA_PARTCOL_KIND, N.DELTA_PARTCOL_OTHER,
                   r"/partitioned-table-with-dv-large/partCol=(\d+)/part-\d{5}-" + _UUID + r"\.c000\.snappy\.parquet$",
                   ("partCol", "uuid"))


def delta_timestamp_partitions(r: random.Random) -> tuple[Kind, list[str]]:
    """delta-io/delta @bb1057f4367f: the data files of the four kernel-timestamp golden tables,
    connectors/golden-tables/src/main/resources/golden/kernel-timestamp-<INT96|PST|TIMESTAMP_MICROS|TIMESTAMP_MILLIS>/
    part=<timestamp>/part-<NNNNN>-<uuid>.c000.snappy.parquet, the table, the Hive partition value of `part` (a
    timestamp, URL-escaped as Hive writes it: `2021-10-01 08%3A09%3A20` is 2021-10-01 08:09:20, with a space;
    `__HIVE_DEFAULT_PARTITION__` is null, no value), the file number (00000, 00001) and uuid (20); neighbours: the
    .crc beside each file, the tables' _delta_log/, the ISO-8601 table's ts=... files, other golden tables (250
    kept)."""
    kind, other = _layout(N.DELTA_TIMESTAMPS_KIND, N.DELTA_TIMESTAMPS_OTHER,
                          r"/kernel-timestamp-([A-Z0-9_]+)/part=([^/]+)/part-(\d{5})-" + _UUID
                          + r"\.c000\.snappy\.parquet$", ("table", "part", "file", "uuid"))
    out: Kind = []
    for path, truth in kind:
        truth = dict(truth)
        if truth["part"] == "__HIVE_DEFAULT_PARTITION__":
            del truth["part"]
        else:
            truth["part"] = unquote(truth["part"])
        out.append((path, truth))
    return out, other


# --- microscopy and camera ------------------------------------------------------------------------------

def cellprofiler_plate_images(r: random.Random) -> tuple[Kind, list[str]]:
    """CellProfiler/examples @4972b59e670a: ExampleIlluminationCorrection/images/AS_09047_<plate>_<row><col>f<field>
    d<channel>.TIF, a high-content screen's plate barcode, the well (row O, columns 01 ... 24), the field (00 ...
    02) and the channel (d2) (72); neighbours: the other examples' images, among them ExampleHuman and
    ExamplePercentPositive's AS_09125_..._D03f00d<N>.tif (same name shape, .tif), pipelines .cppipe, READMEs."""
    return _layout(N.CP_ILLUM_KIND, N.CP_ILLUM_OTHER,
                   r"^ExampleIlluminationCorrection/images/AS_\d{5}_(\d{12})_([A-P])(\d\d)f(\d\d)d(\d)\.TIF$",
                   ("plate", "row", "column", "field", "channel"))


def cellprofiler_timelapse(r: random.Random) -> tuple[Kind, list[str]]:
    """CellProfiler/examples @4972b59e670a: time-lapse frames
    ExampleTrackObjects/images/Sequence<N>/DrosophilaEmbryo_GFPHistone_<NNNN>.tif, the sequence (1 ... 3) and the
    frame number (21 per sequence; 63); neighbours: the example's pipeline and README, the other examples'
    images (Ch<N>_<N>.tif, AS_..._D03f00d0.tif, ...), pipelines."""
    return _layout(N.CP_TRACK_KIND, N.CP_TRACK_OTHER,
                   r"^ExampleTrackObjects/images/Sequence(\d+)/DrosophilaEmbryo_GFPHistone_(\d{4})\.tif$",
                   ("sequence", "frame"))


def odm_aukerman_photos(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenDroneMap/odm_data_aukerman @4e8031630f41: a drone survey's camera images images/DSC<NNNNN>.JPG, the
    camera's frame counter (00229 ... 00311 with gaps; 77); neighbours: README.md, aukerman.png, license.txt."""
    return _layout(N.ODM_AUKERMAN_KIND, N.ODM_AUKERMAN_OTHER, r"^images/DSC(\d{5})\.JPG$", ("frame",))


REVIEW6 = {
    "ds117_meg_runs": ds117_meg_runs, "ds117_meg_sss": ds117_meg_sss, "ds117_flash_echoes": ds117_flash_echoes,
    "ds117_fieldmaps": ds117_fieldmaps, "ds117_fs_surfaces": ds117_freesurfer_surfaces, "ds117_dwi": ds117_dwi,
    "ds2718_eeg_files": ds2718_eeg_files, "ds2718_stimuli": ds2718_stimuli,
    "kitti_raw_images": kitti_raw_images, "kitti_stereo_2015": kitti_stereo_2015,
    "cityscapes_labels": cityscapes_labels, "ade20k_images": ade20k_images, "cocostuff_images": cocostuff_images,
    "vctk_utterances": vctk_utterances, "ljspeech_utterances": ljspeech_utterances,
    "libritts_utterances": libritts_utterances,
    "modis_granules": modis_granules, "modis_expected_items": modis_expected_items,
    "sentinel2_products": sentinel2_products, "landsat_mtl": landsat_mtl, "landsat_sr_bands": landsat_sr_bands,
    "delta_dv_partitions": delta_dv_partitions, "delta_partcol_table": delta_partcol_table,
    "delta_timestamp_partitions": delta_timestamp_partitions,
    "cp_plate_images": cellprofiler_plate_images, "cp_timelapse": cellprofiler_timelapse,
    "odm_aukerman_photos": odm_aukerman_photos,
}
