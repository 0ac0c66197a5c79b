"""Code generation for the `apply` hot path: one specialised function per rule.

A rule's record function does, for each path: one regex match of the glob
(which also captures every segment a field reads at a fixed position), then
each field's steps inline, then the record dict. Generating the function's
source once per rule removes per-path loops over field specs and per-step
branching; every name in the generated code is either a validated identifier
or a constant bound through the namespace, never text taken from the rule.

When a field's pattern can provably run inside the glob regex (see
`pathfinder.engine.regexfuse`), it is fused into it as a lookahead at the segment's
start, so the path is scanned once for the glob and all such fields.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from pathfinder.engine.coercions import MISSING, NORMALIZE, to_uuid
from pathfinder.engine.paths import split_segments
from pathfinder.engine.regexfuse import fuse_pattern

Recorder = Callable[[str, str], "dict[str, Any] | None"]


MEMO_LIMIT = 65_536  # distinct texts remembered per memoised field (dates repeat a lot)


def _memo(conv: Callable[[str], Any], missing: Any) -> tuple[dict[str, Any], Callable[[str], Any]]:
    """A cache dict plus a filler: `cache.get(t)` first, `fill(t)` on a miss (None = failed)."""
    cache: dict[str, Any] = {}

    def fill(text: str) -> Any:
        value = conv(text)
        if value is missing:
            value = None
        if len(cache) >= MEMO_LIMIT:
            cache.clear()
        cache[text] = missing if value is None else value
        return value

    return cache, fill


def build_recorder(rule: Any, rel: Callable[[str], str] | None, *, fuse: bool = True) -> Recorder:
    """The specialised `rec(path_as_given, norm)` of a YAML rule (see module doc)."""
    cg = rule.compiled
    ns: dict[str, Any] = {"_M": MISSING, "_split": split_segments, "_rel": rel}
    captures: dict[int, str] = {}
    extras: dict[int, list[str]] = {}
    plans: list[tuple[Any, str, str | None]] = []  # spec, kind of source, group name

    for i, spec in enumerate(rule.fields.values()):
        pos = cg.fixed_segment(spec.index) if spec.source in ("segment", "filename") else None
        if pos is not None:
            group = f"s{pos}"
            captures[pos] = group
            if fuse and spec.regex is not None:
                fused = fuse_pattern(spec.regex, f"f{i}")
                if fused is not None:
                    extras.setdefault(pos, []).append(fused)
                    plans.append((spec, "fused", f"f{i}"))
                    continue
            plans.append((spec, "capture", group))
        elif spec.source in ("segment", "filename"):
            plans.append((spec, "segs", None))
        elif spec.source == "full_path":
            plans.append((spec, "full", None))
        else:
            plans.append((spec, "rel", None))

    if captures:
        try:
            regex = re.compile(cg.capture_regex(captures, {k: "".join(v) for k, v in extras.items()}))
        except (re.error, RecursionError, OverflowError):
            if not fuse:  # pragma: no cover - the plain glob regex compiled at load time
                raise
            return build_recorder(rule, rel, fuse=False)  # fused text refused: keep separate searches
    else:
        regex = cg.regex
    ns["_match"] = regex.match
    ns["_NAME"] = rule.name
    ns["_TAG"] = rule.tag
    index = regex.groupindex

    body = ["def rec(p, norm):", "    m = _match(norm)", "    if m is None:", "        return None"]
    if not plans:
        body.append('    return {"path": p, "rule": _NAME, "tag": _TAG, "status": "complete", "fields": {}}')
        return _finish(body, ns, rule.name)
    groups = [index[g] for _, kind, g in plans if kind in ("fused", "capture")]
    if groups:
        names = ", ".join(f"t{i}" for i, (_, kind, _g) in enumerate(plans) if kind in ("fused", "capture"))
        if len(groups) == 1:
            body.append(f"    {names} = m[{groups[0]}]")
        else:
            body.append(f"    {names} = m.group({', '.join(map(str, groups))})")
    if any(kind == "segs" and spec.index != -1 for spec, kind, _g in plans):
        body.append("    segs = _split(norm)")
        body.append("    n = len(segs)")
    required: list[int] = []
    for i, (spec, kind, _g) in enumerate(plans):
        t, v = f"t{i}", f"v{i}"
        if kind == "segs" and spec.index == -1:  # the file name, without splitting the path
            body.append(f"    {t} = norm[norm.rfind('/') + 1:] or None")
        elif kind == "segs":
            idx = int(spec.index)
            cond = f"{idx} < n" if idx >= 0 else f"n >= {-idx}"
            body.append(f"    {t} = segs[{idx}] if {cond} else None")
        elif kind == "full":
            body.append(f"    {t} = norm")
        elif kind == "rel":
            body.append(f"    {t} = _rel(norm) if _rel is not None else norm")
        if kind in ("segs", "full", "rel", "capture") and spec.regex is not None:
            ns[f"_rx{i}"] = spec.regex.search
            grp = 1 if spec.regex.groups else 0
            body.append(f"    if {t} is not None:")
            body.append(f"        {t} = _rx{i}({t})")
            body.append(f"        if {t} is not None:")
            body.append(f"            {t} = {t}[{grp}]")
        norm_fn = NORMALIZE.get(spec.normalize or "")
        src = t
        if norm_fn is not None:
            ns[f"_nm{i}"] = norm_fn
            src = f"_nm{i}({t})"
        body.append(f"    if {t} is None:")
        body.append(f"        {v} = None")
        body.append("    else:")
        if spec.type == "integer":
            body.append("        try:")
            body.append(f"            {v} = int({src})")
            body.append("        except ValueError:")
            body.append(f"            {v} = None")
        elif spec.type == "date":
            conv = spec.type_converter()
            ns[f"_dc{i}"], ns[f"_fill{i}"] = _memo(conv, MISSING)
            body.append(f"        {v} = _dc{i}.get({src})")
            body.append(f"        if {v} is None:")
            body.append(f"            {v} = _fill{i}({src})")
            body.append(f"        elif {v} is _M:")
            body.append(f"            {v} = None")
        elif spec.type == "uuid":
            ns[f"_cv{i}"] = to_uuid
            body.append(f"        {v} = _cv{i}({src})")
            body.append(f"        if {v} is _M:")
            body.append(f"            {v} = None")
        else:
            body.append(f"        {v} = {src}")
        if spec.has_default:
            ns[f"_df{i}"] = spec.default
            body.append(f"    if {v} is None:")
            body.append(f"        {v} = _df{i}")
        else:
            required.append(i)
    literal = ", ".join(f"{spec.name!r}: v{i}" for i, (spec, _k, _g) in enumerate(plans))
    if required:
        cond = " and ".join(f"v{i} is not None" for i in required)
        body.append(f"    if {cond}:")
        body.append(f'        return {{"path": p, "rule": _NAME, "tag": _TAG, "status": "complete", '
                    f'"fields": {{{literal}}}}}')
        req = set(required)
        pairs = ", ".join(
            f"({spec.name!r}, v{i}, {i in req})" for i, (spec, _k, _g) in enumerate(plans)
        )
        body.append(f"    f = {{k: v for k, v, r in ({pairs},) if v is not None or not r}}")
        body.append('    return {"path": p, "rule": _NAME, "tag": _TAG, "status": "partial", "fields": f}')
    else:
        body.append(f'    return {{"path": p, "rule": _NAME, "tag": _TAG, "status": "complete", '
                    f'"fields": {{{literal}}}}}')
    return _finish(body, ns, rule.name)


def _finish(body: list[str], ns: dict[str, Any], name: str) -> Recorder:
    source = "\n".join(body)
    ns["__source__"] = source  # kept for debugging and tests
    exec(compile(source, f"<rule {name}>", "exec"), ns)
    return ns["rec"]
