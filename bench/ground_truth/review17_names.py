"""Real names read from the trees and list files of review17.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them, or as a list file inside the repository holds them, at the commit
named in each generator's docstring; each constant maps a folder to the space-separated names in it (KIND: files of
the kind, OTHER: neighbours); the folder "" holds whole paths (folders with fewer than three names); a tuple holds
names with spaces.
"""

OPENWRT_PATCHES_KIND = {
    '': (
        'admin/netatop/patches/100-fix-compilation-warning-fallthrough.patch '
        'admin/zabbix/patches/010-zabbix_agentd-tweak-config-file-for-openwrt.patch '
        'devel/flex/patches/100-disable-all-dirs-except-src.patch devel/scons/patches/001-platform_env.patch '
        'kernel/ovpn-dco/patches/0001-do-not-use-EIP-197.patch '
        'lang/php8/patches/0020-Use-system-timezone.patch '
        'lang/php8/patches/1010-dont-try-to-install-mod_php.patch '
        'libs/abseil-cpp/patches/003-Remove-neon-option-from-cross-compilation.patch '
        'libs/alsa-lib/patches/200-usleep.patch libs/dtndht/patches/001-musl_header.patch '
        'libs/efivar/patches/003-Use-off_t-instead-of-off64_t.patch libs/efivar/patches/005-skip-docs.patch '
        'libs/getdns/patches/001-openssl-deprecated.patch libs/giflib/patches/200-verify-color-in-range.patch '
        'libs/gost_engine/patches/040-dont-build-tests.patch '
        'libs/gperftools/patches/0003-powerpc-fix-PT_NIP-access-in-ucontext-for-glibc-vs-n.patch '
        'libs/ibrcommon/patches/001-fix-build-with-musl.patch '
        'libs/icu/patches/001-change_optimization_option.patch '
        'libs/keyutils/patches/010-reproducible-build.patch '
        'libs/libatasmart/patches/001-fix-cross-compile.patch libs/libdcwsocket/patches/010-glibc.patch '
        'libs/libesmtp/patches/010-gcc14.patch libs/libextractor/patches/010-musl.patch '
        'libs/libgd/patches/010-webp.patch libs/libgd/patches/100-no-cxx.patch '
        'libs/libical/patches/001-disable-icu-and-bdb-support.patch '
        'libs/libmad/patches/001-cmake4-support.patch libs/libmad/patches/010-format.patch '
        'libs/libmpeg2/patches/101-ppc_no_altivec.patch '
        'libs/libmraa/patches/003-python-binding-Fix-Python-3-13-compatibility.patch '
        'libs/libmraa/patches/020-support_v12.patch libs/libnatpmp/patches/010-cmake.patch '
        'libs/libnopoll/patches/010-openssl-deprecated.patch '
        'libs/libopusenc/patches/0001-Fix-ope_encoder_drain-assertion-failure.patch '
        'libs/libopusenc/patches/0003-Fix-use-of-uninitialized-serialno.patch '
        'libs/libpng/patches/200-ccache.patch '
        'libs/libradiotap/patches/100-build-set-cmake_minimum_required-to-3.10.patch '
        'libs/libradiotap/patches/101-CMakeLists-fix-compilation-with-Ninja-build-system.patch '
        'libs/libshout/patches/120-vorbis-c.patch libs/libsodium/patches/001-revert-f5076db5f8ef27.patch '
        'libs/libsodium/patches/100-minimal-build-with-ed25519-core.patch '
        'libs/libtorrent/patches/010-add-support-for-external-libatomic.patch '
        'libs/libuhttpd/patches/001-fix-cmake-required-minimum-version.patch '
        'libs/libupnp/patches/010-format.patch libs/liburcu/patches/010-no-tests.patch '
        'libs/libvorbis/patches/001-cmake-version.patch libs/lmdb/patches/020-set-soname-for-liblmdb-so.patch '
        'libs/loudmouth/patches/900-disable-docs-examples-tests.patch libs/nss/patches/003-openwrt_fix.patch '
        'libs/poco/patches/100-configure.patch libs/qrencode/patches/001-cmake-version.patch '
        'libs/sx1302_hal/patches/001-add_compatibility_with_basicstation.patch '
        'libs/unixodbc/patches/010-gcc14.patch libs/xmlrpc-c/patches/001-fix-pkg-config-files.patch '
        'libs/xmlrpc-c/patches/002-remove-unnecessary-linking.patch mail/alpine/patches/010-cdefs.patch '
        'mail/alpine/patches/030-gcc14.patch mail/exim/patches/200-fix-build.patch '
        'mail/opendkim/patches/020-libbsd.patch mail/sendmail/patches/103-create-install-dirs.patch '
        'mail/sendmail/patches/210-cdefs.patch multimedia/icecast/patches/030-stdlib.patch '
        'multimedia/rtpmidid/patches/001-fix-32bit-compilation.patch '
        'multimedia/ttymidi-sysex/patches/100-add-support-for-System-Realtime-and-System-Common.patch '
        'net/addrwatch/patches/004-more-specific-library-linking.patch '
        'net/addrwatch/patches/005-use-c99-format-macro-constants.patch net/aggregate/patches/010-gcc14.patch '
        'net/apache/patches/004-fix-scoreboard-location.patch '
        'net/apache/patches/010-reproducible-builds.patch net/apinger/patches/010-poll.patch '
        'net/apinger/patches/070-gcc14.patch net/arp-scan/patches/001-Disable-promiscuous-mode.patch '
        'net/bird2/patches/0001-birdc-Use-var-tmp-for-history-file.patch '
        'net/chaosvpn/patches/010-openssl-deprecated.patch net/cifs-utils/patches/020-no-smb3.patch '
        'net/conserver/patches/001-remove-strip.patch net/coova-chilli/patches/100-fix_compile_kmod.patch '
        'net/crowdsec/patches/001-fix_config_data_dir.patch net/curl/patches/200-no_docs_tests.patch '
        'net/darkstat/patches/101-allow-multiple-local-interfaces.patch '
        'net/davfs2/patches/050-sys-types.patch net/eoip/patches/100-add_LF_to_pidfile.patch '
        'net/etherwake/patches/110-format_security_fix.patch net/fakepop/patches/010-fPIC.patch '
        'net/freeradius3/patches/010-openssl-deprecated.patch net/frr/patches/996-qpb_header_fix.patch '
        'net/fwknop/patches/010-gcc10.patch net/gatling/patches/020-configure_features.patch '
        'net/haproxy/patches/0001-add-halog-version.patch net/horst/patches/0001-reproducible-builds.patch '
        'net/hs20/patches/010-libxml-212.patch net/hs20/patches/300-paths-in-ca-setup-sh.patch '
        'net/i2pd/patches/010-config.patch net/ibrdtnd/patches/0001-ibrdtnd-added-openssl-compatibility.patch '
        'net/ifstat/patches/0001-support-64-bits-counters-and-fix-gcc-warnings.patch '
        'net/ifstat/patches/010-gcc14.patch net/isc-dhcp/patches/520-bind-no-catgets.patch '
        'net/isc-dhcp/patches/910-incompatible-pointers.patch '
        'net/jool/patches/100-fix-compilation-warning-simple-fix.patch '
        'net/knot-resolver/patches/030-fix-policy-hack.patch net/knxd/patches/0099-openwrt.patch '
        'net/kplex/patches/100-add-support-for-Sierra-Wireless-qcserial-NMEA-0183-i.patch '
        'net/libreswan/patches/040-disable_man.patch '
        'net/linuxptp/patches/020-allow-disabling-MAC-autodetection.patch '
        'net/lora-gateway-hal/patches/0001-add-cmake-support.patch '
        'net/mbusd/patches/100-CMakeLists-update-min-version-to-3.10-for-CMake-4.0-.patch '
        'net/mesh11sd/patches/101-fix-licence-discrepancy.patch '
        'net/mini_snmpd/patches/0001-make-MAX_NR_INTERFACES-configurable.patch '
        'net/modemmanager/patches/0002-modem-helpers-cinterion-allow-spaces-in-SXRAT-test-r.patch '
        'net/modemmanager/patches/0003-modem-helpers-fix-checking-of-CDMA-EVDO-access-techn.patch '
        'net/mptcpd/patches/120-no-format-security.patch net/netcat/patches/002-udp_listen_fix.patch '
        'net/netsniff-ng/patches/0003-removed-flowtop-pkg-config-usage-for-ncurses.patch '
        'net/nfs-kernel-server/patches/220-fix-ld-error.patch '
        'net/nlbwmon/patches/020-fix-discarded-qualifiers-warning-with-GCC-16.patch '
        'net/nsd/patches/010-Fix-build-with-without-ssl.patch net/ola/patches/200-configure-acx-pthread.patch '
        'net/ola/patches/201-automake-fix.patch '
        'net/olsrd/patches/103-make-set-plugin-SONAME-to-the-installed-filename.patch '
        'net/open-isns/patches/20-signals.patch net/openconnect/patches/010-libxml212.patch '
        'net/openssh/patches/900-sshd_config-include-dir.patch '
        'net/openthread-br/patches/102-openwrt-fix-LuCI-icons.patch '
        'net/openvswitch/patches/0008-backport-d94cd0d-ovsdb-idl-Support-write-only-change.patch '
        'net/ovn/patches/0001-build-skip-check-and-use-of-libunbound.patch '
        'net/ovn/patches/0003-ovn-lib-fix-install_dir.patch '
        'net/pagekitec/patches/0001-Fix-to-work-ok-with-64-bit-time_t-time64.patch '
        'net/pdns/patches/100-pdns-disable-pdns.conf-dist.patch net/pen/patches/010-deprecated-openssl.patch '
        'net/prosody/patches/010-hashes-optional-blake2.patch '
        'net/ratched/patches/0001-Disable-non-IANA-TLS-extensions.patch '
        'net/rclone/patches/010-disable-plugins.patch net/shorewall6-lite/patches/020-set-PATH.patch '
        'net/shorewall6/patches/130-set-path.patch net/softethervpn/patches/103-noeucjp.patch '
        'net/softethervpn5/patches/201-iconv-cmake-fix.patch '
        'net/softethervpn5/patches/204-add-config-write-syslog.patch '
        'net/sstp-client/patches/100-musl-compat.patch net/sstp-client/patches/200-openssl-deprecated.patch '
        'net/strongswan/patches/0903-updown-Call-sbin-hotplug-call-ipsec-1-in-updown-scri.patch '
        'net/strongswan/patches/0905-wolfssl-Adapt-to-removed-ML-KEM-header.patch '
        'net/sysrepo/patches/001-add-generated-protobufc-files.patch '
        'net/tcpproxy/patches/001-ragel_generated.patch net/tcpproxy/patches/010-format.patch '
        'net/udpspeeder/patches/010-build-with-toolchain-flags.patch '
        'net/udptunnel/patches/001-multicast.patch '
        'net/uwsgi/patches/030-plugins-cgi_adds_dontresolve_option.patch '
        'net/xinetd/patches/001-sprint-gnu-extensions.patch '
        'net/xtables-addons/patches/400-deactivate-no-textsearch-bm-error.patch '
        'net/zerotier/patches/0001-fix-miniupnpc-natpmp-include-path.patch '
        'net/zerotier/patches/0004-add-missing-libatomic.patch '
        'sound/madplay/patches/0001-switch-to-new-alsa-api.patch sound/portaudio/patches/001-cmake4.patch '
        'utils/acsccid/patches/010-uname.patch utils/apparmor/patches/040-remove-bash-dep.patch '
        'utils/apparmor/patches/050-disable-man-pages.patch '
        'utils/beep/patches/0001-GNUmakefile-comment-out-D_FORTIFY_SOURCE.patch '
        'utils/bluez/patches/201-readline.patch utils/bluez/patches/206-sync.patch '
        'utils/bluld/patches/001-CMakeLists-update-min-version-to-3.10-for-CMake-4.0.patch '
        'utils/byobu/patches/006-only-pgrep-services.patch utils/ccrypt/patches/001-no-intl.patch '
        'utils/dfu-programmer/patches/000-remove-docs-etc.patch utils/digitemp/patches/010-prototype.patch '
        'utils/dump1090/patches/010-gcc15.patch utils/gnuplot/patches/010-remove_doc_from_makefile.patch '
        'utils/gnuplot/patches/020-fix-mips-and-powerpc.patch '
        'utils/haserl/patches/101-adjust-script-size.patch utils/hdparm/patches/010-cflags.patch '
        'utils/hfsprogs/patches/020-hfsplus-tools-no-blocks.patch '
        'utils/hplip/patches/020-remove_cups_dep_on_scan.patch utils/hplip/patches/040-gcc14.patch '
        'utils/lm-sensors/patches/101-fix-bad-scaling-due-to-use-of-integer-type.patch '
        'utils/lpac/patches/0001-driver-add-uqmi-backend.patch utils/lvm2/patches/002-const-stdio.patch '
        'utils/lxc/patches/025-remove-unsupported-option.patch utils/mg/patches/900-musl_compatibility.patch '
        'utils/ncdu/patches/900-use-alternative-color.patch '
        'utils/ntfs-3g/patches/001-fuseint-fix-path-mounted-on-musl.patch '
        'utils/open-vm-tools/patches/0005-Use-configure-to-test-for-feature-instead-of-platfor.patch '
        'utils/open-vm-tools/patches/0006-Use-configure-test-for-sys-stat.h-include.patch '
        'utils/opensc/patches/001-fix-build.patch utils/openzwave/patches/003-disable-downloads.patch '
        'utils/openzwave/patches/010-gcc14.patch utils/pciutils/patches/101-no-strip.patch '
        'utils/picocom/patches/010-fix-compile.patch utils/procps-ng3/patches/100-no-tests-docs.patch '
        'utils/qemu/patches/0004-fix-meson-cross-build-compiler-sanity-check.patch '
        'utils/quota/patches/010-gcc14.patch utils/selinux-python/patches/0003-sepolicy-no-gui.patch '
        'utils/setools/patches/010-no-gui.patch utils/setools/patches/030-remove-host-paths.patch '
        'utils/setserial/patches/020-musl.patch utils/shared-mime-info/patches/001-no-xmllint.patch '
        'utils/sumo/patches/020-python.patch utils/sysstat/patches/010-ldflags.patch '
        'utils/tang/patches/100-tang-show-keys-use-wget.patch utils/tcsh/patches/010-wint.patch '
        'utils/ttyd/patches/100-log-to-syslog.patch utils/vim/patches/020-remove-helptags-generation.patch '
        'utils/whois/patches/010-no-mkpasswd.patch '
        'utils/xfsprogs/patches/130-db-malloc-Use-posix_memalign-instead-of-deprecated-v.patch '
        'utils/xfsprogs/patches/140-mman.patch utils/zile/patches/010-remove_gets_definition_warning.patch '
        'utils/zsh/patches/002-51738-support-pcre-s-alternative-DFA-matching-algori.patch'
    ),
    'admin/muninlite/patches': (
        '003-Improve-df.patch 201-Add-examples-for-config-with-INTERFACE_NAMES_OVERRID.patch '
        '202-Fix-parameter-not-set-error.patch 203-Make-example-more-portable.patch'
    ),
    'admin/netdata/patches': (
        '002-extra-patch-web_gui_main.js.patch '
        '004-patch-collectors_python.d.plugin_python__modules_bases_loaders.py.patch 005-freebsd.patch'
    ),
    'lang/perl/patches': (
        '900-use-rm-force.patch 920-Revert-perl-127606-adjust-dependency-paths-on-instal.patch '
        '998-Errno_errno.h_path.patch'
    ),
    'libs/dmx_usb_module/patches': (
        '001-dmx_usb_Makefile.patch 100-fix-compilation-warning-wrong-cast.patch '
        '101-fix-kernel-6.6-builds.patch'
    ),
    'libs/openldap/patches': (
        '001-automake-compat.patch 002-no-doc-and-tests-subdir.patch 750-no-strip.patch '
        '901-reduce-slapd-default-mem-usage.patch'
    ),
    'libs/postgresql/patches': (
        '050-build-contrib.patch 300-fix-includes.patch 900-pg_ctl-setuid.patch'
    ),
    'libs/tcp_wrappers/patches': (
        '001-debian_subset.patch 003-scaffold_malloc.patch 006-compilation-warnings.patch'
    ),
    'mail/dovecot/patches': (
        '001-configure_in.patch 050-fix-dovecot-config-for-cross-compile.patch 100-openssl-deprecated.patch'
    ),
    'mail/postfix/patches': (
        '100-correct-signature-of-closefrom-API.patch 300-bdb_hash_segfault.patch 500-crosscompile.patch'
    ),
    'multimedia/ffmpeg/patches': (
        '020-libavcodec-fix-Wint-conversion-in-vulkan.patch '
        '030-avformat-file-guard-fd_dup-by-FD_PROTOCOL-or-PIPE_PR.patch '
        '060-avutil-tx-fix-GCC-memset-warning.patch 090-avcodec-tiff-Suppress-unused-variable-warnings.patch '
        '120-avfilter-af_channelsplit-fix-mixed-declaration-and-c.patch'
    ),
    'net/aircrack-ng/patches': (
        '100-03-besside-ng-add-PCRE2-support.patch '
        '100-05-airodump-ng-dump_write-remove-unused-PCRE-include.patch '
        '100-07-compat-pcre-add-compat-type-PCRE-header.patch '
        '103-autotools-reset-PCRE-CFLAGS-LIBS-with-both-PCRE-and-.patch '
        '104-build-add-option-to-disable-bsd-library-inclusion.patch '
        '105-build-support-strlcat-strlcpy-from-musl-or-recent-gl.patch'
    ),
    'net/net-snmp/patches': (
        '000-cross-compile.patch 110-debian-makefiles.patch 200-add-pcre2-support.patch'
    ),
    'net/pptpd/patches': (
        '001-bad_pqueue_debug.patch 003-opt_flags.patch 100-musl-compat.patch'
    ),
    'net/samba4/patches': (
        '003-getpwent_r.patch 004-missing-headers.patch 008-samba-4.11-add_missing___compar_fn_t.patch '
        '009-samba-4-11-fix-host-tools-checks.patch.patch '
        '010-samba-4-12-fix-musl_missing__nss_buflen_passwd.patch 020-source3-msgsock-nvram-fix.patch '
        '104-fix-build-on-aarch64-and-riscv64.patch'
    ),
    'net/vsftpd/patches': (
        '004-disable-capabilities.patch 005-disable-pam.patch 006-musl-compatibility.patch '
        '010-openssl-deprecated.patch'
    ),
    'utils/bash/patches': (
        '000-bash_5.3_patch_1.patch 001-bash_5.3_patch_2.patch 003-bash_5.3_patch_4.patch '
        '011-bash_5.3_patch_12.patch 012-bash_5.3_patch_13.patch 901-startup_files.patch'
    ),
    'utils/collectd/patches': (
        '001-undefined-AM_PATH_LIBGCRYPT.patch 090-fix-ping-plugin-use-after-free-when-re-resolving-a-h.patch '
        '100-rrdtool-add-rrasingle-option.patch 140-fix-fqdnlookup.patch '
        '320-reaction-to-ntp-time-change-at-boot.patch 700-disable-sys-capability-check.patch '
        '910-add-cake-qdisc-types.patch 920-backport-netlink-reg-noerror.patch 932-add-ipstatistics.patch'
    ),
    'utils/fuse/patches': (
        '100-missing_includes.patch 112-no_break_on_mknod.patch 300-closefrom.patch'
    ),
    'utils/hwinfo/patches': (
        '010-hardcoding-version.patch 020-remove_libx8emu_dependency.patch 050-arc.patch'
    ),
    'utils/lcd4linux/patches': (
        '100-drv_RouterBoard.patch 140-no_repnop_T6963.patch 150-addlibmpdclient.patch '
        '173-glcd2usb-bigendian-fix.patch 200-musl.patch'
    ),
    'utils/rrdtool1/patches': (
        '001-no_ordering_cd_joke.patch 020-x86-float-cast.patch 040-no-e-notation-on-log-display.patch '
        '050-no-doc.patch'
    ),
    'utils/telldus-core/patches': (
        '100-add_includes.patch 130-service-switch-to-libftdi1.patch 200-no-iconv.patch'
    ),
    'utils/unzip/patches': (
        '0002-fix-heap-based-buffer-overflow-in-the-test_compr_eb-.patch '
        '0003-fix-heap-based-buffer-overflow-in-the-getZip64Data-f.patch '
        '0007-fix-error-to-prevent-unsigned-overflow.patch '
        '0009-fix-buffer-overflow-in-the-zi_short-function.patch 0010-unix.c-Remove-build-date.patch'
    ),
}

OPENWRT_PATCHES_OTHER = {
    '': (
        'admin/earlyoom/Makefile admin/muninlite/files/etc/xinetd.d/muninlite '
        'admin/zabbix/files/usr/share/acl.d/zabbix-network-ubus-acl.json '
        'admin/zabbix/files/zabbix_agentd.defaults lang/golang/golang-compiler.mk '
        'lang/golang/golang-values.mk lang/lua/lpeg/Makefile lang/lua/lua-curl-v3/Makefile '
        'lang/lua/lua-rs232/Makefile lang/lua/luaexpat/files/compat-5.1r5/compat-5.1.c '
        'lang/lua/luarocks/Makefile lang/perl/Config.in lang/perl/perl-authen-sasl/Makefile '
        'lang/perl/perl-device-serialport/Makefile lang/perl/perl-encode-locale/Makefile '
        'lang/perl/perl-file-sharedir-install/Makefile lang/perl/perl-xs-parse-keyword/Makefile '
        'lang/perl/perl-xs-parse-sublike/src/Makefile.PL lang/python/itsdangerous/test.sh '
        'lang/python/python-argcomplete/Makefile lang/python/python-attrs/test.sh '
        'lang/python/python-awesomeversion/Makefile lang/python/python-botocore/Makefile '
        'lang/python/python-cffi/Makefile lang/python/python-cryptodome/Makefile '
        'lang/python/python-cryptodomex/Makefile lang/python/python-engineio/Makefile '
        'lang/python/python-flask-babel/Makefile lang/python/python-flask-seasurf/Makefile '
        'lang/python/python-flask-socketio/Makefile lang/python/python-gevent/Makefile '
        'lang/python/python-incremental/Makefile lang/python/python-iniconfig/test.sh '
        'lang/python/python-msgpack/test.sh lang/python/python-outcome/Makefile '
        'lang/python/python-platformio/Makefile lang/python/python-pluggy/Makefile '
        'lang/python/python-pytest-xdist/test.sh lang/python/python-rpds-py/Makefile '
        'lang/python/python-schedule/test.sh lang/python/python-sentry-sdk/test.sh '
        'lang/python/python-sqlparse/Makefile lang/python/python-sqlparse/test.sh '
        'lang/python/python-trio/test.sh libs/easyloggingpp/Makefile libs/libcap-ng/test-version.sh '
        'libs/libdaq3/Makefile libs/libdht/Makefile libs/libjwt/Makefile libs/libmad/Makefile '
        'libs/libopusenc/Makefile libs/libowfat/Makefile libs/libpam/files/pam.d/common-session '
        'libs/libtatsu/Makefile libs/libvpx/Makefile libs/redis/Makefile libs/sqlite3/test.sh '
        'libs/unixodbc/Makefile libs/valkey/Makefile mail/dovecot/Config.in mail/sendmail/Makefile '
        'multimedia/motion/Makefile multimedia/xupnpd/Makefile net/acme-common/files/functions.sh '
        'net/adblock-fast/README.md net/adblock-fast/files/lib/adblock-fast/adblock-fast.uc '
        'net/adblock-fast/tests/01_pipeline/01_all_dns_modes net/adblock-fast/tests/data/allowed.txt '
        'net/adblock-fast/tests/mocks/ubus/system~info.json net/adguardhome/files/adguardhome.defaults '
        'net/alfred/files/alfred.init net/apache/test-version.sh net/apcupsd/files/multimon.conf '
        'net/ariang/Makefile net/atftp/files/atftpd.conf net/banip/files/banip.blocklist net/batctl/Makefile '
        'net/batman-adv/files/lib/netifd/proto/batadv_vlan.sh net/bcp38/files/bcp38.config '
        'net/clamav/files/freshclam.init net/conserver/files/conserver.cf '
        'net/ddns-scripts/files/usr/lib/ddns/update_gcp_v1.sh net/dufs/files/dufs.config '
        'net/eoip/files/eoip.config net/etherwake-nfqueue/files/etherwake-nfqueue.init '
        'net/fakeidentd/Makefile net/freeradius3/test.sh net/hcxtools/Makefile net/horst/horst.config '
        'net/hs20/files/hs20.config net/i2pd/files/i2pd.config net/kadnode/files/kadnode.config '
        'net/kea/test.sh net/keepalived/Config.in net/knot/Makefile net/krb5/files/krb5kdc '
        'net/ksmbd-tools/files/ksmbd.config.example net/libreswan/files/etc/hotplug.d/libreswan/00-default '
        'net/libreswan/files/usr/libexec/rpcd/libreswan net/linknx/files/linknx.config '
        'net/linknx/files/linknx.init net/mdns-repeater/files/mdns_repeater.conf net/mesh11sd/Makefile '
        'net/miniupnpd/Makefile net/modemmanager/files/etc/hotplug.d/wwan/25-modemmanager-wwan '
        'net/mwan3/Makefile net/mwan3/files/etc/config/mwan3 net/netavark/Makefile '
        'net/netopeer2/files/netopeer2-server-merge-hostkey.default net/netsniff-ng/Makefile '
        'net/nodogsplash/files/usr/lib/nodogsplash/restart.sh net/ntripclient/Makefile net/nut/Config.in '
        'net/nut/files/nut-monitor-config.sh.functions net/nut/files/nut-monitor-migrate.default '
        'net/open-iscsi/files/iscsi_discovery net/openlist/files/openlist.config net/openvpn/Makefile '
        'net/openvpn/test.sh net/openvswitch/Makefile net/pbr/files/etc/uci-defaults/99-pbr-version '
        'net/pbr/tests/08_dns/01_nftset_element net/radius-mac/files/radius-mac.init '
        'net/rclone/files/rclone.init net/rsync/test-version.sh net/safe-search/files/hosts/google.default '
        'net/samba4/waf-cross-answers/arm.txt net/samba4/waf-cross-answers/powerpc.txt '
        'net/shorewall-lite/files/hostname net/shorewall-lite/files/shorewall-lite.init '
        'net/shorewall/files/hostname net/siit/src/Makefile net/smcroute/Makefile '
        'net/static-neighbor-reports/Makefile net/tac_plus/files/tac_plus.conf net/tayga/files/tayga.sh '
        'net/tcpproxy/files/tcpproxy.init net/tcpreplay/test.sh net/tinc/files/tinc.config '
        'net/tinyproxy/files/tinyproxy.init net/travelmate/files/travelmate-service.sh '
        'net/udhcpsnoop/files/dhcpsnoop.init net/unbound/test-version.sh net/usbip/files/usbipd.conf '
        'net/uspot/test-version.sh net/uwsgi/files-luci-support/luci-webui.ini net/v2ray-geodata/Makefile '
        'sound/espeak/Makefile sound/pianod/files/pianod.init sound/upmpdcli/Makefile utils/bc/Makefile '
        'utils/cache-domains/files/test.sh utils/catatonit/test.sh utils/ccrypt/Makefile '
        'utils/collectd/files/usr/share/collectd/plugin/iptables.json '
        'utils/collectd/files/usr/share/collectd/plugin/ubi.json utils/cudy-bdinfo/Makefile '
        'utils/dockerd/git-short-commit.sh utils/ecdsautils/Makefile utils/exfatprogs/Makefile '
        'utils/fft-eval/Makefile utils/fio/Makefile utils/fscrypt/Makefile utils/gl-puli-mcu/Config.in '
        'utils/gnuplot/Makefile utils/hamlib/files/rigctld.init utils/lcdproc/files/lcdproc '
        'utils/lm-sensors/Makefile utils/lm-sensors/test-version.sh utils/lxc/Config.in '
        'utils/lxc/test-version.sh utils/mbtools/Makefile utils/minicom/Makefile utils/mox-pkcs11/Makefile '
        'utils/oath-toolkit/Makefile utils/open-vm-tools/Makefile utils/open-vm-tools/files/telinit '
        'utils/parted/test.sh utils/prometheus-node-exporter-lua/test-version.sh '
        'utils/prometheus-node-exporter-lua/test.sh utils/qemu/files/10-qemu-ga.hotplug '
        'utils/qemu/files/bridge.conf utils/rtklib/Makefile utils/rtl_433/files/rtl_433.conf '
        'utils/runc/Makefile utils/sexpect/test-version.sh utils/swanmon/test.sh '
        'utils/syncthing/files/stdiscosrv.init utils/tar/Makefile utils/tessdata/Makefile utils/tmux/Makefile '
        'utils/ubnt-manager/files/ubnt-manager.config utils/wifitoggle/Makefile'
    ),
    'net/ddns-scripts/files/usr/share/ddns/default': (
        'afraid.org-v2-token.json aliyun.com.json dnspod.cn.json dynu.com.json gandi.net.json '
        'huaweicloud.com.json selfhost.de.json'
    ),
}

OPENWRT_INITS_KIND = {
    '': (
        'admin/backuppc/files/backuppc.init admin/earlyoom/files/earlyoom.init '
        'admin/fluent-bit/files/fluent-bit.init admin/gkrellmd/files/gkrellmd.init '
        'admin/monit/files/monit.init admin/netdata/files/netdata.init admin/rsyslog/files/rsyslog.init '
        'admin/schroot/files/schroot.init admin/sudo/files/sudo.init admin/syslog-ng/files/syslog-ng.init '
        'admin/zabbix/files/zabbix_proxy.init admin/zabbix/files/zabbix_server.init '
        'lang/php8/files/php8-fastcgi.init lang/php8/files/php8-fpm.init libs/avahi/files/avahi-daemon.init '
        'libs/openldap/files/ldap.init libs/postgresql/files/postgresql.init libs/redis/files/redis.init '
        'libs/unixodbc/files/odbc.init mail/dovecot/files/dovecot.init mail/emailrelay/files/emailrelay.init '
        'mail/exim/files/exim.init mail/opendkim/files/opendkim.init mail/postfix/files/postfix.init '
        'multimedia/go2rtc/files/go2rtc.init multimedia/icecast/files/icecast.init '
        'multimedia/lcdgrilo/files/lcdgrilo.init multimedia/minidlna/files/minidlna.init '
        'multimedia/minisatip/files/minisatip.init multimedia/motion/files/motion.init '
        'multimedia/rtpmidid/files/rtpmidid.init multimedia/ttymidi-sysex/files/ttymidi-sysex.init '
        'multimedia/tvheadend/files/tvheadend.init multimedia/ustreamer/files/ustreamer.init '
        'multimedia/v4l2camera/files/v4l2camera.init net/acme-common/files/acme.init '
        'net/adblock/files/adblock.init net/addrwatch/files/addrwatch.init '
        'net/adguardhome/files/adguardhome.init net/alfred/files/alfred.init net/apache/files/apache2.init '
        'net/apcupsd/files/apcupsd.init net/apfree-wifidog/files/wifidogx.init net/apinger/files/apinger.init '
        'net/aria2/files/aria2.init net/atftp/files/atftpd.init net/autossh/files/autossh.init '
        'net/banip/files/banip.init net/bcp38/files/bcp38.init net/beanstalkd/files/beanstalkd.init '
        'net/bfdd/files/bfdd.init net/bind/files/named.init net/bird2/files/bird.init '
        'net/bird3/files/bird.init net/boinc/files/boinc-client.init net/chaosvpn/files/chaosvpn.init '
        'net/clamav/files/clamav-milter.init net/clamav/files/clamav.init '
        'net/cloudflared/files/cloudflared.init net/conntrack-tools/files/conntrackd.init '
        'net/conserver/files/conserver.init net/coova-chilli/files/chilli.init net/coredns/files/coredns.init '
        'net/csshnpd/files/csshnpd.init net/dante/files/sockd.init net/databag/files/databag.init '
        'net/dawn/files/dawn.init net/dhcpcd/files/dhcpcd.init net/dhtd/files/dhtd.init '
        'net/dmapd/files/dmapd.init net/dns-over-https/files/doh-client.init '
        'net/dns-over-https/files/doh-server.init net/dnscrypt-proxy2/files/dnscrypt-proxy.init '
        'net/dnsdist/files/dnsdist.init net/dnsproxy/files/dnsproxy.init net/dufs/files/dufs.init '
        'net/eoip/files/eoip.init net/etebase/files/uwsgi.init '
        'net/etherwake-nfqueue/files/etherwake-nfqueue.init net/etherwake/files/etherwake.init '
        'net/fail2ban/files/fail2ban.init net/fakeidentd/files/fakeidentd.init net/foolsm/files/foolsm.init '
        'net/freeradius3/files/radiusd.init net/frp/files/frps.init net/fsh/files/fshc.init '
        'net/fsh/files/fshs.init net/fwknop/files/fwknopd.init net/gateway-go/files/gateway-go.init '
        'net/gnunet/files/gnunet.init net/haproxy/files/haproxy.init '
        'net/hev-socks5-server/files/hev-socks5-server.init '
        'net/hev-socks5-tproxy/files/hev-socks5-tproxy.init '
        'net/hev-socks5-tunnel/files/hev-socks5-tunnel.init net/hs20/files/hs20.init '
        'net/htpdate/files/htpdate.init net/i2pd/files/i2pd.init net/ibrdtnd/files/ibrdtn.init '
        'net/igmpproxy/files/igmpproxy.init net/iodine/files/iodined.init net/kadnode/files/kadnode.init '
        'net/kea/files/kea.init net/keepalived/files/keepalived.init net/knot-resolver/files/kresd.init '
        'net/knot/files/knotd.init net/knxd/files/knxd.init net/kplex/files/kplex.init '
        'net/ksmbd-tools/files/ksmbd.init net/lcdringer/files/lcdringer.init net/lighttpd/files/lighttpd.init '
        'net/linknx/files/linknx.init net/mac-telnet/files/mactelnet.init net/mbusd/files/mbusd.init '
        'net/mdns-repeater/files/mdns-repeater.init net/mdnsresponder/files/mDNSResponder.init '
        'net/mdnsresponder/files/mdnsd.init net/memcached/files/memcached.init '
        'net/meshtasticd/files/meshtasticd.init net/microsocks/files/microsocks.init '
        'net/mini_snmpd/files/mini_snmpd.init net/miniupnpd/files/miniupnpd.init net/mptcpd/files/mptcpd.init '
        'net/nanomq/files/nanomq.init net/natmap/files/natmap.init net/nbd/files/nbd-client.init '
        'net/nbd/files/nbd-server.init net/nebula/files/nebula.init net/net-snmp/files/snmpd.init '
        'net/net-snmp/files/snmptrapd.init net/netbird/files/netbird.init net/netifyd/files/netifyd.init '
        'net/netopeer2/files/netopeer2-server.init net/netperf/files/netserver.init '
        'net/nfdump/files/nfcapd.init net/nfs-kernel-server/files/nfsd.v3.init '
        'net/nfs-kernel-server/files/nfsd.v4.init net/nginx/files/nginx.init net/ngircd/files/ngircd.init '
        'net/nqptp/files/nqptp.init net/nsd/files/nsd.init net/ntpd/files/ntpd.init '
        'net/ntpd/files/ntpdate.init net/ocserv/files/ocserv.init net/ola/files/olad.init '
        'net/olsrd/files/olsrd4.init net/olsrd/files/olsrd6.init net/openelp/files/openelp.init '
        'net/openssh/files/sshd.init net/opentracker/files/opentracker.init '
        'net/openvswitch/files/openvswitch.init net/overture/files/overture.init net/p910nd/files/p910nd.init '
        'net/pdns-recursor/files/pdns-recursor.init net/pdns/files/pdns.init net/pptpd/files/pptpd.init '
        'net/privoxy/files/privoxy.init net/prosody/files/prosody.init net/radicale3/files/radicale3.init '
        'net/radius-mac/files/radius-mac.init net/radsecproxy/files/radsecproxy.init '
        'net/rclone/files/rclone.init net/ripe-atlas/files/ripe-atlas.init '
        'net/rp-pppoe/files/pppoe-relay.init net/rp-pppoe/files/pppoe-server.init '
        'net/rpcbind/files/rpcbind.init net/rsync/files/rsyncd.init net/samba4/files/samba.init '
        'net/samplicator/files/samplicator.init net/ser2net/files/ser2net.init '
        'net/shorewall6-lite/files/shorewall6-lite.init net/shorewall6/files/shorewall6.init '
        'net/sing-box/files/sing-box.init net/smcroute/files/smcroute.init net/snort3/files/snort.init '
        'net/socat/files/socat.init net/softflowd/files/softflowd.init net/squid/files/squid.init '
        'net/sshtunnel/files/sshtunnel.init net/sslh/files/sslh.init net/strongswan/files/ipsec.init '
        'net/strongswan/files/swanctl.init net/stubby/files/stubby.init net/stunnel/files/stunnel.init '
        'net/subversion/files/subversion.init net/swgp-go/files/swgp-go.init '
        'net/switchdev-poller/files/switchdev-poller.init net/sysrepo/files/sysrepo.init '
        'net/tac_plus/files/tac_plus.init net/tailscale/files/tailscale.init net/tcpproxy/files/tcpproxy.init '
        'net/tgt/files/tgt.init net/tinc/files/tinc.init net/tinyproxy/files/tinyproxy.init '
        'net/tmate-ssh-server/files/tmate-ssh-server.init net/tor-hs/files/tor-hs.init net/tor/files/tor.init '
        'net/trafficshaper/files/trafficshaper.init net/transmission/files/transmission.init '
        'net/travelmate/files/travelmate.init net/tunneldigger-broker/files/tunneldigger-broker.init '
        'net/tunneldigger/files/tunneldigger.init net/uanytun/files/uanytun.init '
        'net/udhcpsnoop/files/dhcpsnoop.init net/udpxy/files/udpxy.init net/ulogd/files/ulogd.init '
        'net/unbound/files/unbound.init net/uradvd/files/uradvd.init net/usbip/files/usbipd.init '
        'net/uwsgi/files/uwsgi.init net/v2raya/files/v2raya.init net/vallumd/files/vallumd.init '
        'net/vnstat/files/vnstat.init net/vnstat2/files/vnstat.init net/vsftpd/files/vsftpd.init '
        'net/wfb-ng/files/wfb-ng.init net/wifidog/files/wifidog.init net/wsdd2/files/wsdd2.init '
        'net/xfrpc/files/xfrpc.init net/xinetd/files/xinetd.init net/xl2tpd/files/xl2tpd.init '
        'net/xray-core/files/xray.init net/znc/files/znc.init sound/mpd/files/mpd.init '
        'sound/owntone/files/owntone.init sound/pianod/files/pianod.init '
        'sound/pulseaudio/files/pulseaudio.init sound/shairport-sync/files/shairport-sync.init '
        'sound/snapcast/files/snapclient.init sound/snapcast/files/snapserver.init '
        'sound/squeezelite/files/squeezelite.init sound/upmpdcli/files/upmpdcli.init '
        'utils/airos-dfs-reset/files/airos-dfs-reset.init utils/ap51-flash/files/ap51-flash.init '
        'utils/apparmor/files/apparmor.init utils/at/files/atd.init utils/bluelog/files/bluelog.init '
        'utils/bluez-tools/files/btagent.init utils/bluez/files/bluetoothd.init utils/bluld/files/bluld.init '
        'utils/clixon/files/clixon.init utils/crelay/files/crelay.init utils/dbus/files/dbus.init '
        'utils/dockerd/files/dockerd.init utils/domoticz/files/domoticz.init '
        'utils/dump1090/files/dump1090.init utils/gammu/files/gammu.init utils/gpsd/files/gpsd.init '
        'utils/hamlib/files/rigctld.init utils/hd-idle/files/hd-idle.init '
        'utils/irqbalance/files/irqbalance.init utils/lcd4linux/files/lcd4linux.init '
        'utils/lm-sensors/files/lm-sensors.init utils/lvm2/files/lvm2.init utils/lxc/files/lxc-auto.init '
        'utils/mariadb/files/mysqld.init utils/miniflux/files/miniflux.init '
        'utils/open-vm-tools/files/vmtoolsd.init utils/pcsc-lite/files/pcscd.init '
        'utils/podman/files/podman.init utils/pservice/files/pservice.init utils/qemu/files/qemu-ga.init '
        'utils/rng-tools/files/rngd.init utils/rtl-ais/files/rtl_ais.init utils/rtl-sdr/files/rtl_tcp.init '
        'utils/rtl_433/files/rtl_433.init utils/smartmontools/files/smartd.init '
        'utils/smstools3/files/smstools3.init utils/sysstat/files/sysstat.init utils/tang/files/tang.init '
        'utils/ttyd/files/ttyd.init utils/usbmuxd/files/usbmuxd.init utils/uvol/files/uvol.init '
        'utils/vzlogger/files/vzlogger.init utils/watchcat/files/watchcat.init'
    ),
    'net/isc-dhcp/files': (
        'dhclient.init dhclient6.init dhcpd.init dhcpd6.init dhcrelay4.init dhcrelay6.init'
    ),
    'net/netatalk/files': (
        'a2boot.init atalkd.init papd.init timelord.init'
    ),
    'net/nut/files': (
        'nut-cgi.init nut-monitor.init nut-server.init'
    ),
    'net/softethervpn/files': (
        'vpnbridge.init vpnclient.init vpnserver.init'
    ),
    'net/softethervpn5/files': (
        'vpnbridge.init vpnclient.init vpnserver.init'
    ),
    'utils/owfs/files': (
        'owfs.init owftpd.init owhttpd.init owserver.init'
    ),
    'utils/syncthing/files': (
        'stdiscosrv.init strelaysrv.init syncthing.init'
    ),
}

OPENWRT_INITS_OTHER = {
    '': (
        'admin/earlyoom/files/earlyoom.config admin/rsyslog/files/20_rsyslog admin/rsyslog/files/rsyslog.conf '
        'admin/zabbix/files/zabbix_server.defaults lang/php8/files/php8-fastcgi.config '
        'lang/php8/files/php8-fpm-www.conf libs/avahi/files/netifd-autoip.sh '
        'libs/unixodbc/files/pgsqlodbc.ini mail/emailrelay/files/emailrelay.auth '
        'mail/opendkim/files/opendkim-genkey multimedia/go2rtc/files/go2rtc.json '
        'multimedia/minidlna/files/minidlna.sysctl multimedia/motion/files/motion.conf '
        'multimedia/tvheadend/files/dvb.hotplug multimedia/tvheadend/files/tvheadend.config '
        'net/acme-common/files/acme-notify.sh net/adguardhome/files/adguardhome.json '
        'net/adguardhome/files/adguardhome.sysctl net/alfred/files/alfred.config '
        'net/alfred/files/bat-hosts.lua net/apfree-wifidog/files/wifidogx.conf net/apinger/files/apinger.rpc '
        'net/apinger/files/user.hotplug net/autossh/files/autossh.config net/autossh/files/autossh.hotplug '
        'net/bcp38/files/bcp38.config net/bcp38/files/bcp38.defaults '
        'net/boinc/files/global_prefs_override.xml net/chaosvpn/files/chaosvpn.hotplug '
        'net/conserver/files/console.cf net/coova-chilli/files/chilli.config net/csshnpd/files/at_enroll.sh '
        'net/csshnpd/files/csshnpd.config net/databag/files/databag.config net/dhtd/files/dhtd.config '
        'net/dnsproxy/files/dnsproxy.config net/dnsproxy/files/dnsproxy.sysctl net/dufs/files/dufs.config '
        'net/eoip/files/eoip.config net/etherwake-nfqueue/files/etherwake-nfqueue.config '
        'net/fail2ban/files/db.conf net/fail2ban/files/uci.conf net/foolsm/files/connections.conf '
        'net/foolsm/files/foolsm_script net/haproxy/files/haproxy.cfg '
        'net/hev-socks5-tproxy/files/hev-socks5-tproxy.config net/htpdate/files/htpdate.conf '
        'net/i2pd/files/i2pd.config net/ibrdtnd/files/build-config.sh net/ibrdtnd/files/safety-wrapper.sh '
        'net/kadnode/files/kadnode.config net/kea/files/dhcp4.sh net/kea/files/kea.config '
        'net/knot-resolver/files/root.keys net/linknx/files/linknx.config '
        'net/mdns-repeater/files/mdns_repeater.conf net/memcached/files/memcached.config '
        'net/meshtasticd/files/meshtasticd.service net/nbd/files/nbd-server.conf '
        'net/net-snmp/files/snmpd.conf net/netatalk/files/atalkd.conf '
        'net/netopeer2/files/netopeer2-server-merge-config.default '
        'net/netopeer2/files/netopeer2-server-merge-hostkey.default '
        'net/nfs-kernel-server/files/nfsd.v3.nfs.conf net/ntpd/files/ntpd.hotplug '
        'net/ntpd/files/ntpd.hotplug-helper net/ocserv/files/ocserv.upgrade '
        'net/openssh/files/sftp-ssh.service net/overture/files/domain_ttl_sample '
        'net/overture/files/ip_network_primary_sample net/pdns-recursor/files/recursor.conf-dist '
        'net/pptpd/files/pptpd.config net/privoxy/files/privoxy.config net/rp-pppoe/files/pppoe.config '
        'net/rsync/files/rsyncd.conf net/samba4/files/samba.config net/shorewall6-lite/files/hostname '
        'net/socat/files/socat.config net/softethervpn5/files/dummy net/strongswan/files/ipsec.config '
        'net/strongswan/files/ipsec.user net/stubby/files/stubby.yml net/stunnel/files/stunnel.conf '
        'net/stunnel/files/stunnel.uci net/swgp-go/files/swgp-go.json net/tinc/files/tinc.upgrade '
        'net/tinyproxy/files/tinyproxy.config net/tmate-ssh-server/files/tmate-ssh-server.config '
        'net/tor-hs/files/tor-hs.conf net/trafficshaper/files/trafficshaper.conf '
        'net/transmission/files/transmission.sysctl net/tunneldigger/files/config.default '
        'net/udpxy/files/udpxy.conf net/uradvd/files/uradvd.config net/uwsgi/files/emperor.ini '
        'net/vnstat/files/vnstat.defaults net/vsftpd/files/vsftpd.uci net/xl2tpd/files/xl2tpd.conf '
        'net/xray-core/files/vpoint_vmess_freedom.json sound/mpd/files/mpd.service '
        'sound/shairport-sync/files/shairport-sync.config sound/squeezelite/files/squeezelite.conf '
        'utils/airos-dfs-reset/files/airos-dfs-reset utils/ap51-flash/files/ap51-flash.config '
        'utils/bluld/files/bluld.conf utils/clixon/files/netconf-subsystem.conf utils/dbus/files/dbus-launch '
        'utils/dbus/files/dbus.json utils/domoticz/files/domoticz.config '
        'utils/dump1090/files/dump1090.default utils/hd-idle/files/hd-idle.config '
        'utils/irqbalance/files/irqbalance.config utils/lm-sensors/files/custom.conf '
        'utils/lvm2/files/lvm2.preinit utils/lxc/files/lxc-auto.config utils/lxc/files/lxc.conf '
        'utils/open-vm-tools/files/shutdown utils/open-vm-tools/files/telinit '
        'utils/podman/files/containers.conf utils/pservice/files/pservice.config '
        'utils/qemu/files/00-virtio-ports.hotplug utils/qemu/files/bridge.conf '
        'utils/rng-tools/files/rngd.uci_defaults utils/rtl-sdr/files/rtl_tcp.config '
        'utils/smstools3/files/smstools3.conf utils/syncthing/files/stdiscosrv.conf '
        'utils/syncthing/files/syncthing.conf utils/usbmuxd/files/usbmuxd.hotplug utils/uvol/files/lvm.uc '
        'utils/watchcat/files/watchcat.sh'
    ),
    'net/adblock/files': (
        'adblock.allowlist adblock.cgi adblock.custom.feeds'
    ),
    'net/apcupsd/files': (
        'apccontrol apcupsd.conf hosts.conf offbattery onbattery'
    ),
    'net/banip/files': (
        '95-banip-housekeeping banip.cgi banip.countries banip.custom.feeds'
    ),
    'net/clamav/files': (
        'clamav-milter.config clamav.config freshclam.config'
    ),
    'net/etebase/files': (
        '81_setup-etebase etebase.locations uci.cfg'
    ),
    'net/frp/files': (
        'frpc.uci-defaults frps.config frps.uci-defaults'
    ),
    'net/gnunet/files': (
        'gnunet-dhtcache-heap.defaults gnunet-fs-heap.defaults gnunet-fs-sqlite.defaults '
        'gnunet-gns-pgsql.defaults gnunet-peerstore-flat.defaults gnunet-pgsql.defaults gnunet-proto.sh'
    ),
    'net/isc-dhcp/files': (
        'dhclient-script dhclient6.conf dhcpd6.conf dhcrelay.conf'
    ),
    'net/ksmbd-tools/files': (
        'ksmbd.conf.template ksmbd.config ksmbd.config.example ksmbd.hotplug'
    ),
    'net/miniupnpd/files': (
        'firewall3.include miniupnpd.hotplug upnpd.config'
    ),
    'net/nut/files': (
        'nut-common.default nut-common.sh.functions nut-monitor-config.sh.functions '
        'nut-monitor-migrate.default nut-sched.default nut-sendmail-notify nut-service.sh.functions '
        'nut-upsmon.default'
    ),
    'net/olsrd/files': (
        'olsrd-neigh.sh olsrd.config olsrd.sgw.speed.conf olsrd6.config'
    ),
    'net/shorewall6/files': (
        'hostname hotplug_iface vardir'
    ),
    'net/snort3/files': (
        'snort-rules snort.config snort.json snort.uc'
    ),
    'net/travelmate/files': (
        'README.md generic-user-pass.login telekom.login travelmate.conf wifibahn.login'
    ),
    'net/tunneldigger-broker/files': (
        'config.default hook-connection-rate-limit hook-mtu-changed hook-teardown'
    ),
    'net/unbound/files': (
        'README.md dnsmasq.sh unbound.uci'
    ),
}

MSYS2_PATCHES_KIND = {
    '': (
        'mingw-w64-SDL_ttf/002-freetype-pkgconfig.patch '
        'mingw-w64-aalib/0004-aalib-m4-use-correct-variable.patch '
        'mingw-w64-abinit/001-fix-build-on-mingw.patch '
        'mingw-w64-abinit/004-include-missing-cmake-module.patch '
        'mingw-w64-abseil-cpp/0003-fix-linking-abseil_dll.patch '
        'mingw-w64-ada_language_server/001-revert-renaming-ada_xdiff-to-xdiff.patch '
        'mingw-w64-advancecomp/001-fix-building-on-ucrt.patch '
        'mingw-w64-ag/0004-lang-Add-autotools-ac-am-in-m4-pc.patch '
        'mingw-w64-android-tools/0002-android-tools-vendor.patch '
        'mingw-w64-angleproject/002-buildflags-fixes.patch '
        'mingw-w64-angleproject/008-arm64-mingw-intrinsic.patch mingw-w64-aspell-de/001-unixy-dirs.patch '
        'mingw-w64-aspell-fr/001-unixy-dirs.patch mingw-w64-aspell/0001-use-namespace.mingw.patch '
        'mingw-w64-aspell/0005-w32-home.all.patch mingw-w64-audaspace/0100-mingw-relocate.patch '
        'mingw-w64-autohotkey/0013-cast-function-pointer-to-void-explicitly-in-MdType.h.patch '
        'mingw-w64-bullet/0007-twojoint.patch mingw-w64-bullet/0009-bulletroboticsgui.patch '
        'mingw-w64-chrono-date/002-add-pkgconfig-file.patch '
        'mingw-w64-clucene/004-fix-narrowing-conversions.patch '
        'mingw-w64-cmake/0005-Default-to-ninja-generator.patch '
        'mingw-w64-codeblocks/003-fix-link-to-tinyxml.patch '
        'mingw-w64-codelite/005-Disable-selected-compiler-warnings.patch '
        'mingw-w64-cp2k/003-make-tblite-independent-from-dftd4.patch mingw-w64-creduce/001-llvm19.patch '
        'mingw-w64-cvise/004-add-basic-bash-support.patch '
        'mingw-w64-cvise/016-fix-callexpr-to-value-rewrite-crash.patch '
        'mingw-w64-cyrus-sasl/23-Fix-building-digest-plugin.patch mingw-w64-daala/0004-xp-sp2.all.patch '
        'mingw-w64-dcadec/0005-Makefile-Add-install-cut.patch mingw-w64-desktop-file-utils/001-win.patch '
        'mingw-w64-devil/0003-Search-openexr-includes-also-in-subfolder.patch '
        'mingw-w64-dftbplus/001-fix-install-dll.patch mingw-w64-directxmath/001-path-adjustment.patch '
        'mingw-w64-evince/011-no-portal.patch mingw-w64-expresscpp/001-Windows-dll-mingw.patch '
        'mingw-w64-firebird/008-add-script-and-batch-files.patch '
        'mingw-w64-flif/0001-include-xmmintrin-on-x86-only.patch '
        'mingw-w64-flif/0002-use-avx-on-x86-only.patch mingw-w64-fortune-mod/0003-relpath.patch '
        'mingw-w64-fswatch/001-Fix-for-MinGW-w64.patch mingw-w64-fzf/001-detect-arch.patch '
        'mingw-w64-gdal/003-build-fix-backport.patch mingw-w64-gdcm/0010-poppler.patch '
        'mingw-w64-geany/0002-Use-FHS.patch mingw-w64-geany/0003-export.patch '
        'mingw-w64-geoipupdate/002-change-defaults-dirs.patch '
        'mingw-w64-glsl-optimizer/0003-Win64-long-is-32-bit-use-intptr_t-instead.patch '
        'mingw-w64-glsl-optimizer/0006-CMake-Handle-installation.patch '
        'mingw-w64-glslviewer/0002-use-platform-windows-def.patch mingw-w64-gmsh/0001-fix-link-lib-name.patch '
        'mingw-w64-gnatcoll-bindings/001-Fix-setup.py-for-cross-volume-builds.patch '
        'mingw-w64-gnatstudio/004-fix-finding-gtkada.patch '
        'mingw-w64-godot/002-enforcing-pkgconfig-for-syslib.patch '
        'mingw-w64-godot/003-replace-hard-clipper2-include.patch '
        'mingw-w64-goocanvas/001-convert-python-path-to-unix.patch '
        'mingw-w64-gpgme/0009-fix-broken-version.patch mingw-w64-gsm/0001-adapt-makefile-to.mingw.patch '
        'mingw-w64-gst-plugins-bad/0004-check-d3d11-header.patch mingw-w64-gtk-doc/0001-exeext.patch '
        'mingw-w64-gtk4/003-default-dcomp-off.patch '
        'mingw-w64-gtksourceview3/0001-gtksourceview3-remove-comment-mkenums.patch '
        'mingw-w64-handbrake/0001-handbrake-workaround-build-system.patch '
        'mingw-w64-handbrake/0003-Remove-ambient-viewing-support.patch mingw-w64-hclient/01-includes.patch '
        'mingw-w64-hdf5/0008-h5cc-wrapper-static.patch '
        'mingw-w64-hlsl2glsl/0004-CMake-Handle-installation.patch '
        'mingw-w64-id3lib/10-fix-compilation-with-cpp-headers.patch '
        'mingw-w64-id3lib/15-fix-headers-of-main-functions.patch '
        'mingw-w64-igraph/0001-igraph-add-cflags-private-pkgconfig.patch '
        'mingw-w64-imath/0001-cmake-libs-name.patch mingw-w64-isa-l/003-aarch64.patch '
        'mingw-w64-ixion/001-fix-build-on-mingw.patch mingw-w64-jack2/0008-aarch64-cmpxchg.patch '
        'mingw-w64-jemalloc/001-fix-library-extension.patch '
        'mingw-w64-julia/009-1.1.1-msys2-find-modname-in-julia_dl-before-default-paths.patch '
        'mingw-w64-knotifications/0001-knotification-cmake-disable-canberra.patch '
        'mingw-w64-krita/003-use-default-abi-version.patch '
        'mingw-w64-lammps/004-fix-executables-extension.patch mingw-w64-lfcbase/0001-missing-include.patch '
        'mingw-w64-lfortran/002-link-to-shared-llvm.patch '
        'mingw-w64-libassuan/0002-enable-silent-rules.mingw.patch mingw-w64-libcacard/001-missing-deps.patch '
        'mingw-w64-libcddb/0008-properly-refer-to-libiconv-in-pkgconfig.patch '
        'mingw-w64-libevent/004-time_t-compute.patch mingw-w64-libevent/006-fix-build-on-aarch64.patch '
        'mingw-w64-libftdi/0003-no-distutils.patch '
        'mingw-w64-libgdiplus/0005-libgdiplus-fix-general-windows-error.patch '
        'mingw-w64-libgit2-glib/0002-build-Fix-build-against-and-require-libgit2-1.8.0.patch '
        'mingw-w64-libgit2/0003-libgit2-cmake-fix-pkgconfig.patch mingw-w64-libgoom2/002-fix-random.patch '
        'mingw-w64-libiconv/0002-fix-cr-for-awk-in-configure.all.patch '
        'mingw-w64-libiconv/0003-add-cp65001-as-utf8-alias.patch '
        'mingw-w64-libidl2/0001-libidl2-0.8.14-remove-def-file.patch '
        'mingw-w64-libieee1284/001-fix-build-on-mingw.patch '
        'mingw-w64-libiio/0001-Install-man-pages-to-the-correct-chapter-directories.patch '
        'mingw-w64-libimobiledevice/002-1.3.0-Link-Iphlpapi.patch '
        'mingw-w64-libint2/001-fix-build-on-mingw.patch '
        'mingw-w64-libkqueue/0004-libkqueue-fix-pkgconfig-file.patch '
        'mingw-w64-libmediainfo/001-fix-win32-build.patch mingw-w64-libmongocrypt/006-python-wheel-tag.patch '
        'mingw-w64-libmpeg2/0003-do-not-AC_C_ALWAYS_INLINE-it-redefines-inline-breaking-mingw-w64-GCC-5.1.0-C99.patch '
        'mingw-w64-libmysofa/005-add-cflag-private-for-staticlib.patch '
        'mingw-w64-libnotify/0001-fix-gio-unix.patch '
        'mingw-w64-libp11/0001-relocate-pkgconfig-install-paths.patch '
        'mingw-w64-librasterlite2/002-fix-linking-on-clang.patch '
        'mingw-w64-librsvg/0002-avoid-link-whole.patch mingw-w64-libshout/0006-winsock.patch '
        'mingw-w64-libtermkey/0001-make-remove-demos-sources.patch '
        'mingw-w64-libtool/0002-Fix-seems-to-be-moved.patch '
        'mingw-w64-libtool/0014-Support-llvm-objdump-f-output.patch '
        'mingw-w64-libvpl/0002-cmake-install-vars-sh.patch mingw-w64-libvterm/0002-no-undefined.patch '
        'mingw-w64-libzen/001-allow-shared-libs.patch '
        'mingw-w64-libzip/0001-libzip-pkgconfig-add-cflags-private.patch '
        'mingw-w64-live-media/0003-mingw-static-libs.patch '
        'mingw-w64-llvm-openmp/002-hacks-for-static-linking.patch '
        'mingw-w64-lua/0001-When-running-lua-on-mintty-or-other.patch '
        'mingw-w64-lua54/0002-Add-Wl-out-implib-liblua.dll.a-to-AR.patch '
        'mingw-w64-luajit/004-fix-default-cc.patch '
        'mingw-w64-mapserver/0004-mapserver-8.0.0-dest-relative.patch '
        'mingw-w64-maxflow/0001-fix-pc-file-escaping.patch mingw-w64-mcpp/001-aarch64.patch '
        'mingw-w64-meanwhile/001-fix-groupchat.patch mingw-w64-meld3/002-no-update_desktop_database.patch '
        'mingw-w64-mesonlsp/0001-libpkgconf-3-api.patch '
        'mingw-w64-mlir/0003-Fix-build-MLIRExecutionEngineShared.patch '
        'mingw-w64-mlpack/0001-mingw-w64-cmake.patch mingw-w64-mlt/0003-cmake-fix-x86-detection.patch '
        'mingw-w64-mold/002-cmake-copy-instead-symlink.patch mingw-w64-mongo-c-driver/001-implib-suffix.patch '
        'mingw-w64-mono-basic/0001-mono-basic-4.6-fix-slash-vs-hyphen.patch '
        'mingw-w64-msitools/001-wixl-heat-rename-header.patch mingw-w64-mupdf/005-win32-build-rules.patch '
        'mingw-w64-nanogui/001-python-disable-lto.patch mingw-w64-netcdf/0001-no-debug-libraries.patch '
        'mingw-w64-nextpnr/001-fix-find-boost-built-with-cmake.patch mingw-w64-ngspice/0002-curses.patch '
        'mingw-w64-nim/0001-Use-unixy-filenames-even-on-Windows.patch '
        'mingw-w64-nim/0006-no-static-linking.patch mingw-w64-nlopt/0002-fix-test-path.patch '
        'mingw-w64-nodejs/0011-Properly-detect-architecture.patch mingw-w64-ois/001-mingw-build.patch '
        'mingw-w64-onnx/001-fix-build-on-mingw-w64.patch '
        'mingw-w64-onnxruntime/0004-mingw-fstream-and-logging-sinks-core.patch '
        'mingw-w64-openal/0005-mingw-dont-check-libm.patch mingw-w64-opencascade/0010-Fix-TBB-detection.patch '
        'mingw-w64-opencollada/010-fix-unordered.patch mingw-w64-opencv/0021-requires-vtk.patch '
        'mingw-w64-openlibm/0001-openlibm-fix-pkgconfig-file.patch '
        'mingw-w64-openocd/001-aarch64-no-parport.patch '
        'mingw-w64-openshadinglanguage/0001-dont-add-fno-rtti-compile-option.patch '
        'mingw-w64-openxr-sdk/003-disable-version-script.patch '
        'mingw-w64-p11-kit/0007-mmap-CreateFile-with-FILE_SHARE_READ.patch '
        'mingw-w64-pdf2djvu/001-cxx17-for-poppler.patch mingw-w64-perl/006-generate-manpages.patch '
        'mingw-w64-perl/014-no-description-in-def.patch mingw-w64-poco/001-fix-build-on-mingw.patch '
        'mingw-w64-popt/0001-nl_langinfo.mingw32.patch mingw-w64-portsmf/001-portsmf-shared.patch '
        'mingw-w64-postgis/0002-disable-doc.patch mingw-w64-premake/001-sensitive-arch.patch '
        'mingw-w64-prjtrellis/001-fix-build-with-boost-built-with-cmake.patch '
        'mingw-w64-protobuf/0005-pkgconfig-that-understands-static-libraries.patch '
        'mingw-w64-ptex/0004-mingw-isfinite.patch mingw-w64-pupnp/001-fix-dll-export.patch '
        'mingw-w64-pyside2/002-shiboken.patch mingw-w64-python-distlib/003-launcher-secure-api-shim.patch '
        'mingw-w64-python-icu/002-fix-mingw-build.patch '
        'mingw-w64-python-language-server/001-python-language-server-0.36.2-fix-versioneer.patch '
        'mingw-w64-python-librt/001-allow-x86-isas.patch '
        'mingw-w64-python-llvmlite/002-fix-build-with-llvm-22.patch '
        'mingw-w64-python-numexpr/001-fix-building-on-mingw.patch mingw-w64-python-py2exe/001-setup-fix.patch '
        'mingw-w64-python-pygame/001-setup-fixes.patch mingw-w64-python-pytorch/0003-pytorch-mingw-port.patch '
        'mingw-w64-python-pywin32/006-mapi-headers-fix.patch '
        'mingw-w64-python-rfc3986-validator/0001-remove-pytest-runner-dep.patch '
        'mingw-w64-python-setuptools/0003-MinGW-w64-Look-in-same-dir-as-script-for-exe.patch '
        'mingw-w64-python-shapely/0001-shapely-2.0.4-const-cast.patch '
        'mingw-w64-qbittorrent/005-no-invalid-redef.patch '
        'mingw-w64-qbs/0002-remove-lib-prefix-from-plugin-names.patch '
        'mingw-w64-qt-installer-framework/0005-fix-build-with-qt6.patch '
        'mingw-w64-qt5-connectivity/0001-qtconnectivity-add-callback-attribute.patch '
        'mingw-w64-qt5-tools/001-qt-5.11-mingw-fix-link-qdoc-with-clang.patch '
        'mingw-w64-qt6-static/001-adjust-qmake-conf-mingw.patch '
        'mingw-w64-quantlib/001-fix-install-destination.patch '
        'mingw-w64-quantum-espresso/002-fix-build-devxlib-on-mingw.patch '
        'mingw-w64-qwt/003-qwtconfig-msys2.patch mingw-w64-rabbitmq-c/0001-librabbitmq-CMakeLists.txt.patch '
        'mingw-w64-rapidjson/0003-Exclude-CMakeLists.txt-from-install-targets.patch '
        'mingw-w64-readline/0001-sigwinch.patch mingw-w64-redland/001-fix-build-with-mingw.patch '
        'mingw-w64-rpi-imager/0001-rpi-imager-cmake-disable-bundling.patch '
        'mingw-w64-s2geometry/0001-s2geometry-0.10.0-fix-python-install.patch '
        'mingw-w64-s2geometry/0003-fix-build-with-abseil-cpp-20260526.patch '
        'mingw-w64-sane/001-fix-build-on-mingw.patch '
        'mingw-w64-schroedinger/0001-builddir-not-srcdir.all.patch mingw-w64-scons/0001-fix-mingw-path.patch '
        'mingw-w64-scons/0002-fix-missing-man-pages.patch '
        'mingw-w64-scrcpy/0001-Help-scrcpy-find-the-server-and-icon-file.patch '
        'mingw-w64-scummvm/001-fix-host-cpu-detection.patch mingw-w64-sed/001-link-to-bcrypt.patch '
        'mingw-w64-serial-studio/002-no-qt-deployment.patch '
        'mingw-w64-shared-mime-info/0001-shared-mime-meson-install-manpage.patch '
        'mingw-w64-silc-toolkit/006-disable-dllimport-for-silcske.patch '
        'mingw-w64-skia/0005-external-packages-update.patch mingw-w64-smpeg/001-no-undefined.patch '
        'mingw-w64-sonnet/001-drop-pre-win7-support.patch mingw-w64-soundtouch/0003-fix-docdir.mingw.patch '
        'mingw-w64-spandsp/0002-fix-export-define.patch mingw-w64-spatialindex/001-install-pkgconf.patch '
        'mingw-w64-speexdsp/0001-include-stdint-in-resample-neon-h.patch '
        'mingw-w64-sqlite3/0003-fix-makefile-recipe.patch mingw-w64-sqlite3/0004-dont-misuse-tcl-extern.patch '
        'mingw-w64-sundials/0008-sundials-petsc-pkg-config-module.patch '
        'mingw-w64-svt-jpeg-xs/0002-fix-cmake-install-dest.patch '
        'mingw-w64-tesseract-ocr/0002-fix-soversion-with-cmake.patch '
        'mingw-w64-tesseract-ocr/0004-fix-build-on-clangarm64.patch '
        'mingw-w64-texstudio/0002-texstudio-4.2.2-fallbackpaths-win32-as-unix.patch '
        'mingw-w64-tiledb/002-enable-soversion.patch mingw-w64-tiny-dnn/0001-build-fixes.patch '
        'mingw-w64-totem-pl-parser/001-win.patch '
        'mingw-w64-totem-pl-parser/002-meson-check-version-script.patch '
        'mingw-w64-transmission/0001-transmission-relocate-web-dir.patch '
        'mingw-w64-tulip/001-fix-tulip-python-install.patch '
        'mingw-w64-tulip/008-disable-WebImport-plugin-with-libc++.patch mingw-w64-upx/001-scrolling.patch '
        'mingw-w64-usbview/01-uvcview-includes.patch mingw-w64-v8/012-remove-dllimport-attributes.patch '
        'mingw-w64-v8/017-highway-disable-avx10-on-mingw.patch '
        'mingw-w64-virt-viewer/004-fix-build-with-librest-0.9.patch '
        'mingw-w64-vlc/0003-MinGW-w64-don-t-pass-static-to-pkg-config-if-SYS-min.patch '
        'mingw-w64-volk/0002-volk-modtool-remove-py-extension.patch '
        'mingw-w64-vrpn/0002-fix-shared-build.patch mingw-w64-wslay/001-sphinx.patch '
        'mingw-w64-wt/003-wt-4.4.0-disable-win32-configdir.patch mingw-w64-xalan-c/02-mingw-as-msvc.patch '
        'mingw-w64-xmlf90/001-fix-install-dll.patch mingw-w64-zlib/03-dont-put-sodir-into-L.mingw.patch '
        'mingw-w64-zlib/07-Add-no-undefined-to-link-to-enable-build-shared-vers.patch'
    ),
    'mingw-w64-breakpad': (
        '0008-Default-debug_file-to-the-code_file-basename.patch '
        '0009-Fix-Windows-client-unit-tests-with-gcc.patch '
        '0012-Fallback-to-synthesizing-a-debug-id-from-version-and.patch '
        '0013-Fix-typo-in-the-name-of-the-info-entry-containing-up.patch '
        '0014-Fix-a-missing-r-in-crash_generation_app.patch '
        '0018-Makefile.am-build-libbreakpad_client.a-and-crash_gen.patch '
        '0019-build-remove-static-from-SymUploadV2ProtocolSend.patch'
    ),
    'mingw-w64-emacs': (
        '001-ucrt.patch 003-aarch64-fixes.patch 006-tree-sitter-0.26.patch'
    ),
    'mingw-w64-gcc': (
        '0023-Ada-Don-t-export-gnat1-s-symbols-on-PE-hosts.patch '
        '0024-libgfortran-Guard-locale-restoration-for-formatted-I0.patch '
        '0200-add-m-no-align-vector-insn-option-for-i386.patch'
    ),
    'mingw-w64-innoextract': (
        '0004-Add-support-for-Inno-Setup-6.6.0-and-6.6.1.patch '
        '0008-Add-support-for-the-Inno-Setup-6.5.0-entry-stream-re.patch '
        '0011-Add-support-for-Inno-Setup-6.7.0-and-6.7.1.patch'
    ),
    'mingw-w64-kicad': (
        '002-ki-6.0-cmake-fixes-for-MINGW-CLANG.patch 006-ki-6.0-rewrite-kiwin32_rc_for_clang.patch '
        '007-llvm-libcxx-19.patch'
    ),
    'mingw-w64-nsis': (
        '005-fix-call-to-non-constexpr-function.patch 007-fix-mingw-compile.patch '
        '008-fix-uninitialized-vars.patch'
    ),
    'mingw-w64-python': (
        '0005-build-Add-default-cross-configuration-for-MINGW.patch '
        '0008-build-add-MINGW-support-for-posixmodule.patch '
        '0015-build-Define-MS_DLL_ID-for-sys.winver-on-MINGW.patch '
        '0018-build-enable-winreg-msvcrt-_winapi-winsound-and-_ove.patch '
        '0032-build-dont-link-with-gettext.patch 0033-use-gnu_printf-in-format.patch '
        '0047-venvlauncher-Build-venvlauncher.exe-from-PC-launcher.patch '
        '0058-build-Don-t-build-_posixsubprocess-on-Windows.patch '
        '0074-build-add-MINGW-support-for-selectmodule.patch '
        '0092-configure-enable-64-bit-time-support-for-32-bit-buil.patch'
    ),
    'mingw-w64-qt5-base': (
        '0003-qt-5.8.0-configure-gcc-before-clang.patch 0004-fix-linking-again-different-static-libs.patch '
        '0008-qt-5.8.0-mingw-dbus-and-pkg-config.patch 0017-qt-5.8.0-win32-do-not-use-fontconfig.patch'
    ),
    'mingw-w64-qt5-doc': (
        '0008-qt-5.3.0-win32-g-Add-QMAKE_EXTENSION_IMPORTLIB-defaulting-to-.patch '
        '0011-qt-5.8.0-mingw-dbus-and-pkg-config.patch '
        '0036-qt-5.3.2-win32-qt5-static-cmake-link-ws2_32-and--static.patch 0056-qt-5.11-static_icu.patch '
        '0057-fix-and-enable-iconv-codec.patch'
    ),
    'mingw-w64-qt5-static': (
        '0007-qt-5.3.0-win32-g-Enable-static-builds.patch 0009-add-missing-metatypes-configs.patch '
        '0014-qtimageformats-use-system-libs.patch '
        '0028-qt-5.8.0-Revert-untangle-use-of-system-vs.-shell-path-list-se.patch '
        '0403-qtactiveqt-tools-avoid-race-condition.patch '
        '0411-javascriptcore-disable-deprecated-warnings.patch'
    ),
    'mingw-w64-qt6-base': (
        '003-adjust-qmake-conf-mingw.patch 005-qt-6.7.0-opengl-header.patch 011-qt6-windeployqt-fixes.patch'
    ),
    'mingw-w64-rtmpdump': (
        '0002-no-fPIC.mingw.patch 0007-cast-appropriately-for-nettle.all.patch 0014-nettle-4.patch'
    ),
    'mingw-w64-scribus': (
        '006-bin-folder-output.patch 007-plugin-link-order.patch 009-win32-paths.patch '
        '012-fix-for-poppler-26.06.0.patch 013-fix-for-poppler-26.07.0.patch'
    ),
}

MSYS2_PATCHES_OTHER = {
    '': (
        'mingw-w64-SDL_ttf/PKGBUILD mingw-w64-abinit/PKGBUILD mingw-w64-ada_language_server/PKGBUILD '
        'mingw-w64-ag/PKGBUILD mingw-w64-android-tools/AdbWinApi.def mingw-w64-android-tools/PKGBUILD '
        'mingw-w64-aspell/PKGBUILD mingw-w64-breakpad/Makefile mingw-w64-breakpad/README.sample '
        'mingw-w64-chrono-date/PKGBUILD mingw-w64-cmake/PKGBUILD mingw-w64-codeblocks/PKGBUILD '
        'mingw-w64-codelite/PKGBUILD mingw-w64-cp2k/PKGBUILD mingw-w64-cvise/PKGBUILD '
        'mingw-w64-cyrus-sasl/PKGBUILD mingw-w64-daala/PKGBUILD mingw-w64-devil/PKGBUILD '
        'mingw-w64-emacs/PKGBUILD mingw-w64-expresscpp/PKGBUILD mingw-w64-firebird/PKGBUILD '
        'mingw-w64-firebird/pathtools.h mingw-w64-fortune-mod/PKGBUILD mingw-w64-fswatch/PKGBUILD '
        'mingw-w64-fzf/PKGBUILD mingw-w64-gcc/PKGBUILD mingw-w64-gcc/gdbinit mingw-w64-gdcm/PKGBUILD '
        'mingw-w64-geany/PKGBUILD mingw-w64-geoipupdate/PKGBUILD mingw-w64-glsl-optimizer/PKGBUILD '
        'mingw-w64-glslviewer/PKGBUILD mingw-w64-gnatcoll-bindings/PKGBUILD mingw-w64-godot/PKGBUILD '
        'mingw-w64-goocanvas/PKGBUILD mingw-w64-gpgme/.gitignore mingw-w64-gpgme/PKGBUILD '
        'mingw-w64-gsm/PKGBUILD mingw-w64-gst-plugins-bad/PKGBUILD mingw-w64-gtk-doc/pyscript2exe.py '
        'mingw-w64-gtksourceview3/PKGBUILD mingw-w64-handbrake/PKGBUILD mingw-w64-hclient/PKGBUILD '
        'mingw-w64-hdf5/PKGBUILD mingw-w64-hdf5/hdf5-config.cmake mingw-w64-imath/PKGBUILD '
        'mingw-w64-jack2/PKGBUILD mingw-w64-jemalloc/PKGBUILD mingw-w64-kicad/PKGBUILD '
        'mingw-w64-krita/PKGBUILD mingw-w64-lammps/PKGBUILD mingw-w64-lfcbase/PKGBUILD '
        'mingw-w64-libassuan/PKGBUILD mingw-w64-libcddb/PKGBUILD mingw-w64-libgdiplus/PKGBUILD '
        'mingw-w64-libgit2-glib/PKGBUILD mingw-w64-libgit2/PKGBUILD mingw-w64-libgoom2/PKGBUILD '
        'mingw-w64-libiconv/PKGBUILD mingw-w64-libiconv/iconv.pc mingw-w64-libiio/PKGBUILD '
        'mingw-w64-libimobiledevice/PKGBUILD mingw-w64-libkqueue/PKGBUILD mingw-w64-libmediainfo/PKGBUILD '
        'mingw-w64-libmongocrypt/PKGBUILD mingw-w64-libmpeg2/PKGBUILD mingw-w64-libmysofa/PKGBUILD '
        'mingw-w64-libp11/PKGBUILD mingw-w64-libp11/readme.msys2 mingw-w64-librasterlite2/PKGBUILD '
        'mingw-w64-libshout/PKGBUILD mingw-w64-libtermkey/PKGBUILD mingw-w64-libtool/PKGBUILD '
        'mingw-w64-libzip/PKGBUILD mingw-w64-live-media/PKGBUILD mingw-w64-llvm-openmp/PKGBUILD '
        'mingw-w64-lua/PKGBUILD mingw-w64-lua/lua.pc mingw-w64-lua54/LICENSE mingw-w64-lua54/lua.pc '
        'mingw-w64-maxflow/PKGBUILD mingw-w64-meanwhile/PKGBUILD mingw-w64-mlir/PKGBUILD '
        'mingw-w64-mlpack/PKGBUILD mingw-w64-mold/PKGBUILD mingw-w64-mongo-c-driver/PKGBUILD '
        'mingw-w64-msitools/PKGBUILD mingw-w64-mupdf/PKGBUILD mingw-w64-mupdf/mupdf.pc '
        'mingw-w64-nanogui/PKGBUILD mingw-w64-nextpnr/PKGBUILD mingw-w64-nim/PKGBUILD '
        'mingw-w64-nlopt/PKGBUILD mingw-w64-nodejs/PKGBUILD mingw-w64-nodejs/node mingw-w64-ois/PKGBUILD '
        'mingw-w64-onnxruntime/PKGBUILD mingw-w64-opencollada/PKGBUILD mingw-w64-opencv/PKGBUILD '
        'mingw-w64-openshadinglanguage/PKGBUILD mingw-w64-poco/PKGBUILD mingw-w64-portsmf/PKGBUILD '
        'mingw-w64-postgis/PKGBUILD mingw-w64-postgis/pg_config mingw-w64-premake/PKGBUILD '
        'mingw-w64-prjtrellis/PKGBUILD mingw-w64-protobuf/PKGBUILD mingw-w64-pyside2/PKGBUILD '
        'mingw-w64-python-distlib/PKGBUILD mingw-w64-python-icu/PKGBUILD mingw-w64-python-librt/PKGBUILD '
        'mingw-w64-python-numexpr/PKGBUILD mingw-w64-python-py2exe/PKGBUILD mingw-w64-python-pygame/PKGBUILD '
        'mingw-w64-python-pywin32/PKGBUILD mingw-w64-python-setuptools/PKGBUILD '
        'mingw-w64-python-shapely/PKGBUILD mingw-w64-qbittorrent/PKGBUILD '
        'mingw-w64-qt-installer-framework/PKGBUILD mingw-w64-qt5-base/.gitignore '
        'mingw-w64-qt5-connectivity/.gitignore mingw-w64-qt5-connectivity/PKGBUILD '
        'mingw-w64-qt5-static/PKGBUILD mingw-w64-qt5-tools/PKGBUILD mingw-w64-qt6-static/PKGBUILD '
        'mingw-w64-quantlib/PKGBUILD mingw-w64-qwt/PKGBUILD mingw-w64-rabbitmq-c/PKGBUILD '
        'mingw-w64-rapidjson/PKGBUILD mingw-w64-readline/PKGBUILD mingw-w64-redland/PKGBUILD '
        'mingw-w64-rpi-imager/PKGBUILD mingw-w64-s2geometry/PKGBUILD mingw-w64-sane/PKGBUILD '
        'mingw-w64-schroedinger/PKGBUILD mingw-w64-scrcpy/PKGBUILD mingw-w64-scribus/PKGBUILD '
        'mingw-w64-scribus/scribus.rc mingw-w64-sed/PKGBUILD mingw-w64-silc-toolkit/PKGBUILD '
        'mingw-w64-skia/skia.pc mingw-w64-soundtouch/PKGBUILD mingw-w64-speexdsp/PKGBUILD '
        'mingw-w64-sqlite3/PKGBUILD mingw-w64-sqlite3/README.md.in mingw-w64-svt-jpeg-xs/PKGBUILD '
        'mingw-w64-texstudio/PKGBUILD mingw-w64-tiny-dnn/PKGBUILD mingw-w64-totem-pl-parser/PKGBUILD '
        'mingw-w64-tulip/PKGBUILD mingw-w64-upx/PKGBUILD mingw-w64-usbview/my_xmlhelper.c '
        'mingw-w64-volk/PKGBUILD mingw-w64-vrpn/PKGBUILD mingw-w64-zlib/PKGBUILD'
    ),
    'mingw-w64-angleproject': (
        'PKGBUILD angleproject.pc jpeg.gn jsoncpp.gn png.gn rjson.gn'
    ),
    'mingw-w64-autohotkey': (
        'AutoHotkey.exe.manifest PKGBUILD test-basic.ahk'
    ),
    'mingw-w64-bullet': (
        'PKGBUILD bullet-CLANG64.install bullet-CLANGARM64.install bullet-MINGW64.install'
    ),
    'mingw-w64-julia': (
        'PKGBUILD package-testing.txt package-todo.txt'
    ),
    'mingw-w64-ngspice': (
        'PKGBUILD ngspice-CLANG64.install ngspice-CLANGARM64.install ngspice-UCRT64.install'
    ),
    'mingw-w64-p11-kit': (
        'PKGBUILD pathtools.c pathtools.h'
    ),
    'mingw-w64-perl': (
        'perlinstall.in perlprofile.in setup_perl_dirs.sh updpkgprovs'
    ),
    'mingw-w64-python': (
        'PKGBUILD README.md update-patches.sh'
    ),
    'mingw-w64-shared-mime-info': (
        'PKGBUILD program.manifest shared-mime-info-CLANGARM64.install shared-mime-info-MINGW32.install '
        'shared-mime-info-MINGW64.install update-mime-database.hook.in'
    ),
    'mingw-w64-v8': (
        'PKGBUILD v8.pc v8_libplatform.pc zlib.gn'
    ),
    'mingw-w64-vlc': (
        '.gitignore vlc-CLANG64.install vlc-CLANGARM64.install vlc-MINGW64.install vlc-UCRT64.install'
    ),
}

ATTACK_SYSMON_KIND = {
    '': (
        'datasets/attack_techniques/T1003.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1003.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1003.003/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1016/discovery_commands/windows-sysmon.log '
        'datasets/attack_techniques/T1018/AD_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1018/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1021.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1021.003/impacket/windows-sysmon.log '
        'datasets/attack_techniques/T1021.003/lateral_movement/windows-sysmon.log '
        'datasets/attack_techniques/T1021.003/lateral_movement_lolbas/windows-sysmon.log '
        'datasets/attack_techniques/T1021.003/lateral_movement_speechruntime/windows-sysmon.log '
        'datasets/attack_techniques/T1021.006/lateral_movement/windows-sysmon.log '
        'datasets/attack_techniques/T1021.006/lateral_movement_lolbas/windows-sysmon.log '
        'datasets/attack_techniques/T1021.006/lateral_movement_psh/windows-sysmon.log '
        'datasets/attack_techniques/T1027/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1027/trickbot_drop/windows-sysmon.log '
        'datasets/attack_techniques/T1027/url_encoded_curl/windows-sysmon.log '
        'datasets/attack_techniques/T1033/AD_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1033/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1036.003/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1036.003/samsam_extension/windows-sysmon.log '
        'datasets/attack_techniques/T1036/write_to_recycle_bin/windows-sysmon.log '
        'datasets/attack_techniques/T1047/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1047/execution_scrcons/windows-sysmon.log '
        'datasets/attack_techniques/T1047/lateral_movement/windows-sysmon.log '
        'datasets/attack_techniques/T1047/lateral_movement_lolbas/windows-sysmon.log '
        'datasets/attack_techniques/T1048.003/long_dns_queries/windows-sysmon.log '
        'datasets/attack_techniques/T1048.003/mass_file_creation/windows-sysmon.log '
        'datasets/attack_techniques/T1048.003/nslookup_exfil/windows-sysmon.log '
        'datasets/attack_techniques/T1049/AD_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1053.002/lateral_movement/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/lateral_movement/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/lateral_movement_lolbas/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/schtask_shutdown/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/schtask_system/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/schtasks/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/taskschedule/windows-sysmon.log '
        'datasets/attack_techniques/T1055.001/rasautou/windows-sysmon.log '
        'datasets/attack_techniques/T1055/cobalt_strike/windows-sysmon.log '
        'datasets/attack_techniques/T1055/named_pipes/windows-sysmon.log '
        'datasets/attack_techniques/T1055/trickbot_inf/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/encoded_powershell/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/hidden_powershell/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/malicious_cmd_line_samples/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/msix_powershell/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/obfuscated_powershell/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/powershell_execution_policy/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/powershell_script_block_logging/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/powershell_testing/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/powershell_xml_requests/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/sharphound/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/trickbot_cmd_powershell/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/unmanaged_powershell_execution/windows-sysmon.log '
        'datasets/attack_techniques/T1059.003/cmd_spawns_cscript/windows-sysmon.log '
        'datasets/attack_techniques/T1059.003/powershell_spawn_cmd/windows-sysmon.log '
        'datasets/attack_techniques/T1059.003/ryuk/windows-sysmon.log '
        'datasets/attack_techniques/T1059.005/lotus_blossom_chrysalis/windows-sysmon.log '
        'datasets/attack_techniques/T1059/suspiciously_named_executables/windows-sysmon.log '
        'datasets/attack_techniques/T1068/bluehammer/windows-sysmon.log '
        'datasets/attack_techniques/T1068/redsun/windows-sysmon.log '
        'datasets/attack_techniques/T1068/zoom_child_process/windows-sysmon.log '
        'datasets/attack_techniques/T1069.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1069.002/AD_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1070.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1070.005/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1070/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1070/fsutil_file_zero/windows-sysmon.log '
        'datasets/attack_techniques/T1078.002/account_lockout/windows-sysmon.log '
        'datasets/attack_techniques/T1078/defaultaccount/windows-sysmon.log '
        'datasets/attack_techniques/T1082/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1087.001/AD_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1087.002/AD_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1087.002/blackmatter_schcache/windows-sysmon.log '
        'datasets/attack_techniques/T1090.003/windows_tor_client_execution/windows-sysmon.log '
        'datasets/attack_techniques/T1098/dsrm_account/windows-sysmon.log '
        'datasets/attack_techniques/T1105/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1112/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1127/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1135/net_share/windows-sysmon.log '
        'datasets/attack_techniques/T1136.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1140/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1189/dyn_dns_site/windows-sysmon.log '
        'datasets/attack_techniques/T1190/crushftp/windows-sysmon.log '
        'datasets/attack_techniques/T1190/outbound_java/windows-sysmon.log '
        'datasets/attack_techniques/T1190/sap/windows-sysmon.log '
        'datasets/attack_techniques/T1197/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1201/pwd_policy_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1202/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1204.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1204.002/batch_file_in_system32/windows-sysmon.log '
        'datasets/attack_techniques/T1204.002/single_letter_exe/windows-sysmon.log '
        'datasets/attack_techniques/T1204/rare_executables/windows-sysmon.log '
        'datasets/attack_techniques/T1216/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218.004/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218.005/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218.007/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218.009/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218.010/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218.011/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218.013/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218/diskshadow/windows-sysmon.log '
        'datasets/attack_techniques/T1218/eviltwin/windows-sysmon.log '
        'datasets/attack_techniques/T1219/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1220/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1222.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1482/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1482/discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1485/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1485/excessive_file_deletions/windows-sysmon.log '
        'datasets/attack_techniques/T1485/ransomware_extensions/windows-sysmon.log '
        'datasets/attack_techniques/T1485/ransomware_notes/windows-sysmon.log '
        'datasets/attack_techniques/T1486/dcrypt/windows-sysmon.log '
        'datasets/attack_techniques/T1486/sam_sam_note/windows-sysmon.log '
        'datasets/attack_techniques/T1490/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1490/ransomware_notes/windows-sysmon.log '
        'datasets/attack_techniques/T1543.003/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1543.003/lateral_movement/windows-sysmon.log '
        'datasets/attack_techniques/T1543.003/lateral_movement_lolbas/windows-sysmon.log '
        'datasets/attack_techniques/T1543.003/lateral_movement_powershell/windows-sysmon.log '
        'datasets/attack_techniques/T1546.003/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1546.003/wmi_event_subscription/windows-sysmon.log '
        'datasets/attack_techniques/T1546.008/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1546.011/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1546.012/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1546.015/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1546.015/uac_colorui/windows-sysmon.log '
        'datasets/attack_techniques/T1547.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1547.005/malicious_ssp/windows-sysmon.log '
        'datasets/attack_techniques/T1547.008/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1547.010/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1547.012/printnightmare/windows-sysmon.log '
        'datasets/attack_techniques/T1548.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1548.002/slui/windows-sysmon.log '
        'datasets/attack_techniques/T1548/darkside_cmstp_com/windows-sysmon.log '
        'datasets/attack_techniques/T1548/uac_bypass/windows-sysmon.log '
        'datasets/attack_techniques/T1550.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1550.003/mimikatz/windows-sysmon.log '
        'datasets/attack_techniques/T1550.003/rubeus/windows-sysmon.log '
        'datasets/attack_techniques/T1550/rubeus/windows-sysmon.log '
        'datasets/attack_techniques/T1552.002/autoadminlogon/windows-sysmon.log '
        'datasets/attack_techniques/T1553.004/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1556/disable_credential_guard/windows-sysmon.log '
        'datasets/attack_techniques/T1556/disable_lsa_protection/windows-sysmon.log '
        'datasets/attack_techniques/T1558.003/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1558.003/rubeus/windows-sysmon.log '
        'datasets/attack_techniques/T1560.001/archive_utility/windows-sysmon.log '
        'datasets/attack_techniques/T1562.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1562.001/hotkey_disabled_hidden_user/windows-sysmon.log '
        'datasets/attack_techniques/T1562.001/pwh_defender_disabling/windows-sysmon.log '
        'datasets/attack_techniques/T1562.001/sc_service_start_disabled/windows-sysmon.log '
        'datasets/attack_techniques/T1562.001/unload_sysmon/windows-sysmon.log '
        'datasets/attack_techniques/T1562.001/win_app_defender_disabling/windows-sysmon.log '
        'datasets/attack_techniques/T1562.001/win_defend_service_stop/windows-sysmon.log '
        'datasets/attack_techniques/T1562.004/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1566.001/datasets/windows-sysmon.log '
        'datasets/attack_techniques/T1566.001/datasets2/windows-sysmon.log '
        'datasets/attack_techniques/T1566.001/macro/windows-sysmon.log '
        'datasets/attack_techniques/T1566.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1566.002/lnk_file_temp_folder/windows-sysmon.log '
        'datasets/attack_techniques/T1569.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1572/ngrok/windows-sysmon.log '
        'datasets/attack_techniques/T1572/plink/windows-sysmon.log '
        'datasets/attack_techniques/T1574.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1574.002/lotus_blossom_chrysalis/windows-sysmon.log '
        'datasets/attack_techniques/T1574.002/msi_module_load/windows-sysmon.log '
        'datasets/attack_techniques/T1574.009/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1574.011/change_registry_path_service/windows-sysmon.log '
        'datasets/attack_techniques/T1588.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1595/attacker_scan_tools/windows-sysmon.log '
        'datasets/attack_techniques/T1620/common_language_runtim_loaded/windows-sysmon.log'
    ),
}

ATTACK_SYSMON_OTHER = {
    '': (
        'datasets/attack_techniques/T1003.001/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1003.003/atomic_red_team/crowdstrike_falcon.log '
        'datasets/attack_techniques/T1016/discovery_commands/windows-powershell.log '
        'datasets/attack_techniques/T1016/discovery_commands/windows-system.log '
        'datasets/attack_techniques/T1021.002/atomic_red_team/firewall-powershell.log '
        'datasets/attack_techniques/T1021.002/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1021.003/impacket/impacket.yml '
        'datasets/attack_techniques/T1021.003/lateral_movement/windows-powershell.log '
        'datasets/attack_techniques/T1021.003/lateral_movement_speechruntime/lateral_movement_speechruntime.yml '
        'datasets/attack_techniques/T1021.006/lateral_movement/lateral_movement.yml '
        'datasets/attack_techniques/T1021.006/lateral_movement_lolbas/lateral_movement_lolbas.yml '
        'datasets/attack_techniques/T1021.006/lateral_movement_psh/lateral_movement_psh.yml '
        'datasets/attack_techniques/T1021.006/lateral_movement_psh/windows-security.log '
        'datasets/attack_techniques/T1027/atomic_red_team/linux-sysmon.log '
        'datasets/attack_techniques/T1027/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1033/AD_discovery/AD_discovery.yml '
        'datasets/attack_techniques/T1033/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1036.003/samsam_extension/samsam_extension.yml '
        'datasets/attack_techniques/T1036.003/samsam_extension/windows-powershell.log '
        'datasets/attack_techniques/T1036/write_to_recycle_bin/windows-powershell.log '
        'datasets/attack_techniques/T1036/write_to_recycle_bin/windows-system.log '
        'datasets/attack_techniques/T1048.003/mass_file_creation/mass_file_creation.yml '
        'datasets/attack_techniques/T1048.003/nslookup_exfil/windows-security.log '
        'datasets/attack_techniques/T1049/AD_discovery/AD_discovery.yml '
        'datasets/attack_techniques/T1049/AD_discovery/windows-powershell.log '
        'datasets/attack_techniques/T1053.002/lateral_movement/lateral_movement.yml '
        'datasets/attack_techniques/T1053.005/lateral_movement/windows-security-task.log '
        'datasets/attack_techniques/T1053.005/schtask_shutdown/schtask_shutdown.yml '
        'datasets/attack_techniques/T1053.005/schtask_shutdown/windows-system.log '
        'datasets/attack_techniques/T1053.005/taskschedule/taskschedule.yml '
        'datasets/attack_techniques/T1053.005/taskschedule/windows-security-publicpath.log '
        'datasets/attack_techniques/T1055.001/rasautou/windows-security.log '
        'datasets/attack_techniques/T1055/cobalt_strike/cobalt_strike.yml '
        'datasets/attack_techniques/T1059.001/encoded_powershell/encoded_powershell.yml '
        'datasets/attack_techniques/T1059.001/encoded_powershell/windows-security.log '
        'datasets/attack_techniques/T1059.001/malicious_cmd_line_samples/malicious_cmd_line_samples.yml '
        'datasets/attack_techniques/T1059.001/powershell_execution_policy/windows-system.log '
        'datasets/attack_techniques/T1059.001/powershell_testing/powershell_testing.yml '
        'datasets/attack_techniques/T1059.001/powershell_xml_requests/powershell_xml_requests.yml '
        'datasets/attack_techniques/T1059.001/powershell_xml_requests/windows-powershell.log '
        'datasets/attack_techniques/T1059.001/trickbot_cmd_powershell/data.yml '
        'datasets/attack_techniques/T1059.003/cmd_spawns_cscript/cmd_spawns_cscript.yml '
        'datasets/attack_techniques/T1059.003/powershell_spawn_cmd/windows-security.log '
        'datasets/attack_techniques/T1059.003/powershell_spawn_cmd/windows-system.log '
        'datasets/attack_techniques/T1059.003/ryuk/ryuk.yml '
        'datasets/attack_techniques/T1059/suspiciously_named_executables/suspiciously_named_executables.yml '
        'datasets/attack_techniques/T1068/zoom_child_process/windows-powershell.log '
        'datasets/attack_techniques/T1069.001/atomic_red_team/windows-powershell-xml.log '
        'datasets/attack_techniques/T1070.001/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1070.001/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1070.005/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1070/fsutil_file_zero/fsutil_file_zero.yml '
        'datasets/attack_techniques/T1070/fsutil_file_zero/windows-security.log '
        'datasets/attack_techniques/T1078.002/account_lockout/windows-xml-1.log '
        'datasets/attack_techniques/T1078/defaultaccount/defaultaccount.yml '
        'datasets/attack_techniques/T1082/atomic_red_team/linux-sysmon.log '
        'datasets/attack_techniques/T1087.001/AD_discovery/windows-powershell.log '
        'datasets/attack_techniques/T1087.001/AD_discovery/windows-security.log '
        'datasets/attack_techniques/T1087.002/blackmatter_schcache/blackmatter_schcache.yml '
        'datasets/attack_techniques/T1090.003/windows_tor_client_execution/windows_tor_client_execution.yml '
        'datasets/attack_techniques/T1098/dsrm_account/windows-security.log '
        'datasets/attack_techniques/T1140/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1190/crushftp/crushftp.log '
        'datasets/attack_techniques/T1190/crushftp/crushftp.yml '
        'datasets/attack_techniques/T1190/outbound_java/linux-sysmon.log '
        'datasets/attack_techniques/T1190/outbound_java/outbound_java.yml '
        'datasets/attack_techniques/T1190/sap/suricata_sapnetweaver.log '
        'datasets/attack_techniques/T1204.002/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1204.002/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1204.002/batch_file_in_system32/batch_file_in_system32.yml '
        'datasets/attack_techniques/T1204.002/batch_file_in_system32/windows-system.log '
        'datasets/attack_techniques/T1204.002/single_letter_exe/single_letter_exe.yml '
        'datasets/attack_techniques/T1204.002/single_letter_exe/windows-security.log '
        'datasets/attack_techniques/T1218.001/atomic_red_team/4688_windows-security.log '
        'datasets/attack_techniques/T1218.001/atomic_red_team/chm-wineventlog-security.log '
        'datasets/attack_techniques/T1218.002/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1218.005/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1218.007/atomic_red_team/4688_msiexec-windows-security.log '
        'datasets/attack_techniques/T1218.007/atomic_red_team/windbg_msiexec.log '
        'datasets/attack_techniques/T1218.009/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1218.010/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1218.011/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1218.011/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1220/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1482/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1485/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1485/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1486/sam_sam_note/windows-system.log '
        'datasets/attack_techniques/T1490/ransomware_notes/ransomware_notes.yml '
        'datasets/attack_techniques/T1490/ransomware_notes/windows-system.log '
        'datasets/attack_techniques/T1543.003/atomic_red_team/4688-remote-service-create-windows-security.log '
        'datasets/attack_techniques/T1543.003/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1543.003/lateral_movement/windows-security.log '
        'datasets/attack_techniques/T1543.003/lateral_movement_powershell/widows-security.log '
        'datasets/attack_techniques/T1546.003/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1546.003/wmi_event_subscription/wmi_event_subscription.yml '
        'datasets/attack_techniques/T1546.008/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1546.015/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1547.001/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1547.001/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1547.005/malicious_ssp/malicious_ssp.yml '
        'datasets/attack_techniques/T1547.005/malicious_ssp/windows-security-xml.log '
        'datasets/attack_techniques/T1547.008/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1547.010/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1547.012/printnightmare/printnightmare.yml '
        'datasets/attack_techniques/T1548.002/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1548.002/slui/slui.yml '
        'datasets/attack_techniques/T1548/uac_bypass/windows-sysmon2.log '
        'datasets/attack_techniques/T1550.002/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1550.003/rubeus/rubeus.yml '
        'datasets/attack_techniques/T1550.003/rubeus/windows-security.log '
        'datasets/attack_techniques/T1552.002/autoadminlogon/autoadminlogon.yml '
        'datasets/attack_techniques/T1556/disable_credential_guard/disable_credential_guard.yml '
        'datasets/attack_techniques/T1558.003/atomic_red_team/windows-powershell_kerberos.log '
        'datasets/attack_techniques/T1558.003/atomic_red_team/windows-sysmon_setspn.log '
        'datasets/attack_techniques/T1562.001/pwh_defender_disabling/pwh_defender_disabling.yml '
        'datasets/attack_techniques/T1566.001/datasets/data.yml '
        'datasets/attack_techniques/T1566.002/atomic_red_team/attack_data_network_resolution_dm.json '
        'datasets/attack_techniques/T1569.002/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1569.002/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1574.001/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1574.002/msi_module_load/windows-sysmon2.log '
        'datasets/attack_techniques/T1574.009/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1574.009/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1588.002/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1620/common_language_runtim_loaded/common_language_runtim_loaded.yml'
    ),
    'datasets/attack_techniques/T1003.002/atomic_red_team': (
        'attack-range-windows-domain-controller.json copy-powershell.log windows-security_ssa.log'
    ),
    'datasets/attack_techniques/T1047/atomic_red_team': (
        'atomic_red_team.yml attack_data.tar.gz windows-security.log'
    ),
    'datasets/attack_techniques/T1047/execution_scrcons': (
        'execution_scrcons.yml windows-security.log windows-system.log'
    ),
    'datasets/attack_techniques/T1053.005/atomic_red_team': (
        '4104_scheduledtaskcreation.log 4698_shell_windows-security.log 4698_windows-security.log '
        'pwsh_scheduledtask.log windows-system.log'
    ),
    'datasets/attack_techniques/T1059.001/atomic_red_team': (
        'atomic_red_team.yml get_ciminstance_windows-powershell.log irm_powershell.log '
        'start_stop_service_windows-powershell.log windows-powershell.log windows-security-2.log '
        'windows-security.log'
    ),
    'datasets/attack_techniques/T1059.001/powershell_script_block_logging': (
        'domaintrust.log getdc.log powershell_script_block_logging.yml pwsh_multipass.log'
    ),
    'datasets/attack_techniques/T1069.002/AD_discovery': (
        'AD_discovery.yml ldifde_4688_windows-security.log windows-xml.log'
    ),
    'datasets/attack_techniques/T1070/atomic_red_team': (
        'atomic_red_team.yml windows-powershell.log windows-system.log'
    ),
    'datasets/attack_techniques/T1087.002/AD_discovery': (
        'adsisearcher-powershell.log adsisearcher_powershell.log windows-powershell-LocalAdminAccess-xml.log '
        'windows-powershell-interestingACL-xml.log windows-powershell-xml.log windows-system.log'
    ),
    'datasets/attack_techniques/T1105/atomic_red_team': (
        'T1105-windows-security.log T1105_explorer-windows-security.log linux-sysmon_curlwget.log '
        'windows-sysmon_curl.log'
    ),
    'datasets/attack_techniques/T1112/atomic_red_team': (
        'windows-powershell.log windows-security.log windows-sysmon-webview.log'
    ),
    'datasets/attack_techniques/T1136.001/atomic_red_team': (
        '4720.log windows-powershell-esxadmins.log windows-sysmon-esxadmins.log'
    ),
    'datasets/attack_techniques/T1197/atomic_red_team': (
        'carbon_black_events.log crowdstrike_falcon.log windows-powershell.log'
    ),
    'datasets/attack_techniques/T1222.001/atomic_red_team': (
        'windows-powershell.log windows-security.log windows-system.log'
    ),
    'datasets/attack_techniques/T1490/atomic_red_team': (
        '4688_xml_windows_security_delete_shadow.log atomic_red_team.yml windows-security-2.log '
        'windows-system.log'
    ),
    'datasets/attack_techniques/T1562.001/atomic_red_team': (
        'Disable-WindowsOptionalFeature-powershell.log atomic_red_team.yml t1562.001_pwsh_dism_capattack.zip '
        'windows-sysmon_dism.log windows-sysmon_raccine.log'
    ),
    'datasets/attack_techniques/T1562.004/atomic_red_team': (
        'atomic_red_team.yml windows-powershell.log windows-security.log'
    ),
    'datasets/attack_techniques/T1566.001/macro': (
        'msdt-windows-security.log windows-sysmon_macros.log windows-sysmon_wsh.log'
    ),
    'datasets/attack_techniques/T1566.002/lnk_file_temp_folder': (
        'lnk_file_temp_folder.yml windows-powershell.log windows-security.log'
    ),
    'datasets/attack_techniques/T1574.011/change_registry_path_service': (
        'change_registry_path_service.yml windows-security.log windows-system.log'
    ),
}

ATTACK_SECURITY_KIND = {
    '': (
        'datasets/attack_techniques/T1003.001/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1003.002/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1003.002/serioussam/windows-security.log '
        'datasets/attack_techniques/T1003.003/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1003.006/impacket/windows-security.log '
        'datasets/attack_techniques/T1003.006/mimikatz/windows-security.log '
        'datasets/attack_techniques/T1016/discovery_commands/windows-security.log '
        'datasets/attack_techniques/T1018/AD_discovery/windows-security.log '
        'datasets/attack_techniques/T1018/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1021.002/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1021.003/impacket/windows-security.log '
        'datasets/attack_techniques/T1021.003/lateral_movement_lolbas/windows-security.log '
        'datasets/attack_techniques/T1021.006/lateral_movement/windows-security.log '
        'datasets/attack_techniques/T1021.006/lateral_movement_lolbas/windows-security.log '
        'datasets/attack_techniques/T1021.006/lateral_movement_psh/windows-security.log '
        'datasets/attack_techniques/T1027/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1033/AD_discovery/windows-security.log '
        'datasets/attack_techniques/T1033/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1036.003/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1036.003/mpcmdrun/windows-security.log '
        'datasets/attack_techniques/T1036.003/samsam_extension/windows-security.log '
        'datasets/attack_techniques/T1036/system_process_running_unexpected_location/windows-security.log '
        'datasets/attack_techniques/T1036/write_to_recycle_bin/windows-security.log '
        'datasets/attack_techniques/T1047/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1047/execution_scrcons/windows-security.log '
        'datasets/attack_techniques/T1047/lateral_movement_lolbas/windows-security.log '
        'datasets/attack_techniques/T1048.003/nslookup_exfil/windows-security.log '
        'datasets/attack_techniques/T1049/AD_discovery/windows-security.log '
        'datasets/attack_techniques/T1053.002/lateral_movement/windows-security.log '
        'datasets/attack_techniques/T1053.005/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1053.005/lateral_movement/windows-security.log '
        'datasets/attack_techniques/T1053.005/lateral_movement_lolbas/windows-security.log '
        'datasets/attack_techniques/T1053.005/schtask_shutdown/windows-security.log '
        'datasets/attack_techniques/T1053.005/schtasks/windows-security.log '
        'datasets/attack_techniques/T1053.005/tasksched/windows-security.log '
        'datasets/attack_techniques/T1053.005/taskschedule/windows-security.log '
        'datasets/attack_techniques/T1055.001/rasautou/windows-security.log '
        'datasets/attack_techniques/T1055/msra/windows-security.log '
        'datasets/attack_techniques/T1059.001/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1059.001/encoded_powershell/windows-security.log '
        'datasets/attack_techniques/T1059.001/hidden_powershell/windows-security.log '
        'datasets/attack_techniques/T1059.001/powershell_execution_policy/windows-security.log '
        'datasets/attack_techniques/T1059.001/powershell_testing/windows-security.log '
        'datasets/attack_techniques/T1059.001/powershell_xml_requests/windows-security.log '
        'datasets/attack_techniques/T1059.003/cmd_arguments/windows-security.log '
        'datasets/attack_techniques/T1059.003/cmd_spawns_cscript/windows-security.log '
        'datasets/attack_techniques/T1059.003/powershell_spawn_cmd/windows-security.log '
        'datasets/attack_techniques/T1059.003/unusally_cmd_line/windows-security.log '
        'datasets/attack_techniques/T1068/bluehammer/windows-security.log '
        'datasets/attack_techniques/T1068/zoom_child_process/windows-security.log '
        'datasets/attack_techniques/T1069.002/AD_discovery/windows-security.log '
        'datasets/attack_techniques/T1070.001/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1070.001/ssa_wevtutil/windows-security.log '
        'datasets/attack_techniques/T1070.001/windows_event_log_cleared/windows-security.log '
        'datasets/attack_techniques/T1070.005/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1070/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1070/fsutil_file_zero/windows-security.log '
        'datasets/attack_techniques/T1078.002/account_lockout/windows-security.log '
        'datasets/attack_techniques/T1078.002/account_login/windows-security.log '
        'datasets/attack_techniques/T1078.002/samaccountname_spoofing/windows-security.log '
        'datasets/attack_techniques/T1078/special_logon_on_mulitple_hosts/windows-security.log '
        'datasets/attack_techniques/T1082/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1087.001/AD_discovery/windows-security.log '
        'datasets/attack_techniques/T1087.002/AD_discovery/windows-security.log '
        'datasets/attack_techniques/T1098/dnsadmins_member_added/windows-security.log '
        'datasets/attack_techniques/T1098/dsrm_account/windows-security.log '
        'datasets/attack_techniques/T1098/service_principal_name_added/windows-security.log '
        'datasets/attack_techniques/T1098/short_lived_service_principal_name/windows-security.log '
        'datasets/attack_techniques/T1105/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_disabled_users_kerberos/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_disabled_users_kerberos_xml/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_explicit_credential_spray/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_explicit_credential_spray_xml/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_invalid_users_kerberos/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_invalid_users_kerberos_xml/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_invalid_users_ntlm/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_invalid_users_ntlm_xml/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_multiple_users_from_process/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_multiple_users_from_process_xml/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_remote_spray/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_remote_spray_xml/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_valid_users_kerberos/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_valid_users_kerberos_xml/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_valid_users_ntlm/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_valid_users_ntlm_xml/windows-security.log '
        'datasets/attack_techniques/T1110.004/local_administrator_cred_stuffing/windows-security.log '
        'datasets/attack_techniques/T1112/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1134.005/sid_history2/windows-security.log '
        'datasets/attack_techniques/T1135/ipc_share_accessed/windows-security.log '
        'datasets/attack_techniques/T1135/large_number_computer_service_tickets/windows-security.log '
        'datasets/attack_techniques/T1135/rapid_authentication_multiple_hosts/windows-security.log '
        'datasets/attack_techniques/T1136.001/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1187/petitpotam/windows-security.log '
        'datasets/attack_techniques/T1190/outbound_java/windows-security.log '
        'datasets/attack_techniques/T1197/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1201/pwd_policy_discovery/windows-security.log '
        'datasets/attack_techniques/T1202/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1204.002/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1204.002/batch_file_in_system32/windows-security.log '
        'datasets/attack_techniques/T1204.002/single_letter_exe/windows-security.log '
        'datasets/attack_techniques/T1207/mimikatz/windows-security.log '
        'datasets/attack_techniques/T1207/short_lived_server_object/windows-security.log '
        'datasets/attack_techniques/T1216/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1218.005/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1218.007/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1218.010/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1218.011/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1218/diskshadow/windows-security.log '
        'datasets/attack_techniques/T1222.001/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1482/discovery/windows-security.log '
        'datasets/attack_techniques/T1484.001/default_domain_policy_modified/windows-security.log '
        'datasets/attack_techniques/T1484.001/gpo_modification/windows-security.log '
        'datasets/attack_techniques/T1484.001/group_policy_created/windows-security.log '
        'datasets/attack_techniques/T1484.001/group_policy_deleted/windows-security.log '
        'datasets/attack_techniques/T1484.001/group_policy_disabled/windows-security.log '
        'datasets/attack_techniques/T1484.001/group_policy_new_cse/windows-security.log '
        'datasets/attack_techniques/T1485/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1485/ransomware_extensions/windows-security.log '
        'datasets/attack_techniques/T1485/ransomware_notes/windows-security.log '
        'datasets/attack_techniques/T1486/sam_sam_note/windows-security.log '
        'datasets/attack_techniques/T1490/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1490/ransomware_notes/windows-security.log '
        'datasets/attack_techniques/T1543.003/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1543.003/lateral_movement/windows-security.log '
        'datasets/attack_techniques/T1543.003/lateral_movement_lolbas/windows-security.log '
        'datasets/attack_techniques/T1546.003/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1546.008/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1546.011/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1546.012/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1546.015/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1546.015/bitlocker_com_hijacking/windows-security.log '
        'datasets/attack_techniques/T1546/adminsdholder_modified/windows-security.log '
        'datasets/attack_techniques/T1547.001/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1547.010/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1547.012/printnightmare/windows-security.log '
        'datasets/attack_techniques/T1548.002/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1550.002/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1550.003/mimikatz/windows-security.log '
        'datasets/attack_techniques/T1550.003/rubeus/windows-security.log '
        'datasets/attack_techniques/T1550/impacket/windows-security.log '
        'datasets/attack_techniques/T1550/rubeus/windows-security.log '
        'datasets/attack_techniques/T1552.006/findstr_gpp_discovery/windows-security.log '
        'datasets/attack_techniques/T1553.004/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1558.001/impacket/windows-security.log '
        'datasets/attack_techniques/T1558.002/impacket/windows-security.log '
        'datasets/attack_techniques/T1558.003/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1558.003/rubeus/windows-security.log '
        'datasets/attack_techniques/T1558.004/getaduser/windows-security.log '
        'datasets/attack_techniques/T1558.004/powershell/windows-security.log '
        'datasets/attack_techniques/T1558.004/powerview/windows-security.log '
        'datasets/attack_techniques/T1560.001/archive_tools/windows-security.log '
        'datasets/attack_techniques/T1562.001/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1562.001/win_app_defender_disabling/windows-security.log '
        'datasets/attack_techniques/T1562.001/win_defend_service_stop/windows-security.log '
        'datasets/attack_techniques/T1562.004/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1566.002/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1566.002/lnk_file_temp_folder/windows-security.log '
        'datasets/attack_techniques/T1569.002/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1574.009/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1574.011/change_registry_path_service/windows-security.log '
        'datasets/attack_techniques/T1589.002/kerbrute/windows-security.log '
        'datasets/attack_techniques/T1595/attacker_scan_tools/windows-security.log'
    ),
}

ATTACK_SECURITY_OTHER = {
    '': (
        'datasets/attack_techniques/T1003.001/atomic_red_team/crowdstrike_falcon.log '
        'datasets/attack_techniques/T1003.001/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1003.003/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1003.006/mimikatz/zeek-dce_rpc.log '
        'datasets/attack_techniques/T1018/AD_discovery/windows-powershell.log '
        'datasets/attack_techniques/T1018/AD_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1018/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1021.002/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1021.002/atomic_red_team/windows-security-xml.log '
        'datasets/attack_techniques/T1021.003/lateral_movement_lolbas/lateral_movement_lolbas.yml '
        'datasets/attack_techniques/T1021.006/lateral_movement/lateral_movement.yml '
        'datasets/attack_techniques/T1021.006/lateral_movement_lolbas/windows-sysmon.log '
        'datasets/attack_techniques/T1021.006/lateral_movement_psh/windows-sysmon.log '
        'datasets/attack_techniques/T1027/atomic_red_team/attack_data.tar.gz '
        'datasets/attack_techniques/T1027/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1033/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1036.003/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1036.003/mpcmdrun/mpcmdrun.yml '
        'datasets/attack_techniques/T1036.003/samsam_extension/windows-sysmon.log '
        'datasets/attack_techniques/T1036.003/samsam_extension/windows-system.log '
        'datasets/attack_techniques/T1036/system_process_running_unexpected_location/lolbas_dataset.log '
        'datasets/attack_techniques/T1036/write_to_recycle_bin/write_to_recycle_bin.yml '
        'datasets/attack_techniques/T1048.003/nslookup_exfil/nslookup_exfil.yml '
        'datasets/attack_techniques/T1048.003/nslookup_exfil/sysmon.log '
        'datasets/attack_techniques/T1053.002/lateral_movement/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/lateral_movement/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/lateral_movement_lolbas/lateral_movement_lolbas.yml '
        'datasets/attack_techniques/T1053.005/lateral_movement_lolbas/windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/schtask_shutdown/windows-system.log '
        'datasets/attack_techniques/T1053.005/taskschedule/sd_delete_windows-sysmon.log '
        'datasets/attack_techniques/T1053.005/taskschedule/taskschedule.yml '
        'datasets/attack_techniques/T1055.001/rasautou/rasautou.yml '
        'datasets/attack_techniques/T1055.001/rasautou/windows-sysmon.log '
        'datasets/attack_techniques/T1055/msra/msra-windows-sysmon.log '
        'datasets/attack_techniques/T1055/msra/raw-msra-windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/powershell_testing/powershell_testing.yml '
        'datasets/attack_techniques/T1059.001/powershell_testing/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/powershell_xml_requests/powershell_xml_requests.yml '
        'datasets/attack_techniques/T1059.001/powershell_xml_requests/windows-powershell.log '
        'datasets/attack_techniques/T1059.003/cmd_spawns_cscript/windows-sysmon.log '
        'datasets/attack_techniques/T1059.003/powershell_spawn_cmd/windows-powershell.log '
        'datasets/attack_techniques/T1059.003/powershell_spawn_cmd/windows-sysmon.log '
        'datasets/attack_techniques/T1059.003/unusally_cmd_line/unusally_cmd_line_old.yml '
        'datasets/attack_techniques/T1068/bluehammer/windows-sysmon.log '
        'datasets/attack_techniques/T1068/zoom_child_process/windows-sysmon.log '
        'datasets/attack_techniques/T1068/zoom_child_process/zoom_child_process.yml '
        'datasets/attack_techniques/T1069.002/AD_discovery/AD_discovery.yml '
        'datasets/attack_techniques/T1070.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1070.001/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1070/fsutil_file_zero/fsutil_file_zero.yml '
        'datasets/attack_techniques/T1070/fsutil_file_zero/windows-sysmon.log '
        'datasets/attack_techniques/T1078.002/account_lockout/account_lockout.yml '
        'datasets/attack_techniques/T1078.002/account_lockout/windows-xml.log '
        'datasets/attack_techniques/T1078.002/account_login/account_login_old.yml '
        'datasets/attack_techniques/T1082/atomic_red_team/linux-sysmon.log '
        'datasets/attack_techniques/T1082/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1098/dnsadmins_member_added/dnsadmins_member_added.yml '
        'datasets/attack_techniques/T1098/dsrm_account/dsrm_account.yml '
        'datasets/attack_techniques/T1098/dsrm_account/windows-security-xml.log '
        'datasets/attack_techniques/T1110.003/purplesharp_explicit_credential_spray/purplesharp_explicit_credential_spray_old.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_explicit_credential_spray_xml/purplesharp_explicit_credential_spray_xml.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_invalid_users_ntlm/purplesharp_invalid_users_ntlm_old.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_invalid_users_ntlm_xml/purplesharp_invalid_users_ntlm_xml.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_remote_spray/purplesharp_remote_spray_old.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_valid_users_kerberos/purplesharp_valid_users_kerberos_old.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_valid_users_ntlm_xml/purplesharp_valid_users_ntlm_xml.yml '
        'datasets/attack_techniques/T1110.004/local_administrator_cred_stuffing/local_administrator_cred_stuffing.yml '
        'datasets/attack_techniques/T1135/large_number_computer_service_tickets/large_number_computer_service_tickets.yml '
        'datasets/attack_techniques/T1187/petitpotam/windows-xml-1.log '
        'datasets/attack_techniques/T1190/outbound_java/linux-sysmon.log '
        'datasets/attack_techniques/T1197/atomic_red_team/carbon_black_events.log '
        'datasets/attack_techniques/T1197/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1201/pwd_policy_discovery/pwd_policy_discovery.yml '
        'datasets/attack_techniques/T1201/pwd_policy_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1202/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1202/atomic_red_team/windows-sysmon_runmru.log '
        'datasets/attack_techniques/T1204.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1204.002/batch_file_in_system32/windows-sysmon.log '
        'datasets/attack_techniques/T1204.002/batch_file_in_system32/windows-system.log '
        'datasets/attack_techniques/T1218.010/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1218.011/atomic_red_team/ordinal_windows-sysmon.log '
        'datasets/attack_techniques/T1218.011/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1218/diskshadow/diskshadow.yml '
        'datasets/attack_techniques/T1482/discovery/windows-powershell.log '
        'datasets/attack_techniques/T1484.001/group_policy_created/group_policy_created.yml '
        'datasets/attack_techniques/T1484.001/group_policy_disabled/windows-admon.log '
        'datasets/attack_techniques/T1484.001/group_policy_new_cse/windows-admon.log '
        'datasets/attack_techniques/T1485/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1485/ransomware_extensions/ransomware_extensions.yml '
        'datasets/attack_techniques/T1485/ransomware_extensions/windows-system.log '
        'datasets/attack_techniques/T1490/ransomware_notes/windows-powershell.log '
        'datasets/attack_techniques/T1490/ransomware_notes/windows-system.log '
        'datasets/attack_techniques/T1543.003/atomic_red_team/remote_service_create_windows-sysmon.log '
        'datasets/attack_techniques/T1543.003/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1543.003/lateral_movement/windows-sysmon.log '
        'datasets/attack_techniques/T1543.003/lateral_movement_lolbas/lateral_movement_lolbas.yml '
        'datasets/attack_techniques/T1546.008/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1546.008/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1546.012/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1546.012/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1546.015/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1546.015/bitlocker_com_hijacking/windows-system.log '
        'datasets/attack_techniques/T1546/adminsdholder_modified/adminsdholder_modified.yml '
        'datasets/attack_techniques/T1547.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1547.010/atomic_red_team/sysmon.log '
        'datasets/attack_techniques/T1547.012/printnightmare/windows-printservice_admin.log '
        'datasets/attack_techniques/T1547.012/printnightmare/windows-system.log '
        'datasets/attack_techniques/T1548.002/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1548.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1550.002/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1550.002/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1550.003/rubeus/rubeus.yml '
        'datasets/attack_techniques/T1550/impacket/impacket_old.yml '
        'datasets/attack_techniques/T1550/rubeus/rubeus.yml '
        'datasets/attack_techniques/T1550/rubeus/windows-sysmon.log '
        'datasets/attack_techniques/T1552.006/findstr_gpp_discovery/findstr_gpp_discovery.yml '
        'datasets/attack_techniques/T1553.004/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1558.004/getaduser/get-aduser-powershell.log '
        'datasets/attack_techniques/T1558.004/powershell/windows-powershell.log '
        'datasets/attack_techniques/T1558.004/powershell/windows-security-xml.log '
        'datasets/attack_techniques/T1558.004/powerview/windows-powershell.log '
        'datasets/attack_techniques/T1562.001/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1562.001/atomic_red_team/windows-sysmon_dism.log '
        'datasets/attack_techniques/T1562.001/win_defend_service_stop/windows-system.log '
        'datasets/attack_techniques/T1562.004/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1566.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1569.002/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1569.002/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1574.009/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1595/attacker_scan_tools/attacker_scan_tools.yml '
        'datasets/attack_techniques/T1595/attacker_scan_tools/windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1003.002/atomic_red_team': (
        'attack-range-windows-domain-controller.json copy-powershell.log windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1003.006/impacket': (
        'impacket.yml windows-directory_service.log zeek-dce_rpc.log'
    ),
    'datasets/attack_techniques/T1047/atomic_red_team': (
        'attack_data.json invokewmiexec_windows-powershell.log windows-sysmon.log windows-system.log'
    ),
    'datasets/attack_techniques/T1049/AD_discovery': (
        'AD_discovery.yml windows-powershell.log windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1053.005/atomic_red_team': (
        'atomic_red_team.yml attack_data.json windows-sysmon.log windows-system.log'
    ),
    'datasets/attack_techniques/T1059.001/atomic_red_team': (
        'atomic_red_team.yml start_stop_service_windows-powershell.log windows-security-2.log '
        'windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1059.001/encoded_powershell': (
        'encoded_powershell.yml explorer_spawns_windows-sysmon.log padded_windows-sysmon.log '
        'windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1059.001/hidden_powershell': (
        'hidden_powershell.yml windows-powershell.log windows-sysmon.log windows-system.log'
    ),
    'datasets/attack_techniques/T1070.005/atomic_red_team': (
        'atomic_red_team.yml windows-powershell.log windows-sysmon.log windows-system.log'
    ),
    'datasets/attack_techniques/T1087.002/AD_discovery': (
        'AD_discovery.yml windows-powershell-DomainOU-xml.log windows-powershell-interestingACL-xml.log '
        'windows-powershell.log windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1105/atomic_red_team': (
        'carbon_black_events.log windows-sysmon_curl.log windows-sysmon_curl_upload.log'
    ),
    'datasets/attack_techniques/T1112/atomic_red_team': (
        'windows-sysmon-webview.log windows-sysmon.log windows-system.log'
    ),
    'datasets/attack_techniques/T1136.001/atomic_red_team': (
        '4720.log windows-powershell-esxadmins.log windows-security-esxadmins.log '
        'windows-sysmon-esxadmins.log windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1218.005/atomic_red_team': (
        'atomic_red_team.yml mshta_tasks_windows-sysmon.log windows-powershell.log'
    ),
    'datasets/attack_techniques/T1485/ransomware_notes': (
        'ransom-sysmon.log ransomware_notes.yml windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1490/atomic_red_team': (
        'shadow-powershell.log windows-powershell.log windows-security_bcdedit_wbadmin.log'
    ),
    'datasets/attack_techniques/T1546.003/atomic_red_team': (
        'atomic_red_team.yml mofcomp.log windows-powershell.log windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1546.011/atomic_red_team': (
        'atomic_red_team.yml windows-powershell.log windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1574.011/change_registry_path_service': (
        'change_registry_path_service.yml windows-powershell.log windows-sysmon.log windows-system.log'
    ),
}

ATTACK_YML_KIND = {
    '': (
        'datasets/attack_techniques/T1003.004/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1003.006/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1003.008/copy_file_stdoutpipe/copy_file_stdoutpipe.yml '
        'datasets/attack_techniques/T1003.008/esxi_sensitive_files/esxi_sensitive_files.yml '
        'datasets/attack_techniques/T1003/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1005/esxi_vm_download/esxi_vm_download.yml '
        'datasets/attack_techniques/T1012/backup_product_key_registry/backup_product_key_registry.yml '
        'datasets/attack_techniques/T1016/linux_auditd_net_tool/linux_auditd_net_tool.yml '
        'datasets/attack_techniques/T1018/unconstrained/powerview_old.yml '
        'datasets/attack_techniques/T1018/windows_powerview_constrained_delegation_discovery/data.yml '
        'datasets/attack_techniques/T1021.001/execution_from_rdp_share/execution_from_rdp_share.yml '
        'datasets/attack_techniques/T1021.002/impacket_smbexec/impacket_smbexec.yml '
        'datasets/attack_techniques/T1021.002/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1021.003/excel_activemicrosoftapp/excel_activemicrosoftapp.yml '
        'datasets/attack_techniques/T1021.003/lateral_movement/lateral_movement.yml '
        'datasets/attack_techniques/T1021.004/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1021.006/lateral_movement_pssession/lateral_movement_pssession.yml '
        'datasets/attack_techniques/T1021/esxi_shell_enabled/esxi_shell_enabled.yml '
        'datasets/attack_techniques/T1035.009/suspicious_spawn_svchost/suspicious_spawn_svchost_old.yml '
        'datasets/attack_techniques/T1036.002/outlook_attachment/right_to_left_override_old.yml '
        'datasets/attack_techniques/T1036.003/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1036.003/copy_sysmon/copy_sysmon.yml '
        'datasets/attack_techniques/T1036.003/renamed_powershell/renamed_powershell_old.yml '
        'datasets/attack_techniques/T1036.003/samsam_extension/samsam_extension.yml '
        'datasets/attack_techniques/T1036.005/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1036.008/masquerading_executable_as_non_exec_file_type/masquerading_executable_as_non_exec_file_type.yml '
        'datasets/attack_techniques/T1036/process_temp_path/process_temp_path_old.yml '
        'datasets/attack_techniques/T1036/system_process_running_unexpected_location/system_process_running_unexpected_location_old.yml '
        'datasets/attack_techniques/T1036/write_to_recycle_bin/write_to_recycle_bin.yml '
        'datasets/attack_techniques/T1037.005/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1046/advanced_ip_port_scanner/advanced_ip_port_scanner.yml '
        'datasets/attack_techniques/T1046/open_dns_port/open_dns_port_old.yml '
        'datasets/attack_techniques/T1047/susp_winrar/susp_winrar.yml '
        'datasets/attack_techniques/T1048.003/cve-2023-23397/cve-2023-23397.yml '
        'datasets/attack_techniques/T1049/AD_discovery/AD_discovery.yml '
        'datasets/attack_techniques/T1053.002/at_execution/at_execution.yml '
        'datasets/attack_techniques/T1053.002/linux_auditd_chown_root/linux_auditd_chown_root.yml '
        'datasets/attack_techniques/T1053.003/crontab_edit_parameter/crontab_edit_parameter.yml '
        'datasets/attack_techniques/T1053.003/crontab_list_parameter/crontab_list_parameter.yml '
        'datasets/attack_techniques/T1053.003/linux_auditd_crontab_edit_new/linux_auditd_crontab_edit_new.yml '
        'datasets/attack_techniques/T1053.005/lateral_movement/lateral_movement.yml '
        'datasets/attack_techniques/T1053.005/schtask_shutdown/schtask_shutdown.yml '
        'datasets/attack_techniques/T1053.005/svchost_lolbas_execution_process_spawn/data.yml '
        'datasets/attack_techniques/T1053.005/winevent_scheduled_task_with_suspect_name/winevent_scheduled_task_with_suspect_name.yml '
        'datasets/attack_techniques/T1053.006/service_systemd/service_systemd.yml '
        'datasets/attack_techniques/T1055/splunk_ds/splunkd_old.yml '
        'datasets/attack_techniques/T1055/trickbot_inf/data.yml '
        'datasets/attack_techniques/T1057/process_commandline_discovery/process_commandline_discovery.yml '
        'datasets/attack_techniques/T1059.001/msix_powershell/msix_powershell.yml '
        'datasets/attack_techniques/T1059.001/obfuscated_powershell/obfuscated_powershell.yml '
        'datasets/attack_techniques/T1059.001/unmanaged_powershell_execution/unmanaged_powershell_execution.yml '
        'datasets/attack_techniques/T1059.002/amos_stealer/amos_stealer_old.yml '
        'datasets/attack_techniques/T1059.004/linux_discovery_tools/linux_discovery_tools.yml '
        'datasets/attack_techniques/T1059.004/linux_netcat_outbound_connection/snapattack.yml '
        'datasets/attack_techniques/T1059.005/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1059/linux_bash_reverse_shell/snapattack.yml '
        'datasets/attack_techniques/T1059/linux_binary_executed_from_shared_memory_directory/snapattack.yml '
        'datasets/attack_techniques/T1068/linux_auditd_copy_fail/linux_auditd.yml '
        'datasets/attack_techniques/T1068/linux_dirtyfrag/linux_dirtyfrag.yml '
        'datasets/attack_techniques/T1068/linux_pedit/linux_pedit.yml '
        'datasets/attack_techniques/T1068/linux_possible_privilege_escalation_via_pythonpath/snapattack.yml '
        'datasets/attack_techniques/T1068/windows_escalation_behavior/windows_escalation_behavior.yml '
        'datasets/attack_techniques/T1068/zoom_child_process/zoom_child_process.yml '
        'datasets/attack_techniques/T1069.001/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1069.002/AD_discovery/AD_discovery.yml '
        'datasets/attack_techniques/T1070/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1070/esxi_system_clock_manipulation/esxi_system_clock_manipulation.yml '
        'datasets/attack_techniques/T1070/illegal_log_deletion/illegal_log_deletion_old.yml '
        'datasets/attack_techniques/T1070/rmdir_delete_files_and_dir/rmdir_delete_files_and_dir_old.yml '
        'datasets/attack_techniques/T1071.004/kerberos_coercion/kerberos_coercion.yml '
        'datasets/attack_techniques/T1071.004/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1071.004/upload_files_dns/upload_files_dns.yml '
        'datasets/attack_techniques/T1078.002/suspicious_ticket_granting_ticket_request/data.yml '
        'datasets/attack_techniques/T1078.004/aws_login_sfa/aws_login_sfa_old.yml '
        'datasets/attack_techniques/T1078.004/azure_automation_runbook/azure_automation_runbook.yml '
        'datasets/attack_techniques/T1078.004/azure_runbook_webhook/azure_runbook_webhook.yml '
        'datasets/attack_techniques/T1078.004/azuread/azuread.yml '
        'datasets/attack_techniques/T1078.004/okta_threatinsight_threat_detected/okta_threatinsight_threat_detected.yml '
        'datasets/attack_techniques/T1078/esxi_stolen_root_account/esxi_stolen_root_account.yml '
        'datasets/attack_techniques/T1078/o365_excessive_sso_logon_errors/o365_excessive_sso_logon_errors.yml '
        'datasets/attack_techniques/T1078/okta_suspicious_activity_reported_by_user/okta_suspicious_activity_reported_by_user.yml '
        'datasets/attack_techniques/T1082/linux_auditd_lsmod_new/linux_auditd_lsmod_new.yml '
        'datasets/attack_techniques/T1082/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1083/linux_auditd_find_db/linux_auditd_find_db.yml '
        'datasets/attack_techniques/T1083/linux_auditd_find_document/linux_auditd_find_document.yml '
        'datasets/attack_techniques/T1087.001/AD_discovery/AD_discovery.yml '
        'datasets/attack_techniques/T1087.004/aws_invoke_model_access_denied/aws_invoke_model_access_denied_old.yml '
        'datasets/attack_techniques/T1095/palologs/disable_rdp_old.yml '
        'datasets/attack_techniques/T1098.003/azure_ad_admin_consent/azure_ad_admin_consent.yml '
        'datasets/attack_techniques/T1098.003/azure_ad_assign_global_administrator/azure_ad_assign_global_administrator.yml '
        'datasets/attack_techniques/T1098.003/o365_grant_mail_read/o365_grant_mail_read.yml '
        'datasets/attack_techniques/T1098.003/o365_high_priv_role_assigned/o365_high_priv_role_assigned.yml '
        'datasets/attack_techniques/T1098.004/ssh_authorized_keys/ssh_authorized_keys.yml '
        'datasets/attack_techniques/T1098.005/o365_register_new_mfa_method/o365_register_new_mfa_method.yml '
        'datasets/attack_techniques/T1098.005/okta_new_device_enrolled/okta_new_device_enrolled.yml '
        'datasets/attack_techniques/T1098/azure_ad_enable_and_reset/azure_ad_enable_and_reset.yml '
        'datasets/attack_techniques/T1098/azure_ad_set_immutableid/azure_ad_set_immutableid.yml '
        'datasets/attack_techniques/T1098/esxi_admin_role/esxi_admin_role.yml '
        'datasets/attack_techniques/T1098/o365_azure_workload_events/o365_azure_workload_events.yml '
        'datasets/attack_techniques/T1098/windows_multiple_passwords_changed/windows_multiple_passwords_changed.yml '
        'datasets/attack_techniques/T1102.002/telegram_api_cli/telegram_api_cli_old.yml '
        'datasets/attack_techniques/T1110.001/rdp_brute_sysmon/rdp_brute_sysmon.yml '
        'datasets/attack_techniques/T1110.003/aws_mulitple_failed_console_login/aws_mulitple_failed_console_login.yml '
        'datasets/attack_techniques/T1110.003/azure_ad_distributed_spray/azure_ad_distributed_spray.yml '
        'datasets/attack_techniques/T1110.003/gcp_gws_multiple_login_failure/gcp_gws_multiple_login_failure.yml '
        'datasets/attack_techniques/T1110.003/generic_password_spray/password_spray_attack_old.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_disabled_users_kerberos/purplesharp_disabled_users_kerberos_old.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_invalid_users_kerberos/purplesharp_invalid_users_kerberos_old.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_remote_spray_xml/purplesharp_remote_spray_xml.yml '
        'datasets/attack_techniques/T1110.003/purplesharp_valid_users_kerberos/purplesharp_valid_users_kerberos_old.yml '
        'datasets/attack_techniques/T1110/azure_mfasweep_events/azure_mfasweep_events.yml '
        'datasets/attack_techniques/T1112/disable_notif_center/disable_notif_center.yml '
        'datasets/attack_techniques/T1112/minint_reg/minint_reg.yml '
        'datasets/attack_techniques/T1112/remote_access_reg/remote_access_reg.yml '
        'datasets/attack_techniques/T1112/shimcache_flush/shimcache_flush.yml '
        'datasets/attack_techniques/T1112/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1112/wer_dontshowui/wer_dontshowui_old.yml '
        'datasets/attack_techniques/T1114.002/o365_inbox_shared_with_all_users/o365_inbox_shared_with_all_users.yml '
        'datasets/attack_techniques/T1114.002/o365_multiple_mailboxes_accessed_via_api/o365_multiple_mailboxes_accessed_via_api.yml '
        'datasets/attack_techniques/T1114.002/o365_oauth_app_graph_mailbox_access/o365_oauth_app_graph_mailbox_access.yml '
        'datasets/attack_techniques/T1114.002/suspicious_rights_delegation/suspicious_rights_delegation_old.yml '
        'datasets/attack_techniques/T1119/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1125/salat_stealer_ffmpeg/salat_stealer_ffmpeg.yml '
        'datasets/attack_techniques/T1127.001/regsvr32_silent/regsvr32_silent.yml '
        'datasets/attack_techniques/T1127/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1127/etw_disable/etw_disable.yml '
        'datasets/attack_techniques/T1129/executable_shared_modules/executable_shared_modules_old.yml '
        'datasets/attack_techniques/T1134.005/mimikatz/mimikatz.yml '
        'datasets/attack_techniques/T1135/net_share/net_share.yml '
        'datasets/attack_techniques/T1135/net_share_discovery_via_dir/net_share_discovery_via_dir.yml '
        'datasets/attack_techniques/T1136.003/azure_ad_add_service_principal/azure_ad_add_service_principal.yml '
        'datasets/attack_techniques/T1136.003/azure_ad_multiple_service_principals_created/azure_ad_multiple_service_principals_created.yml '
        'datasets/attack_techniques/T1136.003/o365_added_service_principal/o365_added_service_principal.yml '
        'datasets/attack_techniques/T1136.003/o365_multiple_service_principals_created/o365_multiple_service_principals_created.yml '
        'datasets/attack_techniques/T1136.003/o365_new_federation/o365_new_federation.yml '
        'datasets/attack_techniques/T1137.006/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1140/linux_auditd_base64/linux_auditd_base64.yml '
        'datasets/attack_techniques/T1185/browser_unusual_flag/browser_unusual_flag.yml '
        'datasets/attack_techniques/T1187/petitpotam/petitpotam.yml '
        'datasets/attack_techniques/T1190/confluence/confluence.yml '
        'datasets/attack_techniques/T1190/jetbrains/jetbrains_old.yml '
        'datasets/attack_techniques/T1190/log4j_network_logs/log4j_network_logs_old.yml '
        'datasets/attack_techniques/T1190/outbound_java/outbound_java.yml '
        'datasets/attack_techniques/T1190/sharepoint/sharepoint.yml '
        'datasets/attack_techniques/T1190/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1190/text4shell/text4shell.yml '
        'datasets/attack_techniques/T1195.002/3CX/3CX.yml '
        'datasets/attack_techniques/T1195.002/github_actions_disable_security_workflow/github_actions_disable_security_workflow_old.yml '
        'datasets/attack_techniques/T1197/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1200/sysmon_usb_use_execution/sysmon_usb_use_execution.yml '
        'datasets/attack_techniques/T1204.002/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1204/aws_updatelambdafunctioncode/aws_updatelambdafunctioncode.yml '
        'datasets/attack_techniques/T1204/kubernetes_audit_daemonset_created/kubernetes_audit_daemonset_created.yml '
        'datasets/attack_techniques/T1204/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1207/dc_promo/dc_promo.yml '
        'datasets/attack_techniques/T1207/mimikatz/mimikatz.yml '
        'datasets/attack_techniques/T1207/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1210/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1212/kubernetes_nginx_lfi_attack/kubernetes_nginx_lfi_attack.yml '
        'datasets/attack_techniques/T1213.002/o365_sus_sharepoint_search/o365_sus_sharepoint_search.yml '
        'datasets/attack_techniques/T1217/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1218.005/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1218.005/mshta_in_registry/mshta_in_registry.yml '
        'datasets/attack_techniques/T1218.007/msiexec-hidewindow-rundll32/msiexec-hidewindow-rundll32_old.yml '
        'datasets/attack_techniques/T1218.007/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1218.008/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1218.010/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1218.011/rundll32_random_dll_ext/rundll32_random_dll_ext.yml '
        'datasets/attack_techniques/T1218/diskshadow/diskshadow.yml '
        'datasets/attack_techniques/T1219/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1220/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1222.001/dacl_abuse/dacl_abuse.yml '
        'datasets/attack_techniques/T1222.002/linux_auditd_chattr_i/linux_auditd_chattr_i.yml '
        'datasets/attack_techniques/T1222/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1482/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1482/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1484.001/group_policy_deleted/group_policy_deleted.yml '
        'datasets/attack_techniques/T1484.001/group_policy_disabled/group_policy_disabled.yml '
        'datasets/attack_techniques/T1485/ransomware_notes/ransomware_notes.yml '
        'datasets/attack_techniques/T1485/rm_boot_dir/rm_boot_dir.yml '
        'datasets/attack_techniques/T1486/sam_sam_note/sam_sam_note.yml '
        'datasets/attack_techniques/T1489/splunk_kvstore_csrf/splunk_kvstore_csrf_old.yml '
        'datasets/attack_techniques/T1490/aws_bucket_version/aws_bucket_version.yml '
        'datasets/attack_techniques/T1490/ransomware_notes/ransomware_notes.yml '
        'datasets/attack_techniques/T1496/process_high_mem_usage/process_high_mem_usage_old.yml '
        'datasets/attack_techniques/T1497/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1499/splunk/splunk_zip_bomb_vulnerability_old.yml '
        'datasets/attack_techniques/T1505.006/esxi_malicious_vib/esxi_malicious_vib_forced_install.yml '
        'datasets/attack_techniques/T1518/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1528/azure_ad_user_consent_blocked/azure_ad_user_consent_blocked.yml '
        'datasets/attack_techniques/T1528/o365_user_consent_declined/o365_user_consent_declined.yml '
        'datasets/attack_techniques/T1528/o365_user_consent_file_permissions/o365_user_consent_file_permissions.yml '
        'datasets/attack_techniques/T1530/aws_exfil_high_no_getobject/aws_exfil_high_no_getobject_old.yml '
        'datasets/attack_techniques/T1539/okta_web_session_multiple_ip/okta_web_session_multiple_ip.yml '
        'datasets/attack_techniques/T1542.001/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1543.003/lateral_movement/lateral_movement.yml '
        'datasets/attack_techniques/T1543.003/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1546.001/txtfile_reg/txtfile_reg.yml '
        'datasets/attack_techniques/T1546/adminsdholder_modified/adminsdholder_modified.yml '
        'datasets/attack_techniques/T1546/python_site_hooks_creation/python_site_hooks_creation.yml '
        'datasets/attack_techniques/T1547.003/timeprovider_reg/timeprovider_reg.yml '
        'datasets/attack_techniques/T1547.005/malicious_ssp/malicious_ssp.yml '
        'datasets/attack_techniques/T1547.006/linux_auditd_insmod/linux_auditd_insmod.yml '
        'datasets/attack_techniques/T1547.006/linux_auditd_insmod_new/linux_auditd_insmod_new.yml '
        'datasets/attack_techniques/T1547.006/linux_auditd_modprobe_new/linux_auditd_modprobe_new.yml '
        'datasets/attack_techniques/T1547.006/linux_auditd_rmmod_new/linux_auditd_rmmod_new.yml '
        'datasets/attack_techniques/T1547.008/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1547.009/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1547.012/print_reg/print_reg.yml '
        'datasets/attack_techniques/T1548.001/linux_setcap/linux_setcap.yml '
        'datasets/attack_techniques/T1548.002/ssa_eventvwr/ssa_eventvwr.yml '
        'datasets/attack_techniques/T1548.003/doas_exec/doas_exec.yml '
        'datasets/attack_techniques/T1548.003/linux_adduser/linux_adduser.yml '
        'datasets/attack_techniques/T1548.003/linux_auditd_doas_new/linux_auditd_doas_new.yml '
        'datasets/attack_techniques/T1548.003/linux_audited_doas_conf/linux_audited_doas_conf_old.yml '
        'datasets/attack_techniques/T1548.003/linux_suspicious_sudo_parameter/snapattack.yml '
        'datasets/attack_techniques/T1548/awk/awk.yml datasets/attack_techniques/T1548/c89/c89.yml '
        'datasets/attack_techniques/T1548/darkside_cmstp_com/data.yml '
        'datasets/attack_techniques/T1548/gdb/gdb.yml '
        'datasets/attack_techniques/T1548/linux_risk/linux_risk_old.yml '
        'datasets/attack_techniques/T1548/octave/octave.yml '
        'datasets/attack_techniques/T1548/openvpn/openvpn.yml datasets/attack_techniques/T1548/rpm/rpm.yml '
        'datasets/attack_techniques/T1550/impacket/impacket_old.yml '
        'datasets/attack_techniques/T1550/kerberos_tgt_request_using_rc4_encryption/data.yml '
        'datasets/attack_techniques/T1552.001/ie_intelliform_storage/ie_intelliform_storage_old.yml '
        'datasets/attack_techniques/T1552.001/password_in_username/password_in_username.yml '
        'datasets/attack_techniques/T1552.004/linux_auditd_find_ssh_files/linux_auditd_find_ssh_files.yml '
        'datasets/attack_techniques/T1552.005/isovalent_cloud_metadata/isovalent_cloud_metadata.yml '
        'datasets/attack_techniques/T1552/windows_post_exploitation/windows_post_exploitation_old.yml '
        'datasets/attack_techniques/T1553.004/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1555.004/vaultcli_creds/vaultcli_creds_old.yml '
        'datasets/attack_techniques/T1555/web_browser_pass_view/web_browser_pass_view.yml '
        'datasets/attack_techniques/T1556.002/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1556/cisco_duo_bypass_2FA/cisco_duo_bypass_2FA.yml '
        'datasets/attack_techniques/T1556/cisco_duo_bypass_code/cisco_duo_bypass_code.yml '
        'datasets/attack_techniques/T1556/disable_credential_guard/disable_credential_guard.yml '
        'datasets/attack_techniques/T1556/o365_disable_mfa/o365_disable_mfa.yml '
        'datasets/attack_techniques/T1556/okta_idp/okta_idp.yml '
        'datasets/attack_techniques/T1558.003/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1558.004/getaduser/getaduser_old.yml '
        'datasets/attack_techniques/T1558/windows_computer_account_created_by_computer_account/data.yml '
        'datasets/attack_techniques/T1558/windows_computer_account_requesting_kerberos_ticket/data.yml '
        'datasets/attack_techniques/T1560.001/archive_tools/archive_tools_old.yml '
        'datasets/attack_techniques/T1560.002/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1562.001/disable-windows-security-defender-features/disable-windows-security-defender-features.yml '
        'datasets/attack_techniques/T1562.001/disable_defender_logging/disable_defender_logging.yml '
        'datasets/attack_techniques/T1562.001/disable_defender_operational_wineventlog/disable_defender_operational_wineventlog_old.yml '
        'datasets/attack_techniques/T1562.001/hotkey_disabled_hidden_user/data.yml '
        'datasets/attack_techniques/T1562.001/pwh_defender_disabling/pwh_defender_disabling.yml '
        'datasets/attack_techniques/T1562.003/esxi_audit_tampering/esxi_audit_tampering.yml '
        'datasets/attack_techniques/T1562.003/esxi_loghost_config_tampering/esxi_loghost_config_tampering.yml '
        'datasets/attack_techniques/T1562.004/firewall_win_event/firewall_win_event_old.yml '
        'datasets/attack_techniques/T1562.004/linux_auditd_disable_firewall/linux_auditd_disable_firewall.yml '
        'datasets/attack_techniques/T1562.004/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1562.007/aws_create_acl/aws_create_acl.yml '
        'datasets/attack_techniques/T1562/applocker/applocker_old.yml '
        'datasets/attack_techniques/T1562/esxi_encryption_modified/esxi_encryption_modified.yml '
        'datasets/attack_techniques/T1562/esxi_lockdown_disabled/esxi_lockdown_disabled.yml '
        'datasets/attack_techniques/T1563.002/rdphijack/rdphijack.yml '
        'datasets/attack_techniques/T1564.001/linux_auditd_hidden_file/linux_auditd_hidden_file.yml '
        'datasets/attack_techniques/T1564.001/osquery_hidden_files/osquery.yml '
        'datasets/attack_techniques/T1564/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1566.001/datasets/data.yml '
        'datasets/attack_techniques/T1566.001/gsuite_susp_attachment_ext/gsuite_susp_attachment_ext.yml '
        'datasets/attack_techniques/T1566.001/gsuite_susp_subj/gsuite_susp_subj.yml '
        'datasets/attack_techniques/T1566.001/office_doc_abuses_rels/office_doc_abuses_rels.yml '
        'datasets/attack_techniques/T1566.001/outlook_writing_zip/outlook_writing_zip.yml '
        'datasets/attack_techniques/T1567.002/gsuite_share_drive/gsuite_share_drive_old.yml '
        'datasets/attack_techniques/T1567.002/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1567/web_upload_nginx/web_upload_nginx.yml '
        'datasets/attack_techniques/T1569.002/malicious_powershell_executed_as_a_service/data.yml '
        'datasets/attack_techniques/T1569.002/remcom/remcom.yml '
        'datasets/attack_techniques/T1569/illegal_service_control/illegal_service_control_old.yml '
        'datasets/attack_techniques/T1569/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1570/remcom/remcom.yml '
        'datasets/attack_techniques/T1570/snapattack/snapattack.yml '
        'datasets/attack_techniques/T1572/cobalt_strike/cobalt_strike.yml '
        'datasets/attack_techniques/T1572/ssh_proxy_command/ssh_proxy_command.yml '
        'datasets/attack_techniques/T1574.001/firewall_api_path/firewall_api_path.yml '
        'datasets/attack_techniques/T1574.001/iscsicpl/iscsicpl.yml '
        'datasets/attack_techniques/T1574.002/lotus_blossom_chrysalis/dataset.yml '
        'datasets/attack_techniques/T1574.002/unsigned_dll_loaded_same_process_path/unsigned_dll_loaded_same_process_path_old.yml '
        'datasets/attack_techniques/T1574.006/linux_auditd_preload_file/linux_auditd_preload_file.yml '
        'datasets/attack_techniques/T1574.009/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1580/aws_bedrock_list_foundation_model_failures/aws_bedrock_list_foundation_model_failures_old.yml '
        'datasets/attack_techniques/T1580/aws_iam_accessdenied_discovery_events/data.yml '
        'datasets/attack_techniques/T1584/esxi_dormant_vm_started/esxi_dormant_vm_started.yml '
        'datasets/attack_techniques/T1585/illegal_account_creation/illegal_account_creation_old.yml '
        'datasets/attack_techniques/T1586.003/okta_multiple_city/okta_multiple_city.yml '
        'datasets/attack_techniques/T1588.002/atomic_red_team/atomic_red_team.yml '
        'datasets/attack_techniques/T1588.002/nirsoft_tooling/nirsoft_tooling.yml '
        'datasets/attack_techniques/T1598.002/rdp/rdp.yml '
        'datasets/attack_techniques/T1620/common_language_runtim_loaded/common_language_runtim_loaded.yml '
        'datasets/attack_techniques/T1621/aws_failed_mfa/aws_failed_mfa_old.yml '
        'datasets/attack_techniques/T1621/multiple_failed_mfa_gws/multiple_failed_mfa_gws.yml '
        'datasets/attack_techniques/T1621/multiple_failed_mfa_requests/multiple_failed_mfa_requests.yml '
        'datasets/attack_techniques/T1621/pingid/pingid.yml '
        'datasets/attack_techniques/T1649/atomic_red_team/atomic_red_team.yml'
    ),
}

ATTACK_YML_OTHER = {
    '': (
        'datasets/attack_techniques/T1003.006/snapattack/snapattack.log '
        'datasets/attack_techniques/T1003/snapattack/snapattack.log '
        'datasets/attack_techniques/T1005/esxi_vm_download/esxi_vm_download.log '
        'datasets/attack_techniques/T1018/unconstrained/windows-powershell.log '
        'datasets/attack_techniques/T1018/windows_powerview_constrained_delegation_discovery/windows-xml.log '
        'datasets/attack_techniques/T1021.003/lateral_movement/windows-powershell.log '
        'datasets/attack_techniques/T1021.003/lateral_movement/windows_security_xml.log '
        'datasets/attack_techniques/T1021.004/atomic_red_team/linux-sysmon.log '
        'datasets/attack_techniques/T1021.006/lateral_movement_pssession/windows-powershell-xml.log '
        'datasets/attack_techniques/T1021.006/lateral_movement_pssession/windows-powershell.log '
        'datasets/attack_techniques/T1035.009/suspicious_spawn_svchost/susp_svchost_proc.log '
        'datasets/attack_techniques/T1036.003/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1036.003/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1036.003/copy_sysmon/sysmon.log '
        'datasets/attack_techniques/T1036.003/renamed_powershell/renamed_powershell.log '
        'datasets/attack_techniques/T1036/process_temp_path/process_temp_path.log '
        'datasets/attack_techniques/T1036/write_to_recycle_bin/windows-powershell.log '
        'datasets/attack_techniques/T1036/write_to_recycle_bin/windows-system.log '
        'datasets/attack_techniques/T1037.005/snapattack/snapattack.log '
        'datasets/attack_techniques/T1037.005/snapattack/snapattack_linux.log '
        'datasets/attack_techniques/T1046/open_dns_port/linux_dns_openports.log '
        'datasets/attack_techniques/T1048.003/cve-2023-23397/webdav_windows-sysmon.log '
        'datasets/attack_techniques/T1049/AD_discovery/windows-powershell.log '
        'datasets/attack_techniques/T1053.002/at_execution/sysmon_linux.log '
        'datasets/attack_techniques/T1053.002/linux_auditd_chown_root/auditd_proctitle_chown_root.log '
        'datasets/attack_techniques/T1053.002/linux_auditd_chown_root/linux_auditd_chown_root.log '
        'datasets/attack_techniques/T1053.003/crontab_edit_parameter/sysmon_linux.log '
        'datasets/attack_techniques/T1053.003/linux_auditd_crontab_edit_new/linux_auditd_new_crontab.log '
        'datasets/attack_techniques/T1053.005/svchost_lolbas_execution_process_spawn/windows-xml.log '
        'datasets/attack_techniques/T1053.005/winevent_scheduled_task_with_suspect_name/windows-xml.log '
        'datasets/attack_techniques/T1057/process_commandline_discovery/wmic-cmdline-sysmon.log '
        'datasets/attack_techniques/T1059.001/msix_powershell/windows-sysmon.log '
        'datasets/attack_techniques/T1059.001/unmanaged_powershell_execution/windows-sysmon.log '
        'datasets/attack_techniques/T1059.002/amos_stealer/amos_stealer.log '
        'datasets/attack_techniques/T1059.004/linux_netcat_outbound_connection/snapattack_linux.log '
        'datasets/attack_techniques/T1059/linux_bash_reverse_shell/snapattack_linux.log '
        'datasets/attack_techniques/T1068/linux_auditd_copy_fail/kern.log '
        'datasets/attack_techniques/T1068/linux_dirtyfrag/linux_sysmon.log '
        'datasets/attack_techniques/T1068/zoom_child_process/windows-powershell.log '
        'datasets/attack_techniques/T1068/zoom_child_process/windows-sysmon.log '
        'datasets/attack_techniques/T1069.001/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1070/atomic_red_team/windows-powershell.log '
        'datasets/attack_techniques/T1070/atomic_red_team/windows-system.log '
        'datasets/attack_techniques/T1070/esxi_system_clock_manipulation/esxi_system_clock_manipulation.log '
        'datasets/attack_techniques/T1070/rmdir_delete_files_and_dir/rmdir_sec.log '
        'datasets/attack_techniques/T1071.004/kerberos_coercion/suricata.log '
        'datasets/attack_techniques/T1071.004/kerberos_coercion/sysmon.log '
        'datasets/attack_techniques/T1071.004/snapattack/snapattack.log '
        'datasets/attack_techniques/T1078.002/suspicious_ticket_granting_ticket_request/windows-xml.log '
        'datasets/attack_techniques/T1082/linux_auditd_lsmod_new/linux_auditd_new_lsmod.log '
        'datasets/attack_techniques/T1082/snapattack/snapattack.log '
        'datasets/attack_techniques/T1082/snapattack/snapattack_linux.log '
        'datasets/attack_techniques/T1083/linux_auditd_find_db/linux_auditd_find_db.log '
        'datasets/attack_techniques/T1083/linux_auditd_find_document/auditd_execve_file_dir_discovery.log '
        'datasets/attack_techniques/T1087.001/AD_discovery/windows-powershell-xml.log '
        'datasets/attack_techniques/T1087.001/AD_discovery/windows-sysmon.log '
        'datasets/attack_techniques/T1098.003/o365_grant_mail_read/o365_grant_mail_read.log '
        'datasets/attack_techniques/T1098.005/o365_register_new_mfa_method/o365_register_new_mfa_method.log '
        'datasets/attack_techniques/T1098.005/okta_new_device_enrolled/okta_new_device_enrolled.log '
        'datasets/attack_techniques/T1098/azure_ad_enable_and_reset/azure-audit.log '
        'datasets/attack_techniques/T1098/azure_ad_set_immutableid/azure-audit.log '
        'datasets/attack_techniques/T1098/esxi_admin_role/esxi_admin_role.log '
        'datasets/attack_techniques/T1098/o365_azure_workload_events/o365_azure_workload_events.log '
        'datasets/attack_techniques/T1098/windows_multiple_passwords_changed/windows_multiple_passwords_changed.log '
        'datasets/attack_techniques/T1110.003/aws_mulitple_failed_console_login/aws_cloudtrail.json '
        'datasets/attack_techniques/T1110.003/azure_ad_distributed_spray/azure_ad_distributed_spray.log '
        'datasets/attack_techniques/T1110.003/generic_password_spray/password_spray_attack.log '
        'datasets/attack_techniques/T1110.003/purplesharp_disabled_users_kerberos/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_remote_spray_xml/windows-security.log '
        'datasets/attack_techniques/T1110.003/purplesharp_valid_users_kerberos/windows-security.log '
        'datasets/attack_techniques/T1112/disable_notif_center/sysmon.log '
        'datasets/attack_techniques/T1112/minint_reg/sysmon.log '
        'datasets/attack_techniques/T1112/remote_access_reg/remote_access_reg.log '
        'datasets/attack_techniques/T1112/snapattack/snapattack.log '
        'datasets/attack_techniques/T1125/salat_stealer_ffmpeg/ffmpeg_event.log '
        'datasets/attack_techniques/T1127.001/regsvr32_silent/powershell.log '
        'datasets/attack_techniques/T1127/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1135/net_share/windows-sysmon.log '
        'datasets/attack_techniques/T1135/net_share_discovery_via_dir/smbaccess-5140-security-xml2.log '
        'datasets/attack_techniques/T1136.003/o365_added_service_principal/o365_add_service_principal.log '
        'datasets/attack_techniques/T1136.003/o365_new_federation/o365_new_federation.json '
        'datasets/attack_techniques/T1137.006/snapattack/snapattack.log '
        'datasets/attack_techniques/T1140/linux_auditd_base64/auditd_execve_base64.log '
        'datasets/attack_techniques/T1140/linux_auditd_base64/linux_auditd_base64.log '
        'datasets/attack_techniques/T1185/browser_unusual_flag/castle_chrome_shell32.log '
        'datasets/attack_techniques/T1187/petitpotam/windows-xml.log '
        'datasets/attack_techniques/T1190/jetbrains/teamcity.log '
        'datasets/attack_techniques/T1190/jetbrains/teamcity_cve_2024_27198.log '
        'datasets/attack_techniques/T1190/log4j_network_logs/log4j_network_logs.log '
        'datasets/attack_techniques/T1190/outbound_java/linux-sysmon.log '
        'datasets/attack_techniques/T1190/outbound_java/windows-sysmon.log '
        'datasets/attack_techniques/T1195.002/3CX/3cx_network-windows-sysmon.log '
        'datasets/attack_techniques/T1195.002/github_actions_disable_security_workflow/github_actions_disable_security_workflow.log '
        'datasets/attack_techniques/T1200/sysmon_usb_use_execution/sysmon_usb_use_execution.log '
        'datasets/attack_techniques/T1204.002/snapattack/snapattack_linux.log '
        'datasets/attack_techniques/T1204/aws_updatelambdafunctioncode/aws_cloudtrail_events.json '
        'datasets/attack_techniques/T1207/dc_promo/windows-security-xml.log '
        'datasets/attack_techniques/T1207/mimikatz/windows-security.log '
        'datasets/attack_techniques/T1207/mimikatz/zeek-dce_rpc.log '
        'datasets/attack_techniques/T1207/snapattack/snapattack.log '
        'datasets/attack_techniques/T1212/kubernetes_nginx_lfi_attack/kubernetes_nginx_lfi_attack.log '
        'datasets/attack_techniques/T1213.002/o365_sus_sharepoint_search/o365_sus_sharepoint_search.log '
        'datasets/attack_techniques/T1217/snapattack/snapattack.log '
        'datasets/attack_techniques/T1218.005/mshta_in_registry/sysmon3.log '
        'datasets/attack_techniques/T1218.007/snapattack/snapattack.log '
        'datasets/attack_techniques/T1218.011/rundll32_random_dll_ext/rundll32_random_ext.log '
        'datasets/attack_techniques/T1218/diskshadow/windows-security.log '
        'datasets/attack_techniques/T1218/diskshadow/windows-sysmon.log '
        'datasets/attack_techniques/T1482/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1484.001/group_policy_deleted/windows-admon.log '
        'datasets/attack_techniques/T1484.001/group_policy_disabled/windows-security.log '
        'datasets/attack_techniques/T1485/ransomware_notes/windows-security.log '
        'datasets/attack_techniques/T1486/sam_sam_note/windows-security.log '
        'datasets/attack_techniques/T1490/ransomware_notes/windows-powershell.log '
        'datasets/attack_techniques/T1496/process_high_mem_usage/linux_max_mem.log '
        'datasets/attack_techniques/T1499/splunk/splunk_cve_2024_22164_investigation_rest_handler.log '
        'datasets/attack_techniques/T1499/splunk/splunk_zip_bomb_vulnerability.log '
        'datasets/attack_techniques/T1518/snapattack/snapattack.log '
        'datasets/attack_techniques/T1528/azure_ad_user_consent_blocked/azure_ad_user_consent_blocked.log '
        'datasets/attack_techniques/T1528/o365_user_consent_file_permissions/o365_user_consent_file_permissions.log '
        'datasets/attack_techniques/T1546/python_site_hooks_creation/python_site_hooks_creation.log '
        'datasets/attack_techniques/T1547.006/linux_auditd_modprobe_new/linux_auditd_new_modprobe.log '
        'datasets/attack_techniques/T1547.006/linux_auditd_rmmod_new/linux_auditd_new_rmmod.log '
        'datasets/attack_techniques/T1547.009/snapattack/snapattack.log '
        'datasets/attack_techniques/T1548.001/linux_setcap/sysmon_linux.log '
        'datasets/attack_techniques/T1548.003/doas_exec/sysmon_linux.log '
        'datasets/attack_techniques/T1548.003/linux_audited_doas_conf/linux_path_doas_config.log '
        'datasets/attack_techniques/T1548/c89/sysmon_linux.log '
        'datasets/attack_techniques/T1548/octave/sysmon_linux.log '
        'datasets/attack_techniques/T1548/rpm/sysmon_linux.log '
        'datasets/attack_techniques/T1550/impacket/windows-security.log '
        'datasets/attack_techniques/T1550/kerberos_tgt_request_using_rc4_encryption/windows-xml.log '
        'datasets/attack_techniques/T1552.001/ie_intelliform_storage/storage2_sim.log '
        'datasets/attack_techniques/T1552.001/password_in_username/linux_secure.log '
        'datasets/attack_techniques/T1552/windows_post_exploitation/windows_post_exploitation_risk.log '
        'datasets/attack_techniques/T1553.004/atomic_red_team/windows-security.log '
        'datasets/attack_techniques/T1553.004/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1555.004/vaultcli_creds/vaultcli.log '
        'datasets/attack_techniques/T1555/web_browser_pass_view/sysmon.log '
        'datasets/attack_techniques/T1556.002/snapattack/snapattack.log '
        'datasets/attack_techniques/T1556/cisco_duo_bypass_code/cisco_duo_activity.json '
        'datasets/attack_techniques/T1556/disable_credential_guard/windows-sysmon.log '
        'datasets/attack_techniques/T1556/okta_idp/okta.log '
        'datasets/attack_techniques/T1558/windows_computer_account_requesting_kerberos_ticket/windows-xml.log '
        'datasets/attack_techniques/T1560.001/archive_tools/windows-security.log '
        'datasets/attack_techniques/T1560.002/snapattack/snapattack.log '
        'datasets/attack_techniques/T1562.001/pwh_defender_disabling/windows-sysmon.log '
        'datasets/attack_techniques/T1562.003/esxi_loghost_config_tampering/esxi_loghost_config_tampering.log '
        'datasets/attack_techniques/T1562.004/snapattack/snapattack.log '
        'datasets/attack_techniques/T1562.007/aws_create_acl/asl_ocsf_cloudtrail.json '
        'datasets/attack_techniques/T1562/applocker/applocker.log '
        'datasets/attack_techniques/T1562/esxi_lockdown_disabled/esxi_lockdown_disabled.log '
        'datasets/attack_techniques/T1563.002/rdphijack/remoteconnectionmanager.log '
        'datasets/attack_techniques/T1564.001/osquery_hidden_files/osquery.log '
        'datasets/attack_techniques/T1564/snapattack/snapattack.log '
        'datasets/attack_techniques/T1566.001/gsuite_susp_attachment_ext/gsuite_gmail_file_ext.log '
        'datasets/attack_techniques/T1567.002/gsuite_share_drive/gdrive_share_external.log '
        'datasets/attack_techniques/T1567.002/snapattack/snapattack.log '
        'datasets/attack_techniques/T1569.002/remcom/4688_remcom_windows-security.log '
        'datasets/attack_techniques/T1569/snapattack/snapattack.log '
        'datasets/attack_techniques/T1572/cobalt_strike/suricata_events.log '
        'datasets/attack_techniques/T1574.001/iscsicpl/iscsicpl-windows-sysmon.log '
        'datasets/attack_techniques/T1574.002/lotus_blossom_chrysalis/windows-sysmon.log '
        'datasets/attack_techniques/T1574.006/linux_auditd_preload_file/linux_auditd_preload_file.log '
        'datasets/attack_techniques/T1574.006/linux_auditd_preload_file/linux_path_preload.log '
        'datasets/attack_techniques/T1580/aws_bedrock_list_foundation_model_failures/cloudtrail.json '
        'datasets/attack_techniques/T1580/aws_iam_accessdenied_discovery_events/asl_ocsf_cloudtrail.json '
        'datasets/attack_techniques/T1584/esxi_dormant_vm_started/esxi_dormant_vm_started.log '
        'datasets/attack_techniques/T1588.002/atomic_red_team/windows-sysmon.log '
        'datasets/attack_techniques/T1621/multiple_failed_mfa_requests/azure-audit.log '
        'datasets/attack_techniques/T1621/pingid/windows_pw_reset.log'
    ),
    'datasets/attack_techniques/T1053.005/schtask_shutdown': (
        'windows-powershell.log windows-security.log windows-sysmon.log'
    ),
    'datasets/attack_techniques/T1069.002/AD_discovery': (
        'ldifde_4688_windows-security.log ldifde_windows-sysmon.log windows-security.log windows-xml.log'
    ),
    'datasets/attack_techniques/T1190/confluence': (
        'confluence_cve-2023-22515.log nginx_shellservlet.log suricata_confluence_cve-2023-22527.log'
    ),
    'datasets/attack_techniques/T1197/atomic_red_team': (
        'T1197_windows-security.log carbon_black_events.log windows-powershell.log'
    ),
    'datasets/attack_techniques/T1218.005/atomic_red_team': (
        'mshta_tasks_windows-sysmon.log windows-powershell.log windows-security.log windows-system.log'
    ),
    'datasets/attack_techniques/T1222.001/dacl_abuse': (
        'hidden_ou_windows-security-xml.log owner_updated_windows-security-xml.log '
        'suspicious_acl_modification-windows-security-xml.log'
    ),
    'datasets/attack_techniques/T1558.003/atomic_red_team': (
        'windows-security.log windows-sysmon_setspn.log windows-system.log'
    ),
    'datasets/attack_techniques/T1649/atomic_red_team': (
        '4104_export_certificate.log 4104_export_pfxcertificate.log '
        '4688_certutil_backupdb-windows-security.log 4876_windows-security.log '
        'backupdb_certutil_windows-sysmon.log risk_certificate_services.log'
    ),
}

EVTX_SAMPLES_KIND = {
    '': (
        'Other/maldoc_mshta_via_shellbrowserwind_rundll32.evtx '
        'Other/rdpcorets_148_mst120_bluekeep_rpdscan_full.evtx'
    ),
    'AutomatedTestingTools': (
        'PanacheSysmon_vs_AtomicRedTeam01.evtx WinDefender_Events_1117_1116_AtomicRedTeam.evtx '
        'panache_sysmon_vs_EDRTestingScript.evtx'
    ),
    'Command and Control': (
        'DE_RDP_Tunnel_5156.evtx DE_RDP_Tunneling_4624.evtx '
        'DE_RDP_Tunneling_TerminalServices-RemoteConnectionManagerOperational_1149.evtx '
        'DE_sysmon-3-rdp-tun.evtx bits_openvpn.evtx tunna_iis_rdp_smb_tunneling_sysmon_3.evtx'
    ),
    'Credential Access': (
        '4794_DSRM_password_change_t1098.evtx ACL_ForcePwd_SPNAdd_User_Computer_Accounts.evtx '
        'CA_4624_4625_LogonType2_LogonProc_chrome.evtx CA_DCSync_4662.evtx '
        'CA_Mimikatz_Memssp_Default_Logs_Sysmon_11.evtx CA_PetiPotam_etw_rpc_efsr_5_6.evtx '
        'CA_chrome_firefox_opera_4663.evtx CA_hashdump_4663_4656_lsass_access.evtx '
        'CA_keefarce_keepass_credump.evtx CA_keepass_KeeThief_Get-KeePassDatabaseKey.evtx '
        'CA_protectedstorage_5145_rpc_masterkey.evtx CA_sysmon_hashdump_cmd_meterpreter.evtx '
        'CA_teamviewer-dumper_sysmon_10.evtx LsassSilentProcessExit_process_exit_monitor_3001_lsass.evtx '
        'MSSQL_multiple_failed_logon_EventID_18456.evtx Powershell_4104_MiniDumpWriteDump_Lsass.evtx '
        'Sysmon13_MachineAccount_Password_Hash_Changed_via_LsarSetSecret.evtx '
        'Sysmon_13_Local_Admin_Password_Changed.evtx '
        'Zerologon_CVE-2020-1472_DFIR_System_NetLogon_Error_EventID_5805.evtx '
        'Zerologon_VoidSec_CVE-2020-1472_4626_LT3_Anonym_follwedby_4742_DC_Anony_DC.evtx '
        'babyshark_mimikatz_powershell.evtx dc_applog_ntdsutil_dfir_325_326_327.evtx '
        'discovery_sysmon_1_iis_pwd_and_config_discovery_appcmd.evtx etw_rpc_zerologon.evtx '
        'kerberos_pwd_spray_4771.evtx phish_windows_credentials_powershell_scriptblockLog_4104.evtx '
        'ppl_bypass_ppldump_knowdll_hijack_sysmon_security.evtx '
        'remote_pwd_reset_rpc_mimikatz_postzerologon_target_DC.evtx '
        'remote_sam_registry_access_via_backup_operator_priv.evtx sysmon17_18_kekeo_tsssp_default_np.evtx '
        'sysmon_10_11_lsass_memdump.evtx sysmon_10_11_outlfank_dumpert_and_andrewspecial_memdump.evtx '
        'sysmon_10_1_memdump_comsvcs_minidump.evtx sysmon_10_lsass_mimikatz_sekurlsa_logonpasswords.evtx '
        'sysmon_13_keylogger_directx.evtx '
        'sysmon_2x10_lsass_with_different_pid_RtlCreateProcessReflection.evtx '
        'sysmon_3_10_Invoke-Mimikatz_hosted_Github.evtx sysmon_rdrleakdiag_lsass_dump.evtx '
        'tutto_malseclogon.evtx'
    ),
    'Defense Evasion': (
        'DE_104_system_log_cleared.evtx',
        'DE_1102_security_log_cleared.evtx',
        'DE_BYOV_Zam64_CA_Memdump_sysmon_7_10.evtx',
        'DE_EventLog_Service_Crashed.evtx',
        'DE_Fake_ComputerAccount_4720.evtx',
        'DE_KernelDebug_and_TestSigning_ON_Security_4826.evtx',
        'DE_Powershell_CLM_Disabled_Sysmon_12.evtx',
        'DE_ProcessHerpaderping_Sysmon_11_10_1_7.evtx',
        'DE_UAC_Disabled_Sysmon_12_13.evtx',
        'DE_WinEventLogSvc_Crash_System_7036.evtx',
        'DE_remote_eventlog_svc_crash_byt3bl33d3r_sysmon_17_1_3.evtx',
        'DE_renamed_psexec_service_sysmon_17_18.evtx',
        'DE_suspicious_remote_eventlog_svc_access_5145.evtx',
        'DE_xp_cmdshell_enabled_MSSQL_EID_15457.evtx',
        'DSE_bypass_BYOV_TDL_dummydriver_sysmon_6_7_13.evtx',
        'Sysmon 7  Update Session Orchestrator Dll Hijack.evtx',
        'Sysmon 7 dllhijack_cdpsshims_CDPSvc.evtx',
        'Sysmon_10_Evasion_Suspicious_NtOpenProcess_CallTrace.evtx',
        'Sysmon_12_DE_AntiForensics_MRU_DeleteKey.evtx',
        'Win_4985_T1186_Process_Doppelganging.evtx',
        'apt10_jjs_sideloading_prochollowing_persist_as_service_sysmon_1_7_8_13.evtx',
        'de_PsScriptBlockLogging_disabled_sysmon12_13.evtx',
        'de_hiding_files_via_attrib_cmdlet.evtx',
        'de_portforward_netsh_rdp_sysmon_13_1.evtx',
        'de_powershell_execpolicy_changed_sysmon_13.evtx',
        'de_sysmon_13_VBA_Security_AccessVBOM.evtx',
        'de_unmanagedpowershell_psinject_sysmon_7_8_10.evtx',
        'evasion_codeinj_odzhan_conhost_sysmon_10_1.evtx',
        'evasion_codeinj_odzhan_spoolsv_sysmon_10_1.evtx',
        'faxhell_sysmon_7_1_18_3_bindshell_dllhijack.evtx',
        'meterpreter_migrate_to_explorer_sysmon_8.evtx',
        'process_suspend_sysmon_10_ga_800.evtx',
        'sideloading_wwlib_sysmon_7_1_11.evtx',
        'sysmon_10_1_ppid_spoofing.evtx',
        'sysmon_13_rdp_settings_tampering.evtx',
        'sysmon_2_11_evasion_timestomp_MACE.evtx',
    ),
    'Discovery': (
        '4799_remote_local_groups_enumeration.evtx Discovery_Remote_System_NamedPipes_Sysmon_18.evtx '
        'dicovery_4661_net_group_domain_admins_target.evtx discovery_UEFI_Settings_rweverything_sysmon_6.evtx '
        'discovery_bloodhound.evtx discovery_enum_shares_target_sysmon_3_18.evtx '
        'discovery_local_user_or_group_windows_security_4799_4798.evtx '
        'discovery_meterpreter_ps_cmd_process_listing_sysmon_10.evtx discovery_psloggedon.evtx '
        'discovery_sysmon_18_Invoke_UserHunter_NetSessionEnum_DC-srvsvc.evtx '
        'discovery_sysmon_3_Invoke_UserHunter_SourceMachine.evtx'
    ),
    'Execution': (
        'Exec_sysmon_meterpreter_reversetcp_msipackage.evtx',
        'Exec_via_cpl_Application_Experience_EventID_17_ControlPanelApplet.evtx',
        'Sysmon_Exec_CompiledHTML.evtx',
        'Sysmon_meterpreter_ReflectivePEInjection_to_notepad_.evtx',
        'evasion_execution_imageload_wuauclt_lolbas.evtx',
        'exec_driveby_cve-2018-15982_sysmon_1_10.evtx',
        'exec_msxsl_xsl_sysmon_1_7.evtx',
        'exec_persist_rundll32_mshta_scheduledtask_sysmon_1_3_11.evtx',
        'exec_sysmon_1_11_lolbin_rundll32_openurl_FileProtocolHandler.evtx',
        'exec_sysmon_1_11_lolbin_rundll32_shdocvw_openurl.evtx',
        'exec_sysmon_1_11_lolbin_rundll32_zipfldr_RouteTheCall.evtx',
        'exec_sysmon_1_7_jscript9_defense_evasion.evtx',
        'exec_sysmon_1_ftp.evtx',
        'exec_sysmon_1_lolbin_pcalua.evtx',
        'exec_sysmon_1_lolbin_renamed_regsvr32_scrobj.evtx',
        'exec_sysmon_1_lolbin_rundll32_advpack_RegisterOCX.evtx',
        'exec_sysmon_1_rundll32_pcwutl_LaunchApplication.evtx',
        'exec_sysmon_lobin_regsvr32_sct.evtx',
        'exec_wmic_xsl_internet_sysmon_3_1_11.evtx',
        'execution_evasion_visual_studio_prebuild_event.evtx',
        'revshell_cmd_svchost_sysmon_1.evtx',
        'rogue_msi_url_1040_1042.evtx',
        'susp_explorer_exec.evtx',
        'susp_explorer_exec_root_cmdline_@rimpq_@CyberRaiju.evtx',
        'sysmon_11_1_lolbas_downldr_desktopimgdownldr.evtx',
        'sysmon_1_11_rundll32_cpl_ostap.evtx',
        'sysmon_exec_from_vss_persistence.evtx',
        'sysmon_lolbas_rundll32_zipfldr_routethecall_shell.evtx',
        'sysmon_lolbin_bohops_vshadow_exec.evtx',
        'sysmon_mshta_sharpshooter_stageless_meterpreter.evtx',
        'sysmon_vbs_sharpshooter_stageless_meterpreter.evtx',
        'sysmon_zipexec.evtx',
        'temp_scheduled_task_4698_4699.evtx',
        'windows_bits_4_59_60_lolbas desktopimgdownldr.evtx',
    ),
    'Lateral Movement': (
        'DFIR_RDP_Client_TimeZone_RdpCoreTs_104_example.evtx',
        'ImpersonateUser-via local Pass The Hash Sysmon and Security.evtx',
        'LM_4624_mimikatz_sekurlsa_pth_source_machine.evtx',
        'LM_5145_Remote_FileCopy.evtx',
        'LM_DCOM_MSHTA_LethalHTA_Sysmon_3_1.evtx',
        'LM_ImageLoad_NFSH_Sysmon_7.evtx',
        'LM_NewShare_Added_Sysmon_12_13.evtx',
        'LM_PowershellRemoting_sysmon_1_wsmprovhost.evtx',
        'LM_REMCOM_5145_TargetHost.evtx',
        'LM_Remote_Service01_5145_svcctl.evtx',
        'LM_Remote_Service02_7045.evtx',
        'LM_ScheduledTask_ATSVC_target_host.evtx',
        'LM_WMIC_4648_rpcss.evtx',
        'LM_WMI_4624_4688_TargetHost.evtx',
        'LM_add_new_namedpipe_tp_nullsession_registry_turla_like_ttp.evtx',
        'LM_dcom_shwnd_shbrwnd_mmc20_failed_traces_system_10016.evtx',
        'LM_impacket_docmexec_mmc_sysmon_01.evtx',
        'LM_regsvc_DirectoryServiceExtPt_Lsass_NTDS_AdamXpn.evtx',
        'LM_renamed_psexecsvc_5145.evtx',
        'LM_sysmon_1_12_13_3_tsclient_SharpRdp.evtx',
        'LM_sysmon_3_12_13_1_SharpRDP.evtx',
        'LM_sysmon_3_DCOM_ShellBrowserWindow_ShellWindows.evtx',
        'LM_sysmon_psexec_smb_meterpreter.evtx',
        'LM_sysmon_remote_task_src_powershell.evtx',
        'LM_tsclient_startup_folder.evtx',
        'LM_typical_IIS_webshell_sysmon_1_10_traces.evtx',
        'LM_winrm_exec_sysmon_1_winrshost.evtx',
        'LM_winrm_target_wrmlogs_91_wsmanShellStarted_poorLog.evtx',
        'LM_wmi_PoisonHandler_Mr-Un1k0d3r_sysmon_1_13.evtx',
        'LM_wmiexec_impacket_sysmon_whoami.evtx',
        'LM_xp_cmdshell_MSSQL_Events.evtx',
        'MSSQL_15281_xp_cmdshell_exec_failed_attempt.evtx',
        'RemotePowerShell_MS_Windows-Remote_Management_EventID_169.evtx',
        'dfir_rdpsharp_target_RdpCoreTs_168_68_131.evtx',
        'lateral_movement_startup_3_11.evtx',
        'lm_remote_registry_sysmon_1_13_3.evtx',
        'lm_sysmon_18_remshell_over_namedpipe.evtx',
        'net_share_drive_5142.evtx',
        'powercat_revShell_sysmon_1_3.evtx',
        'remote task update 4624 4702 same logonid.evtx',
        'remote_file_copy_system_proc_file_write_sysmon_11.evtx',
        'sharprdp_sysmon_7_mstscax.dll.evtx',
        'smb_bi_auth_conn_spoolsample.evtx',
        'smbmap_upload_exec_sysmon.evtx',
        'spoolsample_5145.evtx',
        'sysmon_1_exec_via_sql_xpcmdshell.evtx',
        'wmi_remote_registry_sysmon.evtx',
    ),
    'Persistence': (
        'DACL_DCSync_Right_Powerview_ Add-DomainObjectAcl.evtx',
        'Network_Service_Guest_added_to_admins_4732.evtx',
        'Persistence_Shime_Microsoft-Windows-Application-Experience_Program-Telemetry_500.evtx',
        'Persistence_Winsock_Catalog Change EventId_1.evtx',
        'evasion_persis_hidden_run_keyvalue_sysmon_13.evtx',
        'persist_bitsadmin_Microsoft-Windows-Bits-Client-Operational.evtx',
        'persist_firefox_comhijack_sysmon_11_13_7_1.evtx',
        'persist_turla_outlook_backdoor_comhijack.evtx',
        'persist_valid_account_guest_rid_hijack.evtx',
        'persistence_SilentProcessExit_ImageHijack_sysmon_13_1.evtx',
        'persistence_accessibility_features_osk_sysmon1.evtx',
        'persistence_hidden_local_account_sysmon.evtx',
        'persistence_pendingGPO_sysmon_13.evtx',
        'persistence_security_dcshadow_4742.evtx',
        'persistence_startup_UserShellStartup_Folder_Changed_sysmon_13.evtx',
        'persistence_sysmon_11_13_1_shime_appfix.evtx',
        'sysmon_13_1_persistence_via_winlogon_shell.evtx',
        'sysmon_1_persist_bitsjob_SetNotifyCmdLine.evtx',
        'sysmon_1_smss_child_proc_bootexecute_setupexecute.evtx',
        'sysmon_20_21_1_CommandLineEventConsumer.evtx',
        'sysmon_local_account_creation_and_added_admingroup_12_13.evtx',
        'wmighost_sysmon_20_21_1.evtx',
    ),
    'Privilege Escalation': (
        '4624 LT3 AnonymousLogon Localhost - JuicyPotato.evtx',
        '4765_sidhistory_add_t1178.evtx',
        'CVE-2020-0796_SMBV3Ghost_LocalPrivEsc_Sysmon_3_1_10.evtx',
        'EfsPotato_sysmon_17_18_privesc_seimpersonate_to_system.evtx',
        'Invoke_TokenDuplication_UAC_Bypass4624.evtx',
        'NTLM2SelfRelay-med0x2e-security_4624_4688.evtx',
        'PrivEsc_CVE-2020-1313_Sysmon_13_UScheduler_Cmdline.evtx',
        'PrivEsc_Imperson_NetSvc_to_Sys_Decoder_Sysmon_1_17_18.evtx',
        'PrivEsc_NetSvc_SessionToken_Retrival_via_localSMB_Auth_5145.evtx',
        'PrivEsc_SeImpersonatePriv_enabled_back_for_upnp_localsvc_4698.evtx',
        'RogueWinRM.evtx',
        'Runas_4624_4648_Webshell_CreateProcessAsUserA.evtx',
        'Sysmon_13_1_UACBypass_SDCLTBypass.evtx',
        'Sysmon_13_1_UAC_Bypass_EventVwrBypass.evtx',
        'Sysmon_UACME_22.evtx',
        'Sysmon_UACME_23.evtx',
        'Sysmon_UACME_30.evtx',
        'Sysmon_UACME_32.evtx',
        'Sysmon_UACME_33.evtx',
        'Sysmon_UACME_34.evtx',
        'Sysmon_UACME_36_FileCreate.evtx',
        'Sysmon_UACME_37_FileCreate.evtx',
        'Sysmon_UACME_38.evtx',
        'Sysmon_UACME_39.evtx',
        'Sysmon_UACME_41.evtx',
        'Sysmon_UACME_43.evtx',
        'Sysmon_UACME_45.evtx',
        'Sysmon_UACME_53.evtx',
        'Sysmon_UACME_54.evtx',
        'Sysmon_UACME_56.evtx',
        'Sysmon_UACME_63.evtx',
        'Sysmon_UACME_64.evtx',
        'Sysmon_uacme_58.evtx',
        'System_7045_namedpipe_privesc.evtx',
        'UACME_59_Sysmon.evtx',
        'UACME_61_Changepk.evtx',
        'eop_appcontainer_il_broker_filewrite.evtx',
        'privesc_KrbRelayUp_windows_4624.evtx',
        'privesc_registry_symlink_CVE-2020-1377.evtx',
        'privesc_roguepotato_sysmon_17_18.evtx',
        'privesc_rotten_potato_from_webshell_metasploit_sysmon_1_8_3.evtx',
        'privesc_seimpersonate_tosys_spoolsv_sysmon_17_18.evtx',
        'privesc_spoolfool_mahdihtm_sysmon_1_11_7_13.evtx',
        'privesc_spoolsv_spl_file_write_sysmon11.evtx',
        'privesc_sysmon_cve_20201030_spooler.evtx',
        'privesc_unquoted_svc_sysmon_1_11.evtx',
        'privexchange_dirkjan.evtx',
        'samaccount_spoofing_CVE-2021-42287_CVE-2021-42278_DC_securitylogs.evtx',
        'security_4624_4673_token_manip.evtx',
        'sysmon_11_1_15_WScriptBypassUAC.evtx',
        'sysmon_11_1_7_uacbypass_cliconfg.evtx',
        'sysmon_11_7_1_uacbypass_windirectory_mocking.evtx',
        'sysmon_13_1_12_11_perfmonUACBypass.evtx',
        'sysmon_13_1_compmgmtlauncherUACBypass.evtx',
        'sysmon_13_1_meterpreter_getsystem_NamedPipeImpersonation.evtx',
        'sysmon_1_11_exec_as_system_via_schedtask.evtx',
        'sysmon_1_13_11_cmstp_ini_uacbypass.evtx',
        'sysmon_1_13_UACBypass_AppPath_Control.evtx',
        'sysmon_1_7_11_mcx2prov_uacbypass.evtx',
        'sysmon_1_7_11_migwiz.evtx',
        'sysmon_1_7_11_sysprep_uacbypass.evtx',
        'sysmon_1_7_elevate_uacbypass_sysprep.evtx',
        'sysmon_privesc_from_admin_to_system_handle_inheritance.evtx',
        'sysmon_privesc_psexec_dwell.evtx',
        'sysmon_uacbypass_CDSSync_schtask_hijack_byeintegrity5.evtx',
        'win10_4703_SeDebugPrivilege_enabled.evtx',
    ),
}

EVTX_SAMPLES_OTHER = {
    '': (
        '.gitignore',
        '.vscode/settings.json',
        'AIEvent.jpg',
        'AutomatedTestingTools/Malware/readme.md',
        'AutomatedTestingTools/readme.md',
        'Credential Access/etw_ad_netlogon_provider_zerologon_mimikatz.etl',
        'EVTX_DataSet_Stats.PNG',
        'Evtx-to-Xml.ps1',
        'HeatMap.PNG',
        'LICENSE.GPL',
        'Other/emotet/README.md',
        'Other/netlogon_log_CVE-2020-1472_ZeroLogon.txt',
        'README.md',
        'Winlogbeat-Bulk-Read.ps1',
        'evtx_data.csv',
        'mitre_evtx_repo_map.png',
        'temp-plot.html',
        'winlogbeat_example.yml',
    ),
    'Command and Control': (
        'Tunna_rdp_tunnel_IIS.log',
        'cmds over dns txt queries and reponses.pcap',
        'readme.md',
        'web_attack_and_isp_webshell_localhost_access_log.txt',
    ),
    'EVTX_ATT&CK_Metadata': (
        'EVTX_Metadata.ipynb README.md image_bar.png image_barh.png image_pie.png sankey.png'
    ),
    'EVTX_ATT&CK_Metadata/Evtx': (
        'BinaryParser.py Evtx.py Nodes.py Views.py __init__.py'
    ),
}

LANCE_MANIFESTS_KIND = {
    '': (
        'test_data/0.27.0/legacy_fts_index/_versions/1.manifest '
        'test_data/0.27.0/legacy_fts_index/_versions/2.manifest '
        'test_data/0.36.0/btree_in_index_pkg.lance/_versions/1.manifest '
        'test_data/0.36.0/btree_in_index_pkg.lance/_versions/2.manifest '
        'test_data/v0.15.0/v1_no_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v1_with_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v2_no_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v2_with_files.lance/_versions/1.manifest '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_versions/1.manifest '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_versions/2.manifest '
        'test_data/v0.16.0/wrong_data_version_no_fix.lance/_versions/1.manifest '
        'test_data/v0.16.0/wrong_data_version_no_fix.lance/_versions/2.manifest '
        'test_data/v0.18.2/index_no_details.lance/_versions/1.manifest '
        'test_data/v0.18.2/index_no_details.lance/_versions/2.manifest '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_versions/4.manifest '
        'test_data/v0.27.1/pq_in_schema/_versions/1.manifest '
        'test_data/v0.27.1/pq_in_schema/_versions/2.manifest '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_versions/1.manifest '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_versions/2.manifest '
        'test_data/v0.5.9/no_fragments/_versions/1.manifest '
        'test_data/v0.7.5/with_deletions/_versions/1.manifest '
        'test_data/v0.7.5/with_deletions/_versions/2.manifest'
    ),
    'test_data/v0.10.5/corrupt_schema/_versions': (
        '1.manifest 2.manifest 3.manifest 4.manifest 5.manifest 6.manifest'
    ),
    'test_data/v0.20.0/old_btree_bitmap_indices.lance/_versions': (
        '1.manifest 2.manifest 3.manifest'
    ),
    'test_data/v0.5.9/dataset_with_fragments/_versions': (
        '1.manifest 2.manifest 3.manifest'
    ),
    'test_data/v0.8.0/migrated_from_v0.7.5/_versions': (
        '1.manifest 2.manifest 3.manifest'
    ),
    'test_data/v0.8.14/corrupt_index/_versions': (
        '1.manifest 2.manifest 3.manifest 4.manifest 5.manifest'
    ),
}

LANCE_MANIFESTS_OTHER = {
    '': (
        'test_data/.gitignore test_data/0.27.0/datagen.py '
        'test_data/0.27.0/legacy_fts_index/_transactions/0-875aef9e-a0ef-4ce1-b0ca-a8d468348218.txn '
        'test_data/0.27.0/legacy_fts_index/_transactions/1-47e0fae7-c934-4d76-bf3a-ff72e77687ab.txn '
        'test_data/0.27.0/legacy_fts_index/data/c0368529-7cb7-41c6-b159-edbfc1fd4735.lance '
        'test_data/0.36.0/README.md '
        'test_data/0.36.0/btree_in_index_pkg.lance/_indices/a71ff08b-bb4c-4f4d-9cd0-a88e2684fc7b/page_data.lance '
        'test_data/0.36.0/btree_in_index_pkg.lance/_indices/a71ff08b-bb4c-4f4d-9cd0-a88e2684fc7b/page_lookup.lance '
        'test_data/0.36.0/btree_in_index_pkg.lance/_transactions/0-0016483e-4bb6-445e-a414-378c7a67ec1d.txn '
        'test_data/0.36.0/btree_in_index_pkg.lance/_transactions/1-5d10dd5e-2efc-4352-a341-004c47726b06.txn '
        'test_data/0.36.0/btree_in_index_pkg.lance/data/26637990-d7f6-43ab-be33-068e25a4895b.lance '
        'test_data/0.36.0/datagen.py test_data/readme.md test_data/v0.10.5/datagen.py '
        'test_data/v0.15.0/README.md '
        'test_data/v0.15.0/v1_no_files.lance/_transactions/0-4a3f63b9-e75a-42ed-8dad-b737ebd29e5f.txn '
        'test_data/v0.15.0/v1_no_files.lance/_transactions/0-b2bbb126-958f-48ef-81f7-b33deac71663.txn '
        'test_data/v0.15.0/v1_with_files.lance/_transactions/0-d8a059b3-345b-477b-bcf6-f3ee3692e871.txn '
        'test_data/v0.15.0/v1_with_files.lance/_transactions/0-df497a43-e5ae-4dd1-84da-3fb991ff858a.txn '
        'test_data/v0.15.0/v1_with_files.lance/data/320f7c03-94b1-4107-941f-eaab4a75792d.lance '
        'test_data/v0.15.0/v1_with_files.lance/data/7e7057e4-81a6-41b1-a44b-5c1285b1a8f8.lance '
        'test_data/v0.15.0/v2_no_files.lance/_transactions/0-131fefa6-74ca-4b2f-92b3-5fe9a5aa7eb4.txn '
        'test_data/v0.15.0/v2_no_files.lance/_transactions/0-ffe96c42-4ab0-4b8a-845b-31faa8b24e4d.txn '
        'test_data/v0.15.0/v2_with_files.lance/_transactions/0-053f9cac-5295-4222-aa69-1443c8e9ce9d.txn '
        'test_data/v0.15.0/v2_with_files.lance/_transactions/0-c1bab3c1-6e53-4eed-92c2-0e6496996785.txn '
        'test_data/v0.15.0/v2_with_files.lance/data/38639abd-798b-4005-87a1-39d7a151ee30.lance '
        'test_data/v0.15.0/v2_with_files.lance/data/f52fd5c9-0c86-4e22-828c-cd9121ac0217.lance '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_transactions/0-5dad8b75-f89c-4811-9965-3a3b5de71072.txn '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_transactions/0-804c7ee1-f67b-4506-82f9-ef13d6b2e65e.txn '
        'test_data/v0.18.2/index_no_details.lance/_indices/f1fc279b-59f2-4617-a3e7-057af5fee009/page_data.lance '
        'test_data/v0.18.2/index_no_details.lance/_indices/f1fc279b-59f2-4617-a3e7-057af5fee009/page_lookup.lance '
        'test_data/v0.18.2/index_no_details.lance/_transactions/0-5690b12b-f47e-401f-828d-e7493702eee9.txn '
        'test_data/v0.18.2/index_no_details.lance/_transactions/1-8d8fb153-abd4-43f8-9a8c-005bb7ff0de2.txn '
        'test_data/v0.18.2/index_no_details.lance/data/78e5b8c8-4fb0-42b0-96cb-57278b250c90.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/_indices/bed6140c-b15a-454e-83a4-d66520397899/bitmap_page_lookup.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/_indices/e034c4d8-77cd-422c-8855-209eed8deff8/page_data.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/_indices/e034c4d8-77cd-422c-8855-209eed8deff8/page_lookup.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/data/1f29c4b8-24ba-4f50-8d07-3b0b5c1b4f3f.lance '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_indices/ca9b1111-abfc-4fde-b4cc-8e667b84e65d/index.idx '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_indices/dc833a6e-a710-48aa-af24-9ab80f30700c/index.idx '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_transactions/3-f68af88b-ea42-4fec-9feb-2b5bb3f48223.txn '
        'test_data/v0.21.0/bad_index_fragment_bitmap/data/0e45e8ed-1d98-4e07-a4a6-67ca3d194291.lance '
        'test_data/v0.21.0/bad_index_fragment_bitmap/data/c042e881-07a6-4a65-96b9-c3f31ea3bb47.lance '
        'test_data/v0.21.0/datagen.py test_data/v0.27.1/datagen.py '
        'test_data/v0.27.1/pq_in_schema/_indices/14a2a13d-1c6f-400c-b59c-8e2d10b9b68b/auxiliary.idx '
        'test_data/v0.27.1/pq_in_schema/_indices/14a2a13d-1c6f-400c-b59c-8e2d10b9b68b/index.idx '
        'test_data/v0.27.1/pq_in_schema/_transactions/0-4b987a2d-8b20-490b-932c-2bb38d698c9b.txn '
        'test_data/v0.27.1/pq_in_schema/_transactions/1-48e2dc5c-62bc-48eb-a405-fff30b13672a.txn '
        'test_data/v0.27.1/pq_in_schema/data/9a05591c-9c05-4599-8d0f-40b36f27a313.lance '
        'test_data/v0.30.0_pre_created_at/datagen.py '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_indices/37929a30-7178-4a99-bcca-2eaaa3b08b46/auxiliary.idx '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_indices/37929a30-7178-4a99-bcca-2eaaa3b08b46/index.idx '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_transactions/0-cb394555-000a-4095-90ee-27bec3198cfd.txn '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_transactions/1-8a99df29-e12c-4628-81c5-1631ff344494.txn '
        'test_data/v0.5.9/datagen.py test_data/v0.7.5/datagen.py '
        'test_data/v0.7.5/with_deletions/_deletions/0-1-8958018423523767581.arrow '
        'test_data/v0.7.5/with_deletions/_transactions/0-304ab2ef-f7bc-47b8-aeb6-9110ec67bf98.txn '
        'test_data/v0.7.5/with_deletions/_transactions/1-1baf3405-66ab-4668-9578-5c333acd0440.txn '
        'test_data/v0.7.5/with_deletions/data/016c15dc-2c94-4382-b7a4-2c7def9c3897.lance '
        'test_data/v0.8.0/datagen.py '
        'test_data/v0.8.0/migrated_from_v0.7.5/_deletions/0-1-8958018423523767581.arrow '
        'test_data/v0.8.0/migrated_from_v0.7.5/data/016c15dc-2c94-4382-b7a4-2c7def9c3897.lance '
        'test_data/v0.8.0/migrated_from_v0.7.5/data/e6574672-b3cb-4bc7-92a8-db8754dac368.lance '
        'test_data/v0.8.14/corrupt_index/_indices/d32dac97-985b-4628-b1b4-e4b64947e115/index.idx '
        'test_data/v0.8.14/corrupt_index/_indices/f358a219-95e8-4956-be35-0835f2bed10f/index.idx'
    ),
    'test_data/0.27.0/legacy_fts_index/_indices/14e07e1c-324a-4bae-bc3a-753ed66d41fc': (
        'docs.lance invert.lance tokens.lance'
    ),
    'test_data/v0.10.5/corrupt_schema/_transactions': (
        '0-4daea2b4-b38b-4542-af0c-5a839ceab54a.txn 1-99519b7f-c80f-4961-bacc-d556df5ae798.txn '
        '2-b9f7655d-01e1-4fa7-8ca2-ddc646564fb8.txn 3-90bc5dd5-204d-42ba-b39a-65f2abce1602.txn '
        '4-dffa23f0-c357-4935-a9c1-e286099b5533.txn 5-8bfb238d-4a29-4582-ab7d-8c53e2253e47.txn'
    ),
    'test_data/v0.10.5/corrupt_schema/data': (
        '083d1c7c-b0d2-4ff3-b7ff-4237ea586491.lance 25c37abd-c753-419b-b420-4847ce2de5a1.lance '
        '2c8a0da6-1ace-4b1c-baf0-ed48b04996dc.lance ac0bf34e-0e0d-4e3b-ae7e-ab247cae5f77.lance '
        'c888f970-b7b3-4efb-9293-d7c6dc4996d2.lance cbe16da7-b812-43a1-87f1-521470dfed32.lance'
    ),
    'test_data/v0.16.0/wrong_data_version_can_fix.lance/data': (
        '069af2f1-d802-4500-853d-99bae9d3861a.lance 50c1bd24-4571-40d0-b0a9-cc072e48837a.lance '
        '77548e41-fcc4-49ec-a7a9-fe8f84b98a31.lance'
    ),
    'test_data/v0.16.0/wrong_data_version_no_fix.lance/_transactions': (
        '0-3c5e65ef-fc3b-4403-800f-b6249f39fdb3.txn 0-60c63cfd-0ad8-438d-aeaf-e60a31ac4f2c.txn '
        '2-1278c5fc-ce0f-4aa5-ada9-9bb2d8775d20.txn'
    ),
    'test_data/v0.16.0/wrong_data_version_no_fix.lance/data': (
        '2d3f6312-f9a4-4fd4-b8a8-6e80a36f083b.lance 4050abe6-aa7d-4d2d-8383-1d59e4ad8759.lance '
        '518e8ab1-f105-4e72-a615-15e82f0c47bd.lance 693e4fef-9404-4166-8bd7-b44841f261fd.lance'
    ),
    'test_data/v0.20.0/old_btree_bitmap_indices.lance/_transactions': (
        '0-ca14443d-4119-474d-a32d-ae6c59288e9a.txn 1-6c1bfc70-d75f-4b58-84ec-aee73e2389d6.txn '
        '2-70cf21e4-8f6d-4d41-b303-3dc1ee959c0b.txn'
    ),
    'test_data/v0.8.0/migrated_from_v0.7.5/_transactions': (
        '0-304ab2ef-f7bc-47b8-aeb6-9110ec67bf98.txn 1-1baf3405-66ab-4668-9578-5c333acd0440.txn '
        '2-8e340735-2a60-438b-9cf0-ec662fb25f1a.txn'
    ),
    'test_data/v0.8.14/corrupt_index/_transactions': (
        '0-c4ece134-3d52-41a8-b2ec-0fb9fff76c35.txn 1-cac38053-d1b8-4ff5-b34c-0e47b41c1b56.txn '
        '2-f3ac6254-2471-4c8a-8183-e529af6d2603.txn 3-e08f185e-5734-4533-bee5-325567f2221a.txn '
        '4-2536db77-3757-414b-a525-f8f3288e9d80.txn'
    ),
    'test_data/v0.8.14/corrupt_index/data': (
        '03c1a82b-a745-4bfe-8413-9441e4ed216e.lance 2f786e97-1d4c-43e5-bc32-6f7a444396f1.lance '
        '34199dea-ca38-460b-af71-a816b0f093a1.lance 37ff0067-df64-4ba7-8c50-2086eb2b8127.lance '
        '4062824b-36bd-42e6-9283-22e9f29dc5ed.lance 4d41cc61-800b-46b0-a548-893a35201cf1.lance '
        '66c4453b-7e80-411d-8508-e7f6dfeb693e.lance 7ac6d965-4d35-4e2b-825b-f4a4a8be9024.lance '
        '86d11ae4-4a8f-48bc-b1b8-3c850a67c871.lance cd32d611-941e-4aa9-88c4-72193c618255.lance '
        'ec05a2ea-2387-45a0-a146-1208997c4f12.lance'
    ),
}

LANCE_FRAGMENTS_KIND = {
    '': (
        'test_data/0.27.0/legacy_fts_index/data/c0368529-7cb7-41c6-b159-edbfc1fd4735.lance '
        'test_data/0.36.0/btree_in_index_pkg.lance/data/26637990-d7f6-43ab-be33-068e25a4895b.lance '
        'test_data/v0.15.0/v1_with_files.lance/data/320f7c03-94b1-4107-941f-eaab4a75792d.lance '
        'test_data/v0.15.0/v1_with_files.lance/data/7e7057e4-81a6-41b1-a44b-5c1285b1a8f8.lance '
        'test_data/v0.15.0/v2_with_files.lance/data/38639abd-798b-4005-87a1-39d7a151ee30.lance '
        'test_data/v0.15.0/v2_with_files.lance/data/f52fd5c9-0c86-4e22-828c-cd9121ac0217.lance '
        'test_data/v0.18.2/index_no_details.lance/data/78e5b8c8-4fb0-42b0-96cb-57278b250c90.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/data/1f29c4b8-24ba-4f50-8d07-3b0b5c1b4f3f.lance '
        'test_data/v0.21.0/bad_index_fragment_bitmap/data/0e45e8ed-1d98-4e07-a4a6-67ca3d194291.lance '
        'test_data/v0.21.0/bad_index_fragment_bitmap/data/c042e881-07a6-4a65-96b9-c3f31ea3bb47.lance '
        'test_data/v0.27.1/pq_in_schema/data/9a05591c-9c05-4599-8d0f-40b36f27a313.lance '
        'test_data/v0.7.5/with_deletions/data/016c15dc-2c94-4382-b7a4-2c7def9c3897.lance '
        'test_data/v0.8.0/migrated_from_v0.7.5/data/016c15dc-2c94-4382-b7a4-2c7def9c3897.lance '
        'test_data/v0.8.0/migrated_from_v0.7.5/data/e6574672-b3cb-4bc7-92a8-db8754dac368.lance'
    ),
    'test_data/v0.10.5/corrupt_schema/data': (
        '083d1c7c-b0d2-4ff3-b7ff-4237ea586491.lance 25c37abd-c753-419b-b420-4847ce2de5a1.lance '
        '2c8a0da6-1ace-4b1c-baf0-ed48b04996dc.lance ac0bf34e-0e0d-4e3b-ae7e-ab247cae5f77.lance '
        'c888f970-b7b3-4efb-9293-d7c6dc4996d2.lance cbe16da7-b812-43a1-87f1-521470dfed32.lance'
    ),
    'test_data/v0.16.0/wrong_data_version_can_fix.lance/data': (
        '069af2f1-d802-4500-853d-99bae9d3861a.lance 50c1bd24-4571-40d0-b0a9-cc072e48837a.lance '
        '77548e41-fcc4-49ec-a7a9-fe8f84b98a31.lance'
    ),
    'test_data/v0.16.0/wrong_data_version_no_fix.lance/data': (
        '2d3f6312-f9a4-4fd4-b8a8-6e80a36f083b.lance 4050abe6-aa7d-4d2d-8383-1d59e4ad8759.lance '
        '518e8ab1-f105-4e72-a615-15e82f0c47bd.lance 693e4fef-9404-4166-8bd7-b44841f261fd.lance'
    ),
    'test_data/v0.8.14/corrupt_index/data': (
        '03c1a82b-a745-4bfe-8413-9441e4ed216e.lance 2f786e97-1d4c-43e5-bc32-6f7a444396f1.lance '
        '34199dea-ca38-460b-af71-a816b0f093a1.lance 37ff0067-df64-4ba7-8c50-2086eb2b8127.lance '
        '4062824b-36bd-42e6-9283-22e9f29dc5ed.lance 4d41cc61-800b-46b0-a548-893a35201cf1.lance '
        '66c4453b-7e80-411d-8508-e7f6dfeb693e.lance 7ac6d965-4d35-4e2b-825b-f4a4a8be9024.lance '
        '86d11ae4-4a8f-48bc-b1b8-3c850a67c871.lance cd32d611-941e-4aa9-88c4-72193c618255.lance '
        'ec05a2ea-2387-45a0-a146-1208997c4f12.lance'
    ),
}

LANCE_FRAGMENTS_OTHER = {
    '': (
        'test_data/.gitignore test_data/0.27.0/datagen.py '
        'test_data/0.27.0/legacy_fts_index/_transactions/0-875aef9e-a0ef-4ce1-b0ca-a8d468348218.txn '
        'test_data/0.27.0/legacy_fts_index/_transactions/1-47e0fae7-c934-4d76-bf3a-ff72e77687ab.txn '
        'test_data/0.27.0/legacy_fts_index/_versions/1.manifest '
        'test_data/0.27.0/legacy_fts_index/_versions/2.manifest test_data/0.36.0/README.md '
        'test_data/0.36.0/btree_in_index_pkg.lance/_indices/a71ff08b-bb4c-4f4d-9cd0-a88e2684fc7b/page_data.lance '
        'test_data/0.36.0/btree_in_index_pkg.lance/_indices/a71ff08b-bb4c-4f4d-9cd0-a88e2684fc7b/page_lookup.lance '
        'test_data/0.36.0/btree_in_index_pkg.lance/_transactions/0-0016483e-4bb6-445e-a414-378c7a67ec1d.txn '
        'test_data/0.36.0/btree_in_index_pkg.lance/_transactions/1-5d10dd5e-2efc-4352-a341-004c47726b06.txn '
        'test_data/0.36.0/btree_in_index_pkg.lance/_versions/1.manifest '
        'test_data/0.36.0/btree_in_index_pkg.lance/_versions/2.manifest test_data/0.36.0/datagen.py '
        'test_data/readme.md test_data/v0.10.5/corrupt_schema/_latest.manifest test_data/v0.10.5/datagen.py '
        'test_data/v0.15.0/README.md test_data/v0.15.0/v1_no_files.lance/_latest.manifest '
        'test_data/v0.15.0/v1_no_files.lance/_transactions/0-4a3f63b9-e75a-42ed-8dad-b737ebd29e5f.txn '
        'test_data/v0.15.0/v1_no_files.lance/_transactions/0-b2bbb126-958f-48ef-81f7-b33deac71663.txn '
        'test_data/v0.15.0/v1_no_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v1_with_files.lance/_latest.manifest '
        'test_data/v0.15.0/v1_with_files.lance/_transactions/0-d8a059b3-345b-477b-bcf6-f3ee3692e871.txn '
        'test_data/v0.15.0/v1_with_files.lance/_transactions/0-df497a43-e5ae-4dd1-84da-3fb991ff858a.txn '
        'test_data/v0.15.0/v1_with_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v2_no_files.lance/_latest.manifest '
        'test_data/v0.15.0/v2_no_files.lance/_transactions/0-131fefa6-74ca-4b2f-92b3-5fe9a5aa7eb4.txn '
        'test_data/v0.15.0/v2_no_files.lance/_transactions/0-ffe96c42-4ab0-4b8a-845b-31faa8b24e4d.txn '
        'test_data/v0.15.0/v2_no_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v2_with_files.lance/_latest.manifest '
        'test_data/v0.15.0/v2_with_files.lance/_transactions/0-053f9cac-5295-4222-aa69-1443c8e9ce9d.txn '
        'test_data/v0.15.0/v2_with_files.lance/_transactions/0-c1bab3c1-6e53-4eed-92c2-0e6496996785.txn '
        'test_data/v0.15.0/v2_with_files.lance/_versions/1.manifest '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_latest.manifest '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_transactions/0-5dad8b75-f89c-4811-9965-3a3b5de71072.txn '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_transactions/0-804c7ee1-f67b-4506-82f9-ef13d6b2e65e.txn '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_versions/1.manifest '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_versions/2.manifest '
        'test_data/v0.16.0/wrong_data_version_no_fix.lance/_latest.manifest '
        'test_data/v0.16.0/wrong_data_version_no_fix.lance/_versions/1.manifest '
        'test_data/v0.16.0/wrong_data_version_no_fix.lance/_versions/2.manifest '
        'test_data/v0.18.2/index_no_details.lance/_indices/f1fc279b-59f2-4617-a3e7-057af5fee009/page_data.lance '
        'test_data/v0.18.2/index_no_details.lance/_indices/f1fc279b-59f2-4617-a3e7-057af5fee009/page_lookup.lance '
        'test_data/v0.18.2/index_no_details.lance/_transactions/0-5690b12b-f47e-401f-828d-e7493702eee9.txn '
        'test_data/v0.18.2/index_no_details.lance/_transactions/1-8d8fb153-abd4-43f8-9a8c-005bb7ff0de2.txn '
        'test_data/v0.18.2/index_no_details.lance/_versions/1.manifest '
        'test_data/v0.18.2/index_no_details.lance/_versions/2.manifest '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/_indices/bed6140c-b15a-454e-83a4-d66520397899/bitmap_page_lookup.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/_indices/e034c4d8-77cd-422c-8855-209eed8deff8/page_data.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/_indices/e034c4d8-77cd-422c-8855-209eed8deff8/page_lookup.lance '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_indices/ca9b1111-abfc-4fde-b4cc-8e667b84e65d/index.idx '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_indices/dc833a6e-a710-48aa-af24-9ab80f30700c/index.idx '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_transactions/3-f68af88b-ea42-4fec-9feb-2b5bb3f48223.txn '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_versions/4.manifest test_data/v0.21.0/datagen.py '
        'test_data/v0.27.1/datagen.py '
        'test_data/v0.27.1/pq_in_schema/_indices/14a2a13d-1c6f-400c-b59c-8e2d10b9b68b/auxiliary.idx '
        'test_data/v0.27.1/pq_in_schema/_indices/14a2a13d-1c6f-400c-b59c-8e2d10b9b68b/index.idx '
        'test_data/v0.27.1/pq_in_schema/_transactions/0-4b987a2d-8b20-490b-932c-2bb38d698c9b.txn '
        'test_data/v0.27.1/pq_in_schema/_transactions/1-48e2dc5c-62bc-48eb-a405-fff30b13672a.txn '
        'test_data/v0.27.1/pq_in_schema/_versions/1.manifest '
        'test_data/v0.27.1/pq_in_schema/_versions/2.manifest test_data/v0.30.0_pre_created_at/datagen.py '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_indices/37929a30-7178-4a99-bcca-2eaaa3b08b46/auxiliary.idx '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_indices/37929a30-7178-4a99-bcca-2eaaa3b08b46/index.idx '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_transactions/0-cb394555-000a-4095-90ee-27bec3198cfd.txn '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_transactions/1-8a99df29-e12c-4628-81c5-1631ff344494.txn '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_versions/1.manifest '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_versions/2.manifest '
        'test_data/v0.5.9/datagen.py test_data/v0.5.9/dataset_with_fragments/_latest.manifest '
        'test_data/v0.5.9/no_fragments/_latest.manifest test_data/v0.5.9/no_fragments/_versions/1.manifest '
        'test_data/v0.7.5/datagen.py test_data/v0.7.5/with_deletions/_deletions/0-1-8958018423523767581.arrow '
        'test_data/v0.7.5/with_deletions/_latest.manifest '
        'test_data/v0.7.5/with_deletions/_transactions/0-304ab2ef-f7bc-47b8-aeb6-9110ec67bf98.txn '
        'test_data/v0.7.5/with_deletions/_transactions/1-1baf3405-66ab-4668-9578-5c333acd0440.txn '
        'test_data/v0.7.5/with_deletions/_versions/1.manifest '
        'test_data/v0.7.5/with_deletions/_versions/2.manifest test_data/v0.8.0/datagen.py '
        'test_data/v0.8.0/migrated_from_v0.7.5/_deletions/0-1-8958018423523767581.arrow '
        'test_data/v0.8.0/migrated_from_v0.7.5/_latest.manifest '
        'test_data/v0.8.14/corrupt_index/_indices/d32dac97-985b-4628-b1b4-e4b64947e115/index.idx '
        'test_data/v0.8.14/corrupt_index/_indices/f358a219-95e8-4956-be35-0835f2bed10f/index.idx '
        'test_data/v0.8.14/corrupt_index/_latest.manifest'
    ),
    'test_data/0.27.0/legacy_fts_index/_indices/14e07e1c-324a-4bae-bc3a-753ed66d41fc': (
        'docs.lance invert.lance tokens.lance'
    ),
    'test_data/v0.10.5/corrupt_schema/_transactions': (
        '0-4daea2b4-b38b-4542-af0c-5a839ceab54a.txn 1-99519b7f-c80f-4961-bacc-d556df5ae798.txn '
        '2-b9f7655d-01e1-4fa7-8ca2-ddc646564fb8.txn 3-90bc5dd5-204d-42ba-b39a-65f2abce1602.txn '
        '4-dffa23f0-c357-4935-a9c1-e286099b5533.txn 5-8bfb238d-4a29-4582-ab7d-8c53e2253e47.txn'
    ),
    'test_data/v0.10.5/corrupt_schema/_versions': (
        '1.manifest 2.manifest 3.manifest 4.manifest 5.manifest 6.manifest'
    ),
    'test_data/v0.16.0/wrong_data_version_no_fix.lance/_transactions': (
        '0-3c5e65ef-fc3b-4403-800f-b6249f39fdb3.txn 0-60c63cfd-0ad8-438d-aeaf-e60a31ac4f2c.txn '
        '2-1278c5fc-ce0f-4aa5-ada9-9bb2d8775d20.txn'
    ),
    'test_data/v0.20.0/old_btree_bitmap_indices.lance/_transactions': (
        '0-ca14443d-4119-474d-a32d-ae6c59288e9a.txn 1-6c1bfc70-d75f-4b58-84ec-aee73e2389d6.txn '
        '2-70cf21e4-8f6d-4d41-b303-3dc1ee959c0b.txn'
    ),
    'test_data/v0.20.0/old_btree_bitmap_indices.lance/_versions': (
        '1.manifest 2.manifest 3.manifest'
    ),
    'test_data/v0.5.9/dataset_with_fragments/_versions': (
        '1.manifest 2.manifest 3.manifest'
    ),
    'test_data/v0.8.0/migrated_from_v0.7.5/_transactions': (
        '0-304ab2ef-f7bc-47b8-aeb6-9110ec67bf98.txn 1-1baf3405-66ab-4668-9578-5c333acd0440.txn '
        '2-8e340735-2a60-438b-9cf0-ec662fb25f1a.txn'
    ),
    'test_data/v0.8.0/migrated_from_v0.7.5/_versions': (
        '1.manifest 2.manifest 3.manifest'
    ),
    'test_data/v0.8.14/corrupt_index/_transactions': (
        '0-c4ece134-3d52-41a8-b2ec-0fb9fff76c35.txn 1-cac38053-d1b8-4ff5-b34c-0e47b41c1b56.txn '
        '2-f3ac6254-2471-4c8a-8183-e529af6d2603.txn 3-e08f185e-5734-4533-bee5-325567f2221a.txn '
        '4-2536db77-3757-414b-a525-f8f3288e9d80.txn'
    ),
    'test_data/v0.8.14/corrupt_index/_versions': (
        '1.manifest 2.manifest 3.manifest 4.manifest 5.manifest'
    ),
}

LANCE_TRANSACTIONS_KIND = {
    '': (
        'test_data/0.27.0/legacy_fts_index/_transactions/0-875aef9e-a0ef-4ce1-b0ca-a8d468348218.txn '
        'test_data/0.27.0/legacy_fts_index/_transactions/1-47e0fae7-c934-4d76-bf3a-ff72e77687ab.txn '
        'test_data/0.36.0/btree_in_index_pkg.lance/_transactions/0-0016483e-4bb6-445e-a414-378c7a67ec1d.txn '
        'test_data/0.36.0/btree_in_index_pkg.lance/_transactions/1-5d10dd5e-2efc-4352-a341-004c47726b06.txn '
        'test_data/v0.15.0/v1_no_files.lance/_transactions/0-4a3f63b9-e75a-42ed-8dad-b737ebd29e5f.txn '
        'test_data/v0.15.0/v1_no_files.lance/_transactions/0-b2bbb126-958f-48ef-81f7-b33deac71663.txn '
        'test_data/v0.15.0/v1_with_files.lance/_transactions/0-d8a059b3-345b-477b-bcf6-f3ee3692e871.txn '
        'test_data/v0.15.0/v1_with_files.lance/_transactions/0-df497a43-e5ae-4dd1-84da-3fb991ff858a.txn '
        'test_data/v0.15.0/v2_no_files.lance/_transactions/0-131fefa6-74ca-4b2f-92b3-5fe9a5aa7eb4.txn '
        'test_data/v0.15.0/v2_no_files.lance/_transactions/0-ffe96c42-4ab0-4b8a-845b-31faa8b24e4d.txn '
        'test_data/v0.15.0/v2_with_files.lance/_transactions/0-053f9cac-5295-4222-aa69-1443c8e9ce9d.txn '
        'test_data/v0.15.0/v2_with_files.lance/_transactions/0-c1bab3c1-6e53-4eed-92c2-0e6496996785.txn '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_transactions/0-5dad8b75-f89c-4811-9965-3a3b5de71072.txn '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_transactions/0-804c7ee1-f67b-4506-82f9-ef13d6b2e65e.txn '
        'test_data/v0.18.2/index_no_details.lance/_transactions/0-5690b12b-f47e-401f-828d-e7493702eee9.txn '
        'test_data/v0.18.2/index_no_details.lance/_transactions/1-8d8fb153-abd4-43f8-9a8c-005bb7ff0de2.txn '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_transactions/3-f68af88b-ea42-4fec-9feb-2b5bb3f48223.txn '
        'test_data/v0.27.1/pq_in_schema/_transactions/0-4b987a2d-8b20-490b-932c-2bb38d698c9b.txn '
        'test_data/v0.27.1/pq_in_schema/_transactions/1-48e2dc5c-62bc-48eb-a405-fff30b13672a.txn '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_transactions/0-cb394555-000a-4095-90ee-27bec3198cfd.txn '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_transactions/1-8a99df29-e12c-4628-81c5-1631ff344494.txn '
        'test_data/v0.7.5/with_deletions/_transactions/0-304ab2ef-f7bc-47b8-aeb6-9110ec67bf98.txn '
        'test_data/v0.7.5/with_deletions/_transactions/1-1baf3405-66ab-4668-9578-5c333acd0440.txn'
    ),
    'test_data/v0.10.5/corrupt_schema/_transactions': (
        '0-4daea2b4-b38b-4542-af0c-5a839ceab54a.txn 1-99519b7f-c80f-4961-bacc-d556df5ae798.txn '
        '2-b9f7655d-01e1-4fa7-8ca2-ddc646564fb8.txn 3-90bc5dd5-204d-42ba-b39a-65f2abce1602.txn '
        '4-dffa23f0-c357-4935-a9c1-e286099b5533.txn 5-8bfb238d-4a29-4582-ab7d-8c53e2253e47.txn'
    ),
    'test_data/v0.16.0/wrong_data_version_no_fix.lance/_transactions': (
        '0-3c5e65ef-fc3b-4403-800f-b6249f39fdb3.txn 0-60c63cfd-0ad8-438d-aeaf-e60a31ac4f2c.txn '
        '2-1278c5fc-ce0f-4aa5-ada9-9bb2d8775d20.txn'
    ),
    'test_data/v0.20.0/old_btree_bitmap_indices.lance/_transactions': (
        '0-ca14443d-4119-474d-a32d-ae6c59288e9a.txn 1-6c1bfc70-d75f-4b58-84ec-aee73e2389d6.txn '
        '2-70cf21e4-8f6d-4d41-b303-3dc1ee959c0b.txn'
    ),
    'test_data/v0.8.0/migrated_from_v0.7.5/_transactions': (
        '0-304ab2ef-f7bc-47b8-aeb6-9110ec67bf98.txn 1-1baf3405-66ab-4668-9578-5c333acd0440.txn '
        '2-8e340735-2a60-438b-9cf0-ec662fb25f1a.txn'
    ),
    'test_data/v0.8.14/corrupt_index/_transactions': (
        '0-c4ece134-3d52-41a8-b2ec-0fb9fff76c35.txn 1-cac38053-d1b8-4ff5-b34c-0e47b41c1b56.txn '
        '2-f3ac6254-2471-4c8a-8183-e529af6d2603.txn 3-e08f185e-5734-4533-bee5-325567f2221a.txn '
        '4-2536db77-3757-414b-a525-f8f3288e9d80.txn'
    ),
}

LANCE_TRANSACTIONS_OTHER = {
    '': (
        'test_data/.gitignore test_data/0.27.0/datagen.py '
        'test_data/0.27.0/legacy_fts_index/_versions/1.manifest '
        'test_data/0.27.0/legacy_fts_index/_versions/2.manifest '
        'test_data/0.27.0/legacy_fts_index/data/c0368529-7cb7-41c6-b159-edbfc1fd4735.lance '
        'test_data/0.36.0/README.md '
        'test_data/0.36.0/btree_in_index_pkg.lance/_indices/a71ff08b-bb4c-4f4d-9cd0-a88e2684fc7b/page_data.lance '
        'test_data/0.36.0/btree_in_index_pkg.lance/_indices/a71ff08b-bb4c-4f4d-9cd0-a88e2684fc7b/page_lookup.lance '
        'test_data/0.36.0/btree_in_index_pkg.lance/_versions/1.manifest '
        'test_data/0.36.0/btree_in_index_pkg.lance/_versions/2.manifest '
        'test_data/0.36.0/btree_in_index_pkg.lance/data/26637990-d7f6-43ab-be33-068e25a4895b.lance '
        'test_data/0.36.0/datagen.py test_data/readme.md test_data/v0.10.5/corrupt_schema/_latest.manifest '
        'test_data/v0.10.5/datagen.py test_data/v0.15.0/README.md '
        'test_data/v0.15.0/v1_no_files.lance/_latest.manifest '
        'test_data/v0.15.0/v1_no_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v1_with_files.lance/_latest.manifest '
        'test_data/v0.15.0/v1_with_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v1_with_files.lance/data/320f7c03-94b1-4107-941f-eaab4a75792d.lance '
        'test_data/v0.15.0/v1_with_files.lance/data/7e7057e4-81a6-41b1-a44b-5c1285b1a8f8.lance '
        'test_data/v0.15.0/v2_no_files.lance/_latest.manifest '
        'test_data/v0.15.0/v2_no_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v2_with_files.lance/_latest.manifest '
        'test_data/v0.15.0/v2_with_files.lance/_versions/1.manifest '
        'test_data/v0.15.0/v2_with_files.lance/data/38639abd-798b-4005-87a1-39d7a151ee30.lance '
        'test_data/v0.15.0/v2_with_files.lance/data/f52fd5c9-0c86-4e22-828c-cd9121ac0217.lance '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_latest.manifest '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_versions/1.manifest '
        'test_data/v0.16.0/wrong_data_version_can_fix.lance/_versions/2.manifest '
        'test_data/v0.16.0/wrong_data_version_no_fix.lance/_latest.manifest '
        'test_data/v0.16.0/wrong_data_version_no_fix.lance/_versions/1.manifest '
        'test_data/v0.16.0/wrong_data_version_no_fix.lance/_versions/2.manifest '
        'test_data/v0.18.2/index_no_details.lance/_indices/f1fc279b-59f2-4617-a3e7-057af5fee009/page_data.lance '
        'test_data/v0.18.2/index_no_details.lance/_indices/f1fc279b-59f2-4617-a3e7-057af5fee009/page_lookup.lance '
        'test_data/v0.18.2/index_no_details.lance/_versions/1.manifest '
        'test_data/v0.18.2/index_no_details.lance/_versions/2.manifest '
        'test_data/v0.18.2/index_no_details.lance/data/78e5b8c8-4fb0-42b0-96cb-57278b250c90.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/_indices/bed6140c-b15a-454e-83a4-d66520397899/bitmap_page_lookup.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/_indices/e034c4d8-77cd-422c-8855-209eed8deff8/page_data.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/_indices/e034c4d8-77cd-422c-8855-209eed8deff8/page_lookup.lance '
        'test_data/v0.20.0/old_btree_bitmap_indices.lance/data/1f29c4b8-24ba-4f50-8d07-3b0b5c1b4f3f.lance '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_indices/ca9b1111-abfc-4fde-b4cc-8e667b84e65d/index.idx '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_indices/dc833a6e-a710-48aa-af24-9ab80f30700c/index.idx '
        'test_data/v0.21.0/bad_index_fragment_bitmap/_versions/4.manifest '
        'test_data/v0.21.0/bad_index_fragment_bitmap/data/0e45e8ed-1d98-4e07-a4a6-67ca3d194291.lance '
        'test_data/v0.21.0/bad_index_fragment_bitmap/data/c042e881-07a6-4a65-96b9-c3f31ea3bb47.lance '
        'test_data/v0.21.0/datagen.py test_data/v0.27.1/datagen.py '
        'test_data/v0.27.1/pq_in_schema/_indices/14a2a13d-1c6f-400c-b59c-8e2d10b9b68b/auxiliary.idx '
        'test_data/v0.27.1/pq_in_schema/_indices/14a2a13d-1c6f-400c-b59c-8e2d10b9b68b/index.idx '
        'test_data/v0.27.1/pq_in_schema/_versions/1.manifest '
        'test_data/v0.27.1/pq_in_schema/_versions/2.manifest '
        'test_data/v0.27.1/pq_in_schema/data/9a05591c-9c05-4599-8d0f-40b36f27a313.lance '
        'test_data/v0.30.0_pre_created_at/datagen.py '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_indices/37929a30-7178-4a99-bcca-2eaaa3b08b46/auxiliary.idx '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_indices/37929a30-7178-4a99-bcca-2eaaa3b08b46/index.idx '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_versions/1.manifest '
        'test_data/v0.30.0_pre_created_at/index_without_created_at/_versions/2.manifest '
        'test_data/v0.5.9/datagen.py test_data/v0.5.9/dataset_with_fragments/_latest.manifest '
        'test_data/v0.5.9/no_fragments/_latest.manifest test_data/v0.5.9/no_fragments/_versions/1.manifest '
        'test_data/v0.7.5/datagen.py test_data/v0.7.5/with_deletions/_deletions/0-1-8958018423523767581.arrow '
        'test_data/v0.7.5/with_deletions/_latest.manifest '
        'test_data/v0.7.5/with_deletions/_versions/1.manifest '
        'test_data/v0.7.5/with_deletions/_versions/2.manifest '
        'test_data/v0.7.5/with_deletions/data/016c15dc-2c94-4382-b7a4-2c7def9c3897.lance '
        'test_data/v0.8.0/datagen.py '
        'test_data/v0.8.0/migrated_from_v0.7.5/_deletions/0-1-8958018423523767581.arrow '
        'test_data/v0.8.0/migrated_from_v0.7.5/_latest.manifest '
        'test_data/v0.8.0/migrated_from_v0.7.5/data/016c15dc-2c94-4382-b7a4-2c7def9c3897.lance '
        'test_data/v0.8.0/migrated_from_v0.7.5/data/e6574672-b3cb-4bc7-92a8-db8754dac368.lance '
        'test_data/v0.8.14/corrupt_index/_indices/d32dac97-985b-4628-b1b4-e4b64947e115/index.idx '
        'test_data/v0.8.14/corrupt_index/_indices/f358a219-95e8-4956-be35-0835f2bed10f/index.idx '
        'test_data/v0.8.14/corrupt_index/_latest.manifest'
    ),
    'test_data/0.27.0/legacy_fts_index/_indices/14e07e1c-324a-4bae-bc3a-753ed66d41fc': (
        'docs.lance invert.lance tokens.lance'
    ),
    'test_data/v0.10.5/corrupt_schema/_versions': (
        '1.manifest 2.manifest 3.manifest 4.manifest 5.manifest 6.manifest'
    ),
    'test_data/v0.10.5/corrupt_schema/data': (
        '083d1c7c-b0d2-4ff3-b7ff-4237ea586491.lance 25c37abd-c753-419b-b420-4847ce2de5a1.lance '
        '2c8a0da6-1ace-4b1c-baf0-ed48b04996dc.lance ac0bf34e-0e0d-4e3b-ae7e-ab247cae5f77.lance '
        'c888f970-b7b3-4efb-9293-d7c6dc4996d2.lance cbe16da7-b812-43a1-87f1-521470dfed32.lance'
    ),
    'test_data/v0.16.0/wrong_data_version_can_fix.lance/data': (
        '069af2f1-d802-4500-853d-99bae9d3861a.lance 50c1bd24-4571-40d0-b0a9-cc072e48837a.lance '
        '77548e41-fcc4-49ec-a7a9-fe8f84b98a31.lance'
    ),
    'test_data/v0.16.0/wrong_data_version_no_fix.lance/data': (
        '2d3f6312-f9a4-4fd4-b8a8-6e80a36f083b.lance 4050abe6-aa7d-4d2d-8383-1d59e4ad8759.lance '
        '518e8ab1-f105-4e72-a615-15e82f0c47bd.lance 693e4fef-9404-4166-8bd7-b44841f261fd.lance'
    ),
    'test_data/v0.20.0/old_btree_bitmap_indices.lance/_versions': (
        '1.manifest 2.manifest 3.manifest'
    ),
    'test_data/v0.5.9/dataset_with_fragments/_versions': (
        '1.manifest 2.manifest 3.manifest'
    ),
    'test_data/v0.8.0/migrated_from_v0.7.5/_versions': (
        '1.manifest 2.manifest 3.manifest'
    ),
    'test_data/v0.8.14/corrupt_index/_versions': (
        '1.manifest 2.manifest 3.manifest 4.manifest 5.manifest'
    ),
    'test_data/v0.8.14/corrupt_index/data': (
        '03c1a82b-a745-4bfe-8413-9441e4ed216e.lance 2f786e97-1d4c-43e5-bc32-6f7a444396f1.lance '
        '34199dea-ca38-460b-af71-a816b0f093a1.lance 37ff0067-df64-4ba7-8c50-2086eb2b8127.lance '
        '4062824b-36bd-42e6-9283-22e9f29dc5ed.lance 4d41cc61-800b-46b0-a548-893a35201cf1.lance '
        '66c4453b-7e80-411d-8508-e7f6dfeb693e.lance 7ac6d965-4d35-4e2b-825b-f4a4a8be9024.lance '
        '86d11ae4-4a8f-48bc-b1b8-3c850a67c871.lance cd32d611-941e-4aa9-88c4-72193c618255.lance '
        'ec05a2ea-2387-45a0-a146-1208997c4f12.lance'
    ),
}

RADVOR_KIND = {
    'data/radolan/radvor': (
        'RE2210180700_000.gz RE2210180700_005.gz RE2210180700_010.gz RE2210180700_015.gz RE2210180700_020.gz '
        'RE2210180700_025.gz RE2210180700_030.gz RE2210180700_035.gz RE2210180700_040.gz RE2210180700_045.gz '
        'RE2210180700_050.gz RE2210180700_055.gz RE2210180700_060.gz RE2210180700_065.gz RE2210180700_070.gz '
        'RE2210180700_075.gz RE2210180700_080.gz RE2210180700_085.gz RE2210180700_090.gz RE2210180700_095.gz '
        'RE2210180700_100.gz RE2210180700_105.gz RE2210180700_110.gz RE2210180700_115.gz RE2210180700_120.gz '
        'RQ2210180700_000.gz RQ2210180700_060.gz RQ2210180700_120.gz'
    ),
}

RADVOR_OTHER = {
    '': (
        '.github/dependabot.yml .github/workflows/ci.yaml .github/workflows/pypi-release.yml LICENSE '
        'MANIFEST.in README.md ci/environment.yml data/furuno/0080_20210730_160000_01_02.scn.gz '
        'data/furuno/2006_20220324_000000_000.scnx.gz '
        'data/gpm/2A-CS-151E24S154E30S.GPM.Ku.V7-20170308.20141206-S095002-E095137.004383.V05A.HDF5 '
        'data/gpm/2A-RW-BRS.GPM.Ku.V6-20160118.20141206-S095002-E095137.004383.V04A.HDF5 '
        'data/radolan/asc/RW-20221018.tar.gz data/radolan/radvor/DE1200_RV2210180700.tar.bz2 '
        'data/rainbow/2013051000000600dBZ.vol data/rainbow/2013070308340000dBuZ.azi pyproject.toml '
        'requirements.txt wradlib_data/dataset.py wradlib_data/registry.txt'
    ),
    'data/dx': (
        'raa00-dx_10908-0806021655-fbg---bin.gz raa00-dx_10908-0806021735-fbg---bin.gz '
        'raa00-dx_10908-0806021740-fbg---bin.gz raa00-dx_10908-0806021745-fbg---bin.gz '
        'raa00-dx_10908-200608281420-fbg---bin.gz recipe1_data.zip sample.dx.gz'
    ),
    'data/geo': (
        'N38W028.SRTMGL3.hgt.zip N38W029.SRTMGL3.hgt.zip N39W028.SRTMGL3.hgt.zip N39W029.SRTMGL3.hgt.zip '
        'bangladesh.tif bonn_gtopo.tif bonn_new.tif ne_10m_admin_0_boundary_lines_land.dbf '
        'ne_10m_admin_0_boundary_lines_land.prj ne_10m_admin_0_boundary_lines_land.shp '
        'ne_10m_admin_0_boundary_lines_land.shx ne_10m_admin_0_countries.dbf ne_10m_admin_0_countries.prj '
        'ne_10m_admin_0_countries.shp ne_10m_admin_0_countries.shx ne_10m_lakes.dbf ne_10m_lakes.prj '
        'ne_10m_lakes.shp ne_10m_lakes.shx ne_10m_rivers_lake_centerlines.dbf '
        'ne_10m_rivers_lake_centerlines.prj ne_10m_rivers_lake_centerlines.shp '
        'ne_10m_rivers_lake_centerlines.shx rivers_asia_37331.dbf rivers_asia_37331.prj rivers_asia_37331.shp '
        'rivers_asia_37331.shx'
    ),
    'data/hdf5': (
        '20130429043000.rad.bewid.pvol.dbzh.scan1.hdf 2014-06-09--185000.rhi.mvol 2014-08-10--182000.ppi.mvol '
        '2014-08-10--18_20_00,00.mvol 40_20181220_060630.pvol.h5 40_20181220_061230.pvol.h5 '
        '71_20181220_060628.pvol.h5 71_20181220_061228.pvol.h5 DWD-Vol-2_99999_20180601054047_00.h5 '
        'IDR66_20100206_111233.vol.h5 IDR66_20141206_094829.vol.h5 '
        'SAFNWC_MSG3_CT___201304290415_BEL_________.h5 TAG_cmap_sweeps_0204050607.hdf5 behel.pvol.hdf '
        'bejab.pvol.hdf belgium.comp.hdf bewid.pvol.hdf knmi_polar_volume.h5 polar_rhi_dBZ_bonn.h5 '
        'rainsum_boxpol_20140609.h5'
    ),
    'data/hdf5/behel': (
        '20200207130000.rad.behel.pvol.dbzh.scanz.hdf 20200207130000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207130000.rad.behel.pvol.vrad.scanz.hdf 20200207130000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207130500.rad.behel.pvol.dbzh.scanz.hdf 20200207130500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207130500.rad.behel.pvol.vrad.scanz.hdf 20200207130500.rad.behel.pvol.wrad.scanz.hdf '
        '20200207131000.rad.behel.pvol.dbzh.scanz.hdf 20200207131000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207131000.rad.behel.pvol.vrad.scanz.hdf 20200207131000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207131500.rad.behel.pvol.dbzh.scanz.hdf 20200207131500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207131500.rad.behel.pvol.vrad.scanz.hdf 20200207131500.rad.behel.pvol.wrad.scanz.hdf '
        '20200207132000.rad.behel.pvol.dbzh.scanz.hdf 20200207132000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207132000.rad.behel.pvol.vrad.scanz.hdf 20200207132000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207132500.rad.behel.pvol.dbzh.scanz.hdf 20200207132500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207132500.rad.behel.pvol.vrad.scanz.hdf 20200207132500.rad.behel.pvol.wrad.scanz.hdf '
        '20200207133000.rad.behel.pvol.dbzh.scanz.hdf 20200207133000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207133000.rad.behel.pvol.vrad.scanz.hdf 20200207133000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207133500.rad.behel.pvol.dbzh.scanz.hdf 20200207133500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207133500.rad.behel.pvol.vrad.scanz.hdf 20200207133500.rad.behel.pvol.wrad.scanz.hdf'
    ),
    'data/misc': (
        'annual_rainfall_fbg.gz bin_coords_fbg.gz bin_coords_tur.gz hmcp_centroids_df.nc hmcp_centroids_dp.nc '
        'hmcp_weights.nc msf_cband_v1.nc msf_cband_v2.nc msf_xband.gz msf_xband_v1.nc polar_R_fbg.gz '
        'polar_R_tur.gz polar_dBZ_fbg.gz polar_dBZ_tur.gz radiosonde_10410_20140610_1200.h5 '
        'radiosonde_10410_20140610_1200.json target_coords.gz'
    ),
    'data/netcdf': (
        'TAG-20120801-140046-02-D.nc TAG-20120801-140046-02-P.nc TAG-20120801-140046-02-R.nc '
        'TAG-20120801-140046-02-V.nc TAG-20120801-140046-02-VV.nc TAG-20120801-140046-02-VW.nc '
        'TAG-20120801-140046-02-W.nc TAG-20120801-140046-02-Z.nc TAG-20120801-140046-02-ZV.nc '
        'cfrad.20080604_002217_000_SPOL_v36_SUR.nc cfrad.20080604_002217_000_SPOL_v36_SUR_cfradial2.nc '
        'edge_netcdf.nc example_cfradial_ppi.nc example_cfradial_rhi.nc'
    ),
    'data/radolan/grid': (
        'aaigrid.asc aaigrid.prj geotiff.tif'
    ),
    'data/radolan/misc': (
        'raa00-pc_10015-1408030905-dwd---bin.gz raa01-%j_10000-2108010550-dwd---bin.gz '
        'raa01-%m_10000-2108010550-dwd---bin.gz raa01-%y_10000-2108010550-dwd---bin.gz '
        'raa01-ex_10000-1408102050-dwd---bin.gz raa01-rw_10000-1408030950-dwd---bin.gz '
        'raa01-rw_10000-1408102050-dwd---bin.gz raa01-rx_10000-1408102050-dwd---bin.gz '
        'raa01-sf_10000-1305270050-dwd---bin.gz raa01-sf_10000-1305280050-dwd---bin.gz '
        'raa01-sf_10000-1406100050-dwd---bin.gz raa01-sf_10000-1408102050-dwd---bin.gz'
    ),
    'data/radolan/showcase': (
        'raa01-eb_10000-1408102050-dwd---bin.gz raa01-eh_10000-1408102050-dwd---bin.gz '
        'raa01-ew_10000-1408102050-dwd---bin.gz raa01-ex_10000-1408102050-dwd---bin.gz '
        'raa01-ey_10000-1408102050-dwd---bin.gz raa01-ez_10000-1408102050-dwd---bin.gz '
        'raa01-pg_10000-1408102045-dwd---bin.gz raa01-rb_10000-1408102050-dwd---bin.gz '
        'raa01-rh_10000-1408102050-dwd---bin.gz raa01-rl_10000-1408102050-dwd---bin.gz '
        'raa01-ru_10000-1408102050-dwd---bin.gz raa01-rw_10000-1408102050-dwd---bin.gz '
        'raa01-rx_10000-1408102050-dwd---bin.gz raa01-ry_10000-1408102050-dwd---bin.gz '
        'raa01-rz_10000-1408102050-dwd---bin.gz raa01-sf_10000-1408102050-dwd---bin.gz '
        'raa01-sh_10000-1408102050-dwd---bin.gz raa01-sq_10000-1408102050-dwd---bin.gz '
        'raa01-w1_10000-1408110550-dwd---bin.gz raa01-w2_10000-1408110550-dwd---bin.gz '
        'raa01-w3_10000-1408110550-dwd---bin.gz raa01-w4_10000-1408110550-dwd---bin.gz '
        'raa01-wx_10000-1408102050-dwd---bin.gz'
    ),
    'data/shapefiles/agger': (
        'agger_merge.dbf agger_merge.shp agger_merge.shx'
    ),
    'data/shapefiles/freiberger_mulde': (
        'freiberger_mulde.dbf freiberger_mulde.prj freiberger_mulde.qpj freiberger_mulde.shp '
        'freiberger_mulde.shx'
    ),
    'data/sigmet': (
        'SUR160703220000.BAS71P2.gz SUR160703220000.CAP71P6.gz SUR160703220000.HMX71P9.gz '
        'SUR160703220000.MAX71NP.gz SUR160703220000.PPI71P4.gz SUR160703220000.RTI71PG.gz '
        'SUR160703220000.SRI71PF.gz SUR160703220000.THK71P3.gz SUR160703220000.TOP71NY.gz '
        'SUR160703220553.SHE71PH.gz SUR160703221033.RHI71PE.gz SUR210819000227.RAWKPJV '
        'SUR210819000847.RAWKPL0 cor-main131125105503.RAW2049'
    ),
    'data/trmm': (
        '2A-CS-151E24S154E30S.TRMM.PR.2A23.20100206-S111425-E111526.069662.7.HDF '
        '2A-CS-151E24S154E30S.TRMM.PR.2A25.20100206-S111425-E111526.069662.7.HDF '
        '2A-RW-BRS.TRMM.PR.2A23.20100206-S111422-E111519.069662.7.HDF '
        '2A-RW-BRS.TRMM.PR.2A25.20100206-S111422-E111519.069662.7.HDF'
    ),
}

RADOLAN_KIND = {
    'data/dx': (
        'raa00-dx_10908-0806021655-fbg---bin.gz raa00-dx_10908-0806021735-fbg---bin.gz '
        'raa00-dx_10908-0806021740-fbg---bin.gz raa00-dx_10908-0806021745-fbg---bin.gz '
        'raa00-dx_10908-200608281420-fbg---bin.gz'
    ),
    'data/radolan/misc': (
        'raa00-pc_10015-1408030905-dwd---bin.gz raa01-%j_10000-2108010550-dwd---bin.gz '
        'raa01-%m_10000-2108010550-dwd---bin.gz raa01-%y_10000-2108010550-dwd---bin.gz '
        'raa01-ex_10000-1408102050-dwd---bin.gz raa01-rw_10000-1408030950-dwd---bin.gz '
        'raa01-rw_10000-1408102050-dwd---bin.gz raa01-rx_10000-1408102050-dwd---bin.gz '
        'raa01-sf_10000-1305270050-dwd---bin.gz raa01-sf_10000-1305280050-dwd---bin.gz '
        'raa01-sf_10000-1406100050-dwd---bin.gz raa01-sf_10000-1408102050-dwd---bin.gz'
    ),
    'data/radolan/showcase': (
        'raa01-eb_10000-1408102050-dwd---bin.gz raa01-eh_10000-1408102050-dwd---bin.gz '
        'raa01-ew_10000-1408102050-dwd---bin.gz raa01-ex_10000-1408102050-dwd---bin.gz '
        'raa01-ey_10000-1408102050-dwd---bin.gz raa01-ez_10000-1408102050-dwd---bin.gz '
        'raa01-pg_10000-1408102045-dwd---bin.gz raa01-rb_10000-1408102050-dwd---bin.gz '
        'raa01-rh_10000-1408102050-dwd---bin.gz raa01-rl_10000-1408102050-dwd---bin.gz '
        'raa01-ru_10000-1408102050-dwd---bin.gz raa01-rw_10000-1408102050-dwd---bin.gz '
        'raa01-rx_10000-1408102050-dwd---bin.gz raa01-ry_10000-1408102050-dwd---bin.gz '
        'raa01-rz_10000-1408102050-dwd---bin.gz raa01-sf_10000-1408102050-dwd---bin.gz '
        'raa01-sh_10000-1408102050-dwd---bin.gz raa01-sq_10000-1408102050-dwd---bin.gz '
        'raa01-w1_10000-1408110550-dwd---bin.gz raa01-w2_10000-1408110550-dwd---bin.gz '
        'raa01-w3_10000-1408110550-dwd---bin.gz raa01-w4_10000-1408110550-dwd---bin.gz '
        'raa01-wx_10000-1408102050-dwd---bin.gz'
    ),
}

RADOLAN_OTHER = {
    '': (
        '.github/dependabot.yml .github/workflows/ci.yaml .github/workflows/pypi-release.yml LICENSE '
        'MANIFEST.in README.md ci/environment.yml data/dx/recipe1_data.zip data/dx/sample.dx.gz '
        'data/furuno/0080_20210730_160000_01_02.scn.gz data/furuno/2006_20220324_000000_000.scnx.gz '
        'data/gpm/2A-CS-151E24S154E30S.GPM.Ku.V7-20170308.20141206-S095002-E095137.004383.V05A.HDF5 '
        'data/gpm/2A-RW-BRS.GPM.Ku.V6-20160118.20141206-S095002-E095137.004383.V04A.HDF5 '
        'data/radolan/asc/RW-20221018.tar.gz data/rainbow/2013051000000600dBZ.vol '
        'data/rainbow/2013070308340000dBuZ.azi make_registry.py pyproject.toml requirements.txt '
        'wradlib_data/tests/test_dataset.py'
    ),
    'data/geo': (
        'N38W028.SRTMGL3.hgt.zip N38W029.SRTMGL3.hgt.zip N39W028.SRTMGL3.hgt.zip N39W029.SRTMGL3.hgt.zip '
        'bangladesh.tif bonn_gtopo.tif bonn_new.tif ne_10m_admin_0_boundary_lines_land.dbf '
        'ne_10m_admin_0_boundary_lines_land.prj ne_10m_admin_0_boundary_lines_land.shp '
        'ne_10m_admin_0_boundary_lines_land.shx ne_10m_admin_0_countries.dbf ne_10m_admin_0_countries.prj '
        'ne_10m_admin_0_countries.shp ne_10m_admin_0_countries.shx ne_10m_lakes.dbf ne_10m_lakes.prj '
        'ne_10m_lakes.shp ne_10m_lakes.shx ne_10m_rivers_lake_centerlines.dbf '
        'ne_10m_rivers_lake_centerlines.prj ne_10m_rivers_lake_centerlines.shp '
        'ne_10m_rivers_lake_centerlines.shx rivers_asia_37331.dbf rivers_asia_37331.prj rivers_asia_37331.shp '
        'rivers_asia_37331.shx'
    ),
    'data/hdf5': (
        '20130429043000.rad.bewid.pvol.dbzh.scan1.hdf 2014-06-09--185000.rhi.mvol 2014-08-10--182000.ppi.mvol '
        '2014-08-10--18_20_00,00.mvol 40_20181220_060630.pvol.h5 40_20181220_061230.pvol.h5 '
        '71_20181220_060628.pvol.h5 71_20181220_061228.pvol.h5 DWD-Vol-2_99999_20180601054047_00.h5 '
        'IDR66_20100206_111233.vol.h5 IDR66_20141206_094829.vol.h5 '
        'SAFNWC_MSG3_CT___201304290415_BEL_________.h5 TAG_cmap_sweeps_0204050607.hdf5 behel.pvol.hdf '
        'bejab.pvol.hdf belgium.comp.hdf bewid.pvol.hdf knmi_polar_volume.h5 polar_rhi_dBZ_bonn.h5 '
        'rainsum_boxpol_20140609.h5'
    ),
    'data/hdf5/behel': (
        '20200207130000.rad.behel.pvol.dbzh.scanz.hdf 20200207130000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207130000.rad.behel.pvol.vrad.scanz.hdf 20200207130000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207130500.rad.behel.pvol.dbzh.scanz.hdf 20200207130500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207130500.rad.behel.pvol.vrad.scanz.hdf 20200207130500.rad.behel.pvol.wrad.scanz.hdf '
        '20200207131000.rad.behel.pvol.dbzh.scanz.hdf 20200207131000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207131000.rad.behel.pvol.vrad.scanz.hdf 20200207131000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207131500.rad.behel.pvol.dbzh.scanz.hdf 20200207131500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207131500.rad.behel.pvol.vrad.scanz.hdf 20200207131500.rad.behel.pvol.wrad.scanz.hdf '
        '20200207132000.rad.behel.pvol.dbzh.scanz.hdf 20200207132000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207132000.rad.behel.pvol.vrad.scanz.hdf 20200207132000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207132500.rad.behel.pvol.dbzh.scanz.hdf 20200207132500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207132500.rad.behel.pvol.vrad.scanz.hdf 20200207132500.rad.behel.pvol.wrad.scanz.hdf '
        '20200207133000.rad.behel.pvol.dbzh.scanz.hdf 20200207133000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207133000.rad.behel.pvol.vrad.scanz.hdf 20200207133000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207133500.rad.behel.pvol.dbzh.scanz.hdf 20200207133500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207133500.rad.behel.pvol.vrad.scanz.hdf 20200207133500.rad.behel.pvol.wrad.scanz.hdf'
    ),
    'data/misc': (
        'annual_rainfall_fbg.gz bin_coords_fbg.gz bin_coords_tur.gz hmcp_centroids_df.nc hmcp_centroids_dp.nc '
        'hmcp_weights.nc msf_cband_v1.nc msf_cband_v2.nc msf_xband.gz msf_xband_v1.nc polar_R_fbg.gz '
        'polar_R_tur.gz polar_dBZ_fbg.gz polar_dBZ_tur.gz radiosonde_10410_20140610_1200.h5 '
        'radiosonde_10410_20140610_1200.json target_coords.gz'
    ),
    'data/netcdf': (
        'TAG-20120801-140046-02-D.nc TAG-20120801-140046-02-P.nc TAG-20120801-140046-02-R.nc '
        'TAG-20120801-140046-02-V.nc TAG-20120801-140046-02-VV.nc TAG-20120801-140046-02-VW.nc '
        'TAG-20120801-140046-02-W.nc TAG-20120801-140046-02-Z.nc TAG-20120801-140046-02-ZV.nc '
        'cfrad.20080604_002217_000_SPOL_v36_SUR.nc cfrad.20080604_002217_000_SPOL_v36_SUR_cfradial2.nc '
        'edge_netcdf.nc example_cfradial_ppi.nc example_cfradial_rhi.nc'
    ),
    'data/radolan/grid': (
        'aaigrid.asc aaigrid.prj geotiff.tif'
    ),
    'data/radolan/radvor': (
        'DE1200_RV2210180700.tar.bz2 RE2210180700_000.gz RE2210180700_005.gz RE2210180700_010.gz '
        'RE2210180700_015.gz RE2210180700_020.gz RE2210180700_025.gz RE2210180700_030.gz RE2210180700_035.gz '
        'RE2210180700_040.gz RE2210180700_045.gz RE2210180700_050.gz RE2210180700_055.gz RE2210180700_060.gz '
        'RE2210180700_065.gz RE2210180700_070.gz RE2210180700_075.gz RE2210180700_080.gz RE2210180700_085.gz '
        'RE2210180700_090.gz RE2210180700_095.gz RE2210180700_100.gz RE2210180700_105.gz RE2210180700_110.gz '
        'RE2210180700_115.gz RE2210180700_120.gz RQ2210180700_000.gz RQ2210180700_060.gz RQ2210180700_120.gz'
    ),
    'data/shapefiles/agger': (
        'agger_merge.dbf agger_merge.shp agger_merge.shx'
    ),
    'data/shapefiles/freiberger_mulde': (
        'freiberger_mulde.dbf freiberger_mulde.prj freiberger_mulde.qpj freiberger_mulde.shp '
        'freiberger_mulde.shx'
    ),
    'data/sigmet': (
        'SUR160703220000.BAS71P2.gz SUR160703220000.CAP71P6.gz SUR160703220000.HMX71P9.gz '
        'SUR160703220000.MAX71NP.gz SUR160703220000.PPI71P4.gz SUR160703220000.RTI71PG.gz '
        'SUR160703220000.SRI71PF.gz SUR160703220000.THK71P3.gz SUR160703220000.TOP71NY.gz '
        'SUR160703220553.SHE71PH.gz SUR160703221033.RHI71PE.gz SUR210819000227.RAWKPJV '
        'SUR210819000847.RAWKPL0 cor-main131125105503.RAW2049'
    ),
    'data/trmm': (
        '2A-CS-151E24S154E30S.TRMM.PR.2A23.20100206-S111425-E111526.069662.7.HDF '
        '2A-CS-151E24S154E30S.TRMM.PR.2A25.20100206-S111425-E111526.069662.7.HDF '
        '2A-RW-BRS.TRMM.PR.2A23.20100206-S111422-E111519.069662.7.HDF '
        '2A-RW-BRS.TRMM.PR.2A25.20100206-S111422-E111519.069662.7.HDF'
    ),
    'wradlib_data': (
        '__init__.py dataset.py registry.txt'
    ),
}

BEHEL_KIND = {
    'data/hdf5/behel': (
        '20200207130000.rad.behel.pvol.dbzh.scanz.hdf 20200207130000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207130000.rad.behel.pvol.vrad.scanz.hdf 20200207130000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207130500.rad.behel.pvol.dbzh.scanz.hdf 20200207130500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207130500.rad.behel.pvol.vrad.scanz.hdf 20200207130500.rad.behel.pvol.wrad.scanz.hdf '
        '20200207131000.rad.behel.pvol.dbzh.scanz.hdf 20200207131000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207131000.rad.behel.pvol.vrad.scanz.hdf 20200207131000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207131500.rad.behel.pvol.dbzh.scanz.hdf 20200207131500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207131500.rad.behel.pvol.vrad.scanz.hdf 20200207131500.rad.behel.pvol.wrad.scanz.hdf '
        '20200207132000.rad.behel.pvol.dbzh.scanz.hdf 20200207132000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207132000.rad.behel.pvol.vrad.scanz.hdf 20200207132000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207132500.rad.behel.pvol.dbzh.scanz.hdf 20200207132500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207132500.rad.behel.pvol.vrad.scanz.hdf 20200207132500.rad.behel.pvol.wrad.scanz.hdf '
        '20200207133000.rad.behel.pvol.dbzh.scanz.hdf 20200207133000.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207133000.rad.behel.pvol.vrad.scanz.hdf 20200207133000.rad.behel.pvol.wrad.scanz.hdf '
        '20200207133500.rad.behel.pvol.dbzh.scanz.hdf 20200207133500.rad.behel.pvol.rhohv.scanz.hdf '
        '20200207133500.rad.behel.pvol.vrad.scanz.hdf 20200207133500.rad.behel.pvol.wrad.scanz.hdf'
    ),
}

BEHEL_OTHER = {
    '': (
        '.github/dependabot.yml .github/workflows/ci.yaml .github/workflows/pypi-release.yml LICENSE '
        'MANIFEST.in README.md ci/environment.yml data/furuno/0080_20210730_160000_01_02.scn.gz '
        'data/furuno/2006_20220324_000000_000.scnx.gz '
        'data/gpm/2A-CS-151E24S154E30S.GPM.Ku.V7-20170308.20141206-S095002-E095137.004383.V05A.HDF5 '
        'data/gpm/2A-RW-BRS.GPM.Ku.V6-20160118.20141206-S095002-E095137.004383.V04A.HDF5 '
        'data/radolan/asc/RW-20221018.tar.gz data/rainbow/2013051000000600dBZ.vol '
        'data/rainbow/2013070308340000dBuZ.azi make_registry.py pyproject.toml requirements.txt '
        'wradlib_data/tests/test_dataset.py'
    ),
    'data/dx': (
        'raa00-dx_10908-0806021655-fbg---bin.gz raa00-dx_10908-0806021735-fbg---bin.gz '
        'raa00-dx_10908-0806021740-fbg---bin.gz raa00-dx_10908-0806021745-fbg---bin.gz '
        'raa00-dx_10908-200608281420-fbg---bin.gz recipe1_data.zip sample.dx.gz'
    ),
    'data/geo': (
        'N38W028.SRTMGL3.hgt.zip N38W029.SRTMGL3.hgt.zip N39W028.SRTMGL3.hgt.zip N39W029.SRTMGL3.hgt.zip '
        'bangladesh.tif bonn_gtopo.tif bonn_new.tif ne_10m_admin_0_boundary_lines_land.dbf '
        'ne_10m_admin_0_boundary_lines_land.prj ne_10m_admin_0_boundary_lines_land.shp '
        'ne_10m_admin_0_boundary_lines_land.shx ne_10m_admin_0_countries.dbf ne_10m_admin_0_countries.prj '
        'ne_10m_admin_0_countries.shp ne_10m_admin_0_countries.shx ne_10m_lakes.dbf ne_10m_lakes.prj '
        'ne_10m_lakes.shp ne_10m_lakes.shx ne_10m_rivers_lake_centerlines.dbf '
        'ne_10m_rivers_lake_centerlines.prj ne_10m_rivers_lake_centerlines.shp '
        'ne_10m_rivers_lake_centerlines.shx rivers_asia_37331.dbf rivers_asia_37331.prj rivers_asia_37331.shp '
        'rivers_asia_37331.shx'
    ),
    'data/hdf5': (
        '20130429043000.rad.bewid.pvol.dbzh.scan1.hdf 2014-06-09--185000.rhi.mvol 2014-08-10--182000.ppi.mvol '
        '2014-08-10--18_20_00,00.mvol 40_20181220_060630.pvol.h5 40_20181220_061230.pvol.h5 '
        '71_20181220_060628.pvol.h5 71_20181220_061228.pvol.h5 DWD-Vol-2_99999_20180601054047_00.h5 '
        'IDR66_20100206_111233.vol.h5 IDR66_20141206_094829.vol.h5 '
        'SAFNWC_MSG3_CT___201304290415_BEL_________.h5 TAG_cmap_sweeps_0204050607.hdf5 behel.pvol.hdf '
        'bejab.pvol.hdf belgium.comp.hdf bewid.pvol.hdf knmi_polar_volume.h5 polar_rhi_dBZ_bonn.h5 '
        'rainsum_boxpol_20140609.h5'
    ),
    'data/misc': (
        'annual_rainfall_fbg.gz bin_coords_fbg.gz bin_coords_tur.gz hmcp_centroids_df.nc hmcp_centroids_dp.nc '
        'hmcp_weights.nc msf_cband_v1.nc msf_cband_v2.nc msf_xband.gz msf_xband_v1.nc polar_R_fbg.gz '
        'polar_R_tur.gz polar_dBZ_fbg.gz polar_dBZ_tur.gz radiosonde_10410_20140610_1200.h5 '
        'radiosonde_10410_20140610_1200.json target_coords.gz'
    ),
    'data/netcdf': (
        'TAG-20120801-140046-02-D.nc TAG-20120801-140046-02-P.nc TAG-20120801-140046-02-R.nc '
        'TAG-20120801-140046-02-V.nc TAG-20120801-140046-02-VV.nc TAG-20120801-140046-02-VW.nc '
        'TAG-20120801-140046-02-W.nc TAG-20120801-140046-02-Z.nc TAG-20120801-140046-02-ZV.nc '
        'cfrad.20080604_002217_000_SPOL_v36_SUR.nc cfrad.20080604_002217_000_SPOL_v36_SUR_cfradial2.nc '
        'edge_netcdf.nc example_cfradial_ppi.nc example_cfradial_rhi.nc'
    ),
    'data/radolan/grid': (
        'aaigrid.asc aaigrid.prj geotiff.tif'
    ),
    'data/radolan/misc': (
        'raa00-pc_10015-1408030905-dwd---bin.gz raa01-%j_10000-2108010550-dwd---bin.gz '
        'raa01-%m_10000-2108010550-dwd---bin.gz raa01-%y_10000-2108010550-dwd---bin.gz '
        'raa01-ex_10000-1408102050-dwd---bin.gz raa01-rw_10000-1408030950-dwd---bin.gz '
        'raa01-rw_10000-1408102050-dwd---bin.gz raa01-rx_10000-1408102050-dwd---bin.gz '
        'raa01-sf_10000-1305270050-dwd---bin.gz raa01-sf_10000-1305280050-dwd---bin.gz '
        'raa01-sf_10000-1406100050-dwd---bin.gz raa01-sf_10000-1408102050-dwd---bin.gz'
    ),
    'data/radolan/radvor': (
        'DE1200_RV2210180700.tar.bz2 RE2210180700_000.gz RE2210180700_005.gz RE2210180700_010.gz '
        'RE2210180700_015.gz RE2210180700_020.gz RE2210180700_025.gz RE2210180700_030.gz RE2210180700_035.gz '
        'RE2210180700_040.gz RE2210180700_045.gz RE2210180700_050.gz RE2210180700_055.gz RE2210180700_060.gz '
        'RE2210180700_065.gz RE2210180700_070.gz RE2210180700_075.gz RE2210180700_080.gz RE2210180700_085.gz '
        'RE2210180700_090.gz RE2210180700_095.gz RE2210180700_100.gz RE2210180700_105.gz RE2210180700_110.gz '
        'RE2210180700_115.gz RE2210180700_120.gz RQ2210180700_000.gz RQ2210180700_060.gz RQ2210180700_120.gz'
    ),
    'data/radolan/showcase': (
        'raa01-eb_10000-1408102050-dwd---bin.gz raa01-eh_10000-1408102050-dwd---bin.gz '
        'raa01-ew_10000-1408102050-dwd---bin.gz raa01-ex_10000-1408102050-dwd---bin.gz '
        'raa01-ey_10000-1408102050-dwd---bin.gz raa01-ez_10000-1408102050-dwd---bin.gz '
        'raa01-pg_10000-1408102045-dwd---bin.gz raa01-rb_10000-1408102050-dwd---bin.gz '
        'raa01-rh_10000-1408102050-dwd---bin.gz raa01-rl_10000-1408102050-dwd---bin.gz '
        'raa01-ru_10000-1408102050-dwd---bin.gz raa01-rw_10000-1408102050-dwd---bin.gz '
        'raa01-rx_10000-1408102050-dwd---bin.gz raa01-ry_10000-1408102050-dwd---bin.gz '
        'raa01-rz_10000-1408102050-dwd---bin.gz raa01-sf_10000-1408102050-dwd---bin.gz '
        'raa01-sh_10000-1408102050-dwd---bin.gz raa01-sq_10000-1408102050-dwd---bin.gz '
        'raa01-w1_10000-1408110550-dwd---bin.gz raa01-w2_10000-1408110550-dwd---bin.gz '
        'raa01-w3_10000-1408110550-dwd---bin.gz raa01-w4_10000-1408110550-dwd---bin.gz '
        'raa01-wx_10000-1408102050-dwd---bin.gz'
    ),
    'data/shapefiles/agger': (
        'agger_merge.dbf agger_merge.shp agger_merge.shx'
    ),
    'data/shapefiles/freiberger_mulde': (
        'freiberger_mulde.dbf freiberger_mulde.prj freiberger_mulde.qpj freiberger_mulde.shp '
        'freiberger_mulde.shx'
    ),
    'data/sigmet': (
        'SUR160703220000.BAS71P2.gz SUR160703220000.CAP71P6.gz SUR160703220000.HMX71P9.gz '
        'SUR160703220000.MAX71NP.gz SUR160703220000.PPI71P4.gz SUR160703220000.RTI71PG.gz '
        'SUR160703220000.SRI71PF.gz SUR160703220000.THK71P3.gz SUR160703220000.TOP71NY.gz '
        'SUR160703220553.SHE71PH.gz SUR160703221033.RHI71PE.gz SUR210819000227.RAWKPJV '
        'SUR210819000847.RAWKPL0 cor-main131125105503.RAW2049'
    ),
    'data/trmm': (
        '2A-CS-151E24S154E30S.TRMM.PR.2A23.20100206-S111425-E111526.069662.7.HDF '
        '2A-CS-151E24S154E30S.TRMM.PR.2A25.20100206-S111425-E111526.069662.7.HDF '
        '2A-RW-BRS.TRMM.PR.2A23.20100206-S111422-E111519.069662.7.HDF '
        '2A-RW-BRS.TRMM.PR.2A25.20100206-S111422-E111519.069662.7.HDF'
    ),
    'wradlib_data': (
        '__init__.py dataset.py registry.txt'
    ),
}

KITTI_EIGEN_KIND = {
    '2011_09_26/2011_09_26_drive_0002_sync/image_02/data': (
        '0000000009.png 0000000015.png 0000000021.png 0000000024.png 0000000027.png 0000000030.png '
        '0000000036.png 0000000039.png 0000000042.png 0000000045.png 0000000051.png 0000000054.png '
        '0000000057.png 0000000063.png'
    ),
    '2011_09_26/2011_09_26_drive_0009_sync/image_02/data': (
        '0000000016.png 0000000032.png 0000000064.png 0000000080.png 0000000196.png 0000000260.png '
        '0000000276.png'
    ),
    '2011_09_26/2011_09_26_drive_0013_sync/image_02/data': (
        '0000000000.png 0000000005.png 0000000010.png 0000000030.png 0000000035.png 0000000045.png '
        '0000000060.png 0000000065.png 0000000080.png 0000000085.png 0000000095.png 0000000120.png '
        '0000000135.png'
    ),
    '2011_09_26/2011_09_26_drive_0020_sync/image_02/data': (
        '0000000003.png 0000000006.png 0000000009.png 0000000012.png 0000000027.png 0000000033.png '
        '0000000045.png 0000000069.png 0000000072.png'
    ),
    '2011_09_26/2011_09_26_drive_0023_sync/image_02/data': (
        '0000000054.png 0000000090.png 0000000162.png 0000000180.png 0000000252.png 0000000270.png '
        '0000000378.png 0000000468.png'
    ),
    '2011_09_26/2011_09_26_drive_0027_sync/image_02/data': (
        '0000000007.png 0000000014.png 0000000035.png 0000000049.png 0000000063.png 0000000077.png '
        '0000000084.png 0000000112.png 0000000119.png 0000000133.png 0000000147.png'
    ),
    '2011_09_26/2011_09_26_drive_0029_sync/image_02/data': (
        '0000000000.png 0000000056.png 0000000112.png 0000000168.png 0000000196.png 0000000268.png '
        '0000000296.png 0000000310.png 0000000366.png 0000000394.png 0000000408.png'
    ),
    '2011_09_26/2011_09_26_drive_0036_sync/image_02/data': (
        '0000000032.png 0000000064.png 0000000096.png 0000000224.png 0000000256.png 0000000384.png '
        '0000000416.png 0000000576.png 0000000672.png 0000000704.png 0000000768.png'
    ),
    '2011_09_26/2011_09_26_drive_0046_sync/image_02/data': (
        '0000000000.png 0000000005.png 0000000015.png 0000000020.png 0000000035.png 0000000065.png '
        '0000000075.png 0000000080.png 0000000085.png 0000000090.png 0000000095.png 0000000115.png '
        '0000000120.png'
    ),
    '2011_09_26/2011_09_26_drive_0048_sync/image_02/data': (
        '0000000001.png 0000000002.png 0000000005.png 0000000008.png 0000000009.png 0000000011.png '
        '0000000016.png 0000000019.png'
    ),
    '2011_09_26/2011_09_26_drive_0052_sync/image_02/data': (
        '0000000000.png 0000000010.png 0000000012.png 0000000014.png 0000000018.png 0000000020.png '
        '0000000022.png 0000000038.png 0000000040.png 0000000044.png 0000000048.png 0000000050.png '
        '0000000052.png'
    ),
    '2011_09_26/2011_09_26_drive_0056_sync/image_02/data': (
        '0000000022.png 0000000033.png 0000000044.png 0000000055.png 0000000077.png 0000000088.png '
        '0000000121.png 0000000154.png 0000000176.png 0000000242.png 0000000286.png'
    ),
    '2011_09_26/2011_09_26_drive_0059_sync/image_02/data': (
        '0000000000.png 0000000042.png 0000000056.png 0000000070.png 0000000182.png 0000000196.png '
        '0000000224.png 0000000238.png 0000000274.png 0000000302.png 0000000316.png 0000000344.png '
        '0000000358.png'
    ),
    '2011_09_26/2011_09_26_drive_0064_sync/image_02/data': (
        '0000000022.png 0000000066.png 0000000088.png 0000000242.png 0000000330.png 0000000374.png '
        '0000000396.png 0000000418.png 0000000440.png 0000000484.png 0000000506.png 0000000528.png'
    ),
    '2011_09_26/2011_09_26_drive_0084_sync/image_02/data': (
        '0000000062.png 0000000088.png 0000000179.png 0000000205.png 0000000270.png 0000000283.png '
        '0000000335.png'
    ),
    '2011_09_26/2011_09_26_drive_0086_sync/image_02/data': (
        '0000000007.png 0000000061.png 0000000115.png 0000000169.png 0000000250.png 0000000304.png '
        '0000000331.png 0000000412.png 0000000439.png 0000000466.png 0000000601.png'
    ),
    '2011_09_26/2011_09_26_drive_0093_sync/image_02/data': (
        '0000000016.png 0000000032.png 0000000048.png 0000000064.png 0000000080.png 0000000096.png '
        '0000000144.png 0000000224.png 0000000240.png 0000000256.png 0000000321.png 0000000353.png '
        '0000000369.png 0000000385.png 0000000401.png'
    ),
    '2011_09_26/2011_09_26_drive_0096_sync/image_02/data': (
        '0000000038.png 0000000057.png 0000000114.png 0000000133.png 0000000190.png 0000000247.png '
        '0000000361.png 0000000380.png 0000000399.png 0000000418.png 0000000456.png'
    ),
    '2011_09_26/2011_09_26_drive_0101_sync/image_02/data': (
        '0000000386.png 0000000420.png 0000000522.png 0000000556.png 0000000658.png 0000000726.png '
        '0000000862.png 0000000896.png'
    ),
    '2011_09_26/2011_09_26_drive_0106_sync/image_02/data': (
        '0000000035.png 0000000043.png 0000000067.png 0000000075.png 0000000131.png 0000000139.png '
        '0000000155.png 0000000171.png 0000000179.png 0000000203.png 0000000211.png 0000000219.png'
    ),
    '2011_09_26/2011_09_26_drive_0117_sync/image_02/data': (
        '0000000026.png 0000000286.png 0000000416.png 0000000494.png 0000000546.png 0000000572.png '
        '0000000598.png 0000000624.png 0000000650.png'
    ),
    '2011_09_28/2011_09_28_drive_0002_sync/image_02/data': (
        '0000000021.png 0000000033.png 0000000045.png 0000000048.png 0000000054.png 0000000060.png '
        '0000000063.png 0000000078.png 0000000081.png 0000000087.png 0000000090.png'
    ),
    '2011_09_29/2011_09_29_drive_0071_sync/image_02/data': (
        '0000000000.png 0000000072.png 0000000180.png 0000000216.png 0000000288.png 0000000324.png '
        '0000000540.png 0000000576.png 0000000612.png 0000000771.png 0000000879.png 0000000915.png '
        '0000000951.png'
    ),
    '2011_09_30/2011_09_30_drive_0016_sync/image_02/data': (
        '0000000000.png 0000000022.png 0000000055.png 0000000066.png 0000000110.png 0000000132.png '
        '0000000154.png 0000000187.png 0000000198.png 0000000231.png 0000000242.png'
    ),
    '2011_09_30/2011_09_30_drive_0018_sync/image_02/data': (
        '0000000000.png 0000000428.png 0000000535.png 0000001284.png 0000001605.png 0000001926.png '
        '0000002033.png 0000002140.png 0000002247.png 0000002419.png 0000002740.png'
    ),
    '2011_09_30/2011_09_30_drive_0027_sync/image_02/data': (
        '0000000041.png 0000000164.png 0000000369.png 0000000410.png 0000000958.png 0000001081.png'
    ),
    '2011_10_03/2011_10_03_drive_0027_sync/image_02/data': (
        '0000000000.png 0000001277.png 0000001458.png 0000001639.png 0000001820.png 0000002363.png '
        '0000002906.png 0000004173.png 0000004535.png'
    ),
    '2011_10_03/2011_10_03_drive_0047_sync/image_02/data': (
        '0000000000.png 0000000096.png 0000000160.png 0000000224.png 0000000288.png 0000000352.png '
        '0000000384.png 0000000448.png 0000000576.png 0000000608.png 0000000704.png 0000000736.png'
    ),
}

KITTI_EIGEN_OTHER = {
    '': (
        'LICENSE README.md data/__init__.py data/cityscapes/__init__.py data/cityscapes/cityscapes_loader.py '
        'data/prepare_train_data.py data_loader.py geonet_main.py geonet_model.py geonet_nets.py '
        'geonet_test_depth.py geonet_test_flow.py geonet_test_pose.py misc/overview.jpg utils.py'
    ),
    'data/kitti': (
        '__init__.py kitti_odom_loader.py kitti_raw_loader.py'
    ),
    'kitti_eval': (
        '__init__.py depth_evaluation_utils.py eval_depth.py eval_flow.py eval_pose.py '
        'generate_multiview_extension.py generate_pose_snippets.py pose_evaluation_utils.py'
    ),
    'kitti_eval/flow_tool': (
        'flowlib.py pfm.py png.py'
    ),
    'training/image_2': (
        '000001_10.png 000003_10.png 000009_10.png 000015_10.png 000016_10.png 000018_10.png 000019_10.png '
        '000020_10.png 000022_10.png 000024_10.png 000025_10.png 000026_10.png 000027_10.png 000029_10.png '
        '000031_10.png 000032_10.png 000033_10.png 000036_10.png 000038_10.png 000043_10.png 000046_10.png '
        '000048_10.png 000052_10.png 000053_10.png 000054_10.png 000055_10.png 000057_10.png 000058_10.png '
        '000060_10.png 000062_10.png 000064_10.png 000065_10.png 000068_10.png 000069_10.png 000072_10.png '
        '000073_10.png 000075_10.png 000078_10.png 000080_10.png 000081_10.png 000082_10.png 000083_10.png '
        '000084_10.png 000085_10.png 000086_10.png 000088_10.png 000090_10.png 000094_10.png 000095_10.png '
        '000096_10.png 000097_10.png 000098_10.png 000103_10.png 000104_10.png 000108_10.png 000109_10.png '
        '000110_10.png 000111_10.png 000113_10.png 000114_10.png 000118_10.png 000125_10.png 000126_10.png '
        '000128_10.png 000129_10.png 000131_10.png 000135_10.png 000136_10.png 000137_10.png 000138_10.png '
        '000139_10.png 000140_10.png 000141_10.png 000142_10.png 000143_10.png 000147_10.png 000148_10.png '
        '000150_10.png 000151_10.png 000153_10.png 000154_10.png 000156_10.png 000157_10.png 000162_10.png '
        '000164_10.png 000167_10.png 000168_10.png 000178_10.png 000181_10.png 000182_10.png 000183_10.png '
        '000185_10.png 000188_10.png 000190_10.png 000191_10.png 000192_10.png 000193_10.png 000194_10.png '
        '000195_10.png 000196_10.png'
    ),
}

KITTI_STEREO_KIND = {
    'training/image_2': (
        '000000_10.png 000001_10.png 000002_10.png 000003_10.png 000004_10.png 000005_10.png 000006_10.png '
        '000007_10.png 000008_10.png 000009_10.png 000010_10.png 000011_10.png 000012_10.png 000013_10.png '
        '000014_10.png 000015_10.png 000016_10.png 000017_10.png 000018_10.png 000019_10.png 000020_10.png '
        '000021_10.png 000022_10.png 000023_10.png 000024_10.png 000025_10.png 000026_10.png 000027_10.png '
        '000028_10.png 000029_10.png 000030_10.png 000031_10.png 000032_10.png 000033_10.png 000034_10.png '
        '000035_10.png 000036_10.png 000037_10.png 000038_10.png 000039_10.png 000040_10.png 000041_10.png '
        '000042_10.png 000043_10.png 000044_10.png 000045_10.png 000046_10.png 000047_10.png 000048_10.png '
        '000049_10.png 000050_10.png 000051_10.png 000052_10.png 000053_10.png 000054_10.png 000055_10.png '
        '000056_10.png 000057_10.png 000058_10.png 000059_10.png 000060_10.png 000061_10.png 000062_10.png '
        '000063_10.png 000064_10.png 000065_10.png 000066_10.png 000067_10.png 000068_10.png 000069_10.png '
        '000070_10.png 000071_10.png 000072_10.png 000073_10.png 000074_10.png 000075_10.png 000076_10.png '
        '000077_10.png 000078_10.png 000079_10.png 000080_10.png 000081_10.png 000082_10.png 000083_10.png '
        '000084_10.png 000085_10.png 000086_10.png 000087_10.png 000088_10.png 000089_10.png 000090_10.png '
        '000091_10.png 000092_10.png 000093_10.png 000094_10.png 000095_10.png 000096_10.png 000097_10.png '
        '000098_10.png 000099_10.png 000100_10.png 000101_10.png 000102_10.png 000103_10.png 000104_10.png '
        '000105_10.png 000106_10.png 000107_10.png 000108_10.png 000109_10.png 000110_10.png 000111_10.png '
        '000112_10.png 000113_10.png 000114_10.png 000115_10.png 000116_10.png 000117_10.png 000118_10.png '
        '000119_10.png 000120_10.png 000121_10.png 000122_10.png 000123_10.png 000124_10.png 000125_10.png '
        '000126_10.png 000127_10.png 000128_10.png 000129_10.png 000130_10.png 000131_10.png 000132_10.png '
        '000133_10.png 000134_10.png 000135_10.png 000136_10.png 000137_10.png 000138_10.png 000139_10.png '
        '000140_10.png 000141_10.png 000142_10.png 000143_10.png 000144_10.png 000145_10.png 000146_10.png '
        '000147_10.png 000148_10.png 000149_10.png 000150_10.png 000151_10.png 000152_10.png 000153_10.png '
        '000154_10.png 000155_10.png 000156_10.png 000157_10.png 000158_10.png 000159_10.png 000160_10.png '
        '000161_10.png 000162_10.png 000163_10.png 000164_10.png 000165_10.png 000166_10.png 000167_10.png '
        '000168_10.png 000169_10.png 000170_10.png 000171_10.png 000172_10.png 000173_10.png 000174_10.png '
        '000175_10.png 000176_10.png 000177_10.png 000178_10.png 000179_10.png 000180_10.png 000181_10.png '
        '000182_10.png 000183_10.png 000184_10.png 000185_10.png 000186_10.png 000187_10.png 000188_10.png '
        '000189_10.png 000190_10.png 000191_10.png 000192_10.png 000193_10.png 000194_10.png 000195_10.png '
        '000196_10.png 000197_10.png 000198_10.png 000199_10.png'
    ),
}

KITTI_STEREO_OTHER = {
    '': (
        '2011_09_26/2011_09_26_drive_0002_sync/image_02/data/0000000024.png '
        '2011_09_26/2011_09_26_drive_0002_sync/image_02/data/0000000033.png '
        '2011_09_26/2011_09_26_drive_0020_sync/image_02/data/0000000018.png '
        '2011_09_26/2011_09_26_drive_0020_sync/image_02/data/0000000051.png '
        '2011_09_26/2011_09_26_drive_0036_sync/image_02/data/0000000064.png '
        '2011_09_26/2011_09_26_drive_0036_sync/image_02/data/0000000416.png '
        '2011_09_26/2011_09_26_drive_0096_sync/image_02/data/0000000456.png '
        '2011_09_30/2011_09_30_drive_0016_sync/image_02/data/0000000044.png '
        '2011_09_30/2011_09_30_drive_0018_sync/image_02/data/0000000107.png '
        '2011_09_30/2011_09_30_drive_0018_sync/image_02/data/0000002033.png LICENSE README.md '
        'data/__init__.py data/cityscapes/__init__.py data/cityscapes/cityscapes_loader.py '
        'data/prepare_train_data.py data_loader.py geonet_main.py geonet_model.py geonet_nets.py '
        'geonet_test_depth.py geonet_test_flow.py geonet_test_pose.py misc/overview.jpg utils.py'
    ),
    '2011_09_26/2011_09_26_drive_0009_sync/image_02/data': (
        '0000000096.png 0000000144.png 0000000176.png 0000000260.png 0000000308.png 0000000372.png'
    ),
    '2011_09_26/2011_09_26_drive_0013_sync/image_02/data': (
        '0000000035.png 0000000040.png 0000000135.png'
    ),
    '2011_09_26/2011_09_26_drive_0023_sync/image_02/data': (
        '0000000018.png 0000000036.png 0000000198.png 0000000252.png 0000000324.png 0000000342.png'
    ),
    '2011_09_26/2011_09_26_drive_0027_sync/image_02/data': (
        '0000000014.png 0000000021.png 0000000049.png 0000000063.png 0000000168.png'
    ),
    '2011_09_26/2011_09_26_drive_0029_sync/image_02/data': (
        '0000000000.png 0000000028.png 0000000140.png'
    ),
    '2011_09_26/2011_09_26_drive_0046_sync/image_02/data': (
        '0000000005.png 0000000015.png 0000000085.png 0000000095.png 0000000120.png'
    ),
    '2011_09_26/2011_09_26_drive_0048_sync/image_02/data': (
        '0000000008.png 0000000016.png 0000000019.png'
    ),
    '2011_09_26/2011_09_26_drive_0052_sync/image_02/data': (
        '0000000032.png 0000000042.png 0000000048.png 0000000050.png'
    ),
    '2011_09_26/2011_09_26_drive_0056_sync/image_02/data': (
        '0000000033.png 0000000110.png 0000000231.png'
    ),
    '2011_09_26/2011_09_26_drive_0059_sync/image_02/data': (
        '0000000014.png 0000000056.png 0000000084.png 0000000330.png'
    ),
    '2011_09_26/2011_09_26_drive_0064_sync/image_02/data': (
        '0000000286.png 0000000352.png 0000000462.png'
    ),
    '2011_09_26/2011_09_26_drive_0084_sync/image_02/data': (
        '0000000179.png 0000000218.png 0000000270.png'
    ),
    '2011_09_26/2011_09_26_drive_0086_sync/image_02/data': (
        '0000000088.png 0000000223.png 0000000250.png 0000000412.png 0000000520.png 0000000655.png'
    ),
    '2011_09_26/2011_09_26_drive_0093_sync/image_02/data': (
        '0000000064.png 0000000096.png 0000000224.png 0000000337.png'
    ),
    '2011_09_26/2011_09_26_drive_0101_sync/image_02/data': (
        '0000000216.png 0000000284.png 0000000318.png 0000000454.png'
    ),
    '2011_09_26/2011_09_26_drive_0106_sync/image_02/data': (
        '0000000015.png 0000000115.png 0000000123.png 0000000171.png 0000000195.png 0000000211.png'
    ),
    '2011_09_26/2011_09_26_drive_0117_sync/image_02/data': (
        '0000000000.png 0000000182.png 0000000286.png 0000000390.png 0000000416.png'
    ),
    '2011_09_28/2011_09_28_drive_0002_sync/image_02/data': (
        '0000000024.png 0000000033.png 0000000084.png'
    ),
    '2011_09_29/2011_09_29_drive_0071_sync/image_02/data': (
        '0000000000.png 0000000072.png 0000000468.png 0000001054.png'
    ),
    '2011_09_30/2011_09_30_drive_0027_sync/image_02/data': (
        '0000000164.png 0000000205.png 0000000328.png'
    ),
    '2011_10_03/2011_10_03_drive_0027_sync/image_02/data': (
        '0000002725.png 0000003268.png 0000003630.png 0000003992.png'
    ),
    '2011_10_03/2011_10_03_drive_0047_sync/image_02/data': (
        '0000000064.png 0000000352.png 0000000576.png'
    ),
    'data/kitti': (
        '__init__.py kitti_odom_loader.py kitti_raw_loader.py'
    ),
    'kitti_eval': (
        '__init__.py depth_evaluation_utils.py eval_depth.py eval_flow.py eval_pose.py '
        'generate_multiview_extension.py generate_pose_snippets.py pose_evaluation_utils.py'
    ),
    'kitti_eval/flow_tool': (
        'flowlib.py pfm.py png.py'
    ),
}

COMMA_SIGNALS_KIND = {
    '': (
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/CAN/radar/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/CAN/radar/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/CAN/speed/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/CAN/speed/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/CAN/steering_angle/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/CAN/steering_angle/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/CAN/wheel_speed/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/CAN/wheel_speed/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/GNSS/live_gnss_qcom/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/GNSS/live_gnss_qcom/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/GNSS/live_gnss_ublox/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/GNSS/live_gnss_ublox/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/GNSS/raw_gnss_qcom/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/GNSS/raw_gnss_qcom/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/GNSS/raw_gnss_ublox/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/GNSS/raw_gnss_ublox/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/accelerometer/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/accelerometer/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/gyro/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/gyro/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/gyro_bias/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/gyro_bias/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/gyro_uncalibrated/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/gyro_uncalibrated/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/magnetometer/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/magnetometer/value '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/magnetometer_uncalibrated/t '
        'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/IMU/magnetometer_uncalibrated/value'
    ),
    'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/processed_log/CAN/raw_can': (
        'address data src t'
    ),
}

COMMA_SIGNALS_OTHER = {
    '': (
        '.github/workflows/main.yml .gitignore .gitmodules Dockerfile LICENSE README.md assets/merged.png '
        'assets/testmesh3d.png openpilot requirements.txt'
    ),
    'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40': (
        'preview.png raw_log.bz2 video.hevc'
    ),
    'Example_1/b0c9d2329ad1606b|2018-08-02--08-34-47/40/global_pose': (
        'frame_gps_times frame_orientations frame_positions frame_times frame_velocities'
    ),
    'notebooks': (
        'camera_intrinsics.txt frame_positions_rav4 position_benchmark.ipynb processed_readers.ipynb '
        'raw_readers.ipynb'
    ),
    'utils': (
        '__init__.py benchmarks.py camera.py coordinates.py dataset.py orientation.py unzip_msft_fs.py'
    ),
}

PETASTORM_LEGACY_KIND = {
    '': (
        ''
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_0/part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_1/part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_2/part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_3/part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_4/part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_5/part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_6/part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_7/part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_8/part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_9/part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_0/part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_1/part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_2/part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_3/part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_4/part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_5/part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_6/part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_7/part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_8/part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_9/part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_0/part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_1/part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_2/part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_3/part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_4/part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_5/part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_6/part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_7/part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_8/part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_9/part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_0/part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_1/part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_2/part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_3/part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_4/part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_5/part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_6/part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_7/part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_8/part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_9/part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_0/part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_1/part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_2/part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_3/part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_4/part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_5/part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_6/part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_7/part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_8/part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_9/part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_0/part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_1/part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_2/part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_3/part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_4/part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_5/part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_6/part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_7/part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_8/part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_9/part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet'
    ),
}

PETASTORM_LEGACY_OTHER = {
    '': (
        '.gitignore docs/autodoc/_templates/README docs/autodoc/benchmarks_tutorial_include.rst '
        'docs/autodoc/release_notes_include.rst docs/benchmarks_tutorial.rst docs/images/logo-120.png '
        'docs/palette.png examples/hello_world/__init__.py '
        'examples/hello_world/external_dataset/generate_external_dataset.py '
        'examples/hello_world/external_dataset/python_hello_world.py '
        'examples/hello_world/petastorm_dataset/pytorch_hello_world.py '
        'examples/hello_world/petastorm_dataset/tensorflow_hello_world.py '
        'examples/imagenet/tests/test_generate_imagenet_dataset.py examples/mnist/README.md '
        'examples/mnist/generate_petastorm_mnist.py '
        'examples/spark_dataset_converter/tensorflow_converter_example.py petastorm/hdfs/__init__.py '
        'petastorm/hdfs/namenode.py petastorm/hdfs/tests/__init__.py '
        'petastorm/hdfs/tests/test_hdfs_namenode.py petastorm/pyarrow_helpers/__init__.py '
        'petastorm/pyarrow_helpers/batching_table_queue.py '
        'petastorm/pyarrow_helpers/tests/test_batch_buffer.py petastorm/spark/__init__.py '
        'petastorm/spark/spark_dataset_converter.py '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_0/.part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_1/.part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_2/.part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_3/.part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_4/.part-00000-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_5/.part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_6/.part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_7/.part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_8/.part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.0/partition_key=p_9/.part-00001-0009ca2f-7ec6-4fae-9a7f-77d6d137bc9c.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_0/.part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_1/.part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_2/.part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_3/.part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_4/.part-00000-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_5/.part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_6/.part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_7/.part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_8/.part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.4.3/partition_key=p_9/.part-00001-b5b6f5cd-e687-428b-825d-fe4ed7cd7548.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_0/.part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_1/.part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_2/.part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_3/.part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_4/.part-00000-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_5/.part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_6/.part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_7/.part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_8/.part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.5.1/partition_key=p_9/.part-00001-89dc59a3-273a-4396-9971-b6b4dd18a451.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_0/.part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_1/.part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_2/.part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_3/.part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_4/.part-00000-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_5/.part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_6/.part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_7/.part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_8/.part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.6.0/partition_key=p_9/.part-00001-0d73833d-93e1-4beb-bdae-e8ef0824b7f1.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_0/.part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_1/.part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_2/.part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_3/.part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_4/.part-00000-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_5/.part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_6/.part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_7/.part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_8/.part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.0/partition_key=p_9/.part-00001-b06b0cb8-c928-436a-9ac8-719a772ec325.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_0/.part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_1/.part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_2/.part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_3/.part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_4/.part-00000-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_5/.part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_6/.part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_7/.part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_8/.part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc '
        'petastorm/tests/data/legacy/0.7.6/partition_key=p_9/.part-00001-81e4bee2-d98b-4615-ae10-b7ffd9b5e7b7.c000.parquet.crc'
    ),
    'petastorm': (
        '__init__.py arrow_reader_worker.py cache.py codecs.py errors.py fs_utils.py generator.py '
        'local_disk_cache.py namedtuple_gt_255_fields.py ngram.py predicates.py py_dict_reader_worker.py '
        'pytorch.py reader.py selectors.py spark_utils.py tf_utils.py transform.py unischema.py utils.py '
        'weighted_sampling_reader.py'
    ),
    'petastorm/benchmark': (
        '__init__.py cli.py dummy_reader.py throughput.py'
    ),
    'petastorm/etl': (
        '__init__.py dataset_metadata.py legacy.py metadata_util.py petastorm_generate_metadata.py '
        'rowgroup_indexers.py rowgroup_indexing.py'
    ),
    'petastorm/reader_impl': (
        '__init__.py arrow_table_serializer.py pickle_serializer.py pytorch_shuffling_buffer.py '
        'shuffling_buffer.py'
    ),
    'petastorm/test_util': (
        '__init__.py reader_mock.py shuffling_analysis.py'
    ),
    'petastorm/tests': (
        '__init__.py bootstrap_test_schema_data.py conftest.py generate_dataset_for_legacy_tests.py '
        'tempdir.py test_arrow_table_serializer.py test_benchmark.py test_cache.py '
        'test_codec_compressed_image.py test_codec_ndarray.py test_codec_scalar.py test_common.py '
        'test_copy_dataset.py test_dataset_metadata.py test_decode_row.py test_disk_cache.py '
        'test_end_to_end.py test_end_to_end_predicates_impl.py test_fs_utils.py test_generate_metadata.py '
        'test_metadata_read.py test_ngram.py test_ngram_end_to_end.py test_parquet_reader.py '
        'test_pickle_serializer.py test_predicates.py test_pytorch_dataloader.py test_pytorch_utils.py '
        'test_reader.py test_reader_mock.py test_reading_legacy_datasets.py test_run_in_subprocess.py '
        'test_shuffling_buffer.py test_spark_dataset_converter.py test_spark_session_cli.py '
        'test_spark_utils.py test_tf_autograph.py test_tf_dataset.py test_tf_utils.py test_transform.py '
        'test_unischema.py test_weighted_sampling_reader.py'
    ),
    'petastorm/tests/data/legacy/0.4.0': (
        '._SUCCESS.crc _SUCCESS _common_metadata'
    ),
    'petastorm/tests/data/legacy/0.4.3': (
        '._SUCCESS.crc _SUCCESS _common_metadata'
    ),
    'petastorm/tests/data/legacy/0.5.1': (
        '._SUCCESS.crc _SUCCESS _common_metadata'
    ),
    'petastorm/tests/data/legacy/0.6.0': (
        '._SUCCESS.crc _SUCCESS _common_metadata'
    ),
    'petastorm/tests/data/legacy/0.7.0': (
        '._SUCCESS.crc _SUCCESS _common_metadata'
    ),
    'petastorm/tests/data/legacy/0.7.6': (
        '._SUCCESS.crc _SUCCESS _common_metadata'
    ),
    'petastorm/tools': (
        '__init__.py copy_dataset.py spark_session_cli.py'
    ),
    'petastorm/workers_pool': (
        '__init__.py dummy_pool.py exec_in_new_process.py exec_in_new_process_entrypoint.py process_pool.py '
        'thread_pool.py ventilator.py worker_base.py'
    ),
    'petastorm/workers_pool/tests': (
        '__init__.py stub_workers.py test_ventilator.py test_workers_pool.py'
    ),
}

KAFKA_SINK_KIND = {
    'tests/fixtures/gcs-json-remote/data/inventory/year=2022/month=04/day=20/hour=00': (
        'inventory+0+0001327496.json inventory+0+0001328496.json inventory+0+0001329496.json '
        'inventory+0+0001330496.json'
    ),
    'tests/fixtures/gcs-json-remote/data/inventory/year=2022/month=05/day=04/hour=00': (
        'inventory+0+0002657902.json inventory+0+0002658902.json inventory+0+0002659902.json'
    ),
    'tests/fixtures/s3-json/data/inventory/year=2022/month=04/day=20/hour=00': (
        'inventory+0+0001327496.json inventory+0+0001328496.json inventory+0+0001329496.json '
        'inventory+0+0001330496.json'
    ),
    'tests/fixtures/s3-json/data/inventory/year=2022/month=05/day=04/hour=00': (
        'inventory+0+0002657902.json inventory+0+0002658902.json inventory+0+0002659902.json'
    ),
}

KAFKA_SINK_OTHER = {
    '': (
        'tests/fixtures/api/weather-service-array.odcs.yaml tests/fixtures/api/weather-service.odcs.yaml '
        'tests/fixtures/athena-iceberg/SETUP.md tests/fixtures/athena-iceberg/iceberg_example.odcs.yaml '
        'tests/fixtures/azure-delta-remote/datacontract.yaml '
        'tests/fixtures/azure-json-remote/datacontract.yaml tests/fixtures/bigquery/datacontract_complex.yaml '
        'tests/fixtures/bigquery/export/bq.txt tests/fixtures/bigquery/export/datacontract.yaml '
        'tests/fixtures/catalog/datacontract-1.yaml tests/fixtures/changelog/helper/generate_golden.py '
        'tests/fixtures/changelog/integration/changelog_integration_v1.yaml '
        'tests/fixtures/changelog/integration/changelog_integration_v2.yaml '
        'tests/fixtures/changelog/unit/changelog_unit_v1.yaml '
        'tests/fixtures/changelog/unit/changelog_unit_v2.yaml tests/fixtures/clickhouse/datacontract.yaml '
        'tests/fixtures/csv/data/datacontract.yaml tests/fixtures/csv/data/sample_data_5_column.csv '
        'tests/fixtures/custom/export/datacontract.yaml tests/fixtures/custom/export/template.sql '
        'tests/fixtures/custom/export_model/datacontract.odcs.yaml '
        'tests/fixtures/custom/export_model/template.sql '
        'tests/fixtures/data-caterer/export/datacontract_nested.yaml '
        'tests/fixtures/databricks-sql/datacontract.yaml '
        'tests/fixtures/databricks-unity/import/datacontract.yaml '
        'tests/fixtures/databricks-unity/import/unity_table_schema_complex_types.json '
        'tests/fixtures/dbml/datacontract.yaml '
        'tests/fixtures/dbt/import/expected/manifest_empty_columns_filtered.odcs.yaml '
        'tests/fixtures/dbt/import/expected/manifest_jaffle_duckdb_filtered.odcs.yaml '
        'tests/fixtures/dbt/import/manifest_jaffle_bigquery.json '
        'tests/fixtures/dbt/import/manifest_versioned_models.json '
        'tests/fixtures/dbt_sync/dbt_project/dbt_project.yml '
        'tests/fixtures/dbt_sync/dbt_project/models/.gitkeep tests/fixtures/dqx/datacontract.odcs.yaml '
        'tests/fixtures/excel/shipments-odcs.xlsx tests/fixtures/export/rdf/datacontract-complex.yaml '
        'tests/fixtures/export/rdf/datacontract.yaml tests/fixtures/gcs-csv-remote/data/warehouses.csv '
        'tests/fixtures/gcs-json-remote/data/README.md tests/fixtures/gcs-json-remote/datacontract.yaml '
        'tests/fixtures/glue/datacontract-empty-model.yaml tests/fixtures/iceberg/invalid_schema.json '
        'tests/fixtures/junit/datacontract.yaml tests/fixtures/kafka-avro-remote/datacontract.yaml '
        'tests/fixtures/kafka/data/messages.json tests/fixtures/kafka/datacontract.yaml '
        'tests/fixtures/local-delta/data/line_items/0-7b7ac87a-16b4-43be-b019-de661a3180cf-0.parquet '
        'tests/fixtures/local-delta/data/orders/0-5014bd96-6666-482e-bec9-d02a43a78cfb-0.parquet '
        'tests/fixtures/local-delta/data/orders/_delta_log/00000000000000000000.json '
        'tests/fixtures/local-delta/datacontract.yaml tests/fixtures/local-json-nd/data/flights-100.json '
        'tests/fixtures/local-json-nd/datacontract.yaml tests/fixtures/local-json/datacontract.json '
        'tests/fixtures/mysql/data/data.sql tests/fixtures/odcs_v3/adventureworks.odcs.yaml '
        'tests/fixtures/oracle/data/testcase.sql tests/fixtures/oracle/datacontract-oracle-dcs.yaml '
        'tests/fixtures/oracle/import/ddl.sql tests/fixtures/parquet/helper/create_parquet_files.py '
        'tests/fixtures/postgres-export-physical-name/datacontract.yaml '
        'tests/fixtures/postgres/datacontract.yaml tests/fixtures/postgres/odcs_case_sensitive.odcs.yaml '
        'tests/fixtures/protobuf/data/sample_data.proto3.data '
        'tests/fixtures/protobuf/nested_imports_subdirs/models/person.proto '
        'tests/fixtures/quality-dimensions/datacontract.yaml '
        'tests/fixtures/quality-local-fallback/datacontract.yaml tests/fixtures/quality/data/data.invalid.sql '
        'tests/fixtures/quality/data/data.valid.sql tests/fixtures/quality/datacontract.yaml '
        'tests/fixtures/redshift/odcs.yaml tests/fixtures/row-filter/datacontract.yaml '
        'tests/fixtures/s3-delta/data/orders.delta/0-66aaa7ef-36e3-4985-9359-72874e273705-0.parquet '
        'tests/fixtures/s3-delta/data/orders.delta/_delta_log/00000000000000000000.json '
        'tests/fixtures/s3-json-complex/data/feed.json tests/fixtures/s3-json-complex/datacontract.yaml '
        'tests/fixtures/s3-json-multiple-models/data/orders/orders-1.json '
        'tests/fixtures/s3-json-multiple-models/datacontract.yaml '
        'tests/fixtures/s3-json-multiple-models/v2/line_items/line_items-1.json '
        'tests/fixtures/s3-json-multiple-models/v2/orders/orders-1.json '
        'tests/fixtures/s3-json-remote/datacontract.yaml tests/fixtures/s3-json/datacontract.yaml '
        'tests/fixtures/schema-evolution/invalid/cities-version-2-invalid.csv '
        'tests/fixtures/single-pk-export/datacontract.yaml tests/fixtures/snowflake/datacontract.yaml '
        'tests/fixtures/snowflake/import/datacontract.yaml tests/fixtures/snowflake/import/ddl.sql '
        'tests/fixtures/spark/export/datacontract.odcs.yaml tests/fixtures/spark/export/datacontract.yaml '
        'tests/fixtures/sqlserver/data/data.sql tests/fixtures/sqlserver/datacontract.yaml '
        'tests/fixtures/sqlserver/import/ddl.sql'
    ),
    'tests/fixtures/avro/data': (
        'logical_types.avsc nested.avsc orders.avsc'
    ),
    'tests/fixtures/avro/export': (
        'datacontract.yaml datacontract_logicalType.yaml datacontract_test_field_float.yaml '
        'datacontract_test_field_map.yaml datacontract_test_field_namespace.yaml '
        'datacontract_test_logical_type.yaml datacontract_test_required.avsc datacontract_test_required.yaml '
        'orders_with_datefields.avsc'
    ),
    'tests/fixtures/bigquery/import': (
        'datacontract.yaml datacontract_multi_import.yaml multi_import_external_table.json '
        'multi_import_materialized_view.json multi_import_snapshot.json multi_import_table.json '
        'multi_import_view.json'
    ),
    'tests/fixtures/dbml/import': (
        'datacontract.yaml datacontract_schema_filtered.yaml datacontract_table_filtered.yaml dbml.txt'
    ),
    'tests/fixtures/export': (
        'datacontract.large.odcs.yaml datacontract.odcs.yaml datacontract_s3.yaml'
    ),
    'tests/fixtures/great-expectations': (
        'datacontract.yaml datacontract_missing_quality_file.yaml datacontract_quality_column.yaml '
        'datacontract_quality_yaml.yaml odcs.yaml quality.json'
    ),
    'tests/fixtures/import': (
        'football-datacontract.yml football.json football_deeply_nested_no_required.json orders.json '
        'orders_union-types.json orders_union-types_datacontract.yml'
    ),
    'tests/fixtures/import/json': (
        'inventory_ndjson.json product_detail.datacontract.yaml product_detail.json product_simple.json'
    ),
    'tests/fixtures/lint': (
        'custom_datacontract.schema.json custom_datacontract.yaml invalid_datacontract.yaml '
        'invalid_multiple_errors.odcs.yaml odcs_with_extra_top_level.schema.json valid-3.1.0.odcs.yaml '
        'valid.odcs.yaml valid_datacontract.yaml valid_datacontract_ref.yaml'
    ),
    'tests/fixtures/local-json/data': (
        'empty_object.json nested_types.json verbraucherpreisindex.json'
    ),
    'tests/fixtures/markdown/export': (
        'datacontract.yaml expected.md multicolumn.odcs.yaml'
    ),
    'tests/fixtures/parquet': (
        'datacontract.yaml datacontract_array.yaml datacontract_bigint.yaml datacontract_binary.yaml '
        'datacontract_boolean.yaml datacontract_date.yaml datacontract_decimal.yaml datacontract_float.yaml '
        'datacontract_integer.yaml datacontract_invalid.yaml datacontract_invalid_logical_types_example.yaml '
        'datacontract_struct.yaml'
    ),
    'tests/fixtures/parquet/data': (
        'array.parquet bigint.parquet blob.parquet boolean.parquet combined.parquet combined_no_time.parquet '
        'date.parquet decimal.parquet float.parquet integer.parquet time.parquet timestamp_ntz.parquet'
    ),
    'tests/fixtures/postgres/data': (
        'data.sql data_case_sensitive.sql data_constraints.sql'
    ),
    'tests/fixtures/protobuf/expected': (
        'nested_imports.odcs.yaml nested_imports_subdirs.odcs.yaml sample_data.odcs.yaml'
    ),
    'tests/fixtures/protobuf/nested_imports': (
        'A.proto B.proto C.proto'
    ),
    'tests/fixtures/quality-sql-dialects': (
        'athena.yaml azure.yaml kafka.yaml local.yaml mssql.yaml mysql.yaml oracle.yaml postgresql.yaml '
        'sqlserver.yaml trino.yaml'
    ),
    'tests/fixtures/schema-evolution': (
        'cities-version-1.json cities-version-2.csv cities-version-2.json cities-version-2.parquet '
        'cities-version-3.csv odcs-datacontract-cities-version-2.yaml'
    ),
    'tests/fixtures/sodacl': (
        'datacontract.odcs.yaml datacontract.yaml datacontract_numeric_retention.odcs.yaml'
    ),
}

GEFS_GRIB_KIND = {
    'tests/data-files/ncep/atmos': (
        'geavg.t00z.pgrb2a.0p50.f000 geavg.t00z.pgrb2s.0p25.f000 geavg.t12z.pgrb2a.0p50.f000 '
        'gec00.t00z.pgrb2a.0p50.f003 gec00.t00z.pgrb2b.0p50.f000 gep01.t00z.pgrb2a.0p50.f012 '
        'gep30.t00z.pgrb2a.0p50.f384 gespr.t12z.pgrb2a.0p50.f000'
    ),
    'tests/data-files/ncep/chem': (
        'gefs.chem.t00z.a2d_0p25.f000.grib2 gefs.chem.t00z.a2d_0p25.f120.grib2 '
        'gefs.chem.t06z.a3d_0p50.f000.grib2'
    ),
    'tests/data-files/ncep/wave': (
        'gefs.wave.t00z.c00.global.0p25.f000.grib2 gefs.wave.t00z.c00.global.0p25.f384.grib2 '
        'gefs.wave.t00z.mean.global.0p25.f000.grib2 gefs.wave.t00z.p01.global.0p25.f006.grib2 '
        'gefs.wave.t00z.p30.global.0p25.f384.grib2 gefs.wave.t00z.prob.global.0p25.f006.grib2 '
        'gefs.wave.t00z.spread.global.0p25.f036.grib2 gefs.wave.t06z.c00.global.0p25.f264.grib2'
    ),
}

GEFS_GRIB_OTHER = {
    '': (
        '.codespellignore .dockerignore .flake8 .gitattributes .github/ISSUE_TEMPLATE/bug_report.md '
        '.github/ISSUE_TEMPLATE/feature_request.md .github/PULL_REQUEST_TEMPLATE.MD '
        '.github/workflows/continuous-integration.yml .github/workflows/release.yml .gitignore '
        '.pre-commit-config.yaml CHANGELOG.md CODE_OF_CONDUCT.md CONTRIBUTING.md LICENSE README.md docker_env '
        'environment.yml examples/collection.json examples/item.json mypy.ini pyproject.toml '
        'requirements-dev.txt setup.cfg'
    ),
    'docker': (
        'Dockerfile Dockerfile-dev Dockerfile-script-runner build cibuild console format pull run-script stac '
        'test'
    ),
    'scripts': (
        'cibuild format lint publish rename stac stactools-version.py test update'
    ),
    'src/stactools/noaa_gefs': (
        '__init__.py commands.py constants.py stac.py'
    ),
    'tests': (
        '__init__.py test_commands.py test_module.py test_stac.py'
    ),
    'tests/data-files/ncep/atmos': (
        'geavg.t00z.pgrb2a.0p50.f000.idx geavg.t00z.pgrb2s.0p25.f000.idx gec00.t00z.pgrb2a.0p50.f003.idx '
        'gec00.t00z.pgrb2b.0p50.f000.idx gep01.t00z.pgrb2a.0p50.f012.idx gep30.t00z.pgrb2a.0p50.f384.idx '
        'gespr.t12z.pgrb2a.0p50.f000.idx'
    ),
    'tests/data-files/ncep/chem': (
        'gefs.chem.t00z.a2d_0p25.f000.grib2.idx gefs.chem.t00z.a2d_0p25.f120.grib2.idx '
        'gefs.chem.t06z.a3d_0p50.f000.grib2.idx'
    ),
    'tests/data-files/ncep/wave': (
        'gefs.wave.t00z.c00.global.0p25.f000.grib2.idx gefs.wave.t00z.c00.global.0p25.f384.grib2.idx '
        'gefs.wave.t00z.p01.global.0p25.f006.grib2.idx gefs.wave.t00z.p30.global.0p25.f384.grib2.idx '
        'gefs.wave.t06z.c00.global.0p25.f264.grib2.idx'
    ),
}

MCH_AQC_KIND = {
    'radar/mch/20150515': (
        'AQC151351545F_00005.801.gif AQC151351550F_00005.801.gif AQC151351555F_00005.801.gif '
        'AQC151351600F_00005.801.gif AQC151351605F_00005.801.gif AQC151351610F_00005.801.gif '
        'AQC151351615F_00005.801.gif AQC151351620F_00005.801.gif AQC151351625F_00005.801.gif '
        'AQC151351630F_00005.801.gif AQC151351635F_00005.801.gif AQC151351640F_00005.801.gif '
        'AQC151351645F_00005.801.gif AQC151351650F_00005.801.gif AQC151351655F_00005.801.gif '
        'AQC151351700F_00005.801.gif AQC151351705F_00005.801.gif AQC151351710F_00005.801.gif '
        'AQC151351715F_00005.801.gif AQC151351720F_00005.801.gif AQC151351725F_00005.801.gif '
        'AQC151351730F_00005.801.gif AQC151351735F_00005.801.gif AQC151351740F_00005.801.gif '
        'AQC151351745F_00005.801.gif AQC151351750F_00005.801.gif AQC151351755F_00005.801.gif '
        'AQC151351800F_00005.801.gif AQC151351805F_00005.801.gif AQC151351810F_00005.801.gif '
        'AQC151351815F_00005.801.gif AQC151351820F_00005.801.gif AQC151351825F_00005.801.gif '
        'AQC151351830F_00005.801.gif AQC151351835F_00005.801.gif AQC151351840F_00005.801.gif '
        'AQC151351845F_00005.801.gif AQC151351850F_00005.801.gif AQC151351855F_00005.801.gif '
        'AQC151351900F_00005.801.gif'
    ),
    'radar/mch/20160711': (
        'AQC161932045V_00005.801.gif AQC161932050V_00005.801.gif AQC161932055V_00005.801.gif '
        'AQC161932100V_00005.801.gif AQC161932105V_00005.801.gif AQC161932110V_00005.801.gif '
        'AQC161932115V_00005.801.gif AQC161932120V_00005.801.gif AQC161932125V_00005.801.gif '
        'AQC161932130V_00005.801.gif AQC161932135V_00005.801.gif AQC161932140V_00005.801.gif '
        'AQC161932145V_00005.801.gif AQC161932150V_00005.801.gif AQC161932155V_00005.801.gif '
        'AQC161932200V_00005.801.gif AQC161932205V_00005.801.gif AQC161932210V_00005.801.gif '
        'AQC161932215V_00005.801.gif AQC161932220V_00005.801.gif AQC161932225V_00005.801.gif '
        'AQC161932230V_00005.801.gif AQC161932235V_00005.801.gif AQC161932240V_00005.801.gif '
        'AQC161932245V_00005.801.gif AQC161932250V_00005.801.gif AQC161932255V_00005.801.gif '
        'AQC161932300V_00005.801.gif AQC161932305V_00005.801.gif AQC161932310V_00005.801.gif '
        'AQC161932315V_00005.801.gif AQC161932320V_00005.801.gif AQC161932325V_00005.801.gif '
        'AQC161932330V_00005.801.gif AQC161932335V_00005.801.gif AQC161932340V_00005.801.gif '
        'AQC161932345V_00005.801.gif AQC161932350V_00005.801.gif AQC161932355V_00005.801.gif '
        'AQC161940000V_00005.801.gif'
    ),
    'radar/mch/20170131': (
        'AQC170310945F_00005.801.gif AQC170310950F_00005.801.gif AQC170310955F_00005.801.gif '
        'AQC170311000F_00005.801.gif AQC170311005F_00005.801.gif AQC170311010F_00005.801.gif '
        'AQC170311015F_00005.801.gif AQC170311020F_00005.801.gif AQC170311025F_00005.801.gif '
        'AQC170311030F_00005.801.gif AQC170311035F_00005.801.gif AQC170311040F_00005.801.gif '
        'AQC170311045F_00005.801.gif AQC170311050F_00005.801.gif AQC170311055F_00005.801.gif '
        'AQC170311100F_00005.801.gif AQC170311105F_00005.801.gif AQC170311110F_00005.801.gif '
        'AQC170311115F_00005.801.gif AQC170311120F_00005.801.gif AQC170311125F_00005.801.gif '
        'AQC170311130F_00005.801.gif AQC170311135F_00005.801.gif AQC170311140F_00005.801.gif '
        'AQC170311145F_00005.801.gif AQC170311150V_00005.801.gif AQC170311155V_00005.801.gif '
        'AQC170311200V_00005.801.gif AQC170311205V_00005.801.gif AQC170311210V_00005.801.gif '
        'AQC170311215V_00005.801.gif AQC170311220V_00005.801.gif AQC170311225V_00005.801.gif '
        'AQC170311230V_00005.801.gif AQC170311235V_00005.801.gif AQC170311240V_00005.801.gif '
        'AQC170311245V_00005.801.gif AQC170311250V_00005.801.gif AQC170311255V_00005.801.gif '
        'AQC170311300V_00005.801.gif'
    ),
}

MCH_AQC_OTHER = {
    '': (
        'radar/OPERA/20241126/NIMBUS/T_PAAH22_C_EUOC_20241126014500.hdf '
        'radar/OPERA/20241126/NIMBUS/T_PASH22_C_EUOC_20241126011500.hdf'
    ),
    'radar/KNMI/2010/08': (
        'RAD_NL25_RAP_5min_201008260025.h5 RAD_NL25_RAP_5min_201008260045.h5 '
        'RAD_NL25_RAP_5min_201008260050.h5 RAD_NL25_RAP_5min_201008260110.h5 '
        'RAD_NL25_RAP_5min_201008260130.h5 RAD_NL25_RAP_5min_201008260135.h5 '
        'RAD_NL25_RAP_5min_201008260205.h5 RAD_NL25_RAP_5min_201008260215.h5 '
        'RAD_NL25_RAP_5min_201008260310.h5 RAD_NL25_RAP_5min_201008260315.h5 '
        'RAD_NL25_RAP_5min_201008260335.h5 RAD_NL25_RAP_5min_201008260355.h5 '
        'RAD_NL25_RAP_5min_201008260415.h5 RAD_NL25_RAP_5min_201008260420.h5 '
        'RAD_NL25_RAP_5min_201008260430.h5 RAD_NL25_RAP_5min_201008260440.h5 '
        'RAD_NL25_RAP_5min_201008260455.h5 RAD_NL25_RAP_5min_201008260515.h5 '
        'RAD_NL25_RAP_5min_201008260525.h5 RAD_NL25_RAP_5min_201008260550.h5 '
        'RAD_NL25_RAP_5min_201008260625.h5 RAD_NL25_RAP_5min_201008260650.h5 '
        'RAD_NL25_RAP_5min_201008260655.h5 RAD_NL25_RAP_5min_201008260710.h5 '
        'RAD_NL25_RAP_5min_201008260720.h5 RAD_NL25_RAP_5min_201008260735.h5'
    ),
    'radar/OPERA/20180824': (
        'T_PAAH21_C_EUOC_20180824181500.hdf T_PAAH21_C_EUOC_20180824190000.hdf '
        'T_PAAH21_C_EUOC_20180824193000.hdf T_PAAH21_C_EUOC_20180824200000.hdf '
        'T_PAAH21_C_EUOC_20180824201500.hdf T_PAAH21_C_EUOC_20180824220000.hdf '
        'T_PAAH21_C_EUOC_20180824224500.hdf T_PAAH21_C_EUOC_20180824230000.hdf '
        'T_PAAH21_C_EUOC_20180824231500.hdf T_PAAH21_C_EUOC_20180824234500.hdf'
    ),
    'radar/OPERA/20241126/CIRRUS': (
        'T_PABV21_C_EUOC_20241126010500.hdf T_PABV21_C_EUOC_20241126011000.hdf '
        'T_PABV21_C_EUOC_20241126011500.hdf T_PABV21_C_EUOC_20241126013500.hdf '
        'T_PABV21_C_EUOC_20241126015000.hdf T_PABV21_C_EUOC_20241126020000.hdf'
    ),
    'radar/bom/prcp-c10/66/2020/10/31': (
        '66_20201031_000000.prcp-c10.nc 66_20201031_001000.prcp-c10.nc 66_20201031_004000.prcp-c10.nc '
        '66_20201031_010000.prcp-c10.nc 66_20201031_020000.prcp-c10.nc 66_20201031_023000.prcp-c10.nc '
        '66_20201031_024000.prcp-c10.nc 66_20201031_025000.prcp-c10.nc 66_20201031_031000.prcp-c10.nc '
        '66_20201031_032000.prcp-c10.nc 66_20201031_033000.prcp-c10.nc 66_20201031_034000.prcp-c10.nc '
        '66_20201031_035000.prcp-c10.nc 66_20201031_045000.prcp-c10.nc 66_20201031_055000.prcp-c10.nc '
        '66_20201031_063000.prcp-c10.nc 66_20201031_071000.prcp-c10.nc 66_20201031_075000.prcp-c10.nc '
        '66_20201031_081000.prcp-c10.nc 66_20201031_094000.prcp-c10.nc 66_20201031_101000.prcp-c10.nc '
        '66_20201031_102000.prcp-c10.nc 66_20201031_111000.prcp-c10.nc 66_20201031_113000.prcp-c10.nc '
        '66_20201031_123000.prcp-c10.nc 66_20201031_124000.prcp-c10.nc 66_20201031_125000.prcp-c10.nc '
        '66_20201031_131000.prcp-c10.nc 66_20201031_135000.prcp-c10.nc 66_20201031_144000.prcp-c10.nc '
        '66_20201031_150000.prcp-c10.nc 66_20201031_151000.prcp-c10.nc 66_20201031_160000.prcp-c10.nc '
        '66_20201031_162000.prcp-c10.nc 66_20201031_164000.prcp-c10.nc 66_20201031_171000.prcp-c10.nc '
        '66_20201031_173000.prcp-c10.nc 66_20201031_174000.prcp-c10.nc 66_20201031_180000.prcp-c10.nc '
        '66_20201031_181000.prcp-c10.nc 66_20201031_182000.prcp-c10.nc 66_20201031_191000.prcp-c10.nc '
        '66_20201031_193000.prcp-c10.nc 66_20201031_195000.prcp-c10.nc 66_20201031_205000.prcp-c10.nc '
        '66_20201031_210000.prcp-c10.nc 66_20201031_212000.prcp-c10.nc 66_20201031_213000.prcp-c10.nc '
        '66_20201031_221000.prcp-c10.nc 66_20201031_222000.prcp-c10.nc 66_20201031_223000.prcp-c10.nc '
        '66_20201031_230000.prcp-c10.nc 66_20201031_231000.prcp-c10.nc 66_20201031_232000.prcp-c10.nc '
        '66_20201031_235000.prcp-c10.nc'
    ),
    'radar/bom/prcp-cscn/2/2018/06/16': (
        '2_20180616_100000.prcp-cscn.nc 2_20180616_100600.prcp-cscn.nc 2_20180616_103000.prcp-cscn.nc '
        '2_20180616_104200.prcp-cscn.nc 2_20180616_110600.prcp-cscn.nc 2_20180616_111200.prcp-cscn.nc '
        '2_20180616_111800.prcp-cscn.nc 2_20180616_114200.prcp-cscn.nc 2_20180616_115400.prcp-cscn.nc '
        '2_20180616_121800.prcp-cscn.nc 2_20180616_124200.prcp-cscn.nc 2_20180616_130000.prcp-cscn.nc '
        '2_20180616_130600.prcp-cscn.nc 2_20180616_131800.prcp-cscn.nc 2_20180616_132400.prcp-cscn.nc '
        '2_20180616_134200.prcp-cscn.nc 2_20180616_140600.prcp-cscn.nc 2_20180616_141200.prcp-cscn.nc '
        '2_20180616_141800.prcp-cscn.nc 2_20180616_151800.prcp-cscn.nc 2_20180616_153000.prcp-cscn.nc '
        '2_20180616_154200.prcp-cscn.nc 2_20180616_160000.prcp-cscn.nc'
    ),
    'radar/fmi/geotiff/20160928': (
        '201609281445_FINUTM.tif 201609281455_FINUTM.tif 201609281520_FINUTM.tif 201609281530_FINUTM.tif '
        '201609281545_FINUTM.tif 201609281605_FINUTM.tif 201609281620_FINUTM.tif 201609281635_FINUTM.tif '
        '201609281645_FINUTM.tif 201609281700_FINUTM.tif 201609281710_FINUTM.tif 201609281715_FINUTM.tif '
        '201609281750_FINUTM.tif 201609281800_FINUTM.tif'
    ),
    'radar/fmi/geotiff/20170509': (
        '201705091045_FINUTM.tif 201705091055_FINUTM.tif 201705091130_FINUTM.tif 201705091135_FINUTM.tif '
        '201705091255_FINUTM.tif 201705091300_FINUTM.tif 201705091305_FINUTM.tif 201705091310_FINUTM.tif '
        '201705091320_FINUTM.tif 201705091335_FINUTM.tif 201705091340_FINUTM.tif 201705091355_FINUTM.tif'
    ),
    'radar/fmi/pgm/20160928': (
        '201609281445_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281510_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281520_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281530_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281600_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281620_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281630_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281720_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281800_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
    'radar/fmi/pgm/20170509': (
        '201705091045_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091050_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091055_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091110_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091140_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091145_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091210_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091230_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091235_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091245_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091250_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091325_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091345_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
    'radar/rmi/radqpe/20210704': (
        '20210704155500.rad.best.comp.rate.qpe.hdf 20210704161500.rad.best.comp.rate.qpe.hdf '
        '20210704163500.rad.best.comp.rate.qpe.hdf 20210704165500.rad.best.comp.rate.qpe.hdf '
        '20210704170000.rad.best.comp.rate.qpe.hdf 20210704170500.rad.best.comp.rate.qpe.hdf '
        '20210704171500.rad.best.comp.rate.qpe.hdf 20210704173000.rad.best.comp.rate.qpe.hdf '
        '20210704182000.rad.best.comp.rate.qpe.hdf 20210704182500.rad.best.comp.rate.qpe.hdf '
        '20210704183000.rad.best.comp.rate.qpe.hdf 20210704183500.rad.best.comp.rate.qpe.hdf '
        '20210704184500.rad.best.comp.rate.qpe.hdf 20210704190000.rad.best.comp.rate.qpe.hdf'
    ),
    'radar/rmi/radqpe_no_mfb/20210704': (
        '20210704160000.rad.best.comp.rate.nog.hdf 20210704161000.rad.best.comp.rate.nog.hdf '
        '20210704163000.rad.best.comp.rate.nog.hdf 20210704163500.rad.best.comp.rate.nog.hdf '
        '20210704164000.rad.best.comp.rate.nog.hdf 20210704164500.rad.best.comp.rate.nog.hdf '
        '20210704165500.rad.best.comp.rate.nog.hdf 20210704172000.rad.best.comp.rate.nog.hdf '
        '20210704173500.rad.best.comp.rate.nog.hdf 20210704175000.rad.best.comp.rate.nog.hdf '
        '20210704180500.rad.best.comp.rate.nog.hdf 20210704181500.rad.best.comp.rate.nog.hdf '
        '20210704182000.rad.best.comp.rate.nog.hdf 20210704183000.rad.best.comp.rate.nog.hdf '
        '20210704184500.rad.best.comp.rate.nog.hdf 20210704185000.rad.best.comp.rate.nog.hdf'
    ),
}

FMI_PGM_KIND = {
    'radar/fmi/pgm/20160928': (
        '201609281445_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281450_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281455_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281500_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281505_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281510_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281515_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281520_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281525_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281530_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281535_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281540_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281545_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281550_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281555_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281600_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281605_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281610_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281615_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281620_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281625_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281630_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281635_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281640_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281645_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281650_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281655_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281700_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281705_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281710_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281715_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281720_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281725_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281730_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281735_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281740_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281745_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281750_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281755_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281800_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
    'radar/fmi/pgm/20170509': (
        '201705091045_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091050_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091055_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091100_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091105_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091110_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091115_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091120_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091125_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091130_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091135_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091140_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091145_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091150_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091155_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091200_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091205_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091210_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091215_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091220_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091225_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091230_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091235_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091240_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091245_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091250_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091255_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091300_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091305_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091310_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091315_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091320_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091325_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091330_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091335_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091340_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091345_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091350_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091355_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091400_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
}

FMI_PGM_OTHER = {
    'radar/KNMI/2010/08': (
        'RAD_NL25_RAP_5min_201008260020.h5 RAD_NL25_RAP_5min_201008260025.h5 '
        'RAD_NL25_RAP_5min_201008260030.h5 RAD_NL25_RAP_5min_201008260045.h5 '
        'RAD_NL25_RAP_5min_201008260110.h5 RAD_NL25_RAP_5min_201008260130.h5 '
        'RAD_NL25_RAP_5min_201008260135.h5 RAD_NL25_RAP_5min_201008260145.h5 '
        'RAD_NL25_RAP_5min_201008260205.h5 RAD_NL25_RAP_5min_201008260215.h5 '
        'RAD_NL25_RAP_5min_201008260315.h5 RAD_NL25_RAP_5min_201008260355.h5 '
        'RAD_NL25_RAP_5min_201008260410.h5 RAD_NL25_RAP_5min_201008260415.h5 '
        'RAD_NL25_RAP_5min_201008260420.h5 RAD_NL25_RAP_5min_201008260430.h5 '
        'RAD_NL25_RAP_5min_201008260435.h5 RAD_NL25_RAP_5min_201008260455.h5 '
        'RAD_NL25_RAP_5min_201008260515.h5 RAD_NL25_RAP_5min_201008260525.h5 '
        'RAD_NL25_RAP_5min_201008260550.h5 RAD_NL25_RAP_5min_201008260620.h5 '
        'RAD_NL25_RAP_5min_201008260655.h5 RAD_NL25_RAP_5min_201008260710.h5 '
        'RAD_NL25_RAP_5min_201008260715.h5 RAD_NL25_RAP_5min_201008260720.h5 '
        'RAD_NL25_RAP_5min_201008260735.h5'
    ),
    'radar/OPERA/20180824': (
        'T_PAAH21_C_EUOC_20180824183000.hdf T_PAAH21_C_EUOC_20180824184500.hdf '
        'T_PAAH21_C_EUOC_20180824190000.hdf T_PAAH21_C_EUOC_20180824193000.hdf '
        'T_PAAH21_C_EUOC_20180824220000.hdf T_PAAH21_C_EUOC_20180824224500.hdf '
        'T_PAAH21_C_EUOC_20180824230000.hdf T_PAAH21_C_EUOC_20180824231500.hdf'
    ),
    'radar/OPERA/20241126/CIRRUS': (
        'T_PABV21_C_EUOC_20241126010500.hdf T_PABV21_C_EUOC_20241126011000.hdf '
        'T_PABV21_C_EUOC_20241126011500.hdf T_PABV21_C_EUOC_20241126015000.hdf'
    ),
    'radar/OPERA/20241126/NIMBUS': (
        'T_PAAH22_C_EUOC_20241126014500.hdf T_PASH22_C_EUOC_20241126010000.hdf '
        'T_PASH22_C_EUOC_20241126011500.hdf'
    ),
    'radar/bom/prcp-c10/66/2020/10/31': (
        '66_20201031_001000.prcp-c10.nc 66_20201031_002000.prcp-c10.nc 66_20201031_004000.prcp-c10.nc '
        '66_20201031_010000.prcp-c10.nc 66_20201031_015000.prcp-c10.nc 66_20201031_020000.prcp-c10.nc '
        '66_20201031_023000.prcp-c10.nc 66_20201031_024000.prcp-c10.nc 66_20201031_033000.prcp-c10.nc '
        '66_20201031_035000.prcp-c10.nc 66_20201031_042000.prcp-c10.nc 66_20201031_045000.prcp-c10.nc '
        '66_20201031_053000.prcp-c10.nc 66_20201031_055000.prcp-c10.nc 66_20201031_063000.prcp-c10.nc '
        '66_20201031_071000.prcp-c10.nc 66_20201031_075000.prcp-c10.nc 66_20201031_080000.prcp-c10.nc '
        '66_20201031_081000.prcp-c10.nc 66_20201031_094000.prcp-c10.nc 66_20201031_101000.prcp-c10.nc '
        '66_20201031_102000.prcp-c10.nc 66_20201031_104000.prcp-c10.nc 66_20201031_113000.prcp-c10.nc '
        '66_20201031_124000.prcp-c10.nc 66_20201031_125000.prcp-c10.nc 66_20201031_130000.prcp-c10.nc '
        '66_20201031_131000.prcp-c10.nc 66_20201031_135000.prcp-c10.nc 66_20201031_144000.prcp-c10.nc '
        '66_20201031_145000.prcp-c10.nc 66_20201031_150000.prcp-c10.nc 66_20201031_151000.prcp-c10.nc '
        '66_20201031_152000.prcp-c10.nc 66_20201031_160000.prcp-c10.nc 66_20201031_162000.prcp-c10.nc '
        '66_20201031_164000.prcp-c10.nc 66_20201031_172000.prcp-c10.nc 66_20201031_173000.prcp-c10.nc '
        '66_20201031_180000.prcp-c10.nc 66_20201031_182000.prcp-c10.nc 66_20201031_191000.prcp-c10.nc '
        '66_20201031_193000.prcp-c10.nc 66_20201031_194000.prcp-c10.nc 66_20201031_195000.prcp-c10.nc '
        '66_20201031_205000.prcp-c10.nc 66_20201031_210000.prcp-c10.nc 66_20201031_212000.prcp-c10.nc '
        '66_20201031_221000.prcp-c10.nc 66_20201031_222000.prcp-c10.nc 66_20201031_223000.prcp-c10.nc '
        '66_20201031_232000.prcp-c10.nc 66_20201031_234000.prcp-c10.nc 66_20201031_235000.prcp-c10.nc'
    ),
    'radar/bom/prcp-cscn/2/2018/06/16': (
        '2_20180616_100000.prcp-cscn.nc 2_20180616_100600.prcp-cscn.nc 2_20180616_104200.prcp-cscn.nc '
        '2_20180616_110600.prcp-cscn.nc 2_20180616_111200.prcp-cscn.nc 2_20180616_111800.prcp-cscn.nc '
        '2_20180616_114200.prcp-cscn.nc 2_20180616_115400.prcp-cscn.nc 2_20180616_121800.prcp-cscn.nc '
        '2_20180616_124200.prcp-cscn.nc 2_20180616_125400.prcp-cscn.nc 2_20180616_130000.prcp-cscn.nc '
        '2_20180616_130600.prcp-cscn.nc 2_20180616_131800.prcp-cscn.nc 2_20180616_132400.prcp-cscn.nc '
        '2_20180616_133600.prcp-cscn.nc 2_20180616_134200.prcp-cscn.nc 2_20180616_140000.prcp-cscn.nc '
        '2_20180616_141200.prcp-cscn.nc 2_20180616_141800.prcp-cscn.nc 2_20180616_153000.prcp-cscn.nc '
        '2_20180616_154200.prcp-cscn.nc 2_20180616_160000.prcp-cscn.nc'
    ),
    'radar/fmi/geotiff/20160928': (
        '201609281445_FINUTM.tif 201609281545_FINUTM.tif 201609281605_FINUTM.tif 201609281620_FINUTM.tif '
        '201609281645_FINUTM.tif 201609281700_FINUTM.tif 201609281715_FINUTM.tif 201609281750_FINUTM.tif '
        '201609281800_FINUTM.tif'
    ),
    'radar/fmi/geotiff/20170509': (
        '201705091045_FINUTM.tif 201705091050_FINUTM.tif 201705091055_FINUTM.tif 201705091120_FINUTM.tif '
        '201705091130_FINUTM.tif 201705091205_FINUTM.tif 201705091255_FINUTM.tif 201705091300_FINUTM.tif '
        '201705091305_FINUTM.tif 201705091310_FINUTM.tif 201705091320_FINUTM.tif 201705091335_FINUTM.tif '
        '201705091340_FINUTM.tif 201705091355_FINUTM.tif 201705091400_FINUTM.tif'
    ),
    'radar/mch/20150515': (
        'AQC151351545F_00005.801.gif AQC151351555F_00005.801.gif AQC151351610F_00005.801.gif '
        'AQC151351655F_00005.801.gif AQC151351720F_00005.801.gif AQC151351815F_00005.801.gif '
        'AQC151351830F_00005.801.gif'
    ),
    'radar/mch/20160711': (
        'AQC161932110V_00005.801.gif AQC161932135V_00005.801.gif AQC161932155V_00005.801.gif '
        'AQC161932230V_00005.801.gif AQC161932245V_00005.801.gif AQC161932255V_00005.801.gif '
        'AQC161932300V_00005.801.gif AQC161932315V_00005.801.gif AQC161932325V_00005.801.gif '
        'AQC161932345V_00005.801.gif'
    ),
    'radar/mch/20170131': (
        'AQC170311000F_00005.801.gif AQC170311020F_00005.801.gif AQC170311025F_00005.801.gif '
        'AQC170311030F_00005.801.gif AQC170311055F_00005.801.gif AQC170311100F_00005.801.gif '
        'AQC170311125F_00005.801.gif AQC170311145F_00005.801.gif AQC170311215V_00005.801.gif '
        'AQC170311235V_00005.801.gif AQC170311240V_00005.801.gif AQC170311245V_00005.801.gif'
    ),
    'radar/rmi/radqpe/20210704': (
        '20210704155500.rad.best.comp.rate.qpe.hdf 20210704161500.rad.best.comp.rate.qpe.hdf '
        '20210704163000.rad.best.comp.rate.qpe.hdf 20210704163500.rad.best.comp.rate.qpe.hdf '
        '20210704165500.rad.best.comp.rate.qpe.hdf 20210704170500.rad.best.comp.rate.qpe.hdf '
        '20210704173000.rad.best.comp.rate.qpe.hdf 20210704175000.rad.best.comp.rate.qpe.hdf '
        '20210704180000.rad.best.comp.rate.qpe.hdf 20210704181000.rad.best.comp.rate.qpe.hdf '
        '20210704182500.rad.best.comp.rate.qpe.hdf 20210704184000.rad.best.comp.rate.qpe.hdf '
        '20210704185500.rad.best.comp.rate.qpe.hdf'
    ),
    'radar/rmi/radqpe_no_mfb/20210704': (
        '20210704161500.rad.best.comp.rate.nog.hdf 20210704162500.rad.best.comp.rate.nog.hdf '
        '20210704163000.rad.best.comp.rate.nog.hdf 20210704164000.rad.best.comp.rate.nog.hdf '
        '20210704165000.rad.best.comp.rate.nog.hdf 20210704171000.rad.best.comp.rate.nog.hdf '
        '20210704171500.rad.best.comp.rate.nog.hdf 20210704172000.rad.best.comp.rate.nog.hdf '
        '20210704180000.rad.best.comp.rate.nog.hdf 20210704180500.rad.best.comp.rate.nog.hdf '
        '20210704181500.rad.best.comp.rate.nog.hdf 20210704182000.rad.best.comp.rate.nog.hdf '
        '20210704183000.rad.best.comp.rate.nog.hdf 20210704183500.rad.best.comp.rate.nog.hdf '
        '20210704184500.rad.best.comp.rate.nog.hdf'
    ),
}

BOM_RAINFIELDS_KIND = {
    'radar/bom/prcp-c10/66/2020/10/31': (
        '66_20201031_000000.prcp-c10.nc 66_20201031_001000.prcp-c10.nc 66_20201031_002000.prcp-c10.nc '
        '66_20201031_003000.prcp-c10.nc 66_20201031_004000.prcp-c10.nc 66_20201031_005000.prcp-c10.nc '
        '66_20201031_010000.prcp-c10.nc 66_20201031_011000.prcp-c10.nc 66_20201031_012000.prcp-c10.nc '
        '66_20201031_013000.prcp-c10.nc 66_20201031_014000.prcp-c10.nc 66_20201031_015000.prcp-c10.nc '
        '66_20201031_020000.prcp-c10.nc 66_20201031_021000.prcp-c10.nc 66_20201031_022000.prcp-c10.nc '
        '66_20201031_023000.prcp-c10.nc 66_20201031_024000.prcp-c10.nc 66_20201031_025000.prcp-c10.nc '
        '66_20201031_030000.prcp-c10.nc 66_20201031_031000.prcp-c10.nc 66_20201031_032000.prcp-c10.nc '
        '66_20201031_033000.prcp-c10.nc 66_20201031_034000.prcp-c10.nc 66_20201031_035000.prcp-c10.nc '
        '66_20201031_040000.prcp-c10.nc 66_20201031_041000.prcp-c10.nc 66_20201031_042000.prcp-c10.nc '
        '66_20201031_043000.prcp-c10.nc 66_20201031_044000.prcp-c10.nc 66_20201031_045000.prcp-c10.nc '
        '66_20201031_050000.prcp-c10.nc 66_20201031_051000.prcp-c10.nc 66_20201031_052000.prcp-c10.nc '
        '66_20201031_053000.prcp-c10.nc 66_20201031_054000.prcp-c10.nc 66_20201031_055000.prcp-c10.nc '
        '66_20201031_060000.prcp-c10.nc 66_20201031_061000.prcp-c10.nc 66_20201031_062000.prcp-c10.nc '
        '66_20201031_063000.prcp-c10.nc 66_20201031_064000.prcp-c10.nc 66_20201031_065000.prcp-c10.nc '
        '66_20201031_070000.prcp-c10.nc 66_20201031_071000.prcp-c10.nc 66_20201031_072000.prcp-c10.nc '
        '66_20201031_073000.prcp-c10.nc 66_20201031_074000.prcp-c10.nc 66_20201031_075000.prcp-c10.nc '
        '66_20201031_080000.prcp-c10.nc 66_20201031_081000.prcp-c10.nc 66_20201031_082000.prcp-c10.nc '
        '66_20201031_083000.prcp-c10.nc 66_20201031_084000.prcp-c10.nc 66_20201031_085000.prcp-c10.nc '
        '66_20201031_090000.prcp-c10.nc 66_20201031_091000.prcp-c10.nc 66_20201031_092000.prcp-c10.nc '
        '66_20201031_093000.prcp-c10.nc 66_20201031_094000.prcp-c10.nc 66_20201031_095000.prcp-c10.nc '
        '66_20201031_100000.prcp-c10.nc 66_20201031_101000.prcp-c10.nc 66_20201031_102000.prcp-c10.nc '
        '66_20201031_103000.prcp-c10.nc 66_20201031_104000.prcp-c10.nc 66_20201031_105000.prcp-c10.nc '
        '66_20201031_110000.prcp-c10.nc 66_20201031_111000.prcp-c10.nc 66_20201031_112000.prcp-c10.nc '
        '66_20201031_113000.prcp-c10.nc 66_20201031_114000.prcp-c10.nc 66_20201031_115000.prcp-c10.nc '
        '66_20201031_120000.prcp-c10.nc 66_20201031_121000.prcp-c10.nc 66_20201031_122000.prcp-c10.nc '
        '66_20201031_123000.prcp-c10.nc 66_20201031_124000.prcp-c10.nc 66_20201031_125000.prcp-c10.nc '
        '66_20201031_130000.prcp-c10.nc 66_20201031_131000.prcp-c10.nc 66_20201031_132000.prcp-c10.nc '
        '66_20201031_133000.prcp-c10.nc 66_20201031_134000.prcp-c10.nc 66_20201031_135000.prcp-c10.nc '
        '66_20201031_140000.prcp-c10.nc 66_20201031_141000.prcp-c10.nc 66_20201031_142000.prcp-c10.nc '
        '66_20201031_143000.prcp-c10.nc 66_20201031_144000.prcp-c10.nc 66_20201031_145000.prcp-c10.nc '
        '66_20201031_150000.prcp-c10.nc 66_20201031_151000.prcp-c10.nc 66_20201031_152000.prcp-c10.nc '
        '66_20201031_153000.prcp-c10.nc 66_20201031_154000.prcp-c10.nc 66_20201031_155000.prcp-c10.nc '
        '66_20201031_160000.prcp-c10.nc 66_20201031_161000.prcp-c10.nc 66_20201031_162000.prcp-c10.nc '
        '66_20201031_163000.prcp-c10.nc 66_20201031_164000.prcp-c10.nc 66_20201031_165000.prcp-c10.nc '
        '66_20201031_170000.prcp-c10.nc 66_20201031_171000.prcp-c10.nc 66_20201031_172000.prcp-c10.nc '
        '66_20201031_173000.prcp-c10.nc 66_20201031_174000.prcp-c10.nc 66_20201031_175000.prcp-c10.nc '
        '66_20201031_180000.prcp-c10.nc 66_20201031_181000.prcp-c10.nc 66_20201031_182000.prcp-c10.nc '
        '66_20201031_183000.prcp-c10.nc 66_20201031_184000.prcp-c10.nc 66_20201031_185000.prcp-c10.nc '
        '66_20201031_190000.prcp-c10.nc 66_20201031_191000.prcp-c10.nc 66_20201031_192000.prcp-c10.nc '
        '66_20201031_193000.prcp-c10.nc 66_20201031_194000.prcp-c10.nc 66_20201031_195000.prcp-c10.nc '
        '66_20201031_200000.prcp-c10.nc 66_20201031_201000.prcp-c10.nc 66_20201031_202000.prcp-c10.nc '
        '66_20201031_203000.prcp-c10.nc 66_20201031_204000.prcp-c10.nc 66_20201031_205000.prcp-c10.nc '
        '66_20201031_210000.prcp-c10.nc 66_20201031_211000.prcp-c10.nc 66_20201031_212000.prcp-c10.nc '
        '66_20201031_213000.prcp-c10.nc 66_20201031_214000.prcp-c10.nc 66_20201031_215000.prcp-c10.nc '
        '66_20201031_220000.prcp-c10.nc 66_20201031_221000.prcp-c10.nc 66_20201031_222000.prcp-c10.nc '
        '66_20201031_223000.prcp-c10.nc 66_20201031_224000.prcp-c10.nc 66_20201031_225000.prcp-c10.nc '
        '66_20201031_230000.prcp-c10.nc 66_20201031_231000.prcp-c10.nc 66_20201031_232000.prcp-c10.nc '
        '66_20201031_233000.prcp-c10.nc 66_20201031_234000.prcp-c10.nc 66_20201031_235000.prcp-c10.nc'
    ),
    'radar/bom/prcp-cscn/2/2018/06/16': (
        '2_20180616_100000.prcp-cscn.nc 2_20180616_100600.prcp-cscn.nc 2_20180616_101200.prcp-cscn.nc '
        '2_20180616_101800.prcp-cscn.nc 2_20180616_102400.prcp-cscn.nc 2_20180616_103000.prcp-cscn.nc '
        '2_20180616_103600.prcp-cscn.nc 2_20180616_104200.prcp-cscn.nc 2_20180616_104800.prcp-cscn.nc '
        '2_20180616_105400.prcp-cscn.nc 2_20180616_110000.prcp-cscn.nc 2_20180616_110600.prcp-cscn.nc '
        '2_20180616_111200.prcp-cscn.nc 2_20180616_111800.prcp-cscn.nc 2_20180616_112400.prcp-cscn.nc '
        '2_20180616_113000.prcp-cscn.nc 2_20180616_113600.prcp-cscn.nc 2_20180616_114200.prcp-cscn.nc '
        '2_20180616_114800.prcp-cscn.nc 2_20180616_115400.prcp-cscn.nc 2_20180616_120000.prcp-cscn.nc '
        '2_20180616_120600.prcp-cscn.nc 2_20180616_121200.prcp-cscn.nc 2_20180616_121800.prcp-cscn.nc '
        '2_20180616_122400.prcp-cscn.nc 2_20180616_123000.prcp-cscn.nc 2_20180616_123600.prcp-cscn.nc '
        '2_20180616_124200.prcp-cscn.nc 2_20180616_124800.prcp-cscn.nc 2_20180616_125400.prcp-cscn.nc '
        '2_20180616_130000.prcp-cscn.nc 2_20180616_130600.prcp-cscn.nc 2_20180616_131200.prcp-cscn.nc '
        '2_20180616_131800.prcp-cscn.nc 2_20180616_132400.prcp-cscn.nc 2_20180616_133000.prcp-cscn.nc '
        '2_20180616_133600.prcp-cscn.nc 2_20180616_134200.prcp-cscn.nc 2_20180616_134800.prcp-cscn.nc '
        '2_20180616_135400.prcp-cscn.nc 2_20180616_140000.prcp-cscn.nc 2_20180616_140600.prcp-cscn.nc '
        '2_20180616_141200.prcp-cscn.nc 2_20180616_141800.prcp-cscn.nc 2_20180616_142400.prcp-cscn.nc '
        '2_20180616_143000.prcp-cscn.nc 2_20180616_143600.prcp-cscn.nc 2_20180616_144200.prcp-cscn.nc '
        '2_20180616_144800.prcp-cscn.nc 2_20180616_145400.prcp-cscn.nc 2_20180616_150000.prcp-cscn.nc '
        '2_20180616_150600.prcp-cscn.nc 2_20180616_151200.prcp-cscn.nc 2_20180616_151800.prcp-cscn.nc '
        '2_20180616_152400.prcp-cscn.nc 2_20180616_153000.prcp-cscn.nc 2_20180616_153600.prcp-cscn.nc '
        '2_20180616_154200.prcp-cscn.nc 2_20180616_154800.prcp-cscn.nc 2_20180616_155400.prcp-cscn.nc '
        '2_20180616_160000.prcp-cscn.nc'
    ),
}

BOM_RAINFIELDS_OTHER = {
    'radar/KNMI/2010/08': (
        'RAD_NL25_RAP_5min_201008260010.h5 RAD_NL25_RAP_5min_201008260020.h5 '
        'RAD_NL25_RAP_5min_201008260045.h5 RAD_NL25_RAP_5min_201008260050.h5 '
        'RAD_NL25_RAP_5min_201008260105.h5 RAD_NL25_RAP_5min_201008260110.h5 '
        'RAD_NL25_RAP_5min_201008260205.h5 RAD_NL25_RAP_5min_201008260210.h5 '
        'RAD_NL25_RAP_5min_201008260215.h5 RAD_NL25_RAP_5min_201008260225.h5 '
        'RAD_NL25_RAP_5min_201008260235.h5 RAD_NL25_RAP_5min_201008260240.h5 '
        'RAD_NL25_RAP_5min_201008260255.h5 RAD_NL25_RAP_5min_201008260310.h5 '
        'RAD_NL25_RAP_5min_201008260315.h5 RAD_NL25_RAP_5min_201008260325.h5 '
        'RAD_NL25_RAP_5min_201008260335.h5 RAD_NL25_RAP_5min_201008260355.h5 '
        'RAD_NL25_RAP_5min_201008260400.h5 RAD_NL25_RAP_5min_201008260440.h5 '
        'RAD_NL25_RAP_5min_201008260455.h5 RAD_NL25_RAP_5min_201008260515.h5 '
        'RAD_NL25_RAP_5min_201008260530.h5 RAD_NL25_RAP_5min_201008260550.h5 '
        'RAD_NL25_RAP_5min_201008260555.h5 RAD_NL25_RAP_5min_201008260600.h5 '
        'RAD_NL25_RAP_5min_201008260625.h5 RAD_NL25_RAP_5min_201008260650.h5 '
        'RAD_NL25_RAP_5min_201008260655.h5 RAD_NL25_RAP_5min_201008260715.h5 '
        'RAD_NL25_RAP_5min_201008260725.h5'
    ),
    'radar/OPERA/20180824': (
        'T_PAAH21_C_EUOC_20180824181500.hdf T_PAAH21_C_EUOC_20180824190000.hdf '
        'T_PAAH21_C_EUOC_20180824193000.hdf T_PAAH21_C_EUOC_20180824200000.hdf '
        'T_PAAH21_C_EUOC_20180824201500.hdf T_PAAH21_C_EUOC_20180824214500.hdf '
        'T_PAAH21_C_EUOC_20180824220000.hdf T_PAAH21_C_EUOC_20180824221500.hdf '
        'T_PAAH21_C_EUOC_20180824224500.hdf T_PAAH21_C_EUOC_20180824231500.hdf '
        'T_PAAH21_C_EUOC_20180824234500.hdf'
    ),
    'radar/OPERA/20241126/CIRRUS': (
        'T_PABV21_C_EUOC_20241126010500.hdf T_PABV21_C_EUOC_20241126013000.hdf '
        'T_PABV21_C_EUOC_20241126013500.hdf T_PABV21_C_EUOC_20241126015500.hdf '
        'T_PABV21_C_EUOC_20241126020000.hdf'
    ),
    'radar/OPERA/20241126/NIMBUS': (
        'T_PAAH22_C_EUOC_20241126010000.hdf T_PAAH22_C_EUOC_20241126014500.hdf '
        'T_PASH22_C_EUOC_20241126011500.hdf T_PASH22_C_EUOC_20241126013000.hdf'
    ),
    'radar/fmi/geotiff/20160928': (
        '201609281445_FINUTM.tif 201609281455_FINUTM.tif 201609281500_FINUTM.tif 201609281530_FINUTM.tif '
        '201609281545_FINUTM.tif 201609281605_FINUTM.tif 201609281610_FINUTM.tif 201609281615_FINUTM.tif '
        '201609281620_FINUTM.tif 201609281625_FINUTM.tif 201609281635_FINUTM.tif 201609281640_FINUTM.tif '
        '201609281645_FINUTM.tif 201609281710_FINUTM.tif 201609281715_FINUTM.tif 201609281720_FINUTM.tif '
        '201609281725_FINUTM.tif 201609281730_FINUTM.tif 201609281800_FINUTM.tif'
    ),
    'radar/fmi/geotiff/20170509': (
        '201705091055_FINUTM.tif 201705091110_FINUTM.tif 201705091120_FINUTM.tif 201705091125_FINUTM.tif '
        '201705091140_FINUTM.tif 201705091145_FINUTM.tif 201705091210_FINUTM.tif 201705091230_FINUTM.tif '
        '201705091235_FINUTM.tif 201705091255_FINUTM.tif 201705091300_FINUTM.tif 201705091305_FINUTM.tif '
        '201705091310_FINUTM.tif 201705091315_FINUTM.tif 201705091330_FINUTM.tif 201705091340_FINUTM.tif '
        '201705091350_FINUTM.tif'
    ),
    'radar/fmi/pgm/20160928': (
        '201609281455_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281525_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281605_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281625_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281640_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281650_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281655_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281705_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281710_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281715_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281750_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
    'radar/fmi/pgm/20170509': (
        '201705091045_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091110_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091115_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091125_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091130_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091135_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091150_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091200_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091210_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091215_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091220_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091240_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091245_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091250_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091255_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091300_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091310_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091320_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091330_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091340_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091345_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091350_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
    'radar/mch/20150515': (
        'AQC151351550F_00005.801.gif AQC151351600F_00005.801.gif AQC151351625F_00005.801.gif '
        'AQC151351635F_00005.801.gif AQC151351715F_00005.801.gif AQC151351740F_00005.801.gif '
        'AQC151351750F_00005.801.gif AQC151351755F_00005.801.gif AQC151351805F_00005.801.gif '
        'AQC151351850F_00005.801.gif AQC151351855F_00005.801.gif AQC151351900F_00005.801.gif'
    ),
    'radar/mch/20160711': (
        'AQC161932110V_00005.801.gif AQC161932120V_00005.801.gif AQC161932135V_00005.801.gif '
        'AQC161932140V_00005.801.gif AQC161932145V_00005.801.gif AQC161932150V_00005.801.gif '
        'AQC161932200V_00005.801.gif AQC161932230V_00005.801.gif AQC161932235V_00005.801.gif '
        'AQC161932300V_00005.801.gif AQC161932305V_00005.801.gif AQC161932315V_00005.801.gif '
        'AQC161932320V_00005.801.gif AQC161932335V_00005.801.gif AQC161932340V_00005.801.gif '
        'AQC161940000V_00005.801.gif'
    ),
    'radar/mch/20170131': (
        'AQC170310955F_00005.801.gif AQC170311000F_00005.801.gif AQC170311010F_00005.801.gif '
        'AQC170311015F_00005.801.gif AQC170311020F_00005.801.gif AQC170311045F_00005.801.gif '
        'AQC170311050F_00005.801.gif AQC170311100F_00005.801.gif AQC170311110F_00005.801.gif '
        'AQC170311115F_00005.801.gif AQC170311140F_00005.801.gif AQC170311155V_00005.801.gif '
        'AQC170311220V_00005.801.gif AQC170311235V_00005.801.gif AQC170311245V_00005.801.gif '
        'AQC170311250V_00005.801.gif AQC170311255V_00005.801.gif'
    ),
    'radar/rmi/radqpe/20210704': (
        '20210704155500.rad.best.comp.rate.qpe.hdf 20210704161000.rad.best.comp.rate.qpe.hdf '
        '20210704163500.rad.best.comp.rate.qpe.hdf 20210704165000.rad.best.comp.rate.qpe.hdf '
        '20210704170000.rad.best.comp.rate.qpe.hdf 20210704170500.rad.best.comp.rate.qpe.hdf '
        '20210704172500.rad.best.comp.rate.qpe.hdf 20210704173000.rad.best.comp.rate.qpe.hdf '
        '20210704173500.rad.best.comp.rate.qpe.hdf 20210704174500.rad.best.comp.rate.qpe.hdf '
        '20210704175000.rad.best.comp.rate.qpe.hdf 20210704180000.rad.best.comp.rate.qpe.hdf '
        '20210704180500.rad.best.comp.rate.qpe.hdf 20210704181500.rad.best.comp.rate.qpe.hdf '
        '20210704183000.rad.best.comp.rate.qpe.hdf 20210704184500.rad.best.comp.rate.qpe.hdf '
        '20210704185500.rad.best.comp.rate.qpe.hdf 20210704190000.rad.best.comp.rate.qpe.hdf'
    ),
    'radar/rmi/radqpe_no_mfb/20210704': (
        '20210704155000.rad.best.comp.rate.nog.hdf 20210704160500.rad.best.comp.rate.nog.hdf '
        '20210704162500.rad.best.comp.rate.nog.hdf 20210704164500.rad.best.comp.rate.nog.hdf '
        '20210704165000.rad.best.comp.rate.nog.hdf 20210704165500.rad.best.comp.rate.nog.hdf '
        '20210704170000.rad.best.comp.rate.nog.hdf 20210704171000.rad.best.comp.rate.nog.hdf '
        '20210704172000.rad.best.comp.rate.nog.hdf 20210704172500.rad.best.comp.rate.nog.hdf '
        '20210704173000.rad.best.comp.rate.nog.hdf 20210704174000.rad.best.comp.rate.nog.hdf '
        '20210704175500.rad.best.comp.rate.nog.hdf 20210704181000.rad.best.comp.rate.nog.hdf '
        '20210704181500.rad.best.comp.rate.nog.hdf 20210704182000.rad.best.comp.rate.nog.hdf '
        '20210704183500.rad.best.comp.rate.nog.hdf'
    ),
}

OPERA_ODYSSEY_KIND = {
    'radar/OPERA/20180824': (
        'T_PAAH21_C_EUOC_20180824180000.hdf T_PAAH21_C_EUOC_20180824181500.hdf '
        'T_PAAH21_C_EUOC_20180824183000.hdf T_PAAH21_C_EUOC_20180824184500.hdf '
        'T_PAAH21_C_EUOC_20180824190000.hdf T_PAAH21_C_EUOC_20180824191500.hdf '
        'T_PAAH21_C_EUOC_20180824193000.hdf T_PAAH21_C_EUOC_20180824194500.hdf '
        'T_PAAH21_C_EUOC_20180824200000.hdf T_PAAH21_C_EUOC_20180824201500.hdf '
        'T_PAAH21_C_EUOC_20180824203000.hdf T_PAAH21_C_EUOC_20180824204500.hdf '
        'T_PAAH21_C_EUOC_20180824210000.hdf T_PAAH21_C_EUOC_20180824211500.hdf '
        'T_PAAH21_C_EUOC_20180824213000.hdf T_PAAH21_C_EUOC_20180824214500.hdf '
        'T_PAAH21_C_EUOC_20180824220000.hdf T_PAAH21_C_EUOC_20180824221500.hdf '
        'T_PAAH21_C_EUOC_20180824223000.hdf T_PAAH21_C_EUOC_20180824224500.hdf '
        'T_PAAH21_C_EUOC_20180824230000.hdf T_PAAH21_C_EUOC_20180824231500.hdf '
        'T_PAAH21_C_EUOC_20180824233000.hdf T_PAAH21_C_EUOC_20180824234500.hdf'
    ),
    'radar/OPERA/20241126/CIRRUS': (
        'T_PABV21_C_EUOC_20241126010000.hdf T_PABV21_C_EUOC_20241126010500.hdf '
        'T_PABV21_C_EUOC_20241126011000.hdf T_PABV21_C_EUOC_20241126011500.hdf '
        'T_PABV21_C_EUOC_20241126012000.hdf T_PABV21_C_EUOC_20241126012500.hdf '
        'T_PABV21_C_EUOC_20241126013000.hdf T_PABV21_C_EUOC_20241126013500.hdf '
        'T_PABV21_C_EUOC_20241126014000.hdf T_PABV21_C_EUOC_20241126014500.hdf '
        'T_PABV21_C_EUOC_20241126015000.hdf T_PABV21_C_EUOC_20241126015500.hdf '
        'T_PABV21_C_EUOC_20241126020000.hdf'
    ),
    'radar/OPERA/20241126/NIMBUS': (
        'T_PAAH22_C_EUOC_20241126010000.hdf T_PAAH22_C_EUOC_20241126011500.hdf '
        'T_PAAH22_C_EUOC_20241126013000.hdf T_PAAH22_C_EUOC_20241126014500.hdf '
        'T_PAAH22_C_EUOC_20241126020000.hdf T_PASH22_C_EUOC_20241126010000.hdf '
        'T_PASH22_C_EUOC_20241126011500.hdf T_PASH22_C_EUOC_20241126013000.hdf '
        'T_PASH22_C_EUOC_20241126014500.hdf T_PASH22_C_EUOC_20241126020000.hdf'
    ),
}

OPERA_ODYSSEY_OTHER = {
    'radar/KNMI/2010/08': (
        'RAD_NL25_RAP_5min_201008260020.h5 RAD_NL25_RAP_5min_201008260025.h5 '
        'RAD_NL25_RAP_5min_201008260030.h5 RAD_NL25_RAP_5min_201008260035.h5 '
        'RAD_NL25_RAP_5min_201008260045.h5 RAD_NL25_RAP_5min_201008260110.h5 '
        'RAD_NL25_RAP_5min_201008260130.h5 RAD_NL25_RAP_5min_201008260135.h5 '
        'RAD_NL25_RAP_5min_201008260145.h5 RAD_NL25_RAP_5min_201008260210.h5 '
        'RAD_NL25_RAP_5min_201008260215.h5 RAD_NL25_RAP_5min_201008260225.h5 '
        'RAD_NL25_RAP_5min_201008260355.h5 RAD_NL25_RAP_5min_201008260410.h5 '
        'RAD_NL25_RAP_5min_201008260415.h5 RAD_NL25_RAP_5min_201008260420.h5 '
        'RAD_NL25_RAP_5min_201008260430.h5 RAD_NL25_RAP_5min_201008260435.h5 '
        'RAD_NL25_RAP_5min_201008260445.h5 RAD_NL25_RAP_5min_201008260455.h5 '
        'RAD_NL25_RAP_5min_201008260515.h5 RAD_NL25_RAP_5min_201008260525.h5 '
        'RAD_NL25_RAP_5min_201008260550.h5 RAD_NL25_RAP_5min_201008260620.h5 '
        'RAD_NL25_RAP_5min_201008260635.h5 RAD_NL25_RAP_5min_201008260655.h5 '
        'RAD_NL25_RAP_5min_201008260715.h5 RAD_NL25_RAP_5min_201008260720.h5 '
        'RAD_NL25_RAP_5min_201008260735.h5'
    ),
    'radar/bom/prcp-c10/66/2020/10/31': (
        '66_20201031_002000.prcp-c10.nc 66_20201031_003000.prcp-c10.nc 66_20201031_004000.prcp-c10.nc '
        '66_20201031_010000.prcp-c10.nc 66_20201031_024000.prcp-c10.nc 66_20201031_032000.prcp-c10.nc '
        '66_20201031_033000.prcp-c10.nc 66_20201031_043000.prcp-c10.nc 66_20201031_054000.prcp-c10.nc '
        '66_20201031_064000.prcp-c10.nc 66_20201031_070000.prcp-c10.nc 66_20201031_072000.prcp-c10.nc '
        '66_20201031_080000.prcp-c10.nc 66_20201031_081000.prcp-c10.nc 66_20201031_083000.prcp-c10.nc '
        '66_20201031_085000.prcp-c10.nc 66_20201031_094000.prcp-c10.nc 66_20201031_102000.prcp-c10.nc '
        '66_20201031_103000.prcp-c10.nc 66_20201031_121000.prcp-c10.nc 66_20201031_123000.prcp-c10.nc '
        '66_20201031_124000.prcp-c10.nc 66_20201031_132000.prcp-c10.nc 66_20201031_133000.prcp-c10.nc '
        '66_20201031_134000.prcp-c10.nc 66_20201031_142000.prcp-c10.nc 66_20201031_150000.prcp-c10.nc '
        '66_20201031_155000.prcp-c10.nc 66_20201031_165000.prcp-c10.nc 66_20201031_173000.prcp-c10.nc '
        '66_20201031_180000.prcp-c10.nc 66_20201031_181000.prcp-c10.nc 66_20201031_183000.prcp-c10.nc '
        '66_20201031_203000.prcp-c10.nc 66_20201031_205000.prcp-c10.nc 66_20201031_210000.prcp-c10.nc '
        '66_20201031_214000.prcp-c10.nc 66_20201031_215000.prcp-c10.nc 66_20201031_223000.prcp-c10.nc '
        '66_20201031_224000.prcp-c10.nc 66_20201031_225000.prcp-c10.nc 66_20201031_230000.prcp-c10.nc '
        '66_20201031_231000.prcp-c10.nc 66_20201031_234000.prcp-c10.nc'
    ),
    'radar/bom/prcp-cscn/2/2018/06/16': (
        '2_20180616_100000.prcp-cscn.nc 2_20180616_100600.prcp-cscn.nc 2_20180616_101800.prcp-cscn.nc '
        '2_20180616_103000.prcp-cscn.nc 2_20180616_104200.prcp-cscn.nc 2_20180616_104800.prcp-cscn.nc '
        '2_20180616_110600.prcp-cscn.nc 2_20180616_114800.prcp-cscn.nc 2_20180616_120000.prcp-cscn.nc '
        '2_20180616_120600.prcp-cscn.nc 2_20180616_121200.prcp-cscn.nc 2_20180616_124800.prcp-cscn.nc '
        '2_20180616_125400.prcp-cscn.nc 2_20180616_130600.prcp-cscn.nc 2_20180616_133000.prcp-cscn.nc '
        '2_20180616_134200.prcp-cscn.nc 2_20180616_134800.prcp-cscn.nc 2_20180616_141800.prcp-cscn.nc '
        '2_20180616_143000.prcp-cscn.nc 2_20180616_143600.prcp-cscn.nc 2_20180616_144200.prcp-cscn.nc '
        '2_20180616_144800.prcp-cscn.nc 2_20180616_154800.prcp-cscn.nc 2_20180616_160000.prcp-cscn.nc'
    ),
    'radar/fmi/geotiff/20160928': (
        '201609281510_FINUTM.tif 201609281550_FINUTM.tif 201609281600_FINUTM.tif 201609281610_FINUTM.tif '
        '201609281620_FINUTM.tif 201609281625_FINUTM.tif 201609281635_FINUTM.tif 201609281640_FINUTM.tif '
        '201609281655_FINUTM.tif 201609281705_FINUTM.tif 201609281710_FINUTM.tif 201609281800_FINUTM.tif'
    ),
    'radar/fmi/geotiff/20170509': (
        '201705091050_FINUTM.tif 201705091100_FINUTM.tif 201705091105_FINUTM.tif 201705091115_FINUTM.tif '
        '201705091120_FINUTM.tif 201705091220_FINUTM.tif 201705091230_FINUTM.tif 201705091240_FINUTM.tif '
        '201705091255_FINUTM.tif 201705091320_FINUTM.tif 201705091340_FINUTM.tif 201705091350_FINUTM.tif '
        '201705091400_FINUTM.tif'
    ),
    'radar/fmi/pgm/20160928': (
        '201609281505_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281515_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281525_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281530_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281555_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281605_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281640_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281650_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281735_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281740_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281745_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281755_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
    'radar/fmi/pgm/20170509': (
        '201705091045_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091050_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091055_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091115_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091120_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091145_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091200_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091230_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091255_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091355_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
    'radar/mch/20150515': (
        'AQC151351600F_00005.801.gif AQC151351605F_00005.801.gif AQC151351650F_00005.801.gif '
        'AQC151351730F_00005.801.gif AQC151351750F_00005.801.gif AQC151351805F_00005.801.gif '
        'AQC151351820F_00005.801.gif AQC151351835F_00005.801.gif AQC151351850F_00005.801.gif '
        'AQC151351900F_00005.801.gif'
    ),
    'radar/mch/20160711': (
        'AQC161932045V_00005.801.gif AQC161932050V_00005.801.gif AQC161932100V_00005.801.gif '
        'AQC161932135V_00005.801.gif AQC161932205V_00005.801.gif AQC161932220V_00005.801.gif '
        'AQC161932230V_00005.801.gif AQC161932235V_00005.801.gif AQC161932340V_00005.801.gif '
        'AQC161932345V_00005.801.gif AQC161932350V_00005.801.gif'
    ),
    'radar/mch/20170131': (
        'AQC170310945F_00005.801.gif AQC170310955F_00005.801.gif AQC170311025F_00005.801.gif '
        'AQC170311040F_00005.801.gif AQC170311045F_00005.801.gif AQC170311050F_00005.801.gif '
        'AQC170311100F_00005.801.gif AQC170311105F_00005.801.gif AQC170311200V_00005.801.gif '
        'AQC170311210V_00005.801.gif AQC170311215V_00005.801.gif AQC170311220V_00005.801.gif '
        'AQC170311230V_00005.801.gif AQC170311240V_00005.801.gif'
    ),
    'radar/rmi/radqpe/20210704': (
        '20210704155000.rad.best.comp.rate.qpe.hdf 20210704160500.rad.best.comp.rate.qpe.hdf '
        '20210704163000.rad.best.comp.rate.qpe.hdf 20210704164000.rad.best.comp.rate.qpe.hdf '
        '20210704165000.rad.best.comp.rate.qpe.hdf 20210704171000.rad.best.comp.rate.qpe.hdf '
        '20210704181000.rad.best.comp.rate.qpe.hdf 20210704183000.rad.best.comp.rate.qpe.hdf '
        '20210704183500.rad.best.comp.rate.qpe.hdf 20210704184500.rad.best.comp.rate.qpe.hdf '
        '20210704185500.rad.best.comp.rate.qpe.hdf'
    ),
    'radar/rmi/radqpe_no_mfb/20210704': (
        '20210704161500.rad.best.comp.rate.nog.hdf 20210704164000.rad.best.comp.rate.nog.hdf '
        '20210704171000.rad.best.comp.rate.nog.hdf 20210704171500.rad.best.comp.rate.nog.hdf '
        '20210704173500.rad.best.comp.rate.nog.hdf 20210704175000.rad.best.comp.rate.nog.hdf '
        '20210704180000.rad.best.comp.rate.nog.hdf 20210704180500.rad.best.comp.rate.nog.hdf '
        '20210704181500.rad.best.comp.rate.nog.hdf 20210704190500.rad.best.comp.rate.nog.hdf'
    ),
}

MRMS_RATE_KIND = {
    'mrms/2019/06/10': (
        'PrecipRate_00.00_20190610-000000.grib2 PrecipRate_00.00_20190610-000200.grib2 '
        'PrecipRate_00.00_20190610-000400.grib2 PrecipRate_00.00_20190610-000600.grib2 '
        'PrecipRate_00.00_20190610-000800.grib2 PrecipRate_00.00_20190610-001000.grib2 '
        'PrecipRate_00.00_20190610-001200.grib2 PrecipRate_00.00_20190610-001400.grib2 '
        'PrecipRate_00.00_20190610-001600.grib2 PrecipRate_00.00_20190610-001800.grib2 '
        'PrecipRate_00.00_20190610-002000.grib2 PrecipRate_00.00_20190610-002200.grib2 '
        'PrecipRate_00.00_20190610-002400.grib2 PrecipRate_00.00_20190610-002600.grib2 '
        'PrecipRate_00.00_20190610-002800.grib2 PrecipRate_00.00_20190610-003000.grib2 '
        'PrecipRate_00.00_20190610-003200.grib2 PrecipRate_00.00_20190610-003400.grib2 '
        'PrecipRate_00.00_20190610-003600.grib2 PrecipRate_00.00_20190610-003800.grib2 '
        'PrecipRate_00.00_20190610-004000.grib2 PrecipRate_00.00_20190610-004200.grib2 '
        'PrecipRate_00.00_20190610-004400.grib2 PrecipRate_00.00_20190610-004600.grib2 '
        'PrecipRate_00.00_20190610-004800.grib2 PrecipRate_00.00_20190610-005000.grib2 '
        'PrecipRate_00.00_20190610-005200.grib2 PrecipRate_00.00_20190610-005400.grib2 '
        'PrecipRate_00.00_20190610-005600.grib2 PrecipRate_00.00_20190610-005800.grib2 '
        'PrecipRate_00.00_20190610-010000.grib2 PrecipRate_00.00_20190610-010200.grib2 '
        'PrecipRate_00.00_20190610-010400.grib2 PrecipRate_00.00_20190610-010600.grib2 '
        'PrecipRate_00.00_20190610-010800.grib2 PrecipRate_00.00_20190610-011000.grib2'
    ),
}

MRMS_RATE_OTHER = {
    '': (
        'radar/OPERA/20241126/CIRRUS/T_PABV21_C_EUOC_20241126013000.hdf '
        'radar/OPERA/20241126/CIRRUS/T_PABV21_C_EUOC_20241126020000.hdf '
        'radar/OPERA/20241126/NIMBUS/T_PASH22_C_EUOC_20241126013000.hdf '
        'radar/OPERA/20241126/NIMBUS/T_PASH22_C_EUOC_20241126014500.hdf'
    ),
    'radar/KNMI/2010/08': (
        'RAD_NL25_RAP_5min_201008260005.h5 RAD_NL25_RAP_5min_201008260020.h5 '
        'RAD_NL25_RAP_5min_201008260025.h5 RAD_NL25_RAP_5min_201008260030.h5 '
        'RAD_NL25_RAP_5min_201008260040.h5 RAD_NL25_RAP_5min_201008260110.h5 '
        'RAD_NL25_RAP_5min_201008260115.h5 RAD_NL25_RAP_5min_201008260125.h5 '
        'RAD_NL25_RAP_5min_201008260155.h5 RAD_NL25_RAP_5min_201008260205.h5 '
        'RAD_NL25_RAP_5min_201008260350.h5 RAD_NL25_RAP_5min_201008260355.h5 '
        'RAD_NL25_RAP_5min_201008260400.h5 RAD_NL25_RAP_5min_201008260410.h5 '
        'RAD_NL25_RAP_5min_201008260415.h5 RAD_NL25_RAP_5min_201008260435.h5 '
        'RAD_NL25_RAP_5min_201008260455.h5 RAD_NL25_RAP_5min_201008260505.h5 '
        'RAD_NL25_RAP_5min_201008260530.h5 RAD_NL25_RAP_5min_201008260600.h5 '
        'RAD_NL25_RAP_5min_201008260615.h5 RAD_NL25_RAP_5min_201008260635.h5 '
        'RAD_NL25_RAP_5min_201008260655.h5 RAD_NL25_RAP_5min_201008260735.h5'
    ),
    'radar/OPERA/20180824': (
        'T_PAAH21_C_EUOC_20180824180000.hdf T_PAAH21_C_EUOC_20180824210000.hdf '
        'T_PAAH21_C_EUOC_20180824220000.hdf T_PAAH21_C_EUOC_20180824221500.hdf '
        'T_PAAH21_C_EUOC_20180824234500.hdf'
    ),
    'radar/bom/prcp-c10/66/2020/10/31': (
        '66_20201031_000000.prcp-c10.nc 66_20201031_002000.prcp-c10.nc 66_20201031_015000.prcp-c10.nc '
        '66_20201031_034000.prcp-c10.nc 66_20201031_040000.prcp-c10.nc 66_20201031_050000.prcp-c10.nc '
        '66_20201031_051000.prcp-c10.nc 66_20201031_053000.prcp-c10.nc 66_20201031_055000.prcp-c10.nc '
        '66_20201031_064000.prcp-c10.nc 66_20201031_072000.prcp-c10.nc 66_20201031_073000.prcp-c10.nc '
        '66_20201031_082000.prcp-c10.nc 66_20201031_085000.prcp-c10.nc 66_20201031_090000.prcp-c10.nc '
        '66_20201031_093000.prcp-c10.nc 66_20201031_094000.prcp-c10.nc 66_20201031_100000.prcp-c10.nc '
        '66_20201031_120000.prcp-c10.nc 66_20201031_121000.prcp-c10.nc 66_20201031_122000.prcp-c10.nc '
        '66_20201031_123000.prcp-c10.nc 66_20201031_132000.prcp-c10.nc 66_20201031_140000.prcp-c10.nc '
        '66_20201031_143000.prcp-c10.nc 66_20201031_151000.prcp-c10.nc 66_20201031_153000.prcp-c10.nc '
        '66_20201031_165000.prcp-c10.nc 66_20201031_172000.prcp-c10.nc 66_20201031_183000.prcp-c10.nc '
        '66_20201031_185000.prcp-c10.nc 66_20201031_190000.prcp-c10.nc 66_20201031_191000.prcp-c10.nc '
        '66_20201031_201000.prcp-c10.nc 66_20201031_210000.prcp-c10.nc 66_20201031_212000.prcp-c10.nc '
        '66_20201031_214000.prcp-c10.nc 66_20201031_224000.prcp-c10.nc 66_20201031_231000.prcp-c10.nc '
        '66_20201031_233000.prcp-c10.nc'
    ),
    'radar/bom/prcp-cscn/2/2018/06/16': (
        '2_20180616_105400.prcp-cscn.nc 2_20180616_112400.prcp-cscn.nc 2_20180616_113000.prcp-cscn.nc '
        '2_20180616_121800.prcp-cscn.nc 2_20180616_123000.prcp-cscn.nc 2_20180616_124200.prcp-cscn.nc '
        '2_20180616_125400.prcp-cscn.nc 2_20180616_130000.prcp-cscn.nc 2_20180616_131200.prcp-cscn.nc '
        '2_20180616_131800.prcp-cscn.nc 2_20180616_133600.prcp-cscn.nc 2_20180616_134800.prcp-cscn.nc '
        '2_20180616_135400.prcp-cscn.nc 2_20180616_145400.prcp-cscn.nc 2_20180616_150600.prcp-cscn.nc '
        '2_20180616_151800.prcp-cscn.nc 2_20180616_153600.prcp-cscn.nc 2_20180616_154200.prcp-cscn.nc'
    ),
    'radar/fmi/geotiff/20160928': (
        '201609281525_FINUTM.tif 201609281600_FINUTM.tif 201609281605_FINUTM.tif 201609281625_FINUTM.tif '
        '201609281645_FINUTM.tif 201609281655_FINUTM.tif 201609281705_FINUTM.tif 201609281730_FINUTM.tif '
        '201609281740_FINUTM.tif'
    ),
    'radar/fmi/geotiff/20170509': (
        '201705091110_FINUTM.tif 201705091145_FINUTM.tif 201705091155_FINUTM.tif 201705091240_FINUTM.tif '
        '201705091245_FINUTM.tif 201705091250_FINUTM.tif 201705091300_FINUTM.tif 201705091310_FINUTM.tif '
        '201705091315_FINUTM.tif 201705091320_FINUTM.tif 201705091345_FINUTM.tif'
    ),
    'radar/fmi/pgm/20160928': (
        '201609281450_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281505_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281600_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281605_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281700_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281705_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281720_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281725_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201609281740_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
    'radar/fmi/pgm/20170509': (
        '201705091055_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091115_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091135_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091210_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091215_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091225_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091240_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091255_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091305_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz '
        '201705091315_fmi.radar.composite.lowest_FIN_SUOMI1.pgm.gz'
    ),
    'radar/mch/20150515': (
        'AQC151351610F_00005.801.gif AQC151351625F_00005.801.gif AQC151351635F_00005.801.gif '
        'AQC151351640F_00005.801.gif AQC151351725F_00005.801.gif AQC151351740F_00005.801.gif '
        'AQC151351755F_00005.801.gif AQC151351800F_00005.801.gif AQC151351810F_00005.801.gif '
        'AQC151351820F_00005.801.gif AQC151351850F_00005.801.gif'
    ),
    'radar/mch/20160711': (
        'AQC161932050V_00005.801.gif AQC161932105V_00005.801.gif AQC161932110V_00005.801.gif '
        'AQC161932120V_00005.801.gif AQC161932125V_00005.801.gif AQC161932205V_00005.801.gif '
        'AQC161932215V_00005.801.gif AQC161932220V_00005.801.gif AQC161932225V_00005.801.gif '
        'AQC161932230V_00005.801.gif AQC161932235V_00005.801.gif AQC161932245V_00005.801.gif '
        'AQC161932310V_00005.801.gif AQC161932330V_00005.801.gif AQC161932350V_00005.801.gif '
        'AQC161940000V_00005.801.gif'
    ),
    'radar/mch/20170131': (
        'AQC170310945F_00005.801.gif AQC170310950F_00005.801.gif AQC170311005F_00005.801.gif '
        'AQC170311010F_00005.801.gif AQC170311045F_00005.801.gif AQC170311105F_00005.801.gif '
        'AQC170311115F_00005.801.gif AQC170311155V_00005.801.gif AQC170311215V_00005.801.gif '
        'AQC170311240V_00005.801.gif AQC170311255V_00005.801.gif'
    ),
    'radar/rmi/radqpe/20210704': (
        '20210704155000.rad.best.comp.rate.qpe.hdf 20210704160000.rad.best.comp.rate.qpe.hdf '
        '20210704162500.rad.best.comp.rate.qpe.hdf 20210704172500.rad.best.comp.rate.qpe.hdf '
        '20210704173000.rad.best.comp.rate.qpe.hdf 20210704175500.rad.best.comp.rate.qpe.hdf '
        '20210704180000.rad.best.comp.rate.qpe.hdf 20210704180500.rad.best.comp.rate.qpe.hdf '
        '20210704181000.rad.best.comp.rate.qpe.hdf 20210704182500.rad.best.comp.rate.qpe.hdf '
        '20210704184000.rad.best.comp.rate.qpe.hdf'
    ),
    'radar/rmi/radqpe_no_mfb/20210704': (
        '20210704160000.rad.best.comp.rate.nog.hdf 20210704161000.rad.best.comp.rate.nog.hdf '
        '20210704162000.rad.best.comp.rate.nog.hdf 20210704162500.rad.best.comp.rate.nog.hdf '
        '20210704164000.rad.best.comp.rate.nog.hdf 20210704180500.rad.best.comp.rate.nog.hdf '
        '20210704182500.rad.best.comp.rate.nog.hdf 20210704183500.rad.best.comp.rate.nog.hdf '
        '20210704184500.rad.best.comp.rate.nog.hdf'
    ),
    'saf/20180601/CRR': (
        'S_NWC_CRR_MSG4_Europe-VISIR_20180601T071500Z.nc S_NWC_CRR_MSG4_Europe-VISIR_20180601T103000Z.nc '
        'S_NWC_CRR_MSG4_Europe-VISIR_20180601T104500Z.nc S_NWC_CRR_MSG4_Europe-VISIR_20180601T110000Z.nc '
        'S_NWC_CRR_MSG4_Europe-VISIR_20180601T121500Z.nc S_NWC_CRR_MSG4_Europe-VISIR_20180601T130000Z.nc '
        'S_NWC_CRR_MSG4_Europe-VISIR_20180601T131500Z.nc S_NWC_CRR_MSG4_Europe-VISIR_20180601T140000Z.nc '
        'S_NWC_CRR_MSG4_Europe-VISIR_20180601T143000Z.nc S_NWC_CRR_MSG4_Europe-VISIR_20180601T160000Z.nc '
        'S_NWC_CRR_MSG4_Europe-VISIR_20180601T161500Z.nc S_NWC_CRR_MSG4_Europe-VISIR_20180601T171500Z.nc'
    ),
}
