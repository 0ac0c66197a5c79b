"""A field's `type: date` in SQL: the ISO text Python's `date` coercion gives, or NULL (docs/scale.md).

A mixin of the compiler's `Compiler`: the default layouts (`YYYY-MM-DD`, `YYYYMMDD`, `YYYY_MM_DD`,
`YYYY.MM.DD`) by substrings of a text whose digits' places a regex fixed, a `format` through the
regex `datetime.strptime` itself builds for it; the calendar checked as Python checks it.
"""
from __future__ import annotations

import _strptime  # the regex `datetime.strptime` itself uses for a format
from typing import Any, NoReturn

from sqlglot import exp

from pathfinder.engine.sql.expressions import case, concat_nonnull, extract, lit, num, rlike, to_int

DATE_RX = "\\A[0-9]{4}(?:-[0-9]{2}-|_[0-9]{2}_|\\.[0-9]{2}\\.|[0-9]{2})[0-9]{2}\\z"
_STRPTIME_OK = set("YmdHMS")


class DateSql:
    """`date(rule, spec, text)`: needs the compiler's `dialect`, `starts_with`, `portable`,
    `non_ascii_guard` and `refuse`."""

    dialect: Any
    starts_with: Any
    portable: Any
    non_ascii_guard: Any

    def refuse(self, rule: Any, field: str | None, why: str, hint: str) -> NoReturn:
        raise NotImplementedError

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
            self.refuse(rule, spec.name, f"date format {fmt!r} has directives other than %Y %m %d %H %M %S",
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
                                    "strptime of non-ASCII text accepts Unicode digits and spaces", text=text)

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
