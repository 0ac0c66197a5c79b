"""A fifth review group: real layouts from sources no one here had used, written down before scoring.

Each generator rebuilds the files of one kind from a real, public file tree and its neighbours, like
bench/ground_truth/review2.py: it returns (kind, other), kind a list of (path, {field: true value}),
other the paths a rule learnt from the kind must leave alone. Unlike review2.py every path here is a
path of the source itself, read with `git ls-tree -r --name-only HEAD` at the commit cited in the
generator's docstring and kept in review3_names.py (a seeded subset where the tree is large); nothing
is rebuilt from a pattern. Truth values are what the source means by its names (its README or
conventions), never what the analyser reads. No analyser change was made for this group before its
first score; later rounds fixed some of its misses (docs/analyser.md, "Recall round").
"""
from __future__ import annotations

import random
import re

from ground_truth import review3_names as N

Kind = list[tuple[str, dict]]


def _paths(folders: dict[str, str | tuple[str, ...]]) -> list[str]:
    """Full paths from a {folder: "name name ..."} constant ("" holds whole paths; a tuple holds names with spaces)."""
    return [f"{d}/{n}" if d else n for d, names in folders.items()
            for n in (names if isinstance(names, tuple) else names.split())]


def _layout(kind: dict[str, str], other: dict[str, str], rx: str, fields: tuple[str, ...],
            fix: dict | None = None) -> tuple[Kind, list[str]]:
    """(kind, other) with truth from `rx`'s groups named by `fields` (empty groups left out)."""
    pattern = re.compile(rx)
    out: Kind = []
    for p in _paths(kind):
        m = pattern.search(p)
        if m is None:
            raise ValueError(f"{p!r} does not fit {rx!r}")
        truth = {k: v for k, v in zip(fields, m.groups()) if v is not None}
        for k, f in (fix or {}).items():
            if k in truth:
                truth[k] = f(truth[k])
        out.append((p, truth))
    return out, _paths(other)


def git_test_scripts(r: random.Random) -> tuple[Kind, list[str]]:
    """git/git @1a3e64c6c4a6: the test suite t/t<NNNN>-<name>.sh (1,056 scripts, 200 kept; the four digits are
    family, command and series, t/README); neighbours: t/lib-*.sh, t/helper/*.c, the fixture folders
    t/t<NNNN>/..., the perf scripts t/perf/p<NNNN>-<name>.sh, unit tests, chainlint cases."""
    return _layout(N.GIT_T_KIND, N.GIT_T_OTHER, r"^t/t(\d{4})-(.+)\.sh$", ("number", "name"))


def git_release_notes(r: random.Random) -> tuple[Kind, list[str]]:
    """git/git @1a3e64c6c4a6: Documentation/RelNotes/<version>.adoc, versions of three or four numbers
    (1.5.0.1 ... 2.51.0; 542 notes, 300 kept); neighbours: the manual pages Documentation/git-*.adoc,
    howto/ and technical/ documents, build files in Documentation/."""
    return _layout(N.GIT_RELNOTES_KIND, N.GIT_RELNOTES_OTHER, r"/RelNotes/([\d.]+)\.adoc$", ("version",))


def git_po_translations(r: random.Random) -> tuple[Kind, list[str]]:
    """git/git @1a3e64c6c4a6: po/<language>[_<REGION>].po, 20 translations (bg ... zh_TW, pt_PT); neighbours:
    po/README.md, TEAMS, AGENTS.md, meson.build, .gitignore and .gitattributes."""
    return _layout(N.GIT_PO_KIND, N.GIT_PO_OTHER, r"^po/(.+)\.po$", ("language",))


def kep_metadata(r: random.Random) -> tuple[Kind, list[str]]:
    """kubernetes/enhancements @64765b4b0238: KEP metadata keps/sig-<sig>/<number>-<slug>/kep.yaml (612 KEPs, 200
    kept; slugs with digits and capitals); neighbours: each KEP's README.md and images, OWNERS, the
    production-readiness files keps/prod-readiness/sig-<sig>/<number>.yaml, the template keps/NNNN-kep-template/,
    provider KEPs, and the validator's test data pkg/repo/testdata/.../kep.yaml."""
    return _layout(N.KEP_YAML_KIND, N.KEP_YAML_OTHER, r"^keps/sig-([^/]+)/(\d+)-([^/]+)/kep\.yaml$",
                   ("sig", "number", "slug"))


def kep_prod_readiness(r: random.Random) -> tuple[Kind, list[str]]:
    """kubernetes/enhancements @64765b4b0238: production-readiness approvals keps/prod-readiness/sig-<sig>/<KEP
    number>.yaml (450 files, 200 kept); neighbours: the KEP folders (kep.yaml, README.md, images), OWNERS,
    the prod-readiness template and approvers file."""
    return _layout(N.KEP_PRR_KIND, N.KEP_PRR_OTHER, r"^keps/prod-readiness/sig-([^/]+)/(\d+)\.yaml$",
                   ("sig", "number"))


def ethereum_eips(r: random.Random) -> tuple[Kind, list[str]]:
    """ethereum/EIPs @f767a1e8078e: EIPS/eip-<number>.md (949 proposals, numbers 1 to 8000s, 200 kept);
    neighbours: assets/eip-<number>/... (images, reference code, test vectors), site config and scripts."""
    return _layout(N.EIPS_KIND, N.EIPS_OTHER, r"^EIPS/eip-(\d+)\.md$", ("number",))


def json_test_suite(r: random.Random) -> tuple[Kind, list[str]]:
    """nst/JSONTestSuite @1ef36fa01286: test_parsing/<y|n|i>_<name>.json, y = must accept, n = must reject,
    i = implementation-defined (README), names of words, digits, `+`, `-`, `.` (318 files, 200 kept);
    neighbours: test_transform/*.json, the parsers' own copies and sources under parsers/, results/."""
    return _layout(N.JSON_PARSING_KIND, N.JSON_PARSING_OTHER, r"^test_parsing/([yni])_(.+)\.json$",
                   ("expectation", "name"))


def ohmyzsh_plugins(r: random.Random) -> tuple[Kind, list[str]]:
    """ohmyzsh/ohmyzsh @830a5bcfd29f: plugins/<plugin>/<plugin>.plugin.zsh (323 plugins, 200 kept; names with
    `-`, `_`, digits); neighbours: each plugin's README.md, completions _<name>, helper scripts, lib/*.zsh,
    themes/*.zsh-theme."""
    return _layout(N.OMZ_PLUGINS_KIND, N.OMZ_PLUGINS_OTHER, r"^plugins/([^/]+)/[^/]+\.plugin\.zsh$", ("plugin",))


def ohmyzsh_themes(r: random.Random) -> tuple[Kind, list[str]]:
    """ohmyzsh/ohmyzsh @830a5bcfd29f: themes/<theme>.zsh-theme (143 themes); neighbours: lib/*.zsh, plugin
    files, the few themes shipped inside plugins (plugins/<p>/<t>.zsh-theme)."""
    return _layout(N.OMZ_THEMES_KIND, N.OMZ_THEMES_OTHER, r"^themes/(.+)\.zsh-theme$", ("theme",))


def pdfjs_test_pdfs(r: random.Random) -> tuple[Kind, list[str]]:
    """mozilla/pdf.js @0f26334f9d6f: PDFs committed for a GitHub issue or a Bugzilla bug,
    test/pdfs/<issue|bug><number>.pdf (482, 200 kept); neighbours: the linked ones test/pdfs/<name>.pdf.link,
    reduced or numbered variants (issue<n>_reduced.pdf, issue<n>r.pdf, issue<n>_<k>.pdf), named PDFs,
    the manifest, unit and integration tests."""
    return _layout(N.PDFJS_KIND, N.PDFJS_OTHER, r"^test/pdfs/(issue|bug)(\d+)\.pdf$", ("tracker", "number"))


def flag_icons(r: random.Random) -> tuple[Kind, list[str]]:
    """lipis/flag-icons @35070a38abfd: flags/<1x1|4x3>/<code>.svg, ISO 3166-1 codes plus subdivisions and
    groups (gb-eng, es-ct, arab, eu, un; 271 per ratio); neighbours: country.json, css, sass, index.html."""
    return _layout(N.FLAGS_KIND, N.FLAGS_OTHER, r"^flags/(1x1|4x3)/(.+)\.svg$", ("ratio", "code"))


def gitignore_templates(r: random.Random) -> tuple[Kind, list[str]]:
    """github/gitignore @dcc0fc7bc2b5: <Template>.gitignore at the root, in Global/ (editors, systems) and in
    community/[<group>/] (312 templates, 300 kept; names such as VisualStudio, Qt, JENKINS_HOME, Nasa-Specs);
    neighbours: README.md, CONTRIBUTING.md, LICENSE, the repository's own .gitignore and workflows."""
    return _layout(N.GITIGNORE_KIND, N.GITIGNORE_OTHER,
                   r"^(?:(Global|community)/)?(?:([^/]+)/)?([^/]+)\.gitignore$", ("section", "group", "template"))


def pytest_changelog(r: random.Random) -> tuple[Kind, list[str]]:
    """pytest-dev/pytest @df87db7b0462: towncrier fragments changelog/<issue>.<type>[.<n>].rst (types bugfix,
    improvement, doc, contrib, misc, deprecation, breaking, packaging; 49); neighbours: changelog/README.rst,
    _template.rst, .gitignore, doc/en/*.rst, the release announcements."""
    return _layout(N.PYTEST_CHANGELOG_KIND, N.PYTEST_CHANGELOG_OTHER,
                   r"^changelog/(\d+)\.([a-z]+)(?:\.(\d+))?\.rst$", ("issue", "type", "fragment"))


def pytest_announcements(r: random.Random) -> tuple[Kind, list[str]]:
    """pytest-dev/pytest @df87db7b0462: doc/en/announce/release-<version>.rst (186, 2.0.0 ... 8.x and the
    release candidates 6.0.0rc1 ... 8.0.0rc2); neighbours: announce/index.rst and sprint2016.rst, the rest of
    doc/en, changelog fragments."""
    return _layout(N.PYTEST_ANNOUNCE_KIND, N.PYTEST_ANNOUNCE_OTHER, r"/release-([\d.]+(?:rc\d+)?)\.rst$", ("version",))


def vim_syntax_dumps(r: random.Random) -> tuple[Kind, list[str]]:
    """vim/vim @b3526a91b827: screen dumps of the syntax tests, runtime/syntax/testdir/dumps/<input>_<NN>.dump, one
    per screen of input file testdir/input/<input>.<ext> (names with `_`: vim_ex_grep, algol68_all_preludes; 2,318,
    200 kept); neighbours: the inputs, setup scripts, runtime/syntax/*.vim, and the editor's own screen dumps
    src/testdir/dumps/Test_<name>[_<n>].dump."""
    return _layout(N.VIM_SYNDUMPS_KIND, N.VIM_SYNDUMPS_OTHER, r"/dumps/(.+)_(\d+)\.dump$", ("input", "screen"))


def vim_ftplugins(r: random.Random) -> tuple[Kind, list[str]]:
    """vim/vim @b3526a91b827: filetype plugins runtime/ftplugin/<filetype>.vim (438, 200 kept); neighbours: the
    same filetypes' runtime/indent/*.vim and runtime/syntax/*.vim, compiler/ and autoload/ scripts."""
    return _layout(N.VIM_FTPLUGIN_KIND, N.VIM_FTPLUGIN_OTHER, r"^runtime/ftplugin/(.+)\.vim$", ("filetype",))


def bootstrap_icons(r: random.Random) -> tuple[Kind, list[str]]:
    """twbs/icons @0e6f42e67389: icons/<name>.svg (2,078, 200 kept; arrow-down-circle-fill, 123, bag-x); neighbours:
    the documentation pages docs/content/icons/<name>.md of the same names, font and build files."""
    return _layout(N.BS_ICONS_KIND, N.BS_ICONS_OTHER, r"^icons/(.+)\.svg$", ("icon",))


def advent_of_code(r: random.Random) -> tuple[Kind, list[str]]:
    """mebeim/aoc @481c462b54a4: cleaned-up Advent of Code solutions <year>/solutions/day<DD>.py (145, 2015-2024,
    days missing where the author did not clean one up); neighbours: the first versions of the same days in
    <year>/original_solutions/day<DD>.py, <year>/misc/day<DD>/... (images, notes, C ports), READMEs, utils/."""
    return _layout(N.AOC_KIND, N.AOC_OTHER, r"^(\d{4})/solutions/day(\d\d)\.py$", ("year", "day"))


def leetcode_solutions(r: random.Random) -> tuple[Kind, list[str]]:
    """doocs/leetcode @b6ee4f59f28b: Python solutions solution/<first>-<last>/<NNNN>.<Problem title>/Solution.py,
    problems in folders of a hundred (0000-0099 ... 4000-4099), titles with spaces, commas, parentheses (3,483, 200
    kept); neighbours: the same folders' README.md, README_EN.md, Solution.java/.cpp/.go/.ts, second solutions
    Solution2.py, images, and the Chinese-titled lcof/, lcof2/, lcci/ collections with their own Solution.py."""
    return _layout(N.LEETCODE_KIND, N.LEETCODE_OTHER, r"^solution/(\d{4}-\d{4})/(\d{4})\.([^/]+)/Solution\.py$",
                   ("hundred", "number", "title"))


def eip_asset_images(r: random.Random) -> tuple[Kind, list[str]]:
    """ethereum/EIPs @f767a1e8078e: figures of a proposal, assets/eip-<number>/<name>.png (84 in 42 folders; names
    such as EIP-process, plot_5, 2, multi-geth-use-case); neighbours: the other assets (.md, .py, .json, .pdf,
    .svg, contracts), and the proposals EIPS/eip-<number>.md."""
    return _layout(N.EIP_ASSETS_KIND, N.EIP_ASSETS_OTHER, r"^assets/eip-(\d+)/([^/]+)\.png$", ("eip", "image"))


REVIEW3 = {
    "git_test_scripts": git_test_scripts, "git_release_notes": git_release_notes,
    "git_po_translations": git_po_translations, "kep_metadata": kep_metadata, "kep_prod_readiness": kep_prod_readiness,
    "ethereum_eips": ethereum_eips, "json_test_suite": json_test_suite, "ohmyzsh_plugins": ohmyzsh_plugins,
    "ohmyzsh_themes": ohmyzsh_themes, "pdfjs_test_pdfs": pdfjs_test_pdfs, "flag_icons": flag_icons,
    "gitignore_templates": gitignore_templates, "pytest_changelog": pytest_changelog,
    "pytest_announcements": pytest_announcements, "vim_syntax_dumps": vim_syntax_dumps, "vim_ftplugins": vim_ftplugins,
    "bootstrap_icons": bootstrap_icons, "advent_of_code": advent_of_code, "leetcode_solutions": leetcode_solutions,
    "eip_asset_images": eip_asset_images,
}
