"""A tuning group of real BRANCHING data layouts (tune8), written down before any fix.

Like review6.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only` or from a
list file inside the repository (a catalogue, an index, an import list), at the commit cited in the generator's
docstring, and kept in tune8_names.py (a seeded subset where the source is large); nothing is rebuilt from a
pattern. Truth values are what the source means by its names (its README, its naming convention or the standard
it follows), never what the analyser reads.
Families: climate-model output by member/table/variable (CMIP6 zarr stores, MPI-GE and CESM-LE files), Argo float
profiles by DAC and float, tissue-microarray and Opera plate images, Objectron video ids by class/batch, NOAA CDR
products by period folder, VIIRS granules by product, Met Office forecast items, nClimGrid daily grids. 14 of its 20
layouts branch (their first varying folder holds digits: member, float, delivery date, plate, batch, period).
"""
from __future__ import annotations

import random

from ground_truth import tune8_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... tune7


# --- climate-model output: intake/intake-esm's catalogues and sample tree ------------------------------------

_STORE = r"^gs://cmip6/CMIP6/{act}/{inst}/{src}/{exp}/(r\d+i\d+p\d+f\d+)/(\w+)/(\w+)/(g\w+)/v(\d{{8}})$"


def esm_canesm5_hist(r: random.Random) -> tuple[Kind, list[str]]:
    """intake/intake-esm @89e7fdee0ec0, tests/sample-catalogs/pangeo-gcp-subset.csv.gz (column zstore; the
    trailing / of each store dropped): Pangeo's CMIP6 zarr stores gs://cmip6/CMIP6/CMIP/CCCma/CanESM5/historical/
    <member>/<table>/<variable>/<grid>/v<YYYYMMDD>, by the CMIP6 DRS the member (r10i1p1f1), the MIP table (Amon,
    Omon, Oyr, ...), the variable, the grid label and the version date (308, 300 kept); neighbours: the CMIP6
    netCDF files of glade-cmip6-netcdf.csv and the stores of cmip6-zarr-consolidated-stores.csv (another root)."""
    return _layout(N.ESM_CANESM5_HIST, N.ESM_STORES_OTHER,
                   _STORE.format(act="CMIP", inst="CCCma", src="CanESM5", exp="historical"),
                   ("member", "table", "variable", "grid", "version"))


def esm_canesm5_ssp(r: random.Random) -> tuple[Kind, list[str]]:
    """intake/intake-esm @89e7fdee0ec0, pangeo-gcp-subset.csv.gz: gs://cmip6/CMIP6/ScenarioMIP/CCCma/CanESM5/ssp585/
    <member>/<table>/<variable>/<grid>/v<YYYYMMDD> (240), fields as esm_canesm5_hist; neighbours as there."""
    return _layout(N.ESM_CANESM5_SSP, N.ESM_STORES_OTHER,
                   _STORE.format(act="ScenarioMIP", inst="CCCma", src="CanESM5", exp="ssp585"),
                   ("member", "table", "variable", "grid", "version"))


def esm_ipsl_hist(r: random.Random) -> tuple[Kind, list[str]]:
    """intake/intake-esm @89e7fdee0ec0, pangeo-gcp-subset.csv.gz: gs://cmip6/CMIP6/CMIP/IPSL/IPSL-CM6A-LR/historical/
    <member>/<table>/<variable>/<grid>/v<YYYYMMDD> (192; grids gn, gr), fields as esm_canesm5_hist; neighbours as
    there."""
    return _layout(N.ESM_IPSL_HIST, N.ESM_STORES_OTHER,
                   _STORE.format(act="CMIP", inst="IPSL", src="IPSL-CM6A-LR", exp="historical"),
                   ("member", "table", "variable", "grid", "version"))


def esm_mpige_hist(r: random.Random) -> tuple[Kind, list[str]]:
    """intake/intake-esm @89e7fdee0ec0: the MPI Grand Ensemble sample tests/sample_data/mpi-ge/hist/hist<NNNN>/
    outdata/<component>/hist<NNNN>_<component>_<stream>_<start>_<end>.nc, the member (0001 ... 0003), the model
    component (hamocc, mpiom), the output stream (data_2d_mm, monitoring_ym) and the first and last day (36);
    neighbours: the pictrl and rcp85 experiments' files (same names after the experiment), the CESM samples."""
    return _layout(N.ESM_MPIGE_HIST, N.ESM_MPIGE_OTHER,
                   r"/mpi-ge/hist/hist(\d{4})/outdata/(\w+?)/hist\d{4}_\w+?_(data_2d_mm|monitoring_ym)_(\d{8})_(\d{8})\.nc$",
                   ("member", "component", "stream", "start", "end"))


def esm_cesm_le(r: random.Random) -> tuple[Kind, list[str]]:
    """intake/intake-esm @89e7fdee0ec0: CESM Large Ensemble history files tests/sample_data/cesm-le/b.e11.<compset>
    .f09_g16.<member>.pop.h.<variable>.<start>-<end>.nc, by CESM's case naming the compset (B1850C5CN,
    B20TRC5CNBDRD, BRCP85C5CNBDRD), the member (001 ... 105), the variable (SHF, STF_O2) and the first and last
    month (214; one folder); neighbours: the multi-variable and GECOIAF CESM files, the MPI-GE files."""
    return _layout(N.ESM_CESM_LE, N.ESM_CESM_OTHER,
                   r"/cesm-le/b\.e11\.(\w+)\.f09_g16\.(\d{3})\.pop\.h\.(\w+)\.(\d{6})-(\d{6})\.nc$",
                   ("compset", "member", "variable", "start", "end"))


def esm_cmip6_files(r: random.Random) -> tuple[Kind, list[str]]:
    """intake/intake-esm @89e7fdee0ec0: CMIP6 netCDF files tests/sample_data/cmip/CMIP6/<activity>/<institution>/
    <source>/<experiment>/<member>/<table>/<variable>/<grid>/v<YYYYMMDD>/<variable>/<variable>_<table>_<source>_
    <experiment>_<member>_<grid>_<start>-<end>.nc, by the CMIP6 DRS (59; the institution varies first: no branch);
    neighbours: the CMIP5 sample tree tests/sample_data/cmip/cmip5/output1/... (34)."""
    return _layout(N.ESM_CMIP6_FILES, N.ESM_CMIP6_OTHER,
                   r"/CMIP6/(\w+)/([\w-]+)/([\w-]+)/([\w-]+)/(r\d+i\d+p\d+f\d+)/(\w+)/(\w+)/(g\w+)/v(\d{8})/\w+/"
                   r"\w+_\w+_[\w-]+_[\w-]+_r\w+_g\w+_(\d{6})-(\d{6})\.nc$",
                   ("activity", "institution", "source", "experiment", "member", "table", "variable", "grid",
                    "version", "start", "end"))


# --- Argo floats: euroargodev/argopy's test data -------------------------------------------------------------

_PROFILE = r"^{dac}/(\d+)/profiles/([RD])\d+_(\d{{3}})(D)?\.nc$"


def argo_coriolis(r: random.Random) -> tuple[Kind, list[str]]:
    """euroargodev/argopy @2d25f6e0756c, argopy/tests/test_data/332692d1bf34...e34f.txt (a copy of the GDAC's
    profile index ar_index_global_prof.txt, first column; 2,702 rows): coriolis/<float>/profiles/<mode><float>_<cycle>
    [D].nc, by the Argo user manual the float's WMO number, the data mode (R real time, D delayed), the cycle number
    and the descending-profile flag D (1,098, 300 kept); neighbours: the other DACs' profiles (200 kept)."""
    return _layout(N.ARGO_CORIOLIS, N.ARGO_CORIOLIS_OTHER, _PROFILE.format(dac="coriolis"),
                   ("float", "mode", "cycle", "descending"))


def argo_aoml(r: random.Random) -> tuple[Kind, list[str]]:
    """euroargodev/argopy @2d25f6e0756c, the same profile index: aoml/<float>/profiles/<mode><float>_<cycle>.nc
    (476, 300 kept), fields as argo_coriolis; neighbours: the other DACs' profiles (200 kept)."""
    return _layout(N.ARGO_AOML, N.ARGO_AOML_OTHER, _PROFILE.format(dac="aoml"),
                   ("float", "mode", "cycle", "descending"))


def argo_floats(r: random.Random) -> tuple[Kind, list[str]]:
    """euroargodev/argopy @2d25f6e0756c, argopy/tests/test_data/httpmocked_uri_index.json (the GDAC URLs its tests
    mock, https://data-argo.ifremer.fr/ dropped): a float's own files dac/aoml/<float>/<float>_<product>.nc, the WMO
    number and the product (prof, meta, Rtraj, tech; 44); neighbours: the same index's profiles
    dac/<dac>/<float>/profiles/... and other DACs' float files (77)."""
    return _layout(N.ARGO_FLOATS, N.ARGO_FLOATS_OTHER, r"^dac/aoml/(\d+)/\d+_(\w+)\.nc$", ("float", "product"))


# --- microscopy: IDR idr0043 (Human Protein Atlas tissue microarrays), idr0072 (Opera plates) ---------------

def hpa_tma(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0043-uhlen-humanproteinatlas @0997258cdfb2, experimentA/hpa_run_01/idr0043-experimentA-filePaths.tsv.gz
    (second column; 497,872 rows, 300 kept): /uod/idr/filesets/idr0043-uhlen-humanproteinatlas/<YYYYMMDD>-ftp/
    <antibody>/<block>_<side>_<row>_<column>.tif, the delivery date, the antibody's number (HPA064547 -> 64547, as
    the Dataset:name column pairs them), and the tissue-microarray core: block, side (A, B), row and column;
    neighbours: the repository's files (scripts, other runs' lists, README)."""
    return _layout(N.HPA_TMA, N.HPA_TMA_OTHER,
                   r"/idr0043-uhlen-humanproteinatlas/(\d{8})-ftp/(\d+)/(\d+)_([AB])_(\d+)_(\d+)\.tif$",
                   ("date", "antibody", "block", "side", "row", "column"))


def hpa_reimport(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0043-uhlen-humanproteinatlas @0997258cdfb2, experimentA/hpa_run_09/reimport-filePaths.tsv (second
    column; 1,360 rows, 300 kept): one later delivery .../20210108-ftp/<antibody>/<block>_<side>_<row>_<column>.tif,
    the antibody's number (CAB037048 -> 37048) and the tissue-microarray core as hpa_tma; neighbours: the
    repository's files."""
    return _layout(N.HPA_REIMPORT, N.HPA_TMA_OTHER,
                   r"/idr0043-uhlen-humanproteinatlas/20210108-ftp/(\d+)/(\d+)_([AB])_(\d+)_(\d+)\.tif$",
                   ("antibody", "block", "side", "row", "column"))


def opera_flex(r: random.Random) -> tuple[Kind, list[str]]:
    """IDR/idr0072-schormann-subcellref @09db153eb73d (a commit that held two plates' files): Opera/Columbus
    measurements screenB/<plate folder>/Meas_01/<row><column><field>.flex, the plate folder (2015-10-30 plate117,
    VAMP_DEG_Pl102_20150527) and the Opera naming's well row, well column and field, three digits each (142);
    neighbours: the study and annotation files of that commit."""
    return _layout(N.OPERA_FLEX, N.OPERA_FLEX_OTHER, r"^screenB/([^/]+)/Meas_01/(\d{3})(\d{3})(\d{3})\.flex$",
                   ("plate", "row", "column", "field"))


# --- Objectron video ids ---------------------------------------------------------------------------------

def objectron_bike(r: random.Random) -> tuple[Kind, list[str]]:
    """google-research-datasets/Objectron @46daaa0aca5b, index/bike_annotations (472 ids, 300 kept): video ids
    bike/batch-<N>/<N>, by the dataset's README the class, the collection batch and the video within it
    (videos/<id>/video.MOV); neighbours: the repository's files (index lists, notebooks, schema)."""
    return _layout(N.OBJECTRON_BIKE, N.OBJECTRON_OTHER, r"^bike/batch-(\d+)/(\d+)$", ("batch", "video"))


def objectron_chair_test(r: random.Random) -> tuple[Kind, list[str]]:
    """google-research-datasets/Objectron @46daaa0aca5b, index/chair_annotations_test (388): chair/batch-<N>/<N>,
    the batch and the video; neighbours as objectron_bike."""
    return _layout(N.OBJECTRON_CHAIR_TEST, N.OBJECTRON_OTHER, r"^chair/batch-(\d+)/(\d+)$", ("batch", "video"))


def objectron_cereal_train(r: random.Random) -> tuple[Kind, list[str]]:
    """google-research-datasets/Objectron @46daaa0aca5b, index/cereal_box_annotations_train (300 kept):
    cereal_box/batch-<N>/<N>, the batch and the video; neighbours as objectron_bike."""
    return _layout(N.OBJECTRON_CEREAL_TRAIN, N.OBJECTRON_OTHER, r"^cereal_box/batch-(\d+)/(\d+)$", ("batch", "video"))


# --- NOAA climate data records, VIIRS, Met Office, nClimGrid: stactools packages' examples ----------------------

def ohc_tifs(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/noaa-cdr @75fbccf0b537: NOAA's ocean heat content CDR examples/noaa-cdr-ocean-heat-content/
    ocean-heat-content-<period>-<depth>m/<variable>_0-<depth>_<interval>_<period>.tif, the period (1972-03, 2021,
    2017-2021, 2022-Q1), the depth (100, 700, 2000 m), the variable (heat_content_anomaly, mean_salinity_anomaly,
    ...) and the averaging interval (monthly, seasonal, yearly, pentad; 44); neighbours: each item's json, the
    collection, the sea-ice items."""
    return _layout(N.OHC_TIFS, N.OHC_OTHER,
                   r"/ocean-heat-content-([\dQ-]+?)-(\d+)m/([a-z_]+)_0-\d+_(monthly|seasonal|yearly|pentad)_[\dQ-]+\.tif$",
                   ("period", "depth", "variable", "interval"))


def whoi_tifs(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/noaa-cdr @75fbccf0b537: the WHOI sea-surface-temperature CDR's cogs examples/
    noaa-cdr-sea-surface-temperature-whoi/SEAFLUX-OSB-CDR_V02R00_SST_D<date>_C<created>-<N>/<same>-<variable>.tif,
    the day, the creation date, the file's hour slot (0 ... 7) and the variable (fill_missing_qc,
    sea_surface_temperature; 16); neighbours: the items' json, the OISST items."""
    return _layout(N.WHOI_TIFS, N.WHOI_OTHER,
                   r"/SEAFLUX-OSB-CDR_V02R00_SST_D(\d{8})_C(\d{8})-(\d+)/[^/]+-([a-z_]+)\.tif$",
                   ("date", "created", "slot", "variable"))


def viirs_items(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/viirs @791720145fe2: STAC items examples/<product>/<granule>/<granule>.json, granule
    <product>.A<YYYYDDD>.h<HH>v<VV>.<collection>.<production>, by NASA's naming the product (VNP09A1 ...), the
    acquisition year and day, the tile and the production time (11); neighbours: the collections, the fragments,
    the example file list's .h5 names."""
    return _layout(N.VIIRS_ITEMS, N.VIIRS_OTHER,
                   r"^examples/(VNP\w+)/[^/]+/VNP\w+\.A(\d{4})(\d{3})\.(h\d\dv\d\d)\.(\d{3})\.(\d{13})\.json$",
                   ("product", "year", "day", "tile", "collection", "production"))


def met_items(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/met-office-deterministic @feae97a3fba5: STAC items examples/met-office-<area>-deterministic-
    <levels>/<reference>-<valid>/<reference>-<valid>.json, the model area (global, uk), the level type (height,
    near-surface, pressure, whole-atmosphere), the forecast reference time and valid time (738, 300 kept);
    neighbours: the collections, catalog, item-asset definitions and the package's files."""
    return _layout(N.MET_ITEMS, N.MET_OTHER,
                   r"^examples/met-office-(global|uk)-deterministic-([a-z-]+)/(\d{8}T\d{4}Z)-(\d{8}T\d{4}Z)/[^/]+\.json$",
                   ("area", "levels", "reference", "valid"))


def nclim_daily(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/noaa-nclimgrid @7143c422bb10: daily nClimGrid cogs examples/daily-<status>/<YYYYMM>-grd-
    <status>-<DD>/<variable>-<YYYYMM>-grd-<status>-<DD>.tif, the status (prelim, scaled), the month, the day and the
    variable (prcp, tavg, tmax, tmin; 12); neighbours: the items' json, the monthly cogs nclimgrid-<variable>-<YYYYMM>
    .tif, the collections, file lists and test netCDF/cog files."""
    return _layout(N.NCLIM_DAILY, N.NCLIM_OTHER,
                   r"^examples/daily-(prelim|scaled)/(\d{6})-grd-\w+-(\d\d)/([a-z]+)-\d{6}-grd-\w+-\d\d\.tif$",
                   ("status", "month", "day", "variable"))


TUNE8 = {
    "esm_canesm5_hist": esm_canesm5_hist, "esm_canesm5_ssp": esm_canesm5_ssp, "esm_ipsl_hist": esm_ipsl_hist,
    "esm_mpige_hist": esm_mpige_hist, "esm_cesm_le": esm_cesm_le, "esm_cmip6_files": esm_cmip6_files,
    "argo_coriolis": argo_coriolis, "argo_aoml": argo_aoml, "argo_floats": argo_floats,
    "hpa_tma": hpa_tma, "hpa_reimport": hpa_reimport, "opera_flex": opera_flex,
    "objectron_bike": objectron_bike, "objectron_chair_test": objectron_chair_test,
    "objectron_cereal_train": objectron_cereal_train,
    "ohc_tifs": ohc_tifs, "whoi_tifs": whoi_tifs, "viirs_items": viirs_items, "met_items": met_items,
    "nclim_daily": nclim_daily,
}
