"""A held-out review group: real layouts from sources no one here had used, written down before scoring.

Like review11.py, each generator returns (kind, other) for one kind of one real, public file tree or file list:
kind a list of (path, {field: true value}), other the paths of the same source that a rule learnt from the
kind must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
or from a list file inside the repository (a BIDS-App's expected-outputs list, its folder entries left out), at
the commit cited in the generator's docstring, and kept in review13_names.py (a seeded subset where the source is
large); nothing is rebuilt from a pattern. Truth values are what the source means by its names (the BIDS entities,
the dataset's README, the table format's partition escaping, the package index's naming), never what the analyser
reads.
The group holds the corpus's other half of the hidden families (review12 takes microscopy plates, camera folders
and ML split lists), from 18 sources no group, the corpus or a tuning group uses: BIDS datasets and derivatives (an
EEG study's per-run derivatives, 7 T ASL series with per-subject perfusion/atlas derivatives, spinal-cord QSM maps
per algorithm and configuration, XCP-D/ASLPrep/QSIPrep expected outputs with parcellations, sessions and atlases),
Hive partitions and numbered trees (an Iceberg table's l_shipmode=<value> data files, generated Iceberg tables
beside their delete files, TPC tables in sf=<scale> folders, glob fixtures in numbered folders), crawl, log and
dump lists (a trending crawler's time-stamped dumps, logs and dated report folders, daily dumps and notes, LogHub's
per-system log samples) and package mirror trees (opam-repository, cdnjs, vcpkg's version database, termux recipes
and patches, a Scoop bucket); 13 of its 31 layouts branch (subject, session, table-version, nesting and dated
report folders), so the one-branch score rests on many layouts. No analyser change was made for this group before
its first score, which was taken at 995383e, the analyser as it was when the group was gathered (docs/analyser.md,
"Fresh review group (review13)"); the last two layouts were added after the first 29 were scored and before they
were scored themselves.
"""
from __future__ import annotations

import random

from ground_truth import review13_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review11


# --- BIDS: OpenNeuro ds007629 (EEG reading study) ---------------------------------------------------------------

def remind_synced(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds007629 @1eb19d7983da (EEG while reading Wikipedia stories, task ReMind): per-run
    derivatives derivatives/synced/sub-<N>/sub-<N>_task-ReMind_run-<NN>_mldata.pkl, by BIDS the subject label
    (10014 ... 10202, 44 subjects) and the run index (01 ... 05; 220 files); neighbours: the raw EEG of sub-10014
    (sub-<N>/eeg/..._run-<N>_eeg.vhdr/.vmrk/.eeg/.json, channels.tsv, CapTrak electrodes), beh events, the
    eye-tracking derivatives ..._eyetrack.tsv.gz, the stimuli CSVs, participants.tsv, README, CHANGES."""
    return _layout(N.REMIND_SYNCED_KIND, N.REMIND_SYNCED_OTHER,
                   r"^derivatives/synced/sub-(\d+)/sub-\d+_task-ReMind_run-(\d+)_mldata\.pkl$", ("subject", "run"))


# --- BIDS: OpenNeuro ds008020 (7 T PCASL, per-subject derivatives inside the subject folder) ---------------------

def asl_series(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds008020 @aaf271716684 (7 T 3D-EPI PCASL, 21 subjects): ASL series
    sub-<NN>/perf/sub-<NN>_acq-<acq>_asl.nii, the subject and the acquisition label: the labelling duration LD500 ...
    LD4000 (sub-01 ... sub-09) or the mean gradient G0, Gp02 ... Gp08, Gm02 ... Gm08 (sub-10 ... sub-21), as the
    README lays out (180); neighbours: each series' .json sidecar and _aslcontext.tsv (same names), the anat
    UNIT1 images, the derivatives/perfusion, segmentation, atlas and fmap files inside each subject (300 kept)."""
    return _layout(N.ASL_SERIES_KIND, N.ASL_SERIES_OTHER, r"^sub-(\d+)/perf/sub-\d+_acq-(\w+)_asl\.nii$",
                   ("subject", "acq"))


def asl_ndiff(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds008020 @aaf271716684: normalised perfusion differences sub-<NN>/derivatives/perfusion/
    sub-<NN>_acq-<acq>_ndiff.nii, subject and acquisition as asl_series (180); neighbours: the raw perf series and
    sidecars, the segmentation ..._FAST_seg_in_perf.nii.gz and atlas ..._atlas_in_perf.nii.gz of the same
    acquisitions, the fmap .mat files (300 kept)."""
    return _layout(N.ASL_NDIFF_KIND, N.ASL_NDIFF_OTHER,
                   r"^sub-(\d+)/derivatives/perfusion/sub-\d+_acq-(\w+)_ndiff\.nii$", ("subject", "acq"))


def asl_atlas(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds008020 @aaf271716684: atlases registered to each series sub-<NN>/derivatives/atlas/
    sub-<NN>_acq-<acq>_atlas_in_perf.nii.gz, subject and acquisition as asl_series (108; the mean-gradient
    subjects); neighbours: the segmentation files ..._acq-<acq>_FAST_seg_in_perf.nii.gz (same extension), the
    perfusion derivatives, the raw series (300 kept)."""
    return _layout(N.ASL_ATLAS_KIND, N.ASL_ATLAS_OTHER,
                   r"^sub-(\d+)/derivatives/atlas/sub-\d+_acq-(\w+)_atlas_in_perf\.nii\.gz$", ("subject", "acq"))


# --- BIDS: OpenNeuro ds008321 (spinal-cord QSM derivatives) ------------------------------------------------------

def qsm_chimap(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds008321 @9fbc45afb05c (spinal-cord QSM, 8 subjects): susceptibility maps
    derivatives/chimap/sub-<NN>/<config>_<algorithm>/sub-<NN>_desc-chimap.nii.gz, the subject, the parameter
    configuration (def brain-recommended, opt spinal-cord optimised, as the README says; auto in two folders) and
    the SEPIA dipole-inversion algorithm (tkd, closedForm, iLSQR, medi, fansi, fansi_TGV; 103); neighbours: each
    map's .json, .png and _w_seg.png (same folders), the per-subject metrics CSVs, the local-field maps, field maps
    and SCT masks, .DS_Store and Thumbs.db files (300 kept)."""
    return _layout(N.QSM_CHIMAP_KIND, N.QSM_CHIMAP_OTHER,
                   r"^derivatives/chimap/sub-(\d+)/(opt|def|auto)_(\w+)/sub-\d+_desc-chimap\.nii\.gz$",
                   ("subject", "config", "algorithm"))


def qsm_localfield(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds008321 @9fbc45afb05c: local-field figures with the segmentation overlaid
    derivatives/localfield/sub-<NN>/<config>_<method>/sub-<NN>_desc-localfield_w_seg.png, the subject, the
    configuration (def, opt) and the background-field-removal method (pdf, lbv, sharp, resharp, vsharp; 80);
    neighbours: the plain .png, .nii.gz and .json of the same folders, the chimap figures ..._desc-chimap_w_seg.png,
    the metrics CSVs (300 kept)."""
    return _layout(N.QSM_LOCALFIELD_KIND, N.QSM_LOCALFIELD_OTHER,
                   r"^derivatives/localfield/sub-(\d+)/(opt|def)_(\w+)/sub-\d+_desc-localfield_w_seg\.png$",
                   ("subject", "config", "method"))


def qsm_sct_masks(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds008321 @9fbc45afb05c: Spinal Cord Toolbox masks derivatives/sct/sub-<NN>/
    sub-<NN>_desc-<tissue>_mask.nii.gz, the subject and the tissue (GM grey matter, WM white matter, SC spinal
    cord; 24); neighbours: the vertebral-level segmentations ..._desc-SC_vertlevels_dseg.nii.gz and the masks' .json
    sidecars in the same folders, the field maps derivatives/fieldmap/sub-<NN>/..., the QSM maps (300 kept)."""
    return _layout(N.QSM_SCT_MASKS_KIND, N.QSM_SCT_MASKS_OTHER,
                   r"^derivatives/sct/sub-(\d+)/sub-\d+_desc-(GM|WM|SC)_mask\.nii\.gz$", ("subject", "tissue"))


# --- BIDS derivatives: PennLINC's expected-outputs lists -----------------------------------------------------------

def xcpd_nibabies_stats(r: random.Random) -> tuple[Kind, list[str]]:
    """PennLINC/xcp_d @f4cb65204e19, xcp_d/tests/data/test_nibabies_outputs.txt (XCP-D's outputs for an infant
    nibabies run): parcellated statistics sub-01/ses-1mo/func/sub-01_ses-1mo_task-rest_acq-PA_run-001_space-
    MNIInfant_cohort-1_atlas-<atlas>_stat-<stat>_bold.tsv, by BIDS the atlas (4S156Parcels ... 4S1056Parcels,
    Glasser, Gordon, HCP, Tian) and the statistic (alff, coverage, reho; 42); neighbours:
    their .json sidecars, the run-less and run-level timeseries and relmat files, the boldmaps, motion and design
    files, the atlases under sourcedata/atlases, logs, reports (207)."""
    return _layout(N.XCPD_NIBABIES_STATS_KIND, N.XCPD_NIBABIES_STATS_OTHER,
                   r"^sub-01/ses-1mo/func/sub-01_ses-1mo_task-rest_acq-PA_run-001_space-MNIInfant_cohort-1_"
                   r"atlas-(\w+?)_stat-(\w+)_bold\.tsv$", ("atlas", "stat"))


def xcpd_nibabies_atlases(r: random.Random) -> tuple[Kind, list[str]]:
    """PennLINC/xcp_d @f4cb65204e19, the same list: the atlases XCP-D copies sourcedata/atlases/tpl-MNIInfant/
    cohort-1/tpl-MNIInfant_cohort-1_atlas-<atlas>_dseg.nii.gz, the atlas (4S156Parcels ... 4S1056Parcels, Glasser,
    Gordon, HCP, Tian; 14); neighbours: the atlases' _dseg.tsv
    and _dseg.json (same folder), sourcedata/atlases/atlas-<atlas>_description.json, the subject's outputs (235)."""
    return _layout(N.XCPD_NIBABIES_ATLASES_KIND, N.XCPD_NIBABIES_ATLASES_OTHER,
                   r"^sourcedata/atlases/tpl-MNIInfant/cohort-1/tpl-MNIInfant_cohort-1_atlas-(\w+)_dseg\.nii\.gz$",
                   ("atlas",))


def xcpd_ds001419_maps(r: random.Random) -> tuple[Kind, list[str]]:
    """PennLINC/xcp_d @f4cb65204e19, xcp_d/tests/data/test_ds001419_nifti_outputs.txt (XCP-D on ds001419, NIfTI
    outputs): denoised series and maps sub-01/func/sub-01_task-<task>[_run-<NN>]_space-MNI152NLin6Asym_res-2_
    [stat-<stat>_][desc-<desc>_]<bold|boldmap>.nii.gz, by BIDS the task (imagery, rest), the run (01, 02; absent
    on task-level concatenations), the statistic (alff, reho), the description (denoised, denoisedSmoothed,
    smooth) and the suffix (17); neighbours: their .json sidecars, motion, outlier, design and QC files of the same
    runs, the anat T1w, logs and reports (50)."""
    return _layout(N.XCPD_DS001419_MAPS_KIND, N.XCPD_DS001419_MAPS_OTHER,
                   r"^sub-01/func/sub-01_task-([a-z]+)(?:_run-(\d+))?_space-MNI152NLin6Asym_res-2_(?:stat-([a-z]+)_)?"
                   r"(?:desc-(\w+)_)?(bold|boldmap)\.nii\.gz$", ("task", "run", "stat", "desc", "suffix"))


def aslprep_qtab_parcels(r: random.Random) -> tuple[Kind, list[str]]:
    """PennLINC/aslprep @f0f7baeb09b0, aslprep/tests/data/expected_outputs_qtab.txt (ASLPrep's outputs for a
    two-session dataset): parcellated CBF tables sub-01/ses-<NN>/perf/sub-01_ses-<NN>_atlas-<atlas>_[desc-<desc>_]
    <cbf|coverage>.tsv, by BIDS the session (01, 02), the atlas (4S156Parcels, 4S1056Parcels, ...), the
    description (score, scrub; absent on plain CBF) and the suffix (16); neighbours: their .json sidecars, the
    volumetric CBF, ASL and reference images, transforms, confounds and QC tables of both sessions (135)."""
    return _layout(N.ASLPREP_QTAB_PARCELS_KIND, N.ASLPREP_QTAB_PARCELS_OTHER,
                   r"^sub-01/ses-(\d+)/perf/sub-01_ses-\d+_atlas-(\w+?)_(?:desc-(\w+)_)?(cbf|coverage)\.tsv$",
                   ("session", "atlas", "desc", "suffix"))


def qsiprep_sessions(r: random.Random) -> tuple[Kind, list[str]]:
    """PennLINC/qsiprep @1a9efb691e7c, qsiprep/tests/data/intramodal_template_outputs.txt (QSIPrep with an
    intramodal template over two sessions): per-session diffusion images sub-tester/ses-<N>/dwi/sub-tester_ses-<N>_
    acq-<acq>_..._<suffix>.nii.gz, by BIDS the session (1, 2), the acquisition (HASC55PA, HASC55AP) and the suffix
    (mask, dwi, dwiref, dwimap; 10); neighbours: the same sessions' .json, .bval, .bvec, .b, b_table.txt, confounds
    and QC tables, the subject's anat outputs and transforms, logs (40)."""
    return _layout(N.QSIPREP_SESSIONS_KIND, N.QSIPREP_SESSIONS_OTHER,
                   r"^sub-tester/ses-(\d+)/dwi/sub-tester_ses-\d+_acq-([A-Za-z0-9]+)_.*_(mask|dwi|dwiref|dwimap)"
                   r"\.nii\.gz$", ("session", "acq", "suffix"))


# --- Hive partitions and numbered trees: GlareDB's test data -------------------------------------------------------

def iceberg_lineitem(r: random.Random) -> tuple[Kind, list[str]]:
    """GlareDB/glaredb @44911bcf3919: an Iceberg table partitioned by ship mode, written in both format versions,
    testdata/iceberg/tables-v<V>/lineitem_partitioned/data/l_shipmode=<mode>/00000-5-<uuid>-<NNNNN>.parquet, the
    table format version (1, 2), the partition value (AIR, FOB, MAIL, RAIL, REG AIR, SHIP, TRUCK: TPC-H's ship
    modes; Iceberg escapes the space as + in the path) and the writer's file number (00001 ... 00007; 14);
    neighbours: each data file's .crc, the tables' metadata/ (manifests, snapshots, version-hint), the other
    Iceberg tables (lineitem_simple, ...), the rest of testdata/ (194)."""
    return _layout(N.ICEBERG_LINEITEM_KIND, N.ICEBERG_LINEITEM_OTHER,
                   r"^testdata/iceberg/tables-v(\d)/lineitem_partitioned/data/l_shipmode=([^/]+)/\d{5}-\d+-"
                   r"[0-9a-f-]{36}-(\d{5})\.parquet$", ("version", "shipmode", "file"),
                   fix={"shipmode": lambda v: v.replace("+", " ")})


def glob_numbers(r: random.Random) -> tuple[Kind, list[str]]:
    """GlareDB/glaredb @44911bcf3919: glob fixtures testdata/csv/glob_numbers/[deep/][nested<N>/]<number>.csv, the
    nested folder (nested1, nested2; absent at the top) and the number the file holds (100 ... 500, README; 25);
    neighbours: the README, deep/my_favorite_numbers.csv, the rest of testdata/csv/ (62)."""
    return _layout(N.GLOB_NUMBERS_KIND, N.GLOB_NUMBERS_OTHER,
                   r"^testdata/csv/glob_numbers/(?:deep/)?(?:(nested\d)/)?(\d+)\.csv$", ("nested", "number"))


# --- package mirror trees ------------------------------------------------------------------------------------------

def opam_packages(r: random.Random) -> tuple[Kind, list[str]]:
    """ocaml/opam-repository @97014be61691: the package index packages/<name>/<name>.<version>/opam (18,793 files
    of 4,596 packages, 300 kept), the package name and its version (0.1, 2.4.2.169, v0.15.0, 4.13+1, ...);
    neighbours: the repository's own files (README.md, CONTRIBUTING.md, governance/, repo, version, ...; 15)."""
    return _layout(N.OPAM_PACKAGES_KIND, N.OPAM_PACKAGES_OTHER, r"^packages/([^/.]+)/[^/.]+\.([^/]+)/opam$",
                   ("package", "version"))


def opam_compiler(r: random.Random) -> tuple[Kind, list[str]]:
    """ocaml/opam-repository @97014be61691: one package's versions packages/ocaml-base-compiler/ocaml-base-compiler.
    <version>/opam, the compiler version (4.11.0 ... 5.5.0, with ~alpha/~beta/~rc suffixes; 30); neighbours: the other
    packages' opam files (300 kept), the repository's own files."""
    return _layout(N.OPAM_COMPILER_KIND, N.OPAM_COMPILER_OTHER,
                   r"^packages/ocaml-base-compiler/ocaml-base-compiler\.([^/]+)/opam$", ("version",))


def cdnjs_packages(r: random.Random) -> tuple[Kind, list[str]]:
    """cdnjs/packages @7ffef92defcc: the library index packages/<shard>/<name>.json, the shard (the name's first
    character, a ... z, 0 ... 9) and the library name (6,195, 300 kept); neighbours: the repository's own files
    (.github/, README, package.json, schema; 9)."""
    return _layout(N.CDNJS_PACKAGES_KIND, N.CDNJS_PACKAGES_OTHER, r"^packages/([^/])/([^/]+)\.json$", ("shard", "name"))


def cdnjs_fontsource(r: random.Random) -> tuple[Kind, list[str]]:
    """cdnjs/packages @7ffef92defcc: the Fontsource family packages/f/fontsource-<font>.json, the font (1,582, 300
    kept); neighbours: the other libraries' files (packages/f/... not fontsource, other shards; 300 kept)."""
    return _layout(N.CDNJS_FONTSOURCE_KIND, N.CDNJS_FONTSOURCE_OTHER, r"^packages/f/fontsource-([^/]+)\.json$",
                   ("font",))


# --- logs, crawls and daily dumps ------------------------------------------------------------------------------------

def loghub_logs(r: random.Random) -> tuple[Kind, list[str]]:
    """logpai/loghub-2.0 @8046b1406c27: the 2,000-line samples of each system's log 2k_dataset/<system>/<system>_2k.log,
    the system that wrote the log (Apache, BGL, HDFS, HPC, Hadoop, ... ; 14); neighbours: each sample's
    _structured.csv, _templates.csv and _corrected variants and README.md (same folders), the copies the LogPPT
    benchmark keeps (benchmark/LogPPT/logs/<system>/<system>_2k.log ...), the parsers' code (300 kept)."""
    return _layout(N.LOGHUB_LOGS_KIND, N.LOGHUB_LOGS_OTHER, r"^2k_dataset/(\w+)/\1_2k\.log$", ("system",))


def trending_snapshots(r: random.Random) -> tuple[Kind, list[str]]:
    """3ziye/github-trending @a31f884f4e9d (a crawler committing GitHub's trending pages every few hours): the raw
    crawl dumps data/github_trending_<YYYYMMDD>_<HHMMSS>.json, the crawl's date and time (337, 300 kept); neighbours:
    the crawl logs logs/fetch_<same stamp>.log and logs/report_<date>_<language>.log, the daily Markdown reports
    reports/3ziye-<date>-<language>.md and their per-repository READMEs (300 kept)."""
    return _layout(N.TRENDING_SNAPSHOTS_KIND, N.TRENDING_SNAPSHOTS_OTHER,
                   r"^data/github_trending_(\d{8})_(\d{6})\.json$", ("date", "time"))


def trending_fetch_logs(r: random.Random) -> tuple[Kind, list[str]]:
    """3ziye/github-trending @a31f884f4e9d: one log per crawl logs/fetch_<YYYYMMDD>_<HHMMSS>.log, the crawl's date and
    time (337, 300 kept); neighbours: the report logs logs/report_<YYYYMMDD>_<language>.log in the same folder (same
    extension), the crawl dumps, the reports (300 kept)."""
    return _layout(N.TRENDING_FETCH_LOGS_KIND, N.TRENDING_FETCH_LOGS_OTHER,
                   r"^logs/fetch_(\d{8})_(\d{6})\.log$", ("date", "time"))


def trending_readmes(r: random.Random) -> tuple[Kind, list[str]]:
    """3ziye/github-trending @a31f884f4e9d: the READMEs of each day's trending repositories reports/3ziye-<YYYYMMDD>-
    <language>/<rank>-<repository>-Readme.md, the report's date, the language list (all, cpp, go, java, javascript,
    python, rust), the repository's rank that day (1 ... 20) and its name (6,700, 300 kept); neighbours: the day's
    reports reports/3ziye-<date>-<language>.md, the crawl dumps and logs (300 kept)."""
    return _layout(N.TRENDING_READMES_KIND, N.TRENDING_READMES_OTHER,
                   r"^reports/3ziye-(\d{8})-([a-z]+)/(\d+)-(.+)-Readme\.md$",
                   ("date", "language", "rank", "repository"))


def trending_history(r: random.Random) -> tuple[Kind, list[str]]:
    """bhwa233/github-trending-history @e24e5e578c88: one dump of GitHub's trending list per day
    api/github/<YYYY-MM-DD>.json, the day (234); neighbours: the site's own files (docs/ app, icons, package.json,
    utils.ts; 67)."""
    return _layout(N.TRENDING_HISTORY_KIND, N.TRENDING_HISTORY_OTHER, r"^api/github/(\d{4}-\d\d-\d\d)\.json$",
                   ("date",))


def obsidian_daily(r: random.Random) -> tuple[Kind, list[str]]:
    """Lucasnocodo/github-trending-obsidian @842e1fb4b589 (an Obsidian vault fed by a trending crawler): daily notes
    Daily/<YYYY-MM-DD>.md, the day (165); neighbours: Weekly/<YYYY>-W<NN>.md, Monthly/<YYYY-MM>.md, the per-repository
    notes Repos/<owner>--<repository>.md and the concept notes Concepts/<title>.md (many in Chinese; 300 kept)."""
    return _layout(N.OBSIDIAN_DAILY_KIND, N.OBSIDIAN_DAILY_OTHER, r"^Daily/(\d{4}-\d\d-\d\d)\.md$", ("date",))


def obsidian_repos(r: random.Random) -> tuple[Kind, list[str]]:
    """Lucasnocodo/github-trending-obsidian @842e1fb4b589: one note per trending repository
    Repos/<owner>--<repository>.md, the GitHub owner (no double hyphen in a GitHub user name) and the repository's
    name (300 kept); neighbours: the daily, weekly and monthly notes, the concept notes (300 kept)."""
    return _layout(N.OBSIDIAN_REPOS_KIND, N.OBSIDIAN_REPOS_OTHER, r"^Repos/([^/]+?)--([^/]+)\.md$",
                   ("owner", "repository"))


# --- package mirror trees (continued) ----------------------------------------------------------------------------

def vcpkg_versions(r: random.Random) -> tuple[Kind, list[str]]:
    """microsoft/vcpkg @127402f1c75b: the version database versions/<c>-/<port>.json, the shard (the port's first
    character followed by -) and the port (3,064, 300 kept); neighbours: versions/baseline.json, the ports' own
    ports/<port>/vcpkg.json (same extension), portfile.cmake, usage and patches, scripts/, triplets/ (300 kept)."""
    return _layout(N.VCPKG_VERSIONS_KIND, N.VCPKG_VERSIONS_OTHER, r"^versions/([a-z0-9])-/([^/]+)\.json$",
                   ("shard", "port"))


def termux_build(r: random.Random) -> tuple[Kind, list[str]]:
    """termux/termux-packages @58b520594cf2: build recipes packages/<package>/build.sh, the package (2,135, 300 kept);
    neighbours: each package's patches and <name>.subpackage.sh files, the x11-packages/, root-packages/ and
    disabled-packages/ recipes (same file name, other roots), scripts/ (300 kept)."""
    return _layout(N.TERMUX_BUILD_KIND, N.TERMUX_BUILD_OTHER, r"^packages/([^/]+)/build\.sh$", ("package",))


def termux_patches(r: random.Random) -> tuple[Kind, list[str]]:
    """termux/termux-packages @58b520594cf2: patches packages/<package>/<name>.patch, the package and the patch's
    free-text name (0001-basedir, 0001-pacman.c, ...; 3,167, 300 kept); neighbours: the build.sh and subpackage
    recipes, patches in sub-folders and the other roots' patches (300 kept)."""
    return _layout(N.TERMUX_PATCHES_KIND, N.TERMUX_PATCHES_OTHER, r"^packages/([^/]+)/([^/]+)\.patch$",
                   ("package", "patch"))


def scoop_extras(r: random.Random) -> tuple[Kind, list[str]]:
    """ScoopInstaller/Extras @cd859b80b1a3: the bucket's app manifests bucket/<app>.json, the app (2,371, 300 kept);
    neighbours: the retired manifests deprecated/<app>.json (same extension), the install helpers scripts/<app>/...,
    bin/ and the repository's files (188)."""
    return _layout(N.SCOOP_EXTRAS_KIND, N.SCOOP_EXTRAS_OTHER, r"^bucket/([^/]+)\.json$", ("app",))



# --- more table partitions (two layouts added after the first 29 were scored, before these two were) -----------------

def ibis_tpc_tables(r: random.Random) -> tuple[Kind, list[str]]:
    """ibis-project/testing-data @b26bd40cf290: TPC benchmark tables in scale-factor partitions
    <tpcds|tpch>/sf=<scale>/parquet/<table>.parquet, the benchmark (tpcds, tpch: TPC-DS, TPC-H), the scale factor
    (0.45, 0.17: Hive-style key=value) and the table (call_center ... web_site, customer ... supplier; 32);
    neighbours: the flat parquet/<name>.parquet and csv/ files, the directory/<format>/<table>/<table>.parquet or
    data.0.parq copies (same extension), avro, geojson, README (42)."""
    return _layout(N.IBIS_TPC_TABLES_KIND, N.IBIS_TPC_TABLES_OTHER,
                   r"^(tpcds|tpch)/sf=([\d.]+)/parquet/(\w+)\.parquet$", ("benchmark", "scale", "table"))


def iceberg_generated(r: random.Random) -> tuple[Kind, list[str]]:
    """duckdb/duckdb_iceberg @53ea5745a7a3: the data files of PySpark-generated Iceberg tables, one per format version,
    data/iceberg/generated_spec<V>_0_001/pyspark_iceberg_table/data/00000-<task>-<uuid>-00001.parquet, the Iceberg
    format version (1, 2) and the Spark task that wrote the file (1, 3, 5, 9, 12, ...; 12); neighbours: the
    position-delete files ...-00001-deletes.parquet in the same folders (same extension), the tables' metadata/
    (manifests, snapshots, vN.metadata.json), the lineitem tables and their .crc files (203)."""
    return _layout(N.ICEBERG_GENERATED_KIND, N.ICEBERG_GENERATED_OTHER,
                   r"^data/iceberg/generated_spec(\d)_0_001/pyspark_iceberg_table/data/00000-(\d+)-[0-9a-f-]{36}-00001"
                   r"\.parquet$", ("version", "task"))


REVIEW13 = {
    "remind_synced": remind_synced,
    "asl_series": asl_series, "asl_ndiff": asl_ndiff, "asl_atlas": asl_atlas,
    "qsm_chimap": qsm_chimap, "qsm_localfield": qsm_localfield, "qsm_sct_masks": qsm_sct_masks,
    "xcpd_nibabies_stats": xcpd_nibabies_stats, "xcpd_nibabies_atlases": xcpd_nibabies_atlases,
    "xcpd_ds001419_maps": xcpd_ds001419_maps, "aslprep_qtab_parcels": aslprep_qtab_parcels,
    "qsiprep_sessions": qsiprep_sessions,
    "iceberg_lineitem": iceberg_lineitem, "glob_numbers": glob_numbers,
    "opam_packages": opam_packages, "opam_compiler": opam_compiler,
    "cdnjs_packages": cdnjs_packages, "cdnjs_fontsource": cdnjs_fontsource,
    "loghub_logs": loghub_logs, "trending_snapshots": trending_snapshots, "trending_fetch_logs": trending_fetch_logs,
    "trending_readmes": trending_readmes, "trending_history": trending_history,
    "obsidian_daily": obsidian_daily, "obsidian_repos": obsidian_repos,
    "vcpkg_versions": vcpkg_versions, "termux_build": termux_build, "termux_patches": termux_patches,
    "scoop_extras": scoop_extras,
    "ibis_tpc_tables": ibis_tpc_tables, "iceberg_generated": iceberg_generated,
}
