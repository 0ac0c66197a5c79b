"""Which word written with a number is one member of a numbered family, and which is a name.

Samples from one branch share the branch's folder (`expt10/`, `batch1/`, `DAS_4tag_Trial3/`,
`gallery_light1_loop1/`); its shape says it is one of many: a word and a number (glued, or set apart by
`_`, `-` or a space), any number of times in one folder name, perhaps after a tag. The word stays and the
number varies (`expt*`, `gallery_light*_loop*`, `*_Trial*`), each number a field named by its word.

The boundary (docs/analyser.md, "Rules of round 11 (branch10)"; the words are `number_names.NAMED_NUMBER_WORDS`,
the analyser's one vocabulary of words written with a number that name a thing): a number glued to a word that names
software, a format, an encoding, a codec, a protocol, a machine, a numeric type, a model or a data set
(`python3`, `utf8`, `mp3`, `x264`, `ipv4`, `sha256`, `win32`, `resnet50`, `hmdb51`), a single lower-case
letter (`s3`, `h5`, `v2` unless counted; a capital's code, `S3`, `A17`, is read by the code rules), an acronym in capitals (`CMIP6`, `ERA5`), a capitalised name that
counts nothing (a gene `Pax6`, a product `Landsat8`) and an edit state (`final2`, `backup3`) stay literal; digits followed by letters (`k8s`, `log4j`, `2d`, `3x3`) are no such
member at all.

`COUNTING_WORDS`: the words that count or number the parts of one data set (`run`, `epoch`, `plate`, BIDS keys) and
the items one data set holds many of (`embryo`, `video`, `stack`, `roi`), read by the series, member and branch rules
(`series.counted_member`, `branch_codes.counted_chain`, ...). A word that ends with one (`ZStep`, `reachingvideo`:
`counted_tail`) or is its plural (`converted_files_1`) counts too (docs/analyser.md, "Rules of round 12 (branch11)").
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.naming import singular
from pathfinder.analysis.number_names import NAMED_NUMBER_WORDS

__all__ = ["COUNTING_WORDS", "counted_tail", "indexed_suffix", "numbered_word", "numbered_tokens"]

# words that count or number the parts of one data set (BIDS keys too); words that name a whole
# tree (`study42`, `project7`, an account) are not among them: a tree is listed on its own
COUNTING_WORDS = T.ENTITY_KEYS | frozenset(
    "frame sequence seq run camera cam tile band version shot scene take track clip chunk shard page episode "
    "season chapter speaker fold epoch step checkpoint batch session subject patient case sample well plate "
    "lane slide site station sensor device user volume trial seed iter iteration round day week quarter block "
    "part stage phase level tier group wave visit disc disk cd vol book grade rep replicate worker rank gpu "
    "node pass lap game match set unit room floor zone area sector box rack shelf bin tray slot port channel "
    "ch chr v ver rev exp experiment image img lecture lesson hw homework assignment exercise problem lab "
    "module host server machine instance pod replica vm sf scale participant subj donor animal mouse rat "
    "specimen scan series recording record rec exam flight orbit cycle generation gen attempt release build job ep "
    "preview rc beta alpha milestone sprint measurement acquisition pos position fov timepoint timestep "
    # the items one data set holds many of, counted by whoever filed them: specimens and their containers,
    # media items, the views, planes and regions of one acquisition, and a plain numbered file or folder
    "embryo larva fish worm organoid plant leaf colony culture dish flask tube vial cage tank tumor tumour biopsy "
    "tissue individual person video movie photo picture snippet utterance sentence query question task prompt "
    "view angle stack slice section layer plane field roi region spot file folder dir".split())  # sf: a benchmark's scale factor (TPC `sf100`)


_GLUED_RX = re.compile(r"^([A-Za-z]+)([0-9]{1,4})$")
_WORD_RX = re.compile(r"^[A-Za-z]+$")
_DIGITS_RX = re.compile(r"^[0-9]{1,4}$")
_SEPARATORS = "-_ "
_VOWEL_RX = re.compile(r"[aeiouy]")  # a word is spoken (`expt`, `loop`); `kvxq481` is a code
_YEAR_RX = re.compile(r"^(?:19|20)[0-9]{2}$")  # `Julou_2020`: an author's year (dates are read elsewhere)


def numbered_word(word: str, digits: str) -> int:
    """How surely `word` written with `digits` is one member of a numbered family: 2 for a counting word or its
    abbreviation (`Trial`+`3`, `expt`+`10`: the letters of `experiment` in order), 1 for another spoken lower-case
    word (`loop`+`1`, `light`+`1`: a member only beside another, `gallery_light1_loop1`), 0 for a name whose number
    is part of it (`python`+`3`, `x`+`264`, `CMIP`+`6`, `Pax`+`6`, `peteish`+`7` alone).

    Why: a person reads `expt10` as the tenth experiment and `python3` as a program; the word tells them apart.
    """
    if not digits.isdigit() or not 1 <= len(digits) <= 4 or not word.isascii() or not word.isalpha():
        return 0
    low = word.lower()
    if low in COUNTING_WORDS:
        return 2 if not word.isupper() or len(word) <= 3 else 0  # `TimePoint_1`, `RUN1`; not `CIFAR`
    if len(digits) <= 3 and low not in NAMED_NUMBER_WORDS and (counted_tail(word) or singular(low) in COUNTING_WORDS):
        return 2  # `ZStep_2`, `reachingvideo1`; a plural's numbered batch, `converted_files_1`, `scans3`
    if len(word) == 1 or word.isupper() or low in NAMED_NUMBER_WORDS or len(digits) > 3 \
            or T.known_extension(low + digits):
        return 0  # `s3`, `h5` (a capital's `S3`, `A17` is a code: codes.py); `ERA5`; `model2048`; `grib2`, `nc4`
    if len(low) >= 3 and _abbreviates_a_count(low) and (word.islower() or word.istitle()):
        return 2
    return 1 if word.islower() and _VOWEL_RX.search(low) else 0  # `Pax6`, `Landsat8` name a thing; `kvxq481` a code


_LONGEST_COUNT = max(len(w) for w in COUNTING_WORDS)
_HUMPS_RX = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def counted_tail(word: str) -> bool:
    """A word that ends with a counting word of four letters or more: its last capitalised hump (`ZStep`,
    `FocusPlane`, `LeftVideo`) or, all lower case, after three letters or more of its own (`reachingvideo`,
    `leftcamera`, `testscan`). A short tail (`frank`, `cabin`, `subset`) is part of another word.

    Why: a person reads `ZStep_2` and `reachingvideo1` as the second z step and the first video, whatever qualifies it.
    """
    if not word.isascii() or not word.isalpha() or word.isupper():
        return False
    humps = _HUMPS_RX.findall(word)
    if len(humps) > 1 and humps[-1][0].isupper():
        tail = humps[-1].lower()
        return len(tail) >= 4 and tail in COUNTING_WORDS
    if not word[1:].islower():
        return False
    low = word.lower()
    return any(low[-k:] in COUNTING_WORDS for k in range(4, min(len(low) - 2, _LONGEST_COUNT + 1)))  # not quadratic in a long word


def _abbreviates_a_count(low: str) -> bool:
    """`expt`, `smpl`, `ses`, `grp`: the letters of a counting word in order, from its first (`experiment`)."""
    for count in _COUNTS_BY_INITIAL.get(low[0], ()):
        if len(count) > len(low) and _letters_in_order(low, count):
            return True
    return False


def _letters_in_order(low: str, word: str) -> bool:
    """Whether every letter of `low` is in `word`, in the same order."""
    it = iter(word)
    return all(c in it for c in low)


_COUNTS_BY_INITIAL: dict[str, tuple[str, ...]] = {}
for _w in sorted(COUNTING_WORDS):
    if _w.isalpha() and len(_w) >= 4:
        _COUNTS_BY_INITIAL[_w[0]] = _COUNTS_BY_INITIAL.get(_w[0], ()) + (_w,)


def _number_at(tokens: list[str], i: int) -> bool:
    """A number right after the member's (`mnist_28_28`, `tile_5_7`): the two are a size or a cell, read elsewhere."""
    return i < len(tokens) and tokens[i].isdigit()


def numbered_tokens(text: str) -> list[tuple[str, str, str, str]] | None:
    """A name cut at `-`, `_` and spaces into (text before, word, separator, digits) for each numbered member,
    and the text after the last as a final (rest, "", "", "") piece; None when no member is there.

    `gallery_light1_loop1` -> [("gallery_", "light", "", "1"), ("_", "loop", "", "1"), ("", "", "", "")];
    `run_02` -> [("", "run", "_", "02"), ("", "", "", "")].
    """
    tokens = re.split(r"([-_ ])", text)
    out: list[tuple[str, str, str, str]] = []
    before: list[str] = []
    i = strength = 0
    while i < len(tokens):
        tok = tokens[i]
        glued = _GLUED_RX.match(tok)
        if glued and (sure := numbered_word(glued.group(1), glued.group(2))) and not _number_at(tokens, i + 2):
            strength += sure
            out.append(("".join(before), glued.group(1), "", glued.group(2)))
            before, i = [], i + 1
            continue
        if _WORD_RX.match(tok) and i + 2 < len(tokens) and tokens[i + 1] in _SEPARATORS \
                and _DIGITS_RX.match(tokens[i + 2]) and not _YEAR_RX.match(tokens[i + 2]) \
                and (sure := numbered_word(tok, tokens[i + 2])) and not _number_at(tokens, i + 4):
            strength += sure
            out.append(("".join(before), tok, tokens[i + 1], tokens[i + 2]))
            before, i = [], i + 3
            continue
        before.append(tok)
        i += 1
    if strength < 2:
        return None  # no member, or one plain word's number alone (`peteish7`, `ai2`: names)
    return out + [("".join(before), "", "", "")]


_INDEXED_RX = re.compile(r"^([A-Za-z]{2,}?)([0-9]{1,2})$")


def indexed_suffix(suffixes: list[str]) -> bool:
    """Whether the varying suffixes of BIDS-like names are each a word and its index (`real1`, `imaginary2`,
    `magnitude1`, `phase2`, `echo3`): read also as the word (`suffix_word`) and the index, null where a name has none.

    Why: `real2` beside `imaginary1` names a part and an echo; the word alone says which kind of image it is."""
    found = [_INDEXED_RX.match(s) for s in suffixes]
    return len(set(suffixes)) > 1 and all(found) and not any(
        m.group(1).lower() in NAMED_NUMBER_WORDS for m in found if m)
