"""What leaves the machine: home dirs, user names, e-mails, tokens and keys are redacted."""
from __future__ import annotations

import secrets as pysecrets

import pytest

from pathfinder.engine.paths import normalize, split_segments
from pathfinder.generation.redact import Redactor, current_user_names, looks_like_token, scrub_secrets

R = Redactor(user_names=("alice",), home="/home/alice")


@pytest.mark.parametrize(
    "path, expected",
    [
        ("/home/alice/data/mission_042/2024-01-15/readings.csv", "/home/~/data/mission_042/2024-01-15/readings.csv"),
        ("/home/bob/x.csv", "/home/~/x.csv"),
        ("/Users/alice/Documents/a.txt", "/Users/~/Documents/a.txt"),
        ("C:\\Users\\alice\\Desktop\\a.txt", "C:\\Users\\~\\Desktop\\a.txt"),
        ("C:/Users/Alice/a.txt", "C:/Users/~/a.txt"),
        ("/root/scans/a.nii", "/~/scans/a.nii"),
        ("/var/home/alice/a", "/var/home/~/a"),
        ("~alice/data/a.csv", "~/data/a.csv"),
        ("/projects/alice_2024/run.csv", "/projects/<user>_2024/run.csv"),
        ("/projects/ALICE/run.csv", "/projects/<user>/run.csv"),
        ("/drops/alice.smith@example.com/f.csv", "/drops/<email>/f.csv"),
    ],
)
def test_paths(path, expected):
    assert R.path(path) == expected


def test_segment_positions_are_kept():
    for path in ("/home/alice/a/b/c.csv", "/Users/bob/a/c.csv", "C:\\Users\\alice\\a\\c.csv", "/root/a/b.csv",
                 "/srv/alice_x/a.csv", "/drops/a.b@c.org/f.csv"):
        before = split_segments(normalize(path))
        after = split_segments(normalize(R.path(path)))
        assert len(after) == len(before), (path, R.path(path))


@pytest.mark.parametrize(
    "path",
    [
        "/lake/sales/year=2024/part-00000-3abf7009-9786-4927-a502-256082acae29.c000.snappy.parquet",
        "/objects/d41d8cd98f00b204e9800998ecf8427e/blob",
        "/mri/sub-01/ses-02/func/sub-01_ses-02_task-nback_run-01_bold.nii.gz",
        "/crawl-data/CC-NEWS/2024/01/CC-NEWS-20240115123456-00042.warc.gz",
        "/api/users/42/avatar.png",
        "/data/malice/alicex/palace.csv",
        "/reports/SubjectMRIScanSession2024Run01Final.pdf",
    ],
)
def test_ordinary_paths_are_untouched(path):
    assert R.path(path) == path


def test_nonstandard_current_home_is_redacted():
    r = Redactor(user_names=("dj",), home="/srv/people/dj")
    assert r.path("/srv/people/dj/data/x.csv") == "/srv/people/~/data/x.csv"
    assert r.path("/srv/people/djx/data/x.csv") == "/srv/people/djx/data/x.csv"


def test_generic_and_short_names_are_not_replaced_everywhere():
    r = Redactor(user_names=("root", "ab"))
    assert r.path("/data/root_cause/ab/x.csv") == "/data/root_cause/ab/x.csv"


def test_tokens_and_keys():
    token = "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW2xY"
    assert R.path(f"/uploads/{token}/f.csv") == "/uploads/<token>/f.csv"
    assert R.text("key sk-ant-api03-abcdefghijklmnop here") == "key *** here"
    assert R.text("/x?token=abcdef123456&y=1") == "/x?token=***&y=1"
    assert R.text("Authorization: Bearer abc.def.ghi123") == "Authorization: Bearer ***"
    assert R.text("ghp_abcdefghijklmnopqrstuvwxyz0123") == "***"
    hits = sum(looks_like_token(pysecrets.token_urlsafe(24)) for _ in range(200))
    assert hits > 150  # random url-safe tokens are caught (the known-key rules catch real keys)


def test_text_redacts_paths_inside_prose():
    text = "structure: /home/alice/data/{id}/x.csv, see 'C:\\Users\\alice\\y' (mail alice@corp.io)"
    out = R.text(text)
    assert "alice" not in out.lower()
    assert "/home/~/data/{id}/x.csv" in out and "<email>" in out


def test_scrub_secrets_removes_exact_values_and_key_shapes():
    key = "custom-secret-value-123"
    assert scrub_secrets(f"x {key} y", [key]) == "x *** y"
    assert scrub_secrets("sk-ant-api03-ZZZZZZZZZZZZ", []) == "***"
    assert scrub_secrets("api_key=abcdefgh1234", []) == "api_key=***"
    assert scrub_secrets("/home/alice/a.csv", []) == "/home/alice/a.csv"  # paths stay for local logs
    assert scrub_secrets("", ["x"]) == ""


def test_current_user_names_from_environment():
    names = current_user_names({"USER": "zed", "HOME": "/home/zed2"})
    assert "zed" in names and "zed2" in names
    r = Redactor.for_environment({"USER": "zed", "HOME": "/home/zed"}, secrets=["s3cr3t-value"])
    assert r.path("/home/zed/a") == "/home/~/a"
    assert r.text("s3cr3t-value") == "***"


def test_home_folder_owners_in_the_samples_are_hidden_everywhere():
    from pathfinder.generation.redact import home_user_names

    paths = ["/home/dave/x/a.csv", "/Users/erin/x/b.csv", "C:\\Users\\frank\\x\\c.csv", "/data/x/d.csv"]
    assert home_user_names(paths) == ["dave", "erin", "frank"]
    r = Redactor().for_samples(paths)
    assert r.text("owner: dave, erin, frank (3 values)") == "owner: <user>, <user>, <user> (3 values)"
    assert Redactor().for_samples(["/data/a.csv"]) == Redactor()
