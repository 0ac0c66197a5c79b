"""`pathfinder generate --all-kinds --save` (issue 13, item 3): one rule per uncovered kind."""
from __future__ import annotations

from pathlib import Path

import pytest

from fake_anthropic import FakeAnthropic, reply
from pathfinder.api import apply, load_rules
from pathfinder.cli import main

CORPUS = Path("/work/shared/corpus")


@pytest.fixture()
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for var in ("ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "PATHFINDER_PROVIDER", "PATHFINDER_MODEL",
                "PATHFINDER_RETRY_ATTEMPTS", "PATHFINDER_RULES_DIR", "PATHFINDER_CONFIG", "ANTHROPIC_AUTH_TOKEN"):
        monkeypatch.delenv(var, raising=False)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    return tmp_path


def _paths(name: str) -> list[str]:
    f = CORPUS / name
    if not f.exists():
        pytest.skip("corpus not available")
    return [line.strip() for line in f.read_text().splitlines() if line.strip()]


@pytest.mark.parametrize("name", ["bids_eeg_matchingpennies.txt", "bids_synthetic.txt", "hive_deltars_partitioned.txt"])
def test_offline_rules_cover_a_real_tree_and_a_second_run_adds_nothing(
        name: str, env: Path, capsys: pytest.CaptureFixture) -> None:
    paths = _paths(name)
    rules_dir = env / "rules"
    argv = ["generate", "--paths-from", str(CORPUS / name), "--all-kinds", "--save",
            "--provider", "offline", "--rules-dir", str(rules_dir)]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert "kind 1:" in err and "saved" in err
    saved = sorted(p.name for p in rules_dir.iterdir())
    rules = load_rules(rules_dir)  # every saved rule loads
    assert len(rules) == len(saved) <= 20
    records = list(apply(rules, paths))
    matched = [r for r in records if r["status"] != "unmatched"]
    complete = [r for r in matched if r["status"] == "complete"]
    assert len(matched) >= 0.9 * len(paths)
    assert len(complete) >= 0.95 * len(matched)
    assert out.startswith(f"{len(paths)} paths, {len(matched)} matched")

    assert main(argv) == 0  # again: everything is covered, nothing new
    _, err2 = capsys.readouterr()
    assert sorted(p.name for p in rules_dir.iterdir()) == saved
    assert "saved 0 rules" in err2


def test_max_rules_bounds_the_kinds_drafted(env: Path, capsys: pytest.CaptureFixture) -> None:
    rules_dir = env / "rules"
    code = main(["generate", "--paths-from", str(CORPUS / "bids_ds001.txt"), "--all-kinds", "--save",
                 "--max-rules", "2", "--provider", "offline", "--rules-dir", str(rules_dir)]) \
        if (CORPUS / "bids_ds001.txt").exists() else pytest.skip("corpus not available")
    out, _ = capsys.readouterr()
    assert code == 0
    assert len(list(rules_dir.iterdir())) == 2
    assert "uncovered:" in out  # the summary names what is left


def test_options_that_do_not_fit(env: Path, capsys: pytest.CaptureFixture) -> None:
    for extra in (["--all-kinds"], ["--all-kinds", "--save", "--name", "x"], ["--all-kinds", "--save", "--max-rules", "0"]):
        assert main(["generate", "/a/b.txt", "--provider", "offline", "--rules-dir", str(env / "r"), *extra]) == 2
        err = capsys.readouterr().err
        assert err.startswith("pathfinder: error:") and len(err.strip().splitlines()) == 1


MISSION_RULE = """name: mission_readings
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}
  date: {from: segment(-2), type: date}"""
WRONG_RULE = """name: logs
glob: "missions/*/*.csv"
extract:
  date: {from: segment(-2), type: date}"""


def test_llm_prints_the_calls_first_and_a_failed_kind_is_skipped_never_saved(
        env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    paths = [f"/srv/data/mission_{m:03d}/2024-01-{d:02d}/readings.csv" for m in (1, 2) for d in (1, 2, 3)]
    paths += [f"/srv/data/logs/app-{i:03d}.log" for i in range(3)]
    listing = env / "listing.txt"
    listing.write_text("\n".join(paths) + "\n")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-api03-TESTKEY-0123456789abcdef")
    rules_dir = env / "rules"
    script = [reply(f"```yaml\n{MISSION_RULE}\n```")] + [reply(f"```yaml\n{WRONG_RULE}\n```")] * 4
    with FakeAnthropic(script) as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        code = main(["generate", "--paths-from", str(listing), "--all-kinds", "--save", "--provider", "anthropic",
                     "--rules-dir", str(rules_dir), "--trail", str(env / "trail.jsonl")])
        calls = len(fake.requests)
    out, err = capsys.readouterr()
    assert code == 0
    lines = err.splitlines()
    plan = next(i for i, line in enumerate(lines) if "at most" in line and "calls" in line)
    first_kind = next(i for i, line in enumerate(lines) if line.startswith("kind 1:"))
    assert plan < first_kind
    assert "at most 8 calls (2 kinds, up to 4 calls each)" in lines[plan]
    assert calls <= 8
    assert [p.name for p in rules_dir.iterdir()] == ["mission_readings.yaml"]
    assert "skipped: no valid rule for this kind" in err
    assert out.startswith("9 paths, 6 matched")
    doc_lines = [line for line in out.splitlines() if "app-" in line]
    assert doc_lines, out
    assert "sk-ant" not in out + err


SURF = ("white", "pial", "orig", "area", "area.mid", "area.pial", "curv", "curv.pial", "inflated",
        "inflated.H", "smoothwm", "smoothwm.K1.crv", "smoothwm.K2.crv", "smoothwm.H.crv", "sphere",
        "sphere.reg", "thickness", "volume", "sulc")


def draft_all_kinds(env: Path, paths: list[str], max_rules: int) -> list:
    """`generate --all-kinds --save` (offline) over `paths` as a listing; the rules it saved."""
    listing = env / "listing.txt"
    listing.write_text("\n".join(paths) + "\n")
    rules_dir = env / "rules"
    assert main(["generate", "--paths-from", str(listing), "--all-kinds", "--save", "--max-rules", str(max_rules),
                 "--provider", "offline", "--rules-dir", str(rules_dir)]) == 0
    return load_rules(rules_dir)


def test_a_kind_spanning_many_extensions_is_one_rule(env: Path, capsys: pytest.CaptureFixture) -> None:
    """FreeSurfer's `surf/lh.white`, `surf/rh.smoothwm.K1.crv`, ... are one kind: its rule covers all of
    it (the offline analyser used to draft for its largest extension only and set the rest aside)."""
    paths = [f"/mnt/lab/ds000248/derivatives/freesurfer/subjects/sub-{s:02d}/surf/{h}.{name}"
             for s in (1, 2, 3) for h in ("lh", "rh") for name in SURF]
    rules = draft_all_kinds(env, paths, max_rules=1)
    capsys.readouterr()
    assert len(rules) == 1
    records = list(apply(rules, paths))
    assert [r["status"] for r in records] == ["complete"] * len(paths)


def _three_kinds(root: Path) -> None:
    for i in range(1, 7):
        for path in (f"mission_00{i}/2024-01-0{i}/readings.csv", f"logs/2024/0{i}/app-{i}.log", f"img/cam{i}/IMG_000{i}.jpg"):
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text("")


@pytest.mark.parametrize("stderr_too", [False, True], ids=["stdout-closed", "stdout-and-stderr-closed"])
def test_a_reader_that_leaves_early_does_not_stop_the_saving(env: Path, stderr_too: bool) -> None:
    """`generate --all-kinds --save | head -1` (and `2>&1 | head -1`): the progress lines and the
    report have no reader, yet every kind is saved, exit 0; with stderr still open it says so."""
    import os
    import subprocess
    import sys

    _three_kinds(env / "data")
    rules = env / "rules"
    proc = subprocess.Popen(
        [sys.executable, "-m", "pathfinder", "generate", "--all-kinds", "--save", "--provider", "offline",
         "--rules-dir", str(rules), str(env / "data")],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT if stderr_too else subprocess.PIPE,
        env=dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1])))
    proc.stdout.close()  # the reader is gone before the first line
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 0
    assert sorted(p.name for p in rules.iterdir()) == ["img_jpg.yaml", "logs_app.yaml", "readings_csv.yaml"]
    if not stderr_too:
        text = err.decode()
        assert "stdout was closed before the coverage report was printed; the 3 rules are saved in" in text
        assert "Traceback" not in text and "BrokenPipe" not in text


def test_generate_save_saves_when_stdout_is_closed(env: Path) -> None:
    import os
    import subprocess
    import sys

    _three_kinds(env / "data")
    rules = env / "rules"
    samples = [str(p) for p in sorted((env / "data").glob("mission_*/*/readings.csv"))]
    proc = subprocess.Popen([sys.executable, "-m", "pathfinder", "generate", "--save", "--provider", "offline",
                             "--rules-dir", str(rules), *samples],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1])))
    proc.stdout.close()
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err.decode()
    assert [p.name for p in rules.iterdir()] == ["readings_csv.yaml"]
    assert "stdout was closed before the whole rule was printed; saving it anyway" in err.decode()


CTF = ("BadChannels", "ChannelGroupSet.cfg", "ClassFile.cls", "MarkerFile.mrk", "params.dsc", "default.de",
       "processing.cfg")


async def test_a_request_for_one_kind_sets_nothing_aside() -> None:
    """The wizard's picked kind and --all-kinds ask the offline analyser for one kind: a CTF `.ds`
    folder's files (several extensions, some none) are one rule, not its largest extension."""
    from pathfinder.generation.providers.base import GenerationRequest
    from pathfinder.generation.providers.offline import OfflineGenerator

    base = "/mnt/lab/ds000246/sub-{s:04d}/meg/sub-{s:04d}_task-AEF_run-{r:02d}_meg.ds/"
    paths = [(base + n).format(s=s, r=r) for s in (1, 2) for r in (1, 2) for n in CTF]
    paths += [(base + "sub-{s:04d}_task-AEF_run-{r:02d}_meg.{e}").format(s=s, r=r, e=e)
              for s in (1, 2) for r in (1, 2) for e in ("meg4", "res4", "acq", "hc", "infods", "newds", "hist")]
    gen = OfflineGenerator()
    whole = await gen.generate(GenerationRequest(samples=tuple(paths), one_kind=True))
    assert whole.covers is None
    # without the flag, the user's own samples are the kind too: the largest extension group's draft reads the
    # others as they are, so they are taken back (safety_net, docs/analyser.md "Rules of round 14 (strays14)")
    mixed = await gen.generate(GenerationRequest(samples=tuple(paths)))
    assert mixed.covers is None


def test_few_rules_still_cover_a_tree_of_many_small_kinds(env: Path, capsys: pytest.CaptureFixture) -> None:
    """With more kinds than --max-rules, the last rules go to families of the small kinds (pooled by
    folder, then by the folder above) rather than to a few of them: the listing stays covered."""
    paths = [f"/mnt/lab/ds1/sub-{s:02d}/mri/T1/COR-{i:03d}" for s in (1, 2) for i in range(1, 61)]
    paths += [f"/mnt/lab/ds1/derivatives/sub-01/{folder}/{name}.{ext}"
              for folder in ("mri", "surf", "label", "stats", "touch", "scripts", "bem", "tmp")
              for name, ext in (("lh.white", "srf"), ("aseg", "mgz"), ("recon-all", "log"), ("notes", "txt"))]
    rules = draft_all_kinds(env, paths, max_rules=3)
    capsys.readouterr()
    assert len(rules) <= 3
    records = list(apply(rules, paths))
    matched = [r for r in records if r["status"] != "unmatched"]
    assert len(matched) >= 0.9 * len(paths)
    assert sum(r["status"] == "complete" for r in matched) >= 0.95 * len(matched)


def test_a_kind_that_names_no_file_is_skipped_not_the_whole_run(env: Path, tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture) -> None:
    """`find . > listing` starts with '.', and a listing may hold '/': such a kind has no path to
    analyse. It was a usage error that ended the run (exit 2) after the first rules were saved,
    with no coverage report; now that kind is skipped and the others are drafted."""
    listing = tmp_path / "find.txt"
    listing.write_text(".\n./b\n./b/y1.log\n./b/y2.log\n./a\n./a/x1.csv\n./a/x2.csv\n/\n")
    rules_dir = env / "rules"
    code = main(["generate", "--paths-from", str(listing), "--all-kinds", "--save",
                 "--provider", "offline", "--rules-dir", str(rules_dir)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "skipped: no valid rule for this kind" in err
    assert "no sample paths to analyse" in err
    assert list(rules_dir.iterdir())
    assert out.startswith("8 paths, 6 matched")


def test_a_kind_of_one_path_is_said_in_the_singular(tmp_path, capsys):
    """`kind 1: 1 path:` and `covers 1 more path`, not `1 paths`."""
    from pathfinder.cli import main

    listing = tmp_path / "l.txt"
    listing.write_text("/d/run_001/clip_001.avi\n")
    code = main(["generate", "--provider", "offline", "--paths-from", str(listing), "--all-kinds", "--save",
                 "--rules-dir", str(tmp_path / "rules")])
    err = capsys.readouterr().err
    assert code == 0, err
    assert "kind 1: 1 path: " in err and "covers 1 more path\n" in err and "saved 1 rule, 0 kinds without" in err
    assert "listing: 1 path; 0 covered by 0 saved rules; 1 uncovered in 1 kind\n" in err and "1 paths" not in err
