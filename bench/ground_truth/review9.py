"""An eleventh review group: real DATA layouts from sources no one here had used, written down before scoring.

Like review6.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
or from a list file inside the repository (a test-URL list, a pair list, a pipeline's input JSON files), at the
commit cited in the generator's docstring, and kept in review9_names.py (a seeded subset where the source is
large); nothing is rebuilt from a pattern. Truth values are what the source means by its names (the mission's
product naming convention, the dataset's README), never what the analyser reads.
The group holds families the hidden listings are made of, from sources of their families but not their own:
remote-sensing product trees and granule names (Sentinel-1 SAFE, Sentinel-3 SEN3, Sentinel-5P, GOES-16/17 ABI
object keys and GLM granules), an ENCODE pipeline's sample files (experiment/replicate/pair folders), a telescope
pipeline's test repository (LSST/HSC defect masks by validity date, master calibrations, jointcal outputs), solar
sample images (SunPy), monthly trip files (NYC TLC), a driving dataset's camera frames (Argoverse), a face
dataset's pair list (LFW) and a speech corpus (Free Spoken Digit Dataset): 24 layouts from 12 sources, 10 of which
branch (their first varying folder holds digits: product, satellite bucket, granule, experiment, validity date), so
the one-branch score rests on many layouts. A second batch, committed after the first batch's first score and
before its own, adds 4 layouts from 3 more sources (LibriSpeech reader/chapter folders from Libri-light's list,
ApolloScape's evaluation data, DECam's Butler calibrations), 3 of them branching: 28 layouts, 15 sources, 13
branching. No analyser change was made for this group
before its first score (docs/analyser.md, "Fresh review group (review9)").
"""
from __future__ import annotations

import random

from ground_truth import review9_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review7

# Sentinel-3 product folders (ESA's SEN3 naming): MMM_II_L_TTTTTT_<start>_<stop>_<created>_<instance>_<centre>_O_
# <timeliness>_<baseline>.SEN3: mission S3A/S3B, instrument (OL: OLCI, SL: SLSTR, SY: synergy, SR: altimeter),
# level, data type (EFR, WFR, RBT, LST, SYN, ...; padded with _ to six characters), sensing start and stop,
# creation time, the processing centre, timeliness (NR near real time, ST short, NT non time critical), baseline.
_S3 = (r"^tests/data-files/(S3[AB])_(OL|SL|SY|SR)_(\d)_([A-Z0-9]{3})_{4}(\d{8}T\d{6})_(\d{8}T\d{6})_(\d{8}T\d{6})_"
       r"[A-Z0-9_]{17}_(LN1|LN2|LN3|MAR)_O_(NR|NT|ST)_(\d{3})\.SEN3/")
_S3_FIELDS = ("mission", "instrument", "level", "product", "start", "stop", "created", "centre", "timeliness",
              "baseline")


# --- Sentinel-3 (stactools-packages/sentinel3 test products) ---------------------------------------------

def s3_manifests(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel3 @f067c304a590: each test product's manifest
    tests/data-files/<product>.SEN3/xfdumanifest.xml, the product name's fields (mission, instrument, level, data
    type, sensing start/stop, creation time, centre, timeliness, baseline; 17); neighbours: the products' netCDF
    files (same folders), expected STAC items and the package's sources."""
    return _layout(N.S3_MANIFESTS_KIND, N.S3_MANIFESTS_OTHER, _S3 + r"xfdumanifest\.xml$", _S3_FIELDS)


def s3_olci_bands(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel3 @f067c304a590: OLCI band files tests/data-files/<product>.SEN3/Oa<NN>_<radiance|
    reflectance>.nc, the product's fields, the OLCI band (01 ... 21) and the quantity (level-1 radiance, level-2
    water reflectance; 74 in 5 products); neighbours: the same products' tie_*.nc, geo_coordinates.nc,
    qualityFlags.nc, chl_nn.nc ..., the synergy product's Syn_Oa<NN>_reflectance.nc, manifests."""
    return _layout(N.S3_OLCI_BANDS_KIND, N.S3_OLCI_BANDS_OTHER, _S3 + r"Oa(\d\d)_(radiance|reflectance)\.nc$",
                   _S3_FIELDS + ("band", "quantity"))


def s3_slstr_channels(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel3 @f067c304a590: SLSTR channel files tests/data-files/<product>.SEN3/<S|F><N>_
    <radiance|quality|BT>_<grid><view>.nc, the product's fields, the channel (S1 ... S9, F1, F2), the quantity, the
    grid (a, b stripes, i thermal, f fire) and the view (n nadir, o oblique) (56); neighbours: the same folders'
    cartesian_*, geodetic_*, flags_*, indices_*, time_*.nc (same _<grid><view> ending), other products' files."""
    return _layout(N.S3_SLSTR_CHANNELS_KIND, N.S3_SLSTR_CHANNELS_OTHER,
                   _S3 + r"([SF]\d)_(radiance|quality|BT)_([abfi])([no])\.nc$",
                   _S3_FIELDS + ("channel", "quantity", "grid", "view"))


def s3_netcdfs(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel3 @f067c304a590: every netCDF file of every test product
    tests/data-files/<product>.SEN3/<variable>.nc, the product's fields and the variable (Oa01_radiance, tie_meteo,
    S7_BT_in, NDVI, a GHRSST file's long name, ...; 352 in 17 products); neighbours: the manifests, expected STAC
    items (.json), the package's sources and docs."""
    return _layout(N.S3_NETCDFS_KIND, N.S3_NETCDFS_OTHER, _S3 + r"([^/]+)\.nc$", _S3_FIELDS + ("variable",))


def s3_olci_tie_grids(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel3 @f067c304a590: tie-point grids tests/data-files/<product>.SEN3/tie_<geo_coordinates|
    geometries|meteo>.nc of the OLCI products, the product's fields and the grid (18); neighbours: the same folders'
    geo_coordinates.nc, time_coordinates.nc, band files, the SLSTR products' tiepoints_*.nc, manifests."""
    return _layout(N.S3_OLCI_TIE_GRIDS_KIND, N.S3_OLCI_TIE_GRIDS_OTHER,
                   _S3 + r"tie_(geo_coordinates|geometries|meteo)\.nc$", _S3_FIELDS + ("grid",))


def s3_slstr_grids(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel3 @f067c304a590: SLSTR geolocation and annotation grids
    tests/data-files/<product>.SEN3/<cartesian|geodetic|flags|indices|geometry|met|time>_<grid><view>.nc, the
    product's fields, the quantity, the grid (a, b, f, i, t tie points) and the view (n, o, x) (62); neighbours: the
    channel files S<N>_radiance_an.nc ... (same ending), LST_in.nc, FRP_in.nc, other products' files."""
    return _layout(N.S3_SLSTR_GRIDS_KIND, N.S3_SLSTR_GRIDS_OTHER,
                   _S3 + r"(cartesian|geodetic|flags|indices|geometry|met|time)_([abfit])([nox])\.nc$",
                   _S3_FIELDS + ("quantity", "grid", "view"))


# --- Sentinel-1 (stactools-packages/sentinel1 SAFE products) ---------------------------------------------

_S1 = (r"^tests/data-files/({folder})/(S1[ABC])_(IW|EW|S4)_(GRDH|GRDM|SL1_)_1[S_](DV|DH|SH)_(\d{{8}}T\d{{6}})_"
       r"(\d{{8}}T\d{{6}})_(\d{{6}})_([0-9A-F]{{6}})_([0-9A-F]{{4}})(?:\.SAFE)?/")
_S1_FIELDS = ("folder", "mission", "mode", "type", "polarisations", "start", "stop", "orbit", "datatake", "unique")


def s1_swath_files(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel1 @86634d8f108c: per-swath files of the SAFE test products
    tests/data-files/<grd|slc>/<product>[.SAFE]/<annotation|measurement>/<mission>-<swath>-<grd|slc>-<pol>-<start>-
    <stop>-<orbit>-<datatake>-<image>.<xml|tiff>, by ESA's naming the product's mission, mode, type, polarisations,
    start, stop, absolute orbit, datatake id and unique id, the folder, the swath's polarisation and image number
    (14); neighbours: annotation/calibration/ calibration-... and noise-... files (same stem after a prefix), the EW
    product's ew-hh.tiff, manifest.safe, previews, support/*.xsd, the RTC test folders."""
    kind, other = _layout(N.S1_SWATH_FILES_KIND, N.S1_SWATH_FILES_OTHER,
                          _S1.format(folder="grd|slc") + r"(annotation|measurement)/s1[abc]-([a-z0-9]+)-(?:grd|slc)-"
                          r"(hh|hv|vh|vv)-\d{8}t\d{6}-\d{8}t\d{6}-\d{6}-[0-9a-f]{6}-(\d{3})\.(xml|tiff)$",
                          _S1_FIELDS + ("subfolder", "swath", "polarisation", "image", "extension"))
    return kind, other


def s1_grd_calibration(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel1 @86634d8f108c: calibration, noise and RFI annotations of the GRD test products
    tests/data-files/grd/<product>[.SAFE]/annotation/<calibration|rfi>/<calibration|noise|rfi>-<swath name>.xml (the
    EW product names them <kind>-ew-<pol>.xml), the product's fields, the annotation kind and the polarisation (16);
    neighbours: the swath annotations annotation/s1a-....xml, measurement tiffs, manifest.safe, previews,
    support/*.xsd, the SLC product's calibration files (same names under slc/)."""
    return _layout(N.S1_GRD_CALIBRATION_KIND, N.S1_GRD_CALIBRATION_OTHER,
                   _S1.format(folder="grd") + r"annotation/(?:calibration|rfi)/(calibration|noise|rfi)-(?:s1[abc]-"
                   r"[a-z0-9]+-grd-|ew-)(hh|hv|vh|vv)(?:-\d{8}t\d{6}-\d{8}t\d{6}-\d{6}-[0-9a-f]{6}-\d{3})?\.xml$",
                   _S1_FIELDS + ("annotation", "polarisation"))


# --- GOES-16/17 (stactools-packages/goes, goes-glm) ------------------------------------------------------

def goes_abi_keys(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/goes @adb3c8b692c9, tests/urls.txt (26 URLs, https:// dropped): NOAA's public ABI objects
    noaa-goes<NN>.s3.amazonaws.com/ABI-L2-<product>/<YYYY>/<DDD>/<HH>/OR_ABI-L2-<product>[<N>]-M<mode>[C<band>]_G<NN>_
    s<start>_e<end>_c<created>.nc, the satellite (16, 17), the product (CMIPC, FDCF, LSTM, ...), the year, day of
    year and hour folders, the scan mode, the band (01, CMIP products only), and the scan start, end and file creation
    times (YYYYDDDHHMMSSt); neighbours: the repository's files, among them examples/OR_ABI-L2-.../*.tif and
    tests/data-files/OR_ABI-L2-LSTM2-M6_G16_....nc (same name shape)."""
    return _layout(N.GOES_ABI_KEYS_KIND, N.GOES_ABI_KEYS_OTHER,
                   r"^noaa-goes(\d\d)\.s3\.amazonaws\.com/ABI-L2-(\w+)/(\d{4})/(\d{3})/(\d\d)/OR_ABI-L2-\w+?-M(\d)"
                   r"(?:C(\d\d))?_G\d\d_s(\d{14})_e(\d{14})_c(\d{14})\.nc$",
                   ("satellite", "product", "year", "day", "hour", "mode", "band", "start", "end", "created"))


def goes_cmip_cogs(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/goes @adb3c8b692c9: the examples' cloud-optimised GeoTIFFs
    examples/OR_ABI-L2-M<N>-M6_G<NN>_s<start>/OR_ABI-L2-CMIPM<N>-M6C<band>_G<NN>_s<start>_e<end>_c<created>_<CMI|DQF>
    .tif, the mesoscale sector (1), the satellite (16, 17, 19), the scan start, the band (01 ... 05), the end and
    creation times and the layer (CMI image, DQF quality flags) (14 in 7 folders); neighbours: each folder's STAC
    item <folder>.json, the full-disk example's json, examples/collection.json, the repository's files."""
    return _layout(N.GOES_CMIP_COGS_KIND, N.GOES_CMIP_COGS_OTHER,
                   r"^examples/OR_ABI-L2-M(\d)-M6_G(\d\d)_s(\d{14})/OR_ABI-L2-CMIPM\d-M6C(\d\d)_G\d\d_s\d{14}_e(\d{14})"
                   r"_c(\d{14})_(CMI|DQF)\.tif$", ("sector", "satellite", "start", "band", "end", "created", "layer"))


def glm_granules(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/goes-glm @e22fbd572013: GLM lightning granules
    tests/data-files/OR_GLM-L2-LCFA_G<NN>_s<start>_e<end>_c<created>.nc, the satellite (16 ... 19) and the start, end
    and creation times (YYYYDDDHHMMSSt; 10); neighbours: the same names under examples/<granule>/ beside each
    example's events/flashes/groups.parquet and json, tests/data-files/collection.json, the repository's files."""
    return _layout(N.GLM_GRANULES_KIND, N.GLM_GRANULES_OTHER,
                   r"^tests/data-files/OR_GLM-L2-LCFA_G(\d\d)_s(\d{14})_e(\d{14})_c(\d{14})\.nc$",
                   ("satellite", "start", "end", "created"))


def glm_event_tables(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/goes-glm @e22fbd572013: the examples' GeoParquet tables
    examples/OR_GLM-L2-LCFA_G<NN>_s<start>_e<end>/<events|flashes|groups>.parquet, the satellite, the granule's start
    and end times and the table (15 in 5 folders); neighbours: each folder's granule .nc and STAC item .json,
    examples/collection.json, the tests' granules, the repository's files."""
    return _layout(N.GLM_EVENT_TABLES_KIND, N.GLM_EVENT_TABLES_OTHER,
                   r"^examples/OR_GLM-L2-LCFA_G(\d\d)_s(\d{14})_e(\d{14})/(events|flashes|groups)\.parquet$",
                   ("satellite", "start", "end", "table"))


# --- Sentinel-5P (stactools-packages/sentinel5p) ---------------------------------------------------------

_S5P = (r"S5P_(NRTI|OFFL)_L2__(\w{6})_(\d{8}T\d{6})_(\d{8}T\d{6})_(\d{5})_(\d\d)_(\d{6})_(\d{8}T\d{6})\.(nc|json)$")
_S5P_FIELDS = ("stream", "product", "start", "stop", "orbit", "collection", "processor", "production", "extension")


def _s5p_product(value: str) -> str:
    return value.rstrip("_")  # the product is padded with _ to six characters (CO____, O3____)


def s5p_test_products(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel5p @a4d1e06fb438: test products tests/data-files/S5P_<NRTI|OFFL>_L2__<product>_<start>
    _<stop>_<orbit>_<collection>_<processor>_<production>.<nc|json>, by the TROPOMI naming the processing stream,
    the product (AER_AI, CH4, NO2, NP_BD3, O3_TCL, ...), the sensing start and stop, the orbit, the collection,
    the processor version and the production time, and the extension (26); neighbours: examples/ STAC items of the
    same names (.json), the repository's files."""
    return _layout(N.S5P_TEST_PRODUCTS_KIND, N.S5P_TEST_PRODUCTS_OTHER, r"^tests/data-files/" + _S5P, _S5P_FIELDS,
                   fix={"product": _s5p_product})


def s5p_example_items(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/sentinel5p @a4d1e06fb438: STAC items examples/S5P_<...>.json of the same naming (26);
    neighbours: the test products tests/data-files/S5P_<...>.<nc|json> (same names, some the same file name), the
    repository's files."""
    return _layout(N.S5P_EXAMPLE_ITEMS_KIND, N.S5P_EXAMPLE_ITEMS_OTHER, r"^examples/" + _S5P, _S5P_FIELDS,
                   fix={"product": _s5p_product})


# --- Argoverse 1 (argoverse/argoverse-api test log) ------------------------------------------------------

def argo_camera_frames(r: random.Random) -> tuple[Kind, list[str]]:
    """argoverse/argoverse-api @f886ac54fba9: a tracking log's camera frames
    tests/test_data/tracking/<log>/<camera>/<camera>_<N>.jpg, the log (1), the camera (seven ring cameras and two
    stereo cameras) and the frame (0 ... 3; 36); neighbours: the log's lidar/PC_<N>.ply, poses/, per-sweep
    annotations, the detection log's files, stereo and forecasting test data, the package's sources."""
    return _layout(N.ARGO_CAMERA_FRAMES_KIND, N.ARGO_CAMERA_FRAMES_OTHER,
                   r"^tests/test_data/tracking/(\d+)/((?:ring|stereo)_[a-z_]+)/(?:ring|stereo)_[a-z_]+_(\d+)\.jpg$",
                   ("log", "camera", "frame"))


# --- LFW (ronghuaiyang/arcface-pytorch pair list) ---------------------------------------------------------

def lfw_pair_images(r: random.Random) -> tuple[Kind, list[str]]:
    """ronghuaiyang/arcface-pytorch @47ace80b1280, lfw_test_pair.txt (both columns, 6,000 pairs; distinct images, 300
    kept): LFW images <Person_Name>/<Person_Name>_<NNNN>.jpg, the person and the image number; neighbours: the
    repository's files (train.py, lfw_test_pair.txt, models/, ...)."""
    return _layout(N.LFW_PAIR_IMAGES_KIND, N.LFW_PAIR_IMAGES_OTHER, r"^([A-Za-z][^/]*)/[^/]+_(\d{4})\.jpg$",
                   ("person", "image"))


# --- Free Spoken Digit Dataset ----------------------------------------------------------------------------

def fsdd_recordings(r: random.Random) -> tuple[Kind, list[str]]:
    """Jakobovski/free-spoken-digit-dataset @26eb9aaf76e8: recordings/<digit>_<speaker>_<index>.wav (3,000, 300 kept),
    by the README the spoken digit (0 ... 9), the speaker (george, jackson, lucas, nicolas, theo, yweweler) and the
    take (0 ... 49); neighbours: the repository's files (acquire_data/, utils/, metadata.py, README.md)."""
    return _layout(N.FSDD_RECORDINGS_KIND, N.FSDD_RECORDINGS_OTHER, r"^recordings/(\d)_([a-z]+)_(\d+)\.wav$",
                   ("digit", "speaker", "take"))


# --- ENCODE ATAC-seq pipeline inputs (ENCODE-DCC/atac-seq-pipeline input JSON files) ---------------------

def encode_fastqs(r: random.Random) -> tuple[Kind, list[str]]:
    """ENCODE-DCC/atac-seq-pipeline @47ba8dff9c33, every gs:// path of its example input JSON files (example_input_json/
    and dev/; 44 of 226 distinct paths): the test samples' reads
    gs://encode-pipeline-test-samples/encode-atac-seq-pipeline/<experiment>/<fastq|fastq_subsampled>/rep<N>/[pair<N>/]
    <accession>[.subsampled.400].fastq.gz, the ENCODE experiment (ENCSR356KRQ paired-end, ENCSR889WQX single-end),
    the set (full or subsampled reads), the replicate, the read of the pair and the ENCODE file accession;
    neighbours: the other paths of the JSON files (the test data's input/pe/fastqs/rep1/pair1/ENCFF...subsampled
    .400.fastq.gz, same name shape; bams, tagAligns, peaks, genome data), the repository's files."""
    return _layout(N.ENCODE_FASTQS_KIND, N.ENCODE_FASTQS_OTHER,
                   r"/encode-atac-seq-pipeline/(ENCSR\w{6})/(fastq|fastq_subsampled)/rep(\d)/(?:pair(\d)/)?"
                   r"(ENCFF\w{6})(?:\.subsampled\.400)?\.fastq\.gz$",
                   ("experiment", "set", "replicate", "pair", "accession"))


def encode_test_inputs(r: random.Random) -> tuple[Kind, list[str]]:
    """ENCODE-DCC/atac-seq-pipeline @47ba8dff9c33, the same JSON paths: the task tests' inputs
    gs://.../atac-seq-pipeline-test-data/input/<pe|se>/<stage>/[<rep<N>|pooled_rep>/][pair<N>/]<accession>
    .subsampled.400.<suffixes> (fastqs, bams, nodup_bams, tas, peaks, ataqc; 28), paired or single end, the stage
    folder, the replicate, the read and the ENCODE file accession; neighbours: the reference outputs
    ref_output/test_<task>/... (same accessions and suffixes), the overlap peaks rep1-rep2...., genome data, the
    experiments' fastqs, the repository's files."""
    return _layout(N.ENCODE_TEST_INPUTS_KIND, N.ENCODE_TEST_INPUTS_OTHER,
                   r"/atac-seq-pipeline-test-data/input/(pe|se)/([a-z_]+)/(?:(rep\d|pooled_rep)/)?(?:pair(\d)/)?"
                   r"(ENCFF\w{6})\.subsampled\.400\.[^/]+$", ("ends", "stage", "replicate", "pair", "accession"))


# --- LSST pipelines' HSC test repository (lsst/testdata_ci_hsc) -------------------------------------------

def lsst_defects(r: random.Random) -> tuple[Kind, list[str]]:
    """lsst/testdata_ci_hsc @a025837d3f1d: Hyper Suprime-Cam defect masks
    CALIB/defects/<YYYY-MM-DDThh:mm:ss>/defects-<same>-<NNN>.fits, the start of the calibration's validity (eight
    dates, 1970-01-01T00:00:00 ... 2016-12-23T00:00:00) and the detector (000 ... 111; 832, 300 kept); neighbours:
    the BIAS/DARK/FLAT/SKY calibrations CALIB/<TYPE>/<date>/<filter>/<TYPE>-<date>-[<filter>-]<NNN>.fits, raw/
    HSCA<N>.fits, jointcal/ outputs, reference catalogues <catalog>/<shard>.fits, calibRegistry.sqlite3."""
    return _layout(N.LSST_DEFECTS_KIND, N.LSST_DEFECTS_OTHER,
                   r"^CALIB/defects/(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)/"
                   r"defects-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-(\d{3})\.fits$",
                   ("valid_from", "detector"))


def lsst_calibs(r: random.Random) -> tuple[Kind, list[str]]:
    """lsst/testdata_ci_hsc @a025837d3f1d: master calibrations
    CALIB/<BIAS|DARK|FLAT|SKY>/<YYYY-MM-DD>/<HSC-<F>|NONE>/<TYPE>-<date>-[HSC-<F>-]<NNN>.fits, the calibration type,
    its date, the filter (HSC-I, HSC-R; NONE, no filter, for bias and dark frames) and the detector (96); neighbours:
    the defect masks CALIB/defects/<date>T.../defects-...-<NNN>.fits (same extension, 300 kept), raw/, jointcal/,
    reference catalogues, the repository's files."""
    return _layout(N.LSST_CALIBS_KIND, N.LSST_CALIBS_OTHER,
                   r"^CALIB/(BIAS|DARK|FLAT|SKY)/(\d{4}-\d\d-\d\d)/(?:HSC-[A-Z]|NONE)/"
                   r"(?:BIAS|DARK|FLAT|SKY)-\d{4}-\d\d-\d\d-"
                   r"(?:(HSC-[A-Z])-)?(\d{3})\.fits$", ("type", "date", "filter", "detector"))


def lsst_jointcal(r: random.Random) -> tuple[Kind, list[str]]:
    """lsst/testdata_ci_hsc @a025837d3f1d: jointcal's per-detector solutions jointcal/jointcal_<photoCalib|wcs>-<visit>-
    <NNN>.fits, the solution (photometric calibration or WCS), the visit (0903334 ... 0904014) and the detector (66);
    neighbours: the per-visit catalogues jointcal/jointcal_<photoCalib|wcs>Catalog-<visit>.fits (same folder and
    prefix), jointcal/README.txt and its script, CALIB/ (400 kept), raw/, reference catalogues."""
    return _layout(N.LSST_JOINTCAL_KIND, N.LSST_JOINTCAL_OTHER,
                   r"^jointcal/jointcal_(photoCalib|wcs)-(\d{7})-(\d{3})\.fits$",
                   ("solution", "visit", "detector"))


# --- NYC TLC trip records (toddwschneider/nyc-taxi-data download list) ------------------------------------

def taxi_trip_files(r: random.Random) -> tuple[Kind, list[str]]:
    """toddwschneider/nyc-taxi-data @c65ad8332a44, setup_files/raw_data_urls.txt (471 URLs, https:// dropped, 300
    kept): the TLC's monthly trip records d37ci6vzurychx.cloudfront.net/trip-data/<service>_tripdata_<YYYY-MM>.parquet,
    the service (yellow, green, fhv for-hire, fhvhv high-volume for-hire) and the month (2009-01 ... ); neighbours:
    the repository's files (analysis/ csv and png files named by year and zone, setup scripts, data/*.csv)."""
    return _layout(N.TAXI_TRIP_FILES_KIND, N.TAXI_TRIP_FILES_OTHER,
                   r"^d37ci6vzurychx\.cloudfront\.net/trip-data/(yellow|green|fhv|fhvhv)_tripdata_(\d{4}-\d\d)"
                   r"\.parquet$",
                   ("service", "month"))


# --- SunPy sample data (sunpy/sample-data) -----------------------------------------------------------------

def sunpy_aia_images(r: random.Random) -> tuple[Kind, list[str]]:
    """sunpy/sample-data @379d61f85c54: SDO/AIA images
    sunpy/v1/AIA<YYYYMMDD>_<hhmmss>_<wavelength>_<lowres|cutout>.fits, the observation date and time, the wavelength
    in angstrom (0094 ... 1600) and the cut (a low-resolution full disk or a cutout) (12); neighbours: the other
    instruments' sample files in sunpy/v1/ (HMI20110607_063211_los_lowres.fits, eit_l1_20110607_203753.fits,
    swap_lv1_..., hsi_image_...), IRIS and ndcube files, READMEs."""
    return _layout(N.SUNPY_AIA_IMAGES_KIND, N.SUNPY_AIA_IMAGES_OTHER,
                   r"^sunpy/v1/AIA(\d{8})_(\d{6})_(\d{4})_(lowres|cutout)\.fits$",
                   ("date", "time", "wavelength", "cut"))


# --- batch 2 (committed after batch 1's first score, before its own; no analyser change for either) ------

def librispeech_10h(r: random.Random) -> tuple[Kind, list[str]]:
    """facebookresearch/libri-light @3fb5006a39e6, baselines/TDS/data/10h.lst (second column, its `</path/to>/`
    placeholder root dropped; 2,763, 300 kept): LibriSpeech utterances of the 10-hour labelled subset
    librispeech_subsample/10h/<reader>/<chapter>/<reader>-<chapter>-<NNNN>.flac, the LibriVox reader, the chapter and
    the utterance within it; neighbours: the 1-hour list 1h.lst, the same utterances under librispeech_subsample/1h/
    (same names), and the repository's files (baselines, data_preparation scripts)."""
    return _layout(N.LIBRISPEECH_10H_KIND, N.LIBRISPEECH_10H_OTHER,
                   r"^librispeech_subsample/10h/(\d+)/(\d+)/\d+-\d+-(\d{4})\.flac$", ("reader", "chapter", "utterance"))


def apollo_det3d_gt(r: random.Random) -> tuple[Kind, list[str]]:
    """ApolloScapeAuto/dataset-api @bd67c05f2c37: the car-instance evaluation's ground truth
    car_instance/test_eval_data/det3d_gt/<YYMMDD>_<hhmmssmmm>_Camera_<N>.json, ApolloScape's image name: capture date,
    time of day to the millisecond and camera (57); neighbours: the results det3d_res/ (same names), the stereo and
    lane-segmentation test images <YYMMDD>_<time>_Camera_5[_bin].png, self-localisation poses, the API's sources."""
    return _layout(N.APOLLO_DET3D_GT_KIND, N.APOLLO_DET3D_GT_OTHER,
                   r"^car_instance/test_eval_data/det3d_gt/(\d{6})_(\d{9})_Camera_(\d)\.json$",
                   ("date", "time", "camera"))


def apollo_pose_gt(r: random.Random) -> tuple[Kind, list[str]]:
    """ApolloScapeAuto/dataset-api @bd67c05f2c37: self-localisation ground truth
    self_localization/test_eval_data/Test_gt/Road<NN>/pose/<BJ<YYYYMMDD><A|B>>/Record<NNN>/Camera <N>.txt, the road,
    the recording run (date and letter), the record and the camera (5, 6; a space in the name; 10); neighbours: the
    predictions Test/Road<NN>/pose/.../Camera 5.txt (same names), res.txt, the other tasks' test data."""
    return _layout(N.APOLLO_POSE_GT_KIND, N.APOLLO_POSE_GT_OTHER,
                   r"^self_localization/test_eval_data/Test_gt/Road(\d\d)/pose/(BJ\d{8}[A-Z])/Record(\d{3})/"
                   r"Camera (\d)\.txt$",
                   ("road", "run", "record", "camera"))


def decam_curated_calibs(r: random.Random) -> tuple[Kind, list[str]]:
    """lsst/testdata_decam @fde10c3a1cfb: the Butler repository's curated calibrations
    repo/DECam/calib/curated/<validity start YYYYMMDDThhmmssZ>/<defects|linearizer|crosstalk>/<type>_DECam_<detector>_
    DECam_calib_curated_<same time>.fits, the validity start (19700101T000000Z ... 20150105T011500Z), the calibration
    type and the DECam detector (N1 ... N31, S1 ... S31; 489, 300 kept); neighbours: the certified cpBias/cpFlat/
    fringe files, the gen2 defects calibingested/defects/<date>T.../defects-...-<NNN>.fits and rawData/cpCalib/
    (400 kept), raw and instcal images, reference catalogues."""
    return _layout(N.DECAM_CURATED_CALIBS_KIND, N.DECAM_CURATED_CALIBS_OTHER,
                   r"^repo/DECam/calib/curated/(\d{8}T\d{6}Z)/(defects|linearizer|crosstalk)/"
                   r"(?:defects|linearizer|crosstalk)_DECam_([NS]\d+)_DECam_calib_curated_\d{8}T\d{6}Z\.fits$",
                   ("valid_from", "type", "detector"))


REVIEW9 = {
    "s3_manifests": s3_manifests, "s3_olci_bands": s3_olci_bands, "s3_slstr_channels": s3_slstr_channels,
    "s3_netcdfs": s3_netcdfs, "s3_olci_tie_grids": s3_olci_tie_grids, "s3_slstr_grids": s3_slstr_grids,
    "s1_swath_files": s1_swath_files, "s1_grd_calibration": s1_grd_calibration,
    "goes_abi_keys": goes_abi_keys, "goes_cmip_cogs": goes_cmip_cogs,
    "glm_granules": glm_granules, "glm_event_tables": glm_event_tables,
    "s5p_test_products": s5p_test_products, "s5p_example_items": s5p_example_items,
    "argo_camera_frames": argo_camera_frames, "lfw_pair_images": lfw_pair_images,
    "fsdd_recordings": fsdd_recordings, "encode_fastqs": encode_fastqs, "encode_test_inputs": encode_test_inputs,
    "lsst_defects": lsst_defects, "lsst_calibs": lsst_calibs, "lsst_jointcal": lsst_jointcal,
    "taxi_trip_files": taxi_trip_files, "sunpy_aia_images": sunpy_aia_images,
    # batch 2
    "librispeech_10h": librispeech_10h, "apollo_det3d_gt": apollo_det3d_gt, "apollo_pose_gt": apollo_pose_gt,
    "decam_curated_calibs": decam_curated_calibs,
}
