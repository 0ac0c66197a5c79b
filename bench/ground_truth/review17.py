"""A held-out review group (review17): real layouts from sources no one here had used, written down before scoring.

Like review15.py, each generator returns (kind, other) for one kind of one real, public file tree or file list: kind a
list of (path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave
alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring or from a list file inside the repository (GeoNet's KITTI test lists), and kept in
review17_names.py (a seeded subset where the source is large: 300 files of the kind, and up to 200 neighbours drawn
first from the kind's own folders, then from its top folders, then from the rest; files of the same kind at another
depth, which a fair rule might also match, are left out of both); nothing is rebuilt from a pattern. Truth values
are what the source means by its names (its README, the tool's or the standard's naming convention), never what the
analyser reads.
Families (issue 15's hidden listings): partitioned tables (petastorm's Spark-written hive partitions with _SUCCESS and
.crc neighbours, a Kafka Connect sink's year=/month=/day=/hour= tree, Lance datasets' versions, fragments and
transactions by writer version), crawl/log/dump and package trees (Splunk's attack-data logs by ATT&CK technique,
EVTX attack samples by tactic, OpenWrt and MSYS2 package patches and init scripts), sensor captures and weather or
radar model outputs (comma2k19's drive segment logs, KITTI raw and stereo frame lists, DWD RADOLAN/RADVOR composites,
a Belgian radar's ODIM scans, NOAA GEFS GRIB2 runs, pysteps' radar composites in dated trees from MeteoSwiss, FMI,
BOM, OPERA and MRMS). No analyser change was made for this group before its first
score.
"""
from __future__ import annotations

import random

from ground_truth import review17_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review15


# --- package trees: OpenWrt feeds, MSYS2 ------------------------------------------------------------------------

def openwrt_patches(r: random.Random) -> tuple[Kind, list[str]]:
    """openwrt/packages @0521bb567933: the feed's source patches <category>/<package>/patches/<NNN>-<slug>.patch, by
    OpenWrt's package layout the feed category (net, utils, libs, lang, ...), the package, the patch's number (its
    order of application: 001, 010, 100, 0007, ...) and its slug (1,200+ two-level patches, 300 kept); neighbours:
    each package's Makefile, files/ (init scripts, configs), test.sh, the feed's README and CONTRIBUTING. Patches
    of packages nested a level deeper (lang/perl/<package>/patches/) and unnumbered patches are left out of both."""
    return _layout(N.OPENWRT_PATCHES_KIND, N.OPENWRT_PATCHES_OTHER,
                   r"^([a-z]+)/([^/]+)/patches/(\d+)-([^/]+)\.patch$", ("category", "package", "number", "slug"))


def openwrt_inits(r: random.Random) -> tuple[Kind, list[str]]:
    """openwrt/packages @0521bb567933: procd init scripts <category>/<package>/files/<service>.init, the feed
    category, the package and the service the script starts (336, 300 kept); neighbours: the same files/ folders'
    .config, .json, .sh and .conf files, the Makefiles, patches. Init scripts of deeper-nested packages are left out."""
    return _layout(N.OPENWRT_INITS_KIND, N.OPENWRT_INITS_OTHER,
                   r"^([a-z]+)/([^/]+)/files/([^/]+)\.init$", ("category", "package", "service"))


def msys2_patches(r: random.Random) -> tuple[Kind, list[str]]:
    """msys2/MINGW-packages @201136c72dd1: numbered patches mingw-w64-<package>/<NNNN>-<slug>.patch, by the
    repository's PKGBUILD convention the package (the part after mingw-w64-), the patch's number (its order in
    prepare(); 001, 0001, 0502, ...) and its slug (2,900+, 300 kept); neighbours: each package's PKGBUILD, .install
    scripts, config and resource files; unnumbered patches are left out of both."""
    return _layout(N.MSYS2_PATCHES_KIND, N.MSYS2_PATCHES_OTHER,
                   r"^mingw-w64-([^/]+)/(\d+)-([^/]+)\.patch$", ("package", "number", "slug"))


# --- attack logs: splunk/attack_data, sbousseaden/EVTX-ATTACK-SAMPLES -------------------------------------------

_TECHNIQUE = r"^datasets/attack_techniques/(T\d{4})(?:\.(\d{3}))?/([^/]+)/"


def attack_sysmon(r: random.Random) -> tuple[Kind, list[str]]:
    """splunk/attack_data @6db2eedeaf74: Sysmon logs datasets/attack_techniques/T<NNNN>[.<NNN>]/<dataset>/
    windows-sysmon.log, by the README the MITRE ATT&CK technique (T1003), its sub-technique (001; none for a bare
    technique) and the dataset (the tool or scenario that produced it: atomic_red_team, mimikatz, ...; 174);
    neighbours: the same datasets' other logs (windows-security.log, windows-powershell.log, ...) and .yml
    descriptions, the malware and honeypot trees. Sysmon logs at another depth are left out."""
    return _layout(N.ATTACK_SYSMON_KIND, N.ATTACK_SYSMON_OTHER, _TECHNIQUE + r"windows-sysmon\.log$",
                   ("technique", "subtechnique", "dataset"))


def attack_security(r: random.Random) -> tuple[Kind, list[str]]:
    """splunk/attack_data @6db2eedeaf74: Windows Security event logs datasets/attack_techniques/T<NNNN>[.<NNN>]/
    <dataset>/windows-security.log, technique, sub-technique and dataset as attack_sysmon (162); neighbours: the
    datasets' other logs and .yml descriptions."""
    return _layout(N.ATTACK_SECURITY_KIND, N.ATTACK_SECURITY_OTHER, _TECHNIQUE + r"windows-security\.log$",
                   ("technique", "subtechnique", "dataset"))


def attack_yml(r: random.Random) -> tuple[Kind, list[str]]:
    """splunk/attack_data @6db2eedeaf74: dataset descriptions datasets/attack_techniques/T<NNNN>[.<NNN>]/<dataset>/
    <name>.yml (name mostly the dataset's; 1,183, 300 kept), technique, sub-technique and dataset as attack_sysmon;
    neighbours: the logs (.log, .json, .txt) beside them, the malware tree, the replay scripts."""
    return _layout(N.ATTACK_YML_KIND, N.ATTACK_YML_OTHER, _TECHNIQUE + r"[^/]+\.yml$",
                   ("technique", "subtechnique", "dataset"))


def evtx_samples(r: random.Random) -> tuple[Kind, list[str]]:
    """sbousseaden/EVTX-ATTACK-SAMPLES @4ceed2f4706d: Windows event-log captures <Tactic>/<sample>.evtx, by the
    README the ATT&CK tactic (Credential Access, Lateral Movement, ... with spaces; AutomatedTestingTools, Other) and
    the sample's name (266); neighbours: the tactic folders' readme.md, the EVTX_ATT&CK_Metadata notebook and parser,
    the README, pictures, the stats CSV. The one capture at the top level is left out."""
    return _layout(N.EVTX_SAMPLES_KIND, N.EVTX_SAMPLES_OTHER, r"^([A-Z][A-Za-z ]+)/([^/]+)\.evtx$",
                   ("tactic", "sample"))


# --- Lance datasets by writer version: lancedb/lance's test_data ---------------------------------------------------

_LANCE = r"^test_data/v?(\d+\.\d+\.\d+)[^/]*/([^/]+?)(?:\.lance)?/"


def lance_manifests(r: random.Random) -> tuple[Kind, list[str]]:
    """lancedb/lance @d2039d750a6a: test datasets written by old releases test_data/[v]<release>[_<note>]/<dataset>
    [.lance]/_versions/<N>.manifest, by Lance's format the release that wrote the dataset (0.8.14, 0.27.0, ...), the
    dataset and the table version (42); neighbours: the datasets' data/<uuid>.lance fragments, _transactions/,
    _indices/ and _deletions/ files, the generating scripts."""
    return _layout(N.LANCE_MANIFESTS_KIND, N.LANCE_MANIFESTS_OTHER, _LANCE + r"_versions/(\d+)\.manifest$",
                   ("release", "dataset", "version"))


def lance_fragments(r: random.Random) -> tuple[Kind, list[str]]:
    """lancedb/lance @d2039d750a6a: data fragments test_data/[v]<release>[_<note>]/<dataset>[.lance]/data/<uuid>.lance,
    the release, the dataset and the fragment file's UUID (38); neighbours: manifests, transactions, indices and
    deletion files, scripts."""
    return _layout(N.LANCE_FRAGMENTS_KIND, N.LANCE_FRAGMENTS_OTHER, _LANCE + r"data/([0-9a-f-]{36})\.lance$",
                   ("release", "dataset", "fragment"))


def lance_transactions(r: random.Random) -> tuple[Kind, list[str]]:
    """lancedb/lance @d2039d750a6a: transaction files test_data/[v]<release>[_<note>]/<dataset>[.lance]/_transactions/
    <read version>-<uuid>.txn, the release, the dataset, the version the transaction read and its UUID (43);
    neighbours: manifests, fragments, indices and deletion files, scripts."""
    return _layout(N.LANCE_TRANSACTIONS_KIND, N.LANCE_TRANSACTIONS_OTHER,
                   _LANCE + r"_transactions/(\d+)-([0-9a-f-]{36})\.txn$", ("release", "dataset", "read", "uuid"))


# --- partitioned tables: petastorm, a Kafka Connect sink --------------------------------------------------------

def petastorm_legacy(r: random.Random) -> tuple[Kind, list[str]]:
    """uber/petastorm @01ba9cb7da8d: Spark-written datasets kept to test old releases petastorm/tests/data/legacy/
    <release>/partition_key=p_<N>/part-<NNNNN>-<job uuid>.c000.parquet, the petastorm release that wrote it (0.4.0 ...
    0.7.6), the hive partition value (p_0 ... p_9), Spark's task number and the write job's UUID (60); neighbours:
    the .crc checksums beside each part, _SUCCESS, ._SUCCESS.crc and _common_metadata, the package's files."""
    return _layout(N.PETASTORM_LEGACY_KIND, N.PETASTORM_LEGACY_OTHER,
                   r"^petastorm/tests/data/legacy/([\d.]+)/partition_key=([^/]+)/part-(\d{5})-([0-9a-f-]{36})\.c000\.parquet$",
                   ("release", "partition_key", "part", "job"))


def kafka_sink(r: random.Random) -> tuple[Kind, list[str]]:
    """datacontract/datacontract-cli @f8059d9ec2e6: a Kafka Connect S3/GCS sink's output, as fixtures tests/fixtures/
    <fixture>/data/inventory/year=<YYYY>/month=<MM>/day=<DD>/hour=<HH>/inventory+<partition>+<offset>.json, the
    fixture (s3-json, gcs-json-remote), the hourly time-based partition and, by the connector's naming
    <topic>+<kafka partition>+<start offset>, the Kafka partition and the first record's offset (14); neighbours: the
    other fixtures' data (parquet, csv, delta tables with _delta_log/), their datacontract.yaml files."""
    return _layout(N.KAFKA_SINK_KIND, N.KAFKA_SINK_OTHER,
                   r"^tests/fixtures/([\w-]+)/data/inventory/year=(\d{4})/month=(\d\d)/day=(\d\d)/hour=(\d\d)/"
                   r"inventory\+(\d+)\+(\d+)\.json$",
                   ("fixture", "year", "month", "day", "hour", "partition", "offset"))


# --- sensors, radar and weather runs ---------------------------------------------------------------------------

def comma_signals(r: random.Random) -> tuple[Kind, list[str]]:
    """commaai/comma2k19 @4c7f1a6e1957: one drive segment's processed logs Example_1/<dongle id>|<YYYY-MM-DD--HH-MM-SS>/
    <segment>/processed_log/<sensor group>/<signal>/{t,value}, by the README the device (dongle) id, the route's start
    time, the minute-long segment, the sensor group (CAN, GNSS, IMU), the signal (speed, gyro, raw_gnss_ublox, ...)
    and the array (t the timestamps, value the readings; address, data and src for raw_can; 32); neighbours: the
    segment's global_pose/frame_* arrays, preview.png, raw_log.bz2, video.hevc, the notebooks and utils. (Corrected
    after the first score, truth only: the first version took the t and value arrays alone and left raw_can's
    address, data and src arrays, files of the same kind, among the neighbours.)"""
    return _layout(N.COMMA_SIGNALS_KIND, N.COMMA_SIGNALS_OTHER,
                   r"^Example_1/([0-9a-f]{16})\|(\d{4}-\d\d-\d\d--\d\d-\d\d-\d\d)/(\d+)/processed_log/(\w+)/(\w+)/(\w+)$",
                   ("dongle", "start", "segment", "group", "signal", "array"))


def kitti_eigen(r: random.Random) -> tuple[Kind, list[str]]:
    """yzcjtr/GeoNet @5b176025bc63, data/kitti/test_files_eigen.txt (697 lines, 300 kept): KITTI raw frames
    <YYYY_MM_DD>/<YYYY_MM_DD>_drive_<NNNN>_sync/image_<NN>/data/<NNNNNNNNNN>.png, by KITTI's raw-data layout the
    recording day, the drive, the camera (02 left colour) and the frame (10 digits); neighbours: lines of
    test_files_stereo.txt (training/image_2/...) and the repository's files."""
    return _layout(N.KITTI_EIGEN_KIND, N.KITTI_EIGEN_OTHER,
                   r"^(\d{4}_\d\d_\d\d)/\d{4}_\d\d_\d\d_drive_(\d{4})_sync/image_(\d\d)/data/(\d{10})\.png$",
                   ("date", "drive", "camera", "frame"))


def kitti_stereo(r: random.Random) -> tuple[Kind, list[str]]:
    """yzcjtr/GeoNet @5b176025bc63, data/kitti/test_files_stereo.txt (200): KITTI 2015 stereo frames
    training/image_2/<NNNNNN>_10.png, the scene's number (000000 ... 000199; _10 the reference frame of its pair);
    neighbours: 100 lines of test_files_eigen.txt and the repository's files."""
    return _layout(N.KITTI_STEREO_KIND, N.KITTI_STEREO_OTHER, r"^training/image_2/(\d{6})_10\.png$", ("scene",))


def radvor(r: random.Random) -> tuple[Kind, list[str]]:
    """wradlib/wradlib-data @b6676cd04892: DWD RADVOR nowcasts data/radolan/radvor/<product><YYMMDDhhmm>_<lead>.gz, by
    DWD's RADVOR naming the product (RE rain rate, RQ quantified precipitation), the analysis time and the lead time
    in minutes (000 ... 120; 28); neighbours: the DE1200 tarball beside them and the other radar samples."""
    return _layout(N.RADVOR_KIND, N.RADVOR_OTHER, r"^data/radolan/radvor/(R[EQ])(\d{10})_(\d{3})\.gz$",
                   ("product", "time", "lead"))


def radolan(r: random.Random) -> tuple[Kind, list[str]]:
    """wradlib/wradlib-data @b6676cd04892: DWD composites data/{dx,radolan/misc,radolan/showcase}/raa0<N>-<product>_
    <site number>-<YYMMDDhhmm[mm]>-<site>---bin.gz, by DWD's naming the product (dx, rw, sf, ex, w1, ...), the
    station or composite number (10908, 10000), the time and the site (fbg, dwd; 40); neighbours: the other radar
    formats (hdf5, netcdf, sigmet, rainbow), RADVOR files, geodata."""
    return _layout(N.RADOLAN_KIND, N.RADOLAN_OTHER,
                   r"^data/(?:dx|radolan/\w+)/raa0\d-([^_/]+)_(\d{5})-(\d{10,12})-(\w+?)---bin\.gz$",
                   ("product", "station", "time", "site"))


def behel(r: random.Random) -> tuple[Kind, list[str]]:
    """wradlib/wradlib-data @b6676cd04892: the Belgian Helchteren radar's ODIM scans data/hdf5/behel/<YYYYMMDDhhmmss>
    .rad.behel.pvol.<quantity>.scanz.hdf, the scan time (every 5 minutes) and the quantity (dbzh, rhohv, vrad, wrad;
    32); neighbours: the other hdf5 volumes and radar samples."""
    return _layout(N.BEHEL_KIND, N.BEHEL_OTHER, r"^data/hdf5/behel/(\d{14})\.rad\.behel\.pvol\.(\w+)\.scanz\.hdf$",
                   ("time", "quantity"))


def gefs_grib(r: random.Random) -> tuple[Kind, list[str]]:
    """stactools-packages/noaa-gefs @7883104e45d3: NOAA GEFS GRIB2 samples tests/data-files/ncep/<component>/<name>
    .t<HH>z.<product>.f<FFF>[.grib2], by NCEP's naming the component (atmos, chem, wave), the cycle hour (00, 06, 12)
    and the forecast hour (000 ... 384), with the member or statistic (geavg, gec00, gep01, c00, p30, mean, spread,
    prob) and the grid product in between (19); neighbours: each GRIB file's .idx inventory, the example items, the
    package's files."""
    return _layout(N.GEFS_GRIB_KIND, N.GEFS_GRIB_OTHER,
                   r"^tests/data-files/ncep/(atmos|chem|wave)/[^/]*\.t(\d\d)z\.[^/]*\.f(\d{3})(?:\.grib2)?$",
                   ("component", "cycle", "forecast"))


# --- radar composites in dated trees: pySTEPS/pysteps-data -----------------------------------------------------

def mch_aqc(r: random.Random) -> tuple[Kind, list[str]]:
    """pySTEPS/pysteps-data @eaa59fb8f392: MeteoSwiss radar composites radar/mch/<YYYYMMDD>/AQC<YY><DDD><hhmm><letter>
    _00005.801.gif, by MeteoSwiss's naming (as pysteps' importer reads it) the day folder, the year (two digits), the
    day of the year, the time (every 5 minutes) and a V or F letter, the 5-minute accumulation (00005) and the .801
    product suffix (120; three days); neighbours: the other services' radar files (FMI, BOM, KNMI, OPERA, RMI), MRMS,
    the NWP and SAF files, the README."""
    return _layout(N.MCH_AQC_KIND, N.MCH_AQC_OTHER,
                   r"^radar/mch/(\d{8})/AQC(\d\d)(\d{3})(\d{4})[A-Z]_00005\.801\.gif$", ("day", "year", "doy", "time"))


def fmi_pgm(r: random.Random) -> tuple[Kind, list[str]]:
    """pySTEPS/pysteps-data @eaa59fb8f392: the Finnish Meteorological Institute's composites radar/fmi/pgm/<YYYYMMDD>/
    <YYYYMMDDhhmm>_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz, the day folder and the time (80; two days);
    neighbours: the same times as GeoTIFFs radar/fmi/geotiff/<YYYYMMDD>/<YYYYMMDDhhmm>_FINUTM.tif, the other services'
    files."""
    return _layout(N.FMI_PGM_KIND, N.FMI_PGM_OTHER,
                   r"^radar/fmi/pgm/(\d{8})/(\d{12})_fmi\.radar\.composite\.lowest_FIN_SUOMI1\.pgm\.gz$", ("day", "time"))


def bom_rainfields(r: random.Random) -> tuple[Kind, list[str]]:
    """pySTEPS/pysteps-data @eaa59fb8f392: the Bureau of Meteorology's Rainfields files radar/bom/<product>/<radar>/
    <YYYY>/<MM>/<DD>/<radar>_<YYYYMMDD>_<hhmmss>.<product>.nc, the product (prcp-cscn, prcp-c10), the radar's number
    (2, 66), the year, month and day folders and the time (205); neighbours: the BOM NWP file nwp/bom/..., the other
    services' files."""
    return _layout(N.BOM_RAINFIELDS_KIND, N.BOM_RAINFIELDS_OTHER,
                   r"^radar/bom/(prcp-[a-z0-9]+)/(\d+)/(\d{4})/(\d\d)/(\d\d)/\d+_\d{8}_(\d{6})\.prcp-[a-z0-9]+\.nc$",
                   ("product", "radar", "year", "month", "day", "time"))


def opera_odyssey(r: random.Random) -> tuple[Kind, list[str]]:
    """pySTEPS/pysteps-data @eaa59fb8f392: EUMETNET OPERA composites radar/OPERA/<YYYYMMDD>/[<system>/]T_<heading>
    _C_EUOC_<YYYYMMDDhhmmss>.hdf, the day folder, the production system (CIRRUS, NIMBUS; none in 2018), the WMO
    abbreviated heading (PAAH21, PABV21, PAAH22, PASH22: the product) and the time (47); neighbours: the other
    services' files."""
    return _layout(N.OPERA_ODYSSEY_KIND, N.OPERA_ODYSSEY_OTHER,
                   r"^radar/OPERA/(\d{8})/(?:([A-Z]+)/)?T_(PA\w\w\d\d)_C_EUOC_(\d{14})\.hdf$",
                   ("day", "system", "heading", "time"))


def mrms_rate(r: random.Random) -> tuple[Kind, list[str]]:
    """pySTEPS/pysteps-data @eaa59fb8f392: NOAA MRMS grids mrms/<YYYY>/<MM>/<DD>/<product>_<level>_<YYYYMMDD>-<hhmmss>
    .grib2, by MRMS's naming the year, month and day folders, the product (PrecipRate), the level (00.00) and the time
    (every 2 minutes; 36); neighbours: the radar services' files, NWP, SAF."""
    return _layout(N.MRMS_RATE_KIND, N.MRMS_RATE_OTHER,
                   r"^mrms/(\d{4})/(\d\d)/(\d\d)/(\w+?)_(\d\d\.\d\d)_\d{8}-(\d{6})\.grib2$",
                   ("year", "month", "day", "product", "level", "time"))


REVIEW17 = {
    "openwrt_patches": openwrt_patches, "openwrt_inits": openwrt_inits, "msys2_patches": msys2_patches,
    "attack_sysmon": attack_sysmon, "attack_security": attack_security, "attack_yml": attack_yml,
    "evtx_samples": evtx_samples,
    "lance_manifests": lance_manifests, "lance_fragments": lance_fragments, "lance_transactions": lance_transactions,
    "petastorm_legacy": petastorm_legacy, "kafka_sink": kafka_sink,
    "comma_signals": comma_signals, "kitti_eigen": kitti_eigen, "kitti_stereo": kitti_stereo,
    "radvor": radvor, "radolan": radolan, "behel": behel, "gefs_grib": gefs_grib,
    "mch_aqc": mch_aqc, "fmi_pgm": fmi_pgm, "bom_rainfields": bom_rainfields, "opera_odyssey": opera_odyssey,
    "mrms_rate": mrms_rate,
}
