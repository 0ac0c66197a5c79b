"""Round 14's rules (safety_net, digit_globs, dotted_codes, note_names, optional_pieces, member_records,
extensions.format_folder) and round 15's attacked with look-alikes and hostile samples (attack15, issue 15). Each
fix's matrix fails with the fix switched off; the hostile tests are hang guards and validity checks."""
from __future__ import annotations

import pytest
from draft_helpers import record, rule_of

# --- a folder of format words is a format folder only when its files are in that format (extensions.format_folder) -

_FORMAT_WORDS = [  # (the kind's paths, {F} a folder whose every value is a format word; the values the samples show;
    #                  the file names; a sibling the same kind that the samples did not show)
    ("/app/locale/{F}/LC_MESSAGES/{N}.po", ("pt", "pl"), ("django", "djangojs", "admin", "auth", "forms"), "de"),
    ("/app/locale/{F}/LC_MESSAGES/{N}.po", ("cs", "fa", "ml", "ps", "ts"), ("django", "admin"), "fr"),
    ("/stats/{F}/gdp_{N}.csv", ("md", "pt", "pl", "so"), ("2020", "2021", "2022"), "de"),
    ("/opt/tool/{F}/{N}", ("bin", "lib"), ("tool", "helper", "libx.so", "libx.a"), "libexec"),
    ("/proj/run_07/{F}/frame_{N}.dat", ("raw", "out"), ("001", "002", "003", "004"), "processed"),
    ("/srv/app/{F}/app-{N}.txt", ("log", "tmp"), ("1", "2", "3", "4", "5"), "cache"),
    ("/models/{F}/resnet{N}.bin", ("onnx", "pt"), ("18", "34", "50", "101"), "tflite"),
]


@pytest.mark.parametrize("tree, words, names, sibling", _FORMAT_WORDS)
def test_format_words_over_files_of_another_format_are_no_format_folder(tree, words, names, sibling) -> None:
    # locales `pt/`, `pl/` over `.po` files were read as formats and listed (`{pl,pt}`): the locale `de/` was lost
    samples = [tree.format(F=w, N=n) for n in names for w in words][:10]
    a, rule = rule_of(samples)
    seen = record(rule, tree.format(F=sibling, N=names[0]))
    assert seen is not None and seen[0] == "complete", (a.glob, seen)


_FORMAT_FOLDERS = [  # the class kept: each folder is the format its files are written in
    ("/models/{F}/resnet{N}.{F}", ("onnx", "tflite"), ("18", "34", "50"), "/models/drafts/resnet18.onnx"),
    ("/etc/ssl/{F}/host{N}.{F}", ("crt", "key"), ("1", "2", "3", "4"), "/etc/ssl/old/host1.crt"),
    ("/exports/{F}/sales_{N}.{F}.gz", ("csv", "json"), ("1", "2", "3", "4"), "/exports/schemas/sales_1.json.gz"),
]


@pytest.mark.parametrize("tree, formats, names, other_kind", _FORMAT_FOLDERS)
def test_a_folder_of_its_files_formats_still_lists_them(tree, formats, names, other_kind) -> None:
    samples = [tree.format(F=f, N=n) for n in names for f in formats][:10]
    a, rule = rule_of(samples)
    assert "{" + ",".join(sorted(formats)) + "}/" in a.glob, a.glob
    assert record(rule, other_kind) is None, a.glob


# --- the safety net takes back no picture beside texts, no text beside pictures (safety_net.another_format) ---------

_OTHER_FAMILY = [  # (the kind's samples: free names of one format family; a sample of another family; an unseen one)
    ([f"/data/cats/{n}.jpg" for n in ("tabby", "siamese", "persian", "maine_coon", "sphynx", "ragdoll", "bengal",
                                      "birman", "manx")], "/data/cats/README.md", "/data/cats/notes.md"),
    ([f"/site/docs/{n}.md" for n in ("intro", "install", "usage", "faq", "api", "changelog", "contributing",
                                     "security", "roadmap")], "/site/docs/logo.png", "/site/docs/screenshot.png"),
    ([f"/ds/{n}.csv" for n in ("train", "test", "valid", "extra", "holdout", "dev", "small", "big", "mini")],
     "/ds/banner.png", "/ds/plot.jpg"),
    ([f"/music/album/{n}.flac" for n in ("intro", "overture", "finale", "reprise", "coda", "interlude", "theme",
                                         "ballad", "encore")], "/music/album/cover.jpg", "/music/album/back.png"),
    ([f"/scans/{n}.tif" for n in ("front", "back", "spine", "inner", "cover", "map", "plate1", "plate2", "index")],
     "/scans/notes.txt", "/scans/transcript.txt"),
    ([f"/photos/2023/{n}.jpg" for n in ("beach", "party", "hike", "dinner", "sunset", "wedding", "snow", "city",
                                        "lake")], "/photos/2023/README.md", "/photos/2023/index.md"),
    ([f"/photos/2023/{n}.jpg" for n in ("beach", "party", "hike", "dinner", "sunset", "wedding", "snow", "city",
                                        "lake")], "/photos/2023/album.json", "/photos/2023/beach.jpg.json"),
    ([f"/runs/exp/{n}.wav" for n in ("take1", "take2", "intro", "outro", "vocals", "drums", "bass", "keys",
                                     "guitar")], "/runs/exp/lyrics.txt", "/runs/exp/README.md"),
]


@pytest.mark.parametrize("kind, other, unseen", _OTHER_FAMILY)
def test_a_sample_of_another_format_family_beside_free_names_stays_apart(kind, other, unseen) -> None:
    # `[!.~]*.jpg` reads `README.jpg`, so the net took the README back and the draft became `[!.~]*{.jpg,.md}`:
    # every note and text file beside the pictures matched; the name of a free-named kind is no evidence
    a, rule = rule_of(kind + [other])
    assert other in a.outliers, a.glob
    assert record(rule, unseen) is None, a.glob
    seen = record(rule, kind[0])
    assert seen is not None and seen[0] == "complete", (a.glob, seen)


_SAME_FAMILY_OR_NONE = [  # the class kept: a format of the kind's family, or of no family, is taken back as before
    ([f"/photos/{n}.jpg" for n in ("beach", "party", "hike", "dinner", "sunset", "wedding", "snow", "city", "lake")],
     "/photos/scan.png"),
    ([f"/data/pc/1.{v}/{n}.json" for v in range(10, 14) for n in ("effects", "blocks")], "/data/pc/1.14/proto.yml"),
    ([f"/tables/{n}.csv" for n in ("events", "users", "orders", "items", "stock", "prices", "visits", "carts")],
     "/tables/refunds.parquet"),
    ([f"/ds/{n}.csv" for n in ("train", "test", "valid", "extra", "holdout", "dev", "small", "big", "mini")],
     "/ds/LICENSE.txt"),  # plain text holds a table's rows as often as notes: no evidence of another kind
    ([f"/clips/{n}.jpg" for n in ("goal", "save", "penalty", "corner", "foul", "kickoff", "replay", "celebration")],
     "/clips/interview.mp4"),  # a clip beside pictures: media both
]


@pytest.mark.parametrize("kind, other", _SAME_FAMILY_OR_NONE)
def test_a_sample_of_the_same_family_or_none_is_still_taken_back(kind, other) -> None:
    a, rule = rule_of(kind + [other])
    seen = record(rule, other)
    assert other not in a.outliers and seen is not None and seen[0] == "complete", (a.glob, a.outliers, seen)


# --- a sidecar extension after a name of many dotted pieces, at many depths (safety_net: the kind key's cut) ---------

_DOTTED_SCHEMES = {  # names of four dotted pieces or more and no known extension, each beside its `.idx`/`.sha256`
    "gfs": (lambda r: f"gfs.t{r.choice(['00', '06', '12', '18'])}z.pgrb2.0p25.f{r.randint(0, 384):03d}", "idx"),
    "nam": (lambda r: f"nam.t{r.choice(['00', '06', '12', '18'])}z.awphys{r.randint(0, 84):02d}.tm00.g{r.randint(1, 9)}",
            "idx"),
    "wrf": (lambda r: f"wrfout.d0{r.randint(1, 3)}.t{r.randint(0, 23):02d}z.m{r.randint(1, 60):02d}.s{r.randint(0, 59):02d}",
            "sha256"),
}


def _dotted_scheme_samples(scheme: str, seed: int) -> list[str]:
    import random
    name, side = _DOTTED_SCHEMES[scheme]
    r = random.Random(f"{scheme}{seed}")
    out = []
    for i in range(10):
        depth = "/".join(r.choice(["a", "bb", "ccc"]) for _ in range(r.randint(0, 12)))
        out.append(f"/data/run.2024010{r.randint(1, 9)}/{r.choice(['00', '12'])}/" + (depth + "/" if depth else "")
                   + name(r) + (f".{side}" if i % 2 else ""))
    return out


@pytest.mark.parametrize("scheme, seed", [("gfs", 1), ("gfs", 2), ("nam", 0), ("nam", 1), ("nam", 2), ("wrf", 1)])
def test_a_sidecar_extension_after_many_dotted_pieces_is_the_kind(scheme: str, seed: int) -> None:
    # `name_stem` cuts `gfs.t00z.pgrb2.0p25.f003` and `gfs.t00z.pgrb2.0p25.f003.idx` at different dots (it keeps
    # four parts), so the net never wrote the `.idx` name in the kind's format; the glob `…f*` took the five
    # set-aside `.idx` names and read them partially. Cut by the key stage 1 set them aside by, they are the kind.
    samples = _dotted_scheme_samples(scheme, seed)
    a, rule = rule_of(samples)
    partial = [p for p in a.outliers if (record(rule, p) or ("none",))[0] == "partial"]
    assert not partial, (a.glob, partial)
    for p in samples:
        if p not in a.outliers:
            seen = record(rule, p)
            assert seen is not None and seen[0] == "complete", (a.glob, p, seen)


# --- a Python draft reads an optional group that matched nothing as no value (render: round 14's optional fields) ---

_PYTHON_OPTIONAL_GROUPS = [  # a date over three folders makes the draft Python; the names hold a field whose group
    # is optional (`[A-Z]+([0-9]+)?`: code_and_optional_number, `([A-Z0-9]+)?`: dotted_codes' empty place,
    # `(?:_([0-9]+))?`: trailing pieces)
    [f"/tiles/{t}/2023/{m}/{d}/{b}.jp2" for t, m, d, b in [(28, 1, 12, "B04"), (31, 2, 4, "TCI"), (23, 11, 7, "B09"),
                                                          (46, 3, 22, "B04"), (57, 8, 27, "SCL"), (20, 2, 24, "B8")]],
    [f"/seis/{y}/{m}/{d}/{c}.mseed" for y, m, d, c in [(2021, 1, 5, "CI.CLC..HNN"), (2022, 3, 9, "IU.ANMO.00.BHZ"),
                                                      (2021, 7, 1, "CI.PASC.10.HHZ"), (2023, 2, 2, "NC.J051..EHZ"),
                                                      (2022, 6, 6, "CI.CLC..HNE"), (2020, 9, 30, "UW.ALCT.00.HNE")]],
    [f"/photos/{y}/{m:02d}/{d:02d}/IMG_{i:04d}{t}.jpg" for y, m, d, i, t in [
        (2021, 1, 5, 42, ""), (2021, 1, 5, 43, "_2"), (2022, 3, 9, 44, "_edit"), (2022, 3, 9, 45, "_2_edit"),
        (2023, 7, 1, 46, ""), (2023, 7, 2, 47, "_3")]],
]


@pytest.mark.parametrize("samples", _PYTHON_OPTIONAL_GROUPS)
def test_a_python_draft_reads_an_optional_group_that_matched_nothing(samples: list[str]) -> None:
    # the draft's `extract` converted `m.group(1)` without asking whether the group matched: `int(None)` raised a
    # TypeError on `TCI.jp2` (its code has no number), so the draft failed the user's own samples (tier 3)
    from pathfinder.analysis import analyse, render_draft
    from pathfinder.validation.pipeline import validate_draft
    a = analyse(samples)
    assert a.needs_python, a.glob
    result = validate_draft(render_draft(a), samples)
    assert type(result).__name__ == "Success", getattr(result, "message", result)


# --- the widened draft takes no more of the samples it leaves apart partially than the first (safety_net) -----------

_UNICODE_FOLDERS = ["\u216b", "\u202e", "\u65e5\u672c", "\u0663", "\xe9"]
_DEEP_GEFS = [  # (day, cycle, folders as indexes into _UNICODE_FOLDERS, name): one scheme's files 8 to 30 levels deep
    ("03", "00", "01234414102204021404", "gep01.t06z.pgrb2a.0p50.f000.idx"),
    ("03", "00", "2241210401242340122", "geavg.t00z.pgrb2a.0p50.f102.idx"),
    ("06", "12", "3303433302", "gep01.t00z.pgrb2a.0p50.f128.idx"),
    ("05", "06", "0040323114331240203214003021", "gep01.t06z.pgrb2a.0p50.f118"),
    ("03", "00", "0212241", "gec00.t06z.pgrb2a.0p50.f349"),
    ("03", "06", "003244220040112", "geavg.t06z.pgrb2a.0p50.f249.idx"),
    ("04", "18", "0240200234001402210330", "gep01.t06z.pgrb2a.0p50.f198.idx"),
    ("01", "06", "21312324441210020010031413031", "gep01.t00z.pgrb2a.0p50.f163.idx"),
    ("06", "06", "21332014043133320200142033", "geavg.t06z.pgrb2a.0p50.f225"),
    ("07", "06", "20021303143", "gec00.t00z.pgrb2a.0p50.f152"),
]


def test_a_widened_draft_takes_no_sample_it_leaves_apart_partially() -> None:
    # the `.idx`-less names were taken back but one, too shallow for the twelve folder fields; the widened glob
    # (`…f???{,.idx}`) matched it and its fields could not read it, where the first draft (`…f*.idx`) left it out
    samples = [f"/gefs/gefs.202401{d}/{c}/" + "/".join(_UNICODE_FOLDERS[int(k)] for k in code) + "/" + name
               for d, c, code, name in _DEEP_GEFS]
    a, rule = rule_of(samples)
    partial = [p for p in a.outliers if (record(rule, p) or ("none",))[0] == "partial"]
    assert not partial, (a.glob, partial)


# --- endings15's closed endings against many endings (left to endings15: its active module) -------------------------

@pytest.mark.timeout(120)
def test_a_closed_set_of_many_endings_stays_within_the_glob_limit() -> None:
    import random
    from pathfinder.analysis import analyse, render_draft
    from pathfinder.validation.pipeline import validate_draft
    r = random.Random(1000)
    samples = [f"/data/item{r.randint(0, 10**6)}.x{e}" for e in
               ("".join(r.choice("qwrtzpsdfghjkl") for _ in range(6)) for _ in range(1000)) for _ in range(3)]
    samples += [f"/data/item{i}.json" for i in range(3)]
    a = analyse(samples)
    result = validate_draft(render_draft(a), samples[:50])
    assert type(result).__name__ == "Success", getattr(result, "message", result)


@pytest.mark.timeout(120)
def test_many_samples_of_one_scheme_give_a_glob_within_the_limit() -> None:
    import random
    from pathfinder.analysis import analyse, render_draft
    from pathfinder.validation.pipeline import validate_draft
    r = random.Random("gefs")
    samples = [f"/gefs/gefs.2024010{r.randint(1, 9)}/{r.choice(['00', '06', '12', '18'])}/"
               f"{r.choice(['geavg', 'gec00', 'gep01'])}.t{r.choice(['00', '06'])}z.pgrb2a.0p50."
               f"f{r.randint(0, 384):03d}{r.choice(['', '.idx'])}" for _ in range(4000)]
    a = analyse(samples)
    result = validate_draft(render_draft(a), samples[:20])
    assert type(result).__name__ == "Success", getattr(result, "message", result)
