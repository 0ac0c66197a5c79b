"""The offline draft stays within the rule language's limits on samples a careless or hostile person
sends (analysis/limits.py): each draft below failed every tier-1/2 retry before the stage existed."""
from __future__ import annotations

import random

import pytest

from pathfinder.analysis import analyse, render_draft
from pathfinder.analysis.limits import MAX_FIELDS, MAX_NAME_CHARS, within_limits
from pathfinder.analysis.model import Field
from pathfinder.validation.pipeline import validate_draft
from pathfinder.validation.result import Success


def _deep(rng: random.Random) -> list[str]:
    """Paths of 200 numbered folders (more than 100 fields' worth)."""
    return ["/".join(f"a{rng.randint(0, 99)}_{j}" for j in range(200)) + f"/file{i}.csv" for i in range(5)]


def _long_word(rng: random.Random) -> list[str]:
    """A 4,000-letter folder name with a number: the name's prefix became a field name past YAML's key limit."""
    return ["data/" + "x" * 4000 + f"_{i}/f.csv" for i in range(5)]


def _dashes(rng: random.Random) -> list[str]:
    """500 numbers joined by dashes: every field's pattern is past 1,000 characters."""
    return ["data/" + "-".join(str(rng.randint(0, 9)) for _ in range(500)) + ".csv" for _ in range(5)]


def _hex(rng: random.Random) -> list[str]:
    """A 2,000-digit hash: `[0-9a-f]{2000}` is past RE2's repeat count."""
    return ["data/" + "".join(rng.choice("0123456789abcdef") for _ in range(2000)) + ".bin" for _ in range(5)]


@pytest.mark.parametrize("make", [_deep, _long_word, _dashes, _hex], ids=lambda f: f.__name__.strip("_"))
def test_hostile_samples_give_a_draft_that_passes_every_tier(make):
    samples = make(random.Random(7))
    a = analyse(samples)
    result = validate_draft(render_draft(a), samples)
    assert isinstance(result, Success), result
    assert len(a.fields) <= MAX_FIELDS
    assert all(len(f.name) <= MAX_NAME_CHARS for f in a.fields)


def test_what_is_left_out_is_said_in_the_summary():
    a = analyse(_deep(random.Random(7)))
    assert len(a.fields) == MAX_FIELDS
    assert any(line.startswith("note: ") and "fields left out" in line for line in a.summary.splitlines())
    assert "the rule language's limits" in analyse(_hex(random.Random(7))).summary


def _field(name: str, raw: tuple[str | None, ...], pattern: str | None = None, combine: tuple[str, ...] = ()) -> Field:
    return Field(name=name, type="string", source="filename", pattern=pattern, raw=raw, combine=combine)


def test_fields_that_vary_are_kept_first_in_path_order():
    constant = [_field(f"c{i}", ("x", "x")) for i in range(MAX_FIELDS)]
    varying = [_field(f"v{i}", ("a", "b")) for i in range(3)]
    notes: list[str] = []
    kept = within_limits(constant[:50] + varying + constant[50:], notes)
    names = [f.name for f in kept]
    assert len(kept) == MAX_FIELDS and {"v0", "v1", "v2"} <= set(names)
    assert names[:51] == [f"c{i}" for i in range(50)] + ["v0"]  # path order kept among the chosen
    assert notes and "3 of 103" in notes[0]


def test_a_combined_field_goes_with_its_parts_and_follows_their_renames():
    long = "y" * 60
    parts = [_field(long, ("2020", "2021")), _field("month", ("01", "02"), pattern="(" + "a" * 1001 + ")")]
    date = _field("date", (None, None), combine=(long, "month"))
    assert [f.name for f in within_limits([*parts, date], [])] == ["y" * MAX_NAME_CHARS]  # month refused: date too
    kept = within_limits([parts[0], _field("month", ("01", "02")), date], [])
    assert kept[-1].combine == ("y" * MAX_NAME_CHARS, "month")


def test_shortened_names_stay_unique_and_ordinary_names_are_untouched():
    a, b = "n" * 50 + "_a", "n" * 50 + "_b"
    kept = within_limits([_field(a, ("1", "2")), _field(b, ("3", "4")), _field("run", ("1", "2"))], [])
    assert [f.name for f in kept] == ["n" * MAX_NAME_CHARS, "n" * MAX_NAME_CHARS + "_2", "run"]


@pytest.mark.parametrize("joiner", ["_", "-", ".", " ", "__", "--"])
def test_a_name_of_hundreds_of_words_is_read_whole(joiner):
    # 300 words each: every aligned word was a template part, and the stages after it (word runs, reading
    # the template back, each field's pattern checked) compiled the whole name once per part; 20 such names
    # took over 20 s (`generate` timed out), for fields the limits stage then refused anyway
    rng = random.Random(7)
    words = ["alpha", "beta", "gamma", "delta", "eps", "zeta"]
    samples = ["data/" + joiner.join(rng.choice(words) for _ in range(300)) + f"{joiner}{i}.csv" for i in range(20)]
    a = analyse(samples)
    assert len(a.glob) < 200, a.glob[:200]  # not one `*` per word
    assert a.fields[0].name == "name" and a.fields[0].pattern.startswith("^([^/]+?)")  # the whole name, one value
    assert isinstance(validate_draft(render_draft(a), samples), Success)


def test_a_long_real_name_keeps_its_template():
    # the longest real names of the bench groups hold ~40 words (OWID's dataset_2016_prevalence_of_…): still read
    samples = ["owid/dataset_" + str(1000 + 37 * i) + "_" + "_".join(["share"] * 40) + ".csv" for i in range(6)]
    a = analyse(samples)
    assert any(f.type == "integer" and set(f.raw) == {str(1000 + 37 * i) for i in range(6)} for f in a.fields), a.fields
