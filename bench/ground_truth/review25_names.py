"""Real names read from the trees of review25.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them at the commit named in each generator's docstring; each
constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours); the
folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""


MB_RECORDS_KIND = {
    '': (
        'AAFC/MSBNK-AAFC-AC000264.txt CASMI_2016/MSBNK-CASMI_2016-SM840801.txt '
        'CASMI_2016/MSBNK-CASMI_2016-SM851552.txt Chubu_Univ/MSBNK-Chubu_Univ-UT002502.txt '
        'Chubu_Univ/MSBNK-Chubu_Univ-UT002791.txt Fukuyama_Univ/MSBNK-Fukuyama_Univ-FU000143.txt '
        'IPB_Halle/MSBNK-IPB_Halle-PB000484.txt Nihon_Univ/MSBNK-Nihon_Univ-NU000280.txt '
        'Nihon_Univ/MSBNK-Nihon_Univ-NU000640.txt Osaka_Univ/MSBNK-Osaka_Univ-OUF00428.txt '
        'UFZ/MSBNK-UFZ-UF415652.txt UFZ/MSBNK-UFZ-UP000223.txt Univ_Toyama/MSBNK-Univ_Toyama-TY000068.txt '
        'UvA_IBED/MSBNK-UvA_IBED-UI000801.txt'
    ),
    'Antwerp_Univ': (
        'MSBNK-Antwerp_Univ-AN115931.txt MSBNK-Antwerp_Univ-AN120633.txt MSBNK-Antwerp_Univ-AN123137.txt '
        'MSBNK-Antwerp_Univ-AN124407.txt'
    ),
    'Athens_Univ': (
        'MSBNK-Athens_Univ-AU108451.txt MSBNK-Athens_Univ-AU218904.txt MSBNK-Athens_Univ-AU221210.txt '
        'MSBNK-Athens_Univ-AU231703.txt MSBNK-Athens_Univ-AU232303.txt MSBNK-Athens_Univ-AU236459.txt '
        'MSBNK-Athens_Univ-AU249201.txt MSBNK-Athens_Univ-AU252302.txt MSBNK-Athens_Univ-AU258204.txt '
        'MSBNK-Athens_Univ-AU270302.txt MSBNK-Athens_Univ-AU277501.txt MSBNK-Athens_Univ-AU282901.txt '
        'MSBNK-Athens_Univ-AU313304.txt MSBNK-Athens_Univ-AU501501.txt MSBNK-Athens_Univ-AU507610.txt '
        'MSBNK-Athens_Univ-AU590019.txt'
    ),
    'BAFG': (
        'MSBNK-BAFG-CSL2311091305.txt MSBNK-BAFG-CSL2311091545.txt MSBNK-BAFG-CSL231109213.txt '
        'MSBNK-BAFG-CSL23110922.txt MSBNK-BAFG-CSL2311092290.txt MSBNK-BAFG-CSL2311092319.txt '
        'MSBNK-BAFG-CSL2311092566.txt MSBNK-BAFG-CSL2311092623.txt MSBNK-BAFG-CSL2311092814.txt '
        'MSBNK-BAFG-CSL2311092855.txt MSBNK-BAFG-CSL2311092988.txt MSBNK-BAFG-CSL2311093139.txt '
        'MSBNK-BAFG-CSL231109326.txt MSBNK-BAFG-CSL2311093346.txt MSBNK-BAFG-CSL2311094956.txt '
        'MSBNK-BAFG-CSL2311094985.txt MSBNK-BAFG-CSL2311095044.txt MSBNK-BAFG-CSL2311095046.txt '
        'MSBNK-BAFG-CSL2311095371.txt MSBNK-BAFG-CSL2311095413.txt MSBNK-BAFG-CSL2311095630.txt '
        'MSBNK-BAFG-CSL2311096019.txt MSBNK-BAFG-CSL231109631.txt MSBNK-BAFG-CSL231109892.txt '
        'MSBNK-BAFG-CSL23111010415.txt MSBNK-BAFG-CSL23111010465.txt MSBNK-BAFG-CSL23111010612.txt '
        'MSBNK-BAFG-CSL23111011988.txt MSBNK-BAFG-CSL23111012230.txt MSBNK-BAFG-CSL23111012292.txt '
        'MSBNK-BAFG-CSL23111012584.txt MSBNK-BAFG-CSL23111012602.txt MSBNK-BAFG-CSL23111013025.txt '
        'MSBNK-BAFG-CSL23111013048.txt MSBNK-BAFG-CSL23111013096.txt MSBNK-BAFG-CSL23111013751.txt '
        'MSBNK-BAFG-CSL23111014314.txt MSBNK-BAFG-CSL23111014867.txt MSBNK-BAFG-CSL23111015412.txt '
        'MSBNK-BAFG-CSL23111016420.txt MSBNK-BAFG-CSL23111016435.txt MSBNK-BAFG-CSL23111016849.txt '
        'MSBNK-BAFG-CSL23111017226.txt MSBNK-BAFG-CSL23111017572.txt MSBNK-BAFG-CSL23111017896.txt '
        'MSBNK-BAFG-CSL23111018049.txt MSBNK-BAFG-CSL23111018316.txt MSBNK-BAFG-CSL23111018585.txt '
        'MSBNK-BAFG-CSL23111018686.txt MSBNK-BAFG-CSL23111018917.txt MSBNK-BAFG-CSL23111019242.txt '
        'MSBNK-BAFG-CSL23111027446.txt MSBNK-BAFG-CSL2311106915.txt MSBNK-BAFG-CSL2311107178.txt '
        'MSBNK-BAFG-CSL2311108208.txt MSBNK-BAFG-CSL25011727828.txt MSBNK-BAFG-CSL25011734308.txt '
        'MSBNK-BAFG-CSL25011734675.txt'
    ),
    'BGC_Munich': (
        'MSBNK-BGC_Munich-RP013002.txt MSBNK-BGC_Munich-RP013602.txt MSBNK-BGC_Munich-RP017802.txt'
    ),
    'BS': (
        'MSBNK-BS-BS003427.txt MSBNK-BS-BS003506.txt MSBNK-BS-BS004006.txt'
    ),
    'Eawag': (
        'MSBNK-Eawag-EA002452.txt MSBNK-Eawag-EA008901.txt MSBNK-Eawag-EA013405.txt MSBNK-Eawag-EA013808.txt '
        'MSBNK-Eawag-EA023903.txt MSBNK-Eawag-EA026504.txt MSBNK-Eawag-EA026553.txt MSBNK-Eawag-EA029013.txt '
        'MSBNK-Eawag-EA066507.txt MSBNK-Eawag-EA067357.txt MSBNK-Eawag-EA253654.txt MSBNK-Eawag-EA264963.txt '
        'MSBNK-Eawag-EA270910.txt MSBNK-Eawag-EA273913.txt MSBNK-Eawag-EA282609.txt MSBNK-Eawag-EA295108.txt '
        'MSBNK-Eawag-EA298653.txt MSBNK-Eawag-EQ00021202.txt MSBNK-Eawag-EQ00070905.txt MSBNK-Eawag-EQ00273051.txt '
        'MSBNK-Eawag-EQ00370905.txt MSBNK-Eawag-EQ00371202.txt MSBNK-Eawag-EQ009155.txt MSBNK-Eawag-EQ01078703.txt '
        'MSBNK-Eawag-EQ01094152.txt MSBNK-Eawag-EQ01125801.txt MSBNK-Eawag-EQ01163304.txt MSBNK-Eawag-EQ310502.txt '
        'MSBNK-Eawag-EQ315102.txt MSBNK-Eawag-EQ318456.txt MSBNK-Eawag-EQ320951.txt MSBNK-Eawag-EQ326451.txt '
        'MSBNK-Eawag-EQ328206.txt MSBNK-Eawag-EQ328755.txt MSBNK-Eawag-EQ335001.txt MSBNK-Eawag-EQ347002.txt '
        'MSBNK-Eawag-EQ359209.txt MSBNK-Eawag-EQ360902.txt MSBNK-Eawag-EQ367006.txt MSBNK-Eawag-EQ368309.txt '
        'MSBNK-Eawag-EQ369457.txt MSBNK-Eawag-EQ370402.txt MSBNK-Eawag-EQ370704.txt'
    ),
    'Fac_Eng_Univ_Tokyo': (
        'MSBNK-Fac_Eng_Univ_Tokyo-JP000164.txt MSBNK-Fac_Eng_Univ_Tokyo-JP001462.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP002095.txt MSBNK-Fac_Eng_Univ_Tokyo-JP002168.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP002900.txt MSBNK-Fac_Eng_Univ_Tokyo-JP003121.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP003272.txt MSBNK-Fac_Eng_Univ_Tokyo-JP003884.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP004166.txt MSBNK-Fac_Eng_Univ_Tokyo-JP004183.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP004837.txt MSBNK-Fac_Eng_Univ_Tokyo-JP005670.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP005807.txt MSBNK-Fac_Eng_Univ_Tokyo-JP006552.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP007158.txt MSBNK-Fac_Eng_Univ_Tokyo-JP007274.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP007335.txt MSBNK-Fac_Eng_Univ_Tokyo-JP007557.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP007818.txt MSBNK-Fac_Eng_Univ_Tokyo-JP008511.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP008548.txt MSBNK-Fac_Eng_Univ_Tokyo-JP008971.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP009010.txt MSBNK-Fac_Eng_Univ_Tokyo-JP009764.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP010105.txt MSBNK-Fac_Eng_Univ_Tokyo-JP010652.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP011090.txt MSBNK-Fac_Eng_Univ_Tokyo-JP011233.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP011854.txt'
    ),
    'Fiocruz': (
        'MSBNK-Fiocruz-FIO00172.txt MSBNK-Fiocruz-FIO00969.txt MSBNK-Fiocruz-FIO01045.txt MSBNK-Fiocruz-FIO01071.txt'
    ),
    'HBM4EU': (
        'MSBNK-HBM4EU-HB000733.txt MSBNK-HBM4EU-HB000748.txt MSBNK-HBM4EU-HB001109.txt MSBNK-HBM4EU-HB001330.txt '
        'MSBNK-HBM4EU-HB002625.txt MSBNK-HBM4EU-HB002813.txt MSBNK-HBM4EU-HB002969.txt MSBNK-HBM4EU-HB003030.txt '
        'MSBNK-HBM4EU-HB003098.txt MSBNK-HBM4EU-HB003564.txt MSBNK-HBM4EU-HB003769.txt MSBNK-HBM4EU-HB004015.txt'
    ),
    'Keio_Univ': (
        'MSBNK-Keio_Univ-KO000541.txt MSBNK-Keio_Univ-KO000717.txt MSBNK-Keio_Univ-KO000733.txt '
        'MSBNK-Keio_Univ-KO000943.txt MSBNK-Keio_Univ-KO001597.txt MSBNK-Keio_Univ-KO002000.txt '
        'MSBNK-Keio_Univ-KO003017.txt MSBNK-Keio_Univ-KO003475.txt MSBNK-Keio_Univ-KO003548.txt '
        'MSBNK-Keio_Univ-KO003698.txt MSBNK-Keio_Univ-KO003887.txt MSBNK-Keio_Univ-KO009101.txt '
        'MSBNK-Keio_Univ-KO009201.txt'
    ),
    'LCSB': (
        'MSBNK-LCSB-LU016952.txt MSBNK-LCSB-LU017953.txt MSBNK-LCSB-LU032703.txt MSBNK-LCSB-LU035001.txt '
        'MSBNK-LCSB-LU035306.txt MSBNK-LCSB-LU047702.txt MSBNK-LCSB-LU053606.txt MSBNK-LCSB-LU060502.txt '
        'MSBNK-LCSB-LU072206.txt MSBNK-LCSB-LU073306.txt MSBNK-LCSB-LU080551.txt MSBNK-LCSB-LU086503.txt '
        'MSBNK-LCSB-LU118751.txt MSBNK-LCSB-LU121903.txt MSBNK-LCSB-LU124454.txt MSBNK-LCSB-LU133856.txt'
    ),
    'MPI_for_Chemical_Ecology': (
        'MSBNK-MPI_for_Chemical_Ecology-CE000087.txt MSBNK-MPI_for_Chemical_Ecology-CE000163.txt '
        'MSBNK-MPI_for_Chemical_Ecology-CE000177.txt'
    ),
    'MSSJ': (
        'MSBNK-MSSJ-MSJ00273.txt MSBNK-MSSJ-MSJ00306.txt MSBNK-MSSJ-MSJ00815.txt MSBNK-MSSJ-MSJ00881.txt '
        'MSBNK-MSSJ-MSJ01580.txt MSBNK-MSSJ-MSJ02172.txt MSBNK-MSSJ-MSJ02179.txt MSBNK-MSSJ-MSJ02215.txt '
        'MSBNK-MSSJ-MSJ02272.txt MSBNK-MSSJ-MSJ02374.txt'
    ),
    'NILU': (
        'MSBNK-NILU-NL0063.txt MSBNK-NILU-NL0237.txt MSBNK-NILU-NL0391.txt'
    ),
    'NaToxAq': (
        'MSBNK-NaToxAq-NA002159.txt MSBNK-NaToxAq-NA002254.txt MSBNK-NaToxAq-NA002914.txt MSBNK-NaToxAq-NA003167.txt '
        'MSBNK-NaToxAq-NA003597.txt'
    ),
    'RIKEN': (
        'MSBNK-RIKEN-PR010040.txt MSBNK-RIKEN-PR100139.txt MSBNK-RIKEN-PR100802.txt MSBNK-RIKEN-PR300055.txt '
        'MSBNK-RIKEN-PR300229.txt MSBNK-RIKEN-PR300714.txt MSBNK-RIKEN-PR300732.txt MSBNK-RIKEN-PR301343.txt '
        'MSBNK-RIKEN-PR302779.txt MSBNK-RIKEN-PR302832.txt MSBNK-RIKEN-PR304419.txt MSBNK-RIKEN-PR304694.txt '
        'MSBNK-RIKEN-PR305082.txt MSBNK-RIKEN-PR306255.txt MSBNK-RIKEN-PR306270.txt MSBNK-RIKEN-PR306502.txt '
        'MSBNK-RIKEN-PR306645.txt MSBNK-RIKEN-PR307958.txt MSBNK-RIKEN-PR308449.txt MSBNK-RIKEN-PR309109.txt'
    ),
    'RIKEN_IMS': (
        'MSBNK-RIKEN_IMS-LQA00218.txt MSBNK-RIKEN_IMS-LQB00170.txt MSBNK-RIKEN_IMS-LQB00586.txt '
        'MSBNK-RIKEN_IMS-LQB00711.txt'
    ),
    'RIKEN_NPDepo': (
        'MSBNK-RIKEN_NPDepo-CB000009.txt MSBNK-RIKEN_NPDepo-NGA00569.txt MSBNK-RIKEN_NPDepo-NGA02385.txt '
        'MSBNK-RIKEN_NPDepo-NGA02638.txt MSBNK-RIKEN_NPDepo-NGA02963.txt'
    ),
    'RIKEN_ReSpect': (
        'MSBNK-RIKEN_ReSpect-PS004205.txt MSBNK-RIKEN_ReSpect-PS005502.txt MSBNK-RIKEN_ReSpect-PS007801.txt '
        'MSBNK-RIKEN_ReSpect-PS018702.txt MSBNK-RIKEN_ReSpect-PS025301.txt MSBNK-RIKEN_ReSpect-PS027603.txt '
        'MSBNK-RIKEN_ReSpect-PS028606.txt MSBNK-RIKEN_ReSpect-PS038101.txt MSBNK-RIKEN_ReSpect-PS057301.txt '
        'MSBNK-RIKEN_ReSpect-PS085207.txt MSBNK-RIKEN_ReSpect-PS086007.txt MSBNK-RIKEN_ReSpect-PS092405.txt '
        'MSBNK-RIKEN_ReSpect-PS092904.txt MSBNK-RIKEN_ReSpect-PS097804.txt MSBNK-RIKEN_ReSpect-PT104010.txt '
        'MSBNK-RIKEN_ReSpect-PT207040.txt MSBNK-RIKEN_ReSpect-PT207550.txt'
    ),
    'Univ_Connecticut': (
        'MSBNK-Univ_Connecticut-CO000343.txt MSBNK-Univ_Connecticut-CO000417.txt MSBNK-Univ_Connecticut-CO000429.txt '
        'MSBNK-Univ_Connecticut-CO000494.txt'
    ),
    'Washington_State_Univ': (
        'MSBNK-Washington_State_Univ-BML00106.txt MSBNK-Washington_State_Univ-BML00828.txt '
        'MSBNK-Washington_State_Univ-BML01513.txt MSBNK-Washington_State_Univ-BML80365.txt '
        'MSBNK-Washington_State_Univ-BML81136.txt MSBNK-Washington_State_Univ-BML81810.txt'
    ),
    'Waters': (
        'MSBNK-Waters-WA000129.txt MSBNK-Waters-WA000275.txt MSBNK-Waters-WA000371.txt MSBNK-Waters-WA001461.txt '
        'MSBNK-Waters-WA001881.txt MSBNK-Waters-WA001986.txt MSBNK-Waters-WA002767.txt MSBNK-Waters-WA002835.txt'
    ),
}

MB_RECORDS_OTHER = {
    '': (
        '.gitattributes .gitignore List_of_Contributors_Prefixes_and_Projects.md README.md VERSION bump-version.sh '
        'legacy.blacklist .github/workflows/validate-records.yml'
    ),
    '.scripts': (
        'add_splash.sh create_chemspider_report.sh fetch_ch_information.sh find_nonascii.sh fix_smiles.py '
        'insert_ch_information.sh libinchi.tar.bz recalc_rel_intensities.py run_validation.sh sort_keys.sh '
        'sort_peaklist.sh splash subst_smi.sh substitute.sh validate.sh validate_all.sh'
    ),
}

MB_EAWAG_KIND = {
    'Eawag': (
        'MSBNK-Eawag-EA005810.txt MSBNK-Eawag-EA008755.txt MSBNK-Eawag-EA009505.txt MSBNK-Eawag-EA009964.txt '
        'MSBNK-Eawag-EA011211.txt MSBNK-Eawag-EA012452.txt MSBNK-Eawag-EA012501.txt MSBNK-Eawag-EA012505.txt '
        'MSBNK-Eawag-EA012512.txt MSBNK-Eawag-EA012612.txt MSBNK-Eawag-EA013006.txt MSBNK-Eawag-EA013607.txt '
        'MSBNK-Eawag-EA013659.txt MSBNK-Eawag-EA015707.txt MSBNK-Eawag-EA016101.txt MSBNK-Eawag-EA016752.txt '
        'MSBNK-Eawag-EA016907.txt MSBNK-Eawag-EA017004.txt MSBNK-Eawag-EA017008.txt MSBNK-Eawag-EA017053.txt '
        'MSBNK-Eawag-EA017911.txt MSBNK-Eawag-EA018105.txt MSBNK-Eawag-EA018307.txt MSBNK-Eawag-EA018513.txt '
        'MSBNK-Eawag-EA019204.txt MSBNK-Eawag-EA019506.txt MSBNK-Eawag-EA019608.txt MSBNK-Eawag-EA019701.txt '
        'MSBNK-Eawag-EA019902.txt MSBNK-Eawag-EA020307.txt MSBNK-Eawag-EA020908.txt MSBNK-Eawag-EA021303.txt '
        'MSBNK-Eawag-EA023103.txt MSBNK-Eawag-EA023213.txt MSBNK-Eawag-EA023904.txt MSBNK-Eawag-EA024510.txt '
        'MSBNK-Eawag-EA024801.txt MSBNK-Eawag-EA025304.txt MSBNK-Eawag-EA025354.txt MSBNK-Eawag-EA025801.txt '
        'MSBNK-Eawag-EA025860.txt MSBNK-Eawag-EA025904.txt MSBNK-Eawag-EA026201.txt MSBNK-Eawag-EA026506.txt '
        'MSBNK-Eawag-EA026758.txt MSBNK-Eawag-EA027060.txt MSBNK-Eawag-EA027405.txt MSBNK-Eawag-EA027702.txt '
        'MSBNK-Eawag-EA027759.txt MSBNK-Eawag-EA027903.txt MSBNK-Eawag-EA028305.txt MSBNK-Eawag-EA028610.txt '
        'MSBNK-Eawag-EA028801.txt MSBNK-Eawag-EA028912.txt MSBNK-Eawag-EA028956.txt MSBNK-Eawag-EA029005.txt '
        'MSBNK-Eawag-EA029309.txt MSBNK-Eawag-EA029411.txt MSBNK-Eawag-EA029653.txt MSBNK-Eawag-EA029809.txt '
        'MSBNK-Eawag-EA029856.txt MSBNK-Eawag-EA029959.txt MSBNK-Eawag-EA030006.txt MSBNK-Eawag-EA030301.txt '
        'MSBNK-Eawag-EA030459.txt MSBNK-Eawag-EA030608.txt MSBNK-Eawag-EA032506.txt MSBNK-Eawag-EA034002.txt '
        'MSBNK-Eawag-EA065708.txt MSBNK-Eawag-EA065802.txt MSBNK-Eawag-EA065904.txt MSBNK-Eawag-EA065905.txt '
        'MSBNK-Eawag-EA066005.txt MSBNK-Eawag-EA066412.txt MSBNK-Eawag-EA066460.txt MSBNK-Eawag-EA066710.txt '
        'MSBNK-Eawag-EA066808.txt MSBNK-Eawag-EA067005.txt MSBNK-Eawag-EA067359.txt MSBNK-Eawag-EA067409.txt '
        'MSBNK-Eawag-EA069710.txt MSBNK-Eawag-EA070008.txt MSBNK-Eawag-EA070209.txt MSBNK-Eawag-EA070657.txt '
        'MSBNK-Eawag-EA103812.txt MSBNK-Eawag-EA105310.txt MSBNK-Eawag-EA253605.txt MSBNK-Eawag-EA255501.txt '
        'MSBNK-Eawag-EA256605.txt MSBNK-Eawag-EA256608.txt MSBNK-Eawag-EA256610.txt MSBNK-Eawag-EA256658.txt '
        'MSBNK-Eawag-EA264906.txt MSBNK-Eawag-EA265809.txt MSBNK-Eawag-EA266613.txt MSBNK-Eawag-EA266659.txt '
        'MSBNK-Eawag-EA267604.txt MSBNK-Eawag-EA267609.txt MSBNK-Eawag-EA270808.txt MSBNK-Eawag-EA270814.txt '
        'MSBNK-Eawag-EA270911.txt MSBNK-Eawag-EA271108.txt MSBNK-Eawag-EA271351.txt MSBNK-Eawag-EA271457.txt '
        'MSBNK-Eawag-EA273751.txt MSBNK-Eawag-EA274301.txt MSBNK-Eawag-EA274404.txt MSBNK-Eawag-EA277456.txt '
        'MSBNK-Eawag-EA277459.txt MSBNK-Eawag-EA278009.txt MSBNK-Eawag-EA278312.txt MSBNK-Eawag-EA280208.txt '
        'MSBNK-Eawag-EA281509.txt MSBNK-Eawag-EA281513.txt MSBNK-Eawag-EA281911.txt MSBNK-Eawag-EA282205.txt '
        'MSBNK-Eawag-EA282901.txt MSBNK-Eawag-EA283012.txt MSBNK-Eawag-EA284111.txt MSBNK-Eawag-EA285103.txt '
        'MSBNK-Eawag-EA285704.txt MSBNK-Eawag-EA286201.txt MSBNK-Eawag-EA290313.txt MSBNK-Eawag-EA292051.txt '
        'MSBNK-Eawag-EA293102.txt MSBNK-Eawag-EA293310.txt MSBNK-Eawag-EA293604.txt MSBNK-Eawag-EA293954.txt '
        'MSBNK-Eawag-EA294014.txt MSBNK-Eawag-EA294204.txt MSBNK-Eawag-EA294508.txt MSBNK-Eawag-EA295210.txt '
        'MSBNK-Eawag-EA295306.txt MSBNK-Eawag-EQ00013907.txt MSBNK-Eawag-EQ00025401.txt MSBNK-Eawag-EQ00273051.txt '
        'MSBNK-Eawag-EQ00292459.txt MSBNK-Eawag-EQ00304402.txt MSBNK-Eawag-EQ00305202.txt MSBNK-Eawag-EQ00312109.txt '
        'MSBNK-Eawag-EQ00320953.txt MSBNK-Eawag-EQ00348252.txt MSBNK-Eawag-EQ00348955.txt MSBNK-Eawag-EQ00352002.txt '
        'MSBNK-Eawag-EQ00353705.txt MSBNK-Eawag-EQ00354507.txt MSBNK-Eawag-EQ00355802.txt MSBNK-Eawag-EQ00355807.txt '
        'MSBNK-Eawag-EQ00370905.txt MSBNK-Eawag-EQ00370951.txt MSBNK-Eawag-EQ00410204.txt MSBNK-Eawag-EQ01058506.txt '
        'MSBNK-Eawag-EQ01061607.txt MSBNK-Eawag-EQ01070102.txt MSBNK-Eawag-EQ01074803.txt MSBNK-Eawag-EQ01077109.txt '
        'MSBNK-Eawag-EQ01078301.txt MSBNK-Eawag-EQ01083203.txt MSBNK-Eawag-EQ01102304.txt MSBNK-Eawag-EQ01108355.txt '
        'MSBNK-Eawag-EQ01110006.txt MSBNK-Eawag-EQ01115608.txt MSBNK-Eawag-EQ01120608.txt MSBNK-Eawag-EQ01120957.txt '
        'MSBNK-Eawag-EQ01121405.txt MSBNK-Eawag-EQ01121509.txt MSBNK-Eawag-EQ01122006.txt MSBNK-Eawag-EQ01122501.txt '
        'MSBNK-Eawag-EQ01122801.txt MSBNK-Eawag-EQ01122903.txt MSBNK-Eawag-EQ01124106.txt MSBNK-Eawag-EQ01124501.txt '
        'MSBNK-Eawag-EQ01125609.txt MSBNK-Eawag-EQ01126055.txt MSBNK-Eawag-EQ01126752.txt MSBNK-Eawag-EQ01126909.txt '
        'MSBNK-Eawag-EQ01127003.txt MSBNK-Eawag-EQ01127101.txt MSBNK-Eawag-EQ01127806.txt MSBNK-Eawag-EQ01128405.txt '
        'MSBNK-Eawag-EQ01128911.txt MSBNK-Eawag-EQ01130008.txt MSBNK-Eawag-EQ01130704.txt MSBNK-Eawag-EQ01131104.txt '
        'MSBNK-Eawag-EQ01131809.txt MSBNK-Eawag-EQ01133407.txt MSBNK-Eawag-EQ01134704.txt MSBNK-Eawag-EQ01135807.txt '
        'MSBNK-Eawag-EQ01136304.txt MSBNK-Eawag-EQ01138405.txt MSBNK-Eawag-EQ01142101.txt MSBNK-Eawag-EQ01142507.txt '
        'MSBNK-Eawag-EQ01143052.txt MSBNK-Eawag-EQ01143304.txt MSBNK-Eawag-EQ01143357.txt MSBNK-Eawag-EQ01149758.txt '
        'MSBNK-Eawag-EQ01150704.txt MSBNK-Eawag-EQ01150708.txt MSBNK-Eawag-EQ01150709.txt MSBNK-Eawag-EQ01151307.txt '
        'MSBNK-Eawag-EQ01151457.txt MSBNK-Eawag-EQ01152202.txt MSBNK-Eawag-EQ01152402.txt MSBNK-Eawag-EQ01153903.txt '
        'MSBNK-Eawag-EQ01154805.txt MSBNK-Eawag-EQ01159354.txt MSBNK-Eawag-EQ279103.txt MSBNK-Eawag-EQ279106.txt '
        'MSBNK-Eawag-EQ279403.txt MSBNK-Eawag-EQ279804.txt MSBNK-Eawag-EQ289954.txt MSBNK-Eawag-EQ290052.txt '
        'MSBNK-Eawag-EQ299201.txt MSBNK-Eawag-EQ302054.txt MSBNK-Eawag-EQ303102.txt MSBNK-Eawag-EQ303903.txt '
        'MSBNK-Eawag-EQ304906.txt MSBNK-Eawag-EQ306105.txt MSBNK-Eawag-EQ306301.txt MSBNK-Eawag-EQ306503.txt '
        'MSBNK-Eawag-EQ306504.txt MSBNK-Eawag-EQ306652.txt MSBNK-Eawag-EQ307801.txt MSBNK-Eawag-EQ309701.txt '
        'MSBNK-Eawag-EQ310206.txt MSBNK-Eawag-EQ310654.txt MSBNK-Eawag-EQ311304.txt MSBNK-Eawag-EQ311451.txt '
        'MSBNK-Eawag-EQ313403.txt MSBNK-Eawag-EQ313655.txt MSBNK-Eawag-EQ313707.txt MSBNK-Eawag-EQ314003.txt '
        'MSBNK-Eawag-EQ314306.txt MSBNK-Eawag-EQ314405.txt MSBNK-Eawag-EQ316804.txt MSBNK-Eawag-EQ317604.txt '
        'MSBNK-Eawag-EQ318651.txt MSBNK-Eawag-EQ319055.txt MSBNK-Eawag-EQ321152.txt MSBNK-Eawag-EQ324103.txt '
        'MSBNK-Eawag-EQ324704.txt MSBNK-Eawag-EQ324753.txt MSBNK-Eawag-EQ326353.txt MSBNK-Eawag-EQ327904.txt '
        'MSBNK-Eawag-EQ329852.txt MSBNK-Eawag-EQ330402.txt MSBNK-Eawag-EQ333305.txt MSBNK-Eawag-EQ334951.txt '
        'MSBNK-Eawag-EQ335202.txt MSBNK-Eawag-EQ337403.txt MSBNK-Eawag-EQ339804.txt MSBNK-Eawag-EQ339952.txt '
        'MSBNK-Eawag-EQ340356.txt MSBNK-Eawag-EQ342005.txt MSBNK-Eawag-EQ344906.txt MSBNK-Eawag-EQ345004.txt '
        'MSBNK-Eawag-EQ345906.txt MSBNK-Eawag-EQ346351.txt MSBNK-Eawag-EQ347206.txt MSBNK-Eawag-EQ347609.txt '
        'MSBNK-Eawag-EQ349102.txt MSBNK-Eawag-EQ356252.txt MSBNK-Eawag-EQ356503.txt MSBNK-Eawag-EQ358806.txt '
        'MSBNK-Eawag-EQ359104.txt MSBNK-Eawag-EQ360256.txt MSBNK-Eawag-EQ360851.txt MSBNK-Eawag-EQ361859.txt '
        'MSBNK-Eawag-EQ362402.txt MSBNK-Eawag-EQ362708.txt MSBNK-Eawag-EQ362756.txt MSBNK-Eawag-EQ362805.txt '
        'MSBNK-Eawag-EQ363307.txt MSBNK-Eawag-EQ363709.txt MSBNK-Eawag-EQ365955.txt MSBNK-Eawag-EQ366105.txt '
        'MSBNK-Eawag-EQ366853.txt MSBNK-Eawag-EQ366904.txt MSBNK-Eawag-EQ367403.txt MSBNK-Eawag-EQ367855.txt '
        'MSBNK-Eawag-EQ368654.txt MSBNK-Eawag-EQ369352.txt MSBNK-Eawag-EQ370506.txt MSBNK-Eawag-EQ370903.txt '
        'MSBNK-Eawag-EQ371505.txt MSBNK-Eawag-EQ371909.txt MSBNK-Eawag-EQ372309.txt MSBNK-Eawag-EQ372501.txt '
        'MSBNK-Eawag-EQ411451.txt MSBNK-Eawag-EQ417152.txt MSBNK-Eawag-EQ417652.txt MSBNK-Eawag-EQ417955.txt '
        'MSBNK-Eawag-EQ418107.txt MSBNK-Eawag-EQ418356.txt MSBNK-Eawag-EQ435601.txt MSBNK-Eawag-EQ435904.txt '
        'MSBNK-Eawag-EQ436007.txt MSBNK-Eawag-EQ436104.txt MSBNK-Eawag-EQ500157.txt MSBNK-Eawag-EQ501056.txt'
    ),
}

MB_EAWAG_OTHER = {
    '': (
        'AAFC/MSBNK-AAFC-AC000029.txt Athens_Univ/MSBNK-Athens_Univ-AU211702.txt '
        'Athens_Univ/MSBNK-Athens_Univ-AU214855.txt BS/MSBNK-BS-BS003141.txt BS/MSBNK-BS-BS003878.txt '
        'CASMI_2016/MSBNK-CASMI_2016-SM801101.txt Eawag_Additional_Specs/MSBNK-Eawag_Additional_Specs-ET030206.txt '
        'Fiocruz/MSBNK-Fiocruz-FIO01103.txt Fukuyama_Univ/MSBNK-Fukuyama_Univ-FU000218.txt '
        'Kyoto_Univ/MSBNK-Kyoto_Univ-CA000171.txt Osaka_Univ/MSBNK-Osaka_Univ-OUF00391.txt '
        'Univ_Connecticut/MSBNK-Univ_Connecticut-CO000215.txt'
    ),
    'BAFG': (
        'MSBNK-BAFG-CSL2311091438.txt MSBNK-BAFG-CSL2311091754.txt MSBNK-BAFG-CSL2311091802.txt '
        'MSBNK-BAFG-CSL2311092794.txt MSBNK-BAFG-CSL2311092807.txt MSBNK-BAFG-CSL2311092841.txt '
        'MSBNK-BAFG-CSL2311093728.txt MSBNK-BAFG-CSL2311093773.txt MSBNK-BAFG-CSL2311094056.txt '
        'MSBNK-BAFG-CSL231109456.txt MSBNK-BAFG-CSL2311095730.txt MSBNK-BAFG-CSL23111012520.txt '
        'MSBNK-BAFG-CSL23111013224.txt MSBNK-BAFG-CSL23111013782.txt MSBNK-BAFG-CSL23111014009.txt '
        'MSBNK-BAFG-CSL23111015313.txt MSBNK-BAFG-CSL23111015913.txt MSBNK-BAFG-CSL23111016080.txt '
        'MSBNK-BAFG-CSL23111016293.txt MSBNK-BAFG-CSL23111016456.txt MSBNK-BAFG-CSL23111017448.txt '
        'MSBNK-BAFG-CSL23111017552.txt MSBNK-BAFG-CSL23111018291.txt MSBNK-BAFG-CSL23111018303.txt '
        'MSBNK-BAFG-CSL23111018577.txt MSBNK-BAFG-CSL23111019350.txt MSBNK-BAFG-CSL23111027423.txt '
        'MSBNK-BAFG-CSL23111027467.txt MSBNK-BAFG-CSL2311106509.txt MSBNK-BAFG-CSL2311109180.txt '
        'MSBNK-BAFG-CSL25011727916.txt MSBNK-BAFG-CSL25011734455.txt'
    ),
    'BGC_Munich': (
        'MSBNK-BGC_Munich-RP000701.txt MSBNK-BGC_Munich-RP003201.txt MSBNK-BGC_Munich-RP006201.txt '
        'MSBNK-BGC_Munich-RP017701.txt'
    ),
    'Chubu_Univ': (
        'MSBNK-Chubu_Univ-UT000059.txt MSBNK-Chubu_Univ-UT001741.txt MSBNK-Chubu_Univ-UT001988.txt '
        'MSBNK-Chubu_Univ-UT002627.txt MSBNK-Chubu_Univ-UT002635.txt MSBNK-Chubu_Univ-UT003025.txt'
    ),
    'ENTACT_AGILENT': (
        'MSBNK-EPA-ENTACT_AGILENT000036.txt MSBNK-EPA-ENTACT_AGILENT000523.txt MSBNK-EPA-ENTACT_AGILENT000622.txt '
        'MSBNK-EPA-ENTACT_AGILENT001073.txt MSBNK-EPA-ENTACT_AGILENT001362.txt MSBNK-EPA-ENTACT_AGILENT001728.txt'
    ),
    'Fac_Eng_Univ_Tokyo': (
        'MSBNK-Fac_Eng_Univ_Tokyo-JP000509.txt MSBNK-Fac_Eng_Univ_Tokyo-JP001688.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP001910.txt MSBNK-Fac_Eng_Univ_Tokyo-JP003329.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP004336.txt MSBNK-Fac_Eng_Univ_Tokyo-JP005211.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP005433.txt MSBNK-Fac_Eng_Univ_Tokyo-JP006026.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP006729.txt MSBNK-Fac_Eng_Univ_Tokyo-JP007423.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP007424.txt MSBNK-Fac_Eng_Univ_Tokyo-JP007592.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP007880.txt MSBNK-Fac_Eng_Univ_Tokyo-JP008722.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP009022.txt MSBNK-Fac_Eng_Univ_Tokyo-JP010419.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP010436.txt MSBNK-Fac_Eng_Univ_Tokyo-JP011221.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP011959.txt MSBNK-Fac_Eng_Univ_Tokyo-JP012246.txt '
        'MSBNK-Fac_Eng_Univ_Tokyo-JP012270.txt'
    ),
    'HBM4EU': (
        'MSBNK-HBM4EU-HB000358.txt MSBNK-HBM4EU-HB001143.txt MSBNK-HBM4EU-HB001337.txt MSBNK-HBM4EU-HB002332.txt '
        'MSBNK-HBM4EU-HB002762.txt MSBNK-HBM4EU-HB003611.txt MSBNK-HBM4EU-HB003831.txt MSBNK-HBM4EU-HB003867.txt'
    ),
    'ISAS_Dortmund': (
        'MSBNK-ISAS_Dortmund-IA000039.txt MSBNK-ISAS_Dortmund-IA000102.txt MSBNK-ISAS_Dortmund-IA000104.txt '
        'MSBNK-ISAS_Dortmund-IA000139.txt MSBNK-ISAS_Dortmund-IA000473.txt'
    ),
    'Keio_Univ': (
        'MSBNK-Keio_Univ-KO000199.txt MSBNK-Keio_Univ-KO000246.txt MSBNK-Keio_Univ-KO000324.txt '
        'MSBNK-Keio_Univ-KO000452.txt MSBNK-Keio_Univ-KO000588.txt MSBNK-Keio_Univ-KO001341.txt '
        'MSBNK-Keio_Univ-KO001401.txt MSBNK-Keio_Univ-KO001402.txt MSBNK-Keio_Univ-KO001726.txt '
        'MSBNK-Keio_Univ-KO001925.txt MSBNK-Keio_Univ-KO002080.txt MSBNK-Keio_Univ-KO003372.txt '
        'MSBNK-Keio_Univ-KO003381.txt'
    ),
    'LCSB': (
        'MSBNK-LCSB-LU029204.txt MSBNK-LCSB-LU037704.txt MSBNK-LCSB-LU046804.txt MSBNK-LCSB-LU052301.txt '
        'MSBNK-LCSB-LU053553.txt MSBNK-LCSB-LU065002.txt MSBNK-LCSB-LU078102.txt MSBNK-LCSB-LU088454.txt '
        'MSBNK-LCSB-LU100402.txt MSBNK-LCSB-LU107502.txt MSBNK-LCSB-LU121703.txt'
    ),
    'MPI_for_Chemical_Ecology': (
        'MSBNK-MPI_for_Chemical_Ecology-CE000063.txt MSBNK-MPI_for_Chemical_Ecology-CE000216.txt '
        'MSBNK-MPI_for_Chemical_Ecology-CE000366.txt'
    ),
    'MSSJ': (
        'MSBNK-MSSJ-MSJ00280.txt MSBNK-MSSJ-MSJ00388.txt MSBNK-MSSJ-MSJ00475.txt MSBNK-MSSJ-MSJ01040.txt '
        'MSBNK-MSSJ-MSJ01670.txt MSBNK-MSSJ-MSJ02142.txt'
    ),
    'NaToxAq': (
        'MSBNK-NaToxAq-NA000135.txt MSBNK-NaToxAq-NA000930.txt MSBNK-NaToxAq-NA000932.txt MSBNK-NaToxAq-NA000955.txt '
        'MSBNK-NaToxAq-NA000989.txt MSBNK-NaToxAq-NA001276.txt MSBNK-NaToxAq-NA001483.txt MSBNK-NaToxAq-NA002062.txt '
        'MSBNK-NaToxAq-NA002283.txt MSBNK-NaToxAq-NA002728.txt MSBNK-NaToxAq-NA003665.txt MSBNK-NaToxAq-NA003723.txt'
    ),
    'RIKEN': (
        'MSBNK-RIKEN-PR020115.txt MSBNK-RIKEN-PR300844.txt MSBNK-RIKEN-PR302044.txt MSBNK-RIKEN-PR303070.txt '
        'MSBNK-RIKEN-PR304075.txt MSBNK-RIKEN-PR304167.txt MSBNK-RIKEN-PR304237.txt MSBNK-RIKEN-PR304279.txt '
        'MSBNK-RIKEN-PR304981.txt MSBNK-RIKEN-PR305095.txt MSBNK-RIKEN-PR305141.txt MSBNK-RIKEN-PR305855.txt '
        'MSBNK-RIKEN-PR306230.txt MSBNK-RIKEN-PR306607.txt MSBNK-RIKEN-PR306646.txt MSBNK-RIKEN-PR307507.txt '
        'MSBNK-RIKEN-PR308241.txt MSBNK-RIKEN-PR309017.txt MSBNK-RIKEN-PR309087.txt'
    ),
    'RIKEN_NPDepo': (
        'MSBNK-RIKEN_NPDepo-CB000069.txt MSBNK-RIKEN_NPDepo-NGA00651.txt MSBNK-RIKEN_NPDepo-NGA01118.txt '
        'MSBNK-RIKEN_NPDepo-NGA01343.txt MSBNK-RIKEN_NPDepo-NGA01659.txt MSBNK-RIKEN_NPDepo-NGA02013.txt'
    ),
    'RIKEN_ReSpect': (
        'MSBNK-RIKEN_ReSpect-PS005706.txt MSBNK-RIKEN_ReSpect-PS008002.txt MSBNK-RIKEN_ReSpect-PS024206.txt '
        'MSBNK-RIKEN_ReSpect-PS025901.txt MSBNK-RIKEN_ReSpect-PS028303.txt MSBNK-RIKEN_ReSpect-PS033606.txt '
        'MSBNK-RIKEN_ReSpect-PS044103.txt MSBNK-RIKEN_ReSpect-PS047602.txt MSBNK-RIKEN_ReSpect-PS100001.txt '
        'MSBNK-RIKEN_ReSpect-PT100330.txt MSBNK-RIKEN_ReSpect-PT210440.txt'
    ),
    'UFZ': (
        'MSBNK-UFZ-UA000804.txt MSBNK-UFZ-UP000497.txt MSBNK-UFZ-WANA0052213166PH.txt MSBNK-UFZ-WANA0117237762PH.txt '
        'MSBNK-UFZ-WANA0174155BE0PH.txt MSBNK-UFZ-WANA0192213166PH.txt MSBNK-UFZ-WANA0271155BE0PH.txt '
        'MSBNK-UFZ-WANA0349155BE0PH.txt MSBNK-UFZ-WANA223003B085PH.txt MSBNK-UFZ-WANA224311C9CFPH.txt'
    ),
    'Washington_State_Univ': (
        'MSBNK-Washington_State_Univ-BML00248.txt MSBNK-Washington_State_Univ-BML01498.txt '
        'MSBNK-Washington_State_Univ-BML01776.txt MSBNK-Washington_State_Univ-BML80218.txt '
        'MSBNK-Washington_State_Univ-BML80390.txt MSBNK-Washington_State_Univ-BML81250.txt '
        'MSBNK-Washington_State_Univ-BML81390.txt MSBNK-Washington_State_Univ-BML81730.txt '
        'MSBNK-Washington_State_Univ-BML81791.txt'
    ),
    'Waters': (
        'MSBNK-Waters-WA000951.txt MSBNK-Waters-WA001561.txt MSBNK-Waters-WA001877.txt MSBNK-Waters-WA002050.txt '
        'MSBNK-Waters-WA002420.txt MSBNK-Waters-WA002959.txt'
    ),
}

PH_STUDIES_KIND = {
    '': (
        'study/ot_00/ot_2700/ot_2700.json study/ot_03/ot_2403/ot_2403.json study/ot_04/ot_2204/ot_2204.json '
        'study/ot_04/ot_2504/ot_2504.json study/ot_04/ot_2804/ot_2804.json study/ot_05/ot_1805/ot_1805.json '
        'study/ot_07/ot_907/ot_907.json study/ot_08/ot_1608/ot_1608.json study/ot_09/ot_1709/ot_1709.json '
        'study/ot_09/ot_1809/ot_1809.json study/ot_09/ot_2009/ot_2009.json study/ot_09/ot_809/ot_809.json '
        'study/ot_11/ot_2011/ot_2011.json study/ot_11/ot_2511/ot_2511.json study/ot_11/ot_411/ot_411.json '
        'study/ot_12/ot_2012/ot_2012.json study/ot_13/ot_1913/ot_1913.json study/ot_13/ot_613/ot_613.json '
        'study/ot_14/ot_1914/ot_1914.json study/ot_15/ot_115/ot_115.json study/ot_15/ot_515/ot_515.json '
        'study/ot_15/ot_915/ot_915.json study/ot_16/ot_2116/ot_2116.json study/ot_16/ot_2516/ot_2516.json '
        'study/ot_16/ot_2716/ot_2716.json study/ot_17/ot_1517/ot_1517.json study/ot_17/ot_417/ot_417.json '
        'study/ot_18/ot_2118/ot_2118.json study/ot_18/ot_2918/ot_2918.json study/ot_18/ot_418/ot_418.json '
        'study/ot_18/ot_618/ot_618.json study/ot_19/ot_3119/ot_3119.json study/ot_19/ot_619/ot_619.json '
        'study/ot_20/ot_120/ot_120.json study/ot_20/ot_1420/ot_1420.json study/ot_20/ot_3020/ot_3020.json '
        'study/ot_20/ot_420/ot_420.json study/ot_21/ot_1321/ot_1321.json study/ot_21/ot_1921/ot_1921.json '
        'study/ot_21/ot_221/ot_221.json study/ot_21/ot_2821/ot_2821.json study/ot_21/ot_3121/ot_3121.json '
        'study/ot_22/ot_1222/ot_1222.json study/ot_22/ot_2322/ot_2322.json study/ot_22/ot_2922/ot_2922.json '
        'study/ot_22/ot_922/ot_922.json study/ot_24/ot_1924/ot_1924.json study/ot_26/ot_2626/ot_2626.json '
        'study/ot_26/ot_2826/ot_2826.json study/ot_26/ot_3226/ot_3226.json study/ot_26/ot_326/ot_326.json '
        'study/ot_27/ot_2727/ot_2727.json study/ot_27/ot_3027/ot_3027.json study/ot_28/ot_1728/ot_1728.json '
        'study/ot_28/ot_2228/ot_2228.json study/ot_29/ot_1529/ot_1529.json study/ot_29/ot_429/ot_429.json '
        'study/ot_30/ot_2730/ot_2730.json study/ot_31/ot_3231/ot_3231.json study/ot_31/ot_531/ot_531.json '
        'study/ot_32/ot_1532/ot_1532.json study/ot_32/ot_932/ot_932.json study/ot_33/ot_1233/ot_1233.json '
        'study/ot_35/ot_1235/ot_1235.json study/ot_35/ot_2635/ot_2635.json study/ot_35/ot_2835/ot_2835.json '
        'study/ot_36/ot_1836/ot_1836.json study/ot_36/ot_2036/ot_2036.json study/ot_37/ot_1137/ot_1137.json '
        'study/ot_37/ot_1237/ot_1237.json study/ot_37/ot_1537/ot_1537.json study/ot_37/ot_3237/ot_3237.json '
        'study/ot_38/ot_2638/ot_2638.json study/ot_39/ot_2039/ot_2039.json study/ot_39/ot_2639/ot_2639.json '
        'study/ot_40/ot_3140/ot_3140.json study/ot_41/ot_641/ot_641.json study/ot_44/ot_1444/ot_1444.json '
        'study/ot_44/ot_1544/ot_1544.json study/ot_45/ot_1545/ot_1545.json study/ot_46/ot_1046/ot_1046.json '
        'study/ot_46/ot_1646/ot_1646.json study/ot_46/ot_2146/ot_2146.json study/ot_46/ot_446/ot_446.json '
        'study/ot_47/ot_247/ot_247.json study/ot_47/ot_547/ot_547.json study/ot_48/ot_2248/ot_2248.json '
        'study/ot_49/ot_1049/ot_1049.json study/ot_49/ot_1649/ot_1649.json study/ot_49/ot_3149/ot_3149.json '
        'study/ot_50/ot_1550/ot_1550.json study/ot_50/ot_2150/ot_2150.json study/ot_50/ot_250/ot_250.json '
        'study/ot_50/ot_850/ot_850.json study/ot_51/ot_2851/ot_2851.json study/ot_51/ot_451/ot_451.json '
        'study/ot_53/ot_2853/ot_2853.json study/ot_54/ot_1554/ot_1554.json study/ot_55/ot_3155/ot_3155.json '
        'study/ot_56/ot_2456/ot_2456.json study/ot_57/ot_2457/ot_2457.json study/ot_57/ot_3157/ot_3157.json '
        'study/ot_58/ot_1758/ot_1758.json study/ot_59/ot_1559/ot_1559.json study/ot_60/ot_1960/ot_1960.json '
        'study/ot_60/ot_560/ot_560.json study/ot_61/ot_561/ot_561.json study/ot_62/ot_2762/ot_2762.json '
        'study/ot_63/ot_2263/ot_2263.json study/ot_63/ot_2463/ot_2463.json study/ot_63/ot_363/ot_363.json '
        'study/ot_63/ot_563/ot_563.json study/ot_66/ot_2366/ot_2366.json study/ot_66/ot_2866/ot_2866.json '
        'study/ot_66/ot_966/ot_966.json study/ot_67/ot_67/ot_67.json study/ot_68/ot_2668/ot_2668.json '
        'study/ot_68/ot_468/ot_468.json study/ot_69/ot_1769/ot_1769.json study/ot_73/ot_473/ot_473.json '
        'study/ot_74/ot_2274/ot_2274.json study/ot_75/ot_2175/ot_2175.json study/ot_75/ot_475/ot_475.json '
        'study/ot_76/ot_376/ot_376.json study/ot_76/ot_776/ot_776.json study/ot_78/ot_1278/ot_1278.json '
        'study/ot_78/ot_478/ot_478.json study/ot_79/ot_1579/ot_1579.json study/ot_79/ot_2879/ot_2879.json '
        'study/ot_79/ot_2979/ot_2979.json study/ot_80/ot_2180/ot_2180.json study/ot_81/ot_881/ot_881.json '
        'study/ot_82/ot_2382/ot_2382.json study/ot_82/ot_382/ot_382.json study/ot_83/ot_2883/ot_2883.json '
        'study/ot_84/ot_2284/ot_2284.json study/ot_84/ot_84/ot_84.json study/ot_85/ot_2085/ot_2085.json '
        'study/ot_87/ot_1287/ot_1287.json study/ot_88/ot_2788/ot_2788.json study/ot_88/ot_788/ot_788.json '
        'study/ot_89/ot_1689/ot_1689.json study/ot_89/ot_2489/ot_2489.json study/ot_89/ot_2789/ot_2789.json '
        'study/ot_90/ot_790/ot_790.json study/ot_91/ot_2391/ot_2391.json study/ot_91/ot_2491/ot_2491.json '
        'study/ot_91/ot_91/ot_91.json study/ot_92/ot_292/ot_292.json study/ot_92/ot_492/ot_492.json '
        'study/ot_94/ot_1894/ot_1894.json study/ot_95/ot_1095/ot_1095.json study/ot_98/ot_498/ot_498.json '
        'study/ot_99/ot_1999/ot_1999.json study/pg_00/pg_2100/pg_2100.json study/pg_01/pg_501/pg_501.json '
        'study/pg_02/pg_2802/pg_2802.json study/pg_03/pg_1603/pg_1603.json study/pg_03/pg_2703/pg_2703.json '
        'study/pg_04/pg_204/pg_204.json study/pg_04/pg_2804/pg_2804.json study/pg_04/pg_2904/pg_2904.json '
        'study/pg_04/pg_404/pg_404.json study/pg_05/pg_2705/pg_2705.json study/pg_06/pg_2306/pg_2306.json '
        'study/pg_06/pg_906/pg_906.json study/pg_07/pg_1807/pg_1807.json study/pg_07/pg_2907/pg_2907.json '
        'study/pg_09/pg_1109/pg_1109.json study/pg_09/pg_2009/pg_2009.json study/pg_09/pg_309/pg_309.json '
        'study/pg_09/pg_909/pg_909.json study/pg_10/pg_1010/pg_1010.json study/pg_11/pg_11/pg_11.json '
        'study/pg_11/pg_2511/pg_2511.json study/pg_12/pg_2912/pg_2912.json study/pg_14/pg_2814/pg_2814.json '
        'study/pg_15/pg_1115/pg_1115.json study/pg_15/pg_1215/pg_1215.json study/pg_17/pg_2217/pg_2217.json '
        'study/pg_18/pg_818/pg_818.json study/pg_19/pg_1419/pg_1419.json study/pg_20/pg_2820/pg_2820.json '
        'study/pg_21/pg_1721/pg_1721.json study/pg_21/pg_2621/pg_2621.json study/pg_22/pg_722/pg_722.json '
        'study/pg_23/pg_1523/pg_1523.json study/pg_23/pg_23/pg_23.json study/pg_23/pg_2323/pg_2323.json '
        'study/pg_24/pg_1024/pg_1024.json study/pg_24/pg_2224/pg_2224.json study/pg_24/pg_724/pg_724.json '
        'study/pg_26/pg_2826/pg_2826.json study/pg_26/pg_926/pg_926.json study/pg_28/pg_2428/pg_2428.json '
        'study/pg_29/pg_229/pg_229.json study/pg_29/pg_429/pg_429.json study/pg_30/pg_1130/pg_1130.json '
        'study/pg_30/pg_130/pg_130.json study/pg_30/pg_1430/pg_1430.json study/pg_30/pg_2830/pg_2830.json '
        'study/pg_31/pg_1531/pg_1531.json study/pg_32/pg_2832/pg_2832.json study/pg_32/pg_332/pg_332.json '
        'study/pg_33/pg_2833/pg_2833.json study/pg_33/pg_333/pg_333.json study/pg_34/pg_1634/pg_1634.json '
        'study/pg_35/pg_2235/pg_2235.json study/pg_36/pg_1636/pg_1636.json study/pg_37/pg_2237/pg_2237.json '
        'study/pg_38/pg_2038/pg_2038.json study/pg_38/pg_2838/pg_2838.json study/pg_38/pg_438/pg_438.json '
        'study/pg_39/pg_2439/pg_2439.json study/pg_40/pg_1240/pg_1240.json study/pg_41/pg_1741/pg_1741.json '
        'study/pg_41/pg_2741/pg_2741.json study/pg_43/pg_2043/pg_2043.json study/pg_43/pg_2443/pg_2443.json '
        'study/pg_43/pg_2543/pg_2543.json study/pg_44/pg_1044/pg_1044.json study/pg_45/pg_1045/pg_1045.json '
        'study/pg_45/pg_245/pg_245.json study/pg_45/pg_345/pg_345.json study/pg_45/pg_445/pg_445.json '
        'study/pg_45/pg_645/pg_645.json study/pg_46/pg_1346/pg_1346.json study/pg_46/pg_146/pg_146.json '
        'study/pg_46/pg_2246/pg_2246.json study/pg_48/pg_2748/pg_2748.json study/pg_49/pg_1249/pg_1249.json '
        'study/pg_49/pg_2149/pg_2149.json study/pg_49/pg_2649/pg_2649.json study/pg_49/pg_49/pg_49.json '
        'study/pg_50/pg_550/pg_550.json study/pg_51/pg_1851/pg_1851.json study/pg_51/pg_651/pg_651.json '
        'study/pg_52/pg_1952/pg_1952.json study/pg_56/pg_1256/pg_1256.json study/pg_56/pg_556/pg_556.json '
        'study/pg_57/pg_1057/pg_1057.json study/pg_57/pg_2057/pg_2057.json study/pg_57/pg_2157/pg_2157.json '
        'study/pg_57/pg_757/pg_757.json study/pg_59/pg_2059/pg_2059.json study/pg_60/pg_1660/pg_1660.json '
        'study/pg_62/pg_262/pg_262.json study/pg_62/pg_562/pg_562.json study/pg_63/pg_1963/pg_1963.json '
        'study/pg_63/pg_2563/pg_2563.json study/pg_63/pg_463/pg_463.json study/pg_64/pg_1264/pg_1264.json '
        'study/pg_64/pg_2264/pg_2264.json study/pg_66/pg_1166/pg_1166.json study/pg_66/pg_1666/pg_1666.json '
        'study/pg_67/pg_1767/pg_1767.json study/pg_67/pg_2067/pg_2067.json study/pg_69/pg_1169/pg_1169.json '
        'study/pg_69/pg_1869/pg_1869.json study/pg_69/pg_1969/pg_1969.json study/pg_71/pg_1071/pg_1071.json '
        'study/pg_71/pg_2871/pg_2871.json study/pg_72/pg_2272/pg_2272.json study/pg_73/pg_1473/pg_1473.json '
        'study/pg_73/pg_573/pg_573.json study/pg_73/pg_773/pg_773.json study/pg_74/pg_2274/pg_2274.json '
        'study/pg_74/pg_974/pg_974.json study/pg_76/pg_776/pg_776.json study/pg_77/pg_1577/pg_1577.json '
        'study/pg_77/pg_2577/pg_2577.json study/pg_77/pg_77/pg_77.json study/pg_78/pg_1478/pg_1478.json '
        'study/pg_78/pg_378/pg_378.json study/pg_79/pg_2479/pg_2479.json study/pg_79/pg_279/pg_279.json '
        'study/pg_79/pg_2879/pg_2879.json study/pg_81/pg_181/pg_181.json study/pg_81/pg_2681/pg_2681.json '
        'study/pg_81/pg_281/pg_281.json study/pg_82/pg_582/pg_582.json study/pg_82/pg_882/pg_882.json '
        'study/pg_83/pg_2283/pg_2283.json study/pg_84/pg_484/pg_484.json study/pg_84/pg_584/pg_584.json '
        'study/pg_84/pg_784/pg_784.json study/pg_84/pg_984/pg_984.json study/pg_85/pg_1685/pg_1685.json '
        'study/pg_88/pg_2088/pg_2088.json study/pg_89/pg_2189/pg_2189.json study/pg_89/pg_489/pg_489.json '
        'study/pg_90/pg_1490/pg_1490.json study/pg_95/pg_1595/pg_1595.json study/pg_95/pg_2095/pg_2095.json '
        'study/pg_96/pg_496/pg_496.json study/pg_96/pg_696/pg_696.json study/pg_97/pg_1297/pg_1297.json '
        'study/pg_97/pg_2197/pg_2197.json study/pg_98/pg_2098/pg_2098.json study/pg_99/pg_199/pg_199.json'
    ),
}

PH_STUDIES_OTHER = {
    '': (
        'README.md next_study_id.json'
    ),
}

XT_WELLS_KIND = {
    '': (
        'wells/reek/2/OP_6a.w'
    ),
    'wells/battle/1': (
        'WELL08.rmswell WELL09.rmswell WELL10.rmswell WELL11.rmswell WELL12.rmswell WELL13.rmswell WELL14.rmswell '
        'WELL15.rmswell WELL16.rmswell WELL17.rmswell WELL18.rmswell WELL19.rmswell WELL20.rmswell WELL21.rmswell '
        'WELL22.rmswell WELL23.rmswell WELL24.rmswell WELL25.rmswell WELL26.rmswell WELL27.rmswell WELL28.rmswell '
        'WELL29.rmswell WELL30.rmswell WELL31.rmswell WELL32.rmswell WELL33.rmswell WELL34.rmswell WELL35.rmswell '
        'WELL36.rmswell WELL37.rmswell WELLX.rmswell'
    ),
    'wells/drogon/1': (
        '55_33-1.rmswell 55_33-2.rmswell 55_33-3.rmswell 55_33-A-1.rmswell 55_33-A-2.rmswell 55_33-A-3.rmswell '
        '55_33-A-4.rmswell 55_33-A-5.rmswell 55_33-A-6.rmswell'
    ),
    'wells/drogon/3': (
        'valysar_a4.bw valysar_a5_edited.bw valysar_a6.bw'
    ),
    'wells/reek/1': (
        'OP1_perf.w OP_1.bw OP_1.w OP_1_RKB.w OP_1_zholes.w OP_2.w OP_3.w OP_4.w OP_5.w OP_6.w WI_1.w WI_2.w WI_3.w '
        'XP_with_repeat.w'
    ),
    'wells/reek/3': (
        'OP1_perf.w OP_1.bw OP_1.w OP_1_RKB.w OP_1_zholes.w OP_2.w OP_3.w OP_4.w OP_5.w OP_6.w WI_1.w WI_2.w WI_3.w '
        'XP_with_repeat.w'
    ),
}

XT_WELLS_OTHER = {
    '': (
        'README.md 3dgrids/drogon/2/geogrid--phit.roff 3dgrids/drogon/3/README 3dgrids/drogon/3/valysar_bw.w '
        '3dgrids/drogon/4/simgrid_with_region_zone_attr.roff 3dgrids/eme/emerald_bigend.roffbin '
        '3dgrids/eme/emerald_litend.roffbin 3dgrids/ix_hist/IX_HIST.EGRID 3dgrids/reek3/reek_sim_faults.grdecl '
        '3dgrids/reek3/reek_sim_grid_withprops.bgrdecl etc/colortables/rainbow_reverse.rmscolor '
        'etc/colortables/seismic_bluewhired.rmscolour etc/scripts/list_ecl_kw.py points/battle/1/many.rmsattr '
        'points/etc/twocell.poi surfaces/drogon/2/README.txt surfaces/drogon/2/ex_faultroom_1.3.1.json '
        'surfaces/drogon/3/F5.ts surfaces/fangst/fangst_image1.png surfaces/fangst/fangst_top_rot_gxf.dat '
        'surfaces/reek/2/03_lowreek_rota.gri surfaces/reek/2/04_basereek_rota.gri wells/drogon/3/README'
    ),
    '3dgrids/bench_spe9': (
        'BENCH_SPE9.DATA BENCH_SPE9.EGRID BENCH_SPE9.INIT BENCH_SPE9.INSPEC BENCH_SPE9.SMSPEC BENCH_SPE9.UNRST '
        'INITSOL.INC SPE9.GRDECL'
    ),
    '3dgrids/bri': (
        'B.INIT b_grid.roff b_noactnum.grdecl'
    ),
    '3dgrids/eme/1': (
        'emerald.grdecl emerald.roff emerald_hetero.roff emerald_hetero_grid.roff emerald_hetero_region.roff'
    ),
    '3dgrids/eme/2': (
        'eme_small_w_hole_grid_params.grdecl eme_small_w_hole_grid_params.roff emerald_hetero.roff '
        'emerald_hetero_grid.roff'
    ),
    '3dgrids/etc': (
        'COARSE_SCALE_2_E100.EGRID COARSE_SCALE_2_E100.INIT DUAL.INIT DUAL.UNRST TEST2_DPDK_WG.INIT TEST_DP.INIT '
        'TEST_DP.UNRST TEST_DPDK.INIT TEST_DPDK.UNRST TEST_SP.INIT TEST_SP.UNRST banal1.grdecl banal2.grdecl '
        'banal3.grdecl banal5.grdecl banal6.grdecl banal6.jpg banal6.roff banal6.roffasc banal6.roffasc.explained '
        'banal7_grid_params.roff banal7_grid_params.roffasc concave.grdecl dual_distorted1.grdecl '
        'dual_distorted2.grdecl dual_grid.roff dual_grid.roffasc dual_grid_noactivetag.roff dual_grid_w_props.roff '
        'gridqc1.roff gridqc1_rms_anypoint.csv gridqc1_totbulk.roff gridqc_negthick_twisted.roff sixcells.roffasc '
        'sixcells2.readme sixcells2.roff sixcells2.roffasc sixcells2_described_zoverlap.grdecl '
        'sixcells2_described_zsep.grdecl sixcells2_hdr2.grdecl sixcells2_rhand_hdr1.grdecl '
        'sixcells2_rhand_hdr2.grdecl sixcells_hdr2.grdecl sixcells_lefthanded.roffasc '
        'sixcells_lefthanded_hdr1.grdecl small.roff test_compdat.data twocell.roff twocell.roff_asc'
    ),
    '3dgrids/reek': (
        '0readme.txt REEK.INIT reek2_grid_w_zerolayer.roff reek2_grid_w_zerolayer.roff.invalid '
        'reek_geo2_grid_3props.roff reek_geo2_grid_3props.roffasc reek_geo_grid.roff reek_geo_hcpv.roff '
        'reek_grd_w_props.roff reek_grd_w_props.roffasc reek_sim_facies2.roff reek_sim_grid.grdecl '
        'reek_sim_poro.roff reek_sim_swat_20021201_19991201.roff reek_sim_zone.roff x.grdecl'
    ),
    '3dgrids/reek2': (
        'geogrid--facies.roff geogrid--g1.roff geogrid--perm.roff geogrid--poro.roff geogrid--swatinit.roff '
        'geogrid.roff'
    ),
    '3dgrids/simpleb8': (
        'E100_BO.EGRID E100_BO.FEGRID E100_BO.FINIT E100_BO.FUNRST E100_BO.GRID E100_BO.INIT E100_BO.UNRST '
        'E300_BO.GRID E300_BO.UNRST E300_COMP.UNRST IX_BO.EGRID IX_BO.GRID IX_BO.INIT IX_BO_GRIDREPORT.EGRID '
        'IX_BO_GRIDREPORT.INIT IX_BO_GRIDREPORT.UNRST IX_COMP.EGRID IX_COMP.GRID IX_COMP.INIT IX_COMP.UNRST '
        'IX_COMP_GRIDREPORT.INIT IX_COMP_GRIDREPORT.UNRST README.txt simpleb8.grdecl'
    ),
    'cubes/etc': (
        'cube_w_deadtraces.segy ex1_missing_traces_75x71x26.segy ib_synth_iainb.odf ib_synth_iainb.segy '
        'ib_test_cube2.segy'
    ),
    'cubes/reek': (
        'syntseis_20000101_seismic_depth_stack.segy syntseis_20000101_seismic_depth_stack.storm '
        'syntseis_20030101_seismic_depth_stack.segy'
    ),
    'points/eme/1': (
        'emerald_1000_random.poi emerald_10_random.poi emerald_10_subset_mod.poi'
    ),
    'points/reek/1': (
        'poi_attr.csv poi_attr.parquet pointset2.poi pointset3.poi'
    ),
    'polygons/eme': (
        'emerald2.pol emerald2.pol.tmp emerald_act.pol.tmp emerald_single.pol'
    ),
    'polygons/etc': (
        'messypol.pol messypol.pol.tmp outline.pol.tmp simple.pol'
    ),
    'polygons/reek/1': (
        'closedpoly1.pol fence.pol polset2.pol simple1.pol top_upper_reek_faultpoly.csv top_upper_reek_faultpoly.pol '
        'top_upper_reek_faultpoly.xyz top_upper_reek_faultpoly.zmap'
    ),
    'surfaces/drogon/1': (
        '01_topvolantis.gri 02_toptherys.gri 03_topvolon.gri'
    ),
    'surfaces/etc': (
        'h1.dat h2.dat ib_test-horizon.map ib_test_horizon2.gri ib_test_horizon2.map ijxyz1.dat ijxyz1.map '
        'seabed_p.gri seabed_p.pmd seabed_p_v2.pmd some_top.gri testx_1500_edit1.map toptherys_genhash.gri '
        'topvolantis_genhash.gri zmap_example.zmap zmap_example2.zmap'
    ),
    'surfaces/reek/1': (
        'basereek_rota.gri basereek_rota_v2.gri lowreek_rota.gri midreek_rota.gri reek_fwl.gri '
        'reek_hcmap_rotated.gri reek_perm_lay1.gri reek_stooip_map.gri topreek_nonrota.zmap topupperreek.fgr '
        'topupperreek.gri topupperreek_neg_yinc.fgr'
    ),
}

XT_SURFACES_KIND = {
    'surfaces/drogon/1': (
        '01_topvolantis.gri 02_toptherys.gri 03_topvolon.gri 04_basevolantis.gri'
    ),
    'surfaces/reek/1': (
        'basereek_rota.gri basereek_rota_v2.gri lowreek_rota.gri midreek_rota.gri reek_fwl.gri '
        'reek_hcmap_rotated.gri reek_perm_lay1.gri reek_stooip_map.gri topreek_rota.gri topupperreek.gri'
    ),
    'surfaces/reek/2': (
        '01_topreek_rota.gri 02_midreek_rota.gri 03_lowreek_rota.gri 04_basereek_rota.gri'
    ),
}

XT_SURFACES_OTHER = {
    '': (
        '3dgrids/drogon/1/geogrid.roff 3dgrids/drogon/2/geogrid.roff 3dgrids/drogon/3/README '
        '3dgrids/eme/emerald_litend.roffbin 3dgrids/eme/2/eme_small_w_hole_grid_params.grdecl '
        '3dgrids/eme/2/emerald_hetero_grid.roff 3dgrids/ix_hist/IX_HIST.UNRST cubes/drogon/ampl_local_a4.segy '
        'cubes/reek/syntseis_20000101_seismic_depth_stack.segy etc/colortables/rainbow_reverse.rmscolor '
        'etc/colortables/seismic_bluewhired.rmscolour etc/scripts/list_ecl_kw.py etc/scripts/list_roff_kw.py '
        'points/battle/1/many.rmsattr points/eme/1/emerald_1000_random.poi points/eme/1/emerald_10_random.poi '
        'surfaces/drogon/2/README.txt surfaces/drogon/2/ex_faultroom_1.3.1.json surfaces/drogon/3/F5.ts '
        'surfaces/drogon/3/README.txt surfaces/eme/1/emerald_z1735.grd wells/etc/stacked_wells.rmswell '
        'wells/reek/2/OP_6a.w'
    ),
    '3dgrids/bench_spe9': (
        'BENCH_SPE9.DATA BENCH_SPE9.EGRID BENCH_SPE9.INIT BENCH_SPE9.INSPEC BENCH_SPE9.SMSPEC BENCH_SPE9.UNRST'
    ),
    '3dgrids/bri': (
        'B.GRID B.INIT b.grdecl b_grid.roff b_grid_w_poro.roff b_poro.roff'
    ),
    '3dgrids/eme/1': (
        'emerald.grdecl emerald.roff emerald_hetero_region.roff emerald_hetero_region.roffasc emerald_litend.roffbin'
    ),
    '3dgrids/etc': (
        'DUAL.UNRST TEST2_DPDK_WG.INIT TEST2_DPDK_WG.UNRST TEST_DP.INIT TEST_DP.UNRST TEST_DPDK.INIT TEST_SP.EGRID '
        'TEST_SP.INIT b9.roff banal1.grdecl banal2.grdecl banal3.grdecl banal5.grdecl banal6.roffasc '
        'banal7_grid_params.roffasc box.roff concave.grdecl dual_distorted1.grdecl dual_grid.roff '
        'dual_grid_noactivetag.roff dual_grid_w_props.roff gridqc1.roff gridqc1_totbulk.roff '
        'gridqc_negthick_twisted.roff sixcells.roffasc sixcells2.roff sixcells2_described_hdr1.grdecl '
        'sixcells2_described_zsep.grdecl sixcells2_hdr2.grdecl sixcells_hdr2.grdecl sixcells_lefthanded.roffasc '
        'sixcells_lefthanded_hdr1.grdecl sixcells_lefthanded_hdr2.grdecl small.roff test_compdat.data test_t.roff '
        'twocell.roff'
    ),
    '3dgrids/reek': (
        '0readme.txt REEK.EGRID reek2_grid_w_zerolayer.roff.invalid reek_geo2_grid_3props.roff reek_geo_grid.roff '
        'reek_geo_hcpv.roff reek_geo_stooip.roff reek_geogrid.roffasc reek_grd_w_props.roff reek_grd_w_props.roffasc '
        'reek_sim_grid.roff reek_sim_permx.roff reek_sim_zone.roff x.grdecl'
    ),
    '3dgrids/reek2': (
        'geogrid--facies.roff geogrid--g1.roff geogrid--poro.roff geogrid.roff'
    ),
    '3dgrids/reek3': (
        'reek_sim.bgrdecl reek_sim_faults.grdecl tmp_reek_sim_grid_withprops.bgrdecl_as_ascii'
    ),
    '3dgrids/simpleb8': (
        'E100_3LETTER_TRACER.UNRST E100_BO.EGRID E100_BO.FEGRID E100_BO.FUNRST E100_BO.INIT E100_BO.UNRST '
        'E300_BO.GRID E300_COMP.EGRID E300_COMP.INIT IX_BO.EGRID IX_BO.GRID IX_BO.INIT IX_BO_GRIDREPORT.EGRID '
        'IX_BO_GRIDREPORT.INIT IX_BO_GRIDREPORT.UNRST IX_COMP.GRID IX_COMP.INIT IX_COMP_GRIDREPORT.EGRID '
        'IX_COMP_GRIDREPORT.INIT README.txt'
    ),
    'cubes/etc': (
        'ex1_missing_traces_75x71x26.segy ex2_complete_3d_75x71x26.segy ib_synth_iainb.odf ib_synth_iainb.segy'
    ),
    'points/reek/1': (
        'poi_attr.csv poi_attr.parquet poi_attr.rmsattr'
    ),
    'polygons/eme': (
        'emerald2.pol emerald2.pol.tmp emerald_act.pol.tmp'
    ),
    'polygons/etc': (
        'messypol.pol messypol.pol.tmp outline.pol.tmp well16.pol'
    ),
    'polygons/reek/1': (
        'mypoly.pol polset2.pol top_upper_reek_faultpoly.zmap'
    ),
    'surfaces/etc': (
        'fdata_test.gxf h1.dat h2.dat ib_test-horizon.map ib_test_horizon2.map ijxyz1.dat ijxyz1.map seabed_p.pmd '
        'seabed_p_v2.pmd testx_1500_edit1.map zmap_example.zmap zmap_example2.zmap zmap_example3.zmap'
    ),
    'surfaces/fangst': (
        'fangst_image1.png fangst_image2.png fangst_map_with_coords.png fangst_top_rot_gxf.dat'
    ),
    'surfaces/reek/1': (
        'topreek_nonrota.zmap topreek_rota.fgr topupperreek.fgr topupperreek_neg_yinc.fgr'
    ),
    'wells/battle/1': (
        'WELL09.rmswell WELL12.rmswell WELL13.rmswell WELL14.rmswell WELL15.rmswell WELL16.rmswell WELL17.rmswell '
        'WELL18.rmswell WELL19.rmswell WELL22.rmswell WELL24.rmswell WELL25.rmswell WELL26.rmswell WELL27.rmswell '
        'WELL30.rmswell WELL31.rmswell WELL33.rmswell WELL36.rmswell WELLX.rmswell'
    ),
    'wells/drogon/1': (
        '55_33-A-2.rmswell 55_33-A-4.rmswell 55_33-A-5.rmswell 55_33-A-6.rmswell'
    ),
    'wells/drogon/3': (
        'README valysar_a4.bw valysar_a5_edited.bw valysar_a6.bw'
    ),
    'wells/reek/1': (
        'OP_1.bw OP_1.w OP_2.w OP_3.w OP_4.w WI_1.w WI_3.w XP_with_repeat.w'
    ),
    'wells/reek/3': (
        'OP1_perf.w OP_1.w OP_1_RKB.w OP_2.w OP_4.w OP_5.w WI_1.w WI_2.w WI_3.w'
    ),
}

DS_GENOTYPE_KIND = {
    'Data/Genotype': (
        'ALFRM048.CUL ALFRM048.ECO ALFRM048.SPE AMGRO048.CUL AMGRO048.ECO AMGRO048.SPE BACER048.CUL BACER048.ECO '
        'BACER048.SPE BACRP048.CUL BACRP048.ECO BACRP048.SPE BCGRO048.CUL BCGRO048.ECO BCGRO048.SPE BGGRO048.CUL '
        'BGGRO048.ECO BGGRO048.SPE BHFRM048.CUL BHFRM048.ECO BHFRM048.SPE BHGRO048.CUL BHGRO048.ECO BHGRO048.SPE '
        'BMFRM048.CUL BMFRM048.ECO BMFRM048.SPE BNGRO048.CUL BNGRO048.ECO BNGRO048.SPE BRFRM048.CUL BRFRM048.ECO '
        'BRFRM048.SPE BRGRO048.CUL BRGRO048.ECO BRGRO048.SPE BSCER048.CUL BSCER048.ECO BSCER048.SPE CBGRO048.CUL '
        'CBGRO048.ECO CBGRO048.SPE CHGRO048.CUL CHGRO048.ECO CHGRO048.SPE CIGRO048.CUL CIGRO048.ECO CIGRO048.SPE '
        'CNGRO048.CUL CNGRO048.ECO CNGRO048.SPE COGRO048.CUL COGRO048.ECO COGRO048.SPE CPGRO048.CUL CPGRO048.ECO '
        'CPGRO048.SPE CSCAS048.CUL CSCAS048.ECO CSCAS048.SPE CSYCA048.CUL CSYCA048.ECO CSYCA048.SPE FBGRO048.CUL '
        'FBGRO048.ECO FBGRO048.SPE G0GRO048.CUL G0GRO048.ECO G0GRO048.SPE GBGRO048.CUL GBGRO048.ECO GBGRO048.SPE '
        'GGFRM048.CUL GGFRM048.ECO GGFRM048.SPE GYGRO048.CUL GYGRO048.ECO GYGRO048.SPE LTGRO048.CUL LTGRO048.ECO '
        'LTGRO048.SPE MLCER048.CUL MLCER048.ECO MLCER048.SPE MZCER048.CUL MZCER048.ECO MZCER048.SPE MZIXM048.CUL '
        'MZIXM048.ECO MZIXM048.SPE PIALO048.CUL PIALO048.SPE PNGRO048.CUL PNGRO048.ECO PNGRO048.SPE PPGRO048.CUL '
        'PPGRO048.ECO PPGRO048.SPE PRGRO048.CUL PRGRO048.ECO PRGRO048.SPE PTSUB048.CUL PTSUB048.ECO PTSUB048.SPE '
        'QUGRO048.CUL QUGRO048.ECO QUGRO048.SPE RICER048.CUL RICER048.SPE SBGRO048.CUL SBGRO048.ECO SBGRO048.SPE '
        'SCCAN048.CUL SCCAN048.ECO SCCAN048.SPE SCCSP048.CUL SCCSP048.ECO SCCSP048.SPE SCSAM048.CUL SCSAM048.ECO '
        'SCSAM048.SPE SFGRO048.CUL SFGRO048.ECO SFGRO048.SPE SGCER048.CUL SGCER048.ECO SGCER048.SPE SRGRO048.CUL '
        'SRGRO048.ECO SRGRO048.SPE SUGRO048.CUL SUGRO048.ECO SUGRO048.SPE SUOIL048.CUL SUOIL048.ECO SUOIL048.SPE '
        'SWCER048.CUL SWCER048.ECO SWCER048.SPE TFAPS048.CUL TFAPS048.ECO TFAPS048.SPE TFCER048.CUL TFCER048.SPE '
        'TMGRO048.CUL TMGRO048.ECO TMGRO048.SPE TNARO048.CUL TNARO048.SPE TRARO048.CUL TRARO048.SPE VBGRO048.CUL '
        'VBGRO048.ECO VBGRO048.SPE WHAPS048.CUL WHAPS048.ECO WHAPS048.SPE WHCER048.CUL WHCER048.ECO WHCER048.SPE '
        'WHCRP048.CUL WHCRP048.ECO WHCRP048.SPE'
    ),
}

DS_GENOTYPE_OTHER = {
    '': (
        '.gitattributes NOTICE.md ReleaseNotes.md Management/OpFlood.for Plant/ALOHA-Pineapple/Aloha_OPHARV.for '
        'Plant/CERES-Sorghum/SG_CERES.for Plant/CERES-Sorghum/SG_NFACT.for Plant/CERES-Sugarbeet/BS_CERES.for '
        'Plant/CERES-Sugarbeet/BS_PHENOL.for Plant/CERES-SweetCorn/SW_FreshWt.for '
        'Plant/CERES-Wheat_Barley/CSCERES_Interface.for Plant/CROPSIM/CSCRP_Interface.for '
        'Plant/Generic-Pest/VEGDM.for Plant/OilCrop-Sunflower/SU_KUPTAK.for Plant/OilCrop-Sunflower/SU_NUPTAK.for '
        'Plant/SAMUCA-Sugarcane/SC_SAMUCA_MODEL.f90 Plant/SAMUCA-Sugarcane/SC_rld.f90 '
        'Plant/SUBSTOR-Potato/PT_ROOTGR.for Resources/Prepare_new_release_exe.txt '
        'Soil/CERES_OrganicMatter/NCHECK_organic.for Soil/FloodN/FCHEM.for Soil/FloodN/FLOODI.for '
        'Soil/GHG/GHG_mod.for Soil/GHG/diffusiv.for Soil/Inorganic_P/IPHedley_inorg.for '
        'Soil/Inorganic_P/SoilPi_init.for Soil/SoilUtilities/LMATCH.for Soil/SoilUtilities/SoilNoPoBal_C.for '
        'Utilities/ModuleDefs.for Utilities/OPVIEW.for'
    ),
    'Data': (
        'DATA.CDE DETAIL.CDE DSCSM048.CTR DSSATPRO.L48.in DSSATPRO.v48 ECONOMIC.CDE GCOEFF.CDE GRSTAGE.CDE JDATE.CDE '
        'MODEL.ERR OUTPUT.CDE PEST.CDE SIMULATION.CDE SOIL.CDE WEATHER.CDE'
    ),
    'Data/BatchFiles': (
        'Alfalfa.v48 All.L48 All.v48 Bahia.v48 Barley.v48 BellPepper.v48 Bermuda.v48 Brachiaria.v48 CROPGRO.v48 '
        'Cabbage.v48 Canola.v48 Carinata.v48 Cassava.v48 Chia.v48 Chickpea.v48 Cotton.v48 Cowpea.v48 Drybean.v48 '
        'Fababean.v48 Fallow.v48 GreenBean.v48 Guar.v48 Guineagrass.v48 Lentil.v48 Maize.v48 Peanut.v48 '
        'PearlMillet.v48 Pigeonpea.v48 Pineapple.v48 Potato.v48 Quinoa.v48 Rice.v48 Safflower.v48 Sorghum.v48 '
        'Soybean.v48 Strawberry.v48 Sugarbeet.v48 Sugarcane.v48 Sunflower.v48 SweetCorn.v48 Tanier.v48 Taro.v48 '
        'Teff.v48 Tomato.v48 Velvetbean.v48 Wheat.v48'
    ),
    'Data/Default': (
        'Simulate.def Simulate_Forecast.def Simulate_Seasonal.def Simulate_Sequence.def Simulate_Spatial.def '
        'Weather.var'
    ),
    'Data/Help': (
        'DSSAT v4.8 License & Warranty Agreement.pdf',
        'DSSAT48.chm',
        'DSSAT_Input_Files.chm',
        'How to Cite DSSAT v4.8.pdf',
        'Installv48.chm',
        'What is DSSAT.pdf',
    ),
    'Data/Pest': (
        'BGGRO048.PST BHGRO048.PST BMFRM048.PST BNGRO048.PST BRFRM048.PST BRGRO048.PST BSCER048.PST CHGRO048.PST '
        'CIGRO048.PST COGRO048.PST CPGRO048.PST FBGRO048.PST GBGRO048.PST GYGRO048.PST LTGRO048.PST MLCER048.PST '
        'MZCER048.PST MZIXM048.PST PNGRO048.PST PPGRO048.PST QUGRO048.PST SBGRO048.PST SGCER048.PST SUOIL048.PST '
        'TMGRO048.PST VBGRO048.PST WHAPS048.PST'
    ),
    'Data/StandardData': (
        'CO2048.WDA FERCH048.SDA RESCH048.SDA SOMFR048.SDA SOMFX048.SDA TILOP048.SDA'
    ),
    'InputModule': (
        'IPCHEM.for SEPLT.for SEVAR.for SEWTH.for WTHSET.for'
    ),
    'Plant/AROIDS': (
        'TR_Nfacto.for TR_Nuptak.for TR_SUBSTOR.for'
    ),
    'Plant/CANEGRO-Sugarcane': (
        'SC_CNGRO.for SC_OPNIT.for SC_OUTPUT.for SC_PHOTOS.for'
    ),
    'Plant/CASUPRO-Sugarcane': (
        'CSP_MOBIL.for CSP_ROOTS.for CSP_VEGGR.for'
    ),
    'Plant/CERES-IXIM-Maize': (
        'MZ_IX_KNUMBER.for MZ_IX_NUPTAK.for MZ_IX_PHOTSYNT.for'
    ),
    'Plant/CERES-Rice': (
        'RI_Opgrow.for RI_Opharv.for RI_Tillsub.for RI_Transpl_p.for'
    ),
    'Plant/CERES-TEFF': (
        'TEFF.for TEFF_KUPTAK.for TEFF_Rootgr.for'
    ),
    'Plant/CROPGRO': (
        'CROPGRO.for MOBIL.for PHOTO.for ROOTS.for'
    ),
    'Plant/CSYCA-Cassava': (
        'YCA_Growth_Evapo.f90 YCA_Integ_EndCrop.f90 YCA_Out_CrpSim.f90 YCA_Out_LfTier.f90 YCA_Out_Sens.f90 '
        'YCA_Out_WrkPhenRes.f90 YCA_Output.f90 YCA_PrePlant.f90 YCA_SeasInit_Final.f90'
    ),
    'Plant/FORAGE': (
        'for_canopy.for for_mobil.for for_oppest.for for_photo.for for_veggr.for forage.for'
    ),
    'Plant/Generic-PlantP': (
        'OpPlantP.for P_Plant.for RootSoilVol.for'
    ),
    'Plant/NTEF': (
        'TF_OPGROW.for TF_OPNIT.for TF_module.f90'
    ),
    'Plant/NWHEAT': (
        'WH_NFACTO.for WH_OPHARV.for WH_SW_SUBS.for'
    ),
    'SPAM': (
        'OPETPHOT.for SAL_Stemp.for SPAM.for TRANS.for'
    ),
    'Soil/CENTURY_OrganicMatter': (
        'SOMDEC_C.for SoilCNPinit_C.for SoilNoBal_C.for'
    ),
    'Soil/SoilWater': (
        'CapFringe.f90 OPWBAL.for SATFLO.for TILEDRAIN.for'
    ),
}

DS_PEST_KIND = {
    'Data/Pest': (
        'BGGRO048.PST BHGRO048.PST BMFRM048.PST BNGRO048.PST BRFRM048.PST BRGRO048.PST BSCER048.PST CHGRO048.PST '
        'CIGRO048.PST COGRO048.PST CPGRO048.PST FBGRO048.PST GBGRO048.PST GYGRO048.PST LTGRO048.PST MLCER048.PST '
        'MZCER048.PST MZIXM048.PST PNGRO048.PST PPGRO048.PST QUGRO048.PST SBGRO048.PST SGCER048.PST SUOIL048.PST '
        'TMGRO048.PST VBGRO048.PST WHAPS048.PST'
    ),
}

DS_PEST_OTHER = {
    'Data': (
        'DETAIL.CDE DSCSM048.CTR DSSATPRO.L48.in ECONOMIC.CDE GCOEFF.CDE GRSTAGE.CDE MODEL.ERR OUTPUT.CDE SOIL.CDE '
        'WEATHER.CDE'
    ),
    'Data/BatchFiles': (
        'Alfalfa.v48 All.L48 All.v48 Barley.v48 BellPepper.v48 Bermuda.v48 Brachiaria.v48 Cabbage.v48 Carinata.v48 '
        'Cassava.v48 Chia.v48 Chickpea.v48 Cotton.v48 Cowpea.v48 Drybean.v48 Fababean.v48 Fallow.v48 GreenBean.v48 '
        'Guar.v48 Guineagrass.v48 Lentil.v48 Pigeonpea.v48 Pineapple.v48 Potato.v48 Quinoa.v48 Safflower.v48 '
        'Sorghum.v48 Soybean.v48 Strawberry.v48 Sugarbeet.v48 Sugarcane.v48 Sunflower.v48 SweetCorn.v48 Tanier.v48 '
        'Taro.v48 Teff.v48 Tomato.v48 Velvetbean.v48 Wheat.v48'
    ),
    'Data/Default': (
        'Simulate.def Simulate_Forecast.def Simulate_Seasonal.def Simulate_Spatial.def Weather.var'
    ),
    'Data/Genotype': (
        'ALFRM048.CUL ALFRM048.ECO ALFRM048.SPE AMGRO048.CUL AMGRO048.ECO BACER048.CUL BACER048.ECO BACER048.SPE '
        'BACRP048.CUL BACRP048.ECO BACRP048.SPE BCGRO048.CUL BCGRO048.ECO BCGRO048.SPE BGGRO048.CUL BGGRO048.ECO '
        'BGGRO048.SPE BHFRM048.ECO BHGRO048.CUL BHGRO048.ECO BHGRO048.SPE BMFRM048.CUL BMFRM048.ECO BMFRM048.SPE '
        'BNGRO048.CUL BNGRO048.ECO BNGRO048.SPE BRFRM048.CUL BRFRM048.SPE BRGRO048.CUL BRGRO048.ECO BRGRO048.SPE '
        'BSCER048.ECO BSCER048.SPE CBGRO048.CUL CBGRO048.ECO CBGRO048.SPE CHGRO048.CUL CHGRO048.ECO CHGRO048.SPE '
        'CIGRO048.CUL CIGRO048.ECO CIGRO048.SPE CNGRO048.ECO CNGRO048.SPE COGRO048.CUL COGRO048.ECO COGRO048.SPE '
        'CPGRO048.CUL CPGRO048.ECO CPGRO048.SPE CSCAS048.CUL CSCAS048.ECO CSCAS048.SPE CSYCA048.SPE FBGRO048.CUL '
        'FBGRO048.ECO FBGRO048.SPE G0GRO048.CUL G0GRO048.ECO G0GRO048.SPE GBGRO048.CUL GBGRO048.ECO GGFRM048.CUL '
        'GGFRM048.ECO GYGRO048.CUL GYGRO048.ECO GYGRO048.SPE LTGRO048.CUL LTGRO048.ECO MLCER048.CUL MLCER048.ECO '
        'MLCER048.SPE MZCER048.ECO MZCER048.SPE MZIXM048.ECO MZIXM048.SPE PIALO048.SPE PNGRO048.CUL PNGRO048.ECO '
        'PNGRO048.SPE PPGRO048.CUL PPGRO048.ECO PPGRO048.SPE PRGRO048.CUL PRGRO048.SPE PTSUB048.CUL PTSUB048.SPE '
        'QUGRO048.CUL QUGRO048.ECO QUGRO048.SPE RICER048.CUL RICER048.SPE SBGRO048.CUL SBGRO048.ECO SBGRO048.SPE '
        'SCCAN048.CUL SCCAN048.SPE SCCSP048.ECO SCCSP048.SPE SCSAM048.CUL SCSAM048.ECO SCSAM048.SPE SFGRO048.CUL '
        'SFGRO048.ECO SFGRO048.SPE SGCER048.CUL SGCER048.ECO SRGRO048.CUL SRGRO048.ECO SRGRO048.SPE SUGRO048.CUL '
        'SUGRO048.ECO SUGRO048.SPE SUOIL048.ECO SUOIL048.SPE SWCER048.ECO SWCER048.SPE TFAPS048.CUL TFAPS048.ECO '
        'TFAPS048.SPE TFCER048.CUL TMGRO048.CUL TMGRO048.ECO TMGRO048.SPE TNARO048.CUL TNARO048.SPE TRARO048.CUL '
        'TRARO048.SPE VBGRO048.CUL VBGRO048.ECO WHAPS048.CUL WHAPS048.SPE WHCER048.CUL WHCER048.ECO WHCRP048.CUL '
        'WHCRP048.ECO WHCRP048.SPE'
    ),
    'Data/Help': (
        'DSSAT48.chm',
        'DSSAT_Input_Files.chm',
        'How to Cite DSSAT v4.8.pdf',
        'Installv48.chm',
        'What is DSSAT.pdf',
    ),
    'Data/StandardData': (
        'CO2048.WDA FERCH048.SDA TILOP048.SDA'
    ),
}

DS_BATCH_KIND = {
    'Data/BatchFiles': (
        'Alfalfa.v48 All.v48 Bahia.v48 Barley.v48 BellPepper.v48 Bermuda.v48 Brachiaria.v48 CROPGRO.v48 Cabbage.v48 '
        'Canola.v48 Carinata.v48 Cassava.v48 Chia.v48 Chickpea.v48 Cotton.v48 Cowpea.v48 Drybean.v48 Fababean.v48 '
        'Fallow.v48 GreenBean.v48 Guar.v48 Guineagrass.v48 Lentil.v48 Maize.v48 Peanut.v48 PearlMillet.v48 '
        'Pigeonpea.v48 Pineapple.v48 Potato.v48 Quinoa.v48 Rice.v48 Safflower.v48 Sorghum.v48 Soybean.v48 '
        'Strawberry.v48 Sugarbeet.v48 Sugarcane.v48 Sunflower.v48 SweetCorn.v48 Tanier.v48 Taro.v48 Teff.v48 '
        'Tomato.v48 Velvetbean.v48 Wheat.v48'
    ),
}

DS_BATCH_OTHER = {
    '': (
        'Data/BatchFiles/All.L48'
    ),
    'Data': (
        'DATA.CDE DETAIL.CDE DSCSM048.CTR DSSATPRO.v48 ECONOMIC.CDE GCOEFF.CDE GRSTAGE.CDE JDATE.CDE MODEL.ERR '
        'OUTPUT.CDE SIMULATION.CDE WEATHER.CDE'
    ),
    'Data/Default': (
        'Simulate.def Simulate_Forecast.def Simulate_Seasonal.def Simulate_Spatial.def'
    ),
    'Data/Genotype': (
        'ALFRM048.CUL ALFRM048.ECO ALFRM048.SPE AMGRO048.CUL AMGRO048.ECO AMGRO048.SPE BACER048.CUL BACER048.ECO '
        'BACER048.SPE BACRP048.CUL BACRP048.SPE BCGRO048.CUL BCGRO048.ECO BCGRO048.SPE BGGRO048.CUL BGGRO048.ECO '
        'BHFRM048.CUL BHFRM048.ECO BHFRM048.SPE BHGRO048.CUL BHGRO048.ECO BHGRO048.SPE BMFRM048.CUL BMFRM048.ECO '
        'BMFRM048.SPE BNGRO048.CUL BNGRO048.ECO BNGRO048.SPE BRFRM048.CUL BRFRM048.ECO BRFRM048.SPE BRGRO048.CUL '
        'BRGRO048.ECO BRGRO048.SPE BSCER048.ECO BSCER048.SPE CBGRO048.CUL CBGRO048.SPE CHGRO048.CUL CHGRO048.ECO '
        'CHGRO048.SPE CIGRO048.CUL CIGRO048.ECO CIGRO048.SPE CNGRO048.CUL CNGRO048.ECO CNGRO048.SPE COGRO048.ECO '
        'COGRO048.SPE CPGRO048.CUL CPGRO048.ECO CPGRO048.SPE CSCAS048.CUL CSCAS048.ECO CSCAS048.SPE CSYCA048.CUL '
        'CSYCA048.ECO CSYCA048.SPE FBGRO048.CUL FBGRO048.SPE G0GRO048.CUL G0GRO048.ECO G0GRO048.SPE GBGRO048.CUL '
        'GBGRO048.ECO GBGRO048.SPE GGFRM048.CUL GGFRM048.ECO GGFRM048.SPE GYGRO048.CUL GYGRO048.ECO GYGRO048.SPE '
        'LTGRO048.CUL LTGRO048.ECO LTGRO048.SPE MLCER048.CUL MLCER048.SPE MZCER048.CUL MZCER048.ECO MZCER048.SPE '
        'MZIXM048.CUL MZIXM048.ECO MZIXM048.SPE PIALO048.CUL PIALO048.SPE PNGRO048.CUL PNGRO048.ECO PPGRO048.CUL '
        'PPGRO048.ECO PPGRO048.SPE PRGRO048.CUL PRGRO048.ECO PRGRO048.SPE PTSUB048.CUL PTSUB048.ECO PTSUB048.SPE '
        'QUGRO048.CUL QUGRO048.ECO QUGRO048.SPE RICER048.SPE SBGRO048.CUL SBGRO048.ECO SBGRO048.SPE SCCAN048.CUL '
        'SCCAN048.ECO SCCAN048.SPE SCCSP048.CUL SCCSP048.ECO SCSAM048.CUL SCSAM048.ECO SCSAM048.SPE SFGRO048.CUL '
        'SFGRO048.ECO SFGRO048.SPE SGCER048.CUL SGCER048.ECO SGCER048.SPE SRGRO048.CUL SRGRO048.ECO SRGRO048.SPE '
        'SUGRO048.ECO SUGRO048.SPE SUOIL048.ECO SUOIL048.SPE SWCER048.ECO SWCER048.SPE TFAPS048.CUL TFAPS048.ECO '
        'TFAPS048.SPE TFCER048.CUL TFCER048.SPE TMGRO048.CUL TMGRO048.ECO TMGRO048.SPE TNARO048.CUL TRARO048.CUL '
        'TRARO048.SPE VBGRO048.CUL VBGRO048.ECO VBGRO048.SPE WHAPS048.CUL WHAPS048.ECO WHAPS048.SPE WHCER048.CUL '
        'WHCER048.ECO WHCER048.SPE WHCRP048.CUL WHCRP048.SPE'
    ),
    'Data/Help': (
        'DSSAT v4.8 License & Warranty Agreement.pdf',
        'DSSAT48.chm',
        'DSSAT_Input_Files.chm',
        'How to Cite DSSAT v4.8.pdf',
        'Installv48.chm',
        'What is DSSAT.pdf',
    ),
    'Data/Pest': (
        'BGGRO048.PST BHGRO048.PST BMFRM048.PST BNGRO048.PST BRFRM048.PST BRGRO048.PST CHGRO048.PST CIGRO048.PST '
        'CPGRO048.PST FBGRO048.PST GBGRO048.PST GYGRO048.PST LTGRO048.PST MLCER048.PST MZCER048.PST MZIXM048.PST '
        'PNGRO048.PST PPGRO048.PST QUGRO048.PST SBGRO048.PST SGCER048.PST SUOIL048.PST TMGRO048.PST VBGRO048.PST '
        'WHAPS048.PST'
    ),
    'Data/StandardData': (
        'FERCH048.SDA RESCH048.SDA SOMFR048.SDA TILOP048.SDA'
    ),
}

NH_FORCING_KIND = {
    'test/test_data/camels_us/basin_mean_forcing/daymet': (
        '01022500_lump_cida_forcing_leap.txt 01547700_lump_cida_forcing_leap.txt 02064000_lump_cida_forcing_leap.txt '
        '03015500_lump_cida_forcing_leap.txt'
    ),
    'test/test_data/camels_us/basin_mean_forcing/maurer': (
        '01022500_lump_maurer_forcing_leap.txt 01547700_lump_maurer_forcing_leap.txt '
        '02064000_lump_maurer_forcing_leap.txt 03015500_lump_maurer_forcing_leap.txt'
    ),
    'test/test_data/camels_us/basin_mean_forcing/maurer_extended': (
        '01022500_lump_maurer_forcing_leap.txt 01547700_lump_maurer_forcing_leap.txt '
        '02064000_lump_maurer_forcing_leap.txt 03015500_lump_maurer_forcing_leap.txt'
    ),
    'test/test_data/camels_us/basin_mean_forcing/nldas': (
        '01022500_lump_nldas_forcing_leap.txt 01547700_lump_nldas_forcing_leap.txt '
        '02064000_lump_nldas_forcing_leap.txt 03015500_lump_nldas_forcing_leap.txt'
    ),
}

NH_FORCING_OTHER = {
    '': (
        '.gitignore .readthedocs.yml .style.yapf CITATION.cff CODEOWNERS CONTRIBUTING.rst LICENSE README.md setup.py '
        '.github/ISSUE_TEMPLATE/bug_report.md .github/ISSUE_TEMPLATE/feature_request.md docs/Makefile docs/make.bat '
        'docs/source/usage/models.rst docs/source/usage/quickstart.rst examples/config.yml.example '
        'examples/00-Data-Prerequisites/prerequisites.ipynb examples/02-Adding-Models/adding-gru.ipynb '
        'examples/03-Adding-Datasets/adding-camels-cl.ipynb '
        'test/test_data/camels_us/hourly/usgs-streamflow-nldas_hourly.nc'
    ),
    '.github/workflows': (
        'docs-ci.yml package-install.yml publish-pypi.yml pytest-ci.yml'
    ),
    'docs/source': (
        'conf.py contributing.rst index.rst'
    ),
    'docs/source/_static/img': (
        'neural-hyd-logo-black.png neural-hyd-logo-white.png neural-hyd-logo.png'
    ),
    'docs/source/api': (
        'neuralhydrology.datasetzoo.basedataset.rst neuralhydrology.datasetzoo.camelsaus.rst '
        'neuralhydrology.datasetzoo.camelsbr.rst neuralhydrology.datasetzoo.camelscl.rst '
        'neuralhydrology.datasetzoo.camelsgb.rst neuralhydrology.datasetzoo.camelsus.rst '
        'neuralhydrology.datasetzoo.hourlycamelsus.rst neuralhydrology.datasetzoo.lamah.rst '
        'neuralhydrology.datasetzoo.rst neuralhydrology.datasetzoo.template.rst '
        'neuralhydrology.datautils.climateindices.rst neuralhydrology.datautils.pet.rst '
        'neuralhydrology.datautils.rst neuralhydrology.datautils.utils.rst neuralhydrology.evaluation.evaluate.rst '
        'neuralhydrology.evaluation.metrics.rst neuralhydrology.evaluation.plots.rst neuralhydrology.evaluation.rst '
        'neuralhydrology.evaluation.signatures.rst neuralhydrology.evaluation.tester.rst '
        'neuralhydrology.modelzoo.arlstm.rst neuralhydrology.modelzoo.baseconceptualmodel.rst '
        'neuralhydrology.modelzoo.basemodel.rst neuralhydrology.modelzoo.cudalstm.rst '
        'neuralhydrology.modelzoo.customlstm.rst neuralhydrology.modelzoo.ealstm.rst '
        'neuralhydrology.modelzoo.embcudalstm.rst neuralhydrology.modelzoo.fc.rst neuralhydrology.modelzoo.gru.rst '
        'neuralhydrology.modelzoo.handoff_forecast_lstm.rst neuralhydrology.modelzoo.head.rst '
        'neuralhydrology.modelzoo.hybridmodel.rst neuralhydrology.modelzoo.inputlayer.rst '
        'neuralhydrology.modelzoo.mamba.rst neuralhydrology.modelzoo.mclstm.rst neuralhydrology.modelzoo.mtslstm.rst '
        'neuralhydrology.modelzoo.multihead_forecast_lstm.rst neuralhydrology.modelzoo.odelstm.rst '
        'neuralhydrology.modelzoo.rst neuralhydrology.modelzoo.sequential_forecast_lstm.rst '
        'neuralhydrology.modelzoo.shm.rst neuralhydrology.modelzoo.stacked_forecast_lstm.rst '
        'neuralhydrology.modelzoo.template.rst neuralhydrology.modelzoo.transformer.rst neuralhydrology.nh_run.rst '
        'neuralhydrology.nh_run_scheduler.rst neuralhydrology.rst neuralhydrology.training.basetrainer.rst '
        'neuralhydrology.training.logger.rst neuralhydrology.training.loss.rst '
        'neuralhydrology.training.regularization.rst neuralhydrology.training.rst neuralhydrology.training.train.rst '
        'neuralhydrology.utils.config.rst neuralhydrology.utils.configutils.rst neuralhydrology.utils.errors.rst '
        'neuralhydrology.utils.nh_results_ensemble.rst neuralhydrology.utils.rst '
        'neuralhydrology.utils.samplingutils.rst'
    ),
    'docs/source/tutorials': (
        'add-dataset.nblink adding-gru.nblink data-prerequisites.nblink finetuning.nblink index.rst '
        'inspect-lstm.nblink introduction.nblink'
    ),
    'environments': (
        'environment_cpu.yml environment_cuda11_8.yml rtd_requirements.txt'
    ),
    'examples/01-Introduction': (
        '1_basin.txt 1_basin.yml Introduction.ipynb'
    ),
    'examples/04-Multi-Timescale': (
        '1_basin.txt 1_basin.yml mtslstm.jpg'
    ),
    'examples/05-Inspecting-LSTMs': (
        '1_basin.txt 1_basin.yml inspecting-lstms.ipynb'
    ),
    'examples/06-Finetuning': (
        '531_basin_list.txt 531_basins.yml finetune.yml finetuning.ipynb'
    ),
    'neuralhydrology': (
        '__about__.py __init__.py nh_run.py nh_run_scheduler.py'
    ),
    'neuralhydrology/datasetzoo': (
        '__init__.py basedataset.py camelsaus.py camelsbr.py camelscl.py camelsgb.py camelsus.py caravan.py '
        'genericdataset.py hourlycamelsus.py lamah.py template.py'
    ),
    'neuralhydrology/datautils': (
        '__init__.py climateindices.py pet.py utils.py'
    ),
    'neuralhydrology/evaluation': (
        '__init__.py metrics.py plots.py signatures.py tester.py utils.py'
    ),
    'neuralhydrology/modelzoo': (
        '__init__.py arlstm.py baseconceptualmodel.py basemodel.py cudalstm.py customlstm.py ealstm.py '
        'embcudalstm.py fc.py handoff_forecast_lstm.py head.py hybridmodel.py mamba.py mclstm.py mtslstm.py '
        'multihead_forecast_lstm.py odelstm.py sequential_forecast_lstm.py shm.py stacked_forecast_lstm.py '
        'transformer.py'
    ),
    'neuralhydrology/training': (
        '__init__.py basetrainer.py logger.py loss.py regularization.py train.py'
    ),
    'neuralhydrology/utils': (
        '__init__.py configutils.py errors.py logging_utils.py nh_results_ensemble.py ratingcurve.py '
        'samplingutils.py'
    ),
    'test': (
        '__init__.py conftest.py test_config_runs.py test_custom_lstm.py test_datautils.py test_mclstm.py'
    ),
    'test/test_configs': (
        'autoregression_daily_regression.test.yml daily_regression.test.yml '
        'daily_regression_additional_features.test.yml daily_regression_nan_targets.test.yml '
        'daily_regression_with_embedding.test.yml multi_timescale_regression.test.yml '
        'transformer_daily_regression.test.yml'
    ),
    'test/test_data': (
        '1_basin_test_set.txt 4_basins_test_set.txt additional_features.p'
    ),
    'test/test_data/camels_us/camels_attributes_v2.0': (
        'camels_clim.txt camels_geol.txt camels_hydro.txt camels_name.txt camels_soil.txt camels_topo.txt '
        'camels_vege.txt readme.txt'
    ),
    'test/test_data/camels_us/usgs_streamflow': (
        '01022500_streamflow_qc.txt 01547700_streamflow_qc.txt 02064000_streamflow_qc.txt 03015500_streamflow_qc.txt'
    ),
}

MOM_PARAM_DOCS_KIND = {
    '': (
        'ice_ocean_SIS/GOLD_SIS_025/MOM_parameter_doc.all ice_ocean_SIS/GOLD_SIS_025/MOM_parameter_doc.short'
    ),
    'coupled_AM2_LM3_SIS/AM2_MOM6i_1deg': (
        'MOM_parameter_doc.all MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'coupled_AM2_LM3_SIS/CM2G63L': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'coupled_AM2_LM3_SIS2/AM2_SIS2B_MOM6i_1deg': (
        'MOM_parameter_doc.all MOM_parameter_doc.layout MOM_parameter_doc.short SIS_parameter_doc.all '
        'SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'coupled_AM2_LM3_SIS2/AM2_SIS2_MOM6i_1deg': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'coupled_AM2_LM3_SIS2/Concurrent_ice_1deg': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short '
        # SIS2's fast-ice and the ice-ocean driver's docs, added after the first run
        'SIS_fast_parameter_doc.all SIS_fast_parameter_doc.debugging SIS_fast_parameter_doc.layout '
        'SIS_fast_parameter_doc.short'
    ),
    'coupled_AM2_LM3_SIS2/Intersperse_ice_1deg': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short '
        # SIS2's fast-ice and the ice-ocean driver's docs, added after the first run
        'CIOD_parameter_doc.all CIOD_parameter_doc.debugging CIOD_parameter_doc.layout '
        'CIOD_parameter_doc.short SIS_fast_parameter_doc.all SIS_fast_parameter_doc.debugging '
        'SIS_fast_parameter_doc.layout SIS_fast_parameter_doc.short'
    ),
    'ice_ocean_SIS/GOLD_SIS': (
        'MOM_parameter_doc.all MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ice_ocean_SIS/GOLD_SIS_icebergs': (
        'MOM_parameter_doc.all MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ice_ocean_SIS2/Baltic': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/Baltic_ALE_z_offline_tracers': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/Baltic_OM4_025': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/Baltic_OM4_05': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/OM4_025': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/OM4_025.JRA': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/OM4_05': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/OM_1deg': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/SIS2': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/SIS2_bergs_cgrid': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/SIS2_cgrid': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ice_ocean_SIS2/SIS2_icebergs': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout SIS_parameter_doc.short'
    ),
    'ocean_only/DOME': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/MESO_025_23L': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/MESO_025_63L': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/Phillips_2layer': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/SCM_idealized_hurricane': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/benchmark': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/buoy_forced_basin': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/circle_obcs': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/double_gyre': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/external_gwave': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/global': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/idealized_hurricane': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/lock_exchange': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/mixed_layer_restrat_2d': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/nonBous_global': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/tides_025': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/torus_advection_test': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
    'ocean_only/unit_tests': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short'
    ),
}

MOM_PARAM_DOCS_OTHER = {
    '': (
        'ocean_only/Phillips_2layer/MOM_override ocean_only/Phillips_2layer/input.nml '
        'ocean_only/SCM_idealized_hurricane/diag_table ocean_only/buoy_forced_basin/MOM_override '
        'ocean_only/circle_obcs/input.nml ocean_only/external_gwave/README ocean_only/external_gwave/diag_table '
        'ocean_only/idealized_hurricane/MOM_override ocean_only/idealized_hurricane/diag_table '
        'ocean_only/mixed_layer_restrat_2d/MOM_input ocean_only/mixed_layer_restrat_2d/diag_table '
        'ocean_only/unit_tests/README.md'
    ),
    'coupled_AM2_LM3_SIS/AM2_MOM6i_1deg': (
        'MOM_input MOM_memory.h MOM_override data_table field_table input.nml'
    ),
    'coupled_AM2_LM3_SIS/CM2G63L': (
        'MOM_override data_table diag_table field_table input.nml ocn_annual_z.frepp static_input.nml'
    ),
    'coupled_AM2_LM3_SIS2/AM2_SIS2B_MOM6i_1deg': (
        'MOM_input SIS_input SIS_override field_table input.nml'
    ),
    'coupled_AM2_LM3_SIS2/AM2_SIS2_MOM6i_1deg': (
        'MOM_memory.h MOM_override SIS_override data_table static_input.nml'
    ),
    'coupled_AM2_LM3_SIS2/Concurrent_ice_1deg': (
        'MOM_memory.h SIS_input SIS_override field_table static_input.nml'
    ),
    'coupled_AM2_LM3_SIS2/Intersperse_ice_1deg': (
        'MOM_input MOM_memory.h SIS_input SIS_input_std SIS_override data_table field_table input.nml '
        'static_input.nml'
    ),
    'ice_ocean_SIS/GOLD_SIS': (
        'MOM_channel_list MOM_memory.h diag_table input.nml static_input.nml'
    ),
    'ice_ocean_SIS/GOLD_SIS_025': (
        'MOM_channels_global_025 MOM_input MOM_override data_table diag_table field_table input.nml'
    ),
    'ice_ocean_SIS/GOLD_SIS_icebergs': (
        'MOM_channel_list data_table diag_table static_input.nml'
    ),
    'ice_ocean_SIS2/Baltic': (
        'MOM_override SIS_override diag_checksums.txt diag_table static_input.nml'
    ),
    'ice_ocean_SIS2/Baltic_ALE_z_offline_tracers': (
        'MOM_input MOM_override MOM_override_online README.offline SIS_input data_table input.nml input.offline.nml '
        'static_input.nml'
    ),
    'ice_ocean_SIS2/Baltic_OM4_025': (
        'MOM_input MOM_override SIS_input SIS_override data_table diag_table field_table input.nml static_input.nml'
    ),
    'ice_ocean_SIS2/Baltic_OM4_05': (
        'MOM_saltrestore diag_table field_table input.nml static_input.nml'
    ),
    'ice_ocean_SIS2/OM4_025': (
        'MOM_input MOM_memory.h MOM_saltrestore OM4_Sections_Transport.ipynb SIS_layout data_table data_table_iaf '
        'diag_table diag_table.MOM6 diag_table.MOM6_spinup diag_table.SIS diag_table.icebergs field_table '
        'ocn_annual.frepp ocn_annual_z.frepp static_input.nml'
    ),
    'ice_ocean_SIS2/OM4_025.JRA': (
        'MOM_input MOM_layout MOM_override MOM_saltrestore README.md SIS_input SIS_layout data_table diag_table.MOM6 '
        'diag_table.OM4 diag_table.SIS field_table'
    ),
    'ice_ocean_SIS2/OM4_05': (
        'MOM_input MOM_override MOM_saltrestore diag_table.MOM6 input.nml ocn_annual.frepp ocn_annual_z.frepp '
        'static_input.nml'
    ),
    'ice_ocean_SIS2/OM_1deg': (
        'SIS_input SIS_layout SIS_override data_table diag_table diag_table.MOM6 diag_table.SIS input.nml '
        'static_input.nml'
    ),
    'ice_ocean_SIS2/SIS2': (
        'MOM_channel_list MOM_input SIS.available_diags SIS_fast.available_diags SIS_input data_table diag_table '
        'field_table input.nml'
    ),
    'ice_ocean_SIS2/SIS2_bergs_cgrid': (
        'MOM_override SIS.available_diags SIS_override data_table field_table static_input.nml'
    ),
    'ice_ocean_SIS2/SIS2_cgrid': (
        'MOM_channel_list MOM_memory.h SIS_input data_table input.nml'
    ),
    'ice_ocean_SIS2/SIS2_icebergs': (
        'MOM_override SIS.available_diags SIS_override data_table diag_table field_table'
    ),
    'ocean_only/DOME': (
        'MOM_input MOM_memory.h MOM_override diag_table'
    ),
    'ocean_only/MESO_025_23L': (
        'MOM_input MOM_override data_table'
    ),
    'ocean_only/MESO_025_63L': (
        'MOM_input MOM_override input.nml'
    ),
    'ocean_only/benchmark': (
        'MOM_input MOM_memory.h diag_table'
    ),
    'ocean_only/double_gyre': (
        'MOM_input MOM_memory.h MOM_override diag_table'
    ),
    'ocean_only/global': (
        'MOM_memory.h MOM_override diag_table input.nml'
    ),
    'ocean_only/lock_exchange': (
        'MOM_input README diag_table input.nml'
    ),
    'ocean_only/nonBous_global': (
        'MOM_input MOM_memory.h MOM_override input.nml'
    ),
    'ocean_only/tides_025': (
        'MOM_override_1layer MOM_override_2lay_1_12 diag_table'
    ),
    'ocean_only/torus_advection_test': (
        'MOM_input MOM_override diag_table input.nml'
    ),
}

MOM_INPUTS_KIND = {
    '': (
        'coupled_AM2_LM3_SIS/AM2_MOM6i_1deg/MOM_input coupled_AM2_LM3_SIS/CM2G63L/MOM_input '
        'coupled_AM2_LM3_SIS2/AM2_SIS2B_MOM6i_1deg/MOM_input coupled_AM2_LM3_SIS2/AM2_SIS2_MOM6i_1deg/MOM_input '
        'coupled_AM2_LM3_SIS2/Concurrent_ice_1deg/MOM_input coupled_AM2_LM3_SIS2/Intersperse_ice_1deg/MOM_input '
        'ice_ocean_SIS/Amery/MOM_input ice_ocean_SIS/GIS_0125/MOM_input ice_ocean_SIS/GOLD_SIS/MOM_input '
        'ice_ocean_SIS/GOLD_SIS_025/MOM_input ice_ocean_SIS/GOLD_SIS_icebergs/MOM_input '
        'ice_ocean_SIS2/Baltic/MOM_input ice_ocean_SIS2/Baltic_ALE_z_offline_tracers/MOM_input '
        'ice_ocean_SIS2/Baltic_OM4_025/MOM_input ice_ocean_SIS2/Baltic_OM4_05/MOM_input '
        'ice_ocean_SIS2/OM4_025/MOM_input ice_ocean_SIS2/OM4_025.JRA/MOM_input ice_ocean_SIS2/OM4_05/MOM_input '
        'ice_ocean_SIS2/OM_1deg/MOM_input ice_ocean_SIS2/SIS2/MOM_input ice_ocean_SIS2/SIS2_bergs_cgrid/MOM_input '
        'ice_ocean_SIS2/SIS2_cgrid/MOM_input ice_ocean_SIS2/SIS2_icebergs/MOM_input ocean_only/DOME/MOM_input '
        'ocean_only/MESO_025_23L/MOM_input ocean_only/MESO_025_63L/MOM_input ocean_only/Phillips_2layer/MOM_input '
        'ocean_only/SCM_idealized_hurricane/MOM_input ocean_only/benchmark/MOM_input '
        'ocean_only/buoy_forced_basin/MOM_input ocean_only/circle_obcs/MOM_input ocean_only/double_gyre/MOM_input '
        'ocean_only/external_gwave/MOM_input ocean_only/global/MOM_input ocean_only/idealized_hurricane/MOM_input '
        'ocean_only/lock_exchange/MOM_input ocean_only/mixed_layer_restrat_2d/MOM_input '
        'ocean_only/nonBous_global/MOM_input ocean_only/tides_025/MOM_input '
        'ocean_only/torus_advection_test/MOM_input ocean_only/unit_tests/MOM_input'
    ),
}

MOM_INPUTS_OTHER = {
    '': (
        'coupled_AM2_LM3_SIS2/AM2_SIS2B_MOM6i_1deg/MOM_parameter_doc.layout '
        'coupled_AM2_LM3_SIS2/AM2_SIS2B_MOM6i_1deg/data_table ice_ocean_SIS/Amery/MOM_override '
        'ice_ocean_SIS/GIS_0125/MOM_channel_list ocean_only/MESO_025_63L/MOM_parameter_doc.short '
        'ocean_only/Phillips_2layer/MOM_parameter_doc.layout ocean_only/buoy_forced_basin/MOM_parameter_doc.short '
        'ocean_only/buoy_forced_basin/diag_table ocean_only/unit_tests/MOM_parameter_doc.all '
        'ocean_only/unit_tests/diag_table'
    ),
    'coupled_AM2_LM3_SIS/AM2_MOM6i_1deg': (
        'MOM_memory.h MOM_parameter_doc.all MOM_parameter_doc.layout MOM_parameter_doc.short field_table'
    ),
    'coupled_AM2_LM3_SIS/CM2G63L': (
        'MOM_memory.h MOM_override MOM_parameter_doc.debugging diag_table field_table input.nml ocn_annual_z.frepp '
        'ocn_monthly.frepp'
    ),
    'coupled_AM2_LM3_SIS2/AM2_SIS2_MOM6i_1deg': (
        'MOM_parameter_doc.debugging MOM_parameter_doc.short SIS_override SIS_parameter_doc.debugging '
        'static_input.nml'
    ),
    'coupled_AM2_LM3_SIS2/Concurrent_ice_1deg': (
        'MOM_parameter_doc.all MOM_parameter_doc.short SIS_parameter_doc.all SIS_parameter_doc.layout data_table '
        'field_table static_input.nml'
    ),
    'coupled_AM2_LM3_SIS2/Intersperse_ice_1deg': (
        'CIOD_input CIOD_override CIOD_parameter_doc.layout MOM_override SIS_input SIS_input_std '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging static_input.nml'
    ),
    'ice_ocean_SIS/GOLD_SIS': (
        'MOM_override MOM_parameter_doc.all MOM_parameter_doc.short field_table input.nml'
    ),
    'ice_ocean_SIS/GOLD_SIS_025': (
        'MOM_channels_global_025 MOM_override MOM_parameter_doc.short data_table'
    ),
    'ice_ocean_SIS/GOLD_SIS_icebergs': (
        'MOM_parameter_doc.all input.nml static_input.nml'
    ),
    'ice_ocean_SIS2/Baltic': (
        'MOM_parameter_doc.layout SIS_override SIS_parameter_doc.all SIS_parameter_doc.layout '
        'SIS_parameter_doc.short diag_checksums.txt field_table'
    ),
    'ice_ocean_SIS2/Baltic_ALE_z_offline_tracers': (
        'MOM_parameter_doc.debugging MOM_parameter_doc.layout README.offline SIS_input SIS_override '
        'SIS_parameter_doc.all SIS_parameter_doc.debugging SIS_parameter_doc.layout diag_table diag_table_offline '
        'diag_table_online input.nml input.online.nml run_offline.sh'
    ),
    'ice_ocean_SIS2/Baltic_OM4_025': (
        'MOM_parameter_doc.layout SIS_parameter_doc.debugging SIS_parameter_doc.short data_table diag_table'
    ),
    'ice_ocean_SIS2/Baltic_OM4_05': (
        'MOM_parameter_doc.all MOM_parameter_doc.layout MOM_parameter_doc.short SIS_input SIS_parameter_doc.all '
        'SIS_parameter_doc.layout'
    ),
    'ice_ocean_SIS2/OM4_025': (
        'MOM_layout MOM_override MOM_parameter_doc.debugging MOM_saltrestore SIS_parameter_doc.short data_table '
        'diag_table field_table input.nml ocn_annual.frepp ocn_annual_z.frepp ocn_monthly.frepp static_input.nml'
    ),
    'ice_ocean_SIS2/OM4_025.JRA': (
        'MOM_override MOM_parameter_doc.layout MOM_saltrestore SIS_parameter_doc.debugging diag_table diag_table.OM4 '
        'diag_table.SIS input.nml'
    ),
    'ice_ocean_SIS2/OM4_05': (
        'MOM_saltrestore SIS_override SIS_parameter_doc.layout field_table ocn_annual_z.frepp'
    ),
    'ice_ocean_SIS2/OM_1deg': (
        'MOM_parameter_doc.debugging MOM_parameter_doc.short SIS_override SIS_parameter_doc.all data_table '
        'diag_table diag_table.MOM6 input.nml'
    ),
    'ice_ocean_SIS2/SIS2': (
        'MOM_override SIS2_memory.h SIS_override SIS_parameter_doc.all SIS_parameter_doc.debugging data_table '
        'diag_table static_input.nml'
    ),
    'ice_ocean_SIS2/SIS2_bergs_cgrid': (
        'MOM_channel_list MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short '
        'SIS_fast.available_diags SIS_input SIS_override SIS_parameter_doc.all SIS_parameter_doc.layout input.nml'
    ),
    'ice_ocean_SIS2/SIS2_cgrid': (
        'MOM_channel_list MOM_parameter_doc.all SIS.available_diags SIS_parameter_doc.layout SIS_parameter_doc.short '
        'data_table static_input.nml'
    ),
    'ice_ocean_SIS2/SIS2_icebergs': (
        'MOM_parameter_doc.all SIS_input SIS_parameter_doc.all SIS_parameter_doc.layout data_table diag_table '
        'input.nml'
    ),
    'ocean_only/DOME': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.short diag_table'
    ),
    'ocean_only/MESO_025_23L': (
        'MOM_override MOM_parameter_doc.all MOM_parameter_doc.short data_table'
    ),
    'ocean_only/SCM_idealized_hurricane': (
        'MOM_parameter_doc.all MOM_parameter_doc.debugging MOM_parameter_doc.short diag_table'
    ),
    'ocean_only/benchmark': (
        'MOM_memory.h MOM_parameter_doc.layout input.nml'
    ),
    'ocean_only/circle_obcs': (
        'MOM_parameter_doc.debugging MOM_parameter_doc.layout MOM_parameter_doc.short input.nml'
    ),
    'ocean_only/double_gyre': (
        'MOM_override',
        'MOM_parameter_doc.all',
        'MOM_parameter_doc.layout',
        'Visualizing and animating sea-surface height.ipynb',
    ),
    'ocean_only/external_gwave': (
        'MOM_parameter_doc.short README input.nml'
    ),
    'ocean_only/global': (
        'MOM_memory.h MOM_parameter_doc.layout diag_table input.nml'
    ),
    'ocean_only/idealized_hurricane': (
        'MOM_parameter_doc.all MOM_parameter_doc.layout input.nml'
    ),
    'ocean_only/lock_exchange': (
        'MOM_parameter_doc.layout README diag_table input.nml'
    ),
    'ocean_only/nonBous_global': (
        'MOM_parameter_doc.layout MOM_parameter_doc.short input.nml'
    ),
    'ocean_only/tides_025': (
        'MOM_override_1layer MOM_override_2lay_1_12 MOM_parameter_doc.short'
    ),
    'ocean_only/torus_advection_test': (
        'MOM_parameter_doc.layout MOM_parameter_doc.short diag_table'
    ),
}

MOM_RADIATION_KIND = {
    'coupled_AM2_LM3_SIS/AM2_MOM6i_1deg/INPUT': (
        'cnsch4_1250_12001400.nc cnsch4_4000_12001400.nc cnsco2_0_43um.nc cnsco2_0_490630.nc cnsco2_1320_490630.nc '
        'cnsco2_1320_490850.nc cnsco2_1320_630700.nc cnsco2_1600_490630.nc cnsco2_1600_490850.nc cnsco2_165_43um.nc '
        'cnsco2_165_490630.nc cnsco2_165_490850.nc cnsco2_165_630700.nc cnsco2_300_43um.nc cnsco2_300_490630.nc '
        'cnsco2_300_490850.nc cnsco2_300_630700.nc cnsco2_300_700850.nc cnsco2_330_43um.nc cnsco2_330_490850.nc '
        'cnsco2_330_630700.nc cnsco2_330_700850.nc cnsco2_348_43um.nc cnsco2_348_490630.nc cnsco2_348_490850.nc '
        'cnsco2_348_630700.nc cnsco2_356_43um.nc cnsco2_356_490630.nc cnsco2_356_630700.nc cnsco2_356_700850.nc '
        'cnsco2_360_490630.nc cnsco2_360_490850.nc cnsco2_360_630700.nc cnsco2_600_43um.nc cnsco2_600_490630.nc '
        'cnsco2_600_630700.nc cnsco2_600_700850.nc cnsco2_660_490630.nc cnsco2_660_700850.nc cnsn2o_0_10701200.nc '
        'cnsn2o_0_12001400.nc cnsn2o_0_560630.nc cnsn2o_180_10701200.nc cnsn2o_275_10701200.nc cnsn2o_275_560630.nc '
        'cnsn2o_280_10701200.nc cnsn2o_280_12001400.nc cnsn2o_310_10701200.nc cnsn2o_340_10701200.nc '
        'cnsn2o_340_12001400.nc cnsn2o_340_560630.nc cnsn2o_375_12001400.nc cnsn2o_375_560630.nc '
        'cnsn2o_500_12001400.nc cnsn2o_500_560630.nc'
    ),
    'coupled_AM2_LM3_SIS/CM2G63L/INPUT': (
        'cnsch4_0_12001400.nc cnsch4_1250_12001400.nc cnsch4_1750_12001400.nc cnsch4_2250_12001400.nc '
        'cnsch4_2800_12001400.nc cnsch4_300_12001400.nc cnsco2_0_43um.nc cnsco2_0_490630.nc cnsco2_0_490850.nc '
        'cnsco2_0_630700.nc cnsco2_1320_43um.nc cnsco2_1320_490850.nc cnsco2_1600_490850.nc cnsco2_1600_700850.nc '
        'cnsco2_165_490630.nc cnsco2_165_490850.nc cnsco2_165_630700.nc cnsco2_165_700850.nc cnsco2_300_490850.nc '
        'cnsco2_300_700850.nc cnsco2_330_43um.nc cnsco2_330_490630.nc cnsco2_330_490850.nc cnsco2_348_630700.nc '
        'cnsco2_348_700850.nc cnsco2_356_490850.nc cnsco2_356_630700.nc cnsco2_356_700850.nc cnsco2_360_43um.nc '
        'cnsco2_360_490850.nc cnsco2_360_630700.nc cnsco2_600_43um.nc cnsco2_600_490630.nc cnsco2_600_700850.nc '
        'cnsco2_660_43um.nc cnsco2_660_490630.nc cnsco2_660_630700.nc cnsco2_660_700850.nc cnsn2o_0_560630.nc '
        'cnsn2o_180_560630.nc cnsn2o_275_12001400.nc cnsn2o_280_12001400.nc cnsn2o_280_560630.nc '
        'cnsn2o_310_10701200.nc cnsn2o_310_12001400.nc cnsn2o_340_10701200.nc cnsn2o_340_560630.nc'
    ),
    'coupled_AM2_LM3_SIS2/AM2_SIS2B_MOM6i_1deg/INPUT': (
        'cnsch4_0_12001400.nc cnsch4_2250_12001400.nc cnsch4_300_12001400.nc cnsch4_4000_12001400.nc '
        'cnsch4_700_12001400.nc cnsco2_0_43um.nc cnsco2_0_490630.nc cnsco2_0_490850.nc cnsco2_0_630700.nc '
        'cnsco2_0_700850.nc cnsco2_1320_43um.nc cnsco2_1320_490630.nc cnsco2_1320_490850.nc cnsco2_1320_700850.nc '
        'cnsco2_1600_43um.nc cnsco2_1600_630700.nc cnsco2_165_43um.nc cnsco2_165_700850.nc cnsco2_300_43um.nc '
        'cnsco2_300_700850.nc cnsco2_330_490850.nc cnsco2_348_43um.nc cnsco2_348_490630.nc cnsco2_348_700850.nc '
        'cnsco2_356_43um.nc cnsco2_356_490850.nc cnsco2_360_490630.nc cnsco2_360_700850.nc cnsco2_600_490630.nc '
        'cnsco2_600_490850.nc cnsco2_600_630700.nc cnsco2_600_700850.nc cnsco2_660_490850.nc cnsco2_660_630700.nc '
        'cnsco2_660_700850.nc cnsn2o_0_12001400.nc cnsn2o_0_560630.nc cnsn2o_180_10701200.nc cnsn2o_275_10701200.nc '
        'cnsn2o_275_12001400.nc cnsn2o_280_10701200.nc cnsn2o_280_12001400.nc cnsn2o_310_10701200.nc '
        'cnsn2o_310_560630.nc cnsn2o_340_10701200.nc cnsn2o_340_12001400.nc cnsn2o_340_560630.nc '
        'cnsn2o_375_10701200.nc cnsn2o_375_560630.nc cnsn2o_500_10701200.nc'
    ),
    'coupled_AM2_LM3_SIS2/AM2_SIS2_MOM6i_1deg/INPUT': (
        'cnsch4_0_12001400.nc cnsch4_1250_12001400.nc cnsch4_1750_12001400.nc cnsch4_2250_12001400.nc '
        'cnsch4_2800_12001400.nc cnsch4_300_12001400.nc cnsch4_4000_12001400.nc cnsch4_700_12001400.nc '
        'cnsco2_0_490850.nc cnsco2_0_630700.nc cnsco2_1320_490850.nc cnsco2_1320_630700.nc cnsco2_1320_700850.nc '
        'cnsco2_1600_490630.nc cnsco2_1600_630700.nc cnsco2_165_490850.nc cnsco2_165_630700.nc cnsco2_165_700850.nc '
        'cnsco2_300_43um.nc cnsco2_300_630700.nc cnsco2_330_43um.nc cnsco2_330_490630.nc cnsco2_330_490850.nc '
        'cnsco2_330_630700.nc cnsco2_330_700850.nc cnsco2_348_43um.nc cnsco2_348_490850.nc cnsco2_348_630700.nc '
        'cnsco2_348_700850.nc cnsco2_356_490630.nc cnsco2_356_490850.nc cnsco2_356_630700.nc cnsco2_356_700850.nc '
        'cnsco2_360_490630.nc cnsco2_360_630700.nc cnsco2_360_700850.nc cnsco2_600_490630.nc cnsco2_600_490850.nc '
        'cnsco2_660_43um.nc cnsco2_660_490850.nc cnsco2_660_700850.nc cnsn2o_0_12001400.nc cnsn2o_0_560630.nc '
        'cnsn2o_180_12001400.nc cnsn2o_275_12001400.nc cnsn2o_280_12001400.nc cnsn2o_340_10701200.nc '
        'cnsn2o_340_12001400.nc cnsn2o_375_12001400.nc cnsn2o_500_10701200.nc cnsn2o_500_12001400.nc '
        'cnsn2o_500_560630.nc'
    ),
    'coupled_AM2_LM3_SIS2/Concurrent_ice_1deg/INPUT': (
        'cnsch4_0_12001400.nc cnsch4_1250_12001400.nc cnsch4_1750_12001400.nc cnsch4_2250_12001400.nc '
        'cnsch4_300_12001400.nc cnsch4_4000_12001400.nc cnsch4_700_12001400.nc cnsco2_0_490630.nc cnsco2_0_490850.nc '
        'cnsco2_0_630700.nc cnsco2_1320_43um.nc cnsco2_1320_490630.nc cnsco2_1320_490850.nc cnsco2_1320_630700.nc '
        'cnsco2_1600_43um.nc cnsco2_1600_490850.nc cnsco2_165_43um.nc cnsco2_165_490850.nc cnsco2_300_43um.nc '
        'cnsco2_300_490850.nc cnsco2_330_490630.nc cnsco2_330_630700.nc cnsco2_348_43um.nc cnsco2_348_490630.nc '
        'cnsco2_348_490850.nc cnsco2_356_43um.nc cnsco2_356_490850.nc cnsco2_356_700850.nc cnsco2_360_490630.nc '
        'cnsco2_600_700850.nc cnsco2_660_43um.nc cnsco2_660_490630.nc cnsco2_660_630700.nc cnsco2_660_700850.nc '
        'cnsn2o_0_10701200.nc cnsn2o_180_10701200.nc cnsn2o_180_12001400.nc cnsn2o_180_560630.nc '
        'cnsn2o_275_10701200.nc cnsn2o_275_12001400.nc cnsn2o_275_560630.nc cnsn2o_280_12001400.nc '
        'cnsn2o_280_560630.nc cnsn2o_310_12001400.nc cnsn2o_310_560630.nc cnsn2o_340_10701200.nc '
        'cnsn2o_340_12001400.nc cnsn2o_340_560630.nc cnsn2o_375_12001400.nc cnsn2o_500_10701200.nc '
        'cnsn2o_500_560630.nc'
    ),
    'coupled_AM2_LM3_SIS2/Intersperse_ice_1deg/INPUT': (
        'cnsch4_0_12001400.nc cnsch4_2800_12001400.nc cnsch4_4000_12001400.nc cnsch4_700_12001400.nc '
        'cnsco2_0_490630.nc cnsco2_0_490850.nc cnsco2_0_700850.nc cnsco2_1320_43um.nc cnsco2_1320_490850.nc '
        'cnsco2_1320_700850.nc cnsco2_1600_43um.nc cnsco2_165_630700.nc cnsco2_165_700850.nc cnsco2_300_43um.nc '
        'cnsco2_300_630700.nc cnsco2_300_700850.nc cnsco2_330_43um.nc cnsco2_330_490630.nc cnsco2_330_490850.nc '
        'cnsco2_330_700850.nc cnsco2_348_490630.nc cnsco2_348_490850.nc cnsco2_348_630700.nc cnsco2_360_43um.nc '
        'cnsco2_360_490630.nc cnsco2_360_490850.nc cnsco2_360_700850.nc cnsco2_600_630700.nc cnsco2_660_43um.nc '
        'cnsn2o_0_10701200.nc cnsn2o_0_560630.nc cnsn2o_180_12001400.nc cnsn2o_275_10701200.nc '
        'cnsn2o_275_12001400.nc cnsn2o_280_12001400.nc cnsn2o_280_560630.nc cnsn2o_310_10701200.nc '
        'cnsn2o_310_560630.nc cnsn2o_340_10701200.nc cnsn2o_340_12001400.nc cnsn2o_340_560630.nc '
        'cnsn2o_375_10701200.nc cnsn2o_375_560630.nc cnsn2o_500_10701200.nc cnsn2o_500_560630.nc'
    ),
}

MOM_RADIATION_OTHER = {
    'coupled_AM2_LM3_SIS/AM2_MOM6i_1deg/INPUT': (
        '.gitignore GOLD_IC.2010.11.15.nc albedo.data.nc asmsw_data.nc atmos_coupled.res.nc atmos_hgrid.nc '
        'coupler.res eftsw4str esf_sw_input_data_n38b18 fv_srf_wnd.res.nc gustiness_qscat.nc h2o12001400_hi92_data '
        'h2ocoeff_rsb_0_3000_10cm_hi00 h2ocoeff_rsb_speccombwidebds_hi92 ice_model.res.nc id2h2obdckd2p1 '
        'id2h2obdfull mosaic.nc n2o_gblannualdata o3.climatology.nc o39001200_hi00_data ocean_mask.nc omgsw_data.nc '
        'radfn_5-2995_100-490k radiation_driver.res.nc radiative_gases.res.nc reyoi_sst.data.nc '
        'river_destination_field swstratendramadata temp_restore.nc tideamp.nc topog.nc zonal_ozone_data.nc'
    ),
    'coupled_AM2_LM3_SIS/CM2G63L/INPUT': (
        'aerosol.optical.dat atmos_mosaic.nc atmos_mosaic_tile1Xland_mosaic_tile1.nc atmos_tracers.res.nc '
        'cover_type.nc eftsw4str esf_sw_input_data_n72b25 extlw_data.nc geohydrology.nc geohydrology_table.nc '
        'geothermal_heating_cm2g.nc gustiness_qscat.nc h2o12001400_hi00_data h2ocoeff_ckd_speccombwidebds_hi00 '
        'h2ocoeff_rsb_speccombwidebds_hi00 land_mask.nc land_mosaic.nc land_mosaic_tile1Xocean_mosaic_tile1.nc '
        'n2o_gblannualdata navy_topography.data.nc o3.climatology.nc ocean_mosaic.nc ocean_vgrid.nc '
        'radfn_5-2995_100-490k river_data.nc salt_restore.nc sgs_h2.nc soil_brdf.nc stdlvls swstratendramadata'
    ),
    'coupled_AM2_LM3_SIS2/AM2_SIS2B_MOM6i_1deg/INPUT': (
        '.datasets GOLD.res.nc GOLD_IC_L63.12.19.2008.nc WOA05_pottemp_salt.nc amip1_sst.data.nc annual_mean_ozone '
        'atmos_mosaic_tile1Xland_mosaic_tile1.nc basin.nc cfc.bc.nc clim_CHL_esm2g_yrs_201-360.nc conc_all.nc '
        'coupler.res f12_gblannualdata fv_rst.res.nc geothermal_heating_cm2g.nc glac.res.nc ground_type_field '
        'h2o12001400_hi00_data h2o12001400_hi92_data h2ocoeff_ckd_speccombwidebds_hi00 '
        'h2ocoeff_ckd_speccombwidebds_hi92 h2ocoeff_rsb_speccombwidebds_hi00 h2ocoeff_rsb_speccombwidebds_hi92 '
        'land_mosaic.nc navy_topography.data.nc o39001200_hi92_data ocean_vgrid.nc radfn_5-2995_100-490k '
        'reyoi_sst.data.nc river.res.nc river_destination_field seasonal_ozone strat_cloud.res.nc temp_restore.nc '
        'tideamp.nc topog.nc'
    ),
    'coupled_AM2_LM3_SIS2/AM2_SIS2_MOM6i_1deg/INPUT': (
        '.datasets GOLD_IC.2010.11.15.nc atmos_coupled.res.nc atmos_hgrid.nc atmos_mosaic.nc '
        'atmos_mosaic_tile1Xocean_mosaic_tile1.nc atmos_tracers.res.nc cana.res.nc coupler.res cover_type.nc '
        'emissions.ch3i.GEOS4x5.nc extsw_data.nc f113_gblannualdata f11_gblannualdata fv_rst.res.nc '
        'fv_srf_wnd.res.nc geohydrology.nc geohydrology_table.nc glac.res.nc grid_spec.nc ground_type_field '
        'h2o12001400_hi00_data h2ockd2.1_corrdata h2ockd2.1_data h2ocoeff_ckd_speccombwidebds_hi92 '
        'h2ocoeff_rsb_speccombwidebds_hi00 id2h2obdfull id2h2orbts lake.res.nc '
        'land_mosaic_tile1Xocean_mosaic_tile1.nc n2o_gblannualdata navy_topography.data.nc '
        'ocean_grid.7.29.2008_fixed.nc ocean_hgrid.nc physics_driver.res.nc radfn_5-2995_100-490k '
        'radiative_gases.res.nc reynolds_sst.data.nc reyoi_sst.data.nc river_destination_field tideamp.nc'
    ),
    'coupled_AM2_LM3_SIS2/Concurrent_ice_1deg/INPUT': (
        '.datasets OM3_zgrid.nc atmos_mosaic.nc atmos_mosaic_tile1Xocean_mosaic_tile1.nc basin.nc co2_gblannualdata '
        'conc_all.nc cover_type.nc cover_type_field.nc extlw_data.nc extsw_data.nc f12_gblannualdata geohydrology.nc '
        'geohydrology_table.nc glac.res.nc h2ocoeff_rsb_0_3000_10cm_hi00 id2h2obdckd2p1 id2h2orbts lake.res.nc '
        'mosaic.nc navy_topography.data.nc radfn_5-2995_100-490k radiation_driver.res.nc radiative_gases.res.nc '
        'randelo3data reynolds_sst.data.nc snow.res.nc sst_ice_clim.nc strat_cloud.res.nc temp_restore.nc '
        'vegn1.res.nc'
    ),
    'coupled_AM2_LM3_SIS2/Intersperse_ice_1deg/INPUT': (
        'asmsw_data.nc atmos_tracers.res.nc cana.res.nc coupler.res esf_sw_input_data_n38b18 extlw_data.nc '
        'f12_gblannualdata f22_gblannualdata fv_rst.res.nc h2o12001400_hi00_data h2ocoeff_ckd_0_3000_10cm_hi00 '
        'h2ocoeff_ckd_speccombwidebds_hi92 id2h2obdckd2p1 mg_drag.res.nc n2o_gblannualdata o39001200_hi00_data '
        'o39001200_hi92_data ocean_vgrid.nc radfn_5-2995_100-490k randelo3data reynolds_sst.data.nc '
        'river_destination_field sgs_h2.nc snow.res.nc soil_brdf.nc tideamp.nc topog.nc vegn2.res.nc '
        'zonal_ozone_data.nc'
    ),
}

NC_FLU_TREES_KIND = {
    '': (
        'data_output/nextstrain/flu/b/ha/KX058884/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/b/ha/KX058884/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/b/mp/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/b/na/CY073894/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/b/na/CY073894/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/b/np/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/b/ns/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/b/pa/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/b/pb1/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/b/pb2/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1/ha/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1/mp/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1/na/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1/np/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1/ns/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1/pa/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1/pb1/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1/pb2/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-01-16--20-31-02Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-04-19--07-50-39Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-07-03--08-29-55Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-11-05--09-19-52Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-11-27--02-51-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-01-09--08-17-24Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-01-22--09-54-14Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-08-07--09-22-32Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-09-09--12-13-13Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-10-22--18-11-36Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-12-02--12-30-02Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2026-01-14--19-24-43Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-01-16--20-31-02Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-04-19--07-50-39Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-07-03--08-29-55Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-11-05--09-19-52Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-11-27--02-51-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-01-09--08-17-24Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-01-22--09-54-14Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-08-07--09-22-32Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-09-09--12-13-13Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-10-22--18-11-36Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-12-02--12-30-02Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2026-01-14--19-24-43Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/mp/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/mp/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2024-01-16--20-31-02Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2024-04-19--07-50-39Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2024-07-03--08-29-55Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2024-11-05--09-19-52Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2025-01-22--09-54-14Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2025-03-26--11-47-13Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2025-08-07--09-22-32Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2025-09-09--12-13-13Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/np/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/np/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ns/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/ns/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/pa/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/pa/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/pb1/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/pb1/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/pb2/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h1n1pdm/pb2/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h2n2/ha/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h2n2/mp/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h2n2/na/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h2n2/np/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h2n2/ns/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h2n2/pa/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h2n2/pb1/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h2n2/pb2/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-01-16--20-31-02Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-02-22--16-12-03Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-04-19--07-50-39Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-07-03--08-29-55Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-11-05--09-19-52Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-11-27--02-51-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-01-09--08-17-24Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-01-22--09-54-14Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-08-07--09-22-32Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-09-09--12-13-13Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-10-22--18-11-36Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-11-04--15-46-13Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2026-01-14--19-24-43Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h3n2/mp/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/mp/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h3n2/np/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/np/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ns/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ns/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h3n2/pa/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/pa/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h3n2/pb1/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/pb1/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h3n2/pb2/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/pb2/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2024-01-16--20-31-02Z/tree.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2024-04-19--07-50-39Z/tree.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2024-07-03--08-29-55Z/tree.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2024-11-05--09-19-52Z/tree.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-01-22--09-54-14Z/tree.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-08-07--09-22-32Z/tree.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-09-09--12-13-13Z/tree.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-10-22--18-11-36Z/tree.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/vic/na/CY073894/2024-01-16--20-31-02Z/tree.json '
        'data_output/nextstrain/flu/vic/na/CY073894/2024-04-19--07-50-39Z/tree.json '
        'data_output/nextstrain/flu/vic/na/CY073894/2024-11-05--09-19-52Z/tree.json '
        'data_output/nextstrain/flu/vic/na/CY073894/2025-01-22--09-54-14Z/tree.json '
        'data_output/nextstrain/flu/vic/na/CY073894/2025-03-26--11-47-13Z/tree.json '
        'data_output/nextstrain/flu/vic/na/CY073894/2025-08-07--09-22-32Z/tree.json '
        'data_output/nextstrain/flu/vic/na/CY073894/2025-09-09--12-13-13Z/tree.json '
        'data_output/nextstrain/flu/vic/na/CY073894/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/yam/ha/JN993010/2024-01-16--20-31-02Z/tree.json '
        'data_output/nextstrain/flu/yam/ha/JN993010/2024-01-30--16-34-55Z/tree.json '
        'data_output/nextstrain/flu/yam/ha/JN993010/2025-09-09--12-13-13Z/tree.json '
        'data_output/nextstrain/flu/yam/ha/JN993010/2026-04-14--11-55-23Z/tree.json '
        # the releases under a GISAID reference (EPI...), added after the first run
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2024-01-16--20-31-02Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2024-02-22--16-12-03Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2024-04-19--07-50-39Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2024-07-03--08-29-55Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2024-08-08--05-08-21Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2024-11-05--09-19-52Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2024-11-27--02-51-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2025-01-09--08-17-24Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2025-01-22--09-54-14Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2025-08-07--09-22-32Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2025-09-09--12-13-13Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2025-10-22--18-11-36Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2025-11-04--15-46-13Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2026-01-14--19-24-43Z/tree.json '
        'data_output/nextstrain/flu/h3n2/ha/EPI1857216/2026-04-14--11-55-23Z/tree.json '
        'data_output/nextstrain/flu/h3n2/na/EPI1857215/2024-01-16--20-31-02Z/tree.json '
        'data_output/nextstrain/flu/h3n2/na/EPI1857215/2024-04-19--07-50-39Z/tree.json '
        'data_output/nextstrain/flu/h3n2/na/EPI1857215/2024-11-05--09-19-52Z/tree.json '
        'data_output/nextstrain/flu/h3n2/na/EPI1857215/2025-01-09--08-17-24Z/tree.json '
        'data_output/nextstrain/flu/h3n2/na/EPI1857215/2025-01-22--09-54-14Z/tree.json '
        'data_output/nextstrain/flu/h3n2/na/EPI1857215/2025-08-07--09-22-32Z/tree.json '
        'data_output/nextstrain/flu/h3n2/na/EPI1857215/2025-09-09--12-13-13Z/tree.json '
        'data_output/nextstrain/flu/h3n2/na/EPI1857215/2026-01-14--08-53-00Z/tree.json '
        'data_output/nextstrain/flu/h3n2/na/EPI1857215/2026-04-14--11-55-23Z/tree.json'
    ),
}

NC_FLU_TREES_OTHER = {
    '': (
        'data_output/nextstrain/flu/b/mp/2026-01-14--08-53-00Z/sequences.fasta '
        'data_output/nextstrain/flu/b/na/CY073894/2026-04-14--11-55-23Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/b/ns/2026-01-14--08-53-00Z/CHANGELOG.md '
        'data_output/nextstrain/flu/b/pb1/2026-01-14--08-53-00Z/README.md '
        'data_output/nextstrain/flu/h1n1/mp/2026-01-14--08-53-00Z/README.md '
        'data_output/nextstrain/flu/h1n1/mp/2026-01-14--08-53-00Z/pathogen.json '
        'data_output/nextstrain/flu/h1n1/na/2026-01-14--08-53-00Z/README.md '
        'data_output/nextstrain/flu/h1n1/na/2026-01-14--08-53-00Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1/np/2026-01-14--08-53-00Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h1n1/np/2026-01-14--08-53-00Z/README.md '
        'data_output/nextstrain/flu/h1n1/ns/2026-01-14--08-53-00Z/pathogen.json '
        'data_output/nextstrain/flu/h1n1/pa/2026-01-14--08-53-00Z/reference.fasta '
        'data_output/nextstrain/flu/h1n1/pa/2026-01-14--08-53-00Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1/pb1/2026-01-14--08-53-00Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h1n1/pb1/2026-01-14--08-53-00Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-01-16--20-31-02Z/dataset.zip '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-01-16--20-31-02Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-04-19--07-50-39Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-07-03--08-29-55Z/pathogen.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-11-05--09-19-52Z/pathogen.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-11-05--09-19-52Z/reference.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-01-09--08-17-24Z/reference.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-01-22--09-54-14Z/pathogen.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-08-07--09-22-32Z/dataset.zip '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-10-22--18-11-36Z/README.md '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-10-22--18-11-36Z/reference.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-12-02--12-30-02Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-12-02--12-30-02Z/pathogen.json '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2026-01-14--08-53-00Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2026-01-14--19-24-43Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2026-01-14--19-24-43Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-04-19--07-50-39Z/dataset.zip '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-04-19--07-50-39Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-01-22--09-54-14Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-08-07--09-22-32Z/dataset.zip '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-09-09--12-13-13Z/reference.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-09-09--12-13-13Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-10-22--18-11-36Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2025-10-22--18-11-36Z/reference.fasta '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2026-01-14--19-24-43Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2026-01-14--19-24-43Z/dataset.zip '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2026-04-14--11-55-23Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2026-04-14--11-55-23Z/reference.fasta '
        'data_output/nextstrain/flu/h1n1pdm/mp/2026-01-14--08-53-00Z/reference.fasta '
        'data_output/nextstrain/flu/h1n1pdm/mp/2026-01-14--08-53-00Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2025-01-22--09-54-14Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2025-03-26--11-47-13Z/dataset.zip '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2025-08-07--09-22-32Z/README.md '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2025-09-09--12-13-13Z/dataset.zip '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2025-09-09--12-13-13Z/reference.fasta '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2026-04-14--11-55-23Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2026-04-14--11-55-23Z/pathogen.json '
        'data_output/nextstrain/flu/h1n1pdm/ns/2026-01-14--08-53-00Z/dataset.zip '
        'data_output/nextstrain/flu/h1n1pdm/ns/2026-04-14--11-55-23Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/h1n1pdm/ns/2026-04-14--11-55-23Z/pathogen.json '
        'data_output/nextstrain/flu/h1n1pdm/pa/2026-01-14--08-53-00Z/pathogen.json '
        'data_output/nextstrain/flu/h1n1pdm/pa/2026-04-14--11-55-23Z/dataset.zip '
        'data_output/nextstrain/flu/h1n1pdm/pb1/2026-01-14--08-53-00Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h1n1pdm/pb1/2026-04-14--11-55-23Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h1n1pdm/pb1/2026-04-14--11-55-23Z/sequences.fasta '
        'data_output/nextstrain/flu/h1n1pdm/pb2/2026-01-14--08-53-00Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/h1n1pdm/pb2/2026-04-14--11-55-23Z/README.md '
        'data_output/nextstrain/flu/h1n1pdm/pb2/2026-04-14--11-55-23Z/sequences.fasta '
        'data_output/nextstrain/flu/h2n2/mp/2026-01-14--08-53-00Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h2n2/na/2026-01-14--08-53-00Z/README.md '
        'data_output/nextstrain/flu/h2n2/ns/2026-01-14--08-53-00Z/reference.fasta '
        'data_output/nextstrain/flu/h2n2/pa/2026-01-14--08-53-00Z/README.md '
        'data_output/nextstrain/flu/h2n2/pa/2026-01-14--08-53-00Z/sequences.fasta '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-01-16--20-31-02Z/dataset.zip '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-04-19--07-50-39Z/README.md '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-07-03--08-29-55Z/reference.fasta '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-11-27--02-51-00Z/pathogen.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-01-09--08-17-24Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-08-07--09-22-32Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-08-07--09-22-32Z/pathogen.json '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-10-22--18-11-36Z/README.md '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2026-01-14--19-24-43Z/reference.fasta '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2026-01-14--19-24-43Z/sequences.fasta '
        'data_output/nextstrain/flu/h3n2/ha/CY163680/2026-04-14--11-55-23Z/sequences.fasta '
        'data_output/nextstrain/flu/h3n2/mp/2026-01-14--08-53-00Z/CHANGELOG.md '
        'data_output/nextstrain/flu/h3n2/np/2026-01-14--08-53-00Z/dataset.zip '
        'data_output/nextstrain/flu/h3n2/np/2026-04-14--11-55-23Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/h3n2/ns/2026-01-14--08-53-00Z/README.md '
        'data_output/nextstrain/flu/h3n2/ns/2026-01-14--08-53-00Z/sequences.fasta '
        'data_output/nextstrain/flu/h3n2/pa/2026-04-14--11-55-23Z/dataset.zip '
        'data_output/nextstrain/flu/h3n2/pa/2026-04-14--11-55-23Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/h3n2/pb1/2026-04-14--11-55-23Z/dataset.zip '
        'data_output/nextstrain/flu/h3n2/pb2/2026-01-14--08-53-00Z/dataset.zip '
        'data_output/nextstrain/flu/h3n2/pb2/2026-01-14--08-53-00Z/pathogen.json '
        'data_output/nextstrain/flu/h3n2/pb2/2026-04-14--11-55-23Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/h3n2/pb2/2026-04-14--11-55-23Z/reference.fasta '
        'data_output/nextstrain/flu/vic/ha/KX058884/2024-07-03--08-29-55Z/reference.fasta '
        'data_output/nextstrain/flu/vic/ha/KX058884/2024-07-03--08-29-55Z/sequences.fasta '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-01-22--09-54-14Z/sequences.fasta '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-08-07--09-22-32Z/sequences.fasta '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-09-09--12-13-13Z/pathogen.json '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-09-09--12-13-13Z/sequences.fasta '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-10-22--18-11-36Z/README.md '
        'data_output/nextstrain/flu/vic/ha/KX058884/2025-10-22--18-11-36Z/dataset.zip '
        'data_output/nextstrain/flu/vic/ha/KX058884/2026-04-14--11-55-23Z/pathogen.json '
        'data_output/nextstrain/flu/vic/na/CY073894/2024-01-16--20-31-02Z/README.md '
        'data_output/nextstrain/flu/vic/na/CY073894/2024-01-16--20-31-02Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/vic/na/CY073894/2024-04-19--07-50-39Z/reference.fasta '
        'data_output/nextstrain/flu/vic/na/CY073894/2025-03-26--11-47-13Z/reference.fasta '
        'data_output/nextstrain/flu/vic/na/CY073894/2025-09-09--12-13-13Z/sequences.fasta '
        'data_output/nextstrain/flu/vic/na/CY073894/2026-04-14--11-55-23Z/dataset.zip '
        'data_output/nextstrain/flu/vic/na/CY073894/2026-04-14--11-55-23Z/pathogen.json '
        'data_output/nextstrain/flu/yam/ha/JN993010/2024-01-16--20-31-02Z/README.md '
        'data_output/nextstrain/flu/yam/ha/JN993010/2024-01-16--20-31-02Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/yam/ha/JN993010/2024-01-30--16-34-55Z/genome_annotation.gff3 '
        'data_output/nextstrain/flu/yam/ha/JN993010/2025-09-09--12-13-13Z/CHANGELOG.md '
        'data_output/nextstrain/flu/yam/ha/JN993010/2025-09-09--12-13-13Z/reference.fasta'
    ),
    'data_output/nextstrain/flu/b/ha/KX058884/2026-01-14--08-53-00Z': (
        'README.md genome_annotation.gff3 sequences.fasta'
    ),
    'data_output/nextstrain/flu/b/na/CY073894/2026-01-14--08-53-00Z': (
        'dataset.zip reference.fasta sequences.fasta'
    ),
    'data_output/nextstrain/flu/h1n1/pb2/2026-01-14--08-53-00Z': (
        'README.md dataset.zip genome_annotation.gff3'
    ),
    'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2024-11-27--02-51-00Z': (
        'dataset.zip genome_annotation.gff3 reference.fasta'
    ),
    'data_output/nextstrain/flu/h1n1pdm/ha/CY121680/2025-09-09--12-13-13Z': (
        'README.md pathogen.json sequences.fasta'
    ),
    'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-01-16--20-31-02Z': (
        'genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-07-03--08-29-55Z': (
        'CHANGELOG.md dataset.zip sequences.fasta'
    ),
    'data_output/nextstrain/flu/h1n1pdm/ha/MW626062/2024-11-27--02-51-00Z': (
        'CHANGELOG.md README.md reference.fasta'
    ),
    'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2024-01-16--20-31-02Z': (
        'CHANGELOG.md README.md genome_annotation.gff3 sequences.fasta'
    ),
    'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2024-04-19--07-50-39Z': (
        'README.md dataset.zip genome_annotation.gff3'
    ),
    'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2024-11-05--09-19-52Z': (
        'CHANGELOG.md dataset.zip genome_annotation.gff3'
    ),
    'data_output/nextstrain/flu/h1n1pdm/na/MW626056/2026-01-14--08-53-00Z': (
        'CHANGELOG.md README.md sequences.fasta'
    ),
    'data_output/nextstrain/flu/h1n1pdm/np/2026-01-14--08-53-00Z': (
        'README.md dataset.zip pathogen.json'
    ),
    'data_output/nextstrain/flu/h1n1pdm/np/2026-04-14--11-55-23Z': (
        'README.md dataset.zip pathogen.json'
    ),
    'data_output/nextstrain/flu/h2n2/ha/2026-01-14--08-53-00Z': (
        'CHANGELOG.md dataset.zip genome_annotation.gff3 sequences.fasta'
    ),
    'data_output/nextstrain/flu/h2n2/np/2026-01-14--08-53-00Z': (
        'genome_annotation.gff3 reference.fasta sequences.fasta'
    ),
    'data_output/nextstrain/flu/h2n2/pb1/2026-01-14--08-53-00Z': (
        'README.md dataset.zip pathogen.json reference.fasta'
    ),
    'data_output/nextstrain/flu/h2n2/pb2/2026-01-14--08-53-00Z': (
        'CHANGELOG.md pathogen.json reference.fasta'
    ),
    'data_output/nextstrain/flu/h3n2/ha/CY163680/2024-11-05--09-19-52Z': (
        'genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data_output/nextstrain/flu/h3n2/ha/CY163680/2025-01-22--09-54-14Z': (
        'CHANGELOG.md README.md genome_annotation.gff3 reference.fasta sequences.fasta'
    ),
    'data_output/nextstrain/flu/h3n2/mp/2026-04-14--11-55-23Z': (
        'README.md genome_annotation.gff3 pathogen.json'
    ),
    'data_output/nextstrain/flu/h3n2/pa/2026-01-14--08-53-00Z': (
        'README.md pathogen.json reference.fasta'
    ),
    'data_output/nextstrain/flu/vic/ha/KX058884/2024-01-16--20-31-02Z': (
        'CHANGELOG.md genome_annotation.gff3 reference.fasta'
    ),
    'data_output/nextstrain/flu/vic/ha/KX058884/2024-04-19--07-50-39Z': (
        'CHANGELOG.md README.md pathogen.json'
    ),
    'data_output/nextstrain/flu/vic/ha/KX058884/2024-11-05--09-19-52Z': (
        'README.md dataset.zip sequences.fasta'
    ),
    'data_output/nextstrain/flu/vic/na/CY073894/2024-11-05--09-19-52Z': (
        'README.md dataset.zip genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data_output/nextstrain/flu/vic/na/CY073894/2025-08-07--09-22-32Z': (
        'pathogen.json reference.fasta sequences.fasta'
    ),
}

NC_SC2_DATASETS_KIND = {
    '': (
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-01-16--20-31-02Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-02-16--04-00-32Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-04-15--15-08-22Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-04-25--01-03-07Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-06-13--23-42-47Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-07-03--08-29-55Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-07-17--12-57-03Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-09-25--21-50-30Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-10-17--16-48-48Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-11-14--17-22-16Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-11-19--14-18-53Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-01-28--16-39-09Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-03-04--17-31-25Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-03-26--11-47-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-04-01--08-20-12Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-05-05--13-15-29Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-06-09--15-42-38Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-08-02--08-55-17Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-09-09--12-13-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-09-19--14-53-06Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-12-05--10-40-14Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2026-01-06--14-59-32Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2026-04-21--09-39-50Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2026-06-16--14-30-45Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-01-16--20-31-02Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-02-16--04-00-32Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-04-15--15-08-22Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-04-25--01-03-07Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-06-13--23-42-47Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-07-03--08-29-55Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-07-17--12-57-03Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-09-25--21-50-30Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-10-17--16-48-48Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-11-14--17-22-16Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-11-19--14-18-53Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-01-28--16-39-09Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-03-26--11-47-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-05-05--13-15-29Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-06-10--16-01-10Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-09-09--12-13-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-01-16--20-31-02Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-02-16--04-00-32Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-04-15--15-08-22Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-04-25--01-03-07Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-06-13--23-42-47Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-07-03--08-29-55Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-07-17--12-57-03Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-09-25--21-50-30Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-10-17--16-48-48Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-11-14--17-22-16Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2024-11-19--14-18-53Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2025-01-28--16-39-09Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2025-03-26--11-47-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2025-05-05--13-15-29Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2025-06-10--16-01-10Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/XBB/2025-09-09--12-13-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-01-16--20-31-02Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-02-16--04-00-32Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-04-15--15-08-22Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-04-25--01-03-07Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-06-13--23-42-47Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-07-03--08-29-55Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-07-17--12-57-03Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-09-25--21-50-30Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-10-17--16-48-48Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-11-14--17-22-16Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-11-19--14-18-53Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-01-28--16-39-09Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-03-04--17-31-25Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-03-26--11-47-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-04-01--08-20-12Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-05-05--13-15-29Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-06-09--15-42-38Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-08-02--08-55-17Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-09-09--12-13-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-09-19--14-53-06Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-12-05--10-40-14Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2026-01-06--14-59-32Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2026-04-21--09-39-50Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2026-06-16--14-30-45Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-01-16--20-31-02Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-02-16--04-00-32Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-04-15--15-08-22Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-04-25--01-03-07Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-06-13--23-42-47Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-07-03--08-29-55Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-07-17--12-57-03Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-09-25--21-50-30Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-10-17--16-48-48Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-11-14--17-22-16Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-11-19--14-18-53Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-01-28--16-39-09Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-03-26--11-47-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-05-05--13-15-29Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-06-09--15-42-38Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-09-09--12-13-13Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-09-19--14-53-06Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-12-05--10-40-14Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2026-01-06--14-59-32Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2026-04-21--09-39-50Z/dataset.zip '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2026-06-16--14-30-45Z/dataset.zip'
    ),
}

NC_SC2_DATASETS_OTHER = {
    '': (
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-02-16--04-00-32Z/genome_annotation.gff3 '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-04-25--01-03-07Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-04-25--01-03-07Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-06-13--23-42-47Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-07-03--08-29-55Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-09-25--21-50-30Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-09-25--21-50-30Z/tree.json '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-10-17--16-48-48Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-10-17--16-48-48Z/tree.json '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-11-14--17-22-16Z/README.md '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2024-11-14--17-22-16Z/tree.json '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-03-04--17-31-25Z/README.md '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-03-04--17-31-25Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-05-05--13-15-29Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-06-09--15-42-38Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-06-09--15-42-38Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-09-09--12-13-13Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-09-09--12-13-13Z/genome_annotation.gff3 '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-12-05--10-40-14Z/README.md '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2025-12-05--10-40-14Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2026-01-06--14-59-32Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2026-01-06--14-59-32Z/tree.json '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2026-04-21--09-39-50Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/BA.2.86/2026-04-21--09-39-50Z/genome_annotation.gff3 '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-01-16--20-31-02Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-01-16--20-31-02Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-02-16--04-00-32Z/genome_annotation.gff3 '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-04-15--15-08-22Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-04-15--15-08-22Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-04-25--01-03-07Z/README.md '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-06-13--23-42-47Z/genome_annotation.gff3 '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-09-25--21-50-30Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-09-25--21-50-30Z/tree.json '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-10-17--16-48-48Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-11-19--14-18-53Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/BA.2/2024-11-19--14-18-53Z/genome_annotation.gff3 '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-01-28--16-39-09Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-01-28--16-39-09Z/tree.json '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-03-26--11-47-13Z/README.md '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-05-05--13-15-29Z/README.md '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-05-05--13-15-29Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/BA.2/2025-09-09--12-13-13Z/README.md '
        'data_output/nextstrain/sars-cov-2/XBB/2024-01-16--20-31-02Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/XBB/2024-01-16--20-31-02Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/XBB/2024-02-16--04-00-32Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/XBB/2024-04-15--15-08-22Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/XBB/2024-04-15--15-08-22Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/XBB/2024-07-03--08-29-55Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/XBB/2024-10-17--16-48-48Z/README.md '
        'data_output/nextstrain/sars-cov-2/XBB/2025-01-28--16-39-09Z/genome_annotation.gff3 '
        'data_output/nextstrain/sars-cov-2/XBB/2025-06-10--16-01-10Z/README.md '
        'data_output/nextstrain/sars-cov-2/XBB/2025-06-10--16-01-10Z/tree.json '
        'data_output/nextstrain/sars-cov-2/XBB/2025-09-09--12-13-13Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-02-16--04-00-32Z/genome_annotation.gff3 '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-04-25--01-03-07Z/README.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-04-25--01-03-07Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-07-17--12-57-03Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-07-17--12-57-03Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-09-25--21-50-30Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-09-25--21-50-30Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-03-26--11-47-13Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-04-01--08-20-12Z/README.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-06-09--15-42-38Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-06-09--15-42-38Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-09-09--12-13-13Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-09-09--12-13-13Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-12-05--10-40-14Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-12-05--10-40-14Z/tree.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2026-04-21--09-39-50Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2026-04-21--09-39-50Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2026-06-16--14-30-45Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2026-06-16--14-30-45Z/tree.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-01-16--20-31-02Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-01-16--20-31-02Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-02-16--04-00-32Z/README.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-02-16--04-00-32Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-04-15--15-08-22Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-04-25--01-03-07Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-06-13--23-42-47Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-07-03--08-29-55Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-07-03--08-29-55Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-09-25--21-50-30Z/README.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-09-25--21-50-30Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-11-14--17-22-16Z/README.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-11-14--17-22-16Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-11-19--14-18-53Z/CHANGELOG.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-11-19--14-18-53Z/tree.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-01-28--16-39-09Z/sequences.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-03-26--11-47-13Z/genome_annotation.gff3 '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-03-26--11-47-13Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-06-09--15-42-38Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-06-09--15-42-38Z/reference.fasta '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-09-19--14-53-06Z/README.md '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-09-19--14-53-06Z/pathogen.json '
        'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2026-04-21--09-39-50Z/reference.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2.86/2024-01-16--20-31-02Z': (
        'CHANGELOG.md README.md sequences.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2.86/2024-07-17--12-57-03Z': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json reference.fasta sequences.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2.86/2025-01-28--16-39-09Z': (
        'CHANGELOG.md README.md reference.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2.86/2025-03-26--11-47-13Z': (
        'genome_annotation.gff3 sequences.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2.86/2025-08-02--08-55-17Z': (
        'CHANGELOG.md pathogen.json reference.fasta sequences.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2.86/2026-06-16--14-30-45Z': (
        'README.md genome_annotation.gff3 sequences.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2/2024-07-03--08-29-55Z': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2/2024-07-17--12-57-03Z': (
        'CHANGELOG.md README.md pathogen.json'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2/2024-11-14--17-22-16Z': (
        'CHANGELOG.md README.md genome_annotation.gff3'
    ),
    'data_output/nextstrain/sars-cov-2/BA.2/2025-06-10--16-01-10Z': (
        'README.md genome_annotation.gff3 tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/XBB/2024-04-25--01-03-07Z': (
        'CHANGELOG.md sequences.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/XBB/2024-06-13--23-42-47Z': (
        'CHANGELOG.md README.md genome_annotation.gff3'
    ),
    'data_output/nextstrain/sars-cov-2/XBB/2024-09-25--21-50-30Z': (
        'CHANGELOG.md README.md reference.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/XBB/2024-11-14--17-22-16Z': (
        'README.md reference.fasta sequences.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/XBB/2024-11-19--14-18-53Z': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/XBB/2025-03-26--11-47-13Z': (
        'README.md genome_annotation.gff3 sequences.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-01-16--20-31-02Z': (
        'CHANGELOG.md reference.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-04-15--15-08-22Z': (
        'genome_annotation.gff3 pathogen.json reference.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-06-13--23-42-47Z': (
        'README.md genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-07-03--08-29-55Z': (
        'README.md reference.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2024-10-17--16-48-48Z': (
        'README.md genome_annotation.gff3 sequences.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-03-04--17-31-25Z': (
        'CHANGELOG.md pathogen.json tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2025-05-05--13-15-29Z': (
        'README.md pathogen.json reference.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/orfs/2026-01-06--14-59-32Z': (
        'README.md sequences.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-07-17--12-57-03Z': (
        'genome_annotation.gff3 sequences.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2024-10-17--16-48-48Z': (
        'pathogen.json reference.fasta sequences.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-05-05--13-15-29Z': (
        'reference.fasta sequences.fasta tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-09-09--12-13-13Z': (
        'CHANGELOG.md README.md genome_annotation.gff3 tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2025-12-05--10-40-14Z': (
        'README.md genome_annotation.gff3 tree.json'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2026-01-06--14-59-32Z': (
        'CHANGELOG.md reference.fasta sequences.fasta'
    ),
    'data_output/nextstrain/sars-cov-2/wuhan-hu-1/proteins/2026-06-16--14-30-45Z': (
        'pathogen.json reference.fasta sequences.fasta tree.json'
    ),
}

NC_FLU_REFS_KIND = {
    '': (
        'data/nextstrain/flu/b/ha/KX058884/reference.fasta data/nextstrain/flu/b/mp/reference.fasta '
        'data/nextstrain/flu/b/na/CY073894/reference.fasta data/nextstrain/flu/b/np/reference.fasta '
        'data/nextstrain/flu/b/ns/reference.fasta data/nextstrain/flu/b/pa/reference.fasta '
        'data/nextstrain/flu/b/pb1/reference.fasta data/nextstrain/flu/b/pb2/reference.fasta '
        'data/nextstrain/flu/h1n1/ha/reference.fasta data/nextstrain/flu/h1n1/mp/reference.fasta '
        'data/nextstrain/flu/h1n1/na/reference.fasta data/nextstrain/flu/h1n1/np/reference.fasta '
        'data/nextstrain/flu/h1n1/ns/reference.fasta data/nextstrain/flu/h1n1/pa/reference.fasta '
        'data/nextstrain/flu/h1n1/pb1/reference.fasta data/nextstrain/flu/h1n1/pb2/reference.fasta '
        'data/nextstrain/flu/h1n1pdm/ha/CY121680/reference.fasta '
        'data/nextstrain/flu/h1n1pdm/ha/MW626062/reference.fasta data/nextstrain/flu/h1n1pdm/mp/reference.fasta '
        'data/nextstrain/flu/h1n1pdm/na/MW626056/reference.fasta data/nextstrain/flu/h1n1pdm/np/reference.fasta '
        'data/nextstrain/flu/h1n1pdm/ns/reference.fasta data/nextstrain/flu/h1n1pdm/pa/reference.fasta '
        'data/nextstrain/flu/h1n1pdm/pb1/reference.fasta data/nextstrain/flu/h1n1pdm/pb2/reference.fasta '
        'data/nextstrain/flu/h2n2/ha/reference.fasta data/nextstrain/flu/h2n2/mp/reference.fasta '
        'data/nextstrain/flu/h2n2/na/reference.fasta data/nextstrain/flu/h2n2/np/reference.fasta '
        'data/nextstrain/flu/h2n2/ns/reference.fasta data/nextstrain/flu/h2n2/pa/reference.fasta '
        'data/nextstrain/flu/h2n2/pb1/reference.fasta data/nextstrain/flu/h2n2/pb2/reference.fasta '
        'data/nextstrain/flu/h3n2/ha/CY163680/reference.fasta data/nextstrain/flu/h3n2/mp/reference.fasta '
        'data/nextstrain/flu/h3n2/np/reference.fasta data/nextstrain/flu/h3n2/ns/reference.fasta '
        'data/nextstrain/flu/h3n2/pa/reference.fasta data/nextstrain/flu/h3n2/pb1/reference.fasta '
        'data/nextstrain/flu/h3n2/pb2/reference.fasta data/nextstrain/flu/vic/ha/KX058884/reference.fasta '
        'data/nextstrain/flu/vic/mp/reference.fasta data/nextstrain/flu/vic/na/CY073894/reference.fasta '
        'data/nextstrain/flu/vic/np/reference.fasta data/nextstrain/flu/vic/ns/reference.fasta '
        'data/nextstrain/flu/vic/pa/reference.fasta data/nextstrain/flu/vic/pb1/reference.fasta '
        'data/nextstrain/flu/vic/pb2/reference.fasta data/nextstrain/flu/yam/ha/JN993010/reference.fasta '
        # the sources under a GISAID reference (EPI...), added after the first run
        'data/nextstrain/flu/h3n2/ha/EPI1857216/reference.fasta '
        'data/nextstrain/flu/h3n2/na/EPI1857215/reference.fasta'
    ),
}

NC_FLU_REFS_OTHER = {
    '': (
        'data/nextstrain/flu/b/na/CY073894/README.md data/nextstrain/flu/b/na/CY073894/pathogen.json '
        'data/nextstrain/flu/b/pa/CHANGELOG.md data/nextstrain/flu/b/pa/genome_annotation.gff3 '
        'data/nextstrain/flu/h1n1pdm/mp/genome_annotation.gff3 data/nextstrain/flu/h1n1pdm/mp/sequences.fasta '
        'data/nextstrain/flu/h2n2/mp/README.md data/nextstrain/flu/h2n2/mp/pathogen.json '
        'data/nextstrain/flu/h3n2/mp/CHANGELOG.md data/nextstrain/flu/h3n2/mp/pathogen.json '
        'data/nextstrain/flu/vic/ns/pathogen.json data/nextstrain/flu/vic/ns/sequences.fasta'
    ),
    'data/nextstrain/flu/b/ha/KX058884': (
        'CHANGELOG.md README.md genome_annotation.gff3 pathogen.json tree.json'
    ),
    'data/nextstrain/flu/b/mp': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json tree.json'
    ),
    'data/nextstrain/flu/b/np': (
        'CHANGELOG.md genome_annotation.gff3 sequences.fasta'
    ),
    'data/nextstrain/flu/b/ns': (
        'CHANGELOG.md README.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/b/pb1': (
        'genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/b/pb2': (
        'CHANGELOG.md pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/h1n1/ha': (
        'CHANGELOG.md pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/h1n1/mp': (
        'CHANGELOG.md README.md pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/h1n1/na': (
        'CHANGELOG.md README.md genome_annotation.gff3 sequences.fasta'
    ),
    'data/nextstrain/flu/h1n1/np': (
        'CHANGELOG.md README.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h1n1/ns': (
        'README.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h1n1/pa': (
        'CHANGELOG.md README.md genome_annotation.gff3 pathogen.json tree.json'
    ),
    'data/nextstrain/flu/h1n1/pb1': (
        'CHANGELOG.md README.md genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/h1n1/pb2': (
        'CHANGELOG.md README.md pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h1n1pdm/ha/CY121680': (
        'README.md genome_annotation.gff3 pathogen.json tree.json'
    ),
    'data/nextstrain/flu/h1n1pdm/ha/MW626062': (
        'CHANGELOG.md README.md pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h1n1pdm/na/MW626056': (
        'README.md genome_annotation.gff3 sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h1n1pdm/np': (
        'CHANGELOG.md README.md sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h1n1pdm/ns': (
        'README.md genome_annotation.gff3 tree.json'
    ),
    'data/nextstrain/flu/h1n1pdm/pa': (
        'CHANGELOG.md README.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h1n1pdm/pb1': (
        'README.md genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/h1n1pdm/pb2': (
        'CHANGELOG.md README.md genome_annotation.gff3 tree.json'
    ),
    'data/nextstrain/flu/h2n2/ha': (
        'CHANGELOG.md README.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h2n2/na': (
        'README.md genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/h2n2/np': (
        'CHANGELOG.md README.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h2n2/ns': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h2n2/pa': (
        'README.md sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h2n2/pb1': (
        'README.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h2n2/pb2': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/h3n2/ha/CY163680': (
        'CHANGELOG.md README.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h3n2/np': (
        'CHANGELOG.md README.md pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h3n2/ns': (
        'genome_annotation.gff3 pathogen.json tree.json'
    ),
    'data/nextstrain/flu/h3n2/pa': (
        'CHANGELOG.md README.md pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h3n2/pb1': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/h3n2/pb2': (
        'CHANGELOG.md genome_annotation.gff3 sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/vic/ha/KX058884': (
        'README.md pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/vic/mp': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/vic/na/CY073894': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json sequences.fasta tree.json'
    ),
    'data/nextstrain/flu/vic/np': (
        'CHANGELOG.md README.md pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/vic/pa': (
        'CHANGELOG.md genome_annotation.gff3 pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/vic/pb1': (
        'CHANGELOG.md README.md pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/vic/pb2': (
        'CHANGELOG.md README.md pathogen.json sequences.fasta'
    ),
    'data/nextstrain/flu/yam/ha/JN993010': (
        'CHANGELOG.md README.md sequences.fasta'
    ),
}

CC_GAUSSIAN_KIND = {
    'data/Gaussian/basicGaussian09': (
        'CO_TD_delta.log C_bigbasis.out Mo4OCl4-sp.log Trp_polar.log dvb_bomd.out dvb_dispersion_bp86_d3zero.out '
        'dvb_gopt.out dvb_ir.out dvb_nmr.log dvb_raman.out dvb_scan_relaxed.log dvb_sp.out dvb_td.out dvb_un_sp.log '
        'dvb_un_sp_b.log water_ccd.log water_ccsd.log water_ccsdt.log water_cis.log water_cisd.log water_mp2.log '
        'water_mp3.log water_mp4.log water_mp4sdq.log water_mp5.log'
    ),
    'data/Gaussian/basicGaussian16': (
        'CO_TD_delta.log C_bigbasis.out Mo4OCl4-sp.log Trp_polar.log Trp_polar_G16C01.log '
        'dvb_dispersion_bp86_d3zero.out dvb_eomccsd.log dvb_gopt.out dvb_ir.out dvb_ir_G16C01.out dvb_nmr.log '
        'dvb_raman.out dvb_scan_relaxed.log dvb_scan_unrelaxed.log dvb_sp.out dvb_sp_no.out dvb_td.out dvb_un_sp.log '
        'dvb_un_sp_b.log dvb_un_sp_nso.log water_ccd.log water_ccsd.log water_ccsdt.log water_cis.log water_cisd.log '
        'water_hf_solvent_cpcm.log water_hf_solvent_ipcm.log water_hf_solvent_pcm.log water_hf_solvent_scipcm.log '
        'water_hf_solvent_smd.log water_mp2.log water_mp3.log water_mp4.log water_mp4sdq.log water_mp5.log'
    ),
}

CC_GAUSSIAN_OTHER = {
    '': (
        'data/FChk/basicGaussian09/dvb_sp.fchk data/FChk/basicGaussian09/dvb_td.fchk '
        'data/FChk/basicGaussian16/CO_TD_delta.fchk data/FChk/basicQChem5.2/dvb_sp_un_modified.out '
        'data/GAMESS-UK/basicGAMESS-UK7.0/water_mp3.in data/GAMESS-UK/basicGAMESS-UK8.0/dvb_sp_hf.in '
        'data/GAMESS-UK/basicGAMESS-UK8.0/dvb_un_sp_ks.in data/GAMESS/basicGAMESS-US2018/MoOCl4-sp.inp '
        'data/GAMESS/basicGAMESS-US2018/dvb_td.out data/NWChem/basicNWChem6.5/dvb_gopt_ks.nw '
        'data/NWChem/basicNWChem6.5/dvb_gopt_ks.out data/ORCA/basicORCA6.0/dvb_raman.inp '
        'data/Psi4/basicPsi4-1.2.1/dvb_ir_rhf.in data/Psi4/basicPsi4-1.7/dvb_gopt_rks.out '
        'data/Psi4/basicPsi4-1.7/dvb_sp_uhf.out data/PySCF/basicPySCF2.6/dvb_un_sp.py '
        'data/QChem/basicQChem5.1/dvb_gopt.out data/QChem/basicQChem5.1/water_mp2.out '
        'data/Serenity/serenity1.6.1/dvb_gopt/dvb_gopt/dvb_gopt.settings '
        'data/Serenity/serenity1.6.1/dvb_sp/dvb_sp.in data/Serenity/serenity1.6.1/dvb_sp/dvb/H_FREE/H_FREE.settings '
        'data/Serenity/serenity1.6.1/dvb_td/dvb_td/dvb_td.FockMatrix.res.h5 '
        'data/Serenity/serenity1.6.1/dvb_td/dvb_td/dvb_td.energies.res '
        'data/Serenity/serenity1.6.1/water_mp2/water_mp2.out data/Serenity/serenity1.6.3/dvb_sp/dvb_sp.in '
        'data/Serenity/serenity1.6.3/dvb_sp/dvb/dvb.settings '
        'data/Serenity/serenity1.6.3/dvb_sp/dvb/C_FREE/C_FREE.dmat.res.h5 '
        'data/Turbomole/basicTurbomole5.9/dvb_ir/energy data/Turbomole/basicTurbomole7.2/water_ccsd/auxbasis '
        'data/Turbomole/basicTurbomole7.2/water_mp2/auxbasis data/Turbomole/basicTurbomole7.2/water_mp2/water.xyz '
        'data/Turbomole/basicTurbomole7.4/CO_TD/energy data/Turbomole/basicTurbomole7.4/CO_TD/sing_a '
        'data/Turbomole/basicTurbomole7.4/CO_TD_trip/dscf.out data/Turbomole/basicTurbomole7.4/CO_TD_un/control '
        'data/Turbomole/basicTurbomole7.4/CO_TD_un/dscf.out data/Turbomole/basicTurbomole7.4/CO_cc2_TD_trip/basis '
        'data/Turbomole/basicTurbomole7.4/CO_cc2_TD_trip/mos '
        'data/Turbomole/basicTurbomole7.4/water_cc2_gopt/auxbasis '
        'data/Turbomole/basicTurbomole7.4/water_cc2_gopt/job.3 '
        'data/Turbomole/basicTurbomole7.4/water_ccsd/statistics '
        'data/Turbomole/basicTurbomole7.4/water_mp2_ricc2/auxbasis '
        'data/Turbomole/basicTurbomole7.4/water_mp2_rimp2/dscf.out '
        'data/Turbomole/basicTurbomole7.5/dvb_coupling_nmr/sdip_a '
        'data/Turbomole/basicTurbomole7.5/dvb_nmr/statistics'
    ),
    'data/ADF/basicADF2007.01': (
        'dvb_ir.adfin dvb_sp.adfout dvb_un_sp.adfout mo_sp.adfout'
    ),
    'data/CFOUR/basicCFOUR2.1': (
        'C_bigbasis.c4 C_bigbasis_ZMAT dvb_sp_ZMAT water_eomccsd.c4'
    ),
    'data/GAMESS/basicGAMESS-US2017': (
        'C_bigbasis.dat dvb_ir.inp dvb_td.dat dvb_td.inp water_ccsd.out'
    ),
    'data/GAMESSDAT/basicGAMESS-US2018': (
        'dvb_dispersion_bp86_d3zero.inp dvb_ir.dat dvb_ir.inp dvb_sp.out water_ccsd(t).dat water_ccsd(t).out '
        'water_cis_saps.inp'
    ),
    'data/Gaussian/CDA': (
        'BH3.log BH3CO-sp.log CO.log'
    ),
    'data/Gaussian/basicGaussian09': (
        'CO_TD_delta.gjf C_bigbasis.gjf Mo4OCl4-sp.com Trp_polar.com dvb_bomd.in dvb_dispersion_bp86_d3zero.in '
        'dvb_gopt.gjf dvb_ir.gjf dvb_nmr.com dvb_raman.gjf dvb_scan_relaxed.gjf dvb_sp.gjf dvb_td.gjf dvb_un_sp.gjf '
        'dvb_un_sp_b.gjf water_ccd.com water_ccsd.com water_ccsdt.com water_cis.com water_cisd.com water_mp2.com '
        'water_mp3.com water_mp4.com water_mp4sdq.com water_mp5.com'
    ),
    'data/Gaussian/basicGaussian16': (
        'CO_TD_delta.gjf C_bigbasis.gjf Mo4OCl4-sp.com Trp_polar.com dvb_dispersion_bp86_d3zero.in dvb_eomccsd.com '
        'dvb_gopt.gjf dvb_ir.gjf dvb_nmr.com dvb_raman.gjf dvb_scan_relaxed.gjf dvb_scan_unrelaxed.gjf dvb_sp.gjf '
        'dvb_sp_no.gjf dvb_td.gjf dvb_un_sp.gjf dvb_un_sp_b.gjf dvb_un_sp_nso.gjf water_ccd.com water_ccsd.com '
        'water_ccsdt.com water_cis.com water_cisd.com water_hf_solvent_cpcm.com water_hf_solvent_ipcm.com '
        'water_hf_solvent_pcm.com water_hf_solvent_scipcm.com water_hf_solvent_smd.com water_mp2.com water_mp3.com '
        'water_mp4.com water_mp4sdq.com water_mp5.com'
    ),
    'data/Jaguar/basicJaguar13.3': (
        'dvb_td.01.mae dvb_un_sp_ks.01.mae water_cis_uvv.spm water_lmp2.01.mae'
    ),
    'data/MOPAC': (
        'benzene.mop fecl6.out formaldehyde-sym.arc h2o-force.aux h2o.mop'
    ),
    'data/Molpro/basicMolpro2006': (
        'dvb_gopt.com dvb_ir.out dvb_sphf_un.out'
    ),
    'data/Molpro/basicMolpro2012': (
        'dvb_gopt.com h2o_ccd.out h2o_ccsdt.out'
    ),
    'data/Molpro/basicMolpro2018': (
        'C_bigbasis.com C_bigbasis.out Trp_polar.out dvb_ir.com h2o_ccsd.com h2o_mp4.xml'
    ),
    'data/NWChem/basicNWChem6.0': (
        'dvb_gopt_hf.out water_ccsd(t).out water_mp2.out'
    ),
    'data/NWChem/basicNWChem7.0': (
        'C_bigbasis.in C_bigbasis_spherical.out dvb_ir.in'
    ),
    'data/ORCA/basicORCA5.0': (
        'dvb_adc2.log dvb_dispersion_bp86_d3zero.out dvb_nmr.inp dvb_perf.log dvb_td.inp water_hf_solvent_smd.log'
    ),
    'data/Psi4/basicPsi4-1.3.1': (
        'dvb_gopt_rhf.out dvb_sp_rks.out dvb_sp_rohf.out'
    ),
    'data/QChem/basicQChem5.4': (
        'dvb_ir.in water_cis.out water_mp3.in'
    ),
    'data/QChem/basicQChem6.0': (
        'water_hf_solvent_sm12_cm5.fchk water_hf_solvent_smd.fchk water_hf_solvent_smd_iefpcm.in'
    ),
    'data/Turbomole/basicTurbomole5.9/dvb_gopt': (
        'coord dvb_gopt.out job.last'
    ),
    'data/Turbomole/basicTurbomole5.9/dvb_un_sp': (
        'auxbasis coord gradient optinfo'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_adc2_TD': (
        'CCLE0-1--1---7 CCRE0-1--1--10 CCfE0-1--1---8 coord'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_cc2_TD': (
        'CCFE0-1--1---6 CCFE0-1--1--10 CCME0-1--1---3 CCME0-1--1---6 CCRE0-1--1---5 CCX0--1--1---0 '
        'cc2-tmf0-1a-001.cao cc2-tmf0-1a-005.cao cc2-tmf0-1a-006.cao control exstates'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_cc2_TD_un': (
        'CCBAI_INTEB CCLE0-1--1---4 control'
    ),
    'data/Turbomole/basicTurbomole7.4/water_cc2': (
        'CCR0--1--1---0 coord restart.cc statistics.ricc2'
    ),
    'data/Turbomole/basicTurbomole7.5/dvb_gopt': (
        'GEO_OPT_CONVERGED control job.start'
    ),
}

CC_ORCA_KIND = {
    '': (
        'data/ORCA/basicORCA6.1/dvb_coupling_nmr.out'
    ),
    'data/ORCA/basicORCA5.0': (
        'Trp_polar.out dvb_adc2.log dvb_coupling_nmr.out dvb_dispersion_bp86_d3zero.out dvb_eom_ccsd.log '
        'dvb_gopt.out dvb_ir.out dvb_nmr.out dvb_perf.log dvb_pno_eom_ccsd.log dvb_raman.out dvb_rocis.out '
        'dvb_scan_relaxed.out dvb_scan_unrelaxed.out dvb_sp.out dvb_sp_un.out dvb_steom_ccsd.log '
        'dvb_steom_dlpno_ccsd.log dvb_td.out water_ccsd.out water_ccsd_t.out water_hf_solvent_cpcm.log '
        'water_hf_solvent_cpcm_cosmo.log water_hf_solvent_smd.log water_mp2.out water_mp3.out'
    ),
    'data/ORCA/basicORCA6.0': (
        'Trp_polar.out dvb_adc2.log dvb_dispersion_bp86_d3zero.out dvb_eom_ccsd.log dvb_gopt.out dvb_ir.out '
        'dvb_nmr.out dvb_perf.log dvb_pno_eom_ccsd.log dvb_raman.out dvb_rocis.out dvb_scan_relaxed.out '
        'dvb_scan_unrelaxed.out dvb_sp_dft.out dvb_sp_hf.out dvb_sp_un_dft.out dvb_sp_un_hf.out dvb_steom_ccsd.log '
        'dvb_steom_dlpno_ccsd.log dvb_td.out water_ccsd.out water_ccsd_t.out water_hf_solvent_cpcm.log '
        'water_hf_solvent_cpcm_cosmo.log water_hf_solvent_smd.log water_mp2.out water_mp3.out'
    ),
}

CC_ORCA_OTHER = {
    '': (
        'data/FChk/basicGaussian09/dvb_sp.fchk data/FChk/basicGaussian16/CO_TD_delta.fchk '
        'data/FChk/basicQChem5.4/water_mp4sdq.fchk data/GAMESS-UK/basicGAMESS-UK7.0/dvb_raman.out '
        'data/GAMESS/basicFirefly8.0/dvb_un_sp.out data/MOPAC/benzene.mop data/MOPAC/h2o.arc '
        'data/Molcas/basicOpenMolcas18.0/C_bigbasis.in data/Molcas/basicOpenMolcas18.0/dvb_gopt.out '
        'data/NBO/basicNBO7.0/basicORCA5.0/water_mp2.inp data/NWChem/basicNWChem6.0/dvb_gopt_ks.out '
        'data/NWChem/basicNWChem6.0/dvb_sp_hf.out data/ORCA/.gitignore data/ORCA/basicORCA6.1/dvb_coupling_nmr.inp '
        'data/QChem/basicQChem5.1/water_ccsd(t).out data/QChem/basicQChem6.0/water_hf_solvent_sm12_mk.out '
        'data/Serenity/serenity1.6.1/dvb_gopt/dvb_gopt/dvb_gopt.FockMatrix.res.h5 '
        'data/Serenity/serenity1.6.1/dvb_sp_un/dvb_sp_un/dvb_sp_un.xyz '
        'data/Serenity/serenity1.6.1/dvb_td/dvb_td/dvb_td.FockMatrix.res.h5 '
        'data/Serenity/serenity1.6.1/dvb_td_un/dvb_td_un.xyz '
        'data/Serenity/serenity1.6.1/dvb_td_un/dvb_td_un/dvb_td_un.dmat.unres.h5 '
        'data/Serenity/serenity1.6.1/dvb_td_un/dvb_td_un/dvb_td_un.settings '
        'data/Serenity/serenity1.6.1/water_mp2/h2o/h2o.energies.res '
        'data/Serenity/serenity1.6.3/dvb_sp/dvb/H_FREE/H_FREE.xyz data/Turbomole/basicTurbomole5.9/dvb_gopt/std.out '
        'data/Turbomole/basicTurbomole5.9/dvb_sp_symm/basis data/Turbomole/basicTurbomole5.9/dvb_sp_symm/converged '
        'data/Turbomole/basicTurbomole5.9/dvb_un_sp/uffhessian0-0 data/Turbomole/basicTurbomole7.4/CO_TD/control '
        'data/Turbomole/basicTurbomole7.4/CO_TD/coord data/Turbomole/basicTurbomole7.4/CO_cc2_TD_trip/CCRE0-1--3---9 '
        'data/Turbomole/basicTurbomole7.4/CO_cc2_TD_trip/restart.cc '
        'data/Turbomole/basicTurbomole7.4/water_mp3/dscf.out data/Turbomole/basicTurbomole7.5/dvb_coupling_nmr/coord '
        'data/XTB/basicXTB6.6.1/dvb_opt/.xtboptok'
    ),
    'data/ADF/basicADF2007.01': (
        'dvb_ir.adfin dvb_sp.adfout dvb_un_sp.adfout mo_sp.adfout'
    ),
    'data/CFOUR/basicCFOUR2.1': (
        'C_bigbasis.c4 C_bigbasis_ZMAT dvb_sp_ZMAT'
    ),
    'data/GAMESS-UK/basicGAMESS-UK8.0': (
        'dvb_raman.in dvb_sp_ks.out dvb_un_sp_ks.in'
    ),
    'data/GAMESS/basicGAMESS-US2017': (
        'C_bigbasis.dat dvb_ir.inp dvb_td_trplet.dat dvb_un_sp.dat'
    ),
    'data/GAMESS/basicGAMESS-US2018': (
        'MoOCl4-sp.inp dvb_ir.out dvb_td.out dvb_td_trplet.out'
    ),
    'data/GAMESSDAT/basicGAMESS-US2018': (
        'dvb_dispersion_bp86_d3zero.dat dvb_dispersion_bp86_d3zero.out dvb_ir.dat dvb_sp.inp dvb_sp.out '
        'water_ccsd(t).out water_cis_saps.inp'
    ),
    'data/Gaussian/basicGaussian09': (
        'CO_TD_delta.log Trp_polar.log water_cisd.com'
    ),
    'data/Gaussian/basicGaussian16': (
        'CO_TD_delta.log Trp_polar.com Trp_polar_G16C01.log dvb_gopt.out dvb_scan_relaxed.log dvb_td.gjf '
        'dvb_un_sp_nso.gjf water_ccd.log water_mp3.log'
    ),
    'data/Jaguar/basicJaguar13.3': (
        'C_bigbasis.01.mae C_bigbasis.out MoOCl4-sp.01.in dvb_gopt_ks.in dvb_gopt_ks.out dvb_scan_relaxed.in '
        'dvb_sp_hf.01.mae dvb_sp_ks_nbo.01.mae dvb_sp_ks_nbo.in dvb_td.01.in dvb_un_sp_ks.01.in water_cis.in'
    ),
    'data/Jaguar/basicJaguar8.3': (
        'dvb_scan_relaxed.in dvb_un_sp_ks.out water_lmp2.out'
    ),
    'data/Molpro/basicMolpro2006': (
        'h2o_ccd.out h2o_ccsd(t).out h2o_mp2.com'
    ),
    'data/Molpro/basicMolpro2018': (
        'dvb_gopt.out h2o_mp3.out h2o_mp4.out'
    ),
    'data/NWChem/basicNWChem6.5': (
        'Trp_polar.out dvb_sp_ks.nw dvb_sp_ks_overlaps.nw'
    ),
    'data/NWChem/basicNWChem7.0': (
        'dvb_dispersion_bp86_d3zero.in dvb_gopt_hf.in dvb_ir.in'
    ),
    'data/ORCA/basicORCA5.0': (
        'Trp_polar.inp dvb_adc2.inp dvb_coupling_nmr.inp dvb_dispersion_bp86_d3zero.inp dvb_eom_ccsd.inp '
        'dvb_gopt.inp dvb_ir.inp dvb_nmr.inp dvb_perf.inp dvb_pno_eom_ccsd.inp dvb_raman.inp dvb_rocis.inp '
        'dvb_scan_relaxed.inp dvb_scan_unrelaxed.inp dvb_sp.inp dvb_sp_un.inp dvb_steom_ccsd.inp '
        'dvb_steom_dlpno_ccsd.inp dvb_td.inp water_ccsd.inp water_ccsd_t.inp water_hf_solvent_cpcm.inp '
        'water_hf_solvent_cpcm_cosmo.inp water_hf_solvent_smd.inp water_mp2.inp water_mp3.inp'
    ),
    'data/ORCA/basicORCA6.0': (
        'Trp_polar.inp dvb_adc2.inp dvb_dispersion_bp86_d3zero.inp dvb_eom_ccsd.inp dvb_gopt.inp dvb_ir.inp '
        'dvb_nmr.inp dvb_perf.inp dvb_pno_eom_ccsd.inp dvb_raman.inp dvb_rocis.inp dvb_scan_relaxed.inp '
        'dvb_scan_unrelaxed.inp dvb_sp_dft.inp dvb_sp_hf.inp dvb_sp_un_dft.inp dvb_sp_un_hf.inp dvb_steom_ccsd.inp '
        'dvb_steom_dlpno_ccsd.inp dvb_td.inp water_ccsd.inp water_ccsd_t.inp water_hf_solvent_cpcm.inp '
        'water_hf_solvent_cpcm_cosmo.inp water_hf_solvent_smd.inp water_mp2.inp water_mp3.inp'
    ),
    'data/Psi4/basicPsi4-1.2.1': (
        'dvb_gopt_rks.in dvb_gopt_rks.out dvb_sp_rhf.out'
    ),
    'data/Psi4/basicPsi4-1.3.1': (
        'dvb_ir_rhf.out dvb_sp_rks.out dvb_sp_uhf.out water_mp2.in'
    ),
    'data/Psi4/basicPsi4-1.7': (
        'dvb_gopt_rhf.out dvb_gopt_rks.in dvb_ir_rhf.out dvb_ir_rks.out water_ccsd.in water_ccsd.out'
    ),
    'data/QChem/basicQChem5.4': (
        'water_ccsd(t).out water_ir.out water_mp3.out'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_TD_un': (
        'alpha beta statistics'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_adc2_TD': (
        'CCLE0-1--1---9 CCfE0-1--1---1 adcp2-tm0f-1a-009.cao adcp2-xs1d-ur-1a-007.cao restart.cc'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_cc2_TD': (
        'CCFE0-1--1---6 CCME0-1--1---1 CCME0-1--1---3 cc2-tm0f-1a-004.cao cc2-tm0f-1a-008.cao restart.cc'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_cc2_TD_un': (
        'CCBAI_INTEA CCBIJ_INTEA CCVPQ_ISQR CCYAI_INTMA'
    ),
    'data/Turbomole/basicTurbomole7.4/water_cc2': (
        'auxbasis coord dscf.out'
    ),
    'data/Turbomole/basicTurbomole7.4/water_cc2_gopt': (
        'gsdens job.0 job.2'
    ),
    'data/Turbomole/basicTurbomole7.5/dvb_gopt': (
        'energy gradient job.1 job.3 job.last'
    ),
    'data/XTB/basicXTB6.6.1/dvb_ir': (
        'dvb_ir.xyz vibspectrum wbo'
    ),
}

CC_QCHEM_KIND = {
    'data/QChem/basicQChem5.1': (
        'C_bigbasis.out MoOCl4_sp.out Trp_polar.out dvb_bomd.out dvb_dispersion_bp86_d3zero.out dvb_gopt.out '
        'dvb_ir.out dvb_raman.out dvb_sp.out dvb_sp_un.out dvb_td.out water_ccd.out water_ccsd(t).out water_ccsd.out '
        'water_cis.out water_ir.out water_ir_anharm.out water_mp2.out water_mp3.out water_mp4.out water_mp4sdq.out'
    ),
    'data/QChem/basicQChem5.4': (
        'C_bigbasis.out MoOCl4_sp.out Trp_polar.out dvb_bomd.out dvb_dispersion_bp86_d3zero.out dvb_gopt.out '
        'dvb_ir.out dvb_raman.out dvb_sp.out dvb_sp_un.out dvb_td.out water_ccd.out water_ccsd(t).out water_ccsd.out '
        'water_cis.out water_ir.out water_ir_anharm.out water_mp2.out water_mp3.out water_mp4.out water_mp4sdq.out'
    ),
    'data/QChem/basicQChem6.0': (
        'water_hf_solvent_cosmo.out water_hf_solvent_onsager.out water_hf_solvent_pcm_cosmo.out '
        'water_hf_solvent_pcm_cpcm.out water_hf_solvent_pcm_iefpcm.out water_hf_solvent_pcm_ssvpe.out '
        'water_hf_solvent_sm12_chelpg.out water_hf_solvent_sm12_cm5.out water_hf_solvent_sm12_mk.out '
        'water_hf_solvent_sm8.out water_hf_solvent_smd.out water_hf_solvent_smd_cpcm.out '
        'water_hf_solvent_smd_iefpcm.out'
    ),
}

CC_QCHEM_OTHER = {
    '': (
        'data/FChk/basicGaussian09/dvb_sp.fchk',
        'data/FChk/basicGaussian16/CO_TD_delta.fchk',
        'data/FChk/basicQChem5.4/water_mp4sdq.fchk',
        'data/GAMESS-UK/basicGAMESS-UK7.0/dvb_raman.out',
        'data/GAMESS/basicFirefly8.0/dvb_un_sp.out',
        'data/Gaussian/basicGaussian09/CO_TD_delta.log',
        'data/Gaussian/basicGaussian09/Trp_polar.log',
        'data/MOPAC/benzene.mop',
        'data/MOPAC/h2o.arc',
        'data/Molcas/basicOpenMolcas18.0/C_bigbasis.in',
        'data/Molcas/basicOpenMolcas18.0/dvb_gopt.out',
        'data/NBO/basicNBO7.0/basicORCA5.0/water_mp2.inp',
        'data/NWChem/basicNWChem6.0/dvb_gopt_ks.out',
        'data/NWChem/basicNWChem6.0/dvb_sp_hf.out',
        'data/NWChem/basicNWChem7.0/dvb_dispersion_bp86_d3zero.in',
        'data/NWChem/basicNWChem7.0/dvb_ir.in',
        'data/Psi4/basicPsi4-1.2.1/dvb_sp_rks.in',
        'data/Serenity/serenity1.6.1/dvb_gopt/dvb_gopt.xyz',
        'data/Serenity/serenity1.6.1/dvb_sp/dvb/H_FREE/H_FREE.energies.unres',
        'data/Serenity/serenity1.6.1/dvb_td_un/dvb_td_un/dvb_td_un.FockMatrix.unres.h5',
        'data/Serenity/serenity1.6.1/dvb_td_un/dvb_td_un/dvb_td_un.orbs.unres.h5',
        'data/Serenity/serenity1.6.1/water_ccsd/water_ccsd.out',
        'data/Serenity/serenity1.6.1/water_ccsd/h2o/h2o.xyz',
        'data/Serenity/serenity1.6.1/water_mp2/h2o/h2o.energies.res',
        'data/Turbomole/basicTurbomole5.9/dvb_gopt/coord.in',
        'data/Turbomole/basicTurbomole5.9/dvb_sp/statistics',
        'data/Turbomole/basicTurbomole5.9/dvb_un_sp/basis',
        'data/Turbomole/basicTurbomole5.9/dvb_un_sp/control',
        'data/Turbomole/basicTurbomole7.2/water_mp2/CCO0--1--1---0',
        'data/Turbomole/basicTurbomole7.4/CO_TD_trip/escf.out',
        'data/Turbomole/basicTurbomole7.4/CO_TD_trip/exspectrum',
        'data/Turbomole/basicTurbomole7.4/CO_cc2_TD_trip/CCRE0-1--3---9',
        'data/Turbomole/basicTurbomole7.4/water_cc2_gopt/cc2-gs1d-ur-1a-000.cao',
        'data/Turbomole/basicTurbomole7.4/water_cc2_gopt/cc2-gsdn-1a-000-total.cao',
        'data/Turbomole/basicTurbomole7.4/water_ccsd/auxbasis',
        'data/Turbomole/basicTurbomole7.4/water_mp3/CCO02-1--1---0  -dAA',
        'data/Turbomole/basicTurbomole7.5/dvb_coupling_nmr/sdip_a',
        'data/Turbomole/basicTurbomole7.5/dvb_gopt/dvb.log',
        'data/Turbomole/basicTurbomole7.5/dvb_gopt/job.3',
        'data/Turbomole/basicTurbomole7.5/dvb_sp/control',
        'data/Turbomole/basicTurbomole7.5/dvb_sp/energy',
        'data/XTB/basicXTB6.6.1/dvb_sp/dvb_sp.xyz',
        'data/XTB/basicXTB6.6.1/dvb_sp/wbo',
    ),
    'data/ADF/basicADF2007.01': (
        'dvb_ir.adfin dvb_sp.adfout dvb_un_sp.adfout mo_sp.adfout'
    ),
    'data/CFOUR/basicCFOUR2.1': (
        'C_bigbasis.c4 C_bigbasis_ZMAT dvb_sp_ZMAT'
    ),
    'data/GAMESS-UK/basicGAMESS-UK8.0': (
        'dvb_raman.in dvb_sp_ks.out dvb_un_sp_ks.in'
    ),
    'data/GAMESS/basicGAMESS-US2017': (
        'C_bigbasis.dat dvb_ir.inp dvb_td_trplet.dat'
    ),
    'data/GAMESS/basicGAMESS-US2018': (
        'MoOCl4-sp.inp dvb_ir.out dvb_td_trplet.out'
    ),
    'data/GAMESSDAT/basicGAMESS-US2018': (
        'dvb_dispersion_bp86_d3zero.dat dvb_dispersion_bp86_d3zero.out dvb_ir.dat dvb_sp.inp dvb_sp.out '
        'water_ccsd(t).out water_cis_saps.inp'
    ),
    'data/Gaussian/basicGaussian16': (
        'CO_TD_delta.log Trp_polar.com Trp_polar_G16C01.log dvb_gopt.out dvb_scan_relaxed.log dvb_td.gjf '
        'dvb_un_sp_nso.gjf'
    ),
    'data/Jaguar/basicJaguar13.3': (
        'C_bigbasis.01.mae C_bigbasis.out dvb_gopt_ks.in dvb_gopt_ks.out dvb_scan_relaxed.in dvb_sp_hf.01.mae '
        'dvb_sp_ks_nbo.01.mae dvb_sp_ks_nbo.in dvb_td.01.in dvb_un_sp_ks.01.in water_cis.in'
    ),
    'data/Jaguar/basicJaguar8.3': (
        'dvb_scan_relaxed.in dvb_un_sp_ks.out water_lmp2.out'
    ),
    'data/Molpro/basicMolpro2006': (
        'h2o_ccd.out h2o_ccsd(t).out h2o_mp2.com'
    ),
    'data/Molpro/basicMolpro2018': (
        'dvb_gopt.out h2o_mp3.out h2o_mp4.out'
    ),
    'data/NWChem/basicNWChem6.5': (
        'Trp_polar.out dvb_sp_ks.nw dvb_sp_ks_overlaps.nw'
    ),
    'data/ORCA/basicORCA5.0': (
        'dvb_coupling_nmr.out dvb_gopt.inp dvb_steom_dlpno_ccsd.inp water_ccsd.inp water_hf_solvent_cpcm.inp '
        'water_mp2.out'
    ),
    'data/ORCA/basicORCA6.0': (
        'dvb_dispersion_bp86_d3zero.out dvb_eom_ccsd.inp dvb_gopt.out dvb_ir.out dvb_scan_unrelaxed.inp '
        'dvb_scan_unrelaxed.out'
    ),
    'data/Psi4/basicPsi4-1.7': (
        'C_bigbasis.out dvb_gopt_rks.out dvb_sp_rhf.out'
    ),
    'data/QChem/basicQChem5.1': (
        'C_bigbasis.in MoOCl4_sp.in Trp_polar.in dvb_bomd.in dvb_dispersion_bp86_d3zero.in dvb_gopt.in dvb_ir.in '
        'dvb_raman.in dvb_sp.in dvb_sp_un.in dvb_td.in water_ccd.in water_ccsd(t).in water_ccsd.in water_cis.in '
        'water_ir.in water_ir_anharm.in water_mp2.in water_mp3.in water_mp4.in water_mp4sdq.in'
    ),
    'data/QChem/basicQChem5.4': (
        'C_bigbasis.in MoOCl4_sp.in Trp_polar.in dvb_bomd.in dvb_dispersion_bp86_d3zero.in dvb_gopt.in dvb_ir.in '
        'dvb_raman.in dvb_sp.in dvb_sp_un.in dvb_td.in water_ccd.in water_ccsd(t).in water_ccsd.in water_cis.in '
        'water_ir.in water_ir_anharm.in water_mp2.in water_mp3.in water_mp4.in water_mp4sdq.in'
    ),
    'data/QChem/basicQChem6.0': (
        '.gitignore water_hf_solvent_cosmo.fchk water_hf_solvent_cosmo.in water_hf_solvent_onsager.fchk '
        'water_hf_solvent_onsager.in water_hf_solvent_pcm_cosmo.fchk water_hf_solvent_pcm_cosmo.in '
        'water_hf_solvent_pcm_cpcm.fchk water_hf_solvent_pcm_cpcm.in water_hf_solvent_pcm_iefpcm.fchk '
        'water_hf_solvent_pcm_iefpcm.in water_hf_solvent_pcm_ssvpe.fchk water_hf_solvent_pcm_ssvpe.in '
        'water_hf_solvent_sm12_chelpg.fchk water_hf_solvent_sm12_chelpg.in water_hf_solvent_sm12_cm5.fchk '
        'water_hf_solvent_sm12_cm5.in water_hf_solvent_sm12_mk.fchk water_hf_solvent_sm12_mk.in '
        'water_hf_solvent_sm8.fchk water_hf_solvent_sm8.in water_hf_solvent_smd.fchk water_hf_solvent_smd.in '
        'water_hf_solvent_smd_cpcm.fchk water_hf_solvent_smd_cpcm.in water_hf_solvent_smd_iefpcm.fchk '
        'water_hf_solvent_smd_iefpcm.in'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_adc2_TD': (
        'CCLE0-1--1---4 CCLE0-1--1---6 CCfE0-1--1---2 CCl0o-1--1---5 adcp2-xsdn-1a-004-total.cao basis'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_cc2_TD': (
        'CCLE0-1--1---2 CCLE0-1--1--10 CCRE0-1--1---4 CCRE0-1--1---6 cc2-tmf0-1a-009.cao dscf.out'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_cc2_TD_un': (
        'CCBAI_INTEB CCLE0-1--1---1 CCLE0-1--1---5 ricc2.out statistics'
    ),
    'data/Turbomole/basicTurbomole7.5/dvb_nmr': (
        'dscf.out energy statistics'
    ),
}

CC_MOLPRO_KIND = {
    'data/Molpro/basicMolpro2006': (
        'C_bigbasis.out dvb_gopt.out dvb_ir.out dvb_sphf.out dvb_sphf_un.out dvb_spks.out h2o_ccd.out '
        'h2o_ccsd(t).out h2o_ccsd.out h2o_mp2.out h2o_mp3.out h2o_mp4.out'
    ),
    'data/Molpro/basicMolpro2012': (
        'C_bigbasis.out Trp_polar.out dvb_gopt.out dvb_ir.out dvb_sphf.out dvb_sphf_un.out dvb_spks.out h2o_ccd.out '
        'h2o_ccsd.out h2o_ccsdt.out h2o_mp2.out h2o_mp3.out h2o_mp4.out'
    ),
    'data/Molpro/basicMolpro2018': (
        'C_bigbasis.out Trp_polar.out dvb_dispersion_bp86_d3zero.out dvb_gopt.out dvb_ir.out dvb_sphf.out '
        'dvb_sphf_un.out dvb_spks.out h2o_ccd.out h2o_ccsd.out h2o_ccsdt.out h2o_mp2.out h2o_mp3.out h2o_mp4.out'
    ),
}

CC_MOLPRO_OTHER = {
    '': (
        'data/FChk/basicGaussian09/dvb_sp.fchk data/FChk/basicGaussian16/CO_TD_delta.fchk '
        'data/GAMESS-UK/basicGAMESS-UK7.0/dvb_raman.out data/GAMESS-UK/basicGAMESS-UK7.0/water_mp3.in '
        'data/GAMESS-UK/basicGAMESS-UK8.0/dvb_raman.in data/GAMESS-UK/basicGAMESS-UK8.0/dvb_un_sp_ks.in '
        'data/GAMESS/basicFirefly8.0/dvb_un_sp.inp data/GAMESS/basicFirefly8.0/dvb_un_sp.out '
        'data/GAMESS/basicGAMESS-US2017/dvb_un_sp.dat data/GAMESS/basicGAMESS-US2017/dvb_un_sp.out '
        'data/Jaguar/basicJaguar7.0/dvb_un_sp.out data/MOPAC/h2o.aux data/MOPAC/basicMOPAC2016/dvb_gopt.out '
        'data/NWChem/basicNWChem6.0/dvb_sp_ks.nw data/NWChem/basicNWChem6.5/C_bigbasis.out '
        'data/NWChem/basicNWChem6.5/water_mp2.out data/NWChem/basicNWChem6.6/dvb_bomd_ks.nw '
        'data/NWChem/basicNWChem7.0/dvb_sp_hf.in data/NWChem/basicNWChem7.0/dvb_td.out '
        'data/ORCA/basicORCA5.0/dvb_raman.inp data/ORCA/basicORCA5.0/water_hf_solvent_cpcm.inp '
        'data/ORCA/basicORCA6.0/dvb_sp_dft.inp data/ORCA/basicORCA6.0/water_mp3.out '
        'data/Psi4/basicPsi4-1.3.1/dvb_sp_rks.in data/QChem/basicQChem5.1/dvb_raman.out '
        'data/QChem/basicQChem5.1/dvb_td.out data/Serenity/serenity1.6.1/dvb_gopt/dvb_gopt/dvb_gopt.xyz '
        'data/Serenity/serenity1.6.1/dvb_sp_un/dvb_sp_un.out '
        'data/Serenity/serenity1.6.1/dvb_td_un/dvb_td_un/dvb_td_un.FockMatrix.unres.h5 '
        'data/Serenity/serenity1.6.3/dvb_sp/dvb/C_FREE/C_FREE.settings '
        'data/Turbomole/basicTurbomole5.9/dvb_gopt/control data/Turbomole/basicTurbomole7.2/water_ccsd/auxbasis '
        'data/Turbomole/basicTurbomole7.2/water_ccsd/water.xyz '
        'data/Turbomole/basicTurbomole7.2/water_mp2/statistics.ccsdf12 '
        'data/Turbomole/basicTurbomole7.2/water_mp2/water.xyz data/Turbomole/basicTurbomole7.4/CO_TD/dscf.out '
        'data/Turbomole/basicTurbomole7.4/CO_TD/moments data/Turbomole/basicTurbomole7.4/CO_TD_un/escf.out '
        'data/Turbomole/basicTurbomole7.4/CO_TD_un/moments data/Turbomole/basicTurbomole7.4/water_ccsd/energy '
        'data/Turbomole/basicTurbomole7.4/water_mp2/auxbasis '
        'data/Turbomole/basicTurbomole7.4/water_mp2_ricc2/tmp.input '
        'data/Turbomole/basicTurbomole7.5/dvb_coupling_nmr/escf.out data/Turbomole/basicTurbomole7.5/dvb_sp/dscf.out '
        'data/Turbomole/basicTurbomole7.5/water_hf_solvent_cosmo/statistics data/XTB/.gitignore '
        'data/XTB/basicXTB6.6.1/dvb_opt/.xtboptok'
    ),
    'data/ADF/basicADF2007.01': (
        'dvb_ir.adfin dvb_sp.adfout dvb_un_sp.adfout mo_sp.adfout'
    ),
    'data/CFOUR/basicCFOUR2.1': (
        'C_bigbasis.c4 C_bigbasis_ZMAT dvb_sp_ZMAT'
    ),
    'data/GAMESS/basicGAMESS-US2018': (
        'MoOCl4-sp.inp dvb_ir.out dvb_td.out dvb_td_trplet.out water_ccd.out water_ccsd(t).out'
    ),
    'data/GAMESSDAT/basicGAMESS-US2018': (
        'C_bigbasis.out dvb_gopt_a.inp dvb_ir.dat dvb_sp.inp water_ccsd(t).dat water_ccsd(t).out water_cis_dets.out'
    ),
    'data/Gaussian/basicGaussian09': (
        'Mo4OCl4-sp.com Mo4OCl4-sp.log Trp_polar.log water_mp3.com water_mp5.log'
    ),
    'data/Gaussian/basicGaussian16': (
        'Trp_polar.com dvb_nmr.log dvb_un_sp_nso.log water_ccd.log'
    ),
    'data/Jaguar/basicJaguar13.3': (
        'C_bigbasis.01.mae MoOCl4-sp.01.in dvb_sp_hf.01.in dvb_sp_hf.01.mae dvb_sp_ks.01.in dvb_td.01.mae '
        'dvb_un_sp_hf.out water_cis.in water_lmp2.01.in'
    ),
    'data/Molpro/basicMolpro2006': (
        'C_bigbasis.com dvb_gopt.com dvb_gopt.log dvb_ir.com dvb_ir.log dvb_sphf.com dvb_sphf_un.com dvb_spks.com '
        'h2o_ccd.com h2o_ccsd(t).com h2o_ccsd.com h2o_mp2.com h2o_mp3.com h2o_mp4.com metadata.txt'
    ),
    'data/Molpro/basicMolpro2012': (
        'C_bigbasis.com Trp_polar.in dvb_gopt.com dvb_gopt.log dvb_ir.com dvb_ir.log dvb_sphf.com dvb_sphf_un.com '
        'dvb_spks.com h2o_ccd.com h2o_ccsd.com h2o_ccsdt.com h2o_mp2.com h2o_mp3.com h2o_mp4.com'
    ),
    'data/Molpro/basicMolpro2018': (
        'C_bigbasis.com C_bigbasis.xml Trp_polar.in Trp_polar.xml dvb_dispersion_bp86_d3zero.in '
        'dvb_dispersion_bp86_d3zero.xml dvb_gopt.com dvb_gopt.log dvb_gopt.xml dvb_ir.com dvb_ir.log dvb_ir.xml '
        'dvb_sphf.com dvb_sphf.xml dvb_sphf_un.com dvb_sphf_un.xml dvb_spks.com dvb_spks.xml h2o_ccd.com h2o_ccd.xml '
        'h2o_ccsd.com h2o_ccsd.xml h2o_ccsdt.com h2o_ccsdt.xml h2o_mp2.com h2o_mp2.xml h2o_mp3.com h2o_mp3.xml '
        'h2o_mp4.com h2o_mp4.xml'
    ),
    'data/Psi4/basicPsi4-1.2.1': (
        'C_bigbasis.in C_bigbasis.out dvb_gopt_rhf.out dvb_ir_rhf.out'
    ),
    'data/Psi4/basicPsi4-1.7': (
        '.gitignore dvb_gopt_rhf.out dvb_gopt_rks.in dvb_sp_uhf.in water_ccsd.in water_mp2.out'
    ),
    'data/QChem/basicQChem5.4': (
        'C_bigbasis.out dvb_td.in water_ccsd.in water_ir.in'
    ),
    'data/QChem/basicQChem6.0': (
        'water_hf_solvent_pcm_iefpcm.fchk water_hf_solvent_sm12_mk.fchk water_hf_solvent_sm8.in '
        'water_hf_solvent_smd.in water_hf_solvent_smd_cpcm.fchk'
    ),
    'data/Turbomole/basicTurbomole5.9/dvb_un_sp': (
        'abend.ridft optinfo uffenergy'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_TD_trip': (
        'coord energy mos trip_a'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_adc2_TD': (
        'CCRE0-1--1---3 CCfE0-1--1---1 CCfE0-1--1---2 adcp2-xs1d-ur-1a-002.cao adcp2-xs1d-ur-1a-004.cao'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_cc2_TD': (
        'CCFE0-1--1---3 CCLE0-1--1---2 CCLE0-1--1--10 CCRE0-1--1---8 cc2-tm0f-1a-005.cao cc2-tm0f-1a-009.cao '
        'cc2-tmf0-1a-001.cao cc2-tmf0-1a-005.cao'
    ),
    'data/Turbomole/basicTurbomole7.4/CO_cc2_TD_un': (
        'CCBIA_INTEA CCE12_INTMA CCLE0-1--1---3 CCVPQ_ISQR CCYAI_INTMA'
    ),
    'data/Turbomole/basicTurbomole7.4/water_cc2': (
        'auxbasis control coord dscf.out'
    ),
    'data/Turbomole/basicTurbomole7.4/water_cc2_gopt': (
        'CCl0o-1--1---0 basis job.0'
    ),
    'data/Turbomole/basicTurbomole7.5/dvb_gopt': (
        'gradient job.1 job.3 job.4'
    ),
}

ARM_FILES_KIND = {
    'data': (
        'bnfldquantsM1.c1.20250619.000000.nc bnfldquantsS30.c1.20250619.000000.nc bnfmetM1.b1.20250619.000000.cdf '
        'bnfmetS20.b1.20250619.000000.cdf bnfmetS30.b1.20250619.000000.cdf bnfmetS40.b1.20250619.000000.cdf '
        'bnfmetwxtS13.b1.20250619.000100.nc bnfsondewnpnM1.b1.20250619.053000.cdf '
        'bnfwbpluvio2M1.a1.20250619.000000.nc enametC1.b1.20221109.000000.cdf '
        'enatsiskycoverC1.b1.20230307.082100.cdf enavisstgridm11minnisX1.c1.20230307.000000.cdf '
        'gucmetM1.b1.20230301.000000.cdf houmergedsmpsapsmlM1.c1.20220801.000000.nc '
        'maraosmetM1.a1.20180201.000000.nc marirtsstM1.b1.20190320.000000.nc marnavM1.a1.20180201.000000.nc '
        'nsacamskyradmovieC1.a1.20240401.100300.mpg nsacloudphaseC1.c1.20180601.000000.nc '
        'nsasurfspecalb1mlawerC1.c1.20160609.080000.nc sgp30ebbrE13.b1.20190601.000000.nc '
        'sgp30ebbrE32.b1.20191125.000000.nc sgp30ebbrE32.b1.20191130.000000.nc sgp30ecorE14.b1.20190601.000000.cdf '
        'sgp30ecorE6.b1.20040705.000000.cdf sgpaerich1C1.b1.20190501.000342.nc sgpamcE39.b1.20230601.000000.nc '
        'sgpaosacsmE13.b2.20230420.000109.nc sgpaosccn2colaE13.b1.20170903.000000.nc sgpbrsC1.b1.20190705.000000.cdf '
        'sgpceilC1.b1.20190101.000000.nc sgpco2flx4mC1.b1.20201007.001500.nc sgpdlppiC1.b1.20191015.120023.cdf '
        'sgpdlppiC1.b1.20191015.121506.cdf sgpecorsfE39.b1.20230601.000000.nc sgpirt25m20sC1.a0.20190601.000000.cdf '
        'sgpmetE13.b1.20190101.000000.cdf sgpmetE13.b1.20190102.000000.cdf sgpmetE13.b1.20190103.000000.cdf '
        'sgpmetE13.b1.20190104.000000.cdf sgpmetE13.b1.20190105.000000.cdf sgpmetE13.b1.20190106.000000.cdf '
        'sgpmetE13.b1.20190107.000000.cdf sgpmetE13.b1.20190508.000000.cdf sgpmetE13.b1.20210401.000000.csv '
        'sgpmetE15.b1.20190508.000000.cdf sgpmetE31.b1.20190508.000000.cdf sgpmetE32.b1.20190508.000000.cdf '
        'sgpmetE33.b1.20190508.000000.cdf sgpmetE34.b1.20190508.000000.cdf sgpmetE35.b1.20190508.000000.cdf '
        'sgpmetE36.b1.20190508.000000.cdf sgpmetE37.b1.20190508.000000.cdf sgpmetE38.b1.20190508.000000.cdf '
        'sgpmetE39.b1.20190508.000000.cdf sgpmetE40.b1.20190508.000000.cdf sgpmetE9.b1.20190508.000000.cdf '
        'sgpmfrsr7nchE11.b1.20210329.070000.nc sgpmplpolfsC1.b1.20190502.000000.cdf sgprlC1.a0.20160131.000000.nc '
        'sgpsebsE14.b1.20190601.000000.cdf sgpsebsE39.b1.20230601.000000.cdf sgpsirsC1.b1.20040101.000000.cdf '
        'sgpsirsE13.b1.20190101.000000.cdf sgpsondewnpnC1.b1.20190101.053200.cdf sgpstampE13.b1.20200101.000000.nc '
        'sgpstampE31.b1.20200101.000000.nc sgpstampE32.b1.20200101.000000.nc sgpstampE33.b1.20200101.000000.nc '
        'sgpstampE34.b1.20200101.000000.nc sgpstampE39.b1.20230601.000000.nc sgpstampE9.b1.20200101.000000.nc '
        'sgpstamppcpE39.b1.20230601.000000.nc sgpswatsE8.b1.20071229.000700.cdf '
        'twpsondewnpnC3.b1.20060119.050300.custom.cdf twpsondewnpnC3.b1.20060119.112000.custom.cdf '
        'twpsondewnpnC3.b1.20060119.163300.custom.cdf twpsondewnpnC3.b1.20060119.231600.custom.cdf '
        'twpsondewnpnC3.b1.20060120.043800.custom.cdf twpsondewnpnC3.b1.20060120.111900.custom.cdf '
        'twpsondewnpnC3.b1.20060120.170800.custom.cdf twpsondewnpnC3.b1.20060120.231500.custom.cdf '
        'twpsondewnpnC3.b1.20060121.051500.custom.cdf twpsondewnpnC3.b1.20060121.111600.custom.cdf '
        'twpsondewnpnC3.b1.20060121.171600.custom.cdf twpsondewnpnC3.b1.20060121.231600.custom.cdf '
        'twpsondewnpnC3.b1.20060122.052600.custom.cdf twpsondewnpnC3.b1.20060122.111500.custom.cdf '
        'twpsondewnpnC3.b1.20060122.171800.custom.cdf twpsondewnpnC3.b1.20060122.232600.custom.cdf '
        'twpsondewnpnC3.b1.20060123.052500.custom.cdf twpsondewnpnC3.b1.20060123.111700.custom.cdf '
        'twpsondewnpnC3.b1.20060123.171600.custom.cdf twpsondewnpnC3.b1.20060123.231500.custom.cdf '
        'twpsondewnpnC3.b1.20060124.051500.custom.cdf twpsondewnpnC3.b1.20060124.111800.custom.cdf '
        'twpsondewnpnC3.b1.20060124.171700.custom.cdf twpsondewnpnC3.b1.20060124.231500.custom.cdf'
    ),
}

ARM_FILES_OTHER = {
    '': (
        '.gitignore LICENSE MANIFEST.in README.md make_registry.py pyproject.toml requirements.txt '
        '.github/dependabot.yml .github/workflows/ci.yaml .github/workflows/pypi-release.yml ci/environment.yml '
        'tests/test_dataset.py'
    ),
    'arm_test_data': (
        '__init__.py dataset.py registry.txt'
    ),
    'data': (
        '201509021500.bi AAFNAV_COR_20181104_R0.ict AMF_US-CU1_BASE_HH_1-5.csv AMF_US-CU1_BIF_20250318.xlsx '
        'ESRL-GMD-AEROSOL_v1.0_HOUR_MLO_s20200101T000000Z_e20210101T000000Z_c20210214T053835Z.nc '
        'NEON.D18.BARR.DP1.00002.001.000.010.001.SAAT_1min.2022-10.expanded.20221107T205629Z.csv '
        'NEON.D18.BARR.DP1.00002.001.sensor_positions.20221107T205629Z.csv '
        'NEON.D18.BARR.DP1.00002.001.variables.20221201T110553Z.csv '
        'US1200R.20200101000000.20210214053818.nephelometer.aerosol_light_scattering_coefficient.pm10.1y.1h.US06L_TSI_3563_MLO.US06L_scat_coef.lev2.nas '
        'anltwr_mar19met.data ayp22199.21m ayp22200.00m brw21001.dat brw_12_2020_hour.dat brw_CCl4_Day.dat '
        'co2_brw_surface-insitu_1_ccgg_MonthlyData.txt ctd21125.15w ctd22187.00t.txt houstonaug300.0summer2010080100 '
        'met_brw_insitu_1_obop_hour_2020.txt met_lcl.nc sgpmetE13.b1.yaml sgpmet_no_time.nc sgpmet_test_time.nc '
        'sgpmfrsr7nchE11.b1.yaml sgpmmcrC1.b1.1.cdf sgpmmcrC1.b1.2.cdf sodar.20230404.mnd vdis.b1'
    ),
}

ARM_MET_KIND = {
    'data': (
        'sgpmetE13.b1.20190101.000000.cdf sgpmetE13.b1.20190102.000000.cdf sgpmetE13.b1.20190103.000000.cdf '
        'sgpmetE13.b1.20190104.000000.cdf sgpmetE13.b1.20190105.000000.cdf sgpmetE13.b1.20190106.000000.cdf '
        'sgpmetE13.b1.20190107.000000.cdf sgpmetE13.b1.20190508.000000.cdf sgpmetE15.b1.20190508.000000.cdf '
        'sgpmetE31.b1.20190508.000000.cdf sgpmetE32.b1.20190508.000000.cdf sgpmetE33.b1.20190508.000000.cdf '
        'sgpmetE34.b1.20190508.000000.cdf sgpmetE35.b1.20190508.000000.cdf sgpmetE36.b1.20190508.000000.cdf '
        'sgpmetE37.b1.20190508.000000.cdf sgpmetE38.b1.20190508.000000.cdf sgpmetE39.b1.20190508.000000.cdf '
        'sgpmetE40.b1.20190508.000000.cdf sgpmetE9.b1.20190508.000000.cdf'
    ),
}

ARM_MET_OTHER = {
    '': (
        '.gitignore LICENSE MANIFEST.in README.md make_registry.py pyproject.toml requirements.txt '
        '.github/dependabot.yml .github/workflows/ci.yaml .github/workflows/pypi-release.yml ci/environment.yml '
        'tests/test_dataset.py'
    ),
    'arm_test_data': (
        '__init__.py dataset.py registry.txt'
    ),
    'data': (
        '201509021500.bi AAFNAV_COR_20181104_R0.ict AMF_US-CU1_BASE_HH_1-5.csv AMF_US-CU1_BIF_20250318.xlsx '
        'ESRL-GMD-AEROSOL_v1.0_HOUR_MLO_s20200101T000000Z_e20210101T000000Z_c20210214T053835Z.nc '
        'NEON.D18.BARR.DP1.00002.001.000.010.001.SAAT_1min.2022-10.expanded.20221107T205629Z.csv '
        'NEON.D18.BARR.DP1.00002.001.sensor_positions.20221107T205629Z.csv '
        'NEON.D18.BARR.DP1.00002.001.variables.20221201T110553Z.csv '
        'US1200R.20200101000000.20210214053818.nephelometer.aerosol_light_scattering_coefficient.pm10.1y.1h.US06L_TSI_3563_MLO.US06L_scat_coef.lev2.nas '
        'anltwr_mar19met.data ayp22199.21m ayp22200.00m bnfcsapr2radclss.c2.20250619.000000.nc '
        'bnfldquantsM1.c1.20250619.000000.nc bnfldquantsS30.c1.20250619.000000.nc bnfmetM1.b1.20250619.000000.cdf '
        'bnfmetS20.b1.20250619.000000.cdf bnfmetS30.b1.20250619.000000.cdf bnfmetS40.b1.20250619.000000.cdf '
        'bnfmetwxtS13.b1.20250619.000100.nc bnfsondewnpnM1.b1.20250619.053000.cdf '
        'bnfwbpluvio2M1.a1.20250619.000000.nc brw21001.dat brw_12_2020_hour.dat brw_CCl4_Day.dat '
        'co2_brw_surface-insitu_1_ccgg_MonthlyData.txt ctd21125.15w ctd22187.00t.txt enametC1.b1.20221109.000000.cdf '
        'enatsiskycoverC1.b1.20230307.082100.cdf enavisstgridm11minnisX1.c1.20230307.000000.cdf '
        'gucmetM1.b1.20230301.000000.cdf houmergedsmpsapsmlM1.c1.20220801.000000.nc houstonaug300.0summer2010080100 '
        'maraosmetM1.a1.20180201.000000.nc marirtsstM1.b1.20190320.000000.nc marnavM1.a1.20180201.000000.nc '
        'met_brw_insitu_1_obop_hour_2020.txt met_lcl.nc mosaossp2M1.00.20191216.000601.raw.20191216000000.ini '
        'mosaossp2M1.00.20191216.130601.raw.20191216x193.sp2b '
        'mosaossp2auxM1.00.20191217.010801.raw.20191216000000.hk nsacamskyradmovieC1.a1.20240401.100300.mpg '
        'nsacloudphaseC1.c1.20180601.000000.nc nsasurfspecalb1mlawerC1.c1.20160609.080000.nc '
        'sgp30ebbrE13.b1.20190601.000000.nc sgp30ebbrE32.b1.20191125.000000.nc sgp30ebbrE32.b1.20191130.000000.nc '
        'sgp30ecorE14.b1.20190601.000000.cdf sgp30ecorE6.b1.20040705.000000.cdf sgpaerich1C1.b1.20190501.000342.nc '
        'sgpamcE39.b1.20230601.000000.nc sgpaosacsmE13.b2.20230420.000109.nc sgpaosccn2colaE13.b1.20170903.000000.nc '
        'sgpbrsC1.b1.20190705.000000.cdf sgpceilC1.b1.20190101.000000.nc sgpco2flx4mC1.b1.20201007.001500.nc '
        'sgpdlppiC1.b1.20191015.120023.cdf sgpdlppiC1.b1.20191015.121506.cdf sgpecorsfE39.b1.20230601.000000.nc '
        'sgpirt25m20sC1.a0.20190601.000000.cdf sgpmetE13.b1.20210401.000000.csv sgpmetE13.b1.yaml sgpmet_no_time.nc '
        'sgpmet_test_time.nc sgpmfrsr7nchE11.b1.20210329.070000.nc sgpmfrsr7nchE11.b1.yaml sgpmmcrC1.b1.1.cdf '
        'sgpmmcrC1.b1.2.cdf sgpmplpolfsC1.b1.20190502.000000.cdf sgprlC1.a0.20160131.000000.nc '
        'sgpsebsE14.b1.20190601.000000.cdf sgpsebsE39.b1.20230601.000000.cdf sgpsirsC1.b1.20040101.000000.cdf '
        'sgpsirsE13.b1.20190101.000000.cdf sgpsondewnpnC1.b1.20190101.053200.cdf sgpstampE13.b1.20200101.000000.nc '
        'sgpstampE31.b1.20200101.000000.nc sgpstampE32.b1.20200101.000000.nc sgpstampE33.b1.20200101.000000.nc '
        'sgpstampE34.b1.20200101.000000.nc sgpstampE39.b1.20230601.000000.nc sgpstampE9.b1.20200101.000000.nc '
        'sgpstamppcpE39.b1.20230601.000000.nc sgpswatsE8.b1.20071229.000700.cdf sodar.20230404.mnd '
        'twpsondewnpnC3.b1.20060119.050300.custom.cdf twpsondewnpnC3.b1.20060119.112000.custom.cdf '
        'twpsondewnpnC3.b1.20060119.163300.custom.cdf twpsondewnpnC3.b1.20060119.231600.custom.cdf '
        'twpsondewnpnC3.b1.20060120.043800.custom.cdf twpsondewnpnC3.b1.20060120.111900.custom.cdf '
        'twpsondewnpnC3.b1.20060120.170800.custom.cdf twpsondewnpnC3.b1.20060120.231500.custom.cdf '
        'twpsondewnpnC3.b1.20060121.051500.custom.cdf twpsondewnpnC3.b1.20060121.111600.custom.cdf '
        'twpsondewnpnC3.b1.20060121.171600.custom.cdf twpsondewnpnC3.b1.20060121.231600.custom.cdf '
        'twpsondewnpnC3.b1.20060122.052600.custom.cdf twpsondewnpnC3.b1.20060122.111500.custom.cdf '
        'twpsondewnpnC3.b1.20060122.171800.custom.cdf twpsondewnpnC3.b1.20060122.232600.custom.cdf '
        'twpsondewnpnC3.b1.20060123.052500.custom.cdf twpsondewnpnC3.b1.20060123.111700.custom.cdf '
        'twpsondewnpnC3.b1.20060123.171600.custom.cdf twpsondewnpnC3.b1.20060123.231500.custom.cdf '
        'twpsondewnpnC3.b1.20060124.051500.custom.cdf twpsondewnpnC3.b1.20060124.111800.custom.cdf '
        'twpsondewnpnC3.b1.20060124.171700.custom.cdf twpsondewnpnC3.b1.20060124.231500.custom.cdf '
        'twpvisstgridirtemp.c1.20050705.002500.nc vdis.b1'
    ),
}

XC_CMIP_KIND = {
    'data/cmip5': (
        'tas_Amon_CanESM2_rcp85_r1i1p1_200701-200712.nc tas_Amon_HadGEM2-ES_rcp85_r1i1p1_200512-203011.nc '
        'tas_Amon_HadGEM2-ES_rcp85_r1i1p1_203012-205511.nc tas_Amon_HadGEM2-ES_rcp85_r1i1p1_205512-208011.nc '
        'tas_Amon_HadGEM2-ES_rcp85_r1i1p1_208012-209912.nc tas_Amon_HadGEM2-ES_rcp85_r1i1p1_209912-212411.nc '
        'tas_Amon_HadGEM2-ES_rcp85_r1i1p1_212412-214911.nc tas_Amon_HadGEM2-ES_rcp85_r1i1p1_214912-217411.nc '
        'tas_Amon_HadGEM2-ES_rcp85_r1i1p1_217412-219911.nc tas_Amon_HadGEM2-ES_rcp85_r1i1p1_219912-222411.nc '
        'tas_Amon_HadGEM2-ES_rcp85_r1i1p1_222412-224911.nc tas_Amon_HadGEM2-ES_rcp85_r1i1p1_224912-227411.nc '
        'tas_Amon_HadGEM2-ES_rcp85_r1i1p1_227412-229911.nc tas_Amon_HadGEM2-ES_rcp85_r1i1p1_229912-229912.nc'
    ),
    'data/cmip6': (
        'o3_Amon_GFDL-ESM4_historical_r1i1p1f1_gr1_185001-194912.nc '
        'prsn_day_CanESM5_historical_r1i1p1f1_gn_19910101-20101231.nc '
        'sic_SImon_CCCma-CanESM5_ssp245_r13i1p2f1_2020.nc '
        'snw_day_CanESM5_historical_r1i1p1f1_gn_19910101-20101231.nc'
    ),
}

XC_CMIP_OTHER = {
    '': (
        '.gitignore LICENSE README.md report_check_sums.py .github/PULL_REQUEST_TEMPLATE.md data/registry.txt '
        'data/CRCM5/tasmax_bby_198406_se.nc data/ERA5/construct_era5_daily_cancities.py '
        'data/ERA5/daily_surface_cancities_1990-1993.nc data/EnsembleReduce/TestEnsReduceCriteria.nc '
        'data/Raven/q_sim.nc data/cmip3/tas.sresb1.giss_model_e_r.run1.atm.da.nc'
    ),
    'data/CanESM2_365day': (
        'pr_day_CanESM2_rcp85_r1i1p1_na10kgrid_qm-moving-50bins-detrend_2095.nc '
        'tasmax_day_CanESM2_rcp85_r1i1p1_na10kgrid_qm-moving-50bins-detrend_2095.nc '
        'tasmin_day_CanESM2_rcp85_r1i1p1_na10kgrid_qm-moving-50bins-detrend_2095.nc'
    ),
    'data/EnsembleStats': (
        'BCCAQv2+ANUSPLIN300_ACCESS1-0_historical+rcp45_r1i1p1_1950-2100_tg_mean_YS.nc '
        'BCCAQv2+ANUSPLIN300_BNU-ESM_historical+rcp45_r1i1p1_1950-2100_tg_mean_YS.nc '
        'BCCAQv2+ANUSPLIN300_CCSM4_historical+rcp45_r1i1p1_1950-2100_tg_mean_YS.nc '
        'BCCAQv2+ANUSPLIN300_CCSM4_historical+rcp45_r2i1p1_1950-2100_tg_mean_YS.nc '
        'BCCAQv2+ANUSPLIN300_CNRM-CM5_historical+rcp45_r1i1p1_1970-2050_tg_mean_YS.nc'
    ),
    'data/FWI': (
        'GFWED_sample_2017.nc cffdrs_test_fwi.nc cffdrs_test_wDC.nc'
    ),
    'data/HadGEM2-CC_360day': (
        'pr_day_HadGEM2-CC_rcp85_r1i1p1_na10kgrid_qm-moving-50bins-detrend_2095.nc '
        'tasmax_day_HadGEM2-CC_rcp85_r1i1p1_na10kgrid_qm-moving-50bins-detrend_2095.nc '
        'tasmin_day_HadGEM2-CC_rcp85_r1i1p1_na10kgrid_qm-moving-50bins-detrend_2095.nc'
    ),
    'data/NRCANdaily': (
        'nrcan_canada_daily_pr_1990.nc nrcan_canada_daily_tasmax_1990.nc nrcan_canada_daily_tasmin_1990.nc'
    ),
    'data/SpatialAnalogs': (
        'CanESM2_ScenGen_Chibougamau_2041-2070.nc NRCAN_SECan_1981-2010.nc dissimilarity.nc indicators.nc'
    ),
    'data/sdba': (
        'CanESM2_1950-2100.nc adjusted_external.nc ahccd_1950-2013.nc nrcan_1950-2013.nc'
    ),
    'data/uncertainty_partitioning': (
        'cmip5_pr_global_mon.nc cmip5_pr_pnw_mon.nc cmip5_tas_global_mon.nc cmip5_tas_pnw_mon.nc extract.py '
        'seattle_avg_tas.csv'
    ),
}

QE_BENCHMARKS_KIND = {
    '': (
        'test-suite/QEHeat_h2o/benchmark.out.git.inp=all_currents_2pt.in '
        'test-suite/QEHeat_translation/benchmark.out.git.inp=input.in '
        'test-suite/QEHeat_translation/benchmark.out.git.inp=input_ar.in '
        'test-suite/cp_h2o_exx/benchmark.out.git.inp=h2o-mt-exx_fraction.in '
        'test-suite/cp_h2o_scan_libxc/benchmark.out.git.inp=nspin2.in '
        'test-suite/cp_h2o_wf/benchmark.out.git.inp=h2o-nspin1.in '
        'test-suite/cp_si/benchmark.out.git.inp=si-vbc-lda-2.in '
        'test-suite/epw_mob_polar/benchmark.out.git.inp=epw2.in.args=3 '
        'test-suite/epw_mob_polar/benchmark.out.git.inp=epw3.in.args=5 '
        'test-suite/epw_pl/benchmark.out.git.inp=ph.in.args=2 '
        'test-suite/epw_pl/benchmark.out.git.inp=scf_epw.in.args=1 '
        'test-suite/epw_plrn/benchmark.out.git.inp=epw1.in.args=3 '
        'test-suite/epw_plrn/benchmark.out.git.inp=ph.in.args=2 '
        'test-suite/epw_tdbe/benchmark.out.git.inp=epw1.in.args=3 '
        'test-suite/epw_tdbe/benchmark.out.git.inp=epw3.in.args=3 '
        'test-suite/epw_trev_paw/benchmark.out.git.inp=epw1.in.args=3 '
        'test-suite/epw_trev_paw/benchmark.out.git.inp=ph.in.args=2 '
        'test-suite/epw_trev_uspp/benchmark.out.git.inp=epw1.in.args=3 '
        'test-suite/hp_insulator_paw/benchmark.out.git.inp=BN.hp.in.args=3 '
        'test-suite/hp_insulator_paw_magn/benchmark.out.git.inp=CrI3.hp.in.args=3 '
        'test-suite/hp_insulator_paw_magn/benchmark.out.git.inp=CrI3.scf.1.in.args=1 '
        'test-suite/hp_metal_paw_magn/benchmark.out.git.inp=Fe.hp.in.args=4 '
        'test-suite/hp_metal_paw_magn/benchmark.out.git.inp=Fe.scf.in.args=2 '
        'test-suite/hp_metal_us_magn/benchmark.out.git.inp=Ni.hp.in.args=4 '
        'test-suite/hp_metal_us_magn/benchmark.out.git.inp=Ni.scf.in.args=1 '
        'test-suite/hp_soc_U_nc_nonmagn/benchmark.out.git.inp=au.hp.in.args=3 '
        'test-suite/hp_soc_U_us_magn/benchmark.out.git.inp=bn.hp.in.args=4 '
        'test-suite/hp_soc_U_us_magn/benchmark.out.git.inp=bn.scf.in.args=1 '
        'test-suite/image_para/benchmark.out.git.inp=si.scf.in.args=1 '
        'test-suite/kcw_wann_sym/benchmark.out.git.inp=Si.pw2wann.in.args=3 '
        'test-suite/kcw_wann_sym/benchmark.out.git.inp=Si.win.args=4 '
        'test-suite/ph_Ni_nc_spinorbit_mag/benchmark.out.git.inp=Ni.scf.in.args=1 '
        'test-suite/ph_U_metal_paw/benchmark.out.git.inp=Ni.phq.in.args=2 '
        'test-suite/ph_ahc_bas/benchmark.out.git.inp=matdyn2.in.args=4 '
        'test-suite/ph_insulator_paw_magn/benchmark.out.git.inp=O2.phG.in.args=2 '
        'test-suite/ph_insulator_paw_magn/benchmark.out.git.inp=O2.scf.2.in.args=1 '
        'test-suite/ph_multipole/benchmark.out.git.inp=ph.in.04.args=13 '
        'test-suite/ph_multipole/benchmark.out.git.inp=scf.in.args=12 '
        'test-suite/ph_twochem/benchmark.out.git.inp=phG_twochem.in.args=11 '
        'test-suite/ph_twochem/benchmark.out.git.inp=scf_twochem.in.args=1 '
        'test-suite/pp_acf/benchmark.out.git.inp=scf_vdw.in.args=1 '
        'test-suite/pw_b3lyp/benchmark.out.git.inp=b3lyp-O.in test-suite/pw_b3lyp/benchmark.out.git.inp=x3lyp-O.in '
        'test-suite/pw_dipole/benchmark.out.git.inp=dipole.in '
        'test-suite/pw_gau-pbe/benchmark.out.git.inp=gau-pbe-si222.in '
        'test-suite/pw_gau-pbe/benchmark.out.git.inp=gau-pbe-si444.in '
        'test-suite/pw_hse/benchmark.out.git.inp=hse-si222.in '
        'test-suite/pw_lsda/benchmark.out.git.inp=lsda-mixing_localTF.in '
        'test-suite/pw_lsda/benchmark.out.git.inp=lsda-nelup+neldw.in '
        'test-suite/pw_metal/benchmark.out.git.inp=metal-gaussian.in '
        'test-suite/pw_metal/benchmark.out.git.inp=metal.in '
        'test-suite/pw_plugins/benchmark.out.git.inp=plugin-pw2casino_1.in.args=48 '
        'test-suite/pw_spinorbit/benchmark.out.git.inp=spinorbit-3.in '
        'test-suite/pw_workflow_relax_relax/benchmark.out.git.inp=relax-2.in.args=2 '
        'test-suite/pw_workflow_scf_dos/benchmark.out.git.inp=scf-dos-1.in.args=1 '
        'test-suite/pw_workflow_vc-relax_dos/benchmark.out.git.inp=vc-relax-dos-1.in.args=1 '
        'test-suite/pw_workflow_vc-relax_scf/benchmark.out.git.inp=vc-relax-scf-2.in.args=2 '
        'test-suite/tddfpt_CH4/benchmark.out.git.inp=CH4.pw.in.args=1 '
        'test-suite/tddfpt_CH4/benchmark.out.git.inp=CH4.tddfpt_pp.in.args=3 '
        'test-suite/tddfpt_eels-si/benchmark.out.git.inp=Si.tddfpt-eels.in.args=5'
    ),
    'test-suite/cp_h2o': (
        'benchmark.out.git.inp=h2o-mt-blyp-1.in benchmark.out.git.inp=h2o-mt-blyp-2.in '
        'benchmark.out.git.inp=h2o-mt-blyp-3.in benchmark.out.git.inp=h2o-mt-blyp-5.in '
        'benchmark.out.git.inp=h2o-mt-blyp-6.in benchmark.out.git.inp=h2o-mt-blyp-7.in'
    ),
    'test-suite/cp_o2': (
        'benchmark.out.git.inp=o2-us-para-pbe-1.in benchmark.out.git.inp=o2-us-para-pbe-2.in '
        'benchmark.out.git.inp=o2-us-para-pbe-3.in benchmark.out.git.inp=o2-us-para-pbe-6.in'
    ),
    'test-suite/cp_sio2': (
        'benchmark.out.git.inp=sio2-us-lda-1.in benchmark.out.git.inp=sio2-us-lda-2.in '
        'benchmark.out.git.inp=sio2-us-lda-4.in benchmark.out.git.inp=sio2-us-lda-cg.in '
        'benchmark.out.git.inp=sio2-us-pbe-2.in'
    ),
    'test-suite/epw_2D': (
        'benchmark.out.git.inp=epw3.in.args=10 benchmark.out.git.inp=epw3.in.args=5 '
        'benchmark.out.git.inp=epw4.in.args=5 benchmark.out.git.inp=epw5.in.args=5 '
        'benchmark.out.git.inp=nscf_epw.in.args=1 benchmark.out.git.inp=scf_epw.in.args=0'
    ),
    'test-suite/epw_base': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw10.in.args=3 '
        'benchmark.out.git.inp=epw13.in.args=3 benchmark.out.git.inp=epw2.in.args=3 '
        'benchmark.out.git.inp=epw4.in.args=3 benchmark.out.git.inp=epw5.in.args=3 '
        'benchmark.out.git.inp=epw6.in.args=3 benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=1 '
        'benchmark.out.git.inp=scf_epw.in.args=1'
    ),
    'test-suite/epw_hall': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw2.in.args=3 '
        'benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=0'
    ),
    'test-suite/epw_metal': (
        'benchmark.out.git.inp=epw2.in.args=3 benchmark.out.git.inp=epw5.in.args=10 '
        'benchmark.out.git.inp=nscf_epw.in.args=1'
    ),
    'test-suite/epw_mob': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw2.in.args=3 '
        'benchmark.out.git.inp=epw3.in.args=3 benchmark.out.git.inp=epw4.in.args=3 '
        'benchmark.out.git.inp=epw6.in.args=3 benchmark.out.git.inp=nscf.in.args=1 '
        'benchmark.out.git.inp=scf.in.args=1'
    ),
    'test-suite/epw_mob_ibte': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw2.in.args=3 '
        'benchmark.out.git.inp=nscf.in.args=1 benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=1'
    ),
    'test-suite/epw_mob_ibte_sym': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw2.in.args=3 '
        'benchmark.out.git.inp=epw6.in.args=5 benchmark.out.git.inp=epw8.in.args=5 '
        'benchmark.out.git.inp=q2r.in.args=4 benchmark.out.git.inp=scf.in.args=1'
    ),
    'test-suite/epw_polar': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=nscf_epw.in.args=1 '
        'benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=1 '
        'benchmark.out.git.inp=scf_epw.in.args=1'
    ),
    'test-suite/epw_qdpt': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=q2r.in.args=4 '
        'benchmark.out.git.inp=scf.in.args=1'
    ),
    'test-suite/epw_soc': (
        'benchmark.out.git.inp=epw2.in.args=3 benchmark.out.git.inp=nscf_epw.in.args=1 '
        'benchmark.out.git.inp=scf_epw.in.args=1'
    ),
    'test-suite/epw_super': (
        'benchmark.out.git.inp=epw2.in.args=3 benchmark.out.git.inp=epw7.in.args=3 '
        'benchmark.out.git.inp=epw8.in.args=3 benchmark.out.git.inp=nscf2supercond.in.args=9 '
        'benchmark.out.git.inp=nscf_epw.in.args=1 benchmark.out.git.inp=scf_epw.in.args=1'
    ),
    'test-suite/epw_trev': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=1'
    ),
    'test-suite/epw_wfpt': (
        'benchmark.out.git.inp=ahc1.in.args=7 benchmark.out.git.inp=ahc2.in.args=7 '
        'benchmark.out.git.inp=epw12.in.args=3 benchmark.out.git.inp=matdyn.in.args=6 '
        'benchmark.out.git.inp=nscf2.in.args=1 benchmark.out.git.inp=ph.in.args=2 '
        'benchmark.out.git.inp=q2r.in.args=4'
    ),
    'test-suite/hp_insulator_us_magn': (
        'benchmark.out.git.inp=NiO.hp.in.args=4 benchmark.out.git.inp=NiO.scf.1.in.args=2 '
        'benchmark.out.git.inp=NiO.scf.2.in.args=1'
    ),
    'test-suite/hp_soc_UV_paw_magn': (
        'benchmark.out.git.inp=bn.hp.in.args=3 benchmark.out.git.inp=bn.scf.in.args=1 '
        'benchmark.out.git.inp=bn.scf.in.args=2'
    ),
    'test-suite/kcw_wann': (
        'benchmark.out.git.inp=Si.scf.in.args=1 benchmark.out.git.inp=Si.win.args=2 '
        'benchmark.out.git.inp=Si.win.args=4'
    ),
    'test-suite/kcw_wann-nc': (
        'benchmark.out.git.inp=Si_nc.kcw-ham.in.args=7 benchmark.out.git.inp=Si_nc.kcw-wann2kcw.in.args=5 '
        'benchmark.out.git.inp=Si_nc.win.args=2'
    ),
    'test-suite/not_epw_scdm': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw2.in.args=3 '
        'benchmark.out.git.inp=ph.in.args=2'
    ),
    'test-suite/ph_2d': (
        'benchmark.out.git.inp=matdyn1.in.args=8 benchmark.out.git.inp=matdyn2.in.args=8 '
        'benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=1'
    ),
    'test-suite/ph_U_insulator_us': (
        'benchmark.out.git.inp=BN.phG.in.args=2 benchmark.out.git.inp=BN.phq.in.args=2 '
        'benchmark.out.git.inp=BN.scf.in.args=1'
    ),
    'test-suite/ph_ahc_diam': (
        'benchmark.out.git.inp=diam.ahc1.in.args=2 benchmark.out.git.inp=diam.ahc2.in.args=2 '
        'benchmark.out.git.inp=diam.dvscfq2r.doneutral.in.args=6 benchmark.out.git.inp=diam.matdyn2.in.args=4 '
        'benchmark.out.git.inp=diam.matdyn3.in.args=4 benchmark.out.git.inp=diam.nscf.in.args=1 '
        'benchmark.out.git.inp=diam.nscf.nosym.in.args=1 benchmark.out.git.inp=diam.ph.in.args=2 '
        'benchmark.out.git.inp=diam.q2r.in.args=3'
    ),
    'test-suite/ph_base': (
        'benchmark.out.git.inp=c.scf.in.args=1 benchmark.out.git.inp=ni.phX.in.args=2 '
        'benchmark.out.git.inp=nipaw.phX.in.args=2 benchmark.out.git.inp=nipaw.scf.in.args=1'
    ),
    'test-suite/ph_metal': (
        'benchmark.out.git.inp=al.elph.notrans.in.args=2 benchmark.out.git.inp=lambda.in.args=5 '
        'benchmark.out.git.inp=q2r.in.args=3'
    ),
    'test-suite/ph_restart': (
        'benchmark.out.git.inp=SiC.phG.in.args=2 benchmark.out.git.inp=SiC.phG.restart1.in.args=2 '
        'benchmark.out.git.inp=SiC.phG.restart3.in.args=2'
    ),
    'test-suite/pioud_diamond': (
        'benchmark.out.git.inp=diamond_ceriotti.in benchmark.out.git.inp=diamond_pimd.in '
        'benchmark.out.git.inp=diamond_verlet.in'
    ),
    'test-suite/pw_atom': (
        'benchmark.out.git.inp=atom-occ1.in benchmark.out.git.inp=atom-pbe.in benchmark.out.git.inp=atom-sigmapbe.in'
    ),
    'test-suite/pw_berry': (
        'benchmark.out.git.inp=berry-1.in benchmark.out.git.inp=berry-2.in benchmark.out.git.inp=berry.in'
    ),
    'test-suite/pw_cluster': (
        'benchmark.out.git.inp=cluster1.in benchmark.out.git.inp=cluster2.in benchmark.out.git.inp=cluster3.in '
        'benchmark.out.git.inp=cluster5.in benchmark.out.git.inp=cluster6.in'
    ),
    'test-suite/pw_dft': (
        'benchmark.out.git.inp=dft1.in benchmark.out.git.inp=dft10.in benchmark.out.git.inp=dft11.in '
        'benchmark.out.git.inp=dft7.in benchmark.out.git.inp=dft9.in'
    ),
    'test-suite/pw_lattice-ibrav': (
        'benchmark.out.git.inp=lattice-ibrav-12.in benchmark.out.git.inp=lattice-ibrav-3-kauto.in '
        'benchmark.out.git.inp=lattice-ibrav-5.in benchmark.out.git.inp=lattice-ibrav0-cell_parameters+celldm.in '
        'benchmark.out.git.inp=lattice-ibrav1.in benchmark.out.git.inp=lattice-ibrav10.in '
        'benchmark.out.git.inp=lattice-ibrav11-kauto.in benchmark.out.git.inp=lattice-ibrav11.in '
        'benchmark.out.git.inp=lattice-ibrav12-kauto.in benchmark.out.git.inp=lattice-ibrav14.in '
        'benchmark.out.git.inp=lattice-ibrav2-kauto.in benchmark.out.git.inp=lattice-ibrav2.in '
        'benchmark.out.git.inp=lattice-ibrav4-kauto.in benchmark.out.git.inp=lattice-ibrav5-kauto.in '
        'benchmark.out.git.inp=lattice-ibrav5.in benchmark.out.git.inp=lattice-ibrav7-kauto.in '
        'benchmark.out.git.inp=lattice-ibrav7.in benchmark.out.git.inp=lattice-ibrav8-kauto.in '
        'benchmark.out.git.inp=lattice-ibrav8.in benchmark.out.git.inp=lattice-ibrav9.in'
    ),
    'test-suite/pw_lda+U': (
        'benchmark.out.git.inp=lda+U+J0.in benchmark.out.git.inp=lda+U+V_background.in '
        'benchmark.out.git.inp=lda+U+V_noncol_ortho.in benchmark.out.git.inp=lda+U-noU.in '
        'benchmark.out.git.inp=lda+U-user_ns.in benchmark.out.git.inp=lda+U.in '
        'benchmark.out.git.inp=lda+U_background_two_channels.in benchmark.out.git.inp=lda+U_force.in '
        'benchmark.out.git.inp=lda+U_gamma.in benchmark.out.git.inp=lda+U_kind1_collin.in '
        'benchmark.out.git.inp=lda+U_pseudo.in'
    ),
    'test-suite/pw_libxc': (
        'benchmark.out.git.inp=gga_unpol_atom-pbe.in benchmark.out.git.inp=lda_pol_atom-lsda.in '
        'benchmark.out.git.inp=mgga_unpol_metaGGA.in'
    ),
    'test-suite/pw_md': (
        'benchmark.out.git.inp=md-pot_extrap1.in benchmark.out.git.inp=md-pot_extrap2.in '
        'benchmark.out.git.inp=md-wfc_extrap1.in.args=1 benchmark.out.git.inp=md_restart_verlet.in.args=22'
    ),
    'test-suite/pw_metaGGA': (
        'benchmark.out.git.inp=metaGGA-2.in benchmark.out.git.inp=metaGGA-spin.in benchmark.out.git.inp=metaGGA.in'
    ),
    'test-suite/pw_noncolin': (
        'benchmark.out.git.inp=noncolin-1.in benchmark.out.git.inp=noncolin-constrain_angle.in '
        'benchmark.out.git.inp=noncolin-constrain_total.in benchmark.out.git.inp=noncolin-hyb.in '
        'benchmark.out.git.inp=noncolin-pbe.in benchmark.out.git.inp=noncolin.in'
    ),
    'test-suite/pw_pawatom': (
        'benchmark.out.git.inp=paw-atom_spin_lda.in benchmark.out.git.inp=paw-bfgs.in '
        'benchmark.out.git.inp=paw-vcbfgs.in'
    ),
    'test-suite/pw_pbe': (
        'benchmark.out.git.inp=pbe0-si111.in benchmark.out.git.inp=pbe0-si222.in benchmark.out.git.inp=pbe0-si444.in '
        'benchmark.out.git.inp=pbeq2d.in'
    ),
    'test-suite/pw_realspace': (
        'benchmark.out.git.inp=cluster_gs.in benchmark.out.git.inp=cluster_gs50.in '
        'benchmark.out.git.inp=cluster_rs.in'
    ),
    'test-suite/pw_relax': (
        'benchmark.out.git.inp=relax-damped.in benchmark.out.git.inp=relax-el.in '
        'benchmark.out.git.inp=relax-extfor.in benchmark.out.git.inp=relax-fire.in benchmark.out.git.inp=relax2.in'
    ),
    'test-suite/pw_scf': (
        'benchmark.out.git.inp=scf-2.in benchmark.out.git.inp=scf-allfrac.in benchmark.out.git.inp=scf-cg.in '
        'benchmark.out.git.inp=scf-disk_io-1.in benchmark.out.git.inp=scf-disk_io-2.in '
        'benchmark.out.git.inp=scf-disk_io.in benchmark.out.git.inp=scf-kauto.in '
        'benchmark.out.git.inp=scf-mixing_ndim.in benchmark.out.git.inp=scf-rmm-gamma.in '
        'benchmark.out.git.inp=scf.in'
    ),
    'test-suite/pw_twochem': (
        'benchmark.out.git.inp=nscf_twochem.in.args=2 benchmark.out.git.inp=relax_twochem.in '
        'benchmark.out.git.inp=scf_twochem.in'
    ),
    'test-suite/pw_uspp': (
        'benchmark.out.git.inp=uspp-cg-gamma.in benchmark.out.git.inp=uspp-cg.in benchmark.out.git.inp=uspp-hyb-g.in '
        'benchmark.out.git.inp=uspp-hyb-k.in benchmark.out.git.inp=uspp-mixing_ndim.in '
        'benchmark.out.git.inp=uspp-paro-k.in benchmark.out.git.inp=uspp-singlegrid.in'
    ),
    'test-suite/pw_vc-relax': (
        'benchmark.out.git.inp=vc-relax2.in benchmark.out.git.inp=vc-relax3.in benchmark.out.git.inp=vc-relax4.in '
        'benchmark.out.git.inp=vc-relax5.in'
    ),
    'test-suite/pw_vdw': (
        'benchmark.out.git.inp=beef-spin.in benchmark.out.git.inp=beef.in benchmark.out.git.inp=rVV10.in '
        'benchmark.out.git.inp=vdW-DF3-opt2.in benchmark.out.git.inp=vdw-d3.in benchmark.out.git.inp=vdw-ts.in '
        'benchmark.out.git.inp=xdm.in'
    ),
    'test-suite/pw_workflow_exx_nscf': (
        'benchmark.out.git.inp=uspp-gamma-2.in.args=2 benchmark.out.git.inp=uspp-k-restart-1.in.args=1 '
        'benchmark.out.git.inp=uspp-k-restart-2.in.args=2'
    ),
}

QE_BENCHMARKS_OTHER = {
    '': (
        'test-suite/QEHeat_translation/README test-suite/QEHeat_translation/input_2pt.in '
        'test-suite/cp_h2o/h2o-mt-blyp-4.in test-suite/cp_h2o/h2o-mt-blyp-7.in '
        'test-suite/cp_h2o_exx/h2o-mt-b3lyp-1.in test-suite/cp_h2o_scan_libxc/nspin2.in '
        'test-suite/cp_o2/o2-us-para-pbe-6.in test-suite/cp_sio2/sio2-us-lda-1.in '
        'test-suite/cp_sio2/sio2-us-lda-3.in test-suite/epw_pl/epw1.in test-suite/epw_pl/nscf_epw.in '
        'test-suite/epw_polar/epw3.in test-suite/epw_polar/nscf_epw.in test-suite/epw_tdbe/nscf.in '
        'test-suite/epw_tdbe/ph.in test-suite/hp_insulator_paw/BN.scf.in '
        'test-suite/hp_insulator_paw_magn/CrI3.scf.1.in test-suite/hp_metal_paw_magn/Fe.hp.in '
        'test-suite/hp_metal_us_magn/Ni.hp.in test-suite/hp_soc_UV_paw_magn/bn.hp.in '
        'test-suite/hp_soc_U_nc_nonmagn/au.hp.in test-suite/hp_soc_U_nc_nonmagn/au.scf.in '
        'test-suite/hp_soc_U_us_magn/bn.hp.in test-suite/hp_soc_U_us_magn/bn.scf.in test-suite/image_para/si.scf.in '
        'test-suite/ph_U_insulator_us/BN.phq.in test-suite/ph_U_insulator_us/BN.scf.in '
        'test-suite/ph_restart/SiC.phG.restart2.in test-suite/pioud_diamond/diamond_ceriotti.in '
        'test-suite/pioud_diamond/diamond_verlet.in test-suite/pp_acf/ppacf_fock.in test-suite/pw_b3lyp/b3lyp-O.in '
        'test-suite/pw_berry/berry-2.in test-suite/pw_berry/berry.in test-suite/pw_cluster/cluster2.in '
        'test-suite/pw_dipole/2dcutoff.in test-suite/pw_hse/hse-si111.in test-suite/pw_lsda/lsda-2.in '
        'test-suite/pw_md/md-pot_extrap2.in test-suite/pw_md/md.in test-suite/pw_metaGGA/metaGGA.in '
        'test-suite/pw_metal/metal.in test-suite/pw_pawatom/paw-atom_tqr.in test-suite/pw_pawatom/paw-vcbfgs.in '
        'test-suite/pw_pbe/pbe0-si222.in test-suite/pw_plugins/plugin-pw2casino_2.in '
        'test-suite/pw_realspace/cluster_gs.in test-suite/pw_realspace/cluster_rs.in test-suite/pw_relax/relax.in '
        'test-suite/pw_twochem/nscf_twochem.in test-suite/pw_workflow_exx_nscf/uspp-k-smearing-2.in '
        'test-suite/pw_workflow_vc-relax_dos/vc-relax-dos-2.in test-suite/tddfpt_eels-si/Si.pw.in '
        'test-suite/tddfpt_eels-si/Si.tddfpt-eels.in'
    ),
    'test-suite/epw_2D': (
        'epw2.in epw4.in scf.in'
    ),
    'test-suite/epw_base': (
        'epw.in epw3.in epw5.in epw6.in path.dat ph.in'
    ),
    'test-suite/epw_hall': (
        'ph.in pp.in scf.in'
    ),
    'test-suite/epw_metal': (
        'epw1.in epw4.in epw5.in nscf_epw.in pp.in scf.in scf_epw.in'
    ),
    'test-suite/epw_mob': (
        'epw2.in epw5.in pp.in'
    ),
    'test-suite/epw_mob_ibte': (
        'epw1.in epw2.in epw3.in nscf.in q2r.in'
    ),
    'test-suite/epw_mob_ibte_sym': (
        'epw5.in pp.in q2r.in'
    ),
    'test-suite/epw_mob_polar': (
        'Ga-LDA.upf ph.in pp.in'
    ),
    'test-suite/epw_plrn': (
        'nscf.in ph.in pp.in'
    ),
    'test-suite/epw_qdpt': (
        'epw1.in epw2_no_elpa.in nscf.in'
    ),
    'test-suite/epw_soc': (
        'pp.in scf.in scf_epw.in'
    ),
    'test-suite/epw_super': (
        'epw4.in epw5.in epw6.in nscf_outerbands.in ph.in scf_epw.in'
    ),
    'test-suite/epw_trev': (
        'epw1.in nscf_epw.in pp.in'
    ),
    'test-suite/epw_trev_paw': (
        'nscf.in ph.in pp.in'
    ),
    'test-suite/epw_trev_uspp': (
        'epw1.in path.dat ph.in'
    ),
    'test-suite/epw_wfpt': (
        'README.md epw11.in epw22.in nscf2.in ph.in pp.in q2r.in'
    ),
    'test-suite/kcw_wann-nc': (
        'Si_nc.kcw-ham.in Si_nc.pw2wann.in Si_nc.scf.in'
    ),
    'test-suite/not_epw_scdm': (
        'epw1.in epw3.in pp.in'
    ),
    'test-suite/ph_2d': (
        'matdyn2.in q2r1.in scf.in'
    ),
    'test-suite/ph_ahc_bas': (
        '.gitignore dvscfq2r.in matdyn2.in postahc1.in'
    ),
    'test-suite/ph_ahc_diam': (
        '.gitignore diam.dvscfq2r.in diam.nscf.in diam.postahc1.in'
    ),
    'test-suite/ph_base': (
        'c.scf.in ni.phX.in ni.scf.in si.phG.in'
    ),
    'test-suite/ph_metal': (
        'al.scf.fit.in al.scf.in lambda.in q2r.in'
    ),
    'test-suite/ph_multipole': (
        'README.txt multipole.py ph.in ph.in.02 ph.in.03 ph.in.04'
    ),
    'test-suite/pw_atom': (
        'atom-lsda.in atom-occ1.in atom-occ2.in atom-sigmapbe.in'
    ),
    'test-suite/pw_dft': (
        'dft10.in dft4.in dft5.in'
    ),
    'test-suite/pw_lattice-ibrav': (
        'lattice-ibrav-3-kauto.in lattice-ibrav-3.in lattice-ibrav-5-kauto.in lattice-ibrav0-cell_parameters+a.in '
        'lattice-ibrav0-cell_parameters-ang.in lattice-ibrav10.in lattice-ibrav3.in lattice-ibrav4.in '
        'lattice-ibrav5.in lattice-ibrav9-kauto.in lattice-ibrav9.in lattice-wyckoff-sio2.in'
    ),
    'test-suite/pw_lda+U': (
        'lda+U+V-user_ns.in lda+U-noU.in lda+U.in lda+U_background_one_channel.in lda+U_force.ref lda+U_gamma.in '
        'lda+U_kind1_collin.in lda+U_kind1_noncollin.in lda+U_pseudo.in'
    ),
    'test-suite/pw_noncolin': (
        'noncolin-cg.in noncolin-constrain_atomic.in noncolin-constrain_total.in noncolin.in'
    ),
    'test-suite/pw_scf': (
        'scf-2.in scf-disk_io-1.in scf-k0.in scf-mixing_TF.in scf-nofrac.in scf-paro-gamma.in scf.in'
    ),
    'test-suite/pw_uspp': (
        'uspp-cg-gamma.in uspp-cg.in uspp-hyb-k.in uspp-paro-gamma.in uspp1-coulomb.in'
    ),
    'test-suite/pw_vc-relax': (
        'vc-md2.in vc-relax1.in vc-relax3.in vc-relax5.in'
    ),
    'test-suite/pw_vdw': (
        'beef.in vdW-DF3-opt1.in xdm.in'
    ),
}

QE_INPUTS_KIND = {
    '': (
        'test-suite/cp_al_edft/Al.uspp.in test-suite/cp_h2o/h2o-mt-blyp-3.in test-suite/cp_h2o/h2o-mt-blyp-5.in '
        'test-suite/cp_h2o_scan_libxc/nspin1.in test-suite/cp_h2o_scan_libxc/nspin2.in '
        'test-suite/cp_h2o_wf/h2o-nspin1.in test-suite/epw_plrn/nscf.in test-suite/epw_plrn/pp.in '
        'test-suite/epw_soc/epw1.in test-suite/epw_soc/scf.in test-suite/epw_trev/pp.in test-suite/epw_trev/scf.in '
        'test-suite/hp_insulator_paw/BN.hp.in test-suite/hp_insulator_paw_magn/CrI3.hp.in '
        'test-suite/hp_insulator_paw_magn/CrI3.scf.1.in test-suite/hp_insulator_us/LiCoO2.hp.in '
        'test-suite/hp_insulator_us/LiCoO2.scf.in test-suite/hp_insulator_us_magn/NiO.scf.1.in '
        'test-suite/hp_insulator_us_magn/NiO.scf.2.in test-suite/hp_metal_paw_magn/Fe.scf.in '
        'test-suite/hp_metal_paw_magn_intersiteV/LiNiO2.scf.in test-suite/hp_metal_us_magn/Ni.hp.in '
        'test-suite/hp_metal_us_magn/Ni.scf.in test-suite/hp_soc_U_us_magn/bn.hp.in '
        'test-suite/hp_soc_U_us_magn/bn.scf.in test-suite/kcw_ks/h2o.kcw-ham.in test-suite/kcw_wann/Si.kcw-screen.in '
        'test-suite/not_epw_comp/ph_epw.in test-suite/oscdft_pp/view.oscdft.in test-suite/ph_2d/matdyn1.in '
        'test-suite/ph_U_insulator_paw/BN.phq.in test-suite/ph_U_metal_paw/Ni.phq.in '
        'test-suite/ph_U_metal_us/Fe.ph.in test-suite/ph_U_metal_us/Fe.scf.in test-suite/ph_base/c.phG.in '
        'test-suite/ph_base/c.scf.in test-suite/ph_insulator_paw_magn/O2.phG.in '
        'test-suite/ph_insulator_us_magn/NiO.phG.in test-suite/ph_interpol_metal/al.scf.in '
        'test-suite/ph_multipole/scf.in test-suite/pioud_diamond/diamond_pimd.in test-suite/pp_acf/ppacf_fock.in '
        'test-suite/pp_acf/scf_vdw.in test-suite/pw_atom/atom-pbe.in test-suite/pw_atom/atom.in '
        'test-suite/pw_berry/berry-1.in test-suite/pw_berry/berry-2.in test-suite/pw_cluster/cluster1.in '
        'test-suite/pw_cluster/cluster3.in test-suite/pw_dft/dft2.in test-suite/pw_dipole/2dcutoff.in '
        'test-suite/pw_dipole/dipole.in test-suite/pw_electric/electric.in test-suite/pw_gau-pbe/gau-pbe-si111.in '
        'test-suite/pw_gau-pbe/gau-pbe-si222.in test-suite/pw_hse/hse-si222.in test-suite/pw_pbe/pbe0-si222.in '
        'test-suite/pw_plugins/plugin-pw2casino_1.in test-suite/pw_plugins/plugin-pw2casino_2.in '
        'test-suite/pw_spinorbit/spinorbit-3.in test-suite/pw_spinorbit/spinorbit-paw.in '
        'test-suite/pw_twochem/vc-relax_twochem.in test-suite/pw_workflow_scf_dos/scf-dos-2.in '
        'test-suite/pw_workflow_vc-relax_dos/vc-relax-dos-1.in test-suite/pw_workflow_vc-relax_dos/vc-relax-dos-2.in '
        'test-suite/pw_workflow_vc-relax_scf/vc-relax-scf-1.in test-suite/tddfpt_eels-si/Si.pw.in '
        'test-suite/tddfpt_eels-si/Si.tddfpt_pp_eels.in test-suite/tddfpt_magnons_fe/Fe.pw.in '
        # a seeded 15 of the 31 inputs named with '+' or in QEHeat_ folders, added after the first run
        'test-suite/QEHeat_h2o/all_currents.in test-suite/QEHeat_h2o/all_currents_2pt.in '
        'test-suite/QEHeat_rotation/all_currents_2pt.in test-suite/QEHeat_translation/input.in '
        'test-suite/QEHeat_translation/input_ar.in test-suite/QEHeat_translation/input_ar_2pt.in '
        'test-suite/pw_lda+U/lda+U+J0.in test-suite/pw_lda+U/lda+U+V-user_ns.in '
        'test-suite/pw_lda+U/lda+U+V_force_stress_ortho.in '
        'test-suite/pw_lda+U/lda+U_background_one_channel.in '
        'test-suite/pw_lda+U/lda+U_background_two_channels.in test-suite/pw_lda+U/lda+U_gamma.in '
        'test-suite/pw_lda+U/lda+U_kind1_noncollin.in test-suite/pw_lda+U/lda+U_orbital_resolved.in '
        'test-suite/pw_lda+U/lda+U_pseudo.in'
    ),
    'test-suite/cp_o2': (
        'o2-us-para-pbe-1.in o2-us-para-pbe-2.in o2-us-para-pbe-3.in o2-us-para-pbe-6.in'
    ),
    'test-suite/cp_si': (
        'si-vbc-lda-1.in si-vbc-lda-2.in si-vbc-lda-3.in'
    ),
    'test-suite/cp_sio2': (
        'sio2-us-lda-2.in sio2-us-lda-3.in sio2-us-lda-4.in sio2-us-pbe-2.in'
    ),
    'test-suite/epw_2D': (
        'epw1.in epw3.in epw4.in epw6.in epw7.in nscf_epw.in scf_epw.in'
    ),
    'test-suite/epw_base': (
        'epw.in epw1.in epw10.in epw11.in epw2.in epw5.in epw6.in epw9.in pp.in scf.in scf_epw.in'
    ),
    'test-suite/epw_hall': (
        'epw1.in epw2.in epw3.in nscf.in ph.in pp.in scf.in'
    ),
    'test-suite/epw_metal': (
        'epw1.in epw6.in nscf_epw.in pp.in'
    ),
    'test-suite/epw_mob': (
        'epw1.in epw3.in epw5.in epw6.in nscf.in ph.in q2r.in'
    ),
    'test-suite/epw_mob_ibte': (
        'epw3.in nscf.in ph.in q2r.in scf.in'
    ),
    'test-suite/epw_mob_ibte_sym': (
        'epw2.in epw3.in epw4.in epw8.in nscf.in scf.in'
    ),
    'test-suite/epw_mob_polar': (
        'epw1.in epw3.in nscf.in'
    ),
    'test-suite/epw_pl': (
        'ph.in scf.in scf_epw.in'
    ),
    'test-suite/epw_polar': (
        'epw1.in epw3.in nscf_epw.in ph.in pp.in'
    ),
    'test-suite/epw_qdpt': (
        'epw1.in epw2.in epw2_no_elpa.in ph.in pp.in q2r.in'
    ),
    'test-suite/epw_super': (
        'epw1.in epw2.in epw5.in epw6.in epw7.in nscf2supercond.in pp.in scf_epw.in'
    ),
    'test-suite/epw_tdbe': (
        'epw1.in epw3.in scf.in'
    ),
    'test-suite/epw_trev_paw': (
        'epw1.in nscf.in scf.in'
    ),
    'test-suite/epw_trev_uspp': (
        'nscf.in ph.in pp.in'
    ),
    'test-suite/epw_wfpt': (
        'ahc1.in epw21.in epw22.in postahc2.in'
    ),
    'test-suite/kcw_wann-nc': (
        'Si_nc.kcw-ham.in Si_nc.kcw-screen.in Si_nc.pw2wann.in'
    ),
    'test-suite/kcw_wann_sym': (
        'Si.kcw-wann2kcw.in Si.pw2wann.in Si.scf.in'
    ),
    'test-suite/not_epw_scdm': (
        'epw1.in epw2.in epw3.in pp.in'
    ),
    'test-suite/oscdft_pw': (
        'k.in k.oscdft.in nooscdft.in scf.in'
    ),
    'test-suite/ph_1d': (
        'ch4.dynmat.in ch4.ph.in ch4.scf.in'
    ),
    'test-suite/ph_ahc_bas': (
        'ahc2.in matdyn2.in nscf.in ph.in postahc1.in postahc2.in'
    ),
    'test-suite/ph_ahc_diam': (
        'diam.ahc2.in diam.dvscfq2r.in diam.matdyn1.in diam.matdyn3.in diam.nscf.in diam.postahc3.in diam.scf.in'
    ),
    'test-suite/ph_metal': (
        'al.elph.in al.elph.notrans.in al.scf.fit.in lambda.in'
    ),
    'test-suite/ph_restart': (
        'SiC.phG.in SiC.phG.restart1.in SiC.phG.restart2.in SiC.phG.restart3.in SiC.scf.in'
    ),
    'test-suite/pw_b3lyp': (
        'b3lyp-O.in b3lyp-h2o.in x3lyp-O.in'
    ),
    'test-suite/pw_lattice-ibrav': (
        'lattice-ibrav-12-kauto.in lattice-ibrav-12.in lattice-ibrav-3.in lattice-ibrav-5-kauto.in '
        'lattice-ibrav-5.in lattice-ibrav0-cell_parameters-ang.in lattice-ibrav1-kauto.in lattice-ibrav1.in '
        'lattice-ibrav10.in lattice-ibrav11.in lattice-ibrav12-kauto.in lattice-ibrav12.in lattice-ibrav13-kauto.in '
        'lattice-ibrav13.in lattice-ibrav2.in lattice-ibrav3-kauto.in lattice-ibrav4-kauto.in '
        'lattice-ibrav6-kauto.in lattice-ibrav7.in lattice-ibrav8-kauto.in lattice-ibrav9-kauto.in '
        'lattice-wyckoff-sio2.in'
    ),
    'test-suite/pw_libxc': (
        'gga_unpol_atom-pbe.in hyb_gga_unpol_hse-si111.in lda_pol_atom-lsda.in'
    ),
    'test-suite/pw_lsda': (
        'lsda-2.in lsda-mixing_TF.in lsda-mixing_localTF.in'
    ),
    'test-suite/pw_md': (
        'md-pot_extrap1.in md-pot_extrap2.in md-wfc_extrap1.in md.in md_restart_verlet.in'
    ),
    'test-suite/pw_metal': (
        'metal-fermi_dirac.in metal-gaussian.in metal-tetrahedra-2.in metal-tetrahedra.in'
    ),
    'test-suite/pw_noncolin': (
        'noncolin-2.in noncolin-hyb.in noncolin-rmm.in noncolin.in'
    ),
    'test-suite/pw_pawatom': (
        'paw-atom_lda.in paw-atom_spin_lda.in paw-vcbfgs.in'
    ),
    'test-suite/pw_realspace': (
        'cluster_gs.in cluster_gs50.in cluster_rs.in cluster_rs50.in'
    ),
    'test-suite/pw_relax': (
        'relax-el.in relax-extfor.in relax.in relax2-bfgs_ndim3.in relax2.in'
    ),
    'test-suite/pw_scf': (
        'scf-allfrac.in scf-cg.in scf-disk_io-2.in scf-disk_io.in scf-gamma.in scf-gth.in scf-k0.in scf-kcrys.in '
        'scf-mixing_beta.in scf-nofrac.in scf-occ.in scf-paro-gamma.in'
    ),
    'test-suite/pw_uspp': (
        'uspp-2.in uspp-cg-gamma.in uspp-cg.in uspp-hyb-k.in uspp-mixing_TF.in uspp-mixing_localTF.in '
        'uspp-paro-gamma.in uspp-singlegrid.in uspp1.in uspp2.in'
    ),
    'test-suite/pw_vc-relax': (
        'vc-md2.in vc-relax2.in vc-relax4.in vc-relax5.in vc-relax6.in'
    ),
    'test-suite/pw_vdw': (
        'beef-spin.in rVV10.in vdW-DF3-opt1.in vdW-DF3-opt2.in'
    ),
    'test-suite/pw_workflow_exx_nscf': (
        'ncpp-gamma-restart-1.in ncpp-gamma-restart-2.in ncpp-k-1.in uspp-gamma-2.in uspp-k-restart-2.in '
        'uspp-k-smearing-1.in'
    ),
    'test-suite/tddfpt_CH4': (
        'CH4.pw.in CH4.tddfpt.in CH4.tddfpt_pp.in'
    ),
}

QE_INPUTS_OTHER = {
    '': (
        'test-suite/cp_h2o_wf/README test-suite/epw_tdbe/benchmark.out.git.inp=ph.in.args=2 '
        'test-suite/epw_trev/benchmark.out.git.inp=scf.in.args=1 '
        'test-suite/hp_insulator_paw/benchmark.out.git.inp=BN.hp.in.args=3 '
        'test-suite/hp_insulator_paw_magn/benchmark.out.git.inp=CrI3.hp.in.args=3 '
        'test-suite/hp_insulator_paw_magn/benchmark.out.git.inp=CrI3.scf.2.in.args=1 '
        'test-suite/hp_metal_paw_magn/benchmark.out.git.inp=Fe.hp.in.args=4 '
        'test-suite/hp_metal_paw_magn/benchmark.out.git.inp=Fe.scf.in.args=2 '
        'test-suite/hp_metal_paw_magn_intersiteV/benchmark.out.git.inp=LiNiO2.scf.in.args=2 '
        'test-suite/hp_soc_U_us_magn/benchmark.out.git.inp=bn.scf.in.args=1 '
        'test-suite/hp_soc_U_us_magn/benchmark.out.git.inp=bn.scf.in.args=2 '
        'test-suite/kcw_ks/benchmark.out.git.inp=h2o.kcw-wann2kcw.in.args=15 '
        'test-suite/kcw_ks/benchmark.out.git.inp=h2o.scf.in.args=1 test-suite/kcw_wann-nc/Si_nc.win '
        'test-suite/kcw_wann-nc/benchmark.out.git.inp=Si_nc.pw2wann.in.args=3 test-suite/not_epw_comp/grid.py '
        'test-suite/oscdft_pw/benchmark.out.git.inp=nooscdft.in.args=1 '
        'test-suite/ph_1d/benchmark.out.git.inp=ch4.dynmat.in.args=9 '
        'test-suite/ph_1d/benchmark.out.git.inp=ch4.ph.in.args=2 '
        'test-suite/ph_2d/benchmark.out.git.inp=matdyn1.in.args=8 '
        'test-suite/ph_2d/benchmark.out.git.inp=q2r2.in.args=3 '
        'test-suite/ph_U_insulator_paw/benchmark.out.git.inp=BN.scf.in.args=1 '
        'test-suite/ph_U_metal_paw/benchmark.out.git.inp=Ni.phq.in.args=2 '
        'test-suite/ph_U_metal_us/benchmark.out.git.inp=Fe.scf.in.args=1 '
        'test-suite/ph_insulator_paw_magn/benchmark.out.git.inp=O2.phG.in.args=2 '
        'test-suite/ph_insulator_paw_magn/benchmark.out.git.inp=O2.scf.1.in.args=1 '
        'test-suite/pw_twochem/benchmark.out.git.inp=nscf_twochem.in.args=2 '
        'test-suite/pw_workflow_scf_dos/benchmark.out.git.inp=scf-dos-1.in.args=1 '
        'test-suite/pw_workflow_vc-relax_dos/benchmark.out.git.inp=vc-relax-dos-2.in.args=2 '
        'test-suite/pw_workflow_vc-relax_scf/benchmark.out.git.inp=vc-relax-scf-2.in.args=2 '
        'test-suite/tddfpt_CH4/benchmark.out.git.inp=CH4.pw.in.args=1 '
        'test-suite/tddfpt_CH4/benchmark.out.git.inp=CH4.tddfpt_pp.in.args=3 '
        'test-suite/tddfpt_eels-si/benchmark.out.git.inp=Si.pw.in.args=1 '
        'test-suite/tddfpt_magnons_fe/benchmark.out.git.inp=Fe.pw.in.args=1'
    ),
    'test-suite/epw_2D': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw3.in.args=10 '
        'benchmark.out.git.inp=epw4.in.args=5 benchmark.out.git.inp=epw8.in.args=5 '
        'benchmark.out.git.inp=scf_epw.in.args=0 quadrupole.fmt'
    ),
    'test-suite/epw_base': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw3.in.args=3 '
        'benchmark.out.git.inp=epw5.in.args=3 benchmark.out.git.inp=epw9.in.args=3 '
        'benchmark.out.git.inp=nscf_epw.in.args=1 benchmark.out.git.inp=scf.in.args=1 '
        'benchmark.out.git.inp=scf_epw.in.args=1'
    ),
    'test-suite/epw_hall': (
        'LGXKG4.txt benchmark.out.git.inp=epw2.in.args=3 benchmark.out.git.inp=nscf.in.args=1 '
        'benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=0 quadrupole.fmt'
    ),
    'test-suite/epw_metal': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw3.in.args=5 '
        'benchmark.out.git.inp=epw4.in.args=3 benchmark.out.git.inp=epw5.in.args=10 '
        'benchmark.out.git.inp=epw6.in.args=11 benchmark.out.git.inp=nscf_epw.in.args=1'
    ),
    'test-suite/epw_mob': (
        'LGX.txt benchmark.out.git.inp=epw5.in.args=3 benchmark.out.git.inp=epw6.in.args=3 '
        'benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=1 pp.py si.eig'
    ),
    'test-suite/epw_mob_ibte': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw2.in.args=3 '
        'benchmark.out.git.inp=epw3.in.args=3 benchmark.out.git.inp=q2r.in.args=4 '
        'benchmark.out.git.inp=scf.in.args=1'
    ),
    'test-suite/epw_mob_ibte_sym': (
        'LGX.txt benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw5.in.args=3 '
        'benchmark.out.git.inp=epw6.in.args=5 benchmark.out.git.inp=epw7.in.args=3 '
        'benchmark.out.git.inp=epw8.in.args=5 benchmark.out.git.inp=nscf.in.args=1 '
        'benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=q2r.in.args=4'
    ),
    'test-suite/epw_mob_polar': (
        'Ga-LDA.upf benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw2.in.args=3 '
        'benchmark.out.git.inp=epw3.in.args=5 benchmark.out.git.inp=nscf.in.args=1 '
        'benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=1'
    ),
    'test-suite/epw_pl': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=nscf_epw.in.args=1 '
        'benchmark.out.git.inp=ph.in.args=2 benchmark.out.git.inp=scf.in.args=1 '
        'benchmark.out.git.inp=scf_epw.in.args=1 qgrid.txt'
    ),
    'test-suite/epw_plrn': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw2.in.args=3 '
        'benchmark.out.git.inp=nscf.in.args=1'
    ),
    'test-suite/epw_polar': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw3.in.args=3 '
        'benchmark.out.git.inp=ph.in.args=2'
    ),
    'test-suite/epw_qdpt': (
        'LGX.txt benchmark.out.git.inp=nscf.in.args=1 benchmark.out.git.inp=ph.in.args=2 '
        'benchmark.out.git.inp=scf.in.args=1'
    ),
    'test-suite/epw_soc': (
        'benchmark.out.git.inp=epw2.in.args=3 benchmark.out.git.inp=nscf_epw.in.args=1 '
        'benchmark.out.git.inp=scf_epw.in.args=1'
    ),
    'test-suite/epw_super': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=epw3.in.args=3 '
        'benchmark.out.git.inp=epw5.in.args=3 benchmark.out.git.inp=epw6.in.args=3 '
        'benchmark.out.git.inp=epw7.in.args=3'
    ),
    'test-suite/epw_trev_paw': (
        'benchmark.out.git.inp=scf.in.args=1 path.dat pathq.dat'
    ),
    'test-suite/epw_trev_uspp': (
        'benchmark.out.git.inp=epw1.in.args=3 benchmark.out.git.inp=nscf.in.args=1 '
        'benchmark.out.git.inp=ph.in.args=2'
    ),
    'test-suite/epw_wfpt': (
        '.gitignore README.md benchmark.out.git.inp=ahc1.in.args=7 benchmark.out.git.inp=ahc2.in.args=7 '
        'benchmark.out.git.inp=epw11.in.args=3 benchmark.out.git.inp=epw12.in.args=3 '
        'benchmark.out.git.inp=epw21.in.args=3 benchmark.out.git.inp=epw23.in.args=3 '
        'benchmark.out.git.inp=matdyn.in.args=6 benchmark.out.git.inp=nscf1.in.args=1 '
        'benchmark.out.git.inp=nscf2.in.args=1 benchmark.out.git.inp=q2r.in.args=4 kpath.GammaX.txt'
    ),
    'test-suite/hp_insulator_us': (
        'benchmark.out.git.inp=LiCoO2.hp.in.args=3 benchmark.out.git.inp=LiCoO2.hp.in.args=4 '
        'benchmark.out.git.inp=LiCoO2.scf.in.args=1'
    ),
    'test-suite/hp_insulator_us_magn': (
        'benchmark.out.git.inp=NiO.hp.in.args=4 benchmark.out.git.inp=NiO.scf.1.in.args=1 '
        'benchmark.out.git.inp=NiO.scf.2.in.args=1 benchmark.out.git.inp=NiO.scf.2.in.args=2'
    ),
    'test-suite/hp_metal_us_magn': (
        'benchmark.out.git.inp=Ni.hp.in.args=3 benchmark.out.git.inp=Ni.scf.in.args=1 '
        'benchmark.out.git.inp=Ni.scf.in.args=2'
    ),
    'test-suite/kcw_wann': (
        'Si.win benchmark.out.git.inp=Si.kcw-wann2kcw.in.args=5 benchmark.out.git.inp=Si.pw2wann.in.args=3 '
        'benchmark.out.git.inp=Si.scf.in.args=1 benchmark.out.git.inp=Si.win.args=4'
    ),
    'test-suite/kcw_wann_sym': (
        'benchmark.out.git.inp=Si.kcw-screen.in.args=6 benchmark.out.git.inp=Si.kcw-wann2kcw.in.args=5 '
        'benchmark.out.git.inp=Si.pw2wann.in.args=3 benchmark.out.git.inp=Si.scf.in.args=1 '
        'benchmark.out.git.inp=Si.win.args=2'
    ),
    'test-suite/not_epw_scdm': (
        'LGX.txt benchmark.out.git.inp=epw2.in.args=3 benchmark.out.git.inp=ph.in.args=2'
    ),
    'test-suite/ph_ahc_bas': (
        '.gitignore benchmark.out.git.inp=dvscfq2r.in.args=6 benchmark.out.git.inp=matdyn2.in.args=4 '
        'benchmark.out.git.inp=nscf.in.args=1 benchmark.out.git.inp=postahc2.in.args=7'
    ),
    'test-suite/ph_ahc_diam': (
        'benchmark.out.git.inp=diam.ahc1.in.args=2 benchmark.out.git.inp=diam.ahc2.in.args=2 '
        'benchmark.out.git.inp=diam.ahc3.in.args=2 benchmark.out.git.inp=diam.matdyn3.in.args=4 '
        'benchmark.out.git.inp=diam.nscf.in.args=1 benchmark.out.git.inp=diam.nscf.nosym.in.args=1'
    ),
    'test-suite/ph_base': (
        'benchmark.out.git.inp=c.phG.in.args=2 benchmark.out.git.inp=c.scf.in.args=1 '
        'benchmark.out.git.inp=ni.phX.in.args=2 benchmark.out.git.inp=ni.scf.in.args=1 '
        'benchmark.out.git.inp=nipaw.scf.in.args=1 benchmark.out.git.inp=si.phX.in.args=2'
    ),
    'test-suite/ph_interpol_metal': (
        'benchmark.out.git.inp=al.dvscfq2r.in.args=6 benchmark.out.git.inp=al.elph.interpol.in.args=2 '
        'benchmark.out.git.inp=al.ph.in.args=2 benchmark.out.git.inp=al.scf.in.args=1'
    ),
    'test-suite/ph_metal': (
        'benchmark.out.git.inp=al.elph.in.args=2 benchmark.out.git.inp=al.elph.notrans.in.args=2 '
        'benchmark.out.git.inp=al.scf.fit.in.args=1 benchmark.out.git.inp=lambda.in.args=5 '
        'benchmark.out.git.inp=matdyn.in.freq.args=4 benchmark.out.git.inp=q2r.in.args=3'
    ),
    'test-suite/ph_multipole': (
        'benchmark.out.git.inp=ph.in.02.args=2 benchmark.out.git.inp=scf.in.args=12 ph.in.02 ph.in.03 ph.in.04'
    ),
    'test-suite/ph_restart': (
        'benchmark.out.git.inp=SiC.phG.in.args=2 benchmark.out.git.inp=SiC.phG.restart2.in.args=2 '
        'benchmark.out.git.inp=SiC.phG.restart4.in.args=2 benchmark.out.git.inp=SiC.scf.in.args=1'
    ),
    'test-suite/pw_md': (
        'benchmark.out.git.inp=md-pot_extrap1.in.args=1 benchmark.out.git.inp=md-pot_extrap2.in.args=2 '
        'benchmark.out.git.inp=md-wfc_extrap2.in.args=2 benchmark.out.git.inp=md.in.args=1 '
        'benchmark.out.git.inp=md_restart_verlet.in.args=22 md_restart_verlet_original.md'
    ),
    'test-suite/pw_workflow_exx_nscf': (
        'benchmark.out.git.inp=ncpp-gamma-restart-2.in.args=2 benchmark.out.git.inp=ncpp-k-1.in.args=1 '
        'benchmark.out.git.inp=ncpp-k-2.in.args=2 benchmark.out.git.inp=uspp-gamma-1.in.args=1 '
        'benchmark.out.git.inp=uspp-k-restart-2.in.args=2'
    ),
}

PSI_REFS_KIND = {
    '': (
        'tests/aediis-2/output.ref tests/casscf-sa-sp/output.ref tests/casscf-semi/output.ref '
        'tests/casscf-sp/output.ref tests/castup1/output.ref tests/cbs-xtpl-dict/output.ref '
        'tests/cbs-xtpl-energy/output.ref tests/cbs-xtpl-energy-conv/output.ref tests/cbs-xtpl-freq/output.ref '
        'tests/cbs-xtpl-func/output.ref tests/cbs-xtpl-gradient/output.ref tests/cbs-xtpl-nbody/output.ref '
        'tests/cbs-xtpl-opt/output.ref tests/cc-module/output.ref tests/cc1/output.ref tests/cc10/output.ref '
        'tests/cc11/output.ref tests/cc13/output.ref tests/cc13a/output.ref tests/cc13c/output.ref '
        'tests/cc13d/output.ref tests/cc14/output.ref tests/cc16/output.ref tests/cc17/output.ref '
        'tests/cc18/output.ref tests/cc19/output.ref tests/cc2/output.ref tests/cc21/output.ref '
        'tests/cc22/output.ref tests/cc25/output.ref tests/cc26/output.ref tests/cc27/output.ref '
        'tests/cc28/output.ref tests/cc3/output.ref tests/cc30/output.ref tests/cc31/output.ref '
        'tests/cc33/output.ref tests/cc34/output.ref tests/cc36/output.ref tests/cc41/output.ref '
        'tests/cc42/output.ref tests/cc43/output.ref tests/cc44/output.ref tests/cc45/output.ref '
        'tests/cc47/output.ref tests/cc48/output.ref tests/cc4a/output.ref tests/cc50/output.ref '
        'tests/cc52/output.ref tests/cc55/output.ref tests/cc56/output.ref tests/cc6/output.ref tests/cc8/output.ref '
        'tests/cc8a/output.ref tests/cc8c/output.ref tests/cc9/output.ref tests/cc9a/output.ref '
        'tests/cdomp2-1/output.ref tests/cdomp2-2/output.ref tests/cdoremp-energy1/output.ref '
        'tests/cdremp-1/output.ref tests/cdremp-2/output.ref tests/cepa1/output.ref tests/cepa2/output.ref '
        'tests/cepa3/output.ref tests/ci-multi/output.ref tests/cisd-h2o+-0/output.ref tests/cisd-h2o+-1/output.ref '
        'tests/cubeprop/output.ref tests/cubeprop-esp/output.ref tests/dct-grad2/output.ref '
        'tests/dct-grad3/output.ref tests/dct-grad4/output.ref tests/dct1/output.ref tests/dct12/output.ref '
        'tests/dct3/output.ref tests/dct4/output.ref tests/dct5/output.ref tests/dct7/output.ref '
        'tests/density-screen-1/output.ref tests/density-screen-2/output.ref tests/dfcasscf-fzc-sp/output.ref '
        'tests/dfcasscf-sa-sp/output.ref tests/dfccd-grad1/output.ref tests/dfccd1/output.ref '
        'tests/dfccdl1/output.ref tests/dfccsd-grad1/output.ref tests/dfccsd-t-grad1/output.ref '
        'tests/dfccsd-t-grad2/output.ref tests/dfccsdat1/output.ref tests/dfccsdat2/output.ref '
        'tests/dfccsdt1/output.ref tests/dfccsdt2/output.ref tests/dfep2-1/output.ref tests/dfep2-2/output.ref '
        'tests/dfmp2-2/output.ref tests/dfmp2-3/output.ref tests/dfmp2-ecp/output.ref tests/dfmp2-grad2/output.ref '
        'tests/dfmp2-grad3/output.ref tests/dfmp2-grad4/output.ref tests/dfmp2f12-1/output.ref '
        'tests/dfomp2-1/output.ref tests/dfomp2-2/output.ref tests/dfomp2-3/output.ref tests/dfomp2-4/output.ref '
        'tests/dfomp2-grad2/output.ref tests/dfomp2p5-1/output.ref tests/dfomp3-grad1/output.ref '
        'tests/dfomp3-grad2/output.ref tests/dfremp-1/output.ref tests/dfremp-2/output.ref '
        'tests/dfscf-bz2/output.ref tests/dft-b2plyp/output.ref tests/dft-b3lyp/output.ref '
        'tests/dft-custom/output.ref tests/dft-custom-dhdf/output.ref tests/dft-custom-gga/output.ref '
        'tests/dft-custom-hybrid/output.ref tests/dft-custom-mgga/output.ref tests/dft-dens-cut/output.ref '
        'tests/dft-freq/output.ref tests/dft-freq-analytic1/output.ref tests/dft-freq-analytic2/output.ref '
        'tests/dft-ghost/output.ref tests/dft-grac/output.ref tests/dft-grad-disk/output.ref '
        'tests/dft-grad-lr1/output.ref tests/dft-grad1/output.ref tests/dft-jk/output.ref '
        'tests/dft-reference/output.ref tests/dft-smoke/output.ref tests/dft1/output.ref tests/dft1-alt/output.ref '
        'tests/dlpnocc-1/output.ref tests/dlpnocc-2/output.ref tests/dlpnocc-3/output.ref '
        'tests/dlpnomp2-1/output.ref tests/dlpnomp2-2/output.ref tests/docs-bases/output.ref '
        'tests/embpot1/output.ref tests/extern1/output.ref tests/extern6/output.ref tests/fci-coverage/output.ref '
        'tests/fci-dipole/output.ref tests/fci-h2o-2/output.ref tests/fci-h2o-fzcv/output.ref '
        'tests/fci-tdm/output.ref tests/fcidump/output.ref tests/fd-freq-energy/output.ref '
        'tests/fd-freq-energy-large/output.ref tests/fd-freq-gradient/output.ref '
        'tests/fd-freq-gradient-large/output.ref tests/fd-gradient/output.ref tests/fnocc1/output.ref '
        'tests/fnocc3/output.ref tests/fnocc5/output.ref tests/fnocc7/output.ref tests/frac-ip-fitting/output.ref '
        'tests/frac-traverse/output.ref tests/freq-isotope2/output.ref tests/fsapt-allterms/output.ref '
        'tests/fsapt-d/output.ref tests/fsapt-diff1/output.ref tests/fsapt-ext-abc/output.ref '
        'tests/fsapt-ext-abc-au/output.ref tests/fsapt1/output.ref tests/fsapt2/output.ref '
        'tests/fsaptd-terms/output.ref tests/ghosts/output.ref tests/gibbs/output.ref tests/isapt-charged/output.ref '
        'tests/isapt-siao1/output.ref tests/lccd-grad1/output.ref tests/mbis-1/output.ref tests/mbis-2/output.ref '
        'tests/mbis-3/output.ref tests/mbis-4/output.ref tests/mbis-5/output.ref tests/mbis-7/output.ref '
        'tests/mcscf1/output.ref tests/mcscf3/output.ref tests/mints-helper/output.ref tests/mints10/output.ref '
        'tests/mints12/output.ref tests/mints2/output.ref tests/mints3/output.ref tests/mints4/output.ref '
        'tests/mints5/output.ref tests/mints6/output.ref tests/mints9/output.ref tests/molden1/output.ref '
        'tests/mp2-1/output.ref tests/mp2-def2/output.ref tests/mp2-grad1/output.ref tests/mp2-grad2/output.ref '
        'tests/mp2-grad3/output.ref tests/mp2-h/output.ref tests/mp2-property/output.ref tests/mp2f12-1/output.ref '
        'tests/mp3-grad1/output.ref tests/mp3-grad2/output.ref tests/mpn-bh/output.ref '
        'tests/nbody-convergence/output.ref tests/nbody-cp-gradient/output.ref tests/nbody-freq/output.ref '
        'tests/nbody-hessian/output.ref tests/nbody-multi-level/output.ref tests/nbody-multi-level-2/output.ref '
        'tests/nbody-nocp-gradient/output.ref tests/nbody-vmfc-gradient/output.ref '
        'tests/nbody-vmfc-hessian/output.ref tests/olccd-freq1/output.ref tests/olccd-grad1/output.ref '
        'tests/olccd1/output.ref tests/olccd2/output.ref tests/olccd3/output.ref tests/omp2-1/output.ref '
        'tests/omp2-4/output.ref tests/omp2-5/output.ref tests/omp2p5-2/output.ref tests/omp3-1/output.ref '
        'tests/omp3-2/output.ref tests/omp3-3/output.ref tests/omp3-4/output.ref tests/omp3-grad1/output.ref '
        'tests/omp3-grad2/output.ref tests/opt-freeze-coords/output.ref tests/opt-irc-3/output.ref '
        'tests/opt1-fd/output.ref tests/opt11/output.ref tests/opt12/output.ref tests/opt13/output.ref '
        'tests/opt15/output.ref tests/opt3/output.ref tests/opt9/output.ref tests/options1/output.ref '
        'tests/oremp-grad2/output.ref tests/phi-ao/output.ref tests/props2/output.ref tests/props4/output.ref '
        'tests/psimrcc-ccsd_t-4/output.ref tests/psimrcc-fd-freq2/output.ref tests/psimrcc-sp1/output.ref '
        'tests/psithon2/output.ref tests/pubchem2/output.ref tests/pywrap-align-chiral/output.ref '
        'tests/pywrap-all/output.ref tests/pywrap-basis/output.ref tests/pywrap-cbs1/output.ref '
        'tests/pywrap-checkrun-convcrit/output.ref tests/pywrap-checkrun-rhf/output.ref '
        'tests/pywrap-checkrun-rohf/output.ref tests/pywrap-db3/output.ref tests/pywrap-molecule/output.ref '
        'tests/rasci-c2-active/output.ref tests/rasscf-sp/output.ref tests/remp-energy2/output.ref '
        'tests/sad-scf-type/output.ref tests/sapt-compare/output.ref tests/sapt-dft-lrc/output.ref '
        'tests/sapt-dft2/output.ref tests/sapt-exch-disp-inf/output.ref tests/sapt1/output.ref '
        'tests/sapt10/output.ref tests/sapt3/output.ref tests/sapt4/output.ref tests/sapt5/output.ref '
        'tests/sapt6/output.ref tests/sapt7/output.ref tests/sapt9/output.ref tests/scf-auto-cholesky/output.ref '
        'tests/scf-bz2/output.ref tests/scf-cholesky-basis/output.ref tests/scf-guess/output.ref '
        'tests/scf-guess-read1/output.ref tests/scf-hess1/output.ref tests/scf-level-shift-cuhf/output.ref '
        'tests/scf-level-shift-rks/output.ref tests/scf-level-shift-uhf/output.ref tests/scf-property/output.ref '
        'tests/scf-response2/output.ref tests/scf3/output.ref tests/scf4/output.ref tests/scf7/output.ref '
        'tests/soscf-large/output.ref tests/soscf-ref/output.ref tests/stability1/output.ref '
        'tests/stability2/output.ref tests/stability3/output.ref tests/tdscf-2/output.ref tests/tdscf-3/output.ref '
        'tests/tdscf-4/output.ref tests/tdscf-5/output.ref tests/tdscf-6/output.ref tests/tdscf-7/output.ref '
        'tests/tu1-h2o-energy/output.ref tests/tu6-cp-ne2/output.ref tests/x2c1/output.ref '
        'tests/zaptn-nh2/output.ref '
        # the tests named with a capital, added after the first run
        'tests/linK-1/output.ref tests/linK-2/output.ref tests/linK-3/output.ref'
    ),
}

PSI_REFS_OTHER = {
    '': (
        'tests/aediis-2/CMakeLists.txt tests/casscf-sa-sp/CMakeLists.txt tests/casscf-semi/CMakeLists.txt '
        'tests/casscf-sp/test_input.py tests/castup1/test_input.py tests/cbs-xtpl-energy-conv/CMakeLists.txt '
        'tests/cbs-xtpl-energy-conv/test_input.py tests/cbs-xtpl-gradient/NULL tests/cbs-xtpl-gradient/test_input.py '
        'tests/cc-module/CMakeLists.txt tests/cc-module/test_input.py tests/cc1/test_input.py '
        'tests/cc10/CMakeLists.txt tests/cc10/input.dat tests/cc13a/CMakeLists.txt tests/cc13c/input.dat '
        'tests/cc13d/input.dat tests/cc18/test_input.py tests/cc19/CMakeLists.txt tests/cc2/test_input.py '
        'tests/cc28/input.dat tests/cc3/CMakeLists.txt tests/cc30/CMakeLists.txt tests/cc33/input.dat '
        'tests/cc42/CMakeLists.txt tests/cc42/test_input.py tests/cc43/CMakeLists.txt tests/cc43/input.dat '
        'tests/cc44/input.dat tests/cc47/CMakeLists.txt tests/cc50/test_input.py tests/cc56/test_input.py '
        'tests/cc6/output.pvtz+ tests/cc8a/input.dat tests/cc8a/test_input.py tests/cc8c/test_input.py '
        'tests/cdoremp-energy1/input.dat tests/cdremp-1/input.dat tests/cdremp-2/CMakeLists.txt '
        'tests/cepa1/input.dat tests/cepa3/test_input.py tests/ci-multi/test_input.py '
        'tests/cisd-h2o+-1/CMakeLists.txt tests/cisd-h2o+-1/test_input.py tests/dct-grad2/input.dat '
        'tests/dct-grad3/input.dat tests/dct12/input.dat tests/dct3/CMakeLists.txt tests/dct3/input.dat '
        'tests/dct7/CMakeLists.txt tests/density-screen-1/input.dat tests/density-screen-2/input.dat '
        'tests/dfcasscf-fzc-sp/test_input.py tests/dfccd1/CMakeLists.txt tests/dfccsdat1/CMakeLists.txt '
        'tests/dfccsdt1/test_input.py tests/dfmp2-2/CMakeLists.txt tests/dfmp2-3/input.dat '
        'tests/dfmp2-ecp/test_input.py tests/dfmp2-grad2/test_input.py tests/dfmp2-grad3/test_input.py '
        'tests/dfomp2-2/input.dat tests/dfomp2-3/input.dat tests/dfomp2-4/CMakeLists.txt tests/dfomp2-4/input.dat '
        'tests/dfomp2-grad2/CMakeLists.txt tests/dfomp2-grad2/test_input.py tests/dfomp3-grad1/CMakeLists.txt '
        'tests/dfomp3-grad2/CMakeLists.txt tests/dfscf-bz2/input.dat tests/dfscf-bz2/test_input.py '
        'tests/dft-b2plyp/test_input.py tests/dft-custom-dhdf/CMakeLists.txt tests/dft-custom-dhdf/test_input.py '
        'tests/dft-custom-gga/test_input.py tests/dft-custom-hybrid/test_input.py tests/dft-freq-analytic2/input.dat '
        'tests/dft-grac/CMakeLists.txt tests/dft-grac/input.dat tests/dft-grad-disk/CMakeLists.txt '
        'tests/dft-grad-disk/input.dat tests/dft-grad-lr1/CMakeLists.txt tests/dft-reference/input.dat '
        'tests/dft-reference/test_input.py tests/dft-smoke/input.dat tests/dft1/qchem.in tests/dft1/test_input.py '
        'tests/dft1-alt/input.dat tests/dlpnocc-2/CMakeLists.txt tests/dlpnocc-3/CMakeLists.txt '
        'tests/dlpnomp2-1/input.dat tests/docs-bases/test_input.py tests/embpot1/test_input.py '
        'tests/extern1/CMakeLists.txt tests/fci-dipole/test_input.py tests/fci-h2o-2/input.dat '
        'tests/fci-h2o-fzcv/input.dat tests/fci-h2o-fzcv/test_input.py tests/fcidump/Ne.6311G.INTDUMP.ref '
        'tests/fcidump/test_input.py tests/fd-freq-energy/CMakeLists.txt tests/fd-freq-energy-large/CMakeLists.txt '
        'tests/fd-freq-gradient-large/input.dat tests/fd-gradient/test_input.py tests/fnocc3/input.dat '
        'tests/frac-ip-fitting/CMakeLists.txt tests/fsapt-d/test_input.py tests/fsapt-ext-abc-au/input.dat '
        'tests/fsapt1/README tests/fsapt1/input.dat tests/fsaptd-terms/test_input.py tests/ghosts/CMakeLists.txt '
        'tests/lccd-grad1/CMakeLists.txt tests/mbis-3/input.dat tests/mbis-3/test_input.py '
        'tests/mbis-4/CMakeLists.txt tests/mbis-5/CMakeLists.txt tests/mbis-5/test_input.py '
        'tests/mcscf3/test_input.py tests/mints-helper/input.dat tests/mints5/test_input.py '
        'tests/mints6/CMakeLists.txt tests/molden1/cas_orbitals.molden.ref tests/mp2-def2/CMakeLists.txt '
        'tests/mp2-grad1/input.dat tests/mp2-h/test_input.py tests/mp2-property/grid.dat '
        'tests/mp2-property/test_input.py tests/mp3-grad1/CMakeLists.txt tests/mp3-grad1/input.dat '
        'tests/nbody-convergence/CMakeLists.txt tests/nbody-convergence/input.dat '
        'tests/nbody-cp-gradient/CMakeLists.txt tests/nbody-cp-gradient/input.dat '
        'tests/nbody-vmfc-hessian/test_input.py tests/olccd-freq1/CMakeLists.txt tests/olccd2/test_input.py '
        'tests/omp2-1/CMakeLists.txt tests/omp2-5/CMakeLists.txt tests/omp3-2/CMakeLists.txt '
        'tests/omp3-grad1/input.dat tests/omp3-grad2/CMakeLists.txt tests/omp3-grad2/test_input.py '
        'tests/opt11/test_input.py tests/opt13/CMakeLists.txt tests/opt13/test_input.py tests/opt15/input.dat '
        'tests/opt15/test_input.py tests/opt9/test_input.py tests/options1/input.dat tests/oremp-grad2/input.dat '
        'tests/phi-ao/test_input.py tests/pywrap-checkrun-convcrit/test_input.py tests/pywrap-checkrun-rhf/NULL '
        'tests/pywrap-checkrun-rohf/CMakeLists.txt tests/rasci-c2-active/input.dat tests/rasscf-sp/CMakeLists.txt '
        'tests/sad-scf-type/test_input.py tests/sapt-compare/CMakeLists.txt tests/sapt-compare/test_input.py '
        'tests/sapt-dft-lrc/input.dat tests/sapt10/input.dat tests/sapt10/test_input.py tests/sapt5/CMakeLists.txt '
        'tests/sapt7/CMakeLists.txt tests/scf-bz2/input.dat tests/scf-guess/test_input.py '
        'tests/scf-hess1/test_input.py tests/scf-level-shift-uhf/input.dat tests/scf-level-shift-uhf/test_input.py '
        'tests/scf-property/grid.dat tests/scf3/input.dat tests/scf7/input.dat tests/soscf-ref/input.dat '
        'tests/soscf-ref/test_input.py tests/stability3/test_input.py tests/tdscf-3/test_input.py '
        'tests/tu1-h2o-energy/CMakeLists.txt tests/zaptn-nh2/input.dat tests/zaptn-nh2/test_input.py'
    ),
    'tests/cubeprop': (
        'DUAL.cube.ref Dt.cube.ref Psi_a_3_1-B2.cube.ref Psi_a_4_3-A1.cube.ref Psi_a_4_4-A.cube.ref'
    ),
    'tests/fd-freq-gradient': (
        'CMakeLists.txt input.dat test_input.py'
    ),
    'tests/frac-traverse': (
        'CMakeLists.txt input.dat test_input.py'
    ),
    'tests/mints3': (
        'CMakeLists.txt Py-6-311Gss.dat input.dat'
    ),
    'tests/olccd-grad1': (
        'CMakeLists.txt NULL test_input.py'
    ),
    'tests/sapt6': (
        'CMakeLists.txt input.dat test_input.py'
    ),
}

PSI_ADDON_INPUTS_KIND = {
    '': (
        'tests/brianqc/frequency-hf/input.dat tests/brianqc/frequency-hf-uhf/input.dat '
        'tests/brianqc/geometry-optimization-dft/input.dat tests/brianqc/geometry-optimization-dft-lrc/input.dat '
        'tests/brianqc/geometry-optimization-hf/input.dat tests/brianqc/geometry-optimization-hf-rohf/input.dat '
        'tests/brianqc/geometry-optimization-hf-uhf/input.dat tests/brianqc/high-angular-momentum/input.dat '
        'tests/brianqc/linear-dependence/input.dat tests/brianqc/pentacene/input.dat '
        'tests/brianqc/single-point-dft/input.dat tests/brianqc/single-point-dft-lrc/input.dat '
        'tests/brianqc/single-point-dft-nlc/input.dat tests/brianqc/single-point-dft-uhf/input.dat '
        'tests/brianqc/single-point-hf/input.dat tests/brianqc/single-point-hf-rohf/input.dat '
        'tests/brianqc/single-point-hf-uhf/input.dat tests/cfour/dfmp2-1/input.dat tests/cfour/kw-1/input.dat '
        'tests/cfour/kw-2/input.dat tests/cfour/kw-3/input.dat tests/cfour/kw-4/input.dat tests/cfour/kw-5/input.dat '
        'tests/cfour/kw-6/input.dat tests/cfour/kw-7/input.dat tests/cfour/kw-8/input.dat '
        'tests/cfour/mints5/input.dat tests/cfour/mints5-grad/input.dat tests/cfour/mp2-1/input.dat '
        'tests/cfour/opt-rhf-ccsd_t_/input.dat tests/cfour/opt-rhf-ccsd_t_-ecc/input.dat '
        'tests/cfour/opt-rhf-mp2/input.dat tests/cfour/opt-rhf-scf/input.dat tests/cfour/psi-a24-grad/input.dat '
        'tests/cfour/psi-ghost-grad/input.dat tests/cfour/psi-mp4/input.dat tests/cfour/psi-rhf-mp3/input.dat '
        'tests/cfour/psi-rhf-scsmp2/input.dat tests/cfour/psi-rohf-scsmp2/input.dat '
        'tests/cfour/psi-uhf-mp3/input.dat tests/cfour/psi-uhf-scsmp2/input.dat tests/cfour/puream/input.dat '
        'tests/cfour/pywrap-alias/input.dat tests/cfour/pywrap-all/input.dat tests/cfour/pywrap-basis/input.dat '
        'tests/cfour/pywrap-cbs1/input.dat tests/cfour/pywrap-db1/input.dat tests/cfour/scf4/input.dat '
        'tests/cfour/sp-rhf-cc3/input.dat tests/cfour/sp-rhf-ccsd/input.dat tests/cfour/sp-rhf-ccsd-ao/input.dat '
        'tests/cfour/sp-rhf-ccsd_t_/input.dat tests/cfour/sp-rhf-ccsd_t_-ao/input.dat '
        'tests/cfour/sp-rhf-ccsd_t_-ao-ecc/input.dat tests/cfour/sp-rhf-ccsd_t_-ecc/input.dat '
        'tests/cfour/sp-rhf-ccsd_t_-fc/input.dat tests/cfour/sp-rhf-ccsdt/input.dat tests/cfour/sp-rhf-mp2/input.dat '
        'tests/cfour/sp-rhf-scf/input.dat tests/cfour/sp-rohf-ccsd/input.dat tests/cfour/sp-rohf-ccsd-ao/input.dat '
        'tests/cfour/sp-rohf-ccsd_t_/input.dat tests/cfour/sp-rohf-ccsd_t_-ao/input.dat '
        'tests/cfour/sp-rohf-ccsd_t_-ao-ecc/input.dat tests/cfour/sp-rohf-ccsd_t_-fc/input.dat '
        'tests/cfour/sp-rohf-ccsdt/input.dat tests/cfour/sp-rohf-mp2-sc/input.dat '
        'tests/cfour/sp-rohf-mp2-std/input.dat tests/cfour/sp-rohf-mp4-sc/input.dat '
        'tests/cfour/sp-rohf-scf/input.dat tests/cfour/sp-uhf-cc3/input.dat tests/cfour/sp-uhf-ccsd/input.dat '
        'tests/cfour/sp-uhf-ccsd_t_/input.dat tests/cfour/sp-uhf-ccsd_t_-ao/input.dat '
        'tests/cfour/sp-uhf-ccsd_t_-ao-ecc/input.dat tests/cfour/sp-uhf-ccsd_t_-ecc/input.dat '
        'tests/cfour/sp-uhf-ccsdt/input.dat tests/cfour/sp-uhf-mp2/input.dat tests/cfour/sp-uhf-scf/input.dat '
        'tests/chemps2/caspt2-n2/input.dat tests/chemps2/caspt2-small/input.dat tests/chemps2/ci-h2o/input.dat '
        'tests/chemps2/natural-orbital/input.dat tests/chemps2/scf-n2/input.dat '
        'tests/cookbook/manual-fd-hess-energy/input.dat tests/cookbook/manual-fd-hess-grad/input.dat '
        'tests/cookbook/rohf-orb-rot/input.dat tests/dftd3/energy/input.dat tests/dftd3/grad/input.dat '
        'tests/dftd3/nbody-cp-gradient/input.dat tests/dftd3/psithon2/input.dat tests/dftd3/version/input.dat '
        'tests/dftd4/energy/input.dat tests/dftd4/r2scan/input.dat tests/dkh/molpro-2order/input.dat '
        'tests/gcp/b973c/input.dat tests/gcp/dft-custom-hybrid/input.dat tests/gcp/hf3c/input.dat '
        'tests/gcp/hf3c-gradient/input.dat tests/gcp/hf3c-hessian/input.dat tests/gcp/pbeh3c/input.dat '
        'tests/gcp/r2scan3c/input.dat tests/gdma/gdma1/input.dat tests/gpu_dfcc/gpudfcc1/input.dat '
        'tests/gpu_dfcc/gpudfcc2/input.dat tests/libefp/efp-grad/input.dat tests/libefp/qchem-efp-sp/input.dat '
        'tests/libefp/qchem-qmefp-puream-sp/input.dat tests/libefp/qchem-qmefp-sp/input.dat '
        'tests/libefp/qmefp-moldomains/input.dat tests/mrcc/ccsd_t_/input.dat tests/mrcc/ccsdt/input.dat '
        'tests/mrcc/ccsdt_q_/input.dat tests/mrcc/optfreq/input.dat tests/mrcc/rohf_ccsdt_q_/input.dat '
        'tests/pasture-ccsorttransqt2/bccd_driver/input.dat tests/pasture-ccsorttransqt2/ccenergy_driver/input.dat '
        'tests/pcmsolver/alpha/input.dat tests/pcmsolver/ccsd-pte/input.dat tests/pcmsolver/dft/input.dat '
        'tests/pcmsolver/dipole/input.dat tests/pcmsolver/ghost/input.dat tests/pcmsolver/opt-fd/input.dat '
        'tests/pcmsolver/scf/input.dat tests/pcmsolver/tdscf/input.dat tests/pcmsolver/uhf-tdscf/input.dat '
        'tests/simint/mp2-module/input.dat tests/simint/scf5/input.dat tests/snsmp2/cc-cc/input.dat '
        'tests/snsmp2/cf-o/input.dat tests/snsmp2/he-he/input.dat tests/v2rdm_casscf/v2rdm1/input.dat '
        'tests/v2rdm_casscf/v2rdm2/input.dat tests/v2rdm_casscf/v2rdm3/input.dat tests/v2rdm_casscf/v2rdm4/input.dat '
        'tests/v2rdm_casscf/v2rdm5/input.dat tests/v2rdm_casscf/v2rdm6/input.dat tests/v2rdm_casscf/v2rdm7/input.dat'
    ),
}

PSI_ADDON_INPUTS_OTHER = {
    '': (
        'tests/brianqc/frequency-hf/CMakeLists.txt tests/brianqc/frequency-hf-uhf/CMakeLists.txt '
        'tests/brianqc/geometry-optimization-dft/CMakeLists.txt '
        'tests/brianqc/geometry-optimization-dft-lrc/CMakeLists.txt '
        'tests/brianqc/geometry-optimization-hf/CMakeLists.txt '
        'tests/brianqc/geometry-optimization-hf-uhf/CMakeLists.txt tests/brianqc/linear-dependence/CMakeLists.txt '
        'tests/brianqc/single-point-dft/CMakeLists.txt tests/brianqc/single-point-dft-lrc/CMakeLists.txt '
        'tests/brianqc/single-point-dft-nlc/CMakeLists.txt tests/brianqc/single-point-dft-uhf/CMakeLists.txt '
        'tests/brianqc/single-point-hf/CMakeLists.txt tests/brianqc/single-point-hf-rohf/CMakeLists.txt '
        'tests/brianqc/single-point-hf-uhf/CMakeLists.txt tests/cfour/dfmp2-1/output.ref '
        'tests/cfour/kw-1/CMakeLists.txt tests/cfour/kw-2/output.ref tests/cfour/kw-3/CMakeLists.txt '
        'tests/cfour/kw-4/CMakeLists.txt tests/cfour/kw-4/output.ref tests/cfour/kw-5/CMakeLists.txt '
        'tests/cfour/kw-6/output.ref tests/cfour/kw-7/2in.in tests/cfour/kw-7/CMakeLists.txt '
        'tests/cfour/mints5/output.ref tests/cfour/mints5-grad/output.ref tests/cfour/mp2-1/CMakeLists.txt '
        'tests/cfour/opt-rhf-ccsd_t_/output.ref tests/cfour/opt-rhf-ccsd_t_-ecc/CMakeLists.txt '
        'tests/cfour/opt-rhf-ccsd_t_-ecc/output.ref tests/cfour/opt-rhf-mp2/fd.in '
        'tests/cfour/opt-rhf-scf/CMakeLists.txt tests/cfour/opt-rhf-scf/output.ref '
        'tests/cfour/psi-ghost-grad/CMakeLists.txt tests/cfour/psi-ghost-grad/output.ref '
        'tests/cfour/psi-mp4/CMakeLists.txt tests/cfour/psi-mp4/output.ref tests/cfour/psi-rhf-mp3/old.in '
        'tests/cfour/psi-rohf-scsmp2/CMakeLists.txt tests/cfour/psi-rohf-scsmp2/output.ref '
        'tests/cfour/psi-uhf-mp3/CMakeLists.txt tests/cfour/psi-uhf-mp3/output.ref '
        'tests/cfour/psi-uhf-scsmp2/CMakeLists.txt tests/cfour/psi-uhf-scsmp2/output.ref '
        'tests/cfour/puream/CMakeLists.txt tests/cfour/puream/output.ref tests/cfour/pywrap-alias/CMakeLists.txt '
        'tests/cfour/pywrap-basis/CMakeLists.txt tests/cfour/pywrap-basis/output.ref '
        'tests/cfour/pywrap-cbs1/CMakeLists.txt tests/cfour/pywrap-db1/output.ref tests/cfour/scf4/CMakeLists.txt '
        'tests/cfour/scf4/output.ref tests/cfour/sp-rhf-cc3/output.ref tests/cfour/sp-rhf-ccsd/output.ref '
        'tests/cfour/sp-rhf-ccsd-ao/output.ref tests/cfour/sp-rhf-ccsd_t_/output.ref '
        'tests/cfour/sp-rhf-ccsd_t_-ao-ecc/output.ref tests/cfour/sp-rhf-ccsd_t_-ecc/output.ref '
        'tests/cfour/sp-rhf-ccsd_t_-fc/CMakeLists.txt tests/cfour/sp-rhf-ccsd_t_-fc/output.ref '
        'tests/cfour/sp-rhf-ccsdt/CMakeLists.txt tests/cfour/sp-rhf-ccsdt/output.ref '
        'tests/cfour/sp-rhf-mp2/CMakeLists.txt tests/cfour/sp-rhf-mp2/output.ref tests/cfour/sp-rhf-scf/output.ref '
        'tests/cfour/sp-rohf-ccsd/CMakeLists.txt tests/cfour/sp-rohf-ccsd/output.ref '
        'tests/cfour/sp-rohf-ccsd_t_/CMakeLists.txt tests/cfour/sp-rohf-ccsd_t_-fc/CMakeLists.txt '
        'tests/cfour/sp-rohf-ccsdt/CMakeLists.txt tests/cfour/sp-rohf-ccsdt/output.ref '
        'tests/cfour/sp-rohf-mp2-sc/CMakeLists.txt tests/cfour/sp-rohf-mp2-sc/output.ref '
        'tests/cfour/sp-rohf-mp2-std/CMakeLists.txt tests/cfour/sp-rohf-mp4-sc/CMakeLists.txt '
        'tests/cfour/sp-uhf-cc3/CMakeLists.txt tests/cfour/sp-uhf-ccsd/output.ref '
        'tests/cfour/sp-uhf-ccsd_t_/CMakeLists.txt tests/cfour/sp-uhf-ccsd_t_/output.ref '
        'tests/cfour/sp-uhf-ccsd_t_-ao/CMakeLists.txt tests/cfour/sp-uhf-ccsd_t_-ao/output.ref '
        'tests/cfour/sp-uhf-ccsd_t_-ao-ecc/output.ref tests/cfour/sp-uhf-ccsd_t_-ecc/CMakeLists.txt '
        'tests/cfour/sp-uhf-ccsdt/CMakeLists.txt tests/cfour/sp-uhf-ccsdt/output.ref '
        'tests/cfour/sp-uhf-mp2/CMakeLists.txt tests/cfour/sp-uhf-scf/CMakeLists.txt '
        'tests/chemps2/natural-orbital/output.ref tests/chemps2/scf-n2/output.ref '
        'tests/cookbook/manual-fd-hess-energy/test_input.py tests/cookbook/manual-fd-hess-grad/CMakeLists.txt '
        'tests/cookbook/manual-fd-hess-grad/test_input.py tests/dftd3/grad/CMakeLists.txt '
        'tests/dftd3/grad/output.ref tests/dftd3/nbody-cp-gradient/output.ref '
        'tests/dftd3/nbody-cp-gradient/test_input.py tests/dftd3/psithon2/CMakeLists.txt '
        'tests/dftd4/r2scan/CMakeLists.txt tests/dftd4/r2scan/test_input.py tests/dkh/molpro-2order/CMakeLists.txt '
        'tests/dkh/molpro-2order/output.ref tests/gcp/dft-custom-hybrid/output.ref '
        'tests/gcp/dft-custom-hybrid/test_input.py tests/gcp/hf3c-hessian/CMakeLists.txt '
        'tests/gcp/hf3c-hessian/output.ref tests/gcp/pbeh3c/test_input.py tests/gcp/r2scan3c/test_input.py '
        'tests/gdma/gdma1/CMakeLists.txt tests/gdma/gdma1/test_input.py tests/gpu_dfcc/gpudfcc2/output.ref '
        'tests/libefp/qchem-efp-sp/output.ref tests/libefp/qchem-efp-sp/test_input.py '
        'tests/libefp/qchem-qmefp-sp/qchem.in tests/libefp/qchem-qmefp-sp/test_input.py '
        'tests/libefp/qmefp-moldomains/output.ref tests/mrcc/ccsd_t_/test_input.py tests/mrcc/ccsdt/CMakeLists.txt '
        'tests/mrcc/ccsdt/test_input.py tests/mrcc/ccsdt_q_/CMakeLists.txt tests/mrcc/ccsdt_q_/test_input.py '
        'tests/mrcc/optfreq/test_input.py tests/mrcc/rohf_ccsdt_q_/test_input.py '
        'tests/pasture-ccsorttransqt2/bccd_driver/output.ref '
        'tests/pasture-ccsorttransqt2/ccenergy_driver/CMakeLists.txt '
        'tests/pasture-ccsorttransqt2/ccenergy_driver/output.ref tests/pcmsolver/dft/CMakeLists.txt '
        'tests/pcmsolver/dft/test_input.py tests/pcmsolver/dipole/output.ref tests/pcmsolver/dipole/test_input.py '
        'tests/pcmsolver/ghost/output.ref tests/pcmsolver/tdscf/CMakeLists.txt tests/pcmsolver/tdscf/test_input.py '
        'tests/pcmsolver/uhf-tdscf/CMakeLists.txt tests/simint/mp2-module/output.ref '
        'tests/simint/scf5/CMakeLists.txt tests/simint/scf5/output.ref tests/snsmp2/cf-o/output.ref '
        'tests/snsmp2/he-he/output.ref tests/v2rdm_casscf/v2rdm1/CMakeLists.txt tests/v2rdm_casscf/v2rdm1/output.ref '
        'tests/v2rdm_casscf/v2rdm2/output.ref tests/v2rdm_casscf/v2rdm2/test_input.py '
        'tests/v2rdm_casscf/v2rdm3/test_input.py tests/v2rdm_casscf/v2rdm4/CMakeLists.txt '
        'tests/v2rdm_casscf/v2rdm5/output.ref tests/v2rdm_casscf/v2rdm5/test_input.py '
        'tests/v2rdm_casscf/v2rdm6/CMakeLists.txt tests/v2rdm_casscf/v2rdm6/output.ref '
        'tests/v2rdm_casscf/v2rdm7/CMakeLists.txt'
    ),
    'tests/cfour/psi-a24-grad': (
        'c4-input.dat c4-output.dat p4-input.dat'
    ),
    'tests/chemps2/caspt2-n2': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/chemps2/caspt2-small': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/chemps2/ci-h2o': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/cookbook/rohf-orb-rot': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/dftd3/energy': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/dftd4/energy': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/gcp/hf3c': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/gcp/hf3c-gradient': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/gpu_dfcc/gpudfcc1': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/libefp/efp-grad': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/libefp/qchem-qmefp-puream-sp': (
        'qchem-631gs.in qchem-631gs.out qchem-dz.in qchem-dz.out'
    ),
    'tests/pcmsolver/ccsd-pte': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/pcmsolver/opt-fd': (
        'CMakeLists.txt output.ref pcm-opt.dal test_input.py'
    ),
    'tests/pcmsolver/scf': (
        'CMakeLists.txt output.ref test_input.py'
    ),
    'tests/snsmp2/cc-cc': (
        'CMakeLists.txt output.ref test_input.py'
    ),
}

OF_FORCEFIELDS_KIND = {
    'openforcefields/offxml': (
        'opc-1.0.0.offxml opc-1.0.1.offxml opc-1.0.2.offxml opc3-1.0.0.offxml opc3-1.0.1.offxml '
        'openff-1.0.0-RC1.offxml openff-1.0.0-RC2.offxml openff-1.0.0.offxml openff-1.0.1.offxml openff-1.1.0.offxml '
        'openff-1.1.1.offxml openff-1.2.0.offxml openff-1.2.1.offxml openff-1.3.0.offxml openff-1.3.1-alpha.1.offxml '
        'openff-1.3.1.offxml openff-2.0.0-rc.1.offxml openff-2.0.0-rc.2.offxml openff-2.0.0.offxml '
        'openff-2.1.0-rc.1.offxml openff-2.1.0.offxml openff-2.1.1.offxml openff-2.2.0-rc1.offxml '
        'openff-2.2.0.offxml openff-2.2.1-rc1.offxml openff-2.2.1.offxml openff-2.3.0-rc1.offxml '
        'openff-2.3.0-rc2.offxml openff-2.3.0.offxml openff_no_water-3.0.0-alpha0.offxml '
        'openff_no_water_unconstrained-3.0.0-alpha0.offxml openff_unconstrained-1.0.0-RC1.offxml '
        'openff_unconstrained-1.0.0-RC2.offxml openff_unconstrained-1.0.0.offxml openff_unconstrained-1.0.1.offxml '
        'openff_unconstrained-1.1.0.offxml openff_unconstrained-1.1.1.offxml openff_unconstrained-1.2.0.offxml '
        'openff_unconstrained-1.2.1.offxml openff_unconstrained-1.3.0.offxml '
        'openff_unconstrained-1.3.1-alpha.1.offxml openff_unconstrained-1.3.1.offxml '
        'openff_unconstrained-2.0.0-rc.1.offxml openff_unconstrained-2.0.0-rc.2.offxml '
        'openff_unconstrained-2.0.0.offxml openff_unconstrained-2.1.0-rc.1.offxml openff_unconstrained-2.1.0.offxml '
        'openff_unconstrained-2.1.1.offxml openff_unconstrained-2.2.0-rc1.offxml openff_unconstrained-2.2.0.offxml '
        'openff_unconstrained-2.2.1-rc1.offxml openff_unconstrained-2.2.1.offxml '
        'openff_unconstrained-2.3.0-rc1.offxml openff_unconstrained-2.3.0-rc2.offxml '
        'openff_unconstrained-2.3.0.offxml spce-1.0.0.offxml tip3p-1.0.0.offxml tip3p-1.0.1.offxml '
        'tip3p_fb-1.0.0.offxml tip3p_fb-1.1.0.offxml tip3p_fb-1.1.1.offxml tip4p_ew-1.0.0.offxml '
        'tip4p_fb-1.0.0.offxml tip4p_fb-1.0.1.offxml tip5p-1.0.0.offxml'
    ),
}

OF_FORCEFIELDS_OTHER = {
    '': (
        '.gitattributes .gitignore .pre-commit-config.yaml .zenodo.json LICENSE README.md codecov.yml pyproject.toml '
        '.github/CODEOWNERS .github/dependabot.yml .github/ISSUE_TEMPLATE/bug_report.md '
        '.github/ISSUE_TEMPLATE/feature_request.md .github/PULL_REQUEST_TEMPLATE/bug_fix.md '
        '.github/PULL_REQUEST_TEMPLATE/ff_release.md .github/workflows/CI.yml .github/workflows/canary.yaml '
        'canary/README.md canary/data/coverage.smi canary/data/propynes.smi canary/scripts/test_hmr.py '
        'devtools/README.md docs/water-models.md openforcefields/__init__.py openforcefields/openforcefields.py'
    ),
    'devtools/conda-envs': (
        'canary_env.yaml test_env.yaml test_no_toolkit.yaml'
    ),
    'openforcefields/data': (
        'README.md ionslm_126_fb3.csv ionslm_126_fb4.csv ionslm_126_opc.csv ionslm_126_opc3.csv jc.csv'
    ),
    'openforcefields/offxml': (
        'README.md opc.offxml opc3.offxml spce.offxml tip3p.offxml tip3p_fb.offxml tip4p_ew.offxml tip4p_fb.offxml '
        'tip5p.offxml'
    ),
    'openforcefields/tests': (
        'compare.py test_openforcefields.py test_water_models.py'
    ),
    'scripts': (
        'add_xe_vdw.py get_ion_nb_params_from_ambertools_frcmod.py write_opc.py write_opc3.py write_spce.py '
        'write_tip3p.py write_tip3p_fb.py write_tip4p_ew.py write_tip4p_fb.py write_tip5p.py'
    ),
}

OF_OPENFF_KIND = {
    'openforcefields/offxml': (
        'openff-1.0.0-RC1.offxml openff-1.0.0-RC2.offxml openff-1.0.0.offxml openff-1.0.1.offxml openff-1.1.0.offxml '
        'openff-1.1.1.offxml openff-1.2.0.offxml openff-1.2.1.offxml openff-1.3.0.offxml openff-1.3.1-alpha.1.offxml '
        'openff-1.3.1.offxml openff-2.0.0-rc.1.offxml openff-2.0.0-rc.2.offxml openff-2.0.0.offxml '
        'openff-2.1.0-rc.1.offxml openff-2.1.0.offxml openff-2.1.1.offxml openff-2.2.0-rc1.offxml '
        'openff-2.2.0.offxml openff-2.2.1-rc1.offxml openff-2.2.1.offxml openff-2.3.0-rc1.offxml '
        'openff-2.3.0-rc2.offxml openff-2.3.0.offxml openff_no_water-3.0.0-alpha0.offxml '
        'openff_no_water_unconstrained-3.0.0-alpha0.offxml openff_unconstrained-1.0.0-RC1.offxml '
        'openff_unconstrained-1.0.0-RC2.offxml openff_unconstrained-1.0.0.offxml openff_unconstrained-1.0.1.offxml '
        'openff_unconstrained-1.1.0.offxml openff_unconstrained-1.1.1.offxml openff_unconstrained-1.2.0.offxml '
        'openff_unconstrained-1.2.1.offxml openff_unconstrained-1.3.0.offxml '
        'openff_unconstrained-1.3.1-alpha.1.offxml openff_unconstrained-1.3.1.offxml '
        'openff_unconstrained-2.0.0-rc.1.offxml openff_unconstrained-2.0.0-rc.2.offxml '
        'openff_unconstrained-2.0.0.offxml openff_unconstrained-2.1.0-rc.1.offxml openff_unconstrained-2.1.0.offxml '
        'openff_unconstrained-2.1.1.offxml openff_unconstrained-2.2.0-rc1.offxml openff_unconstrained-2.2.0.offxml '
        'openff_unconstrained-2.2.1-rc1.offxml openff_unconstrained-2.2.1.offxml '
        'openff_unconstrained-2.3.0-rc1.offxml openff_unconstrained-2.3.0-rc2.offxml '
        'openff_unconstrained-2.3.0.offxml'
    ),
}

OF_OPENFF_OTHER = {
    '': (
        '.gitattributes .gitignore .pre-commit-config.yaml .zenodo.json LICENSE README.md codecov.yml pyproject.toml '
        '.github/CODEOWNERS .github/dependabot.yml .github/ISSUE_TEMPLATE/bug_report.md '
        '.github/ISSUE_TEMPLATE/feature_request.md .github/PULL_REQUEST_TEMPLATE/bug_fix.md '
        '.github/PULL_REQUEST_TEMPLATE/ff_release.md .github/workflows/CI.yml .github/workflows/canary.yaml '
        'canary/README.md canary/data/coverage.smi canary/data/propynes.smi canary/scripts/test_hmr.py '
        'devtools/README.md docs/water-models.md openforcefields/__init__.py openforcefields/openforcefields.py'
    ),
    'devtools/conda-envs': (
        'canary_env.yaml test_env.yaml test_no_toolkit.yaml'
    ),
    'openforcefields/data': (
        'README.md ionslm_126_fb3.csv ionslm_126_fb4.csv ionslm_126_opc.csv ionslm_126_opc3.csv jc.csv'
    ),
    'openforcefields/offxml': (
        'README.md opc-1.0.0.offxml opc-1.0.1.offxml opc-1.0.2.offxml opc.offxml opc3-1.0.0.offxml opc3-1.0.1.offxml '
        'opc3.offxml spce-1.0.0.offxml spce.offxml tip3p-1.0.0.offxml tip3p-1.0.1.offxml tip3p.offxml '
        'tip3p_fb-1.0.0.offxml tip3p_fb-1.1.0.offxml tip3p_fb-1.1.1.offxml tip3p_fb.offxml tip4p_ew-1.0.0.offxml '
        'tip4p_ew.offxml tip4p_fb-1.0.0.offxml tip4p_fb-1.0.1.offxml tip4p_fb.offxml tip5p-1.0.0.offxml tip5p.offxml'
    ),
    'openforcefields/tests': (
        'compare.py test_openforcefields.py test_water_models.py'
    ),
    'scripts': (
        'add_xe_vdw.py get_ion_nb_params_from_ambertools_frcmod.py write_opc.py write_opc3.py write_spce.py '
        'write_tip3p.py write_tip3p_fb.py write_tip4p_ew.py write_tip4p_fb.py write_tip5p.py'
    ),
}
