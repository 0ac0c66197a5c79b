"""The offline analyser: sample paths -> glob + fields (docs/analyser.md).

The stages, in the order a draft is made (each its own module):

1. `clusters`: normalise and de-duplicate the samples, keep the largest group of one kind;
2. `columns`: type the distinct values of one aligned chunk column (dates, numbers, ids, words);
3. `segments`: describe every aligned segment, from the END (the file name is `segment(-1)`),
   as a template of literal parts and variables; `rewrites` re-read runs of parts as one value;
   `copies` lets duplicate markers (` (2)`) through; `members` generalises constant folders
   that are one member of a family;
4. `slots` and `written`: turn each variable into a field the rule language can extract
   (`segment(-N)`/`filename`/`full_path` + anchored pattern + type);
5. `structure`, `verify`, `naming`: the structure line, the glob checked against the samples,
   the field and rule names.

Where depth varies, the tail that is consistent is kept and `**` stands for the rest; key=value
folders in the varying part are still extracted by key from the full path. All work is on
*distinct* values per position, so cost grows linearly with the number of samples.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

import pathfinder.analysis.tokens as T
from pathfinder.analysis.clusters import clean_samples, split_clusters
from pathfinder.analysis.compressed import optional_compression
from pathfinder.analysis.extensions import file_extension
from pathfinder.analysis.entities import ANY_FORMAT, at_dataset_root, datatype_folders
from pathfinder.analysis.copies import conflict_fields, copy_field, kept_by_hand, strip_markers, with_markers
from pathfinder.analysis.joined import category_in_value
from pathfinder.analysis.levels import optional_level, with_level, without_level
from pathfinder.analysis.bundles import entry_bundle, with_bundles, without_bundles
from pathfinder.analysis.bands import numbered_band
from pathfinder.analysis.members import one_member_folders
from pathfinder.analysis.branch_codes import child_of_one_member, number_beside_ids
from pathfinder.analysis.folder_copies import copies_of_folders
from pathfinder.analysis.branch_names import named_branch_folders
from pathfinder.analysis.branch_owners import qualified_owner_folders
from pathfinder.analysis.folder_echoes import name_repeats_varying_folder
from pathfinder.analysis.held_out import open_format_set
from pathfinder.analysis.numbered_words import COUNTING_WORDS
from pathfinder.analysis.series import one_of_a_series
from pathfinder.analysis.shards import sharded_id, with_shards, without_shards
from pathfinder.analysis.split_names import split_word_in_name
from pathfinder.analysis.log_names import clock_after_underscored_date, version_pair
from pathfinder.analysis.tables import part_files
from pathfinder.analysis.wells import well_rows
from pathfinder.analysis.tiles import slippy_tiles
from pathfinder.analysis.model import Analysis, Field
from pathfinder.analysis.limits import within_limits
from pathfinder.analysis.naming import GENERIC, folder_context_name, rule_name, sanitize, unique_names, value_name
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, all_literal, whole_segment
from pathfinder.analysis.rotations import log_generation, rotated_extension, rotated_name
from pathfinder.analysis.glued_literals import glued_literals
from pathfinder.analysis.safety_net import cover_own_samples
from pathfinder.analysis.segments import chunk_key, segment_model
from pathfinder.analysis.single_cut import single_cut
from pathfinder.analysis.version_cut import version_cut
from pathfinder.analysis.optional_separator import number_after_optional_separator
from pathfinder.analysis.slots import (
    Slot,
    combined_date,
    split_id,
    date_folders,
    dedupe,
    entity_slots,
    fix_combine,
    key_any_slot,
    middle_key_slots,
    month_folder_day,
    read_template,
    template_slots,
)
from pathfinder.analysis.structure import segment_structure
from pathfinder.analysis.suffix_chains import id_and_suffix_chain
from pathfinder.analysis.note_names import note_and_octave
from pathfinder.analysis.dotted_codes import dotted_code_places
from pathfinder.analysis.optional_pieces import code_and_optional_number, number_and_part_letter, trailing_pieces
from pathfinder.analysis.verify import tighten_name_glob, verify
from pathfinder.analysis.digit_globs import number_folder_globs, numbered_ending_glob, numbered_name_glob
from pathfinder.analysis.written import (
    clock_runs, coded_accession, hash_pair, id_and_number, leading_code, leading_letters, number_pair,
    slug_code, spaced_title, trailing_label,
)
from pathfinder.analysis.written_spans import as_written_slots
from pathfinder.analysis.ids import dashed_prefix_id, optional_code_id, owner_item_id
from pathfinder.analysis.labels import keyword_value, label_words, trailing_number
from pathfinder.analysis.padded import collapse_cells
from pathfinder.analysis.products import coded_pieces, year_day
from pathfinder.analysis.pieces import (bracketed_id, counted_piece, gopro_chapter, number_letter, numbered_code,
                                        pacbio_movie, prefixed_identifier, side_prefix, sky_designation)
from pathfinder.analysis.vocabulary import category_word, echoed_variant, sidecar_format, word_number
from pathfinder.errors import UsageError

__all__ = ["MAX_ANALYSED", "analyse", "clean_samples"]

MAX_ANALYSED = 200_000  # above this, a deterministic stride sample is analysed
#: Longer sample paths are set aside: Linux's PATH_MAX is 4,096 bytes and object-store keys are at most
#: 1,024; the analyser's regexes hold a sample's literal text, so a 2 MB "path" cost seconds and GBs.
MAX_PATH_CHARS = 4096


def analyse(samples: Sequence[str], *, one_kind: bool = False) -> Analysis:
    """Infer a rule from sample paths. Raises UsageError when there are none.

    `one_kind`: the samples are already one kind (a kind of a whole tree, docs/analyser.md):
    every extension stays in the group (the extension becomes a field), none is set aside."""
    paths = clean_samples(samples)
    if not paths:
        raise UsageError(
            "no sample paths to analyse",
            hint="give sample files or folders, or --paths-from FILE with one path per line",
        )
    notes: list[str] = []
    if any(len(p) > MAX_PATH_CHARS for p in paths):
        kept = [p for p in paths if len(p) <= MAX_PATH_CHARS]
        if not kept:
            raise UsageError(f"every sample path is longer than {MAX_PATH_CHARS:,} characters; no file system "
                             "or object store names a file so", hint="check that the list holds one path per line")
        notes.append(f"{len(paths) - len(kept)} sample path(s) longer than {MAX_PATH_CHARS:,} characters "
                     "set aside (no file system or object store names a file so)")
        paths = kept
    total = len(paths)
    if total > MAX_ANALYSED:
        step = total / MAX_ANALYSED
        paths = [paths[int(i * step)] for i in range(MAX_ANALYSED)]
    main, outliers = (paths, []) if one_kind else split_clusters(paths)
    if total > MAX_ANALYSED:
        notes.append(f"analysed {MAX_ANALYSED} of {total} samples (every {total / MAX_ANALYSED:.1f}th)")
    first_notes = list(notes)
    # a kind of a whole tree (`one_kind`) holds every file it has: no file is held out, so no set is opened
    analysis = _analyse_group(main, outliers, total, notes, open_sets=not one_kind)
    return cover_own_samples(analysis, paths, main, outliers,
                             lambda group, rest: _analyse_group(group, rest, total, list(first_notes)))


def _shared_lead(segs: list[list[str]], shortest: int) -> int:
    """How many leading folders every sample shares (never the file name)."""
    c = 0
    while c < shortest - 1 and len({s[c] for s in segs}) == 1:
        c += 1
    return c


def _tail_models(segs: list[list[str]], stems: list[str], ext_p, fixed: bool, count: int) -> list[SegModel]:
    """Segment templates from the file name up; with varying depth, up to the first folder
    whose values are of different kinds (there `**` takes over)."""
    n = len(segs)
    names = [s[-1] for s in segs]  # a folder of formats is read where its files are in them
    models: list[SegModel] = []  # models[0] = filename
    for t in range(1, count + 1):
        if t == 1:
            model = (ext_p is None and chunk_key(sorted(set(stems)), n)) or segment_model(stems, n, is_folder=False, ext=ext_p)
        else:
            model = segment_model([s[-t] for s in segs], n, is_folder=True, names=names)
        if not fixed and t > 1 and model.heterogeneous:
            break
        models.append(model)
    return models


def _name_parts(rests: list[str], n: int, ext_p: Part | None) -> list[Part] | None:
    """The file name's template after an echoed folder's text (None when it is no plain template)."""
    if not any(rests):
        return [ext_p] if ext_p else []
    model = segment_model(rests, n, is_folder=False, ext=ext_p)
    return None if model.entity_glob is not None else model.parts


def _tail_slots(models: list[SegModel], segs: list[list[str]], stems: list[str], names: list[str],
                ext_p, depth: int) -> list[Slot]:
    """The slots of every tail segment: its variables, and its values as written."""
    slots: list[Slot] = []
    for t, model in enumerate(models, start=1):
        is_folder = t > 1
        src = "filename" if t == 1 else f"segment({-t})"
        full_values = names if t == 1 else [s[-t] for s in segs]
        parent = None
        if t < len(models):
            pp = models[t].parts
            if len(pp) == 1 and pp[0].var is None:
                parent = pp[0].text
        seg_order = depth - t
        if model.entity_glob is not None:
            slots.extend(entity_slots(model, full_values, src, ext_p, seg_order))
            continue
        per_var = read_template(model, full_values)
        if per_var is None:  # template does not read back its own values: keep the position, no fields
            model.parts = [whole_segment()]
            continue
        slots.extend(template_slots(model, per_var, src, full_values, seg_order, is_folder, parent))
        slots.extend(id_and_number(model, src, full_values, seg_order, is_folder))
        slots.extend(clock_runs(model, src, full_values, seg_order))
        slots.extend(clock_after_underscored_date(model, src, full_values, seg_order))
        slots.extend(version_pair(src, full_values, seg_order, is_folder))
        slots.extend(hash_pair(model, src, full_values, seg_order))
        slots.extend(number_pair(model, src, full_values, seg_order, is_folder))
        slots.extend(coded_accession(model, src, full_values, seg_order))
        slots.extend(dashed_prefix_id(model, src, full_values, seg_order))
        slots.extend(optional_code_id(model, src, full_values, seg_order))
        slots.extend(label_words(model, src, full_values, seg_order) + keyword_value(model, src, full_values, seg_order))
        slots.extend(trailing_number(model, src, full_values, seg_order))
        slots.extend(single_cut(model, src, full_values, seg_order))
        slots.extend(version_cut(model, src, full_values, seg_order))
        slots.extend(number_after_optional_separator(model, src, full_values, seg_order))
        if t == 1:
            slots.extend(leading_code(model, src, full_values, seg_order))
            slots.extend(slug_code(model, src, full_values, seg_order))
            slots.extend(leading_letters(model, src, full_values, seg_order))
            slots.extend(trailing_label(model, src, full_values, seg_order))
            slots.extend(spaced_title(model, src, full_values, seg_order))
            folders = [s[-2] for s in segs if len(s) > 1]
            variant = echoed_variant(model, src, full_values, folders, seg_order) if len(folders) == len(segs) else []
            sides = side_prefix(model, src, full_values, seg_order)
            slots.extend(sides or variant or category_word(model, src, full_values, seg_order))
            slots.extend(sidecar_format(model, src, full_values, seg_order))
            if len(folders) == len(segs):
                slots.extend(gopro_chapter(model, src, full_values, folders, seg_order))
            slots.extend(owner_item_id(model, src, full_values, _owners(segs), seg_order))
            slots.extend(word_number(model, src, full_values, seg_order))
            slots.extend(prefixed_identifier(model, src, full_values, seg_order))
            slots.extend(category_in_value(model, src, full_values, seg_order))
        slots.extend(bracketed_id(model, src, full_values, seg_order))
        slots.extend(number_letter(model, src, full_values, seg_order))
        slots.extend(numbered_code(model, src, full_values, seg_order))
        slots.extend(sky_designation(model, src, full_values, seg_order))
        slots.extend(pacbio_movie(model, src, full_values, seg_order))
        slots.extend(coded_pieces(src, full_values, seg_order, per_var))
        slots.extend(year_day(model, src, full_values, seg_order))
        slots.extend(counted_piece(model, src, full_values, seg_order, COUNTING_WORDS))
        slots.extend(as_written_slots(model, src, full_values, seg_order, is_folder, parent))
    return slots


def _owners(segs: list[list[str]]) -> list[list[str]]:
    """Each sample's folders from the file's own upwards, as far as every sample has one (at most 3 levels)."""
    depth = min(3, min((len(s) for s in segs), default=1) - 1)
    return [[s[-k] for s in segs] for k in range(2, depth + 2)]


def _nested_uid_names(names: list[str], slots: list[Slot]) -> list[str]:
    """Two DICOM UID folders one inside the other are the study and its series (the DICOM
    hierarchy patient / study / series / instance), not `uid` and `uid_2`."""
    uids = [i for i, (nm, s) in enumerate(zip(names, slots)) if nm == "uid" and s.source.startswith("segment(")]
    if len(uids) != 2:
        return names
    out = list(names)
    out[uids[0]], out[uids[1]] = "study_uid", "series_uid"
    return out


def _better_generic(name: str, slot: Slot) -> str:
    """A generic name (`folder`, `name`, `number`) replaced by what a closed set of values says."""
    if name not in GENERIC or slot.rank > 0:
        return name
    return value_name(slot.raw) or name


def _fields(slots: list[Slot]) -> tuple[list[Field], list[str]]:
    """Slots as fields with unique names (duplicates dropped, path order)."""
    names_u = unique_names(_nested_uid_names([_better_generic(sanitize(s.name), s) for s in slots], slots))
    fields = [
        Field(
            name=nm, type=s.type, source=s.source,
            pattern=T.portable_pattern(collapse_cells(s.pattern)) if s.pattern else s.pattern,
            format=s.fmt,
            default_null=s.default_null, kind=s.kind, url_decode=s.var.url_decode, combine=s.combine,
            raw=tuple(s.raw), rank=s.rank,
        )
        for nm, s in zip(names_u, slots)
    ]
    fixed = [fix_combine(f, names_u, slots) for f in fields]
    # a combined field some of whose pieces were dropped as repeats (a day folder the name's date repeats) is none
    return [g for f, g in zip(fields, fixed) if len(g.combine or ()) == len(f.combine or ())], names_u


def _kept_if_verified(put_back: Analysis | None, paths: list[str]) -> Analysis | None:
    """A draft whose removed level or bundle was put back, kept when `verify` leaves its glob as it is on the
    samples (its fields those verify keeps); None otherwise, and the caller goes on as if there were none."""
    if put_back is None:
        return None
    checked: list[str] = []
    glob, kept = verify(put_back.glob, list(put_back.fields), paths, "", checked)
    if glob != put_back.glob:
        return None
    return replace(put_back, fields=tuple(kept), notes=put_back.notes + tuple(checked))


def _analyse_group(paths: list[str], outliers: list[str], total: int, notes: list[str], *,
                   open_sets: bool = True) -> Analysis:
    """The analysis of one group of samples of one kind (`open_sets`: the samples are a draw, so a set of
    values some of them list may be opened by `held_out`)."""
    absolute = all(p.startswith("/") for p in paths)
    segs = [[s for s in p.split("/") if s] for p in paths]
    level = optional_level(segs)
    if level is not None:  # analysed without the level, then put back (docs/analyser.md, step 3)
        leveled = _kept_if_verified(with_level(_analyse_group(without_level(paths, segs, level), outliers, total,
                                                              notes, open_sets=open_sets), paths, level), paths)
        if leveled is not None:
            return leveled
    bundle = entry_bundle(segs)
    if bundle is not None:  # bundles written as flat members, analysed, then put back (bundles.py)
        bundled = _kept_if_verified(with_bundles(_analyse_group(without_bundles(paths, segs, bundle), outliers,
                                                                total, notes, open_sets=open_sets), paths, bundle),
                                    paths)
        if bundled is not None:
            return bundled
    shard = sharded_id(segs)
    if shard is not None:  # analysed without the shard folders, then `**` put back (shards.py)
        sharded = with_shards(_analyse_group(without_shards(paths, segs, shard), outliers, total, notes,
                                                open_sets=open_sets), paths, shard)
        if sharded is not None and verify(sharded.glob, list(sharded.fields), paths, "", [])[0] == sharded.glob:
            return sharded
    depths = [len(s) for s in segs]
    m, M = min(depths), max(depths)
    fixed = m == M
    names = [s[-1] for s in segs]
    rotated = rotated_extension(names)
    ext, ext_p, stems = rotated or file_extension(names)
    if open_sets:
        ext_p = open_format_set(ext_p, names, outliers)
    packed = optional_compression(names) if ext_p is None else None
    if packed is not None:
        ext_p, stems = packed
    c = _shared_lead(segs, m)
    root = _varying_root(segs, m) if not fixed and c == 0 else 0
    start = root + 1 if root else c  # the leading folders the glob writes before `**`
    name_p, bare = ext_p, stems
    if ext_p is not None and kept_by_hand(paths):  # copies (` (2)`) of a file are the same kind
        name_p, bare = with_markers(ext_p), strip_markers(stems)

    models = _tail_models(segs, bare, name_p, fixed, m if fixed else m - start)
    date_folders(models, segs)
    month_folder_day(models, segs)
    def name_parts_of(rests: list[str]) -> list[Part] | None:
        return _name_parts(rests, len(paths), name_p)
    one_member_folders(models, segs, bare, name_parts_of)
    name_repeats_varying_folder(models, segs, bare, name_parts_of)
    child_of_one_member(models, segs)
    number_beside_ids(models, segs)
    split_word_in_name(models)
    slippy_tiles(models, segs, bare, name_p)
    named_branch_folders(models, segs)
    qualified_owner_folders(models, segs)
    copies_of_folders(models, segs)
    numbered_band(models[0], bare)
    datatype_folders(models, segs)
    part_files(models, names)
    rotated_name(models[0], names, name_p if rotated is not None else None)
    log_generation(models[0])
    for model in models:  # after the member rules: a one-branch well's row is a code too
        well_rows(model)
    for t, model in enumerate(models, start=1):  # the letters every sample glues to a free value
        glued_literals(model, names if t == 1 else [s[-t] for s in segs])
    slots = _tail_slots(models, segs, bare, names, name_p, M)
    lead_globs = [T.glob_escape(x) for x in segs[0][:c]]
    lead_slots: list[Slot] = []
    if not fixed:
        lead_globs, lead_slots = _varying_root_lead(segs, root) if root else _lead_members(paths, segs[0][:c])
        slots.extend(lead_slots)
        middle = middle_key_slots(segs, start, len(models))
        slots.extend(middle)
        slots.extend(key_any_slot(middle, segs))
        slots.extend(_lead_child_slot(segs, start, middle))
        if start == 0 and not any(p.startswith("/") for p in paths):
            slots.extend(_root_folder_slots(segs, len(models)))
    slots.extend(combined_date(slots))
    slots.extend(split_id(slots, segs))
    slots = dedupe(slots)
    slots.sort(key=lambda s: s.order)
    fields, names_u = _fields(slots)
    ext_field = _extension_field(names, ext_p, names_u)
    if ext_field is not None:
        fields.append(ext_field)
    copy = copy_field(names, bare, stems, ext_p, names_u) if name_p is not ext_p else None
    if copy is not None:
        fields.append(copy)
    if name_p is not ext_p:
        fields.extend(conflict_fields(paths, ext_p, names_u))
    fields = note_and_octave(id_and_suffix_chain(dotted_code_places(fields), bare))
    fields = code_and_optional_number(trailing_pieces(number_and_part_letter(fields)))

    # member folders: the glob generalises a folder above the name (not one flat folder of names)
    members = any(not all_literal(mdl) for mdl in models[1:]) or any(len(s) != c + 1 for s in segs)
    tighten_name_glob(models[0], bare, members)
    numbered_name_glob(models[0], bare)
    numbered_ending_glob(models[0], bare)
    number_folder_globs(models, segs)
    tail_globs = [mdl.glob for mdl in reversed(models)]
    tail_struct = [segment_structure(mdl, slots, names_u, t) for t, mdl in reversed(list(enumerate(models, start=1)))]
    if fixed:
        glob_segs = tail_globs
        struct_segs = tail_struct
    else:
        lead = lead_globs
        tail_globs, tail_struct = open_depth(tail_globs, tail_struct)
        glob_segs = lead + ["**"] + tail_globs
        root_name = next((nm for nm, sl in zip(names_u, slots) if root and sl is lead_slots[0]), "*")
        struct_segs = ([root_name if root_name == "*" else "{" + root_name + "}"] + segs[0][1:start] if root
                       else segs[0][:c]) + ["**"] + tail_struct
        if not lead:
            glob_segs = glob_segs[1:]
    glob_segs, left_out = _without_mount(glob_segs, segs[0][:c] if len(paths) > 1 else [], absolute, fields)
    if not absolute and not any(f.source in ("full_path", "rel_path") for f in fields):
        glob_segs = at_dataset_root(glob_segs, segs, notes)
    glob = "/".join(glob_segs)
    structure = ("/" if absolute else "") + "/".join(struct_segs)
    glob, fields = verify(glob, fields, paths, ext_p.glob if ext_p else "", notes)
    fields = within_limits(fields, notes)
    return Analysis(
        name=rule_name(models, ext, [] if fixed else segs[0][:c]),
        glob=glob,
        fields=tuple(fields),
        structure=structure,
        samples=tuple(paths),
        outliers=tuple(outliers),
        sample_count=total,
        notes=tuple(notes),
        left_out=left_out,
    )


def open_depth(globs: list[str], structure: list[str]) -> tuple[list[str], list[str]]:
    """The tail a `**` heads without the bare folders (`*`) the shallowest sample had beyond the first: Kafka's
    `kafka/**/*/*/[A-Z]*.html` from packages two and three deep becomes `kafka/**/*/[A-Z]*.html`, which takes
    `kafka/common/MetricName.html` too; a folder with a shape (`sub-*`, `????-??-??`) and the file name stay.

    Why: where depth varies in the samples, how deep the shallowest one sits is an accident of the draw.
    """
    k = 0
    while k + 2 < len(globs) and globs[k] == "*" and globs[k + 1] == "*":
        k += 1
    return globs[k:], structure[k:]


def _varying_root(segs: list[list[str]], shortest: int) -> int:
    """How many folders every sample shares right after a first folder that varies, when depth varies
    below them (`<version>/javadoc/org/apache/kafka/<package…>/<Class>.html`); 0 when none does."""
    if len({s[0] for s in segs}) < 2:
        return 0
    k = 0
    while k + 1 < shortest - 1 and len({s[k + 1] for s in segs}) == 1:
        k += 1
    return k


def _varying_root_lead(segs: list[list[str]], root: int) -> tuple[list[str], list[Slot]]:
    """The glob's leading folders for a varying first folder above shared ones (`*/javadoc/org/apache/kafka/**`),
    and that folder's field, read from the full path before the shared folders.

    Why: aligned from the end that folder sits at no one position, and a glob of bare `*` folders matches any tree."""
    firsts = [s[0] for s in segs]
    model = segment_model(firsts, len(segs), is_folder=True)
    chain = "".join("/" + T.rx_escape(x) for x in segs[0][1:root + 1]) + "/"
    var = model.parts[0].var if len(model.parts) == 1 and model.entity_glob is None else None
    if var is None or model.heterogeneous or not all(re.fullmatch(var.regex, f) for f in firsts):
        var, glob = Var(VarKind.STRING, "[^/]+", "string"), "*"
    else:
        glob = model.glob
    slot = Slot(var, "full_path", f"(?:^|/)({var.regex}){chain}", list(firsts), (0, 0), var.kind, var.type,
                fmt=var.fmt, name=var.name or folder_context_name(segs[0][1]) or "folder", rank=1)
    return [glob] + [T.glob_escape(x) for x in segs[0][1:root + 1]], [slot]


def _lead_members(paths: list[str], lead: list[str]) -> tuple[list[str], list[Slot]]:
    """The shared folders above a varying depth, as the glob writes them: one whose shape says it is one
    member of a family (`0101/javadoc/org/…/**`, a year, a release) generalises as it would in the aligned
    tail, its values read from the full path up to the shared folders after it (the folders above may be
    a mount point); the others stay literal, as does a member with no shared literal folder after it.

    Why: samples from one branch share its folder whether it sits above a varying depth or in the tail.
    """
    n = len(paths)
    models = []
    for folder in lead:
        model = segment_model([folder] * n, n, is_folder=True)
        if model.entity_glob is None and all_literal(model):
            one_of_a_series(model, folder, None)
        member = model.entity_glob is None and not all_literal(model) and read_template(model, [folder]) is not None
        models.append(model if member else None)
    while models and models[-1] is not None:  # a member is read up to a shared folder after it
        models[-1] = None
    globs = [m.glob if m is not None else T.glob_escape(x) for m, x in zip(models, lead)]
    regexes = ["".join(f"(?:{p.regex})" if p.var is not None else p.regex for p in m.parts) if m is not None
               else T.rx_escape(x) for m, x in zip(models, lead)]
    slots: list[Slot] = []
    for i, model in enumerate(models):
        if model is None:
            continue
        for j, part in enumerate(model.parts):
            if part.var is None:
                continue
            here = "".join(f"({p.regex})" if k == j else (f"(?:{p.regex})" if p.var is not None else p.regex)
                           for k, p in enumerate(model.parts))
            pattern = "(?:^|/)" + here + "".join("/" + r for r in regexes[i + 1:]) + "/"
            found = [re.search(pattern, p) for p in paths]
            raw: list[str | None] = [m.group(1) if m else None for m in found]
            var = part.var
            slots.append(Slot(var, "full_path", pattern, raw, (i, j), var.kind, var.type, fmt=var.fmt,
                              name=var.name or (folder_context_name(lead[i - 1]) if i else None)
                              or ("number" if var.type == "integer" else "folder"),
                              rank=var.rank))
    return globs, slots


def _lead_child_slot(segs: list[list[str]], c: int, middle: list[Slot]) -> list[Slot]:
    """The folder right below the shared leading folders, when depth varies below it
    (`sources/<country>/<name>.json` beside `sources/<country>/<region>/<name>.json`): counted
    from the end it sits at different depths, so it is read from the full path after the last
    shared folder (`(?:^|/)sources/([^/]+)/`); key folders there are read by key already."""
    if c < 1 or any(len(s) < c + 2 for s in segs):
        return []
    values = [s[c] for s in segs]
    if middle and all(T.HIVE_RX.match(v) or T.KV_PIECE_RX.match(v) for v in values):
        return []
    parent = segs[0][c - 1]
    pattern = f"(?:^|/){T.rx_escape(parent)}/([^/]+)/"
    var = Var(VarKind.STRING, "[^/]+", "string")
    name = folder_context_name(parent) or "folder"
    return [Slot(var, "full_path", pattern, list(values), (c, 0), VarKind.STRING, "string", name=name, rank=1)]


def _root_folder_slots(segs: list[list[str]], tail: int) -> list[Slot]:
    """Files at different depths under no shared folder (a template repository's `X.gitignore`,
    `Global/X.gitignore`, `community/<group>/X.gitignore`): the top folder and the folder right
    above the file, where a file has them, are fields (null at the root), read from the path
    relative to the listing's root; counted from the end they sit at no one position."""
    if tail != 1 or all(len(s) < 2 for s in segs):
        return []
    out = []
    for pattern, pick, order in ((r"^([^/]+)/", 0, -2.0), (r"([^/]+)/[^/]+$", -2, -1.5)):
        raw: list[str | None] = [s[pick] if len(s) > 1 else None for s in segs]
        var = Var(VarKind.STRING, "[^/]+", "string", default_null=True)
        out.append(Slot(var, "rel_path", pattern, raw, (0, order), VarKind.STRING, "string", default_null=True,
                        name="folder", rank=0))
    return out


def _extension_field(names: list[str], ext_p: Part | None, taken: list[str]) -> Field | None:
    """A kind written with several extensions (`rec_001.json` beside `rec_001.ome.tif`: one
    recording in two files) gets the extension as a field, so the records tell them apart."""
    name = "extension" if "extension" not in taken else "file_extension"
    if ext_p is not None and ext_p.text == ".*":  # one name in any format: the format is all after the name
        stem = names[0][: len(names[0]) - len(".".join(T.ext_parts(names[0]))) - 1]
        raw0 = tuple(n[len(stem) + 1:] for n in names)
        return Field(name=name, type="string", source="filename", pattern="^" + re.escape(stem) + r"\.(.+)$",
                     kind=VarKind.STRING, raw=raw0)
    if ext_p is ANY_FORMAT:  # a BIDS data type folder's files: the format is all after the suffix's dot
        rx = re.compile(ANY_FORMAT.regex + "$")
        found = [rx.search(n) for n in names]
        return Field(name=name, type="string", source="filename", pattern=r"\.([^_/]+)$", kind=VarKind.STRING,
                     raw=tuple(m.group(0)[1:] if m else None for m in found))
    if ext_p is None or not ext_p.glob.startswith("{") or not ext_p.text.startswith(".{"):
        return None
    alternatives = sorted(ext_p.text[2:-1].split(","), key=lambda e: (-len(e), e))
    raw: list[str | None] = []
    for file_name in names:
        low = file_name.lower()
        raw.append(next((a for a in alternatives if low.endswith("." + a.lower())), None))
    pattern = r"\.(" + "|".join(re.escape(a) for a in alternatives) + r")$"
    return Field(name=name, type="string", source="filename", pattern=pattern, kind=VarKind.ENUM, raw=tuple(raw))


def _without_mount(glob_segs: list[str], lead: list[str], absolute: bool, fields: list[Field]) -> tuple[list[str], str | None]:
    """The glob without the folders above the tree (`/mnt/lab/` of `/mnt/lab/study42/sub-*/...`).

    Of the literal folders an absolute glob starts with, the last (`study42`) stays, as it names the
    tree, unless the shared folder after them was generalised (`ds000117`), which then names it. The
    glob is kept whole when a field reads the full path (its pattern may hold the prefix) and for a
    single sample (nothing tells the mount point from the structure).

    Why: the same tree listed as bucket keys or from another mount (docs/analyser.md, "Where the tree is mounted")."""
    # a full-path pattern floating on a folder name (`(?:^|/)sources/`) holds no mount point
    if not absolute or any(f.source == "full_path" and not (f.pattern or "").startswith("(?:^|/)") for f in fields):
        return glob_segs, None
    literal = 0
    while literal < min(len(lead), len(glob_segs) - 1) and glob_segs[literal] == T.glob_escape(lead[literal]):
        literal += 1
    # a shared folder the glob generalised (`ds000117` -> `ds??????`) names the tree itself
    drop = literal if literal < min(len(lead), len(glob_segs) - 1) else literal - 1
    if drop < 1:
        return glob_segs, None
    return glob_segs[drop:], "/" + "/".join(lead[:drop])