"""Stage 3, a fixed word that some names add at one end of their delimited pieces (an optional flag, a prefix).

Benchmark and model-zoo names list their settings joined by one delimiter, and some add one more word at an end
for a variant: timm's `benchmark-infer-amp-nchw-pt240-cu124-rtx4090-dynamo` beside `…-rtx4090` (torch.compile's
backend), osu!'s `taiko-drum-hitclap` beside `drum-hitclap` (the ruleset), `app-linux-x64-debug` beside
`app-linux-x64`. The names' piece counts then differ by one, and the settings' own values hold other separators
(`amp_bf16`, `i7_12700h`), so no piece absorbs the extra delimiter as free text, and the whole name was read as one
value. The evidence that the extra piece is an optional field, not part of a neighbouring value: every name that
has it (three or more) writes the same word there, at the same end, no name without it ends (or starts) with that
word, and the word is independent of the piece beside it: a value there is seen without it too, or it follows
three or more values, mostly distinct (`5090-dynamo`, `i7_12700h-dynamo`, `pro6000maxq-dynamo`). `upper-air`
beside `ground`, `full-description` and `short-description` beside `title` repeat few words that never stand
alone: compound values. A piece that floats (different words, or at
different places) stays one value with the delimiter inside.
"""
from __future__ import annotations

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, Var, VarKind, var_part

__all__ = ["END", "START", "MIN_FLAGGED", "fixed_end_word", "optional_word_parts"]

END, START = -2, -3  # where the optional word sits, as `_delimited_parts`' absorbing index (no piece's index)
MIN_FLAGGED = 3  # names that must write the word: one or two names may share a piece by chance
MAX_WORD = 24  # characters: a longer piece is a value, not a flag


def _edge(name: str, d: str, where: int) -> str:
    """The piece of `name` at its END or START (the whole name where it holds no `d`)."""
    return name.rsplit(d, 1)[-1] if where == END else name.split(d, 1)[0]


def _rest(name: str, d: str, where: int) -> str:
    """`name` without its piece at END or START (a name holding `d`)."""
    return name.rsplit(d, 1)[0] if where == END else name.split(d, 1)[1]


def fixed_end_word(distinct: list[str], d: str, counts: list[int]) -> list[tuple[int, str, list[list[str]]]]:
    """The cuts of `distinct` at `d` where the names with one piece more share its word at one end: a list of
    (END or START, the word, each name's pieces without it). Empty when the counts are not two, one apart, or
    no end qualifies.

    Why: a word that only some names add, always at the same end, is a flag on the name, not a part of its value."""
    low, high = min(counts), max(counts)
    if high != low + 1 or low < 1 or len(set(counts)) != 2:
        return []
    longs = [v for v, c in zip(distinct, counts) if c == high]
    shorts = [v for v, c in zip(distinct, counts) if c == low]
    if len(longs) < MIN_FLAGGED:
        return []
    out = []
    for where in (END, START):
        words = {_edge(v, d, where) for v in longs}
        if len(words) != 1:
            continue
        word = words.pop()
        if not (word.isalpha() and word.isascii() and len(word) <= MAX_WORD):
            continue
        if any(_edge(v, d, where) == word for v in shorts):
            continue  # the short names write it too: it is a value of that piece, not a piece they lack
        cut = [_rest(v, d, where) if c == high else v for v, c in zip(distinct, counts)]
        beside = [_edge(x, d, where) for x, c in zip(cut, counts) if c == high]
        alone = any(_edge(x, d, where) in beside for x, c in zip(cut, counts) if c == low)
        if not alone and (len(set(beside)) < MIN_FLAGGED or 2 * len(set(beside)) <= len(beside)):
            continue  # few pieces beside it, repeated with it and never alone: compounds (`upper-air`)
        out.append((where, word, [x.split(d) for x in cut]))
    return out


def optional_word_parts(where: int, word: str, d: str) -> list[Part]:
    """The optional word as parts: `(?:-(dynamo))?` after the pieces (END) or `(?:(taiko)-)?` before them (START),
    its field null where a name lacks it; the glob takes either (the pieces' own glob ends or starts with `*`).

    Why: a name without the word is still a member, so the word is optional in the pattern and its field null."""
    var = Var(VarKind.ENUM, T.rx_escape(word), "string", default_null=True)
    if where == END:
        return [Part(glob="*", regex="(?:" + T.rx_escape(d), text=d), var_part(var, ""),
                Part(glob="", regex=")?", text="")]
    return [Part(glob="*", regex="(?:", text=""), var_part(var, ""),
            Part(glob="", regex=T.rx_escape(d) + ")?", text="")]
