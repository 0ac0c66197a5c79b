"""Real names read from the trees of review20.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them at the commit named in each generator's docstring; each
constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours); the
folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""


NOTO_PNG_KIND = {
    'png/128': (
        'emoji_u1f18e.png emoji_u1f197.png emoji_u1f1f0.png emoji_u1f1f6.png emoji_u1f238.png '
        'emoji_u1f319.png emoji_u1f350.png emoji_u1f373.png emoji_u1f37b.png emoji_u1f380.png '
        'emoji_u1f3aa.png emoji_u1f3c4_1f3fe.png emoji_u1f3cb_200d_2640.png emoji_u1f3cc_1f3fc_200d_2640.png '
        'emoji_u1f3f4_200d_2620.png emoji_u1f3f7.png emoji_u1f44c.png '
        'emoji_u1f468_1f3fb_200d_2764_200d_1f468_1f3ff.png emoji_u1f468_1f3fd_200d_1f37c.png '
        'emoji_u1f468_1f3ff_200d_1f4bc.png emoji_u1f468_200d_1f33e.png emoji_u1f468_200d_1f466_200d_1f466.png '
        'emoji_u1f468_200d_2708.png emoji_u1f469_1f3fb_200d_1f9af.png emoji_u1f469_1f3fd_200d_1f3a8.png '
        'emoji_u1f469_1f3fe_200d_1f9bc.png emoji_u1f469_1f3ff_200d_1f9b3.png emoji_u1f469_200d_1f692.png '
        'emoji_u1f46d.png emoji_u1f471_1f3fd_200d_2640.png emoji_u1f476.png emoji_u1f477_1f3fb.png '
        'emoji_u1f478_1f3fe.png emoji_u1f481_1f3fb_200d_2640.png emoji_u1f483_1f3fb.png emoji_u1f4a5.png '
        'emoji_u1f4aa_1f3fd.png emoji_u1f4b9.png emoji_u1f4c2.png emoji_u1f4d6.png emoji_u1f4de.png '
        'emoji_u1f503.png emoji_u1f51b.png emoji_u1f527.png emoji_u1f52f.png emoji_u1f556.png '
        'emoji_u1f575_1f3fb.png emoji_u1f60c.png emoji_u1f616.png emoji_u1f647_1f3fc.png '
        'emoji_u1f64b_1f3fd_200d_2640.png emoji_u1f64d_1f3fb_200d_2642.png emoji_u1f64d_1f3fc_200d_2642.png '
        'emoji_u1f64d_1f3fe.png emoji_u1f693.png emoji_u1f6b4_200d_2640.png emoji_u1f6b5.png '
        'emoji_u1f6b5_1f3fb_200d_2642.png emoji_u1f6b5_1f3ff.png emoji_u1f919_1f3fe.png '
        'emoji_u1f91a_1f3fb.png emoji_u1f91f.png emoji_u1f926_1f3fb_200d_2640.png emoji_u1f930_1f3fe.png '
        'emoji_u1f931_1f3fc.png emoji_u1f935_1f3fe.png emoji_u1f938_1f3fb_200d_2642.png emoji_u1f961.png '
        'emoji_u1f979.png emoji_u1f9b4.png emoji_u1f9b5_1f3fb.png emoji_u1f9ce_1f3fe.png '
        'emoji_u1f9ce_200d_2640.png emoji_u1f9cf_1f3fc.png emoji_u1f9d1_1f3fc_200d_1f91d_200d_1f9d1_1f3ff.png '
        'emoji_u1f9d1_1f3fd_200d_1f9b3.png emoji_u1f9d1_200d_1f3a4.png emoji_u1f9d1_200d_1f4bb.png '
        'emoji_u1f9db_1f3fd.png emoji_u1f9dd.png emoji_u1f9fa.png emoji_u1fa7b.png emoji_u1fab6.png '
        'emoji_u1fad3.png emoji_u1fae9.png emoji_u1faf1_1f3fc.png emoji_u21aa.png emoji_u23cf.png '
        'emoji_u23ee.png emoji_u23ef.png emoji_u261d.png emoji_u2697.png emoji_u2b05.png'
    ),
    'png/32': (
        'emoji_u0035_20e3.png emoji_u0036.png emoji_u1f303.png emoji_u1f32c.png emoji_u1f368.png '
        'emoji_u1f3a6.png emoji_u1f3c3_1f3ff.png emoji_u1f3c7_1f3fb.png emoji_u1f3c7_1f3ff.png '
        'emoji_u1f3cc_1f3fd_200d_2640.png emoji_u1f44b.png emoji_u1f44d_1f3fd.png emoji_u1f464.png '
        'emoji_u1f467.png emoji_u1f468_1f3fb_200d_2764_200d_1f468_1f3fe.png '
        'emoji_u1f468_1f3fe_200d_2764_200d_1f468_1f3fe.png emoji_u1f469_1f3fb_200d_1f3ed.png '
        'emoji_u1f469_1f3fb_200d_1f9bc.png emoji_u1f469_1f3fb_200d_2764_200d_1f48b_200d_1f468_1f3fd.png '
        'emoji_u1f469_1f3fc_200d_1f91d_200d_1f468_1f3fb.png emoji_u1f469_1f3fc_200d_2764_200d_1f469_1f3fe.png '
        'emoji_u1f469_1f3fd_200d_2764_200d_1f468_1f3fe.png '
        'emoji_u1f469_1f3fd_200d_2764_200d_1f48b_200d_1f468_1f3fb.png '
        'emoji_u1f469_1f3fd_200d_2764_200d_1f48b_200d_1f469_1f3ff.png emoji_u1f46b.png emoji_u1f46c_1f3fd.png '
        'emoji_u1f46e.png emoji_u1f470_1f3fe.png emoji_u1f471_1f3fb.png emoji_u1f473_1f3fc_200d_2642.png '
        'emoji_u1f477_1f3fe_200d_2640.png emoji_u1f477_1f3ff_200d_2642.png emoji_u1f478_1f3fe.png '
        'emoji_u1f485_1f3fc.png emoji_u1f4b7.png emoji_u1f4c4.png emoji_u1f4f9.png emoji_u1f514.png '
        'emoji_u1f538.png emoji_u1f60e.png emoji_u1f624.png emoji_u1f646_1f3fe.png emoji_u1f647_1f3fc.png '
        'emoji_u1f64b_200d_2640.png emoji_u1f64c_1f3fd.png emoji_u1f64d_1f3fe.png emoji_u1f6a3_1f3fb.png '
        'emoji_u1f6b5_1f3ff_200d_2640.png emoji_u1f6c2.png emoji_u1f934_1f3ff.png emoji_u1f939.png '
        'emoji_u1f939_200d_2642.png emoji_u1f93e_1f3fd_200d_2642.png emoji_u1f993.png emoji_u1f9b6_1f3fe.png '
        'emoji_u1f9cd_1f3fc_200d_2642.png emoji_u1f9d1_1f3fc_200d_1f4bb.png '
        'emoji_u1f9d1_1f3fc_200d_1f91d_200d_1f9d1_1f3fe.png emoji_u1f9d1_1f3fd_200d_1f393.png '
        'emoji_u1f9d1_1f3fe_200d_2764_200d_1f48b_200d_1f9d1_1f3fb.png '
        'emoji_u1f9d1_1f3ff_200d_1f9af_200d_27a1.png emoji_u1f9d1_200d_1f384.png '
        'emoji_u1f9d6_1f3fe_200d_2642.png emoji_u1f9d9_1f3fc_200d_2640.png emoji_u1f9d9_1f3fd.png '
        'emoji_u1f9da_1f3fb.png emoji_u1f9da_1f3fc_200d_2642.png emoji_u1f9da_200d_2642.png emoji_u1f9f1.png '
        'emoji_u1f9f8.png emoji_u1fadb.png emoji_u261d_1f3fb.png emoji_u264a.png '
        'emoji_u26f9_1f3ff_200d_2642.png emoji_u27b0.png'
    ),
    'png/512': (
        'emoji_u1f304.png emoji_u1f350.png emoji_u1f362.png emoji_u1f370.png emoji_u1f384.png '
        'emoji_u1f3c3_1f3fc_200d_2640.png emoji_u1f3c4_1f3fd_200d_2640.png emoji_u1f3ca_1f3fc.png '
        'emoji_u1f3d6.png emoji_u1f440.png emoji_u1f452.png emoji_u1f468_1f3fb_200d_1f4bc.png '
        'emoji_u1f468_1f3ff_200d_1f52c.png emoji_u1f469_1f3fb_200d_1f33e.png '
        'emoji_u1f469_1f3fb_200d_1f373.png emoji_u1f469_1f3ff_200d_1f91d_200d_1f468_1f3fc.png '
        'emoji_u1f46e_1f3fd.png emoji_u1f474_1f3fd.png emoji_u1f477_1f3fe_200d_2642.png '
        'emoji_u1f491_1f3fe.png emoji_u1f4ab.png emoji_u1f4bd.png emoji_u1f579.png emoji_u1f61e.png '
        'emoji_u1f64d_1f3fc_200d_2640.png emoji_u1f64d_200d_2640.png emoji_u1f680.png '
        'emoji_u1f6b4_200d_2640.png emoji_u1f91b_1f3fd.png emoji_u1f91c_1f3fb.png emoji_u1f91d_1f3ff.png '
        'emoji_u1f91e_1f3fb.png emoji_u1f932_1f3ff.png emoji_u1f937_1f3fd.png '
        'emoji_u1f937_1f3fe_200d_2642.png emoji_u1f938_1f3ff_200d_2642.png emoji_u1f939_1f3fb_200d_2640.png '
        'emoji_u1f9ce_1f3fb_200d_2640_200d_27a1.png emoji_u1f9ce_1f3ff_200d_2640_200d_27a1.png '
        'emoji_u1f9d1_1f3fc_200d_2764_200d_1f48b_200d_1f9d1_1f3fd.png '
        'emoji_u1f9d1_1f3fd_200d_1f91d_200d_1f9d1_1f3fc.png emoji_u1f9d1_200d_2695.png emoji_u1f9d3_1f3fb.png '
        'emoji_u1f9d8_1f3fc.png emoji_u1f9d8_1f3fd_200d_2642.png emoji_u1f9d8_1f3fe_200d_2640.png '
        'emoji_u1f9d9_1f3fb.png emoji_u1f9d9_1f3fe.png emoji_u1f9da_200d_2640.png emoji_u1f9dc_200d_2642.png '
        'emoji_u1faaa.png emoji_u1fac3.png emoji_u1faf0_1f3fd.png emoji_u1faf8_1f3fb.png emoji_u24c2.png '
        'emoji_u2639.png emoji_u2663.png emoji_u26f9_1f3ff.png emoji_u27a1.png'
    ),
    'png/72': (
        'emoji_u1f311.png emoji_u1f32a.png emoji_u1f358.png emoji_u1f364.png emoji_u1f3b5.png '
        'emoji_u1f3c3_1f3fc_200d_2640_200d_27a1.png emoji_u1f3c4_1f3ff_200d_2640.png emoji_u1f3d8.png '
        'emoji_u1f3d9.png emoji_u1f426_200d_1f525.png emoji_u1f443_1f3fb.png emoji_u1f448_1f3fb.png '
        'emoji_u1f449_1f3fd.png emoji_u1f458.png emoji_u1f467_1f3fc.png emoji_u1f468_1f3fd_200d_1f4bb.png '
        'emoji_u1f468_1f3fd_200d_1f527.png emoji_u1f468_1f3ff_200d_1f3eb.png '
        'emoji_u1f468_1f3ff_200d_1f9b2.png emoji_u1f469_1f3fc_200d_1f52c.png '
        'emoji_u1f469_1f3fe_200d_1f3a8.png emoji_u1f469_1f3fe_200d_1f9bd.png '
        'emoji_u1f469_1f3ff_200d_1f91d_200d_1f469_1f3fb.png '
        'emoji_u1f469_1f3ff_200d_1f91d_200d_1f469_1f3fc.png emoji_u1f469_200d_1f467.png '
        'emoji_u1f469_200d_1f9bd_200d_27a1.png emoji_u1f46e_1f3fb.png emoji_u1f473_1f3fc.png '
        'emoji_u1f487_1f3ff_200d_2642.png emoji_u1f4a4.png emoji_u1f4b6.png emoji_u1f4c8.png emoji_u1f4df.png '
        'emoji_u1f538.png emoji_u1f579.png emoji_u1f5d1.png emoji_u1f608.png emoji_u1f62a.png '
        'emoji_u1f64d_200d_2642.png emoji_u1f64f.png emoji_u1f6a3_1f3ff.png emoji_u1f6ad.png '
        'emoji_u1f6b4_200d_2640.png emoji_u1f6b6_1f3ff_200d_2640.png emoji_u1f6d6.png emoji_u1f6f3.png '
        'emoji_u1f90f_1f3fb.png emoji_u1f936_1f3fc.png emoji_u1f937_1f3fd.png emoji_u1f938_200d_2640.png '
        'emoji_u1f944.png emoji_u1f989.png emoji_u1f98a.png emoji_u1f98c.png emoji_u1f9b8_1f3fd.png '
        'emoji_u1f9ce_1f3ff_200d_2642.png emoji_u1f9d1_1f3fd_200d_1f9bd.png emoji_u1f9d1_1f3ff_200d_1f680.png '
        'emoji_u1f9d1_200d_1f9bc.png emoji_u1f9d3_1f3fb.png emoji_u1f9d6_1f3ff.png emoji_u1f9d8_1f3fc.png '
        'emoji_u1f9d8_1f3fe_200d_2642.png emoji_u1f9dc_1f3fe_200d_2640.png emoji_u1f9dd_1f3fe_200d_2640.png '
        'emoji_u1f9de.png emoji_u1f9f8.png emoji_u1faf1_1f3fc_200d_1faf2_1f3fd.png emoji_u1faf2.png '
        'emoji_u1faf2_1f3fb.png emoji_u23f1.png emoji_u270b_1f3fc.png emoji_u270d_1f3fd.png'
    ),
}

NOTO_PNG_OTHER = {
    '': (
        'LICENSE svg_cleaner.py third_party/region-flags/LICENSE third_party/region-flags/README.third_party '
        'update_flag_name.py'
    ),
    'svg': (
        'emoji_u1f18e.svg emoji_u1f1f4.svg emoji_u1f30e.svg emoji_u1f340.svg emoji_u1f344.svg '
        'emoji_u1f370.svg emoji_u1f3a1.svg emoji_u1f3b3.svg emoji_u1f3b7.svg emoji_u1f3c3_1f3fc_200d_2640.svg '
        'emoji_u1f3c3_1f3fd_200d_2640_200d_27a1.svg emoji_u1f3c3_1f3fe_200d_2642_200d_27a1.svg '
        'emoji_u1f3ce.svg emoji_u1f3fc.svg emoji_u1f407.svg emoji_u1f420.svg emoji_u1f42c.svg '
        'emoji_u1f442_1f3fe.svg emoji_u1f44a_1f3fb.svg emoji_u1f44b_1f3fe.svg emoji_u1f465.svg '
        'emoji_u1f468_1f3fb_200d_1f33e.svg emoji_u1f468_1f3fb_200d_2695.svg '
        'emoji_u1f468_1f3fb_200d_2764_200d_1f48b_200d_1f468_1f3fd.svg emoji_u1f468_1f3fc_200d_1f9bd.svg '
        'emoji_u1f468_1f3fc_200d_2764_200d_1f468_1f3fc.svg '
        'emoji_u1f468_1f3fc_200d_2764_200d_1f48b_200d_1f468_1f3fd.svg emoji_u1f468_1f3fd_200d_1f33e.svg '
        'emoji_u1f468_1f3fd_200d_1f393.svg emoji_u1f468_1f3fd_200d_1f3a8.svg '
        'emoji_u1f468_1f3fe_200d_2764_200d_1f48b_200d_1f468_1f3fb.svg emoji_u1f468_200d_1f9b2.svg '
        'emoji_u1f469_1f3fb_200d_1f37c.svg emoji_u1f469_1f3fb_200d_1f4bc.svg '
        'emoji_u1f469_1f3fb_200d_1f692.svg emoji_u1f469_1f3fc_200d_1f37c.svg '
        'emoji_u1f469_1f3fc_200d_1f9af.svg emoji_u1f469_1f3fc_200d_2764_200d_1f48b_200d_1f468_1f3fd.svg '
        'emoji_u1f469_1f3fc_200d_2764_200d_1f48b_200d_1f468_1f3fe.svg '
        'emoji_u1f469_1f3fc_200d_2764_200d_1f48b_200d_1f469_1f3ff.svg '
        'emoji_u1f469_1f3fd_200d_1f91d_200d_1f469_1f3ff.svg emoji_u1f469_1f3fd_200d_2764_200d_1f469_1f3fb.svg '
        'emoji_u1f469_1f3fe.svg emoji_u1f469_1f3fe_200d_2764_200d_1f468_1f3ff.svg '
        'emoji_u1f469_1f3ff_200d_1f91d_200d_1f469_1f3fe.svg emoji_u1f469_1f3ff_200d_1f9b2.svg '
        'emoji_u1f469_1f3ff_200d_1f9bc_200d_27a1.svg emoji_u1f469_200d_1f3a8.svg '
        'emoji_u1f469_200d_1f9af_200d_27a1.svg emoji_u1f46e_1f3fb.svg emoji_u1f46e_1f3fc_200d_2642.svg '
        'emoji_u1f474.svg emoji_u1f477_1f3fe.svg emoji_u1f477_1f3fe_200d_2642.svg emoji_u1f47c_1f3ff.svg '
        'emoji_u1f481_1f3fe.svg emoji_u1f482_1f3ff_200d_2642.svg emoji_u1f482_200d_2640.svg emoji_u1f483.svg '
        'emoji_u1f485.svg emoji_u1f487_1f3fe_200d_2642.svg emoji_u1f4a7.svg emoji_u1f4aa.svg '
        'emoji_u1f4aa_1f3fe.svg emoji_u1f4b7.svg emoji_u1f503.svg emoji_u1f52e.svg emoji_u1f533.svg '
        'emoji_u1f575_1f3fc_200d_2642.svg emoji_u1f590_1f3fc.svg emoji_u1f590_1f3ff.svg emoji_u1f631.svg '
        'emoji_u1f637.svg emoji_u1f645_1f3fe_200d_2642.svg emoji_u1f646_200d_2640.svg '
        'emoji_u1f647_1f3ff_200d_2640.svg emoji_u1f64d_1f3ff.svg emoji_u1f64e_1f3fd_200d_2642.svg '
        'emoji_u1f64e_1f3ff_200d_2640.svg emoji_u1f685.svg emoji_u1f6b4.svg emoji_u1f6b5_1f3ff_200d_2642.svg '
        'emoji_u1f6b6_1f3ff_200d_2642.svg emoji_u1f6b8.svg emoji_u1f6d7.svg emoji_u1f6df.svg emoji_u1f911.svg '
        'emoji_u1f912.svg emoji_u1f916.svg emoji_u1f91e_1f3fb.svg emoji_u1f92e.svg emoji_u1f930_1f3fe.svg '
        'emoji_u1f931_1f3fe.svg emoji_u1f934_1f3ff.svg emoji_u1f935_1f3fc_200d_2640.svg '
        'emoji_u1f935_1f3ff.svg emoji_u1f937_1f3fb_200d_2642.svg emoji_u1f938_1f3ff_200d_2642.svg '
        'emoji_u1f939_1f3fb.svg emoji_u1f939_200d_2640.svg emoji_u1f93e_1f3fe.svg emoji_u1f941.svg '
        'emoji_u1f94b.svg emoji_u1f94f.svg emoji_u1f951.svg emoji_u1f96c.svg emoji_u1f9a2.svg '
        'emoji_u1f9c2.svg emoji_u1f9c9.svg emoji_u1f9ce_200d_2642.svg emoji_u1f9cf_1f3fb_200d_2640.svg '
        'emoji_u1f9d1_1f3fb_200d_1f52c.svg emoji_u1f9d1_1f3fd_200d_1f52c.svg '
        'emoji_u1f9d1_1f3fd_200d_2764_200d_1f48b_200d_1f9d1_1f3fb.svg emoji_u1f9d1_1f3fe_200d_1f33e.svg '
        'emoji_u1f9d1_1f3fe_200d_2764_200d_1f9d1_1f3fc.svg emoji_u1f9d1_1f3ff_200d_2764_200d_1f9d1_1f3fe.svg '
        'emoji_u1f9d1_200d_1f384.svg emoji_u1f9d4_1f3fe.svg emoji_u1f9d6.svg emoji_u1f9d8_1f3fe.svg '
        'emoji_u1f9dd_1f3fc_200d_2640.svg emoji_u1f9dd_1f3ff_200d_2640.svg emoji_u1f9e2.svg emoji_u1f9e6.svg '
        'emoji_u1f9e8.svg emoji_u1faae.svg emoji_u1fab9.svg emoji_u1fadb.svg emoji_u1faf8_1f3fd.svg '
        'emoji_u2196.svg emoji_u23ee.svg emoji_u26d1.svg emoji_u26f2.svg emoji_u26fd.svg emoji_u2763.svg '
        'emoji_u2796.svg emoji_u2b07.svg'
    ),
    'third_party/region-flags/html': (
        'AE.html BL.html CA-ON.html EG.html JO.html LK.html MA.html MX-CAM.html MX-TLA.html NO.html PA.html '
        'RW.html US-MN.html US-NE.html'
    ),
    'third_party/region-flags/png': (
        'BT.png CA-SK.png CK.png GM.png HR.png HU.png JO.png KM.png KW.png LB.png LU.png MO.png MP.png '
        'MX-CHP.png PT.png PW.png SX.png US-IL.png US-OK.png US-VT.png'
    ),
    'third_party/region-flags/svg': (
        'AD.svg AU.svg BG.svg BI.svg CA-PE.svg CK.svg DE.svg GQ.svg JP.svg KP.svg NR.svg PE.svg PF.svg PY.svg '
        'SE.svg TK.svg US-NE.svg'
    ),
    'third_party/region-flags/waved-svg': (
        'emoji_u1f1e6_1f1f2.svg emoji_u1f1f0_1f1f3.svg emoji_u1f1f2_1f1eb.svg emoji_u1f1f3_1f1fa.svg '
        'emoji_u1f1f8_1f1ea.svg emoji_u1f1f8_1f1f7.svg'
    ),
}


NOTO_SVG_KIND = {
    'svg': (
        'emoji_u0032.svg emoji_u0032_20e3.svg emoji_u0034_20e3.svg emoji_u0035.svg emoji_u0037_20e3.svg '
        'emoji_u1f0cf.svg emoji_u1f199.svg emoji_u1f1ec.svg emoji_u1f1ee.svg emoji_u1f1f0.svg '
        'emoji_u1f1fa.svg emoji_u1f236.svg emoji_u1f250.svg emoji_u1f30b.svg emoji_u1f30d.svg '
        'emoji_u1f31a.svg emoji_u1f31b.svg emoji_u1f33d.svg emoji_u1f354.svg emoji_u1f361.svg '
        'emoji_u1f378.svg emoji_u1f380.svg emoji_u1f382.svg emoji_u1f385_1f3ff.svg emoji_u1f38c.svg '
        'emoji_u1f3a9.svg emoji_u1f3bc.svg emoji_u1f3c3_1f3fb_200d_2640.svg '
        'emoji_u1f3c3_1f3fd_200d_2640_200d_27a1.svg emoji_u1f3c3_1f3fe_200d_2642_200d_27a1.svg '
        'emoji_u1f3c4.svg emoji_u1f3c4_1f3fe_200d_2640.svg emoji_u1f3c4_1f3ff.svg emoji_u1f3c5.svg '
        'emoji_u1f3c7_1f3fd.svg emoji_u1f3ca_1f3fb_200d_2642.svg emoji_u1f3cb_1f3fd.svg '
        'emoji_u1f3cb_1f3fd_200d_2642.svg emoji_u1f3cb_1f3ff.svg emoji_u1f3cb_200d_2640.svg '
        'emoji_u1f3cc_1f3fb_200d_2642.svg emoji_u1f3cc_1f3fc_200d_2640.svg emoji_u1f3cc_1f3ff_200d_2640.svg '
        'emoji_u1f3cf.svg emoji_u1f3d2.svg emoji_u1f3d4.svg emoji_u1f3da.svg emoji_u1f3e1.svg '
        'emoji_u1f3f7.svg emoji_u1f3fa.svg emoji_u1f410.svg emoji_u1f415_200d_1f9ba.svg emoji_u1f41a.svg '
        'emoji_u1f41b.svg emoji_u1f41c.svg emoji_u1f426_200d_2b1b.svg emoji_u1f437.svg emoji_u1f438.svg '
        'emoji_u1f43b.svg emoji_u1f448_1f3fb.svg emoji_u1f448_1f3fc.svg emoji_u1f449_1f3fd.svg '
        'emoji_u1f44a_1f3fb.svg emoji_u1f44b_1f3fc.svg emoji_u1f44b_1f3fd.svg emoji_u1f44c_1f3ff.svg '
        'emoji_u1f44e_1f3fc.svg emoji_u1f450_1f3fb.svg emoji_u1f45f.svg emoji_u1f466.svg '
        'emoji_u1f468_1f3fb_200d_1f373.svg emoji_u1f468_1f3fb_200d_2696.svg '
        'emoji_u1f468_1f3fb_200d_2764_200d_1f468_1f3fc.svg emoji_u1f468_1f3fb_200d_2764_200d_1f468_1f3fe.svg '
        'emoji_u1f468_1f3fc_200d_1f52c.svg emoji_u1f468_1f3fc_200d_1f9b3.svg '
        'emoji_u1f468_1f3fd_200d_1f4bb.svg emoji_u1f468_1f3fd_200d_1f4bc.svg '
        'emoji_u1f468_1f3fe_200d_1f3eb.svg emoji_u1f468_1f3fe_200d_1f692.svg '
        'emoji_u1f468_1f3fe_200d_1f9bd.svg emoji_u1f468_1f3fe_200d_2708.svg emoji_u1f468_1f3ff_200d_1f373.svg '
        'emoji_u1f468_1f3ff_200d_1f527.svg emoji_u1f468_1f3ff_200d_1f91d_200d_1f468_1f3fc.svg '
        'emoji_u1f468_1f3ff_200d_1f9af.svg emoji_u1f468_1f3ff_200d_2764_200d_1f48b_200d_1f468_1f3fc.svg '
        'emoji_u1f468_1f3ff_200d_2764_200d_1f48b_200d_1f468_1f3fd.svg '
        'emoji_u1f468_1f3ff_200d_2764_200d_1f48b_200d_1f468_1f3fe.svg emoji_u1f468_200d_1f3a8.svg '
        'emoji_u1f468_200d_1f468_200d_1f467_200d_1f466.svg emoji_u1f468_200d_2764_200d_1f48b_200d_1f468.svg '
        'emoji_u1f469_1f3fb_200d_1f3a4.svg emoji_u1f469_1f3fb_200d_1f9af.svg emoji_u1f469_1f3fb_200d_2695.svg '
        'emoji_u1f469_1f3fb_200d_2764_200d_1f48b_200d_1f468_1f3fb.svg '
        'emoji_u1f469_1f3fb_200d_2764_200d_1f48b_200d_1f468_1f3fd.svg emoji_u1f469_1f3fc_200d_1f3ed.svg '
        'emoji_u1f469_1f3fc_200d_1f9af.svg emoji_u1f469_1f3fc_200d_1f9bd.svg '
        'emoji_u1f469_1f3fc_200d_1f9bd_200d_27a1.svg emoji_u1f469_1f3fc_200d_2764_200d_1f469_1f3fd.svg '
        'emoji_u1f469_1f3fd_200d_1f3a8.svg emoji_u1f469_1f3fd_200d_1f9bd_200d_27a1.svg '
        'emoji_u1f469_1f3fd_200d_2708.svg emoji_u1f469_1f3fd_200d_2764_200d_1f469_1f3ff.svg '
        'emoji_u1f469_1f3fd_200d_2764_200d_1f48b_200d_1f468_1f3fc.svg emoji_u1f469_1f3fe_200d_1f373.svg '
        'emoji_u1f469_1f3fe_200d_2695.svg emoji_u1f469_1f3ff_200d_1f37c.svg emoji_u1f469_1f3ff_200d_1f3ed.svg '
        'emoji_u1f469_1f3ff_200d_1f680.svg emoji_u1f469_1f3ff_200d_1f91d_200d_1f469_1f3fb.svg '
        'emoji_u1f469_1f3ff_200d_1f9b1.svg emoji_u1f469_1f3ff_200d_2764_200d_1f468_1f3fe.svg '
        'emoji_u1f469_1f3ff_200d_2764_200d_1f468_1f3ff.svg emoji_u1f469_1f3ff_200d_2764_200d_1f469_1f3fd.svg '
        'emoji_u1f469_200d_1f9af_200d_27a1.svg emoji_u1f469_200d_1f9b2.svg emoji_u1f469_200d_1f9bc.svg '
        'emoji_u1f469_200d_2764_200d_1f469.svg emoji_u1f469_200d_2764_200d_1f48b_200d_1f469.svg '
        'emoji_u1f46b_1f3ff.svg emoji_u1f46d_1f3fd.svg emoji_u1f46d_1f3fe.svg emoji_u1f46e.svg '
        'emoji_u1f46e_1f3ff_200d_2642.svg emoji_u1f471_1f3fb_200d_2640.svg emoji_u1f471_1f3fc_200d_2640.svg '
        'emoji_u1f472.svg emoji_u1f473_1f3fb.svg emoji_u1f473_1f3fe.svg emoji_u1f477_1f3fd_200d_2640.svg '
        'emoji_u1f477_1f3ff.svg emoji_u1f47c_1f3fd.svg emoji_u1f47d.svg emoji_u1f481_1f3fc.svg '
        'emoji_u1f481_1f3fc_200d_2640.svg emoji_u1f481_1f3fd_200d_2640.svg emoji_u1f482_1f3fd.svg '
        'emoji_u1f484.svg emoji_u1f486_1f3fd.svg emoji_u1f486_1f3ff_200d_2640.svg emoji_u1f491_1f3fe.svg '
        'emoji_u1f49f.svg emoji_u1f4a3.svg emoji_u1f4aa_1f3ff.svg emoji_u1f4c2.svg emoji_u1f4cd.svg '
        'emoji_u1f4df.svg emoji_u1f4fd.svg emoji_u1f500.svg emoji_u1f507.svg emoji_u1f50d.svg '
        'emoji_u1f519.svg emoji_u1f520.svg emoji_u1f526.svg emoji_u1f539.svg emoji_u1f551.svg '
        'emoji_u1f552.svg emoji_u1f555.svg emoji_u1f556.svg emoji_u1f559.svg emoji_u1f574_1f3fb.svg '
        'emoji_u1f574_1f3fd.svg emoji_u1f57a_1f3fe.svg emoji_u1f5d1.svg emoji_u1f5de.svg emoji_u1f605.svg '
        'emoji_u1f606.svg emoji_u1f614.svg emoji_u1f62e.svg emoji_u1f63e.svg emoji_u1f642_200d_2194.svg '
        'emoji_u1f642_200d_2195.svg emoji_u1f644.svg emoji_u1f645_1f3fc.svg emoji_u1f646_1f3fc_200d_2640.svg '
        'emoji_u1f646_1f3ff_200d_2640.svg emoji_u1f647_1f3fb_200d_2640.svg emoji_u1f647_200d_2642.svg '
        'emoji_u1f64d.svg emoji_u1f64e_1f3fb_200d_2642.svg emoji_u1f64e_1f3ff.svg emoji_u1f6a0.svg '
        'emoji_u1f6a3_200d_2640.svg emoji_u1f6b6_1f3fb_200d_27a1.svg emoji_u1f6b6_200d_2640_200d_27a1.svg '
        'emoji_u1f6c2.svg emoji_u1f6cc_1f3fb.svg emoji_u1f6f4.svg emoji_u1f6f7.svg emoji_u1f7e2.svg '
        'emoji_u1f7e7.svg emoji_u1f91b_1f3fb.svg emoji_u1f91e_1f3fe.svg emoji_u1f928.svg emoji_u1f92b.svg '
        'emoji_u1f930_1f3fb.svg emoji_u1f933_1f3fe.svg emoji_u1f937_1f3fe_200d_2640.svg '
        'emoji_u1f937_1f3fe_200d_2642.svg emoji_u1f937_1f3ff_200d_2642.svg emoji_u1f938_1f3ff.svg '
        'emoji_u1f939_1f3fc_200d_2642.svg emoji_u1f939_1f3fd.svg emoji_u1f939_1f3fe_200d_2642.svg '
        'emoji_u1f939_1f3ff.svg emoji_u1f94c.svg emoji_u1f952.svg emoji_u1f96d.svg emoji_u1f973.svg '
        'emoji_u1f990.svg emoji_u1f993.svg emoji_u1f9a4.svg emoji_u1f9a5.svg emoji_u1f9a6.svg '
        'emoji_u1f9a8.svg emoji_u1f9aa.svg emoji_u1f9b0.svg emoji_u1f9b5_1f3fe.svg emoji_u1f9b9.svg '
        'emoji_u1f9b9_1f3fc_200d_2642.svg emoji_u1f9ba.svg emoji_u1f9c6.svg emoji_u1f9cd_1f3fb_200d_2640.svg '
        'emoji_u1f9cd_1f3fe.svg emoji_u1f9cd_1f3ff_200d_2642.svg emoji_u1f9ce_1f3fc_200d_2642_200d_27a1.svg '
        'emoji_u1f9ce_1f3ff_200d_2640.svg emoji_u1f9d1.svg emoji_u1f9d1_1f3fb_200d_1f393.svg '
        'emoji_u1f9d1_1f3fb_200d_1f91d_200d_1f9d1_1f3fc.svg '
        'emoji_u1f9d1_1f3fb_200d_1f91d_200d_1f9d1_1f3ff.svg emoji_u1f9d1_1f3fb_200d_2764_200d_1f9d1_1f3fe.svg '
        'emoji_u1f9d1_1f3fc_200d_1f393.svg emoji_u1f9d1_1f3fc_200d_1f692.svg '
        'emoji_u1f9d1_1f3fc_200d_2764_200d_1f48b_200d_1f9d1_1f3fd.svg emoji_u1f9d1_1f3fd_200d_1f52c.svg '
        'emoji_u1f9d1_1f3fd_200d_1f9b0.svg emoji_u1f9d1_1f3fd_200d_1f9bc_200d_27a1.svg '
        'emoji_u1f9d1_1f3fd_200d_1f9bd_200d_27a1.svg emoji_u1f9d1_1f3fd_200d_2695.svg '
        'emoji_u1f9d1_1f3fe_200d_1f33e.svg emoji_u1f9d1_1f3fe_200d_1f3a4.svg emoji_u1f9d1_1f3fe_200d_2695.svg '
        'emoji_u1f9d1_1f3ff_200d_1f3ed.svg emoji_u1f9d1_1f3ff_200d_1f52c.svg emoji_u1f9d1_200d_1f393.svg '
        'emoji_u1f9d1_200d_2696.svg emoji_u1f9d2_1f3fe.svg emoji_u1f9d4_1f3fb_200d_2642.svg '
        'emoji_u1f9d4_1f3ff_200d_2642.svg emoji_u1f9d5_1f3fd.svg emoji_u1f9d6_1f3fc.svg '
        'emoji_u1f9d7_1f3fb_200d_2640.svg emoji_u1f9d9_1f3fc.svg emoji_u1f9d9_1f3ff_200d_2640.svg '
        'emoji_u1f9da_1f3fb_200d_2640.svg emoji_u1f9da_1f3fc_200d_2642.svg emoji_u1f9da_1f3fe_200d_2642.svg '
        'emoji_u1f9db_200d_2640.svg emoji_u1f9dc_1f3ff_200d_2642.svg emoji_u1f9dd_1f3fc_200d_2642.svg '
        'emoji_u1f9dd_1f3ff.svg emoji_u1f9df.svg emoji_u1f9fe.svg emoji_u1fa72.svg emoji_u1fa83.svg '
        'emoji_u1fa86.svg emoji_u1fa91.svg emoji_u1fa9d.svg emoji_u1faa8.svg emoji_u1faac.svg '
        'emoji_u1fab4.svg emoji_u1fad0.svg emoji_u1fad2.svg emoji_u1fad9.svg emoji_u1faf0_1f3ff.svg '
        'emoji_u1faf1_1f3fe_200d_1faf2_1f3fb.svg emoji_u1faf1_1f3fe_200d_1faf2_1f3fc.svg '
        'emoji_u1faf3_1f3fb.svg emoji_u1faf7_1f3fc.svg emoji_u23f1.svg emoji_u2603.svg emoji_u261d_1f3ff.svg '
        'emoji_u262a.svg emoji_u264a.svg emoji_u2651.svg emoji_u2653.svg emoji_u269c.svg emoji_u26aa.svg '
        'emoji_u26b0.svg emoji_u26ce.svg emoji_u2702.svg emoji_u270a.svg emoji_u270a_1f3fb.svg '
        'emoji_u270c_1f3ff.svg emoji_u27bf.svg emoji_u2b06.svg'
    ),
}

NOTO_SVG_OTHER = {
    '': (
        '.gitignore .gitmodules AUTHORS BUILD.md CONTRIBUTING.md CONTRIBUTORS LICENSE Makefile '
        'NotoColorEmoji.tmpl.ttx.tmpl NotoColorEmojiSvg.tmpl.ttx README.md about_fonts.py add_aliases.py '
        'add_emoji_gsub.py add_glyphs.py add_svg_glyphs.py annotations_u11.txt check_emoji_sequences.py '
        'collect_emoji_svg.py colrv1/all.toml colrv1/noflags.toml colrv1_add_soft_light_to_flags.py '
        'colrv1_generate_configs.py colrv1_postproc.py drop_flags.py emoji_aliases.txt emoji_annotations.txt '
        'fix_colr_font_revision.py flag_glyph_name.py flag_info.py flags-only-unicodes.txt full_rebuild.sh '
        'gen_version.py generate_emoji_html.py generate_emoji_name_data.py generate_emoji_placeholders.py '
        'generate_emoji_thumbnails.py generate_test_html.py images/noto.png map_pua_emoji.py '
        'materialize_emoji_images.py requirements.txt scour_svg.sh size_check.py strip_vs_from_filenames.py '
        'svg/LICENSE svg_builder.py svg_cleaner.py tests/basic_test.py third_party/region-flags/svg/TJ.svg '
        'third_party/region-flags/svg/US-KS.svg unknown_flag_aliases.txt update_flag_name.py waveflag.c'
    ),
    'fonts': (
        'LICENSE Noto-COLRv1-emojicompat.ttf Noto-COLRv1-noflags.ttf Noto-COLRv1.ttf '
        'NotoColorEmoji-emojicompat.ttf NotoColorEmoji-flagsonly.ttf NotoColorEmoji-noflags.ttf '
        'NotoColorEmoji.ttf NotoColorEmoji_WindowsCompatible.ttf'
    ),
    'png/128': (
        'emoji_u1f3d7.png emoji_u1f467_1f3ff.png emoji_u1f468_1f3fb_200d_1f3a8.png '
        'emoji_u1f468_1f3fd_200d_1f373.png emoji_u1f469_1f3fe_200d_2764_200d_1f48b_200d_1f469_1f3fb.png '
        'emoji_u1f46e_1f3fc_200d_2642.png emoji_u1f470_1f3fb_200d_2640.png emoji_u1f47c_1f3fc.png '
        'emoji_u1f482_1f3fc.png emoji_u1f4e1.png emoji_u1f4ec.png emoji_u1f64d_1f3fc_200d_2640.png '
        'emoji_u1f6a5.png emoji_u1f6b5_1f3fc_200d_2642.png emoji_u1f6bb.png emoji_u1f6c3.png emoji_u1f7e2.png '
        'emoji_u1f918_1f3ff.png emoji_u1f91d_1f3ff.png emoji_u1f935_1f3fc.png emoji_u1f93c_1f3fb.png '
        'emoji_u1f97d.png emoji_u1f9d1_1f3fd.png emoji_u1f9d1_1f3fd_200d_1f384.png '
        'emoji_u1f9d1_1f3ff_200d_2764_200d_1f9d1_1f3fb.png emoji_u1f9d1_200d_1f692.png '
        'emoji_u1f9dc_1f3fb_200d_2642.png emoji_u1f9dc_1f3fe.png emoji_u1f9dc_200d_2642.png '
        'emoji_u1faf0_1f3fc.png emoji_u26f9_1f3fd_200d_2642.png'
    ),
    'png/32': (
        'emoji_u1f3c2.png emoji_u1f3ef.png emoji_u1f468_1f3fb_200d_1f9b1.png '
        'emoji_u1f468_1f3fd_200d_1f91d_200d_1f468_1f3fe.png emoji_u1f468_1f3ff_200d_1f373.png '
        'emoji_u1f468_1f3ff_200d_1f4bc.png emoji_u1f469_1f3fb_200d_1f91d_200d_1f469_1f3fe.png '
        'emoji_u1f469_1f3fb_200d_1f91d_200d_1f469_1f3ff.png emoji_u1f469_1f3ff_200d_2764_200d_1f469_1f3fd.png '
        'emoji_u1f469_200d_1f393.png emoji_u1f471.png emoji_u1f482_1f3fe_200d_2642.png emoji_u1f487_1f3fb.png '
        'emoji_u1f487_1f3fd_200d_2642.png emoji_u1f4aa_1f3ff.png emoji_u1f522.png emoji_u1f612.png '
        'emoji_u1f691.png emoji_u1f90f_1f3ff.png emoji_u1f919_1f3fc.png emoji_u1f969.png '
        'emoji_u1f9d1_1f3fd_200d_1f91d_200d_1f9d1_1f3ff.png emoji_u1f9d1_1f3fd_200d_2695.png '
        'emoji_u1f9d4_200d_2642.png emoji_u1fad8.png'
    ),
    'png/512': (
        'emoji_u1f307.png emoji_u1f33a.png emoji_u1f3c3_1f3fd.png emoji_u1f400.png emoji_u1f428.png '
        'emoji_u1f447_1f3fd.png emoji_u1f44c.png emoji_u1f465.png '
        'emoji_u1f468_1f3fd_200d_2764_200d_1f468_1f3fd.png emoji_u1f468_1f3fe_200d_1f3a4.png '
        'emoji_u1f469_1f3fb_200d_1f91d_200d_1f469_1f3ff.png '
        'emoji_u1f469_1f3fb_200d_2764_200d_1f48b_200d_1f469_1f3fd.png emoji_u1f469_1f3fe_200d_1f33e.png '
        'emoji_u1f469_1f3fe_200d_1f9b3.png emoji_u1f469_1f3ff_200d_1f37c.png '
        'emoji_u1f469_1f3ff_200d_1f9bd_200d_27a1.png emoji_u1f469_1f3ff_200d_2764_200d_1f469_1f3ff.png '
        'emoji_u1f476.png emoji_u1f4aa_1f3fc.png emoji_u1f51a.png emoji_u1f555.png emoji_u1f614.png '
        'emoji_u1f645_1f3fb.png emoji_u1f6af.png emoji_u1f6c0_1f3ff.png emoji_u1f9d1_1f3fd_200d_1f692.png '
        'emoji_u1f9d6_1f3fd_200d_2642.png emoji_u1f9dd_1f3fe_200d_2642.png emoji_u1f9f0.png '
        'emoji_u1faf1_1f3fb_200d_1faf2_1f3fe.png emoji_u25fd.png emoji_u26a0.png emoji_u271d.png '
        'emoji_u2744.png'
    ),
    'png/72': (
        'emoji_u1f1ed.png emoji_u1f304.png emoji_u1f36f.png emoji_u1f396.png emoji_u1f3ea.png '
        'emoji_u1f419.png emoji_u1f429.png emoji_u1f468_1f3fd_200d_2708.png emoji_u1f468_1f3fe_200d_1f393.png '
        'emoji_u1f468_1f3fe_200d_2695.png emoji_u1f468_1f3fe_200d_2764_200d_1f468_1f3fc.png '
        'emoji_u1f469_1f3fb_200d_2696.png emoji_u1f469_1f3fc_200d_1f680.png '
        'emoji_u1f469_1f3fd_200d_2764_200d_1f48b_200d_1f468_1f3ff.png emoji_u1f473_1f3fd.png '
        'emoji_u1f478_1f3ff.png emoji_u1f480.png emoji_u1f491.png emoji_u1f497.png emoji_u1f4f1.png '
        'emoji_u1f602.png emoji_u1f645_1f3fb_200d_2642.png emoji_u1f645_1f3fd_200d_2642.png '
        'emoji_u1f647_1f3fe_200d_2642.png emoji_u1f697.png emoji_u1f6a3_1f3fd_200d_2640.png emoji_u1f6ae.png '
        'emoji_u1f9b4.png emoji_u1f9cf_1f3fd_200d_2642.png emoji_u1f9d1_1f3ff_200d_1f9bc.png '
        'emoji_u1f9d7_200d_2642.png emoji_u1fa75.png emoji_u1fa92.png emoji_u1fa98.png emoji_u1faa8.png '
        'emoji_u26f9_1f3ff_200d_2642.png'
    ),
    'third_party/region-flags/html': (
        'CU.html GH.html US-OK.html'
    ),
    'third_party/region-flags/png': (
        'BR.png ER.png GA.png IE.png KI.png MX-DUR.png MZ.png US-NJ.png'
    ),
}


NOTO_FLAGS_KIND = {
    'third_party/region-flags/png': (
        'AE.png AF.png AG.png AQ.png AR.png AT.png AU.png AX.png BD.png BE.png BH.png BI.png BM.png BW.png '
        'CA-BC.png CA-NL.png CA-NU.png CA.png CD.png CG.png CI.png CP.png CQ.png CR.png CU.png CW.png CX.png '
        'CZ.png DE.png DJ.png DK.png DM.png EC.png EG.png EH.png ER.png ES.png EU.png FM.png FR.png GA.png '
        'GB-ENG.png GB-NIR.png GB-SCT.png GB.png GE.png GF.png GG.png GI.png GP.png GR.png HK.png HN.png '
        'HR.png HU.png IC.png IL.png IN.png IO.png JP.png KE.png KH.png KI.png KM.png KY.png KZ.png LC.png '
        'LR.png LT.png LU.png MA.png MK.png ML.png MQ.png MT.png MW.png MX-AGU.png MX-BCN.png MX-CAM.png '
        'MX-CMX.png MX-DUR.png MX-JAL.png MX-MEX.png MX-NLE.png MX-OAX.png MX-PUE.png MX-ROO.png MX-SLP.png '
        'MX-SON.png MX-TAB.png MX-ZAC.png MY.png NC.png NL.png NP.png NR.png PE.png PG.png PM.png PS.png '
        'PT.png PY.png RE.png RS.png SA.png SE.png SM.png SN.png SR.png SS.png SX.png TA.png TC.png TD.png '
        'TG.png TH.png TJ.png TL.png TN.png TO.png TR.png TT.png TW.png UA.png UG.png UN.png US-AK.png '
        'US-FL.png US-GA.png US-HI.png US-ID.png US-IN.png US-KY.png US-LA.png US-ME.png US-MI.png US-NC.png '
        'US-ND.png US-NE.png US-NJ.png US-NM.png US-NY.png US-OK.png US-OR.png US-SC.png US-TN.png US-UT.png '
        'US-VA.png US-VT.png US-WA.png US-WY.png US.png UY.png UZ.png VA.png VI.png VN.png WF.png XK.png '
        'ZA.png'
    ),
    'third_party/region-flags/svg': (
        'AC.svg AD.svg AM.svg AQ.svg AU.svg AW.svg BA.svg BD.svg BG.svg BH.svg BJ.svg BL.svg BQ.svg BS.svg '
        'BW.svg BZ.svg CA-AB.svg CA-MB.svg CA-NT.svg CA-ON.svg CA-PE.svg CC.svg CG.svg CH.svg CI.svg CO.svg '
        'CV.svg CY.svg CZ.svg DO.svg DZ.svg EA.svg ER.svg EU.svg GA.svg GB.svg GD.svg GE.svg GF.svg GI.svg '
        'GL.svg GM.svg GP.svg GQ.svg GS.svg GT.svg GU.svg HT.svg IC.svg IL.svg IO.svg IR.svg KH.svg KP.svg '
        'KZ.svg LA.svg LK.svg LS.svg LY.svg MH.svg MM.svg MO.svg MP.svg MX-AGU.svg MX-BCS.svg MX-CAM.svg '
        'MX-CHH.svg MX-CHP.svg MX-HID.svg MX-JAL.svg MX-MOR.svg MX-ROO.svg MX-SIN.svg MX-SON.svg MX-TLA.svg '
        'MX-VER.svg MX-YUC.svg MX-ZAC.svg MX.svg MZ.svg NF.svg NG.svg NR.svg OM.svg PA.svg PK.svg PL.svg '
        'PM.svg PW.svg PY.svg RO.svg SD.svg SE.svg SI.svg SJ.svg SM.svg SS.svg TA.svg TC.svg TF.svg TG.svg '
        'TJ.svg TL.svg TN.svg TO.svg TR.svg TT.svg TV.svg UA.svg UM.svg UN.svg US-AK.svg US-AL.svg US-DE.svg '
        'US-HI.svg US-KS.svg US-KY.svg US-ME.svg US-MI.svg US-MN.svg US-MT.svg US-NC.svg US-NV.svg US-OH.svg '
        'US-OR.svg US-PA.svg US-RI.svg US-SC.svg US-SD.svg US-UT.svg US.svg UY.svg UZ.svg VA.svg VG.svg '
        'VI.svg VN.svg VU.svg WF.svg ZW.svg'
    ),
}

NOTO_FLAGS_OTHER = {
    '': (
        'third_party/region-flags/AUTHORS'
    ),
    'third_party/region-flags/html': (
        'AD.html AF.html AM.html AU.html BA.html BF.html BG.html BH.html BM.html BS.html BT.html BY.html '
        'CA-MB.html CA-NB.html CA-NS.html CA-SK.html CD.html CH.html CL.html CM.html CP.html CU.html DG.html '
        'DJ.html DO.html ER.html EU.html FI.html FJ.html FO.html FR.html GA.html GB-ENG.html GD.html GN.html '
        'GR.html GS.html GU.html GY.html HK.html IN.html IS.html JE.html KE.html KN.html KW.html KY.html '
        'KZ.html LC.html LK.html LY.html MA.html MG.html ML.html MO.html MP.html MS.html MU.html MV.html '
        'MX-AGU.html MX-CHH.html MX-CMX.html MX-GUA.html MX-HID.html MX-MEX.html MX-NAY.html MX-SLP.html '
        'MX-VER.html MX-YUC.html MY.html NC.html NI.html NP.html NZ.html PL.html PM.html PN.html PY.html '
        'RU.html SA.html SB.html SJ.html SK.html SL.html SM.html SS.html SY.html SZ.html TH.html TK.html '
        'TN.html TW.html TZ.html UN.html US-AK.html US-AZ.html US-CA.html US-DC.html US-ID.html US-IL.html '
        'US-KS.html US-MA.html US-MD.html US-ME.html US-MI.html US-MT.html US-NV.html US-OH.html US-OR.html '
        'US-VT.html US-WA.html US-WY.html US.html VA.html YT.html'
    ),
    'third_party/region-flags/waved-svg': (
        'emoji_u1f1e6_1f1ee.svg emoji_u1f1e6_1f1f8.svg emoji_u1f1e6_1f1fc.svg emoji_u1f1e7_1f1e7.svg '
        'emoji_u1f1e7_1f1e9.svg emoji_u1f1e7_1f1ea.svg emoji_u1f1e7_1f1ef.svg emoji_u1f1e7_1f1f4.svg '
        'emoji_u1f1e7_1f1fb.svg emoji_u1f1e7_1f1ff.svg emoji_u1f1e8_1f1e6.svg emoji_u1f1e8_1f1e8.svg '
        'emoji_u1f1e8_1f1f4.svg emoji_u1f1e8_1f1f5.svg emoji_u1f1e8_1f1fd.svg emoji_u1f1e8_1f1ff.svg '
        'emoji_u1f1ea_1f1e6.svg emoji_u1f1ea_1f1e8.svg emoji_u1f1ea_1f1f9.svg emoji_u1f1eb_1f1f2.svg '
        'emoji_u1f1ec_1f1e6.svg emoji_u1f1ec_1f1e7.svg emoji_u1f1ec_1f1eb.svg emoji_u1f1ec_1f1f3.svg '
        'emoji_u1f1ec_1f1f5.svg emoji_u1f1ec_1f1f7.svg emoji_u1f1ec_1f1f8.svg emoji_u1f1ec_1f1fa.svg '
        'emoji_u1f1ed_1f1f0.svg emoji_u1f1ed_1f1f2.svg emoji_u1f1ed_1f1fa.svg emoji_u1f1ee_1f1ea.svg '
        'emoji_u1f1ee_1f1f4.svg emoji_u1f1ee_1f1f9.svg emoji_u1f1ef_1f1f2.svg emoji_u1f1ef_1f1f5.svg '
        'emoji_u1f1f0_1f1ec.svg emoji_u1f1f0_1f1ed.svg emoji_u1f1f0_1f1f3.svg emoji_u1f1f0_1f1fe.svg '
        'emoji_u1f1f1_1f1e8.svg emoji_u1f1f1_1f1fb.svg emoji_u1f1f2_1f1ea.svg emoji_u1f1f2_1f1eb.svg '
        'emoji_u1f1f2_1f1f1.svg emoji_u1f1f2_1f1f3.svg emoji_u1f1f2_1f1f5.svg emoji_u1f1f2_1f1f6.svg '
        'emoji_u1f1f2_1f1f7.svg emoji_u1f1f2_1f1f8.svg emoji_u1f1f2_1f1f9.svg emoji_u1f1f2_1f1fa.svg '
        'emoji_u1f1f2_1f1fb.svg emoji_u1f1f2_1f1fd.svg emoji_u1f1f2_1f1ff.svg emoji_u1f1f3_1f1eb.svg '
        'emoji_u1f1f3_1f1ec.svg emoji_u1f1f3_1f1f4.svg emoji_u1f1f5_1f1f1.svg emoji_u1f1f5_1f1f2.svg '
        'emoji_u1f1f5_1f1f3.svg emoji_u1f1f7_1f1ea.svg emoji_u1f1f7_1f1f4.svg emoji_u1f1f8_1f1e7.svg '
        'emoji_u1f1f8_1f1e8.svg emoji_u1f1f8_1f1e9.svg emoji_u1f1f8_1f1f2.svg emoji_u1f1f8_1f1f7.svg '
        'emoji_u1f1f8_1f1fb.svg emoji_u1f1f8_1f1ff.svg emoji_u1f1f9_1f1e6.svg emoji_u1f1f9_1f1eb.svg '
        'emoji_u1f1f9_1f1ed.svg emoji_u1f1f9_1f1f0.svg emoji_u1f1f9_1f1f3.svg emoji_u1f1f9_1f1f4.svg '
        'emoji_u1f1f9_1f1fb.svg emoji_u1f1fa_1f1f3.svg emoji_u1f1fa_1f1f8.svg emoji_u1f1fa_1f1ff.svg '
        'emoji_u1f1fb_1f1f3.svg emoji_u1f1fd_1f1f0.svg emoji_u1f1ff_1f1fc.svg '
        'emoji_u1f3f4_e0067_e0062_e0073_e0063_e0074_e007f.svg'
    ),
}


OCTICONS_KIND = {
    'icons': (
        'accessibility-inset-16.svg accessibility-inset-24.svg agent-16.svg ai-model-16.svg alert-fill-12.svg '
        'alert-fill-24.svg apps-16.svg archive-16.svg arrow-down-16.svg arrow-down-24.svg '
        'arrow-down-right-16.svg arrow-down-right-24.svg arrow-right-16.svg arrow-up-right-16.svg bell-16.svg '
        'bell-fill-24.svg bell-slash-16.svg blocked-16.svg book-locked-16.svg bookmark-24.svg '
        'bookmark-filled-16.svg bookmark-slash-24.svg boolean-on-24.svg briefcase-16.svg briefcase-24.svg '
        'broadcast-16.svg browser-16.svg browser-24.svg bug-24.svg cache-16.svg calendar-16.svg check-16.svg '
        'check-circle-fill-12.svg check-circle-fill-24.svg checkbox-16.svg checkbox-24.svg '
        'checkbox-fill-16.svg checklist-16.svg chevron-down-24.svg chevron-left-16.svg chevron-left-24.svg '
        'chevron-right-12.svg chevron-right-16.svg chevron-right-24.svg chevron-up-16.svg circle-16.svg '
        'circle-24.svg circle-slash-16.svg clock-16.svg cloud-16.svg cloud-offline-16.svg code-review-16.svg '
        'code-square-16.svg code-square-24.svg codescan-checkmark-16.svg codespaces-16.svg columns-24.svg '
        'command-palette-16.svg comment-24.svg comment-discussion-16.svg comment-locked-16.svg compose-16.svg '
        'container-16.svg container-24.svg copilot-16.svg copilot-24.svg copilot-96.svg '
        'copilot-warning-16.svg cpu-16.svg cross-reference-16.svg crosshairs-16.svg crosshairs-24.svg '
        'database-16.svg dependabot-16.svg device-camera-24.svg device-camera-video-16.svg '
        'device-mobile-24.svg diamond-16.svg diff-16.svg diff-24.svg diff-added-24.svg diff-removed-24.svg '
        'discussion-closed-24.svg discussion-duplicate-16.svg dot-16.svg dot-24.svg dot-fill-16.svg '
        'download-16.svg duplicate-16.svg duplicate-24.svg ellipsis-16.svg eye-24.svg eye-closed-24.svg '
        'feed-heart-16.svg feed-plus-16.svg feed-public-16.svg feed-rocket-16.svg feed-tag-16.svg '
        'file-added-16.svg file-badge-24.svg file-binary-16.svg file-check-16.svg file-code-16.svg '
        'file-diff-16.svg file-directory-24.svg file-directory-symlink-16.svg file-removed-16.svg '
        'file-removed-24.svg file-submodule-24.svg file-symlink-file-16.svg file-zip-24.svg '
        'filter-remove-24.svg flag-16.svg flame-16.svg focus-center-16.svg focus-center-24.svg fold-16.svg '
        'fold-24.svg fold-down-24.svg fold-up-24.svg gear-16.svg gift-16.svg gift-24.svg git-compare-16.svg '
        'git-merge-16.svg git-merge-24.svg git-merge-queue-16.svg git-pull-request-16.svg '
        'git-pull-request-closed-16.svg git-pull-request-draft-16.svg git-pull-request-draft-24.svg '
        'goal-16.svg graph-bar-horizontal-16.svg graph-bar-horizontal-24.svg graph-bar-vertical-24.svg '
        'graph-stacked-area-16.svg hash-16.svg heading-16.svg heading-24.svg heart-fill-16.svg home-24.svg '
        'home-fill-16.svg home-fill-24.svg horizontal-rule-16.svg hourglass-16.svg hourglass-24.svg '
        'hubot-16.svg hubot-24.svg id-badge-16.svg inbox-16.svg inbox-24.svg inbox-fill-24.svg '
        'infinity-24.svg issue-closed-16.svg issue-draft-16.svg issue-draft-24.svg issue-locked-16.svg '
        'issue-tracked-by-24.svg italic-24.svg iterations-16.svg kebab-horizontal-24.svg key-24.svg '
        'law-16.svg law-24.svg light-bulb-24.svg link-16.svg list-ordered-16.svg lock-24.svg '
        'lockup-github-16.svg lockup-github-24.svg log-16.svg log-24.svg logo-github-16.svg loop-16.svg '
        'loop-24.svg markdown-16.svg maximize-24.svg mcp-16.svg mcp-24.svg meter-16.svg moon-16.svg '
        'move-to-end-24.svg move-to-start-16.svg move-to-start-24.svg mute-16.svg no-entry-24.svg '
        'north-star-16.svg north-star-24.svg note-24.svg package-16.svg package-24.svg '
        'package-dependencies-16.svg package-dependencies-24.svg package-dependents-16.svg '
        'package-dependents-24.svg paper-airplane-16.svg paperclip-16.svg paperclip-24.svg paste-24.svg '
        'people-16.svg person-add-24.svg pin-16.svg plus-16.svg plus-24.svg project-24.svg '
        'project-check-16.svg project-check-24.svg project-template-24.svg quote-16.svg redo-16.svg '
        'rel-file-path-24.svg repo-16.svg repo-clone-16.svg repo-clone-24.svg repo-delete-24.svg '
        'repo-forked-16.svg repo-locked-24.svg repo-pull-24.svg repo-push-16.svg repo-push-24.svg '
        'repo-template-24.svg rocket-16.svg rocket-24.svg screen-normal-16.svg screen-normal-24.svg '
        'search-24.svg share-android-24.svg shield-16.svg shield-24.svg shield-slash-24.svg '
        'sidebar-expand-24.svg sign-in-16.svg sign-out-16.svg sign-out-24.svg single-select-16.svg '
        'single-select-24.svg skip-fill-24.svg sliders-16.svg sliders-24.svg smiley-frown-24.svg '
        'smiley-frustrated-16.svg smiley-grin-16.svg smiley-neutral-24.svg spacing-large-16.svg '
        'spacing-medium-16.svg spacing-medium-24.svg sparkle-fill-24.svg sparkles-fill-24.svg '
        'split-view-24.svg square-fill-16.svg square-fill-24.svg stack-24.svg stack-check-16.svg '
        'stack-remove-16.svg star-16.svg star-fill-16.svg star-fill-24.svg strikethrough-24.svg sun-16.svg '
        'sync-24.svg tab-24.svg table-24.svg tag-16.svg tasklist-16.svg telescope-24.svg '
        'telescope-fill-16.svg terminal-16.svg terminal-24.svg three-bars-16.svg three-bars-24.svg '
        'tools-16.svg tools-24.svg tracked-by-closed-not-planned-16.svg trash-24.svg triangle-right-16.svg '
        'triangle-right-24.svg triangle-up-16.svg trophy-24.svg typography-16.svg typography-24.svg '
        'undo-24.svg unfold-16.svg unfold-24.svg unlink-24.svg unlock-16.svg unmute-24.svg unread-24.svg '
        'unverified-24.svg unwrap-16.svg versions-16.svg webhook-16.svg workflow-24.svg wrap-16.svg x-16.svg '
        'x-24.svg x-circle-16.svg x-circle-24.svg x-circle-fill-12.svg zap-16.svg zoom-in-24.svg'
    ),
}

OCTICONS_OTHER = {
    '': (
        '.devcontainer/devcontainer.json .github/skills/changesets/SKILL.md .gitignore .nvmrc .rubocop.yml '
        'AGENTS.md CHANGELOG.md CODE_OF_CONDUCT.md CONTRIBUTING.md Gemfile LICENSE README.md Rakefile '
        'docs/add-octicon-checklist.md eslint.config.mjs examples/octicons-react-nextjs/app/layout.tsx '
        'examples/octicons-react-nextjs/app/page.tsx keywords.json '
        'lib/octicons-react-symbols/config/vitest/browser/setup.ts lib/octicons-react-symbols/script/build.ts '
        'lib/octicons-react-symbols/src/__tests__/Icon.test.tsx '
        'lib/octicons-react-symbols/src/__tests__/OcticonSymbols.test.tsx lib/octicons_gem/lib/octicons.rb '
        'lib/octicons_gem/lib/octicons/octicon.rb lib/octicons_gem/lib/octicons/version.rb '
        'lib/octicons_helper/lib/octicons_helper.rb lib/octicons_helper/test/helper.rb '
        'lib/octicons_helper/test/octicons_helper_test.rb lib/octicons_jekyll/lib/jekyll-octicons.rb '
        'lib/octicons_jekyll/lib/jekyll-octicons/version.rb lib/octicons_jekyll/test/helper.rb '
        'lib/octicons_jekyll/test/octicon_tag_test.rb lib/octicons_node/tests/index.ts '
        'lib/octicons_react/__tests__/__fixtures__/dynamic-imports.mts '
        'lib/octicons_react/__tests__/__snapshots__/public-api.test.ts.snap '
        'lib/octicons_react/script/build.ts lib/octicons_react/script/types.ts '
        'lib/octicons_react/src/__tests__/__snapshots__/octicon.tsx.snap '
        'lib/octicons_react/src/__tests__/octicon.tsx lib/octicons_react/ts-tests/index.test-d.tsx '
        'lib/octicons_react/ts-tests/tsconfig.json lib/octicons_styled/script/build.ts '
        'lib/octicons_styled/script/copy.sh lib/octicons_styled/src/__tests__/octicon.tsx '
        'lib/octicons_styled/src/utils.ts lib/octicons_styled/ts-tests/index.test-d.tsx '
        'lib/octicons_styled/ts-tests/tsconfig.json package-lock.json package.json prettier.config.js '
        'svgo.config.mts tests/__snapshots__/build.ts.snap tests/build.ts tests/index.ts tsconfig.base.json '
        'tsconfig.json turbo.json vitest.config.mts'
    ),
    '.changeset': (
        'README.md config.json happy-bikes-draw.md'
    ),
    '.github': (
        'CODEOWNERS dependabot.yml pull_request_template.md'
    ),
    '.github/ISSUE_TEMPLATE': (
        'bug-report.md config.yml feedback.md'
    ),
    '.github/workflows': (
        'add-to-inbox.yml check_for_changeset.yml codeql.yml copilot-setup-steps.yml javascript.yml npm.yml '
        'optimize.yml publish.yml report-workflow-failures.yml ruby.yml stale.yml'
    ),
    'examples/octicons-react-nextjs': (
        '.gitignore next-env.d.ts package.json tsconfig.json'
    ),
    'lib/octicons-react-symbols': (
        'README.md package.json rolldown.config.ts tsconfig.build.json tsconfig.json vitest.config.ts'
    ),
    'lib/octicons-react-symbols/src': (
        'Icon.tsx IconReference.tsx OcticonSymbols.tsx types.ts'
    ),
    'lib/octicons_gem': (
        '.npmignore Gemfile LICENSE README.md Rakefile octicons.gemspec package.json'
    ),
    'lib/octicons_gem/test': (
        'helper.rb octicon_test.rb octicons_test.rb'
    ),
    'lib/octicons_helper': (
        '.npmignore Gemfile LICENSE README.md Rakefile octicons_helper.gemspec package.json'
    ),
    'lib/octicons_helper/lib/octicons_helper': (
        'helper.rb railtie.rb version.rb'
    ),
    'lib/octicons_jekyll': (
        '.npmignore .rubocop.yml Gemfile LICENSE README.md Rakefile jekyll-octicons.gemspec package.json'
    ),
    'lib/octicons_node': (
        '.gitignore .npmignore CHANGELOG.md LICENSE README.md index.scss index.ts package.json '
        'tsconfig.build.json tsconfig.json vitest.config.mts'
    ),
    'lib/octicons_react': (
        '.gitignore .npmignore CHANGELOG.md LICENSE README.md babel.config.js package.json '
        'rolldown.config.mts tsconfig.json vitest.browser.config.mts vitest.config.mts'
    ),
    'lib/octicons_react/__tests__': (
        'codesplitting.test.ts public-api.test.ts tree-shaking.test.ts'
    ),
    'lib/octicons_react/src': (
        'createIconComponent.tsx index.d.ts index.ts renderOcticon.tsx'
    ),
    'lib/octicons_styled': (
        '.babelrc .gitignore .npmignore LICENSE README.md package.json rolldown.config.mts tsconfig.json '
        'vitest.config.mts'
    ),
    'script': (
        'build.ts changeset-publish setup version'
    ),
    'tests/icons': (
        'height-mismatch-24.svg icon-a-16.svg icon-a-24.svg icon-b-16.svg invalid-height-attr-16.svg '
        'invalid-viewbox-attr-16.svg invalid-width-attr-16.svg missing-height-attr-16.svg missing-height.svg '
        'missing-viewbox-attr-16.svg missing-width-attr-16.svg viewbox-height-mismatch-16.svg '
        'viewbox-width-mismatch-16.svg'
    ),
}


PHOSPHOR_KIND = {
    'assets/bold': (
        'arrow-elbow-down-left-bold.svg arrow-fat-line-right-bold.svg arrow-square-up-right-bold.svg '
        'arrows-counter-clockwise-bold.svg baseball-bold.svg bookmarks-simple-bold.svg chart-line-up-bold.svg '
        'check-bold.svg clover-bold.svg command-bold.svg copy-bold.svg dots-three-outline-vertical-bold.svg '
        'first-aid-kit-bold.svg framer-logo-bold.svg heart-straight-break-bold.svg hourglass-simple-bold.svg '
        'less-than-bold.svg markdown-logo-bold.svg mastodon-logo-bold.svg rows-plus-bottom-bold.svg '
        'squares-four-bold.svg steering-wheel-bold.svg text-h-five-bold.svg users-bold.svg'
    ),
    'assets/duotone': (
        'arrows-in-cardinal-duotone.svg behance-logo-duotone.svg bluetooth-duotone.svg camera-duotone.svg '
        'chart-bar-duotone.svg dress-duotone.svg gas-pump-duotone.svg grains-slash-duotone.svg '
        'hourglass-simple-low-duotone.svg map-trifold-duotone.svg newspaper-duotone.svg '
        'number-five-duotone.svg paint-bucket-duotone.svg person-simple-swim-duotone.svg resize-duotone.svg '
        'scales-duotone.svg shopping-cart-duotone.svg sim-card-duotone.svg smiley-nervous-duotone.svg '
        'square-logo-duotone.svg subset-of-duotone.svg warning-octagon-duotone.svg wheelchair-duotone.svg'
    ),
    'assets/fill': (
        'align-bottom-simple-fill.svg aperture-fill.svg arrow-elbow-up-left-fill.svg '
        'arrow-fat-lines-right-fill.svg arrow-line-down-fill.svg arrow-square-down-fill.svg '
        'arrows-clockwise-fill.svg baseball-helmet-fill.svg bomb-fill.svg bone-fill.svg '
        'brackets-square-fill.svg buildings-fill.svg caret-up-fill.svg cheers-fill.svg '
        'envelope-simple-open-fill.svg faders-fill.svg hand-arrow-up-fill.svg hand-peace-fill.svg '
        'identification-badge-fill.svg less-than-or-equal-fill.svg lightbulb-filament-fill.svg '
        'line-vertical-fill.svg network-slash-fill.svg parachute-fill.svg pint-glass-fill.svg '
        'pipe-wrench-fill.svg play-circle-fill.svg plus-fill.svg presentation-fill.svg shopping-bag-fill.svg '
        'skype-logo-fill.svg sun-dim-fill.svg tornado-fill.svg traffic-cone-fill.svg translate-fill.svg '
        'user-rectangle-fill.svg video-camera-slash-fill.svg webcam-slash-fill.svg'
    ),
    'assets/light': (
        'app-window-light.svg arrow-bend-double-up-left-light.svg arrow-square-down-left-light.svg '
        'arrow-square-up-right-light.svg battery-vertical-low-light.svg building-office-light.svg '
        'camera-light.svg caret-circle-double-right-light.svg codesandbox-logo-light.svg '
        'compass-tool-light.svg device-mobile-speaker-light.svg dice-four-light.svg file-rs-light.svg '
        'file-tsx-light.svg lamp-light.svg link-break-light.svg lock-key-light.svg parachute-light.svg '
        'phone-pause-light.svg picnic-table-light.svg projector-screen-light.svg subset-proper-of-light.svg '
        'swimming-pool-light.svg tag-chevron-light.svg terminal-window-light.svg waveform-slash-light.svg'
    ),
    'assets/regular': (
        'arrows-out-line-horizontal.svg baseball-helmet.svg battery-vertical-full.svg bell-simple-ringing.svg '
        'caret-circle-up.svg charging-station.svg cooking-pot.svg dot-outline.svg escalator-up.svg '
        'eye-slash.svg file-archive.svg gps.svg grains-slash.svg greater-than-or-equal.svg hand-fist.svg '
        'hand-heart.svg hand-palm.svg identification-card.svg map-pin-area.svg number-circle-four.svg '
        'pinwheel.svg plus.svg rows-plus-bottom.svg rows-plus-top.svg steering-wheel.svg thermometer.svg '
        'watch.svg wifi-high.svg'
    ),
    'assets/thin': (
        'arrow-square-up-thin.svg battery-charging-thin.svg bowl-steam-thin.svg caret-circle-up-thin.svg '
        'caret-line-left-thin.svg cloud-moon-thin.svg currency-kzt-thin.svg device-tablet-speaker-thin.svg '
        'exam-thin.svg hand-waving-thin.svg hourglass-high-thin.svg list-magnifying-glass-thin.svg '
        'magnet-thin.svg mouse-simple-thin.svg notebook-thin.svg plug-charging-thin.svg '
        'sidebar-simple-thin.svg slideshow-thin.svg solar-panel-thin.svg tree-palm-thin.svg '
        'user-circle-gear-thin.svg user-circle-plus-thin.svg users-four-thin.svg whatsapp-logo-thin.svg'
    ),
    'raw/bold': (
        'align-top-simple-bold.svg arrow-fat-lines-right-bold.svg beer-stein-bold.svg binoculars-bold.svg '
        'bookmark-simple-bold.svg cloud-sun-bold.svg compass-tool-bold.svg currency-btc-bold.svg '
        'dots-three-circle-vertical-bold.svg eject-bold.svg export-bold.svg feather-bold.svg flag-bold.svg '
        'folder-open-bold.svg globe-x-bold.svg hourglass-simple-medium-bold.svg image-broken-bold.svg '
        'jar-bold.svg megaphone-simple-bold.svg mosque-bold.svg music-notes-minus-bold.svg '
        'number-one-bold.svg numpad-bold.svg presentation-chart-bold.svg rainbow-bold.svg rug-bold.svg '
        'speaker-x-bold.svg suitcase-simple-bold.svg text-aa-bold.svg toilet-bold.svg'
    ),
    'raw/duotone': (
        'axe-duotone.svg bank-duotone.svg bell-ringing-duotone.svg chalkboard-teacher-duotone.svg '
        'chat-teardrop-duotone.svg coat-hanger-duotone.svg coins-duotone.svg contactless-payment-duotone.svg '
        'cube-duotone.svg eye-slash-duotone.svg file-js-duotone.svg gps-slash-duotone.svg '
        'lego-smiley-duotone.svg map-pin-simple-duotone.svg number-circle-two-duotone.svg package-duotone.svg '
        'shrimp-duotone.svg syringe-duotone.svg text-align-center-duotone.svg text-outdent-duotone.svg '
        'users-four-duotone.svg'
    ),
    'raw/fill': (
        'arrow-bend-double-up-right-fill.svg arrow-right-fill.svg arrows-split-fill.svg bowl-food-fill.svg '
        'cards-three-fill.svg chef-hat-fill.svg file-txt-fill.svg first-aid-kit-fill.svg flag-banner-fill.svg '
        'gear-six-fill.svg google-logo-fill.svg greater-than-or-equal-fill.svg hand-arrow-up-fill.svg '
        'lamp-fill.svg map-pin-area-fill.svg moped-front-fill.svg person-simple-bike-fill.svg '
        'pix-logo-fill.svg seat-fill.svg selection-fill.svg shopping-cart-simple-fill.svg sign-in-fill.svg '
        'smiley-nervous-fill.svg tooth-fill.svg translate-fill.svg'
    ),
    'raw/light': (
        'arrow-up-right-light.svg arrows-horizontal-light.svg cloud-warning-light.svg cowboy-hat-light.svg '
        'file-audio-light.svg file-doc-light.svg gas-can-light.svg gitlab-logo-simple-light.svg '
        'meteor-light.svg microsoft-powerpoint-logo-light.svg panorama-light.svg '
        'person-simple-throw-light.svg plug-light.svg prescription-light.svg qr-code-light.svg '
        'sailboat-light.svg subtract-square-light.svg swatches-light.svg tip-jar-light.svg '
        'umbrella-simple-light.svg'
    ),
    'raw/regular': (
        'apple-logo.svg arrows-down-up.svg bomb.svg calendar-blank.svg cell-signal-low.svg '
        'cigarette-slash.svg cloud-moon.svg copy-simple.svg cursor-click.svg download.svg hand-arrow-down.svg '
        'hash-straight.svg list-bullets.svg paint-brush-household.svg paint-roller.svg person-simple-ski.svg '
        'projector-screen-chart.svg terminal.svg trademark.svg vector-three.svg wave-sawtooth.svg '
        'wave-sine.svg'
    ),
    'raw/thin': (
        'air-traffic-control-thin.svg anchor-thin.svg beanie-thin.svg chat-centered-thin.svg '
        'checkerboard-thin.svg chef-hat-thin.svg cloud-moon-thin.svg fire-truck-thin.svg '
        'folder-simple-minus-thin.svg google-cardboard-logo-thin.svg gps-fix-thin.svg handbag-simple-thin.svg '
        'mastodon-logo-thin.svg music-note-simple-thin.svg pen-nib-straight-thin.svg racquet-thin.svg '
        'square-thin.svg stethoscope-thin.svg toolbox-thin.svg'
    ),
}

PHOSPHOR_OTHER = {
    '': (
        '.github/FUNDING.yaml .github/ISSUE_TEMPLATE/bug_report.md .github/logo.png .gitignore .prettierrc '
        'CONTRIBUTING.md LICENSE README.md package.json pnpm-lock.yaml tsconfig.json vite.config.ts'
    ),
    'scripts': (
        'catalog.ts collate.ts index.ts verify.ts'
    ),
    'src': (
        'icons.ts index.ts types.ts'
    ),
}


TWILIO_SPECS_KIND = {
    'spec/json': (
        'twilio_accounts_v1.json twilio_api_v2010.json twilio_assistants_v1.json twilio_bulkexports_v1.json '
        'twilio_chat_v1.json twilio_chat_v2.json twilio_chat_v3.json twilio_content_v1.json '
        'twilio_content_v2.json twilio_conversations_v1.json twilio_events_v1.json twilio_flex_v1.json '
        'twilio_flex_v2.json twilio_frontline_v1.json twilio_iam_organizations.json twilio_iam_scim.json '
        'twilio_iam_v1.json twilio_insights_v1.json twilio_insights_v2.json twilio_intelligence_v2.json '
        'twilio_ip_messaging_v1.json twilio_ip_messaging_v2.json twilio_knowledge_v1.json '
        'twilio_lookups_v1.json twilio_lookups_v2.json twilio_marketplace_v1.json twilio_messaging_v1.json '
        'twilio_messaging_v2.json twilio_messaging_v3.json twilio_monitor_v1.json twilio_monitor_v2.json '
        'twilio_notify_v1.json twilio_numbers_v1.json twilio_numbers_v2.json twilio_numbers_v3.json '
        'twilio_oauth_v1.json twilio_oauth_v2.json twilio_preview.json twilio_pricing_v1.json '
        'twilio_pricing_v2.json twilio_proxy_v1.json twilio_routes_v2.json twilio_serverless_v1.json '
        'twilio_studio_v1.json twilio_studio_v2.json twilio_supersim_v1.json twilio_sync_v1.json '
        'twilio_taskrouter_v1.json twilio_trunking_v1.json twilio_trusthub_v1.json twilio_verify_v2.json '
        'twilio_verify_v3.json twilio_video_v1.json twilio_voice_v1.json twilio_wireless_v1.json'
    ),
    'spec/yaml': (
        'twilio_accounts_v1.yaml twilio_api_v2010.yaml twilio_assistants_v1.yaml twilio_bulkexports_v1.yaml '
        'twilio_chat_v1.yaml twilio_chat_v2.yaml twilio_chat_v3.yaml twilio_content_v1.yaml '
        'twilio_content_v2.yaml twilio_conversations_v1.yaml twilio_events_v1.yaml twilio_flex_v1.yaml '
        'twilio_flex_v2.yaml twilio_frontline_v1.yaml twilio_iam_organizations.yaml twilio_iam_scim.yaml '
        'twilio_iam_v1.yaml twilio_insights_v1.yaml twilio_insights_v2.yaml twilio_intelligence_v2.yaml '
        'twilio_ip_messaging_v1.yaml twilio_ip_messaging_v2.yaml twilio_knowledge_v1.yaml '
        'twilio_lookups_v1.yaml twilio_lookups_v2.yaml twilio_marketplace_v1.yaml twilio_messaging_v1.yaml '
        'twilio_messaging_v2.yaml twilio_messaging_v3.yaml twilio_monitor_v1.yaml twilio_monitor_v2.yaml '
        'twilio_notify_v1.yaml twilio_numbers_v1.yaml twilio_numbers_v2.yaml twilio_numbers_v3.yaml '
        'twilio_oauth_v1.yaml twilio_oauth_v2.yaml twilio_preview.yaml twilio_pricing_v1.yaml '
        'twilio_pricing_v2.yaml twilio_proxy_v1.yaml twilio_routes_v2.yaml twilio_serverless_v1.yaml '
        'twilio_studio_v1.yaml twilio_studio_v2.yaml twilio_supersim_v1.yaml twilio_sync_v1.yaml '
        'twilio_taskrouter_v1.yaml twilio_trunking_v1.yaml twilio_trusthub_v1.yaml twilio_verify_v2.yaml '
        'twilio_verify_v3.yaml twilio_video_v1.yaml twilio_voice_v1.yaml twilio_wireless_v1.yaml'
    ),
}

TWILIO_SPECS_OTHER = {
    '': (
        '.github/ISSUE_TEMPLATE/config.yml .gitignore CHANGES.md CODE_OF_CONDUCT.md Dockerfile '
        'ISSUE_TEMPLATE.md LICENSE Makefile PULL_REQUEST_TEMPLATE.md README.md UPGRADE.md package.json '
        'spectral.yaml'
    ),
    '.github/workflows': (
        'ahoy.yml pr-lint.yml test-and-deploy.yml'
    ),
    'types': (
        'csharp.json empty.json java.json node.json php.json python.json ruby.json'
    ),
}


NODE_RELEASES_KIND = {
    'apps/site/pages/en/blog/release': (
        'v0.10.10.md v0.10.11.md v0.10.12.md v0.10.14.md v0.10.18.md v0.10.2.md v0.10.20.md v0.10.22.md '
        'v0.10.26.md v0.10.27.md v0.10.29.md v0.10.3.md v0.10.30.md v0.10.31.md v0.10.33.md v0.10.40.md '
        'v0.10.44.md v0.10.47.md v0.10.6.md v0.11.10.md v0.11.12.md v0.11.15.md v0.11.2.md v0.11.8.md '
        'v0.12.11.md v0.12.14.md v0.12.17.md v0.12.2.md v0.12.3.md v0.12.4.md v0.12.6.md v0.12.8.md '
        'v0.12.9.md v0.4.10.md v0.4.11.md v0.4.3.md v0.4.9.md v0.5.0.md v0.5.1.md v0.5.10.md v0.5.2.md '
        'v0.5.3.md v0.5.4.md v0.5.6.md v0.5.7.md v0.5.8.md v0.6.0.md v0.6.14.md v0.6.2.md v0.6.21.md '
        'v0.6.3.md v0.6.6.md v0.6.9.md v0.7.1.md v0.7.10.md v0.7.12.md v0.7.2.md v0.7.5.md v0.7.8.md '
        'v0.7.9.md v0.8.0.md v0.8.1.md v0.8.10.md v0.8.11.md v0.8.12.md v0.8.13.md v0.8.15.md v0.8.17.md '
        'v0.8.18.md v0.8.21.md v0.8.23.md v0.8.27.md v0.8.8.md v0.8.9.md v0.9.12.md v0.9.2.md v0.9.4.md '
        'v10.10.0.md v10.15.3.md v10.16.0.md v10.17.0.md v10.18.0.md v10.18.1.md v10.2.0.md v10.20.0.md '
        'v10.20.1.md v10.21.0.md v10.23.2.md v10.24.0.md v10.4.0.md v10.6.0.md v11.0.0.md v11.1.0.md '
        'v11.13.0.md v11.15.0.md v11.5.0.md v11.9.0.md v12.1.0.md v12.11.0.md v12.12.0.md v12.14.0.md '
        'v12.16.0.md v12.16.2.md v12.18.2.md v12.18.3.md v12.18.4.md v12.19.1.md v12.2.0.md v12.20.1.md '
        'v12.20.2.md v12.22.10.md v12.22.2.md v12.22.3.md v12.22.4.md v12.22.9.md v12.3.0.md v12.3.1.md '
        'v12.5.0.md v12.7.0.md v12.9.0.md v12.9.1.md v13.12.0.md v13.14.0.md v13.2.0.md v13.3.0.md v13.5.0.md '
        'v13.7.0.md v13.9.0.md v14.0.0.md v14.10.1.md v14.11.0.md v14.13.0.md v14.15.1.md v14.15.2.md '
        'v14.15.5.md v14.16.1.md v14.17.0.md v14.17.1.md v14.18.3.md v14.19.0.md v14.2.0.md v14.20.0.md '
        'v14.21.0.md v14.21.1.md v14.3.0.md v14.4.0.md v14.9.0.md v15.1.0.md v15.11.0.md v15.13.0.md '
        'v15.2.0.md v15.3.0.md v15.6.0.md v16.0.0.md v16.1.0.md v16.11.1.md v16.13.1.md v16.14.1.md '
        'v16.15.0.md v16.18.0.md v16.20.2.md v16.3.0.md v16.4.1.md v16.4.2.md v16.6.1.md v16.7.0.md '
        'v16.8.0.md v17.1.0.md v17.3.1.md v17.4.0.md v17.5.0.md v17.8.0.md v18.12.1.md v18.17.0.md '
        'v18.17.1.md v18.19.1.md v18.20.1.md v18.20.8.md v18.7.0.md v18.8.0.md v18.9.0.md v18.9.1.md '
        'v19.3.0.md v19.5.0.md v19.6.0.md v19.8.1.md v20.1.0.md v20.12.0.md v20.12.2.md v20.14.0.md '
        'v20.16.0.md v20.19.2.md v20.19.5.md v20.20.1.md v20.3.0.md v20.4.0.md v21.2.0.md v21.3.0.md '
        'v21.7.0.md v21.7.2.md v22.1.0.md v22.10.0.md v22.16.0.md v22.17.1.md v22.19.0.md v22.21.0.md '
        'v22.22.0.md v22.23.2.md v22.5.0.md v22.6.0.md v23.11.1.md v23.2.0.md v23.3.0.md v23.4.0.md '
        'v23.7.0.md v23.9.0.md v24.13.0.md v24.13.1.md v24.14.1.md v24.16.0.md v24.17.0.md v24.18.1.md '
        'v24.2.0.md v25.2.1.md v25.7.0.md v25.8.0.md v26.3.0.md v4.0.0.md v4.1.2.md v4.2.2.md v4.2.4.md '
        'v4.2.5.md v4.3.0.md v4.3.1.md v4.3.2.md v4.4.3.md v4.4.4.md v4.4.6.md v4.4.7.md v4.6.1.md v4.6.2.md '
        'v4.7.3.md v4.8.0.md v4.8.1.md v4.8.2.md v4.8.3.md v4.8.5.md v4.9.0.md v4.9.1.md v5.0.0.md v5.10.1.md '
        'v5.3.0.md v5.4.0.md v5.4.1.md v5.6.0.md v5.7.0.md v5.9.1.md v6.0.0.md v6.10.0.md v6.11.0.md '
        'v6.11.3.md v6.11.4.md v6.12.2.md v6.13.0.md v6.14.0.md v6.14.3.md v6.14.4.md v6.15.0.md v6.16.0.md '
        'v6.17.0.md v6.3.1.md v6.5.0.md v6.6.0.md v6.7.0.md v6.8.0.md v6.8.1.md v6.9.0.md v7.10.0.md '
        'v7.4.0.md v7.7.1.md v7.7.2.md v7.7.3.md v8.1.0.md v8.1.4.md v8.11.3.md v8.11.4.md v8.15.1.md '
        'v8.16.1.md v8.16.2.md v8.5.0.md v8.7.0.md v8.9.3.md v9.0.0.md v9.1.0.md v9.11.1.md v9.11.2.md '
        'v9.2.1.md v9.3.0.md v9.6.0.md v9.7.1.md'
    ),
}

NODE_RELEASES_OTHER = {
    '': (
        'apps/site/pages/en/blog/feature/streams2.md '
        'apps/site/pages/en/blog/module/multi-server-continuous-deployment-with-fleet.md '
        'apps/site/pages/en/blog/module/service-logging-in-json-with-bunyan.md '
        'apps/site/pages/en/blog/wg/diag-wg-update-2017-02.md'
    ),
    'apps/site/pages/en/blog/announcements': (
        'adjusted-release-schedule-covid.md apigee-rising-stack-yahoo.md '
        'appdynamics-newrelic-opbeat-sphinx.md cars-dynatrace.md discontinuing-security-bug-bounties.md '
        'diving-into-the-nodejs-website-redesign.md evolving-the-nodejs-release-schedule.md '
        'foundation-advances-growth.md foundation-elects-board.md foundation-express-news.md '
        'hackerone-signal-requirement.md interactive-2015-programming.md interactive-2015.md '
        'interactive-2016-ams.md interactive-2016-north-america-schedule.md '
        'making-nodejs-downloads-reliable.md new-api-docs-beta.md node-18-eol-support.md '
        'node-js-march-17-incident.md nodejs-certified-developer-program.md '
        'nodejs-foundation-momentum-release.md nodejs-foundation-survey.md nodejs-security-project.md '
        'nodejs16-eol.md official-discord-launch-announcement.md retiring-the-node-js-community-committee.md '
        'update-v8-5.4.md v19-release-announce.md v20-release-announce.md v21-release-announce.md '
        'v22-release-announce.md v5-to-v7.md v6-release.md welcome-google.md welcome-redhat.md'
    ),
    'apps/site/pages/en/blog/community': (
        '2017-election.md 2025-06-28-Emelia-Smith.md 2025-pride.md building-nodejs-together.md '
        'domain-postmortem.md foundation-benefits-all.md individual-membership.md next-chapter.md '
        'node-leaders-building-open-neutral-foundation.md node-v5.md quality-with-speed.md transitions.md'
    ),
    'apps/site/pages/en/blog/events': (
        'collab-summit-2024-dublin.md collab-summit-2024-london.md collab-summit-2025-paris.md '
        'collab-summit-2026-london.md nodejs-interactive-2026.md'
    ),
    'apps/site/pages/en/blog/migrations': (
        'v12-to-v14.mdx v14-to-v16.mdx v20-to-v22.mdx'
    ),
    'apps/site/pages/en/blog/npm': (
        '2013-outage-postmortem.md managing-node-js-dependencies-with-shrinkwrap.md '
        'npm-1-0-global-vs-local-installation.md npm-1-0-link.md npm-1-0-released.md npm-1-0-the-new-ls.md '
        'peer-dependencies.mdx'
    ),
    'apps/site/pages/en/blog/uncategorized': (
        '10-lts-to-12-lts.md an-easy-way-to-build-scalable-network-programs.md bnoordhuis-departure.md '
        'development-environment.md evolving-the-node-js-brand.md growing-up.md jobs-nodejs-org.md '
        'libuv-status-report.md node-office-hours-cut-short.md notes-from-the-road.md office-hours.md '
        'the-videos-from-node-meetup.md tj-fontaine-new-node-lead.md version-0-6.md'
    ),
    'apps/site/pages/en/blog/video': (
        'bert-belder-libuv-lxjs-2012.md bryan-cantrill-instrumenting-the-real-time-web.md '
        'welcome-to-the-node-blog.md'
    ),
    'apps/site/pages/en/blog/vulnerability': (
        'april-2021-security-releases.md april-2024-security-releases-2.md aug-2021-security-releases.md '
        'august-2018-security-releases.md cve-2015-8027_cve-2015-6764.md '
        'december-2015-security-release-update.md december-2015-security-releases.md '
        'december-2017-security-releases.md december-2019-security-releases.md '
        'december-2025-security-releases.md february-2019-security-releases.md '
        'february-2020-security-releases.md february-2021-security-releases.md '
        'february-2023-security-releases.md february-2024-security-releases.md '
        'http-server-pipeline-flood-dos.md http-server-security-vulnerability-please-upgrade-to-0-6-17.md '
        'jan-2018-spectre-meltdown.md jan-2022-security-releases.md january-2025-security-releases.md '
        'january-2026-dos-mitigation-async-hooks.md july-2017-security-releases.md '
        'july-2021-security-releases.md july-2022-security-releases.md july-2024-security-releases.md '
        'july-2025-security-releases.md july-2026-security-releases.md june-2016-security-releases.md '
        'june-2018-security-releases.md june-2020-security-releases.md june-2023-security-releases.md '
        'june-2026-security-releases.md mar-2022-security-releases.md march-2018-security-releases.md '
        'march-2025-ci-incident.md march-2026-hashdos.mdx march-2026-security-releases.md '
        'may-2025-security-releases.md november-2018-security-releases.md november-2020-security-releases.md '
        'npm-tokens-leak-march-2016.md oct-2017-dos.md oct-2021-security-releases.md '
        'october-2016-security-releases.md openssl-and-utf8.md openssl-and-zlib-vulnerability-assessment.md '
        'openssl-fixes-in-regular-releases-dec2022.md openssl-fixes-in-regular-releases-jan2026.md '
        'openssl-fixes-in-regular-releases-jun2022.md openssl-fixes-in-regular-releases-oct2023.md '
        'openssl-january-2017.md openssl-november-2017.md openssl-november-2022.md '
        'september-2016-security-releases.md september-2019-openssl-no-updates.md '
        'september-2019-openssl-updates.md september-2020-security-releases.md '
        'september-2022-security-releases.md upcoming-cve-for-eol-versions.md updates-cve-for-end-of-life.md'
    ),
    'apps/site/pages/en/blog/weekly': (
        'weekly-update.2015-02-06.md weekly-update.2015-02-20.md weekly-update.2015-03-06.md '
        'weekly-update.2015-03-13.md weekly-update.2015-03-20.md weekly-update.2015-03-27.md '
        'weekly-update.2015-04-03.md weekly-update.2015-04-10.md weekly-update.2015-04-17.md '
        'weekly-update.2015-04-24.md weekly-update.2015-05-01.md weekly-update.2015-05-08.md '
        'weekly-update.2015-05-22.md weekly-update.2015-05-29.md weekly-update.2015-06-12.md '
        'weekly-update.2015-06-19.md weekly-update.2015-06-26.md weekly-update.2015-07-03.md '
        'weekly-update.2015-07-10.md weekly-update.2015-07-17.md weekly-update.2015-07-31.md '
        'weekly-update.2015-08-07.md weekly-update.2015-08-14.md weekly-update.2015-08-21.md '
        'weekly-update.2015-09-11.md weekly-update.2015-10-09.md weekly-update.2015-10-16.md '
        'weekly-update.2015-10-23.md weekly-update.2015-10-30.md weekly-update.2015-11-06.md '
        'weekly-update.2015-11-13.md weekly-update.2015-11-20.md weekly-update.2015-11-27.md '
        'weekly-update.2015-12-11.md weekly-update.2016-01-01.md weekly-update.2016-01-11.md '
        'weekly-update.2016-01-18.md weekly-update.2016-01-22.md weekly-update.2016-01-29.md '
        'weekly-update.2016-02-08.md weekly-update.2016-02-15.md weekly-update.2016-03-07.md '
        'weekly-update.2016-03-14.md weekly-update.2016-04-17.md weekly-update.2016-04-23.md '
        'weekly-update.2016-04-29.md weekly-update.2016-06-26.md weekly-update.2016-07-08.md '
        'weekly-update.2016-07-16.md weekly-update.2016-07-22.md weekly-update.2016-08-15.md '
        'weekly-update.2016-10-28.md weekly-update.2016-11-04.md weekly-update.2016-11-11.md '
        'weekly-update.2016-11-24.md weekly-update.2016-12-02.md weekly-update.2017-02-10.md'
    ),
}


NODE_BLOG_KIND = {
    '': (
        'apps/site/pages/en/blog/events/collab-summit-2026-london.md '
        'apps/site/pages/en/blog/module/multi-server-continuous-deployment-with-fleet.md '
        'apps/site/pages/en/blog/npm/peer-dependencies.mdx '
        'apps/site/pages/en/blog/wg/diag-wg-update-2017-02.md'
    ),
    'apps/site/pages/en/blog/announcements': (
        'discontinuing-security-bug-bounties.md evolving-the-nodejs-release-schedule.md '
        'foundation-advances-growth.md foundation-express-news.md interactive-2015-programming.md '
        'node-18-eol-support.md nodejs-certified-developer-program.md nodejs-foundation-survey.md '
        'nodejs-security-project.md nodejs-trademarks-transferred-to-openjs-foundation.md '
        'official-discord-launch-announcement.md v18-release-announce.md welcome-google.md'
    ),
    'apps/site/pages/en/blog/community': (
        '2025-06-28-Emelia-Smith.md next-chapter.md node-leaders-building-open-neutral-foundation.md '
        'quality-with-speed.md transitions.md'
    ),
    'apps/site/pages/en/blog/release': (
        'v0.10.11.md v0.10.15.md v0.10.16.md v0.10.2.md v0.10.23.md v0.10.25.md v0.10.36.md v0.10.4.md '
        'v0.10.40.md v0.10.44.md v0.10.47.md v0.11.14.md v0.11.2.md v0.11.8.md v0.11.9.md v0.12.10.md '
        'v0.12.14.md v0.12.17.md v0.12.3.md v0.12.7.md v0.12.9.md v0.4.11.md v0.4.4.md v0.4.9.md v0.5.0.md '
        'v0.5.2.md v0.5.3.md v0.5.4.md v0.5.7.md v0.5.8.md v0.6.12.md v0.6.14.md v0.6.17.md v0.6.18.md '
        'v0.6.2.md v0.6.21.md v0.6.3.md v0.6.4.md v0.6.5.md v0.6.6.md v0.6.7.md v0.7.0.md v0.7.11.md '
        'v0.7.12.md v0.7.2.md v0.7.5.md v0.7.9.md v0.8.18.md v0.8.19.md v0.8.3.md v0.8.4.md v0.8.7.md '
        'v0.8.9.md v0.9.0.md v0.9.3.md v0.9.8.md v10.11.0.md v10.12.0.md v10.13.0.md v10.15.1.md v10.15.3.md '
        'v10.18.0.md v10.2.1.md v10.20.0.md v10.22.0.md v10.22.1.md v10.23.1.md v10.24.0.md v10.24.1.md '
        'v10.4.1.md v10.5.0.md v10.9.0.md v11.11.0.md v11.12.0.md v11.13.0.md v11.6.0.md v11.7.0.md '
        'v12.1.0.md v12.14.0.md v12.15.0.md v12.16.1.md v12.19.1.md v12.20.0.md v12.20.1.md v12.22.10.md '
        'v12.22.3.md v12.22.6.md v12.22.7.md v12.22.9.md v12.4.0.md v12.8.0.md v13.0.1.md v13.1.0.md '
        'v13.10.0.md v13.10.1.md v13.6.0.md v14.13.0.md v14.14.0.md v14.15.0.md v14.15.4.md v14.16.1.md '
        'v14.17.1.md v14.18.0.md v14.19.1.md v14.19.3.md v14.2.0.md v14.20.0.md v14.6.0.md v14.7.0.md '
        'v14.8.0.md v15.0.1.md v15.13.0.md v15.5.0.md v16.1.0.md v16.10.0.md v16.12.0.md v16.16.0.md '
        'v16.19.0.md v16.20.2.md v16.4.0.md v16.4.1.md v16.7.0.md v16.9.0.md v17.0.1.md v17.3.1.md v17.7.0.md '
        'v17.7.1.md v18.0.0.md v18.1.0.md v18.12.1.md v18.13.0.md v18.15.0.md v18.20.2.md v18.20.3.md '
        'v18.20.5.md v18.20.8.md v18.3.0.md v18.7.0.md v18.9.0.md v19.3.0.md v19.5.0.md v20.0.0.md '
        'v20.10.0.md v20.11.0.md v20.16.0.md v20.18.0.md v20.18.1.md v20.18.3.md v20.19.2.md v20.19.6.md '
        'v20.2.0.md v20.3.1.md v20.4.0.md v20.5.0.md v20.6.1.md v20.8.0.md v21.3.0.md v21.5.0.md v21.6.1.md '
        'v21.7.1.md v21.7.2.md v22.0.0.md v22.1.0.md v22.13.0.md v22.13.1.md v22.15.1.md v22.19.0.md '
        'v22.2.0.md v22.20.0.md v22.22.3.md v22.23.0.md v22.23.1.md v22.3.0.md v22.4.0.md v22.4.1.md '
        'v23.0.0.md v23.1.0.md v23.11.0.md v23.6.0.md v23.9.0.md v24.0.0.md v24.1.0.md v24.4.0.md v24.4.1.md '
        'v24.6.0.md v25.3.0.md v25.5.0.md v25.7.0.md v25.8.0.md v25.8.2.md v26.3.1.md v26.5.0.md v4.2.1.md '
        'v4.3.1.md v4.4.1.md v4.4.6.md v4.6.0.md v4.8.2.md v4.8.5.md v5.10.0.md v5.10.1.md v5.11.0.md '
        'v5.4.1.md v5.9.0.md v6.10.0.md v6.10.2.md v6.11.3.md v6.12.1.md v6.14.0.md v6.4.0.md v6.5.0.md '
        'v6.8.1.md v6.9.1.md v6.9.2.md v7.10.0.md v7.2.1.md v7.5.0.md v7.9.0.md v8.1.0.md v8.11.0.md '
        'v8.11.2.md v8.11.4.md v8.12.0.md v8.16.2.md v8.17.0.md v8.9.2.md v8.9.4.md v9.0.0.md v9.10.1.md '
        'v9.9.0.md'
    ),
    'apps/site/pages/en/blog/uncategorized': (
        'an-easy-way-to-build-scalable-network-programs.md libuv-status-report.md '
        'node-meetup-this-thursday.md some-new-node-projects.md the-videos-from-node-meetup.md'
    ),
    'apps/site/pages/en/blog/vulnerability': (
        'april-2024-security-releases.md aug-2021-security-releases.md aug-2021-security-releases2.md '
        'august-2018-security-releases.md december-2015-security-release-update.md '
        'december-2017-security-releases.md december-2019-security-releases.md '
        'february-2019-security-releases.md february-2021-security-releases.md '
        'february-2023-security-releases.md february-2024-security-releases.md '
        'http-server-security-vulnerability-please-upgrade-to-0-6-17.md jan-2022-security-releases.md '
        'july-2024-security-releases.md july-2025-security-releases.md june-2018-security-releases.md '
        'june-2026-security-releases.md november-2020-security-releases.md october-2016-security-releases.md '
        'openssl-fixes-in-regular-releases-jan2026.md openssl-fixes-in-regular-releases-oct2023.md '
        'openssl-may-2016.md september-2016-security-releases.md september-2019-openssl-no-updates.md '
        'september-2020-security-releases.md updates-cve-for-end-of-life.md'
    ),
    'apps/site/pages/en/blog/weekly': (
        'weekly-update.2015-02-06.md weekly-update.2015-05-15.md weekly-update.2015-05-29.md '
        'weekly-update.2015-07-10.md weekly-update.2015-09-11.md weekly-update.2015-10-09.md '
        'weekly-update.2015-11-06.md weekly-update.2015-11-20.md weekly-update.2016-03-01.md '
        'weekly-update.2016-04-23.md weekly-update.2016-06-26.md weekly-update.2016-07-08.md '
        'weekly-update.2016-07-16.md weekly-update.2016-07-22.md weekly-update.2016-10-28.md '
        'weekly-update.2016-11-24.md weekly-update.2016-12-02.md'
    ),
}

NODE_BLOG_OTHER = {
    '': (
        'apps/site/app/[locale]/[...path]/page.tsx '
        'apps/site/app/[locale]/next-data/og/[category]/[title]/route.tsx '
        'apps/site/app/[locale]/not-found.tsx apps/site/app/site.json/route.ts apps/site/app/sitemap.ts '
        'apps/site/components/Blog/BlogHeader/index.module.css '
        'apps/site/components/Blog/BlogPostCard/index.module.css '
        'apps/site/components/Common/LinkWithArrow/index.module.css '
        'apps/site/components/Common/Partners/PartnerButton/index.module.css '
        'apps/site/components/Common/Partners/PartnerButton/index.tsx '
        'apps/site/components/Common/Partners/index.module.css '
        'apps/site/components/Downloads/DownloadButton/index.module.css '
        'apps/site/components/Downloads/DownloadButton/index.tsx '
        'apps/site/components/Downloads/DownloadsTable/index.tsx apps/site/components/EOL/EOLAlert.tsx '
        'apps/site/components/EOL/UnknownSeveritySection.tsx '
        'apps/site/components/MDX/Calendar/Event/index.module.css '
        'apps/site/components/MDX/Calendar/calendar.module.css apps/site/components/MDX/CodeBox/index.tsx '
        'apps/site/components/MDX/Image/index.tsx apps/site/hooks/useScroll.ts apps/site/mdx/components.mjs '
        'apps/site/next-data/generators/downloadSnippets.mjs '
        'apps/site/next-data/generators/supportersData.mjs apps/site/next-data/providers/supportersData.ts '
        'apps/site/pages/ar/about/eol.mdx apps/site/pages/ar/about/security-reporting.mdx '
        'apps/site/pages/en/about/get-involved/index.md apps/site/pages/en/blog/index.md '
        'apps/site/pages/en/download/archive/index.mdx apps/site/pages/en/download/index.mdx '
        'apps/site/pages/es/about/get-involved/events.mdx apps/site/pages/es/about/governance.md '
        'apps/site/pages/fa/about/get-involved/contribute.md apps/site/pages/fa/about/index.mdx '
        'apps/site/pages/fa/download/package-manager/all.md apps/site/pages/fr/download/index.mdx '
        'apps/site/pages/fr/download/package-manager/all.md apps/site/pages/fr/eol.mdx '
        'apps/site/pages/id/about/get-involved/events.mdx apps/site/pages/id/about/get-involved/index.md '
        'apps/site/pages/id/about/previous-releases.mdx apps/site/pages/id/about/security-reporting.mdx '
        'apps/site/pages/id/download/package-manager/all.md '
        'apps/site/pages/ja/about/get-involved/collab-summit.md '
        'apps/site/pages/ja/about/get-involved/events.mdx apps/site/pages/ja/about/security-reporting.mdx '
        'apps/site/pages/ja/download/archive/index.mdx apps/site/pages/ja/eol.mdx '
        'apps/site/pages/ja/index.mdx apps/site/pages/ko/about/branding.mdx '
        'apps/site/pages/ko/about/governance.md apps/site/pages/ko/download/index.mdx '
        'apps/site/pages/ko/download/package-manager/all.md apps/site/pages/pt-br/about/branding.mdx '
        'apps/site/pages/pt/about/get-involved/contribute.md apps/site/pages/pt/about/security-reporting.mdx '
        'apps/site/pages/pt/download/current.mdx apps/site/pages/ro/about/branding.mdx '
        'apps/site/pages/ro/about/get-involved/events.mdx apps/site/pages/ro/about/get-involved/index.md '
        'apps/site/pages/ro/download/archive/index.mdx apps/site/pages/ro/download/current.mdx '
        'apps/site/pages/ro/index.mdx apps/site/pages/ta/about/get-involved/collab-summit.md '
        'apps/site/pages/ta/about/partners.mdx apps/site/pages/ta/download/current.mdx '
        'apps/site/pages/tr/about/branding.mdx apps/site/pages/tr/about/get-involved/events.mdx '
        'apps/site/pages/tr/about/governance.md apps/site/pages/tr/download/package-manager/all.md '
        'apps/site/pages/uk/about/previous-releases.mdx apps/site/pages/uk/download/package-manager/all.md '
        'apps/site/pages/uk/index.mdx apps/site/pages/zh-cn/about/governance.md '
        'apps/site/pages/zh-cn/download/current.mdx apps/site/pages/zh-cn/download/package-manager/all.md '
        'apps/site/pages/zh-cn/index.mdx apps/site/pages/zh-tw/about/get-involved/contribute.md '
        'apps/site/pages/zh-tw/about/get-involved/events.mdx '
        'apps/site/pages/zh-tw/download/package-manager/all.md '
        'apps/site/providers/__tests__/themeProvider.test.jsx '
        'apps/site/public/static/documents/2016-survey-infographic.png '
        'apps/site/public/static/images/blog/201609_lts_schedule_summary.gif '
        'apps/site/public/static/images/blog/announcements/2011-nodejs-screenshot.png '
        'apps/site/public/static/images/blog/module/bunyan.png '
        'apps/site/public/static/images/blog/npm/2013-outage-postmortem/XwrpFNICJ2-3000x3000.png '
        'apps/site/public/static/images/blog/npm/2013-outage-postmortem/bapm3fk8Ve-3000x3000.png '
        'apps/site/public/static/images/blog/uncategorized/evolving-the-node-js-brand/network.png '
        'apps/site/public/static/images/blog/vulnerability/example_attack_test_infra.svg '
        'apps/site/public/static/images/smoke.gif apps/site/scripts/blog-data/__test__/generate.test.mjs '
        'apps/site/scripts/lighthouse/index.mjs apps/site/scripts/release-post/template.hbs '
        'apps/site/snippets/fr/download/nvm.bash apps/site/snippets/fr/download/yarn.bash '
        'apps/site/snippets/id/download/choco.bash apps/site/snippets/id/download/node.bash '
        'apps/site/snippets/ko/download/brew.bash apps/site/snippets/ko/download/yarn.bash '
        'apps/site/snippets/pt/download/pnpm.bash apps/site/snippets/tr/download/yarn.bash '
        'apps/site/snippets/uk/download/brew.bash apps/site/snippets/uk/download/npm.bash '
        'apps/site/snippets/zh-tw/download/nvm.bash apps/site/styles/index.css apps/site/tests/setup.jsx '
        'apps/site/util/download/archive.tsx apps/site/util/download/constants.json'
    ),
    'apps/site': (
        '.lintstagedrc.json .postcssrc.json authors.json eslint.config.js middleware.ts next.constants.mjs '
        'next.dynamic.constants.mjs next.dynamic.mjs next.rewrites.mjs package.json playwright.config.mjs'
    ),
    'apps/site/components': (
        'withBanner.tsx withBlogCrossLinks.tsx withLayout.tsx withNavBar.tsx withNodeRelease.tsx '
        'withNodejsLogo.tsx'
    ),
    'apps/site/components/Common': (
        'Button.tsx CodeBox.tsx CrossLink.tsx'
    ),
    'apps/site/components/Downloads/Release': (
        'ChangelogLink.tsx ReleaseCodeBox.tsx VersionDropdown.tsx'
    ),
    'apps/site/hooks/__tests__': (
        'useClientContext.test.jsx useMediaQuery.test.mjs useScrollToElement.test.jsx'
    ),
    'apps/site/layouts': (
        'About.tsx Default.tsx Download.tsx layouts.module.css'
    ),
    'apps/site/pages/en/about': (
        'eol.mdx partners.mdx previous-releases.mdx'
    ),
    'apps/site/pages/fr/about': (
        'branding.mdx index.mdx security-reporting.mdx'
    ),
    'apps/site/public/static/logos': (
        'nodejsHex.svg nodejsStackedBlack.svg nodejsStackedDark.svg'
    ),
    'apps/site/snippets/ar/download': (
        'choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash nvm.bash'
    ),
    'apps/site/snippets/en/download': (
        'asdf.bash choco.bash corepack.bash fnm.bash node.bash yarn.bash'
    ),
    'apps/site/snippets/es/download': (
        'brew.bash fnm.bash nvm.bash'
    ),
    'apps/site/snippets/ja/download': (
        'brew.bash choco.bash fnm.bash'
    ),
    'apps/site/snippets/pt-br/download': (
        'corepack.bash docker.bash nvm.bash yarn.bash'
    ),
    'apps/site/snippets/ro/download': (
        'brew.bash choco.bash node.bash nvm.bash pnpm.bash yarn.bash'
    ),
    'apps/site/snippets/ta/download': (
        'brew.bash docker.bash nvm.bash'
    ),
    'apps/site/snippets/zh-cn/download': (
        'corepack.bash fnm.bash node.bash npm.bash pnpm.bash'
    ),
    'apps/site/types': (
        'calendar.ts config.ts features.ts frontmatter.ts github.ts redirects.ts release.ts userAgent.ts'
    ),
    'apps/site/util': (
        'array.ts date.ts feeds.ts url.ts'
    ),
    'apps/site/util/__tests__': (
        'github.test.mjs objects.test.mjs string.test.mjs'
    ),
}


NODE_SNIPPETS_KIND = {
    'apps/site/snippets/ar/download': (
        'asdf.bash brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash '
        'pnpm.bash yarn.bash'
    ),
    'apps/site/snippets/en/download': (
        'asdf.bash brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash '
        'pnpm.bash yarn.bash'
    ),
    'apps/site/snippets/es/download': (
        'brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash pnpm.bash '
        'yarn.bash'
    ),
    'apps/site/snippets/fr/download': (
        'asdf.bash brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash '
        'pnpm.bash yarn.bash'
    ),
    'apps/site/snippets/id/download': (
        'brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash pnpm.bash '
        'yarn.bash'
    ),
    'apps/site/snippets/ja/download': (
        'asdf.bash brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash '
        'pnpm.bash yarn.bash'
    ),
    'apps/site/snippets/ko/download': (
        'brew.bash choco.bash docker.bash fnm.bash npm.bash nvm.bash pnpm.bash yarn.bash'
    ),
    'apps/site/snippets/pt-br/download': (
        'brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash pnpm.bash '
        'yarn.bash'
    ),
    'apps/site/snippets/pt/download': (
        'brew.bash choco.bash docker.bash fnm.bash npm.bash nvm.bash pnpm.bash yarn.bash'
    ),
    'apps/site/snippets/ro/download': (
        'brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash pnpm.bash '
        'yarn.bash'
    ),
    'apps/site/snippets/ta/download': (
        'brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash pnpm.bash '
        'yarn.bash'
    ),
    'apps/site/snippets/tr/download': (
        'brew.bash docker.bash fnm.bash n.bash npm.bash pnpm.bash yarn.bash'
    ),
    'apps/site/snippets/uk/download': (
        'asdf.bash brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash '
        'pnpm.bash yarn.bash'
    ),
    'apps/site/snippets/zh-cn/download': (
        'brew.bash choco.bash corepack.bash docker.bash fnm.bash n.bash node.bash npm.bash nvm.bash pnpm.bash '
        'yarn.bash'
    ),
    'apps/site/snippets/zh-tw/download': (
        'brew.bash choco.bash docker.bash fnm.bash n.bash npm.bash nvm.bash pnpm.bash yarn.bash'
    ),
}

NODE_SNIPPETS_OTHER = {
    '': (
        'apps/site/app/[locale]/blog/[...path]/page.tsx apps/site/app/[locale]/feed/[feed]/route.ts '
        'apps/site/components/Blog/BlogHeader/index.module.css '
        'apps/site/components/Blog/BlogPostCard/index.tsx apps/site/components/Common/Button.tsx '
        'apps/site/components/Common/CodeBox.tsx apps/site/components/Common/LinkWithArrow/index.tsx '
        'apps/site/components/Downloads/Release/InstallationMethodDropdown.tsx '
        'apps/site/components/Downloads/Release/OperatingSystemDropdown.tsx '
        'apps/site/components/EOL/EOLModal.tsx apps/site/components/MDX/CodeBox/index.tsx '
        'apps/site/components/withBanner.tsx apps/site/components/withFooter.tsx '
        'apps/site/hooks/__tests__/useMediaQuery.test.mjs apps/site/hooks/useScroll.ts '
        'apps/site/mdx/compiler.mjs apps/site/next-data/generators/partners.mjs '
        'apps/site/next-data/providers/releaseData.ts apps/site/pages/ar/download/current.mdx '
        'apps/site/pages/en/about/eol.mdx apps/site/pages/en/blog/community/transitions.md '
        'apps/site/pages/en/blog/events/collab-summit-2025-paris.md '
        'apps/site/pages/en/blog/events/nodejs-interactive-2026.md '
        'apps/site/pages/en/blog/feature/streams2.md apps/site/pages/en/blog/migrations/v22-to-v24.mdx '
        'apps/site/pages/en/blog/npm/peer-dependencies.mdx '
        'apps/site/pages/en/blog/uncategorized/bnoordhuis-departure.md '
        'apps/site/pages/en/blog/uncategorized/tj-fontaine-new-node-lead.md '
        'apps/site/pages/en/blog/video/bryan-cantrill-instrumenting-the-real-time-web.md '
        'apps/site/pages/es/about/index.mdx apps/site/pages/es/download/current.mdx '
        'apps/site/pages/fr/about/governance.md apps/site/pages/fr/about/partners.mdx '
        'apps/site/pages/fr/index.mdx apps/site/pages/id/about/branding.mdx '
        'apps/site/pages/id/about/get-involved/collab-summit.md '
        'apps/site/pages/id/about/get-involved/index.md apps/site/pages/id/about/security-reporting.mdx '
        'apps/site/pages/ja/about/partners.mdx apps/site/pages/ja/download/archive/index.mdx '
        'apps/site/pages/ko/about/branding.mdx apps/site/pages/pt-br/about/branding.mdx '
        'apps/site/pages/pt-br/about/get-involved/index.md apps/site/pages/pt-br/about/previous-releases.mdx '
        'apps/site/pages/pt-br/download/current.mdx apps/site/pages/pt/about/governance.md '
        'apps/site/pages/ta/about/get-involved/collab-summit.md apps/site/pages/ta/about/governance.md '
        'apps/site/pages/ta/download/current.mdx apps/site/pages/ta/download/index.mdx '
        'apps/site/pages/tr/download/package-manager/all.md '
        'apps/site/pages/uk/about/get-involved/contribute.md apps/site/pages/uk/about/partners.mdx '
        'apps/site/pages/zh-cn/about/get-involved/collab-summit.md apps/site/pages/zh-cn/download/index.mdx '
        'apps/site/pages/zh-tw/about/get-involved/contribute.md '
        'apps/site/pages/zh-tw/about/get-involved/index.md apps/site/pages/zh-tw/about/governance.md '
        'apps/site/providers/__tests__/matterProvider.test.jsx '
        'apps/site/providers/__tests__/releaseProvider.test.jsx apps/site/public/static/fonts/open-sans.woff2 '
        'apps/site/public/static/images/blog/announcements/mikeal.jpg '
        'apps/site/public/static/images/blog/module/bunyan.png '
        'apps/site/public/static/images/docs/guides/diagnostics/compare.png '
        'apps/site/public/static/images/learn/javascript-timers/setinterval-overlapping.png '
        'apps/site/public/static/images/node-mascot.svg apps/site/public/static/logos/nodejsDarkPride.svg '
        'apps/site/public/traffic-manager apps/site/scripts/blog-data/__test__/generate.test.mjs '
        'apps/site/scripts/release-post/template.hbs apps/site/types/page.ts apps/site/types/server.ts '
        'apps/site/util/__tests__/blog.test.mjs apps/site/util/__tests__/download.test.mjs '
        'apps/site/util/context.ts'
    ),
    'apps/site': (
        '.stylelintrc.mjs i18n.tsx next.config.mjs next.dynamic.page.mjs'
    ),
    'apps/site/pages/ar/about': (
        'governance.md index.mdx security-reporting.mdx'
    ),
    'apps/site/pages/en/blog/announcements': (
        'diving-into-the-nodejs-website-redesign.md foundation-advances-growth.md foundation-express-news.md '
        'foundation-v4-announce.md interactive-2016-ams.md mikeal.md new-api-docs-beta.md '
        'node-18-eol-support.md nodejs-foundation-momentum-release.md nodejs16-eol.md welcome-google.md '
        'welcome-redhat.md'
    ),
    'apps/site/pages/en/blog/release': (
        'v0.10.1.md v0.10.26.md v0.10.3.md v0.10.34.md v0.10.42.md v0.11.11.md v0.11.16.md v0.11.8.md '
        'v0.12.3.md v0.12.5.md v0.12.6.md v0.4.5.md v0.5.1.md v0.6.12.md v0.7.10.md v0.7.2.md v0.7.9.md '
        'v0.8.1.md v0.8.15.md v0.8.2.md v0.8.23.md v0.8.6.md v0.8.7.md v0.9.1.md v0.9.3.md v10.14.2.md '
        'v10.15.2.md v10.19.0.md v10.21.0.md v10.9.0.md v11.13.0.md v11.4.0.md v11.9.0.md v12.19.1.md '
        'v12.22.0.md v12.22.1.md v12.22.4.md v12.9.1.md v13.5.0.md v13.8.0.md v14.0.0.md v14.10.1.md '
        'v14.13.1.md v14.15.4.md v14.16.0.md v14.21.1.md v14.21.2.md v14.6.0.md v14.9.0.md v15.11.0.md '
        'v15.12.0.md v15.13.0.md v15.5.1.md v16.13.2.md v16.14.1.md v16.17.1.md v16.19.1.md v16.20.2.md '
        'v17.3.0.md v17.5.0.md v18.0.0.md v18.10.0.md v18.13.0.md v18.18.1.md v18.20.4.md v20.17.0.md '
        'v20.4.0.md v22.14.0.md v22.15.0.md v22.17.1.md v22.23.1.md v23.10.0.md v23.5.0.md v23.6.1.md '
        'v23.8.0.md v24.12.0.md v24.13.0.md v24.6.0.md v25.9.0.md v26.1.0.md v4.0.0.md v4.2.3.md v4.8.0.md '
        'v4.8.2.md v4.8.4.md v5.11.1.md v5.4.0.md v6.10.0.md v6.13.0.md v6.17.0.md v7.5.0.md v8.0.0.md '
        'v8.8.1.md v9.2.0.md v9.9.0.md'
    ),
    'apps/site/pages/en/blog/vulnerability': (
        'april-2021-security-releases.md june-2016-security-releases.md oct-2021-security-releases.md '
        'october-2023-security-releases.md openssl-and-zlib-vulnerability-assessment.md'
    ),
    'apps/site/pages/en/blog/weekly': (
        'weekly-update.2015-05-01.md weekly-update.2015-05-15.md weekly-update.2015-07-10.md '
        'weekly-update.2015-08-14.md weekly-update.2015-08-21.md weekly-update.2016-11-11.md'
    ),
}


LOBSTERS_MIGRATIONS_KIND = {
    'db/migrate': (
        '20250818182728_add_fts_tables.rb 20250818183847_add_nocase_collation_to_username.rb '
        '20251214043426_messages_short_id_non_nullable_and_default_value.rb '
        '20251214222742_add_unique_indexes_to_links.rb '
        '20251216152019_add_usernames_user_id_fk_constraint_and_index.rb '
        '20251216222804_add_null_constraint_to_keystores_id.rb '
        '20251217035703_add_on_delete_nullify_cascade_to_stories_merged_story_id.rb '
        '20251217042744_remove_mod_activities_on_item_index.rb '
        '20260128183915_add_nocase_collation_to_category_and_tag.rb 20260216202600_clean_up_null_bytes.rb '
        '20260219183300_create_system_user.rb '
        '20260602222249_add_index_to_stories_merged_story_id_and_hotness.rb '
        '20260613002038_add_quorum_to_tags.rb 20260613004304_add_created_at_to_suggested_tagging.rb'
    ),
    'db/old_migrations': (
        '20120701154453_create_invitations.rb 20120701160006_reply_notifications.rb '
        '20120701181319_invitation_memo.rb 20120703184957_integrated_story_hotness.rb '
        '20120704004020_fix_up_messages.rb 20120704013019_pm_notification_options.rb '
        '20120704025956_user_filter.rb 20120705145520_move_markdown_into_sql.rb '
        '20120706221602_more_indexes.rb 20120712174445_add_comment_deleted.rb '
        '20120816203248_keystore_bigint.rb 20120902143549_add_moderation_log.rb '
        '20120906183346_default_filtered_tags.rb 20120910172514_mention_notification_options.rb '
        '20120918152116_private_rss_feed.rb 20120919195401_private_tags.rb 20121004153529_add_story_text.rb '
        '20121112165212_add_tag_media_types.rb 20130526164230_change_tables_to_utf8mb4.rb '
        '20130622021035_add_user_list_id.rb 20131018201413_add_invitation_requests.rb '
        '20131228175805_add_comment_by_email_flag.rb 20140101202252_add_karma_to_users.rb '
        '20140106205200_remove_tag_filtered_by_default.rb 20140109034338_move_comment_counts_to_story.rb '
        '20140112192936_add_ban_reason.rb 20140113153413_add_account_deletion.rb '
        '20140121063641_pushover_sound.rb 20140219183804_change_mailing_list_enabled.rb '
        '20140221164400_inactive_tags.rb 20140408160306_add_story_merging.rb '
        '20140701153554_add_user_weblog_url.rb 20140804005415_add_weblogs.rb '
        '20140825225915_add_tag_hotness_mod.rb 20140901013149_drop_weblogs.rb 20141114184921_add_hats.rb '
        '20150106195555_add_story_unavailable.rb 20150115172138_drop_extra_pushover_fields.rb '
        '20150127180326_add_story_twitter_id.rb 20150211170052_move_hidden_votes_to_hidden_story.rb '
        '20150224035617_hotness_mod_to_float.rb 20150313040930_add_user_avatar_pref.rb '
        '20150730215915_add_submitter_is_author.rb 20150730225352_add_user_setting_show_preview.rb '
        '20151015005101_add_suggested_taggings.rb 20151015011231_add_suggested_titles.rb '
        '20151015143959_moderations_from_group.rb 20151207180050_add_user_setting_post_threads.rb '
        '20160406160019_add_hat_requests.rb 20160515162433_add_disabled_invites_to_users.rb '
        '20160704022756_change_story_columns.rb 20170119172852_move_user_settings.rb '
        '20170119192703_add_dragons.rb 20170225201811_delete_old_settings.rb 20170413161450_add_indexes.rb '
        '20170522144135_remove_comments_dragon.rb 20170607153224_add_stories_user_index.rb '
        '20170607170604_add_fulltext_indicies.rb 20170713195446_add_saved_stories.rb '
        '20171018034551_drop_default_tag_name.rb 20171025072230_modlog_hat_use.rb '
        '20180124143340_add_doffed_at_to_hat.rb 20180130235553_add_read_notification_support.rb '
        '20180131170318_update_replying_comments_to_version_2.rb 20180131203555_fix_doffed_at.rb '
        '20180201024840_update_replying_comments_to_version_3.rb '
        '20180201041055_update_replying_comments_to_version_4.rb '
        '20180201172618_update_replying_comments_to_version_5.rb '
        '20180201184612_update_replying_comments_to_version_6.rb 20180411131217_tag_moderation_log.rb '
        '20180501031849_add_used_at_to_invitation.rb 20180503150810_add_hat_to_message.rb '
        '20180506045709_timestamp_votes.rb 20180705143850_add_author_downvote_index.rb '
        '20180711123439_create_mod_notes.rb 20180830114325_update_replying_comments_to_version_7.rb '
        '20180926134230_normalize_ids_and_fks.rb '
        '20181003234523_initialize_stories_deleted_and_comments_deleted_counts.rb 20181005192331_add_keys.rb '
        '20181202194809_add_follow_story_for_submitter.rb '
        '20190529133507_update_replying_comments_to_version_8.rb '
        '20191010172004_add_index_for_moderations_associated_model.rb '
        '20191029021735_fix_database_consistency_with_validators.rb 20191227232955_create_domains.rb '
        '20191227234358_add_domain_to_stories.rb 20200210125425_add_domain_banning.rb '
        '20200210155624_limit_new_user_tags.rb 20200519000845_index_users_on_email.rb '
        '20200607192351_story_index_for_comments.rb 20200807021926_memoize_score_not_upvotes.rb '
        '20200809023435_create_categories.rb 20200811022248_unique_category_names.rb '
        '20200812024241_create_story_texts.rb 20200820170829_add_category_id_to_moderations.rb '
        '20200828015742_fix_comment_flags_default.rb 20220128133226_fix_story_mod_notes.rb '
        '20220207033514_stories_expired_to_deleted.rb 20220331165136_message_author_nullable.rb '
        '20220806200248_set_is_tracker_as_banned_to_domains.rb 20230424222719_create_mastodon_apps.rb '
        '20230823150648_materialize_confidence_order.rb 20230828195756_normalize_url.rb '
        '20230912160752_story_text_searching.rb 20230923195457_index_story_titles.rb '
        '20231023155620_add_user_setting_show_email.rb 20240207151341_add_story_mastodon_id.rb '
        '20240208024935_remove_twitter.rb 20240315143804_coalesce_vote_reason.rb '
        '20240606084311_add_missing_null_checks.rb 20240608224626_add_indexes_on_foreign_keys.rb '
        '20240717144412_create_links.rb 20240717155412_hydrate_links.rb '
        '20240812221847_update_replying_comments_for_hiding.rb 20240813153242_add_hidden_story_created_at.rb '
        '20240815145726_add_last_read_line_to_newest.rb 20240822174547_add_short_id_hats.rb '
        '20240907171330_fix_links_in_invite_notes.rb 20240909220644_recalculate_comment_confidences.rb '
        '20240920115957_create_action_mailbox_tables.action_mailbox.rb 20240926150737_add_origin.rb '
        '20241010165823_create_active_storage_tables.active_storage.rb '
        '20241016194903_add_index_banned_by_user_id_foreign_key_in_origins.rb '
        '20241016200032_active_record_doctor_missing_foreign_keys.rb '
        '20241017011246_active_record_doctor_incorrect_length_validation.rb '
        '20241104215430_add_comment_stats.rb 20241106160424_tidy_duplicate_origins.rb '
        '20250124063340_add_last_comment_at_to_stories.rb 20250203223624_count_merged_stories.rb '
        '20250206170347_materialize_comments_depth_reply_count.rb 20250206172739_fix_prefers_contrast.rb '
        '20250208222418_add_edit_timestamps.rb 20250210214901_fix_last_x_at_timestamps.rb '
        '20250302102016_add_edit_last_read_newest.rb 20250424165830_add_typeid.rb '
        '20250428193204_typeid_fix_token_name.rb 20250516035743_expand_ban_reason.rb '
        '20250521131204_temporal_tokens.rb 20250605141223_remove_keybase.rb '
        '20250628172500_create_notifications.rb 20250630123615_moderation_enlarge_action.rb '
        '20250701121655_remove_replying_comment.rb 20250728030009_mark_read_notifications.rb '
        '20250807160046_create_mod_activities.rb 20251013204007_create_usernames.rb '
        '20251027163517_remove_has_been_read_from_messages.rb 20251106155022_create_mod_mails.rb '
        '20251106155909_create_mod_mail_messages.rb 20251106162039_create_mod_mail_references.rb '
        '20251106162222_create_mod_mail_recipients.rb 20260106182240_add_short_id_to_mod_mail.rb'
    ),
}

LOBSTERS_MIGRATIONS_OTHER = {
    '': (
        '.bundle/config .custom_cops.yml .editorconfig .gitattributes .github/workflows/check.yml '
        '.github/workflows/check/credentials.yml.enc CLAUDE.md Dockerfile.dev Gemfile Makefile SECURITY.md '
        'app/assets/images/logo-transparent.svg app/assets/images/merge.svg '
        'app/controllers/concerns/story_finder.rb app/javascript/user.js app/mailboxes/backstop_mailbox.rb '
        'app/views/about/_subnav.html.erb app/views/categories/_multi_category_tip.html.erb '
        'app/views/categories/new.html.erb app/views/comments/_threads.html.erb '
        'app/views/comments/index.rss.builder app/views/email_mod_mail_message_mailer/notify.text.erb '
        'app/views/email_reply_mailer/mention.text.erb app/views/global/_markdownhelp.html.erb '
        'app/views/hat_requests/new.html.erb app/views/hats/edit.html.erb app/views/hats/index.html.erb '
        'app/views/invitation_request_mailer/invitation_request.text.erb app/views/login/index.html.erb '
        'app/views/mod/_subnav.html.erb app/views/mod/domains/edit.html.erb '
        'app/views/mod/flagged/commenters.html.erb app/views/mod/mail_messages/_form.html.erb '
        'app/views/mod/mails/index.html.erb app/views/mod/mails/new.html.erb '
        'app/views/mod_mail_messages/_form.html.erb app/views/mod_mails/show.html.erb '
        'app/views/moderations/_table.html.erb app/views/password_reset_mailer/password_reset_link.text.erb '
        'app/views/tags/index.html.erb app/views/users/not_found.html.erb app/views/users/tree.html.erb '
        'config.ru config/environments/production.rb config/locales/en.yml docker-compose.yaml '
        'lib/tasks/assets.rake lib/tasks/fake_data.rake lib/time_ago_in_words.rb lib/time_series.rb '
        'public/.well-known/security.txt sister_sites.md spec/controllers/story_image_controller_spec.rb '
        'spec/fixtures/inbound_emails/2.eml spec/fixtures/story_pages/canonical_root.html '
        'spec/mailers/ban_notification_mailer_spec.rb spec/mailers/email_reply_mailer_spec.rb '
        'spec/requests/mod/activities_spec.rb spec/slow/fake_data_spec.rb spec/support/factory_bot.rb '
        'spec/support/vcr.rb vendor/javascript/autosize.js'
    ),
    'app/assets/stylesheets': (
        'dark-system.css light-normal.css system-normal.css'
    ),
    'app/controllers': (
        'application_controller.rb avatars_controller.rb banned_ips_controller.rb cabinet_controller.rb '
        'comments_controller.rb hat_requests_controller.rb messages_controller.rb search_controller.rb '
        'settings_controller.rb stats_controller.rb story_image_controller.rb users_controller.rb'
    ),
    'app/controllers/mod': (
        'flagged_controller.rb mails_controller.rb notes_controller.rb origins_controller.rb '
        'stories_controller.rb'
    ),
    'app/helpers': (
        'hats_helper.rb interval_helper.rb stories_helper.rb'
    ),
    'app/jobs': (
        'cache_page_job.rb fetch_email_blocklist_job.rb notify_comment_job.rb prefill_page_cache_job.rb '
        'wal_checkpoint_job.rb'
    ),
    'app/mailers': (
        'application_mailer.rb ban_notification_mailer.rb email_mod_mail_message_mailer.rb '
        'email_reply_mailer.rb'
    ),
    'app/models': (
        'category.rb hidden_story.rb inactive_user.rb invitation.rb keystore.rb mod_mail_message.rb '
        'mod_mail_recipient.rb mod_mail_reference.rb moderation.rb origin.rb search.rb search_parser.rb '
        'suggested_tagging.rb suggested_title.rb username.rb vote.rb'
    ),
    'app/views/home': (
        '_for_domain.html.erb _multi_tag.html.erb _newest_by_user.html.erb'
    ),
    'app/views/settings': (
        'index.html.erb mastodon_authentication.html.erb twofa_verify.html.erb'
    ),
    'app/views/stories': (
        '_listdetail.html.erb _subnav.html.erb new.html.erb'
    ),
    'bin': (
        'bundle jobs ldiff oauth pdf_callbacks pumactl rackup rspec ruby-memory-profiler ruby-rewrite '
        'stackprof-flamegraph.pl update'
    ),
    'config': (
        'cable.yml cache.yml database.yml.sample sitemap.rb storage.yml'
    ),
    'config/initializers': (
        'console_methods.rb content_security_policy.rb filter_parameter_logging.rb '
        'page_caching_monkeypatch.rb session_store.rb telebugs.rb'
    ),
    'db': (
        'cache_schema.rb queue_schema.rb rack_attack_schema.rb schema.rb seeds.rb'
    ),
    'hatchbox': (
        '20auto-upgrades logrotate.conf opendkim.conf opendkim.m4 opendkim.service root-deploy.service '
        'syslog.conf'
    ),
    'public': (
        '504.html apple-touch-icon.png favicon.ico robots.txt'
    ),
    'script': (
        'check_dockerfile_ruby_version.sh lobsters-cron mail_new_activity.rb'
    ),
    'spec': (
        'css_widely_available_spec.rb rails_helper.rb spec_helper.rb'
    ),
    'spec/extras': (
        'bitpacking_spec.rb github_spec.rb markdowner_spec.rb routes_spec.rb'
    ),
    'spec/factories': (
        'domain.rb hat.rb mod_mail.rb'
    ),
    'spec/features': (
        'filter_spec.rb hat_request_spec.rb newest_spec.rb read_story_spec.rb'
    ),
    'spec/jobs': (
        'create_story_card_job_spec.rb notify_message_job_spec.rb notify_mod_mail_message_job_spec.rb'
    ),
    'spec/models': (
        'comment_spec.rb invitation_request_spec.rb keystore_spec.rb mod_mail_spec.rb story_image_spec.rb '
        'story_spec.rb story_text_spec.rb tag_spec.rb username_spec.rb'
    ),
    'spec/requests': (
        'banned_ips_spec.rb home_spec.rb reject_spoofed_ips_spec.rb settings_spec.rb story_urls_spec.rb '
        'tags_spec.rb users_controller_spec.rb'
    ),
    'spec/routing': (
        'home_spec.rb origin_spec.rb tag_spec.rb'
    ),
    'vendor/assets/stylesheets': (
        '.gitkeep TomSelect_remove_button.css tom-select.css'
    ),
}


LOBSTERS_SPECS_KIND = {
    '': (
        'spec/mailboxes/inbox_mailbox_spec.rb spec/mailers/ban_notification_mailer_spec.rb '
        'spec/mailers/email_reply_mailer_spec.rb spec/scripts/mail_new_activity_spec.rb '
        'spec/slow/fake_data_spec.rb'
    ),
    'spec/controllers': (
        'comments_controller_spec.rb home_controller_spec.rb inbox_controller_spec.rb '
        'messages_controller_spec.rb story_image_controller_spec.rb'
    ),
    'spec/extras': (
        'bitpacking_spec.rb github_spec.rb html_encoder_spec.rb markdowner_spec.rb normalize_url_spec.rb '
        'page_caching_spec.rb routes_spec.rb sponge_spec.rb utils_spec.rb'
    ),
    'spec/features': (
        'comment_spec.rb doff_hat_spec.rb edit_hat_spec.rb filter_spec.rb hat_request_spec.rb hats_spec.rb '
        'homepage_spec.rb mod_domains_spec.rb newest_spec.rb preferred_color_scheme_spec.rb '
        'read_story_spec.rb settings_spec.rb story_spec.rb submit_story_spec.rb user_administration_spec.rb '
        'user_threads_spec.rb'
    ),
    'spec/helpers': (
        'application_helper_spec.rb interval_helper_spec.rb users_helper_spec.rb'
    ),
    'spec/jobs': (
        'cache_page_job_spec.rb create_story_card_job_spec.rb notify_comment_job_spec.rb '
        'notify_message_job_spec.rb notify_mod_mail_message_job_spec.rb prefill_page_cache_job_spec.rb '
        'refill_story_page_cache_job_spec.rb'
    ),
    'spec/models': (
        'category_spec.rb comment_spec.rb comment_stat_spec.rb domain_spec.rb hat_request_spec.rb hat_spec.rb '
        'invitation_request_spec.rb invitation_spec.rb keystore_spec.rb link_spec.rb mastodon_app_spec.rb '
        'message_spec.rb mod_mail_spec.rb mod_note_spec.rb moderation_spec.rb notification_spec.rb '
        'search_parser_spec.rb search_spec.rb story_image_spec.rb story_spec.rb story_text_spec.rb '
        'tag_spec.rb user_spec.rb username_spec.rb vote_spec.rb'
    ),
    'spec/requests': (
        'authenticatable_spec.rb banned_ips_spec.rb cabinet_spec.rb comments_spec.rb hat_requests_spec.rb '
        'home_spec.rb login_spec.rb merge_stories_spec.rb messages_spec.rb mod_mail_messages_spec.rb '
        'mod_mails_spec.rb moderations_spec.rb reject_spoofed_ips_spec.rb search_spec.rb settings_spec.rb '
        'signup_spec.rb stories_check_url_dupe_xss_spec.rb stories_spec.rb story_urls_spec.rb tags_spec.rb '
        'users_controller_spec.rb'
    ),
    'spec/routing': (
        'controller_public_methods_spec.rb home_spec.rb mod_domains_spec.rb origin_spec.rb tag_spec.rb '
        'user_spec.rb'
    ),
}

LOBSTERS_SPECS_OTHER = {
    '': (
        '.custom_cops.yml .database_consistency.ignore.yml .editorconfig .github/workflows/check.yml '
        '.github/workflows/check/credentials.yml.enc Dockerfile.dev Gemfile Makefile SECURITY.md '
        'app/assets/images/logo-transparent.svg app/assets/images/merge.svg '
        'app/assets/stylesheets/system-normal.css app/controllers/concerns/story_finder.rb '
        'app/javascript/user.js app/mailboxes/backstop_mailbox.rb app/views/about/_subnav.html.erb '
        'app/views/categories/_form.html.erb app/views/categories/new.html.erb '
        'app/views/email_mod_mail_message_mailer/notify.text.erb '
        'app/views/email_reply_mailer/mention.text.erb app/views/global/_markdownhelp.html.erb '
        'app/views/hat_requests/new.html.erb app/views/hats/edit.html.erb app/views/home/_for_domain.html.erb '
        'app/views/home/_multi_tag.html.erb app/views/invitation_mailer/invitation.text.erb '
        'app/views/invitation_request_mailer/invitation_request.text.erb app/views/login/index.html.erb '
        'app/views/login/twofa.html.erb app/views/mod/_subnav.html.erb app/views/mod/domains/edit.html.erb '
        'app/views/mod/flagged/commenters.html.erb app/views/mod/mail_messages/_form.html.erb '
        'app/views/mod/mails/_form.html.erb app/views/mod/mails/index.html.erb '
        'app/views/mod_mail_messages/_form.html.erb app/views/mod_mails/show.html.erb '
        'app/views/moderations/_table.html.erb app/views/password_reset_mailer/password_reset_link.text.erb '
        'app/views/settings/twofa_verify.html.erb app/views/tags/index.html.erb '
        'app/views/users/not_found.html.erb config.ru config/environments/production.rb config/locales/en.yml '
        'db/migrate/20260613002038_add_quorum_to_tags.rb db/rack_attack_schema.rb db/seeds.rb '
        'lib/tasks/backfill_notifications.rake public/ads.txt public/touch-icon-144.png script/lobsters-cron '
        'script/mastodon_post.rb sister_sites.md spec/fixtures/search.action.log '
        'spec/mailers/previews/email_reply_preview.rb spec/slow/README.md '
        'vendor/assets/stylesheets/TomSelect_remove_button.css vendor/assets/stylesheets/tom-select.css '
        'vendor/javascript/TomSelect_base.js'
    ),
    'app/controllers': (
        'application_controller.rb banned_ips_controller.rb comments_controller.rb hat_requests_controller.rb '
        'search_controller.rb settings_controller.rb signup_controller.rb stats_controller.rb '
        'story_image_controller.rb'
    ),
    'app/controllers/mod': (
        'notes_controller.rb origins_controller.rb stories_controller.rb'
    ),
    'app/helpers': (
        'hats_helper.rb interval_helper.rb stories_helper.rb users_helper.rb'
    ),
    'app/jobs': (
        'cache_page_job.rb fetch_email_blocklist_job.rb notify_comment_job.rb prefill_page_cache_job.rb'
    ),
    'app/mailers': (
        'application_mailer.rb ban_notification_mailer.rb email_reply_mailer.rb'
    ),
    'app/models': (
        'category.rb comment.rb hat.rb hidden_story.rb inactive_user.rb invitation.rb keystore.rb '
        'mod_mail_recipient.rb mod_mail_reference.rb moderation.rb origin.rb search_parser.rb '
        'suggested_tagging.rb suggested_title.rb username.rb'
    ),
    'app/views/comments': (
        '_threads.html.erb index.html.erb index.rss.builder'
    ),
    'app/views/stories': (
        '_listdetail.html.erb _missing.html.erb new.html.erb'
    ),
    'bin': (
        'bundle jobs ldiff pdf_callbacks rackup rails rspec ruby-memory-profiler ruby-rewrite update'
    ),
    'config': (
        'cable.yml cache.yml database.yml.sample'
    ),
    'config/initializers': (
        'content_security_policy.rb filter_parameter_logging.rb session_store.rb'
    ),
    'db/old_migrations': (
        '20120701154453_create_invitations.rb 20120906183346_default_filtered_tags.rb '
        '20120919195401_private_tags.rb 20121004153529_add_story_text.rb '
        '20121112165212_add_tag_media_types.rb 20140101202252_add_karma_to_users.rb '
        '20140112192936_add_ban_reason.rb 20140221164400_inactive_tags.rb 20140408160306_add_story_merging.rb '
        '20140901013149_drop_weblogs.rb 20150127180326_add_story_twitter_id.rb '
        '20150211170052_move_hidden_votes_to_hidden_story.rb 20151015005101_add_suggested_taggings.rb '
        '20151207180050_add_user_setting_post_threads.rb 20160704022756_change_story_columns.rb '
        '20171018034551_drop_default_tag_name.rb 20171025072230_modlog_hat_use.rb '
        '20180124143340_add_doffed_at_to_hat.rb 20180130235553_add_read_notification_support.rb '
        '20180201041055_update_replying_comments_to_version_4.rb '
        '20180201172618_update_replying_comments_to_version_5.rb 20180411131217_tag_moderation_log.rb '
        '20180501031849_add_used_at_to_invitation.rb 20191227232955_create_domains.rb '
        '20200210155624_limit_new_user_tags.rb 20220806200248_set_is_tracker_as_banned_to_domains.rb '
        '20230823150648_materialize_confidence_order.rb 20231023155620_add_user_setting_show_email.rb '
        '20240812221847_update_replying_comments_for_hiding.rb 20240813153242_add_hidden_story_created_at.rb '
        '20240926150737_add_origin.rb 20250124063340_add_last_comment_at_to_stories.rb '
        '20250210214901_fix_last_x_at_timestamps.rb 20250302102016_add_edit_last_read_newest.rb '
        '20250728030009_mark_read_notifications.rb 20251027163517_remove_has_been_read_from_messages.rb '
        '20251106155909_create_mod_mail_messages.rb'
    ),
    'extras': (
        'diff_bot.rb pushover.rb sponge.rb'
    ),
    'hatchbox': (
        'Caddyfile.pre caddy-no-access-journal.conf logrotate.conf master.cf post-deploy pre-build transport'
    ),
    'spec': (
        'css_widely_available_spec.rb rails_helper.rb spec_helper.rb sqlite3_cli_spec.rb'
    ),
    'spec/factories': (
        'category.rb comment.rb domain.rb hat.rb hat_request.rb hidden_story.rb invitation.rb '
        'invitation_request.rb message.rb mod_mail.rb mod_mail_message.rb notification.rb origin.rb story.rb '
        'tag.rb user.rb vote.rb'
    ),
    'spec/fixtures/inbound_emails': (
        '1.eml 2.eml 3.eml 4.eml'
    ),
    'spec/fixtures/story_pages': (
        'canonical_error.html canonical_root.html title_ampersand.html title_google.html titled.pdf'
    ),
    'spec/support': (
        'authentication_helper.rb factory_bot.rb vcr.rb'
    ),
}


NEWPIPE_CHANGELOGS_KIND = {
    '': (
        'fastlane/metadata/android/bg/changelogs/64.txt fastlane/metadata/android/bn/changelogs/962.txt '
        'fastlane/metadata/android/el/changelogs/952.txt fastlane/metadata/android/el/changelogs/996.txt '
        'fastlane/metadata/android/en_GB/changelogs/1005.txt '
        'fastlane/metadata/android/en_GB/changelogs/63.txt fastlane/metadata/android/fi/changelogs/63.txt '
        'fastlane/metadata/android/ja/changelogs/952.txt fastlane/metadata/android/ja/changelogs/955.txt '
        'fastlane/metadata/android/kn-IN/changelogs/850.txt fastlane/metadata/android/lv/changelogs/860.txt '
        'fastlane/metadata/android/lv/changelogs/950.txt fastlane/metadata/android/ml/changelogs/64.txt '
        'fastlane/metadata/android/nb-NO/changelogs/960.txt '
        'fastlane/metadata/android/nl-BE/changelogs/910.txt fastlane/metadata/android/sc/changelogs/959.txt '
        'fastlane/metadata/android/th/changelogs/1000.txt fastlane/metadata/android/ti/changelogs/850.txt '
        'fastlane/metadata/android/uk/changelogs/978.txt fastlane/metadata/android/uk/changelogs/984.txt'
    ),
    'fastlane/metadata/android/ar/changelogs': (
        '63.txt 64.txt 69.txt 70.txt 760.txt 840.txt 955.txt 963.txt 965.txt 967.txt 977.txt 991.txt 996.txt'
    ),
    'fastlane/metadata/android/az/changelogs': (
        '66.txt 69.txt 760.txt 830.txt 840.txt 973.txt 989.txt 998.txt'
    ),
    'fastlane/metadata/android/bs/changelogs': (
        '770.txt 850.txt 870.txt 952.txt 959.txt 983.txt'
    ),
    'fastlane/metadata/android/cs/changelogs': (
        '1001.txt 69.txt 830.txt 930.txt 951.txt 955.txt 961.txt 972.txt 974.txt 979.txt 981.txt 984.txt '
        '989.txt 992.txt'
    ),
    'fastlane/metadata/android/de/changelogs': (
        '65.txt 68.txt 730.txt 760.txt 810.txt 830.txt 860.txt 940.txt 955.txt 958.txt 960.txt 966.txt '
        '973.txt 995.txt 998.txt'
    ),
    'fastlane/metadata/android/en-US/changelogs': (
        '1003.txt 1004.txt 1005.txt 71.txt 810.txt 910.txt 920.txt 930.txt 950.txt 961.txt 964.txt 976.txt '
        '986.txt 987.txt 993.txt 994.txt 998.txt'
    ),
    'fastlane/metadata/android/es/changelogs': (
        '1004.txt 1005.txt 70.txt 800.txt 820.txt 958.txt 965.txt 980.txt'
    ),
    'fastlane/metadata/android/et/changelogs': (
        '967.txt 979.txt 999.txt'
    ),
    'fastlane/metadata/android/eu/changelogs': (
        '750.txt 810.txt 870.txt 971.txt 972.txt 973.txt'
    ),
    'fastlane/metadata/android/fa/changelogs': (
        '830.txt 952.txt 955.txt 968.txt 972.txt'
    ),
    'fastlane/metadata/android/fr/changelogs': (
        '1000.txt 1005.txt 1008.txt 820.txt 830.txt 840.txt 930.txt 959.txt 970.txt 986.txt 993.txt'
    ),
    'fastlane/metadata/android/he/changelogs': (
        '956.txt 966.txt 982.txt 984.txt'
    ),
    'fastlane/metadata/android/hi/changelogs': (
        '64.txt 730.txt 810.txt 910.txt 920.txt 958.txt 970.txt 977.txt'
    ),
    'fastlane/metadata/android/hu/changelogs': (
        '1003.txt 1006.txt 730.txt 750.txt 830.txt 860.txt 960.txt 974.txt 977.txt 979.txt'
    ),
    'fastlane/metadata/android/id/changelogs': (
        '1000.txt 1003.txt 1004.txt 1005.txt 66.txt 740.txt 810.txt 951.txt 952.txt 955.txt 984.txt 993.txt '
        '996.txt 998.txt'
    ),
    'fastlane/metadata/android/it/changelogs': (
        '1005.txt 1007.txt 70.txt 810.txt 820.txt 840.txt 953.txt 956.txt 964.txt 982.txt 985.txt 998.txt'
    ),
    'fastlane/metadata/android/ka/changelogs': (
        '1000.txt 940.txt 950.txt 954.txt 971.txt 974.txt 982.txt 983.txt 986.txt'
    ),
    'fastlane/metadata/android/ko/changelogs': (
        '1004.txt 790.txt 950.txt 957.txt 967.txt 972.txt 997.txt'
    ),
    'fastlane/metadata/android/nl/changelogs': (
        '1007.txt 953.txt 983.txt 998.txt'
    ),
    'fastlane/metadata/android/pa/changelogs': (
        '1000.txt 1004.txt 1006.txt 1007.txt 750.txt 820.txt 900.txt 964.txt 976.txt 977.txt 980.txt 981.txt '
        '984.txt'
    ),
    'fastlane/metadata/android/pl/changelogs': (
        '1009.txt 64.txt 976.txt'
    ),
    'fastlane/metadata/android/pt-BR/changelogs': (
        '730.txt 780.txt 952.txt 953.txt 967.txt'
    ),
    'fastlane/metadata/android/pt-PT/changelogs': (
        '66.txt 870.txt 940.txt 950.txt 952.txt 957.txt 976.txt 985.txt 991.txt'
    ),
    'fastlane/metadata/android/pt/changelogs': (
        '1007.txt 750.txt 940.txt 955.txt 962.txt 970.txt 975.txt 980.txt'
    ),
    'fastlane/metadata/android/ru/changelogs': (
        '63.txt 770.txt 953.txt 958.txt 966.txt'
    ),
    'fastlane/metadata/android/sk/changelogs': (
        '1006.txt 1009.txt 66.txt 70.txt 920.txt 967.txt 973.txt'
    ),
    'fastlane/metadata/android/sr/changelogs': (
        '63.txt 967.txt 996.txt'
    ),
    'fastlane/metadata/android/sv/changelogs': (
        '1004.txt 830.txt 952.txt 964.txt 983.txt 985.txt'
    ),
    'fastlane/metadata/android/ta/changelogs': (
        '730.txt 760.txt 820.txt 955.txt 960.txt 978.txt'
    ),
    'fastlane/metadata/android/tr/changelogs': (
        '1002.txt 750.txt 955.txt 956.txt 963.txt 982.txt'
    ),
    'fastlane/metadata/android/uz-Latn/changelogs': (
        '900.txt 950.txt 952.txt'
    ),
    'fastlane/metadata/android/vi/changelogs': (
        '910.txt 952.txt 964.txt 973.txt 974.txt 978.txt 980.txt 982.txt 989.txt 998.txt'
    ),
    'fastlane/metadata/android/zh-Hans/changelogs': (
        '1002.txt 1009.txt 800.txt 860.txt 955.txt 957.txt 972.txt 981.txt 983.txt 989.txt 994.txt 998.txt'
    ),
    'fastlane/metadata/android/zh-Hant/changelogs': (
        '65.txt 830.txt 870.txt 961.txt 988.txt 991.txt 999.txt'
    ),
    'fastlane/metadata/android/zh_Hant_HK/changelogs': (
        '68.txt 984.txt 987.txt'
    ),
}

NEWPIPE_CHANGELOGS_OTHER = {
    '': (
        'app/src/main/java/org/schabi/newpipe/local/feed/service/FeedLoadState.kt '
        'app/src/main/java/org/schabi/newpipe/local/subscription/item/PickerIconItem.kt '
        'app/src/main/java/org/schabi/newpipe/player/helper/PlayerHolder.java '
        'app/src/main/java/org/schabi/newpipe/player/resolver/PlaybackResolver.java '
        'app/src/main/java/org/schabi/newpipe/settings/export/ImportExportManager.kt '
        'app/src/main/java/org/schabi/newpipe/settings/preferencesearch/package-info.java '
        'app/src/main/res/drawable/ic_public.xml app/src/main/res/drawable/progress_circular_white.xml '
        'app/src/main/res/values-bn-rBD/strings.xml app/src/main/res/values-it/strings.xml '
        'app/src/main/res/values-sk/strings.xml app/src/main/res/values-sw/strings.xml '
        'app/src/main/res/values-w820dp/dimens.xml app/src/main/res/xml/player_notification_settings.xml '
        'app/src/test/resources/settings/nodb_noser_json.zip '
        'buildSrc/src/main/kotlin/CheckDependenciesOrder.kt fastlane/metadata/android/ar/full_description.txt '
        'fastlane/metadata/android/ar/short_description.txt '
        'fastlane/metadata/android/ar_LY/full_description.txt '
        'fastlane/metadata/android/ar_LY/short_description.txt '
        'fastlane/metadata/android/ast/full_description.txt '
        'fastlane/metadata/android/ast/short_description.txt '
        'fastlane/metadata/android/az/full_description.txt fastlane/metadata/android/az/short_description.txt '
        'fastlane/metadata/android/azb/short_description.txt '
        'fastlane/metadata/android/bar/short_description.txt '
        'fastlane/metadata/android/be/full_description.txt fastlane/metadata/android/be/short_description.txt '
        'fastlane/metadata/android/bg/full_description.txt fastlane/metadata/android/bg/short_description.txt '
        'fastlane/metadata/android/bm/short_description.txt fastlane/metadata/android/bn/full_description.txt '
        'fastlane/metadata/android/bn/short_description.txt '
        'fastlane/metadata/android/bn_BD/full_description.txt '
        'fastlane/metadata/android/bn_BD/short_description.txt '
        'fastlane/metadata/android/bs/full_description.txt fastlane/metadata/android/bs/short_description.txt '
        'fastlane/metadata/android/ca/full_description.txt fastlane/metadata/android/ca/short_description.txt '
        'fastlane/metadata/android/ckb/short_description.txt '
        'fastlane/metadata/android/cs/full_description.txt fastlane/metadata/android/cs/short_description.txt '
        'fastlane/metadata/android/cy/full_description.txt fastlane/metadata/android/cy/short_description.txt '
        'fastlane/metadata/android/da/full_description.txt fastlane/metadata/android/da/short_description.txt '
        'fastlane/metadata/android/de/full_description.txt fastlane/metadata/android/de/short_description.txt '
        'fastlane/metadata/android/el/full_description.txt fastlane/metadata/android/el/short_description.txt '
        'fastlane/metadata/android/en-US/full_description.txt '
        'fastlane/metadata/android/en-US/images/featureGraphic.png '
        'fastlane/metadata/android/en-US/images/icon.png '
        'fastlane/metadata/android/en-US/images/tenInchScreenshots/09.png '
        'fastlane/metadata/android/en-US/images/tenInchScreenshots/10.png '
        'fastlane/metadata/android/en-US/short_description.txt '
        'fastlane/metadata/android/en_GB/full_description.txt '
        'fastlane/metadata/android/en_GB/short_description.txt '
        'fastlane/metadata/android/eo/full_description.txt fastlane/metadata/android/eo/short_description.txt '
        'fastlane/metadata/android/es/full_description.txt fastlane/metadata/android/es/short_description.txt '
        'fastlane/metadata/android/et/full_description.txt fastlane/metadata/android/et/short_description.txt '
        'fastlane/metadata/android/eu/full_description.txt fastlane/metadata/android/eu/short_description.txt '
        'fastlane/metadata/android/fa/full_description.txt fastlane/metadata/android/fa/short_description.txt '
        'fastlane/metadata/android/fi/full_description.txt fastlane/metadata/android/fi/short_description.txt '
        'fastlane/metadata/android/fil/full_description.txt '
        'fastlane/metadata/android/fil/short_description.txt '
        'fastlane/metadata/android/fr/full_description.txt fastlane/metadata/android/fr/short_description.txt '
        'fastlane/metadata/android/gl/full_description.txt fastlane/metadata/android/gl/short_description.txt '
        'fastlane/metadata/android/he/full_description.txt fastlane/metadata/android/he/short_description.txt '
        'fastlane/metadata/android/hi/full_description.txt fastlane/metadata/android/hi/short_description.txt '
        'fastlane/metadata/android/hr/full_description.txt fastlane/metadata/android/hr/short_description.txt '
        'fastlane/metadata/android/hu/full_description.txt fastlane/metadata/android/hu/short_description.txt '
        'fastlane/metadata/android/ia/short_description.txt fastlane/metadata/android/id/full_description.txt '
        'fastlane/metadata/android/id/short_description.txt fastlane/metadata/android/is/full_description.txt '
        'fastlane/metadata/android/is/short_description.txt fastlane/metadata/android/it/full_description.txt '
        'fastlane/metadata/android/it/short_description.txt fastlane/metadata/android/ja/full_description.txt '
        'fastlane/metadata/android/ja/short_description.txt fastlane/metadata/android/jv/full_description.txt '
        'fastlane/metadata/android/jv/short_description.txt fastlane/metadata/android/ka/full_description.txt '
        'fastlane/metadata/android/ka/short_description.txt '
        'fastlane/metadata/android/kab/short_description.txt '
        'fastlane/metadata/android/kk/full_description.txt fastlane/metadata/android/kk/short_description.txt '
        'fastlane/metadata/android/kn-IN/full_description.txt '
        'fastlane/metadata/android/kn-IN/short_description.txt '
        'fastlane/metadata/android/ko/full_description.txt fastlane/metadata/android/ko/short_description.txt '
        'fastlane/metadata/android/ku/short_description.txt '
        'fastlane/metadata/android/lmo/full_description.txt '
        'fastlane/metadata/android/lmo/short_description.txt '
        'fastlane/metadata/android/lt/full_description.txt fastlane/metadata/android/lt/short_description.txt '
        'fastlane/metadata/android/lv/full_description.txt fastlane/metadata/android/lv/short_description.txt '
        'fastlane/metadata/android/mk/full_description.txt fastlane/metadata/android/mk/short_description.txt '
        'fastlane/metadata/android/ml/full_description.txt fastlane/metadata/android/ml/short_description.txt '
        'fastlane/metadata/android/ms/full_description.txt fastlane/metadata/android/ms/short_description.txt '
        'fastlane/metadata/android/nb-NO/full_description.txt '
        'fastlane/metadata/android/nb-NO/short_description.txt '
        'fastlane/metadata/android/ne/short_description.txt '
        'fastlane/metadata/android/nl-BE/full_description.txt '
        'fastlane/metadata/android/nl-BE/short_description.txt '
        'fastlane/metadata/android/nl/full_description.txt fastlane/metadata/android/nl/short_description.txt '
        'fastlane/metadata/android/nqo/full_description.txt '
        'fastlane/metadata/android/nqo/short_description.txt '
        'fastlane/metadata/android/or/full_description.txt fastlane/metadata/android/or/short_description.txt '
        'fastlane/metadata/android/pa-PK/short_description.txt '
        'fastlane/metadata/android/pa/full_description.txt fastlane/metadata/android/pa/short_description.txt '
        'fastlane/metadata/android/pl/full_description.txt fastlane/metadata/android/pl/short_description.txt '
        'fastlane/metadata/android/pt-BR/full_description.txt '
        'fastlane/metadata/android/pt-BR/short_description.txt '
        'fastlane/metadata/android/pt-PT/full_description.txt '
        'fastlane/metadata/android/pt-PT/short_description.txt '
        'fastlane/metadata/android/pt/full_description.txt fastlane/metadata/android/pt/short_description.txt '
        'fastlane/metadata/android/ro/full_description.txt fastlane/metadata/android/ro/short_description.txt '
        'fastlane/metadata/android/ru/full_description.txt fastlane/metadata/android/ru/short_description.txt '
        'fastlane/metadata/android/sat/short_description.txt '
        'fastlane/metadata/android/sc/full_description.txt fastlane/metadata/android/sc/short_description.txt '
        'fastlane/metadata/android/si/full_description.txt fastlane/metadata/android/si/short_description.txt '
        'fastlane/metadata/android/sk/full_description.txt fastlane/metadata/android/sk/short_description.txt '
        'fastlane/metadata/android/sl/short_description.txt fastlane/metadata/android/so/full_description.txt '
        'fastlane/metadata/android/so/short_description.txt fastlane/metadata/android/sq/full_description.txt '
        'fastlane/metadata/android/sq/short_description.txt fastlane/metadata/android/sr/full_description.txt '
        'fastlane/metadata/android/sr/short_description.txt fastlane/metadata/android/sv/full_description.txt '
        'fastlane/metadata/android/sv/short_description.txt fastlane/metadata/android/ta/full_description.txt '
        'fastlane/metadata/android/ta/short_description.txt fastlane/metadata/android/te/full_description.txt '
        'fastlane/metadata/android/te/short_description.txt fastlane/metadata/android/th/full_description.txt '
        'fastlane/metadata/android/th/short_description.txt fastlane/metadata/android/ti/full_description.txt '
        'fastlane/metadata/android/ti/short_description.txt '
        'fastlane/metadata/android/tl/short_description.txt '
        'fastlane/metadata/android/tok/full_description.txt '
        'fastlane/metadata/android/tok/short_description.txt '
        'fastlane/metadata/android/tr/full_description.txt fastlane/metadata/android/tr/short_description.txt '
        'fastlane/metadata/android/uk/full_description.txt fastlane/metadata/android/uk/short_description.txt '
        'fastlane/metadata/android/und/full_description.txt '
        'fastlane/metadata/android/und/short_description.txt '
        'fastlane/metadata/android/ur/full_description.txt fastlane/metadata/android/ur/short_description.txt '
        'fastlane/metadata/android/uz-Latn/full_description.txt '
        'fastlane/metadata/android/uz-Latn/short_description.txt '
        'fastlane/metadata/android/vi/full_description.txt fastlane/metadata/android/vi/short_description.txt '
        'fastlane/metadata/android/zh-Hans/full_description.txt '
        'fastlane/metadata/android/zh-Hans/short_description.txt '
        'fastlane/metadata/android/zh-Hant/full_description.txt '
        'fastlane/metadata/android/zh-Hant/short_description.txt '
        'fastlane/metadata/android/zh_Hant_HK/full_description.txt '
        'fastlane/metadata/android/zh_Hant_HK/short_description.txt'
    ),
    'app/src/main/java/org/schabi/newpipe/util': (
        'DependentPreferenceHelper.kt DeviceUtils.java SparseItemUtil.java'
    ),
    'fastlane/metadata/android/en-US/images/phoneScreenshots': (
        '00.png 01.png 02.png 03.png 04.png 05.png 06.png 07.png 08.png'
    ),
}


NEWPIPE_STRINGS_KIND = {
    '': (
        'app/src/main/res/values-ace/strings.xml app/src/main/res/values-aeb/strings.xml '
        'app/src/main/res/values-af/strings.xml app/src/main/res/values-ang/strings.xml '
        'app/src/main/res/values-ar-rLY/strings.xml app/src/main/res/values-ar/strings.xml '
        'app/src/main/res/values-ars/strings.xml app/src/main/res/values-as/strings.xml '
        'app/src/main/res/values-ay/strings.xml app/src/main/res/values-ayc/strings.xml '
        'app/src/main/res/values-az/strings.xml app/src/main/res/values-azb/strings.xml '
        'app/src/main/res/values-b+ast/strings.xml app/src/main/res/values-b+uz+Latn/strings.xml '
        'app/src/main/res/values-bar/strings.xml app/src/main/res/values-be/strings.xml '
        'app/src/main/res/values-ber/strings.xml app/src/main/res/values-bg/strings.xml '
        'app/src/main/res/values-bm/strings.xml app/src/main/res/values-bn-rBD/strings.xml '
        'app/src/main/res/values-bn-rIN/strings.xml app/src/main/res/values-bn/strings.xml '
        'app/src/main/res/values-bqi/strings.xml app/src/main/res/values-br/strings.xml '
        'app/src/main/res/values-bs/strings.xml app/src/main/res/values-ca/strings.xml '
        'app/src/main/res/values-ckb/strings.xml app/src/main/res/values-cs/strings.xml '
        'app/src/main/res/values-cy/strings.xml app/src/main/res/values-da/strings.xml '
        'app/src/main/res/values-de/strings.xml app/src/main/res/values-dum/strings.xml '
        'app/src/main/res/values-el/strings.xml app/src/main/res/values-en-rGB/strings.xml '
        'app/src/main/res/values-enm/strings.xml app/src/main/res/values-eo/strings.xml '
        'app/src/main/res/values-es/strings.xml app/src/main/res/values-et/strings.xml '
        'app/src/main/res/values-eu/strings.xml app/src/main/res/values-fa/strings.xml '
        'app/src/main/res/values-fi/strings.xml app/src/main/res/values-fil/strings.xml '
        'app/src/main/res/values-fr/strings.xml app/src/main/res/values-frc/strings.xml '
        'app/src/main/res/values-gd/strings.xml app/src/main/res/values-gl/strings.xml '
        'app/src/main/res/values-gu/strings.xml app/src/main/res/values-he/strings.xml '
        'app/src/main/res/values-hi/strings.xml app/src/main/res/values-hr/strings.xml '
        'app/src/main/res/values-hu/strings.xml app/src/main/res/values-hy/strings.xml '
        'app/src/main/res/values-ia/strings.xml app/src/main/res/values-in/strings.xml '
        'app/src/main/res/values-is/strings.xml app/src/main/res/values-it/strings.xml '
        'app/src/main/res/values-ja/strings.xml app/src/main/res/values-ji/strings.xml '
        'app/src/main/res/values-jv/strings.xml app/src/main/res/values-ka/strings.xml '
        'app/src/main/res/values-kab/strings.xml app/src/main/res/values-kk/strings.xml '
        'app/src/main/res/values-kmr/strings.xml app/src/main/res/values-kn/strings.xml '
        'app/src/main/res/values-ko/strings.xml app/src/main/res/values-ks/strings.xml '
        'app/src/main/res/values-ku/strings.xml app/src/main/res/values-la/strings.xml '
        'app/src/main/res/values-lmo/strings.xml app/src/main/res/values-lt/strings.xml '
        'app/src/main/res/values-lv/strings.xml app/src/main/res/values-mk/strings.xml '
        'app/src/main/res/values-ml/strings.xml app/src/main/res/values-mn/strings.xml '
        'app/src/main/res/values-mr/strings.xml app/src/main/res/values-ms/strings.xml '
        'app/src/main/res/values-my/strings.xml app/src/main/res/values-nap/strings.xml '
        'app/src/main/res/values-nb-rNO/strings.xml app/src/main/res/values-nds/strings.xml '
        'app/src/main/res/values-ne/strings.xml app/src/main/res/values-nl-rBE/strings.xml '
        'app/src/main/res/values-nl/strings.xml app/src/main/res/values-nn/strings.xml '
        'app/src/main/res/values-nqo/strings.xml app/src/main/res/values-oc/strings.xml '
        'app/src/main/res/values-or/strings.xml app/src/main/res/values-pa-rPK/strings.xml '
        'app/src/main/res/values-pa/strings.xml app/src/main/res/values-pl/strings.xml '
        'app/src/main/res/values-pt-rBR/strings.xml app/src/main/res/values-pt-rPT/strings.xml '
        'app/src/main/res/values-pt/strings.xml app/src/main/res/values-ro/strings.xml '
        'app/src/main/res/values-rom/strings.xml app/src/main/res/values-ru/strings.xml '
        'app/src/main/res/values-ryu/strings.xml app/src/main/res/values-sat/strings.xml '
        'app/src/main/res/values-sc/strings.xml app/src/main/res/values-scn/strings.xml '
        'app/src/main/res/values-si/strings.xml app/src/main/res/values-sk/strings.xml '
        'app/src/main/res/values-sl/strings.xml app/src/main/res/values-so/strings.xml '
        'app/src/main/res/values-sq/strings.xml app/src/main/res/values-sr/strings.xml '
        'app/src/main/res/values-sv/strings.xml app/src/main/res/values-sw/strings.xml '
        'app/src/main/res/values-ta/strings.xml app/src/main/res/values-te/strings.xml '
        'app/src/main/res/values-th/strings.xml app/src/main/res/values-ti/strings.xml '
        'app/src/main/res/values-tl/strings.xml app/src/main/res/values-tok/strings.xml '
        'app/src/main/res/values-tr/strings.xml app/src/main/res/values-tt/strings.xml '
        'app/src/main/res/values-tzm/strings.xml app/src/main/res/values-uk/strings.xml '
        'app/src/main/res/values-und/strings.xml app/src/main/res/values-ur/strings.xml '
        'app/src/main/res/values-vi/strings.xml app/src/main/res/values-vmf/strings.xml '
        'app/src/main/res/values-zh-rCN/strings.xml app/src/main/res/values-zh-rHK/strings.xml '
        'app/src/main/res/values-zh-rTW/strings.xml'
    ),
}

NEWPIPE_STRINGS_OTHER = {
    '': (
        'app/src/main/res/animator/custom_fade_in.xml app/src/main/res/animator/custom_fade_out.xml '
        'app/src/main/res/drawable-hdpi/ic_newpipe_triangle_white.png '
        'app/src/main/res/drawable-hdpi/ic_newpipe_update.png '
        'app/src/main/res/drawable-mdpi/volunteer_activism_ic.xml '
        'app/src/main/res/drawable-nodpi/background_header.png '
        'app/src/main/res/drawable-nodpi/placeholder_channel_banner.png '
        'app/src/main/res/drawable-v23/splash_background.xml '
        'app/src/main/res/drawable-xhdpi/ic_newpipe_triangle_white.png '
        'app/src/main/res/drawable-xxhdpi/ic_newpipe_triangle_white.png '
        'app/src/main/res/drawable-xxxhdpi/ic_newpipe_triangle_white.png '
        'app/src/main/res/layout-land/activity_player_queue_control.xml '
        'app/src/main/res/layout-land/list_stream_card_item.xml '
        'app/src/main/res/layout-large-land/fragment_video_detail.xml '
        'app/src/main/res/mipmap-hdpi/ic_launcher.png app/src/main/res/mipmap-hdpi/ic_launcher_foreground.png '
        'app/src/main/res/mipmap-mdpi/ic_launcher_foreground.png '
        'app/src/main/res/mipmap-xhdpi/newpipe_tv_banner.png app/src/main/res/mipmap-xxxhdpi/ic_launcher.png '
        'app/src/main/res/mipmap-xxxhdpi/ic_launcher_foreground.png app/src/main/res/resources.properties '
        'app/src/main/res/values-iw app/src/main/res/values-land/dimens.xml '
        'app/src/main/res/values-night/styles.xml app/src/main/res/values-sw600dp-land/dimens.xml '
        'app/src/main/res/values-sw600dp/dimens.xml app/src/main/res/values-v27/styles.xml '
        'app/src/main/res/values-v29/styles.xml'
    ),
    'app/src/main/res/drawable': (
        'dashed_border_black.xml dashed_border_dark.xml ic_add.xml ic_add_circle_outline.xml ic_apps.xml '
        'ic_arrow_back.xml ic_arrow_drop_down.xml ic_attach_money.xml ic_bookmark.xml ic_bookmark_white.xml '
        'ic_brightness_high.xml ic_brightness_low.xml ic_brightness_medium.xml ic_campaign.xml ic_cast.xml '
        'ic_checklist.xml ic_close.xml ic_cloud_download.xml ic_comment.xml ic_computer.xml '
        'ic_crop_portrait.xml ic_delete.xml ic_description.xml ic_directions_car.xml ic_done.xml '
        'ic_drag_handle.xml ic_expand_more.xml ic_explore.xml ic_fastfood.xml ic_favorite.xml '
        'ic_file_download.xml ic_fullscreen.xml ic_fullscreen_exit.xml ic_history.xml ic_history_white.xml '
        'ic_home.xml ic_insert_emoticon.xml ic_language.xml ic_list.xml ic_live_tv.xml ic_menu_book.xml '
        'ic_mic.xml ic_movie.xml ic_music_note.xml ic_next.xml ic_notifications.xml ic_palette.xml '
        'ic_pause.xml ic_picture_in_picture.xml ic_pin.xml ic_placeholder_media_ccc.xml '
        'ic_placeholder_peertube.xml ic_play_arrow.xml ic_play_seek_triangle.xml ic_playlist_add.xml '
        'ic_playlist_add_check.xml ic_playlist_play.xml ic_podcasts.xml ic_public.xml ic_radio.xml '
        'ic_refresh.xml ic_save.xml ic_school.xml ic_search.xml ic_settings_backup_restore.xml ic_share.xml '
        'ic_shopping_cart.xml ic_shuffle.xml ic_stars.xml ic_thumb_up.xml ic_tv.xml ic_visibility_on.xml '
        'ic_volume_down.xml ic_volume_mute.xml ic_volume_off.xml ic_whatshot.xml not_available_monkey.xml '
        'placeholder_person.xml placeholder_thumbnail_video.xml player_controls_top_background.xml '
        'progress_soundcloud_horizontal_dark.xml progress_soundcloud_horizontal_light.xml '
        'selector_checked_dark.xml selector_dark.xml selector_focused_dark.xml selector_light.xml '
        'splash_background.xml toolbar_shadow_dark.xml toolbar_shadow_light.xml'
    ),
    'app/src/main/res/layout': (
        'activity_downloader.xml activity_error.xml activity_main.xml activity_player_queue_control.xml '
        'activity_recaptcha.xml comment_replies_header.xml dialog_feed_group_reorder.xml dialog_playlists.xml '
        'dialog_title.xml download_loading_dialog.xml drawer_header.xml error_panel.xml '
        'feed_group_add_new_grid_item.xml feed_item_carousel.xml fragment_about.xml fragment_blank.xml '
        'fragment_channel_videos.xml fragment_choose_tabs.xml fragment_comments.xml fragment_empty.xml '
        'fragment_kiosk.xml fragment_licenses.xml fragment_main.xml fragment_playlist.xml fragment_search.xml '
        'fragment_subscription.xml fragment_video_detail.xml item_metadata.xml item_notification_config.xml '
        'item_search_suggestion.xml item_stream_segment.xml list_channel_card_item.xml '
        'list_channel_grid_item.xml list_channel_item.xml list_choose_tabs.xml list_comment_item.xml '
        'list_empty_view.xml list_empty_view_subscriptions.xml list_playlist_bookmark_item.xml '
        'list_playlist_grid_item.xml list_playlist_item.xml list_stream_card_item.xml '
        'list_stream_playlist_grid_item.xml list_stream_playlist_item.xml local_playlist_header.xml '
        'mission_item_linear.xml missions.xml missions_header.xml picker_icon_item.xml '
        'picker_subscription_item.xml player_fast_seek_seconds_view.xml playlist_control.xml '
        'playlist_header.xml select_feed_group_fragment.xml select_kiosk_fragment.xml '
        'select_playlist_fragment.xml settings_notification_action.xml settings_preferencesearch_fragment.xml '
        'settings_preferencesearch_list_item_result.xml single_choice_dialog_view.xml '
        'subscription_groups_header.xml'
    ),
    'app/src/main/res/menu': (
        'dialog_url.xml drawer_items.xml menu_channel.xml menu_chooser_fragment.xml menu_feed_fragment.xml '
        'menu_history.xml menu_main_fragment.xml menu_notifications_channels.xml menu_play_queue.xml '
        'menu_play_queue_bg.xml menu_playlist.xml menu_recaptcha.xml'
    ),
    'app/src/main/res/values': (
        'attrs.xml bools.xml colors.xml styles_services.xml'
    ),
    'app/src/main/res/xml': (
        'appearance_settings.xml content_settings.xml exoplayer_settings.xml notifications_settings.xml '
        'player_notification_settings.xml video_audio_settings.xml'
    ),
}


NEWPIPE_SCREENSHOTS_KIND = {
    '': (
        'fastlane/metadata/android/en-US/images/tenInchScreenshots/09.png '
        'fastlane/metadata/android/en-US/images/tenInchScreenshots/10.png'
    ),
    'fastlane/metadata/android/en-US/images/phoneScreenshots': (
        '00.png 01.png 02.png 03.png 04.png 05.png 06.png 07.png 08.png'
    ),
}

NEWPIPE_SCREENSHOTS_OTHER = {
    '': (
        'fastlane/metadata/android/bg/full_description.txt fastlane/metadata/android/cy/short_description.txt '
        'fastlane/metadata/android/da/full_description.txt '
        'fastlane/metadata/android/en-US/images/featureGraphic.png '
        'fastlane/metadata/android/en-US/images/icon.png fastlane/metadata/android/et/changelogs/1002.txt '
        'fastlane/metadata/android/fi/short_description.txt fastlane/metadata/android/fr/full_description.txt '
        'fastlane/metadata/android/hr/full_description.txt fastlane/metadata/android/is/short_description.txt '
        'fastlane/metadata/android/it/short_description.txt fastlane/metadata/android/ja/changelogs/1002.txt '
        'fastlane/metadata/android/ja/full_description.txt fastlane/metadata/android/ja/short_description.txt '
        'fastlane/metadata/android/ka/changelogs/70.txt fastlane/metadata/android/ka/changelogs/900.txt '
        'fastlane/metadata/android/ko/changelogs/770.txt fastlane/metadata/android/ko/changelogs/970.txt '
        'fastlane/metadata/android/lv/changelogs/996.txt fastlane/metadata/android/lv/full_description.txt '
        'fastlane/metadata/android/ml/changelogs/63.txt fastlane/metadata/android/ne/short_description.txt '
        'fastlane/metadata/android/pt/changelogs/66.txt fastlane/metadata/android/pt/changelogs/985.txt '
        'fastlane/metadata/android/sk/full_description.txt fastlane/metadata/android/ta/changelogs/974.txt '
        'fastlane/metadata/android/ta/changelogs/980.txt fastlane/metadata/android/th/changelogs/1000.txt '
        'fastlane/metadata/android/tl/short_description.txt fastlane/metadata/android/tr/changelogs/959.txt '
        'fastlane/metadata/android/tr/changelogs/962.txt fastlane/metadata/android/und/full_description.txt '
        'fastlane/metadata/android/vi/short_description.txt '
        'fastlane/metadata/android/zh_Hant_HK/changelogs/1005.txt '
        'fastlane/metadata/android/zh_Hant_HK/changelogs/65.txt'
    ),
    'fastlane/metadata/android/ar/changelogs': (
        '63.txt 64.txt 69.txt 760.txt 955.txt 963.txt 965.txt 967.txt 977.txt'
    ),
    'fastlane/metadata/android/az/changelogs': (
        '1003.txt 1007.txt 770.txt 780.txt 967.txt 999.txt'
    ),
    'fastlane/metadata/android/bs/changelogs': (
        '64.txt 760.txt 830.txt 964.txt 983.txt 997.txt'
    ),
    'fastlane/metadata/android/cs/changelogs': (
        '1004.txt 65.txt 800.txt 930.txt 950.txt 955.txt 960.txt 968.txt 996.txt 999.txt'
    ),
    'fastlane/metadata/android/de/changelogs': (
        '1007.txt 66.txt 70.txt 730.txt 790.txt 860.txt 965.txt 968.txt 991.txt 997.txt'
    ),
    'fastlane/metadata/android/el/changelogs': (
        '1000.txt 1001.txt 730.txt'
    ),
    'fastlane/metadata/android/en-US/changelogs': (
        '1000.txt 1001.txt 1004.txt 953.txt 960.txt 971.txt 989.txt'
    ),
    'fastlane/metadata/android/es/changelogs': (
        '1004.txt 66.txt 830.txt 968.txt 971.txt 973.txt 992.txt'
    ),
    'fastlane/metadata/android/eu/changelogs': (
        '69.txt 70.txt 967.txt 974.txt 987.txt 991.txt'
    ),
    'fastlane/metadata/android/fa/changelogs': (
        '1004.txt 830.txt 956.txt 975.txt 977.txt 999.txt'
    ),
    'fastlane/metadata/android/fr/changelogs': (
        '770.txt 840.txt 959.txt 969.txt'
    ),
    'fastlane/metadata/android/he/changelogs': (
        '956.txt 965.txt 979.txt'
    ),
    'fastlane/metadata/android/hi/changelogs': (
        '900.txt 958.txt 960.txt 971.txt'
    ),
    'fastlane/metadata/android/hu/changelogs': (
        '810.txt 860.txt 930.txt 954.txt 961.txt 974.txt 978.txt'
    ),
    'fastlane/metadata/android/id/changelogs': (
        '740.txt 760.txt 860.txt 950.txt 960.txt 961.txt 963.txt 978.txt'
    ),
    'fastlane/metadata/android/it/changelogs': (
        '1002.txt 71.txt 790.txt 900.txt 979.txt 984.txt'
    ),
    'fastlane/metadata/android/nl/changelogs': (
        '68.txt 952.txt 953.txt 956.txt 957.txt 960.txt 979.txt 981.txt'
    ),
    'fastlane/metadata/android/pa/changelogs': (
        '66.txt 959.txt 964.txt 982.txt 996.txt'
    ),
    'fastlane/metadata/android/pl/changelogs': (
        '983.txt 991.txt 994.txt'
    ),
    'fastlane/metadata/android/pt-BR/changelogs': (
        '740.txt 830.txt 961.txt'
    ),
    'fastlane/metadata/android/pt-PT/changelogs': (
        '1004.txt 830.txt 993.txt'
    ),
    'fastlane/metadata/android/ru/changelogs': (
        '1003.txt 810.txt 870.txt 976.txt 984.txt 989.txt'
    ),
    'fastlane/metadata/android/sk/changelogs': (
        '958.txt 991.txt 994.txt'
    ),
    'fastlane/metadata/android/sv/changelogs': (
        '954.txt 955.txt 958.txt 974.txt 985.txt 986.txt'
    ),
    'fastlane/metadata/android/uk/changelogs': (
        '1005.txt 1007.txt 66.txt 740.txt 830.txt 967.txt 973.txt 985.txt'
    ),
    'fastlane/metadata/android/uz-Latn/changelogs': (
        '770.txt 920.txt 953.txt'
    ),
    'fastlane/metadata/android/vi/changelogs': (
        '1007.txt 979.txt 985.txt 998.txt'
    ),
    'fastlane/metadata/android/zh-Hans/changelogs': (
        '740.txt 810.txt 930.txt 968.txt 988.txt 998.txt'
    ),
    'fastlane/metadata/android/zh-Hant/changelogs': (
        '1001.txt 1003.txt 800.txt 850.txt 985.txt'
    ),
}


DO_EXAMPLES_KIND = {
    '': (
        'specification/resources/account/examples/curl/account_get.yml '
        'specification/resources/actions/examples/curl/actions_get.yml '
        'specification/resources/actions/examples/curl/actions_list.yml '
        'specification/resources/actions/examples/go/actions_list.yml '
        'specification/resources/actions/examples/ruby/actions_list.yml '
        'specification/resources/addons/examples/curl/addons_update.yml '
        'specification/resources/billing/examples/curl/invoices_get_byUUID.yml '
        'specification/resources/billing/examples/curl/invoices_get_summaryByUUID.yml '
        'specification/resources/byoip_prefixes/examples/curl/delete_byoip_prefix.yml '
        'specification/resources/byoip_prefixes/examples/python/byoip_prefix_list_resources.yml '
        'specification/resources/byoip_prefixes/examples/python/get_byoip_prefix.yml '
        'specification/resources/cdn/examples/curl/endpoints_delete.yml '
        'specification/resources/cdn/examples/go/endpoints_delete.yml '
        'specification/resources/cdn/examples/go/purge_cdn_cache.yml '
        'specification/resources/cdn/examples/python/endpoints_delete.yml '
        'specification/resources/cdn/examples/python/endpoints_list.yml '
        'specification/resources/cdn/examples/ruby/endpoints_create.yml '
        'specification/resources/cdn/examples/ruby/purge_cdn_cache.yml '
        'specification/resources/certificates/examples/curl/certificates_create.yml '
        'specification/resources/certificates/examples/curl/certificates_list.yml '
        'specification/resources/certificates/examples/go/certificates_create.yml '
        'specification/resources/certificates/examples/go/certificates_delete.yml '
        'specification/resources/certificates/examples/python/certificates_create.yml '
        'specification/resources/certificates/examples/python/certificates_delete.yml '
        'specification/resources/droplets/examples/ruby/droplets_get.yml '
        'specification/resources/firewalls/examples/go/firewalls_delete_droplets.yml '
        'specification/resources/firewalls/examples/go/firewalls_get.yml '
        'specification/resources/floating_ips/examples/go/list_floating_ips.yml '
        'specification/resources/floating_ips/examples/go/post_floating_ip_action.yml '
        'specification/resources/floating_ips/examples/ruby/list_floating_ip_actions.yml '
        'specification/resources/floating_ips/examples/ruby/list_floating_ips.yml '
        'specification/resources/functions/examples/python/list_namespaces.yml '
        'specification/resources/functions/examples/python/update_trigger.yml '
        'specification/resources/images/examples/go/imageActions_list.yml '
        'specification/resources/images/examples/go/images_list.yml '
        'specification/resources/images/examples/python/imageActions_get.yml '
        'specification/resources/images/examples/python/images_list.yml '
        'specification/resources/images/examples/ruby/imageActions_get.yml '
        'specification/resources/inference/examples/dots/inference_create_batch.yml '
        'specification/resources/inference/examples/dots/inference_create_embeddings.yml '
        'specification/resources/load_balancers/examples/curl/loadBalancers_remove_forwardingRules.yml '
        'specification/resources/load_balancers/examples/curl/loadBalancers_update.yml '
        'specification/resources/load_balancers/examples/python/loadBalancers_delete.yml '
        'specification/resources/load_balancers/examples/python/loadBalancers_get.yml '
        'specification/resources/nfs/examples/curl/nfs_access_point_list.yml '
        'specification/resources/nfs/examples/curl/nfs_snapshot_delete.yml '
        'specification/resources/organizations/examples/curl/organizations_create_team.yml '
        'specification/resources/partner_network_connect/examples/curl/partner_attachment_create.yml '
        'specification/resources/partner_network_connect/examples/curl/partner_attachment_list.yml '
        'specification/resources/projects/examples/go/projects_list_resources.yml '
        'specification/resources/projects/examples/go/projects_patch_default.yml '
        'specification/resources/projects/examples/python/projects_assign_resources_default.yml '
        'specification/resources/regions/examples/curl/regions_list.yml '
        'specification/resources/regions/examples/python/regions_list.yml '
        'specification/resources/reserved_ips/examples/curl/create_reserved_ip.yml '
        'specification/resources/reserved_ips/examples/curl/post_reserved_ip_action.yml '
        'specification/resources/reserved_ips/examples/python/get_reserved_ip.yml '
        'specification/resources/reserved_ips/examples/python/list_reserved_ip_actions.yml '
        'specification/resources/reserved_ips/examples/ruby/create_reserved_ip.yml '
        'specification/resources/reserved_ipv6/examples/curl/delete_reserved_ipv6.yml '
        'specification/resources/reserved_ipv6/examples/curl/list_reserved_ipv6s.yml '
        'specification/resources/reserved_ipv6/examples/python/get_reserved_ipv6.yml '
        'specification/resources/security/examples/curl/security_secret_restore.yml '
        'specification/resources/security/examples/curl/security_secrets_list.yml '
        'specification/resources/sizes/examples/ruby/sizes_list.yml '
        'specification/resources/snapshots/examples/go/snapshots_get.yml '
        'specification/resources/snapshots/examples/go/snapshots_list.yml '
        'specification/resources/snapshots/examples/python/snapshots_get.yml '
        'specification/resources/snapshots/examples/python/snapshots_list.yml '
        'specification/resources/tags/examples/go/tags_assign_resources.yml '
        'specification/resources/tags/examples/go/tags_get.yml '
        'specification/resources/tags/examples/ruby/tags_list.yml '
        'specification/resources/uptime/examples/curl/alert_delete.yml '
        'specification/resources/uptime/examples/python/check_get.yml '
        'specification/resources/uptime/examples/python/check_state_get.yml '
        'specification/resources/volumes/examples/go/volumes_create.yml '
        'specification/resources/volumes/examples/go/volumes_list.yml '
        'specification/resources/vpc_nat_gateways/examples/curl/vpc_nat_gateway_get.yml '
        'specification/resources/vpc_nat_gateways/examples/curl/vpc_nat_gateway_update.yml '
        'specification/resources/vpc_peerings/examples/curl/vpc_peerings_update.yml '
        'specification/resources/vpcs/examples/curl/vpcs_list.yml '
        'specification/resources/vpcs/examples/curl/vpcs_list_peerings.yml '
        'specification/resources/vpcs/examples/go/vpcs_update.yml '
        'specification/resources/vpcs/examples/python/vpcs_list.yml '
        'specification/resources/vpcs/examples/python/vpcs_patch.yml'
    ),
    'specification/resources/apps/examples/curl': (
        'apps_cancel_event.yml apps_cancel_job_invocation.yml apps_create.yml apps_get_deployment.yml '
        'apps_get_job_invocation.yml apps_get_logs_active_deployment.yml apps_list_deployments.yml '
        'apps_list_events.yml apps_list_metrics_bandwidth_usage.yml apps_update.yml'
    ),
    'specification/resources/apps/examples/python': (
        'apps_get_deployment.yml apps_get_logs.yml apps_get_logs_active_deployment.yml apps_list.yml '
        'apps_list_metrics_bandwidth_usage.yml'
    ),
    'specification/resources/autoscale_pools/examples/curl': (
        'autoscale_pool_delete_dangerous.yml autoscale_pool_update.yml autoscale_pools_list.yml'
    ),
    'specification/resources/databases/examples/curl': (
        'databases_create_logsink.yml databases_create_replica.yml databases_delete.yml '
        'databases_delete_logsink.yml databases_delete_opensearch_index.yml databases_delete_topic.yml '
        'databases_delete_user.yml databases_destroy_cluster.yml databases_get_autoscale.yml '
        'databases_get_cluster_metrics_credentials.yml databases_get_config.yml '
        'databases_get_connectionPool.yml databases_get_logsink.yml databases_get_topic.yml '
        'databases_list_replicas.yml databases_list_topics.yml databases_update_firewall_rules.yml '
        'databases_update_maintenanceWindow.yml databases_update_region.yml databases_update_sql_mode.yml'
    ),
    'specification/resources/databases/examples/go': (
        'databases_add_user.yml databases_delete_connectionPool.yml databases_destroy_cluster.yml '
        'databases_destroy_replica.yml databases_get.yml databases_get_do_settings.yml '
        'databases_get_replica.yml databases_list_clusters.yml databases_list_opensearch_indexes.yml '
        'databases_list_options.yml databases_list_users.yml databases_promote_replica.yml '
        'databases_update_clusterSize.yml databases_update_do_settings.yml '
        'databases_update_evictionPolicy.yml databases_update_maintenanceWindow.yml '
        'databases_update_region.yml'
    ),
    'specification/resources/databases/examples/python': (
        'databases_add.yml databases_delete.yml databases_delete_connectionPool.yml databases_get_config.yml '
        'databases_get_migrationStatus.yml databases_list_connectionPools.yml '
        'databases_update_firewall_rules.yml databases_update_maintenanceWindow.yml '
        'databases_update_onlineMigration.yml'
    ),
    'specification/resources/dedicated_inferences/examples/curl': (
        'dedicated_inferences_get.yml dedicated_inferences_sizes_list.yml '
        'dedicated_inferences_tokens_create.yml dedicated_inferences_tokens_list.yml'
    ),
    'specification/resources/domains/examples/go': (
        'domains_create_record.yml domains_delete.yml domains_delete_record.yml'
    ),
    'specification/resources/domains/examples/ruby': (
        'domains_delete_record.yml domains_get_record.yml domains_list.yml'
    ),
    'specification/resources/droplets/examples/curl': (
        'droplets_create.yml droplets_destroy_byTag.yml droplets_get_backup_policy.yml '
        'droplets_list_kernels.yml droplets_list_neighborsIds.yml droplets_list_snapshots.yml '
        'droplets_list_supported_backup_policies.yml'
    ),
    'specification/resources/droplets/examples/go': (
        'droplets_get_backup_policy.yml droplets_list.yml droplets_list_snapshots.yml'
    ),
    'specification/resources/droplets/examples/python': (
        'dropletActions_post_byTag.yml droplets_destroy_withAssociatedResourcesSelective.yml '
        'droplets_list_kernels.yml droplets_list_snapshots.yml'
    ),
    'specification/resources/firewalls/examples/curl': (
        'firewalls_add_rules.yml firewalls_delete_tags.yml firewalls_get.yml'
    ),
    'specification/resources/firewalls/examples/python': (
        'firewalls_add_tags.yml firewalls_delete_droplets.yml firewalls_delete_rules.yml'
    ),
    'specification/resources/firewalls/examples/ruby': (
        'firewalls_add_rules.yml firewalls_delete_rules.yml firewalls_update.yml'
    ),
    'specification/resources/functions/examples/curl': (
        'create_trigger.yml delete_namespace.yml update_trigger.yml'
    ),
    'specification/resources/gen-ai/examples/curl': (
        'genai_attach_agent.yml genai_create_custom_evaluation_metric.yml genai_create_evaluation_dataset.yml '
        'genai_create_evaluation_dataset_file_upload_presigned_urls.yml genai_create_indexing_job.yml '
        'genai_create_model_eval_dataset_upload_presigned_urls.yml genai_create_oauth2_google_tokens.yml '
        'genai_delete_anthropic_api_key.yml genai_delete_custom_evaluation_metric.yml '
        'genai_delete_custom_model.yml genai_detach_agent_guardrail.yml genai_get_agent.yml '
        'genai_get_custom_model.yml genai_get_evaluation_run.yml genai_get_evaluation_run_prompt_results.yml '
        'genai_get_indexing_job_details_signed_url.yml genai_get_knowledge_base.yml '
        'genai_get_model_evaluation_run.yml genai_get_scheduled_indexing.yml genai_get_workspace.yml '
        'genai_import_custom_model.yml genai_list_agents_by_workspace.yml genai_list_anthropic_api_keys.yml '
        'genai_list_evaluation_datasets.yml genai_list_evaluation_metrics.yml genai_list_knowledge_bases.yml '
        'genai_list_model_api_keys.yml genai_list_model_evaluation_metrics.yml genai_list_models.yml '
        'genai_regenerate_agent_api_key.yml genai_regenerate_model_api_key.yml genai_update_agent.yml'
    ),
    'specification/resources/images/examples/curl': (
        'imageActions_get.yml imageActions_list.yml images_create_custom.yml images_update.yml'
    ),
    'specification/resources/inference/examples/curl': (
        'inference_create_batch.yml inference_get_batch.yml inference_list_models.yml'
    ),
    'specification/resources/inference/examples/python': (
        'inference_create_batch.yml inference_get_batch_results.yml inference_list_models.yml'
    ),
    'specification/resources/kubernetes/examples/curl': (
        'kubernetes_delete_cluster.yml kubernetes_get_cluster.yml kubernetes_get_status_messages.yml '
        'kubernetes_remove_registries.yml'
    ),
    'specification/resources/kubernetes/examples/go': (
        'kubernetes_delete_cluster.yml kubernetes_remove_registry.yml kubernetes_update_cluster.yml'
    ),
    'specification/resources/kubernetes/examples/python': (
        'kubernetes_add_registry.yml kubernetes_delete_cluster.yml kubernetes_delete_node.yml '
        'kubernetes_get_clusterLintResults.yml kubernetes_get_kubeconfig.yml kubernetes_list_clusters.yml'
    ),
    'specification/resources/kubernetes/examples/ruby': (
        'kubernetes_add_nodePool.yml kubernetes_delete_cluster.yml kubernetes_list_clusters.yml '
        'kubernetes_list_options.yml kubernetes_update_nodePool.yml'
    ),
    'specification/resources/monitoring/examples/curl': (
        'monitoring_delete_alertPolicy.yml monitoring_delete_sink.yml '
        'monitoring_get_dropletFilesystemSizeMetrics.yml monitoring_get_dropletMemoryTotalMetrics.yml '
        'monitoring_get_lb_droplets_http_response_time_avg.yml monitoring_get_lb_droplets_http_responses.yml '
        'monitoring_get_lb_frontend_connections_limit.yml '
        'monitoring_get_lb_frontend_firewall_dropped_packets.yml '
        'monitoring_get_lb_frontend_http_responses.yml monitoring_get_lb_frontend_network_throughput_http.yml '
        'monitoring_get_lb_frontend_network_throughput_tcp.yml '
        'monitoring_get_lb_frontend_nlb_tcp_network_throughput.yml monitoring_update_destination.yml'
    ),
    'specification/resources/monitoring/examples/python': (
        'monitoring_create_alertPolicy.yml monitoring_get_alertPolicy.yml '
        'monitoring_get_dropletFilesystemSizeMetrics.yml monitoring_list_alertPolicy.yml'
    ),
    'specification/resources/partner_network_connect/examples/go': (
        'partner_attachment_bgp_auth_key_get.yml partner_attachment_get.yml '
        'partner_attachment_service_key_create.yml'
    ),
    'specification/resources/projects/examples/curl': (
        'projects_delete.yml projects_get_default.yml projects_update.yml'
    ),
    'specification/resources/projects/examples/ruby': (
        'projects_create.yml projects_list.yml projects_patch_default.yml projects_update.yml'
    ),
    'specification/resources/registry/examples/curl': (
        'registries_get_all.yml registries_run_garbageCollection.yml registries_update_garbageCollection.yml '
        'registries_validate_name.yml registry_list_repositoryTags.yml registry_run_garbageCollection.yml'
    ),
    'specification/resources/registry/examples/python': (
        'registries_create.yml registries_delete_repositoryManifest.yml registries_list_repositoryTags.yml '
        'registry_delete.yml registry_get_options.yml registry_validate_name.yml'
    ),
    'specification/resources/vector_databases/examples/curl': (
        'vector_databases_get_credentials.yml vector_databases_list_backups.yml vector_databases_resize.yml '
        'vector_databases_restore_backup.yml vector_databases_update.yml'
    ),
    'specification/resources/volumes/examples/curl': (
        'volumeActions_attach_byId.yml volumeSnapshots_get_byId.yml volumes_create.yml volumes_get.yml'
    ),
    'specification/resources/volumes/examples/python': (
        'volumeActions_attach_byId.yml volumeSnapshots_delete_byId.yml volumeSnapshots_get_byId.yml'
    ),
    'specification/resources/volumes/examples/ruby': (
        'volumeActions_get.yml volumeSnapshots_list.yml volumes_create.yml volumes_list.yml'
    ),
}

DO_EXAMPLES_OTHER = {
    '': (
        'specification/DigitalOcean-public.v2.yaml specification/description.yml '
        'specification/resources/1-clicks/models/oneClicks.yml '
        'specification/resources/addons/addons_get_app.yml '
        'specification/resources/addons/models/addons_app_metadata.yml '
        'specification/resources/autoscale_pools/autoscale_pool_delete.yml '
        'specification/resources/autoscale_pools/autoscale_pool_list.yml '
        'specification/resources/autoscale_pools/models/history.yml '
        'specification/resources/autoscale_pools/responses/all_autoscale_pools.yml '
        'specification/resources/autoscale_pools/responses/history_events.yml '
        'specification/resources/billing/invoices_get_pdfByUUID.yml '
        'specification/resources/byoip_prefixes/parameters.yml '
        'specification/resources/cdn/models/purge_cache.yml '
        'specification/resources/cdn/responses/all_cdn_endpoints.yml '
        'specification/resources/certificates/certificates_delete.yml '
        'specification/resources/certificates/certificates_list.yml '
        'specification/resources/dedicated_inferences/dedicated_inferences_update.yml '
        'specification/resources/dedicated_inferences/responses/dedicated_inference.yml '
        'specification/resources/domains/domains_create.yml '
        'specification/resources/droplets/responses/all_droplets.yml '
        'specification/resources/droplets/responses/associated_resources_status.yml '
        'specification/resources/firewalls/responses/list_firewalls_response.yml '
        'specification/resources/floating_ips/responses/floating_ip_actions.yml '
        'specification/resources/functions/models/create_trigger.yml '
        'specification/resources/functions/responses/namespace_created.yml '
        'specification/resources/functions/responses/namespace_limit_reached.yml '
        'specification/resources/images/images_delete.yml '
        'specification/resources/images/models/image_update.yml '
        'specification/resources/inference/inference_create_chat_completion.yml '
        'specification/resources/inference/inference_get_batch_results.yml '
        'specification/resources/load_balancers/responses/examples.yml '
        'specification/resources/monitoring/models/opensearch_config_request.yml '
        'specification/resources/monitoring/models/slack_details.yml '
        'specification/resources/monitoring/responses/alert_policy_response.yml '
        'specification/resources/monitoring/responses/droplet_cpu_metric_response.yml '
        'specification/resources/nfs/nfs_list.yml specification/resources/nfs/nfs_snapshot_get.yml '
        'specification/resources/nfs/responses/access_point_bad_request.yml '
        'specification/resources/nfs/responses/access_point_create.yml '
        'specification/resources/organizations/responses/precondition_failed.yml '
        'specification/resources/partner_network_connect/partner_attachment_service_key_create.yml '
        'specification/resources/projects/responses/precondition_failed.yml '
        'specification/resources/regions/responses/all_regions.yml '
        'specification/resources/registry/responses/repository_tags.yml '
        'specification/resources/reserved_ips/reservedIPs_get.yml '
        'specification/resources/reserved_ips/responses/reserved_ip.yml '
        'specification/resources/reserved_ips/responses/reserved_ip_action.yml '
        'specification/resources/reserved_ipv6/models/reserved_ipv6_list.yml '
        'specification/resources/reserved_ipv6/responses/reserved_ipv6_create.yml '
        'specification/resources/sizes/responses/all_sizes.yml '
        'specification/resources/snapshots/parameters.yml specification/resources/spaces/models/grant.yml '
        'specification/resources/ssh_keys/links/sshKeys_delete_by_id.yml '
        'specification/resources/ssh_keys/responses/sshKeys_existing.yml '
        'specification/resources/tags/parameters.yml '
        'specification/resources/tags/responses/tags_bad_request.yml '
        'specification/resources/uptime/get_check_state.yml '
        'specification/resources/uptime/responses/existing_check.yml '
        'specification/resources/vector_databases/vector_databases_list_backups.yml '
        'specification/resources/vector_databases/vector_databases_update.yml '
        'specification/resources/vpc_nat_gateways/examples.yml '
        'specification/resources/vpc_nat_gateways/vpc_nat_gateway_list.yml '
        'specification/resources/vpc_peerings/responses/deleting_vpc_peering.yml '
        'specification/resources/vpc_peerings/vpc_peerings_create.yml '
        'specification/resources/vpcs/attributes/urn.yml specification/resources/vpcs/vpcs_list_members.yml '
        'specification/shared/attributes/existing_tags_array.yml specification/shared/models/error.yml '
        'specification/shared/models/error_with_root_causes.yml specification/shared/pages.yml '
        'specification/shared/responses/bad_request.yml specification/shared/responses/unexpected_error.yml'
    ),
    'specification/resources/apps': (
        'apps_commit_rollback.yml apps_create_rollback.yml apps_get_event.yml apps_get_event_logs.yml '
        'apps_get_logs.yml apps_list_deployments.yml apps_list_regions.yml'
    ),
    'specification/resources/apps/models': (
        'app_alert_progress_step.yml app_alert_progress_step_reason.yml app_event.yml app_functions_spec.yml '
        'app_ingress_spec_rule.yml app_job_spec_termination.yml app_log_destination_logtail_spec.yml '
        'app_metrics_bandwidth_usage_details.yml app_static_site_spec.yml apps_domain.yml '
        'apps_get_logs_request_type.yml apps_get_tier_response.yml apps_list_alerts_response.yml '
        'apps_list_regions_response.yml apps_list_tiers_response.yml apps_propose_domain_response.yml '
        'apps_region.yml propose_domain_response_do_domain_record.yml'
    ),
    'specification/resources/apps/responses': (
        'cancel_deployment.yml new_app.yml update_app.yml'
    ),
    'specification/resources/byoip_prefixes/responses': (
        'byoip_prefix_create.yml byoip_prefix_delete.yml byoip_prefix_get.yml examples.yml'
    ),
    'specification/resources/databases': (
        'databases_delete_kafka_schema.yml databases_events_logs.yml '
        'databases_get_cluster_metrics_credentials.yml databases_get_evictionPolicy.yml '
        'databases_get_kafka_schema_subject_config.yml databases_get_kafka_topic.yml '
        'databases_get_logsink.yml databases_get_user.yml databases_list_kafka_topics.yml '
        'databases_promote_replica.yml databases_update_autoscale.yml databases_update_installUpdate.yml'
    ),
    'specification/resources/databases/models': (
        'ca.yml connection_pool.yml database_cluster.yml database_cluster_resize.yml '
        'database_maintenance_window.yml firewall_rule.yml kafka_schema_verbose.yml logsink_base.yml '
        'logsink_create.yml opensearch_index_base.yml'
    ),
    'specification/resources/databases/responses': (
        'ca.yml database_replica.yml kafka_schemas.yml logsink_data.yml'
    ),
    'specification/resources/droplets': (
        'droplets_create.yml droplets_destroy_byTag.yml droplets_list_associatedResources.yml'
    ),
    'specification/resources/droplets/models': (
        'associated_resource.yml associated_resource_status.yml destroyed_associated_resource.yml droplet.yml '
        'droplet_multi_create.yml neighbor_ids.yml network_v6.yml selective_destroy_associated_resource.yml'
    ),
    'specification/resources/firewalls': (
        'firewalls_assign_droplets.yml firewalls_delete_droplets.yml firewalls_list.yml firewalls_update.yml'
    ),
    'specification/resources/gen-ai': (
        'genai_attach_knowledge_base.yml genai_create_model_eval_dataset_upload_presigned_urls.yml '
        'genai_create_workspace.yml genai_delete_anthropic_api_key.yml genai_delete_openai_api_key.yml '
        'genai_get_custom_model.yml genai_get_evaluation_dataset_download_url.yml '
        'genai_get_evaluation_run_prompt_results.yml genai_get_scheduled_indexing.yml '
        'genai_list_datacenter_regions.yml genai_list_evaluation_metrics.yml '
        'genai_regenerate_model_api_key.yml'
    ),
    'specification/resources/inference/models': (
        'batch_results_response.yml completion_usage.yml embeddings_usage.yml messages_create_response.yml '
        'messages_image_source_param.yml messages_response_tool_use_block.yml '
        'messages_thinking_config_param.yml'
    ),
    'specification/resources/kubernetes': (
        'kubernetes_create_cluster.yml kubernetes_destroy_associatedResourcesSelective.yml '
        'kubernetes_update_cluster.yml'
    ),
    'specification/resources/kubernetes/models': (
        'amd_gpu_device_plugin.yml cluster_registries.yml credentials.yml rdma_shared_dev_plugin.yml '
        'status_messages.yml'
    ),
    'specification/resources/monitoring': (
        'monitoring_create_destination.yml monitoring_create_sink.yml monitoring_get_DropletCpuMetrics.yml '
        'monitoring_get_alertPolicy.yml monitoring_get_appCPUPercentageMetrics.yml '
        'monitoring_get_appMemoryPercentageMetrics.yml monitoring_get_database_mysql_disk_usage.yml '
        'monitoring_get_dropletLoad15Metrics.yml monitoring_get_dropletMemoryTotalMetrics.yml '
        'monitoring_get_lb_droplets_http_response_time_50p.yml '
        'monitoring_get_lb_frontend_http_requests_per_second.yml '
        'monitoring_get_lb_frontend_network_throughput_tcp.yml '
        'monitoring_get_lb_frontend_nlb_tcp_network_throughput.yml monitoring_update_alertPolicy.yml'
    ),
    'specification/resources/nfs/models': (
        'access_point_get_response.yml nfs_action.yml nfs_get_response.yml'
    ),
    'specification/resources/registry': (
        'registries_get_subscription.yml registries_list_repositoriesV2.yml registry_get_subscription.yml '
        'registry_validate_name.yml'
    ),
    'specification/resources/registry/models': (
        'registry_create.yml repository.yml subscription.yml update_registry.yml'
    ),
    'specification/resources/volumes': (
        'volumeActions_post_byId.yml volumeSnapshots_delete_byId.yml volumeSnapshots_get_byId.yml'
    ),
}


DO_MODELS_KIND = {
    '': (
        'specification/resources/1-clicks/models/oneClicks.yml '
        'specification/resources/1-clicks/models/oneClicks_create.yml '
        'specification/resources/account/models/account.yml '
        'specification/resources/certificates/models/certificate.yml '
        'specification/resources/firewalls/models/firewall.yml '
        'specification/resources/floating_ips/models/floating_ip.yml '
        'specification/resources/floating_ips/models/floating_ip_create.yml '
        'specification/resources/organizations/models/create_team_request.yml '
        'specification/resources/projects/models/project.yml '
        'specification/resources/regions/models/region.yml '
        'specification/resources/reserved_ips/models/reserved_ip.yml '
        'specification/resources/reserved_ips/models/reserved_ip_actions.yml '
        'specification/resources/security/models/secret.yml '
        'specification/resources/sizes/models/disk_info.yml specification/resources/sizes/models/size.yml '
        'specification/resources/ssh_keys/models/sshKeys.yml '
        'specification/resources/tags/models/tags_metadata.yml '
        'specification/resources/tags/models/tags_resource.yml specification/resources/vpcs/models/vpc.yml '
        'specification/resources/vpcs/models/vpc_member.yml'
    ),
    'specification/resources/addons/models': (
        'addons_app_info.yml addons_app_metadata.yml addons_dimension_volume_with_price.yml '
        'addons_dimension_with_price.yml addons_plan.yml addons_resource_metadata.yml addons_resource_new.yml'
    ),
    'specification/resources/apps/models': (
        'app.yml app_alert_progress.yml app_alert_slack_webhook.yml app_alert_spec.yml '
        'app_alert_spec_operator.yml app_alert_spec_window.yml app_autoscaling_spec.yml '
        'app_autoscaling_spec_service.yml app_component_base.yml app_component_instance_base.yml '
        'app_database_spec.yml app_domain_spec.yml app_domain_validation.yml app_egress_spec.yml '
        'app_egress_type_spec.yml app_event.yml app_events.yml app_functions_component_health.yml '
        'app_health.yml app_health_check_spec.yml app_health_response.yml app_ingress_spec.yml '
        'app_ingress_spec_rule_routing_redirect.yml app_ingress_spec_rule_string_match_exact.yml '
        'app_ingress_spec_rule_string_match_prefix.yml app_instance.yml app_instances.yml '
        'app_instances_response.yml app_job_invocations.yml app_job_spec.yml '
        'app_log_destination_definition.yml app_log_destination_logtail_spec.yml '
        'app_log_destination_open_search_spec.yml app_log_destination_open_search_spec_basic_auth.yml '
        'app_maintenance_spec.yml app_metrics_bandwidth_usage.yml app_propose_response.yml app_response.yml '
        'app_rollback_validation_condition.yml app_route_spec.yml app_service_spec_health_check.yml '
        'app_service_spec_termination.yml app_spec.yml app_variable_definition.yml app_worker_spec.yml '
        'apps_alert_response.yml apps_assign_app_alert_destinations_request.yml apps_cors_policy.yml '
        'apps_create_app_request.yml apps_dedicated_egress_ip.yml apps_delete_app_response.yml '
        'apps_deploy_template.yml apps_deployment.yml apps_deployment_functions.yml apps_deployment_phase.yml '
        'apps_deployment_progress.yml apps_deployment_progress_step_reason.yml '
        'apps_deployment_progress_step_status.yml apps_deployment_service.yml apps_deployment_static_site.yml '
        'apps_deployment_worker.yml apps_deployments_response.yml apps_domain.yml apps_domain_progress.yml '
        'apps_domain_progress_step.yml apps_domain_progress_step_status.yml '
        'apps_get_instance_size_response.yml apps_get_logs_request_type.yml apps_get_logs_response.yml '
        'apps_git_source_spec.yml apps_github_source_spec.yml apps_image_source_spec.yml '
        'apps_list_alerts_response.yml apps_list_regions_response.yml apps_list_tiers_response.yml '
        'apps_propose_domain_response.yml apps_region.yml apps_response.yml apps_string_match.yml '
        'apps_update_app_request.yml apps_vpc.yml instance_size_cpu_type.yml '
        'propose_domain_response_app_domain.yml propose_domain_response_do_domain_record.yml '
        'toggle_database_trusted_source_request.yml'
    ),
    'specification/resources/autoscale_pools/models': (
        'autoscale_pool.yml autoscale_pool_create.yml autoscale_pool_dynamic_config.yml '
        'autoscale_pool_static_config.yml current_utilization.yml history.yml member.yml '
        'member_current_utilization.yml'
    ),
    'specification/resources/billing/models': (
        'billing_data_point.yml invoice_item.yml invoice_preview.yml invoice_summary.yml '
        'product_charge_item.yml product_usage_charges.yml simple_charge.yml'
    ),
    'specification/resources/byoip_prefixes/models': (
        'byoip_prefix.yml byoip_prefix_resource.yml byoip_prefix_update.yml'
    ),
    'specification/resources/cdn/models': (
        'cdn_endpoint.yml purge_cache.yml update_endpoint.yml'
    ),
    'specification/resources/databases/models': (
        'backup.yml ca.yml connection_pool.yml connection_pool_update.yml database.yml '
        'database_autoscale_params.yml database_cluster_read.yml database_config.yml '
        'database_layout_option.yml database_region_options.yml database_replica.yml '
        'database_service_endpoint.yml database_user.yml database_version_availabilities.yml '
        'database_version_options.yml databases_basic_auth_credentials.yml events_logs.yml '
        'kafka_schema_version_verbose.yml kafka_topic.yml kafka_topic_config.yml kafka_topic_create.yml '
        'kafka_topic_partition.yml kafka_topic_update.yml kafka_topic_verbose.yml logsink_base_verbose.yml '
        'logsink_create.yml logsink_update.yml logsink_verbose.yml online_migration.yml opensearch_index.yml '
        'opensearch_index_base.yml source_database.yml sql_mode.yml user_settings.yml version.yml'
    ),
    'specification/resources/dedicated_inferences/models': (
        'dedicated_inference.yml sizes.yml token.yml'
    ),
    'specification/resources/domains/models': (
        'domain.yml domain_record.yml domain_record_types.yml'
    ),
    'specification/resources/droplets/models': (
        'destroyed_associated_resource.yml droplet.yml droplet_backup_policy.yml '
        'droplet_backup_policy_record.yml droplet_next_backup_window.yml droplet_single_create.yml '
        'droplet_snapshot.yml kernel.yml neighbor_ids.yml'
    ),
    'specification/resources/functions/models': (
        'access_key_create_response.yml namespace_info.yml update_trigger.yml'
    ),
    'specification/resources/images/models': (
        'image_new_custom.yml images_post_account_transfer_cancel.yml images_post_account_transfer_create.yml '
        'images_post_account_transfer_decline.yml transfer_id.yml'
    ),
    'specification/resources/inference/models': (
        'batch_create_request.yml batch_file_create_request.yml batch_file_create_response.yml '
        'batch_list_response.yml batch_results_response.yml chat_completion_request.yml '
        'chat_completion_stream_response_delta.yml chat_completion_token_logprob.yml chat_completion_tool.yml '
        'chat_completion_tool_call.yml chat_completion_tool_call_chunk.yml completion_usage.yml '
        'create_response_request.yml create_response_response.yml create_response_stream_response.yml '
        'embeddings_request.yml embeddings_response.yml embeddings_usage.yml generated_image.yml '
        'image_gen_completed_event.yml image_gen_partial_image_event.yml messages_api_message_param.yml '
        'messages_image_block_param.yml messages_image_source_param.yml messages_request_text_block_param.yml '
        'messages_response_text_block.yml messages_response_tool_use_block.yml '
        'messages_thinking_config_param.yml messages_tool_choice_param.yml messages_tool_definition_param.yml '
        'messages_tool_result_block_param.yml messages_usage.yml model.yml response_usage.yml'
    ),
    'specification/resources/kubernetes/models': (
        'associated_kubernetes_resources.yml cluster.yml cluster_autoscaler_configuration.yml '
        'cluster_read.yml cluster_registries.yml cluster_registry.yml credentials.yml maintenance_policy.yml '
        'node.yml node_pool.yml nvidia_gpu_device_plugin.yml options.yml p2p_oci_registry_plugin.yml '
        'rdma_shared_dev_plugin.yml routing_agent.yml user.yml'
    ),
    'specification/resources/load_balancers/models': (
        'domains.yml forwarding_rule.yml glb_settings.yml lb_firewall.yml load_balancer.yml '
        'load_balancer_base.yml sticky_sessions.yml'
    ),
    'specification/resources/monitoring/models': (
        'alert_policy.yml alert_policy_request.yml alerts.yml metrics.yml metrics_data.yml '
        'opensearch_config.yml opensearch_config_omit_credentials.yml sink_resource.yml slack_details.yml'
    ),
    'specification/resources/nfs/models': (
        'access_point_action_response.yml access_point_get_response.yml access_point_list_response.yml '
        'access_point_request.yml access_point_response.yml nfs_actions.yml nfs_actions_response.yml '
        'nfs_api_error.yml nfs_get_response.yml nfs_request.yml nfs_response.yml '
        'nfs_snapshot_list_response.yml'
    ),
    'specification/resources/partner_network_connect/models': (
        'partner_attachment.yml remote_route.yml service_key.yml'
    ),
    'specification/resources/registry/models': (
        'garbage_collection.yml multiregistry.yml multiregistry_create.yml registry_create.yml '
        'registry_run_gc.yml repository.yml repository_blob.yml repository_manifest.yml repository_tag.yml '
        'subscription_tier.yml update_registry.yml validate_registry.yml'
    ),
    'specification/resources/reserved_ipv6/models': (
        'reserved_ipv6.yml reserved_ipv6_actions.yml reserved_ipv6_create.yml reserved_ipv6_list.yml'
    ),
    'specification/resources/uptime/models': (
        'alert.yml notification.yml state.yml'
    ),
    'specification/resources/volumes/models': (
        'attributes.yml volumeAction.yml volume_action_post_attach.yml volume_action_post_base.yml '
        'volume_action_post_resize.yml volume_full.yml'
    ),
    'specification/resources/vpc_nat_gateways/models': (
        'vpc_nat_gateway_create.yml vpc_nat_gateway_get.yml vpc_nat_gateway_update.yml'
    ),
}

DO_MODELS_OTHER = {
    '': ('specification/resources/1-clicks/oneClicks_install_kubernetes.yml', 'specification/resources/addons/addons_get_app_metadata.yml', 'specification/resources/addons/addons_update_plan.yml', 'specification/resources/apps/models/app_component_health copy.yml', 'specification/resources/autoscale_pools/responses/existing_autoscale_pool.yml', 'specification/resources/billing/parameters.yml', 'specification/resources/billing/responses/billing_history.yml', 'specification/resources/billing/responses/billing_insights.yml', 'specification/resources/byoip_prefixes/byoip_prefixes_update.yml', 'specification/resources/certificates/responses/all_certificates.yml', 'specification/resources/certificates/responses/existing_certificate.yml', 'specification/resources/dedicated_inferences/responses/ca_certificate.yml', 'specification/resources/dedicated_inferences/responses/tokens_list.yml', 'specification/resources/domains/responses/all_domain_records_response.yml', 'specification/resources/domains/responses/domain_record.yml', 'specification/resources/floating_ips/floatingIPsAction_post.yml', 'specification/resources/floating_ips/responses/examples.yml', 'specification/resources/functions/functions_delete_key.yml', 'specification/resources/functions/functions_list_keys.yml', 'specification/resources/functions/responses/list_triggers.yml', 'specification/resources/functions/responses/namespace_created.yml', 'specification/resources/inference/inference_get_batch_results.yml', 'specification/resources/load_balancers/loadBalancers_add_droplets.yml', 'specification/resources/load_balancers/responses/examples.yml', 'specification/resources/load_balancers/responses/existing_load_balancer.yml', 'specification/resources/monitoring/responses/app_metric_response.yml', 'specification/resources/monitoring/responses/list_alert_policy_response.yml', 'specification/resources/nfs/nfs_snapshot_get.yml', 'specification/resources/partner_network_connect/partner_attachment_update.yml', 'specification/resources/partner_network_connect/responses/single_partner_attachment_service_key.yml', 'specification/resources/registry/responses/garbage_collection.yml', 'specification/resources/reserved_ips/reservedIPsActions_post.yml', 'specification/resources/reserved_ips/responses/reserved_ip_actions.yml', 'specification/resources/reserved_ipv6/responses/examples.yml', 'specification/resources/ssh_keys/responses/sshKeys_all.yml', 'specification/resources/ssh_keys/responses/sshKeys_existing.yml', 'specification/resources/ssh_keys/sshKeys_list.yml', 'specification/resources/uptime/responses/existing_check.yml', 'specification/resources/volumes/responses/volumeActions.yml', 'specification/resources/volumes/responses/volumes.yml', 'specification/resources/vpc_nat_gateways/vpc_nat_gateway_list.yml', 'specification/resources/vpcs/responses/vpc_peering.yml', 'specification/resources/vpcs/responses/vpc_peerings.yml',),
    'specification/resources/apps': (
        'apps_cancel_job_invocation.yml apps_get.yml apps_get_health.yml apps_get_job_invocation.yml '
        'apps_get_logs_active_deployment.yml apps_get_logs_active_deployment_aggregate.yml '
        'apps_get_logs_aggregate.yml apps_toggle_database_trusted_source.yml'
    ),
    'specification/resources/apps/responses': (
        'apps_get_logs.yml apps_health.yml assign_alert_destinations.yml cancel_event.yml '
        'existing_deployments.yml get_job_invocation.yml get_metrics_bandwidth_usage.yml list_regions.yml '
        'propose_app.yml toggle_database_trusted_source.yml'
    ),
    'specification/resources/autoscale_pools': (
        'autoscale_pool_delete_dangerous.yml autoscale_pool_get.yml autoscale_pool_list.yml '
        'autoscale_pool_list_history.yml'
    ),
    'specification/resources/byoip_prefixes/responses': (
        'byoip_prefix_get.yml byoip_prefix_list_resources.yml examples.yml'
    ),
    'specification/resources/certificates': (
        'certificates_create.yml certificates_delete.yml certificates_list.yml'
    ),
    'specification/resources/databases': (
        'databases_create_cluster.yml databases_create_kafka_schema.yml databases_delete_onlineMigration.yml '
        'databases_destroy_cluster.yml databases_destroy_replica.yml databases_get.yml databases_get_ca.yml '
        'databases_get_config.yml databases_get_connectionPool.yml '
        'databases_get_kafka_schema_subject_config.yml databases_get_replica.yml databases_get_sql_mode.yml '
        'databases_list.yml databases_list_replicas.yml databases_set_autoscale.yml '
        'databases_update_autoscale.yml databases_update_kafka_topic.yml databases_update_logsink.yml'
    ),
    'specification/resources/databases/responses': (
        'connection_pools.yml database_clusters.yml database_schema_registry_config.yml '
        'eviction_policy_response.yml kafka_schema.yml kafka_schema_version.yml options.yml'
    ),
    'specification/resources/dedicated_inferences': (
        'dedicated_inferences_accelerators_get.yml dedicated_inferences_delete.yml '
        'dedicated_inferences_get.yml'
    ),
    'specification/resources/domains': (
        'domains_get.yml domains_get_record.yml domains_list.yml domains_patch_record.yml '
        'domains_update_record.yml'
    ),
    'specification/resources/droplets': (
        'dropletActions_get.yml droplets_destroy_byTag.yml droplets_destroy_retryWithAssociatedResources.yml '
        'droplets_destroy_withAssociatedResourcesDangerous.yml '
        'droplets_destroy_withAssociatedResourcesSelective.yml droplets_list.yml '
        'droplets_list_neighborsIds.yml'
    ),
    'specification/resources/droplets/responses': (
        'all_kernels.yml droplet_neighbors_ids.yml neighbor_droplets.yml'
    ),
    'specification/resources/images': (
        'imageActions_list.yml imageActions_post.yml images_post_account_transfer_cancel.yml'
    ),
    'specification/resources/images/responses': (
        'images_post_account_transfer_created.yml new_custom_image.yml updated_image.yml'
    ),
    'specification/resources/kubernetes': (
        'examples.yml kubernetes_delete_cluster.yml kubernetes_delete_node.yml kubernetes_delete_nodePool.yml '
        'kubernetes_destroy_associatedResourcesSelective.yml kubernetes_get_availableUpgrades.yml '
        'kubernetes_get_nodePool.yml kubernetes_list_nodePools.yml kubernetes_update_nodePool.yml '
        'parameters.yml'
    ),
    'specification/resources/kubernetes/responses': (
        'associated_kubernetes_resources_list.yml cluster_user.yml clusterlint_results.yml '
        'clusterlint_run.yml existing_cluster.yml'
    ),
    'specification/resources/monitoring': (
        'monitoring_delete_alertPolicy.yml monitoring_delete_sink.yml monitoring_get_alertPolicy.yml '
        'monitoring_get_appCPUPercentageMetrics.yml monitoring_get_appMemoryPercentageMetrics.yml '
        'monitoring_get_database_mysql_cpu_usage.yml '
        'monitoring_get_database_mysql_index_vs_sequential_reads.yml '
        'monitoring_get_database_mysql_threads_active.yml monitoring_get_database_mysql_threads_connected.yml '
        'monitoring_get_dropletBandwidthMetrics.yml monitoring_get_dropletLoad5Metrics.yml '
        'monitoring_get_droplet_autoscale_current_memory_utilization.yml '
        'monitoring_get_droplet_autoscale_target_cpu_utilization.yml '
        'monitoring_get_droplet_autoscale_target_instances.yml '
        'monitoring_get_lb_droplets_http_response_time_50p.yml '
        'monitoring_get_lb_droplets_http_response_time_95p.yml '
        'monitoring_get_lb_droplets_http_session_duration_95p.yml '
        'monitoring_get_lb_frontend_connections_limit.yml '
        'monitoring_get_lb_frontend_nlb_udp_network_throughput.yml '
        'monitoring_get_lb_frontend_tls_connections_current.yml '
        'monitoring_get_lb_frontend_tls_connections_limit.yml monitoring_get_sink.yml '
        'monitoring_list_sinks.yml'
    ),
    'specification/resources/nfs/responses': (
        'access_point_bad_request.yml access_point_delete.yml nfs_actions.yml nfs_create.yml'
    ),
    'specification/resources/projects': (
        'projects_assign_resources.yml projects_delete.yml projects_list.yml projects_patch.yml'
    ),
    'specification/resources/registry': (
        'registries_delete_repository.yml registries_get_subscription.yml registries_update_subscription.yml '
        'registry_create.yml registry_get_garbageCollection.yml registry_list_garbageCollections.yml '
        'registry_run_garbageCollection.yml registry_update_garbageCollection.yml'
    ),
    'specification/resources/reserved_ipv6': (
        'reservedIPv6Actions_post.yml reservedIPv6_create.yml reservedIPv6_get.yml'
    ),
    'specification/resources/security': (
        'security_scans_get.yml security_secret_delete.yml security_secret_list_versions.yml '
        'security_secrets_list.yml security_suppression_delete.yml'
    ),
    'specification/resources/security/responses': (
        'affected_resources.yml secret.yml settings.yml'
    ),
    'specification/resources/tags': (
        'tags_delete.yml tags_get.yml tags_list.yml'
    ),
    'specification/resources/uptime': (
        'delete_alert.yml get_alert.yml list_alerts.yml list_checks.yml'
    ),
    'specification/resources/volumes': (
        'parameters.yml volumeSnapshots_list.yml volumes_create.yml'
    ),
    'specification/resources/vpcs': (
        'parameters.yml vpcs_create.yml vpcs_list_peerings.yml vpcs_patch.yml vpcs_update.yml'
    ),
}


AIOHTTP_CHANGES_KIND = {
    'CHANGES': (
        '10468.doc.rst 10549.misc.rst 10611.bugfix.rst 10762.breaking.rst 10890.misc.rst 11012.breaking.rst '
        '11268.feature.rst 11776.misc.rst 11876.misc.rst 12088.bugfix.rst 12111.breaking.rst 12296.bugfix.rst '
        '12425.misc.rst 12501.breaking.rst 12540.bugfix.rst 12561.misc.rst 12573.contrib.rst '
        '12580.contrib.rst 12584.contrib.rst 12588.contrib.rst 12596.contrib.rst 12600.contrib.rst '
        '12617.contrib.rst 12618.contrib.rst 12643.contrib.rst 12647.contrib.rst 12670.breaking.rst '
        '12703.bugfix.rst 12706.bugfix.rst 12722.bugfix.rst 12788.contrib.rst 12822.breaking.rst '
        '12823.misc.rst 12829.bugfix.rst 12889.bugfix.rst 12895.bugfix.rst 12913.misc.rst 12917.feature.rst '
        '12920.feature.rst 13006.feature.rst 13099.bugfix.rst 13122.feature.rst 13175.bugfix.rst '
        '13176.feature.rst 13203.bugfix.rst 13206.bugfix.rst 13246.bugfix.rst 13249.bugfix.rst '
        '13274.bugfix.rst 13278.bugfix.rst 13329.bugfix.rst 13330.bugfix.rst 13348.bugfix.rst '
        '13352.bugfix.rst 13356.bugfix.rst 13362.bugfix.rst 13363.contrib.rst 13388.contrib.rst '
        '13388.packaging.rst 13415.bugfix.rst 13422.contrib.rst 13426.bugfix.rst 13457.packaging.rst '
        '13489.contrib.rst 13501.bugfix.rst 13509.bugfix.rst 2174.bugfix 2835.breaking.rst 2977.breaking.rst '
        '3287.breaking.rst 3287.feature.rst 3310.bugfix 3462.feature 3463.breaking.rst 3482.bugfix '
        '3538.breaking.rst 3539.breaking.rst 3540.feature 3542.breaking.rst 3545.feature 3547.breaking.rst '
        '3548.breaking.rst 3559.doc 3562.bugfix 3569.feature 3580.breaking.rst 3612.bugfix 3613.bugfix '
        '3642.doc 3685.doc 3721.bugfix 3767.feature 3787.feature 3796.feature 3890.breaking.rst '
        '3901.breaking.rst 3929.breaking.rst 3931.breaking.rst 3932.breaking.rst 3933.breaking.rst '
        '3934.breaking.rst 3935.breaking.rst 3939.breaking.rst 3940.breaking.rst 3942.breaking.rst '
        '3948.breaking.rst 3994.misc 4161.doc 4277.feature 4283.bugfix 4299.bugfix 4302.bugfix 4368.bugfix '
        '4452.doc 4504.doc 4526.bugfix 4558.bugfix 4656.bugfix 4695.doc 4706.feature 5075.feature 5191.doc '
        '5258.bugfix 5278.breaking.rst 5284.breaking.rst 5284.feature 5287.feature 5516.misc 5533.misc '
        '5558.bugfix 5634.feature 5806.misc 5829.misc 5870.misc 5894.bugfix 59c0123d.contrib.rst 6180.bugfix '
        '6181.bugfix 6193.feature 6547.bugfix 6721.misc 6979.doc 6998.doc 7107.breaking.rst 7265.breaking.rst '
        '7274.feature 7319.breaking.rst 7319.feature.rst 7632.packaging.rst 7677.bugfix 7772.bugfix '
        '7815.bugfix 8048.breaking.rst 8139.contrib.rst 8197.doc 8303.breaking.rst 8596.breaking.rst '
        '8698.breaking.rst 8957.breaking.rst 9109.breaking.rst 9212.breaking.rst 9212.packaging.rst '
        '9254.breaking.rst 9292.breaking.rst 9413.misc.rst 9891.contrib.rst'
    ),
}

AIOHTTP_CHANGES_OTHER = {
    '': (
        '.cherry_picker.toml .codecov.yml .coveragerc.toml .git-blame-ignore-revs .gitattributes .lgtm.yml '
        '.mypy.ini .pre-commit-config.yaml .readthedocs.yml AGENTS.md CHANGES.rst CLAUDE.md '
        'CODE_OF_CONDUCT.md CONTRIBUTORS.txt MANIFEST.in Makefile SECURITY_EXTRA.md pyproject.toml setup.cfg '
        'setup.py vendor/README.rst vendor/llhttp'
    ),
    '.github': (
        'CODEOWNERS FUNDING.yml codeql.yml config.yml dependabot.yml lock.yml'
    ),
    'CHANGES': (
        '.TEMPLATE.rst .gitignore README.rst'
    ),
    'aiohttp': (
        '__init__.py _cookie_helpers.py _cparser.pxd _find_header.h _find_header.pxd _http_parser.pyx '
        '_http_writer.pyx abc.py base_protocol.py client.py client_exceptions.py '
        'client_middleware_digest_auth.py client_proto.py client_reqrep.py client_ws.py compression_utils.py '
        'connector.py cookiejar.py helpers.py http.py http_exceptions.py http_websocket.py http_writer.py '
        'log.py py.typed resolver.py tcp_helpers.py test_utils.py typedefs.py web.py web_app.py '
        'web_exceptions.py web_log.py web_middlewares.py web_protocol.py web_request.py web_response.py '
        'web_routedef.py worker.py'
    ),
    'docs': (
        'Makefile aiohttp-icon.svg aiohttp-plain.svg changes.rst client.rst client_advanced.rst '
        'client_middleware_cookbook.rst client_reference.rst conf.py contributing.rst external.rst faq.rst '
        'glossary.rst http_request_lifecycle.rst index.rst make.bat migration_to_2xx.rst misc.rst '
        'multipart.rst new_router.rst old-logo.svg powered_by.rst testing.rst threat_model.md '
        'tracing_reference.rst web_exceptions.rst web_lowlevel.rst web_reference.rst websocket_utilities.rst '
        'whats_new_1_1.rst whats_new_3_0.rst'
    ),
    'examples': (
        'background_tasks.py basic_auth_middleware.py client_ws.py curl.py digest_auth_qop_auth.py '
        'fake_server.py lowlevel_srv.py server.crt server.key server_simple.py static_files.py '
        'token_refresh_middleware.py web_classview.py web_cookies.py web_srv_route_deco.py '
        'web_srv_route_table.py'
    ),
    'requirements': (
        'base-ft.in base-ft.txt base.in base.txt constraints.in constraints.txt cython.in cython.txt dev.in '
        'dev.txt doc-spelling.in doc-spelling.txt doc.in doc.txt lint.in multidict.txt '
        'sync-direct-runtime-deps.py test-common-base.txt test-mobile.in test-mobile.txt'
    ),
    'tests': (
        'aiohttp.png conftest.py data.unknown_mime_type data.zero_bytes github-urls.json sample.txt '
        'test_base_protocol.py test_benchmarks_client.py test_benchmarks_client_ws.py '
        'test_benchmarks_cookie_helpers.py test_benchmarks_cookiejar.py test_benchmarks_http_websocket.py '
        'test_benchmarks_multipart.py test_benchmarks_web_fileresponse.py test_benchmarks_web_middleware.py '
        'test_benchmarks_web_request.py test_benchmarks_web_response.py test_benchmarks_web_urldispatcher.py '
        'test_circular_imports.py test_classbasedview.py test_client_exceptions.py test_client_functional.py '
        'test_client_middleware.py test_client_middleware_digest_auth.py test_client_proto.py '
        'test_client_request.py test_client_session.py test_client_ws.py test_client_ws_functional.py '
        'test_connector.py test_cookiejar.py test_flowcontrol_streams.py test_formdata.py test_helpers.py '
        'test_http_parser.py test_http_writer.py test_imports.py test_multipart.py test_multipart_helpers.py '
        'test_proxy_functional.py test_resolver.py test_run_app.py test_tcp_helpers.py test_urldispatch.py '
        'test_web_app.py test_web_cli.py test_web_functional.py test_web_log.py test_web_middleware.py '
        'test_web_protocol.py test_web_request_handler.py test_web_response.py test_web_runner.py '
        'test_web_server.py test_web_websocket.py test_websocket_handshake.py test_websocket_parser.py '
        'test_websocket_writer.py'
    ),
    'tools': (
        'bench-asyncio-write.py check_changes.py check_sum.py cleanup_changes.py drop_merged_branches.sh'
    ),
}


FPB_LISTS_KIND = {
    'books': (
        'free-programming-books-ar.md free-programming-books-az.md free-programming-books-bg.md '
        'free-programming-books-bn.md free-programming-books-ca.md free-programming-books-cs.md '
        'free-programming-books-da.md free-programming-books-de.md free-programming-books-el.md '
        'free-programming-books-en.md free-programming-books-es.md free-programming-books-et.md '
        'free-programming-books-fa_IR.md free-programming-books-fi.md free-programming-books-fr.md '
        'free-programming-books-he.md free-programming-books-hi.md free-programming-books-hu.md '
        'free-programming-books-hy.md free-programming-books-id.md free-programming-books-it.md '
        'free-programming-books-ja.md free-programming-books-ko.md free-programming-books-lv.md '
        'free-programming-books-ml.md free-programming-books-my.md free-programming-books-nl.md '
        'free-programming-books-no.md free-programming-books-pl.md free-programming-books-pt_BR.md '
        'free-programming-books-pt_PT.md free-programming-books-ro.md free-programming-books-ru.md '
        'free-programming-books-sk.md free-programming-books-sl.md free-programming-books-sr.md '
        'free-programming-books-sv.md free-programming-books-ta.md free-programming-books-te.md '
        'free-programming-books-th.md free-programming-books-tr.md free-programming-books-uk.md '
        'free-programming-books-ur.md free-programming-books-vi.md free-programming-books-zh.md'
    ),
    'casts': (
        'free-podcasts-screencasts-ar.md free-podcasts-screencasts-cs.md free-podcasts-screencasts-de.md '
        'free-podcasts-screencasts-en.md free-podcasts-screencasts-es.md free-podcasts-screencasts-fa_IR.md '
        'free-podcasts-screencasts-fi.md free-podcasts-screencasts-fr.md free-podcasts-screencasts-he.md '
        'free-podcasts-screencasts-id.md free-podcasts-screencasts-my.md free-podcasts-screencasts-nl.md '
        'free-podcasts-screencasts-pl.md free-podcasts-screencasts-pt_BR.md '
        'free-podcasts-screencasts-pt_PT.md free-podcasts-screencasts-ru.md free-podcasts-screencasts-si.md '
        'free-podcasts-screencasts-sv.md free-podcasts-screencasts-tr.md free-podcasts-screencasts-uk.md '
        'free-podcasts-screencasts-zh.md'
    ),
    'courses': (
        'free-courses-ar.md free-courses-bg.md free-courses-bn.md free-courses-de.md free-courses-el.md '
        'free-courses-en.md free-courses-es.md free-courses-fa_IR.md free-courses-fi.md free-courses-fr.md '
        'free-courses-he.md free-courses-hi.md free-courses-id.md free-courses-it.md free-courses-ja.md '
        'free-courses-kk.md free-courses-km.md free-courses-kn.md free-courses-ko.md free-courses-ml.md '
        'free-courses-mr.md free-courses-my.md free-courses-ne.md free-courses-no.md free-courses-pa.md '
        'free-courses-pl.md free-courses-pt_BR.md free-courses-pt_PT.md free-courses-ro.md free-courses-ru.md '
        'free-courses-si.md free-courses-sv.md free-courses-ta.md free-courses-te.md free-courses-th.md '
        'free-courses-tr.md free-courses-uk.md free-courses-ur.md free-courses-vi.md free-courses-zh.md '
        'free-courses-zh_TW.md'
    ),
    'more': (
        'free-programming-cheatsheets.md free-programming-interactive-tutorials-de.md '
        'free-programming-interactive-tutorials-en.md free-programming-interactive-tutorials-ja.md '
        'free-programming-interactive-tutorials-ru.md free-programming-interactive-tutorials-zh.md '
        'free-programming-playgrounds-de.md free-programming-playgrounds-zh.md '
        'free-programming-playgrounds.md'
    ),
}

FPB_LISTS_OTHER = {
    '': (
        '.editorconfig .github/PULL_REQUEST_TEMPLATE.md '
        '.github/actions/awesomebot-gh-summary-action/action.yml .github/dependabot.yml .gitignore LICENSE '
        'README.md _config.yml _includes/head-custom.html favicon.ico '
        'more/problem-sets-competitive-programming.md scripts/rtl_ltr_linter.py '
        'scripts/rtl_ltr_linter_config.yml'
    ),
    '.github/workflows': (
        'check-urls.yml comment-pr.yml detect-conflicting-prs.yml fpb-lint.yml issues-pinner.yml '
        'rtl-ltr-linter.yml stale.yml'
    ),
    'docs': (
        'CODE_OF_CONDUCT-bn.md CODE_OF_CONDUCT-bs.md CODE_OF_CONDUCT-de.md CODE_OF_CONDUCT-el.md '
        'CODE_OF_CONDUCT-es.md CODE_OF_CONDUCT-fa_IR.md CODE_OF_CONDUCT-fil.md CODE_OF_CONDUCT-fr.md '
        'CODE_OF_CONDUCT-hi.md CODE_OF_CONDUCT-id.md CODE_OF_CONDUCT-it.md CODE_OF_CONDUCT-ja.md '
        'CODE_OF_CONDUCT-km.md CODE_OF_CONDUCT-kn.md CODE_OF_CONDUCT-ko.md CODE_OF_CONDUCT-ml.md '
        'CODE_OF_CONDUCT-mr.md CODE_OF_CONDUCT-no.md CODE_OF_CONDUCT-np.md CODE_OF_CONDUCT-pl.md '
        'CODE_OF_CONDUCT-pt_BR.md CODE_OF_CONDUCT-ru.md CODE_OF_CONDUCT-si.md CODE_OF_CONDUCT-sl.md '
        'CODE_OF_CONDUCT-sv.md CODE_OF_CONDUCT-ta.md CODE_OF_CONDUCT-te.md CODE_OF_CONDUCT-th.md '
        'CODE_OF_CONDUCT-tr.md CODE_OF_CONDUCT-uk.md CODE_OF_CONDUCT-vi.md CODE_OF_CONDUCT-zh.md '
        'CODE_OF_CONDUCT.md CONTRIBUTING-ca.md CONTRIBUTING-de.md CONTRIBUTING-el.md CONTRIBUTING-es.md '
        'CONTRIBUTING-fa_IR.md CONTRIBUTING-fil.md CONTRIBUTING-fr.md CONTRIBUTING-hi.md CONTRIBUTING-id.md '
        'CONTRIBUTING-it.md CONTRIBUTING-ja.md CONTRIBUTING-kn.md CONTRIBUTING-ko.md CONTRIBUTING-ml.md '
        'CONTRIBUTING-np.md CONTRIBUTING-pt_BR.md CONTRIBUTING-ru.md CONTRIBUTING-sv.md CONTRIBUTING-ta.md '
        'CONTRIBUTING-te.md CONTRIBUTING-vi.md CONTRIBUTING-zh.md CONTRIBUTING-zh_TW.md CONTRIBUTING.md '
        'HOWTO-ar.md HOWTO-bn.md HOWTO-bs.md HOWTO-de.md HOWTO-el.md HOWTO-es.md HOWTO-fa_IR.md HOWTO-fil.md '
        'HOWTO-fr.md HOWTO-he.md HOWTO-hi.md HOWTO-id.md HOWTO-it.md HOWTO-ja.md HOWTO-km.md HOWTO-kn.md '
        'HOWTO-ko.md HOWTO-ml.md HOWTO-nl.md HOWTO-no.md HOWTO-np.md HOWTO-pl.md HOWTO-pt_BR.md '
        'HOWTO-pt_PT.md HOWTO-ru.md HOWTO-sl.md HOWTO-sv.md HOWTO-ta.md HOWTO-te.md HOWTO-th.md HOWTO-tr.md '
        'HOWTO-uk.md HOWTO-vi.md HOWTO-zh.md HOWTO-zh_TW.md HOWTO.md README.md'
    ),
}


FPB_DOCS_KIND = {
    'docs': (
        'CODE_OF_CONDUCT-bn.md CODE_OF_CONDUCT-bs.md CODE_OF_CONDUCT-de.md CODE_OF_CONDUCT-el.md '
        'CODE_OF_CONDUCT-es.md CODE_OF_CONDUCT-fa_IR.md CODE_OF_CONDUCT-fil.md CODE_OF_CONDUCT-fr.md '
        'CODE_OF_CONDUCT-hi.md CODE_OF_CONDUCT-id.md CODE_OF_CONDUCT-it.md CODE_OF_CONDUCT-ja.md '
        'CODE_OF_CONDUCT-km.md CODE_OF_CONDUCT-kn.md CODE_OF_CONDUCT-ko.md CODE_OF_CONDUCT-ml.md '
        'CODE_OF_CONDUCT-mr.md CODE_OF_CONDUCT-no.md CODE_OF_CONDUCT-np.md CODE_OF_CONDUCT-pl.md '
        'CODE_OF_CONDUCT-pt_BR.md CODE_OF_CONDUCT-ru.md CODE_OF_CONDUCT-si.md CODE_OF_CONDUCT-sl.md '
        'CODE_OF_CONDUCT-sv.md CODE_OF_CONDUCT-ta.md CODE_OF_CONDUCT-te.md CODE_OF_CONDUCT-th.md '
        'CODE_OF_CONDUCT-tr.md CODE_OF_CONDUCT-uk.md CODE_OF_CONDUCT-vi.md CODE_OF_CONDUCT-zh.md '
        'CODE_OF_CONDUCT.md CONTRIBUTING-ca.md CONTRIBUTING-de.md CONTRIBUTING-el.md CONTRIBUTING-es.md '
        'CONTRIBUTING-fa_IR.md CONTRIBUTING-fil.md CONTRIBUTING-fr.md CONTRIBUTING-hi.md CONTRIBUTING-id.md '
        'CONTRIBUTING-it.md CONTRIBUTING-ja.md CONTRIBUTING-kn.md CONTRIBUTING-ko.md CONTRIBUTING-ml.md '
        'CONTRIBUTING-np.md CONTRIBUTING-pt_BR.md CONTRIBUTING-ru.md CONTRIBUTING-sv.md CONTRIBUTING-ta.md '
        'CONTRIBUTING-te.md CONTRIBUTING-vi.md CONTRIBUTING-zh.md CONTRIBUTING-zh_TW.md CONTRIBUTING.md '
        'HOWTO-ar.md HOWTO-bn.md HOWTO-bs.md HOWTO-de.md HOWTO-el.md HOWTO-es.md HOWTO-fa_IR.md HOWTO-fil.md '
        'HOWTO-fr.md HOWTO-he.md HOWTO-hi.md HOWTO-id.md HOWTO-it.md HOWTO-ja.md HOWTO-km.md HOWTO-kn.md '
        'HOWTO-ko.md HOWTO-ml.md HOWTO-nl.md HOWTO-no.md HOWTO-np.md HOWTO-pl.md HOWTO-pt_BR.md '
        'HOWTO-pt_PT.md HOWTO-ru.md HOWTO-sl.md HOWTO-sv.md HOWTO-ta.md HOWTO-te.md HOWTO-th.md HOWTO-tr.md '
        'HOWTO-uk.md HOWTO-vi.md HOWTO-zh.md HOWTO-zh_TW.md HOWTO.md'
    ),
}

FPB_DOCS_OTHER = {
    '': (
        '.editorconfig .github/PULL_REQUEST_TEMPLATE.md '
        '.github/actions/awesomebot-gh-summary-action/action.yml .github/dependabot.yml .gitignore LICENSE '
        'README.md _config.yml _includes/head-custom.html docs/README.md favicon.ico '
        'scripts/rtl_ltr_linter.py scripts/rtl_ltr_linter_config.yml'
    ),
    '.github/workflows': (
        'check-urls.yml comment-pr.yml detect-conflicting-prs.yml fpb-lint.yml issues-pinner.yml '
        'rtl-ltr-linter.yml stale.yml'
    ),
    'books': (
        'free-programming-books-ar.md free-programming-books-az.md free-programming-books-bg.md '
        'free-programming-books-bn.md free-programming-books-ca.md free-programming-books-cs-cp.md '
        'free-programming-books-cs.md free-programming-books-da.md free-programming-books-de.md '
        'free-programming-books-el.md free-programming-books-en.md free-programming-books-es.md '
        'free-programming-books-et.md free-programming-books-fa_IR.md free-programming-books-fi.md '
        'free-programming-books-fr.md free-programming-books-he.md free-programming-books-hi.md '
        'free-programming-books-hu.md free-programming-books-hy.md free-programming-books-id.md '
        'free-programming-books-it.md free-programming-books-ja.md free-programming-books-ko.md '
        'free-programming-books-langs.md free-programming-books-lv.md free-programming-books-ml.md '
        'free-programming-books-my.md free-programming-books-nl.md free-programming-books-no.md '
        'free-programming-books-pl.md free-programming-books-pt_BR.md free-programming-books-pt_PT.md '
        'free-programming-books-ro.md free-programming-books-ru.md free-programming-books-sk.md '
        'free-programming-books-sl.md free-programming-books-sr.md free-programming-books-subjects.md '
        'free-programming-books-sv.md free-programming-books-ta.md free-programming-books-te.md '
        'free-programming-books-th.md free-programming-books-tr.md free-programming-books-uk.md '
        'free-programming-books-ur.md free-programming-books-vi.md free-programming-books-zh.md'
    ),
    'casts': (
        'free-podcasts-screencasts-ar.md free-podcasts-screencasts-cs.md free-podcasts-screencasts-de.md '
        'free-podcasts-screencasts-en.md free-podcasts-screencasts-es.md free-podcasts-screencasts-fa_IR.md '
        'free-podcasts-screencasts-fi.md free-podcasts-screencasts-fr.md free-podcasts-screencasts-he.md '
        'free-podcasts-screencasts-id.md free-podcasts-screencasts-my.md free-podcasts-screencasts-nl.md '
        'free-podcasts-screencasts-pl.md free-podcasts-screencasts-pt_BR.md '
        'free-podcasts-screencasts-pt_PT.md free-podcasts-screencasts-ru.md free-podcasts-screencasts-si.md '
        'free-podcasts-screencasts-sv.md free-podcasts-screencasts-tr.md free-podcasts-screencasts-uk.md '
        'free-podcasts-screencasts-zh.md'
    ),
    'courses': (
        'free-courses-ar.md free-courses-bg.md free-courses-bn.md free-courses-de.md free-courses-el.md '
        'free-courses-en.md free-courses-es.md free-courses-fa_IR.md free-courses-fi.md free-courses-fr.md '
        'free-courses-he.md free-courses-hi.md free-courses-id.md free-courses-it.md free-courses-ja.md '
        'free-courses-kk.md free-courses-km.md free-courses-kn.md free-courses-ko.md free-courses-ml.md '
        'free-courses-mr.md free-courses-my.md free-courses-ne.md free-courses-no.md free-courses-pa.md '
        'free-courses-pl.md free-courses-pt_BR.md free-courses-pt_PT.md free-courses-ro.md free-courses-ru.md '
        'free-courses-si.md free-courses-sv.md free-courses-ta.md free-courses-te.md free-courses-th.md '
        'free-courses-tr.md free-courses-uk.md free-courses-ur.md free-courses-vi.md free-courses-zh.md '
        'free-courses-zh_TW.md'
    ),
    'more': (
        'free-programming-cheatsheets.md free-programming-interactive-tutorials-de.md '
        'free-programming-interactive-tutorials-en.md free-programming-interactive-tutorials-ja.md '
        'free-programming-interactive-tutorials-ru.md free-programming-interactive-tutorials-zh.md '
        'free-programming-playgrounds-de.md free-programming-playgrounds-zh.md '
        'free-programming-playgrounds.md problem-sets-competitive-programming.md'
    ),
}


JBM_FONTS_KIND = {
    'fonts/otf': (
        'JetBrainsMono-Bold.otf JetBrainsMono-BoldItalic.otf JetBrainsMono-ExtraBold.otf '
        'JetBrainsMono-ExtraBoldItalic.otf JetBrainsMono-ExtraLight.otf JetBrainsMono-ExtraLightItalic.otf '
        'JetBrainsMono-Italic.otf JetBrainsMono-Light.otf JetBrainsMono-LightItalic.otf '
        'JetBrainsMono-Medium.otf JetBrainsMono-MediumItalic.otf JetBrainsMono-Regular.otf '
        'JetBrainsMono-SemiBold.otf JetBrainsMono-SemiBoldItalic.otf JetBrainsMono-Thin.otf '
        'JetBrainsMono-ThinItalic.otf'
    ),
    'fonts/ttf': (
        'JetBrainsMono-Bold.ttf JetBrainsMono-BoldItalic.ttf JetBrainsMono-ExtraBold.ttf '
        'JetBrainsMono-ExtraBoldItalic.ttf JetBrainsMono-ExtraLight.ttf JetBrainsMono-ExtraLightItalic.ttf '
        'JetBrainsMono-Italic.ttf JetBrainsMono-Light.ttf JetBrainsMono-LightItalic.ttf '
        'JetBrainsMono-Medium.ttf JetBrainsMono-MediumItalic.ttf JetBrainsMono-Regular.ttf '
        'JetBrainsMono-SemiBold.ttf JetBrainsMono-SemiBoldItalic.ttf JetBrainsMono-Thin.ttf '
        'JetBrainsMono-ThinItalic.ttf'
    ),
    'fonts/webfonts': (
        'JetBrainsMono-Bold.woff2 JetBrainsMono-BoldItalic.woff2 JetBrainsMono-ExtraBold.woff2 '
        'JetBrainsMono-ExtraBoldItalic.woff2 JetBrainsMono-ExtraLight.woff2 '
        'JetBrainsMono-ExtraLightItalic.woff2 JetBrainsMono-Italic.woff2 JetBrainsMono-Light.woff2 '
        'JetBrainsMono-LightItalic.woff2 JetBrainsMono-Medium.woff2 JetBrainsMono-MediumItalic.woff2 '
        'JetBrainsMono-Regular.woff2 JetBrainsMono-SemiBold.woff2 JetBrainsMono-SemiBoldItalic.woff2 '
        'JetBrainsMono-Thin.woff2 JetBrainsMono-ThinItalic.woff2'
    ),
}

JBM_FONTS_OTHER = {
    '': (
        '.github/workflows/build-fonts.yml .gitignore .idea/codeStyles/Project.xml '
        '.idea/codeStyles/codeStyleConfig.xml .idea/dictionaries/kb.xml '
        '.idea/inspectionProfiles/No_Inspection.xml .idea/libraries/KotlinJavaRuntime.xml '
        '.idea/shelf/Uncommitted_changes_before_Update_at_19-Jul-20_20_36_[Default_Changelist]/shelved.patch '
        '.idea/shelf/Uncommitted_changes_before_Update_at_19-Jul-20_20_36__Default_Changelist_.xml '
        'AUTHORS.txt CODE_OF_CONDUCT.md CONTRIBUTORS.txt Changelog.md OFL.txt README.md '
        'fonts/variable/JetBrainsMono-Italic[wght].ttf fonts/variable/JetBrainsMono[wght].ttf '
        'fonts/webfonts/JetBrainsMono-Italic[wght].woff2 fonts/webfonts/JetBrainsMono[wght].woff2 '
        'install_manual.sh requirements.txt scripts/GenerateNLVersion.kt '
        'scripts/generate_variable_webfonts.py'
    ),
    '.idea': (
        'JetBrainsMono.iml kotlinc.xml misc.xml modules.xml uiDesigner.xml vcs.xml'
    ),
    'fonts/archives/otf': (
        'JetBrainsMono-Bold.otf JetBrainsMono-BoldItalic.otf JetBrainsMono-ExtraBold.otf '
        'JetBrainsMono-ExtraBoldItalic.otf JetBrainsMono-ExtraLight.otf JetBrainsMono-ExtraLightItalic.otf '
        'JetBrainsMono-Italic.otf JetBrainsMono-Light.otf JetBrainsMono-LightItalic.otf '
        'JetBrainsMono-Medium.otf JetBrainsMono-MediumItalic.otf JetBrainsMono-Regular.otf '
        'JetBrainsMono-SemiBold.otf JetBrainsMono-SemiBoldItalic.otf JetBrainsMono-Thin.otf '
        'JetBrainsMono-ThinItalic.otf'
    ),
    'fonts/archives/ttf': (
        'JetBrainsMono-Bold.ttf JetBrainsMono-BoldItalic.ttf JetBrainsMono-ExtraBold.ttf '
        'JetBrainsMono-ExtraBoldItalic.ttf JetBrainsMono-ExtraLight.ttf JetBrainsMono-ExtraLightItalic.ttf '
        'JetBrainsMono-Italic.ttf JetBrainsMono-Light.ttf JetBrainsMono-LightItalic.ttf '
        'JetBrainsMono-Medium.ttf JetBrainsMono-MediumItalic.ttf JetBrainsMono-Regular.ttf '
        'JetBrainsMono-SemiBold.ttf JetBrainsMono-SemiBoldItalic.ttf JetBrainsMono-Thin.ttf '
        'JetBrainsMono-ThinItalic.ttf JetBrainsMonoNL-Bold.ttf JetBrainsMonoNL-BoldItalic.ttf '
        'JetBrainsMonoNL-ExtraBold.ttf JetBrainsMonoNL-ExtraBoldItalic.ttf JetBrainsMonoNL-ExtraLight.ttf '
        'JetBrainsMonoNL-ExtraLightItalic.ttf JetBrainsMonoNL-Italic.ttf JetBrainsMonoNL-Light.ttf '
        'JetBrainsMonoNL-LightItalic.ttf JetBrainsMonoNL-Medium.ttf JetBrainsMonoNL-MediumItalic.ttf '
        'JetBrainsMonoNL-Regular.ttf JetBrainsMonoNL-SemiBold.ttf JetBrainsMonoNL-SemiBoldItalic.ttf '
        'JetBrainsMonoNL-Thin.ttf JetBrainsMonoNL-ThinItalic.ttf'
    ),
    'fonts/archives/variable': (
        'JetBrainsMono-Italic[wght].ttf JetBrainsMono-Italic[wght].woff2 JetBrainsMono[wght].ttf '
        'JetBrainsMono[wght].woff2'
    ),
    'fonts/archives/webfonts': (
        'JetBrainsMono-Bold.woff2 JetBrainsMono-BoldItalic.woff2 JetBrainsMono-ExtraBold.woff2 '
        'JetBrainsMono-ExtraBoldItalic.woff2 JetBrainsMono-ExtraLight.woff2 '
        'JetBrainsMono-ExtraLightItalic.woff2 JetBrainsMono-Italic.woff2 JetBrainsMono-Light.woff2 '
        'JetBrainsMono-LightItalic.woff2 JetBrainsMono-Medium.woff2 JetBrainsMono-MediumItalic.woff2 '
        'JetBrainsMono-Regular.woff2 JetBrainsMono-SemiBold.woff2 JetBrainsMono-SemiBoldItalic.woff2 '
        'JetBrainsMono-Thin.woff2 JetBrainsMono-ThinItalic.woff2'
    ),
    'images': (
        'character-set@2x.png character-variants@2x.png ff-distinctiveness-of-symbols@2x.gif '
        'ff-increased-height@2x.png font-styles@2x.png ligatures-1@2x.gif ligatures-2@2x.gif main-img@2x.png '
        'stylistic-sets@2x.png'
    ),
    'sources': (
        'JetBrainsMono-Italic.glyphs JetBrainsMono.glyphs config.yaml'
    ),
    'sources/old-build-scripts': (
        'build-statics.sh build-vf.sh build-webfonts.sh'
    ),
}


JBM_ARCHIVES_KIND = {
    'fonts/archives/otf': (
        'JetBrainsMono-Bold.otf JetBrainsMono-BoldItalic.otf JetBrainsMono-ExtraBold.otf '
        'JetBrainsMono-ExtraBoldItalic.otf JetBrainsMono-ExtraLight.otf JetBrainsMono-ExtraLightItalic.otf '
        'JetBrainsMono-Italic.otf JetBrainsMono-Light.otf JetBrainsMono-LightItalic.otf '
        'JetBrainsMono-Medium.otf JetBrainsMono-MediumItalic.otf JetBrainsMono-Regular.otf '
        'JetBrainsMono-SemiBold.otf JetBrainsMono-SemiBoldItalic.otf JetBrainsMono-Thin.otf '
        'JetBrainsMono-ThinItalic.otf'
    ),
    'fonts/archives/ttf': (
        'JetBrainsMono-Bold.ttf JetBrainsMono-BoldItalic.ttf JetBrainsMono-ExtraBold.ttf '
        'JetBrainsMono-ExtraBoldItalic.ttf JetBrainsMono-ExtraLight.ttf JetBrainsMono-ExtraLightItalic.ttf '
        'JetBrainsMono-Italic.ttf JetBrainsMono-Light.ttf JetBrainsMono-LightItalic.ttf '
        'JetBrainsMono-Medium.ttf JetBrainsMono-MediumItalic.ttf JetBrainsMono-Regular.ttf '
        'JetBrainsMono-SemiBold.ttf JetBrainsMono-SemiBoldItalic.ttf JetBrainsMono-Thin.ttf '
        'JetBrainsMono-ThinItalic.ttf JetBrainsMonoNL-Bold.ttf JetBrainsMonoNL-BoldItalic.ttf '
        'JetBrainsMonoNL-ExtraBold.ttf JetBrainsMonoNL-ExtraBoldItalic.ttf JetBrainsMonoNL-ExtraLight.ttf '
        'JetBrainsMonoNL-ExtraLightItalic.ttf JetBrainsMonoNL-Italic.ttf JetBrainsMonoNL-Light.ttf '
        'JetBrainsMonoNL-LightItalic.ttf JetBrainsMonoNL-Medium.ttf JetBrainsMonoNL-MediumItalic.ttf '
        'JetBrainsMonoNL-Regular.ttf JetBrainsMonoNL-SemiBold.ttf JetBrainsMonoNL-SemiBoldItalic.ttf '
        'JetBrainsMonoNL-Thin.ttf JetBrainsMonoNL-ThinItalic.ttf'
    ),
    'fonts/archives/webfonts': (
        'JetBrainsMono-Bold.woff2 JetBrainsMono-BoldItalic.woff2 JetBrainsMono-ExtraBold.woff2 '
        'JetBrainsMono-ExtraBoldItalic.woff2 JetBrainsMono-ExtraLight.woff2 '
        'JetBrainsMono-ExtraLightItalic.woff2 JetBrainsMono-Italic.woff2 JetBrainsMono-Light.woff2 '
        'JetBrainsMono-LightItalic.woff2 JetBrainsMono-Medium.woff2 JetBrainsMono-MediumItalic.woff2 '
        'JetBrainsMono-Regular.woff2 JetBrainsMono-SemiBold.woff2 JetBrainsMono-SemiBoldItalic.woff2 '
        'JetBrainsMono-Thin.woff2 JetBrainsMono-ThinItalic.woff2'
    ),
}

JBM_ARCHIVES_OTHER = {
    '': (
        '.github/workflows/build-fonts.yml .gitignore .idea/codeStyles/Project.xml '
        '.idea/codeStyles/codeStyleConfig.xml .idea/dictionaries/kb.xml '
        '.idea/inspectionProfiles/No_Inspection.xml .idea/libraries/KotlinJavaRuntime.xml '
        '.idea/shelf/Uncommitted_changes_before_Update_at_19-Jul-20_20_36_[Default_Changelist]/shelved.patch '
        '.idea/shelf/Uncommitted_changes_before_Update_at_19-Jul-20_20_36__Default_Changelist_.xml '
        'AUTHORS.txt CODE_OF_CONDUCT.md CONTRIBUTORS.txt Changelog.md OFL.txt README.md '
        'fonts/variable/JetBrainsMono-Italic[wght].ttf fonts/variable/JetBrainsMono[wght].ttf '
        'install_manual.sh requirements.txt scripts/GenerateNLVersion.kt '
        'scripts/generate_variable_webfonts.py'
    ),
    '.idea': (
        'JetBrainsMono.iml kotlinc.xml misc.xml modules.xml uiDesigner.xml vcs.xml'
    ),
    'fonts/archives/variable': (
        'JetBrainsMono-Italic[wght].ttf JetBrainsMono-Italic[wght].woff2 JetBrainsMono[wght].ttf '
        'JetBrainsMono[wght].woff2'
    ),
    'fonts/otf': (
        'JetBrainsMono-Bold.otf JetBrainsMono-BoldItalic.otf JetBrainsMono-ExtraBold.otf '
        'JetBrainsMono-ExtraBoldItalic.otf JetBrainsMono-ExtraLight.otf JetBrainsMono-ExtraLightItalic.otf '
        'JetBrainsMono-Italic.otf JetBrainsMono-Light.otf JetBrainsMono-LightItalic.otf '
        'JetBrainsMono-Medium.otf JetBrainsMono-MediumItalic.otf JetBrainsMono-Regular.otf '
        'JetBrainsMono-SemiBold.otf JetBrainsMono-SemiBoldItalic.otf JetBrainsMono-Thin.otf '
        'JetBrainsMono-ThinItalic.otf'
    ),
    'fonts/ttf': (
        'JetBrainsMono-Bold.ttf JetBrainsMono-BoldItalic.ttf JetBrainsMono-ExtraBold.ttf '
        'JetBrainsMono-ExtraBoldItalic.ttf JetBrainsMono-ExtraLight.ttf JetBrainsMono-ExtraLightItalic.ttf '
        'JetBrainsMono-Italic.ttf JetBrainsMono-Light.ttf JetBrainsMono-LightItalic.ttf '
        'JetBrainsMono-Medium.ttf JetBrainsMono-MediumItalic.ttf JetBrainsMono-Regular.ttf '
        'JetBrainsMono-SemiBold.ttf JetBrainsMono-SemiBoldItalic.ttf JetBrainsMono-Thin.ttf '
        'JetBrainsMono-ThinItalic.ttf'
    ),
    'fonts/webfonts': (
        'JetBrainsMono-Bold.woff2 JetBrainsMono-BoldItalic.woff2 JetBrainsMono-ExtraBold.woff2 '
        'JetBrainsMono-ExtraBoldItalic.woff2 JetBrainsMono-ExtraLight.woff2 '
        'JetBrainsMono-ExtraLightItalic.woff2 JetBrainsMono-Italic.woff2 JetBrainsMono-Italic[wght].woff2 '
        'JetBrainsMono-Light.woff2 JetBrainsMono-LightItalic.woff2 JetBrainsMono-Medium.woff2 '
        'JetBrainsMono-MediumItalic.woff2 JetBrainsMono-Regular.woff2 JetBrainsMono-SemiBold.woff2 '
        'JetBrainsMono-SemiBoldItalic.woff2 JetBrainsMono-Thin.woff2 JetBrainsMono-ThinItalic.woff2 '
        'JetBrainsMono[wght].woff2'
    ),
    'images': (
        'character-set@2x.png character-variants@2x.png ff-distinctiveness-of-symbols@2x.gif '
        'ff-increased-height@2x.png font-styles@2x.png ligatures-1@2x.gif ligatures-2@2x.gif main-img@2x.png '
        'stylistic-sets@2x.png'
    ),
    'sources': (
        'JetBrainsMono-Italic.glyphs JetBrainsMono.glyphs config.yaml'
    ),
    'sources/old-build-scripts': (
        'build-statics.sh build-vf.sh build-webfonts.sh'
    ),
}


HELM_CI_VALUES_KIND = {
    '': (
        'charts/jiralert/ci/httproute-values.yaml charts/jiralert/ci/test-values.yaml '
        'charts/prom-label-proxy/ci/httproute-values.yaml charts/prom-label-proxy/ci/test-values.yaml '
        'charts/prometheus-adapter/ci/default-values.yaml '
        'charts/prometheus-adapter/ci/external-rules-values.yaml '
        'charts/prometheus-json-exporter/ci/default-values.yaml '
        'charts/prometheus-kafka-exporter/ci/ci-values.yaml '
        'charts/prometheus-pgbouncer-exporter/ci/ci-values.yaml '
        'charts/prometheus-rabbitmq-exporter/ci/default-values.yaml '
        'charts/prometheus-redis-exporter/ci/extramanifests-values.yaml '
        'charts/prometheus-systemd-exporter/ci/default-values.yaml '
        'charts/prometheus-systemd-exporter/ci/prometheus-operator-values.yaml'
    ),
    'charts/alertmanager-snmp-notifier/ci': (
        'default-values.yaml ingress-values.yaml secret-values.yaml templates-values.yaml'
    ),
    'charts/alertmanager/ci': (
        '05-ingress-and-gateway-routes-values.yaml config-reload-values.yaml httproute-values.yaml '
        'ingress-labels-values.yaml servicemonitor-values.yaml'
    ),
    'charts/kube-prometheus-stack/ci': (
        '01-provision-crds-values.yaml 03-non-defaults-values.yaml 04-prometheus-operator-webhook-values.yaml '
        '05-ingress-and-gateway-routes-values.yaml 06-upgrade-crds-values.yaml'
    ),
    'charts/kube-state-metrics/ci': (
        '01-default-values.yaml 02-custom-resource-state-only-values.yaml 03-servicemonitor-values.yaml '
        '04-self-monitor-values.yaml'
    ),
    'charts/prometheus-blackbox-exporter/ci': (
        'config-reloader-values.yaml daemonset-values.yml default-values.yaml extraenv-values.yaml '
        'httproute-values.yml ingress-values.yml networkpolicy-values.yaml secret-values.yaml '
        'service-monitor-tpl-values.yaml'
    ),
    'charts/prometheus-elasticsearch-exporter/ci': (
        'common-labels-values.yaml create-serviceaccount-values.yaml default-values.yaml '
        'deployment-labels-values.yaml env-values.yaml extra-manifests-values.yaml extra-volumes-values.yaml '
        'pod-labels-values.yaml pod-monitor-values.yaml resources-values.yaml secret-mounts-values.yaml '
        'security-context-values.yaml service-labels-values.yaml service-monitor-values.yaml'
    ),
    'charts/prometheus-fastly-exporter/ci': (
        'default-values.yaml extramanifests-values.yaml httproute-values.yaml'
    ),
    'charts/prometheus-memcached-exporter/ci': (
        '01-default-values.yaml 02-security-context-values.yaml 03-resources-values.yaml'
    ),
    'charts/prometheus-mongodb-exporter/ci': (
        'default-values.yaml dns-and-host-values.yaml env-values.yaml podsecuritycontext-values.yaml '
        'servicemonitor-disabled-values.yaml servicemonitor-multi-target-anon-values.yaml '
        'servicemonitor-multi-target-values.yaml'
    ),
    'charts/prometheus-nginx-exporter/ci': (
        'default-values.yaml labels-values.yaml resources-values.yaml sa-values.yaml '
        'servicemonitor-values.yaml'
    ),
    'charts/prometheus-node-exporter/ci': (
        'common-labels-values.yaml default-values.yaml distroless-values.yaml '
        'kube-rbac-proxy-tlssecret-values.yaml networkpolicy-values.yaml pod-labels-values.yaml '
        'port-values.yaml service-labels-values.yaml serviceport-values.yaml'
    ),
    'charts/prometheus-operator-admission-webhook/ci': (
        'affinity-tpl-values.yaml affinity-values.yaml common-values.yaml default-values.yaml '
        'deployment-labels-values.yaml env-values.yaml extra-args-values.yaml job-annotations-values.yaml '
        'liveness-probe-values.yaml network-policy-values.yaml pdb-values.yaml pod-labels-values.yaml '
        'resources-values.yaml service-labels-values.yaml serviceaccount-values.yaml '
        'servicemonitor-values.yaml'
    ),
    'charts/prometheus-pingmesh-exporter/ci': (
        'daemonset-values.yml default-values.yaml extraenv-values.yaml httproute-values.yaml '
        'ingress-values.yml networkpolicy-values.yaml secret-values.yaml'
    ),
    'charts/prometheus-postgres-exporter/ci': (
        'config-values.yaml default-values.yaml deployment-labels-values.yaml disable-metrics-values.yaml '
        'exporter-config-values.yaml extraenv-values.yaml extramanifests-values.yaml pdb-values.yaml '
        'podlabels-values.yaml serviceaccount-values.yaml servicelabels-values.yaml '
        'servicemonitor-values.yaml'
    ),
    'charts/prometheus-pushgateway/ci': (
        'automount-sa-token-values.yaml basic-auth-values.yaml default-sts-values.yaml default-values.yaml '
        'extraargs-values.yaml extramanifests-values.yaml extravars-values.yaml httproute-values.yaml '
        'lifecycle-values.yaml persistence-sts-values.yaml persistence-values.yaml podlabels-sts-values.yaml '
        'podlabels-values.yaml resources-values.yaml securitycontext-values.yaml servicelabels-values.yaml '
        'servicemonitor-basicauth-secret-values.yaml servicemonitor-basicauth-values.yaml '
        'servicemonitor-values.yaml web-config-existing-secret-values.yaml'
    ),
    'charts/prometheus-smartctl-exporter/ci': (
        'default-values.yaml device-exclude-values.yaml device-include-values.yaml '
        'prometheusrules-values.yaml resources-values.yaml servicemonitor-values.yaml'
    ),
    'charts/prometheus-snmp-exporter/ci': (
        '01-default-values.yaml 02-extra-manifest-values.yaml 03-daemonset-values.yaml '
        '04-config-without-reloader-values.yaml 05-config-with-reloader-values.yaml '
        '06-multiple-configs-values.yaml 07-extra-configs-values.yaml httproute-values.yaml'
    ),
    'charts/prometheus-stackdriver-exporter/ci': (
        'annotations-values.yaml default-values.yaml extra-volumes-values.yaml'
    ),
    'charts/prometheus/ci': (
        '01-automount-sa-token-values.yaml 02-config-reloader-deployment-values.yaml '
        '03-config-reloader-sts-values.yaml 04-extra-manifest-values.yaml 05-server-deployment-values.yaml '
        '06-server-sts-values.yaml 07-meta-labels-values.yaml 08-sts-pvc-retention-policy-values.yaml '
        '09-standalone-deployment-values.yaml 10-namespaced-sd-values.yaml 11-default-values.yaml '
        '12-ingress-values.yaml 13-pdb-values.yaml 14-config-secret-values.yaml '
        '15-config-configmap-override-values.yaml 16-httproute-values.yaml 17-daemonset-values.yaml '
        '18-scrape-configs-values.yaml 19-scrape-configs-legacy-values.yaml'
    ),
}

HELM_CI_VALUES_OTHER = {
    '': (
        'charts/alertmanager/README.md charts/alertmanager/unittests/httproute_test.yaml '
        'charts/alertmanager/unittests/servicemonitor_test.yaml charts/alertmanager/values.schema.json '
        'charts/kube-prometheus-stack/ci/lint.sh charts/kube-prometheus-stack/templates/NOTES.txt '
        'charts/kube-state-metrics/unittests/collectors_test.yaml charts/prometheus-adapter/.helmignore '
        'charts/prometheus-adapter/values.yaml charts/prometheus-fastly-exporter/templates/route.yaml '
        'charts/prometheus-fastly-exporter/values.yaml charts/prometheus-memcached-exporter/Chart.yaml '
        'charts/prometheus-memcached-exporter/templates/prometheusrule.yaml '
        'charts/prometheus-memcached-exporter/templates/service.yaml '
        'charts/prometheus-memcached-exporter/values.yaml charts/prometheus-mongodb-exporter/.helmignore '
        'charts/prometheus-mongodb-exporter/README.md '
        'charts/prometheus-mongodb-exporter/templates/secret.yaml '
        'charts/prometheus-mongodb-exporter/templates/serviceaccount.yaml '
        'charts/prometheus-nginx-exporter/templates/_helpers.tpl '
        'charts/prometheus-nginx-exporter/templates/role.yaml charts/prometheus-node-exporter/README.md '
        'charts/prometheus-operator-admission-webhook/values.schema.json '
        'charts/prometheus-rabbitmq-exporter/Chart.yaml charts/prometheus-snmp-exporter/Chart.yaml '
        'charts/prometheus-stackdriver-exporter/README.md charts/prometheus-systemd-exporter/Chart.yaml '
        'charts/prometheus/Chart.lock charts/prometheus/values.yaml'
    ),
    'charts/alertmanager-snmp-notifier': (
        'Chart.yaml README.md values.schema.json'
    ),
    'charts/alertmanager-snmp-notifier/templates': (
        'configmap.yaml deployment.yaml hpa.yaml serviceaccount.yaml servicemonitor.yaml'
    ),
    'charts/alertmanager/templates': (
        'httproute.yaml ingress.yaml servicemonitor.yaml serviceperreplica.yaml services.yaml'
    ),
    'charts/jiralert': (
        '.helmignore Chart.yaml values.yaml'
    ),
    'charts/jiralert/templates': (
        'deployment.yaml ingress.yaml pdb.yaml serviceaccount.yaml servicemonitor.yaml'
    ),
    'charts/kube-prometheus-stack': (
        '.editorconfig .gitignore .helmignore README.md'
    ),
    'charts/kube-prometheus-stack/hack': (
        'renovate-post-upgrade-hook.sh requirements.txt sync_grafana_dashboards.py sync_prometheus_rules.py'
    ),
    'charts/kube-state-metrics': (
        '.helmignore Chart.yaml README.md values.yaml'
    ),
    'charts/kube-state-metrics/templates': (
        '_helpers.tpl extra-manifests.yaml kubeconfig-secret.yaml pdb.yaml rolebinding.yaml scrapeconfig.yaml '
        'serviceaccount.yaml stsdiscovery-role.yaml'
    ),
    'charts/prom-label-proxy': (
        '.helmignore README.md values.yaml'
    ),
    'charts/prom-label-proxy/templates': (
        'clusterrole.yaml clusterrolebinding.yaml deployment.yaml hpa.yaml ingress.yaml rbac-configmap.yaml '
        'serviceaccount.yaml servicemonitor.yaml'
    ),
    'charts/prometheus-adapter/templates': (
        '_helpers.tpl cluster-role-binding-auth-delegator.yaml cluster-role-binding-auth-reader.yaml '
        'cluster-role-resource-reader.yaml deployment.yaml external-metrics-cluster-role-binding-hpa.yaml '
        'extra-objects.yaml resource-metrics-cluster-role-binding.yaml service.yaml serviceaccount.yaml'
    ),
    'charts/prometheus-blackbox-exporter': (
        'Chart.yaml README.md values.yaml'
    ),
    'charts/prometheus-blackbox-exporter/templates': (
        'NOTES.txt extra-manifests.yaml ingress.yaml networkpolicy.yaml poddisruptionbudget.yaml '
        'podmonitoring.yaml route.yaml service.yaml servicemonitor.yaml verticalpodautoscaler.yaml'
    ),
    'charts/prometheus-elasticsearch-exporter/templates': (
        'NOTES.txt _helpers.tpl deployment.yaml extra-manifests.yaml service.yaml servicemonitor.yaml'
    ),
    'charts/prometheus-json-exporter/templates': (
        'deployment.yaml extra-manifests.yaml prometheusrule.yaml servicemonitor.yaml'
    ),
    'charts/prometheus-kafka-exporter': (
        '.helmignore Chart.lock README.md values.yaml'
    ),
    'charts/prometheus-kafka-exporter/templates': (
        'role.yaml serviceaccount.yaml servicemonitor.yaml'
    ),
    'charts/prometheus-node-exporter/templates': (
        'clusterrole.yaml endpoints.yaml rbac-configmap.yaml service.yaml serviceaccount.yaml'
    ),
    'charts/prometheus-operator-admission-webhook/templates': (
        'NOTES.txt poddisruptionbudget.yaml prometheusrule.yaml'
    ),
    'charts/prometheus-pgbouncer-exporter': (
        'Chart.yaml README.md values.yaml'
    ),
    'charts/prometheus-pgbouncer-exporter/templates': (
        'deployment.yaml prometheusrule.yaml role.yaml'
    ),
    'charts/prometheus-pingmesh-exporter/templates': (
        '_helpers.tpl ingress.yaml networkpolicy.yaml route.yaml selfservicemonitor.yaml service.yaml'
    ),
    'charts/prometheus-postgres-exporter': (
        '.helmignore Chart.yaml values.yaml'
    ),
    'charts/prometheus-postgres-exporter/templates': (
        '_helpers.tpl configmap.yaml deployment.yaml networkpolicy.yaml secrets.yaml serviceaccount.yaml '
        'servicemonitor.yaml'
    ),
    'charts/prometheus-pushgateway': (
        '.helmignore Chart.yaml values.yaml'
    ),
    'charts/prometheus-pushgateway/templates': (
        '_helpers.tpl httproute.yaml networkpolicy.yaml pushgateway-pvc.yaml secret.yaml service.yaml'
    ),
    'charts/prometheus-rabbitmq-exporter/templates': (
        'prometheusrule.yaml secret.yaml serviceaccount.yaml'
    ),
    'charts/prometheus-redis-exporter': (
        '.helmignore Chart.yaml README.md values.yaml'
    ),
    'charts/prometheus-redis-exporter/templates': (
        'NOTES.txt deployment.yaml extra-manifests.yaml role.yaml'
    ),
    'charts/prometheus-smartctl-exporter': (
        'Chart.yaml README.md values.yaml'
    ),
    'charts/prometheus-smartctl-exporter/templates': (
        'NOTES.txt daemonset.yaml service.yaml serviceaccount.yaml'
    ),
    'charts/prometheus-snmp-exporter/templates': (
        'NOTES.txt daemonset.yaml deployment.yaml rolebinding.yaml service.yaml serviceaccount.yaml'
    ),
    'charts/prometheus-stackdriver-exporter/templates': (
        'NOTES.txt _helpers.tpl deployment.yaml secret.yaml service.yaml serviceaccount.yaml '
        'servicemonitor.yaml'
    ),
    'charts/prometheus-systemd-exporter/templates': (
        'NOTES.txt _helpers.tpl servicemonitor.yaml'
    ),
    'charts/prometheus/templates': (
        '_helpers.tpl clusterrole.yaml cm.yaml deploy.yaml extra-manifests.yaml headless-svc.yaml'
    ),
}


HELM_KPS_RULES_KIND = {
    'charts/kube-prometheus-stack/templates/grafana/dashboards-1.14': (
        'alertmanager-overview.yaml apiserver.yaml cluster-total.yaml controller-manager.yaml etcd.yaml '
        'grafana-overview.yaml k8s-coredns.yaml k8s-resources-cluster.yaml k8s-resources-multicluster.yaml '
        'k8s-resources-namespace.yaml k8s-resources-node.yaml k8s-resources-nodes-overview.yaml '
        'k8s-resources-pod.yaml k8s-resources-windows-cluster.yaml k8s-resources-windows-namespace.yaml '
        'k8s-resources-windows-pod.yaml k8s-resources-workload.yaml k8s-resources-workloads-namespace.yaml '
        'k8s-windows-cluster-rsrc-use.yaml k8s-windows-node-rsrc-use.yaml kubelet.yaml namespace-by-pod.yaml '
        'namespace-by-workload.yaml node-cluster-rsrc-use.yaml node-rsrc-use.yaml nodes-aix.yaml '
        'nodes-darwin.yaml nodes.yaml persistentvolumesusage.yaml pod-total.yaml prometheus-remote-write.yaml '
        'prometheus.yaml proxy.yaml scheduler.yaml workload-total.yaml'
    ),
    'charts/kube-prometheus-stack/templates/prometheus/rules-1.14': (
        'alertmanager.rules.yaml config-reloaders.yaml etcd.yaml general.rules.yaml '
        'k8s.rules.container_cpu_limits.yaml k8s.rules.container_cpu_requests.yaml '
        'k8s.rules.container_cpu_usage_seconds_total.yaml k8s.rules.container_memory_cache.yaml '
        'k8s.rules.container_memory_limits.yaml k8s.rules.container_memory_requests.yaml '
        'k8s.rules.container_memory_rss.yaml k8s.rules.container_memory_swap.yaml '
        'k8s.rules.container_memory_working_set_bytes.yaml k8s.rules.container_resource.yaml '
        'k8s.rules.pod_owner.yaml kube-apiserver-availability.rules.yaml kube-apiserver-burnrate.rules.yaml '
        'kube-apiserver-histogram.rules.yaml kube-apiserver-slos.yaml kube-prometheus-general.rules.yaml '
        'kube-prometheus-node-recording.rules.yaml kube-scheduler.rules.yaml kube-state-metrics.yaml '
        'kubelet.rules.yaml kubernetes-apps.yaml kubernetes-resources.yaml kubernetes-storage.yaml '
        'kubernetes-system-apiserver.yaml kubernetes-system-controller-manager.yaml '
        'kubernetes-system-kube-proxy.yaml kubernetes-system-kubelet.yaml kubernetes-system-scheduler.yaml '
        'kubernetes-system.yaml node-exporter.rules.yaml node-exporter.yaml node-network.yaml node.rules.yaml '
        'prometheus-operator.yaml prometheus.yaml windows.node.rules.yaml windows.pod.rules.yaml'
    ),
}

HELM_KPS_RULES_OTHER = {
    '': (
        'charts/alertmanager-snmp-notifier/README.md charts/alertmanager-snmp-notifier/templates/ingress.yaml '
        'charts/alertmanager-snmp-notifier/templates/secrets.yaml '
        'charts/alertmanager/ci/config-reload-values.yaml charts/alertmanager/ci/httproute-values.yaml '
        'charts/alertmanager/templates/NOTES.txt charts/alertmanager/templates/servicemonitor.yaml '
        'charts/alertmanager/values.schema.json charts/kube-prometheus-stack/charts/crds/crds/crd-probes.yaml '
        'charts/kube-prometheus-stack/charts/crds/crds/crd-prometheuses.yaml '
        'charts/kube-prometheus-stack/charts/crds/templates/_helpers.tpl '
        'charts/kube-prometheus-stack/ci/06-upgrade-crds-values.yaml charts/kube-prometheus-stack/ci/lint.sh '
        'charts/kube-prometheus-stack/files/dashboards/k8s-coredns.json '
        'charts/kube-prometheus-stack/hack/sync_grafana_dashboards.py '
        'charts/kube-prometheus-stack/hack/update_crds.sh '
        'charts/kube-prometheus-stack/templates/exporters/core-dns/service.yaml '
        'charts/kube-prometheus-stack/templates/exporters/kube-controller-manager/servicemonitor.yaml '
        'charts/kube-prometheus-stack/templates/exporters/kube-dns/service.yaml '
        'charts/kube-prometheus-stack/templates/exporters/kube-scheduler/service.yaml '
        'charts/kube-prometheus-stack/templates/exporters/kubelet/servicemonitor.yaml '
        'charts/kube-prometheus-stack/templates/grafana/configmaps-datasources.yaml '
        'charts/kube-prometheus-stack/templates/prometheus-operator/admission-webhooks/job-patch/networkpolicy-createSecret.yaml '
        'charts/kube-prometheus-stack/templates/prometheus-operator/admission-webhooks/job-patch/role.yaml '
        'charts/kube-prometheus-stack/templates/prometheus-operator/admission-webhooks/validatingWebhookConfiguration.yaml '
        'charts/kube-prometheus-stack/templates/prometheus-operator/networkpolicy.yaml '
        'charts/kube-prometheus-stack/templates/prometheus-operator/pdb.yaml '
        'charts/kube-prometheus-stack/templates/thanos-ruler/extrasecret.yaml '
        'charts/kube-prometheus-stack/templates/thanos-ruler/route.yaml charts/kube-state-metrics/.helmignore '
        'charts/kube-state-metrics/README.md charts/prom-label-proxy/ci/httproute-values.yaml '
        'charts/prom-label-proxy/templates/clusterrolebinding.yaml '
        'charts/prom-label-proxy/templates/poddisruptionbudget.yaml '
        'charts/prometheus-adapter/ci/default-values.yaml charts/prometheus-blackbox-exporter/Chart.yaml '
        'charts/prometheus-blackbox-exporter/ci/default-values.yaml '
        'charts/prometheus-cloudwatch-exporter/Chart.yaml '
        'charts/prometheus-conntrack-stats-exporter/templates/daemonset.yaml '
        'charts/prometheus-conntrack-stats-exporter/templates/podmonitor.yaml '
        'charts/prometheus-consul-exporter/templates/service.yaml '
        'charts/prometheus-fastly-exporter/ci/default-values.yaml '
        'charts/prometheus-ipmi-exporter/tests/scrapeconfig_test.yaml '
        'charts/prometheus-ipmi-exporter/tests/service_test.yaml charts/prometheus-json-exporter/Chart.yaml '
        'charts/prometheus-json-exporter/templates/NOTES.txt charts/prometheus-kafka-exporter/.helmignore '
        'charts/prometheus-kafka-exporter/Chart.yaml charts/prometheus-kafka-exporter/templates/role.yaml '
        'charts/prometheus-kafka-exporter/templates/secret.yaml '
        'charts/prometheus-memcached-exporter/templates/service.yaml '
        'charts/prometheus-mongodb-exporter/README.md '
        'charts/prometheus-mongodb-exporter/templates/tests/test-connection.yaml '
        'charts/prometheus-nats-exporter/templates/_helpers.tpl charts/prometheus-nats-exporter/values.yaml '
        'charts/prometheus-node-exporter/ci/pod-labels-values.yaml '
        'charts/prometheus-node-exporter/ci/port-values.yaml '
        'charts/prometheus-node-exporter/templates/verticalpodautoscaler.yaml '
        'charts/prometheus-node-exporter/values.yaml '
        'charts/prometheus-operator-admission-webhook/ci/default-values.yaml '
        'charts/prometheus-operator-admission-webhook/templates/hooks/job-patchWebhook.yaml '
        'charts/prometheus-operator-admission-webhook/templates/prometheusrule.yaml '
        'charts/prometheus-operator-crds/README.md charts/prometheus-pgbouncer-exporter/README.md '
        'charts/prometheus-pingdom-exporter/README.md charts/prometheus-postgres-exporter/README.md '
        'charts/prometheus-pushgateway/templates/pushgateway-pvc.yaml '
        'charts/prometheus-pushgateway/templates/serviceaccount.yaml '
        'charts/prometheus-rabbitmq-exporter/templates/_helpers.tpl '
        'charts/prometheus-rabbitmq-exporter/templates/servicemonitor.yaml '
        'charts/prometheus-rabbitmq-exporter/values.yaml charts/prometheus-redis-exporter/Chart.yaml '
        'charts/prometheus-redis-exporter/values.yaml charts/prometheus-smartctl-exporter/.helmignore '
        'charts/prometheus-snmp-exporter/Chart.yaml charts/prometheus-snmp-exporter/README.md '
        'charts/prometheus-snmp-exporter/ci/06-multiple-configs-values.yaml '
        'charts/prometheus-snmp-exporter/templates/configmap.yaml '
        'charts/prometheus-snmp-exporter/templates/rolebinding.yaml '
        'charts/prometheus-sql-exporter/templates/prometheusrule.yaml '
        'charts/prometheus-stackdriver-exporter/README.md '
        'charts/prometheus-stackdriver-exporter/ci/default-values.yaml '
        'charts/prometheus-stackdriver-exporter/ci/extra-volumes-values.yaml '
        'charts/prometheus-stackdriver-exporter/templates/serviceaccount.yaml '
        'charts/prometheus-statsd-exporter/templates/hpa.yaml '
        'charts/prometheus-statsd-exporter/templates/ingress.yaml '
        'charts/prometheus-systemd-exporter/templates/_helpers.tpl charts/prometheus-to-sd/Chart.yaml '
        'charts/prometheus-to-sd/README.md charts/prometheus-to-sd/templates/NOTES.txt '
        'charts/prometheus-to-sd/templates/deployment.yaml '
        'charts/prometheus-windows-exporter/templates/_helpers.tpl '
        'charts/prometheus-windows-exporter/templates/service.yaml '
        'charts/prometheus-yet-another-cloudwatch-exporter/templates/tests/test-connection.yaml '
        'charts/prometheus/templates/clusterrole.yaml charts/prometheus/templates/pvc.yaml '
        'charts/prometheus/values.yaml'
    ),
    'charts/jiralert/templates': (
        'deployment.yaml pdb.yaml secret.yaml'
    ),
    'charts/kube-prometheus-stack/charts/crds/templates/upgrade': (
        'clusterrole.yaml crds.yaml serviceaccount.yaml'
    ),
    'charts/kube-prometheus-stack/templates/alertmanager': (
        'ingress.yaml secret.yaml serviceaccount.yaml servicemonitor.yaml'
    ),
    'charts/kube-prometheus-stack/templates/prometheus': (
        '_rules.tpl additionalAlertRelabelConfigs.yaml additionalAlertmanagerConfigs.yaml '
        'additionalPrometheusRules.yaml additionalScrapeConfigs.yaml ciliumnetworkpolicy.yaml '
        'clusterrole.yaml clusterrolebinding.yaml csi-secret.yaml extrasecret.yaml ingress.yaml '
        'ingressThanosSidecar.yaml ingressperreplica.yaml networkpolicy.yaml podDisruptionBudget.yaml '
        'podmonitors.yaml prometheus.yaml route.yaml routeperreplica.yaml secret.yaml service.yaml '
        'serviceThanosSidecar.yaml serviceThanosSidecarExternal.yaml serviceaccount.yaml servicemonitor.yaml '
        'servicemonitorThanosSidecar.yaml servicemonitors.yaml serviceperreplica.yaml '
        'verticalpodautoscaler.yaml'
    ),
    'charts/kube-prometheus-stack/unittests/prometheus': (
        'default_rules_disabled_test.yaml runbookUrlPrometheusRule_test.yaml '
        'scrape_config_namespace_selector_test.yaml'
    ),
    'charts/kube-state-metrics/templates': (
        'NOTES.txt clusterrolebinding.yaml service.yaml verticalpodautoscaler.yaml'
    ),
    'charts/prometheus-adapter/templates': (
        '_helpers.tpl certmanager.yaml cluster-role-binding-resource-reader.yaml '
        'external-metrics-apiservice.yaml resource-metrics-cluster-role.yaml'
    ),
    'charts/prometheus-blackbox-exporter/templates': (
        'configmap.yaml podmonitoring.yaml prometheusrule.yaml service.yaml'
    ),
    'charts/prometheus-cloudwatch-exporter/templates': (
        '_helpers.tpl clusterrolebinding.yaml deployment.yaml'
    ),
    'charts/prometheus-conntrack-stats-exporter': (
        '.helmignore Chart.yaml values.yaml'
    ),
    'charts/prometheus-fastly-exporter/templates': (
        'NOTES.txt _helpers.tpl deployment.yaml service.yaml'
    ),
    'charts/prometheus-mysql-exporter/templates': (
        'deployment.yaml service.yaml serviceaccount.yaml'
    ),
    'charts/prometheus-operator-crds/charts/crds/templates': (
        'crd-prometheusagents.yaml crd-prometheusrules.yaml crd-servicemonitors.yaml'
    ),
    'charts/prometheus-pgbouncer-exporter/templates': (
        '_helpers.tpl role.yaml secrets.yaml serviceaccount.yaml'
    ),
    'charts/prometheus-pingmesh-exporter/ci': (
        'default-values.yaml extraenv-values.yaml ingress-values.yml networkpolicy-values.yaml'
    ),
    'charts/prometheus-pingmesh-exporter/templates': (
        'daemonset.yaml ingress.yaml serviceaccount.yaml'
    ),
    'charts/prometheus-postgres-exporter/ci': (
        'disable-metrics-values.yaml pdb-values.yaml podlabels-values.yaml'
    ),
    'charts/prometheus-postgres-exporter/templates': (
        'configmap.yaml podmonitor.yaml prometheusrule.yaml'
    ),
    'charts/prometheus-pushgateway/ci': (
        'extraargs-values.yaml extravars-values.yaml lifecycle-values.yaml resources-values.yaml'
    ),
    'charts/prometheus-smartctl-exporter/ci': (
        'default-values.yaml prometheusrules-values.yaml resources-values.yaml'
    ),
    'charts/prometheus-yet-another-cloudwatch-exporter/templates': (
        'prometheusrule.yaml secrets.yaml servicemonitor.yaml'
    ),
    'charts/prometheus/ci': (
        '02-config-reloader-deployment-values.yaml 11-default-values.yaml 14-config-secret-values.yaml '
        '18-scrape-configs-values.yaml 19-scrape-configs-legacy-values.yaml'
    ),
}


MVN_SNAPSHOTS_KIND = {
    'org/megamek/megamek/0.49.18-SNAPSHOT': (
        'megamek-0.49.18-20231231.201452-1-sources.jar megamek-0.49.18-20231231.201452-1.jar '
        'megamek-0.49.18-20231231.201902-1-sources.jar megamek-0.49.18-20240103.083815-1-sources.jar '
        'megamek-0.49.18-20240103.083815-1.jar megamek-0.49.18-20240103.084404-1-sources.jar '
        'megamek-0.49.18-20240103.084404-1.jar megamek-0.49.18-20240103.091115-1.jar '
        'megamek-0.49.18-20240109.165731-1.jar megamek-0.49.18-20240109.170209-1-sources.jar '
        'megamek-0.49.18-20240109.170209-1.jar megamek-0.49.18-20240109.230900-1.jar '
        'megamek-0.49.18-20240111.015915-1.jar megamek-0.49.18-20240111.161925-1-sources.jar '
        'megamek-0.49.18-20240111.161925-1.jar megamek-0.49.18-20240113.085027-1-sources.jar '
        'megamek-0.49.18-20240113.085027-1.jar megamek-0.49.18-20240113.185658-1-sources.jar '
        'megamek-0.49.18-20240113.190338-1-sources.jar megamek-0.49.18-20240113.190338-1.jar '
        'megamek-0.49.18-20240113.205155-1-sources.jar megamek-0.49.18-20240113.205155-1.jar '
        'megamek-0.49.18-20240115.154742-1-sources.jar megamek-0.49.18-20240115.154742-1.jar '
        'megamek-0.49.18-20240116.224553-1-sources.jar megamek-0.49.18-20240116.224553-1.jar '
        'megamek-0.49.18-20240117.034358-1-sources.jar megamek-0.49.18-20240120.214110-1-sources.jar '
        'megamek-0.49.18-20240120.214110-1.jar megamek-0.49.18-20240121.032244-1-sources.jar '
        'megamek-0.49.18-20240121.032244-1.jar megamek-0.49.18-20240123.222015-1.jar '
        'megamek-0.49.18-20240124.163843-1-sources.jar megamek-0.49.18-20240124.163843-1.jar '
        'megamek-0.49.18-20240124.164504-1-sources.jar megamek-0.49.18-20240124.164504-1.jar '
        'megamek-0.49.18-20240124.165213-1-sources.jar megamek-0.49.18-20240128.171129-1.jar '
        'megamek-0.49.18-20240130.025527-1-sources.jar megamek-0.49.18-20240130.025527-1.jar '
        'megamek-0.49.18-20240130.031807-1-sources.jar megamek-0.49.18-20240130.031807-1.jar '
        'megamek-0.49.18-20240130.191206-1.jar megamek-0.49.18-20240201.161354-1-sources.jar '
        'megamek-0.49.18-20240201.161354-1.jar megamek-0.49.18-20240203.005344-1-sources.jar '
        'megamek-0.49.18-20240203.005344-1.jar megamek-0.49.18-20240203.005913-1-sources.jar '
        'megamek-0.49.18-20240203.005913-1.jar megamek-0.49.18-20240204.034106-1.jar '
        'megamek-0.49.18-20240204.034714-1-sources.jar megamek-0.49.18-20240204.034714-1.jar '
        'megamek-0.49.18-20240205.173308-1.jar megamek-0.49.18-20240206.232947-1-sources.jar '
        'megamek-0.49.18-20240207.214735-1-sources.jar megamek-0.49.18-20240207.214735-1.jar '
        'megamek-0.49.18-20240208.035542-1.jar megamek-0.49.18-20240208.040042-1-sources.jar '
        'megamek-0.49.18-20240208.040716-1-sources.jar'
    ),
    'org/megamek/megamek/0.49.19-SNAPSHOT': (
        'megamek-0.49.19-20240217.195226-1-sources.jar megamek-0.49.19-20240217.195226-1.jar '
        'megamek-0.49.19-20240222.214649-1-sources.jar megamek-0.49.19-20240222.214649-1.jar '
        'megamek-0.49.19-20240224.194738-1.jar megamek-0.49.19-20240226.222119-1-sources.jar '
        'megamek-0.49.19-20240226.222246-1-sources.jar megamek-0.49.19-20240226.222246-1.jar '
        'megamek-0.49.19-20240226.223034-1.jar megamek-0.49.19-20240226.223219-1-sources.jar '
        'megamek-0.49.19-20240226.223219-1.jar megamek-0.49.19-20240227.214630-1-sources.jar '
        'megamek-0.49.19-20240227.214630-1.jar megamek-0.49.19-20240227.214747-1.jar '
        'megamek-0.49.19-20240227.214859-1-sources.jar megamek-0.49.19-20240307.200244-1-sources.jar '
        'megamek-0.49.19-20240309.085753-1-sources.jar megamek-0.49.19-20240309.085753-1.jar '
        'megamek-0.49.19-20240309.085943-1-sources.jar megamek-0.49.19-20240309.085943-1.jar '
        'megamek-0.49.19-20240309.090237-1-sources.jar megamek-0.49.19-20240309.090237-1.jar '
        'megamek-0.49.19-20240309.090421-1.jar megamek-0.49.19-20240309.091505-1.jar '
        'megamek-0.49.19-20240309.155334-1.jar megamek-0.49.19-20240310.205811-1-sources.jar '
        'megamek-0.49.19-20240312.220759-1-sources.jar megamek-0.49.19-20240312.220759-1.jar '
        'megamek-0.49.19-20240313.153159-1-sources.jar megamek-0.49.19-20240313.153244-1.jar '
        'megamek-0.49.19-20240313.153330-1.jar megamek-0.49.19-20240313.153448-1.jar '
        'megamek-0.49.19-20240313.163447-1-sources.jar megamek-0.49.19-20240313.163447-1.jar '
        'megamek-0.49.19-20240313.163706-1-sources.jar megamek-0.49.19-20240313.163706-1.jar '
        'megamek-0.49.19-20240313.171106-1-sources.jar megamek-0.49.19-20240316.012112-1-sources.jar '
        'megamek-0.49.19-20240316.012112-1.jar megamek-0.49.19-20240316.012241-1-sources.jar '
        'megamek-0.49.19-20240316.012241-1.jar megamek-0.49.19-20240317.014638-1-sources.jar '
        'megamek-0.49.19-20240317.014638-1.jar megamek-0.49.19-20240319.014608-1-sources.jar '
        'megamek-0.49.19-20240319.014717-1-sources.jar megamek-0.49.19-20240319.014717-1.jar '
        'megamek-0.49.19-20240319.152530-1-sources.jar megamek-0.49.19-20240319.152530-1.jar '
        'megamek-0.49.19-20240320.172727-1-sources.jar megamek-0.49.19-20240320.172727-1.jar '
        'megamek-0.49.19-20240320.172843-1-sources.jar megamek-0.49.19-20240320.173018-1-sources.jar '
        'megamek-0.49.19-20240320.173018-1.jar megamek-0.49.19-20240320.214802-1-sources.jar '
        'megamek-0.49.19-20240320.214802-1.jar megamek-0.49.19-20240320.224113-1-sources.jar '
        'megamek-0.49.19-20240320.224113-1.jar megamek-0.49.19-20240323.182213-1-sources.jar '
        'megamek-0.49.19-20240323.182213-1.jar megamek-0.49.19-20240323.221057-1-sources.jar '
        'megamek-0.49.19-20240323.221310-1-sources.jar megamek-0.49.19-20240323.221310-1.jar '
        'megamek-0.49.19-20240326.183029-1-sources.jar megamek-0.49.19-20240328.001813-1-sources.jar '
        'megamek-0.49.19-20240328.001813-1.jar megamek-0.49.19-20240328.001929-1.jar '
        'megamek-0.49.19-20240331.194720-1-sources.jar megamek-0.49.19-20240331.221051-1-sources.jar '
        'megamek-0.49.19-20240403.004050-1-sources.jar megamek-0.49.19-20240403.004050-1.jar '
        'megamek-0.49.19-20240403.004311-1.jar megamek-0.49.19-20240403.051654-1-sources.jar '
        'megamek-0.49.19-20240405.154708-1-sources.jar megamek-0.49.19-20240405.154708-1.jar '
        'megamek-0.49.19-20240406.003058-1-sources.jar megamek-0.49.19-20240406.003303-1-sources.jar '
        'megamek-0.49.19-20240406.003303-1.jar megamek-0.49.19-20240406.180423-1.jar '
        'megamek-0.49.19-20240408.200050-1-sources.jar megamek-0.49.19-20240408.200050-1.jar '
        'megamek-0.49.19-20240409.005922-1-sources.jar megamek-0.49.19-20240410.133258-1-sources.jar '
        'megamek-0.49.19-20240410.133258-1.jar megamek-0.49.19-20240412.162300-1.jar '
        'megamek-0.49.19-20240412.163729-1-sources.jar megamek-0.49.19-20240412.163729-1.jar '
        'megamek-0.49.19-20240412.170825-1-sources.jar megamek-0.49.19-20240412.170825-1.jar '
        'megamek-0.49.19-20240413.202249-1.jar megamek-0.49.19-20240413.202744-1.jar '
        'megamek-0.49.19-20240416.143644-1.jar megamek-0.49.19-20240417.153102-1.jar '
        'megamek-0.49.19-20240418.025731-1-sources.jar megamek-0.49.19-20240418.040309-1.jar '
        'megamek-0.49.19-20240419.060904-1-sources.jar megamek-0.49.19-20240419.060904-1.jar '
        'megamek-0.49.19-20240419.164429-1-sources.jar megamek-0.49.19-20240419.164429-1.jar'
    ),
    'org/megamek/megamek/0.49.20-SNAPSHOT': (
        'megamek-0.49.20-20240419.213114-1-sources.jar megamek-0.49.20-20240420.081543-1-sources.jar '
        'megamek-0.49.20-20240420.082133-1-sources.jar megamek-0.49.20-20240420.082456-1-sources.jar '
        'megamek-0.49.20-20240420.083240-1-sources.jar megamek-0.49.20-20240420.083359-1-sources.jar '
        'megamek-0.49.20-20240420.083359-1.jar megamek-0.49.20-20240420.083639-1-sources.jar '
        'megamek-0.49.20-20240420.083639-1.jar megamek-0.49.20-20240420.084233-1-sources.jar '
        'megamek-0.49.20-20240420.120806-1-sources.jar megamek-0.49.20-20240420.120806-1.jar '
        'megamek-0.49.20-20240420.121809-1.jar megamek-0.49.20-20240420.144633-1-sources.jar '
        'megamek-0.49.20-20240420.144633-1.jar megamek-0.49.20-20240420.202130-1.jar '
        'megamek-0.49.20-20240424.154806-1-sources.jar megamek-0.49.20-20240424.154806-1.jar '
        'megamek-0.49.20-20240424.155007-1-sources.jar megamek-0.49.20-20240424.155007-1.jar '
        'megamek-0.49.20-20240424.155716-1-sources.jar megamek-0.49.20-20240424.205024-1-sources.jar '
        'megamek-0.49.20-20240425.022429-1-sources.jar megamek-0.49.20-20240425.022429-1.jar '
        'megamek-0.49.20-20240425.181048-1-sources.jar megamek-0.49.20-20240425.181048-1.jar '
        'megamek-0.49.20-20240425.205607-1-sources.jar megamek-0.49.20-20240425.205607-1.jar '
        'megamek-0.49.20-20240425.205700-1.jar megamek-0.49.20-20240425.205937-1-sources.jar '
        'megamek-0.49.20-20240428.205036-1-sources.jar megamek-0.49.20-20240428.205036-1.jar '
        'megamek-0.49.20-20240428.205245-1-sources.jar megamek-0.49.20-20240428.205245-1.jar '
        'megamek-0.49.20-20240428.205502-1-sources.jar megamek-0.49.20-20240428.205502-1.jar '
        'megamek-0.49.20-20240428.205619-1.jar megamek-0.49.20-20240430.063008-1-sources.jar '
        'megamek-0.49.20-20240430.063008-1.jar megamek-0.49.20-20240502.002332-1.jar '
        'megamek-0.49.20-20240503.090913-1-sources.jar megamek-0.49.20-20240503.090913-1.jar '
        'megamek-0.49.20-20240504.194040-1.jar megamek-0.49.20-20240506.205201-1-sources.jar '
        'megamek-0.49.20-20240506.205201-1.jar megamek-0.49.20-20240512.133941-1-sources.jar '
        'megamek-0.49.20-20240512.133941-1.jar megamek-0.49.20-20240516.024459-1-sources.jar '
        'megamek-0.49.20-20240516.024459-1.jar megamek-0.49.20-20240516.171952-1-sources.jar '
        'megamek-0.49.20-20240516.171952-1.jar megamek-0.49.20-20240516.172017-1-sources.jar '
        'megamek-0.49.20-20240516.172017-1.jar megamek-0.49.20-20240516.172148-1-sources.jar '
        'megamek-0.49.20-20240516.172326-1-sources.jar megamek-0.49.20-20240516.172326-1.jar '
        'megamek-0.49.20-20240516.175936-1-sources.jar megamek-0.49.20-20240516.175936-1.jar '
        'megamek-0.49.20-20240516.195224-1.jar megamek-0.49.20-20240516.195345-1-sources.jar '
        'megamek-0.49.20-20240516.195345-1.jar megamek-0.49.20-20240516.211325-1.jar '
        'megamek-0.49.20-20240518.084549-1-sources.jar megamek-0.49.20-20240518.084549-1.jar '
        'megamek-0.49.20-20240518.171246-1-sources.jar megamek-0.49.20-20240518.171246-1.jar '
        'megamek-0.49.20-20240519.195608-1-sources.jar megamek-0.49.20-20240519.195608-1.jar '
        'megamek-0.49.20-20240521.210541-1-sources.jar megamek-0.49.20-20240521.210541-1.jar '
        'megamek-0.49.20-20240525.085551-1.jar megamek-0.49.20-20240525.165040-1-sources.jar '
        'megamek-0.49.20-20240525.165040-1.jar megamek-0.49.20-20240528.065944-1-sources.jar '
        'megamek-0.49.20-20240528.065944-1.jar megamek-0.49.20-20240528.150409-1-sources.jar '
        'megamek-0.49.20-20240528.150409-1.jar megamek-0.49.20-20240529.144657-1.jar '
        'megamek-0.49.20-20240529.144746-1-sources.jar megamek-0.49.20-20240529.144746-1.jar '
        'megamek-0.49.20-20240529.145046-1.jar megamek-0.49.20-20240601.062402-1-sources.jar '
        'megamek-0.49.20-20240601.062402-1.jar megamek-0.49.20-20240601.062637-1-sources.jar '
        'megamek-0.49.20-20240601.062637-1.jar megamek-0.49.20-20240601.062755-1-sources.jar '
        'megamek-0.49.20-20240601.062910-1-sources.jar megamek-0.49.20-20240601.062910-1.jar '
        'megamek-0.49.20-20240601.223153-1-sources.jar megamek-0.49.20-20240601.223153-1.jar '
        'megamek-0.49.20-20240602.082955-1-sources.jar megamek-0.49.20-20240602.083331-1-sources.jar '
        'megamek-0.49.20-20240602.083331-1.jar megamek-0.49.20-20240602.085726-1-sources.jar '
        'megamek-0.49.20-20240603.183313-1-sources.jar megamek-0.49.20-20240604.164553-1.jar '
        'megamek-0.49.20-20240606.153315-1.jar megamek-0.49.20-20240606.153531-1.jar '
        'megamek-0.49.20-20240606.153630-1.jar megamek-0.49.20-20240606.154007-1-sources.jar '
        'megamek-0.49.20-20240606.154007-1.jar megamek-0.49.20-20240608.144203-1-sources.jar '
        'megamek-0.49.20-20240608.144203-1.jar megamek-0.49.20-20240613.200014-1-sources.jar '
        'megamek-0.49.20-20240613.200430-1-sources.jar megamek-0.49.20-20240613.200430-1.jar '
        'megamek-0.49.20-20240613.203328-1-sources.jar megamek-0.49.20-20240616.210723-1-sources.jar '
        'megamek-0.49.20-20240616.210723-1.jar megamek-0.49.20-20240616.210922-1-sources.jar '
        'megamek-0.49.20-20240616.210922-1.jar megamek-0.49.20-20240616.213745-1-sources.jar '
        'megamek-0.49.20-20240618.023735-1-sources.jar megamek-0.49.20-20240618.023735-1.jar '
        'megamek-0.49.20-20240618.024845-1-sources.jar megamek-0.49.20-20240618.024845-1.jar '
        'megamek-0.49.20-20240618.205658-1-sources.jar megamek-0.49.20-20240618.205658-1.jar '
        'megamek-0.49.20-20240619.154717-1-sources.jar megamek-0.49.20-20240619.163859-1-sources.jar '
        'megamek-0.49.20-20240620.015946-1-sources.jar megamek-0.49.20-20240620.165721-1-sources.jar '
        'megamek-0.49.20-20240620.165721-1.jar megamek-0.49.20-20240621.233952-1-sources.jar '
        'megamek-0.49.20-20240621.233952-1.jar megamek-0.49.20-20240622.080049-1-sources.jar '
        'megamek-0.49.20-20240622.080049-1.jar megamek-0.49.20-20240622.204202-1-sources.jar '
        'megamek-0.49.20-20240622.204202-1.jar megamek-0.49.20-20240622.204310-1.jar '
        'megamek-0.49.20-20240623.024624-1-sources.jar megamek-0.49.20-20240623.024624-1.jar '
        'megamek-0.49.20-20240625.015948-1-sources.jar megamek-0.49.20-20240625.015948-1.jar '
        'megamek-0.49.20-20240626.173922-1-sources.jar megamek-0.49.20-20240626.173922-1.jar '
        'megamek-0.49.20-20240626.174558-1-sources.jar megamek-0.49.20-20240626.174558-1.jar'
    ),
    'org/megamek/megamek/0.50.0-SNAPSHOT': (
        'megamek-0.50.0-20240628.224558-1-sources.jar megamek-0.50.0-20240628.224604-1-sources.jar '
        'megamek-0.50.0-20240628.224604-1.jar megamek-0.50.0-20240629.203300-1-sources.jar '
        'megamek-0.50.0-20240629.203300-1.jar'
    ),
}

MVN_SNAPSHOTS_OTHER = {
    '': (
        'org/megamek/megamek/0.50.0-SNAPSHOT/maven-metadata.xml.md5 '
        'org/megamek/megamek/0.50.0-SNAPSHOT/megamek-0.50.0-20240629.203300-1.module.md5'
    ),
    'org/megamek/megamek/0.49.18-SNAPSHOT': (
        'maven-metadata.xml.sha256 megamek-0.49.18-20231231.201452-1-sources.jar.sha256 '
        'megamek-0.49.18-20231231.201452-1.jar.sha512 megamek-0.49.18-20240103.091115-1.module.sha256 '
        'megamek-0.49.18-20240103.091115-1.module.sha512 megamek-0.49.18-20240109.170209-1-sources.jar.md5 '
        'megamek-0.49.18-20240109.170209-1.pom.md5 megamek-0.49.18-20240109.170209-1.pom.sha512 '
        'megamek-0.49.18-20240109.230900-1.pom.sha256 megamek-0.49.18-20240111.015915-1.jar.sha1 '
        'megamek-0.49.18-20240111.015915-1.pom.sha256 megamek-0.49.18-20240111.015915-1.pom.sha512 '
        'megamek-0.49.18-20240111.161925-1-sources.jar.sha512 megamek-0.49.18-20240111.161925-1.pom '
        'megamek-0.49.18-20240113.084408-1-sources.jar.sha256 megamek-0.49.18-20240113.085027-1.pom '
        'megamek-0.49.18-20240113.185658-1.pom.sha512 megamek-0.49.18-20240113.190338-1.jar.sha512 '
        'megamek-0.49.18-20240113.205155-1.module megamek-0.49.18-20240115.154742-1.module.sha512 '
        'megamek-0.49.18-20240117.034358-1-sources.jar.sha1 megamek-0.49.18-20240117.034358-1.module '
        'megamek-0.49.18-20240117.034358-1.pom.sha256 megamek-0.49.18-20240123.222015-1.jar.md5 '
        'megamek-0.49.18-20240123.222015-1.module megamek-0.49.18-20240124.163843-1-sources.jar.sha1 '
        'megamek-0.49.18-20240124.164504-1.jar.md5 megamek-0.49.18-20240128.171129-1.pom.md5 '
        'megamek-0.49.18-20240128.233704-1.jar.sha512 megamek-0.49.18-20240130.025527-1.pom.sha256 '
        'megamek-0.49.18-20240130.031807-1.module.sha512 megamek-0.49.18-20240130.191206-1.pom.sha256 '
        'megamek-0.49.18-20240201.161354-1.jar.md5 megamek-0.49.18-20240203.005344-1-sources.jar.sha512 '
        'megamek-0.49.18-20240203.005344-1.module.sha512 megamek-0.49.18-20240205.173308-1.jar.md5 '
        'megamek-0.49.18-20240205.173308-1.jar.sha256 megamek-0.49.18-20240205.173308-1.jar.sha512 '
        'megamek-0.49.18-20240206.232947-1.pom.sha512 megamek-0.49.18-20240207.214735-1.module.md5 '
        'megamek-0.49.18-20240208.035542-1.pom.sha256 megamek-0.49.18-20240208.040042-1-sources.jar.sha512 '
        'megamek-0.49.18-20240208.040042-1.module.md5 megamek-0.49.18-20240208.040042-1.pom.sha1 '
        'megamek-0.49.18-20240208.040716-1-sources.jar.sha1 megamek-0.49.18-20240208.040716-1.jar.md5 '
        'megamek-0.49.18-20240208.040716-1.jar.sha256'
    ),
    'org/megamek/megamek/0.49.19-SNAPSHOT': (
        'megamek-0.49.19-20240222.214649-1-sources.jar.sha256 '
        'megamek-0.49.19-20240226.222119-1-sources.jar.sha256 megamek-0.49.19-20240227.214630-1.module.sha1 '
        'megamek-0.49.19-20240227.214747-1.jar.sha512 megamek-0.49.19-20240227.214747-1.pom.md5 '
        'megamek-0.49.19-20240227.214859-1-sources.jar.md5 megamek-0.49.19-20240227.214859-1.module.sha1 '
        'megamek-0.49.19-20240227.214859-1.module.sha256 megamek-0.49.19-20240309.085753-1.pom.sha256 '
        'megamek-0.49.19-20240309.085943-1.pom.sha512 megamek-0.49.19-20240309.090421-1-sources.jar.md5 '
        'megamek-0.49.19-20240309.090421-1-sources.jar.sha1 megamek-0.49.19-20240309.091505-1.jar.md5 '
        'megamek-0.49.19-20240309.091505-1.module.sha512 megamek-0.49.19-20240309.155334-1.pom '
        'megamek-0.49.19-20240310.205811-1.module.sha1 megamek-0.49.19-20240313.153330-1.pom.sha256 '
        'megamek-0.49.19-20240313.153448-1.jar.sha256 megamek-0.49.19-20240313.153448-1.module.sha1 '
        'megamek-0.49.19-20240313.153448-1.pom.sha256 megamek-0.49.19-20240313.163447-1-sources.jar.sha512 '
        'megamek-0.49.19-20240313.163706-1-sources.jar.sha1 '
        'megamek-0.49.19-20240313.171106-1-sources.jar.sha512 megamek-0.49.19-20240313.171106-1.pom.sha1 '
        'megamek-0.49.19-20240316.012112-1.jar.sha512 megamek-0.49.19-20240316.012241-1-sources.jar.sha512 '
        'megamek-0.49.19-20240316.012241-1.module megamek-0.49.19-20240319.014717-1.module.sha256 '
        'megamek-0.49.19-20240320.172727-1-sources.jar.sha512 megamek-0.49.19-20240320.172727-1.jar.sha1 '
        'megamek-0.49.19-20240320.172843-1.jar.sha512 megamek-0.49.19-20240320.173018-1.jar.md5 '
        'megamek-0.49.19-20240320.214802-1-sources.jar.sha1 megamek-0.49.19-20240320.214802-1.module.md5 '
        'megamek-0.49.19-20240320.214802-1.module.sha1 megamek-0.49.19-20240320.214802-1.module.sha512 '
        'megamek-0.49.19-20240320.224113-1-sources.jar.sha1 megamek-0.49.19-20240320.224113-1.module.sha1 '
        'megamek-0.49.19-20240323.182213-1-sources.jar.sha1 megamek-0.49.19-20240323.221057-1.module.sha1 '
        'megamek-0.49.19-20240323.221310-1.jar.sha512 megamek-0.49.19-20240323.221310-1.pom.sha1 '
        'megamek-0.49.19-20240325.230335-1-sources.jar.sha1 megamek-0.49.19-20240325.230335-1.pom.sha1 '
        'megamek-0.49.19-20240330.223421-1-sources.jar.md5 megamek-0.49.19-20240330.223421-1.pom.md5 '
        'megamek-0.49.19-20240330.223421-1.pom.sha256 megamek-0.49.19-20240331.221051-1.jar.sha512 '
        'megamek-0.49.19-20240331.221051-1.module.sha512 megamek-0.49.19-20240403.004311-1-sources.jar.sha512 '
        'megamek-0.49.19-20240403.004747-1.pom.md5 megamek-0.49.19-20240404.012524-1.jar.sha512 '
        'megamek-0.49.19-20240404.012524-1.module.sha1 megamek-0.49.19-20240406.003058-1.module.md5 '
        'megamek-0.49.19-20240406.003303-1-sources.jar.sha1 megamek-0.49.19-20240406.180423-1.module.md5 '
        'megamek-0.49.19-20240409.005922-1.module.md5 megamek-0.49.19-20240410.133258-1.module.sha256 '
        'megamek-0.49.19-20240412.170825-1-sources.jar.sha1 megamek-0.49.19-20240412.170825-1.pom.sha1 '
        'megamek-0.49.19-20240413.202249-1-sources.jar.sha256 megamek-0.49.19-20240418.025731-1.module.md5 '
        'megamek-0.49.19-20240419.060904-1.jar.sha1 megamek-0.49.19-20240419.060904-1.jar.sha256 '
        'megamek-0.49.19-20240419.060904-1.pom.sha512'
    ),
    'org/megamek/megamek/0.49.20-SNAPSHOT': (
        'maven-metadata.xml.md5 megamek-0.49.20-20240419.213114-1.jar.sha1 '
        'megamek-0.49.20-20240420.083359-1-sources.jar.sha256 '
        'megamek-0.49.20-20240420.083359-1-sources.jar.sha512 megamek-0.49.20-20240420.083359-1.jar.sha512 '
        'megamek-0.49.20-20240420.083359-1.pom.sha256 megamek-0.49.20-20240420.084233-1.module.sha1 '
        'megamek-0.49.20-20240420.084233-1.module.sha512 megamek-0.49.20-20240420.084233-1.pom.sha512 '
        'megamek-0.49.20-20240420.092505-1.pom.sha256 megamek-0.49.20-20240420.120806-1-sources.jar.md5 '
        'megamek-0.49.20-20240420.120806-1.jar.md5 megamek-0.49.20-20240420.120806-1.module.sha1 '
        'megamek-0.49.20-20240420.121809-1.module.sha256 megamek-0.49.20-20240420.121809-1.pom.sha512 '
        'megamek-0.49.20-20240420.144633-1.pom megamek-0.49.20-20240420.202130-1-sources.jar.sha512 '
        'megamek-0.49.20-20240420.202130-1.jar.sha512 megamek-0.49.20-20240424.154733-1.pom.sha1 '
        'megamek-0.49.20-20240424.154806-1.pom.sha256 megamek-0.49.20-20240424.205024-1.module '
        'megamek-0.49.20-20240424.205024-1.module.sha256 megamek-0.49.20-20240425.001926-1-sources.jar.sha512 '
        'megamek-0.49.20-20240425.001926-1.module.sha512 megamek-0.49.20-20240425.001926-1.pom.sha256 '
        'megamek-0.49.20-20240425.022429-1-sources.jar.md5 megamek-0.49.20-20240425.022429-1.jar.sha256 '
        'megamek-0.49.20-20240425.022429-1.module megamek-0.49.20-20240425.181048-1.module.md5 '
        'megamek-0.49.20-20240425.181048-1.module.sha1 megamek-0.49.20-20240425.205700-1.pom.md5 '
        'megamek-0.49.20-20240425.205937-1-sources.jar.sha256 '
        'megamek-0.49.20-20240425.205937-1-sources.jar.sha512 megamek-0.49.20-20240428.205619-1.module.sha512 '
        'megamek-0.49.20-20240430.063142-1.pom megamek-0.49.20-20240502.002332-1-sources.jar.md5 '
        'megamek-0.49.20-20240503.090913-1.pom megamek-0.49.20-20240504.194040-1.jar.sha256 '
        'megamek-0.49.20-20240512.133941-1.pom.sha1 megamek-0.49.20-20240516.171952-1.jar.sha256 '
        'megamek-0.49.20-20240516.171952-1.pom.sha512 megamek-0.49.20-20240516.172326-1-sources.jar.sha512 '
        'megamek-0.49.20-20240516.195224-1.module.sha256 megamek-0.49.20-20240516.195224-1.pom.sha1 '
        'megamek-0.49.20-20240516.195345-1.jar.md5 megamek-0.49.20-20240518.171246-1.module.md5 '
        'megamek-0.49.20-20240519.195852-1-sources.jar.sha1 megamek-0.49.20-20240519.195852-1.jar.sha512 '
        'megamek-0.49.20-20240528.150409-1.jar.sha1 megamek-0.49.20-20240529.144657-1.jar.sha1 '
        'megamek-0.49.20-20240529.144746-1.jar.sha512 megamek-0.49.20-20240601.062402-1.module.sha256 '
        'megamek-0.49.20-20240601.062637-1.jar.md5 megamek-0.49.20-20240601.062910-1.module.sha1 '
        'megamek-0.49.20-20240602.085726-1.jar.md5 megamek-0.49.20-20240602.085726-1.pom.md5 '
        'megamek-0.49.20-20240603.183313-1.module.sha256 megamek-0.49.20-20240603.183313-1.pom.md5 '
        'megamek-0.49.20-20240606.153419-1-sources.jar.sha1 megamek-0.49.20-20240606.153531-1.module.sha512 '
        'megamek-0.49.20-20240606.153630-1.module.sha256 megamek-0.49.20-20240608.144203-1.module '
        'megamek-0.49.20-20240613.200430-1-sources.jar.md5 megamek-0.49.20-20240613.200430-1.jar.sha1 '
        'megamek-0.49.20-20240613.200430-1.pom.md5 megamek-0.49.20-20240613.203328-1.jar.sha512 '
        'megamek-0.49.20-20240613.203328-1.pom.sha1 megamek-0.49.20-20240613.203328-1.pom.sha512 '
        'megamek-0.49.20-20240616.064554-1-sources.jar.md5 '
        'megamek-0.49.20-20240616.064554-1-sources.jar.sha256 megamek-0.49.20-20240616.210922-1.module.sha1 '
        'megamek-0.49.20-20240616.213745-1.module.sha512 megamek-0.49.20-20240618.023735-1.module.md5 '
        'megamek-0.49.20-20240618.205658-1.jar.sha256 megamek-0.49.20-20240619.154717-1.module.md5 '
        'megamek-0.49.20-20240619.163859-1.module megamek-0.49.20-20240620.015946-1.jar.sha512 '
        'megamek-0.49.20-20240620.165721-1-sources.jar.sha1 '
        'megamek-0.49.20-20240621.002520-1-sources.jar.sha1 megamek-0.49.20-20240621.002520-1.module '
        'megamek-0.49.20-20240621.143136-1.jar.md5 megamek-0.49.20-20240621.143136-1.module.sha1 '
        'megamek-0.49.20-20240621.203823-1.jar.sha256 megamek-0.49.20-20240621.203823-1.module.sha256 '
        'megamek-0.49.20-20240622.204310-1.jar.sha1 megamek-0.49.20-20240628.175140-1.module.sha1'
    ),
}


MVN_POMS_KIND = {
    '': (
        'org/megamek/megameklab/0.50.0-SNAPSHOT/megameklab-0.50.0-20240628.224731-1.module '
        'org/megamek/megameklab/0.50.0-SNAPSHOT/megameklab-0.50.0-20240628.224731-1.pom'
    ),
    'org/megamek/megameklab/0.49.18-SNAPSHOT': (
        'megameklab-0.49.18-20231231.201559-1.module megameklab-0.49.18-20231231.201559-1.pom '
        'megameklab-0.49.18-20240103.082511-1.module megameklab-0.49.18-20240103.082511-1.pom '
        'megameklab-0.49.18-20240103.083223-1.module megameklab-0.49.18-20240103.083223-1.pom '
        'megameklab-0.49.18-20240103.085153-1.module megameklab-0.49.18-20240103.085153-1.pom '
        'megameklab-0.49.18-20240104.081633-1.module megameklab-0.49.18-20240104.081633-1.pom '
        'megameklab-0.49.18-20240111.020541-1.module megameklab-0.49.18-20240111.020541-1.pom '
        'megameklab-0.49.18-20240111.021010-1.module megameklab-0.49.18-20240111.021010-1.pom '
        'megameklab-0.49.18-20240116.225123-1.module megameklab-0.49.18-20240116.225123-1.pom '
        'megameklab-0.49.18-20240117.164051-1.module megameklab-0.49.18-20240117.164051-1.pom '
        'megameklab-0.49.18-20240131.193702-1.module megameklab-0.49.18-20240131.193702-1.pom '
        'megameklab-0.49.18-20240201.160523-1.module megameklab-0.49.18-20240201.160523-1.pom '
        'megameklab-0.49.18-20240204.041048-1.module megameklab-0.49.18-20240204.041048-1.pom'
    ),
    'org/megamek/megameklab/0.49.19-SNAPSHOT': (
        'megameklab-0.49.19-20240217.195242-1.module megameklab-0.49.19-20240217.195242-1.pom '
        'megameklab-0.49.19-20240223.173321-1.module megameklab-0.49.19-20240223.173321-1.pom '
        'megameklab-0.49.19-20240226.223414-1.module megameklab-0.49.19-20240226.223414-1.pom '
        'megameklab-0.49.19-20240227.215616-1.module megameklab-0.49.19-20240227.215616-1.pom '
        'megameklab-0.49.19-20240227.215817-1.module megameklab-0.49.19-20240227.215817-1.pom '
        'megameklab-0.49.19-20240307.202511-1.module megameklab-0.49.19-20240307.202511-1.pom '
        'megameklab-0.49.19-20240309.091350-1.module megameklab-0.49.19-20240309.091350-1.pom '
        'megameklab-0.49.19-20240313.153714-1.module megameklab-0.49.19-20240313.153714-1.pom '
        'megameklab-0.49.19-20240313.211539-1.module megameklab-0.49.19-20240313.211539-1.pom '
        'megameklab-0.49.19-20240319.015341-1.module megameklab-0.49.19-20240319.015341-1.pom '
        'megameklab-0.49.19-20240319.020016-1.module megameklab-0.49.19-20240319.020016-1.pom '
        'megameklab-0.49.19-20240320.173431-1.module megameklab-0.49.19-20240320.173431-1.pom '
        'megameklab-0.49.19-20240320.173531-1.module megameklab-0.49.19-20240320.173531-1.pom '
        'megameklab-0.49.19-20240326.181129-1.module megameklab-0.49.19-20240326.181129-1.pom '
        'megameklab-0.49.19-20240326.181341-1.module megameklab-0.49.19-20240326.181341-1.pom '
        'megameklab-0.49.19-20240406.003712-1.module megameklab-0.49.19-20240406.003712-1.pom '
        'megameklab-0.49.19-20240415.195136-1.module megameklab-0.49.19-20240415.195136-1.pom '
        'megameklab-0.49.19-20240415.225053-1.module megameklab-0.49.19-20240415.225053-1.pom'
    ),
    'org/megamek/megameklab/0.49.20-SNAPSHOT': (
        'megameklab-0.49.20-20240419.213226-1.module megameklab-0.49.20-20240419.213226-1.pom '
        'megameklab-0.49.20-20240420.120848-1.module megameklab-0.49.20-20240420.120848-1.pom '
        'megameklab-0.49.20-20240425.022503-1.module megameklab-0.49.20-20240425.022503-1.pom '
        'megameklab-0.49.20-20240425.210537-1.module megameklab-0.49.20-20240425.210537-1.pom '
        'megameklab-0.49.20-20240502.000707-1.module megameklab-0.49.20-20240502.000707-1.pom '
        'megameklab-0.49.20-20240522.211820-1.module megameklab-0.49.20-20240522.211820-1.pom '
        'megameklab-0.49.20-20240525.165155-1.module megameklab-0.49.20-20240525.165155-1.pom '
        'megameklab-0.49.20-20240601.065454-1.module megameklab-0.49.20-20240601.065454-1.pom '
        'megameklab-0.49.20-20240616.232728-1.module megameklab-0.49.20-20240616.232728-1.pom '
        'megameklab-0.49.20-20240616.233144-1.module megameklab-0.49.20-20240616.233144-1.pom '
        'megameklab-0.49.20-20240616.233800-1.module megameklab-0.49.20-20240616.233800-1.pom '
        'megameklab-0.49.20-20240620.190044-1.module megameklab-0.49.20-20240620.190044-1.pom '
        'megameklab-0.49.20-20240626.190550-1.module megameklab-0.49.20-20240626.190550-1.pom'
    ),
}

MVN_POMS_OTHER = {
    'org/megamek/megameklab/0.49.18-SNAPSHOT': (
        'maven-metadata.xml.sha1 maven-metadata.xml.sha256 maven-metadata.xml.sha512 '
        'megameklab-0.49.18-20231231.201559-1.jar megameklab-0.49.18-20231231.201559-1.jar.sha1 '
        'megameklab-0.49.18-20231231.201559-1.jar.sha256 megameklab-0.49.18-20231231.201559-1.module.md5 '
        'megameklab-0.49.18-20240103.082511-1-sources.jar '
        'megameklab-0.49.18-20240103.082511-1-sources.jar.md5 '
        'megameklab-0.49.18-20240103.082511-1-sources.jar.sha512 '
        'megameklab-0.49.18-20240103.082511-1.module.sha256 '
        'megameklab-0.49.18-20240103.083223-1-sources.jar.md5 '
        'megameklab-0.49.18-20240103.083223-1-sources.jar.sha512 '
        'megameklab-0.49.18-20240103.083223-1.module.sha256 megameklab-0.49.18-20240103.083223-1.pom.md5 '
        'megameklab-0.49.18-20240103.083223-1.pom.sha256 '
        'megameklab-0.49.18-20240103.085153-1-sources.jar.sha512 '
        'megameklab-0.49.18-20240103.085153-1.jar.sha512 megameklab-0.49.18-20240103.085153-1.module.sha256 '
        'megameklab-0.49.18-20240103.085153-1.pom.sha1 megameklab-0.49.18-20240103.085153-1.pom.sha512 '
        'megameklab-0.49.18-20240104.081633-1.jar megameklab-0.49.18-20240104.081633-1.jar.md5 '
        'megameklab-0.49.18-20240104.081633-1.jar.sha1 megameklab-0.49.18-20240104.081633-1.jar.sha256 '
        'megameklab-0.49.18-20240104.081633-1.module.md5 megameklab-0.49.18-20240104.081633-1.pom.sha512 '
        'megameklab-0.49.18-20240111.020541-1-sources.jar '
        'megameklab-0.49.18-20240111.020541-1-sources.jar.md5 '
        'megameklab-0.49.18-20240111.020541-1-sources.jar.sha1 '
        'megameklab-0.49.18-20240111.020541-1-sources.jar.sha512 megameklab-0.49.18-20240111.020541-1.jar.md5 '
        'megameklab-0.49.18-20240111.020541-1.jar.sha1 megameklab-0.49.18-20240111.020541-1.jar.sha256 '
        'megameklab-0.49.18-20240111.020541-1.module.md5 megameklab-0.49.18-20240111.020541-1.pom.sha256 '
        'megameklab-0.49.18-20240111.021010-1-sources.jar.sha512 megameklab-0.49.18-20240111.021010-1.jar.md5 '
        'megameklab-0.49.18-20240111.021010-1.jar.sha1 megameklab-0.49.18-20240111.021010-1.module.md5 '
        'megameklab-0.49.18-20240111.021010-1.pom.sha1 megameklab-0.49.18-20240111.021010-1.pom.sha256 '
        'megameklab-0.49.18-20240116.225123-1.jar.sha1 megameklab-0.49.18-20240116.225123-1.jar.sha512 '
        'megameklab-0.49.18-20240116.225123-1.module.sha1 megameklab-0.49.18-20240116.225123-1.pom.sha256 '
        'megameklab-0.49.18-20240117.164051-1.jar megameklab-0.49.18-20240117.164051-1.jar.sha1 '
        'megameklab-0.49.18-20240117.164051-1.module.sha1 megameklab-0.49.18-20240131.193702-1-sources.jar '
        'megameklab-0.49.18-20240131.193702-1-sources.jar.md5 megameklab-0.49.18-20240131.193702-1.jar.md5 '
        'megameklab-0.49.18-20240131.193702-1.jar.sha512 megameklab-0.49.18-20240131.193702-1.pom.sha256 '
        'megameklab-0.49.18-20240201.160523-1.jar.sha256 megameklab-0.49.18-20240201.160523-1.jar.sha512 '
        'megameklab-0.49.18-20240201.160523-1.module.sha512 megameklab-0.49.18-20240201.160523-1.pom.md5 '
        'megameklab-0.49.18-20240201.160523-1.pom.sha512 megameklab-0.49.18-20240204.041048-1-sources.jar.md5 '
        'megameklab-0.49.18-20240204.041048-1-sources.jar.sha256 '
        'megameklab-0.49.18-20240204.041048-1.jar.sha256 megameklab-0.49.18-20240204.041048-1.module.md5 '
        'megameklab-0.49.18-20240204.041048-1.module.sha512'
    ),
    'org/megamek/megameklab/0.49.19-SNAPSHOT': (
        'maven-metadata.xml.sha1 maven-metadata.xml.sha256 '
        'megameklab-0.49.19-20240217.195242-1-sources.jar.sha256 megameklab-0.49.19-20240217.195242-1.jar '
        'megameklab-0.49.19-20240217.195242-1.module.sha512 megameklab-0.49.19-20240217.195242-1.pom.sha512 '
        'megameklab-0.49.19-20240223.173321-1-sources.jar.md5 '
        'megameklab-0.49.19-20240223.173321-1-sources.jar.sha512 '
        'megameklab-0.49.19-20240223.173321-1.pom.sha1 megameklab-0.49.19-20240226.223414-1-sources.jar '
        'megameklab-0.49.19-20240226.223414-1-sources.jar.md5 '
        'megameklab-0.49.19-20240226.223414-1-sources.jar.sha512 '
        'megameklab-0.49.19-20240226.223414-1.module.sha1 megameklab-0.49.19-20240227.215616-1-sources.jar '
        'megameklab-0.49.19-20240227.215616-1-sources.jar.md5 '
        'megameklab-0.49.19-20240227.215616-1-sources.jar.sha1 '
        'megameklab-0.49.19-20240227.215616-1-sources.jar.sha512 megameklab-0.49.19-20240227.215616-1.jar.md5 '
        'megameklab-0.49.19-20240227.215616-1.jar.sha512 megameklab-0.49.19-20240227.215616-1.module.md5 '
        'megameklab-0.49.19-20240227.215817-1-sources.jar.sha1 '
        'megameklab-0.49.19-20240227.215817-1-sources.jar.sha256 megameklab-0.49.19-20240227.215817-1.jar '
        'megameklab-0.49.19-20240227.215817-1.jar.sha1 megameklab-0.49.19-20240227.215817-1.jar.sha512 '
        'megameklab-0.49.19-20240227.215817-1.module.md5 megameklab-0.49.19-20240227.215817-1.pom.md5 '
        'megameklab-0.49.19-20240307.202511-1-sources.jar.sha1 '
        'megameklab-0.49.19-20240307.202511-1-sources.jar.sha256 megameklab-0.49.19-20240307.202511-1.jar.md5 '
        'megameklab-0.49.19-20240307.202511-1.jar.sha256 megameklab-0.49.19-20240307.202511-1.module.md5 '
        'megameklab-0.49.19-20240309.091350-1-sources.jar.md5 '
        'megameklab-0.49.19-20240309.091350-1-sources.jar.sha1 megameklab-0.49.19-20240309.091350-1.jar.md5 '
        'megameklab-0.49.19-20240309.091350-1.jar.sha1 megameklab-0.49.19-20240309.091350-1.jar.sha512 '
        'megameklab-0.49.19-20240309.091350-1.pom.md5 megameklab-0.49.19-20240313.153714-1-sources.jar.md5 '
        'megameklab-0.49.19-20240313.211539-1-sources.jar.sha256 '
        'megameklab-0.49.19-20240313.211539-1.module.sha256 megameklab-0.49.19-20240319.015341-1.jar.sha256 '
        'megameklab-0.49.19-20240319.015341-1.jar.sha512 megameklab-0.49.19-20240319.015341-1.module.sha1 '
        'megameklab-0.49.19-20240319.015341-1.pom.sha512 megameklab-0.49.19-20240319.020016-1.jar '
        'megameklab-0.49.19-20240319.020016-1.jar.sha256 megameklab-0.49.19-20240319.020016-1.jar.sha512 '
        'megameklab-0.49.19-20240319.020016-1.module.md5 megameklab-0.49.19-20240319.020016-1.pom.sha1 '
        'megameklab-0.49.19-20240320.173431-1.jar megameklab-0.49.19-20240320.173431-1.module.sha512 '
        'megameklab-0.49.19-20240320.173431-1.pom.md5 megameklab-0.49.19-20240320.173531-1-sources.jar.md5 '
        'megameklab-0.49.19-20240320.173531-1-sources.jar.sha512 '
        'megameklab-0.49.19-20240320.173531-1.pom.sha256 megameklab-0.49.19-20240320.173531-1.pom.sha512 '
        'megameklab-0.49.19-20240326.181129-1-sources.jar megameklab-0.49.19-20240326.181129-1.jar.md5 '
        'megameklab-0.49.19-20240326.181129-1.jar.sha256 megameklab-0.49.19-20240326.181129-1.module.sha512 '
        'megameklab-0.49.19-20240326.181341-1-sources.jar.sha1 megameklab-0.49.19-20240326.181341-1.jar.sha1 '
        'megameklab-0.49.19-20240406.003712-1-sources.jar.sha256 '
        'megameklab-0.49.19-20240406.003712-1.jar.sha1 '
        'megameklab-0.49.19-20240415.195136-1-sources.jar.sha512 '
        'megameklab-0.49.19-20240415.195136-1.module.sha1 megameklab-0.49.19-20240415.195136-1.pom.sha256 '
        'megameklab-0.49.19-20240415.195136-1.pom.sha512 megameklab-0.49.19-20240415.225053-1.jar.sha1 '
        'megameklab-0.49.19-20240415.225053-1.jar.sha512 megameklab-0.49.19-20240415.225053-1.module.sha1'
    ),
    'org/megamek/megameklab/0.49.20-SNAPSHOT': (
        'megameklab-0.49.20-20240419.213226-1.jar megameklab-0.49.20-20240419.213226-1.module.sha512 '
        'megameklab-0.49.20-20240419.213226-1.pom.md5 megameklab-0.49.20-20240419.213226-1.pom.sha1 '
        'megameklab-0.49.20-20240420.120848-1.module.sha512 megameklab-0.49.20-20240420.120848-1.pom.md5 '
        'megameklab-0.49.20-20240425.022503-1-sources.jar '
        'megameklab-0.49.20-20240425.022503-1-sources.jar.sha256 megameklab-0.49.20-20240425.210537-1.jar '
        'megameklab-0.49.20-20240425.210537-1.module.sha512 megameklab-0.49.20-20240502.000707-1-sources.jar '
        'megameklab-0.49.20-20240502.000707-1.jar megameklab-0.49.20-20240502.000707-1.module.md5 '
        'megameklab-0.49.20-20240502.000707-1.module.sha1 megameklab-0.49.20-20240502.000707-1.module.sha512 '
        'megameklab-0.49.20-20240502.000707-1.pom.sha1 megameklab-0.49.20-20240522.211820-1-sources.jar '
        'megameklab-0.49.20-20240522.211820-1-sources.jar.sha512 megameklab-0.49.20-20240522.211820-1.jar '
        'megameklab-0.49.20-20240522.211820-1.jar.sha1 megameklab-0.49.20-20240522.211820-1.jar.sha256 '
        'megameklab-0.49.20-20240522.211820-1.module.sha512 megameklab-0.49.20-20240522.211820-1.pom.sha1 '
        'megameklab-0.49.20-20240522.211820-1.pom.sha512 '
        'megameklab-0.49.20-20240525.165155-1-sources.jar.sha512 '
        'megameklab-0.49.20-20240525.165155-1.pom.sha1 megameklab-0.49.20-20240525.165155-1.pom.sha256 '
        'megameklab-0.49.20-20240601.065454-1-sources.jar.sha1 megameklab-0.49.20-20240601.065454-1.jar '
        'megameklab-0.49.20-20240601.065454-1.jar.sha1 megameklab-0.49.20-20240601.065454-1.jar.sha512 '
        'megameklab-0.49.20-20240601.065454-1.module.sha256 megameklab-0.49.20-20240601.065454-1.pom.sha1 '
        'megameklab-0.49.20-20240601.065454-1.pom.sha256 '
        'megameklab-0.49.20-20240616.232728-1-sources.jar.sha256 '
        'megameklab-0.49.20-20240616.232728-1.jar.sha1 megameklab-0.49.20-20240616.232728-1.module.md5 '
        'megameklab-0.49.20-20240616.232728-1.module.sha1 megameklab-0.49.20-20240616.232728-1.module.sha256 '
        'megameklab-0.49.20-20240616.232728-1.pom.sha256 megameklab-0.49.20-20240616.233144-1.jar '
        'megameklab-0.49.20-20240616.233144-1.jar.md5 megameklab-0.49.20-20240616.233144-1.jar.sha512 '
        'megameklab-0.49.20-20240616.233144-1.module.sha512 megameklab-0.49.20-20240616.233144-1.pom.md5 '
        'megameklab-0.49.20-20240616.233144-1.pom.sha1 '
        'megameklab-0.49.20-20240616.233800-1-sources.jar.sha256 megameklab-0.49.20-20240616.233800-1.jar '
        'megameklab-0.49.20-20240616.233800-1.pom.sha512 megameklab-0.49.20-20240620.190044-1-sources.jar '
        'megameklab-0.49.20-20240620.190044-1.jar megameklab-0.49.20-20240620.190044-1.jar.sha512 '
        'megameklab-0.49.20-20240620.190044-1.module.sha256 '
        'megameklab-0.49.20-20240626.190550-1-sources.jar.sha256 megameklab-0.49.20-20240626.190550-1.jar '
        'megameklab-0.49.20-20240626.190550-1.module.sha256 '
        'megameklab-0.49.20-20240626.190550-1.module.sha512 megameklab-0.49.20-20240626.190550-1.pom.md5'
    ),
    'org/megamek/megameklab/0.50.0-SNAPSHOT': (
        'maven-metadata.xml.sha1 megameklab-0.50.0-20240628.224731-1-sources.jar '
        'megameklab-0.50.0-20240628.224731-1-sources.jar.sha512 megameklab-0.50.0-20240628.224731-1.jar '
        'megameklab-0.50.0-20240628.224731-1.jar.sha1 megameklab-0.50.0-20240628.224731-1.module.sha1'
    ),
}


MVN_CHECKSUMS_KIND = {
    'org/megamek/mekhq/0.49.18': (
        'mekhq-0.49.18-sources.jar.md5 mekhq-0.49.18-sources.jar.sha1 mekhq-0.49.18-sources.jar.sha256 '
        'mekhq-0.49.18-sources.jar.sha512 mekhq-0.49.18.jar.md5 mekhq-0.49.18.jar.sha1 '
        'mekhq-0.49.18.jar.sha256 mekhq-0.49.18.jar.sha512 mekhq-0.49.18.module.md5 mekhq-0.49.18.module.sha1 '
        'mekhq-0.49.18.module.sha256 mekhq-0.49.18.module.sha512 mekhq-0.49.18.pom.md5 mekhq-0.49.18.pom.sha1 '
        'mekhq-0.49.18.pom.sha256 mekhq-0.49.18.pom.sha512'
    ),
    'org/megamek/mekhq/0.49.18-SNAPSHOT': (
        'mekhq-0.49.18-20231231.201721-1-sources.jar.md5 mekhq-0.49.18-20231231.201721-1-sources.jar.sha1 '
        'mekhq-0.49.18-20231231.201721-1-sources.jar.sha256 '
        'mekhq-0.49.18-20231231.201721-1-sources.jar.sha512 mekhq-0.49.18-20231231.201721-1.jar.md5 '
        'mekhq-0.49.18-20231231.201721-1.jar.sha1 mekhq-0.49.18-20231231.201721-1.jar.sha256 '
        'mekhq-0.49.18-20231231.201721-1.jar.sha512 mekhq-0.49.18-20231231.201721-1.module.md5 '
        'mekhq-0.49.18-20231231.201721-1.module.sha1 mekhq-0.49.18-20231231.201721-1.module.sha256 '
        'mekhq-0.49.18-20231231.201721-1.module.sha512 mekhq-0.49.18-20231231.201721-1.pom.md5 '
        'mekhq-0.49.18-20231231.201721-1.pom.sha1 mekhq-0.49.18-20231231.201721-1.pom.sha256 '
        'mekhq-0.49.18-20231231.201721-1.pom.sha512'
    ),
    'org/megamek/mekhq/0.49.19': (
        'mekhq-0.49.19-sources.jar.md5 mekhq-0.49.19-sources.jar.sha1 mekhq-0.49.19-sources.jar.sha256 '
        'mekhq-0.49.19-sources.jar.sha512 mekhq-0.49.19.jar.md5 mekhq-0.49.19.jar.sha1 '
        'mekhq-0.49.19.jar.sha256 mekhq-0.49.19.jar.sha512 mekhq-0.49.19.module.md5 mekhq-0.49.19.module.sha1 '
        'mekhq-0.49.19.module.sha256 mekhq-0.49.19.module.sha512 mekhq-0.49.19.pom.md5 mekhq-0.49.19.pom.sha1 '
        'mekhq-0.49.19.pom.sha256 mekhq-0.49.19.pom.sha512'
    ),
    'org/megamek/mekhq/0.49.19-SNAPSHOT': (
        'mekhq-0.49.19-20240217.195254-1-sources.jar.md5 mekhq-0.49.19-20240217.195254-1-sources.jar.sha1 '
        'mekhq-0.49.19-20240217.195254-1-sources.jar.sha256 '
        'mekhq-0.49.19-20240217.195254-1-sources.jar.sha512 mekhq-0.49.19-20240217.195254-1.jar.md5 '
        'mekhq-0.49.19-20240217.195254-1.jar.sha1 mekhq-0.49.19-20240217.195254-1.jar.sha256 '
        'mekhq-0.49.19-20240217.195254-1.jar.sha512 mekhq-0.49.19-20240217.195254-1.module.md5 '
        'mekhq-0.49.19-20240217.195254-1.module.sha1 mekhq-0.49.19-20240217.195254-1.module.sha256 '
        'mekhq-0.49.19-20240217.195254-1.module.sha512 mekhq-0.49.19-20240217.195254-1.pom.md5 '
        'mekhq-0.49.19-20240217.195254-1.pom.sha1 mekhq-0.49.19-20240217.195254-1.pom.sha256 '
        'mekhq-0.49.19-20240217.195254-1.pom.sha512'
    ),
    'org/megamek/mekhq/0.49.20': (
        'mekhq-0.49.20-sources.jar.md5 mekhq-0.49.20-sources.jar.sha1 mekhq-0.49.20-sources.jar.sha256 '
        'mekhq-0.49.20-sources.jar.sha512 mekhq-0.49.20.jar.md5 mekhq-0.49.20.jar.sha1 '
        'mekhq-0.49.20.jar.sha256 mekhq-0.49.20.jar.sha512 mekhq-0.49.20.module.md5 mekhq-0.49.20.module.sha1 '
        'mekhq-0.49.20.module.sha256 mekhq-0.49.20.module.sha512 mekhq-0.49.20.pom.md5 mekhq-0.49.20.pom.sha1 '
        'mekhq-0.49.20.pom.sha256 mekhq-0.49.20.pom.sha512'
    ),
    'org/megamek/mekhq/0.49.20-SNAPSHOT': (
        'mekhq-0.49.20-20240419.213344-1-sources.jar.md5 mekhq-0.49.20-20240419.213344-1-sources.jar.sha1 '
        'mekhq-0.49.20-20240419.213344-1-sources.jar.sha256 '
        'mekhq-0.49.20-20240419.213344-1-sources.jar.sha512 mekhq-0.49.20-20240419.213344-1.jar.md5 '
        'mekhq-0.49.20-20240419.213344-1.jar.sha1 mekhq-0.49.20-20240419.213344-1.jar.sha256 '
        'mekhq-0.49.20-20240419.213344-1.jar.sha512 mekhq-0.49.20-20240419.213344-1.module.md5 '
        'mekhq-0.49.20-20240419.213344-1.module.sha1 mekhq-0.49.20-20240419.213344-1.module.sha256 '
        'mekhq-0.49.20-20240419.213344-1.module.sha512 mekhq-0.49.20-20240419.213344-1.pom.md5 '
        'mekhq-0.49.20-20240419.213344-1.pom.sha1 mekhq-0.49.20-20240419.213344-1.pom.sha256 '
        'mekhq-0.49.20-20240419.213344-1.pom.sha512'
    ),
    'org/megamek/mekhq/0.50.0-SNAPSHOT': (
        'mekhq-0.50.0-20240628.224903-1-sources.jar.md5 mekhq-0.50.0-20240628.224903-1-sources.jar.sha1 '
        'mekhq-0.50.0-20240628.224903-1-sources.jar.sha256 mekhq-0.50.0-20240628.224903-1-sources.jar.sha512 '
        'mekhq-0.50.0-20240628.224903-1.jar.md5 mekhq-0.50.0-20240628.224903-1.jar.sha1 '
        'mekhq-0.50.0-20240628.224903-1.jar.sha256 mekhq-0.50.0-20240628.224903-1.jar.sha512 '
        'mekhq-0.50.0-20240628.224903-1.module.md5 mekhq-0.50.0-20240628.224903-1.module.sha1 '
        'mekhq-0.50.0-20240628.224903-1.module.sha256 mekhq-0.50.0-20240628.224903-1.module.sha512 '
        'mekhq-0.50.0-20240628.224903-1.pom.md5 mekhq-0.50.0-20240628.224903-1.pom.sha1 '
        'mekhq-0.50.0-20240628.224903-1.pom.sha256 mekhq-0.50.0-20240628.224903-1.pom.sha512'
    ),
}

MVN_CHECKSUMS_OTHER = {
    '': (
        'org/megamek/megamek/0.49.18/megamek-0.49.18-sources.jar.sha512 '
        'org/megamek/megamek/0.49.18/megamek-0.49.18.jar.sha512 '
        'org/megamek/megameklab/0.49.19/megameklab-0.49.19.pom.md5 '
        'org/megamek/megameklab/0.49.20/megameklab-0.49.20.pom.md5 org/megamek/megameklab/maven-metadata.xml '
        'org/megamek/megameklab/maven-metadata.xml.sha512'
    ),
    'org/megamek/megamek/0.49.18-SNAPSHOT': (
        'megamek-0.49.18-20231231.201452-1.module.md5 megamek-0.49.18-20240103.091115-1.module.sha512 '
        'megamek-0.49.18-20240103.091115-1.pom.sha256 megamek-0.49.18-20240109.165731-1-sources.jar.md5 '
        'megamek-0.49.18-20240110.230959-1.jar.md5 megamek-0.49.18-20240110.230959-1.jar.sha512 '
        'megamek-0.49.18-20240111.015915-1.pom.md5 megamek-0.49.18-20240111.015915-1.pom.sha1 '
        'megamek-0.49.18-20240113.185658-1-sources.jar.sha1 megamek-0.49.18-20240115.154742-1.pom.sha256 '
        'megamek-0.49.18-20240120.214110-1.pom.sha512 megamek-0.49.18-20240122.183004-1-sources.jar '
        'megamek-0.49.18-20240122.183004-1.module.sha256 megamek-0.49.18-20240130.025527-1.module.sha256 '
        'megamek-0.49.18-20240130.031807-1.jar.sha512 megamek-0.49.18-20240201.161354-1.pom.sha256 '
        'megamek-0.49.18-20240201.220823-1-sources.jar.sha1 megamek-0.49.18-20240203.005344-1-sources.jar.md5 '
        'megamek-0.49.18-20240203.005344-1.pom.sha256 megamek-0.49.18-20240204.034714-1.module.sha512 '
        'megamek-0.49.18-20240204.034714-1.pom.sha512 megamek-0.49.18-20240205.173308-1.jar.sha512 '
        'megamek-0.49.18-20240206.232947-1.module.md5 megamek-0.49.18-20240207.214735-1-sources.jar.sha256 '
        'megamek-0.49.18-20240208.035542-1.jar.md5 megamek-0.49.18-20240208.040042-1-sources.jar'
    ),
    'org/megamek/megamek/0.49.19-SNAPSHOT': (
        'megamek-0.49.19-20240222.214649-1.module megamek-0.49.19-20240224.194738-1-sources.jar.sha256 '
        'megamek-0.49.19-20240224.194738-1.module.sha1 megamek-0.49.19-20240224.194738-1.module.sha512 '
        'megamek-0.49.19-20240226.222246-1-sources.jar.md5 megamek-0.49.19-20240226.223034-1.module.sha512 '
        'megamek-0.49.19-20240226.223034-1.pom megamek-0.49.19-20240226.223034-1.pom.sha1 '
        'megamek-0.49.19-20240226.223219-1-sources.jar.sha1 megamek-0.49.19-20240227.214859-1.pom.md5 '
        'megamek-0.49.19-20240307.200244-1.module.md5 megamek-0.49.19-20240309.085753-1.module.sha1 '
        'megamek-0.49.19-20240309.155334-1.jar.sha256 megamek-0.49.19-20240310.205811-1-sources.jar.sha256 '
        'megamek-0.49.19-20240312.220759-1.module.sha1 megamek-0.49.19-20240312.220759-1.module.sha256 '
        'megamek-0.49.19-20240313.153330-1.jar.sha256 megamek-0.49.19-20240313.153330-1.module.sha512 '
        'megamek-0.49.19-20240313.153330-1.pom.sha256 megamek-0.49.19-20240313.163447-1.pom.sha1 '
        'megamek-0.49.19-20240313.171106-1-sources.jar.md5 megamek-0.49.19-20240319.152530-1.jar.sha512 '
        'megamek-0.49.19-20240320.172727-1.module.sha512 megamek-0.49.19-20240320.172843-1-sources.jar.sha1 '
        'megamek-0.49.19-20240320.173018-1.jar.sha256 megamek-0.49.19-20240320.214802-1.jar.md5 '
        'megamek-0.49.19-20240320.224113-1-sources.jar.sha256 megamek-0.49.19-20240323.182213-1-sources.jar '
        'megamek-0.49.19-20240323.182213-1.pom.sha512 megamek-0.49.19-20240326.183029-1.pom '
        'megamek-0.49.19-20240328.001813-1.jar.sha512 megamek-0.49.19-20240329.142239-1.jar '
        'megamek-0.49.19-20240330.223421-1-sources.jar.sha512 megamek-0.49.19-20240403.004050-1.jar.md5 '
        'megamek-0.49.19-20240403.004311-1.pom.md5 megamek-0.49.19-20240403.004747-1.module.sha512 '
        'megamek-0.49.19-20240403.051654-1.pom.sha1 megamek-0.49.19-20240406.003303-1.jar.md5 '
        'megamek-0.49.19-20240406.180423-1.module.sha256 megamek-0.49.19-20240406.180423-1.pom.sha1 '
        'megamek-0.49.19-20240408.200050-1.pom.sha256 megamek-0.49.19-20240412.162300-1-sources.jar.md5 '
        'megamek-0.49.19-20240412.170825-1.module.sha1 megamek-0.49.19-20240413.202249-1-sources.jar.sha256 '
        'megamek-0.49.19-20240413.202744-1.pom.sha256 megamek-0.49.19-20240417.153102-1.module.sha1 '
        'megamek-0.49.19-20240419.164429-1.module.sha512'
    ),
    'org/megamek/megamek/0.49.20-SNAPSHOT': (
        'megamek-0.49.20-20240419.213114-1.jar.sha256 megamek-0.49.20-20240419.213114-1.module '
        'megamek-0.49.20-20240419.213114-1.module.sha512 megamek-0.49.20-20240420.082133-1-sources.jar.sha512 '
        'megamek-0.49.20-20240420.083359-1-sources.jar.md5 megamek-0.49.20-20240420.083639-1.jar.sha256 '
        'megamek-0.49.20-20240420.084233-1-sources.jar.md5 megamek-0.49.20-20240420.084233-1.pom.sha512 '
        'megamek-0.49.20-20240420.121809-1.jar.sha1 megamek-0.49.20-20240420.121809-1.pom.sha256 '
        'megamek-0.49.20-20240420.202130-1.module.md5 megamek-0.49.20-20240420.202130-1.pom.sha1 '
        'megamek-0.49.20-20240424.154733-1.module.sha256 megamek-0.49.20-20240424.154733-1.pom.md5 '
        'megamek-0.49.20-20240424.205024-1.jar.sha512 megamek-0.49.20-20240506.205201-1-sources.jar.sha256 '
        'megamek-0.49.20-20240506.205201-1.pom.sha1 megamek-0.49.20-20240516.172017-1.pom.sha256 '
        'megamek-0.49.20-20240516.172326-1-sources.jar.sha1 megamek-0.49.20-20240516.172326-1.jar.sha512 '
        'megamek-0.49.20-20240516.172326-1.pom.sha1 megamek-0.49.20-20240516.195224-1.pom.md5 '
        'megamek-0.49.20-20240516.195224-1.pom.sha512 megamek-0.49.20-20240518.084549-1.pom.sha1 '
        'megamek-0.49.20-20240519.195852-1.jar.md5 megamek-0.49.20-20240519.195852-1.pom '
        'megamek-0.49.20-20240525.085551-1.module.md5 megamek-0.49.20-20240528.065944-1-sources.jar '
        'megamek-0.49.20-20240529.144849-1.module megamek-0.49.20-20240529.145046-1.jar.md5 '
        'megamek-0.49.20-20240601.062637-1.module.sha512 megamek-0.49.20-20240601.062755-1.module.sha1 '
        'megamek-0.49.20-20240603.183313-1.module.md5 megamek-0.49.20-20240608.144203-1.pom.md5 '
        'megamek-0.49.20-20240616.210723-1.pom megamek-0.49.20-20240618.023735-1.jar.sha256 '
        'megamek-0.49.20-20240618.205658-1.jar.sha1 megamek-0.49.20-20240619.154717-1-sources.jar '
        'megamek-0.49.20-20240620.165721-1-sources.jar.sha512 megamek-0.49.20-20240621.002520-1.jar.sha512 '
        'megamek-0.49.20-20240626.174558-1.module.md5 megamek-0.49.20-20240626.174558-1.pom.sha1 '
        'megamek-0.49.20-20240628.175140-1.module'
    ),
    'org/megamek/megameklab/0.49.18-SNAPSHOT': (
        'maven-metadata.xml.sha256 megameklab-0.49.18-20231231.201559-1-sources.jar '
        'megameklab-0.49.18-20231231.201559-1.jar megameklab-0.49.18-20231231.201559-1.jar.md5 '
        'megameklab-0.49.18-20240103.083223-1.pom.sha512 megameklab-0.49.18-20240103.085153-1-sources.jar.md5 '
        'megameklab-0.49.18-20240201.160523-1.pom.sha256'
    ),
    'org/megamek/megameklab/0.49.19-SNAPSHOT': (
        'megameklab-0.49.19-20240217.195242-1.pom.sha256 megameklab-0.49.19-20240227.215817-1.pom.sha512 '
        'megameklab-0.49.19-20240313.153714-1.module.md5 '
        'megameklab-0.49.19-20240313.211539-1-sources.jar.sha256 '
        'megameklab-0.49.19-20240319.015341-1-sources.jar.md5 megameklab-0.49.19-20240320.173531-1.jar.sha1 '
        'megameklab-0.49.19-20240326.181129-1.module.md5 '
        'megameklab-0.49.19-20240406.003712-1-sources.jar.sha512 '
        'megameklab-0.49.19-20240415.195136-1-sources.jar.sha1 '
        'megameklab-0.49.19-20240415.195136-1.pom.sha512 megameklab-0.49.19-20240415.225053-1.jar.sha256'
    ),
    'org/megamek/megameklab/0.49.20-SNAPSHOT': (
        'megameklab-0.49.20-20240502.000707-1-sources.jar megameklab-0.49.20-20240502.000707-1.module.md5 '
        'megameklab-0.49.20-20240522.211820-1.pom megameklab-0.49.20-20240525.165155-1-sources.jar.md5 '
        'megameklab-0.49.20-20240616.232728-1-sources.jar.sha1 megameklab-0.49.20-20240616.232728-1.pom.md5 '
        'megameklab-0.49.20-20240620.190044-1.pom.md5'
    ),
    'org/megamek/mekhq': (
        'maven-metadata.xml maven-metadata.xml.md5 maven-metadata.xml.sha1 maven-metadata.xml.sha256 '
        'maven-metadata.xml.sha512'
    ),
    'org/megamek/mekhq/0.49.18': (
        'mekhq-0.49.18-sources.jar mekhq-0.49.18.jar mekhq-0.49.18.module mekhq-0.49.18.pom'
    ),
    'org/megamek/mekhq/0.49.18-SNAPSHOT': (
        'maven-metadata.xml maven-metadata.xml.md5 maven-metadata.xml.sha1 maven-metadata.xml.sha256 '
        'maven-metadata.xml.sha512 mekhq-0.49.18-20231231.201721-1-sources.jar '
        'mekhq-0.49.18-20231231.201721-1.jar mekhq-0.49.18-20231231.201721-1.module '
        'mekhq-0.49.18-20231231.201721-1.pom'
    ),
    'org/megamek/mekhq/0.49.19': (
        'mekhq-0.49.19-sources.jar mekhq-0.49.19.jar mekhq-0.49.19.module mekhq-0.49.19.pom'
    ),
    'org/megamek/mekhq/0.49.19-SNAPSHOT': (
        'maven-metadata.xml maven-metadata.xml.md5 maven-metadata.xml.sha1 maven-metadata.xml.sha256 '
        'maven-metadata.xml.sha512 mekhq-0.49.19-20240217.195254-1-sources.jar '
        'mekhq-0.49.19-20240217.195254-1.jar mekhq-0.49.19-20240217.195254-1.module '
        'mekhq-0.49.19-20240217.195254-1.pom'
    ),
    'org/megamek/mekhq/0.49.20': (
        'mekhq-0.49.20-sources.jar mekhq-0.49.20.jar mekhq-0.49.20.module mekhq-0.49.20.pom'
    ),
    'org/megamek/mekhq/0.49.20-SNAPSHOT': (
        'maven-metadata.xml maven-metadata.xml.md5 maven-metadata.xml.sha1 maven-metadata.xml.sha256 '
        'maven-metadata.xml.sha512 mekhq-0.49.20-20240419.213344-1-sources.jar '
        'mekhq-0.49.20-20240419.213344-1.jar mekhq-0.49.20-20240419.213344-1.module '
        'mekhq-0.49.20-20240419.213344-1.pom'
    ),
    'org/megamek/mekhq/0.50.0-SNAPSHOT': (
        'maven-metadata.xml maven-metadata.xml.md5 maven-metadata.xml.sha1 maven-metadata.xml.sha256 '
        'maven-metadata.xml.sha512 mekhq-0.50.0-20240628.224903-1-sources.jar '
        'mekhq-0.50.0-20240628.224903-1.jar mekhq-0.50.0-20240628.224903-1.module '
        'mekhq-0.50.0-20240628.224903-1.pom'
    ),
}


MVN_RELEASES_KIND = {
    'org/megamek/megamek/0.49.18': (
        'megamek-0.49.18-sources.jar megamek-0.49.18.jar megamek-0.49.18.module megamek-0.49.18.pom'
    ),
    'org/megamek/megamek/0.49.19': (
        'megamek-0.49.19-sources.jar megamek-0.49.19.jar megamek-0.49.19.module megamek-0.49.19.pom'
    ),
    'org/megamek/megamek/0.49.19.1': (
        'megamek-0.49.19.1-sources.jar megamek-0.49.19.1.jar megamek-0.49.19.1.module megamek-0.49.19.1.pom'
    ),
    'org/megamek/megamek/0.49.20': (
        'megamek-0.49.20-sources.jar megamek-0.49.20.jar megamek-0.49.20.module megamek-0.49.20.pom'
    ),
    'org/megamek/megameklab/0.49.18': (
        'megameklab-0.49.18-sources.jar megameklab-0.49.18.jar megameklab-0.49.18.module '
        'megameklab-0.49.18.pom'
    ),
    'org/megamek/megameklab/0.49.19': (
        'megameklab-0.49.19-sources.jar megameklab-0.49.19.jar megameklab-0.49.19.module '
        'megameklab-0.49.19.pom'
    ),
    'org/megamek/megameklab/0.49.20': (
        'megameklab-0.49.20-sources.jar megameklab-0.49.20.jar megameklab-0.49.20.module '
        'megameklab-0.49.20.pom'
    ),
    'org/megamek/mekhq/0.49.18': (
        'mekhq-0.49.18-sources.jar mekhq-0.49.18.jar mekhq-0.49.18.module mekhq-0.49.18.pom'
    ),
    'org/megamek/mekhq/0.49.19': (
        'mekhq-0.49.19-sources.jar mekhq-0.49.19.jar mekhq-0.49.19.module mekhq-0.49.19.pom'
    ),
    'org/megamek/mekhq/0.49.20': (
        'mekhq-0.49.20-sources.jar mekhq-0.49.20.jar mekhq-0.49.20.module mekhq-0.49.20.pom'
    ),
}

MVN_RELEASES_OTHER = {
    '': (
        'org/megamek/megameklab/0.49.19-SNAPSHOT/megameklab-0.49.19-20240326.181341-1.jar.sha256 '
        'org/megamek/megameklab/0.49.19-SNAPSHOT/megameklab-0.49.19-20240406.003712-1.jar.md5 '
        'org/megamek/megameklab/0.49.20-SNAPSHOT/megameklab-0.49.20-20240419.213226-1.jar.sha1 '
        'org/megamek/mekhq/0.49.19-SNAPSHOT/mekhq-0.49.19-20240217.195254-1-sources.jar.md5 '
        'org/megamek/mekhq/0.50.0-SNAPSHOT/mekhq-0.50.0-20240628.224903-1.module.md5'
    ),
    'org/megamek/megamek/0.49.18': (
        'megamek-0.49.18-sources.jar.md5 megamek-0.49.18-sources.jar.sha1 megamek-0.49.18-sources.jar.sha256 '
        'megamek-0.49.18-sources.jar.sha512 megamek-0.49.18.jar.md5 megamek-0.49.18.jar.sha1 '
        'megamek-0.49.18.jar.sha256 megamek-0.49.18.jar.sha512 megamek-0.49.18.module.md5 '
        'megamek-0.49.18.module.sha1 megamek-0.49.18.module.sha256 megamek-0.49.18.module.sha512 '
        'megamek-0.49.18.pom.md5 megamek-0.49.18.pom.sha1 megamek-0.49.18.pom.sha256 '
        'megamek-0.49.18.pom.sha512'
    ),
    'org/megamek/megamek/0.49.18-SNAPSHOT': (
        'megamek-0.49.18-20240111.015915-1.pom.md5 megamek-0.49.18-20240113.185658-1-sources.jar.sha1 '
        'megamek-0.49.18-20240130.031807-1.jar.sha512 megamek-0.49.18-20240201.220823-1-sources.jar.sha1 '
        'megamek-0.49.18-20240203.005344-1-sources.jar.md5 megamek-0.49.18-20240204.034714-1.module.sha512 '
        'megamek-0.49.18-20240205.173308-1.jar.sha512 megamek-0.49.18-20240208.035542-1.jar.md5 '
        'megamek-0.49.18-20240208.040042-1-sources.jar'
    ),
    'org/megamek/megamek/0.49.19': (
        'megamek-0.49.19-sources.jar.md5 megamek-0.49.19-sources.jar.sha1 megamek-0.49.19-sources.jar.sha256 '
        'megamek-0.49.19-sources.jar.sha512 megamek-0.49.19.jar.md5 megamek-0.49.19.jar.sha1 '
        'megamek-0.49.19.jar.sha256 megamek-0.49.19.jar.sha512 megamek-0.49.19.module.md5 '
        'megamek-0.49.19.module.sha1 megamek-0.49.19.module.sha256 megamek-0.49.19.module.sha512 '
        'megamek-0.49.19.pom.md5 megamek-0.49.19.pom.sha1 megamek-0.49.19.pom.sha256 '
        'megamek-0.49.19.pom.sha512'
    ),
    'org/megamek/megamek/0.49.19-SNAPSHOT': (
        'megamek-0.49.19-20240226.223219-1.module.sha512 megamek-0.49.19-20240310.205811-1.jar.sha256 '
        'megamek-0.49.19-20240313.163706-1.pom.sha1 megamek-0.49.19-20240320.224113-1.jar.md5 '
        'megamek-0.49.19-20240323.173416-1-sources.jar.sha256 megamek-0.49.19-20240323.221057-1-sources.jar '
        'megamek-0.49.19-20240323.221057-1.pom.sha512 megamek-0.49.19-20240404.012524-1.pom.sha1 '
        'megamek-0.49.19-20240409.005922-1.pom.sha256'
    ),
    'org/megamek/megamek/0.49.19.1': (
        'megamek-0.49.19.1-sources.jar.md5 megamek-0.49.19.1-sources.jar.sha1 '
        'megamek-0.49.19.1-sources.jar.sha256 megamek-0.49.19.1-sources.jar.sha512 megamek-0.49.19.1.jar.md5 '
        'megamek-0.49.19.1.jar.sha1 megamek-0.49.19.1.jar.sha256 megamek-0.49.19.1.jar.sha512 '
        'megamek-0.49.19.1.module.md5 megamek-0.49.19.1.module.sha1 megamek-0.49.19.1.module.sha256 '
        'megamek-0.49.19.1.module.sha512 megamek-0.49.19.1.pom.md5 megamek-0.49.19.1.pom.sha1 '
        'megamek-0.49.19.1.pom.sha256 megamek-0.49.19.1.pom.sha512'
    ),
    'org/megamek/megamek/0.49.20': (
        'megamek-0.49.20-sources.jar.md5 megamek-0.49.20-sources.jar.sha1 megamek-0.49.20-sources.jar.sha256 '
        'megamek-0.49.20-sources.jar.sha512 megamek-0.49.20.jar.md5 megamek-0.49.20.jar.sha1 '
        'megamek-0.49.20.jar.sha256 megamek-0.49.20.jar.sha512 megamek-0.49.20.module.md5 '
        'megamek-0.49.20.module.sha1 megamek-0.49.20.module.sha256 megamek-0.49.20.module.sha512 '
        'megamek-0.49.20.pom.md5 megamek-0.49.20.pom.sha1 megamek-0.49.20.pom.sha256 '
        'megamek-0.49.20.pom.sha512'
    ),
    'org/megamek/megamek/0.49.20-SNAPSHOT': (
        'megamek-0.49.20-20240420.120806-1-sources.jar.md5 megamek-0.49.20-20240420.120806-1.pom.sha512 '
        'megamek-0.49.20-20240424.154733-1.jar.sha1 megamek-0.49.20-20240424.154733-1.pom.sha256 '
        'megamek-0.49.20-20240424.155716-1.module.sha256 megamek-0.49.20-20240516.195345-1-sources.jar.sha1 '
        'megamek-0.49.20-20240516.195345-1.pom.sha1 megamek-0.49.20-20240518.084549-1.pom.md5 '
        'megamek-0.49.20-20240518.084549-1.pom.sha512 megamek-0.49.20-20240525.165040-1.jar.md5 '
        'megamek-0.49.20-20240601.062755-1.jar.md5 megamek-0.49.20-20240606.153419-1.module.md5 '
        'megamek-0.49.20-20240613.200430-1.pom.md5 megamek-0.49.20-20240620.015946-1.jar.sha1'
    ),
    'org/megamek/megameklab/0.49.18': (
        'megameklab-0.49.18-sources.jar.md5 megameklab-0.49.18-sources.jar.sha1 '
        'megameklab-0.49.18-sources.jar.sha256 megameklab-0.49.18-sources.jar.sha512 '
        'megameklab-0.49.18.jar.md5 megameklab-0.49.18.jar.sha1 megameklab-0.49.18.jar.sha256 '
        'megameklab-0.49.18.jar.sha512 megameklab-0.49.18.module.md5 megameklab-0.49.18.module.sha1 '
        'megameklab-0.49.18.module.sha256 megameklab-0.49.18.module.sha512 megameklab-0.49.18.pom.md5 '
        'megameklab-0.49.18.pom.sha1 megameklab-0.49.18.pom.sha256 megameklab-0.49.18.pom.sha512'
    ),
    'org/megamek/megameklab/0.49.18-SNAPSHOT': (
        'megameklab-0.49.18-20240111.020541-1-sources.jar.sha256 megameklab-0.49.18-20240111.020541-1.jar '
        'megameklab-0.49.18-20240117.164051-1.jar.md5'
    ),
    'org/megamek/megameklab/0.49.19': (
        'megameklab-0.49.19-sources.jar.md5 megameklab-0.49.19-sources.jar.sha1 '
        'megameklab-0.49.19-sources.jar.sha256 megameklab-0.49.19-sources.jar.sha512 '
        'megameklab-0.49.19.jar.md5 megameklab-0.49.19.jar.sha1 megameklab-0.49.19.jar.sha256 '
        'megameklab-0.49.19.jar.sha512 megameklab-0.49.19.module.md5 megameklab-0.49.19.module.sha1 '
        'megameklab-0.49.19.module.sha256 megameklab-0.49.19.module.sha512 megameklab-0.49.19.pom.md5 '
        'megameklab-0.49.19.pom.sha1 megameklab-0.49.19.pom.sha256 megameklab-0.49.19.pom.sha512'
    ),
    'org/megamek/megameklab/0.49.20': (
        'megameklab-0.49.20-sources.jar.md5 megameklab-0.49.20-sources.jar.sha1 '
        'megameklab-0.49.20-sources.jar.sha256 megameklab-0.49.20-sources.jar.sha512 '
        'megameklab-0.49.20.jar.md5 megameklab-0.49.20.jar.sha1 megameklab-0.49.20.jar.sha256 '
        'megameklab-0.49.20.jar.sha512 megameklab-0.49.20.module.md5 megameklab-0.49.20.module.sha1 '
        'megameklab-0.49.20.module.sha256 megameklab-0.49.20.module.sha512 megameklab-0.49.20.pom.md5 '
        'megameklab-0.49.20.pom.sha1 megameklab-0.49.20.pom.sha256 megameklab-0.49.20.pom.sha512'
    ),
    'org/megamek/mekhq/0.49.18': (
        'mekhq-0.49.18-sources.jar.md5 mekhq-0.49.18-sources.jar.sha1 mekhq-0.49.18-sources.jar.sha256 '
        'mekhq-0.49.18-sources.jar.sha512 mekhq-0.49.18.jar.md5 mekhq-0.49.18.jar.sha1 '
        'mekhq-0.49.18.jar.sha256 mekhq-0.49.18.jar.sha512 mekhq-0.49.18.module.md5 mekhq-0.49.18.module.sha1 '
        'mekhq-0.49.18.module.sha256 mekhq-0.49.18.module.sha512 mekhq-0.49.18.pom.md5 mekhq-0.49.18.pom.sha1 '
        'mekhq-0.49.18.pom.sha256 mekhq-0.49.18.pom.sha512'
    ),
    'org/megamek/mekhq/0.49.19': (
        'mekhq-0.49.19-sources.jar.md5 mekhq-0.49.19-sources.jar.sha1 mekhq-0.49.19-sources.jar.sha256 '
        'mekhq-0.49.19-sources.jar.sha512 mekhq-0.49.19.jar.md5 mekhq-0.49.19.jar.sha1 '
        'mekhq-0.49.19.jar.sha256 mekhq-0.49.19.jar.sha512 mekhq-0.49.19.module.md5 mekhq-0.49.19.module.sha1 '
        'mekhq-0.49.19.module.sha256 mekhq-0.49.19.module.sha512 mekhq-0.49.19.pom.md5 mekhq-0.49.19.pom.sha1 '
        'mekhq-0.49.19.pom.sha256 mekhq-0.49.19.pom.sha512'
    ),
    'org/megamek/mekhq/0.49.20': (
        'mekhq-0.49.20-sources.jar.md5 mekhq-0.49.20-sources.jar.sha1 mekhq-0.49.20-sources.jar.sha256 '
        'mekhq-0.49.20-sources.jar.sha512 mekhq-0.49.20.jar.md5 mekhq-0.49.20.jar.sha1 '
        'mekhq-0.49.20.jar.sha256 mekhq-0.49.20.jar.sha512 mekhq-0.49.20.module.md5 mekhq-0.49.20.module.sha1 '
        'mekhq-0.49.20.module.sha256 mekhq-0.49.20.module.sha512 mekhq-0.49.20.pom.md5 mekhq-0.49.20.pom.sha1 '
        'mekhq-0.49.20.pom.sha256 mekhq-0.49.20.pom.sha512'
    ),
}


JEST_DOCS_KIND = {
    'website/versioned_docs/version-29.7': (
        'Architecture.md BypassingModuleMocks.md CLI.md CodeTransformation.md Configuration.md DynamoDB.md '
        'ECMAScriptModules.md EnvironmentVariables.md Es6ClassMocks.md ExpectAPI.md GettingStarted.md '
        'GlobalAPI.md JestCommunity.md JestObjectAPI.md JestPlatform.md ManualMocks.md MigrationGuide.md '
        'MockFunctionAPI.md MockFunctions.md MongoDB.md MoreResources.md Puppeteer.md SetupAndTeardown.md '
        'SnapshotTesting.md TestEnvironment.md TestingAsyncCode.md TestingFrameworks.md TimerMocks.md '
        'Troubleshooting.md TutorialAsync.md TutorialReact.md TutorialReactNative.md TutorialjQuery.md '
        'UpgradingToJest29.md UsingMatchers.md WatchPlugins.md Webpack.md'
    ),
    'website/versioned_docs/version-30.0': (
        'Architecture.md BypassingModuleMocks.md CLI.md CodeTransformation.md Configuration.md DynamoDB.md '
        'ECMAScriptModules.md EnvironmentVariables.md Es6ClassMocks.md ExpectAPI.md GettingStarted.md '
        'GlobalAPI.md JestCommunity.md JestObjectAPI.md JestPlatform.md ManualMocks.md MigrationGuide.md '
        'MockFunctionAPI.md MockFunctions.md MongoDB.md MoreResources.md Puppeteer.md SetupAndTeardown.md '
        'SnapshotTesting.md TestEnvironment.md TestingAsyncCode.md TestingFrameworks.md TimerMocks.md '
        'Troubleshooting.md TutorialAsync.md TutorialReact.md TutorialReactNative.md TutorialjQuery.md '
        'UpgradingToJest29.md UpgradingToJest30.md UsingMatchers.md WatchPlugins.md Webpack.md'
    ),
    'website/versioned_docs/version-30.4': (
        'Architecture.md BypassingModuleMocks.md CLI.md CodeTransformation.md Configuration.md DynamoDB.md '
        'ECMAScriptModules.md EnvironmentVariables.md Es6ClassMocks.md ExpectAPI.md GettingStarted.md '
        'GlobalAPI.md JestCommunity.md JestObjectAPI.md JestPlatform.md ManualMocks.md MigrationGuide.md '
        'MockFunctionAPI.md MockFunctions.md MongoDB.md MoreResources.md Puppeteer.md SetupAndTeardown.md '
        'SnapshotTesting.md TestEnvironment.md TestingAsyncCode.md TestingFrameworks.md TimerMocks.md '
        'Troubleshooting.md TutorialAsync.md TutorialReactNative.md TutorialjQuery.md UpgradingToJest29.md '
        'UpgradingToJest30.md UsingMatchers.md WatchPlugins.md Webpack.md'
    ),
}

JEST_DOCS_OTHER = {
    '': (
        'e2e/__tests__/__snapshots__/consoleDebugging.test.ts.snap '
        'e2e/__tests__/__snapshots__/moduleNameMapper.test.ts.snap '
        'e2e/clear-cache/__tests__/clearCache.test.js e2e/coverage-without-transform/__tests__/test.js '
        'e2e/detect-open-handles/__tests__/outside.js e2e/fake-timers-legacy/use-fake-timers/package.json '
        'e2e/fake-timers/advance-timers/package.json e2e/filter/__tests__/bar.test.js '
        'e2e/focused-tests/__tests__/tests.js e2e/mock-names/without-mock-name-not-called/__tests__/index.js '
        'e2e/native-esm-cjs-require/plain-cjs.cjs e2e/resolve-node-module/__mocks__/mock-module/package.json '
        'e2e/resolve/Test7.js e2e/runner-options/runner.js '
        'e2e/select-projects-missing-name/__tests__/second-project.test.js e2e/snapshot-crlf/package.json '
        'e2e/transform/transform-testrunner/__tests__/add.test.js '
        'e2e/transform/transformer-config/__tests__/transformer-config.test.js '
        'e2e/verbose-reporter/__tests__/verbose.test.js '
        'e2e/virtual-mock-isolation/__tests__/a-virtual.test.js examples/getting-started/sum.js '
        'packages/babel-jest/src/babel.ts packages/expect/src/__tests__/matchers-toEqual.property.test.ts '
        'packages/jest-circus/src/testExecutionContext.ts '
        'packages/jest-core/src/__tests__/test_root/module.foobar packages/jest-haste-map/src/types.ts '
        'packages/jest-haste-map/src/watchers/ChangeQueue.ts '
        'packages/jest-jasmine2/src/assertionErrorMessage.ts '
        'packages/jest-resolve/src/__mocks__/conditions/node_modules/exports/some-other-directory/file.js '
        'packages/jest-resolve/src/__mocks__/imports/array-import/browser.cjs '
        'packages/jest-resolve/src/__mocks__/userResolverSync.js '
        'packages/jest-runtime/src/internals/__tests__/ModuleRegistries.test.ts '
        'packages/jest-validate/src/__tests__/__snapshots__/validateCLIOptions.test.ts.snap '
        'packages/jest/README.md website/.vscode/settings.json website/src/css/algoliaDocSearchTheme.css '
        'website/src/css/docusaurusTheme.css website/src/pages/animations/_landingAnimation.js '
        'website/src/prism/themeDark.js website/src/prism/themeLight.js website/static/css/custom.css '
        'website/static/css/jest.css website/versioned_docs/version-29.7/_TypeScriptExamplesNote.md '
        'website/versioned_docs/version-30.0/_TypeScriptExamplesNote.md '
        'website/versioned_docs/version-30.4/_TypeScriptExamplesNote.md'
    ),
    'e2e/__tests__': (
        'mockNames.test.ts promiseReject.test.ts requireMissingExt.test.ts summaryThreshold.test.ts '
        'testEnvironmentRunScript.test.ts transform.test.ts verbose.test.ts'
    ),
    'packages/jest-runtime/src/__tests__/test_esm_sync_graph_root': (
        'import-data-uri-invalid-base64.mjs import-mock-target.mjs nested-json-root.mjs'
    ),
    'website': (
        'README.md archivedVersions.json babel.config.js docusaurus.config.mjs fetchSupporters.js i18n.mjs '
        'package.json sidebars.json tsconfig.json users.json versions.json'
    ),
    'website/blog': (
        '2016-03-11-javascript-unit-testing-performance.md 2016-04-12-jest-11.md 2016-06-22-jest-13.md '
        '2016-07-27-jest-14.md 2016-09-01-jest-15.md 2016-10-03-jest-16.md 2016-12-15-2016-in-jest.md '
        '2017-01-30-a-great-developer-experience.md '
        '2017-02-21-jest-19-immersive-watch-mode-test-platform-improvements.md '
        '2017-05-06-jest-20-delightful-testing-multi-project-runner.md 2017-12-18-jest-22.md '
        '2018-05-29-jest-23-blazing-fast-delightful-testing.md 2018-06-27-supporting-jest-open-source.md '
        '2019-01-25-jest-24-refreshing-polished-typescript-friendly.md 2020-01-21-jest-25.md '
        '2020-05-05-jest-26.md 2021-03-09-jest-website-upgrade.md 2021-05-25-jest-27.md 2022-04-25-jest-28.md '
        '2022-05-11-jest-joins-openjs.md 2022-08-25-jest-29.md 2025-06-04-jest-30.md authors.yml'
    ),
    'website/src/components/v1': (
        'Container.js GridBlock.js MarkdownBlock.js legacyCSS.css'
    ),
    'website/src/pages': (
        'help.js index.js index.module.css versions.js'
    ),
    'website/static': (
        '.nojekyll CNAME _redirects manifest.json'
    ),
    'website/static/img': (
        'circus.png favicon.png jest-badge.svg jest-card-fail.svg jest-card-pass.svg jest-card-run.svg '
        'jest-outline.svg jest-readme-headline.png jest.png jest.svg language.svg opengraph.png '
        'openjs_foundation-logo-horizontal-color-dark_background.svg running-card-background.png'
    ),
    'website/static/img/blog': (
        '15-console.png 15-failure1.png 15-failure2.png 15-watch.gif 16-reporter.gif 16-snapshots.png '
        '16-watch.gif 19-asymmetric-matchers.png 19-cli-error.png 19-skipped-tests.png '
        '19-snapshot-version.png 19-validate.png 20-multi-runner.gif 20-testing-apis.png 22-community.png '
        '22-failure-21.png 22-failure-22.png 23-asymmetric-matchers.png 23-async-matchers.png '
        '23-hanging-after.png 23-hanging-before.png 23-interactive.gif 23-jest-each.png 23-new-matchers.png '
        '23-snapshot-matchers.png 23-typeahead.gif 24-assertion-error.png 24-different-types.png '
        '24-mock-function.png 24-todo.png 25-snapshot-change-lines.png 25-snapshot-change-substrings.png '
        '25-snapshot-insert-lines.png 27-interactive-failures.png 28-gh-actions-reporter.png Scheduling1.png '
        'Scheduling2.png collective.png openjs.png snapshot.png'
    ),
    'website/static/img/content': (
        'camera-with-flash.png failedSnapshotTest.png feature-coverage.png feature-fast.png '
        'feature-mocking.png female-technologist.png interactiveSnapshot.png interactiveSnapshotDone.png '
        'interactiveSnapshotUpdate.gif joker.png runner.png'
    ),
    'website/static/img/content/matchers': (
        'toBe.png toBeCloseTo.png toEqual.png toHaveProperty.png toMatchSnapshot.png toStrictEqual.png '
        'toThrowError.png'
    ),
    'website/static/img/favicon': (
        'android-chrome-192x192.png android-chrome-512x512.png apple-touch-icon.png browserconfig.xml '
        'favicon-16x16.png favicon-32x32.png favicon.ico manifest.json mstile-144x144.png mstile-150x150.png '
        'mstile-310x150.png mstile-310x310.png mstile-70x70.png safari-pinned-tab.svg'
    ),
    'website/static/img/logos': (
        'airbnb.png facebook.png ibm.png instagram.png nyt.png paypal.png pinterest.png spotify.png '
        'thordata.svg twitter.png'
    ),
    'website/versioned_sidebars': (
        'version-29.7-sidebars.json version-30.0-sidebars.json version-30.4-sidebars.json'
    ),
}


JEST_SNAPSHOTS_KIND = {
    '': (
        'packages/babel-plugin-jest-hoist/src/__tests__/__snapshots__/hoistPlugin.nodejs18.test.ts.snap '
        'packages/babel-plugin-jest-hoist/src/__tests__/__snapshots__/hoistPlugin.nodejs20plus.test.ts.snap '
        'packages/create-jest/src/__tests__/__snapshots__/init.test.ts.snap '
        'packages/create-jest/src/__tests__/__snapshots__/modifyPackageJson.test.ts.snap '
        'packages/diff-sequences/src/__tests__/__snapshots__/index.test.ts.snap '
        'packages/jest-config/src/__tests__/__snapshots__/normalize.test.ts.snap '
        'packages/jest-fake-timers/src/__tests__/__snapshots__/legacyFakeTimers.test.ts.snap '
        'packages/jest-fake-timers/src/__tests__/__snapshots__/modernFakeTimers.test.ts.snap '
        'packages/jest-haste-map/src/__tests__/__snapshots__/index.test.js.snap '
        'packages/jest-jasmine2/src/__tests__/__snapshots__/expectationResultFactory.test.ts.snap '
        'packages/jest-leak-detector/src/__tests__/__snapshots__/index.test.ts.snap '
        'packages/jest-matcher-utils/src/__tests__/__snapshots__/index.test.ts.snap '
        'packages/jest-matcher-utils/src/__tests__/__snapshots__/printDiffOrStringify.test.ts.snap '
        'packages/jest-message-util/src/__tests__/__snapshots__/messages.test.ts.snap '
        'packages/jest-pattern/src/__tests__/__snapshots__/TestPathPatterns.test.ts.snap '
        'packages/jest-runtime/src/__tests__/__snapshots__/runtime_require_module_no_ext.test.js.snap '
        'packages/jest-transform/src/__tests__/__snapshots__/ScriptTransformer.test.ts.snap '
        'packages/jest-validate/src/__tests__/__snapshots__/validate.test.ts.snap '
        'packages/jest-validate/src/__tests__/__snapshots__/validateCLIOptions.test.ts.snap '
        'packages/pretty-format/src/__tests__/__snapshots__/ReactVersions.test.ts.snap '
        'packages/pretty-format/src/__tests__/__snapshots__/react.test.tsx.snap'
    ),
    'packages/expect/src/__tests__/__snapshots__': (
        'assertionCounts.test.ts.snap customEqualityTesters.test.ts.snap '
        'customEqualityTestersRecursive.test.ts.snap extend.test.ts.snap matchers.test.js.snap '
        'spyMatchers.test.ts.snap toThrowMatchers.test.ts.snap'
    ),
    'packages/jest-circus/src/__tests__/__snapshots__': (
        'afterAll.test.ts.snap baseTest.test.ts.snap concurrent.test.ts.snap hooks.test.ts.snap '
        'randomizeTest.test.ts.snap shuffleArray.test.ts.snap'
    ),
    'packages/jest-core/src/__tests__/__snapshots__': (
        'SnapshotInteractiveMode.test.js.snap getNoTestsFoundMessage.test.ts.snap watch.test.js.snap '
        'watchFilenamePatternMode.test.js.snap watchTestNamePatternMode.test.js.snap'
    ),
    'packages/jest-diff/src/__tests__/__snapshots__': (
        'diff.test.ts.snap getAlignedDiffs.test.ts.snap joinAlignedDiffs.test.ts.snap'
    ),
    'packages/jest-each/src/__tests__/__snapshots__': (
        'array.test.ts.snap index.test.ts.snap template.test.ts.snap'
    ),
    'packages/jest-reporters/src/__tests__/__snapshots__': (
        'GitHubActionsReporter.test.ts.snap NotifyReporter.test.ts.snap SummaryReporter.test.js.snap '
        'generateEmptyCoverage.test.js.snap getSnapshotStatus.test.js.snap getSnapshotSummary.test.js.snap '
        'getSummary.test.ts.snap utils.test.ts.snap'
    ),
    'packages/jest-snapshot/src/__tests__/__snapshots__': (
        'SnapshotResolver.test.ts.snap mockSerializer.test.ts.snap printSnapshot.test.ts.snap'
    ),
}

JEST_SNAPSHOTS_OTHER = {
    '': (
        'packages/create-jest/src/__tests__/init.test.ts '
        'packages/diff-sequences/src/__tests__/index.property.test.ts '
        'packages/jest-core/src/__tests__/__fixtures__/watchPlugin.js '
        'packages/jest-core/src/__tests__/test_root/noTests.js packages/jest-each/src/__tests__/array.test.ts '
        'packages/jest-each/src/__tests__/tsconfig.json packages/jest-fake-timers/src/__tests__/tsconfig.json '
        'packages/jest-haste-map/src/__tests__/test_dotfiles_root/.eslintrc.js '
        'packages/jest-haste-map/src/__tests__/test_dotfiles_root/index.js '
        'packages/jest-leak-detector/src/__tests__/index.test.ts '
        'packages/jest-leak-detector/src/__tests__/tsconfig.json '
        'packages/jest-pattern/src/__tests__/TestPathPatterns.test.ts '
        'packages/jest-runtime/src/__tests__/NODE_PATH_dir/package.json '
        'packages/jest-runtime/src/__tests__/module_dir/module_directory_file.js '
        'packages/jest-runtime/src/__tests__/module_dir/to_be_instrumented.js '
        'packages/jest-snapshot/src/__tests__/fixtures/customSnapshotResolver-missing-resolveTestPath.js '
        'packages/jest-snapshot/src/__tests__/fixtures/customSnapshotResolver-missing-test-path-for-consistency-check.js '
        'packages/jest-snapshot/src/__tests__/plugins/foo.js '
        'packages/jest-transform/src/__tests__/ScriptTransformer.test.ts '
        'packages/jest-validate/src/__tests__/__fixtures__/jestConfig.ts '
        'packages/jest-validate/src/__tests__/tsconfig.json '
        'packages/jest-validate/src/__tests__/validateCLIOptions.test.ts '
        'packages/pretty-format/src/__tests__/DOMCollection.test.ts '
        'packages/pretty-format/src/__tests__/tsconfig.json'
    ),
    'packages/babel-plugin-jest-hoist/src/__tests__': (
        'hoistPlugin.nodejs18.test.ts hoistPlugin.nodejs20plus.test.ts tsconfig.json'
    ),
    'packages/expect/src/__tests__': (
        'assertionCounts.test.ts asymmetricMatchers.test.ts customEqualityTesters.test.ts '
        'customEqualityTestersRecursive.test.ts matchers-toContain.property.test.ts '
        'matchers-toEqual.property.test.ts symbolInObjects.test.ts tsconfig.json'
    ),
    'packages/jest-circus/src/__tests__': (
        'afterAll.test.ts asyncError.test.ts baseTest.test.ts hooks.test.ts hooksError.test.ts '
        'randomizeTest.test.ts tsconfig.json unhandledRejectionHandler.test.ts utils.test.ts'
    ),
    'packages/jest-config/src/__tests__': (
        'defineConfig.test.ts jest-preset.json mergeConfig.test.ts normalize.test.ts parseShardPair.test.ts '
        'readConfig.test.ts readConfigFileAndSetRootDir.test.ts readInitialOptions.test.ts '
        'resolveConfigPath.test.ts tsconfig.json'
    ),
    'packages/jest-core/src/__tests__': (
        'FailedTestsCache.test.js FailedTestsInteractiveMode.test.js SearchSource.test.ts globals.test.ts '
        'printCollectedTestTree.test.ts runJest.test.js testSchedulerHelper.test.js tsconfig.json '
        'watch.test.js watchFilenamePatternMode.test.js'
    ),
    'packages/jest-diff/src/__tests__': (
        'diffStringsRaw.test.ts escapeControlCharacters.test.ts joinAlignedDiffs.test.ts tsconfig.json'
    ),
    'packages/jest-haste-map/src/__tests__': (
        'ModuleMap.test.ts dependencyExtractor.js haste_impl.js index.test.js worker.test.js'
    ),
    'packages/jest-jasmine2/src/__tests__': (
        'Suite.test.ts itTestError.test.ts itToTestAlias.test.ts pTimeout.test.ts queueRunner.test.ts '
        'tsconfig.json'
    ),
    'packages/jest-matcher-utils/src/__tests__': (
        'Replaceable.test.ts deepCyclicCopyReplaceable.test.ts index.test.ts'
    ),
    'packages/jest-reporters/src/__tests__': (
        'CoverageWorker.test.js GitHubActionsReporter.test.ts SummaryReporter.test.js VerboseReporter.test.js '
        'getSnapshotSummary.test.js tsconfig.json'
    ),
    'packages/jest-runtime/src/__tests__': (
        'Runtime-sourceMaps.test.js helpers.test.ts instrumentation.test.ts '
        'runtime_create_mock_from_module.test.js runtime_environment.test.js runtime_esm_cjs_interop.test.ts '
        'runtime_jest_fn.js runtime_jest_spy_on.test.js runtime_mock.test.js '
        'runtime_module_directories.test.js runtime_require_mock.test.js runtime_require_module.test.js '
        'runtime_require_module_or_mock.test.js runtime_require_module_or_mock_transitive_deps.test.js '
        'runtime_resetModules_unsafe_global_proxy.js tsconfig.json'
    ),
    'packages/jest-runtime/src/__tests__/test_esm_interop_root': (
        'cjs-requires-esm-dep.cjs fake-esm-js.js import-commonjs-marked-dynamic.mjs '
        'import-esm-no-marker-diamond.mjs import-esm-no-marker.mjs import-esm-syntax-error.mjs '
        'import-esmodule-no-default.mjs import-stateful-a.mjs import-stateful-b.mjs throws-syntaxerror.cjs'
    ),
    'packages/jest-runtime/src/__tests__/test_esm_sync_graph_root': (
        'a.mjs automock-dep.mjs automock-manual-dep.mjs automock-sideeffect.mjs bom.json cycle-root.mjs '
        'data.json disagreeing-hook-resolver.cjs dual-hook-resolver.cjs dynamic-imports-automock-json.cjs '
        'dynamic-imports-data-uri-variants.cjs dynamic-imports-data-uri.cjs eval-time-cycle.mjs '
        'import-automock-cjs-dep.mjs import-automock-then-missing.mjs import-bom-json.mjs import-cjs-dep.mjs '
        'import-cjs-namespace.mjs import-core.mjs import-data-uri-early-fragment.mjs '
        'import-data-uri-fragment.mjs import-data-uri-space-json.mjs import-data-uri-space-mime.mjs '
        'import-data-uri-tab-alias.mjs import-data-uri-tab-mime.mjs import-data-uri-unparseable-mime.mjs '
        'import-data-uri-upper-charset.mjs import-data-uri.mjs import-diamond.mjs '
        'import-dual-alias-static.mjs import-dynamic.mjs import-meta-main.mjs import-meta.mjs '
        'import-mock-target.mjs import-rooted-mock-pkg.mjs import-source-after-tla.mjs '
        'import-source-phase.mjs isolates-same-root.cjs isolation-reentry-root.mjs keyed.jsx '
        'live-bindings.mjs mock-target.mjs nested-second-root.mjs nested-walk-root.mjs overlap-root-lifo.mjs '
        'overlap-root.mjs reads-cache-for-esm.cjs reentrant-import-root.mjs requires-cycle-root.cjs '
        'requires-first-root.cjs requires-nested-json.cjs requires-nested-root.cjs second-root.mjs '
        'shared-dep.mjs unmarked-esm-missing-dep.js unmarked-esm-mock-dep.js url-reporter.mjs '
        'with-default.mjs with-tla.mjs'
    ),
    'packages/jest-runtime/src/__tests__/test_root': (
        'ChildEsmModule.mjs ChildrenParentModule.js ModuleWithSideEffects.js ModuleWithState.js '
        'RegularModule.js RegularModuleWithWrongExt.txt RequireRegularModule.js '
        'TestModuleNameMapperResolution.jsx create_require_module.js global_image_stub.js internal-module.js '
        'internal-root.js mapped_module_createMockFromModule.js mapped_module_test.js resolve_self.js root.js '
        'test_preprocessor.js throwing_fn.js utf8_with_bom.js utf8_with_bom.json'
    ),
    'packages/jest-snapshot/src/__tests__': (
        'InlineSnapshots.test.ts SnapshotResolver.test.ts State.test.ts dedentLines.test.ts '
        'printSnapshot.test.ts tsconfig.json utils.test.ts'
    ),
}


OTEL_POSTS_KIND = {
    '': (
        'content/en/blog/2019/opentelemetry-governance-committee-explained/index.md '
        'content/en/blog/2022/announcing-opentelemetry-demo-release/index.md '
        'content/en/blog/2022/apisix/index.md content/en/blog/2022/collector-builder-sample/index.md '
        'content/en/blog/2022/debug-otel-with-otel/index.md content/en/blog/2022/demo-announcement/index.md '
        'content/en/blog/2022/end-user-discussion-group-apac/index.md '
        'content/en/blog/2022/exponential-histograms/index.md content/en/blog/2022/frontend-overhaul/index.md '
        'content/en/blog/2022/go-web-app-instrumentation/index.md '
        'content/en/blog/2022/instrument-apache-httpd-server/index.md '
        'content/en/blog/2022/instrument-kafka-clients/index.md '
        'content/en/blog/2022/instrument-nginx/index.md content/en/blog/2022/jaeger-native-otlp/index.md '
        'content/en/blog/2022/k8s-metadata/index.md content/en/blog/2022/k8s-otel-expose/index.md '
        'content/en/blog/2022/knative/index.md content/en/blog/2022/opamp/index.md '
        'content/en/blog/2022/otel-demo-app-nomad/index.md content/en/blog/2022/tail-sampling/index.md '
        'content/en/blog/2022/why-and-how-ebay-pivoted-to-opentelemetry/index.md '
        'content/en/blog/2023/contribfest-na/index.md content/en/blog/2023/contributing-to-otel/index.md '
        'content/en/blog/2023/demo-birthday/index.md content/en/blog/2023/histograms-vs-summaries/index.md '
        'content/en/blog/2023/jmx-metric-insight/index.md '
        'content/en/blog/2023/k8s-runtime-observability/index.md '
        'content/en/blog/2023/logs-collection/index.md content/en/blog/2023/opamp-status/index.md '
        'content/en/blog/2023/otel-arrow/index.md content/en/blog/2023/otterize-otel/index.md '
        'content/en/blog/2023/perf-testing/index.md content/en/blog/2023/php-auto-instrumentation/index.md '
        'content/en/blog/2023/spring-native/index.md content/en/blog/2023/synthetic-testing/index.md '
        'content/en/blog/2023/testing-otel-demo/index.md content/en/blog/2023/tyk-api-gateway/index.md '
        'content/en/blog/2023/why-histograms/index.md '
        'content/en/blog/2024/collecting-otel-compliant-java-logs-from-files/index.md '
        'content/en/blog/2024/collector-roadmap/index.md content/en/blog/2024/demo-skyscanner/index.md '
        'content/en/blog/2024/getting-started-with-otelsql/index.md '
        'content/en/blog/2024/java-metric-systems-compared/index.md '
        'content/en/blog/2024/new-otel-features-envoy-istio/index.md '
        'content/en/blog/2024/otel-arrow-production/index.md '
        'content/en/blog/2024/otel-collector-anti-patterns/index.md '
        'content/en/blog/2024/otel-collector-container-log-parser/index.md '
        'content/en/blog/2024/otel-collector-survey/index.md content/en/blog/2024/otel-docs-survey/index.md '
        'content/en/blog/2024/otel-errors/index.md content/en/blog/2024/otel-generative-ai/index.md '
        'content/en/blog/2024/otel-get-started-survey/index.md content/en/blog/2024/otel-governance/index.md '
        'content/en/blog/2024/otel-operator-q-and-a/index.md content/en/blog/2024/prom-and-otel/index.md '
        'content/en/blog/2024/prometheus-compatibility-survey/index.md '
        'content/en/blog/2024/spring-starter-stable/index.md '
        'content/en/blog/2025/ai-agent-observability/index.md '
        'content/en/blog/2025/android-road-to-stable/index.md '
        'content/en/blog/2025/contribex-survey-results/index.md '
        'content/en/blog/2025/declarative-config-rc3/index.md content/en/blog/2025/devex-survey/index.md '
        'content/en/blog/2025/expose-otel-collector-gateway-api/index.md '
        'content/en/blog/2025/mainframe-survey/index.md content/en/blog/2025/observing-lambdas/index.md '
        'content/en/blog/2025/opentelemetry-for-legacy-app/index.md '
        'content/en/blog/2025/otel-cicd-sig/index.md content/en/blog/2025/otel-unplugged-fosdem/index.md '
        'content/en/blog/2025/otel-weaver/index.md content/en/blog/2025/recognizing-pride-month/index.md '
        'content/en/blog/2025/ux-research-prometheus-otel/index.md '
        'content/en/blog/2026/2025-year-in-review/index.md '
        'content/en/blog/2026/alternative-approaches-to-contributing/index.md '
        'content/en/blog/2026/consuming-opentelemetry-entity-events/index.md '
        'content/en/blog/2026/dapr-workflow-observability/index.md '
        'content/en/blog/2026/demystifying-opentelemetry/index.md content/en/blog/2026/devex-adobe/index.md '
        'content/en/blog/2026/devex-mastodon/index.md content/en/blog/2026/devex-skyscanner/index.md '
        'content/en/blog/2026/genai-observability/index.md '
        'content/en/blog/2026/go-compile-time-instrumentation-v1/index.md '
        'content/en/blog/2026/hello-from-community-managers/index.md '
        'content/en/blog/2026/introducing-the-ecosystem-explorer/index.md '
        'content/en/blog/2026/japanese-survey/index.md '
        'content/en/blog/2026/log-deduplication-processor/index.md '
        'content/en/blog/2026/obi-http-header-enrichment/index.md '
        'content/en/blog/2026/otel-arrow-phase-2/index.md '
        'content/en/blog/2026/otel-collector-follow-up-survey-analysis/index.md '
        'content/en/blog/2026/otel-grad-now-what/index.md content/en/blog/2026/profiles-alpha/index.md '
        'content/en/blog/2026/slack-community-insights/index.md '
        'content/en/blog/2026/spring-boot-declarative-config/index.md'
    ),
    'content/en/blog/2021': (
        'auto-instrumentation-k8s.md collector.md cpp.md gc-election.md malabi.md otel-gc.md python.md '
        'swift.md womens-day.md'
    ),
    'content/en/blog/2022': (
        'announcing-community-manager.md dotnet-instrumentation-first-beta.md '
        'dotnet-instrumentation-metrics.md gc-candidates.md gc-election-results.md gc-elections.md '
        'kubecon-na-project-update.md kubecon-na.md metrics-announcement.md new-end-user-resources.md '
        'otel-in-practice.md otel-tuesday-v1-sunset.md otel-unplugged-kubecon-na.md troubleshooting-nodejs.md '
        'v1.0-trio.md welcome.md'
    ),
    'content/en/blog/2023': (
        'any-metric-receiver.md cloud-foundry.md ecs-otel-semconv-convergence.md end-user-discussions-01.md '
        'end-user-discussions-02.md end-user-discussions-03.md end-user-discussions-04.md '
        'end-user-q-and-a-01.md end-user-q-and-a-02.md end-user-q-and-a-03.md end-user-q-and-a-04.md '
        'euwg-future-of-observability-panel.md exponential-histograms.md gc-candidates.md '
        'gc-election-results.md gc-elections.md http-conventions-declared-stable.md '
        'http-conventions-stability.md humans-of-otel.md integrations.md '
        'jaeger-exporter-collector-migration.md kubecon-eu.md kubecon-na.md lambda-release.md '
        'new-apac-meetings.md otel-demo-16.md otel-dotnet-auto-instrumentation.md '
        'otel-go-metrics-sdk-stable.md otel-in-focus-01.md otel-in-focus-02.md otel-in-focus-03.md '
        'otel-in-focus-04.md otel-in-focus-05.md otel-in-focus-06.md otel-in-focus-07.md otel-in-focus-08.md '
        'otel-in-focus-09.md otel-in-focus-10.md otel-in-focus-break.md outreachy-may-cohort.md '
        'php-beta-release.md php-rc-release.md submitting-your-first-conference-talk.md '
        'sunsetting-opencensus.md'
    ),
    'content/en/blog/2024': (
        'community-awards-winners.md community-awards.md cve-2024-36129.md docs-localized.md '
        'elastic-contributes-continuous-profiling-agent.md fuzzing-audit-results.md gc-candidates.md '
        'gc-election-results.md gc-elections.md go-contrib-removal.md go-opentelemetry-io.md '
        'hardening-the-collector-one.md humans-of-otel-eu-2024.md humans-of-otel-na-2024.md kubecon-china.md '
        'kubecon-eu.md kubecon-na.md llm-observability.md outreachy-how-why-sakshi.md profiling.md '
        'scaling-collectors.md security-audit-results.md state-profiling.md year-in-review.md'
    ),
    'content/en/blog/2025': (
        'calling-new-contributors.md community-awards-winners.md community-awards.md '
        'complex-attribute-types.md contrib-unroll-processor.md contribex-survey.md contribute-to-otel.md '
        'day-opentelemetry-maintainer.md declarative-config.md demystifying-auto-instrumentation.md '
        'deprecating-zipkin-exporters.md gc-candidates.md gc-elections-results.md gc-elections.md '
        'go-auto-instrumentation-beta.md go-compile-time-instrumentation.md go-goals.md '
        'go-opentelemetry-io-expired-certificate.md how-to-name-your-metrics.md '
        'how-to-name-your-span-attributes.md how-to-name-your-spans.md humans-of-otel-eu.md '
        'issue-participation.md kotlin-multiplatform-opentelemetry.md kubecon-china.md kubecon-eu.md '
        'kubecon-japan.md kubecon-na.md kubeletstats-receiver-metrics-deprecation.md '
        'obi-announcing-first-release.md opentelemetry-logging-and-you.md '
        'otca-for-newcomers-and-advanced-users.md otel-arrow-phase-2.md otel-collector-k8s-discovery.md '
        'otel-day.md otel-demo-2.md otel-injector.md otel-js-sdk-2-0.md otel-mainframe-priorities-survey.md '
        'otel-rocks.md otip-alibaba.md ottl-contexts-just-got-easier.md outreachy-internship.md '
        'sampling-milestones.md slack-workspace-changes.md stability-proposal-announcement.md '
        'stabilizing-rpc-conventions.md tc-election-results.md'
    ),
    'content/en/blog/2026': (
        'blueprints-intro.md cardinality-limits-in-opentelemetry.md dart-flutter-opentelemetry.md '
        'deprecating-opencensus-compatibility.md deprecating-opentracing-compatibility.md '
        'deprecating-span-events.md dont-wrap-opentelemetry.md k8s-semconv-rc.md '
        'kotlin-multiplatform-opentelemetry.md kubecon-eu.md kubecon-japan.md '
        'lambda-powered-function-land-in-ottl.md new-community-managers.md obi-goals.md otel-graduates.md '
        'otel-php-distro-donation-update.md otel-swift-cocoapods-deprecation.md '
        'oteljs-nodejs-dos-mitigation.md ottl-context-inference-come-to-filterprocessor.md '
        'packaging-first-repo.md security-legacy-environments.md stable-declarative-config.md '
        'we-broke-the-demo.md'
    ),
}

OTEL_POSTS_OTHER = {
    '': (
        'content/en/blog/2019/opentelemetry-governance-committee-explained/watering-can.jpeg '
        'content/en/blog/2021/_index.md content/en/blog/2022/_index.md '
        'content/en/blog/2022/announcing-opentelemetry-demo-release/system-architecture.png '
        'content/en/blog/2022/demo-announcement/current-demo-architecture.png '
        'content/en/blog/2022/demo-announcement/otel-webstore-app-output.png '
        'content/en/blog/2022/go-web-app-instrumentation/jaeger-otel-todo-drill-down.png '
        'content/en/blog/2022/instrument-nginx/frontend-to-backend-spans-in-jaeger.png '
        'content/en/blog/2022/instrument-nginx/nginx-spans-in-jaeger.png '
        'content/en/blog/2022/k8s-metadata/jaeger-k8sattributes.png '
        'content/en/blog/2022/k8s-otel-expose/jaeger-ui-remote-cluster.png '
        'content/en/blog/2022/k8s-otel-expose/overview-diagram.png '
        'content/en/blog/2022/knative/jaeger-knative-attributes.jpg '
        'content/en/blog/2022/knative/jaeger-knative-trace.jpg '
        'content/en/blog/2022/opamp/opamp-server-no-agents.png '
        'content/en/blog/2022/opamp/opamp-server-supervisor-agent-relations.png '
        'content/en/blog/2022/why-and-how-ebay-pivoted-to-opentelemetry/cluster-local.jpeg '
        'content/en/blog/2022/why-and-how-ebay-pivoted-to-opentelemetry/header.jpeg '
        'content/en/blog/2023/contribfest-na/contribfest-1.jpg '
        'content/en/blog/2023/contribfest-na/contribfest-2.jpg '
        'content/en/blog/2023/demo-birthday/demo-birthday-3.png '
        'content/en/blog/2023/histograms-vs-summaries/response-times-histogram.png '
        'content/en/blog/2023/jmx-metric-insight/kafka-request-count-dashboard.png '
        'content/en/blog/2023/jmx-metric-insight/prometheus.png '
        'content/en/blog/2023/opamp-status/opamp-kubernetes-bridge.png '
        'content/en/blog/2023/otterize-otel/otterize-otel.png '
        'content/en/blog/2023/perf-testing/java-benchmark-results.png '
        'content/en/blog/2023/perf-testing/js-benchmark-results.png '
        'content/en/blog/2023/php-auto-instrumentation/laravel-auto.png '
        'content/en/blog/2023/php-auto-instrumentation/php-rel.png '
        'content/en/blog/2023/synthetic-testing/httpcheck-duration.png '
        'content/en/blog/2023/synthetic-testing/httpcheck-status.png '
        'content/en/blog/2023/tyk-api-gateway/tyk-api-gateway-opentelemetry-trace-detail.png '
        'content/en/blog/2023/tyk-api-gateway/tyk-api-gateway-opentelemetry-trace.png '
        'content/en/blog/2023/why-histograms/hist-lines.png '
        'content/en/blog/2023/why-histograms/hist-point.png '
        'content/en/blog/2024/collecting-otel-compliant-java-logs-from-files/otlpjson-architecture.png '
        'content/en/blog/2024/getting-started-with-otelsql/prometheus-example.png '
        'content/en/blog/2024/getting-started-with-otelsql/sqlcommenter-example.png '
        'content/en/blog/2024/new-otel-features-envoy-istio/envoy-tracing.png '
        'content/en/blog/2024/new-otel-features-envoy-istio/jaeger.png '
        'content/en/blog/2024/otel-arrow-production/setup.png '
        'content/en/blog/2024/otel-collector-anti-patterns/otel-collector-agent.png '
        'content/en/blog/2024/otel-collector-anti-patterns/otel-collector-gateway.png '
        'content/en/blog/2024/otel-docs-survey/feature-request.png '
        'content/en/blog/2024/otel-docs-survey/top-six-bar.png '
        'content/en/blog/2024/otel-errors/OTel-spans.png content/en/blog/2024/otel-errors/jaeger-error.png '
        'content/en/blog/2024/otel-generative-ai/aspire-dashboard-content-capture.png '
        'content/en/blog/2024/otel-generative-ai/aspire-dashboard-trace.png '
        'content/en/blog/2024/otel-operator-q-and-a/mount-rainier.jpg '
        'content/en/blog/2024/prometheus-compatibility-survey/dots-vs-underscores.png '
        'content/en/blog/2025/_index.md content/en/blog/2025/ai-agent-observability/ai-agent.png '
        'content/en/blog/2025/android-road-to-stable/kotlin1.png '
        'content/en/blog/2025/declarative-config-rc3/schema.gif '
        'content/en/blog/2025/observing-lambdas/diagram-execution-timing.svg '
        'content/en/blog/2025/observing-lambdas/video-lambda-real-time.webm '
        'content/en/blog/2025/opentelemetry-for-legacy-app/basic-monitoring.png '
        'content/en/blog/2025/opentelemetry-for-legacy-app/extended-monitoring.png '
        'content/en/blog/2025/otel-cicd-sig/SLSA-supply-chain-model.png '
        'content/en/blog/2025/otel-weaver/live-check.png '
        'content/en/blog/2025/recognizing-pride-month/contact-crop.png '
        'content/en/blog/2025/ux-research-prometheus-otel/Chart.PNG '
        'content/en/blog/2026/2025-year-in-review/localization-contributions-by-lang-since-inception.png '
        'content/en/blog/2026/_index.md content/en/blog/2026/dapr-workflow-observability/dapr-workflow.png '
        'content/en/blog/2026/dapr-workflow-observability/jaeger.jpg '
        'content/en/blog/2026/devex-adobe/adobe-architecture.png '
        'content/en/blog/2026/genai-observability/dashboard-genai-visualizer.png '
        'content/en/blog/2026/genai-observability/dashboard-metrics.png '
        'content/en/blog/2026/introducing-the-ecosystem-explorer/configuration-builder.png '
        'content/en/blog/2026/introducing-the-ecosystem-explorer/influx-telemetry-by-config.png '
        'content/en/blog/2026/log-deduplication-processor/cover.png '
        'content/en/blog/2026/obi-http-header-enrichment/v0-7-0-obfuscated-closeup.png '
        'content/en/blog/2026/otel-arrow-phase-2/3-takeaways.svg '
        'content/en/blog/2026/slack-community-insights/cover.png'
    ),
    'content/en/blog/2022/apisix': (
        'demo-server-disconnected.png demo-topology.png jaeger-ui-2.png upstream-not-instrumented.png '
        'zipkin-ui-1.png zipkin-ui-2.png'
    ),
    'content/en/blog/2022/exponential-histograms': (
        'histogram-outcomes-200-rolls-two-6-sided-dice.webp '
        'millisecond-scale-exponential-bucket-histogram.webp nanosecond-scale-explicit-bucket-histogram.webp '
        'nanosecond-scale-exponential-bucket-histogram.webp '
        'target-probability-distribution-response-time.webp'
    ),
    'content/en/blog/2022/frontend-overhaul': (
        'collector-cors-config.png data-flow.png jaeger.png new-design.png old-design.png technologies.png'
    ),
    'content/en/blog/2022/instrument-apache-httpd-server': (
        'conf.png enabled.png exporter.png loadfile.png loadmodule.png php-config.png php-response.png '
        'service.png span-delay.png span-hierarchy.png span-list.png testing.png'
    ),
    'content/en/blog/2022/instrument-kafka-clients': (
        'receive-process-spans-agent.png send-receive-spans.png send-span-agent.png'
    ),
    'content/en/blog/2022/otel-demo-app-nomad': (
        'featureflag.png grafana-1.png hashiqube-startup-sequence.png loadgen.png nomad-started.png '
        'toronto-cityscape.jpg'
    ),
    'content/en/blog/2022/tail-sampling': (
        'backend-visual-errors-and-random.png backend-visual-errors-only.png traces-venn-diagram.png'
    ),
    'content/en/blog/2023/k8s-runtime-observability': (
        'single-syncpod-expanded.png spans-found-for-apiserver.png syncpod-operations-on-kubelet.png'
    ),
    'content/en/blog/2023/otel-arrow': (
        'average-improvement-heatmap.png otel-arrow-collector.png otel-arrow.png traffic-reduction.png'
    ),
    'content/en/blog/2023/testing-otel-demo': (
        'email-success-formatted-2.png single-email-formatted.png trace-based-testing-diagram.png'
    ),
    'content/en/blog/2024/java-metric-systems-compared': (
        'collect-counter.png collect-explicit-histogram.png collect-expo-histogram.png record-counter.png '
        'record-explicit-histogram.png'
    ),
    'content/en/blog/2024/otel-collector-survey': (
        'deployment-environment.png deployment-scale.png ocb-usage.png'
    ),
    'content/en/blog/2024/otel-get-started-survey': (
        '1-technologies-used.png 2-level.png 3-languages.png 4-resources.png 5-importance.png'
    ),
    'content/en/blog/2024/prom-and-otel': (
        'OTel-collector-refresher.png Prom-and-otel-logos.png target-allocator-promcr.png '
        'target-allocator-sharding.png'
    ),
    'content/en/blog/2025/contribex-survey-results': (
        'chart-1-get-started.png chart-11-kubecon-activities.png chart-2-meeting-attendance-get-started.png '
        'chart-3-meeting-attendance-other-knowledge.png chart-4-timely-feedback.png '
        'chart-8-leadership-priorities.png chart-9-event-categories.png'
    ),
    'content/en/blog/2025/devex-survey': (
        'image10.png image11.png image2.png image3.png image4.png image5.png image7.png image9.png'
    ),
    'content/en/blog/2025/mainframe-survey': (
        'q10.png q11.png q13.png q16.png q17.png q18.png q19.png q2.png q20.png q4.png q5.png q7.png q9.png'
    ),
    'content/en/blog/2026/demystifying-opentelemetry': (
        'fictional-organization-architecture.png prometheus-faults-dashboard.png prometheus-windows.png '
        'sample-span-jaeger.png'
    ),
    'content/en/blog/2026/hello-from-community-managers': (
        'cover.webp julia-furst-morgado.webp reese-lee.webp'
    ),
    'content/en/blog/2026/japanese-survey': (
        'event-types.png information-sources.png nps.png otel-adoption.png region.png team-type.png '
        'telemetry-signals.png vendor.png'
    ),
    'content/en/blog/2026/otel-collector-follow-up-survey-analysis': (
        'K8s-scenarios.png build-own-collector.png collector-improvment-request.png '
        'collectors-in-prod-2025.png collectors-in-production-2024-2025.png collectors-vs-telemetry-types.png '
        'connectors.png extensions.png monitor-collector-using-internals.png '
        'otel-use-collector-builder-n55.png receivers.png use-otel-collector-builder.png'
    ),
}


OTEL_IMAGES_KIND = {
    '': (
        'content/en/blog/2019/opentelemetry-governance-committee-explained/watering-can.jpeg '
        'content/en/blog/2022/announcing-opentelemetry-demo-release/system-architecture.png '
        'content/en/blog/2022/debug-otel-with-otel/jaeger-with-request-headers.png '
        'content/en/blog/2022/instrument-nginx/frontend-to-backend-spans-in-jaeger.png '
        'content/en/blog/2022/instrument-nginx/nginx-spans-in-jaeger.png '
        'content/en/blog/2022/k8s-metadata/jaeger-k8sattributes.png '
        'content/en/blog/2022/k8s-metadata/k8sprocessor.png '
        'content/en/blog/2022/k8s-otel-expose/jaeger-ui-remote-cluster.png '
        'content/en/blog/2022/k8s-otel-expose/overview-diagram.png '
        'content/en/blog/2023/contribfest-na/contribfest-1.jpg '
        'content/en/blog/2023/contribfest-na/contribfest-2.jpg '
        'content/en/blog/2023/contributing-to-otel/turks-sunset.jpg '
        'content/en/blog/2023/demo-birthday/demo-birthday-3.png '
        'content/en/blog/2023/histograms-vs-summaries/response-times-histogram.png '
        'content/en/blog/2023/otterize-otel/otterize-otel.png '
        'content/en/blog/2023/perf-testing/java-benchmark-results.png '
        'content/en/blog/2023/perf-testing/js-benchmark-results.png '
        'content/en/blog/2023/php-auto-instrumentation/laravel-auto.png '
        'content/en/blog/2023/php-auto-instrumentation/php-rel.png '
        'content/en/blog/2023/synthetic-testing/httpcheck-duration.png '
        'content/en/blog/2023/synthetic-testing/httpcheck-status.png '
        'content/en/blog/2023/tyk-api-gateway/tyk-api-gateway-opentelemetry-trace-detail.png '
        'content/en/blog/2023/tyk-api-gateway/tyk-api-gateway-opentelemetry-trace.png '
        'content/en/blog/2023/why-histograms/hist-lines.png '
        'content/en/blog/2023/why-histograms/hist-point.png '
        'content/en/blog/2024/collecting-otel-compliant-java-logs-from-files/otel-collector-otlpjson-pipeline.png '
        'content/en/blog/2024/collecting-otel-compliant-java-logs-from-files/otlpjson-architecture.png '
        'content/en/blog/2024/collector-roadmap/can-haz-collector.png '
        'content/en/blog/2024/demo-skyscanner/tracing-example.png '
        'content/en/blog/2024/demo-skyscanner/wheel.png '
        'content/en/blog/2024/new-otel-features-envoy-istio/envoy-tracing.png '
        'content/en/blog/2024/new-otel-features-envoy-istio/jaeger.png '
        'content/en/blog/2024/otel-arrow-production/setup.png '
        'content/en/blog/2024/otel-operator-q-and-a/mount-rainier.jpg '
        'content/en/blog/2024/prometheus-compatibility-survey/dots-vs-underscores.png '
        'content/en/blog/2024/prometheus-compatibility-survey/units-in-metric-name.png '
        'content/en/blog/2025/ai-agent-observability/agent-agent-framework.png '
        'content/en/blog/2025/ai-agent-observability/ai-agent.png '
        'content/en/blog/2025/declarative-config-rc3/schema.gif '
        'content/en/blog/2025/expose-otel-collector-gateway-api/scenario-flow.png '
        'content/en/blog/2025/observing-lambdas/diagram-execution-timing.svg '
        'content/en/blog/2025/opentelemetry-for-legacy-app/basic-monitoring.png '
        'content/en/blog/2025/opentelemetry-for-legacy-app/extended-monitoring.png '
        'content/en/blog/2025/otel-cicd-sig/SLSA-supply-chain-model.png '
        'content/en/blog/2025/otel-unplugged-fosdem/logo.jpeg content/en/blog/2025/otel-weaver/live-check.png '
        'content/en/blog/2025/recognizing-pride-month/contact-crop.png '
        'content/en/blog/2026/2025-year-in-review/localization-contributions-by-lang-since-inception.png '
        'content/en/blog/2026/alternative-approaches-to-contributing/graph-contributions.webp '
        'content/en/blog/2026/consuming-opentelemetry-entity-events/pipeline.svg '
        'content/en/blog/2026/dapr-workflow-observability/dapr-workflow.png '
        'content/en/blog/2026/dapr-workflow-observability/jaeger.jpg '
        'content/en/blog/2026/devex-adobe/adobe-architecture.png '
        'content/en/blog/2026/devex-mastodon/mastodon-nodes.png '
        'content/en/blog/2026/devex-skyscanner/skyscanner-architecture-gateway.png '
        'content/en/blog/2026/devex-skyscanner/skyscanner-architecture.png '
        'content/en/blog/2026/log-deduplication-processor/cover.png '
        'content/en/blog/2026/otel-grad-now-what/otel-timeline.png '
        'content/en/blog/2026/profiles-alpha/devfiler-latest.png '
        'content/en/blog/2026/slack-community-insights/cover.png'
    ),
    'content/en/blog/2022/apisix': (
        'architecture-present.png demo-server-disconnected.png demo-topology.png jaeger-ui-1.png '
        'jaeger-ui-2.png jaeger-ui-3.png trace-data-flow.png upstream-not-instrumented.png zipkin-ui-1.png '
        'zipkin-ui-2.png'
    ),
    'content/en/blog/2022/demo-announcement': (
        'current-demo-architecture.png future-demo-architecture.png otel-webstore-app-output.png'
    ),
    'content/en/blog/2022/exponential-histograms': (
        'histogram-outcomes-200-rolls-two-6-sided-dice.webp millisecond-scale-explicit-bucket-histogram.webp '
        'millisecond-scale-exponential-bucket-histogram.webp nanosecond-scale-explicit-bucket-histogram.webp '
        'nanosecond-scale-exponential-bucket-histogram.webp '
        'target-probability-distribution-response-time.webp'
    ),
    'content/en/blog/2022/frontend-overhaul': (
        'collector-cors-config.png data-flow.png diagram.png jaeger.png new-design.png old-design.png '
        'technologies.png'
    ),
    'content/en/blog/2022/go-web-app-instrumentation': (
        'OpenTelemetry-Go-The-Mandalorian-2048x1406.png jaeger-otel-todo-drill-down.png jaeger-otel-todo.png'
    ),
    'content/en/blog/2022/instrument-apache-httpd-server': (
        'conf.png enabled.png exporter.png loadfile.png loadmodule.png php-config.png php-response.png '
        'service.png span-delay.png span-hierarchy.png span-list.png testing.png verify-module.png'
    ),
    'content/en/blog/2022/instrument-kafka-clients': (
        'receive-process-spans-agent.png send-receive-spans.png send-span-agent.png'
    ),
    'content/en/blog/2022/knative': (
        'jaeger-knative-attributes.jpg jaeger-knative-trace.jpg knative-data-flow.jpg'
    ),
    'content/en/blog/2022/opamp': (
        'opamp-server-agent-config.png opamp-server-no-agents.png opamp-server-supervisor-agent-relations.png'
    ),
    'content/en/blog/2022/otel-demo-app-nomad': (
        'consul-service-health.png docker-desktop-resources-config.png featureflag.png grafana-1.png '
        'grafana-2.png hashiqube-startup-sequence.png jaeger-service-list.png jaeger.png loadgen.png '
        'nomad-jobs-startup.png nomad-started.png otel-demo-app-ui.jpg phoebe-basket.jpg '
        'toronto-cityscape.jpg'
    ),
    'content/en/blog/2022/tail-sampling': (
        'backend-visual-errors-and-random.png backend-visual-errors-only.png tail-sampling-process.png '
        'traces-venn-diagram.png'
    ),
    'content/en/blog/2022/why-and-how-ebay-pivoted-to-opentelemetry': (
        'cluster-local.jpeg config.jpeg daemonset.jpeg header.jpeg'
    ),
    'content/en/blog/2023/jmx-metric-insight': (
        'grafana.png kafka-request-count-dashboard.png metrics-explorer.png prometheus.png'
    ),
    'content/en/blog/2023/k8s-runtime-observability': (
        'k8s-services-reported-on-jaeger.png single-syncpod-expanded.png spans-found-for-apiserver.png '
        'syncpod-operations-on-kubelet.png'
    ),
    'content/en/blog/2023/opamp-status': (
        'opamp-concept.svg opamp-kubernetes-bridge.png opamp-supervisor.png'
    ),
    'content/en/blog/2023/otel-arrow': (
        'average-improvement-heatmap.png otel-arrow-collector.png otel-arrow.png row-vs-columnar.png '
        'traffic-reduction.png'
    ),
    'content/en/blog/2023/testing-otel-demo': (
        'checkout-formatted.png email-success-formatted-2.png email-under-checkout-formatted.png '
        'single-email-formatted.png trace-based-testing-diagram.png'
    ),
    'content/en/blog/2024/getting-started-with-otelsql': (
        'jaeger-example.png prometheus-example.png real-world-like-jaeger-example.png '
        'sqlcommenter-example.png'
    ),
    'content/en/blog/2024/java-metric-systems-compared': (
        'collect-counter.png collect-explicit-histogram.png collect-expo-histogram.png record-counter.png '
        'record-explicit-histogram.png record-expo-histogram.png'
    ),
    'content/en/blog/2024/otel-collector-anti-patterns': (
        'house-on-stilts.jpg otel-collector-agent.png otel-collector-gateway.png'
    ),
    'content/en/blog/2024/otel-collector-survey': (
        'areas-of-improvement.png deployment-environment.png deployment-scale.png monitoring.png '
        'ocb-usage.png usage-scenarios.png'
    ),
    'content/en/blog/2024/otel-docs-survey': (
        'component-explanations.png feature-request.png installation-instructions.png top-six-bar.png '
        'troubleshooting.png'
    ),
    'content/en/blog/2024/otel-errors': (
        'OTel-spans.png jaeger-error.png jaeger-high-level-view.png penguin-chalkboard.jpg'
    ),
    'content/en/blog/2024/otel-generative-ai': (
        'aspire-dashboard-content-capture.png aspire-dashboard-trace.png jaeger-trace.png'
    ),
    'content/en/blog/2024/otel-get-started-survey': (
        '1-technologies-used.png 2-level.png 3-languages.png 4-resources.png 5-importance.png'
    ),
    'content/en/blog/2024/prom-and-otel': (
        'OTel-collector-refresher.png Prom-and-otel-logos.png target-allocator-promcr.png '
        'target-allocator-sharding.png'
    ),
    'content/en/blog/2025/android-road-to-stable': (
        'demo-app1.png demo-app2.png demo-app3.png kotlin1.png kotlin2.png'
    ),
    'content/en/blog/2025/contribex-survey-results': (
        'chart-1-get-started.png chart-10-kubecon-regions.png chart-11-kubecon-activities.png '
        'chart-2-meeting-attendance-get-started.png chart-3-meeting-attendance-other-knowledge.png '
        'chart-4-timely-feedback.png chart-5-solve-problems.png chart-6-autonomy.png '
        'chart-7-spec-compliance.png chart-8-leadership-priorities.png chart-9-event-categories.png'
    ),
    'content/en/blog/2025/devex-survey': (
        'image1.png image10.png image11.png image2.png image3.png image4.png image5.png image6.png image7.png '
        'image8.png image9.png'
    ),
    'content/en/blog/2025/mainframe-survey': (
        'q1.png q10.png q11.png q12.png q13.png q14.png q15.png q16.png q17.png q18.png q19.png q2.png '
        'q20.png q3.png q4.png q5.png q6.png q7.png q8.png q9.png'
    ),
    'content/en/blog/2026/demystifying-opentelemetry': (
        'fictional-organization-architecture.png prometheus-faults-dashboard.png prometheus-sqlserver.png '
        'prometheus-windows.png sample-span-jaeger.png'
    ),
    'content/en/blog/2026/genai-observability': (
        'dashboard-genai-visualizer.png dashboard-metrics.png dashboard-spans.png'
    ),
    'content/en/blog/2026/hello-from-community-managers': (
        'adriana-villela.webp cover.webp julia-furst-morgado.webp reese-lee.webp'
    ),
    'content/en/blog/2026/introducing-the-ecosystem-explorer': (
        'configuration-builder.png influx-telemetry-by-config.png vertx-comparison.png vertx-telemetry.png'
    ),
    'content/en/blog/2026/japanese-survey': (
        'collector-distribution-table.png collector-distribution.png company-size.png event-types.png '
        'events-attended.png events-table.png information-sources.png nps.png '
        'otel-adoption-programming-lang.png otel-adoption.png programming-lang.png region.png team-type.png '
        'telemetry-signals.png vendor.png'
    ),
    'content/en/blog/2026/obi-http-header-enrichment': (
        'v0-6-0-baseline.png v0-7-0-header-enrichment.png v0-7-0-obfuscated-closeup.png v0-7-0-triage.png'
    ),
    'content/en/blog/2026/otel-arrow-phase-2': (
        '3-takeaways.svg otap-scaling.svg otlp-scaling.svg'
    ),
    'content/en/blog/2026/otel-collector-follow-up-survey-analysis': (
        'K8s-scenarios.png build-own-collector.png collector-deployment-location.png '
        'collector-improvment-request.png collector-telemetry-types.png collectors-in-prod-2025.png '
        'collectors-in-production-2024-2025.png collectors-vs-telemetry-types.png connectors.png '
        'exporters.png extensions.png k8s-scenario-table.png k8s-vm-deployment-2025.png '
        'monitor-collector-using-internals.png otel-use-collector-builder-n55.png processors.png '
        'receivers.png use-otel-collector-builder.png'
    ),
}

OTEL_IMAGES_OTHER = {
    '': (
        'content/en/blog/2019/_index.md '
        'content/en/blog/2019/opentelemetry-governance-committee-explained/index.md '
        'content/en/blog/2022/announcing-opentelemetry-demo-release/index.md '
        'content/en/blog/2022/apisix/index.md content/en/blog/2022/debug-otel-with-otel/index.md '
        'content/en/blog/2022/demo-announcement/index.md '
        'content/en/blog/2022/end-user-discussion-group-apac/index.md '
        'content/en/blog/2022/exponential-histograms/index.md content/en/blog/2022/frontend-overhaul/index.md '
        'content/en/blog/2022/go-web-app-instrumentation/index.md '
        'content/en/blog/2022/instrument-apache-httpd-server/index.md '
        'content/en/blog/2022/instrument-kafka-clients/index.md '
        'content/en/blog/2022/instrument-nginx/index.md content/en/blog/2022/jaeger-native-otlp/index.md '
        'content/en/blog/2022/k8s-metadata/index.md content/en/blog/2022/k8s-otel-expose/index.md '
        'content/en/blog/2022/knative/index.md content/en/blog/2022/opamp/index.md '
        'content/en/blog/2022/otel-demo-app-nomad/index.md content/en/blog/2022/tail-sampling/index.md '
        'content/en/blog/2022/why-and-how-ebay-pivoted-to-opentelemetry/index.md '
        'content/en/blog/2023/contribfest-na/index.md content/en/blog/2023/contributing-to-otel/index.md '
        'content/en/blog/2023/demo-birthday/index.md content/en/blog/2023/histograms-vs-summaries/index.md '
        'content/en/blog/2023/jmx-metric-insight/index.md '
        'content/en/blog/2023/k8s-runtime-observability/index.md content/en/blog/2023/opamp-status/index.md '
        'content/en/blog/2023/otel-arrow/index.md content/en/blog/2023/otterize-otel/index.md '
        'content/en/blog/2023/perf-testing/index.md content/en/blog/2023/php-auto-instrumentation/index.md '
        'content/en/blog/2023/spring-native/index.md content/en/blog/2023/synthetic-testing/index.md '
        'content/en/blog/2023/testing-otel-demo/index.md content/en/blog/2023/tyk-api-gateway/index.md '
        'content/en/blog/2023/why-histograms/index.md '
        'content/en/blog/2024/collecting-otel-compliant-java-logs-from-files/index.md '
        'content/en/blog/2024/collector-roadmap/index.md content/en/blog/2024/demo-skyscanner/index.md '
        'content/en/blog/2024/getting-started-with-otelsql/index.md '
        'content/en/blog/2024/java-metric-systems-compared/index.md '
        'content/en/blog/2024/new-otel-features-envoy-istio/index.md '
        'content/en/blog/2024/otel-arrow-production/index.md '
        'content/en/blog/2024/otel-collector-anti-patterns/index.md '
        'content/en/blog/2024/otel-collector-container-log-parser/index.md '
        'content/en/blog/2024/otel-collector-survey/index.md content/en/blog/2024/otel-docs-survey/index.md '
        'content/en/blog/2024/otel-errors/index.md content/en/blog/2024/otel-generative-ai/index.md '
        'content/en/blog/2024/otel-get-started-survey/index.md content/en/blog/2024/otel-governance/index.md '
        'content/en/blog/2024/otel-operator-q-and-a/index.md content/en/blog/2024/prom-and-otel/index.md '
        'content/en/blog/2024/prometheus-compatibility-survey/index.md '
        'content/en/blog/2024/spring-starter-stable/index.md '
        'content/en/blog/2025/ai-agent-observability/index.md '
        'content/en/blog/2025/android-road-to-stable/index.md '
        'content/en/blog/2025/contribex-survey-results/index.md '
        'content/en/blog/2025/declarative-config-rc3/index.md content/en/blog/2025/devex-survey/index.md '
        'content/en/blog/2025/expose-otel-collector-gateway-api/index.md '
        'content/en/blog/2025/mainframe-survey/index.md content/en/blog/2025/observing-lambdas/index.md '
        'content/en/blog/2025/observing-lambdas/video-lambda-real-time.webm '
        'content/en/blog/2025/opentelemetry-for-legacy-app/index.md '
        'content/en/blog/2025/otel-cicd-sig/index.md content/en/blog/2025/otel-unplugged-fosdem/index.md '
        'content/en/blog/2025/otel-weaver/index.md content/en/blog/2025/recognizing-pride-month/index.md '
        'content/en/blog/2025/recognizing-pride-month/pride-logo-pack.zip '
        'content/en/blog/2025/ux-research-prometheus-otel/Chart.PNG '
        'content/en/blog/2025/ux-research-prometheus-otel/index.md '
        'content/en/blog/2026/2025-year-in-review/index.md '
        'content/en/blog/2026/alternative-approaches-to-contributing/index.md '
        'content/en/blog/2026/consuming-opentelemetry-entity-events/index.md '
        'content/en/blog/2026/dapr-workflow-observability/index.md '
        'content/en/blog/2026/demystifying-opentelemetry/index.md content/en/blog/2026/devex-adobe/index.md '
        'content/en/blog/2026/devex-mastodon/index.md content/en/blog/2026/devex-skyscanner/index.md '
        'content/en/blog/2026/genai-observability/index.md '
        'content/en/blog/2026/go-compile-time-instrumentation-v1/index.md '
        'content/en/blog/2026/hello-from-community-managers/index.md '
        'content/en/blog/2026/introducing-the-ecosystem-explorer/index.md '
        'content/en/blog/2026/japanese-survey/index.md '
        'content/en/blog/2026/log-deduplication-processor/index.md '
        'content/en/blog/2026/obi-http-header-enrichment/index.md '
        'content/en/blog/2026/otel-arrow-phase-2/index.md '
        'content/en/blog/2026/otel-collector-follow-up-survey-analysis/index.md '
        'content/en/blog/2026/otel-grad-now-what/index.md content/en/blog/2026/profiles-alpha/index.md '
        'content/en/blog/2026/slack-community-insights/index.md '
        'content/en/blog/2026/spring-boot-declarative-config/index.md'
    ),
    'content/en/blog/2022': (
        '_index.md dotnet-instrumentation-metrics.md gc-candidates.md gc-election-results.md gc-elections.md '
        'kubecon-na-project-update.md kubecon-na.md metrics-announcement.md new-end-user-resources.md '
        'otel-in-practice.md otel-tuesday-v1-sunset.md otel-unplugged-kubecon-na.md v1.0-trio.md welcome.md'
    ),
    'content/en/blog/2023': (
        '_index.md any-metric-receiver.md cloud-foundry.md ecs-otel-semconv-convergence.md '
        'end-user-discussions-01.md end-user-discussions-02.md end-user-discussions-04.md '
        'end-user-q-and-a-02.md end-user-q-and-a-04.md gc-candidates.md gc-elections.md '
        'http-conventions-declared-stable.md humans-of-otel.md integrations.md '
        'jaeger-exporter-collector-migration.md kubecon-eu.md kubecon-na.md otel-demo-16.md '
        'otel-go-metrics-sdk-stable.md otel-in-focus-01.md otel-in-focus-02.md otel-in-focus-03.md '
        'otel-in-focus-04.md otel-in-focus-05.md otel-in-focus-06.md otel-in-focus-07.md otel-in-focus-08.md '
        'otel-in-focus-09.md outreachy-may-cohort.md php-rc-release.md '
        'submitting-your-first-conference-talk.md sunsetting-opencensus.md'
    ),
    'content/en/blog/2024': (
        '_index.md cve-2024-36129.md docs-localized.md elastic-contributes-continuous-profiling-agent.md '
        'fuzzing-audit-results.md gc-election-results.md gc-elections.md go-contrib-removal.md '
        'go-opentelemetry-io.md humans-of-otel-eu-2024.md humans-of-otel-na-2024.md kubecon-china.md '
        'kubecon-eu.md kubecon-na.md profiling.md scaling-collectors.md security-audit-results.md '
        'year-in-review.md'
    ),
    'content/en/blog/2025': (
        'calling-new-contributors.md complex-attribute-types.md contrib-unroll-processor.md '
        'contribex-survey.md contribute-to-otel.md day-opentelemetry-maintainer.md declarative-config.md '
        'demystifying-auto-instrumentation.md deprecating-zipkin-exporters.md gc-elections-results.md '
        'go-opentelemetry-io-expired-certificate.md how-to-name-your-metrics.md '
        'how-to-name-your-span-attributes.md humans-of-otel-eu.md issue-participation.md '
        'kotlin-multiplatform-opentelemetry.md kubecon-china.md kubecon-eu.md kubecon-japan.md '
        'kubeletstats-receiver-metrics-deprecation.md obi-announcing-first-release.md '
        'otel-collector-k8s-discovery.md otel-day.md otel-demo-2.md otel-mainframe-priorities-survey.md '
        'ottl-contexts-just-got-easier.md outreachy-internship.md sampling-milestones.md '
        'tc-election-results.md'
    ),
    'content/en/blog/2026': (
        'blueprints-intro.md dart-flutter-opentelemetry.md deprecating-opencensus-compatibility.md '
        'deprecating-opentracing-compatibility.md deprecating-span-events.md kubecon-eu.md kubecon-japan.md '
        'lambda-powered-function-land-in-ottl.md obi-goals.md otel-php-distro-donation-update.md '
        'otel-swift-cocoapods-deprecation.md stable-declarative-config.md we-broke-the-demo.md'
    ),
}


OTEL_JA_POSTS_KIND = {
    '': (
        'content/ja/blog/2022/apisix/index.md content/ja/blog/2022/collector-builder-sample/index.md '
        'content/ja/blog/2022/debug-otel-with-otel/index.md '
        'content/ja/blog/2022/exponential-histograms/index.md content/ja/blog/2022/frontend-overhaul/index.md '
        'content/ja/blog/2022/go-web-app-instrumentation/index.md '
        'content/ja/blog/2022/instrument-apache-httpd-server/index.md '
        'content/ja/blog/2022/instrument-kafka-clients/index.md '
        'content/ja/blog/2022/instrument-nginx/index.md content/ja/blog/2022/k8s-metadata/index.md '
        'content/ja/blog/2022/k8s-otel-expose/index.md content/ja/blog/2022/knative/index.md '
        'content/ja/blog/2022/otel-demo-app-nomad/index.md content/ja/blog/2022/tail-sampling/index.md '
        'content/ja/blog/2022/troubleshooting-nodejs.md '
        'content/ja/blog/2022/why-and-how-ebay-pivoted-to-opentelemetry/index.md '
        'content/ja/blog/2023/contributing-to-otel/index.md content/ja/blog/2023/jmx-metric-insight/index.md '
        'content/ja/blog/2023/k8s-runtime-observability/index.md '
        'content/ja/blog/2023/logs-collection/index.md content/ja/blog/2023/otel-arrow/index.md '
        'content/ja/blog/2023/testing-otel-demo/index.md '
        'content/ja/blog/2024/collecting-otel-compliant-java-logs-from-files/index.md '
        'content/ja/blog/2024/getting-started-with-otelsql/index.md '
        'content/ja/blog/2024/java-metric-systems-compared/index.md '
        'content/ja/blog/2024/new-otel-features-envoy-istio/index.md '
        'content/ja/blog/2024/otel-arrow-production/index.md '
        'content/ja/blog/2024/otel-collector-anti-patterns/index.md '
        'content/ja/blog/2024/otel-collector-container-log-parser/index.md '
        'content/ja/blog/2024/otel-collector-survey/index.md content/ja/blog/2024/otel-docs-survey/index.md '
        'content/ja/blog/2024/otel-errors/index.md content/ja/blog/2024/otel-generative-ai/index.md '
        'content/ja/blog/2024/otel-governance/index.md content/ja/blog/2024/otel-operator-q-and-a/index.md '
        'content/ja/blog/2024/prom-and-otel/index.md '
        'content/ja/blog/2024/prometheus-compatibility-survey/index.md '
        'content/ja/blog/2024/spring-starter-stable/index.md '
        'content/ja/blog/2025/ai-agent-observability/index.md '
        'content/ja/blog/2025/android-road-to-stable/index.md '
        'content/ja/blog/2025/contribex-survey-results/index.md '
        'content/ja/blog/2025/expose-otel-collector-gateway-api/index.md '
        'content/ja/blog/2025/mainframe-survey/index.md '
        'content/ja/blog/2025/opentelemetry-for-legacy-app/index.md '
        'content/ja/blog/2025/otel-cicd-sig/index.md content/ja/blog/2025/otel-weaver/index.md '
        'content/ja/blog/2025/ux-research-prometheus-otel/index.md '
        'content/ja/blog/2026/alternative-approaches-to-contributing/index.md '
        'content/ja/blog/2026/dapr-workflow-observability/index.md '
        'content/ja/blog/2026/demystifying-opentelemetry/index.md content/ja/blog/2026/devex-adobe/index.md '
        'content/ja/blog/2026/devex-mastodon/index.md content/ja/blog/2026/devex-skyscanner/index.md '
        'content/ja/blog/2026/genai-observability/index.md '
        'content/ja/blog/2026/go-compile-time-instrumentation-v1/index.md '
        'content/ja/blog/2026/introducing-the-ecosystem-explorer/index.md '
        'content/ja/blog/2026/japanese-survey/index.md content/ja/blog/2026/otel-arrow-phase-2/index.md '
        'content/ja/blog/2026/otel-collector-follow-up-survey-analysis/index.md '
        'content/ja/blog/2026/profiles-alpha/index.md content/ja/blog/2026/slack-community-insights/index.md '
        'content/ja/blog/2026/spring-boot-declarative-config/index.md'
    ),
    'content/ja/blog/2023': (
        'any-metric-receiver.md end-user-discussions-01.md end-user-discussions-02.md '
        'end-user-discussions-03.md end-user-q-and-a-01.md end-user-q-and-a-02.md end-user-q-and-a-03.md '
        'end-user-q-and-a-04.md exponential-histograms.md http-conventions-declared-stable.md '
        'humans-of-otel.md otel-in-focus-09.md'
    ),
    'content/ja/blog/2024': (
        'docs-localized.md hardening-the-collector-one.md humans-of-otel-eu-2024.md humans-of-otel-na-2024.md '
        'year-in-review.md'
    ),
    'content/ja/blog/2025': (
        'declarative-config.md demystifying-auto-instrumentation.md how-to-name-your-metrics.md '
        'how-to-name-your-span-attributes.md humans-of-otel-eu.md kotlin-multiplatform-opentelemetry.md '
        'kubecon-eu.md kubecon-japan.md kubecon-na.md sampling-milestones.md '
        'stability-proposal-announcement.md'
    ),
    'content/ja/blog/2026': (
        'blueprints-intro.md deprecating-opentracing-compatibility.md deprecating-span-events.md '
        'kubecon-eu.md otel-graduates.md security-legacy-environments.md'
    ),
}

OTEL_JA_POSTS_OTHER = {
    '': (
        'content/bn/docs/demo/services/cart/index.md content/en/_includes/page-drifted-msg.md '
        'content/en/announcements/kubecon-japan.md content/en/blog/2021/malabi.md '
        'content/en/blog/2022/announcing-opentelemetry-demo-release/system-architecture.png '
        'content/en/blog/2022/apisix/demo-server-disconnected.png content/en/blog/2022/apisix/index.md '
        'content/en/blog/2022/debug-otel-with-otel/jaeger-with-request-headers.png '
        'content/en/blog/2022/exponential-histograms/target-probability-distribution-response-time.webp '
        'content/en/blog/2022/frontend-overhaul/jaeger.png '
        'content/en/blog/2022/instrument-apache-httpd-server/exporter.png '
        'content/en/blog/2022/instrument-apache-httpd-server/loadfile.png '
        'content/en/blog/2022/instrument-kafka-clients/send-span-agent.png '
        'content/en/blog/2022/instrument-nginx/frontend-to-backend-spans-in-jaeger.png '
        'content/en/blog/2022/otel-demo-app-nomad/nomad-jobs-startup.png '
        'content/en/blog/2023/contribfest-na/contribfest-2.jpg '
        'content/en/blog/2023/k8s-runtime-observability/syncpod-operations-on-kubelet.png '
        'content/en/blog/2023/opamp-status/opamp-kubernetes-bridge.png '
        'content/en/blog/2023/otel-arrow/average-improvement-heatmap.png '
        'content/en/blog/2023/testing-otel-demo/email-under-checkout-formatted.png '
        'content/en/blog/2024/demo-skyscanner/index.md '
        'content/en/blog/2024/otel-collector-anti-patterns/house-on-stilts.jpg '
        'content/en/blog/2024/otel-docs-survey/feature-request.png '
        'content/en/blog/2024/otel-generative-ai/aspire-dashboard-trace.png '
        'content/en/blog/2024/otel-generative-ai/jaeger-trace.png '
        'content/en/blog/2024/otel-get-started-survey/5-importance.png '
        'content/en/blog/2024/otel-governance/index.md '
        'content/en/blog/2024/prometheus-compatibility-survey/index.md '
        'content/en/blog/2025/declarative-config-rc3/schema.gif content/en/blog/2025/devex-survey/image4.png '
        'content/en/blog/2025/devex-survey/index.md content/en/blog/2025/mainframe-survey/q8.png '
        'content/en/blog/2025/observing-lambdas/diagram-execution-timing.svg '
        'content/en/blog/2025/ux-research-prometheus-otel/index.md '
        'content/en/blog/2026/2025-year-in-review/index.md '
        'content/en/blog/2026/2025-year-in-review/localization-contributions-by-lang-since-inception.png '
        'content/en/blog/2026/demystifying-opentelemetry/fictional-organization-architecture.png '
        'content/en/blog/2026/go-compile-time-instrumentation-v1/index.md '
        'content/en/blog/2026/obi-http-header-enrichment/index.md '
        'content/en/blog/2026/obi-http-header-enrichment/v0-6-0-baseline.png '
        'content/en/blog/2026/otel-arrow-phase-2/otlp-scaling.svg '
        'content/en/blog/2026/otel-grad-now-what/index.md content/en/blog/2026/profiles-alpha/index.md '
        'content/en/community/end-user/issue-participation.md content/en/docs/collector/deploy/_index.md '
        'content/en/docs/collector/deploy/other/no-collector.md content/en/docs/collector/img/opamp.svg '
        'content/en/docs/compatibility/prometheus/otlp-metrics-export.md '
        'content/en/docs/concepts/context-propagation/context-propagation-example.svg '
        'content/en/docs/concepts/distributions.md content/en/docs/concepts/signals/baggage.md '
        'content/en/docs/contributing/issues.md content/en/docs/demo/requirements/system.md '
        'content/en/docs/demo/sample-configurations/_index.md '
        'content/en/docs/demo/telemetry-features/log-coverage.md content/en/docs/getting-started/ops.md '
        'content/en/docs/guidance/reference-implementations/skyscanner/skyscanner-architecture.png '
        'content/en/docs/languages/_includes/exporters/zipkin-setup.md '
        'content/en/docs/languages/cpp/instrumentation.md content/en/docs/languages/erlang/examples.md '
        'content/en/docs/languages/go/api.md content/en/docs/languages/js/getting-started/_index.md '
        'content/en/docs/languages/js/resources.md content/en/docs/languages/php/resources.md '
        'content/en/docs/languages/python/instrumentation.md content/en/docs/languages/ruby/sampling.md '
        'content/en/docs/languages/rust/api.md content/en/docs/languages/swift/registry.md '
        'content/en/docs/platforms/kubernetes/helm/collector.md '
        'content/en/docs/platforms/kubernetes/operator/troubleshooting/automatic.md '
        'content/en/docs/platforms/kubernetes/operator/troubleshooting/prometheus-alerts-runbooks.md '
        'content/en/docs/security/security-response.md '
        'content/en/docs/zero-code/go/compile-time/troubleshooting.md content/en/docs/zero-code/js/_index.md '
        'content/en/docs/zero-code/obi/cardinality/cardinality-example.png '
        'content/en/docs/zero-code/obi/configure/metrics-histograms.md '
        'content/en/docs/zero-code/obi/configure/options.md '
        'content/en/docs/zero-code/obi/flowchart/server-side-trace.mmd '
        'content/en/docs/zero-code/python/example.md content/en/ecosystem/_includes/keep-up-to-date.md '
        'content/en/site/build/npm-scripts.md content/en/site/design/supply-chain-security.md '
        'content/en/site/skills/refresh-link-cache-pr-fix.md content/en/site/testing/tests/no-md.md '
        'content/es/_index.md content/es/community/marketing-guidelines.md content/es/community/members.md '
        'content/es/docs/collector/components/_includes/unmaintained-components-msg.md '
        'content/es/docs/contributing/acknowledgements.md content/es/docs/contributing/sig-practices.md '
        'content/es/docs/demo/architecture.md content/es/docs/demo/development.md '
        'content/es/docs/demo/requirements/architecture.md content/es/docs/demo/requirements/system.md '
        'content/es/docs/demo/telemetry-features/metric-coverage.md '
        'content/es/docs/guidance/reference-implementations/adobe/index.md '
        'content/es/docs/guidance/reference-implementations/mastodon/index.md '
        'content/es/docs/languages/_index.md content/es/docs/zero-code/_index.md '
        'content/es/ecosystem/integrations.md content/es/ecosystem/registry/updating.md '
        'content/fr/docs/concepts/context-propagation/index.md content/fr/docs/getting-started/dev.md '
        'content/fr/docs/platforms/kubernetes/operator/troubleshooting/target-allocator.md '
        'content/fr/docs/zero-code/php.md content/fr/docs/zero-code/python/operator.md '
        'content/ja/blog/2019/_index.md content/ja/blog/2021/_index.md content/ja/blog/2022/_index.md '
        'content/ja/blog/2023/_index.md content/ja/blog/2024/_index.md content/ja/blog/2025/_index.md '
        'content/ja/blog/2026/_index.md content/ja/blog/_index.md '
        'content/ja/community/marketing-guidelines.md content/ja/docs/_includes/resources-intro.md '
        'content/ja/docs/collector/components/exporter.md content/ja/docs/collector/components/extension.md '
        'content/ja/docs/collector/configuration.md content/ja/docs/collector/install/binary/_index.md '
        'content/ja/docs/compatibility/prometheus/_index.md content/ja/docs/concepts/sampling/index.md '
        'content/ja/docs/concepts/signals/traces.md content/ja/docs/contributing/pull-requests.md '
        'content/ja/docs/guidance/blueprints/managed-telemetry-platforms-for-k8s-workloads.md '
        'content/ja/docs/languages/_index.md content/ja/docs/languages/dotnet/_index.md '
        'content/ja/docs/languages/go/getting-started.md content/ja/docs/languages/js/propagation.md '
        'content/ja/docs/languages/python/distro.md content/ja/docs/languages/swift/instrumentation.md '
        'content/ja/docs/security/hosting-best-practices.md content/ja/docs/specs/_index.md '
        'content/ja/docs/zero-code/dotnet/instrumentations.md '
        'content/ja/docs/zero-code/java/agent/declarative-configuration.md '
        'content/ja/docs/zero-code/java/spring-boot-starter/other-spring-autoconfig.md '
        'content/ja/docs/zero-code/obi/configure/_index.md '
        'content/ja/docs/zero-code/obi/configure/internal-metrics-reporter.md '
        'content/ja/docs/zero-code/obi/setup/kubernetes.md content/ja/site/design/_index.md '
        'content/ja/site/implementation/style-guide.md content/pt/blog/2025/_index.md '
        'content/pt/blog/2025/declarative-config.md content/pt/docs/collector/deploy/choose.md '
        'content/pt/docs/contributing/announcements.md content/pt/docs/contributing/pr-checks.md '
        'content/pt/docs/languages/_index.md content/pt/docs/languages/go/_index.md '
        'content/pt/docs/languages/java/instrumentation.md '
        'content/pt/docs/languages/python/instrumentation.md content/pt/ecosystem/demo.md '
        'content/pt/ecosystem/registry/updating.md content/pt/ecosystem/vendors.md '
        'content/pt/training/index.md content/ro/docs/concepts/distributions.md '
        'content/ro/docs/what-is-opentelemetry.md content/uk/blog/_index.md '
        'content/zh/blog/2025/slack-workspace-changes.md content/zh/docs/collector/components/_index.md '
        'content/zh/docs/concepts/context-propagation/index.md content/zh/docs/contributing/issues.md '
        'content/zh/docs/demo/development.md content/zh/docs/languages/java/examples.md '
        'content/zh/docs/languages/js/registry.md content/zh/docs/migration/opentracing.md'
    ),
    'content/bn/docs/demo/services': (
        'accounting.md kafka.md shipping.md'
    ),
    'content/en/blog/2023': (
        'end-user-q-and-a-03.md otel-go-metrics-sdk-stable.md otel-in-focus-07.md'
    ),
    'content/en/blog/2024': (
        'go-contrib-removal.md kubecon-eu.md outreachy-how-why-sakshi.md'
    ),
    'content/en/blog/2025': (
        'day-opentelemetry-maintainer.md gc-candidates.md gc-elections.md how-to-name-your-span-attributes.md '
        'kubecon-japan.md ottl-contexts-just-got-easier.md slack-workspace-changes.md'
    ),
    'content/en/blog/2025/contribex-survey-results': (
        'chart-1-get-started.png chart-11-kubecon-activities.png chart-5-solve-problems.png '
        'chart-8-leadership-priorities.png'
    ),
    'content/en/blog/2026/genai-observability': (
        'dashboard-genai-visualizer.png dashboard-metrics.png dashboard-spans.png'
    ),
    'content/en/blog/2026/otel-collector-follow-up-survey-analysis': (
        'collector-improvment-request.png extensions.png index.md'
    ),
    'content/en/docs/languages/dotnet/logs': (
        '_index.md getting-started-aspnetcore.md routing.md'
    ),
    'content/en/docs/languages/dotnet/traces': (
        'jaeger.md links-based-sampler.md links-creation.md'
    ),
    'content/ja/site/build': (
        '_index.md ci-workflows.md npm-scripts.md'
    ),
}


GOOGLEADS_KIND = {
    '': (
        'google/ads/googleads/v23/actions/book_campaigns.proto'
    ),
    'google/ads/googleads/v22/common': (
        'audiences.proto bidding.proto criteria.proto criterion_category_availability.proto feed_common.proto '
        'metric_goal.proto user_lists.proto'
    ),
    'google/ads/googleads/v22/enums': (
        'account_link_status.proto ad_format_type.proto ad_group_ad_primary_status_reason.proto '
        'ad_group_type.proto app_payment_model_type.proto asset_coverage_video_aspect_ratio_requirement.proto '
        'asset_set_status.proto asset_source.proto bidding_strategy_type.proto billing_setup_status.proto '
        'consent_status.proto custom_audience_type.proto data_driven_model_status.proto '
        'geo_targeting_type.proto hotel_date_selection_type.proto hotel_rate_type.proto '
        'interaction_type.proto keyword_plan_keyword_annotation.proto local_services_employee_type.proto '
        'manager_link_status.proto offline_conversion_diagnostic_status_enum.proto policy_review_status.proto '
        'price_extension_type.proto promotion_extension_discount_modifier.proto '
        'resource_change_operation.proto response_content_type.proto seasonality_event_scope.proto '
        'shopping_add_products_to_campaign_recommendation_enum.proto slot.proto '
        'user_list_closing_reason.proto user_list_customer_type_category.proto '
        'user_list_membership_status.proto user_list_rule_type.proto value_rule_geo_location_match_type.proto '
        'value_rule_set_attachment_type.proto webpage_condition_operator.proto'
    ),
    'google/ads/googleads/v22/errors': (
        'ad_error.proto ad_group_criterion_customizer_error.proto ad_group_customizer_error.proto '
        'asset_error.proto asset_set_asset_error.proto campaign_lifecycle_goal_error.proto '
        'change_status_error.proto customer_manager_link_error.proto date_error.proto '
        'experiment_arm_error.proto experiment_error.proto extension_feed_item_error.proto '
        'final_url_expansion_asset_view_error.proto label_error.proto language_code_error.proto '
        'media_bundle_error.proto shopping_product_error.proto size_limit_error.proto user_data_error.proto '
        'youtube_video_registration_error.proto'
    ),
    'google/ads/googleads/v22/resources': (
        'ad_group_ad.proto ad_group_ad_asset_combination_view.proto ad_group_criterion_customizer.proto '
        'ai_max_search_term_ad_combination_view.proto asset_group_top_combination_view.proto '
        'campaign_conversion_goal.proto campaign_lifecycle_goal.proto conversion_value_rule.proto '
        'domain_category.proto experiment.proto final_url_expansion_asset_view.proto keyword_view.proto '
        'managed_placement_view.proto smart_campaign_search_term_view.proto smart_campaign_setting.proto'
    ),
    'google/ads/googleads/v22/services': (
        'batch_job_service.proto campaign_asset_set_service.proto content_creator_insights_service.proto '
        'conversion_goal_campaign_config_service.proto customer_lifecycle_goal_service.proto '
        'experiment_arm_service.proto google_ads_service.proto keyword_plan_ad_group_keyword_service.proto '
        'shared_criterion_service.proto shared_set_service.proto smart_campaign_setting_service.proto'
    ),
    'google/ads/googleads/v23/common': (
        'bidding.proto synthetic_content_info.proto value.proto'
    ),
    'google/ads/googleads/v23/enums': (
        'ad_group_primary_status.proto advertising_channel_sub_type.proto '
        'asset_coverage_video_aspect_ratio_requirement.proto asset_group_primary_status.proto '
        'async_action_status.proto billing_setup_status.proto budget_status.proto budget_type.proto '
        'campaign_keyword_match_type.proto conversion_adjustment_type.proto '
        'customer_match_upload_key_type.proto customizer_attribute_status.proto '
        'display_ad_format_setting.proto distance_bucket.proto frequency_cap_time_unit.proto '
        'label_status.proto local_services_lead_status.proto local_services_license_rejection_reason.proto '
        'location_group_radius_units.proto match_type.proto month_of_year.proto '
        'operating_system_version_operator_type.proto optimization_goal_type.proto payment_mode.proto '
        'reservation_request_type.proto response_content_type.proto search_term_match_source.proto '
        'shopping_add_products_to_campaign_recommendation_enum.proto simulation_type.proto '
        'smart_campaign_not_eligible_reason.proto targeting_dimension.proto '
        'third_party_brand_lift_integration_partner.proto third_party_reach_integration_partner.proto '
        'user_list_membership_status.proto'
    ),
    'google/ads/googleads/v23/errors': (
        'account_budget_proposal_error.proto ad_customizer_error.proto asset_generation_error.proto '
        'asset_set_error.proto bidding_error.proto custom_interest_error.proto '
        'customer_lifecycle_goal_error.proto feed_error.proto feed_item_set_link_error.proto '
        'function_parsing_error.proto geo_target_constant_suggestion_error.proto id_error.proto '
        'media_file_error.proto policy_violation_error.proto setting_error.proto string_format_error.proto'
    ),
    'google/ads/googleads/v23/resources': (
        'applied_incentive.proto bidding_seasonality_adjustment.proto call_view.proto '
        'campaign_goal_config.proto customer.proto customer_search_term_insight.proto '
        'geo_target_constant.proto matched_location_interest_view.proto mobile_app_category_constant.proto '
        'paid_organic_search_term_view.proto product_group_view.proto smart_campaign_search_term_view.proto '
        'travel_activity_performance_view.proto video_enhancement.proto'
    ),
    'google/ads/googleads/v23/services': (
        'asset_group_asset_service.proto bidding_data_exclusion_service.proto '
        'bidding_seasonality_adjustment_service.proto brand_suggestion_service.proto '
        'campaign_asset_service.proto campaign_budget_service.proto custom_audience_service.proto '
        'custom_interest_service.proto keyword_plan_idea_service.proto'
    ),
    'google/ads/googleads/v24/common': (
        'asset_types.proto campaign_goal_settings.proto lifecycle_goals.proto local_services.proto '
        'url_collection.proto'
    ),
    'google/ads/googleads/v24/enums': (
        'ad_strength.proto asset_group_primary_status.proto asset_link_primary_status_reason.proto '
        'asset_link_status.proto asset_orientation.proto asset_set_type.proto booking_status.proto '
        'business_message_call_to_action_type.proto campaign_criterion_status.proto click_type.proto '
        'custom_audience_type.proto display_upload_product_type.proto '
        'fixed_cpm_target_frequency_time_unit.proto linked_product_type.proto '
        'local_services_lead_survey_answer.proto product_condition.proto '
        'search_engine_results_page_type.proto spending_limit_type.proto target_frequency_time_unit.proto '
        'value_rule_operation.proto vanity_pharma_display_url_mode.proto video_thumbnail.proto '
        'youtube_video_upload_state.proto'
    ),
    'google/ads/googleads/v24/errors': (
        'asset_link_error.proto campaign_lifecycle_goal_error.proto custom_interest_error.proto '
        'function_parsing_error.proto header_error.proto invoice_error.proto null_error.proto'
    ),
    'google/ads/googleads/v24/resources': (
        'account_link.proto ad.proto ad_group_ad_asset_combination_view.proto age_range_view.proto '
        'asset_group_listing_group_filter.proto asset_group_product_group_view.proto '
        'asset_set_type_view.proto audience.proto gender_view.proto group_placement_view.proto '
        'mobile_app_category_constant.proto operating_system_version_constant.proto '
        'youtube_video_upload.proto'
    ),
    'google/ads/googleads/v24/services': (
        'ad_group_ad_label_service.proto asset_group_signal_service.proto asset_service.proto '
        'asset_set_asset_service.proto audience_insights_service.proto '
        'automatically_created_asset_removal_service.proto billing_setup_service.proto '
        'campaign_draft_service.proto customer_service.proto experiment_arm_service.proto '
        'keyword_plan_campaign_service.proto shared_criterion_service.proto '
        'youtube_video_upload_service.proto'
    ),
    'google/ads/googleads/v25/common': (
        'asset_set_types.proto bidding.proto final_app_url.proto tag_snippet.proto'
    ),
    'google/ads/googleads/v25/enums': (
        'ad_serving_optimization_status.proto advertising_channel_sub_type.proto asset_automation_type.proto '
        'asset_group_primary_status.proto audience_scope.proto bidding_source.proto '
        'budget_campaign_association_status.proto campaign_status.proto conversion_lag_bucket.proto '
        'criterion_category_locale_availability_mode.proto custom_audience_type.proto '
        'custom_interest_member_type.proto custom_interest_status.proto data_link_type.proto '
        'display_ad_format_setting.proto hotel_asset_suggestion_status.proto '
        'keyword_plan_forecast_interval.proto landing_page_source.proto local_services_participant_type.proto '
        'offline_event_upload_client_enum.proto optimization_goal_type.proto '
        'policy_topic_evidence_destination_not_working_device.proto product_condition.proto '
        'promotion_barcode_type.proto reach_plan_conversion_rate_model.proto '
        'search_term_targeting_status.proto unit_of_measure.proto user_list_membership_status.proto '
        'user_list_type.proto value_rule_set_attachment_type.proto video_ad_sequence_interaction_type.proto'
    ),
    'google/ads/googleads/v25/errors': (
        'ad_group_feed_error.proto authorization_error.proto campaign_conversion_goal_error.proto '
        'campaign_goal_config_error.proto conversion_action_error.proto feed_attribute_reference_error.proto '
        'feed_item_set_link_error.proto image_error.proto invoice_error.proto keyword_plan_idea_error.proto '
        'new_resource_creation_error.proto policy_violation_error.proto quota_error.proto '
        'resource_count_limit_exceeded_error.proto'
    ),
    'google/ads/googleads/v25/resources': (
        'ad_group_criterion_label.proto ad_group_customizer.proto '
        'android_privacy_shared_key_google_ad_group.proto bidding_strategy.proto '
        'campaign_search_term_insight.proto campaign_search_term_view.proto conversion_value_rule_set.proto '
        'distance_view.proto lift_measurement_flight.proto operating_system_version_constant.proto '
        'recommendation_subscription.proto shopping_performance_view.proto user_interest.proto '
        'webpage_view.proto youtube_video_upload.proto'
    ),
    'google/ads/googleads/v25/services': (
        'account_link_service.proto asset_group_signal_service.proto audience_insights_service.proto '
        'automatically_created_asset_removal_service.proto brand_suggestion_service.proto '
        'customer_user_access_service.proto experiment_service.proto geo_target_constant_service.proto '
        'multi_party_auth_review_service.proto'
    ),
}

GOOGLEADS_OTHER = {
    '': (
        'google/ads/admanager/v1/ad_spot_messages.proto google/ads/admanager/v1/linked_device_enums.proto '
        'google/ads/admob/v1/BUILD.bazel google/ads/datamanager/v1/experimental_field.proto '
        'google/ads/datamanager/v1/item_parameter.proto google/ads/googleads/v22/common/BUILD.bazel '
        'google/ads/googleads/v22/enums/BUILD.bazel google/ads/googleads/v22/errors/BUILD.bazel '
        'google/ads/googleads/v22/resources/BUILD.bazel google/ads/googleads/v22/services/BUILD.bazel '
        'google/ads/googleads/v23/actions/BUILD.bazel google/ads/googleads/v23/common/BUILD.bazel '
        'google/ads/googleads/v23/enums/BUILD.bazel google/ads/googleads/v23/errors/BUILD.bazel '
        'google/ads/googleads/v23/resources/BUILD.bazel google/ads/googleads/v23/services/BUILD.bazel '
        'google/ads/googleads/v24/actions/BUILD.bazel google/ads/googleads/v24/common/BUILD.bazel '
        'google/ads/googleads/v24/enums/BUILD.bazel google/ads/googleads/v24/errors/BUILD.bazel '
        'google/ads/googleads/v24/resources/BUILD.bazel google/ads/googleads/v24/services/BUILD.bazel '
        'google/ads/googleads/v25/actions/BUILD.bazel google/ads/googleads/v25/common/BUILD.bazel '
        'google/ads/googleads/v25/enums/BUILD.bazel google/ads/googleads/v25/errors/BUILD.bazel '
        'google/ads/googleads/v25/resources/BUILD.bazel google/ads/googleads/v25/services/BUILD.bazel '
        'google/ads/searchads360/v0/common/metrics.proto google/ads/searchads360/v0/enums/account_level.proto '
        'google/ai/generativelanguage/BUILD.bazel google/ai/generativelanguage/v1alpha/content.proto '
        'google/analytics/admin/v1alpha/analytics_admin.proto '
        'google/analytics/admin/v1beta/access_report.proto google/api/error_reason.proto '
        'google/api/expr/v1beta1/source.proto google/api/servicemanagement/v1/BUILD.bazel '
        'google/appengine/v1/deployed_files.proto google/appengine/v1/network_settings.proto '
        'google/chat/v1/slash_command.proto google/chromeos/moblab/v1beta1/test_service.proto '
        'google/cloud/abuseevent/logging/v1/abuse_event.proto '
        'google/cloud/accessapproval/v1/accessapproval_gapic.yaml '
        'google/cloud/aiplatform/v1/schema/predict/instance/text_sentiment.proto '
        'google/cloud/alloydb/v1alpha/gemini.proto google/cloud/alloydb/v1alpha/service.proto '
        'google/cloud/apigeeconnect/v1/connection_grpc_service_config.json '
        'google/cloud/apihub/v1/runtime_project_attachment_service.proto google/cloud/appoptimize/BUILD.bazel '
        'google/cloud/appoptimize/v1beta/app_optimize.proto google/cloud/asset/v1/assets.proto '
        'google/cloud/audit/audit_log.proto google/cloud/backupdr/v1/BUILD.bazel '
        'google/cloud/biglake/hive/v1/BUILD.bazel '
        'google/cloud/bigquery/datapolicies/v1/bigquerydatapolicy_v1.yaml '
        'google/cloud/bigquery/datapolicies/v1beta1/datapolicies_v1beta1_grpc_service_config.json '
        'google/cloud/bigquery/storage/v1/stream.proto google/cloud/bigquery/storage/v1beta2/stream.proto '
        'google/cloud/ces/v1/fakes.proto google/cloud/ces/v1/widget_tool.proto '
        'google/cloud/channel/v1/entitlements.proto google/cloud/chronicle/v1/dashboard_chart.proto '
        'google/cloud/chronicle/v1/featured_content_metadata.proto google/cloud/config/v1/config_gapic.yaml '
        'google/cloud/contentwarehouse/v1/common.proto '
        'google/cloud/datacatalog/lineage/configmanagement/BUILD.bazel '
        'google/cloud/datacatalog/lineage/configmanagement/v1/lineage_grpc_service_config.json '
        'google/cloud/dataform/v1beta1/dataform_v1beta1.yaml google/cloud/datafusion/BUILD.bazel '
        'google/cloud/datafusion/v1/datafusion_v1.yaml google/cloud/dataplex/v1/datascans_common.proto '
        'google/cloud/datastream/v1/datastream_resources.proto google/cloud/devicestreaming/BUILD.bazel '
        'google/cloud/dialogflow/BUILD.bazel google/cloud/dialogflow/cx/v3/data_store_connection.proto '
        'google/cloud/dialogflow/cx/v3/inline.proto google/cloud/dialogflow/cx/v3beta1/flow.proto '
        'google/cloud/dialogflow/cx/v3beta1/session_entity_type.proto '
        'google/cloud/discoveryengine/v1/discoveryengine_grpc_service_config.json '
        'google/cloud/discoveryengine/v1alpha/grounding.proto '
        'google/cloud/discoveryengine/v1beta/user_event.proto '
        'google/cloud/enterpriseknowledgegraph/v1/enterpriseknowledgegraph_grpc_service_config.json '
        'google/cloud/essentialcontacts/BUILD.bazel google/cloud/eventarc/v1/network_config.proto '
        'google/cloud/gkebackup/logging/v1/logged_common.proto google/cloud/gkebackup/v1/backup_plan.proto '
        'google/cloud/gsuiteaddons/logging/v1/g_suite_add_ons_log_entry.proto '
        'google/cloud/ids/logging/v1/BUILD.bazel google/cloud/integrations/v1alpha/product.proto '
        'google/cloud/licensemanager/v1/api_entities.proto '
        'google/cloud/metastore/v1beta/metastore_v1beta.yaml google/cloud/modelarmor/BUILD.bazel '
        'google/cloud/networksecurity/v1/firewall_activation.proto '
        'google/cloud/networksecurity/v1beta1/networksecurity_v1beta1_grpc_service_config.json '
        'google/cloud/oracledatabase/v1/db_system_initial_storage_size.proto '
        'google/cloud/oracledatabase/v1/goldengate_connection_type.proto '
        'google/cloud/parallelstore/v1/parallelstore_v1_grpc_service_config.json '
        'google/cloud/policytroubleshooter/iam/v3beta/troubleshooter.proto '
        'google/cloud/recaptchaenterprise/v1beta1/recaptchaenterprise_v1beta1.yaml '
        'google/cloud/recommendationengine/v1beta1/recommendationengine_gapic.yaml '
        'google/cloud/recommender/logging/v1beta1/action_log.proto '
        'google/cloud/recommender/v1beta1/BUILD.bazel google/cloud/recommender/v1beta1/recommendation.proto '
        'google/cloud/retail/v2alpha/completion_service.proto google/cloud/run/v2/worker_pool.proto '
        'google/cloud/saasplatform/saasservicemgmt/v1beta1/saasservicemgmt_v1beta1_grpc_service_config.json '
        'google/cloud/secretmanager/v1beta2/secretmanager_v1beta2.yaml '
        'google/cloud/security/privateca/v1/privateca_grpc_service_config.json '
        'google/cloud/security/privateca/v1beta1/privateca_v1beta1.yaml '
        'google/cloud/securitycenter/BUILD.bazel google/cloud/securitycenter/v1/simulation.proto '
        'google/cloud/securitycenter/v1beta1/asset.proto google/cloud/securitycenter/v2/security_marks.proto '
        'google/cloud/securityposture/v1/org_policy_config.proto google/cloud/servicedirectory/BUILD.bazel '
        'google/cloud/speech/v2/speech_grpc_service_config.json '
        'google/cloud/sql/v1/cloud_sql_instance_names.proto google/cloud/sql/v1/cloud_sql_operations.proto '
        'google/cloud/sql/v1beta4/cloud_sql_tiers.proto '
        'google/cloud/storagebatchoperations/v1/storage_batch_operations.proto '
        'google/cloud/storageinsights/v1/storageinsights_v1.yaml '
        'google/cloud/support/v2/attachment_service.proto google/cloud/support/v2beta/case_service.proto '
        'google/cloud/talent/v4/BUILD.bazel google/cloud/tasks/v2beta3/task.proto '
        'google/cloud/telcoautomation/BUILD.bazel google/cloud/tpu/v1/cloud_tpu.proto '
        'google/cloud/video/livestream/v1/livestream_v1.yaml '
        'google/cloud/videointelligence/v1beta2/videointelligence_grpc_service_config.json '
        'google/cloud/videointelligence/v1p3beta1/BUILD.bazel google/cloud/vision/v1/product_search.proto '
        'google/cloud/vision/v1p3beta1/product_search.proto google/cloud/vpcaccess/v1/vpcaccess_v1.yaml '
        'google/cloud/websecurityscanner/v1alpha/BUILD.bazel '
        'google/cloud/websecurityscanner/v1alpha/web_security_scanner.proto '
        'google/container/v1beta1/container_grpc_service_config.json '
        'google/dataflow/v1beta3/environment.proto google/datastore/admin/v1/datastore_admin.proto '
        'google/datastore/v1/datastore_grpc_service_config.json '
        'google/devicesandservices/health/v4/health_profile.proto google/devtools/build/v1/build_status.proto '
        'google/firestore/v1beta1/BUILD.bazel google/home/graph/v1/device.proto '
        'google/iam/v1beta/iam_grpc_service_config.json '
        'google/identity/accesscontextmanager/v1/access_context_manager.proto '
        'google/maps/fleetengine/delivery/v1/delivery_vehicles.proto google/maps/roads/v1op/roads_v1op.yaml '
        'google/maps/solar/v1/solar_v1.yaml google/maps/unity/clientinfo.proto '
        'google/maps/weather/v1/units_system.proto google/monitoring/v3/common.proto '
        'google/partner/aistreams/v1alpha1/BUILD.bazel google/shopping/merchant/accounts/BUILD.bazel '
        'google/shopping/merchant/accounts/v1/verificationmailsettings.proto '
        'google/shopping/merchant/conversions/v1beta/conversionsources.proto '
        'google/shopping/merchant/datasources/v1/BUILD.bazel '
        'google/shopping/merchant/lfp/v1/lfpmerchantstate.proto '
        'google/shopping/merchant/notifications/v1beta/notificationsapi.proto '
        'google/shopping/merchant/reports/v1/reports.proto '
        'google/shopping/merchant/youtube/v1alpha/contract.proto google/type/postal_address.proto'
    ),
    'google/ads/googleads/v22': (
        'BUILD.bazel googleads_gapic.yaml googleads_grpc_service_config.json googleads_v22.yaml'
    ),
    'google/ads/googleads/v23': (
        'BUILD.bazel googleads_gapic.yaml googleads_grpc_service_config.json googleads_v23.yaml'
    ),
    'google/ads/googleads/v24': (
        'BUILD.bazel googleads_gapic.yaml googleads_grpc_service_config.json googleads_v24.yaml'
    ),
    'google/ads/googleads/v25': (
        'BUILD.bazel googleads_gapic.yaml googleads_grpc_service_config.json googleads_v25.yaml'
    ),
    'google/appengine/v1beta': (
        'BUILD.bazel application.proto certificate.proto'
    ),
    'google/cloud/aiplatform/v1': (
        'accelerator_type.proto deployed_model_ref.proto featurestore.proto featurestore_monitoring.proto '
        'index.proto model_service.proto publisher_model.proto tensorboard.proto'
    ),
    'google/cloud/aiplatform/v1beta1': (
        'deployed_model_ref.proto env_var.proto gen_ai_cache_service.proto migratable_resource.proto '
        'reservation_affinity.proto'
    ),
    'google/cloud/automl/v1beta1': (
        'model_evaluation.proto ranges.proto tables.proto'
    ),
    'google/cloud/dialogflow/v2beta1': (
        'answer_record.proto document.proto intent.proto phone_number.proto'
    ),
}


AIP_PROTOS_KIND = {
    'google/cloud/aiplatform/v1': (
        'accelerator_type.proto annotation.proto annotation_spec.proto api_auth.proto artifact.proto '
        'batch_prediction_job.proto cached_content.proto completion_stats.proto content.proto context.proto '
        'custom_job.proto data_foundry_service.proto data_item.proto data_labeling_job.proto dataset.proto '
        'dataset_service.proto dataset_version.proto deployed_index_ref.proto deployed_model_ref.proto '
        'deployment_resource_pool.proto deployment_resource_pool_service.proto deployment_stage.proto '
        'encryption_spec.proto endpoint.proto endpoint_service.proto entity_type.proto env_var.proto '
        'evaluated_annotation.proto evaluation_service.proto event.proto execution.proto explanation.proto '
        'explanation_metadata.proto feature.proto feature_group.proto feature_monitoring_stats.proto '
        'feature_online_store.proto feature_online_store_admin_service.proto '
        'feature_online_store_service.proto feature_registry_service.proto feature_selector.proto '
        'feature_view.proto feature_view_sync.proto featurestore.proto featurestore_monitoring.proto '
        'featurestore_online_service.proto featurestore_service.proto gen_ai_cache_service.proto '
        'genai_tuning_service.proto hyperparameter_tuning_job.proto index.proto index_endpoint.proto '
        'index_endpoint_service.proto index_service.proto io.proto job_service.proto job_state.proto '
        'lineage_subgraph.proto llm_utility_service.proto machine_resources.proto '
        'manual_batch_tuning_parameters.proto match_service.proto metadata_schema.proto '
        'metadata_service.proto metadata_store.proto migratable_resource.proto migration_service.proto '
        'model.proto model_deployment_monitoring_job.proto model_evaluation.proto '
        'model_evaluation_slice.proto model_garden_service.proto model_monitoring.proto model_service.proto '
        'nas_job.proto network_spec.proto notebook_euc_config.proto notebook_execution_job.proto '
        'notebook_idle_shutdown_config.proto notebook_runtime.proto notebook_runtime_template_ref.proto '
        'notebook_service.proto notebook_software_config.proto openapi.proto operation.proto '
        'persistent_resource.proto persistent_resource_service.proto pipeline_failure_policy.proto '
        'pipeline_job.proto pipeline_service.proto pipeline_state.proto prediction_service.proto '
        'publisher_model.proto reasoning_engine.proto reasoning_engine_execution_service.proto '
        'reasoning_engine_service.proto reservation_affinity.proto saved_query.proto schedule.proto '
        'schedule_service.proto service_networking.proto session.proto session_service.proto '
        'specialist_pool.proto specialist_pool_service.proto study.proto tensorboard.proto '
        'tensorboard_data.proto tensorboard_experiment.proto tensorboard_run.proto tensorboard_service.proto '
        'tensorboard_time_series.proto tool.proto training_pipeline.proto tuning_job.proto types.proto '
        'unmanaged_container_model.proto usage_metadata.proto user_action_reference.proto value.proto '
        'vertex_rag_data.proto vertex_rag_data_service.proto vertex_rag_service.proto vizier_service.proto'
    ),
    'google/cloud/aiplatform/v1beta1': (
        'accelerator_type.proto annotation.proto annotation_spec.proto api_auth.proto artifact.proto '
        'batch_prediction_job.proto cached_content.proto completion_stats.proto content.proto context.proto '
        'custom_job.proto data_item.proto data_labeling_job.proto dataset.proto dataset_service.proto '
        'dataset_version.proto deployed_index_ref.proto deployed_model_ref.proto '
        'deployment_resource_pool.proto deployment_resource_pool_service.proto deployment_stage.proto '
        'encryption_spec.proto endpoint.proto endpoint_service.proto entity_type.proto env_var.proto '
        'evaluated_annotation.proto evaluation_agent_data.proto evaluation_rubric.proto '
        'evaluation_service.proto event.proto example.proto example_store.proto example_store_service.proto '
        'execution.proto explanation.proto explanation_metadata.proto extension.proto '
        'extension_execution_service.proto extension_registry_service.proto feature.proto feature_group.proto '
        'feature_monitor.proto feature_monitor_job.proto feature_monitoring_stats.proto '
        'feature_online_store.proto feature_online_store_admin_service.proto '
        'feature_online_store_service.proto feature_registry_service.proto feature_selector.proto '
        'feature_view.proto feature_view_sync.proto featurestore.proto featurestore_monitoring.proto '
        'featurestore_online_service.proto featurestore_service.proto gen_ai_cache_service.proto '
        'genai_tuning_service.proto hyperparameter_tuning_job.proto index.proto index_endpoint.proto '
        'index_endpoint_service.proto index_service.proto io.proto job_service.proto job_state.proto '
        'lineage_subgraph.proto llm_utility_service.proto machine_resources.proto '
        'manual_batch_tuning_parameters.proto match_service.proto memory_bank.proto memory_bank_service.proto '
        'metadata_schema.proto metadata_service.proto metadata_store.proto migratable_resource.proto '
        'migration_service.proto model.proto model_deployment_monitoring_job.proto model_evaluation.proto '
        'model_evaluation_slice.proto model_garden_service.proto model_monitor.proto model_monitoring.proto '
        'model_monitoring_alert.proto model_monitoring_job.proto model_monitoring_service.proto '
        'model_monitoring_spec.proto model_monitoring_stats.proto model_service.proto nas_job.proto '
        'network_spec.proto notebook_euc_config.proto notebook_execution_job.proto '
        'notebook_idle_shutdown_config.proto notebook_runtime.proto notebook_runtime_template_ref.proto '
        'notebook_service.proto notebook_software_config.proto online_evaluator.proto '
        'online_evaluator_service.proto openapi.proto operation.proto persistent_resource.proto '
        'persistent_resource_service.proto pipeline_failure_policy.proto pipeline_job.proto '
        'pipeline_service.proto pipeline_state.proto prediction_service.proto publisher_model.proto '
        'reasoning_engine.proto reasoning_engine_execution_service.proto '
        'reasoning_engine_runtime_revision.proto reasoning_engine_runtime_revision_service.proto '
        'reasoning_engine_service.proto reservation_affinity.proto saved_query.proto schedule.proto '
        'schedule_service.proto service_networking.proto session.proto session_service.proto '
        'specialist_pool.proto specialist_pool_service.proto study.proto tensorboard.proto '
        'tensorboard_data.proto tensorboard_experiment.proto tensorboard_run.proto tensorboard_service.proto '
        'tensorboard_time_series.proto tool.proto training_pipeline.proto tuning_job.proto types.proto '
        'ui_pipeline_spec.proto unmanaged_container_model.proto usage_metadata.proto '
        'user_action_reference.proto value.proto vertex_rag_data.proto vertex_rag_data_service.proto '
        'vertex_rag_service.proto vizier_service.proto'
    ),
}

AIP_PROTOS_OTHER = {
    '': (
        'google/actions/sdk/v2/interactionmodel/entity_set.proto '
        'google/actions/sdk/v2/interactionmodel/prompt/content/static_canvas_prompt.proto '
        'google/actions/sdk/v2/interactionmodel/scene.proto '
        'google/actions/sdk/v2/interactionmodel/type/regular_expression_type.proto '
        'google/ads/datamanager/v1/user_list.proto google/ads/googleads/v22/common/tag_snippet.proto '
        'google/ads/googleads/v22/services/conversion_action_service.proto '
        'google/ads/googleads/v22/services/shareable_preview_service.proto '
        'google/ads/googleads/v23/common/custom_parameter.proto '
        'google/ads/googleads/v24/resources/campaign_goal_config.proto '
        'google/ads/googleads/v24/resources/dynamic_search_ads_search_term_view.proto '
        'google/ads/googleads/v24/services/automatically_created_asset_removal_service.proto '
        'google/ads/googleads/v24/services/bidding_seasonality_adjustment_service.proto '
        'google/ads/searchads360/v0/enums/advertising_channel_type.proto '
        'google/ai/generativelanguage/v1alpha/content.proto '
        'google/ai/generativelanguage/v1alpha/text_service.proto '
        'google/ai/generativelanguage/v1beta3/permission_service.proto '
        'google/analytics/admin/v1alpha/analytics_admin.proto google/api/cloudquotas/v1/BUILD.bazel '
        'google/appengine/v1beta/domain_mapping.proto google/bigtable/admin/v2/BUILD.bazel '
        'google/bigtable/v2/session.proto google/chat/v1/group.proto '
        'google/chromeos/moblab/v1beta1/test_service.proto '
        'google/cloud/agentidentitycredentials/v1/BUILD.bazel google/cloud/aiplatform/BUILD.bazel '
        'google/cloud/aiplatform/logging/BUILD.bazel google/cloud/aiplatform/logging/prediction.proto '
        'google/cloud/aiplatform/v1/schema/predict/prediction/video_object_tracking.proto '
        'google/cloud/aiplatform/v1/schema/trainingjob/definition/automl_text_extraction.proto '
        'google/cloud/aiplatform/v1beta1/schema/annotation_spec_color.proto '
        'google/cloud/asset/v1p5beta1/asset_service.proto google/cloud/assuredworkloads/BUILD.bazel '
        'google/cloud/assuredworkloads/v1beta1/assuredworkloads_grpc_service_config.json '
        'google/cloud/automl/v1/text_extraction.proto google/cloud/automl/v1beta1/classification.proto '
        'google/cloud/backupdr/logging/v1/bdr_log.proto google/cloud/batch/v1alpha/batch.proto '
        'google/cloud/batch/v1alpha/notification.proto '
        'google/cloud/beyondcorp/appconnections/v1/beyondcorp-appconnections_grpc_service_config.json '
        'google/cloud/bigquery/connection/v1beta1/bigqueryconnection_v1beta1.yaml '
        'google/cloud/bigquery/v2/README.md google/cloud/bigquery/v2/external_catalog_table_options.proto '
        'google/cloud/billing/v1/cloud_catalog.proto google/cloud/capacityplanner/v1beta/usage_service.proto '
        'google/cloud/ces/v1/guardrail.proto google/cloud/clouddms/v1/BUILD.bazel '
        'google/cloud/commerce/consumer/procurement/v1/license_management_service.proto '
        'google/cloud/configdelivery/v1beta/configdelivery_v1beta.yaml '
        'google/cloud/connectors/v1/destination_config.proto google/cloud/databasecenter/BUILD.bazel '
        'google/cloud/databasecenter/v1beta/machine_config.proto '
        'google/cloud/datacatalog/lineage/configmanagement/v1/datalineage_v1.yaml '
        'google/cloud/datalabeling/v1beta1/dataset.proto google/cloud/datastream/v1/BUILD.bazel '
        'google/cloud/dialogflow/cx/v3/flow.proto google/cloud/discoveryengine/v1alpha/acl_config.proto '
        'google/cloud/discoveryengine/v1beta/completion_service.proto '
        'google/cloud/discoveryengine/v1beta/feedback.proto google/cloud/documentai/v1/processor.proto '
        'google/cloud/filestore/v1beta1/file_v1beta1.yaml '
        'google/cloud/gdchardwaremanagement/v1alpha/resources.proto '
        'google/cloud/gkeconnect/gateway/v1beta1/BUILD.bazel google/cloud/identitytoolkit/v2/mfa_info.proto '
        'google/cloud/integrations/v1alpha/BUILD.bazel google/cloud/kms/v1/cloudkms_grpc_service_config.json '
        'google/cloud/managedkafka/schemaregistry/BUILD.bazel google/cloud/memorystore/BUILD.bazel '
        'google/cloud/metastore/v1alpha/metastore_grpc_service_config.json '
        'google/cloud/networkmanagement/v1beta1/reachability.proto '
        'google/cloud/networksecurity/v1alpha1/security_profile_group.proto '
        'google/cloud/networksecurity/v1alpha1/security_profile_group_mirroring.proto '
        'google/cloud/networksecurity/v1beta1/client_tls_policy.proto '
        'google/cloud/networksecurity/v1beta1/networksecurity_v1beta1_grpc_service_config.json '
        'google/cloud/networkservices/v1/grpc_route.proto '
        'google/cloud/oracledatabase/v1/exadb_vm_cluster.proto '
        'google/cloud/oracledatabase/v1/goldengate_deployment_environment.proto '
        'google/cloud/phishingprotection/v1beta1/phishingprotection.proto '
        'google/cloud/resourcemanager/v3/cloudresourcemanager_v3_grpc_service_config.json '
        'google/cloud/retail/v2/conversational_search_service.proto '
        'google/cloud/retail/v2beta/product_service.proto google/cloud/scheduler/v1/BUILD.bazel '
        'google/cloud/securitycenter/v1/indicator.proto google/cloud/servicedirectory/BUILD.bazel '
        'google/cloud/sql/v1beta4/cloud_sql_iam_policies.proto '
        'google/cloud/support/v2beta/attachment_service.proto google/cloud/talent/v4/job.proto '
        'google/cloud/texttospeech/v1/texttospeech_grpc_service_config.json '
        'google/cloud/videointelligence/v1p1beta1/videointelligence_gapic.yaml '
        'google/cloud/visionai/v1alpha1/streaming_service.proto '
        'google/cloud/websecurityscanner/v1/scan_run_log.proto '
        'google/devtools/artifactregistry/v1/vpcsc_config.proto '
        'google/devtools/containeranalysis/v1beta1/containeranalysis_grpc_service_config.json '
        'google/devtools/containeranalysis/v1beta1/containeranalysis_v1beta1.yaml '
        'google/maps/fleetengine/BUILD.bazel google/maps/routes/v1/compute_custom_routes_request.proto '
        'google/maps/weather/v1/wind.proto google/monitoring/dashboard/v1/section_header.proto '
        'google/shopping/merchant/accounts/v1beta/accounts.proto '
        'google/shopping/merchant/conversions/v1beta/conversions_grpc_service_config.json '
        'google/shopping/merchant/inventories/BUILD.bazel '
        'google/storagetransfer/v1/storagetransfer_grpc_service_config.json'
    ),
    'google/ads/admanager/v1': (
        'ad_review_center_ad_enums.proto browser_service.proto dai_authentication_key_enums.proto '
        'line_item_deal_info.proto linked_device_messages.proto live_stream_service.proto '
        'rich_media_ads_company_enums.proto'
    ),
    'google/ads/googleads/v22/enums': (
        'BUILD.bazel asset_set_status.proto asset_source.proto keyword_plan_forecast_interval.proto '
        'reach_plan_surface.proto user_list_membership_status.proto'
    ),
    'google/ads/googleads/v22/errors': (
        'customer_lifecycle_goal_error.proto id_error.proto keyword_plan_error.proto '
        'recommendation_subscription_error.proto'
    ),
    'google/ads/googleads/v22/resources': (
        'accessible_bidding_strategy.proto customer_user_access.proto travel_activity_performance_view.proto'
    ),
    'google/ads/googleads/v23/enums': (
        'ad_strength_action_item_type.proto bidding_strategy_status.proto brand_state.proto '
        'campaign_status.proto conversion_customer_type.proto device.proto match_type.proto '
        'multi_party_auth_operation_type.proto performance_max_upgrade_status.proto preview_type.proto '
        'reach_plan_age_range.proto reservation_request_type.proto '
        'third_party_viewability_integration_partner.proto value_rule_set_attachment_type.proto '
        'youtube_video_privacy.proto'
    ),
    'google/ads/googleads/v23/errors': (
        'ad_customizer_error.proto batch_job_error.proto conversion_value_rule_error.proto '
        'region_code_error.proto size_limit_error.proto'
    ),
    'google/ads/googleads/v23/resources': (
        'conversion_action.proto data_link.proto hotel_group_view.proto income_range_view.proto '
        'keyword_plan_ad_group_keyword.proto travel_activity_performance_view.proto'
    ),
    'google/ads/googleads/v23/services': (
        'custom_conversion_goal_service.proto customer_asset_service.proto '
        'customer_conversion_goal_service.proto customizer_attribute_service.proto'
    ),
    'google/ads/googleads/v24/enums': (
        'asset_set_link_status.proto asset_source.proto call_conversion_reporting_state.proto '
        'chain_relationship_type.proto criterion_system_serving_status.proto custom_audience_type.proto '
        'frequency_cap_event_type.proto landing_page_source.proto '
        'shopping_add_products_to_campaign_recommendation_enum.proto user_interest_taxonomy_type.proto'
    ),
    'google/ads/googleads/v24/errors': (
        'asset_set_error.proto audience_error.proto payments_account_error.proto region_code_error.proto '
        'shopping_product_error.proto'
    ),
    'google/ads/googleads/v25/enums': (
        'ad_serving_optimization_status.proto asset_orientation.proto chain_relationship_type.proto '
        'conversion_customer_type.proto frequency_cap_time_unit.proto lead_form_desired_intent.proto '
        'local_services_employee_status.proto local_services_verification_artifact_type.proto '
        'recommendation_type.proto resource_limit_type.proto seasonality_event_scope.proto '
        'seasonality_event_status.proto targeting_dimension.proto youtube_video_upload_state.proto'
    ),
    'google/ads/googleads/v25/errors': (
        'invoice_error.proto policy_finding_error.proto policy_validation_parameter_error.proto'
    ),
    'google/ads/googleads/v25/resources': (
        'asset_group_listing_group_filter.proto combined_audience.proto lift_measurement_age_range.proto'
    ),
    'google/ads/googleads/v25/services': (
        'ad_group_asset_service.proto customer_manager_link_service.proto recommendation_service.proto '
        'shareable_preview_service.proto'
    ),
    'google/cloud/aiplatform/v1': (
        'BUILD.bazel aiplatform_grpc_service_config.json aiplatform_v1.yaml'
    ),
    'google/cloud/aiplatform/v1beta1': (
        'BUILD.bazel aiplatform_grpc_service_config.json aiplatform_v1beta1.yaml'
    ),
    'google/cloud/securitycenter/v2': (
        'database.proto mute_config.proto source.proto'
    ),
}


AIP_SCHEMA_KIND = {
    'google/cloud/aiplatform/v1/schema/predict/instance': (
        'image_classification.proto image_object_detection.proto image_segmentation.proto '
        'text_classification.proto text_extraction.proto text_sentiment.proto video_action_recognition.proto '
        'video_classification.proto video_object_tracking.proto'
    ),
    'google/cloud/aiplatform/v1/schema/predict/params': (
        'image_classification.proto image_object_detection.proto image_segmentation.proto '
        'video_action_recognition.proto video_classification.proto video_object_tracking.proto'
    ),
    'google/cloud/aiplatform/v1/schema/predict/prediction': (
        'classification.proto image_object_detection.proto image_segmentation.proto '
        'tabular_classification.proto tabular_regression.proto text_extraction.proto text_sentiment.proto '
        'video_action_recognition.proto video_classification.proto video_object_tracking.proto'
    ),
    'google/cloud/aiplatform/v1/schema/trainingjob/definition': (
        'automl_image_classification.proto automl_image_object_detection.proto '
        'automl_image_segmentation.proto automl_tables.proto automl_text_classification.proto '
        'automl_text_extraction.proto automl_text_sentiment.proto automl_video_action_recognition.proto '
        'automl_video_classification.proto automl_video_object_tracking.proto '
        'export_evaluated_data_items_config.proto'
    ),
    'google/cloud/aiplatform/v1beta1/schema/predict/instance': (
        'image_classification.proto image_object_detection.proto image_segmentation.proto '
        'text_classification.proto text_extraction.proto text_sentiment.proto video_action_recognition.proto '
        'video_classification.proto video_object_tracking.proto'
    ),
    'google/cloud/aiplatform/v1beta1/schema/predict/params': (
        'image_classification.proto image_object_detection.proto image_segmentation.proto '
        'video_action_recognition.proto video_classification.proto video_object_tracking.proto'
    ),
    'google/cloud/aiplatform/v1beta1/schema/predict/prediction': (
        'classification.proto image_object_detection.proto image_segmentation.proto '
        'tabular_classification.proto tabular_regression.proto text_extraction.proto text_sentiment.proto '
        'time_series_forecasting.proto video_action_recognition.proto video_classification.proto '
        'video_object_tracking.proto'
    ),
    'google/cloud/aiplatform/v1beta1/schema/trainingjob/definition': (
        'automl_image_classification.proto automl_image_object_detection.proto '
        'automl_image_segmentation.proto automl_tables.proto automl_text_classification.proto '
        'automl_text_extraction.proto automl_text_sentiment.proto automl_time_series_forecasting.proto '
        'automl_video_action_recognition.proto automl_video_classification.proto '
        'automl_video_object_tracking.proto export_evaluated_data_items_config.proto'
    ),
}

AIP_SCHEMA_OTHER = {
    '': (
        'google/actions/sdk/v2/interactionmodel/entity_set.proto '
        'google/actions/sdk/v2/interactionmodel/prompt/content/static_canvas_prompt.proto '
        'google/actions/sdk/v2/interactionmodel/scene.proto '
        'google/actions/sdk/v2/interactionmodel/type/regular_expression_type.proto '
        'google/ads/datamanager/v1/user_list.proto google/ads/googleads/v22/common/tag_snippet.proto '
        'google/ads/googleads/v22/services/conversion_action_service.proto '
        'google/ads/googleads/v22/services/shareable_preview_service.proto '
        'google/ads/googleads/v23/common/custom_parameter.proto '
        'google/ads/googleads/v24/resources/campaign_goal_config.proto '
        'google/ads/googleads/v24/resources/dynamic_search_ads_search_term_view.proto '
        'google/ads/googleads/v24/services/automatically_created_asset_removal_service.proto '
        'google/ads/googleads/v24/services/bidding_seasonality_adjustment_service.proto '
        'google/ads/searchads360/v0/enums/advertising_channel_type.proto '
        'google/ai/generativelanguage/v1alpha/content.proto '
        'google/ai/generativelanguage/v1alpha/text_service.proto '
        'google/ai/generativelanguage/v1beta3/permission_service.proto '
        'google/analytics/admin/v1alpha/analytics_admin.proto google/api/cloudquotas/v1/BUILD.bazel '
        'google/appengine/v1beta/domain_mapping.proto google/bigtable/admin/v2/BUILD.bazel '
        'google/bigtable/v2/session.proto google/chat/v1/group.proto '
        'google/chromeos/moblab/v1beta1/test_service.proto '
        'google/cloud/agentidentitycredentials/v1/BUILD.bazel '
        'google/cloud/aiplatform/v1/schema/predict/instance/BUILD.bazel '
        'google/cloud/aiplatform/v1/schema/predict/params/BUILD.bazel '
        'google/cloud/aiplatform/v1/schema/predict/prediction/BUILD.bazel '
        'google/cloud/aiplatform/v1/schema/trainingjob/definition/BUILD.bazel '
        'google/cloud/aiplatform/v1beta1/schema/annotation_payload.proto '
        'google/cloud/aiplatform/v1beta1/schema/predict/instance/BUILD.bazel '
        'google/cloud/aiplatform/v1beta1/schema/predict/params/BUILD.bazel '
        'google/cloud/aiplatform/v1beta1/schema/predict/prediction/BUILD.bazel '
        'google/cloud/aiplatform/v1beta1/schema/trainingjob/definition/BUILD.bazel '
        'google/cloud/apigateway/v1/apigateway_grpc_service_config.json '
        'google/cloud/apigeeconnect/v1/BUILD.bazel google/cloud/apihub/v1/apihub_service.proto '
        'google/cloud/asset/v1p5beta1/cloudasset_grpc_service_config.json '
        'google/cloud/baremetalsolution/BUILD.bazel google/cloud/baremetalsolution/v2/volume.proto '
        'google/cloud/biglake/hive/v1beta/biglake_hive_metastore_v1beta_grpc_service_config.json '
        'google/cloud/bigquery/connection/v1/connection.proto google/cloud/bigquery/migration/v2/BUILD.bazel '
        'google/cloud/billing/v1/cloudbilling_v1.yaml '
        'google/cloud/capacityplanner/v1beta/future_reservation.proto '
        'google/cloud/ces/v1beta/app_version.proto google/cloud/ces/v1beta/data_store_tool.proto '
        'google/cloud/channel/v1/billing_accounts.proto google/cloud/channel/v1/customers.proto '
        'google/cloud/chronicle/v1/chronicle_gapic.yaml '
        'google/cloud/commerce/consumer/procurement/v1/license_management_service.proto '
        'google/cloud/configdelivery/v1beta/config_delivery.proto '
        'google/cloud/databasecenter/v1beta/service.proto '
        'google/cloud/dialogflow/cx/v3/data_store_connection.proto google/cloud/dialogflow/v2/ces_tool.proto '
        'google/cloud/dialogflow/v2beta1/environment.proto '
        'google/cloud/discoveryengine/v1alpha/grounded_generation_service.proto '
        'google/cloud/discoveryengine/v1beta/discoveryengine_grpc_service_config.json '
        'google/cloud/documentai/v1beta3/geometry.proto google/cloud/functions/v2beta/BUILD.bazel '
        'google/cloud/gdchardwaremanagement/v1alpha/service.proto '
        'google/cloud/geminidataanalytics/v1beta/conversation.proto '
        'google/cloud/gkehub/v1alpha/multiclusteringress/BUILD.bazel '
        'google/cloud/gkemulticloud/v1/gkemulticloud_grpc_service_config.json '
        'google/cloud/hypercomputecluster/v1/hypercompute_cluster.proto google/cloud/kms/v1/service.proto '
        'google/cloud/maintenance/api/v1/maintenance_service.proto '
        'google/cloud/maintenance/api/v1/maintenance_v1_grpc_service_config.json '
        'google/cloud/managedidentities/v1beta1/managed_identities_service.proto '
        'google/cloud/managedkafka/schemaregistry/BUILD.bazel google/cloud/managedkafka/v1/resources.proto '
        'google/cloud/netapp/v1/replication.proto google/cloud/networkconnectivity/v1/BUILD.bazel '
        'google/cloud/networkservices/v1/network_services.proto google/cloud/osconfig/v1/os_policy.proto '
        'google/cloud/osconfig/v1alpha/osconfig_grpc_service_config.json '
        'google/cloud/privatecatalog/v1beta1/private_catalog.proto '
        'google/cloud/recommender/logging/v1/action_log.proto '
        'google/cloud/retail/v2alpha/merchant_center_account_link_service.proto '
        'google/cloud/saasaccelerator/management/logs/v1/BUILD.bazel '
        'google/cloud/scheduler/v1/cloudscheduler.proto google/cloud/secretmanager/v1/BUILD.bazel '
        'google/cloud/security/privateca/BUILD.bazel google/cloud/securitycenter/v1/mute_config.proto '
        'google/cloud/securitycenter/v1p1beta1/notification_config.proto '
        'google/cloud/securitycenter/v2/cloud_dlp_data_profile.proto '
        'google/cloud/sensitiveaction/logging/v1/BUILD.bazel google/cloud/support/v2beta/BUILD.bazel '
        'google/cloud/texttospeech/v1/cloud_tts.proto google/cloud/universalledger/v1/status_event.proto '
        'google/cloud/vmwareengine/v1/vmwareengine_v1.yaml google/cloud/workloadidentity/BUILD.bazel '
        'google/cloud/workloadidentity/v1/BUILD.bazel google/devtools/resultstore/v2/resultstore_v2.yaml '
        'google/iam/v1/iam_policy.proto google/maps/addressvalidation/v1/addressvalidation_v1.yaml '
        'google/maps/fleetengine/v1/fleetengine_v1.yaml google/maps/routing/v2/route_label.proto '
        'google/maps/weather/v1/precipitation.proto google/monitoring/dashboard/BUILD.bazel '
        'google/shopping/merchant/datasources/v1/fileuploads.proto '
        'google/shopping/merchant/promotions/v1/merchantapi_v1.yaml google/type/dayofweek.proto '
        'google/type/quaternion.proto'
    ),
    'google/ads/admanager/v1': (
        'ad_review_center_ad_enums.proto browser_service.proto dai_authentication_key_enums.proto '
        'line_item_deal_info.proto linked_device_messages.proto live_stream_service.proto '
        'rich_media_ads_company_enums.proto'
    ),
    'google/ads/googleads/v22/enums': (
        'BUILD.bazel asset_set_status.proto asset_source.proto keyword_plan_forecast_interval.proto '
        'reach_plan_surface.proto user_list_membership_status.proto'
    ),
    'google/ads/googleads/v22/errors': (
        'customer_lifecycle_goal_error.proto id_error.proto keyword_plan_error.proto '
        'recommendation_subscription_error.proto'
    ),
    'google/ads/googleads/v22/resources': (
        'accessible_bidding_strategy.proto customer_user_access.proto travel_activity_performance_view.proto'
    ),
    'google/ads/googleads/v23/enums': (
        'ad_strength_action_item_type.proto bidding_strategy_status.proto brand_state.proto '
        'campaign_status.proto conversion_customer_type.proto device.proto match_type.proto '
        'multi_party_auth_operation_type.proto performance_max_upgrade_status.proto preview_type.proto '
        'reach_plan_age_range.proto reservation_request_type.proto '
        'third_party_viewability_integration_partner.proto value_rule_set_attachment_type.proto '
        'youtube_video_privacy.proto'
    ),
    'google/ads/googleads/v23/errors': (
        'ad_customizer_error.proto batch_job_error.proto conversion_value_rule_error.proto '
        'region_code_error.proto size_limit_error.proto'
    ),
    'google/ads/googleads/v23/resources': (
        'conversion_action.proto data_link.proto hotel_group_view.proto income_range_view.proto '
        'keyword_plan_ad_group_keyword.proto travel_activity_performance_view.proto'
    ),
    'google/ads/googleads/v23/services': (
        'custom_conversion_goal_service.proto customer_asset_service.proto '
        'customer_conversion_goal_service.proto customizer_attribute_service.proto'
    ),
    'google/ads/googleads/v24/enums': (
        'asset_set_link_status.proto asset_source.proto call_conversion_reporting_state.proto '
        'chain_relationship_type.proto criterion_system_serving_status.proto frequency_cap_event_type.proto '
        'landing_page_source.proto shopping_add_products_to_campaign_recommendation_enum.proto '
        'user_interest_taxonomy_type.proto'
    ),
    'google/ads/googleads/v24/errors': (
        'asset_set_error.proto audience_error.proto payments_account_error.proto region_code_error.proto '
        'shopping_product_error.proto'
    ),
    'google/ads/googleads/v25/enums': (
        'ad_serving_optimization_status.proto asset_orientation.proto chain_relationship_type.proto '
        'conversion_customer_type.proto frequency_cap_time_unit.proto lead_form_desired_intent.proto '
        'local_services_employee_status.proto local_services_verification_artifact_type.proto '
        'recommendation_type.proto resource_limit_type.proto seasonality_event_scope.proto '
        'seasonality_event_status.proto targeting_dimension.proto youtube_video_upload_state.proto'
    ),
    'google/ads/googleads/v25/errors': (
        'invoice_error.proto policy_finding_error.proto policy_validation_parameter_error.proto'
    ),
    'google/ads/googleads/v25/resources': (
        'asset_group_listing_group_filter.proto combined_audience.proto lift_measurement_age_range.proto'
    ),
    'google/ads/googleads/v25/services': (
        'ad_group_asset_service.proto customer_manager_link_service.proto recommendation_service.proto '
        'shareable_preview_service.proto'
    ),
    'google/cloud/aiplatform/v1': (
        'encryption_spec.proto event.proto feature_online_store_service.proto'
    ),
    'google/cloud/aiplatform/v1beta1': (
        'job_state.proto metadata_service.proto model_monitor.proto reasoning_engine_runtime_revision.proto '
        'vertex_rag_service.proto'
    ),
}


DISCOVERYENGINE_KIND = {
    'google/cloud/discoveryengine/v1': (
        'answer.proto assist_answer.proto assistant.proto assistant_service.proto chunk.proto '
        'cmek_config_service.proto common.proto completion.proto completion_service.proto control.proto '
        'control_service.proto conversation.proto conversational_search_service.proto '
        'custom_tuning_model.proto data_store.proto data_store_service.proto document.proto '
        'document_processing_config.proto document_service.proto engine.proto engine_service.proto '
        'grounded_generation_service.proto grounding.proto identity_mapping_store.proto '
        'identity_mapping_store_service.proto import_config.proto project.proto project_service.proto '
        'purge_config.proto rank_service.proto recommendation_service.proto safety.proto schema.proto '
        'schema_service.proto search_service.proto search_tuning_service.proto serving_config.proto '
        'serving_config_service.proto session.proto session_service.proto site_search_engine.proto '
        'site_search_engine_service.proto user_event.proto user_event_service.proto user_license.proto '
        'user_license_service.proto'
    ),
    'google/cloud/discoveryengine/v1alpha': (
        'acl_config.proto acl_config_service.proto answer.proto chunk.proto chunk_service.proto common.proto '
        'completion.proto completion_service.proto control.proto control_service.proto conversation.proto '
        'conversational_search_service.proto custom_tuning_model.proto data_store.proto '
        'data_store_service.proto document.proto document_processing_config.proto document_service.proto '
        'engine.proto engine_service.proto estimate_billing_service.proto evaluation.proto '
        'evaluation_service.proto grounded_generation_service.proto grounding.proto import_config.proto '
        'project.proto project_service.proto purge_config.proto rank_service.proto '
        'recommendation_service.proto sample_query.proto sample_query_service.proto sample_query_set.proto '
        'sample_query_set_service.proto schema.proto schema_service.proto search_service.proto '
        'search_tuning_service.proto serving_config.proto serving_config_service.proto session.proto '
        'session_service.proto site_search_engine.proto site_search_engine_service.proto user_event.proto '
        'user_event_service.proto'
    ),
    'google/cloud/discoveryengine/v1beta': (
        'acl_config.proto acl_config_service.proto agent_gateway_setting.proto answer.proto '
        'assist_answer.proto assistant.proto assistant_service.proto chunk.proto cmek_config_service.proto '
        'common.proto completion.proto completion_service.proto control.proto control_service.proto '
        'conversation.proto conversational_search_service.proto custom_tuning_model.proto data_store.proto '
        'data_store_service.proto document.proto document_processing_config.proto document_service.proto '
        'engine.proto engine_service.proto evaluation.proto evaluation_service.proto feedback.proto '
        'grounded_generation_service.proto grounding.proto identity_mapping_store.proto '
        'identity_mapping_store_service.proto import_config.proto license_config.proto '
        'license_config_service.proto logging.proto project.proto project_service.proto purge_config.proto '
        'rank_service.proto recommendation_service.proto safety.proto sample_query.proto '
        'sample_query_service.proto sample_query_set.proto sample_query_set_service.proto schema.proto '
        'schema_service.proto search_service.proto search_tuning_service.proto serving_config.proto '
        'serving_config_service.proto session.proto session_service.proto site_search_engine.proto '
        'site_search_engine_service.proto user_event.proto user_event_service.proto user_license.proto '
        'user_license_service.proto user_store.proto user_store_service.proto'
    ),
}

DISCOVERYENGINE_OTHER = {
    '': (
        'google/actions/sdk/v2/interactionmodel/entity_set.proto '
        'google/actions/sdk/v2/interactionmodel/prompt/content/static_canvas_prompt.proto '
        'google/actions/sdk/v2/interactionmodel/scene.proto '
        'google/actions/sdk/v2/interactionmodel/type/regular_expression_type.proto '
        'google/ads/datamanager/v1/user_list.proto google/ads/googleads/v22/common/tag_snippet.proto '
        'google/ads/googleads/v22/services/conversion_action_service.proto '
        'google/ads/googleads/v22/services/shareable_preview_service.proto '
        'google/ads/googleads/v23/common/custom_parameter.proto '
        'google/ads/googleads/v24/resources/campaign_goal_config.proto '
        'google/ads/googleads/v24/resources/dynamic_search_ads_search_term_view.proto '
        'google/ads/googleads/v24/services/automatically_created_asset_removal_service.proto '
        'google/ads/googleads/v24/services/bidding_seasonality_adjustment_service.proto '
        'google/ads/searchads360/v0/enums/advertising_channel_type.proto '
        'google/ai/generativelanguage/v1alpha/content.proto '
        'google/ai/generativelanguage/v1alpha/text_service.proto '
        'google/ai/generativelanguage/v1beta3/permission_service.proto '
        'google/analytics/admin/v1alpha/analytics_admin.proto google/api/cloudquotas/v1/BUILD.bazel '
        'google/appengine/v1beta/domain_mapping.proto google/bigtable/admin/v2/BUILD.bazel '
        'google/bigtable/v2/session.proto google/chat/v1/group.proto '
        'google/chromeos/moblab/v1beta1/test_service.proto '
        'google/cloud/agentidentitycredentials/v1/BUILD.bazel '
        'google/cloud/aiplatform/v1beta1/schema/predict/prediction/text_sentiment.proto '
        'google/cloud/aiplatform/v1beta1/schema/predict/prediction/video_object_tracking.proto '
        'google/cloud/aiplatform/v1beta1/schema/trainingjob/definition/automl_text_extraction.proto '
        'google/cloud/alloydb/v1beta/alloydb_v1beta.yaml google/cloud/audit/audit_log.proto '
        'google/cloud/automl/v1/automl_v1.yaml google/cloud/backupdr/logging/v1/eventlog.proto '
        'google/cloud/baremetalsolution/v2/osimage.proto '
        'google/cloud/beyondcorp/appgateways/v1/app_gateways_service.proto '
        'google/cloud/bigquery/storage/v1beta1/bigquerystorage_v1beta1.yaml '
        'google/cloud/bigquery/v2/dataset.proto google/cloud/binaryauthorization/v1/service.proto '
        'google/cloud/capacityplanner/v1beta/BUILD.bazel google/cloud/channel/v1/common.proto '
        'google/cloud/clouddms/v1/library_grpc_service_config.json '
        'google/cloud/compute/v1small/compute_small_v1.yaml google/cloud/dataplex/v1/security.proto '
        'google/cloud/dialogflow/cx/v3/agent.proto google/cloud/dialogflow/cx/v3beta1/dialogflow_v3beta1.yaml '
        'google/cloud/dialogflow/v2beta1/tool_call.proto google/cloud/discoveryengine/BUILD.bazel '
        'google/cloud/discoveryengine/logging/error_log.proto google/cloud/domains/v1beta1/domains.proto '
        'google/cloud/filestore/v1beta1/file_grpc_service_config.json '
        'google/cloud/gkehub/policycontroller/v1beta/policycontroller.proto '
        'google/cloud/gkehub/v1/membership.proto google/cloud/gkehub/v1beta/metering/metering.proto '
        'google/cloud/identitytoolkit/logging/request_log.proto google/cloud/iot/v1/resources.proto '
        'google/cloud/language/v1/language_grpc_service_config.json '
        'google/cloud/mediatranslation/v1beta1/BUILD.bazel '
        'google/cloud/migrationcenter/v1/migrationcenter_grpc_service_config.json '
        'google/cloud/modelarmor/BUILD.bazel google/cloud/netapp/v1/backup.proto '
        'google/cloud/netapp/v1/host_group.proto google/cloud/networkanalyzer/logging/v1/analyzer_log.proto '
        'google/cloud/networksecurity/v1alpha1/gateway_security_policy_rule.proto '
        'google/cloud/networksecurity/v1alpha1/security_profile_group_intercept.proto '
        'google/cloud/oracledatabase/v1/goldengate_deployment_type.proto '
        'google/cloud/policytroubleshooter/v1/checker_grpc_service_config.json '
        'google/cloud/productregistry/v1/logical_product.proto '
        'google/cloud/redis/cluster/v1/redis_cluster_v1_grpc_service_config.json '
        'google/cloud/retail/v2/search_service.proto '
        'google/cloud/saasplatform/saasservicemgmt/logging/v1/unit_operation_log.proto '
        'google/cloud/securitycenter/settings/v1beta1/detector.proto '
        'google/cloud/securitycenter/v2/label.proto google/cloud/sensitiveaction/logging/v1/BUILD.bazel '
        'google/cloud/servicehealth/v1/event_resources.proto google/cloud/sql/v1beta4/sqladmin_v1beta4.yaml '
        'google/cloud/texttospeech/v1/BUILD.bazel google/cloud/video/stitcher/v1/companions.proto '
        'google/cloud/vision/BUILD.bazel google/cloud/workloadmanager/v1/BUILD.bazel '
        'google/developers/knowledge/v1/developerknowledge_v1_grpc_service_config.json '
        'google/developers/knowledge/v1alpha/BUILD.bazel '
        'google/home/enterprise/sdm/v1/smartdevicemanagement_v1.yaml '
        'google/maps/aerialview/v1/aerialview_grpc_service_config.json google/maps/places/v1/polyline.proto '
        'google/maps/roads/v1op/BUILD.bazel google/monitoring/metricsscope/v1/monitoring_gapic.yaml '
        'google/privacy/dlp/v2/BUILD.bazel google/rpc/context/BUILD.bazel '
        'google/shopping/merchant/productstudio/v1alpha/textsuggestions.proto '
        'google/spanner/v1/result_set.proto'
    ),
    'google/ads/admanager/v1': (
        'ad_review_center_ad_enums.proto dai_authentication_key_enums.proto line_item_deal_info.proto '
        'linked_device_messages.proto live_stream_service.proto rich_media_ads_company_enums.proto'
    ),
    'google/ads/googleads/v22/enums': (
        'BUILD.bazel asset_set_status.proto asset_source.proto keyword_plan_forecast_interval.proto '
        'reach_plan_surface.proto user_list_membership_status.proto'
    ),
    'google/ads/googleads/v22/errors': (
        'customer_lifecycle_goal_error.proto id_error.proto keyword_plan_error.proto '
        'recommendation_subscription_error.proto'
    ),
    'google/ads/googleads/v22/resources': (
        'accessible_bidding_strategy.proto customer_user_access.proto travel_activity_performance_view.proto'
    ),
    'google/ads/googleads/v23/enums': (
        'ad_strength_action_item_type.proto bidding_strategy_status.proto brand_state.proto '
        'campaign_status.proto conversion_customer_type.proto device.proto match_type.proto '
        'multi_party_auth_operation_type.proto performance_max_upgrade_status.proto preview_type.proto '
        'reach_plan_age_range.proto reservation_request_type.proto '
        'third_party_viewability_integration_partner.proto value_rule_set_attachment_type.proto '
        'youtube_video_privacy.proto'
    ),
    'google/ads/googleads/v23/errors': (
        'ad_customizer_error.proto batch_job_error.proto conversion_value_rule_error.proto '
        'region_code_error.proto size_limit_error.proto'
    ),
    'google/ads/googleads/v23/resources': (
        'conversion_action.proto data_link.proto hotel_group_view.proto income_range_view.proto '
        'keyword_plan_ad_group_keyword.proto travel_activity_performance_view.proto'
    ),
    'google/ads/googleads/v23/services': (
        'custom_conversion_goal_service.proto customer_asset_service.proto '
        'customer_conversion_goal_service.proto customizer_attribute_service.proto'
    ),
    'google/ads/googleads/v24/enums': (
        'asset_set_link_status.proto asset_source.proto call_conversion_reporting_state.proto '
        'chain_relationship_type.proto criterion_system_serving_status.proto frequency_cap_event_type.proto '
        'landing_page_source.proto shopping_add_products_to_campaign_recommendation_enum.proto '
        'user_interest_taxonomy_type.proto'
    ),
    'google/ads/googleads/v24/errors': (
        'asset_set_error.proto audience_error.proto payments_account_error.proto region_code_error.proto '
        'shopping_product_error.proto'
    ),
    'google/ads/googleads/v25/enums': (
        'ad_serving_optimization_status.proto asset_orientation.proto chain_relationship_type.proto '
        'conversion_customer_type.proto frequency_cap_time_unit.proto lead_form_desired_intent.proto '
        'local_services_employee_status.proto local_services_verification_artifact_type.proto '
        'recommendation_type.proto resource_limit_type.proto seasonality_event_scope.proto '
        'seasonality_event_status.proto targeting_dimension.proto youtube_video_upload_state.proto'
    ),
    'google/ads/googleads/v25/errors': (
        'invoice_error.proto policy_finding_error.proto policy_validation_parameter_error.proto'
    ),
    'google/ads/googleads/v25/resources': (
        'asset_group_listing_group_filter.proto combined_audience.proto lift_measurement_age_range.proto'
    ),
    'google/ads/googleads/v25/services': (
        'ad_group_asset_service.proto customer_manager_link_service.proto recommendation_service.proto '
        'shareable_preview_service.proto'
    ),
    'google/cloud/aiplatform/v1': (
        'encryption_spec.proto event.proto feature_online_store_service.proto'
    ),
    'google/cloud/aiplatform/v1beta1': (
        'env_var.proto execution.proto feature_monitor_job.proto metadata_service.proto model_monitor.proto '
        'reasoning_engine.proto'
    ),
    'google/cloud/ces/v1': (
        'connector_tool.proto deployment.proto python_function.proto'
    ),
    'google/cloud/discoveryengine/v1': (
        'BUILD.bazel discoveryengine_grpc_service_config.json discoveryengine_v1.yaml'
    ),
    'google/cloud/discoveryengine/v1alpha': (
        'BUILD.bazel discoveryengine_grpc_service_config.json discoveryengine_v1alpha.yaml'
    ),
    'google/cloud/discoveryengine/v1beta': (
        'BUILD.bazel discoveryengine_grpc_service_config.json discoveryengine_v1beta.yaml'
    ),
    'google/cloud/securitycenter/v1': (
        'cloud_armor.proto external_system.proto resource.proto'
    ),
}


UMAMI_PRISMA_KIND = {
    '': (
        'prisma/migrations/01_init/migration.sql '
        'prisma/migrations/02_report_schema_session_data/migration.sql '
        'prisma/migrations/03_metric_performance_index/migration.sql '
        'prisma/migrations/04_team_redesign/migration.sql prisma/migrations/05_add_visit_id/migration.sql '
        'prisma/migrations/06_session_data/migration.sql prisma/migrations/07_add_tag/migration.sql '
        'prisma/migrations/08_add_utm_clid/migration.sql '
        'prisma/migrations/09_update_hostname_region/migration.sql '
        'prisma/migrations/10_add_distinct_id/migration.sql prisma/migrations/11_add_segment/migration.sql '
        'prisma/migrations/12_update_report_parameter/migration.sql '
        'prisma/migrations/13_add_revenue/migration.sql prisma/migrations/14_add_link_and_pixel/migration.sql '
        'prisma/migrations/15_add_share/migration.sql prisma/migrations/16_boards/migration.sql '
        'prisma/migrations/17_remove_duplicate_key/migration.sql '
        'prisma/migrations/18_add_performance/migration.sql '
        'prisma/migrations/19_add_session_replay/migration.sql'
    ),
}

UMAMI_PRISMA_OTHER = {
    '': (
        'CONTRIBUTING.md cypress/e2e/login.cy.ts cypress/fixtures/users.json cypress/fixtures/websites.json '
        'cypress/support/e2e.ts db/clickhouse/migrations/03_session_data.sql package.json pnpm-lock.yaml '
        'postcss.config.js prisma/migrations/migration_lock.toml prisma/schema.prisma '
        'public/images/device/laptop.png public/images/os/qnx.png rollup.tracker.config.js '
        'scripts/seed/distributions/referrers.ts scripts/seed/generators/revenue.ts scripts/seed/index.ts '
        'scripts/seed/utils.ts src/app/(collect)/p/[slug]/route.ts src/app/(main)/UpdateNotice.tsx '
        'src/app/(main)/admin/AdminLayout.tsx src/app/(main)/admin/AdminNav.tsx '
        'src/app/(main)/admin/users/[userId]/page.tsx src/app/(main)/admin/users/page.tsx '
        'src/app/(main)/admin/websites/[websiteId]/page.tsx '
        'src/app/(main)/boards/[boardId]/BoardEditColumn.tsx '
        'src/app/(main)/boards/[boardId]/boardConstants.ts '
        'src/app/(main)/boards/[boardId]/edit/BoardEditPage.tsx '
        'src/app/(main)/dashboard/DashboardEditPage.tsx src/app/(main)/dashboard/edit/page.tsx '
        'src/app/(main)/links/[linkId]/edit/LinkEditPage.tsx src/app/(main)/links/page.tsx '
        'src/app/(main)/pixels/PixelsTable.tsx src/app/(main)/pixels/[pixelId]/PixelHeader.tsx '
        'src/app/(main)/pixels/[pixelId]/PixelShareForm.tsx '
        'src/app/(main)/settings/preferences/PreferenceSettings.tsx '
        'src/app/(main)/settings/profile/ProfilePage.tsx '
        'src/app/(main)/teams/[teamId]/TeamMembersDataTable.tsx src/app/(main)/websites/WebsitesDataTable.tsx '
        'src/app/(main)/websites/[websiteId]/(reports)/goals/GoalAddButton.tsx '
        'src/app/(main)/websites/[websiteId]/(reports)/journeys/Journey.tsx '
        'src/app/(main)/websites/[websiteId]/cohorts/CohortsTable.tsx '
        'src/app/(main)/websites/[websiteId]/compare/CompareTables.tsx '
        'src/app/(main)/websites/[websiteId]/events/EventsDataTable.tsx '
        'src/app/(main)/websites/[websiteId]/realtime/RealtimePage.tsx '
        'src/app/(main)/websites/[websiteId]/replays/ReplaysPage.tsx '
        'src/app/(main)/websites/[websiteId]/replays/SavedReplaysDataTable.tsx '
        'src/app/(main)/websites/[websiteId]/replays/[replayId]/ReplayPlayback.tsx '
        'src/app/(main)/websites/[websiteId]/segments/SegmentsDataTable.tsx '
        'src/app/(main)/websites/[websiteId]/segments/SegmentsPage.tsx '
        'src/app/(main)/websites/[websiteId]/sessions/SessionsPage.tsx '
        'src/app/(main)/websites/[websiteId]/settings/WebsiteTrackingCode.tsx '
        'src/app/(main)/websites/[websiteId]/settings/constants.ts src/app/api/auth/sso/route.ts '
        'src/app/api/dashboard/route.ts src/app/api/record/route.ts src/app/api/reports/route.ts '
        'src/app/api/scripts/telemetry/route.ts src/app/api/share/[slug]/route.ts '
        'src/app/api/users/[userId]/route.ts src/app/api/websites/[websiteId]/active/route.ts '
        'src/app/api/websites/[websiteId]/events/stats/route.ts '
        'src/app/api/websites/[websiteId]/segments/route.ts src/app/api/websites/[websiteId]/shares/route.ts '
        'src/assets/bookmark.svg src/assets/gear.svg src/index.ts src/queries/prisma/sessionReplay.ts '
        'src/queries/sql/events/getEventDataById.ts src/queries/sql/events/saveRevenue.ts '
        'src/queries/sql/sessions/getWebsiteSession.ts src/test/README.md src/tracker/index.js tsconfig.json '
        'tsconfig.prisma.json'
    ),
    '.github/workflows': (
        'cd-cloud.yml ci.yml stale-issues.yml'
    ),
    'public/images/browser': (
        'chrome.png ios.png samsung.png'
    ),
    'public/images/country': (
        'ao.png at.png ba.png be.png bs.png cg.png co.png cy.png dk.png eh.png fj.png fk.png fr.png '
        'gb-eng.png gb.png gt.png gw.png hk.png hm.png id.png im.png in.png io.png is.png jo.png ky.png '
        'kz.png ma.png me.png mg.png mh.png mp.png my.png na.png pk.png pr.png pt.png qa.png sd.png sx.png '
        'tc.png tl.png uy.png va.png vc.png ye.png'
    ),
    'public/intl/country': (
        'bg-BG.json ca-ES.json en-US.json es-MX.json hi-IN.json ja-JP.json mn-MN.json ru-RU.json si-LK.json '
        'ta-IN.json uz-UZ.json'
    ),
    'public/intl/language': (
        'de-DE.json en-US.json hr-HR.json km-KH.json sv-SE.json vi-VN.json'
    ),
    'public/intl/messages': (
        'bg-BG.json da-DK.json ms-MY.json my-MM.json pt-PT.json ro-RO.json ta-IN.json'
    ),
    'src/app/(main)/boards': (
        'BoardDeleteButton.tsx BoardProvider.tsx BoardsDataTable.tsx BoardsPage.tsx '
        'useBoardEntityBadgeProps.ts'
    ),
    'src/app/(main)/websites/[websiteId]': (
        'WebsiteHeader.tsx WebsiteLayout.tsx WebsitePage.tsx'
    ),
    'src/components/common': (
        'AnimatedDiv.tsx ErrorMessage.tsx MultiSelect.tsx PageHeader.tsx'
    ),
    'src/components/hooks': (
        'useApi.ts useDateParameters.ts useLanguageNames.ts'
    ),
    'src/components/hooks/queries': (
        'useBoardSharesQuery.ts useDeleteQuery.ts useEventDataQuery.ts useWebsiteCohortQuery.ts '
        'useWebsitesQuery.ts'
    ),
    'src/components/input': (
        'DownloadButton.tsx FieldFilters.tsx MobileMenuButton.tsx PixelSelect.tsx PreferencesButton.tsx '
        'ReportEditButton.tsx'
    ),
    'src/components/svg': (
        'BarChart.tsx Bookmark.tsx Globe.tsx Link.tsx Speaker.tsx Switch.tsx'
    ),
    'src/lib': (
        'auth.ts boards.test.ts charts.ts crypto.ts get-base-url.ts kafka.ts password.ts types.ts'
    ),
    'src/permissions': (
        'entity.ts report.ts website.ts'
    ),
    'src/queries/sql': (
        'getChannelMetrics.ts getWeeklyTraffic.ts index.ts'
    ),
    'src/queries/sql/reports': (
        'getFunnel.ts getPerformanceMetrics.ts getRevenueStats.ts'
    ),
}


UMAMI_CLICKHOUSE_KIND = {
    'db/clickhouse/migrations': (
        '01_edit_keys.sql 02_add_visit_id.sql 03_session_data.sql 04_add_tag.sql 05_add_utm_clid.sql '
        '06_update_subdivision.sql 07_add_distinct_id.sql 08_update_hostname_view.sql 09_add_performance.sql '
        '10_add_session_replay.sql'
    ),
}

UMAMI_CLICKHOUSE_OTHER = {
    '': (
        '.github/workflows/cd-cloud.yml .github/workflows/ci.yml CONTRIBUTING.md cypress/e2e/login.cy.ts '
        'cypress/fixtures/users.json cypress/fixtures/websites.json cypress/support/e2e.ts '
        'db/clickhouse/schema.sql db/postgresql/data-migrations/convert-utm-clid-columns.sql '
        'db/postgresql/data-migrations/populate-revenue-table.sql netlify.toml '
        'prisma/migrations/04_team_redesign/migration.sql prisma/migrations/05_add_visit_id/migration.sql '
        'prisma/migrations/12_update_report_parameter/migration.sql public/favicon-32x32.png '
        'scripts/seed/distributions/referrers.ts scripts/seed/generators/sessions.ts '
        'src/app/(collect)/p/[slug]/route.ts src/app/(main)/admin/users/[userId]/UserSettings.tsx '
        'src/app/(main)/admin/websites/[websiteId]/page.tsx src/app/(main)/admin/websites/page.tsx '
        'src/app/(main)/links/LinksPage.tsx src/app/(main)/links/[linkId]/LinkHeader.tsx '
        'src/app/(main)/links/page.tsx src/app/(main)/pixels/PixelDeleteButton.tsx '
        'src/app/(main)/pixels/PixelsDataTable.tsx src/app/(main)/pixels/[pixelId]/edit/page.tsx '
        'src/app/(main)/settings/preferences/PreferencesPage.tsx src/app/(main)/teams/TeamsPage.tsx '
        'src/app/(main)/teams/[teamId]/TeamSettings.tsx '
        'src/app/(main)/websites/[websiteId]/(reports)/breakdown/page.tsx '
        'src/app/(main)/websites/[websiteId]/(reports)/funnels/FunnelsPage.tsx '
        'src/app/(main)/websites/[websiteId]/@modal/(.)replays/[sessionId]/page.tsx '
        'src/app/(main)/websites/[websiteId]/@modal/(.)sessions/[sessionId]/page.tsx '
        'src/app/(main)/websites/[websiteId]/WebsiteControls.tsx '
        'src/app/(main)/websites/[websiteId]/cohorts/CohortDeleteButton.tsx '
        'src/app/(main)/websites/[websiteId]/cohorts/CohortsDataTable.tsx '
        'src/app/(main)/websites/[websiteId]/events/EventsPage.tsx '
        'src/app/(main)/websites/[websiteId]/replays/[replayId]/ReplayPlayer.tsx '
        'src/app/(main)/websites/[websiteId]/replays/[replayId]/ReplaySaveForm.tsx '
        'src/app/(main)/websites/[websiteId]/sessions/SessionProfile.tsx src/app/api/auth/logout/route.ts '
        'src/app/api/me/password/route.ts src/app/api/reports/attribution/route.ts '
        'src/app/api/reports/funnel/route.ts src/app/api/reports/journey/route.ts '
        'src/app/api/teams/[teamId]/links/route.ts src/app/api/teams/[teamId]/users/route.ts '
        'src/app/api/websites/[websiteId]/event-data/events/route.ts '
        'src/app/api/websites/[websiteId]/replays/route.ts '
        'src/app/api/websites/[websiteId]/session-data/values/route.ts '
        'src/app/share/[slug]/[[...path]]/page.tsx src/assets/change.svg src/assets/visitor.svg '
        'src/components/hooks/context/usePixel.ts src/components/hooks/context/useWebsite.ts '
        'src/components/hooks/useDocumentClick.ts src/components/hooks/useWebsiteNavItems.tsx '
        'src/components/metrics/RevenueChart.tsx src/components/share/SimpleShareCreateForm.tsx '
        'src/declaration.d.ts src/permissions/board.ts src/permissions/user.ts src/queries/prisma/segment.ts '
        'src/queries/sql/events/getEventExpandedMetrics.ts src/queries/sql/events/getEventUsage.ts '
        'src/queries/sql/getActiveVisitors.ts src/queries/sql/getChannelExpandedMetrics.ts '
        'src/queries/sql/pageviews/getPageviewMetrics.ts src/queries/sql/replays/getSessionReplays.ts '
        'src/queries/sql/reports/getGoal.ts src/queries/sql/sessions/createSession.ts '
        'src/queries/sql/sessions/getWebsiteSessions.ts src/store/dashboard.ts src/store/websites.ts '
        'src/test/README.md tsconfig.json tsup.config.js'
    ),
    'public/images/browser': (
        'edge-ios.png instagram.png yandexbrowser.png'
    ),
    'public/images/country': (
        'ag.png aq.png at.png bi.png bv.png cf.png cm.png cu.png dj.png ec.png ee.png er.png et.png fm.png '
        'gi.png gm.png gp.png gq.png gw.png hm.png hn.png hr.png id.png in.png kg.png kh.png li.png ls.png '
        'lu.png lv.png mf.png mq.png ms.png nu.png pe.png pg.png pl.png re.png sl.png sr.png t1.png tv.png '
        'tz.png ua.png ve.png ws.png'
    ),
    'public/images/os': (
        'beos.png windows-me.png windows-vista.png'
    ),
    'public/intl/country': (
        'bs-BA.json cs-CZ.json en-US.json fo-FO.json hr-HR.json ms-MY.json my-MM.json pt-BR.json sk-SK.json'
    ),
    'public/intl/language': (
        'be-BY.json bs-BA.json es-ES.json fr-FR.json pl-PL.json sl-SI.json uk-UA.json zh-TW.json'
    ),
    'public/intl/messages': (
        'hu-HU.json lt-LT.json mn-MN.json pt-BR.json zh-CN.json'
    ),
    'scripts': (
        'check-env.js download-language-names.js seed-data.ts telemetry.js update-tracker.js'
    ),
    'src/app/(main)/admin/users': (
        'UsersPage.tsx UsersTable.tsx page.tsx'
    ),
    'src/app/(main)/boards': (
        'BoardAddButton.tsx BoardsDataTable.tsx useBoardEntityBadgeProps.ts'
    ),
    'src/app/(main)/boards/[boardId]': (
        'BoardShareCreateForm.tsx BoardSharesTable.tsx boardConstants.ts page.tsx'
    ),
    'src/app/(main)/websites/[websiteId]/realtime': (
        'RealtimeHeader.tsx RealtimePage.tsx RealtimeReferrers.tsx'
    ),
    'src/app/(main)/websites/[websiteId]/settings': (
        'WebsiteData.tsx WebsiteEditForm.tsx page.tsx'
    ),
    'src/components/common': (
        'CopyButton.tsx Favicon.tsx GridRow.tsx'
    ),
    'src/components/hooks/queries': (
        'useBoardQuery.ts useTeamQuery.ts useWebsiteSegmentQuery.ts useWebsiteSessionQuery.ts '
        'useWebsiteSharesQuery.ts'
    ),
    'src/components/input': (
        'ActionSelect.tsx FieldFilters.tsx LinkSelect.tsx LookupField.tsx MonthFilter.tsx'
    ),
    'src/components/svg': (
        'Dashboard.tsx Export.tsx Nodes.tsx Path.tsx Switch.tsx Tag.tsx Visitor.tsx'
    ),
    'src/lib': (
        'boards.test.ts detect.ts filters.ts ip.ts prisma.ts response.ts types.ts'
    ),
}
