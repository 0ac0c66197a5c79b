"""Stage 3d, an optional folder level: a named folder some paths of one kind have and others lack
(docker-library's `3.14/windows/<variant>/Dockerfile` beside `3.14/<variant>/Dockerfile`).

Aligned from the end, such a level shifts every folder above it, so a field read by position from the
end reads the level's name instead of its own value. `optional_level` finds the level, the samples are
analysed without it, and `with_level` puts it back: the glob allows it (`*.*/{windows/,}*/Dockerfile`)
and the fields above it read from the end of the full path, the level optional there too. A level of a word and
a number that varies (a pipeline's `rep1/pair2/` beside `rep1/`) is put back as `{pair[0-9]*/,}`, its number a
field that is null where the level is absent; a level named by a code in capitals (OPERA's `CIRRUS/`) as
`{[A-Z]*/,}`, the code a field `group`, null where absent (`coded_level`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

import pathfinder.analysis.tokens as T
from pathfinder.analysis.model import Analysis, Field
from pathfinder.analysis.parts import VarKind, template_regex
from pathfinder.analysis.segments import segment_model

__all__ = ["MAX_READ_BACK", "OptionalLevel", "anchored_inner", "optional_level", "with_level", "without_level"]

# a level that groups some items apart is named in words (`windows`, `extras`, `old-releases`); an id,
# a code or a number in that place is a value of a folder that varies
_GROUP_WORD_RX = re.compile(r"[A-Za-z]{3,}(?:[-_][A-Za-z]{2,})*")
# or a system's or site's code in capitals (`CIRRUS`, `KTLX`, `NOAA20`): a value of a family (`coded_level`)
_CODE_RX = re.compile(r"[A-Z][A-Z0-9]{2,11}")
_SEGMENT_RX = re.compile(r"^segment\((-[0-9]+)\)$")
#: fields above the level are read from the end of the full path over at most this many segments
MAX_READ_BACK = 8


@dataclass(frozen=True)
class OptionalLevel:
    """The level: its index from the start in the deeper paths, its name, and how many segments
    (the file name included) sit below it."""

    index: int
    word: str
    below: int
    numbered: bool = False  # the level's names are the word and a number that varies (`pair1`, `pair2`)
    coded: bool = False  # the level's name is a system's or site's code in capitals (`CIRRUS`): its siblings' too


def optional_level(segs: list[list[str]]) -> OptionalLevel | None:
    """A folder that the deeper samples (one level deeper than the others) all share, named in words or a code,
    found under several folders or under numbered ones (releases, dates: each member has it), with the
    file's own folder below it when one sample has it (or named after the file: `homework/homework.md`),
    the only folder without which the deeper samples align with the others (each of their segments reads
    as the others' segment in that place does).

    Why: a tree that files some builds under one more named folder keeps the rest of the path the same."""
    depths = sorted({len(s) for s in segs})
    if len(depths) != 2 or depths[1] != depths[0] + 1:
        return None
    d = depths[0]
    deep = [s for s in segs if len(s) == d + 1]
    shallow = [s for s in segs if len(s) == d]
    if len(shallow) < 2:
        return None
    seen = {x for s in shallow for x in s}
    columns = _Columns(shallow, len(segs))
    held = _numbered_words(shallow)
    one_kind: dict[tuple[int, bool], bool] = {}  # (column, below the level): each read once, not once per level

    def one_column(j: int, shifted: bool) -> bool:
        if (j, shifted) not in one_kind:
            one_kind[j, shifted] = _one_column([s[j] for s in shallow] + [s[j + shifted] for s in deep], len(segs))
        return one_kind[j, shifted]

    found = []
    for i in range(1, d):  # a folder above it
        words = {s[i] for s in deep}
        word = next(iter(words))
        numbered = numbered_level_word(words, deep, held) if len(words) > 1 or len(deep) > 1 else None
        if numbered is not None:  # its values vary: the columns read as one with the others' (few: one branch each)
            if all(columns.reads(j, [s[j if j < i else j + 1] for s in deep]) or one_column(j, j >= i)
                   for j in range(d - 1)):
                found.append(OptionalLevel(i, numbered, d - i, numbered=True))
            continue
        if len(words) != 1 or not (_GROUP_WORD_RX.fullmatch(word) or _CODE_RX.fullmatch(word)) or word in seen:
            continue
        if i == d - 1 and len(deep) < 2 and not all(T.name_stem(s[-1]) == word for s in deep):
            continue  # right above the file, one sample's folder may be a value (a region), unless it names the file
        if all(columns.reads(j, [s[j if j < i else j + 1] for s in deep]) for j in range(d)):
            found.append(OptionalLevel(i, word, d - i, coded=coded_level(word, shallow, i)))
    if len(found) != 1:  # two folders either of which could be the extra one: a deeper category, not a level
        return None
    if any(len({s[j] for s in segs}) > 1 for j in range(0, d - MAX_READ_BACK)):
        return None  # a value that far above the file would be read over more folders than MAX_READ_BACK
    above = {s[found[0].index - 1] for s in deep}
    if len(above) == 1 and not any(c.isdigit() for c in next(iter(above))):
        return None  # under one named folder only (`common/metrics/`), it is a deeper category: depth varies
    return found[0]


_NUMBERED_RX = re.compile(r"([a-z]{2,})([0-9]{1,3})")
#: what a system's or site's level matches in the glob, and reads in a pattern
CODE_GLOB, CODE_REGEX = "[A-Z]*", "[A-Z][A-Z0-9]*"


def coded_level(word: str, shallow: list[list[str]], i: int) -> bool:
    """Whether an optional level named by a code in capitals (OPERA's `CIRRUS/` beside no folder, a radar's `KTLX/`)
    stands for its siblings (`NIMBUS/`): none of the shallower paths has a folder of capitals where the level would
    sit, so the glob's `[A-Z]*/` takes no folder of theirs, and the code is a field, null where absent.

    Why: a tree that files some days under a system's or site's folder files other days under the others'."""
    return bool(_CODE_RX.fullmatch(word)) and not any(_CODE_RX.fullmatch(s[i]) for s in shallow if i < len(s))


def numbered_level_word(words: set[str], deep: list[list[str]], held: set[str]) -> str | None:
    """The word of a folder level whose names are one lowercase word and a short number (`pair1`, `pair2`,
    `lane3`) that only some samples have, none of the others holding a folder of that word (`held`: the words
    of the others' numbered folders, `_numbered_words`); else None.

    Why: a pipeline files the reads of a paired run under one more numbered folder (`rep1/pair1/`, `rep1/`)."""
    found = [_NUMBERED_RX.fullmatch(w) for w in words]
    if not all(found) or len({m.group(1) for m in found if m}) != 1:
        return None
    word = found[0].group(1) if found[0] else ""
    if word in held or len(deep) < 2:
        return None
    return word


def _numbered_words(segs: list[list[str]]) -> set[str]:
    """The words of the folders named by a word and a short number (`pair` of `pair1`) in these paths, found once:
    each candidate level asks, and a path of hundreds of folders asked each of them again (quadratic)."""
    return {m.group(1) for s in segs for x in s if (m := _NUMBERED_RX.fullmatch(x))}


def _one_column(values: list[str], n: int) -> bool:
    """Whether a folder column's values are of one kind (one template, no BIDS-like entities)."""
    model = segment_model(sorted(set(values)), n, is_folder=True)
    return model.entity_glob is None and not model.heterogeneous


class _Columns:
    """The shallower samples' segments, each read as the analyser reads it, built once when first asked
    (a path of hundreds of folders asks each column for every candidate level)."""

    def __init__(self, shallow: list[list[str]], n: int) -> None:
        self.shallow, self.n, self.depth = shallow, n, len(shallow[0])
        self.readers: dict[int, tuple[set[str], re.Pattern[str] | None]] = {}

    def reads(self, j: int, values: list[str]) -> bool:
        """Whether `values` read as the others' segment `j` does (a file name: by its extension)."""
        if j not in self.readers:
            column = sorted({s[j] for s in self.shallow})
            if j == self.depth - 1:
                self.readers[j] = ({".".join(T.ext_parts(v)) for v in column}, None)
            else:
                model = segment_model(column, self.n, is_folder=True)
                ok = model.entity_glob is None and not model.heterogeneous
                self.readers[j] = (set(column), re.compile(template_regex(model.parts)) if ok else None)
        known, rx = self.readers[j]
        if j == self.depth - 1:
            return all(".".join(T.ext_parts(v)) in known for v in values)
        return rx is not None and all(v in known or rx.match(v) for v in values)


def without_level(paths: list[str], segs: list[list[str]], level: OptionalLevel) -> list[str]:
    """The samples with the level taken out of the deeper ones (in the same order)."""
    deep = max(len(s) for s in segs)
    return [p if len(s) < deep else T.rejoin(p, s[:level.index] + s[level.index + 1:]) for p, s in zip(paths, segs)]


def with_level(analysis: Analysis, paths: list[str], level: OptionalLevel) -> Analysis | None:
    """The analysis of the samples without the level, with the level put back: in the glob before the
    folder it sits above, in the structure line, and in the patterns of the fields read above it (from
    the end of the full path). None when the glob or a field cannot take it."""
    globs = analysis.glob.split("/")
    if "**" in globs or len(globs) < level.below + 1 or analysis.needs_python:
        return None
    word = CODE_GLOB if level.coded else T.glob_escape(level.word) + ("[0-9]*" if level.numbered else "")
    at = len(globs) - level.below
    globs[at] = "{" + word + "/,}" + globs[at]
    fields: list[Field] = []
    for f in analysis.fields:
        m = _SEGMENT_RX.match(f.source)
        if m is None or -int(m.group(1)) <= level.below:
            fields.append(f)
            continue
        if -int(m.group(1)) > MAX_READ_BACK:
            return None  # a pattern over that many folders costs more per path than the level buys
        moved = _read_above(f, -int(m.group(1)), level)
        if moved is None:
            return None
        fields.append(moved)
    if level.numbered and level.word not in {f.name for f in fields}:
        fields.append(_level_number(level, paths))
    if level.coded and "group" not in {f.name for f in fields}:
        fields.append(_level_code(level, paths))
    structure = analysis.structure.split("/")
    if len(structure) > level.below:
        cut = len(structure) - level.below
        shown = "{group}" if level.coded else level.word + ("{" + level.word + ":int}" if level.numbered else "")
        structure[cut] = f"[{shown}/]" + structure[cut]
    return replace(analysis, glob="/".join(globs), fields=tuple(fields), structure="/".join(structure),
                   samples=tuple(paths))


def _level_number(level: OptionalLevel, paths: list[str]) -> Field:
    """The number of a numbered level (`pair2` -> 2), read from the end of the full path, null where absent."""
    pattern = "(?:^|/)" + T.rx_escape(level.word) + "([0-9]+)/" + "/".join(["[^/]+"] * level.below) + "$"
    rx = re.compile(pattern)
    raw = tuple(m.group(1) if (m := rx.search(p)) else None for p in paths)
    return Field(name=level.word, type="integer", source="full_path", pattern=pattern, default_null=True,
                 kind=VarKind.INT, raw=raw, rank=2)


def _level_code(level: OptionalLevel, paths: list[str]) -> Field:
    """The code of a system's or site's level (`CIRRUS`), read from the end of the full path, null where absent."""
    pattern = "(?:^|/)(" + CODE_REGEX + ")/" + "/".join(["[^/]+"] * level.below) + "$"
    rx = re.compile(pattern)
    raw = tuple(m.group(1) if (m := rx.search(p)) else None for p in paths)
    return Field(name="group", type="string", source="full_path", pattern=pattern, default_null=True,
                 kind=VarKind.WORD, raw=raw, rank=2)


def anchored_inner(pattern: str | None) -> str | None:
    """A whole-segment pattern (`^…$`, or none: any segment) as a group to read from the end of the full path
    (`([^/]+)`, the inner text grouped if it has no group); None for a pattern not anchored at both ends.

    Why: a field moved from its segment to the full path must read the same text; levels and bundles move them."""
    if pattern is None:
        return "([^/]+)"
    if pattern.startswith("^") and pattern.endswith("$") and not pattern.endswith("\\$"):
        inner = pattern[1:-1]
        return inner if re.compile(inner).groups else f"({inner})"
    return None


def _read_above(field: Field, back: int, level: OptionalLevel) -> Field | None:
    """A field of `segment(-back)`, above the level, read from the end of the full path instead."""
    inner = anchored_inner(field.pattern)
    if inner is None:
        return None
    after = []
    for pos in range(back - 1, 0, -1):  # the segments between the field's and the end
        after.append(("(?:" + (CODE_REGEX if level.coded else T.rx_escape(level.word) + ("[0-9]+" if level.numbered else ""))
                      + "/)?"
                      if pos == level.below else "") + "[^/]+")
    return replace(field, source="full_path", pattern="(?:^|/)" + inner + "/" + "/".join(after) + "$")
