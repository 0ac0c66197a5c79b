"""Small sqlglot expression builders the SQL compiler writes its query with (docs/scale.md)."""
from __future__ import annotations

from typing import Sequence

from sqlglot import exp


def lit(value: str) -> exp.Literal:
    return exp.Literal.string(value)


def num(value: int) -> exp.Literal:
    return exp.Literal.number(value)


def col(name: str) -> exp.Column:
    return exp.column(exp.to_identifier(name, quoted=True))


def rlike(text: exp.Expression, pattern: str) -> exp.Expression:
    return exp.RegexpLike(this=text, expression=lit(pattern))


def extract(text: exp.Expression, pattern: str) -> exp.Expression:
    """Group 1 of `pattern` in `text` (callers check the match first)."""
    return exp.RegexpExtract(this=text, expression=lit(pattern), group=num(1))


def concat(*parts: exp.Expression) -> exp.Expression:
    out = parts[0]
    for part in parts[1:]:
        out = exp.DPipe(this=out, expression=part, safe=True)
    return out


def concat_nonnull(*parts: exp.Expression) -> exp.Expression:
    """concat(a, b, ...) of pieces that are never NULL where the result is used (output lines, a date
    or UUID assembled from a text that matched): DuckDB builds the text once, where a `||` chain
    allocates every prefix (~10% of a block query). Nested `||` and concat() pieces are flattened.
    Not for values that may be NULL: DuckDB's concat() skips NULLs, `||` propagates them."""
    flat: list[exp.Expression] = []

    def add(part: exp.Expression) -> None:
        if isinstance(part, exp.DPipe):
            add(part.this)
            add(part.expression)
        elif isinstance(part, exp.Anonymous) and part.name == "concat":
            flat.extend(part.expressions)
        else:
            flat.append(part)

    for part in parts:
        add(part)
    return exp.Anonymous(this="concat", expressions=flat)


def case(*whens: tuple[exp.Expression, exp.Expression], default: exp.Expression | None = None) -> exp.Expression:
    """CASE WHEN ... END; each piece is copied once (`Case.when` copies the whole CASE built so far on
    every branch: a CASE over 40 rules took seconds to build)."""
    ifs = [exp.If(this=cond.copy(), true=value.copy()) for cond, value in whens]
    return exp.Case(ifs=ifs, default=default.copy() if default is not None else None)


# Branches a dispatch tests one by one; above that it splits the key's range in two.
DISPATCH_LEAF = 4


def dispatch(key: str, branches: Sequence[tuple[int, exp.Expression]],
             default: exp.Expression | None = None) -> exp.Expression:
    """The branch whose number equals integer column `key` (branches sorted by number), else `default`:
    a binary search over the numbers, so a row meets about log2(n) comparisons rather than up to n,
    and each branch is evaluated only on its own rows (per-rule work costs nothing on other rules' rows)."""
    if len(branches) <= DISPATCH_LEAF:
        return case(*[(exp.EQ(this=col(key), expression=num(k)), e) for k, e in branches], default=default)
    mid = len(branches) // 2
    low = exp.LT(this=col(key), expression=num(branches[mid][0]))  # NULL key: the high side, then default
    return exp.Case(ifs=[exp.If(this=low, true=dispatch(key, branches[:mid], default))],
                    default=dispatch(key, branches[mid:], default))


def either(conds: Sequence[exp.Expression]) -> exp.Expression:
    return exp.or_(*conds) if len(conds) > 1 else conds[0]


def to_int(text: exp.Expression) -> exp.Expression:
    return exp.cast(text, "BIGINT")



def json_string(text: exp.Expression) -> exp.Expression:
    """JSON text of a string free of control characters (the engine routes the others to Python)."""
    escaped = exp.func("replace", exp.func("replace", text, lit("\\"), lit("\\\\")), lit('"'), lit('\\"'))
    return concat(lit('"'), escaped, lit('"'))


def csv_cell(text: exp.Expression) -> exp.Expression:
    """CSV cell as the CSV writer writes it (quoted when it holds , \" \\n or \\r: a bare \\r
    ends a row for most CSV readers, see docs/security.md)."""
    quoted = concat(lit('"'), exp.func("replace", text, lit('"'), lit('""')), lit('"'))
    return case((rlike(text, '[,"\\x{a}\\x{d}]'), quoted), default=text)
