"""Stage 3b, a folder the file name repeats: where a constant folder's value is written again in the
names below it, the copy varies with the folder (asked by `members.one_member_folders`):

- `echoed_folder`: the file name starts with the folder (`back-yard/…/back-yard_20240418.mp4`,
  `MOD09GA/…/MOD09GA.A2024258….hdf`): the files carry the folder's value, so it is their key;
  a code with digits repeated between delimiters (`AFR-44/…/tas_AFR-44_….nc`) too;
- `follow_in_name`: a file name that starts with a generalised folder takes the folder's glob there;
- `echoed_number`: a generalised folder's number the name repeats after its initial (`noaa-goes16/…/…_G16_…`);
- `echoed_label`: a label or id a generalised folder holds that the file name repeats
  (`Jan15_…_gpu-box/events.out.tfevents.….gpu-box.…`): it varies with the folder;
- `name_repeats_varying_folder`: every file name starts with its own sample's value of a folder that varies
  (`mods/<mod>/locale/<mod>.<lang>.tr`, `<sample>/<sample>_R1.fastq.gz`): the copy is the folder's field again,
  and the name is read after it.
"""
from __future__ import annotations

import re
from dataclasses import replace

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import FREE_KINDS, Part, SegModel, Var, VarKind, all_literal, lit, read_template, template_regex, var_part, whole_segment
from pathfinder.analysis.verify import JUNK_LEADS

__all__ = ["echo_regex", "echoed_folder", "echoed_label", "echoed_number", "follow_in_name", "name_repeats_varying_folder"]


_ECHO_PART_RX = r"[^/]+?"


def echoed_folder(models: list[SegModel], t: int, folder: str, stems: list[str], name_model) -> bool:
    """A constant name the file name starts with is the files' key (`NVR/back-yard/…/back-yard_….mp4`);
    so is a generalised title whose piece starts every file name (`Hex - Gölge (116 BPM)/Gölge (Bass).wav`).

    Why: a name repeats its folder only when sibling folders hold the same files under other names.
    """
    model, name = models[t - 1], models[0]
    whole = len(model.parts) == 1 and model.parts[0].var is not None and model.parts[0].var.kind in FREE_KINDS
    if not (whole or all_literal(model)) or name.entity_glob is not None or len(folder) < 2 \
            or not any(c.isalpha() for c in folder):
        return False
    if not whole and folder.isupper() and not any(c.isdigit() for c in folder):
        return False  # an acronym (`CC-NEWS/…/CC-NEWS-….warc.gz`) names the dataset, not one key of it
    echo = _stem_echo(folder, stems)
    if echo is None or (echo != folder and not whole):
        return not whole and _echoed_code(models, t, folder)
    tail = name_model([stem[len(echo):] for stem in stems])
    if tail is None:
        return False
    models[t - 1] = SegModel(parts=[whole_segment()])
    head = _echo(echo, first=True)
    models[0] = SegModel(parts=[replace(head, regex=echo_regex(echo, stems))] + tail)
    return True


def echo_regex(echo: str, stems: list[str]) -> str:
    """The pattern of a code's copy that starts the file name: as many of the separator after the copy as
    the code holds (`10X_c0-DAPI-p65mNeon/10X_c0-DAPI-p65mNeon_A2_Tile-231.tif`: one `_`), else any text.
    A title's copy (`Ja, nein/Ja, nein (Bass).wav`) stays any text: its siblings hold other word counts.

    Why: a lazy copy stops at the code's own `_` and moves the next field's start into the copy.
    """
    after = {stem[len(echo):len(echo) + 1] for stem in stems}
    sep = after.pop() if len(after) == 1 else ""
    if not sep or sep not in T.SEPARATORS or sep == " " or sep not in echo or " " in echo \
            or not any(c.isdigit() for c in echo):
        return _ECHO_PART_RX
    return _copy_regex(sep, echo.count(sep))


def _copy_regex(sep: str, count: int) -> str:
    """A copy of a value holding `count` of `sep`: as many words joined by it."""
    word = f"[^/{T.rx_escape(sep)}]+"
    return (word + T.rx_escape(sep)) * count + word


_BOUNDS = T.SEPARATORS + "()[]"


def _starts_every(folder: str, stems: list[str]) -> bool:
    """Whether every file name starts with the folder's whole name (then a separator or its end)."""
    return all(stem.startswith(folder) and stem[len(folder):len(folder) + 1] in ("", *T.SEPARATORS) for stem in stems)


def _stem_echo(folder: str, stems: list[str]) -> str | None:
    """The text every file name starts with, up to a delimiter, that the folder holds as a whole
    piece (`back-yard` of `back-yard_…`; `Gölge` of `Hex - Gölge (116 BPM)`), else None."""
    if _starts_every(folder, stems):
        return folder
    prefix = T.common_prefix(stems)
    k = len(prefix)
    while k > 0 and not all(len(stem) == k or stem[k] in T.SEPARATORS for stem in stems):
        k -= 1
    echo = prefix[:k]
    if len(echo) < 3 or not any(c.isalpha() for c in echo):
        return None
    at = folder.find(echo)
    end = at + len(echo)
    if at < 0 or (at and folder[at - 1] not in _BOUNDS) or (end < len(folder) and folder[end] not in _BOUNDS):
        return None
    return echo


def echoed_number(models: list[SegModel], t: int, folder: str) -> bool:
    """A generalised folder's number that the file name repeats after the value's initial
    (`noaa-goes16/…/…_G16_s….nc`): the file's copy varies with it.

    Why: a number written in both places is one value; a literal copy ties the rule to one folder.
    """
    model, name = models[t - 1], models[0]
    if name.entity_glob is not None or not any(p.var is not None for p in model.parts) or model.entity_glob is not None:
        return False
    m = re.match("^" + "".join(f"({p.regex})" if p.var is not None else p.regex for p in model.parts) + "$", folder)
    if not m:
        return False
    for value in m.groups():
        found = re.search(r"(?:^|[^A-Za-z])([A-Za-z])[A-Za-z]*?([0-9]{2,})$", value or "")
        if not found:
            continue
        initial, digits = found.groups()
        for j, p in enumerate(name.parts):
            if not p.plain:
                continue
            hit = re.search(rf"(?:^|(?<=[-_. ]))({initial.upper()}|{initial.lower()}){digits}(?=[-_. ]|$)", p.text)
            if not hit:
                continue
            cut = hit.end(1)
            var = var_part(Var(VarKind.INT, r"\d+", "integer"), "*")
            rest = p.text[cut + len(digits):]
            name.parts = name.parts[:j] + [lit(p.text[:cut]), var] + ([lit(rest)] if rest else []) + name.parts[j + 1:]
            return True
    return False


def _echo(folder: str, first: bool = False) -> Part:
    """Where the file name repeats a generalised folder: any text, no field of its own; leading
    the name, not a hidden or lock file's `.`/`~` (`.trashed-…-Call recording …`)."""
    glob = f"[!{JUNK_LEADS}]*" if first and folder[:1] not in JUNK_LEADS else "*"
    return Part(glob=glob, regex=_ECHO_PART_RX, text=folder)


def _echoed_code(models: list[SegModel], t: int, folder: str) -> bool:
    """A code with digits that the file name repeats between delimiters (`AFR-44/…/tas_AFR-44_….nc`).

    Why: a repeated plain word may be a fixed label (`CloudTrail`); a code with digits is an id.
    """
    if not any(c.isdigit() for c in folder) or len(folder) < 3:
        return False
    parts = models[0].parts
    for j, p in enumerate(parts):
        if not p.plain:
            continue
        at = p.text.find(folder)
        end = at + len(folder)
        if at < 0 or not (at == 0 and j > 0 or at > 0 and p.text[at - 1] in T.SEPARATORS) \
                or not (end == len(p.text) and j + 1 < len(parts) or end < len(p.text) and p.text[end] in T.SEPARATORS):
            continue
        pieces = ([lit(p.text[:at])] if at else []) + [_echo(folder)] + ([lit(p.text[end:])] if end < len(p.text) else [])
        models[0].parts = parts[:j] + pieces + parts[j + 1:]
        models[t - 1] = SegModel(parts=[whole_segment()])
        return True
    return False


def follow_in_name(models: list[SegModel], t: int, folder: str, stems: list[str]) -> None:
    """A file name that starts with a generalised folder (`TCGA_CS_7888_20020904_9.tif`) takes the
    folder's glob there (no fields: the folder has them)."""
    name = models[0]
    if name.entity_glob is not None or not _starts_every(folder, stems):
        return
    ext = len(name.parts) - 1 if name.parts and name.parts[-1].var is None and name.parts[-1].text.startswith(".") else -1
    rx = re.compile("^" + "".join("()" if i == ext else f"({p.regex})" for i, p in enumerate(name.parts)) + "$")
    m = rx.match(stems[0])
    if not m:
        return
    at = next((i for i in range(len(name.parts)) if m.start(i + 1) < len(folder) <= m.end(i + 1)), None)
    if at is None:
        return
    part, k = name.parts[at], len(folder) - m.start(at + 1)
    if k < len(part.text) and not part.plain:
        return  # the folder ends inside a variable
    rest = [lit(part.text[k:])] if k < len(part.text) else []
    ghosts = [Part(glob=p.glob, regex=f"(?:{p.regex})", text=p.glob) if p.var is not None else p
              for p in models[t - 1].parts]
    name.parts = ghosts + rest + name.parts[at + 1:]


_LABEL_KINDS = frozenset({VarKind.STRING, VarKind.ALNUM})


_GLUED_CODE_RX = re.compile(r"^(?:[A-Za-z]+[0-9]+){2,}[A-Za-z]*$")  # `r1i1p1f1`, `h18v04`, `S01E05`


def _glued_code(model: SegModel, folder: str) -> bool:
    """A folder of letters glued to numbers in turn whose numbers all vary in the glob (`r*i*p*f*`)."""
    return bool(_GLUED_CODE_RX.match(folder)) and len(folder) >= 4 and all(
        p.var is not None and p.var.kind == VarKind.INT or p.var is None and p.text.isalpha() for p in model.parts)


_RELEASE_RX = re.compile(r"^v?[0-9]+(?:\.[0-9]+)+$")  # a release folder's version (`10.0`, `v2.1.3`)


def _label_var(p: Part) -> bool:
    """A generalised folder's free label or id, or its data-set split (`train/…/ADE_train_….jpg`)."""
    return p.var is not None and (p.var.kind in _LABEL_KINDS or p.var.name == "split")


def echoed_label(models: list[SegModel], t: int, folder: str) -> bool:
    """A free label, id or release version in a generalised constant folder that the file name repeats
    between delimiters (TensorBoard's `Jan15_14-30-22_gpu-box/events.out.tfevents.<time>.gpu-box.<pid>.0`,
    `10.0/…/10.0-preview1.md`), a split folder's word (`train/image/ADE_train_0001.jpg`), or a code of letters glued to numbers the glob generalises whole (a CMIP
    member `r1i1p1f1/…/tas_…_r1i1p1f1_gn_….nc`): the name's copy varies with the folder (`*`, no field of its own).

    Why: a tool that writes the host or run id into both places writes the next run's there too.
    """
    model, name = models[t - 1], models[0]
    glued = _glued_code(model, folder)
    if name.entity_glob is not None or model.entity_glob is not None or not glued and not any(
            _label_var(p) for p in model.parts):
        return False
    m = read_template(model.parts, folder)
    if not m:
        return False
    labels = [m.group(k + 1) for k, p in enumerate(p for p in model.parts if p.var is not None)
              if _label_var(p)] + ([folder] if glued else [])
    for value in labels:
        if not value or len(value) < 3 or not (any(c.isalpha() for c in value) or _RELEASE_RX.match(value)):
            continue
        for j, p in enumerate(name.parts):
            if not p.plain:
                continue
            at = p.text.find(value)
            end = at + len(value)
            if at < 0 or (at and p.text[at - 1] not in T.SEPARATORS) or (end < len(p.text) and p.text[end] not in T.SEPARATORS):
                continue
            pieces = ([lit(p.text[:at])] if at else []) + [_echo(value)] + ([lit(p.text[end:])] if end < len(p.text) else [])
            name.parts = name.parts[:j] + pieces + name.parts[j + 1:]
            return True
    return False


def name_repeats_varying_folder(models: list[SegModel], segs: list[list[str]], stems: list[str], name_model) -> bool:
    """Every file name starts with its own sample's value of a folder that varies, then one separator
    (Minetest's `mods/<mod>/locale/<mod>.<lang>.tr` and `mods/<mod>/sounds/<mod>_<sound>[.<N>].ogg`, a pipeline's
    `<sample>/<sample>_R1.fastq.gz`, a package's `<name>/<name>.spec`): the copy is read as the folder's value
    (no field: the folder has it), and the name's own template is built from what follows the copy. Only where
    the name's template reads the copy inside a value (`{locale}` = `carts.it`); a template that already ends a
    part where the copy ends (`SRR…_subsamp/SRR…_subsamp.sorted.…`) is kept.

    The copy is no part of the next value: with it cut off the rest aligns (`it`, `pt_BR`; `dig_cracky.2`, `explode`).

    Why: a tool that names a file after its folder writes each sibling's own value there."""
    name = models[0]
    if name.entity_glob is not None or not stems:
        return False
    names = [s[-1] for s in segs]
    reader = re.compile("^" + "".join(f"({p.regex})" for p in name.parts) + "$")
    for t in range(2, len(models) + 1):
        values = [s[-t] for s in segs]
        if len(set(values)) < 2:
            continue
        seps = {stem[len(v):len(v) + 1] if len(v) >= 2 and stem.startswith(v) else "" for v, stem in zip(values, stems)}
        if len(seps) != 1:
            continue
        sep = seps.pop()
        if not sep or sep not in T.SEPARATORS or sep == " ":
            return False
        counts = {v.count(sep) for v in values}
        if len(counts) != 1 or max(counts) > _MAX_COPY_SEPARATORS or any(len(stem) == len(v) + 1 for v, stem in zip(values, stems)):
            return False  # the copy's own separators vary in count, or nothing follows it: no cut to trust
        if not all(_inside_free_text(reader, name.parts, nm, len(v)) for nm, v in zip(names[:_CHECKED], values)):
            return False  # the template already cuts the copy off, or reads it inside a typed value (a date)
        tail = name_model([stem[len(v) + 1:] for v, stem in zip(values, stems)])
        if tail is None:
            return False
        copy = Part(glob=f"[!{JUNK_LEADS}]*", regex="(?:" + _copy_regex(sep, counts.pop()) + ")", text="*")
        parts = [copy, lit(sep)] + tail
        rx = re.compile(template_regex(parts))
        if not all(rx.match(nm) for nm in names):
            return False
        models[0] = SegModel(parts=parts)
        return True
    return False


#: the most separators a copied folder value holds (a code or a name, not a sentence: its pattern stays short)
_MAX_COPY_SEPARATORS = 8
#: how many samples are asked where the template reads the copy's end
_CHECKED = 50


def _inside_free_text(reader: re.Pattern[str], parts: list[Part], text: str, end: int) -> bool:
    """Whether the template (`reader`: each of its parts a group) reads `text` with `end` inside a value of free text
    (`{locale}` = `carts.it`), not at a part's boundary nor inside a typed value (`2019-03-05` of
    `meetings/2019/2019-03-05.md`: a date keeps its year)."""
    m = reader.match(text)
    if m is None:
        return False
    return any(p.var is not None and p.var.kind in FREE_KINDS and m.start(j + 1) < end < m.end(j + 1)
               for j, p in enumerate(parts))
