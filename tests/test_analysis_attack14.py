"""Round 13's rules (calendar periods, date parts, extensions, folder echoes, spans and numbers as written, keyed runs,
scheme codes, BIDS's optional indexes) and round 14's attacked with look-alikes and hostile samples (attack14,
issue 15). Each fix's matrix fails with the fix switched off; the hostile tests are hang guards and validity checks."""
from __future__ import annotations

import random

import pytest
from draft_helpers import assert_analyses_every_sample, record, rule_of

from pathfinder.analysis import analyse, clean_samples, render_draft
from pathfinder.engine.loader import rules_from_text
from pathfinder.engine.python.pyrule import load_python_rule
from pathfinder.validation.pipeline import validate_draft

# --- a month's siblings are the other months, not any word (parts.month_glob) --------------------------------------

_MONTH_TREES = [  # (a tree with one month in it, the month written there, a word folder beside it, another month)
    ("/bank/2023/{m}/statement_{i}.pdf", "March", "archive", "Oct"),
    ("/bank/2023/{m}/statement_{i}.pdf", "Mar", "summary", "Nov"),
    ("/reports/2024/{m}/sales_{i:02d}.csv", "jul", "drafts", "aug"),
    ("/reports/2024/{m}/sales_{i:02d}.csv", "JUL", "OLD", "DEC"),
    ("/photos/2019/{m}/IMG_{i:04d}.JPG", "September", "Favourites", "December"),
    ("/students/{m}/hw{i}.pdf", "May", "Bob", "June"),
    ("/astro/{m}/bin_{i:02d}.fits", "Dec", "RA", "Jan"),
    ("/logs/{m}/app-{i}.log", "february", "current", "march"),
]


@pytest.mark.parametrize("tree, month, word, other", _MONTH_TREES)
def test_a_month_folder_takes_the_other_months_not_any_word(tree: str, month: str, word: str, other: str) -> None:
    # `[A-Za-z]*` stood for a month folder: `Bob/` beside `May/`, `archive/` beside `March/` were taken (partial)
    samples = [tree.format(m=month, i=i) for i in range(1, 9)]
    a, rule = rule_of(samples)
    assert record(rule, tree.format(m=word, i=3)) is None, a.glob
    seen = record(rule, tree.format(m=other, i=3))
    assert seen is not None and seen[0] == "complete" and seen[1].get("month") == other, (a.glob, seen)


_MONTH_NAMES = [  # (samples' names with a month in them, a look-alike name, another month's name)
    (["/posts/mar-{d}.md".format(d=d) for d in (1, 4, 10, 15, 22, 30)], "/posts/ven-10.md", "/posts/apr-10.md"),
    (["/posts/July_{d}.txt".format(d=d) for d in (1, 4, 10, 15, 22, 30)], "/posts/Lily_4.txt", "/posts/August_4.txt"),
    (["/ledger/books_{m}2024.xlsx".format(m=m) for m in ("Jan", "Mar", "Jun", "Aug", "Sep", "Dec")],
     "/ledger/books_Max2024.xlsx", "/ledger/books_Feb2023.xlsx"),
    (["/runs/Jan{d}_{t}_gpu-box/events.out".format(d=d, t=t) for d, t in (
        (15, "14-30-22"), (16, "09-12-01"), (17, "23-59-59"), (20, "00-00-10"), (21, "11-11-11"), (22, "18-05-44"))],
     "/runs/Run15_14-30-22_gpu-box/events.out", "/runs/Feb03_09-00-00_gpu-box/events.out"),
]


@pytest.mark.parametrize("samples, lookalike, other", _MONTH_NAMES)
def test_a_month_in_a_name_takes_the_other_months_not_any_word(samples: list[str], lookalike: str, other: str) -> None:
    a, rule = rule_of(samples)
    assert record(rule, lookalike) is None, a.glob
    seen = record(rule, other)
    assert seen is not None and seen[0] == "complete", (a.glob, seen)


def test_months_written_in_mixed_cases_keep_the_wide_glob() -> None:
    # the class kept: where the samples mix `Mar` and `MAR`, no one case is the tree's, so any word stands
    from pathfinder.analysis.parts import month_glob
    assert month_glob(["Mar", "MAR"]) == "[A-Za-z]*"
    assert month_glob([]) == "[A-Za-z]*"
    assert month_glob(["mar"]).startswith("{jan,january,feb,") and "sept" in month_glob(["oct"])


_QUARTERS = [  # (a tree with one quarter in it, its quarter folder, a look-alike that is no quarter, another quarter)
    ("/fin/{q}/ledger_{i}.xlsx", "Q1-2024", "Q7-2024", "Q3-2023"),
    ("/fin/{q}/ledger_{i}.xlsx", "2024_Q2", "2024_Q9", "2023_Q4"),
    ("/fin/FY2023/{q}/ledger_{i}.xlsx", "Q1", "Q5", "Q4"),
    ("/sales/{q}/region_{i}.csv", "FY2023-Q2", "FY2023-Q8", "FY2022-Q1"),
]


@pytest.mark.parametrize("tree, quarter, lookalike, other", _QUARTERS)
def test_a_quarter_folder_takes_quarters_one_to_four(tree: str, quarter: str, lookalike: str, other: str) -> None:
    # `Q?` took `Q7-2024` and `Q5/` as partial matches: the field reads 1 to 4 only
    samples = [tree.format(q=quarter, i=i) for i in range(1, 9)]
    a, rule = rule_of(samples)
    assert record(rule, tree.format(q=lookalike, i=3)) is None, a.glob
    seen = record(rule, tree.format(q=other, i=3))
    assert seen is not None and seen[0] == "complete" and seen[1].get("quarter") == int(other[-1]), (a.glob, seen)


# --- BIDS's run and split indexes are optional in the fields too (entities.entity_model) ----------------------------

_INDEXED = [  # (datatype folder, suffix and extension, index key): one branch whose every sample writes the index
    ("func", "bold.nii.gz", "run-{}"), ("func", "bold.nii.gz", "run-{:02d}"), ("meg", "meg.fif", "split-{:02d}"),
    ("meg", "meg.fif", "run-{}"), ("eeg", "eeg.edf", "run-{}"), ("ieeg", "ieeg.vhdr", "split-{}"),
    ("beh", "beh.tsv", "run-{}"), ("anat", "T1w.nii.gz", "run-{}"),
]


@pytest.mark.parametrize("with_session", [True, False])
@pytest.mark.parametrize("folder, tail, key", _INDEXED)
def test_a_name_without_its_run_or_split_is_complete(folder: str, tail: str, key: str, with_session: bool) -> None:
    # b188d52 kept `run-`/`split-` out of the glob when every sample writes it, but the field stayed required: a
    # subject's single recording (`sub-02_task-rest_bold.nii.gz`) was taken as a partial match
    ses = "_ses-01" if with_session else ""
    base = "/bids/sub-{s}" + ("/ses-01" if with_session else "") + f"/{folder}/sub-{{s}}{ses}_task-{{t}}_"
    samples = [base.format(s=s, t=t) + key.format(r) + "_" + tail
               for s, t, r in [("01", "rest", 1), ("01", "rest", 2), ("02", "nback", 1), ("03", "rest", 3),
                               ("04", "nback", 2), ("05", "rest", 1), ("06", "nback", 1), ("07", "rest", 2)]]
    a, rule = rule_of(samples)
    seen = record(rule, base.format(s="09", t="rest") + tail)
    assert seen is not None and seen[0] == "complete", (a.glob, seen)
    seen = record(rule, samples[1])
    assert seen is not None and seen[0] == "complete" and 2 in seen[1].values(), seen


def test_a_key_every_sample_writes_that_is_no_index_stays_required() -> None:
    # the class kept: `task-` every sample writes is a kind's key; a name without it is read partial, as before
    samples = [f"/bids/sub-{s:02d}/func/sub-{s:02d}_task-rest_run-{r}_bold.nii.gz" for s, r in
               [(1, 1), (1, 2), (2, 1), (3, 2), (4, 1), (5, 3)]]
    a, rule = rule_of(samples)
    seen = record(rule, "/bids/sub-09/func/sub-09_acq-fast_bold.nii.gz")
    assert seen is None or seen[0] == "partial", (a.glob, seen)


# --- hostile samples over round 13's families: every draft valid on its own samples, no hang ------------------------

_M3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FAMILIES = {  # one family of shapes each of round 13's rules reads; `r` a seeded Random, `i` the sample's index
    "month": lambda r, i: f"/reports/20{r.randint(10, 24)}/{r.choice(_M3)}/summary_{r.randint(1, 30):02d}.csv",
    "quarter": lambda r, i: f"/fin/{r.choice(['Q1', 'Q2', 'Q3', 'Q4'])}-20{r.randint(10, 24)}/ledger_{i}.xlsx",
    "clock": lambda r, i: f"/outputs/2024-0{r.randint(1, 9)}-{r.randint(10, 28)}/{r.randint(0, 23):02d}-"
                          f"{r.randint(0, 59):02d}-{r.randint(0, 59):02d}/main.log",
    "tboard": lambda r, i: f"/runs/{r.choice(_M3)}{r.randint(10, 28)}_{r.randint(0, 23):02d}-{r.randint(10, 59)}-"
                           f"{r.randint(10, 59)}_{r.choice(['gpu-box', 'node7'])}/events.out.tfevents.{r.randint(10**9, 2 * 10**9)}",
    "ccmain": lambda r, i: f"/cc/CC-MAIN-20{r.randint(14, 24)}-{r.randint(10, 52)}/segment.{i}.warc.gz",
    "isobasic": lambda r, i: f"/s2/T{r.randint(10, 60)}ABC_20{r.randint(10, 24)}0{r.randint(1, 9)}{r.randint(10, 28)}"
                             f"T{r.randint(10, 23)}{r.randint(10, 59)}{r.randint(10, 59)}Z.json",
    "cjk": lambda r, i: f"/記録/{r.randint(2000, 2024)}年{r.randint(1, 12)}月{r.randint(1, 28)}日/img{i}.png",
    "dotclock": lambda r, i: f"/cam/{r.randint(10, 23)}.{r.randint(10, 59)}.{r.randint(10, 59)}/frame_{i:04d}.jpg",
    "jpg": lambda r, i: f"/DCIM/100CANON/IMG_{r.randint(1000, 9999)}.{r.choice(['JPG', 'jpg'])}",
    "echo": lambda r, i: (lambda c: f"/cams/{c}/2024/{c}_2024{r.randint(10, 12)}{r.randint(10, 28)}.mp4")(
        r.choice(["back-yard", "front-door"])),
    "modis": lambda r, i: f"/MOD09GA/2024/MOD09GA.A2024{r.randint(100, 365)}.h{r.randint(10, 30)}v0{r.randint(1, 9)}.061.hdf",
    "goes": lambda r, i: f"/noaa-goes{r.choice(['16', '17'])}/OR_ABI-L1b-RadF-M6C{r.randint(1, 16):02d}_"
                         f"G{r.choice(['16', '17'])}_s2024{r.randint(100, 365)}.nc",
    "spans": lambda r, i: f"/logs/{r.choice(['us-east-1', 'eu-west-2'])}/S{r.randint(1, 9):02d}E{r.randint(1, 30):02d}_{i}.txt",
    "signed": lambda r, i: f"/tomo/TS_01_{r.randint(1, 60):03d}_{r.choice(['-', '', '+'])}{r.randint(0, 60)}.{r.randint(0, 9)}.mrc",
    "sci": lambda r, i: f"/sweep/lr_{r.choice(['1e-3', '5e-4', '0.01', '2', '1E-05'])}/run{i}.ckpt",
    "coords": lambda r, i: f"/scan/pos-{r.randint(0, 99)}-{r.randint(0, 99)}-{r.randint(0, 9)}/tile{i}.tif",
    "keyed": lambda r, i: f"/strobl/DS{r.randint(1, 9):04d}TP{r.choice(['(TS)', f'{r.randint(1, 99):04d}'])}DR"
                          f"{r.randint(1, 9):04d}CH{r.randint(1, 4):04d}PL({r.choice(['ZS', 'ZM'])}).tif",
    "gefs": lambda r, i: f"/gefs/gefs.2024010{r.randint(1, 9)}/{r.choice(['00', '06', '12', '18'])}/"
                         f"{r.choice(['geavg', 'gec00', 'gep01'])}.t{r.choice(['00', '06'])}z.pgrb2a.0p50."
                         f"f{r.randint(0, 384):03d}{r.choice(['', '.idx'])}",
    "bids": lambda r, i: f"/bids/sub-{r.randint(1, 20):02d}/meg/sub-{r.randint(1, 20):02d}_task-rest"
                         f"{r.choice(['', '_run-01', '_run-02'])}{r.choice(['', '_split-01', '_split-02'])}_meg.fif",
    "numcopy": lambda r, i: (lambda n: f"/era/{n}/{n}_2020{r.randint(10, 12)}{r.randint(10, 28)}_{i}.nc")(r.randint(10, 99)),
    "doy": lambda r, i: f"/goes/{r.randint(2019, 2024)}{r.randint(1, 365):03d}{r.randint(0, 23):02d}{r.randint(0, 59):02d}.nc",
    "logrot": lambda r, i: f"/hudi/.log.{r.randint(1, 9)}_{r.randint(0, 9)}-{r.randint(10, 99)}-{r.randint(100, 999)}",
}

_UNICODE_DIGITS = ["٠١٢٣٤٥٦٧٨٩", "０１２３４５６７８９", "०१२३४५६७८९"]


def _hostile(r: random.Random, path: str, mode: str) -> str:
    """`path` with its file name (or, `deep`, its folders) made hostile in one way."""
    folder, _, name = path.rpartition("/")
    stem, dot, ext = name.partition(".")
    if mode == "long":  # 200 to 2,000 characters of the name's own pieces
        n = r.randint(200, 2000)
        stem = ((stem + "_") * (n // (len(stem) + 1) + 1))[:n]
    elif mode == "repeats":
        piece, sep = r.choice([("a", "_"), ("1", "."), ("", "-"), ("ab", "-"), ("0", "_")])
        stem = sep.join(piece for _ in range(r.randint(50, 600)))
    elif mode == "unicode_digits":
        stem = stem.translate(str.maketrans("0123456789", r.choice(_UNICODE_DIGITS))) + r.choice(["", "Ⅻ", "①"])
    elif mode == "fullwidth":
        stem = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in stem)
    elif mode == "empty":
        folder = folder.replace("/", "//", 1)
        stem = stem.replace("_", "__").replace("-", "--").replace(".", "..")
    elif mode == "backslash":
        stem = stem.replace("_", "\\", 1)
    elif mode == "control":
        pos = r.randint(0, len(stem))
        stem = stem[:pos] + r.choice(["\t", "\x01", "\x7f", "\x1b", "\r", "\x0b"]) + stem[pos:]
    elif mode == "separators":
        stem = "".join(r.choice("-_. ") for _ in range(r.randint(1, 40)))
    return f"{folder}/{stem}{dot}{ext}"


_MODES = ["long", "repeats", "unicode_digits", "fullwidth", "empty", "backslash", "control", "separators"]


@pytest.mark.timeout(120)
@pytest.mark.parametrize("mode", _MODES)
@pytest.mark.parametrize("family", sorted(_FAMILIES))
def test_hostile_samples_give_a_valid_draft(family: str, mode: str) -> None:
    from pathfinder.errors import UsageError
    from pathfinder.generation.providers.base import GenerationRequest
    from pathfinder.generation.providers.offline import OfflineGenerator
    for seed in range(3):
        r = random.Random(f"{family}{mode}{seed}")
        share = r.choice([0.1, 0.5, 1.0])
        samples = [_FAMILIES[family](r, i) for i in range(10)]
        samples = [_hostile(r, p, mode) if r.random() < share else p for p in samples]
        try:
            text, a = OfflineGenerator().draft_for(GenerationRequest(samples=tuple(samples)))
        except UsageError:
            continue
        # a sample the analysis sets aside as another kind (`..nc`, a name of separators only) may stay outside the
        # glob; every other sample must be matched and read, and a set-aside one the glob takes must be read whole
        aside = set(a.outliers)
        kept = [p for p in samples if (clean_samples([p]) or [p])[0] not in aside]
        result = validate_draft(text, kept)
        assert type(result).__name__ == "Success", (samples, getattr(result, "message", result))
        if aside:
            rule = load_python_rule(text) if a.needs_python else rules_from_text(text)[0]
            for p in aside:
                seen = rule.evaluate(p)
                assert seen is None or seen.status == "complete", (a.glob, p, seen)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("family", sorted(_FAMILIES))
def test_many_samples_of_a_family_finish(family: str) -> None:
    r = random.Random(family)  # 10,000 samples of one family
    assert_analyses_every_sample([_FAMILIES[family](r, i) for i in range(10_000)])


# --- one scheme's names with and without an extension at several depths (found here, fixed by strays14's d043649) ----

def test_one_schemes_names_at_several_depths_give_a_valid_draft() -> None:
    # clusters.coded_template_groups joins such names at one depth only; across depths the `.idx` names were set
    # aside, yet the glob `…f*` took them and its fields could not read them
    samples = ["/gefs/gefs.20240101/00/gec00.t00z.pgrb2a.0p50.f000",
               "/gefs/gefs.20240101/00/atmos/gep01.t00z.pgrb2a.0p50.f006.idx",
               "/gefs/gefs.20240102/06/gec00.t06z.pgrb2a.0p50.f012.idx",
               "/gefs/gefs.20240102/06/atmos/pgrb2ap5/geavg.t06z.pgrb2a.0p50.f384",
               "/gefs/gefs.20240103/12/gep02.t12z.pgrb2a.0p50.f120",
               "/gefs/gefs.20240103/12/atmos/gep03.t12z.pgrb2a.0p50.f240.idx"]
    result = validate_draft(render_draft(analyse(samples)), samples)
    assert type(result).__name__ == "Success", getattr(result, "message", result)


_EVEN_SPLIT = [  # five names with `.idx` and five without, at depths from 3 to 31 (one scheme's files)
    "/gefs/gefs.20240108/00/three/jp/jp/e/e/jp/jp/three/jp/rtl/gec00.t00z.pgrb2a.0p50.f374",
    "/gefs/gefs.20240109/18/gep01.t00z.pgrb2a.0p50.f305.idx",
    "/gefs/gefs.20240109/06/xii/e/three/three/rtl/three/three/rtl/xii/rtl/jp/e/xii/rtl/e/rtl/gep01.t00z.pgrb2a.0p50.f206.idx",
    "/gefs/gefs.20240107/12/gep01.t06z.pgrb2a.0p50.f065.idx",
    "/gefs/gefs.20240104/06/gep01.t00z.pgrb2a.0p50.f054",
    "/gefs/gefs.20240101/00/three/xii/three/xii/three/rtl/xii/xii/e/three/e/xii/three/rtl/jp/xii/three/jp/three/jp/e/jp/jp/e/e/e/rtl/xii/gec00.t00z.pgrb2a.0p50.f317",
    "/gefs/gefs.20240108/18/gec00.t06z.pgrb2a.0p50.f089",
    "/gefs/gefs.20240104/00/xii/rtl/xii/jp/xii/e/three/e/three/xii/xii/three/three/xii/jp/three/gec00.t00z.pgrb2a.0p50.f278.idx",
    "/gefs/gefs.20240104/06/gec00.t00z.pgrb2a.0p50.f205",
    "/gefs/gefs.20240107/06/gec00.t06z.pgrb2a.0p50.f350.idx",
]


def test_one_schemes_names_split_evenly_at_many_depths_take_no_stray_partially() -> None:
    a, rule = rule_of(_EVEN_SPLIT)
    partial = [p for p in a.outliers if (record(rule, p) or ("none",))[0] == "partial"]
    assert not partial, (a.glob, partial)
