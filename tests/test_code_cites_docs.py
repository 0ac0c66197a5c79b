"""Code cites the repo: every docs page a comment or docstring names is in docs/, with the section it names.

Why: a reader following `docs/analyser.md, "Descriptions"` from the code must land on that
heading, and nothing in the package points at a document outside the repo (a spec, an issue).
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted([*(ROOT / "pathfinder").rglob("*.py"), *(ROOT / "sandbox").rglob("*.py")])
# `docs/page.md`, an optional `#anchor`, and an optional quoted section after a comma, space or "("
CITATION = re.compile(r"docs/([\w.-]+\.md)(#[\w-]+)?(?:(?:, *| +| *\()\"([^\"\n]+)\")?")
OUTSIDE = re.compile(r"SPEC\.md|\.\./shared|/work/shared|\bseeds/|\b[Ii]ssue #?\d+", re.M)


def _headings(page: Path) -> list[str]:
    return [m.group(1).strip() for m in re.finditer(r"^#+\s+(.+)$", page.read_text(encoding="utf-8"), re.M)]


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def citations(text: str) -> list[tuple[str, str | None, str | None]]:
    return [(m.group(1), m.group(2), m.group(3)) for m in CITATION.finditer(text)]


def problems(source: Path) -> list[str]:
    text = source.read_text(encoding="utf-8")
    found = [f"cites {m.group(0)!r}, outside the repo" for m in OUTSIDE.finditer(text)]
    for page, anchor, section in citations(text):
        doc = ROOT / "docs" / page
        if not doc.is_file():
            found.append(f"cites docs/{page}, which is not in docs/")
            continue
        heads = _headings(doc)
        if anchor and anchor[1:] not in {_slug(h) for h in heads}:
            found.append(f"cites docs/{page}{anchor}, no such heading")
        if section and not any(section.lower() in h.replace("`", "").lower() for h in heads):
            found.append(f'cites docs/{page}, "{section}": no such heading')
    return found


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_citations_resolve_in_the_repo(source: Path) -> None:
    assert problems(source) == []


def test_the_reader_of_citations_sees_each_form(tmp_path: Path) -> None:
    text = ('"""See docs/analyser.md, "Descriptions"; docs/rule-language.md ("Patterns");\n'
            'docs/cli.md#python-api and docs/nowhere.md, "X". The SPEC.md says (issue 4)."""\n'
            'hint = "see docs/security.md", other = "x"\n')
    assert citations(text) == [("analyser.md", None, "Descriptions"), ("rule-language.md", None, "Patterns"),
                               ("cli.md", "#python-api", None), ("nowhere.md", None, "X"),
                               ("security.md", None, None)]
    source = tmp_path / "m.py"
    source.write_text(text, encoding="utf-8")
    assert sorted(problems(source)) == sorted([
        "cites 'SPEC.md', outside the repo", "cites 'issue 4', outside the repo",
        "cites docs/nowhere.md, which is not in docs/",
    ])
