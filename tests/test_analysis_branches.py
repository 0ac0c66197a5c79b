"""Samples from one branch (issue 15): a constant folder or piece whose shape says it is one member of a
family generalises, and the rule covers its siblings; plain words and accidents of the samples do not.
Each rule is tested on a layout other than the one that prompted it (bench/ground_truth/branch5.py and
review4.py), with a look-alike that must stay literal."""
from __future__ import annotations

from draft_helpers import record, rule_of

from pathfinder.analysis import analyse


def test_a_year_glued_to_letters_is_one_years_edition():
    # prompted by Advent of Code's src/year2017/day01.rs; here conference proceedings of one year
    samples = [f"proceedings/nips2014/paper_{i:04d}.pdf" for i in (3, 17, 42, 101, 230)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "proceedings/nips2021/paper_0007.pdf")
    assert status == "complete" and fields["year"] == 2021
    # a number glued to letters that is no year is part of a name
    _, plain = rule_of([f"builds/win32/setup_{i}.exe" for i in (1, 2, 5, 9)])
    assert record(plain, "builds/win64/setup_1.exe") is None
    # letters glued to a number past any edition's year: a model or a size
    _, model = rule_of([f"weights/model2048/shard_{i}.bin" for i in (1, 2, 3)])
    assert record(model, "weights/model2049/shard_1.bin") is None


def test_a_numbered_title_folder_is_one_chapter_and_names_repeating_it_follow():
    # prompted by rustlings' exercises/04_primitive_types/primitive_types1.rs; here a course's lessons
    samples = [f"course/5-Clustering/lesson_{i}.ipynb" for i in (1, 2, 3, 4)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "course/12-Time-Series/lesson_2.ipynb")
    assert status == "complete" and fields["number"] == 12 and fields["title"] == "Time-Series"
    # the file names repeat the chapter's title: the copy follows the folder
    _, echo = rule_of([f"tour/03_closures/closures{i}.go" for i in (1, 2, 3)])
    assert record(echo, "tour/09_channels/channels2.go") is not None
    # a year and a word, or a unit, is no numbered title
    _, plain = rule_of([f"assets/3d_models/mesh_{i}.obj" for i in (1, 2, 3, 4)])
    assert record(plain, "assets/4d_models/mesh_1.obj") is None
    assert "_data/" in analyse([f"archive/2019_data/part_{i}.csv" for i in (1, 2, 3)]).glob
    # a long unpadded number before a word is a name (a project, an HTTP status), a lone letter a form:
    # '[0-9]*_*' would sweep in every numbered folder beside them
    _, genomes = rule_of([f"m/1000_genomes/s{i}.vcf" for i in (1, 2, 3)])
    assert record(genomes, "m/2_raw/s1.vcf") is None
    _, errors = rule_of([f"logs/404_errors/a{i}.log" for i in (1, 2, 3)])
    assert record(errors, "logs/12_misc/a1.log") is None
    _, form = rule_of([f"filings/10-K/{i:04d}.htm" for i in (1, 2, 3)])
    assert record(form, "filings/7-Exhibits/0001.htm") is None


def test_a_release_folders_version_repeated_in_the_name_follows_the_folder():
    # prompted by dotnet's release-notes/10.0/preview/.../10.0-preview1_System.IO.md; here a manual's errata
    samples = [f"manuals/4.2/errata/4.2-update{i}_{c}.txt" for i, c in ((1, "kernel"), (2, "net"), (3, "fs"),
                                                                          (4, "mm"), (5, "io"))]
    a, rule = rule_of(samples)
    assert "4.2" not in a.glob
    status, fields = record(rule, "manuals/5.0/errata/5.0-update2_net.txt")
    assert status == "complete" and "5.0" in fields.values()
    # a version glued inside a longer code is part of that code
    _, glued = rule_of([f"docs/10.0/api/Ref10.0x_{w}.md" for w in ("planning", "review", "retro")])
    assert record(glued, "docs/11.0/api/Ref11.0x_review.md") is None


def test_four_padded_digits_from_zero_are_a_counter_not_a_year_month():
    # prompted by Kafka's docs versions 0101/ beside 090/ and 39/; here one batch folder of a scanner
    samples = [f"scans/0912/page_{i}.tif" for i in (1, 2, 3, 4)]
    a, rule = rule_of(samples)
    assert record(rule, "scans/12/page_1.tif") is not None and record(rule, "scans/10345/page_1.tif") is not None
    # a padded month keeps its width: it is a format, not a counter
    assert "/??/" in analyse([f"reports/2024/03/sales_{i}.csv" for i in (1, 2, 3, 4)]).glob


def test_a_month_name_before_a_day_is_that_days_month():
    # prompted by TC39's meetings/2015-03/mar-10.md; here stand-up notes of one month
    samples = [f"standups/Sep_{d:02d}.txt" for d in (3, 10, 17, 24)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "standups/Oct_01.txt")
    assert status == "complete" and fields["month"] == "Oct"
    # a month word not before its day is a word
    _, plain = rule_of([f"events/march-madness-{i}.md" for i in (1, 2, 3, 4)])
    assert record(plain, "events/april-madness-1.md") is None


def test_a_scale_factor_folder_is_one_scale_fractions_included():
    # prompted by TPC-DS answers/sf1/<NN>.csv; here the Star Schema Benchmark's tables at one scale
    samples = [f"data/ssb/sf100/lineorder_{i}.parquet" for i in (1, 2, 3, 4)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "data/ssb/sf0.5/lineorder_1.parquet")
    assert status == "complete" and "0.5" in fields.values()
    assert record(rule, "data/ssb/sf1000/lineorder_7.parquet")[0] == "complete"
    # a bucket named after a service keeps its name
    _, plain = rule_of([f"backup/s3/dump_{i}.sql" for i in (1, 2, 3, 4)])
    assert record(plain, "backup/s4/dump_1.sql") is None


def test_a_member_folder_above_a_varying_depth_generalises_and_is_read_from_the_path():
    # prompted by Kafka's 0101/javadoc/org/apache/kafka/<package path>/<Class>.html; here Python's docs of one release
    samples = ["docs/3.12/library/os.html", "docs/3.12/library/email/parser.html", "docs/3.12/library/json.html",
               "docs/3.12/library/xml/etree/elementtree.html", "docs/3.12/library/asyncio/task.html"]
    a, rule = rule_of(samples)
    status, fields = record(rule, "docs/3.11/library/json/decoder.html")
    assert status == "complete" and "3.11" in fields.values()
    # read from the path after the mount point: the same tree under another root reads the same
    assert record(rule, "/srv/www/docs/3.13/library/os.html")[1].get("version") == "3.13"
    # a plain word above the varying depth stays
    _, plain = rule_of([p.replace("3.12", "stable") for p in samples])
    assert record(plain, "docs/latest/library/os.html") is None


def test_quarters_codes_counts_and_accession_versions_of_one_branch_generalise():
    # prompted by shapes of one-branch samples probed beside branch5: each on its own, with a look-alike
    _, quarter = rule_of([f"finance/FY2023/Q1/ledger_{i}.xlsx" for i in (1, 2, 3, 4)])
    status, fields = record(quarter, "finance/FY2024/Q3/ledger_2.xlsx")
    assert status == "complete" and fields["quarter"] == 3
    assert record(rule_of([f"x/Q5/ledger_{i}.xlsx" for i in (1, 2, 3, 4)])[1], "x/Q6/ledger_1.xlsx") is None
    # a counting word and a capital code, repeated in the names
    _, station = rule_of([f"obs/station_KX12/2019/KX12_2019_{m:02d}.csv" for m in (1, 2, 5, 7, 9)])
    assert record(station, "obs/station_AB03/2020/AB03_2020_03.csv")[0] == "complete"
    assert record(rule_of([f"lab/lake_B/day_{i}.csv" for i in (1, 2, 3)])[1], "lab/lake_C/day_1.csv") is None
    # the run of a dated folder
    _, run = rule_of([f"exp/2024-01-05_run3/metrics_{s}.csv" for s in (1, 2, 3, 4, 5)])
    status, fields = record(run, "exp/2024-01-07_run12/metrics_1.csv")
    assert status == "complete" and fields["run"] == 12
    # an assembly's version after its accession number
    _, genome = rule_of([f"genomes/GCF_000001405.40/chr{c}.fa" for c in (1, 2, 3, 4, 5)])
    status, fields = record(genome, "genomes/GCF_000005845.2/chr1.fa")
    assert status == "complete" and fields["accession_version"] == 2
    assert record(rule_of([f"ref/GRCh38.p14/chr{c}.fa" for c in (1, 2, 3)])[1], "ref/GRCh37.p13/chr1.fa") is None


def test_calendar_versions_grid_cells_and_counted_releases_of_one_branch_generalise():
    # a calendar version: the year and its release both vary
    _, calver = rule_of([f"ide/rel_2023.3/plugins/plugin_{i}.jar" for i in (1, 2, 3, 4, 5, 6)])
    status, fields = record(calver, "ide/rel_2024.1/plugins/plugin_2.jar")
    assert status == "complete" and fields["year"] == 2024 and fields["release"] == 1
    assert record(calver, "ide/old_2024.1/plugins/plugin_2.jar") is None  # the name before the year stays
    # a cell of a grid: every coordinate varies
    _, cell = rule_of([f"scan/r001c02/field_{i}.tif" for i in (1, 2, 3, 4)])
    status, fields = record(cell, "scan/r014c07/field_1.tif")
    assert status == "complete" and fields["r"] == 14 and fields["c"] == 7
    assert record(rule_of([f"app/i18n/msg_{i}.po" for i in (1, 2, 3, 4)])[1], "app/i19n/msg_1.po") is None
    assert record(rule_of([f"robots/R2D2/log_{i}.txt" for i in (1, 2, 3)])[1], "robots/R5D4/log_1.txt") is None
    # counted words of studies and releases: one participant, one release candidate
    _, who = rule_of([f"study/participant_7/trial_{i}.csv" for i in (1, 2, 3, 4)])
    assert record(who, "study/participant_12/trial_1.csv")[0] == "complete"
    _, rc = rule_of([f"dist/rc2/pkg_{i}.whl" for i in (1, 2, 3, 4)])
    assert record(rc, "dist/rc3/pkg_1.whl")[0] == "complete"


def test_a_glued_code_folder_repeated_in_the_name_follows_the_folder():
    # prompted by a CMIP6 member r1i1p1f1/…/tas_Amon_…_r1i1p1f1_gn_….nc; here a CORDEX experiment's daily files
    samples = [f"cordex/rcp85/r1i1p1/day/{v}/{v}_EUR-11_rcp85_r1i1p1_day_{y}0101-{y + 4}1231.nc"
               for v, y in (("tas", 2006), ("pr", 2011), ("tas", 2016), ("psl", 2021), ("pr", 2026))]
    a, rule = rule_of(samples)
    assert "r1i1p1" not in a.glob
    status, _ = record(rule, "cordex/rcp85/r2i1p1/day/tas/tas_EUR-11_rcp85_r2i1p1_day_20060101-20101231.nc")
    assert status == "complete"
    # a copy glued inside a longer token is part of that token
    _, glued = rule_of([f"downloads/S01E05/showS01E05x.part{k}.rar" for k in (1, 2, 3, 4, 5)])
    assert record(glued, "downloads/S02E11/showS02E11x.part3.rar") is None


def test_a_year_month_folder_is_also_read_whole():
    # prompted by TC39's meetings/<YYYY-MM>/…; here a mail archive's monthly folders
    samples = [f"archive/{ym}/msg_{i:05d}.eml" for ym, i in (("2023-11", 7), ("2024-01", 12), ("2024-02", 3),
                                                               ("2024-07", 44), ("2022-12", 9))]
    a, rule = rule_of(samples)
    status, fields = record(rule, "archive/2025-03/msg_00001.eml")
    assert status == "complete" and fields["year_month"] == "2025-03" and fields["year"] == 2025 and fields["month"] == 3
    # a year and a number that is no month padded to two digits is no month
    assert "year_month" not in [f.name for f in analyse([f"v/{y}-{n}/a.txt" for y, n in ((2023, 7), (2024, 115), (2022, 3))]).fields]


def test_a_counting_word_glued_to_a_long_padded_number_is_one_member():
    # prompted by CheXpert's train/patient00001/study1/…; here an imaging archive's subjects
    _, rule = rule_of([f"mri/subject000123/scan_{i}.nii" for i in (1, 2, 3, 4)])
    status, fields = record(rule, "mri/subject004567/scan_2.nii")
    assert status == "complete" and 4567 in fields.values()
    # a word that names a whole tree keeps its number
    assert record(rule_of([f"work/study42/scan_{i}.nii" for i in (1, 2, 3, 4)])[1], "work/study43/scan_1.nii") is None


def test_a_counted_title_a_dotted_count_and_a_days_bare_count_generalise():
    # a counting word, its number and a title (an audiobook's parts; prompted by course chapters)
    _, book = rule_of([f"audio/Book 2 - The Two Towers/track_{i:02d}.mp3" for i in (1, 2, 3, 4)])
    status, fields = record(book, "audio/Book 3 - The Return of the King/track_07.mp3")
    assert status == "complete" and fields["title"] == "The Return of the King"
    route = rule_of([f"maps/route_66_diner/pic_{i}.jpg" for i in (1, 2, 3, 4, 5, 6)])[1]  # no counting word
    assert record(route, "maps/route_66_motel/pic_1.jpg") is None
    # a counting word and its number after a dot (`Vol. 3`)
    _, vol = rule_of([f"comics/Vol. 3/page_{i:03d}.png" for i in (1, 2, 3, 4)])
    assert record(vol, "comics/Vol. 12/page_001.png")[0] == "complete"
    # a bare count after a day (the day's second run)
    _, run = rule_of([f"runs/run-20240105-1/out_{i}.log" for i in (1, 2, 3, 4, 5, 6)])
    status, fields = record(run, "runs/run-20240107-3/out_1.log")
    assert status == "complete" and 3 in fields.values()
