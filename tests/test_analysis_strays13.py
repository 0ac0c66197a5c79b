"""Invalid drafts and false matches, as classes (issue 15, round 13, strays13).

One scheme's components name their files with more or fewer words and separators around the coded pieces the
scheme keeps in every name, and some add an extension the others lack (NCEP GEFS: `geavg.t00z.pgrb2a.0p50.f000`
beside `gefs.wave.t00z.c00.global.0p25.f384.grib2`). The extension-less group was set aside (an invalid draft)
and the ragged names read whole (`*/[!.~]*`, taking every `.idx` inventory). Now the groups join
(clusters.coded_template_groups) and the name is anchored on its coded pieces (ragged_middle.coded_anchors), the
optional extension written as such. Each matrix row comes from another domain; look-alikes keep their reading."""
from __future__ import annotations

import re

import pytest

from pathfinder.analysis import analyse
from pathfinder.analysis.render import render_draft
from pathfinder.engine.globs import compile_glob
from pathfinder.validation.pipeline import validate_draft

# (domain, first code, second code, words of the components, extension some components add)
_DOMAINS = [
    ("weather_runs", "t{:02d}z", "f{:03d}", ("geavg", "pgrb2a"), ("gefs", "wave", "global"), ".grib2"),
    ("sequencing_lanes", "R{}", "L{:03d}", ("sampleA", "trimmed"), ("lib", "rna", "pool"), ".fastq"),
    ("camera_frames", "cam{}", "frame{:05d}", ("rig", "left"), ("drone", "nadir", "raw"), ".jpg"),
    ("log_chunks", "run{:02d}", "chunk{:03d}", ("worker", "stdout"), ("job", "gpu", "stderr"), ".log"),
    ("document_pages", "v{}", "p{:04d}", ("scan", "gray"), ("book", "ocr", "hocr"), ".txt"),
    ("satellite_tiles", "b{:02d}", "tile{:03d}", ("ortho", "vis"), ("s2", "l2a", "cog"), ".tif"),
    ("microscopy_planes", "ch{}", "z{:02d}", ("well", "max"), ("plate", "fov", "proj"), ".tiff"),
]
_SEPS = [".", "_", "-"]
_CASES = ["lower", "upper"]


def _case(text: str, case: str) -> str:
    return text.upper() if case == "upper" else text


def _names(domain: tuple, sep: str, case: str, values: list[tuple[int, int]]) -> list[tuple[str, int]]:
    """Names of three components (one, two and three words around the codes), the last two with the extension."""
    _, first, second, words_a, words_b, ext = domain
    out = []
    for i, (x, y) in enumerate(values):
        c1, c2 = _case(first.format(x), case), _case(second.format(y), case)
        if i % 3 == 0:
            name = sep.join([words_a[0], c1, words_a[1], c2])
        elif i % 3 == 1:
            name = sep.join([words_b[0], words_b[1], c1, c2]) + ext
        else:
            name = sep.join([words_b[0], words_b[2], c1, "x" + words_a[1], "grid", c2]) + ext
        out.append((f"data/{('alpha', 'beta', 'gamma')[i % 3]}/{name}", y))
    return out


_SEEN = [(0, 0), (6, 3), (12, 12), (0, 38), (18, 6), (6, 20), (12, 24), (0, 9), (18, 48), (6, 40)]
_UNSEEN = [(12, 7), (18, 10), (0, 51), (6, 2), (12, 99), (18, 36)]


def _field_reads(a, path: str, value: int) -> bool:
    """Some field of the draft reads `value` from the file name."""
    name = path.rsplit("/", 1)[-1]
    for f in a.fields:
        if f.source != "filename" or not f.pattern:
            continue
        m = re.search(f.pattern, name)
        if m and (m.group(1) if m.groups() else m.group(0)).lstrip("0") == str(value).lstrip("0"):
            return True
    return False


@pytest.mark.parametrize("case", _CASES)
@pytest.mark.parametrize("sep", _SEPS)
@pytest.mark.parametrize("domain", _DOMAINS, ids=[d[0] for d in _DOMAINS])
def test_one_scheme_with_and_without_extension_is_one_kind(domain: tuple, sep: str, case: str) -> None:
    seen = _names(domain, sep, case, _SEEN)
    unseen = _names(domain, sep, case, _UNSEEN)
    samples = [p for p, _ in seen]
    a = analyse(samples)
    assert a.outliers == (), (a.outliers, a.glob)
    result = validate_draft(render_draft(a), samples)
    assert type(result).__name__ == "Success", getattr(result, "message", result)
    glob = compile_glob(a.glob)
    for path, number in unseen:
        assert glob.match(path), (a.glob, path)
        assert _field_reads(a, path, number), (path, [(f.name, f.pattern) for f in a.fields])
    for path, _ in seen[:3]:  # inventories and checksums named after each file are other files
        for sidecar in (path + ".idx", path + ".md5", path + ".json"):
            assert not glob.match(sidecar), (a.glob, sidecar)


@pytest.mark.parametrize("word", ["python3", "utf8", "x264", "md5", "mp3", "h5", "2d", "3x3"])
def test_plain_words_among_coded_pieces_stay_literal(word: str) -> None:
    """A word written with a number that every name holds (`x264`, `utf8`) is part of the scheme's text: the glob
    keeps it as written while the coded piece that varies (`t06z`) is read."""
    seen = _names(_DOMAINS[0], ".", "lower", _SEEN)
    samples = [p.replace(".t", f".{word}.t", 1) for p, _ in seen]
    a = analyse(samples)
    assert a.outliers == ()
    assert f".{word}." in a.glob, a.glob
    assert type(validate_draft(render_draft(a), samples)).__name__ == "Success"


@pytest.mark.parametrize("stray", ["README", "LICENSE", "Makefile", "_SUCCESS", "CHANGES", "notes"])
def test_names_without_coded_pieces_stay_apart(stray: str) -> None:
    """A file without extension that holds none of the scheme's coded pieces is another kind: set aside."""
    samples = [p for p, _ in _names(_DOMAINS[0], ".", "lower", _SEEN) if p.endswith(".grib2")]
    a = analyse(samples + [f"data/beta/{stray}"])
    assert a.outliers == (f"data/beta/{stray}",), (a.outliers, a.glob)


def test_one_shared_code_is_no_scheme() -> None:
    """Names without extension that share one coded piece with the rest (`v2`) are not that scheme's files."""
    samples = [f"docs/v2/report_{k:03d}_v2.pdf" for k in range(1, 8)] + ["docs/v2/build_v2", "docs/v2/deploy_v2"]
    a = analyse(samples)
    assert set(a.outliers) == {"docs/v2/build_v2", "docs/v2/deploy_v2"}, (a.outliers, a.glob)


def test_one_coded_word_in_free_text_is_no_anchor() -> None:
    """JWST's filter pairs (`clear-f090w`, `f444w-f470n`): one coded word among free text keeps the text free, so
    a filter of another width (`f1500w`) is read."""
    names = [f"jw0{p}-o0{o}_t001_{i}_{f}_i2d.fits" for p, o, i, f in [
        (1378, 12, "nircam", "clear-f090w"), (2736, 1, "miri", "f770w"), (4458, 33, "niriss", "f444w-f470n"),
        (1913, 7, "nircam", "clear-f200w")]]
    a = analyse(names)
    assert compile_glob(a.glob).match("jw05021-o044_t001_miri_f1500w_i2d.fits"), a.glob


# --- BIDS names whose format varies, known or not: the suffix stays, the format is the extension ---

_BIDS_FORMATS = [  # (folder, entities after the subject, suffix, formats seen, an unseen format, neighbours)
    ("derivatives/cmp/sub-{s}/dwi", "atlas-L2018_res-scale{k}_conndata-network", "connectivity",
     ("tsv", "mat", "graphml"), "gpickle", ("sub-{s}_desc-preproc_dwi.nii.gz", "sub-{s}_model-DTI_FA.nii.gz")),
    ("derivatives/xcpd/sub-{s}/func", "task-rest_space-MNI_seg-4S{k}56Parcels_stat-pearsoncorrelation",
     "relmat", ("tsv", "npy", "h5"), "parquet", ("sub-{s}_task-rest_desc-preproc_bold.nii.gz",)),
    ("derivatives/nilearn/sub-{s}/func", "task-nback_atlas-Schaefer{k}", "timeseries",
     ("csv", "npz", "pkl"), "feather", ("sub-{s}_task-nback_bold.nii.gz", "sub-{s}_task-nback_events.tsv")),
    ("derivatives/mne/sub-{s}/meg", "task-audvis_run-{k}", "epo", ("fif", "mat", "set"), "edf",
     ("sub-{s}_task-audvis_run-{k}_meg.fif", "sub-{s}_task-audvis_run-{k}_events.tsv")),
    ("derivatives/suite2p/sub-{s}/micr", "sample-{k}_acq-2p", "rois", ("npy", "mat", "zarr"), "nwb",
     ("sub-{s}_sample-{k}_acq-2p_photo.png",)),
    ("derivatives/qsiprep/sub-{s}/dwi", "space-T1w_desc-preproc_model-csd_param-fod{k}", "dwimap",
     ("mif", "nii", "trk"), "tck", ("sub-{s}_space-T1w_desc-preproc_dwi.nii.gz",)),
]


@pytest.mark.parametrize("row", _BIDS_FORMATS, ids=[r[2] for r in _BIDS_FORMATS])
def test_one_bids_suffix_in_several_formats_reads_the_format(row: tuple) -> None:
    """Several formats of one BIDS suffix, known extensions or not (`.graphml`, `.gpickle`, `.mif`): the glob keeps
    the entities and the suffix and lists the formats, the format is a field; other suffixes stay out (the name was
    read whole, `sub-*`, taking every file of the folder)."""
    folder, entities, suffix, formats, unseen_format, neighbours = row
    formats = formats + (unseen_format,)
    subjects = ["01", "02", "03", "05", "08", "09", "11", "13", "17", "20"]
    samples = [f"{folder.format(s=s)}/sub-{s}_{entities.format(k=1 + i % 4)}_{suffix}.{formats[i % len(formats)]}"
               for i, s in enumerate(subjects)]
    a = analyse(samples)
    assert a.outliers == (), (a.outliers, a.glob)
    assert type(validate_draft(render_draft(a), samples)).__name__ == "Success"
    glob = compile_glob(a.glob)
    ext = next(f for f in a.fields if f.name in ("extension", "file_extension"))
    for fmt in formats:
        unseen = f"{folder.format(s='30')}/sub-30_{entities.format(k=2)}_{suffix}.{fmt}"
        assert glob.match(unseen), (a.glob, unseen)
        assert re.search(ext.pattern, unseen).group(1) == fmt
    for s in subjects[:3]:
        for n in neighbours:
            path = f"{folder.format(s=s)}/{n.format(s=s, k=2)}"
            assert not glob.match(path), (a.glob, path)


@pytest.mark.parametrize("formats", [("tsv", "mat", "graphml"), ("mif", "nii"), ("npy", "gpickle", "h5")])
def test_a_format_the_analyser_cannot_name_opens_the_set(formats: tuple) -> None:
    """Formats of a BIDS suffix one of which no list names (`.graphml`, `.gpickle`, `.mif`): any format after the
    suffix's dot, so a format unseen in the samples (`.gexf`) is taken too; other suffixes stay out."""
    samples = [f"derivatives/cmp/sub-{s:02d}/dwi/sub-{s:02d}_atlas-L2018_res-scale{1 + s % 5}_connectivity."
               f"{formats[s % len(formats)]}" for s in range(1, 11)]
    a = analyse(samples)
    glob = compile_glob(a.glob)
    assert glob.match("derivatives/cmp/sub-30/dwi/sub-30_atlas-L2018_res-scale2_connectivity.gexf"), a.glob
    assert not glob.match("derivatives/cmp/sub-01/dwi/sub-01_desc-preproc_dwi.nii.gz"), a.glob


@pytest.mark.parametrize("formats", [("tsv", "mat"), ("npy", "h5", "csv")])
def test_known_formats_of_a_bids_suffix_are_listed(formats: tuple) -> None:
    """Formats the analyser knows are listed (a closed set, as BrainVision's triplet), the suffix kept."""
    samples = [f"derivatives/cmp/sub-{s:02d}/dwi/sub-{s:02d}_atlas-L2018_res-scale{1 + s % 5}_connectivity."
               f"{formats[s % len(formats)]}" for s in range(1, 11)]
    a = analyse(samples)
    assert a.outliers == () and "_connectivity" in a.glob and all(f in a.glob for f in formats), a.glob


# --- BIDS keys every sample writes before the suffix stay in the glob: sibling kinds share the suffix ---

_KEYED_SUFFIXES = [  # (key and its values, suffix, the pieces sibling kinds write there instead)
    ("flip-{}", "VFA", ("T1", "PD", "T2star")),
    ("echo-{}", "MEGRE", ("T2starmap", "R2starmap")),
    ("inv-{}", "MP2RAGE", ("UNIT1", "T1map")),
    ("mt-{}", "MTS", ("MTRmap", "MTsat")),
    ("part-{}", "bold", ("sbref", "physio")),
    ("chunk-{}", "SPIM", ("photo", "overview")),
]


@pytest.mark.parametrize("with_session", [True, False])
@pytest.mark.parametrize("row", _KEYED_SUFFIXES, ids=[r[1] for r in _KEYED_SUFFIXES])
def test_a_key_every_sample_writes_before_the_suffix_stays(row: tuple, with_session: bool) -> None:
    """`sub-I55_ses-MRI_flip-3_VFA` samples: the glob keeps `flip-*` before `_VFA`, so unseen flips and subjects are
    taken and the sibling fits written `sub-I55_ses-MRI_T1_VFA` are not."""
    key, suffix, siblings = row
    subjects = ["HCPA1", "I58", "EXC022", "I46", "I56", "I55", "I62", "I52", "I38", "I63"]
    ses = "_ses-MRI" if with_session else ""
    folder = "derivatives/EPIC/sub-{s}" + ("/ses-MRI" if with_session else "") + "/anat"
    samples = [f"{folder.format(s=s)}/sub-{s}{ses}_{key.format(1 + i % 4)}_{suffix}.nii.gz"
               for i, s in enumerate(subjects)]
    a = analyse(samples)
    assert type(validate_draft(render_draft(a), samples)).__name__ == "Success"
    glob = compile_glob(a.glob)
    assert glob.match(f"{folder.format(s='I70')}/sub-I70{ses}_{key.format(7)}_{suffix}.nii.gz"), a.glob
    for s in subjects[:3]:
        for piece in siblings:
            path = f"{folder.format(s=s)}/sub-{s}{ses}_{piece}_{suffix}.nii.gz"
            assert not glob.match(path), (a.glob, path)


def test_a_key_some_samples_lack_stays_optional() -> None:
    """Look-alike: `run-` written by some samples only stays optional (`sub-*_task-*_bold`), single-run tasks kept."""
    samples = [f"sub-{s:02d}/func/sub-{s:02d}_task-{t}{r}_bold.nii.gz" for s, t, r in [
        (1, "rest", ""), (2, "nback", "_run-1"), (3, "nback", "_run-2"), (4, "rest", ""), (5, "motor", "_run-1"),
        (6, "motor", "_run-2"), (7, "rest", ""), (8, "nback", "_run-3")]]
    a = analyse(samples)
    glob = compile_glob(a.glob)
    assert glob.match("sub-09/func/sub-09_task-faces_bold.nii.gz") and glob.match(
        "sub-09/func/sub-09_task-faces_run-4_bold.nii.gz"), a.glob


def test_a_task_every_sample_writes_is_written_once() -> None:
    """`task-*` right before `_bold` in every sample is the key the lead already writes (`sub-*_task-*`): written
    once, the draft stays a BIDS glob (it fell back to `**/*.nii.gz`, taking the anatomy and diffusion files)."""
    samples = [f"sub-{s:02d}/ses-{e}/func/sub-{s:02d}_ses-{e}_task-{t}_bold.nii.gz" for s, e, t in [
        (2, "test", "linebisection"), (8, "retest", "linebisection"), (10, "test", "linebisection"),
        (1, "test", "overtverbgeneration"), (4, "retest", "linebisection"), (6, "retest", "fingerfootlips")]]
    a = analyse(samples)
    glob = compile_glob(a.glob)
    assert glob.match("sub-03/ses-test/func/sub-03_ses-test_task-covertverbgeneration_bold.nii.gz"), a.glob
    assert not glob.match("sub-01/ses-test/anat/sub-01_ses-test_T1w.nii.gz"), a.glob


def test_a_number_pair_some_names_write_without_its_separator_is_no_crash() -> None:
    """`18900000` beside `189000-00` (hypothesis found it): the pair's span read without its `-` in one name is an
    id, not a range, and the analysis does not crash (it raised ValueError while unpacking the pair)."""
    a = analyse(["18900000", "189000-00"])
    assert compile_glob(a.glob).match("189000-00") and compile_glob(a.glob).match("18900000"), a.glob


_PIECE_INDEXES = [  # (folder, datatype suffix and extension, key): an index a long or repeated recording adds
    ("meg", "meg.fif", "split-{:02d}"),
    ("meg", "meg.fif", "run-{}"),
    ("func", "bold.nii.gz", "run-{:02d}"),
    ("eeg", "eeg.edf", "run-{}"),
    ("ieeg", "ieeg.vhdr", "split-{}"),
    ("beh", "beh.tsv", "run-{}"),
]


@pytest.mark.parametrize("with_session", [True, False])
@pytest.mark.parametrize("row", _PIECE_INDEXES, ids=[f"{r[0]}-{r[2][:3]}" for r in _PIECE_INDEXES])
def test_a_piece_index_one_branch_writes_stays_optional(row: tuple, with_session: bool) -> None:
    """Samples from one subject whose recordings are all long or repeated (`sub-M87111894_ses-01_task-rest_split-01_meg.fif`):
    every sample writes `split-`/`run-` before the suffix, but other subjects' short single recordings leave it out,
    so the glob keeps it optional and takes `sub-M87129414_ses-01_task-rest_meg.fif` (review8's MEG tree fell to
    one-branch coverage 0.522 when the key was kept)."""
    folder, tail, key = row
    ses = "_ses-01" if with_session else ""
    base = "sub-{s}" + ("/ses-01" if with_session else "") + f"/{folder}/"
    tasks = ["rest", "noise", "audvis", "rest", "noise"]
    samples = [base.format(s="M87111894") + f"sub-M87111894{ses}_task-{t}_{key.format(1 + i // 5)}_{tail}"
               for i, t in enumerate(tasks * 2)]
    a = analyse(samples)
    assert type(validate_draft(render_draft(a), samples)).__name__ == "Success"
    glob = compile_glob(a.glob)
    assert glob.match(base.format(s="M87129414") + f"sub-M87129414{ses}_task-rest_{tail}"), a.glob
    assert glob.match(base.format(s="M87178611") + f"sub-M87178611{ses}_task-noise_{key.format(3)}_{tail}"), a.glob
