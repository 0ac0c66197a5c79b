"""Real names read from the trees of review7.py's sources and from list files inside them (seeded subsets).

Paths as `git ls-tree -r --name-only HEAD` listed them, or as a list file of the repository holds them (one
column of a split list, an archive index, a file list), at the commit named in each generator's docstring;
each constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours);
the folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
Subsets: random.Random(6) for kinds (300 kept; where the layout branches on scenes or samples, groups drawn at
random, at most 25 files of each), random.Random(7) and (8) for neighbours (200 kept: up to 100 from the kind's
own folders, the rest from the whole listing), written by a script over the mirrored repositories (not kept).
"""

KITTI_DEPTH_KIND = {
    '': (
        '2011_09_26_drive_0001_sync/proj_depth/groundtruth/image_02/0000000019.png '
        '2011_09_26_drive_0005_sync/proj_depth/groundtruth/image_02/0000000088.png '
        '2011_09_26_drive_0011_sync/proj_depth/groundtruth/image_02/0000000128.png '
        '2011_09_26_drive_0011_sync/proj_depth/groundtruth/image_02/0000000203.png '
        '2011_09_26_drive_0017_sync/proj_depth/groundtruth/image_02/0000000087.png '
        '2011_09_26_drive_0018_sync/proj_depth/groundtruth/image_02/0000000011.png '
        '2011_09_26_drive_0018_sync/proj_depth/groundtruth/image_02/0000000260.png '
        '2011_09_26_drive_0027_sync/proj_depth/groundtruth/image_02/0000000077.png '
        '2011_09_26_drive_0027_sync/proj_depth/groundtruth/image_02/0000000147.png '
        '2011_09_26_drive_0032_sync/proj_depth/groundtruth/image_02/0000000022.png '
        '2011_09_26_drive_0032_sync/proj_depth/groundtruth/image_02/0000000195.png '
        '2011_09_26_drive_0035_sync/proj_depth/groundtruth/image_02/0000000035.png '
        '2011_09_26_drive_0035_sync/proj_depth/groundtruth/image_02/0000000097.png '
        '2011_09_26_drive_0056_sync/proj_depth/groundtruth/image_02/0000000022.png '
        '2011_09_26_drive_0060_sync/proj_depth/groundtruth/image_02/0000000006.png '
        '2011_09_26_drive_0084_sync/proj_depth/groundtruth/image_02/0000000114.png '
        '2011_09_26_drive_0091_sync/proj_depth/groundtruth/image_02/0000000192.png '
        '2011_09_26_drive_0095_sync/proj_depth/groundtruth/image_02/0000000144.png '
        '2011_09_26_drive_0117_sync/proj_depth/groundtruth/image_02/0000000078.png '
        '2011_09_28_drive_0001_sync/proj_depth/groundtruth/image_02/0000000012.png '
        '2011_09_28_drive_0001_sync/proj_depth/groundtruth/image_02/0000000034.png '
        '2011_09_30_drive_0016_sync/proj_depth/groundtruth/image_02/0000000044.png '
        '2011_09_30_drive_0027_sync/proj_depth/groundtruth/image_02/0000000533.png'
    ),
    '2011_09_26_drive_0014_sync/proj_depth/groundtruth/image_02': (
        '0000000030.png 0000000079.png 0000000136.png 0000000188.png 0000000189.png'
    ),
    '2011_09_26_drive_0015_sync/proj_depth/groundtruth/image_02': (
        '0000000099.png 0000000154.png 0000000178.png 0000000213.png 0000000215.png 0000000239.png '
        '0000000277.png'
    ),
    '2011_09_26_drive_0019_sync/proj_depth/groundtruth/image_02': (
        '0000000013.png 0000000223.png 0000000280.png 0000000388.png'
    ),
    '2011_09_26_drive_0022_sync/proj_depth/groundtruth/image_02': (
        '0000000064.png 0000000110.png 0000000284.png 0000000508.png 0000000529.png 0000000566.png '
        '0000000664.png 0000000761.png 0000000766.png'
    ),
    '2011_09_26_drive_0028_sync/proj_depth/groundtruth/image_02': (
        '0000000072.png 0000000103.png 0000000123.png 0000000236.png 0000000257.png 0000000272.png '
        '0000000330.png 0000000374.png 0000000381.png'
    ),
    '2011_09_26_drive_0039_sync/proj_depth/groundtruth/image_02': (
        '0000000045.png 0000000135.png 0000000263.png 0000000373.png 0000000378.png'
    ),
    '2011_09_26_drive_0051_sync/proj_depth/groundtruth/image_02': (
        '0000000243.png 0000000288.png 0000000322.png'
    ),
    '2011_09_26_drive_0057_sync/proj_depth/groundtruth/image_02': (
        '0000000049.png 0000000072.png 0000000092.png'
    ),
    '2011_09_26_drive_0061_sync/proj_depth/groundtruth/image_02': (
        '0000000045.png 0000000063.png 0000000157.png 0000000222.png 0000000422.png 0000000520.png '
        '0000000558.png'
    ),
    '2011_09_26_drive_0070_sync/proj_depth/groundtruth/image_02': (
        '0000000145.png 0000000236.png 0000000308.png 0000000347.png 0000000349.png'
    ),
    '2011_09_26_drive_0079_sync/proj_depth/groundtruth/image_02': (
        '0000000049.png 0000000065.png 0000000076.png'
    ),
    '2011_09_26_drive_0087_sync/proj_depth/groundtruth/image_02': (
        '0000000042.png 0000000073.png 0000000104.png 0000000137.png 0000000195.png 0000000467.png '
        '0000000490.png'
    ),
    '2011_09_26_drive_0104_sync/proj_depth/groundtruth/image_02': (
        '0000000046.png 0000000207.png 0000000257.png 0000000271.png'
    ),
    '2011_09_29_drive_0004_sync/proj_depth/groundtruth/image_02': (
        '0000000034.png 0000000084.png 0000000258.png'
    ),
    '2011_09_29_drive_0026_sync/proj_depth/groundtruth/image_02': (
        '0000000046.png 0000000057.png 0000000066.png 0000000067.png 0000000135.png 0000000136.png'
    ),
    '2011_09_30_drive_0020_sync/proj_depth/groundtruth/image_02': (
        '0000000074.png 0000000121.png 0000000175.png 0000000196.png 0000000307.png 0000000512.png '
        '0000000613.png 0000000667.png 0000000680.png 0000000699.png 0000001082.png'
    ),
    '2011_09_30_drive_0028_sync/proj_depth/groundtruth/image_02': (
        '0000000037.png 0000000052.png 0000000253.png 0000000451.png 0000000486.png 0000000510.png '
        '0000000617.png 0000000816.png 0000000929.png 0000001017.png 0000001043.png 0000001276.png '
        '0000001731.png 0000001822.png 0000001829.png 0000001851.png 0000001862.png 0000001882.png '
        '0000001883.png 0000001887.png 0000001930.png 0000002029.png 0000002161.png 0000002174.png '
        '0000002175.png 0000002192.png 0000002248.png 0000002296.png 0000002343.png 0000002387.png '
        '0000002390.png 0000002466.png 0000002473.png 0000002773.png 0000003054.png 0000003071.png '
        '0000003116.png 0000003425.png 0000003454.png 0000003474.png 0000003587.png 0000003840.png '
        '0000003852.png 0000003878.png 0000003937.png 0000003993.png 0000004101.png 0000004134.png '
        '0000004210.png 0000004421.png 0000004467.png 0000004479.png 0000004577.png 0000004609.png '
        '0000004639.png 0000004670.png 0000004674.png 0000004745.png 0000004811.png 0000004816.png '
        '0000004831.png'
    ),
    '2011_09_30_drive_0033_sync/proj_depth/groundtruth/image_02': (
        '0000000016.png 0000000060.png 0000000165.png 0000000218.png 0000000263.png 0000000285.png '
        '0000000356.png 0000000409.png 0000000498.png 0000000513.png 0000000534.png 0000000555.png '
        '0000000705.png 0000000747.png 0000000759.png 0000000802.png 0000000833.png 0000000844.png '
        '0000000869.png 0000000872.png 0000000965.png 0000000976.png 0000001058.png 0000001128.png '
        '0000001154.png 0000001227.png 0000001243.png 0000001316.png 0000001327.png 0000001358.png'
    ),
    '2011_09_30_drive_0034_sync/proj_depth/groundtruth/image_02': (
        '0000000134.png 0000000200.png 0000000206.png 0000000379.png 0000000468.png 0000000481.png '
        '0000000550.png 0000000817.png 0000000897.png 0000000909.png 0000000940.png 0000001198.png'
    ),
    '2011_10_03_drive_0034_sync/proj_depth/groundtruth/image_02': (
        '0000000101.png 0000000172.png 0000000308.png 0000000335.png 0000000377.png 0000000494.png '
        '0000000702.png 0000000834.png 0000000902.png 0000001015.png 0000001249.png 0000001318.png '
        '0000001337.png 0000001345.png 0000001356.png 0000001493.png 0000001605.png 0000001750.png '
        '0000001774.png 0000001792.png 0000001797.png 0000001845.png 0000001908.png 0000001961.png '
        '0000002019.png 0000002022.png 0000002091.png 0000002132.png 0000002237.png 0000002286.png '
        '0000002302.png 0000002329.png 0000002356.png 0000002472.png 0000002531.png 0000002610.png '
        '0000002649.png 0000002714.png 0000002789.png 0000002822.png 0000002837.png 0000002919.png '
        '0000002956.png 0000003153.png 0000003186.png 0000003203.png 0000003265.png 0000003471.png '
        '0000003508.png 0000003537.png 0000003634.png 0000003748.png 0000003751.png 0000003753.png '
        '0000003926.png 0000003993.png 0000004030.png 0000004177.png 0000004268.png 0000004272.png '
        '0000004320.png 0000004344.png 0000004381.png 0000004382.png 0000004500.png'
    ),
    '2011_10_03_drive_0042_sync/proj_depth/groundtruth/image_02': (
        '0000000113.png 0000000134.png 0000000248.png 0000000258.png 0000000300.png 0000000304.png '
        '0000000339.png 0000000341.png 0000000361.png 0000000502.png 0000000725.png 0000000768.png '
        '0000000773.png 0000000923.png 0000000939.png 0000001013.png 0000001058.png 0000001106.png'
    ),
}


KITTI_DEPTH_OTHER = {
    '': (
        '2011_09_26/2011_09_26_drive_0001_sync/image_02/data/0000000100.png '
        '2011_09_26/2011_09_26_drive_0011_sync/image_02/data/0000000102.png '
        '2011_09_26/2011_09_26_drive_0011_sync/image_02/data/0000000145.png '
        '2011_09_26/2011_09_26_drive_0017_sync/image_02/data/0000000100.png '
        '2011_09_26/2011_09_26_drive_0018_sync/image_02/data/0000000203.png '
        '2011_09_26/2011_09_26_drive_0019_sync/image_02/data/0000000411.png '
        '2011_09_26/2011_09_26_drive_0020_sync/image_02/data/0000000069.png '
        '2011_09_26/2011_09_26_drive_0023_sync/image_02/data/0000000180.png '
        '2011_09_26/2011_09_26_drive_0023_sync/image_02/data/0000000216.png '
        '2011_09_26/2011_09_26_drive_0027_sync/image_02/data/0000000084.png '
        '2011_09_26/2011_09_26_drive_0035_sync/image_02/data/0000000074.png '
        '2011_09_26/2011_09_26_drive_0070_sync/image_02/data/0000000345.png '
        '2011_09_26/2011_09_26_drive_0104_sync/image_02/data/0000000189.png '
        '2011_09_26/2011_09_26_drive_0104_sync/image_02/data/0000000306.png '
        '2011_09_28/2011_09_28_drive_0002_sync/image_02/data/0000000057.png '
        '2011_09_29/2011_09_29_drive_0004_sync/image_02/data/0000000113.png '
        '2011_09_29/2011_09_29_drive_0026_sync/image_02/data/0000000060.png '
        '2011_09_29/2011_09_29_drive_0026_sync/image_02/data/0000000062.png tensorflow/bts_test.py'
    ),
    '2011_09_26/2011_09_26_drive_0014_sync/image_02/data': (
        '0000000019.png 0000000119.png 0000000303.png'
    ),
    '2011_09_26/2011_09_26_drive_0015_sync/image_02/data': (
        '0000000152.png 0000000245.png 0000000262.png 0000000275.png'
    ),
    '2011_09_26/2011_09_26_drive_0022_sync/image_02/data': (
        '0000000076.png 0000000080.png 0000000122.png 0000000305.png 0000000353.png 0000000639.png '
        '0000000744.png'
    ),
    '2011_09_26/2011_09_26_drive_0028_sync/image_02/data': (
        '0000000107.png 0000000289.png 0000000356.png 0000000371.png'
    ),
    '2011_09_26/2011_09_26_drive_0032_sync/image_02/data': (
        '0000000218.png 0000000258.png 0000000282.png'
    ),
    '2011_09_26/2011_09_26_drive_0039_sync/image_02/data': (
        '0000000011.png 0000000018.png 0000000158.png 0000000165.png 0000000200.png 0000000341.png '
        '0000000345.png'
    ),
    '2011_09_26/2011_09_26_drive_0051_sync/image_02/data': (
        '0000000192.png 0000000254.png 0000000326.png 0000000370.png 0000000427.png'
    ),
    '2011_09_26/2011_09_26_drive_0057_sync/image_02/data': (
        '0000000148.png 0000000159.png 0000000212.png 0000000327.png 0000000355.png'
    ),
    '2011_09_26/2011_09_26_drive_0061_sync/image_02/data': (
        '0000000035.png 0000000113.png 0000000293.png 0000000423.png 0000000483.png 0000000590.png '
        '0000000674.png'
    ),
    '2011_09_26/2011_09_26_drive_0079_sync/image_02/data': (
        '0000000019.png 0000000048.png 0000000072.png'
    ),
    '2011_09_26/2011_09_26_drive_0087_sync/image_02/data': (
        '0000000056.png 0000000148.png 0000000192.png 0000000393.png 0000000441.png 0000000463.png'
    ),
    '2011_09_26/2011_09_26_drive_0091_sync/image_02/data': (
        '0000000063.png 0000000068.png 0000000200.png 0000000289.png'
    ),
    '2011_09_26/2011_09_26_drive_0095_sync/image_02/data': (
        '0000000098.png 0000000179.png 0000000187.png'
    ),
    '2011_09_30/2011_09_30_drive_0020_sync/image_02/data': (
        '0000000413.png 0000000456.png 0000000557.png 0000000785.png 0000000872.png 0000000907.png '
        '0000000927.png'
    ),
    '2011_09_30/2011_09_30_drive_0028_sync/image_02/data': (
        '0000000095.png 0000000259.png 0000000640.png 0000001036.png 0000001066.png 0000001144.png '
        '0000001177.png 0000001224.png 0000001255.png 0000001493.png 0000001633.png 0000001665.png '
        '0000001676.png 0000001778.png 0000001971.png 0000002114.png 0000002277.png 0000002328.png '
        '0000002337.png 0000002398.png 0000002443.png 0000002464.png 0000002636.png 0000002637.png '
        '0000002772.png 0000002961.png 0000003107.png 0000003172.png 0000003318.png 0000003335.png '
        '0000003415.png 0000003638.png 0000003672.png 0000003851.png 0000003940.png 0000004101.png '
        '0000004250.png 0000004377.png 0000004444.png 0000004563.png 0000004593.png 0000004810.png '
        '0000004825.png 0000004927.png 0000005021.png'
    ),
    '2011_09_30/2011_09_30_drive_0033_sync/image_02/data': (
        '0000000315.png 0000000352.png 0000000705.png 0000000781.png 0000000808.png 0000000822.png '
        '0000001018.png 0000001029.png 0000001102.png 0000001114.png 0000001161.png 0000001312.png '
        '0000001355.png 0000001402.png 0000001437.png 0000001514.png'
    ),
    '2011_09_30/2011_09_30_drive_0034_sync/image_02/data': (
        '0000000084.png 0000000160.png 0000000271.png 0000000296.png 0000000504.png 0000000551.png '
        '0000000652.png 0000000911.png 0000001082.png'
    ),
    '2011_10_03/2011_10_03_drive_0034_sync/image_02/data': (
        '0000000249.png 0000000468.png 0000000636.png 0000000767.png 0000000785.png 0000000958.png '
        '0000000992.png 0000001016.png 0000001042.png 0000001135.png 0000001271.png 0000001690.png '
        '0000001793.png 0000001824.png 0000001867.png 0000002213.png 0000002308.png 0000002433.png '
        '0000003019.png 0000003086.png 0000003150.png 0000003217.png 0000003277.png 0000003517.png '
        '0000003530.png 0000003555.png 0000003641.png 0000003710.png 0000003717.png 0000003719.png '
        '0000004602.png 0000004639.png'
    ),
    '2011_10_03/2011_10_03_drive_0042_sync/image_02/data': (
        '0000000309.png 0000000314.png 0000000331.png 0000000341.png 0000000429.png 0000000448.png '
        '0000000539.png 0000000823.png 0000000905.png 0000000958.png 0000001123.png'
    ),
}


NYU_RGB_KIND = {
    '/bathroom_0028': (
        'rgb_00001.jpg rgb_00004.jpg rgb_00007.jpg rgb_00015.jpg rgb_00027.jpg rgb_00037.jpg '
        'rgb_00050.jpg rgb_00052.jpg rgb_00060.jpg rgb_00071.jpg rgb_00078.jpg rgb_00090.jpg '
        'rgb_00094.jpg rgb_00103.jpg rgb_00110.jpg rgb_00113.jpg rgb_00126.jpg rgb_00140.jpg '
        'rgb_00142.jpg rgb_00146.jpg rgb_00148.jpg rgb_00152.jpg rgb_00158.jpg rgb_00170.jpg '
        'rgb_00171.jpg'
    ),
    '/bathroom_0049': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00003.jpg rgb_00004.jpg rgb_00007.jpg rgb_00009.jpg '
        'rgb_00012.jpg rgb_00018.jpg rgb_00022.jpg rgb_00024.jpg rgb_00025.jpg rgb_00028.jpg '
        'rgb_00029.jpg rgb_00032.jpg rgb_00034.jpg rgb_00035.jpg rgb_00038.jpg rgb_00041.jpg '
        'rgb_00045.jpg rgb_00046.jpg rgb_00048.jpg rgb_00052.jpg rgb_00054.jpg rgb_00061.jpg '
        'rgb_00064.jpg'
    ),
    '/bedroom_0047': (
        'rgb_00000.jpg rgb_00002.jpg rgb_00003.jpg rgb_00005.jpg rgb_00008.jpg rgb_00009.jpg '
        'rgb_00014.jpg rgb_00020.jpg rgb_00024.jpg rgb_00026.jpg rgb_00028.jpg rgb_00031.jpg '
        'rgb_00033.jpg rgb_00036.jpg rgb_00039.jpg rgb_00042.jpg rgb_00044.jpg rgb_00045.jpg '
        'rgb_00047.jpg rgb_00048.jpg rgb_00053.jpg rgb_00054.jpg rgb_00056.jpg rgb_00063.jpg '
        'rgb_00066.jpg'
    ),
    '/bedroom_0063': (
        'rgb_00000.jpg rgb_00003.jpg rgb_00006.jpg rgb_00015.jpg rgb_00016.jpg rgb_00018.jpg '
        'rgb_00028.jpg rgb_00037.jpg rgb_00038.jpg rgb_00050.jpg rgb_00051.jpg rgb_00060.jpg '
        'rgb_00070.jpg rgb_00079.jpg rgb_00091.jpg rgb_00093.jpg rgb_00102.jpg rgb_00104.jpg '
        'rgb_00105.jpg rgb_00108.jpg rgb_00109.jpg rgb_00112.jpg rgb_00127.jpg rgb_00145.jpg '
        'rgb_00146.jpg'
    ),
    '/bedroom_0067b': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00003.jpg rgb_00004.jpg rgb_00006.jpg rgb_00007.jpg '
        'rgb_00009.jpg rgb_00010.jpg rgb_00012.jpg rgb_00013.jpg rgb_00015.jpg rgb_00016.jpg '
        'rgb_00018.jpg rgb_00019.jpg rgb_00021.jpg rgb_00022.jpg rgb_00024.jpg rgb_00025.jpg '
        'rgb_00027.jpg rgb_00028.jpg rgb_00030.jpg rgb_00031.jpg rgb_00033.jpg rgb_00034.jpg'
    ),
    '/bedroom_0094': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00003.jpg rgb_00004.jpg rgb_00006.jpg rgb_00009.jpg '
        'rgb_00010.jpg rgb_00011.jpg rgb_00012.jpg rgb_00014.jpg rgb_00015.jpg rgb_00017.jpg '
        'rgb_00020.jpg rgb_00021.jpg rgb_00026.jpg rgb_00029.jpg rgb_00030.jpg rgb_00033.jpg '
        'rgb_00035.jpg rgb_00036.jpg rgb_00038.jpg rgb_00039.jpg rgb_00042.jpg rgb_00044.jpg '
        'rgb_00045.jpg'
    ),
    '/bedroom_0097': (
        'rgb_00001.jpg rgb_00002.jpg rgb_00004.jpg rgb_00005.jpg rgb_00008.jpg rgb_00010.jpg '
        'rgb_00016.jpg rgb_00022.jpg rgb_00026.jpg rgb_00027.jpg rgb_00029.jpg rgb_00032.jpg '
        'rgb_00033.jpg rgb_00036.jpg rgb_00039.jpg rgb_00042.jpg rgb_00044.jpg rgb_00046.jpg '
        'rgb_00047.jpg rgb_00049.jpg rgb_00053.jpg rgb_00055.jpg rgb_00056.jpg rgb_00064.jpg '
        'rgb_00067.jpg'
    ),
    '/bedroom_0098': (
        'rgb_00000.jpg rgb_00002.jpg rgb_00003.jpg rgb_00008.jpg rgb_00009.jpg rgb_00013.jpg '
        'rgb_00018.jpg rgb_00024.jpg rgb_00025.jpg rgb_00030.jpg rgb_00031.jpg rgb_00034.jpg '
        'rgb_00037.jpg rgb_00039.jpg rgb_00046.jpg rgb_00047.jpg rgb_00052.jpg rgb_00055.jpg '
        'rgb_00056.jpg rgb_00063.jpg rgb_00072.jpg rgb_00073.jpg rgb_00075.jpg rgb_00078.jpg '
        'rgb_00079.jpg'
    ),
    '/bedroom_0100': (
        'rgb_00001.jpg rgb_00002.jpg rgb_00004.jpg rgb_00008.jpg rgb_00010.jpg rgb_00012.jpg '
        'rgb_00014.jpg rgb_00018.jpg rgb_00024.jpg rgb_00026.jpg rgb_00029.jpg rgb_00032.jpg '
        'rgb_00035.jpg rgb_00036.jpg rgb_00039.jpg rgb_00041.jpg rgb_00046.jpg rgb_00048.jpg '
        'rgb_00052.jpg rgb_00055.jpg rgb_00057.jpg rgb_00059.jpg rgb_00063.jpg rgb_00071.jpg '
        'rgb_00074.jpg'
    ),
    '/cafe_0001b': (
        'rgb_00001.jpg rgb_00002.jpg rgb_00004.jpg rgb_00008.jpg rgb_00010.jpg rgb_00012.jpg '
        'rgb_00014.jpg rgb_00018.jpg rgb_00024.jpg rgb_00026.jpg rgb_00029.jpg rgb_00032.jpg '
        'rgb_00035.jpg rgb_00036.jpg rgb_00039.jpg rgb_00041.jpg rgb_00046.jpg rgb_00048.jpg '
        'rgb_00052.jpg rgb_00055.jpg rgb_00057.jpg rgb_00059.jpg rgb_00063.jpg rgb_00071.jpg '
        'rgb_00074.jpg'
    ),
    '/kitchen_0008': (
        'rgb_00000.jpg rgb_00003.jpg rgb_00004.jpg rgb_00006.jpg rgb_00007.jpg rgb_00009.jpg '
        'rgb_00011.jpg rgb_00012.jpg rgb_00013.jpg rgb_00015.jpg rgb_00016.jpg rgb_00018.jpg '
        'rgb_00021.jpg rgb_00022.jpg rgb_00024.jpg rgb_00025.jpg rgb_00027.jpg rgb_00029.jpg '
        'rgb_00032.jpg rgb_00034.jpg rgb_00037.jpg rgb_00038.jpg rgb_00041.jpg rgb_00046.jpg '
        'rgb_00051.jpg'
    ),
    '/kitchen_0029c': (
        'rgb_00000.jpg rgb_00003.jpg rgb_00006.jpg rgb_00016.jpg rgb_00028.jpg rgb_00038.jpg '
        'rgb_00050.jpg rgb_00051.jpg rgb_00061.jpg rgb_00072.jpg rgb_00079.jpg rgb_00091.jpg '
        'rgb_00093.jpg rgb_00102.jpg rgb_00111.jpg rgb_00114.jpg rgb_00127.jpg rgb_00140.jpg '
        'rgb_00142.jpg rgb_00146.jpg rgb_00148.jpg rgb_00152.jpg rgb_00159.jpg rgb_00175.jpg '
        'rgb_00176.jpg'
    ),
    '/living_room_0069b': (
        'rgb_00000.jpg rgb_00002.jpg rgb_00003.jpg rgb_00008.jpg rgb_00009.jpg rgb_00013.jpg '
        'rgb_00018.jpg rgb_00024.jpg rgb_00025.jpg rgb_00030.jpg rgb_00035.jpg rgb_00039.jpg '
        'rgb_00046.jpg rgb_00048.jpg rgb_00052.jpg rgb_00055.jpg rgb_00057.jpg rgb_00059.jpg '
        'rgb_00064.jpg rgb_00070.jpg rgb_00073.jpg rgb_00075.jpg rgb_00077.jpg rgb_00078.jpg '
        'rgb_00080.jpg'
    ),
}


NYU_RGB_OTHER = {
    '': (
        '/bathroom_0023/sync_depth_00008.png /bathroom_0039/sync_depth_00032.png '
        '/bathroom_0048/sync_depth_00097.png /bathroom_0056/sync_depth_00021.png '
        '/bedroom_0016/sync_depth_00046.png /bedroom_0017/sync_depth_00069.png '
        '/bedroom_0017/sync_depth_00132.png /bedroom_0021/sync_depth_00026.png '
        '/bedroom_0033/sync_depth_00056.png /bedroom_0033/sync_depth_00098.png '
        '/bedroom_0034/sync_depth_00101.png /bedroom_0045/sync_depth_00001.png '
        '/bedroom_0052/sync_depth_00016.png /bedroom_0053/sync_depth_00088.png '
        '/bedroom_0069/sync_depth_00126.png /bedroom_0071/sync_depth_00092.png '
        '/bedroom_0072/sync_depth_00161.png /bedroom_0076a/sync_depth_00137.png '
        '/bedroom_0076a/sync_depth_00233.png /bedroom_0081/sync_depth_00039.png '
        '/bedroom_0140/sync_depth_00001.png /bookstore_0001d/sync_depth_00323.png '
        '/bookstore_0001e/sync_depth_00031.png /bookstore_0001f/sync_depth_00314.png '
        '/bookstore_0001g/sync_depth_00123.png /bookstore_0001i/sync_depth_00028.png '
        '/bookstore_0001i/sync_depth_00040.png /cafe_0001a/sync_depth_00015.png '
        '/cafe_0001c/sync_depth_00036.png /classroom_0006/sync_depth_00194.png '
        '/classroom_0022/sync_depth_00054.png /dining_room_0007/sync_depth_00047.png '
        '/dining_room_0007/sync_depth_00112.png /dining_room_0015/sync_depth_00130.png '
        '/dining_room_0016/sync_depth_00087.png /dining_room_0031/sync_depth_00225.png '
        '/dining_room_0033/sync_depth_00099.png /furniture_store_0001f/sync_depth_00008.png '
        '/furniture_store_0002c/sync_depth_00067.png /home_office_0004/sync_depth_00119.png '
        '/home_office_0008/sync_depth_00032.png /home_office_0008/sync_depth_00129.png '
        '/home_storage_0001/sync_depth_00004.png /kitchen_0016/sync_depth_00036.png '
        '/kitchen_0029b/sync_depth_00053.png /kitchen_0033/sync_depth_00002.png '
        '/kitchen_0033/sync_depth_00155.png /kitchen_0035b/sync_depth_00037.png '
        '/kitchen_0045a/sync_depth_00016.png /kitchen_0049/sync_depth_00217.png '
        '/kitchen_0049/sync_depth_00233.png /kitchen_0050/sync_depth_00122.png '
        '/kitchen_0051/sync_depth_00197.png /kitchen_0051/sync_depth_00332.png '
        '/kitchen_0052/sync_depth_00023.png /kitchen_0052/sync_depth_00139.png '
        '/kitchen_0059/sync_depth_00046.png /kitchen_0060/sync_depth_00116.png '
        '/living_room_0005/sync_depth_00103.png /living_room_0010/sync_depth_00062.png '
        '/living_room_0012/sync_depth_00062.png /living_room_0018/sync_depth_00090.png '
        '/living_room_0020/sync_depth_00235.png /living_room_0035/sync_depth_00077.png '
        '/living_room_0039/sync_depth_00060.png /living_room_0039/sync_depth_00186.png '
        '/living_room_0040/sync_depth_00133.png /living_room_0047b/sync_depth_00184.png '
        '/living_room_0050/sync_depth_00249.png /living_room_0062/sync_depth_00186.png '
        '/living_room_0063/sync_depth_00149.png /living_room_0083/sync_depth_00039.png '
        '/living_room_0085/sync_depth_00032.png /nyu_office_0/sync_depth_00118.png '
        '/nyu_office_1/sync_depth_00042.png /office_0004/sync_depth_00048.png '
        '/office_0006/sync_depth_00042.png /office_kitchen_0003/sync_depth_00058.png '
        '/office_kitchen_0003/sync_depth_00113.png /playroom_0006/sync_depth_00000.png '
        '/playroom_0006/sync_depth_00133.png /study_0004/sync_depth_00073.png '
        '/study_room_0004/sync_depth_00008.png'
    ),
    '/bathroom_0028': (
        'sync_depth_00058.png sync_depth_00060.png sync_depth_00071.png sync_depth_00074.png '
        'sync_depth_00075.png sync_depth_00088.png sync_depth_00090.png sync_depth_00092.png '
        'sync_depth_00095.png sync_depth_00097.png sync_depth_00107.png sync_depth_00111.png '
        'sync_depth_00119.png sync_depth_00124.png sync_depth_00132.png sync_depth_00138.png '
        'sync_depth_00145.png sync_depth_00149.png sync_depth_00158.png'
    ),
    '/bathroom_0049': (
        'sync_depth_00001.png sync_depth_00010.png sync_depth_00024.png sync_depth_00040.png '
        'sync_depth_00052.png sync_depth_00054.png'
    ),
    '/bedroom_0047': (
        'sync_depth_00000.png sync_depth_00008.png sync_depth_00033.png sync_depth_00034.png '
        'sync_depth_00044.png'
    ),
    '/bedroom_0063': (
        'sync_depth_00003.png sync_depth_00016.png sync_depth_00024.png sync_depth_00028.png '
        'sync_depth_00031.png sync_depth_00057.png sync_depth_00061.png sync_depth_00069.png '
        'sync_depth_00130.png sync_depth_00133.png sync_depth_00148.png sync_depth_00149.png'
    ),
    '/bedroom_0067b': (
        'sync_depth_00010.png sync_depth_00019.png sync_depth_00034.png'
    ),
    '/bedroom_0094': (
        'sync_depth_00023.png sync_depth_00026.png sync_depth_00029.png sync_depth_00039.png'
    ),
    '/bedroom_0097': (
        'sync_depth_00013.png sync_depth_00019.png sync_depth_00029.png sync_depth_00062.png '
        'sync_depth_00065.png'
    ),
    '/bedroom_0098': (
        'sync_depth_00030.png sync_depth_00031.png sync_depth_00034.png sync_depth_00039.png '
        'sync_depth_00044.png sync_depth_00055.png sync_depth_00076.png'
    ),
    '/bedroom_0100': (
        'sync_depth_00004.png sync_depth_00021.png sync_depth_00058.png sync_depth_00066.png '
        'sync_depth_00069.png'
    ),
    '/bedroom_0136': (
        'sync_depth_00006.png sync_depth_00051.png sync_depth_00087.png'
    ),
    '/cafe_0001b': (
        'sync_depth_00011.png sync_depth_00018.png sync_depth_00039.png sync_depth_00049.png '
        'sync_depth_00055.png sync_depth_00062.png sync_depth_00072.png'
    ),
    '/excercise_room_0001': (
        'sync_depth_00055.png sync_depth_00103.png sync_depth_00119.png'
    ),
    '/furniture_store_0002a': (
        'sync_depth_00227.png sync_depth_00318.png sync_depth_00408.png'
    ),
    '/kitchen_0008': (
        'sync_depth_00003.png sync_depth_00011.png sync_depth_00012.png sync_depth_00015.png '
        'sync_depth_00021.png sync_depth_00024.png sync_depth_00031.png sync_depth_00034.png '
        'sync_depth_00037.png sync_depth_00040.png sync_depth_00049.png sync_depth_00051.png'
    ),
    '/kitchen_0029c': (
        'sync_depth_00002.png sync_depth_00038.png sync_depth_00053.png sync_depth_00067.png '
        'sync_depth_00072.png sync_depth_00085.png sync_depth_00102.png sync_depth_00130.png '
        'sync_depth_00148.png sync_depth_00151.png sync_depth_00172.png'
    ),
    '/kitchen_0048': (
        'sync_depth_00018.png sync_depth_00134.png sync_depth_00195.png'
    ),
    '/living_room_0069b': (
        'sync_depth_00021.png sync_depth_00022.png sync_depth_00039.png sync_depth_00062.png '
        'sync_depth_00073.png sync_depth_00078.png'
    ),
    '/playroom_0004': (
        'sync_depth_00086.png sync_depth_00093.png sync_depth_00118.png'
    ),
}


KITTI_ARCHIVES_KIND = {
    '': (
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0001/2011_09_26_drive_0001_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0002/2011_09_26_drive_0002_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0005/2011_09_26_drive_0005_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0009/2011_09_26_drive_0009_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0011/2011_09_26_drive_0011_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0013/2011_09_26_drive_0013_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0014/2011_09_26_drive_0014_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0015/2011_09_26_drive_0015_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0017/2011_09_26_drive_0017_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0018/2011_09_26_drive_0018_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0019/2011_09_26_drive_0019_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0020/2011_09_26_drive_0020_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0022/2011_09_26_drive_0022_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0023/2011_09_26_drive_0023_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0027/2011_09_26_drive_0027_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0028/2011_09_26_drive_0028_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0029/2011_09_26_drive_0029_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0032/2011_09_26_drive_0032_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0035/2011_09_26_drive_0035_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0036/2011_09_26_drive_0036_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0039/2011_09_26_drive_0039_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0046/2011_09_26_drive_0046_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0048/2011_09_26_drive_0048_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0051/2011_09_26_drive_0051_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0052/2011_09_26_drive_0052_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0056/2011_09_26_drive_0056_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0057/2011_09_26_drive_0057_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0059/2011_09_26_drive_0059_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0060/2011_09_26_drive_0060_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0061/2011_09_26_drive_0061_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0064/2011_09_26_drive_0064_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0070/2011_09_26_drive_0070_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0079/2011_09_26_drive_0079_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0084/2011_09_26_drive_0084_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0086/2011_09_26_drive_0086_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0087/2011_09_26_drive_0087_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0091/2011_09_26_drive_0091_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0093/2011_09_26_drive_0093_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0095/2011_09_26_drive_0095_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0096/2011_09_26_drive_0096_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0101/2011_09_26_drive_0101_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0104/2011_09_26_drive_0104_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0106/2011_09_26_drive_0106_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0113/2011_09_26_drive_0113_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_26_drive_0117/2011_09_26_drive_0117_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_28_drive_0001/2011_09_28_drive_0001_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_28_drive_0002/2011_09_28_drive_0002_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_29_drive_0004/2011_09_29_drive_0004_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_29_drive_0026/2011_09_29_drive_0026_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_29_drive_0071/2011_09_29_drive_0071_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_30_drive_0016/2011_09_30_drive_0016_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_30_drive_0018/2011_09_30_drive_0018_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_30_drive_0020/2011_09_30_drive_0020_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_30_drive_0027/2011_09_30_drive_0027_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_30_drive_0028/2011_09_30_drive_0028_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_30_drive_0033/2011_09_30_drive_0033_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_09_30_drive_0034/2011_09_30_drive_0034_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_10_03_drive_0027/2011_10_03_drive_0027_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_10_03_drive_0034/2011_10_03_drive_0034_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_10_03_drive_0042/2011_10_03_drive_0042_sync.zip '
        'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data/2011_10_03_drive_0047/2011_10_03_drive_0047_sync.zip'
    ),
}


KITTI_ARCHIVES_OTHER = {
    'http://horatio.cs.nyu.edu/mit/silberman/nyu_depth_v2': (
        'basements.zip bathrooms_part1.zip bathrooms_part2.zip bathrooms_part3.zip bathrooms_part4.zip '
        'bedrooms_part1.zip bedrooms_part2.zip bedrooms_part3.zip bedrooms_part4.zip bedrooms_part5.zip '
        'bedrooms_part6.zip bedrooms_part7.zip bookstore_part1.zip bookstore_part2.zip '
        'bookstore_part3.zip cafe.zip classrooms.zip dining_rooms_part1.zip dining_rooms_part2.zip '
        'furniture_stores.zip home_offices.zip kitchens_part1.zip kitchens_part2.zip kitchens_part3.zip '
        'libraries.zip living_rooms_part1.zip living_rooms_part2.zip living_rooms_part3.zip '
        'living_rooms_part4.zip misc_part1.zip misc_part2.zip office_kitchens.zip offices_part1.zip '
        'offices_part2.zip playrooms.zip reception_rooms.zip studies.zip study_rooms.zip'
    ),
    'https://s3.eu-central-1.amazonaws.com/avg-kitti/raw_data': (
        '2011_09_26_calib.zip 2011_09_28_calib.zip 2011_09_29_calib.zip 2011_09_30_calib.zip '
        '2011_10_03_calib.zip'
    ),
}


TIMIT_KIND = {
    '': (
        'train/dr1/fcjf0/si1657.wav train/dr1/fecd0/si2048.wav train/dr1/fkfb0/sx168.wav '
        'train/dr1/fmem0/sx207.wav train/dr1/fsah0/sx344.wav train/dr1/fsjk1/sx125.wav '
        'train/dr1/fsma0/sx181.wav train/dr1/ftbr0/si2181.wav train/dr1/mcpm0/sx204.wav '
        'train/dr1/mdac0/sx181.wav train/dr1/mdac0/sx451.wav train/dr1/mgrl0/sx417.wav '
        'train/dr1/mjeb1/si837.wav train/dr1/mmgg0/si1709.wav train/dr1/mmgg0/sx179.wav '
        'train/dr1/mpsw0/sx24.wav train/dr1/mrcg0/si2058.wav train/dr1/mrso0/sx399.wav '
        'train/dr1/mrws0/sx202.wav train/dr1/mtrr0/si918.wav train/dr2/faem0/sx402.wav '
        'train/dr2/fajw0/si1893.wav train/dr2/fcmm0/si453.wav train/dr2/fcyl0/sx37.wav '
        'train/dr2/fdas1/sx381.wav train/dr2/fhlm0/sx300.wav train/dr2/fjkl0/si1562.wav '
        'train/dr2/fjkl0/si2192.wav train/dr2/flmc0/si742.wav train/dr2/fmkf0/sx96.wav '
        'train/dr2/fscn0/sx176.wav train/dr2/fsrh0/sx401.wav train/dr2/marc0/si1818.wav '
        'train/dr2/mcew0/si2072.wav train/dr2/mctm0/sx90.wav train/dr2/mdbp0/si1158.wav '
        'train/dr2/mdps0/si1979.wav train/dr2/mdps0/sx359.wav train/dr2/mdwd0/sx450.wav '
        'train/dr2/mefg0/sx285.wav train/dr2/mhrm0/si2218.wav train/dr2/mhrm0/sx238.wav '
        'train/dr2/mjhi0/si1328.wav train/dr2/mjma0/sx55.wav train/dr2/mjpm0/sx108.wav '
        'train/dr2/mjrp0/sx135.wav train/dr2/mkdt0/sx263.wav train/dr2/mmaa0/si2105.wav '
        'train/dr2/mppc0/sx152.wav train/dr2/mprb0/sx395.wav train/dr2/mrcw0/si1371.wav '
        'train/dr2/mrcw0/sx21.wav train/dr2/mrhl0/si2145.wav train/dr2/mrjh0/sx169.wav '
        'train/dr2/mrjh0/sx79.wav train/dr2/mrjm0/sx148.wav train/dr2/mrjm0/sx58.wav '
        'train/dr2/mrjm1/sx38.wav train/dr2/msat0/sx176.wav train/dr3/falk0/si1086.wav '
        'train/dr3/fdjh0/sx35.wav train/dr3/flac0/sx271.wav train/dr3/fljd0/sx166.wav '
        'train/dr3/fljd0/sx256.wav train/dr3/fntb0/si573.wav train/dr3/fntb0/sx213.wav '
        'train/dr3/fsjs0/sx181.wav train/dr3/fsjw0/si1963.wav train/dr3/fsls0/sx66.wav '
        'train/dr3/makb0/sx296.wav train/dr3/makb0/sx386.wav train/dr3/makr0/si1352.wav '
        'train/dr3/mapv0/si1923.wav train/dr3/mapv0/sx33.wav train/dr3/mcal0/sx238.wav '
        'train/dr3/mcdd0/sx253.wav train/dr3/mdlc0/si1395.wav train/dr3/mdlc0/sx45.wav '
        'train/dr3/mdlh0/si1960.wav train/dr3/mdlh0/sx160.wav train/dr3/mgaf0/si652.wav '
        'train/dr3/mgaf0/sx292.wav train/dr3/mhjb0/sx207.wav train/dr3/mhjb0/sx27.wav '
        'train/dr3/mjda0/sx41.wav train/dr3/mjlg1/sx382.wav train/dr3/mjrh1/sx244.wav '
        'train/dr3/mjrh1/sx64.wav train/dr3/mkxl0/sx15.wav train/dr3/mmar0/sx346.wav '
        'train/dr3/mmjb1/sx148.wav train/dr3/mmsm0/sx296.wav train/dr3/mtjm0/sx56.wav '
        'train/dr3/mtlb0/sx234.wav train/dr3/mtlb0/sx414.wav train/dr3/mvjh0/sx26.wav '
        'train/dr3/mwgr0/sx76.wav train/dr4/fbas0/si1387.wav train/dr4/fbas0/sx37.wav '
        'train/dr4/fbmj0/sx246.wav train/dr4/fcag0/si1641.wav train/dr4/fcag0/si2133.wav '
        'train/dr4/fdkn0/sx181.wav train/dr4/fdkn0/sx271.wav train/dr4/fklc0/si985.wav '
        'train/dr4/fsak0/sx310.wav train/dr4/fsak0/sx400.wav train/dr4/mcdr0/sx164.wav '
        'train/dr4/mcdr0/sx74.wav train/dr4/mcss0/si688.wav train/dr4/mdcd0/sx65.wav '
        'train/dr4/mfwk0/sx79.wav train/dr4/mgag0/si1321.wav train/dr4/mgag0/sx241.wav '
        'train/dr4/mgjc0/sx165.wav train/dr4/mgrp0/si687.wav train/dr4/mjac0/si1331.wav '
        'train/dr4/mjpm1/sx41.wav train/dr4/mjrh0/sx135.wav train/dr4/mjrh0/sx45.wav '
        'train/dr4/mjws0/si1143.wav train/dr4/mljh0/sx64.wav train/dr4/mmdm0/si1941.wav '
        'train/dr4/mmgc0/si1305.wav train/dr4/mmgc0/sx405.wav train/dr4/mnet0/si1446.wav '
        'train/dr4/mprk0/si1097.wav train/dr4/mprt0/sx130.wav train/dr4/mprt0/sx310.wav '
        'train/dr4/mrab1/si1478.wav train/dr4/mrab1/si848.wav train/dr4/mrgm0/sx416.wav '
        'train/dr4/mrsp0/si799.wav train/dr4/mrsp0/sx196.wav train/dr4/msmc0/si509.wav '
        'train/dr4/msmc0/si647.wav train/dr4/msms0/sx353.wav train/dr4/msms0/sx83.wav '
        'train/dr4/mtas0/si755.wav train/dr4/mtas0/sx305.wav train/dr4/mtqc0/sx451.wav '
        'train/dr4/mtrc0/si1623.wav train/dr4/mtrt0/sx147.wav train/dr4/mtrt0/sx57.wav '
        'train/dr5/fear0/sx262.wav train/dr5/fexm0/sx201.wav train/dr5/fexm0/sx291.wav '
        'train/dr5/fjxm0/si581.wav train/dr5/fkkh0/sx30.wav train/dr5/fkkh0/sx390.wav '
        'train/dr5/fljg0/si1611.wav train/dr5/fsag0/sx153.wav train/dr5/fsag0/sx243.wav '
        'train/dr5/fsdc0/si1312.wav train/dr5/ftlg0/si840.wav train/dr5/mbgt0/sx171.wav '
        'train/dr5/mclm0/sx16.wav train/dr5/mclm0/sx376.wav train/dr5/mdas0/sx276.wav '
        'train/dr5/mdsj0/sx112.wav train/dr5/mewm0/sx358.wav train/dr5/mges0/sx401.wav '
        'train/dr5/mgsh0/sx6.wav train/dr5/mhmg0/sx15.wav train/dr5/mjrg0/si736.wav '
        'train/dr5/mmcc0/si1338.wav train/dr5/mmdm1/sx423.wav train/dr5/mrav0/sx18.wav '
        'train/dr5/mrew1/sx150.wav train/dr5/mrkm0/si637.wav train/dr5/mrld0/sx154.wav '
        'train/dr5/mrml0/si1421.wav train/dr5/mrvg0/sx330.wav train/dr5/msas0/sx116.wav '
        'train/dr5/msas0/sx26.wav train/dr5/msdh0/si2240.wav train/dr5/msdh0/sx260.wav '
        'train/dr5/msrr0/sx141.wav train/dr5/mtat0/si811.wav train/dr5/mtdp0/sx261.wav '
        'train/dr5/mtmt0/si1748.wav train/dr5/mvlo0/si1777.wav train/dr5/mwac0/si971.wav '
        'train/dr5/mwac0/sx431.wav train/dr5/mwch0/si1622.wav train/dr5/mwem0/si1950.wav '
        'train/dr6/fjdm2/sx412.wav train/dr6/fmju0/sx399.wav train/dr6/fpad0/sx266.wav '
        'train/dr6/frjb0/si1427.wav train/dr6/fsbk0/sx259.wav train/dr6/fsgf0/si927.wav '
        'train/dr6/fsgf0/sx117.wav train/dr6/majp0/si1074.wav train/dr6/mbma1/si2214.wav '
        'train/dr6/mbma1/sx324.wav train/dr6/mejl0/sx152.wav train/dr6/mejl0/sx242.wav '
        'train/dr6/mesj0/si997.wav train/dr6/mesj0/sx367.wav train/dr6/mjrk0/si2103.wav '
        'train/dr6/mkln0/si1598.wav train/dr6/mrxb0/si2215.wav train/dr6/mrxb0/sx235.wav '
        'train/dr6/msds0/si2337.wav train/dr6/msds0/sx177.wav train/dr6/msjk0/si2226.wav '
        'train/dr6/msjk0/sx426.wav train/dr6/msmr0/si1150.wav train/dr6/mtju0/si760.wav '
        'train/dr7/fcjs0/sx437.wav train/dr7/fcrz0/sx253.wav train/dr7/fjhk0/sx392.wav '
        'train/dr7/fjrp1/si2062.wav train/dr7/fjsk0/si2312.wav train/dr7/fjsk0/sx62.wav '
        'train/dr7/fkde0/sx331.wav train/dr7/fpab1/si2101.wav train/dr7/maeo0/si1326.wav '
        'train/dr7/maeo0/si1655.wav train/dr7/mbml0/sx449.wav train/dr7/mbth0/sx392.wav '
        'train/dr7/mcre0/si1751.wav train/dr7/mdks0/si2326.wav train/dr7/mdlm0/si1234.wav '
        'train/dr7/mdlr1/si669.wav train/dr7/mdlr1/sx219.wav train/dr7/mfxs0/sx234.wav '
        'train/dr7/mfxv0/si1635.wav train/dr7/mfxv0/sx105.wav train/dr7/mgsl0/si534.wav '
        'train/dr7/mhbs0/si2205.wav train/dr7/mhxl0/sx242.wav train/dr7/mhxl0/sx422.wav '
        'train/dr7/mjdg0/sx322.wav train/dr7/mjfr0/sx255.wav train/dr7/mjjm0/si827.wav '
        'train/dr7/mmdg0/sx250.wav train/dr7/mntw0/si1068.wav train/dr7/mntw0/sx78.wav '
        'train/dr7/mpfu0/sx448.wav train/dr7/mrmg0/sx450.wav train/dr7/mrmg0/sx90.wav '
        'train/dr7/mrpc1/sx222.wav train/dr7/mrpc1/sx312.wav train/dr7/msah1/si2309.wav '
        'train/dr7/msdb0/si1007.wav train/dr7/mtab0/si942.wav train/dr7/mtlc0/si847.wav '
        'train/dr7/mtwh1/sx72.wav train/dr8/fjrb0/si1932.wav train/dr8/fmbg0/sx350.wav '
        'train/dr8/fnkl0/sx262.wav train/dr8/mbcg0/sx237.wav train/dr8/mcxm0/si1981.wav '
        'train/dr8/mcxm0/sx271.wav train/dr8/mmlm0/sx177.wav train/dr8/mmpm0/sx431.wav '
        'train/dr8/mmpm0/sx71.wav train/dr8/mmws0/si888.wav train/dr8/mrre0/sx254.wav'
    ),
    'train/dr2/fdxw0': (
        'si1511.wav sx251.wav sx71.wav'
    ),
    'train/dr2/fkaa0': (
        'si1838.wav sx38.wav sx398.wav'
    ),
    'train/dr2/mrgs0': (
        'sx186.wav sx366.wav sx6.wav'
    ),
    'train/dr3/mtpg0': (
        'si1383.wav si753.wav sx123.wav'
    ),
    'train/dr4/mjls0': (
        'si1096.wav sx196.wav sx376.wav'
    ),
    'train/dr4/mjxl0': (
        'si1172.wav si1795.wav sx182.wav'
    ),
    'train/dr4/msfh0': (
        'si1738.wav sx316.wav sx406.wav'
    ),
    'train/dr5/mjwg0': (
        'si895.wav sx355.wav sx445.wav sx85.wav'
    ),
    'train/dr5/mpmb0': (
        'si1501.wav sx151.wav sx421.wav'
    ),
    'train/dr6/fhxs0': (
        'si1075.wav sx265.wav sx445.wav'
    ),
    'train/dr7/flet0': (
        'si1767.wav sx147.wav sx277.wav'
    ),
    'train/dr7/mjra0': (
        'si1236.wav si1866.wav sx156.wav sx246.wav sx426.wav'
    ),
}


TIMIT_OTHER = {
    '': (
        'LICENSE README.md SincNet.png TIMIT_preparation.py compute_d_vector.py data_io.py dnn_models.py '
        'speaker_id.py cfg/SincNet_Librispeech.cfg cfg/SincNet_TIMIT.cfg exp/SincNet_Librispeech/res.res '
        'exp/SincNet_TIMIT/res.res'
    ),
    'data_lists': (
        'TIMIT_all.scp TIMIT_labels.npy TIMIT_test.scp TIMIT_train.scp'
    ),
}


IMAGENET_KIND = {
    '': (
        'n01440764_29681.JPEG n01498041_18268.JPEG n01532829_5300.JPEG n01558993_13294.JPEG '
        'n01580077_2452.JPEG n01582220_9707.JPEG n01614925_22871.JPEG n01614925_2451.JPEG '
        'n01632777_12090.JPEG n01641577_804.JPEG n01669191_6216.JPEG n01675722_4676.JPEG '
        'n01693334_1892.JPEG n01693334_7075.JPEG n01729977_1050.JPEG n01737021_20692.JPEG '
        'n01748264_3582.JPEG n01775062_5583.JPEG n01776313_1880.JPEG n01797886_19986.JPEG '
        'n01817953_8973.JPEG n01820546_1569.JPEG n01824575_11240.JPEG n01824575_7231.JPEG '
        'n01843065_3446.JPEG n01843065_924.JPEG n01843383_2860.JPEG n01855032_2873.JPEG '
        'n01855672_5038.JPEG n01855672_7778.JPEG n01872401_39322.JPEG n01910747_8307.JPEG '
        'n01945685_509.JPEG n01978455_4241.JPEG n01983481_20454.JPEG n01990800_202.JPEG '
        'n02006656_6387.JPEG n02028035_1930.JPEG n02056570_741.JPEG n02066245_5438.JPEG '
        'n02071294_217.JPEG n02071294_9545.JPEG n02086910_9719.JPEG n02088238_8265.JPEG '
        'n02089867_7458.JPEG n02091244_10939.JPEG n02091831_12873.JPEG n02094258_6123.JPEG '
        'n02095570_6175.JPEG n02096051_8960.JPEG n02096294_141.JPEG n02097047_3969.JPEG '
        'n02097130_11648.JPEG n02097130_3091.JPEG n02097209_2462.JPEG n02097474_6054.JPEG '
        'n02097658_6242.JPEG n02098105_4279.JPEG n02098286_5170.JPEG n02099267_3901.JPEG '
        'n02101006_6707.JPEG n02105412_7610.JPEG n02107312_3778.JPEG n02110063_1007.JPEG '
        'n02110185_5392.JPEG n02110341_10177.JPEG n02111277_17143.JPEG n02111277_9241.JPEG '
        'n02112137_5460.JPEG n02112706_2928.JPEG n02113799_5334.JPEG n02114712_23249.JPEG '
        'n02114712_9021.JPEG n02114712_9400.JPEG n02115913_11470.JPEG n02115913_11806.JPEG '
        'n02116738_3683.JPEG n02120079_11173.JPEG n02133161_7184.JPEG n02134418_3964.JPEG '
        'n02134418_718.JPEG n02219486_25706.JPEG n02226429_14629.JPEG n02229544_6504.JPEG '
        'n02231487_1281.JPEG n02268443_36762.JPEG n02281406_6231.JPEG n02281787_4684.JPEG '
        'n02317335_24951.JPEG n02325366_7684.JPEG n02363005_12298.JPEG n02391049_5909.JPEG '
        'n02397096_2463.JPEG n02480495_4966.JPEG n02483362_617.JPEG n02483708_3052.JPEG '
        'n02483708_5828.JPEG n02484975_2450.JPEG n02484975_2981.JPEG n02484975_4725.JPEG '
        'n02488291_777.JPEG n02492660_3175.JPEG n02492660_3274.JPEG n02493793_7392.JPEG '
        'n02497673_3953.JPEG n02500267_6026.JPEG n02504458_1614.JPEG n02504458_2662.JPEG '
        'n02510455_4548.JPEG n02510455_7155.JPEG n02666196_12765.JPEG n02699494_9145.JPEG '
        'n02701002_2454.JPEG n02783161_35992.JPEG n02786058_18236.JPEG n02787622_12641.JPEG '
        'n02791124_4579.JPEG n02804414_4460.JPEG n02804414_8901.JPEG n02804610_26056.JPEG '
        'n02808304_220.JPEG n02814533_31743.JPEG n02817516_35787.JPEG n02865351_29975.JPEG '
        'n02877765_3482.JPEG n02879718_23797.JPEG n02883205_27216.JPEG n02892767_4611.JPEG '
        'n02895154_4223.JPEG n02895154_960.JPEG n02971356_11239.JPEG n02974003_7922.JPEG '
        'n02978881_1206.JPEG n02978881_7806.JPEG n02988304_6228.JPEG n03000134_3286.JPEG '
        'n03017168_8884.JPEG n03026506_2522.JPEG n03026506_4756.JPEG n03028079_9573.JPEG '
        'n03032252_96655.JPEG n03041632_22214.JPEG n03042490_10987.JPEG n03042490_131.JPEG '
        'n03062245_11899.JPEG n03062245_2369.JPEG n03085013_1797.JPEG n03085013_8050.JPEG '
        'n03100240_5570.JPEG n03124043_4001.JPEG n03124170_2982.JPEG n03179701_49097.JPEG '
        'n03187595_4621.JPEG n03187595_7081.JPEG n03207941_14290.JPEG n03216828_9768.JPEG '
        'n03218198_21164.JPEG n03223299_470.JPEG n03297495_3496.JPEG n03297495_636.JPEG '
        'n03314780_509.JPEG n03394916_33527.JPEG n03424325_3084.JPEG n03443371_5487.JPEG '
        'n03447447_3871.JPEG n03461385_87330.JPEG n03481172_11345.JPEG n03483316_1688.JPEG '
        'n03532672_10874.JPEG n03535780_12730.JPEG n03535780_44878.JPEG n03538406_10252.JPEG '
        'n03538406_2680.JPEG n03590841_5700.JPEG n03598930_1335.JPEG n03623198_4365.JPEG '
        'n03627232_25660.JPEG n03627232_8669.JPEG n03630383_11724.JPEG n03642806_23767.JPEG '
        'n03657121_15159.JPEG n03661043_11.JPEG n03661043_1269.JPEG n03666591_24316.JPEG '
        'n03670208_46460.JPEG n03691459_70448.JPEG n03692522_5440.JPEG n03697007_27544.JPEG '
        'n03710637_12994.JPEG n03717622_10531.JPEG n03721384_28104.JPEG n03742115_12507.JPEG '
        'n03743016_13753.JPEG n03743016_3549.JPEG n03775546_227.JPEG n03776460_21800.JPEG '
        'n03777568_10613.JPEG n03777754_9342.JPEG n03791053_29325.JPEG n03792782_28630.JPEG '
        'n03794056_21678.JPEG n03814639_1182.JPEG n03814639_15624.JPEG n03814639_18063.JPEG '
        'n03838899_33102.JPEG n03841143_4066.JPEG n03843555_8141.JPEG n03874293_13315.JPEG '
        'n03874293_15163.JPEG n03874599_8427.JPEG n03876231_4209.JPEG n03877472_4835.JPEG '
        'n03877472_54595.JPEG n03888257_3387.JPEG n03908714_4712.JPEG n03929660_10913.JPEG '
        'n03929660_18338.JPEG n03929855_5888.JPEG n03929855_6485.JPEG n03930313_7926.JPEG '
        'n03938244_8530.JPEG n03967562_25419.JPEG n03980874_1116.JPEG n03980874_4453.JPEG '
        'n03983396_8281.JPEG n03992509_2369.JPEG n04009552_6319.JPEG n04019541_18920.JPEG '
        'n04019541_53146.JPEG n04037443_48359.JPEG n04086273_3414.JPEG n04086273_4849.JPEG '
        'n04127249_9826.JPEG n04141327_17181.JPEG n04146614_7258.JPEG n04192698_8362.JPEG '
        'n04204347_2895.JPEG n04228054_9964.JPEG n04243546_16387.JPEG n04251144_9280.JPEG '
        'n04252077_1255.JPEG n04265275_5502.JPEG n04265275_6377.JPEG n04273569_225.JPEG '
        'n04273569_3905.JPEG n04286575_3887.JPEG n04286575_47715.JPEG n04310018_14625.JPEG '
        'n04310018_1934.JPEG n04311004_7792.JPEG n04317175_17077.JPEG n04317175_18490.JPEG '
        'n04317175_5801.JPEG n04325704_11671.JPEG n04325704_16024.JPEG n04325704_5772.JPEG '
        'n04346328_14706.JPEG n04355338_23830.JPEG n04367480_7022.JPEG n04380533_5464.JPEG '
        'n04380533_990.JPEG n04399382_27071.JPEG n04404412_7543.JPEG n04417672_14880.JPEG '
        'n04458633_6467.JPEG n04486054_11234.JPEG n04525038_35421.JPEG n04540053_2488.JPEG '
        'n04548280_596.JPEG n04553703_1580.JPEG n04560804_3096.JPEG n04562935_19360.JPEG '
        'n04597913_1115.JPEG n04604644_6529.JPEG n04604644_9990.JPEG n07579787_35093.JPEG '
        'n07584110_20286.JPEG n07684084_3912.JPEG n07693725_4108.JPEG n07697313_546.JPEG '
        'n07697537_1649.JPEG n07714990_4001.JPEG n07716906_3754.JPEG n07718747_18498.JPEG '
        'n07742313_17467.JPEG n07745940_10610.JPEG n07753592_15562.JPEG n07802026_13640.JPEG '
        'n07836838_1215.JPEG n07871810_18808.JPEG n07932039_18350.JPEG n09256479_1842.JPEG '
        'n11879895_1897.JPEG n12057211_9182.JPEG n12144580_16229.JPEG n12144580_5697.JPEG '
        'n12998815_2268.JPEG n13037406_2152.JPEG n13054560_3658.JPEG n13133613_76364.JPEG'
    ),
}


IMAGENET_OTHER = {
    '': (
        'CONTRIBUTING.md LICENSE README.md data.py data_util.py lars_optimizer.py model.py model_util.py '
        'objective.py requirements.txt resnet.py run.py imagenet_subsets/10percent.txt '
        'imagenet_subsets/1percent.txt'
    ),
    'colabs': (
        'distillation_self_training.ipynb finetuning.ipynb load_and_inference.ipynb'
    ),
    'colabs/intriguing_properties': (
        'README.md digits_on_tf_flowers.ipynb generalized_contrastive_loss.ipynb randbits_mnist.ipynb'
    ),
    'tf2': (
        'README.md data.py data_util.py lars_optimizer.py metrics.py model.py objective.py '
        'requirements.txt resnet.py run.py'
    ),
    'tf2/colabs': (
        'distillation_self_training.ipynb finetuning.ipynb imagenet_results.ipynb '
        'load_and_inference.ipynb'
    ),
}


VOC_KIND = {
    '/JPEGImages': (
        '2007_000121.jpg 2007_001678.jpg 2007_003189.jpg 2007_003742.jpg 2007_004423.jpg 2007_004856.jpg '
        '2007_005294.jpg 2007_005797.jpg 2007_007477.jpg 2007_007878.jpg 2007_008072.jpg 2007_008403.jpg '
        '2007_008407.jpg 2007_008708.jpg 2007_008994.jpg 2007_009654.jpg 2007_009788.jpg 2008_000236.jpg '
        '2008_000251.jpg 2008_000452.jpg 2008_000511.jpg 2008_000628.jpg 2008_000795.jpg 2008_000842.jpg '
        '2008_001024.jpg 2008_001248.jpg 2008_001272.jpg 2008_001314.jpg 2008_001414.jpg 2008_001510.jpg '
        '2008_001516.jpg 2008_001582.jpg 2008_001591.jpg 2008_001660.jpg 2008_001691.jpg 2008_001710.jpg '
        '2008_001816.jpg 2008_001838.jpg 2008_001852.jpg 2008_001910.jpg 2008_001961.jpg 2008_001969.jpg '
        '2008_002056.jpg 2008_002227.jpg 2008_002454.jpg 2008_002510.jpg 2008_002622.jpg 2008_002712.jpg '
        '2008_002845.jpg 2008_002954.jpg 2008_002956.jpg 2008_003255.jpg 2008_003291.jpg 2008_003330.jpg '
        '2008_003469.jpg 2008_003531.jpg 2008_003562.jpg 2008_003582.jpg 2008_003870.jpg 2008_003983.jpg '
        '2008_003998.jpg 2008_004093.jpg 2008_004165.jpg 2008_004378.jpg 2008_004471.jpg 2008_004506.jpg '
        '2008_004805.jpg 2008_004904.jpg 2008_004977.jpg 2008_005023.jpg 2008_005032.jpg 2008_005137.jpg '
        '2008_005156.jpg 2008_005168.jpg 2008_005196.jpg 2008_005272.jpg 2008_005310.jpg 2008_005337.jpg '
        '2008_005365.jpg 2008_005427.jpg 2008_005703.jpg 2008_005726.jpg 2008_006158.jpg 2008_006474.jpg '
        '2008_006694.jpg 2008_006863.jpg 2008_006909.jpg 2008_006924.jpg 2008_007067.jpg 2008_007097.jpg '
        '2008_007119.jpg 2008_007239.jpg 2008_007289.jpg 2008_007472.jpg 2008_007591.jpg 2008_007599.jpg '
        '2008_007611.jpg 2008_007612.jpg 2008_007690.jpg 2008_007733.jpg 2008_007840.jpg 2008_007887.jpg '
        '2008_007938.jpg 2008_007954.jpg 2008_008080.jpg 2008_008301.jpg 2008_008395.jpg 2008_008461.jpg '
        '2008_008470.jpg 2008_008497.jpg 2009_000105.jpg 2009_000140.jpg 2009_000182.jpg 2009_000197.jpg '
        '2009_000410.jpg 2009_000593.jpg 2009_000628.jpg 2009_000648.jpg 2009_000750.jpg 2009_000939.jpg '
        '2009_001056.jpg 2009_001138.jpg 2009_001160.jpg 2009_001387.jpg 2009_001828.jpg 2009_001916.jpg '
        '2009_001927.jpg 2009_001952.jpg 2009_001964.jpg 2009_001980.jpg 2009_001984.jpg 2009_001990.jpg '
        '2009_002042.jpg 2009_002136.jpg 2009_002262.jpg 2009_002272.jpg 2009_002273.jpg 2009_002295.jpg '
        '2009_002350.jpg 2009_002398.jpg 2009_002438.jpg 2009_002487.jpg 2009_002488.jpg 2009_002563.jpg '
        '2009_002568.jpg 2009_002855.jpg 2009_003130.jpg 2009_003147.jpg 2009_003196.jpg 2009_003508.jpg '
        '2009_003531.jpg 2009_003544.jpg 2009_003660.jpg 2009_003912.jpg 2009_003922.jpg 2009_003958.jpg '
        '2009_004021.jpg 2009_004082.jpg 2009_004174.jpg 2009_004200.jpg 2009_004274.jpg 2009_004501.jpg '
        '2009_004542.jpg 2009_004552.jpg 2009_004652.jpg 2009_004684.jpg 2009_004719.jpg 2009_004749.jpg '
        '2009_004756.jpg 2009_004823.jpg 2009_004887.jpg 2009_004889.jpg 2009_004903.jpg 2009_005260.jpg '
        '2010_000097.jpg 2010_000157.jpg 2010_000197.jpg 2010_000222.jpg 2010_000295.jpg 2010_000347.jpg '
        '2010_000442.jpg 2010_000456.jpg 2010_000473.jpg 2010_000492.jpg 2010_000647.jpg 2010_000688.jpg '
        '2010_000697.jpg 2010_000740.jpg 2010_000771.jpg 2010_000786.jpg 2010_000807.jpg 2010_000810.jpg '
        '2010_000915.jpg 2010_000927.jpg 2010_001092.jpg 2010_001112.jpg 2010_001184.jpg 2010_001201.jpg '
        '2010_001274.jpg 2010_001286.jpg 2010_001320.jpg 2010_001689.jpg 2010_001754.jpg 2010_001759.jpg '
        '2010_001940.jpg 2010_002030.jpg 2010_002042.jpg 2010_002121.jpg 2010_002391.jpg 2010_002462.jpg '
        '2010_002480.jpg 2010_002513.jpg 2010_002771.jpg 2010_002902.jpg 2010_002982.jpg 2010_003120.jpg '
        '2010_003147.jpg 2010_003187.jpg 2010_003300.jpg 2010_003522.jpg 2010_003656.jpg 2010_003729.jpg '
        '2010_003845.jpg 2010_004072.jpg 2010_004143.jpg 2010_004162.jpg 2010_004171.jpg 2010_004180.jpg '
        '2010_004314.jpg 2010_004431.jpg 2010_004577.jpg 2010_004601.jpg 2010_004627.jpg 2010_004629.jpg '
        '2010_004680.jpg 2010_004750.jpg 2010_004797.jpg 2010_004854.jpg 2010_004856.jpg 2010_004933.jpg '
        '2010_004967.jpg 2010_005066.jpg 2010_005116.jpg 2010_005130.jpg 2010_005159.jpg 2010_005187.jpg '
        '2010_005306.jpg 2010_005371.jpg 2010_005442.jpg 2010_005484.jpg 2010_005543.jpg 2010_005610.jpg '
        '2010_005644.jpg 2010_005658.jpg 2010_005746.jpg 2010_005780.jpg 2010_005975.jpg 2010_006000.jpg '
        '2010_006023.jpg 2010_006086.jpg 2011_000232.jpg 2011_000276.jpg 2011_000305.jpg 2011_000419.jpg '
        '2011_000542.jpg 2011_000548.jpg 2011_000550.jpg 2011_000767.jpg 2011_000837.jpg 2011_000888.jpg '
        '2011_001054.jpg 2011_001153.jpg 2011_001159.jpg 2011_001217.jpg 2011_001251.jpg 2011_001282.jpg '
        '2011_001283.jpg 2011_001422.jpg 2011_001739.jpg 2011_001757.jpg 2011_001884.jpg 2011_001893.jpg '
        '2011_001937.jpg 2011_001941.jpg 2011_001974.jpg 2011_001975.jpg 2011_002002.jpg 2011_002150.jpg '
        '2011_002421.jpg 2011_002479.jpg 2011_002488.jpg 2011_002649.jpg 2011_002664.jpg 2011_002775.jpg '
        '2011_002823.jpg 2011_002884.jpg 2011_003050.jpg 2011_003065.jpg 2011_003086.jpg 2011_003167.jpg'
    ),
}


VOC_OTHER = {
    '/SegmentationClassAug': (
        '2007_000738.png 2007_003101.png 2007_003286.png 2007_004380.png 2007_005248.png 2007_006673.png '
        '2007_007890.png 2007_008801.png 2007_008948.png 2007_009030.png 2007_009750.png 2008_000188.png '
        '2008_000657.png 2008_000734.png 2008_000815.png 2008_000824.png 2008_000861.png 2008_001052.png '
        '2008_001098.png 2008_001401.png 2008_001500.png 2008_001553.png 2008_001563.png 2008_001592.png '
        '2008_001706.png 2008_001876.png 2008_001955.png 2008_001969.png 2008_002262.png 2008_002307.png '
        '2008_002330.png 2008_002501.png 2008_002597.png 2008_002603.png 2008_002750.png 2008_002753.png '
        '2008_002791.png 2008_002930.png 2008_002932.png 2008_003225.png 2008_003287.png 2008_003360.png '
        '2008_003415.png 2008_003466.png 2008_003674.png 2008_003681.png 2008_003743.png 2008_003843.png '
        '2008_003871.png 2008_004002.png 2008_004080.png 2008_004278.png 2008_004410.png 2008_004462.png '
        '2008_004567.png 2008_004646.png 2008_005055.png 2008_005137.png 2008_005174.png 2008_005201.png '
        '2008_005324.png 2008_005408.png 2008_005460.png 2008_005663.png 2008_005706.png 2008_005728.png '
        '2008_006063.png 2008_006065.png 2008_006200.png 2008_006285.png 2008_006452.png 2008_006547.png '
        '2008_006554.png 2008_006874.png 2008_006997.png 2008_007237.png 2008_007357.png 2008_007646.png '
        '2008_007648.png 2008_008234.png 2008_008287.png 2008_008379.png 2008_008623.png 2008_008713.png '
        '2008_008753.png 2009_000006.png 2009_000288.png 2009_000454.png 2009_000816.png 2009_001201.png '
        '2009_001230.png 2009_001308.png 2009_001333.png 2009_001374.png 2009_001407.png 2009_001645.png '
        '2009_001781.png 2009_001810.png 2009_001818.png 2009_001911.png 2009_002122.png 2009_002257.png '
        '2009_002419.png 2009_002464.png 2009_002474.png 2009_002539.png 2009_002579.png 2009_002597.png '
        '2009_002764.png 2009_002765.png 2009_002901.png 2009_003087.png 2009_003230.png 2009_003297.png '
        '2009_003446.png 2009_003459.png 2009_003534.png 2009_003752.png 2009_003786.png 2009_003974.png '
        '2009_004072.png 2009_004207.png 2009_004358.png 2009_004499.png 2009_004557.png 2009_004681.png '
        '2009_004716.png 2009_004926.png 2009_004943.png 2009_005051.png 2009_005145.png 2010_000295.png '
        '2010_000329.png 2010_000688.png 2010_000761.png 2010_000791.png 2010_000805.png 2010_001012.png '
        '2010_001023.png 2010_001106.png 2010_001113.png 2010_001158.png 2010_001315.png 2010_001360.png '
        '2010_001407.png 2010_001435.png 2010_001528.png 2010_001680.png 2010_001756.png 2010_001864.png '
        '2010_001904.png 2010_002117.png 2010_002166.png 2010_002263.png 2010_002529.png 2010_002695.png '
        '2010_003106.png 2010_003316.png 2010_003495.png 2010_003634.png 2010_003651.png 2010_003822.png '
        '2010_003861.png 2010_003890.png 2010_003914.png 2010_004014.png 2010_004140.png 2010_004559.png '
        '2010_004672.png 2010_004703.png 2010_004751.png 2010_005090.png 2010_005183.png 2010_005309.png '
        '2010_005886.png 2010_005951.png 2010_006010.png 2010_006082.png 2011_000058.png 2011_000324.png '
        '2011_000344.png 2011_000379.png 2011_000475.png 2011_000550.png 2011_000557.png 2011_000558.png '
        '2011_001608.png 2011_001647.png 2011_001986.png 2011_001989.png 2011_002016.png 2011_002027.png '
        '2011_002119.png 2011_002143.png 2011_002248.png 2011_002583.png 2011_002676.png 2011_002756.png '
        '2011_002951.png 2011_003049.png'
    ),
}


G1K_CRAMS_KIND = {
    '': (
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG01880/alignment/HG01880.alt_bwamem_GRCh38DH.20150718.ACB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG01990/alignment/HG01990.alt_bwamem_GRCh38DH.20150718.ACB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02014/exome_alignment/HG02014.alt_bwamem_GRCh38DH.20150826.ACB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02283/alignment/HG02283.alt_bwamem_GRCh38DH.20150718.ACB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02325/exome_alignment/HG02325.alt_bwamem_GRCh38DH.20150826.ACB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02429/alignment/HG02429.alt_bwamem_GRCh38DH.20150718.ACB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02470/alignment/HG02470.alt_bwamem_GRCh38DH.20150718.ACB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02481/alignment/HG02481.alt_bwamem_GRCh38DH.20150718.ACB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02502/exome_alignment/HG02502.alt_bwamem_GRCh38DH.20150826.ACB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02545/alignment/HG02545.alt_bwamem_GRCh38DH.20150718.ACB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA19909/alignment/NA19909.alt_bwamem_GRCh38DH.20150718.ASW.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA19922/alignment/NA19922.alt_bwamem_GRCh38DH.20150718.ASW.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA19923/exome_alignment/NA19923.alt_bwamem_GRCh38DH.20150826.ASW.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA19984/alignment/NA19984.alt_bwamem_GRCh38DH.20150718.ASW.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA20274/exome_alignment/NA20274.alt_bwamem_GRCh38DH.20150826.ASW.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA20281/exome_alignment/NA20281.alt_bwamem_GRCh38DH.20150826.ASW.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA20294/exome_alignment/NA20294.alt_bwamem_GRCh38DH.20150826.ASW.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA20336/alignment/NA20336.alt_bwamem_GRCh38DH.20150718.ASW.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA20341/exome_alignment/NA20341.alt_bwamem_GRCh38DH.20150826.ASW.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG03794/alignment/HG03794.alt_bwamem_GRCh38DH.20150718.BEB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG03797/alignment/HG03797.alt_bwamem_GRCh38DH.20150718.BEB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG03907/alignment/HG03907.alt_bwamem_GRCh38DH.20150718.BEB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG03917/alignment/HG03917.alt_bwamem_GRCh38DH.20150718.BEB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG04128/exome_alignment/HG04128.alt_bwamem_GRCh38DH.20150826.BEB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG04173/alignment/HG04173.alt_bwamem_GRCh38DH.20150718.BEB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG04182/exome_alignment/HG04182.alt_bwamem_GRCh38DH.20150826.BEB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG01028/alignment/HG01028.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG01811/alignment/HG01811.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG01817/alignment/HG01817.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02153/alignment/HG02153.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02155/exome_alignment/HG02155.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02168/alignment/HG02168.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02186/exome_alignment/HG02186.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02364/alignment/HG02364.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02364/exome_alignment/HG02364.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02379/exome_alignment/HG02379.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02380/exome_alignment/HG02380.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02389/exome_alignment/HG02389.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02394/exome_alignment/HG02394.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02397/alignment/HG02397.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA06989/alignment/NA06989.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA07037/alignment/NA07037.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA07048/exome_alignment/NA07048.alt_bwamem_GRCh38DH.20150826.CEU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA11829/exome_alignment/NA11829.alt_bwamem_GRCh38DH.20150826.CEU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA11881/alignment/NA11881.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA11892/alignment/NA11892.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA11992/exome_alignment/NA11992.alt_bwamem_GRCh38DH.20150826.CEU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA12282/alignment/NA12282.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA12775/exome_alignment/NA12775.alt_bwamem_GRCh38DH.20150826.CEU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA12827/exome_alignment/NA12827.alt_bwamem_GRCh38DH.20150826.CEU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA12891/exome_alignment/NA12891.alt_bwamem_GRCh38DH.20150826.CEU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18536/alignment/NA18536.alt_bwamem_GRCh38DH.20150718.CHB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18555/alignment/NA18555.alt_bwamem_GRCh38DH.20150718.CHB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18565/exome_alignment/NA18565.alt_bwamem_GRCh38DH.20150826.CHB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18572/alignment/NA18572.alt_bwamem_GRCh38DH.20150718.CHB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18572/exome_alignment/NA18572.alt_bwamem_GRCh38DH.20150826.CHB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18577/exome_alignment/NA18577.alt_bwamem_GRCh38DH.20150826.CHB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18626/alignment/NA18626.alt_bwamem_GRCh38DH.20150718.CHB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18628/exome_alignment/NA18628.alt_bwamem_GRCh38DH.20150826.CHB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18631/exome_alignment/NA18631.alt_bwamem_GRCh38DH.20150826.CHB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18636/alignment/NA18636.alt_bwamem_GRCh38DH.20150718.CHB.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18748/exome_alignment/NA18748.alt_bwamem_GRCh38DH.20150826.CHB.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00409/alignment/HG00409.alt_bwamem_GRCh38DH.20150718.CHS.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00419/alignment/HG00419.alt_bwamem_GRCh38DH.20150718.CHS.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00422/alignment/HG00422.alt_bwamem_GRCh38DH.20150718.CHS.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00475/exome_alignment/HG00475.alt_bwamem_GRCh38DH.20150826.CHS.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00479/exome_alignment/HG00479.alt_bwamem_GRCh38DH.20150826.CHS.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00556/alignment/HG00556.alt_bwamem_GRCh38DH.20150718.CHS.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00592/exome_alignment/HG00592.alt_bwamem_GRCh38DH.20150826.CHS.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00595/exome_alignment/HG00595.alt_bwamem_GRCh38DH.20150826.CHS.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00622/exome_alignment/HG00622.alt_bwamem_GRCh38DH.20150826.CHS.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00634/exome_alignment/HG00634.alt_bwamem_GRCh38DH.20150826.CHS.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00635/alignment/HG00635.alt_bwamem_GRCh38DH.20150718.CHS.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00705/exome_alignment/HG00705.alt_bwamem_GRCh38DH.20150826.CHS.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01124/exome_alignment/HG01124.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01134/alignment/HG01134.alt_bwamem_GRCh38DH.20150718.CLM.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01360/alignment/HG01360.alt_bwamem_GRCh38DH.20150718.CLM.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01366/exome_alignment/HG01366.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01383/exome_alignment/HG01383.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01389/alignment/HG01389.alt_bwamem_GRCh38DH.20150718.CLM.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01440/exome_alignment/HG01440.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01444/alignment/HG01444.alt_bwamem_GRCh38DH.20150718.CLM.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01452/exome_alignment/HG01452.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01479/exome_alignment/HG01479.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01482/exome_alignment/HG01482.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01483/exome_alignment/HG01483.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01488/exome_alignment/HG01488.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG02922/alignment/HG02922.alt_bwamem_GRCh38DH.20150718.ESN.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG02941/exome_alignment/HG02941.alt_bwamem_GRCh38DH.20150826.ESN.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG02947/alignment/HG02947.alt_bwamem_GRCh38DH.20150718.ESN.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG02965/exome_alignment/HG02965.alt_bwamem_GRCh38DH.20150826.ESN.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG02977/exome_alignment/HG02977.alt_bwamem_GRCh38DH.20150826.ESN.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03168/exome_alignment/HG03168.alt_bwamem_GRCh38DH.20150826.ESN.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03172/exome_alignment/HG03172.alt_bwamem_GRCh38DH.20150826.ESN.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03508/exome_alignment/HG03508.alt_bwamem_GRCh38DH.20150826.ESN.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03518/alignment/HG03518.alt_bwamem_GRCh38DH.20150718.ESN.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03520/exome_alignment/HG03520.alt_bwamem_GRCh38DH.20150826.ESN.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00288/alignment/HG00288.alt_bwamem_GRCh38DH.20150718.FIN.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00332/alignment/HG00332.alt_bwamem_GRCh38DH.20150718.FIN.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00341/exome_alignment/HG00341.alt_bwamem_GRCh38DH.20150826.FIN.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00358/alignment/HG00358.alt_bwamem_GRCh38DH.20150718.FIN.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00365/exome_alignment/HG00365.alt_bwamem_GRCh38DH.20150826.FIN.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00367/alignment/HG00367.alt_bwamem_GRCh38DH.20150718.FIN.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00097/alignment/HG00097.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00101/alignment/HG00101.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00104/alignment/HG00104.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00119/alignment/HG00119.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00125/alignment/HG00125.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00148/alignment/HG00148.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00233/alignment/HG00233.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00234/exome_alignment/HG00234.alt_bwamem_GRCh38DH.20150826.GBR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00235/exome_alignment/HG00235.alt_bwamem_GRCh38DH.20150826.GBR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00245/alignment/HG00245.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00251/exome_alignment/HG00251.alt_bwamem_GRCh38DH.20150826.GBR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00265/exome_alignment/HG00265.alt_bwamem_GRCh38DH.20150826.GBR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG04301/exome_alignment/HG04301.alt_bwamem_GRCh38DH.20150826.GBR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA20850/alignment/NA20850.alt_bwamem_GRCh38DH.20150718.GIH.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA20852/exome_alignment/NA20852.alt_bwamem_GRCh38DH.20150826.GIH.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA20870/exome_alignment/NA20870.alt_bwamem_GRCh38DH.20150826.GIH.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA20878/alignment/NA20878.alt_bwamem_GRCh38DH.20150718.GIH.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA20898/alignment/NA20898.alt_bwamem_GRCh38DH.20150718.GIH.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA21086/exome_alignment/NA21086.alt_bwamem_GRCh38DH.20150826.GIH.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA21093/exome_alignment/NA21093.alt_bwamem_GRCh38DH.20150826.GIH.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA21095/alignment/NA21095.alt_bwamem_GRCh38DH.20150718.GIH.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA21098/exome_alignment/NA21098.alt_bwamem_GRCh38DH.20150826.GIH.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02568/high_cov_alignment/HG02568.alt_bwamem_GRCh38DH.20150917.GWD.high_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02574/exome_alignment/HG02574.alt_bwamem_GRCh38DH.20150826.GWD.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02589/alignment/HG02589.alt_bwamem_GRCh38DH.20150718.GWD.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02594/exome_alignment/HG02594.alt_bwamem_GRCh38DH.20150826.GWD.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02715/alignment/HG02715.alt_bwamem_GRCh38DH.20150718.GWD.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02805/alignment/HG02805.alt_bwamem_GRCh38DH.20150718.GWD.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02816/exome_alignment/HG02816.alt_bwamem_GRCh38DH.20150826.GWD.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02837/alignment/HG02837.alt_bwamem_GRCh38DH.20150718.GWD.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02851/alignment/HG02851.alt_bwamem_GRCh38DH.20150718.GWD.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02885/exome_alignment/HG02885.alt_bwamem_GRCh38DH.20150826.GWD.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02983/alignment/HG02983.alt_bwamem_GRCh38DH.20150718.GWD.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG03249/alignment/HG03249.alt_bwamem_GRCh38DH.20150718.GWD.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG01512/alignment/HG01512.alt_bwamem_GRCh38DH.20150718.IBS.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG01528/alignment/HG01528.alt_bwamem_GRCh38DH.20150718.IBS.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG01536/alignment/HG01536.alt_bwamem_GRCh38DH.20150718.IBS.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG01675/alignment/HG01675.alt_bwamem_GRCh38DH.20150718.IBS.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG01766/exome_alignment/HG01766.alt_bwamem_GRCh38DH.20150826.IBS.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03713/alignment/HG03713.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03727/exome_alignment/HG03727.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03729/exome_alignment/HG03729.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03742/alignment/HG03742.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03770/alignment/HG03770.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03772/exome_alignment/HG03772.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03773/alignment/HG03773.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03779/exome_alignment/HG03779.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03862/alignment/HG03862.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03965/exome_alignment/HG03965.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03968/alignment/HG03968.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03971/alignment/HG03971.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04001/alignment/HG04001.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04019/exome_alignment/HG04019.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04026/exome_alignment/HG04026.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04058/alignment/HG04058.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04058/exome_alignment/HG04058.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04093/alignment/HG04093.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04094/alignment/HG04094.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04198/alignment/HG04198.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA18946/exome_alignment/NA18946.alt_bwamem_GRCh38DH.20150826.JPT.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA18953/exome_alignment/NA18953.alt_bwamem_GRCh38DH.20150826.JPT.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA18957/alignment/NA18957.alt_bwamem_GRCh38DH.20150718.JPT.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA18992/alignment/NA18992.alt_bwamem_GRCh38DH.20150718.JPT.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA18993/alignment/NA18993.alt_bwamem_GRCh38DH.20150718.JPT.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA18995/alignment/NA18995.alt_bwamem_GRCh38DH.20150718.JPT.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA19001/exome_alignment/NA19001.alt_bwamem_GRCh38DH.20150826.JPT.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA19086/exome_alignment/NA19086.alt_bwamem_GRCh38DH.20150826.JPT.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA19090/alignment/NA19090.alt_bwamem_GRCh38DH.20150718.JPT.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG01595/exome_alignment/HG01595.alt_bwamem_GRCh38DH.20150826.KHV.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG01848/alignment/HG01848.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG01871/alignment/HG01871.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02024/exome_alignment/HG02024.alt_bwamem_GRCh38DH.20150826.KHV.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02026/alignment/HG02026.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02031/exome_alignment/HG02031.alt_bwamem_GRCh38DH.20150826.KHV.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02050/alignment/HG02050.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02069/alignment/HG02069.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02087/exome_alignment/HG02087.alt_bwamem_GRCh38DH.20150826.KHV.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02121/exome_alignment/HG02121.alt_bwamem_GRCh38DH.20150826.KHV.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02138/alignment/HG02138.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19041/alignment/NA19041.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19309/alignment/NA19309.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19309/exome_alignment/NA19309.alt_bwamem_GRCh38DH.20150826.LWK.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19310/exome_alignment/NA19310.alt_bwamem_GRCh38DH.20150826.LWK.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19324/alignment/NA19324.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19332/alignment/NA19332.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19346/exome_alignment/NA19346.alt_bwamem_GRCh38DH.20150826.LWK.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19355/exome_alignment/NA19355.alt_bwamem_GRCh38DH.20150826.LWK.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19359/alignment/NA19359.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19378/exome_alignment/NA19378.alt_bwamem_GRCh38DH.20150826.LWK.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19391/alignment/NA19391.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19391/exome_alignment/NA19391.alt_bwamem_GRCh38DH.20150826.LWK.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19394/exome_alignment/NA19394.alt_bwamem_GRCh38DH.20150826.LWK.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03052/high_cov_alignment/HG03052.alt_bwamem_GRCh38DH.20150917.MSL.high_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03061/alignment/HG03061.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03082/alignment/HG03082.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03096/alignment/HG03096.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03225/exome_alignment/HG03225.alt_bwamem_GRCh38DH.20150826.MSL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03380/alignment/HG03380.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03398/alignment/HG03398.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03431/exome_alignment/HG03431.alt_bwamem_GRCh38DH.20150826.MSL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03454/alignment/HG03454.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03455/exome_alignment/HG03455.alt_bwamem_GRCh38DH.20150826.MSL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03460/exome_alignment/HG03460.alt_bwamem_GRCh38DH.20150826.MSL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03464/alignment/HG03464.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03565/exome_alignment/HG03565.alt_bwamem_GRCh38DH.20150826.MSL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03574/alignment/HG03574.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03575/exome_alignment/HG03575.alt_bwamem_GRCh38DH.20150826.MSL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19648/high_cov_alignment/NA19648.alt_bwamem_GRCh38DH.20150917.MXL.high_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19654/alignment/NA19654.alt_bwamem_GRCh38DH.20150718.MXL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19655/exome_alignment/NA19655.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19660/exome_alignment/NA19660.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19661/alignment/NA19661.alt_bwamem_GRCh38DH.20150718.MXL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19684/exome_alignment/NA19684.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19716/alignment/NA19716.alt_bwamem_GRCh38DH.20150718.MXL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19731/exome_alignment/NA19731.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19749/alignment/NA19749.alt_bwamem_GRCh38DH.20150718.MXL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19755/exome_alignment/NA19755.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19773/exome_alignment/NA19773.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19776/exome_alignment/NA19776.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19789/exome_alignment/NA19789.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19794/alignment/NA19794.alt_bwamem_GRCh38DH.20150718.MXL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG01565/alignment/HG01565.alt_bwamem_GRCh38DH.20150718.PEL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG01926/alignment/HG01926.alt_bwamem_GRCh38DH.20150718.PEL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG01982/exome_alignment/HG01982.alt_bwamem_GRCh38DH.20150826.PEL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02006/exome_alignment/HG02006.alt_bwamem_GRCh38DH.20150826.PEL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02008/exome_alignment/HG02008.alt_bwamem_GRCh38DH.20150826.PEL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02265/exome_alignment/HG02265.alt_bwamem_GRCh38DH.20150826.PEL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02285/alignment/HG02285.alt_bwamem_GRCh38DH.20150718.PEL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02345/alignment/HG02345.alt_bwamem_GRCh38DH.20150718.PEL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02347/exome_alignment/HG02347.alt_bwamem_GRCh38DH.20150826.PEL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02348/exome_alignment/HG02348.alt_bwamem_GRCh38DH.20150826.PEL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG01586/alignment/HG01586.alt_bwamem_GRCh38DH.20150718.PJL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02490/exome_alignment/HG02490.alt_bwamem_GRCh38DH.20150826.PJL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02655/exome_alignment/HG02655.alt_bwamem_GRCh38DH.20150826.PJL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02725/exome_alignment/HG02725.alt_bwamem_GRCh38DH.20150826.PJL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02778/exome_alignment/HG02778.alt_bwamem_GRCh38DH.20150826.PJL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02781/alignment/HG02781.alt_bwamem_GRCh38DH.20150718.PJL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02787/alignment/HG02787.alt_bwamem_GRCh38DH.20150718.PJL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG03640/exome_alignment/HG03640.alt_bwamem_GRCh38DH.20150826.PJL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG03708/exome_alignment/HG03708.alt_bwamem_GRCh38DH.20150826.PJL.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG03761/alignment/HG03761.alt_bwamem_GRCh38DH.20150718.PJL.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG00640/alignment/HG00640.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01052/exome_alignment/HG01052.alt_bwamem_GRCh38DH.20150826.PUR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01058/exome_alignment/HG01058.alt_bwamem_GRCh38DH.20150826.PUR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01067/alignment/HG01067.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01073/exome_alignment/HG01073.alt_bwamem_GRCh38DH.20150826.PUR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01089/exome_alignment/HG01089.alt_bwamem_GRCh38DH.20150826.PUR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01095/alignment/HG01095.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01173/alignment/HG01173.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01176/alignment/HG01176.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01183/exome_alignment/HG01183.alt_bwamem_GRCh38DH.20150826.PUR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01241/alignment/HG01241.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01303/alignment/HG01303.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01326/exome_alignment/HG01326.alt_bwamem_GRCh38DH.20150826.PUR.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03644/alignment/HG03644.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03744/exome_alignment/HG03744.alt_bwamem_GRCh38DH.20150826.STU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03757/alignment/HG03757.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03836/exome_alignment/HG03836.alt_bwamem_GRCh38DH.20150826.STU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03837/exome_alignment/HG03837.alt_bwamem_GRCh38DH.20150826.STU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03842/alignment/HG03842.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03888/alignment/HG03888.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03949/alignment/HG03949.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG04033/alignment/HG04033.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG04038/alignment/HG04038.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG04042/exome_alignment/HG04042.alt_bwamem_GRCh38DH.20150826.STU.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG04047/alignment/HG04047.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG04114/alignment/HG04114.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20504/exome_alignment/NA20504.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20511/alignment/NA20511.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20518/alignment/NA20518.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20518/exome_alignment/NA20518.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20528/alignment/NA20528.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20533/exome_alignment/NA20533.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20585/alignment/NA20585.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20753/alignment/NA20753.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20755/alignment/NA20755.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20758/exome_alignment/NA20758.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20762/alignment/NA20762.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20778/exome_alignment/NA20778.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20795/exome_alignment/NA20795.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20805/exome_alignment/NA20805.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20810/exome_alignment/NA20810.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20819/exome_alignment/NA20819.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA18487/alignment/NA18487.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA18499/alignment/NA18499.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA18502/alignment/NA18502.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA18520/alignment/NA18520.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA18858/alignment/NA18858.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA18865/alignment/NA18865.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA18924/exome_alignment/NA18924.alt_bwamem_GRCh38DH.20150826.YRI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19093/exome_alignment/NA19093.alt_bwamem_GRCh38DH.20150826.YRI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19096/exome_alignment/NA19096.alt_bwamem_GRCh38DH.20150826.YRI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19116/exome_alignment/NA19116.alt_bwamem_GRCh38DH.20150826.YRI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19190/alignment/NA19190.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19204/alignment/NA19204.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19209/exome_alignment/NA19209.alt_bwamem_GRCh38DH.20150826.YRI.exome.cram '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19247/exome_alignment/NA19247.alt_bwamem_GRCh38DH.20150826.YRI.exome.cram'
    ),
}


G1K_CRAMS_OTHER = {
    '': (
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02256/alignment/HG02256.alt_bwamem_GRCh38DH.20150718.ACB.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02429/alignment/HG02429.alt_bwamem_GRCh38DH.20150718.ACB.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ACB/HG02470/exome_alignment/HG02470.alt_bwamem_GRCh38DH.20150826.ACB.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA19900/alignment/NA19900.alt_bwamem_GRCh38DH.20150718.ASW.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA19984/alignment/NA19984.alt_bwamem_GRCh38DH.20150718.ASW.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA20281/exome_alignment/NA20281.alt_bwamem_GRCh38DH.20150826.ASW.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ASW/NA20299/exome_alignment/NA20299.alt_bwamem_GRCh38DH.20150826.ASW.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG03007/alignment/HG03007.alt_bwamem_GRCh38DH.20150718.BEB.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG03794/alignment/HG03794.alt_bwamem_GRCh38DH.20150718.BEB.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG03797/alignment/HG03797.alt_bwamem_GRCh38DH.20150718.BEB.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG03928/exome_alignment/HG03928.alt_bwamem_GRCh38DH.20150826.BEB.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG04128/exome_alignment/HG04128.alt_bwamem_GRCh38DH.20150826.BEB.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG04155/exome_alignment/HG04155.alt_bwamem_GRCh38DH.20150826.BEB.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG04162/exome_alignment/HG04162.alt_bwamem_GRCh38DH.20150826.BEB.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG04173/alignment/HG04173.alt_bwamem_GRCh38DH.20150718.BEB.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/BEB/HG04182/exome_alignment/HG04182.alt_bwamem_GRCh38DH.20150826.BEB.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG00983/exome_alignment/HG00983.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02153/alignment/HG02153.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02155/exome_alignment/HG02155.alt_bwamem_GRCh38DH.20150826.CDX.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02155/exome_alignment/HG02155.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02168/alignment/HG02168.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02168/alignment/HG02168.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02186/exome_alignment/HG02186.alt_bwamem_GRCh38DH.20150826.CDX.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02360/alignment/HG02360.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02364/alignment/HG02364.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02367/exome_alignment/HG02367.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02379/exome_alignment/HG02379.alt_bwamem_GRCh38DH.20150826.CDX.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02379/exome_alignment/HG02379.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02387/exome_alignment/HG02387.alt_bwamem_GRCh38DH.20150826.CDX.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02389/exome_alignment/HG02389.alt_bwamem_GRCh38DH.20150826.CDX.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CDX/HG02397/alignment/HG02397.alt_bwamem_GRCh38DH.20150718.CDX.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA07037/alignment/NA07037.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA10847/alignment/NA10847.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA11829/alignment/NA11829.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA11829/exome_alignment/NA11829.alt_bwamem_GRCh38DH.20150826.CEU.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA11881/alignment/NA11881.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA11992/exome_alignment/NA11992.alt_bwamem_GRCh38DH.20150826.CEU.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA12282/alignment/NA12282.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA12287/exome_alignment/NA12287.alt_bwamem_GRCh38DH.20150826.CEU.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA12775/exome_alignment/NA12775.alt_bwamem_GRCh38DH.20150826.CEU.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA12776/alignment/NA12776.alt_bwamem_GRCh38DH.20150718.CEU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CEU/NA12827/exome_alignment/NA12827.alt_bwamem_GRCh38DH.20150826.CEU.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18555/alignment/NA18555.alt_bwamem_GRCh38DH.20150718.CHB.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18562/alignment/NA18562.alt_bwamem_GRCh38DH.20150718.CHB.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18572/exome_alignment/NA18572.alt_bwamem_GRCh38DH.20150826.CHB.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18618/alignment/NA18618.alt_bwamem_GRCh38DH.20150718.CHB.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18625/exome_alignment/NA18625.alt_bwamem_GRCh38DH.20150826.CHB.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18636/alignment/NA18636.alt_bwamem_GRCh38DH.20150718.CHB.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHB/NA18647/exome_alignment/NA18647.alt_bwamem_GRCh38DH.20150826.CHB.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00419/alignment/HG00419.alt_bwamem_GRCh38DH.20150718.CHS.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00443/alignment/HG00443.alt_bwamem_GRCh38DH.20150718.CHS.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00458/alignment/HG00458.alt_bwamem_GRCh38DH.20150718.CHS.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00589/exome_alignment/HG00589.alt_bwamem_GRCh38DH.20150826.CHS.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00592/exome_alignment/HG00592.alt_bwamem_GRCh38DH.20150826.CHS.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CHS/HG00705/exome_alignment/HG00705.alt_bwamem_GRCh38DH.20150826.CHS.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01366/exome_alignment/HG01366.alt_bwamem_GRCh38DH.20150826.CLM.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01366/exome_alignment/HG01366.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01473/alignment/HG01473.alt_bwamem_GRCh38DH.20150718.CLM.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01479/exome_alignment/HG01479.alt_bwamem_GRCh38DH.20150826.CLM.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01482/exome_alignment/HG01482.alt_bwamem_GRCh38DH.20150826.CLM.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/CLM/HG01485/alignment/HG01485.alt_bwamem_GRCh38DH.20150718.CLM.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG02938/alignment/HG02938.alt_bwamem_GRCh38DH.20150718.ESN.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG02965/exome_alignment/HG02965.alt_bwamem_GRCh38DH.20150826.ESN.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03136/alignment/HG03136.alt_bwamem_GRCh38DH.20150718.ESN.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03163/alignment/HG03163.alt_bwamem_GRCh38DH.20150718.ESN.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03168/exome_alignment/HG03168.alt_bwamem_GRCh38DH.20150826.ESN.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03168/exome_alignment/HG03168.alt_bwamem_GRCh38DH.20150826.ESN.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03361/exome_alignment/HG03361.alt_bwamem_GRCh38DH.20150826.ESN.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03363/alignment/HG03363.alt_bwamem_GRCh38DH.20150718.ESN.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ESN/HG03520/exome_alignment/HG03520.alt_bwamem_GRCh38DH.20150826.ESN.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00185/alignment/HG00185.alt_bwamem_GRCh38DH.20150718.FIN.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00308/alignment/HG00308.alt_bwamem_GRCh38DH.20150718.FIN.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00309/alignment/HG00309.alt_bwamem_GRCh38DH.20150718.FIN.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00357/exome_alignment/HG00357.alt_bwamem_GRCh38DH.20150826.FIN.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/FIN/HG00375/exome_alignment/HG00375.alt_bwamem_GRCh38DH.20150826.FIN.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00104/alignment/HG00104.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00116/exome_alignment/HG00116.alt_bwamem_GRCh38DH.20150826.GBR.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00131/alignment/HG00131.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00233/alignment/HG00233.alt_bwamem_GRCh38DH.20150718.GBR.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00237/exome_alignment/HG00237.alt_bwamem_GRCh38DH.20150826.GBR.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00237/exome_alignment/HG00237.alt_bwamem_GRCh38DH.20150826.GBR.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00251/exome_alignment/HG00251.alt_bwamem_GRCh38DH.20150826.GBR.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GBR/HG00265/exome_alignment/HG00265.alt_bwamem_GRCh38DH.20150826.GBR.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA20870/exome_alignment/NA20870.alt_bwamem_GRCh38DH.20150826.GIH.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA20889/exome_alignment/NA20889.alt_bwamem_GRCh38DH.20150826.GIH.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA20895/alignment/NA20895.alt_bwamem_GRCh38DH.20150718.GIH.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA21095/alignment/NA21095.alt_bwamem_GRCh38DH.20150718.GIH.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA21098/exome_alignment/NA21098.alt_bwamem_GRCh38DH.20150826.GIH.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GIH/NA21113/exome_alignment/NA21113.alt_bwamem_GRCh38DH.20150826.GIH.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02574/exome_alignment/HG02574.alt_bwamem_GRCh38DH.20150826.GWD.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02589/alignment/HG02589.alt_bwamem_GRCh38DH.20150718.GWD.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02629/exome_alignment/HG02629.alt_bwamem_GRCh38DH.20150826.GWD.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/GWD/HG02759/alignment/HG02759.alt_bwamem_GRCh38DH.20150718.GWD.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG01528/alignment/HG01528.alt_bwamem_GRCh38DH.20150718.IBS.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG01610/exome_alignment/HG01610.alt_bwamem_GRCh38DH.20150826.IBS.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG01673/alignment/HG01673.alt_bwamem_GRCh38DH.20150718.IBS.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG01679/alignment/HG01679.alt_bwamem_GRCh38DH.20150718.IBS.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG02231/exome_alignment/HG02231.alt_bwamem_GRCh38DH.20150826.IBS.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG02236/exome_alignment/HG02236.alt_bwamem_GRCh38DH.20150826.IBS.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/IBS/HG02238/exome_alignment/HG02238.alt_bwamem_GRCh38DH.20150826.IBS.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03742/alignment/HG03742.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03772/exome_alignment/HG03772.alt_bwamem_GRCh38DH.20150826.ITU.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03773/alignment/HG03773.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03965/exome_alignment/HG03965.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03971/alignment/HG03971.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG03971/alignment/HG03971.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04025/alignment/HG04025.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04026/exome_alignment/HG04026.alt_bwamem_GRCh38DH.20150826.ITU.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04056/exome_alignment/HG04056.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04058/alignment/HG04058.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04058/exome_alignment/HG04058.alt_bwamem_GRCh38DH.20150826.ITU.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04059/exome_alignment/HG04059.alt_bwamem_GRCh38DH.20150826.ITU.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04090/alignment/HG04090.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/ITU/HG04094/alignment/HG04094.alt_bwamem_GRCh38DH.20150718.ITU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA18947/exome_alignment/NA18947.alt_bwamem_GRCh38DH.20150826.JPT.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA18965/exome_alignment/NA18965.alt_bwamem_GRCh38DH.20150826.JPT.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA18992/alignment/NA18992.alt_bwamem_GRCh38DH.20150718.JPT.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA19009/exome_alignment/NA19009.alt_bwamem_GRCh38DH.20150826.JPT.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA19058/exome_alignment/NA19058.alt_bwamem_GRCh38DH.20150826.JPT.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/JPT/NA19083/alignment/NA19083.alt_bwamem_GRCh38DH.20150718.JPT.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02024/exome_alignment/HG02024.alt_bwamem_GRCh38DH.20150826.KHV.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02026/alignment/HG02026.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02026/alignment/HG02026.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02048/alignment/HG02048.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02050/alignment/HG02050.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02072/alignment/HG02072.alt_bwamem_GRCh38DH.20150718.KHV.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/KHV/HG02087/exome_alignment/HG02087.alt_bwamem_GRCh38DH.20150826.KHV.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19310/exome_alignment/NA19310.alt_bwamem_GRCh38DH.20150826.LWK.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19332/alignment/NA19332.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19347/alignment/NA19347.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19359/alignment/NA19359.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19429/exome_alignment/NA19429.alt_bwamem_GRCh38DH.20150826.LWK.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19446/exome_alignment/NA19446.alt_bwamem_GRCh38DH.20150826.LWK.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/LWK/NA19466/alignment/NA19466.alt_bwamem_GRCh38DH.20150718.LWK.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03061/alignment/HG03061.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03082/alignment/HG03082.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03431/exome_alignment/HG03431.alt_bwamem_GRCh38DH.20150826.MSL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03437/exome_alignment/HG03437.alt_bwamem_GRCh38DH.20150826.MSL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03454/alignment/HG03454.alt_bwamem_GRCh38DH.20150718.MSL.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MSL/HG03583/exome_alignment/HG03583.alt_bwamem_GRCh38DH.20150826.MSL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19660/exome_alignment/NA19660.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19661/alignment/NA19661.alt_bwamem_GRCh38DH.20150718.MXL.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19661/alignment/NA19661.alt_bwamem_GRCh38DH.20150718.MXL.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19675/exome_alignment/NA19675.alt_bwamem_GRCh38DH.20150826.MXL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19684/exome_alignment/NA19684.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19731/exome_alignment/NA19731.alt_bwamem_GRCh38DH.20150826.MXL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19746/exome_alignment/NA19746.alt_bwamem_GRCh38DH.20150826.MXL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19747/exome_alignment/NA19747.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19749/alignment/NA19749.alt_bwamem_GRCh38DH.20150718.MXL.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19770/exome_alignment/NA19770.alt_bwamem_GRCh38DH.20150826.MXL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/MXL/NA19789/exome_alignment/NA19789.alt_bwamem_GRCh38DH.20150826.MXL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG01892/alignment/HG01892.alt_bwamem_GRCh38DH.20150718.PEL.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG01933/exome_alignment/HG01933.alt_bwamem_GRCh38DH.20150826.PEL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG01939/exome_alignment/HG01939.alt_bwamem_GRCh38DH.20150826.PEL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG01954/exome_alignment/HG01954.alt_bwamem_GRCh38DH.20150826.PEL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02008/exome_alignment/HG02008.alt_bwamem_GRCh38DH.20150826.PEL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02147/exome_alignment/HG02147.alt_bwamem_GRCh38DH.20150826.PEL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02265/exome_alignment/HG02265.alt_bwamem_GRCh38DH.20150826.PEL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02278/exome_alignment/HG02278.alt_bwamem_GRCh38DH.20150826.PEL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02347/exome_alignment/HG02347.alt_bwamem_GRCh38DH.20150826.PEL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PEL/HG02348/exome_alignment/HG02348.alt_bwamem_GRCh38DH.20150826.PEL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02655/alignment/HG02655.alt_bwamem_GRCh38DH.20150718.PJL.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02691/exome_alignment/HG02691.alt_bwamem_GRCh38DH.20150826.PJL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02778/exome_alignment/HG02778.alt_bwamem_GRCh38DH.20150826.PJL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG02787/alignment/HG02787.alt_bwamem_GRCh38DH.20150718.PJL.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG03022/exome_alignment/HG03022.alt_bwamem_GRCh38DH.20150826.PJL.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG03640/alignment/HG03640.alt_bwamem_GRCh38DH.20150718.PJL.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PJL/HG03708/exome_alignment/HG03708.alt_bwamem_GRCh38DH.20150826.PJL.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01064/exome_alignment/HG01064.alt_bwamem_GRCh38DH.20150826.PUR.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01095/alignment/HG01095.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01183/exome_alignment/HG01183.alt_bwamem_GRCh38DH.20150826.PUR.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01241/alignment/HG01241.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/PUR/HG01325/alignment/HG01325.alt_bwamem_GRCh38DH.20150718.PUR.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03684/alignment/HG03684.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03695/exome_alignment/HG03695.alt_bwamem_GRCh38DH.20150826.STU.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03745/exome_alignment/HG03745.alt_bwamem_GRCh38DH.20150826.STU.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03757/alignment/HG03757.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG03842/alignment/HG03842.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG04047/alignment/HG04047.alt_bwamem_GRCh38DH.20150718.STU.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/STU/HG04099/exome_alignment/HG04099.alt_bwamem_GRCh38DH.20150826.STU.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20515/alignment/NA20515.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20518/alignment/NA20518.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20528/alignment/NA20528.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20585/alignment/NA20585.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20585/alignment/NA20585.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20753/alignment/NA20753.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20773/alignment/NA20773.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20795/exome_alignment/NA20795.alt_bwamem_GRCh38DH.20150826.TSI.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20795/exome_alignment/NA20795.alt_bwamem_GRCh38DH.20150826.TSI.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20801/alignment/NA20801.alt_bwamem_GRCh38DH.20150718.TSI.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/TSI/NA20819/exome_alignment/NA20819.alt_bwamem_GRCh38DH.20150826.TSI.exome.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA18924/exome_alignment/NA18924.alt_bwamem_GRCh38DH.20150826.YRI.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA18934/alignment/NA18934.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19107/alignment/NA19107.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19116/exome_alignment/NA19116.alt_bwamem_GRCh38DH.20150826.YRI.exome.cram.crai '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19171/alignment/NA19171.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.bam.bas '
        'ftp:/ftp.1000genomes.ebi.ac.uk/vol1/ftp/data_collections/1000_genomes_project/data/YRI/NA19204/alignment/NA19204.alt_bwamem_GRCh38DH.20150718.YRI.low_coverage.cram.crai '
        'historical_data/former_toplevel/README.complete_genomics_data '
        'historical_data/former_toplevel/alignment_indices/20121211.exome.alignment.index.HsMetrics.gz '
        'historical_data/former_toplevel/sequence_indices/20100222_20100311.stats.csv'
    ),
}


G1K_PHASE3_BAMS_KIND = {
    'data/HG00121/alignment': (
        'HG00121.chrom11.ILLUMINA.bwa.GBR.low_coverage.20130415.bam '
        'HG00121.chrom20.ILLUMINA.bwa.GBR.low_coverage.20130415.bam '
        'HG00121.mapped.ILLUMINA.bwa.GBR.low_coverage.20130415.bam '
        'HG00121.unmapped.ILLUMINA.bwa.GBR.low_coverage.20130415.bam'
    ),
    'data/HG00323/alignment': (
        'HG00323.chrom11.ILLUMINA.bwa.FIN.low_coverage.20120522.bam '
        'HG00323.chrom20.ILLUMINA.bwa.FIN.low_coverage.20120522.bam '
        'HG00323.mapped.ILLUMINA.bwa.FIN.low_coverage.20120522.bam '
        'HG00323.unmapped.ILLUMINA.bwa.FIN.low_coverage.20120522.bam'
    ),
    'data/HG00328/alignment': (
        'HG00328.chrom11.ILLUMINA.bwa.FIN.low_coverage.20120522.bam '
        'HG00328.chrom20.ILLUMINA.bwa.FIN.low_coverage.20120522.bam '
        'HG00328.mapped.ILLUMINA.bwa.FIN.low_coverage.20120522.bam '
        'HG00328.unmapped.ILLUMINA.bwa.FIN.low_coverage.20120522.bam'
    ),
    'data/HG00446/alignment': (
        'HG00446.chrom11.ILLUMINA.bwa.CHS.low_coverage.20130415.bam '
        'HG00446.chrom20.ILLUMINA.bwa.CHS.low_coverage.20130415.bam '
        'HG00446.mapped.ILLUMINA.bwa.CHS.low_coverage.20130415.bam '
        'HG00446.unmapped.ILLUMINA.bwa.CHS.low_coverage.20130415.bam'
    ),
    'data/HG00449/alignment': (
        'HG00449.chrom11.ILLUMINA.bwa.CHS.low_coverage.20120522.bam '
        'HG00449.chrom20.ILLUMINA.bwa.CHS.low_coverage.20120522.bam '
        'HG00449.mapped.ILLUMINA.bwa.CHS.low_coverage.20120522.bam '
        'HG00449.unmapped.ILLUMINA.bwa.CHS.low_coverage.20120522.bam'
    ),
    'data/HG00653/alignment': (
        'HG00653.chrom11.ILLUMINA.bwa.CHS.low_coverage.20120522.bam '
        'HG00653.chrom20.ILLUMINA.bwa.CHS.low_coverage.20120522.bam '
        'HG00653.mapped.ILLUMINA.bwa.CHS.low_coverage.20120522.bam '
        'HG00653.unmapped.ILLUMINA.bwa.CHS.low_coverage.20120522.bam'
    ),
    'data/HG00699/alignment': (
        'HG00699.chrom11.ILLUMINA.bwa.CHS.low_coverage.20120522.bam '
        'HG00699.chrom20.ILLUMINA.bwa.CHS.low_coverage.20120522.bam '
        'HG00699.mapped.ILLUMINA.bwa.CHS.low_coverage.20120522.bam '
        'HG00699.unmapped.ILLUMINA.bwa.CHS.low_coverage.20120522.bam'
    ),
    'data/HG00759/alignment': (
        'HG00759.chrom11.ILLUMINA.bwa.CDX.low_coverage.20130415.bam '
        'HG00759.chrom20.ILLUMINA.bwa.CDX.low_coverage.20130415.bam '
        'HG00759.mapped.ILLUMINA.bwa.CDX.low_coverage.20130415.bam '
        'HG00759.unmapped.ILLUMINA.bwa.CDX.low_coverage.20130415.bam'
    ),
    'data/HG01121/alignment': (
        'HG01121.chrom11.ILLUMINA.bwa.CLM.low_coverage.20130415.bam '
        'HG01121.chrom20.ILLUMINA.bwa.CLM.low_coverage.20130415.bam '
        'HG01121.mapped.ILLUMINA.bwa.CLM.low_coverage.20130415.bam '
        'HG01121.unmapped.ILLUMINA.bwa.CLM.low_coverage.20130415.bam'
    ),
    'data/HG01130/alignment': (
        'HG01130.chrom11.ILLUMINA.bwa.CLM.low_coverage.20130415.bam '
        'HG01130.chrom20.ILLUMINA.bwa.CLM.low_coverage.20130415.bam '
        'HG01130.mapped.ILLUMINA.bwa.CLM.low_coverage.20130415.bam '
        'HG01130.unmapped.ILLUMINA.bwa.CLM.low_coverage.20130415.bam'
    ),
    'data/HG01342/alignment': (
        'HG01342.chrom11.ILLUMINA.bwa.CLM.low_coverage.20120522.bam '
        'HG01342.chrom20.ILLUMINA.bwa.CLM.low_coverage.20120522.bam '
        'HG01342.mapped.ILLUMINA.bwa.CLM.low_coverage.20120522.bam '
        'HG01342.unmapped.ILLUMINA.bwa.CLM.low_coverage.20120522.bam'
    ),
    'data/HG01441/alignment': (
        'HG01441.chrom11.ILLUMINA.bwa.CLM.low_coverage.20120522.bam '
        'HG01441.chrom20.ILLUMINA.bwa.CLM.low_coverage.20120522.bam '
        'HG01441.mapped.ILLUMINA.bwa.CLM.low_coverage.20120522.bam '
        'HG01441.unmapped.ILLUMINA.bwa.CLM.low_coverage.20120522.bam'
    ),
    'data/HG01500/alignment': (
        'HG01500.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01500.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01500.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01500.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam'
    ),
    'data/HG01516/alignment': (
        'HG01516.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01516.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01516.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01516.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam'
    ),
    'data/HG01680/alignment': (
        'HG01680.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01680.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01680.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01680.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam'
    ),
    'data/HG01709/alignment': (
        'HG01709.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01709.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01709.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01709.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam'
    ),
    'data/HG01757/alignment': (
        'HG01757.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01757.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01757.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01757.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam'
    ),
    'data/HG01775/alignment': (
        'HG01775.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01775.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01775.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01775.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam'
    ),
    'data/HG01777/alignment': (
        'HG01777.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01777.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01777.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG01777.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam'
    ),
    'data/HG01804/alignment': (
        'HG01804.chrom11.ILLUMINA.bwa.CDX.low_coverage.20120522.bam '
        'HG01804.chrom20.ILLUMINA.bwa.CDX.low_coverage.20120522.bam '
        'HG01804.mapped.ILLUMINA.bwa.CDX.low_coverage.20120522.bam '
        'HG01804.unmapped.ILLUMINA.bwa.CDX.low_coverage.20120522.bam'
    ),
    'data/HG01817/alignment': (
        'HG01817.chrom11.ILLUMINA.bwa.CDX.low_coverage.20120522.bam '
        'HG01817.chrom20.ILLUMINA.bwa.CDX.low_coverage.20120522.bam '
        'HG01817.mapped.ILLUMINA.bwa.CDX.low_coverage.20120522.bam '
        'HG01817.unmapped.ILLUMINA.bwa.CDX.low_coverage.20120522.bam'
    ),
    'data/HG01883/alignment': (
        'HG01883.chrom11.ILLUMINA.bwa.ACB.low_coverage.20130415.bam '
        'HG01883.chrom20.ILLUMINA.bwa.ACB.low_coverage.20130415.bam '
        'HG01883.mapped.ILLUMINA.bwa.ACB.low_coverage.20130415.bam '
        'HG01883.unmapped.ILLUMINA.bwa.ACB.low_coverage.20130415.bam'
    ),
    'data/HG01890/alignment': (
        'HG01890.chrom11.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG01890.chrom20.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG01890.mapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG01890.unmapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam'
    ),
    'data/HG01917/alignment': (
        'HG01917.chrom11.ILLUMINA.bwa.PEL.low_coverage.20120522.bam '
        'HG01917.chrom20.ILLUMINA.bwa.PEL.low_coverage.20120522.bam '
        'HG01917.mapped.ILLUMINA.bwa.PEL.low_coverage.20120522.bam '
        'HG01917.unmapped.ILLUMINA.bwa.PEL.low_coverage.20120522.bam'
    ),
    'data/HG01932/alignment': (
        'HG01932.chrom11.ILLUMINA.bwa.PEL.low_coverage.20120522.bam '
        'HG01932.chrom20.ILLUMINA.bwa.PEL.low_coverage.20120522.bam '
        'HG01932.mapped.ILLUMINA.bwa.PEL.low_coverage.20120522.bam '
        'HG01932.unmapped.ILLUMINA.bwa.PEL.low_coverage.20120522.bam'
    ),
    'data/HG01933/alignment': (
        'HG01933.chrom11.ILLUMINA.bwa.PEL.low_coverage.20120522.bam '
        'HG01933.chrom20.ILLUMINA.bwa.PEL.low_coverage.20120522.bam '
        'HG01933.mapped.ILLUMINA.bwa.PEL.low_coverage.20120522.bam '
        'HG01933.unmapped.ILLUMINA.bwa.PEL.low_coverage.20120522.bam'
    ),
    'data/HG02013/alignment': (
        'HG02013.chrom11.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG02013.chrom20.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG02013.mapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG02013.unmapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam'
    ),
    'data/HG02054/alignment': (
        'HG02054.chrom11.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG02054.chrom20.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG02054.mapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG02054.unmapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam'
    ),
    'data/HG02230/alignment': (
        'HG02230.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG02230.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG02230.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam '
        'HG02230.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam'
    ),
    'data/HG02256/alignment': (
        'HG02256.chrom11.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG02256.chrom20.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG02256.mapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam '
        'HG02256.unmapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam'
    ),
    'data/HG02259/alignment': (
        'HG02259.chrom11.ILLUMINA.bwa.PEL.low_coverage.20130415.bam '
        'HG02259.chrom20.ILLUMINA.bwa.PEL.low_coverage.20130415.bam '
        'HG02259.mapped.ILLUMINA.bwa.PEL.low_coverage.20130415.bam '
        'HG02259.unmapped.ILLUMINA.bwa.PEL.low_coverage.20130415.bam'
    ),
    'data/HG02375/alignment': (
        'HG02375.chrom11.ILLUMINA.bwa.CDX.low_coverage.20120522.bam '
        'HG02375.chrom20.ILLUMINA.bwa.CDX.low_coverage.20120522.bam '
        'HG02375.mapped.ILLUMINA.bwa.CDX.low_coverage.20120522.bam '
        'HG02375.unmapped.ILLUMINA.bwa.CDX.low_coverage.20120522.bam'
    ),
    'data/HG02408/alignment': (
        'HG02408.chrom11.ILLUMINA.bwa.CDX.low_coverage.20130415.bam '
        'HG02408.chrom20.ILLUMINA.bwa.CDX.low_coverage.20130415.bam '
        'HG02408.mapped.ILLUMINA.bwa.CDX.low_coverage.20130415.bam '
        'HG02408.unmapped.ILLUMINA.bwa.CDX.low_coverage.20130415.bam'
    ),
    'data/HG02501/alignment': (
        'HG02501.chrom11.ILLUMINA.bwa.ACB.low_coverage.20130415.bam '
        'HG02501.chrom20.ILLUMINA.bwa.ACB.low_coverage.20130415.bam '
        'HG02501.mapped.ILLUMINA.bwa.ACB.low_coverage.20130415.bam '
        'HG02501.unmapped.ILLUMINA.bwa.ACB.low_coverage.20130415.bam'
    ),
    'data/HG02679/alignment': (
        'HG02679.chrom11.ILLUMINA.bwa.GWD.low_coverage.20121211.bam '
        'HG02679.chrom20.ILLUMINA.bwa.GWD.low_coverage.20121211.bam '
        'HG02679.mapped.ILLUMINA.bwa.GWD.low_coverage.20121211.bam '
        'HG02679.unmapped.ILLUMINA.bwa.GWD.low_coverage.20121211.bam'
    ),
    'data/HG02691/alignment': (
        'HG02691.chrom11.ILLUMINA.bwa.PJL.low_coverage.20130415.bam '
        'HG02691.chrom20.ILLUMINA.bwa.PJL.low_coverage.20130415.bam '
        'HG02691.mapped.ILLUMINA.bwa.PJL.low_coverage.20130415.bam '
        'HG02691.unmapped.ILLUMINA.bwa.PJL.low_coverage.20130415.bam'
    ),
    'data/HG02952/alignment': (
        'HG02952.chrom11.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG02952.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG02952.mapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG02952.unmapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam'
    ),
    'data/HG02982/alignment': (
        'HG02982.chrom11.ILLUMINA.bwa.GWD.low_coverage.20130415.bam '
        'HG02982.chrom20.ILLUMINA.bwa.GWD.low_coverage.20130415.bam '
        'HG02982.mapped.ILLUMINA.bwa.GWD.low_coverage.20130415.bam '
        'HG02982.unmapped.ILLUMINA.bwa.GWD.low_coverage.20130415.bam'
    ),
    'data/HG03163/alignment': (
        'HG03163.chrom11.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG03163.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG03163.mapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG03163.unmapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam'
    ),
    'data/HG03294/alignment': (
        'HG03294.chrom11.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG03294.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG03294.mapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG03294.unmapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam'
    ),
    'data/HG03295/alignment': (
        'HG03295.chrom11.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG03295.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG03295.mapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam '
        'HG03295.unmapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam'
    ),
    'data/HG03476/alignment': (
        'HG03476.chrom11.ILLUMINA.bwa.MSL.low_coverage.20121211.bam '
        'HG03476.chrom20.ILLUMINA.bwa.MSL.low_coverage.20121211.bam '
        'HG03476.mapped.ILLUMINA.bwa.MSL.low_coverage.20121211.bam '
        'HG03476.unmapped.ILLUMINA.bwa.MSL.low_coverage.20121211.bam'
    ),
    'data/HG03547/alignment': (
        'HG03547.chrom11.ILLUMINA.bwa.MSL.low_coverage.20121211.bam '
        'HG03547.chrom20.ILLUMINA.bwa.MSL.low_coverage.20121211.bam '
        'HG03547.mapped.ILLUMINA.bwa.MSL.low_coverage.20121211.bam '
        'HG03547.unmapped.ILLUMINA.bwa.MSL.low_coverage.20121211.bam'
    ),
    'data/HG03556/alignment': (
        'HG03556.chrom11.ILLUMINA.bwa.MSL.low_coverage.20121211.bam '
        'HG03556.chrom20.ILLUMINA.bwa.MSL.low_coverage.20121211.bam '
        'HG03556.mapped.ILLUMINA.bwa.MSL.low_coverage.20121211.bam '
        'HG03556.unmapped.ILLUMINA.bwa.MSL.low_coverage.20121211.bam'
    ),
    'data/HG03615/alignment': (
        'HG03615.chrom11.ILLUMINA.bwa.BEB.low_coverage.20130415.bam '
        'HG03615.chrom20.ILLUMINA.bwa.BEB.low_coverage.20130415.bam '
        'HG03615.mapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam '
        'HG03615.unmapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam'
    ),
    'data/HG03680/alignment': (
        'HG03680.chrom11.ILLUMINA.bwa.STU.low_coverage.20130415.bam '
        'HG03680.chrom20.ILLUMINA.bwa.STU.low_coverage.20130415.bam '
        'HG03680.mapped.ILLUMINA.bwa.STU.low_coverage.20130415.bam '
        'HG03680.unmapped.ILLUMINA.bwa.STU.low_coverage.20130415.bam'
    ),
    'data/HG03695/alignment': (
        'HG03695.chrom11.ILLUMINA.bwa.STU.low_coverage.20121211.bam '
        'HG03695.chrom20.ILLUMINA.bwa.STU.low_coverage.20121211.bam '
        'HG03695.mapped.ILLUMINA.bwa.STU.low_coverage.20121211.bam '
        'HG03695.unmapped.ILLUMINA.bwa.STU.low_coverage.20121211.bam'
    ),
    'data/HG03767/alignment': (
        'HG03767.chrom11.ILLUMINA.bwa.PJL.low_coverage.20130415.bam '
        'HG03767.chrom20.ILLUMINA.bwa.PJL.low_coverage.20130415.bam '
        'HG03767.mapped.ILLUMINA.bwa.PJL.low_coverage.20130415.bam '
        'HG03767.unmapped.ILLUMINA.bwa.PJL.low_coverage.20130415.bam'
    ),
    'data/HG03786/alignment': (
        'HG03786.chrom11.ILLUMINA.bwa.ITU.low_coverage.20130415.bam '
        'HG03786.chrom20.ILLUMINA.bwa.ITU.low_coverage.20130415.bam '
        'HG03786.mapped.ILLUMINA.bwa.ITU.low_coverage.20130415.bam '
        'HG03786.unmapped.ILLUMINA.bwa.ITU.low_coverage.20130415.bam'
    ),
    'data/HG03869/alignment': (
        'HG03869.chrom11.ILLUMINA.bwa.ITU.low_coverage.20130415.bam '
        'HG03869.chrom20.ILLUMINA.bwa.ITU.low_coverage.20130415.bam '
        'HG03869.mapped.ILLUMINA.bwa.ITU.low_coverage.20130415.bam '
        'HG03869.unmapped.ILLUMINA.bwa.ITU.low_coverage.20130415.bam'
    ),
    'data/HG03900/alignment': (
        'HG03900.chrom11.ILLUMINA.bwa.STU.low_coverage.20130415.bam '
        'HG03900.chrom20.ILLUMINA.bwa.STU.low_coverage.20130415.bam '
        'HG03900.mapped.ILLUMINA.bwa.STU.low_coverage.20130415.bam '
        'HG03900.unmapped.ILLUMINA.bwa.STU.low_coverage.20130415.bam'
    ),
    'data/HG03977/alignment': (
        'HG03977.chrom11.ILLUMINA.bwa.ITU.low_coverage.20121211.bam '
        'HG03977.chrom20.ILLUMINA.bwa.ITU.low_coverage.20121211.bam '
        'HG03977.mapped.ILLUMINA.bwa.ITU.low_coverage.20121211.bam '
        'HG03977.unmapped.ILLUMINA.bwa.ITU.low_coverage.20121211.bam'
    ),
    'data/HG04134/alignment': (
        'HG04134.chrom11.ILLUMINA.bwa.BEB.low_coverage.20130415.bam '
        'HG04134.chrom20.ILLUMINA.bwa.BEB.low_coverage.20130415.bam '
        'HG04134.mapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam '
        'HG04134.unmapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam'
    ),
    'data/HG04185/alignment': (
        'HG04185.chrom11.ILLUMINA.bwa.BEB.low_coverage.20130415.bam '
        'HG04185.chrom20.ILLUMINA.bwa.BEB.low_coverage.20130415.bam '
        'HG04185.mapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam '
        'HG04185.unmapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam'
    ),
    'data/NA07347/alignment': (
        'NA07347.chrom11.ILLUMINA.bwa.CEU.low_coverage.20130415.bam '
        'NA07347.chrom20.ILLUMINA.bwa.CEU.low_coverage.20130415.bam '
        'NA07347.mapped.ILLUMINA.bwa.CEU.low_coverage.20130415.bam '
        'NA07347.unmapped.ILLUMINA.bwa.CEU.low_coverage.20130415.bam'
    ),
    'data/NA12275/alignment': (
        'NA12275.chrom11.ILLUMINA.bwa.CEU.low_coverage.20120522.bam '
        'NA12275.chrom20.ILLUMINA.bwa.CEU.low_coverage.20120522.bam '
        'NA12275.mapped.ILLUMINA.bwa.CEU.low_coverage.20120522.bam '
        'NA12275.unmapped.ILLUMINA.bwa.CEU.low_coverage.20120522.bam'
    ),
    'data/NA12776/alignment': (
        'NA12776.chrom11.ILLUMINA.bwa.CEU.low_coverage.20130415.bam '
        'NA12776.chrom20.ILLUMINA.bwa.CEU.low_coverage.20130415.bam '
        'NA12776.mapped.ILLUMINA.bwa.CEU.low_coverage.20130415.bam '
        'NA12776.unmapped.ILLUMINA.bwa.CEU.low_coverage.20130415.bam'
    ),
    'data/NA12777/alignment': (
        'NA12777.chrom11.ILLUMINA.bwa.CEU.low_coverage.20130415.bam '
        'NA12777.chrom20.ILLUMINA.bwa.CEU.low_coverage.20130415.bam '
        'NA12777.mapped.ILLUMINA.bwa.CEU.low_coverage.20130415.bam '
        'NA12777.unmapped.ILLUMINA.bwa.CEU.low_coverage.20130415.bam'
    ),
    'data/NA18582/alignment': (
        'NA18582.chrom11.ILLUMINA.bwa.CHB.low_coverage.20130415.bam '
        'NA18582.chrom20.ILLUMINA.bwa.CHB.low_coverage.20130415.bam '
        'NA18582.mapped.ILLUMINA.bwa.CHB.low_coverage.20130415.bam '
        'NA18582.unmapped.ILLUMINA.bwa.CHB.low_coverage.20130415.bam'
    ),
    'data/NA18877/alignment': (
        'NA18877.chrom11.ILLUMINA.bwa.YRI.low_coverage.20130415.bam '
        'NA18877.chrom20.ILLUMINA.bwa.YRI.low_coverage.20130415.bam '
        'NA18877.mapped.ILLUMINA.bwa.YRI.low_coverage.20130415.bam '
        'NA18877.unmapped.ILLUMINA.bwa.YRI.low_coverage.20130415.bam'
    ),
    'data/NA18908/alignment': (
        'NA18908.chrom11.ILLUMINA.bwa.YRI.low_coverage.20120522.bam '
        'NA18908.chrom20.ILLUMINA.bwa.YRI.low_coverage.20120522.bam '
        'NA18908.mapped.ILLUMINA.bwa.YRI.low_coverage.20120522.bam '
        'NA18908.unmapped.ILLUMINA.bwa.YRI.low_coverage.20120522.bam'
    ),
    'data/NA18971/alignment': (
        'NA18971.chrom11.ILLUMINA.bwa.JPT.low_coverage.20120522.bam '
        'NA18971.chrom20.ILLUMINA.bwa.JPT.low_coverage.20120522.bam '
        'NA18971.mapped.ILLUMINA.bwa.JPT.low_coverage.20120522.bam '
        'NA18971.unmapped.ILLUMINA.bwa.JPT.low_coverage.20120522.bam'
    ),
    'data/NA19011/alignment': (
        'NA19011.chrom11.ILLUMINA.bwa.JPT.low_coverage.20130415.bam '
        'NA19011.chrom20.ILLUMINA.bwa.JPT.low_coverage.20130415.bam '
        'NA19011.mapped.ILLUMINA.bwa.JPT.low_coverage.20130415.bam '
        'NA19011.unmapped.ILLUMINA.bwa.JPT.low_coverage.20130415.bam'
    ),
    'data/NA19089/alignment': (
        'NA19089.chrom11.ILLUMINA.bwa.JPT.low_coverage.20130415.bam '
        'NA19089.chrom20.ILLUMINA.bwa.JPT.low_coverage.20130415.bam '
        'NA19089.mapped.ILLUMINA.bwa.JPT.low_coverage.20130415.bam '
        'NA19089.unmapped.ILLUMINA.bwa.JPT.low_coverage.20130415.bam'
    ),
    'data/NA19184/alignment': (
        'NA19184.chrom11.ILLUMINA.bwa.YRI.low_coverage.20130415.bam '
        'NA19184.chrom20.ILLUMINA.bwa.YRI.low_coverage.20130415.bam '
        'NA19184.mapped.ILLUMINA.bwa.YRI.low_coverage.20130415.bam '
        'NA19184.unmapped.ILLUMINA.bwa.YRI.low_coverage.20130415.bam'
    ),
    'data/NA19437/alignment': (
        'NA19437.chrom11.ILLUMINA.bwa.LWK.low_coverage.20130415.bam '
        'NA19437.chrom20.ILLUMINA.bwa.LWK.low_coverage.20130415.bam '
        'NA19437.mapped.ILLUMINA.bwa.LWK.low_coverage.20130415.bam '
        'NA19437.unmapped.ILLUMINA.bwa.LWK.low_coverage.20130415.bam'
    ),
    'data/NA19462/alignment': (
        'NA19462.chrom11.ILLUMINA.bwa.LWK.low_coverage.20120522.bam '
        'NA19462.chrom20.ILLUMINA.bwa.LWK.low_coverage.20120522.bam '
        'NA19462.mapped.ILLUMINA.bwa.LWK.low_coverage.20120522.bam '
        'NA19462.unmapped.ILLUMINA.bwa.LWK.low_coverage.20120522.bam'
    ),
    'data/NA19648/alignment': (
        'NA19648.chrom11.ILLUMINA.bwa.MXL.low_coverage.20120522.bam '
        'NA19648.chrom20.ILLUMINA.bwa.MXL.low_coverage.20120522.bam '
        'NA19648.mapped.ILLUMINA.bwa.MXL.low_coverage.20120522.bam '
        'NA19648.unmapped.ILLUMINA.bwa.MXL.low_coverage.20120522.bam'
    ),
    'data/NA19685/alignment': (
        'NA19685.chrom11.ILLUMINA.bwa.MXL.low_coverage.20120522.bam '
        'NA19685.chrom20.ILLUMINA.bwa.MXL.low_coverage.20120522.bam '
        'NA19685.mapped.ILLUMINA.bwa.MXL.low_coverage.20120522.bam '
        'NA19685.unmapped.ILLUMINA.bwa.MXL.low_coverage.20120522.bam'
    ),
    'data/NA19908/alignment': (
        'NA19908.chrom11.ILLUMINA.bwa.ASW.low_coverage.20120522.bam '
        'NA19908.chrom20.ILLUMINA.bwa.ASW.low_coverage.20120522.bam '
        'NA19908.mapped.ILLUMINA.bwa.ASW.low_coverage.20120522.bam '
        'NA19908.unmapped.ILLUMINA.bwa.ASW.low_coverage.20120522.bam'
    ),
    'data/NA20770/alignment': (
        'NA20770.chrom11.ILLUMINA.bwa.TSI.low_coverage.20130415.bam '
        'NA20770.chrom20.ILLUMINA.bwa.TSI.low_coverage.20130415.bam '
        'NA20770.mapped.ILLUMINA.bwa.TSI.low_coverage.20130415.bam '
        'NA20770.unmapped.ILLUMINA.bwa.TSI.low_coverage.20130415.bam'
    ),
    'data/NA20790/alignment': (
        'NA20790.chrom11.ILLUMINA.bwa.TSI.low_coverage.20130415.bam '
        'NA20790.chrom20.ILLUMINA.bwa.TSI.low_coverage.20130415.bam '
        'NA20790.mapped.ILLUMINA.bwa.TSI.low_coverage.20130415.bam '
        'NA20790.unmapped.ILLUMINA.bwa.TSI.low_coverage.20130415.bam'
    ),
    'data/NA20878/alignment': (
        'NA20878.chrom11.ILLUMINA.bwa.GIH.low_coverage.20120522.bam '
        'NA20878.chrom20.ILLUMINA.bwa.GIH.low_coverage.20120522.bam '
        'NA20878.mapped.ILLUMINA.bwa.GIH.low_coverage.20120522.bam '
        'NA20878.unmapped.ILLUMINA.bwa.GIH.low_coverage.20120522.bam'
    ),
    'data/NA20901/alignment': (
        'NA20901.chrom11.ILLUMINA.bwa.GIH.low_coverage.20120522.bam '
        'NA20901.chrom20.ILLUMINA.bwa.GIH.low_coverage.20120522.bam '
        'NA20901.mapped.ILLUMINA.bwa.GIH.low_coverage.20120522.bam '
        'NA20901.unmapped.ILLUMINA.bwa.GIH.low_coverage.20120522.bam'
    ),
    'data/NA21130/alignment': (
        'NA21130.chrom11.ILLUMINA.bwa.GIH.low_coverage.20130415.bam '
        'NA21130.chrom20.ILLUMINA.bwa.GIH.low_coverage.20130415.bam '
        'NA21130.mapped.ILLUMINA.bwa.GIH.low_coverage.20130415.bam '
        'NA21130.unmapped.ILLUMINA.bwa.GIH.low_coverage.20130415.bam'
    ),
}


G1K_PHASE3_BAMS_OTHER = {
    '': (
        'data/HG00149/alignment/HG00149.unmapped.ILLUMINA.bwa.GBR.low_coverage.20121211.bam.bai '
        'data/HG00238/alignment/HG00238.unmapped.ILLUMINA.bwa.GBR.low_coverage.20130415.bam.bas '
        'data/HG00304/alignment/HG00304.chrom11.ILLUMINA.bwa.FIN.low_coverage.20130415.bam.bai '
        'data/HG00323/alignment/HG00323.chrom20.ILLUMINA.bwa.FIN.low_coverage.20120522.bam.bas '
        'data/HG00324/alignment/HG00324.unmapped.ILLUMINA.bwa.FIN.low_coverage.20120522.bam.bas '
        'data/HG00342/alignment/HG00342.mapped.ILLUMINA.bwa.FIN.low_coverage.20120522.bam.bai '
        'data/HG00376/alignment/HG00376.chrom20.ILLUMINA.bwa.FIN.low_coverage.20130415.bam.bas '
        'data/HG00446/alignment/HG00446.unmapped.ILLUMINA.bwa.CHS.low_coverage.20130415.bam.bai '
        'data/HG00449/alignment/HG00449.unmapped.ILLUMINA.bwa.CHS.low_coverage.20120522.bam.bai '
        'data/HG00566/alignment/HG00566.chrom11.ILLUMINA.bwa.CHS.low_coverage.20120522.bam.bas '
        'data/HG00620/alignment/HG00620.unmapped.ILLUMINA.bwa.CHS.low_coverage.20120522.bam.bai '
        'data/HG00629/alignment/HG00629.chrom11.ILLUMINA.bwa.CHS.low_coverage.20120522.bam.bai '
        'data/HG00653/alignment/HG00653.chrom11.ILLUMINA.bwa.CHS.low_coverage.20120522.bam.bai '
        'data/HG00653/alignment/HG00653.unmapped.ILLUMINA.bwa.CHS.low_coverage.20120522.bam.bas '
        'data/HG00699/alignment/HG00699.chrom11.ILLUMINA.bwa.CHS.low_coverage.20120522.bam.bas '
        'data/HG00699/alignment/HG00699.chrom20.ILLUMINA.bwa.CHS.low_coverage.20120522.bam.bai '
        'data/HG00701/alignment/HG00701.chrom20.ILLUMINA.bwa.CHS.low_coverage.20120522.bam.bas '
        'data/HG01083/alignment/HG01083.chrom20.ILLUMINA.bwa.PUR.low_coverage.20120522.bam.bas '
        'data/HG01088/alignment/HG01088.unmapped.ILLUMINA.bwa.PUR.low_coverage.20121211.bam.bas '
        'data/HG01112/alignment/HG01112.chrom20.ILLUMINA.bwa.CLM.low_coverage.20120522.bam.bai '
        'data/HG01130/alignment/HG01130.chrom20.ILLUMINA.bwa.CLM.low_coverage.20130415.bam.bai '
        'data/HG01130/alignment/HG01130.unmapped.ILLUMINA.bwa.CLM.low_coverage.20130415.bam.bas '
        'data/HG01188/alignment/HG01188.chrom11.ILLUMINA.bwa.PUR.low_coverage.20120522.bam.bas '
        'data/HG01191/alignment/HG01191.chrom11.ILLUMINA.bwa.PUR.low_coverage.20120522.bam.bai '
        'data/HG01342/alignment/HG01342.chrom20.ILLUMINA.bwa.CLM.low_coverage.20120522.bam.bas '
        'data/HG01342/alignment/HG01342.unmapped.ILLUMINA.bwa.CLM.low_coverage.20120522.bam.bai '
        'data/HG01348/alignment/HG01348.unmapped.ILLUMINA.bwa.CLM.low_coverage.20130415.bam.bai '
        'data/HG01395/alignment/HG01395.chrom20.ILLUMINA.bwa.PUR.low_coverage.20130415.bam.bai '
        'data/HG01432/alignment/HG01432.mapped.ILLUMINA.bwa.CLM.low_coverage.20121211.bam.bas '
        'data/HG01500/alignment/HG01500.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bai '
        'data/HG01500/alignment/HG01500.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bas '
        'data/HG01516/alignment/HG01516.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bas '
        'data/HG01516/alignment/HG01516.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bas '
        'data/HG01519/alignment/HG01519.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bai '
        'data/HG01610/alignment/HG01610.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bas '
        'data/HG01620/alignment/HG01620.unmapped.ILLUMINA.bwa.IBS.low_coverage.20130415.bam.bas '
        'data/HG01686/alignment/HG01686.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bai '
        'data/HG01709/alignment/HG01709.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bai '
        'data/HG01709/alignment/HG01709.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bai '
        'data/HG01773/alignment/HG01773.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bas '
        'data/HG01775/alignment/HG01775.chrom11.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bai '
        'data/HG01777/alignment/HG01777.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bas '
        'data/HG01785/alignment/HG01785.unmapped.ILLUMINA.bwa.IBS.low_coverage.20130415.bam.bas '
        'data/HG01804/alignment/HG01804.chrom20.ILLUMINA.bwa.CDX.low_coverage.20120522.bam.bai '
        'data/HG01804/alignment/HG01804.chrom20.ILLUMINA.bwa.CDX.low_coverage.20120522.bam.bas '
        'data/HG01847/alignment/HG01847.mapped.ILLUMINA.bwa.KHV.low_coverage.20120522.bam.bai '
        'data/HG01883/alignment/HG01883.chrom11.ILLUMINA.bwa.ACB.low_coverage.20130415.bam.bai '
        'data/HG01886/alignment/HG01886.unmapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam.bas '
        'data/HG01890/alignment/HG01890.mapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam.bas '
        'data/HG01917/alignment/HG01917.chrom11.ILLUMINA.bwa.PEL.low_coverage.20120522.bam.bai '
        'data/HG01917/alignment/HG01917.chrom11.ILLUMINA.bwa.PEL.low_coverage.20120522.bam.bas '
        'data/HG01932/alignment/HG01932.chrom11.ILLUMINA.bwa.PEL.low_coverage.20120522.bam.bai '
        'data/HG01967/alignment/HG01967.mapped.ILLUMINA.bwa.PEL.low_coverage.20120522.bam.bai '
        'data/HG02013/alignment/HG02013.chrom20.ILLUMINA.bwa.ACB.low_coverage.20120522.bam.bai '
        'data/HG02054/alignment/HG02054.chrom20.ILLUMINA.bwa.ACB.low_coverage.20120522.bam.bas '
        'data/HG02086/alignment/HG02086.chrom20.ILLUMINA.bwa.KHV.low_coverage.20130415.bam.bas '
        'data/HG02090/alignment/HG02090.chrom11.ILLUMINA.bwa.PEL.low_coverage.20130415.bam.bai '
        'data/HG02104/alignment/HG02104.chrom11.ILLUMINA.bwa.PEL.low_coverage.20130415.bam.bai '
        'data/HG02136/alignment/HG02136.mapped.ILLUMINA.bwa.KHV.low_coverage.20120522.bam.bai '
        'data/HG02230/alignment/HG02230.chrom20.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bai '
        'data/HG02230/alignment/HG02230.mapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bai '
        'data/HG02235/alignment/HG02235.unmapped.ILLUMINA.bwa.IBS.low_coverage.20120522.bam.bas '
        'data/HG02253/alignment/HG02253.unmapped.ILLUMINA.bwa.PEL.low_coverage.20121211.bam.bas '
        'data/HG02256/alignment/HG02256.mapped.ILLUMINA.bwa.ACB.low_coverage.20120522.bam.bai '
        'data/HG02259/alignment/HG02259.unmapped.ILLUMINA.bwa.PEL.low_coverage.20130415.bam.bai '
        'data/HG02345/alignment/HG02345.unmapped.ILLUMINA.bwa.PEL.low_coverage.20130415.bam.bai '
        'data/HG02348/alignment/HG02348.chrom20.ILLUMINA.bwa.PEL.low_coverage.20130415.bam.bas '
        'data/HG02392/alignment/HG02392.chrom20.ILLUMINA.bwa.CDX.low_coverage.20120522.bam.bas '
        'data/HG02471/alignment/HG02471.chrom11.ILLUMINA.bwa.ACB.low_coverage.20120522.bam.bai '
        'data/HG02476/alignment/HG02476.chrom11.ILLUMINA.bwa.ACB.low_coverage.20121211.bam.bai '
        'data/HG02574/alignment/HG02574.unmapped.ILLUMINA.bwa.GWD.low_coverage.20121211.bam.bai '
        'data/HG02604/alignment/HG02604.chrom20.ILLUMINA.bwa.PJL.low_coverage.20121211.bam.bas '
        'data/HG02676/alignment/HG02676.chrom20.ILLUMINA.bwa.GWD.low_coverage.20130415.bam.bas '
        'data/HG02679/alignment/HG02679.mapped.ILLUMINA.bwa.GWD.low_coverage.20121211.bam.bai '
        'data/HG02700/alignment/HG02700.chrom11.ILLUMINA.bwa.PJL.low_coverage.20130415.bam.bas '
        'data/HG02790/alignment/HG02790.mapped.ILLUMINA.bwa.PJL.low_coverage.20121211.bam.bas '
        'data/HG02790/alignment/HG02790.unmapped.ILLUMINA.bwa.PJL.low_coverage.20121211.bam.bas '
        'data/HG02952/alignment/HG02952.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bas '
        'data/HG02952/alignment/HG02952.unmapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bai '
        'data/HG02982/alignment/HG02982.chrom11.ILLUMINA.bwa.GWD.low_coverage.20130415.bam.bai '
        'data/HG03027/alignment/HG03027.chrom11.ILLUMINA.bwa.GWD.low_coverage.20130415.bam.bai '
        'data/HG03046/alignment/HG03046.chrom20.ILLUMINA.bwa.GWD.low_coverage.20121211.bam.bas '
        'data/HG03118/alignment/HG03118.mapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bai '
        'data/HG03135/alignment/HG03135.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bas '
        'data/HG03163/alignment/HG03163.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bai '
        'data/HG03163/alignment/HG03163.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bas '
        'data/HG03280/alignment/HG03280.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bas '
        'data/HG03295/alignment/HG03295.chrom11.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bas '
        'data/HG03370/alignment/HG03370.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bas '
        'data/HG03476/alignment/HG03476.chrom20.ILLUMINA.bwa.MSL.low_coverage.20121211.bam.bas '
        'data/HG03615/alignment/HG03615.chrom20.ILLUMINA.bwa.BEB.low_coverage.20130415.bam.bas '
        'data/HG03615/alignment/HG03615.unmapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam.bai '
        'data/HG03672/alignment/HG03672.chrom11.ILLUMINA.bwa.STU.low_coverage.20121211.bam.bai '
        'data/HG03695/alignment/HG03695.chrom20.ILLUMINA.bwa.STU.low_coverage.20121211.bam.bai '
        'data/HG03695/alignment/HG03695.unmapped.ILLUMINA.bwa.STU.low_coverage.20121211.bam.bai '
        'data/HG03703/alignment/HG03703.chrom11.ILLUMINA.bwa.PJL.low_coverage.20130415.bam.bai '
        'data/HG03708/alignment/HG03708.unmapped.ILLUMINA.bwa.PJL.low_coverage.20130415.bam.bas '
        'data/HG03767/alignment/HG03767.mapped.ILLUMINA.bwa.PJL.low_coverage.20130415.bam.bas '
        'data/HG03784/alignment/HG03784.chrom20.ILLUMINA.bwa.ITU.low_coverage.20130415.bam.bai '
        'data/HG03788/alignment/HG03788.chrom20.ILLUMINA.bwa.ITU.low_coverage.20130415.bam.bai '
        'data/HG03789/alignment/HG03789.mapped.ILLUMINA.bwa.ITU.low_coverage.20130415.bam.bas '
        'data/HG03869/alignment/HG03869.chrom11.ILLUMINA.bwa.ITU.low_coverage.20130415.bam.bas '
        'data/HG03869/alignment/HG03869.chrom20.ILLUMINA.bwa.ITU.low_coverage.20130415.bam.bas '
        'data/HG03888/alignment/HG03888.mapped.ILLUMINA.bwa.STU.low_coverage.20130415.bam.bas '
        'data/HG03900/alignment/HG03900.mapped.ILLUMINA.bwa.STU.low_coverage.20130415.bam.bai '
        'data/HG03900/alignment/HG03900.unmapped.ILLUMINA.bwa.STU.low_coverage.20130415.bam.bai '
        'data/HG03922/alignment/HG03922.chrom20.ILLUMINA.bwa.BEB.low_coverage.20130415.bam.bai '
        'data/HG03937/alignment/HG03937.mapped.ILLUMINA.bwa.BEB.low_coverage.20121211.bam.bas '
        'data/HG03940/alignment/HG03940.unmapped.ILLUMINA.bwa.BEB.low_coverage.20121211.bam.bai '
        'data/HG03950/alignment/HG03950.chrom20.ILLUMINA.bwa.STU.low_coverage.20130415.bam.bas '
        'data/HG04017/alignment/HG04017.chrom20.ILLUMINA.bwa.ITU.low_coverage.20121211.bam.bai '
        'data/HG04059/alignment/HG04059.chrom11.ILLUMINA.bwa.ITU.low_coverage.20130415.bam.bas '
        'data/HG04144/alignment/HG04144.unmapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam.bai '
        'data/HG04186/alignment/HG04186.chrom20.ILLUMINA.bwa.BEB.low_coverage.20121211.bam.bas '
        'data/HG04206/alignment/HG04206.mapped.ILLUMINA.bwa.ITU.low_coverage.20130415.bam.bai '
        'data/NA07000/alignment/NA07000.unmapped.ILLUMINA.bwa.CEU.low_coverage.20130415.bam.bas '
        'data/NA07347/alignment/NA07347.chrom20.ILLUMINA.bwa.CEU.low_coverage.20130415.bam.bai '
        'data/NA07347/alignment/NA07347.mapped.ILLUMINA.bwa.CEU.low_coverage.20130415.bam.bas '
        'data/NA12154/alignment/NA12154.chrom11.ILLUMINA.bwa.CEU.low_coverage.20120522.bam.bai '
        'data/NA12275/alignment/NA12275.mapped.ILLUMINA.bwa.CEU.low_coverage.20120522.bam.bai '
        'data/NA12718/alignment/NA12718.unmapped.ILLUMINA.bwa.CEU.low_coverage.20120522.bam.bai '
        'data/NA12777/alignment/NA12777.chrom11.ILLUMINA.bwa.CEU.low_coverage.20130415.bam.bai '
        'data/NA12777/alignment/NA12777.chrom20.ILLUMINA.bwa.CEU.low_coverage.20130415.bam.bas '
        'data/NA12778/alignment/NA12778.chrom11.ILLUMINA.bwa.CEU.low_coverage.20130415.bam.bas '
        'data/NA18577/alignment/NA18577.chrom11.ILLUMINA.bwa.CHB.low_coverage.20130415.bam.bai '
        'data/NA18582/alignment/NA18582.chrom11.ILLUMINA.bwa.CHB.low_coverage.20130415.bam.bai '
        'data/NA18582/alignment/NA18582.chrom20.ILLUMINA.bwa.CHB.low_coverage.20130415.bam.bas '
        'data/NA18627/alignment/NA18627.chrom11.ILLUMINA.bwa.CHB.low_coverage.20130415.bam.bai '
        'data/NA18639/alignment/NA18639.unmapped.ILLUMINA.bwa.CHB.low_coverage.20130415.bam.bai '
        'data/NA18747/alignment/NA18747.mapped.ILLUMINA.bwa.CHB.low_coverage.20130415.bam.bai '
        'data/NA18877/alignment/NA18877.mapped.ILLUMINA.bwa.YRI.low_coverage.20130415.bam.bai '
        'data/NA18908/alignment/NA18908.chrom11.ILLUMINA.bwa.YRI.low_coverage.20120522.bam.bas '
        'data/NA18908/alignment/NA18908.mapped.ILLUMINA.bwa.YRI.low_coverage.20120522.bam.bas '
        'data/NA18971/alignment/NA18971.chrom11.ILLUMINA.bwa.JPT.low_coverage.20120522.bam.bas '
        'data/NA19011/alignment/NA19011.mapped.ILLUMINA.bwa.JPT.low_coverage.20130415.bam.bai '
        'data/NA19024/alignment/NA19024.chrom20.ILLUMINA.bwa.LWK.low_coverage.20121211.bam.bas '
        'data/NA19037/alignment/NA19037.unmapped.ILLUMINA.bwa.LWK.low_coverage.20130415.bam.bas '
        'data/NA19055/alignment/NA19055.chrom11.ILLUMINA.bwa.JPT.low_coverage.20120522.bam.bai '
        'data/NA19083/alignment/NA19083.mapped.ILLUMINA.bwa.JPT.low_coverage.20120522.bam.bai '
        'data/NA19084/alignment/NA19084.unmapped.ILLUMINA.bwa.JPT.low_coverage.20120522.bam.bas '
        'data/NA19089/alignment/NA19089.chrom20.ILLUMINA.bwa.JPT.low_coverage.20130415.bam.bai '
        'data/NA19089/alignment/NA19089.mapped.ILLUMINA.bwa.JPT.low_coverage.20130415.bam.bai '
        'data/NA19096/alignment/NA19096.unmapped.ILLUMINA.bwa.YRI.low_coverage.20130415.bam.bai '
        'data/NA19153/alignment/NA19153.mapped.ILLUMINA.bwa.YRI.low_coverage.20130415.bam.bai '
        'data/NA19184/alignment/NA19184.unmapped.ILLUMINA.bwa.YRI.low_coverage.20130415.bam.bas '
        'data/NA19198/alignment/NA19198.unmapped.ILLUMINA.bwa.YRI.low_coverage.20120522.bam.bas '
        'data/NA19207/alignment/NA19207.chrom20.ILLUMINA.bwa.YRI.low_coverage.20130415.bam.bai '
        'data/NA19236/alignment/NA19236.unmapped.ILLUMINA.bwa.YRI.low_coverage.20120522.bam.bas '
        'data/NA19334/alignment/NA19334.mapped.ILLUMINA.bwa.LWK.low_coverage.20120522.bam.bas '
        'data/NA19379/alignment/NA19379.mapped.ILLUMINA.bwa.LWK.low_coverage.20120522.bam.bai '
        'data/NA19437/alignment/NA19437.mapped.ILLUMINA.bwa.LWK.low_coverage.20130415.bam.bai '
        'data/NA19456/alignment/NA19456.mapped.ILLUMINA.bwa.LWK.low_coverage.20120522.bam.bas '
        'data/NA19625/alignment/NA19625.chrom20.ILLUMINA.bwa.ASW.low_coverage.20120522.bam.bai '
        'data/NA19648/alignment/NA19648.chrom11.ILLUMINA.bwa.MXL.low_coverage.20120522.bam.bas '
        'data/NA19685/alignment/NA19685.chrom11.ILLUMINA.bwa.MXL.low_coverage.20120522.bam.bai '
        'data/NA19685/alignment/NA19685.mapped.ILLUMINA.bwa.MXL.low_coverage.20120522.bam.bai '
        'data/NA19719/alignment/NA19719.chrom11.ILLUMINA.bwa.MXL.low_coverage.20120522.bam.bai '
        'data/NA19758/alignment/NA19758.chrom20.ILLUMINA.bwa.MXL.low_coverage.20120522.bam.bas '
        'data/NA20291/alignment/NA20291.mapped.ILLUMINA.bwa.ASW.low_coverage.20120522.bam.bai '
        'data/NA20541/alignment/NA20541.chrom20.ILLUMINA.bwa.TSI.low_coverage.20130422.bam.bai '
        'data/NA20765/alignment/NA20765.chrom11.ILLUMINA.bwa.TSI.low_coverage.20130415.bam.bas '
        'data/NA20770/alignment/NA20770.mapped.ILLUMINA.bwa.TSI.low_coverage.20130415.bam.bai '
        'data/NA20770/alignment/NA20770.mapped.ILLUMINA.bwa.TSI.low_coverage.20130415.bam.bas '
        'data/NA20775/alignment/NA20775.unmapped.ILLUMINA.bwa.TSI.low_coverage.20130415.bam.bas '
        'data/NA20790/alignment/NA20790.chrom20.ILLUMINA.bwa.TSI.low_coverage.20130415.bam.bai '
        'data/NA20799/alignment/NA20799.mapped.ILLUMINA.bwa.TSI.low_coverage.20130415.bam.bas '
        'data/NA20899/alignment/NA20899.chrom11.ILLUMINA.bwa.GIH.low_coverage.20120522.bam.bai '
        'data/NA20901/alignment/NA20901.chrom11.ILLUMINA.bwa.GIH.low_coverage.20120522.bam.bas '
        'data/NA20901/alignment/NA20901.unmapped.ILLUMINA.bwa.GIH.low_coverage.20120522.bam.bas '
        'data/NA21098/alignment/NA21098.chrom20.ILLUMINA.bwa.GIH.low_coverage.20120522.bam.bas '
        'data/NA21130/alignment/NA21130.chrom20.ILLUMINA.bwa.GIH.low_coverage.20130415.bam.bas '
        'historical_data/former_toplevel/sequence_indices/20100125_20100208.stats.csv '
        'historical_data/former_toplevel/sequence_indices/20121211.sequence.index.low_coverage.stats'
    ),
    'data/HG00759/alignment': (
        'HG00759.chrom20.ILLUMINA.bwa.CDX.low_coverage.20130415.bam.bas '
        'HG00759.mapped.ILLUMINA.bwa.CDX.low_coverage.20130415.bam.bai '
        'HG00759.mapped.ILLUMINA.bwa.CDX.low_coverage.20130415.bam.bas '
        'HG00759.unmapped.ILLUMINA.bwa.CDX.low_coverage.20130415.bam.bai '
        'HG00759.unmapped.ILLUMINA.bwa.CDX.low_coverage.20130415.bam.bas'
    ),
    'data/HG01121/alignment': (
        'HG01121.chrom11.ILLUMINA.bwa.CLM.low_coverage.20130415.bam.bai '
        'HG01121.chrom20.ILLUMINA.bwa.CLM.low_coverage.20130415.bam.bai '
        'HG01121.unmapped.ILLUMINA.bwa.CLM.low_coverage.20130415.bam.bai '
        'HG01121.unmapped.ILLUMINA.bwa.CLM.low_coverage.20130415.bam.bas'
    ),
    'data/HG01441/alignment': (
        'HG01441.chrom11.ILLUMINA.bwa.CLM.low_coverage.20120522.bam.bai '
        'HG01441.mapped.ILLUMINA.bwa.CLM.low_coverage.20120522.bam.bai '
        'HG01441.unmapped.ILLUMINA.bwa.CLM.low_coverage.20120522.bam.bas'
    ),
    'data/HG02375/alignment': (
        'HG02375.chrom11.ILLUMINA.bwa.CDX.low_coverage.20120522.bam.bas '
        'HG02375.mapped.ILLUMINA.bwa.CDX.low_coverage.20120522.bam.bai '
        'HG02375.unmapped.ILLUMINA.bwa.CDX.low_coverage.20120522.bam.bai'
    ),
    'data/HG03294/alignment': (
        'HG03294.chrom11.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bai '
        'HG03294.chrom20.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bas '
        'HG03294.mapped.ILLUMINA.bwa.ESN.low_coverage.20121211.bam.bas'
    ),
    'data/HG03556/alignment': (
        'HG03556.mapped.ILLUMINA.bwa.MSL.low_coverage.20121211.bam.bai '
        'HG03556.unmapped.ILLUMINA.bwa.MSL.low_coverage.20121211.bam.bai '
        'HG03556.unmapped.ILLUMINA.bwa.MSL.low_coverage.20121211.bam.bas'
    ),
    'data/HG04185/alignment': (
        'HG04185.mapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam.bai '
        'HG04185.mapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam.bas '
        'HG04185.unmapped.ILLUMINA.bwa.BEB.low_coverage.20130415.bam.bas'
    ),
    'data/NA19908/alignment': (
        'NA19908.chrom11.ILLUMINA.bwa.ASW.low_coverage.20120522.bam.bai '
        'NA19908.chrom11.ILLUMINA.bwa.ASW.low_coverage.20120522.bam.bas '
        'NA19908.chrom20.ILLUMINA.bwa.ASW.low_coverage.20120522.bam.bas'
    ),
}


GEUVADIS_FASTQ_KIND = {
    '': (
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187488/ERR187488.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187500/ERR187500.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187513/ERR187513.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187518/ERR187518.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187522/ERR187522.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187525/ERR187525.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187529/ERR187529.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187532/ERR187532.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187546/ERR187546.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187549/ERR187549.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187551/ERR187551.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187553/ERR187553.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187557/ERR187557.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187563/ERR187563.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187565/ERR187565.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187580/ERR187580.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187581/ERR187581.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187598/ERR187598.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187604/ERR187604.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187615/ERR187615.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187618/ERR187618.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187629/ERR187629.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187643/ERR187643.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187644/ERR187644.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187653/ERR187653.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187659/ERR187659.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187663/ERR187663.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187668/ERR187668.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187670/ERR187670.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187671/ERR187671.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187678/ERR187678.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187680/ERR187680.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187684/ERR187684.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187687/ERR187687.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187693/ERR187693.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187703/ERR187703.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187717/ERR187717.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187727/ERR187727.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187732/ERR187732.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187740/ERR187740.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187747/ERR187747.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187748/ERR187748.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187768/ERR187768.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187770/ERR187770.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187779/ERR187779.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187783/ERR187783.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187784/ERR187784.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187786/ERR187786.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187804/ERR187804.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187811/ERR187811.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187817/ERR187817.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187821/ERR187821.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187834/ERR187834.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187840/ERR187840.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187861/ERR187861.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187867/ERR187867.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187872/ERR187872.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187874/ERR187874.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187881/ERR187881.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187882/ERR187882.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187883/ERR187883.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187884/ERR187884.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187889/ERR187889.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187891/ERR187891.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187893/ERR187893.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187895/ERR187895.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187899/ERR187899.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR187/ERR187917/ERR187917.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188023/ERR188023_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188032/ERR188032_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188044/ERR188044_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188045/ERR188045_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188046/ERR188046_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188050/ERR188050_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188051/ERR188051_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188052/ERR188052_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188055/ERR188055_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188057/ERR188057_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188062/ERR188062_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188066/ERR188066_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188067/ERR188067_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188069/ERR188069_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188070/ERR188070_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188074/ERR188074_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188075/ERR188075_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188077/ERR188077_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188078/ERR188078_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188081/ERR188081_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188087/ERR188087_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188091/ERR188091_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188092/ERR188092_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188093/ERR188093_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188093/ERR188093_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188105/ERR188105_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188106/ERR188106_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188108/ERR188108_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188114/ERR188114_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188120/ERR188120_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188122/ERR188122_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188122/ERR188122_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188126/ERR188126_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188132/ERR188132_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188135/ERR188135_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188138/ERR188138_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188160/ERR188160_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188163/ERR188163_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188164/ERR188164_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188164/ERR188164_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188165/ERR188165_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188165/ERR188165_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188167/ERR188167_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188170/ERR188170_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188174/ERR188174_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188175/ERR188175_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188177/ERR188177_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188178/ERR188178_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188180/ERR188180_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188181/ERR188181_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188181/ERR188181_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188183/ERR188183_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188184/ERR188184_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188193/ERR188193_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188202/ERR188202_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188202/ERR188202_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188213/ERR188213_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188214/ERR188214_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188215/ERR188215_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188218/ERR188218_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188226/ERR188226_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188227/ERR188227_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188228/ERR188228_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188229/ERR188229_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188231/ERR188231_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188235/ERR188235_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188236/ERR188236_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188245/ERR188245_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188246/ERR188246_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188246/ERR188246_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188249/ERR188249_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188250/ERR188250_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188251/ERR188251_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188252/ERR188252_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188255/ERR188255_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188257/ERR188257_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188257/ERR188257_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188268/ERR188268_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188273/ERR188273_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188275/ERR188275_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188276/ERR188276_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188277/ERR188277_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188279/ERR188279_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188281/ERR188281_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188283/ERR188283_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188284/ERR188284_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188285/ERR188285_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188285/ERR188285_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188290/ERR188290_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188291/ERR188291_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188292/ERR188292_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188293/ERR188293_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188294/ERR188294_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188294/ERR188294_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188295/ERR188295_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188295/ERR188295_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188298/ERR188298_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188298/ERR188298_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188303/ERR188303_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188304/ERR188304_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188306/ERR188306_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188307/ERR188307_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188309/ERR188309_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188309/ERR188309_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188310/ERR188310_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188322/ERR188322_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188324/ERR188324_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188329/ERR188329_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188332/ERR188332_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188332/ERR188332_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188335/ERR188335_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188345/ERR188345_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188346/ERR188346_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188347/ERR188347_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188359/ERR188359_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188361/ERR188361_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188366/ERR188366_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188366/ERR188366_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188368/ERR188368_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188371/ERR188371_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188378/ERR188378_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188382/ERR188382_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188384/ERR188384_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188388/ERR188388_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188395/ERR188395_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188397/ERR188397_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188398/ERR188398_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188398/ERR188398_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188403/ERR188403_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188406/ERR188406_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188411/ERR188411_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188411/ERR188411_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188412/ERR188412_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188414/ERR188414_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188416/ERR188416_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188417/ERR188417_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188419/ERR188419_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188421/ERR188421_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188423/ERR188423_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188426/ERR188426_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188427/ERR188427_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188428/ERR188428_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188429/ERR188429_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188430/ERR188430_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188433/ERR188433_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188435/ERR188435_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188438/ERR188438_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188439/ERR188439_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188441/ERR188441_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188443/ERR188443_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188444/ERR188444_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188445/ERR188445_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188447/ERR188447_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188448/ERR188448_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188455/ERR188455_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188456/ERR188456_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188456/ERR188456_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188458/ERR188458_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188464/ERR188464_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188466/ERR188466_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188467/ERR188467_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188470/ERR188470_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188473/ERR188473_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188479/ERR188479_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188481/ERR188481_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR188/ERR188482/ERR188482_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204779/ERR204779.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204780/ERR204780.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204783/ERR204783.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204784/ERR204784.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204786/ERR204786.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204794/ERR204794.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204821/ERR204821_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204822/ERR204822_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204825/ERR204825_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204827/ERR204827_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204828/ERR204828_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204829/ERR204829_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204833/ERR204833_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204840/ERR204840_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204841/ERR204841_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204842/ERR204842_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204846/ERR204846_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204847/ERR204847_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204849/ERR204849_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204850/ERR204850_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204852/ERR204852_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204857/ERR204857_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204857/ERR204857_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204858/ERR204858_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204863/ERR204863_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204875/ERR204875_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204884/ERR204884_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204888/ERR204888_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204891/ERR204891_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204899/ERR204899_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204903/ERR204903_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204907/ERR204907_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204908/ERR204908_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204912/ERR204912_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204913/ERR204913_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204921/ERR204921_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204923/ERR204923_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204926/ERR204926_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204926/ERR204926_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204930/ERR204930_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204932/ERR204932_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204933/ERR204933_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204935/ERR204935_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204935/ERR204935_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204936/ERR204936_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204936/ERR204936_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204944/ERR204944_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204946/ERR204946_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204947/ERR204947_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204948/ERR204948_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204952/ERR204952_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204958/ERR204958_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204962/ERR204962_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204963/ERR204963_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204965/ERR204965_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204969/ERR204969_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204975/ERR204975_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204984/ERR204984_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204989/ERR204989_1.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR204/ERR204996/ERR204996_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR205/ERR205001/ERR205001_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR205/ERR205003/ERR205003_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR205/ERR205007/ERR205007_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR205/ERR205010/ERR205010_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR205/ERR205011/ERR205011_2.fastq.gz '
        'ftp://ftp.sra.ebi.ac.uk/vol1/fastq/ERR205/ERR205021/ERR205021_1.fastq.gz'
    ),
}


GEUVADIS_FASTQ_OTHER = {
    '': (
        'LICENSE README_ftp_site_structure.md README_populations.md data/README_data_has_moved.md '
        'data_collections/HGDP/README_HGDP.md data_collections/HGDP/README_HGDP_datareuse_statement.md '
        'data_collections/README_data_collections.md data_collections/geuvadis/README_geuvadis.md '
        'data_collections/illumina_platinum_pedigree/illumina_platinum_ped.GRCh38DH.alignment.index '
        'data_collections/illumina_platinum_pedigree/illumina_platinum_ped.sequence.index '
        'data_collections/simons_diversity_data/README_Simons_diversity_data.md '
        'historical_data/README_historical_data.md phase3/20130502.phase3.sequence.index '
        'release/20130502/README_chrMT_phase3_callmom.md'
    ),
    'data_collections/1000_genomes_project': (
        '1000genomes.high_coverage.GRCh38DH.alignment.index 1000genomes.sequence.index '
        'README.1000genomes.GRCh38DH.alignment README.1000genomes.known_issues'
    ),
    'data_collections/gambian_genome_variation_project': (
        'README_gambian_genome_variation_project_datareuse_statement.md '
        'gambian_genome_variation_project.GRCh38DH.alignment.index '
        'gambian_genome_variation_project.sequence.index'
    ),
    'data_collections/han_chinese_high_coverage': (
        'README_han_chinese_high_coverage.md README_han_chinese_high_coverage_datareuse_statement.md '
        'han_chinese_high_coverage.sequence.index'
    ),
    'data_collections/hgsv_sv_discovery': (
        'README.illumina_wgs.GRCh38.alignment README_hgsvc_datareuse_statement.md README_sv_discovery.md '
        'TruSeq_SLR_fastq.index illumina_rna.sequence.index illumina_wgs.sequence.index '
        'illumina_wgs.sv_7kb_mate.GRCh38.alignment.index smrt_rna.sequence.index'
    ),
    'historical_data/former_toplevel': (
        'README.alignment_data.md README.analysis_history README.complete_genomics_data '
        'README.ebi_aspera_info README.pilot_data README.sequence_data README_missing_files_20150612.md '
        'README_phase3_alignments_sequence_20150526.md analysis.sequence.index exome.alignment.index '
        'sequence.index'
    ),
    'historical_data/former_toplevel/alignment_indices': (
        '20091216.alignment_stats.csv 20100517.alignment.index.bas.gz '
        '20100517_20100311.alignment_stats.csv 20100611.alignment.index 20100611.alignment.index.bas.gz '
        '20100611_20100517.alignment_stats.csv 20100804.alignment.index.bas.gz '
        '20100804_20100611.alignment_stats.csv 20101123.alignment.index.bas.gz '
        '20101123_20100901.alignment_stats.low_coverage.csv 20110521.exome.alignment.index '
        '20110521.exome.alignment.index.HsMetrics.stats 20110521.exome.alignment.index.bas.gz '
        '20110521.exome.alignment.index_stats.csv 20111114.alignment.index.bas.gz '
        '20111114.exome.alignment.index.HsMetrics.stats 20111114.exome.alignment.index.bas.gz '
        '20120522.alignment.chr20_lossy_cram.index 20120522.alignment.index '
        '20120522.alignment.index.bas.gz 20120522.alignment.mapped.binned_csra.index '
        '20120522.exome.alignment.chr20_cram.index 20120522.exome.alignment.index '
        '20120522.exome.alignment.index.bas.gz 20120522.exome.alignment.mapped.binned_csra.index '
        '20121211.alignment.index 20121211.exome.alignment.index.HsMetrics '
        '20121211.exome.alignment.index.HsMetrics.gz 20121211.exome.alignment.index.HsMetrics.stats '
        '20130502.alignment.lossy_cram.index 20130502.exome.alignment.index '
        '20130502.exome.alignment.index.HsMetrics.gz.stats 20130502.exome.alignment.index.bas.gz '
        '20130502.exome.alignment.lossy_cram.index 20130502.low_coverage.alignment.index '
        '20130502_20120522.alignment_stats.low_coverage.csv indel_ratio_check.20130502.txt'
    ),
    'historical_data/former_toplevel/complete_genomics_indices': (
        '20130725.sra.index 20130815.cg_ref_data.index 20130820.cg_data.index'
    ),
    'historical_data/former_toplevel/sequence_indices': (
        '20091216.sequence.index 20091216.stats.csv 20100208_20100222.stats.csv 20100222.sequence.index '
        '20100222.sequence.index.stats 20100311.sequence.index 20100311_20100429.stats.csv '
        '20100429.sequence.index 20100429.sequence.index.stats 20100429_20100513.stats.csv '
        '20100513.sequence.index 20100517.sequence.index.stats 20100606.sequence.index '
        '20100611_20100710.stats.csv 20100710_20100804.stats.csv 20100804.sequence.index '
        '20100813.sequence.index.stats 20100817.sequence.index 20100817.sequence.index.stats '
        '20100917.sequence.index 20100917.sequence.index.stats 20100917_20101004.stats.csv '
        '20101004.sequence.index 20101019_20101025.stats.csv 20101025.sequence.index '
        '20101025_20101101.stats.csv 20101101.sequence.index 20101101.sequence.index.stats '
        '20101101_20101123.exome_stats.csv 20101123.sequence.index 20101123.sequence.index.exome.stats '
        '20101123.sequence.index.low_coverage.stats 20101123_20110124.low_coverage.stats.csv '
        '20110124.sequence.index.low_coverage.stats 20110124_20110228.exome_stats.csv '
        '20110228.sequence.index 20110228.sequence.index.exome.stats 20110411.sequence.index '
        '20110411_20110506.exome.stats.csv 20110506.sequence.index 20110521.sequence.index '
        '20110521.sequence.index.exome.stats 20110521.sequence.index.low_coverage.stats '
        '20110521_20110719.low_coverage.stats.csv 20110719.sequence.index '
        '20110719_20110920.low_coverage.stats.csv 20110920.sequence.index '
        '20110920.sequence.index.exome.stats 20110920.sequence.index.low_coverage.stats '
        '20111114.sequence.index.exome.stats 20111114.sequence.index.low_coverage.stats '
        '20111114_20120130.exome_stats.csv 20111114_20120130.low_coverage_stats.csv '
        '20120130_20120419.exome.stats.csv 20120419.sequence.index 20120419.sequence.index.exome.stats '
        '20120419.sequence.index.low_coverage.stats 20120522.analysis.sequence.index '
        '20120522.sequence.index 20120522.sequence.index.low_coverage.stats '
        '20120522_20121211.exome.analysis_index.stats.csv '
        '20120522_20121211.low_coverage.analysis_index.stats.csv 20121211.analysis.sequence.index '
        '20121211.analysis.sequence.index.low_coverage.stats 20121211.sequence.index '
        '20121211.sequence.index.exome.stats 20121211.sequence.index.low_coverage.stats '
        '20121211_20130218.low_coverage.analysis_index.stats.csv 20121211_20130218.low_coverage.stats.csv '
        '20130129.CompleteGenomics.sequence.index 20130218.analysis.sequence.index '
        '20130218.analysis.sequence.index.low_coverage.stats 20130218.sequence.index '
        '20130218_20130305.exome.analysis_index.stats.csv 20130218_20130305.exome.stats.csv '
        '20130218_20130305.low_coverage.analysis_index.stats.csv 20130305.analysis.sequence.index '
        '20130305.analysis.sequence.index.exome.stats 20130305.analysis.sequence.index.low_coverage.stats '
        '20130305.sequence.index 20130305.sequence.index.exome.stats '
        '20130305_20130311.exome.analysis_index.stats.csv '
        '20130305_20130311.low_coverage.analysis_index.stats.csv 20130311.analysis.sequence.index '
        '20130311.sequence.index 20130311.sequence.index.exome.stats '
        '20130311.sequence.index.low_coverage.stats 20130311_20130319.exome.analysis_index.stats.csv '
        '20130311_20130319.exome.stats.csv 20130311_20130319.low_coverage.stats.csv '
        '20130319.sequence.index.low_coverage.stats 20130319_20130325.exome.analysis.stats.csv '
        '20130319_20130325.exome.stats.csv 20130319_20130325.low_coverage.analysis.stats.csv '
        '20130325.sequence.index.exome.stats 20130325_20130402.exome.stats.csv '
        '20130325_20130402.low_coverage.analysis_index.stats.csv '
        '20130402.analysis.sequence.index.exome.stats 20130402.sequence.index.low_coverage.stats '
        '20130402_20130408.exome.analysis_index.stats.csv 20130408.sequence.index '
        '20130408.sequence.index.exome.stats 20130408_20130415.exome.stats.csv '
        '20130408_20130415.low_coverage.analysis_index.stats.csv 20130408_20130415.low_coverage.stats.csv '
        '20130415.analysis.sequence.index.exome.stats 20130415.sequence.index.exome.stats '
        '20130415.sequence.index.low_coverage.stats 20130415_20130422.exome.analysis_index.stats.csv '
        '20130415_20130422.exome.stats.csv 20130415_20130422.low_coverage.stats.csv '
        '20130422.analysis.sequence.index.low_coverage.stats 20130422.sequence.index.exome.stats '
        '20130422.sequence.index.low_coverage.stats 20130422_20130502.exome.stats.csv '
        '20130422_20130502.low_coverage.analysis_index.stats.csv 20130502.sequence.index.exome.stats'
    ),
}


SMRT_BAX_KIND = {
    '': (
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018313/m150319_234905_42134_c100795722550000001823165509091595_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018321/m150704_224025_42134_c100846112550000001823189212311510_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018330/m150711_085354_42134_c100850492550000001823189301241602_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018333/m150712_035133_42134_c100850492550000001823189301241605_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018336/m150713_005847_42134_c100850482550000001823189301241610_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018338/m150713_133555_42134_c100850482550000001823189301241612_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018340/m150714_021221_42134_c100850482550000001823189301241614_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018342/m150717_004336_42134_c100850522550000001823189301241647_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018351/m150720_015821_42134_c100850422550000001823189301241673_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018354/m150720_205618_42134_c100850422550000001823189301241676_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018355/m150721_031513_42134_c100850422550000001823189301241677_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018356/m150721_093619_42134_c100850702550000001823189301241600_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018357/m150524_032116_00118_c100792732550000001823170910081505_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018359/m150604_082218_00118_c100813682550000001823175310291586_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018363/m150529_093751_00118_c100793192550000001823170910081516_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018364/m150530_105730_00118_c100813682550000001823175310291582_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018374/m150606_132445_00118_c100813652550000001823175310291513_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018375/m150607_020516_00118_c100813652550000001823175310291515_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018384/m150616_191524_00118_c100813662550000001823175310291504_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018386/m150628_074114_00118_c100813702550000001823175310291536_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018390/m150626_174252_00118_c100813702550000001823175310291530_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018398/m150701_074218_00118_c100855592550000001823186312311596_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018399/m150630_000317_00118_c100855592550000001823186312311591_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018407/m150711_124448_00118_c100855562550000001823186312311523_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018416/m150719_131923_00118_c100855112550000001823186312311597_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018417/m150621_073742_00118_c100813672550000001823175310291596_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018418/m150619_235725_00118_c100813672550000001823175310291591_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018423/m150621_135243_00118_c100813672550000001823175310291597_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018427/m150722_105041_00118_c100855502550000001823186312311583_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018429/m150721_155309_00118_c100855502550000001823186312311580_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018430/m150722_170954_00118_c100855502550000001823186312311584_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018433/m150726_063351_00118_c100855462550000001823186312311556_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018434/m150724_225413_00118_c100855462550000001823186312311551_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018435/m150725_113239_00118_c100855462550000001823186312311553_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018440/m150730_080545_00118_c100863632550000001823192402121696_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018441/m150730_014249_00118_c100863632550000001823192402121695_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018441/m150730_014249_00118_c100863632550000001823192402121695_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1022694/m150414_001518_00118_c100792852550000001823170910081551_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1022695/m150414_063433_00118_c100792852550000001823170910081552_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1022696/m150414_125344_00118_c100792852550000001823170910081553_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1022699/m150415_075432_00118_c100792852550000001823170910081556_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025670/m150811_214401_00118_c100864552550000001823191802121681_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025680/m150817_091256_00118_c100864512550000001823191802121625_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025686/m150813_205636_00118_c100863532550000001823192402121620_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025690/m150817_025339_00118_c100864512550000001823191802121624_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025695/m150907_193139_42134_c100894072550000001823208304231666_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025700/m150902_022620_42134_c100880772550000001823195303261635_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025700/m150902_022620_42134_c100880772550000001823195303261635_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025714/m150903_055318_42134_c100881002550000001823195303261601_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025715/m150904_070709_42134_c100881002550000001823195303261605_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025721/m150824_145717_42134_c100880862550000001823195303261613_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025723/m150822_224146_42134_c100880892550000001823195303261685_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025724/m150823_050108_42134_c100880892550000001823195303261686_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025725/m150824_021505_42134_c100880862550000001823195303261611_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025737/m150816_124916_42134_c100885042550000001823190504021623_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035376/m150731_032940_00118_c100864942550000001823191802121671_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035380/m150809_223926_00118_c100864162550000001823191802121694_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035383/m150808_125947_00118_c100865002550000001823191802121677_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035391/m150726_062727_42134_c100850442550000001823189301241650_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035396/m150727_161205_42134_c100850442550000001823189301241655_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035397/m150727_222905_42134_c100850442550000001823189301241656_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035410/m150802_095157_42134_c100850722550000001823189301241684_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035414/m150803_131327_42134_c100865172550000001823189902121690_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035417/m150807_174115_42134_c100865572550000001823189902121672_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035418/m150808_000057_42134_c100865572550000001823189902121673_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035423/m150809_095626_42134_c100865552550000001823189902121690_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035424/m150809_161702_42134_c100865552550000001823189902121691_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035424/m150809_161702_42134_c100865552550000001823189902121691_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035425/m150809_224122_42134_c100865552550000001823189902121692_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035428/m150810_173906_42134_c100865552550000001823189902121695_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035430/m150811_062257_42134_c100865552550000001823189902121697_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035431/m150813_025217_42134_c100865582550000001823189902121665_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035432/m150813_112201_42134_c100865582550000001823189902121666_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035435/m150814_062556_42134_c100884952550000001823190504021651_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250947/m150821_133257_42220_c100827522550000001823175811251541_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250948/m150821_175216_42220_c100827522550000001823175811251542_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250966/m150902_211049_42220_c100827872550000001823175811251504_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250978/m150908_173653_42220_c100815762550000001823178310291527_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250987/m150910_130024_42220_c100827642550000001823175811251590_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250994/m150911_191712_42220_c100827642550000001823175811251597_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250996/m150914_131552_42220_c100827462550000001823175811251533_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250996/m150914_131552_42220_c100827462550000001823175811251533_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251002/m150915_151110_42220_c100827452550000001823175811251543_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251003/m150916_102355_42220_c100827812550000001823175811251561_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251004/m150916_144303_42220_c100827812550000001823175811251562_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251009/m150917_121908_42220_c100827812550000001823175811251567_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251011/m150921_121532_42220_c100816842550000001823176310291521_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251019/m150808_210245_42196_c100827822550000001823175811251551_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251027/m150819_173253_42216_c100827962550000001823175811251581_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251029/m150820_021117_42216_c100827962550000001823175811251583_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251034/m150821_190737_42216_c100827732550000001823175811251572_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251036/m150822_034612_42216_c100827732550000001823175811251574_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251038/m150822_122723_42216_c100827732550000001823175811251576_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251039/m150822_164344_42216_c100827732550000001823175811251577_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251044/m150823_162528_42216_c100828382550000001823180911251524_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251052/m150826_054044_42216_c100828592550000001823180911251555_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251056/m150910_143941_42216_c100827542550000001823175811251521_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251059/m150911_075636_42216_c100827542550000001823175811251525_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251059/m150911_075636_42216_c100827542550000001823175811251525_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251060/m150911_121845_42216_c100827542550000001823175811251526_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251076/m150915_132247_42216_c100827532550000001823175811251537_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251077/m150917_104013_42216_c100827482550000001823175811251510_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251079/m150917_191856_42216_c100827482550000001823175811251512_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251079/m150917_191856_42216_c100827482550000001823175811251512_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251088/m150919_121946_42216_c100827672550000001823175811251563_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251096/m150922_003544_42216_c100827592550000001823175811251574_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251098/m150922_091725_42216_c100827592550000001823175811251576_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251099/m150922_133328_42216_c100827592550000001823175811251577_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251103/m150923_085741_42216_c100828312550000001823180911251593_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251111/m150821_150514_42196_c100827442550000001823175811251554_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251116/m150822_124433_42196_c100827612550000001823175811251521_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251120/m150824_203538_42196_c100827612550000001823175811251525_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251121/m150825_005440_42196_c100827612550000001823175811251526_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251130/m150827_042803_42196_c100828302550000001823180911251504_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251149/m150831_052919_42196_c100828232550000001823180911251507_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251153/m150904_233744_42196_c100828552550000001823180911251596_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251154/m150905_035841_42196_c100828552550000001823180911251597_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251154/m150905_035841_42196_c100828552550000001823180911251597_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251155/m150905_082039_42196_c100828152550000001823180911251510_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251156/m150908_082324_42196_c100827982550000001823180911251550_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251156/m150908_082324_42196_c100827982550000001823180911251550_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251158/m150908_124242_42196_c100827982550000001823180911251551_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251162/m150908_212103_42196_c100827982550000001823180911251553_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251167/m150910_184150_42196_c100828322550000001823180911251585_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251168/m150909_102315_42196_c100827982550000001823180911251556_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251169/m150910_230415_42196_c100828322550000001823180911251586_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251171/m150911_032022_42196_c100828322550000001823180911251587_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251173/m150915_191545_42196_c100828042550000001823180911251550_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251175/m150915_233350_42196_c100828042550000001823180911251551_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251177/m150916_035313_42196_c100828042550000001823180911251552_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251177/m150916_035313_42196_c100828042550000001823180911251552_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251180/m150914_235144_42196_c100828252550000001823180911251584_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251180/m150914_235144_42196_c100828252550000001823180911251584_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251193/m150919_084751_42196_c100828492550000001823180911251582_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251205/m151012_144826_42196_c100828402550000001823180911251571_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251205/m151012_144826_42196_c100828402550000001823180911251571_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251220/m151016_024036_42196_c100828522550000001823180911251524_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251221/m151017_151845_42196_c100828092550000001823180911251504_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251222/m151016_065749_42196_c100828522550000001823180911251525_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251227/m151019_095310_42196_c100827912550000001823180911251520_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251237/m151022_151251_42196_c100828022550000001823180911251571_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251238/m151024_035429_42196_c100828172550000001823180911251591_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251239/m151022_193204_42196_c100828022550000001823180911251572_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251241/m151022_235117_42196_c100828022550000001823180911251573_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251244/m151024_165208_42196_c100828172550000001823180911251594_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251248/m151025_013346_42196_c100828172550000001823180911251596_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251250/m151025_054949_42196_c100828172550000001823180911251597_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251253/m150809_184133_42196_c100827822550000001823175811251556_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR129/ERR1294835/m151007_164615_42286_c100803642550000001823173210081557_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR129/ERR1294836/m151008_205959_42286_c100906612550000001823199104291690_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR129/ERR1294837/m151009_031913_42286_c100906612550000001823199104291691_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR129/ERR1294841/m151010_043605_42286_c100906612550000001823199104291695_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR129/ERR1294842/m151010_105832_42286_c100906612550000001823199104291696_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792012/m140726_060753_42161_c100663510310000001823133012201490_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792013/m140726_092742_42161_c100663510310000001823133012201491_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792016/m140726_193620_42161_c100663510310000001823133012201494_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792019/m150121_233606_42248_c100723962550000001823140404301551_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792019/m150121_233606_42248_c100723962550000001823140404301551_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792020/m150122_035226_42248_c100723962550000001823140404301552_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792034/m150125_205212_42225_c100731552550000001823141405141530_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792040/m150127_024641_42225_c100731552550000001823141405141537_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792043/m150126_053302_42248_c100732082550000001823141405141542_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792045/m150126_140539_42248_c100732082550000001823141405141544_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792045/m150126_140539_42248_c100732082550000001823141405141544_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792048/m150127_025528_42248_c100732082550000001823141405141547_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792051/m150129_064449_42225_c100731762550000001823141405141563_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792054/m150128_180315_42248_c100731742550000001823141405141580_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792055/m150128_221807_42248_c100731742550000001823141405141581_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792056/m150129_023446_42248_c100731742550000001823141405141582_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792057/m150129_065054_42248_c100731742550000001823141405141583_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792063/m150201_233106_42225_c100731652550000001823141405141501_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792065/m150202_080341_42225_c100731652550000001823141405141503_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792065/m150202_080341_42225_c100731652550000001823141405141503_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792067/m150202_163626_42225_c100731652550000001823141405141505_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792068/m150202_205602_42225_c100731652550000001823141405141506_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792069/m150203_010901_42225_c100731652550000001823141405141507_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792070/m150201_191944_42248_c100731862550000001823141405141530_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792070/m150201_191944_42248_c100731862550000001823141405141530_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792074/m150202_122414_42248_c100731862550000001823141405141534_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792074/m150202_122414_42248_c100731862550000001823141405141534_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792081/m150204_094151_42225_c100731542550000001823144405141513_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792082/m150204_135811_42225_c100731542550000001823144405141514_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792085/m150204_011306_42248_c100732172550000001823141405141521_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792085/m150204_011306_42248_c100732172550000001823141405141521_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792088/m150204_135929_42248_c100732172550000001823141405141524_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792089/m150204_181553_42248_c100732172550000001823141405141525_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792090/m150204_223731_42248_c100732172550000001823141405141526_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792105/m141217_150607_42225_c100713612550000001823152404301575_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792108/m141220_190052_42225_c100713512550000001823152404301500_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792108/m141220_190052_42225_c100713512550000001823152404301500_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792115/m141222_011523_42225_c100713512550000001823152404301507_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792119/m141221_100105_42248_c100713642550000001823152404301543_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792120/m141221_142018_42248_c100713642550000001823152404301544_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792123/m141222_031757_42248_c100713642550000001823152404301547_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792134/m150131_141106_42248_c100732102550000001823141405141594_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792137/m150201_030026_42248_c100732102550000001823141405141597_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792137/m150201_030026_42248_c100732102550000001823141405141597_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792139/m150206_011204_42248_c100729752550000001823151505141561_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792155/m150208_032123_42248_c100732012550000001823141405141511_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792158/m150208_161023_42248_c100732012550000001823141405141514_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792164/m150210_061646_42225_c100729402550000001823151505141502_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792165/m150210_103009_42225_c100729402550000001823151505141503_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792167/m150210_190249_42225_c100729402550000001823151505141505_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792172/m150210_061941_42248_c100731962550000001823141405141502_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792180/m150212_062914_42225_c100729212550000001823151505141552_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792186/m150211_215938_42248_c100729572550000001823151505141500_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792189/m150212_104731_42248_c100729572550000001823151505141503_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792193/m150213_035322_42248_c100729572550000001823151505141507_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792203/m150214_064402_42248_c100732072550000001823141405141551_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792206/m150214_193614_42248_c100732072550000001823141405141554_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792207/m150214_234931_42248_c100732072550000001823141405141555_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792207/m150214_234931_42248_c100732072550000001823141405141555_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792208/m150215_041319_42248_c100732072550000001823141405141556_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792213/m150216_125722_42225_c100729442550000001823151505141563_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792218/m150216_000844_42248_c100729292550000001823151505141570_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792224/m150217_014951_42248_c100729292550000001823151505141576_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792225/m150217_060253_42248_c100729292550000001823151505141577_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792226/m150103_002928_42248_c100723822550000001823140404301520_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792228/m150103_090756_42248_c100723822550000001823140404301522_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792231/m150103_220523_42248_c100723822550000001823140404301525_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792233/m150104_064351_42248_c100723822550000001823140404301527_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792235/m150105_034318_42225_c100713562550000001823152404301551_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792238/m150105_164110_42225_c100713562550000001823152404301554_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792240/m150106_012332_42225_c100713562550000001823152404301556_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792244/m150105_081008_42248_c100723972550000001823140404301542_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792246/m150107_060212_42225_c100723682550000001823140404301521_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792247/m150107_101844_42225_c100723682550000001823140404301522_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792248/m150107_143451_42225_c100723682550000001823140404301523_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792249/m150107_185122_42225_c100723682550000001823140404301524_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792254/m150108_053106_42248_c100713552550000001823152404301566_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792257/m150108_182006_42248_c100714102550000001823152404301527_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792260/m150109_104525_42248_c100723722550000001823140404301552_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792262/m150109_191805_42248_c100723722550000001823140404301554_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792264/m150110_035525_42248_c100723722550000001823140404301556_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792267/m150111_091259_42225_c100724222550000001823140404301591_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792269/m150111_174539_42225_c100724222550000001823140404301593_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792269/m150111_174539_42225_c100724222550000001823140404301593_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792273/m150112_105104_42225_c100724222550000001823140404301597_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792274/m150111_050213_42248_c100723892550000001823140404301550_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792283/m150113_064311_42225_c100724042550000001823140404301531_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792284/m150113_105941_42225_c100724042550000001823140404301532_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792285/m150113_151554_42225_c100724042550000001823140404301533_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792287/m150113_234832_42225_c100724042550000001823140404301535_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792296/m150114_041139_42248_c100723882550000001823140404301566_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792297/m150114_082520_42248_c100723882550000001823140404301567_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792299/m150115_032044_42225_c100723562550000001823140404301571_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792303/m150115_202609_42225_c100723562550000001823140404301575_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792307/m150115_032531_42248_c100724372550000001823140404301511_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792308/m150115_074200_42248_c100724372550000001823140404301512_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792315/m150117_082453_42225_c100724112550000001823140404301532_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792318/m150117_211343_42225_c100724112550000001823140404301535_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792319/m150118_013313_42225_c100724112550000001823140404301536_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792329/m150118_190930_42225_c100724262550000001823140404301550_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792329/m150118_190930_42225_c100724262550000001823140404301550_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792331/m150119_034210_42225_c100724262550000001823140404301552_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792332/m150119_075830_42225_c100724262550000001823140404301553_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792334/m150119_163110_42225_c100724262550000001823140404301555_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792339/m150119_034858_42248_c100724192550000001823140404301552_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792350/m150122_163613_42225_c100724082550000001823140404301595_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792351/m150122_205600_42225_c100724082550000001823140404301596_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792355/m150124_093615_42225_c100723872550000001823140404301572_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792356/m150124_135227_42225_c100723872550000001823140404301573_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792358/m150124_052521_42248_c100724172550000001823140404301571_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792359/m150124_094154_42248_c100724172550000001823140404301572_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792360/m150124_135801_42248_c100724172550000001823140404301573_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792366/m141225_001931_42225_c100713532550000001823152404301585_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792375/m141226_025608_42248_c100713602550000001823152404301586_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792377/m141225_183244_42225_c100724142550000001823140404301500_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792377/m141225_183244_42225_c100724142550000001823140404301500_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792384/m141227_004659_42225_c100724142550000001823140404301507_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792384/m141227_004659_42225_c100724142550000001823140404301507_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792387/m141228_031102_42225_c100723952550000001823140404301562_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792389/m141228_114941_42225_c100723952550000001823140404301564_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792391/m141228_203037_42225_c100723952550000001823140404301566_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792398/m141228_161247_42248_c100724252550000001823140404301565_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792398/m141228_161247_42248_c100724252550000001823140404301565_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792399/m141228_203435_42248_c100724252550000001823140404301566_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792406/m141230_195621_42225_c100724012550000001823140404301565_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792412/m141230_112355_42248_c100724182550000001823140404301563_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792413/m141230_154308_42248_c100724182550000001823140404301564_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792420/m150101_093523_42225_c100719502550000001823155305141523_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792421/m150101_135435_42225_c100719502550000001823155305141524_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792422/m150101_181348_42225_c100719502550000001823155305141525_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792428/m150101_094418_42248_c100723862550000001823140404301583_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792434/m140812_205050_42161_c100641252550000001823128010151420_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792440/m140730_040106_42161_c100690211270000001823141603241592_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792443/m140730_140929_42161_c100690211270000001823141603241595_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792447/m140731_131206_42161_c100694640150000001823148603241532_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792454/m140816_210046_42175_c100699991270000001823139203261526_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792459/m140816_042033_42175_c100699991270000001823139203261521_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792465/m140813_201041_42161_c100641252550000001823128010151427_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792465/m140813_201041_42161_c100641252550000001823128010151427_s1_p0.3.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792471/m141022_225326_42161_c100728010070000001823156405141550_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792473/m140819_103915_42161_c100700701270000001823144903261533_s1_p0.1.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792473/m140819_103915_42161_c100700701270000001823144903261533_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792483/m140817_154041_42175_c100689561270000001823145102281514_s1_p0.2.bax.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792486/m140819_002855_42161_c100700701270000001823144903261530_s1_p0.1.bax.h5'
    ),
    'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251024': (
        'm150811_071249_42196_c100827622550000001823175811251515_s1_p0.1.bax.h5 '
        'm150811_071249_42196_c100827622550000001823175811251515_s1_p0.2.bax.h5 '
        'm150811_071249_42196_c100827622550000001823175811251515_s1_p0.3.bax.h5'
    ),
}


SMRT_BAX_OTHER = {
    '': (
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018313/m150319_234905_42134_c100795722550000001823165509091595_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018316/m150624_070253_42134_c100820192550000001823184411031541_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018329/m150711_023448_42134_c100850492550000001823189301241601_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018341/m150716_182454_42134_c100850522550000001823189301241646_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018351/m150720_015821_42134_c100850422550000001823189301241673_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018355/m150721_031513_42134_c100850422550000001823189301241677_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018358/m150523_210203_00118_c100792732550000001823170910081504_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018364/m150530_105730_00118_c100813682550000001823175310291582_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018366/m150529_155704_00118_c100793192550000001823170910081517_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018374/m150606_132445_00118_c100813652550000001823175310291513_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018380/m150616_001745_00118_c100813662550000001823175310291501_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018384/m150616_191524_00118_c100813662550000001823175310291504_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018386/m150628_074114_00118_c100813702550000001823175310291536_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018386/m150628_074114_00118_c100813702550000001823175310291536_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018390/m150626_174252_00118_c100813702550000001823175310291530_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018407/m150711_124448_00118_c100855562550000001823186312311523_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018411/m150717_232146_00118_c100855112550000001823186312311591_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018416/m150719_131923_00118_c100855112550000001823186312311597_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018417/m150621_073742_00118_c100813672550000001823175310291596_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018418/m150619_235725_00118_c100813672550000001823175310291591_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018423/m150621_135243_00118_c100813672550000001823175310291597_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018426/m150721_221215_00118_c100855502550000001823186312311581_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018429/m150721_155309_00118_c100855502550000001823186312311580_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018430/m150722_170954_00118_c100855502550000001823186312311584_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018433/m150726_063351_00118_c100855462550000001823186312311556_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018441/m150730_014249_00118_c100863632550000001823192402121695_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR101/ERR1018442/m150729_192336_00118_c100863632550000001823192402121694_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1022695/m150414_063433_00118_c100792852550000001823170910081552_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1022696/m150414_125344_00118_c100792852550000001823170910081553_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025685/m150815_043158_00118_c100863532550000001823192402121625_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025686/m150813_205636_00118_c100863532550000001823192402121620_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025688/m150814_221245_00118_c100863532550000001823192402121624_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025695/m150907_193139_42134_c100894072550000001823208304231666_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025695/m150907_193139_42134_c100894072550000001823208304231666_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025711/m150826_232652_42134_c100880712550000001823195303261695_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025712/m150827_203510_42134_c100885262550000001823190504021640_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025714/m150903_055318_42134_c100881002550000001823195303261601_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025721/m150824_145717_42134_c100880862550000001823195303261613_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025734/m150816_191153_42134_c100885042550000001823190504021624_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR102/ERR1025737/m150816_124916_42134_c100885042550000001823190504021623_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035380/m150809_223926_00118_c100864162550000001823191802121694_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035386/m150810_045738_00118_c100864162550000001823191802121695_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035386/m150810_045738_00118_c100864162550000001823191802121695_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035407/m150801_145006_42134_c100850722550000001823189301241681_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035414/m150803_131327_42134_c100865172550000001823189902121690_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035418/m150808_000057_42134_c100865572550000001823189902121673_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035423/m150809_095626_42134_c100865552550000001823189902121690_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035423/m150809_095626_42134_c100865552550000001823189902121690_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035426/m150810_045806_42134_c100865552550000001823189902121693_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035430/m150811_062257_42134_c100865552550000001823189902121697_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR103/ERR1035431/m150813_025217_42134_c100865582550000001823189902121665_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250943/m150820_083651_42220_c100827762550000001823175811251545_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250955/m150823_022252_42220_c100827842550000001823175811251531_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250959/m150823_193840_42220_c100827842550000001823175811251535_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250966/m150902_211049_42220_c100827872550000001823175811251504_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250976/m150905_171906_42220_c100827472550000001823175811251527_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250981/m150909_084024_42220_c100827492550000001823175811251502_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250992/m150911_103611_42220_c100827642550000001823175811251595_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250994/m150911_191712_42220_c100827642550000001823175811251597_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1250996/m150914_131552_42220_c100827462550000001823175811251533_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251002/m150915_151110_42220_c100827452550000001823175811251543_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251004/m150916_144303_42220_c100827812550000001823175811251562_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251013/m150921_205358_42220_c100816842550000001823176310291523_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251034/m150821_190737_42216_c100827732550000001823175811251572_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251034/m150821_190737_42216_c100827732550000001823175811251572_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251049/m150825_122354_42216_c100828592550000001823180911251551_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251051/m150826_012142_42216_c100828592550000001823180911251554_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251052/m150826_054044_42216_c100828592550000001823180911251555_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251053/m150826_100254_42216_c100828592550000001823180911251556_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251060/m150911_121845_42216_c100827542550000001823175811251526_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251061/m150911_190341_42216_c100827692550000001823175811251540_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251069/m150914_070852_42216_c100827532550000001823175811251530_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251082/m150918_081625_42216_c100827482550000001823175811251515_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251085/m150918_232338_42216_c100827672550000001823175811251560_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251106/m150923_215814_42216_c100828312550000001823180911251596_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251120/m150824_203538_42196_c100827612550000001823175811251525_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251121/m150825_005440_42196_c100827612550000001823175811251526_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251121/m150825_005440_42196_c100827612550000001823175811251526_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251137/m150830_033235_42196_c100828232550000001823180911251501_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251137/m150830_033235_42196_c100828232550000001823180911251501_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251149/m150831_052919_42196_c100828232550000001823180911251507_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251149/m150831_052919_42196_c100828232550000001823180911251507_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251156/m150908_082324_42196_c100827982550000001823180911251550_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251158/m150908_124242_42196_c100827982550000001823180911251551_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251158/m150908_124242_42196_c100827982550000001823180911251551_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251159/m150910_012458_42196_c100828322550000001823180911251581_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251166/m150909_055932_42196_c100827982550000001823180911251555_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251167/m150910_184150_42196_c100828322550000001823180911251585_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251171/m150911_032022_42196_c100828322550000001823180911251587_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251180/m150914_235144_42196_c100828252550000001823180911251584_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251183/m150916_165039_42196_c100828042550000001823180911251555_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251190/m150917_154729_42196_c100828412550000001823180911251561_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251205/m151012_144826_42196_c100828402550000001823180911251571_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251208/m151013_034601_42196_c100828402550000001823180911251574_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251220/m151016_024036_42196_c100828522550000001823180911251524_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251221/m151017_151845_42196_c100828092550000001823180911251504_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251238/m151024_035429_42196_c100828172550000001823180911251591_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251244/m151024_165208_42196_c100828172550000001823180911251594_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251246/m151024_211121_42196_c100828172550000001823180911251595_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251249/m151023_170811_42196_c100828022550000001823180911251577_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR125/ERR1251250/m151025_054949_42196_c100828172550000001823180911251597_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR129/ERR1294837/m151009_031913_42286_c100906612550000001823199104291691_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR129/ERR1294842/m151010_105832_42286_c100906612550000001823199104291696_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792012/m140726_060753_42161_c100663510310000001823133012201490_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792012/m140726_060753_42161_c100663510310000001823133012201490_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792013/m140726_092742_42161_c100663510310000001823133012201491_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792018/m150121_192055_42248_c100723962550000001823140404301550_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792019/m150121_233606_42248_c100723962550000001823140404301551_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792019/m150121_233606_42248_c100723962550000001823140404301551_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792020/m150122_035226_42248_c100723962550000001823140404301552_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792023/m150122_164126_42248_c100723962550000001823140404301555_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792034/m150125_205212_42225_c100731552550000001823141405141530_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792034/m150125_205212_42225_c100731552550000001823141405141530_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792040/m150127_024641_42225_c100731552550000001823141405141537_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792042/m150126_011644_42248_c100732082550000001823141405141541_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792053/m150129_235009_42225_c100731762550000001823141405141567_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792055/m150128_221807_42248_c100731742550000001823141405141581_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792063/m150201_233106_42225_c100731652550000001823141405141501_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792070/m150201_191944_42248_c100731862550000001823141405141530_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792081/m150204_094151_42225_c100731542550000001823144405141513_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792105/m141217_150607_42225_c100713612550000001823152404301575_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792106/m141217_192911_42225_c100713612550000001823152404301576_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792115/m141222_011523_42225_c100713512550000001823152404301507_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792117/m141221_012239_42248_c100713642550000001823152404301541_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792119/m141221_100105_42248_c100713642550000001823152404301543_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792119/m141221_100105_42248_c100713642550000001823152404301543_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792137/m150201_030026_42248_c100732102550000001823141405141597_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792143/m150206_181718_42248_c100729752550000001823151505141565_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792145/m150207_024958_42248_c100729752550000001823151505141567_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792145/m150207_024958_42248_c100729752550000001823151505141567_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792164/m150210_061646_42225_c100729402550000001823151505141502_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792173/m150210_103601_42248_c100731962550000001823141405141503_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792180/m150212_062914_42225_c100729212550000001823151505141552_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792184/m150212_233852_42225_c100729212550000001823151505141556_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792186/m150211_215938_42248_c100729572550000001823151505141500_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792187/m150212_021451_42248_c100729572550000001823151505141501_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792188/m150212_063111_42248_c100729572550000001823151505141502_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792192/m150212_234120_42248_c100729572550000001823151505141506_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792207/m150214_234931_42248_c100732072550000001823141405141555_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792208/m150215_041319_42248_c100732072550000001823141405141556_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792216/m150217_015039_42225_c100729442550000001823151505141566_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792218/m150216_000844_42248_c100729292550000001823151505141570_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792226/m150103_002928_42248_c100723822550000001823140404301520_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792228/m150103_090756_42248_c100723822550000001823140404301522_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792229/m150103_132657_42248_c100723822550000001823140404301523_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792235/m150105_034318_42225_c100713562550000001823152404301551_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792238/m150105_164110_42225_c100713562550000001823152404301554_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792239/m150105_210012_42225_c100713562550000001823152404301555_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792243/m150105_035042_42248_c100723972550000001823140404301541_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792248/m150107_143451_42225_c100723682550000001823140404301523_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792249/m150107_185122_42225_c100723682550000001823140404301524_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792254/m150108_053106_42248_c100713552550000001823152404301566_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792264/m150110_035525_42248_c100723722550000001823140404301556_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792264/m150110_035525_42248_c100723722550000001823140404301556_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792273/m150112_105104_42225_c100724222550000001823140404301597_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792275/m150111_091807_42248_c100723892550000001823140404301551_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792287/m150113_234832_42225_c100724042550000001823140404301535_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792289/m150114_082110_42225_c100724042550000001823140404301537_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792294/m150113_193620_42248_c100723882550000001823140404301564_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792297/m150114_082520_42248_c100723882550000001823140404301567_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792331/m150119_034210_42225_c100724262550000001823140404301552_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792334/m150119_163110_42225_c100724262550000001823140404301555_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792339/m150119_034858_42248_c100724192550000001823140404301552_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792351/m150122_205600_42225_c100724082550000001823140404301596_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792355/m150124_093615_42225_c100723872550000001823140404301572_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792358/m150124_052521_42248_c100724172550000001823140404301571_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792359/m150124_094154_42248_c100724172550000001823140404301572_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792364/m141224_153833_42225_c100713532550000001823152404301583_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792395/m141228_031508_42248_c100724252550000001823140404301562_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792399/m141228_203435_42248_c100724252550000001823140404301566_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792413/m141230_154308_42248_c100724182550000001823140404301564_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792418/m150101_005656_42225_c100719502550000001823155305141521_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792420/m150101_093523_42225_c100719502550000001823155305141523_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792424/m150102_025214_42225_c100719502550000001823155305141527_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792426/m150101_010552_42248_c100723862550000001823140404301581_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792428/m150101_094418_42248_c100723862550000001823140404301583_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792439/m140730_003948_42161_c100690211270000001823141603241591_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792440/m140730_040106_42161_c100690211270000001823141603241592_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792440/m140730_040106_42161_c100690211270000001823141603241592_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792443/m140730_140929_42161_c100690211270000001823141603241595_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792446/m140813_065238_42161_c100641252550000001823128010151423_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792458/m140816_073946_42175_c100699991270000001823139203261522_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792464/m140814_013210_42161_c100698850070000001823142903261580_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792465/m140813_201041_42161_c100641252550000001823128010151427_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792467/m140814_113016_42161_c100687450310000001823139103241554_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792472/m140819_071501_42161_c100700701270000001823144903261532_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792473/m140819_103915_42161_c100700701270000001823144903261533_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792483/m140817_154041_42175_c100689561270000001823145102281514_s1_p0.bas.h5 '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792483/m140817_154041_42175_c100689561270000001823145102281514_s1_p0.metadata.xml '
        'ftp://ftp.sra.ebi.ac.uk/vol1/run/ERR792/ERR792993/m140731_061913_42141_c100688572540000001823139603241573_s1_p0.metadata.xml '
        'historical_data/former_toplevel/alignment.index '
        'historical_data/former_toplevel/alignment_indices/20120522.alignment.chr20_cram.index '
        'historical_data/former_toplevel/alignment_indices/20120522_20111114.alignment_stats.low_coverage.csv'
    ),
    'historical_data/former_toplevel/sequence_indices': (
        '20100125_20100208.stats.csv 20100611.sequence.index 20110411.sequence.index '
        '20130218.sequence.index.low_coverage.stats 20130311_20130319.low_coverage.stats.csv '
        '20130319_20130325.low_coverage.stats.csv 20130402.analysis.sequence.index.exome.stats'
    ),
}


CBERS_BANDS_KIND = {
    '': (
        'tests/fixtures/cbers-pds/CBERS4/PAN5M/153/114/CBERS_4_PAN5M_20170425_153_114_L4/CBERS_4_PAN5M_20170425_153_114_L4_BAND1.tif'
    ),
    'tests/fixtures/cbers-pds/CBERS4/AWFI/146/129/CBERS_4_AWFI_20170420_146_129_L2': (
        'CBERS_4_AWFI_20170420_146_129_L2_BAND13.tif CBERS_4_AWFI_20170420_146_129_L2_BAND14.tif '
        'CBERS_4_AWFI_20170420_146_129_L2_BAND15.tif CBERS_4_AWFI_20170420_146_129_L2_BAND16.tif'
    ),
    'tests/fixtures/cbers-pds/CBERS4/MUX/057/094/CBERS_4_MUX_20171121_057_094_L2': (
        'CBERS_4_MUX_20171121_057_094_L2_BAND5.tif CBERS_4_MUX_20171121_057_094_L2_BAND6.tif '
        'CBERS_4_MUX_20171121_057_094_L2_BAND7.tif CBERS_4_MUX_20171121_057_094_L2_BAND8.tif'
    ),
    'tests/fixtures/cbers-pds/CBERS4/PAN10M/161/109/CBERS_4_PAN10M_20170427_161_109_L4': (
        'CBERS_4_PAN10M_20170427_161_109_L4_BAND2.tif CBERS_4_PAN10M_20170427_161_109_L4_BAND3.tif '
        'CBERS_4_PAN10M_20170427_161_109_L4_BAND4.tif'
    ),
    'tests/fixtures/cbers-pds/CBERS4A/MUX/201/137/CBERS_4A_MUX_20200808_201_137_L4': (
        'CBERS_4A_MUX_20200808_201_137_L4_BAND5.tif CBERS_4A_MUX_20200808_201_137_L4_BAND6.tif '
        'CBERS_4A_MUX_20200808_201_137_L4_BAND7.tif CBERS_4A_MUX_20200808_201_137_L4_BAND8.tif'
    ),
    'tests/fixtures/cbers-pds/CBERS4A/WFI/221/156/CBERS_4A_WFI_20200801_221_156_L4': (
        'CBERS_4A_WFI_20200801_221_156_L4_BAND13.tif CBERS_4A_WFI_20200801_221_156_L4_BAND14.tif '
        'CBERS_4A_WFI_20200801_221_156_L4_BAND15.tif CBERS_4A_WFI_20200801_221_156_L4_BAND16.tif'
    ),
    'tests/fixtures/cbers-pds/CBERS4A/WPM/209/139/CBERS_4A_WPM_20200730_209_139_L4': (
        'CBERS_4A_WPM_20200730_209_139_L4_BAND0.tif CBERS_4A_WPM_20200730_209_139_L4_BAND1.tif '
        'CBERS_4A_WPM_20200730_209_139_L4_BAND2.tif CBERS_4A_WPM_20200730_209_139_L4_BAND3.tif '
        'CBERS_4A_WPM_20200730_209_139_L4_BAND4.tif'
    ),
}


CBERS_BANDS_OTHER = {
    '': (
        '.gitignore .pre-commit-config.yaml CHANGES.md CONTRIBUTING.md LICENSE.txt README.md '
        'pyproject.toml docs/mkdocs.yml rio_tiler_pds/__init__.py rio_tiler_pds/utils.py '
        'rio_tiler_pds/cbers/__init__.py rio_tiler_pds/cbers/utils.py rio_tiler_pds/cbers/aws/__init__.py '
        'rio_tiler_pds/cbers/aws/cbers4.py rio_tiler_pds/copernicus/aws/__init__.py '
        'rio_tiler_pds/copernicus/aws/dem.py rio_tiler_pds/landsat/__init__.py '
        'rio_tiler_pds/landsat/utils.py rio_tiler_pds/landsat/aws/__init__.py '
        'rio_tiler_pds/landsat/aws/landsat_collection2.py rio_tiler_pds/modis/__init__.py '
        'rio_tiler_pds/modis/utils.py rio_tiler_pds/sentinel/__init__.py rio_tiler_pds/sentinel/utils.py '
        'rio_tiler_pds/sentinel/aws/sentinel1.py '
        'tests/fixtures/cbers-pds/CBERS4/PAN5M/153/114/CBERS_4_PAN5M_20170425_153_114_L4/CBERS_4_PAN5M_20170425_153_114_L4_BAND1.tif.ovr '
        'tests/fixtures/copernicus-dem-30m/Copernicus_DSM_COG_10_N00_00_E006_00_DEM/Copernicus_DSM_COG_10_N00_00_E006_00_DEM.tif '
        'tests/fixtures/copernicus-dem-90m/Copernicus_DSM_COG_30_S90_00_W164_00_DEM/Copernicus_DSM_COG_30_S90_00_W164_00_DEM.tif '
        'tests/fixtures/sentinel-s1-l1c/GRD/2018/7/16/IW/DV/S1A_IW_GRDH_1SDV_20180716T004042_20180716T004107_022812_02792A_FD5B/measurement/iw-vh.tiff '
        'tests/fixtures/sentinel-s1-l1c/GRD/2018/7/16/IW/DV/S1A_IW_GRDH_1SDV_20180716T004042_20180716T004107_022812_02792A_FD5B/measurement/iw-vv.tiff '
        'tests/fixtures/sentinel-s1-l1c/GRD/2018/7/16/IW/DV/S1A_IW_GRDH_1SDV_20180716T004042_20180716T004107_022812_02792A_FD5B/productInfo.json '
        'tests/fixtures/sentinel-s1-l1c/GRD/2023/7/26/IW/DV/S1A_IW_GRDH_1SDV_20230726T183302_20230726T183327_049598_05F6CA_31E7/productInfo.json '
        'tests/fixtures/sentinel-s1-l1c/GRD/2023/8/9/S1/DV/S1A_S1_GRDH_1SDV_20230809T020729_20230809T020754_049792_05FCE6_1175/measurement/s1-vh.tiff '
        'tests/fixtures/sentinel-s1-l1c/GRD/2023/8/9/S1/DV/S1A_S1_GRDH_1SDV_20230809T020729_20230809T020754_049792_05FCE6_1175/productInfo.json '
        'tests/fixtures/sentinel-s2-l2a/tiles/19/U/DP/2017/7/29/0/tileInfo.json '
        'tests/fixtures/usgs-landsat/README.md'
    ),
    'docs/src': (
        'contributing.md index.md release-notes.md'
    ),
    'docs/src/API': (
        'cbers.md landsat-c2.md modis.md sentinel.md'
    ),
    'docs/src/usage': (
        'cbers.md landsat-c2.md modis.md overview.md'
    ),
    'rio_tiler_pds/modis/aws': (
        '__init__.py modis_astraea.py modis_pds.py'
    ),
    'tests': (
        '__init__.py test_cbers.py test_copernicus_dem.py test_landsat.py test_modis_astraea.py '
        'test_sentinel1.py'
    ),
    'tests/fixtures/astraea-opendata/MYD13A1.006/30/10/2020153': (
        'MYD13A1.A2020153.h30v10.006.2020170024036_BR_B06.TIF '
        'MYD13A1.A2020153.h30v10.006.2020170024036_CDOY_B11.TIF '
        'MYD13A1.A2020153.h30v10.006.2020170024036_EVI_B02.TIF '
        'MYD13A1.A2020153.h30v10.006.2020170024036_NDVI_B01.TIF '
        'MYD13A1.A2020153.h30v10.006.2020170024036_NIRR_B05.TIF '
        'MYD13A1.A2020153.h30v10.006.2020170024036_PR_B12.TIF '
        'MYD13A1.A2020153.h30v10.006.2020170024036_RAA_B10.TIF '
        'MYD13A1.A2020153.h30v10.006.2020170024036_RR_B04.TIF '
        'MYD13A1.A2020153.h30v10.006.2020170024036_SZA_B09.TIF '
        'MYD13A1.A2020153.h30v10.006.2020170024036_VZA_B08.TIF'
    ),
    'tests/fixtures/cbers-pds/CBERS4/AWFI/146/129/CBERS_4_AWFI_20170420_146_129_L2': (
        'CBERS_4_AWFI_20170420_146_129_L2_BAND13.tif.ovr CBERS_4_AWFI_20170420_146_129_L2_BAND14.tif.ovr '
        'CBERS_4_AWFI_20170420_146_129_L2_BAND15.tif.ovr CBERS_4_AWFI_20170420_146_129_L2_BAND16.tif.ovr'
    ),
    'tests/fixtures/cbers-pds/CBERS4/MUX/057/094/CBERS_4_MUX_20171121_057_094_L2': (
        'CBERS_4_MUX_20171121_057_094_L2_BAND5.tif.ovr CBERS_4_MUX_20171121_057_094_L2_BAND6.tif.ovr '
        'CBERS_4_MUX_20171121_057_094_L2_BAND7.tif.ovr CBERS_4_MUX_20171121_057_094_L2_BAND8.tif.ovr'
    ),
    'tests/fixtures/cbers-pds/CBERS4/PAN10M/161/109/CBERS_4_PAN10M_20170427_161_109_L4': (
        'CBERS_4_PAN10M_20170427_161_109_L4_BAND2.tif.ovr '
        'CBERS_4_PAN10M_20170427_161_109_L4_BAND3.tif.ovr '
        'CBERS_4_PAN10M_20170427_161_109_L4_BAND4.tif.ovr'
    ),
    'tests/fixtures/landsat-pds/c1/L8/016/037/LC08_L1TP_016037_20170813_20170814_01_RT': (
        'LC08_L1TP_016037_20170813_20170814_01_RT_B1.TIF '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B1.TIF.ovr '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B10.TIF '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B10.TIF.ovr '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B11.TIF.ovr '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B2.TIF.ovr '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B3.TIF LC08_L1TP_016037_20170813_20170814_01_RT_B4.TIF '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B4.TIF.ovr '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B5.TIF LC08_L1TP_016037_20170813_20170814_01_RT_B6.TIF '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B6.TIF.ovr '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B7.TIF.ovr '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B8.TIF '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B8.TIF.ovr '
        'LC08_L1TP_016037_20170813_20170814_01_RT_B9.TIF.ovr '
        'LC08_L1TP_016037_20170813_20170814_01_RT_BQA.TIF '
        'LC08_L1TP_016037_20170813_20170814_01_RT_BQA.TIF.ovr'
    ),
    'tests/fixtures/modis-pds/MCD43A4.006/21/11/2017006': (
        'MCD43A4.A2017006.h21v11.006.2017018074804_B01.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B01qa.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B02.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B02qa.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B03.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B03qa.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B04.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B04qa.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B05.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B05qa.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B06.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B06qa.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B07.TIF '
        'MCD43A4.A2017006.h21v11.006.2017018074804_B07qa.TIF'
    ),
    'tests/fixtures/sentinel-cogs/sentinel-s2-l2a-cogs/29/R/KH/2020/2/S2A_29RKH_20200219_0_L2A': (
        'AOT.tif B01.tif B02.tif B04.tif B05.tif B06.tif B07.tif B09.tif B11.tif B8A.tif L2A_PVI.tif '
        'S2A_29RKH_20200219_0_L2A.json SCL.tif WVP.tif'
    ),
    'tests/fixtures/sentinel-s2-l1c/tiles/19/U/DP/2017/7/29/0': (
        'B01.jp2 B02.jp2 B03.jp2 B04.jp2 B05.jp2 B07.jp2 B08.jp2 B09.jp2 B10.jp2 B11.jp2 B12.jp2 B8A.jp2 '
        'preview.jp2'
    ),
    'tests/fixtures/sentinel-s2-l1c/tiles/19/U/DP/2017/7/29/0/preview': (
        'B01.jp2 B02.jp2 B03.jp2 B04.jp2 B05.jp2 B06.jp2 B07.jp2 B08.jp2 B09.jp2 B10.jp2 B11.jp2 B12.jp2 '
        'B8A.jp2'
    ),
    'tests/fixtures/sentinel-s2-l2a/tiles/19/U/DP/2017/7/29/0/R10m': (
        'AOT.jp2 B02.jp2 B03.jp2 WVP.jp2'
    ),
    'tests/fixtures/sentinel-s2-l2a/tiles/19/U/DP/2017/7/29/0/R20m': (
        'B02.jp2 B03.jp2 B04.jp2 B05.jp2 B11.jp2 B12.jp2 B8A.jp2 SCL.jp2'
    ),
    'tests/fixtures/sentinel-s2-l2a/tiles/19/U/DP/2017/7/29/0/R60m': (
        'AOT.jp2 B01.jp2 B02.jp2 B05.jp2 B06.jp2 B07.jp2 B08.jp2 B11.jp2 B12.jp2 B8A.jp2 SCL.jp2 TCI.jp2 '
        'WVP.jp2'
    ),
    'tests/fixtures/usgs-landsat/collection02/level-2/standard/oli-tirs/2020/001/062/LC08_L2SP_001062_20201031_20201106_02_T2': (
        'LC08_L2SP_001062_20201031_20201106_02_T2_ANG.txt '
        'LC08_L2SP_001062_20201031_20201106_02_T2_MTL.json '
        'LC08_L2SP_001062_20201031_20201106_02_T2_MTL.txt '
        'LC08_L2SP_001062_20201031_20201106_02_T2_MTL.xml '
        'LC08_L2SP_001062_20201031_20201106_02_T2_QA_RADSAT.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_SR_B1.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_SR_B4.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_SR_B5.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_SR_B6.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_SR_QA_AEROSOL.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_SR_stac.json '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_ATRAN.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_B10.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_CDIST.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_DRAD.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_EMIS.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_EMSD.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_QA.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_TRAD.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_URAD.TIF '
        'LC08_L2SP_001062_20201031_20201106_02_T2_ST_stac.json '
        'LC08_L2SP_001062_20201031_20201106_02_T2_thumb_small.jpeg'
    ),
}


AD_EEG_KIND = {
    '': (
        'sub-001/eeg/sub-001_task-eyesclosed_eeg.set sub-002/eeg/sub-002_task-eyesclosed_eeg.set '
        'sub-003/eeg/sub-003_task-eyesclosed_eeg.set sub-004/eeg/sub-004_task-eyesclosed_eeg.set '
        'sub-005/eeg/sub-005_task-eyesclosed_eeg.set sub-006/eeg/sub-006_task-eyesclosed_eeg.set '
        'sub-007/eeg/sub-007_task-eyesclosed_eeg.set sub-008/eeg/sub-008_task-eyesclosed_eeg.set '
        'sub-009/eeg/sub-009_task-eyesclosed_eeg.set sub-010/eeg/sub-010_task-eyesclosed_eeg.set '
        'sub-011/eeg/sub-011_task-eyesclosed_eeg.set sub-012/eeg/sub-012_task-eyesclosed_eeg.set '
        'sub-013/eeg/sub-013_task-eyesclosed_eeg.set sub-014/eeg/sub-014_task-eyesclosed_eeg.set '
        'sub-015/eeg/sub-015_task-eyesclosed_eeg.set sub-016/eeg/sub-016_task-eyesclosed_eeg.set '
        'sub-017/eeg/sub-017_task-eyesclosed_eeg.set sub-018/eeg/sub-018_task-eyesclosed_eeg.set '
        'sub-019/eeg/sub-019_task-eyesclosed_eeg.set sub-020/eeg/sub-020_task-eyesclosed_eeg.set '
        'sub-021/eeg/sub-021_task-eyesclosed_eeg.set sub-022/eeg/sub-022_task-eyesclosed_eeg.set '
        'sub-023/eeg/sub-023_task-eyesclosed_eeg.set sub-024/eeg/sub-024_task-eyesclosed_eeg.set '
        'sub-025/eeg/sub-025_task-eyesclosed_eeg.set sub-026/eeg/sub-026_task-eyesclosed_eeg.set '
        'sub-027/eeg/sub-027_task-eyesclosed_eeg.set sub-028/eeg/sub-028_task-eyesclosed_eeg.set '
        'sub-029/eeg/sub-029_task-eyesclosed_eeg.set sub-030/eeg/sub-030_task-eyesclosed_eeg.set '
        'sub-031/eeg/sub-031_task-eyesclosed_eeg.set sub-032/eeg/sub-032_task-eyesclosed_eeg.set '
        'sub-033/eeg/sub-033_task-eyesclosed_eeg.set sub-034/eeg/sub-034_task-eyesclosed_eeg.set '
        'sub-035/eeg/sub-035_task-eyesclosed_eeg.set sub-036/eeg/sub-036_task-eyesclosed_eeg.set '
        'sub-037/eeg/sub-037_task-eyesclosed_eeg.set sub-038/eeg/sub-038_task-eyesclosed_eeg.set '
        'sub-039/eeg/sub-039_task-eyesclosed_eeg.set sub-040/eeg/sub-040_task-eyesclosed_eeg.set '
        'sub-041/eeg/sub-041_task-eyesclosed_eeg.set sub-042/eeg/sub-042_task-eyesclosed_eeg.set '
        'sub-043/eeg/sub-043_task-eyesclosed_eeg.set sub-044/eeg/sub-044_task-eyesclosed_eeg.set '
        'sub-045/eeg/sub-045_task-eyesclosed_eeg.set sub-046/eeg/sub-046_task-eyesclosed_eeg.set '
        'sub-047/eeg/sub-047_task-eyesclosed_eeg.set sub-048/eeg/sub-048_task-eyesclosed_eeg.set '
        'sub-049/eeg/sub-049_task-eyesclosed_eeg.set sub-050/eeg/sub-050_task-eyesclosed_eeg.set '
        'sub-051/eeg/sub-051_task-eyesclosed_eeg.set sub-052/eeg/sub-052_task-eyesclosed_eeg.set '
        'sub-053/eeg/sub-053_task-eyesclosed_eeg.set sub-054/eeg/sub-054_task-eyesclosed_eeg.set '
        'sub-055/eeg/sub-055_task-eyesclosed_eeg.set sub-056/eeg/sub-056_task-eyesclosed_eeg.set '
        'sub-057/eeg/sub-057_task-eyesclosed_eeg.set sub-058/eeg/sub-058_task-eyesclosed_eeg.set '
        'sub-059/eeg/sub-059_task-eyesclosed_eeg.set sub-060/eeg/sub-060_task-eyesclosed_eeg.set '
        'sub-061/eeg/sub-061_task-eyesclosed_eeg.set sub-062/eeg/sub-062_task-eyesclosed_eeg.set '
        'sub-063/eeg/sub-063_task-eyesclosed_eeg.set sub-064/eeg/sub-064_task-eyesclosed_eeg.set '
        'sub-065/eeg/sub-065_task-eyesclosed_eeg.set sub-066/eeg/sub-066_task-eyesclosed_eeg.set '
        'sub-067/eeg/sub-067_task-eyesclosed_eeg.set sub-068/eeg/sub-068_task-eyesclosed_eeg.set '
        'sub-069/eeg/sub-069_task-eyesclosed_eeg.set sub-070/eeg/sub-070_task-eyesclosed_eeg.set '
        'sub-071/eeg/sub-071_task-eyesclosed_eeg.set sub-072/eeg/sub-072_task-eyesclosed_eeg.set '
        'sub-073/eeg/sub-073_task-eyesclosed_eeg.set sub-074/eeg/sub-074_task-eyesclosed_eeg.set '
        'sub-075/eeg/sub-075_task-eyesclosed_eeg.set sub-076/eeg/sub-076_task-eyesclosed_eeg.set '
        'sub-077/eeg/sub-077_task-eyesclosed_eeg.set sub-078/eeg/sub-078_task-eyesclosed_eeg.set '
        'sub-079/eeg/sub-079_task-eyesclosed_eeg.set sub-080/eeg/sub-080_task-eyesclosed_eeg.set '
        'sub-081/eeg/sub-081_task-eyesclosed_eeg.set sub-082/eeg/sub-082_task-eyesclosed_eeg.set '
        'sub-083/eeg/sub-083_task-eyesclosed_eeg.set sub-084/eeg/sub-084_task-eyesclosed_eeg.set '
        'sub-085/eeg/sub-085_task-eyesclosed_eeg.set sub-086/eeg/sub-086_task-eyesclosed_eeg.set '
        'sub-087/eeg/sub-087_task-eyesclosed_eeg.set sub-088/eeg/sub-088_task-eyesclosed_eeg.set'
    ),
}


AD_EEG_OTHER = {
    '': (
        '.gitattributes dataset_description.json participants.json participants.tsv '
        'derivatives/sub-001/eeg/sub-001_task-eyesclosed_eeg.set '
        'derivatives/sub-003/eeg/sub-003_task-eyesclosed_eeg.set '
        'derivatives/sub-004/eeg/sub-004_task-eyesclosed_eeg.set '
        'derivatives/sub-005/eeg/sub-005_task-eyesclosed_eeg.set '
        'derivatives/sub-007/eeg/sub-007_task-eyesclosed_eeg.set '
        'derivatives/sub-008/eeg/sub-008_task-eyesclosed_eeg.set '
        'derivatives/sub-010/eeg/sub-010_task-eyesclosed_eeg.set '
        'derivatives/sub-012/eeg/sub-012_task-eyesclosed_eeg.set '
        'derivatives/sub-013/eeg/sub-013_task-eyesclosed_eeg.set '
        'derivatives/sub-014/eeg/sub-014_task-eyesclosed_eeg.set '
        'derivatives/sub-015/eeg/sub-015_task-eyesclosed_eeg.set '
        'derivatives/sub-016/eeg/sub-016_task-eyesclosed_eeg.set '
        'derivatives/sub-017/eeg/sub-017_task-eyesclosed_eeg.set '
        'derivatives/sub-018/eeg/sub-018_task-eyesclosed_eeg.set '
        'derivatives/sub-020/eeg/sub-020_task-eyesclosed_eeg.set '
        'derivatives/sub-021/eeg/sub-021_task-eyesclosed_eeg.set '
        'derivatives/sub-023/eeg/sub-023_task-eyesclosed_eeg.set '
        'derivatives/sub-024/eeg/sub-024_task-eyesclosed_eeg.set '
        'derivatives/sub-025/eeg/sub-025_task-eyesclosed_eeg.set '
        'derivatives/sub-027/eeg/sub-027_task-eyesclosed_eeg.set '
        'derivatives/sub-028/eeg/sub-028_task-eyesclosed_eeg.set '
        'derivatives/sub-030/eeg/sub-030_task-eyesclosed_eeg.set '
        'derivatives/sub-031/eeg/sub-031_task-eyesclosed_eeg.set '
        'derivatives/sub-032/eeg/sub-032_task-eyesclosed_eeg.set '
        'derivatives/sub-033/eeg/sub-033_task-eyesclosed_eeg.set '
        'derivatives/sub-035/eeg/sub-035_task-eyesclosed_eeg.set '
        'derivatives/sub-036/eeg/sub-036_task-eyesclosed_eeg.set '
        'derivatives/sub-039/eeg/sub-039_task-eyesclosed_eeg.set '
        'derivatives/sub-040/eeg/sub-040_task-eyesclosed_eeg.set '
        'derivatives/sub-041/eeg/sub-041_task-eyesclosed_eeg.set '
        'derivatives/sub-045/eeg/sub-045_task-eyesclosed_eeg.set '
        'derivatives/sub-049/eeg/sub-049_task-eyesclosed_eeg.set '
        'derivatives/sub-050/eeg/sub-050_task-eyesclosed_eeg.set '
        'derivatives/sub-052/eeg/sub-052_task-eyesclosed_eeg.set '
        'derivatives/sub-054/eeg/sub-054_task-eyesclosed_eeg.set '
        'derivatives/sub-055/eeg/sub-055_task-eyesclosed_eeg.set '
        'derivatives/sub-056/eeg/sub-056_task-eyesclosed_eeg.set '
        'derivatives/sub-058/eeg/sub-058_task-eyesclosed_eeg.set '
        'derivatives/sub-059/eeg/sub-059_task-eyesclosed_eeg.set '
        'derivatives/sub-060/eeg/sub-060_task-eyesclosed_eeg.set '
        'derivatives/sub-061/eeg/sub-061_task-eyesclosed_eeg.set '
        'derivatives/sub-062/eeg/sub-062_task-eyesclosed_eeg.set '
        'derivatives/sub-063/eeg/sub-063_task-eyesclosed_eeg.set '
        'derivatives/sub-064/eeg/sub-064_task-eyesclosed_eeg.set '
        'derivatives/sub-065/eeg/sub-065_task-eyesclosed_eeg.set '
        'derivatives/sub-067/eeg/sub-067_task-eyesclosed_eeg.set '
        'derivatives/sub-070/eeg/sub-070_task-eyesclosed_eeg.set '
        'derivatives/sub-072/eeg/sub-072_task-eyesclosed_eeg.set '
        'derivatives/sub-073/eeg/sub-073_task-eyesclosed_eeg.set '
        'derivatives/sub-075/eeg/sub-075_task-eyesclosed_eeg.set '
        'derivatives/sub-077/eeg/sub-077_task-eyesclosed_eeg.set '
        'derivatives/sub-078/eeg/sub-078_task-eyesclosed_eeg.set '
        'derivatives/sub-080/eeg/sub-080_task-eyesclosed_eeg.set '
        'derivatives/sub-082/eeg/sub-082_task-eyesclosed_eeg.set '
        'derivatives/sub-084/eeg/sub-084_task-eyesclosed_eeg.set '
        'derivatives/sub-085/eeg/sub-085_task-eyesclosed_eeg.set '
        'sub-001/eeg/sub-001_task-eyesclosed_eeg.json sub-002/eeg/sub-002_task-eyesclosed_channels.tsv '
        'sub-002/eeg/sub-002_task-eyesclosed_eeg.json sub-003/eeg/sub-003_task-eyesclosed_channels.tsv '
        'sub-003/eeg/sub-003_task-eyesclosed_eeg.json sub-005/eeg/sub-005_task-eyesclosed_channels.tsv '
        'sub-005/eeg/sub-005_task-eyesclosed_eeg.json sub-006/eeg/sub-006_task-eyesclosed_channels.tsv '
        'sub-006/eeg/sub-006_task-eyesclosed_eeg.json sub-007/eeg/sub-007_task-eyesclosed_channels.tsv '
        'sub-007/eeg/sub-007_task-eyesclosed_eeg.json sub-008/eeg/sub-008_task-eyesclosed_channels.tsv '
        'sub-008/eeg/sub-008_task-eyesclosed_eeg.json sub-009/eeg/sub-009_task-eyesclosed_channels.tsv '
        'sub-009/eeg/sub-009_task-eyesclosed_eeg.json sub-010/eeg/sub-010_task-eyesclosed_channels.tsv '
        'sub-010/eeg/sub-010_task-eyesclosed_eeg.json sub-011/eeg/sub-011_task-eyesclosed_channels.tsv '
        'sub-011/eeg/sub-011_task-eyesclosed_eeg.json sub-012/eeg/sub-012_task-eyesclosed_channels.tsv '
        'sub-012/eeg/sub-012_task-eyesclosed_eeg.json sub-013/eeg/sub-013_task-eyesclosed_channels.tsv '
        'sub-013/eeg/sub-013_task-eyesclosed_eeg.json sub-014/eeg/sub-014_task-eyesclosed_channels.tsv '
        'sub-015/eeg/sub-015_task-eyesclosed_eeg.json sub-016/eeg/sub-016_task-eyesclosed_channels.tsv '
        'sub-016/eeg/sub-016_task-eyesclosed_eeg.json sub-017/eeg/sub-017_task-eyesclosed_channels.tsv '
        'sub-018/eeg/sub-018_task-eyesclosed_channels.tsv sub-018/eeg/sub-018_task-eyesclosed_eeg.json '
        'sub-019/eeg/sub-019_task-eyesclosed_channels.tsv '
        'sub-020/eeg/sub-020_task-eyesclosed_channels.tsv sub-020/eeg/sub-020_task-eyesclosed_eeg.json '
        'sub-021/eeg/sub-021_task-eyesclosed_channels.tsv sub-022/eeg/sub-022_task-eyesclosed_eeg.json '
        'sub-023/eeg/sub-023_task-eyesclosed_channels.tsv '
        'sub-024/eeg/sub-024_task-eyesclosed_channels.tsv sub-024/eeg/sub-024_task-eyesclosed_eeg.json '
        'sub-025/eeg/sub-025_task-eyesclosed_channels.tsv sub-025/eeg/sub-025_task-eyesclosed_eeg.json '
        'sub-027/eeg/sub-027_task-eyesclosed_channels.tsv sub-027/eeg/sub-027_task-eyesclosed_eeg.json '
        'sub-028/eeg/sub-028_task-eyesclosed_channels.tsv sub-028/eeg/sub-028_task-eyesclosed_eeg.json '
        'sub-029/eeg/sub-029_task-eyesclosed_channels.tsv sub-029/eeg/sub-029_task-eyesclosed_eeg.json '
        'sub-030/eeg/sub-030_task-eyesclosed_channels.tsv sub-030/eeg/sub-030_task-eyesclosed_eeg.json '
        'sub-031/eeg/sub-031_task-eyesclosed_channels.tsv sub-031/eeg/sub-031_task-eyesclosed_eeg.json '
        'sub-032/eeg/sub-032_task-eyesclosed_channels.tsv sub-032/eeg/sub-032_task-eyesclosed_eeg.json '
        'sub-033/eeg/sub-033_task-eyesclosed_channels.tsv sub-033/eeg/sub-033_task-eyesclosed_eeg.json '
        'sub-034/eeg/sub-034_task-eyesclosed_eeg.json sub-035/eeg/sub-035_task-eyesclosed_channels.tsv '
        'sub-035/eeg/sub-035_task-eyesclosed_eeg.json sub-036/eeg/sub-036_task-eyesclosed_eeg.json '
        'sub-037/eeg/sub-037_task-eyesclosed_channels.tsv sub-037/eeg/sub-037_task-eyesclosed_eeg.json '
        'sub-038/eeg/sub-038_task-eyesclosed_channels.tsv sub-038/eeg/sub-038_task-eyesclosed_eeg.json '
        'sub-039/eeg/sub-039_task-eyesclosed_channels.tsv sub-039/eeg/sub-039_task-eyesclosed_eeg.json '
        'sub-040/eeg/sub-040_task-eyesclosed_channels.tsv '
        'sub-041/eeg/sub-041_task-eyesclosed_channels.tsv '
        'sub-042/eeg/sub-042_task-eyesclosed_channels.tsv sub-043/eeg/sub-043_task-eyesclosed_eeg.json '
        'sub-044/eeg/sub-044_task-eyesclosed_channels.tsv sub-044/eeg/sub-044_task-eyesclosed_eeg.json '
        'sub-045/eeg/sub-045_task-eyesclosed_eeg.json sub-047/eeg/sub-047_task-eyesclosed_eeg.json '
        'sub-048/eeg/sub-048_task-eyesclosed_channels.tsv sub-048/eeg/sub-048_task-eyesclosed_eeg.json '
        'sub-049/eeg/sub-049_task-eyesclosed_channels.tsv sub-049/eeg/sub-049_task-eyesclosed_eeg.json '
        'sub-050/eeg/sub-050_task-eyesclosed_eeg.json sub-051/eeg/sub-051_task-eyesclosed_eeg.json '
        'sub-052/eeg/sub-052_task-eyesclosed_channels.tsv sub-052/eeg/sub-052_task-eyesclosed_eeg.json '
        'sub-053/eeg/sub-053_task-eyesclosed_channels.tsv sub-053/eeg/sub-053_task-eyesclosed_eeg.json '
        'sub-054/eeg/sub-054_task-eyesclosed_channels.tsv sub-054/eeg/sub-054_task-eyesclosed_eeg.json '
        'sub-055/eeg/sub-055_task-eyesclosed_channels.tsv '
        'sub-056/eeg/sub-056_task-eyesclosed_channels.tsv sub-056/eeg/sub-056_task-eyesclosed_eeg.json '
        'sub-057/eeg/sub-057_task-eyesclosed_channels.tsv '
        'sub-058/eeg/sub-058_task-eyesclosed_channels.tsv sub-058/eeg/sub-058_task-eyesclosed_eeg.json '
        'sub-059/eeg/sub-059_task-eyesclosed_channels.tsv sub-059/eeg/sub-059_task-eyesclosed_eeg.json '
        'sub-060/eeg/sub-060_task-eyesclosed_channels.tsv sub-060/eeg/sub-060_task-eyesclosed_eeg.json '
        'sub-061/eeg/sub-061_task-eyesclosed_channels.tsv '
        'sub-062/eeg/sub-062_task-eyesclosed_channels.tsv sub-062/eeg/sub-062_task-eyesclosed_eeg.json '
        'sub-064/eeg/sub-064_task-eyesclosed_eeg.json sub-065/eeg/sub-065_task-eyesclosed_eeg.json '
        'sub-066/eeg/sub-066_task-eyesclosed_channels.tsv sub-066/eeg/sub-066_task-eyesclosed_eeg.json '
        'sub-067/eeg/sub-067_task-eyesclosed_channels.tsv sub-068/eeg/sub-068_task-eyesclosed_eeg.json '
        'sub-069/eeg/sub-069_task-eyesclosed_channels.tsv sub-069/eeg/sub-069_task-eyesclosed_eeg.json '
        'sub-070/eeg/sub-070_task-eyesclosed_channels.tsv sub-070/eeg/sub-070_task-eyesclosed_eeg.json '
        'sub-071/eeg/sub-071_task-eyesclosed_channels.tsv sub-071/eeg/sub-071_task-eyesclosed_eeg.json '
        'sub-072/eeg/sub-072_task-eyesclosed_channels.tsv sub-072/eeg/sub-072_task-eyesclosed_eeg.json '
        'sub-073/eeg/sub-073_task-eyesclosed_channels.tsv sub-073/eeg/sub-073_task-eyesclosed_eeg.json '
        'sub-074/eeg/sub-074_task-eyesclosed_channels.tsv sub-074/eeg/sub-074_task-eyesclosed_eeg.json '
        'sub-075/eeg/sub-075_task-eyesclosed_channels.tsv sub-075/eeg/sub-075_task-eyesclosed_eeg.json '
        'sub-076/eeg/sub-076_task-eyesclosed_channels.tsv sub-076/eeg/sub-076_task-eyesclosed_eeg.json '
        'sub-077/eeg/sub-077_task-eyesclosed_eeg.json sub-078/eeg/sub-078_task-eyesclosed_channels.tsv '
        'sub-078/eeg/sub-078_task-eyesclosed_eeg.json sub-079/eeg/sub-079_task-eyesclosed_channels.tsv '
        'sub-080/eeg/sub-080_task-eyesclosed_eeg.json sub-081/eeg/sub-081_task-eyesclosed_channels.tsv '
        'sub-081/eeg/sub-081_task-eyesclosed_eeg.json sub-082/eeg/sub-082_task-eyesclosed_channels.tsv '
        'sub-082/eeg/sub-082_task-eyesclosed_eeg.json sub-083/eeg/sub-083_task-eyesclosed_channels.tsv '
        'sub-083/eeg/sub-083_task-eyesclosed_eeg.json sub-084/eeg/sub-084_task-eyesclosed_channels.tsv '
        'sub-084/eeg/sub-084_task-eyesclosed_eeg.json sub-085/eeg/sub-085_task-eyesclosed_channels.tsv '
        'sub-085/eeg/sub-085_task-eyesclosed_eeg.json sub-086/eeg/sub-086_task-eyesclosed_channels.tsv '
        'sub-086/eeg/sub-086_task-eyesclosed_eeg.json sub-087/eeg/sub-087_task-eyesclosed_channels.tsv '
        'sub-087/eeg/sub-087_task-eyesclosed_eeg.json sub-088/eeg/sub-088_task-eyesclosed_channels.tsv '
        'sub-088/eeg/sub-088_task-eyesclosed_eeg.json'
    ),
}


BMD_BOLD_KIND = {
    '': (
        'sub-07/ses-01/func/sub-07_ses-01_task-localizer_run-2_bold.nii'
    ),
    'sub-01/ses-01/func': (
        'sub-01_ses-01_task-localizer_run-1_bold.nii sub-01_ses-01_task-localizer_run-4_bold.nii '
        'sub-01_ses-01_task-rest_run-3_bold.nii'
    ),
    'sub-01/ses-02/func': (
        'sub-01_ses-02_task-test_run-1_bold.nii sub-01_ses-02_task-test_run-3_bold.nii '
        'sub-01_ses-02_task-train_run-2_bold.nii sub-01_ses-02_task-train_run-3_bold.nii '
        'sub-01_ses-02_task-train_run-4_bold.nii sub-01_ses-02_task-train_run-5_bold.nii '
        'sub-01_ses-02_task-train_run-6_bold.nii sub-01_ses-02_task-train_run-9_bold.nii'
    ),
    'sub-01/ses-03/func': (
        'sub-01_ses-03_task-test_run-1_bold.nii sub-01_ses-03_task-train_run-10_bold.nii '
        'sub-01_ses-03_task-train_run-3_bold.nii sub-01_ses-03_task-train_run-5_bold.nii '
        'sub-01_ses-03_task-train_run-6_bold.nii sub-01_ses-03_task-train_run-9_bold.nii'
    ),
    'sub-01/ses-04/func': (
        'sub-01_ses-04_task-test_run-2_bold.nii sub-01_ses-04_task-test_run-3_bold.nii '
        'sub-01_ses-04_task-train_run-10_bold.nii sub-01_ses-04_task-train_run-3_bold.nii '
        'sub-01_ses-04_task-train_run-4_bold.nii sub-01_ses-04_task-train_run-7_bold.nii'
    ),
    'sub-01/ses-05/func': (
        'sub-01_ses-05_task-test_run-1_bold.nii sub-01_ses-05_task-test_run-3_bold.nii '
        'sub-01_ses-05_task-train_run-1_bold.nii sub-01_ses-05_task-train_run-3_bold.nii '
        'sub-01_ses-05_task-train_run-5_bold.nii sub-01_ses-05_task-train_run-6_bold.nii'
    ),
    'sub-02/ses-01/func': (
        'sub-02_ses-01_task-localizer_run-3_bold.nii sub-02_ses-01_task-localizer_run-4_bold.nii '
        'sub-02_ses-01_task-rest_run-3_bold.nii sub-02_ses-01_task-rest_run-4_bold.nii'
    ),
    'sub-02/ses-02/func': (
        'sub-02_ses-02_task-test_run-1_bold.nii sub-02_ses-02_task-test_run-2_bold.nii '
        'sub-02_ses-02_task-test_run-3_bold.nii sub-02_ses-02_task-train_run-1_bold.nii '
        'sub-02_ses-02_task-train_run-2_bold.nii sub-02_ses-02_task-train_run-3_bold.nii '
        'sub-02_ses-02_task-train_run-4_bold.nii sub-02_ses-02_task-train_run-5_bold.nii '
        'sub-02_ses-02_task-train_run-7_bold.nii sub-02_ses-02_task-train_run-8_bold.nii'
    ),
    'sub-02/ses-03/func': (
        'sub-02_ses-03_task-test_run-3_bold.nii sub-02_ses-03_task-train_run-10_bold.nii '
        'sub-02_ses-03_task-train_run-2_bold.nii sub-02_ses-03_task-train_run-3_bold.nii '
        'sub-02_ses-03_task-train_run-5_bold.nii sub-02_ses-03_task-train_run-6_bold.nii '
        'sub-02_ses-03_task-train_run-7_bold.nii sub-02_ses-03_task-train_run-8_bold.nii'
    ),
    'sub-02/ses-04/func': (
        'sub-02_ses-04_task-test_run-1_bold.nii sub-02_ses-04_task-test_run-2_bold.nii '
        'sub-02_ses-04_task-train_run-6_bold.nii'
    ),
    'sub-02/ses-05/func': (
        'sub-02_ses-05_task-test_run-3_bold.nii sub-02_ses-05_task-train_run-10_bold.nii '
        'sub-02_ses-05_task-train_run-4_bold.nii sub-02_ses-05_task-train_run-5_bold.nii '
        'sub-02_ses-05_task-train_run-8_bold.nii sub-02_ses-05_task-train_run-9_bold.nii'
    ),
    'sub-03/ses-01/func': (
        'sub-03_ses-01_task-localizer_run-1_bold.nii sub-03_ses-01_task-localizer_run-3_bold.nii '
        'sub-03_ses-01_task-localizer_run-4_bold.nii sub-03_ses-01_task-rest_run-1_bold.nii'
    ),
    'sub-03/ses-02/func': (
        'sub-03_ses-02_task-test_run-2_bold.nii sub-03_ses-02_task-test_run-3_bold.nii '
        'sub-03_ses-02_task-train_run-10_bold.nii sub-03_ses-02_task-train_run-3_bold.nii '
        'sub-03_ses-02_task-train_run-4_bold.nii sub-03_ses-02_task-train_run-6_bold.nii '
        'sub-03_ses-02_task-train_run-7_bold.nii sub-03_ses-02_task-train_run-9_bold.nii'
    ),
    'sub-03/ses-03/func': (
        'sub-03_ses-03_task-test_run-2_bold.nii sub-03_ses-03_task-test_run-3_bold.nii '
        'sub-03_ses-03_task-train_run-6_bold.nii'
    ),
    'sub-03/ses-04/func': (
        'sub-03_ses-04_task-test_run-3_bold.nii sub-03_ses-04_task-train_run-10_bold.nii '
        'sub-03_ses-04_task-train_run-2_bold.nii sub-03_ses-04_task-train_run-9_bold.nii'
    ),
    'sub-03/ses-05/func': (
        'sub-03_ses-05_task-test_run-1_bold.nii sub-03_ses-05_task-test_run-3_bold.nii '
        'sub-03_ses-05_task-train_run-10_bold.nii sub-03_ses-05_task-train_run-3_bold.nii '
        'sub-03_ses-05_task-train_run-8_bold.nii sub-03_ses-05_task-train_run-9_bold.nii'
    ),
    'sub-04/ses-01/func': (
        'sub-04_ses-01_task-localizer_run-1_bold.nii sub-04_ses-01_task-localizer_run-2_bold.nii '
        'sub-04_ses-01_task-localizer_run-4_bold.nii sub-04_ses-01_task-localizer_run-5_bold.nii '
        'sub-04_ses-01_task-rest_run-2_bold.nii sub-04_ses-01_task-rest_run-3_bold.nii'
    ),
    'sub-04/ses-02/func': (
        'sub-04_ses-02_task-test_run-1_bold.nii sub-04_ses-02_task-test_run-2_bold.nii '
        'sub-04_ses-02_task-test_run-3_bold.nii sub-04_ses-02_task-train_run-1_bold.nii '
        'sub-04_ses-02_task-train_run-2_bold.nii sub-04_ses-02_task-train_run-3_bold.nii '
        'sub-04_ses-02_task-train_run-4_bold.nii sub-04_ses-02_task-train_run-5_bold.nii '
        'sub-04_ses-02_task-train_run-6_bold.nii'
    ),
    'sub-04/ses-03/func': (
        'sub-04_ses-03_task-test_run-2_bold.nii sub-04_ses-03_task-train_run-2_bold.nii '
        'sub-04_ses-03_task-train_run-3_bold.nii sub-04_ses-03_task-train_run-4_bold.nii '
        'sub-04_ses-03_task-train_run-8_bold.nii sub-04_ses-03_task-train_run-9_bold.nii'
    ),
    'sub-04/ses-04/func': (
        'sub-04_ses-04_task-train_run-10_bold.nii sub-04_ses-04_task-train_run-2_bold.nii '
        'sub-04_ses-04_task-train_run-3_bold.nii sub-04_ses-04_task-train_run-5_bold.nii '
        'sub-04_ses-04_task-train_run-6_bold.nii'
    ),
    'sub-04/ses-05/func': (
        'sub-04_ses-05_task-test_run-2_bold.nii sub-04_ses-05_task-test_run-3_bold.nii '
        'sub-04_ses-05_task-train_run-1_bold.nii sub-04_ses-05_task-train_run-2_bold.nii '
        'sub-04_ses-05_task-train_run-4_bold.nii sub-04_ses-05_task-train_run-5_bold.nii '
        'sub-04_ses-05_task-train_run-6_bold.nii sub-04_ses-05_task-train_run-7_bold.nii'
    ),
    'sub-05/ses-01/func': (
        'sub-05_ses-01_task-localizer_run-1_bold.nii sub-05_ses-01_task-localizer_run-2_bold.nii '
        'sub-05_ses-01_task-localizer_run-3_bold.nii sub-05_ses-01_task-localizer_run-4_bold.nii '
        'sub-05_ses-01_task-rest_run-1_bold.nii sub-05_ses-01_task-rest_run-2_bold.nii '
        'sub-05_ses-01_task-rest_run-3_bold.nii sub-05_ses-01_task-rest_run-4_bold.nii '
        'sub-05_ses-01_task-rest_run-5_bold.nii'
    ),
    'sub-05/ses-02/func': (
        'sub-05_ses-02_task-test_run-2_bold.nii sub-05_ses-02_task-test_run-3_bold.nii '
        'sub-05_ses-02_task-train_run-1_bold.nii sub-05_ses-02_task-train_run-5_bold.nii '
        'sub-05_ses-02_task-train_run-6_bold.nii sub-05_ses-02_task-train_run-7_bold.nii '
        'sub-05_ses-02_task-train_run-8_bold.nii'
    ),
    'sub-05/ses-03/func': (
        'sub-05_ses-03_task-test_run-1_bold.nii sub-05_ses-03_task-test_run-2_bold.nii '
        'sub-05_ses-03_task-train_run-10_bold.nii sub-05_ses-03_task-train_run-5_bold.nii '
        'sub-05_ses-03_task-train_run-6_bold.nii sub-05_ses-03_task-train_run-8_bold.nii'
    ),
    'sub-05/ses-04/func': (
        'sub-05_ses-04_task-test_run-2_bold.nii sub-05_ses-04_task-test_run-3_bold.nii '
        'sub-05_ses-04_task-train_run-10_bold.nii sub-05_ses-04_task-train_run-1_bold.nii '
        'sub-05_ses-04_task-train_run-4_bold.nii sub-05_ses-04_task-train_run-9_bold.nii'
    ),
    'sub-05/ses-05/func': (
        'sub-05_ses-05_task-test_run-2_bold.nii sub-05_ses-05_task-train_run-1_bold.nii '
        'sub-05_ses-05_task-train_run-8_bold.nii sub-05_ses-05_task-train_run-9_bold.nii'
    ),
    'sub-06/ses-01/func': (
        'sub-06_ses-01_task-localizer_run-1_bold.nii sub-06_ses-01_task-localizer_run-2_bold.nii '
        'sub-06_ses-01_task-localizer_run-3_bold.nii sub-06_ses-01_task-localizer_run-4_bold.nii '
        'sub-06_ses-01_task-localizer_run-5_bold.nii sub-06_ses-01_task-rest_run-1_bold.nii '
        'sub-06_ses-01_task-rest_run-2_bold.nii sub-06_ses-01_task-rest_run-3_bold.nii '
        'sub-06_ses-01_task-rest_run-5_bold.nii'
    ),
    'sub-06/ses-02/func': (
        'sub-06_ses-02_task-test_run-1_bold.nii sub-06_ses-02_task-test_run-2_bold.nii '
        'sub-06_ses-02_task-test_run-3_bold.nii sub-06_ses-02_task-train_run-10_bold.nii '
        'sub-06_ses-02_task-train_run-1_bold.nii sub-06_ses-02_task-train_run-3_bold.nii '
        'sub-06_ses-02_task-train_run-4_bold.nii sub-06_ses-02_task-train_run-7_bold.nii'
    ),
    'sub-06/ses-03/func': (
        'sub-06_ses-03_task-test_run-2_bold.nii sub-06_ses-03_task-train_run-10_bold.nii '
        'sub-06_ses-03_task-train_run-1_bold.nii sub-06_ses-03_task-train_run-4_bold.nii '
        'sub-06_ses-03_task-train_run-6_bold.nii sub-06_ses-03_task-train_run-7_bold.nii'
    ),
    'sub-06/ses-04/func': (
        'sub-06_ses-04_task-test_run-1_bold.nii sub-06_ses-04_task-test_run-3_bold.nii '
        'sub-06_ses-04_task-train_run-10_bold.nii sub-06_ses-04_task-train_run-6_bold.nii'
    ),
    'sub-06/ses-05/func': (
        'sub-06_ses-05_task-test_run-1_bold.nii sub-06_ses-05_task-train_run-10_bold.nii '
        'sub-06_ses-05_task-train_run-2_bold.nii sub-06_ses-05_task-train_run-3_bold.nii '
        'sub-06_ses-05_task-train_run-5_bold.nii sub-06_ses-05_task-train_run-7_bold.nii '
        'sub-06_ses-05_task-train_run-8_bold.nii'
    ),
    'sub-07/ses-02/func': (
        'sub-07_ses-02_task-test_run-1_bold.nii sub-07_ses-02_task-test_run-2_bold.nii '
        'sub-07_ses-02_task-train_run-1_bold.nii sub-07_ses-02_task-train_run-3_bold.nii '
        'sub-07_ses-02_task-train_run-4_bold.nii sub-07_ses-02_task-train_run-9_bold.nii'
    ),
    'sub-07/ses-03/func': (
        'sub-07_ses-03_task-test_run-2_bold.nii sub-07_ses-03_task-test_run-3_bold.nii '
        'sub-07_ses-03_task-train_run-10_bold.nii sub-07_ses-03_task-train_run-2_bold.nii '
        'sub-07_ses-03_task-train_run-8_bold.nii sub-07_ses-03_task-train_run-9_bold.nii'
    ),
    'sub-07/ses-04/func': (
        'sub-07_ses-04_task-test_run-2_bold.nii sub-07_ses-04_task-train_run-1_bold.nii '
        'sub-07_ses-04_task-train_run-4_bold.nii sub-07_ses-04_task-train_run-5_bold.nii '
        'sub-07_ses-04_task-train_run-6_bold.nii sub-07_ses-04_task-train_run-7_bold.nii '
        'sub-07_ses-04_task-train_run-8_bold.nii'
    ),
    'sub-07/ses-05/func': (
        'sub-07_ses-05_task-test_run-1_bold.nii sub-07_ses-05_task-test_run-3_bold.nii '
        'sub-07_ses-05_task-train_run-3_bold.nii sub-07_ses-05_task-train_run-9_bold.nii'
    ),
    'sub-08/ses-01/func': (
        'sub-08_ses-01_task-localizer_run-1_bold.nii sub-08_ses-01_task-localizer_run-3_bold.nii '
        'sub-08_ses-01_task-localizer_run-5_bold.nii sub-08_ses-01_task-rest_run-2_bold.nii '
        'sub-08_ses-01_task-rest_run-4_bold.nii'
    ),
    'sub-08/ses-02/func': (
        'sub-08_ses-02_task-test_run-1_bold.nii sub-08_ses-02_task-train_run-3_bold.nii '
        'sub-08_ses-02_task-train_run-4_bold.nii sub-08_ses-02_task-train_run-8_bold.nii '
        'sub-08_ses-02_task-train_run-9_bold.nii'
    ),
    'sub-08/ses-03/func': (
        'sub-08_ses-03_task-test_run-1_bold.nii sub-08_ses-03_task-train_run-10_bold.nii '
        'sub-08_ses-03_task-train_run-2_bold.nii sub-08_ses-03_task-train_run-3_bold.nii '
        'sub-08_ses-03_task-train_run-7_bold.nii'
    ),
    'sub-08/ses-04/func': (
        'sub-08_ses-04_task-test_run-3_bold.nii sub-08_ses-04_task-train_run-1_bold.nii '
        'sub-08_ses-04_task-train_run-4_bold.nii sub-08_ses-04_task-train_run-8_bold.nii '
        'sub-08_ses-04_task-train_run-9_bold.nii'
    ),
    'sub-08/ses-05/func': (
        'sub-08_ses-05_task-test_run-2_bold.nii sub-08_ses-05_task-train_run-10_bold.nii '
        'sub-08_ses-05_task-train_run-5_bold.nii sub-08_ses-05_task-train_run-8_bold.nii '
        'sub-08_ses-05_task-train_run-9_bold.nii'
    ),
    'sub-09/ses-01/func': (
        'sub-09_ses-01_task-localizer_run-1_bold.nii sub-09_ses-01_task-localizer_run-3_bold.nii '
        'sub-09_ses-01_task-localizer_run-4_bold.nii sub-09_ses-01_task-localizer_run-5_bold.nii '
        'sub-09_ses-01_task-rest_run-2_bold.nii sub-09_ses-01_task-rest_run-3_bold.nii'
    ),
    'sub-09/ses-02/func': (
        'sub-09_ses-02_task-train_run-1_bold.nii sub-09_ses-02_task-train_run-3_bold.nii '
        'sub-09_ses-02_task-train_run-6_bold.nii sub-09_ses-02_task-train_run-7_bold.nii '
        'sub-09_ses-02_task-train_run-8_bold.nii'
    ),
    'sub-09/ses-03/func': (
        'sub-09_ses-03_task-train_run-10_bold.nii sub-09_ses-03_task-train_run-1_bold.nii '
        'sub-09_ses-03_task-train_run-5_bold.nii sub-09_ses-03_task-train_run-6_bold.nii '
        'sub-09_ses-03_task-train_run-7_bold.nii sub-09_ses-03_task-train_run-8_bold.nii'
    ),
    'sub-09/ses-04/func': (
        'sub-09_ses-04_task-test_run-2_bold.nii sub-09_ses-04_task-test_run-3_bold.nii '
        'sub-09_ses-04_task-train_run-10_bold.nii sub-09_ses-04_task-train_run-2_bold.nii '
        'sub-09_ses-04_task-train_run-4_bold.nii sub-09_ses-04_task-train_run-5_bold.nii '
        'sub-09_ses-04_task-train_run-7_bold.nii'
    ),
    'sub-09/ses-05/func': (
        'sub-09_ses-05_task-test_run-2_bold.nii sub-09_ses-05_task-train_run-10_bold.nii '
        'sub-09_ses-05_task-train_run-3_bold.nii sub-09_ses-05_task-train_run-4_bold.nii '
        'sub-09_ses-05_task-train_run-5_bold.nii sub-09_ses-05_task-train_run-7_bold.nii'
    ),
    'sub-10/ses-01/func': (
        'sub-10_ses-01_task-localizer_run-1_bold.nii sub-10_ses-01_task-localizer_run-2_bold.nii '
        'sub-10_ses-01_task-localizer_run-3_bold.nii sub-10_ses-01_task-rest_run-2_bold.nii '
        'sub-10_ses-01_task-rest_run-3_bold.nii sub-10_ses-01_task-rest_run-4_bold.nii '
        'sub-10_ses-01_task-rest_run-5_bold.nii'
    ),
    'sub-10/ses-02/func': (
        'sub-10_ses-02_task-test_run-1_bold.nii sub-10_ses-02_task-test_run-2_bold.nii '
        'sub-10_ses-02_task-test_run-3_bold.nii sub-10_ses-02_task-train_run-10_bold.nii '
        'sub-10_ses-02_task-train_run-1_bold.nii sub-10_ses-02_task-train_run-5_bold.nii '
        'sub-10_ses-02_task-train_run-6_bold.nii sub-10_ses-02_task-train_run-7_bold.nii '
        'sub-10_ses-02_task-train_run-9_bold.nii'
    ),
    'sub-10/ses-03/func': (
        'sub-10_ses-03_task-test_run-1_bold.nii sub-10_ses-03_task-test_run-2_bold.nii '
        'sub-10_ses-03_task-train_run-3_bold.nii sub-10_ses-03_task-train_run-4_bold.nii '
        'sub-10_ses-03_task-train_run-5_bold.nii sub-10_ses-03_task-train_run-8_bold.nii '
        'sub-10_ses-03_task-train_run-9_bold.nii'
    ),
    'sub-10/ses-04/func': (
        'sub-10_ses-04_task-test_run-2_bold.nii sub-10_ses-04_task-train_run-2_bold.nii '
        'sub-10_ses-04_task-train_run-3_bold.nii sub-10_ses-04_task-train_run-4_bold.nii '
        'sub-10_ses-04_task-train_run-6_bold.nii sub-10_ses-04_task-train_run-7_bold.nii '
        'sub-10_ses-04_task-train_run-9_bold.nii'
    ),
    'sub-10/ses-05/func': (
        'sub-10_ses-05_task-test_run-2_bold.nii sub-10_ses-05_task-test_run-3_bold.nii '
        'sub-10_ses-05_task-train_run-1_bold.nii sub-10_ses-05_task-train_run-3_bold.nii '
        'sub-10_ses-05_task-train_run-5_bold.nii sub-10_ses-05_task-train_run-8_bold.nii'
    ),
}


BMD_BOLD_OTHER = {
    '': (
        'derivatives/versionA/MNI152/GLM/ROIs/sub-10/sub-10_EBA_top1000.mat '
        'derivatives/versionA/MNI152/prepared_data/prepared_allvoxel_pkl/TR3/sub-07/V3d_TRavg3_allvoxel.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_allvoxel_pkl/TR5/sub-08/LOC_TRavg5_allvoxel.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_allvoxel_pkl/TR7/sub-06/LOC_TRavg7_allvoxel.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR1/sub-06/WB_TRavg1_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR3/sub-01/LOC_TRavg3_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR3/sub-04/WB_TRavg3_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR9/sub-04/IPS1-2-3_TRavg9_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR9/sub-06/V2d_TRavg9_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TRavg56789/sub-06/V2d_TRavg-56789_reliable.pkl '
        'derivatives/versionA/fmriprep/sub-01/figures/sub-01_ses-02_task-train_run-7_desc-rois_bold.svg '
        'derivatives/versionA/fmriprep/sub-01/figures/sub-01_ses-03_task-test_run-1_desc-validation_bold.html '
        'derivatives/versionA/fmriprep/sub-01/ses-03/func/sub-01_ses-03_task-test_run-1_from-T1w_to-scanner_mode-image_xfm.txt '
        'derivatives/versionA/fmriprep/sub-01/ses-05/func/sub-01_ses-05_task-train_run-1_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-02/ses-01/func/sub-02_ses-01_task-rest_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/versionA/fmriprep/sub-02/ses-05/func/sub-02_ses-05_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/versionA/fmriprep/sub-03/figures/sub-03_ses-01_desc-summary_T1w.html '
        'derivatives/versionA/fmriprep/sub-03/figures/sub-03_ses-04_task-test_run-3_desc-compcorvar_bold.svg '
        'derivatives/versionA/fmriprep/sub-03/ses-02/func/sub-03_ses-02_task-test_run-3_space-MNI152NLin2009cAsym_desc-preproc-interpTR1s_bold.nii.gz '
        'derivatives/versionA/fmriprep/sub-03/ses-02/func/sub-03_ses-02_task-train_run-9_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/versionA/fmriprep/sub-04/figures/sub-04_ses-01_task-localizer_run-2_desc-bbregister_bold.svg '
        'derivatives/versionA/fmriprep/sub-05/ses-02/func/sub-05_ses-02_task-train_run-7_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-05/ses-03/func/sub-05_ses-03_task-test_run-2_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/versionA/fmriprep/sub-05/ses-03/func/sub-05_ses-03_task-train_run-2_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-05/ses-04/func/sub-05_ses-04_task-train_run-8_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-06/figures/sub-06_ses-05_task-train_run-10_desc-compcorvar_bold.svg '
        'derivatives/versionA/fmriprep/sub-06/ses-01/anat/sub-06_ses-01_from-T1w_to-MNI152NLin2009cAsym_mode-image_xfm.h5 '
        'derivatives/versionA/fmriprep/sub-07/figures/sub-07_ses-03_task-train_run-8_desc-carpetplot_bold.svg '
        'derivatives/versionA/fmriprep/sub-07/ses-02/func/sub-07_ses-02_task-train_run-4_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-07/ses-02/func/sub-07_ses-02_task-train_run-5_from-T1w_to-scanner_mode-image_xfm.txt '
        'derivatives/versionA/fmriprep/sub-08/figures/sub-08_ses-03_task-train_run-4_desc-compcorvar_bold.svg '
        'derivatives/versionA/fmriprep/sub-08/ses-03/func/sub-08_ses-03_task-train_run-5_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/versionA/fmriprep/sub-09/figures/sub-09_ses-02_task-train_run-3_desc-bbregister_bold.svg '
        'derivatives/versionA/fmriprep/sub-09/ses-05/func/sub-09_ses-05_task-train_run-3_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-09/ses-05/func/sub-09_ses-05_task-train_run-9_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/versionA/freesurfer/fsaverage/label/rh.oasis.chubs.lateraltemporal.label '
        'derivatives/versionA/freesurfer/sub-01/stats/rh.aparc.stats '
        'derivatives/versionA/freesurfer/sub-06/surf/rh.curv.pial '
        'derivatives/versionA/freesurfer/sub-10/mri/aseg.presurf.hypos.mgz '
        'derivatives/versionA/freesurfer/sub-10/stats/rh.BA_exvivo.stats '
        'derivatives/versionA/freesurfer/sub-10/surf/lh.jacobian_white '
        'derivatives/versionB/MNI152/GLM/sub-08/ses-05/TYPED_FITHRF_GLMDENOISE_RR.npy '
        'derivatives/versionB/MNI152/prepared_allvoxel_pkl/sub-04/sub-04_roi-rIPS1-2-3_betas_normalized.pkl '
        'derivatives/versionB/MNI152/prepared_allvoxel_pkl/sub-07/sub-07_roi-lIPS0_betas_normalized.pkl '
        'derivatives/versionB/MNI152/prepared_allvoxel_pkl/sub-09/sub-09_roi-rOFA_betas_normalized.pkl '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-01/label/lh.BA6_exvivo.label '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-01/touch/lh.aparcstats2.touch '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-03/surf/rh.white '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-04/label/rh.BA3a_exvivo.thresh.label '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-05/label/lh.aparc.a2009s.annot '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-08/surf/lh.smoothwm.C.crv '
        'derivatives/versionB/fmriprep/sub-01/figures/sub-01_ses-04_task-train_run-6_desc-sdc_bold.svg '
        'derivatives/versionB/fmriprep/sub-01/ses-02/func/sub-01_ses-02_task-test_run-1_hemi-L_space-fsnative_bold.json '
        'derivatives/versionB/fmriprep/sub-01/ses-02/func/sub-01_ses-02_task-train_run-4_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-01/ses-03/func/sub-01_ses-03_task-test_run-1_hemi-L_space-fsaverage_bold.json '
        'derivatives/versionB/fmriprep/sub-01/ses-05/func/sub-01_ses-05_task-train_run-4_from-boldref_to-auto00004_mode-image_xfm.txt '
        'derivatives/versionB/fmriprep/sub-02/figures/sub-02_ses-05_task-train_run-5_desc-validation_bold.html '
        'derivatives/versionB/fmriprep/sub-02/ses-01/func/sub-02_ses-01_task-localizer_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/versionB/fmriprep/sub-02/ses-01/func/sub-02_ses-01_task-localizer_run-5_hemi-R_space-fsaverage_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-02/ses-02/func/sub-02_ses-02_task-train_run-4_hemi-L_space-fsaverage_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-02/ses-02/func/sub-02_ses-02_task-train_run-5_desc-hmc_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-02/ses-03/func/sub-02_ses-03_task-test_run-1_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-02/ses-04/func/sub-02_ses-04_task-test_run-1_hemi-R_space-fsaverage_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-02/ses-04/func/sub-02_ses-04_task-train_run-3_hemi-L_space-fsnative_bold.json '
        'derivatives/versionB/fmriprep/sub-03/figures/sub-03_ses-01_task-rest_run-5_desc-sdc_bold.svg '
        'derivatives/versionB/fmriprep/sub-03/figures/sub-03_ses-03_task-train_run-8_desc-carpetplot_bold.svg '
        'derivatives/versionB/fmriprep/sub-03/ses-01/func/sub-03_ses-01_task-rest_run-4_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-03/ses-02/func/sub-03_ses-02_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/versionB/fmriprep/sub-03/ses-03/func/sub-03_ses-03_task-train_run-6_desc-confounds_timeseries.json '
        'derivatives/versionB/fmriprep/sub-04/figures/sub-04_ses-03_task-test_run-3_desc-validation_bold.html '
        'derivatives/versionB/fmriprep/sub-04/ses-02/func/sub-04_ses-02_task-train_run-8_hemi-L_space-fsaverage_bold.json '
        'derivatives/versionB/fmriprep/sub-04/ses-03/func/sub-04_ses-03_task-train_run-8_desc-confounds_timeseries.json '
        'derivatives/versionB/fmriprep/sub-04/ses-04/func/sub-04_ses-04_task-train_run-10_hemi-L_space-fsnative_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-04/ses-04/func/sub-04_ses-04_task-train_run-6_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-05/ses-01/anat/sub-05_ses-01_space-fsLR_den-91k_curv.dscalar.nii '
        'derivatives/versionB/fmriprep/sub-05/ses-02/func/sub-05_ses-02_task-test_run-2_from-boldref_to-auto00001_mode-image_xfm.json '
        'derivatives/versionB/fmriprep/sub-05/ses-04/func/sub-05_ses-04_task-train_run-1_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-05/ses-04/func/sub-05_ses-04_task-train_run-9_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-01/func/sub-06_ses-01_task-localizer_run-5_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-01/func/sub-06_ses-01_task-rest_run-5_desc-hmc_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-02/func/sub-06_ses-02_task-train_run-8_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-04/func/sub-06_ses-04_task-train_run-6_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-05/func/sub-06_ses-05_task-test_run-2_desc-coreg_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-07/ses-03/func/sub-07_ses-03_task-train_run-10_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-07/ses-03/func/sub-07_ses-03_task-train_run-2_space-T1w_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-08/ses-02/func/sub-08_ses-02_task-train_run-8_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'derivatives/versionB/fmriprep/sub-08/ses-03/func/sub-08_ses-03_task-train_run-1_hemi-L_space-fsnative_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-09/ses-02/fmap/sub-09_ses-02_run-1_fmapid-auto00001_desc-coeff0_fieldmap.nii.gz '
        'derivatives/versionB/fmriprep/sub-09/ses-02/func/sub-09_ses-02_task-train_run-8_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-10/ses-03/func/sub-10_ses-03_task-train_run-7_space-fsLR_den-91k_bold.dtseries.nii '
        'derivatives/versionB/fmriprep/sub-10/ses-04/func/sub-10_ses-04_task-train_run-1_desc-coreg_boldref.json '
        'derivatives/versionB/fmriprep/sub-10/ses-04/func/sub-10_ses-04_task-train_run-7_hemi-R_space-fsaverage_bold.func.gii '
        'derivatives/versionB/fsaverage/GLM/sub-05/ses-04/right/DESIGNINFO.npy '
        'derivatives/versionB/fsaverage/GLM/sub-06/ses-05/right/sub-06_ses-05_conditionOrderDM.pkl '
        'sub-01/ses-03/func/sub-01_ses-03_task-test_run-3_events.tsv '
        'sub-01/ses-04/func/sub-01_ses-04_task-train_run-1_events.tsv '
        'sub-01/ses-04/func/sub-01_ses-04_task-train_run-3_events.tsv '
        'sub-03/ses-01/func/sub-03_ses-01_task-localizer_run-2_events.tsv '
        'sub-03/ses-02/func/sub-03_ses-02_task-test_run-1_bold.json '
        'sub-03/ses-02/func/sub-03_ses-02_task-train_run-6_events.tsv '
        'sub-03/ses-03/func/sub-03_ses-03_task-train_run-5_bold.json '
        'sub-03/ses-04/func/sub-03_ses-04_task-test_run-2_events.tsv '
        'sub-03/ses-04/func/sub-03_ses-04_task-train_run-10_bold.json '
        'sub-03/ses-05/func/sub-03_ses-05_task-train_run-10_bold.json '
        'sub-04/ses-01/func/sub-04_ses-01_task-rest_run-2_bold.json '
        'sub-04/ses-01/func/sub-04_ses-01_task-rest_run-4_bold.json '
        'sub-04/ses-02/func/sub-04_ses-02_task-train_run-3_bold.json '
        'sub-04/ses-03/func/sub-04_ses-03_task-train_run-8_events.tsv '
        'sub-04/ses-04/func/sub-04_ses-04_task-train_run-4_events.tsv '
        'sub-04/ses-04/func/sub-04_ses-04_task-train_run-6_bold.json '
        'sub-04/ses-05/func/sub-04_ses-05_task-test_run-2_bold.json '
        'sub-04/ses-05/func/sub-04_ses-05_task-train_run-10_events.tsv '
        'sub-05/ses-04/func/sub-05_ses-04_task-train_run-1_events.tsv '
        'sub-06/ses-03/func/sub-06_ses-03_task-train_run-10_bold.json '
        'sub-06/ses-03/func/sub-06_ses-03_task-train_run-10_events.tsv '
        'sub-06/ses-04/func/sub-06_ses-04_task-test_run-1_events.tsv '
        'sub-07/ses-01/func/sub-07_ses-01_task-localizer_run-2_events.tsv '
        'sub-07/ses-02/func/sub-07_ses-02_task-train_run-2_events.tsv '
        'sub-07/ses-02/func/sub-07_ses-02_task-train_run-6_events.tsv '
        'sub-07/ses-03/func/sub-07_ses-03_task-train_run-10_events.tsv '
        'sub-07/ses-04/func/sub-07_ses-04_task-train_run-1_events.tsv '
        'sub-07/ses-05/func/sub-07_ses-05_task-test_run-1_events.tsv '
        'sub-07/ses-05/func/sub-07_ses-05_task-test_run-3_events.tsv '
        'sub-08/ses-03/func/sub-08_ses-03_task-test_run-1_events.tsv '
        'sub-08/ses-03/func/sub-08_ses-03_task-train_run-4_bold.json '
        'sub-08/ses-04/func/sub-08_ses-04_task-train_run-3_bold.json '
        'sub-08/ses-04/func/sub-08_ses-04_task-train_run-6_events.tsv '
        'sub-09/ses-01/func/sub-09_ses-01_task-localizer_run-1_events.tsv '
        'sub-09/ses-02/func/sub-09_ses-02_task-test_run-2_events.tsv '
        'sub-09/ses-04/func/sub-09_ses-04_task-train_run-7_bold.json '
        'sub-09/ses-05/func/sub-09_ses-05_task-test_run-2_events.tsv '
        'sub-09/ses-05/func/sub-09_ses-05_task-train_run-8_events.tsv '
        'sub-10/ses-01/func/sub-10_ses-01_task-localizer_run-3_bold.json '
        'sub-10/ses-03/func/sub-10_ses-03_task-train_run-1_events.tsv '
        'sub-10/ses-03/func/sub-10_ses-03_task-train_run-5_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-07/ses-05/func': (
        'sub-07_ses-05_task-test_run-2_desc-confounds_timeseries.json '
        'sub-07_ses-05_task-test_run-3_hemi-L_space-fsaverage_bold.json '
        'sub-07_ses-05_task-train_run-10_desc-hmc_boldref.json '
        'sub-07_ses-05_task-train_run-5_space-fsLR_den-91k_bold.json'
    ),
    'sub-01/ses-05/func': (
        'sub-01_ses-05_task-test_run-2_bold.json sub-01_ses-05_task-test_run-3_events.tsv '
        'sub-01_ses-05_task-train_run-1_bold.json sub-01_ses-05_task-train_run-9_events.tsv'
    ),
    'sub-02/ses-01/func': (
        'sub-02_ses-01_task-localizer_run-2_bold.json sub-02_ses-01_task-localizer_run-2_events.tsv '
        'sub-02_ses-01_task-localizer_run-3_events.tsv sub-02_ses-01_task-localizer_run-4_events.tsv '
        'sub-02_ses-01_task-localizer_run-5_events.tsv sub-02_ses-01_task-rest_run-5_bold.json'
    ),
    'sub-02/ses-02/func': (
        'sub-02_ses-02_task-train_run-10_bold.json sub-02_ses-02_task-train_run-1_events.tsv '
        'sub-02_ses-02_task-train_run-4_bold.json sub-02_ses-02_task-train_run-4_events.tsv '
        'sub-02_ses-02_task-train_run-9_bold.json'
    ),
    'sub-02/ses-03/func': (
        'sub-02_ses-03_task-train_run-10_events.tsv sub-02_ses-03_task-train_run-5_bold.json '
        'sub-02_ses-03_task-train_run-9_events.tsv'
    ),
    'sub-02/ses-04/func': (
        'sub-02_ses-04_task-test_run-3_events.tsv sub-02_ses-04_task-train_run-10_bold.json '
        'sub-02_ses-04_task-train_run-3_events.tsv sub-02_ses-04_task-train_run-9_events.tsv'
    ),
    'sub-05/ses-02/func': (
        'sub-05_ses-02_task-test_run-1_events.tsv sub-05_ses-02_task-train_run-1_bold.json '
        'sub-05_ses-02_task-train_run-5_events.tsv'
    ),
    'sub-05/ses-05/func': (
        'sub-05_ses-05_task-train_run-3_events.tsv sub-05_ses-05_task-train_run-7_bold.json '
        'sub-05_ses-05_task-train_run-9_bold.json'
    ),
    'sub-06/ses-02/func': (
        'sub-06_ses-02_task-test_run-2_events.tsv sub-06_ses-02_task-test_run-3_bold.json '
        'sub-06_ses-02_task-train_run-7_events.tsv sub-06_ses-02_task-train_run-9_bold.json'
    ),
    'sub-06/ses-05/func': (
        'sub-06_ses-05_task-train_run-1_bold.json sub-06_ses-05_task-train_run-3_bold.json '
        'sub-06_ses-05_task-train_run-4_events.tsv sub-06_ses-05_task-train_run-8_bold.json'
    ),
    'sub-08/ses-02/func': (
        'sub-08_ses-02_task-train_run-1_bold.json sub-08_ses-02_task-train_run-2_bold.json '
        'sub-08_ses-02_task-train_run-4_events.tsv sub-08_ses-02_task-train_run-7_events.tsv'
    ),
    'sub-08/ses-05/func': (
        'sub-08_ses-05_task-test_run-2_bold.json sub-08_ses-05_task-train_run-1_bold.json '
        'sub-08_ses-05_task-train_run-6_events.tsv'
    ),
    'sub-09/ses-03/func': (
        'sub-09_ses-03_task-train_run-1_bold.json sub-09_ses-03_task-train_run-7_bold.json '
        'sub-09_ses-03_task-train_run-8_events.tsv sub-09_ses-03_task-train_run-9_bold.json'
    ),
    'sub-10/ses-02/func': (
        'sub-10_ses-02_task-test_run-2_bold.json sub-10_ses-02_task-train_run-2_events.tsv '
        'sub-10_ses-02_task-train_run-7_events.tsv'
    ),
    'sub-10/ses-04/func': (
        'sub-10_ses-04_task-test_run-2_bold.json sub-10_ses-04_task-test_run-3_bold.json '
        'sub-10_ses-04_task-train_run-1_events.tsv sub-10_ses-04_task-train_run-5_events.tsv '
        'sub-10_ses-04_task-train_run-7_bold.json'
    ),
    'sub-10/ses-05/func': (
        'sub-10_ses-05_task-test_run-3_events.tsv sub-10_ses-05_task-train_run-1_events.tsv '
        'sub-10_ses-05_task-train_run-3_bold.json sub-10_ses-05_task-train_run-5_events.tsv '
        'sub-10_ses-05_task-train_run-6_events.tsv sub-10_ses-05_task-train_run-8_events.tsv'
    ),
}


BMD_FMAP_KIND = {
    'sub-01/ses-01/fmap': (
        'sub-01_ses-01_run-1_magnitude1.nii sub-01_ses-01_run-1_magnitude2.nii '
        'sub-01_ses-01_run-1_phasediff.nii'
    ),
    'sub-01/ses-02/fmap': (
        'sub-01_ses-02_run-1_magnitude1.nii sub-01_ses-02_run-1_magnitude2.nii '
        'sub-01_ses-02_run-1_phasediff.nii'
    ),
    'sub-01/ses-03/fmap': (
        'sub-01_ses-03_run-1_magnitude1.nii sub-01_ses-03_run-1_magnitude2.nii '
        'sub-01_ses-03_run-1_phasediff.nii'
    ),
    'sub-01/ses-04/fmap': (
        'sub-01_ses-04_run-1_magnitude1.nii sub-01_ses-04_run-1_magnitude2.nii '
        'sub-01_ses-04_run-1_phasediff.nii'
    ),
    'sub-01/ses-05/fmap': (
        'sub-01_ses-05_run-1_magnitude1.nii sub-01_ses-05_run-1_magnitude2.nii '
        'sub-01_ses-05_run-1_phasediff.nii'
    ),
    'sub-02/ses-01/fmap': (
        'sub-02_ses-01_run-1_magnitude1.nii sub-02_ses-01_run-1_magnitude2.nii '
        'sub-02_ses-01_run-1_phasediff.nii sub-02_ses-01_run-2_magnitude1.nii '
        'sub-02_ses-01_run-2_magnitude2.nii sub-02_ses-01_run-2_phasediff.nii'
    ),
    'sub-02/ses-02/fmap': (
        'sub-02_ses-02_run-1_magnitude1.nii sub-02_ses-02_run-1_magnitude2.nii '
        'sub-02_ses-02_run-1_phasediff.nii'
    ),
    'sub-02/ses-03/fmap': (
        'sub-02_ses-03_run-1_magnitude1.nii sub-02_ses-03_run-1_magnitude2.nii '
        'sub-02_ses-03_run-1_phasediff.nii'
    ),
    'sub-02/ses-04/fmap': (
        'sub-02_ses-04_run-1_magnitude1.nii sub-02_ses-04_run-1_magnitude2.nii '
        'sub-02_ses-04_run-1_phasediff.nii sub-02_ses-04_run-2_magnitude1.nii '
        'sub-02_ses-04_run-2_magnitude2.nii sub-02_ses-04_run-2_phasediff.nii'
    ),
    'sub-02/ses-05/fmap': (
        'sub-02_ses-05_run-1_magnitude1.nii sub-02_ses-05_run-1_magnitude2.nii '
        'sub-02_ses-05_run-1_phasediff.nii'
    ),
    'sub-03/ses-01/fmap': (
        'sub-03_ses-01_run-1_magnitude1.nii sub-03_ses-01_run-1_magnitude2.nii '
        'sub-03_ses-01_run-1_phasediff.nii'
    ),
    'sub-03/ses-02/fmap': (
        'sub-03_ses-02_run-1_magnitude1.nii sub-03_ses-02_run-1_magnitude2.nii '
        'sub-03_ses-02_run-1_phasediff.nii'
    ),
    'sub-03/ses-03/fmap': (
        'sub-03_ses-03_run-1_magnitude1.nii sub-03_ses-03_run-1_magnitude2.nii '
        'sub-03_ses-03_run-1_phasediff.nii'
    ),
    'sub-03/ses-04/fmap': (
        'sub-03_ses-04_run-1_magnitude1.nii sub-03_ses-04_run-1_magnitude2.nii '
        'sub-03_ses-04_run-1_phasediff.nii'
    ),
    'sub-03/ses-05/fmap': (
        'sub-03_ses-05_run-1_magnitude1.nii sub-03_ses-05_run-1_magnitude2.nii '
        'sub-03_ses-05_run-1_phasediff.nii'
    ),
    'sub-04/ses-01/fmap': (
        'sub-04_ses-01_run-1_magnitude1.nii sub-04_ses-01_run-1_magnitude2.nii '
        'sub-04_ses-01_run-1_phasediff.nii sub-04_ses-01_run-2_magnitude1.nii '
        'sub-04_ses-01_run-2_magnitude2.nii sub-04_ses-01_run-2_phasediff.nii'
    ),
    'sub-04/ses-02/fmap': (
        'sub-04_ses-02_run-1_magnitude1.nii sub-04_ses-02_run-1_magnitude2.nii '
        'sub-04_ses-02_run-1_phasediff.nii'
    ),
    'sub-04/ses-03/fmap': (
        'sub-04_ses-03_run-1_magnitude1.nii sub-04_ses-03_run-1_magnitude2.nii '
        'sub-04_ses-03_run-1_phasediff.nii'
    ),
    'sub-04/ses-04/fmap': (
        'sub-04_ses-04_run-1_magnitude1.nii sub-04_ses-04_run-1_magnitude2.nii '
        'sub-04_ses-04_run-1_phasediff.nii'
    ),
    'sub-04/ses-05/fmap': (
        'sub-04_ses-05_run-1_magnitude1.nii sub-04_ses-05_run-1_magnitude2.nii '
        'sub-04_ses-05_run-1_phasediff.nii'
    ),
    'sub-05/ses-01/fmap': (
        'sub-05_ses-01_run-1_magnitude1.nii sub-05_ses-01_run-1_magnitude2.nii '
        'sub-05_ses-01_run-1_phasediff.nii'
    ),
    'sub-05/ses-02/fmap': (
        'sub-05_ses-02_run-1_magnitude1.nii sub-05_ses-02_run-1_magnitude2.nii '
        'sub-05_ses-02_run-1_phasediff.nii'
    ),
    'sub-05/ses-03/fmap': (
        'sub-05_ses-03_run-1_magnitude1.nii sub-05_ses-03_run-1_magnitude2.nii '
        'sub-05_ses-03_run-1_phasediff.nii'
    ),
    'sub-05/ses-04/fmap': (
        'sub-05_ses-04_run-1_magnitude1.nii sub-05_ses-04_run-1_magnitude2.nii '
        'sub-05_ses-04_run-1_phasediff.nii'
    ),
    'sub-05/ses-05/fmap': (
        'sub-05_ses-05_run-1_magnitude1.nii sub-05_ses-05_run-1_magnitude2.nii '
        'sub-05_ses-05_run-1_phasediff.nii'
    ),
    'sub-06/ses-01/fmap': (
        'sub-06_ses-01_run-1_magnitude1.nii sub-06_ses-01_run-1_magnitude2.nii '
        'sub-06_ses-01_run-1_phasediff.nii'
    ),
    'sub-06/ses-02/fmap': (
        'sub-06_ses-02_run-1_magnitude1.nii sub-06_ses-02_run-1_magnitude2.nii '
        'sub-06_ses-02_run-1_phasediff.nii'
    ),
    'sub-06/ses-03/fmap': (
        'sub-06_ses-03_run-1_magnitude1.nii sub-06_ses-03_run-1_magnitude2.nii '
        'sub-06_ses-03_run-1_phasediff.nii'
    ),
    'sub-06/ses-04/fmap': (
        'sub-06_ses-04_run-1_magnitude1.nii sub-06_ses-04_run-1_magnitude2.nii '
        'sub-06_ses-04_run-1_phasediff.nii'
    ),
    'sub-06/ses-05/fmap': (
        'sub-06_ses-05_run-1_magnitude1.nii sub-06_ses-05_run-1_magnitude2.nii '
        'sub-06_ses-05_run-1_phasediff.nii'
    ),
    'sub-07/ses-01/fmap': (
        'sub-07_ses-01_run-1_magnitude1.nii sub-07_ses-01_run-1_magnitude2.nii '
        'sub-07_ses-01_run-1_phasediff.nii'
    ),
    'sub-07/ses-02/fmap': (
        'sub-07_ses-02_run-1_magnitude1.nii sub-07_ses-02_run-1_magnitude2.nii '
        'sub-07_ses-02_run-1_phasediff.nii'
    ),
    'sub-07/ses-03/fmap': (
        'sub-07_ses-03_run-1_magnitude1.nii sub-07_ses-03_run-1_magnitude2.nii '
        'sub-07_ses-03_run-1_phasediff.nii'
    ),
    'sub-07/ses-04/fmap': (
        'sub-07_ses-04_run-1_magnitude1.nii sub-07_ses-04_run-1_magnitude2.nii '
        'sub-07_ses-04_run-1_phasediff.nii'
    ),
    'sub-07/ses-05/fmap': (
        'sub-07_ses-05_run-1_magnitude1.nii sub-07_ses-05_run-1_magnitude2.nii '
        'sub-07_ses-05_run-1_phasediff.nii'
    ),
    'sub-08/ses-01/fmap': (
        'sub-08_ses-01_run-1_magnitude1.nii sub-08_ses-01_run-1_magnitude2.nii '
        'sub-08_ses-01_run-1_phasediff.nii'
    ),
    'sub-08/ses-02/fmap': (
        'sub-08_ses-02_run-1_magnitude1.nii sub-08_ses-02_run-1_magnitude2.nii '
        'sub-08_ses-02_run-1_phasediff.nii'
    ),
    'sub-08/ses-03/fmap': (
        'sub-08_ses-03_run-1_magnitude1.nii sub-08_ses-03_run-1_magnitude2.nii '
        'sub-08_ses-03_run-1_phasediff.nii'
    ),
    'sub-08/ses-04/fmap': (
        'sub-08_ses-04_run-1_magnitude1.nii sub-08_ses-04_run-1_magnitude2.nii '
        'sub-08_ses-04_run-1_phasediff.nii'
    ),
    'sub-08/ses-05/fmap': (
        'sub-08_ses-05_run-1_magnitude1.nii sub-08_ses-05_run-1_magnitude2.nii '
        'sub-08_ses-05_run-1_phasediff.nii'
    ),
    'sub-09/ses-01/fmap': (
        'sub-09_ses-01_run-1_magnitude1.nii sub-09_ses-01_run-1_magnitude2.nii '
        'sub-09_ses-01_run-1_phasediff.nii'
    ),
    'sub-09/ses-02/fmap': (
        'sub-09_ses-02_run-1_magnitude1.nii sub-09_ses-02_run-1_magnitude2.nii '
        'sub-09_ses-02_run-1_phasediff.nii'
    ),
    'sub-09/ses-03/fmap': (
        'sub-09_ses-03_run-1_magnitude1.nii sub-09_ses-03_run-1_magnitude2.nii '
        'sub-09_ses-03_run-1_phasediff.nii'
    ),
    'sub-09/ses-04/fmap': (
        'sub-09_ses-04_run-1_magnitude1.nii sub-09_ses-04_run-1_magnitude2.nii '
        'sub-09_ses-04_run-1_phasediff.nii'
    ),
    'sub-09/ses-05/fmap': (
        'sub-09_ses-05_run-1_magnitude1.nii sub-09_ses-05_run-1_magnitude2.nii '
        'sub-09_ses-05_run-1_phasediff.nii'
    ),
    'sub-10/ses-01/fmap': (
        'sub-10_ses-01_run-1_magnitude1.nii sub-10_ses-01_run-1_magnitude2.nii '
        'sub-10_ses-01_run-1_phasediff.nii'
    ),
    'sub-10/ses-02/fmap': (
        'sub-10_ses-02_run-1_magnitude1.nii sub-10_ses-02_run-1_magnitude2.nii '
        'sub-10_ses-02_run-1_phasediff.nii'
    ),
    'sub-10/ses-03/fmap': (
        'sub-10_ses-03_run-1_magnitude1.nii sub-10_ses-03_run-1_magnitude2.nii '
        'sub-10_ses-03_run-1_phasediff.nii'
    ),
    'sub-10/ses-04/fmap': (
        'sub-10_ses-04_run-1_magnitude1.nii sub-10_ses-04_run-1_magnitude2.nii '
        'sub-10_ses-04_run-1_phasediff.nii'
    ),
    'sub-10/ses-05/fmap': (
        'sub-10_ses-05_run-1_magnitude1.nii sub-10_ses-05_run-1_magnitude2.nii '
        'sub-10_ses-05_run-1_phasediff.nii sub-10_ses-05_run-2_magnitude1.nii '
        'sub-10_ses-05_run-2_magnitude2.nii sub-10_ses-05_run-2_phasediff.nii'
    ),
}


BMD_FMAP_OTHER = {
    '': (
        'derivatives/versionA/MNI152/GLM/ROIs/sub-10/sub-10_EBA_top1000.mat '
        'derivatives/versionA/MNI152/prepared_data/prepared_allvoxel_pkl/TR3/sub-07/V3d_TRavg3_allvoxel.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_allvoxel_pkl/TR5/sub-08/LOC_TRavg5_allvoxel.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_allvoxel_pkl/TR7/sub-06/LOC_TRavg7_allvoxel.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR1/sub-06/WB_TRavg1_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR3/sub-01/LOC_TRavg3_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR3/sub-04/WB_TRavg3_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR9/sub-04/IPS1-2-3_TRavg9_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR9/sub-06/V2d_TRavg9_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TRavg56789/sub-06/V2d_TRavg-56789_reliable.pkl '
        'derivatives/versionA/fmriprep/sub-01/figures/sub-01_ses-02_task-train_run-7_desc-rois_bold.svg '
        'derivatives/versionA/fmriprep/sub-01/figures/sub-01_ses-03_task-test_run-1_desc-validation_bold.html '
        'derivatives/versionA/fmriprep/sub-01/ses-03/func/sub-01_ses-03_task-test_run-1_from-T1w_to-scanner_mode-image_xfm.txt '
        'derivatives/versionA/fmriprep/sub-01/ses-05/func/sub-01_ses-05_task-train_run-1_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-02/ses-01/func/sub-02_ses-01_task-rest_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/versionA/fmriprep/sub-02/ses-05/func/sub-02_ses-05_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/versionA/fmriprep/sub-03/figures/sub-03_ses-01_desc-summary_T1w.html '
        'derivatives/versionA/fmriprep/sub-03/figures/sub-03_ses-04_task-test_run-3_desc-compcorvar_bold.svg '
        'derivatives/versionA/fmriprep/sub-03/ses-02/func/sub-03_ses-02_task-test_run-3_space-MNI152NLin2009cAsym_desc-preproc-interpTR1s_bold.nii.gz '
        'derivatives/versionA/fmriprep/sub-03/ses-02/func/sub-03_ses-02_task-train_run-9_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/versionA/fmriprep/sub-04/figures/sub-04_ses-01_task-localizer_run-2_desc-bbregister_bold.svg '
        'derivatives/versionA/fmriprep/sub-05/ses-02/func/sub-05_ses-02_task-train_run-7_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-05/ses-03/func/sub-05_ses-03_task-test_run-2_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/versionA/fmriprep/sub-05/ses-03/func/sub-05_ses-03_task-train_run-2_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-05/ses-04/func/sub-05_ses-04_task-train_run-8_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-06/figures/sub-06_ses-05_task-train_run-10_desc-compcorvar_bold.svg '
        'derivatives/versionA/fmriprep/sub-06/ses-01/anat/sub-06_ses-01_from-T1w_to-MNI152NLin2009cAsym_mode-image_xfm.h5 '
        'derivatives/versionA/fmriprep/sub-07/figures/sub-07_ses-03_task-train_run-8_desc-carpetplot_bold.svg '
        'derivatives/versionA/fmriprep/sub-07/ses-02/func/sub-07_ses-02_task-train_run-4_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-07/ses-02/func/sub-07_ses-02_task-train_run-5_from-T1w_to-scanner_mode-image_xfm.txt '
        'derivatives/versionA/fmriprep/sub-08/figures/sub-08_ses-03_task-train_run-4_desc-compcorvar_bold.svg '
        'derivatives/versionA/fmriprep/sub-08/ses-03/func/sub-08_ses-03_task-train_run-5_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/versionA/fmriprep/sub-09/figures/sub-09_ses-02_task-train_run-3_desc-bbregister_bold.svg '
        'derivatives/versionA/fmriprep/sub-09/ses-05/func/sub-09_ses-05_task-train_run-9_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/versionA/freesurfer/fsaverage/label/rh.oasis.chubs.lateraltemporal.label '
        'derivatives/versionA/freesurfer/sub-01/stats/rh.aparc.stats '
        'derivatives/versionA/freesurfer/sub-06/surf/rh.curv.pial '
        'derivatives/versionA/freesurfer/sub-10/mri/aseg.presurf.hypos.mgz '
        'derivatives/versionA/freesurfer/sub-10/stats/rh.BA_exvivo.stats '
        'derivatives/versionA/freesurfer/sub-10/surf/lh.jacobian_white '
        'derivatives/versionB/MNI152/GLM/sub-08/ses-05/TYPED_FITHRF_GLMDENOISE_RR.npy '
        'derivatives/versionB/MNI152/prepared_allvoxel_pkl/sub-04/sub-04_roi-rIPS1-2-3_betas_normalized.pkl '
        'derivatives/versionB/MNI152/prepared_allvoxel_pkl/sub-07/sub-07_roi-lIPS0_betas_normalized.pkl '
        'derivatives/versionB/MNI152/prepared_allvoxel_pkl/sub-09/sub-09_roi-rOFA_betas_normalized.pkl '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-01/label/lh.BA6_exvivo.label '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-01/touch/lh.aparcstats2.touch '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-03/surf/rh.white '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-04/label/rh.BA3a_exvivo.thresh.label '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-05/label/lh.aparc.a2009s.annot '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-08/surf/lh.smoothwm.C.crv '
        'derivatives/versionB/fmriprep/sub-01/figures/sub-01_ses-04_task-train_run-6_desc-sdc_bold.svg '
        'derivatives/versionB/fmriprep/sub-01/ses-02/func/sub-01_ses-02_task-test_run-1_hemi-L_space-fsnative_bold.json '
        'derivatives/versionB/fmriprep/sub-01/ses-02/func/sub-01_ses-02_task-train_run-4_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-01/ses-03/func/sub-01_ses-03_task-test_run-1_hemi-L_space-fsaverage_bold.json '
        'derivatives/versionB/fmriprep/sub-01/ses-05/func/sub-01_ses-05_task-train_run-4_from-boldref_to-auto00004_mode-image_xfm.txt '
        'derivatives/versionB/fmriprep/sub-02/figures/sub-02_ses-05_task-train_run-5_desc-validation_bold.html '
        'derivatives/versionB/fmriprep/sub-02/ses-01/func/sub-02_ses-01_task-localizer_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/versionB/fmriprep/sub-02/ses-01/func/sub-02_ses-01_task-localizer_run-5_hemi-R_space-fsaverage_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-02/ses-02/func/sub-02_ses-02_task-train_run-4_hemi-L_space-fsaverage_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-02/ses-02/func/sub-02_ses-02_task-train_run-5_desc-hmc_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-02/ses-03/func/sub-02_ses-03_task-test_run-1_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-02/ses-04/func/sub-02_ses-04_task-test_run-1_hemi-R_space-fsaverage_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-02/ses-04/func/sub-02_ses-04_task-train_run-3_hemi-L_space-fsnative_bold.json '
        'derivatives/versionB/fmriprep/sub-03/figures/sub-03_ses-01_task-rest_run-5_desc-sdc_bold.svg '
        'derivatives/versionB/fmriprep/sub-03/figures/sub-03_ses-03_task-train_run-8_desc-carpetplot_bold.svg '
        'derivatives/versionB/fmriprep/sub-03/ses-01/func/sub-03_ses-01_task-rest_run-4_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-03/ses-02/func/sub-03_ses-02_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/versionB/fmriprep/sub-03/ses-03/func/sub-03_ses-03_task-train_run-6_desc-confounds_timeseries.json '
        'derivatives/versionB/fmriprep/sub-04/figures/sub-04_ses-03_task-test_run-3_desc-validation_bold.html '
        'derivatives/versionB/fmriprep/sub-04/ses-02/func/sub-04_ses-02_task-train_run-8_hemi-L_space-fsaverage_bold.json '
        'derivatives/versionB/fmriprep/sub-04/ses-03/func/sub-04_ses-03_task-train_run-8_desc-confounds_timeseries.json '
        'derivatives/versionB/fmriprep/sub-04/ses-04/func/sub-04_ses-04_task-train_run-10_hemi-L_space-fsnative_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-04/ses-04/func/sub-04_ses-04_task-train_run-6_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-05/ses-01/anat/sub-05_ses-01_space-fsLR_den-91k_curv.dscalar.nii '
        'derivatives/versionB/fmriprep/sub-05/ses-02/func/sub-05_ses-02_task-test_run-2_from-boldref_to-auto00001_mode-image_xfm.json '
        'derivatives/versionB/fmriprep/sub-05/ses-04/func/sub-05_ses-04_task-train_run-1_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-05/ses-04/func/sub-05_ses-04_task-train_run-9_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-01/func/sub-06_ses-01_task-localizer_run-5_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-01/func/sub-06_ses-01_task-rest_run-5_desc-hmc_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-02/func/sub-06_ses-02_task-train_run-8_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-04/func/sub-06_ses-04_task-train_run-6_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-05/func/sub-06_ses-05_task-test_run-2_desc-coreg_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-07/ses-03/func/sub-07_ses-03_task-train_run-10_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-07/ses-03/func/sub-07_ses-03_task-train_run-2_space-T1w_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-08/ses-02/func/sub-08_ses-02_task-train_run-8_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'derivatives/versionB/fmriprep/sub-08/ses-03/func/sub-08_ses-03_task-train_run-1_hemi-L_space-fsnative_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-09/ses-02/fmap/sub-09_ses-02_run-1_fmapid-auto00001_desc-coeff0_fieldmap.nii.gz '
        'derivatives/versionB/fmriprep/sub-09/ses-02/func/sub-09_ses-02_task-train_run-8_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-10/ses-03/func/sub-10_ses-03_task-train_run-7_space-fsLR_den-91k_bold.dtseries.nii '
        'derivatives/versionB/fmriprep/sub-10/ses-04/func/sub-10_ses-04_task-train_run-1_desc-coreg_boldref.json '
        'derivatives/versionB/fmriprep/sub-10/ses-04/func/sub-10_ses-04_task-train_run-7_hemi-R_space-fsaverage_bold.func.gii '
        'derivatives/versionB/fsaverage/GLM/sub-05/ses-04/right/DESIGNINFO.npy '
        'derivatives/versionB/fsaverage/GLM/sub-06/ses-05/right/sub-06_ses-05_conditionOrderDM.pkl '
        'sub-01/ses-02/fmap/sub-01_ses-02_run-1_magnitude1.json '
        'sub-01/ses-02/fmap/sub-01_ses-02_run-1_phasediff.json '
        'sub-01/ses-03/fmap/sub-01_ses-03_run-1_magnitude2.json '
        'sub-01/ses-03/fmap/sub-01_ses-03_run-1_phasediff.json '
        'sub-02/ses-03/fmap/sub-02_ses-03_run-1_magnitude1.json '
        'sub-02/ses-03/fmap/sub-02_ses-03_run-1_phasediff.json '
        'sub-02/ses-04/fmap/sub-02_ses-04_run-2_magnitude1.json '
        'sub-02/ses-04/fmap/sub-02_ses-04_run-2_magnitude2.json '
        'sub-02/ses-05/fmap/sub-02_ses-05_run-1_magnitude2.json '
        'sub-03/ses-01/fmap/sub-03_ses-01_run-1_magnitude1.json '
        'sub-03/ses-01/fmap/sub-03_ses-01_run-1_phasediff.json '
        'sub-03/ses-02/fmap/sub-03_ses-02_run-1_magnitude2.json '
        'sub-03/ses-03/fmap/sub-03_ses-03_run-1_magnitude2.json '
        'sub-03/ses-03/fmap/sub-03_ses-03_run-1_phasediff.json '
        'sub-03/ses-04/fmap/sub-03_ses-04_run-1_magnitude2.json '
        'sub-03/ses-04/fmap/sub-03_ses-04_run-1_phasediff.json '
        'sub-03/ses-05/func/sub-03_ses-05_task-train_run-2_bold.json '
        'sub-04/ses-04/fmap/sub-04_ses-04_run-1_magnitude1.json '
        'sub-04/ses-04/fmap/sub-04_ses-04_run-1_phasediff.json '
        'sub-04/ses-05/fmap/sub-04_ses-05_run-1_magnitude2.json '
        'sub-04/ses-05/fmap/sub-04_ses-05_run-1_phasediff.json '
        'sub-05/ses-01/fmap/sub-05_ses-01_run-1_magnitude2.json '
        'sub-05/ses-01/fmap/sub-05_ses-01_run-1_phasediff.json '
        'sub-05/ses-03/fmap/sub-05_ses-03_run-1_phasediff.json '
        'sub-05/ses-04/fmap/sub-05_ses-04_run-1_magnitude1.json '
        'sub-05/ses-04/fmap/sub-05_ses-04_run-1_magnitude2.json '
        'sub-05/ses-05/fmap/sub-05_ses-05_run-1_magnitude1.json '
        'sub-05/ses-05/fmap/sub-05_ses-05_run-1_magnitude2.json '
        'sub-06/ses-01/fmap/sub-06_ses-01_run-1_magnitude1.json '
        'sub-06/ses-03/fmap/sub-06_ses-03_run-1_magnitude1.json '
        'sub-06/ses-03/fmap/sub-06_ses-03_run-1_magnitude2.json '
        'sub-06/ses-04/fmap/sub-06_ses-04_run-1_magnitude1.json '
        'sub-06/ses-04/fmap/sub-06_ses-04_run-1_phasediff.json '
        'sub-06/ses-05/fmap/sub-06_ses-05_run-1_magnitude2.json '
        'sub-06/ses-05/fmap/sub-06_ses-05_run-1_phasediff.json '
        'sub-07/ses-02/fmap/sub-07_ses-02_run-1_magnitude2.json '
        'sub-07/ses-02/fmap/sub-07_ses-02_run-1_phasediff.json '
        'sub-07/ses-03/fmap/sub-07_ses-03_run-1_phasediff.json '
        'sub-07/ses-04/fmap/sub-07_ses-04_run-1_magnitude1.json '
        'sub-07/ses-04/fmap/sub-07_ses-04_run-1_phasediff.json '
        'sub-07/ses-05/fmap/sub-07_ses-05_run-1_magnitude1.json '
        'sub-07/ses-05/fmap/sub-07_ses-05_run-1_phasediff.json '
        'sub-07/ses-05/func/sub-07_ses-05_task-train_run-10_events.tsv '
        'sub-08/ses-02/fmap/sub-08_ses-02_run-1_phasediff.json '
        'sub-08/ses-03/fmap/sub-08_ses-03_run-1_magnitude1.json '
        'sub-08/ses-03/fmap/sub-08_ses-03_run-1_magnitude2.json '
        'sub-08/ses-04/fmap/sub-08_ses-04_run-1_magnitude1.json '
        'sub-08/ses-04/fmap/sub-08_ses-04_run-1_magnitude2.json '
        'sub-08/ses-05/fmap/sub-08_ses-05_run-1_magnitude1.json '
        'sub-09/ses-01/fmap/sub-09_ses-01_run-1_magnitude1.json '
        'sub-09/ses-01/fmap/sub-09_ses-01_run-1_phasediff.json '
        'sub-09/ses-02/fmap/sub-09_ses-02_run-1_magnitude1.json '
        'sub-09/ses-02/fmap/sub-09_ses-02_run-1_magnitude2.json '
        'sub-09/ses-03/fmap/sub-09_ses-03_run-1_magnitude1.json '
        'sub-09/ses-03/fmap/sub-09_ses-03_run-1_phasediff.json '
        'sub-09/ses-04/func/sub-09_ses-04_task-train_run-1_events.tsv '
        'sub-10/ses-01/fmap/sub-10_ses-01_run-1_phasediff.json '
        'sub-10/ses-02/fmap/sub-10_ses-02_run-1_phasediff.json '
        'sub-10/ses-03/fmap/sub-10_ses-03_run-1_magnitude1.json '
        'sub-10/ses-03/fmap/sub-10_ses-03_run-1_magnitude2.json '
        'sub-10/ses-04/fmap/sub-10_ses-04_run-1_magnitude1.json '
        'sub-10/ses-04/fmap/sub-10_ses-04_run-1_phasediff.json'
    ),
    'derivatives/versionB/fmriprep/sub-07/ses-05/func': (
        'sub-07_ses-05_task-test_run-2_desc-confounds_timeseries.json '
        'sub-07_ses-05_task-test_run-3_hemi-L_space-fsaverage_bold.json '
        'sub-07_ses-05_task-train_run-10_desc-hmc_boldref.json '
        'sub-07_ses-05_task-train_run-5_space-fsLR_den-91k_bold.json'
    ),
    'sub-01/ses-04/fmap': (
        'sub-01_ses-04_run-1_magnitude1.json sub-01_ses-04_run-1_magnitude2.json '
        'sub-01_ses-04_run-1_phasediff.json'
    ),
    'sub-01/ses-05/fmap': (
        'sub-01_ses-05_run-1_magnitude1.json sub-01_ses-05_run-1_magnitude2.json '
        'sub-01_ses-05_run-1_phasediff.json'
    ),
    'sub-02/ses-01/fmap': (
        'sub-02_ses-01_run-1_magnitude1.json sub-02_ses-01_run-1_phasediff.json '
        'sub-02_ses-01_run-2_magnitude1.json sub-02_ses-01_run-2_magnitude2.json'
    ),
    'sub-02/ses-02/fmap': (
        'sub-02_ses-02_run-1_magnitude1.json sub-02_ses-02_run-1_magnitude2.json '
        'sub-02_ses-02_run-1_phasediff.json'
    ),
    'sub-04/ses-01/fmap': (
        'sub-04_ses-01_run-1_phasediff.json sub-04_ses-01_run-2_magnitude1.json '
        'sub-04_ses-01_run-2_phasediff.json'
    ),
    'sub-04/ses-02/fmap': (
        'sub-04_ses-02_run-1_magnitude1.json sub-04_ses-02_run-1_magnitude2.json '
        'sub-04_ses-02_run-1_phasediff.json'
    ),
    'sub-04/ses-03/fmap': (
        'sub-04_ses-03_run-1_magnitude1.json sub-04_ses-03_run-1_magnitude2.json '
        'sub-04_ses-03_run-1_phasediff.json'
    ),
    'sub-05/ses-02/fmap': (
        'sub-05_ses-02_run-1_magnitude1.json sub-05_ses-02_run-1_magnitude2.json '
        'sub-05_ses-02_run-1_phasediff.json'
    ),
    'sub-06/ses-02/fmap': (
        'sub-06_ses-02_run-1_magnitude1.json sub-06_ses-02_run-1_magnitude2.json '
        'sub-06_ses-02_run-1_phasediff.json'
    ),
    'sub-07/ses-01/fmap': (
        'sub-07_ses-01_run-1_magnitude1.json sub-07_ses-01_run-1_magnitude2.json '
        'sub-07_ses-01_run-1_phasediff.json'
    ),
    'sub-09/ses-04/fmap': (
        'sub-09_ses-04_run-1_magnitude1.json sub-09_ses-04_run-1_magnitude2.json '
        'sub-09_ses-04_run-1_phasediff.json'
    ),
    'sub-09/ses-05/fmap': (
        'sub-09_ses-05_run-1_magnitude1.json sub-09_ses-05_run-1_magnitude2.json '
        'sub-09_ses-05_run-1_phasediff.json'
    ),
    'sub-10/ses-05/fmap': (
        'sub-10_ses-05_run-1_magnitude1.json sub-10_ses-05_run-1_phasediff.json '
        'sub-10_ses-05_run-2_magnitude1.json sub-10_ses-05_run-2_magnitude2.json'
    ),
}


BMD_PREPROC_KIND = {
    '': (
        'derivatives/versionB/fmriprep/sub-06/ses-04/func/sub-06_ses-04_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/versionB/fmriprep/sub-06/ses-04/func/sub-06_ses-04_task-train_run-9_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-01/ses-01/func': (
        'sub-01_ses-01_task-localizer_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-01_task-localizer_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-01_task-rest_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-01_task-rest_run-5_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-01/ses-02/func': (
        'sub-01_ses-02_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-02_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-02_task-train_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-02_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-02_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-02_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-02_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-01/ses-03/func': (
        'sub-01_ses-03_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-03_task-train_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-03_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-03_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-03_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-03_task-train_run-7_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-03_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-01/ses-04/func': (
        'sub-01_ses-04_task-test_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-04_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-04_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-04_task-train_run-7_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-04_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-01/ses-05/func': (
        'sub-01_ses-05_task-test_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-05_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-05_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-05_task-train_run-6_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-05_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-01_ses-05_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz '
        'sub-01_ses-05_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-01/func': (
        'sub-02_ses-01_task-localizer_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-01_task-localizer_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-01_task-localizer_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-01_task-rest_run-4_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-02/func': (
        'sub-02_ses-02_task-train_run-10_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-02_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-02_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-02_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-02_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-02_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-02_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-03/func': (
        'sub-02_ses-03_task-test_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-03_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-03_task-train_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-03_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-03_task-train_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-03_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-03_task-train_run-7_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-03_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-04/func': (
        'sub-02_ses-04_task-test_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-04_task-test_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-04_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-04_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-05/func': (
        'sub-02_ses-05_task-train_run-10_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-05_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-05_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-05_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-02_ses-05_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-02_ses-05_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-03/ses-01/func': (
        'sub-03_ses-01_task-localizer_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-01_task-localizer_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-01_task-rest_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-01_task-rest_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-01_task-rest_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-03/ses-02/func': (
        'sub-03_ses-02_task-train_run-10_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-02_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-02_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-02_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-02_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-02_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-03/ses-03/func': (
        'sub-03_ses-03_task-test_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-03_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-03_task-test_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-03_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-03_task-train_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-03_task-train_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-03_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-03/ses-04/func': (
        'sub-03_ses-04_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-04_task-test_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-04_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-04_task-train_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-03_ses-04_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-04_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-04_task-train_run-9_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-03/ses-05/func': (
        'sub-03_ses-05_task-test_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-05_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-05_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-03_ses-05_task-train_run-6_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-04/ses-01/func': (
        'sub-04_ses-01_task-localizer_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-01_task-localizer_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-01_task-localizer_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-01_task-localizer_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-01_task-rest_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-01_task-rest_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-01_task-rest_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-04/ses-02/func': (
        'sub-04_ses-02_task-test_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-02_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-02_task-test_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-02_task-test_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-02_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-02_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-02_task-train_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-02_task-train_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-02_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-02_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-04/ses-03/func': (
        'sub-04_ses-03_task-train_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-03_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-03_task-train_run-7_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-04/ses-04/func': (
        'sub-04_ses-04_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-04_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-04_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-04_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-04/ses-05/func': (
        'sub-04_ses-05_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-04_ses-05_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-05_task-train_run-6_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-04_ses-05_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-05/ses-01/func': (
        'sub-05_ses-01_task-localizer_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-01_task-localizer_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-01_task-localizer_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-01_task-rest_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-01_task-rest_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-01_task-rest_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-05/ses-02/func': (
        'sub-05_ses-02_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-02_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-02_task-train_run-10_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-02_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-02_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-05/ses-03/func': (
        'sub-05_ses-03_task-test_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-03_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-03_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-03_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-03_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-03_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-03_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-03_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-03_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-05/ses-04/func': (
        'sub-05_ses-04_task-test_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-04_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-04_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-04_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-04_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-04_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-05/ses-05/func': (
        'sub-05_ses-05_task-test_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-05_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-05_ses-05_task-test_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-05_ses-05_task-train_run-10_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-06/ses-01/func': (
        'sub-06_ses-01_task-localizer_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-01_task-localizer_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-01_task-localizer_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-06_ses-01_task-rest_run-5_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-06/ses-02/func': (
        'sub-06_ses-02_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-06_ses-02_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-02_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-06_ses-02_task-train_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-02_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-06/ses-03/func': (
        'sub-06_ses-03_task-test_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-06_ses-03_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-06_ses-03_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-03_task-train_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-03_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-03_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-06/ses-05/func': (
        'sub-06_ses-05_task-train_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-05_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-05_task-train_run-7_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-06_ses-05_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz '
        'sub-06_ses-05_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-06_ses-05_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-07/ses-01/func': (
        'sub-07_ses-01_task-localizer_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-01_task-localizer_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-01_task-localizer_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-01_task-rest_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-01_task-rest_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-01_task-rest_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-01_task-rest_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-07/ses-02/func': (
        'sub-07_ses-02_task-test_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-02_task-test_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-02_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-02_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-02_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-02_task-train_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-02_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-02_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-02_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-07/ses-03/func': (
        'sub-07_ses-03_task-test_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-03_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-03_task-train_run-10_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-03_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-03_task-train_run-9_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-07/ses-04/func': (
        'sub-07_ses-04_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-04_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-04_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-04_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-04_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-07/ses-05/func': (
        'sub-07_ses-05_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-05_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-05_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz '
        'sub-07_ses-05_task-train_run-8_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-07_ses-05_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-08/ses-01/func': (
        'sub-08_ses-01_task-localizer_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-01_task-localizer_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-01_task-localizer_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-01_task-rest_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-01_task-rest_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-01_task-rest_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-08/ses-02/func': (
        'sub-08_ses-02_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-02_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-02_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-02_task-train_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-02_task-train_run-7_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-02_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-02_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-02_task-train_run-9_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-08/ses-03/func': (
        'sub-08_ses-03_task-test_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-03_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-03_task-train_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-03_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-08/ses-04/func': (
        'sub-08_ses-04_task-train_run-10_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-04_task-train_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-04_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-04_task-train_run-7_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-04_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-04_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-08/ses-05/func': (
        'sub-08_ses-05_task-test_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-05_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-05_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-05_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-05_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-05_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-08_ses-05_task-train_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-08_ses-05_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-09/ses-01/func': (
        'sub-09_ses-01_task-localizer_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-01_task-localizer_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-01_task-localizer_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-01_task-localizer_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-01_task-localizer_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-01_task-localizer_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-01_task-localizer_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-01_task-rest_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-01_task-rest_run-3_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-09/ses-02/func': (
        'sub-09_ses-02_task-test_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-02_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-02_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-02_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-02_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-02_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-02_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-02_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-09/ses-03/func': (
        'sub-09_ses-03_task-test_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-03_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-03_task-train_run-7_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-03_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-09/ses-04/func': (
        'sub-09_ses-04_task-test_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-04_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-04_task-train_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-04_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-04_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-04_task-train_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-04_task-train_run-4_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-04_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-04_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-09/ses-05/func': (
        'sub-09_ses-05_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-05_task-train_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-05_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-05_task-train_run-4_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-05_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-09_ses-05_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz '
        'sub-09_ses-05_task-train_run-8_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-10/ses-01/func': (
        'sub-10_ses-01_task-localizer_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-01_task-rest_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-01_task-rest_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-01_task-rest_run-4_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-10/ses-02/func': (
        'sub-10_ses-02_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-02_task-train_run-10_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-02_task-train_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-02_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-02_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-02_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-02_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-10/ses-03/func': (
        'sub-10_ses-03_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-03_task-test_run-2_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-03_task-test_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-03_task-train_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-03_task-train_run-3_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-03_task-train_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-03_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-03_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-10/ses-04/func': (
        'sub-10_ses-04_task-train_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-04_task-train_run-5_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-04_task-train_run-6_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-04_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-04_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-10/ses-05/func': (
        'sub-10_ses-05_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-05_task-test_run-3_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-05_task-train_run-1_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-05_task-train_run-6_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'sub-10_ses-05_task-train_run-6_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-05_task-train_run-7_space-T1w_desc-preproc_bold.nii.gz '
        'sub-10_ses-05_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz'
    ),
}


BMD_PREPROC_OTHER = {
    '': (
        'derivatives/versionA/MNI152/GLM/ROIs/sub-10/sub-10_EBA_top1000.mat '
        'derivatives/versionA/MNI152/prepared_data/prepared_allvoxel_pkl/TR3/sub-07/V3d_TRavg3_allvoxel.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_allvoxel_pkl/TR5/sub-08/LOC_TRavg5_allvoxel.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_allvoxel_pkl/TR7/sub-06/LOC_TRavg7_allvoxel.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR1/sub-06/WB_TRavg1_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR3/sub-01/LOC_TRavg3_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR3/sub-04/WB_TRavg3_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR9/sub-04/IPS1-2-3_TRavg9_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TR9/sub-06/V2d_TRavg9_reliable.pkl '
        'derivatives/versionA/MNI152/prepared_data/prepared_reliable_pkl/TRavg56789/sub-06/V2d_TRavg-56789_reliable.pkl '
        'derivatives/versionA/fmriprep/sub-01/figures/sub-01_ses-02_task-train_run-7_desc-rois_bold.svg '
        'derivatives/versionA/fmriprep/sub-01/figures/sub-01_ses-03_task-test_run-1_desc-validation_bold.html '
        'derivatives/versionA/fmriprep/sub-01/ses-03/func/sub-01_ses-03_task-test_run-1_from-T1w_to-scanner_mode-image_xfm.txt '
        'derivatives/versionA/fmriprep/sub-01/ses-05/func/sub-01_ses-05_task-train_run-1_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-02/ses-01/func/sub-02_ses-01_task-rest_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/versionA/fmriprep/sub-02/ses-05/func/sub-02_ses-05_task-train_run-10_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/versionA/fmriprep/sub-03/figures/sub-03_ses-01_desc-summary_T1w.html '
        'derivatives/versionA/fmriprep/sub-03/figures/sub-03_ses-04_task-test_run-3_desc-compcorvar_bold.svg '
        'derivatives/versionA/fmriprep/sub-03/ses-02/func/sub-03_ses-02_task-test_run-3_space-MNI152NLin2009cAsym_desc-preproc-interpTR1s_bold.nii.gz '
        'derivatives/versionA/fmriprep/sub-03/ses-02/func/sub-03_ses-02_task-train_run-9_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/versionA/fmriprep/sub-04/figures/sub-04_ses-01_task-localizer_run-2_desc-bbregister_bold.svg '
        'derivatives/versionA/fmriprep/sub-05/ses-02/func/sub-05_ses-02_task-train_run-7_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-05/ses-03/func/sub-05_ses-03_task-test_run-2_space-MNI152NLin2009cAsym_desc-aparcaseg_dseg.nii.gz '
        'derivatives/versionA/fmriprep/sub-05/ses-03/func/sub-05_ses-03_task-train_run-2_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-05/ses-04/func/sub-05_ses-04_task-train_run-8_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-06/figures/sub-06_ses-05_task-train_run-10_desc-compcorvar_bold.svg '
        'derivatives/versionA/fmriprep/sub-06/ses-01/anat/sub-06_ses-01_from-T1w_to-MNI152NLin2009cAsym_mode-image_xfm.h5 '
        'derivatives/versionA/fmriprep/sub-07/figures/sub-07_ses-03_task-train_run-8_desc-carpetplot_bold.svg '
        'derivatives/versionA/fmriprep/sub-07/ses-02/func/sub-07_ses-02_task-train_run-4_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-07/ses-02/func/sub-07_ses-02_task-train_run-5_from-T1w_to-scanner_mode-image_xfm.txt '
        'derivatives/versionA/fmriprep/sub-08/figures/sub-08_ses-03_task-train_run-4_desc-compcorvar_bold.svg '
        'derivatives/versionA/fmriprep/sub-08/ses-03/func/sub-08_ses-03_task-train_run-5_space-MNI152NLin2009cAsym_desc-aseg_dseg.nii.gz '
        'derivatives/versionA/fmriprep/sub-09/figures/sub-09_ses-02_task-train_run-3_desc-bbregister_bold.svg '
        'derivatives/versionA/fmriprep/sub-09/ses-05/func/sub-09_ses-05_task-train_run-3_desc-confounds_timeseries.json '
        'derivatives/versionA/fmriprep/sub-09/ses-05/func/sub-09_ses-05_task-train_run-9_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/versionA/freesurfer/fsaverage/label/rh.oasis.chubs.lateraltemporal.label '
        'derivatives/versionA/freesurfer/sub-01/stats/rh.aparc.stats '
        'derivatives/versionA/freesurfer/sub-06/surf/rh.curv.pial '
        'derivatives/versionA/freesurfer/sub-10/mri/aseg.presurf.hypos.mgz '
        'derivatives/versionA/freesurfer/sub-10/stats/rh.BA_exvivo.stats '
        'derivatives/versionA/freesurfer/sub-10/surf/lh.jacobian_white '
        'derivatives/versionB/MNI152/GLM/sub-08/ses-05/TYPED_FITHRF_GLMDENOISE_RR.npy '
        'derivatives/versionB/MNI152/prepared_allvoxel_pkl/sub-04/sub-04_roi-rIPS1-2-3_betas_normalized.pkl '
        'derivatives/versionB/MNI152/prepared_allvoxel_pkl/sub-07/sub-07_roi-lIPS0_betas_normalized.pkl '
        'derivatives/versionB/MNI152/prepared_allvoxel_pkl/sub-09/sub-09_roi-rOFA_betas_normalized.pkl '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-01/label/lh.BA6_exvivo.label '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-01/touch/lh.aparcstats2.touch '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-03/surf/rh.white '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-04/label/rh.BA3a_exvivo.thresh.label '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-05/label/lh.aparc.a2009s.annot '
        'derivatives/versionB/fmriprep/sourcedata/freesurfer/sub-08/surf/lh.smoothwm.C.crv '
        'derivatives/versionB/fmriprep/sub-01/figures/sub-01_ses-04_task-train_run-6_desc-sdc_bold.svg '
        'derivatives/versionB/fmriprep/sub-01/ses-02/func/sub-01_ses-02_task-test_run-2_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'derivatives/versionB/fmriprep/sub-01/ses-02/func/sub-01_ses-02_task-train_run-5_hemi-R_space-fsaverage_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-01/ses-03/func/sub-01_ses-03_task-test_run-3_desc-coreg_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-01/ses-03/func/sub-01_ses-03_task-train_run-10_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'derivatives/versionB/fmriprep/sub-01/ses-04/func/sub-01_ses-04_task-train_run-4_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/versionB/fmriprep/sub-01/ses-04/func/sub-01_ses-04_task-train_run-6_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/versionB/fmriprep/sub-03/figures/sub-03_ses-04_task-train_run-10_desc-validation_bold.html '
        'derivatives/versionB/fmriprep/sub-03/ses-01/anat/sub-03_ses-01_hemi-L_sphere.surf.gii '
        'derivatives/versionB/fmriprep/sub-03/ses-04/func/sub-03_ses-04_task-train_run-5_desc-hmc_boldref.json '
        'derivatives/versionB/fmriprep/sub-03/ses-04/func/sub-03_ses-04_task-train_run-5_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/versionB/fmriprep/sub-03/ses-05/func/sub-03_ses-05_task-train_run-10_hemi-L_space-fsnative_bold.json '
        'derivatives/versionB/fmriprep/sub-03/ses-05/func/sub-03_ses-05_task-train_run-1_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/versionB/fmriprep/sub-04/ses-02/func/sub-04_ses-02_task-test_run-1_hemi-R_space-fsnative_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-04/ses-04/func/sub-04_ses-04_task-test_run-2_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'derivatives/versionB/fmriprep/sub-05/figures/sub-05_ses-01_task-localizer_run-5_desc-carpetplot_bold.svg '
        'derivatives/versionB/fmriprep/sub-05/ses-01/func/sub-05_ses-01_task-localizer_run-4_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'derivatives/versionB/fmriprep/sub-05/ses-01/func/sub-05_ses-01_task-rest_run-3_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'derivatives/versionB/fmriprep/sub-05/ses-03/func/sub-05_ses-03_task-train_run-5_from-boldref_to-auto00002_mode-image_xfm.json '
        'derivatives/versionB/fmriprep/sub-05/ses-03/func/sub-05_ses-03_task-train_run-7_hemi-R_space-fsnative_bold.func.gii '
        'derivatives/versionB/fmriprep/sub-06/figures/sub-06_ses-01_task-localizer_run-1_desc-validation_bold.html '
        'derivatives/versionB/fmriprep/sub-06/figures/sub-06_ses-03_task-train_run-2_desc-fmapCoreg_bold.svg '
        'derivatives/versionB/fmriprep/sub-06/ses-01/func/sub-06_ses-01_task-rest_run-1_space-T1w_desc-preproc_bold.json '
        'derivatives/versionB/fmriprep/sub-07/figures/sub-07_ses-03_task-train_run-7_desc-fmapCoreg_bold.svg '
        'derivatives/versionB/fmriprep/sub-07/figures/sub-07_ses-04_task-train_run-9_desc-sdc_bold.svg '
        'derivatives/versionB/fmriprep/sub-07/ses-01/func/sub-07_ses-01_task-rest_run-2_space-fsLR_den-91k_bold.json '
        'derivatives/versionB/fmriprep/sub-07/ses-04/func/sub-07_ses-04_task-test_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/versionB/fmriprep/sub-07/ses-04/func/sub-07_ses-04_task-train_run-4_space-fsLR_den-91k_bold.json '
        'derivatives/versionB/fmriprep/sub-08/ses-01/anat/sub-08_ses-01_dseg.nii.gz '
        'derivatives/versionB/fmriprep/sub-08/ses-01/fmap/sub-08_ses-01_run-1_fmapid-auto00000_desc-coeff1_fieldmap.nii.gz '
        'derivatives/versionB/fmriprep/sub-08/ses-02/func/sub-08_ses-02_task-train_run-4_hemi-L_space-fsaverage_bold.json '
        'derivatives/versionB/fmriprep/sub-09/figures/sub-09_ses-01_task-localizer_run-3_desc-compcorvar_bold.svg '
        'derivatives/versionB/fmriprep/sub-09/ses-01/func/sub-09_ses-01_task-localizer_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'derivatives/versionB/fmriprep/sub-09/ses-01/func/sub-09_ses-01_task-localizer_run-5_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'derivatives/versionB/fmriprep/sub-09/ses-02/func/sub-09_ses-02_task-test_run-2_hemi-L_space-fsaverage_bold.json '
        'derivatives/versionB/fmriprep/sub-09/ses-05/func/sub-09_ses-05_task-train_run-6_space-T1w_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-09/ses-05/func/sub-09_ses-05_task-train_run-9_desc-confounds_timeseries.json '
        'derivatives/versionB/fmriprep/sub-10/ses-04/func/sub-10_ses-04_task-train_run-2_desc-coreg_boldref.nii.gz '
        'derivatives/versionB/fmriprep/sub-10/ses-05/func/sub-10_ses-05_task-train_run-4_hemi-R_space-fsaverage_bold.json '
        'derivatives/versionB/fsaverage/GLM/sub-04/ses-05/right/DESIGNINFO.npy '
        'derivatives/versionB/fsaverage/GLM/sub-08/ses-02/left/RUNWISEFIR.npy '
        'derivatives/versionB/scripts/analysis/s1fig13_motionenergy/visualize_rois.py '
        'sub-05/ses-03/func/sub-05_ses-03_task-train_run-1_events.tsv '
        'sub-05/ses-04/func/sub-05_ses-04_task-train_run-8_bold.nii '
        'sub-09/ses-04/func/sub-09_ses-04_task-train_run-5_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-01/ses-05/func': (
        'sub-01_ses-05_task-train_run-2_hemi-L_space-fsnative_bold.func.gii '
        'sub-01_ses-05_task-train_run-4_hemi-L_space-fsnative_bold.func.gii '
        'sub-01_ses-05_task-train_run-6_desc-confounds_timeseries.json '
        'sub-01_ses-05_task-train_run-8_hemi-L_space-fsnative_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-01/func': (
        'sub-02_ses-01_task-localizer_run-2_desc-hmc_boldref.json '
        'sub-02_ses-01_task-rest_run-1_space-T1w_desc-brain_mask.nii.gz '
        'sub-02_ses-01_task-rest_run-2_hemi-R_space-fsaverage_bold.func.gii '
        'sub-02_ses-01_task-rest_run-2_space-fsLR_den-91k_bold.json '
        'sub-02_ses-01_task-rest_run-3_desc-hmc_boldref.json '
        'sub-02_ses-01_task-rest_run-3_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-02_ses-01_task-rest_run-5_desc-confounds_timeseries.json '
        'sub-02_ses-01_task-rest_run-5_hemi-R_space-fsnative_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-02/func': (
        'sub-02_ses-02_task-test_run-1_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-02_task-test_run-2_hemi-L_space-fsaverage_bold.json '
        'sub-02_ses-02_task-train_run-1_desc-confounds_timeseries.tsv '
        'sub-02_ses-02_task-train_run-5_hemi-L_space-fsaverage_bold.json '
        'sub-02_ses-02_task-train_run-6_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-02_ses-02_task-train_run-9_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-03/func': (
        'sub-02_ses-03_task-test_run-1_hemi-L_space-fsnative_bold.func.gii '
        'sub-02_ses-03_task-test_run-1_hemi-R_space-fsnative_bold.func.gii '
        'sub-02_ses-03_task-test_run-2_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-03_task-train_run-2_space-T1w_boldref.nii.gz '
        'sub-02_ses-03_task-train_run-4_hemi-L_space-fsaverage_bold.json '
        'sub-02_ses-03_task-train_run-6_from-boldref_to-auto00003_mode-image_xfm.json '
        'sub-02_ses-03_task-train_run-7_space-MNI152NLin2009cAsym_desc-preproc_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-04/func': (
        'sub-02_ses-04_task-test_run-3_hemi-R_space-fsaverage_bold.func.gii '
        'sub-02_ses-04_task-train_run-5_desc-hmc_boldref.json '
        'sub-02_ses-04_task-train_run-5_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-04_task-train_run-8_hemi-L_space-fsnative_bold.func.gii '
        'sub-02_ses-04_task-train_run-9_desc-hmc_boldref.json'
    ),
    'derivatives/versionB/fmriprep/sub-02/ses-05/func': (
        'sub-02_ses-05_task-test_run-2_hemi-R_space-fsnative_bold.json '
        'sub-02_ses-05_task-train_run-10_desc-confounds_timeseries.json '
        'sub-02_ses-05_task-train_run-6_hemi-R_space-fsaverage_bold.func.gii '
        'sub-02_ses-05_task-train_run-6_space-MNI152NLin2009cAsym_desc-preproc_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-03/ses-02/func': (
        'sub-03_ses-02_task-train_run-10_desc-confounds_timeseries.json '
        'sub-03_ses-02_task-train_run-10_space-T1w_boldref.nii.gz '
        'sub-03_ses-02_task-train_run-1_desc-hmc_boldref.json '
        'sub-03_ses-02_task-train_run-5_hemi-R_space-fsnative_bold.json '
        'sub-03_ses-02_task-train_run-7_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-03/ses-03/func': (
        'sub-03_ses-03_task-test_run-3_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-03_ses-03_task-train_run-1_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-03_ses-03_task-train_run-5_space-T1w_boldref.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-04/ses-01/func': (
        'sub-04_ses-01_task-localizer_run-1_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-04_ses-01_task-rest_run-3_desc-confounds_timeseries.tsv '
        'sub-04_ses-01_task-rest_run-4_hemi-R_space-fsnative_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-04/ses-03/func': (
        'sub-04_ses-03_task-test_run-2_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-04_ses-03_task-test_run-3_hemi-L_space-fsnative_bold.func.gii '
        'sub-04_ses-03_task-train_run-7_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-04/ses-05/func': (
        'sub-04_ses-05_task-test_run-2_space-T1w_desc-brain_mask.nii.gz '
        'sub-04_ses-05_task-train_run-3_desc-confounds_timeseries.json '
        'sub-04_ses-05_task-train_run-4_space-fsLR_den-91k_bold.dtseries.nii'
    ),
    'derivatives/versionB/fmriprep/sub-05/ses-02/func': (
        'sub-05_ses-02_task-test_run-1_space-MNI152NLin2009cAsym_boldref.nii.gz '
        'sub-05_ses-02_task-train_run-10_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-05_ses-02_task-train_run-5_space-T1w_boldref.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-05/ses-04/func': (
        'sub-05_ses-04_task-test_run-2_hemi-R_space-fsnative_bold.func.gii '
        'sub-05_ses-04_task-train_run-2_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-05_ses-04_task-train_run-3_space-MNI152NLin2009cAsym_boldref.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-06/ses-03/func': (
        'sub-06_ses-03_task-test_run-1_desc-confounds_timeseries.tsv '
        'sub-06_ses-03_task-train_run-10_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-06_ses-03_task-train_run-10_space-fsLR_den-91k_bold.json '
        'sub-06_ses-03_task-train_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-06_ses-03_task-train_run-2_space-T1w_desc-preproc_bold.json '
        'sub-06_ses-03_task-train_run-7_hemi-R_space-fsaverage_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-06/ses-04/func': (
        'sub-06_ses-04_task-train_run-1_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-06_ses-04_task-train_run-2_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-06_ses-04_task-train_run-8_desc-coreg_boldref.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-06/ses-05/func': (
        'sub-06_ses-05_task-test_run-3_desc-confounds_timeseries.json '
        'sub-06_ses-05_task-train_run-10_from-boldref_to-auto00004_mode-image_xfm.txt '
        'sub-06_ses-05_task-train_run-5_desc-hmc_boldref.json '
        'sub-06_ses-05_task-train_run-5_hemi-R_space-fsaverage_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-07/ses-03/func': (
        'sub-07_ses-03_task-train_run-10_desc-confounds_timeseries.tsv '
        'sub-07_ses-03_task-train_run-2_from-boldref_to-auto00002_mode-image_xfm.json '
        'sub-07_ses-03_task-train_run-3_space-fsLR_den-91k_bold.json '
        'sub-07_ses-03_task-train_run-8_desc-coreg_boldref.json'
    ),
    'derivatives/versionB/fmriprep/sub-07/ses-05/func': (
        'sub-07_ses-05_task-test_run-3_desc-hmc_boldref.json '
        'sub-07_ses-05_task-train_run-3_space-fsLR_den-91k_bold.dtseries.nii '
        'sub-07_ses-05_task-train_run-4_space-fsLR_den-91k_bold.json '
        'sub-07_ses-05_task-train_run-7_hemi-R_space-fsaverage_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-08/ses-01/func': (
        'sub-08_ses-01_task-localizer_run-1_hemi-R_space-fsaverage_bold.json '
        'sub-08_ses-01_task-localizer_run-2_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-08_ses-01_task-rest_run-2_space-T1w_desc-preproc_bold.json'
    ),
    'derivatives/versionB/fmriprep/sub-08/ses-03/func': (
        'sub-08_ses-03_task-test_run-1_hemi-L_space-fsnative_bold.func.gii '
        'sub-08_ses-03_task-train_run-2_desc-confounds_timeseries.tsv '
        'sub-08_ses-03_task-train_run-4_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-08_ses-03_task-train_run-5_hemi-R_space-fsnative_bold.func.gii'
    ),
    'derivatives/versionB/fmriprep/sub-08/ses-05/func': (
        'sub-08_ses-05_task-train_run-3_from-boldref_to-auto00004_mode-image_xfm.txt '
        'sub-08_ses-05_task-train_run-3_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-08_ses-05_task-train_run-4_desc-confounds_timeseries.tsv '
        'sub-08_ses-05_task-train_run-4_hemi-L_space-fsnative_bold.func.gii '
        'sub-08_ses-05_task-train_run-7_hemi-L_space-fsnative_bold.func.gii'
    ),
    'derivatives/versionB/fmriprep/sub-09/ses-03/func': (
        'sub-09_ses-03_task-test_run-3_hemi-L_space-fsnative_bold.func.gii '
        'sub-09_ses-03_task-train_run-3_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-09_ses-03_task-train_run-8_from-boldref_to-auto00002_mode-image_xfm.txt'
    ),
    'derivatives/versionB/fmriprep/sub-09/ses-04/func': (
        'sub-09_ses-04_task-test_run-2_space-T1w_desc-brain_mask.nii.gz '
        'sub-09_ses-04_task-train_run-5_from-boldref_to-auto00003_mode-image_xfm.json '
        'sub-09_ses-04_task-train_run-9_space-MNI152NLin2009cAsym_desc-preproc_bold.json '
        'sub-09_ses-04_task-train_run-9_space-T1w_desc-brain_mask.nii.gz'
    ),
    'derivatives/versionB/fmriprep/sub-10/ses-02/func': (
        'sub-10_ses-02_task-train_run-1_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-10_ses-02_task-train_run-6_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'sub-10_ses-02_task-train_run-8_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-10_ses-02_task-train_run-9_space-fsLR_den-91k_bold.dtseries.nii'
    ),
    'derivatives/versionB/fmriprep/sub-10/ses-03/func': (
        'sub-10_ses-03_task-test_run-1_desc-confounds_timeseries.tsv '
        'sub-10_ses-03_task-test_run-1_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-10_ses-03_task-train_run-9_space-T1w_boldref.nii.gz'
    ),
}


RESPECT_IEEG_KIND = {
    '': (
        'sub-RESP0059/ses-SITUATION1A/ieeg/sub-RESP0059_ses-SITUATION1A_task-acute_ieeg.vhdr '
        'sub-RESP0059/ses-SITUATION1B/ieeg/sub-RESP0059_ses-SITUATION1B_task-acute_ieeg.vhdr '
        'sub-RESP0059/ses-SITUATION2A/ieeg/sub-RESP0059_ses-SITUATION2A_task-acute_ieeg.vhdr '
        'sub-RESP0059/ses-SITUATION3A/ieeg/sub-RESP0059_ses-SITUATION3A_task-acute_ieeg.vhdr '
        'sub-RESP0059/ses-SITUATION4A/ieeg/sub-RESP0059_ses-SITUATION4A_task-acute_ieeg.vhdr '
        'sub-RESP0280/ses-SITUATION1A/ieeg/sub-RESP0280_ses-SITUATION1A_task-acute_ieeg.vhdr '
        'sub-RESP0280/ses-SITUATION1B/ieeg/sub-RESP0280_ses-SITUATION1B_task-acute_ieeg.vhdr '
        'sub-RESP0280/ses-SITUATION2A/ieeg/sub-RESP0280_ses-SITUATION2A_task-acute_ieeg.vhdr '
        'sub-RESP0280/ses-SITUATION3A/ieeg/sub-RESP0280_ses-SITUATION3A_task-acute_ieeg.vhdr '
        'sub-RESP0301/ses-SITUATION1A/ieeg/sub-RESP0301_ses-SITUATION1A_task-acute_ieeg.vhdr '
        'sub-RESP0301/ses-SITUATION1B/ieeg/sub-RESP0301_ses-SITUATION1B_task-acute_ieeg.vhdr '
        'sub-RESP0301/ses-SITUATION2A/ieeg/sub-RESP0301_ses-SITUATION2A_task-acute_ieeg.vhdr '
        'sub-RESP0301/ses-SITUATION2B/ieeg/sub-RESP0301_ses-SITUATION2B_task-acute_ieeg.vhdr '
        'sub-RESP0301/ses-SITUATION2C/ieeg/sub-RESP0301_ses-SITUATION2C_task-acute_ieeg.vhdr '
        'sub-RESP0356/ses-SITUATION1A/ieeg/sub-RESP0356_ses-SITUATION1A_task-acute_ieeg.vhdr '
        'sub-RESP0356/ses-SITUATION1B/ieeg/sub-RESP0356_ses-SITUATION1B_task-acute_ieeg.vhdr '
        'sub-RESP0356/ses-SITUATION2APART1/ieeg/sub-RESP0356_ses-SITUATION2APART1_task-acute_ieeg.vhdr '
        'sub-RESP0356/ses-SITUATION2APART2/ieeg/sub-RESP0356_ses-SITUATION2APART2_task-acute_ieeg.vhdr '
        'sub-RESP0356/ses-SITUATION3A/ieeg/sub-RESP0356_ses-SITUATION3A_task-acute_ieeg.vhdr '
        'sub-RESP0384/ses-SITUATION1A/ieeg/sub-RESP0384_ses-SITUATION1A_task-acute_ieeg.vhdr '
        'sub-RESP0384/ses-SITUATION1B/ieeg/sub-RESP0384_ses-SITUATION1B_task-acute_ieeg.vhdr '
        'sub-RESP0384/ses-SITUATION1C/ieeg/sub-RESP0384_ses-SITUATION1C_task-acute_ieeg.vhdr '
        'sub-RESP0384/ses-SITUATION1D/ieeg/sub-RESP0384_ses-SITUATION1D_task-acute_ieeg.vhdr '
        'sub-RESP0384/ses-SITUATION2A/ieeg/sub-RESP0384_ses-SITUATION2A_task-acute_ieeg.vhdr '
        'sub-RESP0384/ses-SITUATION2B/ieeg/sub-RESP0384_ses-SITUATION2B_task-acute_ieeg.vhdr '
        'sub-RESP0384/ses-SITUATION2C/ieeg/sub-RESP0384_ses-SITUATION2C_task-acute_ieeg.vhdr '
        'sub-RESP0384/ses-SITUATION2D/ieeg/sub-RESP0384_ses-SITUATION2D_task-acute_ieeg.vhdr '
        'sub-RESP0384/ses-SITUATION3A/ieeg/sub-RESP0384_ses-SITUATION3A_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION1A/ieeg/sub-RESP0465_ses-SITUATION1A_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION2A/ieeg/sub-RESP0465_ses-SITUATION2A_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION2B/ieeg/sub-RESP0465_ses-SITUATION2B_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION3A/ieeg/sub-RESP0465_ses-SITUATION3A_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION3B/ieeg/sub-RESP0465_ses-SITUATION3B_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION3C/ieeg/sub-RESP0465_ses-SITUATION3C_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION3D/ieeg/sub-RESP0465_ses-SITUATION3D_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION3E/ieeg/sub-RESP0465_ses-SITUATION3E_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION3F/ieeg/sub-RESP0465_ses-SITUATION3F_task-acute_ieeg.vhdr '
        'sub-RESP0465/ses-SITUATION3G/ieeg/sub-RESP0465_ses-SITUATION3G_task-acute_ieeg.vhdr'
    ),
}


RESPECT_IEEG_OTHER = {
    '': (
        'dataset_description.json sub-RESP0059/sub-RESP0059_scans.json '
        'sub-RESP0280/sub-RESP0280_scans.json sub-RESP0301/sub-RESP0301_scans.tsv '
        'sub-RESP0465/ses-SITUATION2B/ieeg/sub-RESP0465_ses-SITUATION2B_electrodes.json '
        'sub-RESP0465/ses-SITUATION2B/ieeg/sub-RESP0465_ses-SITUATION2B_task-acute_events.tsv '
        'sub-RESP0465/sub-RESP0465_scans.tsv'
    ),
    'sub-RESP0059/ses-SITUATION1A/ieeg': (
        'sub-RESP0059_ses-SITUATION1A_electrodes.tsv sub-RESP0059_ses-SITUATION1A_events.json '
        'sub-RESP0059_ses-SITUATION1A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0059/ses-SITUATION1B/ieeg': (
        'sub-RESP0059_ses-SITUATION1B_channels.json sub-RESP0059_ses-SITUATION1B_electrodes.json '
        'sub-RESP0059_ses-SITUATION1B_task-acute_events.tsv '
        'sub-RESP0059_ses-SITUATION1B_task-acute_ieeg.json '
        'sub-RESP0059_ses-SITUATION1B_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0059/ses-SITUATION2A/ieeg': (
        'sub-RESP0059_ses-SITUATION2A_channels.json sub-RESP0059_ses-SITUATION2A_electrodes.tsv '
        'sub-RESP0059_ses-SITUATION2A_events.json sub-RESP0059_ses-SITUATION2A_task-acute_channels.tsv '
        'sub-RESP0059_ses-SITUATION2A_task-acute_ieeg.json '
        'sub-RESP0059_ses-SITUATION2A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0059/ses-SITUATION3A/ieeg': (
        'sub-RESP0059_ses-SITUATION3A_channels.json sub-RESP0059_ses-SITUATION3A_coordsystem.json '
        'sub-RESP0059_ses-SITUATION3A_electrodes.json '
        'sub-RESP0059_ses-SITUATION3A_task-acute_channels.tsv '
        'sub-RESP0059_ses-SITUATION3A_task-acute_events.tsv '
        'sub-RESP0059_ses-SITUATION3A_task-acute_ieeg.eeg '
        'sub-RESP0059_ses-SITUATION3A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0059/ses-SITUATION4A/ieeg': (
        'sub-RESP0059_ses-SITUATION4A_channels.json sub-RESP0059_ses-SITUATION4A_coordsystem.json '
        'sub-RESP0059_ses-SITUATION4A_events.json sub-RESP0059_ses-SITUATION4A_task-acute_channels.tsv '
        'sub-RESP0059_ses-SITUATION4A_task-acute_events.tsv '
        'sub-RESP0059_ses-SITUATION4A_task-acute_ieeg.eeg '
        'sub-RESP0059_ses-SITUATION4A_task-acute_ieeg.json '
        'sub-RESP0059_ses-SITUATION4A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0280/ses-SITUATION1A/ieeg': (
        'sub-RESP0280_ses-SITUATION1A_channels.json sub-RESP0280_ses-SITUATION1A_electrodes.json '
        'sub-RESP0280_ses-SITUATION1A_events.json sub-RESP0280_ses-SITUATION1A_task-acute_channels.tsv '
        'sub-RESP0280_ses-SITUATION1A_task-acute_events.tsv'
    ),
    'sub-RESP0280/ses-SITUATION1B/ieeg': (
        'sub-RESP0280_ses-SITUATION1B_channels.json sub-RESP0280_ses-SITUATION1B_coordsystem.json '
        'sub-RESP0280_ses-SITUATION1B_electrodes.json sub-RESP0280_ses-SITUATION1B_electrodes.tsv '
        'sub-RESP0280_ses-SITUATION1B_task-acute_ieeg.json '
        'sub-RESP0280_ses-SITUATION1B_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0280/ses-SITUATION2A/ieeg': (
        'sub-RESP0280_ses-SITUATION2A_channels.json sub-RESP0280_ses-SITUATION2A_electrodes.json '
        'sub-RESP0280_ses-SITUATION2A_electrodes.tsv sub-RESP0280_ses-SITUATION2A_task-acute_ieeg.eeg '
        'sub-RESP0280_ses-SITUATION2A_task-acute_ieeg.json'
    ),
    'sub-RESP0280/ses-SITUATION3A/ieeg': (
        'sub-RESP0280_ses-SITUATION3A_channels.json sub-RESP0280_ses-SITUATION3A_events.json '
        'sub-RESP0280_ses-SITUATION3A_task-acute_ieeg.eeg '
        'sub-RESP0280_ses-SITUATION3A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0301/ses-SITUATION1A/ieeg': (
        'sub-RESP0301_ses-SITUATION1A_channels.json sub-RESP0301_ses-SITUATION1A_electrodes.json '
        'sub-RESP0301_ses-SITUATION1A_task-acute_channels.tsv '
        'sub-RESP0301_ses-SITUATION1A_task-acute_events.tsv '
        'sub-RESP0301_ses-SITUATION1A_task-acute_ieeg.eeg'
    ),
    'sub-RESP0301/ses-SITUATION1B/ieeg': (
        'sub-RESP0301_ses-SITUATION1B_events.json sub-RESP0301_ses-SITUATION1B_task-acute_channels.tsv '
        'sub-RESP0301_ses-SITUATION1B_task-acute_events.tsv '
        'sub-RESP0301_ses-SITUATION1B_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0301/ses-SITUATION2A/ieeg': (
        'sub-RESP0301_ses-SITUATION2A_channels.json sub-RESP0301_ses-SITUATION2A_electrodes.tsv '
        'sub-RESP0301_ses-SITUATION2A_events.json sub-RESP0301_ses-SITUATION2A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0301/ses-SITUATION2B/ieeg': (
        'sub-RESP0301_ses-SITUATION2B_electrodes.tsv sub-RESP0301_ses-SITUATION2B_events.json '
        'sub-RESP0301_ses-SITUATION2B_task-acute_ieeg.eeg'
    ),
    'sub-RESP0301/ses-SITUATION2C/ieeg': (
        'sub-RESP0301_ses-SITUATION2C_channels.json sub-RESP0301_ses-SITUATION2C_coordsystem.json '
        'sub-RESP0301_ses-SITUATION2C_electrodes.tsv sub-RESP0301_ses-SITUATION2C_task-acute_ieeg.eeg '
        'sub-RESP0301_ses-SITUATION2C_task-acute_ieeg.json'
    ),
    'sub-RESP0356/ses-SITUATION1A/ieeg': (
        'sub-RESP0356_ses-SITUATION1A_electrodes.json sub-RESP0356_ses-SITUATION1A_electrodes.tsv '
        'sub-RESP0356_ses-SITUATION1A_task-acute_ieeg.eeg '
        'sub-RESP0356_ses-SITUATION1A_task-acute_ieeg.json'
    ),
    'sub-RESP0356/ses-SITUATION1B/ieeg': (
        'sub-RESP0356_ses-SITUATION1B_channels.json sub-RESP0356_ses-SITUATION1B_coordsystem.json '
        'sub-RESP0356_ses-SITUATION1B_electrodes.tsv sub-RESP0356_ses-SITUATION1B_events.json '
        'sub-RESP0356_ses-SITUATION1B_task-acute_channels.tsv '
        'sub-RESP0356_ses-SITUATION1B_task-acute_events.tsv '
        'sub-RESP0356_ses-SITUATION1B_task-acute_ieeg.eeg '
        'sub-RESP0356_ses-SITUATION1B_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0356/ses-SITUATION2APART1/ieeg': (
        'sub-RESP0356_ses-SITUATION2APART1_channels.json sub-RESP0356_ses-SITUATION2APART1_electrodes.tsv '
        'sub-RESP0356_ses-SITUATION2APART1_events.json '
        'sub-RESP0356_ses-SITUATION2APART1_task-acute_channels.tsv '
        'sub-RESP0356_ses-SITUATION2APART1_task-acute_ieeg.eeg '
        'sub-RESP0356_ses-SITUATION2APART1_task-acute_ieeg.json'
    ),
    'sub-RESP0356/ses-SITUATION2APART2/ieeg': (
        'sub-RESP0356_ses-SITUATION2APART2_coordsystem.json sub-RESP0356_ses-SITUATION2APART2_events.json '
        'sub-RESP0356_ses-SITUATION2APART2_task-acute_channels.tsv '
        'sub-RESP0356_ses-SITUATION2APART2_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0356/ses-SITUATION3A/ieeg': (
        'sub-RESP0356_ses-SITUATION3A_channels.json sub-RESP0356_ses-SITUATION3A_coordsystem.json '
        'sub-RESP0356_ses-SITUATION3A_task-acute_channels.tsv '
        'sub-RESP0356_ses-SITUATION3A_task-acute_events.tsv '
        'sub-RESP0356_ses-SITUATION3A_task-acute_ieeg.eeg '
        'sub-RESP0356_ses-SITUATION3A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0384/ses-SITUATION1A/ieeg': (
        'sub-RESP0384_ses-SITUATION1A_channels.json sub-RESP0384_ses-SITUATION1A_electrodes.json '
        'sub-RESP0384_ses-SITUATION1A_task-acute_ieeg.eeg'
    ),
    'sub-RESP0384/ses-SITUATION1B/ieeg': (
        'sub-RESP0384_ses-SITUATION1B_coordsystem.json sub-RESP0384_ses-SITUATION1B_electrodes.json '
        'sub-RESP0384_ses-SITUATION1B_electrodes.tsv sub-RESP0384_ses-SITUATION1B_task-acute_ieeg.json'
    ),
    'sub-RESP0384/ses-SITUATION1C/ieeg': (
        'sub-RESP0384_ses-SITUATION1C_coordsystem.json sub-RESP0384_ses-SITUATION1C_events.json '
        'sub-RESP0384_ses-SITUATION1C_task-acute_channels.tsv '
        'sub-RESP0384_ses-SITUATION1C_task-acute_events.tsv '
        'sub-RESP0384_ses-SITUATION1C_task-acute_ieeg.eeg '
        'sub-RESP0384_ses-SITUATION1C_task-acute_ieeg.json'
    ),
    'sub-RESP0384/ses-SITUATION1D/ieeg': (
        'sub-RESP0384_ses-SITUATION1D_electrodes.json sub-RESP0384_ses-SITUATION1D_task-acute_events.tsv '
        'sub-RESP0384_ses-SITUATION1D_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0384/ses-SITUATION2A/ieeg': (
        'sub-RESP0384_ses-SITUATION2A_channels.json sub-RESP0384_ses-SITUATION2A_electrodes.json '
        'sub-RESP0384_ses-SITUATION2A_electrodes.tsv sub-RESP0384_ses-SITUATION2A_task-acute_channels.tsv '
        'sub-RESP0384_ses-SITUATION2A_task-acute_events.tsv '
        'sub-RESP0384_ses-SITUATION2A_task-acute_ieeg.eeg '
        'sub-RESP0384_ses-SITUATION2A_task-acute_ieeg.json '
        'sub-RESP0384_ses-SITUATION2A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0384/ses-SITUATION2B/ieeg': (
        'sub-RESP0384_ses-SITUATION2B_coordsystem.json sub-RESP0384_ses-SITUATION2B_electrodes.tsv '
        'sub-RESP0384_ses-SITUATION2B_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0384/ses-SITUATION2C/ieeg': (
        'sub-RESP0384_ses-SITUATION2C_channels.json sub-RESP0384_ses-SITUATION2C_coordsystem.json '
        'sub-RESP0384_ses-SITUATION2C_electrodes.tsv sub-RESP0384_ses-SITUATION2C_events.json '
        'sub-RESP0384_ses-SITUATION2C_task-acute_channels.tsv '
        'sub-RESP0384_ses-SITUATION2C_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0384/ses-SITUATION2D/ieeg': (
        'sub-RESP0384_ses-SITUATION2D_electrodes.json sub-RESP0384_ses-SITUATION2D_events.json '
        'sub-RESP0384_ses-SITUATION2D_task-acute_ieeg.eeg '
        'sub-RESP0384_ses-SITUATION2D_task-acute_ieeg.json'
    ),
    'sub-RESP0384/ses-SITUATION3A/ieeg': (
        'sub-RESP0384_ses-SITUATION3A_channels.json sub-RESP0384_ses-SITUATION3A_electrodes.json '
        'sub-RESP0384_ses-SITUATION3A_electrodes.tsv sub-RESP0384_ses-SITUATION3A_events.json '
        'sub-RESP0384_ses-SITUATION3A_task-acute_channels.tsv '
        'sub-RESP0384_ses-SITUATION3A_task-acute_events.tsv '
        'sub-RESP0384_ses-SITUATION3A_task-acute_ieeg.eeg '
        'sub-RESP0384_ses-SITUATION3A_task-acute_ieeg.json'
    ),
    'sub-RESP0465/ses-SITUATION1A/ieeg': (
        'sub-RESP0465_ses-SITUATION1A_channels.json sub-RESP0465_ses-SITUATION1A_electrodes.json '
        'sub-RESP0465_ses-SITUATION1A_task-acute_channels.tsv '
        'sub-RESP0465_ses-SITUATION1A_task-acute_events.tsv '
        'sub-RESP0465_ses-SITUATION1A_task-acute_ieeg.eeg '
        'sub-RESP0465_ses-SITUATION1A_task-acute_ieeg.json '
        'sub-RESP0465_ses-SITUATION1A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0465/ses-SITUATION2A/ieeg': (
        'sub-RESP0465_ses-SITUATION2A_electrodes.json sub-RESP0465_ses-SITUATION2A_electrodes.tsv '
        'sub-RESP0465_ses-SITUATION2A_events.json sub-RESP0465_ses-SITUATION2A_task-acute_channels.tsv '
        'sub-RESP0465_ses-SITUATION2A_task-acute_ieeg.eeg '
        'sub-RESP0465_ses-SITUATION2A_task-acute_ieeg.json '
        'sub-RESP0465_ses-SITUATION2A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0465/ses-SITUATION3A/ieeg': (
        'sub-RESP0465_ses-SITUATION3A_coordsystem.json sub-RESP0465_ses-SITUATION3A_electrodes.tsv '
        'sub-RESP0465_ses-SITUATION3A_events.json sub-RESP0465_ses-SITUATION3A_task-acute_events.tsv '
        'sub-RESP0465_ses-SITUATION3A_task-acute_ieeg.eeg '
        'sub-RESP0465_ses-SITUATION3A_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0465/ses-SITUATION3B/ieeg': (
        'sub-RESP0465_ses-SITUATION3B_channels.json sub-RESP0465_ses-SITUATION3B_coordsystem.json '
        'sub-RESP0465_ses-SITUATION3B_electrodes.json sub-RESP0465_ses-SITUATION3B_electrodes.tsv '
        'sub-RESP0465_ses-SITUATION3B_events.json sub-RESP0465_ses-SITUATION3B_task-acute_ieeg.eeg '
        'sub-RESP0465_ses-SITUATION3B_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0465/ses-SITUATION3C/ieeg': (
        'sub-RESP0465_ses-SITUATION3C_electrodes.tsv sub-RESP0465_ses-SITUATION3C_task-acute_events.tsv '
        'sub-RESP0465_ses-SITUATION3C_task-acute_ieeg.eeg '
        'sub-RESP0465_ses-SITUATION3C_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0465/ses-SITUATION3D/ieeg': (
        'sub-RESP0465_ses-SITUATION3D_channels.json sub-RESP0465_ses-SITUATION3D_electrodes.tsv '
        'sub-RESP0465_ses-SITUATION3D_task-acute_channels.tsv '
        'sub-RESP0465_ses-SITUATION3D_task-acute_ieeg.eeg '
        'sub-RESP0465_ses-SITUATION3D_task-acute_ieeg.json '
        'sub-RESP0465_ses-SITUATION3D_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0465/ses-SITUATION3E/ieeg': (
        'sub-RESP0465_ses-SITUATION3E_electrodes.json sub-RESP0465_ses-SITUATION3E_electrodes.tsv '
        'sub-RESP0465_ses-SITUATION3E_task-acute_channels.tsv '
        'sub-RESP0465_ses-SITUATION3E_task-acute_ieeg.eeg'
    ),
    'sub-RESP0465/ses-SITUATION3F/ieeg': (
        'sub-RESP0465_ses-SITUATION3F_electrodes.json sub-RESP0465_ses-SITUATION3F_electrodes.tsv '
        'sub-RESP0465_ses-SITUATION3F_events.json sub-RESP0465_ses-SITUATION3F_task-acute_ieeg.vmrk'
    ),
    'sub-RESP0465/ses-SITUATION3G/ieeg': (
        'sub-RESP0465_ses-SITUATION3G_channels.json sub-RESP0465_ses-SITUATION3G_events.json '
        'sub-RESP0465_ses-SITUATION3G_task-acute_channels.tsv '
        'sub-RESP0465_ses-SITUATION3G_task-acute_events.tsv '
        'sub-RESP0465_ses-SITUATION3G_task-acute_ieeg.json'
    ),
}


VECOG_RAW_KIND = {
    'sub-p01/ses-umcuiemu01/ieeg': (
        'sub-p01_ses-umcuiemu01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-prf_acq-clinical_run-03_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-prf_acq-clinical_run-04_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p02/ses-umcuiemu01/ieeg': (
        'sub-p02_ses-umcuiemu01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr'
    ),
    'sub-p03/ses-nyuecog01/ieeg': (
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-01_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-02_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-03_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-04_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-05_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-06_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-07_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-08_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-09_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-10_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-11_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-12_ieeg.vhdr'
    ),
    'sub-p04/ses-nyuecog01/ieeg': (
        'sub-p04_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-prf_acq-clinical_run-03_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-prf_acq-clinical_run-04_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-01_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-02_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-03_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-04_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-05_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-06_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-07_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-08_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-09_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-10_ieeg.vhdr'
    ),
    'sub-p05/ses-nyuecog01/ieeg': (
        'sub-p05_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-prf_acq-clinical_run-03_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-prf_acq-clinical_run-04_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p06/ses-nyuecog01/ieeg': (
        'sub-p06_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p07/ses-nyuecog01/ieeg': (
        'sub-p07_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p07/ses-nyuecog02/ieeg': (
        'sub-p07_ses-nyuecog02_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p08/ses-nyuecog01/ieeg': (
        'sub-p08_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p09/ses-nyuecog01/ieeg': (
        'sub-p09_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p09/ses-nyuecog02/ieeg': (
        'sub-p09_ses-nyuecog02_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p10/ses-nyuecog01/ieeg': (
        'sub-p10_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p10/ses-nyuecog02/ieeg': (
        'sub-p10_ses-nyuecog02_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p10/ses-nyuecog03/ieeg': (
        'sub-p10_ses-nyuecog03_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p11/ses-nyuecog01/ieeg': (
        'sub-p11_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p11/ses-nyuecog02/ieeg': (
        'sub-p11_ses-nyuecog02_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p11/ses-nyuecog03/ieeg': (
        'sub-p11_ses-nyuecog03_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-spatialpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-spatialpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-spatialpattern_acq-clinical_run-04_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-temporalpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-temporalpattern_acq-clinical_run-03_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-temporalpattern_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p11/ses-nyuecog04/ieeg': (
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-01_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-02_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-03_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-04_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-05_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-06_ieeg.vhdr'
    ),
    'sub-p12/ses-nyuecog01/ieeg': (
        'sub-p12_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatlocisidiff_acq-clinical_run-01_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatlocisidiff_acq-clinical_run-02_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatlocisidiff_acq-clinical_run-03_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatlocisidiff_acq-clinical_run-04_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-01_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-02_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-03_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p13/ses-nyuecog01/ieeg': (
        'sub-p13_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-01_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-02_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-03_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-04_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-01_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-02_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-03_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-04_ieeg.vhdr'
    ),
    'sub-p14/ses-nyuecog01/ieeg': (
        'sub-p14_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-01_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-02_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-03_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-01_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-02_ieeg.vhdr'
    ),
}


VECOG_RAW_OTHER = {
    '': (
        'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p12/epochs_b/epochs_b_channel52.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p13/epochs_b/epochs_b_channel71.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p14/epochs_b/epochs_b_channel16.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p14/epochs_b/epochs_b_channel25_baselineCorrection.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/categorySelective/sub-p14_DLIL02/param_DN_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/categorySelective/sub-p14_DLIL04/param_DN_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB002/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB018/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB018/r_sq_DN_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB039/r_sq_per_fold_DN_S_withoutScrambled.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB052/r_sq_per_fold_TTC19_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB069/r_sq_TTC17_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB082/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB084/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB086/r_sq_per_fold_TTC19_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB100/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB106/param_TTC17_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB122/r_sq_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p13_LO02/r_sq_DN_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p13_LO02/r_sq_per_fold_TTC17_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p13_LO03/param_TTC19_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p13_LO05/param_TTC19_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_DLIL01/r_sq_per_fold_DN_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_DLIL02/r_sq_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_DLSL04/r_sq_TTC19_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_LO01/r_sq_TTC17_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_LO01/r_sq_per_fold_DN_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_LT03/r_sq_TTC19_P.txt '
        'derivatives/ECoGBroadband/sub-p03/ses-nyuecog01/figures/sub-p03_ses-nyuecog01_task-soc_run-07_desc-broadband_G03.png '
        'derivatives/ECoGBroadband/sub-p04/ses-nyuecog01/ieeg/sub-p04_ses-nyuecog01_task-soc_run-04_desc-broadband_ieeg.vhdr '
        'derivatives/ECoGBroadband/sub-p07/ses-nyuecog02/ieeg/sub-p07_ses-nyuecog02_task-temporalpattern_run-01_desc-broadband_ieeg.eeg '
        'derivatives/ECoGBroadband/sub-p10/ses-nyuecog03/figures/sub-p10_ses-nyuecog03_task-temporalpattern_run-02_desc-broadband_GA04.png '
        'derivatives/ECoGBroadband/sub-p11/ses-nyuecog01/ieeg/sub-p11_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.json '
        'derivatives/ECoGBroadband/sub-p14/ses-nyuecog01/ieeg/sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_run-02_desc-broadband_ieeg.vmrk '
        'derivatives/ECoGCAR/sub-p05/ses-nyuecog01/ieeg/sub-p05_ses-nyuecog01_task-spatialpattern_run-02_desc-reref_events.tsv '
        'derivatives/ECoGCAR/sub-p06/ses-nyuecog01/ieeg/sub-p06_ses-nyuecog01_task-prf_run-02_desc-reref_ieeg.vmrk '
        'derivatives/ECoGCAR/sub-p06/ses-nyuecog01/ieeg/sub-p06_ses-nyuecog01_task-temporalpattern_run-01_desc-reref_ieeg.vmrk '
        'derivatives/ECoGCAR/sub-p07/ses-nyuecog01/figures/sub-p07_ses-nyuecog01_task-spatialpattern_run-02_desc-reref_desc-reref_strip.png '
        'derivatives/ECoGCAR/sub-p07/ses-nyuecog02/ieeg/sub-p07_ses-nyuecog02_task-prf_run-02_desc-reref_ieeg.vmrk '
        'derivatives/ECoGCAR/sub-p08/ses-nyuecog01/figures/sub-p08_ses-nyuecog01_task-temporalpattern_run-01_desc-reref_desc-reref_depth.png '
        'derivatives/ECoGCAR/sub-p09/ses-nyuecog02/figures/sub-p09_ses-nyuecog02_task-temporalpattern_run-03_desc-reref_desc-reref_depth.png '
        'derivatives/ECoGCAR/sub-p09/ses-nyuecog02/ieeg/sub-p09_ses-nyuecog02_task-spatialpattern_run-03_desc-reref_ieeg.vhdr '
        'derivatives/ECoGCAR/sub-p10/ses-nyuecog01/ieeg/sub-p10_ses-nyuecog01_task-prf_run-02_desc-reref_ieeg.vhdr '
        'derivatives/ECoGCAR/sub-p11/ses-nyuecog01/ieeg/sub-p11_ses-nyuecog01_task-spatialpattern_run-01_desc-reref_channels.tsv '
        'derivatives/ECoGCAR/sub-p12/ses-nyuecog01/figures/sub-p12_ses-nyuecog01_task-prf_run-02_desc-reref_desc-reref_grid.png '
        'derivatives/ECoGCAR/sub-p13/ses-nyuecog01/ieeg/sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_run-01_desc-reref_ieeg.json '
        'derivatives/ECoGCAR/sub-p14/ses-nyuecog01/figures/sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_run-02_desc-reref_desc-reref_depth.png '
        'derivatives/ECoGCAR/sub-p14/ses-nyuecog01/ieeg/sub-p14_ses-nyuecog01_task-sixcatloctemporal_run-02_desc-reref_ieeg.json '
        'derivatives/freesurfer/fsaverage/label/lh.MT_exvivo.thresh.label '
        'derivatives/freesurfer/fsaverage/surf/lh.inflated_pre '
        'derivatives/freesurfer/fsaverage/surf/rh.pial.avg.area.mgh '
        'derivatives/freesurfer/fsaverage/xhemi/lrrev.register.dat '
        'derivatives/freesurfer/sub-p01/label/lh.hOc4v.mpm.vpnl.label '
        'derivatives/freesurfer/sub-p01/label/rh.BA1_exvivo.thresh.label '
        'derivatives/freesurfer/sub-p01/mri/T1.mgz '
        'derivatives/freesurfer/sub-p01/surf/lh.glasser16_atlas.mgz '
        'derivatives/freesurfer/sub-p01/surf/rh.curv '
        'derivatives/freesurfer/sub-p02/label/rh.BA44_exvivo.label '
        'derivatives/freesurfer/sub-p02/mri/mri_nu_correct.mni.log '
        'derivatives/freesurfer/sub-p02/surf/rh.orig.premesh '
        'derivatives/freesurfer/sub-p02/touch/lh.inflate.H.K.touch '
        'derivatives/freesurfer/sub-p03/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-p04/label/lh.BA6_exvivo.label '
        'derivatives/freesurfer/sub-p04/touch/apas2aseg.touch '
        'derivatives/freesurfer/sub-p05/label/lh.FG2.mpm.vpnl.label '
        'derivatives/freesurfer/sub-p05/label/rh.BA_exvivo.thresh.annot '
        'derivatives/freesurfer/sub-p05/mri/orig.mgz '
        'derivatives/freesurfer/sub-p06/label/lh.hOc2.mpm.vpnl.label '
        'derivatives/freesurfer/sub-p06/mri/transforms/talairach.xfm.lta '
        'derivatives/freesurfer/sub-p07/label/aparc.annot.a2009s.ctab '
        'derivatives/freesurfer/sub-p07/label/rh.BA6_exvivo.thresh.label '
        'derivatives/freesurfer/sub-p08/label/lh.BA3a_exvivo.thresh.label '
        'derivatives/freesurfer/sub-p08/label/lh.hOc2.mpm.vpnl.label '
        'derivatives/freesurfer/sub-p08/mri/wm.seg.mgz '
        'derivatives/freesurfer/sub-p08/touch/rh.aparcstats2.touch '
        'derivatives/freesurfer/sub-p09/label/lh.BA1_exvivo.thresh.label '
        'derivatives/freesurfer/sub-p10/mri/aseg.presurf.mgz '
        'derivatives/freesurfer/sub-p10/mri/segment.dat '
        'derivatives/freesurfer/sub-p11/touch/rh.white.H.K.touch '
        'derivatives/freesurfer/sub-p12/label/lh.cortex.label '
        'derivatives/freesurfer/sub-p13/surf/lh.inflated '
        'derivatives/freesurfer/sub-p13/touch/cortical_ribbon.touch '
        'sub-p01/ses-umcuiemu01/ieeg/sub-p01_ses-umcuiemu01_task-temporalpattern_acq-clinical_run-01_ieeg.vmrk '
        'sub-p07/ses-nyuecog02/ieeg/sub-p07_ses-nyuecog02_task-spatialpattern_acq-clinical_run-04_channels.tsv '
        'sub-p07/ses-nyuecog02/ieeg/sub-p07_ses-nyuecog02_task-temporalpattern_acq-clinical_run-03_ieeg.json '
        'sub-p10/ses-nyuecog02/sub-p10_ses-nyuecog02_scans.tsv '
        'sub-p14/ses-nyuecog01/ieeg/sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-03_ieeg.json'
    ),
    'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p11/epochs_b': (
        'epochs_b_channel196_baselineCorrection.txt epochs_b_channel44_baselineCorrection.txt '
        'epochs_b_channel98.txt'
    ),
    'derivatives/ECoGCAR/sub-p03/ses-nyuecog01/ieeg': (
        'sub-p03_ses-nyuecog01_task-soc_run-05_desc-reref_events.tsv '
        'sub-p03_ses-nyuecog01_task-soc_run-07_desc-reref_ieeg.vmrk '
        'sub-p03_ses-nyuecog01_task-soc_run-08_desc-reref_ieeg.vhdr'
    ),
    'derivatives/freesurfer/sub-p10/touch': (
        'ca_label.touch lh.aparcstats.touch lh.cortex+hipamyg.touch rh.white.touch'
    ),
    'sub-p02/ses-umcuiemu01/ieeg': (
        'sub-p02_ses-umcuiemu01_task-spatialpattern_acq-clinical_run-01_ieeg.eeg '
        'sub-p02_ses-umcuiemu01_task-spatialpattern_acq-clinical_run-02_events.tsv '
        'sub-p02_ses-umcuiemu01_task-temporalpattern_acq-clinical_run-02_ieeg.json'
    ),
    'sub-p03/ses-nyuecog01/ieeg': (
        'sub-p03_ses-nyuecog01_acq-clinical_electrodes.tsv '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-01_ieeg.eeg '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-02_channels.tsv '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-05_ieeg.eeg '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-05_ieeg.vmrk '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-06_channels.tsv '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-06_events.tsv '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-06_ieeg.json '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-07_channels.tsv '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-07_ieeg.eeg '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-08_ieeg.eeg '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-09_ieeg.vmrk '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-10_ieeg.eeg '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-11_ieeg.eeg '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-11_ieeg.json '
        'sub-p03_ses-nyuecog01_task-soc_acq-clinical_run-12_ieeg.eeg'
    ),
    'sub-p04/ses-nyuecog01/ieeg': (
        'sub-p04_ses-nyuecog01_task-prf_acq-clinical_run-01_channels.tsv '
        'sub-p04_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.eeg '
        'sub-p04_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vmrk '
        'sub-p04_ses-nyuecog01_task-prf_acq-clinical_run-04_ieeg.json '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-02_ieeg.eeg '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-03_ieeg.json '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-03_ieeg.vmrk '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-05_events.tsv '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-06_ieeg.vmrk '
        'sub-p04_ses-nyuecog01_task-soc_acq-clinical_run-07_ieeg.json'
    ),
    'sub-p05/ses-nyuecog01/ieeg': (
        'sub-p05_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vmrk '
        'sub-p05_ses-nyuecog01_task-prf_acq-clinical_run-03_events.tsv '
        'sub-p05_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_ieeg.json '
        'sub-p05_ses-nyuecog01_task-spatialpattern_acq-clinical_run-03_ieeg.vmrk '
        'sub-p05_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.eeg '
        'sub-p05_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_channels.tsv'
    ),
    'sub-p06/ses-nyuecog01/ieeg': (
        'sub-p06_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.json '
        'sub-p06_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_events.tsv '
        'sub-p06_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.vmrk '
        'sub-p06_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_channels.tsv '
        'sub-p06_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_ieeg.json'
    ),
    'sub-p07/ses-nyuecog01/ieeg': (
        'sub-p07_ses-nyuecog01_task-prf_acq-clinical_run-01_channels.tsv '
        'sub-p07_ses-nyuecog01_task-spatialpattern_acq-clinical_run-03_ieeg.vmrk '
        'sub-p07_ses-nyuecog01_task-spatialpattern_acq-clinical_run-04_events.tsv '
        'sub-p07_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_channels.tsv'
    ),
    'sub-p08/ses-nyuecog01/ieeg': (
        'sub-p08_ses-nyuecog01_acq-clinical_coordsystem.json '
        'sub-p08_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.vmrk '
        'sub-p08_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vmrk '
        'sub-p08_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.json '
        'sub-p08_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.vmrk '
        'sub-p08_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_ieeg.vmrk'
    ),
    'sub-p09/ses-nyuecog01/ieeg': (
        'sub-p09_ses-nyuecog01_acq-clinical_electrodes.tsv '
        'sub-p09_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.eeg '
        'sub-p09_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.json'
    ),
    'sub-p09/ses-nyuecog02/ieeg': (
        'sub-p09_ses-nyuecog02_task-prf_acq-clinical_run-01_channels.tsv '
        'sub-p09_ses-nyuecog02_task-spatialpattern_acq-clinical_run-02_ieeg.eeg '
        'sub-p09_ses-nyuecog02_task-temporalpattern_acq-clinical_run-01_channels.tsv '
        'sub-p09_ses-nyuecog02_task-temporalpattern_acq-clinical_run-02_events.tsv '
        'sub-p09_ses-nyuecog02_task-temporalpattern_acq-clinical_run-02_ieeg.eeg '
        'sub-p09_ses-nyuecog02_task-temporalpattern_acq-clinical_run-03_events.tsv'
    ),
    'sub-p10/ses-nyuecog01/ieeg': (
        'sub-p10_ses-nyuecog01_task-prf_acq-clinical_run-02_ieeg.vmrk '
        'sub-p10_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_channels.tsv '
        'sub-p10_ses-nyuecog01_task-spatialpattern_acq-clinical_run-04_ieeg.eeg '
        'sub-p10_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_channels.tsv '
        'sub-p10_ses-nyuecog01_task-temporalpattern_acq-clinical_run-02_ieeg.json '
        'sub-p10_ses-nyuecog01_task-temporalpattern_acq-clinical_run-02_ieeg.vmrk'
    ),
    'sub-p10/ses-nyuecog02/ieeg': (
        'sub-p10_ses-nyuecog02_task-prf_acq-clinical_run-02_ieeg.eeg '
        'sub-p10_ses-nyuecog02_task-temporalpattern_acq-clinical_run-03_channels.tsv '
        'sub-p10_ses-nyuecog02_task-temporalpattern_acq-clinical_run-03_ieeg.vmrk '
        'sub-p10_ses-nyuecog02_task-temporalpattern_acq-clinical_run-04_ieeg.eeg'
    ),
    'sub-p10/ses-nyuecog03/ieeg': (
        'sub-p10_ses-nyuecog03_task-prf_acq-clinical_run-01_ieeg.eeg '
        'sub-p10_ses-nyuecog03_task-prf_acq-clinical_run-02_ieeg.vmrk '
        'sub-p10_ses-nyuecog03_task-spatialpattern_acq-clinical_run-02_ieeg.vmrk '
        'sub-p10_ses-nyuecog03_task-temporalpattern_acq-clinical_run-01_ieeg.eeg '
        'sub-p10_ses-nyuecog03_task-temporalpattern_acq-clinical_run-03_channels.tsv'
    ),
    'sub-p11/ses-nyuecog01/ieeg': (
        'sub-p11_ses-nyuecog01_task-prf_acq-clinical_run-01_ieeg.eeg '
        'sub-p11_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_channels.tsv '
        'sub-p11_ses-nyuecog01_task-temporalpattern_acq-clinical_run-03_channels.tsv '
        'sub-p11_ses-nyuecog01_task-temporalpattern_acq-clinical_run-04_ieeg.json'
    ),
    'sub-p11/ses-nyuecog02/ieeg': (
        'sub-p11_ses-nyuecog02_task-prf_acq-clinical_run-01_channels.tsv '
        'sub-p11_ses-nyuecog02_task-prf_acq-clinical_run-01_ieeg.eeg '
        'sub-p11_ses-nyuecog02_task-spatialpattern_acq-clinical_run-01_channels.tsv '
        'sub-p11_ses-nyuecog02_task-temporalpattern_acq-clinical_run-03_ieeg.vmrk '
        'sub-p11_ses-nyuecog02_task-temporalpattern_acq-clinical_run-04_events.tsv'
    ),
    'sub-p11/ses-nyuecog03/ieeg': (
        'sub-p11_ses-nyuecog03_acq-clinical_electrodes.tsv '
        'sub-p11_ses-nyuecog03_task-prf_acq-clinical_run-02_channels.tsv '
        'sub-p11_ses-nyuecog03_task-spatialpattern_acq-clinical_run-01_events.tsv '
        'sub-p11_ses-nyuecog03_task-spatialpattern_acq-clinical_run-03_ieeg.vmrk '
        'sub-p11_ses-nyuecog03_task-temporalpattern_acq-clinical_run-03_ieeg.json '
        'sub-p11_ses-nyuecog03_task-temporalpattern_acq-clinical_run-04_ieeg.json'
    ),
    'sub-p11/ses-nyuecog04/ieeg': (
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-01_ieeg.json '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-03_ieeg.eeg '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-04_ieeg.json '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_acq-clinical_run-06_ieeg.vmrk'
    ),
    'sub-p12/ses-nyuecog01/ieeg': (
        'sub-p12_ses-nyuecog01_task-prf_acq-clinical_run-02_channels.tsv '
        'sub-p12_ses-nyuecog01_task-sixcatlocisidiff_acq-clinical_run-03_ieeg.eeg '
        'sub-p12_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-04_ieeg.vmrk'
    ),
    'sub-p13/ses-nyuecog01/ieeg': (
        'sub-p13_ses-nyuecog01_task-prf_acq-clinical_run-01_events.tsv '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-01_events.tsv '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-01_ieeg.json '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-02_events.tsv '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-02_ieeg.eeg '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-02_ieeg.vmrk '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_acq-clinical_run-04_ieeg.json'
    ),
}


VECOG_BROADBAND_KIND = {
    'derivatives/ECoGBroadband/sub-p01/ses-umcuiemu01/ieeg': (
        'sub-p01_ses-umcuiemu01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-prf_run-03_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-prf_run-04_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p02/ses-umcuiemu01/ieeg': (
        'sub-p02_ses-umcuiemu01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p02_ses-umcuiemu01_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p03/ses-nyuecog01/ieeg': (
        'sub-p03_ses-nyuecog01_task-soc_run-01_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-02_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-03_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-04_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-05_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-06_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-07_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-08_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-09_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-10_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-11_desc-broadband_ieeg.vhdr '
        'sub-p03_ses-nyuecog01_task-soc_run-12_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p04/ses-nyuecog01/ieeg': (
        'sub-p04_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-prf_run-03_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-prf_run-04_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-01_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-02_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-03_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-04_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-05_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-06_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-07_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-08_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-09_desc-broadband_ieeg.vhdr '
        'sub-p04_ses-nyuecog01_task-soc_run-10_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p05/ses-nyuecog01/ieeg': (
        'sub-p05_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-prf_run-03_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-prf_run-04_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p05_ses-nyuecog01_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p06/ses-nyuecog01/ieeg': (
        'sub-p06_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p06_ses-nyuecog01_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p07/ses-nyuecog01/ieeg': (
        'sub-p07_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog01_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p07/ses-nyuecog02/ieeg': (
        'sub-p07_ses-nyuecog02_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p07_ses-nyuecog02_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p08/ses-nyuecog01/ieeg': (
        'sub-p08_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p08_ses-nyuecog01_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p09/ses-nyuecog01/ieeg': (
        'sub-p09_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog01_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p09/ses-nyuecog02/ieeg': (
        'sub-p09_ses-nyuecog02_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p09_ses-nyuecog02_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p10/ses-nyuecog01/ieeg': (
        'sub-p10_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog01_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p10/ses-nyuecog02/ieeg': (
        'sub-p10_ses-nyuecog02_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog02_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p10/ses-nyuecog03/ieeg': (
        'sub-p10_ses-nyuecog03_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p10_ses-nyuecog03_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p11/ses-nyuecog01/ieeg': (
        'sub-p11_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog01_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p11/ses-nyuecog02/ieeg': (
        'sub-p11_ses-nyuecog02_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog02_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p11/ses-nyuecog03/ieeg': (
        'sub-p11_ses-nyuecog03_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-spatialpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-spatialpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-spatialpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-spatialpattern_run-04_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-temporalpattern_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-temporalpattern_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-temporalpattern_run-03_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog03_task-temporalpattern_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p11/ses-nyuecog04/ieeg': (
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_run-01_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_run-02_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_run-03_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_run-04_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_run-05_desc-broadband_ieeg.vhdr '
        'sub-p11_ses-nyuecog04_task-sixcatloctemporal_run-06_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p12/ses-nyuecog01/ieeg': (
        'sub-p12_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatlocisidiff_run-01_desc-broadband_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatlocisidiff_run-02_desc-broadband_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatlocisidiff_run-03_desc-broadband_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatlocisidiff_run-04_desc-broadband_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatloctemporal_run-01_desc-broadband_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatloctemporal_run-02_desc-broadband_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatloctemporal_run-03_desc-broadband_ieeg.vhdr '
        'sub-p12_ses-nyuecog01_task-sixcatloctemporal_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p13/ses-nyuecog01/ieeg': (
        'sub-p13_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_run-01_desc-broadband_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_run-02_desc-broadband_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_run-03_desc-broadband_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_run-04_desc-broadband_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_run-01_desc-broadband_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_run-02_desc-broadband_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_run-03_desc-broadband_ieeg.vhdr '
        'sub-p13_ses-nyuecog01_task-sixcatloctemporal_run-04_desc-broadband_ieeg.vhdr'
    ),
    'derivatives/ECoGBroadband/sub-p14/ses-nyuecog01/ieeg': (
        'sub-p14_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_run-01_desc-broadband_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_run-02_desc-broadband_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_run-03_desc-broadband_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatloctemporal_run-01_desc-broadband_ieeg.vhdr '
        'sub-p14_ses-nyuecog01_task-sixcatloctemporal_run-02_desc-broadband_ieeg.vhdr'
    ),
}


VECOG_BROADBAND_OTHER = {
    '': (
        'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p12/epochs_b/epochs_b_channel52.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p13/epochs_b/epochs_b_channel71.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p14/epochs_b/epochs_b_channel16.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p14/epochs_b/epochs_b_channel25_baselineCorrection.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/categorySelective/sub-p14_DLIL02/param_DN_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/categorySelective/sub-p14_DLIL04/param_DN_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB002/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB018/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB018/r_sq_DN_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB039/r_sq_per_fold_DN_S_withoutScrambled.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB052/r_sq_per_fold_TTC19_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB069/r_sq_TTC17_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB082/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB084/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB086/r_sq_per_fold_TTC19_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB100/param_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB106/param_TTC17_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p11_GB122/r_sq_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p13_LO02/r_sq_DN_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p13_LO02/r_sq_per_fold_TTC17_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p13_LO03/param_TTC19_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p13_LO05/param_TTC19_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_DLIL01/r_sq_per_fold_DN_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_DLIL02/r_sq_DN_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_DLSL04/r_sq_TTC19_S.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_LO01/r_sq_TTC17_none.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_LO01/r_sq_per_fold_DN_P.txt '
        'derivatives/Brandsetal2024TemporalAdaptationECoG/model_fit/visuallyResponsive/sub-p14_LT03/r_sq_TTC19_P.txt '
        'derivatives/ECoGBroadband/sub-p09/ses-nyuecog02/figures/sub-p09_ses-nyuecog02_task-prf_run-01_desc-broadband_LSF01.png '
        'derivatives/ECoGBroadband/sub-p11/ses-nyuecog04/ieeg/sub-p11_ses-nyuecog04_task-sixcatloctemporal_run-02_desc-broadband_ieeg.json '
        'derivatives/ECoGBroadband/sub-p11/ses-nyuecog04/ieeg/sub-p11_ses-nyuecog04_task-sixcatloctemporal_run-04_desc-broadband_events.tsv '
        'derivatives/ECoGBroadband/sub-p12/ses-nyuecog01/ieeg/sub-p12_ses-nyuecog01_task-sixcatloctemporal_run-01_desc-broadband_ieeg.eeg '
        'derivatives/ECoGBroadband/sub-p12/ses-nyuecog01/ieeg/sub-p12_ses-nyuecog01_task-sixcatloctemporal_run-02_desc-broadband_channels.tsv '
        'derivatives/ECoGBroadband/sub-p13/ses-nyuecog01/ieeg/sub-p13_ses-nyuecog01_task-sixcatloctemporal_run-02_desc-broadband_ieeg.vmrk '
        'derivatives/ECoGCAR/sub-p03/ses-nyuecog01/ieeg/sub-p03_ses-nyuecog01_task-soc_run-09_desc-reref_ieeg.eeg '
        'derivatives/ECoGCAR/sub-p06/ses-nyuecog01/figures/sub-p06_ses-nyuecog01_task-temporalpattern_run-04_desc-reref_desc-reref_grid.png '
        'derivatives/ECoGCAR/sub-p06/ses-nyuecog01/ieeg/sub-p06_ses-nyuecog01_task-spatialpattern_run-01_desc-reref_ieeg.eeg '
        'derivatives/ECoGCAR/sub-p06/ses-nyuecog01/ieeg/sub-p06_ses-nyuecog01_task-spatialpattern_run-02_desc-reref_events.tsv '
        'derivatives/ECoGCAR/sub-p07/ses-nyuecog02/ieeg/sub-p07_ses-nyuecog02_task-temporalpattern_run-04_desc-reref_ieeg.vhdr '
        'derivatives/ECoGCAR/sub-p08/ses-nyuecog01/ieeg/sub-p08_ses-nyuecog01_task-temporalpattern_run-03_desc-reref_ieeg.eeg '
        'derivatives/ECoGCAR/sub-p09/ses-nyuecog01/ieeg/sub-p09_ses-nyuecog01_task-prf_run-01_desc-reref_channels.tsv '
        'derivatives/ECoGCAR/sub-p09/ses-nyuecog01/ieeg/sub-p09_ses-nyuecog01_task-spatialpattern_run-04_desc-reref_channels.tsv '
        'derivatives/ECoGCAR/sub-p10/ses-nyuecog01/figures/sub-p10_ses-nyuecog01_task-spatialpattern_run-01_desc-reref_desc-reref_grid.png '
        'derivatives/ECoGCAR/sub-p10/ses-nyuecog01/ieeg/sub-p10_ses-nyuecog01_task-temporalpattern_run-01_desc-reref_events.tsv '
        'derivatives/ECoGCAR/sub-p10/ses-nyuecog03/ieeg/sub-p10_ses-nyuecog03_task-prf_run-01_desc-reref_ieeg.vmrk '
        'derivatives/ECoGCAR/sub-p10/ses-nyuecog03/ieeg/sub-p10_ses-nyuecog03_task-temporalpattern_run-01_desc-reref_events.tsv '
        'derivatives/ECoGCAR/sub-p11/ses-nyuecog01/ieeg/sub-p11_ses-nyuecog01_task-spatialpattern_run-02_desc-reref_events.tsv '
        'derivatives/ECoGCAR/sub-p12/ses-nyuecog01/figures/sub-p12_ses-nyuecog01_task-prf_run-01_desc-reref_desc-reref_grid.png '
        'derivatives/Yuasa2023AlphaPRF/pRFmodel/p02_prf-linear-gs_avg-runs_bbL-decimate3.mat '
        'derivatives/Yuasa2023AlphaPRF/pRFmodel/p11_prf-linear-og_avg-runs_FaCLbBW-decimate3.mat '
        'derivatives/freesurfer/fsaverage/label/lh.Yeo2011_7NetworksConfidence_N1000.mgz '
        'derivatives/freesurfer/fsaverage/label/rh.BA4a_exvivo.thresh.label '
        'derivatives/freesurfer/sub-p01/label/lh.BA6_exvivo.label '
        'derivatives/freesurfer/sub-p02/scripts/recon-all.cmd '
        'derivatives/freesurfer/sub-p02/surf/lh.inflated.K '
        'derivatives/freesurfer/sub-p03/label/lh.BA45_exvivo.label '
        'derivatives/freesurfer/sub-p03/label/rh.FG2.mpm.vpnl.label '
        'derivatives/freesurfer/sub-p03/surf/lh.smoothwm.K1.crv '
        'derivatives/freesurfer/sub-p03/surf/rh.smoothwm.K.crv '
        'derivatives/freesurfer/sub-p04/label/lh.entorhinal_exvivo.thresh.label '
        'derivatives/freesurfer/sub-p04/touch/rh.inflate2.touch '
        'derivatives/freesurfer/sub-p05/surf/rh.defect_labels '
        'derivatives/freesurfer/sub-p05/touch/rh.smoothwm2.touch '
        'derivatives/freesurfer/sub-p06/label/lh.FG4.mpm.vpnl.label '
        'derivatives/freesurfer/sub-p06/label/rh.V1_exvivo.label '
        'derivatives/freesurfer/sub-p07/label/aparc.annot.a2009s.ctab '
        'derivatives/freesurfer/sub-p07/label/rh.perirhinal_exvivo.thresh.label '
        'derivatives/freesurfer/sub-p07/touch/lh.topofix.touch '
        'derivatives/freesurfer/sub-p08/label/lh.FG2.mpm.vpnl.label '
        'derivatives/freesurfer/sub-p08/touch/rh.aparc2.touch '
        'derivatives/freesurfer/sub-p09/label/aparc.annot.a2009s.ctab '
        'derivatives/freesurfer/sub-p09/mri/aseg.auto_noCCseg.label_intensities.txt '
        'derivatives/freesurfer/sub-p09/touch/asegmerge.touch '
        'derivatives/freesurfer/sub-p09/touch/lh.white.touch '
        'derivatives/freesurfer/sub-p11/label/rh.BA4a_exvivo.thresh.label '
        'derivatives/freesurfer/sub-p11/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-p11/touch/lh.inflate1.touch '
        'derivatives/freesurfer/sub-p12/touch/lh.smoothwm2.touch '
        'derivatives/freesurfer/sub-p13/label/lh.BA2_exvivo.label '
        'derivatives/freesurfer/sub-p14/stats/lh.aparc.DKTatlas.stats '
        'derivatives/freesurfer/sub-p14/surf/rh.orig.premesh '
        'sub-p06/ses-nyuecog01/ieeg/sub-p06_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.vhdr '
        'sub-p07/ses-nyuecog01/ieeg/sub-p07_ses-nyuecog01_task-spatialpattern_acq-clinical_run-02_ieeg.vhdr '
        'sub-p07/ses-nyuecog02/ieeg/sub-p07_ses-nyuecog02_task-prf_acq-clinical_run-02_ieeg.eeg '
        'sub-p10/ses-nyuecog01/ieeg/sub-p10_ses-nyuecog01_task-prf_acq-clinical_run-01_events.tsv '
        'sub-p10/ses-nyuecog01/ieeg/sub-p10_ses-nyuecog01_task-spatialpattern_acq-clinical_run-01_ieeg.vmrk '
        'sub-p11/ses-nyuecog01/ieeg/sub-p11_ses-nyuecog01_task-temporalpattern_acq-clinical_run-01_ieeg.eeg '
        'sub-p11/ses-som3t01/sub-p11_ses-som3t01_scans.tsv '
        'sub-p13/ses-nyuecog01/ieeg/sub-p13_ses-nyuecog01_task-sixcatlocdiffisi_acq-clinical_run-02_events.tsv'
    ),
    'derivatives/Brandsetal2024TemporalAdaptationECoG/data_subjects/sub-p11/epochs_b': (
        'epochs_b_channel196_baselineCorrection.txt epochs_b_channel44_baselineCorrection.txt '
        'epochs_b_channel98.txt'
    ),
    'derivatives/ECoGBroadband/sub-p01/ses-umcuiemu01/ieeg': (
        'sub-p01_ses-umcuiemu01_task-temporalpattern_run-01_desc-broadband_channels.tsv '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_run-02_desc-broadband_ieeg.eeg '
        'sub-p01_ses-umcuiemu01_task-temporalpattern_run-03_desc-broadband_channels.tsv'
    ),
    'derivatives/ECoGBroadband/sub-p02/ses-umcuiemu01/ieeg': (
        'sub-p02_ses-umcuiemu01_task-prf_run-01_desc-broadband_events.tsv '
        'sub-p02_ses-umcuiemu01_task-prf_run-01_desc-broadband_ieeg.vmrk '
        'sub-p02_ses-umcuiemu01_task-spatialpattern_run-01_desc-broadband_ieeg.vmrk '
        'sub-p02_ses-umcuiemu01_task-spatialpattern_run-02_desc-broadband_events.tsv '
        'sub-p02_ses-umcuiemu01_task-spatialpattern_run-02_desc-broadband_ieeg.vmrk '
        'sub-p02_ses-umcuiemu01_task-temporalpattern_run-01_desc-broadband_ieeg.json'
    ),
    'derivatives/ECoGBroadband/sub-p03/ses-nyuecog01/ieeg': (
        'sub-p03_ses-nyuecog01_task-soc_run-02_desc-broadband_ieeg.json '
        'sub-p03_ses-nyuecog01_task-soc_run-02_desc-broadband_ieeg.vmrk '
        'sub-p03_ses-nyuecog01_task-soc_run-04_desc-broadband_channels.tsv '
        'sub-p03_ses-nyuecog01_task-soc_run-05_desc-broadband_ieeg.vmrk '
        'sub-p03_ses-nyuecog01_task-soc_run-06_desc-broadband_ieeg.json '
        'sub-p03_ses-nyuecog01_task-soc_run-07_desc-broadband_channels.tsv '
        'sub-p03_ses-nyuecog01_task-soc_run-07_desc-broadband_events.tsv '
        'sub-p03_ses-nyuecog01_task-soc_run-08_desc-broadband_events.tsv '
        'sub-p03_ses-nyuecog01_task-soc_run-10_desc-broadband_events.tsv '
        'sub-p03_ses-nyuecog01_task-soc_run-11_desc-broadband_ieeg.json '
        'sub-p03_ses-nyuecog01_task-soc_run-12_desc-broadband_ieeg.eeg '
        'sub-p03_ses-nyuecog01_task-soc_run-12_desc-broadband_ieeg.json'
    ),
    'derivatives/ECoGBroadband/sub-p04/ses-nyuecog01/ieeg': (
        'sub-p04_ses-nyuecog01_task-prf_run-02_desc-broadband_channels.tsv '
        'sub-p04_ses-nyuecog01_task-prf_run-04_desc-broadband_ieeg.json '
        'sub-p04_ses-nyuecog01_task-soc_run-02_desc-broadband_events.tsv '
        'sub-p04_ses-nyuecog01_task-soc_run-03_desc-broadband_ieeg.vmrk '
        'sub-p04_ses-nyuecog01_task-soc_run-04_desc-broadband_channels.tsv '
        'sub-p04_ses-nyuecog01_task-soc_run-05_desc-broadband_ieeg.eeg '
        'sub-p04_ses-nyuecog01_task-soc_run-09_desc-broadband_channels.tsv'
    ),
    'derivatives/ECoGBroadband/sub-p05/ses-nyuecog01/ieeg': (
        'sub-p05_ses-nyuecog01_task-prf_run-02_desc-broadband_events.tsv '
        'sub-p05_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.eeg '
        'sub-p05_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.vmrk '
        'sub-p05_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_ieeg.json '
        'sub-p05_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_ieeg.vmrk'
    ),
    'derivatives/ECoGBroadband/sub-p06/ses-nyuecog01/ieeg': (
        'sub-p06_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.vmrk '
        'sub-p06_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_events.tsv '
        'sub-p06_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_events.tsv '
        'sub-p06_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.eeg '
        'sub-p06_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.json '
        'sub-p06_ses-nyuecog01_task-temporalpattern_run-02_desc-broadband_channels.tsv '
        'sub-p06_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_events.tsv'
    ),
    'derivatives/ECoGBroadband/sub-p07/ses-nyuecog01/ieeg': (
        'sub-p07_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_channels.tsv '
        'sub-p07_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_events.tsv '
        'sub-p07_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_channels.tsv'
    ),
    'derivatives/ECoGBroadband/sub-p07/ses-nyuecog02/ieeg': (
        'sub-p07_ses-nyuecog02_task-prf_run-01_desc-broadband_events.tsv '
        'sub-p07_ses-nyuecog02_task-temporalpattern_run-04_desc-broadband_ieeg.json '
        'sub-p07_ses-nyuecog02_task-temporalpattern_run-04_desc-broadband_ieeg.vmrk'
    ),
    'derivatives/ECoGBroadband/sub-p08/ses-nyuecog01/ieeg': (
        'sub-p08_ses-nyuecog01_task-prf_run-01_desc-broadband_events.tsv '
        'sub-p08_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.eeg '
        'sub-p08_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.vmrk '
        'sub-p08_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.eeg '
        'sub-p08_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.vmrk '
        'sub-p08_ses-nyuecog01_task-temporalpattern_run-01_desc-broadband_ieeg.vmrk '
        'sub-p08_ses-nyuecog01_task-temporalpattern_run-04_desc-broadband_events.tsv'
    ),
    'derivatives/ECoGBroadband/sub-p09/ses-nyuecog01/ieeg': (
        'sub-p09_ses-nyuecog01_task-spatialpattern_run-01_desc-broadband_ieeg.eeg '
        'sub-p09_ses-nyuecog01_task-spatialpattern_run-03_desc-broadband_channels.tsv '
        'sub-p09_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_events.tsv '
        'sub-p09_ses-nyuecog01_task-spatialpattern_run-04_desc-broadband_ieeg.json '
        'sub-p09_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_ieeg.vmrk'
    ),
    'derivatives/ECoGBroadband/sub-p09/ses-nyuecog02/ieeg': (
        'sub-p09_ses-nyuecog02_task-prf_run-02_desc-broadband_ieeg.eeg '
        'sub-p09_ses-nyuecog02_task-spatialpattern_run-01_desc-broadband_ieeg.vmrk '
        'sub-p09_ses-nyuecog02_task-spatialpattern_run-03_desc-broadband_ieeg.json '
        'sub-p09_ses-nyuecog02_task-temporalpattern_run-01_desc-broadband_channels.tsv '
        'sub-p09_ses-nyuecog02_task-temporalpattern_run-03_desc-broadband_channels.tsv '
        'sub-p09_ses-nyuecog02_task-temporalpattern_run-03_desc-broadband_events.tsv '
        'sub-p09_ses-nyuecog02_task-temporalpattern_run-03_desc-broadband_ieeg.json '
        'sub-p09_ses-nyuecog02_task-temporalpattern_run-04_desc-broadband_ieeg.eeg'
    ),
    'derivatives/ECoGBroadband/sub-p10/ses-nyuecog01/ieeg': (
        'sub-p10_ses-nyuecog01_task-prf_run-01_desc-broadband_ieeg.vmrk '
        'sub-p10_ses-nyuecog01_task-prf_run-02_desc-broadband_events.tsv '
        'sub-p10_ses-nyuecog01_task-prf_run-02_desc-broadband_ieeg.json '
        'sub-p10_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_channels.tsv '
        'sub-p10_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.vmrk '
        'sub-p10_ses-nyuecog01_task-temporalpattern_run-03_desc-broadband_ieeg.json'
    ),
    'derivatives/ECoGBroadband/sub-p10/ses-nyuecog02/ieeg': (
        'sub-p10_ses-nyuecog02_task-prf_run-01_desc-broadband_ieeg.json '
        'sub-p10_ses-nyuecog02_task-spatialpattern_run-03_desc-broadband_ieeg.vmrk '
        'sub-p10_ses-nyuecog02_task-temporalpattern_run-01_desc-broadband_ieeg.json'
    ),
    'derivatives/ECoGBroadband/sub-p10/ses-nyuecog03/ieeg': (
        'sub-p10_ses-nyuecog03_task-prf_run-01_desc-broadband_ieeg.vmrk '
        'sub-p10_ses-nyuecog03_task-spatialpattern_run-02_desc-broadband_events.tsv '
        'sub-p10_ses-nyuecog03_task-spatialpattern_run-02_desc-broadband_ieeg.json '
        'sub-p10_ses-nyuecog03_task-temporalpattern_run-02_desc-broadband_channels.tsv '
        'sub-p10_ses-nyuecog03_task-temporalpattern_run-04_desc-broadband_ieeg.vmrk'
    ),
    'derivatives/ECoGBroadband/sub-p11/ses-nyuecog01/ieeg': (
        'sub-p11_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_events.tsv '
        'sub-p11_ses-nyuecog01_task-spatialpattern_run-02_desc-broadband_ieeg.json '
        'sub-p11_ses-nyuecog01_task-temporalpattern_run-04_desc-broadband_channels.tsv'
    ),
    'derivatives/ECoGBroadband/sub-p11/ses-nyuecog02/ieeg': (
        'sub-p11_ses-nyuecog02_task-prf_run-01_desc-broadband_ieeg.eeg '
        'sub-p11_ses-nyuecog02_task-spatialpattern_run-02_desc-broadband_channels.tsv '
        'sub-p11_ses-nyuecog02_task-spatialpattern_run-02_desc-broadband_ieeg.json '
        'sub-p11_ses-nyuecog02_task-spatialpattern_run-04_desc-broadband_ieeg.json '
        'sub-p11_ses-nyuecog02_task-temporalpattern_run-01_desc-broadband_ieeg.eeg '
        'sub-p11_ses-nyuecog02_task-temporalpattern_run-01_desc-broadband_ieeg.json'
    ),
    'derivatives/ECoGBroadband/sub-p11/ses-nyuecog03/ieeg': (
        'sub-p11_ses-nyuecog03_task-prf_run-02_desc-broadband_channels.tsv '
        'sub-p11_ses-nyuecog03_task-spatialpattern_run-04_desc-broadband_events.tsv '
        'sub-p11_ses-nyuecog03_task-temporalpattern_run-02_desc-broadband_ieeg.vmrk '
        'sub-p11_ses-nyuecog03_task-temporalpattern_run-03_desc-broadband_ieeg.json '
        'sub-p11_ses-nyuecog03_task-temporalpattern_run-04_desc-broadband_ieeg.vmrk'
    ),
    'derivatives/ECoGBroadband/sub-p14/ses-nyuecog01/ieeg': (
        'sub-p14_ses-nyuecog01_task-prf_run-01_desc-broadband_channels.tsv '
        'sub-p14_ses-nyuecog01_task-prf_run-01_desc-broadband_events.tsv '
        'sub-p14_ses-nyuecog01_task-sixcatlocdiffisi_run-02_desc-broadband_ieeg.vmrk '
        'sub-p14_ses-nyuecog01_task-sixcatloctemporal_run-01_desc-broadband_ieeg.vmrk '
        'sub-p14_ses-nyuecog01_task-sixcatloctemporal_run-02_desc-broadband_ieeg.eeg'
    ),
    'derivatives/freesurfer/sub-p01/surf': (
        'lh.jacobian_white rh.benson14_sigma.mgz rh.rosenke18_vcatlas.mgz'
    ),
    'derivatives/freesurfer/sub-p02/label': (
        'aparc.annot.a2009s.ctab lh.BA2_exvivo.thresh.label rh.BA2_exvivo.label'
    ),
    'derivatives/freesurfer/sub-p11/surf': (
        'rh.fsaverage.sphere.reg rh.pial.T1 rh.smoothwm.C.crv'
    ),
}


EPIC_VIDEOS_KIND = {
    '': (
        'P36/videos/P36_101.MP4 P36/videos/P36_102.MP4'
    ),
    'P01/videos': (
        'P01_101.MP4 P01_102.MP4 P01_103.MP4 P01_104.MP4 P01_105.MP4 P01_106.MP4 P01_107.MP4 P01_108.MP4 '
        'P01_109.MP4'
    ),
    'P02/videos': (
        'P02_101.MP4 P02_102.MP4 P02_103.MP4 P02_104.MP4 P02_105.MP4 P02_106.MP4 P02_107.MP4 P02_108.MP4 '
        'P02_109.MP4 P02_110.MP4 P02_111.MP4 P02_112.MP4 P02_113.MP4 P02_114.MP4 P02_115.MP4 P02_116.MP4 '
        'P02_117.MP4 P02_118.MP4 P02_119.MP4 P02_120.MP4 P02_121.MP4 P02_122.MP4 P02_123.MP4 P02_124.MP4 '
        'P02_125.MP4 P02_126.MP4 P02_127.MP4 P02_128.MP4 P02_129.MP4 P02_130.MP4 P02_131.MP4 P02_132.MP4 '
        'P02_133.MP4 P02_134.MP4 P02_135.MP4 P02_136.MP4 P02_137.MP4'
    ),
    'P03/videos': (
        'P03_101.MP4 P03_102.MP4 P03_103.MP4 P03_104.MP4 P03_105.MP4 P03_106.MP4 P03_107.MP4 P03_108.MP4 '
        'P03_109.MP4 P03_110.MP4 P03_111.MP4 P03_112.MP4 P03_113.MP4 P03_114.MP4 P03_115.MP4 P03_116.MP4 '
        'P03_117.MP4 P03_118.MP4 P03_119.MP4 P03_120.MP4 P03_121.MP4 P03_122.MP4 P03_123.MP4'
    ),
    'P04/videos': (
        'P04_101.MP4 P04_102.MP4 P04_103.MP4 P04_104.MP4 P04_105.MP4 P04_106.MP4 P04_107.MP4 P04_108.MP4 '
        'P04_109.MP4 P04_110.MP4 P04_111.MP4 P04_112.MP4 P04_113.MP4 P04_114.MP4 P04_115.MP4 P04_116.MP4 '
        'P04_117.MP4 P04_118.MP4 P04_119.MP4 P04_120.MP4 P04_121.MP4 P04_122.MP4 P04_123.MP4'
    ),
    'P06/videos': (
        'P06_101.MP4 P06_102.MP4 P06_103.MP4 P06_104.MP4 P06_105.MP4 P06_106.MP4 P06_107.MP4 P06_108.MP4 '
        'P06_109.MP4 P06_110.MP4 P06_111.MP4 P06_112.MP4 P06_113.MP4'
    ),
    'P07/videos': (
        'P07_101.MP4 P07_102.MP4 P07_103.MP4 P07_104.MP4 P07_105.MP4 P07_106.MP4 P07_107.MP4 P07_108.MP4 '
        'P07_109.MP4 P07_110.MP4 P07_111.MP4 P07_112.MP4 P07_113.MP4 P07_114.MP4 P07_115.MP4 P07_116.MP4 '
        'P07_117.MP4'
    ),
    'P09/videos': (
        'P09_101.MP4 P09_102.MP4 P09_103.MP4 P09_104.MP4 P09_105.MP4 P09_106.MP4'
    ),
    'P11/videos': (
        'P11_101.MP4 P11_102.MP4 P11_103.MP4 P11_104.MP4 P11_105.MP4 P11_106.MP4 P11_107.MP4 P11_108.MP4 '
        'P11_109.MP4'
    ),
    'P12/videos': (
        'P12_101.MP4 P12_102.MP4 P12_103.MP4 P12_104.MP4 P12_105.MP4'
    ),
    'P22/videos': (
        'P22_101.MP4 P22_102.MP4 P22_103.MP4 P22_104.MP4 P22_105.MP4 P22_106.MP4 P22_107.MP4 P22_108.MP4 '
        'P22_109.MP4 P22_110.MP4 P22_111.MP4 P22_112.MP4 P22_113.MP4 P22_114.MP4 P22_115.MP4 P22_116.MP4 '
        'P22_117.MP4'
    ),
    'P23/videos': (
        'P23_101.MP4 P23_102.MP4 P23_103.MP4'
    ),
    'P25/videos': (
        'P25_101.MP4 P25_102.MP4 P25_103.MP4 P25_104.MP4 P25_105.MP4 P25_106.MP4 P25_107.MP4'
    ),
    'P26/videos': (
        'P26_101.MP4 P26_102.MP4 P26_103.MP4 P26_104.MP4 P26_105.MP4 P26_106.MP4 P26_107.MP4 P26_108.MP4 '
        'P26_109.MP4 P26_110.MP4 P26_111.MP4 P26_112.MP4 P26_113.MP4 P26_114.MP4 P26_115.MP4 P26_116.MP4 '
        'P26_117.MP4 P26_118.MP4 P26_119.MP4 P26_120.MP4 P26_121.MP4 P26_122.MP4 P26_123.MP4 P26_124.MP4'
    ),
    'P27/videos': (
        'P27_101.MP4 P27_102.MP4 P27_103.MP4 P27_104.MP4 P27_105.MP4'
    ),
    'P28/videos': (
        'P28_101.MP4 P28_102.MP4 P28_103.MP4 P28_104.MP4 P28_105.MP4 P28_106.MP4 P28_107.MP4 P28_108.MP4 '
        'P28_109.MP4 P28_110.MP4 P28_111.MP4 P28_112.MP4 P28_113.MP4 P28_114.MP4 P28_115.MP4 P28_116.MP4 '
        'P28_117.MP4 P28_118.MP4'
    ),
    'P30/videos': (
        'P30_101.MP4 P30_102.MP4 P30_103.MP4 P30_104.MP4 P30_105.MP4 P30_106.MP4 P30_107.MP4 P30_108.MP4 '
        'P30_109.MP4 P30_110.MP4 P30_111.MP4 P30_112.MP4 P30_113.MP4 P30_114.MP4'
    ),
    'P33/videos': (
        'P33_101.MP4 P33_102.MP4 P33_103.MP4 P33_104.MP4 P33_105.MP4 P33_106.MP4 P33_107.MP4 P33_108.MP4 '
        'P33_109.MP4 P33_110.MP4 P33_111.MP4'
    ),
    'P34/videos': (
        'P34_101.MP4 P34_102.MP4 P34_103.MP4 P34_104.MP4 P34_105.MP4 P34_106.MP4 P34_107.MP4 P34_108.MP4 '
        'P34_109.MP4 P34_110.MP4 P34_111.MP4 P34_112.MP4 P34_113.MP4'
    ),
    'P35/videos': (
        'P35_101.MP4 P35_102.MP4 P35_103.MP4 P35_104.MP4 P35_105.MP4 P35_106.MP4 P35_107.MP4 P35_108.MP4 '
        'P35_109.MP4'
    ),
    'P37/videos': (
        'P37_101.MP4 P37_102.MP4 P37_103.MP4'
    ),
}


EPIC_VIDEOS_OTHER = {
    '': (
        'P01/flow_frames/P01_108.tar P03/flow_frames/P03_110.tar P03/flow_frames/P03_121.tar '
        'P03/rgb_frames/P03_108.tar P03/rgb_frames/P03_121.tar P04/recording_times.csv '
        'P04/rgb_frames/P04_105.tar P04/rgb_frames/P04_108.tar P06/flow_frames/P06_106.tar '
        'P06/rgb_frames/P06_105.tar P07/rgb_frames/P07_113.tar P07/rgb_frames/P07_114.tar '
        'P09/flow_frames/P09_104.tar P09/meta_data/P09_104-gyro.csv P09/meta_data/P09_105-gyro.csv '
        'P11/flow_frames/P11_106.tar P11/meta_data/P11_103-accl.csv P11/rgb_frames/P11_101.tar '
        'P12/meta_data/P12_101-gyro.csv P12/meta_data/P12_104-gps.csv P22/flow_frames/P22_103.tar '
        'P22/flow_frames/P22_114.tar P22/meta_data/P22_115-gyro.csv P23/meta_data/P23_102-gyro.csv '
        'P25/flow_frames/P25_105.tar P25/meta_data/P25_101-gyro.csv P25/rgb_frames/P25_105.tar '
        'P26/flow_frames/P26_104.tar P26/flow_frames/P26_107.tar P26/rgb_frames/P26_109.tar '
        'P26/rgb_frames/P26_110.tar P27/rgb_frames/P27_103.tar P28/flow_frames/P28_113.tar '
        'P28/meta_data/P28_109-accl.csv P28/meta_data/P28_114-accl.csv P30/flow_frames/P30_101.tar '
        'P33/flow_frames/P33_102.tar P33/flow_frames/P33_108.tar P33/meta_data/P33_103-gyro.csv '
        'P33/rgb_frames/P33_104.tar P34/meta_data/P34_111-gyro.csv P35/flow_frames/P35_101.tar '
        'P36/flow_frames/P36_102.tar frames_rgb_flow/flow/test/P02/P02_14.tar '
        'frames_rgb_flow/flow/test/P03/P03_23.tar frames_rgb_flow/flow/test/P04/P04_29.tar '
        'frames_rgb_flow/flow/test/P05/P05_07.tar frames_rgb_flow/flow/test/P06/P06_13.tar '
        'frames_rgb_flow/flow/test/P07/P07_14.tar frames_rgb_flow/flow/test/P11/P11_11.tar '
        'frames_rgb_flow/flow/test/P13/P13_03.tar frames_rgb_flow/flow/test/P15/P15_05.tar '
        'frames_rgb_flow/flow/test/P15/P15_06.tar frames_rgb_flow/flow/test/P18/P18_11.tar '
        'frames_rgb_flow/flow/test/P26/P26_37.tar frames_rgb_flow/flow/test/P29/P29_05.tar '
        'frames_rgb_flow/flow/train/P02/P02_04.tar frames_rgb_flow/flow/train/P02/P02_10.tar '
        'frames_rgb_flow/flow/train/P03/P03_02.tar frames_rgb_flow/flow/train/P04/P04_02.tar '
        'frames_rgb_flow/flow/train/P04/P04_19.tar frames_rgb_flow/flow/train/P07/P07_04.tar '
        'frames_rgb_flow/flow/train/P08/P08_13.tar frames_rgb_flow/flow/train/P08/P08_25.tar '
        'frames_rgb_flow/flow/train/P13/P13_09.tar frames_rgb_flow/flow/train/P14/P14_01.tar '
        'frames_rgb_flow/flow/train/P15/P15_07.tar frames_rgb_flow/flow/train/P22/P22_09.tar '
        'frames_rgb_flow/flow/train/P22/P22_13.tar frames_rgb_flow/flow/train/P25/P25_10.tar '
        'frames_rgb_flow/flow/train/P26/P26_09.tar frames_rgb_flow/flow/train/P26/P26_29.tar '
        'frames_rgb_flow/flow/train/P28/P28_13.tar frames_rgb_flow/flow/train/P31/P31_03.tar '
        'frames_rgb_flow/flow/train/P31/P31_14.tar frames_rgb_flow/rgb/test/P03/P03_26.tar '
        'frames_rgb_flow/rgb/test/P04/P04_27.tar frames_rgb_flow/rgb/test/P09/P09_01.tar '
        'frames_rgb_flow/rgb/test/P09/P09_03.tar frames_rgb_flow/rgb/test/P11/P11_06.tar '
        'frames_rgb_flow/rgb/test/P11/P11_18.tar frames_rgb_flow/rgb/test/P27/P27_05.tar '
        'frames_rgb_flow/rgb/test/P28/P28_18.tar frames_rgb_flow/rgb/train/P02/P02_04.tar '
        'frames_rgb_flow/rgb/train/P05/P05_01.tar frames_rgb_flow/rgb/train/P05/P05_06.tar '
        'frames_rgb_flow/rgb/train/P07/P07_09.tar frames_rgb_flow/rgb/train/P10/P10_02.tar '
        'frames_rgb_flow/rgb/train/P14/P14_05.tar frames_rgb_flow/rgb/train/P15/P15_10.tar '
        'frames_rgb_flow/rgb/train/P20/P20_01.tar frames_rgb_flow/rgb/train/P20/P20_04.tar '
        'frames_rgb_flow/rgb/train/P24/P24_06.tar frames_rgb_flow/rgb/train/P25/P25_04.tar '
        'frames_rgb_flow/rgb/train/P26/P26_08.tar frames_rgb_flow/rgb/train/P28/P28_05.tar '
        'frames_rgb_flow/rgb/train/P31/P31_01.tar object_detection_images/test/P07/P07_15.tar '
        'object_detection_images/test/P11/P11_10.tar object_detection_images/test/P14/P14_08.tar '
        'object_detection_images/test/P18/P18_11.tar object_detection_images/test/P19/P19_05.tar '
        'object_detection_images/test/P26/P26_37.tar object_detection_images/test/P26/P26_41.tar '
        'object_detection_images/test/P28/P28_16.tar object_detection_images/test/P28/P28_19.tar '
        'object_detection_images/test/P30/P30_09.tar object_detection_images/train/P01/P01_04.tar '
        'object_detection_images/train/P04/P04_10.tar object_detection_images/train/P04/P04_23.tar '
        'object_detection_images/train/P05/P05_04.tar object_detection_images/train/P06/P06_03.tar '
        'object_detection_images/train/P12/P12_04.tar object_detection_images/train/P14/P14_02.tar '
        'object_detection_images/train/P15/P15_13.tar object_detection_images/train/P26/P26_23.tar '
        'object_detection_images/train/P27/P27_02.tar object_detection_images/train/P28/P28_04.tar '
        'object_detection_images/train/P28/P28_12.tar object_detection_images/train/P30/P30_02.tar '
        'videos/test/P03/P03_24.MP4 videos/test/P03/P03_25.MP4 videos/test/P04/P04_26.MP4 '
        'videos/test/P06/P06_10.MP4 videos/test/P07/P07_16.MP4 videos/test/P07/P07_17.MP4 '
        'videos/test/P31/P31_10.MP4 videos/test/P32/P32_03.MP4 videos/train/P14/P14_01.MP4 '
        'videos/train/P14/P14_03.MP4 videos/train/P15/P15_11.MP4 videos/train/P26/P26_08.MP4 '
        'videos/train/P31/P31_09.MP4 videos/train/P31/P31_14.MP4'
    ),
    'P02/flow_frames': (
        'P02_107.tar P02_113.tar P02_128.tar'
    ),
    'P02/meta_data': (
        'P02_101-gyro.csv P02_109-gps.csv P02_116-accl.csv P02_119-gyro.csv P02_120-gps.csv '
        'P02_121-accl.csv P02_125-gyro.csv P02_134-gps.csv'
    ),
    'P03/meta_data': (
        'P03_103-accl.csv P03_103-gps.csv P03_105-accl.csv P03_112-gyro.csv P03_114-gyro.csv'
    ),
    'P04/flow_frames': (
        'P04_105.tar P04_106.tar P04_109.tar P04_123.tar'
    ),
    'P04/meta_data': (
        'P04_102-accl.csv P04_108-gps.csv P04_111-accl.csv P04_111-gyro.csv'
    ),
    'P06/meta_data': (
        'P06_102-accl.csv P06_102-gps.csv P06_108-accl.csv P06_108-gps.csv P06_109-gyro.csv'
    ),
    'P07/meta_data': (
        'P07_104-accl.csv P07_106-gyro.csv P07_109-gyro.csv P07_111-gyro.csv P07_114-accl.csv'
    ),
    'P22/rgb_frames': (
        'P22_104.tar P22_108.tar P22_111.tar'
    ),
    'P26/meta_data': (
        'P26_108-gps.csv P26_114-accl.csv P26_117-gyro.csv P26_124-gyro.csv'
    ),
    'P34/flow_frames': (
        'P34_104.tar P34_108.tar P34_110.tar'
    ),
    'frames_rgb_flow/flow/train/P01': (
        'P01_03.tar P01_09.tar P01_16.tar'
    ),
    'frames_rgb_flow/rgb/train/P03': (
        'P03_04.tar P03_07.tar P03_09.tar'
    ),
    'frames_rgb_flow/rgb/train/P04': (
        'P04_12.tar P04_13.tar P04_22.tar'
    ),
    'frames_rgb_flow/rgb/train/P08': (
        'P08_04.tar P08_12.tar P08_20.tar'
    ),
    'videos/train/P03': (
        'P03_09.MP4 P03_10.MP4 P03_12.MP4 P03_13.MP4'
    ),
    'videos/train/P04': (
        'P04_02.MP4 P04_05.MP4 P04_16.MP4'
    ),
    'videos/train/P08': (
        'P08_04.MP4 P08_20.MP4 P08_27.MP4'
    ),
}


EPIC_SENSORS_KIND = {
    '': (
        'P12/meta_data/P12_102-gyro.csv P12/meta_data/P12_103-gps.csv P23/meta_data/P23_102-gyro.csv '
        'P23/meta_data/P23_103-gps.csv P37/meta_data/P37_101-accl.csv'
    ),
    'P01/meta_data': (
        'P01_101-accl.csv P01_103-accl.csv P01_104-accl.csv P01_105-gyro.csv P01_107-accl.csv '
        'P01_108-gyro.csv P01_109-gyro.csv'
    ),
    'P02/meta_data': (
        'P02_101-accl.csv P02_101-gyro.csv P02_102-gps.csv P02_104-gyro.csv P02_105-accl.csv '
        'P02_105-gps.csv P02_105-gyro.csv P02_106-accl.csv P02_106-gps.csv P02_107-gps.csv '
        'P02_107-gyro.csv P02_110-gps.csv P02_112-gyro.csv P02_113-gps.csv P02_114-gps.csv '
        'P02_116-accl.csv P02_116-gyro.csv P02_118-accl.csv P02_118-gps.csv P02_120-accl.csv '
        'P02_120-gps.csv P02_120-gyro.csv P02_121-accl.csv P02_121-gps.csv P02_122-gps.csv '
        'P02_123-gps.csv P02_124-accl.csv P02_125-accl.csv P02_125-gps.csv P02_126-gyro.csv '
        'P02_127-accl.csv P02_127-gyro.csv P02_128-accl.csv P02_129-accl.csv P02_130-gyro.csv '
        'P02_133-accl.csv P02_133-gyro.csv P02_134-gyro.csv P02_135-gyro.csv P02_137-accl.csv '
        'P02_137-gyro.csv'
    ),
    'P03/meta_data': (
        'P03_101-accl.csv P03_101-gps.csv P03_101-gyro.csv P03_104-accl.csv P03_104-gyro.csv '
        'P03_105-accl.csv P03_106-gps.csv P03_107-accl.csv P03_107-gps.csv P03_107-gyro.csv '
        'P03_109-accl.csv P03_109-gps.csv P03_110-gyro.csv P03_111-gyro.csv P03_112-gyro.csv '
        'P03_113-gps.csv P03_113-gyro.csv P03_115-gyro.csv P03_116-gyro.csv P03_117-accl.csv '
        'P03_120-accl.csv P03_120-gyro.csv P03_121-accl.csv P03_121-gps.csv P03_122-accl.csv '
        'P03_122-gps.csv P03_123-gps.csv P03_123-gyro.csv'
    ),
    'P04/meta_data': (
        'P04_101-accl.csv P04_101-gyro.csv P04_102-accl.csv P04_102-gps.csv P04_102-gyro.csv '
        'P04_103-gps.csv P04_106-gps.csv P04_110-gps.csv P04_111-accl.csv P04_114-accl.csv '
        'P04_116-gps.csv P04_117-accl.csv P04_118-accl.csv P04_118-gps.csv P04_118-gyro.csv '
        'P04_120-accl.csv P04_120-gps.csv P04_120-gyro.csv P04_121-gyro.csv P04_122-gps.csv'
    ),
    'P06/meta_data': (
        'P06_101-accl.csv P06_102-gps.csv P06_102-gyro.csv P06_103-gps.csv P06_103-gyro.csv '
        'P06_105-accl.csv P06_105-gps.csv P06_106-accl.csv P06_106-gps.csv P06_107-gps.csv '
        'P06_108-accl.csv P06_109-gps.csv P06_110-gyro.csv P06_111-accl.csv P06_111-gps.csv'
    ),
    'P07/meta_data': (
        'P07_102-gps.csv P07_102-gyro.csv P07_103-gps.csv P07_105-gps.csv P07_107-accl.csv '
        'P07_107-gps.csv P07_108-accl.csv P07_109-gps.csv P07_110-accl.csv P07_111-gps.csv '
        'P07_111-gyro.csv P07_112-gps.csv P07_113-gps.csv P07_113-gyro.csv P07_116-accl.csv'
    ),
    'P09/meta_data': (
        'P09_101-gps.csv P09_103-gyro.csv P09_104-gyro.csv P09_105-accl.csv P09_105-gps.csv '
        'P09_106-accl.csv'
    ),
    'P11/meta_data': (
        'P11_101-accl.csv P11_102-gps.csv P11_102-gyro.csv P11_103-gps.csv P11_103-gyro.csv '
        'P11_104-gps.csv P11_104-gyro.csv P11_105-gps.csv P11_105-gyro.csv P11_106-accl.csv '
        'P11_107-gyro.csv P11_108-gps.csv P11_108-gyro.csv'
    ),
    'P22/meta_data': (
        'P22_101-gps.csv P22_101-gyro.csv P22_102-accl.csv P22_103-accl.csv P22_105-accl.csv '
        'P22_105-gyro.csv P22_106-accl.csv P22_106-gps.csv P22_106-gyro.csv P22_107-accl.csv '
        'P22_107-gps.csv P22_108-gyro.csv P22_109-accl.csv P22_109-gyro.csv P22_112-accl.csv '
        'P22_112-gps.csv P22_113-gps.csv P22_113-gyro.csv P22_114-accl.csv P22_114-gps.csv '
        'P22_115-gps.csv P22_116-accl.csv'
    ),
    'P25/meta_data': (
        'P25_101-gps.csv P25_102-accl.csv P25_102-gps.csv P25_102-gyro.csv P25_103-gps.csv '
        'P25_104-accl.csv P25_104-gyro.csv P25_105-accl.csv P25_105-gps.csv P25_107-accl.csv '
        'P25_107-gps.csv P25_107-gyro.csv'
    ),
    'P26/meta_data': (
        'P26_101-accl.csv P26_101-gps.csv P26_101-gyro.csv P26_102-gyro.csv P26_103-gyro.csv '
        'P26_104-gps.csv P26_104-gyro.csv P26_105-gps.csv P26_105-gyro.csv P26_106-gps.csv '
        'P26_106-gyro.csv P26_108-accl.csv P26_110-gyro.csv P26_111-gps.csv P26_112-gps.csv '
        'P26_113-accl.csv P26_114-accl.csv P26_115-accl.csv P26_117-gyro.csv P26_118-gps.csv '
        'P26_118-gyro.csv P26_119-accl.csv P26_121-accl.csv P26_123-accl.csv P26_123-gps.csv '
        'P26_123-gyro.csv'
    ),
    'P27/meta_data': (
        'P27_101-gps.csv P27_102-accl.csv P27_103-accl.csv P27_104-gps.csv P27_105-gps.csv'
    ),
    'P28/meta_data': (
        'P28_101-gps.csv P28_101-gyro.csv P28_102-accl.csv P28_102-gps.csv P28_103-accl.csv '
        'P28_106-accl.csv P28_106-gyro.csv P28_107-accl.csv P28_107-gps.csv P28_108-gyro.csv '
        'P28_109-gyro.csv P28_111-gps.csv P28_111-gyro.csv P28_112-gps.csv P28_112-gyro.csv '
        'P28_113-gps.csv P28_114-accl.csv P28_114-gyro.csv P28_116-accl.csv P28_117-accl.csv '
        'P28_117-gps.csv P28_117-gyro.csv'
    ),
    'P30/meta_data': (
        'P30_103-gps.csv P30_103-gyro.csv P30_104-accl.csv P30_104-gyro.csv P30_107-gps.csv '
        'P30_107-gyro.csv P30_108-accl.csv P30_108-gps.csv P30_109-accl.csv P30_111-gps.csv '
        'P30_111-gyro.csv P30_112-accl.csv P30_112-gyro.csv P30_114-accl.csv P30_114-gps.csv'
    ),
    'P33/meta_data': (
        'P33_101-gps.csv P33_102-accl.csv P33_103-accl.csv P33_103-gyro.csv P33_105-gps.csv '
        'P33_105-gyro.csv P33_106-gyro.csv P33_107-gps.csv P33_108-accl.csv P33_109-accl.csv '
        'P33_109-gps.csv P33_110-accl.csv P33_111-accl.csv'
    ),
    'P34/meta_data': (
        'P34_101-accl.csv P34_101-gps.csv P34_101-gyro.csv P34_102-accl.csv P34_102-gps.csv '
        'P34_104-accl.csv P34_105-gps.csv P34_105-gyro.csv P34_106-gyro.csv P34_107-gps.csv '
        'P34_108-gyro.csv P34_109-gps.csv P34_110-gyro.csv P34_111-gyro.csv P34_112-accl.csv '
        'P34_112-gyro.csv P34_113-accl.csv P34_113-gyro.csv'
    ),
    'P35/meta_data': (
        'P35_101-accl.csv P35_101-gps.csv P35_101-gyro.csv P35_103-gps.csv P35_104-gyro.csv '
        'P35_106-gps.csv P35_107-accl.csv P35_107-gps.csv P35_108-accl.csv P35_109-accl.csv '
        'P35_109-gps.csv'
    ),
    'P36/meta_data': (
        'P36_101-accl.csv P36_102-gyro.csv P36_103-gps.csv P36_103-gyro.csv P36_104-accl.csv '
        'P36_105-accl.csv'
    ),
}


EPIC_SENSORS_OTHER = {
    '': (
        'P01/flow_frames/P01_108.tar P01/rgb_frames/P01_104.tar P03/flow_frames/P03_109.tar '
        'P03/rgb_frames/P03_111.tar P03/videos/P03_109.MP4 P03/videos/P03_117.MP4 '
        'P04/flow_frames/P04_123.tar P04/videos/P04_102.MP4 P06/flow_frames/P06_102.tar '
        'P06/flow_frames/P06_108.tar P07/flow_frames/P07_104.tar P07/flow_frames/P07_117.tar '
        'P07/videos/P07_107.MP4 P07/videos/P07_111.MP4 P09/flow_frames/P09_106.tar '
        'P09/rgb_frames/P09_106.tar P11/flow_frames/P11_102.tar P11/flow_frames/P11_104.tar '
        'P12/videos/P12_102.MP4 P22/rgb_frames/P22_108.tar P22/videos/P22_102.MP4 P22/videos/P22_103.MP4 '
        'P23/flow_frames/P23_103.tar P23/recording_times.csv P23/videos/P23_101.MP4 '
        'P25/rgb_frames/P25_107.tar P26/videos/P26_102.MP4 P26/videos/P26_109.MP4 '
        'P27/rgb_frames/P27_104.tar P27/rgb_frames/P27_105.tar P28/flow_frames/P28_102.tar '
        'P28/flow_frames/P28_116.tar P28/recording_times.csv P28/rgb_frames/P28_116.tar '
        'P28/videos/P28_108.MP4 P30/flow_frames/P30_112.tar P30/rgb_frames/P30_113.tar '
        'P30/videos/P30_107.MP4 P33/flow_frames/P33_106.tar P33/rgb_frames/P33_105.tar '
        'P34/videos/P34_104.MP4 P35/videos/P35_104.MP4 P35/videos/P35_105.MP4 P37/flow_frames/P37_101.tar '
        'P37/rgb_frames/P37_102.tar frames_rgb_flow/flow/test/P03/P03_24.tar '
        'frames_rgb_flow/flow/test/P04/P04_27.tar frames_rgb_flow/flow/test/P04/P04_30.tar '
        'frames_rgb_flow/flow/test/P05/P05_09.tar frames_rgb_flow/flow/test/P11/P11_08.tar '
        'frames_rgb_flow/flow/test/P12/P12_03.tar frames_rgb_flow/flow/test/P14/P14_08.tar '
        'frames_rgb_flow/flow/test/P17/P17_02.tar frames_rgb_flow/flow/test/P18/P18_11.tar '
        'frames_rgb_flow/flow/test/P22/P22_03.tar frames_rgb_flow/flow/test/P26/P26_33.tar '
        'frames_rgb_flow/flow/test/P26/P26_34.tar frames_rgb_flow/flow/test/P32/P32_10.tar '
        'frames_rgb_flow/flow/train/P02/P02_01.tar frames_rgb_flow/flow/train/P03/P03_27.tar '
        'frames_rgb_flow/flow/train/P04/P04_14.tar frames_rgb_flow/flow/train/P07/P07_09.tar '
        'frames_rgb_flow/flow/train/P21/P21_01.tar frames_rgb_flow/flow/train/P22/P22_08.tar '
        'frames_rgb_flow/flow/train/P23/P23_03.tar frames_rgb_flow/flow/train/P31/P31_03.tar '
        'frames_rgb_flow/rgb/test/P03/P03_24.tar frames_rgb_flow/rgb/test/P11/P11_01.tar '
        'frames_rgb_flow/rgb/test/P11/P11_06.tar frames_rgb_flow/rgb/test/P22/P22_02.tar '
        'frames_rgb_flow/rgb/test/P24/P24_09.tar frames_rgb_flow/rgb/test/P26/P26_35.tar '
        'frames_rgb_flow/rgb/test/P26/P26_40.tar frames_rgb_flow/rgb/test/P28/P28_17.tar '
        'frames_rgb_flow/rgb/test/P28/P28_21.tar frames_rgb_flow/rgb/train/P01/P01_07.tar '
        'frames_rgb_flow/rgb/train/P02/P02_11.tar frames_rgb_flow/rgb/train/P04/P04_13.tar '
        'frames_rgb_flow/rgb/train/P04/P04_21.tar frames_rgb_flow/rgb/train/P06/P06_09.tar '
        'frames_rgb_flow/rgb/train/P10/P10_02.tar frames_rgb_flow/rgb/train/P12/P12_06.tar '
        'frames_rgb_flow/rgb/train/P13/P13_04.tar frames_rgb_flow/rgb/train/P14/P14_09.tar '
        'frames_rgb_flow/rgb/train/P15/P15_12.tar frames_rgb_flow/rgb/train/P21/P21_03.tar '
        'frames_rgb_flow/rgb/train/P22/P22_16.tar frames_rgb_flow/rgb/train/P24/P24_06.tar '
        'frames_rgb_flow/rgb/train/P26/P26_07.tar frames_rgb_flow/rgb/train/P26/P26_15.tar '
        'frames_rgb_flow/rgb/train/P27/P27_04.tar frames_rgb_flow/rgb/train/P27/P27_07.tar '
        'frames_rgb_flow/rgb/train/P28/P28_10.tar hand-objects/P01/P01_109.pkl '
        'object_detection_images/test/P01/P01_11.tar object_detection_images/test/P04/P04_32.tar '
        'object_detection_images/test/P07/P07_14.tar object_detection_images/test/P17/P17_02.tar '
        'object_detection_images/test/P18/P18_08.tar object_detection_images/test/P23/P23_05.tar '
        'object_detection_images/test/P25/P25_08.tar object_detection_images/test/P29/P29_06.tar '
        'object_detection_images/test/P30/P30_08.tar object_detection_images/test/P32/P32_05.tar '
        'object_detection_images/test/P32/P32_08.tar object_detection_images/train/P01/P01_10.tar '
        'object_detection_images/train/P04/P04_14.tar object_detection_images/train/P04/P04_22.tar '
        'object_detection_images/train/P05/P05_03.tar object_detection_images/train/P08/P08_28.tar '
        'object_detection_images/train/P19/P19_01.tar object_detection_images/train/P19/P19_02.tar '
        'object_detection_images/train/P21/P21_04.tar object_detection_images/train/P22/P22_06.tar '
        'object_detection_images/train/P22/P22_11.tar object_detection_images/train/P24/P24_01.tar '
        'object_detection_images/train/P24/P24_05.tar object_detection_images/train/P25/P25_01.tar '
        'object_detection_images/train/P25/P25_10.tar object_detection_images/train/P28/P28_02.tar '
        'object_detection_images/train/P28/P28_11.tar object_detection_images/train/P30/P30_06.tar '
        'object_detection_images/train/P30/P30_10.tar object_detection_images/train/P31/P31_02.tar '
        'videos/test/P03/P03_22.MP4 videos/test/P07/P07_15.MP4 videos/test/P11/P11_14.MP4 '
        'videos/test/P17/P17_02.MP4 videos/test/P28/P28_24.MP4 videos/train/P01/P01_07.MP4 '
        'videos/train/P01/P01_08.MP4 videos/train/P04/P04_01.MP4 videos/train/P04/P04_23.MP4 '
        'videos/train/P05/P05_04.MP4 videos/train/P05/P05_08.MP4 videos/train/P06/P06_03.MP4 '
        'videos/train/P07/P07_08.MP4 videos/train/P08/P08_20.MP4 videos/train/P19/P19_01.MP4 '
        'videos/train/P19/P19_03.MP4 videos/train/P20/P20_01.MP4 videos/train/P22/P22_11.MP4 '
        'videos/train/P22/P22_15.MP4 videos/train/P23/P23_04.MP4 videos/train/P26/P26_02.MP4 '
        'videos/train/P26/P26_26.MP4 videos/train/P28/P28_03.MP4 videos/train/P29/P29_04.MP4'
    ),
    'P02/flow_frames': (
        'P02_116.tar P02_122.tar P02_137.tar'
    ),
    'P02/rgb_frames': (
        'P02_111.tar P02_122.tar P02_134.tar'
    ),
    'P02/videos': (
        'P02_117.MP4 P02_128.MP4 P02_130.MP4 P02_132.MP4'
    ),
    'P04/rgb_frames': (
        'P04_110.tar P04_119.tar P04_120.tar'
    ),
    'P07/rgb_frames': (
        'P07_106.tar P07_107.tar P07_110.tar'
    ),
    'P22/flow_frames': (
        'P22_102.tar P22_104.tar P22_105.tar P22_117.tar'
    ),
    'P26/rgb_frames': (
        'P26_103.tar P26_111.tar P26_120.tar'
    ),
    'P35/flow_frames': (
        'P35_102.tar P35_106.tar P35_109.tar'
    ),
    'frames_rgb_flow/flow/train/P26': (
        'P26_11.tar P26_22.tar P26_26.tar P26_28.tar'
    ),
    'frames_rgb_flow/rgb/train/P03': (
        'P03_05.tar P03_06.tar P03_19.tar P03_27.tar'
    ),
    'frames_rgb_flow/rgb/train/P08': (
        'P08_11.tar P08_21.tar P08_23.tar'
    ),
    'object_detection_images/test/P11': (
        'P11_01.tar P11_07.tar P11_20.tar'
    ),
    'object_detection_images/train/P13': (
        'P13_04.tar P13_07.tar P13_09.tar'
    ),
    'object_detection_images/train/P26': (
        'P26_04.tar P26_08.tar P26_18.tar'
    ),
    'videos/test/P04': (
        'P04_25.MP4 P04_28.MP4 P04_31.MP4'
    ),
    'videos/train/P03': (
        'P03_04.MP4 P03_05.MP4 P03_27.MP4'
    ),
}


EPIC55_FRAMES_KIND = {
    '': (
        'frames_rgb_flow/flow/test/P01/P01_11.tar frames_rgb_flow/flow/test/P02/P02_13.tar '
        'frames_rgb_flow/flow/test/P03/P03_24.tar frames_rgb_flow/flow/test/P09/P09_02.tar '
        'frames_rgb_flow/flow/test/P10/P10_03.tar frames_rgb_flow/flow/test/P12/P12_03.tar '
        'frames_rgb_flow/flow/test/P12/P12_08.tar frames_rgb_flow/flow/test/P13/P13_03.tar '
        'frames_rgb_flow/flow/test/P15/P15_04.tar frames_rgb_flow/flow/test/P15/P15_06.tar '
        'frames_rgb_flow/flow/test/P19/P19_05.tar frames_rgb_flow/flow/test/P21/P21_02.tar '
        'frames_rgb_flow/flow/test/P25/P25_06.tar frames_rgb_flow/flow/test/P25/P25_08.tar '
        'frames_rgb_flow/flow/test/P27/P27_05.tar frames_rgb_flow/flow/test/P30/P30_08.tar '
        'frames_rgb_flow/flow/test/P32/P32_04.tar frames_rgb_flow/flow/test/P32/P32_09.tar '
        'frames_rgb_flow/flow/train/P02/P02_03.tar frames_rgb_flow/flow/train/P02/P02_04.tar '
        'frames_rgb_flow/flow/train/P04/P04_09.tar frames_rgb_flow/flow/train/P04/P04_23.tar '
        'frames_rgb_flow/flow/train/P06/P06_02.tar frames_rgb_flow/flow/train/P06/P06_09.tar '
        'frames_rgb_flow/flow/train/P10/P10_02.tar frames_rgb_flow/flow/train/P10/P10_04.tar '
        'frames_rgb_flow/flow/train/P13/P13_05.tar frames_rgb_flow/flow/train/P13/P13_09.tar '
        'frames_rgb_flow/flow/train/P15/P15_13.tar frames_rgb_flow/flow/train/P16/P16_01.tar '
        'frames_rgb_flow/flow/train/P16/P16_03.tar frames_rgb_flow/flow/train/P19/P19_03.tar '
        'frames_rgb_flow/flow/train/P21/P21_01.tar frames_rgb_flow/flow/train/P21/P21_04.tar '
        'frames_rgb_flow/flow/train/P23/P23_03.tar frames_rgb_flow/flow/train/P23/P23_04.tar '
        'frames_rgb_flow/flow/train/P24/P24_07.tar frames_rgb_flow/flow/train/P25/P25_09.tar '
        'frames_rgb_flow/rgb/test/P01/P01_11.tar frames_rgb_flow/rgb/test/P01/P01_13.tar '
        'frames_rgb_flow/rgb/test/P02/P02_13.tar frames_rgb_flow/rgb/test/P02/P02_14.tar '
        'frames_rgb_flow/rgb/test/P03/P03_21.tar frames_rgb_flow/rgb/test/P05/P05_09.tar '
        'frames_rgb_flow/rgb/test/P06/P06_11.tar frames_rgb_flow/rgb/test/P12/P12_03.tar '
        'frames_rgb_flow/rgb/test/P13/P13_01.tar frames_rgb_flow/rgb/test/P13/P13_02.tar '
        'frames_rgb_flow/rgb/test/P19/P19_06.tar frames_rgb_flow/rgb/test/P20/P20_05.tar '
        'frames_rgb_flow/rgb/test/P20/P20_07.tar frames_rgb_flow/rgb/test/P25/P25_06.tar '
        'frames_rgb_flow/rgb/test/P25/P25_08.tar frames_rgb_flow/rgb/test/P29/P29_05.tar '
        'frames_rgb_flow/rgb/test/P31/P31_12.tar frames_rgb_flow/rgb/train/P10/P10_01.tar '
        'frames_rgb_flow/rgb/train/P10/P10_04.tar frames_rgb_flow/rgb/train/P12/P12_02.tar '
        'frames_rgb_flow/rgb/train/P12/P12_04.tar frames_rgb_flow/rgb/train/P14/P14_01.tar '
        'frames_rgb_flow/rgb/train/P14/P14_09.tar frames_rgb_flow/rgb/train/P19/P19_02.tar '
        'frames_rgb_flow/rgb/train/P20/P20_02.tar frames_rgb_flow/rgb/train/P20/P20_04.tar '
        'frames_rgb_flow/rgb/train/P21/P21_03.tar frames_rgb_flow/rgb/train/P23/P23_03.tar '
        'frames_rgb_flow/rgb/train/P24/P24_02.tar frames_rgb_flow/rgb/train/P24/P24_07.tar '
        'frames_rgb_flow/rgb/train/P27/P27_06.tar frames_rgb_flow/rgb/train/P29/P29_03.tar'
    ),
    'frames_rgb_flow/flow/test/P04': (
        'P04_24.tar P04_26.tar P04_27.tar P04_29.tar P04_31.tar'
    ),
    'frames_rgb_flow/flow/test/P06': (
        'P06_12.tar P06_13.tar P06_14.tar'
    ),
    'frames_rgb_flow/flow/test/P07': (
        'P07_12.tar P07_13.tar P07_14.tar P07_17.tar P07_18.tar'
    ),
    'frames_rgb_flow/flow/test/P11': (
        'P11_02.tar P11_05.tar P11_10.tar P11_12.tar P11_17.tar P11_22.tar P11_23.tar P11_24.tar'
    ),
    'frames_rgb_flow/flow/test/P18': (
        'P18_01.tar P18_02.tar P18_06.tar P18_07.tar P18_09.tar P18_10.tar'
    ),
    'frames_rgb_flow/flow/test/P26': (
        'P26_32.tar P26_35.tar P26_39.tar'
    ),
    'frames_rgb_flow/flow/test/P28': (
        'P28_15.tar P28_16.tar P28_23.tar P28_25.tar P28_26.tar'
    ),
    'frames_rgb_flow/flow/test/P31': (
        'P31_10.tar P31_11.tar P31_12.tar'
    ),
    'frames_rgb_flow/flow/train/P01': (
        'P01_02.tar P01_05.tar P01_07.tar P01_19.tar'
    ),
    'frames_rgb_flow/flow/train/P03': (
        'P03_03.tar P03_05.tar P03_06.tar P03_07.tar P03_09.tar P03_10.tar P03_13.tar P03_14.tar '
        'P03_15.tar P03_17.tar P03_18.tar P03_19.tar P03_20.tar P03_28.tar'
    ),
    'frames_rgb_flow/flow/train/P07': (
        'P07_05.tar P07_06.tar P07_07.tar P07_11.tar'
    ),
    'frames_rgb_flow/flow/train/P08': (
        'P08_01.tar P08_02.tar P08_05.tar P08_07.tar P08_18.tar P08_22.tar P08_23.tar P08_25.tar '
        'P08_26.tar'
    ),
    'frames_rgb_flow/flow/train/P12': (
        'P12_02.tar P12_04.tar P12_07.tar'
    ),
    'frames_rgb_flow/flow/train/P14': (
        'P14_03.tar P14_04.tar P14_05.tar'
    ),
    'frames_rgb_flow/flow/train/P22': (
        'P22_08.tar P22_14.tar P22_17.tar'
    ),
    'frames_rgb_flow/flow/train/P26': (
        'P26_04.tar P26_07.tar P26_08.tar P26_09.tar P26_11.tar P26_14.tar P26_18.tar P26_19.tar '
        'P26_21.tar P26_22.tar P26_24.tar P26_25.tar P26_27.tar P26_28.tar'
    ),
    'frames_rgb_flow/flow/train/P28': (
        'P28_02.tar P28_11.tar P28_13.tar'
    ),
    'frames_rgb_flow/flow/train/P30': (
        'P30_04.tar P30_05.tar P30_06.tar'
    ),
    'frames_rgb_flow/flow/train/P31': (
        'P31_01.tar P31_09.tar P31_13.tar P31_14.tar'
    ),
    'frames_rgb_flow/rgb/test/P04': (
        'P04_25.tar P04_26.tar P04_29.tar P04_30.tar P04_31.tar P04_32.tar'
    ),
    'frames_rgb_flow/rgb/test/P08': (
        'P08_09.tar P08_14.tar P08_17.tar'
    ),
    'frames_rgb_flow/rgb/test/P09': (
        'P09_02.tar P09_03.tar P09_04.tar P09_06.tar P09_08.tar'
    ),
    'frames_rgb_flow/rgb/test/P11': (
        'P11_01.tar P11_02.tar P11_03.tar P11_08.tar P11_09.tar P11_10.tar P11_11.tar P11_12.tar '
        'P11_13.tar P11_16.tar P11_19.tar P11_21.tar P11_22.tar P11_24.tar'
    ),
    'frames_rgb_flow/rgb/test/P18': (
        'P18_04.tar P18_06.tar P18_09.tar P18_11.tar'
    ),
    'frames_rgb_flow/rgb/test/P26': (
        'P26_30.tar P26_31.tar P26_39.tar'
    ),
    'frames_rgb_flow/rgb/test/P28': (
        'P28_15.tar P28_17.tar P28_22.tar P28_24.tar'
    ),
    'frames_rgb_flow/rgb/test/P32': (
        'P32_04.tar P32_06.tar P32_10.tar'
    ),
    'frames_rgb_flow/rgb/train/P01': (
        'P01_07.tar P01_09.tar P01_10.tar'
    ),
    'frames_rgb_flow/rgb/train/P02': (
        'P02_01.tar P02_04.tar P02_09.tar P02_10.tar'
    ),
    'frames_rgb_flow/rgb/train/P03': (
        'P03_04.tar P03_05.tar P03_07.tar P03_09.tar P03_11.tar P03_14.tar P03_15.tar P03_16.tar '
        'P03_17.tar P03_18.tar P03_27.tar'
    ),
    'frames_rgb_flow/rgb/train/P04': (
        'P04_01.tar P04_09.tar P04_10.tar P04_11.tar P04_21.tar P04_22.tar'
    ),
    'frames_rgb_flow/rgb/train/P05': (
        'P05_01.tar P05_04.tar P05_05.tar'
    ),
    'frames_rgb_flow/rgb/train/P06': (
        'P06_02.tar P06_03.tar P06_06.tar P06_09.tar'
    ),
    'frames_rgb_flow/rgb/train/P07': (
        'P07_01.tar P07_08.tar P07_09.tar'
    ),
    'frames_rgb_flow/rgb/train/P08': (
        'P08_05.tar P08_06.tar P08_07.tar P08_11.tar P08_12.tar P08_19.tar P08_28.tar'
    ),
    'frames_rgb_flow/rgb/train/P13': (
        'P13_05.tar P13_06.tar P13_07.tar P13_08.tar'
    ),
    'frames_rgb_flow/rgb/train/P15': (
        'P15_02.tar P15_03.tar P15_09.tar P15_12.tar'
    ),
    'frames_rgb_flow/rgb/train/P16': (
        'P16_01.tar P16_02.tar P16_03.tar'
    ),
    'frames_rgb_flow/rgb/train/P22': (
        'P22_05.tar P22_10.tar P22_14.tar P22_16.tar'
    ),
    'frames_rgb_flow/rgb/train/P25': (
        'P25_02.tar P25_04.tar P25_11.tar'
    ),
    'frames_rgb_flow/rgb/train/P26': (
        'P26_01.tar P26_05.tar P26_11.tar P26_15.tar P26_16.tar P26_17.tar P26_18.tar P26_23.tar '
        'P26_24.tar P26_26.tar P26_27.tar P26_28.tar P26_29.tar'
    ),
    'frames_rgb_flow/rgb/train/P28': (
        'P28_01.tar P28_02.tar P28_05.tar P28_08.tar P28_09.tar P28_10.tar P28_11.tar'
    ),
    'frames_rgb_flow/rgb/train/P30': (
        'P30_01.tar P30_02.tar P30_03.tar P30_11.tar'
    ),
    'frames_rgb_flow/rgb/train/P31': (
        'P31_01.tar P31_06.tar P31_14.tar'
    ),
}


EPIC55_FRAMES_OTHER = {
    '': (
        'P01/flow_frames/P01_108.tar P01/meta_data/P01_103-accl.csv P01/meta_data/P01_107-gyro.csv '
        'P01/videos/P01_107.MP4 P02/rgb_frames/P02_101.tar P02/rgb_frames/P02_109.tar '
        'P03/flow_frames/P03_113.tar P03/flow_frames/P03_119.tar P03/recording_times.csv '
        'P03/videos/P03_108.MP4 P03/videos/P03_110.MP4 P04/rgb_frames/P04_112.tar '
        'P06/flow_frames/P06_101.tar P06/flow_frames/P06_109.tar P06/videos/P06_112.MP4 '
        'P07/flow_frames/P07_102.tar P07/rgb_frames/P07_105.tar P07/videos/P07_101.MP4 '
        'P07/videos/P07_112.MP4 P11/flow_frames/P11_106.tar P11/rgb_frames/P11_101.tar '
        'P11/rgb_frames/P11_102.tar P11/videos/P11_105.MP4 P12/flow_frames/P12_101.tar '
        'P12/rgb_frames/P12_105.tar P22/rgb_frames/P22_103.tar P22/rgb_frames/P22_114.tar '
        'P22/videos/P22_107.MP4 P22/videos/P22_117.MP4 P23/flow_frames/P23_101.tar '
        'P25/meta_data/P25_105-accl.csv P25/rgb_frames/P25_105.tar P26/flow_frames/P26_121.tar '
        'P26/meta_data/P26_104-gyro.csv P26/meta_data/P26_116-accl.csv P26/videos/P26_121.MP4 '
        'P27/flow_frames/P27_103.tar P27/meta_data/P27_104-accl.csv P27/meta_data/P27_105-gps.csv '
        'P28/flow_frames/P28_113.tar P28/rgb_frames/P28_114.tar P30/meta_data/P30_102-gyro.csv '
        'P30/meta_data/P30_104-gps.csv P30/videos/P30_104.MP4 P30/videos/P30_108.MP4 '
        'P33/flow_frames/P33_103.tar P33/flow_frames/P33_108.tar P33/meta_data/P33_101-gps.csv '
        'P33/meta_data/P33_102-gyro.csv P33/rgb_frames/P33_102.tar P33/videos/P33_109.MP4 '
        'P34/flow_frames/P34_102.tar P34/flow_frames/P34_103.tar P34/rgb_frames/P34_105.tar '
        'P34/videos/P34_112.MP4 P35/flow_frames/P35_105.tar P35/flow_frames/P35_107.tar '
        'P35/rgb_frames/P35_107.tar P36/meta_data/P36_102-accl.csv P36/rgb_frames/P36_101.tar '
        'P37/meta_data/P37_102-gps.csv download_full_epic.sh object_detection_images/test/P01/P01_13.tar '
        'object_detection_images/test/P04/P04_29.tar object_detection_images/test/P04/P04_31.tar '
        'object_detection_images/test/P07/P07_12.tar object_detection_images/test/P11/P11_07.tar '
        'object_detection_images/test/P11/P11_11.tar object_detection_images/test/P15/P15_06.tar '
        'object_detection_images/test/P18/P18_09.tar object_detection_images/test/P26/P26_31.tar '
        'object_detection_images/test/P26/P26_37.tar object_detection_images/test/P28/P28_22.tar '
        'object_detection_images/test/P32/P32_04.tar object_detection_images/train/P01/P01_02.tar '
        'object_detection_images/train/P02/P02_03.tar object_detection_images/train/P02/P02_07.tar '
        'object_detection_images/train/P05/P05_05.tar object_detection_images/train/P12/P12_06.tar '
        'object_detection_images/train/P13/P13_10.tar object_detection_images/train/P14/P14_04.tar '
        'object_detection_images/train/P23/P23_01.tar object_detection_images/train/P24/P24_07.tar '
        'object_detection_images/train/P25/P25_02.tar object_detection_images/train/P25/P25_04.tar '
        'object_detection_images/train/P26/P26_20.tar object_detection_images/train/P26/P26_21.tar '
        'object_detection_images/train/P27/P27_01.tar object_detection_images/train/P27/P27_03.tar '
        'object_detection_images/train/P28/P28_02.tar object_detection_images/train/P28/P28_13.tar '
        'object_detection_images/train/P29/P29_03.tar object_detection_images/train/P30/P30_03.tar '
        'videos/test/P03/P03_21.MP4 videos/test/P06/P06_11.MP4 videos/test/P07/P07_17.MP4 '
        'videos/test/P09/P09_06.MP4 videos/test/P09/P09_07.MP4 videos/test/P11/P11_01.MP4 '
        'videos/test/P11/P11_21.MP4 videos/test/P13/P13_01.MP4 videos/test/P14/P14_06.MP4 '
        'videos/test/P15/P15_05.MP4 videos/test/P18/P18_10.MP4 videos/test/P28/P28_16.MP4 '
        'videos/test/P32/P32_04.MP4 videos/train/P03/P03_20.MP4 videos/train/P05/P05_02.MP4 '
        'videos/train/P05/P05_03.MP4 videos/train/P07/P07_09.MP4 videos/train/P07/P07_10.MP4 '
        'videos/train/P08/P08_21.MP4 videos/train/P08/P08_23.MP4 videos/train/P14/P14_01.MP4 '
        'videos/train/P14/P14_05.MP4 videos/train/P15/P15_01.MP4 videos/train/P15/P15_07.MP4 '
        'videos/train/P17/P17_04.MP4 videos/train/P22/P22_10.MP4 videos/train/P31/P31_05.MP4'
    ),
    'P02/flow_frames': (
        'P02_104.tar P02_119.tar P02_131.tar'
    ),
    'P02/meta_data': (
        'P02_102-gps.csv P02_106-gps.csv P02_113-accl.csv P02_116-gyro.csv P02_117-gps.csv '
        'P02_118-accl.csv P02_122-gyro.csv P02_131-gps.csv'
    ),
    'P02/videos': (
        'P02_101.MP4 P02_112.MP4 P02_121.MP4 P02_122.MP4 P02_127.MP4'
    ),
    'P03/meta_data': (
        'P03_111-gps.csv P03_115-gyro.csv P03_118-accl.csv P03_118-gps.csv P03_119-gps.csv'
    ),
    'P03/rgb_frames': (
        'P03_104.tar P03_116.tar P03_123.tar'
    ),
    'P04/meta_data': (
        'P04_101-accl.csv P04_102-gyro.csv P04_103-gps.csv P04_103-gyro.csv P04_107-gyro.csv '
        'P04_110-gyro.csv P04_114-gps.csv P04_114-gyro.csv P04_120-gps.csv P04_120-gyro.csv '
        'P04_122-accl.csv'
    ),
    'P06/meta_data': (
        'P06_102-gps.csv P06_104-gps.csv P06_106-gyro.csv'
    ),
    'P06/rgb_frames': (
        'P06_103.tar P06_104.tar P06_111.tar'
    ),
    'P07/meta_data': (
        'P07_101-accl.csv P07_104-gps.csv P07_111-gyro.csv P07_117-accl.csv'
    ),
    'P11/meta_data': (
        'P11_103-gps.csv P11_104-gyro.csv P11_105-gyro.csv P11_108-gyro.csv'
    ),
    'P22/flow_frames': (
        'P22_101.tar P22_104.tar P22_109.tar'
    ),
    'P22/meta_data': (
        'P22_109-gyro.csv P22_115-gps.csv P22_117-gps.csv'
    ),
    'P28/meta_data': (
        'P28_102-gyro.csv P28_104-accl.csv P28_104-gyro.csv P28_116-gyro.csv'
    ),
    'P34/meta_data': (
        'P34_101-gyro.csv P34_102-gps.csv P34_107-accl.csv P34_109-gyro.csv'
    ),
    'P35/meta_data': (
        'P35_102-gps.csv P35_104-gps.csv P35_105-accl.csv P35_109-gps.csv'
    ),
    'object_detection_images/train/P04': (
        'P04_02.tar P04_04.tar P04_13.tar P04_16.tar'
    ),
    'object_detection_images/train/P31': (
        'P31_01.tar P31_07.tar P31_14.tar'
    ),
    'videos/train/P26': (
        'P26_20.MP4 P26_22.MP4 P26_24.MP4'
    ),
    'videos/train/P28': (
        'P28_02.MP4 P28_06.MP4 P28_12.MP4'
    ),
}


SEG_FMAP_KIND = {
    'sub-01/fmap': (
        'sub-01_dir-match_run-01_epi.nii.gz sub-01_dir-match_run-02_epi.nii.gz '
        'sub-01_dir-match_run-04_epi.nii.gz sub-01_dir-opp_run-01_epi.nii.gz '
        'sub-01_dir-opp_run-02_epi.nii.gz sub-01_dir-opp_run-03_epi.nii.gz '
        'sub-01_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-02/fmap': (
        'sub-02_dir-match_run-01_epi.nii.gz sub-02_dir-match_run-02_epi.nii.gz '
        'sub-02_dir-match_run-04_epi.nii.gz sub-02_dir-opp_run-03_epi.nii.gz '
        'sub-02_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-03/fmap': (
        'sub-03_dir-match_run-01_epi.nii.gz sub-03_dir-match_run-02_epi.nii.gz '
        'sub-03_dir-match_run-03_epi.nii.gz sub-03_dir-match_run-04_epi.nii.gz '
        'sub-03_dir-opp_run-01_epi.nii.gz sub-03_dir-opp_run-02_epi.nii.gz '
        'sub-03_dir-opp_run-03_epi.nii.gz sub-03_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-04/fmap': (
        'sub-04_dir-match_run-01_epi.nii.gz sub-04_dir-match_run-02_epi.nii.gz '
        'sub-04_dir-match_run-03_epi.nii.gz sub-04_dir-match_run-04_epi.nii.gz '
        'sub-04_dir-opp_run-01_epi.nii.gz sub-04_dir-opp_run-03_epi.nii.gz '
        'sub-04_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-05/fmap': (
        'sub-05_dir-match_run-01_epi.nii.gz sub-05_dir-match_run-04_epi.nii.gz '
        'sub-05_dir-opp_run-01_epi.nii.gz sub-05_dir-opp_run-02_epi.nii.gz '
        'sub-05_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-06/fmap': (
        'sub-06_dir-match_run-01_epi.nii.gz sub-06_dir-match_run-02_epi.nii.gz '
        'sub-06_dir-match_run-04_epi.nii.gz sub-06_dir-opp_run-01_epi.nii.gz '
        'sub-06_dir-opp_run-02_epi.nii.gz sub-06_dir-opp_run-03_epi.nii.gz '
        'sub-06_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-07/fmap': (
        'sub-07_dir-match_run-01_epi.nii.gz sub-07_dir-match_run-02_epi.nii.gz '
        'sub-07_dir-match_run-04_epi.nii.gz sub-07_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-08/fmap': (
        'sub-08_dir-match_run-04_epi.nii.gz sub-08_dir-opp_run-02_epi.nii.gz '
        'sub-08_dir-opp_run-03_epi.nii.gz sub-08_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-09/fmap': (
        'sub-09_dir-match_run-01_epi.nii.gz sub-09_dir-match_run-02_epi.nii.gz '
        'sub-09_dir-match_run-03_epi.nii.gz sub-09_dir-match_run-04_epi.nii.gz '
        'sub-09_dir-opp_run-01_epi.nii.gz sub-09_dir-opp_run-03_epi.nii.gz '
        'sub-09_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-10/fmap': (
        'sub-10_dir-match_run-01_epi.nii.gz sub-10_dir-match_run-02_epi.nii.gz '
        'sub-10_dir-match_run-03_epi.nii.gz sub-10_dir-opp_run-02_epi.nii.gz '
        'sub-10_dir-opp_run-03_epi.nii.gz'
    ),
    'sub-11/fmap': (
        'sub-11_dir-match_run-01_epi.nii.gz sub-11_dir-match_run-02_epi.nii.gz '
        'sub-11_dir-match_run-03_epi.nii.gz sub-11_dir-opp_run-02_epi.nii.gz '
        'sub-11_dir-opp_run-03_epi.nii.gz sub-11_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-12/fmap': (
        'sub-12_dir-match_run-01_epi.nii.gz sub-12_dir-match_run-02_epi.nii.gz '
        'sub-12_dir-opp_run-01_epi.nii.gz sub-12_dir-opp_run-02_epi.nii.gz '
        'sub-12_dir-opp_run-03_epi.nii.gz sub-12_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-13/fmap': (
        'sub-13_dir-match_run-01_epi.nii.gz sub-13_dir-match_run-02_epi.nii.gz '
        'sub-13_dir-match_run-03_epi.nii.gz sub-13_dir-match_run-04_epi.nii.gz '
        'sub-13_dir-opp_run-01_epi.nii.gz sub-13_dir-opp_run-02_epi.nii.gz '
        'sub-13_dir-opp_run-03_epi.nii.gz sub-13_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-14/fmap': (
        'sub-14_dir-match_run-01_epi.nii.gz sub-14_dir-match_run-02_epi.nii.gz '
        'sub-14_dir-match_run-04_epi.nii.gz sub-14_dir-opp_run-01_epi.nii.gz '
        'sub-14_dir-opp_run-03_epi.nii.gz'
    ),
    'sub-15/fmap': (
        'sub-15_dir-match_run-01_epi.nii.gz sub-15_dir-match_run-02_epi.nii.gz '
        'sub-15_dir-match_run-03_epi.nii.gz sub-15_dir-match_run-04_epi.nii.gz '
        'sub-15_dir-opp_run-01_epi.nii.gz sub-15_dir-opp_run-03_epi.nii.gz '
        'sub-15_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-16/fmap': (
        'sub-16_dir-match_run-01_epi.nii.gz sub-16_dir-match_run-02_epi.nii.gz '
        'sub-16_dir-match_run-03_epi.nii.gz sub-16_dir-match_run-04_epi.nii.gz '
        'sub-16_dir-opp_run-01_epi.nii.gz sub-16_dir-opp_run-02_epi.nii.gz '
        'sub-16_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-17/fmap': (
        'sub-17_dir-match_run-01_epi.nii.gz sub-17_dir-match_run-02_epi.nii.gz '
        'sub-17_dir-match_run-04_epi.nii.gz sub-17_dir-opp_run-01_epi.nii.gz '
        'sub-17_dir-opp_run-02_epi.nii.gz sub-17_dir-opp_run-03_epi.nii.gz '
        'sub-17_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-18/fmap': (
        'sub-18_dir-match_run-01_epi.nii.gz sub-18_dir-match_run-02_epi.nii.gz '
        'sub-18_dir-match_run-03_epi.nii.gz sub-18_dir-match_run-04_epi.nii.gz '
        'sub-18_dir-opp_run-02_epi.nii.gz sub-18_dir-opp_run-03_epi.nii.gz '
        'sub-18_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-19/fmap': (
        'sub-19_dir-match_run-02_epi.nii.gz sub-19_dir-opp_run-01_epi.nii.gz '
        'sub-19_dir-opp_run-02_epi.nii.gz sub-19_dir-opp_run-03_epi.nii.gz'
    ),
    'sub-20/fmap': (
        'sub-20_dir-match_run-03_epi.nii.gz sub-20_dir-match_run-04_epi.nii.gz '
        'sub-20_dir-opp_run-01_epi.nii.gz sub-20_dir-opp_run-02_epi.nii.gz '
        'sub-20_dir-opp_run-03_epi.nii.gz sub-20_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-21/fmap': (
        'sub-21_dir-match_run-01_epi.nii.gz sub-21_dir-match_run-02_epi.nii.gz '
        'sub-21_dir-match_run-03_epi.nii.gz sub-21_dir-match_run-04_epi.nii.gz '
        'sub-21_dir-opp_run-01_epi.nii.gz sub-21_dir-opp_run-02_epi.nii.gz '
        'sub-21_dir-opp_run-03_epi.nii.gz sub-21_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-22/fmap': (
        'sub-22_dir-match_run-01_epi.nii.gz sub-22_dir-match_run-02_epi.nii.gz '
        'sub-22_dir-match_run-03_epi.nii.gz sub-22_dir-match_run-04_epi.nii.gz '
        'sub-22_dir-opp_run-02_epi.nii.gz sub-22_dir-opp_run-03_epi.nii.gz '
        'sub-22_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-23/fmap': (
        'sub-23_dir-match_run-02_epi.nii.gz sub-23_dir-match_run-03_epi.nii.gz '
        'sub-23_dir-match_run-04_epi.nii.gz sub-23_dir-opp_run-02_epi.nii.gz '
        'sub-23_dir-opp_run-03_epi.nii.gz sub-23_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-24/fmap': (
        'sub-24_dir-match_run-01_epi.nii.gz sub-24_dir-match_run-02_epi.nii.gz '
        'sub-24_dir-match_run-03_epi.nii.gz sub-24_dir-opp_run-03_epi.nii.gz '
        'sub-24_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-25/fmap': (
        'sub-25_dir-match_run-01_epi.nii.gz sub-25_dir-match_run-02_epi.nii.gz '
        'sub-25_dir-match_run-03_epi.nii.gz sub-25_dir-opp_run-01_epi.nii.gz '
        'sub-25_dir-opp_run-02_epi.nii.gz sub-25_dir-opp_run-03_epi.nii.gz '
        'sub-25_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-26/fmap': (
        'sub-26_dir-match_run-02_epi.nii.gz sub-26_dir-match_run-03_epi.nii.gz '
        'sub-26_dir-match_run-04_epi.nii.gz sub-26_dir-opp_run-01_epi.nii.gz '
        'sub-26_dir-opp_run-02_epi.nii.gz sub-26_dir-opp_run-03_epi.nii.gz'
    ),
    'sub-27/fmap': (
        'sub-27_dir-match_run-01_epi.nii.gz sub-27_dir-match_run-02_epi.nii.gz '
        'sub-27_dir-match_run-04_epi.nii.gz sub-27_dir-opp_run-01_epi.nii.gz '
        'sub-27_dir-opp_run-02_epi.nii.gz'
    ),
    'sub-28/fmap': (
        'sub-28_dir-match_run-01_epi.nii.gz sub-28_dir-match_run-02_epi.nii.gz '
        'sub-28_dir-match_run-03_epi.nii.gz sub-28_dir-opp_run-01_epi.nii.gz '
        'sub-28_dir-opp_run-02_epi.nii.gz sub-28_dir-opp_run-03_epi.nii.gz'
    ),
    'sub-29/fmap': (
        'sub-29_dir-match_run-02_epi.nii.gz sub-29_dir-match_run-03_epi.nii.gz '
        'sub-29_dir-match_run-04_epi.nii.gz sub-29_dir-opp_run-01_epi.nii.gz '
        'sub-29_dir-opp_run-02_epi.nii.gz sub-29_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-30/fmap': (
        'sub-30_dir-match_run-01_epi.nii.gz sub-30_dir-match_run-03_epi.nii.gz '
        'sub-30_dir-match_run-04_epi.nii.gz sub-30_dir-opp_run-01_epi.nii.gz '
        'sub-30_dir-opp_run-02_epi.nii.gz sub-30_dir-opp_run-03_epi.nii.gz '
        'sub-30_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-31/fmap': (
        'sub-31_dir-match_run-01_epi.nii.gz sub-31_dir-match_run-02_epi.nii.gz '
        'sub-31_dir-match_run-03_epi.nii.gz sub-31_dir-match_run-04_epi.nii.gz '
        'sub-31_dir-opp_run-01_epi.nii.gz sub-31_dir-opp_run-02_epi.nii.gz '
        'sub-31_dir-opp_run-03_epi.nii.gz sub-31_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-32/fmap': (
        'sub-32_dir-match_run-01_epi.nii.gz sub-32_dir-match_run-02_epi.nii.gz '
        'sub-32_dir-match_run-03_epi.nii.gz sub-32_dir-match_run-04_epi.nii.gz '
        'sub-32_dir-opp_run-03_epi.nii.gz sub-32_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-33/fmap': (
        'sub-33_dir-match_run-01_epi.nii.gz sub-33_dir-match_run-02_epi.nii.gz '
        'sub-33_dir-match_run-04_epi.nii.gz sub-33_dir-opp_run-01_epi.nii.gz '
        'sub-33_dir-opp_run-02_epi.nii.gz sub-33_dir-opp_run-03_epi.nii.gz '
        'sub-33_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-34/fmap': (
        'sub-34_dir-match_run-01_epi.nii.gz sub-34_dir-match_run-03_epi.nii.gz '
        'sub-34_dir-match_run-04_epi.nii.gz sub-34_dir-opp_run-01_epi.nii.gz '
        'sub-34_dir-opp_run-03_epi.nii.gz sub-34_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-35/fmap': (
        'sub-35_dir-match_run-01_epi.nii.gz sub-35_dir-match_run-02_epi.nii.gz '
        'sub-35_dir-match_run-04_epi.nii.gz sub-35_dir-opp_run-01_epi.nii.gz '
        'sub-35_dir-opp_run-02_epi.nii.gz sub-35_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-36/fmap': (
        'sub-36_dir-match_run-02_epi.nii.gz sub-36_dir-match_run-03_epi.nii.gz '
        'sub-36_dir-match_run-04_epi.nii.gz sub-36_dir-opp_run-01_epi.nii.gz '
        'sub-36_dir-opp_run-02_epi.nii.gz sub-36_dir-opp_run-03_epi.nii.gz'
    ),
    'sub-37/fmap': (
        'sub-37_dir-match_run-01_epi.nii.gz sub-37_dir-match_run-02_epi.nii.gz '
        'sub-37_dir-match_run-04_epi.nii.gz sub-37_dir-opp_run-01_epi.nii.gz '
        'sub-37_dir-opp_run-02_epi.nii.gz sub-37_dir-opp_run-03_epi.nii.gz '
        'sub-37_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-38/fmap': (
        'sub-38_dir-match_run-01_epi.nii.gz sub-38_dir-match_run-03_epi.nii.gz '
        'sub-38_dir-match_run-04_epi.nii.gz sub-38_dir-opp_run-01_epi.nii.gz '
        'sub-38_dir-opp_run-02_epi.nii.gz sub-38_dir-opp_run-03_epi.nii.gz '
        'sub-38_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-39/fmap': (
        'sub-39_dir-match_run-01_epi.nii.gz sub-39_dir-match_run-02_epi.nii.gz '
        'sub-39_dir-match_run-04_epi.nii.gz sub-39_dir-opp_run-01_epi.nii.gz '
        'sub-39_dir-opp_run-02_epi.nii.gz sub-39_dir-opp_run-03_epi.nii.gz '
        'sub-39_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-40/fmap': (
        'sub-40_dir-match_run-01_epi.nii.gz sub-40_dir-match_run-02_epi.nii.gz '
        'sub-40_dir-match_run-04_epi.nii.gz sub-40_dir-opp_run-01_epi.nii.gz '
        'sub-40_dir-opp_run-03_epi.nii.gz sub-40_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-41/fmap': (
        'sub-41_dir-match_run-01_epi.nii.gz sub-41_dir-match_run-02_epi.nii.gz '
        'sub-41_dir-match_run-04_epi.nii.gz sub-41_dir-opp_run-01_epi.nii.gz '
        'sub-41_dir-opp_run-02_epi.nii.gz sub-41_dir-opp_run-03_epi.nii.gz '
        'sub-41_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-42/fmap': (
        'sub-42_dir-match_run-01_epi.nii.gz sub-42_dir-match_run-02_epi.nii.gz '
        'sub-42_dir-match_run-04_epi.nii.gz sub-42_dir-opp_run-01_epi.nii.gz '
        'sub-42_dir-opp_run-03_epi.nii.gz sub-42_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-43/fmap': (
        'sub-43_dir-match_run-01_epi.nii.gz sub-43_dir-match_run-02_epi.nii.gz '
        'sub-43_dir-match_run-03_epi.nii.gz sub-43_dir-match_run-04_epi.nii.gz '
        'sub-43_dir-opp_run-01_epi.nii.gz sub-43_dir-opp_run-02_epi.nii.gz '
        'sub-43_dir-opp_run-03_epi.nii.gz sub-43_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-44/fmap': (
        'sub-44_dir-match_run-01_epi.nii.gz sub-44_dir-match_run-02_epi.nii.gz '
        'sub-44_dir-match_run-03_epi.nii.gz sub-44_dir-match_run-04_epi.nii.gz '
        'sub-44_dir-opp_run-01_epi.nii.gz sub-44_dir-opp_run-02_epi.nii.gz '
        'sub-44_dir-opp_run-03_epi.nii.gz sub-44_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-45/fmap': (
        'sub-45_dir-match_run-01_epi.nii.gz sub-45_dir-match_run-02_epi.nii.gz '
        'sub-45_dir-match_run-03_epi.nii.gz sub-45_dir-match_run-04_epi.nii.gz '
        'sub-45_dir-opp_run-01_epi.nii.gz sub-45_dir-opp_run-02_epi.nii.gz '
        'sub-45_dir-opp_run-03_epi.nii.gz sub-45_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-46/fmap': (
        'sub-46_dir-match_run-01_epi.nii.gz sub-46_dir-match_run-02_epi.nii.gz '
        'sub-46_dir-match_run-04_epi.nii.gz sub-46_dir-opp_run-01_epi.nii.gz '
        'sub-46_dir-opp_run-02_epi.nii.gz sub-46_dir-opp_run-03_epi.nii.gz '
        'sub-46_dir-opp_run-04_epi.nii.gz'
    ),
    'sub-47/fmap': (
        'sub-47_dir-match_run-01_epi.nii.gz sub-47_dir-match_run-02_epi.nii.gz '
        'sub-47_dir-opp_run-01_epi.nii.gz sub-47_dir-opp_run-02_epi.nii.gz '
        'sub-47_dir-opp_run-03_epi.nii.gz'
    ),
}


SEG_FMAP_OTHER = {
    '': (
        'derivatives/data/processed/intermediate/movie_peaks_dict_Kmedian_7dis.json',
        'derivatives/data/raw/behavioral/exp152_Session_2/Recall/Practice/Recall Lists for Practice Scoring/Practice_e80003_BreakfastLIST.doc',
        'derivatives/data/raw/behavioral/exp152_Session_2/images/2.4.9_00.04.40_x.jpg',
        'derivatives/data/raw/behavioral/exp152_Session_2/images/3.1.10_00.00.16_x.jpg',
        'derivatives/data/raw/behavioral/exp152_Session_2/movies/3.1.3.html',
        'derivatives/data/raw/behavioral/exp152_Session_2/old_versions/exp152_session_2_210601_segonly.py',
        'derivatives/data/raw/behavioral/mturk_segmentation_data/e148_META_RawSegmentation_with_Exclusions.csv',
        'derivatives/data/raw/fmri/e152_Session_1_PsychoPy_data/archive/e152035_exp152_fMRI_seq1_1.2.3_2022-02-26_12h25.44.503.log',
        'derivatives/data/raw/fmri/fmriprep_csv/confounds/sub-44_movie_FD.csv',
        'derivatives/data/raw/fmri/stimulus_program_210509/data/999_exp152_fMRI_seq1_1.2.3_2021_May_09_2140.csv',
        'derivatives/data/raw/fmri/xcp_24p_gsr_csv/TianSubcortexS2x3T/sub-04_run-3_3.1.3_subcortical.csv',
        'derivatives/data/raw/fmri/xcp_24p_gsr_csv/TianSubcortexS2x3T/sub-15_run-3_3.1.3_subcortical.csv',
        'sub-03/func/sub-03_task-movie_run-02_sbref.nii.gz',
        'sub-04/func/sub-04_task-movie_run-02_bold.json',
        'sub-05/func/sub-05_task-movie_run-01_events.tsv',
        'sub-08/fmap/sub-08_dir-opp_run-01_epi.json',
        'sub-08/fmap/sub-08_dir-opp_run-04_epi.json',
        'sub-09/fmap/sub-09_dir-opp_run-01_epi.json',
        'sub-09/func/sub-09_task-movie_run-02_sbref.nii.gz',
        'sub-09/func/sub-09_task-movie_run-04_events.tsv',
        'sub-10/fmap/sub-10_dir-match_run-02_epi.json',
        'sub-10/fmap/sub-10_dir-opp_run-02_epi.json',
        'sub-11/fmap/sub-11_dir-opp_run-01_epi.json',
        'sub-12/fmap/sub-12_dir-opp_run-01_epi.json',
        'sub-13/fmap/sub-13_dir-match_run-01_epi.json',
        'sub-14/fmap/sub-14_dir-match_run-02_epi.json',
        'sub-14/fmap/sub-14_dir-opp_run-02_epi.json',
        'sub-15/fmap/sub-15_dir-match_run-02_epi.json',
        'sub-15/fmap/sub-15_dir-match_run-03_epi.json',
        'sub-16/func/sub-16_task-movie_run-02_bold.nii.gz',
        'sub-17/func/sub-17_task-movie_run-04_events.tsv',
        'sub-18/fmap/sub-18_dir-match_run-03_epi.json',
        'sub-19/fmap/sub-19_dir-match_run-04_epi.json',
        'sub-19/fmap/sub-19_dir-opp_run-01_epi.json',
        'sub-20/fmap/sub-20_dir-match_run-02_epi.json',
        'sub-20/fmap/sub-20_dir-opp_run-02_epi.json',
        'sub-21/fmap/sub-21_dir-match_run-01_epi.json',
        'sub-21/fmap/sub-21_dir-opp_run-02_epi.json',
        'sub-22/fmap/sub-22_dir-opp_run-03_epi.json',
        'sub-22/fmap/sub-22_dir-opp_run-04_epi.json',
        'sub-22/func/sub-22_task-movie_run-03_events.tsv',
        'sub-23/fmap/sub-23_dir-match_run-04_epi.json',
        'sub-23/func/sub-23_task-movie_run-01_sbref.nii.gz',
        'sub-26/fmap/sub-26_dir-match_run-03_epi.json',
        'sub-26/fmap/sub-26_dir-match_run-04_epi.json',
        'sub-27/fmap/sub-27_dir-opp_run-03_epi.json',
        'sub-27/fmap/sub-27_dir-opp_run-04_epi.json',
        'sub-27/func/sub-27_task-movie_run-04_sbref.json',
        'sub-29/anat/sub-29_T2w.json',
        'sub-29/fmap/sub-29_dir-match_run-04_epi.json',
        'sub-29/fmap/sub-29_dir-opp_run-02_epi.json',
        'sub-29/func/sub-29_task-movie_run-02_events.tsv',
        'sub-31/fmap/sub-31_dir-match_run-03_epi.json',
        'sub-31/func/sub-31_task-movie_run-03_bold.nii.gz',
        'sub-33/fmap/sub-33_dir-match_run-04_epi.json',
        'sub-33/fmap/sub-33_dir-opp_run-03_epi.json',
        'sub-34/fmap/sub-34_dir-opp_run-01_epi.json',
        'sub-39/fmap/sub-39_dir-opp_run-01_epi.json',
        'sub-39/fmap/sub-39_dir-opp_run-04_epi.json',
        'sub-41/fmap/sub-41_dir-match_run-02_epi.json',
        'sub-41/fmap/sub-41_dir-match_run-03_epi.json',
        'sub-41/func/sub-41_task-movie_run-01_sbref.nii.gz',
        'sub-41/func/sub-41_task-movie_run-02_bold.json',
        'sub-43/fmap/sub-43_dir-match_run-01_epi.json',
        'sub-43/fmap/sub-43_dir-match_run-04_epi.json',
        'sub-44/fmap/sub-44_dir-match_run-01_epi.json',
        'sub-45/func/sub-45_task-movie_run-04_sbref.nii.gz',
        'sub-46/fmap/sub-46_dir-opp_run-03_epi.json',
    ),
    'derivatives/assets/Schaefer400x17_surface': (
        'LH_SomMot_22.png RH_Default_PFCdPFCm_10.png RH_DorsAttn_Post_8.png RH_SomMot_2.png'
    ),
    'derivatives/assets/Schaefer400x7_surface': (
        'LH_Default_Temp_5.png LH_Limbic_OFC_3.png LH_SalVentAttn_FrOperIns_1.png RH_DorsAttn_Post_17.png '
        'RH_DorsAttn_Post_6.png RH_SalVentAttn_Med_4.png RH_Vis_17.png RH_Vis_20.png'
    ),
    'derivatives/assets/parcel_images_volumn/Schaefer400x7': (
        'Schaefer400x7_p158.jpg Schaefer400x7_p201.jpg Schaefer400x7_p295.jpg Schaefer400x7_p359.jpg '
        'Schaefer400x7_p373.jpg Schaefer400x7_p51.jpg Schaefer400x7_p97.jpg'
    ),
    'derivatives/assets/parcel_images_volumn/Schaefer400x7_TianSubcortexS2x3T': (
        'LH_DorsAttn_Post_10.jpg RH_SomMot_30.jpg RH_SomMot_38.jpg RH_SomMot_7.jpg '
        'Schaefer400x7_LH_DorsAttn_Post_13.jpg Schaefer400x7_LH_DorsAttn_Post_9.jpg '
        'Schaefer400x7_RH_Default_PFCdPFCm_3.jpg Schaefer400x7_RH_Limbic_OFC_6.jpg '
        'Schaefer400x7_RH_Limbic_TempPole_2.jpg THA_VP_lh.jpg'
    ),
    'derivatives/data/raw/behavioral/exp152_Session_2/data': (
        '000_exp152_session_2_2021_Jun_07_1454.psydat 999_exp152_session_2_2021_May_16_1314.csv '
        'e152036_exp152_session_2_2022_Mar_12_0859.psydat'
    ),
    'derivatives/data/raw/fmri/e152_Session_1_PsychoPy_data': (
        'e152004_exp152_fMRI_seq4_2.4.1_2021_May_12_1016trials.csv '
        'e152008_exp152_fMRI_seq2_6.3.9_2021_Jul_24_1031.psydat '
        'e152011_exp152_fMRI_seq3_3.1.3_2021_Aug_23_1358trials_2.csv '
        'e152013_exp152_fMRI_seq2_6.3.9_2021_Sep_11_1150.xlsx '
        'e152015_exp152_fMRI_seq1_1.2.3_2021_Sep_20_1335.psydat '
        'e152021_exp152_fMRI_seq2_6.3.9_2021_Nov_06_1359.xlsx '
        'e152027_exp152_fMRI_seq3_3.1.3_2021_Dec_04_1358trials.csv '
        'e152030_exp152_fMRI_seq2_6.3.9_2021_Dec_13_1346trials.csv '
        'e152031_exp152_fMRI_seq2_6.3.9_2022_Jan_08_1013trials_2.csv '
        'e152032_exp152_fMRI_seq2_6.3.9_2022_Jan_08_1153trials_2.csv '
        'e152037_exp152_fMRI_seq3_3.1.3_2022_Mar_05_1220.csv '
        'e152040_exp152_fMRI_seq4_2.4.1_2022_Mar_15_1020.log '
        'e152041_exp152_fMRI_seq1_1.2.3_2022_Mar_18_1055.psydat '
        'e152041_exp152_fMRI_seq3_3.1.3_2022_Mar_18_1120.log '
        'e152043_exp152_fMRI_seq3_3.1.3_2022_Apr_04_1409trials.csv '
        'e152044_exp152_fMRI_seq2_6.3.9_2022_Apr_23_1212trials_2.csv '
        'e152047_exp152_fMRI_seq2_6.3.9_2022_Apr_30_1157trials_2.csv '
        'e152051_exp152_fMRI_seq1_1.2.3_2022_May_16_1606.log '
        'e152052_exp152_fMRI_seq1_1.2.3_2022_May_25_0947trials_2.csv'
    ),
    'derivatives/data/raw/fmri/fmri_prep_npz': (
        'sub-07_2.4.1_schaefer_subcortical.npz sub-17_3.1.3_drift_motion_regressed_afni_5polys.npz '
        'sub-35_3.1.3_drift_motion_regressed_afni_5polys.npz'
    ),
    'derivatives/data/raw/fmri/fmriprep_csv/Schaefer2018_400x7': (
        'parcel_pattern_average_sub-08_run-3_3.1.3.csv parcel_pattern_average_sub-20_run-2_6.3.9.csv '
        'parcel_pattern_average_sub-25_run-3_3.1.3.csv parcel_pattern_average_sub-31_run-3_3.1.3.csv '
        'parcel_pattern_shift_sub-19_run-1_1.2.3.csv parcel_pattern_shift_sub-30_run-2_6.3.9.csv '
        'sub-12_run-4_2.4.1_Schaefer2018_400x7.csv'
    ),
    'derivatives/data/raw/fmri/fmriprep_csv/TianSubcortexS2x3TMNI': (
        'parcel_pattern_average_sub-09_run-4_2.4.1.csv parcel_pattern_average_sub-25_run-4_2.4.1.csv '
        'parcel_pattern_shift_sub-01_run-1_1.2.3.csv parcel_pattern_shift_sub-05_run-2_6.3.9.csv '
        'sub-16_run-1_1.2.3_subcortical.csv sub-18_run-3_3.1.3_subcortical.csv '
        'sub-38_run-3_3.1.3_subcortical.csv sub-40_run-1_1.2.3_subcortical.csv '
        'sub-40_run-3_3.1.3_subcortical.csv sub-46_run-1_1.2.3_subcortical.csv'
    ),
    'sub-03/fmap': (
        'sub-03_dir-match_run-04_epi.json sub-03_dir-opp_run-01_epi.json sub-03_dir-opp_run-04_epi.json'
    ),
    'sub-04/fmap': (
        'sub-04_dir-match_run-01_epi.json sub-04_dir-match_run-02_epi.json sub-04_dir-opp_run-02_epi.json '
        'sub-04_dir-opp_run-03_epi.json sub-04_dir-opp_run-04_epi.json'
    ),
    'sub-05/fmap': (
        'sub-05_dir-match_run-01_epi.json sub-05_dir-match_run-04_epi.json sub-05_dir-opp_run-02_epi.json '
        'sub-05_dir-opp_run-04_epi.json'
    ),
    'sub-06/fmap': (
        'sub-06_dir-match_run-02_epi.json sub-06_dir-opp_run-01_epi.json sub-06_dir-opp_run-03_epi.json '
        'sub-06_dir-opp_run-04_epi.json'
    ),
    'sub-07/fmap': (
        'sub-07_dir-match_run-01_epi.json sub-07_dir-match_run-02_epi.json sub-07_dir-opp_run-01_epi.json'
    ),
    'sub-16/fmap': (
        'sub-16_dir-match_run-04_epi.json sub-16_dir-opp_run-01_epi.json sub-16_dir-opp_run-04_epi.json'
    ),
    'sub-24/fmap': (
        'sub-24_dir-match_run-02_epi.json sub-24_dir-match_run-04_epi.json sub-24_dir-opp_run-03_epi.json'
    ),
    'sub-28/fmap': (
        'sub-28_dir-match_run-02_epi.json sub-28_dir-match_run-03_epi.json sub-28_dir-opp_run-03_epi.json'
    ),
    'sub-30/fmap': (
        'sub-30_dir-match_run-01_epi.json sub-30_dir-match_run-02_epi.json sub-30_dir-opp_run-03_epi.json'
    ),
    'sub-32/fmap': (
        'sub-32_dir-match_run-03_epi.json sub-32_dir-opp_run-02_epi.json sub-32_dir-opp_run-03_epi.json'
    ),
    'sub-35/fmap': (
        'sub-35_dir-match_run-01_epi.json sub-35_dir-match_run-03_epi.json sub-35_dir-opp_run-01_epi.json'
    ),
    'sub-36/fmap': (
        'sub-36_dir-match_run-01_epi.json sub-36_dir-match_run-03_epi.json sub-36_dir-opp_run-02_epi.json '
        'sub-36_dir-opp_run-03_epi.json'
    ),
    'sub-37/fmap': (
        'sub-37_dir-match_run-01_epi.json sub-37_dir-match_run-02_epi.json sub-37_dir-opp_run-01_epi.json '
        'sub-37_dir-opp_run-03_epi.json sub-37_dir-opp_run-04_epi.json'
    ),
    'sub-38/fmap': (
        'sub-38_dir-match_run-02_epi.json sub-38_dir-match_run-03_epi.json '
        'sub-38_dir-match_run-04_epi.json'
    ),
    'sub-40/fmap': (
        'sub-40_dir-match_run-02_epi.json sub-40_dir-opp_run-01_epi.json sub-40_dir-opp_run-03_epi.json'
    ),
    'sub-42/fmap': (
        'sub-42_dir-match_run-02_epi.json sub-42_dir-opp_run-01_epi.json sub-42_dir-opp_run-02_epi.json'
    ),
    'sub-45/fmap': (
        'sub-45_dir-match_run-02_epi.json sub-45_dir-opp_run-03_epi.json sub-45_dir-opp_run-04_epi.json'
    ),
    'sub-47/fmap': (
        'sub-47_dir-match_run-03_epi.json sub-47_dir-opp_run-01_epi.json sub-47_dir-opp_run-03_epi.json'
    ),
}


MIND_FMAP_KIND = {
    '': (
        'sub-EBE0002/fmap/sub-EBE0002_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0002/fmap/sub-EBE0002_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0003/fmap/sub-EBE0003_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0003/fmap/sub-EBE0003_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0006/fmap/sub-EBE0006_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0006/fmap/sub-EBE0006_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0007/fmap/sub-EBE0007_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0007/fmap/sub-EBE0007_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0008/fmap/sub-EBE0008_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0009/fmap/sub-EBE0009_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0009/fmap/sub-EBE0009_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0011/fmap/sub-EBE0011_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0011/fmap/sub-EBE0011_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0015/fmap/sub-EBE0015_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0016/fmap/sub-EBE0016_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0016/fmap/sub-EBE0016_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0017/fmap/sub-EBE0017_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0017/fmap/sub-EBE0017_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0018/fmap/sub-EBE0018_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0018/fmap/sub-EBE0018_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0020/fmap/sub-EBE0020_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0020/fmap/sub-EBE0020_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0022/fmap/sub-EBE0022_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0024/fmap/sub-EBE0024_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0024/fmap/sub-EBE0024_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0025/fmap/sub-EBE0025_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0030/fmap/sub-EBE0030_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0031/fmap/sub-EBE0031_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0032/fmap/sub-EBE0032_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0032/fmap/sub-EBE0032_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0033/fmap/sub-EBE0033_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0034/fmap/sub-EBE0034_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0037/fmap/sub-EBE0037_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0037/fmap/sub-EBE0037_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0039/fmap/sub-EBE0039_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0039/fmap/sub-EBE0039_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0041/fmap/sub-EBE0041_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0041/fmap/sub-EBE0041_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0042/fmap/sub-EBE0042_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0042/fmap/sub-EBE0042_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0044/fmap/sub-EBE0044_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0044/fmap/sub-EBE0044_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0045/fmap/sub-EBE0045_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0045/fmap/sub-EBE0045_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0046/fmap/sub-EBE0046_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0048/fmap/sub-EBE0048_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0049/fmap/sub-EBE0049_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0050/fmap/sub-EBE0050_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0055/fmap/sub-EBE0055_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0056/fmap/sub-EBE0056_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0059/fmap/sub-EBE0059_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0061/fmap/sub-EBE0061_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0071/fmap/sub-EBE0071_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0071/fmap/sub-EBE0071_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0074/fmap/sub-EBE0074_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0074/fmap/sub-EBE0074_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0075/fmap/sub-EBE0075_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0075/fmap/sub-EBE0075_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0076/fmap/sub-EBE0076_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0076/fmap/sub-EBE0076_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0078/fmap/sub-EBE0078_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0078/fmap/sub-EBE0078_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0080/fmap/sub-EBE0080_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0080/fmap/sub-EBE0080_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0081/fmap/sub-EBE0081_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0081/fmap/sub-EBE0081_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0082/fmap/sub-EBE0082_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0084/fmap/sub-EBE0084_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0084/fmap/sub-EBE0084_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0085/fmap/sub-EBE0085_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0085/fmap/sub-EBE0085_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0086/fmap/sub-EBE0086_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0086/fmap/sub-EBE0086_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0088/fmap/sub-EBE0088_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0091/fmap/sub-EBE0091_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0091/fmap/sub-EBE0091_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0093/fmap/sub-EBE0093_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0093/fmap/sub-EBE0093_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0097/fmap/sub-EBE0097_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0097/fmap/sub-EBE0097_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0098/fmap/sub-EBE0098_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0098/fmap/sub-EBE0098_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0099/fmap/sub-EBE0099_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0099/fmap/sub-EBE0099_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0100/fmap/sub-EBE0100_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0100/fmap/sub-EBE0100_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0104/fmap/sub-EBE0104_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0104/fmap/sub-EBE0104_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0105/fmap/sub-EBE0105_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0105/fmap/sub-EBE0105_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0106/fmap/sub-EBE0106_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0110/fmap/sub-EBE0110_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0110/fmap/sub-EBE0110_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0111/fmap/sub-EBE0111_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0111/fmap/sub-EBE0111_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0112/fmap/sub-EBE0112_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0121/fmap/sub-EBE0121_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0121/fmap/sub-EBE0121_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0122/fmap/sub-EBE0122_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0122/fmap/sub-EBE0122_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0124/fmap/sub-EBE0124_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0124/fmap/sub-EBE0124_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0128/fmap/sub-EBE0128_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0132/fmap/sub-EBE0132_acq-dwi_dir-AP_epi.nii.gz '
        'sub-EBE0132/fmap/sub-EBE0132_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0135/fmap/sub-EBE0135_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0135/fmap/sub-EBE0135_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0139/fmap/sub-EBE0139_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0139/fmap/sub-EBE0139_acq-fMRI_dir-PA_epi.nii.gz '
        'sub-EBE0142/fmap/sub-EBE0142_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0142/fmap/sub-EBE0142_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0004/fmap': (
        'sub-EBE0004_acq-dwi_dir-AP_epi.nii.gz sub-EBE0004_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0004_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0004_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0005/fmap': (
        'sub-EBE0005_acq-dwi_dir-PA_epi.nii.gz sub-EBE0005_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0005_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0010/fmap': (
        'sub-EBE0010_acq-dwi_dir-AP_epi.nii.gz sub-EBE0010_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0010_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0012/fmap': (
        'sub-EBE0012_acq-dwi_dir-AP_epi.nii.gz sub-EBE0012_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0012_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0012_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0013/fmap': (
        'sub-EBE0013_acq-dwi_dir-AP_epi.nii.gz sub-EBE0013_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0013_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0014/fmap': (
        'sub-EBE0014_acq-dwi_dir-AP_epi.nii.gz sub-EBE0014_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0014_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0021/fmap': (
        'sub-EBE0021_acq-dwi_dir-AP_epi.nii.gz sub-EBE0021_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0021_acq-fMRI_dir-AP_epi.nii.gz'
    ),
    'sub-EBE0023/fmap': (
        'sub-EBE0023_acq-dwi_dir-AP_epi.nii.gz sub-EBE0023_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0023_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0026/fmap': (
        'sub-EBE0026_acq-dwi_dir-AP_epi.nii.gz sub-EBE0026_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0026_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0026_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0028/fmap': (
        'sub-EBE0028_acq-dwi_dir-AP_epi.nii.gz sub-EBE0028_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0028_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0029/fmap': (
        'sub-EBE0029_acq-dwi_dir-AP_epi.nii.gz sub-EBE0029_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0029_acq-fMRI_dir-AP_epi.nii.gz'
    ),
    'sub-EBE0035/fmap': (
        'sub-EBE0035_acq-dwi_dir-AP_epi.nii.gz sub-EBE0035_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0035_acq-fMRI_dir-AP_epi.nii.gz'
    ),
    'sub-EBE0036/fmap': (
        'sub-EBE0036_acq-dwi_dir-AP_epi.nii.gz sub-EBE0036_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0036_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0038/fmap': (
        'sub-EBE0038_acq-dwi_dir-AP_epi.nii.gz sub-EBE0038_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0038_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0047/fmap': (
        'sub-EBE0047_acq-dwi_dir-AP_epi.nii.gz sub-EBE0047_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0047_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0051/fmap': (
        'sub-EBE0051_acq-dwi_dir-AP_epi.nii.gz sub-EBE0051_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0051_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0052/fmap': (
        'sub-EBE0052_acq-dwi_dir-PA_epi.nii.gz sub-EBE0052_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0052_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0054/fmap': (
        'sub-EBE0054_acq-dwi_dir-AP_epi.nii.gz sub-EBE0054_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0054_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0054_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0058/fmap': (
        'sub-EBE0058_acq-dwi_dir-AP_epi.nii.gz sub-EBE0058_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0058_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0058_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0060/fmap': (
        'sub-EBE0060_acq-dwi_dir-AP_epi.nii.gz sub-EBE0060_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0060_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0060_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0062/fmap': (
        'sub-EBE0062_acq-dwi_dir-PA_epi.nii.gz sub-EBE0062_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0062_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0064/fmap': (
        'sub-EBE0064_acq-dwi_dir-AP_epi.nii.gz sub-EBE0064_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0064_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0066/fmap': (
        'sub-EBE0066_acq-dwi_dir-AP_epi.nii.gz sub-EBE0066_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0066_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0067/fmap': (
        'sub-EBE0067_acq-dwi_dir-AP_epi.nii.gz sub-EBE0067_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0067_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0068/fmap': (
        'sub-EBE0068_acq-dwi_dir-AP_epi.nii.gz sub-EBE0068_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0068_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0070/fmap': (
        'sub-EBE0070_acq-dwi_dir-AP_epi.nii.gz sub-EBE0070_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0070_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0070_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0072/fmap': (
        'sub-EBE0072_acq-dwi_dir-AP_epi.nii.gz sub-EBE0072_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0072_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0073/fmap': (
        'sub-EBE0073_acq-dwi_dir-PA_epi.nii.gz sub-EBE0073_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0073_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0077/fmap': (
        'sub-EBE0077_acq-dwi_dir-AP_epi.nii.gz sub-EBE0077_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0077_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0079/fmap': (
        'sub-EBE0079_acq-dwi_dir-PA_epi.nii.gz sub-EBE0079_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0079_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0083/fmap': (
        'sub-EBE0083_acq-dwi_dir-AP_epi.nii.gz sub-EBE0083_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0083_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0087/fmap': (
        'sub-EBE0087_acq-dwi_dir-AP_epi.nii.gz sub-EBE0087_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0087_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0089/fmap': (
        'sub-EBE0089_acq-dwi_dir-AP_epi.nii.gz sub-EBE0089_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0089_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0089_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0090/fmap': (
        'sub-EBE0090_acq-dwi_dir-PA_epi.nii.gz sub-EBE0090_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0090_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0092/fmap': (
        'sub-EBE0092_acq-dwi_dir-AP_epi.nii.gz sub-EBE0092_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0092_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0094/fmap': (
        'sub-EBE0094_acq-dwi_dir-AP_epi.nii.gz sub-EBE0094_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0094_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0094_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0095/fmap': (
        'sub-EBE0095_acq-dwi_dir-AP_epi.nii.gz sub-EBE0095_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0095_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0095_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0101/fmap': (
        'sub-EBE0101_acq-dwi_dir-AP_epi.nii.gz sub-EBE0101_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0101_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0101_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0107/fmap': (
        'sub-EBE0107_acq-dwi_dir-AP_epi.nii.gz sub-EBE0107_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0107_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0108/fmap': (
        'sub-EBE0108_acq-dwi_dir-AP_epi.nii.gz sub-EBE0108_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0108_acq-fMRI_dir-AP_epi.nii.gz'
    ),
    'sub-EBE0109/fmap': (
        'sub-EBE0109_acq-dwi_dir-AP_epi.nii.gz sub-EBE0109_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0109_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0109_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0113/fmap': (
        'sub-EBE0113_acq-dwi_dir-AP_epi.nii.gz sub-EBE0113_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0113_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0113_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0114/fmap': (
        'sub-EBE0114_acq-dwi_dir-AP_epi.nii.gz sub-EBE0114_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0114_acq-fMRI_dir-AP_epi.nii.gz'
    ),
    'sub-EBE0115/fmap': (
        'sub-EBE0115_acq-dwi_dir-AP_epi.nii.gz sub-EBE0115_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0115_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0115_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0116/fmap': (
        'sub-EBE0116_acq-dwi_dir-AP_epi.nii.gz sub-EBE0116_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0116_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0117/fmap': (
        'sub-EBE0117_acq-dwi_dir-AP_epi.nii.gz sub-EBE0117_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0117_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0120/fmap': (
        'sub-EBE0120_acq-dwi_dir-AP_epi.nii.gz sub-EBE0120_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0120_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0120_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0123/fmap': (
        'sub-EBE0123_acq-dwi_dir-AP_epi.nii.gz sub-EBE0123_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0123_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0123_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0125/fmap': (
        'sub-EBE0125_acq-dwi_dir-AP_epi.nii.gz sub-EBE0125_acq-fMRI_dir-AP_epi.nii.gz '
        'sub-EBE0125_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0126/fmap': (
        'sub-EBE0126_acq-dwi_dir-AP_epi.nii.gz sub-EBE0126_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0126_acq-fMRI_dir-AP_epi.nii.gz'
    ),
    'sub-EBE0129/fmap': (
        'sub-EBE0129_acq-dwi_dir-AP_epi.nii.gz sub-EBE0129_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0129_acq-fMRI_dir-AP_epi.nii.gz'
    ),
    'sub-EBE0130/fmap': (
        'sub-EBE0130_acq-dwi_dir-AP_epi.nii.gz sub-EBE0130_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0130_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0130_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0131/fmap': (
        'sub-EBE0131_acq-dwi_dir-AP_epi.nii.gz sub-EBE0131_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0131_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0133/fmap': (
        'sub-EBE0133_acq-dwi_dir-AP_epi.nii.gz sub-EBE0133_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0133_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0134/fmap': (
        'sub-EBE0134_acq-dwi_dir-AP_epi.nii.gz sub-EBE0134_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0134_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0136/fmap': (
        'sub-EBE0136_acq-dwi_dir-AP_epi.nii.gz sub-EBE0136_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0136_acq-fMRI_dir-AP_epi.nii.gz sub-EBE0136_acq-fMRI_dir-PA_epi.nii.gz'
    ),
    'sub-EBE0137/fmap': (
        'sub-EBE0137_acq-dwi_dir-AP_epi.nii.gz sub-EBE0137_acq-dwi_dir-PA_epi.nii.gz '
        'sub-EBE0137_acq-fMRI_dir-AP_epi.nii.gz'
    ),
}


MIND_FMAP_OTHER = {
    '': (
        'derivatives/CAT12/sub-EBE0013/anat/lh.sphere.sub-EBE0013_acq-highres_T1w.gii '
        'derivatives/CAT12/sub-EBE0021/anat/catROI_sub-EBE0021_acq-highres_T1w.mat '
        'derivatives/CAT12/sub-EBE0058/anat/catROI_sub-EBE0058_acq-highres_T1w.mat '
        'derivatives/CAT12/sub-EBE0088/anat/lh.pial.sub-EBE0088_acq-highres_T1w.gii '
        'derivatives/CAT12/sub-EBE0114/anat/rh.sphere.sub-EBE0114_acq-highres_T1w.gii '
        'derivatives/CAT12/sub-EBE0134/anat/lh.pbt.sub-EBE0134_acq-highres_T1w '
        'derivatives/fMRIprep/sub-EBE0004/anat/sub-EBE0004_acq-highres_from-T1w_to-fsnative_mode-image_xfm.txt '
        'derivatives/fMRIprep/sub-EBE0013/anat/sub-EBE0013_acq-highres_desc-aseg_dseg.nii.gz '
        'derivatives/fMRIprep/sub-EBE0035/anat/sub-EBE0035_acq-highres_desc-ribbon_mask.nii.gz '
        'derivatives/fMRIprep/sub-EBE0042/anat/sub-EBE0042_acq-highres_hemi-L_inflated.surf.gii '
        'derivatives/fMRIprep/sub-EBE0044/func/sub-EBE0044_task-rest_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fMRIprep/sub-EBE0056/anat/sub-EBE0056_acq-highres_hemi-R_smoothwm.surf.gii '
        'derivatives/fMRIprep/sub-EBE0078/anat/sub-EBE0078_acq-highres_hemi-L_curv.shape.gii '
        'derivatives/fMRIprep/sub-EBE0079/figures/sub-EBE0079_acq-highres_desc-conform_T1w.html '
        'derivatives/fMRIprep/sub-EBE0084/figures/sub-EBE0084_task-rest_desc-summary_bold.html '
        'derivatives/fMRIprep/sub-EBE0095/anat/sub-EBE0095_acq-highres_space-MNI152NLin2009cAsym_desc-preproc_T1w.nii.gz '
        'derivatives/fMRIprep/sub-EBE0097/anat/sub-EBE0097_acq-highres_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fMRIprep/sub-EBE0113/anat/sub-EBE0113_acq-highres_desc-ribbon_mask.nii.gz '
        'derivatives/fMRIprep/sub-EBE0123/func/sub-EBE0123_task-rest_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fMRIprep/sub-EBE0128/figures/sub-EBE0128_acq-highres_desc-reconall_T1w.svg '
        'derivatives/fMRIprep/sub-EBE0128/func/sub-EBE0128_task-rest_from-scanner_to-T1w_mode-image_xfm.txt '
        'derivatives/fdt/sub-EBE0007/topup_AP_PA_b0_fieldcoef.nii.gz '
        'derivatives/fdt/sub-EBE0036/dti_V3.nii.gz derivatives/fdt/sub-EBE0041/topup_AP_PA_b0_iout.nii.gz '
        'derivatives/fdt/sub-EBE0060/acqparams.txt derivatives/fdt/sub-EBE0080/dwi2fsnative.dat~ '
        'derivatives/fdt/sub-EBE0086/dti_FA.nii.gz derivatives/fdt/sub-EBE0113/hifi_b0.nii.gz '
        'derivatives/fdt/sub-EBE0122/eddy_corrected_data.eddy_rotated_bvecs '
        'derivatives/fdt/sub-EBE0142/eddy_corrected_data.eddy_values_of_all_input_parameters '
        'derivatives/freesurfer/sub-EBE0003/mri/transforms/T2raw.lta '
        'derivatives/freesurfer/sub-EBE0005/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-EBE0011/mri/ribbon.mgz '
        'derivatives/freesurfer/sub-EBE0011/surf/lh.white.preaparc.H '
        'derivatives/freesurfer/sub-EBE0011/touch/rh.curvstats.touch '
        'derivatives/freesurfer/sub-EBE0013/mri/ctrl_pts.mgz '
        'derivatives/freesurfer/sub-EBE0014/touch/ca_label.touch '
        'derivatives/freesurfer/sub-EBE0017/label/lh.BA2_exvivo.label '
        'derivatives/freesurfer/sub-EBE0017/surf/lh.area.mid '
        'derivatives/freesurfer/sub-EBE0022/mri/brainmask.auto.mgz '
        'derivatives/freesurfer/sub-EBE0022/mri/talairach.log '
        'derivatives/freesurfer/sub-EBE0024/surf/rh.white.preaparc.H '
        'derivatives/freesurfer/sub-EBE0026/surf/lh.pial.T1 '
        'derivatives/freesurfer/sub-EBE0028/stats/lh.BA_exvivo.stats '
        'derivatives/freesurfer/sub-EBE0028/surf/lh.inflated.H '
        'derivatives/freesurfer/sub-EBE0032/label/BA_exvivo.thresh.ctab '
        'derivatives/freesurfer/sub-EBE0033/mri/aseg.auto_noCCseg.label_intensities.txt '
        'derivatives/freesurfer/sub-EBE0035/touch/rh.cortex+hipamyg.touch '
        'derivatives/freesurfer/sub-EBE0037/label/rh.cortex+hipamyg.label '
        'derivatives/freesurfer/sub-EBE0040/mri/T2.mgz derivatives/freesurfer/sub-EBE0040/mri/aseg.mgz '
        'derivatives/freesurfer/sub-EBE0047/surf/lh.smoothwm '
        'derivatives/freesurfer/sub-EBE0048/label/lh.V2_exvivo.label '
        'derivatives/freesurfer/sub-EBE0051/surf/rh.inflated.nofix '
        'derivatives/freesurfer/sub-EBE0052/surf/lh.white.preaparc.H '
        'derivatives/freesurfer/sub-EBE0054/mri/aseg.auto_noCCseg.label_intensities.txt '
        'derivatives/freesurfer/sub-EBE0057/scripts/pctsurfcon.log '
        'derivatives/freesurfer/sub-EBE0059/label/rh.hOc4v.mpm.vpnl.label '
        'derivatives/freesurfer/sub-EBE0070/label/rh.BA3b_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0071/mri/transforms/T2raw.auto.dat~ '
        'derivatives/freesurfer/sub-EBE0071/touch/lh.sphmorph.touch '
        'derivatives/freesurfer/sub-EBE0072/label/rh.hOc1.mpm.vpnl.label '
        'derivatives/freesurfer/sub-EBE0076/mri/transforms/talairach.xfm.lta '
        'derivatives/freesurfer/sub-EBE0076/surf/rh.smoothwm.BE.crv '
        'derivatives/freesurfer/sub-EBE0076/touch/lh.inflate2.touch '
        'derivatives/freesurfer/sub-EBE0081/surf/rh.inflated '
        'derivatives/freesurfer/sub-EBE0083/stats/lh.aparc.DKTatlas.stats '
        'derivatives/freesurfer/sub-EBE0084/label/lh.FG1.mpm.vpnl.label '
        'derivatives/freesurfer/sub-EBE0084/label/rh.BA4a_exvivo.label '
        'derivatives/freesurfer/sub-EBE0084/touch/lh.aparcstats2.touch '
        'derivatives/freesurfer/sub-EBE0085/mri/orig_nu.mgz '
        'derivatives/freesurfer/sub-EBE0087/scripts/recon-all.log '
        'derivatives/freesurfer/sub-EBE0088/touch/rh.sphmorph.touch '
        'derivatives/freesurfer/sub-EBE0091/label/lh.BA6_exvivo.label '
        'derivatives/freesurfer/sub-EBE0092/surf/lh.sphere '
        'derivatives/freesurfer/sub-EBE0093/mri/talairach.label_intensities.txt '
        'derivatives/freesurfer/sub-EBE0095/label/lh.perirhinal_exvivo.label '
        'derivatives/freesurfer/sub-EBE0099/scripts/recon-all-status-rh.log '
        'derivatives/freesurfer/sub-EBE0101/surf/rh.white.preaparc.K '
        'derivatives/freesurfer/sub-EBE0104/surf/rh.w-g.pct.mgh '
        'derivatives/freesurfer/sub-EBE0108/label/rh.perirhinal_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0111/surf/rh.fsaverage.sphere.reg '
        'derivatives/freesurfer/sub-EBE0114/surf/lh.orig.nofix '
        'derivatives/freesurfer/sub-EBE0115/surf/rh.orig.premesh '
        'derivatives/freesurfer/sub-EBE0116/surf/rh.smoothwm.S.crv '
        'derivatives/freesurfer/sub-EBE0124/label/rh.nofix.cortex.label '
        'derivatives/freesurfer/sub-EBE0129/label/rh.BA3a_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0129/touch/rh.white.touch '
        'derivatives/freesurfer/sub-EBE0130/scripts/pctsurfcon.log '
        'derivatives/freesurfer/sub-EBE0132/surf/lh.orig.premesh '
        'derivatives/freesurfer/sub-EBE0132/surf/rh.orig.nofix '
        'derivatives/freesurfer/sub-EBE0133/surf/lh.white.K '
        'derivatives/freesurfer/sub-EBE0135/touch/lh.curvstats.touch '
        'derivatives/freesurfer/sub-EBE0136/touch/lh.cortex.touch '
        'derivatives/freesurfer/sub-EBE0137/label/rh.hOc3v.mpm.vpnl.label '
        'derivatives/freesurfer/sub-EBE0139/label/lh.entorhinal_exvivo.label '
        'preprocessing_scripts/toolbox_outputs/freesurfer_output/subj_stats/sub-EBE0025_wmparc.csv '
        'sub-EBE0002/func/sub-EBE0002_task-rest_sbref.json '
        'sub-EBE0006/fmap/sub-EBE0006_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0007/fmap/sub-EBE0007_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0008/fmap/sub-EBE0008_acq-dwi_dir-AP_epi.json '
        'sub-EBE0008/fmap/sub-EBE0008_acq-dwi_dir-PA_epi.json '
        'sub-EBE0010/fmap/sub-EBE0010_acq-dwi_dir-AP_epi.json '
        'sub-EBE0010/fmap/sub-EBE0010_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0011/fmap/sub-EBE0011_acq-dwi_dir-PA_epi.json '
        'sub-EBE0012/fmap/sub-EBE0012_acq-dwi_dir-PA_epi.json '
        'sub-EBE0013/fmap/sub-EBE0013_acq-dwi_dir-AP_epi.json '
        'sub-EBE0013/fmap/sub-EBE0013_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0014/fmap/sub-EBE0014_acq-dwi_dir-AP_epi.json '
        'sub-EBE0014/fmap/sub-EBE0014_acq-dwi_dir-PA_epi.json '
        'sub-EBE0015/fmap/sub-EBE0015_acq-dwi_dir-AP_epi.json '
        'sub-EBE0017/fmap/sub-EBE0017_acq-dwi_dir-AP_epi.json '
        'sub-EBE0017/fmap/sub-EBE0017_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0020/fmap/sub-EBE0020_acq-dwi_dir-AP_epi.json '
        'sub-EBE0021/fmap/sub-EBE0021_acq-dwi_dir-PA_epi.json '
        'sub-EBE0022/fmap/sub-EBE0022_acq-dwi_dir-PA_epi.json '
        'sub-EBE0024/fmap/sub-EBE0024_acq-dwi_dir-AP_epi.json '
        'sub-EBE0026/fmap/sub-EBE0026_acq-dwi_dir-AP_epi.json '
        'sub-EBE0028/fmap/sub-EBE0028_acq-dwi_dir-AP_epi.json '
        'sub-EBE0030/fmap/sub-EBE0030_acq-dwi_dir-PA_epi.json '
        'sub-EBE0031/fmap/sub-EBE0031_acq-dwi_dir-PA_epi.json '
        'sub-EBE0032/fmap/sub-EBE0032_acq-dwi_dir-PA_epi.json '
        'sub-EBE0032/fmap/sub-EBE0032_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0034/fmap/sub-EBE0034_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0035/fmap/sub-EBE0035_acq-dwi_dir-AP_epi.json '
        'sub-EBE0035/fmap/sub-EBE0035_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0041/fmap/sub-EBE0041_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0042/fmap/sub-EBE0042_acq-dwi_dir-AP_epi.json '
        'sub-EBE0044/fmap/sub-EBE0044_acq-dwi_dir-PA_epi.json '
        'sub-EBE0045/fmap/sub-EBE0045_acq-dwi_dir-PA_epi.json '
        'sub-EBE0046/fmap/sub-EBE0046_acq-dwi_dir-AP_epi.json '
        'sub-EBE0047/fmap/sub-EBE0047_acq-dwi_dir-PA_epi.json '
        'sub-EBE0049/fmap/sub-EBE0049_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0052/fmap/sub-EBE0052_acq-dwi_dir-PA_epi.json '
        'sub-EBE0052/fmap/sub-EBE0052_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0054/fmap/sub-EBE0054_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0058/fmap/sub-EBE0058_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0058/fmap/sub-EBE0058_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0061/fmap/sub-EBE0061_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0062/fmap/sub-EBE0062_acq-dwi_dir-PA_epi.json '
        'sub-EBE0062/fmap/sub-EBE0062_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0064/fmap/sub-EBE0064_acq-fMRI_dir-AP_epi.json sub-EBE0066/.DS_Store '
        'sub-EBE0067/fmap/sub-EBE0067_acq-dwi_dir-PA_epi.json '
        'sub-EBE0068/fmap/sub-EBE0068_acq-dwi_dir-AP_epi.json '
        'sub-EBE0070/fmap/sub-EBE0070_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0074/fmap/sub-EBE0074_acq-dwi_dir-PA_epi.json '
        'sub-EBE0074/fmap/sub-EBE0074_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0075/fmap/sub-EBE0075_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0076/fmap/sub-EBE0076_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0078/fmap/sub-EBE0078_acq-dwi_dir-AP_epi.json '
        'sub-EBE0079/fmap/sub-EBE0079_acq-dwi_dir-AP_epi.json '
        'sub-EBE0079/fmap/sub-EBE0079_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0080/fmap/sub-EBE0080_acq-dwi_dir-AP_epi.json '
        'sub-EBE0081/fmap/sub-EBE0081_acq-dwi_dir-AP_epi.json '
        'sub-EBE0081/fmap/sub-EBE0081_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0082/fmap/sub-EBE0082_acq-dwi_dir-PA_epi.json '
        'sub-EBE0082/fmap/sub-EBE0082_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0083/fmap/sub-EBE0083_acq-dwi_dir-AP_epi.json '
        'sub-EBE0083/fmap/sub-EBE0083_acq-dwi_dir-PA_epi.json '
        'sub-EBE0088/fmap/sub-EBE0088_acq-dwi_dir-PA_epi.json '
        'sub-EBE0088/fmap/sub-EBE0088_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0090/fmap/sub-EBE0090_acq-dwi_dir-AP_epi.json '
        'sub-EBE0091/fmap/sub-EBE0091_acq-dwi_dir-PA_epi.json '
        'sub-EBE0091/fmap/sub-EBE0091_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0092/fmap/sub-EBE0092_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0094/fmap/sub-EBE0094_acq-dwi_dir-PA_epi.json '
        'sub-EBE0099/fmap/sub-EBE0099_acq-dwi_dir-AP_epi.json '
        'sub-EBE0099/fmap/sub-EBE0099_acq-dwi_dir-PA_epi.json '
        'sub-EBE0101/fmap/sub-EBE0101_acq-dwi_dir-PA_epi.json '
        'sub-EBE0105/fmap/sub-EBE0105_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0107/fmap/sub-EBE0107_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0113/fmap/sub-EBE0113_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0114/fmap/sub-EBE0114_acq-dwi_dir-PA_epi.json '
        'sub-EBE0116/fmap/sub-EBE0116_acq-dwi_dir-AP_epi.json '
        'sub-EBE0117/fmap/sub-EBE0117_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0120/fmap/sub-EBE0120_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0121/fmap/sub-EBE0121_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0122/fmap/sub-EBE0122_acq-dwi_dir-PA_epi.json '
        'sub-EBE0125/fmap/sub-EBE0125_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0126/fmap/sub-EBE0126_acq-dwi_dir-PA_epi.json '
        'sub-EBE0128/fmap/sub-EBE0128_acq-dwi_dir-AP_epi.json '
        'sub-EBE0128/fmap/sub-EBE0128_acq-dwi_dir-PA_epi.json '
        'sub-EBE0129/fmap/sub-EBE0129_acq-dwi_dir-AP_epi.json '
        'sub-EBE0131/fmap/sub-EBE0131_acq-dwi_dir-PA_epi.json '
        'sub-EBE0133/fmap/sub-EBE0133_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0135/fmap/sub-EBE0135_acq-dwi_dir-PA_epi.json '
        'sub-EBE0136/fmap/sub-EBE0136_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0137/fmap/sub-EBE0137_acq-dwi_dir-PA_epi.json '
        'sub-EBE0139/fmap/sub-EBE0139_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0139/fmap/sub-EBE0139_acq-fMRI_dir-PA_epi.json'
    ),
    'sub-EBE0009/fmap': (
        'sub-EBE0009_acq-dwi_dir-PA_epi.json sub-EBE0009_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0009_acq-fMRI_dir-PA_epi.json'
    ),
    'sub-EBE0084/fmap': (
        'sub-EBE0084_acq-dwi_dir-AP_epi.json sub-EBE0084_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0084_acq-fMRI_dir-PA_epi.json'
    ),
    'sub-EBE0085/fmap': (
        'sub-EBE0085_acq-dwi_dir-PA_epi.json sub-EBE0085_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0085_acq-fMRI_dir-PA_epi.json'
    ),
}


MIND_FS_STATS_KIND = {
    'preprocessing_scripts/toolbox_outputs/freesurfer_output/subj_stats': (
        'sub-EBE0002_aseg.csv sub-EBE0002_wmparc.csv sub-EBE0003_rh_aparc.csv sub-EBE0003_wmparc.csv '
        'sub-EBE0004_aseg.csv sub-EBE0004_lh_aparc.csv sub-EBE0004_rh_aparc.csv sub-EBE0004_wmparc.csv '
        'sub-EBE0005_lh_aparc.csv sub-EBE0005_rh_aparc.csv sub-EBE0005_wmparc.csv '
        'sub-EBE0006_rh_aparc.csv sub-EBE0006_wmparc.csv sub-EBE0007_lh_aparc.csv sub-EBE0007_wmparc.csv '
        'sub-EBE0008_wmparc.csv sub-EBE0009_lh_aparc.csv sub-EBE0009_wmparc.csv sub-EBE0010_aseg.csv '
        'sub-EBE0010_rh_aparc.csv sub-EBE0010_wmparc.csv sub-EBE0011_rh_aparc.csv sub-EBE0011_wmparc.csv '
        'sub-EBE0012_aseg.csv sub-EBE0012_lh_aparc.csv sub-EBE0012_rh_aparc.csv sub-EBE0012_wmparc.csv '
        'sub-EBE0013_aseg.csv sub-EBE0013_lh_aparc.csv sub-EBE0013_wmparc.csv sub-EBE0014_aseg.csv '
        'sub-EBE0014_lh_aparc.csv sub-EBE0014_wmparc.csv sub-EBE0015_lh_aparc.csv '
        'sub-EBE0016_lh_aparc.csv sub-EBE0016_wmparc.csv sub-EBE0017_lh_aparc.csv sub-EBE0017_wmparc.csv '
        'sub-EBE0018_aseg.csv sub-EBE0018_lh_aparc.csv sub-EBE0020_rh_aparc.csv sub-EBE0020_wmparc.csv '
        'sub-EBE0021_aseg.csv sub-EBE0021_lh_aparc.csv sub-EBE0021_rh_aparc.csv sub-EBE0022_wmparc.csv '
        'sub-EBE0023_aseg.csv sub-EBE0023_rh_aparc.csv sub-EBE0023_wmparc.csv sub-EBE0024_rh_aparc.csv '
        'sub-EBE0024_wmparc.csv sub-EBE0025_aseg.csv sub-EBE0026_aseg.csv sub-EBE0026_lh_aparc.csv '
        'sub-EBE0026_rh_aparc.csv sub-EBE0026_wmparc.csv sub-EBE0028_aseg.csv sub-EBE0028_rh_aparc.csv '
        'sub-EBE0028_wmparc.csv sub-EBE0029_aseg.csv sub-EBE0029_lh_aparc.csv sub-EBE0029_rh_aparc.csv '
        'sub-EBE0030_wmparc.csv sub-EBE0031_rh_aparc.csv sub-EBE0032_lh_aparc.csv '
        'sub-EBE0032_rh_aparc.csv sub-EBE0033_rh_aparc.csv sub-EBE0034_lh_aparc.csv sub-EBE0035_aseg.csv '
        'sub-EBE0035_lh_aparc.csv sub-EBE0035_rh_aparc.csv sub-EBE0036_aseg.csv sub-EBE0036_rh_aparc.csv '
        'sub-EBE0036_wmparc.csv sub-EBE0037_lh_aparc.csv sub-EBE0037_wmparc.csv sub-EBE0038_aseg.csv '
        'sub-EBE0038_lh_aparc.csv sub-EBE0038_wmparc.csv sub-EBE0039_aseg.csv sub-EBE0039_lh_aparc.csv '
        'sub-EBE0040_rh_aparc.csv sub-EBE0041_aseg.csv sub-EBE0041_lh_aparc.csv sub-EBE0042_rh_aparc.csv '
        'sub-EBE0042_wmparc.csv sub-EBE0044_aseg.csv sub-EBE0044_wmparc.csv sub-EBE0045_rh_aparc.csv '
        'sub-EBE0045_wmparc.csv sub-EBE0046_lh_aparc.csv sub-EBE0047_aseg.csv sub-EBE0047_rh_aparc.csv '
        'sub-EBE0047_wmparc.csv sub-EBE0048_lh_aparc.csv sub-EBE0049_wmparc.csv sub-EBE0050_rh_aparc.csv '
        'sub-EBE0051_aseg.csv sub-EBE0051_lh_aparc.csv sub-EBE0051_rh_aparc.csv sub-EBE0051_wmparc.csv '
        'sub-EBE0052_lh_aparc.csv sub-EBE0052_rh_aparc.csv sub-EBE0052_wmparc.csv sub-EBE0054_aseg.csv '
        'sub-EBE0054_lh_aparc.csv sub-EBE0054_rh_aparc.csv sub-EBE0054_wmparc.csv sub-EBE0055_wmparc.csv '
        'sub-EBE0056_wmparc.csv sub-EBE0058_aseg.csv sub-EBE0058_lh_aparc.csv sub-EBE0058_rh_aparc.csv '
        'sub-EBE0058_wmparc.csv sub-EBE0059_wmparc.csv sub-EBE0060_aseg.csv sub-EBE0060_lh_aparc.csv '
        'sub-EBE0060_rh_aparc.csv sub-EBE0060_wmparc.csv sub-EBE0061_aseg.csv sub-EBE0062_lh_aparc.csv '
        'sub-EBE0062_wmparc.csv sub-EBE0064_aseg.csv sub-EBE0064_lh_aparc.csv sub-EBE0064_rh_aparc.csv '
        'sub-EBE0064_wmparc.csv sub-EBE0065_rh_aparc.csv sub-EBE0066_aseg.csv sub-EBE0066_wmparc.csv '
        'sub-EBE0067_aseg.csv sub-EBE0067_lh_aparc.csv sub-EBE0067_wmparc.csv sub-EBE0068_aseg.csv '
        'sub-EBE0068_lh_aparc.csv sub-EBE0068_wmparc.csv sub-EBE0070_aseg.csv sub-EBE0070_lh_aparc.csv '
        'sub-EBE0070_rh_aparc.csv sub-EBE0070_wmparc.csv sub-EBE0071_aseg.csv sub-EBE0071_lh_aparc.csv '
        'sub-EBE0071_rh_aparc.csv sub-EBE0071_wmparc.csv sub-EBE0072_aseg.csv sub-EBE0072_lh_aparc.csv '
        'sub-EBE0072_wmparc.csv sub-EBE0073_wmparc.csv sub-EBE0074_aseg.csv sub-EBE0074_rh_aparc.csv '
        'sub-EBE0074_wmparc.csv sub-EBE0075_aseg.csv sub-EBE0075_lh_aparc.csv sub-EBE0075_rh_aparc.csv '
        'sub-EBE0076_wmparc.csv sub-EBE0077_aseg.csv sub-EBE0077_lh_aparc.csv sub-EBE0077_wmparc.csv '
        'sub-EBE0078_lh_aparc.csv sub-EBE0078_wmparc.csv sub-EBE0079_lh_aparc.csv '
        'sub-EBE0079_rh_aparc.csv sub-EBE0079_wmparc.csv sub-EBE0080_aseg.csv sub-EBE0080_lh_aparc.csv '
        'sub-EBE0080_rh_aparc.csv sub-EBE0080_wmparc.csv sub-EBE0081_aseg.csv sub-EBE0081_lh_aparc.csv '
        'sub-EBE0081_rh_aparc.csv sub-EBE0082_aseg.csv sub-EBE0083_aseg.csv sub-EBE0083_lh_aparc.csv '
        'sub-EBE0083_rh_aparc.csv sub-EBE0084_aseg.csv sub-EBE0084_lh_aparc.csv sub-EBE0084_wmparc.csv '
        'sub-EBE0085_aseg.csv sub-EBE0085_wmparc.csv sub-EBE0086_aseg.csv sub-EBE0086_lh_aparc.csv '
        'sub-EBE0086_wmparc.csv sub-EBE0087_aseg.csv sub-EBE0087_lh_aparc.csv sub-EBE0087_rh_aparc.csv '
        'sub-EBE0087_wmparc.csv sub-EBE0088_lh_aparc.csv sub-EBE0089_aseg.csv sub-EBE0089_lh_aparc.csv '
        'sub-EBE0090_aseg.csv sub-EBE0090_lh_aparc.csv sub-EBE0090_rh_aparc.csv sub-EBE0090_wmparc.csv '
        'sub-EBE0091_aseg.csv sub-EBE0091_lh_aparc.csv sub-EBE0091_wmparc.csv sub-EBE0092_rh_aparc.csv '
        'sub-EBE0092_wmparc.csv sub-EBE0093_aseg.csv sub-EBE0093_wmparc.csv sub-EBE0094_lh_aparc.csv '
        'sub-EBE0094_rh_aparc.csv sub-EBE0094_wmparc.csv sub-EBE0095_aseg.csv sub-EBE0095_lh_aparc.csv '
        'sub-EBE0095_wmparc.csv sub-EBE0097_aseg.csv sub-EBE0097_lh_aparc.csv sub-EBE0097_rh_aparc.csv '
        'sub-EBE0098_aseg.csv sub-EBE0098_lh_aparc.csv sub-EBE0098_rh_aparc.csv sub-EBE0099_rh_aparc.csv '
        'sub-EBE0100_lh_aparc.csv sub-EBE0100_rh_aparc.csv sub-EBE0100_wmparc.csv sub-EBE0101_aseg.csv '
        'sub-EBE0101_wmparc.csv sub-EBE0104_aseg.csv sub-EBE0104_lh_aparc.csv sub-EBE0104_wmparc.csv '
        'sub-EBE0105_aseg.csv sub-EBE0105_wmparc.csv sub-EBE0106_lh_aparc.csv sub-EBE0107_aseg.csv '
        'sub-EBE0107_rh_aparc.csv sub-EBE0108_aseg.csv sub-EBE0108_lh_aparc.csv sub-EBE0108_rh_aparc.csv '
        'sub-EBE0109_aseg.csv sub-EBE0109_lh_aparc.csv sub-EBE0109_rh_aparc.csv sub-EBE0109_wmparc.csv '
        'sub-EBE0111_aseg.csv sub-EBE0111_lh_aparc.csv sub-EBE0112_aseg.csv sub-EBE0112_rh_aparc.csv '
        'sub-EBE0112_wmparc.csv sub-EBE0113_aseg.csv sub-EBE0113_lh_aparc.csv sub-EBE0113_rh_aparc.csv '
        'sub-EBE0113_wmparc.csv sub-EBE0114_aseg.csv sub-EBE0114_lh_aparc.csv sub-EBE0114_rh_aparc.csv '
        'sub-EBE0115_aseg.csv sub-EBE0115_lh_aparc.csv sub-EBE0115_rh_aparc.csv sub-EBE0115_wmparc.csv '
        'sub-EBE0116_aseg.csv sub-EBE0116_rh_aparc.csv sub-EBE0116_wmparc.csv sub-EBE0117_aseg.csv '
        'sub-EBE0117_rh_aparc.csv sub-EBE0117_wmparc.csv sub-EBE0120_lh_aparc.csv sub-EBE0120_wmparc.csv '
        'sub-EBE0121_aseg.csv sub-EBE0121_wmparc.csv sub-EBE0122_aseg.csv sub-EBE0122_rh_aparc.csv '
        'sub-EBE0122_wmparc.csv sub-EBE0123_aseg.csv sub-EBE0123_lh_aparc.csv sub-EBE0123_rh_aparc.csv '
        'sub-EBE0123_wmparc.csv sub-EBE0124_lh_aparc.csv sub-EBE0124_rh_aparc.csv sub-EBE0124_wmparc.csv '
        'sub-EBE0125_aseg.csv sub-EBE0125_rh_aparc.csv sub-EBE0126_aseg.csv sub-EBE0126_lh_aparc.csv '
        'sub-EBE0126_rh_aparc.csv sub-EBE0128_aseg.csv sub-EBE0129_lh_aparc.csv sub-EBE0130_lh_aparc.csv '
        'sub-EBE0130_rh_aparc.csv sub-EBE0130_wmparc.csv sub-EBE0131_aseg.csv sub-EBE0131_lh_aparc.csv '
        'sub-EBE0132_aseg.csv sub-EBE0132_lh_aparc.csv sub-EBE0132_wmparc.csv sub-EBE0133_aseg.csv '
        'sub-EBE0133_lh_aparc.csv sub-EBE0134_aseg.csv sub-EBE0134_lh_aparc.csv sub-EBE0134_wmparc.csv '
        'sub-EBE0135_lh_aparc.csv sub-EBE0135_rh_aparc.csv sub-EBE0135_wmparc.csv sub-EBE0136_aseg.csv '
        'sub-EBE0136_lh_aparc.csv sub-EBE0136_rh_aparc.csv sub-EBE0136_wmparc.csv '
        'sub-EBE0137_lh_aparc.csv sub-EBE0137_rh_aparc.csv sub-EBE0139_wmparc.csv '
        'sub-EBE0142_lh_aparc.csv sub-EBE0142_wmparc.csv'
    ),
}


MIND_FS_STATS_OTHER = {
    '': (
        'derivatives/CAT12/sub-EBE0013/anat/lh.sphere.sub-EBE0013_acq-highres_T1w.gii '
        'derivatives/CAT12/sub-EBE0021/anat/catROI_sub-EBE0021_acq-highres_T1w.mat '
        'derivatives/CAT12/sub-EBE0040/anat/rh.sphere.reg.sub-EBE0040_acq-highres_T1w.gii '
        'derivatives/CAT12/sub-EBE0058/anat/catROI_sub-EBE0058_acq-highres_T1w.mat '
        'derivatives/CAT12/sub-EBE0073/anat/catlog_sub-EBE0073_acq-highres_T1w.txt '
        'derivatives/CAT12/sub-EBE0088/anat/lh.pial.sub-EBE0088_acq-highres_T1w.gii '
        'derivatives/CAT12/sub-EBE0114/anat/rh.sphere.sub-EBE0114_acq-highres_T1w.gii '
        'derivatives/CAT12/sub-EBE0131/anat/rh.pbt.sub-EBE0131_acq-highres_T1w '
        'derivatives/CAT12/sub-EBE0134/anat/lh.pbt.sub-EBE0134_acq-highres_T1w '
        'derivatives/CAT12/sub-EBE0136/anat/catreport_sub-EBE0136_acq-highres_T1w.pdf '
        'derivatives/fMRIprep/sub-EBE0004/anat/sub-EBE0004_acq-highres_from-T1w_to-fsnative_mode-image_xfm.txt '
        'derivatives/fMRIprep/sub-EBE0013/anat/sub-EBE0013_acq-highres_desc-aseg_dseg.nii.gz '
        'derivatives/fMRIprep/sub-EBE0021/anat/sub-EBE0021_acq-highres_hemi-L_thickness.shape.gii '
        'derivatives/fMRIprep/sub-EBE0024/anat/sub-EBE0024_acq-highres_desc-preproc_T1w.json '
        'derivatives/fMRIprep/sub-EBE0035/anat/sub-EBE0035_acq-highres_desc-ribbon_mask.nii.gz '
        'derivatives/fMRIprep/sub-EBE0038/func/sub-EBE0038_task-rest_desc-preproc_bold.nii.gz '
        'derivatives/fMRIprep/sub-EBE0042/anat/sub-EBE0042_acq-highres_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fMRIprep/sub-EBE0042/anat/sub-EBE0042_acq-highres_hemi-L_inflated.surf.gii '
        'derivatives/fMRIprep/sub-EBE0044/func/sub-EBE0044_task-rest_space-T1w_desc-preproc_bold.nii.gz '
        'derivatives/fMRIprep/sub-EBE0054/anat/sub-EBE0054_acq-highres_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fMRIprep/sub-EBE0056/anat/sub-EBE0056_acq-highres_hemi-R_smoothwm.surf.gii '
        'derivatives/fMRIprep/sub-EBE0068/log/20241016-214542_d769cd30-eab1-48a6-bf4e-86c451f5b8f7/fmriprep.toml '
        'derivatives/fMRIprep/sub-EBE0070/anat/sub-EBE0070_acq-highres_space-MNI152NLin2009cAsym_desc-brain_mask.json '
        'derivatives/fMRIprep/sub-EBE0071/anat/sub-EBE0071_acq-highres_desc-preproc_T1w.json '
        'derivatives/fMRIprep/sub-EBE0075/figures/sub-EBE0075_task-rest_desc-summary_bold.html '
        'derivatives/fMRIprep/sub-EBE0078/anat/sub-EBE0078_acq-highres_hemi-L_curv.shape.gii '
        'derivatives/fMRIprep/sub-EBE0078/anat/sub-EBE0078_acq-highres_hemi-R_midthickness.surf.gii '
        'derivatives/fMRIprep/sub-EBE0079/figures/sub-EBE0079_acq-highres_desc-conform_T1w.html '
        'derivatives/fMRIprep/sub-EBE0084/figures/sub-EBE0084_task-rest_desc-summary_bold.html '
        'derivatives/fMRIprep/sub-EBE0085/func/sub-EBE0085_task-rest_space-MNI152NLin2009cAsym_desc-preproc_bold.nii.gz '
        'derivatives/fMRIprep/sub-EBE0089/func/sub-EBE0089_task-rest_space-T1w_desc-brain_mask.nii.gz '
        'derivatives/fMRIprep/sub-EBE0092/figures/sub-EBE0092_acq-highres_desc-reconall_T1w.svg '
        'derivatives/fMRIprep/sub-EBE0095/anat/sub-EBE0095_acq-highres_space-MNI152NLin2009cAsym_desc-preproc_T1w.nii.gz '
        'derivatives/fMRIprep/sub-EBE0097/anat/sub-EBE0097_acq-highres_desc-aparcaseg_dseg.nii.gz '
        'derivatives/fMRIprep/sub-EBE0111/figures/sub-EBE0111_acq-fMRI_fmapid-auto00001_desc-pepolar_fieldmap.svg '
        'derivatives/fMRIprep/sub-EBE0113/anat/sub-EBE0113_acq-highres_desc-ribbon_mask.nii.gz '
        'derivatives/fMRIprep/sub-EBE0113/log/20250108-092548_3a146f0c-daa1-48a2-8132-eadbb58eaf4f/fmriprep.toml '
        'derivatives/fMRIprep/sub-EBE0114/anat/sub-EBE0114_acq-highres_space-MNI152NLin2009cAsym_label-CSF_probseg.nii.gz '
        'derivatives/fMRIprep/sub-EBE0115/figures/sub-EBE0115_task-rest_desc-summary_bold.html '
        'derivatives/fMRIprep/sub-EBE0120/figures/sub-EBE0120_task-rest_desc-sdc_bold.svg '
        'derivatives/fMRIprep/sub-EBE0123/func/sub-EBE0123_task-rest_space-MNI152NLin2009cAsym_desc-brain_mask.nii.gz '
        'derivatives/fMRIprep/sub-EBE0128/figures/sub-EBE0128_acq-highres_desc-reconall_T1w.svg '
        'derivatives/fMRIprep/sub-EBE0128/func/sub-EBE0128_task-rest_from-scanner_to-T1w_mode-image_xfm.txt '
        'derivatives/fMRIprep/sub-EBE0134/func/sub-EBE0134_task-rest_from-scanner_to-boldref_mode-image_xfm.txt '
        'derivatives/fMRIprep/sub-EBE0135/anat/sub-EBE0135_acq-highres_desc-preproc_T2w.nii.gz '
        'derivatives/fMRIprep/sub-EBE0136/figures/sub-EBE0136_task-rest_desc-summary_bold.html '
        'derivatives/fdt/sub-EBE0007/topup_AP_PA_b0_fieldcoef.nii.gz '
        'derivatives/fdt/sub-EBE0008/dwi2fsnative.dat derivatives/fdt/sub-EBE0036/dti_V3.nii.gz '
        'derivatives/fdt/sub-EBE0041/topup_AP_PA_b0_iout.nii.gz '
        'derivatives/fdt/sub-EBE0049/eddy_corrected_data.eddy_parameters '
        'derivatives/fdt/sub-EBE0054/eddy_corrected_data.eddy_rotated_bvecs '
        'derivatives/fdt/sub-EBE0060/acqparams.txt derivatives/fdt/sub-EBE0080/dwi2fsnative.dat~ '
        'derivatives/fdt/sub-EBE0081/dwi2fsnative.dat.param derivatives/fdt/sub-EBE0086/dti_FA.nii.gz '
        'derivatives/fdt/sub-EBE0097/dti_V2.nii.gz derivatives/fdt/sub-EBE0099/hifi_b0.nii.gz '
        'derivatives/fdt/sub-EBE0113/hifi_b0.nii.gz '
        'derivatives/fdt/sub-EBE0122/eddy_corrected_data.eddy_rotated_bvecs '
        'derivatives/fdt/sub-EBE0142/eddy_corrected_data.eddy_values_of_all_input_parameters '
        'derivatives/freesurfer/sub-EBE0003/mri/transforms/T2raw.lta '
        'derivatives/freesurfer/sub-EBE0004/label/lh.BA45_exvivo.label '
        'derivatives/freesurfer/sub-EBE0005/label/rh.aparc.annot '
        'derivatives/freesurfer/sub-EBE0006/label/rh.BA2_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0010/scripts/expert-options '
        'derivatives/freesurfer/sub-EBE0011/mri/ribbon.mgz '
        'derivatives/freesurfer/sub-EBE0011/surf/lh.white.preaparc.H '
        'derivatives/freesurfer/sub-EBE0011/touch/rh.curvstats.touch '
        'derivatives/freesurfer/sub-EBE0012/surf/lh.smoothwm.BE.crv '
        'derivatives/freesurfer/sub-EBE0012/surf/rh.sulc '
        'derivatives/freesurfer/sub-EBE0013/label/rh.perirhinal_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0013/mri/ctrl_pts.mgz '
        'derivatives/freesurfer/sub-EBE0014/mri/mri_nu_correct.mni.log '
        'derivatives/freesurfer/sub-EBE0014/mri/transforms/talairach.xfm.lta '
        'derivatives/freesurfer/sub-EBE0014/touch/ca_label.touch '
        'derivatives/freesurfer/sub-EBE0017/label/lh.BA2_exvivo.label '
        'derivatives/freesurfer/sub-EBE0017/surf/lh.area.mid '
        'derivatives/freesurfer/sub-EBE0017/surf/rh.white.preaparc '
        'derivatives/freesurfer/sub-EBE0018/label/rh.V1_exvivo.label '
        'derivatives/freesurfer/sub-EBE0022/mri/brainmask.auto.mgz '
        'derivatives/freesurfer/sub-EBE0022/mri/talairach.log '
        'derivatives/freesurfer/sub-EBE0023/surf/rh.defects.pointset '
        'derivatives/freesurfer/sub-EBE0023/touch/ca_register.touch '
        'derivatives/freesurfer/sub-EBE0024/mri/transforms/T2raw.auto.dat.sum '
        'derivatives/freesurfer/sub-EBE0024/surf/rh.white.preaparc.H '
        'derivatives/freesurfer/sub-EBE0025/surf/rh.volume '
        'derivatives/freesurfer/sub-EBE0026/surf/lh.pial.T1 '
        'derivatives/freesurfer/sub-EBE0028/stats/lh.BA_exvivo.stats '
        'derivatives/freesurfer/sub-EBE0028/surf/lh.inflated.H '
        'derivatives/freesurfer/sub-EBE0032/label/BA_exvivo.thresh.ctab '
        'derivatives/freesurfer/sub-EBE0033/mri/aseg.auto_noCCseg.label_intensities.txt '
        'derivatives/freesurfer/sub-EBE0035/touch/rh.cortex+hipamyg.touch '
        'derivatives/freesurfer/sub-EBE0037/label/rh.cortex+hipamyg.label '
        'derivatives/freesurfer/sub-EBE0040/mri/T2.mgz derivatives/freesurfer/sub-EBE0040/mri/aseg.mgz '
        'derivatives/freesurfer/sub-EBE0047/surf/lh.smoothwm '
        'derivatives/freesurfer/sub-EBE0048/label/lh.V2_exvivo.label '
        'derivatives/freesurfer/sub-EBE0049/label/rh.MT_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0049/stats/lh.BA_exvivo.stats '
        'derivatives/freesurfer/sub-EBE0051/surf/rh.inflated.nofix '
        'derivatives/freesurfer/sub-EBE0051/surf/rh.smoothwm.K1.crv '
        'derivatives/freesurfer/sub-EBE0051/touch/rh.white.H.K.touch '
        'derivatives/freesurfer/sub-EBE0052/label/BA_exvivo.ctab '
        'derivatives/freesurfer/sub-EBE0052/surf/lh.white.preaparc.H '
        'derivatives/freesurfer/sub-EBE0054/label/lh.BA6_exvivo.label '
        'derivatives/freesurfer/sub-EBE0054/mri/aseg.auto_noCCseg.label_intensities.txt '
        'derivatives/freesurfer/sub-EBE0055/label/lh.BA4p_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0057/scripts/pctsurfcon.log '
        'derivatives/freesurfer/sub-EBE0059/label/rh.hOc4v.mpm.vpnl.label '
        'derivatives/freesurfer/sub-EBE0061/surf/rh.white.H '
        'derivatives/freesurfer/sub-EBE0061/touch/lh.inflate1.touch '
        'derivatives/freesurfer/sub-EBE0062/touch/rh.white.H.K.touch '
        'derivatives/freesurfer/sub-EBE0064/scripts/recon-all-rh.cmd '
        'derivatives/freesurfer/sub-EBE0068/touch/em_register.touch '
        'derivatives/freesurfer/sub-EBE0070/label/rh.BA3b_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0071/label/aparc.annot.a2009s.ctab '
        'derivatives/freesurfer/sub-EBE0071/mri/transforms/T2raw.auto.dat~ '
        'derivatives/freesurfer/sub-EBE0071/touch/lh.sphmorph.touch '
        'derivatives/freesurfer/sub-EBE0072/label/rh.hOc1.mpm.vpnl.label '
        'derivatives/freesurfer/sub-EBE0074/touch/lh.avgcurv.touch '
        'derivatives/freesurfer/sub-EBE0076/mri/transforms/talairach.xfm.lta '
        'derivatives/freesurfer/sub-EBE0076/surf/rh.smoothwm.BE.crv '
        'derivatives/freesurfer/sub-EBE0076/touch/ca_label.touch '
        'derivatives/freesurfer/sub-EBE0076/touch/lh.inflate2.touch '
        'derivatives/freesurfer/sub-EBE0078/label/aparc.annot.DKTatlas.ctab '
        'derivatives/freesurfer/sub-EBE0078/label/rh.entorhinal_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0079/scripts/build-stamp.txt '
        'derivatives/freesurfer/sub-EBE0080/label/lh.perirhinal_exvivo.label '
        'derivatives/freesurfer/sub-EBE0081/mri/aseg.mgz '
        'derivatives/freesurfer/sub-EBE0081/surf/rh.inflated '
        'derivatives/freesurfer/sub-EBE0083/stats/lh.aparc.DKTatlas.stats '
        'derivatives/freesurfer/sub-EBE0084/label/lh.FG1.mpm.vpnl.label '
        'derivatives/freesurfer/sub-EBE0084/label/rh.BA4a_exvivo.label '
        'derivatives/freesurfer/sub-EBE0084/touch/lh.aparcstats2.touch '
        'derivatives/freesurfer/sub-EBE0085/mri/orig_nu.mgz '
        'derivatives/freesurfer/sub-EBE0085/surf/lh.defect_labels '
        'derivatives/freesurfer/sub-EBE0086/surf/lh.white.K '
        'derivatives/freesurfer/sub-EBE0087/scripts/recon-all.cmd '
        'derivatives/freesurfer/sub-EBE0087/scripts/recon-all.log '
        'derivatives/freesurfer/sub-EBE0088/touch/rh.sphmorph.touch '
        'derivatives/freesurfer/sub-EBE0090/label/rh.BA3a_exvivo.label '
        'derivatives/freesurfer/sub-EBE0091/label/lh.BA6_exvivo.label '
        'derivatives/freesurfer/sub-EBE0092/surf/lh.sphere '
        'derivatives/freesurfer/sub-EBE0093/mri/talairach.label_intensities.txt '
        'derivatives/freesurfer/sub-EBE0093/mri/wm.seg.mgz '
        'derivatives/freesurfer/sub-EBE0094/touch/rh.inflate2.touch '
        'derivatives/freesurfer/sub-EBE0095/label/lh.perirhinal_exvivo.label '
        'derivatives/freesurfer/sub-EBE0097/label/lh.BA1_exvivo.label '
        'derivatives/freesurfer/sub-EBE0099/scripts/recon-all-status-rh.log '
        'derivatives/freesurfer/sub-EBE0099/touch/lh.aparc2.touch '
        'derivatives/freesurfer/sub-EBE0100/mri/transforms/cc_up.lta '
        'derivatives/freesurfer/sub-EBE0101/surf/rh.white.preaparc.K '
        'derivatives/freesurfer/sub-EBE0104/surf/rh.w-g.pct.mgh '
        'derivatives/freesurfer/sub-EBE0106/surf/lh.orig.premesh '
        'derivatives/freesurfer/sub-EBE0107/label/lh.cortex.label '
        'derivatives/freesurfer/sub-EBE0108/label/rh.perirhinal_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0109/surf/lh.w-g.pct.mgh '
        'derivatives/freesurfer/sub-EBE0110/mri/transforms/talairach.xfm '
        'derivatives/freesurfer/sub-EBE0111/surf/rh.fsaverage.sphere.reg '
        'derivatives/freesurfer/sub-EBE0112/label/lh.BA45_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0112/label/lh.cortex+hipamyg.label '
        'derivatives/freesurfer/sub-EBE0114/scripts/patchdir.txt '
        'derivatives/freesurfer/sub-EBE0114/surf/lh.orig.nofix '
        'derivatives/freesurfer/sub-EBE0115/mri/transforms/talairach.lta '
        'derivatives/freesurfer/sub-EBE0115/surf/rh.orig.premesh '
        'derivatives/freesurfer/sub-EBE0116/surf/rh.smoothwm.S.crv '
        'derivatives/freesurfer/sub-EBE0123/label/rh.BA44_exvivo.label '
        'derivatives/freesurfer/sub-EBE0123/touch/lh.aparcstats.touch '
        'derivatives/freesurfer/sub-EBE0124/label/rh.nofix.cortex.label '
        'derivatives/freesurfer/sub-EBE0129/label/rh.BA3a_exvivo.thresh.label '
        'derivatives/freesurfer/sub-EBE0129/touch/rh.white.touch '
        'derivatives/freesurfer/sub-EBE0130/mri/aseg.auto_noCCseg.mgz '
        'derivatives/freesurfer/sub-EBE0130/scripts/pctsurfcon.log '
        'derivatives/freesurfer/sub-EBE0132/surf/lh.orig.premesh '
        'derivatives/freesurfer/sub-EBE0132/surf/rh.orig.nofix '
        'derivatives/freesurfer/sub-EBE0133/stats/rh.curv.stats '
        'derivatives/freesurfer/sub-EBE0133/surf/lh.white.K '
        'derivatives/freesurfer/sub-EBE0134/label/rh.FG1.mpm.vpnl.label '
        'derivatives/freesurfer/sub-EBE0135/label/lh.aparc.annot '
        'derivatives/freesurfer/sub-EBE0135/scripts/recon-all.log '
        'derivatives/freesurfer/sub-EBE0135/touch/lh.curvstats.touch '
        'derivatives/freesurfer/sub-EBE0136/mri/orig.mgz '
        'derivatives/freesurfer/sub-EBE0136/touch/lh.cortex.touch '
        'derivatives/freesurfer/sub-EBE0137/label/rh.hOc3v.mpm.vpnl.label '
        'derivatives/freesurfer/sub-EBE0139/label/lh.entorhinal_exvivo.label '
        'derivatives/freesurfer/sub-EBE0142/touch/apas2aseg.touch '
        'sub-EBE0002/fmap/sub-EBE0002_acq-dwi_dir-AP_epi.json '
        'sub-EBE0005/dwi/sub-EBE0005_acq-138vols_dwi.json '
        'sub-EBE0022/fmap/sub-EBE0022_acq-dwi_dir-PA_epi.json '
        'sub-EBE0024/fmap/sub-EBE0024_acq-fMRI_dir-AP_epi.json '
        'sub-EBE0029/func/sub-EBE0029_task-rest_bold.json '
        'sub-EBE0057/func/sub-EBE0057_task-rest_sbref.json '
        'sub-EBE0067/dwi/sub-EBE0067_acq-138vols_sbref.nii.gz '
        'sub-EBE0071/fmap/sub-EBE0071_acq-fMRI_dir-PA_epi.json '
        'sub-EBE0076/dwi/sub-EBE0076_acq-138vols_dwi.json '
        'sub-EBE0093/dwi/sub-EBE0093_acq-138vols_dwi.bvec'
    ),
    'chen_salvadore_elorrieta/data/tbss/deluca_2024/FA': (
        'sub-EBE0015_dti_FA_FA_mask.nii.gz sub-EBE0065_dti_FA_FA_to_target.log '
        'sub-EBE0117_dti_FA_FA_to_target.log'
    ),
}


FACE_SURFACE_KIND = {
    '': (
        'derivatives/volumetosurface/sub-01/ses-09/sub-01_ses-09_task-face_run-02_hemi-lh.surfacedata.gii '
        'derivatives/volumetosurface/sub-01/ses-09/sub-01_ses-09_task-face_run-04_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-01': (
        'sub-01_ses-01_task-floc_run-01_hemi-lh.surfacedata.gii '
        'sub-01_ses-01_task-floc_run-02_hemi-lh.surfacedata.gii '
        'sub-01_ses-01_task-floc_run-04_hemi-lh.surfacedata.gii '
        'sub-01_ses-01_task-prf_run-02_hemi-lh.surfacedata.gii '
        'sub-01_ses-01_task-prf_run-03_hemi-lh.surfacedata.gii '
        'sub-01_ses-01_task-prf_run-04_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-02': (
        'sub-01_ses-02_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-01_ses-02_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-01_ses-02_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-01_ses-02_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-01_ses-02_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-01_ses-02_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-03': (
        'sub-01_ses-03_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-01_ses-03_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-01_ses-03_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-01_ses-03_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-01_ses-03_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-01_ses-03_task-face_run-06_hemi-lh.surfacedata.gii '
        'sub-01_ses-03_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-04': (
        'sub-01_ses-04_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-01_ses-04_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-01_ses-04_task-face_run-04_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-05': (
        'sub-01_ses-05_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-01_ses-05_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-01_ses-05_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-06': (
        'sub-01_ses-06_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-01_ses-06_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-01_ses-06_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-01_ses-06_task-face_run-04_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-07': (
        'sub-01_ses-07_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-01_ses-07_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-01_ses-07_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-01_ses-07_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-01_ses-07_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-01_ses-07_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-01_ses-07_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-08': (
        'sub-01_ses-08_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-01_ses-08_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-01_ses-08_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-01_ses-08_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-01_ses-08_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-01_ses-08_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-01_ses-08_task-face_run-06_hemi-lh.surfacedata.gii '
        'sub-01_ses-08_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-10': (
        'sub-01_ses-10_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-01_ses-10_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-01_ses-10_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-01_ses-10_task-face_run-06_hemi-lh.surfacedata.gii '
        'sub-01_ses-10_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-01/ses-11': (
        'sub-01_ses-11_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-01_ses-11_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-01_ses-11_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-01_ses-11_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-01': (
        'sub-02_ses-01_task-floc_run-03_hemi-lh.surfacedata.gii '
        'sub-02_ses-01_task-floc_run-03_hemi-rh.surfacedata.gii '
        'sub-02_ses-01_task-floc_run-04_hemi-rh.surfacedata.gii '
        'sub-02_ses-01_task-prf_run-01_hemi-lh.surfacedata.gii '
        'sub-02_ses-01_task-prf_run-01_hemi-rh.surfacedata.gii '
        'sub-02_ses-01_task-prf_run-02_hemi-lh.surfacedata.gii '
        'sub-02_ses-01_task-prf_run-02_hemi-rh.surfacedata.gii '
        'sub-02_ses-01_task-prf_run-03_hemi-lh.surfacedata.gii '
        'sub-02_ses-01_task-prf_run-03_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-02': (
        'sub-02_ses-02_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-02_ses-02_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-02_ses-02_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-03': (
        'sub-02_ses-03_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-02_ses-03_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-02_ses-03_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-02_ses-03_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-04': (
        'sub-02_ses-04_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-02_ses-04_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-02_ses-04_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-02_ses-04_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-05': (
        'sub-02_ses-05_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-02_ses-05_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-02_ses-05_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-02_ses-05_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-02_ses-05_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-02_ses-05_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-02_ses-05_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-06': (
        'sub-02_ses-06_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-02_ses-06_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-02_ses-06_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-02_ses-06_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-02_ses-06_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-02_ses-06_task-face_run-03_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-07': (
        'sub-02_ses-07_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-02_ses-07_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-02_ses-07_task-face_run-05_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-08': (
        'sub-02_ses-08_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-02_ses-08_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-02_ses-08_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-02_ses-08_task-face_run-04_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-09': (
        'sub-02_ses-09_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-02_ses-09_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-02_ses-09_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-02_ses-09_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-02_ses-09_task-face_run-05_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-10': (
        'sub-02_ses-10_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-02_ses-10_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-02_ses-10_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-02_ses-10_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-02_ses-10_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-02_ses-10_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-02_ses-10_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-02_ses-10_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-02/ses-11': (
        'sub-02_ses-11_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-02_ses-11_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-02_ses-11_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-02_ses-11_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-02_ses-11_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-02_ses-11_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-01': (
        'sub-03_ses-01_task-floc_run-01_hemi-lh.surfacedata.gii '
        'sub-03_ses-01_task-floc_run-02_hemi-lh.surfacedata.gii '
        'sub-03_ses-01_task-floc_run-02_hemi-rh.surfacedata.gii '
        'sub-03_ses-01_task-floc_run-04_hemi-rh.surfacedata.gii '
        'sub-03_ses-01_task-prf_run-01_hemi-lh.surfacedata.gii '
        'sub-03_ses-01_task-prf_run-02_hemi-lh.surfacedata.gii '
        'sub-03_ses-01_task-prf_run-03_hemi-rh.surfacedata.gii '
        'sub-03_ses-01_task-prf_run-04_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-02': (
        'sub-03_ses-02_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-03_ses-02_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-03_ses-02_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-03_ses-02_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-03_ses-02_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-03_ses-02_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-03': (
        'sub-03_ses-03_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-03_ses-03_task-face_run-06_hemi-lh.surfacedata.gii '
        'sub-03_ses-03_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-04': (
        'sub-03_ses-04_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-03_ses-04_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-03_ses-04_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-03_ses-04_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-03_ses-04_task-face_run-06_hemi-lh.surfacedata.gii '
        'sub-03_ses-04_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-05': (
        'sub-03_ses-05_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-03_ses-05_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-03_ses-05_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-03_ses-05_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-03_ses-05_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-03_ses-05_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-06': (
        'sub-03_ses-06_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-03_ses-06_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-03_ses-06_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-03_ses-06_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-07': (
        'sub-03_ses-07_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-03_ses-07_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-03_ses-07_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-03_ses-07_task-face_run-06_hemi-lh.surfacedata.gii '
        'sub-03_ses-07_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-08': (
        'sub-03_ses-08_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-03_ses-08_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-03_ses-08_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-03_ses-08_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-03_ses-08_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-03_ses-08_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-09': (
        'sub-03_ses-09_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-03_ses-09_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-03_ses-09_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-03_ses-09_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-03_ses-09_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-03_ses-09_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-03_ses-09_task-face_run-06_hemi-lh.surfacedata.gii '
        'sub-03_ses-09_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-10': (
        'sub-03_ses-10_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-03_ses-10_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-03_ses-10_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-03_ses-10_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-03_ses-10_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-03_ses-10_task-face_run-04_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-03/ses-11': (
        'sub-03_ses-11_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-03_ses-11_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-03_ses-11_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-01': (
        'sub-04_ses-01_task-floc_run-01_hemi-rh.surfacedata.gii '
        'sub-04_ses-01_task-prf_run-01_hemi-rh.surfacedata.gii '
        'sub-04_ses-01_task-prf_run-02_hemi-lh.surfacedata.gii '
        'sub-04_ses-01_task-prf_run-02_hemi-rh.surfacedata.gii '
        'sub-04_ses-01_task-prf_run-03_hemi-lh.surfacedata.gii '
        'sub-04_ses-01_task-prf_run-04_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-02': (
        'sub-04_ses-02_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-04_ses-02_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-04_ses-02_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-04_ses-02_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-04_ses-02_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-04_ses-02_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-04_ses-02_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-04_ses-02_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-03': (
        'sub-04_ses-03_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-04_ses-03_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-04_ses-03_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-04_ses-03_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-04_ses-03_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-04': (
        'sub-04_ses-04_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-04_ses-04_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-04_ses-04_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-04_ses-04_task-face_run-05_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-05': (
        'sub-04_ses-05_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-04_ses-05_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-04_ses-05_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-04_ses-05_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-04_ses-05_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-04_ses-05_task-face_run-05_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-06': (
        'sub-04_ses-06_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-04_ses-06_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-04_ses-06_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-04_ses-06_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-04_ses-06_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-04_ses-06_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-07': (
        'sub-04_ses-07_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-04_ses-07_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-04_ses-07_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-08': (
        'sub-04_ses-08_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-04_ses-08_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-04_ses-08_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-04_ses-08_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-04_ses-08_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-04_ses-08_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-04_ses-08_task-face_run-04_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-09': (
        'sub-04_ses-09_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-04_ses-09_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-04_ses-09_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-04_ses-09_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-04_ses-09_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-04_ses-09_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-04_ses-09_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-04_ses-09_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-10': (
        'sub-04_ses-10_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-04_ses-10_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-04_ses-10_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-04_ses-10_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-04_ses-10_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-04_ses-10_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-04_ses-11_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-04/ses-11': (
        'sub-04_ses-11_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-04_ses-11_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-04_ses-11_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-04_ses-11_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-04_ses-11_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-04_ses-11_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-04_ses-11_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-05_ses-11_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-01': (
        'sub-05_ses-01_task-floc_run-03_hemi-rh.surfacedata.gii '
        'sub-05_ses-01_task-floc_run-04_hemi-lh.surfacedata.gii '
        'sub-05_ses-01_task-floc_run-04_hemi-rh.surfacedata.gii '
        'sub-05_ses-01_task-prf_run-02_hemi-lh.surfacedata.gii '
        'sub-05_ses-01_task-prf_run-03_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-02': (
        'sub-05_ses-02_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-05_ses-02_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-05_ses-02_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-03': (
        'sub-05_ses-03_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-05_ses-03_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-05_ses-03_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-05_ses-03_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-05_ses-03_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-04': (
        'sub-05_ses-04_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-05_ses-04_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-05_ses-04_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-05_ses-04_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-05_ses-04_task-face_run-05_hemi-rh.surfacedata.gii '
        'sub-05_ses-04_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-05': (
        'sub-05_ses-05_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-05_ses-05_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-05_ses-05_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-05_ses-05_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-05_ses-05_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-05_ses-05_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-06': (
        'sub-05_ses-06_task-face_run-02_hemi-lh.surfacedata.gii '
        'sub-05_ses-06_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-05_ses-06_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-05_ses-06_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-05_ses-06_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-05_ses-06_task-face_run-05_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-07': (
        'sub-05_ses-07_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-05_ses-07_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-05_ses-07_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-05_ses-07_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-05_ses-07_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-05_ses-07_task-face_run-05_hemi-lh.surfacedata.gii '
        'sub-05_ses-07_task-face_run-06_hemi-rh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-08': (
        'sub-05_ses-08_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-05_ses-08_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-05_ses-08_task-face_run-05_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-09': (
        'sub-05_ses-09_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-05_ses-09_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-05_ses-09_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-05_ses-09_task-face_run-05_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-10': (
        'sub-05_ses-10_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-05_ses-10_task-face_run-02_hemi-rh.surfacedata.gii '
        'sub-05_ses-10_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-05_ses-10_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-05_ses-10_task-face_run-04_hemi-lh.surfacedata.gii '
        'sub-05_ses-10_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
    'derivatives/volumetosurface/sub-05/ses-11': (
        'sub-05_ses-11_task-face_run-01_hemi-lh.surfacedata.gii '
        'sub-05_ses-11_task-face_run-01_hemi-rh.surfacedata.gii '
        'sub-05_ses-11_task-face_run-03_hemi-lh.surfacedata.gii '
        'sub-05_ses-11_task-face_run-03_hemi-rh.surfacedata.gii '
        'sub-05_ses-11_task-face_run-04_hemi-rh.surfacedata.gii '
        'sub-05_ses-11_task-face_run-06_hemi-lh.surfacedata.gii'
    ),
}


FACE_SURFACE_OTHER = {
    '': (
        'derivatives/GLMsingle/sub-01/sub-01_ses-08_task-face_R2.hdf5 '
        'derivatives/GLMsingle/sub-04/sub-04_ses-02_task-face_FRACvalue.hdf5 '
        'derivatives/GLMsingle/sub-04/sub-04_ses-05_task-face_R2.hdf5 '
        'derivatives/GLMsingle/sub-05/sub-05_ses-05_task-face_HRFindexrun.hdf5 '
        'derivatives/pre-processed_volume_data/sub-01/ses-01/sub-01_ses-01_task-floc_space-individual_desc-volume_run01_bold.nii '
        'derivatives/pre-processed_volume_data/sub-01/ses-05/sub-01_ses-05_task-face_space-individual_desc-volume_run-02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-01/ses-08/sub-01_ses-08_task-face_space-indivudual_desc-volume_run-02_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-01/ses-10/sub-01_ses-10_task-face_space-indivudual_desc-volume_run-04_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-01/ses-11/sub-01_ses-11_task-face_space-individual_desc-volume_run-02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-01/ses-11/sub-01_ses-11_task-face_space-individual_desc-volume_run-05_bold.nii '
        'derivatives/pre-processed_volume_data/sub-02/ses-02/sub-02_ses-02_task-face_space-individual_desc-volume_run04_bold.nii '
        'derivatives/pre-processed_volume_data/sub-02/ses-07/sub-02_ses-07_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'derivatives/pre-processed_volume_data/sub-03/ses-06/sub-03_ses-06_task-face_space-indivudual_desc-volume_run-01_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-03/ses-08/sub-03_ses-08_task-face_space-individual_desc-volume_run05_bold.nii '
        'derivatives/pre-processed_volume_data/sub-03/ses-10/sub-03_ses-10_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'derivatives/pre-processed_volume_data/sub-03/ses-10/sub-03_ses-10_task-face_space-individual_desc-volume_run01_bold.nii '
        'derivatives/pre-processed_volume_data/sub-03/ses-11/sub-03_ses-11_task-face_space-individual_desc-volume_run-06_timeseries.tsv '
        'derivatives/pre-processed_volume_data/sub-04/ses-04/sub-04_ses-04_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'derivatives/pre-processed_volume_data/sub-04/ses-05/sub-04_ses-05_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'derivatives/pre-processed_volume_data/sub-05/ses-01/sub-05_ses-01_task-floc-prf_alignment/vol.png '
        'derivatives/pre-processed_volume_data/sub-05/ses-04/sub-05_ses-04_task-face_space-individual_desc-volume_run-06_timeseries.tsv '
        'derivatives/pre-processed_volume_data/sub-05/ses-04/sub-05_ses-04_task-face_space-indivudual_desc-volume_run-01_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-05/ses-05/sub-05_ses-05_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'derivatives/pre-processed_volume_data/sub-05/ses-07/sub-05_ses-07_task-face_space-indivudual_desc-volume_run-04_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-05/ses-11/sub-01_ses-11_task-face_alignment/alignment.mat '
        'derivatives/recon-all-FreeSurfer/sub-01/label/lh.BA3a_exvivo.thresh.label '
        'derivatives/recon-all-FreeSurfer/sub-01/label/lh.BA4a_exvivo.thresh.label '
        'derivatives/recon-all-FreeSurfer/sub-01/scripts/lastcall.build-stamp.txt '
        'derivatives/recon-all-FreeSurfer/sub-01/stats/rh.BA_exvivo.stats '
        'derivatives/recon-all-FreeSurfer/sub-01/surf/rh.sphere '
        'derivatives/recon-all-FreeSurfer/sub-01/touch/lh.smoothwm1.touch '
        'derivatives/recon-all-FreeSurfer/sub-01/touch/lh.surfvolume.touch '
        'derivatives/recon-all-FreeSurfer/sub-02/label/lh.BA4p_exvivo.thresh.label '
        'derivatives/recon-all-FreeSurfer/sub-02/label/rh.mFus.label '
        'derivatives/recon-all-FreeSurfer/sub-02/surf/rh.inflated '
        'derivatives/recon-all-FreeSurfer/sub-03/mri/mri_nu_correct.mni.log.bak '
        'derivatives/recon-all-FreeSurfer/sub-03/surf/imglookup/inflatedlookup_lh_az0_eln90_tilt270_vx1p00_vy1p00_res500_orig.mat '
        'derivatives/recon-all-FreeSurfer/sub-03/surf/rh.smoothwm.S.crv '
        'derivatives/recon-all-FreeSurfer/sub-03/touch/lh.pctsurfcon.touch '
        'derivatives/recon-all-FreeSurfer/sub-04/label/lh.OFA.label '
        'derivatives/recon-all-FreeSurfer/sub-04/label/rh.V3v.label '
        'derivatives/recon-all-FreeSurfer/sub-04/stats/rh.aparc.pial.stats '
        'derivatives/recon-all-FreeSurfer/sub-05/label/lh.perirhinal_exvivo.thresh.label '
        'derivatives/recon-all-FreeSurfer/sub-05/label/rh.V3d.label '
        'derivatives/recon-all-FreeSurfer/sub-05/mri/T1.nii.gz '
        'derivatives/recon-all-FreeSurfer/sub-05/mri/brainmask.auto.mgz '
        'derivatives/recon-all-FreeSurfer/sub-05/stats/wmparc.stats '
        'derivatives/recon-all-FreeSurfer/sub-05/surf/rh.jacobian_white '
        'derivatives/recon-all-FreeSurfer/sub-05/touch/rusage.mris_sphere.lh.dat '
        'derivatives/validation/code/FD/FD_data/sub-01/sub-01_task-video_run-13_FD.tsv '
        'derivatives/validation/code/FD/FD_data/sub-01/sub-01_task-video_run-24_FD.tsv '
        'derivatives/validation/code/FD/FD_data/sub-03/sub-03_task-video_run-48_FD.tsv '
        'derivatives/validation/code/FD/FD_data/sub-03/sub-03_task-video_run-50_FD.tsv '
        'derivatives/validation/code/FD/FD_data/sub-05/sub-05_task-video_run-25_FD.tsv '
        'derivatives/validation/code/GLMsingle-main-experiment/stimulus_label/sub-01/stim_label_ses02.mat '
        'derivatives/validation/code/GLMsingle-main-experiment/stimulus_label/sub-05/stim_label_ses02.mat '
        'derivatives/validation/code/GLMsingle-main-experiment/stimulus_label/sub-05/stim_label_ses06.mat '
        'derivatives/validation/code/T1_Image-quality-metrics/T1data/surf/rh.central.sub04_T1.gii '
        'derivatives/validation/code/T1_Image-quality-metrics/sub01_T1/ZHANGRONGKAI.MR.CHENPANPAN_FACE.0019.0036.2022.07.13.17.54.10.350951.65051491.IMA '
        'derivatives/validation/code/T1_Image-quality-metrics/sub01_T1/ZHANGRONGKAI.MR.CHENPANPAN_FACE.0019.0156.2022.07.13.17.54.10.350951.65053651.IMA '
        'derivatives/validation/code/dnnbrain/Algonauts_2023/fmridata/sub-03/tr_TPJ.mat '
        'derivatives/validation/code/dnnbrain/fMRI-video-encoding-2023-lhy/feature_compression/__pycache__/fit_umap.cpython-37.pyc '
        'derivatives/validation/code/semantic_metadata/test_action_semantic_metadata/1205.txt '
        'derivatives/validation/code/semantic_metadata/test_emotion_semantic_metadata/1298.txt '
        'derivatives/validation/results/brain_map_individual/dnnbrain/sub-05_CNN_allbrain.mat '
        'stimuli/floc/stim_file/corridor/corridor-3.jpg stimuli/floc/stim_file/corridor/corridor-47.jpg '
        'stimuli/floc/stim_file/limb/limb-34.jpg stimuli/floc/stim_file/number/number-4.jpg '
        'stimuli/floc/stim_file/number/number-83.jpg stimuli/floc/stim_file/word/word-41.jpg '
        'sub-01/ses-05/func/sub-01_ses-05_task-face_run-03_bold.json '
        'sub-01/ses-05/func/sub-01_ses-05_task-face_run-05_bold.json '
        'sub-01/ses-07/func/sub-01_ses-07_task-face_run-06_bold.nii '
        'sub-01/ses-07/func/sub-01_ses-07_task-face_run-06_events.tsv '
        'sub-01/ses-08/func/sub-01_ses-08_task-face_run-05_events.tsv '
        'sub-02/ses-10/func/sub-02_ses-10_task-face_run-01_bold.nii '
        'sub-03/ses-05/func/sub-03_ses-05_task-face_run-03_bold.json '
        'sub-03/ses-06/func/sub-03_ses-06_task-face_run-06_events.tsv '
        'sub-04/ses-02/fmap/sub-04_ses-02_run-02_phasediff.json '
        'sub-04/ses-02/func/sub-04_ses-02_task-face_run-03_events.tsv '
        'sub-04/ses-04/fmap/sub-04_ses-04_run-03_magnitude1.json '
        'sub-04/ses-04/func/sub-04_ses-04_task-face_run-06_bold.nii '
        'sub-04/ses-05/fmap/sub-04_ses-05_run-02_magnitude2.json '
        'sub-04/ses-08/fmap/sub-04_ses-08_run-02_phasediff.json sub-04/ses-11/sub-04_ses-11_scans.tsv '
        'sub-05/ses-01/sub-05_ses-01_scans.tsv '
        'sub-05/ses-02/func/sub-05_ses-02_task-face_run-04_bold.json '
        'sub-05/ses-04/fmap/sub-05_ses-04_run-02_phasediff.json sub-05/ses-07/sub-05_ses-07_scans.tsv '
        'sub-05/ses-10/func/sub-05_ses-10_task-face_run-03_bold.nii '
        'sub-05/ses-11/func/sub-05_ses-11_task-face_run-06_events.tsv'
    ),
    'derivatives/recon-all-FreeSurfer/sub-02/touch': (
        'aparc.DKTatlas2aseg.touch lh.white_surface.touch rh.surfvolume.touch'
    ),
    'derivatives/recon-all-FreeSurfer/sub-03/label': (
        'aparc.annot.ctab rh.V3v.label rh.cortex.label'
    ),
    'derivatives/validation/code/T1_Image-quality-metrics/sub02_T1': (
        'LURUINAN.MR.CHENPANPAN_FACE.0020.0018.2022.07.13.18.46.34.324776.65466941.IMA '
        'LURUINAN.MR.CHENPANPAN_FACE.0020.0156.2022.07.13.18.46.34.324776.65469433.IMA '
        'LURUINAN.MR.CHENPANPAN_FACE.0020.0157.2022.07.13.18.46.34.324776.65469451.IMA'
    ),
    'derivatives/validation/code/T1_Image-quality-metrics/sub04_T1': (
        'ZHANGCHI.MR.CHENPANPAN_FACE.0019.0052.2022.08.01.18.02.40.265633.75679003.IMA '
        'ZHANGCHI.MR.CHENPANPAN_FACE.0019.0074.2022.08.01.18.02.40.265633.75679407.IMA '
        'ZHANGCHI.MR.CHENPANPAN_FACE.0019.0124.2022.08.01.18.02.40.265633.75680307.IMA'
    ),
    'derivatives/validation/code/T1_Image-quality-metrics/sub05_T1': (
        'WANGLINYUAN.MR.CHENPANPAN_FACE.0019.0042.2022.07.16.15.00.12.391984.81534127.IMA '
        'WANGLINYUAN.MR.CHENPANPAN_FACE.0019.0086.2022.07.16.15.00.12.391984.81534919.IMA '
        'WANGLINYUAN.MR.CHENPANPAN_FACE.0019.0103.2022.07.16.15.00.12.391984.81535225.IMA '
        'WANGLINYUAN.MR.CHENPANPAN_FACE.0019.0113.2022.07.16.15.00.12.391984.81535405.IMA'
    ),
    'derivatives/validation/code/semantic_metadata/test_sentence_semantic_metadata': (
        '1217.txt 1234.txt 1257.txt 1273.txt'
    ),
    'derivatives/validation/code/semantic_metadata/train_action_semantic_metadata': (
        '1062.txt 1125.txt 114.txt 1144.txt 1190.txt 198.txt 261.txt 335.txt 358.txt 362.txt 39.txt '
        '41.txt 497.txt 498.txt 558.txt 643.txt 709.txt 738.txt 803.txt 811.txt 848.txt 948.txt 963.txt'
    ),
    'derivatives/validation/code/semantic_metadata/train_emotion_semantic_metadata': (
        '1043.txt 1083.txt 142.txt 284.txt 298.txt 401.txt 448.txt 490.txt 714.txt 873.txt 907.txt 92.txt '
        '926.txt'
    ),
    'derivatives/validation/code/semantic_metadata/train_sentence_semantic_metadata': (
        '1013.txt 1018.txt 1057.txt 1078.txt 1146.txt 1165.txt 1187.txt 121.txt 157.txt 260.txt 31.txt '
        '321.txt 415.txt 436.txt 482.txt 599.txt 676.txt 859.txt 957.txt'
    ),
    'stimuli/face-video': (
        'stimtrn_1048.mp4 stimtrn_1056.mp4 stimtrn_1133.mp4 stimtrn_1171.mp4 stimtrn_1321.mp4 '
        'stimtrn_193.mp4 stimtrn_381.mp4 stimtrn_428.mp4 stimtrn_461.mp4 stimtrn_617.mp4 stimtrn_66.mp4 '
        'stimtrn_716.mp4 stimtrn_980.mp4 stimtst_1213.mp4 stimtst_1245.mp4 stimtst_1309.mp4'
    ),
    'stimuli/floc/stim_file/adult': (
        'adult-60.jpg adult-66.jpg adult-78.jpg'
    ),
    'stimuli/floc/stim_file/body': (
        'body-116.jpg body-17.jpg body-20.jpg body-21.jpg'
    ),
    'stimuli/floc/stim_file/house': (
        'house-62.jpg house-65.jpg house-72.jpg house-77.jpg'
    ),
    'stimuli/floc/stim_file/instrument': (
        'instrument-116.jpg instrument-125.jpg instrument-36.jpg'
    ),
    'sub-03/ses-04/fmap': (
        'sub-03_ses-04_run-01_phasediff.json sub-03_ses-04_run-02_phasediff.nii '
        'sub-03_ses-04_run-03_magnitude2.nii'
    ),
}


FACE_TIMESERIES_KIND = {
    'derivatives/pre-processed_volume_data/sub-01/ses-01': (
        'sub-01_ses-01_task-floc_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-01_task-floc_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-01_task-floc_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-01_task-prf_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-01_task-prf_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-01_task-prf_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-01_task-prf_space-individual_desc-volume_run-04_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-02': (
        'sub-01_ses-02_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-02_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-02_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-02_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-02_task-face_space-individual_desc-volume_run-05_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-03': (
        'sub-01_ses-03_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-03_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-03_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-03_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-03_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-01_ses-03_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-04': (
        'sub-01_ses-04_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-04_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-04_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-04_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-04_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-01_ses-04_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-05': (
        'sub-01_ses-05_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-05_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-05_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-05_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-01_ses-05_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-06': (
        'sub-01_ses-06_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-06_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-06_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-06_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-01_ses-06_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-07': (
        'sub-01_ses-07_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-07_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-07_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-07_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-08': (
        'sub-01_ses-08_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-08_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-08_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-08_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-08_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-01_ses-08_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-09': (
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-10': (
        'sub-01_ses-10_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-10_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-10_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-01_ses-10_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-11': (
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-01': (
        'sub-02_ses-01_task-floc_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-01_task-floc_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-01_task-prf_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-01_task-prf_space-individual_desc-volume_run-03_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-02': (
        'sub-02_ses-02_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-02_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-02_ses-02_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-02_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-02_ses-02_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-02_ses-02_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-03': (
        'sub-02_ses-03_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-03_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-03_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-02_ses-03_task-face_space-individual_desc-volume_run-05_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-04': (
        'sub-02_ses-04_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-04_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-02_ses-04_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-02_ses-04_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-02_ses-04_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-05': (
        'sub-02_ses-05_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-05_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-02_ses-05_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-05_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-02_ses-05_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-02_ses-05_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-06': (
        'sub-02_ses-06_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-06_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-02_ses-06_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-06_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-02_ses-06_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-07': (
        'sub-02_ses-07_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-07_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-02_ses-07_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-07_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-02_ses-07_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-02_ses-07_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-08': (
        'sub-02_ses-08_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-08_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-02_ses-08_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-08_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-02_ses-08_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-02_ses-08_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-09': (
        'sub-02_ses-09_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-09_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-02_ses-09_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-09_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-02_ses-09_task-face_space-individual_desc-volume_run-05_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-10': (
        'sub-02_ses-10_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-10_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-02_ses-10_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-10_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-02_ses-10_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-02_ses-10_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-11': (
        'sub-02_ses-11_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-02_ses-11_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-02_ses-11_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-02_ses-11_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-02_ses-11_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-02_ses-11_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-01': (
        'sub-03_ses-01_task-floc_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-03_ses-01_task-floc_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-01_task-floc_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-01_task-floc_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-01_task-prf_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-03_ses-01_task-prf_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-01_task-prf_space-individual_desc-volume_run-04_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-02': (
        'sub-03_ses-02_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-02_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-02_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-02_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-03_ses-02_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-03': (
        'sub-03_ses-03_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-03_ses-03_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-03_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-03_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-03_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-03_ses-03_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-04': (
        'sub-03_ses-04_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-03_ses-04_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-04_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-04_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-04_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-03_ses-04_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-05': (
        'sub-03_ses-05_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-05_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-05_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-05_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-03_ses-05_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-06': (
        'sub-03_ses-06_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-03_ses-06_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-06_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-06_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-03_ses-06_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-07': (
        'sub-03_ses-07_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-03_ses-07_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-07_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-07_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-07_task-face_space-individual_desc-volume_run-05_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-08': (
        'sub-03_ses-08_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-08_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-08_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-08_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-03_ses-08_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-09': (
        'sub-03_ses-09_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-03_ses-09_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-09_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-09_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-10': (
        'sub-03_ses-10_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-03_ses-10_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-10_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-10_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-10_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-03_ses-10_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-11': (
        'sub-03_ses-11_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-03_ses-11_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-03_ses-11_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-03_ses-11_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-01': (
        'sub-04_ses-01_task-floc_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-01_task-floc_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-04_ses-01_task-floc_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-01_task-floc_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-01_task-prf_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-01_task-prf_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-01_task-prf_space-individual_desc-volume_run-04_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-02': (
        'sub-04_ses-02_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-02_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-04_ses-02_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-02_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-02_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-02_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-03': (
        'sub-04_ses-03_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-03_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-03_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-03_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-03_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-04': (
        'sub-04_ses-04_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-04_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-04_ses-04_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-04_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-04_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-04_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-05': (
        'sub-04_ses-05_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-05_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-04_ses-05_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-05_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-05_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-06': (
        'sub-04_ses-06_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-04_ses-06_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-06_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-06_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-06_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-07': (
        'sub-04_ses-07_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-07_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-04_ses-07_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-07_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-07_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-08': (
        'sub-04_ses-08_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-08_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-04_ses-08_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-08_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-08_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-08_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-09': (
        'sub-04_ses-09_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-09_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-04_ses-09_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-09_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-09_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-09_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-10': (
        'sub-04_ses-10_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-04_ses-10_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-10_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-10_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-10_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-11': (
        'sub-04_ses-11_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-04_ses-11_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-04_ses-11_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-04_ses-11_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-04_ses-11_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-01': (
        'sub-05_ses-01_task-floc_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-05_ses-01_task-floc_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-05_ses-01_task-floc_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-05_ses-01_task-floc_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-05_ses-01_task-prf_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-05_ses-01_task-prf_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-05_ses-01_task-prf_space-individual_desc-volume_run-04_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-02': (
        'sub-05_ses-02_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-05_ses-02_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-05_ses-02_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-05_ses-02_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-05_ses-02_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-05_ses-02_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-03': (
        'sub-05_ses-03_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-05_ses-03_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-05_ses-03_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-05_ses-03_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-05_ses-03_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-05_ses-03_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-04': (
        'sub-05_ses-04_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-05_ses-04_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-05_ses-04_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-05_ses-04_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-05': (
        'sub-05_ses-05_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-05_ses-05_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-05_ses-05_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-05_ses-05_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-05_ses-05_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-06': (
        'sub-05_ses-06_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-05_ses-06_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-05_ses-06_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-05_ses-06_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-07': (
        'sub-05_ses-07_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-05_ses-07_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-05_ses-07_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-05_ses-07_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-05_ses-07_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-08': (
        'sub-05_ses-08_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-05_ses-08_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-05_ses-08_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-05_ses-08_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-05_ses-08_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-05_ses-08_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-09': (
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-06_timeseries.tsv '
        'sub-05_ses-09_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-05_ses-09_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-05_ses-09_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-05_ses-09_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-05_ses-09_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-05_ses-09_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-10': (
        'sub-01_ses-10_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-10_task-face_space-individual_desc-volume_run-02_timeseries.tsv '
        'sub-01_ses-10_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-10_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-10_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-11': (
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-01_timeseries.tsv '
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-03_timeseries.tsv '
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-04_timeseries.tsv '
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-05_timeseries.tsv '
        'sub-01_ses-11_task-face_space-individual_desc-volume_run-06_timeseries.tsv'
    ),
}


FACE_TIMESERIES_OTHER = {
    '': (
        'derivatives/pre-processed_volume_data/sub-01/ses-01/sub-01_ses-01_task-floc_space-indivudual_desc-volume_run-01_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-01/ses-03/sub-01_ses-03_task-face_space-indivudual_desc-volume_run-02_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-01/ses-03/sub-01_ses-03_task-face_space-indivudual_desc-volume_run-04_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-01/ses-09/sub-01_ses-09_task-face_space-indivudual_desc-volume_run-06_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-01/ses-10/sub-01_ses-10_task-face_space-individual_desc-volume_run-05_bold.nii '
        'derivatives/pre-processed_volume_data/sub-01/ses-11/sub-01_ses-11_task-face_space-individual_desc-volume_run-02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-02/ses-05/sub-02_ses-05_task-face_space-individual_desc-volume_run02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-02/ses-05/sub-02_ses-05_task-face_space-indivudual_desc-volume_run-05_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-02/ses-06/sub-02_ses-06_task-face_space-individual_desc-volume_run05_bold.nii '
        'derivatives/pre-processed_volume_data/sub-02/ses-06/sub-02_ses-06_task-face_space-indivudual_desc-volume_run-01_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-02/ses-07/sub-02_ses-07_task-face_space-indivudual_desc-volume_run-06_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-02/ses-08/sub-02_ses-08_task-face_space-individual_desc-volume_run02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-02/ses-08/sub-02_ses-08_task-face_space-indivudual_desc-volume_run-01_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-02/ses-09/sub-02_ses-09_task-face_space-indivudual_desc-volume_run-04_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-02/ses-11/sub-02_ses-11_task-face_space-indivudual_desc-volume_run-02_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-02/ses-11/sub-02_ses-11_task-face_space-indivudual_desc-volume_run-04_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-03/ses-02/sub-03_ses-02_task-face_space-individual_desc-volume_run05_bold.nii '
        'derivatives/pre-processed_volume_data/sub-03/ses-03/sub-03_ses-03_task-face_space-individual_desc-volume_run02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-03/ses-05/sub-03_ses-05_task-face_space-individual_desc-volume_run03_bold.nii '
        'derivatives/pre-processed_volume_data/sub-03/ses-05/sub-03_ses-05_task-face_space-indivudual_desc-volume_run-03_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-03/ses-06/sub-03_ses-06_task-face_space-individual_desc-volume_run02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-03/ses-06/sub-03_ses-06_task-face_space-individual_desc-volume_run06_bold.nii '
        'derivatives/pre-processed_volume_data/sub-03/ses-07/sub-03_ses-07_task-face_space-individual_desc-volume_mean_bold.nii '
        'derivatives/pre-processed_volume_data/sub-03/ses-08/sub-03_ses-08_task-face_space-indivudual_desc-volume_run-04_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-03/ses-08/sub-03_ses-08_task-face_space-indivudual_desc-volume_run-06_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-04/ses-01/sub-04_ses-01_task-prf_space-indivudual_desc-volume_run-01_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-04/ses-01/tmprl6e61ap '
        'derivatives/pre-processed_volume_data/sub-04/ses-02/sub-04_ses-02_task-face_space-indivudual_desc-volume_run-05_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-04/ses-04/sub-04_ses-04_task-face_space-indivudual_desc-volume_run-03_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-04/ses-05/sub-04_ses-05_task-face_space-individual_desc-volume_run02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-04/ses-05/sub-04_ses-05_task-face_space-individual_desc-volume_run04_bold.nii '
        'derivatives/pre-processed_volume_data/sub-04/ses-06/sub-04_ses-06_task-face_space-individual_desc-volume_run02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-04/ses-06/sub-04_ses-06_task-face_space-indivudual_desc-volume_run-01_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-04/ses-07/sub-04_ses-07_task-face_space-indivudual_desc-volume_run-01_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-04/ses-09/sub-04_ses-09_task-face_space-individual_desc-volume_run04_bold.nii '
        'derivatives/pre-processed_volume_data/sub-04/ses-09/sub-04_ses-09_task-face_space-indivudual_desc-volume_run-02_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-05/ses-02/sub-05_ses-02_task-face_space-individual_desc-volume_run-02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-05/ses-03/sub-05_ses-03_task-face_space-individual_desc-volume_run04_bold.nii '
        'derivatives/pre-processed_volume_data/sub-05/ses-04/sub-05_ses-04_task-face_space-individual_desc-volume_run-01_bold.nii '
        'derivatives/pre-processed_volume_data/sub-05/ses-04/sub-05_ses-04_task-face_space-indivudual_desc-volume_run-06_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-05/ses-06/sub-05_ses-06_task-face_space-indivudual_desc-volume_run-02_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-05/ses-07/sub-05_ses-07_task-face_space-individual_desc-volume_run-02_bold.nii '
        'derivatives/pre-processed_volume_data/sub-05/ses-08/sub-05_ses-08_task-face_space-individual_desc-volume_mean_bold.nii '
        'derivatives/pre-processed_volume_data/sub-05/ses-08/sub-05_ses-08_task-face_space-individual_desc-volume_run-03_bold.nii '
        'derivatives/pre-processed_volume_data/sub-05/ses-10/sub-01_ses-10_task-face_space-indivudual_desc-volume_run-03_timeseries.json '
        'derivatives/pre-processed_volume_data/sub-05/ses-11/sub-01_ses-11_task-face_space-individual_desc-volume_run-03_bold.nii '
        'derivatives/pre-processed_volume_data/sub-05/ses-11/sub-01_ses-11_task-face_space-indivudual_desc-volume_run-01_timeseries.json '
        'derivatives/recon-all-FreeSurfer/sub-01/surf/rh.defect_labels '
        'derivatives/recon-all-FreeSurfer/sub-01/surf/rh.smoothwm.BE.crv '
        'derivatives/recon-all-FreeSurfer/sub-01/touch/lh.white.H.K.touch '
        'derivatives/recon-all-FreeSurfer/sub-02/label/rh.BA6_exvivo.label '
        'derivatives/recon-all-FreeSurfer/sub-02/label/rh.IPS.label '
        'derivatives/recon-all-FreeSurfer/sub-02/surf/rh.defect_labels '
        'derivatives/recon-all-FreeSurfer/sub-02/touch/rusage.mri_em_register.skull.dat '
        'derivatives/recon-all-FreeSurfer/sub-03/stats/rh.aparc.stats '
        'derivatives/recon-all-FreeSurfer/sub-03/touch/rh.inflate1.touch '
        'derivatives/recon-all-FreeSurfer/sub-03/touch/wmaparc.stats.touch '
        'derivatives/recon-all-FreeSurfer/sub-04/label/rh.MT.label '
        'derivatives/recon-all-FreeSurfer/sub-04/stats/rh.aparc.stats '
        'derivatives/recon-all-FreeSurfer/sub-04/surf/lh.smoothwm.BE.crv '
        'derivatives/recon-all-FreeSurfer/sub-04/touch/rusage.mris_register.lh.dat '
        'derivatives/validation/code/FD/FD_data/sub-04/sub-04_task-video_run-61_FD.tsv '
        'derivatives/validation/code/T1_Image-quality-metrics/T1data/label/catROI_sub01_T1.xml '
        'derivatives/validation/code/T1_Image-quality-metrics/T1data/mri/mwp2sub01_T1.nii '
        'derivatives/validation/code/T1_Image-quality-metrics/sub01_T1/ZHANGRONGKAI.MR.CHENPANPAN_FACE.0019.0140.2022.07.13.17.54.10.350951.65053363.IMA '
        'derivatives/validation/code/T1_Image-quality-metrics/sub02_T1/LURUINAN.MR.CHENPANPAN_FACE.0020.0066.2022.07.13.18.46.34.324776.65467813.IMA '
        'derivatives/validation/code/T1_Image-quality-metrics/sub02_T1/LURUINAN.MR.CHENPANPAN_FACE.0020.0070.2022.07.13.18.46.34.324776.65467885.IMA '
        'derivatives/validation/code/T1_Image-quality-metrics/sub03_T1/LIBAO.MR.CHENPANPAN_FACE.0020.0088.2022.07.13.22.53.19.729605.66003799.IMA '
        'derivatives/validation/code/T1_Image-quality-metrics/sub04_T1/ZHANGCHI.MR.CHENPANPAN_FACE.0019.0070.2022.08.01.18.02.40.265633.75679335.IMA '
        'derivatives/validation/code/T1_Image-quality-metrics/sub05_T1/WANGLINYUAN.MR.CHENPANPAN_FACE.0019.0012.2022.07.16.15.00.12.391984.81533587.IMA '
        'derivatives/validation/code/dnnbrain/Algonauts_2023/fmridata/sub-05/ts_TPJ.mat '
        'derivatives/validation/code/semantic_metadata/test_emotion_semantic_metadata/1257.txt '
        'derivatives/validation/code/semantic_metadata/test_sentence_semantic_metadata/1219.txt '
        'derivatives/volumetosurface/sub-02/ses-09/sub-02_ses-09_task-face_run-04_hemi-rh.surfacedata.gii '
        'derivatives/volumetosurface/sub-04/ses-08/sub-04_ses-08_task-face_run-04_hemi-lh.surfacedata.gii '
        'derivatives/volumetosurface/sub-05/ses-05/sub-05_ses-05_task-face_run-01_hemi-lh.surfacedata.gii '
        'derivatives/volumetosurface/sub-05/ses-08/sub-05_ses-08_task-face_run-04_hemi-lh.surfacedata.gii '
        'stimuli/floc/stim_file/car/car-76.jpg stimuli/floc/stim_file/car/car-93.jpg '
        'stimuli/floc/stim_file/instrument/instrument-86.jpg stimuli/floc/stim_file/limb/limb-129.jpg '
        'stimuli/floc/stim_file/word/word-53.jpg '
        'sub-01/ses-01/func/sub-01_ses-01_task-prf_run-01_events.tsv '
        'sub-02/ses-09/fmap/sub-02_ses-09_run-03_phasediff.json '
        'sub-02/ses-10/func/sub-02_ses-10_task-face_run-03_bold.nii '
        'sub-02/ses-11/sub-02_ses-11_scans.json sub-03/ses-07/fmap/sub-03_ses-07_run-02_phasediff.nii '
        'sub-03/ses-07/func/sub-03_ses-07_task-face_run-04_bold.json '
        'sub-04/ses-02/fmap/sub-04_ses-02_run-01_magnitude1.nii '
        'sub-04/ses-07/fmap/sub-04_ses-07_run-01_magnitude1.json '
        'sub-04/ses-09/fmap/sub-04_ses-09_run-02_phasediff.nii '
        'sub-05/ses-05/func/sub-05_ses-05_task-face_run-03_events.tsv '
        'sub-05/ses-06/func/sub-05_ses-06_task-face_run-06_events.tsv'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-04': (
        'sub-01_ses-04_task-face_space-individual_desc-volume_run-04_bold.nii '
        'sub-01_ses-04_task-face_space-individual_desc-volume_run-06_bold.nii '
        'sub-01_ses-04_task-face_space-indivudual_desc-volume_run-01_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-05': (
        'sub-01_ses-05_task-face_space-individual_desc-volume_run-03_bold.nii '
        'sub-01_ses-05_task-face_space-individual_desc-volume_run-04_bold.nii '
        'sub-01_ses-05_task-face_space-individual_desc-volume_run-05_bold.nii '
        'sub-01_ses-05_task-face_space-indivudual_desc-volume_run-01_timeseries.json '
        'sub-01_ses-05_task-face_space-indivudual_desc-volume_run-02_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-06': (
        'sub-01_ses-06_task-face_space-individual_desc-volume_run-02_bold.nii '
        'sub-01_ses-06_task-face_space-indivudual_desc-volume_run-01_timeseries.json '
        'sub-01_ses-06_task-face_space-indivudual_desc-volume_run-06_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-07': (
        'sub-01_ses-07_task-face_space-individual_desc-volume_run-01_bold.nii '
        'sub-01_ses-07_task-face_space-individual_desc-volume_run-06_bold.nii '
        'sub-01_ses-07_task-face_space-indivudual_desc-volume_run-04_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-01/ses-08': (
        'sub-01_ses-08_task-face_space-individual_desc-volume_run-01_bold.nii '
        'sub-01_ses-08_task-face_space-individual_desc-volume_run-04_bold.nii '
        'sub-01_ses-08_task-face_space-indivudual_desc-volume_run-04_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-01': (
        'sub-02_ses-01_space-individual_desc-volume_mean_bold.nii '
        'sub-02_ses-01_task-floc_space-indivudual_desc-volume_run-03_timeseries.json '
        'sub-02_ses-01_task-floc_space-indivudual_desc-volume_run-04_timeseries.json tmpirtzhxgz '
        'tmpxy7jr781'
    ),
    'derivatives/pre-processed_volume_data/sub-02/ses-03': (
        'sub-02_ses-03_task-face_space-individual_desc-volume_run02_bold.nii '
        'sub-02_ses-03_task-face_space-individual_desc-volume_run03_bold.nii '
        'sub-02_ses-03_task-face_space-indivudual_desc-volume_run-04_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-01': (
        'sub-03_ses-01_task-floc_space-indivudual_desc-volume_run-03_timeseries.json '
        'sub-03_ses-01_task-floc_space-indivudual_desc-volume_run-04_timeseries.json '
        'sub-03_ses-01_task-prf_space-indivudual_desc-volume_run-04_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-04': (
        'sub-03_ses-04_task-face_space-individual_desc-volume_run06_bold.nii '
        'sub-03_ses-04_task-face_space-indivudual_desc-volume_run-02_timeseries.json '
        'sub-03_ses-04_task-face_space-indivudual_desc-volume_run-03_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-10': (
        'sub-03_ses-10_task-face_space-indivudual_desc-volume_run-02_timeseries.json '
        'sub-03_ses-10_task-face_space-indivudual_desc-volume_run-03_timeseries.json '
        'sub-03_ses-10_task-face_space-indivudual_desc-volume_run-05_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-03/ses-11': (
        'sub-03_ses-11_task-face_space-individual_desc-volume_run01_bold.nii '
        'sub-03_ses-11_task-face_space-individual_desc-volume_run04_bold.nii '
        'sub-03_ses-11_task-face_space-indivudual_desc-volume_run-05_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-08': (
        'sub-04_ses-08_task-face_space-individual_desc-volume_run01_bold.nii '
        'sub-04_ses-08_task-face_space-individual_desc-volume_run05_bold.nii '
        'sub-04_ses-08_task-face_space-indivudual_desc-volume_run-04_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-10': (
        'sub-04_ses-10_task-face_space-individual_desc-volume_run01_bold.nii '
        'sub-04_ses-10_task-face_space-individual_desc-volume_run02_bold.nii '
        'sub-04_ses-10_task-face_space-individual_desc-volume_run04_bold.nii '
        'sub-04_ses-10_task-face_space-indivudual_desc-volume_run-02_timeseries.json '
        'sub-04_ses-10_task-face_space-indivudual_desc-volume_run-04_timeseries.json '
        'sub-04_ses-10_task-face_space-indivudual_desc-volume_run-05_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-04/ses-11': (
        'sub-04_ses-11_task-face_space-individual_desc-volume_run02_bold.nii '
        'sub-04_ses-11_task-face_space-individual_desc-volume_run04_bold.nii '
        'sub-04_ses-11_task-face_space-individual_desc-volume_run06_bold.nii'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-01': (
        'sub-05_ses-01_task-floc_space-individual_desc-volume_run01_bold.nii '
        'sub-05_ses-01_task-floc_space-indivudual_desc-volume_run-02_timeseries.json '
        'sub-05_ses-01_task-floc_space-indivudual_desc-volume_run-03_timeseries.json '
        'sub-05_ses-01_task-prf_space-individual_desc-volume_run02_bold.nii'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-05': (
        'sub-05_ses-05_task-face_space-individual_desc-volume_mean_bold.nii '
        'sub-05_ses-05_task-face_space-indivudual_desc-volume_run-03_timeseries.json '
        'sub-05_ses-05_task-face_space-indivudual_desc-volume_run-06_timeseries.json'
    ),
    'derivatives/pre-processed_volume_data/sub-05/ses-09': (
        'sub-01_ses-09_task-face_space-individual_desc-volume_run-01_bold.nii '
        'sub-01_ses-09_task-face_space-indivudual_desc-volume_run-02_timeseries.json '
        'sub-01_ses-09_task-face_space-indivudual_desc-volume_run-03_timeseries.json '
        'sub-05_ses-09_task-face_space-indivudual_desc-volume_run-01_timeseries.json'
    ),
    'derivatives/validation/code/FD/FD_data/sub-03': (
        'sub-03_task-video_run-40_FD.tsv sub-03_task-video_run-55_FD.tsv sub-03_task-video_run-67_FD.tsv'
    ),
    'derivatives/validation/code/semantic_metadata/train_action_semantic_metadata': (
        '19.txt 46.txt 464.txt 661.txt 735.txt 762.txt 79.txt 898.txt 958.txt'
    ),
    'derivatives/validation/code/semantic_metadata/train_emotion_semantic_metadata': (
        '1108.txt 1137.txt 130.txt 402.txt 684.txt 801.txt 848.txt 890.txt'
    ),
    'derivatives/validation/code/semantic_metadata/train_sentence_semantic_metadata': (
        '1113.txt 192.txt 226.txt 245.txt 333.txt 338.txt 377.txt 466.txt 506.txt 660.txt 71.txt 882.txt '
        '999.txt'
    ),
    'stimuli/face-video': (
        'stimtrn_100.mp4 stimtrn_168.mp4 stimtrn_248.mp4 stimtrn_446.mp4 stimtrn_502.mp4 stimtrn_767.mp4 '
        'stimtrn_797.mp4 stimtrn_883.mp4 stimtst_1254.mp4 stimtst_1288.mp4'
    ),
    'stimuli/floc/stim_file/corridor': (
        'corridor-108.jpg corridor-118.jpg corridor-122.jpg corridor-32.jpg'
    ),
}
