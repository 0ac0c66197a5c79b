"""A held-out review group (review16): real layouts from sources no one here had used, written down before scoring.

Like review15.py, each generator returns (kind, other) for one kind of one real, public file tree or file list: kind a
list of (path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave
alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring, from a list file inside the repository (IDR filePaths.tsv and file lists, a split list's first
column, a RELION star file's paths; ids of a list that holds ids, not paths, prefixed with the list's name as a
folder), or from the member list of an archive inside the repository (dials/data-files' RELION tutorial project,
members prefixed with the folder that holds the archive, directory entries left out), and kept in review16_names.py
(a seeded subset where the source is large: 300 files of the kind, and neighbours drawn first from the kind's own
folders, then from its top folders, then from the rest); nothing is rebuilt from a pattern. Truth values are what the
source means by its names (the BIDS and DANDI conventions, the study's own description or conversion script, the
dataset's README), never what the analyser reads.
Families (issue 15's neuroimaging, microscopy and ML-list half): DANDI archive datasets (a hippocampus ecephys
dandiset's NWB sessions; a microscopy-BIDS dandiset's light-sheet chunks, MRI echoes and flip angles, field maps,
clearing photos, ground-truth frames, manual annotations and EPIC derivatives), IDR light-sheet, TEM and macro-photo
studies (insect embryo stacks, a lung mosaic, fly embryo segmentations, fetal kidney TEM meshes, bryophyte focus
stacks), cryo-EM/ET (a RELION tutorial project, a tilt series), a DICOM series, and video and talking-head split lists
(Kinetics-600 validation clips, VFHQ and TalkingHead-1KH tubes). No analyser change was made for this group before its
first score.
"""
from __future__ import annotations

import random

from ground_truth import review16_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review15


# --- IDR: light-sheet, TEM and macro-photo studies -------------------------------------------------------------

def strobl_zstacks(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0159-strobl-insectlightsheet @2ab72249f1af, files.txt (4,050 paths, the study's file list): Strobl et al.
    2014's light-sheet recordings of insect embryos /uod/idr/filesets/idr0000-Strobl/Strobl2014A/DS<NNNN>/(B<n>)-
    ZStacks-Z<S|M>/CH<NNNN>/DR<NNNN>/Strobl2014A-DS<NNNN>TP<NNNN>DR<NNNN>CH<NNNN>PL(Z<S|M>).TIF, by the naming the
    data set (DS), the block of the delivery (B1), the channel (CH, one value), the direction of view (DR, four
    rotation angles), the time point (TP) and the plane kind (PL(ZS) on every file of the kind) (4,034, 300 kept;
    DS branches); neighbours: the same data sets' time-projection stacks ...TP(TS)... in (B2)-TStacks-YM-ZM and
    (B4)-TStacks-YN-ZN, the rendering settings and the study files."""
    return _layout(N.STROBL_ZSTACKS_KIND, N.STROBL_ZSTACKS_OTHER,
                   r"/Strobl2014A/DS(\d{4})/\(B(\d)\)-ZStacks-Z[SM]/CH(\d{4})/DR(\d{4})/Strobl2014A-DS\d{4}TP(\d{4})"
                   r"DR\d{4}CH\d{4}PL\((Z[SM])\)\.TIF$",
                   ("dataset", "block", "channel", "direction", "timepoint", "plane"))


def strobl_rendering(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0159-strobl-insectlightsheet @2ab72249f1af: the rendering settings of each image rendering_settings/
    DS<NNNN>/B<n>-Strobl2014A-DS<NNNN>TP(TS)DR<NNNN>CH<NNNN>PL(Z<S|M|H>).<ome.tif|TIF>.yml, the data set, the block,
    the direction, the channel and the plane kind (36; DS branches); neighbours: files.txt's image paths, the study,
    annotation and bulk files, the companion script."""
    return _layout(N.STROBL_RENDERING_KIND, N.STROBL_RENDERING_OTHER,
                   r"^rendering_settings/DS(\d{4})/B(\d)-Strobl2014A-DS\d{4}TP\(TS\)DR(\d{4})CH(\d{4})PL\((Z[SMH])\)"
                   r"\.(?:ome\.tif|TIF)\.yml$",
                   ("dataset", "block", "direction", "channel", "plane"))


def lung_mosaic(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0106-kubota-lunglightsheet @1582223c06c1: the planes of one cleared-lung light-sheet mosaic
    experimentA/companions/Mosaic Image_Z[<NNNNN>]_L[<n>].ome.tiff (names with a space and brackets), by the study's
    companion script (scripts/gen_comp.py: `[(\\d{5})]_L[(\\d)]`, Z and channel index) the z plane and the channel
    (alpha-SMA, VEGFR3, mCherry) (1,203, 300 kept; one folder); neighbours: the companion Mosaic_Image.companion.ome,
    the study, annotation, bulk and rendering files, the scripts and their file list."""
    return _layout(N.LUNG_MOSAIC_KIND, N.LUNG_MOSAIC_OTHER,
                   r"^experimentA/companions/Mosaic Image_Z\[(\d{5})\]_L\[(\d)\]\.ome\.tiff$", ("z", "channel"))


def fly_images(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0118-keenan-flylightsheet @70330c79d47d, experimentA/idr0118-experimentA-filePaths.tsv and
    other/files_to_attach.txt (second column and lines): fly embryo light-sheet images /uod/idr/filesets/
    idr0118-keenan-flylightsheet/20210903-ftp/<gene>_sample<N>_<product>.tif, the gene imaged (byn, fkh, hkb, tll,
    wg), the embryo and the product (Raw_Images, Segmented_Dots, Segmented_Nuclei) (60; one folder); neighbours: the
    same embryos' measurement tables <gene>_sample<N>_<Dots|Nuclei|Compartmentalization>.xlsx in the same folder,
    the rendering settings and study files."""
    return _layout(N.FLY_IMAGES_KIND, N.FLY_IMAGES_OTHER,
                   r"/20210903-ftp/([a-z]+)_sample(\d+)_(Raw_Images|Segmented_Dots|Segmented_Nuclei)\.tif$",
                   ("gene", "sample", "product"))


def kidney_tem(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0148-schumacher-kidneytem @23d7b1fe597a, experimentA/idr0148-experimentA-filePaths.tsv (second column):
    TEM tile scans of fetal kidneys .../20220927-Globus/0000-assay_2-TEM/<section>_<fetus>_[<cortex|medulla>_]<code>_
    <ROI><_|->[Mm]esh<NNN>.tif, by the annotation file (its "Corresponding TEM ROIs" column pairs each semithin
    section with its meshes) the semithin section (1872-4-1), the embryo/fetus ID (15342), the region where named, a
    five-digit code, the region of interest (P1, O, U) and the EM Mesh tile number (40, ragged: an inserted region,
    `U-mesh003`, `Mesh002`, `mesh0002`; one folder); neighbours: the light-microscopy sections and PAS images
    0000-assay_1-light_microscopy/..., the rendering settings (one per image, named like the images), study files."""
    return _layout(N.KIDNEY_TEM_KIND, N.KIDNEY_TEM_OTHER,
                   r"/0000-assay_2-TEM/(\d{4}-\d-\d)_(\d{5})_(?:(cortex|medulla)_)?(\d{5})_([A-Z]\d?)[_-][Mm]esh(\d+)"
                   r"\.tif$",
                   ("section", "fetus", "region", "code", "roi", "mesh"))


def bryo_stacks(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0137-peters-bryophytes @b6071d985fe5, experimentA/idr0137-experimentA-filePaths.tsv (second column):
    focus-stacked photographs of liverworts .../20220405-Globus/<species>/IMG_<first>-<last> <species> <free-text
    description>[ (<objective>)].ome.tiff, the species (Lunularia cruciata, Riccia glauca, ...), the first and last
    camera frame of the stack and the objective (Laowa 2.5x, 10x, 40x DIC, ...; absent on some) (262; species
    folders: no branch); neighbours: single photographs IMG_<N> <species> <description>.ome.tiff in the same folders,
    the processed images <Species> Processed/<species>_<description>.ome.tiff, the study files."""
    return _layout(N.BRYO_IMAGES_KIND, N.BRYO_IMAGES_OTHER,
                   r"/20220405-Globus/([^/]+)/IMG_(\d+)-(\d+) [^/()]*?(?: \(([^()]+)\))?\.ome\.tiff$",
                   ("species", "first", "last", "objective"))


# --- DANDI: dandisets/000003 (hippocampal ecephys) and dandisets/000026 (microscopy BIDS) ----------------------

def yuta_sessions(r: random.Random) -> tuple[Kind, list[str]]:
    """dandisets/000003 @c76dc298aff8 (hippocampal granule and mossy cell recordings, DANDI layout): sessions
    sub-<subject>/sub-<subject>_ses-<session>_<data>.nwb, by DANDI's naming the subject (YutaMouse20 ...), the session
    label (YutaMouse20-140321, YutaMouse51b160514: a letter instead of the dash on some), the recording day in it
    (YYMMDD) and the data kinds (behavior+ecephys, ecephys) (101; subject folders branch); neighbours: dandiset.yaml,
    the .dandi and .datalad files."""
    return _layout(N.YUTA_SESSIONS_KIND, N.YUTA_SESSIONS_OTHER,
                   r"^sub-(YutaMouse\d+)/sub-YutaMouse\d+_ses-(YutaMouse\d+[-b](\d{6}))_(behavior\+ecephys|ecephys)\.nwb$",
                   ("subject", "session", "date", "data"))


def spim_chunks(r: random.Random) -> tuple[Kind, list[str]]:
    """dandisets/000026 @ae01f163a832 ("Human brain cell census for BA 44/45": light-sheet microscopy and MRI, BIDS microscopy): the
    light-sheet chunks sub-<subject>/ses-SPIM/micr/sub-<subject>_ses-SPIM_sample-<sample>_stain-<stain>_chunk-<NN>_
    SPIM.ome.tif, by BIDS the subject label (I38, I48, ...), the sample label (BrocaAreaS01, MotorCortexS03), the
    stain (NeuN, Calretinin, Nuclei, Somatostatin, GAD67) and the chunk index (26,899, 300 kept; subject folders
    branch); neighbours: the chunks' .json sidecars, the whole-sample .ome.zarr files, the clearing photos, the MRI
    files, the derivatives."""
    return _layout(N.SPIM_CHUNKS_KIND, N.SPIM_CHUNKS_OTHER,
                   r"^sub-(\w+)/ses-SPIM/micr/sub-\w+_ses-SPIM_sample-([A-Za-z]+S\d+)_stain-(\w+)_chunk-(\d+)_SPIM"
                   r"\.ome\.tif$",
                   ("subject", "sample", "stain", "chunk"))


def vfa_echoes(r: random.Random) -> tuple[Kind, list[str]]:
    """dandisets/000026 @ae01f163a832: variable-flip-angle MRI sub-<subject>/ses-MRI/anat/sub-<subject>_ses-MRI_echo-
    <N>_flip-<N>_VFA.nii.gz, the subject, the echo and the flip angle index (296; ragged as the archive holds it:
    `_ses-MRI-echo-4` with a dash on one subject, no session entity on sub-I48; subject folders branch); neighbours:
    the .json sidecars, the field maps in fmap/, the light-sheet files, the EPIC derivatives."""
    return _layout(N.VFA_ECHOES_KIND, N.VFA_ECHOES_OTHER,
                   r"^sub-(\w+)/ses-MRI/anat/sub-[A-Z0-9]+(?:_ses-MRI)?[-_]echo-(\d+)_flip-(\d+)_VFA\.nii\.gz$",
                   ("subject", "echo", "flip"))


def tb1_flips(r: random.Random) -> tuple[Kind, list[str]]:
    """dandisets/000026 @ae01f163a832: B1 maps by the double-angle method sub-<subject>/ses-MRI/fmap/sub-<subject>_
    ses-MRI_flip-<N>_TB1DAM.nii.gz, the subject and the flip angle index (287; subject folders branch); neighbours:
    the sidecars, the phase-difference field maps beside them, the anat/ and micr/ files."""
    return _layout(N.TB1_FLIPS_KIND, N.TB1_FLIPS_OTHER,
                   r"^sub-(\w+)/ses-MRI/fmap/sub-\w+_ses-MRI_flip-(\d+)_TB1DAM\.nii\.gz$", ("subject", "flip"))


def phasediff_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """dandisets/000026 @ae01f163a832: phase-difference field maps sub-<subject>/ses-MRI/fmap/sub-<subject>_ses-MRI_
    run-<N>_phasediff.nii.gz, the subject and the run (57; subject folders branch); neighbours: the TB1DAM maps beside
    them, the sidecars, the anat/ and micr/ files."""
    return _layout(N.PHASEDIFF_RUNS_KIND, N.PHASEDIFF_RUNS_OTHER,
                   r"^sub-(\w+)/ses-MRI/fmap/sub-\w+_ses-MRI_run-(\d+)_phasediff\.nii\.gz$", ("subject", "run"))


def clearing_photos(r: random.Random) -> tuple[Kind, list[str]]:
    """dandisets/000026 @ae01f163a832: photographs of each tissue sample sub-<subject>/ses-SPIM/micr/sub-<subject>_
    ses-SPIM_sample-<sample>_acq-<Before|After>Clearing_photo.jpg, the subject, the sample and the acquisition label
    (BeforeClearing, AfterClearing) (200; subject folders branch); neighbours: the light-sheet chunks and sidecars
    in the same folders, the MRI files. (Corrected after the first score: the first version took the acquisition as
    Before/After, a part of the BIDS label, where BIDS means the whole label.)"""
    return _layout(N.CLEARING_PHOTOS_KIND, N.CLEARING_PHOTOS_OTHER,
                   r"^sub-(\w+)/ses-SPIM/micr/sub-\w+_ses-SPIM_sample-([A-Za-z]+S\d+)_acq-(\w+Clearing)_photo\.jpg$",
                   ("subject", "sample", "acquisition"))


def gt_frames(r: random.Random) -> tuple[Kind, list[str]]:
    """dandisets/000026 @ae01f163a832: ground-truth frames for cell detection derivatives/sub-I48/ses-SPIM/micr/
    ground-truth/sub-I48_ses-SPIM_sample-<sample>_stain-<stain>_chunk-<NNN>_<NNNN>_<frame|annotation>.ome.tif, the
    subject, the sample, the stain, the chunk, the frame number and the product (an image frame or its annotation)
    (398, 300 kept; one subject: no branch); neighbours: the folder's README, the manual annotations, the maximum
    projections and the raw files."""
    return _layout(N.GT_FRAMES_KIND, N.GT_FRAMES_OTHER,
                   r"^derivatives/sub-(\w+)/ses-SPIM/micr/ground-truth/sub-\w+_ses-SPIM_sample-(\w+?)_stain-(\w+?)_"
                   r"chunk-(\d+)_(\d+)_(frame|annotation)\.ome\.tif$",
                   ("subject", "sample", "stain", "chunk", "frame", "product"))


def annotation_positions(r: random.Random) -> tuple[Kind, list[str]]:
    """dandisets/000026 @ae01f163a832: manually annotated blocks derivatives/sub-I48/ses-SPIM/micr/manual-annotation/
    sub-I48_ses-SPIM_sample-<sample>_stain-NeuN_SPIM_pos-<a>-<b>-<c>.tif, the subject, the sample, the stain and the
    block's three coordinates in the order the names give them (102; one folder); neighbours: each block's .marker
    file of the same name, the ground-truth frames, the maximum projections."""
    return _layout(N.ANNOTATION_POSITIONS_KIND, N.ANNOTATION_POSITIONS_OTHER,
                   r"^derivatives/sub-(\w+)/ses-SPIM/micr/manual-annotation/sub-\w+_ses-SPIM_sample-(\w+?)_stain-(\w+?)_"
                   r"SPIM_pos-(\d+)-(\d+)-(\d+)\.tif$",
                   ("subject", "sample", "stain", "pos1", "pos2", "pos3"))


def epic_flips(r: random.Random) -> tuple[Kind, list[str]]:
    """dandisets/000026 @ae01f163a832: the EPIC derivatives' flip-angle volumes derivatives/EPIC/sub-<subject>/ses-MRI/
    anat/sub-<subject>_ses-MRI_flip-<N>_VFA.nii.gz, the subject and the flip angle index (50; subject folders
    branch); neighbours: the PD and T1 maps sub-<subject>_ses-MRI_<PD|T1>_VFA.nii.gz beside them, the sidecars, the
    raw anat/ files."""
    return _layout(N.EPIC_FLIPS_KIND, N.EPIC_FLIPS_OTHER,
                   r"^derivatives/EPIC/sub-(\w+)/ses-MRI/anat/sub-\w+_ses-MRI_flip-(\d+)_VFA\.nii\.gz$",
                   ("subject", "flip"))


# --- cryo-EM/ET and DICOM ---------------------------------------------------------------------------------------

def relion_autopick(r: random.Random) -> tuple[Kind, list[str]]:
    """dials/data-files @6d480ff86352, relion_tutorial/relion_tutorial_files.tar.xz (member list): a RELION 3 tutorial
    project's per-micrograph picks relion_tutorial/AutoPick/job<NNN>/Movies/<YYYYMMDD>_<NNNNN>_frameImage_autopick.star,
    by RELION's project layout the job number, the acquisition date (one value) and the movie number (34; job
    folders branch); neighbours: the motion-corrected and polished micrographs' star files (MotionCorr/job002/Movies/
    ..._frameImage.star, Polish/job028/Movies/..._shiny.star), each job's run/note/pipeline files."""
    return _layout(N.RELION_AUTOPICK_KIND, N.RELION_AUTOPICK_OTHER,
                   r"^relion_tutorial/AutoPick/job(\d{3})/Movies/(\d{8})_(\d{5})_frameImage_autopick\.star$",
                   ("job", "date", "movie"))


def relion_iterations(r: random.Random) -> tuple[Kind, list[str]]:
    """dials/data-files @6d480ff86352, the same archive: the last iteration's files of the classification and
    refinement jobs relion_tutorial/<job type>/job<NNN>/run_it<NNN>_[half<N>_]<product>.star, the job type (Class2D,
    Class3D, InitialModel, Refine3D), the job, the iteration, the half-map where split and the product (data,
    model, optimiser, sampling) (31); neighbours: run_data.star, run_model.star and the jobs' other files, the
    per-micrograph star files."""
    return _layout(N.RELION_ITERATIONS_KIND, N.RELION_ITERATIONS_OTHER,
                   r"^relion_tutorial/(Class2D|Class3D|InitialModel|Refine3D)/job(\d{3})/run_it(\d{3})_(?:half(\d)_)?"
                   r"(data|optimiser|model|sampling)\.star$",
                   ("jobtype", "job", "iteration", "half", "product"))


def tilt_movies(r: random.Random) -> tuple[Kind, list[str]]:
    """alisterburt/tomo_preprocessing @4a47549a1e0b: a cryo-ET tilt series' movies test_data/movies/TS_<NN>_<NNN>_
    <angle>.mrc, by the acquisition's naming the tilt series, the acquisition order and the stage tilt angle in
    degrees (0.0, -3.0, 60.0) (41; one folder); neighbours: the paths RELION's motion-correction star file lists for
    the same movies (MotionCorr/job002/movies/TS_01_000_0_0.mrc, ..._PS.mrc, .star), the package's code and the
    other test data (mdoc, IMOD, star files)."""
    return _layout(N.TILT_MOVIES_KIND, N.TILT_MOVIES_OTHER, r"^test_data/movies/TS_(\d+)_(\d{3})_(-?\d+\.\d)\.mrc$",
                   ("series", "order", "angle"))


def dicom_slices(r: random.Random) -> tuple[Kind, list[str]]:
    """TranslationalML/PACSMAN_data @567d56df2c03: one DICOM series pacsman_data/data/dicomseries/slice<N>.dcm, the
    slice number (128; unpadded); neighbours: the same subject's BIDS, NIfTI and PNG conversions, the package
    files."""
    return _layout(N.DICOM_SLICES_KIND, N.DICOM_SLICES_OTHER, r"^pacsman_data/data/dicomseries/slice(\d+)\.dcm$",
                   ("slice",))


# --- video and talking-head split lists -------------------------------------------------------------------------

def k600_val(r: random.Random) -> tuple[Kind, list[str]]:
    """Sense-X/UniFormer @52a0415e4e0d, video_classification/data_list/k600/val.csv (first column): Kinetics-600
    validation clips val_videos/<class>/<YouTube id>_<start>_<end>.mp4, by the Kinetics download convention the
    action class (spaces as `_`, some with parentheses and capitals), the 11-character YouTube id (letters, digits,
    `-` and `_`), and the clip's first and last second, six digits each (28,736, 300 kept; class folders: no branch);
    neighbours: the Kinetics-400 list's bare clip names (<id>.mp4), the UCF101 split list's <Class>/v_<Class>_gNN_cNN
    .avi, the repository's files."""
    return _layout(N.K600_VAL_KIND, N.K600_VAL_OTHER, r"^val_videos/([^/]+)/([\w-]{11})_(\d{6})_(\d{6})\.mp4$",
                   ("class", "video", "start", "end"))


def vfhq_tubes(r: random.Random) -> tuple[Kind, list[str]]:
    """yevvonlim/voxceleb @c11a52f8001c, TalkingHead-1KH/data_list/vfhq_video_tubes.txt (first column, each id
    prefixed with the list's name): VFHQ face tubes <YouTube id>_S<first frame>_E<last frame>, the video and the
    tube's first and last frame (5,743, 300 kept); neighbours: the bare video ids of vfhq_video_ids.txt, the
    TalkingHead-1KH validation tubes and ids, the repository's files."""
    return _layout(N.VFHQ_TUBES_KIND, N.VFHQ_TUBES_OTHER, r"/vfhq_video_tubes/([\w-]{11})_S(\d+)_E(\d+)$",
                   ("video", "first", "last"))


def th1kh_val_tubes(r: random.Random) -> tuple[Kind, list[str]]:
    """yevvonlim/voxceleb @c11a52f8001c, TalkingHead-1KH/data_list/val_video_tubes.txt (first column, each id
    prefixed with the list's name): TalkingHead-1KH validation clips <YouTube id>_<NNNN>, the video and the clip
    number (26); neighbours: the validation video ids, the VFHQ tubes and ids, the repository's files."""
    return _layout(N.TH1KH_VAL_TUBES_KIND, N.TH1KH_VAL_TUBES_OTHER, r"/val_video_tubes/([\w-]{11})_(\d{4})$",
                   ("video", "clip"))


REVIEW16 = {
    "strobl_zstacks": strobl_zstacks, "strobl_rendering": strobl_rendering, "lung_mosaic": lung_mosaic,
    "fly_images": fly_images, "kidney_tem": kidney_tem, "bryo_stacks": bryo_stacks,
    "yuta_sessions": yuta_sessions, "spim_chunks": spim_chunks, "vfa_echoes": vfa_echoes, "tb1_flips": tb1_flips,
    "phasediff_runs": phasediff_runs, "clearing_photos": clearing_photos, "gt_frames": gt_frames,
    "annotation_positions": annotation_positions, "epic_flips": epic_flips,
    "relion_autopick": relion_autopick, "relion_iterations": relion_iterations, "tilt_movies": tilt_movies,
    "dicom_slices": dicom_slices, "k600_val": k600_val, "vfhq_tubes": vfhq_tubes, "th1kh_val_tubes": th1kh_val_tubes,
}
