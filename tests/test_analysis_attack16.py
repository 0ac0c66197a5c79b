"""Round 16's rules attacked with look-alikes and hostile samples (attack16, issue 15): the loosened conditions
(siblings16's capitalised names, shapes16's prefixed slug codes, and the rules that landed after them) tried on
families a careless or hostile user could send. Each fix's matrix fails with the fix switched off; the hostile tests
are hang guards and validity checks."""
from __future__ import annotations

import pytest
from draft_helpers import record, rule_of

# --- capitalised names joined by separators read `[A-Z]*` only over member folders (verify.capitalised) ------------

# A flat folder of files whose names happen to be capitalised (font files, manuals, a paper library): no member
# folder repeats a fixed lowercase name there, and the same folder holds lowercase members of the kind
# (`fa-solid-900.ttf` beside `OpenSans-Regular.ttf`). siblings16 loosened round 12's one-CamelCase-word condition to
# names joined by `-`, `_`, `.`: `[A-Z]*` then dropped them.
_FLAT_CAPITALISED = [  # (samples, members of the kind the samples did not show)
    (["static/fonts/" + n + ".ttf" for n in ("OpenSans-Regular", "OpenSans-Bold", "Roboto-Light",
                                             "SourceCodePro-Medium", "FiraCode-Retina", "NotoSansJP-Black",
                                             "Inter-SemiBold")],
     ["static/fonts/fa-solid-900.ttf", "static/fonts/glyphicons-halflings-regular.ttf"]),
    (["docs/manuals/" + n + ".pdf" for n in ("UserGuide-v2", "QuickStart_EN", "ReleaseNotes-3.1", "InstallGuide",
                                             "ApiReference", "TroubleShooting_2024")],
     ["docs/manuals/license.pdf", "docs/manuals/datasheet_rev2.pdf"]),
    (["assets/sprites/" + n + ".png" for n in ("PlayerIdle_01", "PlayerRun-02", "EnemyBat_Fly", "BossDragon.phase2",
                                               "CoinSpin_04", "HealthBar-Full", "TreeOak_Large")],
     ["assets/sprites/bg_forest.png", "assets/sprites/tileset-cave.png"]),
    (["Music/Mixes/" + n + ".flac" for n in ("DeepHouse_Mix-01", "LoFi-Beats.vol2", "ChillStep_2023",
                                            "DrumAndBass-Live", "SynthWave_Night", "TechHouse-Promo")],
     ["Music/Mixes/ambient_set.flac"]),
]


@pytest.mark.parametrize("samples, unseen", _FLAT_CAPITALISED)
def test_capitalised_names_in_one_flat_folder_keep_the_glob_open(samples, unseen) -> None:
    a, rule = rule_of(samples)
    for path in samples + unseen:
        assert record(rule, path) is not None, (a.glob, path)


def test_joined_capitalised_names_over_member_folders_still_read_a_capital() -> None:
    # the class siblings16 wrote the rule for: each member folder repeats a lowercase fixed name beside the kind
    samples = [f"results/{m}/{t}.json" for m, t in (
        ("bge-m3", "SICK-R"), ("bge-m3", "STS22.v2"), ("e5-large", "ArguAna"), ("e5-large", "SciFact-PL"),
        ("gte-base", "BigPatentClustering.v2"), ("labse", "TwitterSemEval2015"), ("labse", "MIRACLRetrieval"))]
    a, rule = rule_of(samples)
    assert record(rule, "results/bge-m3/model_meta.json") is None, a.glob
    assert record(rule, "results/nv-embed/QuoraRetrieval.json") is not None, a.glob



def test_samples_of_one_member_folder_the_glob_generalises_still_read_a_capital() -> None:
    # one branch: every sample in one model's folder, which the glob reads as a member (`BAAI__bge-m3` -> `*`)
    samples = [f"results/BAAI__bge-m3/5617a9f6/{t}.json" for t in (
        "SICK-R", "STS22.v2", "ArguAna", "SciFact-PL", "BigPatentClustering.v2", "TwitterSemEval2015")]
    a, rule = rule_of(samples)
    assert record(rule, "results/intfloat__e5-large/4dc6d853/model_meta.json") is None, a.glob
    assert record(rule, "results/intfloat__e5-large/4dc6d853/QuoraRetrieval.json") is not None, a.glob

# --- hostile samples for round 16's rules: many, long, odd; no hang, a draft the rule language accepts --------------

def _words(r, n: int) -> list[str]:
    return ["".join(r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(r.randrange(2, 9))) for _ in range(n)]


def _hostile_families():
    import random
    r = random.Random(16)
    caps = ["Alpha", "Beta", "Gamma", "Delta", "Sick", "Twitter", "Patent", "Retrieval", "Climate", "Fever"]
    codes = ["us", "de", "fr", "ca", "nl", "jp", "au", "ch", "it", "es"]
    yield "capitalised over members", [
        f"results/m{r.randrange(50)}/{''.join(r.choice(caps) for _ in range(r.randrange(1, 4)))}"
        f"{r.choice(['', '-R', '22.v2', '_v1', '.v2', '+Ext'])}{i}.json" for i in range(10_000)]
    yield "locale slugs after a prefix", [
        f"store/listing-{r.choice(codes)}-{r.choice(codes)}-{'-'.join(_words(r, r.randrange(1, 4)))}.txt"
        for _ in range(10_000)]
    yield "a version inside free text", [
        f"rel/{'-'.join(_words(r, r.randrange(1, 5)))}-{r.randrange(9)}.{r.randrange(99)}.{r.randrange(9)}-"
        f"{'-'.join(_words(r, r.randrange(1, 4)))}.tar" for _ in range(10_000)]
    yield "keyed trailing pieces", [
        f"clips/clip{i:04d}" + "".join(r.choice(["", "_1080p", "_60fps", "_3x", "_s1x"]) for _ in range(3)) + ".mp4"
        for i in range(10_000)]
    yield "long capitalised names", [c + ("aB-" * 1300) + f"x{i}.json" for i, c in enumerate("ABCDEFGH")]
    yield "long prefixed slugs", [f"x/pre_{a}{b}_{c}{d}_" + "w_" * 1900 + f"{i}.txt"
                                  for i, (a, b, c, d) in enumerate(zip("abcdefgh", "ijklmnop", "qrstuvwx", "yzabcdef"))]
    yield "many versions in a name", ["rel/a-" + "-".join(f"{j}.{i}" for j in range(600)) + "-z.tar" for i in range(12)]
    yield "many keyed pieces", [f"clips/clip{i:03d}_" + "_".join(f"{r.randrange(10 ** 6)}fps" for _ in range(
        r.randrange(1, 300))) + ".mp4" for i in range(40)]
    yield "unicode and empty pieces", [f"données/É{i}/Ünïcode-{i}__--..Ωmega_{c}-{c}-x.txt" for i, c in
                                       enumerate(codes)] + ["données/É1/..", "données//x.txt"]


_HOSTILE = dict(_hostile_families())


@pytest.mark.parametrize("family", sorted(_HOSTILE))
def test_hostile_samples_give_a_valid_draft(family: str) -> None:
    from pathfinder.engine.globs import MAX_GLOB_CHARS

    samples = _HOSTILE[family]
    a, rule = rule_of(samples)  # the draft loads: its glob and every pattern compile
    assert len(a.glob) <= MAX_GLOB_CHARS
    kept = [p for p in samples[:200] if p not in a.outliers and len(p) <= 4096]
    assert all(rule.evaluate(p) is not None for p in kept), a.glob


# --- an ordinal (`1st`, `2nd`, `3rd`, `4th`) is one optional trailing piece, whatever its suffix -------------------

# shapes16 read a number glued to its unit as a keyed piece named by the unit (`60fps` -> `fps` 60); an ordinal's
# suffix changes with its number, so `2nd`, `3rd` and `1st` became three fields (`nd`, `rd`, `st`), each holding
# one edition, and with `4th` beside a word the tail passed MAX_SLOTS and no piece was read at all.
_ORDINAL_TAILS = [  # (samples, (an unseen name, the ordinal a person reads there), ...)
    (["thesis/chapter01.docx", "thesis/chapter01_2nd.docx", "thesis/chapter02_3rd_edit.docx",
      "thesis/chapter03_1st.docx", "thesis/chapter04_2nd_edit.docx", "thesis/chapter05.docx",
      "thesis/chapter06_3rd.docx", "thesis/chapter07_1st_edit.docx"],
     (("thesis/chapter08_2nd.docx", 2), ("thesis/chapter08_1st_edit.docx", 1))),
    (["podium/race07.jpg", "podium/race07_1st.jpg", "podium/race07_2nd_photo.jpg", "podium/race08_3rd.jpg",
      "podium/race08_4th_photo.jpg", "podium/race09_1st_photo.jpg", "podium/race09_2nd.jpg"],
     (("podium/race10_3rd.jpg", 3), ("podium/race10_5th.jpg", 5), ("podium/race10_2nd_photo.jpg", 2))),
    (["minutes/board-2023-1st-draft.txt", "minutes/board-2023-2nd.txt", "minutes/board-2024-3rd-final.txt",
      "minutes/board-2024-1st.txt", "minutes/board-2022-4th-draft.txt", "minutes/board-2022.txt",
      "minutes/board-2021-2nd-final.txt"],
     (("minutes/board-2025-3rd.txt", 3), ("minutes/board-2025-11th-draft.txt", 11))),
]


@pytest.mark.parametrize("samples, unseen", _ORDINAL_TAILS)
def test_an_ordinal_is_one_trailing_piece_whatever_its_suffix(samples, unseen) -> None:
    a, rule = rule_of(samples)
    holders = None  # the fields that read the ordinal on every unseen name
    for path, number in unseen:
        seen = record(rule, path)
        assert seen is not None, (a.glob, path)
        names = {k for k, v in seen[1].items() if v == number}
        holders = names if holders is None else holders & names
    assert holders, [(f.name, f.pattern) for f in a.fields]
