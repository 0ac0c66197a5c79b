from pathfinder.paths import make_relativizer, needs_normalizing, normalize, relative_to, segments, split_segments


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
