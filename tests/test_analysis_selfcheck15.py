"""A draft checked against samples it was not drawn from (selfcheck15, issue 15; `analysis/held_out.py`).

Leave one sample out and draft from the rest: a set of formats the draft lists (`{.jpeg,.jpg,.png}`) loses the
left-out sample's format exactly when no other sample shows it, and that draft rejects the sample. Those failures
are the set's singletons; their share estimates the chance that the next file is in a format not listed
(Good-Turing). An open set widens to its formats' family; a set whose every format recurs stays as listed.
The families below are invented, each from another domain than the rows that prompted the rule (blog images)."""
from __future__ import annotations

import pytest

from draft_helpers import assert_analyses_every_sample, record, rule_of
from pathfinder.analysis import analyse
from pathfinder.analysis.held_out import OPEN_SHARE, open_format_set, singleton_share
from pathfinder.analysis.parts import Part


def _draw(template: str, formats: list[str], values: list[str]) -> list[str]:
    """One sample per value, in the format at the same place (`formats` as long as `values`)."""
    return [template.format(V=v, E=e) for v, e in zip(values, formats)]


# (the kind's path template, {V} the varying value, {E} the extension; the formats of the ten samples, most of
#  one format and some seen once; a value and a format of the family that no sample shows, which the rule must
#  take and read; a neighbour of another kind in the same folders, which it must leave out)
OPEN = [
    ("content/blog/2024/images/{V}.{E}", ["png"] * 7 + ["jpeg", "jpg", "svg"],
     ("kubecon-recap", "webp"), "content/blog/2024/images/kubecon-recap.md"),
    ("static/fonts/Inter-{V}.{E}", ["ttf"] * 8 + ["otf", "woff2"],
     ("SemiBold", "woff"), "static/fonts/Inter-OFL.txt"),
    ("corpus/clips/spk_{V}.{E}", ["wav"] * 8 + ["flac", "mp3"],
     ("0042", "ogg"), "corpus/clips/spk_0042.txt"),
    ("site/docs/guides/{V}.{E}", ["md"] * 9 + ["mdx"],
     ("deploying-to-edge", "markdown"), "site/docs/guides/_category_.json"),
    ("warehouse/orders/orders_{V}.{E}", ["csv"] * 8 + ["parquet", "tsv"],
     ("2024-05-30", "feather"), "warehouse/orders/orders_2024-05-30.json"),
    ("recordings/lab/session_{V}.{E}", ["mp4"] * 8 + ["mov", "mkv"],
     ("31", "webm"), "recordings/lab/session_31.srt"),
]
VALUES = {
    "content/blog/2024/images/{V}.{E}": ["otel-collector", "ebpf-profiling", "semantic-conventions", "arrow-flight",
                                          "java-agent", "sampling-101", "k8s-operator", "logs-bridge",
                                          "demo-app", "community-day"],
    "static/fonts/Inter-{V}.{E}": ["Regular", "Bold", "Light", "Medium", "Thin", "Black", "ExtraBold",
                                   "ExtraLight", "Italic", "BoldItalic"],
    "corpus/clips/spk_{V}.{E}": ["0001", "0002", "0003", "0005", "0008", "0013", "0021", "0034", "0055", "0089"],
    "site/docs/guides/{V}.{E}": ["getting-started", "installation", "configuration", "routing", "data-fetching",
                                 "styling", "testing", "authentication", "caching", "internationalization"],
    "warehouse/orders/orders_{V}.{E}": [f"2024-05-{d:02d}" for d in (1, 2, 3, 6, 7, 8, 9, 10, 13, 14)],
    "recordings/lab/session_{V}.{E}": [str(n) for n in (1, 2, 3, 5, 8, 12, 13, 17, 21, 24)],
}


@pytest.mark.parametrize("template, formats, unseen, neighbour", OPEN, ids=[t.split("/")[0] for t, *_ in OPEN])
def test_a_format_set_with_singletons_opens_to_its_family(template, formats, unseen, neighbour):
    a, rule = rule_of(_draw(template, formats, VALUES[template]))
    value, fmt = unseen
    got = record(rule, template.format(V=value, E=fmt))
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert fmt in got[1].values(), (a.glob, got)  # the format is read as one of the kind's
    assert record(rule, neighbour) is None, a.glob


# (the same, every format recurring: the set is closed; a format of the family no sample shows stays out)
CLOSED = [
    ("flags/{V}.{E}", ["png", "svg"] * 5, ["US", "US", "FR", "FR", "DE", "DE", "JP", "JP", "BR", "BR"], "gif"),
    ("stems/track_{V}.{E}", ["wav", "flac"] * 5, ["01", "01", "02", "02", "03", "03", "04", "04", "05", "05"], "mp3"),
    ("fonts/Roboto-{V}.{E}", ["ttf"] * 6 + ["woff2"] * 4,
     ["Regular", "Bold", "Light", "Thin", "Medium", "Black", "Regular", "Bold", "Light", "Thin"], "otf"),
    ("screens/{V}/home.{E}", ["jpg", "png"] * 5, ["phone", "tablet", "desktop", "watch", "tv"] * 2, "webp"),
]


@pytest.mark.parametrize("template, formats, values, other", CLOSED, ids=[t.split("/")[0] for t, *_ in CLOSED])
def test_a_format_set_whose_formats_recur_stays_closed(template, formats, values, other):
    samples = _draw(template, formats, values)
    a, rule = rule_of(samples)
    assert "{" in a.glob, a.glob
    assert record(rule, template.format(V=values[0], E=other)) is None, a.glob
    assert all(record(rule, p) is not None for p in samples), a.glob


def test_split_folders_and_formats_that_recur_stay_closed():
    """Data-set splits (a closed vocabulary) and images whose formats each recur: neither list opens."""
    samples = [f"data/{split}/{cls}/{n:05d}.{ext}" for split, cls, n, ext in (
        ("train", "cat", 11, "jpg"), ("train", "dog", 12, "png"), ("val", "cat", 13, "jpg"), ("val", "dog", 14, "png"),
        ("test", "cat", 15, "jpg"), ("test", "dog", 16, "png"), ("train", "bird", 17, "jpg"),
        ("val", "bird", 18, "png"), ("test", "bird", 19, "jpg"), ("train", "fish", 20, "png"))]
    a, rule = rule_of(samples)
    assert record(rule, "data/train/cat/00021.jpg") is not None, a.glob
    assert record(rule, "data/train/cat/00021.webp") is None, a.glob
    assert record(rule, "data/extra/cat/00021.jpg") is None, a.glob


def test_formats_of_no_one_family_stay_as_listed():
    """A table beside its metadata (`.csv`, `.json`) or formats of two families: nothing says what else they hold."""
    base = open_format_set(Part(glob="{.csv,.json}", regex=r"(?:\.csv|\.json)", text=".{csv,json}"),
                           ["a.csv"] * 8 + ["b.json", "c.json"][:1] + ["d.csv"], [])
    assert base is not None and base.glob == "{.csv,.json}"
    mixed = Part(glob="{.png,.wav}", regex=r"(?:\.png|\.wav)", text=".{png,wav}")
    assert open_format_set(mixed, ["a.png"] * 9 + ["b.wav"], []) is mixed


def test_a_format_the_user_set_aside_is_never_added():
    """The user's own samples show `.webp` files as another kind: the opened set leaves that format out."""
    ext = Part(glob="{.jpg,.png}", regex=r"(?:\.jpg|\.png)", text=".{jpg,png}")
    opened = open_format_set(ext, ["x.png"] * 9 + ["y.jpg"], ["thumbs/x.webp"])
    assert opened is not None and ".gif" in opened.glob and ".webp" not in opened.glob, opened


def test_upper_case_formats_open_in_upper_case():
    ext = Part(glob="{.JPG,.PNG}", regex=r"(?:\.JPG|\.PNG)", text=".{JPG,PNG}")
    opened = open_format_set(ext, ["A.JPG"] * 9 + ["B.PNG"], [])
    assert opened is not None and ".GIF" in opened.glob and ".gif" not in opened.glob, opened
    mixed = Part(glob="{.JPG,.png}", regex=r"(?:\.JPG|\.png)", text=".{JPG,png}")
    assert open_format_set(mixed, ["A.JPG"] * 9 + ["b.png"], []) is mixed


def test_the_singleton_share_is_the_leave_one_out_failures():
    assert singleton_share([]) == 0.0
    assert singleton_share(["png"] * 8 + ["jpg", "svg"]) == pytest.approx(0.2)
    assert singleton_share(["png", "svg"] * 5) == 0.0
    assert singleton_share(["png"] * 99 + ["jpg"]) < OPEN_SHARE  # one in a hundred: the set is closed


def test_many_samples_with_one_rare_format_stay_closed():
    """2,000 samples, one `.jpeg` among them: the chance of a new format is one in 2,000, no reason to open."""
    samples = [f"shots/{n:05d}.png" for n in range(1999)] + ["shots/01999.jpeg"]
    a = analyse(samples)
    assert ".gif" not in a.glob and ".jpeg" in a.glob, a.glob


def test_a_kind_of_a_whole_tree_is_not_opened():
    """`one_kind`: the samples are every file of the kind, nothing is held out."""
    samples = [f"img/p{n}.png" for n in range(8)] + ["img/q.jpg", "img/r.svg"]
    assert ".gif" not in analyse(samples, one_kind=True).glob
    assert ".gif" in analyse(samples).glob


def test_a_kind_of_a_whole_tree_is_not_opened_where_members_are_bundles():
    """`one_kind` holds on every path through the analyser: posts written as `<slug>.md` or `<slug>/index.md`
    (bundles.py analyses them again as flat members) keep their listed formats too (rev15's finding)."""
    samples = ([f"blog/p{n}.md" for n in range(4)] + [f"blog/q{n}/index.md" for n in range(4)]
               + ["blog/x.mdx", "blog/z/index.md"])
    whole = analyse(samples, one_kind=True).glob
    assert ".markdown" not in whole and "index" in whole, whole
    assert ".markdown" in analyse(samples).glob


def test_hostile_names_and_many_samples():
    long = "x" * 300
    assert_analyses_every_sample([f"a/{long}{n}.png" for n in range(9)] + [f"a/{long}.jpg"])
    assert_analyses_every_sample([f"ü/ñ_{n}.png" for n in range(8)] + ["ü//ñ.jpg", "ü/a..b.svg"])
    assert_analyses_every_sample([f"d/{n}.png" for n in range(6000)] + [f"d/{n}.jpg" for n in range(3)])


def test_format_families_agree_with_the_clusters_families():
    """held_out's interchangeable formats (`FORMAT_FAMILY`) and clusters' kinds of format (`FORMAT_FAMILIES`) are
    two tables for two questions; where both name a format, one held_out family never spans two clusters families
    (a set opened to pictures must not take a table), so the two cannot drift apart unnoticed (rev15)."""
    from pathfinder.analysis.clusters import FORMAT_FAMILIES
    from pathfinder.analysis.held_out import FORMAT_FAMILY
    for ext, family in FORMAT_FAMILY.items():
        kinds = {FORMAT_FAMILIES[e] for e in family if e in FORMAT_FAMILIES}
        assert len(kinds) <= 1, (ext, family, kinds)
