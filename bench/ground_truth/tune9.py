"""A tuning group of real DATA layouts of deep, dated, sharded and side-by-side shapes (tune9), written down before any fix.

Like tune8.py, each generator returns (kind, other) for one kind of one real, public file tree or file list: kind a list
of (path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave alone
(never one that fits the kind's own pattern). Every path is a path of the source itself, read with `git ls-tree -r
--name-only` or from a list file inside the repository (a checkpoint table, a training config's data list, a split
list), at the commit cited in the generator's docstring, and kept in tune9_names.py (a seeded subset where the source
is large); nothing is rebuilt from a pattern. Truth values are what the source means by its names (its README, its
naming convention or the standard it follows), never what the analyser reads.
Families (close cousins of the hidden listings'): language-model checkpoints by run id, stage and ingredient, and
numbered data shards (OLMo); KITTI raw frames under dated drive folders and stereo frames (a split list); web-map tiles
z/x/y; BIDS derivatives (fMRIPrep runs, reports and FreeSurfer surfaces beside fsaverage, MRIQC sidecars and figures)
and dated job folders with a hash suffix; Cityscapes and ADE20K images beside their labels with the same stems (split
lists); AWS service models by dated API version; camera sample images named "<Make> <Model>" with spaces, their
metadata dumps, md5-named test images and PngSuite's glued codes. 12 of its 26 layouts branch
(their first varying folder holds digits: run, ingredient, day, zoom level, subject, job).
"""
from __future__ import annotations

import random
import re

from ground_truth import tune9_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... tune8


def _own(kind: dict, other: dict, rx: str, fields: tuple[str, ...]) -> tuple[Kind, list[str]]:
    """_layout's (kind, other), the neighbours that fit the kind's own pattern left out (they share its name lists)."""
    out, rest = _layout(kind, other, rx, fields)
    pattern = re.compile(rx)
    return out, [p for p in rest if pattern.search(p) is None]


# --- OLMo: allenai/OLMo's checkpoint tables and training data lists -----------------------------------------------

_CKPT = "https://olmo-checkpoints.org/ai2-llm/"


def olmo_peteish7(r: random.Random) -> tuple[Kind, list[str]]:
    """allenai/OLMo @59a53e3f68e5, configs/official-1124/OLMo-2-1124-7B.csv (column Checkpoint Directory, the trailing
    / dropped; 935 rows, 300 kept): OLMo 2 7B's checkpoints https://olmo-checkpoints.org/ai2-llm/peteish7/step<N>-
    unsharded, the training step (0, 150, 1000 ... 928646); neighbours: the other tables' checkpoints (13B, 1B, 7B-0724,
    the stage-2 ingredients)."""
    return _own(N.OLMO_PETEISH7, N.OLMO_CKPT_OTHER, r"/ai2-llm/peteish7/step(\d+)-unsharded$", ("step",))


def olmo_medium_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """allenai/OLMo @59a53e3f68e5, configs/official-0724/OLMo-7B-0724.csv (564 rows, 300 kept): .../ai2-llm/olmo-medium/
    <run>/step<N>-unsharded, the W&B run id of the training segment (8 characters, wvc30anm, yv7lgx0i, 39 runs) and the
    step; neighbours: the other tables' checkpoints."""
    return _own(N.OLMO_MEDIUM, N.OLMO_CKPT_OTHER, r"/ai2-llm/olmo-medium/(\w+)/step(\d+)-unsharded$", ("run", "step"))


def olmo_13b_stage2(r: random.Random) -> tuple[Kind, list[str]]:
    """allenai/OLMo @59a53e3f68e5, configs/official-1124/OLMo-2-1124-13B-stage2.csv (72 rows, one twice; 71 kept):
    .../peteish13/stage2/olmo-13b-1124_stage2_ingredient<N>/step<N>-unsharded, the ingredient (data-mix seed 1 ... 4,
    the table's Ingredient column) and the step; neighbours: the other tables' checkpoints."""
    return _own(N.OLMO_13B_STAGE2, N.OLMO_CKPT_OTHER,
                r"/peteish13/stage2/olmo-13b-1124_stage2_ingredient(\d+)/step(\d+)-unsharded$", ("ingredient", "step"))


def olmo_7b_stage2(r: random.Random) -> tuple[Kind, list[str]]:
    """allenai/OLMo @59a53e3f68e5, configs/official-1124/OLMo-2-1124-7B-stage2.csv (36 rows): .../peteish7/stage2/
    olmo-7b-1124_stage2_ingredient<N>/step<N>-unsharded, the ingredient (1 ... 3) and the step; neighbours as
    olmo_13b_stage2."""
    return _own(N.OLMO_7B_STAGE2, N.OLMO_CKPT_OTHER,
                r"/peteish7/stage2/olmo-7b-1124_stage2_ingredient(\d+)/step(\d+)-unsharded$", ("ingredient", "step"))


def olmo_dclm_shards(r: random.Random) -> tuple[Kind, list[str]]:
    """allenai/OLMo @59a53e3f68e5, configs/official-1124/OLMo2-7B-stage1.yaml (data.paths; 945 DCLM files, 300 kept):
    tokenised shards http://olmo-data.org/preprocessed/dclm/text_openhermes_reddit_eli5_vs_rw_v2_bigram_200k_train/
    allenai/dolma2-tokenizer/part-<NNN>-<NNNNN>.npy, the source part (000 ... 184) and the shard within it (00000 ...
    00004); neighbours: the config's other sources' shards (starcoder, pes2o, proof-pile-2, wiki)."""
    return _own(N.OLMO_DCLM, N.OLMO_NPY_OTHER,
                r"/dclm/text_openhermes_reddit_eli5_vs_rw_v2_bigram_200k_train/allenai/dolma2-tokenizer/"
                r"part-(\d+)-(\d+)\.npy$", ("part", "shard"))


def olmo_proofpile_shards(r: random.Random) -> tuple[Kind, list[str]]:
    """allenai/OLMo @59a53e3f68e5, the same config (49 files): .../preprocessed/proof-pile-2/v0_decontaminated/<subset>/
    train/allenai/dolma2-tokenizer/part-<NN>-<NNNNN>.npy, the Proof-Pile-2 subset (algebraic-stack, arxiv,
    open-web-math), the part and the shard; neighbours: the config's other sources' shards."""
    return _own(N.OLMO_PROOFPILE, N.OLMO_NPY_OTHER,
                r"/proof-pile-2/v0_decontaminated/([\w-]+)/train/allenai/dolma2-tokenizer/part-(\d+)-(\d+)\.npy$",
                ("subset", "part", "shard"))


# --- KITTI: tinghuiz/SfMLearner's split lists -----------------------------------------------------------------

def kitti_eigen(r: random.Random) -> tuple[Kind, list[str]]:
    """tinghuiz/SfMLearner @65f71f10da7a, data/kitti/test_files_eigen.txt (697, 300 kept): KITTI raw frames
    <YYYY_MM_DD>/<YYYY_MM_DD>_drive_<NNNN>_sync/image_<CC>/data/<NNNNNNNNNN>.png, by KITTI's raw-data layout the
    recording day, the drive, the camera (02, the left colour one) and the frame; neighbours: the stereo split's files
    training/image_2/<NNNNNN>_10.png."""
    return _own(N.KITTI_EIGEN, N.KITTI_STEREO,
                r"^(\d{4}_\d\d_\d\d)/\d{4}_\d\d_\d\d_drive_(\d{4})_sync/image_(\d\d)/data/(\d{10})\.png$",
                ("date", "drive", "camera", "frame"))


def kitti_stereo(r: random.Random) -> tuple[Kind, list[str]]:
    """tinghuiz/SfMLearner @65f71f10da7a, data/kitti/test_files_stereo.txt (200): KITTI stereo 2015 frames
    training/image_2/<NNNNNN>_<NN>.png, the scene (000000 ... 000199) and the frame of its sequence (10, the annotated
    one); neighbours: the Eigen split's raw frames (150 kept)."""
    return _own(N.KITTI_STEREO, N.KITTI_EIGEN_OTHER, r"^training/image_2/(\d{6})_(\d\d)\.png$", ("scene", "frame"))


# --- web-map tiles: StanfordGeospatialCenter/natural_earth_tiles --------------------------------------------------

def natural_earth_tiles(r: random.Random) -> tuple[Kind, list[str]]:
    """StanfordGeospatialCenter/natural_earth_tiles @940cec6a91fa: slippy-map tiles tiles/<z>/<x>/<y>.png, the zoom
    level (0 ... 5), the column and the row (rows from -1: the renderer's margin; 1,491, 300 kept); neighbours: the
    repository's other files (index.html, README.md, .gitattributes)."""
    return _own(N.NE_TILES, N.NE_OTHER, r"^tiles/(\d+)/(\d+)/(-?\d+)\.png$", ("zoom", "x", "y"))


# --- BIDS derivatives: OpenNeuroDerivatives/ds003752-fmriprep, ds005664-mriqc ------------------------------------

_FUNC = r"^sub-(\d+)/ses-(\w+)/func/sub-\d+_ses-\w+_task-(\w+)_dir-([A-Z]+)_run-(\d+)_"


def fmriprep_coreg_boldref(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDerivatives/ds003752-fmriprep @93eadaf6cc6d: fMRIPrep's co-registered reference volumes sub-<NN>/ses-
    <label>/func/sub-<NN>_ses-<label>_task-LFContrast_dir-<AP|PA>_run-<NN>_desc-coreg_boldref.nii.gz, by BIDS the
    subject, the session (ResearchAguirre1, LFContrast22p5, ...), the task, the phase-encoding direction and the run
    (119); neighbours: the same folders' hmc references, transforms and sidecars, and anat files (300 kept)."""
    return _own(N.FMRIPREP_CORG, N.FMRIPREP_FUNC_OTHER, _FUNC + r"desc-coreg_boldref\.nii\.gz$",
                ("subject", "session", "task", "direction", "run"))


def fmriprep_hmc_xfm(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDerivatives/ds003752-fmriprep @93eadaf6cc6d: head-motion transforms sub-<NN>/ses-<label>/func/...
    _run-<NN>_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt, the BIDS entities as fmriprep_coreg_boldref (119);
    neighbours as there."""
    return _own(N.FMRIPREP_HMC_XFM, N.FMRIPREP_FUNC_OTHER, _FUNC + r"from-orig_to-boldref_mode-image_desc-hmc_xfm\.txt$",
                ("subject", "session", "task", "direction", "run"))


def fmriprep_bold_figures(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDerivatives/ds003752-fmriprep @93eadaf6cc6d: report figures sub-<NN>/figures/sub-<NN>_ses-<label>_task-
    <task>_dir-<dir>_run-<NN>_desc-<figure>_bold.<svg|html> (the figure: coreg, summary, validation, carpetplot, ...;
    357, 300 kept); neighbours: the anatomical figures of the same folders (desc-about_T1w.html, dseg.svg, ...)."""
    return _own(N.FMRIPREP_BOLD_FIGS, N.FMRIPREP_FIGS_OTHER,
                r"^sub-(\d+)/figures/sub-\d+_ses-(\w+?)_task-(\w+)_dir-([A-Z]+)_run-(\d+)_desc-(\w+)_bold\.(?:svg|html)$",
                ("subject", "session", "task", "direction", "run", "figure"))


def freesurfer_surfaces(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDerivatives/ds003752-fmriprep @93eadaf6cc6d: FreeSurfer's per-subject surfaces sourcedata/freesurfer/
    sub-<NN>/surf/<lh|rh>.<surface or measure> (white, pial, sphere.reg, smoothwm.K1.crv, ...; 3 subjects, 250 kept),
    the subject, the hemisphere and the surface; neighbours: the template subjects fsaverage/ and fsaverage5/surf/
    (the same names, not subjects) and the subjects' mri/, label/ and stats/ files (200 kept)."""
    return _own(N.FS_SURF, N.FS_OTHER, r"^sourcedata/freesurfer/sub-(\d+)/surf/(lh|rh)\.(.+)$",
                ("subject", "hemisphere", "surface"))


def reproman_jobs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDerivatives/ds003752-fmriprep @93eadaf6cc6d: ReproMan's job folders .reproman/jobs/local/<YYYYMMDD>-
    <HHMMSS>-<4 hex>/<file> (two jobs, 34 files: spec.yaml, status.<N>, stdout.<N>, ...), the submission date and time,
    the job's hash suffix and the file; neighbours: the dataset's top-level, code/ and .datalad/ files."""
    return _own(N.REPROMAN_JOBS, N.REPROMAN_OTHER, r"^\.reproman/jobs/local/(\d{8})-(\d{6})-([0-9a-f]{4})/(.+)$",
                ("date", "time", "job", "file"))


def mriqc_anat_sidecars(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDerivatives/ds005664-mriqc @71d270d866f0: MRIQC's image-quality metrics sub-ts<NNN>/ses-<site><N>/anat/
    sub-ts<NNN>_ses-<site><N>_acq-<fspgr|mprage>_T1w.json, by BIDS the subject (ts001 ...), the session (cfmri1, sdsu2,
    ...) and the acquisition (44); neighbours: the top-level reports and group tables, code/ files."""
    return _own(N.MRIQC_ANAT, N.MRIQC_OTHER, r"^sub-(ts\d+)/ses-(\w+)/anat/sub-ts\d+_ses-\w+_acq-(\w+)_T1w\.json$",
                ("subject", "session", "acquisition"))


def mriqc_figures(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDerivatives/ds005664-mriqc @71d270d866f0: report figures sub-ts<NNN>/figures/sub-ts<NNN>_ses-<label>_acq-
    <acq>_desc-<figure>_T1w.svg (zoomed, background, brainmask, ...; 396, 300 kept): subject, session, acquisition and
    figure; neighbours: the top-level reports, group tables and code/ files."""
    return _own(N.MRIQC_FIGS, N.MRIQC_OTHER,
                r"^sub-(ts\d+)/figures/sub-ts\d+_ses-(\w+?)_acq-(\w+?)_desc-(\w+)_T1w\.svg$",
                ("subject", "session", "acquisition", "figure"))


# --- segmentation splits: speedinghzl/CCNet (Cityscapes), CSAILVision/semantic-segmentation-pytorch (ADE20K) ------

def cityscapes_images(r: random.Random) -> tuple[Kind, list[str]]:
    """speedinghzl/CCNet @1fae6c67229c, dataset/list/cityscapes/trainval.lst (first column; 3,475, 300 kept):
    leftImg8bit/<split>/<city>/<city>_<NNNNNN>_<NNNNNN>_leftImg8bit.png, by Cityscapes' naming the split (train, val),
    the city, the sequence and the frame; neighbours: the labels of the same stems (second column) and train++.lst's
    coarse labels gtCoarse/train_extra/... (300 kept)."""
    return _own(N.CS_IMAGES, N.CS_IMAGES_OTHER,
                r"^leftImg8bit/(train|val)/([a-z_]+)/[a-z_]+_(\d{6})_(\d{6})_leftImg8bit\.png$",
                ("split", "city", "sequence", "frame"))


def cityscapes_labels(r: random.Random) -> tuple[Kind, list[str]]:
    """speedinghzl/CCNet @1fae6c67229c, trainval.lst (second column; 300 kept): gtFine/<split>/<city>/<city>_<NNNNNN>_
    <NNNNNN>_gtFine_labelIds.png, fields as cityscapes_images; neighbours: the images of the same stems and the coarse
    labels."""
    return _own(N.CS_LABELS, N.CS_LABELS_OTHER,
                r"^gtFine/(train|val)/([a-z_]+)/[a-z_]+_(\d{6})_(\d{6})_gtFine_labelIds\.png$",
                ("split", "city", "sequence", "frame"))


def ade_images(r: random.Random) -> tuple[Kind, list[str]]:
    """CSAILVision/semantic-segmentation-pytorch @8f27c9b97d2c, data/training.odgt and validation.odgt (fpath_img;
    22,210, 300 kept): ADEChallengeData2016/images/<training|validation>/ADE_<train|val>_<NNNNNNNN>.jpg, the split and
    the image number; neighbours: the annotations of the same stems (fpath_segm, 200 kept)."""
    return _own(N.ADE_IMAGES, N.ADE_IMAGES_OTHER,
                r"^ADEChallengeData2016/images/(training|validation)/ADE_(?:train|val)_(\d{8})\.jpg$", ("split", "index"))


def ade_annotations(r: random.Random) -> tuple[Kind, list[str]]:
    """CSAILVision/semantic-segmentation-pytorch @8f27c9b97d2c (fpath_segm; 300 kept): ADEChallengeData2016/annotations/
    <split>/ADE_<train|val>_<NNNNNNNN>.png, fields as ade_images; neighbours: the images (200 kept)."""
    return _own(N.ADE_ANNOTATIONS, N.ADE_ANNOTATIONS_OTHER,
                r"^ADEChallengeData2016/annotations/(training|validation)/ADE_(?:train|val)_(\d{8})\.png$",
                ("split", "index"))


# --- AWS service models: boto/botocore ---------------------------------------------------------------------------

def botocore_services(r: random.Random) -> tuple[Kind, list[str]]:
    """boto/botocore @0e6e2404b85d: service models botocore/data/<service>/<YYYY-MM-DD>/service-2.json, the service id
    (s3, ec2, bedrock-agent-runtime, ...) and the API version date (462, 300 kept); neighbours: the same folders'
    paginators, waiters, examples, endpoint rule sets and sdk-extras (330 kept)."""
    return _own(N.BOTO_SERVICE, N.BOTO_SERVICE_OTHER,
                r"^botocore/data/([\w-]+)/(\d{4}-\d\d-\d\d)/service-2\.json$", ("service", "version"))


def botocore_paginators(r: random.Random) -> tuple[Kind, list[str]]:
    """boto/botocore @0e6e2404b85d: botocore/data/<service>/<YYYY-MM-DD>/paginators-1.json (455, 300 kept), the service
    and the API version; neighbours: the same folders' other files (paginators-1.sdk-extras.json among them)."""
    return _own(N.BOTO_PAGINATORS, N.BOTO_PAGINATORS_OTHER,
                r"^botocore/data/([\w-]+)/(\d{4}-\d\d-\d\d)/paginators-1\.json$", ("service", "version"))


# --- camera samples: drewnoakes/metadata-extractor-images --------------------------------------------------------

def camera_samples(r: random.Random) -> tuple[Kind, list[str]]:
    """drewnoakes/metadata-extractor-images @4beba6404878: sample photographs jpg/<Make> <Model>[ (<note>)][ (<N>)].jpg
    named by the camera that took them ("Apple iPhone 4S", "Nikon E995 (iptc)", "Canon EOS 5D Mark II"; 323), the name
    and the number of a further sample of one camera ("Canon EOS 20D (2)": the camera is "Canon EOS 20D"; a note such
    as "(iptc)" stays in the name); neighbours: the metadata dumps, md5-named test images, other formats' samples (400
    kept)."""
    return _own(N.MEI_JPG, N.MEI_OTHER, r"^jpg/([^/]+?)(?: \((\d+)\))?\.jpg$", ("camera", "sample"))


def camera_dumps(r: random.Random) -> tuple[Kind, list[str]]:
    """drewnoakes/metadata-extractor-images @4beba6404878: the Java library's metadata dumps jpg/metadata/java/<Make>
    <Model>.jpg.txt of the same photographs (323), the camera name and a further sample's number as camera_samples;
    neighbours: the .NET dumps and diffs of the same names, the photographs, other formats' files."""
    return _own(N.MEI_JAVA, N.MEI_OTHER, r"^jpg/metadata/java/([^/]+?)(?: \((\d+)\))?\.jpg\.txt$", ("camera", "sample"))


def hashed_test_images(r: random.Random) -> tuple[Kind, list[str]]:
    """drewnoakes/metadata-extractor-images @4beba6404878: the ImageTestSuite's photographs jpg/ImageTestSuite/<md5>.jpg
    (32 hex digits, the file's digest; 98), the digest; neighbours: the suite's metadata dumps and other files."""
    return _own(N.MEI_HASHED, N.MEI_OTHER, r"^jpg/ImageTestSuite/([0-9a-f]{32})\.jpg$", ("digest",))


def pngsuite(r: random.Random) -> tuple[Kind, list[str]]:
    """drewnoakes/metadata-extractor-images @4beba6404878: PngSuite's images png/PngSuite/<test><i|n><colour type><bit
    depth>.png (basn0g01, tbbn3p08, s32i3p04: by PngSuite's README the three-character test, interlaced or not, the
    colour type 0g/2c/3p/4a/6a and the bit depth; 174), those four; neighbours: the other formats' and dumps' files."""
    return _own(N.MEI_PNGSUITE, N.MEI_OTHER, r"^png/PngSuite/([a-z0-9]{3})([ni])(\d[gcpa])(\d\d)\.png$",
                ("test", "interlace", "colour", "depth"))


TUNE9 = {
    "olmo_peteish7": olmo_peteish7, "olmo_medium_runs": olmo_medium_runs, "olmo_13b_stage2": olmo_13b_stage2,
    "olmo_7b_stage2": olmo_7b_stage2, "olmo_dclm_shards": olmo_dclm_shards, "olmo_proofpile_shards": olmo_proofpile_shards,
    "kitti_eigen": kitti_eigen, "kitti_stereo": kitti_stereo, "natural_earth_tiles": natural_earth_tiles,
    "fmriprep_coreg_boldref": fmriprep_coreg_boldref, "fmriprep_hmc_xfm": fmriprep_hmc_xfm,
    "fmriprep_bold_figures": fmriprep_bold_figures, "freesurfer_surfaces": freesurfer_surfaces,
    "reproman_jobs": reproman_jobs, "mriqc_anat_sidecars": mriqc_anat_sidecars, "mriqc_figures": mriqc_figures,
    "cityscapes_images": cityscapes_images, "cityscapes_labels": cityscapes_labels, "ade_images": ade_images,
    "ade_annotations": ade_annotations, "botocore_services": botocore_services, "botocore_paginators": botocore_paginators,
    "camera_samples": camera_samples, "camera_dumps": camera_dumps, "hashed_test_images": hashed_test_images,
    "pngsuite": pngsuite,
}
