"""General rules learnt from the tune5 group's misses (issue 15, bench/ground_truth/tune5.py). Each is
tested on a layout other than the tree that prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

from pathfinder.analysis import analyse, render_draft
from pathfinder.engine.loader import rules_from_text


def reading(samples: list[str], path: str) -> dict:
    """The fields the offline draft for `samples` reads in `path` (which must come out complete)."""
    rule = rules_from_text(render_draft(analyse(samples)))[0]
    ev = rule.evaluate(path)
    assert ev is not None and ev.status == "complete", (path, ev)
    return dict(ev.fields)


MANIFESTS = ["deploy/deployment-payments-api.yaml", "deploy/service-payments.yaml",
             "deploy/deployment-auth-gateway-v2.yaml", "deploy/configmap-auth.yaml",
             "deploy/service-web-frontend.yaml", "deploy/deployment-web.yaml",
             "deploy/service-order-history-api.yaml", "deploy/deployment-order-history.yaml",
             "deploy/deployment-search-indexer.yaml", "deploy/service-search.yaml"]


def test_a_first_word_that_comes_back_over_free_names_is_a_category():
    # prompted by Open States' `lower-Rules-<uuid>.yml` committees and Sigma's `proc_creation_win_…`
    got = reading(MANIFESTS, "deploy/deployment-billing-worker.yaml")
    assert got["category"] == "deployment" and got["title"] == "billing-worker"
    assert reading(MANIFESTS, "deploy/ingress-web.yaml")["category"] == "ingress"


def test_a_last_word_that_comes_back_is_a_category_and_the_rest_its_title():
    # prompted by OWID's backported `dataset_<id>_<slug>_config.json.dvc` / `…_values.feather.dvc`
    takes = ["audio/moonlight sonata rehearsal_take.wav", "audio/moonlight sonata rehearsal_mix.wav",
             "audio/fur elise_take.wav", "audio/fur elise_mix.wav", "audio/gymnopedie no 1_take.wav",
             "audio/clair de lune_take.wav", "audio/clair de lune_mix.wav", "audio/the entertainer_take.wav"]
    got = reading(takes, "audio/river flows in you_mix.wav")
    assert got["category"] == "mix" and got["title"] == "river flows in you"


def test_a_first_word_that_always_comes_with_the_same_text_is_no_category():
    # one name per app in each environment: `payments` comes back with `api` only, one name with it
    apps = [f"{env}/{app}.yaml" for env in ("prod", "staging")
            for app in ("payments-api", "auth-gateway-v2", "web-frontend", "order-history-db", "search-index")]
    fields = analyse(apps).fields
    assert "title" not in {f.name for f in fields}
    assert reading(apps, "prod/billing-worker-eu.yaml")["name"] == "billing-worker-eu"


def test_free_names_whose_first_words_differ_get_no_category():
    posts = ["blog/announcing-the-new-site.md", "blog/why-we-moved-to-rust.md", "blog/hello-world.md",
             "blog/notes-from-the-conference.md", "blog/building-a-search-index.md", "blog/our-first-year.md",
             "blog/scaling-the-database.md", "blog/meet-the-team.md"]
    assert not {"category", "title"} & {f.name for f in analyse(posts).fields}


def test_a_run_of_words_read_as_one_name_keeps_its_separators():
    # every name `<kind>-<word>-<word>`: the words after the kind are one name (`payments-api`); a
    # template that left `-` out of it could not read its own samples and dropped every field
    apps = [f"deploy/{kind}-{app}.yaml" for kind, app in
            (("deployment", "payments-api"), ("service", "payments-api"), ("deployment", "auth-gateway"),
             ("configmap", "auth-gateway"), ("service", "web-frontend"), ("deployment", "web-frontend"),
             ("service", "order-history"), ("deployment", "order-history"), ("deployment", "search-indexer"))]
    got = reading(apps, "deploy/service-billing-worker.yaml")
    assert "service" in got.values() and "billing-worker" in got.values()
    assert reading(apps, "deploy/configmap-auth-gateway.yaml") != reading(apps, "deploy/service-auth-gateway.yaml")


def test_a_sidecar_names_the_format_of_the_file_it_describes():
    # prompted by OWID's `snapshots/<ns>/<version>/<name>.<format>.dvc`; here Google Takeout's metadata
    takeout = ["Takeout/Google Photos/Trip 2019/IMG_20190704_101512.jpg.json",
               "Takeout/Google Photos/Trip 2019/VID_20190704_120000.mp4.json",
               "Takeout/Google Photos/Birthday/IMG_20200112_183000.jpg.json",
               "Takeout/Google Photos/Birthday/PXL_20200112_190102.heic.json",
               "Takeout/Google Photos/Garden/DSC01234.jpg.json", "Takeout/Google Photos/Garden/clip_02.mov.json",
               "Takeout/Google Photos/Trip 2019/IMG_20190705_080000.png.json"]
    got = reading(takeout, "Takeout/Google Photos/Snow/MVI_0042.mp4.json")
    assert got["format"] == "mp4" and got["stem"] == "MVI_0042"


def test_dotted_names_of_one_inner_extension_or_none_get_no_format():
    # checksums of one kind of archive: `.tar` everywhere is part of the name; FreeSurfer-like dotted
    # names (`lh.pial.dvc`) hold no known extension at all
    sums = [f"dist/pkg-{v}.tar.gz.sha256" for v in ("1.0.0", "1.0.1", "1.1.0", "2.0.0", "2.0.3")]
    names = [f"surf/{h}.{n}.dvc" for h in ("lh", "rh") for n in ("pial", "white", "sphere")]
    for samples in (sums, names):
        assert "format" not in {f.name for f in analyse(samples).fields}


def test_a_padded_number_after_a_fixed_width_code_and_a_dot_is_a_sub_number():
    # prompted by Atomic Red Team's `atomics/T1055.011/`; here claims and their amendments
    claims = [f"claims/C{c:05d}{f'.{a:03d}' if a else ''}.pdf" for c, a in
              [(412, 2), (413, 0), (412, 1), (977, 0), (1203, 4), (1203, 0), (88, 12), (530, 1)]]
    got = reading(claims, "claims/C04711.015.pdf")
    assert 4711 in got.values() and 15 in got.values()
    plain = reading(claims, "claims/C04711.pdf")
    assert 4711 in plain.values() and None in plain.values()


def test_a_decimal_with_an_optional_fraction_stays_one_value():
    # TPC-DS scale factors `sf0.01` beside `sf1`: a number and its fraction, not a code and a sub-number
    answers = [f"answers/sf{s}/{q:02d}.csv" for s, q in
               [("0.01", 1), ("1", 2), ("10", 3), ("100", 4), ("0.01", 5), ("1", 6), ("10", 7), ("0.01", 8)]]
    assert "0.01" in reading(answers, "answers/sf0.01/09.csv").values()


def test_a_name_that_repeats_its_folder_then_a_few_words_gives_the_words_as_variant():
    # prompted by devicon's `icons/<icon>/<icon>-<variant>.svg`; here a photo library's renditions
    photos = [f"library/{item}/{item}_{v}.jpg" for item, v in
              [("IMG_0042", "thumb"), ("IMG_0042", "large"), ("beach_day", "thumb"), ("DSC_1107", "small_square"),
               ("beach_day", "original"), ("DSC_1107", "large"), ("IMG_0107", "thumb"), ("IMG_0107", "small"),
               ("beach_day", "large"), ("IMG_0042", "small")]]
    assert reading(photos, "library/sunset_2/sunset_2_small_square.jpg")["variant"] == "small_square"
    assert reading(photos, "library/IMG_0042/IMG_0042_large.jpg")["variant"] == "large"


def test_a_name_that_repeats_its_folder_then_free_text_gets_no_variant():
    notes = [f"clients/{c}/{c}_{t}.pdf" for c, t in
             [("acme", "board_summary_q3"), ("globex", "kickoff_notes"), ("initech", "contract_renewal_draft"),
              ("acme", "invoice_dispute"), ("globex", "security_review"), ("umbrella", "onboarding_plan_v2")]]
    assert "variant" not in {f.name for f in analyse(notes).fields}


def test_words_before_one_shared_word_are_values_of_a_family_not_entity_keys():
    # prompted by MITRE's `enterprise-attack/`, `mobile-attack/`; here clusters named by environment
    values = [f"clusters/{env}-cluster/{app}/values.yaml" for env, app in
              [("prod", "web"), ("staging", "web"), ("prod", "api"), ("dev", "api"), ("staging", "db"), ("prod", "db")]]
    got = reading(values, "clusters/sandbox-cluster/web/values.yaml")
    assert "sandbox" in got.values()
    assert "sandbox" in reading(values, "clusters/sandbox-cluster/cache/values.yaml").values()


def test_entity_folders_with_different_keys_still_mark_a_varying_depth():
    # `sub-01` here, `ses-01` there at one depth: the depth varies (BIDS with and without sessions)
    scans = ["ds/sub-01/anat/sub-01_T1w.nii.gz", "ds/sub-02/ses-01/anat/sub-02_ses-01_T1w.nii.gz",
             "ds/sub-03/anat/sub-03_T1w.nii.gz", "ds/sub-04/ses-02/anat/sub-04_ses-02_T1w.nii.gz"]
    assert "**" in analyse(scans).glob


def test_a_varying_first_folder_above_shared_folders_and_a_varying_depth_anchors_the_glob():
    # prompted by Kafka's `<version>/javadoc/org/apache/kafka/<package…>/<Class>.html`; here daily exports
    dumps = ["2024-03-01/exports/warehouse/sales/orders.parquet", "2024-03-02/exports/warehouse/sales/eu/orders.parquet",
             "2024-03-02/exports/warehouse/stock/items.parquet", "2024-03-05/exports/warehouse/sales/us/west/returns.parquet",
             "2024-03-07/exports/warehouse/hr/people.parquet", "2024-03-09/exports/warehouse/stock/eu/bins.parquet"]
    a = analyse(dumps)
    assert a.glob.startswith("????-??-??/exports/warehouse/**/")
    assert a.structure.startswith("{date}/exports/warehouse/**/")
    rule = rules_from_text(render_draft(a))[0]
    assert rule.evaluate("2024-04-01/other/tree/sales/orders.parquet") is None
    assert "2024-04-01" in {str(v) for v in reading(dumps, "2024-04-01/exports/warehouse/a/b/c/x.parquet").values()}


def test_a_varying_first_folder_without_shared_folders_after_it_leaves_the_glob_as_it_was():
    notes = ["alice/projects/x/notes.txt", "bob/notes.txt", "carol/archive/2020/notes.txt", "dave/misc/notes.txt"]
    assert analyse(notes).glob == analyse(notes[::-1]).glob
    assert not analyse(notes).glob.startswith("*/projects")


def test_camel_case_class_names_keep_lowercase_pages_beside_them_out():
    # prompted by Javadoc pages beside `package-summary.html`; here Java sources beside `package-info.java`
    classes = [f"src/main/java/com/acme/{p}/{c}.java" for p, c in
               [("billing", "Invoice"), ("billing", "InvoiceLine"), ("orders", "OrderService"), ("orders", "Cart"),
                ("users", "UserRepository"), ("users", "Account"), ("billing", "TaxRule")]]
    rule = rules_from_text(render_draft(analyse(classes)))[0]
    assert rule.evaluate("src/main/java/com/acme/users/package-info.java") is None
    assert rule.evaluate("src/main/java/com/acme/users/Address.java") is not None


def test_titles_that_happen_to_start_with_capitals_keep_any_first_letter():
    docs = [f"shared/{t}.pdf" for t in ("Budget Report", "Team Offsite Plan", "Q3 Review", "Hiring Notes",
                                        "Vendor List", "Roadmap 2025")]
    rule = rules_from_text(render_draft(analyse(docs)))[0]
    assert rule.evaluate("shared/meeting notes.pdf") is not None


def test_samples_at_different_depths_with_one_at_the_root_still_analyse():
    # echoed_variant read every sample's folder; a sample with no folder raised IndexError (found by
    # test_analysis_properties' hypothesis run)
    assert analyse(["a/a/a.csv", " /a.csv"]).glob
    assert analyse(["icons/x/x-plain.svg", "y-plain.svg", "icons/z/z-line.svg"]).glob


def test_a_month_folder_is_also_read_as_written():
    # (written._year_month_folder, landed beside this group's own copy of the rule) monthly billing exports
    bills = [f"billing/{ym}/invoice_{n:04d}.pdf" for ym, n in
             [("2023_11", 42), ("2024_01", 7), ("2024_03", 311), ("2023_12", 9), ("2024_02", 1200)]]
    got = reading(bills, "billing/2025_06/invoice_0001.pdf")
    assert got["year_month"] == "2025_06" and got["year"] == 2025 and got["month"] == 6


def test_a_year_and_a_longer_number_is_no_month():
    runs = [f"runs/{y}-{n}/log.txt" for y, n in [(2023, 1042), (2024, 7781), (2024, 1203), (2023, 9911), (2022, 4410)]]
    assert "year_month" not in {f.name for f in analyse(runs).fields}


def test_a_number_that_ends_each_word_is_a_field():
    # prompted by rustlings' `exercises/<NN>_<topic>/<topic><n>.rs`; here a course's lessons
    lessons = [f"course/{w}{n}.md" for w, n in
               [("intro", 1), ("intro", 2), ("loops", 1), ("functions", 3), ("closures", 2), ("loops", 4),
                ("modules", 1), ("errors", 12)]]
    got = reading(lessons, "course/generics7.md")
    assert 7 in got.values() and "generics7" in got.values()


def test_names_where_some_word_has_no_number_get_no_number_field():
    pages = [f"docs/{p}.md" for p in ("intro1", "setup", "loops2", "faq", "closures3", "glossary")]
    assert not any(f.pattern and "[A-Za-z]([0-9]+)" in f.pattern for f in analyse(pages).fields)


def test_a_release_folder_whose_minor_is_zero_in_every_sample_is_still_a_version():
    # prompted by .NET's `release-notes/8.0/`, `9.0/`, `10.0/`; here Qt's documentation by release
    docs = [f"qtdoc/{v}/{p}.html" for v, p in
            [("5.0", "qwidget"), ("6.0", "qstring"), ("4.0", "qobject"), ("6.0", "qwidget"), ("5.0", "qlist")]]
    assert reading(docs, "qtdoc/6.2/qtimer.html")["version"] == "6.2"


def test_a_decimal_with_a_varying_fraction_keeps_its_reading():
    scales = [f"answers/sf{s}/q{q:02d}.csv" for s, q in [("0.1", 1), ("0.5", 2), ("2.5", 3), ("1.5", 4)]]
    assert "2.5" in {str(v) for v in reading(scales, "answers/sf2.5/q07.csv").values()}


def test_a_name_that_repeats_its_folder_then_one_word_everywhere_gets_no_variant():
    # NCBI assemblies `<acc>_<asm>/<acc>_<asm>_genomic.fna.gz`: `genomic` is part of every name, not a variant
    asm = [f"all/{a}/{a}_genomic.fna.gz" for a in ("GCF_000001405.40_GRCh38.p14", "GCA_014793520.2_ASM3395097v1",
                                                   "GCF_001678444.3_ASM936313v1", "GCA_000001215.4_Release_6_plus_ISO1_MT")]
    assert "variant" not in {f.name for f in analyse(asm).fields}
