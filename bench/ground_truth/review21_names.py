"""Real names read from the trees of review21.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them at the commit named in each generator's docstring; each
constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours); the
folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""

WFDB_SEGMENTS_KIND = {
    'sample-data/multi-segment/p000878': (
        '3269321_0001.dat 3269321_0001.hea 3269321_0002.dat 3269321_0002.hea'
    ),
    'sample-data/multi-segment/s00001': (
        '3975656_0001.dat 3975656_0001.hea 3975656_0002.dat 3975656_0002.hea 3975656_0003.dat '
        '3975656_0003.hea 3975656_0004.dat 3975656_0004.hea 3975656_0005.dat 3975656_0005.hea '
        '3975656_0006.dat 3975656_0006.hea 3975656_0007.dat 3975656_0007.hea 3975656_0008.dat '
        '3975656_0008.hea 3975656_0009.dat 3975656_0009.hea 3975656_0010.dat 3975656_0010.hea '
        '3975656_0011.dat 3975656_0011.hea 3975656_0012.dat 3975656_0012.hea 3975656_0013.dat '
        '3975656_0013.hea 3975656_0014.dat 3975656_0014.hea 3975656_0015.dat 3975656_0015.hea '
        '3975656_0016.dat 3975656_0016.hea'
    ),
    'sample-data/multi-segment/s25047': (
        '3234460_0001.dat 3234460_0001.hea 3234460_0002.dat 3234460_0002.hea 3234460_0003.dat '
        '3234460_0003.hea 3234460_0004.dat 3234460_0004.hea 3234460_0005.dat 3234460_0005.hea '
        '3234460_0006.dat 3234460_0006.hea 3234460_0007.dat 3234460_0007.hea 3234460_0008.dat '
        '3234460_0008.hea 3234460_0009.dat 3234460_0009.hea 3234460_0010.dat 3234460_0010.hea '
        '3234460_0011.dat 3234460_0011.hea 3234460_0012.dat 3234460_0012.hea 3234460_0013.dat '
        '3234460_0013.hea 3234460_0014.dat 3234460_0014.hea 3234460_0015.dat 3234460_0015.hea '
        '3234460_0016.dat 3234460_0016.hea 3234460_0017.dat 3234460_0017.hea 3234460_0018.dat '
        '3234460_0018.hea'
    ),
}

WFDB_SEGMENTS_OTHER = {
    '': (
        '.gitattributes .gitignore .readthedocs.yml DEVELOPING.md LICENSE README.md demo-img.png demo.ipynb '
        'pylintrc pyproject.toml'
    ),
    '.github/workflows': (
        'docs.yml style.yml test.yml'
    ),
    'docs': (
        'Makefile changes.rst conf.py convert.rst index.rst installation.rst io.rst plot.rst processing.rst '
        'requirements.txt wfdb-specifications.rst wfdb.rst'
    ),
    'sample-data': (
        '03700181.dat 03700181.gqrsh 03700181.gqrsl 03700181.hea 03700181.sqrs 100-no-len.hea 100.atr '
        '100.csv 100.dat 100.hea 100.qrs 1003.atr 1003.hea 100_3chan.dat 100_3chan.hea 100skew.hea 12726.anI '
        '12726.dat 12726.hea 12726.wabp 12726.wqrs 3000003_0003.dat 3000003_0003.hea 310derive.dat '
        '310derive.hea 310derive_2.dat 310derive_2.hea 310derive_3.dat 310derive_3.hea 311derive.dat '
        '311derive.hea 311derive_2.dat 311derive_2.hea 311derive_3.dat 311derive_3.hea 311derive_4.dat '
        '311derive_4.hea SC4001E0-PSG.wav a103l-no-len.hea a103l.hea a103l.mat binformats.d0 binformats.d1 '
        'binformats.d2 binformats.d3 binformats.d4 binformats.d5 binformats.d6 binformats.d7 binformats.d8 '
        'binformats.d9 binformats.hea drive02-no-len.hea drive02.dat drive02.hea flac_3_constant.dat '
        'flac_3_constant.hea flacformats.d0 flacformats.d1 flacformats.d2 flacformats.hea huge.qrs '
        'mixedsignals.hea mixedsignals_e.dat mixedsignals_p.dat mixedsignals_r.dat n16.dat n16.edf n16.hea '
        'n8_evoked_raw_95_F1_R9.dat n8_evoked_raw_95_F1_R9.hea p10143.dat p10143.hea s0010_re.dat '
        's0010_re.hea s0010_re.xyz test01_00s.dat test01_00s.hea test01_00s_frame.hea test01_00s_skew.hea '
        'test01_00s_skewframe.hea test_edfann.edf test_generator_2.dat test_generator_2.edf '
        'test_generator_2.hea v102s.dat v102s.hea wave_4.dat wave_4.edf wave_4.hea'
    ),
    'sample-data/multi-segment/041s': (
        '041s.hea 041s01.dat 041s01.hea 041s02.dat 041s02.hea'
    ),
    'sample-data/multi-segment/fixed1': (
        'v102s.dat v102s.hea v102s_1.hea v102s_2.hea v102s_3.hea'
    ),
    'sample-data/multi-segment/s00001': (
        '3248903_layout.hea 3248903n.dat 3975656_layout.hea 3975656n.dat s00001-2896-10-09-01-56.hea '
        's00001-2896-10-09-01-56n.hea s00001-2896-10-10-00-31.hea s00001-2896-10-10-00-31n.hea'
    ),
    'sample-data/multi-segment/s25047': (
        '3234460_layout.hea 3234460n.dat s25047-2704-05-04-10-44.hea s25047-2704-05-04-10-44n.hea'
    ),
    'tests': (
        '__init__.py test_annotation.py test_datasource.py test_multi_record.py test_plot.py test_record.py '
        'test_url.py'
    ),
    'tests/target-output': (
        'ann-1 ann-2 ann-3 record-1b record-1c record-1d record-1f.gz record-2a record-2b record-2d '
        'record-2e record-3a record-3b record-4a record-4b record-4c record-4d record-flac.gz '
        'record-multi-fixed-a record-multi-fixed-b record-multi-fixed-c record-multi-fixed-d.gz '
        'record-multi-variable-a record-multi-variable-b record-multi-variable-c record-multi-variable-d'
    ),
    'wfdb/io': (
        '__init__.py _coreio.py _header.py _signal.py _url.py annotation.py datasource.py header.py '
        'record.py util.py'
    ),
    'wfdb/io/convert': (
        '__init__.py csv.py edf.py matlab.py tff.py wav.py'
    ),
    'wfdb/processing': (
        '__init__.py basic.py evaluate.py hr.py peaks.py'
    ),
}

WFDB_SIGNAL_FILES_KIND = {
    'sample-data': (
        'binformats.d0 binformats.d1 binformats.d2 binformats.d3 binformats.d4 binformats.d5 binformats.d6 '
        'binformats.d7 binformats.d8 binformats.d9 flacformats.d0 flacformats.d1 flacformats.d2'
    ),
}

WFDB_SIGNAL_FILES_OTHER = {
    '': (
        '.github/workflows/docs.yml DEVELOPING.md docs/_static/.gitkeep pylintrc tests/io/test_convert.py '
        'wfdb/plot/__init__.py wfdb/processing/hr.py wfdb/processing/qrs.py'
    ),
    'docs': (
        'conf.py io.rst plot.rst requirements.txt wfdb.rst'
    ),
    'sample-data': (
        '03700181.dat 03700181.gqrsh 03700181.gqrsl 03700181.hea 03700181.sqrs 100-no-len.hea 100.atr '
        '100.csv 100.dat 100.hea 100.qrs 1003.atr 1003.hea 100_3chan.dat 100_3chan.hea 100skew.hea 12726.anI '
        '12726.dat 12726.hea 12726.wabp 12726.wqrs 3000003_0003.dat 3000003_0003.hea 310derive.dat '
        '310derive.hea 310derive_2.dat 310derive_2.hea 310derive_3.dat 310derive_3.hea 311derive.dat '
        '311derive.hea 311derive_2.dat 311derive_2.hea 311derive_3.dat 311derive_3.hea 311derive_4.dat '
        '311derive_4.hea SC4001E0-PSG.wav a103l-no-len.hea a103l.hea a103l.mat binformats.hea '
        'drive02-no-len.hea drive02.dat drive02.hea flac_3_constant.dat flac_3_constant.hea flacformats.hea '
        'huge.qrs mixedsignals.hea mixedsignals_e.dat mixedsignals_p.dat mixedsignals_r.dat n16.dat n16.edf '
        'n16.hea n8_evoked_raw_95_F1_R9.dat n8_evoked_raw_95_F1_R9.hea p10143.dat p10143.hea s0010_re.dat '
        's0010_re.hea s0010_re.xyz test01_00s.dat test01_00s.hea test01_00s_frame.hea test01_00s_skew.hea '
        'test01_00s_skewframe.hea test_edfann.edf test_generator_2.dat test_generator_2.edf '
        'test_generator_2.hea v102s.dat v102s.hea wave_4.dat wave_4.edf wave_4.hea'
    ),
    'sample-data/multi-segment/041s': (
        '041s.hea 041s01.dat 041s01.hea 041s02.dat 041s02.hea'
    ),
    'sample-data/multi-segment/fixed1': (
        'v102s.dat v102s.hea v102s_1.hea v102s_2.hea v102s_3.hea'
    ),
    'sample-data/multi-segment/p000878': (
        '3269321_0001.dat 3269321_0001.hea 3269321_0002.dat 3269321_0002.hea 3269321_layout.hea '
        'p000878-2137-10-26-16-57.hea'
    ),
    'sample-data/multi-segment/s00001': (
        '3248903_layout.hea 3248903n.dat 3975656_0001.dat 3975656_0001.hea 3975656_0002.dat 3975656_0002.hea '
        '3975656_0003.dat 3975656_0003.hea 3975656_0004.dat 3975656_0004.hea 3975656_0005.dat '
        '3975656_0005.hea 3975656_0006.dat 3975656_0006.hea 3975656_0007.dat 3975656_0007.hea '
        '3975656_0008.dat 3975656_0008.hea 3975656_0009.dat 3975656_0009.hea 3975656_0010.dat '
        '3975656_0010.hea 3975656_0011.dat 3975656_0011.hea 3975656_0012.dat 3975656_0012.hea '
        '3975656_0013.dat 3975656_0013.hea 3975656_0014.dat 3975656_0014.hea 3975656_0015.dat '
        '3975656_0015.hea 3975656_0016.dat 3975656_0016.hea 3975656_layout.hea 3975656n.dat '
        's00001-2896-10-09-01-56.hea s00001-2896-10-09-01-56n.hea s00001-2896-10-10-00-31.hea '
        's00001-2896-10-10-00-31n.hea'
    ),
    'sample-data/multi-segment/s25047': (
        '3234460_0001.dat 3234460_0001.hea 3234460_0002.dat 3234460_0002.hea 3234460_0003.dat '
        '3234460_0003.hea 3234460_0004.dat 3234460_0004.hea 3234460_0005.dat 3234460_0005.hea '
        '3234460_0006.dat 3234460_0006.hea 3234460_0007.dat 3234460_0007.hea 3234460_0008.dat '
        '3234460_0008.hea 3234460_0009.dat 3234460_0009.hea 3234460_0010.dat 3234460_0010.hea '
        '3234460_0011.dat 3234460_0011.hea 3234460_0012.dat 3234460_0012.hea 3234460_0013.dat '
        '3234460_0013.hea 3234460_0014.dat 3234460_0014.hea 3234460_0015.dat 3234460_0015.hea '
        '3234460_0016.dat 3234460_0016.hea 3234460_0017.dat 3234460_0017.hea 3234460_0018.dat '
        '3234460_0018.hea 3234460_layout.hea 3234460n.dat s25047-2704-05-04-10-44.hea '
        's25047-2704-05-04-10-44n.hea'
    ),
    'tests': (
        'test_datasource.py test_multi_record.py test_plot.py test_record.py test_url.py'
    ),
    'tests/target-output': (
        'record-1a record-1f.gz record-3a record-multi-fixed-d.gz'
    ),
    'wfdb/io': (
        '_signal.py annotation.py datasource.py download.py header.py'
    ),
}

CMIP_AMON_KIND = {
    '': (
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/AS-RCEC/TaiESM1/historical/r1i1p1f1/Amon/ta/gn/v20200623/ta_Amon_TaiESM1_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/BCC/BCC-ESM1/historical/r1i1p1f1/Amon/ta/gn/v20181217/ta_Amon_BCC-ESM1_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/CAS-ESM2-0/historical/r1i1p1f1/Amon/ta/gn/v20200502/ta_Amon_CAS-ESM2-0_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CCCma/CanESM5/historical/r1i1p1f1/Amon/ta/gn/v20190429/ta_Amon_CanESM5_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CSIRO-ARCCSS/ACCESS-CM2/historical/r1i1p1f1/Amon/ta/gn/v20191108/ta_Amon_ACCESS-CM2_historical_r1i1p1f1_gn_195001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CSIRO/ACCESS-ESM1-5/historical/r1i1p1f1/Amon/ta/gn/v20191115/ta_Amon_ACCESS-ESM1-5_historical_r1i1p1f1_gn_195001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/IPSL/IPSL-CM6A-LR/historical/r1i1p1f1/Amon/ta/gr/v20180803/ta_Amon_IPSL-CM6A-LR_historical_r1i1p1f1_gr_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/KIOST/KIOST-ESM/historical/r1i1p1f1/Amon/ta/gr1/v20191104/ta_Amon_KIOST-ESM_historical_r1i1p1f1_gr1_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MRI/MRI-ESM2-0/historical/r1i1p1f1/Amon/ta/gn/v20190308/ta_Amon_MRI-ESM2-0_historical_r1i1p1f1_gn_195001-199912.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MRI/MRI-ESM2-0/historical/r1i1p1f1/Amon/ta/gn/v20190308/ta_Amon_MRI-ESM2-0_historical_r1i1p1f1_gn_200001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-FV2/historical/r1i1p1f1/Amon/ta/gn/v20191120/ta_Amon_CESM2-FV2_historical_r1i1p1f1_gn_195001-199912.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-FV2/historical/r1i1p1f1/Amon/ta/gn/v20191120/ta_Amon_CESM2-FV2_historical_r1i1p1f1_gn_200001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-WACCM-FV2/historical/r1i1p1f1/Amon/ta/gn/v20191120/ta_Amon_CESM2-WACCM-FV2_historical_r1i1p1f1_gn_195001-199912.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-WACCM-FV2/historical/r1i1p1f1/Amon/ta/gn/v20191120/ta_Amon_CESM2-WACCM-FV2_historical_r1i1p1f1_gn_200001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-WACCM/historical/r1i1p1f1/Amon/ta/gn/v20190227/ta_Amon_CESM2-WACCM_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2/historical/r1i1p1f1/Amon/ta/gn/v20190308/ta_Amon_CESM2_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCC/NorCPM1/historical/r1i1p1f1/Amon/ta/gn/v20200724/ta_Amon_NorCPM1_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NIMS-KMA/KACE-1-0-G/historical/r1i1p1f1/Amon/ta/gr/v20191028/ta_Amon_KACE-1-0-G_historical_r1i1p1f1_gr_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NOAA-GFDL/GFDL-CM4/historical/r1i1p1f1/Amon/ta/gr1/v20180701/ta_Amon_GFDL-CM4_historical_r1i1p1f1_gr1_195001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NOAA-GFDL/GFDL-ESM4/historical/r1i1p1f1/Amon/ta/gr1/v20190726/ta_Amon_GFDL-ESM4_historical_r1i1p1f1_gr1_195001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NUIST/NESM3/historical/r1i1p1f1/Amon/ta/gn/v20190630/ta_Amon_NESM3_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/THU/CIESM/historical/r1i1p1f1/Amon/ta/gr/v20200417/ta_Amon_CIESM_historical_r1i1p1f1_gr_185001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/AWI/AWI-CM-1-1-MR/historical/r1i1p1f1/Amon/ta/gn/v20181218': (
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195001-195012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195101-195112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195201-195212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195301-195312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195401-195412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195501-195512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195601-195612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195701-195712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195801-195812.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195901-195912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196001-196012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196101-196112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196201-196212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196301-196312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196401-196412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196501-196512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196601-196612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196701-196712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196801-196812.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196901-196912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197001-197012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197101-197112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197201-197212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197301-197312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197401-197412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197501-197512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197601-197612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197701-197712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197801-197812.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197901-197912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198001-198012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198101-198112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198201-198212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198301-198312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198401-198412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198501-198512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198601-198612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198701-198712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198801-198812.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198901-198912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199001-199012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199101-199112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199201-199212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199301-199312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199401-199412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199501-199512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199601-199612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199701-199712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199801-199812.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199901-199912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200001-200012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200101-200112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200201-200212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200301-200312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200401-200412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200501-200512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200601-200612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200701-200712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200801-200812.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200901-200912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_201001-201012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_201101-201112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_201201-201212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_201301-201312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_201401-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/BCC/BCC-CSM2-MR/historical/r1i1p1f1/Amon/ta/gn/v20181126': (
        'ta_Amon_BCC-CSM2-MR_historical_r1i1p1f1_gn_193001-196912.nc '
        'ta_Amon_BCC-CSM2-MR_historical_r1i1p1f1_gn_197001-200912.nc '
        'ta_Amon_BCC-CSM2-MR_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAMS/CAMS-CSM1-0/historical/r1i1p1f1/Amon/ta/gn/v20190708': (
        'ta_Amon_CAMS-CSM1-0_historical_r1i1p1f1_gn_194001-195412.nc '
        'ta_Amon_CAMS-CSM1-0_historical_r1i1p1f1_gn_195501-196912.nc '
        'ta_Amon_CAMS-CSM1-0_historical_r1i1p1f1_gn_197001-198412.nc '
        'ta_Amon_CAMS-CSM1-0_historical_r1i1p1f1_gn_198501-199912.nc '
        'ta_Amon_CAMS-CSM1-0_historical_r1i1p1f1_gn_200001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/FGOALS-f3-L/historical/r1i1p1f1/Amon/ta/gr/v20190927': (
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_195001-195912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_196001-196912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_197001-197912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_198001-198912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_199001-199912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_200001-200912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/FGOALS-g3/historical/r1i1p1f1/Amon/ta/gn/v20190818': (
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_198001-198912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_200001-200912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_201001-201612.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CCCR-IITM/IITM-ESM/historical/r1i1p1f1/Amon/ta/gn/v20191226': (
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_198001-198912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_200001-200912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CMCC/CMCC-CM2-HR4/historical/r1i1p1f1/Amon/ta/gn/v20200904': (
        'ta_Amon_CMCC-CM2-HR4_historical_r1i1p1f1_gn_195001-196912.nc '
        'ta_Amon_CMCC-CM2-HR4_historical_r1i1p1f1_gn_197001-198912.nc '
        'ta_Amon_CMCC-CM2-HR4_historical_r1i1p1f1_gn_199001-200912.nc '
        'ta_Amon_CMCC-CM2-HR4_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CMCC/CMCC-CM2-SR5/historical/r1i1p1f1/Amon/ta/gn/v20200616': (
        'ta_Amon_CMCC-CM2-SR5_historical_r1i1p1f1_gn_195001-197412.nc '
        'ta_Amon_CMCC-CM2-SR5_historical_r1i1p1f1_gn_197501-199912.nc '
        'ta_Amon_CMCC-CM2-SR5_historical_r1i1p1f1_gn_200001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/E3SM-Project/E3SM-1-0/historical/r1i1p1f1/Amon/ta/gr/v20191220': (
        'ta_Amon_E3SM-1-0_historical_r1i1p1f1_gr_195001-197412.nc '
        'ta_Amon_E3SM-1-0_historical_r1i1p1f1_gr_197501-199912.nc '
        'ta_Amon_E3SM-1-0_historical_r1i1p1f1_gr_200001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/E3SM-Project/E3SM-1-1-ECA/historical/r1i1p1f1/Amon/ta/gr/v20200624': (
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_195001-195912.nc '
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_196001-196912.nc '
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_197001-197912.nc '
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_198001-198912.nc '
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_199001-199912.nc '
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_200001-200912.nc '
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3/historical/r1i1p1f1/Amon/ta/gr/v20200310': (
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195001-195012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195101-195112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195201-195212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195301-195312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195401-195412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195501-195512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195601-195612.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195701-195712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195801-195812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195901-195912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196001-196012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196101-196112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196201-196212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196301-196312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196401-196412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196501-196512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196601-196612.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196701-196712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196801-196812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196901-196912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197001-197012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197101-197112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197201-197212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197301-197312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197401-197412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197501-197512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197601-197612.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197701-197712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197801-197812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197901-197912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198001-198012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198101-198112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198201-198212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198301-198312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198401-198412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198501-198512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198601-198612.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198701-198712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198801-198812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198901-198912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199001-199012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199101-199112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199201-199212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199301-199312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199401-199412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199501-199512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199601-199612.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199701-199712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199801-199812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199901-199912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200001-200012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200101-200112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200201-200212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200301-200312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200401-200412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200501-200512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200601-200612.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200701-200712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200801-200812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200901-200912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_201001-201012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_201101-201112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_201201-201212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_201301-201312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_201401-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/HAMMOZ-Consortium/MPI-ESM-1-2-HAM/historical/r1i1p1f1/Amon/ta/gn/v20190627': (
        'ta_Amon_MPI-ESM-1-2-HAM_historical_r1i1p1f1_gn_195001-196912.nc '
        'ta_Amon_MPI-ESM-1-2-HAM_historical_r1i1p1f1_gn_197001-198912.nc '
        'ta_Amon_MPI-ESM-1-2-HAM_historical_r1i1p1f1_gn_199001-200912.nc '
        'ta_Amon_MPI-ESM-1-2-HAM_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/INM/INM-CM4-8/historical/r1i1p1f1/Amon/ta/gr1/v20190605': (
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_195001-195912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_196001-196912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_197001-197912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_198001-198912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_199001-199912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_200001-200912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/INM/INM-CM5-0/historical/r1i1p1f1/Amon/ta/gr1/v20190610': (
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_195001-195912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_196001-196912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_197001-197912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_198001-198912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_199001-199912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_200001-200912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MIROC/MIROC6/historical/r1i1p1f1/Amon/ta/gn/v20190311': (
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_198001-198912.nc '
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_200001-200912.nc '
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MPI-M/MPI-ESM1-2-HR/historical/r1i1p1f1/Amon/ta/gn/v20190710': (
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_195001-195412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_195501-195912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_196001-196412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_196501-196912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_197001-197412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_197501-197912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_198001-198412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_198501-198912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_199001-199412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_199501-199912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_200001-200412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_200501-200912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MPI-M/MPI-ESM1-2-LR/historical/r1i1p1f1/Amon/ta/gn/v20190710': (
        'ta_Amon_MPI-ESM1-2-LR_historical_r1i1p1f1_gn_195001-196912.nc '
        'ta_Amon_MPI-ESM1-2-LR_historical_r1i1p1f1_gn_197001-198912.nc '
        'ta_Amon_MPI-ESM1-2-LR_historical_r1i1p1f1_gn_199001-200912.nc '
        'ta_Amon_MPI-ESM1-2-LR_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NASA-GISS/GISS-E2-1-G-CC/historical/r1i1p1f1/Amon/ta/gn/v20190815': (
        'ta_Amon_GISS-E2-1-G-CC_historical_r1i1p1f1_gn_190101-195012.nc '
        'ta_Amon_GISS-E2-1-G-CC_historical_r1i1p1f1_gn_195101-200012.nc '
        'ta_Amon_GISS-E2-1-G-CC_historical_r1i1p1f1_gn_200101-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NASA-GISS/GISS-E2-1-G/historical/r1i1p1f1/Amon/ta/gn/v20180827': (
        'ta_Amon_GISS-E2-1-G_historical_r1i1p1f1_gn_190101-195012.nc '
        'ta_Amon_GISS-E2-1-G_historical_r1i1p1f1_gn_195101-200012.nc '
        'ta_Amon_GISS-E2-1-G_historical_r1i1p1f1_gn_200101-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NASA-GISS/GISS-E2-1-H/historical/r1i1p1f1/Amon/ta/gn/v20190403': (
        'ta_Amon_GISS-E2-1-H_historical_r1i1p1f1_gn_190101-195012.nc '
        'ta_Amon_GISS-E2-1-H_historical_r1i1p1f1_gn_195101-200012.nc '
        'ta_Amon_GISS-E2-1-H_historical_r1i1p1f1_gn_200101-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCC/NorESM2-LM/historical/r1i1p1f1/Amon/ta/gn/v20190815': (
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_198001-198912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_200001-200912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCC/NorESM2-MM/historical/r1i1p1f1/Amon/ta/gn/v20191108': (
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_198001-198912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_200001-200912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/SNU/SAM0-UNICON/historical/r1i1p1f1/Amon/ta/gn/v20190323': (
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_198001-198912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_200001-200912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
}

CMIP_AMON_OTHER = {
    '': (
        '.gitignore .pre-commit-config.yaml .prospector.yml .pylintrc CONTRIBUTING.md LICENSE MANIFEST.in '
        'README.md config.yml.template datasets.yml download_sample_data.py environment.yml pyproject.toml '
        'setup.py'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/AWI/AWI-ESM-1-1-LR/historical/r1i1p1f1/day/ta/gn/v20200212': (
        'ta_day_AWI-ESM-1-1-LR_historical_r1i1p1f1_gn_20000101-20001231.nc '
        'ta_day_AWI-ESM-1-1-LR_historical_r1i1p1f1_gn_20010101-20011231.nc '
        'ta_day_AWI-ESM-1-1-LR_historical_r1i1p1f1_gn_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/FGOALS-f3-L/historical/r1i1p1f1/day/ta/gr/v20191019': (
        'ta_day_FGOALS-f3-L_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_FGOALS-f3-L_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_FGOALS-f3-L_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/FGOALS-g3/historical/r1i1p1f1/day/ta/gn/v20190826': (
        'ta_day_FGOALS-g3_historical_r1i1p1f1_gn_20000101-20001231.nc '
        'ta_day_FGOALS-g3_historical_r1i1p1f1_gn_20010101-20011231.nc '
        'ta_day_FGOALS-g3_historical_r1i1p1f1_gn_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3-AerChem/historical/r1i1p1f1/day/ta/gr/v20200624': (
        'ta_day_EC-Earth3-AerChem_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_EC-Earth3-AerChem_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_EC-Earth3-AerChem_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3-Veg-LR/historical/r1i1p1f1/day/ta/gr/v20200217': (
        'ta_day_EC-Earth3-Veg-LR_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_EC-Earth3-Veg-LR_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_EC-Earth3-Veg-LR_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3-Veg/historical/r1i1p1f1/day/ta/gr/v20200225': (
        'ta_day_EC-Earth3-Veg_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_EC-Earth3-Veg_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_EC-Earth3-Veg_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3/historical/r1i1p1f1/day/ta/gr/v20200310': (
        'ta_day_EC-Earth3_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_EC-Earth3_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_EC-Earth3_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MIROC/MIROC6/historical/r1i1p1f1/day/ta/gn/v20191016': (
        'ta_day_MIROC6_historical_r1i1p1f1_gn_20000101-20001231.nc '
        'ta_day_MIROC6_historical_r1i1p1f1_gn_20010101-20011231.nc '
        'ta_day_MIROC6_historical_r1i1p1f1_gn_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/SNU/SAM0-UNICON/historical/r1i1p1f1/day/ta/gn/v20190323': (
        'ta_day_SAM0-UNICON_historical_r1i1p1f1_gn_20000101-20001231.nc '
        'ta_day_SAM0-UNICON_historical_r1i1p1f1_gn_20010101-20011231.nc '
        'ta_day_SAM0-UNICON_historical_r1i1p1f1_gn_20020101-20021231.nc'
    ),
}

CMIP_DAY_KIND = {
    '': (
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/AS-RCEC/TaiESM1/historical/r1i1p1f1/day/ta/gn/v20200626/ta_day_TaiESM1_historical_r1i1p1f1_gn_20000101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/BCC/BCC-CSM2-MR/historical/r1i1p1f1/day/ta/gn/v20181127/ta_day_BCC-CSM2-MR_historical_r1i1p1f1_gn_19980101-20001231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/BCC/BCC-CSM2-MR/historical/r1i1p1f1/day/ta/gn/v20181127/ta_day_BCC-CSM2-MR_historical_r1i1p1f1_gn_20010101-20031231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/BCC/BCC-ESM1/historical/r1i1p1f1/day/ta/gn/v20190128/ta_day_BCC-ESM1_historical_r1i1p1f1_gn_19900101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CCCR-IITM/IITM-ESM/historical/r1i1p1f1/day/ta/gn/v20191226/ta_day_IITM-ESM_historical_r1i1p1f1_gn_20000101-20041231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CCCma/CanESM5/historical/r1i1p1f1/day/ta/gn/v20190429/ta_day_CanESM5_historical_r1i1p1f1_gn_19910101-20001231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CCCma/CanESM5/historical/r1i1p1f1/day/ta/gn/v20190429/ta_day_CanESM5_historical_r1i1p1f1_gn_20010101-20101231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CMCC/CMCC-CM2-HR4/historical/r1i1p1f1/day/ta/gn/v20200904/ta_day_CMCC-CM2-HR4_historical_r1i1p1f1_gn_20000101-20011231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CMCC/CMCC-CM2-HR4/historical/r1i1p1f1/day/ta/gn/v20200904/ta_day_CMCC-CM2-HR4_historical_r1i1p1f1_gn_20020101-20031231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CMCC/CMCC-CM2-SR5/historical/r1i1p1f1/day/ta/gn/v20200616/ta_day_CMCC-CM2-SR5_historical_r1i1p1f1_gn_20000101-20011231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CMCC/CMCC-CM2-SR5/historical/r1i1p1f1/day/ta/gn/v20200616/ta_day_CMCC-CM2-SR5_historical_r1i1p1f1_gn_20020101-20031231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CSIRO-ARCCSS/ACCESS-CM2/historical/r1i1p1f1/day/ta/gn/v20191108/ta_day_ACCESS-CM2_historical_r1i1p1f1_gn_20000101-20041231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CSIRO/ACCESS-ESM1-5/historical/r1i1p1f1/day/ta/gn/v20191115/ta_day_ACCESS-ESM1-5_historical_r1i1p1f1_gn_20000101-20041231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/HAMMOZ-Consortium/MPI-ESM-1-2-HAM/historical/r1i1p1f1/day/ta/gn/v20190627/ta_day_MPI-ESM-1-2-HAM_historical_r1i1p1f1_gn_19900101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/INM/INM-CM4-8/historical/r1i1p1f1/day/ta/gr1/v20190530/ta_day_INM-CM4-8_historical_r1i1p1f1_gr1_20000101-20041231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/INM/INM-CM5-0/historical/r1i1p1f1/day/ta/gr1/v20190610/ta_day_INM-CM5-0_historical_r1i1p1f1_gr1_20000101-20041231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/IPSL/IPSL-CM6A-LR/historical/r1i1p1f1/day/ta/gr/v20180803/ta_day_IPSL-CM6A-LR_historical_r1i1p1f1_gr_19500101-20141231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MPI-M/MPI-ESM1-2-HR/historical/r1i1p1f1/day/ta/gn/v20190710/ta_day_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_20000101-20041231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MPI-M/MPI-ESM1-2-LR/historical/r1i1p1f1/day/ta/gn/v20190710/ta_day_MPI-ESM1-2-LR_historical_r1i1p1f1_gn_19900101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MRI/MRI-ESM2-0/historical/r1i1p1f1/day/ta/gn/v20190603/ta_day_MRI-ESM2-0_historical_r1i1p1f1_gn_20000101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NASA-GISS/GISS-E2-1-G/historical/r1i1p1f1/day/ta/gn/v20181015/ta_day_GISS-E2-1-G_historical_r1i1p1f1_gn_20000101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-FV2/historical/r1i1p1f1/day/ta/gn/v20191120/ta_day_CESM2-FV2_historical_r1i1p1f1_gn_20000101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-WACCM/historical/r1i1p1f1/day/ta/gn/v20190227/ta_day_CESM2-WACCM_historical_r1i1p1f1_gn_20000101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2/historical/r1i1p1f1/day/ta/gn/v20190308/ta_day_CESM2_historical_r1i1p1f1_gn_20000101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCC/NorESM2-LM/historical/r1i1p1f1/day/ta/gn/v20190815/ta_day_NorESM2-LM_historical_r1i1p1f1_gn_20000101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCC/NorESM2-MM/historical/r1i1p1f1/day/ta/gn/v20191108/ta_day_NorESM2-MM_historical_r1i1p1f1_gn_20000101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NIMS-KMA/KACE-1-0-G/historical/r1i1p1f1/day/ta/gr/v20191220/ta_day_KACE-1-0-G_historical_r1i1p1f1_gr_20000101-20141230.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NOAA-GFDL/GFDL-CM4/historical/r1i1p1f1/day/ta/gr2/v20180701/ta_day_GFDL-CM4_historical_r1i1p1f1_gr2_19900101-20091231.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NUIST/NESM3/historical/r1i1p1f1/day/ta/gn/v20190812/ta_day_NESM3_historical_r1i1p1f1_gn_19800101-20141231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/AWI/AWI-ESM-1-1-LR/historical/r1i1p1f1/day/ta/gn/v20200212': (
        'ta_day_AWI-ESM-1-1-LR_historical_r1i1p1f1_gn_20000101-20001231.nc '
        'ta_day_AWI-ESM-1-1-LR_historical_r1i1p1f1_gn_20010101-20011231.nc '
        'ta_day_AWI-ESM-1-1-LR_historical_r1i1p1f1_gn_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/FGOALS-f3-L/historical/r1i1p1f1/day/ta/gr/v20191019': (
        'ta_day_FGOALS-f3-L_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_FGOALS-f3-L_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_FGOALS-f3-L_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/FGOALS-g3/historical/r1i1p1f1/day/ta/gn/v20190826': (
        'ta_day_FGOALS-g3_historical_r1i1p1f1_gn_20000101-20001231.nc '
        'ta_day_FGOALS-g3_historical_r1i1p1f1_gn_20010101-20011231.nc '
        'ta_day_FGOALS-g3_historical_r1i1p1f1_gn_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3-AerChem/historical/r1i1p1f1/day/ta/gr/v20200624': (
        'ta_day_EC-Earth3-AerChem_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_EC-Earth3-AerChem_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_EC-Earth3-AerChem_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3-Veg-LR/historical/r1i1p1f1/day/ta/gr/v20200217': (
        'ta_day_EC-Earth3-Veg-LR_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_EC-Earth3-Veg-LR_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_EC-Earth3-Veg-LR_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3-Veg/historical/r1i1p1f1/day/ta/gr/v20200225': (
        'ta_day_EC-Earth3-Veg_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_EC-Earth3-Veg_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_EC-Earth3-Veg_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3/historical/r1i1p1f1/day/ta/gr/v20200310': (
        'ta_day_EC-Earth3_historical_r1i1p1f1_gr_20000101-20001231.nc '
        'ta_day_EC-Earth3_historical_r1i1p1f1_gr_20010101-20011231.nc '
        'ta_day_EC-Earth3_historical_r1i1p1f1_gr_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MIROC/MIROC6/historical/r1i1p1f1/day/ta/gn/v20191016': (
        'ta_day_MIROC6_historical_r1i1p1f1_gn_20000101-20001231.nc '
        'ta_day_MIROC6_historical_r1i1p1f1_gn_20010101-20011231.nc '
        'ta_day_MIROC6_historical_r1i1p1f1_gn_20020101-20021231.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/SNU/SAM0-UNICON/historical/r1i1p1f1/day/ta/gn/v20190323': (
        'ta_day_SAM0-UNICON_historical_r1i1p1f1_gn_20000101-20001231.nc '
        'ta_day_SAM0-UNICON_historical_r1i1p1f1_gn_20010101-20011231.nc '
        'ta_day_SAM0-UNICON_historical_r1i1p1f1_gn_20020101-20021231.nc'
    ),
}

CMIP_DAY_OTHER = {
    '': (
        'esmvaltool_sample_data/__init__.py esmvaltool_sample_data/data/LICENSE '
        'esmvaltool_sample_data/data/README.md '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/BCC/BCC-CSM2-MR/historical/r1i1p1f1/Amon/ta/gn/v20181126/ta_Amon_BCC-CSM2-MR_historical_r1i1p1f1_gn_197001-200912.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/BCC/BCC-CSM2-MR/historical/r1i1p1f1/Amon/ta/gn/v20181126/ta_Amon_BCC-CSM2-MR_historical_r1i1p1f1_gn_201001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/BCC/BCC-ESM1/historical/r1i1p1f1/Amon/ta/gn/v20181217/ta_Amon_BCC-ESM1_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/CAS-ESM2-0/historical/r1i1p1f1/Amon/ta/gn/v20200502/ta_Amon_CAS-ESM2-0_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CMCC/CMCC-CM2-SR5/historical/r1i1p1f1/Amon/ta/gn/v20200616/ta_Amon_CMCC-CM2-SR5_historical_r1i1p1f1_gn_197501-199912.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/E3SM-Project/E3SM-1-0/historical/r1i1p1f1/Amon/ta/gr/v20191220/ta_Amon_E3SM-1-0_historical_r1i1p1f1_gr_197501-199912.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/E3SM-Project/E3SM-1-0/historical/r1i1p1f1/Amon/ta/gr/v20191220/ta_Amon_E3SM-1-0_historical_r1i1p1f1_gr_200001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/IPSL/IPSL-CM6A-LR/historical/r1i1p1f1/Amon/ta/gr/v20180803/ta_Amon_IPSL-CM6A-LR_historical_r1i1p1f1_gr_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/KIOST/KIOST-ESM/historical/r1i1p1f1/Amon/ta/gr1/v20191104/ta_Amon_KIOST-ESM_historical_r1i1p1f1_gr1_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MRI/MRI-ESM2-0/historical/r1i1p1f1/Amon/ta/gn/v20190308/ta_Amon_MRI-ESM2-0_historical_r1i1p1f1_gn_195001-199912.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NASA-GISS/GISS-E2-1-G-CC/historical/r1i1p1f1/Amon/ta/gn/v20190815/ta_Amon_GISS-E2-1-G-CC_historical_r1i1p1f1_gn_195101-200012.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NASA-GISS/GISS-E2-1-G-CC/historical/r1i1p1f1/Amon/ta/gn/v20190815/ta_Amon_GISS-E2-1-G-CC_historical_r1i1p1f1_gn_200101-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NASA-GISS/GISS-E2-1-H/historical/r1i1p1f1/Amon/ta/gn/v20190403/ta_Amon_GISS-E2-1-H_historical_r1i1p1f1_gn_195101-200012.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NASA-GISS/GISS-E2-1-H/historical/r1i1p1f1/Amon/ta/gn/v20190403/ta_Amon_GISS-E2-1-H_historical_r1i1p1f1_gn_200101-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-FV2/historical/r1i1p1f1/Amon/ta/gn/v20191120/ta_Amon_CESM2-FV2_historical_r1i1p1f1_gn_195001-199912.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-FV2/historical/r1i1p1f1/Amon/ta/gn/v20191120/ta_Amon_CESM2-FV2_historical_r1i1p1f1_gn_200001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-WACCM-FV2/historical/r1i1p1f1/Amon/ta/gn/v20191120/ta_Amon_CESM2-WACCM-FV2_historical_r1i1p1f1_gn_195001-199912.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2-WACCM-FV2/historical/r1i1p1f1/Amon/ta/gn/v20191120/ta_Amon_CESM2-WACCM-FV2_historical_r1i1p1f1_gn_200001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCAR/CESM2/historical/r1i1p1f1/Amon/ta/gn/v20190308/ta_Amon_CESM2_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCC/NorCPM1/historical/r1i1p1f1/Amon/ta/gn/v20200724/ta_Amon_NorCPM1_historical_r1i1p1f1_gn_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NIMS-KMA/KACE-1-0-G/historical/r1i1p1f1/Amon/ta/gr/v20191028/ta_Amon_KACE-1-0-G_historical_r1i1p1f1_gr_185001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NOAA-GFDL/GFDL-CM4/historical/r1i1p1f1/Amon/ta/gr1/v20180701/ta_Amon_GFDL-CM4_historical_r1i1p1f1_gr1_195001-201412.nc '
        'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NOAA-GFDL/GFDL-ESM4/historical/r1i1p1f1/Amon/ta/gr1/v20190726/ta_Amon_GFDL-ESM4_historical_r1i1p1f1_gr1_195001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/AWI/AWI-CM-1-1-MR/historical/r1i1p1f1/Amon/ta/gn/v20181218': (
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195001-195012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195301-195312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195401-195412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195501-195512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195601-195612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195701-195712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_195901-195912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196001-196012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196101-196112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196201-196212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196401-196412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196501-196512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196601-196612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196701-196712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_196801-196812.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197001-197012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197101-197112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197201-197212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197301-197312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197401-197412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197501-197512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197601-197612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_197801-197812.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198001-198012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198101-198112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198201-198212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198301-198312.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198401-198412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198601-198612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198701-198712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_198901-198912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199001-199012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199101-199112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199201-199212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199401-199412.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199501-199512.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199601-199612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199701-199712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199801-199812.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_199901-199912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200001-200012.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200101-200112.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200601-200612.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200701-200712.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_200901-200912.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_201201-201212.nc '
        'ta_Amon_AWI-CM-1-1-MR_historical_r1i1p1f1_gn_201301-201312.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAMS/CAMS-CSM1-0/historical/r1i1p1f1/Amon/ta/gn/v20190708': (
        'ta_Amon_CAMS-CSM1-0_historical_r1i1p1f1_gn_197001-198412.nc '
        'ta_Amon_CAMS-CSM1-0_historical_r1i1p1f1_gn_198501-199912.nc '
        'ta_Amon_CAMS-CSM1-0_historical_r1i1p1f1_gn_200001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/FGOALS-f3-L/historical/r1i1p1f1/Amon/ta/gr/v20190927': (
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_195001-195912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_196001-196912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_197001-197912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_199001-199912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_200001-200912.nc '
        'ta_Amon_FGOALS-f3-L_historical_r1i1p1f1_gr_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CAS/FGOALS-g3/historical/r1i1p1f1/Amon/ta/gn/v20190818': (
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_198001-198912.nc '
        'ta_Amon_FGOALS-g3_historical_r1i1p1f1_gn_199001-199912.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CCCR-IITM/IITM-ESM/historical/r1i1p1f1/Amon/ta/gn/v20191226': (
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_200001-200912.nc '
        'ta_Amon_IITM-ESM_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/CMCC/CMCC-CM2-HR4/historical/r1i1p1f1/Amon/ta/gn/v20200904': (
        'ta_Amon_CMCC-CM2-HR4_historical_r1i1p1f1_gn_195001-196912.nc '
        'ta_Amon_CMCC-CM2-HR4_historical_r1i1p1f1_gn_199001-200912.nc '
        'ta_Amon_CMCC-CM2-HR4_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/E3SM-Project/E3SM-1-1-ECA/historical/r1i1p1f1/Amon/ta/gr/v20200624': (
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_195001-195912.nc '
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_198001-198912.nc '
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_200001-200912.nc '
        'ta_Amon_E3SM-1-1-ECA_historical_r1i1p1f1_gr_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/EC-Earth-Consortium/EC-Earth3/historical/r1i1p1f1/Amon/ta/gr/v20200310': (
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195001-195012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195201-195212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195301-195312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195401-195412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195501-195512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195601-195612.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195701-195712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195801-195812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_195901-195912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196001-196012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196101-196112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196201-196212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196301-196312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196501-196512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196701-196712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_196901-196912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197001-197012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197101-197112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197201-197212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197401-197412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197501-197512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197701-197712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_197801-197812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198001-198012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198101-198112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198201-198212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198301-198312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198401-198412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198701-198712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_198801-198812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199001-199012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199101-199112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199201-199212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199301-199312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199401-199412.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199501-199512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199701-199712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_199901-199912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200001-200012.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200101-200112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200201-200212.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200301-200312.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200501-200512.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200601-200612.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200701-200712.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200801-200812.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_200901-200912.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_201101-201112.nc '
        'ta_Amon_EC-Earth3_historical_r1i1p1f1_gr_201301-201312.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/HAMMOZ-Consortium/MPI-ESM-1-2-HAM/historical/r1i1p1f1/Amon/ta/gn/v20190627': (
        'ta_Amon_MPI-ESM-1-2-HAM_historical_r1i1p1f1_gn_195001-196912.nc '
        'ta_Amon_MPI-ESM-1-2-HAM_historical_r1i1p1f1_gn_197001-198912.nc '
        'ta_Amon_MPI-ESM-1-2-HAM_historical_r1i1p1f1_gn_199001-200912.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/INM/INM-CM4-8/historical/r1i1p1f1/Amon/ta/gr1/v20190605': (
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_195001-195912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_196001-196912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_197001-197912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_198001-198912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_199001-199912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_200001-200912.nc '
        'ta_Amon_INM-CM4-8_historical_r1i1p1f1_gr1_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/INM/INM-CM5-0/historical/r1i1p1f1/Amon/ta/gr1/v20190610': (
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_195001-195912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_196001-196912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_197001-197912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_200001-200912.nc '
        'ta_Amon_INM-CM5-0_historical_r1i1p1f1_gr1_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MIROC/MIROC6/historical/r1i1p1f1/Amon/ta/gn/v20190311': (
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_MIROC6_historical_r1i1p1f1_gn_200001-200912.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MPI-M/MPI-ESM1-2-HR/historical/r1i1p1f1/Amon/ta/gn/v20190710': (
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_195001-195412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_195501-195912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_196501-196912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_197001-197412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_197501-197912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_198001-198412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_198501-198912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_199001-199412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_199501-199912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_200001-200412.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_200501-200912.nc '
        'ta_Amon_MPI-ESM1-2-HR_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/MPI-M/MPI-ESM1-2-LR/historical/r1i1p1f1/Amon/ta/gn/v20190710': (
        'ta_Amon_MPI-ESM1-2-LR_historical_r1i1p1f1_gn_195001-196912.nc '
        'ta_Amon_MPI-ESM1-2-LR_historical_r1i1p1f1_gn_199001-200912.nc '
        'ta_Amon_MPI-ESM1-2-LR_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NASA-GISS/GISS-E2-1-G/historical/r1i1p1f1/Amon/ta/gn/v20180827': (
        'ta_Amon_GISS-E2-1-G_historical_r1i1p1f1_gn_190101-195012.nc '
        'ta_Amon_GISS-E2-1-G_historical_r1i1p1f1_gn_195101-200012.nc '
        'ta_Amon_GISS-E2-1-G_historical_r1i1p1f1_gn_200101-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCC/NorESM2-LM/historical/r1i1p1f1/Amon/ta/gn/v20190815': (
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_NorESM2-LM_historical_r1i1p1f1_gn_200001-200912.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/NCC/NorESM2-MM/historical/r1i1p1f1/Amon/ta/gn/v20191108': (
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_195001-195912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_NorESM2-MM_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
    'esmvaltool_sample_data/data/timeseries/CMIP6/CMIP/SNU/SAM0-UNICON/historical/r1i1p1f1/Amon/ta/gn/v20190323': (
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_196001-196912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_197001-197912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_198001-198912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_199001-199912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_200001-200912.nc '
        'ta_Amon_SAM0-UNICON_historical_r1i1p1f1_gn_201001-201412.nc'
    ),
}

UPROOT_SAMPLES_KIND = {
    'src/skhep_testdata/data': (
        'uproot-sample-5.23.02-uncompressed.root uproot-sample-5.23.02-zlib.root '
        'uproot-sample-5.24.00-uncompressed.root uproot-sample-5.24.00-zlib.root '
        'uproot-sample-5.25.02-uncompressed.root uproot-sample-5.25.02-zlib.root '
        'uproot-sample-5.26.00-uncompressed.root uproot-sample-5.26.00-zlib.root '
        'uproot-sample-5.27.02-uncompressed.root uproot-sample-5.27.02-zlib.root '
        'uproot-sample-5.28.00-uncompressed.root uproot-sample-5.28.00-zlib.root '
        'uproot-sample-5.29.02-uncompressed.root uproot-sample-5.29.02-zlib.root '
        'uproot-sample-5.30.00-lzma.root uproot-sample-5.30.00-uncompressed.root '
        'uproot-sample-5.30.00-zlib.root uproot-sample-6.08.04-lzma.root '
        'uproot-sample-6.08.04-uncompressed.root uproot-sample-6.08.04-zlib.root '
        'uproot-sample-6.10.05-lz4.root uproot-sample-6.10.05-lzma.root '
        'uproot-sample-6.10.05-uncompressed.root uproot-sample-6.10.05-zlib.root '
        'uproot-sample-6.14.00-lz4.root uproot-sample-6.14.00-lzma.root '
        'uproot-sample-6.14.00-uncompressed.root uproot-sample-6.14.00-zlib.root '
        'uproot-sample-6.16.00-lz4.root uproot-sample-6.16.00-lzma.root '
        'uproot-sample-6.16.00-uncompressed.root uproot-sample-6.16.00-zlib.root '
        'uproot-sample-6.18.00-lz4.root uproot-sample-6.18.00-lzma.root '
        'uproot-sample-6.18.00-uncompressed.root uproot-sample-6.18.00-zlib.root '
        'uproot-sample-6.20.04-lz4.root uproot-sample-6.20.04-lzma.root '
        'uproot-sample-6.20.04-uncompressed.root uproot-sample-6.20.04-zlib.root'
    ),
}

UPROOT_SAMPLES_OTHER = {
    'src/skhep_testdata/data': (
        'Run2012BC_DoubleMuParked_Muons_1000evts_rntuple_v1-0-0-0.root __init__.py '
        'cmsopendata2015_ttbar_19980_NANOAOD_RNTupleImporter_rntuple_v1-0-0-1.root issue367b.root '
        'nanoAOD_2015_CMS_Open_Data_ttbar.root ntpl001_staff_rntuple_v1-0-0-0.root '
        'ntpl001_staff_rntuple_v1-0-1-0.root pyhf-ins1748602-probability-models.doi '
        'pyhf-ins1748602-probability-models.tar.gz pylhe-drell-yan-ll-lhe.gz pylhe-testfile-hpcgen.hdf5 '
        'pylhe-testfile-hpcgen.hdf5.readme pylhe-testfile-madgraph-2.0.0-wbj.lhe '
        'pylhe-testfile-madgraph-2.0.0-wbj.lhe.readme pylhe-testfile-madgraph-2.2.1-Z-ckkwl.lhe.gz.readme '
        'pylhe-testfile-madgraph-2.2.1-Z-fxfx.lhe.gz pylhe-testfile-madgraph-2.2.1-Z-fxfx.lhe.gz.readme '
        'pylhe-testfile-madgraph-2.2.1-Z-mlm.lhe.gz pylhe-testfile-madgraph-2.2.1-Z-mlm.lhe.gz.readme '
        'pylhe-testfile-madgraph5-3.5.8-pp_to_jj.lhe.gz pylhe-testfile-powheg-box-v2-W.lhe '
        'pylhe-testfile-powheg-box-v2-Z.lhe pylhe-testfile-powheg-box-v2-Zj.lhe '
        'pylhe-testfile-powheg-box-v2-directphoton.lhe pylhe-testfile-powheg-box-v2-hvq.lhe '
        'pylhe-testfile-powheg-box-v2-trijet.lhe pylhe-testfile-pr180.lhe pylhe-testfile-pr29.lhe '
        'pylhe-testfile-pythia-6.413-ttbar.lhe pylhe-testfile-pythia-6.413-ttbar.lhe.readme '
        'pylhe-testfile-pythia-8.3.14-weakbosons.lhe pylhe-testfile-sherpa-3.0.1-eejjj.lhe '
        'pylhe-testfile-sherpa.hdf5 pylhe-testfile-sherpa.hdf5.readme pylhe-testlhef3.lhe '
        'rntviewer-testfile-multiple-rntuples-v1-0-0-0.root '
        'rntviewer-testfile-uncomp-single-rntuple-v1-0-0-0.root string-example.root '
        'test_1jag_int_float_rntuple_v1-0-0-0.root test_atomic_bitset_rntuple_v1-0-0-0.root '
        'test_class_inheritance_rntuple_v1-0-0-1.root test_emptystruct_invalidvar_rntuple_v1-0-0-0.root '
        'test_extension_columns_rntuple_v1-0-0-0.root test_hs3_unbinned_pyhs3_validation_issue41.json '
        'test_index_multicluster_rntuple_v1-0-0-0.root test_int_5e4_rntuple_v1-0-0-0.root '
        'test_int_float_rntuple_v1-0-0-0.root test_int_multicluster_rntuple_v1-0-0-0.root '
        'test_int_vfloat_tlv_vtlv_rntuple_v1-0-0-0.root test_multiple_cluster_groups_rntuple_v1-0-0-0.root '
        'test_multiple_representations_rntuple_v1-0-0-0.root test_nested_structs_rntuple_v1-0-0-0.root '
        'test_splitint_rntuple_v1-0-1-0.root test_stl_containers_rntuple_v1-0-0-0.root uproot-Event.root '
        'uproot-FCCDelphesOutput.root uproot-HZZ-lz4.root uproot-HZZ-lzma.root uproot-HZZ-objects.root '
        'uproot-HZZ-uncompressed.root uproot-HZZ-zlib.root uproot-HZZ-zstd.root uproot-HZZ.root '
        'uproot-Zmumu-lz4.root uproot-Zmumu-lzma.root uproot-Zmumu-uncompressed.root uproot-Zmumu-zlib.root '
        'uproot-Zmumu-zstd.root uproot-Zmumu.root uproot-delphes-pr442.root uproot-demo-double32.root '
        'uproot-empty.root uproot-foriter.root uproot-foriter2.root uproot-from-geant4.root '
        'uproot-hepdata-example.root uproot-histograms.root uproot-issue-1043.root uproot-issue-1070.root '
        'uproot-issue-1221.root uproot-issue-1229.root uproot-issue-123a.root uproot-issue-123b.root '
        'uproot-issue-1275.root uproot-issue-1502.root uproot-issue-1610.root uproot-issue-172.root '
        'uproot-issue-181.root uproot-issue-208.root uproot-issue-210.root uproot-issue-214.root '
        'uproot-issue-222.root uproot-issue-227a.root uproot-issue-227b.root uproot-issue-268.root '
        'uproot-issue-275-nosplit.root uproot-issue-275-split1.root uproot-issue-308.root '
        'uproot-issue-350.root uproot-issue-359.root uproot-issue-398.root uproot-issue-40.root '
        'uproot-issue-400.root uproot-issue-407.root uproot-issue-418.root uproot-issue-513.root '
        'uproot-issue-569.root uproot-issue-586.root uproot-issue-589.root uproot-issue-60.root '
        'uproot-issue-607.root uproot-issue-60a.root uproot-issue-60b.root uproot-issue-643.root '
        'uproot-issue-697.root uproot-issue-707.root uproot-issue-722.root uproot-issue-74.root '
        'uproot-issue-75.root uproot-issue-750.root uproot-issue-76.root uproot-issue-791.root '
        'uproot-issue-798.root uproot-issue-816.root uproot-issue-85.root uproot-issue-861.root '
        'uproot-issue-880.root uproot-issue-888.root uproot-issue-951.root uproot-issue-tbranch-of-th2.root '
        'uproot-issue121.root uproot-issue126a.root uproot-issue126b.root uproot-issue187.root '
        'uproot-issue209.root uproot-issue21.root uproot-issue213.root uproot-issue232.root '
        'uproot-issue243-new.root uproot-issue243.root uproot-issue261.root uproot-issue283.root '
        'uproot-issue30.root uproot-issue31.root uproot-issue327.root uproot-issue335.root '
        'uproot-issue367.root uproot-issue367b.root uproot-issue371.root uproot-issue38a.root '
        'uproot-issue38b.root uproot-issue38c.root uproot-issue390.root uproot-issue399.root '
        'uproot-issue403.root uproot-issue404.root uproot-issue407.root uproot-issue408.root '
        'uproot-issue412.root uproot-issue413.root uproot-issue431b.root uproot-issue433-splitlevel2.root '
        'uproot-issue433-splitlevel4.root uproot-issue434.root uproot-issue452.root uproot-issue46.root '
        'uproot-issue465-flat.root uproot-issue465-nested.root uproot-issue468.root uproot-issue475.root '
        'uproot-issue485.root uproot-issue49.root uproot-issue494.root uproot-issue498.root '
        'uproot-issue510b.root uproot-issue513.root uproot-issue519.root uproot-issue57.root '
        'uproot-issue60.root uproot-issue63.root uproot-issue64.root uproot-issue66.root uproot-issue70.root '
        'uproot-issue74.root uproot-issue76.root uproot-issue79.root uproot-issue96.root '
        'uproot-leaflist.root uproot-mc10events.root uproot-metadata-performance.root uproot-nesteddirs.root '
        'uproot-physlite-rntuple_v1-0-0-0.root uproot-simple.root uproot-small-dy-nooffsets.root '
        'uproot-small-dy-withoffsets.root uproot-small-evnt-tree-fullsplit.root '
        'uproot-small-evnt-tree-nosplit.root uproot-small-flat-tree.root uproot-stl_containers.root '
        'uproot-vectorVectorDouble.root'
    ),
}

UPROOT_ISSUES_KIND = {
    'src/skhep_testdata/data': (
        'uproot-issue-1043.root uproot-issue-1070.root uproot-issue-1221.root uproot-issue-1229.root '
        'uproot-issue-123a.root uproot-issue-123b.root uproot-issue-1275.root uproot-issue-1502.root '
        'uproot-issue-1610.root uproot-issue-172.root uproot-issue-181.root uproot-issue-208.root '
        'uproot-issue-210.root uproot-issue-214.root uproot-issue-222.root uproot-issue-227a.root '
        'uproot-issue-227b.root uproot-issue-240.root uproot-issue-250.root uproot-issue-268.root '
        'uproot-issue-275-nosplit.root uproot-issue-275-split1.root uproot-issue-308.root '
        'uproot-issue-350.root uproot-issue-359.root uproot-issue-398.root uproot-issue-40.root '
        'uproot-issue-400.root uproot-issue-407.root uproot-issue-418.root uproot-issue-513.root '
        'uproot-issue-569.root uproot-issue-586.root uproot-issue-589.root uproot-issue-60.root '
        'uproot-issue-607.root uproot-issue-60a.root uproot-issue-60b.root uproot-issue-643.root '
        'uproot-issue-697.root uproot-issue-707.root uproot-issue-722.root uproot-issue-74.root '
        'uproot-issue-75.root uproot-issue-750.root uproot-issue-76.root uproot-issue-791.root '
        'uproot-issue-798.root uproot-issue-816.root uproot-issue-85.root uproot-issue-861.root '
        'uproot-issue-880.root uproot-issue-888.root uproot-issue-951.root uproot-issue121.root '
        'uproot-issue124.root uproot-issue126a.root uproot-issue126b.root uproot-issue187.root '
        'uproot-issue209.root uproot-issue21.root uproot-issue213.root uproot-issue232.root '
        'uproot-issue243-new.root uproot-issue243.root uproot-issue261.root uproot-issue283.root '
        'uproot-issue30.root uproot-issue31.root uproot-issue327.root uproot-issue33.root '
        'uproot-issue335.root uproot-issue367.root uproot-issue367b.root uproot-issue371.root '
        'uproot-issue38a.root uproot-issue38b.root uproot-issue38c.root uproot-issue390.root '
        'uproot-issue399.root uproot-issue403.root uproot-issue404.root uproot-issue407.root '
        'uproot-issue408.root uproot-issue412.root uproot-issue413.root uproot-issue429.root '
        'uproot-issue431.root uproot-issue431b.root uproot-issue433-splitlevel2.root '
        'uproot-issue433-splitlevel4.root uproot-issue434.root uproot-issue443.root uproot-issue452.root '
        'uproot-issue46.root uproot-issue465-flat.root uproot-issue465-nested.root uproot-issue468.root '
        'uproot-issue475.root uproot-issue475b.root uproot-issue485.root uproot-issue486.root '
        'uproot-issue49.root uproot-issue494.root uproot-issue498.root uproot-issue501.root '
        'uproot-issue510b.root uproot-issue513.root uproot-issue519.root uproot-issue57.root '
        'uproot-issue60.root uproot-issue63.root uproot-issue64.root uproot-issue66.root uproot-issue70.root '
        'uproot-issue74.root uproot-issue76.root uproot-issue79.root uproot-issue96.root'
    ),
}

UPROOT_ISSUES_OTHER = {
    '': (
        '.all-contributorsrc .gitignore .pre-commit-config.yaml AGENTS.md CITATION.cff LICENSE MANIFEST.in '
        'README.md codecov.yml pyproject.toml setup.py'
    ),
    'dev/make-root': (
        'double32_float16.C rntuple_1jag_int_float.C rntuple_Run2012BC_DoubleMuParked_Muons_1000evts.md '
        'rntuple_atomic_bitset.C rntuple_bit.C rntuple_class_inheritance.C rntuple_emptystruct_invalidvar.C '
        'rntuple_extension_columns.C rntuple_float_types.C rntuple_imported_NanoAOD.md '
        'rntuple_index_multicluster.C rntuple_int_5e4.C rntuple_int_float.C rntuple_int_multicluster.C '
        'rntuple_int_vfloat_tlv_vtlv.C rntuple_multiple_cluster_groups.C rntuple_multiple_representations.C '
        'rntuple_nested_structs.C rntuple_split_3e4.C rntuple_splitint.C rntuple_stl_containers.C '
        'sample4version.C stl_containers.C uproot-issue-1043.C uproot-issue38c.py uproot_issue_1229.C '
        'uproot_issue_1502.C uproot_issue_407.C'
    ),
    'src/skhep_testdata': (
        '__init__.py __main__.py local_files.py py.typed remote_datasets.yml remote_files.py'
    ),
    'src/skhep_testdata/data': (
        'Run2012BC_DoubleMuParked_Muons_1000evts_rntuple_v1-0-0-0.root __init__.py '
        'cmsopendata2015_ttbar_19980_NANOAOD_RNTupleImporter_rntuple_v1-0-0-1.root issue367b.root '
        'nanoAOD_2015_CMS_Open_Data_ttbar.root ntpl001_staff_rntuple_v1-0-0-0.root '
        'ntpl001_staff_rntuple_v1-0-1-0.root pyhf-ins1748602-probability-models.doi '
        'pyhf-ins1748602-probability-models.tar.gz pylhe-drell-yan-ll-lhe.gz pylhe-testfile-hpcgen.hdf5 '
        'pylhe-testfile-hpcgen.hdf5.readme pylhe-testfile-madgraph-2.0.0-wbj.lhe '
        'pylhe-testfile-madgraph-2.0.0-wbj.lhe.readme pylhe-testfile-madgraph-2.2.1-Z-ckkwl.lhe.gz '
        'pylhe-testfile-madgraph-2.2.1-Z-ckkwl.lhe.gz.readme pylhe-testfile-madgraph-2.2.1-Z-fxfx.lhe.gz '
        'pylhe-testfile-madgraph-2.2.1-Z-fxfx.lhe.gz.readme pylhe-testfile-madgraph-2.2.1-Z-mlm.lhe.gz '
        'pylhe-testfile-madgraph-2.2.1-Z-mlm.lhe.gz.readme pylhe-testfile-madgraph5-3.5.8-pp_to_jj.lhe.gz '
        'pylhe-testfile-powheg-box-v2-W.lhe pylhe-testfile-powheg-box-v2-Z.lhe '
        'pylhe-testfile-powheg-box-v2-Zj.lhe pylhe-testfile-powheg-box-v2-directphoton.lhe '
        'pylhe-testfile-powheg-box-v2-hvq.lhe pylhe-testfile-powheg-box-v2-trijet.lhe '
        'pylhe-testfile-pr180.lhe pylhe-testfile-pr29.lhe pylhe-testfile-pythia-6.413-ttbar.lhe '
        'pylhe-testfile-pythia-6.413-ttbar.lhe.readme pylhe-testfile-pythia-8.3.14-weakbosons.lhe '
        'pylhe-testfile-sherpa-3.0.1-eejjj.lhe pylhe-testfile-sherpa.hdf5 pylhe-testfile-sherpa.hdf5.readme '
        'pylhe-testfile-whizard-3.1.4-eeWW.lhe pylhe-testlhef3.lhe '
        'rntviewer-testfile-multiple-rntuples-v1-0-0-0.root '
        'rntviewer-testfile-uncomp-single-rntuple-v1-0-0-0.root string-example.root '
        'test_1jag_int_float_rntuple_v1-0-0-0.root test_atomic_bitset_rntuple_v1-0-0-0.root '
        'test_bit_rntuple_v1-0-0-0.root test_class_inheritance_rntuple_v1-0-0-1.root '
        'test_emptystruct_invalidvar_rntuple_v1-0-0-0.root test_extension_columns_rntuple_v1-0-0-0.root '
        'test_float_types_rntuple_v1-0-0-0.root test_hs3_unbinned_pyhs3_validation_issue41.json '
        'test_index_multicluster_rntuple_v1-0-0-0.root test_int_5e4_rntuple_v1-0-0-0.root '
        'test_int_float_rntuple_v1-0-0-0.root test_int_multicluster_rntuple_v1-0-0-0.root '
        'test_int_vfloat_tlv_vtlv_rntuple_v1-0-0-0.root test_multiple_cluster_groups_rntuple_v1-0-0-0.root '
        'test_multiple_representations_rntuple_v1-0-0-0.root test_nested_structs_rntuple_v1-0-0-0.root '
        'test_split_3e4_rntuple_v1-0-0-0.root test_splitint_rntuple_v1-0-1-0.root '
        'test_stl_containers_rntuple_v1-0-0-0.root uproot-Event.root uproot-FCCDelphesOutput.root '
        'uproot-HZZ-lz4.root uproot-HZZ-lzma.root uproot-HZZ-objects.root uproot-HZZ-uncompressed.root '
        'uproot-HZZ-zlib.root uproot-HZZ-zstd.root uproot-HZZ.root uproot-Zmumu-lz4.root '
        'uproot-Zmumu-lzma.root uproot-Zmumu-uncompressed.root uproot-Zmumu-zlib.root uproot-Zmumu-zstd.root '
        'uproot-Zmumu.root uproot-delphes-pr442.root uproot-demo-double32.root uproot-double32-float16.root '
        'uproot-empty.root uproot-foriter.root uproot-foriter2.root uproot-from-geant4.root '
        'uproot-hepdata-example.root uproot-histograms.root uproot-leaflist.root uproot-mc10events.root '
        'uproot-metadata-performance.root uproot-nesteddirs.root uproot-physlite-rntuple_v1-0-0-0.root '
        'uproot-sample-5.23.02-uncompressed.root uproot-sample-5.23.02-zlib.root '
        'uproot-sample-5.24.00-uncompressed.root uproot-sample-5.24.00-zlib.root '
        'uproot-sample-5.25.02-uncompressed.root uproot-sample-5.25.02-zlib.root '
        'uproot-sample-5.26.00-uncompressed.root uproot-sample-5.26.00-zlib.root '
        'uproot-sample-5.27.02-uncompressed.root uproot-sample-5.27.02-zlib.root '
        'uproot-sample-5.28.00-uncompressed.root uproot-sample-5.28.00-zlib.root '
        'uproot-sample-5.29.02-uncompressed.root uproot-sample-5.29.02-zlib.root '
        'uproot-sample-5.30.00-lzma.root uproot-sample-5.30.00-uncompressed.root '
        'uproot-sample-5.30.00-zlib.root uproot-sample-6.08.04-lzma.root '
        'uproot-sample-6.08.04-uncompressed.root uproot-sample-6.08.04-zlib.root '
        'uproot-sample-6.10.05-lz4.root uproot-sample-6.10.05-lzma.root '
        'uproot-sample-6.10.05-uncompressed.root uproot-sample-6.10.05-zlib.root '
        'uproot-sample-6.14.00-lz4.root uproot-sample-6.14.00-lzma.root '
        'uproot-sample-6.14.00-uncompressed.root uproot-sample-6.14.00-zlib.root '
        'uproot-sample-6.16.00-lz4.root uproot-sample-6.16.00-lzma.root '
        'uproot-sample-6.16.00-uncompressed.root uproot-sample-6.16.00-zlib.root '
        'uproot-sample-6.18.00-lz4.root uproot-sample-6.18.00-lzma.root '
        'uproot-sample-6.18.00-uncompressed.root uproot-sample-6.18.00-zlib.root '
        'uproot-sample-6.20.04-lz4.root uproot-sample-6.20.04-lzma.root '
        'uproot-sample-6.20.04-uncompressed.root uproot-sample-6.20.04-zlib.root uproot-simple.root '
        'uproot-small-dy-nooffsets.root uproot-small-dy-withoffsets.root '
        'uproot-small-evnt-tree-fullsplit.root uproot-small-evnt-tree-nosplit.root '
        'uproot-small-flat-tree.root uproot-stl_containers.root uproot-vectorVectorDouble.root'
    ),
    'tests': (
        '__init__.py test_local_files.py test_remote_datasets.yml test_remote_files.py'
    ),
}

RNTUPLE_FILES_KIND = {
    'src/skhep_testdata/data': (
        'Run2012BC_DoubleMuParked_Muons_1000evts_rntuple_v1-0-0-0.root '
        'cmsopendata2015_ttbar_19980_NANOAOD_RNTupleImporter_rntuple_v1-0-0-1.root '
        'ntpl001_staff_rntuple_v1-0-0-0.root ntpl001_staff_rntuple_v1-0-1-0.root '
        'test_1jag_int_float_rntuple_v1-0-0-0.root test_atomic_bitset_rntuple_v1-0-0-0.root '
        'test_bit_rntuple_v1-0-0-0.root test_class_inheritance_rntuple_v1-0-0-1.root '
        'test_emptystruct_invalidvar_rntuple_v1-0-0-0.root test_extension_columns_rntuple_v1-0-0-0.root '
        'test_float_types_rntuple_v1-0-0-0.root test_index_multicluster_rntuple_v1-0-0-0.root '
        'test_int_5e4_rntuple_v1-0-0-0.root test_int_float_rntuple_v1-0-0-0.root '
        'test_int_multicluster_rntuple_v1-0-0-0.root test_int_vfloat_tlv_vtlv_rntuple_v1-0-0-0.root '
        'test_multiple_cluster_groups_rntuple_v1-0-0-0.root '
        'test_multiple_representations_rntuple_v1-0-0-0.root test_nested_structs_rntuple_v1-0-0-0.root '
        'test_split_3e4_rntuple_v1-0-0-0.root test_splitint_rntuple_v1-0-1-0.root '
        'test_stl_containers_rntuple_v1-0-0-0.root'
    ),
}

RNTUPLE_FILES_OTHER = {
    'src/skhep_testdata/data': (
        '__init__.py nanoAOD_2015_CMS_Open_Data_ttbar.root pyhf-ins1748602-probability-models.tar.gz '
        'pylhe-drell-yan-ll-lhe.gz pylhe-testfile-hpcgen.hdf5 pylhe-testfile-hpcgen.hdf5.readme '
        'pylhe-testfile-madgraph-2.0.0-wbj.lhe pylhe-testfile-madgraph-2.0.0-wbj.lhe.readme '
        'pylhe-testfile-madgraph-2.2.1-Z-ckkwl.lhe.gz pylhe-testfile-madgraph-2.2.1-Z-fxfx.lhe.gz '
        'pylhe-testfile-madgraph-2.2.1-Z-fxfx.lhe.gz.readme pylhe-testfile-madgraph-2.2.1-Z-mlm.lhe.gz '
        'pylhe-testfile-madgraph5-3.5.8-pp_to_jj.lhe.gz pylhe-testfile-powheg-box-v2-W.lhe '
        'pylhe-testfile-powheg-box-v2-Z.lhe pylhe-testfile-powheg-box-v2-Zj.lhe '
        'pylhe-testfile-powheg-box-v2-directphoton.lhe pylhe-testfile-powheg-box-v2-hvq.lhe '
        'pylhe-testfile-powheg-box-v2-trijet.lhe pylhe-testfile-pr180.lhe pylhe-testfile-pr29.lhe '
        'pylhe-testfile-pythia-6.413-ttbar.lhe pylhe-testfile-pythia-8.3.14-weakbosons.lhe '
        'pylhe-testfile-sherpa-3.0.1-eejjj.lhe pylhe-testfile-sherpa.hdf5 pylhe-testfile-sherpa.hdf5.readme '
        'pylhe-testlhef3.lhe rntviewer-testfile-uncomp-single-rntuple-v1-0-0-0.root '
        'test_hs3_unbinned_pyhs3_validation_issue41.json uproot-Event.root uproot-FCCDelphesOutput.root '
        'uproot-HZZ-lzma.root uproot-HZZ-objects.root uproot-HZZ-uncompressed.root uproot-HZZ-zlib.root '
        'uproot-HZZ-zstd.root uproot-HZZ.root uproot-Zmumu-lz4.root uproot-Zmumu-lzma.root '
        'uproot-Zmumu-uncompressed.root uproot-Zmumu-zlib.root uproot-Zmumu-zstd.root uproot-Zmumu.root '
        'uproot-double32-float16.root uproot-empty.root uproot-foriter.root uproot-foriter2.root '
        'uproot-from-geant4.root uproot-hepdata-example.root uproot-histograms.root uproot-issue-1043.root '
        'uproot-issue-1070.root uproot-issue-1221.root uproot-issue-1229.root uproot-issue-123a.root '
        'uproot-issue-123b.root uproot-issue-1275.root uproot-issue-1502.root uproot-issue-1610.root '
        'uproot-issue-172.root uproot-issue-181.root uproot-issue-208.root uproot-issue-210.root '
        'uproot-issue-214.root uproot-issue-222.root uproot-issue-240.root uproot-issue-250.root '
        'uproot-issue-268.root uproot-issue-275-nosplit.root uproot-issue-275-split1.root '
        'uproot-issue-308.root uproot-issue-350.root uproot-issue-359.root uproot-issue-398.root '
        'uproot-issue-400.root uproot-issue-407.root uproot-issue-418.root uproot-issue-513.root '
        'uproot-issue-586.root uproot-issue-589.root uproot-issue-60.root uproot-issue-607.root '
        'uproot-issue-60a.root uproot-issue-60b.root uproot-issue-643.root uproot-issue-697.root '
        'uproot-issue-722.root uproot-issue-74.root uproot-issue-75.root uproot-issue-750.root '
        'uproot-issue-76.root uproot-issue-791.root uproot-issue-798.root uproot-issue-816.root '
        'uproot-issue-85.root uproot-issue-861.root uproot-issue-880.root uproot-issue-888.root '
        'uproot-issue-951.root uproot-issue-tbranch-of-th2.root uproot-issue121.root uproot-issue124.root '
        'uproot-issue126a.root uproot-issue126b.root uproot-issue232.root uproot-issue243-new.root '
        'uproot-issue243.root uproot-issue261.root uproot-issue283.root uproot-issue30.root '
        'uproot-issue327.root uproot-issue33.root uproot-issue335.root uproot-issue367.root '
        'uproot-issue367b.root uproot-issue38a.root uproot-issue38b.root uproot-issue38c.root '
        'uproot-issue390.root uproot-issue399.root uproot-issue403.root uproot-issue404.root '
        'uproot-issue407.root uproot-issue408.root uproot-issue412.root uproot-issue413.root '
        'uproot-issue429.root uproot-issue431.root uproot-issue433-splitlevel2.root '
        'uproot-issue433-splitlevel4.root uproot-issue434.root uproot-issue452.root uproot-issue46.root '
        'uproot-issue465-flat.root uproot-issue465-nested.root uproot-issue468.root uproot-issue475.root '
        'uproot-issue475b.root uproot-issue485.root uproot-issue486.root uproot-issue49.root '
        'uproot-issue498.root uproot-issue501.root uproot-issue510b.root uproot-issue60.root '
        'uproot-issue63.root uproot-issue64.root uproot-issue70.root uproot-issue76.root uproot-issue79.root '
        'uproot-issue96.root uproot-leaflist.root uproot-mc10events.root uproot-metadata-performance.root '
        'uproot-nesteddirs.root uproot-sample-5.23.02-uncompressed.root uproot-sample-5.23.02-zlib.root '
        'uproot-sample-5.24.00-uncompressed.root uproot-sample-5.24.00-zlib.root '
        'uproot-sample-5.25.02-uncompressed.root uproot-sample-5.25.02-zlib.root '
        'uproot-sample-5.26.00-uncompressed.root uproot-sample-5.26.00-zlib.root '
        'uproot-sample-5.27.02-uncompressed.root uproot-sample-5.27.02-zlib.root '
        'uproot-sample-5.28.00-uncompressed.root uproot-sample-5.28.00-zlib.root '
        'uproot-sample-5.29.02-uncompressed.root uproot-sample-5.29.02-zlib.root '
        'uproot-sample-5.30.00-lzma.root uproot-sample-5.30.00-uncompressed.root '
        'uproot-sample-5.30.00-zlib.root uproot-sample-6.08.04-lzma.root '
        'uproot-sample-6.08.04-uncompressed.root uproot-sample-6.10.05-lz4.root '
        'uproot-sample-6.10.05-lzma.root uproot-sample-6.10.05-zlib.root uproot-sample-6.14.00-lz4.root '
        'uproot-sample-6.14.00-lzma.root uproot-sample-6.14.00-uncompressed.root '
        'uproot-sample-6.14.00-zlib.root uproot-sample-6.16.00-lz4.root uproot-sample-6.16.00-lzma.root '
        'uproot-sample-6.16.00-uncompressed.root uproot-sample-6.16.00-zlib.root '
        'uproot-sample-6.18.00-lz4.root uproot-sample-6.18.00-lzma.root '
        'uproot-sample-6.18.00-uncompressed.root uproot-sample-6.18.00-zlib.root '
        'uproot-sample-6.20.04-lzma.root uproot-sample-6.20.04-uncompressed.root '
        'uproot-sample-6.20.04-zlib.root uproot-simple.root uproot-small-dy-nooffsets.root '
        'uproot-small-dy-withoffsets.root uproot-small-evnt-tree-fullsplit.root '
        'uproot-small-evnt-tree-nosplit.root uproot-small-flat-tree.root uproot-stl_containers.root '
        'uproot-vectorVectorDouble.root'
    ),
}

PYLHE_FILES_KIND = {
    'src/skhep_testdata/data': (
        'pylhe-testfile-madgraph-2.0.0-wbj.lhe pylhe-testfile-madgraph-2.2.1-Z-ckkwl.lhe.gz '
        'pylhe-testfile-madgraph-2.2.1-Z-fxfx.lhe.gz pylhe-testfile-madgraph-2.2.1-Z-mlm.lhe.gz '
        'pylhe-testfile-madgraph5-3.5.8-pp_to_jj.lhe.gz pylhe-testfile-powheg-box-v2-W.lhe '
        'pylhe-testfile-powheg-box-v2-Z.lhe pylhe-testfile-powheg-box-v2-Zj.lhe '
        'pylhe-testfile-powheg-box-v2-directphoton.lhe pylhe-testfile-powheg-box-v2-hvq.lhe '
        'pylhe-testfile-powheg-box-v2-trijet.lhe pylhe-testfile-pythia-6.413-ttbar.lhe '
        'pylhe-testfile-pythia-8.3.14-weakbosons.lhe pylhe-testfile-sherpa-3.0.1-eejjj.lhe '
        'pylhe-testfile-whizard-3.1.4-eeWW.lhe'
    ),
}

PYLHE_FILES_OTHER = {
    'src/skhep_testdata/data': (
        'Run2012BC_DoubleMuParked_Muons_1000evts_rntuple_v1-0-0-0.root '
        'cmsopendata2015_ttbar_19980_NANOAOD_RNTupleImporter_rntuple_v1-0-0-1.root issue367b.root '
        'nanoAOD_2015_CMS_Open_Data_ttbar.root ntpl001_staff_rntuple_v1-0-0-0.root '
        'ntpl001_staff_rntuple_v1-0-1-0.root pyhf-ins1748602-probability-models.doi '
        'pyhf-ins1748602-probability-models.tar.gz pylhe-drell-yan-ll-lhe.gz pylhe-testfile-hpcgen.hdf5 '
        'pylhe-testfile-hpcgen.hdf5.readme pylhe-testfile-madgraph-2.0.0-wbj.lhe.readme '
        'pylhe-testfile-madgraph-2.2.1-Z-ckkwl.lhe.gz.readme '
        'pylhe-testfile-madgraph-2.2.1-Z-fxfx.lhe.gz.readme '
        'pylhe-testfile-madgraph-2.2.1-Z-mlm.lhe.gz.readme pylhe-testfile-pr180.lhe pylhe-testfile-pr29.lhe '
        'pylhe-testfile-pythia-6.413-ttbar.lhe.readme pylhe-testfile-sherpa.hdf5 '
        'pylhe-testfile-sherpa.hdf5.readme rntviewer-testfile-multiple-rntuples-v1-0-0-0.root '
        'rntviewer-testfile-uncomp-single-rntuple-v1-0-0-0.root string-example.root '
        'test_1jag_int_float_rntuple_v1-0-0-0.root test_atomic_bitset_rntuple_v1-0-0-0.root '
        'test_bit_rntuple_v1-0-0-0.root test_class_inheritance_rntuple_v1-0-0-1.root '
        'test_emptystruct_invalidvar_rntuple_v1-0-0-0.root test_extension_columns_rntuple_v1-0-0-0.root '
        'test_hs3_unbinned_pyhs3_validation_issue41.json test_index_multicluster_rntuple_v1-0-0-0.root '
        'test_int_multicluster_rntuple_v1-0-0-0.root test_int_vfloat_tlv_vtlv_rntuple_v1-0-0-0.root '
        'test_multiple_cluster_groups_rntuple_v1-0-0-0.root '
        'test_multiple_representations_rntuple_v1-0-0-0.root test_nested_structs_rntuple_v1-0-0-0.root '
        'test_split_3e4_rntuple_v1-0-0-0.root test_splitint_rntuple_v1-0-1-0.root uproot-Event.root '
        'uproot-HZZ-lz4.root uproot-HZZ-lzma.root uproot-HZZ-objects.root uproot-HZZ-uncompressed.root '
        'uproot-HZZ-zlib.root uproot-HZZ.root uproot-Zmumu-lzma.root uproot-Zmumu-zlib.root '
        'uproot-Zmumu-zstd.root uproot-Zmumu.root uproot-delphes-pr442.root uproot-demo-double32.root '
        'uproot-double32-float16.root uproot-empty.root uproot-from-geant4.root uproot-hepdata-example.root '
        'uproot-histograms.root uproot-issue-1070.root uproot-issue-1221.root uproot-issue-123a.root '
        'uproot-issue-1275.root uproot-issue-1502.root uproot-issue-1610.root uproot-issue-172.root '
        'uproot-issue-181.root uproot-issue-208.root uproot-issue-210.root uproot-issue-214.root '
        'uproot-issue-222.root uproot-issue-227b.root uproot-issue-240.root uproot-issue-250.root '
        'uproot-issue-268.root uproot-issue-275-nosplit.root uproot-issue-275-split1.root '
        'uproot-issue-350.root uproot-issue-359.root uproot-issue-398.root uproot-issue-40.root '
        'uproot-issue-400.root uproot-issue-407.root uproot-issue-418.root uproot-issue-513.root '
        'uproot-issue-569.root uproot-issue-586.root uproot-issue-589.root uproot-issue-60.root '
        'uproot-issue-607.root uproot-issue-60a.root uproot-issue-643.root uproot-issue-707.root '
        'uproot-issue-74.root uproot-issue-75.root uproot-issue-750.root uproot-issue-76.root '
        'uproot-issue-791.root uproot-issue-798.root uproot-issue-816.root uproot-issue-85.root '
        'uproot-issue-861.root uproot-issue-888.root uproot-issue-951.root uproot-issue-tbranch-of-th2.root '
        'uproot-issue121.root uproot-issue126a.root uproot-issue126b.root uproot-issue209.root '
        'uproot-issue21.root uproot-issue243-new.root uproot-issue243.root uproot-issue283.root '
        'uproot-issue30.root uproot-issue31.root uproot-issue327.root uproot-issue335.root '
        'uproot-issue367.root uproot-issue367b.root uproot-issue371.root uproot-issue38b.root '
        'uproot-issue403.root uproot-issue404.root uproot-issue408.root uproot-issue412.root '
        'uproot-issue429.root uproot-issue431.root uproot-issue431b.root uproot-issue433-splitlevel2.root '
        'uproot-issue433-splitlevel4.root uproot-issue434.root uproot-issue443.root uproot-issue452.root '
        'uproot-issue46.root uproot-issue465-flat.root uproot-issue465-nested.root uproot-issue468.root '
        'uproot-issue475.root uproot-issue475b.root uproot-issue485.root uproot-issue486.root '
        'uproot-issue49.root uproot-issue494.root uproot-issue498.root uproot-issue501.root '
        'uproot-issue510b.root uproot-issue513.root uproot-issue519.root uproot-issue57.root '
        'uproot-issue60.root uproot-issue63.root uproot-issue64.root uproot-issue66.root uproot-issue70.root '
        'uproot-issue76.root uproot-issue79.root uproot-issue96.root uproot-leaflist.root '
        'uproot-mc10events.root uproot-physlite-rntuple_v1-0-0-0.root '
        'uproot-sample-5.23.02-uncompressed.root uproot-sample-5.23.02-zlib.root '
        'uproot-sample-5.24.00-uncompressed.root uproot-sample-5.24.00-zlib.root '
        'uproot-sample-5.25.02-uncompressed.root uproot-sample-5.25.02-zlib.root '
        'uproot-sample-5.26.00-uncompressed.root uproot-sample-5.26.00-zlib.root '
        'uproot-sample-5.27.02-uncompressed.root uproot-sample-5.28.00-uncompressed.root '
        'uproot-sample-5.28.00-zlib.root uproot-sample-5.29.02-uncompressed.root '
        'uproot-sample-5.30.00-lzma.root uproot-sample-5.30.00-uncompressed.root '
        'uproot-sample-5.30.00-zlib.root uproot-sample-6.08.04-lzma.root '
        'uproot-sample-6.08.04-uncompressed.root uproot-sample-6.08.04-zlib.root '
        'uproot-sample-6.10.05-lz4.root uproot-sample-6.10.05-lzma.root '
        'uproot-sample-6.10.05-uncompressed.root uproot-sample-6.10.05-zlib.root '
        'uproot-sample-6.14.00-lz4.root uproot-sample-6.14.00-lzma.root '
        'uproot-sample-6.14.00-uncompressed.root uproot-sample-6.14.00-zlib.root '
        'uproot-sample-6.16.00-lz4.root uproot-sample-6.16.00-lzma.root '
        'uproot-sample-6.16.00-uncompressed.root uproot-sample-6.16.00-zlib.root '
        'uproot-sample-6.18.00-uncompressed.root uproot-sample-6.18.00-zlib.root '
        'uproot-sample-6.20.04-lz4.root uproot-sample-6.20.04-uncompressed.root '
        'uproot-sample-6.20.04-zlib.root uproot-simple.root uproot-small-dy-nooffsets.root '
        'uproot-small-dy-withoffsets.root uproot-small-evnt-tree-fullsplit.root '
        'uproot-small-evnt-tree-nosplit.root uproot-small-flat-tree.root uproot-stl_containers.root '
        'uproot-vectorVectorDouble.root'
    ),
}

IR_CAROUSEL_KIND = {
    'testdata/irdata/carroucell_samp': (
        '10-Z22-Si-S7_0.SPA 10-Z22-Si-S7_1.SPA 10-Z22-Si-S7_2.SPA 10-Z22-Si-S7_3.SPA 10-Z22-Si-S7_4.SPA '
        '10-Z22-Si-S7_5.SPA 11-Z25-CP_0.SPA 11-Z25-CP_1.SPA 11-Z25-CP_2.SPA 11-Z25-CP_3.SPA 11-Z25-CP_4.SPA '
        '11-Z25-CP_5.SPA 11-Z25-CP_6.SPA 12-Z25-S5_0.SPA 12-Z25-S5_1.SPA 12-Z25-S5_2.SPA 12-Z25-S5_3.SPA '
        '12-Z25-S5_4.SPA 12-Z25-S5_5.SPA 2-BaSO4_0.SPA 2-BaSO4_1.SPA 2-BaSO4_2.SPA 2-BaSO4_3.SPA '
        '2-BaSO4_4.SPA 2-BaSO4_5.SPA 3-SILICA_0.SPA 3-SILICA_1.SPA 3-SILICA_2.SPA 3-SILICA_3.SPA '
        '3-SILICA_4.SPA 3-SILICA_5.SPA 4-Z22-Si-C_0.SPA 4-Z22-Si-C_1.SPA 4-Z22-Si-C_2.SPA 4-Z22-Si-C_3.SPA '
        '4-Z22-Si-C_4.SPA 4-Z22-Si-C_5.SPA 5-Z25-S7_0.SPA 5-Z25-S7_1.SPA 5-Z25-S7_2.SPA 5-Z25-S7_3.SPA '
        '5-Z25-S7_4.SPA 5-Z25-S7_5.SPA 6-Z22-Si-S5_0.SPA 6-Z22-Si-S5_1.SPA 6-Z22-Si-S5_2.SPA '
        '6-Z22-Si-S5_3.SPA 6-Z22-Si-S5_4.SPA 6-Z22-Si-S5_5.SPA 7-PSB3_0.SPA 7-PSB3_1.SPA 7-PSB3_2.SPA '
        '7-PSB3_3.SPA 7-PSB3_4.SPA 7-PSB3_5.SPA 8-Z22-Si-S6_0.SPA 8-Z22-Si-S6_1.SPA 8-Z22-Si-S6_2.SPA '
        '8-Z22-Si-S6_3.SPA 8-Z22-Si-S6_4.SPA 8-Z22-Si-S6_5.SPA 9-Z25-S6_0.SPA 9-Z25-S6_1.SPA 9-Z25-S6_2.SPA '
        '9-Z25-S6_3.SPA 9-Z25-S6_4.SPA 9-Z25-S6_5.SPA BG1-BCKG_0.SPA BG1-BCKG_1.SPA BG1-BCKG_2.SPA '
        'BG1-BCKG_3.SPA BG1-BCKG_4.SPA BG1-BCKG_5.SPA'
    ),
}

IR_CAROUSEL_OTHER = {
    '': (
        'testdata/agirdata/P350/FTIR/FTIR.zip testdata/agirdata/P350/FTIR/__index__ '
        'testdata/agirdata/P350/TGA/__index__ testdata/agirdata/__index__ testdata/dscdata/AEM_210311.txt '
        'testdata/dscdata/__index__ testdata/irdata/carroucell_samp/__index__ '
        'testdata/irdata/interferogram/__index__ testdata/irdata/omnic_series/__index__ '
        'testdata/irdata/omnic_series/rapid_scan.srs testdata/irdata/subdir/1-20/__index__ '
        'testdata/irdata/subdir/7_CZ0-100_Pd_102.SPA testdata/irdata/subdir/7_CZ0-100_Pd_104.SPA '
        'testdata/matlabdata/METING9.MAT testdata/msdata/__index__ testdata/nmrdata/__index__ '
        'testdata/nmrdata/bruker/__index__ testdata/nmrdata/bruker/tests/nmr/CP/80/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/80/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/80/pdata/1/procs testdata/nmrdata/bruker/tests/nmr/CP/82/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/82/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/82/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/83/__index__ testdata/nmrdata/bruker/tests/nmr/CP/83/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/83/pdata/1/procs testdata/nmrdata/bruker/tests/nmr/CP/84/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/84/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/84/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/85/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/85/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/85/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/86/__index__ testdata/nmrdata/bruker/tests/nmr/CP/86/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/86/pdata/1/procs testdata/nmrdata/bruker/tests/nmr/CP/87/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/87/fid testdata/nmrdata/bruker/tests/nmr/CP/87/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/88/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/88/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/88/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/89/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/89/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/89/pdata/1/procs testdata/nmrdata/bruker/tests/nmr/CP/90/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/90/fid testdata/nmrdata/bruker/tests/nmr/CP/90/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/91/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/91/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/91/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/91/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/92/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/92/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/93/__index__ testdata/nmrdata/bruker/tests/nmr/CP/93/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/93/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/94/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/94/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/94/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/cadmium/100/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/cadmium/100/fid '
        'testdata/nmrdata/bruker/tests/nmr/cadmium/100/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/acqu '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/pulseprogram '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/acqu2 '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/pdata/1/2rr '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/pdata/1/auditp.txt '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/h3po4/4/__index__ testdata/nmrdata/bruker/tests/nmr/h3po4/4/acqus '
        'testdata/nmrdata/bruker/tests/nmr/h3po4/readme.md '
        'testdata/nmrdata/bruker/tests/nmr/relax/100/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/relax/102/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/relax/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/topspin_1d/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/topspin_2d/1/pdata/__index__ testdata/wodger.spg'
    ),
    'testdata/galacticdata': (
        'BARBITUATES.SPC BENZENE.SPC DEMO_3D.SPC DRUG_SAMPLE.SPC FID.SPC HCL.SPC IG_BKGND.SPC IG_MULTI.SPC '
        'POLYR.SPC POLYS.SPC README.txt SINGLE_POLYMER_FILM.SPC SPECTRUM_WITH_BAD_BASELINE.SPC TUMIX.SPC '
        'TWO_POLYMER_FILMS.SPC XYTRACE.SPC __index__'
    ),
    'testdata/irdata': (
        'CO@Mo_Al2O3.SPG __index__ nh4y-activation.spg'
    ),
    'testdata/irdata/OPUS': (
        'OPUS_assembled_file.0 __index__ test.0000 test.0001 test.0002 test.0003'
    ),
    'testdata/nmrdata/bruker/tests/nmr/cadmium/100/pdata/1': (
        '__index__ auditp.txt base_info baslpnts intrng outd procs'
    ),
    'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/pdata/1': (
        '2ii 2rr __index__ auditp.txt clevels proc2 procs thumb.png title'
    ),
    'testdata/nmrdata/bruker/tests/nmr/h3po4/4/pdata/1': (
        '__index__ proc procs'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/100': (
        'acqu acqu2 acqu2s vdlist'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/100/pdata/1': (
        'auditp.txt baslpnts clevels ct1t2.txt intrng outd proc t1_disp t1elim t1ints.txt t1peaks '
        't1peaks.txt thumb.png title'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/102': (
        'acqu2 acqu2s diffHistory.txt difflist fq1list pulseprogram ser'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/102/pdata/1': (
        '__index__ baslpnts clevels dosy dt1t2.txt outd proc2 t1_disp t1elim.txt t1par t1peaks.txt t1t2.dx '
        'thumb.png title'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1': (
        '__index__ acqu fid'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1/pdata/1': (
        '1r proc procs'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_2d/1': (
        '__index__ acqu acqu2 acqus'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_2d/1/pdata/1': (
        '2ii 2ir 2ri __index__ proc proc2s procs title'
    ),
    'testdata/ramandata/labspec': (
        'Activation.txt __index__ lasertest1.txt serie190214-1.txt'
    ),
    'testdata/ramandata/labspec/subdir': (
        'LiNbWO6-0-H.txt LiNbWO6-0-V.txt LiNbWO6-45-H.txt LiNbWO6-45-V.txt LiNbWO6-90-H.txt LiNbWO6-90-V.txt '
        '__index__'
    ),
    'testdata/ramandata/wire': (
        'Streamline.wdf __index__ depth.wdf line.wdf mapping.wdf sp.wdf'
    ),
}

BRUKER_ACQUS_KIND = {
    '': (
        'testdata/nmrdata/bruker/tests/nmr/CP/80/acqus testdata/nmrdata/bruker/tests/nmr/CP/81/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/82/acqus testdata/nmrdata/bruker/tests/nmr/CP/83/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/84/acqus testdata/nmrdata/bruker/tests/nmr/CP/85/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/86/acqus testdata/nmrdata/bruker/tests/nmr/CP/87/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/88/acqus testdata/nmrdata/bruker/tests/nmr/CP/89/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/90/acqus testdata/nmrdata/bruker/tests/nmr/CP/91/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/92/acqus testdata/nmrdata/bruker/tests/nmr/CP/93/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/94/acqus testdata/nmrdata/bruker/tests/nmr/cadmium/100/acqus '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/acqus '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/acqus testdata/nmrdata/bruker/tests/nmr/h3po4/4/acqus '
        'testdata/nmrdata/bruker/tests/nmr/relax/100/acqus testdata/nmrdata/bruker/tests/nmr/relax/102/acqus '
        'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1/acqus '
        'testdata/nmrdata/bruker/tests/nmr/topspin_2d/1/acqus'
    ),
}

BRUKER_ACQUS_OTHER = {
    '': (
        'testdata/agirdata/P350/FTIR/FTIR.zip testdata/agirdata/P350/TGA/__index__ '
        'testdata/agirdata/P350/TGA/tg.csv testdata/irdata/CO@Mo_Al2O3.SPG testdata/irdata/__index__ '
        'testdata/irdata/interferogram/interfero.SPA testdata/irdata/omnic_series/__index__ '
        'testdata/irdata/omnic_series/rapid_scan_reprocessed.srs '
        'testdata/irdata/subdir/1-20/7_CZ0-100_Pd_5.SPA testdata/irdata/subdir/20-50/__index__ '
        'testdata/matlabdata/dso.mat testdata/nmrdata/bruker/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/80/__index__ testdata/nmrdata/bruker/tests/nmr/CP/80/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/80/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/81/__index__ testdata/nmrdata/bruker/tests/nmr/CP/81/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/81/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/81/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/82/__index__ testdata/nmrdata/bruker/tests/nmr/CP/82/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/82/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/83/__index__ testdata/nmrdata/bruker/tests/nmr/CP/83/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/83/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/83/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/84/__index__ testdata/nmrdata/bruker/tests/nmr/CP/84/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/84/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/84/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/85/__index__ testdata/nmrdata/bruker/tests/nmr/CP/85/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/86/__index__ testdata/nmrdata/bruker/tests/nmr/CP/86/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/86/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/87/__index__ testdata/nmrdata/bruker/tests/nmr/CP/87/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/87/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/88/__index__ testdata/nmrdata/bruker/tests/nmr/CP/88/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/89/__index__ testdata/nmrdata/bruker/tests/nmr/CP/89/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/90/__index__ testdata/nmrdata/bruker/tests/nmr/CP/90/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/90/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/91/__index__ testdata/nmrdata/bruker/tests/nmr/CP/91/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/92/__index__ testdata/nmrdata/bruker/tests/nmr/CP/92/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/92/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/93/__index__ testdata/nmrdata/bruker/tests/nmr/CP/93/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/93/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/93/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/cadmium/100/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/cadmium/100/pdata/1/baslpnts '
        'testdata/nmrdata/bruker/tests/nmr/cadmium/100/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/pdata/1/proc2s '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/h3po4/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/relax/100/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1/pdata/__index__ testdata/ramandata/__index__ '
        'testdata/ramandata/labspec/SMC1-Initial_RT.txt testdata/ramandata/labspec/lasertest1.txt '
        'testdata/ramandata/labspec/subdir/LiNbWO6-0-H.txt testdata/ramandata/labspec/subdir/LiNbWO6-0-V.txt '
        'testdata/ramandata/wire/Streamline.wdf testdata/ramandata/wire/mapping.wdf testdata/wodger.spg'
    ),
    'testdata/galacticdata': (
        'BARBITUATES.SPC DEMO_3D.SPC DRUG_SAMPLE.SPC FID.SPC IG_BKGND.SPC IG_MULTI.SPC KKSAM.SPC '
        'LC_DIODE_ARRAY.SPC POLYR.SPC POLYS.SPC README.txt SPECTRUM_WITH_BAD_BASELINE.SPC TOLUENE.SPC '
        '__index__'
    ),
    'testdata/irdata/OPUS': (
        'OPUS_assembled_file.0 __index__ background.0 test.0002 test.0003'
    ),
    'testdata/irdata/carroucell_samp': (
        '11-Z25-CP_0.SPA 11-Z25-CP_1.SPA 11-Z25-CP_2.SPA 11-Z25-CP_3.SPA 11-Z25-CP_6.SPA 2-BaSO4_0.SPA '
        '2-BaSO4_5.SPA 3-SILICA_0.SPA 3-SILICA_4.SPA 3-SILICA_5.SPA 4-Z22-Si-C_1.SPA 5-Z25-S7_3.SPA '
        '5-Z25-S7_5.SPA 6-Z22-Si-S5_0.SPA 6-Z22-Si-S5_3.SPA 6-Z22-Si-S5_5.SPA 7-PSB3_0.SPA 7-PSB3_3.SPA '
        '8-Z22-Si-S6_0.SPA 8-Z22-Si-S6_2.SPA 8-Z22-Si-S6_4.SPA 9-Z25-S6_0.SPA 9-Z25-S6_4.SPA 9-Z25-S6_5.SPA '
        'BG1-BCKG_0.SPA BG1-BCKG_1.SPA BG1-BCKG_4.SPA BG1-BCKG_5.SPA __index__'
    ),
    'testdata/irdata/subdir': (
        '7_CZ0-100_Pd_103.SPA TGAIR-unreadable.srs __index__'
    ),
    'testdata/nmrdata/bruker/tests/nmr/CP/94': (
        '__index__ fid vdlist'
    ),
    'testdata/nmrdata/bruker/tests/nmr/cadmium/100': (
        '__index__ acqu fid'
    ),
    'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3': (
        '__index__ acqu acqu2 acqu2s pulseprogram ser'
    ),
    'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/pdata/1': (
        '2ii 2ri __index__ auditp.txt proc2s title'
    ),
    'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1': (
        '__index__ acqu acqu2 acqu2s pulseprogram ser'
    ),
    'testdata/nmrdata/bruker/tests/nmr/h3po4/4': (
        '__index__ acqu fid'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/100': (
        '__index__ acqu acqu2 acqu2s pulseprogram ser vdlist'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/100/pdata/1': (
        'baslpnts outd proc t1_disp t1peaks.txt'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/102': (
        '__index__ acqu acqu2 acqu2s diff.xml diffHistory.txt diffParOut difflist fq1list pulseprogram ser'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/102/pdata/1': (
        'baslpnts clevels dosy dt1t2.txt ppmt1t2.txt proc2s t1ints t1t2.dx'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1': (
        '__index__ acqu fid pulseprogram'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_2d/1': (
        '__index__ acqu acqu2 acqu2s audita.txt pulseprogram ser'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_2d/1/pdata/1': (
        '2ir 2ri __index__ proc proc2s title'
    ),
}

BRUKER_PROCS_KIND = {
    '': (
        'testdata/nmrdata/bruker/tests/nmr/CP/80/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/81/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/82/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/83/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/84/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/85/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/86/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/87/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/88/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/89/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/90/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/91/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/92/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/93/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/CP/94/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/cadmium/100/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/h3po4/4/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/relax/100/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/relax/102/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1/pdata/1/procs '
        'testdata/nmrdata/bruker/tests/nmr/topspin_2d/1/pdata/1/procs'
    ),
}

BRUKER_PROCS_OTHER = {
    '': (
        'testdata/agirdata/P350/FTIR/FTIR.zip testdata/agirdata/P350/TGA/__index__ '
        'testdata/irdata/OPUS/OPUS_assembled_file.0 testdata/irdata/OPUS/__index__ '
        'testdata/irdata/interferogram/interfero.SPA testdata/irdata/nh4y-activation.spg '
        'testdata/irdata/subdir/1-20/7_CZ0-100_Pd_4.SPA testdata/irdata/subdir/20-50/__index__ '
        'testdata/matlabdata/__index__ testdata/msdata/ion_currents.asc '
        'testdata/nmrdata/bruker/tests/nmr/CP/80/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/80/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/81/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/81/pdata/__index__ testdata/nmrdata/bruker/tests/nmr/CP/82/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/82/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/83/__index__ testdata/nmrdata/bruker/tests/nmr/CP/83/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/83/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/84/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/85/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/86/__index__ testdata/nmrdata/bruker/tests/nmr/CP/86/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/86/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/87/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/87/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/88/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/89/__index__ testdata/nmrdata/bruker/tests/nmr/CP/89/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/89/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/90/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/90/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/91/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/91/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/91/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/92/acqus testdata/nmrdata/bruker/tests/nmr/CP/92/fid '
        'testdata/nmrdata/bruker/tests/nmr/CP/92/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/93/__index__ testdata/nmrdata/bruker/tests/nmr/CP/93/acqus '
        'testdata/nmrdata/bruker/tests/nmr/CP/93/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/93/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/94/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/CP/94/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/cadmium/100/acqu '
        'testdata/nmrdata/bruker/tests/nmr/cadmium/100/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/acqu '
        'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/h3po4/4/acqu '
        'testdata/nmrdata/bruker/tests/nmr/h3po4/4/pdata/1/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/h3po4/4/pdata/1/proc '
        'testdata/nmrdata/bruker/tests/nmr/relax/100/acqus '
        'testdata/nmrdata/bruker/tests/nmr/relax/102/diffParOut '
        'testdata/nmrdata/bruker/tests/nmr/relax/102/pdata/__index__ '
        'testdata/nmrdata/bruker/tests/nmr/relax/102/pulseprogram '
        'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1/pulseprogram testdata/ramandata/__index__ '
        'testdata/ramandata/labspec/532nm-191216-Si_200mu.txt'
    ),
    'testdata/galacticdata': (
        'CONTOUR.SPC DEMO_3D.SPC TOLUENE.SPC barbsvd.spc'
    ),
    'testdata/irdata/carroucell_samp': (
        '10-Z22-Si-S7_2.SPA 11-Z25-CP_0.SPA 12-Z25-S5_2.SPA 12-Z25-S5_3.SPA 12-Z25-S5_4.SPA 2-BaSO4_4.SPA '
        '3-SILICA_0.SPA 3-SILICA_2.SPA 3-SILICA_3.SPA 4-Z22-Si-C_2.SPA 6-Z22-Si-S5_0.SPA 6-Z22-Si-S5_3.SPA '
        '7-PSB3_0.SPA 7-PSB3_3.SPA 7-PSB3_5.SPA 8-Z22-Si-S6_0.SPA 8-Z22-Si-S6_2.SPA 8-Z22-Si-S6_4.SPA '
        '9-Z25-S6_0.SPA 9-Z25-S6_3.SPA BG1-BCKG_5.SPA __index__'
    ),
    'testdata/irdata/omnic_series': (
        'GC_Demo.srs rapid_scan.srs rapid_scan_reprocessed.srs'
    ),
    'testdata/nmrdata/bruker/tests/nmr/CP/81': (
        '__index__ acqus fid'
    ),
    'testdata/nmrdata/bruker/tests/nmr/CP/94': (
        '__index__ acqus vdlist'
    ),
    'testdata/nmrdata/bruker/tests/nmr/cadmium/100/pdata/1': (
        '__index__ auditp.txt base_info baslpnts intrng outd proc'
    ),
    'testdata/nmrdata/bruker/tests/nmr/exam2d_HC/3/pdata/1': (
        '2ii 2ir 2ri 2rr __index__ auditp.txt clevels proc proc2 proc2s thumb.png title'
    ),
    'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1': (
        'acqu acqu2 acqus ser'
    ),
    'testdata/nmrdata/bruker/tests/nmr/exam2d_HH/1/pdata/1': (
        '2rr __index__ auditp.txt clevels proc proc2 proc2s thumb.png title'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/100/pdata/1': (
        '__index__ assocs auditp.txt baslpnts clevels ct1t2.txt dt1t2.txt intrng outd ppmt1t2.txt proc proc2 '
        'proc2s t1_disp t1elim t1elim.txt t1ints t1ints.txt t1par t1peaks t1peaks.txt t1t2.dx thumb.png '
        'title'
    ),
    'testdata/nmrdata/bruker/tests/nmr/relax/102/pdata/1': (
        'TopSpinDC.xml __index__ auditp.txt baslpnts clevels ct1t2.txt dosy dt1t2.txt intrng outd '
        'ppmt1t2.txt proc proc2 proc2s pt1t2.par t1_disp t1elim t1elim.txt t1ints t1ints.txt t1par t1peaks '
        't1peaks.txt t1t2.dx thumb.png title'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_1d/1/pdata/1': (
        '1i 1r __index__ proc title'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_2d/1': (
        'acqu2 acqu2s acqus'
    ),
    'testdata/nmrdata/bruker/tests/nmr/topspin_2d/1/pdata/1': (
        '2ii 2ir 2ri 2rr __index__ clevels proc proc2 proc2s title'
    ),
    'testdata/ramandata/labspec/subdir': (
        'LiNbWO6-0-V.txt LiNbWO6-45-H.txt LiNbWO6-45-V.txt'
    ),
    'testdata/ramandata/wire': (
        '__index__ line.wdf mapping.wdf'
    ),
}

ENG_LEAGUE_KIND = {
    '': (
        '1990s/1992-93/eng.1.csv 1990s/1993-94/eng.1.csv 1990s/1994-95/eng.1.csv 1990s/1995-96/eng.1.csv '
        '1990s/1996-97/eng.1.csv 1990s/1997-98/eng.1.csv 2010s/2016-17/eng.1.csv 2010s/2017-18/eng.1.csv'
    ),
    '1990s/1998-99': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '1990s/1999-00': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2000-01': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2001-02': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2002-03': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2003-04': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2004-05': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2005-06': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2006-07': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2007-08': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2008-09': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2000s/2009-10': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2010s/2010-11': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2010s/2011-12': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2010s/2012-13': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2010s/2013-14': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2010s/2014-15': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2010s/2015-16': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv'
    ),
    '2010s/2018-19': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv eng.5.csv'
    ),
    '2010s/2019-20': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv eng.5.csv'
    ),
    '2020s/2020-21': (
        'eng.1.csv eng.2.csv eng.3.csv eng.4.csv eng.5.csv'
    ),
}

ENG_LEAGUE_OTHER = {
    '': (
        'LICENSE.md NOTES.md README.md'
    ),
}

GTFS_TABLES_KIND = {
    'tests/data/au-sydney-entrances': (
        'agency.txt levels.txt pathways.txt stops.txt'
    ),
    'tests/data/bad_date_format': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt routes.txt '
        'stop_times.txt stops.txt transfers.txt trips.txt'
    ),
    'tests/data/bad_utf8': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/contains_null': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt frequencies.txt routes.txt '
        'stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/duplicate_schedule_id': (
        'calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt routes.txt '
        'stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/duplicate_stop': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt frequencies.txt routes.txt '
        'stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/duplicate_stop_sequence': (
        'agency.txt calendar.txt routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/empty_file': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/extra_row_cells': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/filter_unusual_trips': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt shapes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/flatten_feed': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt routes.txt shapes.txt stop_times.txt '
        'stops.txt trips.txt'
    ),
    'tests/data/good_feed': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'stop_times.txt stops.txt transfers.txt'
    ),
    'tests/data/invalid_agency_ids': (
        'agency.txt calendar.txt calendar_dates.txt routes.txt stops.txt trips.txt'
    ),
    'tests/data/invalid_route_agency': (
        'agency.txt calendar.txt calendar_dates.txt routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/missing_agency': (
        'calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt routes.txt '
        'stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/missing_calendar': (
        'agency.txt fare_attributes.txt fare_rules.txt frequencies.txt routes.txt stop_times.txt stops.txt '
        'trips.txt'
    ),
    'tests/data/missing_column': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/missing_departure_time': (
        'agency.txt calendar.txt routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/missing_endpoint_times': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt routes.txt '
        'stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/missing_routes': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'stops.txt trips.txt'
    ),
    'tests/data/missing_row_cells': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt stops.txt'
    ),
    'tests/data/missing_stop_times': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'stops.txt trips.txt'
    ),
    'tests/data/missing_stops': (
        'agency.txt calendar.txt calendar_dates.txt fare_rules.txt frequencies.txt routes.txt stop_times.txt '
        'trips.txt'
    ),
    'tests/data/missing_trips': (
        'agency.txt calendar.txt calendar_dates.txt routes.txt stops.txt'
    ),
    'tests/data/missing_weekday_column': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt routes.txt '
        'stop_times.txt stops.txt'
    ),
    'tests/data/negative_stop_sequence': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/only_calendar_dates': (
        'agency.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt routes.txt '
        'stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/repeated_route_name': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/same_short_long_name': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stops.txt trips.txt'
    ),
    'tests/data/undefined_stop': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt trips.txt'
    ),
    'tests/data/unknown_file': (
        'agency.txt calendar_dates.txt fare_attributes.txt fare_rules.txt routes.txt stop_times.txt '
        'stops.txt transfers.txt trips.txt'
    ),
    'tests/data/unrecognized_columns': (
        'agency.txt calendar_dates.txt fare_attributes.txt frequencies.txt routes.txt stop_times.txt '
        'transfers.txt trips.txt'
    ),
    'tests/data/unused_stop': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/utf16': (
        'agency.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt routes.txt '
        'stop_times.txt stops.txt trips.txt'
    ),
    'tests/data/utf8bom': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt fare_rules.txt frequencies.txt '
        'routes.txt stop_times.txt stops.txt trips.txt'
    ),
}

GTFS_TABLES_OTHER = {
    '': (
        '.gitignore .travis.yml COPYING INSTALL MANIFEST.in README.md feedvalidator.py '
        'feedvalidator_googletransit.py kmlparser.py kmlwriter.py location_editor.py merge.py '
        'requirements.txt schedule_viewer.py setup.py shape_importer.py unusual_trip_filter.py '
        'upgrade_translations.py visualize_pathways.py'
    ),
    'examples': (
        'filter_unused_stops.py google_random_queries.py shuttle_from_xmlfeed.py shuttle_from_xmlfeed.xml '
        'small_builder.py table.py table.txt'
    ),
    'extensions/googletransit': (
        'README __init__.py agency.py extension_util.py fareattribute.py route.py setup_extension.py stop.py'
    ),
    'extensions/googletransit/pybcp47': (
        '__init__.py bcp47languageparser.py language-subtag-registry.txt testpybcp47.py'
    ),
    'extensions/googletransit/pybcp47/testdata': (
        'not-well-formed-tags.txt valid-tags.txt well-formed-not-valid-tags.txt'
    ),
    'gtfsscheduleviewer/files': (
        'calendarpopup.js index.html index.js labeled_marker.js markerwithlabel.js mm_20_blue.png '
        'mm_20_blue_trans.png mm_20_red_trans.png mm_20_shadow.png mm_20_shadow_trans.png mm_20_yellow.png '
        'style.css svgcheck.vbs'
    ),
    'misc': (
        'README csvspec.proto find_pytz_transition_times.py gtfs_spec.asciipb gtfs_validation.proto '
        'import_ch_zurich.py sql_loop.py traceplus.py traceplus_example.py traceplusunittest.py '
        'traceplusunittest_example.py'
    ),
    'tests': (
        '__init__.py test_upgrade_translations.py test_visualize_pathways.py testexamples.py '
        'testfeedvalidator.py testgoogletransitextension.py testkmlparser.py testkmlwriter.py testmerge.py '
        'testshapelib.py testunusual_trip_filter.py util.py'
    ),
    'tests/data': (
        'bad_eol.zip good_feed.zip one_line.kml one_stop.kml unknown_format.zip'
    ),
    'tests/data/upgrade_translations/new-feed': (
        'feed_info.txt stops.txt translations.txt trips.txt'
    ),
    'tests/data/upgrade_translations/old-feed': (
        'feed_info.txt stops.txt translations.txt trips.txt'
    ),
    'tests/transitfeed': (
        '__init__.py testagency.py testfareattribute.py testfeedinfo.py testfrequency.py testgtfsfactory.py '
        'testloader.py testproblems.py testroute.py testschedule.py testschedule_write.py '
        'testserviceperiod.py testshapepoint.py teststop.py teststoptime.py testtransfer.py '
        'testtransitfeed.py testtrip.py testutil.py'
    ),
    'transitfeed': (
        '__init__.py agency.py compat.py errors.py fareattribute.py farerule.py feedinfo.py frequency.py '
        'gtfsfactory.py gtfsfactoryuser.py gtfsobjectbase.py loader.py problems.py route.py schedule.py '
        'serviceperiod.py shape.py shapelib.py shapeloader.py shapepoint.py stop.py stoptime.py transfer.py '
        'trip.py util.py version.py'
    ),
}

FIELDTRIP_MAT_KIND = {
    '': (
        'fieldtrip/ft_test_data/BTI/raw_v7.mat fieldtrip/ft_test_data/BTI/raw_v73.mat '
        'fieldtrip/ft_test_data/KIT/raw_v7.mat fieldtrip/ft_test_data/KIT/raw_v73.mat '
        'fieldtrip/ft_test_data/eximia/raw_v7.mat fieldtrip/ft_test_data/eximia/raw_v73.mat'
    ),
    'fieldtrip/ft_test_data/CNT': (
        'averaged_v7.mat averaged_v73.mat epoched_v7.mat epoched_v73.mat raw_v7.mat raw_v73.mat'
    ),
    'fieldtrip/ft_test_data/CTF': (
        'averaged_v7.mat averaged_v73.mat epoched_v7.mat epoched_v73.mat raw_v7.mat raw_v73.mat'
    ),
    'fieldtrip/ft_test_data/EGI': (
        'averaged_v7.mat averaged_v73.mat epoched_v7.mat epoched_v73.mat raw_v7.mat raw_v73.mat'
    ),
    'fieldtrip/ft_test_data/cellarray': (
        'averaged_v7.mat averaged_v73.mat epoched_v7.mat epoched_v73.mat raw_v7.mat raw_v73.mat'
    ),
    'fieldtrip/ft_test_data/neuromag306': (
        'averaged_v7.mat averaged_v73.mat epoched_v7.mat epoched_v73.mat raw_v7.mat raw_v73.mat'
    ),
}

FIELDTRIP_MAT_OTHER = {
    '': (
        'ARTEMIS123/Artemis_Data_2017-04-04-15h-44m-22s_Motion_Translation-z_mc.pos '
        'BDF/multiple_annotation_chans.bdf BDF/test_generator_2.bdf '
        'BOXY/boxy_0_84_digaux_recording/boxy_0_84_triggers_unparsed.txt BTi/4Dsim/hs_file '
        'BTi/erm_HFH/config CTF/catch-alp-good-f.ds/catch-alp-good-f.hc '
        'CTF/catch-alp-good-f.ds_randpos_raw.fif CTF/testdata_ctf.ds/processing.cfg '
        'CTF/testdata_ctf.ds/testdata_ctf.acq CTF/testdata_ctf.ds_raw.fif '
        'CTF/testdata_ctf_short.ds/testdata_ctf_short.newds '
        'CTF/testdata_ctf_short.ds/testdata_ctf_short.res4 '
        'CTF/testdata_ctf_short_discontinuous.ds/ClassFile.cls EGI/test_egi.mff/Contents/Info.plist '
        'EGI/test_egi_evoked.mff/info1.xml EGI/test_egi_evoked.mff/signal1.bin '
        'EGI/test_egi_multiepoch_paused.mff/Contents/PkgInfo EGI/test_egi_pns.mff/Contents/Info.plist '
        'EGI/w1337_20191014_105416.mff/Contents/Info.plist EGI/w1337_20191014_105416.mff/Contents/PkgInfo '
        'GDF/test_1ch.gdf MEG/sample/labels/Vis-lh.label '
        'NIRx/nirscout/nirx_15_2_recording/NIRS-2019-10-02_003.evt '
        'NIRx/nirscout/nirx_15_2_recording/NIRS-2019-10-02_003.wl1 '
        'NIRx/nirscout/nirx_15_2_recording_w_short/NIRS-2019-08-23_001.dat '
        'NIRx/nirscout/nirx_15_3_recording/NIRS-2020-08-18_001.set '
        'NIRx/nirscout/nirx_15_3_recording/NIRS-2020-08-18_001.wl1 '
        'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_on_montage_channels/NIRS-2021-04-28_009.set '
        'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_on_montage_channels/NIRS-2021-04-28_009_config.txt '
        'NIRx/nirsport_v2/aurora_2021_9/2021-10-01_002.wl2 '
        'Persyst/sub-pt1_ses-02_task-monitor_acq-ecog_run-01_clip2.dat '
        'Persyst/sub-pt1_ses-02_task-monitor_acq-ecog_run-01_clip2.lay QuSpin/quspin_N1_test_data.lvm '
        'SNIRF/Kernel/Flow50/Portal_2021_11/README.md SNIRF/Kernel/Flow50/Portal_2021_11/td_moments.snirf '
        'SNIRF/NIRx/NIRSport2/1.0.3/2021-04-23_005.snirf SNIRF/NIRx/NIRSport2/2021.9/2021-10-01_002.snirf '
        'SNIRF/README.md SNIRF/SfNIRS/snirf_homer3/1.0.3/nirx_15_3_recording.snirf '
        'antio/CA_208/test_CA_208.vhdr antio/CA_208/test_CA_208_amp_disconnection.vmrk '
        'antio/CA_208_refs/test-ref.vhdr antio/NA_271/test-na-271.cnt antio/NA_271/test-na-271.evt '
        'antio/NA_271_bips/test-na-271-legacy.evt antio/NA_271_bips/test-na-271.eeg '
        'antio/andy_101/Andy_101-raw.evt antio/andy_101/Andy_101-raw.vmrk '
        'antio/user_annotations/test-user-annotation.vmrk dip/fixed_auto.dip dip/fixed_auto.fif '
        'misc/neuromag122_test_file-raw.fif montage/captrak_coords.bvct montage/coordinates.xml '
        'subjects/fsaverage/bem/fsaverage-ico-5-src.fif subjects/fsaverage/surf/lh.sphere '
        'subjects/fsaverage/surf/lh.sphere.reg subjects/fsaverage_ds/surf/rh.sphere.left_right '
        'subjects/fsaverage_sym/surf/lh.sphere.reg subjects/fsaverage_sym/surf/rh.sphere.reg '
        'subjects/morph-maps/sample-fsaverage-morph.fif subjects/sample/label/rh.V1.label'
    ),
    'Brainvision': (
        'test_NO.eeg test_NO.vhdr test_VAmp.ahdr'
    ),
    'CTF/testdata_ctf_mc.ds': (
        'testdata_ctf_mc.acq testdata_ctf_mc.hist testdata_ctf_mc.infods'
    ),
    'CTF/testdata_ctf_pseudocontinuous.ds': (
        'params.dsc testdata_ctf_pseudocontinuous.hc testdata_ctf_pseudocontinuous.infods'
    ),
    'EEGLAB': (
        'README test_chans.locs test_raw.set test_raw_2021.set test_raw_chanloc.fdt '
        'test_raw_chanloc_fids.fdt test_raw_onefile.set'
    ),
    'EGI/test_egi.mff': (
        'epochs.xml log_testfile23022017_20170223_113514.txt recordingSettings.xml sensorLayout.xml'
    ),
    'EGI/test_egi_multiepoch_eprime.mff': (
        '_launchMFF.lch epochs.xml info.xml recordingSettings.xml subject.xml'
    ),
    'EGI/test_egi_multiepoch_paused.mff': (
        '_launchMFF.lch sensorLayout.xml subject.xml'
    ),
    'EGI/test_egi_pns.mff': (
        'Events_Calibration.xml pnsSet.xml sensorLayout.xml'
    ),
    'EGI/test_egi_pns_bug.mff': (
        'Info.plist epochs.xml pnsSet.xml signal2.bin'
    ),
    'EGI/w1337_20191014_105416.mff': (
        'Events_User_Events.xml info.xml info2.xml lastSettings.xml sensorLayout.xml signal1.bin'
    ),
    'MEG/sample': (
        'audvis.ave sample_audvis-ave.fif sample_audvis-cov.fif sample_audvis_trunc-cov.fif '
        'sample_audvis_trunc-eeg-oct-4-fwd-sensmap-5-rh.w sample_audvis_trunc-eeg-oct-4-fwd-sensmap-6-lh.w '
        'sample_audvis_trunc-meg-eeg-oct-4-meg-eeg-diagnoise-inv.fif '
        'sample_audvis_trunc-meg-eeg-oct-4-meg-nodepth-fixed-inv.fif '
        'sample_audvis_trunc-meg-eeg-oct-6-fwd.fif sample_audvis_trunc-meg-eeg-oct-6-meg-inv.fif '
        'sample_audvis_trunc-meg-lh.stc sample_audvis_trunc-meg-vol-7-meg-inv.fif '
        'sample_audvis_trunc-trans.fif sample_audvis_trunc_raw.fif'
    ),
    'NIRx/nirscout/nirx_15_0_recording': (
        'NIRS-2019-10-27_003.avg NIRS-2019-10-27_003.tpl NIRS-2019-10-27_003.wl1 NIRS-2019-10-27_003.wl2 '
        'NIRS-2019-10-27_003_probeInfo.mat'
    ),
    'NIRx/nirscout/nirx_15_2_recording_w_overlap': (
        'NIRS-2020-03-11_002.evt NIRS-2020-03-11_002.hdr NIRS-2020-03-11_002_config.txt'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_not_on_montage_channels': (
        'NIRS-2020-12-02_021.inf NIRS-2020-12-02_021.nosatflags_wl2 NIRS-2020-12-02_021.wl1'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_wo_saturation': (
        'NIRS-2020-12-02_018.avg NIRS-2020-12-02_018.hdr NIRS-2020-12-02_018_config.txt'
    ),
    'NIRx/nirsport_v2/aurora_2021_9_6': (
        '2022-05-23_004.zip 2022-05-23_004_calibration.json 2022-05-23_004_config.json'
    ),
    'NIRx/nirsport_v2/aurora_recording _w_short_and_acc': (
        '2021-05-05_001.wl1 2021-05-05_001.wl2 2021-05-05_001.zip 2021-05-05_001_config.hdr '
        '2021-05-05_001_config.json 2021-05-05_001_lsl.tri digpts.txt'
    ),
    'SSS': (
        'ct_sparse_mgh.fif sample_audvis_trunc_regIn_raw_sss.fif test_move_anon_badRecon_raw_sss.fif '
        'test_move_anon_erm_st1_raw_sss.fif test_move_anon_hpisubt_raw.fif test_move_anon_raw_sss.fif'
    ),
    'SSS/TRIUX': (
        'triux_bmlhus_erm_cal_raw_sss.fif triux_bmlhus_erm_ctc_cal_regIn_raw_sss.fif '
        'triux_bmlhus_erm_regIn_raw_sss.fif'
    ),
    'curry': (
        'Ref_channel_omitted Curry7.dap',
        'Ref_channel_omitted Curry7.rs3',
        'test_bdf_stim_channel Curry 7 ASCII.cef',
        'test_bdf_stim_channel Curry 7.cef',
        'test_bdf_stim_channel Curry 7.dap',
        'test_sfreq_0.dap',
        'test_sfreq_0.dat',
    ),
    'fieldtrip': (
        'create_cell_array_data.m create_fieldtrip_data.m create_ft_data_fun.m not_uniform_time.mat '
        'old_version.mat one_channel_elec_bug_data_v7.mat one_channel_elec_bug_data_v73.mat'
    ),
    'fieldtrip/beamformer': (
        'ft_source_ug_scal-vol.mat ft_source_ug_vec-vol.mat ft_source_ung-vol.mat ft_source_ung_pow-vol.mat '
        'ft_source_ung_vec-vol.mat'
    ),
    'neuralynx': (
        'Events.mat Events.nev xAIR1.mat xEKG1.mat xEKG1.ncs'
    ),
    'subjects/sample/bem': (
        'sample-1280-1280-1280-bem.fif sample-320-320-320-bem-sol.fif sample-320-320-320-bem.fif '
        'sample-fsaverage-ico-5-src.fif sample-head.fif'
    ),
    'subjects/sample/label/aparc': (
        'inferiorparietal-lh.label isthmuscingulate-lh.label lateralorbitofrontal-lh.label '
        'medialorbitofrontal-rh.label parsorbitalis-lh.label pericalcarine-lh.label postcentral-lh.label '
        'precentral-lh.label precuneus-lh.label rostralmiddlefrontal-rh.label supramarginal-lh.label '
        'temporalpole-lh.label temporalpole-rh.label'
    ),
    'subjects/sample/mri': (
        'aseg.mgz brain.mgz rh.ribbon.mgz'
    ),
    'subjects/sample/surf': (
        'lh.curv rh.curv rh.inflated rh.white'
    ),
}

APARC_LABELS_KIND = {
    'subjects/sample/label/aparc': (
        'bankssts-lh.label bankssts-rh.label caudalanteriorcingulate-lh.label '
        'caudalanteriorcingulate-rh.label caudalmiddlefrontal-lh.label caudalmiddlefrontal-rh.label '
        'cuneus-lh.label cuneus-rh.label entorhinal-lh.label entorhinal-rh.label frontalpole-lh.label '
        'frontalpole-rh.label fusiform-lh.label fusiform-rh.label inferiorparietal-lh.label '
        'inferiorparietal-rh.label inferiortemporal-lh.label inferiortemporal-rh.label insula-lh.label '
        'insula-rh.label isthmuscingulate-lh.label isthmuscingulate-rh.label lateraloccipital-lh.label '
        'lateraloccipital-rh.label lateralorbitofrontal-lh.label lateralorbitofrontal-rh.label '
        'lingual-lh.label lingual-rh.label medialorbitofrontal-lh.label medialorbitofrontal-rh.label '
        'middletemporal-lh.label middletemporal-rh.label paracentral-lh.label paracentral-rh.label '
        'parahippocampal-lh.label parahippocampal-rh.label parsopercularis-lh.label parsopercularis-rh.label '
        'parsorbitalis-lh.label parsorbitalis-rh.label parstriangularis-lh.label parstriangularis-rh.label '
        'pericalcarine-lh.label pericalcarine-rh.label postcentral-lh.label postcentral-rh.label '
        'posteriorcingulate-lh.label posteriorcingulate-rh.label precentral-lh.label precentral-rh.label '
        'precuneus-lh.label precuneus-rh.label rostralanteriorcingulate-lh.label '
        'rostralanteriorcingulate-rh.label rostralmiddlefrontal-lh.label rostralmiddlefrontal-rh.label '
        'superiorfrontal-lh.label superiorfrontal-rh.label superiorparietal-lh.label '
        'superiorparietal-rh.label superiortemporal-lh.label superiortemporal-rh.label '
        'supramarginal-lh.label supramarginal-rh.label temporalpole-lh.label temporalpole-rh.label '
        'transversetemporal-lh.label transversetemporal-rh.label'
    ),
}

APARC_LABELS_OTHER = {
    '': (
        'BOXY/boxy_0_84_digaux_recording/boxy_0_84_triggers_unparsed.txt',
        'BTi/4Dsim/config',
        'CTF/somMDYO-18av.ds/processing.cfg',
        'CTF/testdata_ctf_pseudocontinuous.ds/processing.cfg',
        'CTF/testdata_ctf_pseudocontinuous.ds/testdata_ctf_pseudocontinuous.meg4',
        'CTF/testdata_ctf_short.ds/bad.segments',
        'CTF/testdata_ctf_short.ds/processing.cfg',
        'CTF/testdata_ctf_short_discontinuous.ds/params.dsc',
        'EDF/test_reduced.edf',
        'EGI/test_egi.mff/workspace.plist',
        'EGI/test_egi_evoked.mff/subjects/example_3.xyz',
        'EGI/test_egi_multiepoch_eprime.mff/Contents/Info.plist',
        'EGI/w1337_20191014_105416.mff/Contents/PkgInfo',
        'FIL/README.md',
        'FIL/sub-noise_ses-001_task-noise220622_run-001_hfc_l3.mat',
        'GDF/test_gdf_1.25_biosig.npy',
        'GDF/test_gdf_2.20_biosig.mat',
        'NIRx/nirscout/nirx_15_0_recording/NIRS-2019-10-27_003.inf',
        'NIRx/nirscout/nirx_15_0_recording/NIRS-2019-10-27_003.tpl',
        'NIRx/nirscout/nirx_15_2_recording_w_overlap/NIRS-2020-03-11_002_config.txt',
        'NIRx/nirscout/nirx_15_2_recording_w_overlap/NIRS-2020-03-11_002_probeInfo.mat',
        'NIRx/nirscout/nirx_15_2_recording_w_short/NIRS-2019-08-23_001.set',
        'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_on_montage_channels/NIRS-2021-04-28_009_probeInfo.mat',
        'NIRx/nirsport_v1/nirx_15_3_recording_wo_saturation/NIRS-2020-12-02_018.inf',
        'NIRx/nirsport_v2/aurora_recording _w_short_and_acc/2021-05-05_001.zip',
        'NIRx/nirsport_v2/aurora_recording _w_short_and_acc/2021-05-05_001_config.hdr',
        'NihonKohden/MB0400FU.EDF',
        'Persyst/sub-pt1_ses-02_task-monitor_acq-ecog_run-01_clip2.dat',
        'SNIRF/FieldTrip/220307_opticaldensity.snirf',
        'SSS/TRIUX/sss_cal_BMLHUS.dat',
        'SSS/TRIUX/triux_bmlhus_erm_ctc_raw_sss.fif',
        'antio/CA_208/test_CA_208.cnt',
        'antio/CA_208_refs/test-ref.eeg',
        'antio/NA_271/test-na-271.evt',
        'antio/NA_271_bips/test-na-271-legacy.evt',
        'antio/andy_101/Andy_101-raw.vmrk',
        'antio/user_annotations/test-user-annotation-legacy.cnt',
        'antio/user_annotations/test-user-annotation.vmrk',
        'eyetrack/test_eyelink_HREF.asc',
        'fieldtrip/beamformer/ft_source_ug_vec-vol.mat',
        'fieldtrip/ft_test_data/CNT/averaged_v7.mat',
        'fieldtrip/ft_test_data/CTF/averaged_v73.mat',
        'fieldtrip/ft_test_data/CTF/raw_v7.mat',
        'fieldtrip/ft_test_data/EGI/averaged_v73.mat',
        'fieldtrip/ft_test_data/KIT/raw_v7.mat',
        'fieldtrip/ft_test_data/KIT/raw_v73.mat',
        'fieldtrip/ft_test_data/neuromag306/averaged_v73.mat',
        'fieldtrip/one_channel_elec_bug_data_v7.mat',
        'fieldtrip/one_channel_elec_bug_data_v73.mat',
        'montage/egi_dig_raw.fif',
        'neuralynx/xEKG1.ncs',
        'subjects/bert/surf/lh.inflated.nofix',
        'subjects/bert/surf/note.txt',
        'subjects/fsaverage/mri/transforms/talairach.xfm',
        'subjects/sample/mri/flash/mef05.mgz',
        'subjects/sample/mri/flash/mef30.mgz',
        'subjects/sample/mri/transforms/talairach.xfm',
        'subjects/sample_ds/surf/lh.sphere.reg',
        'subjects/sample_ds/surf/rh.sphere.reg',
        'wfdb/chb06_04.edf.seizures',
    ),
    'CTF': (
        'somMDYO-18av.ds_raw.fif testdata_ctf.ds_raw.fif testdata_ctf_short.ds_raw.fif'
    ),
    'CTF/testdata_ctf_mc.ds': (
        'MarkerFile.mrk params.dsc processing.cfg'
    ),
    'EEGLAB': (
        'test_epochs.set test_raw_2021.set test_raw_chanloc_fids.set'
    ),
    'EGI/test_egi_multiepoch_eprime.mff': (
        '_launchMFF.lch epochs.xml info1.xml'
    ),
    'EGI/test_egi_pns_bug.mff': (
        'epochs.xml info.xml.bak subject.xml'
    ),
    'EGI/w1337_20191014_105416.mff': (
        '_launchMFF.lch info.xml signal2.bin'
    ),
    'KIT': (
        'Example_PQA160C_1001-export_anonymyze.con MQKIT_125.mrk test_as-raw.con'
    ),
    'MEG/sample': (
        'sample_audvis_trunc-eeg-oct-4-fwd-sensmap-5-rh.w sample_audvis_trunc-eeg-oct-4-fwd-sensmap-6-rh.w '
        'sample_audvis_trunc-eeg-oct-4-fwd-sensmap-rh.w sample_audvis_trunc-grad-oct-4-fwd-sensmap-rh.w '
        'sample_audvis_trunc-meg-eeg-oct-4-fwd.fif sample_audvis_trunc-meg-eeg-oct-6-meg-inv.fif'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_not_on_montage_channels': (
        'NIRS-2020-12-02_021.inf NIRS-2020-12-02_021.nosatflags_wl2 NIRS-2020-12-02_021.wl1'
    ),
    'NIRx/nirsport_v2/aurora_2021_9': (
        '2021-10-01_002_calibration.json 2021-10-01_002_description.json 2021-10-01_002_lsl.tri '
        '2021-10-01_002_probeInfo.mat'
    ),
    'NIRx/nirsport_v2/aurora_2021_9_6': (
        '2022-05-23_004.snirf 2022-05-23_004.zip 2022-05-23_004_config.hdr 2022-05-23_004_description.json '
        'digpts.txt'
    ),
    'SSS': (
        'chpi5_raw.fif ct_sparse.fif sss_cal_3053.dat test_move_anon_erm_crossTalk_raw_sss.fif '
        'test_move_anon_erm_devOrigin_raw_sss.fif test_move_anon_fineCal_raw_sss.fif '
        'test_move_anon_movecomp_regIn_raw_sss.fif test_move_anon_raw.pos test_move_anon_raw_subsampled.pos '
        'test_move_anon_st10s_raw_sss.fif test_move_anon_st1FineCalCrossTalkRegIn_raw_sss.fif'
    ),
    'curry': (
        'Ref_channel_omitted reordered Curry7.dat',
        'c,rfDC Curry 7.dap',
        'c,rfDC Curry 8.cdt.dpa',
        'test_bdf_stim_channel Curry 7.rs3',
        'test_bdf_stim_channel Curry 8 ASCII.cdt',
    ),
    'fieldtrip/ft_test_data/cellarray': (
        'epoched_v7.mat epoched_v73.mat raw_v73.mat'
    ),
    'subjects/fsaverage/bem': (
        'fsaverage-ico-5-src.fif fsaverage-trans.fif fsaverage-vol7-nointerp-src.fif.gz'
    ),
    'subjects/fsaverage/label': (
        'lh.7Networks_7.label lh.PALS_B12_Lobes.annot lh.aparc.annot rh.PALS_B12_Lobes.annot rh.aparc.annot'
    ),
    'subjects/fsaverage/mri': (
        'T1.mgz aseg.mgz brain.mgz'
    ),
    'subjects/fsaverage/surf': (
        'lh.cortex.patch.flat lh.curv lh.inflated lh.sphere lh.sphere.reg lh.white rh.cortex.patch.flat '
        'rh.curv rh.inflated rh.sphere rh.sphere.reg rh.white'
    ),
    'subjects/fsaverage_ds/surf': (
        'lh.sphere.left_right lh.sphere.reg rh.sphere.left_right rh.sphere.reg'
    ),
    'subjects/fsaverage_sym/surf': (
        'lh.sphere lh.sphere.reg rh.sphere rh.sphere.reg'
    ),
    'subjects/morph-maps': (
        'fsaverage-fsaverage-morph.fif fsaverage_ds-fsaverage_ds-xhemi-morph.fif '
        'fsaverage_ds-sample_ds-morph.fif fsaverage_sym-fsaverage_sym-xhemi-morph.fif '
        'sample-fsaverage-morph.fif sample-fsaverage_sym-morph.fif'
    ),
    'subjects/sample/bem': (
        'inner_skull.surf inner_skull.tri outer_skin.surf outer_skin.tri outer_skull.surf outer_skull.tri '
        'sample-1280-1280-1280-bem-sol.fif sample-1280-1280-1280-bem.fif sample-1280-bem-sol.fif '
        'sample-1280-bem.fif sample-320-320-320-bem-sol.fif sample-320-320-320-bem.fif '
        'sample-320-bem-sol.fif sample-320-bem.fif sample-fiducials.fif sample-fsaverage-ico-5-src.fif '
        'sample-head-dense.fif sample-head.fif sample-oct-2-src.fif sample-oct-4-src.fif '
        'sample-oct-6-src.fif sample-volume-7mm-src.fif'
    ),
    'subjects/sample/label': (
        'lh.V1.label lh.aparc.a2009s.annot lh.aparc.annot rh.V1.label rh.aparc.a2009s.annot rh.aparc.annot'
    ),
    'subjects/sample/mri': (
        'T1.mgz aseg.mgz brain.mgz lh.ribbon.mgz rh.ribbon.mgz seghead.mgz'
    ),
    'subjects/sample/surf': (
        'lh.curv lh.inflated lh.seghead lh.sphere lh.sphere.reg lh.white rh.curv rh.inflated rh.sphere '
        'rh.sphere.reg rh.white'
    ),
}

NIRSCOUT_KIND = {
    'NIRx/nirscout/nirx_15_0_recording': (
        'NIRS-2019-10-27_003.avg NIRS-2019-10-27_003.dat NIRS-2019-10-27_003.evt NIRS-2019-10-27_003.hdr '
        'NIRS-2019-10-27_003.inf NIRS-2019-10-27_003.set NIRS-2019-10-27_003.tpl NIRS-2019-10-27_003.wl1 '
        'NIRS-2019-10-27_003.wl2 NIRS-2019-10-27_003_config.txt NIRS-2019-10-27_003_probeInfo.mat'
    ),
    'NIRx/nirscout/nirx_15_2_recording': (
        'NIRS-2019-10-02_003.avg NIRS-2019-10-02_003.dat NIRS-2019-10-02_003.evt NIRS-2019-10-02_003.hdr '
        'NIRS-2019-10-02_003.inf NIRS-2019-10-02_003.set NIRS-2019-10-02_003.tpl NIRS-2019-10-02_003.wl1 '
        'NIRS-2019-10-02_003.wl2 NIRS-2019-10-02_003_config.txt NIRS-2019-10-02_003_probeInfo.mat'
    ),
    'NIRx/nirscout/nirx_15_2_recording_w_overlap': (
        'NIRS-2020-03-11_002.dat NIRS-2020-03-11_002.evt NIRS-2020-03-11_002.hdr NIRS-2020-03-11_002.inf '
        'NIRS-2020-03-11_002.set NIRS-2020-03-11_002.tpl NIRS-2020-03-11_002.wl1 NIRS-2020-03-11_002.wl2 '
        'NIRS-2020-03-11_002_config.txt NIRS-2020-03-11_002_probeInfo.mat'
    ),
    'NIRx/nirscout/nirx_15_2_recording_w_short': (
        'NIRS-2019-08-23_001.avg NIRS-2019-08-23_001.dat NIRS-2019-08-23_001.evt NIRS-2019-08-23_001.hdr '
        'NIRS-2019-08-23_001.inf NIRS-2019-08-23_001.set NIRS-2019-08-23_001.tpl NIRS-2019-08-23_001.wl1 '
        'NIRS-2019-08-23_001.wl2 NIRS-2019-08-23_001_config.txt NIRS-2019-08-23_001_probeInfo.mat'
    ),
    'NIRx/nirscout/nirx_15_3_recording': (
        'NIRS-2020-08-18_001.avg NIRS-2020-08-18_001.dat NIRS-2020-08-18_001.evt NIRS-2020-08-18_001.hdr '
        'NIRS-2020-08-18_001.inf NIRS-2020-08-18_001.set NIRS-2020-08-18_001.tpl NIRS-2020-08-18_001.wl1 '
        'NIRS-2020-08-18_001.wl2 NIRS-2020-08-18_001_config.txt NIRS-2020-08-18_001_probeInfo.mat'
    ),
}

NIRSCOUT_OTHER = {
    '': (
        '.gitignore ARTEMIS123/Artemis_Data_2017-04-14-10h-38m-59s_Phantom_1k_HPI_1s.bin BTi/erm_HFH/c,rfDC '
        'Brainvision/Analyzer_nV_Export.vhdr Brainvision/test_NO.eeg CTF/README.txt '
        'CTF/catch-alp-good-f.ds/catch-alp-good-f.newds CTF/somMDYO-18av.ds/somMDYO-18av.hc '
        'CTF/somMDYO-18av.ds/somMDYO-18av.meg4 CTF/somMDYO-18av.ds_raw.fif '
        'CTF/testdata_ctf_pseudocontinuous.ds/ClassFile.cls '
        'CTF/testdata_ctf_short.ds/testdata_ctf_short.newds EGI/test_egi.mff/Contents/Info.plist '
        'EGI/test_egi.mff/Contents/PkgInfo EGI/test_egi_evoked.mff/epochs.xml '
        'EGI/test_egi_evoked.mff/info1.xml EGI/test_egi_evoked_cat1.txt '
        'EGI/test_egi_pns_bug.mff/sensorLayout.xml EGI/test_egi_pns_bug.mff/signal1.bin '
        'GDF/test_gdf_1.25_biosig.npy MEG/sample/labels/Aud-rh.label MEG/sample/labels/Vis-rh.label '
        'NIRx/nirscout/validation/nirx_15_0_recording_bl.mat NihonKohden/MB0400FU.11D '
        'NihonKohden/MB0400FU.LOG SNIRF/NIRx/NIRSport2/2021.9/2021-10-01_002.snirf '
        'antio/NA_271/test-na-271.evt antio/NA_271_bips/test-na-271-legacy.evt '
        'antio/NA_271_bips/test-na-271.vmrk eximia/test_eximia.mat eximia/test_eximia.nxe '
        'fieldtrip/beamformer/ft_source_ug_vec-vol.mat fieldtrip/beamformer/ft_source_ung_vec-vol.mat '
        'fieldtrip/ft_test_data/CNT/averaged_v73.mat fieldtrip/ft_test_data/CNT/raw_v73.mat '
        'fieldtrip/ft_test_data/EGI/raw_v73.mat misc/intervalrecording_raw.fif '
        'misc/sample_invalid_birthday_raw.fif nedf/testdata.nedf nsx/test_NEURALCD_raw.ns3 '
        'subjects/fsaverage/label/lh.aparc.annot subjects/fsaverage/mri/brain.mgz '
        'subjects/fsaverage/surf/lh.curv subjects/fsaverage_sym/surf/rh.sphere '
        'subjects/morph-maps/sample-fsaverage-morph.fif subjects/sample/label/lh.aparc.a2009s.annot '
        'subjects/sample/label/rh.V1.label subjects/sample/mri/flash/mef05.mgz '
        'subjects/sample/surf/rh.sphere'
    ),
    'BTi/4Dsim': (
        'c,rfDC c,rfDC,fn50,o config hs_file'
    ),
    'CTF/testdata_ctf.ds': (
        'BadChannels ClassFile.cls bad.segments testdata_ctf.acq'
    ),
    'EDF': (
        'chtypes_edf.edf test_edf_overlapping_annotations.edf test_edf_stim_resamp.edf'
    ),
    'EEGLAB': (
        'test_epochs.fdt test_raw.fdt test_raw_chanloc.set'
    ),
    'EGI/test_egi.mff': (
        '._Events_255 DINs.xml',
        'info.xml',
        'info1.xml',
        'log_testfile23022017_20170223_113514.txt',
    ),
    'EGI/test_egi_multiepoch_eprime.mff': (
        'coordinates.xml epochs.xml sensorLayout.xml'
    ),
    'EGI/test_egi_multiepoch_paused.mff': (
        'epochs.xml info.xml info1.xml workspace.plist'
    ),
    'EGI/w1337_20191014_105416.mff': (
        'coordinates.xml info.xml signal1.bin'
    ),
    'FIL': (
        'sub-noise_ses-001_task-noise220622_run-001_hfc_l1.mat '
        'sub-noise_ses-001_task-noise220622_run-001_hfc_l2.mat '
        'sub-noise_ses-001_task-noise220622_run-001_hfc_l3.mat'
    ),
    'KIT': (
        '010409_Motor_task_coregist-export_tiny_1s.con Example_RICOH160-1_10020-export_anonymyze.con '
        'test_as-raw.con'
    ),
    'MEG/sample': (
        'sample_audvis-ave.fif sample_audvis_ecg-proj.fif sample_audvis_trunc-eeg-oct-4-fwd-sensmap-4-rh.w '
        'sample_audvis_trunc-eeg-oct-4-fwd-sensmap-5-rh.w sample_audvis_trunc-eeg-oct-4-fwd-sensmap-7-rh.w '
        'sample_audvis_trunc-meg-vol-7-fwd.fif sample_audvis_trunc-trans.fif sample_audvis_trunc_set1.bdip'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_not_on_montage_channels': (
        'NIRS-2020-12-02_021.avg NIRS-2020-12-02_021.dat NIRS-2020-12-02_021.evt NIRS-2020-12-02_021.hdr '
        'NIRS-2020-12-02_021.inf NIRS-2020-12-02_021.nosatflags_wl1 NIRS-2020-12-02_021.nosatflags_wl2 '
        'NIRS-2020-12-02_021.set NIRS-2020-12-02_021.tpl NIRS-2020-12-02_021.wl1 NIRS-2020-12-02_021.wl2 '
        'NIRS-2020-12-02_021_config.txt NIRS-2020-12-02_021_probeInfo.mat'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_on_montage_channels': (
        'NIRS-2021-04-28_009.avg NIRS-2021-04-28_009.dat NIRS-2021-04-28_009.evt NIRS-2021-04-28_009.hdr '
        'NIRS-2021-04-28_009.inf NIRS-2021-04-28_009.nosatflags_wl1 NIRS-2021-04-28_009.nosatflags_wl2 '
        'NIRS-2021-04-28_009.set NIRS-2021-04-28_009.tpl NIRS-2021-04-28_009.wl1 NIRS-2021-04-28_009.wl2 '
        'NIRS-2021-04-28_009_config.txt NIRS-2021-04-28_009_probeInfo.mat'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_wo_saturation': (
        'NIRS-2020-12-02_018.avg NIRS-2020-12-02_018.dat NIRS-2020-12-02_018.evt NIRS-2020-12-02_018.hdr '
        'NIRS-2020-12-02_018.inf NIRS-2020-12-02_018.set NIRS-2020-12-02_018.tpl NIRS-2020-12-02_018.wl1 '
        'NIRS-2020-12-02_018.wl2 NIRS-2020-12-02_018_config.txt NIRS-2020-12-02_018_probeInfo.mat'
    ),
    'NIRx/nirsport_v2/aurora_2021_9': (
        '2021-10-01_002.wl1 2021-10-01_002.wl2 2021-10-01_002_calibration.json 2021-10-01_002_config.hdr '
        '2021-10-01_002_config.json 2021-10-01_002_description.json 2021-10-01_002_lsl.tri '
        '2021-10-01_002_probeInfo.mat digpts.txt'
    ),
    'NIRx/nirsport_v2/aurora_2021_9_6': (
        '2022-05-23_004.nirs 2022-05-23_004.snirf 2022-05-23_004.tri 2022-05-23_004.wl1 2022-05-23_004.wl2 '
        '2022-05-23_004.zip 2022-05-23_004_calibration.json 2022-05-23_004_config.hdr '
        '2022-05-23_004_config.json 2022-05-23_004_description.json 2022-05-23_004_probeInfo.mat digpts.txt'
    ),
    'NIRx/nirsport_v2/aurora_recording _w_short_and_acc': (
        '2021-05-05_001.nirs 2021-05-05_001.wl1 2021-05-05_001.wl2 2021-05-05_001.zip '
        '2021-05-05_001_config.hdr 2021-05-05_001_config.json 2021-05-05_001_description.json '
        '2021-05-05_001_lsl.tri 2021-05-05_001_probeInfo.mat digpts.txt'
    ),
    'SSS': (
        '141027.dat 141027_cropped_90Hz_raw.fif ct_sparse_Leipzig_20080627.fif sss_cal_3053.dat '
        'sss_cal_Leipzig_20140903.dat test_move_anon_nonStdOrigin_raw_sss.fif '
        'test_move_anon_regIn_raw_sss.fif test_move_anon_st1FineCalCrossTalkRegIn_raw_sss.fif '
        'test_move_anon_st4s_raw_sss.fif test_move_anon_transSample_raw_sss.fif'
    ),
    'SSS/TRIUX': (
        'sss_cal_BMLHUS.dat triux_bmlhus_erm_ctc_cal_regIn_raw_sss.fif triux_bmlhus_erm_raw.fif '
        'triux_bmlhus_erm_regIn_raw_sss.fif'
    ),
    'antio/CA_208': (
        'test_CA_208.cnt test_CA_208.vhdr test_CA_208_amp_disconnection.vhdr test_CA_208_start_stop.seg'
    ),
    'curry': (
        'c,rfDC Curry 7.dat',
        'test_bdf_stim_channel Curry 7.dap',
        'test_bdf_stim_channel Curry 8 ASCII.cdt',
        'test_bdf_stim_channel Curry 8 ASCII.cdt.cef',
        'test_sfreq_0.dap',
        'test_sfreq_0.dat',
    ),
    'neuralynx': (
        'LAHCu1.mat LAHCu1.ncs README.md'
    ),
    'subjects/sample/bem': (
        'outer_skull.tri sample-1280-bem-sol.fif sample-320-320-320-bem.fif sample-320-bem.fif '
        'sample-fiducials.fif sample-fsaverage-ico-5-src.fif'
    ),
    'subjects/sample/label/aparc': (
        'caudalanteriorcingulate-rh.label caudalmiddlefrontal-lh.label lingual-rh.label '
        'middletemporal-lh.label paracentral-lh.label parahippocampal-rh.label rostralmiddlefrontal-rh.label '
        'transversetemporal-lh.label'
    ),
}

NIRSPORT_KIND = {
    'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_not_on_montage_channels': (
        'NIRS-2020-12-02_021.avg NIRS-2020-12-02_021.dat NIRS-2020-12-02_021.evt NIRS-2020-12-02_021.hdr '
        'NIRS-2020-12-02_021.inf NIRS-2020-12-02_021.nosatflags_wl1 NIRS-2020-12-02_021.nosatflags_wl2 '
        'NIRS-2020-12-02_021.set NIRS-2020-12-02_021.tpl NIRS-2020-12-02_021.wl1 NIRS-2020-12-02_021.wl2 '
        'NIRS-2020-12-02_021_config.txt NIRS-2020-12-02_021_probeInfo.mat'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_on_montage_channels': (
        'NIRS-2021-04-28_009.avg NIRS-2021-04-28_009.dat NIRS-2021-04-28_009.evt NIRS-2021-04-28_009.hdr '
        'NIRS-2021-04-28_009.inf NIRS-2021-04-28_009.nosatflags_wl1 NIRS-2021-04-28_009.nosatflags_wl2 '
        'NIRS-2021-04-28_009.set NIRS-2021-04-28_009.tpl NIRS-2021-04-28_009.wl1 NIRS-2021-04-28_009.wl2 '
        'NIRS-2021-04-28_009_config.txt NIRS-2021-04-28_009_probeInfo.mat'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_wo_saturation': (
        'NIRS-2020-12-02_018.avg NIRS-2020-12-02_018.dat NIRS-2020-12-02_018.evt NIRS-2020-12-02_018.hdr '
        'NIRS-2020-12-02_018.inf NIRS-2020-12-02_018.set NIRS-2020-12-02_018.tpl NIRS-2020-12-02_018.wl1 '
        'NIRS-2020-12-02_018.wl2 NIRS-2020-12-02_018_config.txt NIRS-2020-12-02_018_probeInfo.mat'
    ),
    'NIRx/nirsport_v2/aurora_2021_9': (
        '2021-10-01_002.wl1 2021-10-01_002.wl2 2021-10-01_002_calibration.json 2021-10-01_002_config.hdr '
        '2021-10-01_002_config.json 2021-10-01_002_description.json 2021-10-01_002_lsl.tri '
        '2021-10-01_002_probeInfo.mat'
    ),
    'NIRx/nirsport_v2/aurora_2021_9_6': (
        '2022-05-23_004.nirs 2022-05-23_004.snirf 2022-05-23_004.tri 2022-05-23_004.wl1 2022-05-23_004.wl2 '
        '2022-05-23_004.zip 2022-05-23_004_calibration.json 2022-05-23_004_config.hdr '
        '2022-05-23_004_config.json 2022-05-23_004_description.json 2022-05-23_004_probeInfo.mat'
    ),
    'NIRx/nirsport_v2/aurora_recording _w_short_and_acc': (
        '2021-05-05_001.nirs 2021-05-05_001.wl1 2021-05-05_001.wl2 2021-05-05_001.zip '
        '2021-05-05_001_config.hdr 2021-05-05_001_config.json 2021-05-05_001_description.json '
        '2021-05-05_001_lsl.tri 2021-05-05_001_probeInfo.mat'
    ),
}

NIRSPORT_OTHER = {
    '': (
        'ARTEMIS123/Artemis_Data_2017-04-04-15h-44m-22s_Motion_Translation-z.bin',
        'BOXY/boxy_0_40_recording/boxy_0_40_notriggers_unparsed.txt',
        'BTi/erm_HFH/c,rfDC',
        'Brainvision/Analyzer_nV_Export.vhdr',
        'CNT/scan41_short.cnt',
        'CNT/test_CNT_events_mne_JWoess_clipped.cnt',
        'CTF/catch-alp-good-f.ds/catch-alp-good-f.hc',
        'CTF/catch-alp-good-f.ds/catch-alp-good-f.newds',
        'CTF/testdata_ctf.ds/testdata_ctf.infods',
        'CTF/testdata_ctf_pseudocontinuous.ds/testdata_ctf_pseudocontinuous.hc',
        'CTF/testdata_ctf_pseudocontinuous.ds/testdata_ctf_pseudocontinuous.infods',
        'CTF/testdata_ctf_short.ds/ClassFile.cls',
        'CTF/testdata_ctf_short.ds/testdata_ctf_short.infods',
        'CTF/testdata_ctf_short_discontinuous.ds/processing.cfg',
        'CTF/testdata_ctf_short_discontinuous.ds/testdata_ctf_short_discontinuous.newds',
        'EGI/test_egi.mff/log_testfile23022017_20170223_113514.txt',
        'EGI/test_egi_multiepoch_eprime.mff/Contents/Info.plist',
        'EGI/test_egi_multiepoch_eprime.mff/Contents/PkgInfo',
        'EGI/test_egi_multiepoch_paused.mff/recordingSettings.xml',
        'EGI/test_egi_multiepoch_paused.mff/techNote.rtf',
        'EGI/test_egi_pns.mff/info.xml.bak',
        'EGI/test_egi_pns_bug.mff/info2.xml',
        'EGI/test_egi_pns_bug.mff/sensorLayout.xml',
        'EGI/w1337_20191014_105416.mff/log_w1337_20191014_105416.txt',
        'FIL/sub-noise_ses-001_task-noise220622_run-001_hfc_l3.mat',
        'FIL/sub-noise_ses-001_task-noise220622_run-001_positions.tsv',
        'GDF/test_gdf_1.25_biosig.npy',
        'GDF/test_gdf_2.20_biosig.mat',
        'NIRx/nirscout/validation/nirx_15_0_recording_bl.mat',
        'NIRx/nirsport_v2/aurora_2021_9/digpts.txt',
        'NIRx/nirsport_v2/aurora_2021_9_6/digpts.txt',
        'NIRx/nirsport_v2/aurora_recording _w_short_and_acc/digpts.txt',
        'NihonKohden/MB0400FU.CMT',
        'SSS/TRIUX/triux_bmlhus_erm_ctc_cal_raw_sss.fif',
        'SSS/TRIUX/triux_bmlhus_erm_st4_raw_sss.fif',
        'antio/CA_208/test_CA_208_amp_disconnection.evt',
        'antio/CA_208/test_CA_208_start_stop.eeg',
        'antio/CA_208_refs/test-ref-legacy.evt',
        'antio/NA_271/test-na-271.eeg',
        'antio/andy_101/Andy_101-raw.vmrk',
        'datasets/foo.tgz',
        'dip/fixed_manual.fif',
        'eximia/test_eximia.nxe',
        'eyetrack/test_eyelink_HREF.asc',
        'fieldtrip/beamformer/ft_source_ung_pow-vol.mat',
        'fieldtrip/beamformer/ft_source_ung_vec-vol.mat',
        'fieldtrip/ft_test_data/CTF/epoched_v7.mat',
        'fieldtrip/ft_test_data/CTF/epoched_v73.mat',
        'fieldtrip/not_uniform_time.mat',
        'fieldtrip/one_channel_elec_bug_data_v7.mat',
        'misc/intervalrecording_raw.fif',
        'misc/neuromag122_test_file-raw.fif',
        'nedf/testdata.nedf',
        'nsx/test_BRSMPGRP_raw.ns3',
        'nsx/test_NEURALSG_raw.ns3',
        'preprocessing/test_eeg_pos.mat',
        'subjects/bert/surf/lh.inflated.nofix',
        'subjects/fsaverage/label/lh.PALS_B12_Lobes.annot',
        'subjects/fsaverage/mri/aseg.mgz',
        'subjects/fsaverage/mri/brain.mgz',
        'subjects/fsaverage/mri/transforms/talairach.xfm',
        'subjects/sample/label/lh.aparc.annot',
        'subjects/sample/label/rh.aparc.a2009s.annot',
        'subjects/sample/mri/brain.mgz',
        'subjects/sample/mri/flash/mef30.mgz',
    ),
    'CTF/somMDYO-18av.ds': (
        'BadChannels somMDYO-18av.hc somMDYO-18av.res4'
    ),
    'CTF/testdata_ctf_mc.ds': (
        'params.dsc testdata_ctf_mc.acq testdata_ctf_mc.infods testdata_ctf_mc.newds'
    ),
    'EDF': (
        'test_edf_stim_resamp.edf test_reduced.edf test_utf8_annotations.edf'
    ),
    'EEGLAB': (
        'README test_epochs_onefile.set test_raw_chanloc.set test_raw_h5.set test_raw_onefile.set'
    ),
    'KIT': (
        'ArtificalSignalData_RICOH_1khz.con MQKIT_125.elp MQKIT_125_2sec.con'
    ),
    'MEG/sample': (
        'audvis.cov events_sample_audvis_raw_bst.mat sample_audvis_trunc-cov.fif '
        'sample_audvis_trunc-eeg-oct-4-fwd-sensmap-5-rh.w sample_audvis_trunc-eeg-oct-4-fwd-sensmap-lh.w '
        'sample_audvis_trunc-mag-oct-4-fwd-sensmap-3-lh.w '
        'sample_audvis_trunc-meg-eeg-oct-4-meg-eeg-diagnoise-inv.fif sample_audvis_trunc_set1.bdip '
        'sample_audvis_trunc_xfit.dip'
    ),
    'NIRx/nirscout/nirx_15_0_recording': (
        'NIRS-2019-10-27_003.avg NIRS-2019-10-27_003.dat NIRS-2019-10-27_003.evt NIRS-2019-10-27_003.hdr '
        'NIRS-2019-10-27_003.inf NIRS-2019-10-27_003.set NIRS-2019-10-27_003.tpl NIRS-2019-10-27_003.wl1 '
        'NIRS-2019-10-27_003.wl2 NIRS-2019-10-27_003_config.txt NIRS-2019-10-27_003_probeInfo.mat'
    ),
    'NIRx/nirscout/nirx_15_2_recording': (
        'NIRS-2019-10-02_003.avg NIRS-2019-10-02_003.dat NIRS-2019-10-02_003.evt NIRS-2019-10-02_003.hdr '
        'NIRS-2019-10-02_003.inf NIRS-2019-10-02_003.set NIRS-2019-10-02_003.tpl NIRS-2019-10-02_003.wl1 '
        'NIRS-2019-10-02_003.wl2 NIRS-2019-10-02_003_config.txt NIRS-2019-10-02_003_probeInfo.mat'
    ),
    'NIRx/nirscout/nirx_15_2_recording_w_overlap': (
        'NIRS-2020-03-11_002.dat NIRS-2020-03-11_002.evt NIRS-2020-03-11_002.hdr NIRS-2020-03-11_002.inf '
        'NIRS-2020-03-11_002.set NIRS-2020-03-11_002.tpl NIRS-2020-03-11_002.wl1 NIRS-2020-03-11_002.wl2 '
        'NIRS-2020-03-11_002_config.txt NIRS-2020-03-11_002_probeInfo.mat'
    ),
    'NIRx/nirscout/nirx_15_2_recording_w_short': (
        'NIRS-2019-08-23_001.avg NIRS-2019-08-23_001.dat NIRS-2019-08-23_001.evt NIRS-2019-08-23_001.hdr '
        'NIRS-2019-08-23_001.inf NIRS-2019-08-23_001.set NIRS-2019-08-23_001.tpl NIRS-2019-08-23_001.wl1 '
        'NIRS-2019-08-23_001.wl2 NIRS-2019-08-23_001_config.txt NIRS-2019-08-23_001_probeInfo.mat'
    ),
    'NIRx/nirscout/nirx_15_3_recording': (
        'NIRS-2020-08-18_001.avg NIRS-2020-08-18_001.dat NIRS-2020-08-18_001.evt NIRS-2020-08-18_001.hdr '
        'NIRS-2020-08-18_001.inf NIRS-2020-08-18_001.set NIRS-2020-08-18_001.tpl NIRS-2020-08-18_001.wl1 '
        'NIRS-2020-08-18_001.wl2 NIRS-2020-08-18_001_config.txt NIRS-2020-08-18_001_probeInfo.mat'
    ),
    'SSS': (
        '141027.dat README.txt chpi5_raw_mc.pos sss_cal_3053.dat test_move_anon_erm_crossTalk_raw_sss.fif '
        'test_move_anon_erm_devOrigin_raw_sss.fif test_move_anon_raw.pos '
        'test_move_anon_raw_simp_nonStdOrigin_sss.fif test_move_anon_raw_sss.fif '
        'test_move_anon_st1FineCalCrossTalkRegIn_raw_sss.fif'
    ),
    'curry': (
        'Ref_channel_omitted reordered Curry7.rs3',
        'c,rfDC Curry 8.cdt.dpa',
        'test_bdf_stim_channel Curry 7 ASCII.rs3',
        'test_bdf_stim_channel Curry 7.dap',
        'test_bdf_stim_channel Curry 8.cdt',
        'test_bdf_stim_channel Curry 8.cdt.cef',
        'test_sfreq_0.dap',
        'test_sfreq_0.rs3',
    ),
    'fieldtrip/ft_test_data/CNT': (
        'averaged_v73.mat raw_v7.mat raw_v73.mat'
    ),
    'fieldtrip/ft_test_data/cellarray': (
        'epoched_v73.mat raw_v7.mat raw_v73.mat'
    ),
    'montage': (
        'bv_dig_test.eeg bv_dig_test.vhdr coordinates.xml'
    ),
    'neuralynx': (
        'Events.mat xAIR1.mat xEKG1.ncs'
    ),
    'subjects/fsaverage/surf': (
        'lh.sphere lh.white rh.curv rh.sphere.reg'
    ),
    'subjects/sample/bem': (
        'outer_skin.surf outer_skull.tri sample-1280-bem-sol.fif sample-320-320-320-bem.fif sample-head.fif '
        'sample-oct-2-src.fif'
    ),
    'subjects/sample/label/aparc': (
        'caudalanteriorcingulate-lh.label cuneus-rh.label entorhinal-lh.label frontalpole-rh.label '
        'fusiform-lh.label isthmuscingulate-rh.label lateraloccipital-lh.label medialorbitofrontal-rh.label '
        'parstriangularis-rh.label pericalcarine-lh.label postcentral-lh.label rostralmiddlefrontal-rh.label '
        'superiorfrontal-lh.label superiorfrontal-rh.label'
    ),
}

ANTIO_EEG_KIND = {
    'antio/CA_208': (
        'test_CA_208.cnt test_CA_208.eeg test_CA_208.evt test_CA_208.vhdr test_CA_208.vmrk '
        'test_CA_208_amp_disconnection.cnt test_CA_208_amp_disconnection.eeg '
        'test_CA_208_amp_disconnection.evt test_CA_208_amp_disconnection.seg '
        'test_CA_208_amp_disconnection.vhdr test_CA_208_amp_disconnection.vmrk test_CA_208_start_stop.cnt '
        'test_CA_208_start_stop.eeg test_CA_208_start_stop.evt test_CA_208_start_stop.seg '
        'test_CA_208_start_stop.vhdr test_CA_208_start_stop.vmrk'
    ),
    'antio/CA_208_refs': (
        'test-ref-legacy.cnt test-ref-legacy.evt test-ref.cnt test-ref.eeg test-ref.evt test-ref.vhdr '
        'test-ref.vmrk'
    ),
    'antio/NA_271': (
        'test-na-271-legacy.cnt test-na-271-legacy.evt test-na-271.cnt test-na-271.eeg test-na-271.evt '
        'test-na-271.vhdr test-na-271.vmrk'
    ),
    'antio/NA_271_bips': (
        'test-na-271-legacy.cnt test-na-271-legacy.evt test-na-271.cnt test-na-271.eeg test-na-271.evt '
        'test-na-271.vhdr test-na-271.vmrk'
    ),
    'antio/andy_101': (
        'Andy_101-raw.cnt Andy_101-raw.eeg Andy_101-raw.evt Andy_101-raw.vhdr Andy_101-raw.vmrk'
    ),
    'antio/user_annotations': (
        'test-user-annotation-legacy.cnt test-user-annotation-legacy.evt test-user-annotation.cnt '
        'test-user-annotation.eeg test-user-annotation.evt test-user-annotation.vhdr '
        'test-user-annotation.vmrk'
    ),
}

ANTIO_EEG_OTHER = {
    '': (
        'ARTEMIS123/Artemis_Data_2017-04-14-10h-38m-59s_Phantom_1k_HPI_1s.txt',
        'BDF/multiple_annotation_chans.bdf',
        'BOXY/boxy_0_84_digaux_recording/p_pod_10_6_3_loaded_data/p_pod_10_6_3_triggers_unparsed.mat',
        'BTi/erm_HFH/c,rfDC',
        'CTF/README.txt',
        'CTF/catch-alp-good-f.ds/catch-alp-good-f.meg4',
        'CTF/catch-alp-good-f.ds_raw.fif',
        'CTF/somMDYO-18av.ds/somMDYO-18av.meg4',
        'CTF/somMDYO-18av.ds/somMDYO-18av.newds',
        'CTF/testdata_ctf_pseudocontinuous.ds/params.dsc',
        'CTF/testdata_ctf_pseudocontinuous.ds/testdata_ctf_pseudocontinuous.infods',
        'CTF/testdata_ctf_short.ds/processing.cfg',
        'CTF/testdata_ctf_short.ds/testdata_ctf_short.infods',
        'EDF/test_edf_stim_resamp.edf',
        'EDF/test_reduced.edf',
        'EEGLAB/test_chans.locs',
        'EEGLAB/test_raw_h5.set',
        'EGI/test_egi_evoked.mff/info1.xml',
        'EGI/test_egi_multiepoch_paused.mff/info.xml',
        'EGI/test_egi_pns.mff/Contents/Info.plist',
        'EGI/test_egi_pns_bug.mff/Contents/Info.plist',
        'EGI/test_egi_pns_bug.mff/Contents/PkgInfo',
        'EGI/test_egi_pns_bug.mff/info1.xml',
        'GDF/test_1ch.gdf',
        'KIT/MQKIT_125.hsp',
        'MEG/sample/labels/Vis-lh.label',
        'MEG/sample/labels/Vis-rh.label',
        'NIRx/nirscout/nirx_15_0_recording/NIRS-2019-10-27_003.set',
        'NIRx/nirscout/nirx_15_2_recording/NIRS-2019-10-02_003.wl1',
        'NIRx/nirscout/nirx_15_2_recording/NIRS-2019-10-02_003.wl2',
        'NIRx/nirscout/nirx_15_2_recording_w_short/NIRS-2019-08-23_001.set',
        'NIRx/nirscout/nirx_15_2_recording_w_short/NIRS-2019-08-23_001.wl1',
        'NIRx/nirsport_v1/nirx_15_3_recording_wo_saturation/NIRS-2020-12-02_018.avg',
        'NIRx/nirsport_v1/nirx_15_3_recording_wo_saturation/NIRS-2020-12-02_018.dat',
        'NIRx/nirsport_v2/aurora_2021_9/2021-10-01_002.wl1',
        'NIRx/nirsport_v2/aurora_2021_9/2021-10-01_002_config.hdr',
        'NIRx/nirsport_v2/aurora_recording _w_short_and_acc/2021-05-05_001_probeInfo.mat',
        'NIRx/nirsport_v2/aurora_recording _w_short_and_acc/digpts.txt',
        'NihonKohden/MB0400FU.EDF',
        'NihonKohden/MB0400FU.PNT',
        'Persyst/sub-pt1_ses-02_task-monitor_acq-ecog_run-01_clip2.dat',
        'README.md',
        'SNIRF/FieldTrip/220307_opticaldensity.snirf',
        'SNIRF/GowerLabs/lumomat-1-1-0.snirf',
        'SSS/TRIUX/triux_bmlhus_erm_raw.fif',
        'dip/fixed_auto.dip',
        'dip/sequential.fif',
        'eximia/test_eximia.mat',
        'eximia/test_eximia.nxe',
        'fieldtrip/ft_test_data/KIT/raw_v7.mat',
        'fieldtrip/ft_test_data/cellarray/epoched_v73.mat',
        'fieldtrip/ft_test_data/eximia/raw_v7.mat',
        'misc/sample_invalid_birthday_raw.fif',
        'nsx/Test_anonymized.ns3',
        'subjects/fsaverage_sym/surf/lh.sphere.reg',
        'subjects/fsaverage_sym/surf/rh.sphere.reg',
        'subjects/sample/label/rh.aparc.a2009s.annot',
        'subjects/sample/mri/flash/mef30.mgz',
        'subjects/sample/mri/transforms/talairach.xfm',
        'subjects/sample/surf/lh.sphere.reg',
        'subjects/sample/surf/lh.white',
        'subjects/sample_ds/surf/lh.sphere.reg',
        'subjects/sample_ds/surf/rh.sphere.reg',
    ),
    'BTi/4Dsim': (
        'c,rfDC c,rfDC,fn50,o simdata.txt'
    ),
    'Brainvision': (
        'test_NO.vhdr test_NO.vmrk test_VAmp.amrk test_VAmp.eeg'
    ),
    'CTF/testdata_ctf.ds': (
        'processing.cfg testdata_ctf.acq testdata_ctf.hc'
    ),
    'CTF/testdata_ctf_mc.ds': (
        'bad.segments params.dsc processing.cfg testdata_ctf_mc.meg4'
    ),
    'CTF/testdata_ctf_short_discontinuous.ds': (
        'ClassFile.cls bad.segments params.dsc testdata_ctf_short_discontinuous.hc'
    ),
    'EGI/test_egi.mff': (
        'info.xml info1.xml sensorLayout.xml'
    ),
    'EGI/test_egi_multiepoch_eprime.mff': (
        'sensorLayout.xml subject.xml techNote.rtf'
    ),
    'EGI/test_egi_pns.mff': (
        'info.xml notes.xml signal1.bin'
    ),
    'EGI/w1337_20191014_105416.mff': (
        '_launchMFF.lch info1.xml signal1.bin'
    ),
    'FIL': (
        'sub-noise_ses-001_task-noise220622_run-001_channels.tsv '
        'sub-noise_ses-001_task-noise220622_run-001_fieldtrip.mat '
        'sub-noise_ses-001_task-noise220622_run-001_hfc_l1.mat '
        'sub-noise_ses-001_task-noise220622_run-001_hfc_l3.mat '
        'sub-noise_ses-001_task-noise220622_run-001_meg.json'
    ),
    'MEG/sample': (
        'audvis.ave audvis.cov fsaverage_audvis_trunc-meg-lh.stc fsaverage_audvis_trunc-meg-rh.stc '
        'sample_audvis-cov.fif sample_audvis_trunc-cov.fif sample_audvis_trunc-eeg-oct-4-fwd-sensmap-4-lh.w '
        'sample_audvis_trunc-eeg-oct-4-fwd-sensmap-4-rh.w sample_audvis_trunc-eeg-oct-4-fwd-sensmap-5-lh.w '
        'sample_audvis_trunc-mag-oct-4-fwd-sensmap-3-lh.w sample_audvis_trunc-meg-eeg-oct-4-fwd.fif '
        'sample_audvis_trunc-meg-eeg-oct-4-meg-inv.fif sample_audvis_trunc-meg-eeg-oct-6-fwd.fif '
        'sample_audvis_trunc-meg-rh.stc sample_audvis_trunc_raw-eve.fif sample_audvis_trunc_raw.fif '
        'sample_audvis_trunc_set1.dip sample_audvis_trunc_xfit.bdip sample_audvis_trunc_xfit.dip'
    ),
    'MOTION/sub-S1/motion': (
        'sub-S1_tracksys-qualisys_channels.tsv sub-S1_tracksys-qualisys_motion.json '
        'sub-S1_tracksys-qualisys_motion.tsv.gz'
    ),
    'NIRx/nirscout/nirx_15_2_recording_w_overlap': (
        'NIRS-2020-03-11_002.inf NIRS-2020-03-11_002.tpl NIRS-2020-03-11_002.wl1'
    ),
    'NIRx/nirscout/nirx_15_3_recording': (
        'NIRS-2020-08-18_001.avg NIRS-2020-08-18_001.dat NIRS-2020-08-18_001.evt NIRS-2020-08-18_001.set'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_not_on_montage_channels': (
        'NIRS-2020-12-02_021.dat NIRS-2020-12-02_021.evt NIRS-2020-12-02_021.tpl NIRS-2020-12-02_021.wl2'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_on_montage_channels': (
        'NIRS-2021-04-28_009.evt NIRS-2021-04-28_009.tpl NIRS-2021-04-28_009_config.txt'
    ),
    'NIRx/nirsport_v2/aurora_2021_9_6': (
        '2022-05-23_004.nirs 2022-05-23_004.wl2 2022-05-23_004_calibration.json'
    ),
    'SSS': (
        'chpi5_raw_mc.pos ct_sparse_Leipzig_20080627.fif ct_sparse_mgh.fif mgh70_raw.fif sss_cal_3053.dat '
        'sss_cal_3053_3d.dat test_move_anon_erm_regIn_raw_sss.fif test_move_anon_raw.pos '
        'test_move_anon_raw_simp_nonStdOrigin_sss.fif test_move_anon_raw_spatiotemporal_10s_sss.fif'
    ),
    'curry': (
        'c,rfDC Curry 8.cdt.dpa',
        'test_bdf_stim_channel Curry 7 ASCII.dat',
        'test_bdf_stim_channel Curry 7.dap',
        'test_bdf_stim_channel Curry 7.dat',
        'test_bdf_stim_channel Curry 8 ASCII.cdt.cef',
        'test_bdf_stim_channel Curry 8.cdt',
        'test_bdf_stim_channel Curry 8.cdt.cef',
        'test_bdf_stim_channel Curry 8.cdt.dpa',
        'test_sfreq_0.dat',
        'test_sfreq_0.rs3',
    ),
    'fieldtrip/ft_test_data/CNT': (
        'averaged_v7.mat averaged_v73.mat epoched_v7.mat'
    ),
    'fieldtrip/ft_test_data/EGI': (
        'averaged_v73.mat raw_v7.mat raw_v73.mat'
    ),
    'fieldtrip/ft_test_data/neuromag306': (
        'averaged_v73.mat epoched_v7.mat raw_v73.mat'
    ),
    'montage': (
        'bv_dig_test.vmrk coordinates.xml egi_dig_raw.fif level2_raw-ave.fif'
    ),
    'neuralynx': (
        'Events.mat LAHC1.ncs LAHC2_3_gaps.mat LAHCu1.ncs'
    ),
    'subjects/fsaverage/surf': (
        'lh.cortex.patch.flat lh.sphere.reg rh.inflated rh.white'
    ),
    'subjects/sample/bem': (
        'outer_skin.surf outer_skin.tri sample-1280-1280-1280-bem.fif sample-320-320-320-bem-sol.fif '
        'sample-fiducials.fif sample-head.fif sample-oct-2-src.fif sample-oct-4-src.fif sample-oct-6-src.fif '
        'sample-volume-7mm-src.fif'
    ),
    'subjects/sample/label/aparc': (
        'cuneus-rh.label inferiorparietal-lh.label insula-rh.label lateralorbitofrontal-lh.label '
        'middletemporal-rh.label parstriangularis-lh.label posteriorcingulate-lh.label precentral-lh.label '
        'precentral-rh.label precuneus-lh.label supramarginal-lh.label temporalpole-lh.label'
    ),
}

CTF_DS_KIND = {
    'CTF/catch-alp-good-f.ds': (
        'catch-alp-good-f.hc catch-alp-good-f.hist catch-alp-good-f.meg4 catch-alp-good-f.newds '
        'catch-alp-good-f.res4'
    ),
    'CTF/somMDYO-18av.ds': (
        'somMDYO-18av.hc somMDYO-18av.hist somMDYO-18av.meg4 somMDYO-18av.newds somMDYO-18av.res4'
    ),
    'CTF/testdata_ctf.ds': (
        'testdata_ctf.acq testdata_ctf.hc testdata_ctf.infods testdata_ctf.meg4 testdata_ctf.newds '
        'testdata_ctf.res4'
    ),
    'CTF/testdata_ctf_mc.ds': (
        'testdata_ctf_mc.acq testdata_ctf_mc.hc testdata_ctf_mc.hist testdata_ctf_mc.infods '
        'testdata_ctf_mc.meg4 testdata_ctf_mc.newds testdata_ctf_mc.res4'
    ),
    'CTF/testdata_ctf_pseudocontinuous.ds': (
        'testdata_ctf_pseudocontinuous.acq testdata_ctf_pseudocontinuous.hc '
        'testdata_ctf_pseudocontinuous.infods testdata_ctf_pseudocontinuous.meg4 '
        'testdata_ctf_pseudocontinuous.newds testdata_ctf_pseudocontinuous.res4'
    ),
    'CTF/testdata_ctf_short.ds': (
        'testdata_ctf_short.acq testdata_ctf_short.hc testdata_ctf_short.infods testdata_ctf_short.meg4 '
        'testdata_ctf_short.newds testdata_ctf_short.res4'
    ),
    'CTF/testdata_ctf_short_discontinuous.ds': (
        'testdata_ctf_short_discontinuous.acq testdata_ctf_short_discontinuous.hc '
        'testdata_ctf_short_discontinuous.infods testdata_ctf_short_discontinuous.meg4 '
        'testdata_ctf_short_discontinuous.newds testdata_ctf_short_discontinuous.res4'
    ),
}

CTF_DS_OTHER = {
    '': (
        'BDF/test_bdf_stim_channel.bdf BOXY/boxy_0_84_digaux_recording/boxy_0_84_triggers_parsed.txt '
        'BOXY/boxy_0_84_digaux_recording/boxy_0_84_triggers_unparsed.txt Brainvision/test_VAmp.amrk '
        'CNT/scan41_short.cnt EDF/test_edf_overlapping_annotations.edf EDF/test_utf8_annotations.edf '
        'EGI/test_egi.mff/Contents/._PkgInfo EGI/test_egi.mff/Contents/Info.plist '
        'EGI/test_egi_multiepoch_eprime.mff/Contents/Info.plist '
        'EGI/test_egi_multiepoch_eprime.mff/Contents/PkgInfo '
        'EGI/test_egi_multiepoch_paused.mff/log_epoch_pause_20180730_104701.txt '
        'EGI/test_egi_pns.mff/Contents/PkgInfo EGI/test_egi_pns_bug.mff/signal1.bin '
        'EGI/test_egi_pns_bug.mff/signal2.bin EGI/w1337_20191014_105416.mff/Contents/Info.plist '
        'EGI/w1337_20191014_105416.mff/subject.xml '
        'FIL/sub-noise_ses-001_task-noise220622_run-001_channels.tsv '
        'FIL/sub-noise_ses-001_task-noise220622_run-001_meg.bin GDF/test_gdf_1.25.gdf GDF/test_gdf_2.20.gdf '
        'KIT/ArtificalSignalData_Yokogawa_1khz.con KIT/data_berlin.con '
        'NIRx/nirscout/nirx_15_0_recording/NIRS-2019-10-27_003.avg '
        'NIRx/nirscout/nirx_15_0_recording/NIRS-2019-10-27_003_config.txt '
        'NIRx/nirscout/nirx_15_2_recording_w_overlap/NIRS-2020-03-11_002.evt '
        'NIRx/nirscout/nirx_15_2_recording_w_short/NIRS-2019-08-23_001.inf '
        'NIRx/nirscout/nirx_15_3_recording/NIRS-2020-08-18_001.tpl '
        'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_on_montage_channels/NIRS-2021-04-28_009.avg '
        'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_on_montage_channels/NIRS-2021-04-28_009_probeInfo.mat '
        'NIRx/nirsport_v1/nirx_15_3_recording_wo_saturation/NIRS-2020-12-02_018.hdr '
        'NIRx/nirsport_v1/nirx_15_3_recording_wo_saturation/NIRS-2020-12-02_018.set '
        'SNIRF/MNE-NIRS/20220217/20220217_nirx_15_3_recording.snirf '
        'SNIRF/SfNIRS/snirf_homer3/1.0.3/nirx_15_3_recording.snirf '
        'SSS/TRIUX/triux_bmlhus_erm_regIn_raw_sss.fif antio/CA_208_refs/test-ref-legacy.evt '
        'antio/NA_271/test-na-271-legacy.cnt antio/NA_271/test-na-271.vmrk antio/andy_101/Andy_101-raw.vhdr '
        'antio/user_annotations/test-user-annotation-legacy.cnt datasets/foo.tgz '
        'fieldtrip/beamformer/ft_source_ung_pow-vol.mat fieldtrip/create_ft_data_fun.m '
        'fieldtrip/ft_test_data/BTI/raw_v73.mat fieldtrip/ft_test_data/CNT/averaged_v7.mat '
        'fieldtrip/ft_test_data/cellarray/epoched_v7.mat fieldtrip/ft_test_data/eximia/raw_v73.mat '
        'fieldtrip/ft_test_data/neuromag306/epoched_v7.mat '
        'fieldtrip/ft_test_data/neuromag306/epoched_v73.mat fieldtrip/not_uniform_time.mat '
        'montage/eeganes07.fif montage/egi_dig_raw.fif neuralynx/LAHCu1.mat neuralynx/xAIR1.ncs '
        'nsx/test_NEURALCD_raw.ns3 preprocessing/test_eeg_pos.mat subjects/bert/surf/note.txt '
        'subjects/fsaverage/bem/fsaverage-vol7-nointerp-src.fif.gz '
        'subjects/fsaverage/label/rh.PALS_B12_Lobes.annot subjects/fsaverage/mri/brain.mgz '
        'subjects/morph-maps/fsaverage_sym-fsaverage_sym-xhemi-morph.fif '
        'subjects/sample/label/lh.aparc.a2009s.annot subjects/sample/mri/T1.mgz subjects/sample/mri/aseg.mgz '
        'subjects/sample/mri/flash/mef30.mgz subjects/sample/mri/transforms/talairach.xfm '
        'subjects/sample/surf/rh.curv subjects/sample_ds/surf/rh.sphere.reg'
    ),
    'CTF': (
        'README.txt catch-alp-good-f.ds_nohc_raw.fif catch-alp-good-f.ds_randpos_raw.fif '
        'catch-alp-good-f.ds_raw.fif somMDYO-18av.ds_raw.fif testdata_ctf.ds_raw.fif testdata_ctf_mc.pos '
        'testdata_ctf_pseudocontinuous.ds_raw.fif testdata_ctf_short.ds_raw.fif '
        'testdata_ctf_short_discontinuous.ds_raw.fif'
    ),
    'CTF/catch-alp-good-f.ds': (
        'default.de processing.cfg testdata.pos'
    ),
    'CTF/somMDYO-18av.ds': (
        'BadChannels ClassFile.cls params.avg processing.cfg'
    ),
    'CTF/testdata_ctf.ds': (
        'BadChannels ClassFile.cls bad.segments params.dsc processing.cfg'
    ),
    'CTF/testdata_ctf_mc.ds': (
        'BadChannels ClassFile.cls MarkerFile.mrk bad.segments params.dsc processing.cfg'
    ),
    'CTF/testdata_ctf_pseudocontinuous.ds': (
        'BadChannels ClassFile.cls bad.segments params.dsc processing.cfg'
    ),
    'CTF/testdata_ctf_short.ds': (
        'BadChannels ClassFile.cls bad.segments params.dsc processing.cfg'
    ),
    'CTF/testdata_ctf_short_discontinuous.ds': (
        'BadChannels ClassFile.cls bad.segments params.dsc processing.cfg'
    ),
    'EEGLAB': (
        'test_epochs.fdt test_raw.set test_raw_2021.set test_raw_chanloc_fids.fdt test_raw_onefile.set '
        'test_raw_onefile_h5.set'
    ),
    'EGI/test_egi.mff': (
        'epochs.xml info.xml recordingSettings.xml'
    ),
    'EGI/test_egi_evoked.mff': (
        'coordinates.xml info.xml signal2.bin'
    ),
    'EGI/test_egi_multiepoch_eprime.mff': (
        '_launchMFF.lch coordinates.xml info1.xml recordingSettings.xml'
    ),
    'EGI/test_egi_pns.mff': (
        'Events_Calibration.xml epochs.xml sensorLayout.xml subject.xml'
    ),
    'MEG/sample': (
        'audvis.ave audvis.cov sample_audvis_trunc-eeg-oct-4-fwd-sensmap-5-rh.w '
        'sample_audvis_trunc-grad-oct-4-fwd-sensmap-2-rh.w sample_audvis_trunc-grad-oct-4-fwd-sensmap-lh.w '
        'sample_audvis_trunc-meg-eeg-oct-4-fwd.fif sample_audvis_trunc-meg-eeg-oct-4-meg-fixed-inv.fif '
        'sample_audvis_trunc-meg-eeg-oct-4-meg-nodepth-fixed-inv.fif sample_audvis_trunc_set1.bdip '
        'sample_audvis_trunc_xfit.dip'
    ),
    'NIRx/nirscout/nirx_15_2_recording': (
        'NIRS-2019-10-02_003.avg NIRS-2019-10-02_003.dat NIRS-2019-10-02_003.inf '
        'NIRS-2019-10-02_003_config.txt NIRS-2019-10-02_003_probeInfo.mat'
    ),
    'NIRx/nirsport_v1/nirx_15_3_recording_w_saturation_not_on_montage_channels': (
        'NIRS-2020-12-02_021.avg NIRS-2020-12-02_021.hdr NIRS-2020-12-02_021_config.txt '
        'NIRS-2020-12-02_021_probeInfo.mat'
    ),
    'NIRx/nirsport_v2/aurora_2021_9_6': (
        '2022-05-23_004_calibration.json 2022-05-23_004_description.json 2022-05-23_004_probeInfo.mat'
    ),
    'NIRx/nirsport_v2/aurora_recording _w_short_and_acc': (
        '2021-05-05_001.wl1 2021-05-05_001.wl2 2021-05-05_001_probeInfo.mat'
    ),
    'SSS': (
        'README.txt chpi5_raw.fif test_move_anon_erm_crossTalk_raw_sss.fif '
        'test_move_anon_erm_st1FineCalCrossTalkRegIn_raw_sss.fif test_move_anon_fineCal_raw_sss.fif '
        'test_move_anon_movecomp_raw_sss.fif test_move_anon_raw_bad_recon_sss.fif '
        'test_move_anon_raw_simp_nonStdOrigin_sss.fif test_move_anon_raw_simp_stdOrigin_sss.fif '
        'test_move_anon_transDefault_raw_sss.fif'
    ),
    'antio/CA_208': (
        'test_CA_208.eeg test_CA_208_amp_disconnection.cnt test_CA_208_amp_disconnection.seg '
        'test_CA_208_start_stop.eeg'
    ),
    'curry': (
        'Ref_channel_omitted reordered Curry7.dap',
        'Ref_channel_omitted reordered Curry7.dat',
        'Ref_channel_omitted reordered Curry7.rs3',
        'c,rfDC Curry 8.cdt.dpa',
        'test_bdf_stim_channel Curry 7.cef',
        'test_bdf_stim_channel Curry 7.dat',
        'test_bdf_stim_channel Curry 8.cdt.cef',
        'test_sfreq_0.dat',
    ),
    'fieldtrip/ft_test_data/CTF': (
        'averaged_v7.mat averaged_v73.mat raw_v73.mat'
    ),
    'subjects/fsaverage/surf': (
        'lh.sphere lh.white rh.cortex.patch.flat rh.inflated'
    ),
    'subjects/sample/bem': (
        'sample-320-320-320-bem.fif sample-oct-4-src.fif sample-volume-7mm-src.fif'
    ),
    'subjects/sample/label/aparc': (
        'bankssts-lh.label bankssts-rh.label cuneus-lh.label entorhinal-lh.label inferiorparietal-lh.label '
        'inferiortemporal-lh.label lateraloccipital-lh.label parsorbitalis-lh.label precentral-rh.label '
        'rostralanteriorcingulate-rh.label rostralmiddlefrontal-rh.label supramarginal-lh.label'
    ),
}

SIGMET_RAW_KIND = {
    'data': (
        'RAW_NA_000_125_20080411181219 RAW_NA_000_125_20080411181722 RAW_NA_000_125_20080411182229 '
        'RAW_NA_000_125_20080411182732 RAW_NA_000_125_20080411183259 RAW_NA_000_125_20080411183827 '
        'RAW_NA_000_125_20080411184409 RAW_NA_000_125_20080411184937 RAW_NA_000_125_20080411185504 '
        'RAW_NA_000_125_20080411190016 RAW_NA_000_125_20080411190525 RAW_NA_000_125_20080411191031 '
        'RAW_NA_000_125_20080411191548 RAW_NA_000_125_20080411192104 RAW_NA_000_125_20080411192613 '
        'RAW_NA_000_125_20080411193127 RAW_NA_000_125_20080411193638 RAW_NA_000_125_20080411194151 '
        'RAW_NA_000_125_20080411194703 RAW_NA_000_125_20080411195218 RAW_NA_000_125_20080411195728 '
        'RAW_NA_000_125_20080411200416 RAW_NA_000_125_20080411200945 RAW_NA_000_125_20080411201520 '
        'RAW_NA_000_125_20080411202047'
    ),
}

SIGMET_RAW_OTHER = {
    '': (
        '.gitignore .pre-commit-config.yaml LICENSE MANIFEST.in README.md codecov.yml make_registry.py '
        'pyproject.toml requirements.txt'
    ),
    'data': (
        '0080_20210730_160000_01_02.scn.gz 0308.ave.gz 0308.pro.gz 0308.raw.gz 110635.nc '
        '2006_20220324_000000_000.scnx.gz 20110427_164233_rvp8-rel_v001_SUR.uf.gz 2013051000000600dBZ.vol '
        '20220628072500_savevol_COSMO_LOOKUP_TEMP.nc 202506090955_fianj_PVOL.h5 71_20181220_060628.pvol.h5 '
        'CHL19950617_182848.uf.gz DES_VOL_RAW_20240522_1600.nc DWD-Vol-2_99999_20180601054047_00.h5 '
        'Guaviare.tar.gz H-000-VOL-ILMONTE-201907100700.tar.gz KATX20130717_195021_V06 '
        'KLBB20160601_150025_V06 KLBB20160601_150025_V06.gz KLIX20050828_180149.gz '
        'MC3E_NPOL_2011_0524_2356_hid.uf.gz MLA2119412050U.nc MLL2217907250U.003.nc SUR.202506091000.VOL.h5 '
        'SUR210819000227.RAWKPJV T_PAGZ35_C_ENMI_20170421090837.hdf T_PAZA63_C_LFPW_20230420065041.h5 '
        'T_PAZA63_C_LFPW_20230420065541.h5 T_PAZB63_C_LFPW_20230420065125.h5 '
        'T_PAZB63_C_LFPW_20230420065624.h5 T_PAZC63_C_LFPW_20230420065228.h5 '
        'T_PAZC63_C_LFPW_20230420065727.h5 T_PAZD63_C_LFPW_20230420065331.h5 '
        'T_PAZD63_C_LFPW_20230420065831.h5 T_PAZE63_C_LFPW_20230420065446.h5 '
        'T_PAZE63_C_LFPW_20230420065946.h5 User1_100_20240714_122137.hpl User1_184_20240601_013257.hpl '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRkdp_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRpsd_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRref_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRrhv_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRvel_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRvsw_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRzdr_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRkdp_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRpsd_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRref_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRrhv_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRvel_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRvsw_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRzdr_N18_ANAL_cfrad.nc '
        'cfrad.20080604_002217_000_SPOL_v36_SUR.nc '
        'cfrad.20211011_201557.188_to_20211011_201617.720_DOW8_PPI.nc '
        'cfrad.20211011_201711.345_to_20211011_201732.860_DOW8_PPI.nc '
        'cfrad.20211011_201733.023_to_20211011_201745.299_DOW8_RHI.nc '
        'cfrad.20211011_202304.515_to_20211011_202326.412_DOW8_PPI.nc '
        'cfrad.20211011_223602.712_to_20211011_223612.091_DOW8_RHI.nc '
        'cfrad2.20080604_002217_000_SPOL_v36_SUR.nc convsf.19990811.221202.cdf cor-main131125105503.RAW2049 '
        'corcsapr2cmacppiM1.c1.20181111.030003.nc csapr.nc ddop.910815.212303.cdf ddop.910815.213931.cdf '
        'ddop.910815.214454.cdf ddop.910815.215545.cdf example_plot_ppi_single_sweep.nc '
        'gucxprecipradarcmacppiS2.c1.20220314.021559.nc gucxprecipradarcmacppiS2.c1.20220314.024239.nc '
        'gucxprecipradarcmacppiS2.c1.20220314.025840.nc houkasacrcfrM1.a1.20210922.150006.nc '
        'houkasacrcfrM1.a1.20211122.164124.nc nexrad_level2_chunks_KLOT.tar.gz sample_rainbow_5_59.vol '
        'sample_sgp_data.nc sgpkasacrcrrasterC1.a1.20130419.012153.nc sgpkazrgeC1.a1.20190529.000002.cdf '
        'sgpxsaprcfrvptI4.a1.20200205.100827.nc swx_20120520_0641.nc'
    ),
    'open_radar_data': (
        '__init__.py dataset.py registry.txt'
    ),
}

WMO_RADAR_KIND = {
    'data': (
        'T_PAGZ35_C_ENMI_20170421090837.hdf T_PAZA63_C_LFPW_20230420065041.h5 '
        'T_PAZA63_C_LFPW_20230420065541.h5 T_PAZB63_C_LFPW_20230420065125.h5 '
        'T_PAZB63_C_LFPW_20230420065624.h5 T_PAZC63_C_LFPW_20230420065228.h5 '
        'T_PAZC63_C_LFPW_20230420065727.h5 T_PAZD63_C_LFPW_20230420065331.h5 '
        'T_PAZD63_C_LFPW_20230420065831.h5 T_PAZE63_C_LFPW_20230420065446.h5 '
        'T_PAZE63_C_LFPW_20230420065946.h5'
    ),
}

WMO_RADAR_OTHER = {
    '': (
        '.gitignore .pre-commit-config.yaml LICENSE MANIFEST.in README.md codecov.yml make_registry.py '
        'pyproject.toml requirements.txt'
    ),
    'data': (
        '0080_20210730_160000_01_02.scn.gz 0308.ave.gz 0308.pro.gz 0308.raw.gz 110635.nc '
        '2006_20220324_000000_000.scnx.gz 20110427_164233_rvp8-rel_v001_SUR.uf.gz 2013051000000600dBZ.vol '
        '20220628072500_savevol_COSMO_LOOKUP_TEMP.nc 202506090955_fianj_PVOL.h5 71_20181220_060628.pvol.h5 '
        'CHL19950617_182848.uf.gz DES_VOL_RAW_20240522_1600.nc DWD-Vol-2_99999_20180601054047_00.h5 '
        'Guaviare.tar.gz H-000-VOL-ILMONTE-201907100700.tar.gz KATX20130717_195021_V06 '
        'KLBB20160601_150025_V06 KLBB20160601_150025_V06.gz KLIX20050828_180149.gz '
        'MC3E_NPOL_2011_0524_2356_hid.uf.gz MLA2119412050U.nc MLL2217907250U.003.nc '
        'RAW_NA_000_125_20080411181219 RAW_NA_000_125_20080411181722 RAW_NA_000_125_20080411182229 '
        'RAW_NA_000_125_20080411182732 RAW_NA_000_125_20080411183259 RAW_NA_000_125_20080411183827 '
        'RAW_NA_000_125_20080411184409 RAW_NA_000_125_20080411184937 RAW_NA_000_125_20080411185504 '
        'RAW_NA_000_125_20080411190016 RAW_NA_000_125_20080411190525 RAW_NA_000_125_20080411191031 '
        'RAW_NA_000_125_20080411191548 RAW_NA_000_125_20080411192104 RAW_NA_000_125_20080411192613 '
        'RAW_NA_000_125_20080411193127 RAW_NA_000_125_20080411193638 RAW_NA_000_125_20080411194151 '
        'RAW_NA_000_125_20080411194703 RAW_NA_000_125_20080411195218 RAW_NA_000_125_20080411195728 '
        'RAW_NA_000_125_20080411200416 RAW_NA_000_125_20080411200945 RAW_NA_000_125_20080411201520 '
        'RAW_NA_000_125_20080411202047 SUR.202506091000.VOL.h5 SUR210819000227.RAWKPJV '
        'User1_100_20240714_122137.hpl User1_184_20240601_013257.hpl '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRkdp_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRpsd_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRref_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRrhv_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRvel_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRvsw_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRzdr_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRkdp_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRpsd_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRref_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRrhv_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRvel_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRvsw_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRzdr_N18_ANAL_cfrad.nc '
        'cfrad.20080604_002217_000_SPOL_v36_SUR.nc '
        'cfrad.20211011_201557.188_to_20211011_201617.720_DOW8_PPI.nc '
        'cfrad.20211011_201711.345_to_20211011_201732.860_DOW8_PPI.nc '
        'cfrad.20211011_201733.023_to_20211011_201745.299_DOW8_RHI.nc '
        'cfrad.20211011_202304.515_to_20211011_202326.412_DOW8_PPI.nc '
        'cfrad.20211011_223602.712_to_20211011_223612.091_DOW8_RHI.nc '
        'cfrad2.20080604_002217_000_SPOL_v36_SUR.nc convsf.19990811.221202.cdf cor-main131125105503.RAW2049 '
        'corcsapr2cmacppiM1.c1.20181111.030003.nc csapr.nc ddop.910815.212303.cdf ddop.910815.213931.cdf '
        'ddop.910815.214454.cdf ddop.910815.215545.cdf example_plot_ppi_single_sweep.nc '
        'gucxprecipradarcmacppiS2.c1.20220314.021559.nc gucxprecipradarcmacppiS2.c1.20220314.024239.nc '
        'gucxprecipradarcmacppiS2.c1.20220314.025840.nc houkasacrcfrM1.a1.20210922.150006.nc '
        'houkasacrcfrM1.a1.20211122.164124.nc nexrad_level2_chunks_KLOT.tar.gz sample_rainbow_5_59.vol '
        'sample_sgp_data.nc sgpkasacrcrrasterC1.a1.20130419.012153.nc sgpkazrgeC1.a1.20190529.000002.cdf '
        'sgpxsaprcfrvptI4.a1.20200205.100827.nc swx_20120520_0641.nc'
    ),
    'open_radar_data': (
        '__init__.py dataset.py registry.txt'
    ),
}

JMA_RADAR_KIND = {
    'data': (
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRkdp_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRpsd_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRref_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRrhv_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRvel_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRvsw_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p35deg_PRzdr_N11_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRkdp_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRpsd_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRref_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRrhv_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRvel_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRvsw_N18_ANAL_cfrad.nc '
        'Z__C_RJTD_20230801200000_RDR_JMAGPV_RS47937_Gar0p250km0p70deg_PRzdr_N18_ANAL_cfrad.nc'
    ),
}

JMA_RADAR_OTHER = {
    '': (
        '.gitignore .pre-commit-config.yaml LICENSE MANIFEST.in README.md codecov.yml make_registry.py '
        'pyproject.toml requirements.txt'
    ),
    'data': (
        '0080_20210730_160000_01_02.scn.gz 0308.ave.gz 0308.pro.gz 0308.raw.gz 110635.nc '
        '2006_20220324_000000_000.scnx.gz 20110427_164233_rvp8-rel_v001_SUR.uf.gz 2013051000000600dBZ.vol '
        '20220628072500_savevol_COSMO_LOOKUP_TEMP.nc 202506090955_fianj_PVOL.h5 71_20181220_060628.pvol.h5 '
        'CHL19950617_182848.uf.gz DES_VOL_RAW_20240522_1600.nc DWD-Vol-2_99999_20180601054047_00.h5 '
        'Guaviare.tar.gz H-000-VOL-ILMONTE-201907100700.tar.gz KATX20130717_195021_V06 '
        'KLBB20160601_150025_V06 KLBB20160601_150025_V06.gz KLIX20050828_180149.gz '
        'MC3E_NPOL_2011_0524_2356_hid.uf.gz MLA2119412050U.nc MLL2217907250U.003.nc '
        'RAW_NA_000_125_20080411181219 RAW_NA_000_125_20080411181722 RAW_NA_000_125_20080411182229 '
        'RAW_NA_000_125_20080411182732 RAW_NA_000_125_20080411183259 RAW_NA_000_125_20080411183827 '
        'RAW_NA_000_125_20080411184409 RAW_NA_000_125_20080411184937 RAW_NA_000_125_20080411185504 '
        'RAW_NA_000_125_20080411190016 RAW_NA_000_125_20080411190525 RAW_NA_000_125_20080411191031 '
        'RAW_NA_000_125_20080411191548 RAW_NA_000_125_20080411192104 RAW_NA_000_125_20080411192613 '
        'RAW_NA_000_125_20080411193127 RAW_NA_000_125_20080411193638 RAW_NA_000_125_20080411194151 '
        'RAW_NA_000_125_20080411194703 RAW_NA_000_125_20080411195218 RAW_NA_000_125_20080411195728 '
        'RAW_NA_000_125_20080411200416 RAW_NA_000_125_20080411200945 RAW_NA_000_125_20080411201520 '
        'RAW_NA_000_125_20080411202047 SUR.202506091000.VOL.h5 SUR210819000227.RAWKPJV '
        'T_PAGZ35_C_ENMI_20170421090837.hdf T_PAZA63_C_LFPW_20230420065041.h5 '
        'T_PAZA63_C_LFPW_20230420065541.h5 T_PAZB63_C_LFPW_20230420065125.h5 '
        'T_PAZB63_C_LFPW_20230420065624.h5 T_PAZC63_C_LFPW_20230420065228.h5 '
        'T_PAZC63_C_LFPW_20230420065727.h5 T_PAZD63_C_LFPW_20230420065331.h5 '
        'T_PAZD63_C_LFPW_20230420065831.h5 T_PAZE63_C_LFPW_20230420065446.h5 '
        'T_PAZE63_C_LFPW_20230420065946.h5 User1_100_20240714_122137.hpl User1_184_20240601_013257.hpl '
        'cfrad.20080604_002217_000_SPOL_v36_SUR.nc '
        'cfrad.20211011_201557.188_to_20211011_201617.720_DOW8_PPI.nc '
        'cfrad.20211011_201711.345_to_20211011_201732.860_DOW8_PPI.nc '
        'cfrad.20211011_201733.023_to_20211011_201745.299_DOW8_RHI.nc '
        'cfrad.20211011_202304.515_to_20211011_202326.412_DOW8_PPI.nc '
        'cfrad.20211011_223602.712_to_20211011_223612.091_DOW8_RHI.nc '
        'cfrad2.20080604_002217_000_SPOL_v36_SUR.nc convsf.19990811.221202.cdf cor-main131125105503.RAW2049 '
        'corcsapr2cmacppiM1.c1.20181111.030003.nc csapr.nc ddop.910815.212303.cdf ddop.910815.213931.cdf '
        'ddop.910815.214454.cdf ddop.910815.215545.cdf example_plot_ppi_single_sweep.nc '
        'gucxprecipradarcmacppiS2.c1.20220314.021559.nc gucxprecipradarcmacppiS2.c1.20220314.024239.nc '
        'gucxprecipradarcmacppiS2.c1.20220314.025840.nc houkasacrcfrM1.a1.20210922.150006.nc '
        'houkasacrcfrM1.a1.20211122.164124.nc nexrad_level2_chunks_KLOT.tar.gz sample_rainbow_5_59.vol '
        'sample_sgp_data.nc sgpkasacrcrrasterC1.a1.20130419.012153.nc sgpkazrgeC1.a1.20190529.000002.cdf '
        'sgpxsaprcfrvptI4.a1.20200205.100827.nc swx_20120520_0641.nc'
    ),
    'open_radar_data': (
        '__init__.py dataset.py registry.txt'
    ),
}

COVID_CANADA_KIND = {
    '': (
        'timeseries_hr/cases_timeseries_hr.csv timeseries_hr/mortality_timeseries_hr.csv'
    ),
    'timeseries_canada': (
        'active_timeseries_canada.csv cases_timeseries_canada.csv mortality_timeseries_canada.csv '
        'recovered_timeseries_canada.csv testing_timeseries_canada.csv '
        'vaccine_administration_timeseries_canada.csv vaccine_completion_timeseries_canada.csv '
        'vaccine_distribution_timeseries_canada.csv'
    ),
    'timeseries_prov': (
        'active_timeseries_prov.csv cases_timeseries_prov.csv mortality_timeseries_prov.csv '
        'recovered_timeseries_prov.csv testing_timeseries_prov.csv '
        'vaccine_administration_timeseries_prov.csv vaccine_completion_timeseries_prov.csv '
        'vaccine_distribution_timeseries_prov.csv'
    ),
}

COVID_CANADA_OTHER = {
    '': (
        '.gitignore Covid19Canada.Rproj LICENSE.MD README.md update_time.txt'
    ),
    'other': (
        'codebook.csv hr_map.csv hr_map_sk_new.csv prov_map.csv'
    ),
    'retired_datasets/individual_level': (
        'cases_2020.csv cases_2021_1.csv cases_2021_2.csv mortality_2020.csv mortality_2021.csv'
    ),
    'retired_datasets/individual_level/cases_extra': (
        'cases_additional_info.csv cases_additional_source.csv cases_case_source.csv'
    ),
    'retired_datasets/individual_level/mortality_extra': (
        'mortality_additional_info.csv mortality_additional_source.csv mortality_death_source.csv'
    ),
    'scripts': (
        'api_test.R update_data.R update_data_funs.R update_data_validation.R update_data_validation_funs.R '
        'update_official_data.R update_official_data_funs.R'
    ),
}

BILLBOARD_KIND = {
    'tests/resources/mir_datasets/billboard/McGill-Billboard/0003': (
        'bothchroma.csv full.lab majmin.lab majmin7.lab majmin7inv.lab majmininv.lab salami_chords.txt '
        'tuning.csv'
    ),
    'tests/resources/mir_datasets/billboard/McGill-Billboard/0035': (
        'bothchroma.csv full.lab majmin.lab majmin7.lab majmin7inv.lab majmininv.lab salami_chords.txt '
        'tuning.csv'
    ),
}

BILLBOARD_OTHER = {
    '': (
        'tests/resources/mir_datasets/acousticbrainz_genre/acousticbrainz-mediaeval-validation/be/be9e01e5-8f93-494d-bbaa-ddcc5a52f629.json',
        'tests/resources/mir_datasets/baf/cross_annotations.csv',
        'tests/resources/mir_datasets/baf/queries_info.csv',
        'tests/resources/mir_datasets/baf/references/ref_0027.wav',
        'tests/resources/mir_datasets/ballroom/B_1.0/annotations/tempo/Media-105901.bpm',
        'tests/resources/mir_datasets/beatles/annotations/seglab/The Beatles/01_-_Please_Please_Me/11_-_Do_You_Want_To_Know_A_Secret.lab',
        "tests/resources/mir_datasets/billboard/audio/1960s/James Brown/I Don't Mind/audio.flac",
        'tests/resources/mir_datasets/brid/BRID_1.0/Annotations/tempo/[0001] M4-01-SA.bpm',
        'tests/resources/mir_datasets/candombe/candombe_audio/csic.1995_ansina1_01.flac',
        'tests/resources/mir_datasets/cante100/cante100Meta.xml',
        'tests/resources/mir_datasets/cante100/cante100_README.txt',
        'tests/resources/mir_datasets/cante100/cante100_automaticTranscription/008_PacoToronjo_Fandangos.notes.csv',
        'tests/resources/mir_datasets/cipi/ArGNNThumb-s/lh/c-1.pt',
        'tests/resources/mir_datasets/cipi/ArGNNThumb-s/rh/c-1.pt',
        'tests/resources/mir_datasets/compmusic_carnatic_rhythm/CMR_full_dataset_1.0/audio/10001_05_Thunga_Theera_Virajam.wav',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Audio/223578__gopalkoduri__carnatic-varnam-by-dharini-in-abhogi-raaga.mp3',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Notations_Annotations/annotations/taalas/abhogi/dharini.svl',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Notations_Annotations/annotations/tonics.yaml',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Notations_Annotations/notations/abhogi/dharini.yaml',
        'tests/resources/mir_datasets/compmusic_jingju_acappella/annotation_txt/laosheng/lseh-Tan_Yang_jia-Hong_yang_dong-qm_phrase.txt',
        'tests/resources/mir_datasets/compmusic_jingju_acappella/catalogue - laosheng.csv',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/AUTHORS',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/LICENSE',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/data/Kurdilihicazkar/cafcdeaf-e966-4ff0-84fb-f660d2b68365.pitch',
        'tests/resources/mir_datasets/compmusic_raga/RagaDataset/Hindustani/_info_/ragaId_to_ragaName_mapping.txt',
        'tests/resources/mir_datasets/da_tacos/da-tacos_coveranalysis_subset_crema/W_163992_crema/P_547131_crema.h5',
        'tests/resources/mir_datasets/da_tacos/da-tacos_metadata/da-tacos_benchmark_subset_metadata.json',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_CREPE/DCS_LI_QuartetB_Take04_B2_LRX.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_PYIN/DCS_LI_QuartetB_Take04_B2_HSM.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_PYIN/DCS_LI_QuartetB_Take04_B2_LRX.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_manual/DCS_LI_QuartetB_Take04_A2_LRX.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_beat/DCS_LI_QuartetB_Take04_Stereo_STM.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_scorerepresentation/DCS_LI_QuartetB_Take04_Stereo_STM_T.csv',
        'tests/resources/mir_datasets/dali/audio/4b196e6c99574dd49ad00d56e132712b.mp3',
        'tests/resources/mir_datasets/dali/dali_metadata.json',
        'tests/resources/mir_datasets/filosax/Backing/02/Bass_Drums.wav',
        'tests/resources/mir_datasets/filosax/Participant 1/02/Sax.wav',
        'tests/resources/mir_datasets/filosax/Participant 1/02/annotations.json',
        'tests/resources/mir_datasets/filosax/Participant 2/01/Sax.wav',
        'tests/resources/mir_datasets/filosax/Participant 2/02/Sax.wav',
        'tests/resources/mir_datasets/fma_keys/fma_keys_index_1.0.json',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/test/onsets/b/binati_SRC.onsets',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/train/audios/AHK_solo-tintal-1.wav',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/train/onsets/d/AHK_solo-tintal-1.onsets',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/train/onsets/rt/AHK_solo-tintal-1.onsets',
        'tests/resources/mir_datasets/giantsteps_key/audio/10089 Jason Sparks - Close My Eyes feat. J. Little (Original Mix).mp3',
        'tests/resources/mir_datasets/giantsteps_key/keys_gs+/10089 Jason Sparks - Close My Eyes feat. J. Little (Original Mix).txt',
        'tests/resources/mir_datasets/giantsteps_tempo/audio/28952.LOFI.mp3',
        'tests/resources/mir_datasets/giantsteps_tempo/giantsteps-tempo-dataset-0b7d47ba8cae59d3535a02e3db69e2cf6d0af5bb/annotations/jams/28952.LOFI.jams',
        'tests/resources/mir_datasets/groove_midi/drummer1/eval_session/1_funk-groove1_138_beat_4-4.mid',
        'tests/resources/mir_datasets/gtzan_genre/gtzan_tempo_beat-main/tempo/gtzan_country_00000.bpm',
        'tests/resources/mir_datasets/guitarset/audio_mono-pickup_mix/03_BN3-119-G_solo_mix.wav',
        'tests/resources/mir_datasets/idmt_smt_audio_effects/Gitarre monophon2/Samples/Tremolo/G73-45200-3341-33944.wav',
        'tests/resources/mir_datasets/ikala/Lyrics/10161_chorus.lab',
        'tests/resources/mir_datasets/irmas/IRMAS-TestingData-Part1/Part1/02 - And The Body Will Die-8.wav',
        'tests/resources/mir_datasets/jtd/processed/barronk-allgodschildren-drummondrrileyb-1990-8b77c067_piano.wav',
        'tests/resources/mir_datasets/maestro/2018/MIDI-Unprocessed_Chamber3_MID--AUDIO_10_R3_2018_wav--1.midi',
        'tests/resources/mir_datasets/medley_solos_db/annotation/Medley-solos-DB_metadata.csv',
        'tests/resources/mir_datasets/medley_solos_db/audio/Medley-solos-DB_validation-3_d07b1fc0-567d-52c2-fef4-239f31c9d40e.wav',
        'tests/resources/mir_datasets/medleydb_melody/melody2/MusicDelta_Beethoven_MELODY2.csv',
        'tests/resources/mir_datasets/medleydb_melody/melody3/MusicDelta_Beethoven_MELODY3.csv',
        'tests/resources/mir_datasets/medleydb_pitch/medleydb-pitch-pyin-notes/AClassicEducation_NightOwl_STEM_08_vamp_pyin_pyin_notes.csv',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-1/autotagging_moodtheme-validation.tsv',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-2/autotagging_moodtheme-test.tsv',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-4/autotagging_moodtheme-train.tsv',
        'tests/resources/mir_datasets/multivox/C3/C3_14052025_S1_AGUACERO_FRAGMENT_P6_S5/S3_Song1_AGUACERO_FRAGMENT.wav',
        'tests/resources/mir_datasets/multivox/C3/C3_14052025_S1_AGUACERO_FRAGMENT_P6_S5/S6_Song1_AGUACERO_FRAGMENT.wav',
        'tests/resources/mir_datasets/multivox/metadata.csv',
        'tests/resources/mir_datasets/openmic2018/openmic-2018-aggregated-labels.csv',
        'tests/resources/mir_datasets/openmic2018/openmic-2018-metadata.csv',
        'tests/resources/mir_datasets/openmic2018/partitions/split01_test.csv',
        'tests/resources/mir_datasets/openmic2018/partitions/split01_train.csv',
        'tests/resources/mir_datasets/openmic2018/vggish/000/000046_3840.json',
        'tests/resources/mir_datasets/orchset/Orchset - Predominant Melodic Instruments.csv',
        'tests/resources/mir_datasets/queen/annotations/chordlab/Queen/Greatest Hits I/01 Bohemian Rhapsody.lab',
        'tests/resources/mir_datasets/rwc_classical/annotations/AIST.RWC-MDB-C-2001.CHORUS/RM-C025_A.CHORUS.TXT',
        'tests/resources/mir_datasets/rwc_classical/audio/rwc-c-m01/3.wav',
        'tests/resources/mir_datasets/rwc_genre/annotations/AIST.RWC-MDB-G-2001.BEAT/RM-G002.BEAT.TXT',
        'tests/resources/mir_datasets/rwc_jazz/metadata-master/rwc-j.csv',
        'tests/resources/mir_datasets/rwc_popular/annotations/AIST.RWC-MDB-P-2001.CHORUS/RM-P001.CHORUS.TXT',
        'tests/resources/mir_datasets/rwc_popular/metadata-master/rwc-p.csv',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/1015/parsed/textfile2_functions.txt',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/1015/parsed/textfile2_uppercase.txt',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/192/parsed/textfile1_lowercase.txt',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/192/parsed/textfile1_uppercase.txt',
        'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Bhuvini Dasudane/Bhuvini Dasudane.mp3.mp3',
        'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Bhuvini Dasudane/Bhuvini Dasudane.mphrases-manual.txt',
        'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Irani Bhairavi Thumri/Irani Bhairavi Thumri.mphrases-manual.txt',
        'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Irani Bhairavi Thumri/Irani Bhairavi Thumri.pitch.txt',
        'tests/resources/mir_datasets/simac/S_1.0/audio/simac_01_H_mikri_Rallou.flac',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/MIDI/S05.mid',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/MIDI/S09.mid',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/all_src.mid',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/metadata.yaml',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/stems/S02.wav',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/stems/S04.wav',
        'tests/resources/mir_datasets/tonality_classicaldb/HPCPs/01-Allegro__Gloria_in_excelsis_Deo_in_D_Major - D.json',
        'tests/resources/mir_datasets/tonality_classicaldb/audio/01-Allegro__Gloria_in_excelsis_Deo_in_D_Major - D.wav',
        'tests/resources/mir_datasets/tonality_classicaldb/spectrums/01-Allegro__Gloria_in_excelsis_Deo_in_D_Major - D.json',
        'tests/resources/mir_datasets/tonas/Deblas/01-D_AMairena.notes.Corrected',
        'tests/resources/mir_datasets/vocadito/Annotations/Notes/vocadito_1_notesA1.csv',
        'tests/resources/mir_datasets/vocadito/vocadito_metadata.csv',
        'tests/resources/tmp_download_test/remote.wav',
    ),
    'tests': (
        'conftest.py test_full_dataset.py test_loaders.py'
    ),
    'tests/datasets': (
        '__init__.py test_acousticbrainz_genre.py test_ballroom.py test_brid.py test_candombe.py '
        'test_carnatic_varnam.py test_dali.py test_giantsteps_key.py test_groove_midi.py test_gtzan_genre.py '
        'test_guitarset.py test_hainsworth.py test_indian_tonic.py test_irmas.py test_jingju_acappella.py '
        'test_maestro.py test_medley_solos_db.py test_medleydb_melody.py '
        'test_mtg_jamendo_autotagging_moodtheme.py test_multivox.py test_saraga_hindustani.py test_slakh.py '
        'test_tonality_classicaldb.py test_tonas.py'
    ),
    'tests/indexes': (
        'compmusic_carnatic_varnam_index_1.1_sample.json compmusic_iamms_index_1.0_sample.json '
        'da_tacos_index_1.1_full_sample.json freesound_one_shot_percussive_sounds_index_1.0_sample.json '
        'giantsteps_tempo_index_2.0_sample.json groove_midi_index_1.0.0_sample.json '
        'hainsworth_full_index_1.0.json irmas_index_1.0_sample.json jtd_index_2.0_sample.json '
        'maestro_index_2.0.0_sample.json medley_solos_db_index_1.2_sample.json '
        'mridangam_stroke_index_1.5_sample.json phenicx_anechoic_index_1.0_sample.json '
        'rwc_popular_index_1.0_sample.json test_index_missing_file.json tinysol_index_6.0_sample.json '
        'tonality_classicaldb_index_1.0_sample.json'
    ),
    'tests/resources': (
        'remote.tar.gz remote.wav utfissue.zip'
    ),
    'tests/resources/download': (
        'acousticbrainz_genre_index.json.zip maestro-v2.0.0-midi.zip maestro-v2.0.0.json'
    ),
    'tests/resources/mir_datasets/compmusic_iamms/Carnatic/ALB_Bhairavi1_70albmgpnganesan': (
        'ALB_Bhairavi1_70albmgpnganesan.anotEdit1 ALB_Bhairavi1_70albmgpnganesan.pitch '
        'ALB_Bhairavi1_70albmgpnganesan.pitchSilIntrpPP'
    ),
    'tests/resources/mir_datasets/compmusic_raga/RagaDataset/Carnatic/features/3af5a361-923a-465d-864d-9c7ba0c04a47/Aruna_Sairam/December_Season_2001/Valli_Kanavan': (
        'Valli_Kanavan.taniSegKNN Valli_Kanavan.tonic Valli_Kanavan_empty.taniSegKNN'
    ),
    'tests/resources/mir_datasets/dagstuhl_choirset/audio_wav_22050_mono': (
        'DCS_LI_QuartetB_Take04_A2_DYN.wav DCS_LI_QuartetB_Take04_A2_LRX.wav '
        'DCS_LI_QuartetB_Take04_B2_DYN.wav DCS_LI_QuartetB_Take04_B2_HSM.wav '
        'DCS_LI_QuartetB_Take04_S1_DYN.wav DCS_LI_QuartetB_Take04_Stereo_STL.wav '
        'DCS_LI_QuartetB_Take04_Stereo_STR.wav'
    ),
    'tests/resources/mir_datasets/good_sounds': (
        'packs.json ratings.json takes.json'
    ),
    'tests/resources/mir_datasets/multivox/C1/C1_01042025_S1_VAMOSAREMAR_P17_S16': (
        'S1_Song1_VAMOSAREMAR.wav S3_Song1_VAMOSAREMAR.wav video360_VAMOSAREMAR.mp4'
    ),
    'tests/resources/mir_datasets/multivox/C1/C1_07052025_S1_MAMAINES_P6_S6': (
        'S5_Song1_MAMAINES.wav audio_ORTF_L_Song1_MAMAINES.wav video360_MAMAINES.mp4'
    ),
    'tests/resources/mir_datasets/phenicx_anechoic/annotations/beethoven': (
        'clarinet.txt doublebass.txt trumpet.txt'
    ),
    'tests/resources/mir_datasets/phenicx_anechoic/audio/beethoven': (
        'cello.wav trumpet1.wav viola1.wav violin1.wav violin2.wav'
    ),
    'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/2/parsed': (
        'textfile1_functions.txt textfile1_uppercase.txt textfile1_uppercase_empty.txt'
    ),
    'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Raag Bairagi': (
        'Raag Bairagi.bpm-manual.txt',
        'Raag Bairagi.ctonic.txt',
        'Raag Bairagi.json',
        'Raag Bairagi.pitch.txt',
    ),
    'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/MIDI': (
        'S00.mid S04.mid S05.mid S07.mid S08.mid S10.mid'
    ),
    'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/stems': (
        'S00.flac S01.flac S08.flac S10.flac'
    ),
}

JAMENDO_SPLITS_KIND = {
    'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-0': (
        'autotagging_moodtheme-test.tsv autotagging_moodtheme-train.tsv autotagging_moodtheme-validation.tsv'
    ),
    'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-1': (
        'autotagging_moodtheme-test.tsv autotagging_moodtheme-train.tsv autotagging_moodtheme-validation.tsv'
    ),
    'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-2': (
        'autotagging_moodtheme-test.tsv autotagging_moodtheme-train.tsv autotagging_moodtheme-validation.tsv'
    ),
    'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-3': (
        'autotagging_moodtheme-test.tsv autotagging_moodtheme-train.tsv autotagging_moodtheme-validation.tsv'
    ),
    'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-4': (
        'autotagging_moodtheme-test.tsv autotagging_moodtheme-train.tsv autotagging_moodtheme-validation.tsv'
    ),
}

JAMENDO_SPLITS_OTHER = {
    '': (
        'tests/resources/mir_datasets/baf/queries/query_0001.wav',
        'tests/resources/mir_datasets/baf/queries/query_0002.wav',
        'tests/resources/mir_datasets/baf/references/ref_0027.wav',
        'tests/resources/mir_datasets/baf/references/ref_1072.wav',
        'tests/resources/mir_datasets/ballroom/B_1.0/annotations/beats/Media-105901.beats',
        'tests/resources/mir_datasets/ballroom/B_1.0/annotations/tempo/Media-105901.bpm',
        'tests/resources/mir_datasets/beatles/audio/01_-_Please_Please_Me/11_-_Do_You_Want_To_Know_A_Secret.wav',
        'tests/resources/mir_datasets/beatport_key/audio/100066 Lindstrom - Monsteer (Original Mix).mp3',
        'tests/resources/mir_datasets/beatport_key/keys/100066 Lindstrom - Monsteer (Original Mix).txt',
        'tests/resources/mir_datasets/brid/BRID_1.0/Data/Acoustic Mixtures/4 Instruments/[0001] M4-01-SA.wav',
        'tests/resources/mir_datasets/candombe/candombe_audio/csic.1995_ansina1_01.flac',
        'tests/resources/mir_datasets/cipi/craig_files/beethoven-piano-sonatas-master/kern/sonata01-2.musicxml',
        'tests/resources/mir_datasets/cipi/k/c-1.pt',
        'tests/resources/mir_datasets/compmusic_carnatic_rhythm/CMR_full_dataset_1.0/CMRfullDataset.xlsx',
        'tests/resources/mir_datasets/compmusic_carnatic_rhythm/CMR_full_dataset_1.0/audio/10001_05_Thunga_Theera_Virajam.wav',
        'tests/resources/mir_datasets/compmusic_carnatic_rhythm/CMR_subset_1.0/CMRdataset.xlsx',
        'tests/resources/mir_datasets/compmusic_carnatic_rhythm/CMR_subset_1.0/annotations/beats/01_10003_1-04_Shri_Visvanatham.beats',
        'tests/resources/mir_datasets/compmusic_carnatic_rhythm/CMR_subset_1.0/annotations/meter/01_10003_1-04_Shri_Visvanatham.meter',
        'tests/resources/mir_datasets/compmusic_carnatic_rhythm/CMR_subset_1.0/audio/01_10003_1-04_Shri_Visvanatham.wav',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Audio/_readme_and_license.txt',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Notations_Annotations/notations/abhogi.doc',
        'tests/resources/mir_datasets/compmusic_hindustani_rhythm/HMR_1.0/HMDf.xlsx',
        'tests/resources/mir_datasets/compmusic_hindustani_rhythm/HMR_1.0/audio/01_20001_02_Raag_Multani.wav',
        'tests/resources/mir_datasets/compmusic_iamms/Carnatic/ALB_Bhairavi1_70albmgpnganesan/ALB_Bhairavi1_70albmgpnganesan.anot',
        'tests/resources/mir_datasets/compmusic_iamms/Carnatic/ALB_Bhairavi1_70albmgpnganesan/ALB_Bhairavi1_70albmgpnganesan.tonicFine',
        'tests/resources/mir_datasets/compmusic_jingju_acappella/wav/laosheng/lseh-Tan_Yang_jia-Hong_yang_dong-qm.wav',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/Changelog.md',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/README.md',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/data/Segah/2a3e1a6d-ab82-4a46-ae8b-0fb057b53de0.json',
        'tests/resources/mir_datasets/compmusic_raga/RagaDataset/Carnatic/audio/3af5a361-923a-465d-864d-9c7ba0c04a47/Aruna_Sairam/December_Season_2001/Valli_Kanavan/Valli_Kanavan.mp3',
        'tests/resources/mir_datasets/cuidado/C_1.0/audio/cuidado_FallaCancion.flac',
        'tests/resources/mir_datasets/da_tacos/da-tacos_coveranalysis_subset_crema/W_163992_crema/P_547131_crema.h5',
        'tests/resources/mir_datasets/da_tacos/da-tacos_coveranalysis_subset_tags/W_163992_tags/P_547131_tags.h5',
        'tests/resources/mir_datasets/da_tacos/da-tacos_metadata/da-tacos_coveranalysis_subset_metadata.json',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_CREPE/DCS_LI_QuartetB_Take04_B2_HSM.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_PYIN/DCS_LI_QuartetB_Take04_B2_LRX.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_beat/DCS_LI_QuartetB_Take04_Stereo_STM.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_scorerepresentation/DCS_LI_QuartetB_Take04_Stereo_STM_A.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_scorerepresentation/DCS_LI_QuartetB_Take04_Stereo_STM_T.csv',
        'tests/resources/mir_datasets/egfxset/Clean/Middle/6-22.wav',
        'tests/resources/mir_datasets/egfxset/TapeEcho/Bridge-Middle/1-0.wav',
        'tests/resources/mir_datasets/egfxset/TapeEcho/Bridge/2-0.wav',
        'tests/resources/mir_datasets/filosax/Backing/01/Bass_Drums.wav',
        'tests/resources/mir_datasets/filosax/Backing/01/annotations.jams',
        'tests/resources/mir_datasets/filosax/Backing/02/Bass_Drums.wav',
        'tests/resources/mir_datasets/filosax/Backing/02/annotations.jams',
        'tests/resources/mir_datasets/filosax/Participant 2/02/Sax.wav',
        'tests/resources/mir_datasets/filosax/Participant 2/02/annotations.json',
        'tests/resources/mir_datasets/fma_keys/fma_keys_index_1.0.json',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/train/onsets/b/AHK_solo-tintal-1.onsets',
        'tests/resources/mir_datasets/freesound_one_shot_percussive_sounds/sound_info_analysis.json',
        'tests/resources/mir_datasets/giantsteps_key/meta/10089 Jason Sparks - Close My Eyes feat. J. Little (Original Mix).json',
        'tests/resources/mir_datasets/giantsteps_tempo/giantsteps-tempo-dataset-0b7d47ba8cae59d3535a02e3db69e2cf6d0af5bb/annotations_v2/jams/28952.LOFI.jams',
        'tests/resources/mir_datasets/good_sounds/good-sounds/sound_files/flute_almudena_reference/akg/0000.wav',
        'tests/resources/mir_datasets/groove_midi/drummer1/eval_session/1_funk-groove1_138_beat_4-4.wav',
        'tests/resources/mir_datasets/guitarset/audio_mono-mic/03_BN3-119-G_solo_mic.wav',
        'tests/resources/mir_datasets/hainsworth/H_1.0/audio/hains001.flac',
        'tests/resources/mir_datasets/haydn_op20/op20n1-01.midi',
        'tests/resources/mir_datasets/ikala/Lyrics/10161_chorus.lab',
        'tests/resources/mir_datasets/ikala/Wavfile/10161_chorus.wav',
        'tests/resources/mir_datasets/ikala/id_mapping.txt',
        'tests/resources/mir_datasets/jtd/annotations/barronk-allgodschildren-drummondrrileyb-1990-8b77c067/bass_onsets.csv',
        'tests/resources/mir_datasets/jtd/annotations/barronk-allgodschildren-drummondrrileyb-1990-8b77c067/piano_midi.mid',
        'tests/resources/mir_datasets/jtd/raw/barronk-allgodschildren-drummondrrileyb-1990-8b77c067.wav',
        'tests/resources/mir_datasets/medley_solos_db/annotation/Medley-solos-DB_metadata.csv',
        'tests/resources/mir_datasets/medleydb_melody/medleydb_melody_metadata.json',
        'tests/resources/mir_datasets/medleydb_pitch/medleydb-pitch-pyin-notes/AimeeNorwich_Flying_STEM_15_vamp_pyin_pyin_notes.csv',
        'tests/resources/mir_datasets/medleydb_pitch/pitch/AClassicEducation_NightOwl_STEM_08.csv',
        'tests/resources/mir_datasets/mridangam_stroke/mridangam_stroke_1.5/B/224030__akshaylaya__bheem-b-001.wav',
        'tests/resources/mir_datasets/multivox/C1/C1_01042025_S1_VAMOSAREMAR_P17_S16/S4_Song1_VAMOSAREMAR.wav',
        'tests/resources/mir_datasets/multivox/C1/C1_07052025_S1_MAMAINES_P6_S6/S4_Song1_MAMAINES.wav',
        'tests/resources/mir_datasets/multivox/C1/C1_07052025_S1_MAMAINES_P6_S6/audio_ORTF_L_Song1_MAMAINES.wav',
        'tests/resources/mir_datasets/multivox/C3/C3_14052025_S1_AGUACERO_FRAGMENT_P6_S5/audio_ORTF_R_Song1_AGUACERO_FRAGMENT.wav',
        'tests/resources/mir_datasets/multivox/metadata.csv',
        'tests/resources/mir_datasets/openmic2018/audio/000/000046_3840.ogg',
        'tests/resources/mir_datasets/openmic2018/openmic-2018-individual-responses.csv',
        'tests/resources/mir_datasets/openmic2018/partitions/split01_test.csv',
        'tests/resources/mir_datasets/orchset/audio/stereo/Beethoven-S3-I-ex1.wav',
        'tests/resources/mir_datasets/rwc_genre/audio/rwc-g-m01/2.wav',
        'tests/resources/mir_datasets/rwc_jazz/audio/rwc-j-m01/4.wav',
        'tests/resources/mir_datasets/rwc_jazz/metadata-master/rwc-j.csv',
        'tests/resources/mir_datasets/rwc_popular/annotations/AIST.RWC-MDB-P-2001.VOCA_INST/RM-P001.VOCA_INST.TXT',
        'tests/resources/mir_datasets/rwc_popular/audio/rwc-p-m01/1.wav',
        'tests/resources/mir_datasets/salami/audio/2.mp3',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/192/parsed/textfile1_lowercase.txt',
        'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Idhu Thaano Thillai Sthalam/Idhu Thaano Thillai Sthalam.tempo-manual.txt',
        'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Karuna Nidhi Illalo/Karuna Nidhi Illalo.sama-manual.txt',
        'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Raag Bairagi/Raag Bairagi.bpm-manual.txt',
        'tests/resources/mir_datasets/scms/SCMS/annotations/activations/Enta_Bhagyamu_2.lab',
        'tests/resources/mir_datasets/scms/SCMS/annotations/melody/Enta_Bhagyamu_3.csv',
        'tests/resources/mir_datasets/scms/SCMS/audio/Enta_Bhagyamu_3.wav',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/MIDI/S01.mid',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/MIDI/S07.mid',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/mix.wav',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/stems/S02.wav',
        'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/MIDI/S01.mid',
        'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/MIDI/S07.mid',
        'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/metadata.yaml',
        'tests/resources/mir_datasets/tonality_classicaldb/keys/01-Allegro__Gloria_in_excelsis_Deo_in_D_Major - D.txt',
        'tests/resources/mir_datasets/tonality_classicaldb/musicbrainz_metadata/01-Allegro__Gloria_in_excelsis_Deo_in_D_Major - D.json',
        'tests/resources/mir_datasets/tonas/TONAS-Metadata.txt',
        'tests/resources/mir_datasets/vocadito/Annotations/Notes/vocadito_1_notesA2.csv',
    ),
    'tests': (
        'conftest.py test_annotations.py test_download_utils.py test_io.py test_utils.py'
    ),
    'tests/datasets': (
        'test_acousticbrainz_genre.py test_beatport_key.py test_candombe.py test_carnatic_rhythm.py '
        'test_carnatic_varnam.py test_compmusic_raga.py test_egfxset.py test_filosax.py '
        'test_giantsteps_tempo.py test_good_sounds.py test_gtzan_genre.py test_hindustani_rhythm.py '
        'test_irmas.py test_mdb_stem_synth.py test_medleydb_melody.py '
        'test_mtg_jamendo_autotagging_moodtheme.py test_multivox.py test_rwc_classical.py test_simac.py '
        'test_tinysol.py test_tonas.py'
    ),
    'tests/indexes': (
        'beatles_index_1.2_sample.json compmusic_carnatic_rhythm_subset_index_1.0_sample.json '
        'compmusic_hindustani_rhythm_full_index_1.0_sample.json compmusic_raga_index_1.0_sample.json '
        'da_tacos_index_1.1_full_sample.json dagstuhl_choirset_index_1.2.3_sample.json '
        'fma_keys_index_1.0_sample.json freesound_one_shot_percussive_sounds_index_1.0_sample.json '
        'giantsteps_key_index_+_sample.json groove_midi_index_1.0.0_sample.json '
        'haydn_op20_index_1.3_sample.json idmt_smt_audio_effects_index_sample.json '
        'maestro_index_2.0.0_sample.json medley_solos_db_index_1.2_sample.json '
        'medleydb_melody_index_5.0_sample.json mirdata_multivox_index_sample.json '
        'rwc_popular_index_1.0_sample.json salami_index_2.0-corrected_sample.json '
        'saraga_hindustani_index_1.5_sample.json simac_index_1.0_sample.json '
        'test_index_invalid_checksum.json tonas_index_1.0_sample.json'
    ),
    'tests/resources': (
        '10161_chorus.wav remote.tar.gz remote.zip utfissuewin.zip'
    ),
    'tests/resources/download': (
        'Orchset_dataset_0.zip acousticbrainz-mediaeval-features-validation-01.tar.bz2 '
        'maestro-v2.0.0-midi.zip'
    ),
    'tests/resources/mir_datasets/billboard/McGill-Billboard/0003': (
        'full.lab majmin7.lab majmin7inv.lab salami_chords.txt'
    ),
    'tests/resources/mir_datasets/billboard/McGill-Billboard/0035': (
        'bothchroma.csv majmin7.lab majmin7inv.lab'
    ),
    'tests/resources/mir_datasets/compmusic_jingju_acappella/annotation_txt/laosheng': (
        'lseh-Tan_Yang_jia-Hong_yang_dong-qm_phoneme.txt lseh-Tan_Yang_jia-Hong_yang_dong-qm_phrase.txt '
        'lseh-Tan_Yang_jia-Hong_yang_dong-qm_syllable.txt'
    ),
    'tests/resources/mir_datasets/compmusic_raga/RagaDataset/Carnatic/features/3af5a361-923a-465d-864d-9c7ba0c04a47/Aruna_Sairam/December_Season_2001/Valli_Kanavan': (
        'Valli_Kanavan.pitchSilIntrpPP Valli_Kanavan.tonicFine Valli_Kanavan_empty.flatSegNyas '
        'Valli_Kanavan_empty.taniSegKNN'
    ),
    'tests/resources/mir_datasets/dagstuhl_choirset/audio_wav_22050_mono': (
        'DCS_LI_QuartetB_Take04_A2_LRX.wav DCS_LI_QuartetB_Take04_S1_DYN.wav '
        'DCS_LI_QuartetB_Take04_Stereo_STM.wav DCS_LI_QuartetB_Take04_T2_HSM.wav '
        'DCS_LI_QuartetB_Take04_T2_LRX.wav'
    ),
    'tests/resources/mir_datasets/phenicx_anechoic/annotations/beethoven': (
        'bassoon.txt bassoon_o.txt oboe.txt viola_o.txt'
    ),
    'tests/resources/mir_datasets/phenicx_anechoic/audio/beethoven': (
        'bassoon2.wav clarinet1.wav flute2.wav horn1.wav horn2.wav viola1.wav'
    ),
    'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/2/parsed': (
        'textfile1_functions.txt textfile1_lowercase.txt textfile2_uppercase.txt'
    ),
    'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Bhuvini Dasudane': (
        'Bhuvini Dasudane.json',
        'Bhuvini Dasudane.sama-manual.txt',
        'Bhuvini Dasudane.sections-manual-p.txt',
        'Bhuvini Dasudane.tempo-manual.txt',
    ),
    'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Irani Bhairavi Thumri': (
        'Irani Bhairavi Thumri.bpm-manual.txt',
        'Irani Bhairavi Thumri.mphrases-manual.txt',
        'Irani Bhairavi Thumri.pitch.txt',
        'Irani Bhairavi Thumri.tempo-manual.txt',
    ),
    'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/stems': (
        'S00.flac S02.flac S08.flac'
    ),
}

SALAMI_PARSED_KIND = {
    'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/1015/parsed': (
        'textfile2_functions.txt textfile2_lowercase.txt textfile2_uppercase.txt'
    ),
    'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/192/parsed': (
        'textfile1_functions.txt textfile1_lowercase.txt textfile1_uppercase.txt'
    ),
    'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/2/parsed': (
        'textfile1_functions.txt textfile1_lowercase.txt textfile1_uppercase.txt textfile2_functions.txt '
        'textfile2_lowercase.txt textfile2_uppercase.txt'
    ),
}

SALAMI_PARSED_OTHER = {
    '': (
        'tests/resources/mir_datasets/acousticbrainz_genre/acousticbrainz_genre_index_sample.json',
        'tests/resources/mir_datasets/baf/queries/query_0001.wav',
        'tests/resources/mir_datasets/baf/references/ref_1072.wav',
        'tests/resources/mir_datasets/beatles/annotations/beat/The Beatles/01_-_Please_Please_Me/11_-_Do_You_Want_To_Know_A_Secret.txt',
        'tests/resources/mir_datasets/beatles/annotations/chordlab/The Beatles/01_-_Please_Please_Me/11_-_Do_You_Want_To_Know_A_Secret.lab',
        "tests/resources/mir_datasets/billboard/audio/1960s/James Brown/I Don't Mind/audio.flac",
        'tests/resources/mir_datasets/brid/BRID_1.0/Annotations/beats/[0001] M4-01-SA.beats',
        'tests/resources/mir_datasets/cante100/cante100_spectrum/008_PacoToronjo_Fandangos.spectrum.csv',
        'tests/resources/mir_datasets/cante100/cante100audio/008_PacoToronjo_Fandangos.mp3',
        'tests/resources/mir_datasets/cante100/cante100midi_f0/008_PacoToronjo_Fandangos.f0.csv',
        'tests/resources/mir_datasets/cipi/craig_files/beethoven-piano-sonatas-master/kern/sonata01-1.musicxml',
        'tests/resources/mir_datasets/cipi/craig_files/beethoven-piano-sonatas-master/kern/sonata01-4.musicxml',
        'tests/resources/mir_datasets/cipi/index.json',
        'tests/resources/mir_datasets/cipi/k/c-1.pt',
        'tests/resources/mir_datasets/compmusic_carnatic_rhythm/CMR_full_dataset_1.0/CMRfullDataset.xlsx',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Notations_Annotations/annotations/taalas/abhogi/dharini.svl',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Notations_Annotations/annotations/tonics.yaml',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Notations_Annotations/notations/abhogi.doc',
        'tests/resources/mir_datasets/compmusic_hindustani_rhythm/HMR_1.0/HMDf.xlsx',
        'tests/resources/mir_datasets/compmusic_hindustani_rhythm/HMR_1.0/annotations/meter/01_20001_02_Raag_Multani.meter',
        'tests/resources/mir_datasets/compmusic_iamms/Carnatic/ALB_Bhairavi1_70albmgpnganesan/ALB_Bhairavi1_70albmgpnganesan.tonicFine',
        'tests/resources/mir_datasets/compmusic_jingju_acappella/annotation_txt/laosheng/lseh-Tan_Yang_jia-Hong_yang_dong-qm_phrase_char.txt',
        'tests/resources/mir_datasets/compmusic_jingju_acappella/annotation_txt/laosheng/lseh-Tan_Yang_jia-Hong_yang_dong-qm_syllable.txt',
        'tests/resources/mir_datasets/compmusic_jingju_acappella/textgrid/laosheng/lseh-Tan_Yang_jia-Hong_yang_dong-qm.TextGrid',
        'tests/resources/mir_datasets/compmusic_jingju_acappella/wav/laosheng/lseh-Tan_Yang_jia-Hong_yang_dong-qm.wav',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/Changelog.md',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/algorithms.json',
        'tests/resources/mir_datasets/cuidado/C_1.0/annotations/tempo/cuidado_FallaCancion.bpm',
        'tests/resources/mir_datasets/da_tacos/da-tacos_coveranalysis_subset_crema/W_163992_crema/P_547131_crema.h5',
        'tests/resources/mir_datasets/da_tacos/da-tacos_coveranalysis_subset_madmom/W_163992_madmom/P_547131_madmom.h5',
        'tests/resources/mir_datasets/da_tacos/da-tacos_coveranalysis_subset_mfcc/W_163992_mfcc/P_547131_mfcc.h5',
        'tests/resources/mir_datasets/da_tacos/da-tacos_metadata/da-tacos_coveranalysis_subset_metadata.json',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_manual/DCS_LI_QuartetB_Take04_A2_LRX.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_manual/DCS_LI_QuartetB_Take04_B2_LRX.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_scorerepresentation/DCS_LI_QuartetB_Take04_Stereo_STM_B.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_scorerepresentation/DCS_LI_QuartetB_Take04_Stereo_STM_S.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/audio_wav_22050_mono/DCS_LI_QuartetB_Take04_B2_LRX.wav',
        'tests/resources/mir_datasets/dagstuhl_choirset/audio_wav_22050_mono/DCS_LI_QuartetB_Take04_Stereo_STM.wav',
        'tests/resources/mir_datasets/dali/audio/4b196e6c99574dd49ad00d56e132712b.mp3',
        'tests/resources/mir_datasets/egfxset/TapeEcho/Bridge-Middle/1-0.wav',
        'tests/resources/mir_datasets/egfxset/TapeEcho/Bridge/2-0.wav',
        'tests/resources/mir_datasets/filosax/Backing/01/Bass_Drums.wav',
        'tests/resources/mir_datasets/filosax/Backing/02/Piano_Drums.wav',
        'tests/resources/mir_datasets/filosax/Participant 1/01/Sax.wav',
        'tests/resources/mir_datasets/filosax/Participant 1/01/annotations.json',
        'tests/resources/mir_datasets/filosax/Participant 2/01/Sax.wav',
        'tests/resources/mir_datasets/filosax/Participant 2/01/annotations.json',
        'tests/resources/mir_datasets/filosax/Participant 2/02/annotations.json',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/test/audios/binati_SRC.wav',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/test/onsets/b/binati_SRC.onsets',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/train/onsets/b/AHK_solo-tintal-1.onsets',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/train/onsets/rt/AHK_solo-tintal-1.onsets',
        'tests/resources/mir_datasets/freesound_one_shot_percussive_sounds/licenses.txt',
        'tests/resources/mir_datasets/freesound_one_shot_percussive_sounds/one_shot_percussive_sounds/1/183.wav',
        'tests/resources/mir_datasets/freesound_one_shot_percussive_sounds/sound_info_analysis.json',
        'tests/resources/mir_datasets/giantsteps_key/meta/10089 Jason Sparks - Close My Eyes feat. J. Little (Original Mix).json',
        'tests/resources/mir_datasets/giantsteps_tempo/giantsteps-tempo-dataset-0b7d47ba8cae59d3535a02e3db69e2cf6d0af5bb/annotations_v2/jams/28952.LOFI.jams',
        'tests/resources/mir_datasets/good_sounds/good-sounds/sound_files/flute_almudena_reference/akg/0000.wav',
        'tests/resources/mir_datasets/good_sounds/sounds.json',
        'tests/resources/mir_datasets/groove_midi/drummer1/eval_session/1_funk-groove1_138_beat_4-4.wav',
        'tests/resources/mir_datasets/guitarset/annotation/00_BN1-129-Eb_comp.jams',
        'tests/resources/mir_datasets/guitarset/annotation/03_BN3-119-G_solo.jams',
        'tests/resources/mir_datasets/guitarset/audio_mono-mic/03_BN3-119-G_solo_mic.wav',
        'tests/resources/mir_datasets/guitarset/audio_mono-pickup_mix/03_BN3-119-G_solo_mix.wav',
        'tests/resources/mir_datasets/hainsworth/H_1.0/audio/hains001.flac',
        'tests/resources/mir_datasets/haydn_op20/op20n1-01.hrm',
        'tests/resources/mir_datasets/haydn_op20/op20n1-01.midi',
        'tests/resources/mir_datasets/idmt_smt_audio_effects/Gitarre monophon2/Samples/Tremolo/G73-45200-3341-33944.wav',
        'tests/resources/mir_datasets/ikala/Wavfile/10161_chorus.wav',
        'tests/resources/mir_datasets/irmas/IRMAS-TestingData-Part1/Part1/02 - And The Body Will Die-8.wav',
        'tests/resources/mir_datasets/mdb_stem_synth/audio_stems/AClassicEducation_NightOwl_STEM_08.RESYN.wav',
        'tests/resources/mir_datasets/medleydb_melody/medleydb_melody_metadata.json',
        'tests/resources/mir_datasets/medleydb_pitch/medleydb-pitch-pyin-notes/AimeeNorwich_Flying_STEM_15_vamp_pyin_pyin_notes.csv',
        'tests/resources/mir_datasets/mridangam_stroke/mridangam_stroke_1.5/B/224030__akshaylaya__bheem-b-001.wav',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-0/autotagging_moodtheme-test.tsv',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-1/autotagging_moodtheme-train.tsv',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-2/autotagging_moodtheme-train.tsv',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-4/autotagging_moodtheme-test.tsv',
        'tests/resources/mir_datasets/multivox/C1/C1_07052025_S1_MAMAINES_P6_S6/S4_Song1_MAMAINES.wav',
        'tests/resources/mir_datasets/multivox/C3/C3_14052025_S1_AGUACERO_FRAGMENT_P6_S5/audio_ORTF_L_Song1_AGUACERO_FRAGMENT.wav',
        'tests/resources/mir_datasets/multivox/C3/C3_14052025_S1_AGUACERO_FRAGMENT_P6_S5/video360_AGUACERO_FRAGMENT.mp4',
        'tests/resources/mir_datasets/openmic2018/partitions/split01_test.csv',
        'tests/resources/mir_datasets/openmic2018/partitions/split01_train.csv',
        'tests/resources/mir_datasets/orchset/Orchset - Predominant Melodic Instruments.csv',
        'tests/resources/mir_datasets/queen/annotations/chordlab/Queen/Greatest Hits I/01 Bohemian Rhapsody.lab',
        'tests/resources/mir_datasets/queen/annotations/seglab/Queen/Greatest Hits I/01 Bohemian Rhapsody.lab',
        'tests/resources/mir_datasets/rwc_genre/annotations/AIST.RWC-MDB-G-2001.BEAT/RM-G002.BEAT.TXT',
        'tests/resources/mir_datasets/rwc_genre/metadata-master/rwc-g.csv',
        'tests/resources/mir_datasets/rwc_jazz/annotations/AIST.RWC-MDB-J-2001.BEAT/RM-J004.BEAT.TXT',
        'tests/resources/mir_datasets/rwc_popular/annotations/AIST.RWC-MDB-P-2001.BEAT/RM-P001.BEAT.TXT',
        'tests/resources/mir_datasets/rwc_popular/annotations/AIST.RWC-MDB-P-2001.CHORD/RWC_Pop_Chords/N001-M01-T01.lab',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/2/textfile2.txt',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/metadata/metadata.csv',
        'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Bhuvini Dasudane/Bhuvini Dasudane.mp3.mp3',
        'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Bhuvini Dasudane/Bhuvini Dasudane.multitrack-mridangam-right.mp3',
        'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Idhu Thaano Thillai Sthalam/Idhu Thaano Thillai Sthalam.tempo-manual.txt',
        'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Raag Bairagi/Raag Bairagi.ctonic.txt',
        'tests/resources/mir_datasets/scms/SCMS/artists_to_track_mapping.json',
        'tests/resources/mir_datasets/scms/SCMS/metadata.json',
        'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/all_src.mid',
        'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/mix.flac',
        'tests/resources/mir_datasets/tinysol/annotation/TinySOL_metadata.csv',
        'tests/resources/mir_datasets/tonas/Deblas/01-D_AMairena.wav',
        'tests/resources/mir_datasets/vocadito/Annotations/F0/vocadito_1_f0.csv',
        'tests/resources/mir_datasets/vocadito/Annotations/Lyrics/vocadito_1_lyrics.txt',
        'tests/resources/mir_datasets/vocadito/Audio/vocadito_1.wav',
    ),
    'tests': (
        '__init__.py test_annotations.py test_core.py test_download_utils.py test_loaders.py'
    ),
    'tests/datasets': (
        'test_acousticbrainz_genre.py test_compmusic_iamms.py test_cuidado.py test_dagstuhl_choirset.py '
        'test_filosax.py test_freesound_one_shot.py test_good_sounds.py test_gtzan_genre.py '
        'test_haydn_op20.py test_hindustani_rhythm.py test_idmt_smt_audio_effects.py test_jtd.py '
        'test_phenicx_anechoic.py test_rwc_classical.py test_rwc_popular.py test_saraga_hindustani.py'
    ),
    'tests/indexes': (
        'baf_index_1.0_sample.json compmusic_jingju_acappella_index_7.0_sample.json '
        'compmusic_raga_index_1.0_sample.json giantsteps_key_index_+_sample.json '
        'gtzan_genre_index_1.0_sample.json haydn_op20_index_1.3_sample.json '
        'medleydb_pitch_index_2.0_sample.json mridangam_stroke_index_1.5_sample.json '
        'openmic2018_index_1.0_sample.json phenicx_anechoic_index_1.0_sample.json '
        'salami_index_2.0-corrected_sample.json test_index_missing_file.json test_index_valid.json '
        'vocadito_index_1.0_sample.json'
    ),
    'tests/resources/download': (
        'IDMT-SMT-AUDIO-EFFECTS.zip acousticbrainz-mediaeval-features-train-01.tar.bz2 groove-v1-0.0.zip '
        'maestro-v2.0.0.zip'
    ),
    'tests/resources/mir_datasets/billboard/McGill-Billboard/0003': (
        'bothchroma.csv full.lab majmin.lab majmin7.lab majmininv.lab salami_chords.txt'
    ),
    'tests/resources/mir_datasets/billboard/McGill-Billboard/0035': (
        'majmin.lab majmin7.lab salami_chords.txt tuning.csv'
    ),
    'tests/resources/mir_datasets/compmusic_raga/RagaDataset/Carnatic/features/3af5a361-923a-465d-864d-9c7ba0c04a47/Aruna_Sairam/December_Season_2001/Valli_Kanavan': (
        'Valli_Kanavan.pitchSilIntrpPP Valli_Kanavan.taniSegKNN Valli_Kanavan.tonic Valli_Kanavan.tonicFine '
        'Valli_Kanavan_empty.pitch Valli_Kanavan_empty.taniSegKNN'
    ),
    'tests/resources/mir_datasets/compmusic_raga/RagaDataset/Hindustani/_info_': (
        'filelist.txt path_mbid_ragaid.json path_mbid_ragaid.txt ragaId_to_ragaName_mapping.json '
        'ragaId_to_ragaName_mapping.txt'
    ),
    'tests/resources/mir_datasets/multivox/C1/C1_01042025_S1_VAMOSAREMAR_P17_S16': (
        'S1_Song1_VAMOSAREMAR.wav S2_Song1_VAMOSAREMAR.wav audio_ORTF_L_Song1_VAMOSAREMAR.wav '
        'audio_ORTF_R_Song1_VAMOSAREMAR.wav video360_VAMOSAREMAR.mp4'
    ),
    'tests/resources/mir_datasets/phenicx_anechoic/annotations/beethoven': (
        'clarinet.txt horn.txt trumpet.txt trumpet_o.txt violin.txt'
    ),
    'tests/resources/mir_datasets/phenicx_anechoic/audio/beethoven': (
        'bassoon1.wav cello.wav clarinet1.wav flute2.wav trumpet2.wav'
    ),
    'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Irani Bhairavi Thumri': (
        'Irani Bhairavi Thumri.bpm-manual.txt',
        'Irani Bhairavi Thumri.json',
        'Irani Bhairavi Thumri.mp3.mp3',
    ),
    'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/MIDI': (
        'S02.mid S05.mid S08.mid'
    ),
    'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/stems': (
        'S00.wav S03.wav S04.wav'
    ),
    'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/MIDI': (
        'S02.mid S03.mid S04.mid S05.mid S08.mid S10.mid'
    ),
    'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/stems': (
        'S00.flac S03.flac S04.flac S05.flac'
    ),
}

SLAKH_STEMS_KIND = {
    'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/stems': (
        'S00.wav S01.wav S02.wav S03.wav S04.wav S05.wav S07.wav S08.wav S09.wav S10.wav'
    ),
    'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/stems': (
        'S00.flac S01.flac S02.flac S03.flac S04.flac S05.flac S07.flac S08.flac S09.flac S10.flac'
    ),
}

SLAKH_STEMS_OTHER = {
    '': (
        'tests/resources/download/maestro-v2.0.0-midi.zip',
        'tests/resources/mir_datasets/baf/queries/query_0002.wav',
        'tests/resources/mir_datasets/baf/queries_info.csv',
        'tests/resources/mir_datasets/baf/references/ref_1072.wav',
        'tests/resources/mir_datasets/ballroom/B_1.0/annotations/beats/Media-105901.beats',
        'tests/resources/mir_datasets/ballroom/B_1.0/annotations/tempo/Media-105901.bpm',
        'tests/resources/mir_datasets/beatles/annotations/chordlab/The Beatles/01_-_Please_Please_Me/11_-_Do_You_Want_To_Know_A_Secret.lab',
        'tests/resources/mir_datasets/beatles/annotations/keylab/The Beatles/01_-_Please_Please_Me/11_-_Do_You_Want_To_Know_A_Secret.lab',
        'tests/resources/mir_datasets/beatport_key/audio/100066 Lindstrom - Monsteer (Original Mix).mp3',
        'tests/resources/mir_datasets/billboard/McGill-Billboard/0003/majmin7.lab',
        'tests/resources/mir_datasets/billboard/McGill-Billboard/0003/tuning.csv',
        'tests/resources/mir_datasets/billboard/McGill-Billboard/0035/majmin7.lab',
        'tests/resources/mir_datasets/billboard/McGill-Billboard/0035/salami_chords.txt',
        'tests/resources/mir_datasets/brid/BRID_1.0/Annotations/beats/[0001] M4-01-SA.beats',
        'tests/resources/mir_datasets/cante100/cante100Meta.xml',
        'tests/resources/mir_datasets/cante100/cante100_automaticTranscription/008_PacoToronjo_Fandangos.notes.csv',
        'tests/resources/mir_datasets/cante100/cante100midi_f0/008_PacoToronjo_Fandangos.f0.csv',
        'tests/resources/mir_datasets/cipi/ArGNNThumb-s/lh/c-1.pt',
        'tests/resources/mir_datasets/cipi/craig_files/beethoven-piano-sonatas-master/kern/sonata01-2.musicxml',
        'tests/resources/mir_datasets/cipi/k/c-1.pt',
        'tests/resources/mir_datasets/compmusic_carnatic_rhythm/CMR_subset_1.0/annotations/meter/01_10003_1-04_Shri_Visvanatham.meter',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Notations_Annotations/README.rst',
        'tests/resources/mir_datasets/compmusic_carnatic_varnam/carnatic_varnam_1.1/Notations_Annotations/annotations/taalas/abhogi/dharini.svl',
        'tests/resources/mir_datasets/compmusic_hindustani_rhythm/HMR_1.0/annotations/beats/01_20001_02_Raag_Multani.beats',
        'tests/resources/mir_datasets/compmusic_hindustani_rhythm/HMR_1.0/audio/01_20001_02_Raag_Multani.wav',
        'tests/resources/mir_datasets/compmusic_indian_tonic/indian_art_music_tonic_1.0/CM/annotations/CM2.json',
        'tests/resources/mir_datasets/compmusic_indian_tonic/indian_art_music_tonic_1.0/IITM/annotations/IITM2.json',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/Changelog.md',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/LICENSE',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/data/Kurdilihicazkar/cafcdeaf-e966-4ff0-84fb-f660d2b68365.json',
        'tests/resources/mir_datasets/compmusic_otmm_makam/MTG-otmm_makam_recognition_dataset-55ce75a/data/Kurdilihicazkar/cafcdeaf-e966-4ff0-84fb-f660d2b68365.pitch',
        'tests/resources/mir_datasets/compmusic_raga/RagaDataset/Carnatic/_info_/path_mbid_ragaid.txt',
        'tests/resources/mir_datasets/compmusic_raga/RagaDataset/Hindustani/_info_/path_mbid_ragaid.json',
        'tests/resources/mir_datasets/cuidado/C_1.0/annotations/beats/cuidado_FallaCancion.beats',
        'tests/resources/mir_datasets/da_tacos/da-tacos_coveranalysis_subset_mfcc/W_163992_mfcc/P_547131_mfcc.h5',
        'tests/resources/mir_datasets/da_tacos/da-tacos_coveranalysis_subset_tags/W_163992_tags/P_547131_tags.h5',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_CREPE/DCS_LI_QuartetB_Take04_B2_HSM.csv',
        'tests/resources/mir_datasets/dagstuhl_choirset/annotations_csv_F0_PYIN/DCS_LI_QuartetB_Take04_B2_LRX.csv',
        'tests/resources/mir_datasets/dali/annotations/4b196e6c99574dd49ad00d56e132712b.gz',
        'tests/resources/mir_datasets/egfxset/TapeEcho/Bridge/2-0.wav',
        'tests/resources/mir_datasets/egfxset/egfxset_metadata.csv',
        'tests/resources/mir_datasets/filosax/Backing/01/Bass_Drums.wav',
        'tests/resources/mir_datasets/filosax/Backing/02/Piano_Drums.wav',
        'tests/resources/mir_datasets/filosax/Participant 1/01/annotations.json',
        'tests/resources/mir_datasets/fma_keys/000/000010.mp3',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/test/onsets/rt/binati_SRC.onsets',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/train/onsets/d/AHK_solo-tintal-1.onsets',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/train/onsets/rb/AHK_solo-tintal-1.onsets',
        'tests/resources/mir_datasets/four_way_tabla/4way-tabla-ismir21-dataset/train/onsets/rt/AHK_solo-tintal-1.onsets',
        'tests/resources/mir_datasets/freesound_one_shot_percussive_sounds/licenses.txt',
        'tests/resources/mir_datasets/freesound_one_shot_percussive_sounds/sound_info_analysis.json',
        'tests/resources/mir_datasets/giantsteps_key/audio/10089 Jason Sparks - Close My Eyes feat. J. Little (Original Mix).mp3',
        'tests/resources/mir_datasets/giantsteps_tempo/giantsteps-tempo-dataset-0b7d47ba8cae59d3535a02e3db69e2cf6d0af5bb/annotations_v2/jams/28952.LOFI.jams',
        'tests/resources/mir_datasets/good_sounds/takes.json',
        'tests/resources/mir_datasets/guitarset/annotation/00_BN1-129-Eb_comp.jams',
        'tests/resources/mir_datasets/hainsworth/H_1.0/annotations/tempo/hains001.bpm',
        'tests/resources/mir_datasets/haydn_op20/op20n1-01.hrm',
        'tests/resources/mir_datasets/ikala/Lyrics/10164_chorus.lab',
        'tests/resources/mir_datasets/jtd/annotations/barronk-allgodschildren-drummondrrileyb-1990-8b77c067/bass_onsets.csv',
        'tests/resources/mir_datasets/jtd/annotations/barronk-allgodschildren-drummondrrileyb-1990-8b77c067/piano_onsets.csv',
        'tests/resources/mir_datasets/jtd/raw/barronk-allgodschildren-drummondrrileyb-1990-8b77c067.wav',
        'tests/resources/mir_datasets/maestro/2018/MIDI-Unprocessed_Chamber3_MID--AUDIO_10_R3_2018_wav--1.wav',
        'tests/resources/mir_datasets/mdb_stem_synth/annotation_stems/AClassicEducation_NightOwl_STEM_08.RESYN.csv',
        'tests/resources/mir_datasets/mdb_stem_synth/audio_stems/AClassicEducation_NightOwl_STEM_08.RESYN.wav',
        'tests/resources/mir_datasets/medley_solos_db/audio/Medley-solos-DB_validation-3_d07b1fc0-567d-52c2-fef4-239f31c9d40e.wav',
        'tests/resources/mir_datasets/medleydb_pitch/medleydb_pitch_metadata.json',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/autotagging_moodtheme.tsv',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-2/autotagging_moodtheme-train.tsv',
        'tests/resources/mir_datasets/mtg_jamendo_autotagging_moodtheme/data/splits/split-3/autotagging_moodtheme-train.tsv',
        'tests/resources/mir_datasets/multivox/C1/C1_01042025_S1_VAMOSAREMAR_P17_S16/S2_Song1_VAMOSAREMAR.wav',
        'tests/resources/mir_datasets/multivox/C1/C1_01042025_S1_VAMOSAREMAR_P17_S16/audio_ORTF_L_Song1_VAMOSAREMAR.wav',
        'tests/resources/mir_datasets/multivox/C1/C1_07052025_S1_MAMAINES_P6_S6/S2_Song1_MAMAINES.wav',
        'tests/resources/mir_datasets/multivox/C1/C1_07052025_S1_MAMAINES_P6_S6/audio_ORTF_R_Song1_MAMAINES.wav',
        'tests/resources/mir_datasets/multivox/C3/C3_14052025_S1_AGUACERO_FRAGMENT_P6_S5/audio_ORTF_L_Song1_AGUACERO_FRAGMENT.wav',
        'tests/resources/mir_datasets/openmic2018/class-map.json',
        'tests/resources/mir_datasets/orchset/Orchset - Predominant Melodic Instruments.csv',
        'tests/resources/mir_datasets/orchset/audio/mono/Beethoven-S3-I-ex1.wav',
        'tests/resources/mir_datasets/rwc_jazz/annotations/AIST.RWC-MDB-J-2001.BEAT/RM-J004.BEAT.TXT',
        'tests/resources/mir_datasets/rwc_jazz/annotations/AIST.RWC-MDB-J-2001.CHORUS/RM-J004.CHORUS.TXT',
        'tests/resources/mir_datasets/rwc_jazz/audio/rwc-j-m01/4.wav',
        'tests/resources/mir_datasets/rwc_popular/audio/rwc-p-m01/1.wav',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/1015/parsed/textfile2_functions.txt',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/1015/textfile2.txt',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/192/parsed/textfile1_functions.txt',
        'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/192/parsed/textfile1_uppercase.txt',
        'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Idhu Thaano Thillai Sthalam/Idhu Thaano Thillai Sthalam.tempo-manual.txt',
        'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Raag Bairagi/Raag Bairagi.ctonic.txt',
        'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Raag Bairagi/Raag Bairagi.pitch.txt',
        'tests/resources/mir_datasets/scms/SCMS/annotations/activations/Enta_Bhagyamu_3.lab',
        'tests/resources/mir_datasets/simac/S_1.0/annotations/tempo/simac_01_H_mikri_Rallou.bpm',
        'tests/resources/mir_datasets/simac/S_1.0/audio/simac_01_H_mikri_Rallou.flac',
        'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/mix.wav',
        'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/all_src.mid',
        'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/mix.flac',
        'tests/resources/mir_datasets/tinysol/annotation/TinySOL_metadata.csv',
        'tests/resources/mir_datasets/tonality_classicaldb/spectrums/01-Allegro__Gloria_in_excelsis_Deo_in_D_Major - D.json',
        'tests/resources/mir_datasets/tonas/TONAS-Metadata.txt',
        'tests/resources/mir_datasets/vocadito/Annotations/Notes/vocadito_1_notesA2.csv',
        'tests/resources/mir_datasets/vocadito/Audio/vocadito_1.wav',
        'tests/resources/tmp_download_test/remote.wav',
    ),
    'tests': (
        '__init__.py conftest.py test_download_utils.py test_full_dataset.py test_io.py'
    ),
    'tests/datasets': (
        '__init__.py test_ballroom.py test_cante100.py test_carnatic_varnam.py test_compmusic_iamms.py '
        'test_compmusic_raga.py test_da_tacos.py test_filosax.py test_giantsteps_key.py test_gtzan_genre.py '
        'test_hainsworth.py test_idmt_smt_audio_effects.py test_jingju_acappella.py test_jtd.py '
        'test_maestro.py test_medleydb_melody.py test_mridangam_stroke.py '
        'test_mtg_jamendo_autotagging_moodtheme.py test_multivox.py test_orchset.py test_phenicx_anechoic.py '
        'test_rwc_jazz.py test_rwc_popular.py test_saraga_carnatic.py test_saraga_hindustani.py test_scms.py '
        'test_tinysol.py'
    ),
    'tests/indexes': (
        'baf_index_1.0_sample.json ballroom_full_index_1.0_sample.json billboard_index_2.0_sample.json '
        'candombe_index_1.0_sample.json compmusic_iamms_index_1.0_sample.json '
        'compmusic_indian_tonic_1.0_sample.json compmusic_otmm_makam_index_dlfm2016-fix1_sample.json '
        'egfxset_index_1.0_sample.json haydn_op20_index_1.3_sample.json maestro_index_2.0.0_sample.json '
        'mdb_stem_synth_index_1.0.0_sample.json medleydb_pitch_index_2.0_sample.json '
        'medleydb_pitch_index_3.0_sample.json mirdata_multivox_index_sample.json '
        'mridangam_stroke_index_1.5_sample.json rwc_popular_index_1.0_sample.json '
        'saraga_carnatic_index_1.5_sample.json simac_index_1.0_sample.json test_index_invalid_checksum.json '
        'test_index_missing_file.json tonality_classicaldb_index_1.0_sample.json '
        'vocadito_index_1.0_sample.json'
    ),
    'tests/resources': (
        'file.tar.gz file.zip utfissue.zip utfissuewin.zip'
    ),
    'tests/resources/mir_datasets/compmusic_iamms/Carnatic/ALB_Bhairavi1_70albmgpnganesan': (
        'ALB_Bhairavi1_70albmgpnganesan.anotEdit1 ALB_Bhairavi1_70albmgpnganesan.mp3 '
        'ALB_Bhairavi1_70albmgpnganesan.pitch ALB_Bhairavi1_70albmgpnganesan.pitchSilIntrpPP'
    ),
    'tests/resources/mir_datasets/compmusic_raga/RagaDataset/Carnatic/features/3af5a361-923a-465d-864d-9c7ba0c04a47/Aruna_Sairam/December_Season_2001/Valli_Kanavan': (
        'Valli_Kanavan.pitchSilIntrpPP Valli_Kanavan.tonic Valli_Kanavan.tonicFine'
    ),
    'tests/resources/mir_datasets/dagstuhl_choirset/audio_wav_22050_mono': (
        'DCS_LI_QuartetB_Take04_B2_HSM.wav DCS_LI_QuartetB_Take04_B2_LRX.wav '
        'DCS_LI_QuartetB_Take04_Stereo_STL.wav DCS_LI_QuartetB_Take04_Stereo_STR.wav '
        'DCS_LI_QuartetB_Take04_T2_LRX.wav'
    ),
    'tests/resources/mir_datasets/phenicx_anechoic/annotations/beethoven': (
        'cello.txt clarinet.txt flute_o.txt viola.txt'
    ),
    'tests/resources/mir_datasets/phenicx_anechoic/audio/beethoven': (
        'bassoon2.wav clarinet2.wav flute2.wav horn1.wav oboe1.wav viola1.wav viola2.wav violin2.wav'
    ),
    'tests/resources/mir_datasets/salami/salami-data-public-hierarchy-corrections/annotations/2/parsed': (
        'textfile1_lowercase.txt textfile1_uppercase.txt textfile2_functions.txt textfile2_uppercase.txt'
    ),
    'tests/resources/mir_datasets/saraga_carnatic/saraga1.5_carnatic/Cherthala Ranganatha Sharma at Arkay by Cherthala Ranganatha Sharma/Bhuvini Dasudane': (
        'Bhuvini Dasudane.bpm-manual.txt',
        'Bhuvini Dasudane.json',
        'Bhuvini Dasudane.mphrases-manual.txt',
        'Bhuvini Dasudane.multitrack-vocal.mp3',
    ),
    'tests/resources/mir_datasets/saraga_hindustani/saraga1.5_hindustani/New Signature by Brajeshwar Mukherjee/Irani Bhairavi Thumri': (
        'Irani Bhairavi Thumri.mphrases-manual.txt',
        'Irani Bhairavi Thumri.pitch.txt',
        'Irani Bhairavi Thumri.tempo-manual.txt',
    ),
    'tests/resources/mir_datasets/slakh/babyslakh_16k/Track00001/MIDI': (
        'S04.mid S05.mid S10.mid'
    ),
    'tests/resources/mir_datasets/slakh/slakh2100_flac_redux/train/Track00001/MIDI': (
        'S02.mid S07.mid S09.mid S10.mid'
    ),
}

SEAEXPLORER_OFFLOAD_KIND = {
    'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/logs': (
        'sea035.8.gli.sub.1.gz sea035.8.gli.sub.2.gz sea035.8.gli.sub.3 sea035.8.pld1.sub.1.gz '
        'sea035.8.pld1.sub.2.gz sea035.9.gli.sub.1.gz sea035.9.gli.sub.10 sea035.9.gli.sub.2.gz '
        'sea035.9.gli.sub.3.gz sea035.9.gli.sub.4.gz sea035.9.gli.sub.5.gz sea035.9.gli.sub.6.gz '
        'sea035.9.gli.sub.7.gz sea035.9.gli.sub.8.gz sea035.9.gli.sub.9.gz sea035.9.pld1.sub.1.gz '
        'sea035.9.pld1.sub.2.gz sea035.9.pld1.sub.3.gz sea035.9.pld1.sub.4.gz sea035.9.pld1.sub.5.gz '
        'sea035.9.pld1.sub.6.gz sea035.9.pld1.sub.7.gz sea035.9.pld1.sub.8.gz sea035.9.pld1.sub.9.gz'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/sci/logs': (
        'sea035.9.pld1.raw.1.gz sea035.9.pld1.raw.10 sea035.9.pld1.raw.2.gz sea035.9.pld1.raw.3.gz '
        'sea035.9.pld1.raw.4.gz sea035.9.pld1.raw.5.gz sea035.9.pld1.raw.6.gz sea035.9.pld1.raw.7.gz '
        'sea035.9.pld1.raw.8.gz sea035.9.pld1.raw.9.gz sea035.9.pld1.sub.1.gz sea035.9.pld1.sub.10 '
        'sea035.9.pld1.sub.2.gz sea035.9.pld1.sub.3.gz sea035.9.pld1.sub.4.gz sea035.9.pld1.sub.5.gz '
        'sea035.9.pld1.sub.6.gz sea035.9.pld1.sub.7.gz sea035.9.pld1.sub.8.gz sea035.9.pld1.sub.9.gz'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M010': (
        'SEA035.10.gli.sub.001 SEA035.10.gli.sub.002 SEA035.10.gli.sub.003 SEA035.10.gli.sub.004 '
        'SEA035.10.gli.sub.005 SEA035.10.gli.sub.006 SEA035.10.gli.sub.007 SEA035.10.gli.sub.008 '
        'SEA035.10.gli.sub.009 SEA035.10.gli.sub.010 SEA035.10.gli.sub.011 SEA035.10.gli.sub.012 '
        'SEA035.10.gli.sub.013 SEA035.10.gli.sub.014 SEA035.10.gli.sub.015 SEA035.10.gli.sub.016 '
        'SEA035.10.gli.sub.017 SEA035.10.gli.sub.018 SEA035.10.gli.sub.019 SEA035.10.gli.sub.020 '
        'SEA035.10.gli.sub.021 SEA035.10.gli.sub.022 SEA035.10.gli.sub.023 SEA035.10.gli.sub.024 '
        'SEA035.10.gli.sub.025 SEA035.10.gli.sub.026 SEA035.10.gli.sub.027 SEA035.10.gli.sub.028 '
        'SEA035.10.gli.sub.029 SEA035.10.gli.sub.030 SEA035.10.gli.sub.031 SEA035.10.gli.sub.032 '
        'SEA035.10.gli.sub.033 SEA035.10.gli.sub.034 SEA035.10.gli.sub.035 SEA035.10.gli.sub.036 '
        'SEA035.10.gli.sub.037 SEA035.10.gli.sub.038 SEA035.10.gli.sub.039 SEA035.10.gli.sub.040 '
        'SEA035.10.gli.sub.041 SEA035.10.gli.sub.042 SEA035.10.gli.sub.043 SEA035.10.gli.sub.044 '
        'SEA035.10.gli.sub.045 SEA035.10.gli.sub.046 SEA035.10.gli.sub.047 SEA035.10.gli.sub.048 '
        'SEA035.10.gli.sub.049 SEA035.10.gli.sub.050 SEA035.10.gli.sub.051 SEA035.10.gli.sub.052 '
        'SEA035.10.gli.sub.053 SEA035.10.gli.sub.054 SEA035.10.gli.sub.055 SEA035.10.gli.sub.056 '
        'SEA035.10.gli.sub.057 SEA035.10.gli.sub.058 SEA035.10.gli.sub.059 SEA035.10.gli.sub.060 '
        'SEA035.10.gli.sub.061 SEA035.10.gli.sub.062 SEA035.10.gli.sub.063 SEA035.10.gli.sub.064 '
        'SEA035.10.gli.sub.065 SEA035.10.gli.sub.066 SEA035.10.gli.sub.067 SEA035.10.gli.sub.068 '
        'SEA035.10.gli.sub.069 SEA035.10.gli.sub.070 SEA035.10.gli.sub.071 SEA035.10.gli.sub.072 '
        'SEA035.10.gli.sub.073 SEA035.10.gli.sub.074 SEA035.10.gli.sub.075 SEA035.10.gli.sub.076 '
        'SEA035.10.gli.sub.077 SEA035.10.gli.sub.078 SEA035.10.gli.sub.079 SEA035.10.gli.sub.080 '
        'SEA035.10.gli.sub.081 SEA035.10.gli.sub.082 SEA035.10.gli.sub.083 SEA035.10.gli.sub.084 '
        'SEA035.10.gli.sub.085 SEA035.10.gli.sub.086 SEA035.10.gli.sub.087 SEA035.10.gli.sub.088 '
        'SEA035.10.gli.sub.089 SEA035.10.gli.sub.090 SEA035.10.gli.sub.091 SEA035.10.gli.sub.092 '
        'SEA035.10.gli.sub.093 SEA035.10.gli.sub.094 SEA035.10.gli.sub.095 SEA035.10.gli.sub.096 '
        'SEA035.10.gli.sub.097 SEA035.10.pld1.sub.001 SEA035.10.pld1.sub.002 SEA035.10.pld1.sub.003 '
        'SEA035.10.pld1.sub.004 SEA035.10.pld1.sub.005 SEA035.10.pld1.sub.006 SEA035.10.pld1.sub.007 '
        'SEA035.10.pld1.sub.009 SEA035.10.pld1.sub.010 SEA035.10.pld1.sub.011 SEA035.10.pld1.sub.012 '
        'SEA035.10.pld1.sub.013 SEA035.10.pld1.sub.014 SEA035.10.pld1.sub.015 SEA035.10.pld1.sub.016 '
        'SEA035.10.pld1.sub.017 SEA035.10.pld1.sub.018 SEA035.10.pld1.sub.019 SEA035.10.pld1.sub.020 '
        'SEA035.10.pld1.sub.021 SEA035.10.pld1.sub.022 SEA035.10.pld1.sub.023 SEA035.10.pld1.sub.024 '
        'SEA035.10.pld1.sub.025 SEA035.10.pld1.sub.026 SEA035.10.pld1.sub.027 SEA035.10.pld1.sub.028 '
        'SEA035.10.pld1.sub.029 SEA035.10.pld1.sub.030 SEA035.10.pld1.sub.031 SEA035.10.pld1.sub.032 '
        'SEA035.10.pld1.sub.033 SEA035.10.pld1.sub.034 SEA035.10.pld1.sub.035 SEA035.10.pld1.sub.036 '
        'SEA035.10.pld1.sub.037 SEA035.10.pld1.sub.038 SEA035.10.pld1.sub.039 SEA035.10.pld1.sub.040 '
        'SEA035.10.pld1.sub.041 SEA035.10.pld1.sub.042 SEA035.10.pld1.sub.043 SEA035.10.pld1.sub.044 '
        'SEA035.10.pld1.sub.045 SEA035.10.pld1.sub.046 SEA035.10.pld1.sub.047 SEA035.10.pld1.sub.048 '
        'SEA035.10.pld1.sub.049 SEA035.10.pld1.sub.050 SEA035.10.pld1.sub.051 SEA035.10.pld1.sub.052 '
        'SEA035.10.pld1.sub.053 SEA035.10.pld1.sub.054 SEA035.10.pld1.sub.055 SEA035.10.pld1.sub.056 '
        'SEA035.10.pld1.sub.057 SEA035.10.pld1.sub.058 SEA035.10.pld1.sub.059 SEA035.10.pld1.sub.060 '
        'SEA035.10.pld1.sub.061 SEA035.10.pld1.sub.062 SEA035.10.pld1.sub.063 SEA035.10.pld1.sub.064 '
        'SEA035.10.pld1.sub.065 SEA035.10.pld1.sub.066 SEA035.10.pld1.sub.067 SEA035.10.pld1.sub.068 '
        'SEA035.10.pld1.sub.069 SEA035.10.pld1.sub.070 SEA035.10.pld1.sub.071 SEA035.10.pld1.sub.072 '
        'SEA035.10.pld1.sub.073 SEA035.10.pld1.sub.074 SEA035.10.pld1.sub.075 SEA035.10.pld1.sub.076 '
        'SEA035.10.pld1.sub.077 SEA035.10.pld1.sub.078 SEA035.10.pld1.sub.079 SEA035.10.pld1.sub.080 '
        'SEA035.10.pld1.sub.081 SEA035.10.pld1.sub.082 SEA035.10.pld1.sub.083 SEA035.10.pld1.sub.084 '
        'SEA035.10.pld1.sub.085 SEA035.10.pld1.sub.086 SEA035.10.pld1.sub.087 SEA035.10.pld1.sub.088 '
        'SEA035.10.pld1.sub.089 SEA035.10.pld1.sub.090 SEA035.10.pld1.sub.091 SEA035.10.pld1.sub.092 '
        'SEA035.10.pld1.sub.093 SEA035.10.pld1.sub.094 SEA035.10.pld1.sub.095 SEA035.10.pld1.sub.096 '
        'SEA035.10.pld1.sub.097'
    ),
    'tests/example-data/example-seaexplorer/offloads/sea035-m007': (
        'sea035.7.pld1.raw.1.gz sea035.7.pld1.raw.2.gz sea035.7.pld1.raw.3.gz sea035.7.pld1.raw.4.gz '
        'sea035.7.pld1.raw.5 sea035.7.pld1.sub.1.gz sea035.7.pld1.sub.2.gz sea035.7.pld1.sub.3.gz '
        'sea035.7.pld1.sub.4.gz sea035.7.pld1.sub.5'
    ),
    'tests/example-data/example-seaexplorer/offloads/sea035-m007/nav': (
        'sea035.6.gli.sub.1.gz sea035.6.gli.sub.2.gz sea035.6.gli.sub.3 sea035.6.pld1.sub.1.gz '
        'sea035.6.pld1.sub.2.gz sea035.7.gli.sub.1.gz sea035.7.gli.sub.2.gz sea035.7.gli.sub.3.gz '
        'sea035.7.gli.sub.4.gz sea035.7.gli.sub.5 sea035.7.pld1.sub.1.gz sea035.7.pld1.sub.2.gz '
        'sea035.7.pld1.sub.3.gz sea035.7.pld1.sub.4.gz'
    ),
}

SEAEXPLORER_OFFLOAD_OTHER = {
    '': (
        'tests/data/l0-timeseries/dfo-eva035-20190718.nc tests/data/realtime_raw/sea035.12.gli.sub.36 '
        'tests/example-data/.github/workflows/tests.yml '
        'tests/example-data/example-seaexplorer-raw/deployment.yml '
        'tests/example-data/example-seaexplorer/adjusted.yml '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/configs/sea.cfg '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/configs/sea.msn '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/logs/sea.0.gli.evt.1 '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/sci/configs/seapayload.cfg '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/sci/logs/sea.0.pld1.evt.1 '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/sci/logs/sea.Arch.M8.leg0.061222032019.23b64f22-93c1-4088-a0cd-61b7edc7bb11.tar.gz '
        'tests/example-data/example-slocum-littleendian/figs/.DS_Store '
        'tests/expected/example-seaexplorer/L0-timeseries/dfo-eva035-20190718.yml '
        'tests/expected/example-seaexplorer/L0-timeseries/dfo-eva035-20190718_adjusted.yml '
        'tests/expected/example-slocum/L0-gridfiles/dfo-rosie713-20190615_grid_adjusted.yml '
        'tests/expected/example-slocum/L0-timeseries/dfo-rosie713-20190615.yml'
    ),
    'tests': (
        '_copyresultstoexpected.py _generate_expected_yaml.py test_process_adjusted_slocum_yaml.py '
        'test_seaexplorer.py test_slocum_yaml.py'
    ),
    'tests/example-data/example-seaexplorer-legato-flntu-arod-ad2cp': (
        'Makefile deploymentRealtime.yml plottingconfig.yml'
    ),
    'tests/example-data/example-seaexplorer-legato-flntu-arod-ad2cp/realtime_raw': (
        'sea063.22.gli.sub.124.gz sea063.22.gli.sub.125.gz sea063.22.gli.sub.127.gz sea063.22.gli.sub.128.gz '
        'sea063.22.gli.sub.129.gz sea063.22.pld1.sub.123.gz sea063.22.pld1.sub.124.gz '
        'sea063.22.pld1.sub.125.gz'
    ),
    'tests/example-data/example-seaexplorer-raw/delayed_raw': (
        'sea046.45.gli.sub.10.gz sea046.45.gli.sub.14.gz sea046.45.pld1.raw.12.gz'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/feeds': (
        'alseamar-fs-core-release-all.conf alseamar-kernel-release-system.conf '
        'alseamar-seaexplorer-release-all.conf alseamar-yocto-release-all.conf '
        'alseamar-yocto-release-armv5e.conf alseamar-yocto-release-at91stamp9g20.conf opkg.conf'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M010': (
        'SEA035.10.gli.sub (1).012',
        'SEA035.10.gli.sub (1).014',
        'SEA035.10.pld1.sub (1).005',
        'SEA035.10.pld1.sub (1).013',
        'SEA035.10.pld1.sub (1).014',
    ),
    'tests/example-data/example-seaexplorer/offloads/sea035-m007': (
        'sea.0.pld1.evt.1 sea.Arch.M1004.leg0.051717532019.1b7689c5-be3d-4430-9507-d911da85c7db.tar.gz '
        'sea.Arch.M1005.leg0.051719382019.b6c9ac16-a373-42ea-b19d-a6cc9e1835b2.tar.gz '
        'sea.Arch.M1014.leg0.051621482019.263c489b-f805-4f1e-b56b-0ee61faee4a9.tar.gz '
        'sea.Arch.M2.leg0.051623282019.fd2a413c-9f83-4d23-86b5-cde12fec86f5.tar.gz '
        'sea.Arch.M3.leg0.071215172018.527e4710-08d1-4250-8f5d-644cad18a9af.tar.gz '
        'sea.Arch.M4.leg0.051722282019.ed549e5a-a5d5-4abc-be48-fa39a0217dad.tar.gz '
        'sea.Arch.M6.leg0.071214492018.a9a86943-1115-4d27-a4aa-82c417ac679d.tar.gz sea.cfg sea.msn '
        'seapayload.cfg'
    ),
    'tests/example-data/example-seaexplorer/offloads/sea035-m007/nav': (
        'sea.0.gli.evt.1 sea.cfg sea.msn'
    ),
    'tests/example-data/example-seaexplorer/realtime_raw': (
        'sea035.12.gli.sub.37 sea035.12.gli.sub.38 sea035.12.gli.sub.39 sea035.12.gli.sub.44 '
        'sea035.12.gli.sub.49 sea035.12.pld1.sub.37 sea035.12.pld1.sub.40 sea035.12.pld1.sub.41 '
        'sea035.12.pld1.sub.43 sea035.12.pld1.sub.44 sea035.12.pld1.sub.47'
    ),
    'tests/example-data/example-slocum': (
        'adjusted.yml plottingconfig.yml process_deploymentRealTime.py'
    ),
    'tests/example-data/example-slocum-littleendian': (
        'cproof-deployments.geojson deployment.yml process_deploymentRealTime.py'
    ),
    'tests/example-data/example-slocum-littleendian/.dinkumcache': (
        '00cda96e.CAC 32d5cf2a.CAC 4160369A.CAC 56E5482B.CAC 6B016A2E.CAC 81993107.CAC 9288CECC.CAC '
        'CDBF9982.CAC D1C8FC06.CAC D3795C72.CAC'
    ),
    'tests/example-data/example-slocum-littleendian/cac': (
        '06a36d4e.cac 28a564e3.cac 32D5CF2A.CAC 39b2c12e.cac 4160369A.CAC 56E5482B.CAC 5cb109eb.cac '
        '616d8972.cac 6342f6cb.cac 81993107.CAC B4B6E7D4.CAC C4825430.CAC CDBF9982.CAC c5e9f098.cac '
        'c826c465.CAC ca27b3cb.cac cb3e52f0.cac ef794cdf.cac f156c10d.CAC fde35299.cac fecc17da.cac'
    ),
    'tests/example-data/example-slocum-littleendian/realtime_raw': (
        'maria-997-2022-164-7-0.tbd maria-997-2022-164-7-1.sbd maria-997-2022-164-7-12.sbd '
        'maria-997-2022-164-7-13.tbd maria-997-2022-164-7-14.sbd maria-997-2022-164-7-14.tbd '
        'maria-997-2022-164-7-18.tbd maria-997-2022-164-7-2.sbd maria-997-2022-164-7-2.tbd '
        'maria-997-2022-164-7-20.sbd maria-997-2022-164-7-21.sbd maria-997-2022-164-7-21.tbd '
        'maria-997-2022-164-7-23.sbd maria-997-2022-164-7-24.sbd maria-997-2022-164-7-25.sbd '
        'maria-997-2022-164-7-25.tbd maria-997-2022-164-7-26.tbd maria-997-2022-164-7-28.sbd '
        'maria-997-2022-164-7-28.tbd maria-997-2022-164-7-29.tbd maria-997-2022-164-7-3.tbd '
        'maria-997-2022-164-7-30.tbd maria-997-2022-164-7-31.tbd maria-997-2022-164-7-4.tbd '
        'maria-997-2022-164-7-6.sbd maria-997-2022-164-7-6.tbd maria-997-2022-164-7-8.sbd '
        'maria-997-2022-164-7-8.tbd maria-997-2022-164-7-9.sbd maria-997-2022-165-0-0.tbd '
        'maria-997-2022-165-0-10.sbd maria-997-2022-165-0-10.tbd maria-997-2022-165-0-11.sbd '
        'maria-997-2022-165-0-11.tbd maria-997-2022-165-0-12.tbd maria-997-2022-165-0-14.sbd '
        'maria-997-2022-165-0-14.tbd maria-997-2022-165-0-15.sbd maria-997-2022-165-0-18.sbd '
        'maria-997-2022-165-0-19.sbd maria-997-2022-165-0-2.tbd maria-997-2022-165-0-21.sbd '
        'maria-997-2022-165-0-22.tbd maria-997-2022-165-0-23.sbd maria-997-2022-165-0-23.tbd '
        'maria-997-2022-165-0-24.sbd maria-997-2022-165-0-25.sbd maria-997-2022-165-0-25.tbd '
        'maria-997-2022-165-0-26.tbd maria-997-2022-165-0-27.sbd maria-997-2022-165-0-28.sbd '
        'maria-997-2022-165-0-29.sbd maria-997-2022-165-0-3.sbd maria-997-2022-165-0-30.tbd '
        'maria-997-2022-165-0-31.tbd maria-997-2022-165-0-33.tbd maria-997-2022-165-0-34.sbd '
        'maria-997-2022-165-0-35.sbd maria-997-2022-165-0-4.tbd maria-997-2022-165-0-7.sbd '
        'maria-997-2022-165-0-7.tbd maria-997-2022-165-0-8.sbd maria-997-2022-165-0-9.sbd'
    ),
    'tests/example-data/example-slocum/cac': (
        '00CDA96E.CAC 138FF310.CAC 1FB16B59.CAC 28a564e3.cac 32D5CF2A.CAC 4160369A.CAC 426bd56d.cac '
        '6b016a2e.cac 800CBAFF.CAC 81993107.CAC 9288CECC.CAC A5D6D273.CAC CDBF9982.CAC D3795C72.CAC '
        'ab327d94.cac fec84443.cac'
    ),
    'tests/example-data/example-slocum/realtime_raw': (
        'rosie_713-2019-166-0-156.sbd rosie_713-2019-166-0-159.sbd rosie_713-2019-166-0-159.tbd '
        'rosie_713-2019-166-0-160.tbd rosie_713-2019-166-0-161.sbd rosie_713-2019-166-0-161.tbd '
        'rosie_713-2019-170-0-0.sbd rosie_713-2019-170-0-0.tbd rosie_713-2019-170-0-1.tbd '
        'rosie_713-2019-170-0-3.sbd rosie_713-2019-170-0-3.tbd rosie_713-2019-170-0-4.sbd'
    ),
}

SEAEXPLORER_REALTIME_KIND = {
    'tests/example-data/example-seaexplorer-legato-flntu-arod-ad2cp/realtime_raw': (
        'sea063.22.gli.sub.120.gz sea063.22.gli.sub.121.gz sea063.22.gli.sub.122.gz sea063.22.gli.sub.123.gz '
        'sea063.22.gli.sub.124.gz sea063.22.gli.sub.125.gz sea063.22.gli.sub.126.gz sea063.22.gli.sub.127.gz '
        'sea063.22.gli.sub.128.gz sea063.22.gli.sub.129.gz sea063.22.pld1.sub.120.gz '
        'sea063.22.pld1.sub.121.gz sea063.22.pld1.sub.122.gz sea063.22.pld1.sub.123.gz '
        'sea063.22.pld1.sub.124.gz sea063.22.pld1.sub.125.gz sea063.22.pld1.sub.126.gz '
        'sea063.22.pld1.sub.127.gz sea063.22.pld1.sub.128.gz sea063.22.pld1.sub.129.gz'
    ),
    'tests/example-data/example-seaexplorer-raw/delayed_raw': (
        'sea046.45.gli.sub.10.gz sea046.45.gli.sub.11.gz sea046.45.gli.sub.12.gz sea046.45.gli.sub.13.gz '
        'sea046.45.gli.sub.14.gz sea046.45.pld1.raw.10.gz sea046.45.pld1.raw.11.gz sea046.45.pld1.raw.12.gz '
        'sea046.45.pld1.raw.13.gz sea046.45.pld1.raw.14.gz'
    ),
    'tests/example-data/example-seaexplorer/realtime_raw': (
        'sea035.12.gli.sub.36 sea035.12.gli.sub.37 sea035.12.gli.sub.38 sea035.12.gli.sub.39 '
        'sea035.12.gli.sub.40 sea035.12.gli.sub.41 sea035.12.gli.sub.42 sea035.12.gli.sub.43 '
        'sea035.12.gli.sub.44 sea035.12.gli.sub.45 sea035.12.gli.sub.46 sea035.12.gli.sub.47 '
        'sea035.12.gli.sub.48 sea035.12.gli.sub.49 sea035.12.pld1.sub.36 sea035.12.pld1.sub.37 '
        'sea035.12.pld1.sub.38 sea035.12.pld1.sub.39 sea035.12.pld1.sub.40 sea035.12.pld1.sub.41 '
        'sea035.12.pld1.sub.42 sea035.12.pld1.sub.43 sea035.12.pld1.sub.44 sea035.12.pld1.sub.45 '
        'sea035.12.pld1.sub.46 sea035.12.pld1.sub.47 sea035.12.pld1.sub.48 sea035.12.pld1.sub.49'
    ),
}

SEAEXPLORER_REALTIME_OTHER = {
    '': (
        'tests/data/Makefile tests/example-data/.github/workflows/tests.yml tests/example-data/.gitignore '
        'tests/example-data/example-seaexplorer-legato-flntu-arod-ad2cp/Makefile '
        'tests/example-data/example-seaexplorer/adjusted.yml '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/configs/sea.msn '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/sci/configs/seapayload.cfg '
        'tests/example-data/example-seaexplorer/plottingconfig.yml '
        'tests/example-data/example-slocum/adjusted.yml '
        'tests/expected/example-slocum/L0-timeseries/dfo-rosie713-20190615.yml '
        'tests/expected/example-slocum/L0-timeseries/dfo-rosie713-20190615_adjusted.yml'
    ),
    'tests': (
        '_copyresultstoexpected.py conftest.py test_process_adjusted_seaexplorer_yaml.py '
        'test_process_adjusted_slocum_yaml.py test_seaexplorer.py test_slocum_yaml.py yaml_test_helpers.py'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/feeds': (
        'alseamar-fs-core-release-all.conf alseamar-yocto-release-all.conf '
        'alseamar-yocto-release-armv5e.conf'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/logs': (
        'sea035.8.gli.sub.3 sea035.9.gli.sub.7.gz sea035.9.gli.sub.8.gz sea035.9.pld1.sub.4.gz '
        'sea035.9.pld1.sub.7.gz'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/sci/logs': (
        'sea035.9.pld1.raw.4.gz sea035.9.pld1.raw.6.gz sea035.9.pld1.sub.2.gz sea035.9.pld1.sub.4.gz'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M010': (
        'SEA035.10.gli.sub (1).014',
        'SEA035.10.gli.sub.009',
        'SEA035.10.gli.sub.010',
        'SEA035.10.gli.sub.011',
        'SEA035.10.gli.sub.013',
        'SEA035.10.gli.sub.016',
        'SEA035.10.gli.sub.018',
        'SEA035.10.gli.sub.021',
        'SEA035.10.gli.sub.026',
        'SEA035.10.gli.sub.027',
        'SEA035.10.gli.sub.028',
        'SEA035.10.gli.sub.029',
        'SEA035.10.gli.sub.033',
        'SEA035.10.gli.sub.041',
        'SEA035.10.gli.sub.044',
        'SEA035.10.gli.sub.045',
        'SEA035.10.gli.sub.046',
        'SEA035.10.gli.sub.052',
        'SEA035.10.gli.sub.059',
        'SEA035.10.gli.sub.060',
        'SEA035.10.gli.sub.063',
        'SEA035.10.gli.sub.074',
        'SEA035.10.gli.sub.078',
        'SEA035.10.gli.sub.082',
        'SEA035.10.gli.sub.085',
        'SEA035.10.gli.sub.089',
        'SEA035.10.gli.sub.092',
        'SEA035.10.gli.sub.096',
        'SEA035.10.gli.sub.097',
        'SEA035.10.pld1.sub (1).005',
        'SEA035.10.pld1.sub (1).014',
        'SEA035.10.pld1.sub.001',
        'SEA035.10.pld1.sub.002',
        'SEA035.10.pld1.sub.007',
        'SEA035.10.pld1.sub.009',
        'SEA035.10.pld1.sub.011',
        'SEA035.10.pld1.sub.013',
        'SEA035.10.pld1.sub.014',
        'SEA035.10.pld1.sub.015',
        'SEA035.10.pld1.sub.021',
        'SEA035.10.pld1.sub.023',
        'SEA035.10.pld1.sub.027',
        'SEA035.10.pld1.sub.030',
        'SEA035.10.pld1.sub.032',
        'SEA035.10.pld1.sub.034',
        'SEA035.10.pld1.sub.035',
        'SEA035.10.pld1.sub.037',
        'SEA035.10.pld1.sub.038',
        'SEA035.10.pld1.sub.042',
        'SEA035.10.pld1.sub.045',
        'SEA035.10.pld1.sub.046',
        'SEA035.10.pld1.sub.047',
        'SEA035.10.pld1.sub.050',
        'SEA035.10.pld1.sub.056',
        'SEA035.10.pld1.sub.058',
        'SEA035.10.pld1.sub.060',
        'SEA035.10.pld1.sub.062',
        'SEA035.10.pld1.sub.064',
        'SEA035.10.pld1.sub.069',
        'SEA035.10.pld1.sub.070',
        'SEA035.10.pld1.sub.071',
        'SEA035.10.pld1.sub.072',
        'SEA035.10.pld1.sub.073',
        'SEA035.10.pld1.sub.075',
        'SEA035.10.pld1.sub.077',
        'SEA035.10.pld1.sub.080',
        'SEA035.10.pld1.sub.084',
        'SEA035.10.pld1.sub.087',
        'SEA035.10.pld1.sub.088',
        'SEA035.10.pld1.sub.089',
        'SEA035.10.pld1.sub.092',
        'SEA035.10.pld1.sub.094',
    ),
    'tests/example-data/example-seaexplorer/offloads/sea035-m007': (
        'sea.Arch.M1005.leg0.051719382019.b6c9ac16-a373-42ea-b19d-a6cc9e1835b2.tar.gz '
        'sea.Arch.M3.leg0.071215172018.527e4710-08d1-4250-8f5d-644cad18a9af.tar.gz '
        'sea.Arch.M4.leg0.051722282019.ed549e5a-a5d5-4abc-be48-fa39a0217dad.tar.gz sea035.7.pld1.raw.4.gz '
        'sea035.7.pld1.sub.4.gz seapayload.cfg'
    ),
    'tests/example-data/example-seaexplorer/offloads/sea035-m007/nav': (
        'sea.0.gli.evt.1 sea035.6.gli.sub.1.gz sea035.6.pld1.sub.1.gz sea035.7.gli.sub.5'
    ),
    'tests/example-data/example-slocum-littleendian': (
        'deployment.yml plottingconfig.yml process_deploymentRealTime.py'
    ),
    'tests/example-data/example-slocum-littleendian/.dinkumcache': (
        '1FB16B59.CAC 6B016A2E.CAC 7F371067.CAC 9288CECC.CAC CDBF9982.CAC'
    ),
    'tests/example-data/example-slocum-littleendian/cac': (
        '094a2e8f.cac 32D5CF2A.CAC 39b2c12e.cac 3fddb11f.cac 4160369A.CAC 426bd56d.cac 616d8972.cac '
        '6342f6cb.cac 7F371067.CAC 81993107.CAC 9fc905c8.CAC ca27b3cb.cac cb3e52f0.cac da537286.cac '
        'da889ade.cac f156c10d.CAC fde35299.cac'
    ),
    'tests/example-data/example-slocum-littleendian/realtime_raw': (
        'maria-997-2022-164-7-1.sbd maria-997-2022-164-7-10.sbd maria-997-2022-164-7-12.sbd '
        'maria-997-2022-164-7-13.tbd maria-997-2022-164-7-15.tbd maria-997-2022-164-7-18.tbd '
        'maria-997-2022-164-7-19.sbd maria-997-2022-164-7-2.tbd maria-997-2022-164-7-20.tbd '
        'maria-997-2022-164-7-22.sbd maria-997-2022-164-7-24.sbd maria-997-2022-164-7-25.tbd '
        'maria-997-2022-164-7-26.sbd maria-997-2022-164-7-29.sbd maria-997-2022-164-7-29.tbd '
        'maria-997-2022-164-7-31.tbd maria-997-2022-164-7-5.sbd maria-997-2022-164-7-8.tbd '
        'maria-997-2022-164-7-9.sbd maria-997-2022-164-7-9.tbd maria-997-2022-165-0-1.tbd '
        'maria-997-2022-165-0-12.sbd maria-997-2022-165-0-12.tbd maria-997-2022-165-0-13.tbd '
        'maria-997-2022-165-0-15.sbd maria-997-2022-165-0-16.sbd maria-997-2022-165-0-17.tbd '
        'maria-997-2022-165-0-18.sbd maria-997-2022-165-0-19.tbd maria-997-2022-165-0-20.sbd '
        'maria-997-2022-165-0-20.tbd maria-997-2022-165-0-21.sbd maria-997-2022-165-0-22.tbd '
        'maria-997-2022-165-0-23.sbd maria-997-2022-165-0-24.tbd maria-997-2022-165-0-25.sbd '
        'maria-997-2022-165-0-25.tbd maria-997-2022-165-0-26.sbd maria-997-2022-165-0-27.tbd '
        'maria-997-2022-165-0-29.tbd maria-997-2022-165-0-31.sbd maria-997-2022-165-0-34.tbd '
        'maria-997-2022-165-0-5.sbd maria-997-2022-165-0-5.tbd maria-997-2022-165-0-7.tbd '
        'maria-997-2022-165-0-9.sbd maria-997-2022-165-0-9.tbd unit_997-2022-142-0-0.dbd'
    ),
    'tests/example-data/example-slocum/cac': (
        '1FB16B59.CAC 4160369A.CAC 56E5482B.CAC A5D6D273.CAC CDBF9982.CAC D1C8FC06.CAC D3795C72.CAC '
        'ab327d94.cac fec84443.cac'
    ),
    'tests/example-data/example-slocum/realtime_raw': (
        'rosie_713-2019-166-0-157.tbd rosie_713-2019-166-0-158.tbd rosie_713-2019-166-0-160.tbd '
        'rosie_713-2019-166-0-161.sbd rosie_713-2019-170-0-0.sbd rosie_713-2019-170-0-1.sbd'
    ),
}

SLOCUM_RAW_KIND = {
    'tests/example-data/example-slocum-littleendian/realtime_raw': (
        'maria-997-2022-164-7-0.sbd maria-997-2022-164-7-0.tbd maria-997-2022-164-7-1.sbd '
        'maria-997-2022-164-7-1.tbd maria-997-2022-164-7-10.sbd maria-997-2022-164-7-10.tbd '
        'maria-997-2022-164-7-11.sbd maria-997-2022-164-7-11.tbd maria-997-2022-164-7-12.sbd '
        'maria-997-2022-164-7-12.tbd maria-997-2022-164-7-13.sbd maria-997-2022-164-7-13.tbd '
        'maria-997-2022-164-7-14.sbd maria-997-2022-164-7-14.tbd maria-997-2022-164-7-15.sbd '
        'maria-997-2022-164-7-15.tbd maria-997-2022-164-7-16.sbd maria-997-2022-164-7-16.tbd '
        'maria-997-2022-164-7-17.sbd maria-997-2022-164-7-17.tbd maria-997-2022-164-7-18.sbd '
        'maria-997-2022-164-7-18.tbd maria-997-2022-164-7-19.sbd maria-997-2022-164-7-19.tbd '
        'maria-997-2022-164-7-2.sbd maria-997-2022-164-7-2.tbd maria-997-2022-164-7-20.sbd '
        'maria-997-2022-164-7-20.tbd maria-997-2022-164-7-21.sbd maria-997-2022-164-7-21.tbd '
        'maria-997-2022-164-7-22.sbd maria-997-2022-164-7-22.tbd maria-997-2022-164-7-23.sbd '
        'maria-997-2022-164-7-23.tbd maria-997-2022-164-7-24.sbd maria-997-2022-164-7-24.tbd '
        'maria-997-2022-164-7-25.sbd maria-997-2022-164-7-25.tbd maria-997-2022-164-7-26.sbd '
        'maria-997-2022-164-7-26.tbd maria-997-2022-164-7-27.sbd maria-997-2022-164-7-27.tbd '
        'maria-997-2022-164-7-28.sbd maria-997-2022-164-7-28.tbd maria-997-2022-164-7-29.sbd '
        'maria-997-2022-164-7-29.tbd maria-997-2022-164-7-3.sbd maria-997-2022-164-7-3.tbd '
        'maria-997-2022-164-7-30.sbd maria-997-2022-164-7-30.tbd maria-997-2022-164-7-31.sbd '
        'maria-997-2022-164-7-31.tbd maria-997-2022-164-7-4.sbd maria-997-2022-164-7-4.tbd '
        'maria-997-2022-164-7-5.sbd maria-997-2022-164-7-5.tbd maria-997-2022-164-7-6.sbd '
        'maria-997-2022-164-7-6.tbd maria-997-2022-164-7-7.sbd maria-997-2022-164-7-7.tbd '
        'maria-997-2022-164-7-8.sbd maria-997-2022-164-7-8.tbd maria-997-2022-164-7-9.sbd '
        'maria-997-2022-164-7-9.tbd maria-997-2022-165-0-0.sbd maria-997-2022-165-0-0.tbd '
        'maria-997-2022-165-0-1.sbd maria-997-2022-165-0-1.tbd maria-997-2022-165-0-10.sbd '
        'maria-997-2022-165-0-10.tbd maria-997-2022-165-0-11.sbd maria-997-2022-165-0-11.tbd '
        'maria-997-2022-165-0-12.sbd maria-997-2022-165-0-12.tbd maria-997-2022-165-0-13.sbd '
        'maria-997-2022-165-0-13.tbd maria-997-2022-165-0-14.sbd maria-997-2022-165-0-14.tbd '
        'maria-997-2022-165-0-15.sbd maria-997-2022-165-0-15.tbd maria-997-2022-165-0-16.sbd '
        'maria-997-2022-165-0-16.tbd maria-997-2022-165-0-17.sbd maria-997-2022-165-0-17.tbd '
        'maria-997-2022-165-0-18.sbd maria-997-2022-165-0-18.tbd maria-997-2022-165-0-19.sbd '
        'maria-997-2022-165-0-19.tbd maria-997-2022-165-0-2.sbd maria-997-2022-165-0-2.tbd '
        'maria-997-2022-165-0-20.sbd maria-997-2022-165-0-20.tbd maria-997-2022-165-0-21.sbd '
        'maria-997-2022-165-0-21.tbd maria-997-2022-165-0-22.sbd maria-997-2022-165-0-22.tbd '
        'maria-997-2022-165-0-23.sbd maria-997-2022-165-0-23.tbd maria-997-2022-165-0-24.sbd '
        'maria-997-2022-165-0-24.tbd maria-997-2022-165-0-25.sbd maria-997-2022-165-0-25.tbd '
        'maria-997-2022-165-0-26.sbd maria-997-2022-165-0-26.tbd maria-997-2022-165-0-27.sbd '
        'maria-997-2022-165-0-27.tbd maria-997-2022-165-0-28.sbd maria-997-2022-165-0-28.tbd '
        'maria-997-2022-165-0-29.sbd maria-997-2022-165-0-29.tbd maria-997-2022-165-0-3.sbd '
        'maria-997-2022-165-0-3.tbd maria-997-2022-165-0-30.sbd maria-997-2022-165-0-30.tbd '
        'maria-997-2022-165-0-31.sbd maria-997-2022-165-0-31.tbd maria-997-2022-165-0-32.sbd '
        'maria-997-2022-165-0-32.tbd maria-997-2022-165-0-33.sbd maria-997-2022-165-0-33.tbd '
        'maria-997-2022-165-0-34.sbd maria-997-2022-165-0-34.tbd maria-997-2022-165-0-35.sbd '
        'maria-997-2022-165-0-35.tbd maria-997-2022-165-0-36.sbd maria-997-2022-165-0-36.tbd '
        'maria-997-2022-165-0-4.sbd maria-997-2022-165-0-4.tbd maria-997-2022-165-0-5.sbd '
        'maria-997-2022-165-0-5.tbd maria-997-2022-165-0-6.sbd maria-997-2022-165-0-6.tbd '
        'maria-997-2022-165-0-7.sbd maria-997-2022-165-0-7.tbd maria-997-2022-165-0-8.sbd '
        'maria-997-2022-165-0-8.tbd maria-997-2022-165-0-9.sbd maria-997-2022-165-0-9.tbd '
        'unit_997-2022-142-0-0.dbd'
    ),
    'tests/example-data/example-slocum/realtime_raw': (
        'rosie_713-2019-166-0-156.sbd rosie_713-2019-166-0-156.tbd rosie_713-2019-166-0-157.sbd '
        'rosie_713-2019-166-0-157.tbd rosie_713-2019-166-0-158.sbd rosie_713-2019-166-0-158.tbd '
        'rosie_713-2019-166-0-159.sbd rosie_713-2019-166-0-159.tbd rosie_713-2019-166-0-160.sbd '
        'rosie_713-2019-166-0-160.tbd rosie_713-2019-166-0-161.sbd rosie_713-2019-166-0-161.tbd '
        'rosie_713-2019-170-0-0.sbd rosie_713-2019-170-0-0.tbd rosie_713-2019-170-0-1.sbd '
        'rosie_713-2019-170-0-1.tbd rosie_713-2019-170-0-2.sbd rosie_713-2019-170-0-2.tbd '
        'rosie_713-2019-170-0-3.sbd rosie_713-2019-170-0-3.tbd rosie_713-2019-170-0-4.sbd '
        'rosie_713-2019-170-0-4.tbd'
    ),
}

SLOCUM_RAW_OTHER = {
    '': (
        'tests/data/realtime_raw/sea035.12.gli.sub.36 tests/data/realtime_raw/sea035.12.pld1.sub.36 '
        'tests/example-data/.github/workflows/tests.yml '
        'tests/example-data/example-seaexplorer-legato-flntu-arod-ad2cp/Makefile '
        'tests/example-data/example-seaexplorer-raw/delayed_raw/sea046.45.gli.sub.13.gz '
        'tests/example-data/example-seaexplorer-raw/process_delayed.py '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/calib.txt '
        'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/configs/sea.cfg '
        'tests/example-data/example-seaexplorer/process_deploymentRealTime.py '
        'tests/example-data/example-slocum-littleendian/figs/.DS_Store '
        'tests/example-data/example-slocum/dfo-rosie713_sensors.txt '
        'tests/example-data/example-slocum/plottingconfig.yml'
    ),
    'tests': (
        'conftest.py environment.yml test_slocum_yaml.py test_utils.py yaml_test_helpers.py'
    ),
    'tests/example-data/example-seaexplorer-legato-flntu-arod-ad2cp/realtime_raw': (
        'sea063.22.gli.sub.120.gz sea063.22.gli.sub.122.gz sea063.22.gli.sub.126.gz sea063.22.gli.sub.127.gz '
        'sea063.22.gli.sub.129.gz sea063.22.pld1.sub.120.gz sea063.22.pld1.sub.125.gz '
        'sea063.22.pld1.sub.127.gz'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/feeds': (
        'alseamar-yocto-release-all.conf arch.conf opkg.conf'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/nav/logs': (
        'sea.0.gli.evt.1 sea035.8.gli.sub.2.gz sea035.8.gli.sub.3 sea035.8.pld1.sub.1.gz '
        'sea035.8.pld1.sub.2.gz sea035.9.gli.sub.10 sea035.9.gli.sub.2.gz sea035.9.gli.sub.3.gz '
        'sea035.9.gli.sub.8.gz sea035.9.gli.sub.9.gz sea035.9.pld1.sub.1.gz sea035.9.pld1.sub.5.gz'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M008-9/sci/logs': (
        'sea.Arch.M8.leg0.061222032019.23b64f22-93c1-4088-a0cd-61b7edc7bb11.tar.gz sea035.9.pld1.raw.1.gz '
        'sea035.9.pld1.raw.3.gz sea035.9.pld1.raw.4.gz sea035.9.pld1.raw.6.gz sea035.9.pld1.raw.9.gz '
        'sea035.9.pld1.sub.10 sea035.9.pld1.sub.2.gz sea035.9.pld1.sub.3.gz sea035.9.pld1.sub.4.gz '
        'sea035.9.pld1.sub.5.gz sea035.9.pld1.sub.6.gz sea035.9.pld1.sub.9.gz'
    ),
    'tests/example-data/example-seaexplorer/offloads/Sea035-M010': (
        'SEA035.10.gli.sub.001 SEA035.10.gli.sub.003 SEA035.10.gli.sub.005 SEA035.10.gli.sub.008 '
        'SEA035.10.gli.sub.009 SEA035.10.gli.sub.014 SEA035.10.gli.sub.015 SEA035.10.gli.sub.016 '
        'SEA035.10.gli.sub.017 SEA035.10.gli.sub.019 SEA035.10.gli.sub.022 SEA035.10.gli.sub.025 '
        'SEA035.10.gli.sub.029 SEA035.10.gli.sub.031 SEA035.10.gli.sub.035 SEA035.10.gli.sub.038 '
        'SEA035.10.gli.sub.040 SEA035.10.gli.sub.047 SEA035.10.gli.sub.048 SEA035.10.gli.sub.049 '
        'SEA035.10.gli.sub.051 SEA035.10.gli.sub.052 SEA035.10.gli.sub.053 SEA035.10.gli.sub.055 '
        'SEA035.10.gli.sub.058 SEA035.10.gli.sub.061 SEA035.10.gli.sub.062 SEA035.10.gli.sub.064 '
        'SEA035.10.gli.sub.068 SEA035.10.gli.sub.069 SEA035.10.gli.sub.070 SEA035.10.gli.sub.071 '
        'SEA035.10.gli.sub.072 SEA035.10.gli.sub.073 SEA035.10.gli.sub.076 SEA035.10.gli.sub.081 '
        'SEA035.10.gli.sub.083 SEA035.10.gli.sub.084 SEA035.10.gli.sub.087 SEA035.10.gli.sub.088 '
        'SEA035.10.gli.sub.091 SEA035.10.pld1.sub.003 SEA035.10.pld1.sub.005 SEA035.10.pld1.sub.009 '
        'SEA035.10.pld1.sub.012 SEA035.10.pld1.sub.014 SEA035.10.pld1.sub.015 SEA035.10.pld1.sub.018 '
        'SEA035.10.pld1.sub.021 SEA035.10.pld1.sub.022 SEA035.10.pld1.sub.025 SEA035.10.pld1.sub.026 '
        'SEA035.10.pld1.sub.027 SEA035.10.pld1.sub.028 SEA035.10.pld1.sub.030 SEA035.10.pld1.sub.031 '
        'SEA035.10.pld1.sub.040 SEA035.10.pld1.sub.044 SEA035.10.pld1.sub.046 SEA035.10.pld1.sub.049 '
        'SEA035.10.pld1.sub.054 SEA035.10.pld1.sub.055 SEA035.10.pld1.sub.058 SEA035.10.pld1.sub.060 '
        'SEA035.10.pld1.sub.063 SEA035.10.pld1.sub.065 SEA035.10.pld1.sub.067 SEA035.10.pld1.sub.068 '
        'SEA035.10.pld1.sub.069 SEA035.10.pld1.sub.076 SEA035.10.pld1.sub.078 SEA035.10.pld1.sub.080 '
        'SEA035.10.pld1.sub.084 SEA035.10.pld1.sub.086 SEA035.10.pld1.sub.087 SEA035.10.pld1.sub.088 '
        'SEA035.10.pld1.sub.095'
    ),
    'tests/example-data/example-seaexplorer/offloads/sea035-m007': (
        'sea.0.pld1.evt.1 sea.Arch.M1004.leg0.051717532019.1b7689c5-be3d-4430-9507-d911da85c7db.tar.gz '
        'sea.Arch.M1014.leg0.051621482019.263c489b-f805-4f1e-b56b-0ee61faee4a9.tar.gz '
        'sea.Arch.M2.leg0.051623282019.fd2a413c-9f83-4d23-86b5-cde12fec86f5.tar.gz sea035.7.pld1.raw.1.gz '
        'sea035.7.pld1.sub.2.gz'
    ),
    'tests/example-data/example-seaexplorer/offloads/sea035-m007/nav': (
        'sea.cfg sea035.6.gli.sub.1.gz sea035.6.gli.sub.2.gz sea035.6.gli.sub.3 sea035.7.gli.sub.4.gz '
        'sea035.7.pld1.sub.2.gz'
    ),
    'tests/example-data/example-seaexplorer/realtime_raw': (
        'sea035.12.gli.sub.36 sea035.12.gli.sub.38 sea035.12.gli.sub.39 sea035.12.gli.sub.42 '
        'sea035.12.gli.sub.44 sea035.12.gli.sub.45 sea035.12.gli.sub.46 sea035.12.gli.sub.48 '
        'sea035.12.gli.sub.49 sea035.12.pld1.sub.36 sea035.12.pld1.sub.41 sea035.12.pld1.sub.42 '
        'sea035.12.pld1.sub.44 sea035.12.pld1.sub.46 sea035.12.pld1.sub.49'
    ),
    'tests/example-data/example-slocum-littleendian': (
        'Makefile Readme.md deployment.yml dfo-maria997_sensors.txt plottingconfig.yml'
    ),
    'tests/example-data/example-slocum-littleendian/.dinkumcache': (
        '00cda96e.CAC 138FF310.CAC 6B016A2E.CAC A5D6D273.CAC B4B6E7D4.CAC D1C8FC06.CAC D3795C72.CAC '
        'E4BA6A17.CAC'
    ),
    'tests/example-data/example-slocum-littleendian/cac': (
        '00CDA96E.CAC 094a2e8f.cac 138FF310.CAC 1f35be3b.cac 32D5CF2A.CAC 4160369A.CAC 426bd56d.cac '
        '56E5482B.CAC 5cb109eb.cac 6342f6cb.cac 6b016a2e.cac 9288CECC.CAC C4825430.CAC CDBF9982.CAC '
        'aad86c9b.cac c826c465.CAC cb3e52f0.cac da889ade.cac e46615d8.cac ef794cdf.cac fecc17da.cac'
    ),
    'tests/example-data/example-slocum/cac': (
        '094a2e8f.cac 1FB16B59.CAC 28a564e3.cac 32D5CF2A.CAC 4160369A.CAC 56E5482B.CAC 9288CECC.CAC '
        'B4B6E7D4.CAC ab327d94.cac'
    ),
}
