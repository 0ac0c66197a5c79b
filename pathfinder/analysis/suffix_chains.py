"""Stage 5c, a chain of processing suffixes after an item's id in its file name.

Pipelines name each output after its input and add one dotted word per step (`ENCFF341MYG.trim.merged.nodup.bam`,
`SRR1234567.sorted.dedup.bam`, `ENCFF193RRC.subsampled.400.fastq.gz` beside `ENCFF463QCX.fastq.gz`). Read as one
free name, the id is lost where a chain follows it; read as the id and the chain, both are fields.

A dotted name whose head is a code, not an item's id, is one value that holds the separator (an instance type
`c6a.4xlarge` or `c8g.metal-48xl`, a host `web01.example`, a GPU `a100.sxm-80g`): beside the head and the chain the whole stem is
a field too, as written (`dotted_name`). A head that is an item's id (`written_spans.is_item_id`: `ENCFF341MYG`,
`SRR1234567`) keeps its chain of steps as its history alone.
"""
from __future__ import annotations

import re
from dataclasses import replace

from pathfinder.analysis.model import Field
from pathfinder.analysis.written_spans import is_item_id

__all__ = ["free_stem_field", "id_and_suffix_chain"]

_FREE_STEM = "^([^/]+?)"
_HEAD_RX = re.compile(r"[A-Za-z0-9_-]*[0-9][A-Za-z0-9_-]*")
_CHAIN_RX = re.compile(r"[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*")
MAX_CHAIN = 200  # characters: a longer dotted tail is no chain of step names


def free_stem_field(fields: list[Field]) -> int | None:
    """The place of the string field that reads the whole file name as one free stem (`^([^/]+?)<ext>$`, its one
    group), None when there is none: the field the rules that read a stem's pieces start from."""
    return next((i for i, f in enumerate(fields) if f.source == "filename" and f.pattern is not None
                 and f.pattern.startswith(_FREE_STEM) and f.type == "string" and not f.default_null
                 and re.compile(f.pattern).groups == 1), None)


def id_and_suffix_chain(fields: list[Field], stems: list[str]) -> list[Field]:
    """When the file name is read as one free stem (`^([^/]+?)<ext>$`) and the stems are an id of letters and
    digits, some of them followed by dotted step words that differ, the stem field reads the id alone and a field
    `suffixes` reads the chain (null where there is none).

    Why: a pipeline adds a dotted word per step after the item's id; the id is the name, the chain its history."""
    at = free_stem_field(fields)
    if at is None or not stems or "suffixes" in {f.name for f in fields}:
        return fields
    heads, chains = [], []
    for stem in stems:
        head, dot, chain = stem.partition(".")
        if not _HEAD_RX.fullmatch(head) or not any(c.isalpha() for c in head) or dot and (
                len(chain) > MAX_CHAIN or not _CHAIN_RX.fullmatch(chain) or not any(c.isalpha() for c in chain)):
            return fields  # a version (`1.7.11.2`) or a decimal is no id with a chain of step words
        heads.append(head)
        chains.append(chain if dot else None)
    if all(c is None for c in chains) or len(set(chains)) < 2:
        return fields
    field = fields[at]
    tail = field.pattern[len(_FREE_STEM):]  # type: ignore[index]
    named = replace(field, pattern="^([^./]+)(?:\\.[^/]+?)?" + tail, raw=tuple(heads))
    chain = Field(name="suffixes", type="string", source="filename", pattern="^[^./]+\\.([^/]+?)" + tail,
                  default_null=True, raw=tuple(chains), rank=1)
    whole = [] if any(is_item_id(h) for h in heads) else [
        replace(field, name="dotted_name", raw=tuple(stems), rank=0)]
    return fields[:at] + [named, chain] + whole + fields[at + 1:]
