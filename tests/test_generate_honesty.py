"""`pathfinder generate` says what it left out, warns about paths not on disk, and saves shareable
descriptions (issue 16, items 9-11; docs/cli.md and docs/analyser.md, "Descriptions")."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from pathfinder.analysis.structure import shared_structure
from pathfinder.cli import main
from pathfinder.fs.samples import collect_samples
from pathfinder.generation.budget import RetryBudget
from pathfinder.generation.loop import run_generation
from pathfinder.generation.providers.base import GenerationRequest, Reply
from pathfinder.generation.providers.offline import OfflineGenerator
from pathfinder.generation.redact import Redactor

USER = "pfuser"


@pytest.fixture()
def env(tmp_path, monkeypatch):
    """An isolated user (XDG dirs in tmp) with a home folder and a name redaction knows."""
    for var in ("ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "PATHFINDER_PROVIDER", "PATHFINDER_RULES_DIR",
                "PATHFINDER_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    monkeypatch.setenv("HOME", f"/home/{USER}")
    monkeypatch.setenv("USER", USER)
    monkeypatch.setenv("LOGNAME", USER)
    return tmp_path


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["generate", "--provider", "offline", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def mixed_folder(root: Path, runs: int = 12) -> Path:
    """`data/run_N/out.csv` beside `data/run_N/meta.json` and one README: two kinds and a stray file."""
    for i in range(1, runs + 1):
        (root / "data" / f"run_{i}").mkdir(parents=True)
        (root / "data" / f"run_{i}" / "out.csv").write_text("x\n")
        (root / "data" / f"run_{i}" / "meta.json").write_text("{}\n")
    (root / "data" / "README.md").write_text("readme\n")
    return root / "data"


# ------------------------------------------------------------------ item 9: what was set aside


def test_a_folder_of_several_kinds_says_how_many_samples_were_set_aside(env, capsys):
    folder = mixed_folder(env)
    code, out, err = run(capsys, str(folder))
    assert code == 0, err
    assert "glob:" in out
    assert "matches 12 of 25 samples; 13 set aside as other kinds" in err
    assert not re.search(r"matches 12/12 samples", err)
    assert "--all-kinds" in err.splitlines()[-1]


def test_a_folder_of_one_kind_keeps_the_plain_line(env, capsys):
    for i in range(1, 6):
        (env / "one" / f"run_{i}").mkdir(parents=True)
        (env / "one" / f"run_{i}" / "out.csv").write_text("x\n")
    code, _, err = run(capsys, str(env / "one"))
    assert code == 0, err
    assert "matches 5/5 samples" in err and "set aside" not in err and "--all-kinds" not in err


class _Covering:
    """A generator whose reply is meant for some of the samples only (as the offline analyser's outliers)."""

    name = "fake"
    model = None

    def __init__(self, text: str, covers: tuple[str, ...] | None) -> None:
        self.text, self.covers = text, covers

    async def generate(self, request: GenerationRequest) -> Reply:
        return Reply(text=self.text, covers=self.covers)


async def test_the_loop_counts_the_samples_a_reply_set_aside():
    samples = [f"d/run_{i}/out.csv" for i in range(4)] + ["d/run_1/meta.json", "d/README"]
    rule = 'name: r\nglob: "d/run_*/out.csv"\nextract:\n  run: {from: segment(-2), pattern: "run_(\\\\d+)", type: integer}\n'
    outcome = await run_generation(_Covering(rule, tuple(samples[:4])), samples, budget=RetryBudget(total=0))
    assert outcome.success is not None
    assert (outcome.success.matched, outcome.success.total, outcome.success.set_aside) == (4, 4, 2)
    assert outcome.success.coverage_line == "matches 4 of 6 samples; 2 set aside as other kinds"
    whole = await run_generation(_Covering(rule, None), samples[:4], budget=RetryBudget(total=0))
    assert whole.success.set_aside == 0 and whole.success.coverage_line == "matches 4/4 samples"


# ------------------------------------------------------------------ item 10: paths not on disk


def test_a_path_that_does_not_exist_warns_and_still_drafts(env, capsys):
    missing = [str(env / "nowhere" / "photos" / f"{y}" / "x.csv") for y in (2023, 2024)]
    code, out, err = run(capsys, *missing)
    assert code == 0, err
    assert "year" in out
    warning = [line for line in err.splitlines() if line.startswith("pathfinder: warning:")]
    assert len(warning) == 1 and "2 sample paths not found on this machine" in warning[0]
    assert missing[0] in warning[0]


def test_one_missing_path_that_gives_no_fields_is_refused(env, capsys):
    typo = "/pathfinder-test-nowhere/data/photo"  # a typo for `photos` (no digits: one path gives no field)
    rules = env / "rules"
    code, out, err = run(capsys, typo, "--save", "--rules-dir", str(rules))
    assert code == 2
    assert out == ""
    last = err.strip().splitlines()[-1]
    assert last.startswith("pathfinder: error: no rule:") and typo in last and "typo" in last
    assert "Traceback" not in err
    assert not rules.exists() or not any(rules.iterdir())


def test_one_existing_path_with_no_fields_is_still_a_rule(env, capsys):
    (env / "data").mkdir()
    real = env / "data" / "photo"
    real.write_text("x\n")
    code, out, err = run(capsys, str(real))
    assert code == 0, err
    assert "glob:" in out and "warning" not in err


def test_a_listing_from_elsewhere_raises_no_warning(env, capsys):
    listing = env / "listing.txt"
    listing.write_text("".join(f"/far/away/run_{i}/out.csv\n" for i in range(5)))
    code, _, err = run(capsys, "--paths-from", str(listing))
    assert code == 0, err
    assert "warning" not in err


def test_many_missing_paths_make_one_short_warning(env, capsys):
    missing = [f"/no/such/tree/run_{i}/out.csv" for i in range(40)]
    code, _, err = run(capsys, *missing)
    assert code == 0, err
    (warning,) = [line for line in err.splitlines() if "warning" in line]
    assert "40 sample paths" in warning and "and 37 more" in warning and len(warning) < 300


def test_collect_samples_names_only_positional_paths_not_on_disk(tmp_path):
    there = tmp_path / "a.csv"
    there.write_text("x\n")
    listing = tmp_path / "list.txt"
    listing.write_text("/not/here/either.csv\n")
    found = collect_samples([str(there), "/not/here.csv"], str(listing))
    assert found.missing == ("/not/here.csv",)
    assert set(found.paths) == {str(there), "/not/here.csv", "/not/here/either.csv"}


# ------------------------------------------------------------------ item 11: shareable descriptions


@pytest.mark.parametrize("structure, shared", [
    ("/home/me/data/ds001/sub-{subject:int}/func/x.nii", "ds001/sub-{subject:int}/func/x.nii"),
    ("/mnt/nas/share/proj/run_{run:int}/a.csv", "proj/run_{run:int}/a.csv"),
    ("C:/Users/bob/Photos/{year:int}/IMG_{n:int}.jpg", "Photos/{year:int}/IMG_{n:int}.jpg"),
    ("{year:int}/a.csv", "{year:int}/a.csv"),
    ("/data/**/{name}.parquet", "data/**/{name}.parquet"),
    ("/data/photo", "photo"),
    ("/Volumes/TM/u/2020/report_*.pdf", "2020/report_*.pdf"),
])
def test_shared_structure_starts_just_above_the_first_varying_part(structure, shared):
    assert shared_structure(structure) == shared


def _description(text: str) -> str:
    (line,) = [ln for ln in text.splitlines() if ln.startswith(("description:", "Structure:"))]
    return line


def test_offline_descriptions_carry_no_local_folder_and_nothing_redaction_removes():
    redactor = Redactor(user_names=(USER,), home=f"/home/{USER}")
    samples = [f"/home/{USER}/projects/{USER}@example.com/ds001/sub-{s:02d}/func/sub-{s:02d}_task-rest_bold.nii.gz"
               for s in (1, 2, 3, 4, 5, 6)]
    text, analysis = OfflineGenerator(redactor).draft_for(GenerationRequest(samples=tuple(samples)))
    line = _description(text)
    shown = line.split("6 sample paths: ", 1)[1].rstrip('"')
    # the local structure's tail from the folder just above its first varying part, nothing above it
    assert analysis.structure.endswith("/" + shown.split("/", 1)[1]) and "/sub-" in shown
    assert len(shown.split("/")) < len(analysis.structure.strip("/").split("/"))
    assert "/home" not in line and USER not in line and "example.com" not in line
    assert redactor.for_samples(samples).text(line) == line
    assert analysis.structure.startswith(f"/home/{USER}/")  # the local view keeps the real path


def test_a_user_name_below_the_varying_part_is_redacted_too():
    redactor = Redactor(user_names=(USER,), home=f"/home/{USER}")
    samples = [f"/srv/exports/{y}/{USER}_report.csv" for y in (2021, 2022, 2023)]
    line = _description(OfflineGenerator(redactor).draft_for(GenerationRequest(samples=tuple(samples)))[0])
    assert USER not in line and "<user>_report.csv" in line and "/srv" not in line


def test_python_extractor_structure_line_is_shared_as_well():
    redactor = Redactor(user_names=(USER,), home=f"/home/{USER}")
    samples = [f"/home/{USER}/logs/{y}/{m:02d}/{d:02d}/app.log" for y, m, d in
               ((2023, 1, 2), (2023, 5, 17), (2024, 2, 29), (2024, 11, 30))]
    text, analysis = OfflineGenerator(redactor).draft_for(GenerationRequest(samples=tuple(samples)))
    assert analysis.needs_python, text
    structure = [ln for ln in text.splitlines() if ln.startswith("Structure:")][0]
    description = [ln for ln in text.splitlines() if ln.startswith("DESCRIPTION = ")][0]
    for line in (structure, description):
        assert "/home" not in line and USER not in line and "logs/{" in line


def test_saved_rule_description_from_a_home_folder_is_relative(env, capsys):
    rules = env / "rules"
    samples = [f"/home/{USER}/data/mission_{m:03d}/readings.csv" for m in (42, 43, 44)]
    code, _, err = run(capsys, *samples, "--save", "--rules-dir", str(rules))
    assert code == 0, err
    (saved,) = list(rules.iterdir())
    line = _description(saved.read_text(encoding="utf-8"))
    assert "data/mission_{" in line and "/home" not in line and USER not in line


def test_the_model_is_asked_for_descriptions_without_local_folders():
    from pathfinder.generation.prompts import build_system_prompt

    line = next(ln for ln in build_system_prompt().splitlines() if ln.startswith("- description:"))
    rest = build_system_prompt().split(line, 1)[1].split("\n- ", 1)[0]
    assert "shared" in line and "home folders" in (line + rest) and "mount" in (line + rest)
