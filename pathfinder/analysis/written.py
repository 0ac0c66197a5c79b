"""Stage 5b, values as written: pieces the templates cut apart that a listing's owner may mean
whole (`us-east-1`, `S01E05`, `LIDC-IDRI-0001`), offered as one more field beside the pieces.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.naming import prefix_name, sanitize
from pathfinder.analysis.parts import ENUM_MAX, FEW_SAMPLES, FREE_KINDS, Part, SegModel, Var, VarKind
from pathfinder.analysis.slots import Slot, group_reads, name_for, span_pattern

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


def _pattern_with(parts: list[Part], j: int, inner: str) -> str:
    """The anchored pattern of the parts with part j written as `inner` (which holds group 1)."""
    return "^" + "".join(inner if i == j else (f"(?:{q.regex})" if "|" in q.regex else q.regex)
                         for i, q in enumerate(parts)) + "$"


_IDENT_RX = re.compile(r"^\[A-Za-z\]\+((?:\\d|\[0-9\])(?:\+|\{\d+\}))$")


def _ident_numbers(parts: list[Part], src: str, values: list[str], seg_order: int) -> list[Slot]:
    """An identifier inside a name (`…_s20242510446404_e…`, one letter glued to a long number) is
    also its number: the letter is a key (start, end), the digits its value."""
    out = []
    for j, p in enumerate(parts):
        m = _IDENT_RX.match(p.regex) if p.var is not None and p.var.kind == VarKind.IDENT else None
        if not m:
            continue
        pattern = _pattern_with(parts, j, "[A-Za-z]+(" + m.group(1) + ")")
        raw = group_reads(pattern, values)
        letters = re.match(r"[A-Za-z]+", p.glob)
        if any(r is None for r in raw) or not letters:
            continue
        name = prefix_name(letters.group(), "", True) or "number"
        out.append(Slot(Var(VarKind.INT, "", "string"), src, pattern, raw, (seg_order, j + 0.5), VarKind.INT,
                        "string", name=name, rank=1))
    return out


# values read whole on their own: a run holding one is no compound name (`numpy-1.26.4-py39h…`)
_WHOLE_KINDS = frozenset({VarKind.VERSION, VarKind.CLOCK, VarKind.DOTTED, VarKind.DATE, VarKind.DATE8, VarKind.DMY,
                          VarKind.TIMESTAMP, VarKind.UUID, VarKind.HASH, VarKind.YEAR})


#: A span of template parts read as one value: (first part, last part, field name, order, lead letters).
Span = tuple[int, int, str, float, str]


class _Cut:
    """A template read for values written whole: its parts, where its body ends (before a file's
    extension), and the delimiters a value may start after."""

    def __init__(self, ps: list[Part], is_folder: bool) -> None:
        self.ps, self.is_folder = ps, is_folder
        self.body = len(ps)
        if not is_folder and ps[-1].var is None and ps[-1].text.startswith("."):
            self.body -= 1  # the extension
        self.stops = T.SEPARATORS if is_folder else T.SEPARATORS.replace("-", "")

    @staticmethod
    def is_lit(q: Part) -> bool:
        return q.var is None and q.glob != "*" and bool(q.text)

    def joins(self, q: Part) -> str | None:
        """'sep' for a one-character separator join, 'glue' for letters glued between numbers."""
        if not self.is_lit(q) or q.strong:
            return None
        if len(q.text) == 1 and q.text in (T.SEPARATORS if self.is_folder else "-"):
            return "sep"
        if q.text.isalnum() and q.text.isascii() and not q.text.isdigit():  # `E` in S01E05, `i1p1f`
            return "glue"
        return None

    def starts_clean(self, i: int, lead: str, at: str | None = None) -> bool:
        """Whether `lead` at the end of literal part i begins at a delimiter (or the name's start)."""
        ps = self.ps
        before = ps[i].text[: len(ps[i].text) - len(lead)]
        return before[-1] in (self.stops if at is None else at) if before else (i == 0 or ps[i - 1].strong)


def as_written_slots(model: SegModel, src: str, values: list[str], seg_order: int, is_folder: bool,
                      parent: str | None) -> list[Slot]:
    """Pieces the template cuts apart that an owner may mean whole, offered beside them."""
    if model.entity_glob is not None or len(model.parts) < 2:
        return []
    cut = _Cut(model.parts, is_folder)
    spans = (_joined_runs(cut, parent) + _lettered_numbers(cut) + _strong_pieces(cut)
             + _label_folder(cut, parent) + _identifier_folder(cut) + _year_month_folder(cut) + _year_month_in_name(cut)
             + _coded_numbers(cut)
             + _letter_pairs(cut, parent))
    return _span_slots(cut.ps, spans, src, values, seg_order)


def _joined_runs(cut: _Cut, parent: str | None) -> list[Span]:
    """Values joined by one separator (`us-east-1`) or by letters glued between numbers (`S01E05`).
    Why: an owner writes such a run as one name; a run holding a value read whole on its own is none."""
    ps, body, spans = cut.ps, cut.body, []
    j = 0
    while j < body:
        if ps[j].var is None:
            j += 1
            continue
        k = j
        kinds: set[str] = set()
        while k + 2 < body and ps[k + 2].var is not None:
            how = cut.joins(ps[k + 1])
            if how is None or (how == "glue" and not (ps[k].var.type == "integer" and ps[k + 2].var.type == "integer")):
                break
            kinds.add(how)
            k += 2
        if k > j:
            lead = ""
            left = ps[j - 1] if j > 0 else None
            if "glue" in kinds and left is not None and cut.is_lit(left):
                ml = re.search(r"[A-Za-z]+$", left.text)
                if ml and ml.group().isascii() and cut.starts_clean(j - 1, ml.group()):
                    lead = ml.group()
            right = ps[k + 1] if k + 1 < body else None
            left_ok = left is None or left.strong or (cut.is_lit(left) and (
                cut.starts_clean(j - 1, lead) if lead else left.text[-1] in cut.stops))
            right_ok = right is None or right.strong or (cut.is_lit(right) and right.text[0] in cut.stops)
            run = [ps[q].var for q in range(j, k + 1, 2)]
            if "glue" in kinds:
                if lead and left_ok and right_ok and kinds == {"glue"}:
                    spans.append((j, k, "code", j - 0.5, lead))
            elif left_ok and right_ok and (cut.is_folder or left is not None or right is not None) \
                    and any(v is not None and v.kind in FREE_KINDS for v in run) \
                    and not any(v is not None and v.kind in _WHOLE_KINDS for v in run):
                name, rank = name_for(ps, j, cut.is_folder, parent)
                if rank not in (1, 2):  # a prefix or a plural parent names the run, not its first value's type
                    name = "folder" if cut.is_folder else "name"
                spans.append((j, k, name, j - 0.5, ""))
        j = k + 1
    return spans


def _lettered_numbers(cut: _Cut) -> list[Span]:
    """One to three letters glued to a number after a delimiter (`_S01`, `-PA3`, a host `-a004`): an id, letters kept.
    Why: the letters say what the number counts, so an owner reads them together."""
    ps, spans = cut.ps, []
    for j in range(1, cut.body):
        p, prev = ps[j], ps[j - 1]
        if p.var is None or p.var.kind != VarKind.INT or not cut.is_lit(prev):
            continue
        m = re.search(r"[A-Za-z]{1,3}$", prev.text)
        if not m or not m.group().isascii() or not cut.starts_clean(j - 1, m.group(), T.SEPARATORS):
            continue
        letters = m.group()
        if len(letters) < 2 and not letters.isupper() and (p.var.width or 0) < 3:  # padded to 3+: `a004` is an id
            continue
        nxt = ps[j + 1] if j + 1 < len(ps) else None
        if nxt is not None and (not cut.is_lit(nxt) or nxt.text[0] not in T.SEPARATORS):
            continue
        spans.append((j, j, letters.lower() + "_id", j + 0.5, letters))
    return spans


def _coded_numbers(cut: _Cut) -> list[Span]:
    """A letter code read apart from its number (`A01` -> `A` + 1, `LC08` -> `C` + 8), as written too.
    Why: a well `A01` or a stimulus `f069` is also named whole; the row or category alone is not the item."""
    ps, spans = cut.ps, []
    for j in range(cut.body - 1):
        p, nxt = ps[j], ps[j + 1]
        if not (p.var is not None and p.var.kind == VarKind.ENUM and p.var.name == "code" and p.regex in ("[A-Z]", "[a-z]")
                and nxt.var is not None and nxt.var.kind == VarKind.INT):
            continue
        prev = ps[j - 1] if j else None
        lead = ""
        if prev is not None and cut.is_lit(prev):
            ml = re.search(r"[A-Za-z]$", prev.text)
            lead = ml.group() if ml and cut.starts_clean(j - 1, ml.group(), T.SEPARATORS) else ""
        spans.append((j, j + 1, "code_id", j + 0.5, lead))
    return spans


def _letter_pairs(cut: _Cut, parent: str | None) -> list[Span]:
    """Two one-letter codes read apart (`lone_codes.letter_pair`: `an` -> grid `a` + view `n`), as written too.
    Why: the same crossing letters may be one code (`pt`, `pl`, `it`: languages; `de`, `dk`, `se`: countries)."""
    ps, spans = cut.ps, []
    for j in range(cut.body - 1):
        if all(q.var is not None and q.var.kind == VarKind.CODE and q.regex in ("[a-z]", "[A-Z]") for q in ps[j:j + 2]):
            spans.append((j, j + 1, name_for(ps, j, cut.is_folder, parent)[0], j - 0.5, ""))
    return spans if len(spans) <= 2 else []  # a name of many such pairs holds no language: no field per pair


def _strong_pieces(cut: _Cut) -> list[Span]:
    """Each piece between strong delimiters that holds a value, as written.
    Why: a strong delimiter separates the parts an owner names one by one."""
    ps, spans = cut.ps, []
    cuts = [-1] + [i for i in range(cut.body) if ps[i].strong] + [cut.body]
    if len(cuts) > 2:
        for lo, hi in zip(cuts, cuts[1:]):
            lo, hi = lo + 1, hi - 1
            if hi > lo and any(q.var is not None for q in ps[lo: hi + 1]):
                spans.append((lo, hi, "folder" if cut.is_folder else "name", lo - 0.5, ""))
    return spans


def _folder_values(cut: _Cut) -> list[int] | None:
    """The variable parts of a folder's template (None for a file name)."""
    if not cut.is_folder or cut.body != len(cut.ps):
        return None
    return [i for i, q in enumerate(cut.ps) if q.var is not None]


def _label_folder(cut: _Cut, parent: str | None) -> list[Span]:
    """Label words and a free word, in some folders only (`fastq_subsampled`, `fastq`): the folder as written too.
    Why: the label and the word together name the folder (`Team meeting`), the word alone does not."""
    vs = _folder_values(cut)
    if vs is None:
        return []
    ps = cut.ps
    v0 = ps[vs[0]].var if len(vs) == 1 else None
    label = v0 is not None and (v0.kind in FREE_KINDS or (v0.kind == VarKind.ENTITY and v0.type == "string"
                                                            and not ps[0].text.islower()))
    if not label or not all(cut.is_lit(q) or q.regex == ")?" for i, q in enumerate(ps) if i != vs[0]):
        return []
    name, _ = name_for(ps, vs[0], cut.is_folder, parent)
    return [(0, len(ps) - 1, (name if name not in ("folder", "name") else "label") + "_folder", vs[0] + 0.5, "")]


def _year_month_folder(cut: _Cut) -> list[Span]:
    """A folder that is a year and its month (`2015-03`, `2024_07`): the month as written, beside the year and
    the month number.
    Why: a monthly partition (a meeting, a report, a log month) is looked up by its folder's name."""
    ps = cut.ps
    if _folder_values(cut) != [0, 2] or len(ps) != 3 or ps[1].text not in ("-", "_", ".") \
            or ps[0].var.kind != VarKind.YEAR or ps[2].var.kind != VarKind.INT or ps[2].var.width != 2:
        return []
    return [(0, 2, "year_month", 1.5, "")]


def _year_month_in_name(cut: _Cut) -> list[Span]:
    """A year and its month in a file name, between delimiters and with no day after them (`…_tripdata_2015-08.csv`,
    `report-2024_07.pdf`): the month as written, beside the year and the month number.
    Why: a monthly file is looked up by its month as written, wherever the month stands in a path."""
    ps, spans = cut.ps, []
    if cut.is_folder:
        return spans
    for j in range(cut.body - 2):
        year, sep, month = ps[j], ps[j + 1], ps[j + 2]
        if year.var is None or year.var.kind != VarKind.YEAR or sep.var is not None or sep.text not in ("-", "_", ".") \
                or month.var is None or month.var.kind != VarKind.INT or month.var.width != 2:
            continue
        left_ok = j == 0 or cut.is_lit(ps[j - 1]) and ps[j - 1].text[-1] in T.SEPARATORS
        after = ps[j + 3] if j + 3 < cut.body else None
        right_ok = after is None or cut.is_lit(after) and after.text[0] in T.SEPARATORS and not (
            len(after.text) == 1 and j + 4 < cut.body and ps[j + 4].var is not None)
        if left_ok and right_ok:
            spans.append((j, j + 2, "year_month", j + 1.5, ""))
    return spans


def _identifier_folder(cut: _Cut) -> list[Span]:
    """An upper-case label and a zero-padded number (`LIDC-IDRI-0001`, `CASE_007`), or a folder built
    of several values (`TCGA_CS_4941_19960909`): the folder as written, beside its pieces.
    Why: such a folder is an identifier its owner looks up whole."""
    vs = _folder_values(cut)
    if vs is None:
        return []
    ps = cut.ps
    lits = "".join(q.text for q in ps if q.var is None)
    padded_id = len(vs) == 1 and ps[vs[0]].var.kind == VarKind.INT and ps[vs[0]].var.width is not None \
        and vs[0] == len(ps) - 1 and re.fullmatch(r"[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*[-_]?", lits) is not None
    several = len(vs) >= 2 and (any(c.isalpha() for c in lits) or any(ps[i].var.kind in FREE_KINDS for i in vs))
    if not (padded_id or several):
        return []
    first_lit = re.match(r"[A-Za-z]+", lits) if ps[0].var is None else None
    name = sanitize(first_lit.group().lower(), fallback="") + ("_id" if padded_id else "_folder") \
        if first_lit else "folder_name"
    return [(0, len(ps) - 1, name, vs[0] + 0.5, "")]


def _span_slots(ps: list[Part], spans: list[Span], src: str, values: list[str], seg_order: int) -> list[Slot]:
    """One slot per distinct span that reads every value (the first of equal readings kept)."""
    out: list[Slot] = []
    seen: set[tuple[int, int, str]] = set()
    for a, b, name, order, lead in spans:
        if (a, b, lead) in seen:
            continue
        seen.add((a, b, lead))
        pat = [q.regex if q.var is None and q.regex != ".*?" else ("(?:" + q.regex + ")" if "|" in q.regex else q.regex)
               for q in ps]
        if lead:  # letters at the end of the literal before the span join the group
            pat[a - 1] = T.rx_escape(ps[a - 1].text[: len(ps[a - 1].text) - len(lead)])
            pat[a] = "(" + T.rx_escape(lead) + pat[a]
        else:
            pat[a] = "(" + pat[a]
        pat[b] = pat[b] + ")"
        if not _whole_regex("".join(pat[a: b + 1])):
            continue  # the span cuts an optional piece's brackets (`(?:` .. `__)?`): no value of its own
        pattern = "^" + "".join(pat) + "$"
        cre = re.compile(pattern)
        raw: list[str | None] = []
        for v in values:
            mm = cre.match(v)
            if not mm or mm.group(1) is None:
                raw = []
                break
            raw.append(mm.group(1))
        if raw and raw not in [o.raw for o in out]:
            out.append(Slot(Var(VarKind.IDENT, "", "string"), src, pattern, raw, (seg_order, order), VarKind.IDENT, "string",
                             name=name, rank=1))
    return out


def _whole_regex(fragment: str) -> bool:
    """Whether a span's pattern is a regex on its own (its brackets balanced).

    Why: a span that cuts an optional piece's brackets reads the piece with its joiner, and nothing where absent."""
    try:
        re.compile(fragment)
    except re.error:
        return False
    return True


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
            pattern = _pattern_with(model.parts, j, grouped)
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


_SLUG_CODE_RX = re.compile(r"^[a-z]{2}[-_][a-z0-9]")  # every name `slug_code` reads starts so


def slug_code(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """A free-text slug that starts with a two-letter lowercase code in every name (of five or more), the codes
    differing (`us-new-york-birnie-bus`, `de-aschaffenburg-signal`: an ISO country or language code): a field.

    Why: a catalogue keyed by country leads each slug with its code; a free first word is not two letters in all."""
    ps = model.parts
    if model.entity_glob is not None or not ps or ps[0].var is None or ps[0].var.kind not in FREE_KINDS \
            or len(values) < FEW_SAMPLES or not all(_SLUG_CODE_RX.match(v) for v in values):
        return []
    pattern = _pattern_with(ps, 0, r"([a-z]{2})[-_][^/]+?")
    raw = group_reads(pattern, values)
    if any(r is None for r in raw) or len(set(raw)) < 2:
        return []
    return [Slot(Var(VarKind.STRING, "", "string"), src, pattern, raw, (seg_order, 0.05), VarKind.STRING, "string",
                 name="code", rank=1)]


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
    name = "range" if ps[1].text == "-" and all(int(x) < int(y) for x, y in pairs) else "id"
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
            pattern = _pattern_with(model.parts, j, inner)
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
    own = group_reads(_pattern_with(parts, j, f"({parts[j].regex})"), values)
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
    study, archive or series the code belongs to, so they are a field beside the code."""
    return free_piece_fields(model, src, values, seg_order, ((r"([A-Z]{2,5})[0-9][^/]*?", "code"),), _repeated_few,
                             _CAPITALS_DIGIT_RX)


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
