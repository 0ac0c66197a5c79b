"""A held-out review group (review23): real layouts from sources no one here had used, written down before scoring.

Like review20.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a list of
(path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave alone.
Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring and kept in review23_names.py (a seeded subset where the source is large: 300 files of the
kind, and up to 200 neighbours drawn first from the kind's own folders, then from their parent and sibling folders,
then from its top folders, then from the rest; files of the same kind in another spelling or at another depth, which
a fair rule might also match, are left out of both, and no neighbour has a kind file's shape once digit runs are
masked); nothing is rebuilt from a pattern.
Truth values are what the source means by its names (its README, the standard's or the tool's naming convention:
ClusterFuzz test cases, Arrow's integration gold files, Parquet's shredded-variant cases, NeTEx and the UK Fares
Exchange profile, the American Community Survey's releases, F1DB's season tree, the Statutes at Large volumes),
never what the analyser reads.
Families (issue 15's hidden listings): operations, business and public-sector data and data-lake fixtures: market
data by ticker and date (stocknet), congressional and state legislative districts by year, state and chamber, ACS
table metadata by release, Statements of Administration Policy by president, Congress and date, India's 2014
booth-wise results by assembly constituency, Statutes at Large volumes, German federal laws and their gazette
images, New York City's COVID-19 tables, public-transport exchange examples and schemas (NeTEx timetables, UK fares,
TAP-TSI messages), Formula 1 results and standings by season and round, and the test-fixture trees of data tools
(Arrow's gold files and fuzz cases, Parquet's variant fixtures, Great Expectations' taxi samples). No analyser
change was made for this group before its first score.
"""
from __future__ import annotations

import random

from ground_truth import review23_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review21


# --- Market data by ticker and date ----------------------------------------------------------------------------

def stocknet_tweets(r: random.Random) -> tuple[Kind, list[str]]:
    """yumoxu/stocknet-dataset @330708b5ddc3: tweets tweet/<stage>/<TICKER>/<YYYY-MM-DD>, by the README the stage
    (raw: Twitter's JSON; preprocessed: text, user and time), the stock's ticker (AAPL, BRK-A, C, RDS-B; 88 stocks)
    and the trading day, files without an extension (54,961, 300 kept); neighbours: the price files, the README,
    StockTable and the appendix PDF."""
    return _layout(N.STOCKNET_TWEETS_KIND, N.STOCKNET_TWEETS_OTHER,
                   r"^tweet/(raw|preprocessed)/([A-Z][A-Z.-]*)/(\d{4}-\d{2}-\d{2})$",
                   ('stage', 'ticker', 'date'))


def stocknet_prices(r: random.Random) -> tuple[Kind, list[str]]:
    """yumoxu/stocknet-dataset @330708b5ddc3: prices price/<stage>/<TICKER>.<ext>, the stage (raw: Yahoo Finance's
    CSV, .csv; preprocessed: normalised movements, .txt) and the ticker (176); neighbours: the tweet files, the
    README and StockTable."""
    return _layout(N.STOCKNET_PRICES_KIND, N.STOCKNET_PRICES_OTHER,
                   r"^price/(raw|preprocessed)/([A-Z][A-Z.-]*)\.(?:csv|txt)$",
                   ('stage', 'ticker'))


# --- Legislative districts ----------------------------------------------------------------------------------------

def districts_cds_geojson(r: random.Random) -> tuple[Kind, list[str]]:
    """unitedstates/districts @2efb0b4f05eb: congressional district shapes cds/<year>/<ST>-<N>/shape.geojson, by the
    README the year the districts came into effect (2012, 2016, 2018, 2020, 2022), the state's postal code and the
    district number (0 for an at-large seat: WY-0, PR-0; 919, 300 kept); neighbours: the KML copies beside each
    (shape.kml), the state shapes and state legislative districts."""
    return _layout(N.DISTRICTS_CDS_GEOJSON_KIND, N.DISTRICTS_CDS_GEOJSON_OTHER,
                   r"^cds/(\d{4})/([A-Z]{2})-(\d+)/shape\.geojson$",
                   ('year', 'state', 'district'))


def districts_cds_kml(r: random.Random) -> tuple[Kind, list[str]]:
    """unitedstates/districts @2efb0b4f05eb: the same districts as KML, cds/<year>/<ST>-<N>/shape.kml (919, 300
    kept); neighbours: the GeoJSON shapes beside each, the state shapes and state legislative districts."""
    return _layout(N.DISTRICTS_CDS_KML_KIND, N.DISTRICTS_CDS_KML_OTHER,
                   r"^cds/(\d{4})/([A-Z]{2})-(\d+)/shape\.kml$",
                   ('year', 'state', 'district'))


def districts_sld(r: random.Random) -> tuple[Kind, list[str]]:
    """unitedstates/districts @2efb0b4f05eb: state legislative districts states/<ST>/<chamber>/<district>.geojson,
    the state, the chamber (sldl: lower house; sldu: upper house, the Census Bureau's codes) and the district as the
    state names it: a number (1 ... 400) in most states, a letter (Alaska's senate: A ... T) or a county-based name
    (Massachusetts' Barnstable--Dukes-and-Nantucket, New Hampshire's Hillsborough-32, Vermont's Chittenden-7-4;
    6,779, 300 kept); neighbours: the state shapes states/<ST>/shape.geojson, the KML states and the congressional
    districts."""
    return _layout(N.DISTRICTS_SLD_KIND, N.DISTRICTS_SLD_OTHER,
                   r"^states/([A-Z]{2})/(sldl|sldu)/([^/]+)\.geojson$",
                   ('state', 'chamber', 'district'))


def districts_states(r: random.Random) -> tuple[Kind, list[str]]:
    """unitedstates/districts @2efb0b4f05eb: state shapes states/<ST>/shape.geojson, the state or territory's postal
    code (56); the KML copies states/kml/<ST>.kml, the same kind in another spelling, are left out of both;
    neighbours: the state legislative districts below each state, the congressional districts."""
    return _layout(N.DISTRICTS_STATES_KIND, N.DISTRICTS_STATES_OTHER,
                   r"^states/([A-Z]{2})/shape\.geojson$",
                   ('state',))


# --- Data-tool test fixtures: Apache Arrow ----------------------------------------------------------------------

def arrow_gold_binary(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/arrow-testing @9cfebfef8982: Arrow IPC integration gold files
    data/arrow-ipc-stream/integration/[<implementation>-]<version>[-<variant>]/generated_<case>.<format>, by the
    folder's README the implementation that wrote them (cpp-21.0.0; none named: Arrow C++), the Arrow release
    (0.14.1 ... 21.0.0), the variant where named (bigendian, littleendian, compression, shareddict), the test case
    (decimal, map_non_canonical, primitive_zerolength, ...) and the IPC format (arrow_file, stream; 182); neighbours:
    the JSON gold files beside them (generated_<case>.json.gz), the fuzz cases, the other data folders."""
    return _layout(N.ARROW_GOLD_BINARY_KIND, N.ARROW_GOLD_BINARY_OTHER,
                   r"^data/arrow-ipc-stream/integration/(?:([a-z]+)-)?(\d+\.\d+\.\d+)(?:-([a-z]+))?/generated_([a-z0-9_]+)\.(arrow_file|stream)$",
                   ('implementation', 'version', 'variant', 'case', 'format'))


def arrow_gold_json(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/arrow-testing @9cfebfef8982: the integration gold files' JSON, generated_<case>.json.gz in the same
    folders, implementation, release, variant and case as arrow_gold_binary (91); neighbours: the .arrow_file and
    .stream files beside them, the fuzz cases, the other data folders."""
    return _layout(N.ARROW_GOLD_JSON_KIND, N.ARROW_GOLD_JSON_OTHER,
                   r"^data/arrow-ipc-stream/integration/(?:([a-z]+)-)?(\d+\.\d+\.\d+)(?:-([a-z]+))?/generated_([a-z0-9_]+)\.json\.gz$",
                   ('implementation', 'version', 'variant', 'case'))


def arrow_fuzz(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/arrow-testing @9cfebfef8982: OSS-Fuzz regression inputs
    data/<area>/clusterfuzz-testcase-[minimized-]<fuzz target>-<testcase id>[.fuzz], by ClusterFuzz's naming the
    minimised marker (present on most), the fuzz target (arrow-ipc-stream-fuzz, arrow-ipc-file-fuzz,
    parquet-arrow-fuzz, arrow-csv-fuzz, parquet-encoding-fuzz, arrow-ipc-tensor-stream-fuzz) and the test case's
    number, a .fuzz extension on a few, in data/arrow-ipc-stream, data/arrow-ipc-file, data/parquet/fuzzing,
    data/csv/fuzzing, ... (267); clusterfuzz-testcase-<id> and -dictbitwidth-<id>, without a target, are left out of
    both; neighbours: the crash-<sha1> inputs, the READMEs, the gold files and other data."""
    return _layout(N.ARROW_FUZZ_KIND, N.ARROW_FUZZ_OTHER,
                   r"/clusterfuzz-testcase-(?:(minimized)-)?((?:arrow|parquet)-[a-z-]+?-fuzz)-(\d+)(?:\.fuzz)?$",
                   ('minimized', 'target', 'testcase'))


def arrow_crashes(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/arrow-testing @9cfebfef8982: libFuzzer crash inputs data/<area>/crash-<sha1>, the area (arrow-ipc-stream,
    parquet/fuzzing) and the input's SHA-1 (14); neighbours: the ClusterFuzz cases beside them, the READMEs and other
    data."""
    return _layout(N.ARROW_CRASHES_KIND, N.ARROW_CRASHES_OTHER,
                   r"^data/(arrow-ipc-stream|parquet/fuzzing)/crash-([0-9a-f]{40})$",
                   ('area', 'hash'))


# --- Data-tool test fixtures: Apache Parquet --------------------------------------------------------------------

def pq_shredded_variants(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/parquet-testing @1a2a75127be0: shredded-variant expectations
    shredded_variant/case-<NNN>[-INVALID]_row-<N>.variant.bin, by the folder's README the case number (cases.json),
    the INVALID marker on error cases and the row number (137); neighbours: the cases' Parquet files
    case-<NNN>.parquet, cases.json, the README, the variant/ and data/ fixtures."""
    return _layout(N.PQ_SHREDDED_VARIANTS_KIND, N.PQ_SHREDDED_VARIANTS_OTHER,
                   r"^shredded_variant/case-(\d+)(?:-(INVALID))?_row-(\d+)\.variant\.bin$",
                   ('case', 'status', 'row'))


def pq_shredded_parquet(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/parquet-testing @1a2a75127be0: the shredded-variant cases' Parquet files
    shredded_variant/case-<NNN>[-INVALID].parquet, the case number and the INVALID marker (137); neighbours: the
    row files case-<NNN>_row-<N>.variant.bin, cases.json, the README, other fixtures."""
    return _layout(N.PQ_SHREDDED_PARQUET_KIND, N.PQ_SHREDDED_PARQUET_OTHER,
                   r"^shredded_variant/case-(\d+)(?:-(INVALID))?\.parquet$",
                   ('case', 'status'))


def pq_variant(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/parquet-testing @1a2a75127be0: Variant encoding examples variant/<name>.<part>, the example
    (primitive_int8, primitive_timestampntz, array_nested, object_empty, ...) and the part of the encoding (metadata,
    value; 58); neighbours: variant/regen.py, data_dictionary.json and the README, the shredded cases and data/ fixtures."""
    return _layout(N.PQ_VARIANT_KIND, N.PQ_VARIANT_OTHER,
                   r"^variant/([a-z0-9_]+)\.(metadata|value)$",
                   ('name', 'part'))


# --- Census tables ----------------------------------------------------------------------------------------------

def census_meta(r: random.Random) -> tuple[Kind, list[str]]:
    """censusreporter/census-table-metadata @8b0495b00871: precomputed/acs<year>_<span>yr/census_<level>_metadata.csv,
    the American Community Survey release's year (2007 ... 2024), its span (1-, 3- or 5-year estimates) and the level
    described (table, column; 78); acs2021_1yr_tables/, another spelling, is left out of both; neighbours:
    unified_metadata.csv and the scripts."""
    return _layout(N.CENSUS_META_KIND, N.CENSUS_META_OTHER,
                   r"^precomputed/acs(\d{4})_(\d)yr/census_(table|column)_metadata\.csv$",
                   ('year', 'span', 'level'))


# --- Motor sport by season ---------------------------------------------------------------------------------------

def f1_results(r: random.Random) -> tuple[Kind, list[str]]:
    """f1db/f1db @6a5845b840e6: session results src/data/seasons/<year>/races/<NN>-<grand prix>/<session>-results.yml,
    the season (1950 ... 2025), the round, the Grand Prix (great-britain, 70th-anniversary, united-states-west, ...)
    and the session (race, qualifying, qualifying-1, free-practice-3, sprint-race, pre-qualifying, warming-up,
    driver-of-the-day; 5,446, 300 kept); neighbours: race.yml, standings, grids, pit stops and fastest laps beside
    them, the season files, drivers, chassis and other entities."""
    return _layout(N.F1_RESULTS_KIND, N.F1_RESULTS_OTHER,
                   r"^src/data/seasons/(\d{4})/races/(\d{2})-([a-z0-9-]+)/([a-z0-9-]+)-results\.yml$",
                   ('season', 'round', 'grand_prix', 'session'))


def f1_standings(r: random.Random) -> tuple[Kind, list[str]]:
    """f1db/f1db @6a5845b840e6: standings after each race
    src/data/seasons/<year>/races/<NN>-<grand prix>/<driver|constructor>-standings.yml, the season, round, Grand Prix
    and championship (2,256, 300 kept); neighbours: the results, grids and race.yml beside them, the season files."""
    return _layout(N.F1_STANDINGS_KIND, N.F1_STANDINGS_OTHER,
                   r"^src/data/seasons/(\d{4})/races/(\d{2})-([a-z0-9-]+)/(driver|constructor)-standings\.yml$",
                   ('season', 'round', 'grand_prix', 'standings'))


def f1_season_files(r: random.Random) -> tuple[Kind, list[str]]:
    """f1db/f1db @6a5845b840e6: season files src/data/seasons/<year>/<table>.yml, the season and the table (entrants,
    driver-standings, constructor-standings from 1958; 223); neighbours: the race folders' files, the entities."""
    return _layout(N.F1_SEASON_FILES_KIND, N.F1_SEASON_FILES_OTHER,
                   r"^src/data/seasons/(\d{4})/([a-z-]+)\.yml$",
                   ('season', 'table'))


def f1_schemas(r: random.Random) -> tuple[Kind, list[str]]:
    """f1db/f1db @6a5845b840e6: JSON schemas src/schema/<version>/splitted/f1db-<table>.schema.json, the schema
    release (v4.0.0 ... v6.5.0, current) and the table (chassis, circuits-layouts, races-driver-standings, ...; 383,
    300 kept); neighbours: the single-file schemas src/schema/<version>/single/f1db.schema.json, the data and
    assets."""
    return _layout(N.F1_SCHEMAS_KIND, N.F1_SCHEMAS_OTHER,
                   r"^src/schema/(v\d+\.\d+\.\d+|current)/splitted/f1db-([a-z-]+)\.schema\.json$",
                   ('version', 'table'))


# --- Public-transport exchange: NeTEx ----------------------------------------------------------------------------

def netex_timetables(r: random.Random) -> tuple[Kind, list[str]]:
    """NeTEx-CEN/NeTEx @4f42794047ec: timetable examples
    examples/functions/timetable/Netex_<NN>[.<n>]_<mode>_<title>.xml, the example's number (01.1, 10, 21), the mode (Bus, Rail, BusTram, Multimodal) and the title in CamelCase words
    joined by _ (SimpleTimetable_JourneysOnly, CircularRoute_Timetable, NetworkTimetable_eurostar; 23); neighbours:
    Interchangerule.PNG, the other functions' and standards' examples, the schemas."""
    return _layout(N.NETEX_TIMETABLES_KIND, N.NETEX_TIMETABLES_OTHER,
                   r"^examples/functions/timetable/Netex_(\d{2}(?:\.\d)?)_([A-Za-z]+)_([A-Za-z_]+)\.xml$",
                   ('example', 'mode', 'title'))


def netex_fxc(r: random.Random) -> tuple[Kind, list[str]]:
    """NeTEx-CEN/NeTEx @4f42794047ec: UK Fares Exchange examples
    examples/standards/fxc/FX-PI-01_UK_<operator>_<LINE|NETWORK>[_-]FARE_<description>[_-]<date>.xml, by the
    profile's naming the operator's national code (AMSY, FBRI, MB, MYBUS), the fare's scope (a line or a network),
    a free-text description (WOE-Bristol-Line-48-trip-(stage), Metrorider-pass+others, Metrorider-pass_basic) and
    the date the data is valid from, as 20200417, 2017-01-01 or 2020-03-11T22_19_20.696Z, one file a copy with
    " (5)" after it (18); neighbours: the profile documents uk_fxc_*.xml, FX-PI-01_ParisExample.xml, the other
    standards' examples."""
    return _layout(N.NETEX_FXC_KIND, N.NETEX_FXC_OTHER,
                   r"^examples/standards/fxc/FX-PI-01_UK_([A-Z]+)_(LINE|NETWORK)[-_]FARE_(.+?)[_-](\d{8}|\d{4}-\d{2}-\d{2}(?:T[\d_.]+Z)?)(?: \(\d+\))?\.xml$",
                   ('operator', 'scope', 'description', 'date'))


def netex_xsd(r: random.Random) -> tuple[Kind, list[str]]:
    """NeTEx-CEN/NeTEx @4f42794047ec: the schema modules xsd/netex_part_<N>/part<N>_<package>/netex_<object>_<role>.xsd,
    the standard's part (1 ... 5), the package (fares, ifopt, journeyTimes, networkDescription, ...), the object
    (stopPlace, ifopt_equipmentParking, nm_vehicleMeetingPoint, ...) and the role (support: identifiers and
    references; version: the elements; 230); the framework's modules xsd/netex_framework/.../netex_<object>_<role>.xsd,
    the same kind at another depth, are left out of both; neighbours: the parts' all-objects files, SIRI and GML
    schemas, the examples."""
    return _layout(N.NETEX_XSD_KIND, N.NETEX_XSD_OTHER,
                   r"^xsd/netex_part_(\d)/part\d_([A-Za-z]+)/netex_([A-Za-z0-9_]+?)_(support|version)\.xsd$",
                   ('part', 'package', 'object', 'role'))


def netex_tap_tsi(r: random.Random) -> tuple[Kind, list[str]]:
    """NeTEx-CEN/NeTEx @4f42794047ec: TAP-TSI message examples
    examples/standards/tap_tsi/TAP-<message>-example<N>[.<n>][-<title>].xml, the message (SKDUPD: schedule update;
    TSDUPD: timetable station data), the example's number (1, 2.3) and its title where given (basic, Leo_Express,
    Hilleroed; 17); neighbours: the B1_NRT, B2_IRT, B3_Special and Other folders' Netex_tap_tsi_*.xml, Document1.txt,
    the other standards' examples."""
    return _layout(N.NETEX_TAP_TSI_KIND, N.NETEX_TAP_TSI_OTHER,
                   r"^examples/standards/tap_tsi/TAP-(SKDUPD|TSDUPD)-example(\d+(?:\.\d+)?)(?:-([A-Za-z_]+))?\.xml$",
                   ('message', 'example', 'title'))


# --- Legislation and parliamentary records -----------------------------------------------------------------------

def sap_statements(r: random.Random) -> tuple[Kind, list[str]]:
    """unitedstates/statements-of-administration-policy @1332a4510c54: Statements of Administration Policy
    archive/statements/<N>-<President>/<Congress>/<YYYY-MM-DD>_<bills>.pdf, by the README the president's number and
    name (44-Obama, 45-Trump, 46-Biden, 47-Trump), the Congress (111 ... 119), the statement's date and the bills it
    addresses (hr3183, sjres34, hconres61; several joined by commas: sjres77,sjres78,sjres79,sjres80; 1,145, 300
    kept); neighbours: the per-president metadata archive/<N>-<President>.yaml, presidents.yaml, the scrapers. One
    statement a folder deeper (44-Obama/112/2011-10-03_hr2250/hr2681.pdf, the same kind) is left out of both (a
    neighbour until corrected after the first run)."""
    return _layout(N.SAP_STATEMENTS_KIND, N.SAP_STATEMENTS_OTHER,
                   r"^archive/statements/(\d+)-([A-Za-z]+)/(\d+)/(\d{4}-\d{2}-\d{2})_([a-z0-9,]+)\.pdf$",
                   ('president_number', 'president', 'congress', 'date', 'bills'))


def india_booth_results(r: random.Random) -> tuple[Kind, list[str]]:
    """datameet/india-election-data @c14a6847f9c3: booth-wise results of the 2014 Lok Sabha election in Uttar
    Pradesh, parliament-elections/election2014/booth-wise-results/uttar-pradesh/<AC>.csv, by the scraper beside them
    (uttar-pradesh.pl writes "$c.csv" for each assembly constituency of each parliamentary one) the assembly
    constituency's number (1 ... 403; 403, 300 kept); the election year and state are one value each and not fields;
    neighbours: the scrapers and archives beside the folder, the 2014 election's tables, the affidavits, members'
    lists and constituency files."""
    return _layout(N.INDIA_BOOTH_RESULTS_KIND, N.INDIA_BOOTH_RESULTS_OTHER,
                   r"^parliament-elections/election2014/booth-wise-results/uttar-pradesh/(\d+)\.csv$",
                   ('constituency',))


def legisworks_volumes(r: random.Random) -> tuple[Kind, list[str]]:
    """unitedstates/legisworks-historical-statutes @9aeafcf279af: the Statutes at Large metadata data/<NNN>.yaml, by
    the README the volume (001 ... 064, 1789 to 1951; 64); neighbours: the README and scripts."""
    return _layout(N.LEGISWORKS_VOLUMES_KIND, N.LEGISWORKS_VOLUMES_OTHER,
                   r"^data/(\d{3})\.yaml$",
                   ('volume',))


def gesetze_laws(r: random.Random) -> tuple[Kind, list[str]]:
    """bundestag/gesetze @77abca2ceea3: German federal laws and ordinances <initial>/<abbreviation>/index.md, the
    abbreviation's first character (a ... z, 1) and the law's abbreviation as gesetze-im-internet.de spells it
    (aabg, 1-dm-goldmuenzg, binschstro_2012, muenz100eurobek_2017-10-23; 6,636, 300 kept); neighbours: the images
    and PDFs beside the laws, the README and licence."""
    return _layout(N.GESETZE_LAWS_KIND, N.GESETZE_LAWS_OTHER,
                   r"^([a-z0-9])/([^/]+)/index\.md$",
                   ('initial', 'law'))


def gesetze_bgbl_images(r: random.Random) -> tuple[Kind, list[str]]:
    """bundestag/gesetze @77abca2ceea3: Federal Law Gazette images beside a law
    <initial>/<law>/bgbl<part>_<year>_j<page>[-<n>]_<image>.<format>, the law's initial and abbreviation, the
    gazette's part (1, 2), the year, the gazette page (j0856), a numbered sub-item where present (-1), the image's
    sequence number (0010, 0020, ...) and the format (jpg, pdf; 2,880, 300 kept); the other spellings (_ab, _abN,
    ZiK, _thumb, .gif) are left out of both; neighbours: the laws' index.md and the other images."""
    return _layout(N.GESETZE_BGBL_IMAGES_KIND, N.GESETZE_BGBL_IMAGES_OTHER,
                   r"^([a-z0-9])/([^/]+)/bgbl([12])_(\d{4})_j(\d{4})(?:-(\d+))?_(\d{4})\.(jpg|pdf)$",
                   ('initial', 'law', 'gazette_part', 'year', 'page', 'sub', 'image', 'format'))


# --- Public-health open data and data-quality fixtures -----------------------------------------------------------

def nyc_covid_tables(r: random.Random) -> tuple[Kind, list[str]]:
    """nychealth/coronavirus-data @573389380ad5: New York City's COVID-19 tables <section>/<table>.csv, by the
    README the section (latest, trends, totals, variants, archive, alert-levels) and the table (now-cases-by-day,
    caserate-by-modzcta, group-data-by-boro, ...; 56); neighbours: each section's Readme.md, the geography
    resources."""
    return _layout(N.NYC_COVID_TABLES_KIND, N.NYC_COVID_TABLES_OTHER,
                   r"^(archive|latest|totals|trends|variants|alert-levels)/([a-z0-9_-]+)\.csv$",
                   ('section', 'table'))


def ge_taxi(r: random.Random) -> tuple[Kind, list[str]]:
    """great-expectations/great_expectations @ce78204d6d65: NYC taxi test samples
    tests/test_sets/taxi_yellow_tripdata_samples/[<subset>/]yellow_tripdata_sample_<YYYY>-<MM>.csv, the subset folder
    where present (first_ten_trips_in_each_file, samples_2020, first_3_files; none: the full samples), the year and
    the month (87); the upper-case copy ..._samples_upcase/...CSV is left out of both; neighbours: the random
    subsamples yellow_tripdata_<N>_lines_sample_<YYYY>-<MM>.csv, the SQLite copies, the other test sets."""
    return _layout(N.GE_TAXI_KIND, N.GE_TAXI_OTHER,
                   r"^tests/test_sets/taxi_yellow_tripdata_samples/(?:([a-z0-9_]+)/)?yellow_tripdata_sample_(\d{4})-(\d{2})\.csv$",
                   ('subset', 'year', 'month'))


REVIEW23 = {
    "stocknet_tweets": stocknet_tweets, "stocknet_prices": stocknet_prices,
    "districts_cds_geojson": districts_cds_geojson, "districts_cds_kml": districts_cds_kml,
    "districts_sld": districts_sld, "districts_states": districts_states,
    "arrow_gold_binary": arrow_gold_binary, "arrow_gold_json": arrow_gold_json, "arrow_fuzz": arrow_fuzz,
    "arrow_crashes": arrow_crashes, "pq_shredded_variants": pq_shredded_variants,
    "pq_shredded_parquet": pq_shredded_parquet, "pq_variant": pq_variant, "census_meta": census_meta,
    "f1_results": f1_results, "f1_standings": f1_standings, "f1_season_files": f1_season_files,
    "f1_schemas": f1_schemas, "netex_timetables": netex_timetables, "netex_fxc": netex_fxc, "netex_xsd": netex_xsd,
    "netex_tap_tsi": netex_tap_tsi, "sap_statements": sap_statements, "india_booth_results": india_booth_results,
    "legisworks_volumes": legisworks_volumes, "gesetze_laws": gesetze_laws, "gesetze_bgbl_images": gesetze_bgbl_images,
    "nyc_covid_tables": nyc_covid_tables, "ge_taxi": ge_taxi,
}
