"""Real names read from the trees of review3.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only HEAD` listed them at the commit named in each generator's docstring;
each constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours);
the folder "" holds whole paths (folders with fewer than three names).
"""

GIT_T_KIND = {
    't': (
        't0000-basic.sh t0002-gitfile.sh t0003-attributes.sh t0004-unwritable.sh t0006-date.sh '
        't0028-working-tree-encoding.sh t0030-stripspace.sh t0031-lockfile-pid.sh t0033-safe-directory.sh '
        't0034-root-safe-directory.sh t0041-usage.sh t0068-for-each-repo.sh t0071-sort.sh t0100-previous.sh '
        't0213-trace2-ancestry.sh t0302-credential-store.sh t0601-reffiles-pack-refs.sh '
        't0613-reftable-write-options.sh t0614-reftable-fsck.sh t1001-read-tree-m-2way.sh '
        't1011-read-tree-sparse-checkout.sh t1012-read-tree-df.sh t1014-read-tree-confusing.sh '
        't1051-large-conversion.sh t1310-config-default.sh t1404-update-ref-errors.sh '
        't1406-submodule-ref-store.sh t1407-worktree-ref-store.sh t1409-avoid-packing-refs.sh '
        't1420-lost-found.sh t1422-show-ref-exists.sh t1451-fsck-buffer.sh t1463-refs-optimize.sh '
        't1505-rev-parse-last.sh t1508-at-combinations.sh t1509-root-work-tree.sh '
        't1512-rev-parse-disambiguation.sh t1514-rev-parse-push.sh t2004-checkout-cache-temp.sh '
        't2007-checkout-symlink.sh t2008-checkout-subdir.sh t2012-checkout-last.sh t2015-checkout-unborn.sh '
        't2021-checkout-overwrite.sh t2023-checkout-m.sh t2026-checkout-pathspec-file.sh '
        't2027-checkout-track.sh t2030-unresolve-info.sh t2107-update-index-basic.sh t2402-worktree-list.sh '
        't2403-worktree-move.sh t2405-worktree-submodule.sh t2406-worktree-repair.sh t2501-cwd-empty.sh '
        't3001-ls-files-others-exclude.sh t3009-ls-files-others-nonsubmodule.sh '
        't3010-ls-files-killed-modified.sh t3011-common-prefixes-and-directory-traversal.sh '
        't3103-ls-tree-misc.sh t3104-ls-tree-format.sh t3202-show-branch.sh t3207-branch-submodule.sh '
        't3307-notes-man.sh t3308-notes-merge.sh t3321-notes-stripspace.sh t3407-rebase-abort.sh '
        't3408-rebase-multi-line.sh t3417-rebase-whitespace-fix.sh t3425-rebase-topology-merges.sh '
        't3433-rebase-across-mode-change.sh t3435-rebase-gpg-sign.sh t3438-rebase-broken-files.sh '
        't3452-history-split.sh t3505-cherry-pick-empty.sh t3512-cherry-pick-submodule.sh t3600-rm.sh '
        't3705-add-sparse-checkout.sh t3909-stash-pathspec-file.sh t4001-diff-rename.sh '
        't4004-diff-rename-symlink.sh t4006-diff-mode.sh t4010-diff-pathspec.sh t4013-diff-various.sh '
        't4014-format-patch.sh t4015-diff-whitespace.sh t4017-diff-retval.sh t4018-diff-funcname.sh '
        't4019-diff-wserror.sh t4021-format-patch-numbered.sh t4026-color.sh t4034-diff-words.sh '
        't4036-format-patch-signer-mime.sh t4044-diff-index-unique-abbrev.sh t4046-diff-unmerged.sh '
        't4059-diff-submodule-not-initialized.sh t4065-diff-anchored.sh t4068-diff-symmetric-merge-base.sh '
        't4100-apply-stat.sh t4101-apply-nonl.sh t4104-apply-boundary.sh t4105-apply-fuzz.sh '
        't4107-apply-ignore-whitespace.sh t4109-apply-multifrag.sh t4135-apply-weird-filenames.sh '
        't4141-apply-too-large.sh t4151-am-abort.sh t4152-am-subjects.sh t4202-log.sh t4204-patch-id.sh '
        't4206-log-follow-harder-copies.sh t4252-am-options.sh t5300-pack-object.sh t5302-pack-index.sh '
        't5303-pack-corruption-resilience.sh t5325-reverse-index.sh t5333-pseudo-merge-bitmaps.sh '
        't5334-incremental-multi-pack-index.sh t5406-remote-rejects.sh t5408-send-pack-stdin.sh '
        't5410-receive-pack.sh t5511-refspec.sh t5516-fetch-push.sh t5518-fetch-exit-status.sh '
        't5538-push-shallow.sh t5539-fetch-http-shallow.sh t5541-http-push-smart.sh t5543-atomic-push.sh '
        't5558-clone-bundle-uri.sh t5560-http-backend-noserver.sh t5562-http-backend-content-length.sh '
        't5573-pull-verify-signatures.sh t5580-unc-paths.sh t5601-clone.sh t5610-clone-detached.sh '
        't5612-clone-refspec.sh t5613-info-alternate.sh t5700-protocol-v1.sh '
        't5705-session-id-in-capabilities.sh t5710-promisor-remote-capability.sh '
        't5731-protocol-v2-bundle-uri-git.sh t5750-bundle-uri-parse.sh t5801-remote-helpers.sh '
        't6005-rev-list-count.sh t6022-rev-list-missing.sh t6050-replace.sh t6101-rev-parse-parents.sh '
        't6115-rev-list-du.sh t6130-pathspec-noglob.sh t6131-pathspec-icase.sh t6132-pathspec-exclude.sh '
        't6414-merge-rename-nocruft.sh t6417-merge-ours-theirs.sh t6432-merge-recursive-space-options.sh '
        't7001-mv.sh t7007-show.sh t7008-filter-branch-null-sha1.sh t7060-wtstatus.sh '
        't7113-post-index-change-hook.sh t7402-submodule-rebase.sh t7403-submodule-sync.sh '
        't7412-submodule-absorbgitdirs.sh t7423-submodule-symlinks.sh t7504-commit-msg-hook.sh '
        't7506-status-submodule.sh t7511-status-index.sh t7512-status-help.sh t7514-commit-patch.sh '
        't7517-per-repo-email.sh t7600-merge.sh t7601-merge-pull-config.sh t7703-repack-geometric.sh '
        't7810-grep.sh t8004-blame-with-conflicts.sh t8005-blame-i18n.sh t8010-cat-file-filters.sh '
        't8011-blame-split-file.sh t8013-blame-ignore-revs.sh t8020-last-modified.sh t9101-git-svn-props.sh '
        't9116-git-svn-log.sh t9135-git-svn-moved-branch-empty-file.sh t9142-git-svn-shallow-clone.sh '
        't9144-git-svn-old-rev_map.sh t9145-git-svn-master-branch.sh t9155-git-svn-fetch-deleted-tag.sh '
        't9156-git-svn-fetch-deleted-tag-2.sh t9161-git-svn-mergeinfo-push.sh '
        't9166-git-svn-fetch-merge-branch-of-branch2.sh t9302-fast-import-unpack-limit.sh '
        't9303-fast-import-compression.sh t9304-fast-import-marks.sh t9400-git-cvsserver-server.sh '
        't9600-cvsimport.sh t9602-cvsimport-branches-tags.sh t9604-cvsimport-timestamps.sh '
        't9817-git-p4-exclude.sh t9819-git-p4-case-folding.sh t9826-git-p4-keep-empty-commits.sh '
        't9827-git-p4-change-filetype.sh t9833-errors.sh'
    ),
}
GIT_T_OTHER = {
    't': (
        'aggregate-results.sh lib-commit-graph.sh lib-gpg.sh lib-loose.sh lib-t3100.sh run-test.sh '
        't556x_common test-binary-2.png'
    ),
    't/chainlint': (
        'block.expect command-substitution.expect for-loop-abbreviated.expect here-doc-body.expect '
        'here-doc-indent-operator.test here-doc-multi-line-command-subst.test here-doc.expect '
        'if-condition-split.expect if-then-else.expect inline-comment.expect loop-upstream-pipe.expect '
        'negated-one-liner.test nested-subshell.test unclosed-here-doc.test'
    ),
    't/greplint': (
        'bare-grep-lint-ok.test dqstring-continuation-offset.expect grep-as-value.expect'
    ),
    't/helper': (
        'test-advise.c test-dir-iterator.c test-fake-ssh.c test-json-writer.c test-mktemp.c test-name-hash.c '
        'test-pack-mtimes.c test-partial-clone.c test-proc-receive.c test-tool.c test-trace2.c'
    ),
    't/interop': (
        'README i5700-protocol-transition.sh interop-lib.sh'
    ),
    't/lib-httpd': (
        'apache.conf apply-one-time-script.sh error-smart-http.sh nph-custom-auth.sh'
    ),
    '': (
        't/oid-info/hash-info t/t3434/ISO8859-1.txt t/t4034/ada/pre t/t4034/dts/expect t/t4034/html/expect '
        't/t4034/objc/pre t/t4034/pascal/post t/t4034/python/expect t/t4034/ruby/expect '
        't/t4100/t-apply-7.expect t/t4100/t-apply-8.patch t/t4101/diff.0-1 t/t4109/expect-3 '
        't/t4211/sha1/expect.beginning-of-file t/t4252/am-test-1-1 t/t4256/1/mailinfo.c '
        't/t5411/test-0037-report-multi-rewrite-for-one-ref--porcelain.sh '
        't/t5411/test-0050-proc-receive-refs-with-modifiers.sh t/t7500/add-content t/t7500/add-signed-off '
        't/t8005/sjis.txt t/t9110/svm.dump t/t9153/svn.dump t/t9602/cvsroot/module/sub2/default,v '
        't/t9603/cvsroot/CVSROOT/.gitignore t/unit-tests/clar/README.md t/unit-tests/clar/clar/fs.h '
        't/unit-tests/clar/test/expected/suite_names t/unit-tests/clar/test/suites/combined.c'
    ),
    't/perf': (
        'Makefile p0008-odb-fsync.sh p1450-fsck.sh p4002-diff-color-moved.sh p5313-pack-objects.sh '
        'p5314-name-hash.sh p6011-rev-list-maximal.sh p7000-filter-branch.sh p7300-clean.sh perf-lib.sh'
    ),
    't/t4013': (
        'diff.diff-tree_--cc_--patch-with-stat_main diff.diff-tree_--cc_main '
        'diff.diff-tree_--pretty_--patch-with-stat_side '
        'diff.diff-tree_--pretty_--root_--stat_--compact-summary_initial '
        'diff.diff-tree_--pretty_--root_initial diff.diff-tree_--pretty_--stat_initial '
        'diff.diff-tree_--pretty_-p_initial diff.diff-tree_-R_--stat_--compact-summary_initial_mode '
        'diff.diff_--line-prefix_--cached_--_file0 diff.diff_--name-status_dir2_dir '
        'diff.format-patch_--inline_--stdout_initial..main^ diff.log_--patch-with-stat_main '
        'diff.log_-m_--raw_main diff.log_-m_--stat_main '
        'diff.whatchanged_--patch-with-stat_--summary_main_--_dir_'
    ),
    't/t4018': (
        'bash-arithmetic-function bash-bashism-style-function bash-other-characters '
        'cpp-class-constructor-mem-init cpp-function-returning-reference cpp-skip-labels csharp-method-array '
        'css-block-level-@-statements custom3-alternation-in-pattern elixir-do-not-pick-end golang-struct '
        'ini-subsection-noindent java-enum-constant java-non-sealed kotlin-enum-class kotlin-inheritace-class '
        'kotlin-nested-fun perl-sub-definition-kr-brace swift-init swift-modifiers'
    ),
    't/t5100': (
        'info0003 info0004 info0010 info0016--no-inbody-headers msg0014--scissors msg0018 patch0013 patch0015 '
        'rfc2047-info-0008 rfc2047-samples.mbox'
    ),
    't/t5515': (
        'fetch.br-branches-one-octopus_branches-one fetch.br-config-glob-merge_config-glob '
        'fetch.br-remote-glob_remote-glob fetch.br-unconfig_remote-explicit refs.br-branches-default-octopus '
        'refs.br-branches-default-octopus_branches-default refs.br-branches-one-octopus '
        'refs.br-config-explicit-merge_config-explicit refs.br-config-glob-merge '
        'refs.br-unconfig_.._.git_tag_tag-one_tag_tag-three refs.br-unconfig_branches-default refs.main '
        'refs.main_.._.git_one_tag_tag-one_tag_tag-three-file refs.main_remote-glob'
    ),
    't/unit-tests': (
        'lib-reftable.h test-lib.h u-ctype.c u-reftable-block.c u-reftable-pq.c u-reftable-readwrite.c '
        'u-strcmp-offset.c u-string-list.c u-utf8-width.c'
    ),
}
GIT_RELNOTES_KIND = {
    'Documentation/RelNotes': (
        '1.5.0.1.adoc 1.5.0.3.adoc 1.5.0.5.adoc 1.5.0.7.adoc 1.5.0.adoc 1.5.1.1.adoc 1.5.1.2.adoc '
        '1.5.1.3.adoc 1.5.1.4.adoc 1.5.1.5.adoc 1.5.1.adoc 1.5.2.1.adoc 1.5.2.2.adoc 1.5.2.3.adoc '
        '1.5.2.4.adoc 1.5.2.5.adoc 1.5.3.2.adoc 1.5.3.4.adoc 1.5.3.6.adoc 1.5.3.8.adoc 1.5.3.adoc '
        '1.5.4.1.adoc 1.5.4.2.adoc 1.5.4.6.adoc 1.5.4.7.adoc 1.5.5.2.adoc 1.5.5.5.adoc 1.5.5.adoc '
        '1.5.6.2.adoc 1.5.6.6.adoc 1.5.6.adoc 1.6.0.2.adoc 1.6.0.3.adoc 1.6.0.4.adoc 1.6.0.5.adoc 1.6.0.adoc '
        '1.6.1.3.adoc 1.6.2.1.adoc 1.6.2.3.adoc 1.6.2.5.adoc 1.6.2.adoc 1.6.3.adoc 1.6.4.adoc 1.6.5.1.adoc '
        '1.6.5.2.adoc 1.6.5.3.adoc 1.6.5.5.adoc 1.6.5.6.adoc 1.6.5.7.adoc 1.6.5.8.adoc 1.6.5.adoc '
        '1.6.6.2.adoc 1.6.6.adoc 1.7.0.1.adoc 1.7.0.2.adoc 1.7.0.3.adoc 1.7.0.5.adoc 1.7.0.8.adoc 1.7.0.adoc '
        '1.7.1.1.adoc 1.7.1.3.adoc 1.7.1.4.adoc 1.7.1.adoc 1.7.10.2.adoc 1.7.10.3.adoc 1.7.10.5.adoc '
        '1.7.10.adoc 1.7.11.1.adoc 1.7.11.2.adoc 1.7.11.3.adoc 1.7.11.4.adoc 1.7.11.5.adoc 1.7.12.1.adoc '
        '1.7.12.4.adoc 1.7.2.1.adoc 1.7.2.2.adoc 1.7.2.4.adoc 1.7.3.3.adoc 1.7.3.5.adoc 1.7.3.adoc '
        '1.7.4.3.adoc 1.7.4.4.adoc 1.7.4.5.adoc 1.7.5.2.adoc 1.7.5.4.adoc 1.7.5.adoc 1.7.6.1.adoc '
        '1.7.6.4.adoc 1.7.6.5.adoc 1.7.6.6.adoc 1.7.6.adoc 1.7.7.1.adoc 1.7.7.6.adoc 1.7.7.adoc 1.7.8.1.adoc '
        '1.7.8.3.adoc 1.7.8.4.adoc 1.7.8.6.adoc 1.7.8.adoc 1.7.9.2.adoc 1.7.9.3.adoc 1.7.9.4.adoc '
        '1.7.9.7.adoc 1.8.0.1.adoc 1.8.1.1.adoc 1.8.1.2.adoc 1.8.1.4.adoc 1.8.1.6.adoc 1.8.2.1.adoc '
        '1.8.2.adoc 1.8.3.1.adoc 1.8.3.3.adoc 1.8.3.adoc 1.8.4.1.adoc 1.8.4.2.adoc 1.8.4.4.adoc 1.8.4.5.adoc '
        '1.8.4.adoc 1.8.5.4.adoc 1.8.5.5.adoc 1.8.5.6.adoc 1.8.5.adoc 1.9.0.adoc 1.9.1.adoc 1.9.3.adoc '
        '2.0.0.adoc 2.0.3.adoc 2.0.4.adoc 2.1.0.adoc 2.1.1.adoc 2.1.3.adoc 2.1.4.adoc 2.10.0.adoc 2.10.2.adoc '
        '2.10.3.adoc 2.11.0.adoc 2.11.2.adoc 2.11.4.adoc 2.12.2.adoc 2.12.3.adoc 2.12.5.adoc 2.13.0.adoc '
        '2.13.1.adoc 2.13.3.adoc 2.13.5.adoc 2.13.6.adoc 2.13.7.adoc 2.14.0.adoc 2.14.1.adoc 2.14.2.adoc '
        '2.14.3.adoc 2.14.4.adoc 2.14.5.adoc 2.14.6.adoc 2.15.0.adoc 2.15.1.adoc 2.15.2.adoc 2.15.4.adoc '
        '2.16.1.adoc 2.16.3.adoc 2.16.6.adoc 2.17.0.adoc 2.17.2.adoc 2.17.4.adoc 2.17.5.adoc 2.17.6.adoc '
        '2.18.0.adoc 2.18.1.adoc 2.18.4.adoc 2.19.2.adoc 2.19.5.adoc 2.19.6.adoc 2.2.0.adoc 2.2.1.adoc '
        '2.2.3.adoc 2.20.0.adoc 2.20.1.adoc 2.20.3.adoc 2.21.1.adoc 2.21.4.adoc 2.22.0.adoc 2.22.2.adoc '
        '2.22.3.adoc 2.23.0.adoc 2.23.2.adoc 2.23.3.adoc 2.23.4.adoc 2.24.0.adoc 2.24.2.adoc 2.24.3.adoc '
        '2.25.1.adoc 2.25.4.adoc 2.26.3.adoc 2.27.0.adoc 2.28.0.adoc 2.28.1.adoc 2.29.0.adoc 2.29.2.adoc '
        '2.29.3.adoc 2.3.0.adoc 2.3.1.adoc 2.30.2.adoc 2.30.3.adoc 2.30.4.adoc 2.30.7.adoc 2.30.8.adoc '
        '2.31.3.adoc 2.31.4.adoc 2.31.7.adoc 2.31.8.adoc 2.32.0.adoc 2.32.2.adoc 2.32.3.adoc 2.32.4.adoc '
        '2.32.5.adoc 2.32.6.adoc 2.33.3.adoc 2.33.4.adoc 2.33.5.adoc 2.33.6.adoc 2.33.7.adoc 2.34.1.adoc '
        '2.34.2.adoc 2.34.5.adoc 2.34.6.adoc 2.34.7.adoc 2.35.5.adoc 2.35.6.adoc 2.35.7.adoc 2.36.0.adoc '
        '2.36.4.adoc 2.36.5.adoc 2.36.6.adoc 2.37.0.adoc 2.37.4.adoc 2.37.5.adoc 2.37.6.adoc 2.37.7.adoc '
        '2.38.3.adoc 2.38.5.adoc 2.39.1.adoc 2.39.2.adoc 2.39.5.adoc 2.4.11.adoc 2.4.12.adoc 2.4.2.adoc '
        '2.4.3.adoc 2.4.7.adoc 2.4.8.adoc 2.4.9.adoc 2.40.1.adoc 2.40.2.adoc 2.40.4.adoc 2.41.1.adoc '
        '2.41.3.adoc 2.42.1.adoc 2.42.4.adoc 2.43.0.adoc 2.43.1.adoc 2.43.2.adoc 2.43.4.adoc 2.43.5.adoc '
        '2.44.0.adoc 2.44.1.adoc 2.44.2.adoc 2.44.3.adoc 2.45.0.adoc 2.45.2.adoc 2.46.1.adoc 2.46.3.adoc '
        '2.47.0.adoc 2.5.0.adoc 2.5.1.adoc 2.5.2.adoc 2.5.3.adoc 2.5.5.adoc 2.5.6.adoc 2.50.0.adoc '
        '2.51.0.adoc 2.51.2.adoc 2.52.0.adoc 2.54.0.adoc 2.54.1.adoc 2.55.0.adoc 2.6.1.adoc 2.6.2.adoc '
        '2.6.4.adoc 2.6.6.adoc 2.7.0.adoc 2.7.2.adoc 2.7.4.adoc 2.7.5.adoc 2.8.1.adoc 2.8.3.adoc 2.8.4.adoc '
        '2.8.5.adoc 2.9.1.adoc 2.9.3.adoc 2.9.4.adoc 2.9.5.adoc'
    ),
}
GIT_RELNOTES_OTHER = {
    'Documentation': (
        'DecisionMaking.adoc Makefile asciidoctor-extensions.rb.in cat-texi.perl cmd-list.sh config.adoc '
        'date-formats.adoc diff-format.adoc doc-diff docbook-xsl.css fetch-options.adoc '
        'format-patch-end-of-commit-message.adoc fsck-msgids.adoc git-add.adoc git-am.adoc git-apply.adoc '
        'git-archimport.adoc git-bisect.adoc git-branch.adoc git-cat-file.adoc git-check-attr.adoc '
        'git-check-ref-format.adoc git-cherry.adoc git-column.adoc git-commit-tree.adoc git-config.adoc '
        'git-cvsimport.adoc git-diff-index.adoc git-diff-pairs.adoc git-diff-tree.adoc git-difftool.adoc '
        'git-fast-export.adoc git-fast-import.adoc git-fetch.adoc git-filter-branch.adoc '
        'git-for-each-repo.adoc git-format-rev.adoc git-fsck-objects.adoc git-get-tar-commit-id.adoc '
        'git-gui.adoc git-hash-object.adoc git-hook.adoc git-imap-send.adoc git-init-db.adoc git-init.adoc '
        'git-instaweb.adoc git-log.adoc git-mailinfo.adoc git-mailsplit.adoc git-maintenance.adoc '
        'git-merge-index.adoc git-multi-pack-index.adoc git-p4.adoc git-pack-redundant.adoc git-prune.adoc '
        'git-push.adoc git-receive-pack.adoc git-replace.adoc git-rerere.adoc git-send-email.adoc '
        'git-sh-i18n--envsubst.adoc git-show-branch.adoc git-show.adoc git-sparse-checkout.adoc git-svn.adoc '
        'git-switch.adoc git-symbolic-ref.adoc git-tools.adoc git-unpack-objects.adoc git-upload-pack.adoc '
        'git-whatchanged.adoc git-write-tree.adoc gitattributes.adoc gitcli.adoc gitdatamodel.adoc '
        'gitfaq.adoc gitformat-chunk.adoc gitformat-pack.adoc gitformat-signature.adoc gitignore.adoc '
        'gitmailmap.adoc gitmodules.adoc gitnamespaces.adoc gitprotocol-v2.adoc gitremote-helpers.adoc '
        'gitrevisions.adoc gittutorial-2.adoc gitweb.adoc gitworkflows.adoc lint-documentation-style.perl '
        'lint-man-section-order.perl manpage-bold-literal.xsl manpage-normal.xsl merge-options.adoc '
        'meson.build pack-refs-options.adoc ref-storage-format.adoc scalar.adoc signoff-option.adoc texi.xsl '
        'trace2-target-values.adoc urls-remotes.adoc'
    ),
    'Documentation/howto': (
        'coordinate-embargoed-releases.adoc keep-canonical-history-correct.adoc maintain-git.adoc meson.build '
        'revert-a-faulty-merge.adoc separating-topic-branches.adoc setup-git-server-over-http.adoc '
        'using-merge-subtree.adoc'
    ),
    'Documentation/technical': (
        '.gitignore api-index-skel.adoc api-trace2.adoc directory-rename-detection.adoc '
        'hash-function-transition.adoc multi-pack-index.adoc partial-clone.adoc reftable.adoc scalar.adoc '
        'send-pack-pipeline.adoc'
    ),
}
GIT_PO_KIND = {
    'po': (
        'bg.po ca.po de.po el.po es.po fr.po ga.po id.po is.po it.po ko.po pl.po pt_PT.po ru.po sv.po tr.po '
        'uk.po vi.po zh_CN.po zh_TW.po'
    ),
}
GIT_PO_OTHER = {
    'contrib': (
        'Makefile README meson.build rerere-train.sh'
    ),
    'po': (
        '.gitattributes .gitignore AGENTS.md README.md TEAMS meson.build'
    ),
}
KEP_YAML_KIND = {
    '': (
        'keps/sig-api-machinery/1281-network-proxy/kep.yaml '
        'keps/sig-api-machinery/1601-client-go-context/kep.yaml '
        'keps/sig-api-machinery/1872-manifest-based-admission-webhooks/kep.yaml '
        'keps/sig-api-machinery/1904-efficient-watch-resumption/kep.yaml '
        'keps/sig-api-machinery/1965-kube-apiserver-identity/kep.yaml '
        'keps/sig-api-machinery/2161-apiserver-default-labels/kep.yaml '
        'keps/sig-api-machinery/2335-vanilla-crd-openapi-subset-structural-schemas/kep.yaml '
        'keps/sig-api-machinery/2523-consistent-resource-versions-semantics/kep.yaml '
        'keps/sig-api-machinery/2558-publish-version-openapi/kep.yaml '
        'keps/sig-api-machinery/2876-crd-validation-expression-language/kep.yaml '
        'keps/sig-api-machinery/2885-server-side-unknown-field-validation/kep.yaml '
        'keps/sig-api-machinery/3156-http3/kep.yaml '
        'keps/sig-api-machinery/4006-transition-spdy-to-websockets/kep.yaml '
        'keps/sig-api-machinery/4020-unknown-version-interoperability-proxy/kep.yaml '
        'keps/sig-api-machinery/4080-generic-controlplane/kep.yaml '
        'keps/sig-api-machinery/4358-custom-resource-field-selectors/kep.yaml '
        'keps/sig-api-machinery/4420-retry-generate-name/kep.yaml '
        'keps/sig-api-machinery/5504-comparable-resource-version/kep.yaml '
        'keps/sig-api-machinery/555-server-side-apply/kep.yaml '
        'keps/sig-api-machinery/5647-stale-controller-handling/kep.yaml '
        'keps/sig-api-machinery/575-crd-defaulting/kep.yaml '
        'keps/sig-api-machinery/95-custom-resource-definitions/kep.yaml '
        'keps/sig-apps/2804-consolidate-workload-controllers-status/kep.yaml '
        'keps/sig-apps/3329-retriable-and-non-retriable-failures/kep.yaml '
        'keps/sig-apps/3335-statefulset-slice/kep.yaml '
        'keps/sig-apps/3939-allow-replacement-when-fully-terminated/kep.yaml '
        'keps/sig-apps/5440-mutable-job-pod-resource-updates/kep.yaml '
        'keps/sig-apps/706-portable-service-definitions/kep.yaml '
        'keps/sig-apps/981-poddisruptionbudget-for-custom-resources/kep.yaml '
        'keps/sig-architecture/2527-clarify-status-observations-vs-rbac/kep.yaml '
        'keps/sig-architecture/3136-beta-apis-off-by-default/kep.yaml '
        'keps/sig-architecture/617-improve-kep-implementation/kep.yaml '
        'keps/sig-architecture/917-go-modules/kep.yaml keps/sig-auth/1393-oidc-discovery/kep.yaml '
        'keps/sig-auth/1513-certificate-signing-request/kep.yaml keps/sig-auth/2579-psp-replacement/kep.yaml '
        'keps/sig-auth/2718-20210511-client-exec-proxy/kep.yaml keps/sig-auth/2784-csr-duration/kep.yaml '
        'keps/sig-auth/279-limit-node-access/kep.yaml keps/sig-auth/2907-secrets-store-csi-driver/kep.yaml '
        'keps/sig-auth/3130-kms-observability/kep.yaml '
        'keps/sig-auth/4412-projected-service-account-tokens-for-kubelet-image-credential-providers/kep.yaml '
        'keps/sig-auth/4601-authorize-with-selectors/kep.yaml '
        'keps/sig-auth/4633-anonymous-auth-configurable-endpoints/kep.yaml '
        'keps/sig-auth/4872-harden-kubelet-cert-validation/kep.yaml '
        'keps/sig-auth/5284-constrained-impersonation/kep.yaml '
        'keps/sig-auth/541-external-credential-providers/kep.yaml '
        'keps/sig-auth/5681-conditional-authorization/kep.yaml '
        'keps/sig-auth/600-dynamic-audit-configuration/kep.yaml '
        'keps/sig-auth/740-service-account-external-signing/kep.yaml '
        'keps/sig-autoscaling/2021-scale-from-zero/kep.yaml '
        'keps/sig-autoscaling/5030-attach-limit-autoscaler/kep.yaml '
        'keps/sig-autoscaling/853-configurable-hpa-scale-velocity/kep.yaml '
        'keps/sig-cli/2229-kubectl-xdg-base-dir/kep.yaml keps/sig-cli/2381-future-of-kubectl-cp/kep.yaml '
        'keps/sig-cli/2384-kustomize-file-processing-integration/kep.yaml '
        'keps/sig-cli/2551-return-code-normalization/kep.yaml keps/sig-cli/2590-kubectl-subresource/kep.yaml '
        'keps/sig-cli/2985-public-krm-functions-registry/kep.yaml keps/sig-cli/3104-introduce-kuberc/kep.yaml '
        'keps/sig-cli/3895-kubectl-delete-interactivity/kep.yaml '
        'keps/sig-cloud-provider/2025-extend-konnectivity-for-both-directions/kep.yaml '
        'keps/sig-cloud-provider/2393-cloud-provider-documentation/kep.yaml '
        'keps/sig-cloud-provider/2699-add-webhook-hosting-to-ccm/kep.yaml '
        'keps/sig-cloud-provider/668-out-of-tree-gce/kep.yaml '
        'keps/sig-cloud-provider/669-out-of-tree-openstack/kep.yaml '
        'keps/sig-etcd/4578-server-feature-gate/kep.yaml keps/sig-etcd/5966-etcd-range-stream/kep.yaml '
        'keps/sig-instrumentation/1206-metrics-overhaul/kep.yaml '
        'keps/sig-instrumentation/1209-metrics-stability/kep.yaml '
        'keps/sig-instrumentation/1602-structured-logging/kep.yaml '
        'keps/sig-instrumentation/1753-logs-sanitization/kep.yaml '
        'keps/sig-instrumentation/2831-kubelet-tracing/kep.yaml '
        'keps/sig-instrumentation/4827-component-statusz/kep.yaml '
        'keps/sig-multicluster/1645-multi-cluster-services-api/kep.yaml '
        'keps/sig-multicluster/5313-placement-decision-api/kep.yaml '
        'keps/sig-network/1435-mixed-protocol-lb/kep.yaml keps/sig-network/1453-ingress-api/kep.yaml '
        'keps/sig-network/1507-app-protocol/kep.yaml '
        'keps/sig-network/1672-tracking-terminating-endpoints/kep.yaml '
        'keps/sig-network/2079-network-policy-port-range/kep.yaml '
        'keps/sig-network/2091-admin-network-policy/kep.yaml '
        'keps/sig-network/2447-Make-kube-proxy-service-abstraction-optional/kep.yaml '
        'keps/sig-network/2595-expanded-dns-config/kep.yaml '
        'keps/sig-network/265-ipvs-based-load-balancing/kep.yaml '
        'keps/sig-network/3070-reserved-service-ip-range/kep.yaml '
        'keps/sig-network/3685-endpointslice-reconciler-to-staging/kep.yaml '
        'keps/sig-network/3726-standard-application-protocols/kep.yaml '
        'keps/sig-network/3866-nftables-proxy/kep.yaml '
        'keps/sig-network/4004-deprecate-kube-proxy-version/kep.yaml '
        'keps/sig-network/4427-relaxed-dns-search-validation/kep.yaml '
        'keps/sig-network/4444-service-traffic-distribution/kep.yaml '
        'keps/sig-network/4974-deprecate-endpoints/kep.yaml '
        'keps/sig-network/504-configurable-pod-dns/kep.yaml '
        'keps/sig-network/536-topology-aware-routing/kep.yaml '
        'keps/sig-network/5707-deprecate-service-externalips/kep.yaml '
        'keps/sig-network/6032-nftables-localhost-nodeport-userspace-proxy/kep.yaml '
        'keps/sig-network/980-load-balancer-finalizers/kep.yaml keps/sig-node/127-user-namespaces/kep.yaml '
        'keps/sig-node/1287-in-place-update-pod-resources/kep.yaml '
        'keps/sig-node/166-taint-based-eviction/kep.yaml '
        'keps/sig-node/1867-disable-accelerator-usage-metrics/kep.yaml '
        'keps/sig-node/1967-size-memory-backed-volumes/kep.yaml '
        'keps/sig-node/2033-kubelet-in-userns-aka-rootless/kep.yaml '
        'keps/sig-node/2133-kubelet-credential-providers/kep.yaml '
        'keps/sig-node/2238-liveness-probe-grace-period/kep.yaml keps/sig-node/2254-cgroup-v2/kep.yaml '
        'keps/sig-node/2371-cri-pod-container-stats/kep.yaml keps/sig-node/2400-node-swap/kep.yaml '
        'keps/sig-node/2411-cri-container-log-rotation/kep.yaml '
        'keps/sig-node/2712-pod-priority-based-graceful-node-shutdown/kep.yaml '
        'keps/sig-node/277-ephemeral-containers/kep.yaml keps/sig-node/2837-pod-level-resource-spec/kep.yaml '
        'keps/sig-node/3288-separate-stdout-from-stderr/kep.yaml '
        'keps/sig-node/3386-kubelet-evented-pleg/kep.yaml '
        'keps/sig-node/3673-kubelet-parallel-image-pull-limit/kep.yaml '
        'keps/sig-node/3721-support-for-env-files/kep.yaml keps/sig-node/3857-rro-mounts/kep.yaml '
        'keps/sig-node/3960-pod-lifecycle-sleep-action/kep.yaml keps/sig-node/4205-psi-metric/kep.yaml '
        'keps/sig-node/4210-max-image-gc-age/kep.yaml keps/sig-node/4265-proc-mount/kep.yaml '
        'keps/sig-node/4580-deprecate-kubelet-runonce/kep.yaml '
        'keps/sig-node/4603-tune-crashloopbackoff/kep.yaml '
        'keps/sig-node/4680-add-resource-health-to-pod-status/kep.yaml '
        'keps/sig-node/4817-resource-claim-device-status/kep.yaml '
        'keps/sig-node/4818-allow-zero-value-for-sleep-action-of-prestop-hook/kep.yaml '
        'keps/sig-node/495-pod-pid-namespace/kep.yaml keps/sig-node/5328-node-declared-features/kep.yaml '
        'keps/sig-node/5474-enable-writable-cgroups/kep.yaml '
        'keps/sig-node/5526-pod-level-resource-managers/kep.yaml '
        'keps/sig-node/5532-restart-all-containers-on-container-exits/kep.yaml '
        'keps/sig-node/5593-configure-the-max-crashloopbackoff-delay/kep.yaml '
        'keps/sig-node/5823-pod-level-checkpoint-restore/kep.yaml '
        'keps/sig-node/5945-dra-optional-node-preparation/kep.yaml '
        'keps/sig-node/5978-cluster-resource-claim-template/kep.yaml '
        'keps/sig-node/606-compute-device-assignment/kep.yaml '
        'keps/sig-node/727-resource-metrics-endpoint/kep.yaml keps/sig-node/757-pid-limiting/kep.yaml '
        'keps/sig-node/793-node-os-arch-labels/kep.yaml keps/sig-release/1732-artifact-management/kep.yaml '
        'keps/sig-release/2572-release-cadence/kep.yaml '
        'keps/sig-scheduling/1451-multi-scheduling-profiles/kep.yaml '
        'keps/sig-scheduling/1819-scheduler-extender/kep.yaml '
        'keps/sig-scheduling/2372-node-labels-quota/kep.yaml '
        'keps/sig-scheduling/3022-min-domains-in-pod-topology-spread/kep.yaml '
        'keps/sig-scheduling/3280-guarantee-pdb-when-preemption-happens/kep.yaml '
        'keps/sig-scheduling/382-taint-node-by-condition/kep.yaml '
        'keps/sig-scheduling/3838-pod-mutable-scheduling-directives/kep.yaml '
        'keps/sig-scheduling/3902-decoupled-taint-manager/kep.yaml '
        'keps/sig-scheduling/4815-dra-partitionable-devices/kep.yaml '
        'keps/sig-scheduling/4816-dra-prioritized-list/kep.yaml '
        'keps/sig-scheduling/5004-dra-extended-resource/kep.yaml '
        'keps/sig-scheduling/5229-asynchronous-api-calls-during-scheduling/kep.yaml '
        'keps/sig-scheduling/5278-nominated-node-name-for-expectation/kep.yaml '
        'keps/sig-scheduling/5491-dra-list-types-for-attributes/kep.yaml '
        'keps/sig-scheduling/5732-topology-aware-workload-scheduling/kep.yaml '
        'keps/sig-scheduling/5832-decouple-podgroup-api/kep.yaml '
        'keps/sig-scheduling/5941-dra-shared-consumable-capacity/kep.yaml '
        'keps/sig-scheduling/624-scheduling-framework/kep.yaml '
        'keps/sig-scheduling/785-scheduler-component-config-api/kep.yaml '
        'keps/sig-scheduling/895-pod-topology-spread/kep.yaml '
        'keps/sig-scheduling/902-non-preempting-priorityclass/kep.yaml '
        'keps/sig-scheduling/986-resource-quota-scope-selectors/kep.yaml '
        'keps/sig-storage/1487-csi-migration-aws/kep.yaml '
        'keps/sig-storage/1682-csi-driver-skip-permission/kep.yaml '
        'keps/sig-storage/1710-selinux-relabeling/kep.yaml keps/sig-storage/177-volume-snapshot/kep.yaml '
        'keps/sig-storage/1900-volume-snapshot-validation-webhook/kep.yaml '
        'keps/sig-storage/2261-staging-mount-library/kep.yaml '
        'keps/sig-storage/2264-csi-release-ci-process/kep.yaml '
        'keps/sig-storage/2268-non-graceful-shutdown/kep.yaml keps/sig-storage/2317-fsgroup-on-mount/kep.yaml '
        'keps/sig-storage/2589-csi-migration-portworx/kep.yaml '
        'keps/sig-storage/2923-csi-migration-ceph-rbd/kep.yaml '
        'keps/sig-storage/2924-csi-migration-cephfs/kep.yaml '
        'keps/sig-storage/3107-csi-nodeexpandsecret/kep.yaml '
        'keps/sig-storage/3141-prevent-volume-mode-conversion/kep.yaml '
        'keps/sig-storage/3294-provision-volumes-from-cross-namespace-snapshots/kep.yaml '
        'keps/sig-storage/3476-volume-group-snapshot/kep.yaml '
        'keps/sig-storage/361-local-ephemeral-storage-isolation/kep.yaml '
        'keps/sig-storage/3751-volume-attributes-class/kep.yaml '
        'keps/sig-storage/3756-volume-reconstruction/kep.yaml '
        'keps/sig-storage/5040-remove-gitrepo-driver/kep.yaml '
        'keps/sig-storage/5502-emptydir-volume-mode/kep.yaml '
        'keps/sig-storage/5541-pvc-last-used-time-status-field/kep.yaml '
        'keps/sig-storage/559-volume-subpath-expansion/kep.yaml '
        'keps/sig-storage/596-csi-inline-volumes/kep.yaml keps/sig-storage/603-csi-pod-info/kep.yaml '
        'keps/sig-storage/625-csi-migration/kep.yaml keps/sig-storage/695-skip-permission-change/kep.yaml '
        'keps/sig-testing/2291-presubmit-config-inside-the-tested-repo/kep.yaml '
        'keps/sig-testing/2420-reducing-kubernetes-build-maintenance/kep.yaml '
        'keps/sig-testing/2464-kubetest2-ci-migration/kep.yaml '
        'keps/sig-testing/3041-node-conformance-and-features/kep.yaml keps/sig-ui/5008-headlamp/kep.yaml '
        'keps/sig-windows/1301-windows-runtime-class/kep.yaml '
        'keps/sig-windows/1981-windows-privileged-container-support/kep.yaml '
        'keps/sig-windows/2258-node-log-query/kep.yaml '
        'keps/sig-windows/2802-identify-windows-pods-apiserver-admission/kep.yaml'
    ),
}
KEP_YAML_OTHER = {
    'keps/prod-readiness/sig-api-machinery': (
        '2885.yaml 4568.yaml 5793.yaml'
    ),
    'keps/prod-readiness/sig-apps': (
        '1847.yaml 2879.yaml 3715.yaml 592.yaml'
    ),
    '': (
        'keps/prod-readiness/sig-architecture/3136.yaml keps/prod-readiness/sig-architecture/3935.yaml '
        'keps/prod-readiness/sig-cli/2206.yaml keps/prod-readiness/sig-cli/2590.yaml '
        'keps/provider-aws/2314-custom-endpoints-support-for-aws-cloud-provider/README.md '
        'keps/provider-aws/2315-aws-loadbalancer-prefix/kep.yaml '
        'keps/provider-aws/630-ebs-csi-driver/README.md '
        'keps/sig-api-machinery/1101-immutable-fields/README.md '
        'keps/sig-api-machinery/1872-manifest-based-admission-webhooks/README.md '
        'keps/sig-api-machinery/1929-built-in-default/README.md '
        'keps/sig-api-machinery/2523-consistent-resource-versions-semantics/README.md '
        'keps/sig-api-machinery/2887-openapi-enum-types/README.md '
        'keps/sig-api-machinery/3157-watch-list/README.md '
        'keps/sig-api-machinery/4020-unknown-version-interoperability-proxy/assets/mixed_version_proxy.png '
        'keps/sig-api-machinery/4358-custom-resource-field-selectors/README.md '
        'keps/sig-api-machinery/5073-declarative-validation-with-validation-gen/validation-types.svg '
        'keps/sig-api-machinery/5975-declarative-api-definitions/README.md '
        'keps/sig-apps/3140-TimeZone-support-in-CronJob/README.md '
        'keps/sig-apps/3715-elastic-indexed-job/README.md '
        'keps/sig-apps/3998-job-success-completion-policy/README.md '
        'keps/sig-apps/4026-crojob-scheduled-timestamp-annotation/README.md '
        'keps/sig-architecture/20190731-production-readiness-review-process.md '
        'keps/sig-architecture/4402-go-workspaces/v2-experiment.md '
        'keps/sig-auth/4633-anonymous-auth-configurable-endpoints/README.md '
        'keps/sig-auth/5681-conditional-authorization/README.md '
        'keps/sig-auth/5681-conditional-authorization/images/conditionset-evaluation.png '
        'keps/sig-auth/5681-conditional-authorization/images/request-conditions-flow.png '
        'keps/sig-autoscaling/5030-attach-limit-autoscaler/README.md '
        'keps/sig-cli/2299-kustomize-plugin-composition/example/composition/base/resources/configmap.yaml '
        'keps/sig-cli/2299-kustomize-plugin-composition/example/kustomization/prod-integration-base/kustomization.yaml '
        'keps/sig-cli/859-kubectl-headers/README.md '
        'keps/sig-cloud-provider/2393-cloud-provider-documentation/README.md '
        'keps/sig-cloud-provider/providers/0000-cloud-provider-template/README.md '
        'keps/sig-cloud-provider/providers/2530-alibaba-cloud/kep.yaml '
        'keps/sig-cloud-provider/providers/2531-baidu-cloud/README.md '
        'keps/sig-cloud-provider/providers/2532-huawei-cloud/kep.yaml '
        'keps/sig-cluster-lifecycle/clusterapi/2495-Kubernetes-Cluster-Management-API/README.md '
        'keps/sig-cluster-lifecycle/kubeadm/2067-rename-master-label-taint/kep.yaml '
        'keps/sig-cluster-lifecycle/kubeadm/2501-kubeadm-phases-to-beta/README.md '
        'keps/sig-cluster-lifecycle/kubeadm/4656-add-kubelet-instance-configuration/kep.yaml '
        'keps/sig-cluster-lifecycle/wgs/115-componentconfig/README.md '
        'keps/sig-etcd/4331-livez-readyz/README.md keps/sig-network/1024-nodelocal-cache-dns/README.md '
        'keps/sig-network/1138-ipv6/README.md keps/sig-network/2365-ingressclass-namespaced-params/README.md '
        'keps/sig-network/2447-Make-kube-proxy-service-abstraction-optional/README.md '
        'keps/sig-network/2448-Remove-kube-proxy-automatic-clean-up-logic/README.md '
        'keps/sig-network/2829-gateway-api-to-k8s-io/README.md '
        'keps/sig-network/3070-reserved-service-ip-range/README.md '
        'keps/sig-network/6032-nftables-localhost-nodeport-userspace-proxy/README.md keps/sig-network/OWNERS '
        'keps/sig-node/1558-streaming-proxy-redirects/README.md '
        'keps/sig-node/1558-streaming-proxy-redirects/kubelet-proxied-streaming-request-sequence.png '
        'keps/sig-node/1769-memory-manager/mm_simulation.jpg '
        'keps/sig-node/1867-disable-accelerator-usage-metrics/README.md '
        'keps/sig-node/2000-graceful-node-shutdown/OWNERS '
        'keps/sig-node/2837-pod-level-resource-spec/example-5.png '
        'keps/sig-node/2837-pod-level-resource-spec/oom-example-2.png '
        'keps/sig-node/3386-kubelet-evented-pleg/modified-cache-setter.mermaid '
        'keps/sig-node/3386-kubelet-evented-pleg/modified-cache-setter.png '
        'keps/sig-node/3573-device-plugin/device-plugin.png '
        'keps/sig-node/3619-supplemental-groups-policy/README.md '
        'keps/sig-node/3695-pod-resources-for-dra/OWNERS keps/sig-node/4188-kubelet-pod-readiness-api/OWNERS '
        'keps/sig-node/4381-dra-structured-parameters/kubelet.png '
        'keps/sig-node/4603-tune-crashloopbackoff/code-diagram-for-restarts.png '
        'keps/sig-node/4603-tune-crashloopbackoff/restarts-vs-elapsed-minimum-per-node.png '
        'keps/sig-node/4800-cpumanager-split-uncorecache/images/C1-2cpus_C2-8cpus.png '
        'keps/sig-node/4800-cpumanager-split-uncorecache/images/monolithic_split_cache.png '
        'keps/sig-node/5328-node-declared-features/OWNERS '
        'keps/sig-node/5593-configure-the-max-crashloopbackoff-delay/kubeletvsruntime-restartresponsibility.png '
        'keps/sig-node/6122-configurable-scaling-delay-with-pod-resource-exposure/flow_as_is.png '
        'keps/sig-release/0000-anago-to-krel-migration/README.md '
        'keps/sig-release/1734-k8s-image-promoter/README.md keps/sig-release/OWNERS '
        'keps/sig-scheduling/2249-pod-affinity-namespace-selector/README.md '
        'keps/sig-scheduling/2458-node-resource-score-strategy/README.md '
        'keps/sig-scheduling/3094-pod-topology-spread-considering-taints/README.md '
        'keps/sig-scheduling/3280-guarantee-pdb-when-preemption-happens/README.md '
        'keps/sig-scheduling/3521-pod-scheduling-readiness/README.md '
        'keps/sig-scheduling/5075-dra-consumable-capacity/README.md '
        'keps/sig-scheduling/5729-resourceclaim-support-for-workloads/README.md '
        'keps/sig-scheduling/902-non-preempting-priorityclass/README.md '
        'keps/sig-storage/1489-csi-migration-cinder/README.md '
        'keps/sig-storage/1710-selinux-relabeling/README.md keps/sig-storage/177-volume-snapshot/README.md '
        'keps/sig-storage/1790-recover-resize-failure/control_plane_expansion.svg '
        'keps/sig-storage/1885-csi-migration-azurefile/README.md '
        'keps/sig-storage/284-enable-volume-expansion/README.md '
        'keps/sig-storage/3294-provision-volumes-from-cross-namespace-snapshots/README.md '
        'keps/sig-storage/3476-volume-group-snapshot/README.md '
        'keps/sig-storage/3751-volume-attributes-class/Create_VolumeAttributesClass.png '
        'keps/sig-storage/3751-volume-attributes-class/Delete_VolumeAttributesClass.png '
        'keps/sig-storage/4958-csi-sidecars-all-in-one/aio11.png '
        'keps/sig-storage/4958-csi-sidecars-all-in-one/aio6.png '
        'keps/sig-storage/554-maximum-volume-count/README.md keps/sig-storage/565-csi-block-support/README.md '
        'keps/sig-storage/596-csi-inline-volumes/README.md keps/sig-storage/962-execution-hook/README.md '
        'keps/sig-testing/2464-kubetest2-ci-migration/README.md '
        'keps/sig-windows/2802-identify-windows-pods-apiserver-admission/README.md '
        'keps/sig-windows/3503-host-network-support-for-windows-pods/README.md '
        'pkg/repo/testdata/invalid-stage.yaml pkg/repo/testdata/repos/valid/keps/README.md '
        'pkg/repo/testdata/valid-kep-full.yaml'
    ),
    'keps/prod-readiness/sig-instrumentation': (
        '1753.yaml 4827.yaml 5905.yaml'
    ),
    'keps/prod-readiness/sig-network': (
        '1453.yaml 1880.yaml 2086.yaml 2943.yaml 3015.yaml 3453.yaml 3836.yaml 784.yaml'
    ),
    'keps/prod-readiness/sig-node': (
        '24.yaml 2570.yaml 281.yaml 3327.yaml 3673.yaml 3721.yaml 3983.yaml 4817.yaml 4818.yaml 5677.yaml'
    ),
    'keps/prod-readiness/sig-scheduling': (
        '4816.yaml 5234.yaml 5471.yaml 5517.yaml'
    ),
    'keps/prod-readiness/sig-storage': (
        '1472.yaml 2589.yaml 625.yaml 695.yaml'
    ),
    'keps/prod-readiness/sig-windows': (
        '1122.yaml 1981.yaml 5100.yaml'
    ),
    'keps/sig-node/5554-in-place-update-pod-resources-alongside-static-cpu-manager-policy': (
        'OWNERS pod_admission_topology_manager_interactions.png use_cases_for_cpu_resize.png'
    ),
    'keps/sig-scheduling/964-binpacking-priority': (
        '20190311-resource_bin_packing_priority_function_default.png '
        '20190311-resource_bin_packing_priority_function_extended.png README.md'
    ),
}
KEP_PRR_KIND = {
    'keps/prod-readiness/sig-api-machinery': (
        '1295.yaml 1693.yaml 2161.yaml 2339.yaml 2876.yaml 2896.yaml 3352.yaml 365.yaml 3716.yaml 3962.yaml '
        '4006.yaml 4222.yaml 4355.yaml 4358.yaml 4568.yaml 5073.yaml 5366.yaml 555.yaml 5589.yaml 5793.yaml '
        '5866.yaml 5958.yaml 6178.yaml'
    ),
    'keps/prod-readiness/sig-apps': (
        '1847.yaml 19.yaml 2214.yaml 2599.yaml 3140.yaml 3973.yaml 4443.yaml 5547.yaml 592.yaml 85.yaml'
    ),
    'keps/prod-readiness/sig-architecture': (
        '1143.yaml 1659.yaml 2527.yaml 3136.yaml 4330.yaml 5241.yaml'
    ),
    'keps/prod-readiness/sig-auth': (
        '1393.yaml 2579.yaml 2799.yaml 3130.yaml 3257.yaml 3299.yaml 3325.yaml 3331.yaml 3926.yaml 4193.yaml '
        '4601.yaml 4940.yaml 5018.yaml 541.yaml 5681.yaml'
    ),
    'keps/prod-readiness/sig-autoscaling': (
        '2021.yaml 2702.yaml 4951.yaml 5030.yaml 5325.yaml'
    ),
    'keps/prod-readiness/sig-cli': (
        '1020.yaml 1440.yaml 2206.yaml 2227.yaml 2299.yaml 2551.yaml 2590.yaml 3515.yaml 3638.yaml 3659.yaml '
        '5295.yaml'
    ),
    'keps/prod-readiness/sig-cloud-provider': (
        '1959.yaml 2025.yaml 2395.yaml 5237.yaml'
    ),
    '': (
        'keps/prod-readiness/sig-cluster-lifecycle/2568.yaml '
        'keps/prod-readiness/sig-cluster-lifecycle/2915.yaml keps/prod-readiness/sig-etcd/5966.yaml '
        'keps/prod-readiness/sig-release/2572.yaml keps/prod-readiness/sig-release/3744.yaml '
        'keps/prod-readiness/sig-security/2763.yaml keps/prod-readiness/sig-security/3203.yaml '
        'keps/prod-readiness/sig-testing/2420.yaml keps/prod-readiness/sig-testing/2464.yaml '
        'keps/prod-readiness/sig-windows/1122.yaml'
    ),
    'keps/prod-readiness/sig-instrumentation': (
        '1209.yaml 1753.yaml 2831.yaml 2845.yaml 3466.yaml 3498.yaml 5207.yaml 5808.yaml 647.yaml'
    ),
    'keps/prod-readiness/sig-network': (
        '1435.yaml 1669.yaml 1864.yaml 2433.yaml 2593.yaml 2595.yaml 2681.yaml 3070.yaml 3685.yaml 3836.yaml '
        '4444.yaml 4974.yaml 563.yaml 5707.yaml 6032.yaml 784.yaml'
    ),
    'keps/prod-readiness/sig-node': (
        '127.yaml 1287.yaml 1539.yaml 1769.yaml 1797.yaml 1972.yaml 2000.yaml 2008.yaml 2040.yaml 2053.yaml '
        '2133.yaml 2221.yaml 2273.yaml 2371.yaml 24.yaml 2413.yaml 2535.yaml 2625.yaml 2712.yaml 2902.yaml '
        '3327.yaml 3570.yaml 3573.yaml 3857.yaml 3960.yaml 4176.yaml 4191.yaml 4205.yaml 4210.yaml 4438.yaml '
        '4540.yaml 4563.yaml 4603.yaml 4622.yaml 4639.yaml 4680.yaml 4818.yaml 4939.yaml 5304.yaml 5328.yaml '
        '5365.yaml 5419.yaml 5554.yaml 5573.yaml 5607.yaml 5683.yaml 5894.yaml 5945.yaml 5978.yaml 5996.yaml '
        '6030.yaml 6035.yaml 6063.yaml 6072.yaml 6122.yaml 688.yaml 727.yaml'
    ),
    'keps/prod-readiness/sig-scheduling': (
        '1451.yaml 1923.yaml 2249.yaml 2926.yaml 3022.yaml 3243.yaml 3521.yaml 3902.yaml 4247.yaml 4816.yaml '
        '5007.yaml 5027.yaml 5055.yaml 5075.yaml 5517.yaml 5832.yaml 6012.yaml'
    ),
    'keps/prod-readiness/sig-storage': (
        '1432.yaml 1488.yaml 1490.yaml 1491.yaml 177.yaml 1885.yaml 2317.yaml 2644.yaml 3107.yaml 3314.yaml '
        '361.yaml 3751.yaml 3762.yaml 4049.yaml 5502.yaml 5538.yaml 625.yaml'
    ),
}
KEP_PRR_OTHER = {
    '': (
        'keps/provider-aws/2315-aws-loadbalancer-prefix/README.md '
        'keps/provider-aws/630-ebs-csi-driver/kep.yaml keps/sig-api-machinery/1027-api-unions/kep.yaml '
        'keps/sig-api-machinery/1281-network-proxy/README.md '
        'keps/sig-api-machinery/1601-client-go-context/README.md '
        'keps/sig-api-machinery/1623-standardize-conditions/README.md '
        'keps/sig-api-machinery/1872-manifest-based-admission-webhooks/README.md '
        'keps/sig-api-machinery/1904-efficient-watch-resumption/without_feature_metrics.png '
        'keps/sig-api-machinery/1929-built-in-default/kep.yaml '
        'keps/sig-api-machinery/2155-clientgo-apply/kep.yaml '
        'keps/sig-api-machinery/2332-pruning-for-custom-resources/kep.yaml '
        'keps/sig-api-machinery/2339-storageversion-api-for-ha-api-servers/README.md '
        'keps/sig-api-machinery/2340-Consistent-reads-from-cache/README.md '
        'keps/sig-api-machinery/2340-Consistent-reads-from-cache/kep.yaml '
        'keps/sig-api-machinery/2341-enabling-clients-to-tell-if-resource-endpoints-serve-the-same-set-of-objects/kep.yaml '
        'keps/sig-api-machinery/4006-transition-spdy-to-websockets/kep.yaml '
        'keps/sig-api-machinery/4006-transition-spdy-to-websockets/stream-translator-proxy-2.png '
        'keps/sig-api-machinery/4346-informer-metrics/kep.yaml '
        'keps/sig-api-machinery/4355-coordinated-leader-election/README.md '
        'keps/sig-api-machinery/4358-custom-resource-field-selectors/README.md '
        'keps/sig-api-machinery/4420-retry-generate-name/probability-of-collision-0-to-8.png '
        'keps/sig-api-machinery/5073-declarative-validation-with-validation-gen/validation-types.svg '
        'keps/sig-api-machinery/5080-ordered-namespace-deletion/kep.yaml '
        'keps/sig-api-machinery/5366-graceful-leader-transition/kep.yaml '
        'keps/sig-api-machinery/576-dry-run/README.md '
        'keps/sig-api-machinery/5793-manifest-based-admission-control-config/README.md '
        'keps/sig-api-machinery/6178-concurrent-watch-object-decode/README.md '
        'keps/sig-api-machinery/95-custom-resource-definitions/README.md '
        'keps/sig-apps/1591-daemonset-surge/README.md keps/sig-apps/3140-TimeZone-support-in-CronJob/kep.yaml '
        'keps/sig-apps/3939-allow-replacement-when-fully-terminated/README.md '
        'keps/sig-apps/3939-allow-replacement-when-fully-terminated/kep.yaml '
        'keps/sig-apps/3973-consider-terminating-pods-deployment/kep.yaml '
        'keps/sig-apps/3998-job-success-completion-policy/README.md '
        'keps/sig-apps/4443-configurable-pod-failure-policy-reasons/README.md '
        'keps/sig-apps/5882-deployment-pod-replacement-policy/README.md '
        'keps/sig-architecture/20190731-production-readiness-review-process.md '
        'keps/sig-architecture/3136-beta-apis-off-by-default/kep.yaml '
        'keps/sig-architecture/3935-oldest-node-newest-control-plane/n-3-comparison.png '
        'keps/sig-architecture/917-go-modules/kep.yaml '
        'keps/sig-auth/1687-hierarchical-namespaces-subproject/README.md '
        'keps/sig-auth/266-kubelet-client-certificate-bootstrap-rotation/README.md '
        'keps/sig-auth/266-kubelet-client-certificate-bootstrap-rotation/kep.yaml '
        'keps/sig-auth/2799-reduction-of-secret-based-service-account-token/README.md '
        'keps/sig-auth/2799-reduction-of-secret-based-service-account-token/kep.yaml '
        'keps/sig-auth/3299-kms-v2-improvements/README.md keps/sig-auth/4317-pod-certificates/kep.yaml '
        'keps/sig-auth/4601-authorize-with-selectors/README.md '
        'keps/sig-auth/4601-authorize-with-selectors/kep.yaml '
        'keps/sig-auth/4940-psa-block-host-field-in-probes/README.md '
        'keps/sig-auth/5681-conditional-authorization/README.md '
        'keps/sig-auth/5681-conditional-authorization/images/authorizer-chain-computation.png '
        'keps/sig-auth/600-dynamic-audit-configuration/kep.yaml '
        'keps/sig-autoscaling/1610-container-resource-autoscaling/kep.yaml '
        'keps/sig-autoscaling/2021-scale-from-zero/kep.yaml '
        'keps/sig-autoscaling/2702-graduate-hpa-api-to-GA/kep.yaml '
        'keps/sig-autoscaling/5325-hpa-pod-selection-accuracy/kep.yaml '
        'keps/sig-cli/2227-kubectl-default-container/kep.yaml keps/sig-cli/2229-kubectl-xdg-base-dir/kep.yaml '
        'keps/sig-cli/2299-kustomize-plugin-composition/example/kustomization/prod-integration-base/prod-plugin-transformation/plugins-base/web-server.yaml '
        'keps/sig-cli/2385-kustomize-secret-generator-plugins/kep.yaml '
        'keps/sig-cli/2590-kubectl-subresource/README.md keps/sig-cli/3805-ssa-default/README.md '
        'keps/sig-cli/5295-kyaml/README.md '
        'keps/sig-cloud-provider/1771-versioning-policy-for-external-cloud-providers/kep.yaml '
        'keps/sig-cloud-provider/2133-out-of-tree-credential-provider/kep.yaml '
        'keps/sig-cloud-provider/2392-cloud-controller-manager/README.md '
        'keps/sig-cloud-provider/2395-removing-in-tree-cloud-providers/kep.yaml '
        'keps/sig-cloud-provider/2436-controller-manager-leader-migration/migrating-cloud-controllers-v1-17.png '
        'keps/sig-cluster-lifecycle/kubeadm/4471-cp-join-kubelet-local-apiserver/README.md '
        'keps/sig-cluster-lifecycle/wgs/115-componentconfig/kep.yaml '
        'keps/sig-contributor-experience/2225-contributor-site/README.md '
        'keps/sig-instrumentation/1209-metrics-stability/metrics-validation-and-verification.md '
        'keps/sig-instrumentation/3466-kubernetes-component-health-slis/README.md '
        'keps/sig-instrumentation/3498-extending-stability/README.md '
        'keps/sig-instrumentation/3498-extending-stability/kep.yaml '
        'keps/sig-multicluster/2149-clusterid/kep.yaml '
        'keps/sig-multicluster/5339-clusterprofile-plugin-credentials/kep.yaml '
        'keps/sig-network/2200-externalips-admission/README.md '
        'keps/sig-network/265-ipvs-based-load-balancing/README.md '
        'keps/sig-network/3705-cloud-node-ips/README.md '
        'keps/sig-network/3726-standard-application-protocols/README.md '
        'keps/sig-network/3726-standard-application-protocols/kep.yaml '
        'keps/sig-network/580-pod-readiness-gates/kep.yaml keps/sig-network/OWNERS '
        'keps/sig-node/1287-in-place-update-pod-resources/README.md '
        'keps/sig-node/1967-size-memory-backed-volumes/README.md '
        'keps/sig-node/2133-kubelet-credential-providers/README.md keps/sig-node/2254-cgroup-v2/kep.yaml '
        'keps/sig-node/2535-ensure-secret-pulled-images/README.md keps/sig-node/2727-grpc-probe/kep.yaml '
        'keps/sig-node/277-ephemeral-containers/kep.yaml '
        'keps/sig-node/2837-pod-level-resource-spec/example-5.png '
        'keps/sig-node/2837-pod-level-resource-spec/pod-request-set.png '
        'keps/sig-node/3085-pod-conditions-for-starting-completition-of-sandbox-creation/README.md '
        'keps/sig-node/3288-separate-stdout-from-stderr/README.md '
        'keps/sig-node/3386-kubelet-evented-pleg/modified-generic-pleg.mermaid '
        'keps/sig-node/34-sysctl-fields/kep.yaml keps/sig-node/4563-eviction-request-api/OWNERS '
        'keps/sig-node/4580-deprecate-kubelet-runonce/README.md '
        'keps/sig-node/4580-deprecate-kubelet-runonce/kep.yaml '
        'keps/sig-node/4680-add-resource-health-to-pod-status/README.md '
        'keps/sig-node/4781-kublet-restart-pod-status/README.md '
        'keps/sig-node/4781-kublet-restart-pod-status/scenario-1.png '
        'keps/sig-node/4800-cpumanager-split-uncorecache/images/logic_flow.png '
        'keps/sig-node/4800-cpumanager-split-uncorecache/images/monolithic_split_cache.png '
        'keps/sig-node/495-pod-pid-namespace/README.md '
        'keps/sig-node/5532-restart-all-containers-on-container-exits/OWNERS '
        'keps/sig-node/5532-restart-all-containers-on-container-exits/README.md '
        'keps/sig-node/5554-in-place-update-pod-resources-alongside-static-cpu-manager-policy/kep.yaml '
        'keps/sig-node/5593-configure-the-max-crashloopbackoff-delay/kep.yaml '
        'keps/sig-node/585-runtime-class/README.md keps/sig-node/585-runtime-class/kep.yaml '
        'keps/sig-node/5894-node-system-partition/README.md '
        'keps/sig-node/6072-dra-standard-numanode/README.md '
        'keps/sig-node/6122-configurable-scaling-delay-with-pod-resource-exposure/README.md '
        'keps/sig-node/753-sidecar-containers/kep.yaml '
        'keps/sig-scheduling/1451-multi-scheduling-profiles/kep.yaml '
        'keps/sig-scheduling/1923-prefer-nominated-node/README.md '
        'keps/sig-scheduling/2458-node-resource-score-strategy/kep.yaml '
        'keps/sig-scheduling/2926-job-mutable-scheduling-directives/README.md '
        'keps/sig-scheduling/3022-min-domains-in-pod-topology-spread/README.md '
        'keps/sig-scheduling/3094-pod-topology-spread-considering-taints/README.md '
        'keps/sig-scheduling/3633-matchlabelkeys-to-podaffinity/README.md '
        'keps/sig-scheduling/4816-dra-prioritized-list/kep.yaml '
        'keps/sig-scheduling/5142-pop-backoffq-when-activeq-empty/kep.yaml '
        'keps/sig-scheduling/5229-asynchronous-api-calls-during-scheduling/proposal-C-cache-and-separate-component.png '
        'keps/sig-scheduling/5234-dra-resourceslice-mixins/README.md '
        'keps/sig-scheduling/5832-decouple-podgroup-api/kep.yaml '
        'keps/sig-storage/1432-volume-health-monitor/kep.yaml '
        'keps/sig-storage/1490-csi-migration-azuredisk/README.md '
        'keps/sig-storage/1710-selinux-relabeling/README.md '
        'keps/sig-storage/2451-service-account-token-volumes/README.md '
        'keps/sig-storage/2451-service-account-token-volumes/kep.yaml '
        'keps/sig-storage/284-enable-volume-expansion/README.md '
        'keps/sig-storage/2924-csi-migration-cephfs/README.md '
        'keps/sig-storage/3141-prevent-volume-mode-conversion/kep.yaml '
        'keps/sig-storage/3294-provision-volumes-from-cross-namespace-snapshots/kep.yaml '
        'keps/sig-storage/3751-volume-attributes-class/README.md '
        'keps/sig-storage/3751-volume-attributes-class/VolumeAttributesClass_Update.png '
        'keps/sig-storage/559-volume-subpath-expansion/README.md '
        'keps/sig-storage/962-execution-hook/README.md '
        'keps/sig-testing/3041-node-conformance-and-features/README.md '
        'keps/sig-windows/116-windows-node-support/kep.yaml '
        'keps/sig-windows/2802-identify-windows-pods-apiserver-admission/kep.yaml '
        'keps/sig-windows/3503-host-network-support-for-windows-pods/README.md '
        'keps/sig-windows/689-windows-gmsa/README.md'
    ),
    'keps/sig-release': (
        '20190331-release-notes.md OWNERS k8s-image-promoter.md'
    ),
}
EIPS_KIND = {
    'EIPS': (
        'eip-100.md eip-1010.md eip-1013.md eip-1051.md eip-1062.md eip-1080.md eip-1108.md eip-1109.md '
        'eip-1155.md eip-1178.md eip-1185.md eip-1202.md eip-1285.md eip-1319.md eip-1352.md eip-1380.md '
        'eip-1386.md eip-1388.md eip-1444.md eip-145.md eip-1482.md eip-1523.md eip-155.md eip-1616.md '
        'eip-162.md eip-1710.md eip-1767.md eip-1775.md eip-1822.md eip-1895.md eip-1923.md eip-196.md '
        'eip-1965.md eip-2.md eip-2003.md eip-2019.md eip-2021.md eip-2025.md eip-2046.md eip-2070.md '
        'eip-210.md eip-214.md eip-2157.md eip-2193.md eip-2266.md eip-2294.md eip-2327.md eip-233.md '
        'eip-2334.md eip-2470.md eip-2477.md eip-2525.md eip-2539.md eip-2542.md eip-2544.md eip-2593.md '
        'eip-2612.md eip-2844.md eip-2936.md eip-2937.md eip-2970.md eip-2972.md eip-2997.md eip-3.md '
        'eip-3044.md eip-3156.md eip-3234.md eip-3338.md eip-3386.md eip-3403.md eip-3440.md eip-3455.md '
        'eip-3525.md eip-3540.md eip-3541.md eip-3561.md eip-3584.md eip-3607.md eip-3643.md eip-3860.md '
        'eip-4200.md eip-4353.md eip-4393.md eip-4430.md eip-4626.md eip-4736.md eip-4747.md eip-4758.md '
        'eip-4762.md eip-4803.md eip-4824.md eip-4881.md eip-4883.md eip-4906.md eip-4938.md eip-4955.md '
        'eip-5000.md eip-5094.md eip-5114.md eip-5131.md eip-5173.md eip-5185.md eip-5202.md eip-5218.md '
        'eip-5219.md eip-5380.md eip-5409.md eip-5505.md eip-5559.md eip-5568.md eip-5615.md eip-5633.md '
        'eip-5646.md eip-5700.md eip-5757.md eip-5792.md eip-5982.md eip-6120.md eip-6122.md eip-6224.md '
        'eip-6327.md eip-6358.md eip-6454.md eip-6475.md eip-6492.md eip-6551.md eip-6785.md eip-6811.md '
        'eip-6864.md eip-6914.md eip-695.md eip-6968.md eip-6981.md eip-7002.md eip-7015.md eip-7085.md '
        'eip-7201.md eip-7266.md eip-7303.md eip-7377.md eip-7378.md eip-7409.md eip-7480.md eip-7521.md '
        'eip-7523.md eip-7528.md eip-7645.md eip-7675.md eip-7685.md eip-7688.md eip-7703.md eip-7713.md '
        'eip-7723.md eip-7736.md eip-778.md eip-7782.md eip-7799.md eip-7801.md eip-7830.md eip-7833.md '
        'eip-7834.md eip-7864.md eip-7867.md eip-7883.md eip-7903.md eip-7910.md eip-7919.md eip-7921.md '
        'eip-7923.md eip-7935.md eip-7951.md eip-7956.md eip-7971.md eip-7975.md eip-7997.md eip-8007.md '
        'eip-801.md eip-8038.md eip-8045.md eip-8081.md eip-8094.md eip-8099.md eip-8101.md eip-8116.md '
        'eip-8141.md eip-8163.md eip-8182.md eip-8184.md eip-8188.md eip-8198.md eip-820.md eip-8200.md '
        'eip-8237.md eip-8252.md eip-8282.md eip-831.md eip-86.md eip-867.md eip-875.md eip-918.md'
    ),
}
EIPS_OTHER = {
    '': (
        '.github/CODEOWNERS .github/ISSUE_TEMPLATE/bug-report.yml .github/PULL_REQUEST_TEMPLATE.md '
        '.github/workflows/jekyll.yml .github/workflows/stale.yml CONTRIBUTING.md LICENSE.md all.html '
        'assets/css/override.css assets/eip-1/EIP-process.png assets/eip-1/process.png '
        'assets/eip-1057/test-vectors-0.9.2.json assets/eip-1057/test-vectors-0.9.3.json '
        'assets/eip-2025/block_rewards_distribution.png assets/eip-2255/facebook_permissions.png '
        'assets/eip-2255/permissions.png assets/eip-3068/latincrypt12.pdf assets/eip-3607/geth.diff '
        'assets/eip-4488/gas_and_calldata_sample.csv assets/eip-4881/eip_4881.py '
        'assets/eip-4881/test_cases.yaml assets/eip-5988/benchmarks/.gitkeep '
        'assets/eip-5988/reference-implementation/.gitkeep assets/eip-5988/test/poseidon/test_vectors.txt '
        'assets/eip-6404/convert_tests.py assets/eip-6404/tx_hashes.py assets/eip-6475/tests.py '
        'assets/eip-712/Example.js assets/eip-712/Example.sol assets/eip-7378/AGHH.pdf '
        'assets/eip-747/add-token-prompt2.gif assets/eip-7543/Neuron.yul assets/eip-7543/decimal_float.go '
        'assets/eip-7549/attester_slashing.png assets/eip-7549/complexity_analysis.md '
        'assets/eip-7577/semver.md assets/eip-7594/withholding-probability.svg '
        'assets/eip-7619/benchmark_results.md assets/eip-7619/invalid_signature_test_vectors.md '
        'assets/eip-7745/log_index.py assets/eip-7762/base_fee_225.png assets/eip-7805/diagram_FOCIL.png '
        'assets/eip-7864/diagram1.png assets/eip-7883/call_analysis.md '
        'assets/eip-7885/op-geth/cgo/contracts_test.go '
        'assets/eip-7885/op-geth/nocgo/benchmark_results/BenchmarkPrecompiledNTT '
        'assets/eip-7885/op-geth/nocgo/crypto/ntt/dilithium.go '
        'assets/eip-7885/op-geth/nocgo/crypto/ntt/falcon_tables.go '
        'assets/eip-7885/pythonref/polyntt/tests/__init__.py assets/eip-7904/analysis/2026-06-10/meta.json '
        'assets/eip-7904/analysis/2026-06-10/results.csv assets/eip-7904/gas-cost-estimator-report.pdf '
        'assets/eip-7911/20250319_203521.png assets/eip-7915/2.png assets/eip-7918/3.png '
        'assets/eip-7918/5.png assets/eip-7928/bal_size_analysis_60m.md '
        'assets/eip-7932/algorithm_registry/helpers.py assets/eip-7932/algorithm_registry/registry.py '
        'assets/eip-7932/precompile.py assets/eip-7932/template-eip.md.txt assets/eip-7940/acd_leader.jpeg '
        'assets/eip-7979/__pycache__/magic_validator.cpython-310.pyc '
        'assets/eip-7979/__pycache__/run7979.cpython-310.pyc '
        'assets/eip-7979/rv64/__pycache__/aot.cpython-310.pyc '
        'assets/eip-7979/rv64/__pycache__/evm64.cpython-310.pyc assets/eip-7979/rv64/harness.py '
        'assets/eip-8011/log_ops.md assets/eip-8011/multidim_empirical_analysis.md '
        'assets/eip-8025/prover-lifecycle.excalidraw assets/eip-8025/prover-lifecycle.png '
        'assets/eip-8037/new_state_added.png assets/eip-8052/kat_HASHTOPOINT_512.rsp '
        'assets/eip-8052/kat_ethfalcon512.rsp assets/eip-8053/round_error_by_anchor.png '
        'assets/eip-8057/gas_discount_percentage.png assets/eip-8062/1.png assets/eip-8068/1.png '
        'assets/eip-8141/CanonicalPaymaster.sol assets/eip-8173/bench_minimal.py '
        'assets/eip-8173/cbench/opcodes.h assets/eip-8182/poseidon2_vectors.json '
        'assets/eip-8222/customizable-constraint-systems/customizable-constraint-systems.pdf '
        'assets/eip-8222/evolving-nullifiers/LICENSE '
        'assets/eip-8222/evolving-nullifiers/evolving-nullifiers.pdf assets/eip-8222/leanstaking/Cargo.toml '
        'assets/eip-8222/leanstaking/py/utils/merkle.py assets/eip-8222/leanstaking/src/data/mod.rs '
        'assets/eip-8297/diagram.png assets/eip-8363/issuance-curve.svg assets/eip-8372/figure-2.png '
        'core.html informational.html networking.html'
    ),
    '_includes': (
        'anchor_headings.html eipnums.html head.html'
    ),
    'assets/eip-1884': (
        'BALANCE-run3.png run3.total-bars-5.png run3.total-bars-6.png'
    ),
    'assets/eip-1901': (
        'OpenRPC_structure.png eth-generated-client-openrpc.gif inspector-mock-server-openrpc.png '
        'multi-geth-use-case.png'
    ),
    'assets/eip-2537': (
        'fail-map_fp2_to_G2_bls.json fail-msm_G1_bls.json map_fp_to_G1_bls.json msm_G1_bls.json '
        'msm_G2_bls.json mul_G1_bls.json'
    ),
    'assets/eip-2982': (
        '2982-issuance.png '
        'arxiv-1809.09044-Fraud-and-Data-Availability-Proofs--Maximising-Light-Client-Security-and-Scaling-Blockchains-with-Dishonest-Majorities.pdf '
        'ef-Discouragement-Attacks.pdf'
    ),
    'assets/eip-3074': (
        'auth-msg-delegate.png auth-msg-multi-call.png auth-msg.png'
    ),
    'assets/eip-3267/contracts': (
        'BaseBidOnAddresses.sol DAOInterface.sol Salary.sol'
    ),
    'assets/eip-3267/contracts/ERC1155': (
        'ERC1155.sol ERC1155WithTotals.sol README.md'
    ),
    'assets/eip-5988/papers': (
        'poseidon_paper.pdf report_security_stark_friendly_hash.pdf '
        'security_poseidon_non_binary_differential_attacks.pdf'
    ),
    'assets/eip-7885/pythonref/polyntt': (
        '__init__.py ntt.py poly.py utils.py'
    ),
    'assets/eip-7979': (
        'interp.c interp_ir.c magic_validator.py zisk.ld'
    ),
    'assets/eip-7979/yul7979': (
        'README.md compile.py minimal_validator.py run7979.py'
    ),
    'assets/eip-7979/yul7979/__pycache__': (
        'compile.cpython-310.pyc magic_validator.cpython-310.pyc run7979.cpython-310.pyc'
    ),
    'assets/eip-8222/leanstaking/py': (
        'commit.py hash.py stake.py'
    ),
    'config': (
        '.jekyll-labels.yml .markdownlint.yaml mlc_config.json'
    ),
    'rss': (
        'erc-last-call.xml last-call.xml nonerc-last-call.xml nonerc.xml'
    ),
}
JSON_PARSING_KIND = {
    'test_parsing': (
        'i_number_double_huge_neg_exp.json i_number_huge_exp.json i_number_pos_double_huge_exp.json '
        'i_number_real_neg_overflow.json i_number_real_pos_overflow.json i_number_real_underflow.json '
        'i_number_too_big_neg_int.json i_number_very_big_negative_int.json '
        'i_string_1st_surrogate_but_2nd_missing.json i_string_1st_valid_surrogate_2nd_invalid.json '
        'i_string_UTF-16LE_with_BOM.json i_string_UTF-8_invalid_sequence.json '
        'i_string_UTF8_surrogate_U+D800.json i_string_incomplete_surrogates_escape_valid.json '
        'i_string_invalid_lonely_surrogate.json i_string_invalid_utf-8.json '
        'i_string_inverted_surrogates_U+1D11E.json i_string_iso_latin_1.json '
        'i_string_lone_second_surrogate.json i_string_lone_utf8_continuation_byte.json '
        'i_string_overlong_sequence_6_bytes.json i_string_utf16BE_no_BOM.json i_string_utf16LE_no_BOM.json '
        'n_array_a_invalid_utf8.json n_array_colon_instead_of_comma.json n_array_comma_and_number.json '
        'n_array_double_comma.json n_array_double_extra_comma.json n_array_extra_comma.json '
        'n_array_incomplete.json n_array_incomplete_invalid_value.json n_array_inner_array_no_comma.json '
        'n_array_invalid_utf8.json n_array_items_separated_by_semicolon.json n_array_just_comma.json '
        'n_array_unclosed_with_new_lines.json n_incomplete_false.json n_incomplete_null.json '
        'n_multidigit_number_then_00.json n_number_++.json n_number_-01.json n_number_-2..json '
        'n_number_0.1.2.json n_number_0.e1.json n_number_0_capital_E+.json n_number_0e+.json n_number_0e.json '
        'n_number_1.0e+.json n_number_1.0e.json n_number_1_000.json n_number_Inf.json n_number_NaN.json '
        'n_number_U+FF11_fullwidth_digit_one.json n_number_expression.json n_number_hex_1_digit.json '
        'n_number_hex_2_digits.json n_number_infinity.json n_number_invalid+-.json '
        'n_number_invalid-negative-real.json n_number_invalid-utf-8-in-bigger-int.json '
        'n_number_invalid-utf-8-in-exponent.json n_number_invalid-utf-8-in-int.json '
        'n_number_minus_sign_with_trailing_garbage.json n_number_minus_space_1.json '
        'n_number_neg_real_without_int_part.json n_number_neg_with_garbage_at_end.json '
        'n_number_real_garbage_after_e.json n_number_starting_with_dot.json n_number_with_alpha_char.json '
        'n_number_with_leading_zero.json n_object_double_colon.json n_object_emoji.json '
        'n_object_garbage_at_end.json n_object_key_with_single_quotes.json n_object_missing_colon.json '
        'n_object_missing_key.json n_object_missing_value.json n_object_no-colon.json '
        'n_object_several_trailing_commas.json n_object_single_quote.json n_object_trailing_comma.json '
        'n_object_trailing_comment.json n_object_trailing_comment_slash_open.json '
        'n_object_two_commas_in_a_row.json n_object_with_single_string.json '
        'n_object_with_trailing_garbage.json n_string_1_surrogate_then_escape.json '
        'n_string_1_surrogate_then_escape_u1.json n_string_1_surrogate_then_escape_u1x.json '
        'n_string_accentuated_char_no_quotes.json n_string_backslash_00.json '
        'n_string_escaped_backslash_bad.json n_string_escaped_emoji.json n_string_incomplete_escape.json '
        'n_string_incomplete_escaped_character.json n_string_incomplete_surrogate_escape_invalid.json '
        'n_string_invalid-utf-8-in-escape.json n_string_invalid_unicode_escape.json '
        'n_string_invalid_utf8_after_escape.json n_string_leading_uescaped_thinspace.json '
        'n_string_single_doublequote.json n_string_start_escape_unclosed.json n_string_unescaped_newline.json '
        'n_string_unescaped_tab.json n_string_unicode_CapitalU.json n_string_with_trailing_garbage.json '
        'n_structure_100000_opening_arrays.json n_structure_U+2060_word_joined.json '
        'n_structure_angle_bracket_..json n_structure_array_trailing_garbage.json '
        'n_structure_array_with_extra_array_close.json n_structure_array_with_unclosed_string.json '
        'n_structure_ascii-unicode-identifier.json n_structure_close_unopened_array.json '
        'n_structure_comma_instead_of_closing_brace.json n_structure_incomplete_UTF8_BOM.json '
        'n_structure_lone-open-bracket.json n_structure_no_data.json '
        'n_structure_null-byte-outside-string.json n_structure_object_followed_by_closing_object.json '
        'n_structure_object_with_trailing_garbage.json n_structure_open_array_comma.json '
        'n_structure_open_array_object.json n_structure_open_array_open_object.json '
        'n_structure_open_array_open_string.json n_structure_open_array_string.json '
        'n_structure_open_object.json n_structure_open_object_comma.json '
        'n_structure_open_object_string_with_apostrophes.json n_structure_open_open.json '
        'n_structure_single_eacute.json n_structure_single_star.json '
        'n_structure_uescaped_LF_before_string.json n_structure_unclosed_array.json '
        'n_structure_unclosed_array_partial_null.json n_structure_unclosed_array_unfinished_false.json '
        'n_structure_unclosed_array_unfinished_true.json n_structure_unicode-identifier.json '
        'n_structure_whitespace_U+2060_word_joiner.json n_structure_whitespace_formfeed.json '
        'y_array_empty-string.json y_array_ending_with_newline.json y_array_false.json '
        'y_array_with_1_and_newline.json y_array_with_leading_space.json y_array_with_trailing_space.json '
        'y_number_0e+1.json y_number_0e1.json y_number_after_space.json y_number_int_with_exp.json '
        'y_number_minus_zero.json y_number_negative_int.json y_number_negative_one.json '
        'y_number_real_capital_e.json y_number_real_capital_e_neg_exp.json '
        'y_number_real_capital_e_pos_exp.json y_number_real_exponent.json '
        'y_number_real_fraction_exponent.json y_number_real_neg_exp.json y_number_real_pos_exponent.json '
        'y_number_simple_real.json y_object_duplicated_key.json y_object_duplicated_key_and_value.json '
        'y_object_empty.json y_object_escaped_null_in_key.json y_object_extreme_numbers.json '
        'y_object_string_unicode.json y_object_with_newlines.json y_string_1_2_3_bytes_UTF-8_sequences.json '
        'y_string_accepted_surrogate_pair.json y_string_backslash_and_u_escaped_zero.json '
        'y_string_double_escape_n.json y_string_escaped_noncharacter.json y_string_in_array.json '
        'y_string_last_surrogates_1_and_2.json y_string_nonCharacterInUTF-8_U+10FFFF.json '
        'y_string_one-byte-utf-8.json y_string_reservedCharacterInUTF-8_U+1BFFF.json '
        'y_string_simple_ascii.json y_string_space.json '
        'y_string_surrogates_U+1D11E_MUSICAL_SYMBOL_G_CLEF.json y_string_three-byte-utf-8.json '
        'y_string_two-byte-utf-8.json y_string_u+2028_line_sep.json y_string_u+2029_par_sep.json '
        'y_string_uEscape.json y_string_uescaped_newline.json y_string_unescaped_char_delete.json '
        'y_string_unicode.json y_string_unicodeEscapedBackslash.json y_string_unicode_U+10FFFE_nonchar.json '
        'y_string_unicode_U+1FFFE_nonchar.json y_string_unicode_U+200B_ZERO_WIDTH_SPACE.json '
        'y_string_unicode_U+FDD0_nonchar.json y_string_unicode_U+FFFE_nonchar.json '
        'y_structure_lonely_false.json y_structure_lonely_negative_real.json y_structure_lonely_null.json '
        'y_structure_trailing_newline.json y_structure_true_in_array.json'
    ),
}
JSON_PARSING_OTHER = {
    '': (
        'article/parsing_json.md parsers/test_Freddy_20160830/bin/test_Freddy '
        'parsers/test_Freddy_20160830/test_Freddy.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/test_Freddy.xcscheme '
        'parsers/test_Freddy_20160830/test_Freddy/JSONEncodingDetector.swift '
        'parsers/test_Freddy_20161018/test_Freddy.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/xcschememanagement.plist '
        'parsers/test_Freddy_20161018/test_Freddy/JSONEncodable.swift '
        'parsers/test_Freddy_20170118/test_Freddy/JSONParser.swift '
        'parsers/test_Freddy_2_1_0/test_Freddy.xcodeproj/project.xcworkspace/contents.xcworkspacedata '
        'parsers/test_Freddy_2_1_0/test_Freddy.xcodeproj/project.xcworkspace/xcuserdata/nst.xcuserdatad/UserInterfaceState.xcuserstate '
        'parsers/test_Freddy_2_1_0/test_Freddy.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/xcschememanagement.plist '
        'parsers/test_Freddy_2_1_0/test_Freddy/JSONParsing.swift '
        'parsers/test_JSONKit/test-JSONKit.xcodeproj/project.pbxproj '
        'parsers/test_ObjCNSJSONSerializer/bin/test_ObjCNSJSONSerializer '
        'parsers/test_ObjCNSJSONSerializer/test_ObjCNSJSONSerializer.xcodeproj/project.pbxproj '
        'parsers/test_ObjCNSJSONSerializer/test_ObjCNSJSONSerializer/a.out.dSYM/Contents/Info.plist '
        'parsers/test_ObjCNSJSONSerializer/test_ObjCNSJSONSerializer/findings_dir/plot_data '
        'parsers/test_PMJSON_1_1_0/test_PMJSON.xcodeproj/project.pbxproj '
        'parsers/test_PMJSON_1_2_0/ObjectiveC.swift '
        'parsers/test_PMJSON_1_2_0/test_PMJSON.xcodeproj/project.xcworkspace/xcuserdata/nst.xcuserdatad/UserInterfaceState.xcuserstate '
        'parsers/test_PMJSON_1_2_0/test_PMJSON.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/test_PMJSON.xcscheme '
        'parsers/test_SBJSON_4_0_4/bin/test_SBJSON parsers/test_SBJson_5_0_0/SBJson5StreamParserState.h '
        'parsers/test_SBJson_5_0_0/SBJson5StreamTokeniser.h '
        'parsers/test_SBJson_5_0_0/test_SBJSON.xcodeproj/project.pbxproj '
        'parsers/test_SBJson_5_0_0/test_SBJSON.xcodeproj/project.xcworkspace/contents.xcworkspacedata '
        'parsers/test_SBJson_5_0_0/test_SBJSON.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/xcschememanagement.plist '
        'parsers/test_STJSON/STJSON.xcodeproj/project.xcworkspace/xcshareddata/STJSON.xcscmblueprint '
        'parsers/test_STJSON/STJSON.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/STJSONTests.xcscheme '
        'parsers/test_STJSON/STJSON/main.swift '
        'parsers/test_Squeak_JSON_tonyg/Squeak.app/Contents/Resources/SqueakScript.icns '
        'parsers/test_TouchJSON/test_TouchJSON.xcodeproj/project.pbxproj '
        'parsers/test_TouchJSON/test_TouchJSON/main.m '
        'parsers/test_cJSON_1_7_3/test-cJSON.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/xcschememanagement.plist '
        'parsers/test_cJSON_20160806/test-cJSON/main.c parsers/test_ccan_json/json/json.h '
        'parsers/test_elixir_exjson/config/config.exs parsers/test_elixir_exjson/mix.exs '
        'parsers/test_elixir_jason/config/config.exs parsers/test_elixir_jason/mix.lock '
        'parsers/test_elixir_poison/build.sh parsers/test_elixir_poison/config/config.exs '
        'parsers/test_elixir_poison/lib/test_elixir_poison.ex parsers/test_elixir_poison/mix.exs '
        'parsers/test_erlang_euneus/README.md parsers/test_erlang_euneus/test_erlang_euneus '
        'parsers/test_fpc/test_json parsers/test_go/test_json.go parsers/test_haskell-aeson/.gitignore '
        'parsers/test_haskell-aeson/package.yaml parsers/test_jansson/hashtable_seed.c '
        'parsers/test_java_actson_1_2_0/actson-1.2.0.jar parsers/test_java_bfo/TestJSONParsing.jar '
        'parsers/test_java_jackson_2_8_4/META-INF/MANIFEST.MF '
        'parsers/test_java_mergebase_json_2019_09_09/json-mergebase-2019.09.09.jar '
        'parsers/test_java_nanojson_1_0/README.txt parsers/test_java_nanojson_1_1/TestJSONParsing.java '
        'parsers/test_java_simple_json_1_1_1/TestJSONParsing.class parsers/test_jsmn/jsmn.c '
        'parsers/test_jsmn/jsmn.h '
        'parsers/test_jsmn/test_jsmn/test_jsmn.xcodeproj/xcuserdata/nst.xcuserdatad/xcdebugger/Breakpoints_v2.xcbkptlist '
        'parsers/test_json-parser/test_json-parser.xcodeproj/project.xcworkspace/xcuserdata/nst.xcuserdatad/UserInterfaceState.xcuserstate '
        'parsers/test_json-parser/test_json-parser/json.c '
        'parsers/test_json-rust/target/debug/.fingerprint/tj-b5d63a9d8da2968e/dep-bin-tj '
        'parsers/test_json-rust/target/debug/.fingerprint/tj-bb890ae6f101bb25/bin-tj.json '
        'parsers/test_json-rustc_serialize/rj/target/debug/.fingerprint/rustc-serialize-80c565222c5ccdbb/lib-rustc-serialize '
        'parsers/test_json-rustc_serialize/rj/target/debug/.fingerprint/rustc-serialize-80c565222c5ccdbb/lib-rustc-serialize.json '
        'parsers/test_json-rustc_serialize/rj/target/debug/deps/librustc_serialize-3561541d79c18212.rlib '
        'parsers/test_json-rustc_serialize/rj/target/debug/rj parsers/test_json.js '
        'parsers/test_jsonChecker/jsonChecker/jsonChecker.xcodeproj/project.xcworkspace/contents.xcworkspacedata '
        'parsers/test_jsonChecker/jsonChecker/jsonChecker/main.c parsers/test_jsonChecker2/bin/jsonChecker2 '
        'parsers/test_jsonChecker2/jsonChecker2/jsonChecker2.xcodeproj/project.pbxproj '
        'parsers/test_jsonChecker2/jsonChecker2/jsonChecker2.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/jsonChecker.xcscheme '
        'parsers/test_jsonChecker20161111/jsonChecker20161111/JSON_checker.c '
        'parsers/test_jsonChecker20161111/jsonChecker20161111/jsonChecker20161111.xcodeproj/project.xcworkspace/xcuserdata/nst.xcuserdatad/UserInterfaceState.xcuserstate '
        'parsers/test_jsonChecker20161111/jsonChecker20161111/jsonChecker20161111.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/jsonChecker.xcscheme '
        'parsers/test_json_c/test_json_c.xcodeproj/project.pbxproj '
        'parsers/test_json_c/test_json_c.xcodeproj/project.xcworkspace/xcuserdata/nst.xcuserdatad/UserInterfaceState.xcuserstate '
        'parsers/test_json_swift_20170522/JSONLib/JSValue.Indexers.swift '
        'parsers/test_json_swift_20170522/JSONLib/JSValue.Parsing.swift '
        'parsers/test_nlohmann_json_20190718/test_nlohmann_json.xcodeproj/project.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist '
        'parsers/test_nlohmann_json_20190718/test_nlohmann_json.xcodeproj/xcuserdata/nst.xcuserdatad/xcschemes/xcschememanagement.plist '
        'parsers/test_pdjson/UNLICENSE parsers/test_pdjson/json.c parsers/test_pegex_json.pl '
        'parsers/test_rapidjson_20170724/rapidjson/internal/meta.h '
        'parsers/test_rapidjson_20170724/rapidjson/msinttypes/stdint.h '
        'parsers/test_scala_dijon_0.3.0/target/scala-2.13/TestJSONParsing.jar results/parsing.html '
        'results/parsing_pruned.html'
    ),
    'parsers/test_PMJSON_1_2_1': (
        'Decoder.swift JSON.swift JSONError.swift ObjectiveC.swift'
    ),
    'parsers/test_SBJSON_4_0_3': (
        'SBJson4Parser.m SBJson4StreamParser.m SBJson4StreamWriter.m'
    ),
    'parsers/test_SBJSON_4_0_4': (
        'SBJson4StreamParserState.h SBJson4StreamTokeniser.h SBJson4StreamTokeniser.m SBJson4Writer.m'
    ),
    'parsers/test_ccan_json/json/_test/nst_files': (
        'n_12.json n_13.json n_140.json n_150.json n_157.json n_173.json n_177.json n_183.json n_188.json '
        'n_189.json n_198.json n_199.json n_211.json n_214.json n_217.json n_222.json n_28.json n_29.json '
        'n_31.json n_36.json n_37.json n_64.json n_69.json n_78.json y_119.json y_122.json y_126.json '
        'y_132.json y_138.json y_144.json y_167.json y_196.json y_41.json y_43.json y_56.json y_67.json '
        'y_76.json y_89.json y_95.json'
    ),
    'parsers/test_ccan_json/json/_test': (
        'run-stringify.c test-strings-reencoded x.py'
    ),
    'parsers/test_rapidjson_20170724/rapidjson': (
        'allocators.h encodings.h filereadstream.h'
    ),
    'test_transform': (
        'string_1_invalid_codepoint.json string_3_escaped_invalid_codepoints.json '
        'string_3_invalid_codepoints.json'
    ),
}
OMZ_PLUGINS_KIND = {
    '': (
        'plugins/1password/1password.plugin.zsh plugins/alias-finder/alias-finder.plugin.zsh '
        'plugins/ansible/ansible.plugin.zsh plugins/apache2-macports/apache2-macports.plugin.zsh '
        'plugins/arcanist/arcanist.plugin.zsh plugins/argocd/argocd.plugin.zsh plugins/asdf/asdf.plugin.zsh '
        'plugins/aws/aws.plugin.zsh plugins/battery/battery.plugin.zsh plugins/bazel/bazel.plugin.zsh '
        'plugins/bbedit/bbedit.plugin.zsh plugins/bower/bower.plugin.zsh plugins/branch/branch.plugin.zsh '
        'plugins/brew/brew.plugin.zsh plugins/buf/buf.plugin.zsh plugins/bun/bun.plugin.zsh '
        'plugins/bundler/bundler.plugin.zsh plugins/cabal/cabal.plugin.zsh '
        'plugins/cakephp3/cakephp3.plugin.zsh plugins/capistrano/capistrano.plugin.zsh '
        'plugins/cask/cask.plugin.zsh plugins/catimg/catimg.plugin.zsh plugins/cdk/cdk.plugin.zsh '
        'plugins/charm/charm.plugin.zsh plugins/chruby/chruby.plugin.zsh '
        'plugins/cloudfoundry/cloudfoundry.plugin.zsh plugins/codex/codex.plugin.zsh '
        'plugins/colored-man-pages/colored-man-pages.plugin.zsh plugins/colorize/colorize.plugin.zsh '
        'plugins/command-not-found/command-not-found.plugin.zsh '
        'plugins/common-aliases/common-aliases.plugin.zsh plugins/compleat/compleat.plugin.zsh '
        'plugins/composer/composer.plugin.zsh plugins/conda/conda.plugin.zsh '
        'plugins/copybuffer/copybuffer.plugin.zsh plugins/cp/cp.plugin.zsh plugins/dash/dash.plugin.zsh '
        'plugins/debian/debian.plugin.zsh plugins/dirhistory/dirhistory.plugin.zsh '
        'plugins/dirpersist/dirpersist.plugin.zsh plugins/docker/docker.plugin.zsh '
        'plugins/droplr/droplr.plugin.zsh plugins/drush/drush.plugin.zsh plugins/eecms/eecms.plugin.zsh '
        'plugins/ember-cli/ember-cli.plugin.zsh plugins/emoji-clock/emoji-clock.plugin.zsh '
        'plugins/emoji/emoji.plugin.zsh plugins/eza/eza.plugin.zsh plugins/fabric/fabric.plugin.zsh '
        'plugins/fancy-ctrl-z/fancy-ctrl-z.plugin.zsh plugins/fasd/fasd.plugin.zsh '
        'plugins/fastfile/fastfile.plugin.zsh plugins/flutter/flutter.plugin.zsh plugins/foot/foot.plugin.zsh '
        'plugins/forklift/forklift.plugin.zsh plugins/fossil/fossil.plugin.zsh '
        'plugins/frontend-search/frontend-search.plugin.zsh plugins/fzf/fzf.plugin.zsh '
        'plugins/gcloud/gcloud.plugin.zsh plugins/geeknote/geeknote.plugin.zsh plugins/gem/gem.plugin.zsh '
        'plugins/gh/gh.plugin.zsh plugins/git-auto-fetch/git-auto-fetch.plugin.zsh '
        'plugins/git-commit/git-commit.plugin.zsh plugins/git-extras/git-extras.plugin.zsh '
        'plugins/git-flow-avh/git-flow-avh.plugin.zsh plugins/git-flow/git-flow.plugin.zsh '
        'plugins/git-prompt/git-prompt.plugin.zsh plugins/git/git.plugin.zsh '
        'plugins/gitfast/gitfast.plugin.zsh plugins/gitignore/gitignore.plugin.zsh '
        'plugins/glassfish/glassfish.plugin.zsh plugins/globalias/globalias.plugin.zsh '
        'plugins/gnu-utils/gnu-utils.plugin.zsh plugins/golang/golang.plugin.zsh '
        'plugins/gpg-agent/gpg-agent.plugin.zsh plugins/grails/grails.plugin.zsh '
        'plugins/grunt/grunt.plugin.zsh plugins/hasura/hasura.plugin.zsh plugins/helm/helm.plugin.zsh '
        'plugins/heroku-alias/heroku-alias.plugin.zsh plugins/heroku/heroku.plugin.zsh '
        'plugins/history-substring-search/history-substring-search.plugin.zsh '
        'plugins/history/history.plugin.zsh plugins/invoke/invoke.plugin.zsh plugins/ionic/ionic.plugin.zsh '
        'plugins/jake-node/jake-node.plugin.zsh plugins/jira/jira.plugin.zsh plugins/jruby/jruby.plugin.zsh '
        'plugins/jsontools/jsontools.plugin.zsh plugins/juju/juju.plugin.zsh plugins/k9s/k9s.plugin.zsh '
        'plugins/kamal/kamal.plugin.zsh plugins/kate/kate.plugin.zsh plugins/kind/kind.plugin.zsh '
        'plugins/kitty/kitty.plugin.zsh plugins/kn/kn.plugin.zsh plugins/knife_ssh/knife_ssh.plugin.zsh '
        'plugins/kops/kops.plugin.zsh plugins/kube-ps1/kube-ps1.plugin.zsh plugins/kubectl/kubectl.plugin.zsh '
        'plugins/laravel/laravel.plugin.zsh plugins/localstack/localstack.plugin.zsh '
        'plugins/macos/macos.plugin.zsh plugins/magic-enter/magic-enter.plugin.zsh plugins/man/man.plugin.zsh '
        'plugins/mercurial/mercurial.plugin.zsh plugins/meteor/meteor.plugin.zsh '
        'plugins/minikube/minikube.plugin.zsh plugins/mise/mise.plugin.zsh '
        'plugins/mix-fast/mix-fast.plugin.zsh plugins/molecule/molecule.plugin.zsh '
        'plugins/mosh/mosh.plugin.zsh plugins/mvn/mvn.plugin.zsh '
        'plugins/mysql-macports/mysql-macports.plugin.zsh plugins/n98-magerun/n98-magerun.plugin.zsh '
        'plugins/nats/nats.plugin.zsh plugins/nestjs/nestjs.plugin.zsh plugins/nmap/nmap.plugin.zsh '
        'plugins/node/node.plugin.zsh plugins/npm/npm.plugin.zsh plugins/nvm/nvm.plugin.zsh '
        'plugins/operator-sdk/operator-sdk.plugin.zsh plugins/pass-cli/pass-cli.plugin.zsh '
        'plugins/paver/paver.plugin.zsh plugins/per-directory-history/per-directory-history.plugin.zsh '
        'plugins/pip/pip.plugin.zsh plugins/pipenv/pipenv.plugin.zsh plugins/please/please.plugin.zsh '
        'plugins/pm2/pm2.plugin.zsh plugins/podman/podman.plugin.zsh plugins/poetry-env/poetry-env.plugin.zsh '
        'plugins/postgres/postgres.plugin.zsh plugins/pow/pow.plugin.zsh plugins/procs/procs.plugin.zsh '
        'plugins/profiles/profiles.plugin.zsh plugins/pulumi/pulumi.plugin.zsh plugins/pyenv/pyenv.plugin.zsh '
        'plugins/pylint/pylint.plugin.zsh plugins/rails/rails.plugin.zsh '
        'plugins/rake-fast/rake-fast.plugin.zsh plugins/rake/rake.plugin.zsh plugins/rbenv/rbenv.plugin.zsh '
        'plugins/rbw/rbw.plugin.zsh plugins/repo/repo.plugin.zsh plugins/rsync/rsync.plugin.zsh '
        'plugins/ruby/ruby.plugin.zsh plugins/rust/rust.plugin.zsh plugins/sbt/sbt.plugin.zsh '
        'plugins/sdk/sdk.plugin.zsh plugins/sfffe/sfffe.plugin.zsh plugins/shrink-path/shrink-path.plugin.zsh '
        'plugins/skaffold/skaffold.plugin.zsh plugins/snap/snap.plugin.zsh '
        'plugins/spackenv/spackenv.plugin.zsh plugins/stack/stack.plugin.zsh '
        'plugins/starship/starship.plugin.zsh plugins/stripe/stripe.plugin.zsh '
        'plugins/sublime-merge/sublime-merge.plugin.zsh plugins/sublime/sublime.plugin.zsh '
        'plugins/supervisor/supervisor.plugin.zsh plugins/suse/suse.plugin.zsh '
        'plugins/svn-fast-info/svn-fast-info.plugin.zsh plugins/svn/svn.plugin.zsh '
        'plugins/swiftpm/swiftpm.plugin.zsh plugins/symfony/symfony.plugin.zsh '
        'plugins/symfony2/symfony2.plugin.zsh plugins/symfony6/symfony6.plugin.zsh '
        'plugins/systemd/systemd.plugin.zsh plugins/tailscale/tailscale.plugin.zsh '
        'plugins/task/task.plugin.zsh plugins/term_tab/term_tab.plugin.zsh plugins/thefuck/thefuck.plugin.zsh '
        'plugins/themes/themes.plugin.zsh plugins/timer/timer.plugin.zsh plugins/tldr/tldr.plugin.zsh '
        'plugins/tmux/tmux.plugin.zsh plugins/tmuxinator/tmuxinator.plugin.zsh '
        'plugins/torrent/torrent.plugin.zsh plugins/transfer/transfer.plugin.zsh '
        'plugins/ubuntu/ubuntu.plugin.zsh plugins/universalarchive/universalarchive.plugin.zsh '
        'plugins/urltools/urltools.plugin.zsh plugins/vagrant-prompt/vagrant-prompt.plugin.zsh '
        'plugins/vagrant/vagrant.plugin.zsh plugins/vault/vault.plugin.zsh plugins/vi-mode/vi-mode.plugin.zsh '
        'plugins/virtualenvwrapper/virtualenvwrapper.plugin.zsh plugins/volta/volta.plugin.zsh '
        'plugins/vscode/vscode.plugin.zsh plugins/vundle/vundle.plugin.zsh '
        'plugins/web-search/web-search.plugin.zsh plugins/xcode/xcode.plugin.zsh plugins/yarn/yarn.plugin.zsh '
        'plugins/yii/yii.plugin.zsh plugins/yii2/yii2.plugin.zsh plugins/yum/yum.plugin.zsh '
        'plugins/zbell/zbell.plugin.zsh plugins/zoxide/zoxide.plugin.zsh '
        'plugins/zsh-navigation-tools/zsh-navigation-tools.plugin.zsh'
    ),
}
OMZ_PLUGINS_OTHER = {
    'lib': (
        'async_prompt.zsh diagnostics.zsh history.zsh key-bindings.zsh'
    ),
    '': (
        'plugins/alias-finder/tests/_output/.gitkeep plugins/alias-finder/tests/_support/.gitkeep '
        'plugins/ansible/README.md plugins/ant/_ant plugins/autopep8/_autopep8 plugins/buf/README.md '
        'plugins/bundler/README.md plugins/cakephp3/README.md plugins/cask/README.md plugins/catimg/catimg.sh '
        'plugins/celery/_celery plugins/chucknorris/README.md plugins/coffee/_coffee '
        'plugins/colored-man-pages/README.md plugins/colorize/README.md plugins/copyfile/README.md '
        'plugins/dirpersist/README.md plugins/dnf/README.md plugins/doctl/README.md plugins/dotenv/.zunit.yml '
        'plugins/dotenv/tests/security.zunit plugins/droplr/README.md plugins/drush/drush.complete.sh '
        'plugins/emacs/README.md plugins/emacs/emacsclient.sh plugins/ember-cli/README.md '
        'plugins/encode64/README.md plugins/fabric/_fab plugins/fasd/README.md plugins/fluxcd/README.md '
        'plugins/gatsby/_gatsby plugins/gh/README.md plugins/git-auto-fetch/README.md '
        'plugins/git-commit/README.md plugins/git-escape-magic/README.md plugins/git-flow/README.md '
        'plugins/github/README.md plugins/glassfish/_asadmin plugins/gradle/README.md plugins/gradle/_gradle '
        'plugins/history-substring-search/dependencies/OMZ-README.md plugins/hitchhiker/.gitignore '
        'plugins/hitchhiker/fortunes/hitchhiker plugins/httpie/_httpie plugins/invoke/README.md '
        'plugins/ipfs/LICENSE plugins/ipfs/_ipfs plugins/istioctl/README.md plugins/jake-node/README.md '
        'plugins/jenv/README.md plugins/jira/README.md plugins/jruby/README.md plugins/kn/README.md '
        'plugins/knife/_knife plugins/kubectx/prod.png plugins/kubectx/stage.png plugins/laravel/README.md '
        'plugins/lighthouse/README.md plugins/localstack/sqs-send-result.png plugins/lpass/README.md '
        'plugins/lxd/README.md plugins/macos/README.md plugins/man/README.md plugins/meteor/README.md '
        'plugins/mise/README.md plugins/n98-magerun/README.md plugins/nanoc/README.md plugins/node/README.md '
        'plugins/npm/README.md plugins/oc/README.md plugins/otp/README.md plugins/pip/README.md '
        'plugins/powder/README.md plugins/powify/_powify plugins/python/README.md plugins/qodana/README.md '
        'plugins/rake-fast/README.md plugins/rbw/README.md plugins/react-native/README.md '
        'plugins/repo/README.md plugins/ros/README.md plugins/ros/_ros plugins/rsync/README.md '
        'plugins/safe-paste/README.md plugins/salt/_salt plugins/sbt/README.md plugins/scala/README.md '
        'plugins/scala/_scala plugins/sfffe/README.md plugins/shell-proxy/README.md '
        'plugins/shell-proxy/proxy.py plugins/sigstore/README.md plugins/spring/README.md '
        'plugins/ssh-agent/README.md plugins/ssh/README.md plugins/stripe/README.md plugins/sublime/README.md '
        'plugins/supervisor/_supervisorctl plugins/symfony2/README.md plugins/tailscale/README.md '
        'plugins/tmux/tmux.extra.conf plugins/tmuxinator/_tmuxinator plugins/universalarchive/README.md '
        'plugins/urltools/README.md plugins/vagrant-prompt/README.md plugins/virtualenv/README.md '
        'plugins/wd/LICENSE plugins/wd/README.md plugins/zsh-interactive-cd/LICENSE '
        'plugins/zsh-interactive-cd/README.md plugins/zsh-navigation-tools/.config/znt/n-cd.conf '
        'plugins/zsh-navigation-tools/.config/znt/n-options.conf'
    ),
    'plugins/emotty': (
        'emotty_emoji_set.zsh emotty_love_set.zsh emotty_nature_set.zsh emotty_zodiac_set.zsh'
    ),
    'plugins/zsh-navigation-tools': (
        'Makefile n-options n-panelize znt-cd-widget znt-history-widget'
    ),
    'themes': (
        'af-magic.zsh-theme aussiegeek.zsh-theme clean.zsh-theme dallas.zsh-theme daveverwer.zsh-theme '
        'dstufft.zsh-theme eastwood.zsh-theme fino.zsh-theme fox.zsh-theme gallifrey.zsh-theme '
        'garyblessington.zsh-theme half-life.zsh-theme linuxonly.zsh-theme macovsky-ruby.zsh-theme '
        'mira.zsh-theme mortalscumbag.zsh-theme nebirhos.zsh-theme nicoulaj.zsh-theme oldgallois.zsh-theme '
        'rgm.zsh-theme risto.zsh-theme wezm+.zsh-theme wuffers.zsh-theme xiong-chiamiov-plus.zsh-theme '
        'zhann.zsh-theme'
    ),
}
OMZ_THEMES_KIND = {
    'themes': (
        '3den.zsh-theme Soliah.zsh-theme adben.zsh-theme af-magic.zsh-theme afowler.zsh-theme '
        'agnoster.zsh-theme alanpeabody.zsh-theme amuse.zsh-theme apple.zsh-theme arrow.zsh-theme '
        'aussiegeek.zsh-theme avit.zsh-theme awesomepanda.zsh-theme bira.zsh-theme blinks.zsh-theme '
        'bureau.zsh-theme candy-kingdom.zsh-theme candy.zsh-theme clean.zsh-theme cloud.zsh-theme '
        'crcandy.zsh-theme crunch.zsh-theme cypher.zsh-theme dallas.zsh-theme darkblood.zsh-theme '
        'daveverwer.zsh-theme dieter.zsh-theme dogenpunk.zsh-theme dpoggi.zsh-theme dst.zsh-theme '
        'dstufft.zsh-theme duellj.zsh-theme eastwood.zsh-theme edvardm.zsh-theme emotty.zsh-theme '
        'essembeh.zsh-theme evan.zsh-theme fino-time.zsh-theme fino.zsh-theme fishy.zsh-theme flazz.zsh-theme '
        'fletcherm.zsh-theme fox.zsh-theme frisk.zsh-theme frontcube.zsh-theme funky.zsh-theme '
        'fwalch.zsh-theme gallifrey.zsh-theme gallois.zsh-theme garyblessington.zsh-theme gentoo.zsh-theme '
        'geoffgarside.zsh-theme gianu.zsh-theme gnzh.zsh-theme gozilla.zsh-theme half-life.zsh-theme '
        'humza.zsh-theme imajes.zsh-theme intheloop.zsh-theme itchy.zsh-theme jaischeema.zsh-theme '
        'jbergantine.zsh-theme jispwoso.zsh-theme jnrowe.zsh-theme jonathan.zsh-theme josh.zsh-theme '
        'jreese.zsh-theme jtriley.zsh-theme juanghurtado.zsh-theme junkfood.zsh-theme kafeitu.zsh-theme '
        'kardan.zsh-theme kennethreitz.zsh-theme kiwi.zsh-theme kolo.zsh-theme kphoen.zsh-theme '
        'lambda.zsh-theme linuxonly.zsh-theme lukerandall.zsh-theme macovsky-ruby.zsh-theme '
        'macovsky.zsh-theme maran.zsh-theme mgutz.zsh-theme mh.zsh-theme michelebologna.zsh-theme '
        'mikeh.zsh-theme miloshadzic.zsh-theme minimal.zsh-theme mira.zsh-theme mlh.zsh-theme '
        'mortalscumbag.zsh-theme mrtazz.zsh-theme murilasso.zsh-theme muse.zsh-theme nanotech.zsh-theme '
        'nebirhos.zsh-theme nicoulaj.zsh-theme norm.zsh-theme obraun.zsh-theme oldgallois.zsh-theme '
        'peepcode.zsh-theme philips.zsh-theme pmcgee.zsh-theme pygmalion-virtualenv.zsh-theme '
        'pygmalion.zsh-theme random.zsh-theme re5et.zsh-theme refined.zsh-theme rgm.zsh-theme risto.zsh-theme '
        'rixius.zsh-theme rkj-repos.zsh-theme rkj.zsh-theme robbyrussell.zsh-theme sammy.zsh-theme '
        'simonoff.zsh-theme simple.zsh-theme skaro.zsh-theme smt.zsh-theme sonicradish.zsh-theme '
        'sorin.zsh-theme sporty_256.zsh-theme steeef.zsh-theme strug.zsh-theme sunaku.zsh-theme '
        'sunrise.zsh-theme superjarin.zsh-theme suvash.zsh-theme takashiyoshida.zsh-theme '
        'terminalparty.zsh-theme theunraveler.zsh-theme tjkirch.zsh-theme tjkirch_mod.zsh-theme '
        'tonotdo.zsh-theme trapd00r.zsh-theme wedisagree.zsh-theme wezm+.zsh-theme wezm.zsh-theme '
        'wuffers.zsh-theme xiong-chiamiov-plus.zsh-theme xiong-chiamiov.zsh-theme ys.zsh-theme '
        'zhann.zsh-theme'
    ),
}
OMZ_THEMES_OTHER = {
    'lib': (
        'async_prompt.zsh bzr.zsh cli.zsh clipboard.zsh compfix.zsh completion.zsh correction.zsh '
        'diagnostics.zsh directories.zsh functions.zsh git.zsh grep.zsh history.zsh key-bindings.zsh misc.zsh '
        'nvm.zsh prompt_info_functions.zsh spectrum.zsh termsupport.zsh theme-and-appearance.zsh vcs_info.zsh'
    ),
    '': (
        'lib/tests/cli.test.zsh plugins/tailscale/README.md plugins/tailscale/tailscale.plugin.zsh '
        'plugins/task/README.md plugins/task/task.plugin.zsh plugins/term_tab/README.md '
        'plugins/term_tab/term_tab.plugin.zsh plugins/terminitor/README.md plugins/terminitor/_terminitor '
        'plugins/textastic/README.md plugins/textastic/textastic.plugin.zsh plugins/textmate/README.md '
        'plugins/textmate/textmate.plugin.zsh plugins/thefuck/README.md plugins/thefuck/thefuck.plugin.zsh '
        'plugins/themes/README.md plugins/themes/themes.plugin.zsh plugins/thor/README.md plugins/thor/_thor '
        'plugins/tig/README.md plugins/tig/tig.plugin.zsh plugins/timer/README.md '
        'plugins/timer/timer.plugin.zsh plugins/timoni/README.md plugins/timoni/timoni.plugin.zsh '
        'plugins/tldr/README.md plugins/tldr/tldr.plugin.zsh plugins/tmux-cssh/README.md '
        'plugins/tmux-cssh/_tmux-cssh plugins/toolbox/README.md plugins/toolbox/toolbox.plugin.zsh '
        'plugins/torrent/README.md plugins/torrent/torrent.plugin.zsh plugins/transfer/README.md '
        'plugins/transfer/transfer.plugin.zsh plugins/tt/README.md plugins/tt/tt.plugin.zsh '
        'plugins/tugboat/README.md plugins/tugboat/_tugboat'
    ),
    'plugins/taskwarrior': (
        'README.md _task taskwarrior.plugin.zsh'
    ),
    'plugins/terraform': (
        'README.md _terraform terraform.plugin.zsh'
    ),
    'plugins/tmux': (
        'README.md tmux.extra.conf tmux.only.conf tmux.plugin.zsh'
    ),
    'plugins/tmuxinator': (
        'README.md _tmuxinator tmuxinator.plugin.zsh'
    ),
}
PDFJS_KIND = {
    'test/pdfs': (
        'bug1001080.pdf bug1011159.pdf bug1020226.pdf bug1020858.pdf bug1027533.pdf bug1046314.pdf '
        'bug1050040.pdf bug1057544.pdf bug1065245.pdf bug1132849.pdf bug1146106.pdf bug1157493.pdf '
        'bug1186827.pdf bug1252420.pdf bug1308536.pdf bug1337429.pdf bug1392647.pdf bug1473809.pdf '
        'bug1529502.pdf bug1538111.pdf bug1539074.pdf bug1669097.pdf bug1669099.pdf bug1675139.pdf '
        'bug1708041.pdf bug1771477.pdf bug1782186.pdf bug1782564.pdf bug1795263.pdf bug1796741.pdf '
        'bug1802506.pdf bug1811510.pdf bug1825002.pdf bug1863910.pdf bug1865341.pdf bug1873345.pdf '
        'bug1883609.pdf bug1922766.pdf bug1934157.pdf bug1953099.pdf bug1963407.pdf bug1974436.pdf '
        'bug1980958.pdf bug1989304.pdf bug1992868.pdf bug2013793.pdf bug2025674.pdf bug2055455.pdf '
        'bug793632.pdf bug816075.pdf bug847420.pdf bug868745.pdf bug893730.pdf bug900822.pdf bug903856.pdf '
        'bug911034.pdf bug920426.pdf bug946506.pdf issue1002.pdf issue10402.pdf issue10640.pdf issue10900.pdf '
        'issue11362.pdf issue11651.pdf issue11931.pdf issue12504.pdf issue12706.pdf issue12810.pdf '
        'issue12823.pdf issue12963.pdf issue13201.pdf issue13211.pdf issue13242.pdf issue13343.pdf '
        'issue13372.pdf issue13447.pdf issue1350.pdf issue14048.pdf issue14415.pdf issue14497.pdf '
        'issue14502.pdf issue14565.pdf issue14627.pdf issue14705.pdf issue14814.pdf issue14881.pdf '
        'issue15150.pdf issue15340.pdf issue15367.pdf issue15372.pdf issue15443.pdf issue15557.pdf '
        'issue15590.pdf issue15597.pdf issue15716.pdf issue15815.pdf issue15910.pdf issue16021.pdf '
        'issue16091.pdf issue16278.pdf issue16287.pdf issue16316.pdf issue16500.pdf issue16553.pdf '
        'issue17147.pdf issue17492.pdf issue17540.pdf issue17846.pdf issue18059.pdf issue18529.pdf '
        'issue18645.pdf issue18694.pdf issue18816.pdf issue18823.pdf issue18894.pdf issue18956.pdf '
        'issue19083.pdf issue19182.pdf issue19505.pdf issue19517.pdf issue19802.pdf issue19848.pdf '
        'issue19971.pdf issue20102.pdf issue20439.pdf issue20453.pdf issue20504.pdf issue2074.pdf '
        'issue21126.pdf issue215.pdf issue2177.pdf issue2462.pdf issue2761.pdf issue2833.pdf issue2840.pdf '
        'issue2948.pdf issue3371.pdf issue3438.pdf issue3584.pdf issue3928.pdf issue4722.pdf issue4800.pdf '
        'issue4801.pdf issue4881.pdf issue5010.pdf issue5039.pdf issue5044.pdf issue5084.pdf issue5202.pdf '
        'issue5244.pdf issue5256.pdf issue5280.pdf issue5481.pdf issue5540.pdf issue5549.pdf issue5567.pdf '
        'issue5701.pdf issue5751.pdf issue5801.pdf issue5804.pdf issue6019.pdf issue6069.pdf issue6099.pdf '
        'issue6106.pdf issue6296.pdf issue6298.pdf issue6336.pdf issue6342.pdf issue6413.pdf issue6541.pdf '
        'issue6605.pdf issue6612.pdf issue6621.pdf issue6652.pdf issue6889.pdf issue7014.pdf issue7180.pdf '
        'issue7200.pdf issue7406.pdf issue7426.pdf issue7439.pdf issue7492.pdf issue7580.pdf issue7665.pdf '
        'issue7769.pdf issue7855.pdf issue7872.pdf issue8061.pdf issue8092.pdf issue8229.pdf issue8234.pdf '
        'issue8372.pdf issue840.pdf issue8424.pdf issue8570.pdf issue8844.pdf issue9278.pdf issue9418.pdf '
        'issue9458.pdf issue9949.pdf'
    ),
}
PDFJS_OTHER = {
    '': (
        'test/font/font_os2_spec.js test/font/fontutils.js test/resources/reftest-analyzer.css '
        'test/stats/results/.gitignore test/types/package.json'
    ),
    'test/integration': (
        'find_spec.mjs freetext_editor_spec.mjs presentation_mode_spec.mjs test_utils.mjs'
    ),
    'test/pdfs': (
        '.gitattributes ArabicCIDTrueType.pdf REDHAT-1531897-0.pdf TaroUTR50SortedList112.pdf.link '
        'Test-plusminus.pdf annotation-highlight-without-appearance.pdf annotation-line.pdf '
        'annotation-squiggly-without-appearance.pdf annotation-strikeout-without-appearance.pdf '
        'annotation-text-without-popup.pdf annotation-tx.pdf annotation-underline-without-appearance.pdf '
        'annotation_hidden_noview.pdf bigboundingbox.pdf bitmap-composite-or-xor-replace-halftone.pdf '
        'bitmap-halftone-10bpp-mmr.pdf bitmap-halftone-template1.pdf bitmap-halftone.pdf bitmap-mmr.pdf '
        'bitmap-symbol-refine.pdf bitmap-symbol-symhuffuncompressed-texthuff.pdf '
        'bitmap-symbol-textbottomlefttranspose.pdf bitmap-symbol-textbottomright.pdf '
        'bitmap-symbol-texthuffrefinecustomposdims.pdf bitmap-symbol-texthuffrefinecustomsize.pdf '
        'bitmap-symbol-textrefine-customat.pdf bitmap-template2-tpgdon.pdf bitmap-template3.pdf blendmode.pdf '
        'bomb_giant.pdf boundingBox_invalid.pdf bug1142033.pdf.link bug1199237.pdf.link bug1230933.pdf.link '
        'bug1721218_reduced.pdf bug1753075.pdf.link bug1820909.pdf.link bug1826783.pdf.link '
        'bug1899804.pdf.link bug1903731.pdf.link bug1907000_reduced.pdf bug858128.pdf.link bug887152.pdf.link '
        'bug888437.pdf.link bug956965.pdf.link cidfont_cmap_overflow.pdf comments.pdf complex_ttf_font.pdf '
        'dates_save.pdf empty#hash.pdf extgstate.pdf file_url_link.pdf fraction-highlight.pdf '
        'function_based_shading_cmyk.pdf issue10004.pdf.link issue10326.pdf.link issue10880.pdf.link '
        'issue1133.pdf.link issue11477_reduced.pdf issue11718_reduced.pdf issue11922_reduced.pdf '
        'issue12007_reduced.pdf issue12010_reduced.pdf issue12213.1.pdf.link issue12233.pdf.link '
        'issue12714.pdf.link issue13626.pdf.link issue13971.pdf.link issue14203.pdf.link issue1466.pdf.link '
        'issue14824.pdf.link issue15289.pdf.link issue15352.pdf.link issue1536.pdf.link issue15492.pdf.link '
        'issue15594_reduced.pdf issue15604.pdf.link issue15784.pdf.link issue15813.pdf.link '
        'issue16395.pdf.link issue16444.pdf.link issue16759.pdf.link issue18444.pdf.link issue19494.pdf.link '
        'issue19954.pdf.link issue20246.pdf.link issue20668.pdf.link issue20872.pdf.link issue2139.pdf.link '
        'issue2881.pdf.link issue3351.2.pdf.link issue3351.3.pdf.link issue3405r.pdf issue4402_reduced.pdf '
        'issue5909_original.pdf.link issue6117.pdf.link issue6721_reduced.pdf issue6769_no_matrix.pdf '
        'issue6931_reduced.pdf issue919.pdf.link issue9972-3.pdf javauninstall-7r.pdf '
        'knockout_inner_backdrop.pdf knockout_isolated_overlap.pdf multiple-filters-length-zero.pdf '
        'pdfjs_wikipedia.pdf pdfkit_compressed.pdf personwithdog.pdf poppler-91414-0-54.pdf pr4731.pdf.link '
        'pr4897.pdf.link pypdf2332.pdf.link simpletype3font.pdf smask_alpha_bc.pdf structure_simple.pdf '
        'tensor-allflags-withfunction.pdf tracemonkey_a11y.pdf tutorial.pdf.link vesta.pdf.link '
        'wnv_chinese.pdf.link xfa_bug1716816.pdf.link xfa_bug1717668_2.pdf.link xfa_bug1717668_3.pdf.link '
        'xfa_bug1722038.pdf.link xfa_bug1998843.pdf.link xfa_imm1344e.pdf.link xref_command_missing.pdf '
        'zero_descent.pdf'
    ),
    'test': (
        'test.mjs testutils.mjs xfa_layer_builder_overrides.css'
    ),
    'test/unit': (
        'canvas_factory_spec.js common_pdfstream_tests.js encodings_spec.js evaluator_spec.js fonts_spec.js '
        'message_handler_spec.js obj_bin_transform_spec.js pdf_history_spec.js pdf_link_service_spec.js '
        'xfa_formcalc_spec.js'
    ),
}
FLAGS_KIND = {
    'flags/1x1': (
        'ad.svg ae.svg af.svg ag.svg ai.svg al.svg am.svg ao.svg aq.svg ar.svg arab.svg as.svg asean.svg '
        'at.svg au.svg aw.svg ax.svg az.svg ba.svg bb.svg bd.svg be.svg bf.svg bg.svg bh.svg bi.svg bj.svg '
        'bl.svg bm.svg bn.svg bo.svg bq.svg br.svg bs.svg bt.svg bv.svg bw.svg by.svg bz.svg ca.svg cc.svg '
        'cd.svg cefta.svg cf.svg cg.svg ch.svg ci.svg ck.svg cl.svg cm.svg cn.svg co.svg cp.svg cr.svg cu.svg '
        'cv.svg cw.svg cx.svg cy.svg cz.svg de.svg dg.svg dj.svg dk.svg dm.svg do.svg dz.svg eac.svg ec.svg '
        'ee.svg eg.svg eh.svg er.svg es-ct.svg es-ga.svg es-pv.svg es.svg et.svg eu.svg fi.svg fj.svg fk.svg '
        'fm.svg fo.svg fr.svg ga.svg gb-eng.svg gb-nir.svg gb-sct.svg gb-wls.svg gb.svg gd.svg ge.svg gf.svg '
        'gg.svg gh.svg gi.svg gl.svg gm.svg gn.svg gp.svg gq.svg gr.svg gs.svg gt.svg gu.svg gw.svg gy.svg '
        'hk.svg hm.svg hn.svg hr.svg ht.svg hu.svg ic.svg id.svg ie.svg il.svg im.svg in.svg io.svg iq.svg '
        'ir.svg is.svg it.svg je.svg jm.svg jo.svg jp.svg ke.svg kg.svg kh.svg ki.svg km.svg kn.svg kp.svg '
        'kr.svg kw.svg ky.svg kz.svg la.svg lb.svg lc.svg li.svg lk.svg lr.svg ls.svg lt.svg lu.svg lv.svg '
        'ly.svg ma.svg mc.svg md.svg me.svg mf.svg mg.svg mh.svg mk.svg ml.svg mm.svg mn.svg mo.svg mp.svg '
        'mq.svg mr.svg ms.svg mt.svg mu.svg mv.svg mw.svg mx.svg my.svg mz.svg na.svg nc.svg ne.svg nf.svg '
        'ng.svg ni.svg nl.svg no.svg np.svg nr.svg nu.svg nz.svg om.svg pa.svg pc.svg pe.svg pf.svg pg.svg '
        'ph.svg pk.svg pl.svg pm.svg pn.svg pr.svg ps.svg pt.svg pw.svg py.svg qa.svg re.svg ro.svg rs.svg '
        'ru.svg rw.svg sa.svg sb.svg sc.svg sd.svg se.svg sg.svg sh-ac.svg sh-hl.svg sh-ta.svg sh.svg si.svg '
        'sj.svg sk.svg sl.svg sm.svg sn.svg so.svg sr.svg ss.svg st.svg sv.svg sx.svg sy.svg sz.svg tc.svg '
        'td.svg tf.svg tg.svg th.svg tj.svg tk.svg tl.svg tm.svg tn.svg to.svg tr.svg tt.svg tv.svg tw.svg '
        'tz.svg ua.svg ug.svg um.svg un.svg us.svg uy.svg uz.svg va.svg vc.svg ve.svg vg.svg vi.svg vn.svg '
        'vu.svg wf.svg ws.svg xk.svg xx.svg ye.svg yt.svg za.svg zm.svg zw.svg'
    ),
    'flags/4x3': (
        'ad.svg ae.svg af.svg ag.svg ai.svg al.svg am.svg ao.svg aq.svg ar.svg arab.svg as.svg asean.svg '
        'at.svg au.svg aw.svg ax.svg az.svg ba.svg bb.svg bd.svg be.svg bf.svg bg.svg bh.svg bi.svg bj.svg '
        'bl.svg bm.svg bn.svg bo.svg bq.svg br.svg bs.svg bt.svg bv.svg bw.svg by.svg bz.svg ca.svg cc.svg '
        'cd.svg cefta.svg cf.svg cg.svg ch.svg ci.svg ck.svg cl.svg cm.svg cn.svg co.svg cp.svg cr.svg cu.svg '
        'cv.svg cw.svg cx.svg cy.svg cz.svg de.svg dg.svg dj.svg dk.svg dm.svg do.svg dz.svg eac.svg ec.svg '
        'ee.svg eg.svg eh.svg er.svg es-ct.svg es-ga.svg es-pv.svg es.svg et.svg eu.svg fi.svg fj.svg fk.svg '
        'fm.svg fo.svg fr.svg ga.svg gb-eng.svg gb-nir.svg gb-sct.svg gb-wls.svg gb.svg gd.svg ge.svg gf.svg '
        'gg.svg gh.svg gi.svg gl.svg gm.svg gn.svg gp.svg gq.svg gr.svg gs.svg gt.svg gu.svg gw.svg gy.svg '
        'hk.svg hm.svg hn.svg hr.svg ht.svg hu.svg ic.svg id.svg ie.svg il.svg im.svg in.svg io.svg iq.svg '
        'ir.svg is.svg it.svg je.svg jm.svg jo.svg jp.svg ke.svg kg.svg kh.svg ki.svg km.svg kn.svg kp.svg '
        'kr.svg kw.svg ky.svg kz.svg la.svg lb.svg lc.svg li.svg lk.svg lr.svg ls.svg lt.svg lu.svg lv.svg '
        'ly.svg ma.svg mc.svg md.svg me.svg mf.svg mg.svg mh.svg mk.svg ml.svg mm.svg mn.svg mo.svg mp.svg '
        'mq.svg mr.svg ms.svg mt.svg mu.svg mv.svg mw.svg mx.svg my.svg mz.svg na.svg nc.svg ne.svg nf.svg '
        'ng.svg ni.svg nl.svg no.svg np.svg nr.svg nu.svg nz.svg om.svg pa.svg pc.svg pe.svg pf.svg pg.svg '
        'ph.svg pk.svg pl.svg pm.svg pn.svg pr.svg ps.svg pt.svg pw.svg py.svg qa.svg re.svg ro.svg rs.svg '
        'ru.svg rw.svg sa.svg sb.svg sc.svg sd.svg se.svg sg.svg sh-ac.svg sh-hl.svg sh-ta.svg sh.svg si.svg '
        'sj.svg sk.svg sl.svg sm.svg sn.svg so.svg sr.svg ss.svg st.svg sv.svg sx.svg sy.svg sz.svg tc.svg '
        'td.svg tf.svg tg.svg th.svg tj.svg tk.svg tl.svg tm.svg tn.svg to.svg tr.svg tt.svg tv.svg tw.svg '
        'tz.svg ua.svg ug.svg um.svg un.svg us.svg uy.svg uz.svg va.svg vc.svg ve.svg vg.svg vi.svg vn.svg '
        'vu.svg wf.svg ws.svg xk.svg xx.svg ye.svg yt.svg za.svg zm.svg zw.svg'
    ),
}
FLAGS_OTHER = {
    '': (
        '.github/dependabot.yml .gitignore .prettierignore .prettierrc.json 404.html CHANGELOG.md CNAME '
        'LICENSE README.md composer.json country.json css/flag-icons.css css/flag-icons.min.css favicon.ico '
        'flag-ids.py flags.py index.html maven.sh package.json robots.txt svgo.config.js yarn.lock'
    ),
    '.github/workflows': (
        'flags.yml format.yml npm-publish.yml'
    ),
    'assets': (
        'docs.css docs.js og.png'
    ),
    'sass': (
        '_flag-icons-base.scss _flag-icons-list.scss _variables.scss flag-icons.scss'
    ),
}
GITIGNORE_KIND = {
    '': (
        'AL.gitignore Actionscript.gitignore Ada.gitignore AdventureGameStudio.gitignore Agda.gitignore '
        'Android.gitignore Angular.gitignore AppEngine.gitignore AppceleratorTitanium.gitignore '
        'ArchLinuxPackages.gitignore Autotools.gitignore Ballerina.gitignore C++.gitignore C.gitignore '
        'CFWheels.gitignore CMake.gitignore CUDA.gitignore CakePHP.gitignore ChefCookbook.gitignore '
        'Clojure.gitignore CodeIgniter.gitignore CommonLisp.gitignore Composer.gitignore Concrete5.gitignore '
        'Coq.gitignore CraftCMS.gitignore D.gitignore DM.gitignore Dart.gitignore Delphi.gitignore '
        'Deno.gitignore Dotnet.gitignore Drupal.gitignore EPiServer.gitignore Eagle.gitignore Elisp.gitignore '
        'Elixir.gitignore Elm.gitignore Erlang.gitignore ExpressionEngine.gitignore ExtJs.gitignore '
        'Fancy.gitignore Finale.gitignore Firebase.gitignore FlaxEngine.gitignore Flutter.gitignore '
        'ForceDotCom.gitignore Fortran.gitignore FuelPHP.gitignore GWT.gitignore Gcov.gitignore '
        'GitBook.gitignore GitHubPages.gitignore Gleam.gitignore Go.gitignore Godot.gitignore '
        'Gradle.gitignore Grails.gitignore HIP.gitignore Haskell.gitignore Haxe.gitignore IAR.gitignore '
        'IGORPro.gitignore JBoss.gitignore JENKINS_HOME.gitignore Java.gitignore Jekyll.gitignore '
        'Joomla.gitignore Julia.gitignore KiCad.gitignore Kohana.gitignore Kotlin.gitignore LabVIEW.gitignore '
        'LangChain.gitignore Laravel.gitignore Lasal.gitignore Lean.gitignore Leiningen.gitignore '
        'LemonStand.gitignore Lilypond.gitignore Lithium.gitignore Lua.gitignore Luau.gitignore '
        'Magento.gitignore Maven.gitignore Mercury.gitignore MetaProgrammingSystem.gitignore '
        'ModelSim.gitignore Modelica.gitignore MoonBit.gitignore Nanoc.gitignore Nestjs.gitignore '
        'Nextjs.gitignore Nim.gitignore Nix.gitignore Node.gitignore OCaml.gitignore Objective-C.gitignore '
        'OpenCart.gitignore OracleForms.gitignore Packer.gitignore Perl.gitignore Phalcon.gitignore '
        'PlayFramework.gitignore Plone.gitignore Prestashop.gitignore PureScript.gitignore Python.gitignore '
        'Qooxdoo.gitignore R.gitignore ROS.gitignore Racket.gitignore Rails.gitignore Raku.gitignore '
        'ReScript.gitignore RhodesRhomobile.gitignore Ruby.gitignore Rust.gitignore SCons.gitignore '
        'SSDT-sqlproj.gitignore Salesforce.gitignore Sass.gitignore Scala.gitignore Scheme.gitignore '
        'Scrivener.gitignore Sdcc.gitignore SeamGen.gitignore SketchUp.gitignore Smalltalk.gitignore '
        'SolidWorks.gitignore Solidity-Remix.gitignore Stella.gitignore SugarCRM.gitignore Swift.gitignore '
        'Symfony.gitignore SymphonyCMS.gitignore TeX.gitignore Terraform.gitignore TestComplete.gitignore '
        'Textpattern.gitignore TurboGears2.gitignore TwinCAT3.gitignore Typo3.gitignore Unity.gitignore '
        'UnrealEngine.gitignore VBA.gitignore VVVV.gitignore VisualStudio.gitignore Waf.gitignore '
        'WordPress.gitignore Xojo.gitignore Yeoman.gitignore Yii.gitignore ZendFramework.gitignore '
        'Zephir.gitignore Zig.gitignore bun.gitignore community/AWS/CDK.gitignore community/AWS/SAM.gitignore '
        'community/CFML/ColdBox.gitignore community/Elixir/Phoenix.gitignore '
        'community/GNOME/GNOMEShellExtension.gitignore community/Golang/Hugo.gitignore '
        'community/Java/JBoss4.gitignore community/Java/JBoss6.gitignore community/Linux/Snap.gitignore '
        'community/Obsidian/NotesAndCoreConfiguration.gitignore '
        'community/Obsidian/NotesAndExtendedConfiguration.gitignore '
        'community/Python/JupyterNotebooks.gitignore community/Python/Nikola.gitignore ecu.test.gitignore'
    ),
    'Global': (
        'AL.gitignore Agents.gitignore Anjuta.gitignore Ansible.gitignore Archives.gitignore Backup.gitignore '
        'Bazaar.gitignore BricxCC.gitignore CVS.gitignore Calabash.gitignore Cloud9.gitignore '
        'CodeKit.gitignore Cursor.gitignore DartEditor.gitignore Diff.gitignore Dreamweaver.gitignore '
        'Dropbox.gitignore Eclipse.gitignore EiffelStudio.gitignore Emacs.gitignore Ensime.gitignore '
        'Espresso.gitignore FlexBuilder.gitignore GPG.gitignore Images.gitignore JDeveloper.gitignore '
        'JEnv.gitignore JetBrains.gitignore KDevelop4.gitignore Kate.gitignore Lazarus.gitignore '
        'Lefthook.gitignore LibreOffice.gitignore Linux.gitignore LyX.gitignore MATLAB.gitignore '
        'Mercurial.gitignore Metals.gitignore MicrosoftOffice.gitignore Momentics.gitignore '
        'MonoDevelop.gitignore NetBeans.gitignore Ninja.gitignore NotepadPP.gitignore Octave.gitignore '
        'OhMyOpenAgent.gitignore Otto.gitignore PSoCCreator.gitignore Patch.gitignore PuTTY.gitignore '
        'Redcar.gitignore Redis.gitignore SBT.gitignore STM32CubeIDE.gitignore SVN.gitignore '
        'SlickEdit.gitignore Stata.gitignore SublimeText.gitignore Syncthing.gitignore SynopsysVCS.gitignore '
        'Tags.gitignore TextMate.gitignore TortoiseGit.gitignore Vim.gitignore VirtualEnv.gitignore '
        'Virtuoso.gitignore VisualStudioCode.gitignore WebMethods.gitignore Windows.gitignore Xcode.gitignore '
        'Zed.gitignore mise.gitignore'
    ),
    'community': (
        'Alteryx.gitignore AltiumDesigner.gitignore AutoIt.gitignore AutomationStudio.gitignore B4X.gitignore '
        'Bazel.gitignore Beef.gitignore Dotter.gitignore Exercism.gitignore FreeCAD.gitignore Gretl.gitignore '
        'HOL.gitignore Hexo.gitignore LensStudio.gitignore Logtalk.gitignore MetaTrader5.gitignore '
        'Move.gitignore NasaSpecsIntact.gitignore OpenSSL.gitignore OpenTofu.gitignore Puppet.gitignore '
        'ROS2.gitignore Racket.gitignore Red.gitignore SPFx.gitignore Splunk.gitignore Strapi.gitignore '
        'Tauri.gitignore Terragrunt.gitignore Toit.gitignore UTAU.gitignore UiPath.gitignore V.gitignore '
        'Xilinx.gitignore libogc.gitignore'
    ),
    'community/DotNet': (
        'InforCMS.gitignore Kentico.gitignore Umbraco.gitignore core.gitignore'
    ),
    'community/JavaScript': (
        'Cordova.gitignore Expo.gitignore Meteor.gitignore NWjs.gitignore Vue.gitignore'
    ),
    'community/PHP': (
        'Bitrix.gitignore CodeSniffer.gitignore Drupal7.gitignore Jigsaw.gitignore Magento1.gitignore '
        'Magento2.gitignore Pimcore.gitignore ThinkPHP.gitignore'
    ),
    'community/embedded': (
        'AtmelStudio.gitignore IAR_EWARM.gitignore Microchip_MPLAB_X_IDE.gitignore esp-idf.gitignore '
        'uVision.gitignore'
    ),
}
GITIGNORE_OTHER = {
    '': (
        '.github/CODEOWNERS .github/PULL_REQUEST_TEMPLATE.md .github/workflows/stale.yml CONTRIBUTING.md '
        'Global/README.md LICENSE README.md'
    ),
}
PYTEST_CHANGELOG_KIND = {
    'changelog': (
        '10128.bugfix.rst 10721.doc.rst 10745.improvement.1.rst 10745.improvement.2.rst 1139.bugfix.rst '
        '11418.improvement.rst 11502.bugfix.rst 11933.bugfix.rst 12307.bugfix.rst 12624.improvement.rst '
        '12697.improvement.rst 12824.bugfix.rst 12857.doc.rst 12860.improvement.rst 13292.bugfix.rst '
        '13354.improvement.rst 13564.improvement.rst 14164.improvement.rst 14523.improvement.rst '
        '14586.bugfix.rst 14635.bugfix.rst 14637.bugfix.rst 14638.bugfix.rst 14675.bugfix.rst '
        '14683.bugfix.rst 14687.improvement.rst 14700.bugfix.rst 14705.bugfix.rst 14716.breaking.rst '
        '14724.improvement.rst 14742.deprecation.rst 14743.feature.rst 14751.improvement.rst '
        '14754.improvement.rst 14774.deprecation.rst 14791.improvement.rst 14813.contrib.rst 14828.bugfix.rst '
        '14834.doc.rst 14864.bugfix.rst 14884.bugfix.rst 2781.feature.rst 6881.feature.rst 6997.bugfix.rst '
        '7940.bugfix.rst 8321.bugfix.rst 8593.breaking.rst 8914.bugfix.rst 9436.improvement.rst'
    ),
}
PYTEST_CHANGELOG_OTHER = {
    '': (
        'changelog/.gitignore changelog/README.rst'
    ),
    'doc/en': (
        'Makefile builtin.rst changelog.rst conftest.py contact.rst contents.rst development_guide.rst '
        'funcarg_compare.rst historical-notes.rst license.rst naming20.rst recwarn.rst sponsor.rst '
        'yieldfixture.rst'
    ),
    'doc/en/announce': (
        'index.rst release-2.0.0.rst release-2.0.3.rst release-2.1.0.rst release-2.1.1.rst release-2.2.2.rst '
        'release-2.2.4.rst release-2.3.4.rst release-2.3.5.rst release-2.4.0.rst release-2.4.1.rst '
        'release-2.4.2.rst release-2.7.1.rst release-2.7.2.rst release-2.8.4.rst release-2.8.6.rst '
        'release-2.8.7.rst release-2.9.0.rst release-3.0.1.rst release-3.0.3.rst release-3.0.4.rst '
        'release-3.0.6.rst release-3.1.1.rst release-3.1.2.rst release-3.1.3.rst release-3.10.0.rst '
        'release-3.10.1.rst release-3.2.0.rst release-3.2.2.rst release-3.2.4.rst release-3.2.5.rst '
        'release-3.3.0.rst release-3.3.1.rst release-3.5.1.rst release-3.6.0.rst release-3.6.2.rst '
        'release-3.6.4.rst release-3.7.1.rst release-3.8.1.rst release-3.9.1.rst release-3.9.2.rst '
        'release-4.0.1.rst release-4.1.1.rst release-4.2.1.rst release-4.3.0.rst release-4.3.1.rst '
        'release-4.4.0.rst release-4.4.1.rst release-4.4.2.rst release-4.6.0.rst release-4.6.3.rst '
        'release-4.6.6.rst release-4.6.7.rst release-5.0.1.rst release-5.1.0.rst release-5.1.3.rst '
        'release-5.2.2.rst release-5.2.3.rst release-5.2.4.rst release-5.3.0.rst release-5.3.1.rst '
        'release-5.3.4.rst release-5.4.0.rst release-5.4.1.rst release-5.4.2.rst release-5.4.3.rst '
        'release-6.0.1.rst release-6.1.0.rst release-6.1.1.rst release-6.2.0.rst release-6.2.1.rst '
        'release-6.2.2.rst release-6.2.5.rst release-7.0.0.rst release-7.0.1.rst release-7.1.0.rst '
        'release-7.1.1.rst release-7.1.2.rst release-7.1.3.rst release-7.2.1.rst release-7.3.0.rst '
        'release-7.3.1.rst release-7.3.2.rst release-7.4.0.rst release-7.4.2.rst release-7.4.4.rst '
        'release-8.0.1.rst release-8.0.2.rst release-8.1.1.rst release-8.1.2.rst release-8.2.2.rst '
        'release-8.3.0.rst release-8.3.1.rst release-8.3.2.rst release-8.3.3.rst release-8.3.5.rst '
        'release-8.4.0.rst release-8.4.2.rst release-9.0.0.rst release-9.0.1.rst release-9.0.2.rst '
        'release-9.0.3.rst release-9.1.1.rst sprint2016.rst'
    ),
}
PYTEST_ANNOUNCE_KIND = {
    'doc/en/announce': (
        'release-2.0.0.rst release-2.0.1.rst release-2.0.2.rst release-2.0.3.rst release-2.1.0.rst '
        'release-2.1.1.rst release-2.1.2.rst release-2.1.3.rst release-2.2.0.rst release-2.2.1.rst '
        'release-2.2.2.rst release-2.2.4.rst release-2.3.0.rst release-2.3.1.rst release-2.3.2.rst '
        'release-2.3.3.rst release-2.3.4.rst release-2.3.5.rst release-2.4.0.rst release-2.4.1.rst '
        'release-2.4.2.rst release-2.5.0.rst release-2.5.1.rst release-2.5.2.rst release-2.6.0.rst '
        'release-2.6.1.rst release-2.6.2.rst release-2.6.3.rst release-2.7.0.rst release-2.7.1.rst '
        'release-2.7.2.rst release-2.8.2.rst release-2.8.3.rst release-2.8.4.rst release-2.8.5.rst '
        'release-2.8.6.rst release-2.8.7.rst release-2.9.0.rst release-2.9.1.rst release-2.9.2.rst '
        'release-3.0.0.rst release-3.0.1.rst release-3.0.2.rst release-3.0.3.rst release-3.0.4.rst '
        'release-3.0.5.rst release-3.0.6.rst release-3.0.7.rst release-3.1.0.rst release-3.1.1.rst '
        'release-3.1.2.rst release-3.1.3.rst release-3.10.0.rst release-3.10.1.rst release-3.2.0.rst '
        'release-3.2.1.rst release-3.2.2.rst release-3.2.3.rst release-3.2.4.rst release-3.2.5.rst '
        'release-3.3.0.rst release-3.3.1.rst release-3.3.2.rst release-3.4.0.rst release-3.4.1.rst '
        'release-3.4.2.rst release-3.5.0.rst release-3.5.1.rst release-3.6.0.rst release-3.6.1.rst '
        'release-3.6.2.rst release-3.6.3.rst release-3.6.4.rst release-3.7.0.rst release-3.7.1.rst '
        'release-3.7.2.rst release-3.7.3.rst release-3.7.4.rst release-3.8.0.rst release-3.8.1.rst '
        'release-3.8.2.rst release-3.9.0.rst release-3.9.1.rst release-3.9.2.rst release-3.9.3.rst '
        'release-4.0.0.rst release-4.0.1.rst release-4.0.2.rst release-4.1.0.rst release-4.1.1.rst '
        'release-4.2.0.rst release-4.2.1.rst release-4.3.0.rst release-4.3.1.rst release-4.4.0.rst '
        'release-4.4.1.rst release-4.4.2.rst release-4.5.0.rst release-4.6.0.rst release-4.6.1.rst '
        'release-4.6.2.rst release-4.6.3.rst release-4.6.4.rst release-4.6.5.rst release-4.6.6.rst '
        'release-4.6.7.rst release-4.6.8.rst release-4.6.9.rst release-5.0.0.rst release-5.0.1.rst '
        'release-5.1.0.rst release-5.1.1.rst release-5.1.2.rst release-5.1.3.rst release-5.2.0.rst '
        'release-5.2.1.rst release-5.2.2.rst release-5.2.3.rst release-5.2.4.rst release-5.3.0.rst '
        'release-5.3.1.rst release-5.3.2.rst release-5.3.3.rst release-5.3.4.rst release-5.3.5.rst '
        'release-5.4.0.rst release-5.4.1.rst release-5.4.2.rst release-5.4.3.rst release-6.0.0.rst '
        'release-6.0.0rc1.rst release-6.0.1.rst release-6.0.2.rst release-6.1.0.rst release-6.1.1.rst '
        'release-6.1.2.rst release-6.2.0.rst release-6.2.1.rst release-6.2.2.rst release-6.2.3.rst '
        'release-6.2.4.rst release-6.2.5.rst release-7.0.0.rst release-7.0.0rc1.rst release-7.0.1.rst '
        'release-7.1.0.rst release-7.1.1.rst release-7.1.2.rst release-7.1.3.rst release-7.2.0.rst '
        'release-7.2.1.rst release-7.2.2.rst release-7.3.0.rst release-7.3.1.rst release-7.3.2.rst '
        'release-7.4.0.rst release-7.4.1.rst release-7.4.2.rst release-7.4.3.rst release-7.4.4.rst '
        'release-8.0.0.rst release-8.0.0rc1.rst release-8.0.0rc2.rst release-8.0.1.rst release-8.0.2.rst '
        'release-8.1.0.rst release-8.1.1.rst release-8.1.2.rst release-8.2.0.rst release-8.2.1.rst '
        'release-8.2.2.rst release-8.3.0.rst release-8.3.1.rst release-8.3.2.rst release-8.3.3.rst '
        'release-8.3.4.rst release-8.3.5.rst release-8.4.0.rst release-8.4.1.rst release-8.4.2.rst '
        'release-9.0.0.rst release-9.0.1.rst release-9.0.2.rst release-9.0.3.rst release-9.1.0.rst '
        'release-9.1.1.rst'
    ),
}
PYTEST_ANNOUNCE_OTHER = {
    'changelog': (
        '10128.bugfix.rst 10745.improvement.1.rst 10745.improvement.2.rst 11418.improvement.rst '
        '11502.bugfix.rst 11933.bugfix.rst 12307.bugfix.rst 12824.bugfix.rst 12857.doc.rst '
        '12860.improvement.rst 13564.improvement.rst 14523.improvement.rst 14586.bugfix.rst 14635.bugfix.rst '
        '14637.bugfix.rst 14638.bugfix.rst 14683.bugfix.rst 14687.improvement.rst 14700.bugfix.rst '
        '14705.bugfix.rst 14724.improvement.rst 14742.deprecation.rst 14743.feature.rst 14751.improvement.rst '
        '14774.deprecation.rst 14791.improvement.rst 14828.bugfix.rst 14834.doc.rst 14884.bugfix.rst '
        '2781.feature.rst 6997.bugfix.rst 7940.bugfix.rst 8321.bugfix.rst 8593.breaking.rst '
        '9436.improvement.rst'
    ),
    'doc/en': (
        'Makefile adopt.rst backwards-compatibility.rst broken-dep-constraints.txt builtin.rst changelog.rst '
        'conf.py contents.rst deprecations.rst development_guide.rst funcarg_compare.rst historical-notes.rst '
        'license.rst naming20.rst recwarn.rst requirements.txt sponsor.rst talks.rst tidelift.rst '
        'yieldfixture.rst'
    ),
    '': (
        'doc/en/_static/pytest-custom.css doc/en/announce/index.rst doc/en/example/assertion/failure_demo.py '
        'doc/en/example/assertion/global_testmodule_config/conftest.py '
        'doc/en/example/assertion/global_testmodule_config/test_hello_world.py '
        'doc/en/example/assertion/test_failures.py doc/en/example/customdirectory/conftest.py '
        'doc/en/example/customdirectory/pytest.ini doc/en/example/nonpython/test_simple.yaml '
        'doc/en/proposals/parametrize_with_fixtures.rst'
    ),
    'doc/en/example': (
        'attic.rst conftest.py customdirectory.rst index.rst markers.rst nonpython.rst pythoncollection.py '
        'pythoncollection.rst reportingdemo.rst simple.rst special.rst xfail_demo.py'
    ),
    'doc/en/example/customdirectory/tests': (
        'manifest.json test_first.py test_second.py test_third.py'
    ),
    'doc/en/example/fixtures': (
        'fixture_availability.svg fixture_availability_plugins.svg test_fixtures_order_autouse.py '
        'test_fixtures_order_autouse_flat.svg test_fixtures_order_autouse_multiple_scopes.py '
        'test_fixtures_order_autouse_multiple_scopes.svg test_fixtures_order_autouse_temp_effects.py '
        'test_fixtures_order_autouse_temp_effects.svg test_fixtures_order_dependencies_unclear.svg '
        'test_fixtures_order_scope.svg test_fixtures_request_different_scope.py '
        'test_fixtures_request_different_scope.svg'
    ),
    'doc/en/explanation': (
        'flaky.rst goodpractices.rst index.rst pythonpath.rst types.rst'
    ),
    'doc/en/how-to': (
        'assert.rst capture-stdout-stderr.rst doctest.rst existingtestsuite.rst fixtures.rst logging.rst '
        'mark.rst monkeypatch.rst skipping.rst subtests.rst tmp_path.rst writing_hook_functions.rst '
        'writing_plugins.rst xunit_setup.rst'
    ),
    'doc/en/img': (
        'cramer2.png favicon.png keleshev.png theuni.png'
    ),
    'doc/en/reference': (
        'customize.rst exit-codes.rst fixtures.rst reference.rst'
    ),
}
VIM_SYNDUMPS_KIND = {
    'runtime/syntax/testdir/dumps': (
        'algol68_all_preludes_00.dump algol68_all_preludes_01.dump algol68_all_preludes_07.dump '
        'algol68_all_preludes_108.dump algol68_all_preludes_23.dump algol68_all_preludes_50.dump '
        'algol68_all_preludes_58.dump algol68_all_preludes_65.dump algol68_all_preludes_83.dump '
        'algol68_all_preludes_93.dump algol68_all_preludes_94.dump algol68_denotations_09.dump '
        'algol68_operators_12.dump algol68_operators_13.dump algol68_operators_45.dump '
        'algol68_operators_53.dump c_02.dump c_noreturn_01.dump c_preprocessor_conditional_01.dump '
        'cpp_numbers_00.dump dots_06_03.dump dots_10_04.dump dots_11_05.dump dots_12_00.dump dots_13_01.dump '
        'dots_15_02.dump dots_19_03.dump ed_commands_04.dump ed_commands_30.dump ed_commands_31.dump '
        'ed_commands_33.dump ed_commands_44.dump gdb_04.dump gdb_05.dump gdb_06.dump gdb_08.dump gdb_14.dump '
        'gdb_18.dump gdb_37.dump gdb_40.dump gdb_53.dump gdb_55.dump gdb_74.dump gdb_84.dump gdb_89.dump '
        'help_digraph_table_01.dump help_ex_version_10.dump html_01.dump html_fold_expr_03.dump '
        'java_annotations_02.dump java_annotations_signature_02.dump java_contextual_keywords_01.dump '
        'java_generics_03.dump java_generics_signature_03.dump java_lambda_expressions_05.dump '
        'java_lambda_expressions_07.dump java_method_references_02.dump '
        'java_methods_indent2_signature_07.dump java_methods_indent4_signature_02.dump '
        'java_methods_indent4_signature_05.dump java_methods_indent8_signature_01.dump '
        'java_methods_style_signature_00.dump java_numbers_00.dump java_numbers_05.dump '
        'markdown_circularity_01.dump marko_01.dump modula2_r10_06.dump '
        'python_constants_builtin_default_00.dump python_ellipsis_01.dump python_strings_bytes_07.dump '
        'python_strings_bytes_14.dump screen_02.dump sh_05_03.dump sh_05_17.dump sh_07_05.dump '
        'sh_bash_01.dump sh_functions_ksh2020_01.dump sh_functions_ksh2020_02.dump sh_functions_ksh88_02.dump '
        'sh_ksh2020_10.dump sh_ksh93_generic_07.dump sh_ksh_array_00.dump sh_mksh_07.dump sh_mksh_08.dump '
        'sh_mksh_gibberish_00.dump sh_mksh_gibberish_07.dump sh_sundrous_03.dump sudoers_Defaults_00.dump '
        'sudoers_user-spec_02.dump sudoers_user-spec_03.dump tera_00.dump tera_01.dump tera_09.dump '
        'typst_script_base_00.dump vim9_blocks_00.dump vim9_builtin_object_methods2_00.dump '
        'vim9_builtin_object_methods_00.dump vim9_builtin_object_methods_06.dump vim9_comments_00.dump '
        'vim9_def_variables_10.dump vim9_def_variables_11.dump vim9_ex_commands_05.dump '
        'vim9_ex_commands_10.dump vim9_ex_commands_24.dump vim9_ex_commands_32.dump vim9_ex_commands_35.dump '
        'vim9_ex_commands_40.dump vim9_ex_commands_contained_04.dump vim9_ex_commands_contained_05.dump '
        'vim9_ex_enum_06.dump vim9_ex_enum_fold_02.dump vim9_ex_function_def_tail_comment_errors_02.dump '
        'vim9_ex_let_heredoc_03.dump vim9_ex_let_heredoc_15.dump vim9_ex_range_04.dump vim9_ex_range_09.dump '
        'vim9_ex_range_38.dump vim9_expressions_05.dump vim9_function_calls_13.dump '
        'vim9_generic_function_example_list_02.dump vim9_lambdas_05.dump vim9_tuples_00.dump '
        'vim9_variables_02.dump vim9_variables_12.dump vim9_variables_13.dump vim_comments_05.dump '
        'vim_ex_append_09.dump vim_ex_at_03.dump vim_ex_augroup_03.dump vim_ex_autocmd_04.dump '
        'vim_ex_autocmd_06.dump vim_ex_autocmd_07.dump vim_ex_change_14.dump vim_ex_command_04.dump '
        'vim_ex_command_10.dump vim_ex_command_modifiers_07.dump vim_ex_command_modifiers_17.dump '
        'vim_ex_commands_03.dump vim_ex_commands_04.dump vim_ex_commands_28.dump vim_ex_commands_29.dump '
        'vim_ex_commands_39.dump vim_ex_commands_68.dump vim_ex_commands_contained_06.dump '
        'vim_ex_commands_contained_10.dump vim_ex_commands_contained_32.dump vim_ex_def_fold_08.dump '
        'vim_ex_def_nested_fold_00.dump vim_ex_do_commands_02.dump vim_ex_equals_01.dump vim_ex_eval_00.dump '
        'vim_ex_execute_03.dump vim_ex_function_04.dump vim_ex_function_fold_14.dump '
        'vim_ex_function_nested_00.dump vim_ex_help_01.dump vim_ex_history_04.dump vim_ex_insert_01.dump '
        'vim_ex_insert_09.dump vim_ex_insert_10.dump vim_ex_insert_11.dump vim_ex_leftshift_00.dump '
        'vim_ex_let_heredoc_05.dump vim_ex_lua_05.dump vim_ex_match_01.dump vim_ex_menu_04.dump '
        'vim_ex_menu_05.dump vim_ex_menutranslate_00.dump vim_ex_menutranslate_02.dump '
        'vim_ex_mzscheme_00.dump vim_ex_mzscheme_05.dump vim_ex_perl_06.dump vim_ex_python_09.dump '
        'vim_ex_range_17.dump vim_ex_range_18.dump vim_ex_range_25.dump vim_ex_range_26.dump '
        'vim_ex_range_30.dump vim_ex_range_35.dump vim_ex_range_40.dump vim_ex_range_81.dump '
        'vim_ex_range_82.dump vim_ex_rightshift_02.dump vim_ex_ruby_03.dump vim_ex_sort_00.dump '
        'vim_ex_substitute_06.dump vim_ex_syntax_15.dump vim_ex_tcl_06.dump vim_ex_terminal_03.dump '
        'vim_ex_vimgrep_03.dump vim_expressions_12.dump vim_function_calls_14.dump '
        'vim_function_variables_01.dump vim_function_variables_11.dump vim_function_variables_16.dump '
        'vim_lambdas_04.dump vim_new_01.dump vim_nvim_features_12.dump vim_variables_07.dump '
        'vim_variables_12.dump'
    ),
}
VIM_SYNDUMPS_OTHER = {
    'runtime/syntax': (
        'a65.vim bc.vim debcontrol.vim dircolors.vim exim.vim gift.vim gprof.vim graphql.vim gtkrc.vim '
        'hostconf.vim ipfilter.vim jovial.vim kdl.vim kitty.vim ld.vim lifelines.vim lyrics.vim master.vim '
        'mermaid.vim mf.vim mupad.vim ncf.vim nix.vim nroff.vim pacmanlog.vim pandoc.vim pilrc.vim '
        'ratpoison.vim redif.vim rtf.vim ruby.vim sgmllnx.vim smith.vim tar.vim tli.vim trustees.vim '
        'tsalt.vim tssgm.vim upstart.vim vgrindefs.vim vhdl.vim'
    ),
    'runtime/syntax/testdir/input': (
        'java_annotations.java sh_09.sh sh_ksh93u.ksh vim9_blocks.vim vim9_lambdas.vim vim_ex_behave.vim '
        'vim_ex_echo.vim vim_ex_function_nested.vim vim_ex_python.vim'
    ),
    '': (
        'runtime/syntax/testdir/input/selftestdir/dots_02 runtime/syntax/testdir/input/setup/vim_ex_echo.vim '
        'runtime/syntax/testdir/input/setup/vim_ex_match.vim'
    ),
    'src/testdir/dumps': (
        'Test_autocompletedelay_2.dump Test_change_wrapped_line_cpo_dollar_04.dump '
        'Test_change_wrapped_line_cpo_dollar_13.dump Test_changing_cmdheight_6.dump '
        'Test_conceal_two_windows_12.dump Test_cursorline_screenline_1.dump Test_diff_10.dump '
        'Test_diff_15.dump Test_diff_22.dump Test_diff_23.dump Test_diff_anchors_02.dump '
        'Test_diff_anchors_06.dump Test_diff_anchors_scrollbind_topline_04.dump '
        'Test_diff_anchors_scrollbind_topline_17.dump Test_diff_cuc_04.dump '
        'Test_diff_get_put_linematch_11.dump Test_diff_inline_08.dump Test_diff_inline_multibuffer_05.dump '
        'Test_diff_overlapped_3.03.dump Test_diff_overlapped_3.37.dump Test_diff_scroll_2.dump '
        'Test_hlsearch_cursearch_multiple_line_4.dump Test_incsearch_restore_view_03.dump '
        'Test_incsearch_substitute_11.dump Test_linematch_line_limit_exceeded2.dump Test_listchars_05.dump '
        'Test_long_file_name_3.dump Test_matchparen_mbyte_6.dump Test_move_undo_1.dump '
        'Test_popup_border_end_5.dump Test_popup_border_end_m_20.dump Test_popup_border_end_rtl_21.dump '
        'Test_popup_border_end_rtl_m_21.dump Test_popup_border_end_rtl_m_s_19.dump '
        'Test_popup_border_start_0_m.dump Test_popup_border_start_5.dump Test_popup_opacity_attr_1.dump '
        'Test_popup_opacity_only_cterm_or_gui_set_1.dump Test_popup_textprop_06.dump '
        'Test_popup_textprop_corn_6.dump Test_popupmenu_cmdline_1.dump Test_popupwin_close_status_1.dump '
        'Test_popupwin_doublewidth_1.dump Test_popupwin_infopopup_9.dump Test_popupwin_menu_scroll_2.dump '
        'Test_popupwin_set_firstline_1.dump Test_popupwin_win_execute.dump Test_popupwin_wrap_2.dump '
        'Test_previewpopup_border_7.dump Test_prop_above_and_before_2.dump '
        'Test_prop_above_below_smoothscroll_15.dump Test_prop_above_below_smoothscroll_6.dump '
        'Test_prop_above_below_smoothscroll_8.dump Test_prop_before_tab_skipcol_5.dump '
        'Test_prop_below_after_empty_1.dump Test_prop_below_split_line_2.dump '
        'Test_prop_insert_list_mode_1.dump Test_prop_inserts_text_hi_5.dump '
        'Test_prop_inserts_text_lcs_extends_1.dump Test_prop_inserts_text_showbreak_11.dump '
        'Test_prop_inserts_text_showbreak_2.dump Test_prop_with_text_after_trunc_1.dump '
        'Test_prop_with_text_after_trunc_3.dump Test_prop_with_text_empty_line_1.dump Test_props_after_2.dump '
        'Test_pum_highlights_14.dump Test_pum_matchins_combine_03.dump Test_pum_matchins_combine_07.dump '
        'Test_pumopt_opacity_pmenu_cleared_3.dump Test_redrawstatus_in_autocmd_5.dump '
        'Test_relnr_colors_3.dump Test_relnr_colors_wrapped_1.dump Test_shortmess_complmsg_2.dump '
        'Test_smooth_list_2.dump Test_smooth_long_1.dump Test_smooth_long_3.dump '
        'Test_smooth_long_scrolloff_3.dump Test_smooth_number_6.dump Test_smoothscroll_in_qf_window_ru_5.dump '
        'Test_splitkeep_cursor_3.dump Test_statusline_1.dump Test_statusline_vsep_borrow_hl_mode_01.dump '
        'Test_tabpanel_drawing_pum_2.dump Test_tabpanel_drawing_with_popupwin_1.dump '
        'Test_tabpanel_many_tabpages_3.dump Test_tabpanel_with_cmdline_no_pum_0.dump '
        'Test_tabpanel_with_vsplit_1.dump Test_terminal_popup_1.dump Test_undo_after_write_1.dump '
        'Test_undo_after_write_2.dump Test_wildmenu_input_func_4.dump Test_wildmenu_pum_39.dump '
        'Test_wildmenu_pum_65.dump Test_wincolor_01.dump Test_winhighlight_14.dump '
        'Test_winhighlight_term_3.dump Test_xxd_color_1.dump'
    ),
}
VIM_FTPLUGIN_KIND = {
    'runtime/ftplugin': (
        'a2ps.vim aap.vim abaqus.vim abnf.vim algol68.vim alsaconf.vim ant.vim asciidoc.vim astro.vim '
        'automake.vim autopkgtest.vim bash.vim bicep-params.vim bicep.vim bindzone.vim bitbake.vim bp.vim '
        'bpftrace.vim btm.vim c3.vim cabal.vim cdrdaoconf.vim ch.vim chicken.vim clojure.vim codeowners.vim '
        'context.vim cpp.vim cs.vim cuda.vim cvsrc.vim dart.vim deb822sources.vim debcontrol.vim '
        'denyhosts.vim desktop.vim dictconf.vim dircolors.vim dosbatch.vim dtrace.vim erlang.vim expect.vim '
        'falcon.vim fennel.vim framescript.vim freebasic.vim fvwm.vim gdb.vim gdscript.vim gdshader.vim '
        'ghostty.vim gitattributes.vim gitignore.vim gitrebase.vim gitsendemail.vim goaccess.vim gomod.vim '
        'gpg.vim groovy.vim gyp.vim haml.vim haredoc.vim haskell.vim help.vim hgcommit.vim hlsplaylist.vim '
        'hostconf.vim html.vim htmlangular.vim htmldjango.vim http.vim hurl.vim hyprlang.vim i3config.vim '
        'icon.vim idris2.vim ipkg.vim ishd.vim j.vim java.vim javacc.vim javascript.vim javascriptreact.vim '
        'jinja.vim jjdescription.vim jproperties.vim json5.vim jsonc.vim jsonnet.vim jsp.vim karel.vim '
        'kitty.vim kotlin.vim ld.vim ldapconf.vim leex.vim leo.vim less.vim lex.vim lftp.vim libao.vim '
        'liquid.vim lnkmap.vim loginaccess.vim logindefs.vim lynx.vim m3build.vim m4.vim mailaliases.vim '
        'make.vim man.vim manconf.vim matlab.vim mbsync.vim mermaid.vim mf.vim mlir.vim modula2.vim '
        'modula3.vim mplayerconf.vim mrxvtrc.vim muttrc.vim mysql.vim nanorc.vim neomuttrc.vim nginx.vim '
        'nickel.vim nim.vim nix.vim nu.vim objc.vim obse.vim ocaml.vim occam.vim opencl.vim openscad.vim '
        'openvpn.vim pbtxt.vim perl.vim plaintex.vim postscr.vim prisma.vim prolog.vim protocols.vim '
        'pyrex.vim qb64.vim racket.vim rasi.vim registry.vim reva.vim rmd.vim rpl.vim ruby.vim rust.vim '
        'samba.vim sass.vim scss.vim sed.vim services.vim sexplib.vim sh.vim slint.vim slpreg.vim '
        'snakemake.vim solidity.vim solution.vim spajson.vim spec.vim sql.vim sshconfig.vim svelte.vim '
        'sway.vim swiftgyb.vim swig.vim systemverilog.vim tcl.vim terminfo.vim text.vim thrift.vim tmux.vim '
        'tolk.vim treetop.vim tt2html.vim typescript.vim typescriptreact.vim typst.vim uc.vim udevrules.vim '
        'urlshortcut.vim v.vim vb.vim verilog.vim vhdl.vim wks.vim xf86conf.vim xinetd.vim xkb.vim xsd.vim '
        'xslt.vim yacc.vim'
    ),
}
VIM_FTPLUGIN_OTHER = {
    '': (
        'runtime/autoload/typeset.vim runtime/autoload/xml/html40s.vim runtime/syntax/generator/README.md '
        'runtime/syntax/shared/debversions.vim runtime/syntax/testdir/input/setup/help.vim '
        'runtime/syntax/testdir/input/setup/help_ex_version.vim'
    ),
    'runtime/compiler': (
        'fortran_g77.vim msvc.vim rst.vim yamllint.vim'
    ),
    'runtime/indent': (
        'clojure.vim dtd.vim dts.vim hog.vim odin.vim'
    ),
    'runtime/syntax': (
        'abc.vim aflex.vim asterisk.vim codeowners.vim conaryrecipe.vim cynpp.vim dcd.vim denyhosts.vim '
        'eiffel.vim gpg.vim group.vim idlang.vim ipkg.vim jgraph.vim kconfig.vim lace.vim libao.vim lsl.vim '
        'named.vim poefilter.vim readline.vim rnc.vim sd.vim splint.vim syncolor.vim takout.vim vb.vim '
        'vhdl.vim vmasm.vim vrml.vim webmacro.vim wks.vim xml.vim'
    ),
    'runtime/syntax/testdir/dumps': (
        'algol68_all_preludes_101.dump algol68_all_preludes_105.dump algol68_all_preludes_106.dump '
        'algol68_all_preludes_111.dump algol68_all_preludes_21.dump algol68_all_preludes_28.dump '
        'algol68_all_preludes_42.dump algol68_denotations_04.dump c_02.dump c_integer_constant_01.dump '
        'c_preprocessor_embed_01.dump cpp_noreturn_01.dump dots_04_02.dump dots_07_00.dump '
        'ed_commands_30.dump gdb_02.dump gdb_09.dump help_ex_version_14.dump '
        'java_annotations_signature_03.dump java_enfoldment_00.dump java_escapes_00.dump '
        'java_lambda_expressions_signature_05.dump java_methods_indent8_signature_00.dump '
        'python_strings_bytes_06.dump sh_03_00.dump sh_05_11.dump sh_ksh2020_05.dump sh_ksh2020_08.dump '
        'sh_ksh88_07.dump sh_ksh93v_10.dump sh_ksh_array_00.dump sh_mksh_gibberish_01.dump tera_02.dump '
        'tex_02_00.dump vim9_comments_00.dump vim9_def_variables_01.dump vim9_def_variables_06.dump '
        'vim9_def_variables_10.dump vim9_ex_commands_06.dump vim9_ex_commands_contained_09.dump '
        'vim9_ex_import_03.dump vim9_ex_let_heredoc_14.dump vim9_ex_range_06.dump vim9_ex_range_22.dump '
        'vim9_ex_range_37.dump vim9_ex_range_46.dump vim9_ex_range_64.dump vim9_expressions_10.dump '
        'vim9_function_calls_06.dump vim9_super_this_keywords3_01.dump vim9_variables_03.dump '
        'vim_comments_01.dump vim_comments_04.dump vim_ex_autocmd_11.dump vim_ex_change_08.dump '
        'vim_ex_command_modifiers_14.dump vim_ex_commands_22.dump vim_ex_commands_40.dump '
        'vim_ex_commands_45.dump vim_ex_commands_contained_11.dump vim_ex_commands_contained_12.dump '
        'vim_ex_commands_contained_19.dump vim_ex_debug_00.dump vim_ex_def_fold_08.dump '
        'vim_ex_function_def_tail_comments_02.dump vim_ex_function_fold_04.dump '
        'vim_ex_function_nested_02.dump vim_ex_lua_05.dump vim_ex_map_00.dump vim_ex_menu_02.dump '
        'vim_ex_perl_02.dump vim_ex_perl_04.dump vim_ex_range_68.dump vim_ex_range_82.dump '
        'vim_ex_range_95.dump vim_ex_redir_03.dump vim_ex_syntax_01.dump vim_ex_syntax_14.dump '
        'vim_ex_terminal_00.dump vim_ex_user_command_01.dump vim_expressions_18.dump '
        'vim_function_calls_06.dump vim_key_notation_06.dump vim_nvim_features_05.dump vim_variables_05.dump '
        'yaml_07.dump'
    ),
    'runtime/syntax/testdir/input': (
        'java_methods_indent2.java java_methods_indent4.java javascript.js sh_07.sh sh_bash_alias.sh '
        'sh_ksh_array.sh skhdrc.skhdrc vim9_comments.vim vim_ex_echo.vim vim_ex_eval.vim vim_ex_normal.vim '
        'vim_ex_packadd.vim vim_new.vim'
    ),
    'runtime/syntax/testdir/input/selftestdir': (
        'README.txt dots_03 dots_05'
    ),
}
BS_ICONS_KIND = {
    'icons': (
        '0-circle-fill.svg 5-square-fill.svg 6-circle-fill.svg 9-circle-fill.svg activity.svg airplane.svg '
        'align-start.svg alphabet.svg arrow-down-left-circle.svg arrow-down-right-square-fill.svg '
        'arrow-down-right-square.svg arrow-down-short.svg arrow-down-square-fill.svg arrow-right.svg '
        'arrow-up-circle-fill.svg arrow-up-right-square-fill.svg arrows-expand-vertical.svg backpack4.svg '
        'backspace-reverse.svg backspace.svg badge-tm-fill.svg badge-vr-fill.svg bag-heart.svg '
        'balloon-heart-fill.svg basket2.svg bell-slash.svg blockquote-right.svg bluetooth.svg book.svg '
        'border-all.svg border-left.svg box-arrow-left.svg brightness-alt-low.svg browser-chrome.svg '
        'brush.svg bug.svg building-fill-slash.svg buildings-fill.svg calendar-heart-fill.svg '
        'calendar-month.svg calendar2-event-fill.svg calendar2-range-fill.svg calendar2-x.svg '
        'calendar4-event.svg calendar4.svg capsule.svg card-heading.svg card-list.svg cart-dash-fill.svg '
        'cart3.svg cart4.svg cast.svg chat-left-quote.svg chat-right-dots-fill.svg chat-right-heart-fill.svg '
        'chat-square-fill.svg chevron-bar-contract.svg chevron-compact-up.svg circle-square.svg '
        'clipboard2-check.svg clipboard2-fill.svg clipboard2-pulse.svg cloud-download.svg cloud-rain-fill.svg '
        'cloud-rain.svg cloud-slash.svg cloud-snow.svg crop.svg database-down.svg database-fill-check.svg '
        'database-fill-down.svg database-fill-x.svg diamond-fill.svg door-open.svg dribbble.svg easel3.svg '
        'eject.svg emoji-surprise.svg envelope-open-heart.svg eraser.svg exclamation-circle-fill.svg '
        'exclamation-diamond-fill.svg exclamation-octagon-fill.svg feather.svg file-break.svg '
        'file-earmark-arrow-down-fill.svg file-earmark-bar-graph.svg file-earmark-break.svg '
        'file-earmark-check.svg file-earmark-easel-fill.svg file-earmark-excel.svg file-earmark-lock.svg '
        'file-earmark-minus-fill.svg file-earmark-ruled-fill.svg file-earmark-x-fill.svg file-font.svg '
        'file-image.svg file-lock2.svg file-minus-fill.svg file-play-fill.svg file-ppt-fill.svg '
        'file-slides-fill.svg filetype-mp3.svg filetype-pptx.svg filetype-psd.svg filetype-ttf.svg '
        'filetype-woff.svg filetype-yml.svg folder2-open.svg front.svg grip-vertical.svg h-circle-fill.svg '
        'h-square.svg hand-index.svg hash.svg hexagon-fill.svg hourglass-split.svg house-check-fill.svg '
        'house-check.svg houses-fill.svg inbox-fill.svg inbox.svg inboxes.svg journal-arrow-down.svg '
        'journal-bookmark.svg journal-code.svg kanban-fill.svg layers-fill.svg layout-three-columns.svg '
        'leaf-fill.svg menu-button-wide.svg mic-mute-fill.svg mic-mute.svg p-square.svg paragraph.svg '
        'person-circle.svg person-dash-fill.svg person-exclamation.svg person-fill-slash.svg person-video.svg '
        'pie-chart-fill.svg piggy-bank.svg projector-fill.svg question-diamond.svg quote.svg reception-2.svg '
        'record-circle.svg regex.svg reply-all-fill.svg reply-fill.svg rulers.svg safe-fill.svg '
        'screwdriver.svg search.svg send-arrow-up.svg send-exclamation-fill.svg send-plus.svg send-x.svg '
        'shield-check.svg sign-intersection-fill.svg sign-intersection-t.svg sign-railroad-fill.svg '
        'sign-turn-slight-right-fill.svg sim.svg skip-backward-circle-fill.svg skip-start.svg slash-lg.svg '
        'square-half.svg stop-btn-fill.svg stoplights-fill.svg sunset-fill.svg symmetry-horizontal.svg '
        'tablet.svg taxi-front-fill.svg telephone.svg terminal-x.svg textarea-resize.svg textarea-t.svg '
        'thermometer.svg ticket-perforated.svg tornado.svg train-front-fill.svg trash3.svg truck-flatbed.svg '
        'type-h2.svg type-h4.svg type-underline.svg usb-drive-fill.svg usb-plug-fill.svg usb-symbol.svg '
        'view-list.svg volume-mute-fill.svg wallet-fill.svg wallet2.svg wifi.svg wikipedia.svg '
        'window-stack.svg wrench-adjustable-circle-fill.svg wrench-adjustable-circle.svg x-circle-fill.svg'
    ),
}
BS_ICONS_OTHER = {
    '': (
        'bootstrap-icons.svg docs/assets/js/search.js docs/assets/scss/_navbar.scss '
        'docs/layouts/_default/home.html'
    ),
    'docs/content/icons': (
        '8-circle.md 8-square-fill.md airplane-engines-fill.md android2.md arrow-right.md '
        'arrow-through-heart-fill.md arrow-up-left-circle-fill.md arrow-up-left-square-fill.md '
        'arrow-up-right-circle-fill.md arrows-expand-vertical.md arrows-expand.md badge-ad-fill.md '
        'badge-vo.md bag-plus-fill.md balloon-heart-fill.md bank2.md battery-half.md bookmarks-fill.md '
        'box-arrow-in-down-left.md box2-heart-fill.md brightness-alt-low.md building-fill.md building.md '
        'calendar-event.md calendar-fill.md calendar-week.md calendar-x-fill.md calendar2-date-fill.md '
        'calendar2-plus.md calendar3.md caret-left-fill.md cart-dash.md chat-left-heart.md chat-left-text.md '
        'chat-square-dots-fill.md chat-square-heart.md chevron-compact-left.md clipboard-data.md '
        'cloud-download-fill.md cloud-lightning-fill.md cloud-lightning.md columns-gap.md '
        'credit-card-2-back-fill.md css.md dash-circle-fill.md database-fill-add.md database-gear.md '
        'emoji-angry-fill.md emoji-sunglasses-fill.md emoji-wink.md envelope-heart.md envelope-x.md '
        'ethernet.md fast-forward-circle-fill.md file-check-fill.md file-earmark-arrow-down-fill.md '
        'file-earmark-check-fill.md file-earmark.md file-minus.md filetype-aac.md filetype-exe.md '
        'filetype-md.md filetype-pptx.md filetype-rb.md filetype-scss.md fire.md flask.md funnel-fill.md '
        'git.md globe-americas.md globe-asia-australia-fill.md gpu-card.md grid-1x2-fill.md grid-1x2.md '
        'grid-3x3.md hdd-rack.md heart-half.md heart-pulse.md image.md inboxes-fill.md info.md journal-x.md '
        'lock-fill.md lungs-fill.md mailbox.md minecart.md nvme.md opencollective.md p-circle.md palette.md '
        'pause-circle-fill.md pause-circle.md pentagon-fill.md percent.md person-fill-check.md '
        'person-fill-gear.md person-gear.md phone.md pin-angle.md play-circle-fill.md postage-fill.md '
        'question-diamond-fill.md radioactive.md record2-fill.md recycle.md repeat.md rewind-circle-fill.md '
        'robot.md save-fill.md send-x-fill.md shield-fill.md shield-minus.md shield-plus.md '
        'shield-slash-fill.md shield.md sign-intersection-side-fill.md sim-slash.md skip-end-btn-fill.md '
        'skip-end-btn.md skip-forward-fill.md skip-start.md slash-lg.md snow.md soundwave.md square-fill.md '
        'stoplights-fill.md suit-heart-fill.md suitcase2.md text-wrap.md toggle2-on.md tools.md '
        'train-lightrail-front-fill.md transparency.md type-h4.md type-h6.md type.md union.md unlock-fill.md '
        'valentine.md vimeo.md volume-mute.md watch.md wifi-1.md wordpress.md '
        'wrench-adjustable-circle-fill.md xbox.md'
    ),
}
AOC_KIND = {
    '2018/solutions': (
        'day01.py day02.py day03.py day04.py day05.py day07.py day08.py day09.py day10.py day12.py day16.py '
        'day17.py'
    ),
    '2019/solutions': (
        'day01.py day02.py day03.py day04.py day05.py day06.py day07.py day08.py day09.py day10.py day11.py '
        'day12.py day13.py day14.py day15.py day16.py day17.py day18.py day19.py day20.py day21.py day22.py '
        'day23.py day24.py'
    ),
    '2020/solutions': (
        'day01.py day02.py day03.py day04.py day05.py day06.py day07.py day08.py day09.py day10.py day11.py '
        'day12.py day13.py day14.py day15.py day16.py day17.py day18.py day19.py day20.py day21.py day22.py '
        'day23.py day24.py day25.py'
    ),
    '2021/solutions': (
        'day01.py day02.py day03.py day04.py day05.py day06.py day07.py day08.py day09.py day10.py day11.py '
        'day12.py day13.py day14.py day15.py day16.py day17.py day18.py day20.py day21.py day22.py day23.py '
        'day24.py day25.py'
    ),
    '2022/solutions': (
        'day01.py day02.py day03.py day04.py day05.py day06.py day07.py day08.py day09.py day10.py day11.py '
        'day12.py day13.py day14.py day15.py day16.py day18.py day19.py day20.py day21.py day22.py day24.py '
        'day25.py'
    ),
    '2023/solutions': (
        'day01.py day02.py day03.py day04.py day05.py day06.py day07.py day08.py day09.py day10.py day11.py '
        'day12.py day13.py day14.py day15.py day16.py day17.py day18.py day19.py day20.py day22.py day23.py '
        'day24.py'
    ),
    '2024/solutions': (
        'day01.py day02.py day03.py day04.py day08.py day10.py day11.py day13.py day14.py day19.py day20.py '
        'day21.py day22.py day25.py'
    ),
}
AOC_OTHER = {
    '': (
        '.github/PULL_REQUEST_TEMPLATE.md 2018/misc/calendar.gif 2018/misc/day11/generate_animation.py '
        '2018/misc/day12/day12_visualized.png 2018/misc/day17/day17_visualized.png '
        '2018/misc/day17/viz_filled.txt 2018/misc/day19/part2.c 2019/lib/intcode_to_dot.py '
        '2019/misc/calendar.gif 2019/misc/day03/README.md 2019/misc/day03/up.txt 2019/misc/day05/part2.dot '
        '2019/misc/day05/part2.png 2019/misc/day09/mebeim.dot 2019/misc/day11/mebeim.dot '
        '2019/misc/day11/mebeim.s 2019/misc/day13/part2_cfg.dot 2019/misc/day25/manual_solution.jpg '
        '2019/misc/full_leaderboard.md 2019/solutions/lib 2020/README.md 2020/misc/calendar.gif '
        '2020/misc/day18/hack.py 2020/misc/day18/shunting_yard.py 2020/misc/full_leaderboard.md '
        '2021/README.md 2021/misc/calendar.gif 2021/misc/day24/decompiled.c 2021/misc/day25/sparse_matrix.py '
        '2022/misc/day02/mathematical.py 2022/misc/day08/faster_part1.py 2022/misc/day14/part2.png '
        '2022/misc/day20/deque.py 2022/misc/day20/tuples.py CONTRIBUTING.md pyproject.toml '
        'utils/data_structures/union_find.py'
    ),
    '2018/misc/day13': (
        'consolas.ttf example.in generate_animation.py mebeim.in'
    ),
    '2018/misc/day18': (
        'README.md generate_data.py mebeim.in'
    ),
    '2018/misc/day18/tiles': (
        'lumb1.png lumb2.png pine2.png'
    ),
    '2018/original_solutions': (
        'day04.py day10.py day11.py day12.py day13.py day14.py day16.py day18.py day19.py day20.py day23.py '
        'day24.py utils'
    ),
    '2019/lib/examples': (
        'divide.dot subtract.s subtract_fast.dot subtract_fast.png subtract_fast.txt'
    ),
    '2019/original_solutions': (
        'day02.py day03.py day06.py day07.py day09.py day16.py day17.py day18.py day19.py day21.py day22.py'
    ),
    '2020/original_solutions': (
        'day02.py day04.py day07.py day08.py day10.py day14.py day15.py day16.py day17.py day19.py day22.py '
        'day23.py day24.py day25.py'
    ),
    '2021/original_solutions': (
        'day01.py day02.py day03.py day04.py day05.py day06.py day07.py day10.py day11.py day12.py day17.py '
        'day18.py day19.py day21.py day22.py day24.py day25.py utils'
    ),
    '2022/original_solutions': (
        'day01.py day02.py day03.py day04.py day05.py day07.py day08.py day10.py day13.py day17.py day22.py'
    ),
    '2023/original_solutions': (
        'day03.py day11.py day12.py day13.py day14.py day15.py day16.py day19.py day24.py utils'
    ),
    '2024/misc/day24': (
        'bad-wires.dot bad-wires.svg solution.dot solution.svg'
    ),
    '2024/original_solutions': (
        'day06.py day09.py day12.py day14.py day15.py day16.py day17.py day18.py day21.py day22.py'
    ),
    'utils': (
        '__init__.py advent.py algorithms.py all.py decorators.py io_helpers.py math.py'
    ),
}
LEETCODE_KIND = {
    '': (
        'solution/0000-0099/0024.Swap Nodes in Pairs/Solution.py',
        'solution/0000-0099/0026.Remove Duplicates from Sorted Array/Solution.py',
        'solution/0000-0099/0028.Find the Index of the First Occurrence in a String/Solution.py',
        'solution/0000-0099/0036.Valid Sudoku/Solution.py',
        'solution/0000-0099/0075.Sort Colors/Solution.py',
        'solution/0200-0299/0244.Shortest Word Distance II/Solution.py',
        'solution/0300-0399/0327.Count of Range Sum/Solution.py',
        'solution/0300-0399/0362.Design Hit Counter/Solution.py',
        'solution/0300-0399/0368.Largest Divisible Subset/Solution.py',
        'solution/0300-0399/0384.Shuffle an Array/Solution.py',
        'solution/0300-0399/0388.Longest Absolute File Path/Solution.py',
        'solution/0400-0499/0420.Strong Password Checker/Solution.py',
        'solution/0400-0499/0477.Total Hamming Distance/Solution.py',
        'solution/0400-0499/0490.The Maze/Solution.py',
        'solution/0500-0599/0510.Inorder Successor in BST II/Solution.py',
        'solution/0500-0599/0524.Longest Word in Dictionary through Deleting/Solution.py',
        'solution/0500-0599/0538.Convert BST to Greater Tree/Solution.py',
        'solution/0500-0599/0547.Number of Provinces/Solution.py',
        'solution/0500-0599/0553.Optimal Division/Solution.py',
        'solution/0600-0699/0622.Design Circular Queue/Solution.py',
        'solution/0600-0699/0632.Smallest Range Covering Elements from K Lists/Solution.py',
        'solution/0600-0699/0636.Exclusive Time of Functions/Solution.py',
        'solution/0600-0699/0643.Maximum Average Subarray I/Solution.py',
        'solution/0600-0699/0655.Print Binary Tree/Solution.py',
        'solution/0600-0699/0662.Maximum Width of Binary Tree/Solution.py',
        'solution/0600-0699/0695.Max Area of Island/Solution.py',
        'solution/0700-0799/0705.Design HashSet/Solution.py',
        'solution/0700-0799/0732.My Calendar III/Solution.py',
        'solution/0700-0799/0745.Prefix and Suffix Search/Solution.py',
        'solution/0700-0799/0755.Pour Water/Solution.py',
        'solution/0700-0799/0761.Special Binary String/Solution.py',
        'solution/0700-0799/0784.Letter Case Permutation/Solution.py',
        'solution/0700-0799/0791.Custom Sort String/Solution.py',
        'solution/0800-0899/0819.Most Common Word/Solution.py',
        'solution/0800-0899/0846.Hand of Straights/Solution.py',
        'solution/0800-0899/0853.Car Fleet/Solution.py',
        'solution/0800-0899/0863.All Nodes Distance K in Binary Tree/Solution.py',
        'solution/0800-0899/0867.Transpose Matrix/Solution.py',
        'solution/0800-0899/0869.Reordered Power of 2/Solution.py',
        'solution/0800-0899/0878.Nth Magical Number/Solution.py',
        'solution/0800-0899/0890.Find and Replace Pattern/Solution.py',
        'solution/0900-0999/0928.Minimize Malware Spread II/Solution.py',
        'solution/0900-0999/0945.Minimum Increment to Make Array Unique/Solution.py',
        'solution/0900-0999/0965.Univalued Binary Tree/Solution.py',
        'solution/1000-1099/1005.Maximize Sum Of Array After K Negations/Solution.py',
        'solution/1000-1099/1017.Convert to Base -2/Solution.py',
        'solution/1000-1099/1025.Divisor Game/Solution.py',
        'solution/1000-1099/1073.Adding Two Negabinary Numbers/Solution.py',
        'solution/1000-1099/1096.Brace Expansion II/Solution.py',
        'solution/1100-1199/1116.Print Zero Even Odd/Solution.py',
        'solution/1100-1199/1124.Longest Well-Performing Interval/Solution.py',
        'solution/1100-1199/1152.Analyze User Website Visit Pattern/Solution.py',
        'solution/1100-1199/1154.Day of the Year/Solution.py',
        'solution/1100-1199/1178.Number of Valid Words for Each Puzzle/Solution.py',
        'solution/1100-1199/1184.Distance Between Bus Stops/Solution.py',
        'solution/1100-1199/1189.Maximum Number of Balloons/Solution.py',
        'solution/1200-1299/1236.Web Crawler/Solution.py',
        'solution/1300-1399/1302.Deepest Leaves Sum/Solution.py',
        'solution/1300-1399/1310.XOR Queries of a Subarray/Solution.py',
        'solution/1300-1399/1318.Minimum Flips to Make a OR b Equal to c/Solution.py',
        'solution/1300-1399/1331.Rank Transform of an Array/Solution.py',
        'solution/1300-1399/1339.Maximum Product of Splitted Binary Tree/Solution.py',
        'solution/1400-1499/1442.Count Triplets That Can Form Two Arrays of Equal XOR/Solution.py',
        'solution/1400-1499/1490.Clone N-ary Tree/Solution.py',
        'solution/1400-1499/1494.Parallel Courses II/Solution.py',
        'solution/1500-1599/1508.Range Sum of Sorted Subarray Sums/Solution.py',
        'solution/1500-1599/1514.Path with Maximum Probability/Solution.py',
        'solution/1500-1599/1529.Minimum Suffix Flips/Solution.py',
        'solution/1500-1599/1545.Find Kth Bit in Nth Binary String/Solution.py',
        'solution/1500-1599/1574.Shortest Subarray to be Removed to Make Array Sorted/Solution.py',
        'solution/1500-1599/1575.Count All Possible Routes/Solution.py',
        'solution/1600-1699/1616.Split Two Strings to Make Palindrome/Solution.py',
        'solution/1600-1699/1639.Number of Ways to Form a Target String Given a Dictionary/Solution.py',
        'solution/1600-1699/1653.Minimum Deletions to Make String Balanced/Solution.py',
        'solution/1700-1799/1730.Shortest Path to Get Food/Solution.py',
        'solution/1700-1799/1766.Tree of Coprimes/Solution.py',
        'solution/1700-1799/1782.Count Pairs Of Nodes/Solution.py',
        'solution/1700-1799/1799.Maximize Score After N Operations/Solution.py',
        'solution/1800-1899/1816.Truncate Sentence/Solution.py',
        'solution/1800-1899/1819.Number of Different Subsequences GCDs/Solution.py',
        'solution/1800-1899/1823.Find the Winner of the Circular Game/Solution.py',
        'solution/1800-1899/1825.Finding MK Average/Solution.py',
        'solution/1800-1899/1830.Minimum Number of Operations to Make String Sorted/Solution.py',
        'solution/1800-1899/1869.Longer Contiguous Segments of Ones than Zeros/Solution.py',
        'solution/1800-1899/1872.Stone Game VIII/Solution.py',
        'solution/1900-1999/1901.Find a Peak Element II/Solution.py',
        'solution/1900-1999/1909.Remove One Element to Make the Array Strictly Increasing/Solution.py',
        'solution/1900-1999/1922.Count Good Numbers/Solution.py',
        'solution/1900-1999/1961.Check If String Is a Prefix of Array/Solution.py',
        'solution/1900-1999/1975.Maximum Matrix Sum/Solution.py',
        'solution/2000-2099/2033.Minimum Operations to Make a Uni-Value Grid/Solution.py',
        'solution/2000-2099/2076.Process Restricted Friend Requests/Solution.py',
        'solution/2000-2099/2078.Two Furthest Houses With Different Colors/Solution.py',
        'solution/2100-2199/2126.Destroying Asteroids/Solution.py',
        'solution/2100-2199/2137.Pour Water Between Buckets to Make Water Levels Equal/Solution.py',
        'solution/2100-2199/2162.Minimum Cost to Set Cooking Time/Solution.py',
        'solution/2100-2199/2163.Minimum Difference in Sums After Removal of Elements/Solution.py',
        'solution/2100-2199/2166.Design Bitset/Solution.py',
        'solution/2100-2199/2171.Removing Minimum Number of Magic Beans/Solution.py',
        'solution/2100-2199/2172.Maximum AND Sum of Array/Solution.py',
        'solution/2100-2199/2176.Count Equal and Divisible Pairs in an Array/Solution.py',
        'solution/2200-2299/2216.Minimum Deletions to Make Array Beautiful/Solution.py',
        'solution/2200-2299/2217.Find Palindrome With Fixed Length/Solution.py',
        'solution/2200-2299/2226.Maximum Candies Allocated to K Children/Solution.py',
        'solution/2200-2299/2237.Count Positions on Street With Required Brightness/Solution.py',
        'solution/2200-2299/2239.Find Closest Number to Zero/Solution.py',
        'solution/2200-2299/2246.Longest Path With Different Adjacent Characters/Solution.py',
        'solution/2200-2299/2247.Maximum Cost of Trip With K Highways/Solution.py',
        'solution/2200-2299/2270.Number of Ways to Split Array/Solution.py',
        'solution/2300-2399/2301.Match Substring After Replacement/Solution.py',
        'solution/2300-2399/2328.Number of Increasing Paths in a Grid/Solution.py',
        'solution/2300-2399/2333.Minimum Sum of Squared Difference/Solution.py',
        'solution/2300-2399/2368.Reachable Nodes With Restrictions/Solution.py',
        'solution/2300-2399/2390.Removing Stars From a String/Solution.py',
        'solution/2400-2499/2415.Reverse Odd Levels of Binary Tree/Solution.py',
        'solution/2400-2499/2422.Merge Operations to Turn Array Into a Palindrome/Solution.py',
        'solution/2400-2499/2437.Number of Valid Clock Times/Solution.py',
        'solution/2400-2499/2450.Number of Distinct Binary Strings After Applying Operations/Solution.py',
        'solution/2400-2499/2460.Apply Operations to an Array/Solution.py',
        'solution/2400-2499/2465.Number of Distinct Averages/Solution.py',
        'solution/2400-2499/2482.Difference Between Ones and Zeros in Row and Column/Solution.py',
        'solution/2400-2499/2497.Maximum Star Sum of a Graph/Solution.py',
        'solution/2500-2599/2516.Take K of Each Character From Left and Right/Solution.py',
        'solution/2500-2599/2525.Categorize Box According to Criteria/Solution.py',
        'solution/2500-2599/2526.Find Consecutive Integers from a Data Stream/Solution.py',
        'solution/2500-2599/2564.Substring XOR Queries/Solution.py',
        'solution/2500-2599/2578.Split With Minimum Sum/Solution.py',
        'solution/2500-2599/2585.Number of Ways to Earn Points/Solution.py',
        'solution/2500-2599/2588.Count the Number of Beautiful Subarrays/Solution.py',
        'solution/2500-2599/2595.Number of Even and Odd Bits/Solution.py',
        'solution/2600-2699/2608.Shortest Cycle in a Graph/Solution.py',
        'solution/2600-2699/2679.Sum in a Matrix/Solution.py',
        'solution/2700-2799/2713.Maximum Strictly Increasing Cells in a Matrix/Solution.py',
        'solution/2700-2799/2750.Ways to Split Array Into Good Subarrays/Solution.py',
        'solution/2700-2799/2791.Count Paths That Can Form a Palindrome in a Tree/Solution.py',
        'solution/2800-2899/2813.Maximum Elegance of a K-Length Subsequence/Solution.py',
        'solution/2800-2899/2816.Double a Number Represented as a Linked List/Solution.py',
        'solution/2800-2899/2838.Maximum Coins Heroes Can Collect/Solution.py',
        'solution/2800-2899/2894.Divisible and Non-divisible Sums Difference/Solution.py',
        'solution/2900-2999/2900.Longest Unequal Adjacent Groups Subsequence I/Solution.py',
        'solution/2900-2999/2906.Construct Product Matrix/Solution.py',
        'solution/2900-2999/2975.Maximum Square Area by Removing Fences From a Field/Solution.py',
        'solution/2900-2999/2980.Check if Bitwise OR Has Trailing Zeros/Solution.py',
        'solution/3000-3099/3007.Maximum Number That Sum of the Prices Is Less Than or Equal to K/Solution.py',
        'solution/3000-3099/3029.Minimum Time to Revert Word to Initial State I/Solution.py',
        'solution/3000-3099/3048.Earliest Second to Mark Indices I/Solution.py',
        'solution/3100-3199/3110.Score of a String/Solution.py',
        'solution/3100-3199/3122.Minimum Number of Operations to Satisfy Conditions/Solution.py',
        'solution/3100-3199/3133.Minimum Array End/Solution.py',
        'solution/3100-3199/3141.Maximum Hamming Distances/Solution.py',
        'solution/3100-3199/3151.Special Array I/Solution.py',
        'solution/3100-3199/3162.Find the Number of Good Pairs I/Solution.py',
        'solution/3100-3199/3177.Find the Maximum Length of a Good Subsequence II/Solution.py',
        'solution/3100-3199/3189.Minimum Moves to Get a Peaceful Board/Solution.py',
        'solution/3200-3299/3220.Odd and Even Transactions/Solution.py',
        'solution/3200-3299/3234.Count the Number of Substrings With Dominant Ones/Solution.py',
        'solution/3200-3299/3249.Count the Number of Good Nodes/Solution.py',
        'solution/3200-3299/3263.Convert Doubly Linked List to Array I/Solution.py',
        'solution/3200-3299/3269.Constructing Two Increasing Arrays/Solution.py',
        'solution/3300-3399/3304.Find the K-th Character in String Game I/Solution.py',
        'solution/3300-3399/3351.Sum of Good Subsequences/Solution.py',
        'solution/3300-3399/3367.Maximize Sum of Weights after Edge Removals/Solution.py',
        'solution/3300-3399/3386.Button with Longest Push Time/Solution.py',
        'solution/3400-3499/3407.Substring Matching Pattern/Solution.py',
        'solution/3400-3499/3438.Find Valid Pair of Adjacent Digits in String/Solution.py',
        'solution/3500-3599/3511.Make a Positive Array/Solution.py',
        'solution/3500-3599/3528.Unit Conversion I/Solution.py',
        'solution/3500-3599/3532.Path Existence Queries in a Graph I/Solution.py',
        'solution/3500-3599/3554.Find Category Recommendation Pairs/Solution.py',
        'solution/3500-3599/3584.Maximum Product of First and Last Elements of a Subsequence/Solution.py',
        'solution/3500-3599/3586.Find COVID Recovery Patients/Solution.py',
        'solution/3500-3599/3598.Longest Common Prefix Between Adjacent Strings After Removals/Solution.py',
        'solution/3600-3699/3607.Power Grid Maintenance/Solution.py',
        'solution/3600-3699/3613.Minimize Maximum Component Cost/Solution.py',
        'solution/3600-3699/3651.Minimum Cost Path with Teleportations/Solution.py',
        'solution/3600-3699/3672.Sum of Weighted Modes in Subarrays/Solution.py',
        'solution/3600-3699/3678.Smallest Absent Positive Greater Than Average/Solution.py',
        'solution/3600-3699/3693.Climbing Stairs II/Solution.py',
        'solution/3700-3799/3711.Maximum Transactions Without Negative Balance/Solution.py',
        'solution/3700-3799/3718.Smallest Missing Multiple of K/Solution.py',
        'solution/3700-3799/3724.Minimum Operations to Transform Array/Solution.py',
        'solution/3700-3799/3728.Stable Subarrays With Equal Boundary and Interior Sum/Solution.py',
        'solution/3700-3799/3793.Find Users with High Token Usage/Solution.py',
        'solution/3700-3799/3799.Word Squares II/Solution.py',
        'solution/3800-3899/3813.Vowel-Consonant Score/Solution.py',
        'solution/3800-3899/3816.Lexicographically Smallest String After Deleting Duplicate Characters/Solution.py',
        'solution/3800-3899/3818.Minimum Prefix Removal to Make Array Strictly Increasing/Solution.py',
        'solution/3800-3899/3843.First Element with Unique Frequency/Solution.py',
        'solution/3800-3899/3847.Find the Score Difference in a Game/Solution.py',
        'solution/3800-3899/3871.Count Commas in Range II/Solution.py',
        'solution/3800-3899/3878.Count Good Subarrays/Solution.py',
        'solution/3800-3899/3889.Mirror Frequency Distance/Solution.py',
        'solution/3800-3899/3890.Integers With Multiple Sum of Two Cubes/Solution.py',
        'solution/3900-3999/3914.Minimum Operations to Make Array Non Decreasing/Solution.py',
        'solution/3900-3999/3935.Power Update After K-th Largest Insertion I/Solution.py',
        'solution/3900-3999/3937.Minimum Operations to Make Array Modulo Alternating I/Solution.py',
        'solution/3900-3999/3961.Maximize Sum of Device Ratings/Solution.py',
        'solution/3900-3999/3996.Even Number of Knight Moves/Solution.py',
        'solution/4000-4099/4007.Widest Possible Fence/Solution.py',
        'solution/4000-4099/4014.Minimum Total Price After Applying Discounts/Solution.py',
    ),
}
LEETCODE_OTHER = {
    '': (
        'lcci/01.03.String to URL/Solution2.go',
        'lcci/02.08.Linked List Cycle/images/linked-list-cycle-ii.png',
        'lcci/03.06.Animal Shelter/Solution.py',
        'lcci/10.09.Sorted Matrix Search/Solution2.py',
        'lcci/17.09.Get Kth Magic Number/Solution2.cpp',
        'lcof/面试题13. 机器人的运动范围/Solution.swift',
        'lcof2/剑指 Offer II 007. 数组中和为 0 的三个数/Solution.cs',
        'lcof2/剑指 Offer II 018. 有效的回文/Solution.cpp',
        'lcof2/剑指 Offer II 026. 重排链表/images/1626420311-PkUiGI-image.png',
        'lcof2/剑指 Offer II 033. 变位词组/Solution2.go',
        'lcof2/剑指 Offer II 084. 含有重复元素集合的全排列/README.md',
        'lcof2/剑指 Offer II 092. 翻转字符/Solution.go',
        'lcof2/剑指 Offer II 107. 矩阵中的距离/Solution.java',
        'lcp/LCP 62. 交通枢纽/README.md',
        'lcp/LCP 63. 弹珠游戏/Solution.cpp',
        'solution/0000-0099/0023.Merge k Sorted Lists/Solution.rs',
        'solution/0000-0099/0048.Rotate Image/Solution.ts',
        'solution/0000-0099/0053.Maximum Subarray/Solution.cpp',
        'solution/0000-0099/0074.Search a 2D Matrix/Solution2.rs',
        'solution/0000-0099/0083.Remove Duplicates from Sorted List/Solution.js',
        'solution/0000-0099/0085.Maximal Rectangle/Solution.rs',
        'solution/0000-0099/0094.Binary Tree Inorder Traversal/Solution3.ts',
        'solution/0100-0199/0100.Same Tree/Solution.cpp',
        'solution/0100-0199/0108.Convert Sorted Array to Binary Search Tree/Solution.go',
        'solution/0100-0199/0123.Best Time to Buy and Sell Stock III/README.md',
        'solution/0100-0199/0137.Single Number II/Solution2.cpp',
        'solution/0100-0199/0163.Missing Ranges/Solution.go',
        'solution/0100-0199/0180.Consecutive Numbers/Solution3.sql',
        'solution/0100-0199/0191.Number of 1 Bits/Solution.ts',
        'solution/0200-0299/0232.Implement Queue using Stacks/README_EN.md',
        'solution/0200-0299/0236.Lowest Common Ancestor of a Binary Tree/Solution.go',
        'solution/0200-0299/0236.Lowest Common Ancestor of a Binary Tree/Solution.java',
        'solution/0200-0299/0248.Strobogrammatic Number III/README_EN.md',
        'solution/0200-0299/0279.Perfect Squares/Solution.rs',
        'solution/0300-0399/0314.Binary Tree Vertical Order Traversal/images/1727276242-EGdtNz-image.png',
        'solution/0300-0399/0351.Android Unlock Patterns/Solution.java',
        'solution/0300-0399/0361.Bomb Enemy/Solution.java',
        'solution/0300-0399/0392.Is Subsequence/Solution.cs',
        'solution/0400-0499/0403.Frog Jump/README.md',
        'solution/0500-0599/0515.Find Largest Value in Each Tree Row/Solution2.java',
        'solution/0500-0599/0528.Random Pick with Weight/Solution.go',
        'solution/0500-0599/0548.Split Array with Equal Sum/Solution.java',
        'solution/0600-0699/0642.Design Search Autocomplete System/README_EN.md',
        'solution/0600-0699/0647.Palindromic Substrings/README.md',
        'solution/0600-0699/0654.Maximum Binary Tree/Solution.java',
        'solution/0600-0699/0677.Map Sum Pairs/Solution.cpp',
        'solution/0700-0799/0718.Maximum Length of Repeated Subarray/Solution.go',
        'solution/0700-0799/0759.Employee Free Time/Solution.java',
        'solution/0700-0799/0792.Number of Matching Subsequences/Solution.go',
        'solution/0800-0899/0802.Find Eventual Safe States/README_EN.md',
        'solution/0800-0899/0876.Middle of the Linked List/Solution.c',
        'solution/0800-0899/0877.Stone Game/Solution.java',
        'solution/0900-0999/0918.Maximum Sum Circular Subarray/Solution.go',
        'solution/0900-0999/0989.Add to Array-Form of Integer/Solution.cpp',
        'solution/0900-0999/0994.Rotting Oranges/Solution.java',
        'solution/0900-0999/0998.Maximum Binary Tree II/images/maximum-binary-tree-1-1.png',
        'solution/1000-1099/1063.Number of Valid Subarrays/Solution.cpp',
        'solution/1100-1199/1156.Swap For Longest Repeated Character Substring/README_EN.md',
        'solution/1200-1299/1237.Find Positive Integer Solution for a Given Equation/README.md',
        'solution/1300-1399/1325.Delete Leaves With a Given Value/images/sample_1_1684.png',
        'solution/1300-1399/1394.Find Lucky Integer in an Array/Solution.php',
        'solution/1400-1499/1420.Build Array Where You Can Find The Maximum Exactly K Comparisons/README.md',
        'solution/1400-1499/1439.Find the Kth Smallest Sum of a Matrix With Sorted Rows/README.md',
        'solution/1400-1499/1450.Number of Students Doing Homework at a Given Time/README.md',
        'solution/1400-1499/1497.Check If Array Pairs Are Divisible by k/Solution.rs',
        'solution/1500-1599/1585.Check If String Is Transformable With Substring Sort Operations/Solution.cpp',
        'solution/1600-1699/1640.Check Array Formation Through Concatenation/Solution2.py',
        'solution/1600-1699/1666.Change the Root of a Binary Tree/Solution.cpp',
        'solution/1600-1699/1670.Design Front Middle Back Queue/Solution.ts',
        'solution/1600-1699/1679.Max Number of K-Sum Pairs/README_EN.md',
        'solution/1600-1699/1680.Concatenation of Consecutive Binary Numbers/Solution.cs',
        'solution/1700-1799/1750.Minimum Length of String After Deleting Similar Ends/Solution.rs',
        'solution/1800-1899/1811.Find Interview Candidates/Solution.sql',
        'solution/1800-1899/1856.Maximum Subarray Min-Product/Solution.go',
        'solution/1800-1899/1889.Minimum Space Wasted From Packaging/Solution.cpp',
        'solution/1900-1999/1914.Cyclically Rotating a Grid/README.md',
        'solution/1900-1999/1946.Largest Number After Mutating Substring/Solution.rs',
        'solution/1900-1999/1961.Check If String Is a Prefix of Array/Solution.cpp',
        'solution/1900-1999/1978.Employees Whose Manager Left the Company/README_EN.md',
        'solution/2000-2099/2049.Count Nodes With the Highest Score/images/example-1.png',
        'solution/2000-2099/2087.Minimum Cost Homecoming of a Robot in a Grid/Solution.ts',
        'solution/2000-2099/2088.Count Fertile Pyramids in a Land/images/eg3.png',
        'solution/2100-2199/2151.Maximum Good People Based on Statements/Solution.go',
        'solution/2100-2199/2181.Merge Nodes in Between Zeros/Solution.cpp',
        'solution/2100-2199/2192.All Ancestors of a Node in a Directed Acyclic Graph/Solution.go',
        'solution/2200-2299/2240.Number of Ways to Buy Pens and Pencils/Solution.ts',
        'solution/2200-2299/2264.Largest 3-Same-Digit Number in String/Solution.go',
        'solution/2200-2299/2269.Find the K-Beauty of a Number/Solution2.java',
        'solution/2300-2399/2359.Find Closest Node to Given Two Nodes/Solution.cpp',
        'solution/2400-2499/2402.Meeting Rooms III/Solution.ts',
        'solution/2400-2499/2433.Find The Original Array of Prefix Xor/README.md',
        'solution/2500-2599/2504.Concatenate the Name and the Profession/Solution.sql',
        'solution/2500-2599/2544.Alternating Digit Sum/Solution.cpp',
        'solution/2500-2599/2587.Rearrange Array to Maximize Prefix Score/README_EN.md',
        'solution/2600-2699/2657.Find the Prefix Common Array of Two Arrays/Solution.go',
        'solution/2700-2799/2713.Maximum Strictly Increasing Cells in a Matrix/images/diag3drawio.png',
        'solution/2700-2799/2757.Generate Circular Array Values/README_EN.md',
        'solution/2700-2799/2764.Is Array a Preorder of Some \u200cBinary Tree/images/1.png',
        'solution/2700-2799/2779.Maximum Beauty of an Array After Applying Operation/Solution.cpp',
        'solution/2800-2899/2804.Array Prototype ForEach/README.md',
        'solution/2800-2899/2814.Minimum Time Takes to Reach Destination Without Drowning/Solution.ts',
        'solution/2800-2899/2833.Furthest Point From Origin/README_EN.md',
        'solution/2800-2899/2841.Maximum Sum of Almost Unique Subarray/Solution.java',
        'solution/2800-2899/2846.Minimum Edge Weight Equilibrium Queries in a Tree/Solution.cpp',
        'solution/2800-2899/2847.Smallest Number With Given Digit Product/Solution.cpp',
        'solution/2800-2899/2864.Maximum Odd Binary Number/Solution.cpp',
        'solution/2800-2899/2898.Maximum Linear Stock Score/Solution.ts',
        'solution/2900-2999/2906.Construct Product Matrix/README.md',
        'solution/2900-2999/2941.Maximum GCD-Sum of a Subarray/Solution.go',
        'solution/2900-2999/2946.Matrix Similarity After Cyclic Shifts/images/t1-2.jpg',
        'solution/2900-2999/2972.Count the Number of Incremovable Subarrays II/Solution.java',
        'solution/2900-2999/2998.Minimum Number of Operations to Make X and Y Equal/README_EN.md',
        'solution/3000-3099/3031.Minimum Time to Revert Word to Initial State II/README_EN.md',
        'solution/3000-3099/3062.Winner of the Linked List Game/README.md',
        'solution/3000-3099/3073.Maximum Increasing Triplet Value/Solution.go',
        'solution/3000-3099/3086.Minimum Moves to Pick K Ones/Solution.ts',
        'solution/3100-3199/3107.Minimum Operations to Make Median of Array Equal to K/Solution.go',
        'solution/3100-3199/3133.Minimum Array End/Solution.java',
        'solution/3100-3199/3175.Find The First Player to win K Games in a Row/Solution.java',
        'solution/3200-3299/3205.Maximum Array Hopping Score I/Solution.java',
        'solution/3200-3299/3217.Delete Nodes From Linked List Present in Array/README.md',
        'solution/3200-3299/3228.Maximum Number of Operations to Move Ones to the End/Solution.java',
        'solution/3200-3299/3253.Construct String with Minimum Cost (Easy)/README.md',
        'solution/3200-3299/3259.Maximum Energy Boost From Two Drinks/Solution.cpp',
        'solution/3200-3299/3275.K-th Nearest Obstacle Queries/Solution.ts',
        'solution/3300-3399/3302.Find the Lexicographically Smallest Valid Sequence/README_EN.md',
        'solution/3300-3399/3313.Find the Last Marked Nodes in Tree/Solution.ts',
        'solution/3300-3399/3329.Count Substrings With K-Frequency Characters II/README.md',
        'solution/3300-3399/3332.Maximum Points Tourist Can Earn/Solution.go',
        'solution/3300-3399/3333.Find the Original Typed String II/Solution.ts',
        'solution/3300-3399/3346.Maximum Frequency of an Element After Performing Operations I/Solution.cpp',
        'solution/3300-3399/3376.Minimum Time to Break Locks I/Solution.java',
        'solution/3300-3399/3386.Button with Longest Push Time/Solution.java',
        'solution/3300-3399/3397.Maximum Number of Distinct Elements After Operations/Solution.go',
        'solution/3400-3499/3438.Find Valid Pair of Adjacent Digits in String/README.md',
        'solution/3400-3499/3491.Phone Number Prefix/Solution.cpp',
        'solution/3500-3599/3531.Count Covered Buildings/README_EN.md',
        'solution/3500-3599/3534.Path Existence Queries in a Graph II/images/1745660627-mSVsDs-4149example2drawio.png',
        'solution/3500-3599/3552.Grid Teleportation Traversal/Solution.ts',
        'solution/3500-3599/3599.Partition Array to Minimize XOR/Solution.go',
        'solution/3600-3699/3607.Power Grid Maintenance/images/powergrid.jpg',
        'solution/3600-3699/3610.Minimum Number of Primes to Sum to Target/Solution.ts',
        'solution/3600-3699/3641.Longest Semi-Repeating Subarray/Solution.cpp',
        'solution/3700-3799/3767.Maximize Points After Choosing K Tasks/Solution.ts',
        'solution/3800-3899/3862.Find the Smallest Balanced Index/Solution.go',
        'solution/3800-3899/3874.Valid Subarrays With Exactly One Peak/Solution.java',
        'solution/3800-3899/3875.Construct Uniform Parity Array I/Solution.ts',
        'solution/3900-3999/3910.Count Connected Subgraphs with Even Node Sum/Solution.ts',
        'solution/3900-3999/3932.Count K-th Roots in a Range/Solution.go',
        'solution/3900-3999/3980.Minimum Operations to Transform Binary String/README.md',
    ),
}
EIP_ASSETS_KIND = {
    '': (
        'assets/eip-1/EIP-process.png assets/eip-1/process.png assets/eip-1283/state.png '
        'assets/eip-2025/block_rewards_distribution.png assets/eip-2025/loan_state.png '
        'assets/eip-2255/facebook_permissions.png assets/eip-2255/permissions.png '
        'assets/eip-2565/Complexity_Regression.png assets/eip-2565/GQuad_Change.png assets/eip-2780/1.png '
        'assets/eip-2982/2982-issuance.png assets/eip-5345/walletconnect-flow.png '
        'assets/eip-6789/MetaMask_ManaLimit.png assets/eip-6800/tree_structure.png '
        'assets/eip-712/eth_sign.png assets/eip-712/eth_signTypedData.png assets/eip-7762/base_fee_1.png '
        'assets/eip-7762/base_fee_225.png assets/eip-7805/diagram_FOCIL.png assets/eip-7864/diagram1.png '
        'assets/eip-7864/diagram2.png assets/eip-7885/image-1.png assets/eip-7885/image.png '
        'assets/eip-7917/lookahead-comment.png assets/eip-7966/sync-vs-async.png '
        'assets/eip-7979/control-flow.png assets/eip-8025/proof-flow.png assets/eip-8025/prover-lifecycle.png '
        'assets/eip-8037/new_state_added.png assets/eip-8046/1.png assets/eip-8053/round_err_tx.png '
        'assets/eip-8053/round_error_by_anchor.png assets/eip-8057/gas_discount_percentage.png '
        'assets/eip-8059/round_error_by_anchor.png assets/eip-8062/1.png assets/eip-8062/2.png '
        'assets/eip-8068/1.png assets/eip-8070/bandwidth-breakdown-fusaka-devnets.png '
        'assets/eip-8099/MEVless.png assets/eip-8125/1.png assets/eip-8184/1.png assets/eip-8297/diagram.png '
        'assets/eip-8372/figure-1.png assets/eip-8372/figure-2.png'
    ),
    'assets/eip-107': (
        'authorization-locked.png authorization-password.png authorization.png'
    ),
    'assets/eip-1884': (
        'BALANCE-run3.png SLOAD-run3.png geth_processing.png run3.total-bars-5.png run3.total-bars-6.png'
    ),
    'assets/eip-1901': (
        'OpenRPC_structure.png inspector-mock-server-openrpc.png multi-geth-use-case.png'
    ),
    'assets/eip-3074': (
        'auth-msg-delegate.png auth-msg-multi-call.png auth-msg.png'
    ),
    'assets/eip-4396': (
        'degradation.png degradation_buffers.png degradation_elasticity.png new_formula.png old_formula.png'
    ),
    'assets/eip-7549': (
        'attester_slashing.png max_attestations.png on_chain_aggregates.png'
    ),
    'assets/eip-7911': (
        '20250319_203429.png 20250319_203500.png 20250319_203521.png 20250319_203546.png 20250319_203626.png'
    ),
    'assets/eip-7915': (
        '1.png 2.png 3.png'
    ),
    'assets/eip-7918': (
        '1.png 2.png 3.png 4.png 5.png'
    ),
    'assets/eip-8011': (
        'plot_1.png plot_2.png plot_3.png plot_4.png plot_5.png'
    ),
}
EIP_ASSETS_OTHER = {
    'EIPS': (
        'eip-1.md eip-1014.md eip-1015.md eip-1062.md eip-1081.md eip-1129.md eip-1132.md eip-1207.md '
        'eip-1227.md eip-1234.md eip-1355.md eip-137.md eip-1462.md eip-1474.md eip-1482.md eip-1491.md '
        'eip-1523.md eip-1577.md eip-162.md eip-1820.md eip-1900.md eip-1901.md eip-1922.md eip-1948.md '
        'eip-1965.md eip-2035.md eip-2069.md eip-2334.md eip-2488.md eip-2593.md eip-2615.md eip-2677.md '
        'eip-2711.md eip-2770.md eip-2780.md eip-2982.md eip-3026.md eip-3091.md eip-3143.md eip-3386.md '
        'eip-3450.md eip-3521.md eip-3534.md eip-3541.md eip-3643.md eip-3772.md eip-4341.md eip-4361.md '
        'eip-4671.md eip-4675.md eip-4750.md eip-4824.md eip-4834.md eip-4886.md eip-4895.md eip-5139.md '
        'eip-5189.md eip-5192.md eip-5219.md eip-5267.md eip-5313.md eip-5585.md eip-5604.md eip-5700.md '
        'eip-5719.md eip-5806.md eip-5850.md eip-5883.md eip-607.md eip-6120.md eip-6147.md eip-616.md '
        'eip-627.md eip-6327.md eip-6372.md eip-6384.md eip-6551.md eip-6672.md eip-6785.md eip-681.md '
        'eip-6823.md eip-6865.md eip-6960.md eip-7093.md eip-7508.md eip-7545.md eip-7636.md eip-7650.md '
        'eip-7685.md eip-7686.md eip-7705.md eip-7756.md eip-7775.md eip-7830.md eip-7872.md eip-7906.md '
        'eip-7907.md eip-7911.md eip-7935.md eip-8015.md eip-8045.md eip-8057.md eip-8070.md eip-8072.md '
        'eip-8094.md eip-8142.md eip-8159.md eip-8178.md eip-8202.md eip-8246.md eip-8297.md eip-831.md '
        'eip-858.md eip-900.md eip-927.md'
    ),
    'assets/eip-2537': (
        'add_G1_bls.json fail-add_G2_bls.json fail-map_fp_to_G1_bls.json fail-msm_G2_bls.json'
    ),
    '': (
        'assets/eip-2982/iacr-2015-702-Demystifying-Incentives-in-the-Consensus-Computer.pdf '
        'assets/eip-3068/2016-1102_Assessing_NFS_Advances.pdf assets/eip-3068/weilsigs.pdf '
        'assets/eip-3267/contracts/BaseRestorableSalary.sol '
        'assets/eip-3267/contracts/ERC1155/ERC1155WithTotals.sol assets/eip-3267/contracts/README.md '
        'assets/eip-4881/deposit_snapshot.py assets/eip-5988/papers/report_security_stark_friendly_hash.pdf '
        'assets/eip-7701/simple_flow.md assets/eip-7701/simple_flow.svg assets/eip-7745/log_index.py '
        'assets/eip-7745/wire_protocol_extension.md '
        'assets/eip-7885/op-geth/nocgo/benchmark_results/BenchmarkPrecompiledNTT '
        'assets/eip-7885/op-geth/nocgo/crypto/ntt/falcon_tables.go assets/eip-7885/pythonref/README.md '
        'assets/eip-7885/pythonref/polyntt/poly.py assets/eip-7885/pythonref/polyntt/tests/test_poly.py '
        'assets/eip-7942/available-attestation-paper.pdf assets/eip-7979/README.md '
        'assets/eip-7979/__pycache__/run7979.cpython-310.pyc '
        'assets/eip-7979/__pycache__/test_translator.cpython-310.pyc assets/eip-7979/minimal_validator.py '
        'assets/eip-7979/rv64/__pycache__/aot.cpython-310.pyc assets/eip-7979/yul7979/README.md '
        'assets/eip-8011/compute_mem_ops.md assets/eip-8173/control-flow.svg '
        'assets/eip-8173/minimal_validator.py assets/eip-8222/leanstaking/py/stake.py '
        'assets/eip-8253/methodology.md assets/eip-8363/yield-curve.svg assets/eip-858/calculations.md'
    ),
}
