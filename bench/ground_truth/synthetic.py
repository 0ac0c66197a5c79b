"""Invented layouts that mimic real listings the analyser has never seen (generated, deterministic).

Each builds a listing of files of one kind plus neighbours of other kinds that a rule learnt
from samples of the kind must leave alone, and knows the true field values of each file.
"""
from __future__ import annotations

import random
import uuid
from urllib.parse import quote


def _logs(rng: random.Random):
    kind, other = [], ["logs/README.md", "logs/retention.yaml"]
    for m in range(1, 13):
        for d in rng.sample(range(1, 29), 6):
            for s in rng.sample(range(1, 16), 4):
                kind.append((f"logs/2024/{m:02d}/{d:02d}/app-server-{s:02d}.log.gz",
                             {"year": "2024", "month": str(m), "day": str(d), "server": str(s)}))
            other.append(f"logs/2024/{m:02d}/{d:02d}/manifest.json")
            other.append(f"logs/2024/{m:02d}/{d:02d}/db-primary-01.log.gz.tmp")
    return kind, other


def _spark(rng: random.Random):
    kind, other = [], ["s3/bucket/_SUCCESS", "s3/bucket/_delta_log/00000000000000000000.json"]
    for day in range(1, 32):
        for hour in rng.sample(range(24), 5):
            part = f"s3/bucket/dt=2024-01-{day:02d}/hour={hour:02d}"
            for p in range(rng.randint(1, 4)):
                u = str(uuid.UUID(int=rng.getrandbits(128)))
                kind.append((f"{part}/part-{p:05d}-{u}.c000.snappy.parquet",
                             {"dt": f"2024-01-{day:02d}", "hour": str(hour), "part": str(p), "uuid": u}))
                other.append(f"{part}/.part-{p:05d}-{u}.c000.snappy.parquet.crc")
            other.append(f"{part}/_SUCCESS")
    return kind, other


def _plate(rng: random.Random):
    kind, other = [], ["project/raw/README.txt"]
    for plate in range(1, 6):
        other.append(f"project/raw/Plate_{plate:03d}/metadata.xml")
        for row in "ABCDEFGH":
            for col in rng.sample(range(1, 13), 3):
                well = f"{row}{col:02d}"
                other.append(f"project/raw/Plate_{plate:03d}/Well_{well}/thumb.png")
                for c in (1, 2, 3):
                    for z in rng.sample(range(1, 30), 2):
                        t = rng.randint(1, 200)
                        kind.append((f"project/raw/Plate_{plate:03d}/Well_{well}/img_c{c}_z{z:03d}_t{t:04d}.ome.tif",
                                     {"plate": str(plate), "well": well, "c": str(c), "z": str(z), "t": str(t)}))
    return kind, other


def _photos(rng: random.Random):
    kind, other = [], ["photos/Thumbs.db", "photos/.DS_Store"]
    for y in (2021, 2022, 2023, 2024):
        for _ in range(150):
            m, d = rng.randint(1, 12), rng.randint(1, 28)
            hh, mm, ss = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
            kind.append((f"photos/{y}/IMG_{y}{m:02d}{d:02d}_{hh:02d}{mm:02d}{ss:02d}.jpg",
                         {"year": str(y), "date": f"{y}{m:02d}{d:02d}", "time": f"{hh:02d}{mm:02d}{ss:02d}"}))
            if rng.random() < 0.2:
                other.append(f"photos/{y}/VID_{y}{m:02d}{d:02d}_{hh:02d}{mm:02d}{ss:02d}.mp4")
    return kind, other


_ACTIONS = ["abseiling", "air drumming", "answering questions", "applauding", "arm_wrestling",
            "playing bass guitar", "tai chi", "yoga", "zumba", "dribbling basketball", "3d_printing"]


def _kinetics(rng: random.Random):
    """Kinetics-style clips: class folders with spaces/underscores/digits, YouTube ids with `-`/`_`."""
    abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    kind, other = [], ["kinetics/train.csv", "kinetics/README.md"]
    for a in _ACTIONS:
        other.append(f"kinetics/train/{a}/.listing")
        for _ in range(40):
            yid = "".join(rng.choice(abc) for _ in range(11))
            s = rng.randint(0, 300)
            kind.append((f"kinetics/train/{a}/{yid}_{s:06d}_{s + 10:06d}.mp4",
                         {"action": a, "youtube_id": yid, "start": str(s), "end": str(s + 10)}))
    return kind, other


def _imagenet(rng: random.Random):
    kind, other = [], ["imagenet/LOC_synset_mapping.txt", "imagenet/val/LOC_val_solution.csv"]
    syn = [f"n{rng.randint(1000000, 9999999):08d}" for _ in range(60)]
    k = 0
    for s in syn:
        for _ in range(8):
            k += rng.randint(1, 50)
            kind.append((f"imagenet/val/{s}/ILSVRC2012_val_{k:08d}.JPEG", {"synset": s, "index": str(k)}))
    return kind, other


def _librispeech(rng: random.Random):
    kind, other = [], ["LibriSpeech/SPEAKERS.TXT", "LibriSpeech/CHAPTERS.TXT"]
    for _ in range(40):
        sp, ch = rng.randint(19, 9000), rng.randint(100, 150000)
        other.append(f"LibriSpeech/train-clean-100/{sp}/{ch}/{sp}-{ch}.trans.txt")
        for u in range(rng.randint(5, 20)):
            kind.append((f"LibriSpeech/train-clean-100/{sp}/{ch}/{sp}-{ch}-{u:04d}.flac",
                         {"speaker": str(sp), "chapter": str(ch), "utterance": str(u)}))
    return kind, other


def _hive_countries(rng: random.Random):
    countries = ["United States", "Côte d'Ivoire", "France", "New Zealand", "Japan", "Brazil"]
    kind, other = [], ["warehouse/sales/_SUCCESS"]
    for c in countries:
        for y in (2022, 2023):
            for p in range(3):
                kind.append((f"warehouse/sales/country={quote(c)}/year={y}/part-{p:05d}.parquet",
                             {"country": c, "year": str(y), "part": str(p)}))
        other.append(f"warehouse/sales/country={quote(c)}/.schema")
    return kind, other


def _sensor_csv(rng: random.Random):
    """Sensor exports: station codes with digits, ISO dates, a free-text variable word."""
    kind, other = [], ["export/stations.geojson"]
    stations = ["ST-001", "ST-014", "KX-7", "north_ridge-2", "Lake_B"]
    variables = ["temp", "rel_humidity", "wind-speed", "pm2.5", "pressure"]
    for st in stations:
        for v in variables:
            for _ in range(12):
                d = f"2023-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
                kind.append((f"export/{st}/{d}_{v}.csv", {"station": st, "date": d, "variable": v}))
        other.append(f"export/{st}/{st}_metadata.json")
    return kind, other


SYNTHETIC = {
    "syn_logs_ymd": _logs,
    "syn_spark_hive_uuid": _spark,
    "syn_plate_wells": _plate,
    "syn_photos_img": _photos,
    "syn_kinetics_free_text": _kinetics,
    "syn_imagenet_val": _imagenet,
    "syn_librispeech": _librispeech,
    "syn_hive_url_escaped": _hive_countries,
    "syn_sensor_free_words": _sensor_csv,
}


def _sentinel(rng: random.Random):
    kind, other = [], ["sentinel/manifest.safe"]
    for _ in range(200):
        sat = rng.choice("AB")
        d = f"2023{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        t = f"{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}{rng.randint(0, 59):02d}"
        orbit = rng.randint(1, 143)
        tile = f"T{rng.randint(10, 60)}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(2))}"
        kind.append((f"sentinel/S2{sat}_MSIL2A_{d}T{t}_N0509_R{orbit:03d}_{tile}_{d}T{t}.zip",
                     {"platform": f"S2{sat}", "date": d, "orbit": str(orbit), "tile": tile}))
        other.append(f"sentinel/S2{sat}_MSIL2A_{d}T{t}_N0509_R{orbit:03d}_{tile}_{d}T{t}.zip.md5")
    return kind, other


def _mimic(rng: random.Random):
    kind, other = [], ["mimic/README", "mimic/cxr-record-list.csv.gz"]
    for _ in range(300):
        p = rng.randint(10000000, 19999999)
        s = rng.randint(50000000, 59999999)
        h = "-".join("".join(rng.choice("0123456789abcdef") for _ in range(8)) for _ in range(5))
        kind.append((f"mimic/files/p{str(p)[:2]}/p{p}/s{s}/{h}.jpg", {"group": f"p{str(p)[:2]}", "patient": f"p{p}", "study": f"s{s}", "dicom": h}))
        other.append(f"mimic/files/p{str(p)[:2]}/p{p}/s{s}.txt")
    return kind, other


def _catsdogs(rng: random.Random):
    kind, other = [], ["train/labels.csv"]
    for i in range(400):
        a = rng.choice(["cat", "dog"])
        kind.append((f"train/{a}.{i}.jpg", {"label": a, "index": str(i)}))
    return kind, other


def _dicom(rng: random.Random):
    kind, other = [], ["DICOMDIR"]
    for pa in range(1, 6):
        for st in range(1, 3):
            for se in range(1, 5):
                for im in rng.sample(range(1, 300), 10):
                    kind.append((f"DICOM/PA{pa:06d}/ST{st:06d}/SE{se:06d}/IM{im:06d}",
                                 {"patient": str(pa), "study": str(st), "series": str(se), "image": str(im)}))
    return kind, other


def _vctk(rng: random.Random):
    kind, other = [], ["VCTK/speaker-info.txt"]
    for sp in rng.sample(range(225, 377), 30):
        other.append(f"VCTK/txt/p{sp}/p{sp}_001.txt")
        for u in rng.sample(range(1, 400), 15):
            mic = rng.choice((1, 2))
            kind.append((f"VCTK/wav48_silence_trimmed/p{sp}/p{sp}_{u:03d}_mic{mic}.flac",
                         {"speaker": f"p{sp}", "utterance": str(u), "mic": str(mic)}))
    return kind, other


def _releases(rng: random.Random):
    kind, other = [], ["releases/index.html"]
    for _ in range(60):
        v = f"{rng.randint(0, 3)}.{rng.randint(0, 20)}.{rng.randint(0, 30)}"
        for osn, arch in [("linux", "amd64"), ("linux", "arm64"), ("darwin", "arm64"), ("windows", "amd64")]:
            kind.append((f"releases/v{v}/app-{v}-{osn}-{arch}.tar.gz", {"version": v, "os": osn, "arch": arch}))
        other.append(f"releases/v{v}/checksums.txt")
    return kind, other


SYNTHETIC.update({
    "syn_sentinel_safe": _sentinel,
    "syn_mimic_ids": _mimic,
    "syn_cats_dogs_dot": _catsdogs,
    "syn_dicom_noext": _dicom,
    "syn_vctk": _vctk,
    "syn_release_versions": _releases,
})
