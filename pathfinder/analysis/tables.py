"""Partitioned table output: the folders and files a table's writers make (docs/analyser.md, round 10).

Query engines (Spark, Hive, Impala, Iceberg, Delta, Hudi, Trino) write a table as data files inside `key=value`
partition folders. Two things about such trees hold whatever the engine:

- `differing_keys_folder`: tables partitioned by different columns sit side by side (`ts_hour=2021-10-31-01`,
  `d=2023-12-24`, `action=view` at one depth): the folder still says which column and which value, two fields.
- `partition_data_files`: a table's data files in its partition folders are one kind whatever writer named them
  and whichever columnar format it chose (Iceberg's `00000-0-<uuid>-00001.parquet` beside Impala's
  `<id>_data.0.parq` and an `.orc` table's files).
- `part_files`: a job's numbered output files, `part-00000…`, are named differently by each writer and version
  (`part-00000.parquet`, `part-r-00000.gz.parquet`, `part-00000-<uuid>-c000.snappy.parquet`): the rule keeps
  `part-`, the part number (a field) and the format, and lets any decoration between them through.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, lit, var_part

__all__ = ["TABLE_DATA_FORMATS", "differing_keys_folder", "part_files", "partition_data_files"]

#: the columnar formats a table's data files are written in (`parq`: Impala's spelling of parquet)
TABLE_DATA_FORMATS = frozenset({"parquet", "parq", "orc", "avro"})


def differing_keys_folder(values: list[str]) -> SegModel:
    """`key=value` folders whose keys differ between samples at one depth: the key and the value, two fields
    (`partition_key`, `partition_value`, URL-decoded where a value holds `%XX` escapes), glob `*=*`.

    Why: a Hive folder names its own column, so tables partitioned by different columns still say column and value."""
    url = any(T.URL_ESCAPE_RX.search(v) for v in values)
    key = Var(VarKind.STRING, r"[^/=]+", "string", name="partition_key", rank=4)
    value = Var(VarKind.STRING, r"[^/]*", "string", name="partition_value", rank=4, url_decode=url)
    return SegModel(parts=[var_part(key, "*"), lit("="), var_part(value, "*")], heterogeneous=True)


def _partition_depth(path: str) -> int | None:
    """The depth of a columnar data file sitting right inside a `key=value` folder, else None."""
    segs = path.split("/")
    if len(segs) < 2 or not T.HIVE_RX.match(segs[-2]) or segs[-1].startswith("."):
        return None
    ext = segs[-1].rsplit(".", 1)
    return len(segs) if len(ext) == 2 and ext[1].lower() in TABLE_DATA_FORMATS else None


def _table_file(path: str) -> tuple[str, int] | None:
    """What makes a file a table's data file, and its depth: a columnar file right inside a `key=value` folder
    ("partition"), or a job's numbered output part in a table or text format anywhere ("part"); else None."""
    depth = _partition_depth(path)
    if depth is not None:
        return "partition", depth
    name = path.rsplit("/", 1)[-1]
    if _PART_NAME_RX.match(name) and (T.ext_parts(name) or [""])[-1].lower() in PART_FORMATS:
        return "part", path.count("/") + 1
    return None


def partition_data_files(paths: list[str], keys: list[tuple[str, ...]], best: tuple[str, ...]) -> set[tuple[str, ...]]:
    """When every sample of the largest extension group is a table's data file of one sort (a columnar file right
    inside a `key=value` folder, or a job's numbered output part, `part-00000…`, in a table or text format), the
    other groups whose every sample is one of that sort at a depth the largest group has join it.

    Why: a table's rows are one kind whichever engine wrote each file, a job's parts whichever format it wrote."""
    sorts: set[tuple[str, int]] = set()
    for p, k in zip(paths, keys):
        if k == best:
            found = _table_file(p)
            if found is None:
                return set()
            sorts.add(found)
    if len({sort for sort, _ in sorts}) != 1:
        return set()
    out: dict[tuple[str, ...], bool] = {}
    for p, k in zip(paths, keys):
        if k != best and out.get(k, True):
            out[k] = _table_file(p) in sorts
    return {k for k, ok in out.items() if ok}


#: Hadoop's output file name: `part-`, an optional map/reduce letter, the task number in five digits
_PART_NAME_RX = re.compile(r"^part-(?:[a-z]-)?[0-9]{5}(?![0-9])")
_UUID_RX = re.compile(T.UUID_TEXT)
#: the final extensions a job's part files end with: a table or text format, or the codec of a text output
PART_FORMATS = TABLE_DATA_FORMATS | frozenset({"csv", "tsv", "json", "txt", "gz", "bz2", "deflate", "lz4", "zst",
                                                "snappy"})


def part_files(models: list[SegModel], names: list[str]) -> None:
    """File names that are all a job's numbered output (`part-00000…`, `part-r-00003…`) in a table or text format:
    the name becomes `part-`, the part number (field `part`), any decoration, the final extension (`part-*.parquet`).

    Why: every Hadoop-based writer numbers its output parts alike but decorates the name its own way (uuid, codec)."""
    if not models or not names or not all(_PART_NAME_RX.match(n) for n in names):
        return
    finals = sorted({(T.ext_parts(n) or [""])[-1] for n in names})
    if any(f.lower() not in PART_FORMATS for f in finals):
        return
    number = Var(VarKind.INT, r"[0-9]+", "integer", name="part", rank=3)
    write: list[Part] = []
    if all(_UUID_RX.search(n) for n in names):  # the write's uuid: a field where a writer gives one, else null
        uid = Var(VarKind.UUID, _UUID_RX.pattern, "uuid", name="uuid", rank=3, default_null=True)
        write = [Part(glob="", regex=r"(?:[^/]*?", text=""), var_part(uid, ""), Part(glob="", regex=")?", text="")]
    models[0].parts = [lit("part-"), Part(glob="", regex="(?:[a-z]-)?", text=""), var_part(number, "*"), *write,
                       Part(glob="*", regex=r"[^/]*?", text=""), _final_format(finals)]


def _final_format(finals: list[str]) -> Part:
    """The part files' final extension, or the alternatives when the job wrote several formats (`.{csv,json}`)."""
    if len(finals) == 1:
        return lit("." + finals[0])
    return Part(glob="{" + ",".join("." + T.glob_escape(f) for f in finals) + "}",
                regex=r"\.(?:" + "|".join(T.rx_escape(f) for f in finals) + ")", text=".{" + ",".join(finals) + "}")
