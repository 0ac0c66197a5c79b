"""A tuning group of real partitioned-table and crawl/dump/log layouts (tune11), written down before any fix.

Like review6.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only` or from a
list file inside the repository (a download script, a `tree`/`dust` listing committed as markdown, a notebook's
printout of GDELT's master file list), at the commit cited in the generator's docstring, and kept in
tune11_names.py (a seeded subset where the source is large); nothing is rebuilt from a pattern. Truth values are
what the source means by its names (the table format's naming convention, the archive's documented file names),
never what the analyser reads; hive values are the decoded value (`%3A` is `:`).
Families, the two the held-out measure finds weakest: (a) partitioned table output in real repositories' fixtures
(Drill's dated non-hive year/quarter folders and CTAS fragments, Iceberg tables of DuckDB's and Impala's test
data with hive keys of every type, `.crc` and `metadata/*.avro` neighbours, Delta logs, Hudi timelines, Spark part
files with `_SUCCESS` of two codecs), (b) crawl/dump/log/archive lists (RIPE RIS bview dumps, Wikipedia page-count
and SQL dumps, CertStream archive snapshots with 12-hour stamps, GDELT 15-minute exports, a PyPI diff mirror).
"""
from __future__ import annotations

import random
from urllib.parse import unquote

from ground_truth import tune11_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... tune10

_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_DRILL = r"^exec/java-exec/src/test/resources/"


# --- (a) Apache Drill's test resources: dated non-hive partitions and CTAS output -----------------------------

def drill_orders(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/drill @051b1649a097: exec/java-exec/src/test/resources/multilevel/parquet/<year>/Q<quarter>/
    orders_<yy>_q<quarter>.parquet, TPC-H orders split into year and quarter folders without `key=` (Drill reads
    them as dir0, dir1; 12); neighbours: the same orders as csv and json, parquet2/, jsoncomplex/, the
    schema-change and bad-format copies and the 4203 corrupt-date tables."""
    return _layout(N.DRILL_ORDERS_KIND, N.DRILL_ORDERS_OTHER,
                   _DRILL + r"multilevel/parquet/(\d{4})/Q(\d)/orders_\d\d_q\d\.parquet$", ("year", "quarter"))


def drill_orders_csv(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/drill @051b1649a097: the same orders as csv, multilevel/csv/<year>/Q<quarter>/orders_<yy>_q<quarter>
    .csv (12); neighbours as drill_orders (the parquet and json copies among them)."""
    return _layout(N.DRILL_ORDERS_CSV_KIND, N.DRILL_ORDERS_CSV_OTHER,
                   _DRILL + r"multilevel/csv/(\d{4})/Q(\d)/orders_\d\d_q\d\.csv$", ("year", "quarter"))


def drill_orders_json(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/drill @051b1649a097: the same orders as json, multilevel/json/<year>/Q<quarter>/orders_<yy>_q<quarter>
    .json (12); neighbours as drill_orders (jsoncomplex/ and jsonFileMixDir/ among them)."""
    return _layout(N.DRILL_ORDERS_JSON_KIND, N.DRILL_ORDERS_JSON_OTHER,
                   _DRILL + r"multilevel/json/(\d{4})/Q(\d)/orders_\d\d_q\d\.json$", ("year", "quarter"))


def drill_parquet2(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/drill @051b1649a097: multilevel/parquet2/<year>/Q<quarter>/<n>.parquet, two numbered files per
    quarter (16); neighbours as drill_orders."""
    return _layout(N.DRILL_PARQUET2_KIND, N.DRILL_PARQUET2_OTHER,
                   _DRILL + r"multilevel/parquet2/(\d{4})/Q(\d)/(\d+)\.parquet$", ("year", "quarter", "file"))


def drill_ctas(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/drill @051b1649a097: parquet/4203_corrupt_dates/<table>/<major>_<minor>_<n>.parquet, tables written
    by Drill's CTAS (file name = major fragment, minor fragment, file number; 60 over five tables); neighbours:
    the single-file tables of the same folder, mixed_drill_versions/, hive1dot2_fewtypes_null/000000_0, metadata
    text files, other parquet test files."""
    return _layout(N.DRILL_CTAS_KIND, N.DRILL_CTAS_OTHER,
                   _DRILL + r"parquet/4203_corrupt_dates/(\w+)/(\d+)_(\d+)_(\d+)\.parquet$",
                   ("table", "major", "minor", "file"))


# --- (a) duckdb/duckdb-iceberg's persistent Iceberg tables ---------------------------------------------------

def ice_partition_values(r: random.Random) -> tuple[Kind, list[str]]:
    """duckdb/duckdb-iceberg @68623ff99d41: data/persistent/partition_<type>/data/partition_col=<value>/
    <task>-<n>-<uuid>-<file>.parquet, one Iceberg table per partition type (bigint, binary, bool, decimals,
    double, float, integer) with values such as -9223372036854775808, qrvM, 0E-11, 2.7182817 (42; the
    default.db copies of time/timestamp types, nested one level deeper, are left out of both lists);
    neighbours: the `.crc` twins of each data file, the tables' metadata/ (v<N>.metadata.json, snap-*.avro,
    *-m0.avro, version-hint.text), hive_partitioned_table/ and equality_deletes/."""
    return _layout(N.ICE_PARTITION_VALUES_KIND, N.ICE_PARTITION_VALUES_OTHER,
                   rf"^data/persistent/partition_(\w+)/data/partition_col=([^/]+)/\d{{5}}-\d+-{_UUID}-(\d{{5}})\.parquet$",
                   ("type", "value", "file"), fix={"value": unquote})


def ice_snapshots(r: random.Random) -> tuple[Kind, list[str]]:
    """duckdb/duckdb-iceberg @68623ff99d41: Iceberg manifest lists data/persistent/<table>/metadata/snap-<snapshot
    id>-<attempt>-<manifest uuid>.avro of the tables one level below data/persistent (17); neighbours: the same
    tables' manifests <uuid>-m<N>.avro, v<N>.metadata.json, version-hint.text, their `.crc` twins and data
    files."""
    return _layout(N.ICE_SNAPSHOTS_KIND, N.ICE_SNAPSHOTS_OTHER,
                   rf"^data/persistent/([^/]+)/metadata/snap-(\d+)-(\d+)-{_UUID}\.avro$",
                   ("table", "snapshot", "attempt"))


# --- (a) duckdb/duckdb-delta: Delta logs ----------------------------------------------------------------------

def delta_logs(r: random.Random) -> tuple[Kind, list[str]]:
    """duckdb/duckdb-delta @e74cf88ebf64: Delta commit files data/inlined/<table>/[delta_lake/]_delta_log/
    <version, 20 digits>.json of six tables (22); neighbours: checkpoints <version>.checkpoint.parquet,
    _last_checkpoint, `.crc` files, part=42/part-00000-<uuid>-c000.snappy.parquet data files."""
    return _layout(N.DELTA_LOGS_KIND, N.DELTA_LOGS_OTHER,
                   r"^data/inlined/([^/]+)/(?:[^/]+/)?_delta_log/(\d{20})\.json$", ("table", "version"))


# --- (a) apache/impala's test data: Iceberg, Hudi -------------------------------------------------------------

def imp_ice_partitioned(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/impala @b21595276c6c: testdata/data/iceberg_test/iceberg_partitioned/data/event_time_hour=
    <YYYY-MM-DD-HH>/action=<action>/<task>-<n>-<uuid>-00000.parquet, Iceberg's hour transform and an identity
    partition (20); neighbours: the table's metadata/, iceberg_non_partitioned/ and iceberg_v3/ files."""
    return _layout(N.IMP_ICE_PARTITIONED_KIND, N.IMP_ICE_PARTITIONED_OTHER,
                   rf"/iceberg_partitioned/data/event_time_hour=([\d-]+)/action=(\w+)/(\d{{5}})-\d+-{_UUID}-\d{{5}}\.parquet$",
                   ("hour", "action", "task"))


def imp_ice_resolution(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/impala @b21595276c6c: the same partitioned table copied into a Hadoop catalog, testdata/data/
    iceberg_test/hadoop_catalog/iceberg_resolution_test/functional_parquet/iceberg_resolution_test/data/
    event_time_hour=<YYYY-MM-DD-HH>/action=<action>/<task>-...parquet (20); neighbours: iceberg_partitioned/ and
    the other catalog copies (same file names under other roots), metadata files."""
    return _layout(N.IMP_ICE_RESOLUTION_KIND, N.IMP_ICE_RESOLUTION_OTHER,
                   rf"/iceberg_resolution_test/data/event_time_hour=([\d-]+)/action=(\w+)/(\d{{5}})-\d+-{_UUID}-\d{{5}}\.parquet$",
                   ("hour", "action", "task"))


def imp_ice_catalog_test(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/impala @b21595276c6c: a second catalog copy, .../hadoop_catalog/hadoop_catalog_test/functional_parquet/
    hadoop_catalog_test/data/event_time_hour=<YYYY-MM-DD-HH>/action=<action>/<task>-...parquet (20); neighbours as
    imp_ice_resolution."""
    return _layout(N.IMP_ICE_CATALOG_TEST_KIND, N.IMP_ICE_CATALOG_TEST_OTHER,
                   rf"/hadoop_catalog_test/data/event_time_hour=([\d-]+)/action=(\w+)/(\d{{5}})-\d+-{_UUID}-\d{{5}}\.parquet$",
                   ("hour", "action", "task"))


def imp_ice_keys(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/impala @b21595276c6c: testdata/data/iceberg_test/hadoop_catalog/ice/<table>/data/<key>=<value>/
    <file>, seven tables partitioned by one key each (ts_hour, d, action) whose files come from two writers:
    Iceberg's <task>-<n>-[<user>_<stamp>_]<uuid>-...-<file>.parquet|orc and Impala's <id>_<n>_data.0.parq (42);
    neighbours: the tables' metadata/ files and the data files of unpartitioned tables."""
    return _layout(N.IMP_ICE_KEYS_KIND, N.IMP_ICE_KEYS_OTHER,
                   r"/hadoop_catalog/ice/([^/]+)/data/([a-z_]+)=([^/]+)/[^/]+\.(?:parquet|parq|orc)$",
                   ("table", "key", "value"), fix={"value": unquote})


def imp_ice_snapshots(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/impala @b21595276c6c: testdata/data/iceberg_test/hadoop_catalog/ice/<table>/metadata/snap-<snapshot
    id>-<attempt>-<uuid>.avro (73 over the catalog's tables); neighbours: manifests, metadata json, version
    hints and data files of the same tables."""
    return _layout(N.IMP_ICE_SNAPSHOTS_KIND, N.IMP_ICE_SNAPSHOTS_OTHER,
                   rf"/hadoop_catalog/ice/([^/]+)/metadata/snap-(\d+)-(\d+)-{_UUID}\.avro$",
                   ("table", "snapshot", "attempt"))


def imp_hudi_timeline(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/impala @b21595276c6c: a Hudi table's timeline testdata/data/hudi_parquet/.hoodie/<instant,
    yyyyMMddHHmmss>.<action>[.<state>] (clean, commit; inflight, requested; a bare <instant>.inflight is a
    commit in flight; 12); neighbours: hoodie.properties, the table's year=/month=/day= data files and their
    .hoodie_partition_metadata."""
    return _layout(N.IMP_HUDI_TIMELINE_KIND, N.IMP_HUDI_TIMELINE_OTHER,
                   r"/\.hoodie/(\d{14})\.([a-z]+)(?:\.([a-z]+))?$", ("instant", "action", "state"))


# --- (b) RIPE RIS dumps: WHMHammer/RIPE-analysis's download script ---------------------------------------------

def ripe_bview(r: random.Random) -> tuple[Kind, list[str]]:
    """WHMHammer/RIPE-analysis @83627a5e1c55, dowload-RIPE-data.sh (its wget URLs, https://data.ris.ripe.net/
    dropped): RIS collector rrc00's yearly RIB dumps rrc00/<YYYY.MM>/bview.<YYYYMMDD>.<HHMM>.gz, 2000 to 2022
    (23); the script lists nothing else (no neighbours)."""
    return _layout(N.RIPE_BVIEW_KIND, N.RIPE_BVIEW_OTHER,
                   r"^rrc00/(\d{4})\.(\d\d)/bview\.(\d{8})\.(\d{4})\.gz$", ("year", "month", "date", "time"))


# --- (b) Wikipedia dumps and their Spark output: acmiyaguchi/cs229-f19-wiki-forecast's data-tree.md -----------

def wiki_pagecounts(r: random.Random) -> tuple[Kind, list[str]]:
    """acmiyaguchi/cs229-f19-wiki-forecast @3ceb59342648, data-tree.md (`tree -h` of its data/ folder, sizes
    dropped): daily page-count dumps data/raw/pagecounts/pagecounts-<YYYY-MM-DD>.bz2 (614, 300 kept);
    neighbours: index.html.tmp beside them, the enwiki SQL dumps."""
    return _layout(N.WIKI_PAGECOUNTS_KIND, N.WIKI_PAGECOUNTS_OTHER,
                   r"^data/raw/pagecounts/pagecounts-(\d{4}-\d\d-\d\d)\.bz2$", ("date",))


def wiki_spark_csv(r: random.Random) -> tuple[Kind, list[str]]:
    """acmiyaguchi/cs229-f19-wiki-forecast @3ceb59342648, data-tree.md: Spark csv output data/processed/<table>/
    part-<NNNNN>-<uuid>-c000.csv.gz of two tables (categorylinks, pagelinks; 400, 300 kept; the nested
    page/<subset>/ outputs are left out of both lists); neighbours: _SUCCESS markers, the gz-codec parquet
    outputs part-<NNNNN>-<uuid>-c000.gz.parquet of page_parquet/ and pagecount/, data/enwiki/ and the dumps."""
    return _layout(N.WIKI_SPARK_CSV_KIND, N.WIKI_SPARK_CSV_OTHER,
                   rf"^data/processed/(categorylinks|pagelinks)/part-(\d{{5}})-{_UUID}-c000\.csv\.gz$",
                   ("table", "part"))


def wiki_spark_parquet(r: random.Random) -> tuple[Kind, list[str]]:
    """acmiyaguchi/cs229-f19-wiki-forecast @3ceb59342648, data-tree.md: Spark parquet output data/enwiki/<table>/
    part-<NNNNN>-<uuid>-c000.snappy.parquet of six tables (17); neighbours: their _SUCCESS markers, the
    processed/ outputs (gz.parquet, csv.gz) and the bzipped dumps."""
    return _layout(N.WIKI_SPARK_PARQUET_KIND, N.WIKI_SPARK_PARQUET_OTHER,
                   rf"^data/enwiki/(\w+)/part-(\d{{5}})-{_UUID}-c000\.snappy\.parquet$", ("table", "part"))


def wiki_sql_dumps(r: random.Random) -> tuple[Kind, list[str]]:
    """acmiyaguchi/cs229-f19-wiki-forecast @3ceb59342648, data-tree.md: Wikimedia SQL dumps data/<bzipped|raw>/
    enwiki-<YYYYMMDD>-<table>.sql.<bz2|gz> (the same five tables recompressed; 10); neighbours: the page-count
    dumps."""
    return _layout(N.WIKI_SQL_DUMPS_KIND, N.WIKI_SQL_DUMPS_OTHER,
                   r"^data/(bzipped|raw)/enwiki-(\d{8})-(\w+)\.sql\.(?:bz2|gz)$", ("folder", "date", "table"))


# --- (b) archive snapshots: Azathothas/CertStream-Domains' .github/SIZE.md -------------------------------------

def certstream(r: random.Random) -> tuple[Kind, list[str]]:
    """Azathothas/CertStream-Domains @11add3519ca2, .github/SIZE.md (a `dust` tree of the repository, sizes and
    the branch root dropped): archived CertStream snapshots Raw/Archive/certstream_<YYYY_MM_DD>_<hh_mm_ss>_<AM|PM>
    _Nepal_TIME.7z, a 12-hour clock (84); neighbours: the two Raw/Latest/ snapshots, README.md, INFO.md,
    SERVERS.md, Data/*.txt."""
    return _layout(N.CERTSTREAM_KIND, N.CERTSTREAM_OTHER,
                   r"^Raw/Archive/certstream_(\d{4}_\d\d_\d\d)_(\d\d_\d\d_\d\d)_(AM|PM)_Nepal_TIME\.7z$",
                   ("date", "time", "half"))


# --- (b) GDELT 2.0's 15-minute files: linwoodc3/gdeltPyR's notebook printout of masterfilelist.txt -------------

def gdelt_export(r: random.Random) -> tuple[Kind, list[str]]:
    """linwoodc3/gdeltPyR @4f45d442d3ec, notebook/earlyConceptsnFunctionality.md (the first rows of GDELT 2.0's
    masterfilelist.txt, http://data.gdeltproject.org/ dropped): event exports gdeltv2/<YYYYMMDDhhmmss>.export.CSV
    .zip every 15 minutes (335, 300 kept); neighbours: the mentions and gkg files of the same stamps and
    masterfilelist.txt."""
    return _layout(N.GDELT_EXPORT_KIND, N.GDELT_EXPORT_OTHER, r"^gdeltv2/(\d{14})\.export\.CSV\.zip$", ("stamp",))


def gdelt_tables(r: random.Random) -> tuple[Kind, list[str]]:
    """linwoodc3/gdeltPyR @4f45d442d3ec, the same list: all three 15-minute tables gdeltv2/<stamp>.<export|
    mentions|gkg>.<CSV|csv>.zip (the gkg files spell csv in lower case; 1,004, 300 kept); neighbour:
    masterfilelist.txt."""
    return _layout(N.GDELT_TABLES_KIND, N.GDELT_TABLES_OTHER,
                   r"^gdeltv2/(\d{14})\.(export|mentions|gkg)\.(?:CSV|csv)\.zip$", ("stamp", "table"))


# --- (b) a package mirror's diffs: pypi-diff/20230707 ----------------------------------------------------------

def pypi_diffs(r: random.Random) -> tuple[Kind, list[str]]:
    """pypi-diff/20230707 @59e796586355: one day's PyPI release diffs <initial>/<package>/<old version>-<new
    version>/diff.md, sharded by the package name's first character (3,010, 300 kept); neighbours: the 23 diffs
    stored gzipped (diff.md.gz), README.md, .github/ workflows and the secrets baseline."""
    return _layout(N.PYPI_DIFFS_KIND, N.PYPI_DIFFS_OTHER,
                   r"^(\w)/([^/]+)/([^-/]+)-([^-/]+)/diff\.md$", ("initial", "package", "old", "new"))


TUNE11 = {
    "drill_orders": drill_orders, "drill_orders_csv": drill_orders_csv, "drill_orders_json": drill_orders_json,
    "drill_parquet2": drill_parquet2, "drill_ctas": drill_ctas,
    "ice_partition_values": ice_partition_values, "ice_snapshots": ice_snapshots, "delta_logs": delta_logs,
    "imp_ice_partitioned": imp_ice_partitioned, "imp_ice_resolution": imp_ice_resolution,
    "imp_ice_catalog_test": imp_ice_catalog_test, "imp_ice_keys": imp_ice_keys,
    "imp_ice_snapshots": imp_ice_snapshots, "imp_hudi_timeline": imp_hudi_timeline,
    "ripe_bview": ripe_bview, "wiki_pagecounts": wiki_pagecounts, "wiki_spark_csv": wiki_spark_csv,
    "wiki_spark_parquet": wiki_spark_parquet, "wiki_sql_dumps": wiki_sql_dumps, "certstream": certstream,
    "gdelt_export": gdelt_export, "gdelt_tables": gdelt_tables, "pypi_diffs": pypi_diffs,
}
