"""A held-out review group (review20): real layouts from sources no one here had used, written down before scoring.

Like review18.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a list of
(path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave alone.
Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring and kept in review20_names.py (a seeded subset where the source is large: 300 files of the
kind, and up to 200 neighbours drawn first from the kind's own folders, then from their parent and sibling folders,
then from its top folders, then from the rest; files of the same kind in another spelling or at another depth, which
a fair rule might also match, are left out of both, and no neighbour has a kind file's shape once digit runs are
masked); nothing is rebuilt from a pattern.
Truth values are what the source means by its names (its README or contributing guide, the tool's or the standard's
naming convention: Maven's repository layout, Android's resource qualifiers, towncrier, chart-testing, Prisma,
Docusaurus, Hugo page bundles), never what the analyser reads.
Families (issue 15's hidden listings): software and release artefacts (a Maven repository kept in git: snapshot jars,
descriptors, checksums and releases; Helm chart-testing values and generated manifests; Rails, Prisma and ClickHouse
migrations; RSpec tests and Jest snapshots; towncrier news fragments; googleapis' versioned protos; DigitalOcean's and
Twilio's API specs), web and media archives (Noto emoji bitmaps by size and code-point sequence, region flags,
Octicons and Phosphor icon sets, JetBrains Mono fonts by format, weight and style, Node.js's and OpenTelemetry's blogs
and images by category or year), documents and localisation (Docusaurus versioned docs, free-programming-books' lists
and translated documents, NewPipe's store changelogs, Android string resources and screenshots, Node.js's install
snippets by language). No analyser change was made for this group before its first score.
"""
from __future__ import annotations

import random

from ground_truth import review20_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review19


# --- Emoji images ----------------------------------------------------------------------------------------------

def noto_png(r: random.Random) -> tuple[Kind, list[str]]:
    """googlefonts/noto-emoji @b3e3051a0880: the Noto Color Emoji bitmaps png/<size>/emoji_u<sequence>.png, by the
    repository's build (README, Makefile) the pixel size (32, 72, 128, 512) and the emoji's Unicode sequence, code
    points in lower-case hex joined by _ (1f600; 1f468_1f3fe_200d_2764_200d_1f468_1f3fd with skin tones and
    zero-width joiners; 14,332, 300 kept); neighbours: the svg/ sources, the region flags, the build scripts."""
    return _layout(N.NOTO_PNG_KIND, N.NOTO_PNG_OTHER,
                   r"^png/(\d+)/emoji_u([0-9a-f]+(?:_[0-9a-f]+)*)\.png$",
                   ('size', 'sequence'))


def noto_svg(r: random.Random) -> tuple[Kind, list[str]]:
    """googlefonts/noto-emoji @b3e3051a0880: the emoji sources svg/emoji_u<sequence>.svg, the Unicode sequence as
    noto_png (3,583, 300 kept); neighbours: svg/LICENSE, the png/ renderings, the flags, the scripts."""
    return _layout(N.NOTO_SVG_KIND, N.NOTO_SVG_OTHER,
                   r"^svg/emoji_u([0-9a-f]+(?:_[0-9a-f]+)*)\.svg$",
                   ('sequence',))


def noto_flags(r: random.Random) -> tuple[Kind, list[str]]:
    """googlefonts/noto-emoji @b3e3051a0880: flag images third_party/region-flags/<format>/<REGION>.<format>, the
    format (png, svg; folder and extension), the ISO 3166 country (JP, NP, ...) and, on some files only, the ISO
    3166-2 subdivision after a hyphen (US-DC, GB-SCT; 718, 300 kept); neighbours: the html/ pages and waved-svg/
    flags named by regional-indicator code points."""
    return _layout(N.NOTO_FLAGS_KIND, N.NOTO_FLAGS_OTHER,
                   r"^third_party/region-flags/(png|svg)/([A-Z]{2})(?:-([A-Z0-9]+))?\.\1$",
                   ('format', 'country', 'subdivision'))


# --- Icon sets -------------------------------------------------------------------------------------------------

def octicons(r: random.Random) -> tuple[Kind, list[str]]:
    """primer/octicons @d1e0051067f0: GitHub's icons icons/<name>-<size>.svg, by the README the icon's name (words
    joined by hyphens: git-pull-request-draft, bookmark-slash-fill) and the pixel size glued after the last hyphen
    (12, 16, 24, 48, 96; 743, 300 kept); neighbours: the libraries' sources, tests and build files."""
    return _layout(N.OCTICONS_KIND, N.OCTICONS_OTHER,
                   r"^icons/([a-z0-9-]+?)-(\d+)\.svg$",
                   ('name', 'size'))


def phosphor(r: random.Random) -> tuple[Kind, list[str]]:
    """phosphor-icons/core @b571e7178156: icons <set>/<weight>/<name>[-<weight>].svg, the set (assets: the optimised
    icons; raw: the unprocessed exports), the weight (thin, light, regular, bold, fill, duotone) and the icon's
    name, the weight repeated as a suffix on every weight but regular (van-light.svg, user-gear.svg; 18,144, 300
    kept); neighbours: the scripts, sources and package files."""
    return _layout(N.PHOSPHOR_KIND, N.PHOSPHOR_OTHER,
                   r"^(assets|raw)/(bold|duotone|fill|light|regular|thin)/([a-z0-9-]+?)(?:-\2)?\.svg$",
                   ('set', 'weight', 'name'))


# --- API specifications ----------------------------------------------------------------------------------------

def twilio_specs(r: random.Random) -> tuple[Kind, list[str]]:
    """twilio/twilio-oai @d50069b44ea8: OpenAPI specs spec/<format>/twilio_<domain>[_<version>].<format>, the format
    (json, yaml; folder and extension), the API domain (api, chat, ip_messaging, iam_organizations, ...) and the API
    version (v1, v2, v2010), absent on some (twilio_preview, twilio_iam_organizations; 110); neighbours:
    types/*.json, the README, changelog and build files."""
    return _layout(N.TWILIO_SPECS_KIND, N.TWILIO_SPECS_OTHER,
                   r"^spec/(json|yaml)/twilio_([a-z_]+?)(?:_(v\d+))?\.\1$",
                   ('format', 'domain', 'version'))


# --- Release notes, changelogs and blogs -----------------------------------------------------------------------

def node_releases(r: random.Random) -> tuple[Kind, list[str]]:
    """nodejs/nodejs.org @6f94c8a6ab64: release posts apps/site/pages/en/blog/release/v<version>.md, the Node.js
    version released (0.6.21 ... 24.10.0; 804, 300 kept); neighbours: the other blog categories' posts, the site's
    pages, components and images."""
    return _layout(N.NODE_RELEASES_KIND, N.NODE_RELEASES_OTHER,
                   r"^apps/site/pages/en/blog/release/v(\d+\.\d+\.\d+)\.md$",
                   ('version',))


def node_blog(r: random.Random) -> tuple[Kind, list[str]]:
    """nodejs/nodejs.org @6f94c8a6ab64: blog posts apps/site/pages/en/blog/<category>/<slug>.<format>, the category
    (release, vulnerability, weekly, announcements, community, npm, ...), the post's slug (v20.11.1,
    weekly-update.2015-03-27, interactive-2015-keynotes) and the format (md, mdx on a few; 1,049, 300 kept);
    neighbours: blog/index.md, the site's other pages and the blog's images."""
    return _layout(N.NODE_BLOG_KIND, N.NODE_BLOG_OTHER,
                   r"^apps/site/pages/en/blog/([a-z]+)/([^/]+)\.(md|mdx)$",
                   ('category', 'slug', 'format'))


def node_snippets(r: random.Random) -> tuple[Kind, list[str]]:
    """nodejs/nodejs.org @6f94c8a6ab64: install snippets apps/site/snippets/<language>/download/<manager>.bash, the
    site's language (en, ar, pt-br, zh-cn, ...) and the package manager or installer (nvm, fnm, brew, choco,
    docker,...; not every language has every one; 158); neighbours: the site's translated pages and components."""
    return _layout(N.NODE_SNIPPETS_KIND, N.NODE_SNIPPETS_OTHER,
                   r"^apps/site/snippets/([a-z]{2}(?:-[a-z]{2})?)/download/([a-z]+)\.bash$",
                   ('language', 'manager'))


# --- Rails migrations and tests --------------------------------------------------------------------------------

def lobsters_migrations(r: random.Random) -> tuple[Kind, list[str]]:
    """lobsters/lobsters @57268d762e1c: Rails migrations db/<folder>/<timestamp>_<name>[.<engine>].rb, the folder
    (migrate: current, old_migrations: archived), the migration's UTC timestamp (14 digits), its name and, on two,
    the engine that shipped it (action_mailbox, active_storage; 164); neighbours: db/schema.rb and seeds, the app's
    models, controllers and views."""
    return _layout(N.LOBSTERS_MIGRATIONS_KIND, N.LOBSTERS_MIGRATIONS_OTHER,
                   r"^db/(migrate|old_migrations)/(\d{14})_([a-z0-9_]+)(?:\.([a-z_]+))?\.rb$",
                   ('folder', 'timestamp', 'name', 'engine'))


def lobsters_specs(r: random.Random) -> tuple[Kind, list[str]]:
    """lobsters/lobsters @57268d762e1c: RSpec tests spec/<type>/<name>_spec.rb, by RSpec's convention the type
    (models, requests, features, controllers, jobs, routing, ...) and the tested unit (97); neighbours: the
    factories (spec/factories/<name>.rb), fixtures, support files, the app's sources. Specs nested a folder deeper
    (spec/requests/mod/...) are left out of both."""
    return _layout(N.LOBSTERS_SPECS_KIND, N.LOBSTERS_SPECS_OTHER,
                   r"^spec/([a-z_]+)/([a-z0-9_]+)_spec\.rb$",
                   ('type', 'name'))


# --- Localisation and store metadata ---------------------------------------------------------------------------

def newpipe_changelogs(r: random.Random) -> tuple[Kind, list[str]]:
    """TeamNewPipe/NewPipe @79767f95f761: F-Droid/fastlane changelogs
    fastlane/metadata/android/<locale>/changelogs/<versionCode>.txt, the store locale (en-US, de, pt-BR, zh-Hans,
    zh_Hant_HK, ...) and the app's version code (2,749, 300 kept); neighbours: each locale's short and full
    descriptions, the screenshots, the app's sources."""
    return _layout(N.NEWPIPE_CHANGELOGS_KIND, N.NEWPIPE_CHANGELOGS_OTHER,
                   r"^fastlane/metadata/android/([A-Za-z_-]+)/changelogs/(\d+)\.txt$",
                   ('locale', 'version'))


def newpipe_strings(r: random.Random) -> tuple[Kind, list[str]]:
    """TeamNewPipe/NewPipe @79767f95f761: Android string resources app/src/main/res/values-<qualifier>/strings.xml,
    by Android's resource qualifiers the language (two or three letters: de, ast, kmr), an optional script in the
    BCP 47 form (b+uz+Latn) and an optional region after -r (pt-rBR, zh-rTW; 125); neighbours: values/ (the default
    strings and styles), values-night/, values-land/, values-sw600dp/ and values-v27/ (qualifiers that are not
    locales), the drawables and layouts."""
    return _layout(N.NEWPIPE_STRINGS_KIND, N.NEWPIPE_STRINGS_OTHER,
                   r"^app/src/main/res/values-(?:b\+)?([a-z]{2,3})(?:\+([A-Z][a-z]{3}))?(?:-r([A-Z]{2}))?/strings\.xml$",
                   ('language', 'script', 'region'))


def newpipe_screenshots(r: random.Random) -> tuple[Kind, list[str]]:
    """TeamNewPipe/NewPipe @79767f95f761: store screenshots
    fastlane/metadata/android/<locale>/images/<device>Screenshots/<NN>.png, the locale (en-US), the device class
    (phone, tenInch) and the screenshot's number (11); neighbours: the icon and feature graphic beside them, the
    locales' text files."""
    return _layout(N.NEWPIPE_SCREENSHOTS_KIND, N.NEWPIPE_SCREENSHOTS_OTHER,
                   r"^fastlane/metadata/android/([A-Za-z-]+)/images/(phone|tenInch)Screenshots/(\d+)\.png$",
                   ('locale', 'device', 'number'))


# --- API specifications: DigitalOcean --------------------------------------------------------------------------

def do_examples(r: random.Random) -> tuple[Kind, list[str]]:
    """digitalocean/openapi @7c1300c479fe: request examples
    specification/resources/<resource>/examples/<language>/<operation>.yml, the API resource (apps, databases,
    droplets, kubernetes, ...), the client language (curl, python, go, ruby, dots: the TypeScript client) and the
    operation id (databases_list_opensearch_indexes, sizes_list; 1,358, 300 kept); neighbours: the operations,
    models, responses and parameters beside them."""
    return _layout(N.DO_EXAMPLES_KIND, N.DO_EXAMPLES_OTHER,
                   r"^specification/resources/([a-z0-9_-]+)/examples/([a-z]+)/([A-Za-z0-9_]+)\.yml$",
                   ('resource', 'language', 'operation'))


def do_models(r: random.Random) -> tuple[Kind, list[str]]:
    """digitalocean/openapi @7c1300c479fe: schemas specification/resources/<resource>/models/<model>.yml, the
    resource and the model (465, 300 kept); neighbours: the resources' operations, examples, responses, and a stray
    copy with a space in its name (app_component_health copy.yml)."""
    return _layout(N.DO_MODELS_KIND, N.DO_MODELS_OTHER,
                   r"^specification/resources/([a-z0-9_-]+)/models/([A-Za-z0-9_]+)\.yml$",
                   ('resource', 'model'))


# --- Changelog fragments ---------------------------------------------------------------------------------------

def aiohttp_changes(r: random.Random) -> tuple[Kind, list[str]]:
    """aio-libs/aiohttp @495e778360d1: towncrier news fragments CHANGES/<issue>.<type>[.rst], by the CHANGES/README
    the issue or pull request number (a commit hash on one: 59c0123d) and the change type (bugfix, feature, doc,
    breaking, contrib, misc, ...), .rst on newer fragments only (166); neighbours: CHANGES/README.rst,.TEMPLATE.rst,
    the package, tests and docs."""
    return _layout(N.AIOHTTP_CHANGES_KIND, N.AIOHTTP_CHANGES_OTHER,
                   r"^CHANGES/([0-9a-f]+)\.([a-z]+)(?:\.rst)?$",
                   ('issue', 'type'))


# --- Documents -------------------------------------------------------------------------------------------------

def fpb_lists(r: random.Random) -> tuple[Kind, list[str]]:
    """EbookFoundation/free-programming-books @5b277d20f623: resource lists <section>/free-<list>[-<language>].md,
    the section (books, casts, courses, more), the list (programming-books, podcasts-screencasts, courses,
    programming-interactive-tutorials, ...) and the list's language (ar, pt_BR, fa_IR, zh_TW), absent on
    English-only lists (free-programming-cheatsheets.md; 116); neighbours:
    more/problem-sets-competitive-programming.md, docs/, the README and scripts. The English books by programming
    language and subject (-langs, -subjects) and the cs-cp list are left out of both."""
    return _layout(N.FPB_LISTS_KIND, N.FPB_LISTS_OTHER,
                   r"^(books|casts|courses|more)/free-([a-z-]+?)(?:-([a-z]{2}(?:_[A-Z]{2})?))?\.md$",
                   ('section', 'list', 'language'))


def fpb_docs(r: random.Random) -> tuple[Kind, list[str]]:
    """EbookFoundation/free-programming-books @5b277d20f623: translated project documents
    docs/<DOCUMENT>[-<language>].md, the document (CODE_OF_CONDUCT, CONTRIBUTING, HOWTO) and the translation's
    language (bn, fa_IR, zh_TW, ...; none: English; 93); neighbours: docs/README.md, the lists, the README and
    workflows."""
    return _layout(N.FPB_DOCS_KIND, N.FPB_DOCS_OTHER,
                   r"^docs/(CODE_OF_CONDUCT|CONTRIBUTING|HOWTO)(?:-([a-z]{2,3}(?:_[A-Z]{2})?))?\.md$",
                   ('document', 'language'))


# --- Fonts -----------------------------------------------------------------------------------------------------

def jbm_fonts(r: random.Random) -> tuple[Kind, list[str]]:
    """JetBrains/JetBrainsMono @19371302b95d: release fonts fonts/<format>/<Family>-<Weight><Style>.<ext>, the
    format folder (ttf, otf, webfonts: woff2), the family (JetBrainsMono), the weight (Thin ... ExtraBold; absent on
    the regular italic: JetBrainsMono-Italic) and the style (Italic, or nothing for upright; 48); neighbours: the
    variable fonts (JetBrainsMono[wght].ttf), the archived copies in fonts/archives/, the sources and images."""
    return _layout(N.JBM_FONTS_KIND, N.JBM_FONTS_OTHER,
                   r"^fonts/(ttf|otf|webfonts)/(JetBrainsMono(?:NL)?)-(Thin|ExtraLight|Light|Regular|Medium|SemiBold|Bold|ExtraBold)?(Italic)?\.(?:ttf|otf|woff2)$",
                   ('format', 'family', 'weight', 'style'))


def jbm_archives(r: random.Random) -> tuple[Kind, list[str]]:
    """JetBrains/JetBrainsMono @19371302b95d: archived fonts fonts/archives/<format>/<Family>-<Weight><Style>.<ext>,
    format, family (JetBrainsMono, and JetBrainsMonoNL without ligatures in ttf), weight and style as jbm_fonts
    (64); neighbours: the current fonts, the archived variable fonts, the sources."""
    return _layout(N.JBM_ARCHIVES_KIND, N.JBM_ARCHIVES_OTHER,
                   r"^fonts/archives/(ttf|otf|webfonts)/(JetBrainsMono(?:NL)?)-(Thin|ExtraLight|Light|Regular|Medium|SemiBold|Bold|ExtraBold)?(Italic)?\.(?:ttf|otf|woff2)$",
                   ('format', 'family', 'weight', 'style'))


# --- Kubernetes manifests --------------------------------------------------------------------------------------

def helm_ci_values(r: random.Random) -> tuple[Kind, list[str]]:
    """prometheus-community/helm-charts @cf408a290aec: chart-testing values
    charts/<chart>/ci/[<NN>-]<case>-values.yaml|.yml, by chart-testing's convention the chart, an optional two-digit
    order (05-, 06-, on some charts) and the test case (default, ingress, pod-labels, ...), .yml on a few charts
    (172); neighbours: the charts' Chart.yaml, values.yaml, templates, README and ci/lint.sh. hostAliases.yml (no
    -values suffix) is left out of both."""
    return _layout(N.HELM_CI_VALUES_KIND, N.HELM_CI_VALUES_OTHER,
                   r"^charts/([a-z0-9-]+)/ci/(?:(\d\d)-)?([A-Za-z0-9-]+?)-values\.ya?ml$",
                   ('chart', 'order', 'case'))


def helm_kps_rules(r: random.Random) -> tuple[Kind, list[str]]:
    """prometheus-community/helm-charts @cf408a290aec: kube-prometheus-stack's generated manifests
    charts/kube-prometheus-stack/templates/<component>/<collection>-<kubernetes>/<name>.yaml, the component
    (prometheus, grafana), the collection (rules, dashboards), the lowest Kubernetes version they target (1.14) and
    the rule group or dashboard (k8s.rules.container_cpu_limits, node-exporter; 76); neighbours: the chart's other
    templates, values, CRDs and hack scripts."""
    return _layout(N.HELM_KPS_RULES_KIND, N.HELM_KPS_RULES_OTHER,
                   r"^charts/kube-prometheus-stack/templates/(prometheus|grafana)/(rules|dashboards)-(\d+\.\d+)/([a-z0-9._-]+)\.yaml$",
                   ('component', 'collection', 'kubernetes', 'name'))


# --- A Maven repository ----------------------------------------------------------------------------------------

def mvn_snapshots(r: random.Random) -> tuple[Kind, list[str]]:
    """MegaMek/mavenrepo @3b12bb3f5a32: snapshot jars of a Maven repository kept in git
    org/megamek/megamek/<version>-SNAPSHOT/megamek-<version>-<timestamp>-<build>[-<classifier>].jar, by Maven's
    repository layout the base version (0.49.18 ... 0.49.20), the deploy's UTC timestamp (yyyyMMdd.HHmmss), the
    build number and the classifier (sources, or none for the main jar; 456, 300 kept); neighbours: the same
    folders' poms, Gradle module files, checksums and maven-metadata.xml."""
    return _layout(N.MVN_SNAPSHOTS_KIND, N.MVN_SNAPSHOTS_OTHER,
                   r"^org/megamek/megamek/(\d+\.\d+\.\d+)-SNAPSHOT/megamek-\1-(\d{8}\.\d{6})-(\d+)(?:-(sources))?\.jar$",
                   ('version', 'timestamp', 'build', 'classifier'))


def mvn_poms(r: random.Random) -> tuple[Kind, list[str]]:
    """MegaMek/mavenrepo @3b12bb3f5a32: snapshot descriptors org/megamek/megameklab/<version>-SNAPSHOT/megameklab-
    <version>-<timestamp>-<build>.<type>, version, timestamp and build as mvn_snapshots and the type (pom, module:
    the Gradle module metadata; 88); neighbours: the jars, checksums and metadata beside them."""
    return _layout(N.MVN_POMS_KIND, N.MVN_POMS_OTHER,
                   r"^org/megamek/megameklab/(\d+\.\d+\.\d+)-SNAPSHOT/megameklab-\1-(\d{8}\.\d{6})-(\d+)\.(pom|module)$",
                   ('version', 'timestamp', 'build', 'type'))


def mvn_checksums(r: random.Random) -> tuple[Kind, list[str]]:
    """MegaMek/mavenrepo @3b12bb3f5a32: checksums org/megamek/mekhq/<version>[-SNAPSHOT]/mekhq-<version>
    [-<timestamp>-<build>][-<classifier>].<type>.<algorithm>, the version, the timestamp and build on snapshots
    only, the classifier (sources), the type checked (jar, pom, module) and the algorithm (md5, sha1, sha256,
    sha512; 112); neighbours: the artefacts themselves, maven-metadata.xml and its checksums."""
    return _layout(N.MVN_CHECKSUMS_KIND, N.MVN_CHECKSUMS_OTHER,
                   r"^org/megamek/mekhq/(\d+\.\d+\.\d+)(?:-SNAPSHOT)?/mekhq-\1(?:-(\d{8}\.\d{6})-(\d+))?(?:-(sources))?\.(jar|pom|module)\.(md5|sha1|sha256|sha512)$",
                   ('version', 'timestamp', 'build', 'classifier', 'type', 'algorithm'))


def mvn_releases(r: random.Random) -> tuple[Kind, list[str]]:
    """MegaMek/mavenrepo @3b12bb3f5a32: releases org/megamek/<artifact>/<version>/<artifact>-<version>
    [-<classifier>].<type>, the artifact (megamek, megameklab, mekhq), the version (three or four numbers:
    0.49.19.1), the classifier (sources) and the type (jar, pom, module; 40); neighbours: their checksums, the
    snapshots. The megameklab-mass-print-CGL artefacts published in megameklab's folders are left out of both."""
    return _layout(N.MVN_RELEASES_KIND, N.MVN_RELEASES_OTHER,
                   r"^org/megamek/([a-z]+)/(\d+(?:\.\d+)+)/\1-\2(?:-(sources))?\.(jar|pom|module)$",
                   ('artifact', 'version', 'classifier', 'type'))


# --- Versioned documentation and test snapshots ----------------------------------------------------------------

def jest_docs(r: random.Random) -> tuple[Kind, list[str]]:
    """jestjs/jest @52db46e50404: Docusaurus versioned docs website/versioned_docs/version-<version>/<Page>.md, the
    Jest version (29.7, 30.0, 30.4) and the page (ExpectAPI, TutorialAsync, UpgradingToJest29; 112); neighbours: the
    partials beside them (_TypeScriptExamplesNote.md), versioned_sidebars/version-<version>-sidebars.json, the
    current docs/, the website's sources."""
    return _layout(N.JEST_DOCS_KIND, N.JEST_DOCS_OTHER,
                   r"^website/versioned_docs/version-(\d+\.\d+)/([A-Za-z0-9-]+)\.md$",
                   ('version', 'page'))


def jest_snapshots(r: random.Random) -> tuple[Kind, list[str]]:
    """jestjs/jest @52db46e50404: test snapshots packages/<package>/src/__tests__/__snapshots__/<test>.test.
    <language>.snap, the package (expect, jest-config, pretty-format, ...), the test file's name and its language
    (ts, js; 56); neighbours: the tests themselves, the packages' sources and fixtures. Snapshots nested deeper
    (src/lib/__tests__/...) are not of the kind."""
    return _layout(N.JEST_SNAPSHOTS_KIND, N.JEST_SNAPSHOTS_OTHER,
                   r"^packages/([a-z0-9-]+)/src/__tests__/__snapshots__/([A-Za-z0-9._-]+?)\.test\.(ts|tsx|js)\.snap$",
                   ('package', 'test', 'language'))


# --- Blogs by year ---------------------------------------------------------------------------------------------

def otel_posts(r: random.Random) -> tuple[Kind, list[str]]:
    """open-telemetry/opentelemetry.io @dd5997c8b9fa: blog posts content/en/blog/<year>/<slug>.md or, for a post
    with images, content/en/blog/<year>/<slug>/index.md (a Hugo page bundle), the year (2019 ... 2026) and the
    post's slug (v1.0-trio with a dot; 256); neighbours: the bundles' images, the blog's _index.md files, the site's
    other pages."""
    return _layout(N.OTEL_POSTS_KIND, N.OTEL_POSTS_OTHER,
                   r"^content/en/blog/(\d{4})/([a-z0-9][a-z0-9.-]*)(?:\.md|/index\.md)$",
                   ('year', 'slug'))


def otel_images(r: random.Random) -> tuple[Kind, list[str]]:
    """open-telemetry/opentelemetry.io @dd5997c8b9fa: blog images content/en/blog/<year>/<post>/<image>.<format>,
    the year, the post (its bundle), the image's name and the format (png, jpg, jpeg, svg, webp, gif; 297);
    neighbours: the bundles' index.md, the flat posts, a video and a zip."""
    return _layout(N.OTEL_IMAGES_KIND, N.OTEL_IMAGES_OTHER,
                   r"^content/en/blog/(\d{4})/([a-z0-9-]+)/([^/]+)\.(png|jpg|jpeg|svg|webp|gif)$",
                   ('year', 'post', 'image', 'format'))


def otel_ja_posts(r: random.Random) -> tuple[Kind, list[str]]:
    """open-telemetry/opentelemetry.io @dd5997c8b9fa: the blog's Japanese translations
    content/ja/blog/<year>/<slug>.md or <year>/<slug>/index.md, the year (2022 ... 2026) and the translated post's
    slug (96); neighbours: each year's _index.md, the Japanese docs, the English blog."""
    return _layout(N.OTEL_JA_POSTS_KIND, N.OTEL_JA_POSTS_OTHER,
                   r"^content/ja/blog/(\d{4})/([a-z0-9-]+)(?:\.md|/index\.md)$",
                   ('year', 'slug'))


# --- Versioned API protos: googleapis --------------------------------------------------------------------------

def googleads(r: random.Random) -> tuple[Kind, list[str]]:
    """googleapis/googleapis @f8291d2b89f0: Google Ads API protos
    google/ads/googleads/<version>/<package>/<name>.proto, the API version (v22 ... v25), the package (common,
    enums, errors, resources, services, actions) and the proto file (3,556, 300 kept); neighbours: BUILD.bazel in
    each folder, the versions' service configs (googleads_v22.yaml, googleads_gapic.yaml,
    googleads_grpc_service_config.json)."""
    return _layout(N.GOOGLEADS_KIND, N.GOOGLEADS_OTHER,
                   r"^google/ads/googleads/(v\d+)/(common|enums|errors|resources|services|actions)/([a-z0-9_]+)\.proto$",
                   ('version', 'package', 'name'))


def aip_protos(r: random.Random) -> tuple[Kind, list[str]]:
    """googleapis/googleapis @f8291d2b89f0: Vertex AI protos google/cloud/aiplatform/<version>/<name>.proto, the
    version (v1, v1beta1) and the proto file (270); neighbours: BUILD.bazel, aiplatform_<version>.yaml and the gRPC
    service config beside them, the schema/ subtree."""
    return _layout(N.AIP_PROTOS_KIND, N.AIP_PROTOS_OTHER,
                   r"^google/cloud/aiplatform/(v1|v1beta1)/([a-z0-9_]+)\.proto$",
                   ('version', 'name'))


def aip_schema(r: random.Random) -> tuple[Kind, list[str]]:
    """googleapis/googleapis @f8291d2b89f0: Vertex AI schema protos
    google/cloud/aiplatform/<version>/schema/<stage>/<role>/<name>.proto, the version (v1, v1beta1), the stage
    (predict, trainingjob), the role (instance, params, prediction; definition) and the task (image_classification,
    automl_video_object_tracking, ...; 74); neighbours: BUILD.bazel in each folder, other Google APIs' protos and
    configs."""
    return _layout(N.AIP_SCHEMA_KIND, N.AIP_SCHEMA_OTHER,
                   r"^google/cloud/aiplatform/(v1|v1beta1)/schema/(predict|trainingjob)/(instance|params|prediction|definition)/([a-z0-9_]+)\.proto$",
                   ('version', 'stage', 'role', 'name'))


def discoveryengine(r: random.Random) -> tuple[Kind, list[str]]:
    """googleapis/googleapis @f8291d2b89f0: Discovery Engine protos
    google/cloud/discoveryengine/<version>/<name>.proto, the version (v1, v1alpha, v1beta) and the proto file (154);
    neighbours: BUILD.bazel, the service configs (discoveryengine_v1.yaml, ..._grpc_service_config.json), the other
    Google Cloud APIs."""
    return _layout(N.DISCOVERYENGINE_KIND, N.DISCOVERYENGINE_OTHER,
                   r"^google/cloud/discoveryengine/(v1|v1alpha|v1beta)/([a-z0-9_]+)\.proto$",
                   ('version', 'name'))


# --- Database migrations: Prisma and ClickHouse ----------------------------------------------------------------

def umami_prisma(r: random.Random) -> tuple[Kind, list[str]]:
    """umami-software/umami @c0ea3aefbee7: Prisma migrations prisma/migrations/<NN>_<name>/migration.sql, by Prisma
    Migrate's layout the migration's number (01 ... 19) and name (19); neighbours: prisma/schema.prisma, the
    ClickHouse migrations, the app's sources."""
    return _layout(N.UMAMI_PRISMA_KIND, N.UMAMI_PRISMA_OTHER,
                   r"^prisma/migrations/(\d+)_([a-z0-9_]+)/migration\.sql$",
                   ('number', 'name'))


def umami_clickhouse(r: random.Random) -> tuple[Kind, list[str]]:
    """umami-software/umami @c0ea3aefbee7: ClickHouse migrations db/clickhouse/migrations/<NN>_<name>.sql, the
    number (01 ... 10) and the name (10); neighbours: db/clickhouse/schema.sql, the PostgreSQL data migrations, the
    Prisma migrations, the app's sources."""
    return _layout(N.UMAMI_CLICKHOUSE_KIND, N.UMAMI_CLICKHOUSE_OTHER,
                   r"^db/clickhouse/migrations/(\d+)_([a-z0-9_]+)\.sql$",
                   ('number', 'name'))


REVIEW20 = {
    "noto_png": noto_png, "noto_svg": noto_svg, "noto_flags": noto_flags, "octicons": octicons, "phosphor": phosphor,
    "twilio_specs": twilio_specs, "node_releases": node_releases, "node_blog": node_blog,
    "node_snippets": node_snippets, "lobsters_migrations": lobsters_migrations, "lobsters_specs": lobsters_specs,
    "newpipe_changelogs": newpipe_changelogs, "newpipe_strings": newpipe_strings,
    "newpipe_screenshots": newpipe_screenshots, "do_examples": do_examples, "do_models": do_models,
    "aiohttp_changes": aiohttp_changes, "fpb_lists": fpb_lists, "fpb_docs": fpb_docs, "jbm_fonts": jbm_fonts,
    "jbm_archives": jbm_archives, "helm_ci_values": helm_ci_values, "helm_kps_rules": helm_kps_rules,
    "mvn_snapshots": mvn_snapshots, "mvn_poms": mvn_poms, "mvn_checksums": mvn_checksums,
    "mvn_releases": mvn_releases, "jest_docs": jest_docs, "jest_snapshots": jest_snapshots, "otel_posts": otel_posts,
    "otel_images": otel_images, "otel_ja_posts": otel_ja_posts, "googleads": googleads, "aip_protos": aip_protos,
    "aip_schema": aip_schema, "discoveryengine": discoveryengine, "umami_prisma": umami_prisma,
    "umami_clickhouse": umami_clickhouse,
}
