"""Stage 4, part rewrites: a segment's parts re-read as a whole (word runs that are one name,
dotted numbers that are one version, hex runs that are one id, free text bounded by its
literal neighbours).
"""
from __future__ import annotations

import re
from dataclasses import replace
from operator import itemgetter
from typing import Sequence

import pathfinder.analysis.tokens as T
from pathfinder.analysis.written_numbers import is_signed
from pathfinder.analysis.parts import FREE_KINDS, Part, Var, VarKind, lit, merge_literals, template_regex, template_reader, var_part

def _is_free(p: Part | None) -> bool:
    """Whether a part is free text (a word-like variable or a `*` literal)."""
    return p is not None and ((p.var is not None and p.var.kind in FREE_KINDS) or (p.var is None and p.glob == "*"))


def free_class(excluded: str) -> str:
    """A free token's regex: any text but `/` and the delimiters that part it from other free text."""
    if not excluded:
        return "[^/]+?"
    chars = "".join(sorted(set(excluded), key=lambda ch: (ch != "-", ch)))
    return f"[^{chars}/]+"


def loosen_free(parts: list[Part]) -> list[Part]:
    """Free text reads whatever its literal neighbours allow, not only the samples' letters."""
    out = list(parts)
    for i, p in enumerate(parts):
        if p.var is None or p.var.kind not in FREE_KINDS:
            continue
        excluded = ""
        ok = True
        for nb, beyond, edge in ((i - 1, i - 2, -1), (i + 1, i + 2, 0)):
            if nb < 0 or nb >= len(parts):
                continue
            q = parts[nb]
            if q.var is not None or q.glob == "*" or not q.text:
                ok = False  # glued to another variable
                break
            ch = q.text[edge]
            if ch not in T.SEPARATORS:
                ok = False
                break
            if len(q.text) == 1 and 0 <= beyond < len(parts) and _is_free(parts[beyond]):
                excluded += ch
        if not ok:
            continue
        regex = free_class(excluded)
        out[i] = Part(glob=p.glob, regex=regex, var=replace(p.var, regex=regex), text=p.text)
    return out


def loosen_reading(parts: list[Part], tail: list[Part], values: Sequence[str]) -> list[Part]:
    """`loosen_free` on a name's parts (then its extension), except a free part whose own values hold
    the separator it would leave out (`payments-api` of `service-payments-api`) keeps reading it.

    Why: a run of words read as one name holds the separators between its words (else no field reads)."""
    out = loosen_free(parts + tail)
    body = len(parts)

    def reads(ps: list[Part]) -> bool:
        rx = re.compile(template_regex(ps[:body]))
        return all(rx.match(v) for v in values)

    if not values or reads(out):
        return out
    for i in range(body):
        if out[i] is not parts[i] and reads(trial := out[:i] + [parts[i]] + out[i + 1:]):
            return trial
    return list(parts) + list(tail)


# a code of capitals and a number, then a dotted sub-number (ATT&CK's `T1059.001`, Ensembl's `ENSG00000139618.15`)
_SUB_CODE_RX = re.compile(r"[A-Z]{1,5}\d{4,}\.\d{1,3}")


def optional_sub_number(parts: list[Part], values: Sequence[str]) -> list[Part]:
    """A folder's code and its dotted sub-number in every value (`T1059.001`, `ENSG00000139618.15`, `AB012345.1`:
    the template ending `.` and a number): the sub-number optional, null where absent (`T*`,
    `^T(\\d+)(?:\\.(\\d+))?$`), so the parent code (`T1059`) is read too.

    Why: a dotted sub-number names a child of its code, and the codes without children are siblings of one kind."""
    if len(parts) < 2 or not values or not all(_SUB_CODE_RX.fullmatch(v) for v in values):
        return parts
    dot, sub = parts[-2], parts[-1]
    if not dot.plain or not dot.text.endswith(".") or sub.var is None or sub.var.type != "integer":
        return parts
    head = parts[:-2] + ([lit(dot.text[:-1])] if dot.text != "." else [])
    opener = Part(glob="" if head[-1].glob.endswith("*") else "*", regex=r"(?:\.", text=".")
    return head + [opener, var_part(replace(sub.var, default_null=True, width=None), ""), Part(glob="", regex=")?", text="")]


def merge_word_runs(parts: list[Part], values: Sequence[str] = (), names_only: bool = False) -> list[Part]:
    """Adjacent varying words are one name, unless they vary independently (two fields); `names_only`: only
    runs of `_given_names` (a name cut by one delimiter, where the pieces may also be codes or labels)."""
    out: list[Part] = []
    reader: _RunGroups | None = None  # the values matched once, when a run first needs them
    i = 0
    while i < len(parts):
        p = parts[i]
        j = i
        while (p.var and p.var.kind in FREE_KINDS and j + 2 < len(parts) and parts[j + 1].var is None
               and parts[j + 1].glob != "*" and len(parts[j + 1].text) == 1
               and parts[j + 2].var and parts[j + 2].var.kind in FREE_KINDS):
            j += 2
        run = parts[i: j + 1: 2]
        if j > i and 2 * sum(1 for q in run if q.var and q.var.kind in (VarKind.WORD, VarKind.ENUM)) >= len(run):
            if values and reader is None:
                try:
                    reader = _RunGroups(parts, values)
                except re.error:  # an optional group spans parts (`(?:_`, value, `)?`): no part reads alone
                    return list(parts)
            rows = reader.rows(i, j) if reader is not None else None
            if _one_name(reader, i, j, rows, names_only):
                out.append(var_part(Var(VarKind.STRING, r"[^/]+?", "string"), "*"))
                i = j + 1
                continue
        out.append(p)
        i += 1
    return out


def _one_name(reader: _RunGroups | None, i: int, j: int, rows: list[tuple[str | None, ...]] | None,
              names_only: bool) -> bool:
    """Whether the run of parts i..j is one name: its words do not vary independently and are not words beside
    codes (`names_only`: and they are given names, `_given_names`)."""
    if names_only and not (rows and _given_names(rows)):
        return False
    return not rows or not (reader.independent(i, j, rows) or _words_and_codes(rows))  # type: ignore[union-attr]


class _RunGroups:
    """Each sample value matched once against a segment's parts with every variable captured.

    Why: a run of n words is tried from each of its n starts; reading every value at each start is quadratic.
    """

    def __init__(self, parts: list[Part], values: Sequence[str]) -> None:
        pieces: list[str] = []
        #: per part: its own group (-1 for a literal), its first inner group, its count of inner groups
        self.spans: list[tuple[int, int, int]] = []
        at = 0
        for p in parts:
            inner = re.compile(p.regex).groups
            pieces.append("(" + p.regex + ")" if p.var else p.regex)
            self.spans.append((at, at + 1, inner) if p.var else (-1, at, inner))
            at += inner + (1 if p.var else 0)
        rx = re.compile("^" + "".join(pieces) + "$")
        self.matched: list[tuple[str | None, ...]] | None = []
        for v in values:
            m = rx.match(v)
            if not m:
                self.matched = None
                break
            self.matched.append(m.groups())
        self._distinct: dict[int, int] = {}

    def _picks(self, i: int, j: int) -> list[int]:
        """The groups a run over parts[i..j] reads: its variables', and any groups inside the parts."""
        picks: list[int] = []
        for k, (own, first, inner) in enumerate(self.spans):
            if own >= 0 and i <= k <= j:
                picks.append(own)
            picks.extend(range(first, first + inner))
        return picks

    def rows(self, i: int, j: int) -> list[tuple[str | None, ...]] | None:
        """The values of the variables of parts[i..j], one tuple per sample value (None: a value did not match)."""
        if self.matched is None:
            return None
        picks = self._picks(i, j)
        if len(picks) == 1:
            return [(r[picks[0]],) for r in self.matched]
        return list(map(itemgetter(*picks), self.matched))

    def independent(self, i: int, j: int, rows: list[tuple[str | None, ...]]) -> bool:
        """Whether the run's variables take more combinations than values of any one of them (each column's
        count of values is the same from every start, so it is counted once)."""
        picks = self._picks(i, j)
        for x in picks:
            if x not in self._distinct:
                self._distinct[x] = len({r[x] for r in self.matched or ()})
        return len(set(rows)) > max(self._distinct[x] for x in picks)


_NAME_WORD_RX = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
NAMES_DISTINCT = 0.8  # the share of distinct values each word column of given names holds at least


def _given_names(rows: list[tuple[str | None, ...]]) -> bool:
    """Columns of words (a word may hold a hyphen or an apostrophe: `Terje_Roed-Larsen`, `Sinead_O'Connor`), each
    nearly all distinct: people's or places' names, whose word count varies beyond the samples.

    Why: a name's words are not fields; codes and labels (`u_nm`, `default`, `kube-system`) repeat or hold digits."""
    cols = list(zip(*rows))
    return bool(cols) and all(all(isinstance(x, str) and _NAME_WORD_RX.fullmatch(x) for x in col)
                              and len(set(col)) >= NAMES_DISTINCT * len(col) for col in cols)


def _words_and_codes(rows: list[tuple[str, ...]]) -> bool:
    """`linux_amd64`, `freebsd_386`: a column of plain words beside a column of codes that all hold
    digits are two things (an OS and an architecture), not one name like `2m_temperature`."""
    cols = list(zip(*rows))
    coded = any(all(any(c.isdigit() for c in x) for x in col) for col in cols)
    worded = any(all(x.isalpha() for x in col) for col in cols)
    return coded and worded


def merge_version_runs(parts: list[Part], values: Sequence[str] = ()) -> list[Part]:
    """`1.12.3` is one version, not three numbers (three or more dot-separated integers of at
    most five digits: `v04.061.2024017034512` is no version)."""
    out: list[Part] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        j = i
        while (p.var and p.var.kind == VarKind.INT and j + 2 < len(parts) and parts[j + 1].var is None
               and parts[j + 1].text == "." and parts[j + 2].var and parts[j + 2].var.kind == VarKind.INT):
            j += 2
        if any(q.var and q.var.name for q in parts[i: j + 1]):  # numbers a reader named (a tile's level, x)
            j = i
        if j >= i + 4 and values:
            short = [q.var.width is None or q.var.width <= 5 for q in parts[i: j + 1: 2] if q.var]
            rx = re.compile("^" + "".join(
                ("(?:" + q.regex + ")" if q.var else q.regex) if not (i <= x <= j and q.var) else r"\d{1,5}"
                for x, q in enumerate(parts)) + "$")
            if not all(short) or not all(rx.match(v) for v in values):
                j = i
        if j >= i + 4:
            k = (j - i) // 2 + 1
            out.append(var_part(Var(VarKind.VERSION, r"\d+" + r"\.\d+" * (k - 1), "string", name="version", rank=3),
                                ".".join(["*"] * k)))
            i = j + 1
            continue
        out.append(p)
        i += 1
    return out


_LEAD_NUMBER_RX = re.compile(r"(?:^|(?<=[^\d.]))(\d{1,3}\.)$")  # `release-1.` before a varying number
_TRAIL_NUMBER_RX = re.compile(r"\.\d{1,3}")  # `.0` after a varying number, ending the segment


def glued_code_number(parts: list[Part], i: int) -> bool:
    """Whether the number at `i` closes a code of numbers glued to letters in turn (`h10v05`, `r1i1p1`).

    Why: in `h10v05.006` the `v` is the tile's second letter, not a version's, so `05.006` is no version.
    """
    return (i >= 2 and parts[i - 1].var is None and parts[i - 1].text.isalpha() and parts[i - 1].text.isascii()
            and parts[i - 2].var is not None and parts[i - 2].var.kind == VarKind.INT)


_COUNTER_LETTER_RX = re.compile(r"(?:^|[^A-Za-z])([A-Za-z])$")
#: one-letter marks of a release or revision (`v1.1`, `r3.1`): the number after them is a version's
_VERSION_LETTERS = frozenset("vVrR")


def letter_counter(prev: Part | None) -> bool:
    """Whether the number after `prev` counts after a one-letter code that is no version mark (`C12.1`, `L3.1`:
    Illumina's cycle folder, a lane, a take): the constant `.1` every sample writes after it is the folder's
    own suffix, and the number alone is the value (`C{cycle}.1`), not a version `12.1`.

    A release line's number starts at a word or a `v` (`gcc-8.1`, `v2.1`).

    Why: a single letter glued to a number that runs through many values is a counter's mark (`L001`, `C12`)."""
    if prev is None or prev.var is not None:
        return False
    m = _COUNTER_LETTER_RX.search(prev.text)
    return m is not None and m.group(1) not in _VERSION_LETTERS


def merge_dotted_pair(parts: list[Part], values: Sequence[str] = ()) -> list[Part]:
    """`release-1.23`, `sf0.5`, `py3.11`: two numbers joined by one dot are one value (a version or a
    decimal), also when the first (`1.`) or the second (`8.0`, `10.0`) is the same in every sample.

    Why: no one numbers things `<a>.<b>` to mean two fields; `1.23` is one release, `0.5` one amount.
    """
    for i, p in enumerate(parts):
        if not (p.var and p.var.kind == VarKind.INT) or glued_code_number(parts, i):
            continue
        prev = parts[i - 1] if i else None
        after = parts[i + 1] if i + 1 < len(parts) else None
        lead = _LEAD_NUMBER_RX.search(prev.text) if prev is not None and prev.var is None else None
        trail = _TRAIL_NUMBER_RX.match(after.text) if after is not None and after.var is None and lead is None \
            and not (prev is not None and prev.var is None and prev.text[-1:] in ".0123456789") else None
        if lead is not None:
            start, stop, head = i - 1, i + 1, prev.text[: lead.start(1)]  # type: ignore[union-attr]
        elif trail is not None and trail.end() == len(after.text) and not letter_counter(prev):  # type: ignore[union-attr]
            start, stop, head = i, i + 2, ""  # `8.0`, `10.0`: the `.0` every sample shows is the version's
        elif (after is not None and after.var is None and after.text == "." and i + 2 < len(parts)
              and parts[i + 2].var is not None and parts[i + 2].var.kind == VarKind.INT  # type: ignore[union-attr]
              and not (prev is not None and prev.var is None and prev.text[-1:] in ".0123456789")):
            start, stop, head = i, i + 3, ""
        else:
            continue
        tail = parts[stop] if stop < len(parts) else None
        if tail is not None and (tail.var is not None or tail.text[:1] == "." and tail.text[1:2] in "0123456789"):
            continue
        name = None if head[-1:] in ("_", "=") else "version"
        before = head or (prev.text if prev is not None and prev.var is None else "")
        # `8.6-rc` beside `8.4`: a release line's tag; a setting's value (`lr_0.5`) has none
        tag = T.VERSION_TAG if name and stop == len(parts) and before[-1:] not in ("_", "=") else ""
        sign = "[-+]?" if is_signed(p) else ""  # a signed decimal (`-12.0`, `+3.5`): an amount, no version
        digits = r"\d+\.\d+" if sign else r"\d{1,3}\.\d{1,3}"
        pair = var_part(Var(VarKind.VERSION, sign + digits + tag, "string", name=None if sign else name,
                            rank=3), "*.*")
        out = parts[:start] + ([lit(head)] if head else []) + [pair] + parts[stop:]
        rx = re.compile(template_regex(out))
        if values and all(rx.match(v) for v in values):
            return out
    return parts


def merge_hash_runs(parts: list[Part]) -> list[Part]:
    """`02aa804e-bde0afdd-112c0b34` is one identifier, not three hashes."""
    out: list[Part] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        j = i
        while (p.var and p.var.kind == VarKind.HASH and j + 2 < len(parts) and parts[j + 1].var is None
               and len(parts[j + 1].text) == 1 and parts[j + 2].var and parts[j + 2].var.kind == VarKind.HASH):
            j += 2
        if j > i:
            run = parts[i: j + 1]
            out.append(var_part(Var(VarKind.HASH, "".join(q.regex for q in run), "string"), "".join(q.glob for q in run)))
            i = j + 1
            continue
        out.append(p)
        i += 1
    return out


_NUMBERS_ONLY_RX = re.compile(r"^\d+(?:[._-]\d+)+$")


def numbers_together(parts: list[Part], values: Sequence[str]) -> list[Part]:
    """A folder of numbers only whose one number is a variable has each of its numbers a variable (a crawl's
    segment `1563195523840.34` from one segment's samples: `*.*`, not `*.34`).

    Why: numbers written together are one id, and its siblings change every number of it, not the first alone."""
    if not values or not any(p.var for p in parts) or not all(_NUMBERS_ONLY_RX.match(v) for v in values):
        return parts
    out: list[Part] = []
    for p in parts:
        if p.var is not None or not any(c.isdigit() for c in p.text):
            out.append(p)
            continue
        out.extend(var_part(Var(VarKind.INT, r"\d+", "integer"), "*") if piece.isdigit() else lit(piece)
                   for piece in re.findall(r"\d+|\D+", p.text))
    return merge_literals(out)


def thousands_groups(parts: list[Part], values: Sequence[str]) -> list[Part]:
    """A number followed by `_` and a group of exactly three digits that is `000` in some samples and not in
    others (`6380_000`, `1219_547` in a Waymo segment's offsets): one number written with a digit-group separator,
    read whole as written, not two numbers (a counter `p225_001` never shows `000` beside its other values).

    Why: `_` groups a number's digits by threes (as `6_380_000` does in code); a round 000 is no value alone.
    """
    if not any("_000" in v for v in values):  # no round group in any sample: nothing to read whole
        return parts
    i = 0
    reads: list[re.Match[str] | None] = []  # the values read by the current parts, once per change of the parts
    while i + 2 < len(parts):
        a, sep, b = parts[i], parts[i + 1], parts[i + 2]
        if not (a.var and a.var.kind == VarKind.INT and sep.plain and sep.text == "_" and b.var
                and b.var.kind == VarKind.INT) or (i + 3 < len(parts) and parts[i + 3].var is not None) \
                or a.var.name == "timestamp":  # an instant (`2210180700_000`: a time, then a lead) has no groups
            i += 1
            continue
        k = sum(1 for q in parts[:i] if q.var is not None)  # a's group among the variables
        if not reads:
            rx = template_reader(parts)
            reads = [rx.match(v) if rx is not None else None for v in values]
        if any(m is None for m in reads):
            return parts
        heads = [m.group(k + 1) for m in reads]  # type: ignore[union-attr]
        groups = [m.group(k + 2) for m in reads]  # type: ignore[union-attr]
        if all(len(g) == 3 for g in groups) and "000" in groups and len(set(groups)) > 1 \
                and not any(h[:1] == "0" and len(h) > 1 for h in heads) and not all(T.is_year(h) for h in heads):
            whole = var_part(Var(VarKind.STRING, r"\d+_\d{3}", "string"), "*_???")
            parts = parts[:i] + [whole] + parts[i + 3:]
            reads = []
        i += 1
    return parts
