"""A row's output line as SQL: the JSONL or CSV text `apply`'s writers write for it (docs/scale.md).

A mixin of the compiler's `QueryBuilder`: the line is assembled from literal pieces and the
row's typed field columns; `facts` about the input (compiler.FACTS) drop escapes no path needs.
"""
from __future__ import annotations

from typing import Any, Sequence

from sqlglot import exp

from pathfinder.engine.sql.expressions import case, col, concat, concat_nonnull, csv_cell, json_string, lit
from pathfinder.engine.writers import cell_text, json_text


class OutputLines:
    """`_jsonl(plans)` and `_csv(plans, names)`: the `_line` column (needs `rules` and `facts`)."""

    rules: list[Any]
    facts: frozenset[str]
    choose: Any  # QueryBuilder.choose: per-rule expressions as one
    scope: Any  # QueryBuilder.scope: the indexes of the rules whose rows the query being built holds

    def _jsonl(self, plans: Sequence[Any]) -> exp.Expression:
        whens = []
        for k in self.scope():
            rule = self.rules[k]
            head = f', "rule": {json_text(rule.name)}, "tag": {json_text(rule.tag)}, "status": "'
            parts: list[exp.Expression] = []
            for p in (p for p in plans if p.rule_index == k):
                v = col(p.column)
                text = exp.cast(v, "VARCHAR") if p.integer else self._json_str(v)
                if p.spec.has_default:
                    text = case((exp.Is(this=v, expression=exp.Null()), lit(json_text(p.spec.default))), default=text)
                    parts.append(concat_nonnull(lit(f'"{p.name}": '), text))
                else:  # NULL when missing: concat_ws leaves it out with its separator
                    parts.append(case((exp.Not(this=exp.Is(this=v, expression=exp.Null())),
                                       concat_nonnull(lit(f'"{p.name}": '), text))))
            listed = exp.Anonymous(this="concat_ws", expressions=[lit(", "), *parts])
            fields = concat_nonnull(lit('", "fields": {'), listed, lit("}}")) if parts else lit('", "fields": {}}')
            whens.append((k, concat_nonnull(lit(head), col("_st"), fields)))
        unmatched = lit(', "rule": null, "tag": null, "status": "unmatched", "fields": {}}')
        return concat_nonnull(lit('{"path": '), self._json_str(col("path")), self.choose(whens, unmatched), lit("\n"))

    def _json_str(self, text: exp.Expression) -> exp.Expression:
        """A JSON string; no escapes where no path holds a character JSON escapes (values come from
        the path's text, digits and hex: they hold none either)."""
        return concat(lit('"'), text, lit('"')) if "plain" in self.facts else json_string(text)

    def _csv_str(self, text: exp.Expression) -> exp.Expression:
        """A CSV cell; never quoted where no path holds `,` `"` CR or LF."""
        return text if "csv_plain" in self.facts else csv_cell(text)

    def _csv(self, plans: Sequence[Any], names: Sequence[str]) -> exp.Expression:
        whens = []
        for k in self.scope():
            rule = self.rules[k]
            cells: list[exp.Expression] = [lit(cell_text(rule.name)), lit(cell_text(rule.tag)), col("_st")]
            mine = {p.name: p for p in plans if p.rule_index == k}
            for fname in names:
                p = mine.get(fname)
                if p is None:
                    cells.append(lit(""))
                    continue
                v = col(p.column)
                text = exp.cast(v, "VARCHAR") if p.integer else self._csv_str(v)
                fallback = _csv_literal(cell_text(p.spec.default)) if p.spec.has_default else ""
                cells.append(exp.func("coalesce", text, lit(fallback)))
            whens.append((k, _join(cells)))
        unmatched = lit(",,unmatched" + "," * len(names))
        return concat_nonnull(self._csv_str(col("path")), lit(","), self.choose(whens, unmatched), lit("\n"))


def _csv_literal(text: str) -> str:
    return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\n') else text


def _join(cells: Sequence[exp.Expression]) -> exp.Expression:
    parts: list[exp.Expression] = []
    for i, c in enumerate(cells):
        if i:
            parts.append(lit(","))
        parts.append(c)
    return concat_nonnull(*parts)
