"""A tuning group of real DATA layouts from the hidden listings' families (tune10), written down before any fix.

Like review6.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD` or
from a list file inside the repository (an IDR study's file-path or plate list, a CellProfiler image table, a
Wikimedia dump status file, a download script, split lists), at the commit cited in the generator's docstring,
and kept in tune10_names.py (a seeded subset where the source is large); nothing is rebuilt from a pattern.
Truth values are what the source means by its names (the BIDS standard, the instrument's or dataset's naming
convention, the README), never what the analyser reads.
Families, in the proportions the hidden corpus has them: BIDS datasets with derivatives and sourcedata
neighbours (EEG runs and their cleaned copies, diffusion and lesion masks, multi-echo BOLD, z-scored derivatives,
ASL runs), microscopy screens and exports (BBBC021 MetaXpress plate/well/site/channel images, Operetta and
ImageXpress plate files, OMX SIM and DeltaVision names), drone camera folders, dump and crawl path lists
(a Wikidata dump's history and article parts, Common Crawl WARC paths), Hive key=value partitions of Delta
golden tables, ML split lists (UCF101 split 2, Speech Commands, UrbanSound8K). 12 of its 23 layouts branch.
"""
from __future__ import annotations

import random

from ground_truth import tune10_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... tune8


# --- BIDS: OpenNeuro ds004381 (somatosensory evoked potentials, EEG, cleaned derivatives) ----------------------

def sep_raw_edf(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004381 @94bf5802c3b4 (BIDS EEG, 18 subjects x 4 sessions x up to 8 runs): recordings
    sub-<NN>/ses-<NN>/eeg/sub-<NN>_ses-<NN>_task-sepRate_run-<NN>_eeg.edf, subject, session and run (437, 300
    kept); neighbours: the same runs' _eeg.json and _channels.tsv, the cleaned copies under derivatives/ (same
    names, another root), the scans and sessions tables, code/, root files."""
    return _layout(N.SEP_RAW_EDF_KIND, N.SEP_RAW_EDF_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/eeg/sub-\d+_ses-\d+_task-sepRate_run-(\d+)_eeg\.edf$",
                   ("subject", "session", "run"))


def sep_deriv_edf(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004381 @94bf5802c3b4: the artefact-cleaned recordings
    derivatives/sub-<NN>/ses-<NN>/eeg/sub-<NN>_ses-<NN>_task-sepRate_run-<NN>_eeg.edf (333, 300 kept), fields as
    sep_raw_edf; neighbours: the raw recordings sub-<NN>/... (same names without derivatives/), the sidecars."""
    return _layout(N.SEP_DERIV_EDF_KIND, N.SEP_DERIV_EDF_OTHER,
                   r"^derivatives/sub-(\d+)/ses-(\d+)/eeg/sub-\d+_ses-\d+_task-sepRate_run-(\d+)_eeg\.edf$",
                   ("subject", "session", "run"))


# --- BIDS: OpenNeuro ds004889 (acute stroke MRI, lesion masks) ------------------------------------------------

def stroke_dwi(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004889 @a62344db73f1 (BIDS, 1,715 subjects numbered 1 ... 1715, not zero-padded):
    diffusion maps sub-<N>/dwi/sub-<N>_rec-<TRACE|ADC>_dwi.nii.gz, subject and reconstruction (3,430, 300 kept);
    neighbours: the .json beside each, anat/ T1w and FLAIR, the lesion masks under derivatives/lesion_masks/."""
    return _layout(N.STROKE_DWI_KIND, N.STROKE_DWI_OTHER,
                   r"^sub-(\d+)/dwi/sub-\d+_rec-([A-Z]+)_dwi\.nii\.gz$", ("subject", "rec"))


def stroke_lesion(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004889 @a62344db73f1: lesion masks
    derivatives/lesion_masks/sub-<N>/dwi/sub-<N>_space-TRACE_desc-<lesion|lesionAcute|lesionChronic>_mask.nii.gz,
    subject and description (3,109, 300 kept); neighbours: the raw dwi/ and anat/ images and sidecars."""
    return _layout(N.STROKE_LESION_KIND, N.STROKE_LESION_OTHER,
                   r"^derivatives/lesion_masks/sub-(\d+)/dwi/sub-\d+_space-TRACE_desc-([A-Za-z]+)_mask\.nii\.gz$",
                   ("subject", "desc"))


# --- BIDS: OpenNeuro ds005449 (multi-echo fMRI) ---------------------------------------------------------------

def me_bold(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005449 @42bffc26bd09 (BIDS fMRI, 122 subjects): multi-echo runs
    sub-<NNN>/func/sub-<NNN>_task-<task>_run-<NN>_echo-<N>_bold.nii.gz, subject, task (NA, funcloc, brush,
    morph, pain, ...), run and echo (1 ... 3) (300 kept); neighbours: the .json beside each, the _events files,
    anat/, root files."""
    return _layout(N.ME_BOLD_KIND, N.ME_BOLD_OTHER,
                   r"^sub-(\d+)/func/sub-\d+_task-([A-Za-z]+)_run-(\d+)_echo-(\d+)_bold\.nii\.gz$",
                   ("subject", "task", "run", "echo"))


# --- BIDS: OpenNeuro ds007045 (glioma MRI, preprocessed derivatives) -----------------------------------------

def glioma_zscore(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds007045 @20e149769eaa (BIDS, 337 subjects labelled by site and number: BA2, BO153,
    KA02, ME1): z-scored images derivatives/processing_MNI152_skull-stripped_N4_z-scoring/sub-<label>/
    sub-<label>_<t1|t1ce|t2|flair>_MNI152_brain_n4_Z.nii.gz, subject label and sequence (1,344, 300 kept);
    neighbours: the same images before z-scoring (another derivatives folder, names without _Z), the
    processing/ outputs, the raw anat/ images."""
    return _layout(N.GLIOMA_Z_KIND, N.GLIOMA_Z_OTHER,
                   r"/sub-([A-Z]+\d+)/sub-[A-Z]+\d+_([a-z0-9]+)_MNI152_brain_n4_Z\.nii\.gz$",
                   ("subject", "sequence"))


# --- BIDS: OpenNeuro ds005687 (arterial spin labelling) -------------------------------------------------------

def asl_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds005687 @43074aacacb9 (BIDS, 38 subjects): ASL runs sub-<NN>/perf/sub-<NN>_run-<N>_asl
    .nii.gz, subject and run (71); neighbours: the .json beside each, the copies of the sidecars under code/res/,
    sourcedata/sub-<NN>.tar.gz, func/ and anat/ images, derivatives/pipeline1 and pipeline2 outputs."""
    return _layout(N.ASL_RUNS_KIND, N.ASL_RUNS_OTHER, r"^sub-(\d+)/perf/sub-\d+_run-(\d+)_asl\.nii\.gz$",
                   ("subject", "run"))


# --- microscopy -------------------------------------------------------------------------------------------------

def bbbc021_images(r: random.Random) -> tuple[Kind, list[str]]:
    """leotam/py_gdf_read_test @0c30404817c2, BBBC021_v1_image.csv (the Broad Bioimage Benchmark Collection's
    image table; each row's three Image_PathName_*/Image_FileName_* pairs are one path): MetaXpress exports
    Week<N>/Week<N>_<plate>/[<prefix>_]<well>_s<site>_w<channel><GUID>.tif, by the ImageXpress naming the week,
    the plate folder, the well, the site (1 ... 4) and the wavelength (1 DAPI, 2 tubulin, 4 actin) (39,600, 400
    kept; the prefix before the well varies by week: none, Week1_150607, Week7_7_); neighbours: the repository's
    other files (the MoA table, the notebook, README)."""
    return _layout(N.BBBC021_IMAGES_KIND, N.BBBC021_IMAGES_OTHER,
                   r"^Week(\d+)/(Week\d+_\d+)/(?:.*_)?([A-P]\d\d)_s(\d)_w(\d)[0-9A-F]{8}-[0-9A-F-]{27}\.tif$",
                   ("week", "plate", "well", "site", "channel"))


def coldtemp_dv(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0089-fischl-coldtemp @1e7ee5152a73, experimentB/idr0089-experimentB-filePaths.tsv (the fileset
    prefix dropped): DeltaVision stacks 20200625-ftp/<cell line>_T<condition>_Rep<N>_<probe>Chan1_..._<N>.dv,
    by the study's naming the cell line (AC16, U2OS, U2OSNr1d1KO), the temperature condition (18d24h, 37d, 18d24h37d2h), the
    replicate and the image number (1,079, 300 kept); neighbours: experiment A's OMX SIM images in the same
    folder (<cell>_Rep<N>_<condition>_<probes>_<NN>_SIR_THR_ALN.tif)."""
    return _layout(N.COLDTEMP_DV_KIND, N.COLDTEMP_DV_OTHER,
                   r"^20200625-ftp/([A-Za-z0-9]+)_T(\w+?)_Rep(\d)_\w+_(\d+)\.dv$",
                   ("cell_line", "condition", "replicate", "image"))


def coldtemp_sim(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0089-fischl-coldtemp @1e7ee5152a73, experimentA/idr0089-experimentA-filePaths.tsv: OMX SIM images
    20200625-ftp/AC16_Rep<N>_<condition>_<probe1>_<probe2>_<NN>_SIR_THR_ALN.tif, the replicate, the condition
    (8d24h, 18d24h, 28d24h, 18d24h37d2h), the two probes and the image number (494, 300 kept); neighbours:
    experiment B's DeltaVision stacks in the same folder."""
    return _layout(N.COLDTEMP_SIM_KIND, N.COLDTEMP_SIM_OTHER,
                   r"^20200625-ftp/AC16_Rep(\d)_(\w+?)_([A-Z0-9]+)_([A-Z0-9]+)_(\d+)_SIR_THR_ALN\.tif$",
                   ("replicate", "condition", "probe1", "probe2", "image"))


def miron_stages(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0086-miron-micrographs @ded361435e79, experimentB/idr0086-experimentB-filePaths.tsv (prefix
    dropped): 3D-SIM images of replicating C127 cells experimentB/C127-<ES|MS|LS>/<marker>/<date>-<NN>_..._<NN>
    _FUS_SIR_ALN_THR.tif, the S-phase stage (folder), the marker (folder: CTCF, H3K27me3, hnRNP, RNAP-S2P, ...)
    and the image number (546, 300 kept); neighbours: the EM16 series of the same experiment
    (Miron-C127-EdU/..._SIR_EAL_THR.tif), experiments A (G1 cells) and C."""
    return _layout(N.MIRON_STAGES_KIND, N.MIRON_STAGES_OTHER,
                   r"^experimentB/C127-([A-Z]+)/([\w-]+)/[^/]*_(\d+)_FUS_SIR_ALN_THR\.tif$",
                   ("stage", "marker", "image"))


def adenovirus_htd(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0081-georgi-adenovirus @e70e697acecd, screen<A-E>/idr0081-screen<X>-plates.tsv (prefix dropped):
    the UZH ImageXpress plates 20200324-owncloud/3-Screen/Data_UZH/Screen/BSF<NNNNNN>-<replicate><subset>/
    <same>.HTD, the plate barcode, the replicate (1 ... 4) and the library subset (A ... D) (16); neighbours: the
    same plates imaged at EPFL (Data_EPFL/Screen/BSF<N>_<rep><subset>/Antivir_screen_Adv_BSF<N>_1.xdce), the Z'
    and pre-screen plates."""
    return _layout(N.ADV_HTD_KIND, N.ADV_HTD_OTHER,
                   r"/Data_UZH/Screen/BSF(\d+)-(\d)([A-D])/BSF\d+-\d[A-D]\.HTD$", ("plate", "replicate", "subset"))


def adenovirus_xdce(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0081-georgi-adenovirus @e70e697acecd, the plates lists: the EPFL InCell plates
    20200324-owncloud/3-Screen/Data_EPFL/Screen/BSF<N>_<replicate><subset>/Antivir_screen_Adv_[Redo ]BSF<N>_1.xdce
    (one re-imaged plate's name holds 'Redo '), the plate, replicate and subset (16); neighbours: the UZH .HTD
    plates, the Z' and pre-screen plates."""
    return _layout(N.ADV_XDCE_KIND, N.ADV_XDCE_OTHER,
                   r"/Data_EPFL/Screen/BSF(\d+)_(\d)([A-D])/Antivir_screen_Adv_(?:Redo )?BSF\d+_1\.xdce$",
                   ("plate", "replicate", "subset"))


# --- drone camera folders ---------------------------------------------------------------------------------------

def odm_bellus(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenDroneMap/odm_data_bellus @36f80864035e: a survey's camera images images/IMG_<NNNN>_RGB.jpg, the
    camera's frame counter (1306 ... 1427, 122); neighbours: gcp_list.txt, license.txt, .gitignore."""
    return _layout(N.BELLUS_KIND, N.BELLUS_OTHER, r"^images/IMG_(\d{4})_RGB\.jpg$", ("frame",))


def odm_waterbury(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenDroneMap/odm_data_waterbury @0d0da970ae4d: a Sony camera's images images/DSC<NNNNN>.JPG, the frame
    counter (248); neighbours: README.md, waterbury.png."""
    return _layout(N.WATERBURY_KIND, N.WATERBURY_OTHER, r"^images/DSC(\d{5})\.JPG$", ("frame",))


def odm_caliterra(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenDroneMap/odm_data_caliterra @bec3dc7296e9: images/IMG_<NNNN>.jpg, the frame counter (77);
    neighbours: README.md, license.html, caliterra.png."""
    return _layout(N.CALITERRA_KIND, N.CALITERRA_OTHER, r"^images/IMG_(\d{4})\.jpg$", ("frame",))


# --- dump and crawl path lists ------------------------------------------------------------------------------------

def wikidata_history(r: random.Random) -> tuple[Kind, list[str]]:
    """Crescentt0917/Analysis-of-Wikidata-Edit-History @7791ffc259a9, dumpstatus.json (the Wikimedia dump's
    status file; each file's url, leading / dropped): full-history parts
    wikidatawiki/20220401/wikidatawiki-20220401-pages-meta-history<N>.xml-p<first>p<last>.bz2, the part number
    (1 ... 27) and the first and last page id (1,342, 300 kept); neighbours: the same parts as .7z, the
    pages-articles, pages-meta-current, multistream, stub and SQL table files of the dump."""
    return _layout(N.WD_HISTORY_KIND, N.WD_HISTORY_OTHER,
                   r"-pages-meta-history(\d+)\.xml-p(\d+)p(\d+)\.bz2$", ("part", "first_page", "last_page"))


def wikidata_articles(r: random.Random) -> tuple[Kind, list[str]]:
    """Crescentt0917/Analysis-of-Wikidata-Edit-History @7791ffc259a9, dumpstatus.json: article parts
    wikidatawiki/20220401/wikidatawiki-20220401-pages-articles<N>.xml-p<first>p<last>.bz2 (83), fields as
    wikidata_history; neighbours: pages-meta-current parts (same shape after another word), the multistream
    parts and indexes, history parts, stubs, SQL tables."""
    return _layout(N.WD_ARTICLES_KIND, N.WD_ARTICLES_OTHER,
                   r"-pages-articles(\d+)\.xml-p(\d+)p(\d+)\.bz2$", ("part", "first_page", "last_page"))


def cc2015_warc(r: random.Random) -> tuple[Kind, list[str]]:
    """Sentimentron/Utah @305ddfa8a3b7, Investigations/WARC/download.sh (the paths of its wget lines and of the
    commented-out lines after them, the host dropped): Common Crawl WARC files
    common-crawl/crawl-data/CC-MAIN-2015-11/segments/<segment>/warc/CC-MAIN-<14-digit timestamp>-<NNNNN>-ip-10-
    28-5-156.ec2.internal.warc.gz, the segment, the timestamp and the file number (25); neighbours: the crawl's
    warc.paths.gz and the repository's files."""
    return _layout(N.CC2015_WARC_KIND, N.CC2015_WARC_OTHER,
                   r"/segments/([\d.]+)/warc/CC-MAIN-(\d{14})-(\d{5})-ip-[\d-]+\.ec2\.internal\.warc\.gz$",
                   ("segment", "timestamp", "file"))


# --- Hive key=value partitions ------------------------------------------------------------------------------------

def delta_part5(r: random.Random) -> tuple[Kind, list[str]]:
    """delta-io/connectors @729ab1afa159: a golden table's data files golden-tables/src/test/resources/golden/
    time-travel-partition-changes-a/part5=<N>/part-<NNNNN>-<uuid>.c000.snappy.parquet, the partition value and
    the Spark task number (10); neighbours: the .crc beside each, the _delta_log, the other golden tables."""
    return _layout(N.DELTA_PART5_KIND, N.DELTA_PART5_OTHER,
                   r"/time-travel-partition-changes-a/part5=(\d+)/part-(\d+)-[0-9a-f-]{36}\.c000\.snappy\.parquet$",
                   ("part5", "task"))


# --- ML dataset split lists --------------------------------------------------------------------------------------

def ucf101_trainlist02(r: random.Random) -> tuple[Kind, list[str]]:
    """jeffreyyihuang/two-stream-action-recognition @8458458b4abe, UCF_list/trainlist02.txt (first column): UCF101's
    second training split <Class>/v_<Class>_g<NN>_c<NN>.avi, the action class, the group and the clip (9,586,
    400 kept); neighbours: the repository's code, pickles and lists."""
    return _layout(N.UCF_TRAIN02_KIND, N.UCF_TRAIN02_OTHER, r"^(\w+)/v_\w+_g(\d\d)_c(\d\d)\.avi$",
                   ("action", "group", "clip"))


def speech_commands_test(r: random.Random) -> tuple[Kind, list[str]]:
    """christosfranco/Signal-Processing-and-Voice-Recognition @b2b4358886d4, testing_list.txt: Speech Commands'
    test split <word>/<speaker>_nohash_<N>.wav, the word, the speaker hash and the utterance index (6,835, 400
    kept); neighbours: the UrbanSound8K clips listed beside it (audio/fold<N>/<name>.wav) and the repository."""
    return _layout(N.SPEECH_TEST_KIND, N.SPEECH_TEST_OTHER, r"^(\w+)/([0-9a-f]{8})_nohash_(\d+)\.wav$",
                   ("word", "speaker", "utterance"))


def urbansound8k(r: random.Random) -> tuple[Kind, list[str]]:
    """christosfranco/Signal-Processing-and-Voice-Recognition @b2b4358886d4, UrbanSound8K.csv (columns fold and
    slice_file_name, the dataset's documented audio/fold<N>/<name> layout): audio/fold<N>/<fsID>-<classID>-
    <occurrence>-<slice>.wav, the fold, the Freesound id, the class id and the occurrence and slice (8,732, 400
    kept); neighbours: the Speech Commands test split and the repository's files."""
    return _layout(N.URBAN8K_KIND, N.URBAN8K_OTHER, r"^audio/fold(\d+)/(\d+)-(\d)-(\d+)-(\d+)\.wav$",
                   ("fold", "freesound_id", "class_id", "occurrence", "slice"))


TUNE10 = {
    "sep_raw_edf": sep_raw_edf, "sep_deriv_edf": sep_deriv_edf, "stroke_dwi": stroke_dwi,
    "stroke_lesion": stroke_lesion, "me_bold": me_bold, "glioma_zscore": glioma_zscore, "asl_runs": asl_runs,
    "bbbc021_images": bbbc021_images, "coldtemp_dv": coldtemp_dv, "coldtemp_sim": coldtemp_sim,
    "miron_stages": miron_stages, "adenovirus_htd": adenovirus_htd, "adenovirus_xdce": adenovirus_xdce,
    "odm_bellus": odm_bellus, "odm_waterbury": odm_waterbury, "odm_caliterra": odm_caliterra,
    "wikidata_history": wikidata_history, "wikidata_articles": wikidata_articles, "cc2015_warc": cc2015_warc,
    "delta_part5": delta_part5,
    "ucf101_trainlist02": ucf101_trainlist02, "speech_commands_test": speech_commands_test,
    "urbansound8k": urbansound8k,
}
