"""Hostile names: long file names of many dates or version pairs cost the analyser's verify step one compiled
pattern per name, not one per field (analysis/verify.py, `same_matches`); very long names and many samples
of them finish (bench/bench_long_names.py prints the time side by side with the old way)."""
from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pytest

import pathfinder.analysis.infer as I
import pathfinder.analysis.verify as V
from pathfinder.analysis.infer import analyse
from pathfinder.analysis.model import Field
from pathfinder.errors import UsageError


def long_names(count: int, length: int, seed: int = 0, form: str = "dates") -> list[str]:
    """`count` file names of about `length` characters: `d.m.yy` dates or version pairs joined by `_`."""
    r = random.Random(seed)
    out = []
    for _ in range(count):
        pieces: list[str] = []
        while sum(len(p) + 1 for p in pieces) < length:
            pieces.append(f"{r.randint(1, 28)}.{r.randint(1, 12)}.{r.randint(10, 23)}" if form == "dates"
                          else f"{r.randint(0, 9)}.{r.randint(0, 20)}-{r.randint(0, 9)}.{r.randint(0, 20)}")
        out.append("/data/set/" + "_".join(pieces) + ".csv")
    return out


PATTERNS = [
    r"^(\d+)_(?:a|b)_([^/]*)\.csv$",
    r"[(]x(y)",  # `(` in a class is a character
    r"[]()](a)+",  # `]` first in a class is a member
    r"[^](](b)\(c\)",
    r"(?P<name>x)(?i:y)",
    r"(?<=a)(b)(?!c)",
    r"\\(a)",  # an escaped backslash, then a group
    r"^([0-9]+\.[0-9]+(?:-(?:rc|beta)[0-9]*)?)_(\d{1,2}\.\d{1,2}\.\d{2})\.csv$",
    r"(a|b)c(d)?e(f){2}(g)",  # a group that holds a `|` or is repeated stays a group
    r"x(?:(a)|b)y",
    r"^(\d+)\.[0-9]+-(?:\d+)$",
]
TEXTS = ["acdeffg", "bceffg", "aceffg", "acdefg", "xay", "xby", "xy", "12.3-4", "12.3-", "1_a_x.csv", "(xy", "]a",
         "(a", ")b(c)", "aaxy", "Xy", "ab", "abc", "\\a", "1.2_3.4.19.csv", "1.2-rc1_3.4.19.csv", "1.2-rc_3.4.1.csv",
         "", "x", "y(x)y"]


@pytest.mark.parametrize("pattern", PATTERNS)
def test_a_pattern_without_its_captures_matches_the_same_texts(pattern: str) -> None:
    plain = V.same_matches(pattern)
    assert re.compile(plain).groups == 0 and plain.count("(") <= pattern.count("(")
    for text in TEXTS:
        assert bool(re.search(plain, text)) == bool(re.search(pattern, text)), (pattern, text)


@pytest.mark.parametrize("pattern", [r"(a)\1", r"(?P<x>a)(?P=x)", r"(a)?(?(1)b|c)",
                                     r"(a{)2}"])  # `{2}` after the group is no repeat of it
def test_a_pattern_that_refers_to_a_group_is_kept_as_written(pattern: str) -> None:
    assert V.same_matches(pattern) == pattern


def _field(name: str, pattern: str, default_null: bool = False) -> Field:
    return Field(name=name, type="string", source="filename", pattern=pattern, default_null=default_null)


def test_verify_compiles_each_language_once_and_keeps_each_fields_own_verdict(monkeypatch) -> None:
    paths = ["/d/a_b.csv", "/d/a_c.csv"]
    fields = [_field("first", r"^(a)_[bc]\.csv$"), _field("second", r"^a_([bc])\.csv$"),  # one language
              _field("only_b", r"^a_(b)\.csv$"),  # another: misses `a_c.csv`
              _field("optional", r"^(z)", default_null=True)]  # null where absent: needs no pattern
    compiled: list[str] = []
    monkeypatch.setattr(V, "re", SimpleNamespace(compile=lambda p: compiled.append(p) or re.compile(p)))
    notes: list[str] = []
    glob, kept = V.verify("*/*_*.csv", fields, paths, ".csv", notes)
    assert [f.name for f in kept] == ["first", "second", "optional"]
    assert notes == ["field 'only_b' dropped: its pattern does not read every sample"]
    assert sorted(compiled) == [r"^a_[bc]\.csv$", r"^a_b\.csv$"]


def test_a_long_name_of_many_dates_costs_verify_one_compilation(monkeypatch) -> None:
    samples = long_names(20, 380)
    seen: list[tuple[list[Field], list[str]]] = []
    real = I.verify

    def spy(glob: str, fields: list[Field], paths: list[str], ext: str, notes: list[str]):
        seen.append((list(fields), list(paths)))
        return real(glob, fields, paths, ext, notes)

    monkeypatch.setattr(I, "verify", spy)
    analyse(samples)
    fields, paths = max(seen, key=lambda s: len(s[0]))
    assert len(fields) >= 40 and len({f.pattern for f in fields}) == len(fields)  # ~50 fields, ~50 patterns
    compiled: list[str] = []
    monkeypatch.setattr(V, "re", SimpleNamespace(compile=lambda p: compiled.append(p) or re.compile(p)))
    _, kept = V.verify("**/*.csv", fields, paths, ".csv", [])
    assert len(compiled) == 1
    # the same verdict as each field's own pattern compiled apart (the way before)
    assert [f.name for f in kept] == [f.name for f in fields
                                      if all(re.search(f.pattern or "", p.rsplit("/", 1)[1]) for p in paths)]


@pytest.mark.slow
@pytest.mark.timeout(300)  # a hang guard: about 6 s of CPU, under a minute on a loaded two-core machine
def test_ten_thousand_samples_of_390_character_names_finish() -> None:
    samples = long_names(10_000, 380)
    assert all(385 <= len(s) <= 420 for s in samples)
    result = analyse(samples)
    assert result.sample_count == len(samples) and result.glob.endswith(".csv")


@pytest.mark.timeout(60)
def test_a_ten_thousand_character_name_finishes() -> None:
    huge = long_names(1, 10_000)[0]
    assert len(huge) > 10_000
    with pytest.raises(UsageError, match="longer than"):  # alone: one line saying what is wrong
        analyse([huge])
    result = analyse([huge] + long_names(9, 380, seed=1))  # among others: set aside, the others analysed
    assert result.glob.endswith(".csv")
