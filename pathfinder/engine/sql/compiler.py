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
from dataclasses import dataclass
from typing import Any, Callable, Iterable, NoReturn, Sequence

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
    dispatch,
    either,
    extract,
    lit,
    num,
    rlike,
    to_int,
)
from pathfinder.engine.sql.dates import DateSql
from pathfinder.engine.sql.glob_regex import NOT_SLASH, glob_literal, glob_regex, glob_suffix
from pathfinder.engine.sql.lines import OutputLines
from pathfinder.engine.writers import cell_text, csv_header
from pathfinder.errors import RuleError

ASCII_SPACE = class_text([(9, 13), (32, 32)])  # what int() strips from ASCII text
NON_ASCII = class_text([(0x80, 0x10FFFF)])
_HEX = "[0-9A-Fa-f]"
_UUID_DASHED = f"{_HEX}{{8}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{4}}-{_HEX}{{12}}"
_UUID_BARE = f"{_HEX}{{32}}"
UUID_RX = f"\\A(?:\\{{(?:{_UUID_DASHED}|{_UUID_BARE})\\}}|{_UUID_DASHED}|{_UUID_BARE})\\z"
INTEGER_RX = f"\\A{ASCII_SPACE}*([+-]?[0-9]+(?:_[0-9]+)*){ASCII_SPACE}*\\z"
BIG_INTEGER_RX = "[1-9](?:_?[0-9]){18}"  # 19 significant digits: more than BIGINT holds
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
    "no_newline": "no path holds a line feed (lines of a list): a pattern's `$` needs no guard",
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


class Compiler(DateSql):
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
        self.guard_conds: dict[int, list[exp.Expression]] = {}  # rule index -> its rows' guards
        self._index = {id(r): k for k, r in enumerate(self.rules)}
        self.steps: list[list[exp.Expression]] = []

    def refuse(self, rule: Any, field: str | None, why: str, hint: str) -> NoReturn:
        raise NotExpressible(rule, field, self.dialect.name, why, hint)

    # guards

    def guard(self, rule: Any, fname: str, cond: exp.Expression, value: exp.Expression, why: str,
              sql_type: str = "VARCHAR") -> exp.Expression:
        """`value`, except on rows where `cond` holds: there fail, or flag the row for Python."""
        if self.guards == "flag":  # checked on the rule's own rows only (slot columns hold other rules' values)
            self.guard_conds.setdefault(self._index[id(rule)], []).append(cond)
            return value
        fn = self.dialect.fail_function
        if fn is None:
            raise NotExpressible(rule, fname, self.dialect.name, why, "use the duckdb or spark dialect")
        message = f"pathfinder: rule {rule.name}, field {fname}: {why}; run this path with pathfinder apply"
        return case((cond, exp.cast(exp.Anonymous(this=fn, expressions=[lit(message)]), sql_type)), default=value)

    def non_ascii_guard(self, rule: Any, fname: str, value: exp.Expression, why: str,
                        sql_type: str = "VARCHAR", text: exp.Expression | None = None) -> exp.Expression:
        """`value` guarded against non-ASCII text, unless every path is known to be ASCII.

        The engine flags a whole non-ASCII path for Python (one test per path); printed SQL, which
        stops on a guard, tests the field's own `text`, so `/données/42` still gives its integer.
        """
        if "ascii" in self.facts:
            return value
        cond = exp.not_(col("_ascii")) if text is None or self.guards == "flag" else rlike(text, NON_ASCII)
        return self.guard(rule, fname, cond, value, why, sql_type)

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

    def glob_test(self, rule: Any, suffix_known: bool = False) -> exp.Expression:
        """The rule's glob matches `_n`; in DuckDB a suffix test first spares most other paths the
        regex (unless the caller tested it: `suffix_known`), and where several rules compete, a test
        for the glob's longest literal (`proj07_`: a memchr-speed search) spares those that lack it."""
        count = len(rule.compiled.alternatives)
        if count > MAX_SQL_ALTERNATIVES:
            raise NotExpressible(rule, None, self.dialect.name,
                                 f"its glob has {count} brace alternatives (RE2 matches more than "
                                 f"{MAX_SQL_ALTERNATIVES} slowly)", "apply it with --engine python")
        test = rlike(col("_n"), glob_regex(rule))
        if self.dialect.name != "duckdb":
            return test
        tail = "" if suffix_known else glob_suffix(rule)
        literal = glob_literal(rule) if len(self.rules) > 1 else ""
        checks = ([self.ends_with(col("_n"), tail)] if tail else []) + (
            [exp.Anonymous(this="contains", expressions=[col("_n"), lit(literal)])] if literal else [])
        return exp.and_(*checks, test, copy=False) if checks else test

    def winner(self) -> exp.Expression:
        """`_w`: the index of the first rule in resolution order whose glob matches, NULL if none.
        DuckDB with several rules: the path's ending picks the rules that can match it first (as the
        Python engine's suffix index does), so a path is not tested against every rule's suffix."""
        order = sorted(range(len(self.rules)), key=lambda k: resolution_key(self.rules[k]))
        if self.dialect.name != "duckdb" or len(self.rules) == 1:
            return case(*[(self.glob_test(self.rules[k]), num(k)) for k in order])
        tails = {k: glob_suffix(self.rules[k]) for k in order}
        endings = sorted({t for t in tails.values() if t}, key=lambda t: (-len(t), t))  # longest first
        # a path ending in `end` can only match the rules whose tail `end` ends with ('' included)
        groups = [(self.ends_with(col("_n"), end),
                   case(*[(self.glob_test(self.rules[k], suffix_known=True), num(k))
                          for k in order if end.endswith(tails[k])]))
                  for end in endings]
        rest = [(self.glob_test(self.rules[k], suffix_known=True), num(k)) for k in order if not tails[k]]
        default = case(*rest) if rest else None
        return case(*groups, default=default) if groups else case(*rest)

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
        if p.dollar and "no_newline" not in self.facts:
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
        return self.non_ascii_guard(rule, spec.name, changed, f"{how} of non-ASCII text follows Python's Unicode rules",
                                    text=text)

    def typed(self, rule: Any, spec: Any, text: exp.Expression) -> exp.Expression:
        if spec.type == "integer" and spec.pattern is not None and value_is_digits(
                spec.pattern, spec.regex.flags if spec.regex is not None else 0):
            # ASCII digits only (normalising keeps them digits): int() is a cast; past 18 significant
            # digits (what BIG_INTEGER_RX finds in such a text) the value may not fit in BIGINT
            def longer(t: exp.Expression) -> exp.Expression:
                return exp.GT(this=exp.Length(this=t), expression=num(18))

            # the short texts (all but a few) skip the trim: a CASE tests its second condition only on
            # the rows the first left
            trimmed = exp.Trim(this=text, expression=lit("0"), position="LEADING")
            big = case((longer(text), longer(trimmed)), default=exp.false())
            value = case((exp.not_(longer(text)), to_int(text)), (exp.not_(longer(trimmed)), to_int(text)))
            return self.guard(rule, spec.name, big, value, "the integer may not fit in 64 bits", "BIGINT")
        if spec.type == "integer":
            fits = exp.and_(rlike(text, INTEGER_RX), exp.not_(rlike(text, BIG_INTEGER_RX)))
            value = case((fits, to_int(exp.func("replace", extract(text, INTEGER_RX), lit("_"), lit("")))))
            value = self.non_ascii_guard(rule, spec.name, value,
                                         "int() of non-ASCII text accepts Unicode digits and spaces", "BIGINT", text=text)
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

def _field_columns_order(rules: Sequence[Any]) -> list[str]:
    seen: dict[str, None] = {}
    for rule in rules:
        for name in rule.fields:
            seen.setdefault(name, None)
    return list(seen)


# --- assembling the query ---

def _step(prev: exp.Expression, columns: Iterable[tuple[str, exp.Expression]], alias: str,
          keep: Sequence[str] | None = None) -> exp.Select:
    """SELECT * (or `keep`) plus new named columns FROM the previous step."""
    head: list[exp.Expression] = [exp.Star()] if keep is None else [col(c) for c in keep]
    cols = head + [exp.alias_(e, exp.to_identifier(n, quoted=True), copy=False) for n, e in columns]
    # copy=False: the builders' default copies the whole query so far at every step
    sub = exp.Subquery(this=prev, alias=exp.TableAlias(this=exp.to_identifier(alias)))
    return exp.select(*cols, copy=False).from_(sub, copy=False)


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

    only: range | None = None  # union layout: the rules whose rows the branch being built holds

    def choose(self, branches: Sequence[tuple[int, exp.Expression]],
               default: exp.Expression | None = None) -> exp.Expression:
        """Per-rule expressions as one: a dispatch on `_w` (in a union branch, over its own rules only;
        a branch of one rule needs none)."""
        if self.only is not None:
            branches = [(k, e) for k, e in branches if k in self.only]
            if len(self.only) == 1 and branches:
                return branches[0][1]
            if not branches:
                return default if default is not None else exp.Null()
        return dispatch("_w", branches, default)

    def scope(self) -> Sequence[int]:
        """The rules whose rows the query being built holds: all, or a union branch's own. Per-rule
        pieces are built for these only (built for every rule in each of a rule per branch, 400
        rules took 14 s to compile, 1,000 rules 150 s)."""
        return range(len(self.rules)) if self.only is None else self.only

    def build(self, output: str = "columns", layout: str = "dispatch") -> exp.Select:
        """The whole query; `output` is `columns` (the CSV columns), `jsonl` or `csv` (one `_line`).
        `layout` "union" (lines only, for the DuckDB engine): a branch per rule over the rows it won,
        UNION ALL, unordered (carry a row number and order by it)."""
        q = self._winners()
        if layout == "union" and output != "columns":
            return self._union(q, output)
        everyone = range(len(self.rules))
        plans, q = self._fields(self._segments(q, everyone), everyone)
        return self._final(q, plans, output)

    def _winners(self) -> exp.Select:
        """Steps 1-2: `_n`, the normalised path, and `_w`, the winning rule's index (NULL: none)."""
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
        return _step(q, [("_w", self.winner())], "t2")

    def _segments(self, q: exp.Select, indexes: Iterable[int]) -> exp.Select:
        """DuckDB: `_sg`, the path split at '/', and `_lead`, 1 when it starts with '/', for the rules
        at `indexes` that take a segment or the file name (see `source`)."""
        if self.dialect.name != "duckdb" or not any(
                spec.source in ("segment", "filename") for k in indexes for spec in self.rules[k].fields.values()):
            return q
        n = col("_n")
        lead = exp.cast(self.starts_with(n, "/"), "INTEGER")  # no substring: DuckDB's walks UTF-8
        return _step(q, [("_sg", exp.Anonymous(this="string_split", expressions=[n, lit("/")])), ("_lead", lead)], "t2s")

    def _union(self, winners: exp.Select, output: str) -> exp.Expression:
        """A branch per rule (and one for unmatched rows), each computing its own fields on the rows
        it won, UNION ALL over the winners materialised once. In DuckDB a dispatch's per-rule
        branches each cost a fixed few us per 2,048-row vector and column: 40 rules of 8 fields
        paid more for that than for their regexes (2.3x this layout's time per block; branches of
        4 to 25 rules with a dispatch inside measured 1.9-2.7x)."""
        base = "_pf_won"
        branches = []
        for group in [*(range(k, k + 1) for k in range(len(self.rules))), range(0)]:  # one rule each, then none
            self.only = group
            mine = (exp.EQ(this=col("_w"), expression=num(group[0])) if group
                    else exp.Is(this=col("_w"), expression=exp.Null()))
            rows = exp.select(exp.Star()).from_(exp.to_table(base)).where(mine, copy=False)
            plans, q = self._fields(self._segments(rows, group), group)
            branches.append(self._final(q, plans, output))
        self.only = None
        union: exp.Expression = branches[0]
        for branch in branches[1:]:
            union = exp.Union(this=union, expression=branch, distinct=False)
        return exp.select(exp.Star()).from_(exp.Subquery(this=union, alias=exp.TableAlias(
            this=exp.to_identifier("u"))), copy=False).with_(base, as_=winners, materialized=True, copy=False)

    def _fields(self, q: exp.Select, indexes: Iterable[int]) -> tuple[list[FieldPlan], exp.Select]:
        """Steps 3-5 for the rules at `indexes`: each field's source, pattern, normaliser and type."""
        plans: list[FieldPlan] = []
        # Slot columns: field j of every rule shares one column per step (`_src_j`, `_pat_j`, ...), a
        # dispatch on `_w` computing each rule's expression on the rows it won only. A column per rule
        # and field cost every row every rule's expressions (40 rules of 8 fields: 1,280 columns).
        stages: list[dict[str, list[tuple[int, exp.Expression]]]] = [{}, {}, {}, {}]
        for k in indexes:
            rule = self.rules[k]
            for j, (fname, spec) in enumerate(rule.fields.items()):
                if spec.source == "segment" and abs(int(spec.index)) > MAX_REPEAT:
                    raise NotExpressible(rule, fname, self.dialect.name, f"{spec.from_text} is past segment "
                                         f"{MAX_REPEAT}", f"index at most {MAX_REPEAT} segments")
                current = f"_src_{j}"
                text = self.relative(rule) if spec.source == "rel_path" else self.source(spec)
                stages[0].setdefault(current, []).append((k, text))
                kind = "i" if spec.type == "integer" else "s"  # one SQL type per column
                for stage, name, step in (
                        (1, f"_pat_{j}", (lambda c, spec=spec, rule=rule: self.pattern_value(rule, spec, c))
                         if spec.pattern is not None else None),
                        (2, f"_nrm_{j}", lambda c, spec=spec, rule=rule: self.normalise(rule, spec, c)),
                        (3, f"_val_{kind}{j}", lambda c, spec=spec, rule=rule: self.typed(rule, spec, c))):
                    value = step(col(current)) if step is not None else None
                    if value is None or (isinstance(value, exp.Column) and value.name == current):
                        continue  # nothing to do at this step: the field stays in its column
                    stages[stage].setdefault(name, []).append((k, value))
                    current = name
                plans.append(FieldPlan(k, fname, spec, current, spec.type == "integer"))
        for i, stage in enumerate(stages):
            if stage:
                q = _step(q, [(name, self.choose(branches)) for name, branches in stage.items()], f"t{3 + i}")
        return plans, q

    def _status(self, plans: Sequence[FieldPlan]) -> exp.Expression:
        branches = []
        for k in self.scope():
            required = [p for p in plans if p.rule_index == k and not p.spec.has_default]
            partial = either([exp.Is(this=col(p.column), expression=exp.Null()) for p in required]) if required else None
            status = case((partial, lit("partial")), default=lit("complete")) if partial is not None else lit("complete")
            branches.append((k, status))
        return self.choose(branches, default=lit("unmatched"))

    def _named(self, attr: str) -> exp.Expression:
        branches = [(k, lit(getattr(r, attr))) for k, r in enumerate(self.rules) if getattr(r, attr) is not None]
        return self.choose(branches, exp.cast(exp.Null(), "VARCHAR")) if branches else exp.cast(exp.Null(), "VARCHAR")

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
        guarded = [(k, either([exp.func("coalesce", c, exp.false()) for c in conds]))
                   for k, conds in sorted(self.guard_conds.items()) if self.only is None or k in self.only]
        flags = [self.choose(guarded, default=exp.false())] if guarded else []
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
            whens.append((p.rule_index, value))
        target = "BIGINT" if integer else "VARCHAR"
        return self.choose(whens, exp.cast(exp.Null(), target)) if whens else exp.cast(exp.Null(), target)


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
                  guards: str = "fail", carry: Sequence[str] = (), facts: frozenset[str] = frozenset(),
                  layout: str = "dispatch") -> exp.Select:
    """The SELECT for `rules` (YAML rules only) as a sqlglot expression; see `to_sql` for text.
    `facts` (see FACTS) leave out the work they make moot: the query is only right for such input.
    `layout` "union" (JSONL/CSV lines only): rows come out in no particular order (see `build`)."""
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
                        carry=carry, facts=facts).build(output, layout)


def to_sql(rules: Sequence[Any], dialect: str = "duckdb", *, root: str | None = None,
           table: str = "paths", column: str = "path", pretty: bool = True) -> str:
    """One SELECT over `table`.`column` returning the CSV columns of `apply` (docs/scale.md)."""
    tree = compile_rules(rules, dialect, root=root, table=table, column=column)
    return tree.sql(dialect=get_dialect(dialect).name, pretty=pretty, copy=False)  # the tree is ours
