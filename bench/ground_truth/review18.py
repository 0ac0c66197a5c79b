"""A held-out review group (review18): real layouts from sources no one here had used, written down before scoring.

Like review17.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a list of
(path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave alone.
Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring and kept in review18_names.py (a seeded subset where the source is large: 300 files of the
kind, and up to 200 neighbours drawn first from the kind's own folders, then from its top folders, then from the
rest; files of the same kind at another depth or in another spelling, which a fair rule might also match, are left
out of both); nothing is rebuilt from a pattern. Truth values are what the source means by its names (its README,
the tool's or the standard's naming convention, the files' own contents), never what the analyser reads.
Families (issue 15's hidden listings): seismology, astronomy and glacier archives (gmprocess' earthquake records in
event folders: FDSN miniSEED by SEED id and window, K-NET/KiK-net records by station, time and component;
GNSS RINEX 3 long and RINEX 2 short names in georinex' test data; LSST
jointcal test data: HSC frames by
pointing, filter, visit and CCD, CFHT calexps in a butler tree; WGMS mass-balance tables in OGGM's sample data),
software-project trees (ClickBench results by system, date and machine, ClickHouse Cloud results by provider,
replicas and memory; elementary's icon theme by category and size; Django migrations of NetBox and django-oscar by
app; gettext catalogues by language; FastAPI's tutorial sources with optional variant pieces and its translated
docs by language and section), audio and music collections (POP909's songs, versions and annotations, Tone.js
sample sets: drum kits, a sampled piano and a Casio by note and octave). No analyser change was made for this group
before its first score.
"""
from __future__ import annotations

import random

from ground_truth import review18_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review17


# --- benchmark result trees: ClickHouse/ClickBench ----------------------------------------------------------------

def cb_results(r: random.Random) -> tuple[Kind, list[str]]:
    """ClickHouse/ClickBench @faa7e582cf7f: benchmark results <system>/results/<YYYYMMDD>/<machine>.json, by the
    README the system benchmarked (duckdb, clickhouse-parquet, cedardb-parquet, ... 150+), the day of the run and
    the machine (an EC2 instance type c6a.4xlarge, c8g.metal-48xl, ... or the service's size: 16cpu, serverless,
    historical-100m; 5,210, 300 kept); neighbours: each system's benchmark.sh, create.sql, queries.sql, run.sh and
    README, the hardware/ and versions/ result trees, the collection scripts. ClickHouse Cloud's results (cb_cloud)
    are left out of both."""
    return _layout(N.CB_RESULTS_KIND, N.CB_RESULTS_OTHER, r"^(?!clickhouse-cloud/)([^/]+)/results/(\d{8})/([^/]+)\.json$",
                   ("system", "date", "machine"))


def cb_cloud(r: random.Random) -> tuple[Kind, list[str]]:
    """ClickHouse/ClickBench @faa7e582cf7f: ClickHouse Cloud results clickhouse-cloud/results/<YYYYMMDD>/<provider>.
    <replicas>.<memory>[.<note>].json, the day of the run, the cloud (aws, gcp, azure), the cluster size and the
    memory of each replica in GiB (the files' own "cluster_size" and "machine" fields: aws.2.16 is 2 replicas of
    16GiB) and an optional note (colder, parallel_replicas; 28,990, 300 kept); neighbours: the cloud's scripts
    (benchmark.sh, cloud-api.sh, combinations.sh, ...), the other systems' dated results and scripts. Results of
    another spelling (aws.dedicated.standard.1430GB) are left out of both."""
    return _layout(N.CB_CLOUD_KIND, N.CB_CLOUD_OTHER,
                   r"^clickhouse-cloud/results/(\d{8})/(aws|gcp|azure)\.(\d+)\.(\d+)(?:\.([a-z_]+))?\.json$",
                   ("date", "provider", "replicas", "memory", "note"))


def cb_clickhouse(r: random.Random) -> tuple[Kind, list[str]]:
    """ClickHouse/ClickBench @faa7e582cf7f: ClickHouse's own runs clickhouse/results/<YYYYMMDD>/<machine>.json, the
    day of the run (84 days) and the machine (c6a.4xlarge, c6a.metal, c8g.metal-48xl, t3a.small, ...; 457, 300
    kept); neighbours: clickhouse/'s scripts and SQL, the results of the systems beside it (clickhouse-parquet,
    clickhouse-datalake, clickhouse-web, ... with the same dated folders)."""
    return _layout(N.CB_CLICKHOUSE_KIND, N.CB_CLICKHOUSE_OTHER, r"^clickhouse/results/(\d{8})/([^/]+)\.json$",
                   ("date", "machine"))


# --- an icon theme: elementary/icons ------------------------------------------------------------------------------

def elem_icons(r: random.Random) -> tuple[Kind, list[str]]:
    """elementary/icons @7e5169f5ba11: full-colour icons <context>/<size>/<name>.svg, by the freedesktop icon theme
    layout the context (actions, apps, categories, devices, emblems, mimes, places, status), the pixel size (16, 24,
    32, 48, 64, 128) and the icon's name (2,105, 300 kept); neighbours: the symbolic icons <context>/symbolic/
    <name>-symbolic.svg, the cursors, po/ translations, index.theme and meson files."""
    return _layout(N.ELEM_ICONS_KIND, N.ELEM_ICONS_OTHER, r"^([a-z]+)/(\d+)/([^/]+)\.svg$",
                   ("context", "size", "name"))


def elem_symbolic(r: random.Random) -> tuple[Kind, list[str]]:
    """elementary/icons @7e5169f5ba11: symbolic icons <context>/symbolic/<name>-symbolic.svg, the context and the
    icon's name without the -symbolic suffix the icon spec adds (548, 300 kept); neighbours: the sized icons, the
    cursors, po/ and build files."""
    return _layout(N.ELEM_SYMBOLIC_KIND, N.ELEM_SYMBOLIC_OTHER, r"^([a-z]+)/symbolic/([^/]+)-symbolic\.svg$",
                   ("context", "name"))


def elem_po(r: random.Random) -> tuple[Kind, list[str]]:
    """elementary/icons @7e5169f5ba11: gettext catalogues po/<language>.po, the language code (aa, ace, pt_BR,
    sr@latin, ...; 208); neighbours: po/LINGUAS, POTFILES, the .pot template, the icon folders."""
    return _layout(N.ELEM_PO_KIND, N.ELEM_PO_OTHER, r"^po/([A-Za-z_@]+)\.po$", ("language",))


# --- Django migrations and catalogues: NetBox, django-oscar ---------------------------------------------------------

def netbox_migrations(r: random.Random) -> tuple[Kind, list[str]]:
    """netbox-community/netbox @43fe81f9e833: Django migrations netbox/<app>/migrations/<NNNN>_<name>.py, by
    Django's convention the app (dcim, extras, ipam, circuits, ...), the migration's number and its name (initial,
    squashed_0029, auto_20240101_..., words; 263); neighbours: the migrations folders' __init__.py, the apps'
    models, forms, api, tests and templates."""
    return _layout(N.NETBOX_MIGRATIONS_KIND, N.NETBOX_MIGRATIONS_OTHER,
                   r"^netbox/([a-z_]+)/migrations/(\d{4})_([^/]+)\.py$", ("app", "number", "name"))


def netbox_po(r: random.Random) -> tuple[Kind, list[str]]:
    """netbox-community/netbox @43fe81f9e833: translations netbox/translations/<language>/LC_MESSAGES/django.po,
    the language (cs, da, de, ..., zh; 17); neighbours: the compiled django.mo beside each, the apps' files."""
    return _layout(N.NETBOX_PO_KIND, N.NETBOX_PO_OTHER,
                   r"^netbox/translations/([A-Za-z_]+)/LC_MESSAGES/django\.po$", ("language",))


def oscar_migrations(r: random.Random) -> tuple[Kind, list[str]]:
    """django-oscar/django-oscar @cdbfc4412c87: migrations src/oscar/apps/<app>/migrations/<NNNN>_<name>.py, the
    app (catalogue, order, offer, basket, ...), the migration's number and name (129); neighbours: the apps' models,
    views, admin, __init__.py files. The nested catalogue/reviews migrations and the test site's copies
    (tests/_site/apps/...) are left out of both."""
    return _layout(N.OSCAR_MIGRATIONS_KIND, N.OSCAR_MIGRATIONS_OTHER,
                   r"^src/oscar/apps/([a-z_]+)/migrations/(\d{4})_([^/]+)\.py$", ("app", "number", "name"))


def oscar_po(r: random.Random) -> tuple[Kind, list[str]]:
    """django-oscar/django-oscar @cdbfc4412c87: translations src/oscar/locale/<language>/LC_MESSAGES/django.po, the
    locale (am_ET, ar, pt_BR, zh-Hans, ru@petr1708, zh_TW.Big5, ...; 93); neighbours: the compiled django.mo
    beside each, the package's files."""
    return _layout(N.OSCAR_PO_KIND, N.OSCAR_PO_OTHER,
                   r"^src/oscar/locale/([^/]+)/LC_MESSAGES/django\.po$", ("language",))


# --- FastAPI's tutorial sources and translated docs -------------------------------------------------------------

def fastapi_tutorials(r: random.Random) -> tuple[Kind, list[str]]:
    """tiangolo/fastapi @6d9dc39fcb3e: the docs' example programs docs_src/<topic>/tutorial<NNN>[<letter>][_<NN>]
    [_an][_py<NN>].py, by the contributing guide the docs page's topic (body, dependencies, security, ...), the
    example's number, an optional letter (a later variant: 006b), an optional sub-number (001_02), an optional `an`
    (the Annotated style) and the oldest Python it needs (py39, py310; none: 3.8), each optional piece present on
    some files only (529, 300 kept); neighbours: the topics' app folders, __init__.py, the docs pages, the tests
    tests/test_tutorial/... ."""
    return _layout(N.FASTAPI_TUTORIALS_KIND, N.FASTAPI_TUTORIALS_OTHER,
                   r"^docs_src/([a-z0-9_]+)/tutorial(\d{3})([a-d])?(?:_(\d\d))?(?:_(an))?(?:_py(\d+))?\.py$",
                   ("topic", "number", "letter", "step", "style", "python"))


def fastapi_docs(r: random.Random) -> tuple[Kind, list[str]]:
    """tiangolo/fastapi @6d9dc39fcb3e: translated docs pages docs/<language>/docs/<section>/<page>.md, the language
    (en, de, zh, zh-hant, pt, ...), the section (tutorial, advanced, how-to, deployment, reference, ...) and the
    page (582, 300 kept); neighbours: each language's top pages and mkdocs.yml, the images, docs_src/. Pages nested
    a level deeper (tutorial/dependencies/...) are left out of both."""
    return _layout(N.FASTAPI_DOCS_KIND, N.FASTAPI_DOCS_OTHER,
                   r"^docs/([a-z]{2}(?:-[a-z]+)?)/docs/(tutorial|advanced|how-to|deployment|reference|learn|about|"
                   r"resources|help)/([^/]+)\.md$", ("language", "section", "page"))


# --- music: POP909, Tone.js samples ------------------------------------------------------------------------------

def pop909_midi(r: random.Random) -> tuple[Kind, list[str]]:
    """music-x-lab/POP909-Dataset @d83e6edba687: the songs' MIDI POP909/<NNN>/<NNN>.mid, by the README the song's
    number (001 ... 909; twice, folder and file; 300 kept); neighbours: each song's beat, chord and key
    annotations (*_audio.txt, *_midi.txt) and the versions/ folders."""
    return _layout(N.POP909_MIDI_KIND, N.POP909_MIDI_OTHER, r"^POP909/(\d{3})/\1\.mid$", ("song",))


def pop909_versions(r: random.Random) -> tuple[Kind, list[str]]:
    """music-x-lab/POP909-Dataset @d83e6edba687: the other arrangements POP909/<NNN>/versions/<NNN>-v<k>.mid, the
    song's number (folder and file) and the version (1 ... 5+; present for some songs only; 1,989, 300 kept);
    neighbours: the songs' main MIDI and annotations, the processing scripts."""
    return _layout(N.POP909_VERSIONS_KIND, N.POP909_VERSIONS_OTHER, r"^POP909/(\d{3})/versions/\1-v(\d+)\.mid$",
                   ("song", "version"))


def pop909_annotations(r: random.Random) -> tuple[Kind, list[str]]:
    """music-x-lab/POP909-Dataset @d83e6edba687: annotations POP909/<NNN>/<kind>_<source>.txt, the song, the
    annotation (beat, chord, key) and what it was taken from (audio, midi; key_midi missing; 4,545, 300 kept);
    neighbours: the songs' MIDI and versions."""
    return _layout(N.POP909_ANNOTATIONS_KIND, N.POP909_ANNOTATIONS_OTHER,
                   r"^POP909/(\d{3})/(beat|chord|key)_(audio|midi)\.txt$", ("song", "annotation", "source"))


def tonejs_drums(r: random.Random) -> tuple[Kind, list[str]]:
    """Tonejs/audio @efd8296360f9: drum machines drum-samples/<kit>/<drum>.mp3, the kit (4OP-FM, Bongos, CR78,
    Kit3, LINN, Techno, ...) and the drum (hihat, kick, snare, tom1-3; 96); neighbours: drum-samples/loops/, the
    breakbeat folders, the other sample sets (salamander, casio, berklee, impulse-responses)."""
    return _layout(N.TONEJS_DRUMS_KIND, N.TONEJS_DRUMS_OTHER, r"^drum-samples/([^/]+)/(hihat|kick|snare|tom\d)\.mp3$",
                   ("kit", "drum"))


def tonejs_salamander(r: random.Random) -> tuple[Kind, list[str]]:
    """Tonejs/audio @efd8296360f9: the Salamander grand piano salamander/<note><octave>.<format>, the note (A, C,
    Ds, Fs: s for sharp), the octave and the format (mp3, ogg; 60); neighbours: the README and the other sets."""
    return _layout(N.TONEJS_SALAMANDER_KIND, N.TONEJS_SALAMANDER_OTHER, r"^salamander/([A-G]s?)(\d)\.(mp3|ogg)$",
                   ("note", "octave", "format"))


def tonejs_casio(r: random.Random) -> tuple[Kind, list[str]]:
    """Tonejs/audio @efd8296360f9: a Casio keyboard casio/<note><octave>.<format>, the note (As, Cs, ... s for
    sharp), the octave and the format (26); neighbours: casio/README.md and the other sets."""
    return _layout(N.TONEJS_CASIO_KIND, N.TONEJS_CASIO_OTHER, r"^casio/([A-G]s?)(\d)\.(mp3|ogg)$",
                   ("note", "octave", "format"))


# --- astronomy frames: lsst/testdata_jointcal ----------------------------------------------------------------------

def hsc_corr(r: random.Random) -> tuple[Kind, list[str]]:
    """lsst/testdata_jointcal @b6f1a889d264: calibrated Hyper Suprime-Cam frames hsc/repo/<pointing>/<filter>/corr/
    CORR-<visit>-<ccd>.fits, by the HSC pipeline's Gen2 layout the pointing (01291, 01296, 01297), the filter
    (HSC-R, HSC-I), the visit (7 digits) and the CCD (3 digits; 30); neighbours: the source catalogues in output/
    (SRC-*.fits.gz, sourceTable-*.parq, visitSummary-*.fits), the raw SSP_WIDE frames, transmission curves."""
    return _layout(N.HSC_CORR_KIND, N.HSC_CORR_OTHER,
                   r"^hsc/repo/(\d{5})/(HSC-[A-Z])/corr/CORR-(\d{7})-(\d{3})\.fits$", ("pointing", "filter", "visit", "ccd"))


def hsc_src(r: random.Random) -> tuple[Kind, list[str]]:
    """lsst/testdata_jointcal @b6f1a889d264: source catalogues hsc/repo/<pointing>/<filter>/output/SRC-<visit>-<ccd>
    .fits.gz, pointing, filter, visit and CCD as hsc_corr (30); neighbours: the same folders' sourceTable-<visit>
    .parq and visitSummary-<visit>.fits, the corr frames, the raw frames."""
    return _layout(N.HSC_SRC_KIND, N.HSC_SRC_OTHER,
                   r"^hsc/repo/(\d{5})/(HSC-[A-Z])/output/SRC-(\d{7})-(\d{3})\.fits\.gz$", ("pointing", "filter", "visit", "ccd"))


def hsc_raw(r: random.Random) -> tuple[Kind, list[str]]:
    """lsst/testdata_jointcal @b6f1a889d264: raw frames hsc/repo/SSP_WIDE/<YYYY-MM-DD>/<pointing>/<filter>/HSC-<visit>
    -<ccd>.fits, the survey field's night, the pointing, the filter, the visit and the CCD (30); neighbours: the
    corr frames and catalogues, the calibration and transmission files, the reference catalogues."""
    return _layout(N.HSC_RAW_KIND, N.HSC_RAW_OTHER,
                   r"^hsc/repo/SSP_WIDE/(\d{4}-\d\d-\d\d)/(\d{5})/(HSC-[A-Z])/HSC-(\d{7})-(\d{3})\.fits$",
                   ("night", "pointing", "filter", "visit", "ccd"))


def cfht_calexp(r: random.Random) -> tuple[Kind, list[str]]:
    """lsst/testdata_jointcal @b6f1a889d264: CFHT MegaPrime calexps in a Gen3 butler tree cfht/repo/singleFrame/
    <run timestamp>/calexp/<day_obs>/<band>/<physical_filter>/<visit>/calexp_MegaPrime_<band>_<physical_filter>
    _<visit>_ccd<NN>_singleFrame_<run timestamp>.fits, by the butler's file template the processing run, the night
    (20060520, 20060602), the band (r), the physical filter (r.MP9601), the visit and the CCD (12); neighbours: the
    same run's visitSummary and sourceTable_visit files, the camera and sky map, the reference catalogues."""
    return _layout(N.CFHT_CALEXP_KIND, N.CFHT_CALEXP_OTHER,
                   r"^cfht/repo/singleFrame/(\d{8}T\d{6}Z)/calexp/(\d{8})/([a-z])/([a-z]\.MP\d{4})/(\d+)/calexp_MegaPrime"
                   r"_[a-z]_[a-z]_MP\d{4}_\d+_ccd(\d+)_singleFrame_\d{8}T\d{6}Z\.fits$",
                   ("run", "night", "band", "filter", "visit", "ccd"))


# --- earthquake records by event: usgs/groundmotion-processing -----------------------------------------------------

def gm_fdsn(r: random.Random) -> tuple[Kind, list[str]]:
    """usgs/groundmotion-processing @c5e7849af39e (the last commit before the code moved to code.usgs.gov): waveforms
    fetched from FDSN services for test events tests/data/fdsn/<event>/[<stream>/]<NET>.<STA>.<LOC>.<CHA>[__<start>__
    <end>].mseed, by the SEED naming the ComCat event id (ci38445975, nc51194936, uw61251926, ...), an optional
    instrument folder (broad_band, strong_motion), the network, the station, the location code (empty on most), the
    channel (HNE, BHZ, HN1, ...) and, on some files only, the requested window's start and end (39); neighbours: each
    event's event.json, the stations' StationXML (<NET>.<STA>.xml), rupture and config files, the other readers'
    test data."""
    return _layout(N.GM_FDSN_KIND, N.GM_FDSN_OTHER,
                   r"^tests/data/fdsn/([a-z]{2}[0-9a-z]+)/(?:([a-z_]+)/)?([A-Z0-9]+)\.([A-Z0-9]+)\.(\d+)?\.([A-Z0-9]{3})"
                   r"(?:__(\d{8}T\d{6}Z)__(\d{8}T\d{6}Z))?\.mseed$",
                   ("event", "stream", "network", "station", "location", "channel", "start", "end"))


def gm_knet(r: random.Random) -> tuple[Kind, list[str]]:
    """usgs/groundmotion-processing @c5e7849af39e: Japanese strong-motion records tests/data/(knet|kiknet)/<event>/
    <station><yymmddhhmm>.<component>[<sensor>], by NIED's naming the network (K-NET, KiK-net), the ComCat event id,
    the station (AOM001: 3 letters and 3 digits on K-NET, NGNH31: 4 and 2 on KiK-net), the origin time to the
    minute (10 digits), the component (NS, EW, UD) and on KiK-net the sensor (1 borehole, 2 surface; 48);
    neighbours: the events' event.json and config.yml, the other readers' test data (cwb, geonet, esm, smc, ...)."""
    return _layout(N.GM_KNET_KIND, N.GM_KNET_OTHER,
                   r"^tests/data/(knet|kiknet)/([a-z]{2}\w+)/([A-Z]{3}\d{3}|[A-Z]{4}\d{2})(\d{10})\.(NS|EW|UD)(\d)?$",
                   ("network", "event", "station", "time", "component", "sensor"))


# --- GNSS observation and navigation files: geospace-code/georinex --------------------------------------------------

def rinex3(r: random.Random) -> tuple[Kind, list[str]]:
    """geospace-code/georinex @95ef1d8e7150: RINEX 3 long names src/georinex/tests/data/<SITE><M><R><CCC>_<S>
    _<YYYYDDDHHMM>_<period>_[<rate>_]<type>[.rnx|.crx][.gz|.bz2|.zip|.Z], by the RINEX 3.04 naming convention the
    4-character site (ABMF, CEDA, P433, BRDC, ...), the monument and receiver numbers, the ISO country (GLP, USA,
    ESP, IGS, DLR), the data source (R receiver), the start year, day of year, hour and minute, the file period (01D,
    23H, 17M), the observation rate (30S, 15S; navigation files have none), the type (MO mixed observations, MN mixed
    navigation), the format (rnx, or crx for Hatanaka-compressed; none inside a zip) and the compression (10);
    neighbours: the RINEX 2 files and other test files beside them (demo.10o, blank.10n, *.sp3, *.nc), the package's
    modules and tests."""
    return _layout(N.RINEX3_KIND, N.RINEX3_OTHER,
                   r"^src/georinex/tests/data/([A-Z0-9]{4})(\d)(\d)([A-Z]{3})_([RSU])_(\d{4})(\d{3})(\d{2})(\d{2})_(\d\d[A-Z])_"
                   r"(?:(\d\d[A-Z])_)?([A-Z]{2})(?:\.(rnx|crx))?(?:\.(gz|bz2|zip|Z))?$",
                   ("site", "monument", "receiver", "country", "source", "year", "doy", "hour", "minute", "period",
                    "rate", "type", "format", "compression"))


def rinex2(r: random.Random) -> tuple[Kind, list[str]]:
    """geospace-code/georinex @95ef1d8e7150: RINEX 2 short names src/georinex/tests/data/<ssss><ddd><f>.<yy><t>
    [.gz|.zip|.Z|.txt], by the RINEX 2.11 convention the 4-character site (ab42, brdc, ceda, p146, york, 1460), the
    day of year, the session (0 for a whole day), the two-digit year and the file type (o observations, n GPS
    navigation, g GLONASS navigation, l Galileo navigation, e, d Hatanaka-compressed observations) and the
    compression or wrapper (11); neighbours: demo.10o, blank.10n, minimal2.10o and the other hand-named test files,
    the RINEX 3 long names, *.sp3 and *.nc files, the package's modules."""
    return _layout(N.RINEX2_KIND, N.RINEX2_OTHER,
                   r"^src/georinex/tests/data/([a-z0-9]{4})(\d{3})(\d)\.(\d\d)([a-z])(?:\.(gz|zip|Z|txt))?$",
                   ("site", "doy", "session", "year", "type", "compression"))


# --- glacier mass balance: OGGM/oggm-sample-data -------------------------------------------------------------------

def wgms_mb(r: random.Random) -> tuple[Kind, list[str]]:
    """OGGM/oggm-sample-data @99651428d84b: World Glacier Monitoring Service tables wgms/<table>/<prefix>_WGMS-<id>
    .csv, the table (mbdata: annual mass balance, mb_profiles: balance by altitude, mb_profiles_constant_dh) with its
    file prefix (mbdata, profile, profile_constant_dh) and the WGMS glacier id (5 digits; 623, 300 kept);
    neighbours: wgms/'s link and reference-t* tables, the test files, RGI outlines, DEM sources and test workflow."""
    return _layout(N.WGMS_MB_KIND, N.WGMS_MB_OTHER,
                   r"^wgms/(mbdata|mb_profiles|mb_profiles_constant_dh)/[a-z_]+_WGMS-(\d{5})\.csv$", ("table", "glacier"))


REVIEW18 = {
    "cb_results": cb_results, "cb_cloud": cb_cloud, "cb_clickhouse": cb_clickhouse,
    "elem_icons": elem_icons, "elem_symbolic": elem_symbolic, "elem_po": elem_po,
    "netbox_migrations": netbox_migrations, "netbox_po": netbox_po,
    "oscar_migrations": oscar_migrations, "oscar_po": oscar_po,
    "fastapi_tutorials": fastapi_tutorials, "fastapi_docs": fastapi_docs,
    "pop909_midi": pop909_midi, "pop909_versions": pop909_versions, "pop909_annotations": pop909_annotations,
    "tonejs_drums": tonejs_drums, "tonejs_salamander": tonejs_salamander, "tonejs_casio": tonejs_casio,
    "hsc_corr": hsc_corr, "hsc_src": hsc_src, "hsc_raw": hsc_raw, "cfht_calexp": cfht_calexp,
    "wgms_mb": wgms_mb, "gm_fdsn": gm_fdsn, "gm_knet": gm_knet, "rinex3": rinex3, "rinex2": rinex2,
}
