"""A tuning group of real DATA layouts (issue 15's hidden kinds), written down before any fix for it.

Like tune5.py, each generator returns (kind, other) for one kind of one real, public source: kind a list of
(path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave
alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD` at the commit
cited in the generator's docstring or read from a list file of the repository at that commit, and kept in
tune6_names.py (a seeded subset where a tree or list is large, look-alike neighbours first); nothing is
rebuilt from a pattern. Truth values are what the source means by its names (the BIDS standard, FreeSurfer's
and OMERO's naming, the archive's README), never what the analyser reads. Where tune5 drew on code
repositories, this group holds what issue 15's hidden listings hold: BIDS datasets (EEG sessions,
test-retest fMRI and DWI, FreeSurfer derivatives), astronomy archives (H.E.S.S. observations, Fermi-LAT
catalogues, HAWC maps), a driving dataset's split list (CULane) and microscopy screens (IDR plates, OMERO
import folders, per-sample channel images and measurements); 11 of its 16 layouts branch (their first varying
folder holds digits), so the one-branch score rests on many of them. It is MEANT to be tuned against
(`--group tune6`); its first score, taken before any fix, is kept in docs/analyser.md ("Tuning group (tune6)").
"""
from __future__ import annotations

import random

from ground_truth import tune6_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... tune5


def _date_from(layout: tuple[Kind, list[str]], month: str, day: str, into: str) -> tuple[Kind, list[str]]:
    """Truth where one date is written over two folders (YYYY-MM/DD): the two values become one ISO date."""
    kind, rest = layout
    out: Kind = []
    for path, truth in kind:
        truth = dict(truth)
        truth[into] = f"{truth.pop(month)}-{truth.pop(day)}"
        out.append((path, truth))
    return out, rest


def srm_eeg_recordings(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003775 @cb354b249827: the SRM resting-state EEG recordings
    sub-<label>/ses-<t1|t2>/eeg/sub-<label>_ses-<t1|t2>_task-resteyesc_eeg.edf, by the BIDS standard the subject
    label (001 ... 111, a string), the session (t2 for 42 of the 111 subjects) and the task (153); neighbours: each
    recording's .json sidecar and channels.tsv, the sessions' scans.tsv, the cleaned epochs of derivatives/
    (same entities, desc-epochs), participants and code files (250 kept)."""
    return _layout(N.SRM_EEG_KIND, N.SRM_EEG_OTHER,
                   r"^sub-(\d+)/ses-(t\d)/eeg/sub-\d+_ses-t\d_task-([a-z]+)_eeg\.edf$", ("subject", "session", "task"))


def srm_eeg_epochs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003775 @cb354b249827: the derivative's cleaned epochs
    derivatives/cleaned_epochs/sub-<label>/ses-<t1|t2>/eeg/sub-<label>_ses-<s>_task-resteyesc_desc-epochs_eeg.set,
    the subject and session (153); neighbours: the epochs' .json and channels.tsv, the raw .edf recordings and
    their sidecars (same entities, no desc), derivatives/'s all_bad_chans.mat (250 kept)."""
    return _layout(N.SRM_EPOCHS_KIND, N.SRM_EPOCHS_OTHER,
                   r"^derivatives/cleaned_epochs/sub-(\d+)/ses-(t\d)/eeg/[^/]+_desc-epochs_eeg\.set$",
                   ("subject", "session"))


def srm_scans(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003775 @cb354b249827: each session's scans table sub-<label>/ses-<s>/sub-<label>_ses-<s>
    _scans.tsv, the subject and session (153); neighbours: the recordings in the sessions' eeg/ folders, the
    derivatives, root files (250 kept)."""
    return _layout(N.SRM_SCANS_KIND, N.SRM_SCANS_OTHER, r"^sub-(\d+)/ses-(t\d)/sub-\d+_ses-t\d_scans\.tsv$",
                   ("subject", "session"))


def retest_bold(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000114 @6299834614e9: test-retest fMRI runs
    sub-<NN>/ses-<test|retest>/func/sub-<NN>_ses-<s>_task-<task>_bold.nii.gz, the subject (01 ... 10), the session
    and the task (five: covertverbgeneration, fingerfootlips, linebisection, overtverbgeneration,
    overtwordrepetition; 100); neighbours: linebisection's events.tsv, the T1w and DWI images, the top-level
    task-<task>_bold.json and _events.tsv sidecars, dwi.bval/.bvec, root files."""
    return _layout(N.RETEST_BOLD_KIND, N.RETEST_BOLD_OTHER,
                   r"^sub-(\d+)/ses-(test|retest)/func/sub-\d+_ses-[a-z]+_task-([a-z]+)_bold\.nii\.gz$",
                   ("subject", "session", "task"))


def retest_structural(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000114 @6299834614e9: the structural and diffusion images
    sub-<NN>/ses-<s>/<anat|dwi>/sub-<NN>_ses-<s>_<T1w|dwi>.nii.gz, the subject, session, BIDS datatype and suffix
    (40); neighbours: the fMRI runs and events (same subjects and sessions), top-level sidecars, dwi.bval/.bvec."""
    return _layout(N.RETEST_STRUCT_KIND, N.RETEST_STRUCT_OTHER,
                   r"^sub-(\d+)/ses-(test|retest)/(anat|dwi)/sub-\d+_ses-[a-z]+_(T1w|dwi)\.nii\.gz$",
                   ("subject", "session", "datatype", "suffix"))


def freesurfer_labels(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000248 @0a357f1276db: FreeSurfer label files of the MNE sample dataset
    derivatives/freesurfer/subjects/<subject>/label/<lh|rh>.<label>.label, the FreeSurfer subject (sub-01 or the
    fsaverage template), the hemisphere and the label's name (BA1_exvivo.thresh, V1, cortex, ...; 162);
    neighbours: the same folders' .annot, .ctab, .mgz and .gii files, surfaces <hemi>.<surface> in surf/,
    touch files, the xhemi/ label folder's files."""
    return _layout(N.FS_LABELS_KIND, N.FS_LABELS_OTHER,
                   r"^derivatives/freesurfer/subjects/([^/]+)/label/([lr]h)\.(.+)\.label$", ("subject", "hemi", "label"))


def freesurfer_cor_slices(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000248 @0a357f1276db: sub-01's volumes as COR slice files
    derivatives/freesurfer/subjects/sub-01/mri/<T1|brain>/COR-<NNN>, the volume and the slice number (001 ... 256;
    512, 300 kept); neighbours: each volume's COR-.info, the other mri/ files (.mgz volumes, transforms, flash parameter
    maps), fsaverage's mri/ files."""
    return _layout(N.FS_COR_KIND, N.FS_COR_OTHER,
                   r"^derivatives/freesurfer/subjects/sub-01/mri/(T1|brain)/COR-(\d+)$", ("volume", "slice"))


def hess_observations(r: random.Random) -> tuple[Kind, list[str]]:
    """gammapy/gammapy-data @fbafe93016c6: the H.E.S.S. first public data release, one file per observation
    hess-dl3-dr1/data/hess_dl3_dr1_obs_id_<NNNNNN>.fits.gz, the observation id (105); neighbours: the release's
    index tables and scripts, the joint-crab and CTA data challenge files."""
    return _layout(N.HESS_DL3_KIND, N.HESS_DL3_OTHER, r"/hess_dl3_dr1_obs_id_(\d+)\.fits\.gz$", ("obs_id",))


def fermi_pulsar_data(r: random.Random) -> tuple[Kind, list[str]]:
    """gammapy/gammapy-data @fbafe93016c6: per-pulsar auxiliary files of the second and third Fermi-LAT pulsar
    catalogues catalogs/fermi/2PC_auxiliary/PSR<J-name>_2PC_data.fits.gz and
    catalogs/fermi/3PC_auxiliary_20230728/<J-name>_3PC_data.fits.gz, the catalogue and the pulsar's J name
    (J0248+6021, J1823-3021A; 2PC writes PSR before it; 411, 300 kept); neighbours: the catalogues' tables,
    extended-source templates and XML models, other catalogs/ files."""
    return _layout(N.FERMI_PULSARS_KIND, N.FERMI_PULSARS_OTHER,
                   r"^catalogs/fermi/([23]PC)_auxiliary[^/]*/(?:PSR)?(J[^_/]+)_[23]PC_data\.fits\.gz$",
                   ("catalog", "pulsar"))


def fermi_extended_models(r: random.Random) -> tuple[Kind, list[str]]:
    """gammapy/gammapy-data @fbafe93016c6: spatial-spectral models of Fermi-LAT extended sources
    catalogs/fermi/<release>/XML/<source>.xml, the catalogue release (Extended_12years, Extended_14years,
    Extended_archive_v15, Extended_archive_v18, LAT_extended_sources_8years, LAT_extended_sources_16years) and the
    source's name (FGESJ1652.2-4633, W51C, G279.0+1.1; 378, 300 kept); neighbours: the same releases' Templates/
    (<source>.fits[.gz]), their tables and region files, the pulsar files."""
    return _layout(N.FERMI_EXTENDED_XML_KIND, N.FERMI_EXTENDED_XML_OTHER, r"^catalogs/fermi/([^/]+)/XML/(.+)\.xml$",
                   ("release", "source"))


def hawc_crab_maps(r: random.Random) -> tuple[Kind, list[str]]:
    """gammapy/gammapy-data @fbafe93016c6: HAWC pass-4 Crab data hawc/crab_events_pass4/<events|background|irfs>/
    <product>_Crab_fHitbin<N><GP|NN>.fits.gz, the product (EventList, BackgroundMap, EffectiveAreaMap,
    EDispKernelMap, PSFMap), the fHit bin (5 ... 9) and the energy estimator (GP: ground parameter, NN: neural
    network; 50); neighbours: the index tables hdu-/obs-index-table-<GP|NN>-Crab.fits.gz, the transits map,
    DL4 maps nHit-<N>.fits.gz, other data sets' FITS files."""
    return _layout(N.HAWC_MAPS_KIND, N.HAWC_MAPS_OTHER,
                   r"^hawc/crab_events_pass4/[a-z]+/([A-Za-z]+)_Crab_fHitbin(\d+)(GP|NN)\.fits\.gz$",
                   ("product", "bin", "estimator"))


def culane_test_frames(r: random.Random) -> tuple[Kind, list[str]]:
    """Chenzhaowei13/Light-Condition-Style-Transfer @fccc15551f10: the CULane lane-detection test list
    Lane-Detection/list/test.txt (34,680 frames, 300 kept; leading / dropped), driver_<N>_<M>frame/<MMDDhhmm>_
    <NNNN>.MP4/<NNNNN>.jpg: the capture folder's number and frame step, the clip's recording time (month, day,
    hour, minute) and its number, and the frame number; neighbours: the repository's own files."""
    return _layout(N.CULANE_TEST_KIND, N.CULANE_TEST_OTHER,
                   r"^driver_(\d+)_(\d+)frame/(\d{8})_(\d{4})\.MP4/(\d{5})\.jpg$",
                   ("driver", "frame_step", "recorded", "clip", "frame"))


def idr0125_imports(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0125-way-cellpainting @5916929658f6: where OMERO imported each Cell Painting plate,
    scripts/imported_paths.txt (136): demo_2/Blitz-0-Ice.ThreadPool.Server-<N>/<YYYY-MM>/<DD>/<hh-mm-ss.mmm>/
    <plate>__<acquisition time>-Measurement<N>.ome.zarr, by OMERO's template %user%/%thread%/%year%-%month%/%day%/
    %time% the import thread, date and time, then the plate barcode (SQ000148..), when it was acquired and the
    measurement; neighbours: the same plates under /ngff/idr0125/ (plates.tsv) and in the Cell Painting Gallery
    (symlinks.bash's targets), the repository's files."""
    layout = _layout(N.IDR0125_IMPORTS_KIND, N.IDR0125_IMPORTS_OTHER,
                     r"^demo_2/Blitz-0-Ice\.ThreadPool\.Server-(\d+)/(\d{4}-\d{2})/(\d{2})/(\d{2}-\d{2}-\d{2}\.\d{3})/"
                     r"(SQ\d+)__(\d{4}-\d{2}-\d{2}T\d{2}_\d{2}_\d{2})-Measurement(\d+)\.ome\.zarr$",
                     ("thread", "month", "day", "time", "plate", "acquired", "measurement"))
    return _date_from(layout, "month", "day", "date")


def idr0093_plates(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0093-mueller-perturbation @40b15997b0a9: the screen's plate files as screenA/idr0093-screenA-plates.tsv
    lists them, /uod/idr/filesets/idr0093-mueller-perturbation/<YYYYMMDD>-rsync/[<NN>_batch/]<NNN>/<NNN>.wpi, the
    transfer's date, the batch (absent for five plates) and the plate number (82; leading / dropped); neighbours: a
    plate file named 'No Response Detected.wpi', the repository's files."""
    return _layout(N.IDR0093_PLATES_KIND, N.IDR0093_PLATES_OTHER,
                   r"/(\d{8})-rsync/(?:(\d{2})_batch/)?(\d{3})/\d{3}\.wpi$", ("transfer", "batch", "plate"))


def idr0079_channel_images(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0079-hartmann-lateralline @30be04f1f60d: 8-bit images of one channel of one zebrafish primordium,
    companions/experiment<X>/<sample id>/<sample id>_8bit_<marker>.tif, the experiment (A ... K), the sample's
    10-digit hex id and the imaged marker (lynEGFP, NLStdTomato, mKate2rab5, ...; 370, 300 kept); neighbours:
    segmentations (_seg.tif), linear unmixes, the companion .ome files, the two _8bit_CROPPED.tif images, the
    extracted measurements."""
    return _layout(N.IDR0079_CHANNELS_KIND, N.IDR0079_CHANNELS_OTHER,
                   r"^companions/experiment([A-Z])/([0-9A-F]{10})/[0-9A-F]{10}_8bit_([A-Za-z0-9]+)\.tif$",
                   ("experiment", "sample", "marker"))


def idr0079_measurements(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0079-hartmann-lateralline @30be04f1f60d: per-sample feature tables
    experiment<X>/idr0079_experiment<X>_extracted_measurements/<sample>/<sample>_<marker>_<TFOR|CFOR>_<pca|raw>_
    <measured|predicted>.tsv, the experiment, the sample, the marker (or shape), the frame of reference (tissue or
    cell), the feature space and whether measured or predicted (4,428, 300 kept); neighbours: other_measurements.tsv,
    archetype classifications and probabilities, smFISH counts and spot coordinates, the companion images."""
    return _layout(N.IDR0079_MEASUREMENTS_KIND, N.IDR0079_MEASUREMENTS_OTHER,
                   r"^experiment([A-Z])/idr0079_experiment[A-Z]_extracted_measurements/([0-9A-F]{10})/[0-9A-F]{10}_"
                   r"([A-Za-z0-9]+)_(TFOR|CFOR)_(pca|raw)_(measured|predicted)\.tsv$",
                   ("experiment", "sample", "marker", "frame", "space", "origin"))


# Batch 2, added after tune6's first five fixes (ddd4ee0 ... a196faf) and scored before any fix for it: five more
# IDR screens (docs/analyser.md keeps its first score apart).


def idr0097_sbs_cycles(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0097-reicher-proteintag @0433ffc4cc39: in-situ sequencing images of experimentC as its filePaths.tsv
    lists them, /uod/idr/filesets/idr0097-reicher-proteintag/20201124-ometiff/r<RR>c<CC>_SBS<N>.ome.tiff: the well's
    row and column and the sequencing-by-synthesis cycle (24; leading / dropped); neighbours: experimentB's
    time-lapse tiles (tileNN.ome.tiff), screenA's plate index files, the repository's files."""
    return _layout(N.IDR0097_SBS_KIND, N.IDR0097_SBS_OTHER, r"/r(\d+)c(\d+)_SBS(\d+)\.ome\.tiff$", ("row", "column", "cycle"))


def idr0091_growth_lanes(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0091-julou-lacinduction @8f21788b2d4e: mother-machine growth-lane movies as experimentA's filePaths.tsv
    lists them, .../Julou_2020_lacInduction_GL_Images/<YYYYMMDD>/<YYYYMMDD>_<condition>_MMStack_Pos<N>_preproc[.tif]
    _GL<NN>/<same>.tif: the day of the experiment, its condition as written (glu_lac_ramp40min_1, gluIPTG5uM_lac_1,
    glu_lac_switch8h__1, ...; the lab's own names), the microscope position and the growth lane (837, 300 kept);
    neighbours: the lanes' .pattern files, raw images' metadata (.txt), flat fields."""
    return _layout(N.IDR0091_GL_IMAGES_KIND, N.IDR0091_GL_IMAGES_OTHER,
                   r"_GL_Images/(\d{8})/\d+_(.+?)_MMStack_Pos(\d+)_preproc(?:\.tif)?_GL(\d+)/[^/]+\.tif$",
                   ("date", "condition", "position", "lane"))


def idr0091_lane_patterns(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0091-julou-lacinduction @8f21788b2d4e: pattern files of one growth lane each,
    .../20200817-pattern/<YYYYMMDD>_[<condition>_]<Pos|pos><N>_GL<NN>.pattern: the day, the position and the lane
    (the condition written in some names only: switch8h, switch_IPTG1uM; 342, 300 kept); neighbours: the lanes'
    .tif movies, raw metadata."""
    return _layout(N.IDR0091_PATTERNS_KIND, N.IDR0091_PATTERNS_OTHER,
                   r"/(\d{8})_(?:.+_)?[Pp]os(\d+)_GL(\d+)\.pattern$", ("date", "position", "lane"))


def idr0094_plates(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0094-ellinger-sarscov2 @0b7bdfda415d: plate folders of the SARS-CoV-2 screens as their plates.tsv
    list them, /uod/idr/filesets/idr0094-ellinger-sarscov2/<YYYYMMDD>-ftp/SARS-CoV2[_DRC][<screen id>]/<plate
    barcode>[<plate id>]: the transfer's date, the screen (SARS-CoV2, SARS-CoV2_DRC: primary or dose-response), its
    id, the barcode (ESP..., GUF...) and the plate id, ids in square brackets (164; leading / dropped); neighbours: two
    plates outside a screen folder, the repository's files."""
    return _layout(N.IDR0094_PLATES_KIND, N.IDR0094_PLATES_OTHER,
                   r"/(\d{8})-ftp/(SARS-CoV2(?:_DRC)?)\[(\d+)\]/([A-Z]{3}\d+)\[(\d+)\]$",
                   ("transfer", "screen", "screen_id", "barcode", "plate_id"))


def idr0133_plates(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0133-dahlin-cellpainting @eab17b2c74e2: Cell Painting plates as screenA's plates.tsv lists them,
    /uod/idr/filesets/idr0133-dahlin-cellpainting/<YYYYMMDD>-ftp/<barcode>/<barcode>.companion.ome: the transfer's
    date and the plate barcode (BR00110004; 84; leading / dropped); neighbours: the repository's files."""
    return _layout(N.IDR0133_PLATES_KIND, N.IDR0133_PLATES_OTHER, r"/(\d{8})-ftp/(BR\d+)/BR\d+\.companion\.ome$",
                   ("transfer", "plate"))


def idr0113_spots(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0113-bottes-opcclones @bb9389609c91: one image per clone spot as experimentA's filePaths.tsv lists
    them, /uod/idr/filesets/idr0113-bottes-opcclones/20210607-ftp/<brain>/Image5D_<brain>_SPOT<N>.tif: the brain
    (bf3093) and the spot (1 ... 101, unpadded; 110; leading / dropped); neighbours: the repository's files."""
    return _layout(N.IDR0113_SPOTS_KIND, N.IDR0113_SPOTS_OTHER, r"/(bf\d+)/Image5D_bf\d+_SPOT(\d+)\.tif$",
                   ("brain", "spot"))


TUNE6 = {
    "srm_eeg_recordings": srm_eeg_recordings, "srm_eeg_epochs": srm_eeg_epochs, "srm_scans": srm_scans,
    "retest_bold": retest_bold, "retest_structural": retest_structural, "freesurfer_labels": freesurfer_labels,
    "freesurfer_cor_slices": freesurfer_cor_slices, "hess_observations": hess_observations,
    "fermi_pulsar_data": fermi_pulsar_data, "fermi_extended_models": fermi_extended_models,
    "hawc_crab_maps": hawc_crab_maps, "culane_test_frames": culane_test_frames, "idr0125_imports": idr0125_imports,
    "idr0093_plates": idr0093_plates, "idr0079_channel_images": idr0079_channel_images,
    "idr0079_measurements": idr0079_measurements,
    # batch 2
    "idr0097_sbs_cycles": idr0097_sbs_cycles, "idr0091_growth_lanes": idr0091_growth_lanes,
    "idr0091_lane_patterns": idr0091_lane_patterns, "idr0094_plates": idr0094_plates, "idr0133_plates": idr0133_plates,
    "idr0113_spots": idr0113_spots,
}
