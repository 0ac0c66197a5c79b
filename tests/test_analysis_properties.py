"""Properties: whatever the samples, the analyser's YAML draft passes tiers 1-3 on them, and a
value it types as a date is one the engine's date coercion accepts."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pathfinder.analysis import analyse, render_draft
from pathfinder.analysis.clusters import clean_samples
from pathfinder.engine.coercions import MISSING, type_converter
from pathfinder.errors import UsageError
from pathfinder.validation.pipeline import validate_draft

PIECES = ["a", "B", "7", "_", "-", ".", "=", "é", " ", "0", "x1", "2024-01-02", "20240102",
          "__HIVE_DEFAULT_PARTITION__", "sub-01", "ses-", "k=", "(", "[", "*", "?", "{", ","]
token = st.lists(st.sampled_from(PIECES), min_size=1, max_size=4).map("".join)
ext = st.sampled_from([".csv", ".nii.gz", ".JPG", ".jpg", ""])


@st.composite
def sample_sets(draw):
    base = draw(st.lists(token, min_size=1, max_size=4))
    n = draw(st.integers(1, 8))
    out = []
    for _ in range(n):
        segs = [b if draw(st.booleans()) else draw(token) for b in base]
        if draw(st.integers(0, 3)) == 0:
            segs.insert(0, draw(token))
        segs.append(draw(token) + draw(ext))
        out.append(("/" if draw(st.booleans()) else "") + "/".join(segs))
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample_sets())
def test_yaml_drafts_always_validate_on_their_samples(samples):
    if not clean_samples(samples):  # lines of spaces and slashes (` / `) are blank: the documented usage error
        with pytest.raises(UsageError):
            analyse(samples)
        return
    a = analyse(samples)
    if a.needs_python:  # Python drafts run in the sandbox: covered in test_generators_offline
        return
    result = validate_draft(render_draft(a), list(a.samples))
    assert type(result).__name__ == "Success", (samples, render_draft(a), getattr(result, "message", ""))
    assert len({f.name for f in a.fields}) == len(a.fields)


SEPS = st.sampled_from(["", "-", "_", "."])
date_like = st.builds(lambda y, m, d, s1, s2: f"{y:04d}{s1}{m:02d}{s2}{d:02d}",
                      st.integers(1890, 2101), st.integers(0, 13), st.integers(0, 32), SEPS, SEPS)
day_first = st.builds(lambda d, m, y, s: f"{d:02d}{s}{m:02d}{s}{y:04d}",
                      st.integers(0, 32), st.integers(0, 13), st.integers(1890, 2101), SEPS)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(date_like, day_first), min_size=1, max_size=6), st.sampled_from(["", "x_", "run-"]))
def test_every_date_the_analyser_types_is_one_the_engine_accepts(values, prefix):
    a = analyse([f"d/{prefix}{v}/f_{v}.csv" for v in values])
    for f in a.fields:
        if f.type != "date" or f.combine:
            continue
        convert = type_converter("date", f.format)
        for raw in f.raw:
            if raw is not None:
                assert convert(raw) is not MISSING, (f.name, f.format, raw, values)
