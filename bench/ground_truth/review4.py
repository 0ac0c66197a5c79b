"""A sixth review group: real layouts from trees no one here had used, written down before scoring.

Like review3.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a
list of (path, {field: true value}), other the paths of the same tree that a rule learnt from the kind
must leave alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD`
at the commit cited in the generator's docstring and kept in review4_names.py (a seeded subset where the
tree is large); nothing is rebuilt from a pattern. Truth values are what the source means by its names
(its README or conventions), never what the analyser reads. The group was chosen to hold data-like
shapes (dated files, numbered and versioned folders, codes of languages and regions, ids inside names,
optional folders) and several trees whose first varying folder is numbered, so the one-branch score
rests on more than one layout. No analyser change was made for this group before
its first score; five rules were then made for its misses (docs/analyser.md keeps the untuned table).
"""
from __future__ import annotations

import random

from ground_truth import review4_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3


def _iso(text: str) -> str:
    """A Y-M-D date written with or without zero padding (2020-11-4), as ISO text (2020-11-04)."""
    y, m, d = (int(x) for x in text.split("-"))
    return f"{y:04d}-{m:02d}-{d:02d}"


def italy_regional_daily(r: random.Random) -> tuple[Kind, list[str]]:
    """pcm-dpc/COVID-19 @fc82987b9ebd: the civil protection's daily regional data,
    dati-regioni/dpc-covid19-ita-regioni-<YYYYMMDD>.csv (1,781 days 2020-02-24 ... 2025, 200 kept; the date is
    the day reported, README); neighbours: the same folder's -latest.csv and whole-series .csv, the national
    and provincial daily files dati-andamento-nazionale/dpc-covid19-ita-andamento-nazionale-<date>.csv and
    dati-province/dpc-covid19-ita-province-<date>.csv (same name shape, other data), dati-json/."""
    return _layout(N.PCM_REGIONI_KIND, N.PCM_REGIONI_OTHER,
                   r"^dati-regioni/dpc-covid19-ita-regioni-(\d{8})\.csv$", ("date",))


def italy_summary_sheets(r: random.Random) -> tuple[Kind, list[str]]:
    """pcm-dpc/COVID-19 @fc82987b9ebd: daily summary sheets by level,
    schede-riepilogative/<regioni|province>/dpc-covid19-ita-scheda-<level>-<YYYYMMDD>.pdf (1,774 regional and
    114 provincial sheets; 100 of each kept, so both levels are in the listing); neighbours: each folder's
    -latest.pdf, the ISS bulletins schede-iss/..., the contract PDFs, daily CSVs of dati-regioni/ and dati-province/."""
    return _layout(N.PCM_SHEETS_KIND, N.PCM_SHEETS_OTHER,
                   r"^schede-riepilogative/(regioni|province)/dpc-covid19-ita-scheda-(?:regioni|province)-(\d{8})\.pdf$",
                   ("level", "date"))


def italy_supply_contracts(r: random.Random) -> tuple[Kind, list[str]]:
    """pcm-dpc/COVID-19 @fc82987b9ebd: signed supply contracts,
    dati-contratti-dpc-forniture/file-atti-negoziali/dpc-contratto-covid19-<NNNNNNN>.pdf (53, seven-digit
    protocol numbers 0009486 ... 0016xxx); neighbours: the contracts' CSV and JSON tables, summary sheets
    (PDFs), area shapefiles, metadata XML (names with spaces), README and licence files."""
    return _layout(N.PCM_CONTRACTS_KIND, N.PCM_CONTRACTS_OTHER,
                   r"/dpc-contratto-covid19-(\d+)\.pdf$", ("contract",))


def football_seasons(r: random.Random) -> tuple[Kind, list[str]]:
    """openfootball/football.json @25cfaf102954: match data <season>/<league>.json, seasons 2010-11 ... 2025-26
    and calendar-year seasons 2019 ... 2025 for leagues that play in one year, league codes <country>.<tier>
    (en.1, de.3, sco.1), cups (de.cup, at.cup), uefa.cl, copa.l, mls (279 files); neighbours: README.md,
    LICENSE.md, package.json."""
    return _layout(N.FOOTBALL_KIND, N.FOOTBALL_OTHER,
                   r"^(\d{4}(?:-\d\d)?)/([a-z]+(?:\.[a-z0-9]+)?)\.json$", ("season", "league"))


def country_names_json(r: random.Random) -> tuple[Kind, list[str]]:
    """umpirsky/country-list @4d8f87526c89: country names in each CLDR locale, data/<locale>/country.json
    (628 locales such as en, en_US, es_419, zh_Hant_HK, bs_Cyrl_BA; 200 kept); neighbours: the same folders'
    other formats (country.csv, .html, .mysql.sql, .php, .txt, .xliff, .xml, .yaml, ...), bin/build, root files."""
    return _layout(N.COUNTRY_JSON_KIND, N.COUNTRY_JSON_OTHER, r"^data/([^/]+)/country\.json$", ("locale",))


def country_names_formats(r: random.Random) -> tuple[Kind, list[str]]:
    """umpirsky/country-list @4d8f87526c89: every format of every locale, data/<locale>/country.<format>, the
    format being csv, html, json, mysql.sql, php, postgresql.sql, sqlite.sql, txt, xliff, xml or yaml (6,908
    files, 300 kept); neighbours: the tree's own files (README.md, composer.json, package.json, LICENSE)."""
    return _layout(N.COUNTRY_FORMATS_KIND, N.COUNTRY_FORMATS_OTHER, r"^data/([^/]+)/country\.(.+)$",
                   ("locale", "format"))


def project_euler_solutions(r: random.Random) -> tuple[Kind, list[str]]:
    """TheAlgorithms/Python @f5988cc09713: Project Euler solutions project_euler/problem_<NNN>/sol<k>.py, the
    problem number and the k-th solution of it (172 in 131 problem folders, problem_001 ... problem_800);
    neighbours: each folder's __init__.py, its data files (triangle.txt, p022_names.txt), odd names
    (solution.py, solution42.py, test_poker_hand.py), project_euler/README.md, scripts/, other .py of maths/."""
    return _layout(N.EULER_KIND, N.EULER_OTHER, r"^project_euler/problem_(\d+)/sol(\d+)\.py$",
                   ("problem", "solution"))


def nfcore_modules(r: random.Random) -> tuple[Kind, list[str]]:
    """nf-core/modules @041fbd98880c: a module's process, modules/nf-core/<tool>/main.nf or
    modules/nf-core/<tool>/<subtool>/main.nf (512 and 1,529; 300 kept; tools such as gatk4, bowtie2,
    samtools/import); neighbours: each module's meta.yml, environment.yml, tests/main.nf.test(.snap),
    tests/nextflow.config, and the subworkflows subworkflows/nf-core/<name>/main.nf (same file name)."""
    return _layout(N.NFCORE_KIND, N.NFCORE_OTHER, r"^modules/nf-core/([^/]+)/(?:([^/]+)/)?main\.nf$",
                   ("tool", "subtool"))


def scoop_manifests(r: random.Random) -> tuple[Kind, list[str]]:
    """ScoopInstaller/Main @5ce3ffd21d4b: app manifests bucket/<app>.json (1,635, 200 kept; names with digits,
    dashes and dots: 7zip, llvm-arm64, docker-compose); neighbours: retired manifests deprecated/<app>.json,
    scripts/<app>/*.reg, bin/*.ps1, workflows and editor settings."""
    return _layout(N.SCOOP_KIND, N.SCOOP_OTHER, r"^bucket/([^/]+)\.json$", ("app",))


def go_design_docs(r: random.Random) -> tuple[Kind, list[str]]:
    """golang/proposal @f6e2e6b7f89c: design documents design/<issue>-<slug>.md, the issue number of the
    proposal (4 or 5 digits: 2775, 44167) and a slug (89); neighbours: figures design/<issue>/*.png|svg,
    unnumbered designs (go13linker.md, go2draft-*.md, draft-embed.md), TEMPLATE.md, README and licence."""
    return _layout(N.GODESIGN_KIND, N.GODESIGN_OTHER, r"^design/(\d+)-([^/]+)\.md$", ("issue", "slug"))


def rust_rfcs(r: random.Random) -> tuple[Kind, list[str]]:
    """rust-lang/rfcs @354518a8c902: accepted RFCs text/<NNNN>-<slug>.md (639, 200 kept; slugs with `_`, `.`
    and capitals: 1044-io-fs-2.1, 0546-Self-not-sized-by-default); neighbours: the translations and appendices
    in text/3392-leadership-council/, 0000-template.md, book and site files."""
    return _layout(N.RFCS_KIND, N.RFCS_OTHER, r"^text/(\d{4})-([^/]+)\.md$", ("number", "slug"))


def rust_release_posts(r: random.Random) -> tuple[Kind, list[str]]:
    """rust-lang/blog.rust-lang.org @0243724c2e50: release announcements content/Rust-<version>.md, versions
    of two or three numbers (Rust-1.5.md, Rust-1.26.2.md, Rust-1.98.0.md; 128); neighbours: content/Rustup-<v>.md
    (another product), pre-release posts inside-rust/<v>-prerelease.md, Rust-1.0-alpha.md, Rust-2018-dev-tools.md,
    survey folders Rust-survey-2019/..., other posts. Two posts misnamed Rust.1.43.1.md and 1.94.1-release.md
    are left out of both lists (what they mean is clear, what a rule should do with them is not)."""
    return _layout(N.RUST_RELEASES_KIND, N.RUST_RELEASES_OTHER, r"^content/Rust-(\d+\.\d+(?:\.\d+)?)\.md$",
                   ("version",))


def bitcoin_bips(r: random.Random) -> tuple[Kind, list[str]]:
    """bitcoin/bips @7fe0b034ec96: improvement proposals bip-<NNNN>.mediawiki or bip-<NNNN>.md at the root
    (196 and 14); neighbours: the proposals' asset folders bip-<NNNN>/ (reference code, test vectors, images,
    a vendored secp256k1lab), README.mediawiki and the repository's files."""
    return _layout(N.BIPS_KIND, N.BIPS_OTHER, r"^bip-(\d{4})\.(mediawiki|md)$", ("number", "format"))


def numpy_release_notes(r: random.Random) -> tuple[Kind, list[str]]:
    """numpy/numpy @1f90bbb55e65: release notes doc/source/release/<x.y.z>-notes.rst (133, 1.3.0 ... 2.x);
    neighbours: the changelogs of the same versions doc/changelog/<x.y.z>-changelog.rst, the towncrier
    fragments doc/release/upcoming_changes/<pr>.<type>.rst, release/template.rst, NEPs and other doc pages."""
    return _layout(N.NUMPY_NOTES_KIND, N.NUMPY_NOTES_OTHER, r"^doc/source/release/(\d+\.\d+\.\d+)-notes\.rst$",
                   ("version",))


def tpcds_answers(r: random.Random) -> tuple[Kind, list[str]]:
    """duckdb/duckdb @044a04a7cd39: TPC-DS answers extension/tpcds/dsdgen/answers/sf<scale>/<NN>.csv, scale
    factors 0.01, 1, 10, 100 and query numbers 01 ... 99 (390, 200 kept); neighbours: the queries
    dsdgen/queries/<NN>.sql, the schema, dsdgen's C sources, TPC-H answers extension/tpch/dbgen/answers/sf<s>/q<NN>.csv,
    benchmark/tpcds/ and benchmark/tpch/ files."""
    return _layout(N.TPCDS_KIND, N.TPCDS_OTHER, r"/answers/sf([\d.]+)/(\d+)\.csv$", ("scale", "query"))


def job_benchmarks(r: random.Random) -> tuple[Kind, list[str]]:
    """duckdb/duckdb @044a04a7cd39: Join Order Benchmark queries benchmark/imdb/<N><v>.benchmark, query 1 ... 33
    and its variant a ... f (01a.benchmark, 33c.benchmark; 113); neighbours: their answers
    benchmark/imdb/answers/<N><v>.csv and plan-cost queries benchmark/imdb_plan_cost/queries/<N><v>.sql,
    other suites' .benchmark files (tpch q01, clickbench q15)."""
    return _layout(N.JOB_KIND, N.JOB_OTHER, r"^benchmark/imdb/(\d+)([a-z])\.benchmark$", ("query", "variant"))


def k8s_release_note_maps(r: random.Random) -> tuple[Kind, list[str]]:
    """kubernetes/sig-release @e8dfc80571dc: release-note maps
    releases/release-<1.NN>/release-notes/maps/pr-<number>-map.yaml, one per pull request of a release (4,173 in
    releases 1.19 ... 1.37, 300 kept); neighbours: the same releases' sessions/maps-<epoch>.json, release-notes
    drafts, README.md, release-team.md, exceptions.yaml, logos, meeting notes and reports."""
    return _layout(N.K8S_MAPS_KIND, N.K8S_MAPS_OTHER,
                   r"^releases/release-(\d+\.\d+)/release-notes/maps/pr-(\d+)-map\.yaml$", ("release", "pr"))


def k8s_release_meetings(r: random.Random) -> tuple[Kind, list[str]]:
    """kubernetes/sig-release @e8dfc80571dc: dated meeting notes and CI-signal reports of a release,
    releases/release-<1.NN>/<meeting-updates|go-signal-reports>/<YYYY-MM-DD>.md (27, releases 1.6 and 1.20);
    neighbours: meeting-updates/TEMPLATE.md, meeting-updates/ci-status/*.md, flake-reports/<date>.md, the
    releases' other files (README.md, exceptions.yaml, release-notes sessions, logos)."""
    return _layout(N.K8S_MEETINGS_KIND, N.K8S_MEETINGS_OTHER,
                   r"^releases/release-(\d+\.\d+)/(meeting-updates|go-signal-reports)/(\d{4}-\d{2}-\d{2})\.md$",
                   ("release", "report", "date"))


def rustsec_advisories(r: random.Random) -> tuple[Kind, list[str]]:
    """rustsec/advisory-db @bf5c0d245a92: advisories crates/<crate>/RUSTSEC-<year>-<NNNN>.md, the crate, the
    year and the advisory's number in that year (1,205, 300 kept; crates such as pyo3, openssl-src,
    rustls-webpki); neighbours: the toolchain's advisories rust/std/CVE-<year>-<n>.md and rust/*,
    .duplicate-id-guard, HOWTO files, workflows, licences."""
    return _layout(N.RUSTSEC_KIND, N.RUSTSEC_OTHER, r"^crates/([^/]+)/RUSTSEC-(\d{4})-(\d{4})\.md$",
                   ("crate", "year", "number"))


def aws_api_models(r: random.Random) -> tuple[Kind, list[str]]:
    """aws/aws-sdk-js @657d6feb0044: service models apis/<service>-<api version>.<part>.json, the service id
    (s3, kinesis-video-archived-media, AWSMigrationHub, runtime.lex.v2), the API version as a date and the
    part (min, normal, paginators, examples, waiters2) (1,663, 300 kept); neighbours: apis/metadata.json,
    clients/<service>.js|.d.ts, change files .changes/<sdk version>.json, lib/ and root files."""
    return _layout(N.AWS_APIS_KIND, N.AWS_APIS_OTHER, r"^apis/([^/]+?)-(\d{4}-\d{2}-\d{2})\.([a-z0-9]+)\.json$",
                   ("service", "api_version", "part"))


def this_week_in_rust(r: random.Random) -> tuple[Kind, list[str]]:
    """rust-lang/this-week-in-rust @d592478f2b2f: newsletter issues content/<YYYY-MM-DD>-this-week-in-rust.md
    (.markdown until 2014; 661, three with unpadded days such as 2020-11-4, read as the date they mean);
    neighbours: the draft of the next issue draft/<date>-this-week-in-rust.md, other series in content/
    (the-state-of-rust, last-week-in-rust, these-weeks-in-rust), pages, images, themes, tools. One issue
    misnamed -this-week-this-rust.md is left out of both lists."""
    return _layout(N.TWIR_KIND, N.TWIR_OTHER, r"^content/(\d{4}-\d\d?-\d\d?)-this-week-in-rust\.(?:md|markdown)$",
                   ("date",), fix={"date": _iso})


def k8s_release_note_sessions(r: random.Random) -> tuple[Kind, list[str]]:
    """kubernetes/sig-release @e8dfc80571dc: release-note tool sessions
    releases/release-<1.NN>/release-notes/sessions/maps-<unix time>.json, the release and the session's start
    as a Unix timestamp (maps-1614244932.json; 130 in releases 1.19 ... 1.37, 2 to 11 a release; added after
    the first 21 were scored, before it was scored itself); neighbours: the PR maps
    release-notes/maps/pr-<n>-map.yaml of the same releases, sessions/.gitkeep, drafts, READMEs, logos."""
    return _layout(N.K8S_SESSIONS_KIND, N.K8S_SESSIONS_OTHER,
                   r"^releases/release-(\d+\.\d+)/release-notes/sessions/maps-(\d+)\.json$", ("release", "session"))


def ruby_news_posts(r: random.Random) -> tuple[Kind, list[str]]:
    """ruby/www.ruby-lang.org @76ac65935704: news posts in each language of the site,
    <lang>/news/_posts/<YYYY-MM-DD>-<slug>.md, the language (en, ja, zh_tw, zh_cn, uk, ...; 17), the date of the
    post and its slug (4,723, 300 kept; slugs such as ruby-3-4-0-released, 20030225; added after the first 21
    were scored, before it was scored itself); neighbours: each language's other pages
    (<lang>/documentation/.../index.md, <lang>/feeds/news.rss, <lang>/examples/*.md), _data/locales/<lang>.yml,
    images, layouts, plugins, tests."""
    return _layout(N.RUBY_NEWS_KIND, N.RUBY_NEWS_OTHER, r"^([a-z_]+)/news/_posts/(\d{4}-\d{2}-\d{2})-([^/]+)\.md$",
                   ("language", "date", "slug"))


REVIEW4 = {
    "italy_regional_daily": italy_regional_daily, "italy_summary_sheets": italy_summary_sheets,
    "italy_supply_contracts": italy_supply_contracts, "football_seasons": football_seasons,
    "country_names_json": country_names_json, "country_names_formats": country_names_formats,
    "project_euler_solutions": project_euler_solutions, "nfcore_modules": nfcore_modules,
    "scoop_manifests": scoop_manifests, "go_design_docs": go_design_docs, "rust_rfcs": rust_rfcs,
    "rust_release_posts": rust_release_posts, "bitcoin_bips": bitcoin_bips,
    "numpy_release_notes": numpy_release_notes, "tpcds_answers": tpcds_answers, "job_benchmarks": job_benchmarks,
    "k8s_release_note_maps": k8s_release_note_maps, "k8s_release_meetings": k8s_release_meetings,
    "rustsec_advisories": rustsec_advisories, "aws_api_models": aws_api_models,
    "this_week_in_rust": this_week_in_rust, "k8s_release_note_sessions": k8s_release_note_sessions,
    "ruby_news_posts": ruby_news_posts,
}
