"""Stage 6a, the rule's glob checked against its samples: the file name's free edges tightened
to what every sample shows, then the glob and every field verified on the samples.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.model import Field
from pathfinder.analysis.parts import FREE_KINDS, Part, SegModel, VarKind
from pathfinder.engine.globs import compile_glob

_PRE_RELEASE_RX = re.compile(r"\d" + T.PRE_RELEASE_TAG)  # a pre-release tag right after a number


JUNK_LEADS = ".~"  # `._x.jpg` (macOS AppleDouble), `.~lock`, `~$x.xlsx` (Office lock files)


def tighten_name_glob(model: SegModel, stems: list[str]) -> None:
    """The file name's free edges say what every sample shows (`*[0-9]`, `[!.~]*`), so neighbours stay out."""
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
    if capitalised(first, stems):
        first.glob = "[A-Z]" + first.glob
    elif first.var.kind != VarKind.INT or first.var.width is not None:  # a padded id may hold a letter
        first.glob = f"[!{JUNK_LEADS}]" + first.glob
    elif not tail_int or last != 0:
        first.glob = "[0-9]*"


CAPITALISED_MIN = 5  # distinct names that must all start with a capital before the glob says so
# identifiers in CamelCase (`IsolationLevel`, `Windows.Builder`): a word of capitals and lowercase, no spaces
_CAMEL_RX = re.compile(r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)*")


def capitalised(first: Part, stems: list[str]) -> bool:
    """Free names that are all CamelCase identifiers, several of them (`Cluster.html`, `Windows.Builder.html`):
    classes, types; the lowercase pages beside them (`package-summary.html`) are another kind.

    Why: a class's name starts with a capital by convention, and that keeps the index pages out."""
    return first.var is not None and first.var.kind in FREE_KINDS and len(set(stems)) >= CAPITALISED_MIN \
        and all(_CAMEL_RX.fullmatch(s) for s in stems) and len({s[:1] for s in stems}) >= 2


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
    probe = paths if len(paths) <= 2000 else paths[:: max(1, len(paths) // 2000)]
    split = [(p, [s for s in p.split("/") if s]) for p in probe]  # once, not once per field
    for f in fields:
        if f.combine or f.kind == VarKind.KEY_ANY:
            kept.append(f)
            continue
        rx = re.compile(f.pattern or "")
        good = True
        k = f.segment_index
        for p, segs in split:
            src = p if k is None else (segs[k] if -len(segs) <= k < len(segs) else None)
            if src is None or (not rx.search(src) and not f.default_null):
                good = False
                break
        if good:
            kept.append(f)
        else:
            notes.append(f"field {f.name!r} dropped: its pattern does not read every sample")
    return glob, kept
