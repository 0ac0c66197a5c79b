"""General rules learnt from misses several tuning groups share (issue 15, round 10, spread10: tune6, tune8,
tune9, tune10, review4, review9). Each is tested on a layout other than the ones that prompted it, beside a
look-alike that must keep its reading."""
from __future__ import annotations

from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.engine.globs import compile_glob


def test_a_capital_glued_after_a_number_is_read_apart():
    # prompted by a screen's plates `BSF018296-2A` (replicate 2, subset A) and Argo profiles' cycles `358D` beside
    # `067`; here a soil survey's cores, each a borehole number and a depth letter
    cores = [f"survey/site_{s}/core_{n}{c}.csv" for s, n, c in (
        (3, 1, "A"), (3, 2, "B"), (4, 12, "A"), (7, 3, "C"), (7, 5, "B"), (9, 8, "D"))]
    got = reading(cores, "survey/site_11/core_14C.csv")
    assert "14" in got.values() and "C" in got.values(), got
    # some names without the letter: the number is still a field of its own (house numbers `14B` beside `15`)
    houses = [f"city/elm_street/{n}.json" for n in ("14B", "15", "3", "27A", "101", "8C", "42")]
    got = reading(houses, "city/elm_street/88D.json")
    assert "88" in got.values(), got


def test_a_unit_or_a_word_after_a_number_keeps_its_reading():
    # lower-case units stay with their number (no bare `5` and `m` fields), and names of several capitals are
    # codes, not a number and its letter
    runs = [f"track/run_{d}m.csv" for d in (5, 10, 25, 40, 100, 200)]
    got = reading(runs, "track/run_400m.csv")
    assert "m" not in got.values(), got
    parts = [f"stock/bin_{c}.txt" for c in ("12AB", "3CD", "44EF", "7GH", "90JK")]
    got = reading(parts, "stock/bin_15XY.txt")
    assert "X" not in got.values() and "15" not in got.values(), got


def test_names_of_the_same_keys_are_one_kind_whatever_their_format():
    # prompted by fMRIPrep's figures (`sub-03_ses-A1_…_desc-coreg_bold.svg` beside `…_desc-summary_bold.html`);
    # here a build farm's reports, one saved as a PDF: its siblings' PDFs are of the kind
    reports = [f"ci/{j}/job-{j}_arch-{a}_os-{o}_report.html" for j, a, o in (
        ("build", "arm64", "linux"), ("test", "x86", "macos"), ("lint", "arm64", "windows"),
        ("build", "x86", "linux"), ("test", "riscv", "linux"), ("docs", "x86", "macos"), ("lint", "x86", "linux"),
        ("build", "arm64", "macos"))] + ["ci/test/job-test_arch-arm64_os-linux_report.pdf"]
    a = analyse(reports)
    assert compile_glob(a.glob).match("ci/docs/job-docs_arch-riscv_os-windows_report.pdf"), a.glob
    assert reading(reports, "ci/docs/job-docs_arch-riscv_os-windows_report.pdf")["arch"] == "riscv"
    # a file of other keys, or of another last word, is another kind (a table of events beside the reports)
    for odd in ("ci/test/job-test_arch-arm64_os-linux_events.tsv", "ci/test/job-test_os-linux_report.tsv"):
        a = analyse(reports[:-1] + [odd])
        assert not compile_glob(a.glob).match(odd), (odd, a.glob)


def test_a_year_and_its_month_in_a_file_name_are_also_read_whole():
    # prompted by NYC TLC's `green_tripdata_2015-08.parquet` (the month is the file's key); here a bank's statements
    statements = [f"bank/acct-{a}/statement_{y}-{m:02d}.pdf" for a, y, m in (
        (77, 2021, 3), (77, 2022, 11), (12, 2023, 1), (12, 2020, 7), (5, 2024, 9), (5, 2019, 12))]
    got = reading(statements, "bank/acct-31/statement_2025-02.pdf")
    assert got["year_month"] == "2025-02" and 2025 in got.values(), got
    # a day after the month makes a date (no year_month beside it), and a year beside a longer count is no month
    daily = [f"logs/app_{y}-{m:02d}-{d:02d}.txt" for y, m, d in ((2021, 3, 4), (2022, 11, 30), (2023, 1, 15),
                                                                 (2020, 7, 7), (2024, 9, 21))]
    assert "year_month" not in {f.name for f in analyse(daily).fields}
    builds = [f"ci/build_{y}-{n}.zip" for y, n in ((2023, 117), (2024, 305), (2022, 982), (2021, 440))]
    assert "year_month" not in {f.name for f in analyse(builds).fields}


def test_a_constant_first_word_of_a_snake_or_kebab_name_is_part_of_the_name():
    # prompted by Sigma's rules (`win_system_susp_dhcp_config.yml`: the rule is the whole stem); here a cluster's
    # manifests, each `deploy-<service>`: the manifest's name is read whole beside the service
    manifests = [f"k8s/prod/deploy-{s}.yaml" for s in ("api-gateway", "auth-service", "billing-worker", "search-indexer",
                                                        "web", "mail-relay")]
    got = reading(manifests, "k8s/prod/deploy-image-resizer.yaml")
    assert got["name"] == "deploy-image-resizer" and "image-resizer" in got.values(), got
    # one word after the constant (`report_sales`) or a number (`IMG_0042`) gives no whole-name field
    reports = [f"docs/report_{w}.pdf" for w in ("sales", "annual", "hr", "budget", "q3")]
    assert "name" not in {f.name for f in analyse(reports).fields}
    photos = [f"dcim/IMG_{n:04d}.jpg" for n in (42, 1234, 7, 9999, 310)]
    assert all(f.pattern is None or "IMG_[^/]" not in f.pattern for f in analyse(photos).fields)


def test_capitals_glued_after_a_small_number_are_one_code():
    # prompted by Fermi's pulsar catalogues (`2PC_auxiliary/`, `3PC_auxiliary_20230728/`: the catalogue is `2PC`);
    # here a scanner's exports by dimension, `2D_` and `3D_`: the code is read as written beside the number
    scans = [f"lab/{d}D_scan/{d}D_scan_{k:02d}.png" for d, k in ((2, 1), (3, 2), (2, 7), (3, 11), (2, 14), (3, 5))]
    got = reading(scans, "lab/4D_scan/4D_scan_03.png")
    assert "4D" in got.values(), got
    # a quarter after a year (`2019Q1`), lower-case units (`10km`) and a run of capitals after a long id are no code
    for samples in ([f"q/{y}Q{k}_report.pdf" for y, k in ((2019, 1), (2020, 3), (2021, 2), (2018, 4))],
                    [f"runs/{d}km_run.gpx" for d in (5, 10, 21, 42)],
                    [f"ids/{n}AB_x.txt" for n in (12345, 67890, 24680, 13579)]):
        assert "code" not in {f.name for f in analyse(samples).fields}, samples


def test_a_folder_some_of_whose_names_add_a_word_is_read_whole():
    # prompted by ENCODE's `fastq/` beside `fastq_subsampled/` (the set is the folder's name); here MRI series,
    # `t1/` beside `t1_contrast/`: the series is read as written in both
    series = [f"mri/{s}/patient{n}.nii" for s, n in (("t1", 3), ("t1_contrast", 4), ("t1", 8), ("t1_contrast", 12),
                                                     ("t1", 15), ("t1_contrast", 21))]
    assert "t1_contrast" in reading(series, "mri/t1_contrast/patient30.nii").values()
    assert "t1" in reading(series, "mri/t1/patient31.nii").values()
    # a folder every sample shares stays a literal, no field
    plain = [f"mri/t1/patient{n}.nii" for n in (3, 4, 8, 12)]
    assert all(f.source != "segment(-2)" for f in analyse(plain).fields)
