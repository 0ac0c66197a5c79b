"""A held-out review group: real layouts from sources no one here had used, written down before scoring.

Like review13.py, each generator returns (kind, other) for one kind of one real, public file tree or file list: kind a
list of (path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave
alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD` or from a list file inside
the repository (one column of an image-pairs list, a split list or an IDR filePaths.tsv) at the commit cited in the
generator's docstring, and kept in review14_names.py (a seeded subset where the source is large: at most 30 folders
drawn, then an even share of each, so branches keep several files); nothing is rebuilt from a pattern. Truth values
are what the source means by its names (its README, paper or naming convention), never what the analyser reads.
The group takes the corpus's microscopy, camera and ML-split half of the hidden families (review15 takes the other
half), from 14 sources no group, the corpus or a tuning group uses: IDR studies (alpha-synuclein positions per patient,
Xist SIM companions over two years of runs, sister-chromatid conditions, light-sheet embryo views, yeast Micro-Manager
positions),
camera folders (Aachen Day-Night phone queries and Nexus 4 sequences, InLoc's scanner cutouts, Gyroflow's phone lens
profiles, DeepLabCut's labelled video frames) and ML split lists (Cityscapes, CamVid, ScanNet and IDD frames, ACDC
slices and volumes, BraTS 2019 cases, LJSpeech and LibriSpeech clips, WHAM! noise, ImageNet-VID snippets, LaSOT
sequences); 10 of its 23 layouts branch (numbered folders: sequences, scans, drives, chapters, acquisitions,
embryos). No analyser change was made for this group before its first score, which was taken at 90f79e2, the analyser
as it was when the group was gathered.
"""
from __future__ import annotations

import random

from ground_truth import review14_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review13


# --- camera folders: Aachen Day-Night and InLoc (cvg/Hierarchical-Localization's pairs lists) -----------------------

def aachen_android(r: random.Random) -> tuple[Kind, list[str]]:
    """cvg/Hierarchical-Localization @c13273bd0ecc, pairs/aachen_v1.1/pairs-query-netvlad50.txt (first and second
    columns): the Aachen Day-Night v1.1 query photos taken with Android phones query/<condition>/<phone>/IMG_<YYYYMMDD>_
    <HHMMSS>.jpg, by the dataset's README the lighting condition (day, night), the phone (nexus4, nexus5x,
    nexus5x_additional_night) and the camera app's capture date and time (671, 300 kept); neighbours: the Motorola
    Milestone queries query/<condition>/milestone/<date>_<time>_<n>.jpg, the database images db/<N>.jpg, the GoPro and
    Nexus 4 sequence frames, the repository's code (200 kept)."""
    return _layout(N.AACHEN_ANDROID_KIND, N.AACHEN_ANDROID_OTHER, r"^query/(day|night)/(\w+)/IMG_(\d{8})_(\d{6})\.jpg$",
                   ("condition", "phone", "date", "time"))


def aachen_milestone(r: random.Random) -> tuple[Kind, list[str]]:
    """cvg/Hierarchical-Localization @c13273bd0ecc, the same list: the Motorola Milestone query photos
    query/<condition>/milestone/<YYYY-MM-DD>_<HH-MM-SS>_<n>.jpg, the lighting condition (day, night), the capture date,
    the capture time and a running number (369, 300 kept); neighbours: the Android phones' IMG_
    queries, the database images db/<N>.jpg, the sequence frames, the repository's code (200 kept)."""
    return _layout(N.AACHEN_MILESTONE_KIND, N.AACHEN_MILESTONE_OTHER,
                   r"^query/(day|night)/milestone/(\d{4}-\d\d-\d\d)_(\d\d-\d\d-\d\d)_(\d+)\.jpg$",
                   ("condition", "date", "time", "number"))


def aachen_sequences(r: random.Random) -> tuple[Kind, list[str]]:
    """cvg/Hierarchical-Localization @c13273bd0ecc, the same list (second column): frames of the Nexus 4 video
    sequences sequences/nexus4_sequences/sequence_<N>/aachen_nexus4_seq<N>_<NNNN>.png, the sequence (1 ... 10, echoed
    in the name) and the frame number (1,251, 300 kept); neighbours: the GoPro frames sequences/gopro3_undistorted/
    gopro3_<NNNNN>.png, the database images db/<N>.jpg, the queries, the repository's code (200 kept)."""
    return _layout(N.AACHEN_SEQUENCES_KIND, N.AACHEN_SEQUENCES_OTHER,
                   r"^sequences/nexus4_sequences/sequence_(\d+)/aachen_nexus4_seq(\d+)_(\d{4})\.png$",
                   ("sequence", "sequence_echo", "frame"))


def inloc_cutouts(r: random.Random) -> tuple[Kind, list[str]]:
    """cvg/Hierarchical-Localization @c13273bd0ecc, pairs/inloc/pairs-query-netvlad40.txt (second column): InLoc's
    database cutouts rendered from the laser scans database/cutouts/<building>/<scan>/DUC_cutout_<scan>_<yaw>_<pitch>
    .jpg, by the InLoc paper the DUC building floor (DUC1, DUC2), the scan position (three digits, echoed in the name),
    the cutout's yaw (0 ... 330 in 30-degree steps) and pitch (-30, 0, 30) (2,020, 300 kept from 30 scans); neighbours:
    the iPhone 7 query photos query/iphone7/IMG_<NNNN>.JPG, the repository's code (200 kept)."""
    return _layout(N.INLOC_CUTOUTS_KIND, N.INLOC_CUTOUTS_OTHER,
                   r"^database/cutouts/(DUC[12])/(\d{3})/DUC_cutout_\d{3}_(\d+)_(-?\d+)\.jpg$",
                   ("building", "scan", "yaw", "pitch"))


# --- camera: Gyroflow's lens profiles for phones --------------------------------------------------------------------

def gyro_phones(r: random.Random) -> tuple[Kind, list[str]]:
    """gyroflow/lens_profiles @886fc616c9c2: phone lens profiles Mobile phones/[<Brand>/]<Brand>_<model>_<lens>_
    <setting>_<resolution>_<aspect>_<W>x<H>-<fps>fps[ (<N>)][ - <author>].json, as Gyroflow's calibrator names them:
    the brand folder (absent for the few profiles filed straight under Mobile phones/), the resolution class (4k,
    1080p, ...), the aspect ratio (16by9, 4by3, ...), the frame width and height, the frame rate, the copy number a
    second upload got and the optional contributor (1,129 of the folder's 1,164, 300 kept from 15 folders);
    neighbours: the folder's raw-camera profiles named otherwise (Apple_iPhone12_raw_cam_Wide_16x9.json, ...), the
    camera profiles of the other brand folders (Sony, Canon, GoPro, RED, ...), the workflow and compress.rs (200
    kept)."""
    return _layout(N.GYRO_PHONES_KIND, N.GYRO_PHONES_OTHER,
                   r"^Mobile phones/(?:([^/]+)/)?[^/]+_([^_/]+)_([\d.]+by[\d.]+)_(\d+)x(\d+)-([\d.]+)fps"
                   r"(?: \((\d+)\))?(?: - ([^/]+?))?\.json$",
                   ("brand", "resolution", "aspect", "width", "height", "fps", "copy", "author"))


# --- camera: DeepLabCut's example projects --------------------------------------------------------------------------

def dlc_labeled(r: random.Random) -> tuple[Kind, list[str]]:
    """DeepLabCut/DeepLabCut @2df0f46c8c8c: the example projects' extracted video frames examples/<task>-<experimenter>-
    <YYYY-MM-DD>/labeled-data/<video>/img<NNN>.png, by DeepLabCut's project naming the task (Reaching, openfield), the
    experimenter (Mackenzie, Pranav), the project's creation date, the video the frame came from (reachingvideo1,
    m4s1) and the frame index (171); neighbours: the labels CollectedData_<experimenter>.csv/.h5 in the same folders,
    the projects' config.yaml and videos, the rest of examples/ and the repository (200 kept)."""
    return _layout(N.DLC_LABELED_KIND, N.DLC_LABELED_OTHER,
                   r"^examples/([A-Za-z]+)-([A-Za-z]+)-(\d{4}-\d\d-\d\d)/labeled-data/(\w+)/img(\d+)\.png$",
                   ("task", "experimenter", "date", "video", "frame"))


# --- microscopy: IDR studies --------------------------------------------------------------------------------------

def alphasyn_positions(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0155-fu-alphasynuclein @a0d51682628f, experimentA/idr0155-experimentA-filePaths.tsv (second column): the
    stage positions /uod/idr/filesets/idr0155-fu-alphasynuclein/<cell>_oligomer/patient<N>/position_<N>.tif, by the
    study the cell type imaged for alpha-synuclein oligomers (microglia, neuron), the patient (1 ... 3) and the
    microscope stage position (5,400, 300 kept); neighbours: the rendering settings rendering_settings/<cell>_oligomer-
    patient<N>/position_100.tif.yml, the annotation, processed table, study file and mask script."""
    return _layout(N.ALPHASYN_POSITIONS_KIND, N.ALPHASYN_POSITIONS_OTHER,
                   r"/idr0155-fu-alphasynuclein/(microglia|neuron)_oligomer/patient(\d)/position_(\d+)\.tif$",
                   ("cell", "patient", "position"))


def xist_companions(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0110-rodermund-xistrna @6a2d6af0a835: the SIM image companions experimentA/companions/<YYYYMMDD>_<run>
    [_<chase>[min]]_<NN>_FUS_SIR_THR_MCF_ALN-full.tif (the suffix names the processing: fused, SIR reconstruction,
    thresholded, MCF, aligned), the imaging date, the run as the study spelt it over two years (Xist_turnover_
    pulsechase1_transgenic_diAcFAM_JF585, Pulse_Chase_2_CIZ1KO_Xist_turnover_on_chromatin_Maintenance, nascent_Xist_
    dynamics_WT_NPC, NPCdiff_day10_B2BglHalo_diAcFAM, ...), the chase time point (0 ... 200; written <N>min from 2019,
    absent on the NPC differentiation runs) and the image number (2,800, 300 kept); neighbours: each image's
    .companion.ome sidecar (same stem), the annotation, bulk and rendering files, scripts and image_info.txt (200
    kept)."""
    return _layout(N.XIST_COMPANIONS_KIND, N.XIST_COMPANIONS_OTHER,
                   r"^experimentA/companions/(\d{8})_([\w-]+?)(?:_(\d+)(?:min)?)?_(\d\d)_"
                   r"FUS_SIR_THR_MCF_ALN-full\.tif$",
                   ("date", "run", "chase", "image"))


def sister_chromatids(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0149-batty-sisterchromatids @b9561b308f10, experimentA ... experimentE's filePaths.tsv (second column):
    registered Airyscan stacks .../20230605-ftp/experiment<N>/<group>/<condition>_<one|two>_sister[_...]/<free-form
    name>.tif_registered.tif, by the study the experiment (1 ... 4), the group folder (wt_g2, nipbl_dep_prometa,
    compensation, maintenance, wapl_dep, ...) and whether one or both sister chromatids were labelled (1,250, 300 kept
    from 30 condition folders); neighbours: experiment 5's unregistered nipbl-aid images, the processed tables and
    annotation CSVs of experiments A-E (200 kept)."""
    return _layout(N.SISTER_CHROMATIDS_KIND, N.SISTER_CHROMATIDS_OTHER,
                   r"/20230605-ftp/experiment(\d)/([^/]+)/[^/]*(one|two)_sister[^/]*/[^/]+\.tif_registered\.tif$",
                   ("experiment", "group", "sisters"))


def heart_embryos(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0146-dominguez-heartlightsheet @a2261a4983d6, experimentA/idr0146-experimentA-filePaths.tsv (second
    column): light-sheet companions .../20221129-ftp/experimentA/embryo<N>/<view>/<view>.companion.ome, the mouse
    embryo (1 ... 9) and the acquisition view (front, side; echoed in the name) (18); neighbours: the rendering settings
    experimentA/rendering_settings/Embryo<N>.yml, the protocols, annotation and study files (21)."""
    return _layout(N.HEART_EMBRYOS_KIND, N.HEART_EMBRYOS_OTHER,
                   r"/experimentA/embryo(\d)/(front|side)/\2\.companion\.ome$",
                   ("embryo", "view"))


# --- ML split lists -------------------------------------------------------------------------------------------------

def cityscapes_frames(r: random.Random) -> tuple[Kind, list[str]]:
    """wasidennis/AdaptSegNet @fca9ff0f09da, dataset/cityscapes_list/train.txt and val.txt: Cityscapes images <city>/
    <city>_<seq>_<frame>_leftImg8bit.png, by the Cityscapes README the city, the sequence number and the frame number
    (3,475, 300 kept from 21 cities); neighbours: the label list's <city>/<city>_<seq>_<frame>_gtFine_labelIds.png, the
    GTA5 list's <NNNNN>.png, the repository's code and info.json (200 kept)."""
    return _layout(N.CITYSCAPES_FRAMES_KIND, N.CITYSCAPES_FRAMES_OTHER,
                   r"^([a-z_]+)/\1_(\d{6})_(\d{6})_leftImg8bit\.png$",
                   ("city", "sequence", "frame"))


def camvid_frames(r: random.Random) -> tuple[Kind, list[str]]:
    """mseg-dataset/mseg-api @2bd00ae8c224, mseg/dataset_lists/camvid-11/list/{train,val,test}.txt (first column):
    CamVid stills 701_StillsRaw_full/<sequence>_<frame>.png, by the CamVid naming the video sequence (0001TP, 0006R0,
    0016E5, Seq05VD) and the frame number (006690, f01980, ...; 701, 300 kept); neighbours: the second column's labels
    semseg11/<sequence>_<frame>_L.png, mseg's other files (200 kept)."""
    return _layout(N.CAMVID_FRAMES_KIND, N.CAMVID_FRAMES_OTHER, r"^701_StillsRaw_full/(\w+?)_(f?\d+)\.png$",
                   ("sequence", "frame"))


def scannet_frames(r: random.Random) -> tuple[Kind, list[str]]:
    """mseg-dataset/mseg-api @2bd00ae8c224, mseg/dataset_lists/scannet-20/list/{train,val}.txt (first column): ScanNet
    colour frames scene<NNNN>_<NN>/color/<frame>.jpg, by ScanNet's naming the scene, the scan of that scene and the
    frame index (24,902, 300 kept from 30 scans); neighbours: the second column's labels scene<NNNN>_<NN>/label20/
    <frame>.png, mseg's other files (200 kept)."""
    return _layout(N.SCANNET_FRAMES_KIND, N.SCANNET_FRAMES_OTHER, r"^scene(\d{4})_(\d\d)/color/(\d+)\.jpg$",
                   ("scene", "scan", "frame"))


def idd_frames(r: random.Random) -> tuple[Kind, list[str]]:
    """mseg-dataset/mseg-api @2bd00ae8c224, mseg/dataset_lists/idd-39/list/train.txt (first column): India Driving
    Dataset training images leftImg8bit/train/<drive>/<frame>_leftImg8bit.png, the drive folder (0 ... 400) and the
    frame number (6,993, 300 kept from 30 drives); neighbours: the second column's labels gtFine39/train/<drive>/
    <frame>_gtFine_labelids.png, mseg's other files (200 kept)."""
    return _layout(N.IDD_FRAMES_KIND, N.IDD_FRAMES_OTHER, r"^leftImg8bit/train/(\d+)/(\d+)_leftImg8bit\.png$",
                   ("drive", "frame"))


def acdc_slices(r: random.Random) -> tuple[Kind, list[str]]:
    """HiLab-git/SSL4MIS @06df6047a59a, data/ACDC/train_slices.list: 2-D slices patient<NNN>_frame<NN>_slice_<N> (the
    loader adds .h5), by ACDC's naming the patient, the cardiac phase frame (end-diastole, end-systole) and the slice
    (1,312, 300 kept); neighbours: the volume lists' patient<NNN>_frame<NN>, the BraTS 2019 case lists, the repository's
    code and READMEs (200 kept)."""
    return _layout(N.ACDC_SLICES_KIND, N.ACDC_SLICES_OTHER, r"^patient(\d{3})_frame(\d\d)_slice_(\d+)$",
                   ("patient", "frame", "slice"))


def acdc_volumes(r: random.Random) -> tuple[Kind, list[str]]:
    """HiLab-git/SSL4MIS @06df6047a59a, data/ACDC/{train,val,test}.list: volumes patient<NNN>_frame<NN>, the patient
    and the cardiac phase frame (200); neighbours: the slice list's patient<NNN>_frame<NN>_slice_<N>, the BraTS lists,
    the repository (200 kept)."""
    return _layout(N.ACDC_VOLUMES_KIND, N.ACDC_VOLUMES_OTHER, r"^patient(\d{3})_frame(\d\d)$", ("patient", "frame"))


def brats_cases(r: random.Random) -> tuple[Kind, list[str]]:
    """HiLab-git/SSL4MIS @06df6047a59a, data/BraTS2019/{train,val,test}.txt: BraTS 2019 cases BraTS19_<institution>_
    <patient>_1, by the challenge's naming the contributing collection (2013, CBICA, TCIA01 ... TCIA13, TMC) and the
    patient code (every case here is its patient's first scan, _1; 335, 300 kept); neighbours: the ACDC slice and
    volume lists, the repository (200 kept)."""
    return _layout(N.BRATS_CASES_KIND, N.BRATS_CASES_OTHER, r"^BraTS19_(2013|CBICA|TCIA\d\d|TMC)_([A-Za-z0-9]+)_1$",
                   ("institution", "patient"))


def ljspeech_clips(r: random.Random) -> tuple[Kind, list[str]]:
    """yl4579/StyleTTS2 @5cedc71c333f, Data/train_list.txt and val_list.txt (first |-separated column): LJSpeech clips
    LJ<NNN>-<NNNN>.wav, the numbered group of passages (001 ... 050) and the clip within it (12,600, 300 kept);
    neighbours: the repository's code, configs and Utils/ checkpoints' configs (48)."""
    return _layout(N.LJSPEECH_CLIPS_KIND, N.LJSPEECH_CLIPS_OTHER, r"^LJ(\d{3})-(\d{4})\.wav$", ("chapter", "clip"))


def imagenetvid_snippets(r: random.Random) -> tuple[Kind, list[str]]:
    """visionml/pytracking @7eb9e74bd3d4, ltr/data_specs/imagenetvid_mot_{train,val}_split.txt: ImageNet VID 2015
    snippets ILSVRC2015_VID_train_<NNNN>/ILSVRC2015_train_<NNNNN><NNN>, the training batch folder (0000 ... 0003), the
    video and the snippet cut from it (1,414, 300 kept); neighbours: the LaSOT sequence names, the GOT-10k and
    YouTube-VOS split ids, the repository (200 kept)."""
    return _layout(N.IMAGENETVID_SNIPPETS_KIND, N.IMAGENETVID_SNIPPETS_OTHER,
                   r"^ILSVRC2015_VID_train_(\d{4})/ILSVRC2015_train_(\d{5})(\d{3})$", ("batch", "video", "snippet"))


def lasot_sequences(r: random.Random) -> tuple[Kind, list[str]]:
    """visionml/pytracking @7eb9e74bd3d4, ltr/data_specs/lasot_train_split.txt: LaSOT sequences <class>-<N>, the object
    class (airplane, basketball, ...) and the sequence number within it (1,104, 300 kept); neighbours: the ImageNet VID
    snippets, the GOT-10k and YouTube-VOS split ids, the repository (200 kept)."""
    return _layout(N.LASOT_SEQUENCES_KIND, N.LASOT_SEQUENCES_OTHER, r"^([a-z-]+?)-(\d+)$", ("class", "number"))


# --- speech lists: LibriMix's metadata ----------------------------------------------------------------------------

def librispeech_dev(r: random.Random) -> tuple[Kind, list[str]]:
    """JorisCos/LibriMix @b898ca375c03, metadata/LibriSpeech/dev-clean.csv (origin_path column): LibriSpeech clips
    dev-clean/<speaker>/<chapter>/<speaker>-<chapter>-<NNNN>.flac, by the LibriSpeech README the reader, the book
    chapter and the utterance within it (2,303, 300 kept from 30 chapters); neighbours: the WHAM! noise paths of
    metadata/Wham_noise/{dev,test}.csv, the repository's scripts, README and metadata CSVs (200 kept)."""
    return _layout(N.LIBRISPEECH_DEV_KIND, N.LIBRISPEECH_DEV_OTHER, r"^dev-clean/(\d+)/(\d+)/\1-\2-(\d{4})\.flac$",
                   ("speaker", "chapter", "utterance"))


def wham_noise(r: random.Random) -> tuple[Kind, list[str]]:
    """JorisCos/LibriMix @b898ca375c03, metadata/Wham_noise/{dev,test}.csv (origin_path column): WHAM! noise clips
    <subset>/<utt1>_<level1>_<utt2>_<level2>.wav, named, as in wsj0-2mix, after the mixture they were recorded for: the
    subset (cv, tt), the two WSJ0 utterance ids and their relative levels in dB (7,999, 300 kept); neighbours: the
    LibriSpeech dev-clean clips, the repository's files (200 kept)."""
    return _layout(N.WHAM_NOISE_KIND, N.WHAM_NOISE_OTHER, r"^(tr|cv|tt)/(\w{8})_(-?[\d.]+)_(\w{8})_(-?[\d.]+)\.wav$",
                   ("subset", "utt1", "level1", "utt2", "level2"))


def yeast_positions(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0040-aymoz-singlecell @78f4f6adeb77, experimentA/idr0040-experimentA-filePaths.tsv (second column):
    Micro-Manager position folders /uod/idr/filesets/idr0040-aymoz-singlecell/20180215/<NNNN>/Pos<N>, the acquisition
    (2807 ... 3201, one per strain and treatment) and the stage position within it (780, 300 kept from 30
    acquisitions); neighbours: the rendering settings experimentA/rendering_settings/<NNNN>_ome_rend.json, the
    annotation, assays and bulk files (64)."""
    return _layout(N.YEAST_POSITIONS_KIND, N.YEAST_POSITIONS_OTHER,
                   r"/idr0040-aymoz-singlecell/20180215/(\d{4})/Pos(\d+)$",
                   ("acquisition", "position"))


REVIEW14 = {
    "aachen_android": aachen_android, "aachen_milestone": aachen_milestone, "aachen_sequences": aachen_sequences,
    "inloc_cutouts": inloc_cutouts, "gyro_phones": gyro_phones, "dlc_labeled": dlc_labeled,
    "alphasyn_positions": alphasyn_positions, "xist_companions": xist_companions,
    "sister_chromatids": sister_chromatids, "heart_embryos": heart_embryos,
    "cityscapes_frames": cityscapes_frames, "camvid_frames": camvid_frames, "scannet_frames": scannet_frames,
    "idd_frames": idd_frames, "acdc_slices": acdc_slices, "acdc_volumes": acdc_volumes, "brats_cases": brats_cases,
    "ljspeech_clips": ljspeech_clips, "imagenetvid_snippets": imagenetvid_snippets, "lasot_sequences": lasot_sequences,
    "librispeech_dev": librispeech_dev, "wham_noise": wham_noise, "yeast_positions": yeast_positions,
}
