"""False matches from wide globs, as classes (issue 15, round 14, wide14).

A folder every sample writes as a number, and a file name that opens with a zero-padded number before its title,
are members of a numbered family; a glob of `*` there also took their siblings of another kind (a word folder
beside the numbered ones: an icon theme's `symbolic/` beside `16/`, Jenkins' `lastSuccessfulBuild/` beside
`1188/`; a package's or folder's marker files beside numbered names: `__init__.py` beside `0001_initial.py`,
`README.md` beside `0001-use-postgres.md`). The glob now opens with a digit there (`[0-9]*`,
analysis/digit_globs.py), which every numbered sibling of any width still matches. Each matrix row is another
domain; look-alikes (names that open with letters, folders whose samples are not all numbers, widths that are a
format) keep their reading."""
from __future__ import annotations

import pytest

from pathfinder.analysis import analyse
from pathfinder.engine.globs import compile_glob

# (domain, samples, unseen siblings of the kind, siblings of another kind)
_NUMBER_FOLDERS = [
    ("icon_theme",
     [f"{c}/{s}/{n}.svg" for c, s, n in [
         ("actions", 16, "edit-copy"), ("apps", 24, "firefox"), ("places", 32, "folder"),
         ("devices", 48, "drive-harddisk"), ("mimes", 64, "text-x-generic"), ("status", 128, "dialog-error"),
         ("actions", 24, "edit-paste"), ("apps", 16, "gimp"), ("places", 48, "user-home"),
         ("emblems", 32, "emblem-default")]],
     ["actions/22/edit-cut.svg", "apps/256/inkscape.svg", "status/8/dot.svg"],
     ["actions/symbolic/edit-copy-symbolic.svg", "apps/scalable/firefox.svg"]),
    ("jenkins_builds",
     [f"jenkins/jobs/{j}/builds/{b}/log" for j, b in [
         ("api", 17), ("api", 203), ("web", 5), ("web", 1188), ("etl", 42), ("etl", 43), ("docs", 9),
         ("docs", 311), ("api", 88), ("web", 1190)]],
     ["jenkins/jobs/api/builds/1/log", "jenkins/jobs/new/builds/20411/log"],
     ["jenkins/jobs/api/builds/lastSuccessfulBuild/log", "jenkins/jobs/web/builds/lastStableBuild/log"]),
    ("training_checkpoints",
     [f"runs/{r}/checkpoints/{s}/model.safetensors" for r, s in [
         ("bert-base", 500), ("bert-base", 1000), ("bert-base", 1500), ("gpt-small", 2000), ("gpt-small", 12000),
         ("t5-large", 250), ("t5-large", 750), ("gpt-small", 31000), ("bert-base", 4500), ("t5-large", 100)]],
     ["runs/bert-base/checkpoints/50/model.safetensors", "runs/new/checkpoints/250000/model.safetensors"],
     ["runs/bert-base/checkpoints/best/model.safetensors", "runs/t5-large/checkpoints/final/model.safetensors"]),
    ("film_rolls",
     [f"scans/{y}/{r}/{f}.tif" for y, r, f in [
         ("kodak", 101, "frame_a"), ("kodak", 102, "frame_b"), ("ilford", 7, "frame_c"), ("ilford", 8, "frame_d"),
         ("fuji", 33, "frame_e"), ("fuji", 34, "frame_f"), ("kodak", 140, "frame_g"), ("ilford", 12, "frame_h"),
         ("fuji", 35, "frame_i"), ("kodak", 151, "frame_j")]],
     ["scans/kodak/1/frame_k.tif", "scans/agfa/1234/frame_l.tif"],
     ["scans/kodak/contact_sheets/frame_a.tif", "scans/fuji/unsorted/frame_x.tif"]),
    ("survey_waves",
     [f"survey/wave{w}/responses/{d}/{t}.csv" for w, d, t in [
         (1, 301, "household"), (1, 3302, "person"), (2, 40, "household"), (2, 3415, "person"),
         (3, 520, "household"), (3, 13533, "person"), (4, 3601, "household"), (4, 88, "person"),
         (1, 305, "income"), (2, 3499, "income")]],
     ["survey/wave5/responses/3700/household.csv", "survey/wave1/responses/12/person.csv"],
     ["survey/wave1/responses/codebook/household.csv", "survey/wave2/responses/pilot/person.csv"]),
]

_NUMBERED_NAMES = [
    ("django_migrations",
     [f"shop/{a}/migrations/{n:04d}_{t}.py" for a, n, t in [
         ("orders", 1, "initial"), ("orders", 2, "add_total"), ("users", 1, "initial"), ("users", 7, "alter_email"),
         ("billing", 12, "auto_20240101_1200"), ("billing", 3, "invoice_number"), ("orders", 15, "squashed_0014"),
         ("users", 4, "remove_field"), ("catalog", 1, "initial"), ("catalog", 9, "add_index")]],
     ["shop/orders/migrations/0016_merge.py", "shop/new/migrations/10000_big.py"],
     ["shop/orders/migrations/__init__.py", "shop/users/migrations/__init__.py"]),
    ("architecture_decisions",
     [f"docs/adr/{n:04d}-{t}.md" for n, t in [
         (1, "record-architecture-decisions"), (2, "use-postgres"), (3, "adopt-kafka"), (4, "split-monolith"),
         (7, "api-gateway"), (9, "feature-flags"), (11, "drop-redis"), (12, "grpc-internal"), (15, "sso"),
         (18, "observability")]],
     ["docs/adr/0019-rate-limits.md", "docs/adr/0100-retire-v1.md"],
     ["docs/adr/adr-template.md", "docs/adr/README-de.md", "docs/adr/index-by-status.md"]),
    ("numbered_alembic_revisions",
     [f"db/versions/{n:03d}_{t}.py" for n, t in [
         (1, "create_users"), (2, "add_email"), (3, "orders"), (12, "index"), (5, "drop"), (7, "rename"),
         (21, "fk"), (69, "seed"), (15, "views"), (84, "alter")]],
     ["db/versions/151_partition.py", "db/versions/1000_archive.py"],
     ["db/versions/__init__.py", "db/versions/env.py"]),
    ("pipeline_steps",
     [f"etl/pipeline/steps/{n:03d}_{t}.py" for n, t in [
         (10, "extract"), (20, "clean"), (30, "dedupe"), (40, "join_orders"), (45, "join_users"),
         (50, "aggregate"), (60, "export_csv"), (65, "export_parquet"), (70, "validate"), (80, "notify")]],
     ["etl/pipeline/steps/170_archive.py", "etl/pipeline/steps/005_fetch.py"],
     ["etl/pipeline/steps/__init__.py", "etl/pipeline/steps/__main__.py"]),
]


@pytest.mark.parametrize("domain,samples,kind,others", _NUMBER_FOLDERS + _NUMBERED_NAMES,
                         ids=[row[0] for row in _NUMBER_FOLDERS + _NUMBERED_NAMES])
def test_numbered_family_glob_keeps_other_kinds_out(domain, samples, kind, others):
    glob = analyse(samples).glob
    cg = compile_glob(glob)
    assert all(cg.match(s) for s in samples), glob
    missed = [p for p in kind if not cg.match(p)]
    assert not missed, f"{domain}: {glob!r} misses siblings of the kind {missed}"
    taken = [p for p in others if cg.match(p)]
    assert not taken, f"{domain}: {glob!r} takes files of another kind {taken}"


# look-alikes: the samples themselves do not all write a number there, so nothing is narrowed
_LOOK_ALIKES = [
    # folders some samples write as words: the glob keeps `*` and takes the word folders
    ("mixed_version_folders",
     [f"releases/{v}/app.tar" for v in ("101", "102", "latest", "103", "stable", "110", "115", "120", "beta", "121")],
     ["releases/nightly/app.tar", "releases/7/app.tar"]),
    # Flyway's names open with a letter: `V<n>__<title>`, read as before
    ("flyway_versions",
     [f"db/migration/V{n}__{t}.sql" for n, t in [
         (1, "init"), (2, "add_users"), (3, "add_orders"), (10, "index_orders"), (11, "drop_col"), (4, "seed"),
         (25, "rename"), (7, "alter_users"), (13, "views"), (5, "fk")]],
     ["db/migration/V26__audit.sql", "db/migration/V100__partition.sql"]),
    # Rails' 14-digit timestamps keep their width, a format
    ("rails_timestamps",
     [f"db/migrate/{d}_{t}.rb" for d, t in [
         ("20240101120000", "create_users"), ("20240115093000", "add_email"), ("20230301101010", "create_orders"),
         ("20221231235959", "add_index"), ("20240202020202", "drop_table"), ("20240303030303", "rename_col"),
         ("20210505050505", "create_items"), ("20200606060606", "add_price"), ("20190707070707", "remove_x"),
         ("20180808080808", "fk")]],
     ["db/migrate/20250101000000_new_table.rb"]),
    # names that are words: the name's glob is unchanged
    ("word_names",
     [f"notes/{t}.md" for t in ("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa")],
     ["notes/omega.md", "notes/drafts_2.md"]),
]


@pytest.mark.parametrize("domain,samples,kind", _LOOK_ALIKES, ids=[row[0] for row in _LOOK_ALIKES])
def test_look_alikes_keep_their_reading(domain, samples, kind):
    cg = compile_glob(analyse(samples).glob)
    assert all(cg.match(p) for p in samples + kind), (domain, analyse(samples).glob)


def test_one_branch_draw_still_reads_every_numbered_member():
    """Samples from one job's folder (a one-branch draw): the build number varies there too and the glob still
    takes every other build of any width, and no named link folder."""
    samples = [f"jenkins/jobs/api/builds/{b}/log" for b in (3, 17, 18, 40, 203, 204, 981, 1002, 1187, 1188)]
    cg = compile_glob(analyse(samples).glob)
    assert all(cg.match(p) for p in samples + ["jenkins/jobs/api/builds/1/log", "jenkins/jobs/api/builds/20411/log"])
    assert not cg.match("jenkins/jobs/api/builds/lastSuccessfulBuild/log")


@pytest.mark.parametrize("name", ["0" * 300 + "_x.py", "0001_" + "é" * 200 + ".py", "0001__.py", "0001_a..b.py"])
def test_hostile_numbered_names(name):
    samples = [f"app/migrations/{i:04d}_step.py" for i in range(1, 9)] + [f"app/migrations/{name}"]
    a = analyse(samples)
    cg = compile_glob(a.glob)
    assert all(cg.match(s) for s in samples), a.glob


# look-alikes of the numbered families: what the samples cannot tell from another code keeps `*`
_CODE_LOOK_ALIKES = [
    # a few numbers of one width, no padding: a hex fan-out's folders drawn from three of them may all be decimal
    ("hex_fanout", [f"repo/.git/objects/{d}/{h}{i}" for i, (d, h) in enumerate([
        ("26", "a" * 37), ("47", "b" * 37), ("91", "c" * 37), ("26", "d" * 37), ("47", "e" * 37), ("91", "f" * 37),
        ("26", "0" * 37), ("47", "1" * 37), ("91", "2" * 37), ("26", "3" * 37)])],
     ["repo/.git/objects/ff/" + "4" * 38, "repo/.git/objects/0a/" + "5" * 38]),
    # one folder every sample shares (a one-branch draw): its siblings may be any code
    ("one_shared_number_folder", [f"buckets/7/track-{i}-part.npy" for i in range(3, 13)],
     ["buckets/c/track-20-part.npy"]),
    # station ids that use their whole width (`722950` beside `010010`) may hold a letter (`A07355`)
    ("station_ids", [f"isd/2017/{u}-{w}-2017.gz" for u, w in [
        ("010010", "99999"), ("722950", "23174"), ("040180", "16201"), ("911820", "22521"), ("010014", "99999"),
        ("720267", "23224"), ("037720", "99999"), ("725300", "94846"), ("014640", "99999"), ("999999", "63856")]],
     ["isd/2017/A07355-00241-2017.gz"]),
]


@pytest.mark.parametrize("domain,samples,kind", _CODE_LOOK_ALIKES, ids=[row[0] for row in _CODE_LOOK_ALIKES])
def test_codes_the_samples_cannot_tell_keep_a_wide_glob(domain, samples, kind):
    glob = analyse(samples).glob
    cg = compile_glob(glob)
    assert all(cg.match(p) for p in samples + kind), (domain, glob)
