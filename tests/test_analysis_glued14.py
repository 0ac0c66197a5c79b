"""Values glued or cut (issue 15, round 14, glued14): each rule stated for a class of names a person reads as one
value (a dotted name that holds its separator) or as two (a note glued to its octave), tested on a matrix of
layouts from other families, with look-alikes that keep their reading. Prompted by review18's benchmark machine
names and sampled pianos; no case below is one of them.
"""
from __future__ import annotations

import pytest

from draft_helpers import record, rule_of

# --- a dotted name whose head is a code is one value: instance types, hosts, models --------------------------------

_DOTTED = {
    "aws": ["m5.2xlarge", "m5.large", "r6gd.metal", "c7g.16xlarge", "t4g.nano", "i4i.32xlarge", "m5.metal",
            "x2iedn.24xlarge", "r6gd.xlarge", "t4g.medium"],
    "hosts": ["web01.eu-west", "web02.eu-west", "db1.internal", "cache3.us-east", "db2.internal", "web07.ap-south",
              "cache1.internal", "lb1.edge", "web03.us-east", "lb2.edge"],
    "models": ["gpt4.turbo", "gpt4.mini", "llama3.instruct", "qwen2.coder", "llama3.base", "phi3.small",
               "phi3.mini", "qwen2.math", "gpt4.vision", "llama2.chat"],
    "gpus": ["a100.sxm-80g", "a100.pcie-40g", "h100.sxm", "l4.pcie", "v100.sxm2-32g", "t4.pcie", "h100.pcie",
             "a10g.pcie", "l40s.pcie", "a100.sxm-40g"],
}
_TREES = {
    "bench": lambda i, m: f"bench/results/2024{1 + i % 9:02d}{10 + i:02d}/{m}.json",
    "perf": lambda i, m: f"perf/run{i % 3 + 1}/{m}.csv",
    "flat": lambda i, m: f"reports/{m}.yaml",
}
_UNSEEN = {"aws": "c6in.8xlarge", "hosts": "mail04.eu-north", "models": "mistral7.instruct", "gpus": "h200.sxm-141g"}


@pytest.mark.parametrize("family", sorted(_DOTTED))
@pytest.mark.parametrize("tree", sorted(_TREES))
def test_a_dotted_name_whose_head_is_a_code_is_read_whole(family: str, tree: str):
    samples = [_TREES[tree](i, m) for i, m in enumerate(_DOTTED[family])]
    a, rule = rule_of(samples)
    unseen = _TREES[tree](4, _UNSEEN[family])
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", a.glob
    assert _UNSEEN[family] in got[1].values(), got  # the machine, host or model as written
    for s, m in zip(samples, _DOTTED[family]):
        fields = record(rule, s)
        assert fields is not None and m in fields[1].values(), fields


@pytest.mark.parametrize("ids", [
    ["ENCFF341MYG.trim", "ENCFF193RRC.trim.merged", "ENCFF463QCX.nodup", "ENCFF112ABC.trim", "ENCFF998XYZ.sorted"],
    ["NA12878.sorted", "NA19240.sorted.dedup", "HG00096.dedup", "NA12891.sorted", "HG00733.trim"],
])
def test_an_id_with_a_chain_of_steps_keeps_id_and_chain_alone(ids: list[str]):
    """A head with a run of three digits or more is an item's id: its chain is the item's history, no one value."""
    a, rule = rule_of([f"out/{i}.bam" for i in ids])
    assert "dotted_name" not in [f.name for f in a.fields], a.fields
    got = record(rule, "out/NA12345.sorted.bam")
    assert got is not None and "NA12345" in got[1].values() and "NA12345.sorted" not in got[1].values(), got


# --- a note glued to its octave: the note and the octave --------------------------------------------------------

_NOTES = ["A0", "Ds1", "Fs2", "C3", "A#3", "Gs4", "C4", "Ds5", "Fs6", "A7", "Bb2", "Eb4"]


def _note_sets() -> dict[str, tuple[list[str], str, str, int]]:
    """A sample set's paths for each note, an unseen note's path, and that note and octave as a person reads them."""
    def spell(note: str, sharp: str) -> str:
        return note.replace("s", sharp) if len(note) > 1 and note[1] == "s" else note
    return {
        "bare-s": ([f"samples/grand/{n}.ogg" for n in _NOTES if "#" not in n], "samples/grand/Cs8.ogg", "Cs", 8),
        "bare-#": ([f"kits/upright/{spell(n, '#')}.wav" for n in _NOTES], "kits/upright/G#7.wav", "G#", 7),
        "velocity": ([f"piano/{spell(n, '#')}v{8 + i % 3 * 4}.flac" for i, n in enumerate(_NOTES)],
                     "piano/D#2v16.flac", "D#", 2),
        "dynamics": ([f"Piano.{('ff', 'mf', 'pp')[i % 3]}.{n}.aiff" for i, n in enumerate(_NOTES) if "s" not in n],
                     "Piano.mf.Db6.aiff", "Db", 6),
        "prefixed": ([f"strings/cello_{n}_{('long', 'short')[i % 2]}.wav" for i, n in enumerate(_NOTES)],
                     "strings/cello_F#1_long.wav", "F#", 1),
        "lower": ([f"guitar/{n.lower()}.mp3" for n in _NOTES if "#" not in n], "guitar/gs5.mp3", "gs", 5),
    }


@pytest.mark.parametrize("name", sorted(_note_sets()))
def test_a_note_glued_to_its_octave_gives_note_and_octave(name: str):
    samples, unseen, note, octave = _note_sets()[name]
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", a.glob
    assert got[1].get("note") == note and got[1].get("octave") == octave, got


@pytest.mark.parametrize("codes", [
    ["A4", "A3", "B5", "C4", "A5", "B4"],  # paper sizes
    ["B3", "D7", "F2", "A1", "G9", "C5", "E4"],  # plate wells, grid cells
    ["E2", "E4", "D4", "G3", "F6", "C1"],  # chess squares in capitals
])
def test_a_letter_and_a_digit_with_no_accidental_is_no_note(codes: list[str]):
    a, _ = rule_of([f"scans/{c}.pdf" for c in codes])
    assert "note" not in [f.name for f in a.fields], a.fields


# --- optional trailing pieces, each of its own shape, in one order ------------------------------------------------

def _tail_sets() -> dict[str, tuple[list[str], str, dict[str, object]]]:
    """Samples whose names add optional pieces, an unseen name with pieces in another combination, and the value
    each piece should read as (a person's reading: the number of a keyed piece, the word, the bare number)."""
    return {
        "minutes": ([f"minutes/meeting_{n:03d}{t}.docx" for n, t in ((12, ""), (13, "_final"), (14, "_v2"),
                                                                    (15, "_final_v3"), (16, ""), (17, "_v2"),
                                                                    (21, "_draft_v1"), (22, "_final"))],
                    "minutes/meeting_040_draft_v5.docx", {"v": 5, "label": "draft"}),
        "photos": ([f"photos/IMG_{n:04d}{t}.jpg" for n, t in ((42, ""), (43, "_2"), (44, "_edit"), (45, "_2_edit"),
                                                             (50, ""), (51, "_3"), (57, "_edit"))],
                   "photos/IMG_0099_4_edit.jpg", {"index": 4, "label": "edit"}),
        "examples": ([f"examples/{topic}/example{n:03d}{t}.py" for topic, n, t in (
                        ("auth", 1, ""), ("auth", 2, "_async"), ("cache", 1, "_py311"), ("cache", 3, "_async_py312"),
                        ("queue", 4, ""), ("queue", 5, "_py311"), ("db", 2, "_async"), ("db", 7, "_02_py312"))],
                     "examples/http/example009_03_async_py313.py", {"py": 313, "label": "async", "index": 3}),
        "tiles": ([f"maps/z{z}/tile_{x}_{y}{t}.png" for z, x, y, t in (
                      (3, 1, 2, ""), (3, 4, 5, "_hd"), (4, 2, 2, "_r2"), (4, 7, 1, "_hd_r3"), (5, 3, 3, ""),
                      (5, 9, 8, "_r2"), (6, 1, 1, "_hd"))],
                  "maps/z7/tile_12_40_hd_r4.png", {"r": 4, "label": "hd"}),
    }


@pytest.mark.parametrize("name", sorted(_tail_sets()))
def test_optional_trailing_pieces_are_read_by_their_shape(name: str):
    samples, unseen, want = _tail_sets()[name]
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", (a.glob, got)
    for key, value in want.items():
        assert got[1].get(key) == value, (key, got)
    bare = record(rule, samples[0])  # a name with no piece: every piece null, the name still read
    assert bare is not None and bare[0] == "complete" and all(bare[1].get(k) is None for k in want), bare


@pytest.mark.parametrize("tails", [
    ["alpha beta", "gamma", "delta", "alpha", "beta"],  # free words: no pieces of a shape
    ["x-1", "y_2", "z", "x", "y"],
])
def test_a_free_tail_is_not_cut_into_pieces(tails: list[str]):
    a, _ = rule_of([f"notes/entry_{i:03d}_{t}.txt" for i, t in enumerate(tails)] + [f"notes/entry_{9:03d}.txt"])
    assert not {"index", "label"} & {f.name for f in a.fields}, a.fields


# --- a number with an optional part letter: the number and the letter apart ---------------------------------------

@pytest.mark.parametrize("lead,ext", [("scene", "png"), ("exercise", "py"), ("figure", "svg"), ("chapter", "md")])
def test_a_number_with_an_optional_part_letter_gives_number_and_letter(lead: str, ext: str):
    ids = ["001", "002", "002b", "003", "005a", "005b", "006", "008c", "010"]
    a, rule = rule_of([f"book/{lead}{i}.{ext}" for i in ids])
    got = record(rule, f"book/{lead}014b.{ext}")
    assert got is not None and got[0] == "complete", a.glob
    assert 14 in got[1].values() and "b" in got[1].values() and "014b" in got[1].values(), got
    plain = record(rule, f"book/{lead}021.{ext}")
    assert plain is not None and 21 in plain[1].values(), plain


# --- codes at fixed dotted places, some places empty: a field per place --------------------------------------------

_SEED = ["IU.ANMO.00.BHZ", "IU.ANMO..LHZ", "II.BFO.10.BHE", "GE.WLF..HHN", "IU.COLA.00.BH1", "TA.109C..BHZ",
         "G.CAN.00.LHE", "II.PFO..BHN"]


def _dotted_sets() -> dict[str, tuple[list[str], str, list[object]]]:
    """Samples named by codes at fixed dotted places, an unseen name and the values a person reads from it."""
    return {
        "sac": ([f"waveforms/2021-0{1 + i % 3}/{c}.sac" for i, c in enumerate(_SEED)],
                "waveforms/2021-02/NZ.WEL..HHZ.sac", ["NZ", "WEL", "HHZ"]),
        "window": ([f"events/ev{i}/{c}" + ("__20210314T010203Z__20210314T011203Z" if i % 2 else "") + ".msd"
                    for i, c in enumerate(_SEED)],
                   "events/ev9/AK.BPAW.20.BHE__20220101T000000Z__20220101T001000Z.msd",
                   ["AK", "BPAW", "20", "BHE", "20220101T000000Z", "20220101T001000Z"]),
        "stations": ([f"resp/{c}.resp" for c in
                      ("KJFK.TAF..A", "EGLL.METAR.06.B", "KSEA.TAF..A", "LFPG.METAR.12.C", "RJTT.SPECI..B",
                       "KORD.METAR.18.A")], "resp/EDDF.SPECI..C.resp", ["EDDF", "SPECI", "C"]),
    }


@pytest.mark.parametrize("name", sorted(_dotted_sets()))
def test_codes_at_fixed_dotted_places_are_read_by_place(name: str):
    samples, unseen, want = _dotted_sets()[name]
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", (a.glob, got)
    values = list(got[1].values())
    for value in want:
        assert value in values, (value, got)


@pytest.mark.parametrize("names", [
    ["lh.smoothwm.K1", "rh.smoothwm.K2", "lh.sphere.reg", "rh.sphere.reg", "lh.pial.T1"],  # FreeSurfer: lowercase
    ["10.0.12.34", "10.0.12.35", "192.168.1.1", "172.16.0.9"],  # addresses: numbers alone
])
def test_dotted_names_of_other_shapes_get_no_code_places(names: list[str]):
    a, _ = rule_of([f"surf/{n}.out" for n in names])
    assert not {"code_2", "code_3"} & {f.name for f in a.fields}, a.fields


# --- hostile samples: long names, empty pieces, odd characters ---------------------------------------------------

@pytest.mark.parametrize("samples", [
    [f"x/{'A.' * 150}B{i}.dat" for i in range(6)],  # hundreds of dotted places
    [f"x/CI.{'M' * i}..HNE__{'_' * 200}{i}.mseed" for i in range(1, 6)],  # doubled separators in a run
    [f"x/tutorial00{i}_{'_'.join(['an'] * 80)}_py3{i}.py" for i in range(1, 6)],  # a tail of many pieces
    [f"x/Ds{i}{'v' * 300}.mp3" for i in range(1, 6)] + ["x/A0.mp3"],  # a note with a long tail
    [f"x/c{i}a.{'x' * 400}.json" for i in range(1, 6)],  # a dotted name with a long chain
    ["x/É1.wav", "x/Fs2.wav", "x/Ds3.wav", "x/a..b.wav", "x/C#.wav", "x/ü.ü.ü.wav"],  # unicode, empty pieces
])
def test_hostile_names_give_a_draft_that_reads_every_sample(samples: list[str]):
    a, rule = rule_of(samples)
    for s in samples:
        got = record(rule, s)
        assert got is not None, (a.glob, s)


# --- a fixed-width station code glued to a compact instant --------------------------------------------------------

def _station_sets() -> dict[str, tuple[list[str], str, str, str]]:
    """Records named <station><YYMMDDhhmm[ss]>, the station a fixed-width code; an unseen record, its station and
    time as written."""
    stations = ["IWT010", "MYG004", "FKS016", "IBR003", "TCG014", "NGN007", "AKT023", "IWT021"]
    times = ["1103111446", "1104071132", "0806140843", "1103111446", "1602011200", "0407230910", "1103111446",
             "2201161430"]
    return {
        "strong-motion": ([f"records/ev{i % 3}/{s}{t}.{('NS', 'EW', 'UD')[i % 3]}" for i, (s, t) in
                           enumerate(zip(stations, times))], "records/ev1/HKD1000312250000.EW", "HKD100", "0312250000"),
        "radar": ([f"volumes/{s[:3]}/{s}{t}00.vol" for s, t in zip(
                      ["KTLX01", "KFWS02", "KTLX03", "KAMA01", "KFWS01", "KAMA04"],
                      ["2305011200", "2305011210", "2305020930", "2306150000", "2306150010", "2307041845"])],
                  "volumes/KTL/KTLX07240101123000.vol", "KTLX07", "240101123000"),
        "buoys": ([f"buoys/{s}{t}.csv" for s, t in zip(
                      ["BUOY4423", "BUOY4425", "BUOY4401", "MOOR0012", "MOOR0009", "BUOY4423"],
                      ["2301010000", "2301010600", "2302151200", "2303011800", "2303020000", "2304050600"])],
                  "buoys/MOOR00212312311800.csv", "MOOR0021", "2312311800"),
    }


@pytest.mark.parametrize("name", sorted(_station_sets()))
def test_a_station_code_glued_to_an_instant_is_read_apart(name: str):
    samples, unseen, station, time = _station_sets()[name]
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert got[1].get("station") == station, got
    assert time in [str(v).zfill(len(time)) for v in got[1].values()], got
    top = samples[0].split("/")[0]
    assert record(rule, f"{top}/event.json") is None and record(rule, f"{top}/README.md") is None, a.glob


@pytest.mark.parametrize("values", [
    ["KX", "KY", "KZ", "KX"],  # letters alone: no station, no instant
    ["ABCDEFGHI", "ABCDEFGHJ"],
])
def test_a_code_without_an_instant_is_no_station(values: list[str]):
    a, _ = rule_of([f"recs/{v}{t}.dat" for v, t in zip(values, ("123", "456", "789", "012"))])
    assert "station" not in [f.name for f in a.fields], a.fields


# --- a capital code glued to an optional number --------------------------------------------------------------------

@pytest.mark.parametrize("samples,unseen,code,number", [
    ([f"sta/A{i}.{c}" for i, c in enumerate(["EW1", "NS2", "UD", "EW", "NS1", "UD2", "NS"])], "sta/A9.UD1", "UD", 1),
    ([f"scan/slice_{c}_{i:02d}.png" for i, c in enumerate(["AX", "COR2", "SAG", "AX3", "COR", "SAG1"])],
     "scan/slice_AX7_12.png", "AX", 7),
    ([f"gauges/{c}/level.csv" for c in ["TG", "TG2", "RG", "RG4", "WL", "WL1"]], "gauges/RG9/level.csv", "RG", 9),
])
def test_a_capital_code_and_its_optional_number_are_read_apart(samples: list[str], unseen: str, code: str,
                                                               number: int):
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert code in got[1].values() and number in got[1].values(), got
