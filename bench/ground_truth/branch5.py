"""A group of branching layouts: real trees whose files sit in numbered, dated or versioned folders.

Like review4.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a list of
(path, {field: true value}), other the paths of the same tree that a rule learnt from the kind must leave alone.
Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD` at the commit cited in
the generator's docstring and kept in branch5_names.py (a seeded subset where the tree is large); nothing is
rebuilt from a pattern. Truth values are what the source means by its names (its README or conventions), never
what the analyser reads. Every layout here branches: its first varying folder holds a year, a date, a number or
a version (one meeting month, one release, one docs version, one conference), so bench_inference.py's one-branch
score draws its samples from one such folder and measures the rule on the whole kind (issue 15's hidden check).
It is the tuning group of the branch5 round (`--group branch5`), committed before any analyser change for it;
docs/analyser.md keeps its first score apart.
"""
from __future__ import annotations

import random

from ground_truth import branch5_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 and review4


def tc39_meeting_days(r: random.Random) -> tuple[Kind, list[str]]:
    """tc39/notes @d99353f99c74: the minutes of each day of a TC39 plenary, meetings/<YYYY-MM>/<month>-<day>.md
    (264 days of 2012-05 ... 2025; the month word as the note-taker wrote it: jul, july, sept, september); the
    meeting is the folder, the day the number; neighbours: each meeting's toc.md and summary.md, slides (PDF),
    odd names (jun-5-modules.md), root files."""
    return _layout(N.TC39_DAYS_KIND, N.TC39_DAYS_OTHER, r"^meetings/(\d{4}-\d{2})/[a-z]+-(\d+)\.md$",
                   ("meeting", "day"))


def tc39_meeting_slides(r: random.Random) -> tuple[Kind, list[str]]:
    """tc39/notes @d99353f99c74: slides shown at a plenary, meetings/<YYYY-MM>/<title>.pdf (49 in 14 meetings;
    titles with spaces, dots and capitals: 'Draft Standard The JSON Data Interchange Format.pdf'); neighbours: the
    same meetings' minutes and toc.md, a .pptx of one deck, root files."""
    return _layout(N.TC39_SLIDES_KIND, N.TC39_SLIDES_OTHER, r"^meetings/(\d{4}-\d{2})/([^/]+)\.pdf$",
                   ("meeting", "title"))


def tc39_agendas(r: random.Random) -> tuple[Kind, list[str]]:
    """tc39/agendas @f294ac930088: the agenda of each plenary, <YYYY>/<MM>.md (83, 2014 ... 2026); neighbours: the
    Ecma documents filed beside them (<YYYY>/tc39-<YYYY>-<NNN>.pdf, slides, a .pptx), template.md, scripts, tcq-tools."""
    return _layout(N.TC39_AGENDAS_KIND, N.TC39_AGENDAS_OTHER, r"^(\d{4})/(\d{2})\.md$", ("year", "month"))


def wasm_cg_meetings(r: random.Random) -> tuple[Kind, list[str]]:
    """WebAssembly/meetings @ab60c7ce1baf: community-group video calls, main/<YYYY>/CG-<MM>-<DD>.md (199, 2017 ...
    2026; a few unpadded days, CG-11-7.md); the meeting's year, month and day; neighbours: the working group's
    WG-<MM>-<DD>.md, in-person meetings CG-<MM>.md and TPAC.md, multi-day CG-03-20v21.md, presentations, other
    subgroups' notes (wasi/, gc/, stack/ ...), process/ pages."""
    return _layout(N.WASM_CG_KIND, N.WASM_CG_OTHER, r"^main/(\d{4})/CG-(\d{2})-(\d{1,2})\.md$",
                   ("year", "month", "day"))


def wasm_wasi_meetings(r: random.Random) -> tuple[Kind, list[str]]:
    """WebAssembly/meetings @ab60c7ce1baf: WASI subgroup meetings, wasi/<YYYY>/WASI-<MM>-<DD>.md (173, 2019 ... 2026);
    neighbours: wasi/README.md, TEMPLATE.md, gen-agendas, presentations (HTML decks with fonts), the GC, SIMD and
    threads subgroups' notes (gc/<YYYY>/GC-<MM>-<DD>.md: the same shape under another name), root files."""
    return _layout(N.WASM_WASI_KIND, N.WASM_WASI_OTHER, r"^wasi/(\d{4})/WASI-(\d{2})-(\d{1,2})\.md$",
                   ("year", "month", "day"))


def wasm_stack_meetings(r: random.Random) -> tuple[Kind, list[str]]:
    """WebAssembly/meetings @ab60c7ce1baf: stack-switching subgroup meetings, stack/<YYYY>/stack-<YYYY-MM-DD>.md
    (73, 2020 ... 2026); the folder's year and the meeting's date; neighbours: the same folders' other names for the
    same meetings (sg-<MM>-<DD>.md, SG-..., bare <YYYY>-<MM>-<DD>.md), the main group's notes, root files."""
    return _layout(N.WASM_STACK_KIND, N.WASM_STACK_OTHER, r"^stack/(\d{4})/stack-(\d{4}-\d{2}-\d{2})\.md$",
                   ("year", "date"))


def aoc_solutions(r: random.Random) -> tuple[Kind, list[str]]:
    """maneatingape/advent-of-code-rust @788e76fa5dc9: Advent of Code solutions src/year<YYYY>/day<DD>.rs (262,
    2015 ... 2025, days 01 ... 25); the puzzle's year and day; neighbours: the tests of the same days
    tests/year<YYYY>/day<DD>.rs (same names), src/year2019/intcode.rs, src/util/*.rs, main.rs, lib.rs, docs/, benches/."""
    return _layout(N.AOC_SRC_KIND, N.AOC_SRC_OTHER, r"^src/year(\d{4})/day(\d{2})\.rs$", ("year", "day"))


def aoc_tests(r: random.Random) -> tuple[Kind, list[str]]:
    """maneatingape/advent-of-code-rust @788e76fa5dc9: the tests of each solution tests/year<YYYY>/day<DD>.rs (262);
    neighbours: the solutions src/year<YYYY>/day<DD>.rs (same names), tests/test.rs, src/util/, docs/."""
    return _layout(N.AOC_TESTS_KIND, N.AOC_TESTS_OTHER, r"^tests/year(\d{4})/day(\d{2})\.rs$", ("year", "day"))


def rustlings_exercises(r: random.Random) -> tuple[Kind, list[str]]:
    """rust-lang/rustlings @5e7a5d172106: exercises/<NN>_<topic>/<name><k>.rs (91 in 23 chapters, 00_intro ...
    23_conversions; the file's name is the topic's short form: 13_error_handling/errors3.rs); the chapter's number,
    its topic and the exercise's number; neighbours: each chapter's README.md, the solutions of the same names
    solutions/<NN>_<topic>/..., quizzes (exercises/quizzes/quiz<k>.rs), rustlings-macros/, src/, website/."""
    return _layout(N.RUSTLINGS_EX_KIND, N.RUSTLINGS_EX_OTHER, r"^exercises/(\d{2})_([a-z_]+)/[a-z_]+?(\d+)\.rs$",
                   ("chapter", "topic", "exercise"))


def rustlings_solutions(r: random.Random) -> tuple[Kind, list[str]]:
    """rust-lang/rustlings @5e7a5d172106: the solutions solutions/<NN>_<topic>/<name><k>.rs (91); neighbours: the
    exercises of the same names, solutions/quizzes/, README files, src/, website/."""
    return _layout(N.RUSTLINGS_SOL_KIND, N.RUSTLINGS_SOL_OTHER, r"^solutions/(\d{2})_([a-z_]+)/[a-z_]+?(\d+)\.rs$",
                   ("chapter", "topic", "exercise"))


def dotnet_patch_notes(r: random.Random) -> tuple[Kind, list[str]]:
    """dotnet/core @0e9eb8828b73: release notes of each patch, release-notes/<channel>/<version>/<version>.md
    (390 in channels 1.0 ... 10.0, 300 kept: 8.0/8.0.11/8.0.11.md, 2.1/2.1.500/2.1.500.md); the channel and the
    version; neighbours: the same folders' release.json, -install-instructions.md and -download.md, the previews
    (preview/<milestone>/...), older flat notes <channel>/<version>.md, releases.json, README files."""
    return _layout(N.DOTNET_PATCH_KIND, N.DOTNET_PATCH_OTHER,
                   r"^release-notes/(\d+\.\d+)/(\d+\.\d+\.\d+)/\d+\.\d+\.\d+\.md$", ("channel", "version"))


def dotnet_release_json(r: random.Random) -> tuple[Kind, list[str]]:
    """dotnet/core @0e9eb8828b73: the machine-readable record of a patch, release-notes/<channel>/<version>/release.json
    (59); neighbours: the patch notes beside them, preview/<milestone>/release.json (a milestone, not a version),
    releases.json of each channel, other release files."""
    return _layout(N.DOTNET_JSON_KIND, N.DOTNET_JSON_OTHER,
                   r"^release-notes/(\d+\.\d+)/(\d+\.\d+\.\d+)/release\.json$", ("channel", "version"))


def dotnet_install_instructions(r: random.Random) -> tuple[Kind, list[str]]:
    """dotnet/core @0e9eb8828b73: install instructions of a patch,
    release-notes/<channel>/<version>/<version>-install-instructions.md (47); neighbours: the patch notes and
    -download.md beside them, release.json, previews, other release files."""
    return _layout(N.DOTNET_INSTALL_KIND, N.DOTNET_INSTALL_OTHER,
                   r"^release-notes/(\d+\.\d+)/(\d+\.\d+\.\d+)/\d+\.\d+\.\d+-install-instructions\.md$",
                   ("channel", "version"))


def dotnet_api_diffs(r: random.Random) -> tuple[Kind, list[str]]:
    """dotnet/core @0e9eb8828b73: API differences of a preview, release-notes/<channel>/preview/<milestone>/api-diff/
    <framework>/<channel>-<milestone>[_<namespace>].md (622, 300 kept; milestones preview1 ... rc2, frameworks
    Microsoft.NETCore.App, Microsoft.AspNetCore.App, Microsoft.WindowsDesktop.App; namespaces System.Text.Json); the
    channel, milestone, framework and namespace (absent in a framework's summary); neighbours: each api-diff/README.md,
    the previews' notes (runtime.md, libraries.md ...), the older layout preview/api-diff/<milestone>/..., patch notes."""
    return _layout(N.DOTNET_APIDIFF_KIND, N.DOTNET_APIDIFF_OTHER,
                   r"^release-notes/(\d+\.\d+)/preview/((?:preview|rc)\d+)/api-diff/([^/]+)/\d+\.\d+-(?:preview|rc)\d+"
                   r"(?:_([^/]+))?\.md$", ("channel", "milestone", "framework", "namespace"))


def kafka_generated_docs(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/kafka-site @49c301385a84: generated reference pages of each docs version, <version>/generated/<page>.html
    (439 in 26 versions 090 ... 39, 300 kept: 0110/generated/kafka_config.html, 39/generated/protocol_types.html); the
    docs version as its folder writes it and the page; neighbours: connect_rest.yaml beside them, each version's
    other pages (documentation.html, streams/, javadoc/, images/), the site's root pages."""
    return _layout(N.KAFKA_GENERATED_KIND, N.KAFKA_GENERATED_OTHER, r"^(\d+)/generated/([a-z_]+)\.html$",
                   ("version", "page"))


def kafka_streams_guide(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/kafka-site @49c301385a84: the Kafka Streams developer guide of each docs version,
    <version>/streams/developer-guide/<page>.html (287 in 21 versions 10 ... 39); neighbours: streams/*.html above
    them, generated/, javadoc/ and images/ of the versions, root pages."""
    return _layout(N.KAFKA_STREAMS_KIND, N.KAFKA_STREAMS_OTHER, r"^(\d+)/streams/developer-guide/([a-z-]+)\.html$",
                   ("version", "page"))


def kafka_javadoc(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/kafka-site @49c301385a84: Javadoc class pages <version>/javadoc/org/apache/kafka/<package path>/<Class>.html
    (15,889, 300 kept; packages one to four folders deep, nested classes with a dot: Cluster.html,
    ConsumerGroupMetadata.html, Windows.Builder.html); the docs version and the class; neighbours: the same trees'
    package-summary.html, package-tree.html, class-use/ pages, index files, and the versions' other pages."""
    return _layout(N.KAFKA_JAVADOC_KIND, N.KAFKA_JAVADOC_OTHER,
                   r"^(\d+)/javadoc/org/apache/kafka/(?:[a-z0-9]+/)+([A-Z][A-Za-z0-9.]*)\.html$", ("version", "class"))


def pyvideo_talks(r: random.Random) -> tuple[Kind, list[str]]:
    """pyvideo/data @8d37350255d0: one record per recorded talk, <event>/videos/<slug>.json (21,715 in 566 events;
    30 events kept, up to 10 talks each: pycon-ar-2015, europython-2012, django-under-the-hood-2016); the event and
    the talk's slug; neighbours: each event's category.json, the schemas and tests in .schemas/ and .tests/, root files."""
    return _layout(N.PYVIDEO_TALKS_KIND, N.PYVIDEO_TALKS_OTHER, r"^([^/]+)/videos/([^/]+)\.json$", ("event", "slug"))


BRANCH5 = {
    "tc39_meeting_days": tc39_meeting_days, "tc39_meeting_slides": tc39_meeting_slides, "tc39_agendas": tc39_agendas,
    "wasm_cg_meetings": wasm_cg_meetings, "wasm_wasi_meetings": wasm_wasi_meetings,
    "wasm_stack_meetings": wasm_stack_meetings, "aoc_solutions": aoc_solutions, "aoc_tests": aoc_tests,
    "rustlings_exercises": rustlings_exercises, "rustlings_solutions": rustlings_solutions,
    "dotnet_patch_notes": dotnet_patch_notes, "dotnet_release_json": dotnet_release_json,
    "dotnet_install_instructions": dotnet_install_instructions, "dotnet_api_diffs": dotnet_api_diffs,
    "kafka_generated_docs": kafka_generated_docs, "kafka_streams_guide": kafka_streams_guide,
    "kafka_javadoc": kafka_javadoc, "pyvideo_talks": pyvideo_talks,
}
