"""Property tests: the compiled glob engine agrees with the slow reference matcher,
and the generated fast recorders agree with the step-by-step interpreter."""
from __future__ import annotations

import re

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pathfinder.engine.globs import MAX_ALTERNATIVES, MAX_EXPANDED_CHARS, compile_glob
from pathfinder.engine.paths import normalize
from pathfinder.engine.rule import FieldSpec, Rule
from reference_glob import expand, path_segments, reference_match

from pathfinder.errors import RuleError

SEG_CHARS = "ab.-_ é[{,"
seg_text = st.text(alphabet=SEG_CHARS, min_size=1, max_size=4)


@st.composite
def paths(draw):
    segs = draw(st.lists(seg_text, min_size=0, max_size=5))
    seps = draw(st.lists(st.sampled_from(["/", "/", "/", "//", "\\"]), min_size=len(segs), max_size=len(segs)))
    lead = draw(st.sampled_from(["", "/", ""]))
    text = lead + "".join(sep + s for sep, s in zip(seps, segs))[1:] if segs else lead
    if draw(st.booleans()) and text:
        text += draw(st.sampled_from(["", "/"]))
    return text


ATOMS = ["a", "b", ".", "-", "é", "*", "?", "[ab]", "[!a]", "[a-c]", "[]a]", "[.-]"]


@st.composite
def segment_globs(draw, depth=0):
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        choice = draw(st.integers(0, 9))
        if choice == 0 and depth < 2:
            alts = draw(st.lists(alt_globs(depth + 1), min_size=1, max_size=3))
            parts.append("{" + ",".join(alts) + "}")
        else:
            parts.append(draw(st.sampled_from(ATOMS)))
    return "".join(parts)


@st.composite
def alt_globs(draw, depth):
    # brace alternatives may be empty or hold '/'
    kind = draw(st.integers(0, 4))
    if kind == 0:
        return ""
    if kind == 1:
        return draw(segment_globs(depth)) + "/" + draw(segment_globs(depth))
    return draw(segment_globs(depth))


@st.composite
def globs(draw):
    segs = draw(st.lists(st.one_of(segment_globs(), st.just("**")), min_size=1, max_size=4))
    lead = draw(st.sampled_from(["", "", "/"]))
    return lead + "/".join(segs)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(globs(), paths())
@example("{,,}{,,}/{,,}{,,}/{,}{,a/{,}{,,}}", "a")  # 1,134 alternatives: refused for its braces (found by Hypothesis)
def test_compiled_glob_agrees_with_reference(glob, path):
    try:
        compiled = compile_glob(glob)
    except RuleError as e:  # refused: no path component, or braces past the engine's limits
        alternatives = expand(glob)
        assert all(not path_segments(a) for a in alternatives) or len(alternatives) > MAX_ALTERNATIVES \
            or sum(map(len, alternatives)) > MAX_EXPANDED_CHARS, (glob, str(e))
        return
    assert compiled.match(normalize(path)) == reference_match(glob, path), (glob, path, compiled.regex.pattern)


@settings(max_examples=200, deadline=None)
@given(globs(), st.lists(seg_text, min_size=1, max_size=5))
def test_matching_paths_built_from_the_glob(glob, fill):
    """Paths made by instantiating the glob itself must match (dense positive cases)."""
    from reference_glob import expand

    alt = expand(glob)[0]
    if not any(path_segments(a) for a in expand(glob)):
        return
    text = alt.replace("**", "x/y").replace("*", "ab").replace("?", "a")
    text = re.sub(r"\[!?\]?[^\]]*\]", "b", text)
    assert compile_glob(glob).match(normalize(text)) == reference_match(glob, text)


PATTERNS = [
    None, r"(\d+)", r"\d+", r"^([a-z]+)", r"([a-z]+)$", r"_(\w+)", r"(.)", r".*", r"([^_]+)_", r"\b(\w)",
    r"_(\d)", r"^([^x]\w*)", r"(a|b)+", r"(a)?b", r"([.])", r"(\W)", r"x{0}([^ \t]+)$", r"(?:-(\d)){2}",
    r"(?i)(ab)", r"([0-9]+)_",
]  # the portable dialect (docs/rule-language.md#patterns): no look-around, \Z or \S
SOURCES = ["segment(0)", "segment(1)", "segment(-1)", "segment(-2)", "segment(-3)", "segment(5)", "filename",
           "full_path", "rel_path"]
FIELD_SEG = st.text(alphabet="ab_1-.xZ", min_size=1, max_size=6)


@st.composite
def field_specs(draw):
    spec = {"from": draw(st.sampled_from(SOURCES))}
    pat = draw(st.sampled_from(PATTERNS))
    if pat:
        spec["pattern"] = pat
    t = draw(st.sampled_from(["string", "string", "integer", "date", "uuid"]))
    spec["type"] = t
    if draw(st.booleans()):
        spec["normalize"] = draw(st.sampled_from(["lowercase", "uppercase", "strip_leading_zeros"]))
    if draw(st.integers(0, 3)) == 0:
        spec["default"] = draw(st.sampled_from([None, 0, "x"]))
    return spec


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["*/*", "a*/*", "**/*_*", "/*/*/**", "x/**/*", "*", "{a,b}*/*", "/**", "*/**/*", "*/*/*",
                     "*/*.{1,_}*", "{a/**,b}/*", "{a,/b}/*", "/{a*,*b}/*/{x,*}", "*/{*,a/b}"]),
    st.lists(field_specs(), min_size=0, max_size=4),
    st.lists(st.lists(FIELD_SEG, min_size=1, max_size=5), min_size=1, max_size=8),
    st.sampled_from([None, "/", "/a1", "a_"]),
)
def test_fast_recorder_agrees_with_interpreter(glob, specs, seg_lists, root):
    fields = {f"f{i}": FieldSpec.from_mapping(f"f{i}", s) for i, s in enumerate(specs)}
    rule = Rule("r", glob, fields, tag="t")
    rec = rule.recorder(root)
    from pathfinder.engine.fastpath import build_recorder
    from pathfinder.engine.paths import make_relativizer

    plain = build_recorder(rule, make_relativizer(root), fuse=False)
    for segs in seg_lists:
        path = "/" + "/".join(segs)
        norm = normalize(path)
        rel = make_relativizer(root)(norm) if root else None
        ev = rule.evaluate(path, rel)
        want = None if ev is None else {
            "path": path, "rule": "r", "tag": "t", "status": ev.status, "fields": ev.fields}
        assert rec(path, norm) == want, (glob, specs, path)
        assert plain(path, norm) == want, (glob, specs, path)
