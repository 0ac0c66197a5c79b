from pathfinder.engine.paths import make_relativizer, needs_normalizing, normalize, relative_to, segments, split_segments


def test_backslashes_become_slashes():
    assert normalize(r"C:\data\mission_042\x.csv") == "C:/data/mission_042/x.csv"


def test_repeated_slashes_collapse_and_trailing_slash_dropped():
    assert normalize("//data///a//b/") == "/data/a/b"
    assert normalize("a\\\\b") == "a/b"
    assert normalize("/") == "/"
    assert normalize("") == ""


def test_needs_normalizing_is_exact():
    for p in ["/a/b", "a", "/a//b", "a\\b", "a/", "/", ""]:
        assert needs_normalizing(p) == (normalize(p) != p)


def test_segments_are_non_empty_components():
    assert segments("/data/mission_042/2024-01-15/readings.csv") == [
        "data", "mission_042", "2024-01-15", "readings.csv"]
    assert segments("rel/x") == ["rel", "x"]
    assert split_segments("/") == []
    assert segments("  spaced /é/ x.csv") == ["  spaced ", "é", " x.csv"]


def test_relative_to():
    assert relative_to("/data/a/b.csv", "/data") == "a/b.csv"
    assert relative_to("/data/a/b.csv", "/data/") == "a/b.csv"
    assert relative_to(r"C:\data\a.csv", "C:/data") == "a.csv"
    assert relative_to("/other/a.csv", "/data") == "/other/a.csv"  # not under root: full path
    assert relative_to("/database/a.csv", "/data") == "/database/a.csv"  # prefix is not a parent
    assert relative_to("/data/a.csv", None) == "/data/a.csv"
    assert relative_to("/data/a.csv", "/") == "data/a.csv"


def test_relativizer_matches_relative_to():
    for root in ["/data", "/data/", "/", None, "rel"]:
        rel = make_relativizer(root)
        for p in ["/data/a/b", "/data", "/x", "rel/a", "data/a"]:
            assert rel(normalize(p)) == relative_to(p, root), (root, p)


def test_relative_root_forms_are_one_root(tmp_path, monkeypatch):
    """`--root data`, `./data`, `data/` name one folder; `./data/x` and the absolute form are under it."""
    monkeypatch.chdir(tmp_path)
    absolute = normalize(str(tmp_path))
    for root in ("data", "./data", "data/", "./data/", f"{absolute}/data"):
        rel = make_relativizer(root)
        for path in ("data/sub/a.csv", "./data/sub/a.csv", f"{absolute}/data/sub/a.csv"):
            if root.startswith("/") and path.startswith("data/"):
                # a plain relative path may come from elsewhere: only `./` is read against the cwd
                assert rel(normalize(path)) == path
                continue
            assert rel(normalize(path)) == "sub/a.csv", (root, path)
        assert rel("/database/a.csv") == "/database/a.csv"
        assert relative_to("data/sub/a.csv", "./data") == "sub/a.csv"


def test_dot_root_and_dot_paths(tmp_path, monkeypatch):
    """`find . | apply --root .`: `./a/b` is `a/b`; inside ROOT/x, `./f` is `x/f`."""
    monkeypatch.chdir(tmp_path)
    assert relative_to("./a/b.csv", ".") == "a/b.csv"
    assert relative_to("a/b.csv", ".") == "a/b.csv"
    assert relative_to("./a/b.csv", str(tmp_path)) == "a/b.csv"
    (tmp_path / "x").mkdir()
    monkeypatch.chdir(tmp_path / "x")
    assert relative_to("./f.csv", str(tmp_path)) == "x/f.csv"
    assert relative_to("f.csv", str(tmp_path)) == "f.csv"  # maybe already relative to the root: unchanged
    assert relative_to("../y/f.csv", str(tmp_path)) == "../y/f.csv"
