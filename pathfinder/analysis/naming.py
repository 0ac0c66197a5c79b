"""Stage 6b, names: field names from keys, prefixes, folder context and types; the rule's name.

Names must match `^[a-z][a-z0-9_]*$` and be unique in a rule. The analyser
proposes a *base* name per variable (key > prefix word > folder context >
type); `unique_names` resolves clashes with `_2`, `_3`, ... in path order.
"""
from __future__ import annotations

import re
from typing import Iterable

from pathfinder.analysis.parts import SegModel
from pathfinder.analysis.tokens import is_compression, known_extension, snake
from pathfinder.engine.schema import IDENTIFIER_RE


# BIDS-style entity abbreviations (and a few common path keys) -> readable names.
ABBREVIATIONS = {
    "sub": "subject",
    "subj": "subject",
    "ses": "session",
    "sess": "session",
    "acq": "acquisition",
    "rec": "reconstruction",
    "dir": "direction",
    "desc": "description",
    "mod": "modality",
    "ce": "contrast",
    "hemi": "hemisphere",
    "res": "resolution",
    "den": "density",
    "trc": "tracer",
    "inv": "inversion",
    "ver": "version",
    "img": "image",
    "cam": "camera",
    "ch": "channel",
    "chan": "channel",
    "seq": "sequence",
    "idx": "index",
    "num": "number",
    "nr": "number",
    "no": "number",
    "yr": "year",
    "lang": "language",
    "dt": "date",
}

# field names that are too generic to stand on their own when a better one is known
GENERIC = {"number", "name", "folder", "value"}


def sanitize(text: str, fallback: str = "field") -> str:
    """Any text as a valid field name (`Birth Year` -> `birth_year`, `2x` -> `f_2x`)."""
    name = snake(text)
    if not name:
        return fallback
    if not name[0].isalpha() or not name[0].isascii():
        name = "f_" + name
    name = re.sub(r"[^a-z0-9_]", "", name) or fallback
    if not IDENTIFIER_RE.match(name):
        return fallback
    return name


def key_name(key: str) -> str:
    """Name for a key-value key (`sub` -> `subject`, `eventDate` -> `event_date`)."""
    low = key.lower()
    return ABBREVIATIONS.get(low, sanitize(key))


def prefix_name(prefix: str, sep: str, is_int: bool) -> str | None:
    """Name from a literal prefix word (`mission_` + int -> `mission_id`); None without a word."""
    words = re.findall(r"[A-Za-z]+", prefix)
    if not words:
        return None
    low = words[-1].lower()
    if low in ABBREVIATIONS:
        low = ABBREVIATIONS[low]
    elif len(low) == 1:
        return low
    if len(low) < 2:
        return None
    if is_int and sep == "_" and len(low) >= 3:
        return sanitize(low) + "_id"
    return sanitize(low)


# words that name what a folder's children count or label (`frame/000123.png` -> frame)
VOCABULARY = frozenset(
    "frame sequence seq run camera cam tile band version shot scene take track clip chunk shard page "
    "episode season chapter speaker fold epoch step checkpoint batch session subject patient case sample "
    "well plate lane slide site station sensor device user job build release volume issue env environment "
    "region country city language lang locale platform host node producer account project experiment study "
    "class category label model".split()
)


# closed sets of values that say what a field holds, whatever folder or prefix it sits under
# (`linux/amd64/`, `…_left.png`, `Q3`): a field otherwise named `folder`, `name` or `number`
_VALUE_WORDS: tuple[tuple[str, frozenset[str]], ...] = tuple((name, frozenset(words.split())) for name, words in (
    ("arch", "amd64 arm64 x86_64 x86-64 x64 x86 i386 i686 386 aarch64 arm armel armhf armv6 armv7 armv7l armv8 "
             "ppc64 ppc64le s390x riscv64 mips mips64 mips64le mipsle loong64 wasm32 universal"),
    ("platform", "linux windows darwin macos osx mac win win32 win64 freebsd openbsd netbsd android ios solaris"),
    ("hemisphere", "lh rh"),
    ("side", "left right l r"),
    ("env", "dev development staging stage prod production qa uat sandbox"),
    ("build", "debug release relwithdebinfo minsizerel"),
    ("level", "low medium mid high"),
    ("season", "spring summer autumn fall winter"),
    ("weekday", "mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday"),
    ("quarter", "q1 q2 q3 q4"),
    ("sex", "male female"),
    ("resolution", "240p 360p 480p 576p 720p 1080p 1440p 2160p 4320p sd hd fhd uhd 2k 4k 8k"),
))


def value_name(raw: Iterable[str | None]) -> str | None:
    """A name from the values themselves, when two or more distinct values all belong to one closed set
    (`amd64`/`arm64` -> arch, `L`/`R` -> side, `jpg`/`png` -> format).

    Why: the values of a closed vocabulary say what the field is better than `folder` or `name` can."""
    seen = {r.lower() for r in raw if r is not None}
    if len(seen) < 2:
        return None
    for name, words in _VALUE_WORDS:
        if seen <= words:
            return name
    if all(known_extension(v) and len(v) >= 2 and not v.isdigit() for v in seen):
        return "format"
    return None


def folder_context_name(parent: str) -> str | None:
    """A variable named after its parent folder: plural (`sensors/temp` -> `sensor`) or a known word."""
    low = parent.lower()
    if low in VOCABULARY:
        return ABBREVIATIONS.get(low, low)
    one = singular(low)
    if one and (len(low) >= 5 or one in VOCABULARY or one in ABBREVIATIONS):
        return ABBREVIATIONS.get(one, one)
    return None


def singular(word: str) -> str | None:
    """The singular of a plain English plural (`sensors`, `jobs`, `studies`, `batches`), else None."""
    if not re.fullmatch(r"[a-z]{3,}s", word) or word.endswith(("ss", "us", "is")) or word in ("series", "species", "news"):
        return None
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses", "zes")):
        return word[:-2]
    return word[:-1]


def unique_names(names: Iterable[str]) -> list[str]:
    """Suffix repeated names with `_2`, `_3`, ... keeping the first as is."""
    seen: dict[str, int] = {}
    taken = set()
    out = []
    for name in names:
        if name not in taken:
            taken.add(name)
            seen.setdefault(name, 1)
            out.append(name)
            continue
        k = seen.get(name, 1) + 1
        while f"{name}_{k}" in taken:
            k += 1
        seen[name] = k
        new = f"{name}_{k}"
        taken.add(new)
        out.append(new)
    return out


# folder names that say nothing about the files in them (skipped in rule names when the file
# name has words of its own)
GENERIC_FOLDERS = frozenset(
    "data dataset datasets files file raw_data input inputs output outputs out in tmp temp home mnt srv "
    "var opt users share shared storage export exports downloads test tests src".split()
)


def rule_name(models: list[SegModel], ext: str, lead: list[str]) -> str:
    """A rule name from the most specific constant words: nearest folder, the file's words, extension."""
    fn = models[0]
    file_words: list[str] = []
    if fn.entity_glob is not None:
        m = re.search(r"_([A-Za-z][A-Za-z0-9]*)$", fn.entity_glob)
        if m:
            file_words.append(m.group(1))
    else:
        parts = fn.parts[:-1] if ext and fn.parts and fn.parts[-1].var is None and fn.parts[-1].text.startswith(".") \
            else fn.parts
        found: list[tuple[int, str]] = []  # (position, word)
        for i, p in enumerate(parts):
            if p.var is None and p.glob != "*":
                found.extend((i, w) for w in re.findall(r"[A-Za-z]+", p.text))
        long = [w for _, w in found if len(w) >= 2]
        if long:
            file_words = long[:2]
        elif found and found[0][0] == 0:  # only a one-letter prefix (`v_`): still the file's own mark
            file_words = [found[0][1]]
    folder = None
    for mdl in models[1:]:  # nearest constant folder first
        if len(mdl.parts) == 1 and mdl.parts[0].var is None and mdl.parts[0].glob != "*":
            folder = mdl.parts[0].text
            break
    if folder is None and lead:  # depth varies: the last shared leading folder
        folder = lead[-1]
    words: list[str] = []
    low = {w.lower() for w in file_words}
    if folder and file_words and folder.lower() in GENERIC_FOLDERS:
        folder = None  # `data/…/readings.csv` -> `readings_csv`: the file's own word says more
    if folder and re.search(r"[A-Za-z]", folder):
        fw = sanitize(folder, fallback="")
        if fw and not set(fw.split("_")) <= low:
            words.append(fw)
    words.extend(file_words)
    ext_bits = [e for e in ext.strip(".").split(".") if e and not any(ch.isdigit() for ch in e)]
    while len(ext_bits) > 1 and is_compression(ext_bits[-1]):
        ext_bits.pop()
    ext_word = ext_bits[-1].strip("{}").split(",")[0] if ext_bits else ""
    have = {x for w in words for x in sanitize(w, fallback="").split("_")}
    if ext_word and ext_word.lower() not in have and ext_word.lower() + "s" not in have:
        words.append(ext_word)
    name = sanitize("_".join(words), fallback="paths")
    return name[:48].rstrip("_") or "paths"
