"""A saved rule's description holds no local folders and nothing redaction removes (issue 16 item 11)."""
from __future__ import annotations

import pytest

from pathfinder.errors import UsageError
from pathfinder.generation.description import local_prefix, share_description, shareable_description
from pathfinder.generation.redact import Redactor
from pathfinder.validation.pipeline import validate_draft

BIDS = [f"/home/alice/data/ds001/sub-0{i}/func/sub-0{i}_bold.nii.gz" for i in range(1, 4)]
ME = Redactor(user_names=("alice",), home="/home/alice")
PY = '''NAME = "bids"
GLOB = "ds001/sub-*/func/*_bold.nii.gz"
DESCRIPTION = (
    "BOLD runs in /home/alice/data/ds001/sub-{subject}"
)


def extract(path):
    return {"subject": path.split("/")[-3][4:]}
'''


def test_local_prefix_is_the_shared_folders_above_the_tree():
    assert local_prefix(BIDS) == "/home/alice/data"
    assert local_prefix(["/data/mission_042/a.csv", "/data/mission_043/b.csv"]) is None  # /data names the tree
    assert local_prefix(["C:\\Users\\kim\\scans\\2024\\a.pdf", "C:\\Users\\kim\\scans\\2025\\b.pdf"]) == "C:/Users/kim"
    assert local_prefix([]) is None


@pytest.mark.parametrize("given, shared", [
    ("Inferred: /home/alice/data/ds001/sub-{subject}/func/*.nii.gz", "Inferred: ds001/sub-{subject}/func/*.nii.gz"),
    ("runs of alice, ask alice@lab.org", "runs of <user>, ask <email>"),
    ("ds001/sub-{subject}/func", "ds001/sub-{subject}/func"),  # already shareable: unchanged
    ("see /home/alice/notes.txt", "see notes.txt"),  # the samples' home folder, above their tree
    ("copied from /Users/bob/scans", "copied from /Users/~/scans"),  # another home folder: redacted
])
def test_shareable_description(given, shared):
    new, removed = shareable_description(given, BIDS, ME)
    assert new == shared and bool(removed) == (given != shared)


def test_a_python_rule_description_is_rewritten_in_place():
    success = validate_draft(PY, BIDS)
    assert success.ok, success
    shared, note = share_description(success, BIDS, ME)
    assert shared.text == PY.replace('(\n    "BOLD runs in /home/alice/data/ds001/sub-{subject}"\n)',
                                     '"BOLD runs in ds001/sub-{subject}"')
    assert "/home/alice/data" in note and shared.rule is success.rule


def test_nothing_to_change_keeps_the_draft_itself():
    success = validate_draft(PY.replace("/home/alice/data/", ""), BIDS)
    assert share_description(success, BIDS, ME) == (success, None)


def test_a_description_that_cannot_be_rewritten_is_refused():
    text = PY.replace('DESCRIPTION = (\n    "BOLD', 'TAG = "t"; DESCRIPTION = (\n    "BOLD')
    success = validate_draft(text, BIDS)
    assert success.ok, success
    with pytest.raises(UsageError, match="could not be rewritten") as exc:
        share_description(success, BIDS, ME)
    assert "edit the description" in exc.value.one_line()


def test_a_yaml_description_is_rewritten_in_its_key_only():
    text = ('name: bids\n'
            'description: >\n  BOLD runs in\n  /home/alice/data/ds001/sub-{subject}\n\n'
            '# the fields\n'
            'glob: "ds001/sub-*/func/*_bold.nii.gz"\n'
            'extract:\n  subject: {from: segment(-3), pattern: "^sub-(.+)$"}\n')
    success = validate_draft(text, BIDS)
    assert success.ok, success
    shared, note = share_description(success, BIDS, ME)
    assert shared.text == text.replace('>\n  BOLD runs in\n  /home/alice/data/ds001/sub-{subject}\n',
                                       '"BOLD runs in ds001/sub-{subject}\\n"\n')
    assert "# the fields" in shared.text and "/home/alice/data" in note
