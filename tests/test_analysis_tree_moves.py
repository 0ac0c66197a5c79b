"""Rules that survive the tree moving, and kinds written with several extensions (issue 13, items 5-6)."""
from __future__ import annotations

from pathfinder.analysis import analyse, render_draft
from pathfinder.api import load_rule
from pathfinder.validation.result import Success
from pathfinder.validation.pipeline import validate_draft

STUDY = [f"/mnt/lab/study42/sub-{i:02d}/func/sub-{i:02d}_task-rest_bold.nii.gz" for i in range(1, 6)]


def test_the_mount_point_stays_out_of_the_glob_and_the_rule_matches_the_tree_elsewhere() -> None:
    a = analyse(STUDY)
    assert a.glob.startswith("study42/") and "mnt" not in a.glob and "lab" not in a.glob
    assert a.left_out == "/mnt/lab"
    assert "the glob leaves out /mnt/lab/" in a.summary  # what the wizard and generate show
    assert a.structure.startswith("/mnt/lab/study42/")  # the structure line still shows where it was
    rule = load_rule(render_draft(a))
    moved = ["s3://bucket/study42/sub-07/func/sub-07_task-rest_bold.nii.gz",
             "study42/sub-07/func/sub-07_task-rest_bold.nii.gz",
             "/Volumes/backup/study42/sub-07/func/sub-07_task-rest_bold.nii.gz",
             STUDY[0]]
    for path in moved:
        fields = rule.extract(path)
        assert fields is not None and str(fields["subject"]).lstrip("0") in ("1", "7"), path
    assert not rule.match("/mnt/lab/study43/sub-07/func/sub-07_task-rest_bold.nii.gz")  # the tree's own name stays


def test_one_shared_folder_is_kept_and_nothing_is_said() -> None:
    a = analyse([f"/data/mission_{i:03d}/2024-01-0{i}/readings.csv" for i in range(1, 6)])
    assert a.glob.startswith("data/") and a.left_out is None
    assert "leaves out" not in a.summary


def test_variable_depth_keeps_the_tree_name_before_the_double_star() -> None:
    paths = [f"/srv/exports/site/{'a/' * (i % 3)}log_{i:03d}.txt" for i in range(1, 9)]
    a = analyse(paths)
    assert not a.glob.startswith("srv/") and a.left_out is not None
    rule = load_rule(render_draft(a))
    assert all(rule.match(p.replace("/srv/exports", "gs://other")) for p in paths)


def test_several_extensions_make_the_extension_a_field() -> None:
    paths = [f"/lab/scope/rec_{i:03d}.{e}" for i in range(1, 5) for e in ("ome.tif", "json")]
    a = analyse(paths)
    ext = a.field_named("extension")
    assert ext is not None and ext.source == "filename"
    assert sorted(set(ext.values())) == ["json", "ome.tif"]
    draft = render_draft(a)
    result = validate_draft(draft, paths)
    assert isinstance(result, Success)
    got = {row.path: row.fields for row in result.preview}
    assert got["/lab/scope/rec_001.json"] == {"reconstruction_id": 1, "extension": "json"}
    assert got["/lab/scope/rec_001.ome.tif"] == {"reconstruction_id": 1, "extension": "ome.tif"}


def test_one_extension_adds_no_field() -> None:
    a = analyse([f"/lab/scope/rec_{i:03d}.json" for i in range(1, 5)])
    assert a.field_named("extension") is None


def test_a_generalised_tree_folder_names_the_tree_and_the_mount_above_it_stays_out() -> None:
    """When the shared folder is an id the analyser generalises (`ds000117` -> `ds??????`), it names
    the tree: the literal folder above it is part of the mount and stays out of the glob."""
    samples = [f"/mnt/lab/ds000117/sub-{i:02d}/anat/sub-{i:02d}_T1w.nii.gz" for i in range(1, 5)]
    a = analyse(samples)
    assert a.glob.startswith("ds??????/") and "lab" not in a.glob and "mnt" not in a.glob
    assert a.left_out == "/mnt/lab"
    rule = load_rule(render_draft(a))
    for moved in ("ds000117/sub-09/anat/sub-09_T1w.nii.gz", "/Volumes/x/ds000248/sub-09/anat/sub-09_T1w.nii.gz"):
        assert rule.match(moved), moved
