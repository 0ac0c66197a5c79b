"""Whether the samples' endings are the kind's whole set of formats (closed) or a draw from an open one.

A kind written in several formats the analyser cannot all name (`.pom` beside Gradle's `.module`, `.hc` beside
`.res4`) was left open (`*.*`): its glob took every file beside it sharing the stem, checksums and signatures
(`x.pom.sha1`, `x.jar.asc`) and other artefacts (`x.jar`). Listing the endings seen always was wrong the other
way: a recording of many formats (NIRx's `.wl1`, `.hdr`, `.evt`, …) shows a few in ten samples. Which one it is,
the samples say, as one estimates unseen species from a draw: an ending seen once says more were not drawn; every
ending seen several times, few endings against many samples, says the draw has seen them all. Chained endings
(`jar.md5`, `pom.sha256`) whose places combine freely are read place by place (`free_places`).
"""
from __future__ import annotations

import re
from collections import Counter

import pathfinder.analysis.tokens as T

__all__ = ["MAX_CLOSED", "MAX_PRODUCT", "MAX_UNSEEN_SHARE", "MIN_DRAWS_PER_ENDING", "closed_endings", "format_of_the_name",
           "free_places", "joined_endings"]

#: the samples at least this many times the endings: a draw of ten that shows four formats twice or more each
#: (CTF's `.hc`, `.res4`, `.infods`, `.hist`) is still a partial draw
MIN_DRAWS_PER_ENDING = 3
#: the most the next file may be of an ending the samples did not show, by Good and Turing's estimate (the
#: endings seen once, over the names): one in ten samples, one ending seen once, is a draw that has seen them all
MAX_UNSEEN_SHARE = 0.1
#: the most endings a closed set holds: a person lists a handful of formats (Maven's descriptors and checksums
#: are 4 by 4); hundreds of endings each seen three times (4,000 samples) are pieces of names, and their brace
#: glob passes the glob length limit (attack15)
MAX_CLOSED = 16
_DIGITS = re.compile(r"[0-9]+")


def closed_endings(ext_lists: list[list[str]], stems: list[str]) -> bool:
    """Whether the names' endings (each a list of dot-parts, `['jar', 'sha1']`; `stems` the names before them) are
    the kind's closed set of formats: two to `MAX_CLOSED`, the names more than the endings where no ending is a
    known format (the table only breaks that tie: FreeSurfer's `lh.pial`, `rh.white` name the surface), no two
    unknown ones the same but for their digits (`f000`, `f003` number a piece; `sha1`, `sha256` are formats), the
    names at least `MIN_DRAWS_PER_ENDING` times the endings,
    those seen once (Good and Turing's estimate of the share of files in an ending not drawn) at most
    `MAX_UNSEEN_SHARE` of the names, and the format no name's own (`format_of_the_name`).

    Why: endings seen once say the draw missed others (any format); each seen often says it has them all."""
    counts = Counter(".".join(e).lower() for e in ext_lists)
    n = len(ext_lists)
    if len(counts) < 2 or len(counts) > MAX_CLOSED or "" in counts or n < MIN_DRAWS_PER_ENDING * len(counts):
        return False
    numbered = [e for e in counts if _DIGITS.search(e) and not T.known_extension(e.rsplit(".", 1)[-1])]
    if len({_DIGITS.sub("0", e) for e in numbered}) < len(numbered):  # `f000`, `f003`: a numbered piece
        return False
    if sum(1 for c in counts.values() if c == 1) > MAX_UNSEEN_SHARE * n:
        return False
    if not any(T.known_extension(e.rsplit(".", 1)[-1]) for e in counts) and len(set(stems)) <= len(counts):
        return False  # `lh.pial`, `rh.white`: as many names as endings, the dotted piece names the thing
    return not format_of_the_name(ext_lists, stems)


def joined_endings(names: list[str], ext_lists: list[list[str]]) -> list[list[str]]:
    """`ext_lists` (the names' `tokens.ext_parts`) with a last dot-piece of words joined by `_` read as an ending
    (`tokens.joined_piece`: Arrow's `generated_union.arrow_file` beside `generated_union.stream`), where the names
    without an ending all write one and each such ending is written by two samples or more; `ext_lists` otherwise.

    A dotted value holding `_` varies with the name (`encoder.layer_norm`, `decoder.self_attn`), and a piece seen
    once (`report.v2_final`) is no evidence.

    Why: an ending recurs across a kind's samples whatever its letters; a value varies."""
    if all(ext_lists):  # the common case costs one pass, no list
        return ext_lists
    pieces: dict[int, str] = {}
    for i, e in enumerate(ext_lists):
        if not e:
            piece = T.joined_piece(names[i])
            if not piece:  # a name of no ending at all (`README`, `crash-<sha1>`): stop at the first
                return ext_lists
            pieces[i] = piece
    seen = Counter(p.lower() for p in pieces.values())
    if min(seen.values()) < 2:
        return ext_lists
    return [[pieces[i]] if i in pieces else e for i, e in enumerate(ext_lists)]


def format_of_the_name(ext_lists: list[list[str]], stems: list[str]) -> bool:
    """Whether each name keeps one format: names seen on several samples, each always in one ending
    (`full.lab`, `tuning.csv` in every song's folder), where no name is seen in two (`x.pom` beside `x.module`).

    Why: a format that goes with the name says a name not drawn may come in a format not drawn."""
    endings: dict[str, set[str]] = {}
    seen: Counter = Counter(stems)
    for stem, e in zip(stems, ext_lists):
        endings.setdefault(stem, set()).add(".".join(e).lower())
    repeated = [stem for stem, c in seen.items() if c >= 2]
    return bool(repeated) and all(len(endings[stem]) == 1 for stem in repeated)


MAX_PRODUCT = 64  # endings a product of per-place sets may stand for (`{.jar,.pom}{.md5,.sha1}` is four)


def free_places(endings: list[tuple[str, ...]]) -> list[list[str]] | None:
    """The values of each dot-place, first seen first, when the endings are chains of as many places (two or
    more: `jar.md5`, `pom.sha256`) whose values combine freely: some value of each place is seen with two values
    of another; None otherwise (`fastq.gz` beside `bam.bai`: one pair each).

    Why: a checksum or compression is written after any artefact; the samples show a few of the pairs."""
    chains = list(dict.fromkeys(endings))
    if len(chains) < 3 or len({len(c) for c in chains}) != 1 or len(chains[0]) < 2:
        return None
    width = len(chains[0])
    places = [list(dict.fromkeys(c[i] for c in chains)) for i in range(width)]
    total = 1
    for values in places:
        total *= len(values)
    if total > MAX_PRODUCT:
        return None
    for i in range(width):
        partners: dict[str, set[tuple[str, ...]]] = {}
        for c in chains:
            partners.setdefault(c[i], set()).add(c[:i] + c[i + 1:])
        if max(len(p) for p in partners.values()) < 2:
            return None
    return places
