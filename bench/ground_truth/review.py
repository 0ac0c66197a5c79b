"""Layouts from a second review that tried to break the analyser (generated, deterministic).

Each generator returns (kind, other): kind is a list of (path, {field: true value}) for files of
one kind, other is a list of neighbour paths that a rule learnt from the kind must leave alone.
Truth values are written as a listing's owner would mean them; a field missing from a file's
dict is absent on that file (optional suffixes).
"""
import datetime
import random
import uuid

HEX = "0123456789abcdef"
ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
UPALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
K8S = "bcdfghjklmnpqrstvwxz2456789"


def _s(r, n, alphabet=HEX):
    return "".join(r.choice(alphabet) for _ in range(n))


def _day(r, y0=2023, y1=2024):
    a, b = datetime.date(y0, 1, 1), datetime.date(y1, 12, 31)
    return a + datetime.timedelta(days=r.randint(0, (b - a).days))


def _hms(r):
    return r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)


def geofabrik(r):
    """Geofabrik OSM extracts <continent>/<country>/<region>-<yymmdd>.osm.pbf beside -latest, .md5, .poly, shp.zip."""
    regions = {("europe", "germany"): ["bayern", "berlin", "baden-wuerttemberg", "nordrhein-westfalen",
                                       "sachsen-anhalt", "hamburg", "bremen"],
               ("europe", "france"): ["alsace", "bretagne", "ile-de-france", "provence-alpes-cote-d-azur", "corse"],
               ("north-america", "us"): ["california", "new-york", "texas", "district-of-columbia", "rhode-island"],
               ("asia", "japan"): ["kanto", "kyushu", "hokkaido", "chubu"],
               ("europe", "italy"): ["nord-ovest", "centro", "isole"]}
    kind, other = [], ["download.geofabrik.de/index.html", "download.geofabrik.de/europe/germany.html"]
    dates = sorted({_day(r) for _ in range(40)})
    for (cont, country), regs in regions.items():
        base = f"download.geofabrik.de/{cont}/{country}"
        for reg in regs:
            other += [f"{base}/{reg}-latest.osm.pbf", f"{base}/{reg}-latest.osm.pbf.md5", f"{base}/{reg}.poly",
                      f"{base}/{reg}-latest-free.shp.zip", f"{base}/{reg}-latest.osm.bz2",
                      f"{base}/{reg}-updates/state.txt", f"{base}/{reg}.html"]
            for d in r.sample(dates, 12):
                ds = d.strftime("%y%m%d")
                p = f"{base}/{reg}-{ds}.osm.pbf"
                kind.append((p, {"continent": cont, "country": country, "region": reg, "date": ds}))
                other.append(p + ".md5")
    return kind, other


def noaa_isd(r):
    """NOAA ISD mirror isd/<year>/<USAF>-<WBAN>-<year>.gz (some USAF with a letter) beside wget .gz.1 dups, isd-lite."""
    kind, other = [], ["noaa/isd-history.csv", "noaa/isd-inventory.csv.z", "noaa/isd-format-document.pdf"]
    stations = []
    for _ in range(150):
        usaf = f"{r.randint(10000, 999999):06d}" if r.random() > .05 else "A" + f"{r.randint(0, 99999):05d}"
        wban = f"{r.randint(0, 99999):05d}" if r.random() < .5 else "99999"
        stations.append((usaf, wban))
    for y in range(2015, 2025):
        other.append(f"noaa/isd/{y}/.listing")
        for usaf, wban in r.sample(stations, 70):
            p = f"noaa/isd/{y}/{usaf}-{wban}-{y}.gz"
            kind.append((p, {"year": str(y), "usaf": usaf, "wban": wban}))
            if r.random() < .3:
                other.append(f"noaa/isd-lite/{y}/{usaf}-{wban}-{y}.gz")
            if r.random() < .05:
                other.append(p + ".1")
    return kind, other


def ghcn_daily(r):
    """GHCN-Daily ghcnd_all/<station>.dly (USC00010008, ASN00002001, US1NYWC0003) beside catalogue txt files."""
    kind, other = [], ["ghcn/ghcnd-stations.txt", "ghcn/ghcnd-inventory.txt", "ghcn/ghcnd-countries.txt",
                       "ghcn/readme.txt", "ghcn/ghcnd_all.tar.gz", "ghcn/ghcnd_all/ghcnd-version.txt"]
    states = ["NY", "CO", "TX", "CA", "WA", "MD"]
    for _ in range(900):
        c = r.choice(["US", "US", "US", "CA", "MX", "GM", "UK", "AS", "JA", "BR", "IN", "SF"])
        if c == "US":
            sid = r.choice([f"USC00{r.randint(0, 999999):06d}", f"USW000{r.randint(0, 99999):05d}",
                            f"US1{r.choice(states)}{_s(r, 2, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{r.randint(0, 9999):04d}"])
        elif c == "AS":
            sid = f"ASN000{r.randint(0, 99999):05d}"
        else:
            sid = f"{c}{r.choice('0M0EW')}{r.randint(0, 99999999):08d}"
        p = f"ghcn/ghcnd_all/{sid}.dly"
        kind.append((p, {"station": sid, "country": c}))
        if r.random() < .1:
            other.append(f"ghcn/ghcnd_gsn/{sid}.dly.gz")
    return kind, other


def goes_abi(r):
    """GOES-R ABI L2 CMIP on AWS: ABI-L2-CMIP{F,C}/<y>/<doy>/<hh>/OR_ABI-L2-CMIPF-M6C13_G16_s…_e…_c….nc; MCMIP, L1b, GLM beside."""
    kind, other = [], []

    def stamp(y, doy, hh, mm, ss, t):
        return f"{y}{doy:03d}{hh:02d}{mm:02d}{ss:02d}{t}"

    for sat in (16, 18):
        for prod in ("CMIPF", "CMIPC"):
            for _ in range(250):
                y, doy, hh = r.choice([2023, 2024]), r.randint(1, 365), r.randint(0, 23)
                mm = r.choice(range(0, 60, 10)) if prod == "CMIPF" else r.choice(range(1, 60, 5))
                ss, t = r.randint(0, 59), r.randint(0, 9)
                ch = r.randint(1, 16)
                s = stamp(y, doy, hh, mm, ss, t)
                e = stamp(y, doy, hh, min(59, mm + 9), r.randint(0, 59), r.randint(0, 9))
                c = stamp(y, doy, hh, min(59, mm + 9), 59, r.randint(0, 9))
                folder = f"noaa-goes{sat}/ABI-L2-{prod}/{y}/{doy:03d}/{hh:02d}"
                p = f"{folder}/OR_ABI-L2-{prod}-M6C{ch:02d}_G{sat}_s{s}_e{e}_c{c}.nc"
                kind.append((p, {"satellite": str(sat), "product": prod, "channel": str(ch), "year": str(y),
                                 "doy": str(doy), "hour": str(hh), "start": s, "end": e, "created": c}))
                if r.random() < .1:
                    other.append(f"noaa-goes{sat}/ABI-L2-M{prod}/{y}/{doy:03d}/{hh:02d}/"
                                 f"OR_ABI-L2-M{prod}-M6_G{sat}_s{s}_e{e}_c{c}.nc")
                    other.append(f"noaa-goes{sat}/ABI-L1b-Rad{prod[-1]}/{y}/{doy:03d}/{hh:02d}/"
                                 f"OR_ABI-L1b-Rad{prod[-1]}-M6C{ch:02d}_G{sat}_s{s}_e{e}_c{c}.nc")
                    other.append(f"noaa-goes{sat}/GLM-L2-LCFA/{y}/{doy:03d}/{hh:02d}/"
                                 f"OR_GLM-L2-LCFA_G{sat}_s{s}_e{s}_c{s}.nc")
    return kind, other


def ncbi_assembly(r):
    """NCBI genomes/all/GC[AF]/000/001/405/<acc>_<asm>/<acc>_<asm>_genomic.fna.gz beside _cds_from_genomic.fna.gz, _rna.fna.gz, gff…"""
    named = ["GRCh38.p14", "GRCm39", "Sscrofa11.1", "mRatBN7.2", "UU_Cfam_GSD_1.0", "ARS-UCD1.3", "GRCz11",
             "bGalGal1.mat.broiler.GRCg7b", "R64", "TAIR10.1", "Release_6_plus_ISO1_MT", "WBcel235"]
    kind, other = [], ["genomes/all/README.txt", "genomes/ASSEMBLY_REPORTS/assembly_summary_refseq.txt"]
    for _ in range(250):
        db = r.choice(["GCF", "GCA"])
        num = f"{r.randint(1, 50000000):09d}"
        acc = f"{db}_{num}.{r.randint(1, 3)}"
        asm = r.choice(named) if r.random() < .25 else f"ASM{r.randint(100, 3999999)}v{r.randint(1, 3)}"
        folder = f"genomes/all/{db}/{num[0:3]}/{num[3:6]}/{num[6:9]}/{acc}_{asm}"
        kind.append((f"{folder}/{acc}_{asm}_genomic.fna.gz", {"db": db, "accession": acc, "assembly": asm}))
        for suf in ("_genomic.gff.gz", "_genomic.gtf.gz", "_genomic.gbff.gz", "_protein.faa.gz", "_rna.fna.gz",
                    "_cds_from_genomic.fna.gz", "_rna_from_genomic.fna.gz", "_assembly_report.txt",
                    "_assembly_stats.txt", "_feature_table.txt.gz", "_translated_cds.faa.gz"):
            if r.random() < .7:
                other.append(f"{folder}/{acc}_{asm}{suf}")
        other += [f"{folder}/md5checksums.txt", f"{folder}/README.txt", f"{folder}/annotation_hashes.txt"]
    return kind, other


def sra_paired(r):
    """fasterq-dump output <PRJNA…>/<SRR…>_{1,2}.fastq.gz beside unpaired <SRR>.fastq.gz, .md5, FastQC html/zip."""
    kind, other = [], []
    projects = [f"PRJNA{r.randint(100000, 999999)}" for _ in range(6)] + [f"PRJEB{r.randint(10000, 69999)}" for _ in range(3)]
    for proj in projects:
        pre = "ERR" if proj.startswith("PRJEB") else r.choice(["SRR", "SRR", "DRR"])
        other += [f"raw/{proj}/SraRunTable.txt", f"raw/{proj}/filereport_read_run_{proj}_tsv.txt"]
        for _ in range(r.randint(15, 60)):
            run = f"{pre}{r.randint(100000, 29999999)}"
            for read in (1, 2):
                p = f"raw/{proj}/{run}_{read}.fastq.gz"
                kind.append((p, {"project": proj, "run": run, "read": str(read)}))
                other += [p + ".md5", f"qc/{proj}/{run}_{read}_fastqc.html", f"qc/{proj}/{run}_{read}_fastqc.zip"]
            if r.random() < .3:
                other.append(f"raw/{proj}/{run}.fastq.gz")
    return kind, other


def tenx_outs(r):
    """Cell Ranger outputs <batch>/<sample>/outs/filtered_feature_bc_matrix.h5 beside raw_ matrix, molecule_info, bam, html."""
    samples = ["PBMC_10k_v3", "Donor3-Day7", "S12_tumor", "ctrl_rep1", "ctrl_rep2", "KO-2_LPS", "WT1", "mouse_lung_A",
               "TumorB_CD45pos", "P07_PRE", "P07_POST", "organoid d14"]
    kind, other = [], ["cellranger/README.md", "cellranger/aggr.csv"]
    for b in range(1, 9):
        batch = f"2024-0{r.randint(1, 9)}-{r.randint(10, 28)}_run{b:02d}"
        for s in r.sample(samples, r.randint(3, 7)):
            base = f"cellranger/{batch}/{s}"
            kind.append((f"{base}/outs/filtered_feature_bc_matrix.h5", {"batch": batch, "sample": s}))
            for f in ("outs/raw_feature_bc_matrix.h5", "outs/molecule_info.h5", "outs/metrics_summary.csv",
                      "outs/web_summary.html", "outs/cloupe.cloupe", "outs/possorted_genome_bam.bam",
                      "outs/possorted_genome_bam.bam.bai", "outs/filtered_feature_bc_matrix/barcodes.tsv.gz",
                      "outs/filtered_feature_bc_matrix/features.tsv.gz", "outs/filtered_feature_bc_matrix/matrix.mtx.gz",
                      "outs/analysis/clustering/gene_expression_graphclust/clusters.csv", "_log", "_cmdline",
                      f"{s}.mri.tgz"):
                other.append(f"{base}/{f}")
    return kind, other


def mri_series(r):
    """Scanner DICOM export DICOM/sub<NN>/<YYYYMMDD>/S<nnn>_<series_desc>/IMG<nnnn>.dcm beside DICOMDIR, dcm2niix nii/json."""
    descs = ["t1_mprage_sag_p2_iso", "localizer", "AAHead_Scout_32ch-head-coil", "ep2d_bold_rest", "gre_field_mapping",
             "ep2d_diff_mddw_30_p2", "t2_space_sag_p2_iso", "SWI_Images", "Mag_Images", "Pha_Images", "t2_tse_tra"]
    kind, other = [], ["DICOM/README.txt"]
    for sub in range(1, 25):
        for _ in range(r.randint(1, 2)):
            d = _day(r).strftime("%Y%m%d")
            other += [f"DICOM/sub{sub:02d}/{d}/DICOMDIR", f"DICOM/sub{sub:02d}/{d}/LOCKFILE"]
            for sn, desc in enumerate(r.sample(descs, 4), start=1):
                folder = f"DICOM/sub{sub:02d}/{d}/S{sn:03d}_{desc}"
                for inst in r.sample(range(1, 200), 6):
                    kind.append((f"{folder}/IMG{inst:04d}.dcm", {"subject": str(sub), "date": d, "series": str(sn),
                                                                  "description": desc, "instance": str(inst)}))
                other += [f"{folder}/S{sn:03d}_{desc}.nii.gz", f"{folder}/S{sn:03d}_{desc}.json"]
    return kind, other


def sleep_edf(r):
    """PhysioNet Sleep-EDF: sleep-cassette/SC4<ss><n>E0-PSG.edf, sleep-telemetry/ST7<ss><n>J0-PSG.edf beside *-Hypnogram.edf."""
    kind, other = [], ["sleep-edfx/1.0.0/RECORDS", "sleep-edfx/1.0.0/SHA256SUMS.txt", "sleep-edfx/1.0.0/SC-subjects.xls",
                       "sleep-edfx/1.0.0/ST-subjects.xls", "sleep-edfx/1.0.0/index.html"]
    for study, digit, letter, nsub, folder in (("SC", 4, "E", 83, "sleep-cassette"), ("ST", 7, "J", 25, "sleep-telemetry")):
        for ss in range(nsub):
            for night in (1, 2):
                if r.random() < .08:
                    continue
                rec = f"{study}{digit}{ss:02d}{night}"
                l1 = letter if r.random() < .9 else chr(ord(letter) + 1)
                kind.append((f"sleep-edfx/1.0.0/{folder}/{rec}{l1}0-PSG.edf",
                             {"study": study, "subject": str(ss), "night": str(night)}))
                other.append(f"sleep-edfx/1.0.0/{folder}/{rec}{l1}{r.choice('CHJPMV')}-Hypnogram.edf")
    return kind, other


def eegmmidb(r):
    """PhysioNet EEG Motor Movement/Imagery: files/S001/S001R01.edf beside S001R01.edf.event."""
    kind, other = [], ["eegmmidb/1.0.0/RECORDS", "eegmmidb/1.0.0/ANNOTATORS", "eegmmidb/1.0.0/wfdbcal",
                       "eegmmidb/1.0.0/64_channel_sharbrough.pdf", "eegmmidb/1.0.0/SHA256SUMS.txt"]
    for s in range(1, 110):
        for run in range(1, 15):
            p = f"eegmmidb/1.0.0/S{s:03d}/S{s:03d}R{run:02d}.edf"
            kind.append((p, {"subject": str(s), "run": str(run)}))
            other.append(p + ".event")
    return kind, other


def euxfel_raw(r):
    """European XFEL raw data exp/<INST>/<cycle>/p<nnnnnn>/raw/r<nnnn>/RAW-R<nnnn>-<AGG>-S<nnnnn>.h5 beside proc/CORR-…"""
    kind, other = [], []
    aggs = [f"AGIPD{i:02d}" for i in range(16)] + ["DA01", "DA02", "JNGFR01", "JNGFR02", "LPD00"]
    for _ in range(8):
        inst = r.choice(["SPB", "MID", "FXE", "HED"])
        cyc = f"20{r.randint(22, 24)}0{r.randint(1, 2)}"
        prop = r.randint(2000, 6000)
        base = f"/gpfs/exfel/exp/{inst}/{cyc}/p{prop:06d}"
        other += [f"{base}/usr/Shared/analysis.ipynb", f"{base}/scratch/tmp_{r.randint(1, 99)}.h5"]
        for run in r.sample(range(1, 600), 8):
            for agg in r.sample(aggs, 5):
                for seq in range(r.randint(1, 4)):
                    name = f"R{run:04d}-{agg}-S{seq:05d}.h5"
                    kind.append((f"{base}/raw/r{run:04d}/RAW-{name}", {"instrument": inst, "cycle": cyc,
                                 "proposal": str(prop), "run": str(run), "aggregator": agg, "sequence": str(seq)}))
                    if r.random() < .5:
                        other.append(f"{base}/proc/r{run:04d}/CORR-{name}")
    return kind, other


def airflow_logs(r):
    """Airflow 2 task logs dag_id=…/run_id=scheduled__2024-03-01T00:00:00+00:00/task_id=…/[map_index=N/]attempt=N.log."""
    dags = {"etl_daily": ["extract_orders", "transform", "load_dwh"], "ml_retrain": ["fetch_features", "train", "evaluate"],
            "s3_sensor_v2": ["wait_for_file", "process"], "dbt_run": ["dbt_seed", "dbt_run_models", "dbt_test"]}
    kind, other = [], ["airflow/logs/dag_processor_manager/dag_processor_manager.log"]
    for dag, tasks in dags.items():
        for _ in range(40):
            d = _day(r, 2024, 2024)
            kindr = r.random()
            if kindr < .75:
                rid = f"scheduled__{d.isoformat()}T00:00:00+00:00"
            elif kindr < .9:
                h, m, s = _hms(r)
                rid = f"manual__{d.isoformat()}T{h:02d}:{m:02d}:{s:02d}.{r.randint(0, 999999):06d}+00:00"
            else:
                rid = f"dataset_triggered__{d.isoformat()}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:00+00:00"
            for t in tasks:
                for a in range(1, r.choice([2, 2, 2, 3, 4])):
                    base = f"airflow/logs/dag_id={dag}/run_id={rid}/task_id={t}"
                    if t == "process" and r.random() < .7:
                        for mi in range(r.randint(1, 4)):
                            kind.append((f"{base}/map_index={mi}/attempt={a}.log",
                                         {"dag_id": dag, "run_id": rid, "task_id": t, "attempt": str(a), "map_index": str(mi)}))
                    else:
                        kind.append((f"{base}/attempt={a}.log", {"dag_id": dag, "run_id": rid, "task_id": t, "attempt": str(a)}))
            other.append(f"airflow/logs/scheduler/{d.isoformat()}/{dag}.py.log")
    return kind, other


def k8s_container_logs(r):
    """Kubernetes /var/log/containers/<pod>_<namespace>_<container>-<64hex>.log beside /var/log/pods tree and node logs."""
    apps = [("api-gateway", "default", "deploy", ["api-gateway", "istio-proxy"]),
            ("payments-worker", "payments", "deploy", ["worker", "istio-proxy"]),
            ("redis", "cache", "sts", ["redis", "metrics-exporter"]), ("coredns", "kube-system", "deploy", ["coredns"]),
            ("kube-proxy", "kube-system", "ds", ["kube-proxy"]), ("fluent-bit", "logging", "ds", ["fluent-bit"]),
            ("ingress-nginx-controller", "ingress-nginx", "deploy", ["controller"]),
            ("prometheus-k8s", "monitoring", "sts", ["prometheus", "config-reloader"])]
    kind, other = [], ["/var/log/kubelet.log", "/var/log/syslog", "/var/log/kube-proxy.log", "/var/log/containers/.keep"]
    for app, ns, typ, conts in apps:
        rs = _s(r, r.choice([9, 10]), K8S)
        for _ in range(r.randint(6, 14)):
            if typ == "deploy":
                pod = f"{app}-{rs}-{_s(r, 5, K8S)}"
            elif typ == "sts":
                pod = f"{app}-{r.randint(0, 4)}"
            else:
                pod = f"{app}-{_s(r, 5, K8S)}"
            puid = str(uuid.UUID(int=r.getrandbits(128)))
            for c in conts:
                for _ in range(r.randint(1, 2)):
                    cid = _s(r, 64)
                    kind.append((f"/var/log/containers/{pod}_{ns}_{c}-{cid}.log",
                                 {"pod": pod, "namespace": ns, "container": c, "container_id": cid}))
                    other.append(f"/var/log/pods/{ns}_{pod}_{puid}/{c}/0.log")
                    if r.random() < .3:
                        other.append(f"/var/log/pods/{ns}_{pod}_{puid}/{c}/0.log.20240301-120000.gz")
    return kind, other


def jenkins_builds(r):
    """Jenkins home jobs/<job>/builds/<n>/log (no extension) beside build.xml, nextBuildNumber, legacyIds, permalinks."""
    jobs = ["deploy-prod", "nightly_build", "Backend Tests", "release.v2", "infra-terraform-plan", "docs", "PR-checks"]
    kind, other = [], ["/var/lib/jenkins/config.xml", "/var/lib/jenkins/secret.key", "/var/lib/jenkins/queue.xml"]
    for job in jobs:
        j = f"/var/lib/jenkins/jobs/{job}"
        other += [f"{j}/config.xml", f"{j}/nextBuildNumber", f"{j}/builds/legacyIds", f"{j}/builds/permalinks"]
        top = r.randint(30, 1500)
        for n in sorted(r.sample(range(1, top + 1), min(top, 40))):
            kind.append((f"{j}/builds/{n}/log", {"job": job, "build": str(n)}))
            other += [f"{j}/builds/{n}/build.xml", f"{j}/builds/{n}/changelog.xml", f"{j}/builds/{n}/log-index"]
            if r.random() < .3:
                other.append(f"{j}/builds/{n}/archive/dist/app-{n}.tar.gz")
            if r.random() < .2:
                other.append(f"{j}/builds/{n}/workflow/{r.randint(1, 40)}.xml")
    return kind, other


def terraform_backups(r):
    """Terraform local state backups envs/<env>/<component>/terraform.tfstate.<unix>.backup beside tfstate, .backup, *.tf."""
    kind, other = [], []
    for env in ("dev", "staging", "prod", "prod-eu"):
        for comp in ("network", "eks-cluster", "rds_main", "iam"):
            b = f"infra/envs/{env}/{comp}"
            other += [f"{b}/terraform.tfstate", f"{b}/terraform.tfstate.backup", f"{b}/.terraform.lock.hcl",
                      f"{b}/main.tf", f"{b}/variables.tf", f"{b}/outputs.tf", f"{b}/terraform.tfvars",
                      f"{b}/.terraform/terraform.tfstate"]
            for _ in range(r.randint(5, 25)):
                ts = r.randint(1672531200, 1735689599)
                kind.append((f"{b}/terraform.tfstate.{ts}.backup", {"env": env, "component": comp, "timestamp": str(ts)}))
    return kind, other


def pgbackrest_archive(r):
    """pgBackRest WAL archive archive/<stanza>/<ver>-<n>/<tl+log>/<24hex>-<sha1>.gz beside .backup, .history, archive.info."""
    kind, other = [], []
    for stanza, ver in (("main", "16-1"), ("billing-db", "15-2"), ("analytics", "14-1")):
        base = f"/var/lib/pgbackrest/archive/{stanza}/{ver}"
        other += [f"/var/lib/pgbackrest/archive/{stanza}/archive.info", f"/var/lib/pgbackrest/archive/{stanza}/archive.info.copy",
                  f"/var/lib/pgbackrest/backup/{stanza}/backup.info", f"{base}/00000002.history"]
        for tl in (1, 2):
            for log in range(r.randint(1, 5), r.randint(6, 12)):
                for seg in r.sample(range(256), 30):
                    wal = f"{tl:08X}{log:08X}{seg:08X}"
                    kind.append((f"{base}/{tl:08X}{log:08X}/{wal}-{_s(r, 40)}.gz",
                                 {"stanza": stanza, "pg_version": ver.split("-")[0], "timeline": str(tl), "wal": wal}))
                    if r.random() < .03:
                        other.append(f"{base}/{tl:08X}{log:08X}/{wal}.{r.randint(0, 2**24):08X}.backup")
    return kind, other


def time_machine(r):
    """Time Machine Backups.backupdb/<Mac>/<YYYY-MM-DD-HHMMSS>/Macintosh HD - Data/Users/<u>/Documents/<name>.pdf beside .inProgress."""
    names = ["Tax Return 2023", "lease_agreement", "CV - Jane Doe", "Résumé", "scan 12", "Q1 report (final)", "invoice-7781",
             "Boarding pass", "Kaufvertrag Auto", "notes.v2"]
    kind, other = [], []
    for mac, user in (("Alice’s MacBook Pro", "alice"), ("iMac (2)", "bob"), ("Studio-Mac", "carol")):
        root = f"/Volumes/TM Backup/Backups.backupdb/{mac}"
        for _ in range(30):
            d = _day(r)
            h, m, s = _hms(r)
            snap = f"{d.isoformat()}-{h:02d}{m:02d}{s:02d}"
            docs = f"{root}/{snap}/Macintosh HD - Data/Users/{user}/Documents"
            for n in r.sample(names, 4):
                kind.append((f"{docs}/{n}.pdf", {"machine": mac, "snapshot": snap, "user": user, "name": n}))
            other += [f"{docs}/.DS_Store", f"{docs}/{r.choice(names)}.docx", f"{docs}/.localized"]
        d = _day(r)
        ip = f"{root}/{d.isoformat()}-010203.inProgress/Macintosh HD - Data/Users/{user}/Documents"
        other += [f"{ip}/{n}.pdf" for n in names]
    return kind, other


def mac_screenshots(r):
    """macOS Desktop 'Screenshot 2024-03-01 at 12.34.56[ (2)].png' beside Screen Recordings, CleanShot @2x, other pngs."""
    kind, other = [], ["/Users/jane/Desktop/.DS_Store", "/Users/jane/Desktop/diagram.png", "/Users/jane/Desktop/Untitled.png",
                       "/Users/jane/Desktop/notes.txt", "/Users/jane/Desktop/logo final.png"]
    for _ in range(400):
        d = _day(r)
        h, m, s = _hms(r)
        t = f"{h:02d}.{m:02d}.{s:02d}"
        dup = " (2)" if r.random() < .08 else ""
        kind.append((f"/Users/jane/Desktop/Screenshot {d.isoformat()} at {t}{dup}.png", {"date": d.isoformat(), "time": t}))
        x = r.random()
        if x < .1:
            other.append(f"/Users/jane/Desktop/Screen Recording {d.isoformat()} at {t}.mov")
        elif x < .2:
            other.append(f"/Users/jane/Desktop/CleanShot {d.isoformat()} at {t}@2x.png")
        elif x < .25:
            other.append(f"/Users/jane/Desktop/IMG_{r.randint(1000, 9999)}.png")
    return kind, other


def call_recordings(r):
    """Samsung 'Recordings/Call/Call recording <contact>_<yymmdd>_<hhmmss>.m4a' beside .trashed- files, Voice Recorder."""
    contacts = ["Mom", "John Smith", "+49 170 1234567", "Dr. Weber", "Anna_Work", "0170 9876543", "Büro", "Kita Sonnenschein"]
    base = "Internal storage/Recordings"
    kind, other = [], [f"{base}/Call/.nomedia"]
    for _ in range(500):
        c = r.choice(contacts)
        d = _day(r).strftime("%y%m%d")
        h, m, s = _hms(r)
        t = f"{h:02d}{m:02d}{s:02d}"
        p = f"{base}/Call/Call recording {c}_{d}_{t}.m4a"
        kind.append((p, {"contact": c, "date": d, "time": t}))
        if r.random() < .08:
            other.append(f"{base}/Call/.trashed-{r.randint(1700000000, 1720000000)}-Call recording {c}_{d}_{t}.m4a")
    other += [f"{base}/Voice Recorder/Voice {i:03d}.m4a" for i in range(1, 40)]
    return kind, other


def scans_dup(r):
    """Scanner output Scans/Scan_YYYYMMDD[ (n)].pdf where several scans per day get ' (2)', ' (3)', beside jpg scans."""
    kind, other = [], ["Documents/Scans/desktop.ini", "Documents/Scans/Thumbs.db"]
    for _ in range(150):
        d = _day(r).strftime("%Y%m%d")
        for i in range(1, r.choice([2, 2, 2, 3, 3, 4, 5]) + 0):
            suffix = "" if i == 1 else f" ({i})"
            t = {"date": d}
            if i > 1:
                t["copy"] = str(i)
            kind.append((f"Documents/Scans/Scan_{d}{suffix}.pdf", t))
        if r.random() < .2:
            other.append(f"Documents/Scans/Scan_{d}.jpg")
    return kind, other


def invoices_client(r):
    """Invoices Rechnungen/<year>/INV-<year>-<nnnn> - <Client>.pdf beside XRechnung .xml, .docx drafts, ~$ locks, credit notes."""
    clients = ["Acme GmbH", "Müller & Söhne KG", "Smith-Jones Ltd", "O'Brien Consulting", "Blue Sky - Studio", "ACME Corp.",
               "Zeta AG", "Café Rösterei 2000"]
    kind, other = [], ["Buchhaltung/Rechnungen/Vorlage.docx", "Buchhaltung/Rechnungen/Thumbs.db"]
    for y in range(2021, 2025):
        for n in range(1, r.randint(60, 140)):
            c = r.choice(clients)
            stem = f"Buchhaltung/Rechnungen/{y}/INV-{y}-{n:04d} - {c}"
            kind.append((stem + ".pdf", {"year": str(y), "number": str(n), "client": c}))
            if r.random() < .5:
                other.append(stem + ".xml")
            if r.random() < .3:
                other.append(stem + ".docx")
            if r.random() < .03:
                other.append(f"Buchhaltung/Rechnungen/{y}/~$V-{y}-{n:04d} - {c}.docx")
            if r.random() < .05:
                other.append(f"Buchhaltung/Rechnungen/{y}/CN-{y}-{n:04d} - {c}.pdf")
    return kind, other


def lightning_ckpt(r):
    """PyTorch Lightning lightning_logs/version_<n>/checkpoints/epoch=<e>-step=<s>[-v1].ckpt beside last.ckpt, hparams.yaml."""
    kind, other = [], []
    for v in range(0, 30):
        spe = r.choice([100, 250, 782, 1563])
        b = f"experiments/lightning_logs/version_{v}"
        other += [f"{b}/hparams.yaml", f"{b}/metrics.csv", f"{b}/checkpoints/last.ckpt",
                  f"{b}/events.out.tfevents.{r.randint(1700000000, 1720000000)}.gpu01.{r.randint(1000, 99999)}.0"]
        if r.random() < .2:
            other.append(f"{b}/checkpoints/last-v1.ckpt")
        for e in sorted(r.sample(range(0, 100), 3)):
            s = (e + 1) * spe
            p = f"{b}/checkpoints/epoch={e}-step={s}{'-v1' if r.random() < .05 else ''}.ckpt"
            kind.append((p, {"version": str(v), "epoch": str(e), "step": str(s)}))
    return kind, other


def wandb_runs(r):
    """wandb/[offline-]run-YYYYMMDD_HHMMSS-<id>/run-<id>.wandb beside files/, logs/, .wandb.synced markers."""
    kind, other = [], ["project/wandb/debug.log", "project/wandb/debug-internal.log", "project/wandb/settings"]
    for _ in range(250):
        d = _day(r).strftime("%Y%m%d")
        h, m, s = _hms(r)
        t = f"{h:02d}{m:02d}{s:02d}"
        rid = _s(r, 8, ALNUM)
        off = r.random() < .2
        folder = f"project/wandb/{'offline-' if off else ''}run-{d}_{t}-{rid}"
        kind.append((f"{folder}/run-{rid}.wandb", {"date": d, "time": t, "run_id": rid}))
        other += [f"{folder}/files/config.yaml", f"{folder}/files/output.log", f"{folder}/files/wandb-summary.json",
                  f"{folder}/files/wandb-metadata.json", f"{folder}/files/requirements.txt", f"{folder}/logs/debug.log",
                  f"{folder}/logs/debug-internal.log"]
        if off and r.random() < .5:
            other.append(f"{folder}/run-{rid}.wandb.synced")
        if r.random() < .2:
            other.append(f"{folder}/files/media/images/samples_{r.randint(0, 5000)}_{_s(r, 20)}.png")
    return kind, other


def tensorboard_events(r):
    """TensorBoard runs/<exp>/[train|validation/]events.out.tfevents.<unix>.<host>.<pid>.<n> (hosts with dots) beside .profile-empty."""
    exps = ["resnet50_lr0.1_bs256", "bert-base-2024-03-01", "exp12", "ablation no-aug", "vit_b16 (seed 3)"]
    hosts = ["gpu-node-03", "DESKTOP-7QK2M1B", "ip-10-0-12-34.ec2.internal", "jane-MacBook-Pro.local", "a100x8"]
    kind, other = [], []
    for e in exps:
        other += [f"runs/{e}/hparams.yaml", f"runs/{e}/projector_config.pbtxt"]
        keras = r.random() < .5
        for _ in range(r.randint(5, 15)):
            ts, host, pid = r.randint(1690000000, 1720000000), r.choice(hosts), r.randint(1000, 999999)
            for split in (["train", "validation"] if keras else [None]):
                n = r.randint(0, 2)
                name = f"events.out.tfevents.{ts}.{host}.{pid}.{n}"
                folder = f"runs/{e}/{split}" if split else f"runs/{e}"
                t = {"experiment": e, "timestamp": str(ts), "hostname": host, "pid": str(pid)}
                if split:
                    t["split"] = split
                kind.append((f"{folder}/{name}", t))
                if r.random() < .2:
                    other.append(f"{folder}/{name}.profile-empty")
                    other.append(f"{folder}/plugins/profile/2024_03_01_12_00_00/{host}.xplane.pb")
    return kind, other


def hf_cache_shards(r):
    """Hugging Face hub cache models--<org>--<name>/snapshots/<sha>/model-0000i-of-0000n.safetensors beside index, blobs, single model.safetensors."""
    repos = [("meta-llama", "Llama-2-7b-hf"), ("mistralai", "Mistral-7B-v0.1"), ("Qwen", "Qwen2.5-14B-Instruct"),
             ("google", "gemma-2-9b"), ("tiiuae", "falcon-40b"), ("bigscience", "bloom-7b1"), ("EleutherAI", "gpt-neox-20b"),
             ("microsoft", "Phi-3-medium-4k-instruct"), ("01-ai", "Yi-1.5-34B")]
    hub = "/home/alice/.cache/huggingface/hub"
    kind, other = [], [f"{hub}/version.txt"]
    for org, name in repos:
        m = f"{hub}/models--{org}--{name}"
        other.append(f"{m}/refs/main")
        for _ in range(r.randint(1, 3)):
            rev = _s(r, 40)
            total = r.choice([2, 3, 4, 6, 8, 15])
            snap = f"{m}/snapshots/{rev}"
            for i in range(1, total + 1):
                kind.append((f"{snap}/model-{i:05d}-of-{total:05d}.safetensors",
                             {"org": org, "model": name, "revision": rev, "shard": str(i), "total": str(total)}))
                other.append(f"{m}/blobs/{_s(r, 64)}")
            other += [f"{snap}/model.safetensors.index.json", f"{snap}/config.json", f"{snap}/generation_config.json",
                      f"{snap}/tokenizer.json", f"{snap}/tokenizer_config.json", f"{snap}/special_tokens_map.json"]
            if r.random() < .3:
                other += [f"{snap}/pytorch_model-{i:05d}-of-{total:05d}.bin" for i in range(1, total + 1)]
    for org, name in (("sentence-transformers", "all-MiniLM-L6-v2"), ("openai", "clip-vit-base-patch32"), ("BAAI", "bge-small-en-v1.5")):
        snap = f"{hub}/models--{org}--{name}/snapshots/{_s(r, 40)}"
        other += [f"{snap}/model.safetensors", f"{snap}/config.json"]
    other.append(f"{hub}/.locks/models--meta-llama--Llama-2-7b-hf/{_s(r, 64)}.lock")
    return kind, other


def audio_stems(r):
    """Producer stems Stems/<Artist> - <Song> (<bpm> BPM)/<Song> (<Stem>).wav beside Ableton .wav.asd, full-mix mp3, .als."""
    songs = [("Nora Lane", "Midnight Drive"), ("Nora Lane", "Paper Boats (Remix)"), ("The Kettles", "Tea & Toast"),
             ("DJ Fennec", "Rooftop 2"), ("Ayla Ö", "Gölge"), ("Marco Polo Club", "Low Tide"), ("Ilse & Co", "Ja, nein"),
             ("Hex", "0xDEADBEEF"), ("Saint Ember", "Glass")]
    stems = ["Drums", "Bass", "Vocals", "Lead Vocals", "Backing Vocals", "Synth Pad", "FX", "Keys", "Guitar L", "Guitar R"]
    kind, other = [], ["Music/Stems/.DS_Store", "Music/Stems/README.txt"]
    for artist, song in songs:
        bpm = r.randint(70, 174)
        f = f"Music/Stems/{artist} - {song} ({bpm} BPM)"
        for st in r.sample(stems, r.randint(5, 9)):
            p = f"{f}/{song} ({st}).wav"
            kind.append((p, {"artist": artist, "song": song, "bpm": str(bpm), "stem": st}))
            if r.random() < .6:
                other.append(p + ".asd")
        other += [f"{f}/{song} (Full Mix).mp3", f"{f}/{artist} - {song}.als", f"{f}/Backup/{song} [2024-03-01 123456].als"]
    return kind, other


def sc2_replays(r):
    """StarCraft II Accounts/<id>/<r>-S2-<realm>-<profile>/Replays/Multiplayer/<Map> LE[ (n)].SC2Replay beside hotkeys, banks."""
    maps = ["Alcyone LE", "Amphion LE", "Crimson Court LE", "Dynasty LE", "Ghost River LE", "Goldenaura LE", "Oceanborn LE",
            "Site Delta LE", "2000 Atmospheres LE", "Beckett Industries LE", "Blackburn LE", "Hecate LE"]
    root = "C:/Users/Kim/Documents/StarCraft II"
    kind, other = [], [f"{root}/Variables.txt", f"{root}/Screenshots/Screenshot2024-03-01 12_34_56.jpg"]
    for acct in (r.randint(10000000, 499999999) for _ in range(2)):
        other.append(f"{root}/Accounts/{acct}/Hotkeys/Custom.SC2Hotkeys")
        for reg, realm in ((1, 1), (2, 1), (3, 1)):
            prof = r.randint(100000, 9999999)
            toon = f"{reg}-S2-{realm}-{prof}"
            folder = f"{root}/Accounts/{acct}/{toon}/Replays/Multiplayer"
            other += [f"{root}/Accounts/{acct}/{toon}/Banks/1-S2-1-4632373/PlayerData.SC2Bank",
                      f"{root}/Accounts/{acct}/{toon}/Hotkeys/Custom.SC2Hotkeys"]
            for mp in maps:
                for n in range(1, r.randint(2, 30)):
                    t = {"account": str(acct), "region": str(reg), "profile": str(prof), "map": mp}
                    if n > 1:
                        t["n"] = str(n)
                    kind.append((f"{folder}/{mp}{'' if n == 1 else f' ({n})'}.SC2Replay", t))
    return kind, other


def arxiv_downloads(r):
    """Downloads folder with arXiv PDFs <yymm>.<nnnnn>[vN].pdf (old 4-digit ids too) beside arXiv- source tarballs, other pdfs."""
    kind, other = [], ["/Users/bob/Downloads/.DS_Store", "/Users/bob/Downloads/invoice_8842.pdf",
                       "/Users/bob/Downloads/Lecture 3 - Graphs.pdf", "/Users/bob/Downloads/paper.pdf",
                       "/Users/bob/Downloads/2024-03-01 statement.pdf", "/Users/bob/Downloads/zoom_x64.pkg",
                       "/Users/bob/Downloads/1706.pdf", "/Users/bob/Downloads/IMG_2024.png"]
    for _ in range(400):
        yy, mm = r.randint(8, 24), r.randint(1, 12)
        num = f"{r.randint(1, 9999):04d}" if yy < 15 else f"{r.randint(1, 29999):05d}"
        aid = f"{yy:02d}{mm:02d}.{num}"
        t = {"arxiv_id": aid}
        v = ""
        if r.random() < .85:
            t["version"] = str(r.choice([1, 1, 1, 2, 2, 3, 4]))
            v = "v" + t["version"]
        kind.append((f"/Users/bob/Downloads/{aid}{v}.pdf", t))
        if r.random() < .1:
            other.append(f"/Users/bob/Downloads/arXiv-{aid}{v or 'v1'}.tar.gz")
    return kind, other


def zotero_storage(r):
    """Zotero storage/<KEY>/<Author> [et al.] - <year> - <Title>.pdf beside .zotero-ft-cache, 'Full Text PDF.pdf', snapshots."""
    authors = ["Vaswani et al.", "He et al.", "Smith and Jones", "Müller", "O'Neil et al.", "Zhang", "van der Berg et al.",
               "Nguyen and Tran"]
    words = ["Attention", "is", "all", "you", "need", "Deep", "Residual", "Learning", "for", "Image", "Recognition", "A",
             "survey", "of", "graph", "neural", "networks", "Bayesian", "inference", "Transformers", "in", "the", "wild"]
    z = "/Users/bob/Zotero"
    kind, other = [], [f"{z}/zotero.sqlite", f"{z}/zotero.sqlite.bak", f"{z}/zotero.sqlite.2.bak", f"{z}/prefs.js"]
    for _ in range(350):
        key = _s(r, 8, UPALNUM)
        a, y = r.choice(authors), r.randint(1995, 2024)
        title = " ".join(r.choice(words) for _ in range(r.randint(2, 9)))
        title = title[0].upper() + title[1:]
        if r.random() < .05:
            title = title.split(" ")[0] + " - " + title
        kind.append((f"{z}/storage/{key}/{a} - {y} - {title}.pdf", {"key": key, "author": a, "year": str(y), "title": title}))
        other += [f"{z}/storage/{key}/.zotero-ft-cache", f"{z}/storage/{key}/.zotero-ft-info"]
        if r.random() < .2:
            other.append(f"{z}/storage/{key}/.zotero-reader-state")
    for _ in range(40):
        key = _s(r, 8, UPALNUM)
        other.append(f"{z}/storage/{key}/{r.choice(['Full Text PDF.pdf', 'Submitted Version.pdf', 'Accepted Version.pdf', 'Snapshot.html', 'arXiv.org e-Print archive.html'])}")
    return kind, other


def eml_export(r):
    """Mail export <Folder>/<YYYY-MM-DD>_<HHMM>_<Subject with Re_ / Fwd_>.eml beside attachment folders and index files."""
    subjects = ["Quarterly numbers", "Re_ Quarterly numbers", "Fwd_ Invoice 2024-0042", "Lunch?", "Re_ Re_ Server down_ urgent",
                "Your order #12345 has shipped", "Meeting notes (draft)", "Urlaubsantrag März", "AW_ Angebot", "Hello"]
    kind, other = [], ["MailExport/index.html", "MailExport/export.log"]
    for folder in ("Inbox", "Sent", "Archive", "Clients"):
        other.append(f"MailExport/{folder}/index.csv")
        for _ in range(120):
            d = _day(r).isoformat()
            h, m, _x = _hms(r)
            subj = r.choice(subjects)
            stem = f"MailExport/{folder}/{d}_{h:02d}{m:02d}_{subj}"
            kind.append((stem + ".eml", {"folder": folder, "date": d, "time": f"{h:02d}{m:02d}", "subject": subj}))
            if r.random() < .15:
                other.append(f"{stem}_attachments/{r.choice(['report.pdf', 'image001.png', 'Rechnung.pdf'])}")
    return kind, other


def cctv_clips(r):
    """NVR NVR/<cam>/<YYYY-MM-DD>/<cam>_<YYYYMMDD>_<HHMMSS>.mp4 (cam names with _ and -) beside .jpg snapshots, .mp4.part."""
    cams = ["cam01", "cam02", "front_door", "back-yard", "Garage", "cam12"]
    kind, other = [], ["NVR/config.json", "NVR/recorder.log"]
    for c in cams:
        for _ in range(20):
            d = _day(r)
            other.append(f"NVR/{c}/{d.isoformat()}/index.db")
            for _ in range(r.randint(2, 8)):
                h, m, s = _hms(r)
                stem = f"NVR/{c}/{d.isoformat()}/{c}_{d.strftime('%Y%m%d')}_{h:02d}{m:02d}{s:02d}"
                kind.append((stem + ".mp4", {"camera": c, "date": d.isoformat(), "time": f"{h:02d}{m:02d}{s:02d}"}))
                if r.random() < .4:
                    other.append(stem + ".jpg")
            h, m, s = _hms(r)
            other.append(f"NVR/{c}/{d.isoformat()}/{c}_{d.strftime('%Y%m%d')}_{h:02d}{m:02d}{s:02d}.mp4.part")
    return kind, other


def dji_flight_records(r):
    """DJI Fly app FlightRecords/DJIFlightRecord_YYYY-MM-DD_[HH-MM-SS].txt (literal brackets) beside MCDat .DAT and csv exports."""
    kind, other = [], ["DJI/FlightRecords/.cache", "DJI/FlightRecords/ReadMe.txt"]
    for _ in range(300):
        d = _day(r).isoformat()
        h, m, s = _hms(r)
        t = f"{h:02d}-{m:02d}-{s:02d}"
        kind.append((f"DJI/FlightRecords/DJIFlightRecord_{d}_[{t}].txt", {"date": d, "time": t}))
        if r.random() < .3:
            other.append(f"DJI/FlightRecords/MCDatFlightRecords/{d.replace('-', '')}_{t.replace('-', '')}.DAT")
        if r.random() < .1:
            other.append(f"DJI/Airdata/DJIFlightRecord_{d}_[{t}].csv")
    return kind, other


def lab_instrument(r):
    """Instrument exports <Instrument>/<YYYY-MM-DD>/<OP>_<experiment> (Plate <n>).csv with spaces/parentheses beside .eds, .xlsx, ~$."""
    instruments = ["SpectraMax i3x", "QuantStudio 7 Flex", "NanoDrop One", "CLARIOstar Plus"]
    exps = ["ELISA IL-6", "qPCR GAPDH vs ACTB", "BCA assay", "Cell viability (MTT)", "DNA quant", "Bradford_std curve"]
    ops = ["JD", "MK", "AL", "TR"]
    base = "Lab Data/Instrument Exports"
    kind, other = [], [f"{base}/README.docx", f"{base}/Thumbs.db"]
    for inst in instruments:
        for _ in range(25):
            d = _day(r).isoformat()
            other.append(f"{base}/{inst}/{d}/export.log")
            for _ in range(r.randint(1, 4)):
                op, ex, pl = r.choice(ops), r.choice(exps), r.randint(1, 12)
                stem = f"{base}/{inst}/{d}/{op}_{ex} (Plate {pl})"
                kind.append((stem + ".csv", {"instrument": inst, "date": d, "operator": op, "experiment": ex, "plate": str(pl)}))
                if inst.startswith("QuantStudio"):
                    other.append(stem + ".eds")
                if r.random() < .3:
                    other.append(stem + ".xlsx")
                if r.random() < .05:
                    other.append(f"{base}/{inst}/{d}/~${op}_{ex} (Plate {pl}).xlsx")
    return kind, other


def onedrive_dayfirst(r):
    r"""Windows OneDrive C:\Users\<u>\OneDrive - Contoso Ltd\Field Data\<Site>\<YYYY>\<Site> <DD-MM-YYYY>[ - Copy].xlsx."""
    users = ["jsmith", "a.mueller", "MKowalski"]
    sites = ["North Ridge", "Lake Site 2", "Kiel-Süd", "Plot A"]
    kind, other = [], []
    for u in users:
        root = f"C:\\Users\\{u}\\OneDrive - Contoso Ltd\\Field Data"
        other += [f"{root}\\desktop.ini", f"{root}\\Site list.xlsx"]
        for site in r.sample(sites, 3):
            for y in (2023, 2024):
                folder = f"{root}\\{site}\\{y}"
                other += [f"{folder}\\Thumbs.db", f"{folder}\\{site} Summary {y}.xlsx"]
                for _ in range(r.randint(15, 30)):
                    d = _day(r, y, y)
                    ds = d.strftime("%d-%m-%Y")
                    copy = " - Copy" if r.random() < .05 else ""
                    kind.append((f"{folder}\\{site} {ds}{copy}.xlsx", {"user": u, "site": site, "year": str(y), "date": d.isoformat()}))
                    if r.random() < .2:
                        other.append(f"{folder}\\{site} {ds}.pdf")
                    if r.random() < .04:
                        other.append(f"{folder}\\~${site} {ds}.xlsx")
    return kind, other


def jp_minutes(r):
    """Japanese minutes 議事録/<YYYY>年度/<YYYY>年<M>月<D>日_<会議名>.docx (unpadded, kanji separators) beside ~$ locks, pdf exports."""
    meetings = ["定例会議", "営業会議", "開発定例", "全体朝会", "役員会", "キックオフ"]
    kind, other = [], ["共有/議事録/議事録テンプレート.docx", "共有/議事録/Thumbs.db"]
    for fy in (2022, 2023, 2024):
        for _ in range(80):
            d = _day(r, fy, fy)
            mt = r.choice(meetings)
            stem = f"共有/議事録/{fy}年度/{d.year}年{d.month}月{d.day}日_{mt}"
            kind.append((stem + ".docx", {"fiscal_year": str(fy), "year": str(d.year), "month": str(d.month),
                                         "day": str(d.day), "meeting": mt}))
            if r.random() < .4:
                other.append(stem + ".pdf")
            if r.random() < .05:
                other.append(f"共有/議事録/{fy}年度/~${d.year}年{d.month}月{d.day}日_{mt}.docx")
    return kind, other


def cordex(r):
    """CORDEX ESGF tree …/<var>/v<date>/<var>_<domain>_<gcm>_<exp>_<ens>_<rcm>_<v>_<freq>_<start>-<end>.nc beside fx files, .part."""
    gcms = ["MPI-M-MPI-ESM-LR", "ICHEC-EC-EARTH", "CNRM-CERFACS-CNRM-CM5", "MOHC-HadGEM2-ES"]
    rcms = [("CLMcom", "CLMcom-CCLM4-8-17"), ("SMHI", "SMHI-RCA4"), ("KNMI", "KNMI-RACMO22E"), ("DMI", "DMI-HIRHAM5")]
    kind, other = [], ["cordex/wget-20240301123456.sh", "cordex/README"]
    for _ in range(60):
        dom, gcm, (inst, rcm) = r.choice(["EUR-11", "EUR-44", "AFR-44"]), r.choice(gcms), r.choice(rcms)
        exp = r.choice(["historical", "rcp45", "rcp85"])
        ens = r.choice(["r1i1p1", "r12i1p1", "r3i1p1"])
        rv = r.choice(["v1", "v2"])
        freq = r.choice(["day", "mon"])
        var = r.choice(["tas", "pr", "tasmax", "tasmin", "sfcWind", "rsds", "huss"])
        ver = f"v{_day(r, 2014, 2019).strftime('%Y%m%d')}"
        folder = f"cordex/output/{dom}/{inst}/{gcm}/{exp}/{ens}/{rcm}/{rv}/{freq}/{var}/{ver}"
        y0 = 1951 if exp == "historical" else 2006
        for y in range(y0, y0 + r.choice([20, 30, 50]), 5):
            y1 = y + 4
            s, e = (f"{y}0101", f"{y1}1231") if freq == "day" else (f"{y}01", f"{y1}12")
            name = f"{var}_{dom}_{gcm}_{exp}_{ens}_{rcm}_{rv}_{freq}_{s}-{e}.nc"
            kind.append((f"{folder}/{name}", {"variable": var, "domain": dom, "driving_model": gcm, "experiment": exp,
                                             "ensemble": ens, "rcm": rcm, "rcm_version": rv, "frequency": freq,
                                             "start": s, "end": e, "version": ver}))
            if r.random() < .05:
                other.append(f"{folder}/{name}.part")
        fx = f"cordex/output/{dom}/{inst}/{gcm}/{exp}/r0i0p0/{rcm}/{rv}/fx/orog/{ver}"
        other.append(f"{fx}/orog_{dom}_{gcm}_{exp}_r0i0p0_{rcm}_{rv}_fx.nc")
    return kind, other


def kafka_s3_sink(r):
    """Kafka Connect S3 sink topics/<topic>/year=/month=/day=/hour=/<topic>+<partition>+<offset>.json.gz beside +tmp and avro topics."""
    topics = ["orders.v1", "user-events", "payments_dlq", "cdc.public.customers"]
    kind, other = [], []
    for tp in topics:
        for _ in range(120):
            d = _day(r, 2024, 2024)
            h = r.randint(0, 23)
            part = f"year={d.year}/month={d.month:02d}/day={d.day:02d}/hour={h:02d}"
            p_, off = r.randint(0, 11), r.randint(0, 90000000)
            kind.append((f"topics/{tp}/{part}/{tp}+{p_}+{off:010d}.json.gz",
                         {"topic": tp, "year": str(d.year), "month": str(d.month), "day": str(d.day), "hour": str(h),
                          "partition": str(p_), "offset": str(off)}))
            if r.random() < .05:
                other.append(f"topics/+tmp/{tp}/{part}/{uuid.UUID(int=r.getrandbits(128))}_tmp.json.gz")
    for tp in ("clicks-avro", "inventory"):
        for _ in range(30):
            d = _day(r, 2024, 2024)
            other.append(f"topics/{tp}/year={d.year}/month={d.month:02d}/day={d.day:02d}/hour={r.randint(0, 23):02d}/"
                         f"{tp}+{r.randint(0, 3)}+{r.randint(0, 9999999):010d}.avro")
    return kind, other


def zarr_chunks(r):
    """Zarr v2 store era5.zarr/<var>/<t>.<y>.<x> chunk keys (no extension) beside .zarray/.zattrs/.zgroup and 1-D coord chunks."""
    kind, other = [], ["data/era5.zarr/.zgroup", "data/era5.zarr/.zattrs", "data/era5.zarr/.zmetadata"]
    for c in ("time", "latitude", "longitude"):
        other += [f"data/era5.zarr/{c}/.zarray", f"data/era5.zarr/{c}/.zattrs", f"data/era5.zarr/{c}/0"]
    for v in ("t2m", "u10", "v10", "msl", "tp", "sst"):
        other += [f"data/era5.zarr/{v}/.zarray", f"data/era5.zarr/{v}/.zattrs"]
        for _ in range(150):
            t, y, x = r.randint(0, 400), r.randint(0, 7), r.randint(0, 15)
            kind.append((f"data/era5.zarr/{v}/{t}.{y}.{x}", {"variable": v, "t": str(t), "y": str(y), "x": str(x)}))
    return kind, other


def letsencrypt_archive(r):
    """certbot /etc/letsencrypt/archive/<domain>/cert<n>.pem beside chain/fullchain/privkey<n>.pem and live/ symlink names."""
    domains = ["example.com", "api.example.com", "www.shop-x.de", "xn--mnchen-3ya.de", "mail.example.org", "grafana.internal.corp"]
    kind, other = [], ["/etc/letsencrypt/cli.ini", "/etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/abc/regr.json"]
    for d in domains:
        other += [f"/etc/letsencrypt/renewal/{d}.conf", f"/etc/letsencrypt/live/{d}/README"]
        other += [f"/etc/letsencrypt/live/{d}/{k}.pem" for k in ("cert", "chain", "fullchain", "privkey")]
        for n in range(1, r.randint(3, 40)):
            kind.append((f"/etc/letsencrypt/archive/{d}/cert{n}.pem", {"domain": d, "n": str(n)}))
            other += [f"/etc/letsencrypt/archive/{d}/{k}{n}.pem" for k in ("chain", "fullchain", "privkey")]
    return kind, other


def planet_scenes(r):
    """PlanetScope order <uuid>/PSScene/<YYYYMMDD>_<HHMMSS>[_<nn>]_<sat>_3B_AnalyticMS_SR_8b_clip.tif beside udm2, non-SR, metadata."""
    kind, other = [], []
    for _ in range(6):
        order = str(uuid.UUID(int=r.getrandbits(128)))
        base = f"planet/{order}/PSScene"
        other += [f"planet/{order}/manifest.json", f"planet/{order}/{order}.zip"]
        for _ in range(r.randint(20, 60)):
            d = _day(r, 2019, 2024).strftime("%Y%m%d")
            h, m, s = _hms(r)
            sat = r.choice(["2461", "241d", "1035", "0f4c", "2439", "24a3", "227b"])
            old = r.random() < .2
            scene = f"{d}_{h:02d}{m:02d}{s:02d}_{sat}" if old else f"{d}_{h:02d}{m:02d}{s:02d}_{r.randint(10, 99)}_{sat}"
            kind.append((f"{base}/{scene}_3B_AnalyticMS_SR_8b_clip.tif", {"date": d, "time": f"{h:02d}{m:02d}{s:02d}", "satellite": sat}))
            other += [f"{base}/{scene}_3B_udm2_clip.tif", f"{base}/{scene}_metadata.json",
                      f"{base}/{scene}_3B_AnalyticMS_8b_metadata_clip.xml"]
            if r.random() < .3:
                other.append(f"{base}/{scene}_3B_AnalyticMS_8b_clip.tif")
    return kind, other


def aws_config(r):
    """AWS Config AWSLogs/<12-digit account>/Config/<region>/<y>/<m>/<d>/ConfigSnapshot/<acct>_Config_<region>_ConfigSnapshot_<ts>_<uuid>.json.gz; few accounts."""
    accounts = [("%012d" % r.randint(10**11, 10**12 - 1)) for _ in range(4)]
    weights = [.55, .3, .1, .05]
    kind, other = [], []
    for _ in range(800):
        acct = r.choices(accounts, weights)[0]
        reg = r.choice(["us-east-1", "eu-central-1", "ap-southeast-2"])
        d = _day(r, 2024, 2024)
        h, m, s = _hms(r)
        ts = f"{d.strftime('%Y%m%d')}T{h:02d}{m:02d}{s:02d}Z"
        u = str(uuid.UUID(int=r.getrandbits(128)))
        folder = f"AWSLogs/{acct}/Config/{reg}/{d.year}/{d.month}/{d.day}"
        kind.append((f"{folder}/ConfigSnapshot/{acct}_Config_{reg}_ConfigSnapshot_{ts}_{u}.json.gz",
                     {"account": acct, "region": reg, "year": str(d.year), "month": str(d.month), "day": str(d.day),
                      "timestamp": ts, "uuid": u}))
        if r.random() < .3:
            other.append(f"{folder}/ConfigHistory/{acct}_Config_{reg}_ConfigHistory_AWS::EC2::Instance_{ts}_{ts}_1.json.gz")
    other += [f"AWSLogs/{a}/Config/ConfigWritabilityCheckFile" for a in accounts]
    return kind, other


def git_objects(r):
    """Loose git objects .git/objects/<2 hex>/<38 hex> (object id split over folder and name) beside pack/, info/, refs."""
    kind, other = [], ["repo/.git/HEAD", "repo/.git/config", "repo/.git/index", "repo/.git/objects/info/packs",
                       "repo/.git/objects/info/commit-graph", "repo/.git/refs/heads/main", "repo/.git/ORIG_HEAD"]
    for _ in range(900):
        oid = _s(r, 40)
        kind.append((f"repo/.git/objects/{oid[:2]}/{oid[2:]}", {"object_id": oid, "prefix": oid[:2]}))
    for _ in range(3):
        p = _s(r, 40)
        other += [f"repo/.git/objects/pack/pack-{p}.pack", f"repo/.git/objects/pack/pack-{p}.idx",
                  f"repo/.git/objects/pack/pack-{p}.rev"]
    return kind, other


def dropbox_conflicts(r):
    """Dropbox team folder <Project>/<doc>.docx where some are '<doc> (Jane Doe's conflicted copy 2024-03-01).docx' beside ~$ and .dropbox files."""
    docs = ["Budget 2024", "meeting-notes", "Proposal_v3", "Contract (signed)", "Team roster", "Q3 OKRs"]
    people = ["Jane Doe", "Li Wei", "Marc O'Neill"]
    kind, other = [], ["Dropbox (Acme)/.dropbox", "Dropbox (Acme)/desktop.ini"]
    for proj in ("Apollo", "Borealis", "Cygnus 2", "Delta-Site"):
        other += [f"Dropbox (Acme)/Projects/{proj}/.dropbox.attr", f"Dropbox (Acme)/Projects/{proj}/Icon.png"]
        for d in docs:
            kind.append((f"Dropbox (Acme)/Projects/{proj}/{d}.docx", {"project": proj, "document": d}))
            for _ in range(r.choice([0, 0, 1, 1, 2])):
                who, day = r.choice(people), _day(r).isoformat()
                kind.append((f"Dropbox (Acme)/Projects/{proj}/{d} ({who}'s conflicted copy {day}).docx",
                             {"project": proj, "document": d, "person": who, "date": day}))
            if r.random() < .2:
                other.append(f"Dropbox (Acme)/Projects/{proj}/~${d}.docx")
            other.append(f"Dropbox (Acme)/Projects/{proj}/{d}.pdf")
        for n in range(1, 20):
            kind.append((f"Dropbox (Acme)/Projects/{proj}/Minutes {n}.docx", {"project": proj, "document": f"Minutes {n}"}))
    return kind, other


def camera_raw_mixed_case(r):
    r"""Windows photo archive D:\Photos\<YYYY-MM-DD Shoot>\RAW|Raw\IMG_1234.CR2|.cr2 with JPG folders and XMP sidecars beside."""
    shoots = ["Hochzeit Müller", "Studio test", "Berlin trip", "Product shots", "Family"]
    kind, other = [], ["D:\\Photos\\Lightroom Catalog.lrcat", "D:\\Photos\\desktop.ini"]
    for _ in range(30):
        d = _day(r).isoformat()
        sh = r.choice(shoots)
        raw = "RAW" if r.random() < .8 else "Raw"
        base = f"D:\\Photos\\{d} {sh}"
        for _ in range(r.randint(10, 40)):
            n = r.randint(1, 9999)
            ext = "CR2" if r.random() < .9 else "cr2"
            kind.append((f"{base}\\{raw}\\IMG_{n:04d}.{ext}", {"date": d, "shoot": sh, "image": str(n)}))
            other.append(f"{base}\\{raw}\\IMG_{n:04d}.xmp")
            if r.random() < .5:
                other.append(f"{base}\\JPG\\IMG_{n:04d}.JPG")
    return kind, other


def steam_screenshots(r):
    """Steam userdata/<steamid32>/760/remote/<appid>/screenshots/<YYYYMMDDHHMMSS>_<n>.jpg beside thumbnails/ and other userdata."""
    users = [str(r.randint(10**7, 4 * 10**8)) for _ in range(2)]
    apps = [730, 570, 1091500, 292030, 1245620, 440, 1172470]
    weights = [.35, .25, .15, .1, .08, .04, .03]
    root = "C:/Program Files (x86)/Steam/userdata"
    kind, other = [], [f"{root}/{u}/config/localconfig.vdf" for u in users]
    for _ in range(700):
        u = r.choice(users)
        app = r.choices(apps, weights)[0]
        d = _day(r)
        h, m, s = _hms(r)
        ts = f"{d.strftime('%Y%m%d')}{h:02d}{m:02d}{s:02d}"
        n = r.randint(1, 3)
        folder = f"{root}/{u}/760/remote/{app}/screenshots"
        kind.append((f"{folder}/{ts}_{n}.jpg", {"user": u, "app_id": str(app), "timestamp": ts, "n": str(n)}))
        other.append(f"{folder}/thumbnails/{ts}_{n}.jpg")
    other += [f"{root}/{u}/760/screenshots.vdf" for u in users]
    return kind, other


REVIEW = {
    "geofabrik": geofabrik, "noaa_isd": noaa_isd, "ghcn_daily": ghcn_daily, "goes_abi": goes_abi,
    "ncbi_assembly": ncbi_assembly, "sra_paired": sra_paired, "tenx_outs": tenx_outs, "mri_series": mri_series,
    "sleep_edf": sleep_edf, "eegmmidb": eegmmidb, "euxfel_raw": euxfel_raw, "airflow_logs": airflow_logs,
    "k8s_container_logs": k8s_container_logs, "jenkins_builds": jenkins_builds, "terraform_backups": terraform_backups,
    "pgbackrest_archive": pgbackrest_archive, "time_machine": time_machine, "mac_screenshots": mac_screenshots,
    "call_recordings": call_recordings, "scans_dup": scans_dup, "invoices_client": invoices_client,
    "lightning_ckpt": lightning_ckpt, "wandb_runs": wandb_runs, "tensorboard_events": tensorboard_events,
    "hf_cache_shards": hf_cache_shards, "audio_stems": audio_stems, "sc2_replays": sc2_replays,
    "arxiv_downloads": arxiv_downloads, "zotero_storage": zotero_storage, "eml_export": eml_export,
    "cctv_clips": cctv_clips, "dji_flight_records": dji_flight_records, "lab_instrument": lab_instrument,
    "onedrive_dayfirst": onedrive_dayfirst, "jp_minutes": jp_minutes, "cordex": cordex, "kafka_s3_sink": kafka_s3_sink,
    "zarr_chunks": zarr_chunks, "letsencrypt_archive": letsencrypt_archive, "planet_scenes": planet_scenes,
    "aws_config": aws_config, "git_objects": git_objects, "dropbox_conflicts": dropbox_conflicts,
    "camera_raw_mixed_case": camera_raw_mixed_case, "steam_screenshots": steam_screenshots,
}
