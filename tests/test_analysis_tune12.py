"""General rules learnt from the tune12 group's misses (issue 15, bench/ground_truth/tune12.py: microscopy exports
and partitioned tables). Each rule is tested over a matrix of its class (separators, case, widths, position, one
or many values), written from other domains than the layout that prompted it, beside look-alikes that must keep
their reading."""
from __future__ import annotations

import uuid

import pytest
from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.engine.globs import compile_glob


def _uuid(k: int) -> str:
    return str(uuid.UUID(int=(k * 0x9E3779B97F4A7C15) % (1 << 128)))


# --- ids joined to a number by a dash are no `key-value` entities (segments._key_value_folder, landed by glued11
# beside this round's tune12 misses; the matrix covers the class: any id holding a digit, any case and width) ---

_IDS = [  # (ids seen in the samples, an unseen id): the class is any id holding a digit, in any case and width
    (["A01", "B03", "E17", "N23"], "P24"),  # plate wells (prompted by CellProfiler's `A01-1` well-site folders)
    (["P1", "P2", "P7", "P12"], "P30"),  # plates
    (["S12", "S3", "S40", "S7"], "S99"),  # sample sheets
    (["ID7", "ID12", "ID3", "ID40"], "ID9"),  # numbered ids of one prefix
    (["GSM101", "GSM202", "GSM7", "GSM55"], "GSM9000"),  # accessions
    (["L1", "L2", "L3", "L8"], "L4"),  # sequencer lanes
    (["X9", "Y12", "Z3", "W5"], "V1"),  # chromosome-like codes
    (["a01", "b03", "e17", "n23"], "p24"),  # lower-case wells
    (["BR01", "BR02", "BR05", "BR09"], "BR11"),  # barcodes
    (["T2", "T10", "T4", "T7"], "T13"),  # time points
    (["CH1", "CH2", "CH4", "CH3"], "CH5"),  # channels
    (["2B", "3C", "10A", "4D"], "12F"),  # digits first
    (["K562x1", "HeLa2", "U2OS3", "A549x4"], "MCF7x5"),  # cell lines
]


@pytest.mark.parametrize("ids, unseen", _IDS)
@pytest.mark.parametrize("where", ["folder", "nested"])
def test_an_id_joined_to_a_number_by_a_dash_reads_as_the_id_and_the_number(ids, unseen, where):
    tail = "/view.tif" if where == "nested" else ""
    samples = [f"screen/plate7/{i}-{n}/cells.csv{tail}".replace(".csv/", "/") for i, n in zip(ids, (1, 2, 4, 3))]
    samples += [f"screen/plate7/{i}-{n}/nuclei.csv{tail}".replace(".csv/", "/") for i, n in zip(ids, (3, 5, 1, 2))]
    path = f"screen/plate7/{unseen}-6/cells.csv{tail}".replace(".csv/", "/")
    assert compile_glob(analyse(samples).glob).match(path), (analyse(samples).glob, path)
    got = {str(v) for v in reading(samples, path).values()}
    assert unseen in got and "6" in got, got


def test_key_value_folders_with_word_keys_keep_their_reading():
    # `sub-01` here and `ses-2` there: entity keys (words), the depth varies; the folder stays one `*-*` value
    samples = ["bids/sub-01/anat.nii", "bids/ses-2/func.nii", "bids/sub-03/anat.nii", "bids/task-rest/func.nii"]
    assert "/*-*/" in analyse(samples).glob
    # CORDEX domains (`EUR-11`, `AFR-44`): upper-case word keys, one field per domain as before
    domains = ["cordex/EUR-11/tas.nc", "cordex/AFR-44/tas.nc", "cordex/NAM-22/pr.nc", "cordex/SAM-44/pr.nc"]
    assert "/*-*/" in analyse(domains).glob


# --- a well's row stands for every row of the plate (wells.well_rows) --------------------------------------------

_WELLS = [  # (template with {w} for the well and {k} for a varying number, the samples' row, an unseen well)
    ("hcs/plate1/run_{w}_s{k}_w1.tif", "A", "H12"),  # ImageXpress-like, `_` both sides (prompted by DeepProfiler)
    ("hcs/plate1/{w}-{k}/Cells.csv", "B", "G07"),  # CellProfiler well-site folders, at the start
    ("hcs/plate1/{w}_{k}.npz", "C", "F03"),  # at the start of a file name
    ("hcs/plate1/Projection-Mix_{w}_s{k}_thumb.tif", "E", "B10"),  # after a dashed prefix
    ("hcs/plate1/img.{w}_{k}.tif", "D", "P01"),  # a dot before
    ("hcs/plate1/scan {w} {k}.tif", "F", "A02"),  # spaces
    ("hcs/plate1/MFGTMP_{w}f{k}d0.TIF", "G", "C11"),  # a glued lower-case key after the column
    ("hcs/plate1/BR0042-{w}-{k}/Nuclei.csv", "H", "D04"),  # between a plate id and a site, in a folder
    ("hcs/well-{w}/site_{k}.tif", "A", "K09"),  # a well folder, with files below
    ("hcs/plate1/9987_{w}_s{k}_w2.TIF", "P", "A24"),  # the last row of a 384-well plate
    ("hcs/plate1/exp-{w}-{k}.png", "J", "M18"),  # dashes
    ("hcs/plate1/Well_{w}_field{k}.tif", "K", "L06"),  # after a word
    ("hcs/plate1/{w}_T{k}.tif", "M", "N20"),  # before an upper-case key
]


@pytest.mark.parametrize("template, row, unseen", _WELLS)
def test_a_wells_row_seen_once_stands_for_every_row(template, row, unseen):
    samples = [template.format(w=f"{row}{c:02d}", k=k) for c, k in ((1, 1), (3, 2), (5, 1), (7, 3), (9, 2), (11, 4))]
    path = template.format(w=unseen, k=5)
    a = analyse(samples)
    assert compile_glob(a.glob).match(path), (a.glob, path)
    got = {str(v) for v in reading(samples, path).values()}
    assert unseen in got, got


@pytest.mark.parametrize("samples, other", [
    (["tv/S01E01_pilot.mkv", "tv/S01E02_road.mkv", "tv/S01E05_home.mkv", "tv/S01E09_end.mkv"], "tv/S01X03_extra.mkv"),
    (["s2/tile/B01.jp2", "s2/tile/B02.jp2", "s2/tile/B05.jp2", "s2/tile/B11.jp2"], "s2/tile/TCI.jp2"),  # bands
    (["enc/clip_x264_01.mp4", "enc/clip_x264_02.mp4", "enc/clip_x264_07.mp4"], "enc/clip_y264_03.mp4"),
    (["audio/mp3_01_a.mp3", "audio/mp3_02_b.mp3", "audio/mp3_05_c.mp3"], "audio/xp3_03_d.mp3"),
    (["grid/Q12_a_1.tif", "grid/Q14_b_2.tif", "grid/Q15_c_3.tif"], "grid/R12_d_4.tif"),  # Q is no plate row
    (["v/H264_01_a.mp4", "v/H264_02_b.mp4", "v/H264_05_c.mp4"], "v/A264_03_d.mp4"),  # three digits: a codec
])
def test_letter_codes_that_are_no_wells_keep_their_letter(samples, other):
    assert not compile_glob(analyse(samples).glob).match(other), (analyse(samples).glob, other)


# --- a job's part files in several formats are one kind (tables.partition_data_files, tables.part_files) ---------

_FORMATS = [  # (each table's folder suffix and its files' extension), prompted by Spark test tables in pq/csv/json
    (("pq", "snappy.parquet"), ("csv", "csv"), ("json", "json")),
    (("csv", "csv"), ("json", "json")),
    (("orc", "orc"), ("parquet", "parquet")),
    (("out", "csv.gz"), ("out", "json")),
    (("txt", "txt"), ("csv", "csv")),
    (("avro", "avro"), ("pq", "parquet")),
    (("tsv", "tsv"), ("csv", "csv")),
    (("", "gz.parquet"), ("", "csv")),
    (("d", "deflate"), ("d", "json")),
    (("x", "lz4"), ("x", "zst"), ("x", "snappy")),
    (("a", "parq"), ("b", "orc"), ("c", "avro")),
    (("tbl", "bz2"), ("tbl", "txt")),
]


@pytest.mark.parametrize("formats", _FORMATS)
@pytest.mark.parametrize("writer", ["spark", "hadoop", "plain"])
def test_a_jobs_part_files_in_several_formats_are_one_kind(formats, writer):
    def name(p: int, ext: str) -> str:
        if writer == "spark":
            return f"part-{p:05d}-{_uuid(p)}-c000.{ext}"
        return f"part-r-{p:05d}.{ext}" if writer == "hadoop" else f"part-{p:05d}.{ext}"

    samples = []
    for t, (suffix, ext) in enumerate(formats):
        folder = f"t{t}.{suffix}" if suffix else f"table{t}"
        samples += [f"jobs/out/{folder}/{name(p, ext)}" for p in (t, t + 3, t + 8, t + 11)]
    a = analyse(samples)
    assert a.outliers == (), (a.outliers, a.glob)
    glob = compile_glob(a.glob)
    for t, (suffix, ext) in enumerate(formats):
        folder = f"t{t}.{suffix}" if suffix else f"table{t}"
        new = f"jobs/out/{folder}/{name(42, ext)}"
        assert glob.match(new), (a.glob, new)
        assert reading(samples, new)["part"] == 42
        assert not glob.match(f"jobs/out/{folder}/.{name(42, ext)}.crc")
        assert not glob.match(f"jobs/out/{folder}/_SUCCESS")


def test_numbered_files_that_are_no_job_output_stay_apart_by_format():
    # a camera's numbered clips (`part-00001.mp4`) beside its pictures are two kinds, as before
    samples = [f"cam/part-{p:05d}.mp4" for p in (1, 2, 3, 5)] + ["cam/IMG_0004.jpg", "cam/IMG_0006.jpg"]
    assert len(analyse(samples).outliers) == 2
