"""The last stage: the draft covers the user's own samples. A sample set aside as another kind (stage 1,
`clusters`) that the draft would read once written in the kind's format is that kind in another format: it is
taken back, and the kind analysed again as one kind (its extensions a set, or any extension where one is no
known format and the samples do not show the set closed: `extensions.file_extension`, `endings`), fields kept
only where they read every sample. The ladder: the extension set; then a folder the draft already reads as
varying (a snapshot `21w07a/` among `1.19.3/`), or a literal folder that two or more set-aside samples name
otherwise (`spec/json/` beside `spec/yaml/`: one sample may be a slip, two are the user's choice), or a name
two or more set-aside names of no format fit but for a word (`<task>-v0-loglikelihood` beside `<task>-v0-res.json`);
then, when no group holds most of the samples (none is a kind with strays), a name the draft already
reads as varying. A sample the draft's glob takes as it is is taken back whatever its fields read: a draft must
not take one of the user's samples partially.

Why: the user's samples are the kind. `data/pc/<version>/proto.yml` beside `<version>/effects.json`, a
`RunInfo.xml` among a run's `Reports/*.csv`: the draft of the largest extension group failed tier 3 on the very
samples the user gave. A sample the draft cannot read even in the kind's format (a README among `cat_*.jpg`,
`meta.json` beside every run's `out.csv`, a `labels.csv` a folder up, a `.json` beside names of a free ending,
where any `<name>.<word>.json` would fit) differs from the kind in more than its format: it stays set aside, as
the wizard shows ("N set aside as another kind") and validates the rest (its kinds screen lets the user pick).
"""
from __future__ import annotations

import re
from typing import Any, Callable

import pathfinder.analysis.tokens as T
from pathfinder.analysis.clusters import cluster_key, format_family
from pathfinder.analysis.model import Analysis, Field
from pathfinder.analysis.parts import VarKind
from pathfinder.analysis.verify import JUNK_LEADS, field_source, same_matches
from pathfinder.engine.globs import CompiledGlob, class_end, compile_glob
from pathfinder.errors import RuleError

__all__ = ["MAX_ENDINGS", "another_format", "cover_own_samples"]

MAX_ENDINGS = 8  # the kind's distinct endings tried on a set-aside name (a bound on the work per sample)
MAX_NAMES_READ = 4096  # the kind's names read for its endings
#: the format tools write one item's metadata in beside it (`<name>.json`, `<name>.compare.json`, `meta.json`), as
#: `clusters.FORMAT_FAMILIES` holds too (no family: not one kind with a table's rows)
SIDECAR_FORMAT = ".json"


def _endings(names: list[str]) -> list[str]:
    """The kind's distinct file-name endings after the stem (`.json`, `.nii.gz`, `` for none), first seen first."""
    out: dict[str, None] = {}
    for name in names[:MAX_NAMES_READ]:
        out.setdefault(name[len(T.name_stem(name)):], None)
        if len(out) >= MAX_ENDINGS:
            break
    return list(out)


def _kind_ending(name: str) -> str:
    """The ending that made a file another kind in stage 1 (`clusters.cluster_key`: `.idx`, `.tar.gz`; `` for a
    name of no known extension, `gec00.t00z.pgrb2a.0p50.f374`), as written in `name`."""
    key = cluster_key(name)
    if key == ("",):
        return ""
    n = sum(len(k) + 1 for k in key)
    return name[len(name) - n:] if len(name) > n and name[len(name) - n:].lower() == "." + ".".join(key).lower() \
        else ""


def _kind_endings(names: list[str]) -> list[str]:
    """The kind's distinct `_kind_ending`s, first seen first (at most MAX_ENDINGS)."""
    out: dict[str, None] = {}
    for name in names[:MAX_NAMES_READ]:
        out.setdefault(_kind_ending(name), None)
        if len(out) >= MAX_ENDINGS:
            break
    return list(out)


def another_format(analysis: Analysis, kind: list[str], set_aside: list[str]) -> list[str]:
    """The set-aside samples that are the kind in another format, by the ladder: the draft reads one (its glob
    matches, its fields read it) as it is, or once its ending is one of the kind's (`proto.yml` as `proto.json`:
    the extension set widens); or, at the kind's depth, so written it fits the draft but for folders the draft
    already reads as varying (`21w07a/proto.yml` beside `1.19.3/effects.json`: that folder widens), the other
    fields reading it; or, when the set-aside samples are as many as the kind's (no group holds most of the
    samples: none is a kind with strays), so written it fits the draft but for varying folders and a varying
    name. A sample the draft's glob takes as it is joins whatever its fields read (they must read what the glob
    takes: `REC-<date>_<n>_montage.mat` beside `REC-<date>_<n>.wl1`, glob `REC-????-??-??_*.*`). A literal folder
    two or more set-aside samples name otherwise varies (`spec/json/` beside the kind's `spec/yaml/`; one may be a
    slip), and so does a name two or more set-aside names of no format fit but for a word (`_loose_name_shown`).
    Others (another name, another depth, a literal folder only one sample names otherwise) stay apart, and so does
    a `.json` sample beside a kind (most samples) of another format whose name ends in a free run (a sidecar would
    fit it) and names the kind's items (`_items_named`; not fixed names each member folder repeats)."""
    try:
        matcher = compile_glob(analysis.glob)
        segments = [(g, compile_glob(g)) for g in _segments(analysis.glob)]
    except Exception:  # pragma: no cover - a draft glob the engine refuses: nothing is taken back
        return []
    names = [p.rsplit("/", 1)[-1] for p in kind[:MAX_NAMES_READ]]
    endings = _endings(names)
    kind_endings = _kind_endings(names)
    depths = {p.count("/") for p in kind}
    no_majority = len(set_aside) >= len(kind)
    free_name = not no_majority and _free_before_extension(analysis.glob)
    sidecars_apart = free_name and SIDECAR_FORMAT not in {e.lower() for e in endings} and _items_named(names)
    family = _one_family(kind) if free_name else None
    readers = _readers(analysis.fields)
    any_depth = any(g == "**" for g, _ in segments)  # a glob of any depth widens no folder
    varied = _literal_folders_varied(set_aside, depths, segments)
    loose = _loose_name_shown(segments[-1][0] if segments else "", set_aside, depths, endings, kind_endings)
    out = []
    for path in set_aside:
        head, _, name = path.rpartition("/")
        lead = head + "/" if head or path.startswith("/") else ""
        stem = T.name_stem(name)
        if not stem or stem[:1] in ".~":  # hidden files and lock files are no format of the kind
            continue
        if sidecars_apart and name.lower().endswith(SIDECAR_FORMAT):
            continue
        if family is not None and _content_apart(family, format_family(name)):
            continue  # a README among pictures, a logo among documents: the name no evidence, the content another
        written = [path] + [lead + stem + e for e in endings]
        own = _kind_ending(name)  # stems cut alike by the kind's key where `name_stem` cuts them apart (`f305.idx`)
        written += [w for w in (lead + name[:len(name) - len(own)] + e for e in kind_endings) if w not in written]
        if matcher.match(path) or any(matcher.match(w) and _read(readers, w, ()) for w in written):
            out.append(path)  # the draft's glob takes it as it is: a sample its fields cannot read is one they must
            continue
        if path.count("/") not in depths or any_depth:
            continue
        for w in written:
            free = no_majority or loose is not None and not own and loose.match(w.rsplit("/", 1)[-1]) is not None
            widened = _widened_folders(segments, w, free, varied)
            if widened is not None and _read(readers, w, widened):
                out.append(path)
                break
    return out


#: what a format family's content is for (`clusters.FORMAT_FAMILIES`): pictures are seen, sounds heard, a clip both;
#: every other family (tables, arrays, texts, logs) is read
CONTENT = {"image": frozenset({"seen"}), "video": frozenset({"seen", "heard"}), "audio": frozenset({"heard"})}
READ = frozenset({"read"})


def _content_apart(family: str, other: str | None) -> bool:
    """Whether a sample of the format family `other` is another kind beside a kind of `family`: their contents
    share nothing (a README or a `labels.csv` among pictures, a logo among notes, a cover among songs). A text
    beside a table (`notes.txt` beside `.tsv`: plain text holds rows as often as notes), a clip beside pictures or
    songs may be one kind in another format, as before."""
    return other is not None and not CONTENT.get(family, READ) & CONTENT.get(other, READ)


def _one_family(kind: list[str]) -> str | None:
    """The one format family every sample of the kind is written in (`image`, `table`, `text`), else None."""
    families = {format_family(p.rsplit("/", 1)[-1]) for p in kind[:MAX_NAMES_READ]}
    return families.pop() if len(families) == 1 else None


_Reader = Callable[[str, list[str]], bool]


def _readers(fields: list[Field]) -> list[tuple[int | None, _Reader]]:
    """(the segment each field reads, None for the whole path; whether it reads a path) as `verify` judges it:
    one compilation per segment and pattern up to its capturing groups (`verify.same_matches`)."""
    compiled: dict[tuple[int | None, str], re.Pattern[str]] = {}
    out: list[tuple[int | None, _Reader]] = []
    for f in fields:
        k = f.segment_index
        if f.combine or f.kind == VarKind.KEY_ANY:
            out.append((k, lambda path, segs: True))
        elif f.default_null or not f.pattern:
            out.append((k, lambda path, segs, k=k: field_source(path, segs, k) is not None))
        else:
            key = (k, same_matches(f.pattern))
            rx = compiled.get(key)
            if rx is None:
                rx = compiled[key] = re.compile(key[1])

            def reads(path: str, segs: list[str], k: int | None = k, rx: re.Pattern[str] = rx) -> bool:
                src = field_source(path, segs, k)
                return src is not None and rx.search(src) is not None
            out.append((k, reads))
    return out


def _read(readers: list[tuple[int | None, _Reader]], path: str, widened: tuple[int, ...]) -> bool:
    """Whether every field reads `path`, those of a widened folder (its index from the end) aside."""
    segs = [s for s in path.split("/") if s]
    return all(k in widened or read(path, segs) for k, read in readers)


#: set-aside samples that must hold another name in a literal folder before it is read as varying: one may be a
#: slip (a clip in `site/video/` among `site/img/` pictures), two are the user's choice
SHOWN_TWICE = 2


def _literal_folders_varied(set_aside: list[str], depths: set[int], segments: list[tuple[str, Any]]) -> set[int]:
    """The literal folders (indexes from the end) of the draft's glob that at least SHOWN_TWICE set-aside samples at
    the kind's depth hold another name in (`spec/json/`, `spec/yaml/` beside the kind's `spec/xml/`)."""
    literal = [k for k in range(2, len(segments) + 1) if not any(c in segments[-k][0] for c in "*?[{")]
    seen = dict.fromkeys(literal, 0)
    for path in set_aside:
        if not literal or path.count("/") not in depths:
            continue
        segs = [s for s in path.split("/") if s]
        for k in literal:
            if len(segs) >= k and segs[-k] != segments[-k][0]:
                seen[k] += 1
    return {-k for k, n in seen.items() if n >= SHOWN_TWICE}


def _words_loosened(name_glob: str) -> str | None:
    """The draft's file-name glob with each word of its literal text free (a run of letters and digits: `v0`,
    `res`), its separators and extension kept (`[!.~]*-v0-res.json` -> `[!.~]*-*-*.json`); None when no separator
    would be left before the extension (`*report.csv` -> `*.csv` says nothing of the name's shape)."""
    tokens: list[str] = []  # wildcards and classes whole, literal text one character each
    at = 0
    while at < len(name_glob):
        ch = name_glob[at]
        end = at + 1
        if ch == "[":
            try:
                end = class_end(name_glob, at) + 1  # where the engine closes the class
            except RuleError:
                return None  # an unclosed class: no shape to loosen
        elif ch == "{":
            end = name_glob.find("}", at + 1) + 1
            if end == 0:
                return None  # an unclosed set: no shape to loosen
        tokens.append(name_glob[at:end])
        at = end
    cut = len(tokens)  # the extension: a closing set of endings, or the literal text from its last dot
    if tokens and tokens[-1].startswith("{"):
        cut -= 1
    else:
        while cut > 0 and len(tokens[cut - 1]) == 1 and tokens[cut - 1] not in "*?":
            cut -= 1
        dots = [i for i in range(cut, len(tokens)) if tokens[i] == "."]
        cut = dots[-1] if dots else len(tokens)
    out: list[str] = []
    separators = False
    for t in tokens[:cut]:
        if len(t) == 1 and t not in "*?" and (t.isalnum() and t.isascii()):
            t = "*"  # a word's character: the word goes free
        elif len(t) == 1 and t not in "*?":
            separators = True
        if not (t == "*" and out and out[-1] == "*"):
            out.append(t)
    return "".join(out + tokens[cut:]) if separators else None


def _loose_name_shown(name_glob: str, set_aside: list[str], depths: set[int], endings: list[str],
                      kind_endings: list[str]) -> CompiledGlob | None:
    """The loosened name glob (`_words_loosened`), compiled, when at least SHOWN_TWICE set-aside samples at the
    kind's depth, names of no known format, fit it once written in one of the kind's endings: the draft's name holds
    a word they write otherwise (`<task>-v0-res.json` beside `<task>-v0-loglikelihood`), so that word varies; else
    None. A name with a format of its own is another kind when a word differs (`VID_…mp4` beside `IMG_…jpg`,
    `_scan.pdf` beside `_memo.txt`): the word says what the file is, and the format agrees."""
    loosened = _words_loosened(name_glob)
    if loosened is None or loosened == name_glob:
        return None
    try:
        loose = compile_glob(loosened)
    except Exception:  # pragma: no cover - a loosened glob the engine refuses
        return None
    fits = 0
    for path in set_aside:
        if path.count("/") not in depths:
            continue
        name = path.rsplit("/", 1)[-1]
        if _kind_ending(name) or name[:1] in JUNK_LEADS:  # a format of its own, a hidden or lock file
            continue
        if any(loose.match(name + e) for e in endings + kind_endings):
            fits += 1
            if fits >= SHOWN_TWICE:
                return loose
    return None


def _widened_folders(segments: list[tuple[str, Any]], path: str, free_name: bool,
                     varied: set[int] = frozenset()) -> tuple[int, ...] | None:
    """The segments (indexes from the end) the draft may widen to take `path`: every folder whose glob varies
    already (its field may then read another shape), a literal folder several set-aside samples hold another name
    in (`varied`: `spec/json/` beside the kind's `spec/yaml/`), and with `free_name` the file name
    when its glob varies; None when the file name misses otherwise, or a literal folder does."""
    segs = [s for s in path.split("/") if s]
    if len(segs) < len(segments):
        return None
    widened = []
    for k in range(1, len(segments) + 1):
        glob, seg_matcher = segments[-k]
        if k == 1 and seg_matcher.match(segs[-1]):
            continue
        if k > 1 and any(c in glob for c in "*?[{") or free_name and k == 1 and _varying_name(glob):
            widened.append(-k)
        elif not seg_matcher.match(segs[-k]):
            if -k not in varied:
                return None
            widened.append(-k)
    return tuple(widened)


def _items_named(names: list[str]) -> bool:
    """Whether the kind's file names name its items: most samples' names are their own (`ca1_example.html`,
    `sub-01_T1w.nii.gz`), where a metadata sidecar named after each item (`ca1_example.compare.json`) may sit
    beside it. Names the samples repeat across folders (wandb's `config.yaml`, `output.log` in every run folder)
    are a folder's fixed files: the folder is the item, and a `.json` among them is one more of its files.

    Kept apart from `config.yaml`, wandb's `wandb-metadata.json` left a draft invalid on its own samples.

    Why: the sidecar guard protects items of free names; a folder's fixed files have no item to describe."""
    return len(set(names)) * 2 > len(names)


def _free_before_extension(glob: str) -> bool:
    """Whether the draft's file name ends in a free run right before its extension (`[!.~]*.html`,
    `*{.csv,.xml}`, `[!.~]*{, (?), - Copy}.jpg`): a metadata file named after the kind's with a word more (`x_example.compare.json`) would fit
    it in that format, so a `.json` sample joins only a name that ends in a literal piece (`*_example.html`)."""
    name = _segments(glob)[-1] if glob else ""
    if name.endswith("}") and "{" in name:
        head = name[:name.rindex("{")]
    else:
        head = name[:name.rfind(".")] if "." in name.lstrip(".") else name
    while head.endswith("}") and "{" in head:  # an optional suffix set (copy markers `{, (?), - Copy}`) is no end
        at = head.rindex("{")
        options = head[at + 1:-1].split(",")
        if "" not in options:
            break
        head = head[:at]
    return head.endswith("*")


def _varying_name(glob: str) -> bool:
    """Whether a file name's glob reads names that vary, its extension set aside (`*report{.tex,.tsv}`, not
    `summary{.csv,.json}`)."""
    return any(c in glob.split("{", 1)[0] for c in "*?[")


def _segments(glob: str) -> list[str]:
    """The glob's segments (a `/` inside braces, `{,raw/}`, splits none)."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(glob):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        elif ch == "/" and depth == 0:
            out.append(glob[start:i])
            start = i + 1
    out.append(glob[start:])
    return [g for g in out if g]


def cover_own_samples(analysis: Analysis, paths: list[str], kind: list[str], set_aside: list[str],
                      analyse_kind: Callable[[list[str], list[str]], Analysis]) -> Analysis:
    """The draft, widened to the set-aside samples that are the kind in another format: `analyse_kind(group,
    rest)` analyses `group` as one kind (every extension kept). The widened draft is returned only when its glob
    matches every sample of its group and takes no more of the samples it leaves apart partially (its glob matching
    one its fields cannot read) than the first draft did, else the first draft stands."""
    if not set_aside:
        return analysis
    taken = set(another_format(analysis, kind, set_aside))
    if not taken:
        return analysis
    apart = set(set_aside) - taken
    group = [p for p in paths if p not in apart]
    widened = analyse_kind(group, [p for p in set_aside if p in apart])
    if _any_file(widened.glob):  # `verify`'s last resort (`**/*.json`): the kind's shape is lost, keep the first
        return analysis
    try:
        matcher = compile_glob(widened.glob)
    except Exception:  # pragma: no cover - a draft glob the engine refuses
        return analysis
    if not all(matcher.match(p) for p in group):
        return analysis
    rest = [p for p in set_aside if p in apart]
    if rest and _partial_takes(widened, matcher, rest) > _partial_takes(analysis, None, rest):
        return analysis  # a sample at another depth the widened glob takes and its fields cannot read (attack15)
    return widened


def _partial_takes(analysis: Analysis, matcher: Any, paths: list[str]) -> int:
    """How many of `paths` the draft's glob matches and its fields do not all read."""
    if matcher is None:
        try:
            matcher = compile_glob(analysis.glob)
        except Exception:  # pragma: no cover - a draft glob the engine refuses
            return 0
    readers = _readers(analysis.fields)
    return sum(1 for p in paths if matcher.match(p) and not _read(readers, p, ()))


def _any_file(glob: str) -> bool:
    """Whether a glob is `verify`'s last resort: any file at any depth, of one extension or any."""
    return glob.startswith("**/*") and "/" not in glob[3:]
