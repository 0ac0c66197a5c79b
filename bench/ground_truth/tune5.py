"""A tuning group: real layouts from ten public trees no other group used, written down before any fix.

Like review4.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a
list of (path, {field: true value}), other the paths of the same tree that a rule learnt from the kind
must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
at the commit cited in the generator's docstring and kept in tune5_names.py (a seeded subset where the
tree is large, look-alike neighbours first); nothing is rebuilt from a pattern. Truth values are what the
source means by its names (its README or conventions), never what the analyser reads. Unlike the review
groups this one is MEANT to be tuned against (issue 15's breadth: general rules learnt from more
layouts); its first score, taken before any fix, is kept in docs/analyser.md ("tune5").
"""
from __future__ import annotations

import random

from ground_truth import tune5_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3

UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"


def openstates_legislators(r: random.Random) -> tuple[Kind, list[str]]:
    """openstates/people @934bf09a94a3: sitting legislators data/<state>/legislature/<Name>-<uuid>.yml, the
    two-letter state, the person's name as written (dashes for spaces: Amy-Morrin-Bello, Andre-F-Baker-Jr) and
    their Open States id (7,989, 300 kept); neighbours: the same shape in retired/, executive/ and
    municipalities/ (other roles), committees/, data/<state>/municipalities.yml, scripts and workflows."""
    return _layout(N.OPENSTATES_LEGIS_KIND, N.OPENSTATES_LEGIS_OTHER,
                   rf"^data/([a-z]{{2}})/legislature/(.+)-({UUID})\.yml$", ("state", "name", "id"))


def openstates_committees(r: random.Random) -> tuple[Kind, list[str]]:
    """openstates/people @934bf09a94a3: committees data/<state>/committees/<chamber>-<Name>-<uuid>.yml, the
    chamber (upper, lower, legislature for joint ones; House/Senate/Joint in data/us), the committee's name and
    its id (3,004, 300 kept); neighbours: people files of every role (Name-uuid.yml), municipalities.yml, root files."""
    return _layout(N.OPENSTATES_COMMITTEES_KIND, N.OPENSTATES_COMMITTEES_OTHER,
                   rf"^data/([a-z]{{2}})/committees/([A-Za-z]+)-(.+)-({UUID})\.yml$", ("state", "chamber", "name", "id"))


def owid_etl_steps(r: random.Random) -> tuple[Kind, list[str]]:
    """owid/etl @c1a4ca009de5: ETL step scripts etl/steps/data/<channel>/<namespace>/<version>/<dataset>.py, the
    channel (meadow, garden, grapher, external, open_numbers, explorers), the source namespace, the version
    (a date, a bare year for old backports, or `latest`) and the dataset's short name (3,563, 300 kept);
    neighbours: the steps' metadata (.meta.yml, .countries.json), helper modules in step subfolders, snapshot
    scripts snapshots/<ns>/<version>/<name>.py (same shape, other root), export steps, other etl/ code."""
    return _layout(N.OWID_STEPS_KIND, N.OWID_STEPS_OTHER,
                   r"^etl/steps/data/([a-z_]+)/([^/]+)/(\d{4}-\d{2}-\d{2}|\d{4}|latest)/([^/]+)\.py$",
                   ("channel", "namespace", "version", "dataset"))


def owid_garden_metadata(r: random.Random) -> tuple[Kind, list[str]]:
    """owid/etl @c1a4ca009de5: garden metadata etl/steps/data/garden/<namespace>/<version>/<dataset>.meta.yml
    (1,293, 300 kept); neighbours: the garden steps' .py and .countries.json, meadow and grapher .meta.yml
    (same file name, other channel), export metadata, snapshot .dvc files."""
    return _layout(N.OWID_GARDEN_META_KIND, N.OWID_GARDEN_META_OTHER,
                   r"^etl/steps/data/garden/([^/]+)/([^/]+)/([^/]+)\.meta\.yml$", ("namespace", "version", "dataset"))


def owid_snapshots(r: random.Random) -> tuple[Kind, list[str]]:
    """owid/etl @c1a4ca009de5: snapshot descriptors snapshots/<namespace>/<version>/<name>.<format>.dvc, the
    format of the file snapshotted (csv, feather, xlsx, zip, xls, pdf, dta, gz, html, parquet, ...) (2,200
    outside backport/, 300 kept); neighbours: the snapshot scripts <name>.py beside them, backport/'s scripts,
    files in deeper folders, ETL steps. backport/latest/*.dvc (6,041) is in neither list: it has this layout
    (namespace backport, version latest), so a rule for the kind may rightly match it (owid_backport reads it)."""
    return _layout(N.OWID_SNAPSHOTS_KIND, N.OWID_SNAPSHOTS_OTHER,
                   r"^snapshots/([^/]+)/([^/]+)/([^/]+)\.([a-z0-9]+)\.dvc$", ("namespace", "version", "name", "format"))


def owid_backport(r: random.Random) -> tuple[Kind, list[str]]:
    """owid/etl @c1a4ca009de5: backported grapher datasets
    snapshots/backport/latest/dataset_<id>_<slug>_<config.json|values.feather>.dvc, the old grapher dataset id,
    its slug (with `__` for brackets) and the part (config or values) (6,041, 300 kept); neighbours: dated
    snapshot .dvc files of other namespaces, backport scripts, snapshot scripts."""
    return _layout(N.OWID_BACKPORT_KIND, N.OWID_BACKPORT_OTHER,
                   r"^snapshots/backport/latest/dataset_(\d+)_(.+)_(config|values)\.(?:json|feather)\.dvc$",
                   ("dataset_id", "slug", "part"))


def exercism_practice_tests(r: random.Random) -> tuple[Kind, list[str]]:
    """exercism/python @9eb657d4507d: test files of practice exercises exercises/practice/<slug>/<module>_test.py,
    the exercise's slug (with `-`) and the module tested (the slug with `_`, 140); neighbours: each exercise's stub
    <module>.py and .meta/ files (example.py, config.json), concept exercises' tests (exercises/concept/.../*_test.py),
    other concept files and the track's root files."""
    return _layout(N.EXERCISM_TESTS_KIND, N.EXERCISM_TESTS_OTHER,
                   r"^exercises/practice/([^/]+)/([a-z_0-9]+)_test\.py$", ("exercise", "module"))


def exercism_approaches(r: random.Random) -> tuple[Kind, list[str]]:
    """exercism/python @9eb657d4507d: approach write-ups exercises/practice/<slug>/.approaches/<approach>/content.md
    (114); neighbours: the approaches' snippet.txt, introduction.md and config.json, the articles
    .articles/<article>/content.md (same file name, other folder), .docs/ pages, concept exercises."""
    return _layout(N.EXERCISM_APPROACHES_KIND, N.EXERCISM_APPROACHES_OTHER,
                   r"^exercises/practice/([^/]+)/\.approaches/([^/]+)/content\.md$", ("exercise", "approach"))


def exercism_exemplars(r: random.Random) -> tuple[Kind, list[str]]:
    """exercism/python @9eb657d4507d: exemplar solutions of concept exercises
    exercises/concept/<slug>/.meta/exemplar.py (21); neighbours: practice exercises' .meta/example.py, the concept
    exercises' other .meta/ files and stubs."""
    return _layout(N.EXERCISM_EXEMPLARS_KIND, N.EXERCISM_EXEMPLARS_OTHER,
                   r"^exercises/concept/([^/]+)/\.meta/exemplar\.py$", ("exercise",))


def pysec_advisories(r: random.Random) -> tuple[Kind, list[str]]:
    """pypa/advisory-database @3ccb612573e2: vulnerabilities vulns/<package>/PYSEC-<year>-<n>.yaml, the PyPI
    package, the year and the advisory's number in it (1 to 4 digits) (2,661, 300 kept); neighbours: the
    repository's own files (README, licence, tools)."""
    return _layout(N.PYSEC_KIND, N.PYSEC_OTHER, r"^vulns/([^/]+)/PYSEC-(\d{4})-(\d+)\.yaml$",
                   ("package", "year", "number"))


def php_cve_advisories(r: random.Random) -> tuple[Kind, list[str]]:
    """FriendsOfPHP/security-advisories @73745a61e343: advisories with a CVE, <vendor>/<package>/CVE-<year>-<n>.yaml
    (Composer vendor and package, CVE year and number of 4 to 7 digits; 1,161, 300 kept); neighbours: the same
    folders' advisories under other ids (dated 2017-01-19.yaml, SS-2019-001-1.yaml, ZF2014-02.yaml, GHSA-...),
    the validator and root files."""
    return _layout(N.PHP_CVE_KIND, N.PHP_CVE_OTHER, r"^([^/]+)/([^/]+)/CVE-(\d{4})-(\d+)\.yaml$",
                   ("vendor", "package", "year", "number"))


def php_dated_advisories(r: random.Random) -> tuple[Kind, list[str]]:
    """FriendsOfPHP/security-advisories @73745a61e343: advisories without a CVE, named by the day they were
    published, <vendor>/<package>/<YYYY-MM-DD>[-<n>].yaml, n numbering several of one day (305);
    neighbours: CVE-, SS-, ZF- and GHSA- advisories in the same folders, root files."""
    return _layout(N.PHP_DATED_KIND, N.PHP_DATED_OTHER, r"^([^/]+)/([^/]+)/(\d{4}-\d{2}-\d{2})(?:-(\d+))?\.yaml$",
                   ("vendor", "package", "date", "sequence"))


def atomic_tests(r: random.Random) -> tuple[Kind, list[str]]:
    """redcanaryco/atomic-red-team @9f85cf3e54b0: test definitions atomics/T<NNNN>[.<NNN>]/<same id>.yaml, the
    ATT&CK technique and, for sub-techniques, its number (T1055, T1055.011; 341); neighbours: each folder's
    rendered .md, its src/ and bin/ payloads, the Indexes/ (yaml, csv, markdown, navigator layers)."""
    return _layout(N.ATOMIC_TESTS_KIND, N.ATOMIC_TESTS_OTHER, r"^atomics/T(\d{4})(?:\.(\d{3}))?/T[\d.]+\.yaml$",
                   ("technique", "subtechnique"))


def attack_objects(r: random.Random) -> tuple[Kind, list[str]]:
    """mitre/cti @421deacb7719: ATT&CK STIX objects <domain>-attack/<type>/<type>--<uuid>.json, the domain
    (enterprise, mobile, ics, pre), the STIX type (relationship, attack-pattern, malware, x-mitre-analytic, ...)
    and the object's id (29,399, 300 kept); neighbours: CAPEC's objects capec/<2.0|2.1>/<type>/<type>--<uuid>.json
    (same names, other catalogue), the bundles <domain>-attack/<domain>-attack.json, root files."""
    return _layout(N.ATTACK_OBJECTS_KIND, N.ATTACK_OBJECTS_OTHER,
                   rf"^([a-z]+)-attack/([a-z-]+)/[a-z-]+--({UUID})\.json$", ("domain", "type", "id"))


def capec_objects(r: random.Random) -> tuple[Kind, list[str]]:
    """mitre/cti @421deacb7719: CAPEC STIX objects capec/<version>/<type>/<type>--<uuid>.json, CAPEC's version
    (2.0, 2.1), the STIX type and the id (5,487, 300 kept); neighbours: ATT&CK's objects of the same names,
    the bundles capec/<v>/stix-capec.json."""
    return _layout(N.CAPEC_OBJECTS_KIND, N.CAPEC_OBJECTS_OTHER,
                   rf"^capec/(2\.[01])/([a-z-]+)/[a-z-]+--({UUID})\.json$", ("version", "type", "id"))


def devicon_svgs(r: random.Random) -> tuple[Kind, list[str]]:
    """devicons/devicon @54cfe13ac10e: icons icons/<icon>/<icon>-<variant>.svg, the technology (dot-net,
    amazonwebservices, zustand) and the variant (original, plain, line, each optionally -wordmark) (1,877, 300
    kept); neighbours: the icons' .eps sources, the build scripts, docs and root files."""
    return _layout(N.DEVICON_SVGS_KIND, N.DEVICON_SVGS_OTHER,
                   r"^icons/([^/]+)/[^/]+?-((?:original|plain|line)(?:-wordmark)?)\.svg$", ("icon", "variant"))


def sigma_process_creation(r: random.Random) -> tuple[Kind, list[str]]:
    """SigmaHQ/sigma @8eaafff1f284: process-creation detection rules
    rules/<windows|linux|macos>/process_creation/proc_creation_<win|lnx|macos>_<name>.yml, the product and the
    rule's name (1,372, 300 kept); neighbours: the threat-hunting and emerging-threat rules with the same prefix
    under rules-*/, rules of other categories, deprecated rules, regression data."""
    return _layout(N.SIGMA_PROC_KIND, N.SIGMA_PROC_OTHER,
                   r"^rules/(windows|linux|macos)/process_creation/proc_creation_(?:win|lnx|macos)_([^/]+)\.yml$",
                   ("product", "name"))


def sigma_emerging_threats(r: random.Random) -> tuple[Kind, list[str]]:
    """SigmaHQ/sigma @8eaafff1f284: emerging-threat rules rules-emerging-threats/<year>/<Exploits|Malware|TA>/
    [<threat>/]<rule>.yml, the year, the category, the threat (CVE-2019-3398, APT28, Qakbot; absent for four
    rules) and the rule's file name (473, 300 kept); neighbours: their regression data, threat-hunting and
    generic rules, the folder's README."""
    return _layout(N.SIGMA_EMERGING_KIND, N.SIGMA_EMERGING_OTHER,
                   r"^rules-emerging-threats/(\d{4})/([^/]+)/(?:([^/]+)/)?([^/]+)\.yml$",
                   ("year", "category", "threat", "rule"))


def sigma_regression_events(r: random.Random) -> tuple[Kind, list[str]]:
    """SigmaHQ/sigma @8eaafff1f284: regression events regression_data/<rule's own path>/<rule>/<uuid>.json, at
    the depth of the rule they test (4 to 7 folders), the rule's name and the event's id (202); neighbours:
    the same folders' .evtx recordings and info.yml, the rules."""
    return _layout(N.SIGMA_REGRESSION_KIND, N.SIGMA_REGRESSION_OTHER,
                   rf"^regression_data/.+/([^/]+)/({UUID})\.json$", ("rule", "id"))


def sigma_builtin_rules(r: random.Random) -> tuple[Kind, list[str]]:
    """SigmaHQ/sigma @8eaafff1f284: rules on Windows' own event logs rules/windows/builtin/<channel>/[<provider>/]
    <rule>.yml, the channel (security, windefend, application, ...) and the rule's file name (326, 300 kept; the
    application channel has a folder per provider); neighbours: other Windows categories (process_creation,
    registry, ...), the one rule at builtin/'s root, regression data of these rules."""
    return _layout(N.SIGMA_BUILTIN_KIND, N.SIGMA_BUILTIN_OTHER,
                   r"^rules/windows/builtin/([^/]+)/(?:[^/]+/)?([^/]+)\.yml$", ("channel", "rule"))


def countries_geojson(r: random.Random) -> tuple[Kind, list[str]]:
    """mledoze/countries @5e9f370050f8: country outlines data/<cca3>.geo.json, the ISO 3166-1 alpha-3 code in
    lower case (250); neighbours: the same countries' .topo.json and .svg, the dist/ exports, the converters."""
    return _layout(N.COUNTRIES_GEO_KIND, N.COUNTRIES_GEO_OTHER, r"^data/([a-z]{3})\.geo\.json$", ("country",))


TUNE5 = {
    "openstates_legislators": openstates_legislators, "openstates_committees": openstates_committees,
    "owid_etl_steps": owid_etl_steps, "owid_garden_metadata": owid_garden_metadata, "owid_snapshots": owid_snapshots,
    "owid_backport": owid_backport, "exercism_practice_tests": exercism_practice_tests,
    "exercism_approaches": exercism_approaches, "exercism_exemplars": exercism_exemplars,
    "pysec_advisories": pysec_advisories, "php_cve_advisories": php_cve_advisories,
    "php_dated_advisories": php_dated_advisories, "atomic_tests": atomic_tests, "attack_objects": attack_objects,
    "capec_objects": capec_objects, "devicon_svgs": devicon_svgs, "sigma_process_creation": sigma_process_creation,
    "sigma_emerging_threats": sigma_emerging_threats, "sigma_regression_events": sigma_regression_events,
    "sigma_builtin_rules": sigma_builtin_rules, "countries_geojson": countries_geojson,
}
