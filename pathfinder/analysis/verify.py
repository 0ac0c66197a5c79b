"""Stage 6a, the rule's glob checked against its samples: the file name's free edges tightened
to what every sample shows, then the glob and every field verified on the samples.
"""
from __future__ import annotations

import re
from typing import Any

import pathfinder.analysis.tokens as T
from pathfinder.analysis.model import Field
from pathfinder.analysis.parts import FREE_KINDS, Part, SegModel, VarKind
from pathfinder.engine.globs import compile_glob

_PRE_RELEASE_RX = re.compile(r"\d" + T.PRE_RELEASE_TAG)  # a pre-release tag right after a number


JUNK_LEADS = ".~"  # `._x.jpg` (macOS AppleDouble), `.~lock`, `~$x.xlsx` (Office lock files)


def tighten_name_glob(model: SegModel, stems: list[str], members: bool = True) -> None:
    """The file name's free edges say what every sample shows (`*[0-9]`, `[!.~]*`), so neighbours stay out.
    `members`: the glob generalises a folder above the name (member folders, each may repeat a fixed name)."""
    if model.entity_glob is not None or not model.parts:
        return
    parts = model.parts
    vars_ = [j for j, p in enumerate(parts) if p.var is not None]
    if not vars_:
        return
    last = vars_[-1]
    # the number nearest the extension (where `_mask`, `_depth`, `-sources` get added), when it is
    # set off by a separator: glued to letters (`chr1`) it may be a code (`chrX`)
    tail_int = parts[last].var.kind == VarKind.INT and parts[last].glob == "*" and \
        (last == 0 or (parts[last - 1].var is None and parts[last - 1].text[-1:] in T.SEPARATORS))
    if tail_int:
        parts[last].glob = "*[0-9]"
    elif parts[last].var.kind == VarKind.VERSION and parts[last].glob.endswith(".*") \
            and not any(_PRE_RELEASE_RX.search(s) for s in stems):
        parts[last].glob += "[0-9]"  # `*-*.*.*[0-9].jar` leaves `…-1.0.4-sources.jar` out
    first = parts[0]
    if first.var is None or not first.glob.startswith("*") or any(s[:1] in JUNK_LEADS for s in stems if s):
        return
    if capitalised(first, stems, members):
        first.glob = "[A-Z]" + first.glob
    elif first.var.kind != VarKind.INT or first.var.width is not None:  # a padded id may hold a letter
        first.glob = f"[!{_leads_out(stems)}]" + first.glob
    elif not tail_int or last != 0:
        first.glob = "[0-9]*"


MARKER_LEAD = "_"  # `__init__.py`, `_index.md`, `_config.yml`, `_belebele.yaml`: a package's or a folder's own file
# a random id's leading run: a letter right after a digit before any separator (`6f4o3gV4Jvw`, `En7YHSpz_U8`)
_ID_LEAD_RX = re.compile(r"[^-_. ]*?[0-9][A-Za-z]")


def _leads_out(stems: list[str]) -> str:
    """The first characters a free name's glob refuses: the junk leads, and `_` when no sample starts with one
    and the names are not random ids.

    A name that opens with `_` marks the folder's own file (a package's `__init__`, Hugo's `_index`, a task group's
    `_<group>.yaml`, Jekyll's `_config`), written once beside the members and named by no member; a family whose
    samples show one keeps it. A random id (YouTube's `_lR3PdrCkVU`, base64url) opens with `_` one time in 64, so
    ids, told by a letter right after a digit in a sample's leading run, keep it too (checked on a spread of at most
    `PROBE` samples).

    Why: a leading `_` is the marker convention for a folder's own files, not a member's name."""
    if any(s[:1] == MARKER_LEAD for s in stems):
        return JUNK_LEADS
    if any(_ID_LEAD_RX.match(s) for s in stems[::probe_step(len(stems))]):
        return JUNK_LEADS
    return MARKER_LEAD + JUNK_LEADS


CAPITALISED_MIN = 5  # distinct names (and leading words) that must all start with a capital before the glob says so
# identifiers in CamelCase (`IsolationLevel`, `Windows.Builder`): a word of capitals and lowercase, no spaces
_CAMEL_RX = re.compile(r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)*")
_HUMP_RX = re.compile(r"[a-z][A-Z]")  # a CamelCase hump: a lowercase letter, then a capital (`eF` of `ClimateFEVER`)
_HEAD_RX = re.compile(r"[A-Z]+[a-z0-9]*")  # the name's leading word (`Cells` of `Cells_Donut_Large`, `Climate`)


def capitalised(first: Part, stems: list[str], members: bool = True) -> bool:
    """Free names that are CamelCase identifiers, several of them: classes and types (`Cluster.html`,
    `Windows.Builder.html`), or identifiers joined with digits, dashes, dots and underscores most of which write a
    hump, a lowercase letter then a capital (benchmark tasks `SICK-R.json`, `STS22.v2.json`,
    `BigPatentClustering.v2.json`; components `Date-Picker.tsx`); the lowercase files beside them
    (`package-summary.html`, `model_meta.json`, `config.yaml`, `index.ts`) are another kind.

    Every name starts with a capital, none holds a space, and they start with five words or more (each leading
    word is one sighting of the convention: ten names on three heads, `Cells_…`, `Nuclei_…`, show three, and a
    head written otherwise, `preCells_…`, is then no surprise).

    Capitalised words joined without humps (titles, people's and places' names, `Apache-2.0`) are no such
    convention: a lowercase member (`van_Gogh`, `bzip2-1.0.6`) is as likely as not. Joined identifiers are read so
    only over member folders (`members`: a folder the glob generalises, or samples in several folders); one flat
    folder of capitalised names (fonts `OpenSans-Bold.ttf`, manuals `UserGuide-v2.pdf`) holds lowercase members of
    its kind as well (`fa-solid-900.ttf`, `license.pdf`; attack16).

    Why: an identifier's case is a convention its family keeps; fixed names in member folders are lowercase."""
    if first.var is None or first.var.kind not in FREE_KINDS or len(set(stems)) < CAPITALISED_MIN:
        return False
    if not all("A" <= s[:1] <= "Z" and " " not in s for s in stems) or len({s[:1] for s in stems}) < 2:
        return False
    if all(_CAMEL_RX.fullmatch(s) for s in stems):
        return True
    if not members or len({_HEAD_RX.match(s).group() for s in stems}) < CAPITALISED_MIN:
        return False
    return 2 * sum(1 for s in stems if _HUMP_RX.search(s)) > len(stems)


#: fields are checked on at most about this many samples, spread over them
PROBE = 2000


def probe_step(n: int) -> int:
    """The stride that checks at most about `PROBE` of `n` samples, spread over them (1: every one).

    Why: a field that reads 2,000 spread samples reads the rest; 200,000 regex searches per field do not pay."""
    return 1 if n <= PROBE else max(1, n // PROBE)


def verify(glob: str, fields: list[Field], paths: list[str], ext: str, notes: list[str]) -> tuple[str, list[Field]]:
    """Make sure the glob matches every analysed sample and each field reads every sample."""
    try:
        cg = compile_glob(glob)
        bad = [p for p in paths if not cg.match(p)]
    except Exception:  # pragma: no cover - a generated glob the engine refuses
        bad = paths
    if bad:
        fallback = "**/*" + ext if ext else "**/*"
        notes.append(f"glob {glob!r} did not match {len(bad)} samples; using {fallback!r}")
        glob = fallback
    kept = []
    probe = paths[::probe_step(len(paths))]
    split = [(p, [s for s in p.split("/") if s]) for p in probe]  # once, not once per field
    reads: dict[tuple[int | None, str], bool] = {}  # (segment, pattern without its captures) -> reads every sample
    for f in fields:
        if f.combine or f.kind == VarKind.KEY_ANY:
            kept.append(f)
            continue
        k = f.segment_index
        if f.default_null:  # a field null where its pattern finds nothing needs only its segment
            good = all(field_source(p, segs, k) is not None for p, segs in split)
        else:
            key = (k, same_matches(f.pattern or ""))
            known = reads.get(key)
            if known is None:
                known = reads[key] = _reads_every(re.compile(key[1]), split, k)
            good = known
        if good:
            kept.append(f)
        else:
            notes.append(f"field {f.name!r} dropped: its pattern does not read every sample")
    return glob, kept


def field_source(path: str, segs: list[str], k: int | None) -> str | None:
    """What a field reads: the whole path, or its segment `k` (None when the path has no such segment)."""
    return path if k is None else (segs[k] if -len(segs) <= k < len(segs) else None)


def _reads_every(rx: re.Pattern[str], split: list[tuple[str, list[str]]], k: int | None) -> bool:
    """Whether `rx` finds its text in segment `k` of every sample."""
    for p, segs in split:
        src = field_source(p, segs, k)
        if src is None or not rx.search(src):
            return False
    return True


def same_matches(pattern: str) -> str:
    """`pattern` without the groups that only capture: a group neither repeated nor holding a `|` of its own
    loses its parentheses, any other becomes non-capturing; it matches the same texts. A pattern that refers
    to a group by its number or name, or holds a `{` that is a character, is kept as it is. The fields read
    from one name carry the whole name's pattern (~14,000 characters for ~400 of dates), each with its own
    piece captured: checked once per name, ~50 fields cost one compilation, not fifty.

    Why: which group captures changes what a field reads, never which names its pattern matches."""
    if "(" not in pattern or _BACKREFERENCE_RX.search(pattern):
        return pattern
    out: list[str] = []
    open_groups: list[list[Any]] = []  # per open group: [its opening's place in `out`, plain?, holds a `|`?]
    at = 0
    for m in _TOKEN_RX.finditer(pattern):
        out.append(pattern[at:m.start()])
        tok, at = m.group(), m.end()
        if tok == "|":
            if open_groups:
                open_groups[-1][2] = True
            out.append(tok)
        elif tok == ")":
            if not open_groups:
                return pattern  # unbalanced: left for re to judge
            place, plain, alternates = open_groups.pop()
            if plain and not alternates and pattern[at:at + 1] not in _QUANTIFIERS:
                out[place] = ""
            else:
                out.append(tok)
        elif tok.startswith("(") and (tok in ("(", "(?:") or tok.startswith("(?P<")):
            open_groups.append([len(out), True, False])
            out.append("(?:")
        elif tok == "{":
            if not _REPEAT_RX.match(pattern, at):
                return pattern  # a `{` that is a character: a group's end beside it could make it a repeat
            out.append(tok)
        elif tok.startswith("("):  # a lookaround, flags, an atomic group: kept as written
            open_groups.append([len(out), False, False])
            out.append(tok)
        else:  # an escape or a character class: a `(` there is a character
            out.append(tok)
    out.append(pattern[at:])
    return pattern if open_groups else "".join(out)


_QUANTIFIERS = ("*", "+", "?", "{")
_BACKREFERENCE_RX = re.compile(r"\\[1-9]|\(\?P=|\(\?\(|\(\?[a-zA-Z]*x")  # `\1`, `(?P=x)`, `(?(1)…)`, verbose
_REPEAT_RX = re.compile(r"\d*,?\d*\}")
# an escape, a character class (`]` first is a member), a group's opening, its end, an alternative, a repeat
_TOKEN_RX = re.compile(r"\\.|\[\^?\]?(?:\\.|[^\]\\])*\]|\(\?P<[^>]*>|\(\?:|\(\?|\(|\)|\||\{", re.DOTALL)
