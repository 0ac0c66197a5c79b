"""Per-draft work of the analyser, side by side: work done once per sample (the way before, kept here as the
baseline) against work done once per distinct piece (tidy13, round 13).

`analyse()` reads every sample of a kind. Four stages did per sample what the samples repeat: `entities` matched
each `key-value` piece of each name again at every position it compared (`run-1`, `task-rest` in every name),
`clusters.cluster_key` read each name's extension parts again through the extension tables, and `copies.kept_by_hand`
matched each sample's folders again (the samples of a kind share most of their folders). Now each distinct piece,
ending or folder is read once per draft (a dict or a small cache). Three rules read every sample before asking whether
all of them held their piece (`extensions.pseudo_extension`, `pieces.pacbio_movie`, `echo_codes.letter_before_id`,
the last with a pattern looked up in `re`'s cache per name): they now stop at the first sample without it
(`parts.each_read`, the baseline reads all first). The drafts are equal either way (checked here).

Run: `python bench/bench_per_draft.py` (the synthetic samples of `bench_inference.speed`, best of three).
"""
from __future__ import annotations

import sys
import time
from collections import Counter
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pathfinder.analysis.clusters as C  # noqa: E402
import pathfinder.analysis.copies as CP  # noqa: E402
import pathfinder.analysis.echo_codes as EC  # noqa: E402
import pathfinder.analysis.extensions as X  # noqa: E402
import pathfinder.analysis.pieces as PC  # noqa: E402
import pathfinder.analysis.entities as E  # noqa: E402
import pathfinder.analysis.infer as I  # noqa: E402
import pathfinder.analysis.parts as P  # noqa: E402
import pathfinder.analysis.segments as S  # noqa: E402
import pathfinder.analysis.tokens as T  # noqa: E402
from pathfinder.analysis.infer import analyse  # noqa: E402
from pathfinder.analysis.parts import Entity, Part, SegModel, Var, VarKind  # noqa: E402
from bench_inference import synthetic  # noqa: E402


def entity_mode_per_sample(values: list[str]) -> bool:
    """The baseline: `entities.entity_mode` as it was, each piece of each name matched."""
    counts = []
    for v in values:
        pieces = v.split("_")
        k = sum(1 for p in pieces if (m := T.KV_PIECE_RX.match(p)) and m.group(1).isalpha() and not m.group(1).isupper())
        if k == 0:
            return False
        counts.append(k)
    return sum(1 for k in counts if k >= 2) * 2 >= len(counts) or E.keyed_by_subject(values)


def entity_model_per_sample(values: list[str], ext: Part | None) -> SegModel:
    """The baseline: `entities.entity_model` as it was, each piece of each sample matched again at every position."""
    dotted = E.dotted_tail(values)
    if dotted:
        values = [v[: len(v) - len(dotted)] for v in values]
        ext = Part(glob=T.glob_escape(dotted) + (ext.glob if ext else ""),
                   regex=T.rx_escape(dotted) + (ext.regex if ext else ""), text=dotted + (ext.text if ext else ""))
    split = [v.split("_") for v in values]
    keys: dict[str, list[str]] = {}
    present: Counter[str] = Counter()
    for pieces in split:
        seen = set()
        for p in pieces:
            m = T.KV_PIECE_RX.match(p)
            if m and m.group(1) not in seen:
                seen.add(m.group(1))
                keys.setdefault(m.group(1), []).append(m.group(2))
                present[m.group(1)] += 1
    entities = []
    for key, vals in keys.items():
        typ = T.entity_type(key, vals)
        # a value runs to the next `_` or extension dot; integers stay digits
        entities.append(Entity(key, r"\d+" if typ == "integer" else "[^_./]+", typ, present[key] < len(values)))

    def token(pieces: list[str], i: int) -> str | None:
        p = pieces[i]
        m = T.KV_PIECE_RX.match(p)
        return (m.group(1) + "-*") if m else T.glob_escape(p)

    lead: list[str] = []
    min_len = min(len(s) for s in split)
    i = 0
    while i < min_len:
        toks = {token(s, i) for s in split}
        if len(toks) != 1:
            break
        lead.append(toks.pop())
        i += 1
    # entities are optional by nature: after the first key only the trailing suffix stays literal,
    # so `sub-01_task-rest_bold` and `sub-01_task-nback_run-2_bold` are one kind
    first_kv = next((i for i, t in enumerate(lead) if t.endswith("-*")), None)
    if first_kv is not None:
        lead = lead[: first_kv + 1]
    trail: list[str] = []
    j = 1
    while j <= min_len - len(lead):
        toks = {token(s, len(s) - j) for s in split}
        if len(toks) != 1:
            break
        trail.insert(0, toks.pop())
        j += 1
    while trail and trail[0].endswith("-*") and not E.kept_description(split, trail):
        trail.pop(0)
    if not trail and min_len > len(lead):
        family = E.suffix_family([s[-1] for s in split])
        trail = [family] if family else []
    full = all(len(s) == len(lead) + len(trail) for s in split)
    if full:
        glob = "_".join(lead + trail)
    else:
        left = E.task_in_glob("_".join(lead), present, len(values))
        right = "_".join(trail)
        if left:
            glob = left + ("" if left.endswith("*") else "*") + ("_" + right if right else "")
        else:
            glob = "*" + (("_" if min_len > len(trail) else "") + right if right else "")
    # a trailing non-key suffix (bold, T1w, events): a field when it varies
    suffix_var = None
    last = [s[-1] for s in split]
    if all(not T.KV_PIECE_RX.match(p) for p in last) and len(set(last)) > 1:
        suffix_var = Var(VarKind.SUFFIX, "[^_/]+?", "string", name="suffix", rank=2)
    parts = [ext] if ext else []
    return SegModel(parts=parts, entities=entities, entity_glob=glob, entity_suffix=suffix_var)


def cluster_key_per_sample(filename: str) -> tuple[str, ...]:
    """The baseline: `clusters.cluster_key` as it was, each name's ending read through the extension tables."""
    parts = [p for p in T.ext_parts(filename) if not any(c.isdigit() for c in p) or T.known_extension(p)]
    key: list[str] = []
    for p in reversed(parts):
        if not T.known_extension(p):
            break
        key.insert(0, p.lower())
        if not T.is_compression(p):
            break
    return tuple(key) or ("",)


def kept_by_hand_per_sample(paths: list[str]) -> bool:
    """The baseline: `copies.kept_by_hand` as it was, each sample's folders matched."""
    for p in paths:
        segs = [s for s in p.split("/") if s]
        if " " in segs[-1] or any(CP._PERSONAL.match(s) for s in segs[:-1]):
            return True
    return False


def read_every(read: Callable[[str], Any], values: list[str]) -> list[Any] | None:
    """The baseline of `parts.each_read` where the rules read all samples first: every value read, then judged."""
    got = [read(v) for v in values]
    return got if all(got) else None


_EARLY_EXITS = (X, PC, EC)  # the modules whose rules stop at the first sample without their piece


@contextmanager
def per_sample() -> Iterator[None]:
    """The analyser with the stages of before."""
    saved = (S.entity_mode, S.entity_model, C.cluster_key, I.kept_by_hand)
    S.entity_mode, S.entity_model, C.cluster_key, I.kept_by_hand = (
        entity_mode_per_sample, entity_model_per_sample, cluster_key_per_sample, kept_by_hand_per_sample)
    for module in _EARLY_EXITS:
        module.each_read = read_every  # type: ignore[attr-defined]
    try:
        yield
    finally:
        S.entity_mode, S.entity_model, C.cluster_key, I.kept_by_hand = saved
        for module in _EARLY_EXITS:
            module.each_read = P.each_read  # type: ignore[attr-defined]


def best_of(paths: list[str], runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        t0 = time.perf_counter()
        analyse(paths)
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> int:
    print("analyse() on synthetic samples: once per sample (before) vs once per distinct piece (now), best of 3")
    for n in (10_000, 100_000):
        paths = synthetic(n)
        with per_sample():
            before_draft = analyse(paths)
        now_draft = analyse(paths)
        assert before_draft == now_draft, "the two ways gave different drafts"
        runs = 3 if n <= 10_000 else 2
        with per_sample():
            before = best_of(paths, runs)
        now = best_of(paths, runs)
        print(f"  {n:>7} samples: before {before:6.3f} s  now {now:6.3f} s  ratio {before / now:4.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
