"""Stage 5b, values as written: pieces the templates cut apart that a listing's owner may mean
whole (`us-east-1`, `S01E05`, `LIDC-IDRI-0001`), offered as one more field beside the pieces; runs of parts
read as one value are `written_spans`'.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.naming import prefix_name, sanitize
from pathfinder.analysis.parts import ENUM_MAX, FEW_SAMPLES, FREE_KINDS, Part, SegModel, Var, VarKind, pattern_with
from pathfinder.analysis.slots import Slot, group_reads, span_pattern

def id_and_number(model: SegModel, src: str, values: list[str], seg_order: int, is_folder: bool) -> list[Slot]:
    """A whole segment `p225`, `PA000001`, `n01440764` (letters glued to a number) is an identifier
    as written *and* a number; whichever of the two the path's owner means, the rule has it."""
    ps = model.parts
    ext = ""
    if not is_folder and ps and ps[-1].var is None and ps[-1].text.startswith("."):
        ext, ps = ps[-1].regex, ps[:-1]
    if len(ps) == 2 and ps[0].var is None and re.fullmatch(r"[A-Za-z]{1,3}", ps[0].text) \
            and ps[1].var is not None and ps[1].var.kind == VarKind.INT:
        pattern = "^(" + ps[0].regex + ps[1].regex + ")" + ext + "$"
        name, kind, typ = sanitize(ps[0].text.lower()) + "_id", VarKind.IDENT, "string"
    elif len(ps) == 1 and ps[0].var is not None and ps[0].var.kind == VarKind.IDENT:
        m = re.match(r"^\[A-Za-z\]\+(.+)$", ps[0].regex)
        letters = re.match(r"[A-Za-z]+", values[0])
        if not m or not letters:
            return []
        pattern = "^[A-Za-z]+(" + m.group(1) + ")" + ext + "$"
        name, kind, typ = (prefix_name(letters.group(), "", True) or "number"), VarKind.INT, "integer"
    else:
        return _ident_numbers(model.parts, src, values, seg_order)
    rx = re.compile(pattern)
    raw: list[str | None] = []
    for v in values:
        mm = rx.match(v)
        if not mm:
            return []
        raw.append(mm.group(1))
    return [Slot(Var(kind, "", typ), src, pattern, raw, (seg_order, 900), kind, typ, name=name, rank=2)]


_IDENT_RX = re.compile(r"^\[A-Za-z\]\+((?:\\d|\[0-9\])(?:\+|\{\d+\}))$")


def _ident_numbers(parts: list[Part], src: str, values: list[str], seg_order: int) -> list[Slot]:
    """An identifier inside a name (`…_s20242510446404_e…`, one letter glued to a long number) is
    also its number: the letter is a key (start, end), the digits its value."""
    out = []
    for j, p in enumerate(parts):
        m = _IDENT_RX.match(p.regex) if p.var is not None and p.var.kind == VarKind.IDENT else None
        if not m:
            continue
        pattern = pattern_with(parts, j, "[A-Za-z]+(" + m.group(1) + ")")
        raw = group_reads(pattern, values)
        letters = re.match(r"[A-Za-z]+", p.glob)
        if any(r is None for r in raw) or not letters:
            continue
        name = prefix_name(letters.group(), "", True) or "number"
        out.append(Slot(Var(VarKind.INT, "", "string"), src, pattern, raw, (seg_order, j + 0.5), VarKind.INT,
                        "string", name=name, rank=1))
    return out


_CLOCK_JOINS = "-.:"


def clock_runs(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Three two-digit numbers joined by one separator, in hour/minute/second ranges
    (`[10-20-30]`, `T07.45.00`), the seconds maybe with a fraction (OMERO's `14-53-03.769` import
    folders): a clock time, as written."""
    ps = model.parts
    out: list[Slot] = []
    if model.entity_glob is not None:
        return out
    for j in range(len(ps) - 4):
        run = ps[j: j + 5]
        seps = {run[1].text, run[3].text}
        if any(run[q].var is None or run[q].var.type != "integer" for q in (0, 2)) or run[4].var is None \
                or (run[4].var.type != "integer" and run[4].var.kind != VarKind.VERSION) \
                or len(seps) != 1 or run[1].var is not None or run[3].var is not None or seps.pop() not in _CLOCK_JOINS:
            continue
        if (j > 0 and ps[j - 1].var is not None) or (j + 5 < len(ps) and ps[j + 5].var is not None):
            continue  # part of a longer run (a date, an address)
        pattern = span_pattern(ps, j, j + 4)
        raw = group_reads(pattern, values)
        if all(r is not None and _is_clock(r) for r in raw):
            out.append(Slot(Var(VarKind.TIME, "", "string"), src, pattern, raw, (seg_order, j - 0.5), VarKind.TIME,
                            "string", name="time", rank=3))
    return out


_FRACTION_RX = re.compile(r"\.[0-9]{1,6}$")


def _is_clock(text: str) -> bool:
    """`10-20-30`, `14-53-03.769`: hours, minutes and seconds of two digits each (a fraction of a second after
    the seconds when the clock's own separator is not a dot)."""
    if text[2:3] != "." and _FRACTION_RX.search(text):
        text = _FRACTION_RX.sub("", text)
    pieces = re.split(r"[-.:]", text)
    return len(pieces) == 3 and all(len(x) == 2 and x.isdigit() for x in pieces) \
        and int(pieces[0]) < 24 and int(pieces[1]) < 60 and int(pieces[2]) < 62


_HEX_GROUPS_RX = re.compile(r"^(\[0-9a-fA-F\]\{(\d+)\})(.)(\[0-9a-fA-F\]\{(\d+)\})$")


def hash_pair(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Two hex groups of different widths joined by one character (`<24 hex>-<40 hex>`, a WAL
    segment and its checksum; a key and its digest): each group is a value too, beside the whole.
    Groups of one width are one identifier (a MIMIC id `8eb03323-f70f835c-…`) and stay whole."""
    out: list[Slot] = []
    if model.entity_glob is not None:
        return out
    for j, p in enumerate(model.parts):
        m = _HEX_GROUPS_RX.match(p.regex) if p.var is not None and p.var.kind == VarKind.HASH else None
        if not m or m.group(2) == m.group(5):
            continue
        for g, name in ((1, "hash_head"), (4, "hash_tail")):
            head, tail = (f"({m.group(1)})", m.group(4)) if g == 1 else (m.group(1), f"({m.group(4)})")
            grouped = head + T.rx_escape(m.group(3)) + tail
            pattern = pattern_with(model.parts, j, grouped)
            raw = group_reads(pattern, values)
            if all(r is not None for r in raw):
                out.append(Slot(Var(VarKind.HASH, "", "string"), src, pattern, raw, (seg_order, j + 0.1 * g),
                                VarKind.HASH, "string", name=name, rank=1))
    return out


# a short code that leads a name: two to four capitals (initials, a site) or one lowercase letter
# (JSONTestSuite's `y_`/`n_`/`i_` expectation, a `m_`/`f_` sex, `l_`/`r_` side)
_CODE = r"[A-Z]{2,4}|[a-z]"
_CODE_THEN_DELIMITER_RX = re.compile(rf"(?:{_CODE})[_ -]")  # in every name `leading_code` reads


def leading_code(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Free text that starts with a short code in every name, the codes differing (`TR_BCA assay`,
    `JD_Bradford_std curve`: initials, a site, a lab; `y_`/`n_` flags) also gives the code and the rest apart.
    One code in every name is part of the text."""
    return free_piece_fields(model, src, values, seg_order,
                             ((rf"({_CODE})[_ -][^/]+?", "code"), (rf"(?:{_CODE})[_ -]([^/]+?)", "title")),
                             _differ, _CODE_THEN_DELIMITER_RX)


_SLUG_CODE_RX = re.compile(r"[a-z]{2}[-_][A-Za-z0-9]")  # every slug `slug_code` reads starts so
_LOCALE_RX = re.compile(r"[a-z]{2}([-_])(?:[a-z]{2}|[A-Z]{2})\1[A-Za-z0-9]")  # `ar_xy_…`, `pt-BR-…`: a locale


def slug_code(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """A free-text slug that starts with a two-letter lowercase code in every name (of five or more), the codes
    differing (`us-new-york-birnie-bus`, `de-aschaffenburg-signal`: an ISO country or language code): a field, and
    the slug after it (`title`). The slug may follow a prefix every name writes (`mmmlu_ar_xy_abstract_algebra`:
    a benchmark's name, then its locale). Where every slug starts with two such codes joined by one separator
    (`ar_xy`, `pt_br`, `en-US`: a language and its region, a country and its subdivision), both are fields.

    A constant prefix before the slug is the catalogue's, not the slug's; a free first word is not two letters in all.

    Why: a catalogue keyed by country or locale leads each slug with its code."""
    ps = model.parts
    if model.entity_glob is not None or len(values) < FEW_SAMPLES:
        return []
    j = next((i for i, p in enumerate(ps) if p.var is not None), None)
    if j is None or ps[j].var.kind not in FREE_KINDS:  # type: ignore[union-attr]
        return []
    start = sum(len(p.text) for p in ps[:j])  # the literal prefix every value writes, ending in a separator
    if (start and ps[j - 1].text[-1:] not in "-_.") or not all(_SLUG_CODE_RX.match(v, start) for v in values):
        return []
    codes = [r"[a-z]{2}", r"[a-z]{2}|[A-Z]{2}"] if all(_LOCALE_RX.match(v, start) for v in values) else [r"[a-z]{2}"]
    out = []
    for g, name in enumerate(("code", "region")[:len(codes)] + ("title",)):
        inner = "".join((f"({c})" if i == g else f"(?:{c})") + "[-_]" for i, c in enumerate(codes)) \
            + ("([^/]+?)" if g == len(codes) else "[^/]+?")
        pattern = pattern_with(ps, j, inner)
        raw = group_reads(pattern, values)
        if any(r is None for r in raw) or len(set(raw)) < 2:
            if g == 0:
                return []
            continue
        out.append(Slot(Var(VarKind.STRING, "", "string"), src, pattern, raw, (seg_order, j + 0.05 * (g + 1)),
                        VarKind.STRING, "string", name=name, rank=1))
    return out


def number_pair(model: SegModel, src: str, values: list[str], seg_order: int, is_folder: bool) -> list[Slot]:
    """Two numbers joined by one `-` or `.` that make a whole folder or name (a range folder
    `0800-0899`, an arXiv id `2403.01234[v2]`) are one value as written, beside the two numbers:
    the owner means the pair. An optional piece may follow (`v2`); any other part makes it a run."""
    ps = model.parts
    if model.entity_glob is not None:
        return []
    body = len(ps)
    if not is_folder and ps and ps[-1].var is None and ps[-1].text.startswith("."):
        body -= 1  # the extension
    if body < 3 or any(ps[q].var is None or ps[q].var.kind != VarKind.INT for q in (0, 2)) \
            or ps[1].var is not None or ps[1].text not in ("-", "."):
        return []
    rest = ps[3:body]
    if rest and not (rest[0].var is None and rest[0].regex.startswith("(?:") and rest[0].glob == ""):
        return []
    pattern = span_pattern(ps, 0, 2)
    raw = group_reads(pattern, values)
    if any(r is None for r in raw):
        return []
    pairs = [r.split(ps[1].text) for r in raw if r is not None]
    name = "range" if ps[1].text == "-" and all(len(p) == 2 and int(p[0]) < int(p[1]) for p in pairs) else "id"
    return [Slot(Var(VarKind.IDENT, "", "string"), src, pattern, raw, (seg_order, -0.5), VarKind.IDENT, "string",
                 name=name, rank=1)]


def free_piece_fields(model: SegModel, src: str, values: list[str], seg_order: int,
                      reads: tuple[tuple[str, str], ...], keep, needs: re.Pattern[str],
                      default_null: bool = False, kinds: frozenset[VarKind] = FREE_KINDS) -> list[Slot]:
    """Fields read inside free text part j: each (inner pattern holding group 1, name), kept when
    every value reads and `keep(raw)` holds for the first one (`default_null`: null where a name of the
    kind has no such piece, the path still complete; `kinds`: the free parts read).

    `needs` is found in every value the first read can read: names without it cost no pattern per
    part (a name of 500 pieces compiled 500 patterns of 500 pieces, twice, for nothing)."""
    out: list[Slot] = []
    if model.entity_glob is not None or not all(needs.search(v) for v in values):
        return out
    for j, p in enumerate(model.parts):
        if p.var is None or p.var.kind not in kinds or not _inside_part(model.parts, j, reads[0][0], values):
            continue
        for g, (inner, name) in enumerate(reads):
            pattern = pattern_with(model.parts, j, inner)
            raw = group_reads(pattern, values)
            if any(r is None for r in raw) or (g == 0 and not keep(raw)):
                break
            out.append(Slot(Var(VarKind.STRING, "", "string", default_null=default_null), src, pattern, raw,
                            (seg_order, j + 0.1 * (g + 1)), VarKind.STRING, "string", default_null=default_null,
                            name=name, rank=1))
    return out


def _inside_part(parts: list[Part], j: int, inner: str, values: list[str]) -> bool:
    """Whether `inner` reads part j's own text in every value (a piece inside a word: `TR` of `TR_BCA assay`).

    Why: read in place of a part that cannot hold a delimiter, a lazy neighbour lends it the next part's text.
    """
    own = group_reads(pattern_with(parts, j, f"({parts[j].regex})"), values)
    rx = re.compile(inner)
    return all(o is not None and rx.fullmatch(o) for o in own)


_CAPITALS_DIGIT_RX = re.compile(r"[A-Z]{2}[0-9]")  # in every code `leading_letters` reads
_BRACKETED_RX = re.compile(r" \([^/()]*\)")  # in every label `trailing_label` reads


def _differ(raw: list[str | None]) -> bool:
    """The names read at least two values: one value in every name is part of the text."""
    return len(set(raw)) >= 2


def _repeated_few(raw: list[str | None]) -> bool:
    """A few values, each seen again over the names: codes, not names."""
    kinds = set(raw)
    return 2 <= len(kinds) <= ENUM_MAX and 2 * len(kinds) <= len(raw)


def leading_letters(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Capital letters that start a code glued to digits, a few of them repeated over the names
    (Sleep-EDF's `SC4001E0` beside `ST7022J0`, run accessions `SRR…`/`ERR…`): they say which
    study, archive or series the code belongs to, so they are a field beside the code. The digits right after
    them are the number within that archive (ProteomeXchange's `PXD002137` beside PDC's `PDC000126`, `SRR…` beside
    `ERR…`): a field too, as written (an accession's zeros are part of it).

    Why: an accession is a repository's code and its own counter; which repository varies, so both are values."""
    return free_piece_fields(model, src, values, seg_order, ((r"([A-Z]{2,5})[0-9][^/]*?", "code"),
                                                             (r"[A-Z]{2,5}([0-9]+)(?:[^0-9/][^/]*?)?", "number")),
                             _repeated_few, _CAPITALS_DIGIT_RX)


def trailing_label(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Free text that ends with a bracketed label in every name (`Gölge (Bass)`, `Report (draft)`,
    `Paper Boats (Remix) (Lead Vocals)`): the label and the text before it are fields too."""
    return free_piece_fields(model, src, values, seg_order,
                             ((r"[^/]*? \(([^/()]*[^\W\d_][^/()]*)\)", "label"), (r"([^/]*?) \([^/()]+\)", "title")),
                             _differ, _BRACKETED_RX)


_ACCESSION_CODE_RX = re.compile(r"^[A-Z]{2,6}[-_.]")


def coded_accession(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """An upper-case code and the numbers after it, joined by single delimiters, before a free
    name (NCBI's `GCF_000001405.40_GRCh38.p14`, RefSeq's `NM_000546.6_TP53`): the accession and its
    version as written, one value beside its pieces (a run read whole would take the name too)."""
    ps = model.parts
    out: list[Slot] = []
    if model.entity_glob is not None:
        return out

    def sep(q: Part) -> bool:
        return q.var is None and len(q.text) == 1 and q.text in "-_."

    for j, p in enumerate(ps):
        if p.var is None or p.var.kind not in FREE_KINDS or (j > 0 and not (ps[j - 1].var is None
                                                                           and ps[j - 1].text[-1:] in T.SEPARATORS)):
            continue
        k = j
        while k + 2 < len(ps) and sep(ps[k + 1]) and ps[k + 2].var is not None and ps[k + 2].var.kind == VarKind.INT:
            k += 2
        if k == j or not (k + 2 < len(ps) and sep(ps[k + 1]) and ps[k + 2].var is not None
                          and ps[k + 2].var.kind in FREE_KINDS):
            continue
        pattern = span_pattern(ps, j, k)
        raw = group_reads(pattern, values)
        if all(r is not None and _ACCESSION_CODE_RX.match(r) for r in raw):
            out.append(Slot(Var(VarKind.IDENT, "", "string"), src, pattern, raw, (seg_order, j - 0.5), VarKind.IDENT,
                            "string", name="accession", rank=1))
    return out


_SPACED_WORDS_RX = re.compile(r"^(?: [^\W\d_]+)+$")


def spaced_title(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Free words then a word every name ends with, after a space (StarCraft maps `Alcyone LE`,
    `Budget Report`, `Rooftop Remastered`): the shared word is part of the title, so the title as
    written is a field beside the free words."""
    ps = model.parts
    body = len(ps) - 1 if ps and ps[-1].var is None and ps[-1].text.startswith(".") else len(ps)
    if model.entity_glob is not None or body < 2 or ps[0].var is None or ps[0].var.kind not in FREE_KINDS \
            or any(q.var is not None for q in ps[1:body]) or not _SPACED_WORDS_RX.match("".join(q.text for q in ps[1:body])):
        return []
    pattern = span_pattern(ps, 0, body - 1)
    raw = group_reads(pattern, values)
    if any(r is None for r in raw):
        return []
    return [Slot(Var(VarKind.STRING, "", "string"), src, pattern, raw, (seg_order, -0.5), VarKind.STRING, "string",
                 name="title", rank=1)]
