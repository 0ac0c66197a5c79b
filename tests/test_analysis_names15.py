"""General rules of round 12 for names, versions, rotations and instants (issue 15; prompted by review15's HaikuPorts
recipes, rotated logs and backups, Hudi instants). Each rule is tested over a matrix of its class written from other
domains than the layout that prompted it (package trees of many ecosystems, logrotate, dumps, checkpoints), beside
look-alikes that must keep their reading."""
from __future__ import annotations

import pytest
from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.analysis.package_names import name_and_version
from pathfinder.engine.globs import compile_glob

# --- package_names.name_and_version: `<name>-<version>[-<part>]` file names of many packages ---

_PACKAGES = [  # (folder template, separator, extension, [(name, version)] seen, unseen (name, version, part))
    ("haikuports/{c}/{n}", "-", ".recipe",  # prompted by HaikuPorts' recipes
     [("vim", "9.1.1618"), ("glib2", "2.57.1"), ("tvision", "2024.02.04~git"), ("upmendex", "1.22b"),
      ("yabause_libretro", "0.9.15_20251220"), ("kjobwidgets6", "6.28.0")], ("beacon", "27", None)),
    ("packages/source/{c}/{n}", "-", ".tar.gz",  # PyPI sdists: names holding `-`
     [("requests", "2.31.0"), ("python-dateutil", "2.8.2"), ("attrs", "23.2.0"), ("six", "1.16.0"),
      ("zope-interface", "6.1"), ("click", "8.1.7")], ("typing-extensions", "4.9.0rc1", None)),
    ("npm/{n}", "-", ".tgz",  # npm tarballs
     [("lodash", "4.17.21"), ("react-dom", "18.2.0"), ("left-pad", "1.3.0"), ("chalk", "5.3.0"),
      ("typescript", "5.3.3"), ("express", "4.18.2")], ("is-even", "1.0", None)),
    ("gentoo/{c}/{n}", "-", ".ebuild",  # Gentoo: a revision after some versions
     [("vim", "9.0.1000-r1"), ("glib", "2.76.4"), ("zlib", "1.3-r2"), ("curl", "8.4.0"), ("python", "3.11.6-r1"),
      ("x264", "0.0.20220222")], ("openssl", "3.0.12-r3", None)),
    ("maven/{c}/{n}", "-", ".jar",  # Maven artefacts: names with digits and `-`
     [("commons-lang3", "3.12.0"), ("guava", "32.1.3-jre"), ("slf4j-api", "2.0.9"), ("jackson-core", "2.16.0"),
      ("log4j-core", "2.22.0"), ("junit", "4.13.2")], ("httpclient5", "5.3", None)),
    ("gems/{n}", "-", ".gem",  # RubyGems
     [("rails", "7.1.2"), ("nokogiri", "1.15.5"), ("rack-test", "2.1.0"), ("puma", "6.4.0"), ("rspec-core", "3.12.2"),
      ("bundler", "2.4.22")], ("pg", "1.5", None)),
    ("crates/{n}", "-", ".crate",  # Cargo crates
     [("serde", "1.0.193"), ("tokio", "1.35.0"), ("serde_json", "1.0.108"), ("rand_core", "0.6.4"), ("syn", "2.0.39"),
      ("anyhow", "1.0.75")], ("base64", "0.21.5", None)),
    ("cpan/{c}/{n}", "-", ".tar.gz",  # CPAN: capitals in the names
     [("Moose", "2.2206"), ("DBI", "1.643"), ("Try-Tiny", "0.31"), ("JSON-PP", "4.16"), ("Moo", "2.005005"),
      ("Path-Tiny", "0.144")], ("Test-Simple", "1.302198", None)),
    ("patches/{c}/{n}", "-", ".patchset",  # patch sets: a part after some versions
     [("glib2", "2.88.1"), ("argon2", "20200709"), ("mozc", "2.26.4451.1"), ("lua", "5.1.5"), ("remmina", "1.4.29"),
      ("gnumeric", "1.12.60")], ("superslicer", "2.5.60.0", "mesa")),
    ("cran/src/contrib/{n}", "_", ".tar.gz",  # CRAN: `_` between the name and the version
     [("ggplot2", "3.4.4"), ("dplyr", "1.1.4"), ("Rcpp", "1.0.11"), ("tidyr", "1.3.0"), ("stringi", "1.8.2"),
      ("xml2", "1.3.6")], ("jsonlite", "1.8.8", None)),
    ("debian/pool/{c}/{n}", "_", ".dsc",  # Debian sources: a revision after `-`
     [("curl", "7.88.1-10"), ("bash", "5.2.15-2"), ("zlib", "1.2.13.dfsg-1"), ("openssl", "3.0.11-1"),
      ("tzdata", "2024a-0.1"), ("python3.11", "3.11.2-6")], ("nginx", "1.22.1-9", None)),
    ("bottles/{n}", "-", ".bottle.tar.gz",  # Homebrew: `@` in the names
     [("wget", "1.21.4"), ("openssl@3", "3.2.1"), ("python@3.12", "3.12.2"), ("jq", "1.7.1"), ("ffmpeg", "6.1.1"),
      ("git", "2.43.0")], ("node@20", "20.11.0", None)),
]


def _package_path(folder: str, sep: str, ext: str, name: str, version: str, part: str | None) -> str:
    stem = f"{name}{sep}{version}" + (f"{sep}{part}" if part else "")
    return folder.format(c=f"cat-{name[0].lower()}", n=name) + f"/{stem}{ext}"


@pytest.mark.parametrize("folder, sep, ext, seen, unseen", _PACKAGES, ids=[p[0].split("/")[0] for p in _PACKAGES])
def test_a_package_name_and_its_version_are_two_fields_whatever_either_holds(folder, sep, ext, seen, unseen):
    samples = [_package_path(folder, sep, ext, n, v, None) for n, v in seen]
    path = _package_path(folder, sep, ext, *unseen)
    assert compile_glob(analyse(samples).glob).match(path)
    got = reading(samples, path)
    assert got["version"] == unseen[1] and unseen[0] in got.values()
    if unseen[2]:
        assert got["part"] == unseen[2]


@pytest.mark.parametrize("values", [
    ["img-0001", "img-0002", "img-0013"],  # a frame counter, no version
    ["rain-2019.03.02", "temp-2019.03.04", "wind-2019.04.01"],  # dated files
    ["2019-03-02", "2019-03-04", "2020-01-01"],  # dates
    ["cam-01", "cam-02", "lidar-03"],  # sensors and their numbers
    ["python3.11", "python3.12", "python3.10"],  # no separator before the version: one name
    ["fmriprep-20.2.1", "fmriprep-20.2.1", "fmriprep-20.2.1"],  # one tool's release folder
    ["numpy-1.26.4-py311h08b1b3b_0", "zlib-1.2.13-h5eee18b_0", "pandas-2.2.1-py311ha02d727_0"],  # a build's record
    ["events.out.tfevents.1702701506.gpu-node-03.579856.1",  # one file family, a host name holding `-` in it
     "events.out.tfevents.1715461350.DESKTOP-7QK2M1B.733052.1", "events.out.tfevents.1717082730.gpu-node-03.766179.1"],
    ["scan_12345-1.5", "scan_12346-2.5", "scan_12347-1.0"],  # an id in the name: no package
])
def test_look_alikes_of_a_name_and_version_keep_their_reading(values):
    assert name_and_version(sorted(set(values)), []) is None

