"""Stage 5b, spans written whole: runs of template parts that a listing's owner may mean as one value
(`us-east-1`, `S01E05`, `LIDC-IDRI-0001`, a labelled folder, a year and month), offered as one more field
beside the pieces the template cut them into (`as_written_slots`, asked by `infer`; the other readings
as written are `written`'s).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.naming import sanitize
from pathfinder.analysis.parts import FREE_KINDS, Part, SegModel, Var, VarKind
from pathfinder.analysis.slots import Slot, name_for

__all__ = ["Span", "as_written_slots", "is_item_id"]


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
             + _letter_pairs(cut, parent) + _dotted_stem(cut, values))
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


def is_item_id(head: str) -> bool:
    """Whether a dotted name's head is an item's id (`ENCFF341MYG`, `SRR1234567`, `HG00096`: seven characters or more
    with a run of three digits) rather than a model's, size's or host's code (`c6a`, `a100`, `web01`, `gpt4`)."""
    return len(head) >= 7 and _ID_DIGITS_RX.search(head) is not None


_ID_DIGITS_RX = re.compile(r"[0-9]{3}")


def _dotted_stem(cut: _Cut, values: list[str]) -> list[Span]:
    """A file name whose stem is values joined by dots (`m5.2xlarge`, `web01.eu-west`, `gpt4.turbo`; letters glued to
    them kept), its head no id: the stem as written, beside its pieces (as `suffix_chains` does for ragged stems).
    Why: a dot in a name is no extension when its pieces are none: an instance type, a host, a model is one value
    holding its separator. A head that is an item's id (`is_item_id`) has dotted words that are steps."""
    ps = cut.ps
    if cut.is_folder or cut.body < 3 or ps[0].var is None or ps[cut.body - 1].var is None:
        return []
    body = ps[:cut.body]
    run = [q.var for q in body if q.var is not None]
    lits = [q.text for q in body if q.var is None]
    if "." not in lits or any(t != "." and not (t.isalnum() and t.isascii()) for t in lits) \
            or any(v.kind in _WHOLE_KINDS for v in run) or not any(v.kind in FREE_KINDS for v in run):
        return []
    if any(is_item_id(v.partition(".")[0]) for v in values):
        return []
    return [(0, cut.body - 1, "dotted_name", -0.5, "")]


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
