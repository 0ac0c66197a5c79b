"""A data-set split's word in a file name follows the split folder above it.

Split lists file `images/training/ADE_train_00000036.jpg` beside `images/validation/ADE_val_00000001.jpg`, COCO
`train2014/COCO_train2014_….jpg` beside `val2014/COCO_val2014_….jpg`: the name repeats its split, often
shortened. Samples drawn from one split show one word, but the folder's field already says the split varies
(docs/analyser.md, step 7).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, SegModel, lit
from pathfinder.analysis.segments import SPLIT_WORDS

__all__ = ["split_word_in_name"]

_WORDS = tuple(sorted(SPLIT_WORDS, key=len, reverse=True))
_WORD_RX = re.compile(r"(?:(?<=^)|(?<=[_\-.]))(" + "|".join(_WORDS) + r")(?=$|[_\-.0-9])", re.IGNORECASE)


def _splits_above(models: list[SegModel]) -> bool:
    """True when a folder's template reads a data-set split (a `split` field)."""
    return any(p.var is not None and p.var.name == "split" for m in models[1:] for p in m.parts)


def split_word_in_name(models: list[SegModel]) -> bool:
    """Under a folder read as a data-set split, a split word the file name holds as a whole piece (`ADE_train_…`,
    `COCO_val2014_…`) becomes any split word in its letter case (`ADE_{train,val,…}_…`); no new field: the
    folder's split is the value.

    Why: a name repeats the split its folder holds, so under `validation/` it says `val` where `training/` said `train`.
    """
    name = models[0] if models else None
    if name is None or name.entity_glob is not None or not _splits_above(models):
        return False
    for i, part in enumerate(name.parts):
        if not part.plain:
            continue
        m = _WORD_RX.search(part.text)
        if m is None:
            continue
        word = m.group(1)
        style = str.upper if word.isupper() else str.capitalize if word.istitle() else str.lower
        if style(word) != word:
            continue
        words = sorted({style(w) for w in SPLIT_WORDS})
        alt = Part(glob="{" + ",".join(T.glob_escape(w) for w in words) + "}",
                   regex="(?:" + "|".join(T.rx_escape(w) for w in sorted(words, key=len, reverse=True)) + ")", text=word)
        before, after = part.text[:m.start(1)], part.text[m.end(1):]
        name.parts = name.parts[:i] + ([lit(before)] if before else []) + [alt] + ([lit(after)] if after else []) \
            + name.parts[i + 1:]
        return True
    return False
