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


# ---- compound values, codes, multi-character delimiters, ragged names (adversarial round 2)


def _wheels(rng: random.Random):
    """PyPI wheels: package names and platform tags hold `_` and `.`, `-` is the field delimiter."""
    kind, other = [], ["simple/index.html"]
    plats = ["any", "manylinux2014_x86_64", "win_amd64", "macosx_11_0_arm64", "musllinux_1_1_x86_64"]
    for pkg in ["numpy", "scikit_learn", "pandas", "typing_extensions", "torch", "pyyaml"]:
        other.append(f"simple/{pkg}/index.html")
        for _ in range(10):
            v = f"{rng.randint(0, 3)}.{rng.randint(0, 30)}.{rng.randint(0, 12)}"
            py, plat = rng.choice(["cp310", "cp311", "cp312"]), rng.choice(plats)
            kind.append((f"simple/{pkg}/{pkg}-{v}-{py}-{py}-{plat}.whl",
                         {"package": pkg, "version": v, "python": py, "platform": plat}))
            other.append(f"simple/{pkg}/{pkg}-{v}.tar.gz")
    return kind, other


def _fastq(rng: random.Random):
    """Illumina bcl2fastq output: run folders, `Sample_ABC-12` folders, `S3`, `L001`, `R1` codes."""
    kind, other = [], ["seq/README.md"]
    for _ in range(6):
        d = f"{rng.randint(19, 24):02d}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        inst, runno = rng.choice(["M00123", "NB501234", "A00567"]), rng.randint(1, 999)
        fc = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXY0123456789") for _ in range(9))
        run = f"seq/{d}_{inst}_{runno:04d}_{fc}"
        other += [f"{run}/SampleSheet.csv", f"{run}/RunInfo.xml", f"{run}/Undetermined_S0_L001_R1_001.fastq.gz"]
        for s in range(1, 9):
            name = rng.choice(["ABC", "PT", "CTRL", "KO"]) + f"-{rng.randint(1, 40)}"
            for lane in (1, 2):
                for read in (1, 2):
                    path = f"{run}/Sample_{name}/{name}_S{s}_L{lane:03d}_R{read}_001.fastq.gz"
                    kind.append((path, {"run": f"{d}_{inst}_{runno:04d}_{fc}", "instrument": inst, "flowcell": fc,
                                        "sample": name, "sample_number": f"S{s}", "lane": f"L{lane:03d}",
                                        "read": f"R{read}"}))
                    other.append(path + ".md5")
    return kind, other


def _landsat(rng: random.Random):
    """Landsat Collection 2 surface-reflectance bands: `LC08`, `T1`, `B4` codes, path/row folders."""
    kind, other = [], ["landsat/catalog.json"]
    for _ in range(30):
        sensor, tier = rng.choice(["LC08", "LC09"]), rng.choice(["T1", "T2"])
        path, row = rng.randint(1, 233), rng.randint(1, 248)
        acq = f"2021{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        proc = f"2021{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        scene = f"{sensor}_L2SP_{path:03d}{row:03d}_{acq}_{proc}_02_{tier}"
        d = f"landsat/collection02/level-2/{path:03d}/{row:03d}/{scene}"
        for b in range(1, 8):
            kind.append((f"{d}/{scene}_SR_B{b}.TIF", {"sensor": sensor, "path": str(path), "row": str(row),
                                                       "date": acq, "processed": proc, "tier": tier, "band": f"B{b}"}))
        other += [f"{d}/{scene}_MTL.txt", f"{d}/{scene}_QA_PIXEL.TIF", f"{d}/{scene}_ST_B10.TIF"]
    return kind, other


def _cloudtrail(rng: random.Random):
    """AWS CloudTrail: region folders `us-east-1`, minute timestamps `20240115T0005Z`, random ids."""
    kind, other = [], ["AWSLogs/123456789012/CloudTrail-Digest/README"]
    abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    for acct in ("123456789012", "210987654321"):
        for reg in ["us-east-1", "eu-west-2", "ap-southeast-1", "us-west-2"]:
            for _ in range(40):
                m, d = rng.randint(1, 12), rng.randint(1, 28)
                t = f"2024{m:02d}{d:02d}T{rng.randint(0, 23):02d}{rng.choice(range(0, 60, 5)):02d}Z"
                rid = "".join(rng.choice(abc) for _ in range(16))
                kind.append((f"AWSLogs/{acct}/CloudTrail/{reg}/2024/{m:02d}/{d:02d}/{acct}_CloudTrail_{reg}_{t}_{rid}.json.gz",
                             {"account": acct, "region": reg, "month": str(m), "day": str(d), "time": t, "id": rid}))
            other.append(f"AWSLogs/{acct}/CloudTrail-Digest/{reg}/2024/01/01/{acct}_CloudTrail-Digest_{reg}_x.json.gz")
    return kind, other


def _client_drops(rng: random.Random):
    """Client folders with spaces, Unicode and punctuation; month folders `03 März`."""
    clients = ["Müller GmbH", "ACME Corp", "Société Générale", "O'Brien & Sons", "北京数据", "Smith-Jones Ltd"]
    months = ["01 Januar", "02 Februar", "03 März", "04 April", "05 Mai", "06 Juni"]
    kind, other = [], ["Kunden/Übersicht.xlsx"]
    for c in clients:
        other.append(f"Kunden/{c}/Vertrag.pdf")
        for mo in months:
            for _ in range(rng.randint(2, 6)):
                n = rng.randint(1, 999)
                kind.append((f"Kunden/{c}/2024/{mo}/Rechnung 2024-{n:03d}.pdf", {"client": c, "month": mo, "invoice": str(n)}))
            other.append(f"Kunden/{c}/2024/{mo}/Thumbs.db")
    return kind, other


def _nuscenes(rng: random.Random):
    """nuScenes samples: `{log}__{channel}__{microseconds}.jpg`, logs `n015-2018-07-24-11-22-45+0800`."""
    kind, other = [], ["nuscenes/v1.0-trainval/scene.json"]
    logs = [f"n{rng.randint(1, 16):03d}-2018-0{rng.randint(7, 9)}-{rng.randint(10, 28)}-"
            f"{rng.randint(10, 23)}-{rng.randint(10, 59)}-{rng.randint(10, 59)}+0800" for _ in range(8)]
    for ch in ["CAM_FRONT", "CAM_BACK", "CAM_FRONT_LEFT", "CAM_BACK_RIGHT"]:
        for _ in range(60):
            lg, ts = rng.choice(logs), rng.randint(1532402927000000, 1538402927999999)
            kind.append((f"nuscenes/samples/{ch}/{lg}__{ch}__{ts}.jpg", {"channel": ch, "log": lg, "timestamp": str(ts)}))
        other.append(f"nuscenes/samples/LIDAR_TOP/{rng.choice(logs)}__LIDAR_TOP__{rng.randint(10**15, 2 * 10**15)}.pcd.bin")
    return kind, other


def _modis(rng: random.Random):
    """MODIS granules: `MOD09GA.A2024015.h18v04.061.2024017034512.hdf`, tiles `h18v04`."""
    kind, other = [], ["modis/README.pdf"]
    for _ in range(300):
        prod, y, doy = rng.choice(["MOD09GA", "MYD09GA"]), rng.choice((2023, 2024)), rng.randint(1, 365)
        h, v = rng.randint(0, 35), rng.randint(0, 17)
        proc = f"{y}{min(doy + 2, 365):03d}{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}{rng.randint(0, 59):02d}"
        name = f"{prod}.A{y}{doy:03d}.h{h:02d}v{v:02d}.061.{proc}"
        kind.append((f"modis/{prod}/{y}/{doy:03d}/{name}.hdf", {"product": prod, "year": str(y), "doy": str(doy),
                                                                  "tile": f"h{h:02d}v{v:02d}", "h": str(h), "v": str(v),
                                                                  "processed": proc}))
        other += [f"modis/{prod}/{y}/{doy:03d}/{name}.hdf.xml", f"modis/{prod}/{y}/{doy:03d}/BROWSE.{name}.1.jpg"]
    return kind, other


def _tv(rng: random.Random):
    """TV library: `Show - S01E05 - Title.mkv`; titles with dots (`eps1.0_hellofriend.mov`, `Bag...`)."""
    shows = ["Breaking Bad", "The Office (US)", "Dark", "Mr. Robot", "Halt and Catch Fire"]
    titles = ["Pilot", "Gray Matter", "Cat's in the Bag...", "eps1.0_hellofriend.mov", "Secrets", "Lost & Found"]
    kind, other = [], ["TV/desktop.ini"]
    for show in shows:
        for se in range(1, rng.randint(2, 5)):
            other.append(f"TV/{show}/Season {se:02d}/folder.jpg")
            for ep in range(1, rng.randint(6, 13)):
                t = rng.choice(titles)
                kind.append((f"TV/{show}/Season {se:02d}/{show} - S{se:02d}E{ep:02d} - {t}.mkv",
                             {"show": show, "season": str(se), "episode": str(ep), "code": f"S{se:02d}E{ep:02d}", "title": t}))
                if rng.random() < 0.5:
                    other.append(f"TV/{show}/Season {se:02d}/{show} - S{se:02d}E{ep:02d} - {t}.en.srt")
    return kind, other


def _camera_traps(rng: random.Random):
    """Camera traps: `site_A` / `site_C12` folders meant whole, `cam03`, date folders, DCIM names."""
    kind, other = [], ["traps/deployments.csv"]
    for site in ("site_A", "site_B", "site_C12"):
        for cam in rng.sample(range(1, 20), 3):
            for _ in range(4):
                d = f"2023-{rng.randint(5, 9):02d}-{rng.randint(1, 28):02d}"
                other.append(f"traps/{site}/cam{cam:02d}/{d}/DCIM_INFO.txt")
                for k in rng.sample(range(1, 9999), 5):
                    kind.append((f"traps/{site}/cam{cam:02d}/{d}/IMG_{k:04d}.JPG",
                                 {"site": site, "camera": str(cam), "date": d, "image": str(k)}))
    return kind, other


def _reports(rng: random.Random):
    """Reports with an optional version suffix: `sales_report_2024-01-15.pdf`, `…_v2.pdf`."""
    kind, other = [], ["reports/index.md"]
    for _ in range(300):
        d = f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        k = rng.choice(["sales", "inventory", "hr"])
        v = "" if rng.random() < 0.7 else f"_v{rng.randint(2, 4)}"
        kind.append((f"reports/{d[:4]}/{k}_report_{d}{v}.pdf", {"report": k, "date": d}))
        if rng.random() < 0.2:
            other.append(f"reports/{d[:4]}/{k}_report_{d}.docx")
    return kind, other


def _sentinel1(rng: random.Random):
    """Sentinel-1 products: the product type padded with `_` (`SLC__1SDV` beside `GRDH_1SDV`)."""
    kind, other = [], ["s1/catalog.json"]
    for _ in range(200):
        sat, mode, prod = rng.choice(["S1A", "S1B"]), rng.choice(["IW", "EW"]), rng.choice(["GRDH", "SLC_"])
        d = f"2024{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        t = f"{rng.randint(0, 23):02d}{rng.randint(0, 59):02d}{rng.randint(0, 59):02d}"
        orbit = rng.randint(1000, 60000)
        take = "".join(rng.choice("0123456789ABCDEF") for _ in range(6))
        uid = "".join(rng.choice("0123456789ABCDEF") for _ in range(4))
        name = f"{sat}_{mode}_{prod}_1SDV_{d}T{t}_{d}T{t}_{orbit:06d}_{take}_{uid}"
        kind.append((f"s1/{name}.zip", {"satellite": sat, "mode": mode, "date": d, "orbit": str(orbit), "take": take}))
        other.append(f"s1/{name}.SAFE/manifest.safe")
    return kind, other


def _caltech(rng: random.Random):
    """Caltech-256: class folders `001.ak47`, `014.faces-easy-101` (number and name joined by `.`)."""
    classes = ["ak47", "american-flag", "backpack", "baseball-bat", "bear", "beer-mug", "binoculars",
               "birdbath", "blimp", "bonsai-101", "boom-box", "bowling-ball", "t-shirt", "faces-easy-101"]
    kind, other = [], ["256_ObjectCategories/README.txt"]
    for i, c in enumerate(classes, start=1):
        other.append(f"256_ObjectCategories/{i:03d}.{c}/Thumbs.db")
        for k in rng.sample(range(1, 120), 25):
            kind.append((f"256_ObjectCategories/{i:03d}.{c}/{i:03d}_{k:04d}.jpg", {"class_id": str(i), "class": c, "image": str(k)}))
    return kind, other


def _esc50(rng: random.Random):
    """ESC-50 clips: `{fold}-{clip}-{take}-{target}.wav`, a whole stem of dash-separated fields."""
    kind, other = [], ["ESC-50-master/meta/esc50.csv", "ESC-50-master/README.md"]
    for _ in range(400):
        f, c, t, g = rng.randint(1, 5), rng.randint(1000, 260000), rng.choice("ABCDEFG"), rng.randint(0, 49)
        kind.append((f"ESC-50-master/audio/{f}-{c}-{t}-{g}.wav", {"fold": str(f), "clip": str(c), "take": t, "target": str(g)}))
    return kind, other


def _cmip6(rng: random.Random):
    """CMIP6 NetCDF: model names with dashes (`MPI-ESM1-2-HR`), members `r1i1p1f2`, date ranges."""
    kind, other = [], ["CMIP6/README.txt"]
    for inst, model in [("NCAR", "CESM2"), ("MPI-M", "MPI-ESM1-2-HR"), ("EC-Earth-Consortium", "EC-Earth3"),
                        ("MOHC", "UKESM1-0-LL"), ("IPSL", "IPSL-CM6A-LR")]:
        for exp in ("historical", "ssp585", "ssp245"):
            for var in ("tas", "pr", "tasmax", "huss"):
                member, grid = f"r{rng.randint(1, 10)}i1p1f{rng.choice((1, 2))}", rng.choice(["gn", "gr"])
                folder = (f"CMIP6/{'CMIP' if exp == 'historical' else 'ScenarioMIP'}/{inst}/{model}/{exp}/{member}/day/{var}/"
                          f"{grid}/v2019{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}")
                y0 = 1850 if exp == "historical" else 2015
                for y in range(y0, y0 + 50, 10):
                    kind.append((f"{folder}/{var}_day_{model}_{exp}_{member}_{grid}_{y}0101-{y + 9}1231.nc",
                                 {"variable": var, "model": model, "experiment": exp, "member": member, "grid": grid,
                                  "start": f"{y}0101", "end": f"{y + 9}1231"}))
                other.append(f"{folder}/.checksums.sha256")
    return kind, other


SYNTHETIC.update({
    "syn_wheels_delimiter": _wheels,
    "syn_fastq_illumina": _fastq,
    "syn_landsat_codes": _landsat,
    "syn_cloudtrail_regions": _cloudtrail,
    "syn_client_unicode": _client_drops,
    "syn_nuscenes_double_us": _nuscenes,
    "syn_modis_tiles": _modis,
    "syn_tv_episodes": _tv,
    "syn_camera_traps": _camera_traps,
    "syn_reports_optional": _reports,
    "syn_sentinel1_padded": _sentinel1,
    "syn_caltech256": _caltech,
    "syn_esc50": _esc50,
    "syn_cmip6": _cmip6,
})


# ---- layouts found in a review of the analyser (neighbour files the glob must leave out,
# dotted UIDs, identifier folders, pre-release versions, month names, mixed image formats)


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def _frames_unpadded(r: random.Random):
    """frames/frame_<n>.png beside frame_<n>_depth.png / _mask.png (unpadded ints)"""
    kind, other = [], []
    for seq in ("seq_a", "seq_b", "seq_c"):
        for n in range(0, 400):
            kind.append((f"capture/{seq}/frames/frame_{n}.png", {"seq": seq, "n": str(n)}))
            if n % 2 == 0:
                other.append(f"capture/{seq}/frames/frame_{n}_depth.png")
            if n % 5 == 0:
                other.append(f"capture/{seq}/frames/frame_{n}_mask.png")
    return kind, other


def _lgg_mri(r: random.Random):
    """Kaggle lgg-mri-segmentation: TCGA_CS_4941_19960909/TCGA_CS_4941_19960909_<n>.tif beside _<n>_mask.tif"""
    kind, other = [], ["kaggle_3m/data.csv", "kaggle_3m/README.md"]
    for _ in range(40):
        inst = r.choice(["CS", "DU", "FG", "HT", "EZ"])
        pid = r.randint(4900, 8200)
        d = f"{r.randint(1995, 2002)}{r.randint(1,12):02d}{r.randint(1,28):02d}"
        case = f"TCGA_{inst}_{pid}_{d}"
        for n in range(1, r.randint(20, 88)):
            kind.append((f"kaggle_3m/{case}/{case}_{n}.tif", {"case": case, "inst": inst, "pid": str(pid), "date": d, "slice": str(n)}))
            other.append(f"kaggle_3m/{case}/{case}_{n}_mask.tif")
    return kind, other


def _flowers(r: random.Random):
    """tf_flowers: flower_photos/<class>/<flickrid>_<secret>[_n|_m].jpg with ._ AppleDouble files"""
    kind, other = [], ["flower_photos/LICENSE.txt"]
    for c in ("daisy", "dandelion", "roses", "sunflowers", "tulips"):
        for _ in range(300):
            i = r.randint(10**6, 10**10)
            s = _hex(r, 10)
            suf = r.choice(["", "_n", "_m"])
            kind.append((f"flower_photos/{c}/{i}_{s}{suf}.jpg", {"class": c, "id": str(i), "secret": s}))
            if r.random() < .2:
                other.append(f"flower_photos/{c}/._{i}_{s}{suf}.jpg")
    return kind, other


def _month_names(r: random.Random):
    """finance/2024/Mar/sales_Mar2024.xlsx with month abbreviations"""
    mons = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]
    kind, other = [], []
    for y in range(2019, 2025):
        for m in mons:
            for dept in ("sales", "costs", "hr"):
                kind.append((f"finance/{y}/{m}/{dept}_{m}{y}.xlsx", {"year": str(y), "month": m, "dept": dept}))
            other.append(f"finance/{y}/{m}/~$sales_{m}{y}.xlsx")
    return kind, other


def _scraped_images(r: random.Random):
    """scraped image classes: jpg / jpeg / png mixed in one kind"""
    kind, other = [], ["animals/labels.csv", "animals/README.md"]
    for c in ("cat", "dog", "horse", "spider", "butterfly"):
        for _ in range(200):
            x = r.random()
            ext = "jpg" if x < .6 else ("jpeg" if x < .85 else "png")
            h = _hex(r, 32)
            kind.append((f"animals/raw-img/{c}/{h}.{ext}", {"class": c, "hash": h}))
    return kind, other


def _mixed_case_ext(r: random.Random):
    """camera dumps where ~8% of JPGs are lower-case .jpg"""
    kind, other = [], []
    for cam in ("canon", "sony"):
        for _ in range(500):
            n = r.randint(1, 9999)
            ext = "jpg" if r.random() < .08 else "JPG"
            kind.append((f"shoot/{cam}/DSC_{n:04d}.{ext}", {"cam": cam, "n": str(n)}))
            if r.random() < .3:
                other.append(f"shoot/{cam}/DSC_{n:04d}.NEF")
    return kind, other


def _dicom_uid(r: random.Random):
    """DICOM series with dotted UID folders, IM-0001-0001.dcm names."""
    kind, other = [], ["dicom/DICOMDIR"]
    for p in range(10):
        pid = f"PAT{r.randint(10000,99999)}"
        for _ in range(2):
            study = "1.2.840.113619.2.55.3." + ".".join(str(r.randint(1, 999999999)) for _ in range(3))
            for se in range(1, 4):
                series = f"1.3.12.2.1107.5.2.{r.randint(10,99)}.{r.randint(10000,99999)}.{r.randint(10**15, 10**16)}"
                for im in r.sample(range(1, 200), 10):
                    kind.append((f"dicom/{pid}/{study}/{series}/IM-{se:04d}-{im:04d}.dcm",
                                 {"patient": pid, "study": study, "series_uid": series, "series": str(se), "instance": str(im)}))
                other.append(f"dicom/{pid}/{study}/{series}/series.json")
    return kind, other


def _lidc(r: random.Random):
    """TCIA LIDC-IDRI: patient/StudyUID/SeriesUID/1-001.dcm"""
    kind, other = [], ["LIDC-IDRI/LICENSE"]
    root = "1.3.6.1.4.1.14519.5.2.1.6279.6001."
    for p in range(1, 60):
        pid = f"LIDC-IDRI-{p:04d}"
        st = root + str(r.randint(10**29, 10**30 - 1))
        se = root + str(r.randint(10**29, 10**30 - 1))
        for i in range(1, r.randint(20, 40)):
            kind.append((f"LIDC-IDRI/{pid}/{st}/{se}/1-{i:03d}.dcm", {"patient": pid, "study": st, "series": se, "inst": str(i)}))
        other.append(f"LIDC-IDRI/{pid}/{st}/{se}/069.xml")
    return kind, other


def _goreleaser(r: random.Random):
    """releases/download/v1.2.3[-rc1]/tool_1.2.3_linux_amd64.tar.gz"""
    kind, other = [], []
    for _ in range(40):
        v = f"{r.randint(0,2)}.{r.randint(0,30)}.{r.randint(0,9)}" + (f"-rc{r.randint(1,3)}" if r.random() < .25 else "")
        for osn, arch in [("linux", "amd64"), ("linux", "arm64"), ("darwin", "arm64"), ("freebsd", "386")]:
            kind.append((f"tool/releases/download/v{v}/tool_{v}_{osn}_{arch}.tar.gz", {"version": v, "os": osn, "arch": arch}))
        other += [f"tool/releases/download/v{v}/tool_{v}_checksums.txt", f"tool/releases/download/v{v}/tool_{v}_windows_amd64.zip"]
    return kind, other


def _zoom(r: random.Random):
    """Zoom cloud recordings: Documents/Zoom/2024-03-01 12.00.00 Topic words/video1234.mp4"""
    kind, other = [], []
    topics = ["Weekly sync", "Jane Doe's Personal Meeting Room", "1:1 Bob", "Q1 planning (all hands)"]
    for _ in range(300):
        d = f"2024-{r.randint(1,12):02d}-{r.randint(1,28):02d}"
        t = f"{r.randint(8,18):02d}.{r.choice([0,15,30,45]):02d}.00"
        top = r.choice(topics)
        folder = f"Documents/Zoom/{d} {t} {top}"
        kind.append((f"{folder}/video{r.randint(100000000, 999999999)}.mp4", {"date": d, "time": t, "topic": top}))
        other += [f"{folder}/audio{r.randint(100000000, 999999999)}.m4a", f"{folder}/recording.conf"]
    return kind, other


def _appledouble(r: random.Random):
    """class folders with hash-named jpgs plus macOS ._ AppleDouble files and .DS_Store"""
    kind, other = [], []
    for c in ("apple", "banana", "cherry", "date_palm"):
        other.append(f"fruits/train/{c}/.DS_Store")
        for _ in range(200):
            h = _hex(r, 16)
            kind.append((f"fruits/train/{c}/{h}.jpg", {"class": c, "hash": h}))
            if r.random() < .3:
                other.append(f"fruits/train/{c}/._{h}.jpg")
    return kind, other


def _s2_aws(r: random.Random):
    """AWS sentinel-s2-l1c: tiles/<utm>/<lat>/<sq>/<y>/<m>/<d>/<seq>/B04.jp2 (unpadded m/d), band B8A"""
    kind, other = [], []
    bands = ["B01","B02","B03","B04","B05","B06","B07","B08","B8A","B09","B10","B11","B12"]
    for _ in range(60):
        utm, lat = r.randint(1, 60), r.choice("CDEFGHJKLMNPQRSTUVWX")
        sq = r.choice("ABCDEFGHJK") + r.choice("ABCDEFGHJK")
        y, m, d, seq = r.choice((2022, 2023)), r.randint(1, 12), r.randint(1, 28), r.choice((0, 0, 1))
        base = f"tiles/{utm}/{lat}/{sq}/{y}/{m}/{d}/{seq}"
        for b in bands:
            kind.append((f"{base}/{b}.jp2", {"utm": str(utm), "lat": lat, "sq": sq, "year": str(y), "month": str(m), "day": str(d), "seq": str(seq), "band": b}))
        other += [f"{base}/TCI.jp2", f"{base}/preview.jpg", f"{base}/tileInfo.json", f"{base}/metadata.xml"]
    return kind, other


def _xyz_tiles(r: random.Random):
    """Slippy map tiles z/x/y.png; metadata.json beside."""
    kind, other = [], ["tiles/metadata.json", "tiles/tilejson.json"]
    for _ in range(1000):
        z = r.randint(0, 14)
        x = r.randint(0, 2**z - 1)
        y = r.randint(0, 2**z - 1)
        kind.append((f"tiles/{z}/{x}/{y}.png", {"z": str(z), "x": str(x), "y": str(y)}))
    return kind, other


SYNTHETIC.update({
    "syn_frames_unpadded": _frames_unpadded,
    "syn_lgg_mri": _lgg_mri,
    "syn_flowers": _flowers,
    "syn_month_names": _month_names,
    "syn_scraped_images": _scraped_images,
    "syn_mixed_case_ext": _mixed_case_ext,
    "syn_dicom_uid": _dicom_uid,
    "syn_lidc": _lidc,
    "syn_goreleaser": _goreleaser,
    "syn_zoom": _zoom,
    "syn_appledouble": _appledouble,
    "syn_s2_aws": _s2_aws,
    "syn_xyz_tiles": _xyz_tiles,
})
