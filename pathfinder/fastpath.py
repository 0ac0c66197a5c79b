"""Code generation for the `apply` hot path: one specialised function per rule.

A rule's record function does, for each path: one regex match of the glob
(which also captures every segment a field reads at a fixed position), then
each field's steps inline, then the record dict. Generating the function's
source once per rule removes per-path loops over field specs and per-step
branching; every name in the generated code is either a validated identifier
or a constant bound through the namespace, never text taken from the rule.

When a field's pattern can provably run inside the glob regex (see
`pathfinder.regexfuse`), it is fused into it as a lookahead at the segment's
start, so the path is scanned once for the glob and all such fields.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from pathfinder.paths import split_segments

Recorder = Callable[[str, str], "dict[str, Any] | None"]


def build_recorder(rule: Any, rel: Callable[[str], str] | None, *, fuse: bool = True) -> Recorder:
    """The specialised `rec(path_as_given, norm)` of a YAML rule (see module doc)."""
    from pathfinder.rule import MISSING

    cg = rule.compiled
    ns: dict[str, Any] = {"_MISSING": MISSING, "_split": split_segments, "_rel": rel}
    captures: dict[int, str] = {}
    extras: dict[int, list[str]] = {}
    body: list[str] = []
    need_segs = False
    group_counter = [0]
    plans: list[tuple[Any, str, str | None, str | None]] = []  # spec, text expr kind, group name, fused group

    for i, spec in enumerate(rule.fields.values()):
        pos = cg.fixed_segment(spec.index) if spec.source in ("segment", "filename") else None
        fused_group = None
        if pos is not None:
            gname = f"s{pos}"
            captures[pos] = gname
            if fuse and spec.regex is not None:
                from pathfinder.regexfuse import fuse_pattern

                gname_f = f"f{i}"
                fused = fuse_pattern(spec.regex, gname_f)
                if fused is not None:
                    extras.setdefault(pos, []).append(fused)
                    fused_group = gname_f
            plans.append((spec, "capture", gname, fused_group))
        elif spec.source in ("segment", "filename"):
            need_segs = True
            plans.append((spec, "segs", None, None))
        elif spec.source == "full_path":
            plans.append((spec, "full", None, None))
        else:
            plans.append((spec, "rel", None, None))
    del group_counter

    if captures:
        extra_text = {k: "".join(v) for k, v in extras.items()}
        regex = re.compile(cg.capture_regex(captures, extra_text))
    else:
        regex = cg.regex
    ns["_match"] = regex.match
    ns["_NAME"] = rule.name
    ns["_TAG"] = rule.tag
    index = regex.groupindex

    body.append("def rec(p, norm):")
    body.append("    m = _match(norm)")
    body.append("    if m is None:")
    body.append("        return None")
    if not plans:
        body.append('    return {"path": p, "rule": _NAME, "tag": _TAG, "status": "complete", "fields": {}}')
        exec(compile("\n".join(body), f"<rule {rule.name}>", "exec"), ns)
        return ns["rec"]
    body.append("    f = {}")
    body.append("    partial = False")
    if need_segs:
        body.append("    segs = _split(norm)")
        body.append("    n = len(segs)")
    for i, (spec, kind, gname, fused_group) in enumerate(plans):
        conv = spec.converter()
        if conv is not None:
            ns[f"_cv{i}"] = conv
        body.append("    v = _MISSING")
        ind = "    "
        if fused_group is not None:
            body.append(f"    t = m[{index[fused_group]}]")
        else:
            if kind == "capture":
                body.append(f"    t = m[{index[gname]}]")
            elif kind == "segs":
                idx = int(spec.index)
                cond = f"{idx} < n" if idx >= 0 else f"n >= {-idx}"
                body.append(f"    t = segs[{idx}] if {cond} else None")
            elif kind == "full":
                body.append("    t = norm")
            else:
                body.append("    t = _rel(norm) if _rel is not None else norm")
            if spec.regex is not None:
                ns[f"_rx{i}"] = spec.regex.search
                grp = 1 if spec.regex.groups else 0
                body.append(f"    if t is not None:")
                body.append(f"        mm = _rx{i}(t)")
                body.append(f"        t = None if mm is None else mm[{grp}]")
        body.append(f"{ind}if t is not None:")
        body.append(f"{ind}    v = _cv{i}(t)" if conv is not None else f"{ind}    v = t")
        key = repr(spec.name)
        if spec.has_default:
            ns[f"_df{i}"] = spec.default
            body.append(f"    f[{key}] = _df{i} if v is _MISSING else v")
        else:
            body.append("    if v is _MISSING:")
            body.append("        partial = True")
            body.append("    else:")
            body.append(f"        f[{key}] = v")
    body.append(
        '    return {"path": p, "rule": _NAME, "tag": _TAG, '
        '"status": "partial" if partial else "complete", "fields": f}'
    )
    exec(compile("\n".join(body), f"<rule {rule.name}>", "exec"), ns)
    return ns["rec"]
