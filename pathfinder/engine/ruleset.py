"""Many rules at once: priority resolution, a suffix index, and streaming `apply`.

For each path the winner is the first matching rule in resolution order
(higher priority, then more literal glob characters, then name). Rules whose
globs end in a literal suffix (`*.csv`, `_bold.{nii,nii.gz}`) are indexed by
their last characters, so a path only tries the rules that could match its
ending; the candidate list per distinct ending is computed once and cached.

`apply` streams: records come out in input order and memory stays constant.
`RuleGroup` is the rules of one `rules:` file seen as one rule (the winner's fields).
Rules marked `batch=True` (Python extractors that run in a sandbox child) are
evaluated per chunk through `evaluate_many`, so a million paths cost a handful
of child starts; YAML-only rule sets stay per path and fully lazy.
"""
from __future__ import annotations

from itertools import islice
from typing import Any, Callable, Iterable, Iterator, Sequence

from pathfinder.engine.globs import compile_glob
from pathfinder.engine.paths import make_relativizer, normalize
from pathfinder.engine.rule import DEFAULT_PRIORITY, Evaluation, FieldSpec, evaluate_each
from pathfinder.engine.rulelike import RuleLike
from pathfinder.engine.timebox import PatternClock, PatternTimeout

CHUNK = 50_000
MAX_TIMEOUTS_PER_RULE = 3  # then the rule's patterns no longer run: its glob-matched paths are partial
TAIL = 4  # index key length: the last TAIL characters of a path
_CACHE_LIMIT = 100_000


def resolution_key(rule: Any) -> tuple[int, int, str]:
    """Sort key putting the rule that wins a tie first (docs/rule-language.md priority rules)."""
    return (-int(getattr(rule, "priority", 100)), -int(getattr(rule, "literal_count", 0)), rule.name)


def _suffixes(rule: Any) -> tuple[str, ...] | None:
    compiled = getattr(rule, "compiled", None)
    if compiled is not None:
        return compiled.suffixes
    try:
        return compile_glob(rule.glob).suffixes
    except Exception:  # noqa: BLE001 - a rule whose glob we cannot read is never indexed
        return None


def _normalized(path: str) -> str:
    """`normalize(path)`, skipped when the path cannot change (the common case)."""
    return normalize(path) if ("\\" in path or "//" in path or path[-1:] == "/") else path


def _plan(
    cache: dict[str, tuple[tuple[Any, Any], ...]],
    norm: str,
    candidates: Callable[[str], Iterable[Any]],
    recorders: dict[int, Any],
) -> tuple[tuple[Any, Any], ...]:
    """Candidate (rule, recorder or None for batch rules) pairs for a path, cached per path ending."""
    tail = norm[-TAIL:]
    plan = cache.get(tail)
    if plan is None:
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        plan = cache[tail] = tuple((r, recorders.get(id(r))) for r in candidates(norm))
    return plan


def _unmatched(path: str) -> dict[str, Any]:
    return {"path": path, "rule": None, "tag": None, "status": "unmatched", "fields": {}}


class RuleSet:
    """Rules indexed for matching; `winner` and `apply` follow docs/rule-language.md, docs/cli.md."""

    def __init__(self, rules: Iterable[Any]) -> None:
        self.rules: list[Any] = list(rules)
        self.ordered: list[Any] = sorted(self.rules, key=resolution_key)
        self._rank = {id(r): i for i, r in enumerate(self.ordered)}
        self._always: list[Any] = []
        self._by_tail: dict[str, list[Any]] = {}
        for rule in self.ordered:
            sufs = _suffixes(rule)
            if not sufs:
                self._always.append(rule)
                continue
            for s in set(sufs):
                self._by_tail.setdefault(s[-TAIL:], []).append(rule)
        self._cache: dict[str, tuple[Any, ...]] = {}
        self.has_batch = any(getattr(r, "batch", False) for r in self.rules)
        # paths whose matching hit the per-path time limit (engine/timebox.py), for the caller to report
        self.timeouts = 0
        self.first_timeout: tuple[str, str] | None = None  # (path, rule name)
        self._timeouts_by_rule: dict[int, int] = {}
        self._recorders: dict[str | None, dict[int, Any]] = {}  # root -> record function per YAML rule

    def __len__(self) -> int:
        return len(self.rules)

    def candidates(self, norm: str) -> tuple[Any, ...]:
        """Rules that could match `norm`, in resolution order."""
        tail = norm[-TAIL:]
        cached = self._cache.get(tail)
        if cached is not None:
            return cached
        found = list(self._always)
        by_tail = self._by_tail
        for k in range(1, len(tail) + 1):
            hit = by_tail.get(tail[-k:])
            if hit:
                found.extend(hit)
        rank = self._rank
        result = tuple(sorted(set(found), key=lambda r: rank[id(r)])) if len(found) > 1 else tuple(found)
        if len(self._cache) >= _CACHE_LIMIT:
            self._cache.clear()
        self._cache[tail] = result
        return result

    def winner(self, norm_path: str) -> Any | None:
        """The rule that applies to a path (normalised here if it is not yet), or None."""
        if "\\" in norm_path or "//" in norm_path or norm_path[-1:] == "/":
            norm_path = normalize(norm_path)
        for rule in self.candidates(norm_path):
            if _matches(rule, norm_path):
                return rule
        return None

    def recorders(self, root: str | None) -> dict[int, Any]:
        """Each non-batch rule's record function for `root`, built once per rule set and root: building
        one compiles generated code (~1 ms a rule), and the DuckDB engine calls `apply` once per run of
        rows it leaves to Python (200 rules, a list alternating plain and flagged rows: 160 s for 2,000
        paths when every call rebuilt them)."""
        found = self._recorders.get(root)
        if found is None:
            found = self._recorders[root] = {id(r): _recorder(r, root) for r in self.rules
                                             if not getattr(r, "batch", False)}
        return found

    def apply(self, paths: Iterable[str], root: str | None = None) -> Iterator[dict[str, Any]]:
        """One record per path, in input order (see docs/cli.md for the record)."""
        if self.has_batch:
            return self._apply_batched(paths, root)
        return self._apply_lazy(paths, root)

    # --- YAML-only: per path, lazy ---

    def _apply_lazy(self, paths: Iterable[str], root: str | None) -> Iterator[dict[str, Any]]:
        recorders = self.recorders(root)
        with PatternClock():
            if len(self.rules) == 1:
                rule = self.rules[0]
                rec = recorders[id(rule)]
                for p in paths:
                    norm = normalize(p) if ("\\" in p or "//" in p or p[-1:] == "/") else p  # as _normalized, inline
                    try:
                        r = rec(p, norm)
                    except PatternTimeout:
                        r = self._timed_out(rule, p, norm, recorders)
                        rec = recorders[id(rule)]
                    yield r if r is not None else _unmatched(p)
                return
            # candidate (rule, recorder) tuples per path ending, cached
            cache: dict[str, tuple[tuple[Any, Callable[..., Any]], ...]] = {}
            candidates = self.candidates
            for p in paths:
                # the hot loop: normalisation check and cache hit inline, no call per path
                norm = normalize(p) if ("\\" in p or "//" in p or p[-1:] == "/") else p
                recs = cache.get(norm[-TAIL:])
                if recs is None:
                    recs = _plan(cache, norm, candidates, recorders)
                for rule, rec in recs:
                    try:
                        r = rec(p, norm)
                    except PatternTimeout:
                        r = self._timed_out(rule, p, norm, recorders)
                        cache.clear()  # the rule may have a new recorder
                    if r is not None:
                        yield r
                        break
                else:
                    yield _unmatched(p)

    def _timed_out(self, rule: Any, path: str, norm: str, recorders: dict[int, Any]) -> dict[str, Any] | None:
        """The record of a path whose matching hit the time limit (timebox): partial when the
        glob matches, so the path is written and reported instead of hung on. After
        MAX_TIMEOUTS_PER_RULE such paths the rule stops running its patterns at all."""
        self.timeouts += 1
        if self.first_timeout is None:
            self.first_timeout = (path, rule.name)
        count = self._timeouts_by_rule[id(rule)] = self._timeouts_by_rule.get(id(rule), 0) + 1
        if count >= MAX_TIMEOUTS_PER_RULE and id(rule) in recorders:
            recorders[id(rule)] = _glob_only_recorder(rule)
        try:
            matched = _matches(rule, norm)
        except PatternTimeout:  # pragma: no cover - globs compile to linear regexes (globs.py)
            matched = True
        if not matched:
            return None
        return {"path": path, "rule": rule.name, "tag": getattr(rule, "tag", None), "status": "partial", "fields": {}}

    # --- with batch (Python) rules: per chunk ---

    def _apply_batched(self, paths: Iterable[str], root: str | None) -> Iterator[dict[str, Any]]:
        rel = make_relativizer(root)
        recorders = self.recorders(root)
        # per path ending: (rule, recorder or None for batch rules), in resolution order
        plans: dict[str, tuple[tuple[Any, Any], ...]] = {}
        it = iter(paths)
        with PatternClock():
            while True:
                chunk = list(islice(it, CHUNK))
                if not chunk:
                    return
                yield from self._chunk(chunk, recorders, plans, rel, root)

    def _chunk(self, chunk: Sequence[str], recorders: dict[int, Any], plans: dict[str, Any],
               rel: Callable[[str], str], root: str | None) -> Iterator[dict[str, Any]]:
        out: list[Any] = [None] * len(chunk)
        pending: dict[int, tuple[Any, list[int], list[str]]] = {}  # batch rule -> positions, norms
        candidates = self.candidates
        for i, p in enumerate(chunk):
            norm = _normalized(p)
            plan = _plan(plans, norm, candidates, recorders)
            for rule, rec in plan:
                if rec is None:  # a batch rule: match now, extract with its chunk
                    if _matches(rule, norm):
                        entry = pending.get(id(rule))
                        if entry is None:
                            entry = pending[id(rule)] = (rule, [], [])
                        entry[1].append(i)
                        entry[2].append(norm)
                        break
                    continue
                try:
                    r = rec(p, norm)
                except PatternTimeout:
                    r = self._timed_out(rule, p, norm, recorders)
                    plans.clear()  # the rule may have a new recorder
                if r is not None:
                    out[i] = r
                    break
            else:
                out[i] = _unmatched(p)
        for rule, positions, norms in pending.values():
            evals = rule.evaluate_many(norms, [rel(n) for n in norms] if root else None)
            tag = getattr(rule, "tag", None)
            for i, ev in zip(positions, evals):
                # ev None: the extractor said nothing, but the glob matched so the rule still wins
                out[i] = {"path": chunk[i], "rule": rule.name, "tag": tag,
                          "status": "partial" if ev is None else ev.status,
                          "fields": {} if ev is None else ev.fields}
        yield from out


def _recorder(rule: Any, root: str | None) -> Callable[[str, str], dict[str, Any] | None]:
    """The rule's fast record function, or one built on `evaluate` for other rule-like objects."""
    fast = getattr(rule, "recorder", None)
    if fast is not None:
        return fast(root)
    rel = make_relativizer(root)
    name, tag = rule.name, getattr(rule, "tag", None)

    def rec(path: str, norm: str) -> dict[str, Any] | None:
        ev = rule.evaluate(norm, rel(norm) if root else None)
        if ev is None:
            return None
        return {"path": path, "rule": name, "tag": tag, "status": ev.status, "fields": ev.fields}

    return rec


def _glob_only_recorder(rule: Any) -> Callable[[str, str], dict[str, Any] | None]:
    """A record function that only matches the glob: for a rule whose patterns kept timing out."""
    name, tag = rule.name, getattr(rule, "tag", None)

    def rec(path: str, norm: str) -> dict[str, Any] | None:
        if not _matches(rule, norm):
            return None
        return {"path": path, "rule": name, "tag": tag, "status": "partial", "fields": {}}

    return rec


def _matches(rule: Any, norm: str) -> bool:
    fn = getattr(rule, "match_normalized", None)
    return fn(norm) if fn is not None else rule.match(norm)


class RuleGroup:
    """The rules of one `rules:` file, evaluated together as `apply` would (priority resolution).

    It is one `RuleLike`: a path is matched when any rule matches it, and its fields
    are those of the rule that wins it (`winner`); `fields` lists every rule's fields.
    """

    kind = "yaml"
    batch = False
    tag: str | None = None
    priority = DEFAULT_PRIORITY
    literal_count = 0
    name_line: int | None = None
    name_json_path: str | None = None

    def __init__(self, rules: Sequence[RuleLike], text: str = "") -> None:
        self.rules = list(rules)
        self.name = ", ".join(r.name for r in self.rules)
        self.glob = " | ".join(r.glob for r in self.rules)
        self.text: str | None = text
        self._set = RuleSet(self.rules)
        self._index = {r.name: i for i, r in enumerate(self.rules)}
        fields: dict[str, FieldSpec] = {}
        for r in self.rules:
            for n, spec in r.fields.items():
                fields.setdefault(n, spec)
        self.fields = fields

    def winner(self, path: str) -> RuleLike | None:
        """The rule that wins `path` (normalised here), or None."""
        return self._set.winner(normalize(path))

    def match(self, path: str) -> bool:
        return self.winner(path) is not None

    def match_normalized(self, norm: str) -> bool:
        return self._set.winner(norm) is not None

    def evaluate(self, path: str, rel_path: str | None = None) -> Evaluation | None:
        """The winning rule's evaluation of `path`; None when no rule matches."""
        rule = self.winner(path)
        return None if rule is None else rule.evaluate(path, rel_path)

    def evaluate_many(
        self, paths: Iterable[str], rel_paths: Iterable[str | None] | None = None
    ) -> list[Evaluation | None]:
        return evaluate_each(self.evaluate, paths, rel_paths)

    def json_prefix(self, rule_name: str | None) -> str:
        """`rules[i].` for the named rule (JSON paths of tier-3 failures point into the list)."""
        i = self._index.get(rule_name or "")
        return "" if i is None else f"rules[{i}]."

    def __repr__(self) -> str:
        return f"RuleGroup({self.name})"
