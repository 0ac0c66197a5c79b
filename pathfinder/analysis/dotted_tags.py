"""Stage 3, dotted pieces whose values hold other separators: a tag before the extension, a dotted identifier.

Localisation trees, documentation by language and model files by precision name each variant by a dotted piece
before the extension: `Accounts.pt-BR.resx` beside `Admin.de.resx`, `index.zh-Hant.md` beside `index.en.md`,
`unet.int8_awq.safetensors` beside `vae.bf16.safetensors`. Object and mod folders name themselves by a dotted
identifier whose parts hold `_` or `-` (`rct2dlc.scenery_wall.mg-prar/`, `<author>.<mod_name>/`). Cut at every
separator the names have different piece counts (`pt-BR` is two words, `de` one), so the template read the whole
name as one free value; and no piece is typed (words and codes), which a delimiter cut otherwise needs. A person
cuts at the dot every name writes the same number of times: each dotted piece is a field, a piece that holds `-`
or `_` (a culture with its region, a precision with its quantisation) one value. The names' dot counts agreeing
across the samples is the evidence; titles (with spaces) and long dotted paths (packages, hosts) are left alone.
"""
from __future__ import annotations

import pathfinder.analysis.tokens as T

__all__ = ["MAX_DOTTED_PIECES", "dotted_tag_cut"]

#: a name cut into more dotted pieces than this is a dotted path (a package or host name), not a name and its tags
MAX_DOTTED_PIECES = 4


def dotted_tag_cut(distinct: list[str], d: str, counts: list[int]) -> bool:
    """Whether the cut of `distinct` at `d` is a name's dotted pieces: `d` is `.`, every name (a file's with its
    extension cut off) writes it the same number of times, at most `MAX_DOTTED_PIECES - 1`, and no name holds a
    space (`Mr. Robot`, `St. Louis` are titles), and the last pieces are not all known formats (`IMG_0001.jpg` of a
    `.jpg.json` sidecar: an inner extension, which the format rules read). Such a cut keeps its pieces even when
    none is typed.

    Why: a dot sets off a tag or an identifier's part, whose values may hold the weaker separators."""
    if d != "." or not counts or len(set(counts)) != 1:
        return False
    if not 1 <= counts[0] < MAX_DOTTED_PIECES:
        return False
    if any(" " in v for v in distinct):
        return False
    return not all(T.known_extension(v.rsplit(".", 1)[1]) for v in distinct)
