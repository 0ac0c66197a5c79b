"""YAML rules compiled to one SQL SELECT with the columns of `apply --format csv` (docs/scale.md).

The query is a chain of sub-selects, each adding columns to the one before:

1. `path` as given, `_n` the normalised path (and `_r` its `rel_path`);
2. `_w`, the winning rule's load index (rules tried in resolution order);
3. per winning rule and field, the source text (`segment(N)`, `filename`, ...);
4. the pattern's value group, then 5. normalizer and type, then the default;
6. `path, rule, tag, status`, then every field column in load order.

Everything is built as sqlglot expressions and written in the chosen dialect.
Where an engine could answer differently from Python on some input (non-ASCII
text lowercased, an integer over 18 digits, ...) the compiler adds a *guard*:
with `guards="fail"` the query stops with a message on such a row (never a
silently different answer); with `guards="flag"` (the DuckDB engine of `apply`)
a boolean column `_py` marks the row for the Python engine instead. A rule that
cannot be expressed at all raises `NotExpressible` naming rule, field, dialect.
"""
from __future__ import annotations

import re
import _strptime  # the regex `datetime.strptime` itself uses for a format
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from sqlglot import exp

from pathfinder.engine.paths import normalize
from pathfinder.engine.ruleset import resolution_key
from pathfinder.engine.sql.dialects import Dialect, get_dialect
from pathfinder.engine.sql.regex import (
    MAX_REPEAT,
    NotPortable,
    Portable,
    class_text,
    portable,
    value_is_digits,
)
from pathfinder.engine.sql.expressions import (
    case,
    col,
    concat_nonnull,
    either,
    extract,
    lit,
    num,
    rlike,
    to_int,
)
from pathfinder.engine.sql.glob_regex import NOT_SLASH, glob_regex, glob_suffix
from pathfinder.engine.sql.lines import OutputLines
from pathfinder.engine.writers import cell_text, csv_header
from pathfinder.errors import RuleError

ASCII_SPACE = class_text([(9, 13), (32, 32)])  # what int() strips from ASCII text
NON_ASCII = class_text([(0x80, 0x10FFFF)])
_HEX = "[0-9A-Fa-f]"
_UUID_DASHED = f"{_HEX}{{8}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{12}}"
_UUID_BARE = f"{_HEX}{{32}}"
UUID_RX = f"\\A(?:\\{{(?:{_UUID_DASHED}|{_UUID_BARE})\\}}|{_UUID_DASHED}|{_UUID_BARE})\\z"
DATE_RX = "\\A[0-9]{4}(?:-[0-9]{2}-|_[0-9]{2}_|\\.[0-9]{2}\\.|[0-9]{2})[0-9]{2}\\z"
INTEGER_RX = f"\\A{ASCII_SPACE}*([+-]?[0-9]+(?:_[0-9]+)*){ASCII_SPACE}*\\z"
BIG_INTEGER_RX = "[1-9](?:_?[0-9]){18}"  # 19 significant digits: more than BIGINT holds
_STRPTIME_OK = set("YmdHMS")
# Brace alternatives of one glob SQL takes: RE2 has no atomic groups, so each alternative is written
# out (the issue's `**/*/` x 10 + `**/{q0,...,q999}/*` became a 70 KB regex: DuckDB 2.4 s per path).
MAX_SQL_ALTERNATIVES = 64


class NotExpressible(RuleError):
    """A rule SQL cannot evaluate exactly like the Python engine (exit 1)."""

    def __init__(self, rule: Any, field: str | None, dialect: str, why: str, hint: str) -> None:
        where = f"rule {rule.name}" + (f", field {field}" if field else "")
        super().__init__(
            f"{where}: {why}, which {dialect} SQL cannot express exactly",
            error_type="NOT_EXPRESSIBLE",
            source=getattr(rule, "source", None),
            hint=hint,
        )
        self.rule_name = rule.name
        self.field = field


# What a caller may know holds for every path of its input (the DuckDB engine checks each block):
# each lets the query leave out work that cannot change the answer on such paths.
FACTS = {
    "ascii": "every path is ASCII: no non-ASCII guard, no Unicode spelling of a pattern",
    "no_backslash": "no path holds a backslash: normalising only collapses repeated '/'",
    "plain": "no path holds a C0 control, DEL, '\"' or a backslash: JSON strings need no escapes",
    "csv_plain": "no path holds ',' '\"' CR or LF: CSV cells need no quotes",
}

# --- the compiled plan ---

@dataclass
class FieldPlan:
    """One field of one rule: its typed value column and what the output needs."""

    rule_index: int
    name: str
    spec: Any
    column: str  # final value column (NULL when missing)
    integer: bool  # value is a BIGINT (else text)


class Compiler:
    """Builds the SELECT for a rule list in one dialect (see module docstring)."""

    def __init__(self, rules: Sequence[Any], dialect: Dialect, *, root: str | None,
                 table: str, column: str, guards: str, carry: Sequence[str] = (),
                 facts: frozenset[str] = frozenset()) -> None:
        self.rules = list(rules)
        self.facts = facts  # what the caller knows holds for every input path (FACTS)
        self.carry = list(carry)  # input columns passed through to the result (the engine's row order)
        self.dialect = dialect
        self.root = root
        self.table = table
        self.column = column
        self.guards = guards  # "fail" | "flag"
        self.guard_conds: list[exp.Expression] = []
        self.steps: list[list[exp.Expression]] = []

    # guards

    def guard(self, rule: Any, fname: str, cond: exp.Expression, value: exp.Expression, why: str,
              sql_type: str = "VARCHAR") -> exp.Expression:
        """`value`, except on rows where `cond` holds: there fail, or flag the row for Python."""
        if self.guards == "flag":
            self.guard_conds.append(cond)
            return value
        fn = self.dialect.fail_function
        if fn is None:
            raise NotExpressible(rule, fname, self.dialect.name, why, "use the duckdb or spark dialect")
        message = f"pathfinder: rule {rule.name}, field {fname}: {why}; run this path with pathfinder apply"
        return case((cond, exp.cast(exp.Anonymous(this=fn, expressions=[lit(message)]), sql_type)), default=value)

    def non_ascii_guard(self, rule: Any, fname: str, value: exp.Expression, why: str,
                        sql_type: str = "VARCHAR") -> exp.Expression:
        """`value` guarded against non-ASCII text, unless every path is known to be ASCII."""
        if "ascii" in self.facts:
            return value
        return self.guard(rule, fname, exp.not_(col("_ascii")), value, why, sql_type)

    def portable(self, rule: Any, fname: str, pattern: str, flags: int = 0, keep: int | None = None,
                 ascii_text: bool = False) -> Portable:
        try:
            return portable(pattern, flags, keep, ascii_text, self.dialect.name)
        except NotPortable as exc:
            raise NotExpressible(rule, fname, self.dialect.name, f"its pattern uses {exc.what}", exc.hint) from None

    def starts_with(self, text: exp.Expression, prefix: str) -> exp.Expression:
        """`text` starts with `prefix` (DuckDB: a string compare, several times cheaper than RE2)."""
        if self.dialect.name == "duckdb":
            return exp.StartsWith(this=text, expression=lit(prefix))
        return rlike(text, "\\A" + re.escape(prefix))

    def ends_with(self, text: exp.Expression, suffix: str) -> exp.Expression:
        if self.dialect.name == "duckdb":
            return exp.Anonymous(this="suffix", expressions=[text, lit(suffix)])
        return rlike(text, re.escape(suffix) + "\\z")

    def glob_test(self, rule: Any) -> exp.Expression:
        """The rule's glob matches `_n`; in DuckDB a suffix test first spares most other paths the regex."""
        count = len(rule.compiled.alternatives)
        if count > MAX_SQL_ALTERNATIVES:
            raise NotExpressible(rule, None, self.dialect.name,
                                 f"its glob has {count} brace alternatives (RE2 matches more than "
                                 f"{MAX_SQL_ALTERNATIVES} slowly)", "apply it with --engine python")
        test = rlike(col("_n"), glob_regex(rule))
        tail = glob_suffix(rule) if self.dialect.name == "duckdb" else ""
        return exp.and_(self.ends_with(col("_n"), tail), test) if tail else test

    # step 1: the path, normalised

    def normalised(self) -> exp.Expression:
        """`\\` to `/`, repeated `/` collapsed; rows without either skip the (costly) replace."""
        path = col("path")
        marks = ("//",) if "no_backslash" in self.facts else ("\\", "//")
        unslashed = path if "no_backslash" in self.facts else exp.func("replace", path, lit("\\"), lit("/"))
        slashes = exp.RegexpReplace(this=unslashed, expression=lit("/+"), replacement=lit("/"))
        needed = exp.or_(*[exp.GT(this=exp.StrPosition(this=path, substr=lit(t)), expression=num(0)) for t in marks])
        return case((needed, slashes), default=path)

    def relative(self, rule_for_error: Any) -> exp.Expression:
        n = col("_n")
        if not self.root:
            return n
        base = normalize(self.root)
        if not base.startswith("/"):
            raise NotExpressible(rule_for_error, None, self.dialect.name,
                                 f"--root {self.root} is relative", "give an absolute --root")
        if base == "/":
            under = case((exp.and_(self.starts_with(n, "/"), exp.NEQ(this=n, expression=lit("/"))),
                          exp.Substring(this=n, start=num(2))), default=n)
        else:
            prefix = base + "/"
            under = case(
                (exp.EQ(this=exp.Substring(this=n, start=num(1), length=num(len(prefix))), expression=lit(prefix)),
                 exp.Substring(this=n, start=num(len(prefix) + 1))),
                (exp.EQ(this=n, expression=lit(base)), lit("")),
                default=n,
            )
        # a relative path's rel_path depends on the current folder (docs/rule-language.md): Python decides
        return self.guard(rule_for_error, "rel_path", exp.not_(self.starts_with(n, "/")), under,
                          "a relative path's rel_path depends on the current folder")

    # per-field source text

    def source(self, spec: Any) -> exp.Expression:
        n = col("_n")
        if spec.source == "full_path":
            return n
        if spec.source == "rel_path":
            return col("_r")
        index = -1 if spec.source == "filename" else int(spec.index)
        if self.dialect.name == "duckdb":  # list indexing: several times faster than a regex search
            # _sg splits _n itself: a leading '/' gives a first '' item (`_lead` is 1), counted from the start
            at: exp.Expression = exp.Add(this=num(index + 1), expression=col("_lead")) if index >= 0 else num(index)
            item = exp.Anonymous(this="list_extract", expressions=[col("_sg"), at])
            return exp.func("nullif", item, lit(""))
        seg = f"{NOT_SLASH}+"
        if index >= 0:
            rx = f"\\A/?(?:{seg}/){{{index}}}({seg})" if index else f"\\A/?({seg})"
        else:
            rx = f"({seg})(?:/{seg}){{{-index - 1}}}\\z" if index < -1 else f"({seg})\\z"
        return case((rlike(n, rx), extract(n, rx)))

    def pattern_value(self, rule: Any, spec: Any, text: exp.Expression) -> exp.Expression:
        """Search with the pattern; on ASCII text an ASCII-only spelling (same answer, much faster in RE2)."""
        flags = spec.regex.flags if spec.regex is not None else 0
        p = self.portable(rule, spec.name, spec.pattern, flags)
        value = self._search(text, p)
        narrow = self.portable(rule, spec.name, spec.pattern, (flags & ~re.UNICODE) | re.ASCII)
        if narrow.text != p.text and self.guards == "flag":  # the engine: non-ASCII rows go to Python,
            # which keeps the query small (Unicode classes cost DuckDB a regex compile per block)
            value = self.non_ascii_guard(rule, spec.name, self._search(text, narrow),
                                         "the pattern's classes mean more on non-ASCII text")
        elif narrow.text != p.text and "ascii" in self.facts:
            value = self._search(text, narrow)
        elif narrow.text != p.text:
            value = case((col("_ascii"), self._search(text, narrow)), default=value)
        if p.dollar:
            value = self.guard(rule, spec.name, rlike(text, "\\x{a}\\z"), value,
                               "its pattern ends with $ and the text ends with a newline")
        return value

    @staticmethod
    def _search(text: exp.Expression, p: Portable) -> exp.Expression:
        value = extract(text, p.text)
        if p.never_empty:  # one regex pass: '' can only mean "no match"
            return exp.func("nullif", value, lit(""))
        if p.empty_group_is_missing:
            value = case((exp.NEQ(this=value, expression=lit("")), value))
        return case((rlike(text, p.text), value))

    def normalise(self, rule: Any, spec: Any, text: exp.Expression) -> exp.Expression:
        how = spec.normalize
        if not how:
            return text
        if how == "strip_leading_zeros":
            stripped = exp.Trim(this=text, expression=lit("0"), position="LEADING")
            return case((exp.EQ(this=text, expression=lit("")), lit("")),
                        (exp.EQ(this=stripped, expression=lit("")), lit("0")), default=stripped)
        changed = exp.Lower(this=text) if how == "lowercase" else exp.Upper(this=text)
        return self.non_ascii_guard(rule, spec.name, changed, f"{how} of non-ASCII text follows Python's Unicode rules")

    def typed(self, rule: Any, spec: Any, text: exp.Expression) -> exp.Expression:
        if spec.type == "integer" and spec.pattern is not None and value_is_digits(
                spec.pattern, spec.regex.flags if spec.regex is not None else 0):
            # ASCII digits only (normalising keeps them digits): int() is a cast; past 18 significant
            # digits (what BIG_INTEGER_RX finds in such a text) the value may not fit in BIGINT
            big = exp.GT(this=exp.Length(this=exp.Trim(this=text, expression=lit("0"), position="LEADING")),
                         expression=num(18))
            return self.guard(rule, spec.name, big, case((exp.not_(big), to_int(text))),
                              "the integer may not fit in 64 bits", "BIGINT")
        if spec.type == "integer":
            fits = exp.and_(rlike(text, INTEGER_RX), exp.not_(rlike(text, BIG_INTEGER_RX)))
            value = case((fits, to_int(exp.func("replace", extract(text, INTEGER_RX), lit("_"), lit("")))))
            value = self.non_ascii_guard(rule, spec.name, value,
                                         "int() of non-ASCII text accepts Unicode digits and spaces", "BIGINT")
            return self.guard(rule, spec.name, rlike(text, BIG_INTEGER_RX), value,
                              "the integer may not fit in 64 bits", "BIGINT")
        if spec.type == "uuid" and self.dialect.name == "duckdb":  # DuckDB's UUID text is Python's form
            as_uuid = exp.TryCast(this=text, to=exp.DataType.build("UUID"))
            return case((rlike(text, UUID_RX), exp.cast(as_uuid, "VARCHAR")))
        if spec.type == "uuid":
            parts = [f"({_HEX}{{{k}}})" for k in (8, 4, 4, 4, 12)]
            grab = "\\A\\{?" + "-?".join(parts) + "\\}?\\Z"  # Python syntax: rewritten below
            pieces = [exp.Lower(this=self._group(text, grab, g)) for g in range(1, 6)]
            dashed = concat_nonnull(*[x for p in pieces for x in (p, lit("-"))][:-1])  # a UUID matched
            return case((rlike(text, UUID_RX), dashed))
        if spec.type == "date":
            return self.date(rule, spec, text)
        return text

    def _group(self, text: exp.Expression, pattern_with_groups: str, group: int) -> exp.Expression:
        """Group `group` of a pattern whose groups are all capturing (rewritten to keep one)."""
        kept = portable(pattern_with_groups, 0, group)
        return extract(text, kept.text)

    def date(self, rule: Any, spec: Any, text: exp.Expression) -> exp.Expression:
        if spec.format is None:  # DATE_RX fixes the digits' places: substrings, no more regexes
            ok = rlike(text, DATE_RX)
            length = exp.Length(this=text)
            ys = exp.Substring(this=text, start=num(1), length=num(4))
            ms = exp.Substring(this=text, start=case((exp.EQ(this=length, expression=num(8)), num(5)), default=num(6)),
                               length=num(2))
            ds = exp.Substring(this=text, start=exp.Sub(this=length, expression=num(1)), length=num(2))
            iso = concat_nonnull(ys, lit("-"), ms, lit("-"), ds)  # ok: text not NULL
            if self.dialect.name == "duckdb":  # DuckDB's own calendar check (year 0 is 1 BC to it);
                # the separated layouts need no substrings: DATE_RX leaves one separator, twice
                iso = case((exp.EQ(this=length, expression=num(8)), iso),
                           (exp.Anonymous(this="contains", expressions=[text, lit("-")]), text),
                           default=exp.Anonymous(this="translate", expressions=[text, lit("_."), lit("--")]))
                valid = exp.and_(exp.not_(self.starts_with(text, "0000")),
                                 exp.Not(this=exp.Is(this=exp.TryCast(this=iso.copy(), to=exp.DataType.build("DATE")),
                                                     expression=exp.Null())))
            else:
                valid = self._valid_date(to_int(ys), to_int(ms), to_int(ds))
            return case((ok, case((valid, iso))))
        fmt = spec.format
        directives = {fmt[i + 1] for i in range(len(fmt) - 1) if fmt[i] == "%"}
        if directives - _STRPTIME_OK - {"%"}:
            raise NotExpressible(rule, spec.name, self.dialect.name,
                                 f"date format {fmt!r} has directives other than %Y %m %d %H %M %S",
                                 "use a format made of %Y %m %d %H %M %S and other characters")
        regex = _strptime._TimeRE_cache.pattern(fmt)  # type: ignore[attr-defined]
        compiled = _strptime._TimeRE_cache.compile(fmt)  # type: ignore[attr-defined]
        # non-ASCII texts are guarded below: the patterns see ASCII only; strptime matches the
        # format's letters in either case ('T' reads 't'), so its regex is read with re.I
        whole = self.portable(rule, spec.name, "\\A(?:" + regex + ")\\Z", compiled.flags, keep=0, ascii_text=True)
        groups = compiled.groupindex

        def part(name: str, default: int) -> exp.Expression:
            if name not in groups:
                return num(default)
            kept = self.portable(rule, spec.name, regex, compiled.flags, keep=groups[name], ascii_text=True)
            return to_int(extract(text, kept.text))

        y, m, d = part("Y", 1900), part("m", 1), part("d", 1)
        ok = exp.and_(rlike(text, whole.text), self._valid_date(y, m, d))
        if "S" in groups:
            ok = exp.and_(ok, exp.LTE(this=part("S", 0), expression=num(59)))
        iso = concat_nonnull(self._pad(y, 4), lit("-"), self._pad(m, 2), lit("-"), self._pad(d, 2))  # used if ok
        value = case((ok, iso))
        return self.non_ascii_guard(rule, spec.name, value,
                                    "strptime of non-ASCII text accepts Unicode digits and spaces")

    @staticmethod
    def _pad(value: exp.Expression, width: int) -> exp.Expression:
        return exp.func("lpad", exp.cast(value, "VARCHAR"), num(width), lit("0"))

    @staticmethod
    def _valid_date(y: exp.Expression, m: exp.Expression, d: exp.Expression) -> exp.Expression:
        def mod(a: exp.Expression, b: int) -> exp.Expression:
            return exp.Mod(this=a, expression=num(b))

        leap = exp.or_(
            exp.and_(exp.EQ(this=mod(y, 4), expression=num(0)), exp.NEQ(this=mod(y, 100), expression=num(0))),
            exp.EQ(this=mod(y, 400), expression=num(0)),
        )
        days = case(
            (exp.In(this=m, expressions=[num(k) for k in (1, 3, 5, 7, 8, 10, 12)]), num(31)),
            (exp.EQ(this=m, expression=num(2)), case((leap, num(29)), default=num(28))),
            default=num(30),
        )
        return exp.and_(
            exp.GTE(this=y, expression=num(1)),
            exp.Between(this=m, low=num(1), high=num(12)),
            exp.Between(this=d, low=num(1), high=days),
        )


def _field_columns_order(rules: Sequence[Any]) -> list[str]:
    seen: dict[str, None] = {}
    for rule in rules:
        for name in rule.fields:
            seen.setdefault(name, None)
    return list(seen)


# --- assembling the query ---

def _names(k: int, fname: str) -> tuple[str, str, str, str]:
    base = f"{k}_{fname}"
    return f"_src_{base}", f"_pat_{base}", f"_nrm_{base}", f"_val_{base}"


def _step(prev: exp.Expression, columns: Iterable[tuple[str, exp.Expression]], alias: str,
          keep: Sequence[str] | None = None) -> exp.Select:
    """SELECT * (or `keep`) plus new named columns FROM the previous step."""
    head: list[exp.Expression] = [exp.Star()] if keep is None else [col(c) for c in keep]
    cols = head + [exp.alias_(e, exp.to_identifier(n, quoted=True)) for n, e in columns]
    return exp.select(*cols).from_(exp.Subquery(this=prev, alias=exp.TableAlias(this=exp.to_identifier(alias))))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _column_is_integer(plans: Sequence[FieldPlan]) -> bool:
    return all(p.spec.type == "integer" and (not p.spec.has_default or p.spec.default is None
                                             or _is_int(p.spec.default)) for p in plans)


# Characters the JSONL writer escapes that SQL would write raw: those rows go to Python.
JSON_UNSAFE_RX = class_text([(0, 0x1F), (0x7F, 0x9F), (0x61C, 0x61C), (0x200E, 0x200F),
                             (0x2028, 0x202E), (0x2066, 0x2069)])


class QueryBuilder(Compiler, OutputLines):
    """`Compiler` plus the steps and the final projection (columns, or JSONL/CSV lines)."""

    def build(self, output: str = "columns") -> exp.Select:
        """The whole query; `output` is `columns` (the CSV columns), `jsonl` or `csv` (one `_line`)."""
        order = sorted(range(len(self.rules)), key=lambda k: resolution_key(self.rules[k]))
        source = exp.select(exp.alias_(exp.column(exp.to_identifier(self.column, quoted=True)),
                                       exp.to_identifier("path", quoted=True)))
        source = source.select(*[col(c) for c in self.carry]).from_(exp.to_table(self.table))
        q = _step(source, [("_s", self.normalised())], "t0")
        s = col("_s")
        strip = case((exp.and_(exp.GT(this=exp.Length(this=s), expression=num(1)), self.ends_with(s, "/")),
                      exp.Substring(this=s, start=num(1), length=exp.Sub(this=exp.Length(this=s), expression=num(1)))),
                     default=s)
        ascii_col = [] if "ascii" in self.facts else [("_ascii", exp.not_(rlike(s, NON_ASCII)))]
        q = _step(q, [("_n", strip), *ascii_col], "t1", keep=["path", *self.carry])
        winner = case(*[(self.glob_test(self.rules[k]), num(k)) for k in order])
        q = _step(q, [("_w", winner)], "t2")
        if self.dialect.name == "duckdb":
            n = col("_n")
            lead = exp.cast(self.starts_with(n, "/"), "INTEGER")  # no substring: DuckDB's walks UTF-8
            q = _step(q, [("_sg", exp.Anonymous(this="string_split", expressions=[n, lit("/")])), ("_lead", lead)], "t2s")
        plans: list[FieldPlan] = []
        srcs, pats, nrms, vals = [], [], [], []
        for k, rule in enumerate(self.rules):
            mine = exp.EQ(this=col("_w"), expression=num(k))
            for fname, spec in rule.fields.items():
                if spec.source == "segment" and abs(int(spec.index)) > MAX_REPEAT:
                    raise NotExpressible(rule, fname, self.dialect.name, f"{spec.from_text} is past segment "
                                         f"{MAX_REPEAT}", f"index at most {MAX_REPEAT} segments")
                c_src, c_pat, c_nrm, c_val = _names(k, fname)
                text = self.relative(rule) if spec.source == "rel_path" else self.source(spec)
                srcs.append((c_src, case((mine, text))))
                if spec.pattern is not None:
                    pats.append((c_pat, self.pattern_value(rule, spec, col(c_src))))
                else:
                    c_pat = c_src
                nrms.append((c_nrm, self.normalise(rule, spec, col(c_pat))))
                vals.append((c_val, self.typed(rule, spec, col(c_nrm))))
                plans.append(FieldPlan(k, fname, spec, c_val, spec.type == "integer"))
        for i, cols in enumerate((srcs, pats, nrms, vals)):
            if cols:
                q = _step(q, cols, f"t{3 + i}")
        return self._final(q, plans, output)

    def _status(self, plans: Sequence[FieldPlan]) -> exp.Expression:
        whens = []
        for k in range(len(self.rules)):
            required = [p for p in plans if p.rule_index == k and not p.spec.has_default]
            partial = either([exp.Is(this=col(p.column), expression=exp.Null()) for p in required]) if required else None
            status = case((partial, lit("partial")), default=lit("complete")) if partial is not None else lit("complete")
            whens.append((exp.EQ(this=col("_w"), expression=num(k)), status))
        return case(*whens, default=lit("unmatched")) if whens else lit("unmatched")

    def _named(self, attr: str) -> exp.Expression:
        whens = [(exp.EQ(this=col("_w"), expression=num(k)), lit(getattr(r, attr)))
                 for k, r in enumerate(self.rules) if getattr(r, attr) is not None]
        return case(*whens) if whens else exp.cast(exp.Null(), "VARCHAR")

    def _final(self, q: exp.Select, plans: Sequence[FieldPlan], output: str) -> exp.Select:
        q = _step(q, [("_st", self._status(plans))], "t7")
        names = _field_columns_order(self.rules)
        if output == "columns":
            cols = [("rule", self._named("name")), ("tag", self._named("tag")), ("status", col("_st"))]
            for fname in names:
                mine = [p for p in plans if p.name == fname]
                cols.append((csv_header(fname), self._column(mine, _column_is_integer(mine))))
            return _step(q, cols, "t8", keep=["path"])
        line = self._jsonl(plans) if output == "jsonl" else self._csv(plans, names)
        flags = [exp.func("coalesce", c, exp.false()) for c in self.guard_conds]
        if output == "jsonl" and not {"ascii", "plain"} <= self.facts:
            flags.append(rlike(col("path"), JSON_UNSAFE_RX))
        py = either(flags) if flags else exp.false()
        return _step(q, [("_line", line), ("_py", py)], "t8", keep=[*self.carry, "path"])

    def _column(self, plans: Sequence[FieldPlan], integer: bool) -> exp.Expression:
        whens = []
        for p in plans:
            value: exp.Expression = col(p.column)
            if not integer and p.integer:
                value = exp.cast(value, "VARCHAR")
            if p.spec.has_default and p.spec.default is not None:
                default = num(p.spec.default) if integer else lit(cell_text(p.spec.default))
                value = exp.func("coalesce", value, default)
            whens.append((exp.EQ(this=col("_w"), expression=num(p.rule_index)), value))
        target = "BIGINT" if integer else "VARCHAR"
        return case(*whens) if whens else exp.cast(exp.Null(), target)


def yaml_rules_only(rules: Sequence[Any], *, skip_python: bool = False,
                    warn: Callable[[str], None] | None = None) -> list[Any]:
    """The YAML rules; Python extractors are refused by name, or left out (and said) with `skip_python`."""
    python = [r for r in rules if r.kind != "yaml"]
    if python and not skip_python:
        names = ", ".join(r.name for r in python)
        raise RuleError(
            f"Python extractors cannot run in SQL: {names}",
            error_type="NOT_EXPRESSIBLE",
            hint="leave them out with --skip-python (skip_python=True) and run them with pathfinder apply",
        )
    if python and warn is not None:
        warn("left out of the SQL (Python extractors): " + ", ".join(r.name for r in python))
    kept = [r for r in rules if r.kind == "yaml"]
    if not kept:
        raise RuleError("no YAML rule left to compile", hint="give at least one YAML rule")
    return kept


def compile_rules(rules: Sequence[Any], dialect: str = "duckdb", *, root: str | None = None,
                  table: str = "paths", column: str = "path", output: str = "columns",
                  guards: str = "fail", carry: Sequence[str] = (), facts: frozenset[str] = frozenset()) -> exp.Select:
    """The SELECT for `rules` (YAML rules only) as a sqlglot expression; see `to_sql` for text.
    `facts` (see FACTS) leave out the work they make moot: the query is only right for such input."""
    spec = get_dialect(dialect)
    for rule in rules:
        if rule.kind != "yaml":
            raise NotExpressible(rule, None, spec.name, "it is a Python extractor",
                                 "leave Python rules out (--skip-python) or run them with pathfinder apply")
    if not rules:
        raise RuleError("no rules to compile", hint="give at least one YAML rule")
    unknown = facts - FACTS.keys()
    if unknown:
        raise ValueError(f"unknown facts: {sorted(unknown)}")
    return QueryBuilder(rules, spec, root=root, table=table, column=column, guards=guards,
                        carry=carry, facts=facts).build(output)


def to_sql(rules: Sequence[Any], dialect: str = "duckdb", *, root: str | None = None,
           table: str = "paths", column: str = "path", pretty: bool = True) -> str:
    """One SELECT over `table`.`column` returning the CSV columns of `apply` (docs/scale.md)."""
    tree = compile_rules(rules, dialect, root=root, table=table, column=column)
    return tree.sql(dialect=get_dialect(dialect).name, pretty=pretty)
