"""One kind at two depths or in sibling folders (depth15, issue 15; docs/analyser.md, "Rules of round 15 (depth15)").

A member written as a file or as a folder with an entry file (`<slug>.md` beside `<slug>/index.md`, Python's
`<module>.py` beside `<module>/__init__.py`, Rust's `<name>.rs` beside `<name>/mod.rs`) is one kind: the draft
takes both forms of members it never saw, reads the member's name from the file's stem or from its folder,
and leaves the folder's own marker file (`_index.md`, `__init__.py`) beside the flat members out.
"""
from __future__ import annotations

import pytest

from draft_helpers import assert_analyses_every_sample, record, rule_of
from pathfinder.analysis import analyse

# (samples: flat members and bundles mixed, an unseen flat member, an unseen bundle, the member's field value
#  of each, a marker file beside the flat members that is no member; None where the family has none)
BUNDLE_TREES = [
    pytest.param(
        ["site/content/posts/2021/hello-world.md", "site/content/posts/2021/launch-notes/index.md",
         "site/content/posts/2022/year-in-review.md", "site/content/posts/2022/new-theme/index.md",
         "site/content/posts/2023/faster-builds.md", "site/content/posts/2023/conference-talk/index.md",
         "site/content/posts/2023/release-3-0.md", "site/content/posts/2021/first-steps.md"],
        ("site/content/posts/2024/spring-update.md", "spring-update"),
        ("site/content/posts/2020/photo-walk/index.md", "photo-walk"),
        "site/content/posts/2022/_index.md", id="hugo-posts-by-year"),
    pytest.param(
        ["docs/guide/install.md", "docs/guide/configure/index.md", "docs/reference/cli.md",
         "docs/reference/plugins/index.md", "docs/guide/upgrade.md", "docs/reference/api/index.md",
         "docs/tutorials/first-project.md", "docs/tutorials/deploy/index.md"],
        ("docs/reference/environment.md", "environment"),
        ("docs/guide/troubleshooting/index.md", "troubleshooting"),
        None, id="mkdocs-sections"),
    pytest.param(
        ["src/lib/parser.js", "src/lib/lexer/index.js", "src/lib/printer.js", "src/lib/transform/index.js",
         "src/lib/utils.js", "src/lib/scope/index.js", "src/lib/errors.js"],
        ("src/lib/tokens.js", "tokens"),
        ("src/lib/visitor/index.js", "visitor"),
        None, id="node-modules"),
    pytest.param(
        ["proj/mypkg/io.py", "proj/mypkg/models/__init__.py", "proj/mypkg/cli.py", "proj/mypkg/plugins/__init__.py",
         "proj/mypkg/config.py", "proj/mypkg/storage/__init__.py", "proj/mypkg/errors.py"],
        ("proj/mypkg/logging.py", "logging"),
        ("proj/mypkg/server/__init__.py", "server"),
        "proj/mypkg/__init__.py", id="python-package"),
    pytest.param(
        ["crates/engine/src/render.rs", "crates/engine/src/audio/mod.rs", "crates/engine/src/input.rs",
         "crates/engine/src/physics/mod.rs", "crates/engine/src/window.rs", "crates/engine/src/assets/mod.rs"],
        ("crates/engine/src/network.rs", "network"),
        ("crates/engine/src/scene/mod.rs", "scene"),
        None, id="rust-modules"),
    pytest.param(
        ["handbook/people/onboarding.md", "handbook/people/benefits/README.md", "handbook/engineering/oncall.md",
         "handbook/engineering/code-review/README.md", "handbook/people/travel.md",
         "handbook/engineering/release/README.md"],
        ("handbook/finance/expenses.md", "expenses"),
        ("handbook/people/hiring/README.md", "hiring"),
        None, id="readme-handbook"),
    pytest.param(
        ["website/docs/intro.md", "website/docs/guides/index.mdx", "website/docs/setup.mdx", "website/docs/api/index.md",
         "website/docs/faq.md", "website/docs/plugins/index.mdx", "website/docs/deploy.mdx"],
        ("website/docs/changelog.md", "changelog"),
        ("website/docs/theming/index.mdx", "theming"),
        None, id="docusaurus-md-and-mdx"),
]


def _member(path: str) -> str:
    """The member a path holds: its file's stem, or its folder's name when the stem is an entry word."""
    folder, name = path.rsplit("/", 2)[-2:]
    stem = name.split(".")[0]
    return folder if stem.lower() in ("index", "__init__", "mod", "readme") else stem


@pytest.mark.parametrize("samples, flat, bundle, marker", BUNDLE_TREES)
def test_member_as_file_or_folder(samples, flat, bundle, marker):
    a, rule = rule_of(samples)
    readers = None  # the fields that read the member on every path so far: one must read it on all of them
    for path, value in [(p, _member(p)) for p in samples] + [flat, bundle]:
        got = record(rule, path)
        assert got is not None, (a.glob, path)
        assert got[0] == "complete", (a.glob, path, got)
        reading = {name for name, v in got[1].items() if str(v) == value}
        readers = reading if readers is None else readers & reading
        assert readers, (a.glob, [(f.name, f.pattern) for f in a.fields], path, got)
    if marker is not None:
        assert record(rule, marker) is None, (a.glob, marker)


# look-alikes: each folder's index beside its pages (every sample an entry file, or entry files at one depth
# with the pages), two entry words, an entry file no deeper than the pages: no bundle is read
@pytest.mark.parametrize("samples", [
    pytest.param(["web/a/index.html", "web/b/index.html", "web/c/index.html", "web/d/index.html"], id="all-entries"),
    pytest.param(["docs/a/index.md", "docs/a/intro.md", "docs/b/index.md", "docs/b/setup.md", "docs/c/usage.md"],
                 id="index-beside-its-pages"),
    pytest.param(["pkg/a/index.js", "pkg/b/README.js", "pkg/c.js", "pkg/d.js"], id="two-entry-words"),
])
def test_no_bundle_without_flat_members_a_level_up(samples):
    a = analyse(samples)
    assert "/index}" not in a.glob and "/README}" not in a.glob, a.glob


# A folder that calls itself the retired copy of a sibling (a lifecycle word: old, archive, legacy, deprecated, ...)
# joined to other words that name what it holds, anywhere below the tree's top: samples drawn from it alone still
# take the current sibling's files. (samples, a file of the sibling, and the folder's value there)
RETIRED_TREES = [
    pytest.param([f"db/old_migrations/2014{m:02d}0{d}120000_{n}.rb" for m, d, n in
                  ((1, 1, "create_users"), (3, 2, "add_index_to_stories"), (5, 3, "drop_tags"), (9, 4, "add_karma"),
                   (11, 5, "rename_column"))],
                 "db/migrate/20240105093000_add_mod_notes.rb", "migrate", id="rails-old-migrations"),
    pytest.param(["db/migration_archive/V1__create_accounts.sql", "db/migration_archive/V2__add_email_index.sql",
                  "db/migration_archive/V3__drop_sessions.sql", "db/migration_archive/V14__rename_orders.sql"],
                 "db/migration/V31__add_refunds.sql", "migration", id="flyway-migration-archive"),
    pytest.param(["shop/orders/legacy_migrations/0001_initial.py", "shop/orders/legacy_migrations/0002_add_total.py",
                  "shop/orders/legacy_migrations/0003_remove_flag.py", "shop/orders/legacy_migrations/0004_index.py"],
                 "shop/orders/migrations/0031_add_refunds.py", "migrations", id="django-legacy-migrations"),
    pytest.param(["site/docs-deprecated/api/authentication.md", "site/docs-deprecated/api/pagination.md",
                  "site/docs-deprecated/guides/webhooks.md", "site/docs-deprecated/guides/rate-limits.md"],
                 "site/docs/api/errors.md", "docs", id="deprecated-docs"),
    pytest.param(["firmware/releases_old/board-a/fw-1.2.0.bin", "firmware/releases_old/board-b/fw-1.3.1.bin",
                  "firmware/releases_old/board-a/fw-1.4.0.bin", "firmware/releases_old/board-c/fw-2.0.0.bin"],
                 "firmware/releases/board-a/fw-3.1.0.bin", "releases", id="old-firmware-releases"),
]


@pytest.mark.parametrize("samples, sibling, folder", RETIRED_TREES)
def test_retired_folder_stands_for_its_sibling(samples, sibling, folder):
    a, rule = rule_of(samples)
    got = record(rule, sibling)
    assert got is not None, (a.glob, sibling)
    assert folder in {str(v) for v in got[1].values()}, (a.glob, got)


# look-alikes: a lifecycle word alone names no sibling (certbot's fixed `archive/<domain>/`, a store's `Archive/`
# beside `Latest/`), the tree's first folder names the tree, and a word that only holds one (`gold_standard`) is
# no lifecycle word: each stays literal
@pytest.mark.parametrize("samples, outside", [
    pytest.param(["etc/letsencrypt/archive/example.com/cert1.pem", "etc/letsencrypt/archive/example.com/cert2.pem",
                  "etc/letsencrypt/archive/shop.example.org/cert1.pem",
                  "etc/letsencrypt/archive/mail.example.net/cert4.pem"],
                 "etc/letsencrypt/live/example.com/cert1.pem", id="certbot-archive"),
    pytest.param(["Raw/Archive/snapshot_2023_12_29_02_00_24.7z", "Raw/Archive/snapshot_2023_12_30_11_34_25.7z",
                  "Raw/Archive/snapshot_2024_01_01_12_43_34.7z"], "Raw/Latest/snapshot_2024_01_04_08_28_03.7z",
                 id="store-archive"),
    pytest.param(["old_results/run_001.csv", "old_results/run_002.csv", "old_results/run_017.csv"],
                 "results/run_001.csv", id="tree-top"),
    pytest.param(["eval/gold_standard/doc_0001.xml", "eval/gold_standard/doc_0002.xml",
                  "eval/gold_standard/doc_0135.xml"],
                 "eval/predictions/doc_0001.xml", id="gold-standard"),
])
def test_lifecycle_look_alikes_stay_literal(samples, outside):
    a, rule = rule_of(samples)
    assert record(rule, outside) is None, a.glob
    assert record(rule, samples[0]) is not None, a.glob


def test_many_bundles_and_long_names_are_analysed():
    """A hang guard: 10,000 members, a third of them bundles, and members of hundreds of characters."""
    samples = [f"blog/{2000 + i % 25}/post-{i}/index.md" if i % 3 == 0 else f"blog/{2000 + i % 25}/post-{i}.md"
               for i in range(10_000)]
    assert_analyses_every_sample(samples)
    long_names = [f"docs/{'x' * 300}-{i}/README.md" if i % 2 else f"docs/{'y' * 300}-{i}.md" for i in range(40)]
    a, rule = rule_of(long_names)
    assert record(rule, f"docs/{'z' * 400}-7/README.md") is not None, a.glob
    assert_analyses_every_sample(["a//b/index.md", "a/b.md", "a/..c.md", "a/é/index.md", "a/ü.md"])
