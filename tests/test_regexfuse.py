import re

import pytest

from pathfinder.engine.regexfuse import fuse_pattern, segment_pattern


def run_fused(pattern: str, path: str, seg_start: int):
    """Value the fused pattern yields at a segment start inside a whole path."""
    text = fuse_pattern(re.compile(pattern), "v")
    assert text is not None
    m = re.compile(text).match(path, seg_start)
    return m["v"] if m else None


def run_plain(pattern: str, segment: str):
    rx = re.compile(pattern)
    m = rx.search(segment)
    return None if m is None else m.group(1 if rx.groups else 0)


@pytest.mark.parametrize("pattern", [
    r"mission_(\d+)", r"^([a-z]+)", r"(\d+)$", r"\d+", r"(.*)", r"([^_]+)_", r"(\W)", r"\b(\w)", r"(?<=_)(\d)",
    r"^(?!x)(\w+)", r"(a|b)+", r"(a)?b", r"(\S+)\Z", r"(?:-(\d)){2}", r"(?P<name>[a-z]+)", r"[/](x)", r"(.)$",
])
@pytest.mark.parametrize("segments", [["a", "mission_042", "x_1-2"], ["ab_c", "b"], ["x/y"], ["_7", "Ab-9_", "z"]])
def test_fused_pattern_equals_search_on_the_segment(pattern, segments):
    path = "/" + "/".join(segments)
    pos = 1
    for seg in path[1:].split("/"):
        assert run_fused(pattern, path, pos) == run_plain(pattern, seg), (pattern, seg)
        pos += len(seg) + 1


@pytest.mark.parametrize("pattern", [r"(?i)abc", r"(a)\1", r"(x)?(?(1)a|b)", r"(?m)^a", r"(?s).", r"(?x)a"])
def test_patterns_that_cannot_be_proven_equivalent_are_declined(pattern):
    assert segment_pattern(re.compile(pattern), "v") is None


@pytest.mark.parametrize("segment", ["\u0661\u0662x", "\u00e9t\u00e9_1", "ab\u00e9"])
@pytest.mark.parametrize("pattern", [r"(\d+)", r"(\w+)", r"\b(\w)", r"(\W)"])
def test_ascii_patterns_keep_their_ascii_meaning_when_fused(pattern, segment):
    # rules compile patterns with re.ASCII (the portable dialect): \d is [0-9] inside the glob too
    rx = re.compile(pattern, re.ASCII)
    text = fuse_pattern(rx, "v")
    assert text is not None
    m = re.compile(text).match("/" + segment, 1)
    plain = rx.search(segment)
    assert (m["v"] if m else None) == (None if plain is None else plain.group(1 if rx.groups else 0))


def test_slash_never_matched_by_rewritten_atoms():
    text = segment_pattern(re.compile(r".[^a]\W\D\S[!-z]"), "v")
    assert text is not None
    assert re.compile(text).search("/" * 10) is None
