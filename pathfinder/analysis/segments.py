"""Stage 3, segment templates: one aligned path segment (its distinct values) becomes a
`SegModel`: Hive and BIDS-like keys, names cut by strong delimiters, names of one chunk shape,
delimited fields, ragged names anchored on a date. The extension is found before, by `extensions`.
"""
from __future__ import annotations

import re
from collections import Counter

import pathfinder.analysis.tokens as T
from pathfinder.analysis.columns import column_parts, hive_var
from pathfinder.analysis.dashed import dashed_names
from pathfinder.analysis.date_forms import dated_model
from pathfinder.analysis.dotted_tags import dotted_tag_cut
from pathfinder.analysis.optional_words import END, START, fixed_end_word, optional_word_parts
from pathfinder.analysis.entities import entity_mode, entity_model, entity_piece
from pathfinder.analysis.extensions import format_folder
from pathfinder.analysis.glued_labels import label_then_key
from pathfinder.analysis.joined import joined_model
from pathfinder.analysis.ragged_middle import coded_anchors, middle_absorbs
from pathfinder.analysis.lone_codes import letter_pair, listed_letter_code, lone_letter_code, lone_number_in_tuple
from pathfinder.analysis.naming import key_name
from pathfinder.analysis.padded import padded_record, padded_separators
from pathfinder.analysis.optional import decimal_fraction, glued_constant, one_more_piece, optional_format_suffix, optional_piece, sub_number
from pathfinder.analysis.parts import FREE_KINDS, Part, SegModel, Var, VarKind, lit, merge_literals, template_regex, var_part, whole_segment
from pathfinder.analysis.variants import numbered_spellings, suffixed_versions
from pathfinder.analysis.package_names import name_and_version
from pathfinder.analysis.tables import differing_keys_folder
from pathfinder.analysis.rewrites import (loosen_free, loosen_reading, merge_dotted_pair, merge_hash_runs, merge_version_runs,
                                         merge_word_runs, numbers_together, optional_sub_number, thousands_groups)
MAX_CHUNKS = 64  # a name of more words and numbers than this is read whole (real names hold at most ~40)


def segment_model(values: list[str], n: int, is_folder: bool, ext: Part | None = None,
                  names: list[str] | None = None) -> SegModel:
    """Template of one aligned position from its distinct values (`ext` cut off file names); `names`: a folder's
    samples' file names, in the order of `values` (a folder of formats is read only where they are known)."""
    model = _segment_model(values, n, is_folder, ext, names)
    if is_folder:
        model.parts = optional_sub_number(numbers_together(model.parts, values), values)
    return model


def _segment_model(values: list[str], n: int, is_folder: bool, ext: Part | None = None,
                   names: list[str] | None = None) -> SegModel:
    """`segment_model` before a folder's numbers are read together."""
    distinct = sorted(set(values))
    if is_folder:
        keyed = (_hive_folder(distinct) or _key_value_folder(distinct) or year_span(distinct) or split_folder(distinct)
                 or format_folder(distinct, None if names is None else zip(values, names)))
        if keyed is not None:
            return keyed
    if len(distinct) > 1 and entity_mode(distinct) and (not is_folder or T.ENTITY_FOLDER_RX.match(distinct[0])):
        return entity_model(distinct, ext)
    tail = [ext] if ext else []
    shapes = {v: T.split_chunks(v) for v in distinct}
    if any(len(chunks) > MAX_CHUNKS for chunks, _ in shapes.values()):
        return SegModel(parts=[var_part(Var(VarKind.STRING, r"[^/]+?", "string"), "*")] + tail)
    record = padded_record(distinct, n, tail)
    if record is not None:
        return record
    strong = (dated_model(distinct, n, tail, segment_model) or joined_model(values, n, tail, segment_model)
              or _strong_model(distinct, n, tail) or name_and_version(distinct, tail))
    if strong is not None:
        return strong
    shape_keys = {(len(c), s) for c, s in shapes.values()}
    padded = padded_separators(shape_keys)
    if len(shape_keys) == 1 or padded:
        nchunks, seps = next(iter(shape_keys))
        parts: list[Part] = []
        whole = nchunks == 1 and not seps[0] and not seps[-1]
        cols = [[shapes[v][0][i] for v in distinct] for i in range(nchunks)]
        for i in range(nchunks):
            if padded and padded[i] is not None:
                parts.append(padded[i])  # type: ignore[arg-type]
            elif seps[i]:
                parts.append(lit(seps[i]))
            # a whole name of two letters is one code (a language, a country folder), never two
            parts.extend(lone_letter_code(cols, i) or (not whole and (listed_letter_code(cols, i) or letter_pair(cols, i)))
                         or lone_number_in_tuple(cols, i)
                         or column_parts(cols[i], n, whole_folder=whole and is_folder, whole_name=whole))
        if padded and padded[-1] is not None:
            parts.append(padded[-1])  # type: ignore[arg-type]
        elif seps[-1]:
            parts.append(lit(seps[-1]))
        merged = merge_dotted_pair(merge_version_runs(merge_hash_runs(merge_literals(parts)), distinct), distinct)
        merged = thousands_groups(merged, distinct)
        merged = dashed_names(merged)
        return SegModel(parts=loosen_reading(merge_word_runs(merged, distinct), tail, distinct))
    variant = suffixed_versions(distinct) or numbered_spellings(distinct) or label_then_key(distinct)
    if variant is not None:
        return SegModel(parts=variant + tail)
    extra = glued_constant(distinct, shapes, n, tail) or optional_format_suffix(distinct, tail, n, segment_model) or one_more_piece(distinct, shapes, n, tail)
    if extra is not None:
        return extra
    split = _delimited_model(distinct, n, tail)
    if split is not None:
        return split
    return _ragged_model(distinct, shapes, n, tail)


_YEAR_SPAN_RX = re.compile(r"^((?:19|20)\d\d)(?:([-_/])(\d\d))?$")


def year_span(distinct: list[str]) -> SegModel | None:
    """`2014-15`, beside calendar years `2019` or not: one season (or fiscal, school year), read whole;
    a bare year is allowed, as leagues or budgets of one calendar year sit beside the spans.

    Why: a year and the next one's last two digits name one span that crosses new year, not a year and a number.
    """
    found = [_YEAR_SPAN_RX.match(v) for v in distinct]
    if not all(found):
        return None
    spans = [m for m in found if m.group(3)]  # type: ignore[union-attr]
    if not spans or any((int(m.group(1)) + 1) % 100 != int(m.group(3)) for m in spans) \
            or len({m.group(2) for m in spans}) != 1 or all(1 <= int(m.group(3)) <= 12 for m in spans):
        return None  # (`2011-12` alone may be a month)
    rx = r"\d{4}(?:" + T.rx_escape(spans[0].group(2)) + r"\d{2})?"  # a one-year season (`2019`) is a sibling too
    return SegModel(parts=[var_part(Var(VarKind.STRING, rx, "string", name="season", rank=3), "[12][0-9][0-9][0-9]*")])


def _hive_folder(distinct: list[str]) -> SegModel | None:
    """`year=2024` folders: the key kept, its value a field; different keys at one depth mean the depth varies.
    Why: a Hive partition names its own column."""
    hive = [T.HIVE_RX.match(v) for v in distinct]
    if not all(hive):
        return None
    keys = {m.group(1) for m in hive}  # type: ignore[union-attr]
    if len(keys) == 1:
        key = keys.pop()
        return SegModel(parts=[lit(key + "="), var_part(hive_var(key, [m.group(2) for m in hive]), "*")])  # type: ignore[union-attr]
    return differing_keys_folder([m.group(2) for m in hive])  # type: ignore[union-attr]


def _key_value_folder(distinct: list[str]) -> SegModel | None:
    """`sub-01` folders: an entity, a variable even when the samples share one value (a constant
    `crawl-data` is a name and stays literal); `sub-01` here and `ses-1` there: the depth varies.
    Why: an entity key says a sibling folder holds another value of it."""
    dash = [entity_piece(v) for v in distinct]  # `ses-YutaMouse20-140321`: a label may hold `-`
    if not dash or not all(dash):
        return None
    keys = {m.group(1) for m in dash}  # type: ignore[union-attr]
    if len(keys) > 1:  # keys that hold digits and differ are labels of their own (a well `A01-2`, `B12-3`)
        if shared_tail_word(distinct) or not all(k.isalpha() for k in keys):
            return None
        return SegModel(parts=[var_part(Var(VarKind.STRING, r"[^/]+", "string"), "*-*")], heterogeneous=True)
    key = dash[0].group(1)  # type: ignore[union-attr]
    vals = [m.group(2) for m in dash]  # type: ignore[union-attr]
    if not T.is_entity_slot(key, vals):
        return None
    typ = T.entity_type(key, vals)
    var = Var(VarKind.ENTITY, r"\d+" if typ == "integer" else "[^/]+", typ, name=key_name(key), rank=4)
    return SegModel(parts=[lit(key + "-"), var_part(var, "*")])


def shared_tail_word(distinct: list[str]) -> bool:
    """`enterprise-attack`, `mobile-attack`, `ics-attack`: different words before one shared word are
    values of a named family, not keys of a `key-value` entity (whose keys are few and values vary).

    Why: an entity's value varies; a word every folder ends with names what the folders are."""
    tails = {v.split("-", 1)[1] for v in distinct}
    return len(tails) == 1 and next(iter(tails)).isalpha()


# the folders a data set is split into: a closed family, so a folder holding one of them holds
# another in the sibling folders, and nothing else does (`trainannot/` beside `train/` is labels)
SPLIT_WORDS = ("train", "training", "val", "valid", "validation", "test", "testing", "dev", "eval", "evaluation",
               "holdout")
_SPLIT_CORE = frozenset({"train", "training", "val", "valid", "validation"})


def split_folder(distinct: list[str]) -> SegModel | None:
    """Folders named as data-set splits (`train`, `val`, `test`): a `split` field whose glob lists
    every split word in the samples' letter case, even when every sample sits in one of them. An
    environment set (`dev`, `test`, `prod`) is no split: a train or validation word must be there.

    Why: `*` also matches the label folders beside them (`train_masks/`); a literal `train` misses `test/`.
    """
    low = {v.lower() for v in distinct}
    if not low <= set(SPLIT_WORDS) or not low & _SPLIT_CORE:
        return None
    styles = {"lower" if v.islower() else "upper" if v.isupper() else "title" if v.istitle() else "" for v in distinct}
    if "" in styles:
        return None
    words = sorted({getattr(w, "capitalize" if st == "title" else st)() for w in SPLIT_WORDS for st in styles})
    alternation = "|".join(T.rx_escape(w) for w in words)
    var = Var(VarKind.ENUM, f"(?:{alternation})", "string", name="split", rank=3)
    return SegModel(parts=[var_part(var, "{" + ",".join(words) + "}")])


_CHUNK_KEY_RX = re.compile(r"^\d{1,5}(?:\.\d{1,5}){1,3}$")


def chunk_key(distinct: list[str], n: int) -> SegModel | None:
    """A file name that is only dot-separated numbers and has no extension (zarr's `12.3.4`,
    array chunk and tile keys): one number per axis, not a version, which is written with a
    name or a `v` (`app-1.2.3.tar.gz`, `v1.2.3/`)."""
    if not all(_CHUNK_KEY_RX.match(v) for v in distinct) or len({v.count(".") for v in distinct}) != 1:
        return None
    columns = list(zip(*(v.split(".") for v in distinct)))
    parts: list[Part] = []
    for i, col in enumerate(columns):
        if i:
            parts.append(lit("."))
        parts.extend(column_parts(list(col), n))
    return SegModel(parts=merge_literals(parts))


_STRONG_RX = re.compile(r"(?<=[^-_.= ])[-_.= ]{2,}(?=[^-_.= ])")


def _strong_model(distinct: list[str], n: int, tail: list[Part]) -> SegModel | None:
    """Names cut by the same multi-character delimiters everywhere: each piece modelled apart."""
    if not _STRONG_RX.search("\n".join(distinct)):
        return None
    found = [[m for m in _STRONG_RX.finditer(v)] for v in distinct]
    counts = [Counter(m.group() for m in ms) for ms in found]
    # a delimiter every value holds as often (` - ` twice; not the `. ` of one `Mr. Robot`)
    cands = {d for d in counts[0] if all(c.get(d) == counts[0][d] for c in counts)}
    kept = [[m for m in ms if m.group() in cands] for ms in found]
    seqs = {tuple(m.group() for m in ms) for ms in kept}
    if len(seqs) != 1:
        return None
    delims = seqs.pop()
    if not delims:
        return None
    pieces = []
    for v, ms in zip(distinct, kept):
        cut, pos = [], 0
        for m in ms:
            cut.append(v[pos: m.start()])
            pos = m.end()
        pieces.append(cut + [v[pos:]])
    parts: list[Part] = []
    for i in range(len(delims) + 1):
        col = sorted({p[i] for p in pieces})
        sub = segment_model(col, n, is_folder=False)
        if sub.entity_glob is not None:
            return None
        if i:
            d = delims[i - 1]
            parts.append(Part(glob=T.glob_escape(d), regex=T.rx_escape(d), text=d, strong=True))
        parts.extend(sub.parts)
    return SegModel(parts=loosen_free(merge_literals(parts) + tail))


DELIMITERS = "-_ .+"


def _delimited_model(distinct: list[str], n: int, tail: list[Part]) -> SegModel | None:
    """Ragged names that one delimiter cuts into the same fields everywhere (wheels, conda builds)."""
    if len(distinct) < 2:
        return None
    if len(distinct) > 400:  # choose the cut on an even spread of the values, then build it on all
        probe = distinct[:: len(distinct) // 300]
        choice = _delimited_parts(probe, n, middle=bool(tail))
        if choice is None:
            return None
        parts = _delimited_parts(distinct, n, only=choice[0], middle=bool(tail))
        return None if parts is None else SegModel(parts=parts[1] + tail)
    best = _delimited_parts(distinct, n, middle=bool(tail))
    return None if best is None else SegModel(parts=best[1] + tail)


def _delimited_parts(distinct: list[str], n: int, only: tuple[str, int] | None = None, middle: bool = False
                     ) -> tuple[tuple[str, int], list[Part]] | None:
    """The best delimiter cut of `distinct` as ((delimiter, absorbing piece), parts), or None; `middle`: a piece
    between the first and last may absorb the extra delimiters (file names: a folder's name is one product's)."""
    best: tuple[tuple[int, int, bool, int], tuple[str, int], list[Part]] | None = None
    # dates, date-times and UUIDs are atoms: a delimiter inside one is no field delimiter
    atoms = "".join({c for v in distinct for ch in T.split_chunks(v)[0] for c in ch if c in DELIMITERS})
    for d in DELIMITERS:
        if d in atoms or (only is not None and d != only[0]):
            continue
        counts = [v.count(d) for v in distinct]
        k = min(counts) + 1
        if k < 2:
            continue
        flagged: dict[int, str] = {}
        if len(set(counts)) == 1:
            variants = [(-1, [v.split(d) for v in distinct])]
        else:  # the first (or last) piece absorbs the extra delimiters, or one piece between them
            variants = [(0, [v.rsplit(d, k - 1) for v in distinct]), (k - 1, [v.split(d, k - 1) for v in distinct])]
            variants.extend(middle_absorbs(distinct, d, k) if middle else [])
            for where, word, pieces in fixed_end_word(distinct, d, counts):  # a fixed word at an end: optional
                flagged[where] = word
                variants.append((where, pieces))
        tagged = dotted_tag_cut(distinct, d, counts)  # a stem and dotted tags keep their cut untyped
        for absorb, pieces in variants:
            if only is not None and absorb != only[1]:
                continue
            if any(not x for p in pieces for x in p):
                continue
            parts: list[Part] = []
            anchored = composite = 0
            ok = True
            for i in range(k):
                sub = segment_model(sorted({p[i] for p in pieces}), n, is_folder=False)
                if sub.entity_glob is not None:
                    ok = False
                    break
                typed = not all(p.var is not None and p.var.kind in FREE_KINDS for p in sub.parts if p.var is not None) \
                    or any(p.var is None and p.glob != "*" for p in sub.parts)
                if i == absorb:  # it holds the delimiter in some value: only free text may
                    if typed:
                        ok = False
                        break
                    sub = SegModel(parts=[var_part(Var(VarKind.STRING, r"[^/]+?", "string"), "*")])
                anchored += typed
                composite += sum(1 for q in sub.parts if q.var is not None) > 1
                if i:  # a field delimiter: marks the pieces (a piece is also offered whole)
                    parts.append(Part(glob=T.glob_escape(d), regex=T.rx_escape(d), text=d, strong=True))
                parts.extend(sub.parts)
            if not ok or not (anchored or tagged):
                continue
            if absorb in flagged:
                parts = (parts + optional_word_parts(END, flagged[END], d) if absorb == END
                         else optional_word_parts(START, flagged[START], d) + parts)
            parts = merge_literals(parts)  # untyped dotted pieces are a name and its tags, no given name's words
            parts = loosen_free(parts if tagged and not anchored else merge_word_runs(parts, distinct, names_only=True))
            rx = re.compile(template_regex(parts))
            if not all(rx.match(v) for v in distinct):
                continue
            # typed pieces count, pieces that are compounds again count against (a `.` that cuts
            # `numpy-1.26.4` into `numpy-1`, `26`, `4` is no field delimiter); then `-` before `_`,
            # ` ` and `.`, a delimiter that cuts every value alike, more pieces
            score = (anchored - composite, -DELIMITERS.index(d), absorb < 0, k)
            if best is None or score > best[0]:
                best = (score, (d, absorb), parts)
    return None if best is None else (best[1], best[2])


def _ragged_model(distinct: list[str], shapes: dict, n: int, tail: list[Part]) -> SegModel:
    """Names of different chunk counts: typed chunks aligned from both ends, free text between."""
    min_k = min(len(c) for c, _ in shapes.values())
    free_stop = False

    def compatible(parts: list[Part]) -> bool:
        nonlocal free_stop
        if any(p.var and p.var.kind in FREE_KINDS for p in parts):
            # words: free text to read whole; anything else at both ends is no structure at all
            free_stop = free_stop or not any(p.var and p.var.kind == VarKind.STRING for p in parts)
            return False
        return True

    left: list[Part] = []
    L = 0
    while L < min_k:
        seps = {s[L] for _, s in shapes.values()}
        if len(seps) != 1:
            break
        col = column_parts([c[L] for c, _ in shapes.values()], n)
        if not compatible(col) and not _code_between_typed(shapes, L, min_k, n, col, left):
            break
        sep = seps.pop()
        if sep:
            left.append(lit(sep))
        left.extend(col)
        L += 1
    right: list[Part] = []
    R = 0
    codes = coded = 0  # columns of short codes at the end (`…_u_nm_np1_ri_med_17`): fields, not free text
    while R < min_k - L:
        seps = {s[len(s) - 1 - R] for _, s in shapes.values()}
        if len(seps) != 1:
            break
        col = column_parts([c[len(c) - 1 - R] for c, _ in shapes.values()], n)
        if codes == 0 and not compatible(col):
            codes = code_columns(shapes, R, min_k - L)
            coded += codes
        if codes:
            codes -= 1
            col = counted_code(col)
        elif not compatible(col):
            break
        sep = seps.pop()
        right = col + ([lit(sep)] if sep else []) + right
        R += 1
    if L == 0 and R == 0:
        anchored = _anchor_model(distinct, shapes, n, tail) or coded_anchors(distinct, shapes, n, tail)
        if anchored is not None:
            return anchored
    if L == 0 and R == 0 and not free_stop:
        return SegModel(parts=[whole_segment()] + tail, heterogeneous=True)
    middles = []
    for v in distinct:
        c, sp = shapes[v]
        k = len(c)
        head = sum(len(sp[i]) + len(c[i]) for i in range(L))
        back = sum(len(c[i]) + len(sp[i + 1]) for i in range(k - R, k))
        middles.append(v[head: len(v) - back])
    lead = _shared_sep([m[:1] for m in middles], middles)
    trail = _shared_sep([m[-1:] for m in middles], [m[len(lead):] for m in middles])
    cores = [m[len(lead): len(m) - len(trail)] for m in middles]
    if all(cores):
        middle = [lit(lead)] if lead else []
        middle.append(var_part(Var(VarKind.STRING, r"[^/]+?", "string"), "*"))
        middle += [lit(trail)] if trail else []
    elif L and (sub := sub_number(left, middles, [shapes[v][0][L - 1] for v in distinct])) is not None:
        left, middle = sub, []
    elif (frac := decimal_fraction(left, middles)) is not None:
        left, middle = frac, []
    elif (opt := optional_piece(middles)) is not None and (left or right):
        middle = opt
    else:
        middle = [Part(glob="*", regex=".*?", text="*")]
    if coded:  # the free text before the codes keeps its separators
        return SegModel(parts=loosen_reading(merge_literals(left + middle + right), tail, distinct))
    return SegModel(parts=loosen_free(merge_literals(left + middle + right) + tail))


def _code_between_typed(shapes: dict, i: int, limit: int, n: int, col: list[Part], left: list[Part]) -> bool:
    """Whether chunk column `i` of ragged names is one code of letters and digits (`IL33`, `HS13`, `hiseq2500`)
    between a typed column already aligned and a typed column every name has next (a run folder's
    `<date>_<instrument>_<run>` before the pieces only some runs add): the same reading as
    `optional.flanked_code` where the names take one more piece.

    Why: free words spread over several pieces; a single piece between a date and a number is that name's code."""
    if len(col) != 1 or col[0].var is None or col[0].var.kind != VarKind.ALNUM or not left or i + 1 >= limit:
        return False
    before = left[-1]
    if before.var is None or before.var.kind in FREE_KINDS or len({s[i + 1] for _, s in shapes.values()}) != 1:
        return False
    after = column_parts([c[i + 1] for c, _ in shapes.values()], n)
    return len(after) == 1 and after[0].var is not None and after[0].var.kind not in FREE_KINDS


_CODE_RX = re.compile(r"^[A-Za-z]{1,3}[0-9]{0,2}$")


def code_columns(shapes: dict, start: int, limit: int) -> int:
    """How many chunk columns from `start` (counted from the end of ragged names) hold short codes of a closed
    set (HMDB51's `…_u_nm_np1_ri_med_17`: body, camera, people, view, quality); 0 when fewer than two. A
    column of one word in every name ends the run; one counted code (`np1`) does not.

    Why: after free text a run of few, repeated, short codes is a field per code, not more words of the text.
    """
    names = len(shapes)
    count = 0
    while start + count < limit:
        i = start + count
        values = {c[len(c) - 1 - i] for c, _ in shapes.values()}
        seps = {s[len(s) - 1 - i] for _, s in shapes.values()}
        if len(seps) != 1 or not seps.pop() or not all(_CODE_RX.match(v) for v in values) \
                or len(values) > 4 or 2 * len(values) > names or (len(values) == 1 and values.pop().isalpha()):
            break  # one word in every name (`…-gtfs-rt-vp-…`) is the name's own text
        count += 1
    return count if count >= 2 else 0


def counted_code(col: list[Part]) -> list[Part]:
    """A code of a run of codes that is letters and a number (`np1`: one person) counts: its number is a
    field even when the samples share it; a code of letters only stays as the samples write it.

    Why: siblings write the same letters with other counts (`np2`, `np3`), as a counting word's number does."""
    found = re.fullmatch(r"([A-Za-z]{1,3})([0-9]{1,2})", col[0].text) if len(col) == 1 and col[0].var is None else None
    if found is None:
        return col
    return [lit(found.group(1)), var_part(Var(VarKind.INT, r"\d+", "integer"), "*")]


def _anchor_kind(chunk: str) -> str | None:
    """The kind of a typed atom that anchors a ragged name (a date, date-time, timestamp, UUID)."""
    if T.UUID_RX.match(chunk):
        return "uuid"
    fmt = T.datetime_format(chunk)
    if fmt:
        return "dt" + fmt
    if T.is_ymd(chunk):
        return "ymd" + chunk[4]
    if T.is_iso_basic(chunk):
        return "iso" + chunk[-1]
    if T.is_timestamp14(chunk):
        return "ts14"
    if T.is_date8(chunk):
        return "date8"
    m = T.DMY_RX.match(chunk)
    if m and T.to_iso(chunk, f"%d{m.group(2)}%m{m.group(2)}%Y"):
        return "dmy" + m.group(2)
    return None


def _anchor_model(distinct: list[str], shapes: dict, n: int, tail: list[Part]) -> SegModel | None:
    """Free words at both ends around one date, timestamp or UUID: the typed atom anchors the name."""
    lefts, anchors, rights = [], [], []
    kinds = set()
    for v in distinct:
        chunks, seps = shapes[v]
        found = [(i, k) for i, c in enumerate(chunks) if (k := _anchor_kind(c))]
        if len(found) != 1:
            return None
        i, k = found[0]
        kinds.add(k)
        start = sum(len(seps[q]) + len(chunks[q]) for q in range(i)) + len(seps[i])
        lefts.append(v[:start])
        anchors.append(chunks[i])
        rights.append(v[start + len(chunks[i]):])
    if len(kinds) != 1:
        return None

    def side(texts: list[str]) -> list[Part]:
        if all(not t for t in texts):
            return []
        if all(texts):
            sub = segment_model(sorted(set(texts)), n, is_folder=False)
            if sub.entity_glob is None and not sub.heterogeneous:
                return sub.parts
        return [Part(glob="*", regex=".*?", text="*")]

    parts = side(lefts) + column_parts(anchors, n) + side(rights)
    return SegModel(parts=loosen_free(merge_literals(parts) + tail))


def _shared_sep(firsts: list[str], texts: list[str]) -> str:
    """The separator every text starts (or ends) with, when each text holds more than it."""
    if len(set(firsts)) == 1 and firsts[0] and firsts[0] in T.SEPARATORS and all(len(t) >= 2 for t in texts):
        return firsts[0]
    return ""
