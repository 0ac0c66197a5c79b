"""A held-out review group: real layouts from sources no one here had used, written down before scoring.

Like review8.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
or from a list file inside the repository (an IDR study's file-path, plate or screen list, a detector's split
list), at the commit cited in the generator's docstring, and kept in review11_names.py (a seeded subset where
the source is large); nothing is rebuilt from a pattern. Truth values are what the source means by its names
(the instrument's naming convention, the study's lists and annotations), never what the analyser reads.
The group holds the corpus's other half of the hidden families, from sources no group, the corpus or a tuning
group uses: microscopy screens and plates (Incucyte live-cell images by plate/well/field and elapsed time,
ImageXpress .HTD plate files, NIS-Elements merged stacks per plate, Opera Phenix tiles and plate indexes,
organoid time points, patient isolates' time-lapse images and feature tables, tissue-core ROIs, meiotic
chromosome traces per genotype/plant/slide/image, migration stacks per date, whole-slide scans per scan day,
multiplexed lymph-node images per sample), camera folders (a photogrammetry test set's camera frames, a
structure-from-motion sample's images) and driving-dataset split lists (Waymo segments, Lyft scenes); 10 of
its 24 layouts branch (plate, genotype, date, scan-day, sample and upload folders), so the one-branch score
rests on many layouts. No analyser change was made for this group before its first score, which was taken at
ae0fb50, the analyser as it was when the group was gathered (docs/analyser.md, "Fresh review group (review11)").
"""
from __future__ import annotations

import datetime
import random

from ground_truth import review11_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review9


def _dmy(text: str) -> str:
    """An ISO date from the d.m.yy dates of idr0107's folder names (2.12.19 is 2 December 2019)."""
    return datetime.datetime.strptime(text, "%d.%m.%y").date().isoformat()


# --- IDR idr0119 (Incucyte live-cell screen) -------------------------------------------------------------------

def incucyte_phase(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0119-gross-cellresponse @2db16f9030e2, scripts/20210707-Globus_files.txt.gz (610,752 images, 300 kept):
    Incucyte phase-contrast images <plate>/<well>/field_<N>/<plate>_P_<well>_<N>_<DD>d<HH>h<MM>m.tif, by the
    Incucyte's naming the plate (AU00601 ...), the well (A1 ... D6), the field of view and the elapsed time since
    the start of imaging in days, hours and minutes (every 30 minutes); neighbours: the green and red fluorescence
    images _G_ and _R_ of the same wells, fields and times (same folders, same extension), one _masks.tif, the
    repository's files."""
    return _layout(N.INCUCYTE_PHASE_KIND, N.INCUCYTE_PHASE_OTHER,
                   r"^(AU\d{5})/([A-D]\d+)/field_(\d+)/AU\d{5}_P_[A-D]\d+_\d+_(\d\d)d(\d\d)h(\d\d)m\.tif$",
                   ("plate", "well", "field", "day", "hour", "minute"))


def incucyte_fluorescence(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0119-gross-cellresponse @2db16f9030e2, the same list: the fluorescence images
    <plate>/<well>/field_<N>/<plate>_<G|R>_<well>_<N>_<DD>d<HH>h<MM>m.tif, plate, well, field, the channel (G green,
    R red) and the elapsed time (300 kept); neighbours: the phase images _P_ in the same folders, the _masks.tif,
    the repository's files."""
    return _layout(N.INCUCYTE_FLUO_KIND, N.INCUCYTE_FLUO_OTHER,
                   r"^(AU\d{5})/([A-D]\d+)/field_(\d+)/AU\d{5}_([GR])_[A-D]\d+_\d+_(\d\d)d(\d\d)h(\d\d)m\.tif$",
                   ("plate", "well", "field", "channel", "day", "hour", "minute"))


# --- IDR idr0005 (ImageXpress adhesion screen) ----------------------------------------------------------------

def toret_primary_plates(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0005-toret-adhesion @900c334d9585, screenA/idr0005-screenA-plates.tsv (141 plates): MetaXpress plate
    files .../v2/<NNN>/<YYYY-MM-DD>/<id>/<YYYY-MM-DD>-plate-<N>.HTD, the screen plate (001 ... 141, Primary_001 in
    the list), the acquisition date folder and MetaXpress' plate id (389 ...); neighbours: the secondary screen's
    .../v2/Secondary <NNN><a|b>/<date>-plate[a|b]-<NNN>.HTD (same extension), the repository's files."""
    return _layout(N.TORET_PRIMARY_KIND, N.TORET_PRIMARY_OTHER,
                   r"/v2/(\d{3})/(\d{4}-\d\d-\d\d)/(\d+)/\d{4}-\d\d-\d\d-plate-\d+(?:-f)?\.HTD$",
                   ("plate", "date", "plate_id"))


def toret_secondary_plates(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0005-toret-adhesion @900c334d9585, screenB/idr0005-screenB-plates.tsv (18 plates): the secondary
    screen's .../v2/Secondary <NNN><a|b>/2011-08-29-plate[a|b]-<NNN>.HTD, the plate (001 ... 009) and the replicate
    (a, b: Secondary_001a in the list); neighbours: the primary screen's .../v2/<NNN>/<date>/<id>/...HTD (141), the
    repository's files."""
    return _layout(N.TORET_SECONDARY_KIND, N.TORET_SECONDARY_OTHER,
                   r"/v2/Secondary (\d{3})([ab])/(\d{4}-\d\d-\d\d)-plate[ab]?-\d{3}\.HTD$",
                   ("plate", "replicate", "date"))


# --- IDR idr0064 (Erk dynamics drug screen) -------------------------------------------------------------------

def erk_merged_stacks(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0064-goglia-erkdynamics @cae51ac679b9, screens/<plate>.screen (nine plates, 50 wells each; their Field_0
    lines, 300 kept): NIS-Elements stacks .../20190630-ftp/Plate <P.R>/plate_<P-R>_405[_]<NN>.nd2.tif_merged.tif,
    the plate (1.1 ... 3.3: plate set and replicate) and the stage position within the plate (01 ... 50, glued to
    the 405 channel in plates 1.x and 2.x, after an underscore in 3.x); neighbours: the two .../20200306-wetransfer
    stacks, the .screen files, the annotation and the scripts."""
    return _layout(N.ERK_MERGED_KIND, N.ERK_MERGED_OTHER,
                   r"/Plate (\d\.\d)/plate_\d-\d_405_?(\d\d)\.nd2\.tif_merged\.tif$", ("plate", "position"))


# --- IDR idr0092 (organoid plates) ----------------------------------------------------------------------------

def organoid_timepoints(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0092-ostrop-organoid @216beab0142a, scripts/idr0092.files (eight plates, 300 kept): images
    Plate<N>_<well>_<T>h.tiff, the plate, the well (A01 ... P24) and the hours after seeding (0, 24, 48, 72, 96);
    neighbours: the repository's files (the study, the plate list, the annotation, the companion script)."""
    return _layout(N.ORGANOID_TIMEPOINTS_KIND, N.ORGANOID_TIMEPOINTS_OTHER, r"^Plate(\d+)_([A-P]\d\d)_(\d+)h\.tiff$",
                   ("plate", "well", "hours"))


# --- IDR idr0127 (S. aureus isolates, phenotypic heterogeneity) ----------------------------------------------

def baer_ep_images(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0127-baer-phenotypicheterogeneity @b63449c0b029, experiment{A,B,C}/idr0127-experiment*-filePaths.tsv:
    end-point images .../20220120-Globus/2_Patient_EP/CI<NNNN>_patient_EP_<T>h_Image<NN>.ome.tiff, the clinical
    isolate (CI1374: the annotation's CI identifier), the time point in hours (24, 25.5, 48, 50.5, 72 ...) and the
    image number (52); neighbours: the time-lapse images 1_Patient_TL/CI<N>_patient_TL.ome.tiff and
    3_Exponential_TL/CI<N>_exponential_TL.ome.tiff of the other two experiments."""
    return _layout(N.BAER_EP_IMAGES_KIND, N.BAER_EP_IMAGES_OTHER,
                   r"/2_Patient_EP/(CI\d+)_patient_EP_([\d.]+)h_Image(\d+)\.ome\.tiff$", ("isolate", "hours", "image"))


def baer_ep_features(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0127-baer-phenotypicheterogeneity @b63449c0b029: the end-point feature tables
    experimentB/features/CI<NNNN>_patient_EP_<T>h.csv, the isolate and the time point in hours (19); neighbours:
    experimentA/features/CI<N>_patient_TL.csv and experimentC/features/CI<N>_exponential_TL.csv (same extension,
    sibling folders), each experiment's annotation, filePaths, processed and bulk files, the script."""
    return _layout(N.BAER_EP_FEATURES_KIND, N.BAER_EP_FEATURES_OTHER,
                   r"^experimentB/features/(CI\d+)_patient_EP_([\d.]+)h\.csv$", ("isolate", "hours"))


# --- IDR idr0150 (cancer-associated fibroblasts, tissue cores) ------------------------------------------------

def friedman_tnbc_rois(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0150-friedman-cafs @77c0cc2e137b: ImageJ ROIs of the triple-negative cohort
    ROIs/1-TNBC/Patient_<N>_<core|Core>_<N>.roi, the patient and the tissue core (200); neighbours: the CSV copies
    ROIs/1-TNBC/csv/Patient_..._core_<N>.roi.csv, the METABRIC ROIs ROIs/2-METABRIC/MB-<NNNN>.roi and their CSVs,
    the repository's files."""
    return _layout(N.FRIEDMAN_TNBC_ROIS_KIND, N.FRIEDMAN_TNBC_ROIS_OTHER,
                   r"^ROIs/1-TNBC/Patient_(\d+)_[Cc]ore_(\d+)\.roi$", ("patient", "core"))


def friedman_metabric_csv(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0150-friedman-cafs @77c0cc2e137b: the METABRIC cohort's ROI tables
    ROIs/2-METABRIC/csv/MB-<NNNN>[_core<N>].roi.csv, the METABRIC patient id (MB-0002) and, for the 14 patients
    with several cores, the core (295); neighbours: the .roi files of the same names one folder up, the TNBC ROIs
    and their CSVs (300 kept), the repository's files."""
    return _layout(N.FRIEDMAN_METABRIC_CSV_KIND, N.FRIEDMAN_METABRIC_CSV_OTHER,
                   r"^ROIs/2-METABRIC/csv/(MB-\d{4})(?:_core(\d))?\.roi\.csv$", ("patient", "core"))


# --- IDR idr0107 (HEI10 meiotic crossover imaging) ------------------------------------------------------------

def hei10_traces(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0107-morgan-hei10 @14a3d841a09d, scripts/idr0107_files.txt (1,962 files, 300 kept): traced chromosome
    paths <genotype folder>/<genotype>_<d.m.yy>_plant<N>_slide<N>_image<N>/Path<N>.tif, the genotype (WT, HEI10 OX,
    hei10 +-), the imaging date (2.12.19 is 2 December 2019), the plant, the slide, the image and the traced path
    (1 ... 21); neighbours: each image folder's Composite.tif and ZYP1.tif, the rendering settings named after the
    same images, the repository's files."""
    return _layout(N.HEI10_PATHS_KIND, N.HEI10_PATHS_OTHER,
                   r"^([^/]+)/[^/]+_(\d+\.\d+\.\d+)_plant(\d+)_slide(\d+)_image(\d+)/Path(\d+)\.tif$",
                   ("genotype", "date", "plant", "slide", "image", "path"), fix={"date": _dmy})


def hei10_composites(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0107-morgan-hei10 @14a3d841a09d, the same list: each image's Composite.tif
    <genotype folder>/<genotype>_<d.m.yy>_plant<N>_slide<N>_image<N>/Composite.tif, genotype, date, plant, slide and
    image (300 kept); neighbours: the Path<N>.tif traces and ZYP1.tif in the same folders, the rendering settings,
    the repository's files."""
    return _layout(N.HEI10_COMPOSITES_KIND, N.HEI10_COMPOSITES_OTHER,
                   r"^([^/]+)/[^/]+_(\d+\.\d+\.\d+)_plant(\d+)_slide(\d+)_image(\d+)/Composite\.tif$",
                   ("genotype", "date", "plant", "slide", "image"), fix={"date": _dmy})


# --- IDR idr0111 (cell migration of MCF10A mutants) -----------------------------------------------------------

def lee_migration_stacks(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0111-lee-cellmigration @9cd2e523cdab, experimentA/idr0111-experimentA-filePaths.tsv: time-lapse stacks
    .../20210518-Globus/experimentA/<YYYY-MM-DD>/<date>_10Amutants_Migration<date>_10Amutants_3minFrames_XY<NNNN>
    .ome.tiff, the experiment date and the stage position XY (0001 ... 0010; 152); neighbours: experiment B's
    10A_231 stacks (same shape, other cells), the pre- and post-tiling well images of both experiments."""
    return _layout(N.LEE_MIGRATION_KIND, N.LEE_MIGRATION_OTHER,
                   r"/experimentA/(\d{4}-\d\d-\d\d)/\d{4}-\d\d-\d\d_10Amutants_Migration\d{4}-\d\d-\d\d_10Amutants"
                   r"_3minFrames_XY(\d{4})\.ome\.tiff$", ("date", "position"))


def lee_231_migration_stacks(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0111-lee-cellmigration @9cd2e523cdab, experimentB/idr0111-experimentB-filePaths.tsv: experiment B's
    time-lapse stacks of MCF10A cells with MDA-MB-231 .../20210518-Globus/experimentB/<YYYY-MM-DD>/<date>_10A_231
    _Migration<date>_10A_231_3minFrames_XY<NNNN>.ome.tiff, the experiment date and the stage position (46);
    neighbours: experiment A's 10Amutants stacks (same shape, other cells), the tiled well images (300 kept)."""
    return _layout(N.LEE_231_MIGRATION_KIND, N.LEE_231_MIGRATION_OTHER,
                   r"/experimentB/(\d{4}-\d\d-\d\d)/\d{4}-\d\d-\d\d_10A_231_Migration\d{4}-\d\d-\d\d_10A_231"
                   r"_3minFrames_XY(\d{4})\.ome\.tiff$", ("date", "position"))


def lee_tiling_wells(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0111-lee-cellmigration @9cd2e523cdab, the same list: tiled well images
    .../20210527/<date>_10Amutants_<Pre|pre|Post|post>Tiling<date>_10Amutants_Well<A|B><N>.ome.tiff, the experiment
    date, the stage (before or after the migration assay, written in either case) and the well (134);
    neighbours: the 10A_231 and 10A_231_inh tilings, the plate<N> well images, the migration stacks."""
    return _layout(N.LEE_TILING_KIND, N.LEE_TILING_OTHER,
                   r"/20210527/(\d{4}-\d\d-\d\d)_10Amutants_([Pp]re|[Pp]ost)Tiling\d{4}-\d\d-\d\d_10Amutants"
                   r"_Well([AB]\d)\.ome\.tiff$", ("date", "stage", "well"))


# --- IDR idr0135 (melanocyte xenograft slides) ----------------------------------------------------------------

def hodis_scans(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0135-hodis-melanocytes @8feb86307a9f, experimentA/idr0135-experimentA-filePaths.tsv: whole-slide scans
    .../20220301-ftp/<YYYY-MM-DD>/Eran Hodis <YYYY-MM-DD>-<NNN>.svs, the scan day and the slide number (101);
    neighbours: the other naming of 2020-09-12 (EH-15740-<NNN>.svs, also in a 'part B' folder), two slides
    without a number, the repository's files."""
    return _layout(N.HODIS_SLIDES_KIND, N.HODIS_SLIDES_OTHER,
                   r"/20220301-ftp/(\d{4}-\d\d-\d\d)/Eran Hodis \d{4}-\d\d-\d\d-(\d{3})\.svs$", ("date", "slide"))


def hodis_eh_scans(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0135-hodis-melanocytes @8feb86307a9f, the same list: the first scan day's slides
    .../20220301-ftp/2020-09-12[ part B]/EH-15740-<NNN>.svs, the slide number (50); neighbours: the
    'Eran Hodis <date>-<NNN>.svs' scans of the other days, EH-15740.svs without a number, the repository's files."""
    return _layout(N.HODIS_EH_SLIDES_KIND, N.HODIS_EH_SLIDES_OTHER,
                   r"/20220301-ftp/(\d{4}-\d\d-\d\d)(?: part B)?/EH-\d+-(\d+)\.svs$", ("date", "slide"))


# --- IDR idr0158 (follicular lymphoma multiplexed imaging) ---------------------------------------------------

def radtke_lymph_nodes(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0158-radtke-lymphoma @8e00f2e25e7e, experimentA/idr0158-experimentA-filePaths.tsv: Imaris files of the
    lymphoma samples .../FL<N>/<method>_FL<N>.ims, the sample (FL1 ... FL28) and the imaging method and panel
    (CellDIVE_IBEX_Immune, CellDIVE_IBEX_Stromal, IBEX, MxIF_P1 ... P4; 89); neighbours: the normal and reactive lymph
    nodes nLN<N>/ and rLN<N>/ imaged the same ways, the repository's files."""
    return _layout(N.RADTKE_FL_IMS_KIND, N.RADTKE_FL_IMS_OTHER,
                   r"/(FL\d+)/(MxIF_P\d|CellDIVE_IBEX_Stromal|CellDIVE_IBEX_Immune|IBEX)_FL\d+\.ims$",
                   ("sample", "method"))


# --- IDR idr0139 (fascin inhibitor screens, Opera Phenix) ----------------------------------------------------

def lawson_plate_indexes(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0139-lawson-fascin @3d29f19ed446, scripts/idr0139_files.txt: plate indexes
    box-<YYYYMMDD>/kcl-upload/<barcode>/<barcode>.wpi, the upload (its date) and the plate barcode (68);
    neighbours: the repository's files (per-plate file lists, companions, rendering settings, plates lists)."""
    return _layout(N.LAWSON_PLATES_KIND, N.LAWSON_PLATES_OTHER, r"^box-(\d{8})/kcl-upload/(\d+)/\d+\.wpi$",
                   ("upload", "plate"))


def lawson_phenix_tiles(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0139-lawson-fascin @3d29f19ed446, scripts/<barcode>_files.txt (four plates, 77,910 images, 300 kept):
    <barcode><KD|WT><N>_<well>_F<NN>_T<NNN>_C<N>_Z<NN>.tif, the plate barcode, the cell line (KD2 knock-down, WT1
    wild type ...), the well (A4, A11, P18: not zero-padded), the field, the time point, the channel and the plane;
    neighbours: the repository's files (the list files themselves, companions, plates lists, scripts)."""
    return _layout(N.LAWSON_TILES_KIND, N.LAWSON_TILES_OTHER,
                   r"^(\d{10})((?:KD|WT)\d)_([A-P]\d+)_F(\d\d)_T(\d{3})_C(\d)_Z(\d\d)\.tif$",
                   ("plate", "line", "well", "field", "timepoint", "channel", "plane"))


# --- driving datasets' split lists (OpenPCDet) ----------------------------------------------------------------

def waymo_segments(r: random.Random) -> tuple[Kind, list[str]]:
    """open-mmlab/OpenPCDet @8cacccec11db, data/waymo/ImageSets/{train,val}.txt (1,000 segments, 300 kept): Waymo Open
    Dataset records segment-<run>_<start>_<end>_with_camera_labels.tfrecord, the context's run id and its start and
    end offsets (6380_000); neighbours: the Lyft, ONCE and KITTI split lists' names, the repository's files (300)."""
    return _layout(N.WAYMO_SEGMENTS_KIND, N.WAYMO_SEGMENTS_OTHER,
                   r"^segment-(\d+)_(\d+_\d{3})_(\d+_\d{3})_with_camera_labels\.tfrecord$", ("run", "start", "end"))


def lyft_scenes(r: random.Random) -> tuple[Kind, list[str]]:
    """open-mmlab/OpenPCDet @8cacccec11db, data/lyft/ImageSets/{train,val,test}.txt: Lyft Level 5 scenes
    host-a<NNN>-lidar0-<first timestamp>-<last timestamp>, the recording car (a004 ...) and the scene's first and last
    lidar timestamps (no extension); neighbours: the Waymo, ONCE and KITTI split lists' names, the repository's
    files (300)."""
    return _layout(N.LYFT_SCENES_KIND, N.LYFT_SCENES_OTHER, r"^host-(a\d{3})-lidar0-(\d+)-(\d+)$",
                   ("host", "start", "end"))


# --- camera folders ---------------------------------------------------------------------------------------------

def monstree_photos(r: random.Random) -> tuple[Kind, list[str]]:
    """alicevision/dataset_monstree @c697b936be47: a photogrammetry test set's camera frames full/IMG_<NNNN>.JPG, the
    camera's frame counter (1024 ... 1065, one gap; 41); neighbours: the reduced sets mini3/ and mini6/ (the same
    names), README.md."""
    return _layout(N.MONSTREE_PHOTOS_KIND, N.MONSTREE_PHOTOS_OTHER, r"^full/IMG_(\d{4})\.JPG$", ("frame",))


def opensfm_lund_images(r: random.Random) -> tuple[Kind, list[str]]:
    """mapillary/OpenSfM @238744cdf3b5: the Lund sample's images data/lund/images/<NN>.jpg, the image number (01 ...
    29); neighbours: the Berlin sample's images and masks (data/berlin/images/<NN>.jpg, masks/<NN>.jpg.png), both
    samples' configs and example files, the repository's other files (300 kept)."""
    return _layout(N.OPENSFM_LUND_KIND, N.OPENSFM_LUND_OTHER, r"^data/lund/images/(\d\d)\.jpg$", ("image",))


REVIEW11 = {
    "incucyte_phase": incucyte_phase, "incucyte_fluorescence": incucyte_fluorescence,
    "toret_primary_plates": toret_primary_plates, "toret_secondary_plates": toret_secondary_plates,
    "erk_merged_stacks": erk_merged_stacks, "organoid_timepoints": organoid_timepoints,
    "baer_ep_images": baer_ep_images, "baer_ep_features": baer_ep_features,
    "friedman_tnbc_rois": friedman_tnbc_rois, "friedman_metabric_csv": friedman_metabric_csv,
    "hei10_traces": hei10_traces, "hei10_composites": hei10_composites,
    "lee_migration_stacks": lee_migration_stacks, "lee_231_migration_stacks": lee_231_migration_stacks,
    "lee_tiling_wells": lee_tiling_wells,
    "hodis_scans": hodis_scans, "hodis_eh_scans": hodis_eh_scans,
    "radtke_lymph_nodes": radtke_lymph_nodes,
    "lawson_plate_indexes": lawson_plate_indexes, "lawson_phenix_tiles": lawson_phenix_tiles,
    "waymo_segments": waymo_segments, "lyft_scenes": lyft_scenes,
    "monstree_photos": monstree_photos, "opensfm_lund_images": opensfm_lund_images,
}
