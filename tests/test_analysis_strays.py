"""Samples set aside as strays (issue 15, round 12): the analyser keeps the largest extension group and sets the
others aside (clusters.split_clusters); a set-aside sample of the user's kind makes a draft that fails tier 3 on
its own samples. A smaller group joins when it is the same kind in another form (compressed or not, a numbered
copy or not, a format of the same family: clusters.same_kind_forms) and the name's template then takes the
optional compression (compressed.optional_compression); it stays apart when it differs in kind (another family and
another shape, or a clear minority lacking a word all the others hold). Each matrix row comes from another domain."""
from __future__ import annotations

import uuid

import pytest

from pathfinder.analysis import analyse
from pathfinder.analysis.clusters import kind_form
from pathfinder.analysis.render import render_draft
from pathfinder.engine.globs import compile_glob
from pathfinder.validation.pipeline import validate_draft


def _uuid(k: int) -> str:
    return str(uuid.UUID(int=(k * 0x9E3779B97F4A7C15) % (1 << 128)))


def _one_kind(samples: list[str], unseen: list[str], neighbours: tuple[str, ...] = ()) -> None:
    """No sample set aside, the draft passes tiers 1-3 on every sample, and its glob takes the unseen siblings
    and none of the neighbours of another kind."""
    a = analyse(samples)
    assert a.outliers == (), (a.outliers, a.glob)
    result = validate_draft(render_draft(a), samples)
    assert type(result).__name__ == "Success", getattr(result, "message", result)
    glob = compile_glob(a.glob)
    for path in unseen:
        assert glob.match(path), (a.glob, path)
    for path in neighbours:
        assert not glob.match(path), (a.glob, path)


# --- one kind in several forms: compressed or not, numbered or not, another format of the family, case ---

_SAME_KIND: dict[str, tuple] = {  # (samples, unseen siblings[, neighbours the glob must leave out])
    # logrotate: a bare live name among its numbered copies, most gzipped (the lead's made-up case)
    "bare_among_rotations": ([f"logs/app.log.{n}.gz" for n in range(2, 9)] + ["logs/app.log.1", "logs/app.log.9",
                              "logs/app.log"], ["logs/app.log.12.gz"]),
    # rotations of several logs, with and without `.log`, one a folder deeper
    # rotations of several logs, with and without `.log`, one a folder deeper; the live logs are other files
    "rotations_of_many_logs": (["var/log/kern.log.4.gz", "var/log/mail.log.2.gz", "var/log/dpkg.log.5.gz",
                                "var/log/auth.log.3.gz", "var/log/syslog.6.gz", "var/log/nginx/access.log.2.gz",
                                "var/log/btmp.1", "var/log/wtmp.1"],
                               ["var/log/kern.log.7.gz", "var/log/syslog.1", "var/log/auth.log.1"],
                               ("var/log/syslog", "var/log/kern.log", "var/log/btmp")),
    # dated rotations (logrotate's dateext): the newest plain, the older compressed with bzip2
    "dated_rotations": ([f"srv/logs/access.log-202403{d:02d}.bz2" for d in range(1, 9)] +
                        ["srv/logs/access.log-20240309", "srv/logs/access.log-20240310"], ["srv/logs/access.log-20240311"],
                        ("srv/logs/access.log", "srv/logs/error.log")),
    # package-state backups: generation 0 plain, older ones gzipped
    "backup_generations": (["var/backups/dpkg.status.0", "var/backups/dpkg.status.1.gz", "var/backups/dpkg.status.2.gz",
                            "var/backups/apt.states.0", "var/backups/apt.states.3.gz", "var/backups/dpkg.arch.4.gz",
                            "var/backups/dpkg.arch.0", "var/backups/dpkg.arch.5.gz"], ["var/backups/apt.states.6.gz"],
                           ("var/backups/passwd.bak", "var/backups/dpkg.status")),
    # daily dumps compressed with xz except the newest, no extension at all
    "dumps_without_extension": ([f"mirror/dumps/ledger-2024-02-{d:02d}.xz" for d in range(1, 9)] +
                                ["mirror/dumps/ledger-2024-02-09", "mirror/dumps/ledger-2024-02-10"],
                                ["mirror/dumps/ledger-2024-03-01.xz", "mirror/dumps/ledger-2024-03-02"],
                                ("mirror/dumps/ledger-latest", "mirror/dumps/README")),
    # one table written in two columnar formats by two writers, the second's folders one level deeper
    "table_in_two_formats": ([f"lake/trips/cow/city={c}/{_uuid(i)}-0_1-27-{70 + i}_2025061805471{i}154.parquet"
                              for i, c in enumerate(["rome", "oslo", "lima", "rome", "kyiv", "oslo"])] +
                             [f"lake/trips/mor/avro/city={c}/{_uuid(i + 9)}-0_2-13-{60 + i}_2026050319420{i}555.lance"
                              for i, c in enumerate(["lima", "rome", "kyiv", "oslo"])],
                             [f"lake/trips/cow/city=bern/{_uuid(40)}-0_1-27-99_20250618054719154.lance"]),
    # another table format of different names (same family: no set-aside)
    "tsv_beside_csv": ([f"tables/{n}.csv" for n in ("alpha_1", "beta_2", "gamma_3", "delta_4", "eta_5", "theta_6",
                                                    "iota_7", "kappa_8")] + ["tables/mu_9.tsv", "tables/nu_10.tsv"],
                       ["tables/xi_11.tsv", "tables/pi_12.csv"]),
    # a sound saved in another audio format beside the rest
    "flac_beside_wav": ([f"corpus/spk{s}/utt_{u:03d}.wav" for s, u in ((1, 3), (1, 7), (2, 11), (3, 4), (3, 8), (4, 2),
                                                                        (5, 9), (6, 1))] +
                        ["corpus/spk7/take_003.flac", "corpus/spk8/take_011.flac"], ["corpus/spk9/take_004.flac"]),
    # arrays saved as HDF5 beside NetCDF under other names
    "hdf5_beside_netcdf": ([f"model/out/{v}_{y}.nc" for v, y in (("tas", 2001), ("pr", 2002), ("psl", 2003), ("tas", 2004),
                                                                 ("uas", 2005), ("vas", 2006), ("pr", 2007), ("tas", 2008))]
                           + ["model/out/run_2009.h5", "model/out/run_2010.h5"], ["model/out/run_2011.h5"]),
    # pictures in three formats and several cases of one extension
    "pictures_in_mixed_case": ([f"scans/page_{p:03d}.JPG" for p in range(1, 7)] + ["scans/page_007.jpeg",
                               "scans/cover_front.PNG", "scans/cover_back.png", "scans/page_010.Jpg"],
                               ["scans/page_011.JPG", "scans/cover_spine.PNG"]),
    # job logs: a scheduler's `.out` files beside `.log` files of other steps
    "scheduler_outputs": ([f"hpc/logs/{s}_{j}.out" for s, j in (("train", 1201), ("eval", 1202), ("prep", 1207),
                                                                 ("train", 1210), ("eval", 1213), ("prep", 1220),
                                                                 ("train", 1221), ("eval", 1230))] +
                          ["hpc/logs/score_1244.log", "hpc/logs/export_1250.log"], ["hpc/logs/score_1301.log"]),
}


@pytest.mark.parametrize("case", sorted(_SAME_KIND))
def test_a_minority_in_another_form_of_the_kind_is_no_stray(case: str) -> None:
    _one_kind(*_SAME_KIND[case])


# --- look-alikes: set aside, as the wizard shows ("N set aside as another kind") and validates the rest ---

_STRAYS = {
    "readme_among_pictures": ([f"imgs/cat_{i:04d}.jpg" for i in range(1, 10)], ["imgs/README.md"]),
    "success_marker_among_parts": ([f"out/t/part-{i:05d}-{_uuid(i)}-c000.snappy.parquet" for i in range(9)],
                                   ["out/t/_SUCCESS"]),
    "success_marker_among_compressed_parts": ([f"out/t/part-r-{i:05d}.gz" for i in range(9)], ["out/t/_SUCCESS"]),
    "dataset_description_among_images": ([f"ds/sub-{s:02d}/anat/sub-{s:02d}_T1w.nii.gz" for s in range(1, 10)],
                                         ["ds/dataset_description.json"]),
    "labels_among_pictures": ([f"zoo/{c}/{c}_{i:03d}.png" for c, i in (("cat", 1), ("dog", 2), ("cat", 3),
                               ("owl", 4), ("dog", 5), ("owl", 6), ("cat", 7), ("dog", 8), ("owl", 9))], ["zoo/labels.csv"]),
    "metadata_beside_fixed_outputs": ([f"runs/run_{i}/out.csv" for i in range(1, 9)], ["runs/run_3/meta.json"]),
    "checksum_beside_parts": ([f"out/part-{i:05d}.parquet" for i in range(8)], ["out/.part-00003.parquet.crc"]),
    "a_fixed_word_missing": ([f"exports/day_{d:02d}.csv" for d in range(1, 9)], ["exports/summary.tsv"]),
    "clips_among_photos": ([f"cam/IMG_2024010{d}_1200{d}0.jpg" for d in range(1, 9)], ["cam/VID_20240109_120500.mp4"]),
}


@pytest.mark.parametrize("case", sorted(_STRAYS))
def test_a_stray_of_another_kind_stays_apart(case: str) -> None:
    kind, strays = _STRAYS[case]
    a = analyse(kind + strays)
    assert set(a.outliers) == set(strays), (a.outliers, a.glob)
    assert type(validate_draft(render_draft(a), kind)).__name__ == "Success"


@pytest.mark.parametrize(("name", "form"), [
    ("app.log.3.gz", (("log",), True)), ("app.log.1", (("log",), True)), ("app.log", (("log",), False)),
    ("btmp.1", (("",), True)), ("dpkg.status.12.bz2", (("",), True)), ("day_01.csv.gz", (("csv",), False)),
    ("data.7z.001", (("7z",), True)),
    # versions and decimals are no copy counters
    ("pkg-1.2", (("",), False)), ("x_10.5", (("",), False)), ("lr_0.1.json", (("json",), False)),
])
def test_a_files_kind_whatever_its_compression_and_copy_counter(name: str, form: tuple) -> None:
    assert kind_form(name) == form
