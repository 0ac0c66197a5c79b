"""Property: whatever the samples, the analyser's YAML draft passes tiers 1-3 on them."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pathfinder.analysis import analyse, render_draft
from pathfinder.validation.tiers import validate_draft

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
    a = analyse(samples)
    if a.needs_python:  # Python drafts run in the sandbox: covered in test_generators_offline
        return
    result = validate_draft(render_draft(a), list(a.samples))
    assert type(result).__name__ == "Success", (samples, render_draft(a), getattr(result, "message", ""))
    assert len({f.name for f in a.fields}) == len(a.fields)
