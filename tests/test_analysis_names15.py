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


@pytest.mark.parametrize("values", [
    ["DSC_1001-1050 panorama 2.5x", "DSC_1100-1149 panorama 1.5x", "IMG_5927-6026 stack 3.0x"],  # photo ranges, text after
    ["frames_0100-0200_v1.2", "frames_0300-0400_v1.3", "shots_0500-0600_v2.0"],  # frame ranges of one width
    ["summary_1999-2000.1", "summary_2004-2005.2", "report_2011-2012.1"],  # year ranges
    ["page-0010-0020.1", "page-0030-0040.2", "leaf-0050-0060.1"],  # page ranges cut at `-`
    ["tile_120-340.5", "tile_220-440.5", "grid_320-540.5"],  # three-digit coordinates
    ["mix-2.5 dry take", "mix-3.0 wet take", "stem-1.5 dry take"],  # a take's description after a number
    ["Song-1.0 live at Roma", "Song-2.1 studio cut", "Tune-3.2 demo"],  # free text after a number
])
def test_a_range_or_free_text_after_a_number_is_no_version(values):
    """A release holds no space, and a name's number of the same width before `-<number>` opens a range (round 12
    lead: `name_and_version` read photo ranges `IMG_5927-6026 …` as releases)."""
    assert name_and_version(sorted(set(values)), []) is None


# --- rotations: `<file>.<N>` beside `<file>.<N>.gz`, generations of one file (rotated_copies, rotated_extension,
# rotated_name) ---

_ROTATIONS = [  # (folder, names with their generations seen, compression, unseen (folder, name, generation, zipped))
    ("var/log", ["syslog", "auth.log", "kern.log", "mail.warn", "dpkg.log"], "gz", ("var/log", "daemon.log", 12, False)),
    ("var/log/nginx", ["access.log", "error.log", "api.access.log"], "gz", ("var/log/nginx", "admin.log", 3, True)),
    ("var/backups", ["dpkg.status", "apt.extended_states", "alternatives.tar", "dpkg.diversions"], "gz",
     ("var/backups", "aptitude.pkgstates", 1, True)),
    ("var/log/apache2", ["error_log", "access_log", "ssl-access_log"], "bz2", ("var/log/apache2", "other_vhosts", 7, True)),
    ("var/log/mysql", ["mysql-slow.log", "error.log", "mysql.log"], "xz", ("var/log/mysql", "mariadb.err", 4, False)),
    ("srv/app/logs", ["app.log", "worker-1.log", "scheduler.log"], "zst", ("srv/app/logs", "worker-2.log", 10, True)),
    ("data/pg_log", ["postgresql-15-main.log", "postgresql-14-main.log"], "gz", ("data/pg_log", "postgresql-16-main.log", 2, False)),
    ("home/u/.cache", ["history", "session.state", "cookies.sqlite"], "gz", ("home/u/.cache", "places.sqlite", 5, True)),
]


def _rotated_path(folder: str, name: str, n: int, zip_: str | None) -> str:
    return f"{folder}/{name}.{n}" + (f".{zip_}" if zip_ else "")


@pytest.mark.parametrize("folder, names, zip_, unseen", _ROTATIONS, ids=[r[0] for r in _ROTATIONS])
def test_rotated_copies_are_one_kind_their_name_and_generation_read_compressed_or_not(folder, names, zip_, unseen):
    # logrotate's delaycompress: the newest copy plain, the older ones compressed
    samples = [_rotated_path(folder, nm, k, zip_ if k > 1 else None) for nm in names for k in (1, 2, 3)][:10]
    a = analyse(samples)
    assert not a.outliers
    path = _rotated_path(unseen[0], unseen[1], unseen[2], zip_ if unseen[3] else None)
    glob = compile_glob(a.glob)
    assert glob.match(path)
    got = reading(samples, path)
    assert got["name"] == unseen[1] and got["rotation"] == unseen[2]
    # the live file and a hand-made copy are other kinds
    assert not glob.match(f"{folder}/{names[0]}") and not glob.match(f"{folder}/{names[0]}.bak")


@pytest.mark.parametrize("names", [
    ["part-00001.gz", "part-00002.gz", "part-00003.gz"],  # numbered parts: the number is the name's own
    ["sample.1.fastq.gz", "sample.2.fastq.gz", "other.1.fastq.gz"],  # reads of a pair, a format after the number
    ["chr1.fa.gz", "chr2.fa.gz", "chrX.fa.gz"],  # sequences
    ["syslog.1", "syslog.2", "syslog.3"],  # no copy compressed: the extension stays the template's
    ["scan.2019.gz", "scan.2020.gz", "scan.2021.gz"],  # a year, no generation
])
def test_look_alikes_of_rotated_copies_keep_their_reading(names):
    from pathfinder.analysis.rotations import rotated_copies, rotated_extension
    assert rotated_copies([f"d/{n}" for n in names]) is None and rotated_extension(names) is None


# --- stamps.calendar_stamp: a date and clock written as one run of 12 or 15-17 digits, read whole ---

_INSTANTS = [  # (path template with {t}, width of the instant)
    ("table/.hoodie/timeline/{t}_{t}.commit", 17),  # prompted by Apache Hudi's commit instants (ms)
    ("table/.hoodie/{t}.deltacommit.requested", 17),
    ("dumps/db_{t}.sql.gz", 12),  # database dumps to the minute
    ("backups/site-{t}.tar.zst", 12),
    ("checkpoints/job-7/chk_{t}/_metadata", 15),  # tenths of a second
    ("exports/orders_{t}.csv", 16),  # hundredths
    ("logs/{t}-worker.log", 17),
    ("camera/IMG{t}.JPG", 15),
    ("sensors/{t}/reading.json", 17),  # a folder
    ("snapshots/SNAP_{t}_full.bin", 16),
    ("audit/{t}.jsonl", 12),
    ("events/batch.{t}.avro", 17),
]


def _instant(year: int, month: int, day: int, clock: str, width: int) -> str:
    whole = f"{year}{month:02d}{day:02d}{clock}"
    return whole[:width]


@pytest.mark.parametrize("template, width", _INSTANTS, ids=[t[0].split("/")[0] + str(t[1]) for t in _INSTANTS])
def test_a_long_instant_is_read_whole_and_its_glob_takes_another_year(template, width):
    days = [(2026, 4, 3, "183918929"), (2026, 4, 3, "184302162"), (2026, 3, 7, "135709890"), (2026, 5, 5, "182426830"),
            (2026, 3, 7, "162543114"), (2026, 4, 3, "183906731"), (2026, 5, 3, "194349244")]
    samples = [template.format(t=_instant(*d, width)) for d in days]
    unseen = _instant(2031, 11, 28, "071502003", width)
    path = template.format(t=unseen)
    assert compile_glob(analyse(samples).glob).match(path)
    assert int(unseen) in reading(samples, path).values()


@pytest.mark.parametrize("values", [
    ["123456789012", "210987654321", "555566667777"],  # account ids: no date in them
    ["20260403183918929", "1234567890123456"],  # widths differ
    ["202613031839", "202614031839"],  # month 13: no date
    ["123456789012345", "223456789012345"],  # no calendar
])
def test_look_alikes_of_a_long_instant_keep_their_reading(values):
    from pathfinder.analysis.stamps import calendar_stamp
    assert calendar_stamp(values) is None


# --- rotations.log_generation: the number after `.log.` is the log's generation even when every sample shares it ---

_LOG_GENERATIONS = [  # (template with {k} the varying key and {g} the generation)
    "table/region={k}/.3e93c8a9-f4cd-4186-afc4-2778be3d4e7{k}-0_20260307162606034.log.{g}_0-78-180",  # Hudi
    "logs/{k}/server.log.{g}",  # log4j's rolling appender, one folder per host
    "var/log/{k}.log.{g}",  # rolled service logs
    "flink/log/flink-taskexecutor-{k}.log.{g}",
    "jobs/{k}/stdout.log.{g}",
    "kafka/{k}/controller.log.{g}",
    "app/logs/app-{k}.log.{g}.txt",
    "spark/work/app-{k}/stderr.log.{g}",
]


@pytest.mark.parametrize("template", _LOG_GENERATIONS, ids=[t.split("/")[0] for t in _LOG_GENERATIONS])
def test_a_generation_after_log_shared_by_every_sample_still_varies(template):
    samples = [template.format(k=k, g=1) for k in ["1", "2", "3", "5", "8", "9"]]
    path = template.format(k="4", g=12)
    assert compile_glob(analyse(samples).glob).match(path)
    assert 12 in reading(samples, path).values()


# --- numbered_words.indexed_suffix: a BIDS-like name's suffix that is a word and its index (`real1`) ---

_INDEXED = [  # (name template with {s} the subject and {x} the suffix, the suffixes seen, an unseen suffix)
    ("sub-{s}/fmap/sub-{s}_{x}.nii.gz", ["real1", "real2", "imaginary1", "imaginary2"], "imaginary3"),  # prompted
    # BIDS field maps: the glob lists the family's suffixes, a `phasediff` without an index is read too
    ("sub-{s}/ses-1/fmap/sub-{s}_ses-1_{x}.nii.gz", ["magnitude1", "magnitude2", "phase1", "phase2"], "phasediff"),
    ("sub-{s}/anat/sub-{s}_acq-mp2rage_{x}.nii", ["inv1", "inv2", "uni1", "uni2"], "inv3"),
    ("subj-{s}/subj-{s}_trial-3_{x}.mp4", ["cam1", "cam2", "side1", "side2"], "top4"),  # video of a behaviour rig
    ("site-{s}/site-{s}_run-2_{x}.csv", ["probe1", "probe2", "ref1", "ref12"], "probe7"),  # probes of a sensor
    ("sub-{s}/meg/sub-{s}_task-rest_{x}.fif", ["raw1", "raw2", "tsss1", "tsss2"], "tsss10"),  # split MEG files
    ("sub-{s}/eeg/sub-{s}_task-nback_{x}.edf", ["EEG1", "EEG2", "EOG1", "EOG2"], "EMG1"),  # capitals
    ("ds/sub-{s}/func/sub-{s}_task-x_{x}.nii.gz", ["echo1", "echo2", "echo3", "mag1"], "mag4"),
    ("sub-{s}/dwi/sub-{s}_{x}.nii.gz", ["shell1", "shell2", "bzero1", "bzero2"], "shell3"),
    ("sub-{s}/pet/sub-{s}_trc-fdg_{x}.nii.gz", ["frame1", "frame2", "static1", "static2"], "frame30"),
    ("patient-{s}/patient-{s}_visit-2_{x}.dcm", ["view1", "view2", "lateral1", "lateral2"], "view3"),
    ("sub-{s}/beh/sub-{s}_{x}.tsv", ["block1", "block2", "rest1", "rest2"], "block9"),
]


@pytest.mark.parametrize("template, seen, unseen", _INDEXED, ids=[t[1][0] for t in _INDEXED])
def test_a_suffix_of_a_word_and_its_index_is_read_as_both(template, seen, unseen):
    samples = [template.format(s=s, x=x) for s, x in zip(["01", "02", "03", "05", "08", "13", "21", "34"], seen * 2)]
    path = template.format(s="99", x=unseen)
    assert compile_glob(analyse(samples).glob).match(path)
    got = reading(samples, path)
    word = unseen.rstrip("0123456789")
    assert got["suffix"] == unseen and got["suffix_word"] == word
    assert got["index"] == (int(unseen[len(word):]) if word != unseen else None)


@pytest.mark.parametrize("suffixes", [
    ["T1w", "T2w", "FLAIR"],  # BIDS suffixes with a digit inside
    ["bold", "sbref", "events"],  # words
    ["md5", "sha256", "sha1"],  # checksums: the number names the algorithm
    ["x264", "x265", "vp9"],  # codecs
    ["real1", "real1"],  # one suffix: no varying field
    ["phase1", "phasediff"],  # not every suffix is indexed: the whole suffix stays
])
def test_look_alikes_of_an_indexed_suffix_keep_their_reading(suffixes):
    from pathfinder.analysis.numbered_words import indexed_suffix
    assert not indexed_suffix(suffixes)
