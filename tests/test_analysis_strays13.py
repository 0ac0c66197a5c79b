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
