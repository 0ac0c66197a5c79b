"""Stage 3, BIDS-like names: `key-value_key-value_suffix` file names read by their entities (one field
per key, optional entities allowed, the trailing suffix a field when it varies), and when names are such.
"""
from __future__ import annotations

import re
from collections import Counter

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import FREE_KINDS, Entity, Part, SegModel, Var, VarKind

__all__ = ["ANY_FORMAT", "at_dataset_root", "datatype_folders", "entity_mode", "entity_model", "entity_piece", "folder_of_recordings", "keyed_by_subject"]

# a BIDS file name: the subject's entity, other entities, the suffix, an extension (`sub-01_task-x_eeg.set`)
BIDS_NAME_RX = re.compile(r"^sub-[A-Za-z0-9]+(?:_[a-z]+-[A-Za-z0-9+]+)*_([A-Za-z0-9]+)\.[^/]+$")
#: the extension of a data type folder's files, whatever their format (`.set`, `.json`, `.nii.gz`)
ANY_FORMAT = Part(glob=".*", regex=r"\.[^_/]+", text=".{extension}")


# a label of a known key that holds `-` (DANDI's `ses-YutaMouse20-140321`, `sub-A-01`): BIDS labels are alphanumeric,
# but datasets that write the subject and the day into one label keep the `-`; the label is still one value
_DASHED_LABEL_RX = re.compile(r"^([a-z]{2,16})-([A-Za-z0-9+]+(?:-[A-Za-z0-9+]+){1,3})$")


def entity_piece(piece: str) -> re.Match[str] | None:
    """The `key-value` piece of a BIDS-like name, its key and value as groups: a plain one (`run-2`), or a known
    label key's value holding `-` (`ses-YutaMouse20-140321`, `sub-A-01`, `acq-fast-2d`), read as one label when no
    piece of it is itself a key (`ses-MRI-echo-4` is a session and an echo written with `-`).

    Why: a label is a string that names one thing, and a `-` inside it is part of the name, not a new entity."""
    m = T.KV_PIECE_RX.match(piece)
    if m is not None:
        return m
    m = _DASHED_LABEL_RX.match(piece)
    if m is None or m.group(1) not in T.ENTITY_KEYS or m.group(1) in T.INDEX_ENTITY_KEYS \
            or any(w.lower() in T.ENTITY_KEYS for w in m.group(2).split("-")):
        return None
    return m


def _lower_key_piece(p: str) -> bool:
    """Whether a piece is a `key-value` entity whose key is lowercase letters (`jw01378-o001`, `EUR-11` are names)."""
    return bool((m := entity_piece(p)) and m.group(1).isalpha() and not m.group(1).isupper())


def entity_mode(values: list[str]) -> bool:
    """Whether most names are BIDS-like `key-value_key-value` pieces (each distinct piece read once: names of one
    listing repeat their keys, `run-1`, `task-rest`, in every sample)."""
    counts = []
    keyed: dict[str, bool] = {}
    for v in values:
        k = 0
        for p in v.split("_"):
            hit = keyed.get(p)
            if hit is None:
                hit = keyed[p] = _lower_key_piece(p)
            k += hit
        if k == 0:
            return False
        counts.append(k)
    return sum(1 for k in counts if k >= 2) * 2 >= len(counts) or keyed_by_subject(values)


def keyed_by_subject(values: list[str]) -> bool:
    """Names that each start with a BIDS key's piece and end with a suffix, some with one entity only
    (`sub-01_T1w` beside `sub-04_rec-norm_T1w`, `sub-01_scans`): BIDS names, read by their entities.
    Every piece between the first and the suffix is an entity (`sub-01_lh_aparc` is a stats export).

    Why: in BIDS every entity but the subject is optional, so `sub-<label>_<suffix>` is a full BIDS name."""
    for v in values:
        pieces = v.split("_")
        m = entity_piece(pieces[0])
        if len(pieces) < 2 or not m or m.group(1) not in T.ENTITY_KEYS or entity_piece(pieces[-1]):
            return False
        if not all(entity_piece(p) for p in pieces[1:-1]):
            return False  # `sub-01_lh_aparc`: a plain word between is no entity, the name is not BIDS
    return True


def entity_model(values: list[str], ext: Part | None) -> SegModel:
    """BIDS-like `key-value_key-value_suffix`: one field per key, optional entities allowed."""
    dotted = dotted_tail(values)
    if dotted:
        values = [v[: len(v) - len(dotted)] for v in values]
        ext = Part(glob=T.glob_escape(dotted) + (ext.glob if ext else ""),
                   regex=T.rx_escape(dotted) + (ext.regex if ext else ""), text=dotted + (ext.text if ext else ""))
    split = [v.split("_") for v in values]
    kv = {p: entity_piece(p) for s in split for p in s}  # each distinct piece read once, not once per sample
    keys: dict[str, list[str]] = {}
    present: Counter[str] = Counter()
    for pieces in split:
        seen = set()
        for p in pieces:
            m = kv[p]
            if m and m.group(1) not in seen:
                seen.add(m.group(1))
                keys.setdefault(m.group(1), []).append(m.group(2))
                present[m.group(1)] += 1
    entities = []
    for key, vals in keys.items():
        typ = T.entity_type(key, vals)
        # a value runs to the next `_` or extension dot; integers stay digits
        # a repeat's or piece's index (`run-`, `split-`) is optional even when every sample writes it: the glob
        # takes the names that leave it out, and they are complete without it
        entities.append(Entity(key, r"\d+" if typ == "integer" else "[^_./]+", typ,
                               present[key] < len(values) or key in OPTIONAL_INDEXES))

    tokens = {p: (m.group(1) + "-*") if m else T.glob_escape(p) for p, m in kv.items()}  # a piece's glob token

    lead: list[str] = []
    min_len = min(len(s) for s in split)
    i = 0
    while i < min_len:
        toks = {tokens[s[i]] for s in split}
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
        toks = {tokens[s[-j]] for s in split}
        if len(toks) != 1:
            break
        trail.insert(0, toks.pop())
        j += 1
    dropped: list[str] = []
    while trail and trail[0].endswith("-*") and not kept_description(split, trail):
        dropped.append(trail.pop(0))
    trail = keys_of_every_sample(dropped, present, len(values)) + trail
    if not trail and min_len > len(lead):
        family = suffix_family([s[-1] for s in split])
        trail = [family] if family else []
    full = all(len(s) == len(lead) + len(trail) for s in split)
    if full:
        glob = "_".join(lead + trail)
    else:
        left = task_in_glob("_".join(lead), present, len(values))
        right = "_".join(trail[1:] if trail and trail[0] in left.split("_") else trail)  # `task-*` written once
        if left:
            glob = left + ("" if left.endswith("*") else "*") + ("_" + right if right else "")
        else:
            glob = "*" + (("_" if min_len > len(trail) else "") + right if right else "")
    # a trailing non-key suffix (bold, T1w, events): a field when it varies
    suffix_var = None
    last = [s[-1] for s in split]
    if all(not kv[p] for p in last) and len(set(last)) > 1:
        suffix_var = Var(VarKind.SUFFIX, "[^_/]+?", "string", name="suffix", rank=2)
    parts = [ext] if ext else []
    return SegModel(parts=parts, entities=entities, entity_glob=glob, entity_suffix=suffix_var)


_DIGITS_RX = re.compile(r"^[0-9]{1,12}$")


def number_after_entity(values: list[str]) -> str | None:
    """The key of the entity every BIDS-like name follows with a bare number piece (`chunk-001_0195_frame`: a
    frame of the chunk; `run-2_0007_bold`), the numbers varying; None when no such piece is in every name.

    The entity before it places it, whatever else the names hold.

    Why: a piece without a key is still a value; the entity patterns skipped it, so the frame went unread."""
    keys: set[str] | None = None
    numbers: set[str] = set()
    for v in values:
        pieces = v.split("_")
        found = {}
        for a, b in zip(pieces, pieces[1:]):
            m = T.KV_PIECE_RX.match(a)
            if m and _DIGITS_RX.match(b):
                found[m.group(1)] = b
        keys = set(found) if keys is None else keys & set(found)
        if not keys:
            return None
        numbers.update(found[k] for k in keys)
    return min(keys) if keys and len(numbers) > 1 else None


#: BIDS's indexes of repeats and file pieces, left out of a name when an acquisition has one run or fits in one
#: file (`run-`, and MEG's `split-` for recordings over 2 GB): never a kind's mark, even when one branch writes them
OPTIONAL_INDEXES = frozenset({"run", "split"})


def keys_of_every_sample(dropped: list[str], present: Counter[str], count: int) -> list[str]:
    """Of the `key-*` tokens dropped from the trail, the one right before the suffix when every sample writes it
    (`flip-*` of `sub-I55_ses-MRI_flip-3_VFA`): it stays in the glob, so a sibling kind that writes another piece
    there (`sub-I55_ses-MRI_T1_VFA`) is not taken. Keys further left, keys some samples lack and the indexes of
    repeats and file pieces (`run-`, `split-`: omitted where an acquisition has one run or fits in one file, so one
    subject's samples may all write them) stay optional (`*_bold`, `*_meg`).

    Why: a key every sample writes right before the suffix marks the kind (flip angles, echoes, inversions)."""
    if not dropped or present[dropped[-1][:-2]] != count or dropped[-1][:-2] in OPTIONAL_INDEXES:
        return []
    return dropped[-1:]


def kept_description(split: list[list[str]], trail: list[str]) -> bool:
    """When the trail's first token is a `desc-` every sample gives the same label (fMRIPrep's `desc-coreg_boldref`
    beside `desc-hmc_boldref`, `desc-preproc_bold` beside `desc-confounds_timeseries`), write that label into the
    trail (`desc-coreg`) and say so; other keys leave the trail as optional entities.

    Why: in BIDS derivatives the description names which product of a pipeline a file is, not which run.
    """
    if trail[0] != "desc-*":
        return False
    labels = {pieces[len(pieces) - len(trail)] for pieces in split}
    if len(labels) != 1:
        return False
    trail[0] = T.glob_escape(labels.pop())
    return True


def dotted_tail(values: list[str]) -> str:
    """The dotted word every name ends with right after an entity (`.surfacedata` of `…_run-01_hemi-lh.surfacedata`),
    which belongs to the extension, not to the entity; "" when there is none.

    Why: a BIDS entity's value holds no dot, so what follows the dot is the file's format, not the hemisphere."""
    tails = set()
    for v in values:
        head, dot, tail = v.rpartition("_")[2].partition(".")
        if not dot or not tail or not entity_piece(head):
            return ""
        tails.add(tail)
    return "." + tails.pop() if len(tails) == 1 else ""


def task_in_glob(left: str, present: Counter[str], n: int) -> str:
    """The glob's lead with `_task-*` after it when every name holds a task (`sub-*_task-*`), so files of no
    task in the same folder (`sub-01_space-MNI_electrodes.tsv`, `sub-01_scans.tsv`) stay out.

    Why: BIDS names a recording and its tables by their task, and per-subject or per-session files never hold one."""
    if not left.startswith("sub-") or present["task"] < n or "task-*" in left.split("_"):
        return left
    return left + "_task-*"


# BIDS suffixes by family (the BIDS specification's suffix tables): images of one kind are read together, and
# files of another family in the same folder (a scan's defacing mask, spin-echo maps beside phase maps) are not
SUFFIX_FAMILIES = (
    frozenset("T1w T2w PDw T2starw FLAIR inplaneT1 inplaneT2 PDT2 angio T2star FLASH PD T1map T2map T2starmap R1map "
              "R2map R2starmap PDmap MTRmap MTsat UNIT1 T1rho MWFmap MTVmap Chimap S0map M0map".split()),  # anatomy
    frozenset("phasediff phase1 phase2 magnitude1 magnitude2 magnitude fieldmap".split()),  # B0 field maps
    frozenset("epi TB1DAM TB1EPI TB1AFI TB1TFL TB1RFM TB1SRGE TB1map RB1map RB1COR".split()),  # PEpolar, B1 maps
    frozenset("bold cbv sbref".split()),  # functional images
    frozenset("defacemask mask dseg probseg".split()),  # masks and segmentations
)
# a recording's tables and sidecars are no family: they stand beside any recording (`_eeg`, `_nirs`, `_motion`)
_TABLES = frozenset("events physio stim channels electrodes coordsystem photo headshape scans sessions".split())
_KNOWN_SUFFIXES = frozenset().union(*SUFFIX_FAMILIES, _TABLES)
MAX_SUFFIX = 32  # characters of a suffix listed beside a family (BIDS's longest are 10)


def suffix_family(suffixes: list[str]) -> str | None:
    """The glob of a varying BIDS suffix whose known values are all of one family and most of what the samples
    show (`T1w`, `T2w`: the anatomical images, `{FLAIR,…,T2w}`), the unknown values seen added (`veno`); else None.

    Why: a T1w and a T2w scan ask for the other anatomical images, not for the defacing mask beside them."""
    seen = set(suffixes)
    known = seen & _KNOWN_SUFFIXES
    family = next((f for f in SUFFIX_FAMILIES if known and known <= f), None)
    # two of the family seen, and more of it than unknown words (`S0map` among a derivative's `FA`, `ADC`, `trace`
    # says nothing); an unknown word is a short suffix, so the glob stays short however long the names
    if family is None or len(known) < 2 or len(known) <= len(seen - known) \
            or any(not x.isalnum() or len(x) > MAX_SUFFIX for x in seen):
        return None
    return "{" + ",".join(sorted(family | seen)) + "}"


# BIDS data types (the folder below a subject or session): a closed set, each holding its own kinds of files
BIDS_DATATYPES = frozenset("anat func dwi fmap perf eeg meg ieeg beh pet micr nirs motion mrs emg".split())


def datatype_folders(models: list[SegModel], segs: list[list[str]]) -> None:
    """A varying folder whose values are all BIDS data types under a `sub-`/`ses-` folder (`anat`, `dwi` in
    `sub-*/ses-*/<datatype>/…`), the files' suffixes differing with it (`T1w` in anat, `dwi` in dwi), lists them
    in the glob (`{anat,dwi}`) instead of `*`; one suffix in every type (`events.tsv` in beh, func, meg) keeps `*`.

    Why: each data type holds its own kinds of files, so samples of two types do not ask for a third (`func`)."""
    suffixes = {s[-1].split(".")[0].rsplit("_", 1)[-1] for s in segs}
    if len(suffixes) < 2:
        return  # one suffix: the samples were chosen by it, in whichever data type it sits
    for t in range(2, len(models) + 1):
        model = models[t - 1]
        ps = model.parts
        if model.entity_glob is not None or len(ps) != 1 or ps[0].var is None or ps[0].var.kind not in FREE_KINDS:
            continue
        values = sorted({s[-t] for s in segs})
        parents = {s[-t - 1].split("-")[0] for s in segs if len(s) > t}
        if len(values) < 2 or not set(values) <= BIDS_DATATYPES or not parents or not parents <= {"sub", "ses"}:
            continue
        ps[0].glob = "{" + ",".join(values) + "}"
        ps[0].regex = "(?:" + "|".join(values) + ")"
        if ps[0].var.name is None:
            ps[0].var.name = "datatype"  # BIDS's own word for it


def folder_of_recordings(names: list[str], extensions: set[str]) -> bool:
    """Whether BIDS names of several suffixes in several formats (`_eeg.set`, `_eeg.json`, `_channels.tsv`) are
    the files of one data type folder: then any format is one of them (`ANY_FORMAT`), not only those seen.

    Why: a recording's folder holds its data, sidecars and tables in whichever formats its modality uses."""
    if len(extensions) < 2:
        return False
    suffixes = set()
    for name in names:
        m = BIDS_NAME_RX.match(name)
        if m is None:
            return False
        suffixes.add(m.group(1))
    return len(suffixes) >= 2


#: BIDS's folders of other data under a dataset's root, which repeat the raw files' names
DERIVED_FOLDERS = ("derivatives", "sourcedata")


def at_dataset_root(glob_segs: list[str], segs: list[list[str]], notes: list[str]) -> list[str]:
    """Relative samples that each start with a BIDS subject folder (`sub-01/eeg/...`) were listed from the
    dataset's root: the glob is anchored there (`{/,./}sub-*/eeg/...`, with or without a leading `./`), so the
    same names under `derivatives/<pipeline>/` and `sourcedata/` stay out.

    Only when every file name repeats its subject (`sub-01/…/sub-01_…`), as BIDS names do: a plain folder
    named `sub-projects/` is no subject, and its tree keeps a floating glob.

    Why: BIDS keeps processed and source copies of a dataset's files under its root with the raw names."""
    if not glob_segs or not glob_segs[0].startswith("sub-") or glob_segs[0].startswith("sub-**"):
        return glob_segs
    for s in segs:
        m = T.KV_PIECE_RX.match(s[0]) if len(s) > 1 else None
        if m is None or m.group(1) != "sub" or not s[-1].startswith(s[0] + "_"):
            return glob_segs
    notes.append(f"the glob starts at the dataset's root ({glob_segs[0]}/ as in every sample): BIDS repeats "
                 f"these names under {'/ and '.join(DERIVED_FOLDERS)}/; apply it to paths listed from that root "
                 f"(`cd <root> && find . -type f`: an absolute listing does not match)")
    return ["{/,./}" + glob_segs[0]] + glob_segs[1:]
