"""Stage 3d, one member written as a file or as a folder: `<year>/<slug>.md` beside `<year>/<slug>/index.md`.

Hugo's page bundles, MkDocs and Jekyll pages, Node's `lib/<name>.js` beside `lib/<name>/index.js`, Python's
`<pkg>/<module>.py` beside `<pkg>/<module>/__init__.py`, Rust's `<name>.rs` beside `<name>/mod.rs`: a member
that grows files of its own moves into a folder named after it, and its text into the folder's entry file,
whose name is a fixed word (`index`, `_index`, `README`, `__init__`, `mod`, ...). Aligned from the end, the
bundles sit one level deeper and read their slug from the folder, the flat members from the file: a draft
read one or the other, never both, and `**` took the folders' own entry files beside them.

`entry_bundle` finds the entry word, `without_bundles` writes each bundle as the flat file it stands for
(`<slug>/index.md` -> `<slug>.md`), the samples are analysed so, and `with_bundles` puts the bundles back: the
file name's glob takes either form (`{[!_.~]*,[!.~]*/index}.md`), and each field read from the file name or from
a folder counted from the end reads from the end of the full path, the entry file optional there
(`(?:^|/)([^/]+?)(?:/index)?\\.md$`). The draft is kept only when every field then reads, on every sample, the
value it read on the flat form (`reads_as_flat`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

import pathfinder.analysis.tokens as T
from pathfinder.analysis.levels import MAX_READ_BACK, anchored_inner
from pathfinder.analysis.model import Analysis, Field
from pathfinder.analysis.verify import probe_step

__all__ = ["ENTRY_WORDS", "EntryBundle", "entry_bundle", "reads_as_flat", "with_bundles", "without_bundles"]

#: The names tools give a folder's own entry file (a closed vocabulary of conventions, compared in lower case):
#: web servers, Hugo leaf bundles, MkDocs, Node and Deno (`index`), Hugo branch bundles (`_index`), code hosts
#: and docs trees (`readme`), Python packages (`__init__`), Rust modules (`mod`), Go and C programs (`main`), Lua
#: modules (`init`), ASP pages (`default`), Next.js and SvelteKit routes (`page`, `+page`).
ENTRY_WORDS = frozenset({"index", "_index", "readme", "__init__", "mod", "main", "init", "default", "page", "+page"})
# the extension a file-name pattern ends with: `\.md$`, `\.(md|mdx)$`, `\.(?:md|mdx)$`, `\.nii\.gz$`, `(?:\.md|\.mdx)$`
_EXT_TAIL_RX = re.compile(r"(?:(?:\\\.(?:[A-Za-z0-9]+|\((?:\?:)?[A-Za-z0-9|]+\)))+"
                          r"|\((?:\?:)?\\\.[A-Za-z0-9]+(?:\|\\\.[A-Za-z0-9]+)*\))\$$")


@dataclass(frozen=True)
class EntryBundle:
    """The entry file's stem as the samples write it (`index`) and its extensions (`md`, `mdx`, `tar.gz`)."""

    stem: str
    exts: frozenset[str]


def entry_bundle(segs: list[list[str]]) -> EntryBundle | None:
    """The entry file of the bundles among the samples: some samples' file names are one entry word
    (`ENTRY_WORDS`) in a format of the others (`.md`; `.md`, `.mdx`), each a folder deeper than some other
    sample (the flat members), no other sample's stem is an entry word, and the members' names (the others' stems
    and the bundles' folders) are not all one.

    Why: a member and a bundle are the same kind; only the folder's entry word says which file holds it."""
    if len(segs) < 3:
        return None
    names = {s[-1] for s in segs}
    # an entry word has no dot, so an entry file's name starts with it: only those names are cut before the check
    entries = {name for name in names if name.split(".", 1)[0].lower() in ENTRY_WORDS
               and T.name_stem(name).lower() in ENTRY_WORDS}
    if not entries:
        return None
    stems = {name: T.name_stem(name) for name in names}  # each distinct name cut once
    entry: list[list[str]] = []
    flat: list[list[str]] = []
    for s in segs:
        (entry if s[-1] in entries else flat).append(s)
    if not entry or not flat:
        return None
    entry_stems = {stems[s[-1]] for s in entry}
    if len(entry_stems) != 1:
        return None  # `index.md` beside `README.md`: two files of each folder, not one member's
    stem = entry_stems.pop()
    exts = frozenset(s[-1][len(stem) + 1:] for s in entry)
    if "" in exts or not exts <= {n[len(stems[n]) + 1:] for n in {s[-1] for s in flat}}:
        return None  # a bundle's entry is written in a format of the flat members (`.md`, `.mdx`)
    flat_depths = {len(s) for s in flat}
    if any(len(s) - 1 not in flat_depths or len(s) < 2 for s in entry):
        return None  # a bundle sits where a flat member would, one folder deeper
    members = {stems[s[-1]] for s in flat} | {s[-2] for s in entry}
    if len(members) < 2 or any(s[-2].lower() in ENTRY_WORDS for s in entry):
        return None
    return EntryBundle(stem, exts)


def without_bundles(paths: list[str], segs: list[list[str]], bundle: EntryBundle) -> list[str]:
    """The samples with each bundle written as the flat member it stands for (`a/b/index.md` -> `a/b.md`)."""
    names = {bundle.stem + "." + ext: ext for ext in bundle.exts}
    return [p if s[-1] not in names else T.rejoin(p, s[:-2] + [s[-2] + "." + names[s[-1]]])
            for p, s in zip(paths, segs)]


def with_bundles(analysis: Analysis, paths: list[str], bundle: EntryBundle) -> Analysis | None:
    """The analysis of the flat form with the bundles put back (module docstring); None when the glob's or a
    field's extension cannot be found, a field reads the whole file name, or a field reads otherwise than on
    the flat form."""
    if analysis.needs_python:
        return None
    globs = analysis.glob.split("/")
    cut = _ext_glob_start(globs[-1], bundle.exts)
    if cut is None:
        return None
    stem_glob, ext_glob = globs[-1][:cut], globs[-1][cut:]
    if not stem_glob or "/" in stem_glob:
        return None
    entry_glob = T.glob_escape(bundle.stem)
    globs[-1] = "{" + _without_markers(stem_glob, paths, bundle) + "," + stem_glob + "/" + entry_glob + "}" + ext_glob
    entry_rx = "/" + T.rx_escape(bundle.stem)
    absorbed = "(?:" + entry_rx + r"\.[^/]+)?"
    fields = []
    for f in analysis.fields:
        moved = _read_either(f, entry_rx, absorbed)
        if moved is None:
            return None
        fields.append(moved)
    if not reads_as_flat(fields, analysis.fields, paths):
        return None
    structure = analysis.structure.split("/")
    ext = next((x for x in sorted(bundle.exts) if structure[-1].endswith("." + x)), None)
    if ext is not None:  # `{name}.md` -> `{name}[/index].md`, as levels write `[windows/]`
        structure[-1] = structure[-1][:-len(ext) - 1] + f"[/{bundle.stem}]." + ext
    return replace(analysis, glob="/".join(globs), fields=tuple(fields), structure="/".join(structure),
                   samples=tuple(paths))


def _ext_glob_start(name_glob: str, exts: frozenset[str]) -> int | None:
    """Where the extensions' glob starts in a file name's glob (`.md`, `{.md,.mdx}`), or None."""
    literals = {T.glob_escape("." + ext) for ext in exts}
    if len(literals) == 1 and name_glob.endswith(next(iter(literals))):
        return len(name_glob) - len(next(iter(literals)))
    if name_glob.endswith("}"):
        at = name_glob.rfind("{")
        options = name_glob[at + 1:-1].split(",") if at >= 0 else []
        if literals <= set(options) and all(o.startswith(".") and "*" not in o for o in options if o):
            return at
    return None


def _without_markers(stem_glob: str, paths: list[str], bundle: EntryBundle) -> str:
    """The flat members' glob keeping out the folder's own marker files (`_index.md`, `__init__.py`): a
    leading `_` no sample writes is added to the leading class of characters the glob already keeps out."""
    if not stem_glob.startswith("[!") or "]" not in stem_glob[2:]:
        return stem_glob
    if "_" in stem_glob[2:stem_glob.index("]", 2)] or any(
            s.rsplit("/", 1)[-1].startswith("_") for s in paths if T.name_stem(s.rsplit("/", 1)[-1]) != bundle.stem):
        return stem_glob
    return "[!_" + stem_glob[2:]


def _read_either(f: Field, entry_rx: str, absorbed: str) -> Field | None:
    """A field of the flat form that reads either form: a file-name pattern takes the entry file between the
    stem and the extension, a folder counted from the end (or a pattern anchored at the path's end) the entry
    file after the last segment."""
    pattern = f.pattern
    if f.source in ("filename", "segment(-1)"):
        if pattern is None or not pattern.endswith("$"):
            return None
        m = _EXT_TAIL_RX.search(pattern)
        if m is None:
            return None
        head = pattern[:m.start()]
        head = "(?:^|/)" + head[1:] if head.startswith("^") else head
        return replace(f, source="full_path", pattern=head + "(?:" + entry_rx + ")?" + pattern[m.start():])
    k = f.segment_index
    if k is not None and k < 0:  # `segment(-N)`; the file name was read above
        back = -k
        if back > MAX_READ_BACK:
            return None
        inner = anchored_inner(pattern)
        if inner is None:
            return None
        return replace(f, source="full_path", pattern="(?:^|/)" + inner + "/[^/]+" * (back - 1) + absorbed + "$")
    if f.source in ("full_path", "rel_path") and pattern is not None and pattern.endswith("$"):
        return None  # read from the end by a rule of its own: the entry file would shift it
    return f


def reads_as_flat(fields: list[Field], flat: tuple[Field, ...], paths: list[str]) -> bool:
    """Whether each field reads, on every sample as written, the text its flat form read (its `raw`).

    Why: the patterns are rewritten by their text; the samples say whether the rewrite means the same."""
    step = probe_step(len(paths))  # at most ~2,000 spread samples, as verify probes
    for f, g in zip(fields, flat):
        if f is g or f.source != "full_path" or f.pattern is None or len(g.raw) != len(paths):
            continue
        rx = re.compile(f.pattern)
        for p, want in zip(paths[::step], g.raw[::step]):
            m = rx.search(p)
            got = (m.group(1) if rx.groups else m.group(0)) if m else None
            if got != want and not (want is None and f.default_null):
                return False
    return True
