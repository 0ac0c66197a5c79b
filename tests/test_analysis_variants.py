"""One value written in more than one way within one kind (issue 15): a numbered item with and without its
counting word, a release line with and without its pre-release tag, and a named folder level only some
paths have. Each rule was prompted by review5 (bench/ground_truth/review5.py: the zoomcamp's weeks, Docker's
`3.15-rc` and `windows/` builds) and is tested here on other real trees, with a look-alike that keeps its
reading."""
from __future__ import annotations

from draft_helpers import record, rule_of

from pathfinder.analysis import analyse
from pathfinder.analysis.levels import optional_level
from pathfinder.analysis.variants import numbered_spellings, suffixed_versions

# Asabeneh/30-Days-Of-JavaScript @26b7c59eecb8: the translations number their days two ways
# (`Spanish/dia_05_Arreglos/`, `Portuguese/Dia_02_Tipos_Dados/` beside `Italian/05_Day_Arrays/`, `RU/05_Day/`)
JS_DAYS = [
    "Spanish/dia_04_Condicionales/dia_04_Condicionales.md", "Spanish/dia_06_Bucles/dia_06_bucles.md",
    "Spanish/dia_07_Funciones/dia_07_funciones.md", "Spanish/dia_15_Clases/dia_15_clases.md",
    "Spanish/dia_19_Closures/dia_19_closures.md", "Italian/07_Day_Functions/07_day_functions.md",
    "Italian/13_Day_Console_object_methods/13_day_console_object_methods.md",
    "Italian/19_Day_Closures/19_day_closures.md", "Turkish/08_Day_Objects/08_day_objects.md",
    "Turkish/16_Day_JSON/16_day_json.md",
]
JS_UNSEEN = {
    "Portuguese/Dia_03_Booleanos_Operadores_Data/Dia_03_booleanos_operadores_data.md": 3,
    "RU/05_Day/05_day_arrays.md": 5,
    "Spanish/dia_23_Event_Listeners/dia_23_event_listeners.md": 23,
    "Turkish/28_Day_Mini_project_leaderboard/28_day_mini_project_leaderboard.md": 28,
}


def test_a_number_written_with_and_without_its_counting_word_is_one_field():
    a, rule = rule_of(JS_DAYS)
    day = next(f.name for f in a.fields if f.source == "segment(-2)" and f.type == "integer")
    for path, number in JS_UNSEEN.items():
        status, fields = record(rule, path)
        assert status == "complete" and fields[day] == number, path
    # the language's other files stay out
    assert record(rule, "Spanish/images/dia_05_arrays.md") is None
    assert record(rule, "RU/README.md") is None


def test_spellings_need_one_counting_word_and_titles():
    # two different words, or a version letter, are not one number written two ways
    assert numbered_spellings(["week_1_intro", "day_2_loops", "03-arrays"]) is None
    assert numbered_spellings(["v1_final", "02-draft"]) is None
    # bare numbers without titles (`2`, `3`) beside `week_1_intro` are no renamed folders
    assert numbered_spellings(["week_1_intro", "2", "3"]) is None
    # one spelling keeps the numbered title reading
    _, one = rule_of([f"course/{n:02d}-{t}/README.md" for n, t in ((1, "intro"), (2, "loops"), (5, "types"))])
    status, fields = record(one, "course/12-closures/README.md")
    assert status == "complete" and fields["number"] == 12 and "closures" in fields.values()


# docker-library/ruby @f0bf5f365387: <version>/<variant>/Dockerfile, the next line `3.5-rc`
RUBY = [f"{v}/{b}/Dockerfile" for v in ("3.2", "3.3", "3.4") for b in ("alpine3.21", "bookworm", "slim-bullseye")]


def test_a_release_line_reads_its_pre_release_tag():
    _, rule = rule_of(RUBY)
    status, fields = record(rule, "3.5-rc/slim-bookworm/Dockerfile")
    assert status == "complete" and fields["version"] == "3.5-rc"
    # samples with the tagged line and without: one version field, any release line
    a, mixed = rule_of(RUBY[:6] + ["3.5-rc/bookworm/Dockerfile", "3.5-rc/alpine3.20/Dockerfile"])
    assert "3.5" not in a.glob and "3." not in a.glob
    status, fields = record(mixed, "4.0/trixie/Dockerfile")
    assert status == "complete" and fields["version"] == "4.0"
    assert record(mixed, "3.5-rc/trixie/Dockerfile")[1]["version"] == "3.5-rc"


def test_a_label_that_is_no_pre_release_tag_stays_out_of_the_version():
    # a label joined by `_` is a setting's word, not a release's label (`-linux` is one: `1.0.0-bigendian`)
    assert suffixed_versions(["1.2_linux", "1.3"]) is None
    assert suffixed_versions(["1.2-rc1", "1.3"]) is not None
    # a build's label (a platform) is a value of its own beside the version, not part of it
    _, builds = rule_of([f"dist/tool-{v}.tar.gz" for v in ("1.2.3-linux", "1.2.4", "1.3.0-darwin", "1.3.1")])
    status, fields = record(builds, "dist/tool-1.4.0-freebsd.tar.gz")
    assert fields["version"] == "1.4.0" and "freebsd" in fields.values()
    # a setting's value (`lr_0.5`) is no release, tagged or not
    _, lr = rule_of([f"runs/lr_{v}/metrics.csv" for v in ("0.1", "0.5", "0.01")])
    assert record(lr, "runs/lr_0.3-rc/metrics.csv") is None or "0.3-rc" not in record(lr, "runs/lr_0.3-rc/metrics.csv")[1].values()


# NuGet/docs.microsoft.com-nuget @2b52d770c577: docs/release-notes/NuGet-<version>[-<label>].md, labels RC, RC2,
# Beta, Beta2, Preview, RTM (rtm once), for-WebMatrix; neighbours Index.md, Known-Issues.md, media/ pictures
NUGET_SEEN = ["NuGet-1.4", "NuGet-2.12-RC", "NuGet-2.8.5", "NuGet-3.0-Beta", "NuGet-3.4.2", "NuGet-4.0-RC",
              "NuGet-5.3", "NuGet-6.12", "NuGet-7.5", "NuGet-3.5-Beta2"]
NUGET_UNSEEN = ["NuGet-3.5-RTM", "NuGet-4.6-rtm", "NuGet-2.6.1-for-WebMatrix", "NuGet-3.0-RC2", "NuGet-3.0-Preview",
                "NuGet-3.0.0", "NuGet-7.0", "NuGet-6.14"]


def test_a_version_reads_whichever_label_the_next_release_carries():
    a, rule = rule_of([f"docs/release-notes/{n}.md" for n in NUGET_SEEN])
    for name in NUGET_UNSEEN:
        status, fields = record(rule, f"docs/release-notes/{name}.md")
        assert status == "complete" and fields["version"] == name[len("NuGet-"):], name
    assert record(rule, "docs/release-notes/Known-Issues.md") is None
    assert record(rule, "docs/release-notes/Index.md") is None


# pytest-dev/pytest @df87db7b0462: doc/en/announce/release-<version>.rst, four of 186 with a PEP 440 tag
# glued to the numbers (release-8.0.0rc1.rst); neighbours index.rst and sprint2016.rst
PYTEST = [f"doc/en/announce/release-{v}.rst" for v in ("2.0.2", "2.3.5", "2.8.3", "3.0.7", "3.3.2", "3.7.4", "4.3.0",
                                                       "4.6.9", "5.3.3", "6.2.2", "7.3.2", "8.3.0")]


def test_a_version_reads_a_tag_glued_as_pep_440_writes_it():
    _, rule = rule_of(PYTEST)
    for tagged in ("8.0.0rc1", "8.0.0rc2", "6.0.0rc1"):
        status, fields = record(rule, f"doc/en/announce/release-{tagged}.rst")
        assert status == "complete" and fields["version"] == tagged
    assert record(rule, "doc/en/announce/sprint2016.rst") is None
    # samples with tagged and untagged releases: one version, and the next release line reads too
    _, mixed = rule_of(PYTEST[:8] + ["doc/en/announce/release-8.0.0rc2.rst", "doc/en/announce/release-7.0.0rc1.rst"])
    assert record(mixed, "doc/en/announce/release-9.1.0b1.rst")[1]["version"] == "9.1.0b1"
    assert record(mixed, "doc/en/announce/index.rst") is None
    # a letter glued to a number that is no release tag stays out of the version (`2.0.2x` reads no version)
    status, fields = record(rule, "doc/en/announce/release-2.0.2x.rst") or ("unmatched", {})
    assert fields.get("version") != "2.0.2x"


# docker-library/golang @7c8c182bfc19: <version>/<variant>/Dockerfile, Windows builds one level deeper
GO_LINUX = [f"{v}/{b}/Dockerfile" for v in ("1.26", "1.27") for b in ("alpine3.23", "alpine3.24", "bookworm", "trixie")]
GO_WINDOWS = [f"{v}/windows/{b}/Dockerfile" for v in ("1.26", "1.27")
              for b in ("nanoserver-ltsc2022", "nanoserver-ltsc2025", "windowsservercore-ltsc2022",
                        "windowsservercore-ltsc2025")]


def test_an_optional_named_level_keeps_the_fields_above_it():
    samples = GO_LINUX[:3] + GO_LINUX[5:] + [GO_WINDOWS[1]]
    a, rule = rule_of(samples)
    assert "windows" in a.glob
    for path in GO_LINUX + GO_WINDOWS:
        status, fields = record(rule, path)
        version, variant = path.split("/")[0], path.split("/")[-2]
        assert status == "complete" and version in fields.values() and variant in fields.values(), path
        assert "windows" not in fields.values(), path
    assert record(rule, "Dockerfile-windows-nanoserver.template") is None


def test_a_deeper_category_under_one_named_folder_is_no_optional_level():
    # Javadoc-like packages: `common/metrics/` only under `common`: depth varies, no level
    shallow = [f"docs/api/org/kafka/{p}/{c}.html" for p, c in (("clients", "Admin"), ("streams", "Topology"),
                                                                ("connect", "Sink"), ("clients", "Producer"))]
    deep = ["docs/api/org/kafka/common/metrics/Sensor.html"]
    segs = [p.split("/") for p in shallow + deep]
    assert optional_level(segs) is None
    _, rule = rule_of(shallow + deep)
    assert record(rule, "docs/api/org/kafka/common/config/types/Password.html") is not None
    # a folder only one sample has right above its file may be a value (a region), not a level
    regions = [f"sources/{c}/{n}.json" for c, n in (("us", "a"), ("fr", "b"), ("de", "c"))]
    assert optional_level([p.split("/") for p in regions + ["sources/us/texas/d.json"]]) is None
    assert "texas" not in analyse(regions + ["sources/us/texas/d.json"]).glob


# DataTalksClub/machine-learning-zoomcamp @f9f043809be0: cohorts/<year>/<NN-module>/homework.md, once
# cohorts/2021/05-deployment/homework/homework.md (a folder named after the file it holds)
ML_HOMEWORK = [f"cohorts/{y}/{m}/homework.md" for y in (2021, 2022, 2023, 2024, 2025)
               for m in ("01-intro", "02-regression", "03-classification", "06-trees", "10-kubernetes")]


def test_a_folder_named_after_its_file_is_an_optional_level_even_once():
    deep = "cohorts/2021/05-deployment/homework/homework.md"
    a, rule = rule_of(ML_HOMEWORK[::3] + [deep])
    for path in ML_HOMEWORK + [deep]:
        status, fields = record(rule, path)
        year, module = path.split("/")[1], path.split("/")[2]
        assert status == "complete" and int(year) in fields.values() and int(module[:2]) in fields.values(), path
    # the course's own modules outside the cohorts, and their other files, stay out
    assert record(rule, "05-deployment/homework.md") is None
    assert record(rule, "cohorts/2021/05-deployment/homework/README.md") is None


def test_a_level_far_below_varying_folders_is_not_read_over_them():
    # a value more than MAX_READ_BACK folders above the file would need a pattern over all of them per path
    from pathfinder.analysis.levels import MAX_READ_BACK
    deep_tree = "/".join(f"p{k}" for k in range(MAX_READ_BACK + 2))
    shallow = [f"{i}/{deep_tree}/v1.{i}/f.txt" for i in range(4)]
    deep = [f"{i}/{deep_tree}/v1.{i}/windows/f.txt" for i in (5, 6)]
    assert optional_level([p.split("/") for p in shallow + deep]) is None
    near = [p.split("/", 1)[1] for p in shallow + deep]  # the same tree without the varying top folder
    assert optional_level([p.split("/") for p in near]) is not None
