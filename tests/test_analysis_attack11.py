"""Round 10's and round 11's rules attacked with look-alikes from real domains and hostile samples (attack11,
issue 15). Each test fails with its fix switched off."""
from __future__ import annotations

import random
import string

import pytest
from draft_helpers import record, rule_of

from pathfinder.analysis import analyse
from pathfinder.analysis import tokens as T

_MODULES = ["core", "utils", "parser", "tokenizer", "serializer", "filters", "treewalkers", "constants", "_ihatexml",
            "_inputstream"]

# package, library and tool folders whose digits are a format, platform or version number, or `2` for "to"
_SOFTWARE = ["html5lib", "word2vec", "utf8proc", "html2text", "pdf2image", "pix2pixhd", "xmlhttp2", "gtkhtml3",
             "wkhtmltopdf2", "libx264dev", "base64url", "win32com", "text2image", "i386linux", "python3venv",
             "sha256sum", "mp3lame4", "seq2seqlm", "l10nfiles", "i18nutils", "md5deep2", "h264parse", "x86linux",
             "arm64img", "gles2demo", "go118src", "ffmpeg4x"]


@pytest.mark.parametrize("name", _SOFTWARE)
@pytest.mark.parametrize("tree", ["/usr/lib/python3/dist-packages/{n}/{m}.py", "/src/vendor/{n}/{m}.c",
                                  "/srv/docs-site/{n}/{m}.html"])
def test_a_software_name_folder_is_no_random_run_id(tree: str, name: str) -> None:
    # series.random_id_folder: a folder of letters and digits switching twice (W&B's `wvc30anm`) or with six
    # consonants in a row (`5wkmhkqh`) is one random run id of many, `*`; a package's folder (`html5lib`,
    # `word2vec`, `xmlhttp2`) matched the shape, so samples from one package gave a glob over every package
    samples = [tree.format(n=name, m=m) for m in _MODULES]
    a, rule = rule_of(samples)
    assert name in a.glob and record(rule, samples[0]) is not None, a.glob
    assert record(rule, tree.format(n="otherpkg", m="core")) is None, a.glob


@pytest.mark.parametrize("run", ["wvc30anm", "87shig0a", "5wkmhkqh", "abc123xy", "q7rt2mzk", "0x9kq2lp", "zz81kdpw",
                                 "m3nb5vqa", "ba7ce1xw", "j9q3v8tw", "t0lkqvzx", "ru55gha0"])
def test_a_random_run_id_folder_still_stands_for_its_siblings(run: str) -> None:
    # the rule's class keeps working on generated ids, one folder per run (W&B under a project folder)
    samples = [f"/ai2-llm/olmo-medium/{run}/step{1000 * i}-unsharded/model.pt" for i in range(1, 11)]
    _, rule = rule_of(samples)
    got = record(rule, "/ai2-llm/olmo-medium/k2zq9wpa/step500-unsharded/model.pt")
    assert got is not None and "k2zq9wpa" in got[1].values(), rule.glob


def test_software_names_cost_few_random_ids() -> None:
    # the names set apart are words; of random eight-character ids the rule took, few look like one
    rnd = random.Random(1)
    alphabet = string.ascii_lowercase + string.digits
    ids = ["".join(rnd.choice(alphabet) for _ in range(8)) for _ in range(20000)]
    named = T.software_name
    T.software_name = lambda text: False  # type: ignore[assignment]
    try:
        taken = [i for i in ids if T.random_id(i, unspeakable=True)]
    finally:
        T.software_name = named  # type: ignore[assignment]
    lost = [i for i in taken if T.software_name(i)]
    assert len(lost) < 0.06 * len(taken), (len(lost), len(taken))
