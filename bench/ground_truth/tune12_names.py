"""Real names read from the trees and list files of tune12.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them, or as a list file inside the repository holds them, at the commit
named in each generator's docstring; each constant maps a folder to the space-separated names in it (KIND: files of
the kind, OTHER: neighbours); the folder "" holds whole paths (folders with fewer than three names); a tuple holds
names with spaces.
"""

CV8000_STACK = {
    'resources/CV8000/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_20230918_135839/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack': (
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z04C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A01Z01C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A01Z02C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A01Z03C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A01Z04C01.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A02Z01C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A02Z02C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A02Z03C02.tif '
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A02Z04C02.tif'
    ),
}

CV8000_STACK_OTHER = {
    '': (
        '.github/dependabot.yml .github/workflows/test.yml .pre-commit-config.yaml README.md pyproject.toml '
        'resources/CV8000/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_20230918_135839/TRACE-incomplete.log '
        'resources/CV8000/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_20230918_135839/TRACE2023-XX-XX.log '
        'resources/ImageXpress/SingleChannel/2023-02-21/1334/Projection-Mix_E07_s2DCFD1526-D063-4F8B-9E51-F1BD2EBD9F1A.tif '
        'resources/ImageXpress/SingleChannel/2023-02-21/1334/Projection-Mix_E08_s117654C10-92F1-4DFD-98AA-6A01BBD77557.tif '
        'resources/ImageXpress/exp126-d0_C03_thumbA6B0784C-19ED-4F35-9E6A-0A306794BB11.tif '
        'resources/ImageXpress_exported/9987_Plate_3420/9987.HTD '
        'resources/ImageXpress_exported/9987_Plate_3420/TimePoint_1/9987.HTD '
        'resources/ImageXpress_exported/9987_Plate_3420/TimePoint_1/9987_B02.TIF '
        'resources/ImageXpress_exported/9987_Plate_3434/9987.HTD '
        'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/9987.HTD '
        'resources/ImageXpress_exported/9987_Plate_3435/9987.HTD resources/legacy_hist.npz '
        'src/faim_ipa/alignment/__init__.py src/faim_ipa/detection/spots.py src/faim_ipa/eicm/__init__.py '
        'src/faim_ipa/eicm/preprocessing/multiple_tiles.py src/faim_ipa/hcs/__init__.py '
        'src/faim_ipa/hcs/acquisition.py src/faim_ipa/hcs/cellvoyager/__init__.py '
        'src/faim_ipa/hcs/imagexpress/__init__.py src/faim_ipa/stitching/dask.py '
        'src/faim_ipa/stitching/stitching_utils.py src/faim_ipa/visiview/__init__.py '
        'tests/alignment/test_alignment.py tests/hcs/cellvoyager/test_z_adjusted_stack_acquisition.py '
        'tests/hcs/imagexpress/test_plate_acquisitions.py tests/hcs/test_converter.py '
        'tests/io/test_metaseries.py tests/test_histogram.py tests/test_metaseries_utils_dask.py'
    ),
    'examples': (
        'CellVoyagerStackAcquisitionExample.py',
        'ImageXpressSinglePlaneAcquisitionExample.py',
        'ImageXpressStackAcquisitionExample.py',
        'Inspect Zarr.ipynb',
    ),
    'resources/CV8000/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_20230918_135839/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack': (
        '1009680001_Cellvis_#P96-1.5H-N.wpp',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack.wpi',
        'DC_DCAM#2_CAM4.tif',
        'MeasurementDetail.mrf',
        'SC_BP445-45_20x v2_M01_CH01.tif',
        'SC_BP525-50_20x v2_M01_CH02.tif',
        'SC_BP676-29_20x v2_M01_CH04.tif',
        'crosstalk_parameter.xml',
    ),
    'resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/1697/TimePoint_1': (
        '1well-3C-2S-Zmix-T_C07_s1_w1D5F8F51A-3E85-4358-AE51-A465AF87386F.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w3AA847666-9AC4-4326-A184-8FC928D4368A.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w1EADF08BD-3BFB-44F3-8214-24B191F3D15C.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w29E8DE988-C6EC-49A6-8D1B-2BC852EA11E9.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w389413C08-5937-4585-B174-F903865B076F.tif'
    ),
    'resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/1697/TimePoint_2': (
        '1well-3C-2S-Zmix-T_C07_s1_w1401562CF-BD52-4C90-A944-83185F26B372.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w3A9E4E910-281E-4C24-96FB-36EAFA13348B.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w1E6301319-2DF7-4022-B582-8BC88E254115.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w3612E2F5A-EDA4-45D6-AEBE-8BB16710CDD5.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334': (
        'Projection-Mix_E07_s1_w1E94C24BD-45E4-450A-9919-257C714278F7.tif '
        'Projection-Mix_E07_s1_w1_thumb4BFD4018-E675-475E-B5AB-2E959E6B6DA1.tif '
        'Projection-Mix_E07_s1_w3BB87F860-FC67-4B3A-A740-A9EACF8A8F5F.tif '
        'Projection-Mix_E08_s1_w117654C10-92F1-4DFD-98AA-6A01BBD77557.tif '
        'Projection-Mix_E08_s1_w2_thumb6D866DBC-F5F2-41D3-BEDD-28BEEB281FDD.tif '
        'Projection-Mix_E08_s1_w3DD77D22D-07CB-4529-A1F5-DCC5473786FA.tif '
        'Projection-Mix_E08_s2_w3CCE83D85-0912-429E-9F18-716A085BB5BC.tif '
        'Projection-Mix_E08_s2_w3_thumb4D88636E-181E-4AF6-BC53-E7A435959C8F.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_1': (
        'Projection-Mix_E07_s1_w1E78EB128-BD0D-4D94-A6AD-3FF28BB1B105.tif '
        'Projection-Mix_E07_s1_w1_thumb187DE64B-038A-4671-BF6B-683721723769.tif '
        'Projection-Mix_E07_s1_w2_thumb57D4B151-71BF-480E-8CC4-C23A2690B763.tif '
        'Projection-Mix_E07_s2_w4_thumbBB7F29BD-82FF-4619-9443-ED76D26F668A.tif '
        'Projection-Mix_E08_s1_w2E9C399F7-6BA9-41D3-9CB8-632E37269E6E.tif '
        'Projection-Mix_E08_s1_w2_thumb43C82B83-6BBA-446A-9080-272B6974896D.tif '
        'Projection-Mix_E08_s1_w44D67DA59-1149-4181-BDFD-2FA0CCC9E573.tif '
        'Projection-Mix_E08_s1_w4_thumb50624237-C6D3-442D-A22E-AF1EB869C459.tif '
        'Projection-Mix_E08_s2_w1084F795E-D6CB-4229-8A96-B5540E18EC20.tif '
        'Projection-Mix_E08_s2_w1_thumb18DE71C8-9016-43DC-A15C-C3754C6E1685.tif '
        'Projection-Mix_E08_s2_w271F9FAE3-CF6E-43CE-84E0-2506B2C908E3.tif '
        'Projection-Mix_E08_s2_w2_thumbE7071D88-B3EF-4169-860A-DA95D3386A0C.tif '
        'Projection-Mix_E08_s2_w4D0500431-D435-4AB7-BAC9-70316FD75E2F.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_10': (
        'Projection-Mix_E07_s1_w11D01380B-E7DA-4C09-A343-EDA3D235D808.tif '
        'Projection-Mix_E07_s1_w2_thumb55E0167A-3CFE-4E67-AC0B-A1A900FC9CF6.tif '
        'Projection-Mix_E07_s2_w12BFD0E01-D7F8-4596-8904-3209AD741437.tif '
        'Projection-Mix_E07_s2_w2_thumbAF5EB66F-8476-4520-865B-D74FE5AE5CE2.tif '
        'Projection-Mix_E08_s1_w2D6F71AC1-8418-4C24-94A2-A273E706891B.tif '
        'Projection-Mix_E08_s2_w1E84FADEE-6DCE-4646-8329-F841B2D45415.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_2': (
        'Projection-Mix_E07_s1_w189A35A04-20E3-47AD-A1F9-8065B2840EFD.tif '
        'Projection-Mix_E07_s1_w1_thumb4D84758D-8ADA-45CE-A039-8A55AD05BFF9.tif '
        'Projection-Mix_E07_s1_w282ED0DF4-8188-48BB-944C-03B905E1C50A.tif '
        'Projection-Mix_E07_s2_w2_thumb612C5B8E-F613-4B2F-B750-1319AC53D0EE.tif '
        'Projection-Mix_E08_s1_w14864BA30-C5B9-45C7-B9F2-44179190F8AC.tif '
        'Projection-Mix_E08_s1_w236A5558C-759F-4795-8F7C-66A308924F8E.tif '
        'Projection-Mix_E08_s2_w1E7EC7EF1-C7B0-4CB0-8CC3-AAEEC1C5E8B2.tif '
        'Projection-Mix_E08_s2_w2D953551C-C84C-4409-8FD0-B517F1FF7207.tif '
        'Projection-Mix_E08_s2_w2_thumbB4EC956A-8CAC-40D9-A5B3-26D87003726F.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_3': (
        'Projection-Mix_E07_s1_w25B80CE92-FF54-4E8F-B208-22AB72686763.tif '
        'Projection-Mix_E07_s1_w2_thumbA8643506-4C7E-450E-B747-D3C2BFD5327F.tif '
        'Projection-Mix_E07_s2_w13F8FCF31-E226-4345-BE10-362D859537BE.tif '
        'Projection-Mix_E07_s2_w1_thumbC156DFA1-8BE7-4B5F-8C7F-17A2AE261DCA.tif '
        'Projection-Mix_E07_s2_w2D7E0C2D6-CE27-4EC4-8E7B-90D3F351B9C3.tif '
        'Projection-Mix_E08_s1_w11C103277-03CC-448A-9994-016D0DA8E40D.tif '
        'Projection-Mix_E08_s1_w1_thumb82974B2C-F348-46E1-9F77-FD616DCBBE42.tif '
        'Projection-Mix_E08_s1_w2D589B1E6-763E-4FE3-9DDB-C7DB47A4941A.tif '
        'Projection-Mix_E08_s2_w2D4D7DBFE-1D6D-4C5E-975A-E86B63DBBF83.tif '
        'Projection-Mix_E08_s2_w2_thumb00B0C7B1-2368-48D3-8099-029DAF6266B8.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_4': (
        'Projection-Mix_E07_s1_w1_thumb74E53A04-291D-4411-B5ED-4C93175A481D.tif '
        'Projection-Mix_E07_s1_w2_thumbFE926F30-1474-4EEC-9891-E35DD727610A.tif '
        'Projection-Mix_E07_s2_w199B8D628-8B89-40A4-A91C-3A5125698029.tif '
        'Projection-Mix_E08_s1_w1D4B0B625-FA07-41C8-BD74-001FB078AFB2.tif '
        'Projection-Mix_E08_s1_w2_thumbE0A295CD-214D-44E0-88F3-123C3B1B06EB.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_5': (
        'Projection-Mix_E07_s1_w121C731DC-B545-430A-B705-5BEF20B33B9A.tif '
        'Projection-Mix_E07_s1_w1_thumb91FDCAF6-D19F-4BCB-93C3-DD3F5773EA52.tif '
        'Projection-Mix_E07_s1_w2_thumb14400D43-9754-4ABB-A4E9-C8A7F74AA540.tif '
        'Projection-Mix_E07_s2_w11FE44C29-5EE8-432C-96A8-2D6E94C184E7.tif '
        'Projection-Mix_E07_s2_w1_thumb12B6094F-453A-4E2B-BF3D-F3A2D8032A49.tif '
        'Projection-Mix_E08_s1_w1_thumb564106AC-F624-439B-ABB2-D4461E8AA976.tif '
        'Projection-Mix_E08_s2_w10C13D40C-43CF-4B82-B19B-896E3DA9813E.tif '
        'Projection-Mix_E08_s2_w1_thumbB60CC69A-16B9-47DD-85B8-3C13A8B39155.tif '
        'Projection-Mix_E08_s2_w2_thumb38F82289-1147-4313-BC54-F4C639D37617.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_6': (
        'Projection-Mix_E07_s1_w1_thumb80445BE8-1148-40FE-8FAB-53C88B1719D9.tif '
        'Projection-Mix_E07_s1_w24631083C-E384-457B-8FBC-BE43B0F58E5B.tif '
        'Projection-Mix_E07_s2_w112721B3E-424D-4D5F-B7C0-CD7F20259090.tif '
        'Projection-Mix_E07_s2_w1_thumb654BA85A-1E42-43C7-A7A8-FB91F905AC77.tif '
        'Projection-Mix_E07_s2_w2E734CED2-EE31-4621-B779-1EC7965BF9C8.tif '
        'Projection-Mix_E08_s1_w1_thumb194FE337-0283-4CA5-9FE0-BC2F8741C1F0.tif '
        'Projection-Mix_E08_s1_w2BBDFD710-20E8-4B73-A60D-D9188E3CAF52.tif '
        'Projection-Mix_E08_s1_w2_thumb57927813-FC24-4D01-9448-569BFBD09C8E.tif '
        'Projection-Mix_E08_s2_w27FCA1360-A752-4D2A-9AC0-F5BBF6BCA8B2.tif '
        'Projection-Mix_E08_s2_w2_thumbEE86061C-4BAD-4CD3-9819-34A27E1EAF5C.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_7': (
        'Projection-Mix_E07_s1_w14887A96B-5EFF-4ABF-BBAC-38BDB13D81F5.tif '
        'Projection-Mix_E07_s1_w1_thumb02EC411E-1FD3-48CE-B03E-69C07E855590.tif '
        'Projection-Mix_E07_s1_w2_thumb46AA1B41-2071-41B1-88AB-7E8D50B3AA51.tif '
        'Projection-Mix_E07_s2_w1414CFA60-D960-4FDA-9FE2-4FFAA07AF558.tif '
        'Projection-Mix_E07_s2_w1_thumb812DD40E-124F-41E6-8930-8ACCA548C498.tif '
        'Projection-Mix_E07_s2_w2_thumb4D4530E5-8EA5-4132-8B36-8BBC51ED3B8E.tif '
        'Projection-Mix_E08_s1_w1582C9DB7-597A-404C-887C-87EABDDDCB14.tif '
        'Projection-Mix_E08_s1_w2CA4E6FB3-1900-49B3-8A0C-5D4C6BE84E65.tif '
        'Projection-Mix_E08_s1_w2_thumb477C7CD2-91FE-4AA8-BCF2-FC5908A04EF1.tif '
        'Projection-Mix_E08_s2_w1_thumbF0D7FDF7-2DA7-4D42-9988-86EE3E18CDF3.tif '
        'Projection-Mix_E08_s2_w2_thumb26D80511-23C8-45A4-B821-D5271EAF766D.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_8': (
        'Projection-Mix_E07_s1_w21EF435F5-5581-40A2-A90E-7ECEFD780F1A.tif '
        'Projection-Mix_E07_s2_w2E064803D-A997-434E-8E0E-0326F022DD81.tif '
        'Projection-Mix_E08_s1_w2A6C7AD20-B557-454D-A051-85BAFEF2984E.tif '
        'Projection-Mix_E08_s2_w1FC482D53-1211-48C7-9548-0DFBB8B7D49B.tif '
        'Projection-Mix_E08_s2_w247502BB7-A555-422E-9F51-8718BF4CD79F.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_9': (
        'Projection-Mix_E07_s1_w29B34CF69-877E-4617-A171-C7BD42ED5EE7.tif '
        'Projection-Mix_E07_s2_w1_thumb68D4405D-D6E4-4F3B-B9F1-A13B950D7E43.tif '
        'Projection-Mix_E08_s1_w1_thumb5333366A-F091-487E-99E6-3B5404BD29D7.tif '
        'Projection-Mix_E08_s1_w2B8405A0A-E6F1-49F5-876D-6ECCE85CBFE0.tif '
        'Projection-Mix_E08_s1_w2_thumbB90756F8-851E-462B-B527-96A98D542FA8.tif '
        'Projection-Mix_E08_s2_w1E6876931-5F26-4F52-8CE6-94C2008473A8.tif '
        'Projection-Mix_E08_s2_w2980ECD4E-B03B-4051-A4BE-5EF45BDA5266.tif '
        'Projection-Mix_E08_s2_w2_thumb210C0D5D-C20E-484D-AFB2-EFE669A56B84.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334/ZStep_1': (
        'Projection-Mix_E07_s2_thumb46044950-C3E6-461B-9AB9-1867D7F7D1AC.tif '
        'Projection-Mix_E08_s2084F795E-D6CB-4229-8A96-B5540E18EC20.tif '
        'Projection-Mix_E08_s2_thumb18DE71C8-9016-43DC-A15C-C3754C6E1685.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334/ZStep_2': (
        'Projection-Mix_E07_s189A35A04-20E3-47AD-A1F9-8065B2840EFD.tif '
        'Projection-Mix_E08_s1_thumb30FB8677-6F77-42DA-8A04-1BF4D0E4CF17.tif '
        'Projection-Mix_E08_s2E7EC7EF1-C7B0-4CB0-8CC3-AAEEC1C5E8B2.tif '
        'Projection-Mix_E08_s2_thumbC56498A3-1C19-42B0-A06A-03FFF8E9B45E.tif'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_0': (
        '9987_B02_s1_w1.TIF 9987_B02_s1_w3.TIF 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF 9987_B03_s1_w1.TIF '
        '9987_B03_s1_w2.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_1': (
        '9987_B02_s1_w1.TIF 9987_B02_s2_w2.TIF 9987_B03_s1_w2.TIF 9987_B03_s1_w3.TIF 9987_B03_s2_w1.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_2': (
        '9987.HTD 9987_B02_s1_w1.TIF 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF 9987_B03_s1_w1.TIF '
        '9987_B03_s2_w2.TIF 9987_B03_s2_w3.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3435/TimePoint_1': (
        '9987.HTD 9987_B03_s1_w1.TIF 9987_B03_s1_w2.TIF 9987_B03_s2_w1.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3435/TimePoint_2': (
        '9987.HTD 9987_B02_s1_w2.TIF 9987_B03_s1_w1.TIF'
    ),
    'src/faim_ipa/eicm/estimator': (
        '__init__.py gaussian2D_fit.py utils.py'
    ),
    'src/faim_ipa/io': (
        '__init__.py metadata.py metaseries.py'
    ),
    'src/faim_ipa': (
        'metaseries_utils_dask.py mobie.py utils.py'
    ),
    'src/faim_ipa/pixi': (
        '__init__.py cache_status.py src_status.py'
    ),
    'tests/detection': (
        'test_blobs.py test_detection_utils.py test_spots.py'
    ),
    'tests/stitching': (
        'test_Tile.py test_bounding_box.py test_dask.py'
    ),
}

IMX_ZSTEPS = {
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_1': (
        'Projection-Mix_E07_s1_w1_thumb187DE64B-038A-4671-BF6B-683721723769.tif '
        'Projection-Mix_E07_s1_w2_thumb57D4B151-71BF-480E-8CC4-C23A2690B763.tif '
        'Projection-Mix_E07_s1_w4_thumb555647D0-77F1-4A43-9472-AE509F95E236.tif '
        'Projection-Mix_E07_s2_w1_thumb46044950-C3E6-461B-9AB9-1867D7F7D1AC.tif '
        'Projection-Mix_E07_s2_w2_thumbCD7C9662-238B-4150-98E7-7629D04269B0.tif '
        'Projection-Mix_E07_s2_w4_thumbBB7F29BD-82FF-4619-9443-ED76D26F668A.tif '
        'Projection-Mix_E08_s1_w1_thumb37EAA531-2894-4B96-AAD5-8B2F4CDED738.tif '
        'Projection-Mix_E08_s1_w2_thumb43C82B83-6BBA-446A-9080-272B6974896D.tif '
        'Projection-Mix_E08_s1_w4_thumb50624237-C6D3-442D-A22E-AF1EB869C459.tif '
        'Projection-Mix_E08_s2_w1_thumb18DE71C8-9016-43DC-A15C-C3754C6E1685.tif '
        'Projection-Mix_E08_s2_w2_thumbE7071D88-B3EF-4169-860A-DA95D3386A0C.tif '
        'Projection-Mix_E08_s2_w4_thumbD2785594-4F49-464F-9F80-1B82E30A560A.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_10': (
        'Projection-Mix_E07_s1_w1_thumb16F6E9D3-12E4-426F-A4BF-9AD5D23A000F.tif '
        'Projection-Mix_E07_s1_w2_thumb55E0167A-3CFE-4E67-AC0B-A1A900FC9CF6.tif '
        'Projection-Mix_E07_s2_w1_thumb6F13EC7B-89B8-4720-9E33-5D56699B2ED0.tif '
        'Projection-Mix_E07_s2_w2_thumbAF5EB66F-8476-4520-865B-D74FE5AE5CE2.tif '
        'Projection-Mix_E08_s1_w1_thumbE57B9E91-5584-4A7A-8D1B-9E4C0F263742.tif '
        'Projection-Mix_E08_s1_w2_thumb5F0241E5-6AE0-45A8-A464-65E6B71F2FB3.tif '
        'Projection-Mix_E08_s2_w1_thumbED8582E8-6F5A-4639-86F1-E98C869814C2.tif '
        'Projection-Mix_E08_s2_w2_thumb912362B1-19FE-40C6-A7DC-DAE2CC83872B.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_2': (
        'Projection-Mix_E07_s1_w1_thumb4D84758D-8ADA-45CE-A039-8A55AD05BFF9.tif '
        'Projection-Mix_E07_s1_w2_thumb8764388C-D7B5-4E2A-A197-86CA7DFEA22F.tif '
        'Projection-Mix_E07_s2_w1_thumb33B792B8-7538-4FCF-93BD-126ED057FC9B.tif '
        'Projection-Mix_E07_s2_w2_thumb612C5B8E-F613-4B2F-B750-1319AC53D0EE.tif '
        'Projection-Mix_E08_s1_w1_thumb30FB8677-6F77-42DA-8A04-1BF4D0E4CF17.tif '
        'Projection-Mix_E08_s1_w2_thumb0A72488A-1D98-432C-B4D3-AA5CB6A2972F.tif '
        'Projection-Mix_E08_s2_w1_thumbC56498A3-1C19-42B0-A06A-03FFF8E9B45E.tif '
        'Projection-Mix_E08_s2_w2_thumbB4EC956A-8CAC-40D9-A5B3-26D87003726F.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_3': (
        'Projection-Mix_E07_s1_w1_thumbC4F36E6F-21C6-42D6-AF11-44BEDB4C2346.tif '
        'Projection-Mix_E07_s1_w2_thumbA8643506-4C7E-450E-B747-D3C2BFD5327F.tif '
        'Projection-Mix_E07_s2_w1_thumbC156DFA1-8BE7-4B5F-8C7F-17A2AE261DCA.tif '
        'Projection-Mix_E07_s2_w2_thumbAF6A1BD4-E3F1-41C0-BEC3-6F5854574418.tif '
        'Projection-Mix_E08_s1_w1_thumb82974B2C-F348-46E1-9F77-FD616DCBBE42.tif '
        'Projection-Mix_E08_s1_w2_thumb53722460-3C40-4C05-8C50-C9B1754F0C9A.tif '
        'Projection-Mix_E08_s2_w1_thumb95033ADC-967F-4D30-94A6-B52E3493A106.tif '
        'Projection-Mix_E08_s2_w2_thumb00B0C7B1-2368-48D3-8099-029DAF6266B8.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_4': (
        'Projection-Mix_E07_s1_w1_thumb74E53A04-291D-4411-B5ED-4C93175A481D.tif '
        'Projection-Mix_E07_s1_w2_thumbFE926F30-1474-4EEC-9891-E35DD727610A.tif '
        'Projection-Mix_E07_s2_w1_thumbB392D4CD-4BB1-4C7A-9165-502C0CD79B84.tif '
        'Projection-Mix_E07_s2_w2_thumb890B9B07-EAF0-4163-85F9-45E8ADF024DC.tif '
        'Projection-Mix_E08_s1_w1_thumbD0E22910-6AAB-494A-BBD9-89B1E4616422.tif '
        'Projection-Mix_E08_s1_w2_thumbE0A295CD-214D-44E0-88F3-123C3B1B06EB.tif '
        'Projection-Mix_E08_s2_w1_thumb4F2BFE6A-FD66-4D7B-9C3B-8B2E6CCBE343.tif '
        'Projection-Mix_E08_s2_w2_thumb1EBA923E-6254-41EA-95E2-1CB62FCE8877.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_5': (
        'Projection-Mix_E07_s1_w1_thumb91FDCAF6-D19F-4BCB-93C3-DD3F5773EA52.tif '
        'Projection-Mix_E07_s1_w2_thumb14400D43-9754-4ABB-A4E9-C8A7F74AA540.tif '
        'Projection-Mix_E07_s2_w1_thumb12B6094F-453A-4E2B-BF3D-F3A2D8032A49.tif '
        'Projection-Mix_E07_s2_w2_thumb35392027-6D07-4DF7-B00A-37BFC6EBC0CB.tif '
        'Projection-Mix_E08_s1_w1_thumb564106AC-F624-439B-ABB2-D4461E8AA976.tif '
        'Projection-Mix_E08_s1_w2_thumb6DC0F914-5EDD-4401-93A1-AF3295C2E657.tif '
        'Projection-Mix_E08_s2_w1_thumbB60CC69A-16B9-47DD-85B8-3C13A8B39155.tif '
        'Projection-Mix_E08_s2_w2_thumb38F82289-1147-4313-BC54-F4C639D37617.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_6': (
        'Projection-Mix_E07_s1_w1_thumb80445BE8-1148-40FE-8FAB-53C88B1719D9.tif '
        'Projection-Mix_E07_s1_w2_thumb0018689F-83D7-49C5-ADD8-882B1354C00E.tif '
        'Projection-Mix_E07_s2_w1_thumb654BA85A-1E42-43C7-A7A8-FB91F905AC77.tif '
        'Projection-Mix_E07_s2_w2_thumb6723C20A-F1F1-4727-93E3-32B5E8345AF4.tif '
        'Projection-Mix_E08_s1_w1_thumb194FE337-0283-4CA5-9FE0-BC2F8741C1F0.tif '
        'Projection-Mix_E08_s1_w2_thumb57927813-FC24-4D01-9448-569BFBD09C8E.tif '
        'Projection-Mix_E08_s2_w1_thumb3CF427B1-310E-4F6B-A9F3-36943D883A06.tif '
        'Projection-Mix_E08_s2_w2_thumbEE86061C-4BAD-4CD3-9819-34A27E1EAF5C.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_7': (
        'Projection-Mix_E07_s1_w1_thumb02EC411E-1FD3-48CE-B03E-69C07E855590.tif '
        'Projection-Mix_E07_s1_w2_thumb46AA1B41-2071-41B1-88AB-7E8D50B3AA51.tif '
        'Projection-Mix_E07_s2_w1_thumb812DD40E-124F-41E6-8930-8ACCA548C498.tif '
        'Projection-Mix_E07_s2_w2_thumb4D4530E5-8EA5-4132-8B36-8BBC51ED3B8E.tif '
        'Projection-Mix_E08_s1_w1_thumb47ED39CA-04F3-4040-851F-505B42D33484.tif '
        'Projection-Mix_E08_s1_w2_thumb477C7CD2-91FE-4AA8-BCF2-FC5908A04EF1.tif '
        'Projection-Mix_E08_s2_w1_thumbF0D7FDF7-2DA7-4D42-9988-86EE3E18CDF3.tif '
        'Projection-Mix_E08_s2_w2_thumb26D80511-23C8-45A4-B821-D5271EAF766D.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_8': (
        'Projection-Mix_E07_s1_w1_thumbE63556AD-7B4A-49B2-9D99-D668B3E93783.tif '
        'Projection-Mix_E07_s1_w2_thumb4E119CDE-566D-4DBC-BEB0-764760E3AEEE.tif '
        'Projection-Mix_E07_s2_w1_thumb0CD48728-2C4F-4910-B20E-00320C87D375.tif '
        'Projection-Mix_E07_s2_w2_thumb4BD0A9EE-A0BD-44F2-B26D-800224356774.tif '
        'Projection-Mix_E08_s1_w1_thumb6023D56B-3504-4D78-9467-DABFB5CD2785.tif '
        'Projection-Mix_E08_s1_w2_thumb82BA16AE-6BFE-41DC-9B3D-68FC6E7EB6EB.tif '
        'Projection-Mix_E08_s2_w1_thumbB3730CA6-3951-43FA-AC26-198195656259.tif '
        'Projection-Mix_E08_s2_w2_thumb0077161C-E5C1-4A29-A5CC-1BDCB37A6922.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_9': (
        'Projection-Mix_E07_s1_w1_thumb29E5DC30-0DE3-4221-B237-C803607739C5.tif '
        'Projection-Mix_E07_s1_w2_thumbD7CBDF2F-7527-4668-974D-C2F6E4AB5729.tif '
        'Projection-Mix_E07_s2_w1_thumb68D4405D-D6E4-4F3B-B9F1-A13B950D7E43.tif '
        'Projection-Mix_E07_s2_w2_thumbCC93CB4E-54AD-4B4D-BC36-992ED92D19D0.tif '
        'Projection-Mix_E08_s1_w1_thumb5333366A-F091-487E-99E6-3B5404BD29D7.tif '
        'Projection-Mix_E08_s1_w2_thumbB90756F8-851E-462B-B527-96A98D542FA8.tif '
        'Projection-Mix_E08_s2_w1_thumb369DB21F-FDA0-47E6-9C6C-1E7A65AC0407.tif '
        'Projection-Mix_E08_s2_w2_thumb210C0D5D-C20E-484D-AFB2-EFE669A56B84.tif'
    ),
}

IMX_ZSTEPS_OTHER = {
    '': (
        '.gitignore LICENSE README.md pyproject.toml '
        'resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/1697/TimePoint_1/1well-3C-2S-Zmix-T_C07_s1_w3AA847666-9AC4-4326-A184-8FC928D4368A.tif '
        'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_7/Projection-Mix_E07_s1_w2766A03F0-334F-4D57-B758-F41911E3320C.tif '
        'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_7/Projection-Mix_E08_s1_w2CA4E6FB3-1900-49B3-8A0C-5D4C6BE84E65.tif '
        'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_8/Projection-Mix_E08_s1_w2A6C7AD20-B557-454D-A051-85BAFEF2984E.tif '
        'resources/ImageXpress_exported/9987_Plate_3420/TimePoint_1/9987_B02.TIF '
        'resources/ImageXpress_exported/9987_Plate_3434/9987.HTD resources/eicm/gradient-left-right.tif '
        'resources/eicm/gradient-top-bottom.tif '
        'resources/ome-tiff/20241003_experiment_488_7_640_3_1.companion.ome '
        'resources/ome-tiff/c3_z33.companion.ome src/faim_ipa/alignment/alignment.py '
        'src/faim_ipa/detection/spots.py src/faim_ipa/detection/utils.py src/faim_ipa/eicm/__init__.py '
        'src/faim_ipa/hcs/cellvoyager/__init__.py src/faim_ipa/hcs/imagexpress/acquisition.py '
        'src/faim_ipa/io/__init__.py src/faim_ipa/io/metaseries.py '
        'src/faim_ipa/visiview/ome_companion_utils.py tests/alignment/test_alignment.py '
        'tests/eicm/test_gaussian2D_fit.py tests/eicm/test_polynomial_fit.py '
        'tests/hcs/imagexpress/test_well_acquisition.py tests/io/test_metadata.py '
        'tests/io/test_metaseries.py tests/pixi/test_pixi_utils.py '
        'tests/visiview/test_ome_companion_utils.py'
    ),
    'examples': (
        'Add Segmentation.ipynb',
        'ImageXpressSinglePlaneAcquisitionExample.py',
        'ImageXpressStackAcquisitionExample.py',
    ),
    'resources/CV8000/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_20230918_135839/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack': (
        '1009680001_Cellvis_#P96-1.5H-N.wpp',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack.wpi',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A02Z03C02.tif',
        'MeasurementDetail.mrf',
        'SC_BP445-45_20x v2_M01_CH01.tif',
        'SC_BP525-50_20x v2_M01_CH02.tif',
        'SC_BP600-37_20x v2_M01_CH03.tif',
        'SC_BP676-29_20x v2_M01_CH04.tif',
    ),
    'resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/1697/TimePoint_2': (
        '1well-3C-2S-Zmix-T_C07_s1_w1401562CF-BD52-4C90-A944-83185F26B372.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w3A9E4E910-281E-4C24-96FB-36EAFA13348B.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w2C12DAE22-104C-45A9-826F-A3C4BFF02513.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w3612E2F5A-EDA4-45D6-AEBE-8BB16710CDD5.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334': (
        'Projection-Mix_E07_s1_w1E94C24BD-45E4-450A-9919-257C714278F7.tif '
        'Projection-Mix_E07_s1_w3BB87F860-FC67-4B3A-A740-A9EACF8A8F5F.tif '
        'Projection-Mix_E07_s1_w3_thumbD739A948-8CA4-4559-910C-79D42CEC98A0.tif '
        'Projection-Mix_E07_s2_w1_thumbE4903920-91AA-405E-A39B-6EB284EA48E5.tif '
        'Projection-Mix_E07_s2_w3_thumbE3E91A92-3DD7-4EF5-BC32-8F5EF95B2CCA.tif '
        'Projection-Mix_E08_s1_w117654C10-92F1-4DFD-98AA-6A01BBD77557.tif '
        'Projection-Mix_E08_s1_w1_thumbD59B8F66-7743-4113-B6A2-8899FD53C3C8.tif '
        'Projection-Mix_E08_s1_w281928711-999D-41F6-B88C-999513D4C092.tif '
        'Projection-Mix_E08_s1_w2_thumb6D866DBC-F5F2-41D3-BEDD-28BEEB281FDD.tif '
        'Projection-Mix_E08_s1_w3DD77D22D-07CB-4529-A1F5-DCC5473786FA.tif '
        'Projection-Mix_E08_s1_w3_thumb615741CD-A218-4C30-BC79-E62A9D675DF5.tif '
        'Projection-Mix_E08_s2_w266923EBB-9960-4952-8955-D1721D112EE2.tif '
        'Projection-Mix_E08_s2_w3CCE83D85-0912-429E-9F18-716A085BB5BC.tif '
        'Projection-Mix_E08_s2_w3_thumb4D88636E-181E-4AF6-BC53-E7A435959C8F.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_1': (
        'Projection-Mix_E07_s2_w2045200D6-DAE1-4224-AFDE-9EFD107D85EB.tif '
        'Projection-Mix_E07_s2_w4F95A8A9F-0939-47C2-8D3E-F6E91AF0C4ED.tif '
        'Projection-Mix_E08_s1_w2E9C399F7-6BA9-41D3-9CB8-632E37269E6E.tif '
        'Projection-Mix_E08_s1_w44D67DA59-1149-4181-BDFD-2FA0CCC9E573.tif '
        'Projection-Mix_E08_s2_w271F9FAE3-CF6E-43CE-84E0-2506B2C908E3.tif '
        'Projection-Mix_E08_s2_w4D0500431-D435-4AB7-BAC9-70316FD75E2F.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_10': (
        'Projection-Mix_E07_s1_w27FF63331-0307-4A31-89AC-B363F8BCED7A.tif '
        'Projection-Mix_E07_s2_w12BFD0E01-D7F8-4596-8904-3209AD741437.tif '
        'Projection-Mix_E08_s1_w1F11777E5-3795-4B08-BB89-F854F3414F88.tif '
        'Projection-Mix_E08_s1_w2D6F71AC1-8418-4C24-94A2-A273E706891B.tif '
        'Projection-Mix_E08_s2_w1E84FADEE-6DCE-4646-8329-F841B2D45415.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_2': (
        'Projection-Mix_E07_s2_w119DACB95-CB7D-4899-9AB4-D4E10B44145D.tif '
        'Projection-Mix_E08_s1_w236A5558C-759F-4795-8F7C-66A308924F8E.tif '
        'Projection-Mix_E08_s2_w1E7EC7EF1-C7B0-4CB0-8CC3-AAEEC1C5E8B2.tif '
        'Projection-Mix_E08_s2_w2D953551C-C84C-4409-8FD0-B517F1FF7207.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_3': (
        'Projection-Mix_E07_s2_w13F8FCF31-E226-4345-BE10-362D859537BE.tif '
        'Projection-Mix_E07_s2_w2D7E0C2D6-CE27-4EC4-8E7B-90D3F351B9C3.tif '
        'Projection-Mix_E08_s1_w11C103277-03CC-448A-9994-016D0DA8E40D.tif '
        'Projection-Mix_E08_s2_w2D4D7DBFE-1D6D-4C5E-975A-E86B63DBBF83.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_4': (
        'Projection-Mix_E07_s1_w14B8A9CF3-EAC1-4C9C-8501-8A8546F24D95.tif '
        'Projection-Mix_E07_s1_w297F1C712-6E25-444C-93DF-579182759C52.tif '
        'Projection-Mix_E07_s2_w2A0C56C66-6538-453D-8D3E-821A1794CCB4.tif '
        'Projection-Mix_E08_s1_w1D4B0B625-FA07-41C8-BD74-001FB078AFB2.tif '
        'Projection-Mix_E08_s1_w20411BBAA-9873-41BF-B9FC-889840DE4AA7.tif '
        'Projection-Mix_E08_s2_w27572D60D-0D52-4D58-9832-99DCB7370782.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_5': (
        'Projection-Mix_E07_s2_w11FE44C29-5EE8-432C-96A8-2D6E94C184E7.tif '
        'Projection-Mix_E08_s1_w192C5D615-287E-4F3E-BE86-D8906F615C51.tif '
        'Projection-Mix_E08_s2_w10C13D40C-43CF-4B82-B19B-896E3DA9813E.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_6': (
        'Projection-Mix_E07_s1_w24631083C-E384-457B-8FBC-BE43B0F58E5B.tif '
        'Projection-Mix_E07_s2_w112721B3E-424D-4D5F-B7C0-CD7F20259090.tif '
        'Projection-Mix_E08_s1_w1339D9879-C611-4FA4-A32B-747CFFB21013.tif '
        'Projection-Mix_E08_s2_w145A4698C-6AE1-426C-8776-13FBC9F4A889.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_9': (
        'Projection-Mix_E07_s1_w1091EB8A5-272A-466D-B8A0-7547C6BA392B.tif '
        'Projection-Mix_E07_s2_w10961945B-7AF1-4182-85E2-DCE08A54F6E6.tif '
        'Projection-Mix_E08_s1_w1783C52E7-7E77-46BD-A12C-809F0BEEE549.tif '
        'Projection-Mix_E08_s1_w2B8405A0A-E6F1-49F5-876D-6ECCE85CBFE0.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334': (
        'Projection-Mix_E07_s1E94C24BD-45E4-450A-9919-257C714278F7.tif '
        'Projection-Mix_E07_s1_thumb4BFD4018-E675-475E-B5AB-2E959E6B6DA1.tif '
        'Projection-Mix_E08_s117654C10-92F1-4DFD-98AA-6A01BBD77557.tif '
        'Projection-Mix_E08_s2B38C01F5-0D36-4A29-9F5A-BE62B6F7F73F.tif '
        'Projection-Mix_E08_s2_thumbC7F53295-5DB8-4989-9E25-DD1068A2E266.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334/ZStep_1': (
        'Projection-Mix_E07_s1_thumb187DE64B-038A-4671-BF6B-683721723769.tif '
        'Projection-Mix_E08_s1D73270D7-0918-4C49-8F3D-31C031A588ED.tif '
        'Projection-Mix_E08_s1_thumb37EAA531-2894-4B96-AAD5-8B2F4CDED738.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334/ZStep_2': (
        'Projection-Mix_E07_s1_thumb4D84758D-8ADA-45CE-A039-8A55AD05BFF9.tif '
        'Projection-Mix_E08_s14864BA30-C5B9-45C7-B9F2-44179190F8AC.tif '
        'Projection-Mix_E08_s1_thumb30FB8677-6F77-42DA-8A04-1BF4D0E4CF17.tif '
        'Projection-Mix_E08_s2_thumbC56498A3-1C19-42B0-A06A-03FFF8E9B45E.tif'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_0': (
        '9987.HTD 9987_B02_s1_w1.TIF 9987_B02_s1_w2.TIF 9987_B02_s2_w2.TIF 9987_B02_s2_w3.TIF '
        '9987_B03_s1_w2.TIF 9987_B03_s1_w3.TIF 9987_B03_s2_w2.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_1': (
        '9987_B02_s1_w2.TIF 9987_B02_s1_w3.TIF 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF 9987_B02_s2_w3.TIF '
        '9987_B03_s1_w2.TIF 9987_B03_s2_w1.TIF 9987_B03_s2_w2.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_2': (
        '9987.HTD 9987_B02_s1_w1.TIF 9987_B02_s1_w2.TIF 9987_B02_s2_w3.TIF 9987_B03_s1_w1.TIF '
        '9987_B03_s1_w2.TIF 9987_B03_s2_w1.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3435/TimePoint_1': (
        '9987_B02_s1_w1.TIF 9987_B02_s2_w2.TIF 9987_B03_s2_w2.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3435/TimePoint_2': (
        '9987.HTD 9987_B02_s1_w2.TIF 9987_B03_s1_w1.TIF'
    ),
    'src/faim_ipa': (
        'dask_utils.py histogram.py utils.py'
    ),
    'src/faim_ipa/eicm/estimator': (
        'gaussian2D_fit.py gaussian_blur.py polynomial_fit.py'
    ),
    'src/faim_ipa/eicm/preprocessing': (
        '__init__.py cellvoyager.py multiple_tiles.py'
    ),
    'src/faim_ipa/hcs': (
        'acquisition.py converter.py plate.py'
    ),
    'src/faim_ipa/stitching': (
        'bounding_box.py dask.py tile.py'
    ),
    'tests/detection': (
        'test_blobs.py test_detection_utils.py test_spots.py'
    ),
    'tests/hcs': (
        'test_acquisition.py test_converter.py test_plate.py'
    ),
    'tests/stitching': (
        'test_Tile.py test_bounding_box.py test_dask.py test_stitching_utils.py'
    ),
}

IMX_EXPORTED = {
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_0': (
        '9987_B02_s1_w1.TIF 9987_B02_s1_w2.TIF 9987_B02_s1_w3.TIF 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF '
        '9987_B02_s2_w3.TIF 9987_B03_s1_w1.TIF 9987_B03_s1_w2.TIF 9987_B03_s1_w3.TIF 9987_B03_s2_w1.TIF '
        '9987_B03_s2_w2.TIF 9987_B03_s2_w3.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_1': (
        '9987_B02_s1_w1.TIF 9987_B02_s1_w2.TIF 9987_B02_s1_w3.TIF 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF '
        '9987_B02_s2_w3.TIF 9987_B03_s1_w1.TIF 9987_B03_s1_w2.TIF 9987_B03_s1_w3.TIF 9987_B03_s2_w1.TIF '
        '9987_B03_s2_w2.TIF 9987_B03_s2_w3.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_2': (
        '9987_B02_s1_w1.TIF 9987_B02_s1_w2.TIF 9987_B02_s1_w3.TIF 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF '
        '9987_B02_s2_w3.TIF 9987_B03_s1_w1.TIF 9987_B03_s1_w2.TIF 9987_B03_s1_w3.TIF 9987_B03_s2_w1.TIF '
        '9987_B03_s2_w2.TIF 9987_B03_s2_w3.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3435/TimePoint_1': (
        '9987_B02_s1_w1.TIF 9987_B02_s1_w2.TIF 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF 9987_B03_s1_w1.TIF '
        '9987_B03_s1_w2.TIF 9987_B03_s2_w1.TIF 9987_B03_s2_w2.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3435/TimePoint_2': (
        '9987_B02_s1_w1.TIF 9987_B02_s1_w2.TIF 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF 9987_B03_s1_w1.TIF '
        '9987_B03_s1_w2.TIF 9987_B03_s2_w1.TIF 9987_B03_s2_w2.TIF'
    ),
}

IMX_EXPORTED_OTHER = {
    '': (
        '.gitignore',
        '.pre-commit-config.yaml',
        'examples/Create MoBIE Project.ipynb',
        'examples/ImageXpressSinglePlaneAcquisitionExample.py',
        'examples/zarr-files/.gitkeep',
        'resources/CV8000/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_20230918_135839/TRACE-incomplete.log',
        'resources/ImageXpress_exported/9987_Plate_3434/9987.HTD',
        'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/9987.HTD',
        'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_0/9987.HTD',
        'resources/ImageXpress_exported/9987_Plate_3435/9987.HTD',
        'resources/eicm/gradient-top-bottom.tif',
        'src/faim_ipa/alignment/__init__.py',
        'src/faim_ipa/hcs/acquisition.py',
        'src/faim_ipa/hcs/converter.py',
        'src/faim_ipa/hcs/cellvoyager/__init__.py',
        'src/faim_ipa/hcs/imagexpress/acquisition.py',
        'src/faim_ipa/io/metadata.py',
        'tests/detection/test_blobs.py',
        'tests/eicm/test_gaussian2D_fit.py',
        'tests/hcs/cellvoyager/test_stack_acquisition.py',
        'tests/hcs/imagexpress/test_plate_acquisitions_exported.py',
        'tests/hcs/imagexpress/test_well_acquisition.py',
        'tests/hcs/test_acquisition.py',
        'tests/hcs/test_converter.py',
        'tests/pixi/test_pixi_utils.py',
    ),
    'resources/CV8000/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_20230918_135839/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack': (
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack.wpi',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A02Z04C02.tif',
        'DC_DCAM#1_CAM3.tif',
        'Minimal-3C3W2S-FP2-stack.mes',
        'SC_BP445-45_20x v2_M01_CH01.tif',
        'SC_BP525-50_20x v2_M01_CH02.tif',
        'SC_BP600-37_20x v2_M01_CH03.tif',
        'SC_BP676-29_20x v2_M01_CH04.tif',
        'geometry_parameter.xml',
    ),
    'resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/1697/TimePoint_1': (
        '1well-3C-2S-Zmix-T_C07_s1_w1D5F8F51A-3E85-4358-AE51-A465AF87386F.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w2DEF08320-F169-4D37-9B69-B2808D75614E.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w3AA847666-9AC4-4326-A184-8FC928D4368A.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w1EADF08BD-3BFB-44F3-8214-24B191F3D15C.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w29E8DE988-C6EC-49A6-8D1B-2BC852EA11E9.tif'
    ),
    'resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/1697/TimePoint_2': (
        '1well-3C-2S-Zmix-T_C07_s1_w1401562CF-BD52-4C90-A944-83185F26B372.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w2F6580B3E-0AC4-4968-81C5-BB26AA5F6981.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w3A9E4E910-281E-4C24-96FB-36EAFA13348B.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334': (
        'Projection-Mix_E07_s1_w1_thumb4BFD4018-E675-475E-B5AB-2E959E6B6DA1.tif '
        'Projection-Mix_E07_s1_w2_thumbE5A6D08C-AF44-4CA9-A6E8-7DC9BC9565F2.tif '
        'Projection-Mix_E07_s1_w3BB87F860-FC67-4B3A-A740-A9EACF8A8F5F.tif '
        'Projection-Mix_E07_s1_w3_thumbD739A948-8CA4-4559-910C-79D42CEC98A0.tif '
        'Projection-Mix_E07_s2_w2607EE13F-AB5E-4E8C-BC4B-52E1118E7723.tif '
        'Projection-Mix_E07_s2_w2_thumb15675A28-B45B-42E9-802C-833005E72657.tif '
        'Projection-Mix_E07_s2_w3B0A47337-5945-4B26-9F5F-4EBA468CDBA9.tif '
        'Projection-Mix_E07_s2_w3_thumbE3E91A92-3DD7-4EF5-BC32-8F5EF95B2CCA.tif '
        'Projection-Mix_E08_s1_w117654C10-92F1-4DFD-98AA-6A01BBD77557.tif '
        'Projection-Mix_E08_s1_w2_thumb6D866DBC-F5F2-41D3-BEDD-28BEEB281FDD.tif '
        'Projection-Mix_E08_s1_w3_thumb615741CD-A218-4C30-BC79-E62A9D675DF5.tif '
        'Projection-Mix_E08_s2_w1B38C01F5-0D36-4A29-9F5A-BE62B6F7F73F.tif '
        'Projection-Mix_E08_s2_w266923EBB-9960-4952-8955-D1721D112EE2.tif '
        'Projection-Mix_E08_s2_w2_thumb49A20B6B-1B86-47F1-B5FA-C22B47D2590D.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_1': (
        'Projection-Mix_E07_s1_w2C0A49256-E289-4C0F-ADC9-F7728ABDB141.tif '
        'Projection-Mix_E07_s1_w2_thumb57D4B151-71BF-480E-8CC4-C23A2690B763.tif '
        'Projection-Mix_E07_s1_w4_thumb555647D0-77F1-4A43-9472-AE509F95E236.tif '
        'Projection-Mix_E07_s2_w1_thumb46044950-C3E6-461B-9AB9-1867D7F7D1AC.tif '
        'Projection-Mix_E07_s2_w4F95A8A9F-0939-47C2-8D3E-F6E91AF0C4ED.tif '
        'Projection-Mix_E08_s1_w1_thumb37EAA531-2894-4B96-AAD5-8B2F4CDED738.tif '
        'Projection-Mix_E08_s2_w271F9FAE3-CF6E-43CE-84E0-2506B2C908E3.tif '
        'Projection-Mix_E08_s2_w4D0500431-D435-4AB7-BAC9-70316FD75E2F.tif '
        'Projection-Mix_E08_s2_w4_thumbD2785594-4F49-464F-9F80-1B82E30A560A.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_10': (
        'Projection-Mix_E07_s1_w11D01380B-E7DA-4C09-A343-EDA3D235D808.tif '
        'Projection-Mix_E07_s2_w12BFD0E01-D7F8-4596-8904-3209AD741437.tif '
        'Projection-Mix_E08_s1_w1_thumbE57B9E91-5584-4A7A-8D1B-9E4C0F263742.tif '
        'Projection-Mix_E08_s2_w1E84FADEE-6DCE-4646-8329-F841B2D45415.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_2': (
        'Projection-Mix_E07_s1_w189A35A04-20E3-47AD-A1F9-8065B2840EFD.tif '
        'Projection-Mix_E07_s1_w2_thumb8764388C-D7B5-4E2A-A197-86CA7DFEA22F.tif '
        'Projection-Mix_E07_s2_w2_thumb612C5B8E-F613-4B2F-B750-1319AC53D0EE.tif '
        'Projection-Mix_E08_s1_w14864BA30-C5B9-45C7-B9F2-44179190F8AC.tif '
        'Projection-Mix_E08_s1_w1_thumb30FB8677-6F77-42DA-8A04-1BF4D0E4CF17.tif '
        'Projection-Mix_E08_s2_w1_thumbC56498A3-1C19-42B0-A06A-03FFF8E9B45E.tif '
        'Projection-Mix_E08_s2_w2D953551C-C84C-4409-8FD0-B517F1FF7207.tif '
        'Projection-Mix_E08_s2_w2_thumbB4EC956A-8CAC-40D9-A5B3-26D87003726F.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_3': (
        'Projection-Mix_E07_s1_w1_thumbC4F36E6F-21C6-42D6-AF11-44BEDB4C2346.tif '
        'Projection-Mix_E07_s1_w25B80CE92-FF54-4E8F-B208-22AB72686763.tif '
        'Projection-Mix_E07_s2_w13F8FCF31-E226-4345-BE10-362D859537BE.tif '
        'Projection-Mix_E07_s2_w1_thumbC156DFA1-8BE7-4B5F-8C7F-17A2AE261DCA.tif '
        'Projection-Mix_E07_s2_w2D7E0C2D6-CE27-4EC4-8E7B-90D3F351B9C3.tif '
        'Projection-Mix_E07_s2_w2_thumbAF6A1BD4-E3F1-41C0-BEC3-6F5854574418.tif '
        'Projection-Mix_E08_s1_w1_thumb82974B2C-F348-46E1-9F77-FD616DCBBE42.tif '
        'Projection-Mix_E08_s1_w2D589B1E6-763E-4FE3-9DDB-C7DB47A4941A.tif '
        'Projection-Mix_E08_s2_w1_thumb95033ADC-967F-4D30-94A6-B52E3493A106.tif '
        'Projection-Mix_E08_s2_w2D4D7DBFE-1D6D-4C5E-975A-E86B63DBBF83.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_4': (
        'Projection-Mix_E07_s1_w1_thumb74E53A04-291D-4411-B5ED-4C93175A481D.tif '
        'Projection-Mix_E07_s1_w297F1C712-6E25-444C-93DF-579182759C52.tif '
        'Projection-Mix_E07_s2_w2_thumb890B9B07-EAF0-4163-85F9-45E8ADF024DC.tif '
        'Projection-Mix_E08_s1_w1D4B0B625-FA07-41C8-BD74-001FB078AFB2.tif '
        'Projection-Mix_E08_s1_w20411BBAA-9873-41BF-B9FC-889840DE4AA7.tif '
        'Projection-Mix_E08_s1_w2_thumbE0A295CD-214D-44E0-88F3-123C3B1B06EB.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_5': (
        'Projection-Mix_E07_s1_w1_thumb91FDCAF6-D19F-4BCB-93C3-DD3F5773EA52.tif '
        'Projection-Mix_E07_s2_w1_thumb12B6094F-453A-4E2B-BF3D-F3A2D8032A49.tif '
        'Projection-Mix_E07_s2_w2E143AECE-A510-421A-B352-50DCFA610C8D.tif '
        'Projection-Mix_E08_s1_w1_thumb564106AC-F624-439B-ABB2-D4461E8AA976.tif '
        'Projection-Mix_E08_s1_w2A52EA44D-6676-4AD4-8EC0-66D3F16ABABB.tif '
        'Projection-Mix_E08_s2_w2_thumb38F82289-1147-4313-BC54-F4C639D37617.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_6': (
        'Projection-Mix_E07_s1_w139F54C56-73A4-4902-991A-75EAEE836E5D.tif '
        'Projection-Mix_E07_s2_w112721B3E-424D-4D5F-B7C0-CD7F20259090.tif '
        'Projection-Mix_E07_s2_w2_thumb6723C20A-F1F1-4727-93E3-32B5E8345AF4.tif '
        'Projection-Mix_E08_s1_w1339D9879-C611-4FA4-A32B-747CFFB21013.tif '
        'Projection-Mix_E08_s2_w1_thumb3CF427B1-310E-4F6B-A9F3-36943D883A06.tif '
        'Projection-Mix_E08_s2_w27FCA1360-A752-4D2A-9AC0-F5BBF6BCA8B2.tif '
        'Projection-Mix_E08_s2_w2_thumbEE86061C-4BAD-4CD3-9819-34A27E1EAF5C.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_7': (
        'Projection-Mix_E07_s1_w14887A96B-5EFF-4ABF-BBAC-38BDB13D81F5.tif '
        'Projection-Mix_E07_s1_w2766A03F0-334F-4D57-B758-F41911E3320C.tif '
        'Projection-Mix_E07_s1_w2_thumb46AA1B41-2071-41B1-88AB-7E8D50B3AA51.tif '
        'Projection-Mix_E08_s1_w2CA4E6FB3-1900-49B3-8A0C-5D4C6BE84E65.tif '
        'Projection-Mix_E08_s1_w2_thumb477C7CD2-91FE-4AA8-BCF2-FC5908A04EF1.tif '
        'Projection-Mix_E08_s2_w1158CEB5F-4127-49F4-87AC-909D195492CE.tif '
        'Projection-Mix_E08_s2_w23A0E0CE2-939F-4734-BDB2-F670E5864C12.tif '
        'Projection-Mix_E08_s2_w2_thumb26D80511-23C8-45A4-B821-D5271EAF766D.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_8': (
        'Projection-Mix_E07_s1_w1D3071A65-DC30-4AB2-A0F6-98A7FEB25B7F.tif '
        'Projection-Mix_E07_s1_w2_thumb4E119CDE-566D-4DBC-BEB0-764760E3AEEE.tif '
        'Projection-Mix_E07_s2_w1_thumb0CD48728-2C4F-4910-B20E-00320C87D375.tif '
        'Projection-Mix_E08_s1_w172300C19-E780-45BB-B972-36AE16A60B9B.tif '
        'Projection-Mix_E08_s2_w1FC482D53-1211-48C7-9548-0DFBB8B7D49B.tif '
        'Projection-Mix_E08_s2_w1_thumbB3730CA6-3951-43FA-AC26-198195656259.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_9': (
        'Projection-Mix_E07_s1_w1_thumb29E5DC30-0DE3-4221-B237-C803607739C5.tif '
        'Projection-Mix_E07_s1_w29B34CF69-877E-4617-A171-C7BD42ED5EE7.tif '
        'Projection-Mix_E07_s1_w2_thumbD7CBDF2F-7527-4668-974D-C2F6E4AB5729.tif '
        'Projection-Mix_E07_s2_w10961945B-7AF1-4182-85E2-DCE08A54F6E6.tif '
        'Projection-Mix_E07_s2_w2AA84543B-6063-4630-A293-AE288A98DF29.tif '
        'Projection-Mix_E07_s2_w2_thumbCC93CB4E-54AD-4B4D-BC36-992ED92D19D0.tif '
        'Projection-Mix_E08_s1_w1783C52E7-7E77-46BD-A12C-809F0BEEE549.tif '
        'Projection-Mix_E08_s1_w1_thumb5333366A-F091-487E-99E6-3B5404BD29D7.tif '
        'Projection-Mix_E08_s1_w2B8405A0A-E6F1-49F5-876D-6ECCE85CBFE0.tif '
        'Projection-Mix_E08_s1_w2_thumbB90756F8-851E-462B-B527-96A98D542FA8.tif '
        'Projection-Mix_E08_s2_w2980ECD4E-B03B-4051-A4BE-5EF45BDA5266.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334': (
        'Projection-Mix_E07_s1_thumb4BFD4018-E675-475E-B5AB-2E959E6B6DA1.tif '
        'Projection-Mix_E07_s2_thumbE4903920-91AA-405E-A39B-6EB284EA48E5.tif '
        'Projection-Mix_E08_s1_thumbD59B8F66-7743-4113-B6A2-8899FD53C3C8.tif '
        'Projection-Mix_E08_s2_thumbC7F53295-5DB8-4989-9E25-DD1068A2E266.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334/ZStep_1': (
        'Projection-Mix_E07_s1E78EB128-BD0D-4D94-A6AD-3FF28BB1B105.tif '
        'Projection-Mix_E07_s2AC08A410-4276-4921-9FDA-9CB1249B3156.tif '
        'Projection-Mix_E08_s1_thumb37EAA531-2894-4B96-AAD5-8B2F4CDED738.tif '
        'Projection-Mix_E08_s2084F795E-D6CB-4229-8A96-B5540E18EC20.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334/ZStep_2': (
        'Projection-Mix_E07_s189A35A04-20E3-47AD-A1F9-8065B2840EFD.tif '
        'Projection-Mix_E07_s219DACB95-CB7D-4899-9AB4-D4E10B44145D.tif '
        'Projection-Mix_E07_s2_thumb33B792B8-7538-4FCF-93BD-126ED057FC9B.tif '
        'Projection-Mix_E08_s14864BA30-C5B9-45C7-B9F2-44179190F8AC.tif '
        'Projection-Mix_E08_s2_thumbC56498A3-1C19-42B0-A06A-03FFF8E9B45E.tif'
    ),
    'src/faim_ipa': (
        'dask_utils.py histogram.py utils.py'
    ),
    'src/faim_ipa/eicm/estimator': (
        'gaussian2D_fit.py gaussian_blur.py utils.py'
    ),
    'src/faim_ipa/stitching': (
        '__init__.py dask.py tile.py'
    ),
}

IMX_TIMELAPSE = {
    'resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/1697/TimePoint_1': (
        '1well-3C-2S-Zmix-T_C07_s1_w1D5F8F51A-3E85-4358-AE51-A465AF87386F.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w2DEF08320-F169-4D37-9B69-B2808D75614E.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w3AA847666-9AC4-4326-A184-8FC928D4368A.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w1EADF08BD-3BFB-44F3-8214-24B191F3D15C.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w29E8DE988-C6EC-49A6-8D1B-2BC852EA11E9.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w389413C08-5937-4585-B174-F903865B076F.tif'
    ),
    'resources/ImageXpress/1well-3C-2S-Zmix-T/2024-04-22/1697/TimePoint_2': (
        '1well-3C-2S-Zmix-T_C07_s1_w1401562CF-BD52-4C90-A944-83185F26B372.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w2F6580B3E-0AC4-4968-81C5-BB26AA5F6981.tif '
        '1well-3C-2S-Zmix-T_C07_s1_w3A9E4E910-281E-4C24-96FB-36EAFA13348B.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w1E6301319-2DF7-4022-B582-8BC88E254115.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w2C12DAE22-104C-45A9-826F-A3C4BFF02513.tif '
        '1well-3C-2S-Zmix-T_C07_s2_w3612E2F5A-EDA4-45D6-AEBE-8BB16710CDD5.tif'
    ),
}

IMX_TIMELAPSE_OTHER = {
    '': (
        '.github/dependabot.yml',
        '.github/workflows/publish.yml',
        '.github/workflows/test.yml',
        '.pre-commit-config.yaml',
        'README.md',
        'pyproject.toml',
        'examples/Create MoBIE Project.ipynb',
        'examples/ImageXpressStackAcquisitionExample.py',
        'resources/CV8000/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_20230918_135839/TRACE2023-XX-XX.log',
        'resources/ImageXpress/SingleChannel/2023-02-21/1334/ZStep_2/Projection-Mix_E08_s2E7EC7EF1-C7B0-4CB0-8CC3-AAEEC1C5E8B2.tif',
        'resources/ImageXpress_exported/9987_Plate_3420/TimePoint_1/9987_B02.TIF',
        'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/9987.HTD',
        'resources/eicm/QC_dyes_60x__Cellvis_glass.mes',
        'resources/eicm/gradient-left-right.tif',
        'src/faim_ipa/alignment/alignment.py',
        'src/faim_ipa/detection/spots.py',
        'src/faim_ipa/eicm/estimator/__init__.py',
        'src/faim_ipa/eicm/estimator/utils.py',
        'src/faim_ipa/eicm/preprocessing/__init__.py',
        'src/faim_ipa/hcs/__init__.py',
        'src/faim_ipa/hcs/cellvoyager/acquisition.py',
        'src/faim_ipa/stitching/bounding_box.py',
        'src/faim_ipa/stitching/stitching_utils.py',
        'src/faim_ipa/visiview/__init__.py',
        'tests/detection/test_detection_utils.py',
        'tests/eicm/test_polynomial_fit.py',
        'tests/eicm/test_preprocessing.py',
        'tests/hcs/cellvoyager/files.csv',
        'tests/hcs/cellvoyager/test_stack_acquisition.py',
        'tests/hcs/imagexpress/test_plate_acquisitions_exported.py',
        'tests/io/test_metaseries.py',
        'tests/test_histogram.py',
    ),
    'resources/CV8000/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_20230918_135839/CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack': (
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack.wpi',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F001L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F002L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F003L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_D08_T0001F004L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F001L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F002L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A02Z03C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F003L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_E03_T0001F004L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z01C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F001L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F002L01A02Z02C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A01Z04C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z01C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F003L01A02Z04C02.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A01Z02C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A01Z03C01.tif',
        'CV8000-Minimal-DataSet-2C-3W-4S-FP2-stack_F08_T0001F004L01A02Z02C02.tif',
        'SC_BP676-29_20x v2_M01_CH04.tif',
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334': (
        'Projection-Mix_E07_s1_w1E94C24BD-45E4-450A-9919-257C714278F7.tif '
        'Projection-Mix_E07_s1_w1_thumb4BFD4018-E675-475E-B5AB-2E959E6B6DA1.tif '
        'Projection-Mix_E07_s1_w2B14915F6-0679-4494-82D1-F80894B32A66.tif '
        'Projection-Mix_E07_s1_w3BB87F860-FC67-4B3A-A740-A9EACF8A8F5F.tif '
        'Projection-Mix_E07_s1_w3_thumbD739A948-8CA4-4559-910C-79D42CEC98A0.tif '
        'Projection-Mix_E07_s2_w2_thumb15675A28-B45B-42E9-802C-833005E72657.tif '
        'Projection-Mix_E08_s1_w281928711-999D-41F6-B88C-999513D4C092.tif '
        'Projection-Mix_E08_s1_w2_thumb6D866DBC-F5F2-41D3-BEDD-28BEEB281FDD.tif '
        'Projection-Mix_E08_s1_w3_thumb615741CD-A218-4C30-BC79-E62A9D675DF5.tif '
        'Projection-Mix_E08_s2_w3CCE83D85-0912-429E-9F18-716A085BB5BC.tif '
        'Projection-Mix_E08_s2_w3_thumb4D88636E-181E-4AF6-BC53-E7A435959C8F.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_1': (
        'Projection-Mix_E07_s1_w1E78EB128-BD0D-4D94-A6AD-3FF28BB1B105.tif '
        'Projection-Mix_E07_s1_w1_thumb187DE64B-038A-4671-BF6B-683721723769.tif '
        'Projection-Mix_E07_s1_w2C0A49256-E289-4C0F-ADC9-F7728ABDB141.tif '
        'Projection-Mix_E07_s1_w427CCB2E4-1BF4-45E7-8BC7-264B48EF9C4A.tif '
        'Projection-Mix_E07_s2_w1AC08A410-4276-4921-9FDA-9CB1249B3156.tif '
        'Projection-Mix_E07_s2_w2045200D6-DAE1-4224-AFDE-9EFD107D85EB.tif '
        'Projection-Mix_E07_s2_w2_thumbCD7C9662-238B-4150-98E7-7629D04269B0.tif '
        'Projection-Mix_E07_s2_w4F95A8A9F-0939-47C2-8D3E-F6E91AF0C4ED.tif '
        'Projection-Mix_E07_s2_w4_thumbBB7F29BD-82FF-4619-9443-ED76D26F668A.tif '
        'Projection-Mix_E08_s1_w1D73270D7-0918-4C49-8F3D-31C031A588ED.tif '
        'Projection-Mix_E08_s2_w1_thumb18DE71C8-9016-43DC-A15C-C3754C6E1685.tif '
        'Projection-Mix_E08_s2_w2_thumbE7071D88-B3EF-4169-860A-DA95D3386A0C.tif '
        'Projection-Mix_E08_s2_w4_thumbD2785594-4F49-464F-9F80-1B82E30A560A.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_10': (
        'Projection-Mix_E07_s1_w11D01380B-E7DA-4C09-A343-EDA3D235D808.tif '
        'Projection-Mix_E07_s1_w27FF63331-0307-4A31-89AC-B363F8BCED7A.tif '
        'Projection-Mix_E07_s2_w2_thumbAF5EB66F-8476-4520-865B-D74FE5AE5CE2.tif '
        'Projection-Mix_E08_s1_w1_thumbE57B9E91-5584-4A7A-8D1B-9E4C0F263742.tif '
        'Projection-Mix_E08_s1_w2D6F71AC1-8418-4C24-94A2-A273E706891B.tif '
        'Projection-Mix_E08_s1_w2_thumb5F0241E5-6AE0-45A8-A464-65E6B71F2FB3.tif '
        'Projection-Mix_E08_s2_w1_thumbED8582E8-6F5A-4639-86F1-E98C869814C2.tif '
        'Projection-Mix_E08_s2_w2BB584250-EC8C-49E1-98F3-93113F70C320.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_2': (
        'Projection-Mix_E07_s1_w189A35A04-20E3-47AD-A1F9-8065B2840EFD.tif '
        'Projection-Mix_E07_s1_w282ED0DF4-8188-48BB-944C-03B905E1C50A.tif '
        'Projection-Mix_E07_s1_w2_thumb8764388C-D7B5-4E2A-A197-86CA7DFEA22F.tif '
        'Projection-Mix_E07_s2_w119DACB95-CB7D-4899-9AB4-D4E10B44145D.tif '
        'Projection-Mix_E07_s2_w22EED77C5-EDAC-4C4E-A6CF-ACF66B64D4C4.tif '
        'Projection-Mix_E08_s1_w1_thumb30FB8677-6F77-42DA-8A04-1BF4D0E4CF17.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_3': (
        'Projection-Mix_E07_s1_w1B9AD8C2D-0576-48DC-86A5-C6AE4AD33802.tif '
        'Projection-Mix_E07_s1_w1_thumbC4F36E6F-21C6-42D6-AF11-44BEDB4C2346.tif '
        'Projection-Mix_E07_s1_w25B80CE92-FF54-4E8F-B208-22AB72686763.tif '
        'Projection-Mix_E07_s2_w1_thumbC156DFA1-8BE7-4B5F-8C7F-17A2AE261DCA.tif '
        'Projection-Mix_E07_s2_w2D7E0C2D6-CE27-4EC4-8E7B-90D3F351B9C3.tif '
        'Projection-Mix_E08_s1_w11C103277-03CC-448A-9994-016D0DA8E40D.tif '
        'Projection-Mix_E08_s1_w1_thumb82974B2C-F348-46E1-9F77-FD616DCBBE42.tif '
        'Projection-Mix_E08_s2_w2_thumb00B0C7B1-2368-48D3-8099-029DAF6266B8.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_4': (
        'Projection-Mix_E07_s1_w14B8A9CF3-EAC1-4C9C-8501-8A8546F24D95.tif '
        'Projection-Mix_E07_s2_w1_thumbB392D4CD-4BB1-4C7A-9165-502C0CD79B84.tif '
        'Projection-Mix_E08_s1_w1_thumbD0E22910-6AAB-494A-BBD9-89B1E4616422.tif '
        'Projection-Mix_E08_s1_w20411BBAA-9873-41BF-B9FC-889840DE4AA7.tif '
        'Projection-Mix_E08_s1_w2_thumbE0A295CD-214D-44E0-88F3-123C3B1B06EB.tif '
        'Projection-Mix_E08_s2_w27572D60D-0D52-4D58-9832-99DCB7370782.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_5': (
        'Projection-Mix_E07_s1_w121C731DC-B545-430A-B705-5BEF20B33B9A.tif '
        'Projection-Mix_E07_s1_w25051A384-0655-423F-A6B3-DD29E05363A6.tif '
        'Projection-Mix_E07_s1_w2_thumb14400D43-9754-4ABB-A4E9-C8A7F74AA540.tif '
        'Projection-Mix_E07_s2_w2_thumb35392027-6D07-4DF7-B00A-37BFC6EBC0CB.tif '
        'Projection-Mix_E08_s1_w192C5D615-287E-4F3E-BE86-D8906F615C51.tif '
        'Projection-Mix_E08_s1_w1_thumb564106AC-F624-439B-ABB2-D4461E8AA976.tif '
        'Projection-Mix_E08_s1_w2_thumb6DC0F914-5EDD-4401-93A1-AF3295C2E657.tif '
        'Projection-Mix_E08_s2_w270662C10-D130-4BFC-B100-E95F21335CAC.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_6': (
        'Projection-Mix_E07_s1_w1_thumb80445BE8-1148-40FE-8FAB-53C88B1719D9.tif '
        'Projection-Mix_E08_s1_w1339D9879-C611-4FA4-A32B-747CFFB21013.tif '
        'Projection-Mix_E08_s2_w1_thumb3CF427B1-310E-4F6B-A9F3-36943D883A06.tif '
        'Projection-Mix_E08_s2_w27FCA1360-A752-4D2A-9AC0-F5BBF6BCA8B2.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_7': (
        'Projection-Mix_E07_s1_w1_thumb02EC411E-1FD3-48CE-B03E-69C07E855590.tif '
        'Projection-Mix_E07_s1_w2766A03F0-334F-4D57-B758-F41911E3320C.tif '
        'Projection-Mix_E07_s1_w2_thumb46AA1B41-2071-41B1-88AB-7E8D50B3AA51.tif '
        'Projection-Mix_E07_s2_w2DCBF5538-5503-46B9-A11B-75497ACDE62A.tif '
        'Projection-Mix_E08_s1_w1582C9DB7-597A-404C-887C-87EABDDDCB14.tif '
        'Projection-Mix_E08_s1_w1_thumb47ED39CA-04F3-4040-851F-505B42D33484.tif '
        'Projection-Mix_E08_s1_w2_thumb477C7CD2-91FE-4AA8-BCF2-FC5908A04EF1.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_8': (
        'Projection-Mix_E07_s1_w21EF435F5-5581-40A2-A90E-7ECEFD780F1A.tif '
        'Projection-Mix_E07_s2_w2_thumb4BD0A9EE-A0BD-44F2-B26D-800224356774.tif '
        'Projection-Mix_E08_s1_w2A6C7AD20-B557-454D-A051-85BAFEF2984E.tif '
        'Projection-Mix_E08_s2_w247502BB7-A555-422E-9F51-8718BF4CD79F.tif '
        'Projection-Mix_E08_s2_w2_thumb0077161C-E5C1-4A29-A5CC-1BDCB37A6922.tif'
    ),
    'resources/ImageXpress/Projection-Mix/2023-02-21/1334/ZStep_9': (
        'Projection-Mix_E07_s1_w29B34CF69-877E-4617-A171-C7BD42ED5EE7.tif '
        'Projection-Mix_E07_s1_w2_thumbD7CBDF2F-7527-4668-974D-C2F6E4AB5729.tif '
        'Projection-Mix_E07_s2_w1_thumb68D4405D-D6E4-4F3B-B9F1-A13B950D7E43.tif '
        'Projection-Mix_E07_s2_w2AA84543B-6063-4630-A293-AE288A98DF29.tif '
        'Projection-Mix_E08_s1_w2B8405A0A-E6F1-49F5-876D-6ECCE85CBFE0.tif '
        'Projection-Mix_E08_s1_w2_thumbB90756F8-851E-462B-B527-96A98D542FA8.tif '
        'Projection-Mix_E08_s2_w2980ECD4E-B03B-4051-A4BE-5EF45BDA5266.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334': (
        'Projection-Mix_E07_s1E94C24BD-45E4-450A-9919-257C714278F7.tif '
        'Projection-Mix_E07_s1_thumb4BFD4018-E675-475E-B5AB-2E959E6B6DA1.tif '
        'Projection-Mix_E07_s2DCFD1526-D063-4F8B-9E51-F1BD2EBD9F1A.tif '
        'Projection-Mix_E08_s2_thumbC7F53295-5DB8-4989-9E25-DD1068A2E266.tif'
    ),
    'resources/ImageXpress/SingleChannel/2023-02-21/1334/ZStep_1': (
        'Projection-Mix_E08_s1_thumb37EAA531-2894-4B96-AAD5-8B2F4CDED738.tif '
        'Projection-Mix_E08_s2084F795E-D6CB-4229-8A96-B5540E18EC20.tif '
        'Projection-Mix_E08_s2_thumb18DE71C8-9016-43DC-A15C-C3754C6E1685.tif'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_0': (
        '9987_B02_s1_w3.TIF 9987_B02_s2_w2.TIF 9987_B03_s1_w1.TIF 9987_B03_s1_w2.TIF 9987_B03_s2_w3.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_1': (
        '9987_B02_s1_w1.TIF 9987_B02_s2_w1.TIF 9987_B03_s1_w1.TIF 9987_B03_s1_w2.TIF 9987_B03_s1_w3.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3434/TimePoint_1/ZStep_2': (
        '9987.HTD 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF 9987_B03_s1_w3.TIF 9987_B03_s2_w3.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3435/TimePoint_1': (
        '9987_B02_s1_w2.TIF 9987_B02_s2_w2.TIF 9987_B03_s2_w2.TIF'
    ),
    'resources/ImageXpress_exported/9987_Plate_3435/TimePoint_2': (
        '9987.HTD 9987_B02_s1_w1.TIF 9987_B02_s1_w2.TIF 9987_B02_s2_w1.TIF 9987_B02_s2_w2.TIF '
        '9987_B03_s1_w1.TIF 9987_B03_s2_w1.TIF 9987_B03_s2_w2.TIF'
    ),
    'src/faim_ipa': (
        '__init__.py histogram.py metaseries_utils_dask.py mobie.py'
    ),
    'tests/stitching': (
        'test_bounding_box.py test_dask.py test_stitching_utils.py'
    ),
}

CYTO_DATA_B = {
    'tests/data_b/A01-1': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data_b/A01-2': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data_b/B01-1': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data_b/B01-2': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data_b/E17-4': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data_b/J21-2': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data_b/N23-5': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
}

CYTO_DATA_B_OTHER = {
    '': (
        '.gitignore .travis.yml CITATION.cff CONTRIBUTORS.md LICENSE.md MANIFEST.in README.rst indices.sql '
        'readme.html requirements.txt setup.cfg setup.py tests/commands/__init__.py '
        'tests/commands/test_command_ingest.py tests/data_a/1/image.csv tests/data_a/1/object.csv '
        'tests/data_a/2/image.csv tests/data_a/2/object.csv tests/data_c/1/Image.csv '
        'tests/data_c/2/Image.csv'
    ),
    'cytominer_database': (
        '__init__.py command.py ingest.py ingest_variable_engine.py load.py munge.py tableSchema.py utils.py '
        'write.py'
    ),
    'cytominer_database/commands': (
        '__init__.py command_ingest.py command_ingest_variable_engine.py'
    ),
    'cytominer_database/config': (
        'config_cellpainting.ini config_default.ini config_htqc.ini logging_config.json'
    ),
    'doc': (
        'Makefile conf.py configuration.rst index.rst make.bat reference.rst'
    ),
    'doc/reference': (
        'ingest.rst munge.rst utils.rst'
    ),
    'tests': (
        'conftest.py test_ingest.py test_ingest_variable_engine.py test_munge.py'
    ),
    'tests/data_a': (
        'config.ini config_Parquet.ini config_SQLite.ini'
    ),
    'tests/data_a_munged/1': (
        'Cells.csv Cytoplasm.csv Nuclei.csv'
    ),
    'tests/data_a_munged/2': (
        'Cells.csv Cytoplasm.csv Nuclei.csv'
    ),
    'tests/data_b': (
        'config.ini config_Parquet.ini config_SQLite.ini'
    ),
    'tests/data_c': (
        'config.ini config_Parquet.ini config_SQLite.ini'
    ),
}

CPG0043_TABLES = {
    'tests/data/cellprofiler/cpg0043-segmentation/BR00116991-A01-1': (
        'Cells.csv Cells_BoundingBox_First.csv Cells_BoundingBox_Overlap.csv Cells_Cellpose3.csv '
        'Cells_Donut_Large.csv Cells_Donut_Small.csv Cells_HighThresh.csv Cells_LowThresh.csv Cytoplasm.csv '
        'Cytoplasm_BBCBBN_First.csv Cytoplasm_BBCN_First.csv Cytoplasm_Cellpose3.csv '
        'Cytoplasm_Donut_Large.csv Cytoplasm_Donut_Small.csv Cytoplasm_HighThresh.csv '
        'Cytoplasm_LowThresh.csv Experiment.csv Image.csv Nuclei.csv Nuclei_BoundingBox_First.csv '
        'Nuclei_BoundingBox_Overlap.csv Nuclei_Cellpose3.csv preCells_Cellpose3.csv preNuclei_Cellpose3.csv'
    ),
    'tests/data/cellprofiler/cpg0043-segmentation/BR00116991-A01-2': (
        'Cells.csv Cells_BoundingBox_First.csv Cells_BoundingBox_Overlap.csv Cells_Cellpose3.csv '
        'Cells_Donut_Large.csv Cells_Donut_Small.csv Cells_HighThresh.csv Cells_LowThresh.csv Cytoplasm.csv '
        'Cytoplasm_BBCBBN_First.csv Cytoplasm_BBCN_First.csv Cytoplasm_Cellpose3.csv '
        'Cytoplasm_Donut_Large.csv Cytoplasm_Donut_Small.csv Cytoplasm_HighThresh.csv '
        'Cytoplasm_LowThresh.csv Experiment.csv Image.csv Nuclei.csv Nuclei_BoundingBox_First.csv '
        'Nuclei_BoundingBox_Overlap.csv Nuclei_Cellpose3.csv preCells_Cellpose3.csv preNuclei_Cellpose3.csv'
    ),
}

CPG0043_TABLES_OTHER = {
    '': (
        '.codespell-ignore .gitignore .pre-commit-config.yaml .pylintrc CITATION.cff CODE_OF_CONDUCT.md '
        'CONTRIBUTING.md LICENSE MANIFEST.in pyproject.toml readme.md uv.lock '
        'docs/jupyter_execute/examples/cytotable_from_the_cloud.ipynb '
        'docs/jupyter_execute/examples/cytotable_mise_en_place_general_overview.ipynb '
        'tests/data/cellprofiler/NF1_SchwannCell_data/all_cellprofiler.sqlite '
        'tests/data/cellprofiler/nf1_cellpainting_data/shrink_Plate_3_nf1_analysis.sqlite_for_testing.py '
        'tests/data/cellprofiler/nf1_cellpainting_data/test-Plate_3_nf1_analysis.sqlite '
        'tests/data/cytominer-database/Cell-Health/shrink_SQ00014613.sqlite_for_testing.py '
        'tests/data/cytominer-database/Cell-Health/test-SQ00014613.sqlite '
        'tests/data/cytominer-database/data_a_sqlite/data_a.sqlite '
        'tests/data/cytominer-database/data_b_sqlite/data_b.sqlite '
        'tests/data/cytominer-database/data_c/1/Image.csv tests/data/cytominer-database/data_c/2/Image.csv '
        'tests/utils/pylint_checker_no_ospath.py'
    ),
    '.github': (
        'CODEOWNERS PULL_REQUEST_TEMPLATE.md dependabot.yml release-drafter.yml'
    ),
    '.github/workflows': (
        'draft-release.yml pre-commit-checks.yml publish-docs.yml publish-pypi.yml test.yml'
    ),
    'cytotable': (
        '__init__.py constants.py convert.py exceptions.py presets.py sources.py utils.py validation.py'
    ),
    'cytotable/warehouse': (
        '__init__.py access.py images.py'
    ),
    'docs': (
        'Makefile make.bat readme.md'
    ),
    'docs/source/_static': (
        'cell_to_image.png custom.css dataflow.mmd dataflow.svg features_to_cytotable.png '
        'features_to_cytotable_cloud.png image_to_features.png'
    ),
    'docs/source/_static/presentations': (
        'ParslFest 2025 - CytoTable (lightning talk).odp',
        'ParslFest 2025 - CytoTable (lightning talk).pdf',
        'cytotable_sbi2_2023.pdf',
        'cytotable_scipy_2023.pdf',
    ),
    'docs/source': (
        'architecture.data.md architecture.md architecture.technical.md code_of_conduct.md conf.py '
        'contributing.md examples.md index.md overview.md presentations.md python-api.md tutorials.md'
    ),
    'docs/source/examples': (
        'cytotable_from_the_cloud.ipynb cytotable_from_the_cloud.py '
        'cytotable_mise_en_place_general_overview.ipynb cytotable_mise_en_place_general_overview.py '
        'cytotable_with_profiles_and_images.ipynb cytotable_with_profiles_and_images.py'
    ),
    'docs/source/tutorials': (
        'cellprofiler_to_parquet.md iceberg_warehouse_with_images.md multi_plate_merge_tablenumber.md '
        'npz_embeddings_to_parquet.md'
    ),
    'logo': (
        'README.md just-icon.png just-icon.svg with-text-for-dark-bg.png with-text-for-dark-bg.svg '
        'with-text-for-light-bg.png with-text-for-light-bg.svg'
    ),
    'tests': (
        '__init__.py conftest.py test_access.py test_convert.py test_convert_threaded.py test_iceberg.py '
        'test_sources.py test_utils.py'
    ),
    'tests/data/cellprofiler/ExampleHuman': (
        'AS_09125_050116030001_D03f00d0.tif AS_09125_050116030001_D03f00d0_Overlay.png '
        'AS_09125_050116030001_D03f00d1.tif AS_09125_050116030001_D03f00d2.tif Cells.csv Cytoplasm.csv '
        'ExampleHuman.cppipe Experiment.csv Image.csv Nuclei.csv PH3.csv'
    ),
    'tests/data/cytominer-database/data_a/1': (
        'Cells.csv Cytoplasm.csv Nuclei.csv image.csv object.csv'
    ),
    'tests/data/cytominer-database/data_a/2': (
        'Cells.csv Cytoplasm.csv Nuclei.csv image.csv object.csv'
    ),
    'tests/data/cytominer-database/data_a': (
        'config.ini config_Parquet.ini config_SQLite.ini'
    ),
    'tests/data/cytominer-database/data_a_munged/1': (
        'Cells.csv Cytoplasm.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_a_munged/2': (
        'Cells.csv Cytoplasm.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/A01-1': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/A01-2': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/B01-1': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/B01-2': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/E17-4': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/J21-2': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/N23-5': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b': (
        'config.ini config_Parquet.ini config_SQLite.ini'
    ),
    'tests/data/cytominer-database/data_c': (
        'config.ini config_Parquet.ini config_SQLite.ini'
    ),
    'tests/data/deepprofiler/pycytominer_example/SQ00014812': (
        'A01_1.npz A01_2.npz A01_3.npz A01_4.npz A01_5.npz A01_6.npz A01_7.npz A01_8.npz A01_9.npz A07_1.npz '
        'A07_2.npz A07_3.npz A07_4.npz A07_5.npz A07_6.npz A07_7.npz A07_8.npz A07_9.npz'
    ),
    'tests/data/deepprofiler/pycytominer_example/SQ00014813': (
        'A02_1.npz A02_2.npz A02_3.npz A02_4.npz A02_5.npz A02_6.npz A02_7.npz A02_8.npz A02_9.npz C05_1.npz '
        'C05_2.npz C05_3.npz C05_4.npz C05_5.npz C05_6.npz C05_7.npz C05_8.npz C05_9.npz'
    ),
    'tests/data/in-carta/colas-lab': (
        'Test 0 Day0 Test Test_2024_Jan-01-12-12-12_Test.csv',
        'Test 0 Day1 Test Test_2024_Jan-02-13-12-12_Test.csv',
        'Test 0 Day2 Test Test_2024_Jan-03-14-12-12_Test.csv',
        'shrink_colas_lab_data_for_tests.py',
        'test 0 Day3 Test Test_2024_Jan-04-15-12-12_Test.csv',
    ),
}

DEEPPROFILER_NPZ = {
    'tests/data/deepprofiler/pycytominer_example/SQ00014812': (
        'A01_1.npz A01_2.npz A01_3.npz A01_4.npz A01_5.npz A01_6.npz A01_7.npz A01_8.npz A01_9.npz A07_1.npz '
        'A07_2.npz A07_3.npz A07_4.npz A07_5.npz A07_6.npz A07_7.npz A07_8.npz A07_9.npz'
    ),
    'tests/data/deepprofiler/pycytominer_example/SQ00014813': (
        'A02_1.npz A02_2.npz A02_3.npz A02_4.npz A02_5.npz A02_6.npz A02_7.npz A02_8.npz A02_9.npz C05_1.npz '
        'C05_2.npz C05_3.npz C05_4.npz C05_5.npz C05_6.npz C05_7.npz C05_8.npz C05_9.npz'
    ),
}

DEEPPROFILER_NPZ_OTHER = {
    '': (
        '.codespell-ignore .gitignore .pre-commit-config.yaml .pylintrc CITATION.cff CODE_OF_CONDUCT.md '
        'CONTRIBUTING.md LICENSE MANIFEST.in pyproject.toml readme.md uv.lock '
        'docs/jupyter_execute/examples/cytotable_from_the_cloud.ipynb '
        'docs/jupyter_execute/examples/cytotable_mise_en_place_general_overview.ipynb '
        'tests/data/cellprofiler/NF1_SchwannCell_data/all_cellprofiler.sqlite '
        'tests/data/cellprofiler/nf1_cellpainting_data/shrink_Plate_3_nf1_analysis.sqlite_for_testing.py '
        'tests/data/cellprofiler/nf1_cellpainting_data/test-Plate_3_nf1_analysis.sqlite '
        'tests/data/cytominer-database/Cell-Health/test-SQ00014613.sqlite '
        'tests/data/cytominer-database/data_a_sqlite/data_a.sqlite '
        'tests/data/cytominer-database/data_b_sqlite/data_b.sqlite '
        'tests/data/cytominer-database/data_c/1/Image.csv tests/data/cytominer-database/data_c/2/Image.csv'
    ),
    '.github': (
        'CODEOWNERS PULL_REQUEST_TEMPLATE.md dependabot.yml release-drafter.yml'
    ),
    '.github/workflows': (
        'draft-release.yml pre-commit-checks.yml publish-docs.yml publish-pypi.yml test.yml'
    ),
    'cytotable': (
        '__init__.py constants.py convert.py exceptions.py presets.py sources.py utils.py validation.py'
    ),
    'cytotable/warehouse': (
        '__init__.py access.py iceberg.py images.py'
    ),
    'docs': (
        'Makefile make.bat readme.md'
    ),
    'docs/source/_static': (
        'cell_to_image.png custom.css dataflow.mmd dataflow.svg features_to_cytotable.png '
        'features_to_cytotable_cloud.png image_to_features.png'
    ),
    'docs/source/_static/presentations': (
        'ParslFest 2025 - CytoTable (lightning talk).odp',
        'ParslFest 2025 - CytoTable (lightning talk).pdf',
        'cytotable_sbi2_2023.pdf',
        'cytotable_scipy_2023.pdf',
    ),
    'docs/source': (
        'architecture.data.md architecture.technical.md code_of_conduct.md conf.py contributing.md '
        'examples.md index.md overview.md presentations.md python-api.md tutorials.md'
    ),
    'docs/source/examples': (
        'cytotable_from_the_cloud.ipynb cytotable_from_the_cloud.py '
        'cytotable_mise_en_place_general_overview.ipynb cytotable_mise_en_place_general_overview.py '
        'cytotable_with_profiles_and_images.ipynb cytotable_with_profiles_and_images.py'
    ),
    'docs/source/tutorials': (
        'cellprofiler_to_parquet.md iceberg_warehouse_with_images.md multi_plate_merge_tablenumber.md '
        'npz_embeddings_to_parquet.md'
    ),
    'logo': (
        'README.md just-icon.png just-icon.svg with-text-for-dark-bg.png with-text-for-dark-bg.svg '
        'with-text-for-light-bg.png with-text-for-light-bg.svg'
    ),
    'tests': (
        'conftest.py test_access.py test_convert.py test_convert_threaded.py test_iceberg.py test_sources.py '
        'test_utils.py'
    ),
    'tests/data/cellprofiler/ExampleHuman': (
        'AS_09125_050116030001_D03f00d0.tif AS_09125_050116030001_D03f00d0_Overlay.png '
        'AS_09125_050116030001_D03f00d2.tif Cytoplasm.csv ExampleHuman.cppipe Experiment.csv Image.csv '
        'Nuclei.csv'
    ),
    'tests/data/cellprofiler/cpg0043-segmentation/BR00116991-A01-1': (
        'Cells.csv Cells_BoundingBox_First.csv Cells_BoundingBox_Overlap.csv Cells_Cellpose3.csv '
        'Cells_Donut_Large.csv Cells_Donut_Small.csv Cells_HighThresh.csv Cells_LowThresh.csv Cytoplasm.csv '
        'Cytoplasm_BBCBBN_First.csv Cytoplasm_BBCN_First.csv Cytoplasm_Cellpose3.csv '
        'Cytoplasm_Donut_Large.csv Cytoplasm_Donut_Small.csv Cytoplasm_LowThresh.csv Experiment.csv '
        'Image.csv Nuclei.csv Nuclei_BoundingBox_Overlap.csv Nuclei_Cellpose3.csv preCells_Cellpose3.csv'
    ),
    'tests/data/cellprofiler/cpg0043-segmentation/BR00116991-A01-2': (
        'Cells.csv Cells_BoundingBox_First.csv Cells_BoundingBox_Overlap.csv Cells_Donut_Large.csv '
        'Cells_Donut_Small.csv Cells_HighThresh.csv Cells_LowThresh.csv Cytoplasm.csv '
        'Cytoplasm_BBCBBN_First.csv Cytoplasm_BBCN_First.csv Cytoplasm_Cellpose3.csv '
        'Cytoplasm_Donut_Large.csv Cytoplasm_Donut_Small.csv Cytoplasm_HighThresh.csv '
        'Cytoplasm_LowThresh.csv Experiment.csv Image.csv Nuclei.csv Nuclei_BoundingBox_First.csv '
        'Nuclei_BoundingBox_Overlap.csv Nuclei_Cellpose3.csv preCells_Cellpose3.csv preNuclei_Cellpose3.csv'
    ),
    'tests/data/cytominer-database/data_a/1': (
        'Cells.csv Cytoplasm.csv Nuclei.csv image.csv object.csv'
    ),
    'tests/data/cytominer-database/data_a/2': (
        'Cells.csv Cytoplasm.csv Nuclei.csv image.csv object.csv'
    ),
    'tests/data/cytominer-database/data_a': (
        'config.ini config_Parquet.ini config_SQLite.ini'
    ),
    'tests/data/cytominer-database/data_a_munged/1': (
        'Cells.csv Cytoplasm.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_a_munged/2': (
        'Cells.csv Cytoplasm.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/A01-1': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/A01-2': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/B01-1': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/B01-2': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/E17-4': (
        'Cells.csv Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/J21-2': (
        'Cells.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b/N23-5': (
        'Cytoplasm.csv Image.csv Nuclei.csv'
    ),
    'tests/data/cytominer-database/data_b': (
        'config.ini config_Parquet.ini config_SQLite.ini'
    ),
    'tests/data/cytominer-database/data_c': (
        'config.ini config_Parquet.ini config_SQLite.ini'
    ),
    'tests/data/in-carta/colas-lab': (
        'Test 0 Day0 Test Test_2024_Jan-01-12-12-12_Test.csv',
        'Test 0 Day1 Test Test_2024_Jan-02-13-12-12_Test.csv',
        'Test 0 Day2 Test Test_2024_Jan-03-14-12-12_Test.csv',
        'shrink_colas_lab_data_for_tests.py',
        'test 0 Day3 Test Test_2024_Jan-04-15-12-12_Test.csv',
    ),
}

SZABO_ESC = {
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC': (
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_1.ome.tiff '
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_12.ome.tiff '
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_14.ome.tiff '
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_16.ome.tiff '
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_20.ome.tiff '
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_30.ome.tiff '
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_57.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_15.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_18.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_27.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_32.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_35.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_36.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_42.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_48.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_51.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_6.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_8.ome.tiff '
        '20180723_RI510_ESC_51b_52_SIR_2C_ALN_THR_11.ome.tiff '
        '20180723_RI510_ESC_51b_52_SIR_2C_ALN_THR_13.ome.tiff '
        '20180723_RI510_ESC_51b_52_SIR_2C_ALN_THR_14.ome.tiff '
        '20180723_RI510_ESC_51b_52_SIR_2C_ALN_THR_18.ome.tiff '
        '20180814_RI510_ESC_51b_51a_SIR_2C_ALN_THR_20.ome.tiff '
        '20180814_RI510_ESC_51b_51a_SIR_2C_ALN_THR_44.ome.tiff '
        '20180814_RI510_ESC_51b_52_SIR_2C_ALN_THR_22.ome.tiff '
        '20180814_RI510_ESC_51b_52_SIR_2C_ALN_THR_26.ome.tiff '
        '20180814_RI510_ESC_51b_52_SIR_2C_ALN_THR_32.ome.tiff '
        '20180814_RI510_ESC_51b_52_SIR_2C_ALN_THR_38.ome.tiff '
        '20180814_RI510_ESC_51b_52_SIR_2C_ALN_THR_43.ome.tiff '
        '20180917_RI510_ESC_32_33_SIR_2C_ALN_THR_17.ome.tiff '
        '20180917_RI510_ESC_32_33_SIR_2C_ALN_THR_6.ome.tiff '
        '20180917_RI510_ESC_32_33_SIR_2C_ALN_THR_7.ome.tiff '
        '20181123_RI510_ESC_101_102a_SIR_2C_ALN_THR_18.ome.tiff '
        '20181123_RI510_ESC_101_102a_SIR_2C_ALN_THR_27.ome.tiff '
        '20181123_RI510_ESC_101_102a_SIR_2C_ALN_THR_40.ome.tiff '
        '20181123_RI510_ESC_101_102a_SIR_2C_ALN_THR_7.ome.tiff '
        '20181123_RI510_ESC_102b_102a_SIR_2C_ALN_THR_13.ome.tiff '
        '20181123_RI510_ESC_102b_102a_SIR_2C_ALN_THR_17.ome.tiff '
        '20181123_RI510_ESC_102b_102a_SIR_2C_ALN_THR_25.ome.tiff '
        '20181123_RI510_ESC_102b_102a_SIR_2C_ALN_THR_3.ome.tiff '
        '20181123_RI510_ESC_102b_102a_SIR_2C_ALN_THR_31.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_14.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_18.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_20.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_25.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_27.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_44.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_47.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_7.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_8.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_15.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_2.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_20.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_25.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_27.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_42.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_51.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_10.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_12.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_25.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_29.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_30.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_32.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_4.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_41.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_50.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_57.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_63.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_65.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_72.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_76.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_1.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_35.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_41.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_49.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_50.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_51.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_58.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_6.ome.tiff '
        '20190405_RI510_ESC_121b_121a_SIR_2C_ALN_THR_1.ome.tiff '
        '20190405_RI510_ESC_121b_121a_SIR_2C_ALN_THR_22.ome.tiff '
        '20190405_RI510_ESC_121b_121a_SIR_2C_ALN_THR_28.ome.tiff '
        '20190405_RI510_ESC_121b_121a_SIR_2C_ALN_THR_7.ome.tiff '
        '20190405_RI510_ESC_141a_141b_SIR_2C_ALN_THR_11.ome.tiff '
        '20190405_RI510_ESC_141a_141b_SIR_2C_ALN_THR_13.ome.tiff '
        '20190405_RI510_ESC_141a_141b_SIR_2C_ALN_THR_19.ome.tiff '
        '20190405_RI510_ESC_141a_141b_SIR_2C_ALN_THR_21.ome.tiff '
        '20190405_RI510_ESC_141a_141b_SIR_2C_ALN_THR_27.ome.tiff '
        '20190405_RI510_ESC_141a_141b_SIR_2C_ALN_THR_40.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_22.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_30.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_31.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_4.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_40.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_42.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_45.ome.tiff '
        '20190406_RI510_ESC_82b_82a_SIR_2C_ALN_THR_10.ome.tiff '
        '20190406_RI510_ESC_82b_82a_SIR_2C_ALN_THR_14.ome.tiff '
        '20190406_RI510_ESC_82b_82a_SIR_2C_ALN_THR_33.ome.tiff '
        '20190406_RI510_ESC_82b_82a_SIR_2C_ALN_THR_44.ome.tiff '
        '20190406_RI510_ESC_82b_82a_SIR_2C_ALN_THR_53.ome.tiff '
        '20190406_RI510_ESC_82b_82a_SIR_2C_ALN_THR_7.ome.tiff '
        '20190407_RI510_ESC_32_33_SIR_2C_ALN_THR_26.ome.tiff '
        '20190407_RI510_ESC_32_33_SIR_2C_ALN_THR_32.ome.tiff '
        '20190407_RI510_ESC_32_33_SIR_2C_ALN_THR_44.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_101.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_105.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_106.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_118.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_124.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_125.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_126.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_137.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_48.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_49.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_67.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_70.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_76.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_82.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_83.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_88.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_91.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_93.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_96.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_119.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_131.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_135.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_145.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_150.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_165.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_168.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_175.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_181.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_183.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_188.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_84.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_88.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_104.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_113.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_128.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_129.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_132.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_136.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_142.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_148.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_159.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_52.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_58.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_66.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_77.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_79.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_82.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_89.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_96.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_113.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_119.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_121.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_136.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_146.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_153.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_164.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_59.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_66.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_69.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_77.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_84.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_88.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC_TSA-CTL': (
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_100.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_102.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_112.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_12.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_20.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_33.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_5.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_50.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_51.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_57.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_66.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_67.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_77.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_78.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_82.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_83.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_39.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_4.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_49.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_60.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_72.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_73.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_82.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_11.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_110.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_19.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_27.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_38.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_4.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_41.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_52.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_57.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_58.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_60.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_66.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_78.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_90.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_1.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_10.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_108.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_11.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_14.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_21.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_24.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_3.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_34.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_40.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_43.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_44.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_71.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_72.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_76.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_85.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_89.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_94.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_96.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_99.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_1.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_101.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_103.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_109.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_112.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_114.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_12.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_25.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_35.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_39.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_57.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_61.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_63.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_73.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_75.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_76.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_77.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_91.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_98.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC_TSA': (
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_102.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_111.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_2.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_27.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_35.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_45.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_73.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_78.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_8.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_85.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_87.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_95.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_2.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_34.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_54.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_64.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_68.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_80.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_86.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_9.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_104.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_24.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_27.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_30.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_32.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_36.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_45.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_48.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_50.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_54.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_55.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_60.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_62.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_69.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_86.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_89.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_10.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_15.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_2.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_23.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_30.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_4.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_47.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_52.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_6.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_7.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_8.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_80.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_83.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_11.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_33.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_44.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_46.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_47.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_5.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_58.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_68.ome.tiff'
    ),
}

SZABO_ESC_OTHER = {
    '': (
        '.DS_Store '
        '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC_TSA/20191116_RI512_ESC_TSA_62_SIR_THR_25.ome.tiff '
        '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentF/Drosophila_DAPI/20191214_RI508_Embryo_DAPI_SIR_THR_6.ome.tiff '
        '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentG/Drosophila_TAD/20191028_RI510_Embryo-Y-GFP-male_Drosophila-TAD_SIR_THR_59.ome.tiff '
        '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentG/Drosophila_TAD/20191028_RI510_Embryo-Y-GFP-male_Drosophila-TAD_SIR_THR_74.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC': (
        '20180814_RI510_ESC_51_SIR_THR_35.ome.tiff 20180814_RI510_ESC_52_SIR_THR_3.ome.tiff '
        '20190412_RI510_ESC_103_SIR_THR_44.ome.tiff 20190412_RI510_ESC_103_SIR_THR_55.ome.tiff '
        '20190412_RI510_ESC_111_SIR_THR_3.ome.tiff 20190412_RI510_ESC_111_SIR_THR_40.ome.tiff '
        '20190412_RI510_ESC_111_SIR_THR_54.ome.tiff 20190412_RI510_ESC_121a_SIR_THR_20.ome.tiff '
        '20190412_RI510_ESC_121a_SIR_THR_23.ome.tiff 20190412_RI510_ESC_82a_SIR_THR_46.ome.tiff '
        '20191116_RI512_ESC_32_SIR_THR_60.ome.tiff 20191116_RI512_ESC_62_SIR_THR_58.ome.tiff '
        '20191116_RI512_ESC_81_SIR_THR_26.ome.tiff 20191116_RI512_ESC_81_SIR_THR_29.ome.tiff '
        '20191116_RI512_ESC_81_SIR_THR_48.ome.tiff 20191116_RI512_ESC_81_SIR_THR_50.ome.tiff '
        '20191116_RI512_ESC_81_SIR_THR_57.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC_TSA-CTL': (
        '20191116_RI512_ESC_TSA-CTL_62_SIR_THR_36.ome.tiff 20191116_RI512_ESC_TSA-CTL_62_SIR_THR_40.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_62_SIR_THR_64.ome.tiff 20191116_RI512_ESC_TSA-CTL_62_SIR_THR_81.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_62_SIR_THR_91.ome.tiff 20191116_RI512_ESC_TSA-CTL_62_SIR_THR_97.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentB/NPC': (
        '20190122_RI510_NPC_102b_102a_SIR_2C_ALN_THR_16.ome.tiff '
        '20190122_RI510_NPC_102b_102a_SIR_2C_ALN_THR_33.ome.tiff '
        '20190122_RI510_NPC_22_21_SIR_2C_ALN_THR_10.ome.tiff '
        '20190122_RI510_NPC_22_21_SIR_2C_ALN_THR_27.ome.tiff '
        '20190122_RI510_NPC_32_33_SIR_2C_ALN_THR_32.ome.tiff 20190122_RI510_NPC_51_SIR_THR_30.ome.tiff '
        '20190122_RI510_NPC_52_SIR_THR_12.ome.tiff 20190122_RI510_NPC_61a_61b_SIR_2C_ALN_THR_15.ome.tiff '
        '20190321_RI510_NPC_11_SIR_THR_28.ome.tiff 20190321_RI510_NPC_11_SIR_THR_9.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_16.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_29.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_63.ome.tiff '
        '20190421_RI510_NPC_121b_121a_SIR_2C_ALN_THR_11.ome.tiff '
        '20190421_RI510_NPC_121b_121a_SIR_2C_ALN_THR_60.ome.tiff '
        '20190421_RI510_NPC_141a_141b_SIR_2C_ALN_THR_46.ome.tiff '
        '20190421_RI510_NPC_82b_82a_SIR_2C_ALN_THR_18.ome.tiff '
        '20190421_RI510_NPC_82b_82a_SIR_2C_ALN_THR_21.ome.tiff '
        '20190421_RI510_NPC_82b_82a_SIR_2C_ALN_THR_3.ome.tiff '
        '20190421_RI510_NPC_82b_82a_SIR_2C_ALN_THR_6.ome.tiff 20190422_RI510_NPC_33_SIR_THR_24.ome.tiff '
        '20190422_RI510_NPC_33_SIR_THR_37.ome.tiff 20190422_RI510_NPC_33_SIR_THR_4.ome.tiff '
        '20190422_RI510_NPC_33_SIR_THR_42.ome.tiff 20190422_RI510_NPC_61b_SIR_THR_44.ome.tiff '
        '20190422_RI510_NPC_61b_SIR_THR_59.ome.tiff 20190427_RI510_NPC_111_SIR_THR_67.ome.tiff '
        '20190427_RI510_NPC_121a_SIR_THR_8.ome.tiff 20190427_RI510_NPC_141b_SIR_THR_21.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentB/ncxNPC': (
        '20180618_RI516_ncxNPC_11_12_SIR_2C_ALN_THR_38.ome.tiff '
        '20180618_RI516_ncxNPC_11_12_SIR_2C_ALN_THR_44.ome.tiff '
        '20180809_RI516_ncxNPC_22_21_SIR_2C_ALN_THR_2.ome.tiff '
        '20180809_RI516_ncxNPC_22_21_SIR_2C_ALN_THR_23.ome.tiff '
        '20180809_RI516_ncxNPC_22_21_SIR_2C_ALN_THR_27.ome.tiff '
        '20180809_RI516_ncxNPC_22_21_SIR_2C_ALN_THR_6.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentC/CTCF-AID_AUX-CTL': (
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_20.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_56.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_57.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_34.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_36.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_44.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_17.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_31.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_18.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_46.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_17.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_28.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_40.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_3.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_32.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_61.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_77.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_84.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_14.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_26.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_2.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_60.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_12.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_75.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_11.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_24.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_27.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_29.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_37.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_44.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_55.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_106.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_59.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_71.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_80.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_155.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_74.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_77.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentC/CTCF-AID_AUX': (
        '20190720_RI512_CTCF-AID_AUX_61b_62_SIR_2C_ALN_THR_14.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_101_SIR_2C_ALN_THR_23.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_61.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_64.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_2.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_20.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_23.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_46.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_17.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_38.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_25.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_68.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_44.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_12.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_42.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_60.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_8.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_28.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_5.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_33_32_SIR_2C_ALN_THR_27.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_33_32_SIR_2C_ALN_THR_43.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX_103_101_SIR_2C_ALN_THR_11.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_102.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_63.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_85.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_116.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_77.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentD/RAD21-AID_AUX-CTL': (
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_51.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_59.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_19.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_28.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_34.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_4.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_69.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_78.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_69.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_88.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_12.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_59.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_52.ome.tiff '
        '20200313_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_2.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_118.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_105.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_3.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_74.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_118.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_130.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_143.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_164.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_227.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_228.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_144.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_158.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_159.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_23.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_33.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_108.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_54.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_111.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_123.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_125.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_65.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_82.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentD/RAD21-AID_AUX': (
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_12.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_33.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_73.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_3.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_30.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_49.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_52.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_6.ome.tiff '
        '20200308_RI512_RAD21-AID_AUX_52_51b_SIR_2C_ALN_THR_23.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX_11_12_SIR_2C_ALN_THR_24.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX_11_12_SIR_2C_ALN_THR_26.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX_11_12_SIR_2C_ALN_THR_37.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_109.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_71.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_75.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_76.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_21.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_31.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_40.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_38.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_121.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_41.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_50.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_71.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_94.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_29.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_51a_51b_SIR_2C_ALN_THR_39.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_102.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_163.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_186.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_76.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_84.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_126.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_143.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_87.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_90.ome.tiff'
    ),
}

SZABO_CTCF = {
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentC/CTCF-AID_AUX-CTL': (
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_27.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_31.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_34.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_45.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_57.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_59.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_67.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_7.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_9.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_11.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_14.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_19.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_2.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_28.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_40.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_44.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_49.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_5.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_64.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_26.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_28.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_30.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_32.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_37.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_38.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_48.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_57.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_13.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_17.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_18.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_19.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_28.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_30.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_31.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_37.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_46.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_56.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_58.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_9.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_23.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_30.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_33.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_4.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_40.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_45.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_46.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_9.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_1.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_13.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_14.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_18.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_37.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_38.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_11.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_18.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_19.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_21.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_30.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_41.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_42.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_52.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_17.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_20.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_22.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_35.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_46.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_48.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_53.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_54.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_62.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_81.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_82.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_12.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_24.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_25.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_46.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_48.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_65.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_10.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_13.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_16.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_17.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_21.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_24.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_30.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_31.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_32.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_33.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_38.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_53.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_18.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_20.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_3.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_46.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_49.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_54.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_66.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_7.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_80.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_9.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_14.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_15.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_2.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_33.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_35.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_5.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_7.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_11.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_2.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_24.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_25.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_31.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_42.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_58.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_8.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_13.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_14.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_18.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_29.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_34.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_36.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_37.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_61.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_7.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_112.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_73.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_80.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_90.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_94.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_97.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_20.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_22.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_26.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_38.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_45.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_47.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_54.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_61.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_85.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_93.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_94.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_106.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_109.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_114.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_131.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_139.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_147.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_74.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_77.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_82.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_93.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_94.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_105.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_111.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_115.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_134.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_136.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_140.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_144.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_154.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_76.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_94.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentC/CTCF-AID_AUX': (
        '20190720_RI512_CTCF-AID_AUX_61b_62_SIR_2C_ALN_THR_11.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX_61b_62_SIR_2C_ALN_THR_24.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX_61b_62_SIR_2C_ALN_THR_27.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX_61b_62_SIR_2C_ALN_THR_47.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX_61b_62_SIR_2C_ALN_THR_6.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX_61b_62_SIR_2C_ALN_THR_7.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_101_SIR_2C_ALN_THR_17.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_101_SIR_2C_ALN_THR_19.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_101_SIR_2C_ALN_THR_35.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_101_SIR_2C_ALN_THR_39.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_101_SIR_2C_ALN_THR_50.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_101_SIR_2C_ALN_THR_51.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_14.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_21.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_22.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_24.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_3.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_32.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_38.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_43.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_61.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_63.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_21.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_29.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_30.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_33.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_35.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_43.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_48.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_53.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_59.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_61.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_9.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_10.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_25.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_28.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_36.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_56.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_58.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_66.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_67.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_19.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_21.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_33.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_47.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_51.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_67.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_74.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_82.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_88.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_93.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_13.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_19.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_35.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_39.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_43.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_47.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_50.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_68.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_12.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_13.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_26.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_3.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_37.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_44.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_55.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_58.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_60.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_11.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_25.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_3.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_45.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_52.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_56.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_58.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_65.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_68.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_69.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_79.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_84.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_89.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_12.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_26.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_29.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_50.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_58.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_59.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_60.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_68.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_8.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_85.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_87.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_20.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_24.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_28.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_31.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_35.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_40.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_43.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_46.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_53.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_3.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_31.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_32.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_35.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_37.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_41.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_42.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_48.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_6.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_33_32_SIR_2C_ALN_THR_14.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_33_32_SIR_2C_ALN_THR_3.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_33_32_SIR_2C_ALN_THR_32.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_33_32_SIR_2C_ALN_THR_33.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_33_32_SIR_2C_ALN_THR_46.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_100.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_101.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_105.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX_103_101_SIR_2C_ALN_THR_10.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX_103_101_SIR_2C_ALN_THR_19.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX_103_101_SIR_2C_ALN_THR_35.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX_103_101_SIR_2C_ALN_THR_38.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX_103_101_SIR_2C_ALN_THR_44.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX_103_101_SIR_2C_ALN_THR_8.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_35.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_48.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_53.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_57.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_59.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_61.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_63.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_64.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_67.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_70.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_99.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_105.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_68.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_84.ome.tiff'
    ),
}

SZABO_CTCF_OTHER = {
    '': (
        '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentG/Drosophila_TAD/20191028_RI510_Embryo-Y-GFP-male_Drosophila-TAD_SIR_THR_67.ome.tiff '
        'experimentF/idr0156-experimentF-bulkmap-config.yml'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC': (
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_22.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_31.ome.tiff 20180329_RI510_ESC_32_SIR_THR_19.ome.tiff '
        '20180814_RI510_ESC_51_SIR_THR_17.ome.tiff 20180814_RI510_ESC_51b_51a_SIR_2C_ALN_THR_39.ome.tiff '
        '20180814_RI510_ESC_51b_51a_SIR_2C_ALN_THR_46.ome.tiff '
        '20181123_RI510_ESC_101_102a_SIR_2C_ALN_THR_13.ome.tiff '
        '20181123_RI510_ESC_101_102a_SIR_2C_ALN_THR_19.ome.tiff '
        '20181123_RI510_ESC_101_102a_SIR_2C_ALN_THR_40.ome.tiff '
        '20181123_RI510_ESC_102b_102a_SIR_2C_ALN_THR_17.ome.tiff '
        '20181123_RI510_ESC_102b_102a_SIR_2C_ALN_THR_9.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_10.ome.tiff 20190321_RI510_ESC_33_SIR_THR_7.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_55.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_44.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_47.ome.tiff '
        '20190405_RI510_ESC_121b_121a_SIR_2C_ALN_THR_27.ome.tiff '
        '20190405_RI510_ESC_141a_141b_SIR_2C_ALN_THR_21.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_4.ome.tiff '
        '20190406_RI510_ESC_82b_82a_SIR_2C_ALN_THR_14.ome.tiff '
        '20190406_RI510_ESC_82b_82a_SIR_2C_ALN_THR_40.ome.tiff 20190407_RI510_ESC_61b_SIR_THR_44.ome.tiff '
        '20190407_RI510_ESC_61b_SIR_THR_5.ome.tiff 20190412_RI510_ESC_103_SIR_THR_49.ome.tiff '
        '20190412_RI510_ESC_111_SIR_THR_17.ome.tiff 20190412_RI510_ESC_111_SIR_THR_50.ome.tiff '
        '20190412_RI510_ESC_82a_SIR_THR_50.ome.tiff 20191116_RI512_ESC_32_SIR_THR_42.ome.tiff '
        '20191116_RI512_ESC_32_SIR_THR_47.ome.tiff 20191116_RI512_ESC_32_SIR_THR_79.ome.tiff '
        '20191116_RI512_ESC_62_SIR_THR_3.ome.tiff 20191116_RI512_ESC_62_SIR_THR_4.ome.tiff '
        '20191116_RI512_ESC_62_SIR_THR_55.ome.tiff 20191116_RI512_ESC_62_SIR_THR_6.ome.tiff '
        '20191116_RI512_ESC_81_SIR_THR_26.ome.tiff 20191116_RI512_ESC_81_SIR_THR_4.ome.tiff '
        '20191116_RI512_ESC_81_SIR_THR_68.ome.tiff 20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_136.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_75.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_83.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_160.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_172.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_175.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_139.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_158.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_76.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC_TSA-CTL': (
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_101.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_119.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_34.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_73.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_77.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_95.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_62_SIR_THR_21.ome.tiff 20191116_RI512_ESC_TSA-CTL_62_SIR_THR_43.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_62_SIR_THR_92.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_26.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_48.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_82.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_83.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_2.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_35.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_39.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_60.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_72.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_92.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_103_SIR_2C_ALN_THR_97.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_63.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_76.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_78.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC_TSA': (
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_28.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_38.ome.tiff '
        '20191116_RI512_ESC_TSA_32_SIR_THR_67.ome.tiff 20191116_RI512_ESC_TSA_62_SIR_THR_1.ome.tiff '
        '20191116_RI512_ESC_TSA_62_SIR_THR_33.ome.tiff 20191116_RI512_ESC_TSA_81_SIR_THR_28.ome.tiff '
        '20191116_RI512_ESC_TSA_81_SIR_THR_76.ome.tiff 20191116_RI512_ESC_TSA_81_SIR_THR_90.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_11.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_61.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_56.ome.tiff '
        '20200304_RI510_ESC_TSA_121b_121a_SIR_2C_ALN_THR_66.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentB/NPC': (
        '20190122_RI510_NPC_102b_102a_SIR_2C_ALN_THR_16.ome.tiff '
        '20190122_RI510_NPC_102b_102a_SIR_2C_ALN_THR_33.ome.tiff '
        '20190122_RI510_NPC_32_33_SIR_2C_ALN_THR_4.ome.tiff 20190122_RI510_NPC_51_SIR_THR_19.ome.tiff '
        '20190122_RI510_NPC_51_SIR_THR_4.ome.tiff 20190122_RI510_NPC_51b_51a_SIR_2C_ALN_THR_3.ome.tiff '
        '20190122_RI510_NPC_52_SIR_THR_2.ome.tiff 20190122_RI510_NPC_62_61b_SIR_2C_ALN_THR_18.ome.tiff '
        '20190122_RI510_NPC_62_61b_SIR_2C_ALN_THR_31.ome.tiff 20190321_RI510_NPC_11_SIR_THR_6.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_17.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_21.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_31.ome.tiff '
        '20190421_RI510_NPC_82b_82a_SIR_2C_ALN_THR_15.ome.tiff '
        '20190421_RI510_NPC_82b_82a_SIR_2C_ALN_THR_18.ome.tiff 20190422_RI510_NPC_21_SIR_THR_10.ome.tiff '
        '20190422_RI510_NPC_33_SIR_THR_34.ome.tiff 20190422_RI510_NPC_61b_SIR_THR_2.ome.tiff '
        '20190427_RI510_NPC_103_SIR_THR_33.ome.tiff 20190427_RI510_NPC_111_SIR_THR_68.ome.tiff '
        '20190427_RI510_NPC_121a_SIR_THR_37.ome.tiff 20190427_RI510_NPC_82a_SIR_THR_15.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentB/ncxNPC': (
        '20180618_RI516_ncxNPC_11_12_SIR_2C_ALN_THR_3.ome.tiff '
        '20180618_RI516_ncxNPC_11_12_SIR_2C_ALN_THR_42.ome.tiff '
        '20180618_RI516_ncxNPC_11_12_SIR_2C_ALN_THR_48.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentD/RAD21-AID_AUX-CTL': (
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_29.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_35.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_50.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_58.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_28.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_3.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_36.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_40.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_47.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_54.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_58.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_27.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_31.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_9.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_36.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_41.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_24.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_26.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_75.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_83.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_94.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_17.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_39.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_10.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_114.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_66.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_138.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_139.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_205.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_42.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_133.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_14.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_180.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_221.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_229.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_39.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_113.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_171.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_19.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_201.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_22.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_93.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_114.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_146.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_18.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_35.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_45.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_68.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_89.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentD/RAD21-AID_AUX': (
        '20200116_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_12.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_56.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_42.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_70.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_12.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_63.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_7.ome.tiff '
        '20200308_RI512_RAD21-AID_AUX_52_51b_SIR_2C_ALN_THR_21.ome.tiff '
        '20200308_RI512_RAD21-AID_AUX_52_51b_SIR_2C_ALN_THR_35.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX_11_12_SIR_2C_ALN_THR_28.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX_11_12_SIR_2C_ALN_THR_45.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_24.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_34.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_44.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_56.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_58.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_62.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_19.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_52.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_55.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_71.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_3.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_4.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_64.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_49.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_64.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_74.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_85.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_19.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_28.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_145.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_72.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_90.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_98.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_103.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_133.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_138.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_56.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_69.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_71.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentF/Drosophila_DAPI': (
        '20191214_RI508_Embryo_DAPI_SIR_THR_13.ome.tiff 20191214_RI508_Embryo_DAPI_SIR_THR_20.ome.tiff '
        '20191214_RI508_Embryo_DAPI_SIR_THR_8.ome.tiff'
    ),
}

SZABO_RAD21 = {
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentD/RAD21-AID_AUX-CTL': (
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_12.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_29.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_38.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_49.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_60.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_62.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_9.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_10.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_16.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_2.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_29.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_40.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_12.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_25.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_4.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_40.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_49.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_6.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_74.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_8.ome.tiff '
        '20200117_RI512_RAD21-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_86.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_26.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_27.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_39.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_43.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_51.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_16.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_26.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_27.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_34.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_45.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_51.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_52.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_66.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_7.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_77.ome.tiff '
        '20200119_RI512_RAD21-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_86.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_11.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_13.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_31.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_34.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_51.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_81.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_9.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_95.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_1.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_105.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_115.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_14.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_39.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_44.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_57.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_79.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_84.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_103_101_SIR_2C_ALN_THR_92.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_100.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_104.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_105.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_110.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_114.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_14.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_15.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_33.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_36.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_37.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_77.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_11_12_SIR_2C_ALN_THR_8.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_2.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_23.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_3.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_47.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_59.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_62.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_85.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_116.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_25.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_27.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_43.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_48.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_77.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_81.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_85.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_92.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_101.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_111.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_115.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_126.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_140.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_142.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_144.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_193.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_201.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_227.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_25.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_5.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_60.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_85.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_100.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_101.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_115.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_117.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_120.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_133.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_135.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_136.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_138.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_14.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_140.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_146.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_148.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_181.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_19.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_205.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_3.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_31.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_34.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_41.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_47.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_9.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_2.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_11.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_127.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_163.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_165.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_175.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_186.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_188.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_194.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_33.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_48.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_52.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_56.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_101.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_107.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_116.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_121.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_126.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_128.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_17.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_22.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_26.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_47.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_71.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_85.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_99.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_1.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_107.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_121.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_125.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_151.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_154.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_156.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_16.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_160.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_36.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_45.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_49.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_73.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_76.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_82.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentD/RAD21-AID_AUX': (
        '20200116_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_12.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_16.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_18.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_20.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_26.ome.tiff '
        '20200116_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_3.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_30.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_49.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_53.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_55.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_56.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_8.ome.tiff '
        '20200118_RI512_RAD21-AID_AUX_61b_62_SIR_2C_ALN_THR_9.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_45.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_49.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_58.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_60.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_111_112_SIR_2C_ALN_THR_62.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_10.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_25.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_36.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_37.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_44.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_54.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_60.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_61.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_64.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_74.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_77.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_79.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_121a_121b_SIR_2C_ALN_THR_9.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_27.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_4.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_50.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_62.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_65.ome.tiff '
        '20200202_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_9.ome.tiff '
        '20200308_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_11.ome.tiff '
        '20200308_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_2.ome.tiff '
        '20200308_RI512_RAD21-AID_AUX_52_51b_SIR_2C_ALN_THR_28.ome.tiff '
        '20200308_RI512_RAD21-AID_AUX_52_51b_SIR_2C_ALN_THR_44.ome.tiff '
        '20200308_RI512_RAD21-AID_AUX_52_51b_SIR_2C_ALN_THR_51.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX_11_12_SIR_2C_ALN_THR_2.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX_11_12_SIR_2C_ALN_THR_35.ome.tiff '
        '20200309_RI512_RAD21-AID_AUX_11_12_SIR_2C_ALN_THR_4.ome.tiff '
        '20200313_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_6.ome.tiff '
        '20200313_RI512_RAD21-AID_AUX_82a_81_SIR_2C_ALN_THR_16.ome.tiff '
        '20200313_RI512_RAD21-AID_AUX_82a_81_SIR_2C_ALN_THR_19.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX_141b_141a_SIR_2C_ALN_THR_14.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX_141b_141a_SIR_2C_ALN_THR_20.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX_141b_141a_SIR_2C_ALN_THR_24.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX_141b_141a_SIR_2C_ALN_THR_29.ome.tiff '
        '20200720_RI512_RAD21-AID_AUX_141b_141a_SIR_2C_ALN_THR_4.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_109.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_17.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_21.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_23.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_37.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_50.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_6.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_60.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_64.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_66.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_7.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_79.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_86.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_101_SIR_2C_ALN_THR_98.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_101.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_132.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_14.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_22.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_29.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_38.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_54.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_57.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_76.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_77.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_102a_102b_SIR_2C_ALN_THR_84.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_10.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_101.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_119.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_127.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_128.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_13.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_134.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_135.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_3.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_36.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_44.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_58.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_59.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_73.ome.tiff '
        '20200721_RI512_RAD21-AID_AUX_33_32_SIR_2C_ALN_THR_75.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_118.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_21.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_40.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_45.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_46.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_77.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_82.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_85.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_103_101_SIR_2C_ALN_THR_90.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_12.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_49.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_62.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_68.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_81.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_87.ome.tiff '
        '20200725_RI512_RAD21-AID_AUX_21_22_SIR_2C_ALN_THR_93.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_51a_51b_SIR_2C_ALN_THR_12.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_51a_51b_SIR_2C_ALN_THR_2.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_51a_51b_SIR_2C_ALN_THR_26.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_51a_51b_SIR_2C_ALN_THR_28.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_51a_51b_SIR_2C_ALN_THR_39.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_51a_51b_SIR_2C_ALN_THR_6.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_113.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_121.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_142.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_151.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_160.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_168.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_169.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_205.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_211.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_71.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_61b_61a_SIR_2C_ALN_THR_90.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_101.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_11.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_110.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_116.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_118.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_125.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_134.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_151.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_160.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_163.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_167.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_37.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_55.ome.tiff '
        '20200726_RI512_RAD21-AID_AUX_82a_82b_SIR_2C_ALN_THR_91.ome.tiff'
    ),
}

SZABO_RAD21_OTHER = {
    '': (
        '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentB/ncxNPC/20180618_RI516_ncxNPC_11_12_SIR_2C_ALN_THR_23.ome.tiff '
        '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentF/Drosophila_DAPI/20191214_RI508_Embryo_DAPI_SIR_THR_10.ome.tiff '
        'experimentD/.DS_Store'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC': (
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_13.ome.tiff '
        '20180329_RI510_ESC_12_11_SIR_2C_ALN_THR_26.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_13.ome.tiff '
        '20180329_RI510_ESC_22_21_SIR_2C_ALN_THR_47.ome.tiff '
        '20180723_RI510_ESC_51b_51a_SIR_2C_ALN_THR_15.ome.tiff '
        '20180723_RI510_ESC_51b_52_SIR_2C_ALN_THR_1.ome.tiff '
        '20180814_RI510_ESC_51b_51a_SIR_2C_ALN_THR_17.ome.tiff '
        '20180814_RI510_ESC_51b_51a_SIR_2C_ALN_THR_30.ome.tiff '
        '20180814_RI510_ESC_51b_51a_SIR_2C_ALN_THR_44.ome.tiff 20180814_RI510_ESC_52_SIR_THR_23.ome.tiff '
        '20181123_RI510_ESC_101_102a_SIR_2C_ALN_THR_18.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_14.ome.tiff '
        '20181126_RI510_ESC_61a_61b_SIR_2C_ALN_THR_27.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_12.ome.tiff '
        '20181126_RI510_ESC_62_61b_SIR_2C_ALN_THR_15.ome.tiff 20190315_RI510_ESC_11_SIR_THR_1.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_14.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_22.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_56.ome.tiff '
        '20190405_RI510_ESC_101_103_SIR_2C_ALN_THR_78.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_2.ome.tiff '
        '20190405_RI510_ESC_112_111_SIR_2C_ALN_THR_57.ome.tiff '
        '20190405_RI510_ESC_121b_121a_SIR_2C_ALN_THR_13.ome.tiff '
        '20190405_RI510_ESC_121b_121a_SIR_2C_ALN_THR_17.ome.tiff '
        '20190405_RI510_ESC_121b_121a_SIR_2C_ALN_THR_20.ome.tiff '
        '20190405_RI510_ESC_121b_121a_SIR_2C_ALN_THR_48.ome.tiff '
        '20190405_RI510_ESC_141a_141b_SIR_2C_ALN_THR_21.ome.tiff '
        '20190405_RI510_ESC_141a_141b_SIR_2C_ALN_THR_23.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_16.ome.tiff '
        '20190406_RI510_ESC_81_82a_SIR_2C_ALN_THR_40.ome.tiff '
        '20190406_RI510_ESC_82b_82a_SIR_2C_ALN_THR_21.ome.tiff '
        '20190407_RI510_ESC_32_33_SIR_2C_ALN_THR_26.ome.tiff '
        '20190407_RI510_ESC_32_33_SIR_2C_ALN_THR_39.ome.tiff 20190407_RI510_ESC_61b_SIR_THR_18.ome.tiff '
        '20190407_RI510_ESC_61b_SIR_THR_22.ome.tiff 20190407_RI510_ESC_61b_SIR_THR_5.ome.tiff '
        '20190412_RI510_ESC_111_SIR_THR_59.ome.tiff 20190412_RI510_ESC_121a_SIR_THR_19.ome.tiff '
        '20190412_RI510_ESC_141b_SIR_THR_11.ome.tiff 20190412_RI510_ESC_141b_SIR_THR_19.ome.tiff '
        '20190412_RI510_ESC_141b_SIR_THR_26.ome.tiff 20190412_RI510_ESC_141b_SIR_THR_39.ome.tiff '
        '20191116_RI512_ESC_32_SIR_THR_40.ome.tiff 20191116_RI512_ESC_32_SIR_THR_62.ome.tiff '
        '20191116_RI512_ESC_62_SIR_THR_35.ome.tiff 20191116_RI512_ESC_81_SIR_THR_21.ome.tiff '
        '20191116_RI512_ESC_81_SIR_THR_68.ome.tiff 20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_112.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_116.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_128.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_64.ome.tiff '
        '20200304_RI510_ESC_101_102a_SIR_2C_ALN_THR_87.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_127.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_167.ome.tiff '
        '20200304_RI510_ESC_101_103_SIR_2C_ALN_THR_185.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_133.ome.tiff '
        '20200304_RI510_ESC_102b_102a_SIR_2C_ALN_THR_71.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_134.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_56.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_68.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_73.ome.tiff '
        '20200304_RI510_ESC_121b_121a_SIR_2C_ALN_THR_78.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC_TSA-CTL': (
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_25.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_61.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_111_112_SIR_2C_ALN_THR_86.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_32_SIR_THR_28.ome.tiff 20191116_RI512_ESC_TSA-CTL_32_SIR_THR_37.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_32_SIR_THR_83.ome.tiff 20191116_RI512_ESC_TSA-CTL_62_SIR_THR_32.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_62_SIR_THR_65.ome.tiff 20191116_RI512_ESC_TSA-CTL_62_SIR_THR_92.ome.tiff '
        '20191116_RI512_ESC_TSA-CTL_81_SIR_THR_6.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_31.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_51.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_101_102a_SIR_2C_ALN_THR_76.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_45.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_102b_102a_SIR_2C_ALN_THR_78.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_10.ome.tiff '
        '20200304_RI510_ESC_TSA-CTL_121b_121a_SIR_2C_ALN_THR_15.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentA/ESC_TSA': (
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_57.ome.tiff '
        '20191116_RI512_ESC_TSA_111_112_SIR_2C_ALN_THR_69.ome.tiff '
        '20191116_RI512_ESC_TSA_32_SIR_THR_17.ome.tiff 20191116_RI512_ESC_TSA_81_SIR_THR_26.ome.tiff '
        '20191116_RI512_ESC_TSA_81_SIR_THR_64.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_11.ome.tiff '
        '20200304_RI510_ESC_TSA_101_102a_SIR_2C_ALN_THR_23.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_30.ome.tiff '
        '20200304_RI510_ESC_TSA_101_103_SIR_2C_ALN_THR_41.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_32.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_36.ome.tiff '
        '20200304_RI510_ESC_TSA_102b_102a_SIR_2C_ALN_THR_5.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentB/NPC': (
        '20190122_RI510_NPC_101_102a_SIR_2C_ALN_THR_16.ome.tiff '
        '20190122_RI510_NPC_102b_102a_SIR_2C_ALN_THR_11.ome.tiff '
        '20190122_RI510_NPC_12_11_SIR_2C_ALN_THR_3.ome.tiff '
        '20190122_RI510_NPC_32_33_SIR_2C_ALN_THR_29.ome.tiff '
        '20190122_RI510_NPC_51b_51a_SIR_2C_ALN_THR_23.ome.tiff 20190122_RI510_NPC_52_SIR_THR_10.ome.tiff '
        '20190122_RI510_NPC_61a_61b_SIR_2C_ALN_THR_19.ome.tiff '
        '20190122_RI510_NPC_61a_61b_SIR_2C_ALN_THR_8.ome.tiff '
        '20190122_RI510_NPC_62_61b_SIR_2C_ALN_THR_13.ome.tiff '
        '20190122_RI510_NPC_62_61b_SIR_2C_ALN_THR_40.ome.tiff '
        '20190122_RI510_NPC_62_61b_SIR_2C_ALN_THR_7.ome.tiff '
        '20190412_RI510_NPC_112_111_SIR_2C_ALN_THR_10.ome.tiff '
        '20190412_RI510_NPC_112_111_SIR_2C_ALN_THR_41.ome.tiff '
        '20190412_RI510_NPC_112_111_SIR_2C_ALN_THR_49.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_18.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_23.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_7.ome.tiff '
        '20190421_RI510_NPC_101_103_SIR_2C_ALN_THR_8.ome.tiff '
        '20190421_RI510_NPC_121b_121a_SIR_2C_ALN_THR_3.ome.tiff '
        '20190421_RI510_NPC_121b_121a_SIR_2C_ALN_THR_36.ome.tiff '
        '20190421_RI510_NPC_121b_121a_SIR_2C_ALN_THR_54.ome.tiff '
        '20190421_RI510_NPC_141a_141b_SIR_2C_ALN_THR_15.ome.tiff '
        '20190421_RI510_NPC_141a_141b_SIR_2C_ALN_THR_21.ome.tiff 20190422_RI510_NPC_33_SIR_THR_20.ome.tiff '
        '20190422_RI510_NPC_33_SIR_THR_3.ome.tiff 20190422_RI510_NPC_33_SIR_THR_31.ome.tiff '
        '20190422_RI510_NPC_61b_SIR_THR_10.ome.tiff 20190422_RI510_NPC_61b_SIR_THR_40.ome.tiff '
        '20190422_RI510_NPC_61b_SIR_THR_46.ome.tiff 20190422_RI510_NPC_61b_SIR_THR_9.ome.tiff '
        '20190427_RI510_NPC_111_SIR_THR_21.ome.tiff 20190427_RI510_NPC_111_SIR_THR_3.ome.tiff '
        '20190427_RI510_NPC_111_SIR_THR_58.ome.tiff 20190427_RI510_NPC_111_SIR_THR_73.ome.tiff '
        '20190427_RI510_NPC_121a_SIR_THR_13.ome.tiff 20190427_RI510_NPC_121a_SIR_THR_33.ome.tiff '
        '20190427_RI510_NPC_141b_SIR_THR_48.ome.tiff 20190427_RI510_NPC_141b_SIR_THR_8.ome.tiff '
        '20190427_RI510_NPC_82a_SIR_THR_15.ome.tiff 20190427_RI510_NPC_82a_SIR_THR_17.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentC/CTCF-AID_AUX-CTL': (
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_2.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_45.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_61a_SIR_2C_ALN_THR_67.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_21.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX-CTL_61b_62_SIR_2C_ALN_THR_55.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_101_SIR_2C_ALN_THR_39.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX-CTL_102a_102b_SIR_2C_ALN_THR_54.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_34.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_51a_51b_SIR_2C_ALN_THR_61.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_15.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_4.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_121a_121b_SIR_2C_ALN_THR_68.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_4.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_13.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX-CTL_82a_81_SIR_2C_ALN_THR_42.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_33_32_SIR_2C_ALN_THR_9.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX-CTL_82a_82b_SIR_2C_ALN_THR_36.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_21.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_5.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX-CTL_21_22_SIR_2C_ALN_THR_74.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_100.ome.tiff '
        '20191025_RI512_CTCF-AID_AUX-CTL_52_51b_SIR_2C_ALN_THR_82.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_111_112_SIR_2C_ALN_THR_151.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_108.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_121.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_149.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX-CTL_141b_141a_SIR_2C_ALN_THR_89.ome.tiff'
    ),
    '/uod/idr/filesets/idr0156-szabo-tadcnd/20220614-Globus/idr0xxx-szabo-tads_ExperimentC/CTCF-AID_AUX': (
        '20190720_RI512_CTCF-AID_AUX_61b_62_SIR_2C_ALN_THR_38.ome.tiff '
        '20190720_RI512_CTCF-AID_AUX_61b_62_SIR_2C_ALN_THR_4.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_101_SIR_2C_ALN_THR_32.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_101_SIR_2C_ALN_THR_7.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_10.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_102a_102b_SIR_2C_ALN_THR_9.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_17.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_33.ome.tiff '
        '20190721_RI512_CTCF-AID_AUX_61b_61a_SIR_2C_ALN_THR_34.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_15.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_3.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_50.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_51a_51b_SIR_2C_ALN_THR_9.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_7.ome.tiff '
        '20190722_RI512_CTCF-AID_AUX_52_51b_SIR_2C_ALN_THR_82.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_5.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_22.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_121a_121b_SIR_2C_ALN_THR_40.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_48.ome.tiff '
        '20190723_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_7.ome.tiff '
        '20190728_RI512_CTCF-AID_AUX_82a_81_SIR_2C_ALN_THR_61.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_16.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_22.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_26.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_76.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_11_12_SIR_2C_ALN_THR_79.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_12.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_24.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_27.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_53.ome.tiff '
        '20190729_RI512_CTCF-AID_AUX_82a_82b_SIR_2C_ALN_THR_56.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_14.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_21_22_SIR_2C_ALN_THR_47.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_33_32_SIR_2C_ALN_THR_10.ome.tiff '
        '20190730_RI512_CTCF-AID_AUX_33_32_SIR_2C_ALN_THR_40.ome.tiff '
        '20191026_RI512_CTCF-AID_AUX_103_101_SIR_2C_ALN_THR_32.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_105.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_111_112_SIR_2C_ALN_THR_76.ome.tiff '
        '20191028_RI512_CTCF-AID_AUX_141b_141a_SIR_2C_ALN_THR_91.ome.tiff'
    ),
}

CLARK_STACKS = {
    '': (
        '/bia-idr/S-BIAD582/22_cadm_tll514-cad546-fkh594-wglacZ647/stacks/6c_22_cadm_tll514-cad546-fkh594-wglacZ647_026.tif '
        '/bia-idr/S-BIAD582/25_cadm_wglacZ488-opa546-cad594-D647/stacks/5-1a_25_cadm_wglacZ488-opa546-cad594-D647_019.tif '
        '/bia-idr/S-BIAD582/25_cadm_wglacZ488-opa546-cad594-D647/stacks/5-4a_25_cadm_wglacZ488-opa546-cad594-D647_001.tif '
        '/bia-idr/S-BIAD582/26_cadm_wglacZ488-cad546-D647/stacks/5-5a_26_cadm_wglacZ488-cad546-D647_013.tif '
        '/bia-idr/S-BIAD582/26_cadm_wglacZ488-cad546-D647/stacks/8-1c_26_cadm_wglacZ488-cad546-D647_019.tif '
        '/bia-idr/S-BIAD582/27_cadmz_tll514-cad546-fkh594-wglacZ647/stacks/7a_27_cadmz_tll514-cad546-fkh594-wglacZ647_025.tif '
        '/bia-idr/S-BIAD582/31_cadmz_wglacZ488-fkh546/stacks/5-3b_31_cadmz_wglacZ488-fkh546_019.tif '
        '/bia-idr/S-BIAD582/31_cadmz_wglacZ488-fkh546/stacks/5-4b_31_cadmz_wglacZ488-fkh546_008.tif '
        '/bia-idr/S-BIAD582/52_tor_wg488-cad546-D594-opa647/stacks/5-5a_52_tor_wg488-cad546-D594-opa647_003.tif'
    ),
    '/bia-idr/S-BIAD582/01_wt_Dprotein555-TL/stacks': (
        '5-1c_01_wt_Dprotein555-TL_002.tif 5-2a_01_wt_Dprotein555-TL_005.tif '
        '5-2b_01_wt_Dprotein555-TL_003.tif 5-4a_01_wt_Dprotein555-TL_010.tif 6c_01_wt_Dprotein555-TL_011.tif'
    ),
    '/bia-idr/S-BIAD582/02_wt_Dprotein555-TL/stacks': (
        '5-1a_02_wt_Dprotein555-TL_013.tif 5-2a_02_wt_Dprotein555-TL_012.tif '
        '5-2c_02_wt_Dprotein555-TL_004.tif 5-3b_02_wt_Dprotein555-TL_005.tif '
        '5-4a_02_wt_Dprotein555-TL_002.tif 6a_02_wt_Dprotein555-TL_015.tif 6b_02_wt_Dprotein555-TL_010.tif '
        '6c_02_wt_Dprotein555-TL_003.tif'
    ),
    '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/stacks': (
        '4-3a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_032.tif '
        '5-1d_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_024.tif '
        '5-3b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_002.tif '
        '5-4b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_018.tif '
        '5-4e_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_003.tif '
        '6c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_014.tif '
        '7a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_015.tif'
    ),
    '/bia-idr/S-BIAD582/04_wt_TLLprotein488-wg514-eve546-tll647/stacks': (
        '5-1b_04_wt_TLLprotein488-wg514-eve546-tll647_033.tif '
        '5-2b_04_wt_TLLprotein488-wg514-eve546-tll647_032.tif '
        '5-4b_04_wt_TLLprotein488-wg514-eve546-tll647_003.tif '
        '6b_04_wt_TLLprotein488-wg514-eve546-tll647_016.tif'
    ),
    '/bia-idr/S-BIAD582/05_wt_wg488-opa546-cadintron594-OPAprotein647/stacks': (
        '5-3a_05_wt_wg488-opa546-cadintron594-OPAprotein647_011.tif '
        '5-4a_05_wt_wg488-opa546-cadintron594-OPAprotein647_008_closeup.tif '
        '5-5_05_wt_wg488-opa546-cadintron594-OPAprotein647_017_closeup.tif '
        '5-5a_05_wt_wg488-opa546-cadintron594-OPAprotein647_012.tif '
        '6a_05_wt_wg488-opa546-cadintron594-OPAprotein647_013.tif '
        '6b_05_wt_wg488-opa546-cadintron594-OPAprotein647_015.tif '
        '6c_05_wt_wg488-opa546-cadintron594-OPAprotein647_005.tif '
        '6c_05_wt_wg488-opa546-cadintron594-OPAprotein647_006_closeup.tif '
        '6d_05_wt_wg488-opa546-cadintron594-OPAprotein647_004.tif '
        '7a_05_wt_wg488-opa546-cadintron594-OPAprotein647_020.tif'
    ),
    '/bia-idr/S-BIAD582/06_wt_apt488-en546-wg594-cad647/stacks': (
        '5-5a_06_wt_apt488-en546-wg594-cad647_038.tif 5-5b_06_wt_apt488-en546-wg594-cad647_028.tif '
        '6a_06_wt_apt488-en546-wg594-cad647_040.tif 6b_06_wt_apt488-en546-wg594-cad647_035.tif '
        '6c_06_wt_apt488-en546-wg594-cad647_042.tif 7a_06_wt_apt488-en546-wg594-cad647_036.tif'
    ),
    '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/stacks': (
        '5-4b_07_wt_D488-cad546-stg594-wg647_011.tif 5-4c_07_wt_D488-cad546-stg594-wg647_016.tif '
        '5-4d_07_wt_D488-cad546-stg594-wg647_001.tif 5-5b_07_wt_D488-cad546-stg594-wg647_005.tif '
        '7a_07_wt_D488-cad546-stg594-wg647_008.tif'
    ),
    '/bia-idr/S-BIAD582/08_wt_D488-gt546-eve647/stacks': (
        '4-3b_08_wt_D488-gt546-eve647_008.tif 4-4a_08_wt_D488-gt546-eve647_004.tif '
        '5-2a_08_wt_D488-gt546-eve647_003.tif 5-2d_08_wt_D488-gt546-eve647_017.tif '
        '5-3c_08_wt_D488-gt546-eve647_019.tif 5-5a_08_wt_D488-gt546-eve647_002.tif '
        '5-5b_08_wt_D488-gt546-eve647_001.tif 5-5d_08_wt_D488-gt546-eve647_013.tif '
        '5-5e_08_wt_D488-gt546-eve647_012.tif'
    ),
    '/bia-idr/S-BIAD582/09_wt_D488-gt546-kni5946-eve647/stacks': (
        '5-1b_09_wt_D488-gt546-kni5946-eve647_012.tif 5-1c_09_wt_D488-gt546-kni5946-eve647_005.tif '
        '5-1d_09_wt_D488-gt546-kni5946-eve647_006.tif 5-3a_09_wt_D488-gt546-kni5946-eve647_017.tif '
        '5-4a_09_wt_D488-gt546-kni5946-eve647_018.tif 5-4b_09_wt_D488-gt546-kni5946-eve647_011.tif '
        '5-5a_09_wt_D488-gt546-kni5946-eve647_008.tif 5-5b_09_wt_D488-gt546-kni5946-eve647_010.tif '
        '6b_09_wt_D488-gt546-kni5946-eve647_015.tif'
    ),
    '/bia-idr/S-BIAD582/10_wt_odd488-slp546-prd594-eve647/stacks': (
        '10a_10_wt_odd488-slp546-prd594-eve647_024_closeup.tif '
        '11-2a_10_wt_odd488-slp546-prd594-eve647_008_closeup.tif '
        '11-2b_10_wt_odd488-slp546-prd594-eve647_014_closeup.tif '
        '6a_10_wt_odd488-slp546-prd594-eve647_019.tif 8-1c_10_wt_odd488-slp546-prd594-eve647_006_closeup.tif '
        '8-4a_10_wt_odd488-slp546-prd594-eve647_011.tif '
        '8-4c_10_wt_odd488-slp546-prd594-eve647_016_closeup.tif 9a_10_wt_odd488-slp546-prd594-eve647_009.tif'
    ),
    '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/stacks': (
        '2a_11_wt_tll488-cic546-hkb594-cad647_006.tif 4-3a_11_wt_tll488-cic546-hkb594-cad647_025.tif '
        '4-4e_11_wt_tll488-cic546-hkb594-cad647_017.tif 5-1a_11_wt_tll488-cic546-hkb594-cad647_019.tif '
        '5-3b_11_wt_tll488-cic546-hkb594-cad647_002.tif 5-5a_11_wt_tll488-cic546-hkb594-cad647_029.tif '
        '6a_11_wt_tll488-cic546-hkb594-cad647_008.tif 7a_11_wt_tll488-cic546-hkb594-cad647_030.tif'
    ),
    '/bia-idr/S-BIAD582/12_wt_tll488-D546-cad594-opa647/stacks': (
        '4-4a_12_wt_tll488-D546-cad594-opa647_015.tif 4-4b_12_wt_tll488-D546-cad594-opa647_002.tif '
        '4-4g_12_wt_tll488-D546-cad594-opa647_018.tif 5-2a_12_wt_tll488-D546-cad594-opa647_005.tif '
        '5-2d_12_wt_tll488-D546-cad594-opa647_013.tif 5-5c_12_wt_tll488-D546-cad594-opa647_008.tif'
    ),
    '/bia-idr/S-BIAD582/13_wt_tll488-wg546-cad594-hkb647/stacks': (
        '2a_13_wt_tll488-wg546-cad594-hkb647_029.tif 2b_13_wt_tll488-wg546-cad594-hkb647_003.tif '
        '4-1c_13_wt_tll488-wg546-cad594-hkb647_022.tif 4-2a_13_wt_tll488-wg546-cad594-hkb647_011.tif '
        '4-3a_13_wt_tll488-wg546-cad594-hkb647_043.tif 4-3e_13_wt_tll488-wg546-cad594-hkb647_017.tif '
        '4-3g_13_wt_tll488-wg546-cad594-hkb647_021.tif 4-4a_13_wt_tll488-wg546-cad594-hkb647_004.tif '
        '4-4b_13_wt_tll488-wg546-cad594-hkb647_006.tif 4-4e_13_wt_tll488-wg546-cad594-hkb647_026.tif '
        '5-2b_13_wt_tll488-wg546-cad594-hkb647_040.tif 5-3c_13_wt_tll488-wg546-cad594-hkb647_038.tif '
        '5-3d_13_wt_tll488-wg546-cad594-hkb647_037.tif 5-4a_13_wt_tll488-wg546-cad594-hkb647_027.tif '
        '5-4b_13_wt_tll488-wg546-cad594-hkb647_035.tif 5-5c_13_wt_tll488-wg546-cad594-hkb647_018.tif'
    ),
    '/bia-idr/S-BIAD582/14_wt_tll514-cad546-fkh594-wglacZ647/stacks': (
        '5-4c_14_wt_tll514-cad546-fkh594-wglacZ647_009.tif 5-4d_14_wt_tll514-cad546-fkh594-wglacZ647_010.tif '
        '5-5a_14_wt_tll514-cad546-fkh594-wglacZ647_008.tif 6b_14_wt_tll514-cad546-fkh594-wglacZ647_007.tif '
        '6c_14_wt_tll514-cad546-fkh594-wglacZ647_003.tif 6d_14_wt_tll514-cad546-fkh594-wglacZ647_011.tif'
    ),
    '/bia-idr/S-BIAD582/15_wt_tll514-hkb546-fkh594-wglacZ647/stacks': (
        '4-4a_15_wt_tll514-hkb546-fkh594-wglacZ647_019.tif 4-4c_15_wt_tll514-hkb546-fkh594-wglacZ647_017.tif '
        '5-2b_15_wt_tll514-hkb546-fkh594-wglacZ647_021.tif 5-2c_15_wt_tll514-hkb546-fkh594-wglacZ647_003.tif '
        '5-4c_15_wt_tll514-hkb546-fkh594-wglacZ647_014.tif 5-5b_15_wt_tll514-hkb546-fkh594-wglacZ647_016.tif '
        '5-5c_15_wt_tll514-hkb546-fkh594-wglacZ647_011.tif 6b_15_wt_tll514-hkb546-fkh594-wglacZ647_010.tif'
    ),
    '/bia-idr/S-BIAD582/16_wt_wg488-D546-cad594-opa647/stacks': (
        '2a_16_wt_wg488-D546-cad594-opa647_001.tif 4-1b_16_wt_wg488-D546-cad594-opa647_007.tif '
        '4-3a_16_wt_wg488-D546-cad594-opa647_010.tif 4-3b_16_wt_wg488-D546-cad594-opa647_008.tif '
        '4-4c_16_wt_wg488-D546-cad594-opa647_005.tif 5-1a_16_wt_wg488-D546-cad594-opa647_006.tif'
    ),
    '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/stacks': (
        '5-2c_17_wt_wg488-D546-Mef2594-msh647-TL_008.tif 5-3a_17_wt_wg488-D546-Mef2594-msh647-TL_002.tif '
        '5-3d_17_wt_wg488-D546-Mef2594-msh647-TL_005.tif 5-4a_17_wt_wg488-D546-Mef2594-msh647-TL_013.tif '
        '5-5b_17_wt_wg488-D546-Mef2594-msh647-TL_001.tif'
    ),
    '/bia-idr/S-BIAD582/18_wt_wg488-en546-slp594-odd647/stacks': (
        '10c_18_wt_wg488-en546-slp594-odd647_011_closeup.tif 10d_18_wt_wg488-en546-slp594-odd647_010.tif '
        '11-1b_18_wt_wg488-en546-slp594-odd647_009_closeup.tif 11-1c_18_wt_wg488-en546-slp594-odd647_001.tif '
        '11-1e_18_wt_wg488-en546-slp594-odd647_014.tif 11-2a_18_wt_wg488-en546-slp594-odd647_026.tif '
        '6b_18_wt_wg488-en546-slp594-odd647_017.tif 8-2b_18_wt_wg488-en546-slp594-odd647_021.tif '
        '8-2d_18_wt_wg488-en546-slp594-odd647_006_closeup.tif '
        '8-2e_18_wt_wg488-en546-slp594-odd647_016_closeup.tif '
        '8-2f_18_wt_wg488-en546-slp594-odd647_023_closeup.tif 8-3a_18_wt_wg488-en546-slp594-odd647_028.tif '
        '9a_18_wt_wg488-en546-slp594-odd647_025.tif'
    ),
    '/bia-idr/S-BIAD582/19_wt_wg488-fog546-fkh594-ftz647/stacks': (
        '5-3b_19_wt_wg488-fog546-fkh594-ftz647_016.tif 5-4a_19_wt_wg488-fog546-fkh594-ftz647_001.tif '
        '5-5c_19_wt_wg488-fog546-fkh594-ftz647_002.tif 6c_19_wt_wg488-fog546-fkh594-ftz647_004.tif '
        '8-1b_19_wt_wg488-fog546-fkh594-ftz647_008.tif'
    ),
    '/bia-idr/S-BIAD582/20_wt_wg488-opa546-cad594-D647/stacks': (
        '12a_20_wt_wg488-opa546-cad594-D647_010.tif 5-4b_20_wt_wg488-opa546-cad594-D647_001.tif '
        '6b_20_wt_wg488-opa546-cad594-D647_008.tif 6b_20_wt_wg488-opa546-cad594-D647_008_closeup.tif '
        '6d_20_wt_wg488-opa546-cad594-D647_016.tif 6e_20_wt_wg488-opa546-cad594-D647_017.tif '
        '8-3a_20_wt_wg488-opa546-cad594-D647_014.tif'
    ),
    '/bia-idr/S-BIAD582/21_wt_wg488-wgintron546-cad594-cadintron647/stacks': (
        '5-3a_21_wt_wg488-wgintron546-cad594-cadintron647_010.tif '
        '5-3b_21_wt_wg488-wgintron546-cad594-cadintron647_005.tif '
        '5-5c_21_wt_wg488-wgintron546-cad594-cadintron647_006.tif '
        '5-5e_21_wt_wg488-wgintron546-cad594-cadintron647_021.tif '
        '5-5f_21_wt_wg488-wgintron546-cad594-cadintron647_001.tif '
        '5-5f_21_wt_wg488-wgintron546-cad594-cadintron647_002_closeup.tif '
        '6d_21_wt_wg488-wgintron546-cad594-cadintron647_013.tif'
    ),
    '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/stacks': (
        '4-4e_28_cadmz_tll514-hkb546-fkh594-wglacZ647_062.tif '
        '4-4f_28_cadmz_tll514-hkb546-fkh594-wglacZ647_068.tif '
        '5-1a_28_cadmz_tll514-hkb546-fkh594-wglacZ647_052.tif '
        '5-1b_28_cadmz_tll514-hkb546-fkh594-wglacZ647_060.tif '
        '5-3a_28_cadmz_tll514-hkb546-fkh594-wglacZ647_061.tif '
        '5-4a_28_cadmz_tll514-hkb546-fkh594-wglacZ647_066.tif '
        '5-4b_28_cadmz_tll514-hkb546-fkh594-wglacZ647_047.tif'
    ),
    '/bia-idr/S-BIAD582/29_cadmz_wglacZ488-D546-Mef2594-msh647-TL/stacks': (
        '5-1a_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_005.tif '
        '5-3a_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_011.tif '
        '5-4c_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_001.tif '
        '5-5b_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_010.tif '
        '6b_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_003.tif'
    ),
    '/bia-idr/S-BIAD582/30_cadmz_wglacZ488-cad546-D647/stacks': (
        '5-1a_30_cadmz_wglacZ488-cad546-D647_017.tif 5-5a_30_cadmz_wglacZ488-cad546-D647_020.tif '
        '8-2a_30_cadmz_wglacZ488-cad546-D647_003.tif'
    ),
    '/bia-idr/S-BIAD582/32_cadmz_wglacZ488-hkb546-stg594-tll647/stacks': (
        '4-4d_32_cadmz_wglacZ488-hkb546-stg594-tll647_027.tif '
        '5-1a_32_cadmz_wglacZ488-hkb546-stg594-tll647_028.tif '
        '5-3a_32_cadmz_wglacZ488-hkb546-stg594-tll647_003.tif '
        '5-5c_32_cadmz_wglacZ488-hkb546-stg594-tll647_017.tif '
        '5-5d_32_cadmz_wglacZ488-hkb546-stg594-tll647_021.tif '
        '8-1a_32_cadmz_wglacZ488-hkb546-stg594-tll647_034.tif'
    ),
    '/bia-idr/S-BIAD582/33_cadmz_wglacZ488-opa546-cad594-D647/stacks': (
        '4-4a_33_cadmz_wglacZ488-opa546-cad594-D647_018.tif '
        '5-1a_33_cadmz_wglacZ488-opa546-cad594-D647_004.tif '
        '5-3a_33_cadmz_wglacZ488-opa546-cad594-D647_003.tif '
        '5-5a_33_cadmz_wglacZ488-opa546-cad594-D647_006.tif 6a_33_cadmz_wglacZ488-opa546-cad594-D647_022.tif'
    ),
    '/bia-idr/S-BIAD582/34_cadz_opa514-cad546-D594-wglacZ647/stacks': (
        '7b_34_cadz_opa514-cad546-D594-wglacZ647_054.tif 8-1a_34_cadz_opa514-cad546-D594-wglacZ647_047.tif '
        '8-3b_34_cadz_opa514-cad546-D594-wglacZ647_052.tif'
    ),
    '/bia-idr/S-BIAD582/35_cadz_wglacZ488-opa546-cad594-D647/stacks': (
        '5-4a_35_cadz_wglacZ488-opa546-cad594-D647_008.tif 5-5a_35_cadz_wglacZ488-opa546-cad594-D647_004.tif '
        '6a_35_cadz_wglacZ488-opa546-cad594-D647_006.tif 6b_35_cadz_wglacZ488-opa546-cad594-D647_007.tif'
    ),
    '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/stacks': (
        '5-4b_36_D_wglacZ488-opa546-cad594-D647_010.tif 5-4c_36_D_wglacZ488-opa546-cad594-D647_012.tif '
        '5-5d_36_D_wglacZ488-opa546-cad594-D647_015.tif 5-5g_36_D_wglacZ488-opa546-cad594-D647_004.tif '
        '6a_36_D_wglacZ488-opa546-cad594-D647_013.tif 6b_36_D_wglacZ488-opa546-cad594-D647_021.tif'
    ),
    '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/stacks': (
        '5-3a_37_fkh_wglacZ488-opa546-cad594-D647_031.tif 5-5c_37_fkh_wglacZ488-opa546-cad594-D647_012.tif '
        '5-5d_37_fkh_wglacZ488-opa546-cad594-D647_044.tif 5-5f_37_fkh_wglacZ488-opa546-cad594-D647_042.tif '
        '6d_37_fkh_wglacZ488-opa546-cad594-D647_041.tif 7a_37_fkh_wglacZ488-opa546-cad594-D647_015.tif '
        '8-2b_37_fkh_wglacZ488-opa546-cad594-D647_034.tif 8-2c_37_fkh_wglacZ488-opa546-cad594-D647_004.tif '
        '8-2e_37_fkh_wglacZ488-opa546-cad594-D647_026.tif'
    ),
    '/bia-idr/S-BIAD582/38_hkb_tll514-cad546-fkh594-wglacZ647/stacks': (
        '5-4b_38_hkb_tll514-cad546-fkh594-wglacZ647_018.tif '
        '5-4c_38_hkb_tll514-cad546-fkh594-wglacZ647_022.tif '
        '5-5b_38_hkb_tll514-cad546-fkh594-wglacZ647_015.tif '
        '5-5c_38_hkb_tll514-cad546-fkh594-wglacZ647_021.tif 6b_38_hkb_tll514-cad546-fkh594-wglacZ647_016.tif'
    ),
    '/bia-idr/S-BIAD582/39_hkb_tll514-hkb546-fkh594-wglacZ647/stacks': (
        '5-2a_39_hkb_tll514-hkb546-fkh594-wglacZ647_035.tif '
        '5-2b_39_hkb_tll514-hkb546-fkh594-wglacZ647_036.tif '
        '5-3a_39_hkb_tll514-hkb546-fkh594-wglacZ647_024.tif '
        '5-4b_39_hkb_tll514-hkb546-fkh594-wglacZ647_029.tif 6a_39_hkb_tll514-hkb546-fkh594-wglacZ647_026.tif '
        '6c_39_hkb_tll514-hkb546-fkh594-wglacZ647_034.tif 6d_39_hkb_tll514-hkb546-fkh594-wglacZ647_044.tif'
    ),
    '/bia-idr/S-BIAD582/40_hkb_tlllacZ488-D546-cad594-opa647/stacks': (
        '4-4a_40_hkb_tlllacZ488-D546-cad594-opa647_001.tif 5-3a_40_hkb_tlllacZ488-D546-cad594-opa647_016.tif '
        '5-3c_40_hkb_tlllacZ488-D546-cad594-opa647_017.tif 5-5a_40_hkb_tlllacZ488-D546-cad594-opa647_011.tif '
        '5-5c_40_hkb_tlllacZ488-D546-cad594-opa647_014.tif 5-5g_40_hkb_tlllacZ488-D546-cad594-opa647_006.tif '
        '5-5h_40_hkb_tlllacZ488-D546-cad594-opa647_008.tif 6b_40_hkb_tlllacZ488-D546-cad594-opa647_018.tif '
        '7a_40_hkb_tlllacZ488-D546-cad594-opa647_002.tif'
    ),
    '/bia-idr/S-BIAD582/41_hkb_tlllacZ488-D546-cad594-opa647/stacks': (
        '4-3a_41_hkb_tlllacZ488-D546-cad594-opa647_010.tif 5-3a_41_hkb_tlllacZ488-D546-cad594-opa647_011.tif '
        '5-3b_41_hkb_tlllacZ488-D546-cad594-opa647_014.tif'
    ),
    '/bia-idr/S-BIAD582/42_hkb_wglacZ488-opa546-cad594-D647/stacks': (
        '5-2a_42_hkb_wglacZ488-opa546-cad594-D647_014.tif 5-3b_42_hkb_wglacZ488-opa546-cad594-D647_006.tif '
        '5-4a_42_hkb_wglacZ488-opa546-cad594-D647_008.tif 5-5b_42_hkb_wglacZ488-opa546-cad594-D647_016.tif '
        '6b_42_hkb_wglacZ488-opa546-cad594-D647_004.tif 6c_42_hkb_wglacZ488-opa546-cad594-D647_007.tif'
    ),
    '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/stacks': (
        '5-5b_43_opa_wg488-opa546-cad594-D647_003.tif 5-5f_43_opa_wg488-opa546-cad594-D647_014.tif '
        '5-5h_43_opa_wg488-opa546-cad594-D647_009.tif 5-5j_43_opa_wg488-opa546-cad594-D647_013.tif '
        '6a_43_opa_wg488-opa546-cad594-D647_019.tif 7a_43_opa_wg488-opa546-cad594-D647_004.tif '
        '8-1b_43_opa_wg488-opa546-cad594-D647_017.tif 8-1c_43_opa_wg488-opa546-cad594-D647_002.tif '
        '8-3a_43_opa_wg488-opa546-cad594-D647_018.tif'
    ),
    '/bia-idr/S-BIAD582/44_tll_hkb514-cad546-fkh594-wglacZ647/stacks': (
        '5-4a_44_tll_hkb514-cad546-fkh594-wglacZ647_043.tif 6b_44_tll_hkb514-cad546-fkh594-wglacZ647_040.tif '
        '6c_44_tll_hkb514-cad546-fkh594-wglacZ647_035.tif'
    ),
    '/bia-idr/S-BIAD582/45_tll_opa488-DlacZ546-hkb594-cad647/stacks': (
        '4-4c_45_tll_opa488-DlacZ546-hkb594-cad647_013.tif 5-4a_45_tll_opa488-DlacZ546-hkb594-cad647_012.tif '
        '5-5b_45_tll_opa488-DlacZ546-hkb594-cad647_008.tif 7a_45_tll_opa488-DlacZ546-hkb594-cad647_015.tif'
    ),
    '/bia-idr/S-BIAD582/46_tll_opa488-DlacZ546-hkb594-cad647/stacks': (
        '5-4a_46_tll_opa488-DlacZ546-hkb594-cad647_007.tif 5-5a_46_tll_opa488-DlacZ546-hkb594-cad647_006.tif '
        '5-5b_46_tll_opa488-DlacZ546-hkb594-cad647_003.tif'
    ),
    '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/stacks': (
        '5-3a_47_tll_opa488-fkh546-D594-cadtll647_012.tif '
        '5-3a_47_tll_opa488-fkh546-D594-cadtll647_013_closeup.tif '
        '5-4b_47_tll_opa488-fkh546-D594-cadtll647_007.tif '
        '5-5b_47_tll_opa488-fkh546-D594-cadtll647_022_closeup.tif '
        '6b_47_tll_opa488-fkh546-D594-cadtll647_017.tif '
        '6d_47_tll_opa488-fkh546-D594-cadtll647_006_closeup.tif'
    ),
    '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/stacks': (
        '5-2a_48_tll_tll488-cad546-wg594_008.tif 5-5d_48_tll_tll488-cad546-wg594_011.tif '
        '8-1a_48_tll_tll488-cad546-wg594_012.tif 8-1b_48_tll_tll488-cad546-wg594_009.tif '
        '8-2a_48_tll_tll488-cad546-wg594_004.tif 8-2b_48_tll_tll488-cad546-wg594_018.tif '
        '8-3a_48_tll_tll488-cad546-wg594_013.tif'
    ),
    '/bia-idr/S-BIAD582/50_tll_wglacZ488-opa546-cad594-D647/stacks': (
        '5-3b_50_tll_wglacZ488-opa546-cad594-D647_010.tif 5-4a_50_tll_wglacZ488-opa546-cad594-D647_007.tif '
        '5-5b_50_tll_wglacZ488-opa546-cad594-D647_015.tif 6a_50_tll_wglacZ488-opa546-cad594-D647_011.tif '
        '6e_50_tll_wglacZ488-opa546-cad594-D647_003.tif'
    ),
    '/bia-idr/S-BIAD582/51_tllopa_wgtll488-opa546-cad594-D647/stacks': (
        '5-4a_51_tllopa_wgtll488-opa546-cad594-D647_001.tif '
        '5-4d_51_tllopa_wgtll488-opa546-cad594-D647_005.tif '
        '5-5a_51_tllopa_wgtll488-opa546-cad594-D647_010.tif 6c_51_tllopa_wgtll488-opa546-cad594-D647_011.tif '
        '7b_51_tllopa_wgtll488-opa546-cad594-D647_008.tif 8b_51_tllopa_wgtll488-opa546-cad594-D647_006.tif '
        '8c_51_tllopa_wgtll488-opa546-cad594-D647_009.tif'
    ),
    '/bia-idr/S-BIAD582/53_tor_wglacZ488-opa546-cad594-D647/stacks': (
        '5-4c_53_tor_wglacZ488-opa546-cad594-D647_001.tif 5-5a_53_tor_wglacZ488-opa546-cad594-D647_004.tif '
        '5-5b_53_tor_wglacZ488-opa546-cad594-D647_002.tif 6c_53_tor_wglacZ488-opa546-cad594-D647_018.tif '
        '6d_53_tor_wglacZ488-opa546-cad594-D647_024.tif 7a_53_tor_wglacZ488-opa546-cad594-D647_022.tif '
        '7b_53_tor_wglacZ488-opa546-cad594-D647_021.tif 8c_53_tor_wglacZ488-opa546-cad594-D647_023.tif'
    ),
    '/bia-idr/S-BIAD582/54_wg_D488-cad546-wglacZ594-opa647/stacks': (
        '6b_54_wg_D488-cad546-wglacZ594-opa647_010.tif 6c_54_wg_D488-cad546-wglacZ594-opa647_009.tif '
        '6d_54_wg_D488-cad546-wglacZ594-opa647_005.tif'
    ),
}

CLARK_STACKS_OTHER = {
    '': (
        '/bia-idr/S-BIAD582/01_wt_Dprotein555-TL/overlays/5-1a_01_wt_Dprotein555-TL_004_overlay.tif',
        '/bia-idr/S-BIAD582/01_wt_Dprotein555-TL/overlays/5-1c_01_wt_Dprotein555-TL_002_overlay.tif',
        '/bia-idr/S-BIAD582/01_wt_Dprotein555-TL/shell_avgs/6a_01_wt_Dprotein555-TL_008_shellavg.tif',
        '/bia-idr/S-BIAD582/02_wt_Dprotein555-TL/mps/6b_02_wt_Dprotein555-TL_010_mp.tif',
        '/bia-idr/S-BIAD582/02_wt_Dprotein555-TL/mps/6c_02_wt_Dprotein555-TL_003_mp.tif',
        '/bia-idr/S-BIAD582/02_wt_Dprotein555-TL/raw_mps/5-2c_02_wt_Dprotein555-TL_004_rawmp.tif',
        '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/mps/4-3b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_022_mp.tif',
        '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/mps/5-1c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_013_mp.tif',
        '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/raw_mps/5-3a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_004_rawmp.tif',
        '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/shell_avgs/5-3c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_006_shellavg.tif',
        '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/shell_avgs/6c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_014_shellavg.tif',
        '/bia-idr/S-BIAD582/04_wt_TLLprotein488-wg514-eve546-tll647/overlays/5-2b_04_wt_TLLprotein488-wg514-eve546-tll647_032_overlay.tif',
        '/bia-idr/S-BIAD582/05_wt_wg488-opa546-cadintron594-OPAprotein647/mps/5-4a_05_wt_wg488-opa546-cadintron594-OPAprotein647_008_closeup_mp.tif',
        '/bia-idr/S-BIAD582/05_wt_wg488-opa546-cadintron594-OPAprotein647/raw_mps/5-4a_05_wt_wg488-opa546-cadintron594-OPAprotein647_007_rawmp.tif',
        '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/mps/5-5e_07_wt_D488-cad546-stg594-wg647_002_mp.tif',
        '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/overlays/8-1a_07_wt_D488-cad546-stg594-wg647_015_overlay.tif',
        '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/overlays/8-1c_07_wt_D488-cad546-stg594-wg647_018_overlay.tif',
        '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/raw_mps/5-4c_07_wt_D488-cad546-stg594-wg647_016_rawmp.tif',
        '/bia-idr/S-BIAD582/08_wt_D488-gt546-eve647/overlays/5-2a_08_wt_D488-gt546-eve647_003_overlay.tif',
        '/bia-idr/S-BIAD582/09_wt_D488-gt546-kni5946-eve647/mps/5-3a_09_wt_D488-gt546-kni5946-eve647_017_mp.tif',
        '/bia-idr/S-BIAD582/09_wt_D488-gt546-kni5946-eve647/overlays/5-1b_09_wt_D488-gt546-kni5946-eve647_012_overlay.tif',
        '/bia-idr/S-BIAD582/09_wt_D488-gt546-kni5946-eve647/raw_mps/4-4a_09_wt_D488-gt546-kni5946-eve647_014_rawmp.tif',
        '/bia-idr/S-BIAD582/10_wt_odd488-slp546-prd594-eve647/overlays/8-1c_10_wt_odd488-slp546-prd594-eve647_006_closeup_overlay.tif',
        '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/mps/4-3e_11_wt_tll488-cic546-hkb594-cad647_005_mp.tif',
        '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/mps/4-4d_11_wt_tll488-cic546-hkb594-cad647_001_mp.tif',
        '/bia-idr/S-BIAD582/12_wt_tll488-D546-cad594-opa647/mps/4-4g_12_wt_tll488-D546-cad594-opa647_018_mp.tif',
        '/bia-idr/S-BIAD582/12_wt_tll488-D546-cad594-opa647/mps/5-2d_12_wt_tll488-D546-cad594-opa647_013_mp.tif',
        '/bia-idr/S-BIAD582/12_wt_tll488-D546-cad594-opa647/raw_mps/5-1a_12_wt_tll488-D546-cad594-opa647_009_rawmp.tif',
        '/bia-idr/S-BIAD582/13_wt_tll488-wg546-cad594-hkb647/overlays/5-3d_13_wt_tll488-wg546-cad594-hkb647_037_overlay.tif',
        '/bia-idr/S-BIAD582/14_wt_tll514-cad546-fkh594-wglacZ647/mps/5-4b_14_wt_tll514-cad546-fkh594-wglacZ647_002_mp.tif',
        '/bia-idr/S-BIAD582/14_wt_tll514-cad546-fkh594-wglacZ647/overlays/5-5a_14_wt_tll514-cad546-fkh594-wglacZ647_008_overlay.tif',
        '/bia-idr/S-BIAD582/14_wt_tll514-cad546-fkh594-wglacZ647/raw_mps/5-5c_14_wt_tll514-cad546-fkh594-wglacZ647_004_rawmp.tif',
        '/bia-idr/S-BIAD582/15_wt_tll514-hkb546-fkh594-wglacZ647/mps/5-1a_15_wt_tll514-hkb546-fkh594-wglacZ647_020_mp.tif',
        '/bia-idr/S-BIAD582/16_wt_wg488-D546-cad594-opa647/mps/4-2a_16_wt_wg488-D546-cad594-opa647_012_mp.tif',
        '/bia-idr/S-BIAD582/16_wt_wg488-D546-cad594-opa647/raw_mps/4-1b_16_wt_wg488-D546-cad594-opa647_007_rawmp.tif',
        '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/overlays/5-2b_17_wt_wg488-D546-Mef2594-msh647-TL_010_overlay.tif',
        '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/overlays/5-3d_17_wt_wg488-D546-Mef2594-msh647-TL_005_overlay.tif',
        '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/raw_mps/4-4a_17_wt_wg488-D546-Mef2594-msh647-TL_004_rawmp.tif',
        '/bia-idr/S-BIAD582/18_wt_wg488-en546-slp594-odd647/overlays/10a_18_wt_wg488-en546-slp594-odd647_019_overlay.tif',
        '/bia-idr/S-BIAD582/18_wt_wg488-en546-slp594-odd647/raw_mps/10d_18_wt_wg488-en546-slp594-odd647_010_closeup_rawmp.tif',
        '/bia-idr/S-BIAD582/18_wt_wg488-en546-slp594-odd647/raw_mps/8-2e_18_wt_wg488-en546-slp594-odd647_016_rawmp.tif',
        '/bia-idr/S-BIAD582/19_wt_wg488-fog546-fkh594-ftz647/overlays/5-3b_19_wt_wg488-fog546-fkh594-ftz647_016_overlay.tif',
        '/bia-idr/S-BIAD582/19_wt_wg488-fog546-fkh594-ftz647/overlays/7a_19_wt_wg488-fog546-fkh594-ftz647_014_overlay.tif',
        '/bia-idr/S-BIAD582/19_wt_wg488-fog546-fkh594-ftz647/raw_mps/5-5b_19_wt_wg488-fog546-fkh594-ftz647_013_rawmp.tif',
        '/bia-idr/S-BIAD582/21_wt_wg488-wgintron546-cad594-cadintron647/overlays/6a_21_wt_wg488-wgintron546-cad594-cadintron647_003_overlay.tif',
        '/bia-idr/S-BIAD582/21_wt_wg488-wgintron546-cad594-cadintron647/overlays/6c_21_wt_wg488-wgintron546-cad594-cadintron647_022_overlay.tif',
        '/bia-idr/S-BIAD582/21_wt_wg488-wgintron546-cad594-cadintron647/raw_mps/6c_21_wt_wg488-wgintron546-cad594-cadintron647_022_rawmp.tif',
        '/bia-idr/S-BIAD582/22_cadm_tll514-cad546-fkh594-wglacZ647/mps/6a_22_cadm_tll514-cad546-fkh594-wglacZ647_030_mp.tif',
        '/bia-idr/S-BIAD582/23_cadm_wglacZ488-fkh546/mps/6a_23_cadm_wglacZ488-fkh546_018_mp.tif',
        '/bia-idr/S-BIAD582/24_cadm_wglacZ488-hkb546-stg594-tll647/overlays/6a_24_cadm_wglacZ488-hkb546-stg594-tll647_001_overlay.tif',
        '/bia-idr/S-BIAD582/26_cadm_wglacZ488-cad546-D647/mps/8-1a_26_cadm_wglacZ488-cad546-D647_024_mp.tif',
        '/bia-idr/S-BIAD582/26_cadm_wglacZ488-cad546-D647/raw_mps/8-2a_26_cadm_wglacZ488-cad546-D647_023_rawmp.tif',
        '/bia-idr/S-BIAD582/27_cadmz_tll514-cad546-fkh594-wglacZ647/overlays/5-4a_27_cadmz_tll514-cad546-fkh594-wglacZ647_027_overlay.tif',
        '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/mps/4-4d_28_cadmz_tll514-hkb546-fkh594-wglacZ647_064_mp.tif',
        '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/mps/5-2a_28_cadmz_tll514-hkb546-fkh594-wglacZ647_051_mp.tif',
        '/bia-idr/S-BIAD582/29_cadmz_wglacZ488-D546-Mef2594-msh647-TL/overlays/5-5a_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_006_overlay.tif',
        '/bia-idr/S-BIAD582/29_cadmz_wglacZ488-D546-Mef2594-msh647-TL/overlays/6a_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_015_overlay.tif',
        '/bia-idr/S-BIAD582/29_cadmz_wglacZ488-D546-Mef2594-msh647-TL/raw_mps/5-5a_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_006_rawmp.tif',
        '/bia-idr/S-BIAD582/29_cadmz_wglacZ488-D546-Mef2594-msh647-TL/raw_mps/5-5b_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_010_rawmp.tif',
        '/bia-idr/S-BIAD582/30_cadmz_wglacZ488-cad546-D647/mps/5-2a_30_cadmz_wglacZ488-cad546-D647_026_mp.tif',
        '/bia-idr/S-BIAD582/30_cadmz_wglacZ488-cad546-D647/overlays/5-4a_30_cadmz_wglacZ488-cad546-D647_011_overlay.tif',
        '/bia-idr/S-BIAD582/30_cadmz_wglacZ488-cad546-D647/overlays/6a_30_cadmz_wglacZ488-cad546-D647_009_overlay.tif',
        '/bia-idr/S-BIAD582/30_cadmz_wglacZ488-cad546-D647/raw_mps/5-3b_30_cadmz_wglacZ488-cad546-D647_022_rawmp.tif',
        '/bia-idr/S-BIAD582/31_cadmz_wglacZ488-fkh546/mps/6c_31_cadmz_wglacZ488-fkh546_012_mp.tif',
        '/bia-idr/S-BIAD582/31_cadmz_wglacZ488-fkh546/overlays/6c_31_cadmz_wglacZ488-fkh546_012_overlay.tif',
        '/bia-idr/S-BIAD582/31_cadmz_wglacZ488-fkh546/raw_mps/5-2a_31_cadmz_wglacZ488-fkh546_014_rawmp.tif',
        '/bia-idr/S-BIAD582/31_cadmz_wglacZ488-fkh546/raw_mps/5-5b_31_cadmz_wglacZ488-fkh546_024_rawmp.tif',
        '/bia-idr/S-BIAD582/32_cadmz_wglacZ488-hkb546-stg594-tll647/mps/6a_32_cadmz_wglacZ488-hkb546-stg594-tll647_031_mp.tif',
        '/bia-idr/S-BIAD582/33_cadmz_wglacZ488-opa546-cad594-D647/mps/4-4a_33_cadmz_wglacZ488-opa546-cad594-D647_018_mp.tif',
        '/bia-idr/S-BIAD582/33_cadmz_wglacZ488-opa546-cad594-D647/raw_mps/5-2a_33_cadmz_wglacZ488-opa546-cad594-D647_016_rawmp.tif',
        '/bia-idr/S-BIAD582/33_cadmz_wglacZ488-opa546-cad594-D647/raw_mps/5-5b_33_cadmz_wglacZ488-opa546-cad594-D647_015_rawmp.tif',
        '/bia-idr/S-BIAD582/34_cadz_opa514-cad546-D594-wglacZ647/mps/7a_34_cadz_opa514-cad546-D594-wglacZ647_051_mp.tif',
        '/bia-idr/S-BIAD582/34_cadz_opa514-cad546-D594-wglacZ647/overlays/8-2e_34_cadz_opa514-cad546-D594-wglacZ647_056_overlay.tif',
        '/bia-idr/S-BIAD582/34_cadz_opa514-cad546-D594-wglacZ647/raw_mps/8-1b_34_cadz_opa514-cad546-D594-wglacZ647_050_rawmp.tif',
        '/bia-idr/S-BIAD582/34_cadz_opa514-cad546-D594-wglacZ647/raw_mps/8-2c_34_cadz_opa514-cad546-D594-wglacZ647_048_rawmp.tif',
        '/bia-idr/S-BIAD582/35_cadz_wglacZ488-opa546-cad594-D647/raw_mps/5-5d_35_cadz_wglacZ488-opa546-cad594-D647_011_rawmp.tif',
        '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/mps/5-2b_36_D_wglacZ488-opa546-cad594-D647_006_mp.tif',
        '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/mps/5-5f_36_D_wglacZ488-opa546-cad594-D647_008_mp.tif',
        '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/overlays/5-5d_36_D_wglacZ488-opa546-cad594-D647_015_overlay.tif',
        '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/raw_mps/5-4b_36_D_wglacZ488-opa546-cad594-D647_010_rawmp.tif',
        '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/raw_mps/5-5g_36_D_wglacZ488-opa546-cad594-D647_004_rawmp.tif',
        '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/overlays/8-1e_37_fkh_wglacZ488-opa546-cad594-D647_013_overlay.tif',
        '/bia-idr/S-BIAD582/38_hkb_tll514-cad546-fkh594-wglacZ647/mps/5-4a_38_hkb_tll514-cad546-fkh594-wglacZ647_019_mp.tif',
        '/bia-idr/S-BIAD582/39_hkb_tll514-hkb546-fkh594-wglacZ647/raw_mps/5-1a_39_hkb_tll514-hkb546-fkh594-wglacZ647_025_rawmp.tif',
        '/bia-idr/S-BIAD582/39_hkb_tll514-hkb546-fkh594-wglacZ647/raw_mps/5-3a_39_hkb_tll514-hkb546-fkh594-wglacZ647_024_rawmp.tif',
        '/bia-idr/S-BIAD582/40_hkb_tlllacZ488-D546-cad594-opa647/mps/5-3c_40_hkb_tlllacZ488-D546-cad594-opa647_017_mp.tif',
        '/bia-idr/S-BIAD582/40_hkb_tlllacZ488-D546-cad594-opa647/overlays/4-4a_40_hkb_tlllacZ488-D546-cad594-opa647_001_overlay.tif',
        '/bia-idr/S-BIAD582/40_hkb_tlllacZ488-D546-cad594-opa647/overlays/5-3e_40_hkb_tlllacZ488-D546-cad594-opa647_004_overlay.tif',
        '/bia-idr/S-BIAD582/40_hkb_tlllacZ488-D546-cad594-opa647/raw_mps/5-5h_40_hkb_tlllacZ488-D546-cad594-opa647_008_rawmp.tif',
        '/bia-idr/S-BIAD582/42_hkb_wglacZ488-opa546-cad594-D647/mps/5-4b_42_hkb_wglacZ488-opa546-cad594-D647_001_mp.tif',
        '/bia-idr/S-BIAD582/42_hkb_wglacZ488-opa546-cad594-D647/overlays/5-4a_42_hkb_wglacZ488-opa546-cad594-D647_008_overlay.tif',
        '/bia-idr/S-BIAD582/42_hkb_wglacZ488-opa546-cad594-D647/raw_mps/5-5a_42_hkb_wglacZ488-opa546-cad594-D647_015_rawmp.tif',
        '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/mps/5-5d_43_opa_wg488-opa546-cad594-D647_006_mp.tif',
        '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/overlays/8-1b_43_opa_wg488-opa546-cad594-D647_017_overlay.tif',
        '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/raw_mps/5-5d_43_opa_wg488-opa546-cad594-D647_006_rawmp.tif',
        '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/raw_mps/8-1c_43_opa_wg488-opa546-cad594-D647_002_rawmp.tif',
        '/bia-idr/S-BIAD582/44_tll_hkb514-cad546-fkh594-wglacZ647/mps/6b_44_tll_hkb514-cad546-fkh594-wglacZ647_040_mp.tif',
        '/bia-idr/S-BIAD582/45_tll_opa488-DlacZ546-hkb594-cad647/overlays/5-2b_45_tll_opa488-DlacZ546-hkb594-cad647_004_overlay.tif',
        '/bia-idr/S-BIAD582/45_tll_opa488-DlacZ546-hkb594-cad647/raw_mps/4-4a_45_tll_opa488-DlacZ546-hkb594-cad647_014_rawmp.tif',
        '/bia-idr/S-BIAD582/46_tll_opa488-DlacZ546-hkb594-cad647/mps/8-2a_46_tll_opa488-DlacZ546-hkb594-cad647_001_mp.tif',
        '/bia-idr/S-BIAD582/46_tll_opa488-DlacZ546-hkb594-cad647/raw_mps/5-5b_46_tll_opa488-DlacZ546-hkb594-cad647_003_rawmp.tif',
        '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/mps/5-4a_47_tll_opa488-fkh546-D594-cadtll647_019_mp.tif',
        '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/mps/5-5b_47_tll_opa488-fkh546-D594-cadtll647_022_closeup_mp.tif',
        '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/raw_mps/5-3a_47_tll_opa488-fkh546-D594-cadtll647_012_rawmp.tif',
        '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/mps/8-2b_48_tll_tll488-cad546-wg594_018_mp.tif',
        '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/overlays/4-4a_48_tll_tll488-cad546-wg594_022_overlay.tif',
        '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/overlays/8-2a_48_tll_tll488-cad546-wg594_004_overlay.tif',
        '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/raw_mps/5-2a_48_tll_tll488-cad546-wg594_008_rawmp.tif',
        '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/raw_mps/8-2b_48_tll_tll488-cad546-wg594_018_rawmp.tif',
        '/bia-idr/S-BIAD582/49_tll_tllopa488-cad546-D594-OPAprotein647/mps/5-5b_49_tll_tllopa488-cad546-D594-OPAprotein647_007_mp.tif',
        '/bia-idr/S-BIAD582/49_tll_tllopa488-cad546-D594-OPAprotein647/overlays/5-4b_49_tll_tllopa488-cad546-D594-OPAprotein647_023_overlay.tif',
        '/bia-idr/S-BIAD582/49_tll_tllopa488-cad546-D594-OPAprotein647/raw_mps/5-4b_49_tll_tllopa488-cad546-D594-OPAprotein647_023_rawmp.tif',
        '/bia-idr/S-BIAD582/49_tll_tllopa488-cad546-D594-OPAprotein647/raw_mps/8-2a_49_tll_tllopa488-cad546-D594-OPAprotein647_010_rawmp.tif',
        '/bia-idr/S-BIAD582/50_tll_wglacZ488-opa546-cad594-D647/mps/5-5b_50_tll_wglacZ488-opa546-cad594-D647_015_mp.tif',
        '/bia-idr/S-BIAD582/50_tll_wglacZ488-opa546-cad594-D647/raw_mps/5-5c_50_tll_wglacZ488-opa546-cad594-D647_014_rawmp.tif',
        '/bia-idr/S-BIAD582/51_tllopa_wgtll488-opa546-cad594-D647/overlays/5-4b_51_tllopa_wgtll488-opa546-cad594-D647_012_overlay.tif',
        '/bia-idr/S-BIAD582/51_tllopa_wgtll488-opa546-cad594-D647/raw_mps/6a_51_tllopa_wgtll488-opa546-cad594-D647_002_rawmp.tif',
        '/bia-idr/S-BIAD582/51_tllopa_wgtll488-opa546-cad594-D647/raw_mps/8a_51_tllopa_wgtll488-opa546-cad594-D647_020_rawmp.tif',
        '/bia-idr/S-BIAD582/52_tor_wg488-cad546-D594-opa647/raw_mps/5-2a_52_tor_wg488-cad546-D594-opa647_002_rawmp.tif',
        '/bia-idr/S-BIAD582/53_tor_wglacZ488-opa546-cad594-D647/overlays/5-4d_53_tor_wglacZ488-opa546-cad594-D647_013_overlay.tif',
        '/bia-idr/S-BIAD582/53_tor_wglacZ488-opa546-cad594-D647/raw_mps/6c_53_tor_wglacZ488-opa546-cad594-D647_018_rawmp.tif',
        '/bia-idr/S-BIAD582/54_wg_D488-cad546-wglacZ594-opa647/mps/6a_54_wg_D488-cad546-wglacZ594-opa647_007_mp.tif',
        '/bia-idr/S-BIAD582/54_wg_D488-cad546-wglacZ594-opa647/overlays/6b_54_wg_D488-cad546-wglacZ594-opa647_010_overlay.tif',
        'experimentA/idr0151-experimentA-probe_info.csv',
        'rendering-settings/05 - wild-type - wingless, odd-paired and caudal-intron HCR and Odd-paired antibody stain/5-2a_05_wt_wg488-opa546-cadintron594-OPAprotein647_010.tif.yml',
        'rendering-settings/26 - caudal maternal mutant - wingless, caudal and Dichaete HCR/5-5a_26_cadm_wglacZ488-cad546-D647_013.tif.yml',
        'rendering-settings/37 - forkhead mutant - wingless, odd-paired, caudal and Dichaete HCR/5-3a_37_fkh_wglacZ488-opa546-cad594-D647_031.tif.yml',
        'rendering-settings/38 - huckebein mutant - tailless, caudal, forkhead and wingless HCR/5-4a_38_hkb_tll514-cad546-fkh594-wglacZ647_019.tif.yml',
    ),
    '/bia-idr/S-BIAD582/02_wt_Dprotein555-TL/shell_avgs': (
        '5-2b_02_wt_Dprotein555-TL_008_shellavg.tif 5-2c_02_wt_Dprotein555-TL_004_shellavg.tif '
        '5-5a_02_wt_Dprotein555-TL_009_shellavg.tif'
    ),
    '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/overlays': (
        '4-4c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_035_overlay.tif '
        '5-1c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_013_overlay.tif '
        '5-4b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_018_overlay.tif '
        '5-4d_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_034_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/05_wt_wg488-opa546-cadintron594-OPAprotein647/overlays': (
        '5-2a_05_wt_wg488-opa546-cadintron594-OPAprotein647_010_overlay.tif '
        '5-3a_05_wt_wg488-opa546-cadintron594-OPAprotein647_011_overlay.tif '
        '5-4a_05_wt_wg488-opa546-cadintron594-OPAprotein647_008_closeup_overlay.tif '
        '5-5_05_wt_wg488-opa546-cadintron594-OPAprotein647_018_overlay.tif '
        '6a_05_wt_wg488-opa546-cadintron594-OPAprotein647_014_closeup_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/10_wt_odd488-slp546-prd594-eve647/mps': (
        '10a_10_wt_odd488-slp546-prd594-eve647_023_mp.tif '
        '5-3a_10_wt_odd488-slp546-prd594-eve647_029_closeup_mp.tif '
        '8-1a_10_wt_odd488-slp546-prd594-eve647_027_closeup_mp.tif '
        '8-1c_10_wt_odd488-slp546-prd594-eve647_005_mp.tif'
    ),
    '/bia-idr/S-BIAD582/10_wt_odd488-slp546-prd594-eve647/raw_mps': (
        '6a_10_wt_odd488-slp546-prd594-eve647_020_closeup_rawmp.tif '
        '8-1a_10_wt_odd488-slp546-prd594-eve647_026_rawmp.tif '
        '8-1b_10_wt_odd488-slp546-prd594-eve647_021_rawmp.tif '
        '8-1b_10_wt_odd488-slp546-prd594-eve647_022_closeup_rawmp.tif '
        '8-4b_10_wt_odd488-slp546-prd594-eve647_003_rawmp.tif '
        '9a_10_wt_odd488-slp546-prd594-eve647_010_closeup_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/overlays': (
        '4-3a_11_wt_tll488-cic546-hkb594-cad647_025_overlay.tif '
        '4-3b_11_wt_tll488-cic546-hkb594-cad647_013_overlay.tif '
        '5-2a_11_wt_tll488-cic546-hkb594-cad647_020_overlay.tif '
        '5-5a_11_wt_tll488-cic546-hkb594-cad647_029_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/raw_mps': (
        '4-3e_11_wt_tll488-cic546-hkb594-cad647_005_rawmp.tif '
        '4-4b_11_wt_tll488-cic546-hkb594-cad647_027_rawmp.tif '
        '5-2a_11_wt_tll488-cic546-hkb594-cad647_020_rawmp.tif '
        '5-5b_11_wt_tll488-cic546-hkb594-cad647_011_rawmp.tif '
        '7a_11_wt_tll488-cic546-hkb594-cad647_030_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/12_wt_tll488-D546-cad594-opa647/overlays': (
        '4-4d_12_wt_tll488-D546-cad594-opa647_014_overlay.tif '
        '5-2b_12_wt_tll488-D546-cad594-opa647_003_overlay.tif '
        '5-2d_12_wt_tll488-D546-cad594-opa647_013_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/13_wt_tll488-wg546-cad594-hkb647/mps': (
        '4-3f_13_wt_tll488-wg546-cad594-hkb647_020_mp.tif 4-4a_13_wt_tll488-wg546-cad594-hkb647_004_mp.tif '
        '5-1c_13_wt_tll488-wg546-cad594-hkb647_012_mp.tif 5-2b_13_wt_tll488-wg546-cad594-hkb647_040_mp.tif '
        '5-5a_13_wt_tll488-wg546-cad594-hkb647_045_mp.tif 5-5b_13_wt_tll488-wg546-cad594-hkb647_046_mp.tif'
    ),
    '/bia-idr/S-BIAD582/13_wt_tll488-wg546-cad594-hkb647/raw_mps': (
        '4-1a_13_wt_tll488-wg546-cad594-hkb647_047_rawmp.tif '
        '4-1c_13_wt_tll488-wg546-cad594-hkb647_022_rawmp.tif '
        '5-3b_13_wt_tll488-wg546-cad594-hkb647_019_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/15_wt_tll514-hkb546-fkh594-wglacZ647/raw_mps': (
        '5-2d_15_wt_tll514-hkb546-fkh594-wglacZ647_005_rawmp.tif '
        '5-3a_15_wt_tll514-hkb546-fkh594-wglacZ647_006_rawmp.tif '
        '6c_15_wt_tll514-hkb546-fkh594-wglacZ647_001_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/mps': (
        '5-3d_17_wt_wg488-D546-Mef2594-msh647-TL_005_mp.tif '
        '5-3e_17_wt_wg488-D546-Mef2594-msh647-TL_011_mp.tif 6a_17_wt_wg488-D546-Mef2594-msh647-TL_003_mp.tif'
    ),
    '/bia-idr/S-BIAD582/18_wt_wg488-en546-slp594-odd647/mps': (
        '10c_18_wt_wg488-en546-slp594-odd647_011_mp.tif 11-1a_18_wt_wg488-en546-slp594-odd647_002_mp.tif '
        '8-3c_18_wt_wg488-en546-slp594-odd647_012_mp.tif'
    ),
    '/bia-idr/S-BIAD582/20_wt_wg488-opa546-cad594-D647/raw_mps': (
        '10a_20_wt_wg488-opa546-cad594-D647_003_rawmp.tif 5-5b_20_wt_wg488-opa546-cad594-D647_007_rawmp.tif '
        '6d_20_wt_wg488-opa546-cad594-D647_016_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/32_cadmz_wglacZ488-hkb546-stg594-tll647/overlays': (
        '4-3a_32_cadmz_wglacZ488-hkb546-stg594-tll647_012_overlay.tif '
        '4-4b_32_cadmz_wglacZ488-hkb546-stg594-tll647_007_overlay.tif '
        '6b_32_cadmz_wglacZ488-hkb546-stg594-tll647_024_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/32_cadmz_wglacZ488-hkb546-stg594-tll647/raw_mps': (
        '5-3a_32_cadmz_wglacZ488-hkb546-stg594-tll647_003_rawmp.tif '
        '5-5c_32_cadmz_wglacZ488-hkb546-stg594-tll647_017_rawmp.tif '
        '5-5d_32_cadmz_wglacZ488-hkb546-stg594-tll647_021_rawmp.tif '
        '5-5e_32_cadmz_wglacZ488-hkb546-stg594-tll647_016_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/raw_mps': (
        '5-5g_37_fkh_wglacZ488-opa546-cad594-D647_027_rawmp.tif '
        '7c_37_fkh_wglacZ488-opa546-cad594-D647_018_rawmp.tif '
        '8-1b_37_fkh_wglacZ488-opa546-cad594-D647_005_rawmp.tif '
        '8-2e_37_fkh_wglacZ488-opa546-cad594-D647_026_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/38_hkb_tll514-cad546-fkh594-wglacZ647/raw_mps': (
        '5-4b_38_hkb_tll514-cad546-fkh594-wglacZ647_018_rawmp.tif '
        '6b_38_hkb_tll514-cad546-fkh594-wglacZ647_016_rawmp.tif '
        '6c_38_hkb_tll514-cad546-fkh594-wglacZ647_020_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/39_hkb_tll514-hkb546-fkh594-wglacZ647/overlays': (
        '5-1a_39_hkb_tll514-hkb546-fkh594-wglacZ647_025_overlay.tif '
        '5-2b_39_hkb_tll514-hkb546-fkh594-wglacZ647_036_overlay.tif '
        '5-4c_39_hkb_tll514-hkb546-fkh594-wglacZ647_043_overlay.tif'
    ),
}

CLARK_MPS = {
    '': (
        '/bia-idr/S-BIAD582/14_wt_tll514-cad546-fkh594-wglacZ647/mps/5-4b_14_wt_tll514-cad546-fkh594-wglacZ647_002_mp.tif '
        '/bia-idr/S-BIAD582/14_wt_tll514-cad546-fkh594-wglacZ647/mps/6d_14_wt_tll514-cad546-fkh594-wglacZ647_011_mp.tif '
        '/bia-idr/S-BIAD582/16_wt_wg488-D546-cad594-opa647/mps/4-4b_16_wt_wg488-D546-cad594-opa647_002_mp.tif '
        '/bia-idr/S-BIAD582/16_wt_wg488-D546-cad594-opa647/mps/4-4d_16_wt_wg488-D546-cad594-opa647_009_mp.tif '
        '/bia-idr/S-BIAD582/22_cadm_tll514-cad546-fkh594-wglacZ647/mps/6b_22_cadm_tll514-cad546-fkh594-wglacZ647_028_mp.tif '
        '/bia-idr/S-BIAD582/22_cadm_tll514-cad546-fkh594-wglacZ647/mps/6c_22_cadm_tll514-cad546-fkh594-wglacZ647_026_mp.tif '
        '/bia-idr/S-BIAD582/23_cadm_wglacZ488-fkh546/mps/5-4a_23_cadm_wglacZ488-fkh546_006_mp.tif '
        '/bia-idr/S-BIAD582/23_cadm_wglacZ488-fkh546/mps/5-4b_23_cadm_wglacZ488-fkh546_023_mp.tif '
        '/bia-idr/S-BIAD582/24_cadm_wglacZ488-hkb546-stg594-tll647/mps/7a_24_cadm_wglacZ488-hkb546-stg594-tll647_008_mp.tif '
        '/bia-idr/S-BIAD582/26_cadm_wglacZ488-cad546-D647/mps/8-1a_26_cadm_wglacZ488-cad546-D647_024_mp.tif '
        '/bia-idr/S-BIAD582/26_cadm_wglacZ488-cad546-D647/mps/8-2a_26_cadm_wglacZ488-cad546-D647_023_mp.tif '
        '/bia-idr/S-BIAD582/41_hkb_tlllacZ488-D546-cad594-opa647/mps/4-4b_41_hkb_tlllacZ488-D546-cad594-opa647_007_mp.tif '
        '/bia-idr/S-BIAD582/41_hkb_tlllacZ488-D546-cad594-opa647/mps/5-3c_41_hkb_tlllacZ488-D546-cad594-opa647_013_mp.tif '
        '/bia-idr/S-BIAD582/46_tll_opa488-DlacZ546-hkb594-cad647/mps/5-5c_46_tll_opa488-DlacZ546-hkb594-cad647_002_mp.tif '
        '/bia-idr/S-BIAD582/46_tll_opa488-DlacZ546-hkb594-cad647/mps/8-2a_46_tll_opa488-DlacZ546-hkb594-cad647_001_mp.tif '
        '/bia-idr/S-BIAD582/54_wg_D488-cad546-wglacZ594-opa647/mps/6d_54_wg_D488-cad546-wglacZ594-opa647_005_mp.tif'
    ),
    '/bia-idr/S-BIAD582/01_wt_Dprotein555-TL/mps': (
        '5-1c_01_wt_Dprotein555-TL_002_mp.tif 5-2a_01_wt_Dprotein555-TL_005_mp.tif '
        '6a_01_wt_Dprotein555-TL_008_mp.tif 6c_01_wt_Dprotein555-TL_011_mp.tif'
    ),
    '/bia-idr/S-BIAD582/02_wt_Dprotein555-TL/mps': (
        '5-2b_02_wt_Dprotein555-TL_008_mp.tif 5-4a_02_wt_Dprotein555-TL_002_mp.tif '
        '6a_02_wt_Dprotein555-TL_015_mp.tif 6b_02_wt_Dprotein555-TL_010_mp.tif '
        '6c_02_wt_Dprotein555-TL_003_mp.tif'
    ),
    '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/mps': (
        '4-3a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_032_mp.tif '
        '4-3b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_022_mp.tif '
        '5-1c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_013_mp.tif '
        '5-1d_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_024_mp.tif '
        '5-2a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_005_mp.tif '
        '5-3a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_004_mp.tif '
        '5-4b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_018_mp.tif '
        '5-4c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_001_mp.tif '
        '5-5b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_009_mp.tif '
        '6a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_020_mp.tif '
        '6b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_016_mp.tif '
        '7a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_015_mp.tif'
    ),
    '/bia-idr/S-BIAD582/04_wt_TLLprotein488-wg514-eve546-tll647/mps': (
        '5-2c_04_wt_TLLprotein488-wg514-eve546-tll647_028_mp.tif '
        '5-3b_04_wt_TLLprotein488-wg514-eve546-tll647_013_mp.tif '
        '5-5b_04_wt_TLLprotein488-wg514-eve546-tll647_026_mp.tif '
        '5-5c_04_wt_TLLprotein488-wg514-eve546-tll647_002_mp.tif '
        '6a_04_wt_TLLprotein488-wg514-eve546-tll647_029_mp.tif'
    ),
    '/bia-idr/S-BIAD582/05_wt_wg488-opa546-cadintron594-OPAprotein647/mps': (
        '5-2a_05_wt_wg488-opa546-cadintron594-OPAprotein647_010_mp.tif '
        '5-3a_05_wt_wg488-opa546-cadintron594-OPAprotein647_011_mp.tif '
        '5-3b_05_wt_wg488-opa546-cadintron594-OPAprotein647_009_mp.tif '
        '5-4a_05_wt_wg488-opa546-cadintron594-OPAprotein647_007_mp.tif '
        '5-4b_05_wt_wg488-opa546-cadintron594-OPAprotein647_003_mp.tif '
        '5-5_05_wt_wg488-opa546-cadintron594-OPAprotein647_017_closeup_mp.tif '
        '5-5_05_wt_wg488-opa546-cadintron594-OPAprotein647_018_mp.tif'
    ),
    '/bia-idr/S-BIAD582/06_wt_apt488-en546-wg594-cad647/mps': (
        '5-3b_06_wt_apt488-en546-wg594-cad647_032_mp.tif 6a_06_wt_apt488-en546-wg594-cad647_040_mp.tif '
        '6b_06_wt_apt488-en546-wg594-cad647_035_mp.tif 6c_06_wt_apt488-en546-wg594-cad647_042_mp.tif'
    ),
    '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/mps': (
        '5-4a_07_wt_D488-cad546-stg594-wg647_010_mp.tif 5-5b_07_wt_D488-cad546-stg594-wg647_005_mp.tif '
        '6c_07_wt_D488-cad546-stg594-wg647_013_mp.tif 8-1d_07_wt_D488-cad546-stg594-wg647_017_mp.tif'
    ),
    '/bia-idr/S-BIAD582/08_wt_D488-gt546-eve647/mps': (
        '4-3c_08_wt_D488-gt546-eve647_007_mp.tif 5-2b_08_wt_D488-gt546-eve647_010_mp.tif '
        '5-3b_08_wt_D488-gt546-eve647_016_mp.tif 5-4a_08_wt_D488-gt546-eve647_015_mp.tif '
        '5-5a_08_wt_D488-gt546-eve647_002_mp.tif 5-5b_08_wt_D488-gt546-eve647_001_mp.tif'
    ),
    '/bia-idr/S-BIAD582/09_wt_D488-gt546-kni5946-eve647/mps': (
        '4-4b_09_wt_D488-gt546-kni5946-eve647_009_mp.tif 5-3a_09_wt_D488-gt546-kni5946-eve647_017_mp.tif '
        '5-4a_09_wt_D488-gt546-kni5946-eve647_018_mp.tif 5-5a_09_wt_D488-gt546-kni5946-eve647_008_mp.tif '
        '5-5b_09_wt_D488-gt546-kni5946-eve647_010_mp.tif 6c_09_wt_D488-gt546-kni5946-eve647_003_mp.tif'
    ),
    '/bia-idr/S-BIAD582/10_wt_odd488-slp546-prd594-eve647/mps': (
        '10a_10_wt_odd488-slp546-prd594-eve647_023_mp.tif '
        '11-2a_10_wt_odd488-slp546-prd594-eve647_008_closeup_mp.tif '
        '5-1a_10_wt_odd488-slp546-prd594-eve647_025_mp.tif 5-3a_10_wt_odd488-slp546-prd594-eve647_028_mp.tif '
        '5-3a_10_wt_odd488-slp546-prd594-eve647_029_closeup_mp.tif '
        '8-1a_10_wt_odd488-slp546-prd594-eve647_026_mp.tif '
        '8-1a_10_wt_odd488-slp546-prd594-eve647_027_closeup_mp.tif '
        '8-1b_10_wt_odd488-slp546-prd594-eve647_021_mp.tif 8-1c_10_wt_odd488-slp546-prd594-eve647_005_mp.tif '
        '8-1c_10_wt_odd488-slp546-prd594-eve647_006_closeup_mp.tif '
        '8-4a_10_wt_odd488-slp546-prd594-eve647_011_mp.tif 8-4b_10_wt_odd488-slp546-prd594-eve647_003_mp.tif '
        '8-4c_10_wt_odd488-slp546-prd594-eve647_015_mp.tif 9a_10_wt_odd488-slp546-prd594-eve647_009_mp.tif'
    ),
    '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/mps': (
        '3a_11_wt_tll488-cic546-hkb594-cad647_014_mp.tif 4-1a_11_wt_tll488-cic546-hkb594-cad647_022_mp.tif '
        '4-3c_11_wt_tll488-cic546-hkb594-cad647_010_mp.tif 4-3e_11_wt_tll488-cic546-hkb594-cad647_005_mp.tif '
        '4-3f_11_wt_tll488-cic546-hkb594-cad647_018_mp.tif 4-4c_11_wt_tll488-cic546-hkb594-cad647_003_mp.tif '
        '5-1a_11_wt_tll488-cic546-hkb594-cad647_019_mp.tif 6a_11_wt_tll488-cic546-hkb594-cad647_008_mp.tif'
    ),
    '/bia-idr/S-BIAD582/12_wt_tll488-D546-cad594-opa647/mps': (
        '4-4a_12_wt_tll488-D546-cad594-opa647_015_mp.tif 4-4b_12_wt_tll488-D546-cad594-opa647_002_mp.tif '
        '5-2a_12_wt_tll488-D546-cad594-opa647_005_mp.tif 5-5a_12_wt_tll488-D546-cad594-opa647_001_mp.tif '
        '6a_12_wt_tll488-D546-cad594-opa647_004_mp.tif'
    ),
    '/bia-idr/S-BIAD582/13_wt_tll488-wg546-cad594-hkb647/mps': (
        '2b_13_wt_tll488-wg546-cad594-hkb647_003_mp.tif 4-1a_13_wt_tll488-wg546-cad594-hkb647_047_mp.tif '
        '4-1d_13_wt_tll488-wg546-cad594-hkb647_028_mp.tif 4-3c_13_wt_tll488-wg546-cad594-hkb647_005_mp.tif '
        '4-3d_13_wt_tll488-wg546-cad594-hkb647_013_mp.tif 4-3f_13_wt_tll488-wg546-cad594-hkb647_020_mp.tif '
        '4-3g_13_wt_tll488-wg546-cad594-hkb647_021_mp.tif 4-3h_13_wt_tll488-wg546-cad594-hkb647_042_mp.tif '
        '4-4d_13_wt_tll488-wg546-cad594-hkb647_025_mp.tif 5-1b_13_wt_tll488-wg546-cad594-hkb647_015_mp.tif '
        '5-1c_13_wt_tll488-wg546-cad594-hkb647_012_mp.tif 5-2a_13_wt_tll488-wg546-cad594-hkb647_039_mp.tif '
        '5-2b_13_wt_tll488-wg546-cad594-hkb647_040_mp.tif 5-2c_13_wt_tll488-wg546-cad594-hkb647_001_mp.tif '
        '5-2c_13_wt_tll488-wg546-cad594-hkb647_041_mp.tif 5-3b_13_wt_tll488-wg546-cad594-hkb647_019_mp.tif '
        '5-4b_13_wt_tll488-wg546-cad594-hkb647_035_mp.tif 5-5a_13_wt_tll488-wg546-cad594-hkb647_045_mp.tif '
        '6b_13_wt_tll488-wg546-cad594-hkb647_036_mp.tif'
    ),
    '/bia-idr/S-BIAD582/15_wt_tll514-hkb546-fkh594-wglacZ647/mps': (
        '5-2a_15_wt_tll514-hkb546-fkh594-wglacZ647_015_mp.tif '
        '5-3b_15_wt_tll514-hkb546-fkh594-wglacZ647_002_mp.tif '
        '5-4b_15_wt_tll514-hkb546-fkh594-wglacZ647_013_mp.tif '
        '5-5a_15_wt_tll514-hkb546-fkh594-wglacZ647_007_mp.tif '
        '6c_15_wt_tll514-hkb546-fkh594-wglacZ647_001_mp.tif'
    ),
    '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/mps': (
        '4-4a_17_wt_wg488-D546-Mef2594-msh647-TL_004_mp.tif '
        '5-2a_17_wt_wg488-D546-Mef2594-msh647-TL_016_mp.tif '
        '5-2b_17_wt_wg488-D546-Mef2594-msh647-TL_010_mp.tif '
        '5-3c_17_wt_wg488-D546-Mef2594-msh647-TL_012_mp.tif '
        '5-5a_17_wt_wg488-D546-Mef2594-msh647-TL_014_mp.tif '
        '5-5b_17_wt_wg488-D546-Mef2594-msh647-TL_001_mp.tif 6d_17_wt_wg488-D546-Mef2594-msh647-TL_007_mp.tif'
    ),
    '/bia-idr/S-BIAD582/18_wt_wg488-en546-slp594-odd647/mps': (
        '10a_18_wt_wg488-en546-slp594-odd647_019_mp.tif 10b_18_wt_wg488-en546-slp594-odd647_024_mp.tif '
        '10d_18_wt_wg488-en546-slp594-odd647_010_closeup_mp.tif '
        '11-1b_18_wt_wg488-en546-slp594-odd647_009_mp.tif 11-2b_18_wt_wg488-en546-slp594-odd647_003_mp.tif '
        '7a_18_wt_wg488-en546-slp594-odd647_029_mp.tif '
        '8-2a_18_wt_wg488-en546-slp594-odd647_008_closeup_mp.tif '
        '8-2c_18_wt_wg488-en546-slp594-odd647_022_mp.tif 8-2d_18_wt_wg488-en546-slp594-odd647_006_mp.tif '
        '8-3b_18_wt_wg488-en546-slp594-odd647_004_mp.tif'
    ),
    '/bia-idr/S-BIAD582/19_wt_wg488-fog546-fkh594-ftz647/mps': (
        '5-4a_19_wt_wg488-fog546-fkh594-ftz647_001_mp.tif 5-5a_19_wt_wg488-fog546-fkh594-ftz647_012_mp.tif '
        '6a_19_wt_wg488-fog546-fkh594-ftz647_005_mp.tif 6c_19_wt_wg488-fog546-fkh594-ftz647_004_mp.tif'
    ),
    '/bia-idr/S-BIAD582/20_wt_wg488-opa546-cad594-D647/mps': (
        '10a_20_wt_wg488-opa546-cad594-D647_003_mp.tif 12a_20_wt_wg488-opa546-cad594-D647_010_mp.tif '
        '5-2a_20_wt_wg488-opa546-cad594-D647_005_mp.tif 5-5a_20_wt_wg488-opa546-cad594-D647_009_mp.tif '
        '5-5c_20_wt_wg488-opa546-cad594-D647_013_mp.tif 6a_20_wt_wg488-opa546-cad594-D647_012_mp.tif '
        '6b_20_wt_wg488-opa546-cad594-D647_008_closeup_mp.tif 6b_20_wt_wg488-opa546-cad594-D647_008_mp.tif '
        '6c_20_wt_wg488-opa546-cad594-D647_011_mp.tif 8-3a_20_wt_wg488-opa546-cad594-D647_014_mp.tif'
    ),
    '/bia-idr/S-BIAD582/21_wt_wg488-wgintron546-cad594-cadintron647/mps': (
        '5-3a_21_wt_wg488-wgintron546-cad594-cadintron647_010_mp.tif '
        '5-3b_21_wt_wg488-wgintron546-cad594-cadintron647_005_mp.tif '
        '5-4a_21_wt_wg488-wgintron546-cad594-cadintron647_008_mp.tif '
        '5-4a_21_wt_wg488-wgintron546-cad594-cadintron647_009_closeup_mp.tif '
        '5-5b_21_wt_wg488-wgintron546-cad594-cadintron647_020_mp.tif '
        '5-5c_21_wt_wg488-wgintron546-cad594-cadintron647_006_mp.tif '
        '5-5e_21_wt_wg488-wgintron546-cad594-cadintron647_021_mp.tif '
        '5-5f_21_wt_wg488-wgintron546-cad594-cadintron647_001_mp.tif '
        '5-5f_21_wt_wg488-wgintron546-cad594-cadintron647_002_closeup_mp.tif '
        '6a_21_wt_wg488-wgintron546-cad594-cadintron647_003_mp.tif '
        '6b_21_wt_wg488-wgintron546-cad594-cadintron647_015_mp.tif'
    ),
    '/bia-idr/S-BIAD582/25_cadm_wglacZ488-opa546-cad594-D647/mps': (
        '5-1a_25_cadm_wglacZ488-opa546-cad594-D647_019_mp.tif '
        '5-4a_25_cadm_wglacZ488-opa546-cad594-D647_001_mp.tif '
        '5-5a_25_cadm_wglacZ488-opa546-cad594-D647_011_mp.tif'
    ),
    '/bia-idr/S-BIAD582/27_cadmz_tll514-cad546-fkh594-wglacZ647/mps': (
        '5-4b_27_cadmz_tll514-cad546-fkh594-wglacZ647_031_mp.tif '
        '5-5b_27_cadmz_tll514-cad546-fkh594-wglacZ647_029_mp.tif '
        '7a_27_cadmz_tll514-cad546-fkh594-wglacZ647_025_mp.tif'
    ),
    '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/mps': (
        '4-4d_28_cadmz_tll514-hkb546-fkh594-wglacZ647_064_mp.tif '
        '4-4e_28_cadmz_tll514-hkb546-fkh594-wglacZ647_062_mp.tif '
        '5-1c_28_cadmz_tll514-hkb546-fkh594-wglacZ647_049_mp.tif '
        '5-2a_28_cadmz_tll514-hkb546-fkh594-wglacZ647_051_mp.tif '
        '5-3a_28_cadmz_tll514-hkb546-fkh594-wglacZ647_061_mp.tif'
    ),
    '/bia-idr/S-BIAD582/29_cadmz_wglacZ488-D546-Mef2594-msh647-TL/mps': (
        '5-2a_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_016_mp.tif '
        '5-5a_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_006_mp.tif '
        '5-5b_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_010_mp.tif '
        '6c_29_cadmz_wglacZ488-D546-Mef2594-msh647-TL_012_mp.tif'
    ),
    '/bia-idr/S-BIAD582/30_cadmz_wglacZ488-cad546-D647/mps': (
        '4-4a_30_cadmz_wglacZ488-cad546-D647_007_mp.tif 5-1a_30_cadmz_wglacZ488-cad546-D647_017_mp.tif '
        '5-1c_30_cadmz_wglacZ488-cad546-D647_010_mp.tif 5-4a_30_cadmz_wglacZ488-cad546-D647_011_mp.tif '
        '5-5a_30_cadmz_wglacZ488-cad546-D647_020_mp.tif'
    ),
    '/bia-idr/S-BIAD582/31_cadmz_wglacZ488-fkh546/mps': (
        '5-2a_31_cadmz_wglacZ488-fkh546_014_mp.tif 5-3a_31_cadmz_wglacZ488-fkh546_016_mp.tif '
        '5-3b_31_cadmz_wglacZ488-fkh546_019_mp.tif 5-4b_31_cadmz_wglacZ488-fkh546_008_mp.tif '
        '5-5b_31_cadmz_wglacZ488-fkh546_024_mp.tif 5-5d_31_cadmz_wglacZ488-fkh546_004_mp.tif '
        '7a_31_cadmz_wglacZ488-fkh546_010_mp.tif'
    ),
    '/bia-idr/S-BIAD582/32_cadmz_wglacZ488-hkb546-stg594-tll647/mps': (
        '4-4a_32_cadmz_wglacZ488-hkb546-stg594-tll647_015_mp.tif '
        '4-4b_32_cadmz_wglacZ488-hkb546-stg594-tll647_007_mp.tif '
        '4-4c_32_cadmz_wglacZ488-hkb546-stg594-tll647_004_mp.tif '
        '4-4d_32_cadmz_wglacZ488-hkb546-stg594-tll647_027_mp.tif '
        '5-1b_32_cadmz_wglacZ488-hkb546-stg594-tll647_002_mp.tif '
        '5-2d_32_cadmz_wglacZ488-hkb546-stg594-tll647_030_mp.tif '
        '5-3a_32_cadmz_wglacZ488-hkb546-stg594-tll647_003_mp.tif '
        '5-5b_32_cadmz_wglacZ488-hkb546-stg594-tll647_019_mp.tif '
        '5-5e_32_cadmz_wglacZ488-hkb546-stg594-tll647_016_mp.tif '
        '6b_32_cadmz_wglacZ488-hkb546-stg594-tll647_024_mp.tif '
        '7c_32_cadmz_wglacZ488-hkb546-stg594-tll647_035_mp.tif '
        '8-1b_32_cadmz_wglacZ488-hkb546-stg594-tll647_011_mp.tif'
    ),
    '/bia-idr/S-BIAD582/33_cadmz_wglacZ488-opa546-cad594-D647/mps': (
        '5-2b_33_cadmz_wglacZ488-opa546-cad594-D647_005_mp.tif '
        '5-3a_33_cadmz_wglacZ488-opa546-cad594-D647_003_mp.tif '
        '5-5a_33_cadmz_wglacZ488-opa546-cad594-D647_006_mp.tif '
        '5-5c_33_cadmz_wglacZ488-opa546-cad594-D647_008_mp.tif'
    ),
    '/bia-idr/S-BIAD582/34_cadz_opa514-cad546-D594-wglacZ647/mps': (
        '7a_34_cadz_opa514-cad546-D594-wglacZ647_051_mp.tif '
        '8-2a_34_cadz_opa514-cad546-D594-wglacZ647_046_mp.tif '
        '8-2b_34_cadz_opa514-cad546-D594-wglacZ647_057_mp.tif '
        '8-2d_34_cadz_opa514-cad546-D594-wglacZ647_053_mp.tif'
    ),
    '/bia-idr/S-BIAD582/35_cadz_wglacZ488-opa546-cad594-D647/mps': (
        '5-4a_35_cadz_wglacZ488-opa546-cad594-D647_008_mp.tif '
        '5-5c_35_cadz_wglacZ488-opa546-cad594-D647_005_mp.tif '
        '5-5d_35_cadz_wglacZ488-opa546-cad594-D647_011_mp.tif '
        '6a_35_cadz_wglacZ488-opa546-cad594-D647_006_mp.tif '
        '6b_35_cadz_wglacZ488-opa546-cad594-D647_007_mp.tif '
        '8-3a_35_cadz_wglacZ488-opa546-cad594-D647_002_mp.tif'
    ),
    '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/mps': (
        '5-3a_36_D_wglacZ488-opa546-cad594-D647_001_mp.tif 5-4b_36_D_wglacZ488-opa546-cad594-D647_010_mp.tif '
        '5-5g_36_D_wglacZ488-opa546-cad594-D647_004_mp.tif 6a_36_D_wglacZ488-opa546-cad594-D647_013_mp.tif '
        '7a_36_D_wglacZ488-opa546-cad594-D647_009_mp.tif 7b_36_D_wglacZ488-opa546-cad594-D647_003_mp.tif '
        '8-1b_36_D_wglacZ488-opa546-cad594-D647_018_mp.tif'
    ),
    '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/mps': (
        '5-3a_37_fkh_wglacZ488-opa546-cad594-D647_031_mp.tif '
        '5-3d_37_fkh_wglacZ488-opa546-cad594-D647_039_mp.tif '
        '5-4d_37_fkh_wglacZ488-opa546-cad594-D647_045_mp.tif '
        '5-5b_37_fkh_wglacZ488-opa546-cad594-D647_046_mp.tif '
        '5-5d_37_fkh_wglacZ488-opa546-cad594-D647_044_mp.tif '
        '5-5f_37_fkh_wglacZ488-opa546-cad594-D647_042_mp.tif '
        '5-5g_37_fkh_wglacZ488-opa546-cad594-D647_027_mp.tif '
        '6a_37_fkh_wglacZ488-opa546-cad594-D647_009_mp.tif 7a_37_fkh_wglacZ488-opa546-cad594-D647_015_mp.tif '
        '8-1b_37_fkh_wglacZ488-opa546-cad594-D647_005_mp.tif '
        '8-1e_37_fkh_wglacZ488-opa546-cad594-D647_013_mp.tif'
    ),
    '/bia-idr/S-BIAD582/38_hkb_tll514-cad546-fkh594-wglacZ647/mps': (
        '5-4a_38_hkb_tll514-cad546-fkh594-wglacZ647_019_mp.tif '
        '5-4b_38_hkb_tll514-cad546-fkh594-wglacZ647_018_mp.tif '
        '6a_38_hkb_tll514-cad546-fkh594-wglacZ647_017_mp.tif'
    ),
    '/bia-idr/S-BIAD582/39_hkb_tll514-hkb546-fkh594-wglacZ647/mps': (
        '5-2b_39_hkb_tll514-hkb546-fkh594-wglacZ647_036_mp.tif '
        '5-3b_39_hkb_tll514-hkb546-fkh594-wglacZ647_040_mp.tif '
        '5-4c_39_hkb_tll514-hkb546-fkh594-wglacZ647_043_mp.tif '
        '6a_39_hkb_tll514-hkb546-fkh594-wglacZ647_026_mp.tif '
        '6e_39_hkb_tll514-hkb546-fkh594-wglacZ647_028_mp.tif'
    ),
    '/bia-idr/S-BIAD582/40_hkb_tlllacZ488-D546-cad594-opa647/mps': (
        '4-3a_40_hkb_tlllacZ488-D546-cad594-opa647_021_mp.tif '
        '5-3b_40_hkb_tlllacZ488-D546-cad594-opa647_007_mp.tif '
        '5-5b_40_hkb_tlllacZ488-D546-cad594-opa647_003_mp.tif '
        '5-5c_40_hkb_tlllacZ488-D546-cad594-opa647_014_mp.tif '
        '5-5e_40_hkb_tlllacZ488-D546-cad594-opa647_015_mp.tif '
        '5-5h_40_hkb_tlllacZ488-D546-cad594-opa647_008_mp.tif '
        '6b_40_hkb_tlllacZ488-D546-cad594-opa647_018_mp.tif '
        '7a_40_hkb_tlllacZ488-D546-cad594-opa647_002_mp.tif'
    ),
    '/bia-idr/S-BIAD582/42_hkb_wglacZ488-opa546-cad594-D647/mps': (
        '5-3b_42_hkb_wglacZ488-opa546-cad594-D647_006_mp.tif '
        '5-4b_42_hkb_wglacZ488-opa546-cad594-D647_001_mp.tif '
        '5-4c_42_hkb_wglacZ488-opa546-cad594-D647_011_mp.tif '
        '5-5b_42_hkb_wglacZ488-opa546-cad594-D647_016_mp.tif '
        '6b_42_hkb_wglacZ488-opa546-cad594-D647_004_mp.tif'
    ),
    '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/mps': (
        '5-5f_43_opa_wg488-opa546-cad594-D647_014_mp.tif 5-5j_43_opa_wg488-opa546-cad594-D647_013_mp.tif '
        '7a_43_opa_wg488-opa546-cad594-D647_004_mp.tif'
    ),
    '/bia-idr/S-BIAD582/45_tll_opa488-DlacZ546-hkb594-cad647/mps': (
        '4-4b_45_tll_opa488-DlacZ546-hkb594-cad647_016_mp.tif '
        '5-2b_45_tll_opa488-DlacZ546-hkb594-cad647_004_mp.tif '
        '5-2c_45_tll_opa488-DlacZ546-hkb594-cad647_007_mp.tif '
        '5-3a_45_tll_opa488-DlacZ546-hkb594-cad647_010_mp.tif'
    ),
    '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/mps': (
        '5-3a_47_tll_opa488-fkh546-D594-cadtll647_013_closeup_mp.tif '
        '5-4b_47_tll_opa488-fkh546-D594-cadtll647_007_mp.tif '
        '5-4b_47_tll_opa488-fkh546-D594-cadtll647_008_closeup_mp.tif '
        '5-5a_47_tll_opa488-fkh546-D594-cadtll647_010_closeup_mp.tif '
        '5-5c_47_tll_opa488-fkh546-D594-cadtll647_023_mp.tif '
        '5-5d_47_tll_opa488-fkh546-D594-cadtll647_001_mp.tif '
        '6b_47_tll_opa488-fkh546-D594-cadtll647_018_closeup_mp.tif '
        '6c_47_tll_opa488-fkh546-D594-cadtll647_015_mp.tif '
        '6e_47_tll_opa488-fkh546-D594-cadtll647_026_closeup_mp.tif'
    ),
    '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/mps': (
        '5-3a_48_tll_tll488-cad546-wg594_010_mp.tif 5-5a_48_tll_tll488-cad546-wg594_001_mp.tif '
        '5-5b_48_tll_tll488-cad546-wg594_020_mp.tif 5-5c_48_tll_tll488-cad546-wg594_006_mp.tif '
        '8-1a_48_tll_tll488-cad546-wg594_012_mp.tif 8-2b_48_tll_tll488-cad546-wg594_018_mp.tif'
    ),
    '/bia-idr/S-BIAD582/49_tll_tllopa488-cad546-D594-OPAprotein647/mps': (
        '5-4a_49_tll_tllopa488-cad546-D594-OPAprotein647_018_mp.tif '
        '5-5b_49_tll_tllopa488-cad546-D594-OPAprotein647_007_mp.tif '
        '5-5c_49_tll_tllopa488-cad546-D594-OPAprotein647_012_mp.tif '
        '5-5e_49_tll_tllopa488-cad546-D594-OPAprotein647_016_mp.tif '
        '7a_49_tll_tllopa488-cad546-D594-OPAprotein647_003_mp.tif '
        '8-1a_49_tll_tllopa488-cad546-D594-OPAprotein647_002_mp.tif'
    ),
    '/bia-idr/S-BIAD582/50_tll_wglacZ488-opa546-cad594-D647/mps': (
        '5-5b_50_tll_wglacZ488-opa546-cad594-D647_015_mp.tif '
        '5-5c_50_tll_wglacZ488-opa546-cad594-D647_014_mp.tif '
        '5-5d_50_tll_wglacZ488-opa546-cad594-D647_001_mp.tif '
        '6b_50_tll_wglacZ488-opa546-cad594-D647_009_mp.tif 6c_50_tll_wglacZ488-opa546-cad594-D647_008_mp.tif'
    ),
    '/bia-idr/S-BIAD582/51_tllopa_wgtll488-opa546-cad594-D647/mps': (
        '5-3a_51_tllopa_wgtll488-opa546-cad594-D647_003_mp.tif '
        '6a_51_tllopa_wgtll488-opa546-cad594-D647_002_mp.tif '
        '7b_51_tllopa_wgtll488-opa546-cad594-D647_008_mp.tif '
        '8e_51_tllopa_wgtll488-opa546-cad594-D647_019_mp.tif'
    ),
    '/bia-idr/S-BIAD582/52_tor_wg488-cad546-D594-opa647/mps': (
        '5-4b_52_tor_wg488-cad546-D594-opa647_006_mp.tif 5-5a_52_tor_wg488-cad546-D594-opa647_003_mp.tif '
        '6a_52_tor_wg488-cad546-D594-opa647_001_mp.tif'
    ),
    '/bia-idr/S-BIAD582/53_tor_wglacZ488-opa546-cad594-D647/mps': (
        '5-4a_53_tor_wglacZ488-opa546-cad594-D647_007_mp.tif '
        '5-5a_53_tor_wglacZ488-opa546-cad594-D647_004_mp.tif '
        '5-5c_53_tor_wglacZ488-opa546-cad594-D647_017_mp.tif '
        '6c_53_tor_wglacZ488-opa546-cad594-D647_018_mp.tif 8c_53_tor_wglacZ488-opa546-cad594-D647_023_mp.tif '
        '8d_53_tor_wglacZ488-opa546-cad594-D647_015_mp.tif'
    ),
}

CLARK_MPS_OTHER = {
    '': (
        '/bia-idr/S-BIAD582/01_wt_Dprotein555-TL/raw_mps/5-3a_01_wt_Dprotein555-TL_001_rawmp.tif',
        '/bia-idr/S-BIAD582/01_wt_Dprotein555-TL/shell_avgs/5-3a_01_wt_Dprotein555-TL_001_shellavg.tif',
        '/bia-idr/S-BIAD582/02_wt_Dprotein555-TL/raw_mps/6c_02_wt_Dprotein555-TL_003_rawmp.tif',
        '/bia-idr/S-BIAD582/02_wt_Dprotein555-TL/shell_avgs/5-5a_02_wt_Dprotein555-TL_009_shellavg.tif',
        '/bia-idr/S-BIAD582/04_wt_TLLprotein488-wg514-eve546-tll647/raw_mps/5-1a_04_wt_TLLprotein488-wg514-eve546-tll647_030_rawmp.tif',
        '/bia-idr/S-BIAD582/04_wt_TLLprotein488-wg514-eve546-tll647/raw_mps/5-2d_04_wt_TLLprotein488-wg514-eve546-tll647_004_rawmp.tif',
        '/bia-idr/S-BIAD582/05_wt_wg488-opa546-cadintron594-OPAprotein647/stacks/6a_05_wt_wg488-opa546-cadintron594-OPAprotein647_014_closeup.tif',
        '/bia-idr/S-BIAD582/06_wt_apt488-en546-wg594-cad647/overlays/5-5b_06_wt_apt488-en546-wg594-cad647_028_overlay.tif',
        '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/overlays/5-5c_07_wt_D488-cad546-stg594-wg647_007_overlay.tif',
        '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/raw_mps/5-4a_07_wt_D488-cad546-stg594-wg647_010_rawmp.tif',
        '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/stacks/6a_07_wt_D488-cad546-stg594-wg647_006.tif',
        '/bia-idr/S-BIAD582/07_wt_D488-cad546-stg594-wg647/stacks/8-1a_07_wt_D488-cad546-stg594-wg647_015.tif',
        '/bia-idr/S-BIAD582/08_wt_D488-gt546-eve647/overlays/4-3b_08_wt_D488-gt546-eve647_008_overlay.tif',
        '/bia-idr/S-BIAD582/08_wt_D488-gt546-eve647/overlays/5-4a_08_wt_D488-gt546-eve647_015_overlay.tif',
        '/bia-idr/S-BIAD582/09_wt_D488-gt546-kni5946-eve647/raw_mps/5-5b_09_wt_D488-gt546-kni5946-eve647_010_rawmp.tif',
        '/bia-idr/S-BIAD582/09_wt_D488-gt546-kni5946-eve647/raw_mps/6b_09_wt_D488-gt546-kni5946-eve647_015_rawmp.tif',
        '/bia-idr/S-BIAD582/10_wt_odd488-slp546-prd594-eve647/raw_mps/8-4c_10_wt_odd488-slp546-prd594-eve647_015_rawmp.tif',
        '/bia-idr/S-BIAD582/10_wt_odd488-slp546-prd594-eve647/stacks/10a_10_wt_odd488-slp546-prd594-eve647_023.tif',
        '/bia-idr/S-BIAD582/10_wt_odd488-slp546-prd594-eve647/stacks/8-4a_10_wt_odd488-slp546-prd594-eve647_011.tif',
        '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/overlays/2a_11_wt_tll488-cic546-hkb594-cad647_006_overlay.tif',
        '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/overlays/5-3b_11_wt_tll488-cic546-hkb594-cad647_002_overlay.tif',
        '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/stacks/4-2a_11_wt_tll488-cic546-hkb594-cad647_007.tif',
        '/bia-idr/S-BIAD582/11_wt_tll488-cic546-hkb594-cad647/stacks/4-3b_11_wt_tll488-cic546-hkb594-cad647_013.tif',
        '/bia-idr/S-BIAD582/12_wt_tll488-D546-cad594-opa647/raw_mps/5-5c_12_wt_tll488-D546-cad594-opa647_008_rawmp.tif',
        '/bia-idr/S-BIAD582/12_wt_tll488-D546-cad594-opa647/raw_mps/5-5d_12_wt_tll488-D546-cad594-opa647_011_rawmp.tif',
        '/bia-idr/S-BIAD582/14_wt_tll514-cad546-fkh594-wglacZ647/raw_mps/5-4c_14_wt_tll514-cad546-fkh594-wglacZ647_009_rawmp.tif',
        '/bia-idr/S-BIAD582/14_wt_tll514-cad546-fkh594-wglacZ647/raw_mps/5-5c_14_wt_tll514-cad546-fkh594-wglacZ647_004_rawmp.tif',
        '/bia-idr/S-BIAD582/16_wt_wg488-D546-cad594-opa647/overlays/4-4d_16_wt_wg488-D546-cad594-opa647_009_overlay.tif',
        '/bia-idr/S-BIAD582/16_wt_wg488-D546-cad594-opa647/raw_mps/4-1b_16_wt_wg488-D546-cad594-opa647_007_rawmp.tif',
        '/bia-idr/S-BIAD582/16_wt_wg488-D546-cad594-opa647/stacks/4-3c_16_wt_wg488-D546-cad594-opa647_011.tif',
        '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/raw_mps/5-2c_17_wt_wg488-D546-Mef2594-msh647-TL_008_rawmp.tif',
        '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/raw_mps/6b_17_wt_wg488-D546-Mef2594-msh647-TL_018_rawmp.tif',
        '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/stacks/5-3c_17_wt_wg488-D546-Mef2594-msh647-TL_012.tif',
        '/bia-idr/S-BIAD582/17_wt_wg488-D546-Mef2594-msh647-TL/stacks/5-5b_17_wt_wg488-D546-Mef2594-msh647-TL_001.tif',
        '/bia-idr/S-BIAD582/19_wt_wg488-fog546-fkh594-ftz647/overlays/4-4a_19_wt_wg488-fog546-fkh594-ftz647_011_overlay.tif',
        '/bia-idr/S-BIAD582/20_wt_wg488-opa546-cad594-D647/overlays/6b_20_wt_wg488-opa546-cad594-D647_008_overlay.tif',
        '/bia-idr/S-BIAD582/20_wt_wg488-opa546-cad594-D647/stacks/6b_20_wt_wg488-opa546-cad594-D647_008.tif',
        '/bia-idr/S-BIAD582/21_wt_wg488-wgintron546-cad594-cadintron647/overlays/5-5b_21_wt_wg488-wgintron546-cad594-cadintron647_020_overlay.tif',
        '/bia-idr/S-BIAD582/21_wt_wg488-wgintron546-cad594-cadintron647/overlays/6a_21_wt_wg488-wgintron546-cad594-cadintron647_003_overlay.tif',
        '/bia-idr/S-BIAD582/21_wt_wg488-wgintron546-cad594-cadintron647/raw_mps/6c_21_wt_wg488-wgintron546-cad594-cadintron647_022_rawmp.tif',
        '/bia-idr/S-BIAD582/21_wt_wg488-wgintron546-cad594-cadintron647/raw_mps/7a_21_wt_wg488-wgintron546-cad594-cadintron647_016_rawmp.tif',
        '/bia-idr/S-BIAD582/22_cadm_tll514-cad546-fkh594-wglacZ647/overlays/6c_22_cadm_tll514-cad546-fkh594-wglacZ647_026_overlay.tif',
        '/bia-idr/S-BIAD582/23_cadm_wglacZ488-fkh546/overlays/5-4a_23_cadm_wglacZ488-fkh546_006_overlay.tif',
        '/bia-idr/S-BIAD582/25_cadm_wglacZ488-opa546-cad594-D647/raw_mps/5-1a_25_cadm_wglacZ488-opa546-cad594-D647_019_rawmp.tif',
        '/bia-idr/S-BIAD582/26_cadm_wglacZ488-cad546-D647/stacks/8-1a_26_cadm_wglacZ488-cad546-D647_024.tif',
        '/bia-idr/S-BIAD582/27_cadmz_tll514-cad546-fkh594-wglacZ647/overlays/5-5b_27_cadmz_tll514-cad546-fkh594-wglacZ647_029_overlay.tif',
        '/bia-idr/S-BIAD582/27_cadmz_tll514-cad546-fkh594-wglacZ647/raw_mps/7a_27_cadmz_tll514-cad546-fkh594-wglacZ647_025_rawmp.tif',
        '/bia-idr/S-BIAD582/27_cadmz_tll514-cad546-fkh594-wglacZ647/stacks/7a_27_cadmz_tll514-cad546-fkh594-wglacZ647_025.tif',
        '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/overlays/5-4a_28_cadmz_tll514-hkb546-fkh594-wglacZ647_066_overlay.tif',
        '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/overlays/6a_28_cadmz_tll514-hkb546-fkh594-wglacZ647_065_overlay.tif',
        '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/raw_mps/5-1b_28_cadmz_tll514-hkb546-fkh594-wglacZ647_060_rawmp.tif',
        '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/raw_mps/5-4a_28_cadmz_tll514-hkb546-fkh594-wglacZ647_066_rawmp.tif',
        '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/stacks/4-4c_28_cadmz_tll514-hkb546-fkh594-wglacZ647_057.tif',
        '/bia-idr/S-BIAD582/28_cadmz_tll514-hkb546-fkh594-wglacZ647/stacks/5-1d_28_cadmz_tll514-hkb546-fkh594-wglacZ647_054.tif',
        '/bia-idr/S-BIAD582/30_cadmz_wglacZ488-cad546-D647/raw_mps/5-1b_30_cadmz_wglacZ488-cad546-D647_008_rawmp.tif',
        '/bia-idr/S-BIAD582/30_cadmz_wglacZ488-cad546-D647/stacks/4-4a_30_cadmz_wglacZ488-cad546-D647_007.tif',
        '/bia-idr/S-BIAD582/30_cadmz_wglacZ488-cad546-D647/stacks/5-3b_30_cadmz_wglacZ488-cad546-D647_022.tif',
        '/bia-idr/S-BIAD582/31_cadmz_wglacZ488-fkh546/overlays/6c_31_cadmz_wglacZ488-fkh546_012_overlay.tif',
        '/bia-idr/S-BIAD582/32_cadmz_wglacZ488-hkb546-stg594-tll647/overlays/5-5a_32_cadmz_wglacZ488-hkb546-stg594-tll647_032_overlay.tif',
        '/bia-idr/S-BIAD582/33_cadmz_wglacZ488-opa546-cad594-D647/overlays/4-4a_33_cadmz_wglacZ488-opa546-cad594-D647_018_overlay.tif',
        '/bia-idr/S-BIAD582/33_cadmz_wglacZ488-opa546-cad594-D647/overlays/5-2a_33_cadmz_wglacZ488-opa546-cad594-D647_016_overlay.tif',
        '/bia-idr/S-BIAD582/33_cadmz_wglacZ488-opa546-cad594-D647/stacks/5-5a_33_cadmz_wglacZ488-opa546-cad594-D647_006.tif',
        '/bia-idr/S-BIAD582/34_cadz_opa514-cad546-D594-wglacZ647/overlays/8-1a_34_cadz_opa514-cad546-D594-wglacZ647_047_overlay.tif',
        '/bia-idr/S-BIAD582/34_cadz_opa514-cad546-D594-wglacZ647/stacks/7a_34_cadz_opa514-cad546-D594-wglacZ647_051.tif',
        '/bia-idr/S-BIAD582/35_cadz_wglacZ488-opa546-cad594-D647/raw_mps/5-5b_35_cadz_wglacZ488-opa546-cad594-D647_003_rawmp.tif',
        '/bia-idr/S-BIAD582/35_cadz_wglacZ488-opa546-cad594-D647/raw_mps/6b_35_cadz_wglacZ488-opa546-cad594-D647_007_rawmp.tif',
        '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/overlays/7c_36_D_wglacZ488-opa546-cad594-D647_023_overlay.tif',
        '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/overlays/8-1a_36_D_wglacZ488-opa546-cad594-D647_014_overlay.tif',
        '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/raw_mps/5-5e_36_D_wglacZ488-opa546-cad594-D647_011_rawmp.tif',
        '/bia-idr/S-BIAD582/36_D_wglacZ488-opa546-cad594-D647/stacks/5-5f_36_D_wglacZ488-opa546-cad594-D647_008.tif',
        '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/overlays/5-5f_37_fkh_wglacZ488-opa546-cad594-D647_042_overlay.tif',
        '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/overlays/7b_37_fkh_wglacZ488-opa546-cad594-D647_032_overlay.tif',
        '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/raw_mps/5-4a_37_fkh_wglacZ488-opa546-cad594-D647_033_rawmp.tif',
        '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/raw_mps/8-1e_37_fkh_wglacZ488-opa546-cad594-D647_013_rawmp.tif',
        '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/stacks/5-4d_37_fkh_wglacZ488-opa546-cad594-D647_045.tif',
        '/bia-idr/S-BIAD582/37_fkh_wglacZ488-opa546-cad594-D647/stacks/7b_37_fkh_wglacZ488-opa546-cad594-D647_032.tif',
        '/bia-idr/S-BIAD582/39_hkb_tll514-hkb546-fkh594-wglacZ647/overlays/5-2c_39_hkb_tll514-hkb546-fkh594-wglacZ647_030_overlay.tif',
        '/bia-idr/S-BIAD582/39_hkb_tll514-hkb546-fkh594-wglacZ647/raw_mps/4-4a_39_hkb_tll514-hkb546-fkh594-wglacZ647_039_rawmp.tif',
        '/bia-idr/S-BIAD582/40_hkb_tlllacZ488-D546-cad594-opa647/raw_mps/5-3e_40_hkb_tlllacZ488-D546-cad594-opa647_004_rawmp.tif',
        '/bia-idr/S-BIAD582/40_hkb_tlllacZ488-D546-cad594-opa647/stacks/5-5f_40_hkb_tlllacZ488-D546-cad594-opa647_010.tif',
        '/bia-idr/S-BIAD582/41_hkb_tlllacZ488-D546-cad594-opa647/raw_mps/4-3a_41_hkb_tlllacZ488-D546-cad594-opa647_010_rawmp.tif',
        '/bia-idr/S-BIAD582/41_hkb_tlllacZ488-D546-cad594-opa647/stacks/4-4a_41_hkb_tlllacZ488-D546-cad594-opa647_006.tif',
        '/bia-idr/S-BIAD582/42_hkb_wglacZ488-opa546-cad594-D647/stacks/5-2a_42_hkb_wglacZ488-opa546-cad594-D647_014.tif',
        '/bia-idr/S-BIAD582/42_hkb_wglacZ488-opa546-cad594-D647/stacks/5-4a_42_hkb_wglacZ488-opa546-cad594-D647_008.tif',
        '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/overlays/5-5c_43_opa_wg488-opa546-cad594-D647_005_overlay.tif',
        '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/overlays/5-5g_43_opa_wg488-opa546-cad594-D647_011_overlay.tif',
        '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/stacks/5-5c_43_opa_wg488-opa546-cad594-D647_005.tif',
        '/bia-idr/S-BIAD582/44_tll_hkb514-cad546-fkh594-wglacZ647/raw_mps/6e_44_tll_hkb514-cad546-fkh594-wglacZ647_041_rawmp.tif',
        '/bia-idr/S-BIAD582/45_tll_opa488-DlacZ546-hkb594-cad647/overlays/5-1a_45_tll_opa488-DlacZ546-hkb594-cad647_005_overlay.tif',
        '/bia-idr/S-BIAD582/45_tll_opa488-DlacZ546-hkb594-cad647/raw_mps/7a_45_tll_opa488-DlacZ546-hkb594-cad647_015_rawmp.tif',
        '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/overlays/5-5a_47_tll_opa488-fkh546-D594-cadtll647_010_closeup_overlay.tif',
        '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/overlays/6a_47_tll_opa488-fkh546-D594-cadtll647_004_closeup_overlay.tif',
        '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/raw_mps/5-4a_47_tll_opa488-fkh546-D594-cadtll647_019_rawmp.tif',
        '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/raw_mps/5-4a_47_tll_opa488-fkh546-D594-cadtll647_020_closeup_rawmp.tif',
        '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/stacks/6b_47_tll_opa488-fkh546-D594-cadtll647_018_closeup.tif',
        '/bia-idr/S-BIAD582/47_tll_opa488-fkh546-D594-cadtll647/stacks/6e_47_tll_opa488-fkh546-D594-cadtll647_026_closeup.tif',
        '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/overlays/8-3a_48_tll_tll488-cad546-wg594_013_overlay.tif',
        '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/stacks/5-5d_48_tll_tll488-cad546-wg594_011.tif',
        '/bia-idr/S-BIAD582/49_tll_tllopa488-cad546-D594-OPAprotein647/overlays/5-3c_49_tll_tllopa488-cad546-D594-OPAprotein647_017_overlay.tif',
        '/bia-idr/S-BIAD582/49_tll_tllopa488-cad546-D594-OPAprotein647/raw_mps/8-1a_49_tll_tllopa488-cad546-D594-OPAprotein647_002_rawmp.tif',
        '/bia-idr/S-BIAD582/49_tll_tllopa488-cad546-D594-OPAprotein647/stacks/5-3c_49_tll_tllopa488-cad546-D594-OPAprotein647_017.tif',
        '/bia-idr/S-BIAD582/50_tll_wglacZ488-opa546-cad594-D647/overlays/5-5a_50_tll_wglacZ488-opa546-cad594-D647_016_overlay.tif',
        '/bia-idr/S-BIAD582/50_tll_wglacZ488-opa546-cad594-D647/raw_mps/5-1a_50_tll_wglacZ488-opa546-cad594-D647_013_rawmp.tif',
        '/bia-idr/S-BIAD582/50_tll_wglacZ488-opa546-cad594-D647/stacks/5-5a_50_tll_wglacZ488-opa546-cad594-D647_016.tif',
        '/bia-idr/S-BIAD582/51_tllopa_wgtll488-opa546-cad594-D647/overlays/6a_51_tllopa_wgtll488-opa546-cad594-D647_002_overlay.tif',
        '/bia-idr/S-BIAD582/51_tllopa_wgtll488-opa546-cad594-D647/overlays/6d_51_tllopa_wgtll488-opa546-cad594-D647_013_overlay.tif',
        '/bia-idr/S-BIAD582/51_tllopa_wgtll488-opa546-cad594-D647/raw_mps/8b_51_tllopa_wgtll488-opa546-cad594-D647_006_rawmp.tif',
        '/bia-idr/S-BIAD582/52_tor_wg488-cad546-D594-opa647/overlays/5-4b_52_tor_wg488-cad546-D594-opa647_006_overlay.tif',
        '/bia-idr/S-BIAD582/53_tor_wglacZ488-opa546-cad594-D647/raw_mps/5-4c_53_tor_wglacZ488-opa546-cad594-D647_001_rawmp.tif',
        '/bia-idr/S-BIAD582/53_tor_wglacZ488-opa546-cad594-D647/raw_mps/5-5a_53_tor_wglacZ488-opa546-cad594-D647_004_rawmp.tif',
        '/bia-idr/S-BIAD582/53_tor_wglacZ488-opa546-cad594-D647/stacks/8b_53_tor_wglacZ488-opa546-cad594-D647_008.tif',
        '/bia-idr/S-BIAD582/54_wg_D488-cad546-wglacZ594-opa647/raw_mps/6d_54_wg_D488-cad546-wglacZ594-opa647_005_rawmp.tif',
        '/bia-idr/S-BIAD582/54_wg_D488-cad546-wglacZ594-opa647/stacks/6d_54_wg_D488-cad546-wglacZ594-opa647_005.tif',
        'rendering-settings/07 - wild-type - Dichaete, caudal, string and wingless HCR/5-4a_07_wt_D488-cad546-stg594-wg647_010.tif.yml',
        'rendering-settings/10 - wild-type - odd-skipped, sloppy-paired, paired and even-skipped HCR/10a_10_wt_odd488-slp546-prd594-eve647_023.tif.yml',
        'rendering-settings/27 - caudal maternal and zygotic mutant - tailless, caudal, forkhead and wingless HCR/5-4a_27_cadmz_tll514-cad546-fkh594-wglacZ647_027.tif.yml',
        'rendering-settings/49 - tailless mutant - odd-paired, caudal and Dichaete HCR and Odd-paired antibody stain/5-3a_49_tll_tllopa488-cad546-D594-OPAprotein647_014.tif.yml',
        'rendering-settings/50 - tailless mutant - wingless, odd-paired, caudal and Dichaete HCR/5-1a_50_tll_wglacZ488-opa546-cad594-D647_013.tif.yml',
    ),
    '/bia-idr/S-BIAD582/02_wt_Dprotein555-TL/stacks': (
        '5-2b_02_wt_Dprotein555-TL_008.tif 5-2c_02_wt_Dprotein555-TL_004.tif '
        '5-5a_02_wt_Dprotein555-TL_009.tif'
    ),
    '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/overlays': (
        '5-4a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_011_overlay.tif '
        '5-4b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_018_overlay.tif '
        '6c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_014_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/raw_mps': (
        '4-3a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_032_rawmp.tif '
        '5-4c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_001_rawmp.tif '
        '5-5c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_012_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/shell_avgs': (
        '5-1e_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_023_shellavg.tif '
        '5-3a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_004_shellavg.tif '
        '5-4b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_018_shellavg.tif'
    ),
    '/bia-idr/S-BIAD582/03_wt_HKBprotein488-TLLprotein555-OPAprotein647/stacks': (
        '5-1e_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_023.tif '
        '5-3b_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_002.tif '
        '5-4a_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_011.tif '
        '6c_03_wt_HKBprotein488-TLLprotein555-OPAprotein647_014.tif'
    ),
    '/bia-idr/S-BIAD582/04_wt_TLLprotein488-wg514-eve546-tll647/stacks': (
        '5-2a_04_wt_TLLprotein488-wg514-eve546-tll647_031.tif '
        '5-4b_04_wt_TLLprotein488-wg514-eve546-tll647_003.tif '
        '6b_04_wt_TLLprotein488-wg514-eve546-tll647_016.tif'
    ),
    '/bia-idr/S-BIAD582/05_wt_wg488-opa546-cadintron594-OPAprotein647/overlays': (
        '5-4a_05_wt_wg488-opa546-cadintron594-OPAprotein647_007_overlay.tif '
        '5-4b_05_wt_wg488-opa546-cadintron594-OPAprotein647_003_overlay.tif '
        '6c_05_wt_wg488-opa546-cadintron594-OPAprotein647_006_closeup_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/09_wt_D488-gt546-kni5946-eve647/overlays': (
        '4-2a_09_wt_D488-gt546-kni5946-eve647_004_overlay.tif '
        '4-4b_09_wt_D488-gt546-kni5946-eve647_009_overlay.tif '
        '5-3a_09_wt_D488-gt546-kni5946-eve647_017_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/09_wt_D488-gt546-kni5946-eve647/stacks': (
        '5-1a_09_wt_D488-gt546-kni5946-eve647_016.tif 5-1c_09_wt_D488-gt546-kni5946-eve647_005.tif '
        '5-3a_09_wt_D488-gt546-kni5946-eve647_017.tif 6b_09_wt_D488-gt546-kni5946-eve647_015.tif'
    ),
    '/bia-idr/S-BIAD582/13_wt_tll488-wg546-cad594-hkb647/overlays': (
        '2d_13_wt_tll488-wg546-cad594-hkb647_023_overlay.tif '
        '4-1d_13_wt_tll488-wg546-cad594-hkb647_028_overlay.tif '
        '4-2b_13_wt_tll488-wg546-cad594-hkb647_014_overlay.tif '
        '4-2c_13_wt_tll488-wg546-cad594-hkb647_044_overlay.tif '
        '4-3d_13_wt_tll488-wg546-cad594-hkb647_013_overlay.tif '
        '4-3e_13_wt_tll488-wg546-cad594-hkb647_017_overlay.tif '
        '5-2c_13_wt_tll488-wg546-cad594-hkb647_001_overlay.tif '
        '5-2c_13_wt_tll488-wg546-cad594-hkb647_041_overlay.tif '
        '5-3a_13_wt_tll488-wg546-cad594-hkb647_033_overlay.tif '
        '5-5b_13_wt_tll488-wg546-cad594-hkb647_046_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/13_wt_tll488-wg546-cad594-hkb647/raw_mps': (
        '4-1d_13_wt_tll488-wg546-cad594-hkb647_028_rawmp.tif '
        '4-2b_13_wt_tll488-wg546-cad594-hkb647_014_rawmp.tif '
        '4-3a_13_wt_tll488-wg546-cad594-hkb647_043_rawmp.tif '
        '4-4a_13_wt_tll488-wg546-cad594-hkb647_009_rawmp.tif '
        '5-1b_13_wt_tll488-wg546-cad594-hkb647_015_rawmp.tif '
        '5-3b_13_wt_tll488-wg546-cad594-hkb647_019_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/13_wt_tll488-wg546-cad594-hkb647/stacks': (
        '4-1c_13_wt_tll488-wg546-cad594-hkb647_022.tif 4-3b_13_wt_tll488-wg546-cad594-hkb647_002.tif '
        '4-4a_13_wt_tll488-wg546-cad594-hkb647_009.tif 5-2c_13_wt_tll488-wg546-cad594-hkb647_001.tif'
    ),
    '/bia-idr/S-BIAD582/15_wt_tll514-hkb546-fkh594-wglacZ647/stacks': (
        '4-4b_15_wt_tll514-hkb546-fkh594-wglacZ647_018.tif 5-2b_15_wt_tll514-hkb546-fkh594-wglacZ647_021.tif '
        '5-4a_15_wt_tll514-hkb546-fkh594-wglacZ647_004.tif'
    ),
    '/bia-idr/S-BIAD582/18_wt_wg488-en546-slp594-odd647/overlays': (
        '11-1b_18_wt_wg488-en546-slp594-odd647_009_overlay.tif '
        '11-1d_18_wt_wg488-en546-slp594-odd647_020_overlay.tif '
        '8-3b_18_wt_wg488-en546-slp594-odd647_004_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/18_wt_wg488-en546-slp594-odd647/raw_mps': (
        '10c_18_wt_wg488-en546-slp594-odd647_011_closeup_rawmp.tif '
        '11-2a_18_wt_wg488-en546-slp594-odd647_026_rawmp.tif '
        '11-2b_18_wt_wg488-en546-slp594-odd647_003_rawmp.tif '
        '8-2a_18_wt_wg488-en546-slp594-odd647_008_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/18_wt_wg488-en546-slp594-odd647/stacks': (
        '10d_18_wt_wg488-en546-slp594-odd647_010_closeup.tif '
        '11-1b_18_wt_wg488-en546-slp594-odd647_009_closeup.tif 8-1a_18_wt_wg488-en546-slp594-odd647_027.tif '
        '8-2a_18_wt_wg488-en546-slp594-odd647_008_closeup.tif'
    ),
    '/bia-idr/S-BIAD582/32_cadmz_wglacZ488-hkb546-stg594-tll647/raw_mps': (
        '4-4c_32_cadmz_wglacZ488-hkb546-stg594-tll647_004_rawmp.tif '
        '4-4d_32_cadmz_wglacZ488-hkb546-stg594-tll647_027_rawmp.tif '
        '5-5e_32_cadmz_wglacZ488-hkb546-stg594-tll647_016_rawmp.tif '
        '8-1b_32_cadmz_wglacZ488-hkb546-stg594-tll647_011_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/35_cadz_wglacZ488-opa546-cad594-D647/overlays': (
        '5-4a_35_cadz_wglacZ488-opa546-cad594-D647_008_overlay.tif '
        '6c_35_cadz_wglacZ488-opa546-cad594-D647_009_overlay.tif '
        '6d_35_cadz_wglacZ488-opa546-cad594-D647_010_overlay.tif'
    ),
    '/bia-idr/S-BIAD582/39_hkb_tll514-hkb546-fkh594-wglacZ647/stacks': (
        '5-4a_39_hkb_tll514-hkb546-fkh594-wglacZ647_033.tif '
        '5-4b_39_hkb_tll514-hkb546-fkh594-wglacZ647_029.tif 6e_39_hkb_tll514-hkb546-fkh594-wglacZ647_028.tif'
    ),
    '/bia-idr/S-BIAD582/43_opa_wg488-opa546-cad594-D647/raw_mps': (
        '5-5a_43_opa_wg488-opa546-cad594-D647_020_rawmp.tif '
        '5-5e_43_opa_wg488-opa546-cad594-D647_010_rawmp.tif '
        '8-1b_43_opa_wg488-opa546-cad594-D647_017_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/48_tll_tll488-cad546-wg594/raw_mps': (
        '5-5b_48_tll_tll488-cad546-wg594_020_rawmp.tif 5-5c_48_tll_tll488-cad546-wg594_006_rawmp.tif '
        '8-2b_48_tll_tll488-cad546-wg594_018_rawmp.tif'
    ),
    '/bia-idr/S-BIAD582/53_tor_wglacZ488-opa546-cad594-D647/overlays': (
        '5-4b_53_tor_wglacZ488-opa546-cad594-D647_016_overlay.tif '
        '5-4d_53_tor_wglacZ488-opa546-cad594-D647_013_overlay.tif '
        '7b_53_tor_wglacZ488-opa546-cad594-D647_021_overlay.tif'
    ),
}

HDBR_SECTIONS = {
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210827-ome-tiffs-ftp/HDBR_converted_files_1': (
        '1032,1,head,CS19,100_LHX6.ome.tiff',
        '1032,1,head,CS19,101_FOXP2.ome.tiff',
        '1032,1,head,CS19,47_CALB1.ome.tiff',
        '1032,1,head,CS19,47_CALB2.ome.tiff',
        '1032,1,head,CS19,49_ASCL1.ome.tiff',
        '1032,1,head,CS19,59_DLX2.ome.tiff',
        '1032,1,head,CS19,61_CALB2.ome.tiff',
        '1032,1,head,CS19,74_LHX6.ome.tiff',
        '1032,1,head,CS19,75_FOXP2.ome.tiff',
        '1032,1,head,CS19,78_KI67.ome.tiff',
        '1032,1,head,CS19,86_DLX2.ome.tiff',
        '1032,1,head,CS19,99_ASCl1.ome.tiff',
        '1032,1,head,CS19,99_DLX2.ome.tiff',
        '1060,1,whole,CS16,42_ALX4.ome.tiff',
        '1060,1,whole,CS16,42_Ki67.ome.tiff',
        '11523,10,Brain SL2,12pcw,33_Ki67.ome.tiff',
        '11557,3,Head,CS23,113_GAP43.ome.tiff',
        '11557,3,Head,CS23,49_EPHA7.ome.tiff',
        '11587,1,head,CS20,52_foxc1.ome.tiff',
        '11587,1,head,CS20,52_foxp1.ome.tiff',
        '11587,1,head,CS20,53_bcl11a.ome.tiff',
        '1160,2,body,CS23,41_cep164.ome.tiff',
        '11613,1,Embryo,CS23,171_arl3.ome.tiff',
        '11737,2,body,CS23,19_ALX4.ome.tiff',
        '11737,2,body,CS23,19_Ki67.ome.tiff',
        '11737,2,body,CS23,20_ALX4.ome.tiff',
        '11761,12,Head,12pcw,042_Ki67.ome.tiff',
        '11761,13,Left Hemisphere,12pcw,4_Ki67.ome.tiff',
        '11847,1,embryo,CS15,150_CDC42BPB.ome.tiff',
        '11847,1,embryo,CS15,151_ISL1.ome.tiff',
        '11863,1,sag,CS18,21_ALX4.ome.tiff',
        '11863,1,sag,CS18,21_Ki67.ome.tiff',
        '11872,1,Head,Late 8pcw,109_KI67.ome.tiff',
        '11949,3,U torso,CS22,72_ALX4.ome.tiff',
        '11977,18,kidney,15pcw,24_cep164.ome.tiff',
        '12026,13,K&A,17pcw,45_cep164.ome.tiff',
        '12044,2,LFB,10PCW,103_FOXP2.ome.tiff',
        '12044,2,LFB,10PCW,74_KI67.ome.tiff',
        '12044,2,LFB,10PCW,83_KI67.ome.tiff',
        '12044,2,LFB,10PCW,93_KI67.ome.tiff',
        '12063,1,embryo,CS19,148_Ki67.ome.tiff',
        '12128,1,head,CS21,129_CALB1.ome.tiff',
        '12130,12,K&A,18pcw,32_arl3.ome.tiff',
        '12130,12,K_A,18pcw,31_ki67.ome.tiff',
        '12204,1,Head,CS23,74_CHRNB2.ome.tiff',
        '12204,1,Head,CS23,76_FOXP2.ome.tiff',
        '12204,1,Head,CS23,77_CALB2.ome.tiff',
        '12204,1,Head,CS23,80_CALB1.ome.tiff',
        '12204,1,Head,CS23,80_CALB2.ome.tiff',
        '12204,1,Head,CS23,82_FOXP2.ome.tiff',
        '12204,1,Head,CS23,82_GBX2.ome.tiff',
        '12204,1,Head,CS23,91_GAP43.ome.tiff',
        '12204,1,Head,CS23,92_CALB1.ome.tiff',
        '12204,1,Head,CS23,94_DLX2.ome.tiff',
        '12212,3,L Body,CS23,148_ALX4.ome.tiff',
        '12212,4,R body,CS23,77_ALX4.ome.tiff',
        '12212,4,R body,CS23,79_Ki67.ome.tiff',
        '12506,5,R hemi,CS23,64_CALB1.ome.tiff',
        '12506,5,R hemi,CS23,64_CALB2.ome.tiff',
        '12532,19,hb_mb,11pcw,83_FEV.ome.tiff',
        '12602,1,head,CS23,114_CHRNA4.ome.tiff',
        '12602,1,head,CS23,114_CHRNB2.ome.tiff',
        '12602,1,head,CS23,122_CHRNA4.ome.tiff',
        '12602,1,head,CS23,122_CHRNB2.ome.tiff',
        '12602,1,head,CS23,157_FOXP2.ome.tiff',
        '12602,1,head,CS23,177_FOXP2.ome.tiff',
        '12602,1,head,CS23,177_GBX2.ome.tiff',
        '12602,1,head,CS23,209_FOXP2.ome.tiff',
        '12602,1,head,CS23,209_GBX2.ome.tiff',
        '12602,1,head,CS23,220_GBX2.ome.tiff',
        '12602,1,head,CS23,72_ASCL1.ome.tiff',
        '12602,1,head,CS23,72_DLX2.ome.tiff',
        '12602,1,head,CS23,99_GAD67.ome.tiff',
        '12686,19,K&A,14pcw,29_cep164.ome.tiff',
        '12686,19,K&A,14pcw,32_cep120.ome.tiff',
        '12686,19,K&A,14pcw,35_arl3.ome.tiff',
        '12686,19,K&A,14pcw,35_cep120.ome.tiff',
        '12769,3,body,CS19,58_ISL1.ome.tiff',
        '12769,4,Head,CS19,115_CALB1.ome.tiff',
        '12780,1,head,CS23,101_CALB1.ome.tiff',
        '12780,1,head,CS23,101_DLX2.ome.tiff',
        '12780,1,head,CS23,54_CALB1.ome.tiff',
        '12780,1,head,CS23,61_CALB1.ome.tiff',
        '12780,1,head,CS23,66_DLX2.ome.tiff',
        '12780,1,head,CS23,76_DLX2.ome.tiff',
        '12780,1,head,CS23,77_DLX2.ome.tiff',
        '12780,1,head,CS23,82_CALB1.ome.tiff',
        '12780,1,head,CS23,82_GBX2.ome.tiff',
        '12780,1,head,CS23,84_CALB1.ome.tiff',
        '12780,1,head,CS23,89_CALB1.ome.tiff',
        '12780,1,head,CS23,90_DLX2.ome.tiff',
        '12780,1,head,CS23,90_GBX2.ome.tiff',
        '12780,1,head,CS23,92_CALB2.ome.tiff',
        '12807,17,Hindbrain,14 PCW,227_foxc1.ome.tiff',
        '12807,17,Hindbrain,14 PCW,227_foxp1.ome.tiff',
        '12879,1,Head,CS23,168_FEV.ome.tiff',
        '12929,20,R.Head,10PCW,102_CDC42BPB.ome.tiff',
        '12929,20,R.Head,10PCW,106_ki67.ome.tiff',
        '12929,20,R.Head,10PCW,116_atoh1.ome.tiff',
        '12929,20,R.Head,10PCW,116_lmx1a.ome.tiff',
        '12929,20,R.Head,10PCW,95_CDC42BPB.ome.tiff',
        '12963,5,L HB,19pcw,10_arl3.ome.tiff',
        '12968,12.sl3,FB,12PCW,53_DLX2.ome.tiff',
        '12968,12.sl3,FB,12PCW,92_DLX2.ome.tiff',
        '12998,4,12 PCW,MB_HB,114_auts2.ome.tiff',
        '12998,4,12 PCW,MB_HB,116_foxp1.ome.tiff',
        '13002,23,Hindbrain,14pcw,20_ki67.ome.tiff',
        '13002,23,Hindbrain,14pcw,26_ki67.ome.tiff',
        '13002,23,Hindbrain,14pcw,28_cep120.ome.tiff',
        '13136,5,Forebrain,10pcw,109_CALB2.ome.tiff',
        '13136,5,Forebrain,10pcw,109_FOXP2.ome.tiff',
        '13136,5,Forebrain,10pcw,123_CTIP.ome.tiff',
        '13136,5,Forebrain,10pcw,147_CALB2.ome.tiff',
        '13136,5,Forebrain,10pcw,148_CALB2.ome.tiff',
        '13136,5,Forebrain,10pcw,95_GBX2.ome.tiff',
        '13159,6,ribs,9pcw,12_ALX4.ome.tiff',
        '13168,6,ribs,10pcw,15_ALX4.ome.tiff',
        '13168,6,ribs,10pcw,16_ALX4.ome.tiff',
        '13341,1,Brain,10pcw,140_CALB2.ome.tiff',
        '13341,1,Brain,10pcw,142_GAD67.ome.tiff',
        '13341,1,Brain,10pcw,142_LHX6.ome.tiff',
        '13341,1,Brain,10pcw,168_CALB1.ome.tiff',
        '13341,1,Brain,10pcw,172_ASCL1.ome.tiff',
        '13341,1,Brain,10pcw,172_DLX2.ome.tiff',
        '13341,1,Brain,10pcw,186_CALB1.ome.tiff',
        '13341,1,Brain,10pcw,186_CALB2.ome.tiff',
        '13341,1,Brain,10pcw,295_FEV.ome.tiff',
        '13434,21,HB,11pcw,20_cep164.ome.tiff',
        '13436,1,embryo,CS21,144_DLX2.ome.tiff',
        '13436,1,embryo,CS21,151_ASCL1.ome.tiff',
        '13436,1,embryo,CS21,151_GBX2.ome.tiff',
        '13463,31,MBHB,18pcw,38_foxp1.ome.tiff',
        '13463,31,MBHB,18pcw,41_atoh1.ome.tiff',
        '13463,31,MBHB,18pcw,42_lmx1a.ome.tiff',
        '13654,32,diencep,15pcw,24_FOXP2.ome.tiff',
        '13654,32,diencep,15pcw,24_GBX2.ome.tiff',
        '13654,33,diencep,15pcw,11_FOXP2.ome.tiff',
        '13654,33,diencep,15pcw,28_FOXP2.ome.tiff',
        '13714,3,HEAD (sag),CS16,47_bcl11a.ome.tiff',
        '14189,11,Kidney,14pcw,36_cep164.ome.tiff',
        '14542,3,Head,CS18,51_bcl11a.ome.tiff',
        '14730,35,HB,18PCW,30_foxp1.ome.tiff',
        '14730,35,HB,18PCW,37_bcl11a.ome.tiff',
        'N1459,0,whole,CS15,18_GAP43.ome.tiff',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210827-ome-tiffs-ftp/HDBR_converted_files_2': (
        '1032,1,head,CS19,100_COUPTFI.ome.tiff',
        '1032,1,head,CS19,100_COUPTFII.ome.tiff',
        '1032,1,head,CS19,48_NKX2-2.ome.tiff',
        '1032,1,head,CS19,48_PAX6.ome.tiff',
        '1032,1,head,CS19,50_COUPTFI.ome.tiff',
        '1032,1,head,CS19,50_COUPTFII.ome.tiff',
        '1032,1,head,CS19,56_NKX2-1.ome.tiff',
        '1032,1,head,CS19,57_SHH.ome.tiff',
        '1032,1,head,CS19,61_SCGN.ome.tiff',
        '1032,1,head,CS19,72_NKX2-2.ome.tiff',
        '1032,1,head,CS19,73_OLIG2.ome.tiff',
        '1032,1,head,CS19,74_COUPTFI.ome.tiff',
        '1032,1,head,CS19,75_OTX2.ome.tiff',
        '1032,1,head,CS19,78_PAX6.ome.tiff',
        '1032,1,head,CS19,84_SHH.ome.tiff',
        '1032,1,head,CS19,85_NKX2-2.ome.tiff',
        '1032,1,head,CS19,87_COUPTFII.ome.tiff',
        '1032,1,head,CS19,88_OTX2.ome.tiff',
        '1032,1,head,CS19,98_NKX2-1.ome.tiff',
        '1032,1,head,CS19,98_NKX2-2.ome.tiff',
        '1032,1,head,CS19,99_OLIG2.ome.tiff',
        '11523,10,Brain SL2,12pcw,22_COUPTFII.ome.tiff',
        '11523,10,Brain SL2,12pcw,33_COUPTFI.ome.tiff',
        '11557,3,Head,CS23,49_PAX6.ome.tiff',
        '11557,3,Head,CS23,74_PAX6.ome.tiff',
        '11557,3,Head,L8pcw,112_PAX6.ome.tiff',
        '11557,3,Head,L8pcw,118_PAX6.ome.tiff',
        '11557,3,Head,L8pcw,53_PAX6.ome.tiff',
        '11610,9,brain,12pcw,155_OLIG2.ome.tiff',
        '11610,9,brain,12pcw,184_COUPTFII.ome.tiff',
        '11610,9,brain,12pcw,186_COUPTFII.ome.tiff',
        '11872,1,Head,Late 8pcw,109_COUPTFII.ome.tiff',
        '11872,1,Head,Late 8pcw,109_OLIG2.ome.tiff',
        '11872,1,Head,Late 8pcw,118_NKX2-1.ome.tiff',
        '12044,2,LFB,10PCW,103_COUPTFII.ome.tiff',
        '12044,2,LFB,10PCW,61_SP8.ome.tiff',
        '12044,2,LFB,10PCW,63_PAX6.ome.tiff',
        '12044,2,LFB,10PCW,71_SP8.ome.tiff',
        '12044,2,LFB,10PCW,72_NRP2.ome.tiff',
        '12044,2,LFB,10PCW,74_PAX6.ome.tiff',
        '12044,2,LFB,10PCW,86_NRP2.ome.tiff',
        '12128,1,head,CS21,107_SCGN.ome.tiff',
        '12128,1,head,CS21,116_COUPTFI.ome.tiff',
        '12128,1,head,CS21,116_COUPTFII.ome.tiff',
        '12128,1,head,CS21,128_SCGN.ome.tiff',
        '12128,1,head,CS21,129_COUPTFII.ome.tiff',
        '12128,1,head,CS21,130_PAX6.ome.tiff',
        '12204,1,Head,CS23,69_OLIG2.ome.tiff',
        '12204,1,Head,CS23,69_SCGN.ome.tiff',
        '12204,1,Head,CS23,76_PAX6.ome.tiff',
        '12204,1,Head,CS23,80_SCGN.ome.tiff',
        '12204,1,Head,CS23,83_COUPTFI.ome.tiff',
        '12204,1,Head,CS23,92_SCGN.ome.tiff',
        '12204,1,Head,CS23,94_SP8.ome.tiff',
        '12294,1,Head,L8pcw,148_NKX2-1.ome.tiff',
        '12294,1,Head,L8pcw,152_COUPTFI.ome.tiff',
        '12506,5,R hemi,CS23,25_NKX2-1.ome.tiff',
        '12506,5,R hemi,CS23,32_COUPTFI.ome.tiff',
        '12506,5,R hemi,CS23,32_NKX2-1.ome.tiff',
        '12506,5,R hemi,CS23,33_PAX6.ome.tiff',
        '12506,5,R hemi,CS23,54_PAX6.ome.tiff',
        '12506,5,R hemi,CS23,63_COUPTFI.ome.tiff',
        '12506,5,R hemi,CS23,63_COUPTFII.ome.tiff',
        '12506,5,R hemi,CS23,64_ROBO1.ome.tiff',
        '12506,5,R hemi,CS23,64_SP8.ome.tiff',
        '12506,5,R hemi,CS23,65_PAX6.ome.tiff',
        '12506,5,R hemi,CS23,65_TBR1.ome.tiff',
        '12506,5,R hemi,CS23,66_SP8.ome.tiff',
        '12506,5,R hemi,CS23,79_COUPTFI.ome.tiff',
        '12506,5,R hemi,CS23,79_COUPTFII.ome.tiff',
        '12602,1,head,CS23,114_SHH.ome.tiff',
        '12602,1,head,CS23,122_SHH.ome.tiff',
        '12602,1,head,CS23,149_SHH.ome.tiff',
        '12602,1,head,CS23,158_SP8.ome.tiff',
        '12602,1,head,CS23,176_COUPTFII.ome.tiff',
        '12602,1,head,CS23,176_SP8.ome.tiff',
        '12602,1,head,CS23,202_SHH.ome.tiff',
        '12602,1,head,CS23,202_ZIC4.ome.tiff',
        '12602,1,head,CS23,220_OTX2.ome.tiff',
        '12602,1,head,CS23,222_COUPTFII.ome.tiff',
        '12602,1,head,CS23,222_SP8.ome.tiff',
        '12602,1,head,CS23,239_SHH.ome.tiff',
        '12721,4,fb,10pcw,78_NKX2-1.ome.tiff',
        '12721,4,fb,10pcw,96_PAX6.ome.tiff',
        '12721,4,fb,10pcw,97_NKX2-1.ome.tiff',
        '12769,3,body,CS19,101_SRY.ome.tiff',
        '12769,4,Head,CS19,101_PAX6.ome.tiff',
        '12769,4,Head,CS19,101_ROBO1.ome.tiff',
        '12769,4,Head,CS19,102_COUPTFII.ome.tiff',
        '12769,4,Head,CS19,108_COUPTFII.ome.tiff',
        '12769,4,Head,CS19,109_SCGN.ome.tiff',
        '12769,4,Head,CS19,110_SCGN.ome.tiff',
        '12769,4,Head,CS19,113_SCGN.ome.tiff',
        '12769,4,Head,CS19,80_PAX6.ome.tiff',
        '12769,4,Head,CS19,90_NKX2-1.ome.tiff',
        '12769,4,Head,CS19,90_PAX6.ome.tiff',
        '12780,1,head,CS23,100_PAX6.ome.tiff',
        '12780,1,head,CS23,43_PAX6.ome.tiff',
        '12780,1,head,CS23,57_PAX6.ome.tiff',
        '12780,1,head,CS23,61_SCGN.ome.tiff',
        '12780,1,head,CS23,65_NKX2-1.ome.tiff',
        '12780,1,head,CS23,66_COUPTFII.ome.tiff',
        '12780,1,head,CS23,78_COUPTFII.ome.tiff',
        '12780,1,head,CS23,79_NKX2-1.ome.tiff',
        '12780,1,head,CS23,82_SCGN.ome.tiff',
        '12780,1,head,CS23,83_OLIG2.ome.tiff',
        '12780,1,head,CS23,83_PAX6.ome.tiff',
        '12780,1,head,CS23,84_COUPTFI.ome.tiff',
        '12780,1,head,CS23,89_SCGN.ome.tiff',
        '12780,1,head,CS23,90_OLIG2.ome.tiff',
        '12780,1,head,CS23,92_SP8.ome.tiff',
        '12807,17,Hindbrain,14 PCW,232_pdgfrb.ome.tiff',
        '12968,12.sl3,FB,12PCW,19_SCGN.ome.tiff',
        '12968,12.sl3,FB,12PCW,20_SCGN.ome.tiff',
        '12968,12.sl3,FB,12PCW,20_SP8.ome.tiff',
        '12968,12.sl3,FB,12PCW,93_COUPTFII.ome.tiff',
        '13024,18,Left brain slice 1,14PCW,75_PAX6.ome.tiff',
        '13107,18,R brain,Late 8,33_PAX6.ome.tiff',
        '13107,18,R brain,Late 8,43_PAX6.ome.tiff',
        '13136,5,Forebrain,10pcw,109_PAX6.ome.tiff',
        '13136,5,Forebrain,10pcw,115_PAX6.ome.tiff',
        '13136,5,Forebrain,10pcw,118_KI67.ome.tiff',
        '13136,5,Forebrain,10pcw,120_PAX6.ome.tiff',
        '13136,5,Forebrain,10pcw,123_PAX6.ome.tiff',
        '13136,5,Forebrain,10pcw,125_OLIG2.ome.tiff',
        '13136,5,Forebrain,10pcw,125_TBR1.ome.tiff',
        '13136,5,Forebrain,10pcw,131_COUPTFII.ome.tiff',
        '13136,5,Forebrain,10pcw,147_ROBO1.ome.tiff',
        '13136,5,Forebrain,10pcw,148_OLIG2.ome.tiff',
        '13136,5,Forebrain,10pcw,148_TBR1.ome.tiff',
        '13136,5,Forebrain,10pcw,90_OTX2.ome.tiff',
        '13136,5,Forebrain,10pcw,94_SP8.ome.tiff',
        '13136,5,Forebrain,10pcw,95_PAX6.ome.tiff',
        '13136,5,Forebrain,10pcw,98_SCGN.ome.tiff',
        '13159,6,ribs,9pcw,14_Ki67.ome.tiff',
        '13168,6,ribs,10pcw,14_Ki67.ome.tiff',
        '13331,9,LFB,10PCW,65_SCGN.ome.tiff',
        '13331,9,LFB,10PCW,66_PAX6.ome.tiff',
        '13341,1,Brain,10pcw,140_SCGN.ome.tiff',
        '13341,1,Brain,10pcw,186_SCGN.ome.tiff',
        '13436,1,embryo,CS21,151_KI67.ome.tiff',
        '13436,1,embryo,CS21,151_PAX6.ome.tiff',
        '13463,31,MBHB,18pcw,12_ki67.ome.tiff',
        '13463,31,MBHB,18pcw,23_ki67.ome.tiff',
        '13654,32,diencep,15pcw,25_COUPTFII.ome.tiff',
        '13654,33,diencep,15pcw,28_OTX2.ome.tiff',
        '13714,3,HEAD (sag),CS16,47_ki67.ome.tiff',
        '14542,3,Head,CS18,51_ki67.ome.tiff',
        '14730,35,HB,18PCW,99_ki67.ome.tiff',
        '1975,1,Head,L8pcw,65_PAX6.ome.tiff',
        '530,1,embryo,CS19,097_SRY.ome.tiff',
        'N1168,1,0,CS19,25_Ki67.ome.tiff',
        'N1168,1,0,CS19,98_Ki67.ome.tiff',
        'N1699,1,0,CS17,201_SRY.ome.tiff',
        'N459,0,whole,CS19,67_SRPK3.ome.tiff',
        'N939,1,Embryo,CS14,55_KI67.ome.tiff',
    ),
}

HDBR_SECTIONS_OTHER = {
    '': (
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ASCL1_CS19/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CALB1_12pcw/11523,11,Brain SL3,12pcw,72_2017-05-26 17_55_39.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CALB1_CS19/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CALB1_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CALB2_10pcw/13136,5,Forebrain,10pcw,100_2017-11-23 15_09_03.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CALB2_12pcw/11761,11,Left Hemisphere,12pcw,17_2015-12-01 12_48_44.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CALB2_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CDC42BPB_CS23/11613,1,Embryo,CS23,235_2018-07-20 12_55_06.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CRYAA_MIP_12pcw/hEyeF412wk_lens_CRYAAgAQPOrHoe_20xApo_030812_(c1+c2+c3).TIF',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CRYAA_MIP_12pcw/hEyeF412wk_lens_CRYAAgAQPOrHoe_40xApo1_030812_(c1+c2+c3).TIF',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CRYAA_SOX1_CS18/CS18_s37_N12612_HoeCRYAAgSOX1rPh_40x1_090216_(c1+c2+c3).TIF',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CRYAB_BFSP1_12pcw/hEyeF412wk_lens_CRYABgBFSP1rHoe_20xApo_030812_(c1+c2+c3).TIF',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CRYAB_BFSP1_12pcw/hEyeF412wk_lens_CRYABgBFSP1rHoe_40xApo_030812_(c1+c2+c3).TIF',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/CRYAB_IGF1R_CS18/CS18_s36_N12612_HoeCRYABgIGF1RrPh_10x1_090216_(c1+c2+c3).TIF',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/DLX2_10pcw/13331,9,LFB,10PCW,52_2017-11-23 14_52_33.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/DLX2_CS19/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/EPHA7_10pcw/1702,3,Brain Slice 2,10pcw,38_2015-12-15 14_32_10.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/EPHA7_10pcw/1702,3,Brain Slice 2,10pcw,71_2015-12-15 12_14_17.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/FOXP2_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/FOXP2_CS23/11613,1,Embryo,CS23,295_2018-05-14 12_25_07.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/GAP43_10pcw/2036,6,Brain Slice 3,10pcw,15_2015-12-15 17_30_06.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/GAP43_CS23/11557,3,Head,CS23,72_2015-12-15 14_58_04.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/GAP43_CS23/11751_55_CS23_GAP43.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/GBX2_10pcw/13081_135_GBX2.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/GBX2_10pcw/13081_183_GBX2.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ISL1_HB9_SOX2_CS11/290819_CS11_14653.12 B1.lif - 12.2.tif',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ISL1_HB9_SOX2_CS13/290819_CS13_14457.1 B1.lif - TileScan 1 Position 3.tif',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ISL1_HB9_SOX2_CS15/290819_CS15_14631.2 F2.1.lif - 2.1.tif',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ISL1_HB9_SOX2_CS15/290819_CS15_14631.2 F2.1.lif - 2.4.tif',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ISL1_HB9_SOX2_CS17/290819_CS17_14437.2 B1.lif - TileScan 4 2.1.tif',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ISL1_HB9_SOX2_CS17/290819_CS17_14437.2 B1.lif - TileScan 4 2.2.tif',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/KRT19_VIM_CS22/hLensCS229y6_CK19gVimentinrHoe_40xApo_010812_(c1+c2+c3).TIF',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NKX2-1_CS19/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NKX2-1_CS23/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NKX2-1_CS23/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NKX2-2_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F1_8pcw/11872,1,Head,Late 8pcw,103_2015-12-01 12_52_19.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F1_8pcw/12294,1,Head,L8pcw,172_2015-12-01 12_52_48.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F2_10pcw/13081_182_COUPTFII.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F2_12pcw/11523,11,Brain SL3,12pcw,81_2015-12-02 10_08_12.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F2_12pcw/11523,11,Brain SL3,12pcw,84_2015-12-01 12_45_15.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F2_CS19/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F2_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F2_CS23/12506,5,R hemi,CS23,52_2017-01-05 10_47_20.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F2_CS23/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NRP2_10pcw/13081_105_NRP2.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/OLIG2_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/OTX2_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/OTX2_CS23/11613,1,Embryo,CS23,332_2018-05-14 15_16_12.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_10pcw/2036,5,Brain Slice 2,10pcw,20_2015-12-15 16_17_01.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_CS19/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_CS23/11751_53_CS23_PAX6.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_OLIG2_NKX2-2_CS11/120619_CS11_B1_11.lif - TileScan 1_11.1.tif',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_OLIG2_NKX2-2_CS19/140120_P488_O568_N647.lif - CS19_14391.1_B_3.tif',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_OLIG2_NKX2-2_CS19/140120_P488_O568_N647.lif - CS19_14391.1_B_4.tif',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ROBO1_CS19/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ROBO1_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/SCGN_CS23/11613,1,Embryo,CS23,292_2018-05-14 12_25_07.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/SHH_CS23/11613,1,Embryo,CS23,298_2018-05-14 15_18_41.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/SP8_10pcw/12721,4,fb,10pcw,86_2016-12-05 11_25_36.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/SP8_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/TBR1_10pcw/2036,4,Brain Slice 1,10pcw,69_2015-12-15 17_10_57.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/TBR1_12pcw/11761,12,Brain Slice 3,12pcw,27_2015-12-15 17_08_59.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/TBR1_8pcw/1975,1,Head,L8pcw,116_2015-12-15 17_07_42.scn',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/TBR1_CS19/3DView.avi',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/TBR1_CS19/3DView.jpg',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/TUBB3_SOX1_CS18/CS18_s14_N1899_HoeTuj1gSOX1rPh_20x1_090216_(c1+c2+c3).TIF',
        '/uod/idr/filesets/idr0114-lindsay-hdbr/20210908-ftp-via-dropoff-missing-tiffs/Autotest_0000025806_GBX2.tif',
        'converter.ps1',
        'idr0114-study.txt',
        'make-tsv.py',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/ASCL1_CS23': (
        '11613,1,Embryo,CS23,326_2018-05-16 11_03_41.scn',
        '3DView.avi',
        '3DView.jpg',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/DLX2_CS23': (
        '11613,1,Embryo,CS23,325_2018-05-14 15_13_50.scn',
        '3DView.avi',
        '3DView.jpg',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/KRT19_VIM_12pcw': (
        'hEyeF412wk_PCM_CK19gVimentinrHoe_63xApo_010812_(c1+c2+c3).TIF '
        'hEyeF412wk_cornea_CK19gVimentinrHoePhase_40xApo2_010812_(c1+c2+c3).TIF '
        'hEyeF412wk_cornea_CK19gVimentinrHoe_40xApo_010812_(c1+c2+c3).TIF'
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/NR2F1_12pcw': (
        '11523,12,Brain SL4,12pcw,34_2016-03-09 11_35_33.scn',
        '11610,9,brain,12pcw,180_2015-12-01 12_55_21.scn',
        '11761,11,Left Hemisphere,12pcw,18_2015-12-02 10_08_01.scn',
        '11795,11,R Hemi,12pcw,105_2015-12-01 12_59_59.scn',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_12pcw': (
        '11795,11,R Hemi,12pcw,98_2015-12-14 16_39_38.scn',
        '2033,1,Hemisphere,12pcw,185_2015-12-15 14_32_09.scn',
        '2033,1,Hemisphere,12pcw,75_2015-12-14 16_45_43.scn',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_8pcw': (
        '11557,3,Head,L8pcw,19_2015-12-15 14_43_46.scn',
        '11557,3,Head,L8pcw,46_2015-12-15 16_28_19.scn',
        '1975,1,Head,L8pcw,105_2015-12-15 11_02_18.scn',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_OLIG2_NKX2-2_CS13': (
        'CS13_14364_brachial_1.lif - 1_1 .tif',
        'CS13_14364_brachial_1.lif - 1_3 -1_proper.tif',
        'CS13_14364_brachial_1.lif - 1_4-1_proper.tif',
        'CS13_14401_mab 1_3 section.tif',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_OLIG2_NKX2-2_CS14': (
        '120619_CS14_14735_B1_partA1.lif - TileScan 1 Region 4_Merged.tif',
        '140120_P488_O568_N647.lif - CS14_15151.1_B1_1.3.tif',
        'CS14_14505_b2_1.lif - 1505 1_4 40x.tif',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_OLIG2_NKX2-2_CS15': (
        '120619_CS15_14735.lif - TileScan 1_B2_1a.tif',
        '120619_CS15_14735.lif - TileScan 1_B2_1c.tif',
        '120619_CS15_14735.lif - TileScan 1_B2_1d.tif',
        'CS15_14346_brac_2.lif - 2_2 a.tif',
        'CS15_14346_brac_2.lif - 2_3 a.tif',
        'CS15_14346_brac_2.lif - 2_4 .tif',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/PAX6_OLIG2_NKX2-2_CS17': (
        '020919_CS17_144.731.1 pax6_o2_nkx22.lif - TileScan 1_1.1_big.tif',
        '020919_CS17_144.731.1 pax6_o2_nkx22.lif - TileScan 1_1.2.tif',
        '020919_CS17_144.731.1 pax6_o2_nkx22.lif - TileScan 1_1.3.tif',
        '020919_CS17_144.731.1 pax6_o2_nkx22.lif - TileScan 1_1.4.tif',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210607-ftp/SP8_12pcw': (
        '11523,10,Brain SL2,12pcw,15_2016-12-05 11_26_40.scn',
        '11523,11,Brain SL3,12pcw,57_2016-12-05 11_33_09.scn',
        '11795,11,R Hemi,12pcw,146_2016-12-05 11_28_59.scn',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210827-ome-tiffs-ftp/HDBR_converted_files_1': (
        '11795,11,R Hemi,12pcw,132_12pcw.ome.tiff',
        '11845,K+A,9pcw,12_cep164.ome.tiff',
        '12963,10,K,bl,gon,19pcw,89_cep164.ome.tiff',
        'Autotest_0000007665_GAP43.ome.tiff',
        'Autotest_0000007669_GAP43.ome.tiff',
        'Autotest_0000015733_ALX4.ome.tiff',
        'Autotest_0000015734_ALX4.ome.tiff',
        'Autotest_0000019875_CTIP2.ome.tiff',
        'Autotest_0000019880_CALB1.ome.tiff',
        'Autotest_0000019881_CALB1.ome.tiff',
        'Autotest_0000025809_CALB2.ome.tiff',
        'ImageCollection_0000000075_CHRNA4.ome.tiff',
        'ImageCollection_0000000075_CHRNB2.ome.tiff',
        'ImageCollection_0000000599_cep120.ome.tiff',
        'ImageCollection_0000005367_GAP43.ome.tiff',
        'ImageCollection_0000005370_GAP43.ome.tiff',
        'ImageCollection_0000005372_GAP43.ome.tiff',
        'ImageCollection_0000011648_CALB1.ome.tiff',
        'ImageCollection_0000012428_FOXP2.ome.tiff',
        'N1996, K+A,14pcw,42_cep164.ome.tiff',
    ),
    '/uod/idr/filesets/idr0114-lindsay-hdbr/20210827-ome-tiffs-ftp/HDBR_converted_files_2': (
        '12602,1,head,CS23_SHH.ome.tiff Autotest_0000007664_SRPK3.ome.tiff Autotest_0000007665_Ki67.ome.tiff '
        'Autotest_0000007665_SRPK3.ome.tiff Autotest_0000007666_SRPK3.ome.tiff '
        'Autotest_0000007667_Ki67.ome.tiff Autotest_0000007668_Ki67.ome.tiff '
        'Autotest_0000007669_Ki67.ome.tiff Autotest_0000007672_SRPK3.ome.tiff '
        'Autotest_0000013590_COUPTFII.ome.tiff Autotest_0000015733_Ki67.ome.tiff '
        'Autotest_0000015735_Ki67.ome.tiff Autotest_0000019875_ROBO1.ome.tiff '
        'Autotest_0000019880_ROBO1.ome.tiff Autotest_0000025804_NRP2.ome.tiff '
        'Autotest_0000025809_PAX6.ome.tiff Autotest_0000025814_NRP2.ome.tiff '
        'ImageCollection_0000005367_SRPK3.ome.tiff ImageCollection_0000005368_SRPK3.ome.tiff '
        'ImageCollection_0000005370_Ki67.ome.tiff ImageCollection_0000005371_Ki67.ome.tiff '
        'ImageCollection_0000005372_Ki67.ome.tiff ImageCollection_0000005372_SRPK3.ome.tiff '
        'ImageCollection_0000005373_SRPK3.ome.tiff ImageCollection_0000005374_Ki67.ome.tiff '
        'ImageCollection_0000006758_Ki67.ome.tiff ImageCollection_0000006768_COUPTFII.ome.tiff '
        'ImageCollection_0000006768_Ki67.ome.tiff ImageCollection_0000007095_COUPTFII.ome.tiff '
        'ImageCollection_0000007095_Ki67.ome.tiff ImageCollection_0000007096_Ki67.ome.tiff '
        'ImageCollection_0000010398_PAX6.ome.tiff ImageCollection_0000010399_PAX6.ome.tiff '
        'ImageCollection_0000011648_ROBO1.ome.tiff ImageCollection_0000011648_SCGN.ome.tiff '
        'ImageCollection_0000012428_COUPTFII.ome.tiff'
    ),
    'experimentA': (
        'idr0114-experimentA-annotation.csv idr0114-experimentA-bulk.yml '
        'idr0114-experimentA-bulkmap-config.yml'
    ),
    'rendering': (
        'CRYAA_MIP_12PCW,hEyeF412wk_lens_CRYAAgAQPOrHoe_20xApo_030812_(c1+c2+c3).TIF.yml',
        'CRYAA_MIP_12PCW,hEyeF412wk_lens_CRYAAgAQPOrHoe_40xApo1_030812_(c1+c2+c3).TIF.yml',
        'CRYAA_SOX1_CS18,CS18_s37_N12612_HoeCRYAAgSOX1rPh_40x1_090216_(c1+c2+c3).TIF.yml',
        'CRYAB_IGF1R_CS18,CS18_s36_N12612_HoeCRYABgIGF1RrPh_10x1_090216_(c1+c2+c3).TIF.yml',
        'ISL1_HB9_SOX2_CS11,290819_CS11_14653.12 B1.lif - 12.2.tif.yml',
        'ISL1_HB9_SOX2_CS15,290819_CS15_14631.2 F2.1.lif - 2.1.tif.yml',
        'ISL1_HB9_SOX2_CS15,290819_CS15_14631.2 F2.1.lif - 2.4.tif.yml',
        'ISL1_HB9_SOX2_CS17,290819_CS17_14437.2 B1.lif - TileScan 1 Region 6_Merged.tif.yml',
        'ISL1_HB9_SOX2_CS17,290819_CS17_14437.2 B1.lif - TileScan 4 2.1.tif.yml',
        'ISL1_HB9_SOX2_CS17,290819_CS17_14437.2 B1.lif - TileScan 4 2.2.tif.yml',
        'KRT19_VIM_12PCW,hEyeF412wk_retinayRPE_CK19gVimentinrHoe_40xApo_010812_(c1+c2+c3).TIF.yml',
        'PAX6_OLIG2_NKX2-2_CS11,120619_CS11_B1_11.lif - TileScan 1_11.1.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS11,120619_CS11_B1_11.lif - TileScan 1_11.2.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS13,CS13_14364_brachial_1.lif - 1_1 .tif.yml',
        'PAX6_OLIG2_NKX2-2_CS13,CS13_14364_brachial_1.lif - 1_2.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS13,CS13_14364_brachial_1.lif - 1_3 -1_proper.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS13,CS13_14401_mab 1_3 section.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS14,120619_CS14_14735_B1_partA1.lif - TileScan 1 Region 4_Merged.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS14,140120_P488_O568_N647.lif - CS14_15151.1_B1_1.3.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS15,020919_CS15_14631.3 pax6_o2_nkx22.lif - TileScan 1_3.2.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS15,020919_CS15_14631.3 pax6_o2_nkx22.lif - TileScan 1_3.3.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS15,020919_CS15_14631.3 pax6_o2_nkx22.lif - TileScan 1_3.4.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS15,120619_CS15_14735.lif - TileScan 1_B2_1a.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS15,120619_CS15_14735.lif - TileScan 1_B2_1c.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS15,120619_CS15_14735.lif - TileScan 1_B2_1d.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS15,CS15_14346_brac_2.lif - 2_3 a.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS17,020919_CS17_144.731.1 pax6_o2_nkx22.lif - TileScan 1_1.2.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS17,020919_CS17_144.731.1 pax6_o2_nkx22.lif - TileScan 1_1.3.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS19,140120_P488_O568_N647.lif - CS19_14391.1_B_4.tif.yml',
        'PAX6_OLIG2_NKX2-2_CS20,140120_P488_O568_N647.lif - CS20_14569.1 B2_Region 2_Merged.tif.yml',
        'TUBB3_SOX1_CS18,CS18_s14_N1899_HoeTuj1gSOX1rPh_20x1_090216_(c1+c2+c3).TIF.yml',
    ),
}

NPC_VOLUMES = {
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210426-Globus/SNAP-NUP107': (
        '01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif'
    ),
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210426-Globus/SNAP-NUP133': (
        '01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif'
    ),
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210426-Globus/SNAP-RANBP2': (
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif '
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif '
        '02_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif '
        '02_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif '
        '03_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif '
        '03_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif '
        '04_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif '
        '04_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif '
        '05_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif '
        '05_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif '
        '06_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif '
        '06_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif '
        '07_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif '
        '07_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif'
    ),
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210426-Globus/SNAP-SEH1': (
        '01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif '
        '04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif '
        '04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif'
    ),
}

NPC_VOLUMES_OTHER = {
    '': (
        '/uod/idr/metadata/idr0108-sabinina-nuclearporecomplex/links/01_638i100_640i150_405i50_x20_1_MMStack2/01_638i100_640i150_405i50_x20_1_MMStack.ome.tif '
        '/uod/idr/metadata/idr0108-sabinina-nuclearporecomplex/links/02_638i100_640i150_405i50_x20_1_locprec_10_z35_LL1-6_1_MMStack/02_638i100_640i150_405i50_x20_1_MMStack.ome.tif '
        'README.md bulk.yml idr0108-study.txt'
    ),
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210426-Globus/SNAP-NUP107': (
        '01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif'
    ),
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210426-Globus/SNAP-NUP133': (
        '01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif'
    ),
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210426-Globus/SNAP-RANBP2': (
        '01_638i100_640i150_405i50_x20_1_MMStack.ome.tif '
        '01_638i100_640i150_405i50_x20_1_locprec_10_z35_LL1-6_1_MMStack.ome.tif '
        '02_638i100_640i150_405i50_x20_1_MMStack.ome.tif '
        '02_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif '
        '02_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif '
        '03_638i100_640i150_405i50_x20_1_MMStack.ome.tif 04_638i100_640i150_405i50_x20_1_MMStack.ome.tif '
        '05_638i100_640i150_405i50_x20_1_MMStack.ome.tif 06_638i100_640i150_405i50_x20_1_MMStack.ome.tif '
        '07_638i100_640i150_405i50_x20_1_MMStack.ome.tif'
    ),
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210426-Globus/SNAP-SEH1': (
        '01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif '
        '04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif'
    ),
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210426-Globus/SNAP-TPR': (
        '01_638i100_640i150_405i50_x20_1_MMStack.ome.tif '
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_1_locprec_10_z35_LL1-6_1.tif '
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_1_locprec_10_z35_LL1-6_2.tif '
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif '
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif '
        '02_638i100_640i150_405i50_x20_1_MMStack.ome.tif 02_638i100_640i150_405i50_x20_1_MMStack2.ome.tif '
        '02_638i100_640i150_405i50_x20_1_sml_3Dvolume_2_locprec_10_z35_LL1-6_1.tif '
        '02_638i100_640i150_405i50_x20_1_sml_3Dvolume_2_locprec_10_z35_LL1-6_2.tif '
        '02_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif '
        '02_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif '
        '02_638i100_640i150_405i50_x20_2_MMStack.ome.tif '
        '02_638i100_640i150_405i50_x20_2_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif '
        '02_638i100_640i150_405i50_x20_2_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif '
        '04_638i100_640i150_405i50_x20_1_MMStack.ome.tif '
        '04_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif '
        '04_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif'
    ),
    '/uod/idr/filesets/idr0108-sabinina-nuclearporecomplex/20210528': (
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_2_locprec_10_z35_LL1-6_1.ome.tif '
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_2_locprec_10_z35_LL1-6_2.ome.tif '
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.ome.tif '
        '01_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.ome.tif'
    ),
    'experimentA': (
        'idr0108-experimentA-annotation.csv idr0108-experimentA-bulk.yml '
        'idr0108-experimentA-bulkmap-config.yml idr0108-experimentA-filePaths.tsv'
    ),
    'links/01_638i100_640i150_405i50_x20_1_MMStack2': (
        '01_638i100_640i150_405i50_x20_1_MMStack.ome.tif 01_638i100_640i150_405i50_x20_1_MMStack_1.ome.tif '
        '01_638i100_640i150_405i50_x20_1_MMStack_2.ome.tif 01_638i100_640i150_405i50_x20_1_MMStack_3.ome.tif '
        '01_638i100_640i150_405i50_x20_1_MMStack_4.ome.tif 01_638i100_640i150_405i50_x20_1_MMStack_5.ome.tif '
        '01_638i100_640i150_405i50_x20_1_MMStack_6.ome.tif 01_638i100_640i150_405i50_x20_1_MMStack_7.ome.tif '
        '01_638i100_640i150_405i50_x20_1_MMStack_8.ome.tif'
    ),
    'links/02_638i100_640i150_405i50_x20_1_locprec_10_z35_LL1-6_1_MMStack': (
        '02_638i100_640i150_405i50_x20_1_MMStack.ome.tif 02_638i100_640i150_405i50_x20_1_MMStack_1.ome.tif '
        '02_638i100_640i150_405i50_x20_1_MMStack_2.ome.tif 02_638i100_640i150_405i50_x20_1_MMStack_3.ome.tif '
        '02_638i100_640i150_405i50_x20_1_MMStack_4.ome.tif 02_638i100_640i150_405i50_x20_1_MMStack_5.ome.tif'
    ),
    'rendering_settings': (
        'SNAP-NUP107,01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP107,01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP107,01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP107,02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP107,02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP107,02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP107,03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP107,03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP107,03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP107,04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP107,04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP107,04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP107,05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP107,05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP107,05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP107,06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP107,06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP107,06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP133,01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP133,01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP133,01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP133,02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP133,02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP133,02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP133,03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP133,03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP133,03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP133,04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP133,04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP133,04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP133,05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP133,05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP133,05_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-NUP133,06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-NUP133,06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-NUP133,06_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-RANBP2,01_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-RANBP2,01_638i100_640i150_405i50_x20_1_locprec_10_z35_LL1-6_1_MMStack.ome.tif.yml '
        'SNAP-RANBP2,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif.yml '
        'SNAP-RANBP2,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif.yml '
        'SNAP-RANBP2,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.ome.tif.yml '
        'SNAP-RANBP2,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.ome.tif.yml '
        'SNAP-RANBP2,02_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-RANBP2,02_638i100_640i150_405i50_x20_1_locprec_10_z35_LL1-6_1_MMStack.ome.tif.yml '
        'SNAP-RANBP2,02_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif.yml '
        'SNAP-RANBP2,02_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif.yml '
        'SNAP-RANBP2,02_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif.yml '
        'SNAP-RANBP2,02_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif.yml '
        'SNAP-RANBP2,03_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-RANBP2,03_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif.yml '
        'SNAP-RANBP2,03_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif.yml '
        'SNAP-RANBP2,04_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-RANBP2,04_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif.yml '
        'SNAP-RANBP2,04_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif.yml '
        'SNAP-RANBP2,05_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-RANBP2,05_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif.yml '
        'SNAP-RANBP2,05_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif.yml '
        'SNAP-RANBP2,06_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-RANBP2,06_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif.yml '
        'SNAP-RANBP2,06_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif.yml '
        'SNAP-RANBP2,07_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-RANBP2,07_638i100_640i150_405i50_x20_1_sml_3Dvolume_1.tif.yml '
        'SNAP-RANBP2,07_638i100_640i150_405i50_x20_1_sml_3Dvolume_2.tif.yml '
        'SNAP-SEH1,01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-SEH1,01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-SEH1,01_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-SEH1,02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-SEH1,02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-SEH1,02_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-SEH1,03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-SEH1,03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-SEH1,03_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-SEH1,04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_MMStack_Pos0.ome.tif.yml '
        'SNAP-SEH1,04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_1.tif.yml '
        'SNAP-SEH1,04_638i100_UVi50_Boosti150mW_x20_2C-A647-CF680_1_sml_3Dvolume_2.tif.yml '
        'SNAP-TPR,01_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-TPR,01_638i100_640i150_405i50_x20_1_MMStack2.ome.tif.yml '
        'SNAP-TPR,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_1_locprec_10_z35_LL1-6_1.tif.yml '
        'SNAP-TPR,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_1_locprec_10_z35_LL1-6_2.tif.yml '
        'SNAP-TPR,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_2_locprec_10_z35_LL1-6_1.ome.tif.yml '
        'SNAP-TPR,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_2_locprec_10_z35_LL1-6_2.ome.tif.yml '
        'SNAP-TPR,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif.yml '
        'SNAP-TPR,01_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif.yml '
        'SNAP-TPR,02_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-TPR,02_638i100_640i150_405i50_x20_1_MMStack2.ome.tif.yml '
        'SNAP-TPR,02_638i100_640i150_405i50_x20_1_sml_3Dvolume_2_locprec_10_z35_LL1-6_1.tif.yml '
        'SNAP-TPR,02_638i100_640i150_405i50_x20_1_sml_3Dvolume_2_locprec_10_z35_LL1-6_2.tif.yml '
        'SNAP-TPR,02_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif.yml '
        'SNAP-TPR,02_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif.yml '
        'SNAP-TPR,02_638i100_640i150_405i50_x20_2_MMStack.ome.tif.yml '
        'SNAP-TPR,02_638i100_640i150_405i50_x20_2_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif.yml '
        'SNAP-TPR,02_638i100_640i150_405i50_x20_2_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif.yml '
        'SNAP-TPR,04_638i100_640i150_405i50_x20_1_MMStack.ome.tif.yml '
        'SNAP-TPR,04_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_1.tif.yml '
        'SNAP-TPR,04_638i100_640i150_405i50_x20_1_sml_3Dvolume_locprec_10_z35_LL1-6_2.tif.yml'
    ),
    'scripts': (
        'attach_files.sh attach_nup107.txt attach_nup133.txt attach_ranbp2.txt attach_seh1.txt '
        'attach_tpr.txt cleanup_annotations.py find_images.py set_renderingsettings.txt'
    ),
}

JAWBONE_SLICES = {
    '/uod/idr/filesets/idr0144-baskay-jawbone/20221019-Globus/idr0000-baskay-3drec/experimentE/PROCESSED/imgs': (
        'E_01.ome.tiff E_02.ome.tiff E_03.ome.tiff E_04.ome.tiff E_05.ome.tiff E_06.ome.tiff E_07.ome.tiff '
        'E_08.ome.tiff E_09.ome.tiff E_10.ome.tiff E_11.ome.tiff E_12.ome.tiff E_13.ome.tiff E_14.ome.tiff '
        'E_15.ome.tiff E_16.ome.tiff E_17.ome.tiff E_18.ome.tiff E_19.ome.tiff E_20.ome.tiff E_21.ome.tiff '
        'E_22.ome.tiff E_23.ome.tiff E_24.ome.tiff E_25.ome.tiff E_26.ome.tiff E_27.ome.tiff E_28.ome.tiff '
        'E_29.ome.tiff'
    ),
    '/uod/idr/filesets/idr0144-baskay-jawbone/20221019-Globus/idr0000-baskay-3drec/experimentF/PROCESSED/imgs': (
        'F_01.ome.tiff F_02.ome.tiff F_03.ome.tiff F_05.ome.tiff F_06.ome.tiff F_07.ome.tiff F_08.ome.tiff '
        'F_09.ome.tiff F_12.ome.tiff F_13.ome.tiff F_14.ome.tiff F_15.ome.tiff F_16.ome.tiff F_18.ome.tiff '
        'F_19.ome.tiff F_20.ome.tiff F_21.ome.tiff F_22.ome.tiff F_24.ome.tiff F_25.ome.tiff F_26.ome.tiff '
        'F_27.ome.tiff F_28.ome.tiff F_29.ome.tiff F_30.ome.tiff F_32.ome.tiff F_33.ome.tiff F_34.ome.tiff '
        'F_35.ome.tiff F_36.ome.tiff F_37.ome.tiff F_38.ome.tiff F_40.ome.tiff F_41.ome.tiff F_42.ome.tiff '
        'F_43.ome.tiff F_44.ome.tiff F_45.ome.tiff F_46.ome.tiff'
    ),
}

JAWBONE_SLICES_OTHER = {
    '': (
        'README.md idr0144-study.txt'
    ),
    '/uod/idr/filesets/idr0144-baskay-jawbone/20221019-Globus/idr0000-baskay-3drec/experimentE/PROCESSED/masks': (
        'E_01.png E_02.png E_03.png E_04.png E_05.png E_06.png E_07.png E_08.png E_09.png E_10.png E_11.png '
        'E_12.png E_13.png E_14.png E_15.png E_16.png E_17.png E_18.png E_19.png E_20.png E_21.png E_22.png '
        'E_23.png E_24.png E_25.png E_26.png E_27.png E_28.png E_29.png'
    ),
    '/uod/idr/filesets/idr0144-baskay-jawbone/20221019-Globus/idr0000-baskay-3drec/experimentE/PROCESSED/roi': (
        'E_01.png E_02.png E_03.png E_04.png E_05.png E_06.png E_07.png E_08.png E_09.png E_10.png E_11.png '
        'E_12.png E_13.png E_14.png E_15.png E_16.png E_17.png E_18.png E_19.png E_20.png E_21.png E_22.png '
        'E_23.png E_24.png E_25.png E_26.png E_27.png E_28.png E_29.png'
    ),
    '/uod/idr/filesets/idr0144-baskay-jawbone/20221019-Globus/idr0000-baskay-3drec/experimentF/PROCESSED/ground_truth': (
        'F_40.png F_41.png F_42.png F_43.png F_44.png F_45.png F_46.png'
    ),
    '/uod/idr/filesets/idr0144-baskay-jawbone/20221019-Globus/idr0000-baskay-3drec/experimentF/PROCESSED/masks': (
        'F_01.png F_02.png F_03.png F_05.png F_06.png F_07.png F_08.png F_09.png F_12.png F_13.png F_14.png '
        'F_15.png F_16.png F_18.png F_19.png F_20.png F_21.png F_22.png F_24.png F_25.png F_26.png F_27.png '
        'F_28.png F_29.png F_30.png F_32.png F_33.png F_34.png F_35.png F_36.png F_37.png F_38.png F_40.png '
        'F_41.png F_42.png F_43.png F_44.png F_45.png F_46.png'
    ),
    '/uod/idr/filesets/idr0144-baskay-jawbone/20221019-Globus/idr0000-baskay-3drec/experimentF/PROCESSED/roi': (
        'F_01.png F_02.png F_03.png F_05.png F_06.png F_07.png F_08.png F_09.png F_12.png F_13.png F_14.png '
        'F_15.png F_16.png F_18.png F_19.png F_20.png F_21.png F_22.png F_24.png F_25.png F_26.png F_27.png '
        'F_28.png F_29.png F_30.png F_32.png F_33.png F_34.png F_35.png F_36.png F_37.png F_38.png F_40.png '
        'F_41.png F_42.png F_43.png F_44.png F_45.png F_46.png'
    ),
    'experimentA': (
        'idr0144-experimentA-annotation.csv idr0144-experimentA-bulk.yml '
        'idr0144-experimentA-bulkmap-config.yml idr0144-experimentA-filePaths.tsv '
        'idr0144-experimentA-processed.csv'
    ),
    'scripts': (
        'add_rois.py cache_rois.py roi_files.txt'
    ),
}

MIBI_ROIS = {
    'metadata': (
        'RP-TMA-3_ROI01_multichannel.ome.xml RP-TMA-3_ROI02_multichannel.ome.xml '
        'RP-TMA-3_ROI03_multichannel.ome.xml RP-TMA-3_ROI04_multichannel.ome.xml '
        'RP-TMA-3_ROI05_multichannel.ome.xml RP-TMA-3_ROI06_multichannel.ome.xml '
        'RP-TMA-3_ROI07_multichannel.ome.xml RP-TMA-3_ROI08_multichannel.ome.xml '
        'RP-TMA-3_ROI09_multichannel.ome.xml RP-TMA-3_ROI10_multichannel.ome.xml '
        'RP-TMA-3_ROI11_multichannel.ome.xml RP-TMA-3_ROI12_multichannel.ome.xml '
        'RP-TMA-3_ROI13_multichannel.ome.xml RP-TMA-3_ROI14_multichannel.ome.xml '
        'RP-TMA-3_ROI15_multichannel.ome.xml RP-TMA-3_ROI18_multichannel.ome.xml '
        'RP-TMA-3_ROI19_multichannel.ome.xml RP-TMA-3_ROI20_multichannel.ome.xml '
        'RP-TMA-3_ROI21_multichannel.ome.xml RP-TMA-3_ROI22_multichannel.ome.xml '
        'RP-TMA-3_ROI23_multichannel.ome.xml RP-TMA-3_ROI24_multichannel.ome.xml '
        'RP-TMA-3_ROI25_multichannel.ome.xml RP-TMA-3_ROI26_multichannel.ome.xml '
        'RP-TMA-3_ROI27_multichannel.ome.xml RP-TMA-3_ROI29_multichannel.ome.xml '
        'RP-TMA-3_ROI30_multichannel.ome.xml RP-TMA-3_ROI31_multichannel.ome.xml '
        'RP-TMA-3_ROI32_multichannel.ome.xml RP-TMA-3_ROI33_multichannel.ome.xml '
        'RP-TMA-3_ROI34_multichannel.ome.xml RP-TMA-3_ROI35_multichannel.ome.xml '
        'RP-TMA-3_ROI36_multichannel.ome.xml RP-TMA-3_ROI37_multichannel.ome.xml '
        'RP-TMA-3_ROI38_multichannel.ome.xml RP-TMA-3_ROI39_multichannel.ome.xml '
        'RP-TMA-3_ROI40_multichannel.ome.xml RP-TMA-3_ROI41_multichannel.ome.xml '
        'RP-TMA-3_ROI42_multichannel.ome.xml RP-TMA-3_ROI43_multichannel.ome.xml '
        'RP-TMA-3_ROI44_multichannel.ome.xml RP-TMA-3_ROI45_multichannel.ome.xml '
        'RP-TMA-3_ROI46_multichannel.ome.xml RP-TMA-3_ROI47_multichannel.ome.xml '
        'RP-TMA-3_ROI48_multichannel.ome.xml RP-TMA-3_ROI49_multichannel.ome.xml '
        'RP-TMA-3_ROI50_multichannel.ome.xml RP-TMA-3_ROI51_multichannel.ome.xml '
        'RP-TMA-3_ROI52_multichannel.ome.xml RP-TMA-3_ROI53_multichannel.ome.xml '
        'RP-TMA-3_ROI54_multichannel.ome.xml RP-TMA-3_ROI55_multichannel.ome.xml '
        'RP-TMA-3_ROI56_multichannel.ome.xml RP-TMA-3_ROI57_multichannel.ome.xml '
        'RP-TMA-3_ROI58_multichannel.ome.xml RP-TMA-3_ROI59_multichannel.ome.xml '
        'RP-TMA-3_ROI60_multichannel.ome.xml RP-TMA-3_ROI61_multichannel.ome.xml '
        'RP-TMA-3_ROI62_multichannel.ome.xml RP-TMA-3_ROI63_multichannel.ome.xml '
        'RP-TMA-3_ROI64_multichannel.ome.xml RP-TMA-3_ROI65_multichannel.ome.xml '
        'RP-TMA-3_ROI66_multichannel.ome.xml RP-TMA-3_ROI67_multichannel.ome.xml '
        'RP-TMA-3_ROI68_multichannel.ome.xml RP-TMA-3_ROI69_multichannel.ome.xml '
        'RP-TMA-3_ROI70_multichannel.ome.xml RP-TMA-3_ROI71_multichannel.ome.xml '
        'RP-TMA-3_ROI72_multichannel.ome.xml RP-TMA-3_ROI73_multichannel.ome.xml '
        'RP-TMA-3_ROI74_multichannel.ome.xml RP-TMA-3_ROI75_multichannel.ome.xml '
        'RP-TMA-3_ROI76_multichannel.ome.xml RP-TMA-3_ROI77_multichannel.ome.xml '
        'RP-TMA-3_ROI78_multichannel.ome.xml RP-TMA-3_ROI79_multichannel.ome.xml '
        'RP-TMA-3_ROI80_multichannel.ome.xml RP-TMA-3_ROI81_multichannel.ome.xml '
        'RP-TMA-3_ROI82_multichannel.ome.xml RP-TMA-3_ROI83_multichannel.ome.xml '
        'RP-TMA-3_ROI85_multichannel.ome.xml RP-TMA-3_ROI86_multichannel.ome.xml '
        'RP-TMA-3_ROI87_multichannel.ome.xml RP-TMA-3_ROI88_multichannel.ome.xml '
        'RP-TMA-3_ROI89_multichannel.ome.xml RP-TMA-3_ROI91_multichannel.ome.xml '
        'RP-TMA-3_ROI92_multichannel.ome.xml RP-TMA-3_ROI93_multichannel.ome.xml '
        'RP-TMA-3_ROI94_multichannel.ome.xml RP-TMA-3_ROI95_multichannel.ome.xml '
        'RP-TMA-3_ROI96_multichannel.ome.xml RP-TMA-3_ROI97_multichannel.ome.xml '
        'RP-TMA-3_ROI98_multichannel.ome.xml RP-TMA-3_ROI99_multichannel.ome.xml '
        'RP-TMA-C2_ROI01_multichannel.ome.xml RP-TMA-C2_ROI02_multichannel.ome.xml '
        'RP-TMA-C4_ROI01_multichannel.ome.xml RP-TMA-C4_ROI02_multichannel.ome.xml '
        'RP-TMA-C4_ROI03_multichannel.ome.xml RP-TMA-C4_ROI04_multichannel.ome.xml '
        'RP-TMA-extravehicle_ROI01_multichannel.ome.xml RP-TMA-extravehicle_ROI02_multichannel.ome.xml '
        'RP-TMA-extravehicle_ROI03_multichannel.ome.xml RP-TMA-extravehicle_ROI04_multichannel.ome.xml '
        'RP-TMA-extravehicle_ROI05_multichannel.ome.xml RP-TMA-extravehicle_ROI06_multichannel.ome.xml '
        'RP-TMA-extravehicle_ROI07_multichannel.ome.xml RP-TMA-extravehicle_ROI08_multichannel.ome.xml '
        'RP-TMA-extravehicle_ROI09_multichannel.ome.xml RP-TMA-extravehicle_ROI10_multichannel.ome.xml '
        'RPM-TMA-1_ROI01_multichannel.ome.xml RPM-TMA-1_ROI02_multichannel.ome.xml '
        'RPM-TMA-1_ROI05_multichannel.ome.xml RPM-TMA-1_ROI06_multichannel.ome.xml '
        'RPM-TMA-1_ROI07_multichannel.ome.xml RPM-TMA-1_ROI08_multichannel.ome.xml '
        'RPM-TMA-1_ROI10_multichannel.ome.xml RPM-TMA-1_ROI11_multichannel.ome.xml '
        'RPM-TMA-1_ROI12_multichannel.ome.xml RPM-TMA-1_ROI13_multichannel.ome.xml '
        'RPM-TMA-1_ROI14_multichannel.ome.xml RPM-TMA-1_ROI15_multichannel.ome.xml '
        'RPM-TMA-1_ROI16_multichannel.ome.xml RPM-TMA-1_ROI17_multichannel.ome.xml '
        'RPM-TMA-1_ROI18_multichannel.ome.xml RPM-TMA-1_ROI19_multichannel.ome.xml '
        'RPM-TMA-1_ROI20_multichannel.ome.xml RPM-TMA-1_ROI21_multichannel.ome.xml '
        'RPM-TMA-1_ROI22_multichannel.ome.xml RPM-TMA-1_ROI23_multichannel.ome.xml '
        'RPM-TMA-1_ROI24_multichannel.ome.xml RPM-TMA-1_ROI25_multichannel.ome.xml '
        'RPM-TMA-1_ROI26_multichannel.ome.xml RPM-TMA-1_ROI27_multichannel.ome.xml '
        'RPM-TMA-1_ROI28_multichannel.ome.xml RPM-TMA-1_ROI29_multichannel.ome.xml '
        'RPM-TMA-1_ROI30_multichannel.ome.xml RPM-TMA-1_ROI31_multichannel.ome.xml '
        'RPM-TMA-1_ROI32_multichannel.ome.xml RPM-TMA-1_ROI33_multichannel.ome.xml '
        'RPM-TMA-1_ROI35_multichannel.ome.xml RPM-TMA-1_ROI36_multichannel.ome.xml '
        'RPM-TMA-1_ROI37_multichannel.ome.xml RPM-TMA-1_ROI38_multichannel.ome.xml '
        'RPM-TMA-1_ROI39_multichannel.ome.xml RPM-TMA-1_ROI40_multichannel.ome.xml '
        'RPM-TMA-1_ROI41_multichannel.ome.xml RPM-TMA-1_ROI42_multichannel.ome.xml '
        'RPM-TMA-1_ROI43_multichannel.ome.xml RPM-TMA-1_ROI44_multichannel.ome.xml '
        'RPM-TMA-1_ROI45_multichannel.ome.xml RPM-TMA-1_ROI46_multichannel.ome.xml '
        'RPM-TMA-1_ROI47_multichannel.ome.xml RPM-TMA-1_ROI48_multichannel.ome.xml '
        'RPM-TMA-1_ROI49_multichannel.ome.xml RPM-TMA-1_ROI50_multichannel.ome.xml '
        'RPM-TMA-1_ROI51_multichannel.ome.xml RPM-TMA-1_ROI52_multichannel.ome.xml '
        'RPM-TMA-1_ROI53_multichannel.ome.xml RPM-TMA-1_ROI54_multichannel.ome.xml '
        'RPM-TMA-1_ROI55_multichannel.ome.xml RPM-TMA-1_ROI56_multichannel.ome.xml '
        'RPM-TMA-1_ROI57_multichannel.ome.xml RPM-TMA-1_ROI58_multichannel.ome.xml '
        'RPM-TMA-1_ROI59_multichannel.ome.xml RPM-TMA-1_ROI60_multichannel.ome.xml '
        'RPM-TMA-1_ROI61_multichannel.ome.xml RPM-TMA-2_ROI01_multichannel.ome.xml '
        'RPM-TMA-2_ROI02_multichannel.ome.xml RPM-TMA-2_ROI03_multichannel.ome.xml '
        'RPM-TMA-2_ROI04_multichannel.ome.xml RPM-TMA-2_ROI05_multichannel.ome.xml '
        'RPM-TMA-2_ROI06_multichannel.ome.xml RPM-TMA-2_ROI07_multichannel.ome.xml '
        'RPM-TMA-2_ROI08_multichannel.ome.xml RPM-TMA-2_ROI09_multichannel.ome.xml '
        'RPM-TMA-2_ROI10_multichannel.ome.xml RPM-TMA-2_ROI11_multichannel.ome.xml '
        'RPM-TMA-2_ROI12_multichannel.ome.xml RPM-TMA-2_ROI13_multichannel.ome.xml '
        'RPM-TMA-2_ROI14_multichannel.ome.xml RPM-TMA-2_ROI15_multichannel.ome.xml '
        'RPM-TMA-2_ROI16_multichannel.ome.xml RPM-TMA-2_ROI17_multichannel.ome.xml '
        'RPM-TMA-2_ROI18_multichannel.ome.xml RPM-TMA-2_ROI19_multichannel.ome.xml '
        'RPM-TMA-2_ROI20_multichannel.ome.xml RPM-TMA-2_ROI21_multichannel.ome.xml '
        'RPM-TMA-2_ROI22_multichannel.ome.xml RPM-TMA-2_ROI23_multichannel.ome.xml '
        'RPM-TMA-2_ROI24_multichannel.ome.xml RPM-TMA-2_ROI25_multichannel.ome.xml '
        'RPM-TMA-2_ROI26_multichannel.ome.xml RPM-TMA-2_ROI27_multichannel.ome.xml '
        'RPM-TMA-2_ROI28_multichannel.ome.xml RPM-TMA-2_ROI29_multichannel.ome.xml '
        'RPM-TMA-2_ROI30_multichannel.ome.xml RPM-TMA-2_ROI31_multichannel.ome.xml '
        'RPM-TMA-2_ROI32_multichannel.ome.xml RPM-TMA-2_ROI33_multichannel.ome.xml '
        'RPM-TMA-2_ROI34_multichannel.ome.xml RPM-TMA-2_ROI35_multichannel.ome.xml '
        'RPM-TMA-2_ROI36_multichannel.ome.xml RPM-TMA-2_ROI37_multichannel.ome.xml '
        'RPM-TMA-2_ROI38_multichannel.ome.xml RPM-TMA-2_ROI39_multichannel.ome.xml '
        'RPM-TMA-2_ROI40_multichannel.ome.xml RPM-TMA-2_ROI41_multichannel.ome.xml '
        'RPM-TMA-2_ROI42_multichannel.ome.xml RPM-TMA-2_ROI43_multichannel.ome.xml '
        'RPM-TMA-2_ROI44_multichannel.ome.xml RPM-TMA-2_ROI45_multichannel.ome.xml '
        'RPM-TMA-2_ROI46_multichannel.ome.xml RPM-TMA-2_ROI47_multichannel.ome.xml '
        'RPM-TMA-2_ROI48_multichannel.ome.xml RPM-TMA-2_ROI49_multichannel.ome.xml '
        'RPM-TMA-2_ROI51_multichannel.ome.xml RPM-TMA-2_ROI53_multichannel.ome.xml '
        'RPM-TMA-2_ROI54_multichannel.ome.xml RPM-TMA-2_ROI55_multichannel.ome.xml '
        'RPM-TMA-2_ROI56_multichannel.ome.xml'
    ),
}

MIBI_ROIS_OTHER = {
    '': (
        'README.md idr0170-study.txt metadata/.DS_Store rendering_settings/.DS_Store '
        'rendering_settings/RP-TMA-3/RP-TMA-3_ROI01_multichannel.zarr.yml '
        'rendering_settings/RP-TMA-C2/RP-TMA-C2_ROI01_multichannel.zarr.yml '
        'rendering_settings/RP-TMA-C4/RP-TMA-C4_ROI01_multichannel.zarr.yml '
        'rendering_settings/RP-TMA-extravehicle/RP-TMA-extravehicle_ROI01_multichannel.zarr.yml '
        'rendering_settings/RPM-TMA-1/RPM-TMA-1_ROI01_multichannel.zarr.yml '
        'rendering_settings/RPM-TMA-2/RPM-TMA-2_ROI01_multichannel.zarr.yml'
    ),
    'experimentA': (
        '.DS_Store idr0170-biofile-finder.csv idr0170-experimentA-IMCchannels.csv '
        'idr0170-experimentA-annotation.csv idr0170-experimentA-bulk.yml '
        'idr0170-experimentA-bulkmap-config.yml idr0170-experimentA-filePaths.tsv'
    ),
    'scripts': (
        'build_bff.py rois.py set_ext_info.py'
    ),
}

BRYOPHYTE_STACKS = {
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Asterella gracilis SWE': (
        'IMG_0022 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_0090 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_0091 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_0093 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_0102-0141 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_0222-0291 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_0472 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_0553 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_0713-0772 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_0793-0852 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_1113 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_1114 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_1201-1225 Asterella gracilis (Mannia gracilis) stature.ome.tiff',
        'IMG_1351-1400 Asterella gracilis (Mannia gracilis) stature ventral side (Laowa 5.0x on macro bellow 8x).ome.tiff',
        'IMG_1401-1450 Asterella gracilis (Mannia gracilis) stature ventral side (Laowa 5.0x on macro bellow 8x).ome.tiff',
        'IMG_1601-1650 Asterella gracilis (Mannia gracilis) stature dorsal side (Laowa 5.0x on macro bellow 8x).ome.tiff',
        'IMG_1801-1850 Asterella gracilis (Mannia gracilis) stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1851-1900 Asterella gracilis (Mannia gracilis) stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1951-2000 Asterella gracilis (Mannia gracilis) stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_2001-2050 Asterella gracilis (Mannia gracilis) stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_2051-2135 Asterella gracilis (Mannia gracilis) ventral scales (20x).ome.tiff',
        'IMG_2221-2305 Asterella gracilis (Mannia gracilis) ventral scales (20x).ome.tiff',
        'IMG_2306-2390 Asterella gracilis (Mannia gracilis) ventral scales (20x).ome.tiff',
        'IMG_2391-2450 Asterella gracilis (Mannia gracilis) thallus cross section (10x).ome.tiff',
        'IMG_2631-2690 Asterella gracilis (Mannia gracilis) thallus cross section (10x).ome.tiff',
        'IMG_2691-2750 Asterella gracilis (Mannia gracilis) thallus cross section (10x).ome.tiff',
        'IMG_2751-2810 Asterella gracilis (Mannia gracilis) thallus cross section (10x).ome.tiff',
        'IMG_2811-2870 Asterella gracilis (Mannia gracilis) thallus cross section (10x).ome.tiff',
        'IMG_2871-2970 Asterella gracilis (Mannia gracilis) thallus with air pore cross section (40x).ome.tiff',
        'IMG_3071-3170 Asterella gracilis (Mannia gracilis) thallus with air pore cross section (40x).ome.tiff',
        'IMG_3171-3270 Asterella gracilis (Mannia gracilis) thallus with air pore cross section (40x DIC).ome.tiff',
        'IMG_3572-3671 Asterella gracilis (Mannia gracilis) thallus with air pores anterior view (40x DIC).ome.tiff',
        'IMG_3772-3871 Asterella gracilis (Mannia gracilis) thallus cross section (10x).ome.tiff',
        'IMG_3872-3931 Asterella gracilis (Mannia gracilis) thallus cross section (10x).ome.tiff',
        'IMG_4172-4231 Asterella gracilis (Mannia gracilis) thallus cross section (10x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Athalamia hyalina var. suecica SWE': (
        'IMG_0003 Athalamia hyalina var. suecica voucher specimen.ome.tiff',
        'IMG_0048 Athalamia hyalina var. suecica stature.ome.tiff',
        'IMG_0057 Athalamia hyalina var. suecica stature.ome.tiff',
        'IMG_0411 Athalamia hyalina var. suecica stature.ome.tiff',
        'IMG_0593 Athalamia hyalina var. suecica stature.ome.tiff',
        'IMG_0684-0763 Athalamia hyalina var. suecica stature.ome.tiff',
        'IMG_0779 Athalamia hyalina var. suecica stature.ome.tiff',
        'IMG_0784 Athalamia hyalina var. suecica stature.ome.tiff',
        'IMG_0794 Athalamia hyalina var. suecica stature.ome.tiff',
        'IMG_0796 Athalamia hyalina var. suecica stature.ome.tiff',
        'IMG_0851-0900 Athalamia hyalina var. suecica stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1201-1250 Athalamia hyalina var. suecica stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1251-1350 Athalamia hyalina var. suecica thallus with air pore cross section (40x).ome.tiff',
        'IMG_1651-1700 Athalamia hyalina var. suecica thallus cross section (5x).ome.tiff',
        'IMG_1801-1850 Athalamia hyalina var. suecica thallus cross section (5x).ome.tiff',
        'IMG_2251-2350 Athalamia hyalina var. suecica thallus with air pores anterior view (40x DIC).ome.tiff',
        'IMG_2351-2410 Athalamia hyalina var. suecica ventral scales (10x).ome.tiff',
        'IMG_2471-2530 Athalamia hyalina var. suecica ventral scales (10x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Mannia fragrans SWE': (
        'IMG_0019 Mannia fragrans stature.ome.tiff',
        'IMG_0213-0242 Mannia fragrans stature.ome.tiff',
        'IMG_0302 Mannia fragrans stature.ome.tiff',
        'IMG_0319-0358 Mannia fragrans stature.ome.tiff',
        'IMG_0389-0428 Mannia fragrans stature.ome.tiff',
        'IMG_0501-0550 Mannia fragrans stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_0851-0900 Mannia fragrans stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1001-1050 Mannia fragrans stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1051-1100 Mannia fragrans stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1451-1500 Mannia fragrans stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1501-1550 Mannia fragrans stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1551-1600 Mannia fragrans stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1663-1722 Mannia fragrans ventral scales (10x).ome.tiff',
        'IMG_1723-1782 Mannia fragrans ventral scales (10x).ome.tiff',
        'IMG_1985-2044 Mannia fragrans thallus cross section (10x).ome.tiff',
        'IMG_2865-2964 Mannia fragrans thallus with air pores anterior view (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia beyrichiana SWE': (
        'IMG_0021 Riccia beyrichiana stature.ome.tiff',
        'IMG_0098-0147 Riccia beyrichiana stature.ome.tiff',
        'IMG_0451 Riccia beyrichiana stature.ome.tiff',
        'IMG_0543-0632 Riccia beyrichiana stature.ome.tiff',
        'IMG_0635-0724 Riccia beyrichiana stature.ome.tiff',
        'IMG_0725-0814 Riccia beyrichiana stature.ome.tiff',
        'IMG_0821 Riccia beyrichiana stature (Laowa 2.5x).ome.tiff',
        'IMG_0856-0888 Riccia beyrichiana stature (Laowa 2.5x).ome.tiff',
        'IMG_0889-0910 Riccia beyrichiana stature (Laowa 3.5x).ome.tiff',
        'IMG_1053-1102 Riccia beyrichiana stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1153-1202 Riccia beyrichiana stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1253-1302 Riccia beyrichiana stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1403-1452 Riccia beyrichiana stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1503-1552 Riccia beyrichiana stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1603-1652 Riccia beyrichiana stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1703-1752 Riccia beyrichiana stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_2433-2552 Riccia beyrichiana spores (40x).ome.tiff',
        'IMG_2553-2672 Riccia beyrichiana spores (40x).ome.tiff',
        'IMG_2793-2912 Riccia beyrichiana spores (40x).ome.tiff',
        'IMG_3208-3262 Riccia beyrichiana thallus cross section (5x).ome.tiff',
        'IMG_3318-3372 Riccia beyrichiana thallus cross section (5x).ome.tiff',
        'IMG_3483-3537 Riccia beyrichiana thallus cross section (5x).ome.tiff',
        'IMG_3601-3720 Riccia beyrichiana spores (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia bifurca SWE': (
        'IMG_0002 Riccia bifurca voucher specimen.ome.tiff',
        'IMG_0025 Riccia bifurca stature.ome.tiff',
        'IMG_0171-0172 Riccia bifurca stature.ome.tiff',
        'IMG_0363 Riccia bifurca stature (Laowa 2.5x).ome.tiff',
        'IMG_0364-0402 Riccia bifurca stature (Laowa 2.5x).ome.tiff',
        'IMG_1102-1151 Riccia bifurca stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1207-1261 Riccia bifurca thallus cross section (5x).ome.tiff',
        'IMG_1427-1481 Riccia bifurca thallus cross section (5x).ome.tiff',
        'IMG_2347-2446 Riccia bifurca thallus with epidermis cross section (40x DIC).ome.tiff',
        'IMG_2447-2546 Riccia bifurca thallus with epidermis cross section (20x).ome.tiff',
        'IMG_2547-2646 Riccia bifurca thallus with epidermis cross section (40x).ome.tiff',
        'IMG_2847-2946 Riccia bifurca spores (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia canaliculata SWE': (
        'IMG_0021 Riccia canaliculata stature.ome.tiff',
        'IMG_0023 Riccia canaliculata stature.ome.tiff',
        'IMG_0094-0133 Riccia canaliculata stature.ome.tiff',
        'IMG_0322 Riccia canaliculata stature.ome.tiff',
        'IMG_0413-0462 Riccia canaliculata stature.ome.tiff',
        'IMG_0602 Riccia canaliculata stature (Laowa 2.5x).ome.tiff',
        'IMG_0603-0635 Riccia canaliculata stature (Laowa 2.5x).ome.tiff',
        'IMG_0741-0780 Riccia canaliculata stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_0821-0860 Riccia canaliculata stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_0861-0900 Riccia canaliculata stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_0941-0980 Riccia canaliculata stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_2151-2215 Riccia canaliculata thallus cross section (10x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia cavernosa SWE': (
        'IMG_0021 Riccia cavernosa stature.ome.tiff',
        'IMG_0022 Riccia cavernosa stature.ome.tiff',
        'IMG_0045 Riccia cavernosa stature.ome.tiff',
        'IMG_0052 Riccia cavernosa stature.ome.tiff',
        'IMG_0217 Riccia cavernosa stature.ome.tiff',
        'IMG_0231 Riccia cavernosa stature.ome.tiff',
        'IMG_0371-0420 Riccia cavernosa stature.ome.tiff',
        'IMG_0562 Riccia cavernosa stature.ome.tiff',
        'IMG_0565 Riccia cavernosa stature.ome.tiff',
        'IMG_0569 Riccia cavernosa stature.ome.tiff',
        'IMG_0570 Riccia cavernosa stature.ome.tiff',
        'IMG_0572 Riccia cavernosa stature.ome.tiff',
        'IMG_0676-0725 Riccia cavernosa stature.ome.tiff',
        'IMG_0726-0775 Riccia cavernosa stature.ome.tiff',
        'IMG_0776-0825 Riccia cavernosa stature.ome.tiff',
        'IMG_0894 Riccia cavernosa stature.ome.tiff',
        'IMG_0916 Riccia cavernosa stature.ome.tiff',
        'IMG_0934-0952 Riccia cavernosa stature.ome.tiff',
        'IMG_1001-1120 Riccia cavernosa spores (40x).ome.tiff',
        'IMG_1121-1240 Riccia cavernosa spores (40x).ome.tiff',
        'IMG_2061-2110 Riccia cavernosa stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_2161-2210 Riccia cavernosa stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_2211-2260 Riccia cavernosa stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_2381-2440 Riccia cavernosa thallus cross section (10x).ome.tiff',
        'IMG_2761-2860 Riccia cavernosa thallus with assimilation lamellae and epidermis cross section (40x).ome.tiff',
        'IMG_2861-2960 Riccia cavernosa thallus with assimilation lamellae and epidermis cross section (40x DIC).ome.tiff',
        'IMG_3161-3260 Riccia cavernosa thallus cross section (10x).ome.tiff',
        'IMG_3381-3440 Riccia cavernosa thallus cross section (10x).ome.tiff',
        'IMG_3441-3500 Riccia cavernosa thallus cross section (10x).ome.tiff',
        'IMG_3561-3620 Riccia cavernosa thallus cross section (10x).ome.tiff',
        'IMG_3721-3820 Riccia cavernosa thallus with assimilation lamellae and epidermis cross section (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia ciliifera GER': (
        'IMG_0327 Riccia ciliifera stature.ome.tiff',
        'IMG_0369 Riccia ciliifera stature.ome.tiff',
        'IMG_0382 Riccia ciliifera stature.ome.tiff',
        'IMG_0387 Riccia ciliifera stature.ome.tiff',
        'IMG_0496 Riccia ciliifera stature.ome.tiff',
        'IMG_0499 Riccia ciliifera stature.ome.tiff',
        'IMG_1001-1050 Riccia ciliifera stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1051-1100 Riccia ciliifera stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1351-1400 Riccia ciliifera stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1401-1450 Riccia ciliifera stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1451-1500 Riccia ciliifera stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1792-1841 Riccia ciliifera thallus cross section (5x).ome.tiff',
        'IMG_1892-1941 Riccia ciliifera thallus cross section (5x).ome.tiff',
        'IMG_2042-2091 Riccia ciliifera thallus cross section (5x).ome.tiff',
        'IMG_2292-2391 Riccia ciliifera thallus with epidermis end cells cross section (40x DIC).ome.tiff',
        'IMG_2392-2491 Riccia ciliifera thallus with epidermis end cells cross section (40x).ome.tiff',
        'IMG_2592-2691 Riccia ciliifera thallus with epidermis and neck canal cells of the antheridium cross section (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia ciliifera SWE': (
        'IMG_0004 Riccia ciliifera voucher specimen.ome.tiff',
        'IMG_0094-0133 Riccia ciliifera stature.ome.tiff',
        'IMG_0312 Riccia ciliifera stature.ome.tiff',
        'IMG_0493-0582 Riccia ciliifera stature.ome.tiff',
        'IMG_0674 Riccia ciliifera stature (Laowa 2.0x).ome.tiff',
        'IMG_0721 Riccia ciliifera stature (Laowa 2.5x).ome.tiff',
        'IMG_0722 Riccia ciliifera stature (Laowa 2.5x).ome.tiff',
        'IMG_0723-0764 Riccia ciliifera stature (Laowa 2.5x).ome.tiff',
        'IMG_1362-1421 Riccia ciliifera thallus cross section (5x).ome.tiff',
        'IMG_1662-1721 Riccia ciliifera thallus cross section (5x).ome.tiff',
        'IMG_1822-1921 Riccia ciliifera thallus with epidermis cross section (40x DIC).ome.tiff',
        'IMG_1922-2021 Riccia ciliifera thallus with epidermis cross section (40x).ome.tiff',
        'IMG_2022-2121 Riccia ciliifera thallus with epidermis cross section (40x DIC).ome.tiff',
        'IMG_2222-2321 Riccia ciliifera thallus with epidermis cross section (40x DIC).ome.tiff',
        'IMG_2322-2421 Riccia ciliifera thallus with epidermis anterior view (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia gothica SWE': (
        'IMG_0005 Riccia gothica voucher specimen.ome.tiff',
        'IMG_0196-0215 Riccia gothica stature.ome.tiff',
        'IMG_0446-0515 Riccia gothica stature.ome.tiff',
        'IMG_1001-1050 Riccia gothica stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1051-1100 Riccia gothica stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1151-1210 Riccia gothica thallus cross section (10x).ome.tiff',
        'IMG_1211-1270 Riccia gothica thallus cross section (10x).ome.tiff',
        'IMG_1271-1330 Riccia gothica thallus cross section (10x).ome.tiff',
        'IMG_2342-2461 Riccia gothica spores (40x).ome.tiff',
        'IMG_2462-2581 Riccia gothica spores (40x).ome.tiff',
        'IMG_2702-2821 Riccia gothica spores (40x).ome.tiff',
        'IMG_2822-2941 Riccia gothica spores (40x).ome.tiff',
        'IMG_2942-3061 Riccia gothica spores (40x).ome.tiff',
        'IMG_3184-3303 Riccia gothica spores (40x).ome.tiff',
        'IMG_3424-3543 Riccia gothica spores (40x).ome.tiff',
        'IMG_3544-3663 Riccia gothica spores (40x).ome.tiff',
        'IMG_3664-3783 Riccia gothica spores (40x).ome.tiff',
        'IMG_3784-3903 Riccia gothica spores (40x).ome.tiff',
        'IMG_3904-4023 Riccia gothica spores (40x).ome.tiff',
        'IMG_4144-4263 Riccia gothica spores (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia gougetiana var. armatissima GER': (
        'IMG_0053 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_0054-0062 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_0064 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_0065-0091 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_0119-0147 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_0264 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_0391 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_0392 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_0493 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_0494 Riccia gougetiana var. armatissima stature.ome.tiff',
        'IMG_1484-1603 Riccia gougetiana var. armatissima spores (40x).ome.tiff',
        'IMG_1844-1963 Riccia gougetiana var. armatissima spores (40x).ome.tiff',
        'IMG_1964-2083 Riccia gougetiana var. armatissima spores (40x).ome.tiff',
        'IMG_2204-2253 Riccia gougetiana var. armatissima stature with stalked bulbils (Laowa 5.0x).ome.tiff',
        'IMG_2554-2603 Riccia gougetiana var. armatissima stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_2754-2803 Riccia gougetiana var. armatissima stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_3034-3098 Riccia gougetiana var. armatissima stature with stalked bulbils (Laowa 5.0x on macro bellow 8x).ome.tiff',
        'IMG_3279-3338 Riccia gougetiana var. armatissima ventral scales (10x).ome.tiff',
        'IMG_3339-3398 Riccia gougetiana var. armatissima ventral scales (10x).ome.tiff',
        'IMG_3399-3448 Riccia gougetiana var. armatissima thallus cross section (5x).ome.tiff',
        'IMG_3449-3498 Riccia gougetiana var. armatissima thallus cross section (5x).ome.tiff',
        'IMG_3499-3548 Riccia gougetiana var. armatissima thallus cross section (5x).ome.tiff',
        'IMG_3699-3748 Riccia gougetiana var. armatissima thallus cross section (5x).ome.tiff',
        'IMG_3749-3798 Riccia gougetiana var. armatissima thallus cross section (5x).ome.tiff',
        'IMG_3799-3848 Riccia gougetiana var. armatissima thallus cross section (5x).ome.tiff',
        'IMG_3899-3948 Riccia gougetiana var. armatissima thallus cross section (5x).ome.tiff',
        'IMG_3999-4098 Riccia gougetiana var. armatissima thallus with epidermis and archegonium cross section (40x).ome.tiff',
        'IMG_4099-4198 Riccia gougetiana var. armatissima thallus with epidermis and archegonium cross section (40x DIC).ome.tiff',
        'IMG_4199-4298 Riccia gougetiana var. armatissima thallus with epidermis and archegonium cross section (20x).ome.tiff',
        'IMG_4399-4498 Riccia gougetiana var. armatissima thallus with epidermis end cells cross section (40x DIC).ome.tiff',
        'IMG_4499-4598 Riccia gougetiana var. armatissima thallus with epidermis cross section (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia huebeneriana SWE': (
        'IMG_0005 Riccia huebeneriana voucher specimen.ome.tiff',
        'IMG_0043 Riccia huebeneriana stature.ome.tiff',
        'IMG_0054 Riccia huebeneriana stature.ome.tiff',
        'IMG_0061 Riccia huebeneriana stature.ome.tiff',
        'IMG_0111 Riccia huebeneriana stature.ome.tiff',
        'IMG_0117 Riccia huebeneriana stature.ome.tiff',
        'IMG_0125 Riccia huebeneriana stature.ome.tiff',
        'IMG_0140 Riccia huebeneriana stature.ome.tiff',
        'IMG_0190-0229 Riccia huebeneriana stature.ome.tiff',
        'IMG_0371 Riccia huebeneriana stature.ome.tiff',
        'IMG_0686-0730 Riccia huebeneriana stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_0776-0820 Riccia huebeneriana stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_0866-0910 Riccia huebeneriana stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_0971-1030 Riccia huebeneriana thallus cross section (10x).ome.tiff',
        'IMG_1513-1612 Riccia huebeneriana thallus with epidermis and air pore cross section (40x DIC).ome.tiff',
        'IMG_2009-2128 Riccia huebeneriana spores (40x).ome.tiff',
        'IMG_2229-2328 Riccia huebeneriana thallus with epidermis and air pore anterior view (40x DIC).ome.tiff',
        'IMG_2329-2428 Riccia huebeneriana thallus with epidermis and air pore anterior view (40x).ome.tiff',
        'IMG_2429-2528 Riccia huebeneriana thallus with epidermis and air pore anterior view (40x DIC).ome.tiff',
        'IMG_2879-2978 Riccia huebeneriana thallus epidermis with air pore cross section (40x).ome.tiff',
        'IMG_3279-3378 Riccia huebeneriana thallus epidermis with air pore cross section (40x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia sorocarpa SWE': (
        'IMG_0024 Riccia sorocarpa stature.ome.tiff',
        'IMG_0029 Riccia sorocarpa stature.ome.tiff',
        'IMG_0031 Riccia sorocarpa stature.ome.tiff',
        'IMG_0044 Riccia sorocarpa stature.ome.tiff',
        'IMG_0046 Riccia sorocarpa stature.ome.tiff',
        'IMG_0053 Riccia sorocarpa stature.ome.tiff',
        'IMG_0086 Riccia sorocarpa stature.ome.tiff',
        'IMG_0122 Riccia sorocarpa stature.ome.tiff',
        'IMG_0223-0272 Riccia sorocarpa stature.ome.tiff',
        'IMG_0276-0325 Riccia sorocarpa stature.ome.tiff',
        'IMG_0651-0770 Riccia sorocarpa spores (40x).ome.tiff',
        'IMG_1491-1610 Riccia sorocarpa spores (40x).ome.tiff',
        'IMG_1711-1760 Riccia sorocarpa stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1761-1810 Riccia sorocarpa stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1811-1870 Riccia sorocarpa thallus cross section (10x).ome.tiff',
        'IMG_1931-1990 Riccia sorocarpa thallus cross section (10x).ome.tiff',
        'IMG_2111-2170 Riccia sorocarpa thallus cross section (10x).ome.tiff',
        'IMG_2171-2270 Riccia sorocarpa thallus with epidermis cross section (40x).ome.tiff',
        'IMG_2271-2370 Riccia sorocarpa thallus with epidermis cross section (40x DIC).ome.tiff',
        'IMG_2471-2570 Riccia sorocarpa thallus with epidermis cross section (40x DIC).ome.tiff',
        'IMG_2571-2670 Riccia sorocarpa thallus with epidermis cross section (40x).ome.tiff',
        'IMG_2671-2770 Riccia sorocarpa thallus with epidermis cross section (40x DIC).ome.tiff',
        'IMG_2771-2870 Riccia sorocarpa thallus with epidermis anterior view (40x).ome.tiff',
        'IMG_2871-2970 Riccia sorocarpa thallus with epidermis anterior view (40x DIC).ome.tiff',
        'IMG_3271-3370 Riccia sorocarpa thallus with archegonium neck canal cells cross section (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia subbifurca SWE1': (
        'IMG_0501-0550 Riccia subbifurca stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_0601-0660 Riccia subbifurca thallus cross section (10x).ome.tiff',
        'IMG_0781-0840 Riccia subbifurca thallus cross section (10x).ome.tiff',
        'IMG_0841-0900 Riccia subbifurca thallus cross section (10x).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia subbifurca SWE2': (
        'IMG_0023 Riccia subbifurca stature.ome.tiff',
        'IMG_0025 Riccia subbifurca stature.ome.tiff',
        'IMG_0026 Riccia subbifurca stature.ome.tiff',
        'IMG_0027-0066 Riccia subbifurca stature.ome.tiff',
        'IMG_0174-0263 Riccia subbifurca stature.ome.tiff',
        'IMG_0751-0800 Riccia subbifurca stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_0901-0950 Riccia subbifurca stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1071-1130 Riccia subbifurca thallus cross section (10x).ome.tiff',
        'IMG_1131-1190 Riccia subbifurca thallus cross section (10x).ome.tiff',
        'IMG_1251-1310 Riccia subbifurca thallus cross section (10x).ome.tiff',
        'IMG_1431-1530 Riccia subbifurca thallus with assimilation lamellae and epidermis cross section (40x).ome.tiff',
        'IMG_1804-1903 Riccia subbifurca thallus with neck canal cells of the archegonium cross section (40x DIC).ome.tiff',
        'IMG_1904-2003 Riccia subbifurca thallus with assimilation lamellae and epidermis cross section (40x).ome.tiff',
        'IMG_2402-2521 Riccia subbifurca spores (40x).ome.tiff',
        'IMG_3123-3242 Riccia subbifurca spores (40x).ome.tiff',
        'IMG_3363-3482 Riccia subbifurca spores (40x).ome.tiff',
        'IMG_3723-3842 Riccia subbifurca spores (40x).ome.tiff',
        'IMG_3843-3962 Riccia subbifurca spores (40x).ome.tiff',
        'IMG_4203-4322 Riccia subbifurca spores (40x).ome.tiff',
        'IMG_4323-4442 Riccia subbifurca spores (40x).ome.tiff',
    ),
}

BRYOPHYTE_STACKS_OTHER = {
    '': (
        '/uod/idr/filesets/idr0157-peters-bryophytes/20240220-Globus/Mannia fragrans SWE processed/mannia_fragrans_swe_stature_dorsal_side.ome.tiff',
        'README.md',
        'idr0157-study.txt',
        'scripts/fix_it.py',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Asterella gracilis SWE processed': (
        'asterella_gracilis_swe_stature.ome.tiff asterella_gracilis_swe_stature_dorsal_side.ome.tiff '
        'asterella_gracilis_swe_stature_ventral_side.ome.tiff '
        'asterella_gracilis_swe_thallus_air_pore_anterior_view.ome.tiff '
        'asterella_gracilis_swe_thallus_air_pore_cross_section.ome.tiff '
        'asterella_gracilis_swe_thallus_cross_section.ome.tiff '
        'asterella_gracilis_swe_ventral_scales.ome.tiff asterella_gracilis_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Athalamia hyalina var. suecica SWE processed': (
        'athalamia_hyalina_var_suecica_swe_detail.ome.tiff '
        'athalamia_hyalina_var_suecica_swe_stature.ome.tiff '
        'athalamia_hyalina_var_suecica_swe_stature_dorsal_side.ome.tiff '
        'athalamia_hyalina_var_suecica_swe_stature_ventral_side.ome.tiff '
        'athalamia_hyalina_var_suecica_swe_thallus_air_pore_anterior_view.ome.tiff '
        'athalamia_hyalina_var_suecica_swe_thallus_air_pore_cross_section.ome.tiff '
        'athalamia_hyalina_var_suecica_swe_thallus_cross_section.ome.tiff '
        'athalamia_hyalina_var_suecica_swe_ventral_scales.ome.tiff '
        'athalamia_hyalina_var_suecica_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Mannia fragrans SWE processed': (
        'mannia_fragrans_swe_stature.ome.tiff mannia_fragrans_swe_stature_ventral_side.ome.tiff '
        'mannia_fragrans_swe_thallus_air_pore_anterior_view.ome.tiff '
        'mannia_fragrans_swe_thallus_air_pore_cross_section.ome.tiff '
        'mannia_fragrans_swe_thallus_cross_section.ome.tiff mannia_fragrans_swe_ventral_scales.ome.tiff '
        'mannia_fragrans_swe_ventral_scales_oelzellen.ome.tiff mannia_fragrans_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Reboulia hemisphaerica subsp. hemisphaerica SWE processed': (
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_detail.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_stature.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_stature_dorsal_side.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_stature_ventral_side.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_thallus_air_pore_anterior_view.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_thallus_air_pore_cross_section.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_thallus_assimilation_lamellae_cross_section.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_thallus_cross_section.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_ventral_scales.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_ventral_scales_oelzellen.ome.tiff '
        'reboulia_hemisphaerica_ssp_hemisphaerica_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Reboulia hemisphaerica subsp. hemisphaerica SWE': (
        'IMG_0005 Reboulia hemisphaerica subsp. hemisphaerica voucher specimen.ome.tiff',
        'IMG_0021 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0022-0071 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0072-0141 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0283 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0301 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0302 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0303-0392 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0393-0482 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0483 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0484 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0485-0544 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0565-0624 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0645 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0646-0705 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0726 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0727-0806 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0807 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0808-0897 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_0898-0987 Reboulia hemisphaerica subsp. hemisphaerica stature.ome.tiff',
        'IMG_1001-1050 Reboulia hemisphaerica subsp. hemisphaerica stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1051-1100 Reboulia hemisphaerica subsp. hemisphaerica stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1101-1150 Reboulia hemisphaerica subsp. hemisphaerica stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1151-1200 Reboulia hemisphaerica subsp. hemisphaerica stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1201-1250 Reboulia hemisphaerica subsp. hemisphaerica stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1251-1300 Reboulia hemisphaerica subsp. hemisphaerica stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1301-1350 Reboulia hemisphaerica subsp. hemisphaerica stature ventral side (Laowa 5.0x).ome.tiff',
        'IMG_1351-1400 Reboulia hemisphaerica subsp. hemisphaerica stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1401-1450 Reboulia hemisphaerica subsp. hemisphaerica stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1451-1500 Reboulia hemisphaerica subsp. hemisphaerica stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1501-1550 Reboulia hemisphaerica subsp. hemisphaerica stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1551-1600 Reboulia hemisphaerica subsp. hemisphaerica stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1601-1650 Reboulia hemisphaerica subsp. hemisphaerica stature dorsal side (Laowa 5.0x).ome.tiff',
        'IMG_1651-1710 Reboulia hemisphaerica subsp. hemisphaerica thallus cross section (10x).ome.tiff',
        'IMG_1711-1770 Reboulia hemisphaerica subsp. hemisphaerica thallus cross section (10x).ome.tiff',
        'IMG_1771-1830 Reboulia hemisphaerica subsp. hemisphaerica thallus cross section (10x).ome.tiff',
        'IMG_1831-1890 Reboulia hemisphaerica subsp. hemisphaerica thallus cross section (10x).ome.tiff',
        'IMG_1891-1950 Reboulia hemisphaerica subsp. hemisphaerica thallus cross section (10x).ome.tiff',
        'IMG_1951-2010 Reboulia hemisphaerica subsp. hemisphaerica thallus cross section (10x).ome.tiff',
        'IMG_2011-2070 Reboulia hemisphaerica subsp. hemisphaerica thallus cross section (10x).ome.tiff',
        'IMG_2071-2130 Reboulia hemisphaerica subsp. hemisphaerica thallus cross section (10x).ome.tiff',
        'IMG_2131-2190 Reboulia hemisphaerica subsp. hemisphaerica thallus cross section (10x).ome.tiff',
        'IMG_2191-2290 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore cross section (40x).ome.tiff',
        'IMG_2291-2390 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore cross section (40x DIC).ome.tiff',
        'IMG_2391-2490 Reboulia hemisphaerica subsp. hemisphaerica thallus with assimilation lamellae and oil cells cross section (20x).ome.tiff',
        'IMG_2491-2590 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore cross section (40x).ome.tiff',
        'IMG_2591-2690 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore cross section (40x DIC).ome.tiff',
        'IMG_2761-2830 Reboulia hemisphaerica subsp. hemisphaerica ventral scales (10x).ome.tiff',
        'IMG_2831-2900 Reboulia hemisphaerica subsp. hemisphaerica ventral scales (10x).ome.tiff',
        'IMG_2901-3000 Reboulia hemisphaerica subsp. hemisphaerica ventral scales with oil cells anterior view (40x).ome.tiff',
        'IMG_3001-3100 Reboulia hemisphaerica subsp. hemisphaerica ventral scales with oil cells anterior view (40x DIC).ome.tiff',
        'IMG_3101-3200 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore anterior view (40x).ome.tiff',
        'IMG_3201-3300 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore anterior view (40x DIC).ome.tiff',
        'IMG_3301-3400 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore anterior view (40x).ome.tiff',
        'IMG_3401-3500 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore anterior view (40x DIC).ome.tiff',
        'IMG_3501-3600 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore anterior view (40x).ome.tiff',
        'IMG_3601-3700 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore anterior view (40x DIC).ome.tiff',
        'IMG_3701-3800 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore cross section (40x).ome.tiff',
        'IMG_3801-3900 Reboulia hemisphaerica subsp. hemisphaerica thallus with air pore cross section (40x DIC).ome.tiff',
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia beyrichiana SWE processed': (
        'riccia_beyrichiana_swe_detail.ome.tiff riccia_beyrichiana_swe_spores.ome.tiff '
        'riccia_beyrichiana_swe_stature.ome.tiff riccia_beyrichiana_swe_stature_dorsal_side.ome.tiff '
        'riccia_beyrichiana_swe_stature_ventral_side.ome.tiff '
        'riccia_beyrichiana_swe_thallus_cross_section.ome.tiff '
        'riccia_beyrichiana_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia bifurca SWE processed': (
        'riccia_bifurca_swe_detail.ome.tiff riccia_bifurca_swe_spores.ome.tiff '
        'riccia_bifurca_swe_stature.ome.tiff riccia_bifurca_swe_stature_dorsal_side.ome.tiff '
        'riccia_bifurca_swe_stature_ventral_side.ome.tiff riccia_bifurca_swe_thallus_cross_section.ome.tiff '
        'riccia_bifurca_swe_thallus_epidermis_assimilation_lamellae_cross_section.ome.tiff '
        'riccia_bifurca_swe_thallus_epidermis_cross_section.ome.tiff '
        'riccia_bifurca_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia canaliculata SWE processed': (
        'riccia_canaliculata_swe_detail.ome.tiff riccia_canaliculata_swe_stature.ome.tiff '
        'riccia_canaliculata_swe_stature_dorsal_side.ome.tiff '
        'riccia_canaliculata_swe_stature_ventral_side.ome.tiff '
        'riccia_canaliculata_swe_thallus_air_pore_cross_section.ome.tiff '
        'riccia_canaliculata_swe_thallus_cross_section.ome.tiff '
        'riccia_canaliculata_swe_ventral_scales.ome.tiff riccia_canaliculata_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia cavernosa SWE processed': (
        'riccia_cavernosa_swe_stature.ome.tiff riccia_cavernosa_swe_stature_detail.ome.tiff '
        'riccia_cavernosa_swe_stature_dorsal_side.ome.tiff '
        'riccia_cavernosa_swe_stature_ventral_side.ome.tiff '
        'riccia_cavernosa_swe_thallus_archegonium_cross_section.ome.tiff '
        'riccia_cavernosa_swe_thallus_cross_section.ome.tiff '
        'riccia_cavernosa_swe_thallus_pores_anterior_view.ome.tiff '
        'riccia_cavernosa_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia ciliifera GER processed': (
        'riccia_ciliifera_hal_stature.ome.tiff riccia_ciliifera_hal_stature_dorsal_side.ome.tiff '
        'riccia_ciliifera_hal_stature_ventral_side.ome.tiff '
        'riccia_ciliifera_hal_thallus_antheridium_cross_section.ome.tiff '
        'riccia_ciliifera_hal_thallus_cross_section.ome.tiff '
        'riccia_ciliifera_hal_thallus_epidermis_cross_section.ome.tiff '
        'riccia_ciliifera_hal_ventral_scales.ome.tiff riccia_ciliifera_hal_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia ciliifera SWE processed': (
        'riccia_ciliifera_swe_detail.ome.tiff riccia_ciliifera_swe_stature.ome.tiff '
        'riccia_ciliifera_swe_stature_dorsal_side.ome.tiff '
        'riccia_ciliifera_swe_stature_ventral_side.ome.tiff '
        'riccia_ciliifera_swe_thallus_cross_section.ome.tiff '
        'riccia_ciliifera_swe_thallus_epidermis_cross_section.ome.tiff '
        'riccia_ciliifera_swe_ventral_scales.ome.tiff riccia_ciliifera_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia gothica SWE processed': (
        'riccia_gothica_swe_spores.ome.tiff riccia_gothica_swe_stature.ome.tiff '
        'riccia_gothica_swe_stature_dorsal_side.ome.tiff riccia_gothica_swe_stature_ventral_side.ome.tiff '
        'riccia_gothica_swe_thallus_cross_section.ome.tiff '
        'riccia_gothica_swe_thallus_epidermis_cross_section.ome.tiff '
        'riccia_gothica_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia gougetiana var. armatissima GER processed': (
        'riccia_gougetiana_var_armatissima_hal_detail.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_spores.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_stature.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_stature_dorsal_side.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_stature_ventral_side.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_thallus_archegonia_cross_section.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_thallus_cross_section.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_thallus_epidermis_cross_section.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_thallus_stalked_bulbils.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_ventral_scales.ome.tiff '
        'riccia_gougetiana_var_armatissima_hal_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia huebeneriana SWE processed': (
        'riccia_huebeneriana_swe_detail.ome.tiff riccia_huebeneriana_swe_spores.ome.tiff '
        'riccia_huebeneriana_swe_stature.ome.tiff riccia_huebeneriana_swe_stature_dorsal_side.ome.tiff '
        'riccia_huebeneriana_swe_stature_ventral_side.ome.tiff '
        'riccia_huebeneriana_swe_thallus_air_pore_anterior_view.ome.tiff '
        'riccia_huebeneriana_swe_thallus_air_pore_cross_section.ome.tiff '
        'riccia_huebeneriana_swe_thallus_cross_section.ome.tiff '
        'riccia_huebeneriana_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia sorocarpa SWE processed': (
        'riccia_sorocarpa_swe_archegonium_neck_canal_cells.ome.tiff riccia_sorocarpa_swe_spores.ome.tiff '
        'riccia_sorocarpa_swe_stature.ome.tiff riccia_sorocarpa_swe_stature_dorsal_side.ome.tiff '
        'riccia_sorocarpa_swe_stature_ventral_side.ome.tiff '
        'riccia_sorocarpa_swe_thallus_cross_section.ome.tiff '
        'riccia_sorocarpa_swe_thallus_epidermis_anterior_view.ome.tiff '
        'riccia_sorocarpa_swe_thallus_epidermis_cross_section.ome.tiff '
        'riccia_sorocarpa_swe_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia subbifurca SWE1 processed': (
        'riccia_subbifurca_swe1_stature_dorsal_side.ome.tiff '
        'riccia_subbifurca_swe1_stature_ventral_side.ome.tiff '
        'riccia_subbifurca_swe1_thallus_cross_section.ome.tiff '
        'riccia_subbifurca_swe1_thallus_epidermis_cross_section.ome.tiff '
        'riccia_subbifurca_swe1_ventral_scales.ome.tiff riccia_subbifurca_swe1_voucher_specimen.ome.tiff'
    ),
    '/uod/idr/filesets/idr0157-peters-bryophytes/20230803-Globus/Riccia subbifurca SWE2 processed': (
        'riccia_subbifurca_swe2_spores.ome.tiff riccia_subbifurca_swe2_stature.ome.tiff '
        'riccia_subbifurca_swe2_stature_dorsal_side.ome.tiff '
        'riccia_subbifurca_swe2_stature_ventral_side.ome.tiff '
        'riccia_subbifurca_swe2_thallus_cross_section.ome.tiff '
        'riccia_subbifurca_swe2_thallus_epidermis_cross_section.ome.tiff '
        'riccia_subbifurca_swe2_thallus_neck_canal_archegonium_cross_section.ome.tiff '
        'riccia_subbifurca_swe2_voucher_specimen.ome.tiff'
    ),
    'experimentA': (
        'idr0157-experimentA-annotation.csv idr0157-experimentA-bulkmap-config.yml '
        'idr0157-experimentA-filePaths.tsv'
    ),
}

FP_SPLIT_PARTS = {
    'test-data/split/cat=fred/catnum=1': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=fred/catnum=2': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=fred/catnum=3': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=freda/catnum=1': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=freda/catnum=2': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=freda/catnum=3': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
}

FP_SPLIT_PARTS_OTHER = {
    '': (
        '.coveragerc .gitattributes .gitignore .pylintrc .readthedocs.yaml LICENSE MANIFEST.in Makefile '
        'README.rst pyproject.toml requirements.txt setup.cfg setup.py fastparquet/benchmarks/columns.py '
        'fastparquet/parquet_thrift/__init__.py fastparquet/parquet_thrift/parquet/__init__.py '
        'fastparquet/parquet_thrift/parquet/ttypes.py '
        'test-data/airlines_parquet/4345e5eef217aa1b-c8f16177f35fd983_1150363067_data.1.parq '
        'test-data/baz.parquet/part-00000-f689190d-8470-4dba-80ca-b8674fa9f15d-c000.snappy.parquet '
        'test-data/dir_metadata/empty.parquet '
        'test-data/multi_rgs_pyarrow/b=hi/a97cc141d16f4014a59e5b234dddf07c.parquet '
        'test-data/multi_rgs_pyarrow/b=lo/01bc139247874a0aa9e0e541f2eec497.parquet'
    ),
    '.github/workflows': (
        'main.yaml test_wheel.yaml wheel.yml'
    ),
    'ci': (
        'environment-py310.yml environment-py310win.yml environment-py311.yml environment-py312-pandas3.yml '
        'environment-py312.yml environment-py313-pandas3.yml environment-py313.yml '
        'environment-py314-pandas3.yml environment-py314.yml'
    ),
    'docs': (
        'Makefile make.bat requirements.txt'
    ),
    'docs/source': (
        'api.rst code-of-conduct.rst conf.py details.rst filesystems.rst index.rst install.rst '
        'quickstart.rst releasenotes.rst'
    ),
    'fastparquet': (
        '__init__.py api.py cencoding.pyx compression.py converted_types.py core.py dataframe.py encoding.py '
        'evolve.py json.py parquet.thrift schema.py speedups.pyx thrift_structures.py util.py wrappers.py '
        'writer.py'
    ),
    'fastparquet/test': (
        '__init__.py test_api.py test_aroundtrips.py test_compression.py test_converted_types.py '
        'test_dataframe.py test_encoding.py test_json.py test_output.py test_overwrite.py '
        'test_partition_filters_specialstrings.py test_pd_optional_types.py test_read.py test_schema.py '
        'test_speedups.py test_thrift_structures.py test_timestamp_conversion_960.py test_util.py '
        'test_with_n.py util.py'
    ),
    'test-data': (
        'bitpack customer.impala.parquet datapage_v2.snappy.parquet decimals.parquet empty.parquet '
        'foo.parquet gzip-nation.impala.parquet hybrid map-test.snappy.parquet map_array.parq metas.parq '
        'mr_times.parq nation.csv nation.dict.parquet nation.impala.parquet nation.plain.parquet nested.parq '
        'nested1.parquet no_columns.parquet no_columns_new.parquet non-std-kvm.fp-0.8.2.parquet read_data '
        'repeated_no_annotation.parquet rle snappy-nation.impala.parquet test-converted-type-null.parquet '
        'test-map-last-row-split.parquet test-null-dictionary.parquet test-null.parquet '
        'test-timezone.parquet test.parquet uvarint'
    ),
    'test-data/evo': (
        '00000-0-b5ea8b58-1686-4d25-af1d-9349b2d29fd0-00001.parquet '
        '00000-206-1427d50c-e5c0-401a-9f54-b37b943b98c3-00001.parquet '
        '00001-1-b7c7ea31-7ce3-4bd6-9d86-7e96dbffb589-00001.parquet '
        '00002-2-e5685594-0967-42ad-b306-2128ad35e716-00001.parquet '
        '00003-3-2a454a5e-dc13-4075-a9ad-91181d5ac450-00001.parquet '
        '00081-6-db4a5dc9-8fdc-4b1f-b88e-05e954a966f7-00001.parquet'
    ),
    'test-data/spark-date-empty-rg.parq': (
        '_SUCCESS part-00000-b2b1875e-3f87-46b5-a3bc-31bca366bbcc-c000.snappy.parquet '
        'part-00005-b2b1875e-3f87-46b5-a3bc-31bca366bbcc-c000.snappy.parquet '
        'part-00011-b2b1875e-3f87-46b5-a3bc-31bca366bbcc-c000.snappy.parquet'
    ),
    'test-data/split': (
        '_SUCCESS _common_metadata _metadata'
    ),
    'test-data/split/cat=fred/catnum=1': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=fred/catnum=2': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=fred/catnum=3': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=freda/catnum=1': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=freda/catnum=2': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=freda/catnum=3': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
}

FP_SPLIT_CRC = {
    'test-data/split/cat=fred/catnum=1': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=fred/catnum=2': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=fred/catnum=3': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=freda/catnum=1': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=freda/catnum=2': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
    'test-data/split/cat=freda/catnum=3': (
        '.part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc '
        '.part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet.crc'
    ),
}

FP_SPLIT_CRC_OTHER = {
    '': (
        '.coveragerc .gitattributes .gitignore .pylintrc .readthedocs.yaml LICENSE MANIFEST.in Makefile '
        'README.rst pyproject.toml requirements.txt setup.cfg setup.py fastparquet/benchmarks/columns.py '
        'fastparquet/parquet_thrift/__init__.py fastparquet/parquet_thrift/parquet/__init__.py '
        'fastparquet/parquet_thrift/parquet/ttypes.py '
        'test-data/airlines_parquet/4345e5eef217aa1b-c8f16177f35fd983_1150363067_data.1.parq '
        'test-data/baz.parquet/part-00000-f689190d-8470-4dba-80ca-b8674fa9f15d-c000.snappy.parquet '
        'test-data/dir_metadata/empty.parquet '
        'test-data/multi_rgs_pyarrow/b=hi/a97cc141d16f4014a59e5b234dddf07c.parquet '
        'test-data/multi_rgs_pyarrow/b=lo/01bc139247874a0aa9e0e541f2eec497.parquet'
    ),
    '.github/workflows': (
        'main.yaml test_wheel.yaml wheel.yml'
    ),
    'ci': (
        'environment-py310.yml environment-py310win.yml environment-py311.yml environment-py312-pandas3.yml '
        'environment-py312.yml environment-py313-pandas3.yml environment-py313.yml '
        'environment-py314-pandas3.yml environment-py314.yml'
    ),
    'docs': (
        'Makefile make.bat requirements.txt'
    ),
    'docs/source': (
        'api.rst code-of-conduct.rst conf.py details.rst filesystems.rst index.rst install.rst '
        'quickstart.rst releasenotes.rst'
    ),
    'fastparquet': (
        '__init__.py api.py cencoding.pyx compression.py converted_types.py core.py dataframe.py encoding.py '
        'evolve.py json.py parquet.thrift schema.py speedups.pyx thrift_structures.py util.py wrappers.py '
        'writer.py'
    ),
    'fastparquet/test': (
        '__init__.py test_api.py test_aroundtrips.py test_compression.py test_converted_types.py '
        'test_dataframe.py test_encoding.py test_json.py test_output.py test_overwrite.py '
        'test_partition_filters_specialstrings.py test_pd_optional_types.py test_read.py test_schema.py '
        'test_speedups.py test_thrift_structures.py test_timestamp_conversion_960.py test_util.py '
        'test_with_n.py util.py'
    ),
    'test-data': (
        'bitpack customer.impala.parquet datapage_v2.snappy.parquet decimals.parquet empty.parquet '
        'foo.parquet gzip-nation.impala.parquet hybrid map-test.snappy.parquet map_array.parq metas.parq '
        'mr_times.parq nation.csv nation.dict.parquet nation.impala.parquet nation.plain.parquet nested.parq '
        'nested1.parquet no_columns.parquet no_columns_new.parquet non-std-kvm.fp-0.8.2.parquet read_data '
        'repeated_no_annotation.parquet rle snappy-nation.impala.parquet test-converted-type-null.parquet '
        'test-map-last-row-split.parquet test-null-dictionary.parquet test-null.parquet '
        'test-timezone.parquet test.parquet uvarint'
    ),
    'test-data/evo': (
        '00000-0-b5ea8b58-1686-4d25-af1d-9349b2d29fd0-00001.parquet '
        '00000-206-1427d50c-e5c0-401a-9f54-b37b943b98c3-00001.parquet '
        '00001-1-b7c7ea31-7ce3-4bd6-9d86-7e96dbffb589-00001.parquet '
        '00002-2-e5685594-0967-42ad-b306-2128ad35e716-00001.parquet '
        '00003-3-2a454a5e-dc13-4075-a9ad-91181d5ac450-00001.parquet '
        '00081-6-db4a5dc9-8fdc-4b1f-b88e-05e954a966f7-00001.parquet'
    ),
    'test-data/spark-date-empty-rg.parq': (
        '_SUCCESS part-00000-b2b1875e-3f87-46b5-a3bc-31bca366bbcc-c000.snappy.parquet '
        'part-00005-b2b1875e-3f87-46b5-a3bc-31bca366bbcc-c000.snappy.parquet '
        'part-00011-b2b1875e-3f87-46b5-a3bc-31bca366bbcc-c000.snappy.parquet'
    ),
    'test-data/split': (
        '_SUCCESS _common_metadata _metadata'
    ),
    'test-data/split/cat=fred/catnum=1': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=fred/catnum=2': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=fred/catnum=3': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=freda/catnum=1': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=freda/catnum=2': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
    'test-data/split/cat=freda/catnum=3': (
        'part-r-00000-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00001-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00002-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00003-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00004-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00005-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00006-4805f816-a859-4b75-8659-285a6617386f.gz.parquet '
        'part-r-00007-4805f816-a859-4b75-8659-285a6617386f.gz.parquet'
    ),
}

BODO_SPARK_PARTS = {
    '': (
        'bodo/tests/data/example_single.csv/part-00000-265986a3-f65f-4f49-8400-a57f8c6f5d80-c000.csv '
        'bodo/tests/data/example_single.json/part-00000-61532261-e373-4e55-9469-c3f813c3a2d9-c000.json '
        'bodo/tests/data/int_nulls_header_single.csv/part-00000-ec72f05a-c15c-4fd2-b4b6-982f82eec9b5-c000.csv '
        'bodo/tests/data/int_nulls_single.csv/part-00000-8fd258d9-6006-47a5-adc5-72900852eda1-c000.csv '
        'bodo/tests/data/int_nulls_single.json/part-00000-379e16aa-4c5d-419d-82ed-828ac816d599-c000.json '
        'bodo/tests/data/str_arr_single.csv/part-00000-05eddbd4-9cd7-498a-a8e3-c84eec14c2e7-c000.csv '
        'bodo/tests/data/str_arr_single.json/part-00000-a0ff525c-31ec-499a-bde3-fe2a95cfbf8e-c000.json'
    ),
    'bodo/tests/data/decimal1.pq': (
        'part-00000-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00001-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00002-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00003-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00004-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00005-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00006-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00007-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00008-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00009-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00010-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00011-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00012-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00013-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00014-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00015-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet'
    ),
    'bodo/tests/data/example multi.csv': (
        'part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00001-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00004-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00005-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv'
    ),
    'bodo/tests/data/example_multi.csv': (
        'part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00001-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00004-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00005-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv'
    ),
    'bodo/tests/data/example_multi.json': (
        'part-00000-cc751372-146d-462b-a542-0993c0e0a254-c000.json '
        'part-00001-cc751372-146d-462b-a542-0993c0e0a254-c000.json '
        'part-00002-cc751372-146d-462b-a542-0993c0e0a254-c000.json '
        'part-00003-cc751372-146d-462b-a542-0993c0e0a254-c000.json '
        'part-00004-cc751372-146d-462b-a542-0993c0e0a254-c000.json '
        'part-00005-cc751372-146d-462b-a542-0993c0e0a254-c000.json '
        'part-00006-cc751372-146d-462b-a542-0993c0e0a254-c000.json '
        'part-00007-cc751372-146d-462b-a542-0993c0e0a254-c000.json'
    ),
    'bodo/tests/data/example_multi_nested.csv': (
        'part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00004-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00005-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv'
    ),
    'bodo/tests/data/int_nulls_header_multi.csv': (
        'part-00000-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00001-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00002-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00003-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00004-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00005-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00006-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00007-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00008-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00009-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00010-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00011-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00012-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00013-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00014-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00015-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv'
    ),
    'bodo/tests/data/int_nulls_multi.csv': (
        'part-00000-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00001-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00002-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00003-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00004-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00005-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00006-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00007-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00008-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00009-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00010-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00011-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00012-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00013-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00014-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00015-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv'
    ),
    'bodo/tests/data/int_nulls_multi.json': (
        'part-00000-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00001-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00002-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00003-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00004-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00005-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00006-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00007-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00008-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00009-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00010-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00011-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00012-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00013-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00014-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00015-3597827d-849b-42e7-b661-724afce66983-c000.json'
    ),
    'bodo/tests/data/int_nulls_multi.pq': (
        'part-00000-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00001-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00002-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00003-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00004-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00005-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00006-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00007-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00008-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00009-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00010-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00011-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00012-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00013-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00014-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00015-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_float32.pq': (
        'part-00000-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'part-00002-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'part-00005-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'part-00007-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'part-00010-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'part-00013-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'part-00015-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_int.pq': (
        'part-00000-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet '
        'part-00002-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet '
        'part-00005-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet '
        'part-00007-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet '
        'part-00010-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet '
        'part-00013-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet '
        'part-00015-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_str_parts.pq': (
        'part-00000-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00001-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00002-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00003-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00004-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00005-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00006-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00007-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00008-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00009-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00010-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00011-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00012-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00013-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00014-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00015-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet'
    ),
    'bodo/tests/data/sdf_dt.pq': (
        'part-00000-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet '
        'part-00001-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet '
        'part-00002-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet '
        'part-00003-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet'
    ),
    'bodo/tests/data/str_arr_parts.csv': (
        'part-00000-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00001-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00002-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00003-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00004-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00005-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00006-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00007-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00008-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00009-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00010-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00011-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00012-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00013-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00014-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00015-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv'
    ),
    'bodo/tests/data/str_arr_parts.json': (
        'part-00000-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00001-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00002-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00003-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00004-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00005-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00006-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00007-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00008-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00009-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00010-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00011-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00012-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00013-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00014-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00015-28d12042-bba8-4541-908e-47cfd436e922-c000.json'
    ),
}

BODO_SPARK_PARTS_OTHER = {
    '': (
        'BodoSQL/bodosql/tests/data/dollar_string_test.sql '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=a/1726ea341a05431fb452edcef35dcdbd.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=b/997be9c2bde74f7a9c7cadb3baf8cd95.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=c/cc1b153a953943d5894b149d4d543a7d.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/partitioned/part=a/9f9d346229be433f80a06b30b4d4e316.parquet '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/customer.pq/.part-00000-36d8b5cf-ae26-4b77-b69d-3819f8674bd8-c000.snappy.parquet.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/nation.pq/._SUCCESS.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/orders.pq/._SUCCESS.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/partsupp.pq/part-00000-0e5e4749-57a3-491f-96e5-d8909ad36177-c000.snappy.parquet '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/region.pq/._SUCCESS.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/region.pq/_SUCCESS '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/supplier.pq/.part-00000-59c1117e-340f-479e-8695-305837d8d456-c000.snappy.parquet.crc '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_address/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_demographics/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_demographics/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/date_dim/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/date_dim/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/household_demographics/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/household_demographics/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/inventory/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/item_marketprices/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/product_reviews/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/promotion/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store_returns/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store_returns/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/warehouse/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/warehouse/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_clickstreams/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_page/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_page/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_returns/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_sales/part-02.parquet '
        'bodo/tests/data/dask_data.parquet/_common_metadata '
        'bodo/tests/data/example_multi_nested.csv/inner/part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'bodo/tests/data/example_multi_nested.csv/inner/part-00001-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'bodo/tests/data/example_single.csv/.part-00000-265986a3-f65f-4f49-8400-a57f8c6f5d80-c000.csv.crc '
        'bodo/tests/data/example_single.json/.part-00000-61532261-e373-4e55-9469-c3f813c3a2d9-c000.json.crc '
        'bodo/tests/data/int_nulls_single.csv/._SUCCESS.crc bodo/tests/data/int_nulls_single.csv/_SUCCESS '
        'bodo/tests/data/int_nulls_single.json/._SUCCESS.crc '
        'bodo/tests/data/list_float32.pq/.part-00005-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc '
        'bodo/tests/data/list_float32.pq/.part-00010-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc '
        'bodo/tests/data/sdf_dt.pq/.part-00003-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc '
        'bodo/tests/data/str_arr_single.csv/_SUCCESS bodo/tests/data/str_arr_single.json/._SUCCESS.crc '
        'bodo/tests/data/str_arr_single.json/.part-00000-a0ff525c-31ec-499a-bde3-fe2a95cfbf8e-c000.json.crc '
        'bodo/tests/data/test_partition_bitwidth.pq/site_group=FXZZ/parent_wom=133/part-00.parquet '
        'bodo/tests/data/test_partitioned.pq/A=4/part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=4/part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=8/part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=8/part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=9/part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=9/part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/_SUCCESS '
        'bodo/tests/data/tpch-test_data/parquet/customer.pq/.part-00000-36d8b5cf-ae26-4b77-b69d-3819f8674bd8-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/lineitem.pq/.part-00003-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/lineitem.pq/part-00001-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet '
        'bodo/tests/data/tpch-test_data/parquet/nation.pq/_SUCCESS '
        'bodo/tests/data/tpch-test_data/parquet/nation.pq/part-00000-ceb65e6e-3d55-4bc7-847d-4db85e6c63e8-c000.snappy.parquet '
        'bodo/tests/data/tpch-test_data/parquet/orders.pq/._SUCCESS.crc '
        'bodo/tests/data/tpch-test_data/parquet/orders.pq/_SUCCESS '
        'bodo/tests/data/tpch-test_data/parquet/part.pq/._SUCCESS.crc '
        'bodo/tests/data/tpch-test_data/parquet/part.pq/part-00000-e0bbaef6-138a-402c-87cd-9a307141a879-c000.snappy.parquet '
        'bodo/tests/data/tpch-test_data/parquet/region.pq/._SUCCESS.crc '
        'bodo/tests/data/tpch-test_data/parquet/region.pq/.part-00000-935848c5-3259-45af-8758-d6d0884e0192-c000.snappy.parquet.crc'
    ),
    'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/lineitem.pq': (
        '.part-00000-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc '
        '.part-00002-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc '
        'part-00000-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet '
        'part-00001-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet '
        'part-00003-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/item': (
        'part-00.parquet part-01.parquet part-02.parquet'
    ),
    'bodo/tests/data': (
        'asof2.pq csv_data2.csv csv_data_dtype1.csv csv_data_infer1.csv csv_data_only_date1.csv '
        'datetime64ns_tz_1.pq dictionary_string_1.pq embeddings.pkl escapechar_data.csv example.csv '
        'example_no_index.parquet example_single_index.parquet list_str_arr.pq many_columns.parquet '
        'np_file1.dat sanitization_test.pq str_arr.csv struct_1.pq'
    ),
    'bodo/tests/data/dataframe_library': (
        'df1.parquet df1_index.parquet df1_multi_index.parquet'
    ),
    'bodo/tests/data/decimal1.pq': (
        '.part-00002-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00003-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00004-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00007-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00010-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00011-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/example multi.csv': (
        '.part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00001-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc'
    ),
    'bodo/tests/data/example_deltalake': (
        '.part-00000-b44fcdb0-8b06-4f3a-8606-f8311a96f6dc-c000.snappy.parquet.crc '
        'part-00000-7c2deba3-1994-4fb8-bc07-d46c948aa415-c000.snappy.parquet '
        'part-00001-185eca06-e017-4dea-ae49-fc48b973e37e-c000.snappy.parquet '
        'part-00001-4327c977-2734-4477-9507-7ccf67924649-c000.snappy.parquet'
    ),
    'bodo/tests/data/example_deltalake/_delta_log': (
        '..00000000000000000002.json.e64807e6-437c-44c9-abd2-50e6514d236e.tmp.crc '
        '.._last_checkpoint.477ba875-7a14-4e57-9973-1349c21a152c.tmp.crc '
        '.00000000000000000003.checkpoint.parquet.crc'
    ),
    'bodo/tests/data/example_multi.json': (
        '.part-00000-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00001-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00002-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00004-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00005-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00006-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00007-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc'
    ),
    'bodo/tests/data/example_multi_nested.csv': (
        '.part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00004-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00005-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc'
    ),
    'bodo/tests/data/int_nulls_header_multi.csv': (
        '.part-00003-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00004-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00007-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00009-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00011-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00013-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00014-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc'
    ),
    'bodo/tests/data/int_nulls_multi.csv': (
        '.part-00000-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00003-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00005-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00010-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00013-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00014-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc _SUCCESS'
    ),
    'bodo/tests/data/int_nulls_multi.json': (
        '.part-00001-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00007-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00012-3597827d-849b-42e7-b661-724afce66983-c000.json.crc'
    ),
    'bodo/tests/data/int_nulls_multi.pq': (
        '.part-00000-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00001-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00003-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00006-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00012-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/list_int.pq': (
        '.part-00002-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00010-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00013-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00015-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/list_str_parts.pq': (
        '.part-00001-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00002-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00003-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00004-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00006-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00009-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00014-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/str_arr_parts.csv': (
        '._SUCCESS.crc .part-00001-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00006-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00008-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00011-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00013-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc'
    ),
    'bodo/tests/data/str_arr_parts.json': (
        '._SUCCESS.crc .part-00004-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00005-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00011-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00012-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00013-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc'
    ),
    'bodo/tests/data/test_partitioned.pq/A=0': (
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=1': (
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=2': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=3': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=5': (
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=6': (
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=7': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/tpch-test_data/sf1_expected_output': (
        'q01.pq q04.pq q11.pq q22.pq'
    ),
}

BODO_SPARK_CRC = {
    '': (
        'bodo/tests/data/example_single.csv/.part-00000-265986a3-f65f-4f49-8400-a57f8c6f5d80-c000.csv.crc '
        'bodo/tests/data/example_single.json/.part-00000-61532261-e373-4e55-9469-c3f813c3a2d9-c000.json.crc '
        'bodo/tests/data/int_nulls_header_single.csv/.part-00000-ec72f05a-c15c-4fd2-b4b6-982f82eec9b5-c000.csv.crc '
        'bodo/tests/data/int_nulls_single.csv/.part-00000-8fd258d9-6006-47a5-adc5-72900852eda1-c000.csv.crc '
        'bodo/tests/data/int_nulls_single.json/.part-00000-379e16aa-4c5d-419d-82ed-828ac816d599-c000.json.crc '
        'bodo/tests/data/str_arr_single.csv/.part-00000-05eddbd4-9cd7-498a-a8e3-c84eec14c2e7-c000.csv.crc '
        'bodo/tests/data/str_arr_single.json/.part-00000-a0ff525c-31ec-499a-bde3-fe2a95cfbf8e-c000.json.crc'
    ),
    'bodo/tests/data/decimal1.pq': (
        '.part-00000-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00001-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00002-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00003-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00004-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00005-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00006-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00007-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00008-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00009-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00010-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00011-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00012-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00013-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00014-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00015-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/example multi.csv': (
        '.part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00001-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00004-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00005-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc'
    ),
    'bodo/tests/data/example_multi.csv': (
        '.part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00001-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00004-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00005-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc'
    ),
    'bodo/tests/data/example_multi.json': (
        '.part-00000-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00001-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00002-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00003-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00004-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00005-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00006-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        '.part-00007-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc'
    ),
    'bodo/tests/data/example_multi_nested.csv': (
        '.part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00001-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00004-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00005-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc'
    ),
    'bodo/tests/data/int_nulls_header_multi.csv': (
        '.part-00000-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00001-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00002-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00003-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00004-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00005-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00006-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00007-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00008-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00009-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00010-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00011-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00012-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00013-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00014-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00015-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc'
    ),
    'bodo/tests/data/int_nulls_multi.csv': (
        '.part-00000-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00001-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00002-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00003-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00004-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00005-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00006-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00007-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00008-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00009-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00010-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00011-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00012-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00013-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00014-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00015-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc'
    ),
    'bodo/tests/data/int_nulls_multi.json': (
        '.part-00000-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00001-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00002-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00003-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00004-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00005-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00006-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00007-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00008-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00009-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00010-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00011-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00012-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00013-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00014-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00015-3597827d-849b-42e7-b661-724afce66983-c000.json.crc'
    ),
    'bodo/tests/data/int_nulls_multi.pq': (
        '.part-00000-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00001-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00002-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00003-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00004-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00005-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00006-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00007-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00008-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00009-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00010-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00011-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00012-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00013-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00014-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00015-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/list_float32.pq': (
        '.part-00000-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc '
        '.part-00002-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc '
        '.part-00005-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc '
        '.part-00007-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc '
        '.part-00010-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc '
        '.part-00013-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc '
        '.part-00015-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/list_int.pq': (
        '.part-00000-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00002-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00005-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00007-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00010-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00013-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00015-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/list_str_parts.pq': (
        '.part-00000-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00001-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00002-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00003-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00004-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00005-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00006-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00007-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00008-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00009-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00010-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00011-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00012-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00013-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00014-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00015-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/sdf_dt.pq': (
        '.part-00000-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc '
        '.part-00001-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc '
        '.part-00002-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc '
        '.part-00003-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/str_arr_parts.csv': (
        '.part-00000-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00001-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00002-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00003-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00004-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00005-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00006-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00007-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00008-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00009-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00010-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00011-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00012-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00013-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00014-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00015-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc'
    ),
    'bodo/tests/data/str_arr_parts.json': (
        '.part-00000-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00001-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00002-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00003-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00004-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00005-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00006-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00007-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00008-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00009-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00010-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00011-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00012-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00013-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00014-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00015-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc'
    ),
}

BODO_SPARK_CRC_OTHER = {
    '': (
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=a/0e8f258598ac43829ee70fbcc72b4f6a.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/numeric_index.pq '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/rphd_sample.pq '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/nation.pq/._SUCCESS.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/orders.pq/.part-00000-b5a044d5-7fad-4f51-ba01-0b3494a5da9c-c000.snappy.parquet.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/part.pq/.part-00000-e0bbaef6-138a-402c-87cd-9a307141a879-c000.snappy.parquet.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/part.pq/part-00000-e0bbaef6-138a-402c-87cd-9a307141a879-c000.snappy.parquet '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/region.pq/._SUCCESS.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/region.pq/part-00000-935848c5-3259-45af-8758-d6d0884e0192-c000.snappy.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_address/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_address/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_demographics/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_demographics/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/date_dim/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/item/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/item_marketprices/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/product_reviews/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store_returns/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store_returns/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store_sales/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_clickstreams/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_clickstreams/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_sales/part-00.parquet '
        'bodo/tests/data/dask_data.parquet/_common_metadata bodo/tests/data/dask_data.parquet/part.0.parquet '
        'bodo/tests/data/dataframe_library/example_partitioned.parquet/part=b/ae01b57350d54ba3847481f2cee5598c-0.parquet '
        'bodo/tests/data/example_multi.json/part-00006-cc751372-146d-462b-a542-0993c0e0a254-c000.json '
        'bodo/tests/data/example_multi_nested.csv/part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'bodo/tests/data/example_multi_nested.csv/part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'bodo/tests/data/hive-part-sample-pq/data/test_date=2021-08-20/site_group=FXZZ/station_group=NA/00000-63-f5188448-bc66-487c-ba6a-9940f8b3c114-00001.parquet '
        'bodo/tests/data/int_nulls_header_single.csv/_SUCCESS '
        'bodo/tests/data/int_nulls_multi.json/part-00003-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'bodo/tests/data/int_nulls_single.csv/_SUCCESS '
        'bodo/tests/data/list_float32.pq/part-00000-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'bodo/tests/data/list_float32.pq/part-00015-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'bodo/tests/data/str_arr_single.csv/_SUCCESS '
        'bodo/tests/data/str_arr_single.json/part-00000-a0ff525c-31ec-499a-bde3-fe2a95cfbf8e-c000.json '
        'bodo/tests/data/test_partition_bitwidth.pq/site_group=FXZZ/parent_wom=104/part-00.parquet '
        'bodo/tests/data/test_partitioned.pq/A=0/part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=0/part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=3/part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=3/part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=4/part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=4/part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=6/part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=6/part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=7/part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=7/part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=8/part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=8/part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=9/part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=9/part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/_SUCCESS '
        'bodo/tests/data/tpch-test_data/parquet/customer.pq/._SUCCESS.crc '
        'bodo/tests/data/tpch-test_data/parquet/customer.pq/part-00000-36d8b5cf-ae26-4b77-b69d-3819f8674bd8-c000.snappy.parquet '
        'bodo/tests/data/tpch-test_data/parquet/orders.pq/.part-00000-b5a044d5-7fad-4f51-ba01-0b3494a5da9c-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/orders.pq/_SUCCESS '
        'bodo/tests/data/tpch-test_data/parquet/region.pq/.part-00000-935848c5-3259-45af-8758-d6d0884e0192-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/supplier.pq/.part-00000-59c1117e-340f-479e-8695-305837d8d456-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/supplier.pq/part-00000-59c1117e-340f-479e-8695-305837d8d456-c000.snappy.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/customer.pq': (
        '._SUCCESS.crc .part-00000-36d8b5cf-ae26-4b77-b69d-3819f8674bd8-c000.snappy.parquet.crc _SUCCESS'
    ),
    'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/lineitem.pq': (
        '._SUCCESS.crc .part-00001-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc '
        'part-00000-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet '
        'part-00002-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer': (
        'part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/promotion': (
        'part-00.parquet part-01.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store': (
        'part-00.parquet part-01.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/warehouse': (
        'part-00.parquet part-01.parquet part-02.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_page': (
        'part-00.parquet part-02.parquet part-03.parquet'
    ),
    'bodo/tests/data': (
        'asof2.pq bool_nulls.pq csv_data2.csv csv_data_bool1.csv csv_data_cat3.csv csv_data_infer1.csv '
        'csv_data_int_na1.csv csv_data_int_none.csv csv_data_nonascii1.csv embeddings.pkl example.json '
        'example2.parquet example_multi_index.parquet int_nulls.csv large_data.csv large_data.json '
        'list_str_arr.pq lr.hdf5 many_columns.csv many_columns_index.parquet nested_struct_example.pq '
        'parquet_data_nonascii1.parquet small_data.csv str_arr.csv'
    ),
    'bodo/tests/data/decimal1.pq': (
        'part-00004-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00005-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00007-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00011-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet'
    ),
    'bodo/tests/data/example multi.csv': (
        '._SUCCESS.crc part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00004-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv'
    ),
    'bodo/tests/data/example_deltalake': (
        '.part-00000-7c2deba3-1994-4fb8-bc07-d46c948aa415-c000.snappy.parquet.crc '
        '.part-00000-b44fcdb0-8b06-4f3a-8606-f8311a96f6dc-c000.snappy.parquet.crc '
        '.part-00000-cb6b150b-30b8-4662-ad28-ff32ddab96d2-c000.snappy.parquet.crc '
        '.part-00001-185eca06-e017-4dea-ae49-fc48b973e37e-c000.snappy.parquet.crc '
        '.part-00001-c373a5bd-85f0-4758-815e-7eb62007a15c-c000.snappy.parquet.crc '
        'part-00000-cb6b150b-30b8-4662-ad28-ff32ddab96d2-c000.snappy.parquet'
    ),
    'bodo/tests/data/example_deltalake/_delta_log': (
        '..00000000000000000002.json.e64807e6-437c-44c9-abd2-50e6514d236e.tmp.crc '
        '.._last_checkpoint.477ba875-7a14-4e57-9973-1349c21a152c.tmp.crc '
        '.00000000000000000003.checkpoint.parquet.crc 00000000000000000003.checkpoint.parquet '
        '00000000000000000003.json _last_checkpoint'
    ),
    'bodo/tests/data/example_multi.csv': (
        '._SUCCESS.crc part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00005-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv'
    ),
    'bodo/tests/data/example_single.json': (
        '._SUCCESS.crc _SUCCESS part-00000-61532261-e373-4e55-9469-c3f813c3a2d9-c000.json'
    ),
    'bodo/tests/data/int_nulls_header_multi.csv': (
        'part-00002-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00003-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00004-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00009-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00010-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00015-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv'
    ),
    'bodo/tests/data/int_nulls_multi.csv': (
        '._SUCCESS.crc part-00000-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00010-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00011-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00012-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv'
    ),
    'bodo/tests/data/int_nulls_multi.pq': (
        'part-00000-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00003-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00004-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00005-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00006-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00011-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00014-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00015-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_int.pq': (
        '_SUCCESS part-00000-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet '
        'part-00013-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_str_parts.pq': (
        '_SUCCESS part-00005-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00006-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00009-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00012-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00014-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00015-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet'
    ),
    'bodo/tests/data/sdf_dt.pq': (
        '_SUCCESS part-00000-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet '
        'part-00002-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet'
    ),
    'bodo/tests/data/str_arr_parts.csv': (
        '_SUCCESS part-00004-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00006-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00010-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00012-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00013-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv'
    ),
    'bodo/tests/data/str_arr_parts.json': (
        'part-00001-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00006-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00007-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00010-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00013-28d12042-bba8-4541-908e-47cfd436e922-c000.json'
    ),
    'bodo/tests/data/test_partitioned.pq/A=1': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=2': (
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=5': (
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/tpch-test_data/parquet/lineitem.pq': (
        '._SUCCESS.crc .part-00002-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc '
        '.part-00003-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc _SUCCESS'
    ),
    'bodo/tests/data/tpch-test_data/sf1_expected_output': (
        'q01.pq q05.pq q07.pq q14.pq q16.pq q18.pq q20.pq q21.pq q22.pq'
    ),
}

BODO_PARTITIONED = {
    'bodo/tests/data/test_partitioned.pq/A=0': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=1': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=2': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=3': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=4': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=5': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=6': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=7': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=8': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=9': (
        'part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
}

BODO_PARTITIONED_OTHER = {
    '': (
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=a/0e8f258598ac43829ee70fbcc72b4f6a.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=a/1726ea341a05431fb452edcef35dcdbd.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=c/032f9acdb0ef45a5bfbf14516e8c17f9.parquet '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/orders.pq/._SUCCESS.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/orders.pq/_SUCCESS '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/region.pq/._SUCCESS.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/region.pq/.part-00000-935848c5-3259-45af-8758-d6d0884e0192-c000.snappy.parquet.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/supplier.pq/.part-00000-59c1117e-340f-479e-8695-305837d8d456-c000.snappy.parquet.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/stats_orders.json '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_address/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_demographics/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/date_dim/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/date_dim/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/household_demographics/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/inventory/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/inventory/part-02.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/item_marketprices/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/item_marketprices/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/product_reviews/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/promotion/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store_returns/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store_returns/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/time_dim/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/warehouse/part-00.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/warehouse/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_page/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_returns/part-03.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_sales/part-01.parquet '
        'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_sales/part-02.parquet '
        'bodo/tests/data/dataframe_library/df1_multi_index.parquet '
        'bodo/tests/data/dataframe_library/example_partitioned.parquet/part=b/ae01b57350d54ba3847481f2cee5598c-0.parquet '
        'bodo/tests/data/dataframe_library/q6_sample.pq/part-001-00.parquet '
        'bodo/tests/data/example_multi.json/.part-00006-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc '
        'bodo/tests/data/example_single.csv/._SUCCESS.crc '
        'bodo/tests/data/example_single.json/.part-00000-61532261-e373-4e55-9469-c3f813c3a2d9-c000.json.crc '
        'bodo/tests/data/hive-part-sample-pq/data/test_date=2021-08-20/site_group=FXZZ/station_group=NA/00000-37-94759c24-53fc-44e6-9c60-81236222870e-00001.parquet '
        'bodo/tests/data/int_nulls_single.json/_SUCCESS bodo/tests/data/puffin_data/nyc_example_puffin.stats '
        'bodo/tests/data/str_arr_single.json/part-00000-a0ff525c-31ec-499a-bde3-fe2a95cfbf8e-c000.json '
        'bodo/tests/data/test_partition_bitwidth.pq/site_group=FXZZ/parent_wom=133/part-00.parquet '
        'bodo/tests/data/tpch-test_data/parquet/lineitem.pq/.part-00001-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/lineitem.pq/.part-00003-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/partsupp.pq/part-00000-0e5e4749-57a3-491f-96e5-d8909ad36177-c000.snappy.parquet '
        'bodo/tests/data/tpch-test_data/parquet/region.pq/_SUCCESS '
        'bodo/tests/data/tpch-test_data/parquet/supplier.pq/part-00000-59c1117e-340f-479e-8695-305837d8d456-c000.snappy.parquet'
    ),
    'BodoSQL/bodosql/tests/data': (
        'date_coalesce.pq dollar_string_test.sql jaro_winkler_data.csv'
    ),
    'BodoSQL/bodosql/tests/data/sample-parquet-data': (
        'no_index.pq rphd_sample.pq string_index.pq'
    ),
    'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/customer.pq': (
        '._SUCCESS.crc .part-00000-36d8b5cf-ae26-4b77-b69d-3819f8674bd8-c000.snappy.parquet.crc '
        'part-00000-36d8b5cf-ae26-4b77-b69d-3819f8674bd8-c000.snappy.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/lineitem.pq': (
        '.part-00000-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc '
        '.part-00002-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc _SUCCESS'
    ),
    'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/nation.pq': (
        '._SUCCESS.crc _SUCCESS part-00000-ceb65e6e-3d55-4bc7-847d-4db85e6c63e8-c000.snappy.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/item': (
        'part-01.parquet part-02.parquet part-03.parquet'
    ),
    'bodo/tests/data': (
        'all_null_col_eg2.pq csv_data2.csv csv_data_float_na.csv csv_data_infer1.csv data.xlsx '
        'datetime64ns_tz_1.pq embeddings.pkl escapechar_data.csv example.json index_test1.pq index_test2.pq '
        'kde.parquet large_data.csv list_str_arr.pq nested_struct_example.pq'
    ),
    'bodo/tests/data/decimal1.pq': (
        '._SUCCESS.crc .part-00010-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00012-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00013-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00014-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        'part-00000-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00006-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00009-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00010-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00013-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet'
    ),
    'bodo/tests/data/example multi.csv': (
        '.part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        'part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv'
    ),
    'bodo/tests/data/example_deltalake': (
        '.part-00000-512e1537-8aaa-4193-b8b4-bef3de0de409-c000.snappy.parquet.crc '
        '.part-00000-7c2deba3-1994-4fb8-bc07-d46c948aa415-c000.snappy.parquet.crc '
        '.part-00000-b44fcdb0-8b06-4f3a-8606-f8311a96f6dc-c000.snappy.parquet.crc '
        '.part-00001-185eca06-e017-4dea-ae49-fc48b973e37e-c000.snappy.parquet.crc '
        '.part-00001-4327c977-2734-4477-9507-7ccf67924649-c000.snappy.parquet.crc '
        'part-00000-512e1537-8aaa-4193-b8b4-bef3de0de409-c000.snappy.parquet '
        'part-00000-cb6b150b-30b8-4662-ad28-ff32ddab96d2-c000.snappy.parquet '
        'part-00001-185eca06-e017-4dea-ae49-fc48b973e37e-c000.snappy.parquet '
        'part-00001-c373a5bd-85f0-4758-815e-7eb62007a15c-c000.snappy.parquet'
    ),
    'bodo/tests/data/example_deltalake/_delta_log': (
        '..00000000000000000000.json.c6b312ca-665d-46ab-93a9-9f87ad2baa92.tmp.crc '
        '..00000000000000000001.json.641a776e-6e56-4423-a9b0-7efc9e58826a.tmp.crc 00000000000000000000.json'
    ),
    'bodo/tests/data/example_multi.csv': (
        '.part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        'part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv'
    ),
    'bodo/tests/data/example_multi_nested.csv': (
        '.part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00001-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00002-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        'part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv'
    ),
    'bodo/tests/data/int_nulls_header_multi.csv': (
        '._SUCCESS.crc .part-00000-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00002-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00005-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00007-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00008-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00012-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc _SUCCESS '
        'part-00009-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00010-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00012-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00014-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv'
    ),
    'bodo/tests/data/int_nulls_multi.csv': (
        '.part-00001-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00005-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00006-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00007-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00011-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        'part-00000-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00001-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00007-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00008-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv'
    ),
    'bodo/tests/data/int_nulls_multi.json': (
        '.part-00007-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00008-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        'part-00007-3597827d-849b-42e7-b661-724afce66983-c000.json'
    ),
    'bodo/tests/data/int_nulls_multi.pq': (
        '.part-00000-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00005-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00008-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00013-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc _SUCCESS '
        'part-00003-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00005-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00008-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00014-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_float32.pq': (
        '.part-00002-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc '
        '.part-00013-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet.crc _SUCCESS '
        'part-00007-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'part-00015-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_int.pq': (
        '.part-00005-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00010-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00013-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        'part-00002-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet '
        'part-00010-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_str_parts.pq': (
        '._SUCCESS.crc .part-00000-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00003-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00004-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00005-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00006-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        'part-00002-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00004-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00005-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00008-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00009-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00013-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00014-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet'
    ),
    'bodo/tests/data/sdf_dt.pq': (
        '._SUCCESS.crc .part-00001-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc '
        '.part-00002-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc'
    ),
    'bodo/tests/data/str_arr_parts.csv': (
        '.part-00002-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00004-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00007-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00009-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00011-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00013-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00014-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        'part-00002-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00004-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00006-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00009-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00011-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00014-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv'
    ),
    'bodo/tests/data/str_arr_parts.json': (
        '.part-00001-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00002-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00003-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00005-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00007-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        'part-00003-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00008-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00015-28d12042-bba8-4541-908e-47cfd436e922-c000.json'
    ),
    'bodo/tests/data/tpch-test_data/sf1_expected_output': (
        'q01.pq q06.pq q14.pq q16.pq q19.pq'
    ),
}

BODO_TPCXBB = {
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_address': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/customer_demographics': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/date_dim': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/household_demographics': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/inventory': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/item': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/item_marketprices': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/product_reviews': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/promotion': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store_returns': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/store_sales': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/time_dim': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/warehouse': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_clickstreams': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_page': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_returns': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpcxbb-test-data/web_sales': (
        'part-00.parquet part-01.parquet part-02.parquet part-03.parquet'
    ),
}

BODO_TPCXBB_OTHER = {
    '': (
        'BodoSQL/bodosql/tests/data/jaro_winkler_data.csv '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=a/1726ea341a05431fb452edcef35dcdbd.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=b/997be9c2bde74f7a9c7cadb3baf8cd95.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/needs_implicit_typ_conversion.pq/E=c/032f9acdb0ef45a5bfbf14516e8c17f9.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/no_index.pq '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/rphd_sample.pq '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/partitioned/part=a/9f9d346229be433f80a06b30b4d4e316.parquet '
        'BodoSQL/bodosql/tests/data/sample-parquet-data/partitioned/part=c/fd658087c53846e68f28944b668534de.parquet '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/customer.pq/_SUCCESS '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/orders.pq/part-00000-b5a044d5-7fad-4f51-ba01-0b3494a5da9c-c000.snappy.parquet '
        'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/supplier.pq/._SUCCESS.crc '
        'BodoSQL/bodosql/tests/data/tpch-test-data/stats_orders.json '
        'bodo/tests/data/dask_data.parquet/_metadata '
        'bodo/tests/data/dataframe_library/example_partitioned.parquet/part=a/ae01b57350d54ba3847481f2cee5598c-0.parquet '
        'bodo/tests/data/dataframe_library/example_partitioned.parquet/part=b/ae01b57350d54ba3847481f2cee5598c-0.parquet '
        'bodo/tests/data/dataframe_library/q6_sample.pq/part-001-00.parquet '
        'bodo/tests/data/example_deltalake/_delta_log/00000000000000000000.json '
        'bodo/tests/data/example_deltalake/_delta_log/00000000000000000003.json '
        'bodo/tests/data/example_multi_nested.csv/.part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        'bodo/tests/data/example_multi_nested.csv/part-00006-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'bodo/tests/data/example_single.csv/_SUCCESS bodo/tests/data/example_single.json/._SUCCESS.crc '
        'bodo/tests/data/hive-part-sample-pq/data/test_date=2021-08-20/site_group=FXZZ/station_group=NA/00000-63-f5188448-bc66-487c-ba6a-9940f8b3c114-00001.parquet '
        'bodo/tests/data/int_nulls_header_single.csv/._SUCCESS.crc '
        'bodo/tests/data/int_nulls_header_single.csv/.part-00000-ec72f05a-c15c-4fd2-b4b6-982f82eec9b5-c000.csv.crc '
        'bodo/tests/data/int_nulls_single.csv/part-00000-8fd258d9-6006-47a5-adc5-72900852eda1-c000.csv '
        'bodo/tests/data/int_nulls_single.json/._SUCCESS.crc '
        'bodo/tests/data/int_nulls_single.json/.part-00000-379e16aa-4c5d-419d-82ed-828ac816d599-c000.json.crc '
        'bodo/tests/data/str_arr_single.csv/_SUCCESS '
        'bodo/tests/data/str_arr_single.csv/part-00000-05eddbd4-9cd7-498a-a8e3-c84eec14c2e7-c000.csv '
        'bodo/tests/data/str_arr_single.json/_SUCCESS '
        'bodo/tests/data/test_partition_bitwidth.pq/site_group=FXZZ/parent_wom=134/part-00.parquet '
        'bodo/tests/data/test_partitioned.pq/A=1/part-00000-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=1/part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=2/part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=4/part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=5/part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=5/part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=6/part-00004-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=6/part-00005-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=7/part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=7/part-00006-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=8/part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/test_partitioned.pq/A=8/part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'bodo/tests/data/tpch-test_data/parquet/customer.pq/.part-00000-36d8b5cf-ae26-4b77-b69d-3819f8674bd8-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/customer.pq/part-00000-36d8b5cf-ae26-4b77-b69d-3819f8674bd8-c000.snappy.parquet '
        'bodo/tests/data/tpch-test_data/parquet/nation.pq/_SUCCESS '
        'bodo/tests/data/tpch-test_data/parquet/nation.pq/part-00000-ceb65e6e-3d55-4bc7-847d-4db85e6c63e8-c000.snappy.parquet '
        'bodo/tests/data/tpch-test_data/parquet/part.pq/.part-00000-e0bbaef6-138a-402c-87cd-9a307141a879-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/part.pq/_SUCCESS '
        'bodo/tests/data/tpch-test_data/parquet/partsupp.pq/._SUCCESS.crc '
        'bodo/tests/data/tpch-test_data/parquet/partsupp.pq/.part-00000-0e5e4749-57a3-491f-96e5-d8909ad36177-c000.snappy.parquet.crc '
        'bodo/tests/data/tpch-test_data/parquet/region.pq/._SUCCESS.crc'
    ),
    'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/lineitem.pq': (
        '._SUCCESS.crc .part-00000-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc '
        'part-00002-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet'
    ),
    'BodoSQL/bodosql/tests/data/tpch-test-data/parquet/nation.pq': (
        '._SUCCESS.crc .part-00000-ceb65e6e-3d55-4bc7-847d-4db85e6c63e8-c000.snappy.parquet.crc _SUCCESS'
    ),
    'bodo/tests/data': (
        'all_null_col_eg1.pq csv_data1.csv csv_data_bool1.csv csv_data_cat1.csv csv_data_dtype1.csv '
        'csv_data_float_na.csv csv_data_infer1.csv data_comment.xlsx datetime64ns_tz_1.pq '
        'escapechar_data.csv example.parquet index_test1.pq int_nulls.csv kde.parquet list_str_arr.pq '
        'lr.hdf5 many_columns.csv parquet_data_nonascii1.parquet path_example.json struct_1.pq'
    ),
    'bodo/tests/data/decimal1.pq': (
        '._SUCCESS.crc .part-00004-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00006-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc '
        '.part-00012-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet.crc _SUCCESS '
        'part-00000-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00002-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00007-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00009-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet '
        'part-00013-053de46f-b6f6-47bc-b732-fa60df446076-c000.snappy.parquet'
    ),
    'bodo/tests/data/example multi.csv': (
        '.part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc '
        '.part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv.crc _SUCCESS'
    ),
    'bodo/tests/data/example_deltalake': (
        '.part-00001-4327c977-2734-4477-9507-7ccf67924649-c000.snappy.parquet.crc '
        'part-00000-cb6b150b-30b8-4662-ad28-ff32ddab96d2-c000.snappy.parquet '
        'part-00001-185eca06-e017-4dea-ae49-fc48b973e37e-c000.snappy.parquet'
    ),
    'bodo/tests/data/example_multi.csv': (
        '_SUCCESS part-00000-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00003-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv '
        'part-00007-fb247062-5b70-4188-81ed-7ab60cbd3f0a-c000.csv'
    ),
    'bodo/tests/data/example_multi.json': (
        '.part-00004-cc751372-146d-462b-a542-0993c0e0a254-c000.json.crc _SUCCESS '
        'part-00006-cc751372-146d-462b-a542-0993c0e0a254-c000.json'
    ),
    'bodo/tests/data/int_nulls_header_multi.csv': (
        '.part-00010-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        '.part-00012-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv.crc '
        'part-00005-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00006-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00008-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00011-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00012-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv '
        'part-00015-b10c1713-4b42-46da-965c-1b51870735b5-c000.csv'
    ),
    'bodo/tests/data/int_nulls_multi.csv': (
        '._SUCCESS.crc .part-00001-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc '
        '.part-00005-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv.crc _SUCCESS '
        'part-00002-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00006-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00007-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00013-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv '
        'part-00015-cdcda9ba-c5db-4ba5-aa6f-9577465f8f88-c000.csv'
    ),
    'bodo/tests/data/int_nulls_multi.json': (
        '._SUCCESS.crc .part-00000-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00001-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00002-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00003-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00005-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00006-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00008-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00010-3597827d-849b-42e7-b661-724afce66983-c000.json.crc '
        '.part-00014-3597827d-849b-42e7-b661-724afce66983-c000.json.crc _SUCCESS '
        'part-00004-3597827d-849b-42e7-b661-724afce66983-c000.json '
        'part-00013-3597827d-849b-42e7-b661-724afce66983-c000.json'
    ),
    'bodo/tests/data/int_nulls_multi.pq': (
        '.part-00002-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00006-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00010-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00013-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00014-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        '.part-00015-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet.crc '
        'part-00000-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00003-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet '
        'part-00011-3af07a60-5c99-4487-ab59-3dd9e5a63aa9-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_float32.pq': (
        '._SUCCESS.crc part-00002-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet '
        'part-00010-ff056562-729a-4b20-be16-84fb8d1582c5-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_int.pq': (
        '.part-00000-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        '.part-00002-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet.crc '
        'part-00002-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet '
        'part-00013-6a61fab5-64fc-475e-9402-077acc93036b-c000.snappy.parquet'
    ),
    'bodo/tests/data/list_str_parts.pq': (
        '.part-00004-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00005-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00014-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        '.part-00015-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet.crc '
        'part-00003-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00008-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00010-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00011-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet '
        'part-00014-a90114ee-45a6-4824-bc84-5375659a6e1f-c000.snappy.parquet'
    ),
    'bodo/tests/data/sdf_dt.pq': (
        '.part-00000-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc '
        '.part-00002-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc '
        '.part-00003-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet.crc _SUCCESS '
        'part-00002-d59771bf-67e0-45e6-b148-8a12cc215fa3-c000.snappy.parquet'
    ),
    'bodo/tests/data/str_arr_parts.csv': (
        '.part-00002-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00003-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00004-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00005-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00007-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00011-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        '.part-00015-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv.crc '
        'part-00002-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00004-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv '
        'part-00009-9a16b1b4-d635-4f80-9312-619635621acc-c000.csv'
    ),
    'bodo/tests/data/str_arr_parts.json': (
        '._SUCCESS.crc .part-00002-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00006-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00007-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00013-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        '.part-00014-28d12042-bba8-4541-908e-47cfd436e922-c000.json.crc '
        'part-00000-28d12042-bba8-4541-908e-47cfd436e922-c000.json '
        'part-00013-28d12042-bba8-4541-908e-47cfd436e922-c000.json'
    ),
    'bodo/tests/data/test_partitioned.pq/A=0': (
        'part-00001-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/test_partitioned.pq/A=3': (
        'part-00002-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00003-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet '
        'part-00007-bfd81e52-9210-4ee9-84a0-5ee2ab5e6345.c000.snappy.parquet'
    ),
    'bodo/tests/data/tpch-test_data/parquet/lineitem.pq': (
        '.part-00003-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet.crc _SUCCESS '
        'part-00000-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet '
        'part-00001-f095e41a-8ab2-4131-8328-ffb0165583d4-c000.snappy.parquet'
    ),
    'bodo/tests/data/tpch-test_data/parquet/supplier.pq': (
        '.part-00000-59c1117e-340f-479e-8695-305837d8d456-c000.snappy.parquet.crc _SUCCESS '
        'part-00000-59c1117e-340f-479e-8695-305837d8d456-c000.snappy.parquet'
    ),
    'bodo/tests/data/tpch-test_data/sf1_expected_output': (
        'q02.pq q04.pq q06.pq q07.pq q14.pq q16.pq q21.pq'
    ),
}
