"""General rules learnt from the tune11 group's misses (issue 15, bench/ground_truth/tune11.py: partitioned table
output of Drill, DuckDB, Impala and Spark fixtures, crawl/dump/log/archive lists). Each is tested on a layout other
than the one that prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

import uuid

from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.engine.globs import compile_glob


def _uuid(k: int) -> str:
    return str(uuid.UUID(int=(k * 0x9E3779B97F4A7C15) % (1 << 128)))


def test_key_value_folders_whose_keys_differ_give_the_key_and_the_value():
    # prompted by Impala's Iceberg tables (`ts_hour=…`, `d=…`, `action=…` side by side); here a lake's exports,
    # each table partitioned by its own column, a city's name URL-escaped as Hive writes it
    exports = [f"exports/{t}/{k}={v}/{_uuid(i)}.parquet" for i, (t, k, v) in enumerate((
        ("orders", "order_date", "2024-01-05"), ("orders", "order_date", "2024-02-11"),
        ("customers", "city", "New%20York"), ("customers", "city", "Oslo"),
        ("events", "event_type", "click"), ("events", "event_type", "view")))]
    got = reading(exports, f"exports/stores/city=San%20Jose/{_uuid(99)}.parquet")
    assert got["partition_key"] == "city" and got["partition_value"] == "San Jose", got
    got = reading(exports, f"exports/returns/reason=damaged/{_uuid(98)}.parquet")
    assert (got["partition_key"], got["partition_value"]) == ("reason", "damaged"), got
    # one key at that depth stays a named column (`year`), no key field
    yearly = [f"exports/sales/year={y}/{_uuid(y)}.parquet" for y in (2019, 2020, 2022, 2023)]
    got = reading(yearly, f"exports/sales/year=2024/{_uuid(1)}.parquet")
    assert got.get("year") == 2024 and "partition_key" not in got, got


def test_a_tables_data_files_in_its_partition_folders_are_one_kind_whatever_wrote_them():
    # prompted by Impala's test tables (Iceberg's `00000-0-<uuid>-00001.parquet` beside Impala's `<id>_data.0.parq`
    # and an `.orc` table); here a taxi warehouse written by Spark, then Impala, then Hive's ORC writer
    trips = [f"warehouse/trips/pickup_date=2024-01-{d:02d}/part-0000{d % 4}-{_uuid(d)}.c000.snappy.parquet"
             for d in (3, 8, 15, 21)]
    trips += [f"warehouse/trips/pickup_date=2024-02-{d:02d}/5c4a{d:02d}f00d9e2b7-1a2b3c4d0000000{d % 9}_{1000 + d}"
              f"_data.0.parq" for d in (2, 9, 17)]
    trips += [f"warehouse/trips/pickup_date=2024-03-{d:02d}/00000{d % 3}_0_{_uuid(d + 50)}.orc" for d in (4, 12)]
    a = analyse(trips)
    assert a.outliers == (), a.outliers
    glob = compile_glob(a.glob)
    for new in ("warehouse/trips/pickup_date=2024-04-01/3f3a0011ab00c0de-0123456700000002_99_data.0.parq",
                f"warehouse/trips/pickup_date=2024-04-02/000001_0_{_uuid(7)}.orc",
                f"warehouse/trips/pickup_date=2024-04-03/part-00001-{_uuid(8)}.c000.snappy.parquet"):
        assert glob.match(new), (a.glob, new)
    assert not glob.match(f"warehouse/trips/pickup_date=2024-04-03/.part-00001-{_uuid(8)}.c000.snappy.parquet.crc")
    # outside partition folders, names of one shape in two table formats are one kind too (clusters.same_kind_forms:
    # a format of the same family); files of another family and shape beside them stay apart
    dumps = [f"dumps/2024/{n}.parquet" for n in ("alpha_1", "beta_2", "gamma_3", "delta_4")] + \
        [f"dumps/2024/{n}.orc" for n in ("eps_5", "zeta_6")]
    a = analyse(dumps)
    assert a.outliers == () and compile_glob(a.glob).match("dumps/2024/eta_7.orc"), (a.outliers, a.glob)
    assert set(analyse(dumps + ["dumps/2024/schema.sql", "dumps/manifest.txt"]).outliers) == {
        "dumps/2024/schema.sql", "dumps/manifest.txt"}


def test_a_jobs_part_files_are_matched_whatever_their_writer_adds_after_the_part_number():
    # prompted by Spark output side by side with older writers' parts (the held-out summary's
    # `part-00000-<uuid>-c000.snappy.parquet` beside `part-00000.parquet` / `part-r-00000.gz.parquet`); here a
    # clickstream table whose samples are all from one Spark version
    clicks = [f"lake/clicks/dt=2024-05-{d:02d}/part-{p:05d}-{_uuid(d * 10 + p)}-c000.snappy.parquet"
              for d, p in ((1, 0), (1, 3), (2, 1), (4, 0), (5, 7), (6, 2))]
    for old, part in (("lake/clicks/dt=2023-11-30/part-00007.parquet", 7),
                      ("lake/clicks/dt=2023-12-01/part-r-00012.gz.parquet", 12)):
        got = reading(clicks, old)
        assert got["part"] == part and str(got["date"]).startswith("2023"), got
    # a numbered shard that is no table output (`part-<shard>-<chunk>.npy`) keeps both numbers
    shards = [f"tokens/part-{s:05d}-{c:05d}.npy" for s, c in ((1, 3), (1, 17), (4, 2), (9, 40), (12, 8))]
    got = reading(shards, "tokens/part-00020-00031.npy")
    assert {str(v).lstrip("0") for v in got.values()} >= {"20", "31"}, got


def test_a_clock_written_with_underscores_after_an_underscored_date_is_the_time():
    # prompted by CertStream's archive snapshots (`certstream_2024_01_03_07_16_56_AM_…7z`); here a weather
    # station's readings
    readings = [f"station/ws07/reading_2021_06_{d:02d}_{h:02d}_{m:02d}_{s:02d}.csv" for d, h, m, s in (
        (1, 0, 0, 5), (3, 6, 30, 0), (9, 12, 15, 45), (14, 18, 59, 59), (22, 23, 10, 20))]
    got = reading(readings, "station/ws07/reading_2021_07_02_13_05_09.csv")
    assert got["time"] == "13_05_09", got
    # numbers past a clock's range after the date, or `_`-joined numbers with no date before them, are no time
    runs = [f"runs/run_2021_06_{d:02d}_{a:02d}_{b:02d}_{c:02d}.log" for d, a, b, c in (
        (1, 31, 77, 90), (2, 45, 12, 3), (5, 8, 96, 41), (9, 27, 3, 88))]
    assert "time" not in {f.name for f in analyse(runs).fields}
    tiles = [f"img/tile_{a:02d}_{b:02d}_{c:02d}.png" for a, b, c in ((1, 2, 3), (4, 15, 33), (7, 8, 9), (12, 30, 45))]
    assert "time" not in {f.name for f in analyse(tiles).fields}


def test_a_folder_of_two_versions_joined_by_a_dash_reads_both_versions():
    # prompted by a PyPI diff mirror's `<initial>/<package>/0.3.4-0.3.5/diff.md`; here a database's upgrade scripts
    scripts = [f"upgrades/{db}/{a}-{b}/upgrade.sql" for db, a, b in (
        ("postgres", "14.2", "14.5"), ("postgres", "15.1", "16.0"), ("mysql", "8.0.32", "8.0.33"),
        ("mysql", "5.7.44", "8.0.1"), ("sqlite", "3.41.2", "3.42.0"))]
    got = reading(scripts, "upgrades/mariadb/10.11.6-11.2.2/upgrade.sql")
    assert got["from_version"] == "10.11.6" and got["to_version"] == "11.2.2", got
    # year ranges, language tags and single versions keep their reading
    for folders in (["2019-2020", "2020-2021", "2021-2022"], ["en-US", "de-DE", "fr-CA"], ["1.2.3", "1.3.0", "2.0.1"]):
        names = {f.name for f in analyse([f"docs/{x}/index.html" for x in folders]).fields}
        assert not names & {"from_version", "to_version"}, (folders, names)
