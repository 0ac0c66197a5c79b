"""Stage 3c, one value written in more than one way within one kind: the same field spelt two ways
by different parts of a tree, read as one field rather than as free text.

- `suffixed_versions`: release folders or names where some versions carry a tag or label (`3.15-rc` beside
  `3.12`, `NuGet-3.5-RTM` beside `NuGet-2.2.1`): one version, a tag or label allowed;
- `numbered_spellings`: a numbered item written with its counting word and without (`week_1_docker_sql`
  beside `01-docker-terraform`): one number, read in both spellings.

Each returns a template (parts) or None, and is asked by `segments.segment_model` before names of
several shapes are read as ragged text.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, Var, VarKind, lit, var_part

__all__ = ["numbered_spellings", "suffixed_versions"]

# a release line and its tag, `-` and a usual word (`3.15-rc`, `2.0.0-rc.1`), glued as PEP 440 writes it (`3.13rc1`),
# after `~` as Debian and opam sort a pre-release first (`1.2.3~beta`, `4.0.0~rc1`), or a build after `+` (`1.0+b2`)
_OTHER_TAG = r"[~+][0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*"
_TAGGED_VERSION_RX = re.compile(r"^([vV]?)(\d{1,5}(?:\.\d{1,5}){1,3})(" + T.PRE_RELEASE_TAG + "|" + T.GLUED_RELEASE_TAG
                                + "|" + _OTHER_TAG + ")?$")
# or a release stage's label in any case after `-` (NuGet's `3.5-RTM`, `3.0-RC2`, `3.5-Beta2`); a build's label
# (`-linux-amd64`, `-bigendian`) is another value beside the version, read by the templates as before
_STAGE_WORDS = "alpha beta rc pre preview dev snapshot nightly m rtm ga final stable lts".split()
_LABELLED_VERSION_RX = re.compile(r"^([vV]?)(\d{1,5}(?:\.\d{1,5}){1,3})(-(?:" + "|".join(T.any_case(w) for w in _STAGE_WORDS)
                                  + r")\d*)?$")
# a PEP 440 tag glued on, then one label after `-` (which may hold `-`: `for-WebMatrix`); labels as a repeat of
# `-`-pieces would backtrack on a near miss (engine/backtracking refuses the pattern)
_LABEL = r"(?:" + T.GLUED_RELEASE_TAG + r")?(?:[-~+][0-9A-Za-z][0-9A-Za-z.-]*)?"


def suffixed_versions(distinct: list[str]) -> list[Part] | None:
    """Release folders or names of dotted numbers where some carry a release stage after them (`3.15-rc`
    beside `3.10`, `8.6-rc` beside `8.4`, `3.5-RTM` beside `2.2.1`): one `version` field as written, the stage
    part of its text, whichever label the next release carries (`2.6.1-for-WebMatrix`).

    Why: a release line is tagged only until it ships, so the tagged and untagged versions are siblings."""
    head = _name_before_numbers(distinct)  # `NuGet-` of `NuGet-3.5-RTM`: a name the release is of
    rests = [v[len(head):] for v in distinct]
    found = [_TAGGED_VERSION_RX.match(v) or _LABELLED_VERSION_RX.match(v) for v in rests]
    if len(distinct) < 2 or not all(found):
        return None
    leads = {m.group(1) for m in found}  # type: ignore[union-attr]
    tagged = [m for m in found if m.group(3)]  # type: ignore[union-attr]
    if len(leads) > 2 or len(leads) == 2 and "" not in leads \
            or not (len(leads) == 2 or 0 < len(tagged) < len(found) or _numbers_differ(found)):  # type: ignore[arg-type]
        return None
    # the next release may add a patch number or carry another tag: the numbers and any label read
    regex = r"\d+(?:\.\d+)+" + _LABEL
    # a `v` before the numbers is how the release is written, not part of its number (`v1.10` is release 1.10)
    return _release_lead(head, leads) + [
        var_part(Var(VarKind.VERSION, regex, "string", name="version", rank=3), "[0-9]*.[0-9]*")]


def _release_lead(head: str, leads: set[str]) -> list[Part]:
    """The text before a release's numbers: the name it is of and its `v`, optional where some siblings write it and
    others do not (`v0.8.14` beside `0.27.0`: `{v,}[0-9]*`, pattern `v?`).

    Why: a tree of releases made over years changes how it writes them, and both spellings name one release."""
    if len(leads) == 1:
        lead = next(iter(leads))
        return [lit(head + lead)] if head or lead else []
    letter = max(leads)
    return ([lit(head)] if head else []) + [Part(glob="{" + letter + ",}", regex=T.rx_escape(letter) + "?", text="")]


def _numbers_differ(found: list[re.Match[str]]) -> bool:
    """Versions of varying shape in one slot (`1.10` beside `1.12.1`, `2024.1` beside `1.2.3`): releases drop or add
    a patch number, so one version field, not numbers of a fixed count.

    Why: `Rust-1.1` and `Rust-1.12.1` are two releases of one line; a template of two numbers misses the third."""
    return len({m.group(2).count(".") for m in found}) > 1


def _name_before_numbers(distinct: list[str]) -> str:
    """The text every value starts with, up to a `-`, `_` or `.` right before the first digit (`NuGet-`, opam's
    `lwt.`), or ''."""
    head = distinct[0]
    for v in distinct[1:]:
        while not v.startswith(head):
            head = head[:-1]
    cut = max(head.rfind("-"), head.rfind("_"), head.rfind("."))
    head = head[: cut + 1] if cut >= 0 else ""
    return head if head and head[0].isalpha() and not any(c.isdigit() for c in head) else ""


_WORDED_RX = re.compile(r"^([A-Za-z]{2,12})([-_ ]?)(\d{1,3})((?:[-_ .].*)?)$")
_BARE_RX = re.compile(r"^(\d{1,3})((?:[-_ .].*)?)$")


def numbered_spellings(distinct: list[str]) -> list[Part] | None:
    """Items numbered with their counting word in some names and bare in others (`week_1_docker_sql`
    beside `01-docker-terraform`, `Lesson 3 - Loops` beside `04-functions`): one number field named after
    the word, read in both spellings, and the text after it as an optional `title`.

    Why: a course or series that renames its folders keeps numbering them, and a reader sees one number."""
    worded = [m for v in distinct if (m := _WORDED_RX.match(v))]
    bare = [m for v in distinct if (m := _BARE_RX.match(v))]
    if not worded or not bare or len(worded) + len(bare) != len(distinct):
        return None
    if len({m.group(1).lower() for m in worded}) != 1 or len({m.group(2) for m in worded}) != 1:
        return None
    word, sep = worded[0].group(1).lower(), worded[0].group(2)
    if word in ("v", "rc") or not any(m.group(4) for m in worded) or not any(m.group(2) for m in bare):
        return None  # a version (`v2`) is no count; the rename keeps the titles
    number = Var(VarKind.INT, r"\d+", "integer", name=word, rank=3)
    title = Var(VarKind.STRING, r"[^/]+", "string", name="title", rank=2, default_null=True)
    # the word capitalised or not (`dia_03_…` beside `Dia_02_…`): a title-cased folder is the same word
    head = f"[{word[0].upper()}{word[0]}]"
    return [Part(glob="{" + head + T.glob_escape(word[1:] + sep) + ",}", regex=f"(?:{head}{T.rx_escape(word[1:] + sep)})?",
                 text=""),
            var_part(number, "[0-9]*"),
            Part(glob="", regex=r"(?:[-_ .]", text=""), var_part(title, ""), Part(glob="", regex=")?", text="")]

