"""A tuning group of real microscopy-export and partitioned-table layouts (tune12), written down before any fix.

Like tune8.py, each generator returns (kind, other) for one kind of one real, public file tree or file list: kind a
list of (path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave
alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only` or from a list file inside
the repository (an IDR filePaths.tsv, second column), at the commit cited in the generator's docstring, and kept in
tune12_names.py (a seeded subset where a tree is large); nothing is rebuilt from a pattern. Truth values are what the
source means by its names (the instrument's naming, the study's README or the writer's convention), never what the
analyser reads.
Families (issue 15's two weakest): (a) microscopy exports: Yokogawa CellVoyager CV8000 and Molecular Devices
ImageXpress plates (fmi-faim/faim-ipa), CellProfiler/DeepProfiler per-plate-well-site outputs (cytomining), IDR
study file lists of SIM, smFISH/HCR, histology-section, SMLM, micro-CT, MIBI-TOF and stereo-microscope images;
(b) partitioned tables: Spark/Hive `key=value` partitions with `.crc` and `_SUCCESS` neighbours (fastparquet, Bodo),
Spark part files of many tables, TPCx-BB table folders. 12 of its 23 layouts branch (their first varying folder
holds digits: z-step, plate, time point, well-site, plate-well-site, condition, dataset, delivery, protein, A=<n>).
"""
from __future__ import annotations

import random

from ground_truth import tune12_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... tune11


# --- HCS exports: fmi-faim/faim-ipa's test resources (CellVoyager CV8000, ImageXpress) ----------------------------

def cv8000_stack(r: random.Random) -> tuple[Kind, list[str]]:
    """fmi-faim/faim-ipa @58f3f076c320: a Yokogawa CellVoyager CV8000 acquisition resources/CV8000/<plate>_<date>_
    <time>/<plate>/<plate>_<well>_T<time>F<field>L<timeline>A<action>Z<z>C<channel>.tif, by the CellVoyager naming
    the well (D08, E03, F08), time point, field (001-004), time line, action (A01, A02), z plane and channel (96);
    neighbours: the measurement files (.mlf, .mrf, .mes, .wpi, .wpp), the shading (SC_...) and dark (DC_...) images,
    parameter xml, logs, the ImageXpress resources and the package's files."""
    return _layout(N.CV8000_STACK, N.CV8000_STACK_OTHER,
                   r"/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_([A-P]\d\d)_T(\d{4})F(\d{3})L(\d\d)A(\d\d)Z(\d\d)"
                   r"C(\d\d)\.tif$",
                   ("well", "time", "field", "timeline", "action", "z", "channel"))


def imx_zsteps(r: random.Random) -> tuple[Kind, list[str]]:
    """fmi-faim/faim-ipa @58f3f076c320: an ImageXpress plate's z planes resources/ImageXpress/Projection-Mix/
    2023-02-21/1334/ZStep_<z>/Projection-Mix_<well>_s<site>_w<channel>_thumb<GUID>.tif, by MetaXpress's naming the
    z step (1-10), well (E07, E08), site and wavelength (84); neighbours: the projections one folder up (no ZStep
    folder), the single-channel plate, the CV8000 files and the package's files."""
    return _layout(N.IMX_ZSTEPS, N.IMX_ZSTEPS_OTHER,
                   r"^resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_(\d+)/Projection-Mix_([A-P]\d\d)_s(\d+)"
                   r"_w(\d)_thumb[0-9A-F-]{36}\.tif$",
                   ("z", "well", "site", "channel"))


def imx_exported(r: random.Random) -> tuple[Kind, list[str]]:
    """fmi-faim/faim-ipa @58f3f076c320: ImageXpress exports resources/ImageXpress_exported/9987_Plate_<plate>/
    TimePoint_<t>/[ZStep_<z>/]9987_<well>_s<site>_w<channel>.TIF, the plate (3434, 3435), time point, optional z step,
    well (B02, B03), site and wavelength (52); neighbours: the .HTD plate descriptions, the one-image plate 3420,
    the other resources and the package's files."""
    return _layout(N.IMX_EXPORTED, N.IMX_EXPORTED_OTHER,
                   r"^resources/ImageXpress_exported/9987_Plate_(\d+)/TimePoint_(\d+)/(?:ZStep_(\d+)/)?9987_([A-P]\d\d)"
                   r"_s(\d+)_w(\d)\.TIF$",
                   ("plate", "time", "z", "well", "site", "channel"))


def imx_timelapse(r: random.Random) -> tuple[Kind, list[str]]:
    """fmi-faim/faim-ipa @58f3f076c320: a one-well time lapse resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/
    1697/TimePoint_<t>/1well-3C-2S-Zmix-T_<well>_s<site>_w<channel><GUID>.tif, the time point (1, 2), well (C07),
    site and wavelength (12); neighbours: the other ImageXpress and CV8000 resources and the package's files."""
    return _layout(N.IMX_TIMELAPSE, N.IMX_TIMELAPSE_OTHER,
                   r"^resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/1697/TimePoint_(\d+)/1well-3C-2S-Zmix-T_"
                   r"([A-P]\d\d)_s(\d+)_w(\d)[0-9A-F-]{36}\.tif$",
                   ("time", "well", "site", "channel"))


# --- CellProfiler / DeepProfiler outputs per plate, well and site: cytomining ------------------------------------

def cyto_data_b(r: random.Random) -> tuple[Kind, list[str]]:
    """cytomining/cytominer-database @596f9fc39479: CellProfiler measurements per well and site tests/data_b/<well>-
    <site>/<compartment>.csv, the well (A01 ... N23), site and object table (Cells, Cytoplasm, Image, Nuclei; 28);
    neighbours: data_a's numbered folders, data_c, configs, the package's files."""
    return _layout(N.CYTO_DATA_B, N.CYTO_DATA_B_OTHER, r"^tests/data_b/([A-P]\d\d)-(\d+)/(\w+)\.csv$",
                   ("well", "site", "table"))


def cpg0043_tables(r: random.Random) -> tuple[Kind, list[str]]:
    """cytomining/CytoTable @b7112e756afe: Cell Painting Gallery cpg0043 segmentation outputs tests/data/cellprofiler/
    cpg0043-segmentation/<plate>-<well>-<site>/<table>.csv, the plate (BR00116991), well (A01), site (1, 2) and
    object table (Cells_Cellpose3, Nuclei_BoundingBox_First, ...; 48); neighbours: the other test data (ExampleHuman,
    cytominer-database copies, DeepProfiler npz, sqlite files), docs and package files."""
    return _layout(N.CPG0043_TABLES, N.CPG0043_TABLES_OTHER,
                   r"^tests/data/cellprofiler/cpg0043-segmentation/(BR\d+)-([A-P]\d\d)-(\d+)/(\w+)\.csv$",
                   ("plate", "well", "site", "table"))


def deepprofiler_npz(r: random.Random) -> tuple[Kind, list[str]]:
    """cytomining/CytoTable @b7112e756afe: DeepProfiler features per site tests/data/deepprofiler/pycytominer_example/
    <plate>/<well>_<site>.npz, the plate (SQ00014812, SQ00014813), well (A01, A07, A02, C05) and site (1-9; 36);
    neighbours: the CellProfiler test data and the package's files."""
    return _layout(N.DEEPPROFILER_NPZ, N.DEEPPROFILER_NPZ_OTHER,
                   r"^tests/data/deepprofiler/pycytominer_example/(SQ\d+)/([A-P]\d\d)_(\d+)\.npz$",
                   ("plate", "well", "site"))


# --- IDR study file lists ------------------------------------------------------------------------------------

_SZABO = (r"/idr0xxx-szabo-tads_Experiment{e}/([^/]+)/(\d{{8}})_(RI\d+)_[^/]+?_(\d+[ab]?)_(\d+[ab]?)_SIR_2C_ALN_THR_"
          r"(\d+)\.ome\.tiff$")
_SZABO_FIELDS = ("condition", "date", "microscope", "probe1", "probe2", "cell")


def szabo_esc(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0156-szabo-tadcnd @fb05dc9b6982, experimentA/idr0156-experimentA-filePaths.tsv (second column): two-colour
    SIM images .../20220614-Globus/idr0xxx-szabo-tads_ExperimentA/<condition>/<date>_<microscope>_<condition>_<probe>_
    <probe>_SIR_2C_ALN_THR_<cell>.ome.tiff, the cell condition (ESC, ESC_TSA, ...), imaging date, microscope (RI510),
    the two Oligopaint probes (12, 11, 51b, 102a, ...) and the cell (2,274, 300 kept); neighbours: the one-colour
    ..._SIR_THR_<cell> images and the other experiments' lists, the repository's files."""
    return _layout(N.SZABO_ESC, N.SZABO_ESC_OTHER, _SZABO.format(e="A"), _SZABO_FIELDS)


def szabo_ctcf(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0156-szabo-tadcnd @fb05dc9b6982, experimentC's list: the CTCF-depletion SIM images (CTCF-AID_AUX,
    CTCF-AID_AUX-CTL; microscope RI512; 2,411, 300 kept), fields and neighbours as szabo_esc."""
    return _layout(N.SZABO_CTCF, N.SZABO_CTCF_OTHER, _SZABO.format(e="C"), _SZABO_FIELDS)


def szabo_rad21(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0156-szabo-tadcnd @fb05dc9b6982, experimentD's list: the RAD21-depletion SIM images (RAD21-AID_AUX,
    RAD21-AID_AUX-CTL; 3,374, 300 kept), fields and neighbours as szabo_esc."""
    return _layout(N.SZABO_RAD21, N.SZABO_RAD21_OTHER, _SZABO.format(e="D"), _SZABO_FIELDS)


_CLARK = r"^/bia-idr/S-BIAD582/(\d\d)_([^_/]+)_([^/]+)/{folder}/([\w-]+?)_\d\d_[^/]+_(\d{{3}})(?:_closeup)?{suffix}\.tif$"
_CLARK_FIELDS = ("dataset", "genotype", "stains", "slide", "embryo")


def clark_stacks(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0151-clark-patterning @44020b8eb50a, experimentA/idr0151-experimentA-filePaths.tsv (second column): HCR
    and antibody stains of Drosophila embryos /bia-idr/S-BIAD582/<dataset>_<genotype>_<stains>/stacks/<slide>_
    <dataset>_<genotype>_<stains>_<embryo>[_closeup].tif, the dataset number (01-54), genotype (wt, cadmz, hkb, D, ...),
    the stains (probe and dye, Dprotein555-TL, wg488-D546-cad594-opa647, ...), the slide (6b, 5-1a) and the embryo
    (866, 300 kept); neighbours: the same embryos' mps/, raw_mps/, overlays/ and shell_avgs/ images, the repository's
    files."""
    return _layout(N.CLARK_STACKS, N.CLARK_STACKS_OTHER, _CLARK.format(folder="stacks", suffix=""), _CLARK_FIELDS)


def clark_mps(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0151-clark-patterning @44020b8eb50a, the same list: the maximum projections .../<dataset>_<genotype>_
    <stains>/mps/<slide>_<dataset>_<genotype>_<stains>_<embryo>[_closeup]_mp.tif (866, 300 kept), fields as
    clark_stacks; neighbours: the stacks, raw projections (_rawmp), overlays and shell averages."""
    return _layout(N.CLARK_MPS, N.CLARK_MPS_OTHER, _CLARK.format(folder="mps", suffix="_mp"), _CLARK_FIELDS)


def hdbr_sections(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0114-lindsay-hdbr @e71a0b02e0d1, experimentA/idr0114-experimentA-filePaths.tsv (second column): the
    Human Developmental Biology Resource's converted sections .../20210827-ome-tiffs-ftp/HDBR_converted_files_<n>/
    <sample>,<block>,<tissue>,<stage>,<slide>_<marker>.ome.tiff, the batch folder (1, 2), the HDBR sample (11737,
    N939), block (1, 12.sl3, K_A), tissue (head, Hindbrain, R brain), Carnegie stage or age (CS19, 12pcw, Late 8),
    the slide and the marker (KI67, FOXP2; 570, 300 kept); neighbours: the raw .scn slides, AVI/JPEG 3D views,
    sections named otherwise (four parts, ImageCollection_..., a date for a marker) and the repository's files (the
    two files of the 2021-10-01 delivery left out of both)."""
    return _layout(N.HDBR_SECTIONS, N.HDBR_SECTIONS_OTHER,
                   r"/idr0114-lindsay-hdbr/20210827-ome-tiffs-ftp/HDBR_converted_files_(\d)/(N?\d+),([^,/]+),([^,/]+),"
                   r"([^,/]+),(\d+)_([A-Za-z][\w-]*)\.ome\.tiff$",
                   ("batch", "sample", "block", "tissue", "stage", "slide", "marker"))


def npc_volumes(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0108-sabinina-nuclearporecomplex @671166c40e99, experimentA/idr0108-experimentA-filePaths.tsv (second
    column): SMLM 3D volumes .../20210426-Globus/SNAP-<protein>/<cell>_<laser settings>_<run>_sml_3Dvolume_<part>.tif,
    the tagged nucleoporin (NUP107, NUP133, RANBP2, SEH1), the cell (01-07), the acquisition run and the volume
    part (1, 2; 46); neighbours: the raw MMStack .ome.tif files, the locprec-filtered volumes, the 2021-05-28 volumes,
    links, rendering settings and scripts."""
    return _layout(N.NPC_VOLUMES, N.NPC_VOLUMES_OTHER,
                   r"/20210426-Globus/SNAP-(\w+)/(\d\d)_[^/]*?_(\d)_sml_3Dvolume_(\d)\.tif$",
                   ("protein", "cell", "run", "part"))


def jawbone_slices(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0144-baskay-jawbone @7a5dd655f4a7, experimentA/idr0144-experimentA-filePaths.tsv (second column): 3D
    reconstructions .../idr0000-baskay-3drec/experiment<X>/PROCESSED/imgs/<X>_<NN>.ome.tiff, the experiment (E, F) and
    the specimen (01-39; 68); neighbours: the masks of scripts/roi_files.txt (PROCESSED/masks/<X>_<NN>.png) and the
    repository's files."""
    return _layout(N.JAWBONE_SLICES, N.JAWBONE_SLICES_OTHER, r"/experiment([A-Z])/PROCESSED/imgs/[A-Z]_(\d+)\.ome\.tiff$",
                   ("experiment", "specimen"))


def mibi_rois(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0170-rose-mibitof @c36d4cf4a78a: the MIBI-TOF regions' OME metadata metadata/<TMA>_ROI<NN>_multichannel
    .ome.xml, the tissue microarray (RP-TMA-3, RPM-TMA-1, RPM-TMA-2, RP-TMA-C2, RP-TMA-C4, RP-TMA-extravehicle) and the
    region (221); neighbours: rendering settings per TMA, the experiment's csv/yml files and scripts."""
    return _layout(N.MIBI_ROIS, N.MIBI_ROIS_OTHER, r"^metadata/(RPM?-TMA-[0-9A-Za-z]+)_ROI(\d+)_multichannel\.ome\.xml$",
                   ("tma", "roi"))


def bryophyte_stacks(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0157-peters-bryophytes @53a3c1095be5, experimentA/idr0157-experimentA-filePaths.tsv (second column):
    stereo and light microscope images .../20230803-Globus/<species> <collection>/IMG_<first>[-<last>] <species> <view>
    [(<objective>)].ome.tiff, the liverwort species (Riccia gothica, Athalamia hyalina var. suecica), the collection
    (SWE, GER, SWE2), the first camera image and, for a focus stack, the last (930, 300 kept); neighbours: the
    processed/ folders' renamed images, the 2024 delivery and the repository's files."""
    return _layout(N.BRYOPHYTE_STACKS, N.BRYOPHYTE_STACKS_OTHER,
                   r"/20230803-Globus/([A-Z][a-z]+ [a-z]+(?: var\. [a-z]+)?) ([A-Z]{3}\d?)/IMG_(\d{4})(?:-(\d{4}))? "
                   r"[^/]+\.ome\.tiff$",
                   ("species", "collection", "first", "last"))


# --- partitioned tables: dask/fastparquet and bodo-ai/Bodo test data ---------------------------------------------

def fp_split_parts(r: random.Random) -> tuple[Kind, list[str]]:
    """dask/fastparquet @d17427b85555: a Spark-written Hive-partitioned table test-data/split/cat=<cat>/catnum=<n>/
    part-r-<NNNNN>-<uuid>.gz.parquet, the partition values cat (fred, freda) and catnum (1-3) and the task's part
    number (48); neighbours: the Hadoop .crc checksums beside each part, _SUCCESS, the other test files."""
    return _layout(N.FP_SPLIT_PARTS, N.FP_SPLIT_PARTS_OTHER,
                   r"^test-data/split/cat=(\w+)/catnum=(\d+)/part-r-(\d{5})-[0-9a-f-]{36}\.gz\.parquet$",
                   ("cat", "catnum", "part"))


def fp_split_crc(r: random.Random) -> tuple[Kind, list[str]]:
    """dask/fastparquet @d17427b85555: the checksums of fp_split_parts .../cat=<cat>/catnum=<n>/.part-r-<NNNNN>-
    <uuid>.gz.parquet.crc, fields as there (48); neighbours: the part files themselves, _SUCCESS, the other files."""
    return _layout(N.FP_SPLIT_CRC, N.FP_SPLIT_CRC_OTHER,
                   r"^test-data/split/cat=(\w+)/catnum=(\d+)/\.part-r-(\d{5})-[0-9a-f-]{36}\.gz\.parquet\.crc$",
                   ("cat", "catnum", "part"))


def bodo_spark_parts(r: random.Random) -> tuple[Kind, list[str]]:
    """bodo-ai/Bodo @9bd008d69db7: Spark output folders bodo/tests/data/<table>.<format>/part-<NNNNN>-<uuid>-c000.
    <ext>, the table (int_nulls_multi, str_arr_parts, example multi, decimal1, ...), its format (pq, csv, json) and
    the part number (183); neighbours: the .crc checksums and _SUCCESS markers beside them, the Delta log, the
    partitioned and TPC test tables, single-file test data."""
    return _layout(N.BODO_SPARK_PARTS, N.BODO_SPARK_PARTS_OTHER,
                   r"^bodo/tests/data/([^/]+)\.(pq|csv|json)/part-(\d{5})-[0-9a-f-]{36}-c000\."
                   r"(?:snappy\.parquet|csv|json)$",
                   ("table", "format", "part"))


def bodo_spark_crc(r: random.Random) -> tuple[Kind, list[str]]:
    """bodo-ai/Bodo @9bd008d69db7: the Hadoop checksums .../<table>.<format>/.part-<NNNNN>-<uuid>-c000.<ext>.crc of
    bodo_spark_parts' files, fields as there (185); neighbours: the part files, ._SUCCESS.crc and _SUCCESS, the other
    test data."""
    return _layout(N.BODO_SPARK_CRC, N.BODO_SPARK_CRC_OTHER,
                   r"^bodo/tests/data/([^/]+)\.(pq|csv|json)/\.part-(\d{5})-[0-9a-f-]{36}-c000\."
                   r"(?:snappy\.parquet|csv|json)\.crc$",
                   ("table", "format", "part"))


def bodo_partitioned(r: random.Random) -> tuple[Kind, list[str]]:
    """bodo-ai/Bodo @9bd008d69db7: a Hive-partitioned Spark table bodo/tests/data/test_partitioned.pq/A=<n>/part-
    <NNNNN>-<uuid>.c000.snappy.parquet, the partition value A (0-9) and the part number (80); neighbours: the
    table's _SUCCESS, the other partitioned tables (site_group=/parent_wom=, part=), Spark output folders, the
    Delta table."""
    return _layout(N.BODO_PARTITIONED, N.BODO_PARTITIONED_OTHER,
                   r"^bodo/tests/data/test_partitioned\.pq/A=(\d+)/part-(\d{5})-[0-9a-f-]{36}\.c000\.snappy\.parquet$",
                   ("A", "part"))


def bodo_tpcxbb(r: random.Random) -> tuple[Kind, list[str]]:
    """bodo-ai/Bodo @9bd008d69db7: TPCx-BB tables as part folders BodoSQL/bodosql/tests/data/tpcxbb-test-data/
    <table>/part-<NN>.parquet, the table (web_sales, store_returns, item_marketprices, ...) and the part (00-03; 76);
    neighbours: the TPC-H parquet folders, the other test data."""
    return _layout(N.BODO_TPCXBB, N.BODO_TPCXBB_OTHER,
                   r"^BodoSQL/bodosql/tests/data/tpcxbb-test-data/(\w+)/part-(\d\d)\.parquet$", ("table", "part"))


TUNE12 = {
    "cv8000_stack": cv8000_stack, "imx_zsteps": imx_zsteps, "imx_exported": imx_exported,
    "imx_timelapse": imx_timelapse, "cyto_data_b": cyto_data_b, "cpg0043_tables": cpg0043_tables,
    "deepprofiler_npz": deepprofiler_npz, "szabo_esc": szabo_esc, "szabo_ctcf": szabo_ctcf,
    "szabo_rad21": szabo_rad21, "clark_stacks": clark_stacks, "clark_mps": clark_mps,
    "hdbr_sections": hdbr_sections, "npc_volumes": npc_volumes, "jawbone_slices": jawbone_slices,
    "mibi_rois": mibi_rois, "bryophyte_stacks": bryophyte_stacks,
    "fp_split_parts": fp_split_parts, "fp_split_crc": fp_split_crc, "bodo_spark_parts": bodo_spark_parts,
    "bodo_spark_crc": bodo_spark_crc, "bodo_partitioned": bodo_partitioned, "bodo_tpcxbb": bodo_tpcxbb,
}
