"""System prompt (language, schema, examples) and the bounded, redacted first user turn."""
from __future__ import annotations

import yaml

from pathfinder.generation import prompts
from pathfinder.generation.prompts import (
    EXAMPLE_NAMES,
    MAX_PROMPT_SAMPLES,
    AnalysisText,
    build_first_turn,
    build_system_prompt,
    load_examples,
    select_samples,
)
from pathfinder.generation.redact import Redactor
from pathfinder.engine.schema import schema_text

R = Redactor(user_names=("alice",), home="/home/alice")


def test_system_prompt_has_language_schema_and_examples():
    text = build_system_prompt()
    assert schema_text().strip() in text
    for word in ("segment(N)", "strip_leading_zeros", "{a,b}", "**"):
        assert word in text
    examples = load_examples()
    assert [e.name for e in examples] == list(EXAMPLE_NAMES)
    for ex in examples:
        assert ex.rule in text
        assert yaml.safe_load(ex.rule)["name"] == ex.name
        assert ex.paths and all(p in text for p in ex.paths)
    assert build_system_prompt() is build_system_prompt()  # built once, identical every call


def test_packaged_example_copies_match_the_repository():
    """Wheels read `pathfinder/prompt_examples/`; keep it equal to `rules/examples/` (copy the files over)."""
    assert prompts.REPO_EXAMPLES_DIR.is_dir()
    for name in prompts.iter_example_files():
        repo = (prompts.REPO_EXAMPLES_DIR / name).read_text()
        packaged = (prompts.PACKAGED_EXAMPLES_DIR / name).read_text()
        assert packaged == repo, f"pathfinder/prompt_examples/{name} is stale: copy rules/examples/{name}"
    assert load_examples(str(prompts.PACKAGED_EXAMPLES_DIR)) == load_examples(str(prompts.REPO_EXAMPLES_DIR))


def test_examples_fall_back_to_package_data(monkeypatch, tmp_path):
    monkeypatch.setattr(prompts, "REPO_EXAMPLES_DIR", tmp_path / "nope")
    assert prompts.examples_dir() == prompts.PACKAGED_EXAMPLES_DIR
    assert len(load_examples(str(prompts.examples_dir()))) == 3


def test_select_samples_is_bounded_deterministic_and_covers_every_shape():
    common = [f"/d/mission_{i:03d}/2024-01-{i % 28 + 1:02d}/readings.csv" for i in range(5000)]
    rare = ["/d/mission_001/notes/README.md", "/d/mission_002/2024-01-02/Readings_v2.CSV"]
    samples = common[:2500] + rare + common[2500:]
    chosen = select_samples(samples)
    assert len(chosen) == MAX_PROMPT_SAMPLES
    assert set(rare) <= set(chosen)  # outlier shapes are represented
    assert chosen == select_samples(samples)
    assert chosen == [s for s in samples if s in set(chosen)]  # input order kept
    assert common[0] in chosen and common[-1] in chosen  # spread over the whole range
    assert select_samples(samples[:7]) == samples[:7]


def test_first_turn_size_does_not_grow_with_samples():
    def sizes(n: int) -> int:
        s = [f"/home/alice/scans/site_{i % 5}/sub-{i:05d}/ses-{i % 3}/anat.nii.gz" for i in range(n)]
        return len(build_first_turn(s, redactor=R, analysis=AnalysisText("structure", "table")))

    assert sizes(10_000) <= sizes(100) * 1.1
    assert sizes(10_000) < 5000


def test_first_turn_is_redacted_and_carries_analysis_hint_draft():
    samples = ["/home/alice/d/mission_042/2024-01-15/a.csv", "/home/alice/d/mission_043/2024-01-16/b.csv"]
    text = build_first_turn(
        samples,
        redactor=R,
        hint="alice wants the mission as integer",
        draft="name: m\nglob: '/home/alice/d/**'\n",
        analysis=AnalysisText("/home/alice/d/mission_{id:int}/{date:date}/{name}.csv", "id  integer  segment(-3)"),
    )
    assert "alice" not in text
    assert "/home/~/d/mission_042/2024-01-15/a.csv" in text
    assert "/home/~/d/mission_{id:int}/{date:date}/{name}.csv" in text
    assert "id  integer  segment(-3)" in text
    assert "<user> wants the mission as integer" in text
    assert "/home/~/d/**" in text
    assert "Sample paths (2)" in text


def test_first_turn_uses_the_real_analyser():
    samples = [f"/data/mission_{i:03d}/2024-01-{i + 1:02d}/readings.csv" for i in range(1, 9)]
    text = build_first_turn(samples, redactor=R)
    assert "mission_" in text.split("Structure found", 1)[-1]


def test_long_hint_and_path_are_clipped():
    text = build_first_turn(["/a/" + "x" * 5000 + ".csv"], redactor=R, hint="h" * 5000,
                            analysis=AnalysisText(None, None))
    assert len(text) < 2000


def test_redact_analysis_leaves_out_placeholder_only_fields_and_keeps_the_rest():
    from pathfinder.generation.prompts import AnalysisText, redact_analysis

    table = (
        "field   type     source       examples            distinct\n"
        "------  -------  -----------  ------------------  --------\n"
        "folder  string   segment(-5)  alice, bob, carol   3\n"
        "mail    string   segment(-4)  a@x.org, b@y.org    2\n"
        "number  integer  segment(-3)  1, 2, 3             3\n"
    )
    r = Redactor(user_names=("alice", "bob", "carol"))
    sent, dropped = redact_analysis(AnalysisText("/srv/{folder}/{mail}/m_{number:int}.csv", table), r)
    assert dropped == ("folder", "mail")
    assert sent.summary == "/srv/*/*/m_{number:int}.csv"
    lines = sent.field_table.splitlines()
    assert lines[0].split() == ["field", "type", "source", "examples", "distinct"]
    assert lines[2].split()[0] == "number" and len(lines) == 4 and lines[3].startswith("(left out: 2 columns")
    # a table in another shape is only redacted, nothing is dropped
    odd = AnalysisText(None, "folder: alice, bob\n")
    sent, dropped = redact_analysis(odd, r)
    assert dropped == () and sent.field_table == "folder: <user>, <user>\n"
