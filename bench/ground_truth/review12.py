"""A held-out review group: real layouts from sources no one here had used, written down before scoring.

Like review11.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
or from a list file inside the repository (an IDR study's file-path or mask list, a transfer's file list, a
split list, a camera-record list), at the commit cited in the generator's docstring, and kept in review12_names.py
(a seeded subset where the source is large); nothing is rebuilt from a pattern. Truth values are what the source
means by its names (the instrument's or dataset's naming convention, the study's annotations and README), never
what the analyser reads.
The group holds the corpus's other half of the hidden families, from sources no group, the corpus or a tuning
group uses: microscopy (light-sheet time-lapse stacks by embryo, time point, channel, illumination and angles,
as delivered and as converted; yeast asymmetry masks per strain/tag/medium, trial, dose and image and their .nd2
sources; DeltaVision R3D stacks per experiment, date and sample; OCT tiles per experiment; imaging-mass-cytometry
stacks per METABRIC patient, core and image; whole-slide OME-TIFFs per case; Cell Painting cell counts and plate
maps per batch and plate), camera folders (7-Scenes RGB-D frames with depth and pose sidecars, Virtual Gallery
frames per lighting, loop and camera, a TUM RGB-D association's frames by capture time, a Parrot Sequoia flight's
multispectral bands beside its RGB frames, a survey's frames beside its ground-control files) and ML split lists
(ChestX-ray14, UCF-Crime, GTZAN, MagnaTagATune, KiTS19 cases); 12 of its 23 layouts branch (delivery, embryo,
trial, experiment, batch, bucket, sequence and lighting folders), so the one-branch score rests on many layouts.
No analyser change was made for this group before its first score, which was taken at 995383e, the analyser as
it was when the group was gathered (docs/analyser.md, "Fresh review group (review12)").
"""
from __future__ import annotations

import datetime
import random

from ground_truth import review12_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review11


def _dmy(text: str) -> str:
    """An ISO date from the d-m-yy dates of idr0099's embryo folders (22-06-16 is 22 June 2016)."""
    return datetime.datetime.strptime(text, "%d-%m-%y").date().isoformat()


# --- IDR idr0099 (beetle light-sheet time-lapse) -----------------------------------------------------------------

_TPCH = r"TP(\d+)_Ch(\w+?)_Ill(\d+)_Ang([\d,]+)\.tif$"


def beetle_companions(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0099-jain-beetlelightsheet @aad0244909ec: the light-sheet stacks as the study converted them,
    experimentA/<YYYYMMDD>-companions/<d-m-yy>_<line>/TP<N>_Ch<channel>_Ill<N>_Ang<angles>.tif, by the Zeiss
    Lightsheet export's naming the conversion day's folder, the embryo (imaging date, d-m-yy, and transgenic line:
    Histone-eGFP, nGFP, Tc-Squash-eGFP), the time point, the channel (green, 0), the illumination side and the
    angles fused in the stack (0,1,2 or 1,2,3,4,5) (1,278, 300 kept); neighbours: the pattern folders' lower-case
    tp<N>_ch..._ill..._ang... and TP_T<N>_... names, the LifeAct img_TL<N>.tif and img_tl<N>.tif frames, the fused
    fused_tp_<N>_ch_<N>.tif stacks, the .tiffinfo.txt dumps, rendering settings and scripts."""
    return _layout(N.BEETLE_COMPANIONS_KIND, N.BEETLE_COMPANIONS_OTHER,
                   r"^experimentA/(\d{8})-companions/(\d+-\d+-\d+)_([^/]+)/" + _TPCH,
                   ("converted", "date", "line", "timepoint", "channel", "illumination", "angles"), fix={"date": _dmy})


def beetle_ftp(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0099-jain-beetlelightsheet @aad0244909ec, scripts/idr0099-jain-beetlelightsheet-20201001-ftp.filelist.txt
    (2,218 files): the stacks as the submitter uploaded them, 20201001-ftp/Akanksha_Jain_<d-m-yy>_<line>/TP<N>_Ch
    <channel>_Ill<N>_Ang<angles>.tif, the embryo's imaging date and line, the time point, channel, illumination and
    angles (1,278, 300 kept); neighbours: the same upload's LifeAct img_TL<N>.tif and ZenKD fused_tp_<N>_ch_<N>.tif
    files and the repository's tree (converted companions, patterns, .tiffinfo.txt dumps)."""
    return _layout(N.BEETLE_FTP_KIND, N.BEETLE_FTP_OTHER,
                   r"^20201001-ftp/Akanksha_Jain_(\d+-\d+-\d+)_([^/]+)/" + _TPCH,
                   ("date", "line", "timepoint", "channel", "illumination", "angles"), fix={"date": _dmy})


def beetle_lifeact(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0099-jain-beetlelightsheet @aad0244909ec: one embryo's converted frames experimentA/20201208-companions/
    16-4-15_LifeAct-eGFP/img_TL<N>.tif, the time point (0 ... 797, no padding; 798, 300 kept); neighbours: the same
    frames' pattern copies img_tl<N>.tif (lower case), the other embryos' TP<N>_Ch... stacks, the fused stacks."""
    return _layout(N.BEETLE_LIFEACT_KIND, N.BEETLE_LIFEACT_OTHER,
                   r"^experimentA/20201208-companions/16-4-15_LifeAct-eGFP/img_TL(\d+)\.tif$", ("timepoint",))


# --- IDR idr0095 (yeast asymmetry: masks and Nikon .nd2 sources) ------------------------------------------------

def asym_masks_a(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0095-ali-asymmetry @2a7c79195806, experimentA/idr0095-experimentA-masks.txt (384 masks, 300 kept):
    /uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/<strain>-Trial<N>/<condition>/
    <condition>-<NNN>-Mask.tif, the strain (AO1TO1, AO1TO2, AO1TOid), the trial, the condition folder (0X ... 5X
    doses, HG, no, TO2) and the image; neighbours: experiments B and C's masks and the three experiments' .nd2
    images, the repository's annotation, bulk and rendering files."""
    return _layout(N.ASYM_MASKS_A_KIND, N.ASYM_MASKS_A_OTHER,
                   r"/Experiment_A_Figure\d/(AO\w+?)-Trial(\d)/(\w+)/\w+-(\d+)-Mask\.tif$",
                   ("strain", "trial", "condition", "image"))


def asym_masks_b(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0095-ali-asymmetry @2a7c79195806, experimentB/idr0095-experimentB-masks.txt (576, 300 kept):
    .../Experiment_B_Figure4/<tag>_Trial<N>/<condition>/<condition>-<NNN>-Mask.tif, the tag (Notag, LAAtag, DAStag,
    DAS_4tag), the trial, the condition (0X ... 5X, ATO1, B, ...) and the image; neighbours as asym_masks_a."""
    return _layout(N.ASYM_MASKS_B_KIND, N.ASYM_MASKS_B_OTHER,
                   r"/Experiment_B_Figure\d/(\w+?)_Trial(\d)/(\w+)/\w+-(\d+)-Mask\.tif$",
                   ("tag", "trial", "condition", "image"))


def asym_masks_c(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0095-ali-asymmetry @2a7c79195806, experimentC/idr0095-experimentC-masks.txt (2,251, 300 kept):
    .../Experiment_C_Figure5/Fig5<panel><-|_><strain>/<medium>[_]T<N>/<condition>/<condition>-<NNN>-Mask.tif, the
    strain (O1, O2, Oid), the medium (Ace, Glu, Gly, RDM; AceT1 beside Gly_T1), the trial, the condition and the
    image; neighbours as asym_masks_a."""
    return _layout(N.ASYM_MASKS_C_KIND, N.ASYM_MASKS_C_OTHER,
                   r"/Experiment_C_Figure\d/Fig\d[A-C][-_](O\w+?)/([A-Z][A-Za-z]+?)_?T(\d)/(\w+)/\w+-(\d+)-Mask\.tif$",
                   ("strain", "medium", "trial", "condition", "image"))


def asym_nd2_b(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0095-ali-asymmetry @2a7c79195806, experimentB/idr0095-experimentB-filePaths.tsv (second column; 96):
    the Nikon images .../20200831-ftp/<tag>_Trial<N>/<condition>.nd2, the tag, the trial and the condition (0X ...
    5X, ...); neighbours: the masks of all three experiments, experiments A and C's .nd2 images, the repository."""
    return _layout(N.ASYM_ND2_B_KIND, N.ASYM_ND2_B_OTHER, r"/\d{8}-ftp/(\w+?)_Trial(\d)/(\w+)\.nd2$",
                   ("tag", "trial", "condition"))


# --- IDR idr0084 (DeltaVision), idr0098 (OCT), idr0076 (IMC), idr0073 (whole slides) ----------------------------

def alphaglobin_dv(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0084-oudelaar-alphaglobin @7bb8ad685f97, experimentA/idr0084-experimentA-filePaths.tsv (second column;
    493, 300 kept): DeltaVision stacks /uod/idr/filesets/idr0084-oudelaar-alphaglobin/20200428-ftp/expt<N>/<YYYY-MM-DD>
    -<sample>-<NN>_<NN>_R3D.dv, the experiment (8, 10, 11), the imaging date, the sorted cell population (S0_CD71_low,
    S1, Ter119+, Brain, No_primary), the slide series (01, 02) and the image number (softWoRx's _R3D naming);
    neighbours: the repository's files (annotation, processed table, scripts)."""
    return _layout(N.ALPHAGLOBIN_DV_KIND, N.ALPHAGLOBIN_DV_OTHER,
                   r"/20200428-ftp/expt(\d+)/(\d{4}-\d\d-\d\d)-(.+?)-(\d+)_(\d+)_R3D\.dv$",
                   ("experiment", "date", "sample", "series", "image"))


def oct_tiffs(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0098-huang-octmos @2637fd37eb5e, experimentA and experimentB's filePaths.tsv (second column): optical
    coherence tomography tiles /uod/idr/filesets/idr0098-huang-octmos/<YYYYMMDD>-ftp/Experiment<A-D>/T<NNNN>.ome.tif,
    the experiment and the tile (3,400, 300 kept); neighbours: the same tiles' ExperimentA-nrrd/T<NNNN>.nrrd volumes
    (200 kept), the H&E .ndpi slides, the repository's files."""
    return _layout(N.OCT_TIFFS_KIND, N.OCT_TIFFS_OTHER, r"/\d{8}-ftp/Experiment([A-D])/T(\d+)\.ome\.tif$",
                   ("experiment", "tile"))


def metabric_stacks(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0076-ali-metabric @276992b791d3, experimentA/idr0076-experimentA-filePaths.tsv (second column; 548, 300
    kept): imaging-mass-cytometry stacks .../METABRIC_IMC/to_public_repository/full_stacks/MB<NNNN>_<core>_<image>
    _fullstack.tiff, by the study's data dictionary the METABRIC patient id, the tissue core (1 ... 3) and the image
    number; neighbours: the cell masks cell_masks/MB..._cellmask.tiff of scripts/cell.txt (200 kept), the repository."""
    return _layout(N.METABRIC_STACKS_KIND, N.METABRIC_STACKS_OTHER,
                   r"/full_stacks/MB(\d{4})_(\d+)_(\d+)_fullstack\.tiff$", ("patient", "core", "image"))


def immune_kidney(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0073-schaadt-immuneinfiltrates @76120eb09589, experimentA/idr0073-experimentA-filePaths.tsv (second
    column; 160): whole-slide OME-TIFFs .../20191210-ftp_ometiff/kidney_<case>_<image>.ome.tiff, the kidney case and
    its image; neighbours: the breastCancer<N> and lung<N> slides of the other deliveries, the repository's files."""
    return _layout(N.IMMUNE_KIDNEY_KIND, N.IMMUNE_KIDNEY_OTHER, r"/\d{8}-ftp_ometiff/kidney_(\d+)_(\d+)\.ome\.tiff$",
                   ("case", "image"))


# --- Cell Painting: broadinstitute/lincs-cell-painting ------------------------------------------------------------

def lincs_cell_count(r: random.Random) -> tuple[Kind, list[str]]:
    """broadinstitute/lincs-cell-painting @061870127481: profiles/cell_count/<batch>/<plate>/<plate>_cell_count.csv,
    the batch (2016_04_01_a549_48hr_batch1, 2017_12_05_Batch2) and the plate barcode (SQ00014812, BR00092714; 270);
    neighbours: the platemaps, consensus and spherized profiles, notebooks, figures and DVC files (200 kept)."""
    return _layout(N.LINCS_CELL_COUNT_KIND, N.LINCS_CELL_COUNT_OTHER,
                   r"^profiles/cell_count/([^/]+)/([^/]+)/[^/]+_cell_count\.csv$", ("batch", "plate"))


def lincs_platemaps(r: random.Random) -> tuple[Kind, list[str]]:
    """broadinstitute/lincs-cell-painting @061870127481: metadata/platemaps/<batch>/platemap/<platemap>.txt, the batch
    and the plate map (C-7161-01-LM6-001, ASG003_A549_24H, LKCP001_MCF7_6H; 64); neighbours: the .csv plate maps
    (AB00022422.csv) beside them, barcode_platemap.csv, the cell counts and other profiles (200 kept)."""
    return _layout(N.LINCS_PLATEMAPS_KIND, N.LINCS_PLATEMAPS_OTHER,
                   r"^metadata/platemaps/([^/]+)/platemap/([^/]+)\.txt$", ("batch", "platemap"))


# --- ML split lists ----------------------------------------------------------------------------------------------

def chestxray_train(r: random.Random) -> tuple[Kind, list[str]]:
    """arnoweng/CheXNet @3d45ee77e2cf, ChestX-ray14/labels/train_list.txt (first column; 78,468, 300 kept): NIH
    ChestX-ray14 images <patient>_<follow-up>.png, the patient id (8 digits) and the follow-up number (3 digits);
    neighbours: the repository's files (label lists, localization/ examples 00008473_009-3.png, model, README)."""
    return _layout(N.CHESTXRAY_TRAIN_KIND, N.CHESTXRAY_TRAIN_OTHER, r"^(\d{8})_(\d{3})\.png$", ("patient", "followup"))


def ucfcrime_anomaly(r: random.Random) -> tuple[Kind, list[str]]:
    """WaqasSultani/AnomalyDetectionCVPR2018 @8aa957cdaa7e, Anomaly_Train.txt (1,610 videos): the UCF-Crime anomaly
    videos <Event>/<Event><NNN>_x264.mp4, the event class (Abuse ... Vandalism) and the video number (810, 300
    kept); neighbours: the same list's normal videos Training_Normal_Videos_Anomaly/Normal_Videos<NNN>_x264.mp4 (200
    kept with the repository's files: SampleVideos/<video>.txt features, MATLAB and Python scripts)."""
    return _layout(N.UCFCRIME_ANOMALY_KIND, N.UCFCRIME_ANOMALY_OTHER, r"^([A-Z][A-Za-z]+)/\1(\d{3})_x264\.mp4$",
                   ("event", "video"))


def gtzan_lists(r: random.Random) -> tuple[Kind, list[str]]:
    """jongpillee/music_dataset_split @07e855758f18, GTZAN_split/{train,valid,test}_filtered.txt (the fault-filtered
    split, 930 clips, 300 kept): <genre>/<genre>.<NNNNN>.wav, the genre and the clip number; neighbours: the
    repository's split files and READMEs."""
    return _layout(N.GTZAN_LISTS_KIND, N.GTZAN_LISTS_OTHER, r"^([a-z]+)/\1\.(\d{5})\.wav$", ("genre", "track"))


def mtat_lists(r: random.Random) -> tuple[Kind, list[str]]:
    """jongpillee/music_dataset_split @07e855758f18, MTAT_split/{train,valid,test}_list_pub.cP (protocol-0 pickled
    lists read as text; 21,105 clips, 300 kept): MagnaTagATune clips <bucket>/<artist>-<album>-<track>-<title>-<start>-<end>.npy,
    the hexadecimal bucket folder (0 ... f), the track number and the clip's start and end second; neighbours: the
    repository's files."""
    return _layout(N.MTAT_LISTS_KIND, N.MTAT_LISTS_OTHER, r"^([0-9a-f])/[^/]+?-(\d\d)-[^/]*-(\d+)-(\d+)\.npy$",
                   ("bucket", "track", "start", "end"))


def kits_segmentations(r: random.Random) -> tuple[Kind, list[str]]:
    """neheller/kits19 @456b293435b2: the KiTS19 challenge's committed labels data/case_<NNNNN>/segmentation.nii.gz,
    the case (210; imaging.nii.gz is downloaded, not committed); neighbours: data/kits.json, LICENSE, the starter
    code."""
    return _layout(N.KITS_SEGMENTATIONS_KIND, N.KITS_SEGMENTATIONS_OTHER,
                   r"^data/case_(\d{5})/segmentation\.nii\.gz$", ("case",))


# --- camera frames: naver/kapture samples, raulmur/ORB_SLAM2's TUM association ----------------------------------

def sevenscenes_color(r: random.Random) -> tuple[Kind, list[str]]:
    """naver/kapture @5abafb9d56f9: Microsoft 7-Scenes frames samples/7scenes/microsoft/stairs/seq-<NN>/frame-<NNNNNN>
    .color.jpg, the sequence and the frame (12); neighbours: each frame's .depth.png and .pose.txt sidecars, the
    split files, the kapture conversions' records_data/seq-<NN>/frame-<N>.color.jpg and .depth copies and their
    sensors/records/trajectory text files."""
    return _layout(N.SEVENSCENES_COLOR_KIND, N.SEVENSCENES_COLOR_OTHER,
                   r"^samples/7scenes/microsoft/stairs/seq-(\d+)/frame-(\d+)\.color\.jpg$", ("sequence", "frame"))


def gallery_training(r: random.Random) -> tuple[Kind, list[str]]:
    """naver/kapture @5abafb9d56f9, samples/virtual_gallery/kapture/all/sensors/records_camera.txt (third column):
    NAVER LABS' Virtual Gallery frames training/gallery_light<N>_loop<N>/frames/rgb/camera_<N>/rgb_<NNNNN>.jpg, the
    lighting, the loop, the camera of the rig and the frame (48); neighbours: the testing frames testing/
    gallery_light<N>_occlusion<N>/frames/rgb/camera_0/rgb_<N>.jpg of the same list and the sample's files."""
    return _layout(N.GALLERY_TRAINING_KIND, N.GALLERY_TRAINING_OTHER,
                   r"^training/gallery_light(\d)_loop(\d)/frames/rgb/camera_(\d)/rgb_(\d{5})\.jpg$",
                   ("light", "loop", "camera", "frame"))


def tum_desk_rgb(r: random.Random) -> tuple[Kind, list[str]]:
    """raulmur/ORB_SLAM2 @f2e6f51cdc8d, Examples/RGB-D/associations/fr1_desk.txt (second column; 573, 300 kept): TUM
    RGB-D freiburg1_desk colour frames rgb/<seconds>.<microseconds>.png, the capture time (Unix seconds); neighbours:
    the associated depth frames depth/<time>.png of the fourth column (200 kept)."""
    return _layout(N.TUM_DESK_RGB_KIND, N.TUM_DESK_RGB_OTHER, r"^rgb/(\d+\.\d+)\.png$", ("timestamp",))


# --- drone cameras: OpenDroneMap's example datasets --------------------------------------------------------------

def garfield_msp(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenDroneMap/odm_data_garfield_msp @b526478fbd39: a Parrot Sequoia flight's multispectral captures msp/IMG_
    <YYMMDD>_<HHMMSS>_<NNNN>_<band>.TIF, by the Sequoia's naming the capture date and time, the capture counter and
    the band (GRE, NIR, RED, REG; 112); neighbours: the same captures' RGB frames rgb/IMG_..._RGB.JPG, README.md and
    license.txt."""
    return _layout(N.GARFIELD_MSP_KIND, N.GARFIELD_MSP_OTHER, r"^msp/IMG_(\d{6})_(\d{6})_(\d{4})_([A-Z]{3})\.TIF$",
                   ("date", "time", "capture", "band"))


def copr_images(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenDroneMap/odm_data_copr @97cd18478ca1: a kite/UAV survey's camera frames images/IMG_<NNNN>.jpg, the camera's
    frame counter (every third frame kept: 0022, 0025, ...; 41); neighbours: the ground-control files gcp_list.txt,
    gcp_list_noimg.txt, gcp_list_nocoord.txt, GPS_average.txt, the GPS points PDF, the orthophoto preview, readme and
    license."""
    return _layout(N.COPR_IMAGES_KIND, N.COPR_IMAGES_OTHER, r"^images/IMG_(\d{4})\.jpg$", ("frame",))


REVIEW12 = {
    "beetle_companions": beetle_companions, "beetle_ftp": beetle_ftp, "beetle_lifeact": beetle_lifeact,
    "asym_masks_a": asym_masks_a, "asym_masks_b": asym_masks_b, "asym_masks_c": asym_masks_c,
    "asym_nd2_b": asym_nd2_b, "alphaglobin_dv": alphaglobin_dv, "oct_tiffs": oct_tiffs,
    "metabric_stacks": metabric_stacks, "immune_kidney": immune_kidney,
    "lincs_cell_count": lincs_cell_count, "lincs_platemaps": lincs_platemaps,
    "chestxray_train": chestxray_train, "ucfcrime_anomaly": ucfcrime_anomaly, "gtzan_lists": gtzan_lists,
    "mtat_lists": mtat_lists, "kits_segmentations": kits_segmentations,
    "sevenscenes_color": sevenscenes_color, "gallery_training": gallery_training, "tum_desk_rgb": tum_desk_rgb,
    "garfield_msp": garfield_msp, "copr_images": copr_images,
}
