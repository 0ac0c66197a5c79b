"""A seventh review group: real layouts from trees no one here had used, written down before scoring.

Like review4.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a
list of (path, {field: true value}), other the paths of the same tree that a rule learnt from the kind
must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
at the commit cited in the generator's docstring and kept in review5_names.py (a seeded subset where the
tree is large); nothing is rebuilt from a pattern. Truth values are what the source means by its names
(its README, its naming convention or the code that writes the names), never what the analyser reads.
The group holds the shapes a data engineer or researcher extracts from: dated files inside year folders
(election results), numbered and versioned folders (image builds, chapters, cohorts), ids inside names
(vulnerability reports, transit feeds, proposals), BIDS entities with letters in their labels, and
multi-level hierarchies; 16 of its 23 layouts branch (their first varying folder is numbered), so the
one-branch score rests on many layouts. No analyser change was made for this group before its first
score (docs/analyser.md, "Fresh review group (review5)").
"""
from __future__ import annotations

import random

from ground_truth import review5_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 and review4


def _merged(layout: tuple[Kind, list[str]], into: str, other: str) -> tuple[Kind, list[str]]:
    """Truth where one field is written in two ways (two regex groups): the second group's value moves to the first."""
    kind, rest = layout
    out: Kind = []
    for path, truth in kind:
        truth = dict(truth)
        if other in truth:
            truth[into] = truth.pop(other)
        out.append((path, truth))
    return out, rest


def docker_python_images(r: random.Random) -> tuple[Kind, list[str]]:
    """docker-library/python @4f07059567fa: the official image's build files <version>/<variant>/Dockerfile and
    <version>/windows/<variant>/Dockerfile, the Python release line (3.10 ... 3.14, 3.15-rc: the tag the folder
    builds) and the base image variant (alpine3.23, bookworm, slim-trixie, windowsservercore-ltsc2022; 42);
    neighbours: the templates Dockerfile-linux.template and Dockerfile-windows.template, versions.json, the
    update and generation scripts, README, LICENSE, workflows."""
    return _layout(N.DOCKER_PYTHON_KIND, N.DOCKER_PYTHON_OTHER,
                   r"^(\d+\.\d+(?:-rc)?)/(?:windows/)?([^/]+)/Dockerfile$", ("version", "variant"))


def docker_postgres_images(r: random.Random) -> tuple[Kind, list[str]]:
    """docker-library/postgres @6edb0a8c4def: build files <major>/<variant>/Dockerfile, PostgreSQL major 14 ... 18
    and the base variant (alpine3.22, alpine3.23, bookworm, trixie; 20); neighbours: the two scripts copied into
    every such folder (docker-entrypoint.sh, docker-ensure-initdb.sh), their root originals, the templates
    Dockerfile-alpine.template and Dockerfile-debian.template, versions.json, workflows."""
    return _layout(N.DOCKER_POSTGRES_KIND, N.DOCKER_POSTGRES_OTHER, r"^(\d+)/([^/]+)/Dockerfile$",
                   ("major", "variant"))


def docker_php_images(r: random.Random) -> tuple[Kind, list[str]]:
    """docker-library/php @445bf414f1d5: build files <version>/<suite>/<variant>/Dockerfile, the PHP line
    (8.2 ... 8.5, 8.6-rc), the base suite (bookworm, trixie, alpine3.23, alpine3.24) and the image variant
    (apache, cli, fpm, zts; 70); neighbours: the helper scripts beside every Dockerfile (docker-php-entrypoint,
    docker-php-ext-*, docker-php-source, apache2-foreground; 250 kept), their root originals,
    Dockerfile-linux.template, versions.json, workflows."""
    return _layout(N.DOCKER_PHP_KIND, N.DOCKER_PHP_OTHER, r"^(\d+\.\d+(?:-rc)?)/([^/]+)/([^/]+)/Dockerfile$",
                   ("version", "suite", "variant"))


def docker_php_ext_scripts(r: random.Random) -> tuple[Kind, list[str]]:
    """docker-library/php @445bf414f1d5: the extension helpers copied into each build,
    <version>/<suite>/<variant>/docker-php-ext-<configure|enable|install> (210), the same version, suite and
    variant as the Dockerfile beside them plus the helper's action; neighbours: the Dockerfiles, the other
    helpers of the same folders (docker-php-entrypoint, docker-php-source, apache2-foreground; 250 kept) and the
    root originals docker-php-ext-* (same names, outside any build folder)."""
    return _layout(N.DOCKER_PHP_EXT_KIND, N.DOCKER_PHP_EXT_OTHER,
                   r"^(\d+\.\d+(?:-rc)?)/([^/]+)/([^/]+)/docker-php-ext-(configure|enable|install)$",
                   ("version", "suite", "variant", "action"))


def pa_county_results(r: random.Random) -> tuple[Kind, list[str]]:
    """openelections/openelections-data-pa @90ff99bcb7eb: county result files
    <year>/counties/<YYYYMMDD>__pa__<primary|general>__<county>__<precinct|county>.csv, by OpenElections' naming
    convention the election date, the election type, the county and the reporting level (501 in 2018 ... 2026,
    300 kept); neighbours: the statewide files of the year folders (<date>__pa__general__precinct.csv,
    special elections), the per-county parsers parsers/*.py, tests, docs and root files."""
    return _layout(N.PA_COUNTY_KIND, N.PA_COUNTY_OTHER,
                   r"^\d{4}/counties/(\d{8})__pa__(primary|general)__([a-z_]+)__(precinct|county)\.csv$",
                   ("date", "election", "county", "level"))


def pa_special_elections(r: random.Random) -> tuple[Kind, list[str]]:
    """openelections/openelections-data-pa @90ff99bcb7eb: legislative special elections
    <year>/<YYYYMMDD>__pa__special__general__<state_house|state_senate>[__<district>].csv, the date, the chamber and
    the district (absent in four names; 31 in 2001 ... 2014); neighbours: the year folders' other files (statewide
    primary and general results, specials without a chamber <date>__pa__special__general.csv), county files
    <year>/counties/... (150 kept), root files."""
    return _layout(N.PA_SPECIAL_KIND, N.PA_SPECIAL_OTHER,
                   r"^\d{4}/(\d{8})__pa__special__general__(state_house|state_senate)(?:__(\d+))?\.csv$",
                   ("date", "chamber", "district"))


def pa_statewide_results(r: random.Random) -> tuple[Kind, list[str]]:
    """openelections/openelections-data-pa @90ff99bcb7eb: statewide results
    <year>/<YYYYMMDD>__pa__<primary|general>__<precinct|county>.csv, the date, the election type and the reporting
    level (33 in 2000 ... 2026); neighbours: the specials of the same folders, county files (150 kept), root
    files. One file misnamed 2016/20161108__pa__general_county.csv is left out of both lists."""
    return _layout(N.PA_STATEWIDE_KIND, N.PA_STATEWIDE_OTHER,
                   r"^\d{4}/(\d{8})__pa__(primary|general)__(precinct|county)\.csv$", ("date", "election", "level"))


def ga_county_precincts(r: random.Random) -> tuple[Kind, list[str]]:
    """openelections/openelections-data-ga @bd381ee37075: precinct results of one county,
    <year>/<YYYYMMDD>__ga__[special__]<primary|general>[__runoff|_runoff][__president]__<county>__precinct.csv, the
    date, the election type and the county (counties with `_`: jeff_davis, ben_hill; the presidential primary of
    2016 names its office; 1,738 in 2014 ... 2018, 300 kept);
    neighbours: the same year folders' statewide files (<date>__ga__general.csv, __primary__runoff.csv,
    statewide precinct files such as 2022/20221108__ga__general__precinct.csv), the code/ folders, root files.
    Three special-election files without an election type (2016/20161213__ga__special__<county>__precinct.csv) are
    left out of both lists. (The 159 presidential-primary files were first left out of the kind by mistake, truth
    corrected after the first score, before any analyser change.)"""
    return _layout(N.GA_PRECINCT_KIND, N.GA_PRECINCT_OTHER,
                   r"^\d{4}/(\d{8})__ga__(?:special__)?(primary|general)(?:_{1,2}runoff)?(?:__president)?"
                   r"__([a-z]+(?:_[a-z]+)*)__precinct\.csv$", ("date", "election", "county"))


def ga_statewide_results(r: random.Random) -> tuple[Kind, list[str]]:
    """openelections/openelections-data-ga @bd381ee37075: statewide results of regular elections and their runoffs,
    <year>/<YYYYMMDD>__ga__<primary|general>[__runoff].csv, the date and the election type (33 in 2000 ... 2020);
    neighbours: the same folders' county precinct files (250 kept), specials, presidential primaries
    (__primary__president.csv), write-in files, code/ folders, root files."""
    return _layout(N.GA_STATEWIDE_KIND, N.GA_STATEWIDE_OTHER,
                   r"^\d{4}/(\d{8})__ga__(primary|general)(?:__runoff)?\.csv$", ("date", "election"))


def swift_proposals(r: random.Random) -> tuple[Kind, list[str]]:
    """apple/swift-evolution @a4e4e8cf4f6a: proposals/<NNNN>-<slug>.md, the proposal number SE-NNNN and its slug
    (439, 0001 ... 0439, 200 kept); neighbours: the templates proposal-templates/0000-swift-template.md and
    0000-swiftpm-template.md (same name shape), releases/swift-<N_N>.md, visions/*.md, process and root pages."""
    return _layout(N.SWIFT_PROPOSALS_KIND, N.SWIFT_PROPOSALS_OTHER, r"^proposals/(\d{4})-(.+)\.md$",
                   ("number", "slug"))


def go_vuln_reports(r: random.Random) -> tuple[Kind, list[str]]:
    """golang/vulndb @a752ea54fd1b: vulnerability reports data/reports/GO-<year>-<NNNN>.yaml, the year the id was
    assigned and its sequence number (4,291, GO-2020-0001 ... GO-2026-6249, 300 kept); neighbours: the same ids
    as OSV data/osv/GO-*.json (150 kept), excluded reports data/excluded/GO-*.yaml (same name and extension,
    150 kept), CVE records data/cve/v5/GO-*.json (60 kept), data/LICENSE, and test data *.yaml|json (60 kept)."""
    return _layout(N.GO_VULN_REPORTS_KIND, N.GO_VULN_REPORTS_OTHER, r"^data/reports/GO-(\d{4})-(\d+)\.yaml$",
                   ("year", "number"))


def gtfs_schedule_sources(r: random.Random) -> tuple[Kind, list[str]]:
    """MobilityData/mobility-database-catalogs @2847547e739e: GTFS schedule sources
    catalogs/sources/gtfs/schedule/<country code>-<subdivision>-<provider>-gtfs-<mdb source id>.json (the template
    MDB_SOURCE_FILENAME of tools/constants.py; subdivisions and providers hold `-`: us-new-york-birnie-bus-gtfs-233;
    2,434, 300 kept): the ISO country code and the source id; neighbours: the realtime sources (200 kept), schemas,
    tools, scripts, workflows. Seven names off the template (czech-..., usa-..., a .json.json) are left out."""
    return _layout(N.GTFS_SCHEDULE_KIND, N.GTFS_SCHEDULE_OTHER,
                   r"^catalogs/sources/gtfs/schedule/([a-z]{2})-.+-(\d+)\.json$", ("country", "source_id"))


def gtfs_realtime_sources(r: random.Random) -> tuple[Kind, list[str]]:
    """MobilityData/mobility-database-catalogs @2847547e739e: GTFS realtime sources
    catalogs/sources/gtfs/realtime/<country code>-<subdivision>-<provider>-gtfs-rt-<entity types>-<mdb id>.json
    (entity types vp, tu, sa joined by `-`, sometimes written v-p or missing; 983, 300 kept): the country code and
    the source id; neighbours: the schedule sources (200 kept), schemas, tools, workflows. Names off the template
    (australia-..., polskie-...) are left out of both lists."""
    return _layout(N.GTFS_REALTIME_KIND, N.GTFS_REALTIME_OTHER,
                   r"^catalogs/sources/gtfs/realtime/([a-z]{2})-.+-(\d+)\.json$", ("country", "source_id"))


def zoomcamp_homework(r: random.Random) -> tuple[Kind, list[str]]:
    """DataTalksClub/data-engineering-zoomcamp @5cd686a16ee3: each cohort's homework
    cohorts/<year>/<module>/homework.md, the cohort's year and the course week, written week_<N>_<topic> until 2023
    and <NN>-<topic> since 2024 (week_2_data_ingestion/homework/homework.md once; 30); neighbours: the cohorts'
    other files (README, project.md, leaderboard, solutions.md, workshop homework dlt_homework.md and notebooks),
    the course modules at the root (07-streaming/extras/pyflink/homework.md has the same name, 150 kept), images."""
    return _merged(_layout(N.ZOOMCAMP_HOMEWORK_KIND, N.ZOOMCAMP_HOMEWORK_OTHER,
                           r"^cohorts/(\d{4})/(?:week_(\d+)_[^/]+|(\d\d)-[^/]+)/(?:homework/)?homework\.md$",
                           ("cohort", "week", "week_number")), "week", "week_number")


def msc_bold_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000224 @727a0a4e25ec (Midnight Scan Club, BIDS): functional runs
    sub-MSC<NN>/ses-func<NN>/func/sub-MSC<NN>_ses-func<NN>_task-<task>[_run-<NN>]_bold.nii.gz, the subject and
    session labels (text by BIDS: MSC01, func01), the task (rest, motor, glasslexical, memoryfaces, ...) and the run
    index (only for tasks run twice; 800, 300 kept); neighbours: events.tsv beside each run, field maps fmap/,
    scans.tsv, the structural sessions ses-struct<NN>/, derivatives/ (surface and volume pipelines, mriqc)."""
    return _layout(N.MSC_BOLD_KIND, N.MSC_BOLD_OTHER,
                   r"^sub-(MSC\d+)/ses-(func\d+)/func/sub-MSC\d+_ses-func\d+_task-([a-z]+)(?:_run-(\d+))?"
                   r"_bold\.nii\.gz$",
                   ("subject", "session", "task", "run"))


def msc_anat_scans(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000224 @727a0a4e25ec: structural scans
    sub-MSC<NN>/ses-struct<NN>/anat/sub-..._ses-struct<NN>[_acq-<coronal|sagittal>]_run-<NN>_<suffix>.nii.gz,
    the suffix being T1w, T2w, angio or veno: subject, session, acquisition (venograms only), run and the modality suffix (203); neighbours: the defacing
    masks of each scan ..._run-<NN>_mod-<suffix>_defacemask.nii.gz (same folder and extension), scans.tsv, the
    functional sessions, derivatives."""
    return _layout(N.MSC_ANAT_KIND, N.MSC_ANAT_OTHER,
                   r"^sub-(MSC\d+)/ses-(struct\d+)/anat/sub-MSC\d+_ses-struct\d+(?:_acq-([a-z]+))?_run-(\d+)"
                   r"_(T1w|T2w|angio|veno)\.nii\.gz$", ("subject", "session", "acquisition", "run", "suffix"))


def msc_surface_timecourses(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000224 @727a0a4e25ec: the surface pipeline's task time courses
    derivatives/surface_pipeline/sub-MSC<NN>/task_timecourses/ses-func<NN>/
    sub-..._task-<task>[_run-<NN>]_bold.dtseries.nii, subject, session, task and run (698, 300 kept); neighbours: the events.tsv beside them, the subject's other
    surface files (fs_LR_Talairach/*.gii, cifti networks), the volume pipeline and mriqc derivatives, raw runs."""
    return _layout(N.MSC_SURFACE_TC_KIND, N.MSC_SURFACE_TC_OTHER,
                   r"^derivatives/surface_pipeline/sub-(MSC\d+)/task_timecourses/ses-(func\d+)/sub-MSC\d+_ses-func\d+"
                   r"_task-([a-z]+)(?:_run-(\d+))?_bold\.dtseries\.nii$", ("subject", "session", "task", "run"))


def msc_fs_lr_surfaces(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000224 @727a0a4e25ec: Connectome Workbench surfaces
    derivatives/surface_pipeline/sub-MSC<NN>/fs_LR_Talairach/MSC<NN>.<L|R>.<surface>.164k_fs_LR.surf.gii, the
    subject, the hemisphere and the surface (inflated, midthickness, pial, sphere, very_inflated, white; 120);
    neighbours: the same folder's .coord.gii, .shape.gii, .label.gii, .topo.gii, .spec and 32k meshes, the
    subjects' other derivatives, root files."""
    return _layout(N.MSC_FS_LR_KIND, N.MSC_FS_LR_OTHER,
                   r"^derivatives/surface_pipeline/sub-MSC\d+/fs_LR_Talairach/(MSC\d+)\.([LR])\.([a-z_]+)\.164k_fs_LR"
                   r"\.surf\.gii$", ("subject", "hemisphere", "surface"))


def atp_tour_matches(r: random.Random) -> tuple[Kind, list[str]]:
    """JeffSackmann/tennis_atp @5b6263dc487b: tour-level matches of a season, atp_matches_<year>.csv (1968 ... 2024;
    57); neighbours: the same prefix for other series of each season, atp_matches_qual_chall_<year>.csv,
    atp_matches_futures_<year>.csv, atp_matches_doubles_<year>.csv, atp_matches_amateur.csv, rankings
    atp_rankings_<decade>s.csv and _current, atp_players.csv, the data dictionary, examples/."""
    return _layout(N.ATP_TOUR_KIND, N.ATP_TOUR_OTHER, r"^atp_matches_(\d{4})\.csv$", ("year",))


def atp_qual_chall_matches(r: random.Random) -> tuple[Kind, list[str]]:
    """JeffSackmann/tennis_atp @5b6263dc487b: qualifying and Challenger matches of a season,
    atp_matches_qual_chall_<year>.csv (1978 ... 2024; 47); neighbours: the tour, futures and doubles files of the
    same seasons (atp_matches_<year>.csv, atp_matches_futures_<year>.csv, ...), rankings, players, examples/."""
    return _layout(N.ATP_QUAL_CHALL_KIND, N.ATP_QUAL_CHALL_OTHER, r"^atp_matches_qual_chall_(\d{4})\.csv$", ("year",))


def aoc_solutions(r: random.Random) -> tuple[Kind, list[str]]:
    """jonathanpaulson/AdventOfCode @633e37d97af2: Advent of Code solutions <year>/<day>.py, the event's year and
    the puzzle day, unpadded (2020 ... 2025, 1 ... 25; 136); neighbours: 2022/16.cc, 2023/6_binary_search.py,
    2024/13_2.py (second versions of a day: arguable, kept as written down), 2024/17.txt, get_input.py, README.md."""
    return _layout(N.AOC_SOLUTIONS_KIND, N.AOC_SOLUTIONS_OTHER, r"^(\d{4})/(\d+)\.py$", ("year", "day"))


def spdx_license_sources(r: random.Random) -> tuple[Kind, list[str]]:
    """spdx/license-list-XML @e4c1f276b8be: the license list's sources src/<license id>.xml, the SPDX identifier
    (0BSD, Apache-2.0, CC-BY-SA-2.1-JP, GFDL-1.3-only, copyleft-next-0.3.0; 733, 300 kept); neighbours: the
    exceptions src/exceptions/<id>.xml (same extension, one folder down), the generator's test texts
    test/simpleTestForGenerator/<id>.txt (200 kept), schema, DOCS and scripts."""
    return _layout(N.SPDX_LICENSES_KIND, N.SPDX_LICENSES_OTHER, r"^src/([^/]+)\.xml$", ("license",))


def llm_book_sections(r: random.Random) -> tuple[Kind, list[str]]:
    """rasbt/LLMs-from-scratch @28c65cdfbc33: the README of each section of the book's code,
    ch<NN>/<NN>_<topic>/README.md and appendix-<X>/<NN>_<topic>/README.md, the chapter (02 ... 07, or appendix A),
    the section number and its topic (45); neighbours: the chapters' own README.md, the sections' notebooks,
    scripts and data (250 kept), pkg/, setup/ and root files (100 kept)."""
    return _merged(_layout(N.LLM_SECTIONS_KIND, N.LLM_SECTIONS_OTHER,
                           r"^(?:ch(\d+)|appendix-([A-Z]))/(\d+)_([^/]+)/README\.md$",
                           ("chapter", "appendix", "section", "topic")), "chapter", "appendix")


REVIEW5 = {
    "docker_python_images": docker_python_images, "docker_postgres_images": docker_postgres_images,
    "docker_php_images": docker_php_images, "docker_php_ext_scripts": docker_php_ext_scripts,
    "pa_county_results": pa_county_results, "pa_special_elections": pa_special_elections,
    "pa_statewide_results": pa_statewide_results, "ga_county_precincts": ga_county_precincts,
    "ga_statewide_results": ga_statewide_results, "swift_proposals": swift_proposals,
    "go_vuln_reports": go_vuln_reports, "gtfs_schedule_sources": gtfs_schedule_sources,
    "gtfs_realtime_sources": gtfs_realtime_sources, "zoomcamp_homework": zoomcamp_homework,
    "msc_bold_runs": msc_bold_runs, "msc_anat_scans": msc_anat_scans,
    "msc_surface_timecourses": msc_surface_timecourses, "msc_fs_lr_surfaces": msc_fs_lr_surfaces,
    "atp_tour_matches": atp_tour_matches, "atp_qual_chall_matches": atp_qual_chall_matches,
    "aoc_solutions": aoc_solutions, "spdx_license_sources": spdx_license_sources,
    "llm_book_sections": llm_book_sections,
}
