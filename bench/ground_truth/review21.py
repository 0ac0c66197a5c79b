"""A held-out review group (review21): real layouts from sources no one here had used, written down before scoring.

Like review18.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a list of
(path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave alone.
Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring and kept in review21_names.py (a seeded subset where the source is large: 300 files of the
kind, and up to 200 neighbours drawn first from the kind's own folders, then from its top folders, then from the
rest; files of the same kind in another spelling, which a fair rule might also match, are left out of both, and no
neighbour has a kind file's shape once digit runs are masked); nothing is rebuilt from a pattern. Truth values are
what the source means by its names (its README, the standard's or the tool's naming convention, the files' own
contents), never what the analyser reads. Families (science and public data): physiology records (WFDB multi-
segment records and signal files), climate-model output (CMIP6 monthly and daily files in the ESGF reference
syntax), particle-physics test files (ROOT files by release and compression, uproot issue files, RNTuple files,
Les Houches event files by generator), chemistry spectra (an infrared sample carousel, Bruker NMR experiments),
sport statistics (English league tables by decade and season), transport (GTFS test feeds), neuroscience other
than BIDS (FieldTrip structures, FreeSurfer parcels, NIRx fNIRS recordings, ANT Neuro and CTF MEG datasets),
weather radar volumes (Sigmet series, WMO-named and JMA CfRadial files), public-health time series (COVID-19 in
Canada by level and metric), annotated audio datasets (Billboard, MTG-Jamendo splits, SALAMI, Slakh stems) and
ocean gliders (SeaExplorer offloads and realtime files, Slocum binaries). No analyser change was made for this
group before its first score.
"""
from __future__ import annotations

import random

from ground_truth import review21_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review18


# --- physiology ------------------------------------------------------------------------------------------------------

def wfdb_segments(r: random.Random) -> tuple[Kind, list[str]]:
    """MIT-LCP/wfdb-python @6850ad1aa0c1: segments of multi-segment WFDB records
    sample-data/multi-segment/<patient>/<record>_<NNNN>.<dat|hea>, by the WFDB and MIMIC waveform convention the
    patient folder (p000878: a MIMIC-III matched-subset subject; s00001, s25047: MIMIC-II numbered records), the
    7-digit record, the segment number (0001 ... 0016) and the file (dat: signal, hea: header; 72); neighbours: each
    record's layout header <record>_layout.hea, its numerics <record>n.dat, the patients' master headers
    <patient>-<YYYY>-<MM>-<DD>-<hh>-<mm>[n].hea, the single-segment records 041s and fixed1, the flat sample-data
    records (100.dat, a103l.hea, ...), the package's tests and docs."""
    return _layout(N.WFDB_SEGMENTS_KIND, N.WFDB_SEGMENTS_OTHER,
                   r"^sample-data/multi-segment/([ps]\d+)/(\d{7})_(\d{4})\.(dat|hea)$",
                   ('patient', 'record', 'segment', 'format'))


def wfdb_signal_files(r: random.Random) -> tuple[Kind, list[str]]:
    """MIT-LCP/wfdb-python @6850ad1aa0c1: a record's numbered signal files sample-data/<record>.d<N>, the record
    (binformats: one signal file per WFDB storage format; flacformats: FLAC-compressed formats) and the signal
    file's number (d0 ... d9; 13); neighbours: their headers binformats.hea and flacformats.hea, the other flat
    sample records (100.dat, 100.hea, 100.atr, 12726.wabp, 310derive_2.dat, ...), the multi-segment records, the
    package's files."""
    return _layout(N.WFDB_SIGNAL_FILES_KIND, N.WFDB_SIGNAL_FILES_OTHER,
                   r"^sample-data/(binformats|flacformats)\.d(\d)$",
                   ('record', 'signal_file'))



# --- climate ---------------------------------------------------------------------------------------------------------

def cmip_amon(r: random.Random) -> tuple[Kind, list[str]]:
    """ESMValGroup/ESMValTool_sample_data @e0f9a61fb34f: monthly CMIP6 air temperature in the ESGF data reference
    syntax .../CMIP6/CMIP/<institution>/<source_id>/
    historical/r1i1p1f1/Amon/ta/<grid>/v<YYYYMMDD>/ta_Amon_<source_id>_historical_r1i1p1f1_<grid>_<YYYYMM>-<YYYYMM>
    .nc, by the CMIP6 DRS the institution (AWI, BCC, CAS, NCAR, ...), the model (twice, folder and file), the grid
    label (gn native, gr regridded, gr1), the version date and the period's first and last month (one experiment,
    member and variable throughout; 270); neighbours: the daily files of the same models (Amon → day), the package's
    README, scripts and tests."""
    return _layout(N.CMIP_AMON_KIND, N.CMIP_AMON_OTHER,
                   r"^esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/([^/]+)/([^/]+)/historical/"
                   r"r1i1p1f1/Amon/ta/(g[nr]\d?)/v(\d{8})/ta_Amon_\2_historical_r1i1p1f1_\3_"
                   r"(\d{6})-(\d{6})\.nc$",
                   ('institution', 'model', 'grid', 'version', 'start', 'end'))


def cmip_day(r: random.Random) -> tuple[Kind, list[str]]:
    """ESMValGroup/ESMValTool_sample_data @e0f9a61fb34f: daily CMIP6 air temperature
    .../CMIP6/CMIP/<institution>/<source_id>/historical/r1i1p1f1/day/ta/<grid>/
    v<YYYYMMDD>/ta_day_<source_id>_historical_r1i1p1f1_<grid>_<YYYYMMDD>-<YYYYMMDD>.nc, the institution, the model,
    the grid label, the version date and the period's first and last day (56); neighbours: the monthly Amon files of
    the same models, the package's files."""
    return _layout(N.CMIP_DAY_KIND, N.CMIP_DAY_OTHER,
                   r"^esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/([^/]+)/([^/]+)/historical/"
                   r"r1i1p1f1/day/ta/(g[nr]\d?)/v(\d{8})/ta_day_\2_historical_r1i1p1f1_\3_(\d{8})"
                   r"-(\d{8})\.nc$",
                   ('institution', 'model', 'grid', 'version', 'start', 'end'))



# --- particle physics ------------------------------------------------------------------------------------------------

def uproot_samples(r: random.Random) -> tuple[Kind, list[str]]:
    """scikit-hep/scikit-hep-testdata @f51b8fb0aa3b: ROOT files written by each ROOT release
    src/skhep_testdata/data/uproot-sample-<version>-<compression>.root, the ROOT version that wrote the file
    (5.23.02 ... 6.20.04) and its compression (uncompressed, zlib, lzma, lz4; 40); neighbours: the other uproot-*
    test files in the same folder (uproot-HZZ-lz4.root, uproot-Zmumu-zstd.root, uproot-issue123a.root, ...), the
    RNTuple and pylhe files, the package's modules."""
    return _layout(N.UPROOT_SAMPLES_KIND, N.UPROOT_SAMPLES_OTHER,
                   r"^src/skhep_testdata/data/uproot-sample-(\d+\.\d+\.\d+)-(uncompressed|zlib|lzma|lz4)"
                   r"\.root$",
                   ('root_version', 'compression'))


def uproot_issues(r: random.Random) -> tuple[Kind, list[str]]:
    """scikit-hep/scikit-hep-testdata @f51b8fb0aa3b: files that reproduce uproot's GitHub issues
    src/skhep_testdata/data/uproot-issue[-]<number>[<letter>] [-<note>].root, the issue's number (21 ... 1610), an
    optional letter for a second file of the same issue (123a, 126b) and an optional note (275-nosplit,
    433-splitlevel2, 243-new, 465-flat), the dash before the number present on newer files only (119); neighbours:
    the other uproot-* files (samples by ROOT version, HZZ and Zmumu by compression, named examples), the RNTuple
    and pylhe files. uproot-issue-tbranch-of-th2.root (no number) is left out of both."""
    return _layout(N.UPROOT_ISSUES_KIND, N.UPROOT_ISSUES_OTHER,
                   r"^src/skhep_testdata/data/uproot-issue-?(\d+)([a-c])?(?:-([a-z0-9-]+?))?\.root$",
                   ('issue', 'part', 'note'))


def rntuple_files(r: random.Random) -> tuple[Kind, list[str]]:
    """scikit-hep/scikit-hep-testdata @f51b8fb0aa3b: RNTuple test files
    src/skhep_testdata/data/<name>_rntuple_v<epoch>-<major>-<minor>-<patch>.root, the file's name (test_int_float,
    test_stl_containers, ntpl001_staff, Run2012BC_DoubleMuParked_Muons_1000evts, ...) and the RNTuple format version
    it was written in (1-0-0-0, 1-0-0-1, 1-0-1-0; 22); neighbours: the TTree test files (uproot-*), the pylhe and
    pyhf files. Files of another spelling (uproot-physlite-rntuple_v..., rntviewer- testfile-...-rntuples-v...) are
    left out of both."""
    return _layout(N.RNTUPLE_FILES_KIND, N.RNTUPLE_FILES_OTHER,
                   r"^src/skhep_testdata/data/([^/]+)_rntuple_v(\d+-\d+-\d+-\d+)\.root$",
                   ('name', 'format_version'))


def pylhe_files(r: random.Random) -> tuple[Kind, list[str]]:
    """scikit-hep/scikit-hep-testdata @f51b8fb0aa3b: Les Houches event files from event generators
    src/skhep_testdata/data/pylhe-testfile-<generator>- <version>-<process>.lhe[.gz], the generator (madgraph,
    madgraph5, powheg-box, pythia, sherpa, whizard), its version (2.2.1, 6.413, v2, ...), the physics process
    (Z-ckkwl, pp_to_jj, ttbar, directphoton, eeWW, ...) and an optional gzip compression (15); neighbours: the
    .readme beside some files, pylhe's other test files (pylhe-testfile-pr29.lhe, pylhe-testfile-sherpa.hdf5,
    pylhe-drell-yan-ll-lhe.gz, pylhe-testlhef3.lhe), the ROOT files."""
    return _layout(N.PYLHE_FILES_KIND, N.PYLHE_FILES_OTHER,
                   r"^src/skhep_testdata/data/pylhe-testfile-(madgraph5?|powheg-box|pythia|sherpa|whizard)"
                   r"-(v2|\d+(?:\.\d+)*)-([^/]+?)\.lhe(?:\.(gz))?$",
                   ('generator', 'generator_version', 'process', 'compression'))



# --- chemistry -------------------------------------------------------------------------------------------------------

def ir_carousel(r: random.Random) -> tuple[Kind, list[str]]:
    """spectrochempy/spectrochempy_data @9507993bbb71: OMNIC infrared spectra from a sample carousel
    testdata/irdata/carroucell_samp/<position>-<sample>_<N>.SPA, the carousel position (2 ... 12, BG1 for the
    background), the sample (BaSO4, SILICA, Z22-Si-S7, Z25-CP, PSB3, BCKG, ...: hyphens inside) and the spectrum's
    index in the series (0 ... 6; 73); neighbours: the folder's __index__, the other IR files (OMNIC series .srs,
    OPUS test.0000, subdir/7_CZ0-100_Pd_101.SPA), the Raman, NMR and Galactic data."""
    return _layout(N.IR_CAROUSEL_KIND, N.IR_CAROUSEL_OTHER,
                   r"^testdata/irdata/carroucell_samp/(\d+|BG\d)-([^/]+)_(\d)\.SPA$",
                   ('position', 'sample', 'spectrum'))


def bruker_acqus(r: random.Random) -> tuple[Kind, list[str]]:
    """spectrochempy/spectrochempy_data @9507993bbb71: Bruker TopSpin acquisition parameters
    testdata/nmrdata/bruker/tests/nmr/<dataset>/<expno>/acqus, by Bruker's experiment layout the dataset (CP,
    cadmium, exam2d_HC, h3po4, relax, topspin_1d, ...) and the experiment number (1, 3, 80 ... 94, 100, 102; 23);
    neighbours: each experiment's fid or ser, acqu, acqu2s, pulseprogram and __index__, the processed
    pdata/<procno>/ files (procs, 1r, title, ...), the other spectroscopy data."""
    return _layout(N.BRUKER_ACQUS_KIND, N.BRUKER_ACQUS_OTHER,
                   r"^testdata/nmrdata/bruker/tests/nmr/([^/]+)/(\d+)/acqus$",
                   ('dataset', 'expno'))


def bruker_procs(r: random.Random) -> tuple[Kind, list[str]]:
    """spectrochempy/spectrochempy_data @9507993bbb71: Bruker processing parameters
    testdata/nmrdata/bruker/tests/nmr/<dataset>/<expno>/pdata/<procno>/procs, the dataset and the experiment number
    (the processing number is 1 throughout, so no target; 23); neighbours: the same pdata folders' 1r, 1i, 2rr,
    proc2s, title, outd and __index__, the experiments' acquisition files, the other data."""
    return _layout(N.BRUKER_PROCS_KIND, N.BRUKER_PROCS_OTHER,
                   r"^testdata/nmrdata/bruker/tests/nmr/([^/]+)/(\d+)/pdata/1/procs$",
                   ('dataset', 'expno'))



# --- sport -----------------------------------------------------------------------------------------------------------

def eng_league(r: random.Random) -> tuple[Kind, list[str]]:
    """footballcsv/england @52b7e5f5f37b: English league match results <decade>s/<YYYY-YY>/eng.<N>.csv, by the
    football.csv convention the decade folder (1990s, 2000s, 2010s, 2020s: the decade's first year), the season
    (1992-93 ... 2020-21) and the division (1 Premier League ... 5 National League; 95); neighbours: the cup results
    eng.cup.csv in the same season folders, README.md, NOTES.md, LICENSE.md."""
    return _layout(N.ENG_LEAGUE_KIND, N.ENG_LEAGUE_OTHER,
                   r"^(\d{4})s/(\d{4}-\d\d)/eng\.(\d)\.csv$",
                   ('decade', 'season', 'division'))



# --- transport -------------------------------------------------------------------------------------------------------

def gtfs_tables(r: random.Random) -> tuple[Kind, list[str]]:
    """google/transitfeed @104b5a5b339c: GTFS test feeds as folders tests/data/<feed>/<table>.txt, by the GTFS
    reference the feed (good_feed, bad_date_format, missing_stops, duplicate_stop, ...: each the case it tests) and
    the GTFS table (agency, stops, routes, trips, stop_times, calendar, calendar_dates, fare_attributes, fare_rules,
    frequencies, transfers, shapes, ...; 321, 300 kept); neighbours: the zipped and KML feeds beside them
    (good_feed.zip, one_line.kml), the .dot drawing, the tests, the validator's and schedule viewer's files. The
    unknown table of feed unknown_file (frecuencias.txt) and the googletransit extension's feeds a level deeper are
    left out of both."""
    return _layout(N.GTFS_TABLES_KIND, N.GTFS_TABLES_OTHER,
                   r"^tests/data/([^/]+)/([a-z_]+)\.txt$",
                   ('feed', 'table'))



# --- neuroscience ----------------------------------------------------------------------------------------------------

def fieldtrip_mat(r: random.Random) -> tuple[Kind, list[str]]:
    """mne-tools/mne-testing-data @e31ecb0ab137: FieldTrip structures saved by MATLAB
    fieldtrip/ft_test_data/<system>/<data>_v<7|73>.mat, the recording system (BTI, CNT, CTF, EGI, KIT, neuromag306,
    eximia, cellarray), the data structure (raw, epoched, averaged) and the MAT-file version (7, or 73 for v7.3
    HDF5; 36); neighbours: fieldtrip/'s source, beamformer and other files, the other readers' test data."""
    return _layout(N.FIELDTRIP_MAT_KIND, N.FIELDTRIP_MAT_OTHER,
                   r"^fieldtrip/ft_test_data/([^/]+)/(raw|averaged|epoched)_v(7|73)\.mat$",
                   ('system', 'data', 'mat_version'))


def aparc_labels(r: random.Random) -> tuple[Kind, list[str]]:
    """mne-tools/mne-testing-data @e31ecb0ab137: FreeSurfer Desikan-Killiany parcels of the sample subject
    subjects/sample/label/aparc/<region>-<hemi>.label, the cortical region (bankssts, cuneus, precuneus,
    superiortemporal, ...) and the hemisphere (lh, rh; 68); neighbours: the subject's other labels
    (subjects/sample/label/lh.BA1.label, ...), MEG/sample/labels/Aud-lh.label and the other subjects' surfaces, BEM
    and MRI files."""
    return _layout(N.APARC_LABELS_KIND, N.APARC_LABELS_OTHER,
                   r"^subjects/sample/label/aparc/([a-z]+)-(lh|rh)\.label$",
                   ('region', 'hemisphere'))


def nirscout(r: random.Random) -> tuple[Kind, list[str]]:
    """mne-tools/mne-testing-data @e31ecb0ab137: NIRScout recordings
    NIRx/nirscout/<recording>/NIRS-<YYYY-MM-DD>_<NNN>[_config|_probeInfo].<ext>, by NIRx's export naming the
    recording folder (nirx_15_0_recording, nirx_15_2_recording_w_short, ...: NIRStar version and case), the
    recording day, the day's recording number, an optional part (config, probeInfo) and the file (hdr, dat, evt,
    inf, set, tpl, wl1, wl2, avg, txt, mat; 54); neighbours: validation/nirx_15_0_recording_bl.mat, the NIRSport
    recordings, SNIRF files, the other readers' data."""
    return _layout(N.NIRSCOUT_KIND, N.NIRSCOUT_OTHER,
                   r"^NIRx/nirscout/(nirx_[^/]+)/NIRS-(\d{4}-\d\d-\d\d)_(\d{3})(?:_(config|probeInfo)"
                   r")?\.([a-z0-9]+)$",
                   ('recording', 'date', 'number', 'part', 'format'))


def nirsport(r: random.Random) -> tuple[Kind, list[str]]:
    """mne-tools/mne-testing-data @e31ecb0ab137: NIRSport recordings
    NIRx/<nirsport_v1|nirsport_v2>/<recording>/[NIRS-]<YYYY-MM-DD>_<NNN>[_<part>].<ext>, the device generation, the
    recording folder (nirx_15_3_recording_wo_saturation, aurora_2021_9, `aurora_recording _w_short_and_acc` with a
    space, ...), the day, the day's number, an optional part (config, probeInfo, calibration, description, lsl) and
    the file (hdr, wl1, nosatflags_wl1, json, snirf, tri, zip, ...; the NIRS- prefix on NIRStar v1 files only; 65);
    neighbours: each Aurora folder's digpts.txt, the NIRScout recordings, the other data."""
    return _layout(N.NIRSPORT_KIND, N.NIRSPORT_OTHER,
                   r"^NIRx/(nirsport_v[12])/([^/]+)/(?:NIRS-)?(\d{4}-\d\d-\d\d)_(\d{3})(?:_"
                   r"([a-zA-Z]+))?\.([a-z0-9_]+)$",
                   ('device', 'recording', 'date', 'number', 'part', 'format'))


def antio_eeg(r: random.Random) -> tuple[Kind, list[str]]:
    """mne-tools/mne-testing-data @e31ecb0ab137: ANT Neuro eego recordings and their BrainVision exports
    antio/<case>/<recording>.<ext>, the test case folder (CA_208, CA_208_refs, NA_271, NA_271_bips, andy_101,
    user_annotations: amplifier model and channel count), the recording (test_CA_208_start_stop, test-na-271-legacy,
    Andy_101-raw, ...) and the file (cnt native, evt events, seg segments, vhdr/vmrk/eeg BrainVision; 50);
    neighbours: the other readers' test data (BrainVision, EDF, CNT, curry, ...)."""
    return _layout(N.ANTIO_EEG_KIND, N.ANTIO_EEG_OTHER,
                   r"^antio/([^/]+)/([^/]+)\.(cnt|eeg|evt|vhdr|vmrk|seg)$",
                   ('case', 'recording', 'format'))


def ctf_ds(r: random.Random) -> tuple[Kind, list[str]]:
    """mne-tools/mne-testing-data @e31ecb0ab137: CTF MEG datasets CTF/<name>.ds/<name>.<ext>, by CTF's dataset layout
    the dataset's name (twice, folder and file: testdata_ctf, catch-alp-good-f, somMDYO-18av, ...) and the file
    (meg4 data, res4 resources, hc head coils, infods, newds, acq, hist; 41); neighbours: the datasets' BadChannels,
    ClassFile.cls, bad.segments, params.dsc, processing.cfg, MarkerFile.mrk, default.de, the FIF conversions
    CTF/<name>.ds_raw.fif beside them."""
    return _layout(N.CTF_DS_KIND, N.CTF_DS_OTHER,
                   r"^CTF/([^/]+)\.ds/\1\.(acq|hc|hist|infods|meg4|newds|res4)$",
                   ('dataset', 'file'))



# --- radar -----------------------------------------------------------------------------------------------------------

def sigmet_raw(r: random.Random) -> tuple[Kind, list[str]]:
    """openradar/open-radar-data @7f9265209205: a Sigmet/IRIS RAW volume series data/RAW_NA_000_125_<YYYYMMDDhhmmss>,
    the scan's start time (25, five to six minutes apart); neighbours: the repository's other radar files in the
    same flat folder (NEXRAD KATX20130717 _195021_V06, cfrad.*.nc, ODIM *.h5, ARM *.nc, Rainbow .vol, ...) and its
    scripts."""
    return _layout(N.SIGMET_RAW_KIND, N.SIGMET_RAW_OTHER,
                   r"^data/RAW_NA_000_125_(\d{14})$",
                   ('time',))


def wmo_radar(r: random.Random) -> tuple[Kind, list[str]]:
    """openradar/open-radar-data @7f9265209205: radar files in the WMO file-naming convention
    data/T_<TTAAii>_C_<CCCC>_<YYYYMMDDhhmmss>.<h5|hdf>, by WMO's Manual on the GTS the bulletin heading (PAZA63 ...
    PAZE63, PAGZ35), the originating centre (LFPW Météo-France, ENMI Norway), the time and the format (11);
    neighbours: the other radar files in the folder."""
    return _layout(N.WMO_RADAR_KIND, N.WMO_RADAR_OTHER,
                   r"^data/T_(PA[A-Z]{2}\d\d)_C_([A-Z]{4})_(\d{14})\.(h5|hdf)$",
                   ('bulletin', 'centre', 'time', 'format'))


def jma_radar(r: random.Random) -> tuple[Kind, list[str]]:
    """openradar/open-radar-data @7f9265209205: JMA radar sweeps in CfRadial
    data/Z__C_RJTD_<time>_RDR_JMAGPV_RS<station>_Gar<gate>km<angle>deg_PR<var> _N<NN>_ANAL_cfrad.nc, the time, the
    radar station (RS47937) and the gate spacing (0p250km), the same on every file and so no target, the elevation
    angle (0p35deg, 0p70deg), the variable (ref, vel, zdr, kdp, rhv, psd, vsw) and the sweep number (N11, N18; 14);
    neighbours: the other radar files in the folder."""
    return _layout(N.JMA_RADAR_KIND, N.JMA_RADAR_OTHER,
                   r"^data/Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km(\dp\d+deg)"
                   r"_PR([a-z]+)_N(\d+)_ANAL_cfrad\.nc$",
                   ('elevation', 'product', 'n'))



# --- public data -----------------------------------------------------------------------------------------------------

def covid_canada(r: random.Random) -> tuple[Kind, list[str]]:
    """ishaberry/Covid19Canada @1a778bb5ca83: COVID-19 time series timeseries_<level>/<metric>_timeseries_<level>.csv,
    the geographic level (canada, prov, hr: health region; twice) and the metric (cases, mortality, recovered,
    testing, active, vaccine_administration, vaccine_completion, vaccine_distribution; 18); neighbours: the
    Saskatchewan series timeseries_hr_sk_new/ sk_new_<metric>_timeseries_hr_combined.csv, official_datasets/,
    retired_datasets/, other/, the scripts."""
    return _layout(N.COVID_CANADA_KIND, N.COVID_CANADA_OTHER,
                   r"^timeseries_(canada|prov|hr)/([a-z_]+)_timeseries_\1\.csv$",
                   ('level', 'metric'))



# --- audio datasets --------------------------------------------------------------------------------------------------

def billboard(r: random.Random) -> tuple[Kind, list[str]]:
    """mir-dataset-loaders/mirdata @b95bf3893616: McGill Billboard annotations
    tests/resources/mir_datasets/billboard/McGill-Billboard/<NNNN>/<annotation>. <ext>, the song's id (0003, 0035),
    the annotation (full, majmin, majmin7, majmininv, bothchroma, tuning, salami_chords) and the file type (lab,
    csv, txt; 16); neighbours: billboard's index and audio, the other datasets' test resources, mirdata's loaders
    and tests."""
    return _layout(N.BILLBOARD_KIND, N.BILLBOARD_OTHER,
                   r"^tests/resources/mir_datasets/billboard/McGill-Billboard/(\d{4})/([a-z0-9_"
                   r"]+)\.(lab|csv|txt)$",
                   ('song', 'annotation', 'format'))


def jamendo_splits(r: random.Random) -> tuple[Kind, list[str]]:
    """mir-dataset-loaders/mirdata @b95bf3893616: MTG-Jamendo mood/theme splits
    .../mtg_jamendo_autotagging_moodtheme/data/splits/split-<N>/ autotagging_moodtheme-<subset>.tsv, the split (0
    ... 4) and the subset (train, validation, test; 15); neighbours: the dataset's autotagging_moodtheme.tsv and
    audio, the other datasets' test resources."""
    return _layout(N.JAMENDO_SPLITS_KIND, N.JAMENDO_SPLITS_OTHER,
                   r"^tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/"
                   r"split-(\d)/autotagging_moodtheme-(train|validation|test)\.tsv$",
                   ('split', 'subset'))


def salami_parsed(r: random.Random) -> tuple[Kind, list[str]]:
    """mir-dataset-loaders/mirdata @b95bf3893616: SALAMI structure annotations
    .../salami-data-public-hierarchy-corrections/annotations/<song>/parsed/ textfile<N>_<level>.txt, the song id (2,
    192, 1015), the annotator (textfile1, textfile2) and the level (functions, lowercase, uppercase; 12);
    neighbours: the raw textfile<N>.txt beside each parsed folder, the metadata, the other datasets' test resources.
    textfile1_uppercase_empty.txt is left out of both."""
    return _layout(N.SALAMI_PARSED_KIND, N.SALAMI_PARSED_OTHER,
                   r"^tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/"
                   r"annotations/(\d+)/parsed/textfile(\d)_(functions|lowercase|uppercase)\.txt$",
                   ('song', 'annotator', 'level'))


def slakh_stems(r: random.Random) -> tuple[Kind, list[str]]:
    """mir-dataset-loaders/mirdata @b95bf3893616: Slakh stems
    .../slakh/<release>/[<split>/]Track<NNNNN>/stems/S<NN>.<wav|flac>, the release (babyslakh_16k,
    slakh2100_flac_redux), the split folder the full release has (train), the stem (S00 ... S10) and the format (the
    track, Track00001, is the same on every file and so no target; 20); neighbours: the tracks' MIDI/S<NN>.mid,
    all_src.mid, mix.wav or mix.flac and metadata.yaml, the other datasets' test resources."""
    return _layout(N.SLAKH_STEMS_KIND, N.SLAKH_STEMS_OTHER,
                   r"^tests/resources/mir_datasets/slakh/(babyslakh_16k|slakh2100_flac_redux)"
                   r"/(?:(train)/)?Track00001/stems/S(\d\d)\.(wav|flac)$",
                   ('release', 'split', 'stem', 'format'))



# --- ocean -----------------------------------------------------------------------------------------------------------

def seaexplorer_offload(r: random.Random) -> tuple[Kind, list[str]]:
    """c-proof/pyglider @9e7bd9ab8e4c: SeaExplorer glider offloads
    tests/example-data/example-seaexplorer/offloads/<offload>/[nav|sci[/logs]/]
    <sea|SEA><NNN>.<mission>.<gli|pld1>.<sub|raw>.<N>[.gz], by Alseamar's naming the offload folder (Sea035-M010,
    Sea035-M008-9, sea035-m007), the glider (sea035 or SEA035 throughout, so no target), the mission number, the
    sensor (gli navigation, pld1 payload), the data set (sub realtime subset, raw full resolution), the yo/segment
    number (3 ... 095, zero-padded in one offload) and an optional gzip (261); neighbours: the offloads' sea.cfg,
    seapayload.cfg, nav/feeds/*.conf, sea.Arch.*.tar.gz and sea.0.pld1.evt.1, the realtime example folders."""
    return _layout(N.SEAEXPLORER_OFFLOAD_KIND, N.SEAEXPLORER_OFFLOAD_OTHER,
                   r"^tests/example-data/example-seaexplorer/offloads/([^/]+)/(?:[a-z]+/(?:logs/"
                   r")?)?(?:sea|SEA)035\.(\d+)\.(gli|pld1)\.(sub|raw)\.(\d+)(?:\.(gz))?$",
                   ('offload', 'mission', 'sensor', 'type', 'segment', 'compression'))


def seaexplorer_realtime(r: random.Random) -> tuple[Kind, list[str]]:
    """c-proof/pyglider @9e7bd9ab8e4c: SeaExplorer files as transmitted or recovered
    tests/example-data/<example>/<realtime_raw|delayed_raw>/ sea<NNN>.<mission>.<gli|pld1>.<sub|raw>.<N>[.gz], the
    example deployment (example-seaexplorer, example- seaexplorer-raw, example-seaexplorer-legato-flntu-arod-ad2cp),
    realtime or delayed, the glider serial (035, 046, 063), the mission, the sensor, the data set, the segment and
    an optional gzip (58); neighbours: the examples' deployment.yml, plottingconfig.yml, the offloads, the Slocum
    examples."""
    return _layout(N.SEAEXPLORER_REALTIME_KIND, N.SEAEXPLORER_REALTIME_OTHER,
                   r"^tests/example-data/(example-seaexplorer[^/]*)/(realtime_raw|delayed_raw)"
                   r"/sea(\d{3})\.(\d+)\.(gli|pld1)\.(sub|raw)\.(\d+)(?:\.(gz))?$",
                   ('example', 'stream', 'glider', 'mission', 'sensor', 'type', 'segment', 'compression'))


def slocum_raw(r: random.Random) -> tuple[Kind, list[str]]:
    """c-proof/pyglider @9e7bd9ab8e4c: Slocum glider binary data
    tests/example-data/<example>/realtime_raw/<glider>-<YYYY>-<DDD>-<mission>- <segment>.<sbd|tbd|dbd>, by Teledyne
    Webb's naming the example (example-slocum, example-slocum-littleendian), the glider (maria-997, rosie_713,
    unit_997: name and serial, a hyphen inside one), the year, the day of year, the mission and the segment, and the
    file (sbd flight subset, tbd science subset, dbd full flight; 161); neighbours: the examples' cac/ sensor caches
    (hex names), .dinkumcache, deployment files, gliderState.xml, the SeaExplorer examples."""
    return _layout(N.SLOCUM_RAW_KIND, N.SLOCUM_RAW_OTHER,
                   r"^tests/example-data/(example-slocum[^/]*)/realtime_raw/([a-z]+[-_]\d+)"
                   r"-(\d{4})-(\d{3})-(\d+)-(\d+)\.([dst]bd)$",
                   ('example', 'glider', 'year', 'yearday', 'mission', 'segment', 'format'))


REVIEW21 = {
    "wfdb_segments": wfdb_segments, "wfdb_signal_files": wfdb_signal_files, "cmip_amon": cmip_amon,
    "cmip_day": cmip_day, "uproot_samples": uproot_samples, "uproot_issues": uproot_issues,
    "rntuple_files": rntuple_files, "pylhe_files": pylhe_files, "ir_carousel": ir_carousel,
    "bruker_acqus": bruker_acqus, "bruker_procs": bruker_procs, "eng_league": eng_league,
    "gtfs_tables": gtfs_tables, "fieldtrip_mat": fieldtrip_mat, "aparc_labels": aparc_labels, "nirscout": nirscout,
    "nirsport": nirsport, "antio_eeg": antio_eeg, "ctf_ds": ctf_ds, "sigmet_raw": sigmet_raw,
    "wmo_radar": wmo_radar, "jma_radar": jma_radar, "covid_canada": covid_canada, "billboard": billboard,
    "jamendo_splits": jamendo_splits, "salami_parsed": salami_parsed, "slakh_stems": slakh_stems,
    "seaexplorer_offload": seaexplorer_offload, "seaexplorer_realtime": seaexplorer_realtime,
    "slocum_raw": slocum_raw,
}
