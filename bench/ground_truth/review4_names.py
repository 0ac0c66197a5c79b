"""Real names read from the trees of review4.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only HEAD` listed them at the commit named in each generator's docstring;
each constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours);
the folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""

PCM_REGIONI_KIND = {
    'dati-regioni': (
        'dpc-covid19-ita-regioni-20200226.csv dpc-covid19-ita-regioni-20200309.csv '
        'dpc-covid19-ita-regioni-20200317.csv dpc-covid19-ita-regioni-20200324.csv '
        'dpc-covid19-ita-regioni-20200329.csv dpc-covid19-ita-regioni-20200401.csv '
        'dpc-covid19-ita-regioni-20200416.csv dpc-covid19-ita-regioni-20200417.csv '
        'dpc-covid19-ita-regioni-20200423.csv dpc-covid19-ita-regioni-20200427.csv '
        'dpc-covid19-ita-regioni-20200503.csv dpc-covid19-ita-regioni-20200512.csv '
        'dpc-covid19-ita-regioni-20200513.csv dpc-covid19-ita-regioni-20200519.csv '
        'dpc-covid19-ita-regioni-20200524.csv dpc-covid19-ita-regioni-20200530.csv '
        'dpc-covid19-ita-regioni-20200531.csv dpc-covid19-ita-regioni-20200609.csv '
        'dpc-covid19-ita-regioni-20200614.csv dpc-covid19-ita-regioni-20200619.csv '
        'dpc-covid19-ita-regioni-20200701.csv dpc-covid19-ita-regioni-20200702.csv '
        'dpc-covid19-ita-regioni-20200706.csv dpc-covid19-ita-regioni-20200711.csv '
        'dpc-covid19-ita-regioni-20200715.csv dpc-covid19-ita-regioni-20200724.csv '
        'dpc-covid19-ita-regioni-20200809.csv dpc-covid19-ita-regioni-20200816.csv '
        'dpc-covid19-ita-regioni-20200818.csv dpc-covid19-ita-regioni-20200902.csv '
        'dpc-covid19-ita-regioni-20200906.csv dpc-covid19-ita-regioni-20200918.csv '
        'dpc-covid19-ita-regioni-20200926.csv dpc-covid19-ita-regioni-20201006.csv '
        'dpc-covid19-ita-regioni-20201031.csv dpc-covid19-ita-regioni-20201119.csv '
        'dpc-covid19-ita-regioni-20201121.csv dpc-covid19-ita-regioni-20201125.csv '
        'dpc-covid19-ita-regioni-20201206.csv dpc-covid19-ita-regioni-20201209.csv '
        'dpc-covid19-ita-regioni-20201210.csv dpc-covid19-ita-regioni-20201216.csv '
        'dpc-covid19-ita-regioni-20201221.csv dpc-covid19-ita-regioni-20201222.csv '
        'dpc-covid19-ita-regioni-20201227.csv dpc-covid19-ita-regioni-20210107.csv '
        'dpc-covid19-ita-regioni-20210117.csv dpc-covid19-ita-regioni-20210122.csv '
        'dpc-covid19-ita-regioni-20210124.csv dpc-covid19-ita-regioni-20210125.csv '
        'dpc-covid19-ita-regioni-20210205.csv dpc-covid19-ita-regioni-20210213.csv '
        'dpc-covid19-ita-regioni-20210310.csv dpc-covid19-ita-regioni-20210318.csv '
        'dpc-covid19-ita-regioni-20210323.csv dpc-covid19-ita-regioni-20210410.csv '
        'dpc-covid19-ita-regioni-20210425.csv dpc-covid19-ita-regioni-20210426.csv '
        'dpc-covid19-ita-regioni-20210506.csv dpc-covid19-ita-regioni-20210513.csv '
        'dpc-covid19-ita-regioni-20210522.csv dpc-covid19-ita-regioni-20210608.csv '
        'dpc-covid19-ita-regioni-20210623.csv dpc-covid19-ita-regioni-20210704.csv '
        'dpc-covid19-ita-regioni-20210714.csv dpc-covid19-ita-regioni-20210720.csv '
        'dpc-covid19-ita-regioni-20210807.csv dpc-covid19-ita-regioni-20210831.csv '
        'dpc-covid19-ita-regioni-20210908.csv dpc-covid19-ita-regioni-20210916.csv '
        'dpc-covid19-ita-regioni-20210918.csv dpc-covid19-ita-regioni-20211015.csv '
        'dpc-covid19-ita-regioni-20211016.csv dpc-covid19-ita-regioni-20211023.csv '
        'dpc-covid19-ita-regioni-20211112.csv dpc-covid19-ita-regioni-20211113.csv '
        'dpc-covid19-ita-regioni-20211125.csv dpc-covid19-ita-regioni-20211205.csv '
        'dpc-covid19-ita-regioni-20211215.csv dpc-covid19-ita-regioni-20211227.csv '
        'dpc-covid19-ita-regioni-20220103.csv dpc-covid19-ita-regioni-20220110.csv '
        'dpc-covid19-ita-regioni-20220116.csv dpc-covid19-ita-regioni-20220129.csv '
        'dpc-covid19-ita-regioni-20220203.csv dpc-covid19-ita-regioni-20220210.csv '
        'dpc-covid19-ita-regioni-20220217.csv dpc-covid19-ita-regioni-20220218.csv '
        'dpc-covid19-ita-regioni-20220222.csv dpc-covid19-ita-regioni-20220226.csv '
        'dpc-covid19-ita-regioni-20220303.csv dpc-covid19-ita-regioni-20220310.csv '
        'dpc-covid19-ita-regioni-20220418.csv dpc-covid19-ita-regioni-20220514.csv '
        'dpc-covid19-ita-regioni-20220528.csv dpc-covid19-ita-regioni-20220603.csv '
        'dpc-covid19-ita-regioni-20220621.csv dpc-covid19-ita-regioni-20220629.csv '
        'dpc-covid19-ita-regioni-20220704.csv dpc-covid19-ita-regioni-20220706.csv '
        'dpc-covid19-ita-regioni-20220713.csv dpc-covid19-ita-regioni-20220715.csv '
        'dpc-covid19-ita-regioni-20220724.csv dpc-covid19-ita-regioni-20220728.csv '
        'dpc-covid19-ita-regioni-20220804.csv dpc-covid19-ita-regioni-20220811.csv '
        'dpc-covid19-ita-regioni-20220812.csv dpc-covid19-ita-regioni-20220916.csv '
        'dpc-covid19-ita-regioni-20221013.csv dpc-covid19-ita-regioni-20221022.csv '
        'dpc-covid19-ita-regioni-20221023.csv dpc-covid19-ita-regioni-20221110.csv '
        'dpc-covid19-ita-regioni-20221117.csv dpc-covid19-ita-regioni-20221207.csv '
        'dpc-covid19-ita-regioni-20221216.csv dpc-covid19-ita-regioni-20221228.csv '
        'dpc-covid19-ita-regioni-20230124.csv dpc-covid19-ita-regioni-20230125.csv '
        'dpc-covid19-ita-regioni-20230126.csv dpc-covid19-ita-regioni-20230131.csv '
        'dpc-covid19-ita-regioni-20230211.csv dpc-covid19-ita-regioni-20230213.csv '
        'dpc-covid19-ita-regioni-20230218.csv dpc-covid19-ita-regioni-20230305.csv '
        'dpc-covid19-ita-regioni-20230312.csv dpc-covid19-ita-regioni-20230419.csv '
        'dpc-covid19-ita-regioni-20230425.csv dpc-covid19-ita-regioni-20230511.csv '
        'dpc-covid19-ita-regioni-20230526.csv dpc-covid19-ita-regioni-20230602.csv '
        'dpc-covid19-ita-regioni-20230609.csv dpc-covid19-ita-regioni-20230618.csv '
        'dpc-covid19-ita-regioni-20230715.csv dpc-covid19-ita-regioni-20230723.csv '
        'dpc-covid19-ita-regioni-20230724.csv dpc-covid19-ita-regioni-20230803.csv '
        'dpc-covid19-ita-regioni-20230809.csv dpc-covid19-ita-regioni-20230826.csv '
        'dpc-covid19-ita-regioni-20230915.csv dpc-covid19-ita-regioni-20230919.csv '
        'dpc-covid19-ita-regioni-20230921.csv dpc-covid19-ita-regioni-20231014.csv '
        'dpc-covid19-ita-regioni-20231021.csv dpc-covid19-ita-regioni-20231026.csv '
        'dpc-covid19-ita-regioni-20231111.csv dpc-covid19-ita-regioni-20231112.csv '
        'dpc-covid19-ita-regioni-20231114.csv dpc-covid19-ita-regioni-20231125.csv '
        'dpc-covid19-ita-regioni-20231206.csv dpc-covid19-ita-regioni-20231210.csv '
        'dpc-covid19-ita-regioni-20231214.csv dpc-covid19-ita-regioni-20231224.csv '
        'dpc-covid19-ita-regioni-20231230.csv dpc-covid19-ita-regioni-20231231.csv '
        'dpc-covid19-ita-regioni-20240116.csv dpc-covid19-ita-regioni-20240121.csv '
        'dpc-covid19-ita-regioni-20240130.csv dpc-covid19-ita-regioni-20240203.csv '
        'dpc-covid19-ita-regioni-20240207.csv dpc-covid19-ita-regioni-20240212.csv '
        'dpc-covid19-ita-regioni-20240215.csv dpc-covid19-ita-regioni-20240221.csv '
        'dpc-covid19-ita-regioni-20240228.csv dpc-covid19-ita-regioni-20240301.csv '
        'dpc-covid19-ita-regioni-20240331.csv dpc-covid19-ita-regioni-20240411.csv '
        'dpc-covid19-ita-regioni-20240427.csv dpc-covid19-ita-regioni-20240510.csv '
        'dpc-covid19-ita-regioni-20240515.csv dpc-covid19-ita-regioni-20240520.csv '
        'dpc-covid19-ita-regioni-20240525.csv dpc-covid19-ita-regioni-20240604.csv '
        'dpc-covid19-ita-regioni-20240605.csv dpc-covid19-ita-regioni-20240626.csv '
        'dpc-covid19-ita-regioni-20240711.csv dpc-covid19-ita-regioni-20240714.csv '
        'dpc-covid19-ita-regioni-20240716.csv dpc-covid19-ita-regioni-20240717.csv '
        'dpc-covid19-ita-regioni-20240720.csv dpc-covid19-ita-regioni-20240820.csv '
        'dpc-covid19-ita-regioni-20240830.csv dpc-covid19-ita-regioni-20240902.csv '
        'dpc-covid19-ita-regioni-20240903.csv dpc-covid19-ita-regioni-20240905.csv '
        'dpc-covid19-ita-regioni-20240911.csv dpc-covid19-ita-regioni-20240930.csv '
        'dpc-covid19-ita-regioni-20241004.csv dpc-covid19-ita-regioni-20241005.csv '
        'dpc-covid19-ita-regioni-20241011.csv dpc-covid19-ita-regioni-20241020.csv '
        'dpc-covid19-ita-regioni-20241027.csv dpc-covid19-ita-regioni-20241101.csv '
        'dpc-covid19-ita-regioni-20241103.csv dpc-covid19-ita-regioni-20241112.csv '
        'dpc-covid19-ita-regioni-20241116.csv dpc-covid19-ita-regioni-20241130.csv '
        'dpc-covid19-ita-regioni-20241201.csv dpc-covid19-ita-regioni-20241211.csv '
        'dpc-covid19-ita-regioni-20241231.csv dpc-covid19-ita-regioni-20250101.csv'
    ),
}
PCM_REGIONI_OTHER = {
    'dati-andamento-nazionale': (
        'dpc-covid19-ita-andamento-nazionale-20200227.csv dpc-covid19-ita-andamento-nazionale-20200305.csv '
        'dpc-covid19-ita-andamento-nazionale-20200308.csv dpc-covid19-ita-andamento-nazionale-20200313.csv '
        'dpc-covid19-ita-andamento-nazionale-20200317.csv dpc-covid19-ita-andamento-nazionale-20200325.csv '
        'dpc-covid19-ita-andamento-nazionale-20200331.csv dpc-covid19-ita-andamento-nazionale-20200407.csv '
        'dpc-covid19-ita-andamento-nazionale-20200408.csv dpc-covid19-ita-andamento-nazionale-20200413.csv '
        'dpc-covid19-ita-andamento-nazionale-20200416.csv dpc-covid19-ita-andamento-nazionale-20200423.csv '
        'dpc-covid19-ita-andamento-nazionale-20200424.csv dpc-covid19-ita-andamento-nazionale-20200503.csv '
        'dpc-covid19-ita-andamento-nazionale-20200504.csv dpc-covid19-ita-andamento-nazionale-20200512.csv '
        'dpc-covid19-ita-andamento-nazionale-20200513.csv dpc-covid19-ita-andamento-nazionale-20200514.csv '
        'dpc-covid19-ita-andamento-nazionale-20200521.csv dpc-covid19-ita-andamento-nazionale-20200527.csv '
        'dpc-covid19-ita-andamento-nazionale-20200602.csv dpc-covid19-ita-andamento-nazionale-20200606.csv '
        'dpc-covid19-ita-andamento-nazionale-20200608.csv dpc-covid19-ita-andamento-nazionale-20200620.csv '
        'dpc-covid19-ita-andamento-nazionale-20200623.csv dpc-covid19-ita-andamento-nazionale-20200624.csv '
        'dpc-covid19-ita-andamento-nazionale-20200702.csv dpc-covid19-ita-andamento-nazionale-20200707.csv '
        'dpc-covid19-ita-andamento-nazionale-20200708.csv dpc-covid19-ita-andamento-nazionale-20200713.csv '
        'dpc-covid19-ita-andamento-nazionale-20200719.csv dpc-covid19-ita-andamento-nazionale-20200809.csv '
        'dpc-covid19-ita-andamento-nazionale-20200810.csv dpc-covid19-ita-andamento-nazionale-20200813.csv '
        'dpc-covid19-ita-andamento-nazionale-20200816.csv dpc-covid19-ita-andamento-nazionale-20200821.csv '
        'dpc-covid19-ita-andamento-nazionale-20200823.csv dpc-covid19-ita-andamento-nazionale-20200901.csv '
        'dpc-covid19-ita-andamento-nazionale-20200905.csv dpc-covid19-ita-andamento-nazionale-20200913.csv '
        'dpc-covid19-ita-andamento-nazionale-20200914.csv dpc-covid19-ita-andamento-nazionale-20200917.csv '
        'dpc-covid19-ita-andamento-nazionale-20200919.csv dpc-covid19-ita-andamento-nazionale-20200921.csv '
        'dpc-covid19-ita-andamento-nazionale-20200925.csv dpc-covid19-ita-andamento-nazionale-20201001.csv '
        'dpc-covid19-ita-andamento-nazionale-20201010.csv dpc-covid19-ita-andamento-nazionale-20201014.csv '
        'dpc-covid19-ita-andamento-nazionale-20201025.csv dpc-covid19-ita-andamento-nazionale-20201027.csv '
        'dpc-covid19-ita-andamento-nazionale-20201030.csv dpc-covid19-ita-andamento-nazionale-20201031.csv '
        'dpc-covid19-ita-andamento-nazionale-20201105.csv dpc-covid19-ita-andamento-nazionale-20201114.csv '
        'dpc-covid19-ita-andamento-nazionale-20201115.csv dpc-covid19-ita-andamento-nazionale-20201123.csv '
        'dpc-covid19-ita-andamento-nazionale-20201126.csv dpc-covid19-ita-andamento-nazionale-20201217.csv '
        'dpc-covid19-ita-andamento-nazionale-20201219.csv dpc-covid19-ita-andamento-nazionale-20201220.csv '
        'dpc-covid19-ita-andamento-nazionale-20201226.csv dpc-covid19-ita-andamento-nazionale-20201227.csv '
        'dpc-covid19-ita-andamento-nazionale-20210104.csv dpc-covid19-ita-andamento-nazionale-20210105.csv '
        'dpc-covid19-ita-andamento-nazionale-20210107.csv dpc-covid19-ita-andamento-nazionale-20210112.csv '
        'dpc-covid19-ita-andamento-nazionale-20210127.csv dpc-covid19-ita-andamento-nazionale-20210207.csv '
        'dpc-covid19-ita-andamento-nazionale-20210213.csv dpc-covid19-ita-andamento-nazionale-20210216.csv '
        'dpc-covid19-ita-andamento-nazionale-20210217.csv dpc-covid19-ita-andamento-nazionale-20210221.csv '
        'dpc-covid19-ita-andamento-nazionale-20210222.csv dpc-covid19-ita-andamento-nazionale-20210223.csv '
        'dpc-covid19-ita-andamento-nazionale-20210305.csv dpc-covid19-ita-andamento-nazionale-20210310.csv '
        'dpc-covid19-ita-andamento-nazionale-20210313.csv dpc-covid19-ita-andamento-nazionale-20210318.csv '
        'dpc-covid19-ita-andamento-nazionale-20210319.csv dpc-covid19-ita-andamento-nazionale-20210324.csv '
        'dpc-covid19-ita-andamento-nazionale-20210328.csv dpc-covid19-ita-andamento-nazionale-20210401.csv '
        'dpc-covid19-ita-andamento-nazionale-20210415.csv dpc-covid19-ita-andamento-nazionale-20210425.csv '
        'dpc-covid19-ita-andamento-nazionale-20210502.csv dpc-covid19-ita-andamento-nazionale-20210505.csv '
        'dpc-covid19-ita-andamento-nazionale-20210509.csv dpc-covid19-ita-andamento-nazionale-20210510.csv '
        'dpc-covid19-ita-andamento-nazionale-20210514.csv dpc-covid19-ita-andamento-nazionale-20210517.csv '
        'dpc-covid19-ita-andamento-nazionale-20210518.csv dpc-covid19-ita-andamento-nazionale-20210519.csv '
        'dpc-covid19-ita-andamento-nazionale-20210520.csv dpc-covid19-ita-andamento-nazionale-20210527.csv '
        'dpc-covid19-ita-andamento-nazionale-20210529.csv dpc-covid19-ita-andamento-nazionale-20210531.csv '
        'dpc-covid19-ita-andamento-nazionale-20210602.csv dpc-covid19-ita-andamento-nazionale-20210605.csv '
        'dpc-covid19-ita-andamento-nazionale-20210606.csv dpc-covid19-ita-andamento-nazionale-20210607.csv '
        'dpc-covid19-ita-andamento-nazionale-20210613.csv dpc-covid19-ita-andamento-nazionale-20210615.csv '
        'dpc-covid19-ita-andamento-nazionale-20210618.csv dpc-covid19-ita-andamento-nazionale-20210624.csv '
        'dpc-covid19-ita-andamento-nazionale-20210626.csv dpc-covid19-ita-andamento-nazionale-20210628.csv '
        'dpc-covid19-ita-andamento-nazionale-20210705.csv dpc-covid19-ita-andamento-nazionale-20210707.csv '
        'dpc-covid19-ita-andamento-nazionale-20210714.csv dpc-covid19-ita-andamento-nazionale-20210715.csv '
        'dpc-covid19-ita-andamento-nazionale-20210720.csv dpc-covid19-ita-andamento-nazionale-20210722.csv '
        'dpc-covid19-ita-andamento-nazionale-20210728.csv dpc-covid19-ita-andamento-nazionale-20210801.csv '
        'dpc-covid19-ita-andamento-nazionale-20210803.csv dpc-covid19-ita-andamento-nazionale-20210807.csv '
        'dpc-covid19-ita-andamento-nazionale-20210809.csv dpc-covid19-ita-andamento-nazionale-20210812.csv '
        'dpc-covid19-ita-andamento-nazionale-20210816.csv dpc-covid19-ita-andamento-nazionale-20210817.csv '
        'dpc-covid19-ita-andamento-nazionale-20210820.csv dpc-covid19-ita-andamento-nazionale-20210902.csv '
        'dpc-covid19-ita-andamento-nazionale-20210916.csv dpc-covid19-ita-andamento-nazionale-20210924.csv '
        'dpc-covid19-ita-andamento-nazionale-20210925.csv dpc-covid19-ita-andamento-nazionale-20210928.csv '
        'dpc-covid19-ita-andamento-nazionale-20211001.csv dpc-covid19-ita-andamento-nazionale-20211003.csv '
        'dpc-covid19-ita-andamento-nazionale-20211005.csv dpc-covid19-ita-andamento-nazionale-20211013.csv '
        'dpc-covid19-ita-andamento-nazionale-20211023.csv dpc-covid19-ita-andamento-nazionale-20211026.csv '
        'dpc-covid19-ita-andamento-nazionale-20211030.csv dpc-covid19-ita-andamento-nazionale-20211110.csv '
        'dpc-covid19-ita-andamento-nazionale-20211113.csv dpc-covid19-ita-andamento-nazionale-20211122.csv '
        'dpc-covid19-ita-andamento-nazionale-20211123.csv dpc-covid19-ita-andamento-nazionale-20211126.csv '
        'dpc-covid19-ita-andamento-nazionale-20211203.csv dpc-covid19-ita-andamento-nazionale-20211205.csv '
        'dpc-covid19-ita-andamento-nazionale-20211218.csv dpc-covid19-ita-andamento-nazionale-20211220.csv '
        'dpc-covid19-ita-andamento-nazionale-20211221.csv dpc-covid19-ita-andamento-nazionale-20211223.csv '
        'dpc-covid19-ita-andamento-nazionale-20211224.csv dpc-covid19-ita-andamento-nazionale-20211225.csv '
        'dpc-covid19-ita-andamento-nazionale-20220107.csv dpc-covid19-ita-andamento-nazionale-20220113.csv '
        'dpc-covid19-ita-andamento-nazionale-20220118.csv dpc-covid19-ita-andamento-nazionale-20220120.csv '
        'dpc-covid19-ita-andamento-nazionale-20220125.csv dpc-covid19-ita-andamento-nazionale-20220126.csv '
        'dpc-covid19-ita-andamento-nazionale-20220130.csv dpc-covid19-ita-andamento-nazionale-20220204.csv '
        'dpc-covid19-ita-andamento-nazionale-20220214.csv dpc-covid19-ita-andamento-nazionale-20220219.csv '
        'dpc-covid19-ita-andamento-nazionale-20220220.csv dpc-covid19-ita-andamento-nazionale-20220223.csv '
        'dpc-covid19-ita-andamento-nazionale-20220226.csv dpc-covid19-ita-andamento-nazionale-20220227.csv '
        'dpc-covid19-ita-andamento-nazionale-20220309.csv dpc-covid19-ita-andamento-nazionale-20220318.csv '
        'dpc-covid19-ita-andamento-nazionale-20220319.csv dpc-covid19-ita-andamento-nazionale-20220323.csv '
        'dpc-covid19-ita-andamento-nazionale-20220324.csv dpc-covid19-ita-andamento-nazionale-20220328.csv '
        'dpc-covid19-ita-andamento-nazionale-20220329.csv dpc-covid19-ita-andamento-nazionale-20220401.csv '
        'dpc-covid19-ita-andamento-nazionale-20220402.csv dpc-covid19-ita-andamento-nazionale-20220414.csv '
        'dpc-covid19-ita-andamento-nazionale-20220415.csv dpc-covid19-ita-andamento-nazionale-20220416.csv '
        'dpc-covid19-ita-andamento-nazionale-20220417.csv dpc-covid19-ita-andamento-nazionale-20220420.csv '
        'dpc-covid19-ita-andamento-nazionale-20220421.csv dpc-covid19-ita-andamento-nazionale-20220503.csv '
        'dpc-covid19-ita-andamento-nazionale-20220512.csv dpc-covid19-ita-andamento-nazionale-20220515.csv '
        'dpc-covid19-ita-andamento-nazionale-20220518.csv dpc-covid19-ita-andamento-nazionale-20220525.csv '
        'dpc-covid19-ita-andamento-nazionale-20220610.csv dpc-covid19-ita-andamento-nazionale-20220612.csv '
        'dpc-covid19-ita-andamento-nazionale-20220620.csv dpc-covid19-ita-andamento-nazionale-20220703.csv '
        'dpc-covid19-ita-andamento-nazionale-20220706.csv dpc-covid19-ita-andamento-nazionale-20220714.csv '
        'dpc-covid19-ita-andamento-nazionale-20220715.csv dpc-covid19-ita-andamento-nazionale-20220727.csv '
        'dpc-covid19-ita-andamento-nazionale-20220802.csv dpc-covid19-ita-andamento-nazionale-20220808.csv '
        'dpc-covid19-ita-andamento-nazionale-20220814.csv dpc-covid19-ita-andamento-nazionale-20220817.csv '
        'dpc-covid19-ita-andamento-nazionale-20220820.csv dpc-covid19-ita-andamento-nazionale-20220821.csv '
        'dpc-covid19-ita-andamento-nazionale-20220824.csv dpc-covid19-ita-andamento-nazionale-20220826.csv '
        'dpc-covid19-ita-andamento-nazionale-20220901.csv dpc-covid19-ita-andamento-nazionale-20220905.csv '
        'dpc-covid19-ita-andamento-nazionale-20220907.csv dpc-covid19-ita-andamento-nazionale-20220911.csv '
        'dpc-covid19-ita-andamento-nazionale-20220916.csv dpc-covid19-ita-andamento-nazionale-20220920.csv '
        'dpc-covid19-ita-andamento-nazionale-20220921.csv dpc-covid19-ita-andamento-nazionale-20220922.csv '
        'dpc-covid19-ita-andamento-nazionale-20220925.csv dpc-covid19-ita-andamento-nazionale-20221003.csv '
        'dpc-covid19-ita-andamento-nazionale-20221004.csv dpc-covid19-ita-andamento-nazionale-20221005.csv '
        'dpc-covid19-ita-andamento-nazionale-20221019.csv dpc-covid19-ita-andamento-nazionale-20221028.csv '
        'dpc-covid19-ita-andamento-nazionale-20221031.csv dpc-covid19-ita-andamento-nazionale-20221105.csv '
        'dpc-covid19-ita-andamento-nazionale-20221113.csv dpc-covid19-ita-andamento-nazionale-20221125.csv '
        'dpc-covid19-ita-andamento-nazionale-20221127.csv dpc-covid19-ita-andamento-nazionale-20221203.csv '
        'dpc-covid19-ita-andamento-nazionale-20221207.csv dpc-covid19-ita-andamento-nazionale-20221219.csv '
        'dpc-covid19-ita-andamento-nazionale-20221224.csv dpc-covid19-ita-andamento-nazionale-20221227.csv '
        'dpc-covid19-ita-andamento-nazionale-20230103.csv dpc-covid19-ita-andamento-nazionale-20230105.csv '
        'dpc-covid19-ita-andamento-nazionale-20230108.csv dpc-covid19-ita-andamento-nazionale-20230117.csv '
        'dpc-covid19-ita-andamento-nazionale-20230121.csv dpc-covid19-ita-andamento-nazionale-20230123.csv '
        'dpc-covid19-ita-andamento-nazionale-20230130.csv dpc-covid19-ita-andamento-nazionale-20230203.csv '
        'dpc-covid19-ita-andamento-nazionale-20230208.csv dpc-covid19-ita-andamento-nazionale-20230213.csv '
        'dpc-covid19-ita-andamento-nazionale-20230216.csv dpc-covid19-ita-andamento-nazionale-20230217.csv '
        'dpc-covid19-ita-andamento-nazionale-20230220.csv dpc-covid19-ita-andamento-nazionale-20230225.csv '
        'dpc-covid19-ita-andamento-nazionale-20230301.csv dpc-covid19-ita-andamento-nazionale-20230305.csv '
        'dpc-covid19-ita-andamento-nazionale-20230317.csv dpc-covid19-ita-andamento-nazionale-20230318.csv '
        'dpc-covid19-ita-andamento-nazionale-20230319.csv dpc-covid19-ita-andamento-nazionale-20230321.csv '
        'dpc-covid19-ita-andamento-nazionale-20230325.csv dpc-covid19-ita-andamento-nazionale-20230328.csv '
        'dpc-covid19-ita-andamento-nazionale-20230331.csv dpc-covid19-ita-andamento-nazionale-20230409.csv '
        'dpc-covid19-ita-andamento-nazionale-20230415.csv dpc-covid19-ita-andamento-nazionale-20230419.csv '
        'dpc-covid19-ita-andamento-nazionale-20230421.csv dpc-covid19-ita-andamento-nazionale-20230422.csv '
        'dpc-covid19-ita-andamento-nazionale-20230426.csv dpc-covid19-ita-andamento-nazionale-20230427.csv '
        'dpc-covid19-ita-andamento-nazionale-20230430.csv dpc-covid19-ita-andamento-nazionale-20230504.csv '
        'dpc-covid19-ita-andamento-nazionale-20230506.csv dpc-covid19-ita-andamento-nazionale-20230507.csv '
        'dpc-covid19-ita-andamento-nazionale-20230508.csv dpc-covid19-ita-andamento-nazionale-20230509.csv '
        'dpc-covid19-ita-andamento-nazionale-20230512.csv dpc-covid19-ita-andamento-nazionale-20230515.csv '
        'dpc-covid19-ita-andamento-nazionale-20230516.csv dpc-covid19-ita-andamento-nazionale-20230518.csv '
        'dpc-covid19-ita-andamento-nazionale-20230531.csv dpc-covid19-ita-andamento-nazionale-20230601.csv '
        'dpc-covid19-ita-andamento-nazionale-20230609.csv dpc-covid19-ita-andamento-nazionale-20230610.csv '
        'dpc-covid19-ita-andamento-nazionale-20230613.csv dpc-covid19-ita-andamento-nazionale-20230616.csv '
        'dpc-covid19-ita-andamento-nazionale-20230621.csv dpc-covid19-ita-andamento-nazionale-20230622.csv '
        'dpc-covid19-ita-andamento-nazionale-20230626.csv dpc-covid19-ita-andamento-nazionale-20230628.csv '
        'dpc-covid19-ita-andamento-nazionale-20230629.csv dpc-covid19-ita-andamento-nazionale-20230704.csv '
        'dpc-covid19-ita-andamento-nazionale-20230707.csv dpc-covid19-ita-andamento-nazionale-20230708.csv '
        'dpc-covid19-ita-andamento-nazionale-20230714.csv dpc-covid19-ita-andamento-nazionale-20230718.csv '
        'dpc-covid19-ita-andamento-nazionale-20230719.csv dpc-covid19-ita-andamento-nazionale-20230722.csv '
        'dpc-covid19-ita-andamento-nazionale-20230723.csv dpc-covid19-ita-andamento-nazionale-20230730.csv '
        'dpc-covid19-ita-andamento-nazionale-20230801.csv dpc-covid19-ita-andamento-nazionale-20230803.csv '
        'dpc-covid19-ita-andamento-nazionale-20230813.csv dpc-covid19-ita-andamento-nazionale-20230815.csv '
        'dpc-covid19-ita-andamento-nazionale-20230816.csv dpc-covid19-ita-andamento-nazionale-20230820.csv '
        'dpc-covid19-ita-andamento-nazionale-20230822.csv dpc-covid19-ita-andamento-nazionale-20230912.csv '
        'dpc-covid19-ita-andamento-nazionale-20230917.csv dpc-covid19-ita-andamento-nazionale-20230918.csv '
        'dpc-covid19-ita-andamento-nazionale-20230926.csv dpc-covid19-ita-andamento-nazionale-20230927.csv '
        'dpc-covid19-ita-andamento-nazionale-20231003.csv dpc-covid19-ita-andamento-nazionale-20231005.csv '
        'dpc-covid19-ita-andamento-nazionale-20231007.csv dpc-covid19-ita-andamento-nazionale-20231008.csv '
        'dpc-covid19-ita-andamento-nazionale-20231009.csv dpc-covid19-ita-andamento-nazionale-20231011.csv '
        'dpc-covid19-ita-andamento-nazionale-20231017.csv dpc-covid19-ita-andamento-nazionale-20231022.csv '
        'dpc-covid19-ita-andamento-nazionale-20231025.csv dpc-covid19-ita-andamento-nazionale-20231026.csv '
        'dpc-covid19-ita-andamento-nazionale-20231030.csv dpc-covid19-ita-andamento-nazionale-20231110.csv '
        'dpc-covid19-ita-andamento-nazionale-20231111.csv dpc-covid19-ita-andamento-nazionale-20231112.csv '
        'dpc-covid19-ita-andamento-nazionale-20231116.csv dpc-covid19-ita-andamento-nazionale-20231118.csv '
        'dpc-covid19-ita-andamento-nazionale-20231121.csv dpc-covid19-ita-andamento-nazionale-20231123.csv '
        'dpc-covid19-ita-andamento-nazionale-20231124.csv dpc-covid19-ita-andamento-nazionale-20231126.csv '
        'dpc-covid19-ita-andamento-nazionale-20231129.csv dpc-covid19-ita-andamento-nazionale-20231201.csv '
        'dpc-covid19-ita-andamento-nazionale-20231203.csv dpc-covid19-ita-andamento-nazionale-20231210.csv '
        'dpc-covid19-ita-andamento-nazionale-20231211.csv dpc-covid19-ita-andamento-nazionale-20231214.csv '
        'dpc-covid19-ita-andamento-nazionale-20231218.csv dpc-covid19-ita-andamento-nazionale-20231220.csv '
        'dpc-covid19-ita-andamento-nazionale-20231231.csv dpc-covid19-ita-andamento-nazionale-20240113.csv '
        'dpc-covid19-ita-andamento-nazionale-20240114.csv dpc-covid19-ita-andamento-nazionale-20240117.csv '
        'dpc-covid19-ita-andamento-nazionale-20240128.csv dpc-covid19-ita-andamento-nazionale-20240201.csv '
        'dpc-covid19-ita-andamento-nazionale-20240206.csv dpc-covid19-ita-andamento-nazionale-20240221.csv '
        'dpc-covid19-ita-andamento-nazionale-20240224.csv dpc-covid19-ita-andamento-nazionale-20240227.csv '
        'dpc-covid19-ita-andamento-nazionale-20240229.csv dpc-covid19-ita-andamento-nazionale-20240307.csv '
        'dpc-covid19-ita-andamento-nazionale-20240318.csv dpc-covid19-ita-andamento-nazionale-20240319.csv '
        'dpc-covid19-ita-andamento-nazionale-20240320.csv dpc-covid19-ita-andamento-nazionale-20240321.csv '
        'dpc-covid19-ita-andamento-nazionale-20240331.csv dpc-covid19-ita-andamento-nazionale-20240401.csv '
        'dpc-covid19-ita-andamento-nazionale-20240409.csv dpc-covid19-ita-andamento-nazionale-20240422.csv '
        'dpc-covid19-ita-andamento-nazionale-20240428.csv dpc-covid19-ita-andamento-nazionale-20240429.csv '
        'dpc-covid19-ita-andamento-nazionale-20240501.csv dpc-covid19-ita-andamento-nazionale-20240509.csv '
        'dpc-covid19-ita-andamento-nazionale-20240518.csv dpc-covid19-ita-andamento-nazionale-20240521.csv '
        'dpc-covid19-ita-andamento-nazionale-20240526.csv dpc-covid19-ita-andamento-nazionale-20240527.csv '
        'dpc-covid19-ita-andamento-nazionale-20240529.csv dpc-covid19-ita-andamento-nazionale-20240531.csv '
        'dpc-covid19-ita-andamento-nazionale-20240603.csv dpc-covid19-ita-andamento-nazionale-20240606.csv '
        'dpc-covid19-ita-andamento-nazionale-20240609.csv dpc-covid19-ita-andamento-nazionale-20240616.csv '
        'dpc-covid19-ita-andamento-nazionale-20240621.csv dpc-covid19-ita-andamento-nazionale-20240622.csv '
        'dpc-covid19-ita-andamento-nazionale-20240627.csv dpc-covid19-ita-andamento-nazionale-20240629.csv '
        'dpc-covid19-ita-andamento-nazionale-20240703.csv dpc-covid19-ita-andamento-nazionale-20240708.csv '
        'dpc-covid19-ita-andamento-nazionale-20240724.csv dpc-covid19-ita-andamento-nazionale-20240801.csv '
        'dpc-covid19-ita-andamento-nazionale-20240816.csv dpc-covid19-ita-andamento-nazionale-20240822.csv '
        'dpc-covid19-ita-andamento-nazionale-20240829.csv dpc-covid19-ita-andamento-nazionale-20240904.csv '
        'dpc-covid19-ita-andamento-nazionale-20240907.csv dpc-covid19-ita-andamento-nazionale-20240914.csv '
        'dpc-covid19-ita-andamento-nazionale-20240915.csv dpc-covid19-ita-andamento-nazionale-20240917.csv '
        'dpc-covid19-ita-andamento-nazionale-20240918.csv dpc-covid19-ita-andamento-nazionale-20241004.csv '
        'dpc-covid19-ita-andamento-nazionale-20241008.csv dpc-covid19-ita-andamento-nazionale-20241009.csv '
        'dpc-covid19-ita-andamento-nazionale-20241015.csv dpc-covid19-ita-andamento-nazionale-20241023.csv '
        'dpc-covid19-ita-andamento-nazionale-20241028.csv dpc-covid19-ita-andamento-nazionale-20241031.csv '
        'dpc-covid19-ita-andamento-nazionale-20241109.csv dpc-covid19-ita-andamento-nazionale-20241110.csv '
        'dpc-covid19-ita-andamento-nazionale-20241111.csv dpc-covid19-ita-andamento-nazionale-20241117.csv '
        'dpc-covid19-ita-andamento-nazionale-20241201.csv dpc-covid19-ita-andamento-nazionale-20241202.csv '
        'dpc-covid19-ita-andamento-nazionale-20241204.csv dpc-covid19-ita-andamento-nazionale-20241206.csv '
        'dpc-covid19-ita-andamento-nazionale-20241210.csv dpc-covid19-ita-andamento-nazionale-20241213.csv '
        'dpc-covid19-ita-andamento-nazionale-20241219.csv dpc-covid19-ita-andamento-nazionale-20241220.csv '
        'dpc-covid19-ita-andamento-nazionale-20241225.csv dpc-covid19-ita-andamento-nazionale-20241227.csv '
        'dpc-covid19-ita-andamento-nazionale-20241228.csv dpc-covid19-ita-andamento-nazionale-20241231.csv '
        'dpc-covid19-ita-andamento-nazionale-20250107.csv dpc-covid19-ita-andamento-nazionale-latest.csv'
    ),
    'dati-json': (
        'dpc-covid19-ita-note.json dpc-covid19-ita-province-latest.json dpc-covid19-ita-province.json '
        'dpc-covid19-ita-regioni-latest.json'
    ),
    'dati-province': (
        'dpc-covid19-ita-province-20200224.csv dpc-covid19-ita-province-20200303.csv '
        'dpc-covid19-ita-province-20200314.csv dpc-covid19-ita-province-20200319.csv '
        'dpc-covid19-ita-province-20200330.csv dpc-covid19-ita-province-20200404.csv '
        'dpc-covid19-ita-province-20200409.csv dpc-covid19-ita-province-20200413.csv '
        'dpc-covid19-ita-province-20200414.csv dpc-covid19-ita-province-20200422.csv '
        'dpc-covid19-ita-province-20200424.csv dpc-covid19-ita-province-20200429.csv '
        'dpc-covid19-ita-province-20200521.csv dpc-covid19-ita-province-20200525.csv '
        'dpc-covid19-ita-province-20200713.csv dpc-covid19-ita-province-20200814.csv '
        'dpc-covid19-ita-province-20200818.csv dpc-covid19-ita-province-20200903.csv '
        'dpc-covid19-ita-province-20200910.csv dpc-covid19-ita-province-20200918.csv '
        'dpc-covid19-ita-province-20200926.csv dpc-covid19-ita-province-20201004.csv '
        'dpc-covid19-ita-province-20201005.csv dpc-covid19-ita-province-20201016.csv '
        'dpc-covid19-ita-province-20201023.csv dpc-covid19-ita-province-20201025.csv '
        'dpc-covid19-ita-province-20201130.csv dpc-covid19-ita-province-20201204.csv '
        'dpc-covid19-ita-province-20201206.csv dpc-covid19-ita-province-20210108.csv '
        'dpc-covid19-ita-province-20210109.csv dpc-covid19-ita-province-20210218.csv '
        'dpc-covid19-ita-province-20210224.csv dpc-covid19-ita-province-20210318.csv '
        'dpc-covid19-ita-province-20210323.csv dpc-covid19-ita-province-20210417.csv '
        'dpc-covid19-ita-province-20210501.csv dpc-covid19-ita-province-20210509.csv '
        'dpc-covid19-ita-province-20210522.csv dpc-covid19-ita-province-20210611.csv '
        'dpc-covid19-ita-province-20210616.csv dpc-covid19-ita-province-20210623.csv '
        'dpc-covid19-ita-province-20210627.csv dpc-covid19-ita-province-20210701.csv '
        'dpc-covid19-ita-province-20210714.csv dpc-covid19-ita-province-20210718.csv '
        'dpc-covid19-ita-province-20210719.csv dpc-covid19-ita-province-20210723.csv '
        'dpc-covid19-ita-province-20210908.csv dpc-covid19-ita-province-20210921.csv '
        'dpc-covid19-ita-province-20210922.csv dpc-covid19-ita-province-20211001.csv '
        'dpc-covid19-ita-province-20211112.csv dpc-covid19-ita-province-20211209.csv '
        'dpc-covid19-ita-province-20211214.csv dpc-covid19-ita-province-20211229.csv '
        'dpc-covid19-ita-province-20220212.csv dpc-covid19-ita-province-20220218.csv '
        'dpc-covid19-ita-province-20220302.csv dpc-covid19-ita-province-20220330.csv '
        'dpc-covid19-ita-province-20220421.csv dpc-covid19-ita-province-20220422.csv '
        'dpc-covid19-ita-province-20220425.csv dpc-covid19-ita-province-20220516.csv '
        'dpc-covid19-ita-province-20220519.csv dpc-covid19-ita-province-20220612.csv '
        'dpc-covid19-ita-province-20220614.csv dpc-covid19-ita-province-20220707.csv '
        'dpc-covid19-ita-province-20220712.csv dpc-covid19-ita-province-20220803.csv '
        'dpc-covid19-ita-province-20220813.csv dpc-covid19-ita-province-20220826.csv '
        'dpc-covid19-ita-province-20220929.csv dpc-covid19-ita-province-20221024.csv '
        'dpc-covid19-ita-province-20221105.csv dpc-covid19-ita-province-20221115.csv '
        'dpc-covid19-ita-province-20221121.csv dpc-covid19-ita-province-20221127.csv '
        'dpc-covid19-ita-province-20221205.csv dpc-covid19-ita-province-20221218.csv '
        'dpc-covid19-ita-province-20221223.csv dpc-covid19-ita-province-20230111.csv '
        'dpc-covid19-ita-province-20230124.csv dpc-covid19-ita-province-20230128.csv '
        'dpc-covid19-ita-province-20230203.csv dpc-covid19-ita-province-20230210.csv '
        'dpc-covid19-ita-province-20230301.csv dpc-covid19-ita-province-20230303.csv '
        'dpc-covid19-ita-province-20230316.csv dpc-covid19-ita-province-20230318.csv '
        'dpc-covid19-ita-province-20230319.csv dpc-covid19-ita-province-20230320.csv '
        'dpc-covid19-ita-province-20230406.csv dpc-covid19-ita-province-20230413.csv '
        'dpc-covid19-ita-province-20230527.csv dpc-covid19-ita-province-20230528.csv '
        'dpc-covid19-ita-province-20230603.csv dpc-covid19-ita-province-20230619.csv '
        'dpc-covid19-ita-province-20230621.csv dpc-covid19-ita-province-20230624.csv '
        'dpc-covid19-ita-province-20230704.csv dpc-covid19-ita-province-20230706.csv '
        'dpc-covid19-ita-province-20230722.csv dpc-covid19-ita-province-20230724.csv '
        'dpc-covid19-ita-province-20230805.csv dpc-covid19-ita-province-20230810.csv '
        'dpc-covid19-ita-province-20230914.csv dpc-covid19-ita-province-20230915.csv '
        'dpc-covid19-ita-province-20230919.csv dpc-covid19-ita-province-20231021.csv '
        'dpc-covid19-ita-province-20231209.csv dpc-covid19-ita-province-20231219.csv '
        'dpc-covid19-ita-province-20240123.csv dpc-covid19-ita-province-20240221.csv '
        'dpc-covid19-ita-province-20240224.csv dpc-covid19-ita-province-20240301.csv '
        'dpc-covid19-ita-province-20240304.csv dpc-covid19-ita-province-20240310.csv '
        'dpc-covid19-ita-province-20240314.csv dpc-covid19-ita-province-20240320.csv '
        'dpc-covid19-ita-province-20240517.csv dpc-covid19-ita-province-20240611.csv '
        'dpc-covid19-ita-province-20240614.csv dpc-covid19-ita-province-20240619.csv '
        'dpc-covid19-ita-province-20240623.csv dpc-covid19-ita-province-20240625.csv '
        'dpc-covid19-ita-province-20240630.csv dpc-covid19-ita-province-20240701.csv '
        'dpc-covid19-ita-province-20240713.csv dpc-covid19-ita-province-20240718.csv '
        'dpc-covid19-ita-province-20240726.csv dpc-covid19-ita-province-20240727.csv '
        'dpc-covid19-ita-province-20240805.csv dpc-covid19-ita-province-20240818.csv '
        'dpc-covid19-ita-province-20240906.csv dpc-covid19-ita-province-20240908.csv '
        'dpc-covid19-ita-province-20240922.csv dpc-covid19-ita-province-20240925.csv '
        'dpc-covid19-ita-province-20240926.csv dpc-covid19-ita-province-20241006.csv '
        'dpc-covid19-ita-province-20241007.csv dpc-covid19-ita-province-20241016.csv '
        'dpc-covid19-ita-province-20241025.csv dpc-covid19-ita-province-20241103.csv '
        'dpc-covid19-ita-province-20241105.csv dpc-covid19-ita-province-20241202.csv '
        'dpc-covid19-ita-province-20241225.csv dpc-covid19-ita-province-20241226.csv '
        'dpc-covid19-ita-province-20250102.csv dpc-covid19-ita-province-20250107.csv'
    ),
}
PCM_SHEETS_KIND = {
    'schede-riepilogative/province': (
        'dpc-covid19-ita-scheda-province-20200303.pdf dpc-covid19-ita-scheda-province-20200304.pdf '
        'dpc-covid19-ita-scheda-province-20200305.pdf dpc-covid19-ita-scheda-province-20200306.pdf '
        'dpc-covid19-ita-scheda-province-20200307.pdf dpc-covid19-ita-scheda-province-20200308.pdf '
        'dpc-covid19-ita-scheda-province-20200309.pdf dpc-covid19-ita-scheda-province-20200310.pdf '
        'dpc-covid19-ita-scheda-province-20200311.pdf dpc-covid19-ita-scheda-province-20200312.pdf '
        'dpc-covid19-ita-scheda-province-20200313.pdf dpc-covid19-ita-scheda-province-20200314.pdf '
        'dpc-covid19-ita-scheda-province-20200316.pdf dpc-covid19-ita-scheda-province-20200317.pdf '
        'dpc-covid19-ita-scheda-province-20200318.pdf dpc-covid19-ita-scheda-province-20200319.pdf '
        'dpc-covid19-ita-scheda-province-20200320.pdf dpc-covid19-ita-scheda-province-20200321.pdf '
        'dpc-covid19-ita-scheda-province-20200322.pdf dpc-covid19-ita-scheda-province-20200323.pdf '
        'dpc-covid19-ita-scheda-province-20200324.pdf dpc-covid19-ita-scheda-province-20200325.pdf '
        'dpc-covid19-ita-scheda-province-20200326.pdf dpc-covid19-ita-scheda-province-20200327.pdf '
        'dpc-covid19-ita-scheda-province-20200328.pdf dpc-covid19-ita-scheda-province-20200330.pdf '
        'dpc-covid19-ita-scheda-province-20200331.pdf dpc-covid19-ita-scheda-province-20200402.pdf '
        'dpc-covid19-ita-scheda-province-20200403.pdf dpc-covid19-ita-scheda-province-20200404.pdf '
        'dpc-covid19-ita-scheda-province-20200406.pdf dpc-covid19-ita-scheda-province-20200407.pdf '
        'dpc-covid19-ita-scheda-province-20200408.pdf dpc-covid19-ita-scheda-province-20200409.pdf '
        'dpc-covid19-ita-scheda-province-20200410.pdf dpc-covid19-ita-scheda-province-20200411.pdf '
        'dpc-covid19-ita-scheda-province-20200412.pdf dpc-covid19-ita-scheda-province-20200413.pdf '
        'dpc-covid19-ita-scheda-province-20200414.pdf dpc-covid19-ita-scheda-province-20200416.pdf '
        'dpc-covid19-ita-scheda-province-20200417.pdf dpc-covid19-ita-scheda-province-20200418.pdf '
        'dpc-covid19-ita-scheda-province-20200419.pdf dpc-covid19-ita-scheda-province-20200421.pdf '
        'dpc-covid19-ita-scheda-province-20200422.pdf dpc-covid19-ita-scheda-province-20200424.pdf '
        'dpc-covid19-ita-scheda-province-20200426.pdf dpc-covid19-ita-scheda-province-20200427.pdf '
        'dpc-covid19-ita-scheda-province-20200428.pdf dpc-covid19-ita-scheda-province-20200429.pdf '
        'dpc-covid19-ita-scheda-province-20200501.pdf dpc-covid19-ita-scheda-province-20200502.pdf '
        'dpc-covid19-ita-scheda-province-20200503.pdf dpc-covid19-ita-scheda-province-20200504.pdf '
        'dpc-covid19-ita-scheda-province-20200505.pdf dpc-covid19-ita-scheda-province-20200506.pdf '
        'dpc-covid19-ita-scheda-province-20200507.pdf dpc-covid19-ita-scheda-province-20200509.pdf '
        'dpc-covid19-ita-scheda-province-20200510.pdf dpc-covid19-ita-scheda-province-20200511.pdf '
        'dpc-covid19-ita-scheda-province-20200512.pdf dpc-covid19-ita-scheda-province-20200513.pdf '
        'dpc-covid19-ita-scheda-province-20200514.pdf dpc-covid19-ita-scheda-province-20200515.pdf '
        'dpc-covid19-ita-scheda-province-20200516.pdf dpc-covid19-ita-scheda-province-20200517.pdf '
        'dpc-covid19-ita-scheda-province-20200518.pdf dpc-covid19-ita-scheda-province-20200519.pdf '
        'dpc-covid19-ita-scheda-province-20200520.pdf dpc-covid19-ita-scheda-province-20200522.pdf '
        'dpc-covid19-ita-scheda-province-20200523.pdf dpc-covid19-ita-scheda-province-20200524.pdf '
        'dpc-covid19-ita-scheda-province-20200525.pdf dpc-covid19-ita-scheda-province-20200526.pdf '
        'dpc-covid19-ita-scheda-province-20200527.pdf dpc-covid19-ita-scheda-province-20200528.pdf '
        'dpc-covid19-ita-scheda-province-20200529.pdf dpc-covid19-ita-scheda-province-20200531.pdf '
        'dpc-covid19-ita-scheda-province-20200601.pdf dpc-covid19-ita-scheda-province-20200602.pdf '
        'dpc-covid19-ita-scheda-province-20200603.pdf dpc-covid19-ita-scheda-province-20200604.pdf '
        'dpc-covid19-ita-scheda-province-20200605.pdf dpc-covid19-ita-scheda-province-20200606.pdf '
        'dpc-covid19-ita-scheda-province-20200607.pdf dpc-covid19-ita-scheda-province-20200608.pdf '
        'dpc-covid19-ita-scheda-province-20200609.pdf dpc-covid19-ita-scheda-province-20200610.pdf '
        'dpc-covid19-ita-scheda-province-20200611.pdf dpc-covid19-ita-scheda-province-20200612.pdf '
        'dpc-covid19-ita-scheda-province-20200613.pdf dpc-covid19-ita-scheda-province-20200614.pdf '
        'dpc-covid19-ita-scheda-province-20200615.pdf dpc-covid19-ita-scheda-province-20200616.pdf '
        'dpc-covid19-ita-scheda-province-20200619.pdf dpc-covid19-ita-scheda-province-20200620.pdf '
        'dpc-covid19-ita-scheda-province-20200621.pdf dpc-covid19-ita-scheda-province-20200622.pdf '
        'dpc-covid19-ita-scheda-province-20200623.pdf dpc-covid19-ita-scheda-province-20200624.pdf'
    ),
    'schede-riepilogative/regioni': (
        'dpc-covid19-ita-scheda-regioni-20200310.pdf dpc-covid19-ita-scheda-regioni-20200417.pdf '
        'dpc-covid19-ita-scheda-regioni-20200425.pdf dpc-covid19-ita-scheda-regioni-20200615.pdf '
        'dpc-covid19-ita-scheda-regioni-20200619.pdf dpc-covid19-ita-scheda-regioni-20200721.pdf '
        'dpc-covid19-ita-scheda-regioni-20200731.pdf dpc-covid19-ita-scheda-regioni-20200822.pdf '
        'dpc-covid19-ita-scheda-regioni-20200902.pdf dpc-covid19-ita-scheda-regioni-20200904.pdf '
        'dpc-covid19-ita-scheda-regioni-20200912.pdf dpc-covid19-ita-scheda-regioni-20200926.pdf '
        'dpc-covid19-ita-scheda-regioni-20201024.pdf dpc-covid19-ita-scheda-regioni-20201028.pdf '
        'dpc-covid19-ita-scheda-regioni-20201120.pdf dpc-covid19-ita-scheda-regioni-20201223.pdf '
        'dpc-covid19-ita-scheda-regioni-20210112.pdf dpc-covid19-ita-scheda-regioni-20210128.pdf '
        'dpc-covid19-ita-scheda-regioni-20210218.pdf dpc-covid19-ita-scheda-regioni-20210307.pdf '
        'dpc-covid19-ita-scheda-regioni-20210329.pdf dpc-covid19-ita-scheda-regioni-20210402.pdf '
        'dpc-covid19-ita-scheda-regioni-20210405.pdf dpc-covid19-ita-scheda-regioni-20210503.pdf '
        'dpc-covid19-ita-scheda-regioni-20210510.pdf dpc-covid19-ita-scheda-regioni-20210518.pdf '
        'dpc-covid19-ita-scheda-regioni-20210531.pdf dpc-covid19-ita-scheda-regioni-20210604.pdf '
        'dpc-covid19-ita-scheda-regioni-20210704.pdf dpc-covid19-ita-scheda-regioni-20210807.pdf '
        'dpc-covid19-ita-scheda-regioni-20210809.pdf dpc-covid19-ita-scheda-regioni-20210822.pdf '
        'dpc-covid19-ita-scheda-regioni-20210917.pdf dpc-covid19-ita-scheda-regioni-20210921.pdf '
        'dpc-covid19-ita-scheda-regioni-20211103.pdf dpc-covid19-ita-scheda-regioni-20211112.pdf '
        'dpc-covid19-ita-scheda-regioni-20211126.pdf dpc-covid19-ita-scheda-regioni-20220103.pdf '
        'dpc-covid19-ita-scheda-regioni-20220107.pdf dpc-covid19-ita-scheda-regioni-20220316.pdf '
        'dpc-covid19-ita-scheda-regioni-20220402.pdf dpc-covid19-ita-scheda-regioni-20220411.pdf '
        'dpc-covid19-ita-scheda-regioni-20220414.pdf dpc-covid19-ita-scheda-regioni-20220627.pdf '
        'dpc-covid19-ita-scheda-regioni-20220715.pdf dpc-covid19-ita-scheda-regioni-20220722.pdf '
        'dpc-covid19-ita-scheda-regioni-20220820.pdf dpc-covid19-ita-scheda-regioni-20220821.pdf '
        'dpc-covid19-ita-scheda-regioni-20221023.pdf dpc-covid19-ita-scheda-regioni-20221107.pdf '
        'dpc-covid19-ita-scheda-regioni-20221114.pdf dpc-covid19-ita-scheda-regioni-20221224.pdf '
        'dpc-covid19-ita-scheda-regioni-20230102.pdf dpc-covid19-ita-scheda-regioni-20230127.pdf '
        'dpc-covid19-ita-scheda-regioni-20230210.pdf dpc-covid19-ita-scheda-regioni-20230225.pdf '
        'dpc-covid19-ita-scheda-regioni-20230309.pdf dpc-covid19-ita-scheda-regioni-20230507.pdf '
        'dpc-covid19-ita-scheda-regioni-20230521.pdf dpc-covid19-ita-scheda-regioni-20230603.pdf '
        'dpc-covid19-ita-scheda-regioni-20230615.pdf dpc-covid19-ita-scheda-regioni-20230712.pdf '
        'dpc-covid19-ita-scheda-regioni-20230723.pdf dpc-covid19-ita-scheda-regioni-20230729.pdf '
        'dpc-covid19-ita-scheda-regioni-20230730.pdf dpc-covid19-ita-scheda-regioni-20230803.pdf '
        'dpc-covid19-ita-scheda-regioni-20230814.pdf dpc-covid19-ita-scheda-regioni-20230902.pdf '
        'dpc-covid19-ita-scheda-regioni-20230907.pdf dpc-covid19-ita-scheda-regioni-20230908.pdf '
        'dpc-covid19-ita-scheda-regioni-20230930.pdf dpc-covid19-ita-scheda-regioni-20231016.pdf '
        'dpc-covid19-ita-scheda-regioni-20231119.pdf dpc-covid19-ita-scheda-regioni-20231203.pdf '
        'dpc-covid19-ita-scheda-regioni-20231220.pdf dpc-covid19-ita-scheda-regioni-20231222.pdf '
        'dpc-covid19-ita-scheda-regioni-20231227.pdf dpc-covid19-ita-scheda-regioni-20240106.pdf '
        'dpc-covid19-ita-scheda-regioni-20240107.pdf dpc-covid19-ita-scheda-regioni-20240108.pdf '
        'dpc-covid19-ita-scheda-regioni-20240115.pdf dpc-covid19-ita-scheda-regioni-20240203.pdf '
        'dpc-covid19-ita-scheda-regioni-20240222.pdf dpc-covid19-ita-scheda-regioni-20240305.pdf '
        'dpc-covid19-ita-scheda-regioni-20240316.pdf dpc-covid19-ita-scheda-regioni-20240405.pdf '
        'dpc-covid19-ita-scheda-regioni-20240508.pdf dpc-covid19-ita-scheda-regioni-20240513.pdf '
        'dpc-covid19-ita-scheda-regioni-20240604.pdf dpc-covid19-ita-scheda-regioni-20240609.pdf '
        'dpc-covid19-ita-scheda-regioni-20240617.pdf dpc-covid19-ita-scheda-regioni-20240719.pdf '
        'dpc-covid19-ita-scheda-regioni-20240807.pdf dpc-covid19-ita-scheda-regioni-20240829.pdf '
        'dpc-covid19-ita-scheda-regioni-20240902.pdf dpc-covid19-ita-scheda-regioni-20241001.pdf '
        'dpc-covid19-ita-scheda-regioni-20241110.pdf dpc-covid19-ita-scheda-regioni-20241223.pdf '
        'dpc-covid19-ita-scheda-regioni-20241225.pdf dpc-covid19-ita-scheda-regioni-20250106.pdf'
    ),
}
PCM_SHEETS_OTHER = {
    '': (
        'dati-contratti-dpc-forniture/dati-json/dpc-covid19-dati-contratti-dpc-forniture.json '
        'dati-contratti-dpc-forniture/dati-json/dpc-covid19-dati-pagamenti-contratti-dpc-forniture.json '
        'dati-contratti-dpc-forniture/dpc-covid19-dati-contratti-dpc-forniture.csv '
        'dati-contratti-dpc-forniture/dpc-covid19-dati-pagamenti-contratti-dpc-forniture.csv '
        'schede-iss/appendici/iss-covid19-appendice-latest.pdf '
        'schede-iss/bollettini/iss-covid19-bollettino-latest.pdf '
        'schede-riepilogative/province/dpc-covid19-ita-scheda-province-latest.pdf '
        'schede-riepilogative/regioni/dpc-covid19-ita-scheda-regioni-latest.pdf'
    ),
    'assets/img': (
        'dpc-covid19-flusso-dati-en.png dpc-covid19-flusso-dati-it.png dpc-logo-covid19.png'
    ),
    'dati-contratti-dpc-forniture/file-atti-negoziali': (
        'dpc-contratto-covid19-0009486.pdf dpc-contratto-covid19-0009487.pdf '
        'dpc-contratto-covid19-0009489.pdf dpc-contratto-covid19-0009726.pdf '
        'dpc-contratto-covid19-0010026.pdf dpc-contratto-covid19-0010027.pdf '
        'dpc-contratto-covid19-0010316.pdf dpc-contratto-covid19-0010418.pdf '
        'dpc-contratto-covid19-0010620.pdf dpc-contratto-covid19-0010621.pdf '
        'dpc-contratto-covid19-0010956.pdf dpc-contratto-covid19-0010980.pdf '
        'dpc-contratto-covid19-0010981.pdf dpc-contratto-covid19-0011290.pdf '
        'dpc-contratto-covid19-0011718.pdf dpc-contratto-covid19-0011719.pdf '
        'dpc-contratto-covid19-0011769.pdf dpc-contratto-covid19-0011770.pdf '
        'dpc-contratto-covid19-0011772.pdf dpc-contratto-covid19-0012120.pdf '
        'dpc-contratto-covid19-0012127.pdf dpc-contratto-covid19-0012843.pdf '
        'dpc-contratto-covid19-0012924.pdf dpc-contratto-covid19-0012927.pdf '
        'dpc-contratto-covid19-0013311.pdf dpc-contratto-covid19-0013525.pdf '
        'dpc-contratto-covid19-0013541.pdf dpc-contratto-covid19-0013562.pdf '
        'dpc-contratto-covid19-0013734.pdf dpc-contratto-covid19-0013739.pdf '
        'dpc-contratto-covid19-0013846.pdf dpc-contratto-covid19-0013880.pdf '
        'dpc-contratto-covid19-0013942.pdf dpc-contratto-covid19-0014044.pdf '
        'dpc-contratto-covid19-0014304.pdf dpc-contratto-covid19-0014399.pdf '
        'dpc-contratto-covid19-0014549.pdf dpc-contratto-covid19-0014561.pdf '
        'dpc-contratto-covid19-0014743.pdf dpc-contratto-covid19-0014751.pdf '
        'dpc-contratto-covid19-0014758.pdf dpc-contratto-covid19-0015042.pdf '
        'dpc-contratto-covid19-0015043.pdf dpc-contratto-covid19-0015047.pdf '
        'dpc-contratto-covid19-0015197.pdf dpc-contratto-covid19-0015204.pdf '
        'dpc-contratto-covid19-0015207.pdf dpc-contratto-covid19-0015636.pdf '
        'dpc-contratto-covid19-0015655.pdf dpc-contratto-covid19-0015683.pdf '
        'dpc-contratto-covid19-0015684.pdf dpc-contratto-covid19-0015685.pdf '
        'dpc-contratto-covid19-0016065.pdf'
    ),
    'dati-province': (
        'dpc-covid19-ita-province-20200428.csv dpc-covid19-ita-province-20200504.csv '
        'dpc-covid19-ita-province-20200527.csv dpc-covid19-ita-province-20200727.csv '
        'dpc-covid19-ita-province-20200814.csv dpc-covid19-ita-province-20200907.csv '
        'dpc-covid19-ita-province-20201217.csv dpc-covid19-ita-province-20210124.csv '
        'dpc-covid19-ita-province-20210304.csv dpc-covid19-ita-province-20210507.csv '
        'dpc-covid19-ita-province-20210522.csv dpc-covid19-ita-province-20210706.csv '
        'dpc-covid19-ita-province-20210717.csv dpc-covid19-ita-province-20210908.csv '
        'dpc-covid19-ita-province-20210927.csv dpc-covid19-ita-province-20211209.csv '
        'dpc-covid19-ita-province-20220205.csv dpc-covid19-ita-province-20220216.csv '
        'dpc-covid19-ita-province-20220315.csv dpc-covid19-ita-province-20220401.csv '
        'dpc-covid19-ita-province-20220419.csv dpc-covid19-ita-province-20220602.csv '
        'dpc-covid19-ita-province-20221115.csv dpc-covid19-ita-province-20221224.csv '
        'dpc-covid19-ita-province-20230201.csv dpc-covid19-ita-province-20230205.csv '
        'dpc-covid19-ita-province-20230326.csv dpc-covid19-ita-province-20230425.csv '
        'dpc-covid19-ita-province-20230601.csv dpc-covid19-ita-province-20230706.csv '
        'dpc-covid19-ita-province-20230720.csv dpc-covid19-ita-province-20230926.csv '
        'dpc-covid19-ita-province-20231110.csv dpc-covid19-ita-province-20231208.csv '
        'dpc-covid19-ita-province-20231211.csv dpc-covid19-ita-province-20231212.csv '
        'dpc-covid19-ita-province-20231219.csv dpc-covid19-ita-province-20240205.csv '
        'dpc-covid19-ita-province-20240312.csv dpc-covid19-ita-province-20240407.csv '
        'dpc-covid19-ita-province-20240429.csv dpc-covid19-ita-province-20240723.csv '
        'dpc-covid19-ita-province-20240831.csv dpc-covid19-ita-province-20240924.csv '
        'dpc-covid19-ita-province-20241030.csv dpc-covid19-ita-province-20241031.csv '
        'dpc-covid19-ita-province-20241210.csv dpc-covid19-ita-province-20241227.csv'
    ),
    'dati-regioni': (
        'dpc-covid19-ita-regioni-20200302.csv dpc-covid19-ita-regioni-20200328.csv '
        'dpc-covid19-ita-regioni-20200430.csv dpc-covid19-ita-regioni-20200719.csv '
        'dpc-covid19-ita-regioni-20200922.csv dpc-covid19-ita-regioni-20200927.csv '
        'dpc-covid19-ita-regioni-20201004.csv dpc-covid19-ita-regioni-20201009.csv '
        'dpc-covid19-ita-regioni-20201118.csv dpc-covid19-ita-regioni-20201208.csv '
        'dpc-covid19-ita-regioni-20210124.csv dpc-covid19-ita-regioni-20210208.csv '
        'dpc-covid19-ita-regioni-20210301.csv dpc-covid19-ita-regioni-20210315.csv '
        'dpc-covid19-ita-regioni-20210428.csv dpc-covid19-ita-regioni-20210430.csv '
        'dpc-covid19-ita-regioni-20210616.csv dpc-covid19-ita-regioni-20210619.csv '
        'dpc-covid19-ita-regioni-20210702.csv dpc-covid19-ita-regioni-20210806.csv '
        'dpc-covid19-ita-regioni-20211016.csv dpc-covid19-ita-regioni-20211112.csv '
        'dpc-covid19-ita-regioni-20211113.csv dpc-covid19-ita-regioni-20211210.csv '
        'dpc-covid19-ita-regioni-20211221.csv dpc-covid19-ita-regioni-20220313.csv '
        'dpc-covid19-ita-regioni-20220319.csv dpc-covid19-ita-regioni-20220415.csv '
        'dpc-covid19-ita-regioni-20220609.csv dpc-covid19-ita-regioni-20220626.csv '
        'dpc-covid19-ita-regioni-20220630.csv dpc-covid19-ita-regioni-20220704.csv '
        'dpc-covid19-ita-regioni-20220729.csv dpc-covid19-ita-regioni-20220822.csv '
        'dpc-covid19-ita-regioni-20220914.csv dpc-covid19-ita-regioni-20220930.csv '
        'dpc-covid19-ita-regioni-20221030.csv dpc-covid19-ita-regioni-20230218.csv '
        'dpc-covid19-ita-regioni-20230827.csv dpc-covid19-ita-regioni-20231002.csv '
        'dpc-covid19-ita-regioni-20231219.csv dpc-covid19-ita-regioni-20240404.csv '
        'dpc-covid19-ita-regioni-20240515.csv dpc-covid19-ita-regioni-20240614.csv '
        'dpc-covid19-ita-regioni-20240627.csv dpc-covid19-ita-regioni-20240628.csv '
        'dpc-covid19-ita-regioni-20240805.csv dpc-covid19-ita-regioni-20241007.csv '
        'dpc-covid19-ita-regioni-20241018.csv dpc-covid19-ita-regioni-20241023.csv '
        'dpc-covid19-ita-regioni-20241215.csv dpc-covid19-ita-regioni-20250102.csv'
    ),
}
PCM_CONTRACTS_KIND = {
    'dati-contratti-dpc-forniture/file-atti-negoziali': (
        'dpc-contratto-covid19-0009486.pdf dpc-contratto-covid19-0009487.pdf '
        'dpc-contratto-covid19-0009489.pdf dpc-contratto-covid19-0009726.pdf '
        'dpc-contratto-covid19-0010026.pdf dpc-contratto-covid19-0010027.pdf '
        'dpc-contratto-covid19-0010316.pdf dpc-contratto-covid19-0010418.pdf '
        'dpc-contratto-covid19-0010620.pdf dpc-contratto-covid19-0010621.pdf '
        'dpc-contratto-covid19-0010956.pdf dpc-contratto-covid19-0010980.pdf '
        'dpc-contratto-covid19-0010981.pdf dpc-contratto-covid19-0011290.pdf '
        'dpc-contratto-covid19-0011718.pdf dpc-contratto-covid19-0011719.pdf '
        'dpc-contratto-covid19-0011769.pdf dpc-contratto-covid19-0011770.pdf '
        'dpc-contratto-covid19-0011772.pdf dpc-contratto-covid19-0012120.pdf '
        'dpc-contratto-covid19-0012127.pdf dpc-contratto-covid19-0012843.pdf '
        'dpc-contratto-covid19-0012924.pdf dpc-contratto-covid19-0012927.pdf '
        'dpc-contratto-covid19-0013311.pdf dpc-contratto-covid19-0013525.pdf '
        'dpc-contratto-covid19-0013541.pdf dpc-contratto-covid19-0013562.pdf '
        'dpc-contratto-covid19-0013734.pdf dpc-contratto-covid19-0013739.pdf '
        'dpc-contratto-covid19-0013846.pdf dpc-contratto-covid19-0013880.pdf '
        'dpc-contratto-covid19-0013942.pdf dpc-contratto-covid19-0014044.pdf '
        'dpc-contratto-covid19-0014304.pdf dpc-contratto-covid19-0014399.pdf '
        'dpc-contratto-covid19-0014549.pdf dpc-contratto-covid19-0014561.pdf '
        'dpc-contratto-covid19-0014743.pdf dpc-contratto-covid19-0014751.pdf '
        'dpc-contratto-covid19-0014758.pdf dpc-contratto-covid19-0015042.pdf '
        'dpc-contratto-covid19-0015043.pdf dpc-contratto-covid19-0015047.pdf '
        'dpc-contratto-covid19-0015197.pdf dpc-contratto-covid19-0015204.pdf '
        'dpc-contratto-covid19-0015207.pdf dpc-contratto-covid19-0015636.pdf '
        'dpc-contratto-covid19-0015655.pdf dpc-contratto-covid19-0015683.pdf '
        'dpc-contratto-covid19-0015684.pdf dpc-contratto-covid19-0015685.pdf '
        'dpc-contratto-covid19-0016065.pdf'
    ),
}
PCM_CONTRACTS_OTHER = {
    '': (
        '.gitattributes .gitignore CHANGELOG.md CHANGELOG_EN.md CODE_OF_CONDUCT.md CODE_OF_CONDUCT_EN.md '
        'LICENSE LICENSE.xmp README.md README_EN.md dati-andamento-covid19-italia.md dati-aree-covid19.md '
        'dati-aree-covid19_EN.md dati-contratti-dpc-covid19-fornitura.md '
        'dati-contratti-dpc-forniture/dati-json/dpc-covid19-dati-contratti-dpc-forniture.json '
        'dati-contratti-dpc-forniture/dati-json/dpc-covid19-dati-pagamenti-contratti-dpc-forniture.json '
        'dati-contratti-dpc-forniture/dpc-covid19-dati-contratti-dpc-forniture.csv '
        'dati-contratti-dpc-forniture/dpc-covid19-dati-pagamenti-contratti-dpc-forniture.csv metriche.md '
        'schede-iss/appendici/iss-covid19-appendice-latest.pdf '
        'schede-iss/bollettini/iss-covid19-bollettino-latest.pdf'
    ),
    'aree/geojson': (
        'dpc-covid-19-aree-nuove-g-json.zip dpc-covid-19-ita-aree-comuni.json dpc-covid-19-ita-aree.json'
    ),
    'aree/shp': (
        'dpc-covid-19-ita-aree-comuni.dbf dpc-covid-19-ita-aree-comuni.prj dpc-covid-19-ita-aree-comuni.shp '
        'dpc-covid-19-ita-aree-comuni.shx dpc-covid-19-ita-aree-nuove-g.dbf '
        'dpc-covid-19-ita-aree-nuove-g.prj dpc-covid-19-ita-aree-nuove-g.shp '
        'dpc-covid-19-ita-aree-nuove-g.shx dpc-covid-19-ita-aree-nuove.dbf dpc-covid-19-ita-aree-nuove.prj '
        'dpc-covid-19-ita-aree-nuove.shp dpc-covid-19-ita-aree-nuove.shx dpc-covid-19-ita-aree.dbf '
        'dpc-covid-19-ita-aree.prj dpc-covid-19-ita-aree.shp dpc-covid-19-ita-aree.shx'
    ),
    'assets/img': (
        'dpc-covid19-flusso-dati-en.png dpc-covid19-flusso-dati-it.png dpc-logo-covid19.png'
    ),
    'metadata': (
        'covid-19-aree -comuni.xml',
        'covid-19-aree -nuove - IT.xml',
        'covid-19-aree.xml',
        'covid-19-ita-ContrattiDPCPagamenti.xml',
        'covid-19-ita-andamento-nazionale.xml',
        'covid-19-monitoraggio.xml',
    ),
    'metriche': (
        'dpc-covid19-ita-metriche-dashboard-desktop.csv dpc-covid19-ita-metriche-dashboard-desktop.json '
        'dpc-covid19-ita-metriche-dashboard-mobile.csv dpc-covid19-ita-metriche-dashboard-mobile.json'
    ),
    'schede-riepilogative/province': (
        'dpc-covid19-ita-scheda-province-20200325.pdf dpc-covid19-ita-scheda-province-20200428.pdf '
        'dpc-covid19-ita-scheda-province-20200505.pdf dpc-covid19-ita-scheda-province-20200609.pdf'
    ),
    'schede-riepilogative/regioni': (
        'dpc-covid19-ita-scheda-regioni-20200314.pdf dpc-covid19-ita-scheda-regioni-20200324.pdf '
        'dpc-covid19-ita-scheda-regioni-20200414.pdf dpc-covid19-ita-scheda-regioni-20200427.pdf '
        'dpc-covid19-ita-scheda-regioni-20200523.pdf dpc-covid19-ita-scheda-regioni-20200601.pdf '
        'dpc-covid19-ita-scheda-regioni-20200629.pdf dpc-covid19-ita-scheda-regioni-20200710.pdf '
        'dpc-covid19-ita-scheda-regioni-20200811.pdf dpc-covid19-ita-scheda-regioni-20200820.pdf '
        'dpc-covid19-ita-scheda-regioni-20200911.pdf dpc-covid19-ita-scheda-regioni-20201231.pdf '
        'dpc-covid19-ita-scheda-regioni-20210106.pdf dpc-covid19-ita-scheda-regioni-20210204.pdf '
        'dpc-covid19-ita-scheda-regioni-20210301.pdf dpc-covid19-ita-scheda-regioni-20210312.pdf '
        'dpc-covid19-ita-scheda-regioni-20210323.pdf dpc-covid19-ita-scheda-regioni-20210324.pdf '
        'dpc-covid19-ita-scheda-regioni-20210327.pdf dpc-covid19-ita-scheda-regioni-20210415.pdf '
        'dpc-covid19-ita-scheda-regioni-20210427.pdf dpc-covid19-ita-scheda-regioni-20210515.pdf '
        'dpc-covid19-ita-scheda-regioni-20210627.pdf dpc-covid19-ita-scheda-regioni-20210721.pdf '
        'dpc-covid19-ita-scheda-regioni-20210808.pdf dpc-covid19-ita-scheda-regioni-20210825.pdf '
        'dpc-covid19-ita-scheda-regioni-20210923.pdf dpc-covid19-ita-scheda-regioni-20211020.pdf '
        'dpc-covid19-ita-scheda-regioni-20211022.pdf dpc-covid19-ita-scheda-regioni-20211104.pdf '
        'dpc-covid19-ita-scheda-regioni-20220101.pdf dpc-covid19-ita-scheda-regioni-20220312.pdf '
        'dpc-covid19-ita-scheda-regioni-20220316.pdf dpc-covid19-ita-scheda-regioni-20220320.pdf '
        'dpc-covid19-ita-scheda-regioni-20220411.pdf dpc-covid19-ita-scheda-regioni-20220412.pdf '
        'dpc-covid19-ita-scheda-regioni-20220413.pdf dpc-covid19-ita-scheda-regioni-20220415.pdf '
        'dpc-covid19-ita-scheda-regioni-20220425.pdf dpc-covid19-ita-scheda-regioni-20220429.pdf '
        'dpc-covid19-ita-scheda-regioni-20220504.pdf dpc-covid19-ita-scheda-regioni-20220505.pdf '
        'dpc-covid19-ita-scheda-regioni-20220604.pdf dpc-covid19-ita-scheda-regioni-20220615.pdf '
        'dpc-covid19-ita-scheda-regioni-20220627.pdf dpc-covid19-ita-scheda-regioni-20220628.pdf '
        'dpc-covid19-ita-scheda-regioni-20220701.pdf dpc-covid19-ita-scheda-regioni-20220708.pdf '
        'dpc-covid19-ita-scheda-regioni-20220724.pdf dpc-covid19-ita-scheda-regioni-20220730.pdf '
        'dpc-covid19-ita-scheda-regioni-20220731.pdf dpc-covid19-ita-scheda-regioni-20220928.pdf '
        'dpc-covid19-ita-scheda-regioni-20221003.pdf dpc-covid19-ita-scheda-regioni-20221102.pdf '
        'dpc-covid19-ita-scheda-regioni-20221111.pdf dpc-covid19-ita-scheda-regioni-20221220.pdf '
        'dpc-covid19-ita-scheda-regioni-20230122.pdf dpc-covid19-ita-scheda-regioni-20230201.pdf '
        'dpc-covid19-ita-scheda-regioni-20230202.pdf dpc-covid19-ita-scheda-regioni-20230330.pdf '
        'dpc-covid19-ita-scheda-regioni-20230408.pdf dpc-covid19-ita-scheda-regioni-20230428.pdf '
        'dpc-covid19-ita-scheda-regioni-20230618.pdf dpc-covid19-ita-scheda-regioni-20230716.pdf '
        'dpc-covid19-ita-scheda-regioni-20230717.pdf dpc-covid19-ita-scheda-regioni-20230808.pdf '
        'dpc-covid19-ita-scheda-regioni-20230925.pdf dpc-covid19-ita-scheda-regioni-20230930.pdf '
        'dpc-covid19-ita-scheda-regioni-20231008.pdf dpc-covid19-ita-scheda-regioni-20231020.pdf '
        'dpc-covid19-ita-scheda-regioni-20231128.pdf dpc-covid19-ita-scheda-regioni-20231210.pdf '
        'dpc-covid19-ita-scheda-regioni-20231223.pdf dpc-covid19-ita-scheda-regioni-20231231.pdf '
        'dpc-covid19-ita-scheda-regioni-20240103.pdf dpc-covid19-ita-scheda-regioni-20240205.pdf '
        'dpc-covid19-ita-scheda-regioni-20240308.pdf dpc-covid19-ita-scheda-regioni-20240327.pdf '
        'dpc-covid19-ita-scheda-regioni-20240331.pdf dpc-covid19-ita-scheda-regioni-20240423.pdf '
        'dpc-covid19-ita-scheda-regioni-20240424.pdf dpc-covid19-ita-scheda-regioni-20240517.pdf '
        'dpc-covid19-ita-scheda-regioni-20240526.pdf dpc-covid19-ita-scheda-regioni-20240606.pdf '
        'dpc-covid19-ita-scheda-regioni-20240713.pdf dpc-covid19-ita-scheda-regioni-20240827.pdf '
        'dpc-covid19-ita-scheda-regioni-20240902.pdf dpc-covid19-ita-scheda-regioni-20240914.pdf '
        'dpc-covid19-ita-scheda-regioni-20241019.pdf dpc-covid19-ita-scheda-regioni-20241024.pdf '
        'dpc-covid19-ita-scheda-regioni-20241026.pdf dpc-covid19-ita-scheda-regioni-20241102.pdf '
        'dpc-covid19-ita-scheda-regioni-20241119.pdf dpc-covid19-ita-scheda-regioni-20241204.pdf '
        'dpc-covid19-ita-scheda-regioni-20241209.pdf dpc-covid19-ita-scheda-regioni-20241226.pdf'
    ),
}
FOOTBALL_KIND = {
    '2010-11': (
        'at.1.json at.2.json de.1.json en.1.json en.2.json en.3.json en.4.json'
    ),
    '2011-12': (
        'at.1.json at.2.json de.1.json en.1.json en.2.json en.3.json en.4.json uefa.cl.json'
    ),
    '2012-13': (
        'at.1.json at.2.json de.1.json de.2.json en.1.json en.2.json en.3.json en.4.json es.1.json es.2.json '
        'uefa.cl.json'
    ),
    '2013-14': (
        'at.1.json at.2.json de.1.json de.2.json en.1.json en.2.json en.3.json en.4.json es.1.json es.2.json '
        'it.1.json it.2.json uefa.cl.json'
    ),
    '2014-15': (
        'at.1.json at.2.json ch.1.json de.1.json de.2.json de.3.json en.1.json en.2.json en.3.json en.4.json '
        'es.1.json es.2.json fr.1.json fr.2.json it.1.json it.2.json uefa.cl.json'
    ),
    '2015-16': (
        'at.1.json at.2.json de.1.json de.2.json de.3.json en.1.json en.2.json en.3.json en.4.json es.1.json '
        'es.2.json fr.1.json fr.2.json it.1.json it.2.json uefa.cl.json'
    ),
    '2016-17': (
        'at.1.json at.2.json de.1.json de.2.json de.3.json en.1.json es.1.json es.2.json fr.1.json fr.2.json '
        'it.1.json it.2.json uefa.cl.json'
    ),
    '2017-18': (
        'at.1.json at.2.json de.1.json de.2.json de.3.json en.1.json es.1.json es.2.json fr.1.json fr.2.json '
        'it.1.json it.2.json uefa.cl.json'
    ),
    '2018-19': (
        'ar.1.json at.1.json at.2.json at.cup.json au.1.json be.1.json ch.1.json cz.1.json de.1.json '
        'de.2.json de.3.json de.cup.json en.1.json en.2.json en.3.json en.4.json es.1.json es.2.json '
        'fr.1.json fr.2.json gr.1.json hu.1.json it.1.json it.2.json mx.1.json nl.1.json pt.1.json ru.1.json '
        'sco.1.json tr.1.json uefa.cl.json'
    ),
    '2019': (
        'br.1.json cn.1.json jp.1.json'
    ),
    '2019-20': (
        'ar.1.json at.1.json at.2.json at.cup.json be.1.json ch.1.json ch.2.json de.1.json de.2.json '
        'de.3.json de.cup.json en.1.json en.2.json en.3.json en.4.json es.1.json es.2.json fr.1.json '
        'fr.2.json gr.1.json it.1.json it.2.json mx.1.json nl.1.json pt.1.json ru.1.json ru.2.json '
        'sco.1.json tr.1.json tr.2.json uefa.cl.json'
    ),
    '2020': (
        'br.1.json cn.1.json jp.1.json'
    ),
    '2020-21': (
        'at.1.json at.2.json at.cup.json be.1.json ch.1.json ch.2.json cz.1.json de.1.json de.2.json '
        'de.3.json de.cup.json en.1.json en.2.json en.3.json en.4.json es.1.json es.2.json fr.1.json '
        'fr.2.json gr.1.json hu.1.json it.1.json it.2.json mx.1.json nl.1.json pt.1.json ru.1.json '
        'sco.1.json tr.1.json'
    ),
    '2021-22': (
        'at.1.json de.1.json de.2.json en.1.json en.2.json es.1.json fr.1.json it.1.json nl.1.json pt.1.json'
    ),
    '2022-23': (
        'at.1.json de.1.json de.2.json en.1.json en.2.json es.1.json fr.1.json it.1.json nl.1.json pt.1.json'
    ),
    '2023-24': (
        'at.1.json de.1.json de.2.json en.1.json en.2.json es.1.json fr.1.json it.1.json nl.1.json pt.1.json'
    ),
    '2024-25': (
        'at.1.json at.2.json au.1.json be.1.json de.1.json de.2.json dz.1.json eg.1.json en.1.json en.2.json '
        'en.3.json en.4.json es.1.json es.2.json fr.1.json fr.2.json gr.1.json it.1.json it.2.json ma.1.json '
        'mx.1.json nl.1.json pt.1.json sco.1.json tr.1.json uefa.cl.json'
    ),
    '2025': (
        'ar.1.json br.1.json br.2.json cn.1.json co.1.json copa.l.json jp.1.json mls.json'
    ),
    '2025-26': (
        'at.1.json at.2.json be.1.json de.1.json de.2.json en.1.json en.2.json en.3.json en.4.json es.1.json '
        'es.2.json fr.1.json fr.2.json gr.1.json it.1.json it.2.json nl.1.json pt.1.json sco.1.json '
        'tr.1.json'
    ),
}
FOOTBALL_OTHER = {
    '': (
        'LICENSE.md README.md package.json'
    ),
}
COUNTRY_JSON_KIND = {
    '': (
        'data/af/country.json data/af_NA/country.json data/am_ET/country.json data/ar_001/country.json '
        'data/ar_EH/country.json data/ar_IQ/country.json data/ar_KM/country.json data/ar_LB/country.json '
        'data/ar_LY/country.json data/ar_SA/country.json data/ar_YE/country.json data/be/country.json '
        'data/be_BY/country.json data/bg_BG/country.json data/bm/country.json data/bn/country.json '
        'data/bo_CN/country.json data/bs/country.json data/bs_Cyrl/country.json data/bs_Latn/country.json '
        'data/bs_Latn_BA/country.json data/ce_RU/country.json data/cy/country.json data/de/country.json '
        'data/de_AT/country.json data/de_DE/country.json data/dz_BT/country.json data/ee_GH/country.json '
        'data/el_GR/country.json data/en_AT/country.json data/en_AU/country.json data/en_BM/country.json '
        'data/en_CA/country.json data/en_CX/country.json data/en_CY/country.json data/en_DE/country.json '
        'data/en_FI/country.json data/en_FJ/country.json data/en_FK/country.json data/en_GB/country.json '
        'data/en_GI/country.json data/en_GU/country.json data/en_IE/country.json data/en_IL/country.json '
        'data/en_JM/country.json data/en_KE/country.json data/en_KI/country.json data/en_KN/country.json '
        'data/en_MO/country.json data/en_NA/country.json data/en_NF/country.json data/en_NR/country.json '
        'data/en_PK/country.json data/en_PN/country.json data/en_RW/country.json data/en_SB/country.json '
        'data/en_SD/country.json data/en_SE/country.json data/en_SG/country.json data/en_SI/country.json '
        'data/en_SX/country.json data/en_TC/country.json data/en_TK/country.json data/en_TO/country.json '
        'data/en_TT/country.json data/en_TV/country.json data/en_UG/country.json data/en_WS/country.json '
        'data/es_BZ/country.json data/es_CR/country.json data/es_HN/country.json data/es_PH/country.json '
        'data/es_PY/country.json data/fa_IR/country.json data/ff_GN/country.json '
        'data/ff_Latn_GN/country.json data/ff_Latn_LR/country.json data/ff_Latn_MR/country.json '
        'data/ff_SN/country.json data/fo/country.json data/fo_DK/country.json data/fr_BJ/country.json '
        'data/fr_BL/country.json data/fr_CD/country.json data/fr_CF/country.json data/fr_DJ/country.json '
        'data/fr_GA/country.json data/fr_GP/country.json data/fr_GQ/country.json data/fr_HT/country.json '
        'data/fr_MA/country.json data/fr_MC/country.json data/fr_MF/country.json data/fr_MG/country.json '
        'data/fr_MQ/country.json data/fr_PF/country.json data/fr_PM/country.json data/fr_SC/country.json '
        'data/fr_YT/country.json data/fy/country.json data/ga_GB/country.json data/gd/country.json '
        'data/gl/country.json data/gu/country.json data/gv_IM/country.json data/ha_Latn_NE/country.json '
        'data/ha_NG/country.json data/hi/country.json data/hi_IN/country.json data/hr/country.json '
        'data/ia/country.json data/ig/country.json data/is/country.json data/is_IS/country.json '
        'data/it/country.json data/it_CH/country.json data/ka_GE/country.json data/kk_KZ/country.json '
        'data/kn/country.json data/ks/country.json data/ky_Cyrl_KG/country.json data/lb/country.json '
        'data/lg/country.json data/lg_UG/country.json data/ln_CF/country.json data/ln_CG/country.json '
        'data/lo/country.json data/lo_LA/country.json data/lt/country.json data/lu/country.json '
        'data/mi/country.json data/mk/country.json data/mn_Cyrl/country.json data/mn_Cyrl_MN/country.json '
        'data/mr/country.json data/ms_Latn_MY/country.json data/ms_MY/country.json data/mt/country.json '
        'data/my/country.json data/nb_SJ/country.json data/nd/country.json data/nl/country.json '
        'data/nl_BE/country.json data/nl_BQ/country.json data/om/country.json data/om_ET/country.json '
        'data/om_KE/country.json data/os/country.json data/pa_Arab/country.json data/pa_Arab_PK/country.json '
        'data/pa_Guru/country.json data/pa_IN/country.json data/pl/country.json data/pl_PL/country.json '
        'data/pt_BR/country.json data/pt_CH/country.json data/pt_LU/country.json data/pt_ST/country.json '
        'data/rn/country.json data/rn_BI/country.json data/ro/country.json data/ru_MD/country.json '
        'data/ru_UA/country.json data/sd/country.json data/se/country.json data/se_SE/country.json '
        'data/sg/country.json data/sg_CF/country.json data/sk/country.json data/sl/country.json '
        'data/sr/country.json data/sr_Cyrl_RS/country.json data/sr_Cyrl_XK/country.json '
        'data/sr_Latn_RS/country.json data/sr_Latn_XK/country.json data/sv/country.json '
        'data/sv_FI/country.json data/sw_CD/country.json data/ta_IN/country.json data/tg/country.json '
        'data/tk/country.json data/tl/country.json data/tl_PH/country.json data/tr_TR/country.json '
        'data/ug/country.json data/ug_Arab/country.json data/ug_Arab_CN/country.json data/ug_CN/country.json '
        'data/uk/country.json data/ur/country.json data/uz/country.json data/uz_Latn/country.json '
        'data/wo_SN/country.json data/xh_ZA/country.json data/yo_BJ/country.json data/yo_NG/country.json '
        'data/zh_CN/country.json data/zh_Hans_SG/country.json data/zh_Hant_MO/country.json '
        'data/zh_Hant_TW/country.json'
    ),
}
COUNTRY_JSON_OTHER = {
    '': (
        '.gitignore LICENSE README.md bin/build composer.json composer.lock data/af_ZA/country.mysql.sql '
        'data/af_ZA/country.xliff data/ak/country.txt data/am_ET/country.xliff data/am_ET/country.xml '
        'data/ar/country.txt data/ar_001/country.csv data/ar_BH/country.postgresql.sql '
        'data/ar_BH/country.yaml data/ar_DJ/country.php data/ar_EG/country.xml data/ar_EH/country.txt '
        'data/ar_IL/country.html data/ar_LY/country.postgresql.sql data/ar_MA/country.xml '
        'data/ar_QA/country.xliff data/ar_TD/country.html data/as/country.txt data/az_Latn_AZ/country.php '
        'data/be/country.csv data/bm/country.mysql.sql data/bm_Latn/country.php data/bm_Latn_ML/country.yaml '
        'data/bn_IN/country.html data/bo_CN/country.xliff data/bs_Cyrl/country.yaml '
        'data/ce/country.mysql.sql data/cs/country.txt data/cy_GB/country.html data/cy_GB/country.xliff '
        'data/da_DK/country.yaml data/de/country.php data/de/country.yaml data/en/country.mysql.sql '
        'data/en_001/country.postgresql.sql data/en_150/country.mysql.sql data/en_AS/country.txt '
        'data/en_AT/country.postgresql.sql data/en_BE/country.mysql.sql data/en_BE/country.txt '
        'data/en_BM/country.yaml data/en_CK/country.html data/en_CX/country.csv data/en_CY/country.yaml '
        'data/en_DG/country.sqlite.sql data/en_FJ/country.xliff data/en_GD/country.xml '
        'data/en_GD/country.yaml data/en_GY/country.sqlite.sql data/en_IE/country.postgresql.sql '
        'data/en_JM/country.txt data/en_LR/country.yaml data/en_MH/country.php data/en_MH/country.sqlite.sql '
        'data/en_NL/country.html data/en_NL/country.postgresql.sql data/en_NZ/country.php '
        'data/en_PW/country.xml data/en_RW/country.html data/en_SC/country.txt data/en_SC/country.yaml '
        'data/en_SD/country.postgresql.sql data/en_SI/country.html data/en_SL/country.sqlite.sql '
        'data/en_SS/country.html data/en_SX/country.xml data/en_TC/country.mysql.sql '
        'data/en_TT/country.sqlite.sql data/en_TV/country.postgresql.sql data/en_ZM/country.html '
        'data/es_419/country.yaml data/es_AR/country.php data/es_BZ/country.mysql.sql '
        'data/es_BZ/country.yaml data/es_EC/country.php data/es_GQ/country.php data/es_NI/country.yaml '
        'data/es_PA/country.sqlite.sql data/es_PR/country.yaml data/es_SV/country.mysql.sql '
        'data/et_EE/country.php data/eu/country.csv data/eu_ES/country.xml data/ff_Latn_GM/country.xml '
        'data/ff_Latn_MR/country.postgresql.sql data/ff_Latn_NG/country.txt '
        'data/ff_Latn_SL/country.sqlite.sql data/ff_Latn_SL/country.xliff data/fr_BE/country.php '
        'data/fr_DJ/country.xml data/fr_GP/country.sqlite.sql data/fr_GQ/country.xml data/fr_HT/country.xml '
        'data/fr_KM/country.csv data/fr_LU/country.csv data/fr_LU/country.html data/fr_MA/country.yaml '
        'data/fr_NC/country.txt data/fr_PM/country.mysql.sql data/fr_RW/country.html data/fr_SC/country.csv '
        'data/fr_SN/country.csv data/fr_TN/country.php data/fr_TN/country.xml data/fy_NL/country.sqlite.sql '
        'data/ga_GB/country.yaml data/gl_ES/country.mysql.sql data/gu_IN/country.postgresql.sql '
        'data/gv/country.sqlite.sql data/gv/country.xliff data/gv_IM/country.csv data/gv_IM/country.txt '
        'data/ha/country.mysql.sql data/ha/country.txt data/ha_Latn_NE/country.txt data/ha_NE/country.xliff '
        'data/ha_NG/country.mysql.sql data/hi/country.php data/hi_IN/country.html data/hu/country.yaml '
        'data/hy/country.csv data/ia/country.php data/ia_001/country.csv data/ia_001/country.html '
        'data/id_ID/country.html data/id_ID/country.xliff data/ig/country.txt data/ii/country.sqlite.sql '
        'data/ii_CN/country.yaml data/is/country.yaml data/it_CH/country.sqlite.sql data/it_CH/country.yaml '
        'data/it_IT/country.php data/it_IT/country.yaml data/it_SM/country.xliff data/it_SM/country.yaml '
        'data/ja/country.xml data/ja/country.yaml data/ja_JP/country.html data/jv_ID/country.php '
        'data/ka/country.php data/ka_GE/country.csv data/kk_Cyrl/country.txt '
        'data/kk_Cyrl_KZ/country.sqlite.sql data/kl_GL/country.mysql.sql data/km/country.sqlite.sql '
        'data/kn/country.html data/kn_IN/country.html data/ky_KG/country.csv data/lb/country.xml '
        'data/lb_LU/country.yaml data/ln/country.xml data/lo/country.txt data/mg/country.mysql.sql '
        'data/mi_NZ/country.sqlite.sql data/mk_MK/country.html data/mk_MK/country.mysql.sql '
        'data/ml/country.sqlite.sql data/ml/country.txt data/mn/country.yaml data/mr_IN/country.sqlite.sql '
        'data/ms/country.xml data/ms_Latn_MY/country.csv data/ms_Latn_MY/country.xliff '
        'data/ms_Latn_SG/country.csv data/ms_Latn_SG/country.html data/mt_MT/country.sqlite.sql '
        'data/my_MM/country.csv data/nb/country.php data/nb/country.txt data/nd/country.mysql.sql '
        'data/nd/country.postgresql.sql data/nd_ZW/country.sqlite.sql data/nl_CW/country.mysql.sql '
        'data/nl_SR/country.txt data/om/country.yaml data/om_ET/country.csv data/os/country.sqlite.sql '
        'data/os_GE/country.csv data/os_RU/country.html data/os_RU/country.yaml data/pa_Guru/country.php '
        'data/ps_AF/country.postgresql.sql data/pt_GW/country.yaml data/pt_LU/country.php '
        'data/pt_ST/country.php data/pt_TL/country.php data/pt_TL/country.xliff data/qu/country.sqlite.sql '
        'data/qu_PE/country.txt data/ru_KG/country.html data/rw_RW/country.yaml data/sd/country.sqlite.sql '
        'data/sd/country.xliff data/se_FI/country.yaml data/sh_BA/country.txt data/sl_SI/country.xml '
        'data/sn_ZW/country.csv data/so_SO/country.txt data/sq/country.mysql.sql '
        'data/sq/country.postgresql.sql data/sr_Cyrl/country.txt data/sr_Cyrl_BA/country.txt '
        'data/sr_Cyrl_RS/country.php data/sr_Latn_XK/country.xliff data/sr_XK/country.xml '
        'data/sv_AX/country.xml data/sv_SE/country.mysql.sql data/sw_CD/country.mysql.sql '
        'data/ta_IN/country.txt data/ta_LK/country.postgresql.sql data/ta_LK/country.yaml '
        'data/ta_MY/country.php data/te/country.php data/th_TH/country.csv data/tk/country.txt '
        'data/tk_TM/country.xliff data/tr_TR/country.txt data/ug_Arab_CN/country.xliff data/uk/country.html '
        'data/uk/country.xml data/ur/country.txt data/ur_IN/country.csv data/uz/country.mysql.sql '
        'data/uz_Arab/country.xliff data/uz_Cyrl/country.csv data/uz_Latn/country.html '
        'data/uz_UZ/country.csv data/uz_UZ/country.sqlite.sql data/wo_SN/country.csv '
        'data/yi/country.postgresql.sql data/yi/country.xml data/zh/country.php data/zh/country.txt '
        'data/zh_CN/country.xliff data/zh_Hans/country.html data/zh_Hans_CN/country.postgresql.sql '
        'data/zh_Hans_CN/country.xml data/zh_Hans_HK/country.xml data/zh_Hant/country.txt '
        'data/zh_Hant_HK/country.yaml data/zh_MO/country.sqlite.sql data/zu/country.php data/zu/country.yaml '
        'package.json'
    ),
    'data/ff_Latn_LR': (
        'country.html country.php country.yaml'
    ),
    'data/tg_TJ': (
        'country.csv country.html country.mysql.sql'
    ),
}
COUNTRY_FORMATS_KIND = {
    '': (
        'data/af/country.html data/ak_GH/country.sqlite.sql data/ar_BH/country.json data/ar_DJ/country.php '
        'data/ar_ER/country.json data/ar_IL/country.xml data/ar_LY/country.mysql.sql data/ar_MA/country.php '
        'data/ar_MA/country.sqlite.sql data/ar_OM/country.postgresql.sql data/ar_SD/country.json '
        'data/ar_SD/country.yaml data/ar_TD/country.txt data/as_IN/country.mysql.sql data/as_IN/country.yaml '
        'data/az/country.php data/az_AZ/country.yaml data/az_Latn_AZ/country.sqlite.sql '
        'data/be_BY/country.postgresql.sql data/bm/country.php data/bm_Latn_ML/country.php '
        'data/bm_ML/country.postgresql.sql data/bn/country.php data/bn/country.sqlite.sql '
        'data/bn_BD/country.json data/bn_IN/country.php data/bo_IN/country.html data/bo_IN/country.php '
        'data/br_FR/country.php data/bs_BA/country.mysql.sql data/bs_Latn/country.mysql.sql '
        'data/bs_Latn_BA/country.json data/ca/country.mysql.sql data/ca_AD/country.postgresql.sql '
        'data/ca_ES/country.yaml data/cy/country.postgresql.sql data/da/country.html data/de/country.yaml '
        'data/de_AT/country.mysql.sql data/de_DE/country.txt data/de_IT/country.txt data/de_LU/country.txt '
        'data/de_LU/country.xliff data/dz_BT/country.php data/el_CY/country.mysql.sql '
        'data/en_150/country.php data/en_AE/country.html data/en_AE/country.postgresql.sql '
        'data/en_BB/country.json data/en_BE/country.txt data/en_BM/country.json data/en_BW/country.txt '
        'data/en_BZ/country.csv data/en_CM/country.php data/en_ER/country.csv data/en_FI/country.sqlite.sql '
        'data/en_FJ/country.sqlite.sql data/en_FK/country.postgresql.sql data/en_GB/country.xliff '
        'data/en_GD/country.html data/en_GH/country.csv data/en_IN/country.postgresql.sql '
        'data/en_IO/country.yaml data/en_JE/country.postgresql.sql data/en_JE/country.sqlite.sql '
        'data/en_KI/country.postgresql.sql data/en_KI/country.yaml data/en_MH/country.postgresql.sql '
        'data/en_MW/country.php data/en_NA/country.txt data/en_PH/country.csv data/en_PK/country.csv '
        'data/en_PN/country.postgresql.sql data/en_PR/country.csv data/en_PW/country.mysql.sql '
        'data/en_RW/country.json data/en_SH/country.csv data/en_SH/country.postgresql.sql '
        'data/en_SI/country.yaml data/en_SX/country.sqlite.sql data/en_SX/country.txt '
        'data/en_SZ/country.xliff data/en_TZ/country.mysql.sql data/en_UG/country.xml '
        'data/en_UM/country.json data/en_VC/country.txt data/en_VI/country.html data/en_VU/country.php '
        'data/en_VU/country.yaml data/eo_001/country.postgresql.sql data/eo_001/country.yaml '
        'data/es_CL/country.postgresql.sql data/es_ES/country.csv data/es_GQ/country.xliff '
        'data/es_HN/country.csv data/es_PE/country.sqlite.sql data/es_PR/country.html '
        'data/es_PR/country.xliff data/es_SV/country.mysql.sql data/et_EE/country.csv '
        'data/fa/country.postgresql.sql data/fa/country.yaml data/fa_AF/country.json data/ff/country.xml '
        'data/ff_GN/country.xml data/ff_Latn_GM/country.xliff data/ff_SN/country.csv data/fo/country.json '
        'data/fo_FO/country.php data/fr/country.postgresql.sql data/fr_BF/country.html '
        'data/fr_BI/country.postgresql.sql data/fr_BI/country.txt data/fr_CF/country.html '
        'data/fr_CG/country.txt data/fr_CH/country.yaml data/fr_DZ/country.yaml data/fr_FR/country.txt '
        'data/fr_GA/country.mysql.sql data/fr_GF/country.html data/fr_GF/country.mysql.sql '
        'data/fr_GP/country.json data/fr_GP/country.txt data/fr_GQ/country.json '
        'data/fr_KM/country.postgresql.sql data/fr_LU/country.php data/fr_LU/country.xliff '
        'data/fr_MG/country.php data/fr_ML/country.xml data/fr_NE/country.json data/fr_PM/country.xliff '
        'data/fr_TD/country.mysql.sql data/fr_TG/country.yaml data/fr_YT/country.csv data/fr_YT/country.html '
        'data/fy/country.xml data/fy_NL/country.xml data/ga_GB/country.txt data/ga_IE/country.xml '
        'data/gd/country.csv data/gv/country.yaml data/ha/country.json data/ha/country.php '
        'data/ha_GH/country.mysql.sql data/ha_NE/country.php data/ha_NE/country.yaml '
        'data/hi/country.postgresql.sql data/hr/country.json data/hu/country.php data/hu/country.sqlite.sql '
        'data/hu_HU/country.html data/hu_HU/country.yaml data/hy_AM/country.txt data/ia/country.txt '
        'data/ia_001/country.xliff data/id/country.html data/id/country.mysql.sql data/ig/country.yaml '
        'data/ii/country.xml data/ii_CN/country.postgresql.sql data/is/country.json data/it/country.php '
        'data/it_VA/country.postgresql.sql data/it_VA/country.yaml data/ja/country.csv '
        'data/ka_GE/country.postgresql.sql data/kk_Cyrl_KZ/country.sqlite.sql data/ko/country.mysql.sql '
        'data/ku/country.xliff data/ky/country.json data/ky/country.postgresql.sql data/lb/country.csv '
        'data/ln/country.php data/ln_CF/country.mysql.sql data/ln_CG/country.yaml data/lo/country.csv '
        'data/lo/country.txt data/lt_LT/country.xliff data/lu/country.csv data/lu_CD/country.xml '
        'data/lv_LV/country.json data/lv_LV/country.mysql.sql data/mg/country.csv data/mi/country.yaml '
        'data/mk_MK/country.xliff data/ml/country.json data/mn_Cyrl_MN/country.mysql.sql '
        'data/mr/country.sqlite.sql data/ms_BN/country.json data/ms_BN/country.mysql.sql '
        'data/ms_SG/country.mysql.sql data/my_MM/country.txt data/nb/country.txt data/nb_NO/country.csv '
        'data/nb_NO/country.html data/ne_IN/country.txt data/ne_NP/country.json data/ne_NP/country.txt '
        'data/nl/country.yaml data/nl_BQ/country.mysql.sql data/nn_NO/country.html data/nn_NO/country.json '
        'data/no/country.xml data/os/country.json data/os_RU/country.mysql.sql data/pa_Arab/country.csv '
        'data/pa_Guru_IN/country.mysql.sql data/ps/country.yaml data/ps_PK/country.xliff '
        'data/pt_AO/country.postgresql.sql data/pt_BR/country.csv data/pt_BR/country.yaml '
        'data/pt_CV/country.csv data/pt_CV/country.json data/pt_LU/country.json data/pt_MZ/country.xliff '
        'data/pt_ST/country.postgresql.sql data/qu_BO/country.json data/qu_PE/country.csv '
        'data/rm/country.yaml data/ro/country.xliff data/ru/country.sqlite.sql data/ru_KG/country.mysql.sql '
        'data/ru_MD/country.txt data/ru_RU/country.xliff data/ru_UA/country.php data/rw_RW/country.mysql.sql '
        'data/sd/country.xml data/se_NO/country.php data/sg/country.php data/sg/country.sqlite.sql '
        'data/sk/country.mysql.sql data/sl_SI/country.php data/sl_SI/country.postgresql.sql '
        'data/sn/country.xliff data/sn_ZW/country.xliff data/so_DJ/country.csv data/so_ET/country.csv '
        'data/sq_MK/country.csv data/sq_XK/country.sqlite.sql data/sr_Latn/country.postgresql.sql '
        'data/sr_Latn_XK/country.mysql.sql data/sr_Latn_XK/country.php data/sr_RS/country.xliff '
        'data/sr_RS/country.yaml data/sr_XK/country.html data/sr_XK/country.yaml data/sv_SE/country.csv '
        'data/sw_TZ/country.postgresql.sql data/sw_UG/country.php data/ta_IN/country.html '
        'data/ta_IN/country.yaml data/ta_LK/country.html data/ta_MY/country.json data/te/country.xml '
        'data/te/country.yaml data/th/country.yaml data/ti_ET/country.xml data/tk/country.mysql.sql '
        'data/to_TO/country.csv data/to_TO/country.html data/tr_CY/country.postgresql.sql '
        'data/tr_TR/country.json data/tr_TR/country.xliff data/tt_RU/country.txt data/ug_Arab/country.json '
        'data/ug_Arab_CN/country.php data/ug_Arab_CN/country.xml data/ug_CN/country.json '
        'data/uk_UA/country.sqlite.sql data/uz/country.postgresql.sql data/uz_Arab_AF/country.xml '
        'data/uz_Cyrl/country.html data/uz_UZ/country.postgresql.sql data/vi/country.mysql.sql '
        'data/vi/country.php data/wo_SN/country.mysql.sql data/yi/country.txt data/yo/country.php '
        'data/yo_NG/country.xliff data/yo_NG/country.xml data/zh_Hans_HK/country.txt '
        'data/zh_Hans_MO/country.xml data/zh_Hant_MO/country.yaml data/zh_MO/country.html '
        'data/zh_SG/country.yaml data/zu/country.postgresql.sql data/zu_ZA/country.sqlite.sql'
    ),
    'data/af_NA': (
        'country.csv country.xliff country.yaml'
    ),
    'data/ca_IT': (
        'country.csv country.json country.xliff'
    ),
    'data/cs': (
        'country.html country.sqlite.sql country.yaml'
    ),
    'data/yo_BJ': (
        'country.php country.sqlite.sql country.xliff'
    ),
}
COUNTRY_FORMATS_OTHER = {
    '': (
        '.gitignore LICENSE README.md bin/build composer.json composer.lock package.json'
    ),
}
EULER_KIND = {
    '': (
        'project_euler/problem_004/sol1.py project_euler/problem_004/sol2.py '
        'project_euler/problem_005/sol1.py project_euler/problem_005/sol2.py '
        'project_euler/problem_011/sol1.py project_euler/problem_011/sol2.py '
        'project_euler/problem_012/sol1.py project_euler/problem_012/sol2.py '
        'project_euler/problem_013/sol1.py project_euler/problem_014/sol1.py '
        'project_euler/problem_014/sol2.py project_euler/problem_015/sol1.py '
        'project_euler/problem_015/sol2.py project_euler/problem_016/sol1.py '
        'project_euler/problem_016/sol2.py project_euler/problem_017/sol1.py '
        'project_euler/problem_019/sol1.py project_euler/problem_021/sol1.py '
        'project_euler/problem_022/sol1.py project_euler/problem_022/sol2.py '
        'project_euler/problem_023/sol1.py project_euler/problem_024/sol1.py '
        'project_euler/problem_026/sol1.py project_euler/problem_027/sol1.py '
        'project_euler/problem_028/sol1.py project_euler/problem_029/sol1.py '
        'project_euler/problem_030/sol1.py project_euler/problem_031/sol1.py '
        'project_euler/problem_031/sol2.py project_euler/problem_032/sol32.py '
        'project_euler/problem_033/sol1.py project_euler/problem_034/sol1.py '
        'project_euler/problem_035/sol1.py project_euler/problem_036/sol1.py '
        'project_euler/problem_037/sol1.py project_euler/problem_038/sol1.py '
        'project_euler/problem_039/sol1.py project_euler/problem_040/sol1.py '
        'project_euler/problem_041/sol1.py project_euler/problem_043/sol1.py '
        'project_euler/problem_044/sol1.py project_euler/problem_045/sol1.py '
        'project_euler/problem_046/sol1.py project_euler/problem_047/sol1.py '
        'project_euler/problem_048/sol1.py project_euler/problem_049/sol1.py '
        'project_euler/problem_050/sol1.py project_euler/problem_051/sol1.py '
        'project_euler/problem_052/sol1.py project_euler/problem_053/sol1.py '
        'project_euler/problem_054/sol1.py project_euler/problem_055/sol1.py '
        'project_euler/problem_056/sol1.py project_euler/problem_057/sol1.py '
        'project_euler/problem_058/sol1.py project_euler/problem_059/sol1.py '
        'project_euler/problem_062/sol1.py project_euler/problem_063/sol1.py '
        'project_euler/problem_064/sol1.py project_euler/problem_065/sol1.py '
        'project_euler/problem_067/sol1.py project_euler/problem_067/sol2.py '
        'project_euler/problem_068/sol1.py project_euler/problem_069/sol1.py '
        'project_euler/problem_070/sol1.py project_euler/problem_071/sol1.py '
        'project_euler/problem_072/sol1.py project_euler/problem_072/sol2.py '
        'project_euler/problem_073/sol1.py project_euler/problem_074/sol1.py '
        'project_euler/problem_074/sol2.py project_euler/problem_075/sol1.py '
        'project_euler/problem_076/sol1.py project_euler/problem_077/sol1.py '
        'project_euler/problem_078/sol1.py project_euler/problem_079/sol1.py '
        'project_euler/problem_080/sol1.py project_euler/problem_081/sol1.py '
        'project_euler/problem_082/sol1.py project_euler/problem_085/sol1.py '
        'project_euler/problem_086/sol1.py project_euler/problem_087/sol1.py '
        'project_euler/problem_089/sol1.py project_euler/problem_091/sol1.py '
        'project_euler/problem_092/sol1.py project_euler/problem_094/sol1.py '
        'project_euler/problem_095/sol1.py project_euler/problem_097/sol1.py '
        'project_euler/problem_099/sol1.py project_euler/problem_100/sol1.py '
        'project_euler/problem_101/sol1.py project_euler/problem_102/sol1.py '
        'project_euler/problem_104/sol1.py project_euler/problem_107/sol1.py '
        'project_euler/problem_109/sol1.py project_euler/problem_112/sol1.py '
        'project_euler/problem_113/sol1.py project_euler/problem_114/sol1.py '
        'project_euler/problem_115/sol1.py project_euler/problem_116/sol1.py '
        'project_euler/problem_117/sol1.py project_euler/problem_119/sol1.py '
        'project_euler/problem_120/sol1.py project_euler/problem_121/sol1.py '
        'project_euler/problem_122/sol1.py project_euler/problem_123/sol1.py '
        'project_euler/problem_125/sol1.py project_euler/problem_129/sol1.py '
        'project_euler/problem_131/sol1.py project_euler/problem_135/sol1.py '
        'project_euler/problem_136/sol1.py project_euler/problem_144/sol1.py '
        'project_euler/problem_145/sol1.py project_euler/problem_164/sol1.py '
        'project_euler/problem_173/sol1.py project_euler/problem_174/sol1.py '
        'project_euler/problem_180/sol1.py project_euler/problem_187/sol1.py '
        'project_euler/problem_188/sol1.py project_euler/problem_190/sol1.py '
        'project_euler/problem_191/sol1.py project_euler/problem_203/sol1.py '
        'project_euler/problem_205/sol1.py project_euler/problem_206/sol1.py '
        'project_euler/problem_207/sol1.py project_euler/problem_234/sol1.py '
        'project_euler/problem_301/sol1.py project_euler/problem_345/sol1.py '
        'project_euler/problem_493/sol1.py project_euler/problem_551/sol1.py '
        'project_euler/problem_587/sol1.py project_euler/problem_686/sol1.py '
        'project_euler/problem_800/sol1.py'
    ),
    'project_euler/problem_001': (
        'sol1.py sol2.py sol3.py sol4.py sol5.py sol6.py sol7.py'
    ),
    'project_euler/problem_002': (
        'sol1.py sol2.py sol3.py sol4.py sol5.py'
    ),
    'project_euler/problem_003': (
        'sol1.py sol2.py sol3.py'
    ),
    'project_euler/problem_006': (
        'sol1.py sol2.py sol3.py sol4.py'
    ),
    'project_euler/problem_007': (
        'sol1.py sol2.py sol3.py'
    ),
    'project_euler/problem_008': (
        'sol1.py sol2.py sol3.py'
    ),
    'project_euler/problem_009': (
        'sol1.py sol2.py sol3.py sol4.py'
    ),
    'project_euler/problem_010': (
        'sol1.py sol2.py sol3.py'
    ),
    'project_euler/problem_020': (
        'sol1.py sol2.py sol3.py sol4.py'
    ),
    'project_euler/problem_025': (
        'sol1.py sol2.py sol3.py'
    ),
}
EULER_OTHER = {
    '': (
        '.github/workflows/project_euler.yml maths/polynomials/__init__.py '
        'maths/polynomials/single_indeterminate_operations.py project_euler/README.md '
        'project_euler/__init__.py project_euler/problem_001/__init__.py '
        'project_euler/problem_002/__init__.py project_euler/problem_003/__init__.py '
        'project_euler/problem_004/__init__.py project_euler/problem_005/__init__.py '
        'project_euler/problem_006/__init__.py project_euler/problem_007/__init__.py '
        'project_euler/problem_008/__init__.py project_euler/problem_009/__init__.py '
        'project_euler/problem_010/__init__.py project_euler/problem_011/__init__.py '
        'project_euler/problem_011/grid.txt project_euler/problem_012/__init__.py '
        'project_euler/problem_013/__init__.py project_euler/problem_013/num.txt '
        'project_euler/problem_014/__init__.py project_euler/problem_015/__init__.py '
        'project_euler/problem_016/__init__.py project_euler/problem_017/__init__.py '
        'project_euler/problem_019/__init__.py project_euler/problem_020/__init__.py '
        'project_euler/problem_021/__init__.py project_euler/problem_022/__init__.py '
        'project_euler/problem_022/p022_names.txt project_euler/problem_023/__init__.py '
        'project_euler/problem_024/__init__.py project_euler/problem_025/__init__.py '
        'project_euler/problem_026/__init__.py project_euler/problem_027/__init__.py '
        'project_euler/problem_028/__init__.py project_euler/problem_029/__init__.py '
        'project_euler/problem_030/__init__.py project_euler/problem_031/__init__.py '
        'project_euler/problem_032/__init__.py project_euler/problem_033/__init__.py '
        'project_euler/problem_034/__init__.py project_euler/problem_035/__init__.py '
        'project_euler/problem_036/__init__.py project_euler/problem_037/__init__.py '
        'project_euler/problem_038/__init__.py project_euler/problem_039/__init__.py '
        'project_euler/problem_040/__init__.py project_euler/problem_041/__init__.py '
        'project_euler/problem_043/__init__.py project_euler/problem_044/__init__.py '
        'project_euler/problem_045/__init__.py project_euler/problem_046/__init__.py '
        'project_euler/problem_047/__init__.py project_euler/problem_048/__init__.py '
        'project_euler/problem_049/__init__.py project_euler/problem_050/__init__.py '
        'project_euler/problem_051/__init__.py project_euler/problem_052/__init__.py '
        'project_euler/problem_053/__init__.py project_euler/problem_055/__init__.py '
        'project_euler/problem_056/__init__.py project_euler/problem_057/__init__.py '
        'project_euler/problem_058/__init__.py project_euler/problem_062/__init__.py '
        'project_euler/problem_063/__init__.py project_euler/problem_064/__init__.py '
        'project_euler/problem_065/__init__.py project_euler/problem_067/__init__.py '
        'project_euler/problem_067/triangle.txt project_euler/problem_068/__init__.py '
        'project_euler/problem_069/__init__.py project_euler/problem_070/__init__.py '
        'project_euler/problem_071/__init__.py project_euler/problem_072/__init__.py '
        'project_euler/problem_073/__init__.py project_euler/problem_074/__init__.py '
        'project_euler/problem_075/__init__.py project_euler/problem_076/__init__.py '
        'project_euler/problem_077/__init__.py project_euler/problem_078/__init__.py '
        'project_euler/problem_080/__init__.py project_euler/problem_081/__init__.py '
        'project_euler/problem_081/matrix.txt project_euler/problem_085/__init__.py '
        'project_euler/problem_086/__init__.py project_euler/problem_087/__init__.py '
        'project_euler/problem_091/__init__.py project_euler/problem_092/__init__.py '
        'project_euler/problem_094/__init__.py project_euler/problem_095/__init__.py '
        'project_euler/problem_097/__init__.py project_euler/problem_099/__init__.py '
        'project_euler/problem_099/base_exp.txt project_euler/problem_100/__init__.py '
        'project_euler/problem_101/__init__.py project_euler/problem_104/__init__.py '
        'project_euler/problem_109/__init__.py project_euler/problem_112/__init__.py '
        'project_euler/problem_113/__init__.py project_euler/problem_114/__init__.py '
        'project_euler/problem_115/__init__.py project_euler/problem_116/__init__.py '
        'project_euler/problem_117/__init__.py project_euler/problem_119/__init__.py '
        'project_euler/problem_120/__init__.py project_euler/problem_121/__init__.py '
        'project_euler/problem_122/__init__.py project_euler/problem_123/__init__.py '
        'project_euler/problem_125/__init__.py project_euler/problem_129/__init__.py '
        'project_euler/problem_131/__init__.py project_euler/problem_135/__init__.py '
        'project_euler/problem_136/__init__.py project_euler/problem_144/__init__.py '
        'project_euler/problem_145/__init__.py project_euler/problem_164/__init__.py '
        'project_euler/problem_173/__init__.py project_euler/problem_174/__init__.py '
        'project_euler/problem_180/__init__.py project_euler/problem_187/__init__.py '
        'project_euler/problem_188/__init__.py project_euler/problem_190/__init__.py '
        'project_euler/problem_191/__init__.py project_euler/problem_203/__init__.py '
        'project_euler/problem_205/__init__.py project_euler/problem_206/__init__.py '
        'project_euler/problem_207/__init__.py project_euler/problem_234/__init__.py '
        'project_euler/problem_301/__init__.py project_euler/problem_345/__init__.py '
        'project_euler/problem_493/__init__.py project_euler/problem_551/__init__.py '
        'project_euler/problem_587/__init__.py project_euler/problem_686/__init__.py '
        'project_euler/problem_800/__init__.py'
    ),
    'dynamic_programming': (
        'catalan_numbers.py climbing_stairs.py combination_sum_iv.py fast_fibonacci.py '
        'largest_divisible_subset.py longest_palindromic_subsequence.py matrix_chain_multiplication.py '
        'matrix_chain_order.py max_non_adjacent_sum.py max_subarray_sum.py min_distance_up_bottom.py '
        'minimum_cost_path.py minimum_steps_to_one.py regex_match.py subset_generation.py sum_of_subset.py '
        'trapped_water.py viterbi.py word_break.py'
    ),
    'maths': (
        'abs.py allocation_number.py area_under_curve.py average_mean.py average_median.py average_mode.py '
        'binary_exponentiation.py binary_multiplication.py binomial_coefficient.py ceil.py check_polygon.py '
        'collatz_sequence.py combinations.py continued_fraction.py decimal_to_fraction.py entropy.py '
        'euler_method.py factorial.py fast_inverse_sqrt.py fermat_little_theorem.py gamma.py '
        'geometric_mean.py germain_primes.py greatest_common_divisor.py hardy_ramanujanalgo.py '
        'integer_square_root.py interquartile_range.py is_ip_v4_address_valid.py juggler_sequence.py '
        'karatsuba.py kth_lexicographic_permutation.py largest_of_very_large_numbers.py '
        'least_common_multiple.py manhattan_distance.py number_of_digits.py odd_sieve.py perfect_number.py '
        'pi_generator.py points_are_collinear_3d.py polynomial_evaluation.py power_using_recursion.py '
        'prime_factors.py prime_sieve_eratosthenes.py primelib.py pythagoras.py qr_decomposition.py '
        'quadratic_equations_complex_numbers.py remove_digit.py signum.py sin.py '
        'solovay_strassen_primality_test.py sum_of_digits.py sylvester_sequence.py test_factorial.py '
        'test_prime_check.py three_sum.py trapezoidal_rule.py two_pointer.py zellers_congruence.py'
    ),
    'maths/numerical_analysis': (
        '__init__.py intersection.py newton_raphson.py numerical_integration.py runge_kutta.py '
        'runge_kutta_gills.py simpson_rule.py weierstrass_method.py'
    ),
    'maths/series': (
        '__init__.py harmonic_series.py p_series.py'
    ),
    'maths/special_numbers': (
        '__init__.py armstrong_numbers.py automorphic_number.py carmichael_number.py catalan_number.py '
        'hamming_numbers.py krishnamurthy_number.py pronic_number.py triangular_numbers.py'
    ),
    'project_euler/problem_018': (
        '__init__.py solution.py triangle.txt'
    ),
    'project_euler/problem_042': (
        '__init__.py solution42.py words.txt'
    ),
    'project_euler/problem_054': (
        '__init__.py poker_hands.txt test_poker_hand.py'
    ),
    'project_euler/problem_059': (
        '__init__.py p059_cipher.txt test_cipher.txt'
    ),
    'project_euler/problem_079': (
        '__init__.py keylog.txt keylog_test.txt'
    ),
    'project_euler/problem_082': (
        '__init__.py input.txt test_matrix.txt'
    ),
    'project_euler/problem_089': (
        '__init__.py numeralcleanup_test.txt p089_roman.txt'
    ),
    'project_euler/problem_102': (
        '__init__.py p102_triangles.txt test_triangles.txt'
    ),
    'project_euler/problem_107': (
        '__init__.py p107_network.txt test_network.txt'
    ),
    'scripts': (
        'README.md __init__.py build_directory_md.py close_pull_requests_with_awaiting_changes.sh '
        'close_pull_requests_with_failing_tests.sh close_pull_requests_with_require_descriptive_names.sh '
        'close_pull_requests_with_require_tests.sh close_pull_requests_with_require_type_hints.sh '
        'find_git_conflicts.sh project_euler_answers.json validate_filenames.py validate_solutions.py'
    ),
}
NFCORE_KIND = {
    '': (
        'modules/nf-core/agat/spextractsequences/main.nf modules/nf-core/agat/spfilterbyorfsize/main.nf '
        'modules/nf-core/agat/spflagshortintrons/main.nf modules/nf-core/agat/spmergeannotations/main.nf '
        'modules/nf-core/agat/sqstatbasic/main.nf modules/nf-core/ampcombi2/complete/main.nf '
        'modules/nf-core/amrfinderplus/run/main.nf modules/nf-core/amrfinderplus/update/main.nf '
        'modules/nf-core/amulety/esm2/main.nf modules/nf-core/anarcii/main.nf '
        'modules/nf-core/anndata/barcodes/main.nf modules/nf-core/annotsv/installannotations/main.nf '
        'modules/nf-core/arcane/index/main.nf modules/nf-core/ariba/getref/main.nf '
        'modules/nf-core/arriba/download/main.nf modules/nf-core/art/illumina/main.nf '
        'modules/nf-core/ashlar/main.nf modules/nf-core/autocycler/resolve/main.nf '
        'modules/nf-core/bamtools/convert/main.nf modules/nf-core/bandage/image/main.nf '
        'modules/nf-core/bbmap/sendsketch/main.nf modules/nf-core/bcftools/concat/main.nf '
        'modules/nf-core/bcftools/merge/main.nf modules/nf-core/bcftools/reheader/main.nf '
        'modules/nf-core/bcftools/split/main.nf modules/nf-core/beagle5/beagle/main.nf '
        'modules/nf-core/bedgovcf/main.nf modules/nf-core/bedops/gtf2bed/main.nf '
        'modules/nf-core/bedtools/complement/main.nf modules/nf-core/bedtools/genomecov/main.nf '
        'modules/nf-core/bedtools/intersect/main.nf modules/nf-core/bedtools/shift/main.nf '
        'modules/nf-core/bigslice/downloaddb/main.nf modules/nf-core/biobambam/bamsormadup/main.nf '
        'modules/nf-core/biohansel/main.nf modules/nf-core/biscuit/align/main.nf '
        'modules/nf-core/biscuit/biscuitblaster/main.nf modules/nf-core/biscuit/mergecg/main.nf '
        'modules/nf-core/bismark/align/main.nf modules/nf-core/bismark/report/main.nf '
        'modules/nf-core/blast/makeblastdb/main.nf modules/nf-core/blast/updateblastdb/main.nf '
        'modules/nf-core/busco/download/main.nf modules/nf-core/bwameme/index/main.nf '
        'modules/nf-core/caalm/caalm/main.nf modules/nf-core/caddsv/run/main.nf '
        'modules/nf-core/calder2/main.nf modules/nf-core/catpack/contigs/main.nf '
        'modules/nf-core/catpack/download/main.nf modules/nf-core/cellbender/merge/main.nf '
        'modules/nf-core/cellrangeratac/mkfastq/main.nf modules/nf-core/checkv/updatedatabase/main.nf '
        'modules/nf-core/circularmapper/circulargenerator/main.nf modules/nf-core/clame/main.nf '
        'modules/nf-core/clippy/main.nf modules/nf-core/clustalo/guidetree/main.nf '
        'modules/nf-core/clusty/main.nf modules/nf-core/cnvkit/antitarget/main.nf '
        'modules/nf-core/cnvkit/batch/main.nf modules/nf-core/cnvkit/segment/main.nf '
        'modules/nf-core/cnvpytor/view/main.nf modules/nf-core/concoct/mergecutupclustering/main.nf '
        'modules/nf-core/cooler/balance/main.nf modules/nf-core/cooler/merge/main.nf '
        'modules/nf-core/cooltools/insulation/main.nf modules/nf-core/crumble/main.nf '
        'modules/nf-core/csvtk/split/main.nf modules/nf-core/custom/bed12codonpositions/main.nf '
        'modules/nf-core/custom/matrixfilter/main.nf modules/nf-core/custom/orfmerge/main.nf '
        'modules/nf-core/custom/tabulartogseagct/main.nf modules/nf-core/decoupler/decoupler/main.nf '
        'modules/nf-core/dedup/main.nf modules/nf-core/deepbgc/pipeline/main.nf '
        'modules/nf-core/deepmased/predict/main.nf modules/nf-core/deeptools/alignmentsieve/main.nf '
        'modules/nf-core/deeptools/computematrix/main.nf modules/nf-core/deeptools/plotheatmap/main.nf '
        'modules/nf-core/deeptools/plotpca/main.nf modules/nf-core/delly/call/main.nf '
        'modules/nf-core/diamond/blastx/main.nf modules/nf-core/disambiguate/main.nf '
        'modules/nf-core/dragmap/hashtable/main.nf modules/nf-core/drep/compare/main.nf '
        'modules/nf-core/ea-utils/gtf2bed/main.nf modules/nf-core/eggnogmapper/main.nf '
        'modules/nf-core/eido/validate/main.nf '
        'modules/nf-core/eigenstratdatabasetools/eigenstratsnpcoverage/main.nf '
        'modules/nf-core/emboss/cons/main.nf modules/nf-core/falint/main.nf '
        'modules/nf-core/fastx/collapser/main.nf modules/nf-core/ferrohgvs/parse/main.nf '
        'modules/nf-core/fgumi/merge/main.nf modules/nf-core/fgumi/sort/main.nf '
        'modules/nf-core/fibertoolsrs/addnucleosomes/main.nf modules/nf-core/finaletoolkit/adjustwps/main.nf '
        'modules/nf-core/finaletoolkit/aggbw/main.nf modules/nf-core/finaletoolkit/endmotifs/main.nf '
        'modules/nf-core/folddisco/index/main.nf modules/nf-core/foldmason/createdb/main.nf '
        'modules/nf-core/foldmason/easymsa/main.nf modules/nf-core/fqtk/main.nf '
        'modules/nf-core/ganon/buildcustom/main.nf modules/nf-core/gappa/examinegraft/main.nf '
        'modules/nf-core/gapseq/findtransport/main.nf modules/nf-core/gapseq/requestdb/main.nf '
        'modules/nf-core/gatk4/calculatecontamination/main.nf modules/nf-core/gatk4/cleansam/main.nf '
        'modules/nf-core/gatk4/collectreadcounts/main.nf '
        'modules/nf-core/gatk4/createreadcountpanelofnormals/main.nf '
        'modules/nf-core/gatk4/createsequencedictionary/main.nf '
        'modules/nf-core/gatk4/gatherpileupsummaries/main.nf modules/nf-core/gatk4/genomicsdbimport/main.nf '
        'modules/nf-core/gatk4/getpileupsummaries/main.nf modules/nf-core/gatk4/indexfeaturefile/main.nf '
        'modules/nf-core/gatk4/intervallisttools/main.nf modules/nf-core/gatk4spark/baserecalibrator/main.nf '
        'modules/nf-core/gcta/adjustgrm/main.nf modules/nf-core/gcta/calculateldscores/main.nf '
        'modules/nf-core/gem2/gem2bedmappability/main.nf modules/nf-core/gem2/gemmappability/main.nf '
        'modules/nf-core/gem3/gem3indexer/main.nf modules/nf-core/genmod/annotate/main.nf '
        'modules/nf-core/genmod/compound/main.nf modules/nf-core/genotyphi/parse/main.nf '
        'modules/nf-core/geoquery/getgeo/main.nf modules/nf-core/gfatools/stat/main.nf '
        'modules/nf-core/gffread/main.nf modules/nf-core/gnu/split/main.nf '
        'modules/nf-core/goleft/indexcov/main.nf modules/nf-core/graphmap2/index/main.nf '
        'modules/nf-core/gridss/annotate/main.nf modules/nf-core/gridss/extractoverlappingfragments/main.nf '
        'modules/nf-core/gtdbtk/gtdbtoncbimajorityvote/main.nf modules/nf-core/hackgap/count/main.nf '
        'modules/nf-core/hamronization/abricate/main.nf modules/nf-core/hamronization/summarize/main.nf '
        'modules/nf-core/happy/happy/main.nf modules/nf-core/happy/prepy/main.nf '
        'modules/nf-core/hifitrimmer/filterbam/main.nf modules/nf-core/hifitrimmer/processblast/main.nf '
        'modules/nf-core/hmmer/hmmalign/main.nf modules/nf-core/hmmer/jackhmmer/main.nf '
        'modules/nf-core/holodeck/simulate/main.nf modules/nf-core/homer/findpeaks/main.nf '
        'modules/nf-core/hostile/fetch/main.nf modules/nf-core/icountmini/summary/main.nf '
        'modules/nf-core/infernal/cmsearch/main.nf modules/nf-core/ismapper/main.nf '
        'modules/nf-core/kallistobustools/ref/main.nf modules/nf-core/krakentools/extractkrakenreads/main.nf '
        'modules/nf-core/ldak/thinpredictors/main.nf modules/nf-core/leehom/main.nf '
        'modules/nf-core/leviosam2/lift/main.nf modules/nf-core/localcdsearch/annotate/main.nf '
        'modules/nf-core/macs2/callpeak/main.nf modules/nf-core/macs3/callpeak/main.nf '
        'modules/nf-core/malt/run/main.nf modules/nf-core/mapdamage2/main.nf '
        'modules/nf-core/megan/daa2info/main.nf modules/nf-core/melon/main.nf '
        'modules/nf-core/merqury/merqury/main.nf modules/nf-core/merquryfk/katcomp/main.nf '
        'modules/nf-core/merquryfk/ploidyplot/main.nf modules/nf-core/meryl/histogram/main.nf '
        'modules/nf-core/metaphlan/mergemetaphlantables/main.nf modules/nf-core/metaspace/download/main.nf '
        'modules/nf-core/mgikit/demultiplex/main.nf modules/nf-core/minia/main.nf '
        'modules/nf-core/mirtrace/qc/main.nf modules/nf-core/mitorsaw/haplotype/main.nf '
        'modules/nf-core/mmseqs/search/main.nf modules/nf-core/mobsuite/typer/main.nf '
        'modules/nf-core/molkartgarage/clahe/main.nf modules/nf-core/mtnucratio/main.nf '
        'modules/nf-core/mudskipper/index/main.nf modules/nf-core/muse/sump/main.nf '
        'modules/nf-core/nail/search/main.nf modules/nf-core/nanofilt/main.nf '
        'modules/nf-core/nanoplot/main.nf modules/nf-core/narfmap/align/main.nf '
        'modules/nf-core/nextclade/datasetget/main.nf modules/nf-core/ngmerge/main.nf '
        'modules/nf-core/ngsbits/rohhunter/main.nf modules/nf-core/nucmer/main.nf '
        'modules/nf-core/octopusv/clean/main.nf modules/nf-core/octopusv/plot/main.nf '
        'modules/nf-core/octopusv/stat/main.nf modules/nf-core/odgi/unchop/main.nf '
        'modules/nf-core/openms/filefilter/main.nf modules/nf-core/openms/idscoreswitcher/main.nf '
        'modules/nf-core/openms/peakpickerhires/main.nf modules/nf-core/opt/flip/main.nf '
        'modules/nf-core/parabricks/rnafq2bam/main.nf modules/nf-core/pasty/main.nf '
        'modules/nf-core/pbmm2/align/main.nf modules/nf-core/picard/extractfingerprint/main.nf '
        'modules/nf-core/picard/scatterintervalsbyns/main.nf modules/nf-core/picard/setnmmdanduqtags/main.nf '
        'modules/nf-core/pigz/uncompress/main.nf modules/nf-core/plasmidid/main.nf '
        'modules/nf-core/plastid/makewiggle/main.nf modules/nf-core/plink/exclude/main.nf '
        'modules/nf-core/plink/gwas/main.nf modules/nf-core/plink/ld/main.nf '
        'modules/nf-core/plink/missing/main.nf modules/nf-core/plink/vcf/main.nf '
        'modules/nf-core/pneumocat/main.nf modules/nf-core/presto/pairseq/main.nf '
        'modules/nf-core/proseg/proseg2baysor/main.nf modules/nf-core/proteus/readproteingroups/main.nf '
        'modules/nf-core/purecn/run/main.nf modules/nf-core/purgedups/getseqs/main.nf '
        'modules/nf-core/purgedups/splitfa/main.nf modules/nf-core/pycoqc/main.nf '
        'modules/nf-core/pygenprop/info/main.nf modules/nf-core/pypgx/runngspipeline/main.nf '
        'modules/nf-core/pypolca/run/main.nf modules/nf-core/qcat/main.nf '
        'modules/nf-core/rclone/checksum/main.nf modules/nf-core/refsolver/identify/main.nf '
        'modules/nf-core/repeatmodeler/repeatmodeler/main.nf modules/nf-core/ribotricer/prepareorfs/main.nf '
        'modules/nf-core/rpbp/estimatemetagenebayesfactors/main.nf '
        'modules/nf-core/rpbp/extractmetageneprofiles/main.nf '
        'modules/nf-core/rsem/calculateexpression/main.nf modules/nf-core/rtgtools/format/main.nf '
        'modules/nf-core/rundbcan/easycgc/main.nf modules/nf-core/rustqc/main.nf '
        'modules/nf-core/s4pred/runmodel/main.nf modules/nf-core/sambamba/flagstat/main.nf '
        'modules/nf-core/sambamba/markdup/main.nf modules/nf-core/samtools/cat/main.nf '
        'modules/nf-core/samtools/reheader/main.nf modules/nf-core/scanpy/filter/main.nf '
        'modules/nf-core/scanpy/pca/main.nf modules/nf-core/scimap/spatiallda/main.nf '
        'modules/nf-core/scvitools/scar/main.nf modules/nf-core/scvitools/solo/main.nf '
        'modules/nf-core/sentieon/collectvcmetrics/main.nf modules/nf-core/sentieon/haplotyper/main.nf '
        'modules/nf-core/sentieon/qualcal/main.nf modules/nf-core/sentieon/rsemcalculateexpression/main.nf '
        'modules/nf-core/sentieon/tnfilter/main.nf modules/nf-core/seqkit/sort/main.nf '
        'modules/nf-core/seqtk/cutn/main.nf modules/nf-core/seqtk/trim/main.nf '
        'modules/nf-core/sexdeterrmine/main.nf modules/nf-core/shapeit5/phasecommon/main.nf '
        'modules/nf-core/shasum/main.nf modules/nf-core/shigapass/main.nf modules/nf-core/sniffles/main.nf '
        'modules/nf-core/snippy/core/main.nf modules/nf-core/snpsift/annmemcreate/main.nf '
        'modules/nf-core/spring/compress/main.nf modules/nf-core/staphscan/main.nf '
        'modules/nf-core/strdust/main.nf modules/nf-core/survivor/merge/main.nf '
        'modules/nf-core/survivor/stats/main.nf modules/nf-core/svaba/main.nf '
        'modules/nf-core/svdb/query/main.nf modules/nf-core/svdss/index/main.nf '
        'modules/nf-core/svtk/standardize/main.nf modules/nf-core/sylph/sketch/main.nf '
        'modules/nf-core/sylph/sketchgenomes/main.nf modules/nf-core/sylphtax/merge/main.nf '
        'modules/nf-core/tabix/bgzip/main.nf modules/nf-core/tabix/tabix/main.nf modules/nf-core/tar/main.nf '
        'modules/nf-core/tcoffee/regressive/main.nf modules/nf-core/tcoffee/tcs/main.nf '
        'modules/nf-core/tidk/explore/main.nf modules/nf-core/tidk/search/main.nf '
        'modules/nf-core/trgt/genotype/main.nf modules/nf-core/trimal/main.nf modules/nf-core/trust4/main.nf '
        'modules/nf-core/umitools/extract/main.nf modules/nf-core/umitools/group/main.nf '
        'modules/nf-core/untar/main.nf modules/nf-core/upd/main.nf '
        'modules/nf-core/variancepartition/dream/main.nf modules/nf-core/variantbam/main.nf '
        'modules/nf-core/varlociraptor/preprocess/main.nf modules/nf-core/vcf2zarr/convert/main.nf '
        'modules/nf-core/vcflib/vcffixup/main.nf modules/nf-core/vembrane/filter/main.nf '
        'modules/nf-core/verifybamid/verifybamid/main.nf modules/nf-core/verifybamid/verifybamid2/main.nf '
        'modules/nf-core/viennarna/rnalfold/main.nf '
        'modules/nf-core/vizgenpostprocessing/runsegmentationontile/main.nf '
        'modules/nf-core/vrhyme/linkbins/main.nf modules/nf-core/vsearch/usearchglobal/main.nf '
        'modules/nf-core/whatshap/phase/main.nf modules/nf-core/wipertools/reportgather/main.nf '
        'modules/nf-core/wisecondorx/newref/main.nf modules/nf-core/xengsort/index/main.nf '
        'modules/nf-core/xeniumranger/importsegmentation/main.nf '
        'modules/nf-core/xeniumranger/relabel/main.nf modules/nf-core/yara/mapper/main.nf '
        'modules/nf-core/yte/main.nf'
    ),
}
NFCORE_OTHER = {
    '': (
        '.gitattributes .gitignore .gitpod.yml .nf-core.yml .pre-commit-config.yaml .prettierignore '
        '.prettierrc.yml AGENTS.md CITATION.cff LICENSE README.md main.nf '
        'modules/nf-core/abricate/run/tests/main.nf.test modules/nf-core/amulety/embed/tests/main.nf.test '
        'modules/nf-core/angsd/docounts/environment.yml modules/nf-core/angsd/docounts/meta.yml '
        'modules/nf-core/arcane/filter/environment.yml '
        'modules/nf-core/arcashla/extract/tests/nextflow.config '
        'modules/nf-core/ariba/getref/tests/main.nf.test modules/nf-core/artic/guppyplex/tests/main.nf.test '
        'modules/nf-core/ataqv/ataqv/meta.yml modules/nf-core/autocycler/cluster/environment.yml '
        'modules/nf-core/bakta/bakta/tests/nextflow.config modules/nf-core/barrnap/tests/main.nf.test '
        'modules/nf-core/baysor/preview/tests/main.nf.test modules/nf-core/bbmap/index/tests/main.nf.test '
        'modules/nf-core/bcftools/call/tests/main.nf.test.snap '
        'modules/nf-core/bcftools/filter/tests/nextflow.config '
        'modules/nf-core/bcftools/filter/tests/vcf_gz_index.config '
        'modules/nf-core/bcftools/roh/tests/main.nf.test.snap '
        'modules/nf-core/beagle5/beagle/tests/main.nf.test.snap modules/nf-core/bedtools/flank/meta.yml '
        'modules/nf-core/bedtools/intersect/tests/main.nf.test '
        'modules/nf-core/bigslice/bigslice/tests/main.nf.test.snap '
        'modules/nf-core/bigslice/downloaddb/meta.yml modules/nf-core/binette/tests/main.nf.test.snap '
        'modules/nf-core/bioformats2raw/tests/main.nf.test modules/nf-core/biscuit/mergecg/meta.yml '
        'modules/nf-core/bismark/report/tests/main.nf.test.snap modules/nf-core/blast/blastp/environment.yml '
        'modules/nf-core/cdhit/cdhitest/tests/main.nf.test '
        'modules/nf-core/cellranger/mkvdjref/tests/nextflow.config '
        'modules/nf-core/centrifuge/build/environment.yml '
        'modules/nf-core/centrifuge/centrifuge/tests/main.nf.test.snap modules/nf-core/checkqc/meta.yml '
        'modules/nf-core/checkv/endtoend/tests/main.nf.test modules/nf-core/chromap/chromap/meta.yml '
        'modules/nf-core/circularmapper/circulargenerator/tests/main.nf.test.snap '
        'modules/nf-core/cnvkit/target/environment.yml '
        'modules/nf-core/cnvpytor/histogram/tests/nextflow.config '
        'modules/nf-core/conifer/tests/main.nf.test.snap '
        'modules/nf-core/controlfreec/freec/tests/nextflow.config '
        'modules/nf-core/controlfreec/freec2bed/tests/nextflow.config '
        'modules/nf-core/controlfreec/makegraph/environment.yml '
        'modules/nf-core/cooler/cload/tests/main.nf.test.snap '
        'modules/nf-core/cooler/digest/tests/main.nf.test modules/nf-core/coptr/merge/meta.yml '
        'modules/nf-core/cpc2/tests/main.nf.test modules/nf-core/crabs/import/environment.yml '
        'modules/nf-core/cramino/tests/main.nf.test modules/nf-core/csvtk/split/tests/nextflow.config '
        'modules/nf-core/ctatsplicing/startocancerintrons/tests/nextflow.config '
        'modules/nf-core/custom/summarisetelomereestimation/environment.yml '
        'modules/nf-core/datavzrd/tests/main.nf.test '
        'modules/nf-core/deeptools/alignmentsieve/tests/main.nf.test.snap '
        'modules/nf-core/deeptools/computematrix/meta.yml '
        'modules/nf-core/deeptools/multibigwigsummary/environment.yml modules/nf-core/deepvariant/meta.yml '
        'modules/nf-core/deseq2/differential/tests/contrasts_matrix.config '
        'modules/nf-core/dotseq/dotseq/templates/dotseq.R '
        'modules/nf-core/drep/dereplicate/tests/main.nf.test.snap modules/nf-core/eklipse/tests/main.nf.test '
        'modules/nf-core/entrezdirect/esummary/tests/main.nf.test '
        'modules/nf-core/fairy/coverage/environment.yml modules/nf-core/fairy/sketch/environment.yml '
        'modules/nf-core/fastqdl/meta.yml modules/nf-core/fastx/collapser/tests/main.nf.test '
        'modules/nf-core/fcsgx/cleangenome/tests/main.nf.test '
        'modules/nf-core/fgbio/copyumifromreadname/meta.yml '
        'modules/nf-core/fgumi/dedup/.conda-lock/linux_amd64-bd-c97194d17da0d1cd_1.txt '
        'modules/nf-core/fgumi/downsample/tests/nextflow.config '
        'modules/nf-core/fgumi/duplexmetrics/environment.yml '
        'modules/nf-core/fgumi/group/.conda-lock/linux_amd64-bd-c97194d17da0d1cd_1.txt '
        'modules/nf-core/fgumi/merge/tests/main.nf.test modules/nf-core/fgumi/simplexmetrics/environment.yml '
        'modules/nf-core/finaletoolkit/aggbw/tests/main.nf.test.snap modules/nf-core/flash/meta.yml '
        'modules/nf-core/folddisco/query/meta.yml modules/nf-core/gatk4/cnnscorevariants/environment.yml '
        'modules/nf-core/gatk4/collectreadcounts/meta.yml '
        'modules/nf-core/gatk4/condensedepthevidence/tests/main.nf.test.snap '
        'modules/nf-core/gatk4/determinegermlinecontigploidy/tests/nextflow.config '
        'modules/nf-core/gatk4/filterintervals/environment.yml '
        'modules/nf-core/gatk4/postprocessgermlinecnvcalls/meta.yml '
        'modules/nf-core/gatk4/reblockgvcf/meta.yml '
        'modules/nf-core/gatk4/unmarkduplicates/tests/main.nf.test.snap '
        'modules/nf-core/gatk4spark/markduplicates/meta.yml modules/nf-core/gawk/tests/nextflow.config '
        'modules/nf-core/gcta/addgrms/meta.yml modules/nf-core/gedi/indexgenome/tests/main.nf.test.snap '
        'modules/nf-core/gem2/gemmappability/tests/main.nf.test.snap modules/nf-core/gffcompare/meta.yml '
        'modules/nf-core/gstama/merge/tests/main.nf.test modules/nf-core/gt/suffixerator/environment.yml '
        'modules/nf-core/haplogrep3/classify/tests/main.nf.test '
        'modules/nf-core/hhsuite/reformat/tests/main.nf.test '
        'modules/nf-core/hlala/preparegraph/tests/nextflow.config '
        'modules/nf-core/hmmcopy/readcounter/meta.yml '
        'modules/nf-core/hmmer/eslalipid/tests/main.nf.test.snap '
        'modules/nf-core/idemux/tests/main.nf.test.snap modules/nf-core/immunedeconv/tests/main.nf.test.snap '
        'modules/nf-core/integronfinder/environment.yml modules/nf-core/islandpath/tests/main.nf.test '
        'modules/nf-core/ivar/trim/tests/main.nf.test modules/nf-core/jvarkit/dict2bed/environment.yml '
        'modules/nf-core/kleborate/tests/main.nf.test.snap modules/nf-core/kma/index/meta.yml '
        'modules/nf-core/kmcp/compute/tests/nextflow.config modules/nf-core/knotannotsv/environment.yml '
        'modules/nf-core/kraken2/kraken2/environment.yml '
        'modules/nf-core/krakentools/extractkrakenreads/tests/main.nf.test '
        'modules/nf-core/krona/ktimporttext/environment.yml '
        'modules/nf-core/ldak/kvikstep1/tests/main.nf.test.snap '
        'modules/nf-core/leafcutter/clusterregtools/tests/main.nf.test '
        'modules/nf-core/llamacpppython/run/environment.yml '
        'modules/nf-core/localcdsearch/download/tests/main.nf.test modules/nf-core/mageck/count/meta.yml '
        'modules/nf-core/mageck/mle/meta.yml modules/nf-core/mageck/test/tests/main.nf.test '
        'modules/nf-core/mcroni/meta.yml modules/nf-core/md5sum/meta.yml modules/nf-core/melon/meta.yml '
        'modules/nf-core/merquryfk/ploidyplot/meta.yml '
        'modules/nf-core/metamaps/classify/tests/main.nf.test.snap '
        'modules/nf-core/metamdbg/asm/environment.yml modules/nf-core/metaspace/converter/environment.yml '
        'modules/nf-core/mindagap/duplicatefinder/tests/nextflow.config '
        'modules/nf-core/miniasm/tests/main.nf.test.snap '
        'modules/nf-core/mmseqs/createtsv/tests/cluster.nextflow.config '
        'modules/nf-core/mmseqs/easycluster/tests/nextflow.config '
        'modules/nf-core/molkartgarage/clahe/tests/nextflow.config '
        'modules/nf-core/mudskipper/bulk/tests/main.nf.test modules/nf-core/nacho/qc/templates/nacho_qc.R '
        'modules/nf-core/ncbitools/vecscreen/tests/main.nf.test.snap '
        'modules/nf-core/nonpareil/curve/tests/main.nf.test modules/nf-core/oarfish/alignmentmode/meta.yml '
        'modules/nf-core/octopusv/clean/meta.yml modules/nf-core/octopusv/clean/tests/main.nf.test '
        'modules/nf-core/octopusv/correct/tests/main.nf.test '
        'modules/nf-core/octopusv/svcf2vcf/environment.yml '
        'modules/nf-core/openms/idfilter/tests/main.nf.test.snap '
        'modules/nf-core/openms/idscoreswitcher/tests/nextflow.config '
        'modules/nf-core/pairtools/merge/meta.yml '
        'modules/nf-core/parabricks/starfusion/tests/main.nf.test.snap '
        'modules/nf-core/paraclu/tests/main.nf.test.snap modules/nf-core/paragraph/idxdepth/environment.yml '
        'modules/nf-core/paragraph/multigrmpy/environment.yml '
        'modules/nf-core/parsesdrf/convert/environment.yml modules/nf-core/pbbam/pbmerge/meta.yml '
        'modules/nf-core/pcgr/getref/tests/main.nf.test.snap modules/nf-core/peka/environment.yml '
        'modules/nf-core/phantompeakqualtools/meta.yml '
        'modules/nf-core/phantompeakqualtools/tests/main.nf.test '
        'modules/nf-core/pharmcat/matcher/tests/main.nf.test.snap '
        'modules/nf-core/picard/collectrnaseqmetrics/meta.yml '
        'modules/nf-core/picard/setnmmdanduqtags/tests/main.nf.test.snap '
        'modules/nf-core/picard/sortvcf/tests/main.nf.test '
        'modules/nf-core/plink/epistasis/tests/pheno_name.config '
        'modules/nf-core/plink/extract/tests/nextflow.config modules/nf-core/plink2/extract/meta.yml '
        'modules/nf-core/plink2/pca/meta.yml modules/nf-core/porechop/porechop/tests/main.nf.test.snap '
        'modules/nf-core/president/meta.yml modules/nf-core/propr/logratio/tests/main.nf.test.snap '
        'modules/nf-core/propr/propr/tests/adjacency_pcor.config '
        'modules/nf-core/purecn/normaldb/environment.yml modules/nf-core/purgedups/getseqs/environment.yml '
        'modules/nf-core/purgedups/getseqs/tests/main.nf.test '
        'modules/nf-core/pypgx/preparedepthofcoverage/environment.yml '
        'modules/nf-core/pypgx/runngspipeline/tests/main.nf.test modules/nf-core/qcatch/tests/main.nf.test '
        'modules/nf-core/qualimap/bamqc/tests/main.nf.test '
        'modules/nf-core/quilt/quilt/tests/main.nf.test.snap modules/nf-core/rami2d/register/environment.yml '
        'modules/nf-core/rasusa/tests/main.nf.test.snap '
        'modules/nf-core/refsolver/score/tests/main.nf.test.snap modules/nf-core/regenie/runl0/meta.yml '
        'modules/nf-core/regenie/splitl0/tests/nextflow.config modules/nf-core/ribocode/metaplots/meta.yml '
        'modules/nf-core/rrnatranscripts/templates/get_rrna_transcripts.py '
        'modules/nf-core/rtgtools/format/environment.yml '
        'modules/nf-core/sam2lca/analyze/tests/main.nf.test.snap '
        'modules/nf-core/samtools/collatefastq/tests/main.nf.test '
        'modules/nf-core/samtools/coverage/tests/main.nf.test '
        'modules/nf-core/samtools/getrg/tests/main.nf.test '
        'modules/nf-core/samtools/stats/tests/main.nf.test.snap '
        'modules/nf-core/scvitools/solo/templates/solo.py modules/nf-core/segemehl/align/environment.yml '
        'modules/nf-core/semibin/multieasybin/meta.yml '
        'modules/nf-core/semibin/singleeasybin/tests/main.nf.test.snap '
        'modules/nf-core/semibin/singleeasybin/tests/nextflow.config '
        'modules/nf-core/sentieon/bwaindex/tests/nextflow.config '
        'modules/nf-core/sentieon/collectvcmetrics/meta.yml modules/nf-core/sentieon/hsmetrics/meta.yml '
        'modules/nf-core/sentieon/wgsmetrics/meta.yml modules/nf-core/seqfu/check/tests/main.nf.test '
        'modules/nf-core/seqkit/concat/tests/main.nf.test.snap modules/nf-core/shinyngs/app/meta.yml '
        'modules/nf-core/shinyngs/staticdifferential/meta.yml modules/nf-core/shovill/meta.yml '
        'modules/nf-core/sigprofiler/meta.yml modules/nf-core/ska/distance/wget.nf '
        'modules/nf-core/snapaligner/index/tests/main.nf.test.snap '
        'modules/nf-core/snpeff/download/tests/main.nf.test.snap '
        'modules/nf-core/snpeff/snpeff/environment.yml '
        'modules/nf-core/sparsesignatures/templates/main_script.R '
        'modules/nf-core/spotiflow/tests/main.nf.test '
        'modules/nf-core/stainwarpy/transformsegmask/environment.yml '
        'modules/nf-core/starfusion/build/environment.yml modules/nf-core/starfusion/detect/meta.yml '
        'modules/nf-core/stitch/environment.yml modules/nf-core/stranger/meta.yml '
        'modules/nf-core/strobealign/tests/main.nf.test '
        'modules/nf-core/svim/alignment/tests/main.nf.test.snap modules/nf-core/svtk/standardize/meta.yml '
        'modules/nf-core/svtk/standardize/tests/main.nf.test '
        'modules/nf-core/svtk/standardize/tests/main.nf.test.snap '
        'modules/nf-core/sylph/sketch/environment.yml '
        'modules/nf-core/tabix/bgziptabix/tests/main.nf.test.snap modules/nf-core/tiddit/cov/environment.yml '
        'modules/nf-core/tidk/search/meta.yml modules/nf-core/ucsc/bedgraphtobigwig/tests/main.nf.test '
        'modules/nf-core/ucsc/wigtobigwig/meta.yml modules/nf-core/ultra/pipeline/environment.yml '
        'modules/nf-core/unicycler/tests/main.nf.test modules/nf-core/untarfiles/tests/main.nf.test.snap '
        'modules/nf-core/vamb/bin/tests/main.nf.test.snap '
        'modules/nf-core/variancepartition/dream/tests/main.nf.test '
        'modules/nf-core/variancepartition/dream/tests/main.nf.test.snap '
        'modules/nf-core/variantbam/tests/main.nf.test modules/nf-core/varscan/fpfilter/environment.yml '
        'modules/nf-core/vcf2zarr/explode/environment.yml '
        'modules/nf-core/vcflib/vcfbreakmulti/tests/main.nf.test.snap '
        'modules/nf-core/vembrane/filter/environment.yml modules/nf-core/vg/deconstruct/environment.yml '
        'modules/nf-core/viber/tests/nextflow.config modules/nf-core/vrhyme/vrhyme/tests/main.nf.test '
        'modules/nf-core/whatshap/haplotag/tests/main.nf.test.snap '
        'modules/nf-core/windowmasker/convert/tests/main.nf.test.snap modules/nf-core/zip/environment.yml '
        'nf-test nf-test.config ruff.toml subworkflows/nf-core/abundance_differential_filter/main.nf '
        'subworkflows/nf-core/abundance_differential_filter/tests/dream.config '
        'subworkflows/nf-core/archive_extract/main.nf subworkflows/nf-core/bam_applybqsr/main.nf '
        'subworkflows/nf-core/bam_cnv_wisecondorx/main.nf '
        'subworkflows/nf-core/bam_create_som_pon_gatk/main.nf '
        'subworkflows/nf-core/bam_dedup_stats_samtools_umicollapse/main.nf '
        'subworkflows/nf-core/bam_dedup_stats_samtools_umitools/main.nf '
        'subworkflows/nf-core/bam_dedup_umi/main.nf subworkflows/nf-core/bam_dedup_umi/meta.yml '
        'subworkflows/nf-core/bam_docounts_contamination_angsd/main.nf '
        'subworkflows/nf-core/bam_impute_quilt/main.nf subworkflows/nf-core/bam_impute_quilt2/main.nf '
        'subworkflows/nf-core/bam_impute_stitch/main.nf '
        'subworkflows/nf-core/bam_markduplicates_picard/main.nf '
        'subworkflows/nf-core/bam_markduplicates_samtools/main.nf '
        'subworkflows/nf-core/bam_methyldackel/main.nf subworkflows/nf-core/bam_ngscheckmate/main.nf '
        'subworkflows/nf-core/bam_qc_picard/main.nf subworkflows/nf-core/bam_qc_rnaseq/main.nf '
        'subworkflows/nf-core/bam_rseqc/main.nf subworkflows/nf-core/bam_sort_stats_samtools/main.nf '
        'subworkflows/nf-core/bam_sort_stats_samtools/tests/main.nf.test '
        'subworkflows/nf-core/bam_split_by_region/main.nf '
        'subworkflows/nf-core/bam_stats_mirna_mirtop/main.nf subworkflows/nf-core/bam_stats_samtools/main.nf '
        'subworkflows/nf-core/bam_stringtie_merge/main.nf '
        'subworkflows/nf-core/bam_subsampledepth_samtools/main.nf '
        'subworkflows/nf-core/bam_taps_conversion/main.nf '
        'subworkflows/nf-core/bam_telomere_estimation/main.nf '
        'subworkflows/nf-core/bam_tumor_normal_somatic_variant_calling_gatk/main.nf '
        'subworkflows/nf-core/bam_tumor_normal_somatic_variant_calling_strelka/main.nf '
        'subworkflows/nf-core/bam_tumor_only_somatic_variant_calling_gatk/main.nf '
        'subworkflows/nf-core/bam_variant_calling_mpileup_bcftools/main.nf '
        'subworkflows/nf-core/bam_variant_calling_sort_freebayes_bcftools/main.nf '
        'subworkflows/nf-core/bam_variant_demix_boot_freyja/main.nf '
        'subworkflows/nf-core/bam_vcf_impute_glimpse2/main.nf subworkflows/nf-core/bcl_demultiplex/main.nf '
        'subworkflows/nf-core/bed_scatter_bedtools/main.nf '
        'subworkflows/nf-core/bedgraph_bedclip_bedgraphtobigwig/main.nf '
        'subworkflows/nf-core/bedgraph_bedclip_bedgraphtobigwig/tests/main.nf.test '
        'subworkflows/nf-core/cache_download_ensemblvep_snpeff/main.nf '
        'subworkflows/nf-core/deepvariant/main.nf subworkflows/nf-core/dia_proteomics_analysis/main.nf '
        'subworkflows/nf-core/differential_functional_enrichment/main.nf '
        'subworkflows/nf-core/differential_functional_enrichment/tests/deseq2_gsea.config '
        'subworkflows/nf-core/faa_seqfu_seqkit/main.nf '
        'subworkflows/nf-core/fasta_bgzip_index_dict_samtools/main.nf '
        'subworkflows/nf-core/fasta_binning_concoct/main.nf '
        'subworkflows/nf-core/fasta_build_add_kraken2/main.nf '
        'subworkflows/nf-core/fasta_build_add_kraken2_bracken/main.nf '
        'subworkflows/nf-core/fasta_classify_catpack/main.nf '
        'subworkflows/nf-core/fasta_classify_catpack/tests/main.nf.test '
        'subworkflows/nf-core/fasta_clean_fcs/main.nf '
        'subworkflows/nf-core/fasta_consensus_autocycler/main.nf '
        'subworkflows/nf-core/fasta_explore_search_plot_tidk/main.nf '
        'subworkflows/nf-core/fasta_gtf_bam_rpbp/main.nf subworkflows/nf-core/fasta_gxf_busco_plot/main.nf '
        'subworkflows/nf-core/fasta_hmmsearch_rank_fastas/main.nf '
        'subworkflows/nf-core/fasta_index_bismark_bwameth/main.nf '
        'subworkflows/nf-core/fasta_index_dna/main.nf subworkflows/nf-core/fasta_index_methylseq/main.nf '
        'subworkflows/nf-core/fasta_newick_epang_gappa/main.nf '
        'subworkflows/nf-core/fasta_vclust_prefilter_align_cluster/main.nf '
        'subworkflows/nf-core/fastq_align_bamcmp_bwa/main.nf '
        'subworkflows/nf-core/fastq_align_bowtie2/main.nf subworkflows/nf-core/fastq_align_bwa/main.nf '
        'subworkflows/nf-core/fastq_align_bwaaln/main.nf subworkflows/nf-core/fastq_align_chromap/main.nf '
        'subworkflows/nf-core/fastq_align_dedup_bismark/main.nf '
        'subworkflows/nf-core/fastq_align_dedup_bwamem/main.nf '
        'subworkflows/nf-core/fastq_align_dedup_bwameth/main.nf subworkflows/nf-core/fastq_align_dna/main.nf '
        'subworkflows/nf-core/fastq_align_hisat2/main.nf subworkflows/nf-core/fastq_align_mapad/main.nf '
        'subworkflows/nf-core/fastq_align_star/main.nf subworkflows/nf-core/fastq_complexity_filter/main.nf '
        'subworkflows/nf-core/fastq_contam_seqtk_kraken/main.nf '
        'subworkflows/nf-core/fastq_create_umi_consensus_fgbio/main.nf '
        'subworkflows/nf-core/fastq_create_umi_consensus_fgbio/tests/main.nf.test '
        'subworkflows/nf-core/fastq_decontaminate_deacon_hostile/main.nf '
        'subworkflows/nf-core/fastq_download_prefetch_fasterqdump_sratools/main.nf '
        'subworkflows/nf-core/fastq_extract_kraken_krakentools/main.nf '
        'subworkflows/nf-core/fastq_fastqc_umitools_fastp/main.nf '
        'subworkflows/nf-core/fastq_fastqc_umitools_fastp/meta.yml '
        'subworkflows/nf-core/fastq_fastqc_umitools_trimgalore/main.nf '
        'subworkflows/nf-core/fastq_fetch_clean_hostile/main.nf '
        'subworkflows/nf-core/fastq_find_mirna_mirdeep2/main.nf '
        'subworkflows/nf-core/fastq_index_filter_deacon/main.nf '
        'subworkflows/nf-core/fastq_ngscheckmate/main.nf '
        'subworkflows/nf-core/fastq_preprocess_seqkit/main.nf subworkflows/nf-core/fastq_qc_stats/main.nf '
        'subworkflows/nf-core/fastq_qc_trim_filter_setstrandedness/main.nf '
        'subworkflows/nf-core/fastq_remove_rrna/main.nf subworkflows/nf-core/fastq_remove_rrna/meta.yml '
        'subworkflows/nf-core/fastq_remove_rrna/tests/main.nf.test '
        'subworkflows/nf-core/fastq_removeadapters_merge/main.nf '
        'subworkflows/nf-core/fastq_sanitise_seqkit/main.nf '
        'subworkflows/nf-core/fastq_shortreads_preprocess_qc/main.nf '
        'subworkflows/nf-core/fastq_subsample_fq_salmon/main.nf '
        'subworkflows/nf-core/fastq_taxonomic_profile_metaphlan/main.nf '
        'subworkflows/nf-core/fastq_trim_fastp_fastqc/main.nf '
        'subworkflows/nf-core/gtf_hybridmerge_gffcompare/main.nf '
        'subworkflows/nf-core/h5ad_removebackground_barcodes_cellbender_anndata/main.nf '
        'subworkflows/nf-core/homer_groseq/main.nf subworkflows/nf-core/mafft_align/main.nf '
        'subworkflows/nf-core/mmseqs_contig_taxonomy/main.nf '
        'subworkflows/nf-core/mmseqs_fasta_cluster/main.nf subworkflows/nf-core/opt_flip_track_stat/main.nf '
        'subworkflows/nf-core/orftable_fasta_gtf_buildorfcatalogue/main.nf '
        'subworkflows/nf-core/quant_tximport_summarizedexperiment/main.nf '
        'subworkflows/nf-core/quantify_pseudo_alignment/main.nf subworkflows/nf-core/quantify_rsem/main.nf '
        'subworkflows/nf-core/tif_registration_stainwarpy/main.nf '
        'subworkflows/nf-core/tiff_segmentation_vpt/main.nf '
        'subworkflows/nf-core/utils_annotation_cache/main.nf '
        'subworkflows/nf-core/utils_nextflow_pipeline/main.nf '
        'subworkflows/nf-core/utils_nfcore_pipeline/main.nf '
        'subworkflows/nf-core/utils_nfschema_plugin/main.nf '
        'subworkflows/nf-core/utils_nfvalidation_plugin/main.nf '
        'subworkflows/nf-core/utils_references/main.nf subworkflows/nf-core/vcf_annotate_ensemblvep/main.nf '
        'subworkflows/nf-core/vcf_annotate_ensemblvep_snpeff/main.nf '
        'subworkflows/nf-core/vcf_annotate_snpeff/main.nf subworkflows/nf-core/vcf_annotate_snpeff/meta.yml '
        'subworkflows/nf-core/vcf_extract_relate_somalier/main.nf '
        'subworkflows/nf-core/vcf_filter_bcftools_ensemblvep/main.nf '
        'subworkflows/nf-core/vcf_gather_bcftools/main.nf '
        'subworkflows/nf-core/vcf_gather_bcftools/tests/main.nf.test '
        'subworkflows/nf-core/vcf_impute_beagle5/main.nf subworkflows/nf-core/vcf_impute_glimpse/main.nf '
        'subworkflows/nf-core/vcf_impute_minimac4/main.nf subworkflows/nf-core/vcf_phase_shapeit5/main.nf'
    ),
    'modules': (
        'environment-schema.json meta-schema.json yaml-schema.json'
    ),
}
SCOOP_KIND = {
    'bucket': (
        '7zip.json aichat.json aliyundrive-webdav.json amulet.json apimtemplate.json armor.json autossh.json '
        'avr-gcc.json aws-nuke.json bitmagnet.json bt2qbt.json btop.json buck.json c3.json caddy.json '
        'ccache.json chkcpu.json chromedriver.json clink-flex-prompt.json cloud-nuke.json cmder-full.json '
        'comrak.json concfg.json coq.json coreutils.json csview.json czkawka.json deepseek-tui.json '
        'detekt.json devspace.json dfu-util.json diffutils.json dive.json dnslookup.json dokka.json '
        'dotnet-core-uninstall.json dxc.json ect.json elm.json emplace.json envsubst.json ethr.json fd.json '
        'fedify.json ffsend.json fio.json flamingo.json forcebindip.json fossa.json freepascal.json '
        'gallery-dl.json garnet.json gh.json gibo.json gig.json git-istage.json git-tfs.json '
        'git-with-openssh.json git.json glazepkg.json glow.json glslviewer.json go.json goreleaser.json '
        'gotop.json gpg.json hadolint.json halo.json hapi.json hashcat.json herdr.json highlight.json '
        'hl.json hostctl.json httpstat.json ijhttp.json inadyn-mt.json innoextract.json innounp.json '
        'ipinfo-cli.json jabba.json jbang.json jdupes.json jj.json jnv.json jom.json k0s.json k2tf.json '
        'kaf.json kafka.json kage.json kubelet.json latexindent.json libxml2.json lilypond.json links.json '
        'llmfit.json localsend-cli.json localstack.json lux.json make.json maki.json marp.json '
        'matlab-mcp-core-server.json metastore.json micro.json micronaut.json mihomo.json minio-client.json '
        'minio.json minishift.json modd.json mods.json mold.json mono.json mosquitto.json mpd.json '
        'mpxplay.json nali.json natmap.json nfpm.json ninja-kitware.json '
        'nunit-extension-nunit-v2-driver.json nvm.json objconv.json octosql.json opam.json '
        'openapi-generator-cli.json openssl-light.json openssl.json optipng.json oscdimg.json ov.json '
        'p4.json passbolt-cli.json pcre2grep.json phantomjs.json pipx.json plex-server.json pnpm.json '
        'postgres-language-server.json powershelleditorservices.json premake.json primesieve.json ptags.json '
        'qemu.json quickjs.json quien.json rancher-cli.json rdiff-backup.json refreshenv.json repgrep.json '
        'roswell.json rumdl.json rust-analyzer.json rust-gnu.json rv.json ryzenadj.json scrcpy.json '
        'shasum.json shellcheck.json sops.json spotdl.json sqlc.json sqlpage.json stack.json stern.json '
        'stgit.json stripe-cli.json surrealdb.json tabby-agent.json telnet.json ticker.json tidy.json '
        'tokei.json tor.json tproxy.json unar.json unbound.json velero.json vim.json vivid.json '
        'waifu2x-converter-cpp.json wash.json wasm4.json which.json windows-application-driver.json '
        'winget-ps.json winnfsd.json wintun-dll.json worktrunk.json xpdf-tools.json xray.json yara.json '
        'yosys.json yt-dlp.json zellij.json zigup.json zine.json zoxide.json'
    ),
}
SCOOP_OTHER = {
    '': (
        '.editorconfig .gitattributes .gitignore .markdownlint.json .vscode/extensions.json '
        '.vscode/settings.json LICENSE README.md Scoop-Bucket.Tests.ps1 scripts/7-zip/install-context.reg '
        'scripts/7-zip/uninstall-context.reg scripts/python/install-pep-514.reg '
        'scripts/python/uninstall-pep-514.reg scripts/vim/install-context.reg '
        'scripts/vim/uninstall-context.reg scripts/vulkan/install-vk-layers.ps1'
    ),
    '.github': (
        'CODEOWNERS dependabot.yml pull_request_template.md stale.yml'
    ),
    '.github/ISSUE_TEMPLATE': (
        'bug-report.yml config.yml hash-error.yml package-request.yml'
    ),
    '.github/workflows': (
        'ci.yml excavator.yml issue_comment.yml issues.yml pull_request.yml'
    ),
    'bin': (
        'auto-pr.ps1 checkhashes.ps1 checkurls.ps1 checkver.ps1 formatjson.ps1 missing-checkver.ps1 test.ps1'
    ),
    'deprecated': (
        'acorn.json apex.json artifact.json axel.json casperjs.json clash.json cwrsync.json czkawka-cli.json '
        'dig.json dotnet.json fat32format.json forego.json forge.json glide.json gomake.json insect.json '
        'iroh.json jar2app.json jd-cmd.json kcptun.json kubectxwin.json mro.json node-chakracore.json '
        'openssl-mingw.json pelook.json rget.json sget.json shortcut.json sort-uniq-wc.json ssh-copy-id.json '
        'subinacl.json wrangler.json wyam.json ytdl.json'
    ),
    'scripts/git': (
        'install-associations.reg install-context.reg uninstall-associations.reg uninstall-context.reg'
    ),
    'scripts/pwsh': (
        'install-explorer-context.reg install-file-context.reg uninstall-explorer-context.reg '
        'uninstall-file-context.reg'
    ),
}
GODESIGN_KIND = {
    'design': (
        '11502-securitypolicy.md 11970-decentralized-gc.md 12166-subtests.md 12302-release-proposal.md '
        '12416-cgo-pointers.md 12750-localization.md 12800-sweep-free-alloc.md 12914-monotonic.md '
        '13073-code-of-conduct.md 13432-mobile-audio.md 13504-natural-xml.md 14313-benchmark-format.md '
        '14386-zip-package-archives.md 14951-soft-heap-limit.md 15292-generics.md '
        '16085-conversions-ignore-tags.md 16339-alias-decls.md 16410-heap-viewer.md '
        '16704-cidr-notation-no-proxy.md 17280-profile-labels.md 17503-eliminate-rescan.md '
        '17505-concurrent-rescan.md 18130-type-alias.md 18802-percpu-sharded.md 19113-signed-shift-counts.md '
        '19308-number-literals.md 19348-midstack-inlining.md 19480-xml-stream.md 22080-dwarf-inlining.md '
        '24301-versioned-go.md 24543-non-cooperative-preemption.md 25530-notary.md 25530-sumdb.md '
        '25719-go15vendor.md 26160-dns-based-vanity-imports.md 26756-rawxml-token.md '
        '26903-simplify-mark-termination.md 27539-internal-abi.md 2775-binary-only-packages.md '
        '27935-unbounded-queue-package.md 28221-go2-transitions.md 2981-go-test-json.md '
        '29934-error-values.md 30333-smarter-scavenging.md 30411-env.md 32437-try-builtin.md '
        '33974-add-public-lockedfile-pkg.md 34481-opencoded-defers.md 35112-scaling-the-page-allocator.md '
        '36460-lazy-module-loading.md 36606-64-bit-field-alignment.md 37112-unstable-runtime-metrics.md '
        '37720-gopls-workspaces.md 40276-go-install.md 40307-fuzzing.md 40724-register-calling.md '
        '42372-wasmexport.md 4238-go12nil.md 43651-type-parameters.md 43810-go-pmem.md '
        '44167-gc-pacer-redesign.md 44253-generic-array-sizes.md 44309-user-configurable-memory-target.md '
        '45713-workspace.md 46136-vet-std-references.md 47781-parameterized-go-ast.md '
        '47916-parameterized-go-types.md 48409-soft-memory-limit.md 48429-go-tool-modules.md '
        '48815-custom-fuzz-input-types.md 4899-testing-helper.md 51082-godocfmt.md '
        '51430-revamp-code-coverage.md 55022-pgo-implementation.md 55022-pgo.md 56345-structured-logging.md '
        '56986-godebug.md 57001-gotoolchain.md 59960-heap-hugepage-util.md 60078-loopvar.md '
        '60773-execution-tracer-overhaul.md 6282-table-data.md 68578-mutex-spinbit.md 68723-crypto-ssh-v2.md '
        '69095-x-repo-continuous-go.md 6977-overlapping-interfaces.md 70257-memory-regions.md '
        '71953-go-dynamic-tls.md 74609-goroutine-leak-detection-gc.md'
    ),
}
GODESIGN_OTHER = {
    '': (
        'CONTRIBUTING.md LICENSE PATENTS README.md codereview.cfg design/24543/conservative-inner-frame.md '
        'design/24543/safe-points-everywhere.md design/36460/all_pattern.txt '
        'design/36460/registry_incompatibility.txt design/55022/image1.png design/55022/image2.png '
        'design/59960/compiler.png design/59960/tile38.png design/6282/slicebench_test.go '
        'design/68578/spinbit.cfg design/68578/spinbit.tla design/68723/agent/agent.html '
        'design/68723/knownhosts/knownhosts.html design/68723/ssh.html fill.el go2-language-changes.md'
    ),
    'design': (
        'TEMPLATE.md cryptography-principles.md draft-embed.md draft-fuzzing.md draft-gobuild.md '
        'draft-iofs.md draft-vulndb.md freeze-syscall.md generics-implementation-dictionaries-go1.18.md '
        'generics-implementation-dictionaries.md generics-implementation-gcshape.md '
        'generics-implementation-stenciling.md go-generate.md go13compiler.md go13linker.md go15bootstrap.md '
        'go2draft-contracts.md go2draft-error-handling-overview.md go2draft-error-handling.md '
        'go2draft-error-inspection.md go2draft-error-printing.md go2draft-error-values-overview.md '
        'go2draft-generics-overview.md go2draft-type-parameters.md go2draft.md'
    ),
    'design/12800': (
        'convert dense.png dense.svg mark-flow.png mark-flow.svg plan.png plan.svg sparse.png sparse.svg '
        'sweep-flow.png sweep-flow.svg'
    ),
    'design/14951': (
        'error-plot.png error-term-mod.png error-term.png est-fraction.png est-pre-marked.png '
        'evolution-bad.png evolution-best.png evolution-good.png heap-est.png post-marked-live-heap.png '
        'trace-assists.png'
    ),
    'design/15292': (
        '2010-06-type-functions.md 2011-03-gen.md 2013-10-gen.md 2013-12-type-params.md '
        '2016-09-compile-time-functions.md'
    ),
    'design/24301': (
        'impver.graffle impver.png impver@1.5x.png impver@2x.png impver@3x.png impver@4x.png'
    ),
    'design/35112': (
        'radix-tree-diagram.png scavenge-throughput-graph.png summary-diagram.png'
    ),
    'design/37720': (
        'Fig1.png Fig2.png Fig3.png Fig4.png Fig5.png'
    ),
    'design/44167': (
        'README.md eqn1.png eqn2.png eqn3.png eqn4.png eqn5.png eqn6.png eqn7.png eqn8.png eqn9.png '
        'gc-pacer-redesign.src.md inl1.png inl10.png inl11.png inl12.png inl13.png inl14.png inl15.png '
        'inl16.png inl17.png inl18.png inl19.png inl2.png inl20.png inl21.png inl22.png inl23.png inl24.png '
        'inl25.png inl26.png inl27.png inl28.png inl29.png inl3.png inl4.png inl5.png inl6.png inl7.png '
        'inl8.png inl9.png svg2png.bash'
    ),
    'design/44167/pacer-plots': (
        'new-big-globals.png new-big-stacks.png new-heavy-jitter-alloc.png new-heavy-step-alloc.png '
        'new-high-GOGC.png new-jitter-alloc.png new-osc-alloc.png new-steady.png new-step-alloc.png '
        'old-big-globals.png old-big-stacks.png old-heavy-jitter-alloc.png old-heavy-step-alloc.png '
        'old-high-GOGC.png old-jitter-alloc.png old-osc-alloc.png old-steady.png old-step-alloc.png'
    ),
    'design/44309': (
        'exceed-heap-target-high-GOGC.png exceed-heap-target.png heavy-step-alloc-high-heap-target.png '
        'high-heap-target.png high-noise-high-heap-target.png low-heap-target.png '
        'low-noise-high-heap-target.png step-heap-target.png very-low-heap-target.png'
    ),
    'design/48409': (
        'README.md eqn1.png eqn2.png inl1.png inl10.png inl11.png inl12.png inl13.png inl2.png inl3.png '
        'inl4.png inl5.png inl6.png inl7.png inl8.png inl9.png soft-memory-limit.src.md svg2png.bash'
    ),
    'design/51082': (
        'doclink.png link-after.png link-before.png list-after.png list-before.png'
    ),
    'design/70257': (
        'gc-overheads.png pretty-good-use-scenario.png sensitivity-bf-of.png sensitivity-br-or.png '
        'sensitivity-bs.png'
    ),
}
RFCS_KIND = {
    'text': (
        '0050-assert.md 0060-rename-strbuf.md 0071-const-block-expr.md 0079-undefined-struct-layout.md '
        '0109-remove-crate-id.md 0123-share-to-threadsafe.md 0135-where.md 0141-lifetime-elision.md '
        '0151-capture-by-value.md 0164-feature-gate-slice-pats.md 0184-tuple-accessors.md 0194-cfg-syntax.md '
        '0212-restore-int-fallback.md 0214-while-let.md 0221-panic.md 0231-upvar-capture-inference.md '
        '0243-trait-based-exception-handling.md 0246-const-vs-static.md 0255-object-safety.md '
        '0339-statically-sized-literals.md 0378-expr-macros.md 0379-remove-reflection.md '
        '0385-module-system-cleanup.md 0390-enum-namespacing.md 0401-coercions.md 0461-tls-overhaul.md '
        '0463-future-proof-literal-suffixes.md 0495-array-pattern-changes.md 0505-api-comment-conventions.md '
        '0507-release-channels.md 0517-io-os-reform.md 0526-fmt-text-writer.md '
        '0546-Self-not-sized-by-default.md 0560-integer-overflow.md 0563-remove-ndebug.md '
        '0580-rename-collections.md 0702-rangefull-expression.md 0736-privacy-respecting-fru.md '
        '0738-variance.md 0769-sound-generic-drop.md 0840-no-panic-in-c-string.md '
        '0909-move-thread-local-to-std-thread.md 0911-const-fn.md 0940-hyphens-considered-harmful.md '
        '0953-op-assign.md 0979-align-splitn-with-other-languages.md 0980-read-exact.md 0982-dst-coercion.md '
        '1014-stdout-existential-crisis.md 1057-io-error-sync.md 1058-slice-tail-redesign.md '
        '1096-remove-static-assert.md 1122-language-semver.md 1135-raw-pointer-comparisons.md '
        '1152-slice-string-symmetry.md 1192-inclusive-ranges.md 1193-cap-lints.md 1211-mir.md '
        '1212-line-endings.md 1219-use-group-as.md 1241-no-wildcard-deps.md 1242-rust-lang-crates.md '
        '1260-main-reexport.md 1300-intrinsic-semantics.md 1327-dropck-param-eyepatch.md '
        '1328-global-panic-handler.md 1331-grammar-is-canonical.md 1358-repr-align.md '
        '1359-process-ext-unix.md 1361-cargo-cfg-dependencies.md 1398-kinds-of-allocators.md '
        '1419-slice-copy.md 1432-replace-slice.md 1440-drop-types-in-const.md 1461-net2-mutators.md '
        '1506-adt-kinds.md 1521-copy-clone-semantics.md 1525-cargo-workspace.md 1542-try-from.md '
        '1543-integer_atomics.md 1558-closure-to-fn-coercion.md '
        '1567-long-error-codes-explanation-normalization.md 1581-fused-iterator.md 1607-style-rfcs.md '
        '1636-document_all_features.md 1660-try-borrow.md 1665-windows-subsystem.md '
        '1685-deprecate-anonymous-parameters.md 1717-dllimport.md 1721-crt-static.md 1774-roadmap-2017.md '
        '1824-crates.io-default-ranking.md 1845-shared-from-slice.md 1849-non-static-type-id.md '
        '1859-try-trait.md 1869-eprintln.md 1884-unstable-sort.md 1892-uninitialized-uninhabited.md '
        '1937-ques-in-main.md 1946-intra-rustdoc-links.md 1966-unsafe-pointer-reform.md '
        '1977-public-private-dependencies.md 1983-nursery-deprecation.md 2008-non-exhaustive.md '
        '2033-experimental-coroutines.md 2044-license-rfcs.md 2071-impl-trait-existential-types.md '
        '2071-impl-trait-type-alias.md 2094-nll.md 2102-unnamed-fields.md 2115-argument-lifetimes.md '
        '2124-option-filter.md 2137-variadic.md 2145-type-privacy.md 2166-impl-only-use.md '
        '2175-if-while-or-patterns.md 2195-really-tagged-unions.md 2196-metabuild.md 2226-fmt-debug-hex.md '
        '2230-bury-description.md 2307-concrete-nonzero-types.md 2318-custom-test-frameworks.md '
        '2333-prior-art.md 2341-const-locals.md 2342-const-control-flow.md 2349-pin.md '
        '2359-subslice-pattern-syntax.md 2360-bench-black-box.md 2363-arbitrary-enum-discriminant.md '
        '2383-lint-reasons.md 2420-unreserve-proc.md 2421-unreservations-2018.md '
        '2438-deny-integer-literal-overflow-lint.md 2457-non-ascii-idents.md 2476-clippy-uno.md '
        '2495-min-rust-version.md 2497-if-let-chains.md 2509-byte-concat.md 2515-type_alias_impl_trait.md '
        '2532-associated-type-defaults.md 2539-cfg_attr-multiple-attrs.md 2561-future-possibilities.md '
        '2570-linked-list-cursors.md 2574-simd-ffi.md 2585-unsafe-block-in-unsafe-fn.md 2592-futures.md '
        '2603-rust-symbol-name-mangling-v0.md 2678-named-custom-cargo-profiles.md 2707-dotdot-patterns.md '
        '2795-format-args-implicit-identifiers.md 2797-project-ffi-unwind.md 2803-target-tier-policy.md '
        '2834-cargo-report-future-incompat.md 2835-project-safe-transmute.md 2836-project-asm.md '
        '2843-llvm-asm.md 2920-inline-const.md 2930-read-buf.md 3027-infallible-promotion.md '
        '3028-cargo-binary-dependencies.md 3058-try-trait-v2.md 3107-derive-default-enum.md '
        '3128-io-safety.md 3139-cargo-alternative-registry-auth.md 3148-option-result-map-or-default.md '
        '3173-float-next-up-down.md 3216-closure-lifetime-binder.md 3228-process-process_group.md '
        '3239-cfg-target.md 3243-packages-as-optional-namespaces.md 3245-refined-impls.md 3309-style-team.md '
        '3323-restrictions.md 3324-dyn-upcasting.md 3391-result_ffi_guarantees.md '
        '3498-lifetime-capture-rules-2024.md 3509-prelude-2024-future.md 3550-new-range.md '
        '3559-rust-has-provenance.md 3591-import-trait-associated-functions.md '
        '3593-unprefixed-guarded-strings.md 3595-move-crates-io-team-under-dev-tools.md '
        '3614-project-goals.md 3617-precise-capturing.md 3621-derive-smart-pointer.md '
        '3654-return-type-notation.md 3662-mergeable-rustdoc-cross-crate-info.md '
        '3673-rustdoc-types-maintainers.md 3678-final.md 3691-trusted-publishing-cratesio.md '
        '3692-feature-unification.md 3695-cfg-boolean-literals.md 3764-Project-Goals-2025h1.md '
        '3772-build-target-edition.md 3791-crate-attr.md 3834-export-visibility.md '
        '3841-demote-x86_64-apple-darwin.md 3872-crates-io-security.md '
        '3875-build-std-explicit-dependencies.md 3928-todo-overreach.md'
    ),
}
RFCS_OTHER = {
    '': (
        '.gitattributes .github/PULL_REQUEST_TEMPLATE.md .github/renovate.json5 .github/workflows/deploy.yml '
        '.gitignore 0000-template.md LICENSE-APACHE LICENSE-MIT README.md book.toml compiler_changes.md '
        'generate-book.py lang_changes.md libs_changes.md '
        'text/2856-project-groups/project-group-workflow.svg '
        'text/3606-temporary-lifetimes-in-tail-expressions/diagram.svg triagebot.toml'
    ),
    'text/3392-leadership-council': (
        'Leadership-Council-RFCja.md Leadership-Council-RFCko.md Leadership-Council-RFCru-RU.md '
        'Leadership-Council-RFCzh-Hans.md Leadership-Council-RFCzh-Hant.md alternatives.md '
        'initial-work-of-the-council.md motivation.md non-goals.md'
    ),
}
RUST_RELEASES_KIND = {
    'content': (
        'Rust-1.1.md Rust-1.10.md Rust-1.11.md Rust-1.12.1.md Rust-1.14.md Rust-1.15.1.md Rust-1.15.md '
        'Rust-1.16.md Rust-1.17.md Rust-1.18.md Rust-1.19.md Rust-1.2.md Rust-1.20.md Rust-1.21.md '
        'Rust-1.22.md Rust-1.23.md Rust-1.24.1.md Rust-1.24.md Rust-1.25.md Rust-1.26.1.md Rust-1.26.2.md '
        'Rust-1.26.md Rust-1.27.1.md Rust-1.27.2.md Rust-1.27.md Rust-1.28.md Rust-1.29.1.md Rust-1.29.2.md '
        'Rust-1.29.md Rust-1.3.md Rust-1.30.1.md Rust-1.31.1.md Rust-1.32.0.md Rust-1.33.0.md Rust-1.34.0.md '
        'Rust-1.34.1.md Rust-1.34.2.md Rust-1.35.0.md Rust-1.36.0.md Rust-1.37.0.md Rust-1.38.0.md '
        'Rust-1.39.0.md Rust-1.4.md Rust-1.40.0.md Rust-1.41.0.md Rust-1.41.1.md Rust-1.42.md Rust-1.43.0.md '
        'Rust-1.44.0.md Rust-1.45.0.md Rust-1.45.1.md Rust-1.45.2.md Rust-1.46.0.md Rust-1.47.md '
        'Rust-1.48.md Rust-1.49.0.md Rust-1.5.md Rust-1.50.0.md Rust-1.51.0.md Rust-1.52.0.md Rust-1.52.1.md '
        'Rust-1.53.0.md Rust-1.54.0.md Rust-1.55.0.md Rust-1.56.0.md Rust-1.56.1.md Rust-1.57.0.md '
        'Rust-1.58.0.md Rust-1.58.1.md Rust-1.59.0.md Rust-1.6.md Rust-1.61.0.md Rust-1.62.0.md '
        'Rust-1.62.1.md Rust-1.63.0.md Rust-1.64.0.md Rust-1.65.0.md Rust-1.66.0.md Rust-1.66.1.md '
        'Rust-1.67.0.md Rust-1.67.1.md Rust-1.68.0.md Rust-1.68.1.md Rust-1.68.2.md Rust-1.69.0.md '
        'Rust-1.7.md Rust-1.70.0.md Rust-1.71.0.md Rust-1.71.1.md Rust-1.72.0.md Rust-1.72.1.md '
        'Rust-1.73.0.md Rust-1.74.0.md Rust-1.74.1.md Rust-1.75.0.md Rust-1.76.0.md Rust-1.77.0.md '
        'Rust-1.77.1.md Rust-1.77.2.md Rust-1.78.0.md Rust-1.79.0.md Rust-1.8.md Rust-1.80.0.md '
        'Rust-1.80.1.md Rust-1.81.0.md Rust-1.82.0.md Rust-1.83.0.md Rust-1.84.0.md Rust-1.84.1.md '
        'Rust-1.85.0.md Rust-1.85.1.md Rust-1.86.0.md Rust-1.88.0.md Rust-1.89.0.md Rust-1.9.md '
        'Rust-1.90.0.md Rust-1.91.0.md Rust-1.91.1.md Rust-1.92.0.md Rust-1.93.0.md Rust-1.93.1.md '
        'Rust-1.94.0.md Rust-1.95.0.md Rust-1.96.0.md Rust-1.96.1.md Rust-1.97.0.md Rust-1.97.1.md '
        'Rust-1.98.0.md'
    ),
}
RUST_RELEASES_OTHER = {
    '': (
        'content/Rust-1.13/graph.png content/Rust-1.13/index.md content/Rust-1.30.0/demo.gif '
        'content/Rust-1.30.0/index.md content/Rust-1.60.0/2022-04-07-timing.html '
        'content/Rust-1.60.0/index.md content/Rust-1.87.0/index.md content/Rust-1.87.0/party.jpg '
        'content/Rust-turns-three/index.md content/Rust-turns-three/team.png'
    ),
    'content': (
        '1.0-Timeline.md 2024-Edition-CFP.md 2025-09-crates-io-phishing-campaign.md 4-Years-Of-Rust.md '
        'A-call-for-blogs-2020.md Async-await-hits-beta.md Async-await-stable.md Cargo.md '
        'Clippy-deprecating-feature-cargo-clippy.md Core-Team.md Core-team-changes.md '
        'Core-team-membership-updates.md Enums-match-mutation-and-moves.md '
        'Fearless-Concurrency-In-Firefox-Quantum.md Fearless-Concurrency.md Final-1.0-timeline.md '
        'Increasing-Apple-Version-Requirements.md Increasing-Rusts-Reach-2018.md '
        'Increasing-glibc-kernel-requirements.md Mozilla-IRC-Sunset-and-the-Rust-Channel.md '
        'Next-steps-for-the-foundation-conversation.md Next-year.md OSPP-2024.md Planning-2021-Roadmap.md '
        'Procedural-Macros-in-Rust-2018.md Project-Goals-2025-April-Update.md '
        'Project-Goals-2025-July-Update.md Project-Goals-2025-March-Update.md '
        'Project-Goals-2025-May-Update.md Project-Goals-2025-November-Update.md '
        'Project-Goals-2025-October-Update.md Project-Goals-2025-September-Update.md '
        'Project-Goals-Dec-Update.md Project-Goals-Sep-Update.md Project-goals.md RLS-deprecation.md '
        'Rust-1.0-alpha.md Rust-1.0-alpha2.md Rust-1.0-beta.md Rust-1.0@0.md Rust-1.0@1.md '
        'Rust-1.31-and-rust-2018.md Rust-2018-dev-tools.md Rust-2021-public-testing.md '
        'Rust-2024-public-testing.md Rust-Once-Run-Everywhere.md Rust-Roadmap-Update.md '
        'Rust-participates-in-GSoC-2024.md Rust-participates-in-GSoC-2025.md '
        'Rust-participates-in-GSoC-2026.md RustConf.md Rustup-1.20.0.md Rustup-1.22.0.md Rustup-1.22.1.md '
        'Rustup-1.23.0.md Rustup-1.24.0.md Rustup-1.24.1.md Rustup-1.24.2.md Rustup-1.24.3.md '
        'Rustup-1.25.0.md Rustup-1.25.1.md Rustup-1.25.2.md Rustup-1.26.0.md Rustup-1.27.0.md '
        'Rustup-1.27.1.md Rustup-1.28.0.md Rustup-1.28.1.md Rustup-1.28.2.md Rustup-1.29.0.md '
        'Scheduling-2021-Roadmap.md Security-advisory-for-cargo.md Security-advisory-for-std.md '
        'Security-advisory.md Stability.md The-2018-Rust-Event-Lineup.md The-2019-Rust-Event-Lineup.md '
        'Underhanded-Rust.md Update-on-crates.io-incident.md Updating-musl-1.2.5.md Updating-musl-targets.md '
        'Windows-7.md _index.md adopting-the-fls.md all-hands.md android-ndk-update-r25.md '
        'announcing-the-new-rust-project-directors-2025.md announcing-the-new-rust-project-directors.md '
        'annual-survey-2024-launch.md async-fn-rpit-in-traits.md async-vision-doc-shiny-future.md '
        'async-vision-doc.md broken-badges-and-23k-keywords.md c-abi-changes-for-wasm32-unknown-unknown.md '
        'call-for-rust-2019-roadmap-blogposts.md call-for-testing-build-dir-layout-v2.md '
        'cargo-cache-cleaning.md cargo-cves.md cargo-pillars.md changes-in-the-core-team@0.md '
        'changes-in-the-core-team@1.md changes-to-webassembly-targets-and-handling-undefined-symbols.md '
        'committing-lockfiles.md conf-lineup@0.md conf-lineup@1.md conf-lineup@2.md '
        'const-eval-safety-rule-revision.md const-generics-mvp-beta.md council-survey.md '
        'crates-io-non-canonical-downloads.md crates-io-security-advisory.md '
        'crates-io-security-session-cookies.md crates-io-snapshot-branches.md crates-io-status-codes.md '
        'crates-io-usage-policy-rfc.md crates.io-malicious-crate-update.md '
        'crates.io-malicious-crates-evm-units-and-uniswap-utils.md '
        'crates.io-malicious-crates-fasterlog-and-asyncprintln.md '
        'crates.io-malicious-crates-finch-rust-and-sha-rust.md cve-2021-42574.md cve-2022-21658.md '
        'cve-2022-24713.md cve-2022-46176.md cve-2023-38497.md cve-2024-24576.md cve-2024-43402.md '
        'cve-2026-33056.md cve-2026-5222.md cve-2026-5223.md demoting-i686-pc-windows-gnu.md '
        'demoting-x86-64-apple-darwin-to-tier-2-with-host-tools.md docs-rs-changed-default-targets.md '
        'docs-rs-opt-into-fewer-targets.md docs-rs-reduced-default-targets.md edition-2021.md '
        'electing-new-project-directors.md event-lineup-update.md gats-stabilization.md '
        'gccrs-an-alternative-compiler-for-rust.md governance-wg-announcement.md gsoc-2024-results.md '
        'gsoc-2024-selected-projects.md gsoc-2025-results.md gsoc-2025-selected-projects.md '
        'gsoc-2026-selected-projects.md help-test-rust-2018.md i128-layout-update.md impl-future-for-rust.md '
        'impl-trait-capture-rules.md inside-rust-blog.md introducing-leadership-council.md '
        'lang-ergonomics.md launching-the-2025-state-of-rust-survey.md '
        'launching-the-rust-foundation-maintainers-fund.md laying-the-foundation-for-rusts-future.md '
        'lessons-learned-from-the-rust-vision-doc-process.md libz-blitz.md lock-poisoning-survey.md '
        'making-it-easier-to-sponsor-rust-contributors.md malicious-crate-rustdecimal.md '
        'mdbook-security-advisory.md new-years-rust-a-call-for-community-blogposts.md nll-by-default.md '
        'nll-hard-errors.md nvptx-baseline-update.md outreachy-2026-may.md '
        'project-goals-2025-december-update.md project-goals-2025h2.md project-goals-2026-04.md '
        'project-goals-nov-update.md project-goals-oct-update.md '
        'reducing-support-for-32-bit-apple-targets.md regex-1.9.md regression-labels.md roadmap@0.md '
        'roadmap@1.md roadmap@2.md rust-2024-beta.md rust-analyzer-joins-rust-org.md rust-challenges.md '
        'rust-compiler-performance-survey-2025.md rust-debugging-survey-2026.md '
        'rustconf-2025-interview-with-jan-david-nose.md rustconf-cfp.md '
        'rustfmt-supports-let-else-statements.md rustup.md security-advisory-for-rustdoc.md '
        'six-years-of-rust.md sparse-registry-testing.md stabilizing-naked-functions.md '
        'supply-chain-attack-on-arrayref.md survey-2016.md survey-2017.md survey-2018.md '
        'survey-launch-2019.md survey-launch-2020.md survey-launch-2021.md survey-launch-2022.md '
        'survey-launch-2023.md switching-to-v0-mangling-on-nightly.md the-foundation-conversation.md '
        'trademark-update.md traits.md types-announcement.md types-team-update.md upcoming-docsrs-changes.md '
        'updates-to-rusts-wasi-targets.md vision-doc-journeys-to-learning-rust.md vision-doc-survey.md '
        'wasip2-tier-2.md webassembly-targets-change-in-default-target-features.md '
        'welcoming-the-rust-innovation-lab.md wg-prio-call-for-contributors.md '
        'what-do-people-love-about-rust.md what-does-it-take-to-ship-rust-in-safety-critical.md '
        'what-is-rust-2018.md'
    ),
    'content/Rust-1.12': (
        'borrowck-error.png index.md mismatched-trait-error.png old-mismatched-trait-error.png'
    ),
    'content/Rust-2017-Survey-Results': (
        'diversity.png do_you_use_rust.png dont_use_rust.png editors.png feel_welcome.png full_time.png '
        'how_long_using_rust.png how_often_use_rust.png index.md part_time.png platforms_on.png '
        'platforms_targetted.png rustup.png size_of_rust_projects.png stopped_using_rust.png '
        'upgrade_stable.png use_rust_at_work.png which_version.png'
    ),
    'content/Rust-Survey-2021': (
        'expertise.png index.md rust-adoption.png rust-at-work.png'
    ),
    'content/Rust-Survey-2023-Results': (
        'dont-use.png experiences.png future.png index.md no-longer-using.png rust-work.png why-at-work.png'
    ),
    'content/Rust-survey-2018': (
        '1-Do_you_use_Rust.png 10-Which_Rust_version.png 11-Has_upgrading_compiler_broken_you.png '
        '12-If_so_how_much_work_to_fix.png 13-Preferred_install_method.png 14-Tool-experience.png '
        '15-Platform_developing_on.png 16-Platforms_targeting.png 17-Editors.png 18-Rust_at_work.png '
        '19-Company_evaluate_Rust.png 2-How_long_before_you_stopped.png 20-Have_you_contributed_to_oss.png '
        '21-Contributing_to_Rust_crates.png 22-Programming_language_familiarity.png '
        '23-Do_you_feel_welcome.png 24-Underrepresented.png 3-Why_not_using_Rust.png '
        '4-How_long_have_you_worked_in_Rust.png 5-How_long_did_it_take_to_be_productive.png '
        '5a-How_long_have_you_been_unproductive.png 6-Size_of_summed_Rust_projects.png '
        '7-How_often_use_Rust.png 8-How_you_rate_your_Rust_expertise.png '
        '9-How_difficult_are_Rust_concepts.png index.md'
    ),
    'content/Rust-survey-2019': (
        '1-Language-Breakdown.png 10-Size-Of-Summed-projects.png 10-Size-Of-Summed-projects.svg '
        '11-How-Often-Use-Rust.svg 12-How-Rate-Rust-Expertise.png 12-How-Rate-Rust-Expertise.svg '
        '12-Rust-more-appealing.svg 12-unproductive-expertise.svg.svg 13-Rust-Expertise-and-Time-In-Rust.png '
        '14-Rust-Average-Experience.png 15-Rust-Concepts-Difficulty.png 16-Which-Rust-Version.png '
        '17-Preferred-Install-Method.png 18-Comparative-Improvement.png 19-Current-Users-Excited.png '
        '2-Rust-Users.png 20-Would-use-rust-more-often-if.png 20-Would-use-rust-more-often-if.svg '
        '21-Rust-more-appealing.png 22-unproductive-expertise.png 22-unproductive-expertise.svg '
        '23-interoperability-languages.png 23-interoperability-languages.svg 24-use-rust-role-title.svg '
        '25-use-rust-industry.svg 26-not-using-rust-title.svg 27-not-using-rust-industry.svg '
        '28-dependencies-1-0-or-above.svg 29-Rust-expertise-how-long-using-Rust.svg '
        '3-How-Long-Before-Stopped-Rust.png 3-How-Long-Before-Stopped-Rust.svg 30-platforms-targeting.svg '
        '31-editor-using.svg 32-what-platform-developing-on.svg '
        '33-stopped-using-rust-less-than-year-ago-how-long-used-rust.svg '
        '34-stopped-using-rust-more-than-a-year-ago-how-long-used-rust.svg 35-Adoption-Level-improvement.svg '
        '36-Async-IO-improvement.svg 39-IDE-improvement.svg 4-Why-Stopped-Rust.png 4-Why-Stopped-Rust.svg '
        '40-Library-Support-improvement.svg 41-Stable-Language-Features-and-Crates-improvement.svg '
        '42-Rust-documentation-improvement.svg 43-learning-curve-improvement.svg '
        '44-tools-and-support-improvement.svg 45-improve-adoption.svg 5-Why-Never-Used-Rust.png '
        '5-Why-Never-Used-Rust.svg 6-Have-You-Used-Rust.png 7-How-Long-Worked-With-Rust.png '
        '8-How-Long-To-Be-Productive.png 8-How-Long-To-Be-Productive.svg 9-How-Long-Unproductive.png '
        'index.md'
    ),
    'content/inside-rust': (
        '1.45.1-prerelease.md 1.46.0-prerelease.md 1.47.0-prerelease-2.md 1.47.0-prerelease.md '
        '1.48.0-prerelease.md 1.49.0-prerelease.md 1.50.0-prerelease.md 1.51.0-prerelease.md '
        '1.52.0-prerelease.md 1.54.0-prerelease.md 1.55.0-prerelease.md 1.56.0-prerelease.md '
        '1.57.0-prerelease.md 1.58.0-prerelease.md 1.59.0-prerelease.md 1.60.0-prerelease.md '
        '1.61.0-prerelease.md 1.62.0-prerelease.md 1.62.1-prerelease.md 1.63.0-prerelease.md '
        '1.64.0-prerelease.md 1.65.0-prerelease.md 1.66.0-prerelease.md 1.67.0-prerelease.md '
        '1.67.1-prerelease.md 1.68.0-prerelease.md 1.68.1-prerelease.md 1.68.2-prerelease.md '
        '1.69.0-prerelease.md 1.70.0-prerelease.md 1.71.0-prerelease.md 1.71.1-prerelease.md '
        '1.72.0-prerelease.md 1.73.0-prerelease.md 1.74.0-prerelease.md 1.74.1-prerelease.md '
        '1.75.0-prerelease.md 1.76.0-prerelease.md 1.77.0-prerelease.md 1.77.1-prerelease.md '
        '1.96.0-prerelease.md 1.96.1-prerelease.md 1.97.0-prerelease.md 1.97.1-prerelease.md '
        '1.98.0-prerelease.md'
    ),
}
BIPS_KIND = {
    '': (
        'bip-0001.mediawiki bip-0002.mediawiki bip-0003.md bip-0008.mediawiki bip-0009.mediawiki '
        'bip-0010.mediawiki bip-0011.mediawiki bip-0012.mediawiki bip-0013.mediawiki bip-0014.mediawiki '
        'bip-0015.mediawiki bip-0016.mediawiki bip-0017.mediawiki bip-0018.mediawiki bip-0019.mediawiki '
        'bip-0020.mediawiki bip-0021.mediawiki bip-0022.mediawiki bip-0023.mediawiki bip-0030.mediawiki '
        'bip-0031.mediawiki bip-0032.mediawiki bip-0033.mediawiki bip-0034.mediawiki bip-0035.mediawiki '
        'bip-0036.mediawiki bip-0037.mediawiki bip-0038.mediawiki bip-0039.mediawiki bip-0042.mediawiki '
        'bip-0043.mediawiki bip-0044.mediawiki bip-0045.mediawiki bip-0046.mediawiki bip-0047.mediawiki '
        'bip-0048.mediawiki bip-0049.mediawiki bip-0050.mediawiki bip-0052.mediawiki bip-0053.mediawiki '
        'bip-0054.md bip-0060.mediawiki bip-0061.mediawiki bip-0062.mediawiki bip-0064.mediawiki '
        'bip-0065.mediawiki bip-0066.mediawiki bip-0067.mediawiki bip-0068.mediawiki bip-0069.mediawiki '
        'bip-0070.mediawiki bip-0071.mediawiki bip-0072.mediawiki bip-0073.mediawiki bip-0074.mediawiki '
        'bip-0075.mediawiki bip-0077.md bip-0078.mediawiki bip-0079.mediawiki bip-0080.mediawiki '
        'bip-0081.mediawiki bip-0083.mediawiki bip-0084.mediawiki bip-0085.mediawiki bip-0086.mediawiki '
        'bip-0087.mediawiki bip-0088.mediawiki bip-0089.mediawiki bip-0090.mediawiki bip-0091.mediawiki '
        'bip-0093.mediawiki bip-0094.mediawiki bip-0095.md bip-0098.mediawiki bip-0099.mediawiki '
        'bip-0100.mediawiki bip-0101.mediawiki bip-0102.mediawiki bip-0103.mediawiki bip-0104.mediawiki '
        'bip-0105.mediawiki bip-0106.mediawiki bip-0107.mediawiki bip-0109.mediawiki bip-0110.mediawiki '
        'bip-0111.mediawiki bip-0112.mediawiki bip-0113.mediawiki bip-0114.mediawiki bip-0115.mediawiki '
        'bip-0116.mediawiki bip-0117.mediawiki bip-0118.mediawiki bip-0119.mediawiki bip-0120.mediawiki '
        'bip-0121.mediawiki bip-0122.mediawiki bip-0123.mediawiki bip-0124.mediawiki bip-0125.mediawiki '
        'bip-0126.mediawiki bip-0127.mediawiki bip-0128.mediawiki bip-0129.mediawiki bip-0130.mediawiki '
        'bip-0131.mediawiki bip-0132.mediawiki bip-0133.mediawiki bip-0134.mediawiki bip-0135.mediawiki '
        'bip-0136.mediawiki bip-0137.mediawiki bip-0140.mediawiki bip-0141.mediawiki bip-0142.mediawiki '
        'bip-0143.mediawiki bip-0144.mediawiki bip-0145.mediawiki bip-0146.mediawiki bip-0147.mediawiki '
        'bip-0148.mediawiki bip-0149.mediawiki bip-0150.mediawiki bip-0151.mediawiki bip-0152.mediawiki '
        'bip-0154.mediawiki bip-0155.mediawiki bip-0156.mediawiki bip-0157.mediawiki bip-0158.mediawiki '
        'bip-0159.mediawiki bip-0171.mediawiki bip-0172.mediawiki bip-0173.mediawiki bip-0174.mediawiki '
        'bip-0175.mediawiki bip-0176.mediawiki bip-0177.mediawiki bip-0178.mediawiki bip-0179.mediawiki '
        'bip-0180.mediawiki bip-0197.mediawiki bip-0199.mediawiki bip-0300.mediawiki bip-0301.mediawiki '
        'bip-0310.mediawiki bip-0320.mediawiki bip-0321.mediawiki bip-0322.mediawiki bip-0323.mediawiki '
        'bip-0324.mediawiki bip-0325.mediawiki bip-0326.mediawiki bip-0327.mediawiki bip-0328.mediawiki '
        'bip-0329.mediawiki bip-0330.mediawiki bip-0331.mediawiki bip-0337.mediawiki bip-0338.mediawiki '
        'bip-0339.mediawiki bip-0340.mediawiki bip-0341.mediawiki bip-0342.mediawiki bip-0343.mediawiki '
        'bip-0345.mediawiki bip-0346.md bip-0347.mediawiki bip-0348.md bip-0349.md bip-0350.mediawiki '
        'bip-0351.mediawiki bip-0352.mediawiki bip-0353.mediawiki bip-0360.mediawiki bip-0361.mediawiki '
        'bip-0370.mediawiki bip-0371.mediawiki bip-0372.mediawiki bip-0373.mediawiki bip-0374.mediawiki '
        'bip-0375.mediawiki bip-0376.mediawiki bip-0379.md bip-0380.mediawiki bip-0381.mediawiki '
        'bip-0382.mediawiki bip-0383.mediawiki bip-0384.mediawiki bip-0385.mediawiki bip-0386.mediawiki '
        'bip-0387.mediawiki bip-0388.mediawiki bip-0389.mediawiki bip-0390.mediawiki bip-0391.mediawiki '
        'bip-0392.mediawiki bip-0393.mediawiki bip-0431.mediawiki bip-0433.mediawiki bip-0434.md '
        'bip-0440.mediawiki bip-0441.mediawiki bip-0442.md bip-0443.mediawiki bip-0446.md bip-0448.md '
        'bip-0449.md bip-0450.mediawiki bip-0451.md'
    ),
}
BIPS_OTHER = {
    '': (
        '.gitattributes .github/workflows/github-action-checks.yml .gitignore .typos.toml CONTRIBUTING.md '
        'README.mediawiki SECURITY.md bip-0001/process.png bip-0002/process.png bip-0002/process.svg '
        'bip-0003/status-diagram.png bip-0016/qa.mediawiki bip-0032/derivation.png bip-0042/inflation.png '
        'bip-0068/encoding.png bip-0069/bip-0069_examples.py bip-0073/a.png bip-0073/b.png '
        'bip-0110/test-vectors.json bip-0110/test-vectors.py bip-0114/mastexample.png bip-0122/chainid.png '
        'bip-0144/witnesstx.png bip-0152/protocol-flow.png bip-0322/basic-test-vectors.json '
        'bip-0322/generated-test-vectors.json bip-0330/minisketch.py bip-0330/recon_scheme_merged.png '
        'bip-0341/tree.png bip-0341/wallet-test-vectors.json bip-0346/ref-impl/src/main.rs '
        'bip-0352/secp256k1lab/.github/workflows/main.yml bip-0360/media/merkletree.png '
        'bip-0360/media/merkletree.svg bip-0360/ref-impl/.gitignore '
        'bip-0360/ref-impl/common/tests/data/p2mr_construction.json '
        'bip-0360/ref-impl/common/tests/data/p2mr_pqc_construction.json bip-0360/ref-impl/python/.gitignore '
        'bip-0360/ref-impl/python/p2mr.py bip-0374/secp256k1lab/.github/workflows/main.yml '
        'bip-0375/deps/bitcoin_test/messages.py bip-0375/deps/bitcoin_test/psbt.py bip-0375/deps/dleq.py '
        'bip-0375/deps/secp256k1lab/.github/workflows/main.yml bip-0388/wallet_policies.py '
        'bip-0449/test-vectors/Cargo.toml bip-0449/test-vectors/src/main.rs'
    ),
    'bip-0008': (
        'assignments.mediawiki states.dot states.png states.svg'
    ),
    'bip-0009': (
        'assignments.mediawiki states.gv states.png'
    ),
    'bip-0039': (
        'bip-0039-wordlists.md chinese_simplified.txt chinese_traditional.txt czech.txt english.txt '
        'french.txt italian.txt japanese.txt korean.txt portuguese.txt spanish.txt'
    ),
    'bip-0047': (
        'reusable_payment_codes-01.png reusable_payment_codes-02.png reusable_payment_codes-03.png '
        'reusable_payment_codes-04.png reusable_payment_codes-05.png reusable_payment_codes-06.png'
    ),
    'bip-0052': (
        'btc_energy-small.png btc_energy.png emusk_tweet.png optical_chip.png optminer.png sim1.png sim2.png '
        'sim3.png'
    ),
    'bip-0053': (
        '2-BitcoinMerkle.pdf 64byte-tx-mainnet.txt non-standard-hashlock-utxos.txt'
    ),
    'bip-0054/test_vectors': (
        'README.md coinbases.json sigops.json timestamps.json txsize.json'
    ),
    'bip-0070': (
        'Protocol_Sequence.png extensions.mediawiki paymentrequest.proto'
    ),
    'bip-0075': (
        'bip70-extension.png encrypted-invoice-request-process.png invoice-request-process.png '
        'mobile-sf-encrypted-ir-without-payment.png mobile-sf-ir-with-payment.png '
        'mobile-sf-ir-without-payment.png paymentrequest.proto'
    ),
    'bip-0089': (
        'bip32.py descriptor.py reference.py'
    ),
    'bip-0089/secp256k1lab': (
        'COPYING __init__.py bip340.py ecdh.py keys.py py.typed secp256k1.py util.py'
    ),
    'bip-0089/vectors': (
        'blind_challenge_gen_vectors.json blind_nonce_gen_vectors.json blind_sign_and_verify_vectors.json '
        'change_output_verification_vectors.json compute_bip32_tweak_vectors.json '
        'delegator_sign_vectors.json input_verification_vectors.json unblind_signature_vectors.json'
    ),
    'bip-0098': (
        'build.sh node-variants.dot node-variants.png skip-skip.dot skip-skip.png traversal-example.dot '
        'traversal-example.png unbalanced-hash-tree.dot unbalanced-hash-tree.png'
    ),
    'bip-0119': (
        'fifty.png five.png nic.svg pooledcoshv.png simulation.py states.svg vaultanim.gif vaults.svg'
    ),
    'bip-0119/vectors': (
        'ctvhash.json tx_invalid.json tx_valid.json'
    ),
    'bip-0135': (
        'bip-0135-states-small.png bip-0135-states.png bip-0135-states.svg'
    ),
    'bip-0156': (
        '1-dandelion.png 2-attack.png 3-attack-plot.png 4-dandelion-plot.png bitcoin.conf '
        'dandelion-debug-logs-example.pdf dandelion-reference-documentation.pdf'
    ),
    'bip-0158': (
        'gentestvectors.go go.mod go.sum testnet-19.json'
    ),
    'bip-0174': (
        'build.sh coinjoin-workflow.svg coinjoin-workflow.tex multisig-workflow.svg multisig-workflow.tex '
        'type-registry.mediawiki'
    ),
    'bip-0300': (
        'images.txt m1-cli.png m1-gui.jpg'
    ),
    'bip-0324': (
        'ellswift_decode_test_vectors.csv garbage_terminator.png gen_test_vectors.py message_type_ids.md '
        'packet_encoding_test_vectors.csv reference.py run_test_vectors.py secp256k1_test_vectors.py '
        'test_sage_decoding.py xswiftec_inv_test_vectors.csv'
    ),
    'bip-0327': (
        'gen_vectors_helper.py reference.py tests.sh'
    ),
    'bip-0327/vectors': (
        'det_sign_vectors.json key_agg_vectors.json key_sort_vectors.json nonce_agg_vectors.json '
        'nonce_gen_vectors.json sig_agg_vectors.json sign_verify_vectors.json tweak_vectors.json'
    ),
    'bip-0328': (
        '_base58.py _bip327.py _common.py _xpub.py reference.py vectors.json'
    ),
    'bip-0331': (
        'no_package_info.png orphan_handling_flow.png package_cpfp_flow.png package_erlay.png '
        'package_info_only.png sender_init_future_version.png version_negotiation.png'
    ),
    'bip-0340': (
        'LICENSE reference.py test-vectors.csv test-vectors.py'
    ),
    'bip-0345': (
        'opvault.drawio.png vaults-Basic.png vaults.drawio withdrawal-comparison.drawio.png'
    ),
    'bip-0346/ref-impl': (
        'Cargo.lock Cargo.toml txhash_vectors.json'
    ),
    'bip-0352': (
        'bech32m.py bitcoin_utils.py reference.py ripemd160.py scan_data_downloader_per_month.png '
        'send_and_receive_test_vectors.json'
    ),
    'bip-0352/secp256k1lab': (
        '.python-version CHANGELOG.md COPYING README.md pyproject.toml'
    ),
    'bip-0352/secp256k1lab/src/secp256k1lab': (
        '__init__.py bip340.py ecdh.py keys.py py.typed secp256k1.py util.py'
    ),
    'bip-0374': (
        'gen_test_vectors.py reference.py run_test_vectors.py test_vectors_generate_proof.csv '
        'test_vectors_verify_proof.csv'
    ),
    'bip-0374/secp256k1lab': (
        '.python-version CHANGELOG.md COPYING README.md pyproject.toml'
    ),
    'bip-0374/secp256k1lab/src/secp256k1lab': (
        '__init__.py bip340.py ecdh.py keys.py py.typed secp256k1.py util.py'
    ),
    'bip-0375': (
        'README.md bip375_test_vectors.json test_runner.py'
    ),
    'bip-0375/deps/secp256k1lab': (
        '.python-version CHANGELOG.md COPYING README.md pyproject.toml'
    ),
    'bip-0375/deps/secp256k1lab/src/secp256k1lab': (
        '__init__.py bip340.py ecdh.py keys.py py.typed secp256k1.py util.py'
    ),
    'bip-0375/validator': (
        'bip352_crypto.py inputs.py psbt_bip375.py validate_psbt.py'
    ),
    'bip-0443': (
        'amount_example_1.png amount_example_2.png amount_example_3.png amount_example_4.png'
    ),
    'bip-0446': (
        'README.md basics.json script_assets_test.json'
    ),
    'scripts': (
        'buildtable.pl diffcheck.expected diffcheck.sh link-format-chk.sh'
    ),
}
NUMPY_NOTES_KIND = {
    'doc/source/release': (
        '1.10.0-notes.rst 1.10.1-notes.rst 1.10.2-notes.rst 1.10.3-notes.rst 1.10.4-notes.rst '
        '1.11.0-notes.rst 1.11.1-notes.rst 1.11.2-notes.rst 1.11.3-notes.rst 1.12.0-notes.rst '
        '1.12.1-notes.rst 1.13.0-notes.rst 1.13.1-notes.rst 1.13.2-notes.rst 1.13.3-notes.rst '
        '1.14.0-notes.rst 1.14.1-notes.rst 1.14.2-notes.rst 1.14.3-notes.rst 1.14.4-notes.rst '
        '1.14.5-notes.rst 1.14.6-notes.rst 1.15.0-notes.rst 1.15.1-notes.rst 1.15.2-notes.rst '
        '1.15.3-notes.rst 1.15.4-notes.rst 1.16.0-notes.rst 1.16.1-notes.rst 1.16.2-notes.rst '
        '1.16.3-notes.rst 1.16.4-notes.rst 1.16.5-notes.rst 1.16.6-notes.rst 1.17.0-notes.rst '
        '1.17.1-notes.rst 1.17.2-notes.rst 1.17.3-notes.rst 1.17.4-notes.rst 1.17.5-notes.rst '
        '1.18.0-notes.rst 1.18.1-notes.rst 1.18.2-notes.rst 1.18.3-notes.rst 1.18.4-notes.rst '
        '1.18.5-notes.rst 1.19.0-notes.rst 1.19.1-notes.rst 1.19.2-notes.rst 1.19.3-notes.rst '
        '1.19.4-notes.rst 1.19.5-notes.rst 1.20.0-notes.rst 1.20.1-notes.rst 1.20.2-notes.rst '
        '1.20.3-notes.rst 1.21.0-notes.rst 1.21.1-notes.rst 1.21.2-notes.rst 1.21.3-notes.rst '
        '1.21.4-notes.rst 1.21.5-notes.rst 1.21.6-notes.rst 1.22.0-notes.rst 1.22.1-notes.rst '
        '1.22.2-notes.rst 1.22.3-notes.rst 1.22.4-notes.rst 1.23.0-notes.rst 1.23.1-notes.rst '
        '1.23.2-notes.rst 1.23.3-notes.rst 1.23.4-notes.rst 1.23.5-notes.rst 1.24.0-notes.rst '
        '1.24.1-notes.rst 1.24.2-notes.rst 1.24.3-notes.rst 1.24.4-notes.rst 1.25.0-notes.rst '
        '1.25.1-notes.rst 1.25.2-notes.rst 1.26.0-notes.rst 1.26.1-notes.rst 1.26.2-notes.rst '
        '1.26.3-notes.rst 1.26.4-notes.rst 1.3.0-notes.rst 1.4.0-notes.rst 1.5.0-notes.rst 1.6.0-notes.rst '
        '1.6.1-notes.rst 1.6.2-notes.rst 1.7.0-notes.rst 1.7.1-notes.rst 1.7.2-notes.rst 1.8.0-notes.rst '
        '1.8.1-notes.rst 1.8.2-notes.rst 1.9.0-notes.rst 1.9.1-notes.rst 1.9.2-notes.rst 2.0.0-notes.rst '
        '2.0.1-notes.rst 2.0.2-notes.rst 2.1.0-notes.rst 2.1.1-notes.rst 2.1.2-notes.rst 2.1.3-notes.rst '
        '2.2.0-notes.rst 2.2.1-notes.rst 2.2.2-notes.rst 2.2.3-notes.rst 2.2.4-notes.rst 2.2.5-notes.rst '
        '2.2.6-notes.rst 2.3.0-notes.rst 2.3.1-notes.rst 2.3.2-notes.rst 2.3.3-notes.rst 2.3.4-notes.rst '
        '2.3.5-notes.rst 2.4.0-notes.rst 2.4.1-notes.rst 2.4.2-notes.rst 2.4.3-notes.rst 2.4.4-notes.rst '
        '2.4.5-notes.rst 2.4.6-notes.rst 2.5.0-notes.rst 2.5.1-notes.rst 2.5.2-notes.rst 2.6.0-notes.rst'
    ),
}
NUMPY_NOTES_OTHER = {
    '': (
        'doc/conftest.py doc/source/_static/favicon/favicon-16x16.png doc/source/_static/favicon/favicon.ico '
        'doc/source/_static/index-images/api.svg doc/source/_static/index-images/getting_started.svg '
        'doc/source/_templates/autosummary/attribute.rst doc/source/_templates/searchbox.html '
        'doc/source/dev/examples/doxy_func.h doc/source/f2py/code/advanced/boilerplating/src/adder_base.f90 '
        'doc/source/f2py/code/results/allocarr_session.dat doc/source/f2py/code/results/var_session.dat '
        'doc/source/f2py/signature-file.rst doc/source/f2py/windows/index.rst '
        'doc/source/reference/figures/nep-0050-promotion-no-fonts.svg '
        'doc/source/reference/figures/threefundamental.fig '
        'doc/source/reference/random/bit_generators/mt19937.rst doc/source/reference/simd/log_example.txt '
        'doc/source/release/template.rst doc/source/user/plots/matplotlib1.py doc/ufuncs.rst'
    ),
    'doc/changelog': (
        '1.12.0-changelog.rst 1.12.1-changelog.rst 1.13.0-changelog.rst 1.13.1-changelog.rst '
        '1.13.2-changelog.rst 1.13.3-changelog.rst 1.14.0-changelog.rst 1.14.1-changelog.rst '
        '1.14.2-changelog.rst 1.14.3-changelog.rst 1.14.4-changelog.rst 1.14.5-changelog.rst '
        '1.14.6-changelog.rst 1.15.0-changelog.rst 1.15.1-changelog.rst 1.15.2-changelog.rst '
        '1.15.3-changelog.rst 1.15.4-changelog.rst 1.16.0-changelog.rst 1.16.1-changelog.rst '
        '1.16.2-changelog.rst 1.16.3-changelog.rst 1.16.4-changelog.rst 1.16.5-changelog.rst '
        '1.16.6-changelog.rst 1.17.0-changelog.rst 1.17.1-changelog.rst 1.17.2-changelog.rst '
        '1.17.3-changelog.rst 1.17.4-changelog.rst 1.17.5-changelog.rst 1.18.0-changelog.rst '
        '1.18.1-changelog.rst 1.18.2-changelog.rst 1.18.3-changelog.rst 1.18.4-changelog.rst '
        '1.18.5-changelog.rst 1.19.0-changelog.rst 1.19.1-changelog.rst 1.19.2-changelog.rst '
        '1.19.3-changelog.rst 1.19.4-changelog.rst 1.19.5-changelog.rst 1.20.0-changelog.rst '
        '1.20.1-changelog.rst 1.20.2-changelog.rst 1.20.3-changelog.rst 1.21.0-changelog.rst '
        '1.21.1-changelog.rst 1.21.2-changelog.rst 1.21.3-changelog.rst 1.21.4-changelog.rst '
        '1.21.5-changelog.rst 1.21.6-changelog.rst 1.22.0-changelog.rst 1.22.1-changelog.rst '
        '1.22.2-changelog.rst 1.22.3-changelog.rst 1.22.4-changelog.rst 1.23.0-changelog.rst '
        '1.23.1-changelog.rst 1.23.2-changelog.rst 1.23.3-changelog.rst 1.23.4-changelog.rst '
        '1.23.5-changelog.rst 1.24.0-changelog.rst 1.24.1-changelog.rst 1.24.2-changelog.rst '
        '1.24.3-changelog.rst 1.24.4-changelog.rst 1.25.0-changelog.rst 1.25.1-changelog.rst '
        '1.25.2-changelog.rst 1.26.0-changelog.rst 1.26.1-changelog.rst 1.26.2-changelog.rst '
        '1.26.3-changelog.rst 1.26.4-changelog.rst 2.0.0-changelog.rst 2.0.1-changelog.rst '
        '2.0.2-changelog.rst 2.1.0-changelog.rst 2.1.1-changelog.rst 2.1.2-changelog.rst 2.1.3-changelog.rst '
        '2.2.0-changelog.rst 2.2.1-changelog.rst 2.2.2-changelog.rst 2.2.3-changelog.rst 2.2.4-changelog.rst '
        '2.2.5-changelog.rst 2.2.6-changelog.rst 2.3.0-changelog.rst 2.3.1-changelog.rst 2.3.2-changelog.rst '
        '2.3.3-changelog.rst 2.3.4-changelog.rst 2.3.5-changelog.rst 2.4.0-changelog.rst 2.4.1-changelog.rst '
        '2.4.2-changelog.rst 2.4.3-changelog.rst 2.4.4-changelog.rst 2.4.5-changelog.rst 2.4.6-changelog.rst '
        '2.5.0-changelog.rst 2.5.1-changelog.rst 2.5.2-changelog.rst'
    ),
    'doc/neps': (
        'deferred.rst.tmpl finished.rst.tmpl index.rst meta.rst.tmpl nep-0002-warnfix.rst '
        'nep-0008-groupby_additions.rst nep-0011-deferred-ufunc-evaluation.rst nep-0016-benchmark.py '
        'nep-0022-ndarray-duck-typing-overview.rst nep-0023-backwards-compatibility.rst '
        'nep-0035-array-creation-dispatch-with-array-function.rst nep-0045-c_style_guide.rst '
        'nep-0050-scalar-promotion.rst nep-0056-array-api-main-namespace.rst '
        'nep-0057-numpy-platform-support.rst open.rst.tmpl roadmap.rst'
    ),
    'doc/neps/_static': (
        'nep-0040_dtype-hierarchy.png nep-0047-casting-rules-lattice.png nep0013_image3.png '
        'nep43-sketch-with-text.svg nep43-sketch.svg'
    ),
    'doc/release/upcoming_changes': (
        '28574.new_feature.rst 30890.improvement.rst 30967.change.rst 30971.change.rst 31068.performance.rst '
        '31364.c_api.rst 31387.expired.rst 31431.improvement.rst 31503.change.rst 31511.new_feature.rst '
        '31614.new_feature.rst 31620.improvement.rst 31659.new_function.rst 31662.improvement.rst '
        '31771.c_api.rst 31782.compatibility.rst 31791.performance.rst 31816.c_api.rst '
        '31816.compatibility.rst 31843.change.rst 31845.performance.rst 31848.improvement.rst '
        '31906.improvement.rst 31931.expired.rst 31934.improvement.rst 32015.deprecation.rst '
        '32027.change.rst 32029.new_feature.rst 32040.change.rst 32040.improvement.rst 32041.performance.rst '
        '32043.improvement.rst 32075.typing.rst 32090.change.rst 32091.new_feature.rst 32094.change.rst '
        '32150.change.rst 32165.performance.rst 32198.typing.rst 32223.improvement.rst 32232.improvement.rst '
        '32286.improvement.rst 32296.change.rst 32314.change.rst 32334.c_api.rst 32357.typing.rst '
        '9959.change.rst README.rst template.rst'
    ),
    'doc/source': (
        'benchmarking.rst getting_started.rst glossary.rst index.rst license.rst '
        'numpy_2_0_migration_guide.rst release.rst'
    ),
    'doc/source/building': (
        'compilers_and_options.rst distutils_equivalents.rst index.rst'
    ),
    'doc/source/dev': (
        'development_ghcodespaces.rst howto-docs.rst index.rst internals.code-explanations.rst internals.rst'
    ),
    'doc/source/f2py/code': (
        'CMakeLists.txt CMakeLists_skbuild.txt array.f asterisk2.f90 callback.f common.f meson_upd.build '
        'setup_skbuild.py string.f'
    ),
    'doc/source/reference': (
        'alignment.rst array_api.rst arrays.ndarray.rst arrays.promotion.rst global_state.rst index.rst '
        'routines.char.rst routines.dtype.rst routines.emath.rst routines.fft.rst routines.indexing.rst '
        'routines.math.rst routines.polynomials.classes.rst routines.polynomials.hermite.rst '
        'routines.polynomials.legendre.rst routines.polynomials.rst routines.rst routines.set.rst '
        'routines.strings.rst swig.rst swig.testing.rst ufuncs.rst'
    ),
    'doc/source/reference/c-api': (
        'array.rst coremath.rst ufunc.rst'
    ),
    'doc/source/reference/random': (
        'extending.rst generator.rst new-or-different.rst upgrading-pcg64.rst'
    ),
    'doc/source/user': (
        'basics.broadcasting.rst basics.creation.rst basics.rst basics.ufuncs.rst broadcasting_4.svg '
        'c-info.how-to-extend.rst install.rst misc.rst quickstart.rst whatisnumpy.rst'
    ),
    'doc/source/user/images': (
        'np_aggregation.png np_array_data_ones.png np_data_plus_ones.png'
    ),
}
TPCDS_KIND = {
    'extension/tpcds/dsdgen/answers/sf0.01': (
        '01.csv 04.csv 05.csv 06.csv 07.csv 08.csv 10.csv 11.csv 13.csv 15.csv 16.csv 18.csv 21.csv 22.csv '
        '23.csv 24.csv 25.csv 29.csv 30.csv 32.csv 33.csv 34.csv 35.csv 36.csv 40.csv 41.csv 42.csv 43.csv '
        '44.csv 45.csv 46.csv 47.csv 51.csv 52.csv 54.csv 55.csv 56.csv 57.csv 60.csv 61.csv 62.csv 65.csv '
        '67.csv 69.csv 71.csv 72.csv 74.csv 76.csv 80.csv 81.csv 82.csv 86.csv 88.csv 90.csv 92.csv 93.csv '
        '94.csv 95.csv 96.csv 97.csv 99.csv'
    ),
    'extension/tpcds/dsdgen/answers/sf1': (
        '02.csv 03.csv 04.csv 05.csv 06.csv 07.csv 08.csv 12.csv 16.csv 19.csv 21.csv 25.csv 26.csv 28.csv '
        '30.csv 32.csv 34.csv 35.csv 36.csv 41.csv 42.csv 43.csv 44.csv 45.csv 46.csv 47.csv 48.csv 50.csv '
        '51.csv 55.csv 58.csv 59.csv 62.csv 67.csv 72.csv 73.csv 80.csv 81.csv 83.csv 86.csv 89.csv 90.csv '
        '93.csv 96.csv 97.csv 98.csv 99.csv'
    ),
    'extension/tpcds/dsdgen/answers/sf10': (
        '01.csv 02.csv 04.csv 07.csv 09.csv 11.csv 14.csv 15.csv 16.csv 17.csv 19.csv 20.csv 21.csv 22.csv '
        '23.csv 24.csv 26.csv 29.csv 30.csv 31.csv 34.csv 35.csv 37.csv 38.csv 39.csv 42.csv 43.csv 44.csv '
        '49.csv 50.csv 51.csv 52.csv 56.csv 58.csv 59.csv 60.csv 61.csv 66.csv 67.csv 68.csv 69.csv 70.csv '
        '80.csv 81.csv 84.csv 85.csv 86.csv 87.csv 90.csv 93.csv 94.csv 98.csv 99.csv'
    ),
    'extension/tpcds/dsdgen/answers/sf100': (
        '03.csv 04.csv 05.csv 07.csv 09.csv 12.csv 13.csv 14.csv 17.csv 19.csv 20.csv 21.csv 30.csv 32.csv '
        '35.csv 38.csv 41.csv 42.csv 43.csv 46.csv 48.csv 49.csv 53.csv 54.csv 57.csv 60.csv 62.csv 68.csv '
        '69.csv 75.csv 76.csv 79.csv 81.csv 84.csv 85.csv 88.csv 89.csv 90.csv 97.csv'
    ),
}
TPCDS_OTHER = {
    '': (
        'benchmark/tpcds/tpcds_load.benchmark.in benchmark/tpch/CMakeLists.txt '
        'benchmark/tpch/cte/auto_cte_materialization.benchmark '
        'benchmark/tpch/expression_reordering/adaptive_string_reordering_and.benchmark '
        'benchmark/tpch/expression_reordering/adaptive_string_reordering_or.benchmark '
        'benchmark/tpch/partition/partition_pushdown_csv.benchmark '
        'benchmark/tpch/storage/partial_checkpoint.benchmark benchmark/tpch/struct/tpch_q1_struct.benchmark '
        'benchmark/tpch/topn/lineitem_orderkey_topn_large_payload.benchmark '
        'benchmark/tpch/variant/tpch_q1_variant_no_casts.benchmark '
        'extension/tpcds/include/tpcds_extension.hpp extension/tpch/dbgen/include/tpch_constants.hpp '
        'extension/tpch/include/tpch_extension.hpp'
    ),
    'benchmark/tpcds/sf1': (
        'load.sql q02.benchmark q08.benchmark q09.benchmark q10.benchmark q12.benchmark q14.benchmark '
        'q17.benchmark q18.benchmark q24.benchmark q25.benchmark q29.benchmark q30.benchmark q32.benchmark '
        'q33.benchmark q41.benchmark q43.benchmark q47.benchmark q48.benchmark q50.benchmark q53.benchmark '
        'q55.benchmark q58.benchmark q59.benchmark q60.benchmark q68.benchmark q69.benchmark q70.benchmark '
        'q71.benchmark q75.benchmark q79.benchmark q87.benchmark q88.benchmark q89.benchmark q90.benchmark '
        'q94.benchmark q95.benchmark'
    ),
    'benchmark/tpch/aggregate': (
        'q1_integer_keys.benchmark q1_join.benchmark top_n_in_group_agg.benchmark'
    ),
    'benchmark/tpch/csv': (
        'lineitem_csv_gzip.benchmark lineitem_csv_gzip_sample.benchmark read_lineitem_csv_unicode.benchmark'
    ),
    'benchmark/tpch/join': (
        'integer_join.benchmark join_filter_pushdown.benchmark join_filter_pushdown_union_all.benchmark'
    ),
    'benchmark/tpch/or_filter_pushdown': (
        'sf100_lineitem_random_pushdown.benchmark sf10_lineitem_ordered_pushdown.benchmark '
        'sf10_orders_ordered_pushdown.benchmark sf10_orders_random_pushdown.benchmark '
        'sf1_lineitem_random_pushdown.benchmark'
    ),
    'benchmark/tpch/parquet': (
        'parquet_load_encrypted.benchmark parquet_load_small_row_groups.benchmark '
        'parquet_mixed_struct_projection.benchmark parquet_projection_view.benchmark '
        'parquet_q1_encrypted.benchmark parquet_union_all_pushdown.benchmark '
        'write_lineitem_parquet.benchmark write_lineitem_parquet_memory_limited.benchmark'
    ),
    'benchmark/tpch/pivot': (
        'lineitem_pivot_many_groups_few_pivots.benchmark lineitem_pivot_many_groups_medium_pivots.benchmark '
        'lineitem_pivot_returnflag.benchmark lineitem_unpivot.benchmark'
    ),
    'benchmark/tpch/sf1': (
        'q07.benchmark q09.benchmark q13.benchmark q16.benchmark q19.benchmark tpch_sf1.benchmark.in'
    ),
    'benchmark/tpch/sf1-parquet': (
        'q05.benchmark q08.benchmark q10.benchmark q11.benchmark q12.benchmark q15.benchmark q16.benchmark '
        'q19.benchmark q20.benchmark tpch_sf1_parquet.benchmark.in'
    ),
    'benchmark/tpch/sf10': (
        'q04.benchmark q05.benchmark q06.benchmark q07.benchmark q09.benchmark q12.benchmark q17.benchmark '
        'q18.benchmark q19.benchmark q21.benchmark q22.benchmark'
    ),
    'extension/tpcds': (
        'CMakeLists.txt tpcds_config.py tpcds_extension.cpp'
    ),
    'extension/tpcds/dsdgen': (
        'CMakeLists.txt append_info-c.cpp dsdgen.cpp dsdgen_helpers.cpp tpcds.idx'
    ),
    'extension/tpcds/dsdgen/dsdgen-c': (
        'CMakeLists.txt StringBuffer.cpp address.cpp build_support.cpp date.cpp dbgen_version.cpp '
        'decimal.cpp dist.cpp error_msg.cpp genrand.cpp init.cpp join.cpp list.cpp load.cpp misc.cpp '
        'nulls.cpp parallel.cpp permute.cpp pricing.cpp r_params.cpp release.cpp scaling.cpp scd.cpp '
        'skip_days.cpp sparse.cpp tdef_functions.cpp tdefs.cpp text.cpp w_call_center.cpp w_catalog_page.cpp '
        'w_catalog_returns.cpp w_catalog_sales.cpp w_customer.cpp w_customer_address.cpp '
        'w_customer_demographics.cpp w_datetbl.cpp w_household_demographics.cpp w_income_band.cpp '
        'w_inventory.cpp w_item.cpp w_promotion.cpp w_reason.cpp w_ship_mode.cpp w_store.cpp '
        'w_store_returns.cpp w_store_sales.cpp w_timetbl.cpp w_warehouse.cpp w_web_page.cpp '
        'w_web_returns.cpp w_web_sales.cpp w_web_site.cpp'
    ),
    'extension/tpcds/dsdgen/include': (
        'append_info-c.hpp dsdgen.hpp dsdgen_helpers.hpp dsdgen_schema.hpp tpcds_constants.hpp tpcds_idx.hpp'
    ),
    'extension/tpcds/dsdgen/include/dsdgen-c': (
        'StringBuffer.h address.h append_info.h columns.h config.h constants.h date.h dcomp.h decimal.h '
        'dist.h error_msg.h genrand.h grammar.h grammar_support.h init.h list.h load.h mathops.h misc.h '
        'nulls.h parallel.h params.h permute.h porting.h pricing.h r_params.h release.h s_tdefs.h scaling.h '
        'scd.h skip_days.h sparse.h streams.h tdef_functions.h tdefs.h template.h tpcds.idx.h '
        'w_call_center.h w_catalog_page.h w_catalog_returns.h w_catalog_sales.h w_customer.h '
        'w_customer_address.h w_customer_demographics.h w_datetbl.h w_household_demographics.h '
        'w_income_band.h w_inventory.h w_item.h w_promotion.h w_reason.h w_ship_mode.h w_store.h '
        'w_store_returns.h w_store_sales.h w_tdefs.h w_timetbl.h w_warehouse.h w_web_page.h w_web_returns.h '
        'w_web_sales.h w_web_site.h'
    ),
    'extension/tpcds/dsdgen/queries': (
        '01.sql 02.sql 03.sql 04.sql 05.sql 06.sql 07.sql 08.sql 09.sql 10.sql 11.sql 12.sql 13.sql 14.sql '
        '15.sql 16.sql 17.sql 18.sql 19.sql 20.sql 21.sql 22.sql 23.sql 24.sql 25.sql 26.sql 27.sql 28.sql '
        '30.sql 31.sql 32.sql 33.sql 34.sql 35.sql 36.sql 37.sql 38.sql 39.sql 40.sql 41.sql 42.sql 43.sql '
        '44.sql 45.sql 46.sql 47.sql 49.sql 50.sql 51.sql 52.sql 53.sql 54.sql 55.sql 57.sql 58.sql 59.sql '
        '60.sql 61.sql 62.sql 63.sql 64.sql 65.sql 66.sql 67.sql 68.sql 69.sql 71.sql 72.sql 73.sql 74.sql '
        '75.sql 76.sql 77.sql 78.sql 79.sql 80.sql 81.sql 82.sql 84.sql 85.sql 86.sql 87.sql 88.sql 89.sql '
        '90.sql 91.sql 92.sql 93.sql 94.sql 95.sql 96.sql 97.sql 98.sql 99.sql'
    ),
    'extension/tpcds/dsdgen/schema': (
        'call_center.sql catalog_page.sql catalog_returns.sql catalog_sales.sql customer.sql '
        'customer_address.sql customer_demographics.sql date_dim.sql household_demographics.sql '
        'income_band.sql inventory.sql item.sql promotion.sql reason.sql ship_mode.sql store.sql '
        'store_returns.sql store_sales.sql time_dim.sql warehouse.sql web_page.sql web_returns.sql '
        'web_sales.sql web_site.sql'
    ),
    'extension/tpch': (
        'CMakeLists.txt tpch_config.py tpch_extension.cpp'
    ),
    'extension/tpch/dbgen': (
        'CMakeLists.txt LICENSE bm_utils.cpp build.cpp dbgen.cpp dbgen_gunk.cpp permute.cpp rnd.cpp '
        'rng64.cpp speed_seed.cpp text.cpp'
    ),
    'extension/tpch/dbgen/answers/sf0.01': (
        'q01.csv q02.csv q04.csv q05.csv q06.csv q07.csv q08.csv q09.csv q10.csv q11.csv q12.csv q13.csv '
        'q14.csv q15.csv q16.csv q17.csv q18.csv q19.csv q20.csv q21.csv q22.csv'
    ),
    'extension/tpch/dbgen/answers/sf0.1': (
        'q01.csv q02.csv q03.csv q04.csv q05.csv q06.csv q07.csv q08.csv q09.csv q10.csv q11.csv q12.csv '
        'q13.csv q14.csv q15.csv q16.csv q17.csv q18.csv q19.csv q20.csv q21.csv q22.csv'
    ),
    'extension/tpch/dbgen/answers/sf1': (
        'q01.csv q02.csv q03.csv q04.csv q05.csv q06.csv q07.csv q08.csv q09.csv q10.csv q11.csv q12.csv '
        'q13.csv q14.csv q15.csv q16.csv q17.csv q18.csv q19.csv q20.csv q21.csv q22.csv'
    ),
    'extension/tpch/dbgen/answers/sf10': (
        'q01.csv q02.csv q03.csv q04.csv q05.csv q06.csv q07.csv q08.csv q09.csv q10.csv q11.csv q12.csv '
        'q13.csv q14.csv q15.csv q16.csv q17.csv q18.csv q19.csv q20.csv q21.csv q22.csv'
    ),
    'extension/tpch/dbgen/answers/sf100': (
        'q01.csv q02.csv q03.csv q04.csv q05.csv q06.csv q08.csv q09.csv q10.csv q11.csv q13.csv q14.csv '
        'q15.csv q16.csv q17.csv q18.csv q19.csv q20.csv q21.csv q22.csv'
    ),
    'extension/tpch/dbgen/include/dbgen': (
        'config.h dbgen.hpp dbgen_gunk.hpp dists_dss.h dsstypes.h permute.h release.h rnd.h rng64.h shared.h'
    ),
    'extension/tpch/dbgen/queries': (
        'q01.sql q02.sql q03.sql q04.sql q06.sql q07.sql q08.sql q09.sql q10.sql q11.sql q12.sql q13.sql '
        'q14.sql q15.sql q16.sql q17.sql q18.sql q19.sql q20.sql q22.sql'
    ),
}
JOB_KIND = {
    'benchmark/imdb': (
        '01a.benchmark 01b.benchmark 01c.benchmark 01d.benchmark 02a.benchmark 02b.benchmark 02c.benchmark '
        '02d.benchmark 03a.benchmark 03b.benchmark 03c.benchmark 04a.benchmark 04b.benchmark 04c.benchmark '
        '05a.benchmark 05b.benchmark 05c.benchmark 06a.benchmark 06b.benchmark 06c.benchmark 06d.benchmark '
        '06e.benchmark 06f.benchmark 07a.benchmark 07b.benchmark 07c.benchmark 08a.benchmark 08b.benchmark '
        '08c.benchmark 08d.benchmark 09a.benchmark 09b.benchmark 09c.benchmark 09d.benchmark 10a.benchmark '
        '10b.benchmark 10c.benchmark 11a.benchmark 11b.benchmark 11c.benchmark 11d.benchmark 12a.benchmark '
        '12b.benchmark 12c.benchmark 13a.benchmark 13b.benchmark 13c.benchmark 13d.benchmark 14a.benchmark '
        '14b.benchmark 14c.benchmark 15a.benchmark 15b.benchmark 15c.benchmark 15d.benchmark 16a.benchmark '
        '16b.benchmark 16c.benchmark 16d.benchmark 17a.benchmark 17b.benchmark 17c.benchmark 17d.benchmark '
        '17e.benchmark 17f.benchmark 18a.benchmark 18b.benchmark 18c.benchmark 19a.benchmark 19b.benchmark '
        '19c.benchmark 19d.benchmark 20a.benchmark 20b.benchmark 20c.benchmark 21a.benchmark 21b.benchmark '
        '21c.benchmark 22a.benchmark 22b.benchmark 22c.benchmark 22d.benchmark 23a.benchmark 23b.benchmark '
        '23c.benchmark 24a.benchmark 24b.benchmark 25a.benchmark 25b.benchmark 25c.benchmark 26a.benchmark '
        '26b.benchmark 26c.benchmark 27a.benchmark 27b.benchmark 27c.benchmark 28a.benchmark 28b.benchmark '
        '28c.benchmark 29a.benchmark 29b.benchmark 29c.benchmark 30a.benchmark 30b.benchmark 30c.benchmark '
        '31a.benchmark 31b.benchmark 31c.benchmark 32a.benchmark 32b.benchmark 33a.benchmark 33b.benchmark '
        '33c.benchmark'
    ),
}
JOB_OTHER = {
    '': (
        'benchmark/imdb/CMakeLists.txt benchmark/imdb/imdb.benchmark.in benchmark/imdb/init/load.sql '
        'benchmark/imdb_plan_cost/init/load.sql benchmark/imdb_plan_cost/init/schema.sql '
        'benchmark/jsonbench-parquet/q01.benchmark benchmark/jsonbench-parquet/q03.benchmark '
        'benchmark/jsonbench/q01.benchmark benchmark/jsonbench/q05.benchmark '
        'benchmark/pivot/unpivot_struct_input.benchmark benchmark/pivot/unpivot_struct_payload.benchmark'
    ),
    'benchmark/aoc24': (
        'day02.benchmark day03.benchmark day04.benchmark day05.benchmark day08.benchmark day09.benchmark '
        'day10.benchmark day11.benchmark day13.benchmark day18.benchmark day20.benchmark day24.benchmark '
        'day25.benchmark'
    ),
    'benchmark/appian_benchmarks': (
        'q01.benchmark q04.benchmark q05.benchmark q06.benchmark q07.benchmark'
    ),
    'benchmark/cast': (
        'double_bignum.benchmark hugeint_bignum.benchmark small_double_bignum.benchmark '
        'smallint_bignum.benchmark varchar_bignum.benchmark'
    ),
    'benchmark/clickbench': (
        'q00.benchmark q04.benchmark q06.benchmark q07.benchmark q08.benchmark q09.benchmark q14.benchmark '
        'q15.benchmark q24.benchmark q25.benchmark q26.benchmark q28.benchmark q30.benchmark q31.benchmark '
        'q32.benchmark q33.benchmark q35.benchmark q36.benchmark q37.benchmark q38.benchmark q40.benchmark '
        'q41.benchmark'
    ),
    'benchmark/csv': (
        'multiple_read.benchmark multiple_small_files.benchmark multiple_small_files_union_by_name.benchmark '
        'multiple_small_read_csv.benchmark null_padding.benchmark sniffer_quotes.benchmark'
    ),
    'benchmark/imdb/answers': (
        '01a.csv 01b.csv 01c.csv 01d.csv 02a.csv 02b.csv 02c.csv 02d.csv 03a.csv 03b.csv 03c.csv 04a.csv '
        '04b.csv 04c.csv 05a.csv 05b.csv 05c.csv 06a.csv 06b.csv 06c.csv 06d.csv 06e.csv 06f.csv 07a.csv '
        '07b.csv 07c.csv 08a.csv 08b.csv 08c.csv 08d.csv 09a.csv 09b.csv 09c.csv 09d.csv 10a.csv 10b.csv '
        '10c.csv 11a.csv 11b.csv 11c.csv 11d.csv 12a.csv 12b.csv 12c.csv 13a.csv 13b.csv 13c.csv 13d.csv '
        '14a.csv 14b.csv 14c.csv 15a.csv 15b.csv 15c.csv 15d.csv 16a.csv 16b.csv 16c.csv 16d.csv 17a.csv '
        '17b.csv 17c.csv 17d.csv 17e.csv 17f.csv 18a.csv 18b.csv 18c.csv 19a.csv 19b.csv 19c.csv 19d.csv '
        '20a.csv 20b.csv 20c.csv 21a.csv 21b.csv 21c.csv 22a.csv 22b.csv 22c.csv 22d.csv 23a.csv 23b.csv '
        '23c.csv 24a.csv 24b.csv 25a.csv 25b.csv 25c.csv 26a.csv 26b.csv 26c.csv 27a.csv 27b.csv 27c.csv '
        '28a.csv 28b.csv 28c.csv 29a.csv 29b.csv 29c.csv 30a.csv 30b.csv 30c.csv 31a.csv 31b.csv 31c.csv '
        '32a.csv 32b.csv 33a.csv 33b.csv 33c.csv'
    ),
    'benchmark/imdb_plan_cost/queries': (
        '01a.sql 01b.sql 01c.sql 01d.sql 02a.sql 02b.sql 02c.sql 02d.sql 03a.sql 03b.sql 03c.sql 04a.sql '
        '04b.sql 04c.sql 05a.sql 05b.sql 05c.sql 06a.sql 06b.sql 06c.sql 06d.sql 06e.sql 06f.sql 07a.sql '
        '07b.sql 07c.sql 08a.sql 08b.sql 08c.sql 08d.sql 09a.sql 09b.sql 09c.sql 09d.sql 10a.sql 10b.sql '
        '10c.sql 11a.sql 11b.sql 11c.sql 11d.sql 12a.sql 12b.sql 12c.sql 13a.sql 13b.sql 13c.sql 13d.sql '
        '14a.sql 14b.sql 14c.sql 15a.sql 15b.sql 15c.sql 15d.sql 16a.sql 16b.sql 16c.sql 16d.sql 17a.sql '
        '17b.sql 17c.sql 17d.sql 17e.sql 17f.sql 18a.sql 18b.sql 18c.sql 19a.sql 19b.sql 19c.sql 19d.sql '
        '20a.sql 20b.sql 20c.sql 21a.sql 21b.sql 21c.sql 22a.sql 22b.sql 22c.sql 22d.sql 23a.sql 23b.sql '
        '23c.sql 24a.sql 24b.sql 25a.sql 25b.sql 25c.sql 26a.sql 26b.sql 26c.sql 27a.sql 27b.sql 27c.sql '
        '28a.sql 28b.sql 28c.sql 29a.sql 29b.sql 29c.sql 30a.sql 30b.sql 30c.sql 31a.sql 31b.sql 31c.sql '
        '32a.sql 32b.sql 33a.sql 33b.sql 33c.sql'
    ),
    'benchmark/parquet': (
        'dictionary_read-long-100.benchmark dictionary_read-long-1000000.benchmark '
        'dictionary_read-short-100.benchmark'
    ),
    'benchmark/recursive_cte': (
        'aoc2022_day12.benchmark aoc2022_day14.benchmark aoc2022_day16.benchmark aoc2022_day17.benchmark '
        'aoc2022_day20_using_key.benchmark aoc2022_day22.benchmark aoc2022_day23.benchmark '
        'aoc2022_day24.benchmark aoc2022_day25.benchmark aoc2024_day16_using_key.benchmark '
        'aoc2024_day20.benchmark aoc2024_day20_using_key.benchmark asql_cyk.benchmark asql_fluid.benchmark '
        'asql_fluid_using_key.benchmark bfs_performance.benchmark connected_components.benchmark '
        'connected_components_performance.benchmark direct_probe_sparse.benchmark '
        'flummi_community_detection.benchmark flummi_generations.benchmark flummi_life.benchmark '
        'game_of_life.benchmark kmeans_performance.benchmark kruskal.benchmark '
        'partial_probe_sparse_large.benchmark tiny_frontier_union_all.benchmark '
        'using_key_union_all_fan_in.benchmark using_key_union_fan_in.benchmark '
        'using_key_union_tiny_frontier.benchmark using_key_union_unique_frontier.benchmark'
    ),
    'benchmark/taxi': (
        'q02.benchmark q03.benchmark q04.benchmark'
    ),
    'benchmark/trainbenchmark': (
        'connectedsegments.benchmark poslength.benchmark routesensor.benchmark semaphoreneighbor.benchmark '
        'switchmonitored.benchmark switchset.benchmark'
    ),
}
K8S_MAPS_KIND = {
    '': (
        'releases/release-1.19/release-notes/maps/pr-88985-map.yaml '
        'releases/release-1.19/release-notes/maps/pr-91748-map.yaml'
    ),
    'releases/release-1.20/release-notes/maps': (
        'pr-93108-map.yaml pr-93837-map.yaml pr-94504-map.yaml'
    ),
    'releases/release-1.21/release-notes/maps': (
        'pr-92817-map.yaml pr-96539-map.yaml pr-97627-map.yaml pr-98252-map.yaml pr-98627-map.yaml '
        'pr-99032-map.yaml pr-99217-map.yaml pr-99236-map.yaml pr-99836-map.yaml pr-99944-map.yaml'
    ),
    'releases/release-1.22/release-notes/maps': (
        'pr-100136-map.yaml pr-100234-map.yaml pr-100339-map.yaml pr-100350-map.yaml pr-100861-map.yaml '
        'pr-101187-map.yaml pr-101256-map.yaml pr-101547-map.yaml pr-101685-map.yaml pr-102059-map.yaml '
        'pr-102171-map.yaml pr-102201-map.yaml pr-102297-map.yaml pr-102302-map.yaml pr-102443-map.yaml '
        'pr-102509-map.yaml pr-102529-map.yaml pr-102578-map.yaml pr-102823-map.yaml pr-102892-map.yaml '
        'pr-102901-map.yaml pr-103019-map.yaml pr-103462-map.yaml pr-90368-map.yaml pr-99358-map.yaml '
        'pr-99729-map.yaml'
    ),
    'releases/release-1.23/release-notes/maps': (
        'pr-101081-map.yaml pr-103758-map.yaml pr-103997-map.yaml pr-104301-map.yaml pr-104438-map.yaml '
        'pr-104577-map.yaml pr-104593-map.yaml pr-104741-map.yaml pr-104904-map.yaml pr-105107-map.yaml '
        'pr-105197-map.yaml pr-105295-map.yaml pr-105511-map.yaml pr-105773-map.yaml pr-105794-map.yaml '
        'pr-92433-map.yaml'
    ),
    'releases/release-1.24/release-notes/maps': (
        'pr-104620-map.yaml pr-104736-map.yaml pr-105297-map.yaml pr-106164-map.yaml pr-106366-map.yaml '
        'pr-106492-map.yaml pr-106833-map.yaml pr-106932-map.yaml pr-107035-map.yaml pr-107180-map.yaml '
        'pr-107467-map.yaml pr-107507-map.yaml pr-107796-map.yaml pr-108020-map.yaml pr-108092-map.yaml '
        'pr-108437-map.yaml pr-108748-map.yaml pr-108953-map.yaml pr-109271-map.yaml pr-109436-map.yaml '
        'pr-109471-map.yaml pr-109487-map.yaml pr-94637-map.yaml'
    ),
    'releases/release-1.25/release-notes/maps': (
        'pr-104484-map.yaml pr-109250-map.yaml pr-109254-map.yaml pr-109709-map.yaml pr-110255-map.yaml '
        'pr-110419-map.yaml pr-110489-map.yaml pr-110593-map.yaml pr-111026-map.yaml pr-111113-map.yaml '
        'pr-111462-map.yaml pr-111467-map.yaml pr-111513-map.yaml pr-111606-map.yaml'
    ),
    'releases/release-1.26/release-notes/maps': (
        'pr-110618-map.yaml pr-111783-map.yaml pr-111807-map.yaml pr-112357-map.yaml pr-112557-map.yaml '
        'pr-112567-map.yaml pr-112907-map.yaml pr-113010-map.yaml pr-113021-map.yaml pr-113336-map.yaml '
        'pr-113510-map.yaml pr-67782-map.yaml'
    ),
    'releases/release-1.27/release-notes/maps': (
        'pr-113787-map.yaml pr-114397-map.yaml pr-114455-map.yaml pr-114920-map.yaml pr-115068-map.yaml '
        'pr-115116-map.yaml pr-115310-map.yaml pr-115447-map.yaml pr-115451-map.yaml pr-115610-map.yaml '
        'pr-115840-map.yaml pr-116205-map.yaml pr-116287-map.yaml'
    ),
    'releases/release-1.28/release-notes/maps': (
        'pr-113362-map.yaml pr-116530-map.yaml pr-116685-map.yaml pr-116849-map.yaml pr-117214-map.yaml '
        'pr-117238-map.yaml pr-117295-map.yaml pr-117368-map.yaml pr-117448-map.yaml pr-117660-map.yaml '
        'pr-117787-map.yaml pr-117800-map.yaml pr-118212-map.yaml pr-118386-map.yaml pr-118460-map.yaml '
        'pr-118578-map.yaml pr-118686-map.yaml pr-118716-map.yaml pr-118973-map.yaml pr-119007-map.yaml '
        'pr-119078-map.yaml pr-119351-map.yaml'
    ),
    'releases/release-1.29/release-notes/maps': (
        'pr-118996-map.yaml pr-119150-map.yaml pr-119317-map.yaml pr-119385-map.yaml pr-119705-map.yaml '
        'pr-119785-map.yaml pr-119859-map.yaml pr-120336-map.yaml pr-120400-map.yaml pr-120428-map.yaml '
        'pr-120549-map.yaml pr-120559-map.yaml pr-120757-map.yaml pr-120942-map.yaml pr-121034-map.yaml '
        'pr-121078-map.yaml pr-121477-map.yaml pr-121808-map.yaml'
    ),
    'releases/release-1.30/release-notes/maps': (
        'pr-121912-map.yaml pr-122138-map.yaml pr-122493-map.yaml pr-122600-map.yaml pr-123157-map.yaml '
        'pr-123179-map.yaml pr-123217-map.yaml pr-123406-map.yaml pr-123520-map.yaml pr-123529-map.yaml '
        'pr-123540-map.yaml pr-123640-map.yaml'
    ),
    'releases/release-1.31/release-notes/maps': (
        'pr-109939-map.yaml pr-122038-map.yaml pr-122363-map.yaml pr-122657-map.yaml pr-124017-map.yaml '
        'pr-124417-map.yaml pr-124509-map.yaml pr-124514-map.yaml pr-124595-map.yaml pr-124634-map.yaml '
        'pr-124635-map.yaml pr-124675-map.yaml pr-124779-map.yaml pr-124884-map.yaml pr-125259-map.yaml '
        'pr-125265-map.yaml pr-125388-map.yaml pr-125437-map.yaml pr-125475-map.yaml pr-125751-map.yaml'
    ),
    'releases/release-1.32/release-notes/maps': (
        'pr-124003-map.yaml pr-124952-map.yaml pr-125118-map.yaml pr-126449-map.yaml pr-126543-map.yaml '
        'pr-126976-map.yaml pr-127058-map.yaml pr-127083-map.yaml pr-127348-map.yaml pr-127417-map.yaml '
        'pr-127444-map.yaml pr-127598-map.yaml pr-128139-map.yaml pr-128168-map.yaml pr-128186-map.yaml '
        'pr-128259-map.yaml pr-128318-map.yaml'
    ),
    'releases/release-1.33/release-notes/maps': (
        'pr-128086-map.yaml pr-128367-map.yaml pr-128662-map.yaml pr-128824-map.yaml pr-129418-map.yaml '
        'pr-129670-map.yaml pr-129692-map.yaml pr-129826-map.yaml pr-129832-map.yaml pr-129872-map.yaml '
        'pr-129929-map.yaml pr-130181-map.yaml pr-130328-map.yaml pr-130556-map.yaml pr-130649-map.yaml '
        'pr-130733-map.yaml'
    ),
    'releases/release-1.34/release-notes/maps': (
        'pr-130782-map.yaml pr-131306-map.yaml pr-131525-map.yaml pr-131574-map.yaml pr-131844-map.yaml '
        'pr-131961-map.yaml pr-132012-map.yaml pr-132542-map.yaml pr-132648-map.yaml pr-132674-map.yaml '
        'pr-132776-map.yaml pr-132779-map.yaml pr-132794-map.yaml pr-132803-map.yaml pr-132806-map.yaml '
        'pr-132901-map.yaml pr-132907-map.yaml pr-132935-map.yaml pr-133021-map.yaml pr-133276-map.yaml'
    ),
    'releases/release-1.35/release-notes/maps': (
        'pr-132288-map.yaml pr-132549-map.yaml pr-133890-map.yaml pr-134043-map.yaml pr-134106-map.yaml '
        'pr-134256-map.yaml pr-134379-map.yaml pr-134564-map.yaml pr-134665-map.yaml pr-134739-map.yaml '
        'pr-134825-map.yaml pr-135081-map.yaml pr-135088-map.yaml'
    ),
    'releases/release-1.36/release-notes/maps': (
        'pr-131317-map.yaml pr-134827-map.yaml pr-134947-map.yaml pr-135485-map.yaml pr-135522-map.yaml '
        'pr-135623-map.yaml pr-136008-map.yaml pr-136256-map.yaml pr-136257-map.yaml pr-136477-map.yaml '
        'pr-136729-map.yaml pr-136759-map.yaml pr-136944-map.yaml pr-136966-map.yaml pr-136973-map.yaml '
        'pr-137008-map.yaml pr-137145-map.yaml pr-137173-map.yaml pr-137174-map.yaml pr-137348-map.yaml '
        'pr-137683-map.yaml'
    ),
    'releases/release-1.37/release-notes/maps': (
        'pr-134037-map.yaml pr-137141-map.yaml pr-138228-map.yaml pr-138295-map.yaml pr-138809-map.yaml '
        'pr-138834-map.yaml pr-138877-map.yaml pr-139008-map.yaml pr-139040-map.yaml pr-139282-map.yaml '
        'pr-139407-map.yaml pr-139904-map.yaml pr-139956-map.yaml pr-140080-map.yaml pr-140120-map.yaml '
        'pr-140357-map.yaml pr-140359-map.yaml pr-140431-map.yaml pr-140559-map.yaml pr-140646-map.yaml '
        'pr-140651-map.yaml pr-140882-map.yaml'
    ),
}
K8S_MAPS_OTHER = {
    '': (
        'releases/release-1.20/meeting-updates/ci-status/rel-full.md '
        'releases/release-1.20/meeting-updates/ci-status/rel-summary.md '
        'releases/release-1.20/release-notes/sessions/maps-1603063594.json '
        'releases/release-1.20/release-notes/sessions/maps-1605720615.json '
        'releases/release-1.21/logos/globe_250px.png '
        'releases/release-1.23/release-notes/release-notes-draft.json '
        'releases/release-1.23/release-notes/release-notes-draft.md releases/release-1.24/README.md '
        'releases/release-1.24/release-notes/release-notes-draft.json '
        'releases/release-1.24/release-notes/release-notes-draft.md releases/release-1.24/release-team.md '
        'releases/release-1.25/release-notes/release-notes-draft.json '
        'releases/release-1.25/release-notes/release-notes-draft.md '
        'releases/release-1.26/logo/Electrifying_Logo.png '
        'releases/release-1.26/logo/electrifying-wallpaper.png '
        'releases/release-1.26/release-notes/release-notes-draft.json '
        'releases/release-1.26/release-notes/release-notes-draft.md releases/release-1.27/logo/127-logo.png '
        'releases/release-1.27/release-notes/release-notes-draft.json '
        'releases/release-1.27/release-notes/release-notes-draft.md '
        'releases/release-1.28/release-notes/release-notes-draft.json '
        'releases/release-1.28/release-notes/release-notes-draft.md '
        'releases/release-1.29/release-notes/release-notes-draft.json '
        'releases/release-1.29/release-notes/release-notes-draft.md '
        'releases/release-1.30/release-notes/maps/.DS_Store '
        'releases/release-1.30/release-notes/release-notes-draft.json '
        'releases/release-1.30/release-notes/release-notes-draft.md '
        'releases/release-1.32/release-notes/release-notes-draft.json '
        'releases/release-1.32/release-notes/release-notes-draft.md '
        'releases/release-1.33/release-notes/release-notes-draft.json '
        'releases/release-1.33/release-notes/release-notes-draft.md '
        'releases/release-1.34/logo/k8s134-owaw-large.png releases/release-1.34/logo/k8s134-owaw.png '
        'releases/release-1.34/release-notes/release-notes-draft.json '
        'releases/release-1.34/release-notes/release-notes-draft.md '
        'releases/release-1.35/logo/k8s135-timbernetes.png releases/release-1.35/logo/k8s135-timbernetes.svg '
        'releases/release-1.35/release-notes/maps/.gitkeep '
        'releases/release-1.35/release-notes/release-notes-draft.json '
        'releases/release-1.35/release-notes/release-notes-draft.md releases/release-1.36/logo/.gitkeep '
        'releases/release-1.36/release-notes/maps/.gitkeep '
        'releases/release-1.36/release-notes/release-notes-draft.json '
        'releases/release-1.36/release-notes/release-notes-draft.md '
        'releases/release-1.37/release-notes/release-notes-draft.json '
        'releases/release-1.37/release-notes/release-notes-draft.md '
        'releases/release-1.6/flake-reports/2017-03-03.md'
    ),
    'releases': (
        'EXCEPTIONS.md OWNERS code-freeze-code-thaw.svg release_phases.md'
    ),
    'releases/release-1.10': (
        'Kubernetes 1.10 - Left Shark.png',
        'README.md',
        'burndown_meeting_minutes_archive.md',
        'exceptions.yaml',
        'features.csv',
        'release-1.10.md',
        'release-notes-draft.md',
        'release_team.md',
    ),
    'releases/release-1.11': (
        'README.md exceptions.yaml features.csv long_expected.png release-1.11.md release_team.md'
    ),
    'releases/release-1.12': (
        '1.12_life.png README.md features.csv release-1.12.md release-notes-draft.md release_team.md'
    ),
    'releases/release-1.13': (
        '113_Angel_Release.png README.md release-notes-draft.md release_team.md'
    ),
    'releases/release-1.14': (
        'README.md caturnetes.jpg exception.yaml release-notes-draft.md release_team.md'
    ),
    'releases/release-1.15': (
        'README.md game-of-kubernetes.jpg release-notes-draft.md release_team.md'
    ),
    'releases/release-1.16': (
        '116_unlimited_breadsticks_for_all.png README.md exceptions.yaml release-notes-draft.md '
        'release_team.md'
    ),
    'releases/release-1.17': (
        'README.md exceptions.yaml kubeybara.png release-notes-draft.md release_team.md'
    ),
    'releases/release-1.18': (
        'README.md exceptions.yaml large-kube-collider.png release-notes-draft.md release_team.md'
    ),
    'releases/release-1.19': (
        'README.md accentuate-the-pawsitive.png exceptions.yaml release-notes-draft.md release_team.md'
    ),
    'releases/release-1.19/release-notes/sessions': (
        'maps-1597710466.json maps-1597714783.json maps-1598237255.json maps-1598285652.json '
        'maps-1598291079.json'
    ),
    'releases/release-1.20': (
        'README.md blepurrnetes.png exceptions.yaml release-notes-draft.json release-notes-draft.md '
        'release-team.md release_team.md'
    ),
    'releases/release-1.20/meeting-updates': (
        '2020-11-04.md 2020-11-06.md 2020-11-09.md 2020-11-11.md 2020-11-13.md 2020-11-16.md 2020-11-17.md '
        '2020-11-18.md 2020-11-19.md 2020-11-20.md 2020-11-23.md 2020-11-24.md 2020-11-25.md 2020-11-27.md '
        'TEMPLATE.md'
    ),
    'releases/release-1.21': (
        'README.md exceptions.yaml release-notes-draft.md release-team.md'
    ),
    'releases/release-1.21/release-notes': (
        'major-themes.md release-notes-draft.json release-notes-draft.md'
    ),
    'releases/release-1.21/release-notes/sessions': (
        'maps-1611085134.json maps-1613064376.json maps-1613148639.json maps-1613796286.json '
        'maps-1614113940.json maps-1614191410.json maps-1614244932.json maps-1615296762.json '
        'maps-1616512737.json maps-1616992179.json maps-1617642914.json'
    ),
    'releases/release-1.22': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.22/release-notes': (
        'major-themes.md release-notes-draft.json release-notes-draft.md'
    ),
    'releases/release-1.22/release-notes/sessions': (
        'maps-1619943649.json maps-1620106367.json maps-1621875902.json maps-1623430674.json '
        'maps-1625055206.json maps-1625170626.json maps-1626107552.json maps-1626129419.json '
        'maps-1626709760.json maps-1626711948.json maps-1626954300.json'
    ),
    'releases/release-1.23': (
        'README.md exceptions.yaml kubernetes-1.23-the-next-frontier-500px.png release-team.md'
    ),
    'releases/release-1.23/release-notes/sessions': (
        'maps-1629741951.json maps-1632072296.json maps-1633406937.json maps-1635354988.json '
        'maps-1636752000.json maps-1637187438.json maps-1637365719.json maps-1637950799.json '
        'maps-1638814441.json'
    ),
    'releases/release-1.24/logo': (
        'README.md logo.afdesign main-logo.png main-logo.svg small-logo.png small-logo.svg'
    ),
    'releases/release-1.24/release-notes/sessions': (
        'maps-1643816881.json maps-1644303140.json maps-1645585977.json maps-1649348752.json '
        'maps-1651081940.json maps-1651169858.json'
    ),
    'releases/release-1.25': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.25/logo': (
        'Combiner Logo Small.png',
        'README.md',
        'main-logo.png',
    ),
    'releases/release-1.25/release-notes/sessions': (
        'maps-1655405536.json maps-1655499865.json maps-1655765007.json maps-1656055065.json '
        'maps-1657118430.json maps-1658855812.json maps-1660059324.json maps-1660239162.json '
        'maps-1660876102.json'
    ),
    'releases/release-1.26': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.26/release-notes/sessions': (
        'maps-1663864374.json maps-1663929908.json maps-1665672047.json maps-1666211958.json '
        'maps-1668162889.json maps-1668289772.json maps-1669239784.json maps-1670569599.json '
        'maps-1673999876.json'
    ),
    'releases/release-1.27': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.27/release-notes/sessions': (
        'maps-1674623486.json maps-1676748443.json maps-1677855845.json maps-1680072916.json '
        'maps-1680985901.json'
    ),
    'releases/release-1.28': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.28/release-notes/sessions': (
        'maps-1685636765.json maps-1686669866.json maps-1687796782.json maps-1689613709.json '
        'maps-1690641998.json maps-1691082306.json maps-1691936847.json'
    ),
    'releases/release-1.29': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.29/logo': (
        'README.md k8s129-mandala-300dpi.png k8s129-mandala-512px.png'
    ),
    'releases/release-1.29/release-notes/sessions': (
        'maps-1695733993.json maps-1697646382.json maps-1700042444.json maps-1700642920.json '
        'maps-1701205965.json maps-1702051199.json'
    ),
    'releases/release-1.3': (
        'README.md features-1.3.md features.csv release-1.3.md'
    ),
    'releases/release-1.30': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.30/release-notes/sessions': (
        'maps-1706895622.json maps-1708071507.json maps-1709744010.json maps-1711378753.json '
        'maps-1712246948.json maps-1712855313.json maps-1713210685.json'
    ),
    'releases/release-1.31': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.31/release-notes': (
        'README.md release-notes-draft.json release-notes-draft.md'
    ),
    'releases/release-1.31/release-notes/sessions': (
        'maps-1718353375.json maps-1719945684.json maps-1721052956.json maps-1721765255.json '
        'maps-1722538475.json maps-1723123535.json'
    ),
    'releases/release-1.32': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.32/release-notes/sessions': (
        'maps-1728313621.json maps-1729531290.json maps-1731440047.json maps-1732261652.json '
        'maps-1733275958.json'
    ),
    'releases/release-1.33': (
        'Kubernetes v1.33 Release Webinar.pdf',
        'README.md',
        'exceptions.yaml',
        'release-team.md',
    ),
    'releases/release-1.33/logo': (
        'README.md k8s133-octarine-small.png k8s133-octarine.png k8s133-octarine.svg'
    ),
    'releases/release-1.33/release-notes/sessions': (
        'maps-1739546172.json maps-1740367440.json maps-1741475931.json maps-1742231000.json '
        'maps-1744197681.json maps-1744804413.json'
    ),
    'releases/release-1.34': (
        'Kubernetes v1.34 Release Webinar.pptx',
        'README.md',
        'exceptions.yaml',
        'release-team.md',
    ),
    'releases/release-1.34/release-notes/sessions': (
        'maps-1750758381.json maps-1752576012.json maps-1752850350.json maps-1753196145.json '
        'maps-1755281132.json maps-1755870745.json maps-1756226433.json'
    ),
    'releases/release-1.35': (
        'OWNERS README.md exceptions.yaml release-team.md schedule.ics'
    ),
    'releases/release-1.35/release-notes/sessions': (
        '.gitkeep maps-1760008566.json maps-1761415847.json maps-1762418245.json maps-1763987074.json '
        'maps-1765124162.json maps-1765343911.json'
    ),
    'releases/release-1.36': (
        'Kubernetes v1.36 Release Webinar.pdf',
        'OWNERS',
        'README.md',
        'exceptions.yaml',
        'links.md',
        'release-team.md',
    ),
    'releases/release-1.36/release-notes/sessions': (
        '.gitkeep maps-1770462395.json maps-1772393626.json maps-1772399231.json maps-1772421629.json '
        'maps-1772422632.json maps-1774023614.json maps-1775812683.json maps-1776500320.json'
    ),
    'releases/release-1.37': (
        'OWNERS README.md links.md release-team.md'
    ),
    'releases/release-1.37/release-notes/sessions': (
        'maps-1781290561.json maps-1782542814.json maps-1783552353.json maps-1784881610.json '
        'maps-1786556285.json'
    ),
    'releases/release-1.4': (
        'README.md features.csv release-1.4.md'
    ),
    'releases/release-1.5': (
        'README.md features.csv release-1.5.md release-notes-draft.md'
    ),
    'releases/release-1.6': (
        'README.md features.csv release-1.6.md release-notes-draft.md release_team.md'
    ),
    'releases/release-1.6/go-signal-reports': (
        '2017-03-06.md 2017-03-08.md 2017-03-10.md 2017-03-13.md 2017-03-14.md 2017-03-15.md 2017-03-16.md '
        '2017-03-17.md 2017-03-20.md 2017-03-21.md 2017-03-22.md 2017-03-23.md 2017-03-24.md'
    ),
    'releases/release-1.7': (
        'README.md features.csv release-1.7.md release-notes-draft.md release_team.md '
        'release_team_absence_tracker.md'
    ),
    'releases/release-1.8': (
        'README.md add_release_notes_email_template.md features.csv release-1.8.md release-notes-draft.md '
        'release_notes_discussion.md release_team.md scalability_validation_report.md'
    ),
    'releases/release-1.9': (
        'README.md features.csv release-1.9.md release-notes-draft.md release_notes_discussion.md '
        'release_team.md scalability_validation_report.md'
    ),
}
K8S_MEETINGS_KIND = {
    'releases/release-1.20/meeting-updates': (
        '2020-11-04.md 2020-11-06.md 2020-11-09.md 2020-11-11.md 2020-11-13.md 2020-11-16.md 2020-11-17.md '
        '2020-11-18.md 2020-11-19.md 2020-11-20.md 2020-11-23.md 2020-11-24.md 2020-11-25.md 2020-11-27.md'
    ),
    'releases/release-1.6/go-signal-reports': (
        '2017-03-06.md 2017-03-08.md 2017-03-10.md 2017-03-13.md 2017-03-14.md 2017-03-15.md 2017-03-16.md '
        '2017-03-17.md 2017-03-20.md 2017-03-21.md 2017-03-22.md 2017-03-23.md 2017-03-24.md'
    ),
}
K8S_MEETINGS_OTHER = {
    '': (
        'releases/release-1.20/meeting-updates/TEMPLATE.md '
        'releases/release-1.20/meeting-updates/ci-status/rel-full.md '
        'releases/release-1.20/meeting-updates/ci-status/rel-summary.md '
        'releases/release-1.20/release-notes/sessions/maps-1603063594.json '
        'releases/release-1.20/release-notes/sessions/maps-1605720615.json '
        'releases/release-1.21/logos/globe_250px.png '
        'releases/release-1.23/release-notes/release-notes-draft.json '
        'releases/release-1.23/release-notes/release-notes-draft.md releases/release-1.24/README.md '
        'releases/release-1.24/release-notes/release-notes-draft.json '
        'releases/release-1.24/release-notes/release-notes-draft.md releases/release-1.24/release-team.md '
        'releases/release-1.25/release-notes/release-notes-draft.json '
        'releases/release-1.25/release-notes/release-notes-draft.md '
        'releases/release-1.26/logo/Electrifying_Logo.png '
        'releases/release-1.26/logo/electrifying-wallpaper.png '
        'releases/release-1.26/release-notes/release-notes-draft.json '
        'releases/release-1.26/release-notes/release-notes-draft.md releases/release-1.27/logo/127-logo.png '
        'releases/release-1.27/release-notes/release-notes-draft.json '
        'releases/release-1.27/release-notes/release-notes-draft.md '
        'releases/release-1.28/release-notes/release-notes-draft.json '
        'releases/release-1.28/release-notes/release-notes-draft.md '
        'releases/release-1.29/release-notes/release-notes-draft.json '
        'releases/release-1.29/release-notes/release-notes-draft.md '
        'releases/release-1.30/release-notes/release-notes-draft.json '
        'releases/release-1.30/release-notes/release-notes-draft.md '
        'releases/release-1.32/release-notes/release-notes-draft.json '
        'releases/release-1.32/release-notes/release-notes-draft.md '
        'releases/release-1.33/release-notes/release-notes-draft.json '
        'releases/release-1.33/release-notes/release-notes-draft.md '
        'releases/release-1.34/logo/k8s134-owaw-large.png releases/release-1.34/logo/k8s134-owaw.png '
        'releases/release-1.34/release-notes/release-notes-draft.json '
        'releases/release-1.34/release-notes/release-notes-draft.md '
        'releases/release-1.35/logo/k8s135-timbernetes.png releases/release-1.35/logo/k8s135-timbernetes.svg '
        'releases/release-1.35/release-notes/release-notes-draft.json '
        'releases/release-1.35/release-notes/release-notes-draft.md releases/release-1.36/logo/.gitkeep '
        'releases/release-1.36/release-notes/release-notes-draft.json '
        'releases/release-1.36/release-notes/release-notes-draft.md '
        'releases/release-1.37/release-notes/release-notes-draft.json '
        'releases/release-1.37/release-notes/release-notes-draft.md '
        'releases/release-1.6/flake-reports/2017-03-03.md'
    ),
    'releases': (
        'EXCEPTIONS.md OWNERS code-freeze-code-thaw.svg release_phases.md'
    ),
    'releases/release-1.10': (
        'Kubernetes 1.10 - Left Shark.png',
        'README.md',
        'burndown_meeting_minutes_archive.md',
        'exceptions.yaml',
        'features.csv',
        'release-1.10.md',
        'release-notes-draft.md',
        'release_team.md',
    ),
    'releases/release-1.11': (
        'README.md exceptions.yaml features.csv long_expected.png release-1.11.md release_team.md'
    ),
    'releases/release-1.12': (
        '1.12_life.png README.md features.csv release-1.12.md release-notes-draft.md release_team.md'
    ),
    'releases/release-1.13': (
        '113_Angel_Release.png README.md release-notes-draft.md release_team.md'
    ),
    'releases/release-1.14': (
        'README.md caturnetes.jpg exception.yaml release-notes-draft.md release_team.md'
    ),
    'releases/release-1.15': (
        'README.md game-of-kubernetes.jpg release-notes-draft.md release_team.md'
    ),
    'releases/release-1.16': (
        '116_unlimited_breadsticks_for_all.png README.md exceptions.yaml release-notes-draft.md '
        'release_team.md'
    ),
    'releases/release-1.17': (
        'README.md exceptions.yaml kubeybara.png release-notes-draft.md release_team.md'
    ),
    'releases/release-1.18': (
        'README.md exceptions.yaml large-kube-collider.png release-notes-draft.md release_team.md'
    ),
    'releases/release-1.19': (
        'README.md accentuate-the-pawsitive.png exceptions.yaml release-notes-draft.md release_team.md'
    ),
    'releases/release-1.19/release-notes/sessions': (
        'maps-1597710466.json maps-1597714783.json maps-1598237255.json maps-1598285652.json '
        'maps-1598291079.json'
    ),
    'releases/release-1.20': (
        'README.md blepurrnetes.png exceptions.yaml release-notes-draft.json release-notes-draft.md '
        'release-team.md release_team.md'
    ),
    'releases/release-1.21': (
        'README.md exceptions.yaml release-notes-draft.md release-team.md'
    ),
    'releases/release-1.21/release-notes': (
        'major-themes.md release-notes-draft.json release-notes-draft.md'
    ),
    'releases/release-1.21/release-notes/sessions': (
        'maps-1611085134.json maps-1613064376.json maps-1613148639.json maps-1613796286.json '
        'maps-1614113940.json maps-1614191410.json maps-1614244932.json maps-1615296762.json '
        'maps-1616512737.json maps-1616992179.json maps-1617642914.json'
    ),
    'releases/release-1.22': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.22/release-notes': (
        'major-themes.md release-notes-draft.json release-notes-draft.md'
    ),
    'releases/release-1.22/release-notes/sessions': (
        'maps-1619943649.json maps-1620106367.json maps-1621875902.json maps-1623430674.json '
        'maps-1625055206.json maps-1625170626.json maps-1626107552.json maps-1626129419.json '
        'maps-1626709760.json maps-1626711948.json maps-1626954300.json'
    ),
    'releases/release-1.23': (
        'README.md exceptions.yaml kubernetes-1.23-the-next-frontier-500px.png release-team.md'
    ),
    'releases/release-1.23/release-notes/sessions': (
        'maps-1629741951.json maps-1632072296.json maps-1633406937.json maps-1635354988.json '
        'maps-1636752000.json maps-1637187438.json maps-1637365719.json maps-1637950799.json '
        'maps-1638814441.json'
    ),
    'releases/release-1.24/logo': (
        'README.md logo.afdesign main-logo.png main-logo.svg small-logo.png small-logo.svg'
    ),
    'releases/release-1.24/release-notes/sessions': (
        'maps-1643816881.json maps-1644303140.json maps-1645585977.json maps-1649348752.json '
        'maps-1651081940.json maps-1651169858.json'
    ),
    'releases/release-1.25': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.25/logo': (
        'Combiner Logo Small.png',
        'README.md',
        'main-logo.png',
    ),
    'releases/release-1.25/release-notes/sessions': (
        'maps-1655405536.json maps-1655499865.json maps-1655765007.json maps-1656055065.json '
        'maps-1657118430.json maps-1658855812.json maps-1660059324.json maps-1660239162.json '
        'maps-1660876102.json'
    ),
    'releases/release-1.26': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.26/release-notes/sessions': (
        'maps-1663864374.json maps-1663929908.json maps-1665672047.json maps-1666211958.json '
        'maps-1668162889.json maps-1668289772.json maps-1669239784.json maps-1670569599.json '
        'maps-1673999876.json'
    ),
    'releases/release-1.27': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.27/release-notes/sessions': (
        'maps-1674623486.json maps-1676748443.json maps-1677855845.json maps-1680072916.json '
        'maps-1680985901.json'
    ),
    'releases/release-1.28': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.28/release-notes/sessions': (
        'maps-1685636765.json maps-1686669866.json maps-1687796782.json maps-1689613709.json '
        'maps-1690641998.json maps-1691082306.json maps-1691936847.json'
    ),
    'releases/release-1.29': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.29/logo': (
        'README.md k8s129-mandala-300dpi.png k8s129-mandala-512px.png'
    ),
    'releases/release-1.29/release-notes/sessions': (
        'maps-1695733993.json maps-1697646382.json maps-1700042444.json maps-1700642920.json '
        'maps-1701205965.json maps-1702051199.json'
    ),
    'releases/release-1.3': (
        'README.md features-1.3.md features.csv release-1.3.md'
    ),
    'releases/release-1.30': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.30/release-notes/sessions': (
        'maps-1706895622.json maps-1708071507.json maps-1709744010.json maps-1711378753.json '
        'maps-1712246948.json maps-1712855313.json maps-1713210685.json'
    ),
    'releases/release-1.31': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.31/release-notes': (
        'README.md release-notes-draft.json release-notes-draft.md'
    ),
    'releases/release-1.31/release-notes/sessions': (
        'maps-1718353375.json maps-1719945684.json maps-1721052956.json maps-1721765255.json '
        'maps-1722538475.json maps-1723123535.json'
    ),
    'releases/release-1.32': (
        'README.md exceptions.yaml release-team.md'
    ),
    'releases/release-1.32/release-notes/sessions': (
        'maps-1728313621.json maps-1729531290.json maps-1731440047.json maps-1732261652.json '
        'maps-1733275958.json'
    ),
    'releases/release-1.33': (
        'Kubernetes v1.33 Release Webinar.pdf',
        'README.md',
        'exceptions.yaml',
        'release-team.md',
    ),
    'releases/release-1.33/logo': (
        'README.md k8s133-octarine-small.png k8s133-octarine.png k8s133-octarine.svg'
    ),
    'releases/release-1.33/release-notes/sessions': (
        'maps-1739546172.json maps-1740367440.json maps-1741475931.json maps-1742231000.json '
        'maps-1744197681.json maps-1744804413.json'
    ),
    'releases/release-1.34': (
        'Kubernetes v1.34 Release Webinar.pptx',
        'README.md',
        'exceptions.yaml',
        'release-team.md',
    ),
    'releases/release-1.34/release-notes/sessions': (
        'maps-1750758381.json maps-1752576012.json maps-1752850350.json maps-1753196145.json '
        'maps-1755281132.json maps-1755870745.json maps-1756226433.json'
    ),
    'releases/release-1.35': (
        'OWNERS README.md exceptions.yaml release-team.md schedule.ics'
    ),
    'releases/release-1.35/release-notes/sessions': (
        '.gitkeep maps-1760008566.json maps-1761415847.json maps-1762418245.json maps-1763987074.json '
        'maps-1765124162.json maps-1765343911.json'
    ),
    'releases/release-1.36': (
        'Kubernetes v1.36 Release Webinar.pdf',
        'OWNERS',
        'README.md',
        'exceptions.yaml',
        'links.md',
        'release-team.md',
    ),
    'releases/release-1.36/release-notes/sessions': (
        '.gitkeep maps-1770462395.json maps-1772393626.json maps-1772399231.json maps-1772421629.json '
        'maps-1772422632.json maps-1774023614.json maps-1775812683.json maps-1776500320.json'
    ),
    'releases/release-1.37': (
        'OWNERS README.md links.md release-team.md'
    ),
    'releases/release-1.37/release-notes/sessions': (
        'maps-1781290561.json maps-1782542814.json maps-1783552353.json maps-1784881610.json '
        'maps-1786556285.json'
    ),
    'releases/release-1.4': (
        'README.md features.csv release-1.4.md'
    ),
    'releases/release-1.5': (
        'README.md features.csv release-1.5.md release-notes-draft.md'
    ),
    'releases/release-1.6': (
        'README.md features.csv release-1.6.md release-notes-draft.md release_team.md'
    ),
    'releases/release-1.7': (
        'README.md features.csv release-1.7.md release-notes-draft.md release_team.md '
        'release_team_absence_tracker.md'
    ),
    'releases/release-1.8': (
        'README.md add_release_notes_email_template.md features.csv release-1.8.md release-notes-draft.md '
        'release_notes_discussion.md release_team.md scalability_validation_report.md'
    ),
    'releases/release-1.9': (
        'README.md features.csv release-1.9.md release-notes-draft.md release_notes_discussion.md '
        'release_team.md scalability_validation_report.md'
    ),
}
RUSTSEC_KIND = {
    '': (
        'crates/ammonia/RUSTSEC-2022-0003.md crates/ammonia/RUSTSEC-2026-0213.md '
        'crates/anchor-lang/RUSTSEC-2026-0146.md crates/ansi_term/RUSTSEC-2021-0139.md '
        'crates/array-init-cursor/RUSTSEC-2025-0019.md crates/array-queue/RUSTSEC-2025-0054.md '
        'crates/arrayfire/RUSTSEC-2018-0011.md crates/arrow2/RUSTSEC-2025-0038.md '
        'crates/async-nats/RUSTSEC-2023-0027.md crates/atk/RUSTSEC-2024-0413.md '
        'crates/atom/RUSTSEC-2020-0044.md crates/aws-lc-fips-sys/RUSTSEC-2026-0043.md '
        'crates/aws-lc-sys/RUSTSEC-2026-0044.md crates/aws-lc-sys/RUSTSEC-2026-0047.md '
        'crates/axum-core/RUSTSEC-2022-0055.md crates/badge/RUSTSEC-2022-0057.md '
        'crates/bare-metal/RUSTSEC-2026-0110.md crates/base64/RUSTSEC-2017-0004.md '
        'crates/basic_dsp_matrix/RUSTSEC-2021-0009.md crates/bcc/RUSTSEC-2024-0383.md '
        'crates/bincode/RUSTSEC-2025-0141.md crates/bitmaps/RUSTSEC-2026-0247.md '
        'crates/blake2/RUSTSEC-2019-0019.md crates/blurhash/RUSTSEC-2023-0083.md '
        'crates/borsh/RUSTSEC-2023-0033.md crates/boxlite/RUSTSEC-2026-0148.md '
        'crates/bra/RUSTSEC-2021-0008.md crates/brotli-sys/RUSTSEC-2021-0131.md '
        'crates/bunch/RUSTSEC-2020-0130.md crates/buttplug/RUSTSEC-2020-0112.md '
        'crates/byte_struct/RUSTSEC-2021-0032.md crates/cache/RUSTSEC-2021-0006.md '
        'crates/capnp/RUSTSEC-2025-0143.md crates/cargo-asm/RUSTSEC-2025-0122.md '
        'crates/cassandra/RUSTSEC-2016-0006.md crates/cgc/RUSTSEC-2020-0148.md '
        'crates/cggmp24/RUSTSEC-2025-0130.md crates/chrono/RUSTSEC-2020-0159.md '
        'crates/circular-buffer/RUSTSEC-2026-0256.md crates/ckb/RUSTSEC-2021-0108.md '
        'crates/claim/RUSTSEC-2022-0077.md crates/compact_arena/RUSTSEC-2019-0015.md '
        'crates/concread/RUSTSEC-2020-0092.md crates/conduit-hyper/RUSTSEC-2022-0066.md '
        'crates/conrod_core/RUSTSEC-2024-0396.md crates/containers/RUSTSEC-2021-0010.md '
        'crates/coreos-installer/RUSTSEC-2022-0103.md crates/cosmwasm-std/RUSTSEC-2024-0338.md '
        'crates/cpuid-bool/RUSTSEC-2021-0064.md crates/crossbeam/RUSTSEC-2022-0029.md '
        'crates/custom_derive/RUSTSEC-2025-0058.md crates/dahl-salso/RUSTSEC-2026-0129.md '
        'crates/dashmap/RUSTSEC-2022-0002.md crates/dbn/RUSTSEC-2024-0377.md '
        'crates/dcrypt-api/RUSTSEC-2026-0242.md crates/dcrypt-sign/RUSTSEC-2026-0240.md '
        'crates/derive-com-impl/RUSTSEC-2021-0083.md crates/diesel/RUSTSEC-2026-0134.md '
        'crates/difference/RUSTSEC-2020-0095.md crates/direct_ring_buffer/RUSTSEC-2025-0105.md '
        'crates/disrustor/RUSTSEC-2020-0150.md crates/dotenv_codegen/RUSTSEC-2021-0142.md '
        'crates/double-checked-cell/RUSTSEC-2022-0024.md crates/emap/RUSTSEC-2026-0128.md '
        'crates/endian_trait/RUSTSEC-2021-0039.md crates/enum-map/RUSTSEC-2022-0010.md '
        'crates/envlogger/RUSTSEC-2023-0099.md crates/exploration/RUSTSEC-2026-0155.md '
        'crates/failure/RUSTSEC-2019-0036.md crates/fast-float/RUSTSEC-2025-0003.md '
        'crates/ferris-says/RUSTSEC-2024-0001.md crates/ffi_utils/RUSTSEC-2020-0064.md '
        'crates/flatbuffers/RUSTSEC-2019-0028.md crates/flatbuffers/RUSTSEC-2021-0122.md '
        'crates/fltk/RUSTSEC-2021-0038.md crates/flumedb/RUSTSEC-2021-0086.md '
        'crates/ftp/RUSTSEC-2023-0043.md crates/fulgur/RUSTSEC-2026-0201.md '
        'crates/generator/RUSTSEC-2019-0020.md crates/generator/RUSTSEC-2020-0151.md '
        'crates/gfx-auxil/RUSTSEC-2021-0091.md crates/git2/RUSTSEC-2023-0002.md '
        'crates/gitoxide-core/RUSTSEC-2024-0364.md crates/gix-path/RUSTSEC-2024-0367.md '
        'crates/gix-worktree/RUSTSEC-2024-0349.md crates/grep-cli/RUSTSEC-2021-0071.md '
        'crates/gtk-sys/RUSTSEC-2024-0420.md crates/gtk3-macros/RUSTSEC-2024-0419.md '
        'crates/hashconsing/RUSTSEC-2020-0107.md crates/hexchat/RUSTSEC-2025-0153.md '
        'crates/hickory-net/RUSTSEC-2026-0120.md crates/hickory-proto/RUSTSEC-2026-0118.md '
        'crates/hpke-rs/RUSTSEC-2026-0069.md crates/http/RUSTSEC-2019-0033.md '
        'crates/hyper-staticfile/RUSTSEC-2022-0072.md crates/i_tree/RUSTSEC-2025-0165.md '
        'crates/ic-cdk/RUSTSEC-2024-0372.md crates/idna/RUSTSEC-2024-0421.md '
        'crates/if-cfg/RUSTSEC-2023-0098.md crates/image/RUSTSEC-2019-0014.md '
        'crates/insert_many/RUSTSEC-2021-0042.md crates/internment/RUSTSEC-2026-0266.md '
        'crates/iron/RUSTSEC-2025-0061.md crates/jfrog_quotes/RUSTSEC-2025-0158.md '
        'crates/lazy-init/RUSTSEC-2021-0004.md crates/lever/RUSTSEC-2020-0137.md '
        'crates/lexer/RUSTSEC-2020-0138.md crates/lexical/RUSTSEC-2023-0055.md '
        'crates/libafl/RUSTSEC-2024-0424.md crates/libcrux-ed25519/RUSTSEC-2026-0026.md '
        'crates/libcrux-intrinsics/RUSTSEC-2025-0133.md crates/libcrux-ml-dsa/RUSTSEC-2026-0076.md '
        'crates/libcrux-poly1305/RUSTSEC-2026-0073.md crates/libp2p-core/RUSTSEC-2022-0009.md '
        'crates/libpulse-binding/RUSTSEC-2018-0021.md crates/libsecp256k1-rs/RUSTSEC-2020-0156.md '
        'crates/libsecp256k1/RUSTSEC-2021-0076.md crates/logflux/RUSTSEC-2026-0171.md '
        'crates/lru/RUSTSEC-2026-0002.md crates/lru/RUSTSEC-2026-0253.md '
        'crates/lucet-runtime-internals/RUSTSEC-2020-0004.md crates/magic-crypt/RUSTSEC-2024-0430.md '
        'crates/matrix-sdk-crypto/RUSTSEC-2024-0434.md crates/matrix-sdk-crypto/RUSTSEC-2026-0159.md '
        'crates/maxminddb/RUSTSEC-2025-0132.md crates/may_queue/RUSTSEC-2020-0111.md '
        'crates/memmap2/RUSTSEC-2026-0186.md crates/messagepack-rs/RUSTSEC-2021-0092.md '
        'crates/metacall/RUSTSEC-2026-0156.md crates/metacall/RUSTSEC-2026-0157.md '
        'crates/microsoftsystem64/RUSTSEC-2026-0102.md crates/minitrace/RUSTSEC-2024-0390.md '
        'crates/molecule/RUSTSEC-2021-0103.md crates/monero-api/RUSTSEC-2023-0111.md '
        'crates/multiqueue/RUSTSEC-2020-0143.md crates/mz-avro/RUSTSEC-2021-0138.md '
        'crates/ncollide3d/RUSTSEC-2021-0150.md crates/net2/RUSTSEC-2020-0016.md '
        'crates/nftnl/RUSTSEC-2025-0126.md crates/nostr-keyring/RUSTSEC-2026-0241.md '
        'crates/ntru/RUSTSEC-2023-0032.md crates/object_store/RUSTSEC-2024-0358.md '
        'crates/olm-sys/RUSTSEC-2024-0368.md crates/openslide/RUSTSEC-2024-0389.md '
        'crates/openvpn-plugin-rs/RUSTSEC-2023-0119.md crates/orx-pinned-vec/RUSTSEC-2025-0106.md '
        'crates/ouch/RUSTSEC-2024-0374.md crates/pancurses/RUSTSEC-2019-0005.md '
        'crates/pared/RUSTSEC-2025-0016.md crates/parity-util-mem/RUSTSEC-2022-0080.md '
        'crates/personnummer/RUSTSEC-2020-0166.md crates/pgp/RUSTSEC-2024-0447.md '
        'crates/phonenumber/RUSTSEC-2023-0082.md crates/pingora-core/RUSTSEC-2025-0070.md '
        'crates/pingora-core/RUSTSEC-2026-0033.md crates/pleaser/RUSTSEC-2021-0104.md '
        'crates/plutonium/RUSTSEC-2020-0011.md crates/pnet/RUSTSEC-2019-0037.md '
        'crates/polymarket-client-sdks/RUSTSEC-2026-0011.md '
        'crates/polymarket-clients-sdk/RUSTSEC-2026-0010.md crates/portaudio-rs/RUSTSEC-2019-0022.md '
        'crates/postgres-protocol/RUSTSEC-2026-0179.md crates/postscript/RUSTSEC-2021-0017.md '
        'crates/pqcrypto-mlkem/RUSTSEC-2026-0161.md crates/pqcrypto-sphincsplus/RUSTSEC-2026-0160.md '
        'crates/pqcrypto-traits/RUSTSEC-2026-0162.md crates/protobuf/RUSTSEC-2019-0003.md '
        'crates/puccinier/RUSTSEC-2024-0331.md crates/qcell/RUSTSEC-2022-0007.md '
        'crates/quic-p2p/RUSTSEC-2020-0067.md crates/quick-xml/RUSTSEC-2026-0194.md '
        'crates/quinn-proto/RUSTSEC-2023-0063.md crates/quinn-proto/RUSTSEC-2026-0037.md '
        'crates/r2d2_odbc/RUSTSEC-2022-0036.md crates/rage/RUSTSEC-2024-0432.md '
        'crates/rand_os/RUSTSEC-2025-0124.md crates/rcu_cell/RUSTSEC-2020-0131.md '
        'crates/reffers/RUSTSEC-2020-0094.md crates/registry-win/RUSTSEC-2023-0116.md '
        'crates/remove_dir_all/RUSTSEC-2023-0018.md crates/ring/RUSTSEC-2025-0009.md '
        'crates/rmpv/RUSTSEC-2017-0006.md crates/rocket/RUSTSEC-2020-0028.md '
        'crates/ruint/RUSTSEC-2025-0137.md crates/rulex/RUSTSEC-2022-0030.md '
        'crates/rusqlite/RUSTSEC-2021-0128.md crates/rust-crypto/RUSTSEC-2016-0005.md '
        'crates/rust-i18n-support/RUSTSEC-2024-0007.md crates/rustdecimal/RUSTSEC-2022-0042.md '
        'crates/rustls-webpki/RUSTSEC-2026-0049.md crates/rustybuzz/RUSTSEC-2026-0206.md '
        'crates/safe-agent-rs/RUSTSEC-2026-0101.md crates/scaly/RUSTSEC-2026-0080.md '
        'crates/scottqueue/RUSTSEC-2020-0133.md crates/secp256k1/RUSTSEC-2022-0070.md '
        'crates/security-framework/RUSTSEC-2017-0003.md crates/sequoia-openpgp/RUSTSEC-2025-0136.md '
        'crates/serde_yml/RUSTSEC-2025-0068.md crates/sevenz-rust/RUSTSEC-2026-0245.md '
        'crates/shaman/RUSTSEC-2025-0113.md crates/shamir/RUSTSEC-2020-0160.md '
        'crates/simd-json/RUSTSEC-2019-0008.md crates/simple-slab/RUSTSEC-2020-0039.md '
        'crates/slab/RUSTSEC-2025-0047.md crates/slack-morphism/RUSTSEC-2022-0087.md '
        'crates/smallstr/RUSTSEC-2026-0215.md crates/snow/RUSTSEC-2024-0011.md '
        'crates/sodiumoxide/RUSTSEC-2019-0026.md crates/solana_rbpf/RUSTSEC-2026-0191.md '
        'crates/spirv_headers/RUSTSEC-2021-0096.md crates/sqlx/RUSTSEC-2024-0363.md '
        'crates/static_cell/RUSTSEC-2025-0045.md crates/stb_truetype/RUSTSEC-2020-0020.md '
        'crates/stdweb/RUSTSEC-2020-0056.md crates/structopt/RUSTSEC-2022-0104.md '
        'crates/surf/RUSTSEC-2025-0036.md crates/tandem_garble_interop/RUSTSEC-2025-0116.md '
        'crates/tar/RUSTSEC-2026-0067.md crates/tauri-win-rt-notification/RUSTSEC-2023-0108.md '
        'crates/tauri/RUSTSEC-2022-0091.md crates/temporary/RUSTSEC-2018-0022.md '
        'crates/theshit/RUSTSEC-2025-0139.md crates/thex/RUSTSEC-2020-0090.md '
        'crates/ticketed_lock/RUSTSEC-2020-0119.md crates/time_calibrator/RUSTSEC-2026-0030.md '
        'crates/time_calibrators/RUSTSEC-2026-0031.md crates/tokio-codec/RUSTSEC-2026-0056.md '
        'crates/tokio-current-thread/RUSTSEC-2026-0054.md crates/tokio-executor/RUSTSEC-2026-0063.md '
        'crates/tokio-tls/RUSTSEC-2026-0053.md crates/toodee/RUSTSEC-2021-0028.md '
        'crates/totally-safe/RUSTSEC-2025-0029.md crates/totp-rs/RUSTSEC-2022-0018.md '
        'crates/tower-http/RUSTSEC-2021-0135.md crates/tower-http/RUSTSEC-2022-0043.md '
        'crates/tracing-ethers/RUSTSEC-2026-0040.md crates/tracing_checks/RUSTSEC-2026-0028.md '
        'crates/tree-sitter-pkl/RUSTSEC-2025-0156.md crates/trillium-http/RUSTSEC-2024-0009.md '
        'crates/trust-dns-proto/RUSTSEC-2018-0007.md crates/trust-dns-proto/RUSTSEC-2025-0017.md '
        'crates/tsify-next/RUSTSEC-2025-0048.md crates/twoway/RUSTSEC-2021-0146.md '
        'crates/unic-char-basics/RUSTSEC-2025-0093.md crates/unic-char/RUSTSEC-2025-0086.md '
        'crates/unic-cli/RUSTSEC-2025-0087.md crates/unic-common/RUSTSEC-2025-0080.md '
        'crates/unic-idna-mapping/RUSTSEC-2025-0097.md crates/unic-normal/RUSTSEC-2025-0082.md '
        'crates/unic-ucd-bidi/RUSTSEC-2025-0083.md crates/unic-ucd-common/RUSTSEC-2025-0101.md '
        'crates/unic-ucd-core/RUSTSEC-2025-0103.md crates/unic-ucd-name/RUSTSEC-2025-0076.md '
        'crates/unic-ucd-normal/RUSTSEC-2025-0078.md crates/unic-utils/RUSTSEC-2025-0091.md '
        'crates/unsafe-libyaml/RUSTSEC-2023-0075.md crates/untrusted/RUSTSEC-2018-0001.md '
        'crates/vibeio-http/RUSTSEC-2026-0181.md crates/viperjs/RUSTSEC-2026-0236.md '
        'crates/vku/RUSTSEC-2025-0162.md crates/vm-memory/RUSTSEC-2023-0056.md '
        'crates/vodozemac/RUSTSEC-2024-0354.md crates/warp/RUSTSEC-2022-0082.md '
        'crates/wasmtime-jit-debug/RUSTSEC-2024-0442.md crates/wasmtime-wasi/RUSTSEC-2026-0149.md '
        'crates/wasmtime-wasi/RUSTSEC-2026-0188.md crates/win-base64-rs/RUSTSEC-2023-0113.md '
        'crates/wren_rust/RUSTSEC-2025-0064.md crates/zantetsu-ffi/RUSTSEC-2026-0082.md '
        'crates/zip/RUSTSEC-2025-0168.md crates/zip_next/RUSTSEC-2024-0337.md'
    ),
    'crates/hyper': (
        'RUSTSEC-2016-0002.md RUSTSEC-2021-0078.md RUSTSEC-2022-0022.md'
    ),
    'crates/openssl': (
        'RUSTSEC-2018-0010.md RUSTSEC-2023-0022.md RUSTSEC-2024-0357.md RUSTSEC-2025-0004.md'
    ),
    'crates/openssl-src': (
        'RUSTSEC-2022-0033.md RUSTSEC-2022-0064.md RUSTSEC-2023-0008.md'
    ),
    'crates/sized-chunks': (
        'RUSTSEC-2020-0041.md RUSTSEC-2026-0251.md RUSTSEC-2026-0255.md'
    ),
    'crates/smallvec': (
        'RUSTSEC-2018-0003.md RUSTSEC-2018-0018.md RUSTSEC-2019-0009.md'
    ),
    'crates/tokio': (
        'RUSTSEC-2021-0072.md RUSTSEC-2021-0124.md RUSTSEC-2023-0005.md RUSTSEC-2025-0023.md'
    ),
    'crates/wasmtime': (
        'RUSTSEC-2022-0100.md RUSTSEC-2023-0090.md RUSTSEC-2025-0046.md RUSTSEC-2025-0112.md '
        'RUSTSEC-2025-0118.md RUSTSEC-2026-0020.md RUSTSEC-2026-0090.md RUSTSEC-2026-0094.md '
        'RUSTSEC-2026-0114.md'
    ),
}
RUSTSEC_OTHER = {
    '': (
        '.duplicate-id-guard .github/actions/install-rustsec-admin/action.yml .github/dependabot.yml '
        '.github/pull_request_template.md CODE_OF_CONDUCT.md CONTRIBUTING.md EXAMPLE_ADVISORY.md '
        'HOWTO_UNMAINTAINED.md LICENSE.txt LICENSES/CC-BY-4.0.txt LICENSES/CC0-1.0.txt MAINTAINERS_GUIDE.md '
        'README.md rust/cargo/CVE-2019-16760.md rust/rustdoc/CVE-2018-1000622.md support.toml'
    ),
    '.github/workflows': (
        'assign-ids.yml export-osv.yml publish-web.yml sync-ids.yml validate.yml'
    ),
    'rust/std': (
        'CVE-2015-20001.md CVE-2017-20004.md CVE-2018-1000657.md CVE-2018-1000810.md CVE-2018-25008.md '
        'CVE-2019-1010299.md CVE-2019-12083.md CVE-2020-36317.md CVE-2020-36318.md CVE-2020-36323.md '
        'CVE-2021-28875.md CVE-2021-28876.md CVE-2021-28877.md CVE-2021-28878.md CVE-2021-28879.md '
        'CVE-2021-29922.md CVE-2021-31162.md CVE-2022-21658.md'
    ),
}
AWS_APIS_KIND = {
    'apis': (
        'AWSMigrationHub-2017-05-31.examples.json AWSMigrationHub-2017-05-31.min.json '
        'AWSMigrationHub-2017-05-31.normal.json accessanalyzer-2019-11-01.examples.json '
        'accessanalyzer-2019-11-01.min.json acm-pca-2017-08-22.paginators.json amplify-2017-07-25.min.json '
        'amplifyuibuilder-2021-08-11.min.json amplifyuibuilder-2021-08-11.normal.json '
        'amplifyuibuilder-2021-08-11.paginators.json amplifyuibuilder-2021-08-11.waiters2.json '
        'apigatewaymanagementapi-2018-11-29.min.json apigatewayv2-2018-11-29.normal.json '
        'appconfigdata-2021-11-11.examples.json appconfigdata-2021-11-11.normal.json '
        'appfabric-2023-05-19.examples.json appfabric-2023-05-19.waiters2.json '
        'appflow-2020-08-23.examples.json application-autoscaling-2016-02-06.normal.json '
        'application-signals-2024-04-15.paginators.json applicationcostprofiler-2020-09-10.examples.json '
        'appmesh-2019-01-25.examples.json appmesh-2019-01-25.paginators.json '
        'apptest-2022-12-06.examples.json athena-2017-05-18.examples.json athena-2017-05-18.min.json '
        'autoscaling-2011-01-01.paginators.json backup-2018-11-15.examples.json backup-2018-11-15.min.json '
        'bcm-data-exports-2023-11-26.normal.json bcm-data-exports-2023-11-26.paginators.json '
        'bedrock-agent-runtime-2023-07-26.paginators.json bedrock-runtime-2023-09-30.normal.json '
        'billingconductor-2021-07-30.normal.json budgets-2016-10-20.paginators.json ce-2017-10-25.min.json '
        'chatbot-2017-10-11.min.json chatbot-2017-10-11.normal.json chime-2018-05-01.examples.json '
        'chime-sdk-identity-2021-04-20.min.json chime-sdk-media-pipelines-2021-07-15.examples.json '
        'chime-sdk-meetings-2021-07-15.examples.json chime-sdk-messaging-2021-05-15.min.json '
        'cleanroomsml-2023-09-06.normal.json cloudcontrol-2021-09-30.paginators.json '
        'clouddirectory-2016-05-10.examples.json clouddirectory-2016-05-10.normal.json '
        'clouddirectory-2017-01-11.min.json clouddirectory-2017-01-11.paginators.json '
        'cloudformation-2010-05-15.waiters2.json cloudfront-2017-03-25.paginators.json '
        'cloudfront-2018-06-18.examples.json cloudfront-2018-11-05.examples.json '
        'cloudfront-2018-11-05.waiters2.json cloudfront-2020-05-31.examples.json '
        'cloudfront-2020-05-31.normal.json cloudhsmv2-2017-04-28.examples.json '
        'cloudhsmv2-2017-04-28.normal.json cloudsearchdomain-2013-01-01.normal.json '
        'cloudtrail-2013-11-01.examples.json cloudtrail-data-2021-08-11.examples.json '
        'codebuild-2016-10-06.paginators.json codeconnections-2023-12-01.min.json '
        'codeconnections-2023-12-01.normal.json codedeploy-2014-10-06.waiters2.json '
        'codeguru-reviewer-2019-09-19.min.json codeguru-reviewer-2019-09-19.paginators.json '
        'codeguru-security-2018-05-10.examples.json codeguru-security-2018-05-10.min.json '
        'codeguruprofiler-2019-07-18.examples.json codepipeline-2015-07-09.examples.json '
        'codestar-connections-2019-12-01.examples.json codestar-notifications-2019-10-15.examples.json '
        'cognito-identity-2014-06-30.examples.json cognito-identity-2014-06-30.min.json '
        'cognito-idp-2016-04-18.min.json cognito-idp-2016-04-18.normal.json config-2014-11-12.min.json '
        'connect-2017-08-08.examples.json connect-contact-lens-2020-08-21.min.json '
        'connect-contact-lens-2020-08-21.paginators.json connectcampaigns-2021-01-30.min.json '
        'controlcatalog-2018-05-10.examples.json controltower-2018-05-10.examples.json '
        'cost-optimization-hub-2022-07-26.examples.json databrew-2017-07-25.paginators.json '
        'dataexchange-2017-07-25.normal.json dax-2017-04-19.min.json deadline-2023-10-12.min.json '
        'detective-2018-10-26.examples.json detective-2018-10-26.paginators.json '
        'devicefarm-2015-06-23.normal.json devops-guru-2020-12-01.min.json '
        'devops-guru-2020-12-01.paginators.json docdb-2014-10-31.min.json docdb-elastic-2022-11-28.min.json '
        'dynamodb-2011-12-05.normal.json dynamodb-2011-12-05.paginators.json '
        'dynamodb-2011-12-05.waiters2.json dynamodb-2012-08-10.min.json dynamodb-2012-08-10.paginators.json '
        'ec2-instance-connect-2018-04-02.examples.json ecs-2014-11-13.paginators.json '
        'elastic-inference-2017-07-25.min.json elasticache-2015-02-02.min.json '
        'elasticbeanstalk-2010-12-01.examples.json elasticfilesystem-2015-02-01.examples.json '
        'elasticloadbalancing-2012-06-01.examples.json elasticloadbalancing-2012-06-01.paginators.json '
        'elasticmapreduce-2009-03-31.examples.json elastictranscoder-2012-09-25.normal.json '
        'elastictranscoder-2012-09-25.paginators.json email-2010-12-01.min.json '
        'email-2010-12-01.waiters2.json emr-containers-2020-10-01.examples.json '
        'emr-containers-2020-10-01.normal.json emr-containers-2020-10-01.paginators.json '
        'emr-serverless-2021-07-13.examples.json entitlement.marketplace-2017-01-11.examples.json '
        'entityresolution-2018-05-10.examples.json entityresolution-2018-05-10.min.json '
        'es-2015-01-01.normal.json events-2015-10-07.min.json evidently-2021-02-01.min.json '
        'finspace-2021-03-12.min.json firehose-2015-08-04.normal.json firehose-2015-08-04.paginators.json '
        'fis-2020-12-01.examples.json forecastquery-2018-06-26.paginators.json freetier-2023-09-07.min.json '
        'glacier-2012-06-01.examples.json glacier-2012-06-01.min.json glue-2017-03-31.paginators.json '
        'grafana-2020-08-18.normal.json greengrassv2-2020-11-30.paginators.json '
        'guardduty-2017-11-28.min.json identitystore-2020-06-15.normal.json inspector-2016-02-16.normal.json '
        'inspector2-2020-06-08.examples.json internetmonitor-2021-06-03.normal.json '
        'iot-2015-05-28.paginators.json iotanalytics-2017-11-27.examples.json '
        'iotevents-data-2018-10-23.examples.json iotfleethub-2020-11-03.normal.json '
        'iotsitewise-2019-12-02.paginators.json iottwinmaker-2021-11-29.min.json '
        'iottwinmaker-2021-11-29.normal.json iottwinmaker-2021-11-29.waiters2.json '
        'iotwireless-2020-11-22.paginators.json ivs-realtime-2020-07-14.examples.json '
        'ivschat-2020-07-14.paginators.json kafkaconnect-2021-09-14.min.json '
        'kendra-ranking-2022-10-19.min.json kinesis-2013-12-02.examples.json '
        'kinesis-video-archived-media-2017-09-30.examples.json '
        'kinesis-video-media-2017-09-30.paginators.json kinesis-video-webrtc-storage-2018-05-10.min.json '
        'kinesisvideo-2017-09-30.examples.json kinesisvideo-2017-09-30.normal.json kms-2014-11-01.min.json '
        'lakeformation-2017-03-31.min.json lambda-2014-11-11.normal.json lambda-2015-03-31.examples.json '
        'launch-wizard-2018-05-10.examples.json launch-wizard-2018-05-10.normal.json '
        'lex-models-2017-04-19.examples.json license-manager-2018-08-01.normal.json '
        'license-manager-2018-08-01.paginators.json lightsail-2016-11-28.min.json '
        'logs-2014-03-28.examples.json logs-2014-03-28.normal.json '
        'lookoutequipment-2020-12-15.paginators.json lookoutmetrics-2017-07-25.normal.json '
        'lookoutvision-2020-11-20.paginators.json m2-2021-04-28.examples.json '
        'machinelearning-2014-12-12.examples.json machinelearning-2014-12-12.paginators.json '
        'macie2-2020-01-01.min.json managedblockchain-2018-09-24.min.json '
        'managedblockchain-query-2023-05-04.waiters2.json marketplace-deployment-2023-01-25.examples.json '
        'marketplace-deployment-2023-01-25.paginators.json '
        'marketplacecommerceanalytics-2015-07-01.normal.json mediaconnect-2018-11-14.min.json '
        'mediaconnect-2018-11-14.paginators.json mediapackage-2017-10-12.min.json '
        'mediapackage-2017-10-12.paginators.json mediapackage-vod-2018-11-07.min.json '
        'mediapackagev2-2022-12-25.waiters2.json mediastore-2017-09-01.normal.json '
        'mediatailor-2018-04-23.examples.json mediatailor-2018-04-23.normal.json '
        'medical-imaging-2023-07-19.examples.json meteringmarketplace-2016-01-14.paginators.json '
        'mgn-2020-02-26.min.json migration-hub-refactor-spaces-2021-10-26.examples.json '
        'migrationhubstrategy-2020-02-19.examples.json mq-2017-11-27.normal.json '
        'neptunedata-2023-08-01.paginators.json networkmanager-2019-07-05.min.json '
        'oam-2022-06-10.normal.json omics-2022-11-28.waiters2.json opensearch-2021-01-01.min.json '
        'opensearchserverless-2021-11-01.min.json opensearchserverless-2021-11-01.normal.json '
        'opsworks-2013-02-18.paginators.json opsworks-2013-02-18.waiters2.json '
        'opsworkscm-2016-11-01.waiters2.json organizations-2016-11-28.min.json '
        'outposts-2019-12-03.examples.json outposts-2019-12-03.min.json panorama-2019-07-24.paginators.json '
        'pca-connector-ad-2018-05-10.examples.json pca-connector-ad-2018-05-10.paginators.json '
        'pca-connector-scep-2018-05-10.paginators.json pcs-2023-02-10.waiters2.json '
        'personalize-2018-05-22.examples.json personalize-2018-05-22.normal.json '
        'personalize-events-2018-03-22.paginators.json personalize-runtime-2018-05-22.paginators.json '
        'pinpoint-2016-12-01.min.json pinpoint-2016-12-01.normal.json '
        'pinpoint-email-2018-07-26.examples.json pinpoint-email-2018-07-26.min.json '
        'pinpoint-sms-voice-v2-2022-03-31.min.json pinpoint-sms-voice-v2-2022-03-31.normal.json '
        'pipes-2015-10-07.waiters2.json pricing-2017-10-15.examples.json proton-2020-07-20.paginators.json '
        'qbusiness-2023-11-27.paginators.json qconnect-2020-10-19.examples.json '
        'qconnect-2020-10-19.paginators.json qldb-2019-01-02.min.json '
        'qldb-session-2019-07-11.paginators.json quicksight-2018-04-01.normal.json '
        'quicksight-2018-04-01.paginators.json ram-2018-01-04.min.json rds-2013-02-12.normal.json '
        'rds-2014-09-01.normal.json redshift-2012-12-01.normal.json repostspace-2022-05-13.min.json '
        'repostspace-2022-05-13.paginators.json resource-groups-2017-11-27.paginators.json '
        'resourcegroupstaggingapi-2017-01-26.min.json robomaker-2018-06-29.normal.json '
        'robomaker-2018-06-29.paginators.json rolesanywhere-2018-05-10.min.json '
        'route53-recovery-cluster-2019-12-02.paginators.json '
        'route53-recovery-control-config-2020-11-02.min.json '
        'route53-recovery-control-config-2020-11-02.normal.json '
        'route53-recovery-control-config-2020-11-02.waiters2.json route53domains-2014-05-15.normal.json '
        'route53domains-2014-05-15.paginators.json route53profiles-2018-05-10.min.json '
        'runtime.lex.v2-2020-08-07.examples.json runtime.lex.v2-2020-08-07.normal.json '
        'runtime.lex.v2-2020-08-07.paginators.json s3-2006-03-01.waiters2.json '
        's3control-2018-08-20.examples.json s3outposts-2017-07-25.min.json '
        'sagemaker-2017-07-24.examples.json sagemaker-edge-2020-09-23.min.json '
        'sagemaker-featurestore-runtime-2020-07-01.examples.json '
        'sagemaker-featurestore-runtime-2020-07-01.normal.json sagemaker-geospatial-2020-05-27.examples.json '
        'sagemaker-metrics-2022-09-30.examples.json savingsplans-2019-06-28.min.json '
        'scheduler-2021-06-30.paginators.json sdb-2009-04-15.min.json securitylake-2018-05-10.normal.json '
        'servicecatalog-2015-12-10.normal.json servicediscovery-2017-03-14.examples.json '
        'shield-2016-06-02.examples.json signer-2017-08-25.examples.json signer-2017-08-25.min.json '
        'signer-2017-08-25.normal.json snowball-2016-06-30.normal.json sqs-2012-11-05.min.json '
        'sso-2019-06-10.normal.json states-2016-11-23.min.json storagegateway-2013-06-30.min.json '
        'storagegateway-2013-06-30.normal.json streams.dynamodb-2012-08-10.examples.json '
        'sts-2011-06-15.normal.json support-2013-04-15.examples.json support-2013-04-15.normal.json '
        'support-app-2021-08-20.paginators.json synthetics-2017-10-11.examples.json '
        'timestream-influxdb-2023-01-27.normal.json timestream-influxdb-2023-01-27.paginators.json '
        'transfer-2018-11-05.normal.json transfer-2018-11-05.paginators.json voice-id-2021-09-27.normal.json '
        'wafv2-2019-07-29.normal.json wisdom-2020-10-19.paginators.json workdocs-2016-05-01.normal.json '
        'worklink-2018-09-25.examples.json workmailmessageflow-2019-05-01.paginators.json '
        'workspaces-2015-04-08.examples.json workspaces-thin-client-2023-08-22.paginators.json'
    ),
}
AWS_APIS_OTHER = {
    '': (
        '.eslintignore .eslintrc .gitignore .jshintrc .npmignore .tesselinclude .travis.yml .yardopts '
        'CHANGELOG.md CODE_OF_CONDUCT.md CONTRIBUTING.md Gemfile Gemfile.lock LICENSE.txt NOTICE.txt '
        'README.md Rakefile SERVICES.md UPGRADING.md apis/metadata.json bower.json browser.js buildspec.yml '
        'codecov.yml configuration.sample global.d.ts global.js index.d.ts index.js karma.conf.js '
        'lib/cloudfront/signer.d.ts lib/cloudfront/signer.js lib/http/node.js lib/http/xhr.js '
        'lib/json/builder.js lib/json/parser.js lib/polly/presigner.d.ts lib/polly/presigner.js '
        'lib/publisher/configuration.js lib/publisher/index.js lib/query/query_param_serializer.js '
        'lib/rds/signer.d.ts lib/rds/signer.js lib/react-native/add-content-type.js '
        'lib/realclock/browserClock.js lib/realclock/nodeClock.js lib/region/utils.js package.json '
        'react-native.js testem.json'
    ),
    '.changes': (
        '2.1007.0.json 2.1010.0.json 2.1019.0.json 2.102.0.json 2.1030.0.json 2.1036.0.json 2.1041.0.json '
        '2.1062.0.json 2.1098.0.json 2.1107.0.json 2.1138.0.json 2.1151.0.json 2.116.0.json 2.117.0.json '
        '2.1188.0.json 2.1198.0.json 2.1213.0.json 2.1217.0.json 2.1226.0.json 2.1250.0.json 2.1261.0.json '
        '2.1280.0.json 2.1313.0.json 2.1319.0.json 2.132.0.json 2.1331.0.json 2.1335.0.json 2.134.0.json '
        '2.1347.0.json 2.1354.0.json 2.1375.0.json 2.1396.0.json 2.1417.0.json 2.1427.0.json 2.145.0.json '
        '2.1459.0.json 2.148.0.json 2.1483.0.json 2.1511.0.json 2.1523.0.json 2.1528.0.json 2.153.0.json '
        '2.1535.0.json 2.1546.0.json 2.1548.0.json 2.1582.0.json 2.1588.0.json 2.1589.0.json 2.1592.0.json '
        '2.1595.0.json 2.1613.0.json 2.1629.0.json 2.1631.0.json 2.1660.0.json 2.197.0.json 2.253.1.json '
        '2.257.1.json 2.262.1.json 2.291.0.json 2.303.0.json 2.317.0.json 2.323.0.json 2.360.0.json '
        '2.381.0.json 2.408.0.json 2.411.0.json 2.421.0.json 2.423.0.json 2.433.0.json 2.436.0.json '
        '2.466.0.json 2.49.0.json 2.504.0.json 2.537.0.json 2.54.0.json 2.560.0.json 2.579.0.json '
        '2.583.0.json 2.6.0.json 2.6.13.json 2.630.0.json 2.643.0.json 2.668.0.json 2.7.18.json 2.702.0.json '
        '2.707.0.json 2.716.0.json 2.721.0.json 2.746.0.json 2.766.0.json 2.767.0.json 2.777.0.json '
        '2.782.0.json 2.790.0.json 2.797.0.json 2.810.0.json 2.821.0.json 2.837.0.json 2.847.0.json '
        '2.859.0.json 2.866.0.json 2.890.0.json 2.905.0.json 2.91.0.json 2.953.0.json 2.961.0.json '
        '2.981.0.json 2.990.0.json'
    ),
    'clients': (
        'all.d.ts amplifybackend.d.ts apigatewayv2.js appflow.d.ts applicationsignals.d.ts batch.d.ts '
        'bedrock.js chimesdkmediapipelines.d.ts cloudtraildata.d.ts costoptimizationhub.d.ts cur.d.ts '
        'dynamodbstreams.d.ts ec2instanceconnect.d.ts ecr.d.ts es.d.ts health.d.ts healthlake.d.ts '
        'healthlake.js identitystore.js iotthingsgraph.js kafka.d.ts kafka.js lookoutequipment.d.ts '
        'lookoutvision.d.ts marketplacecommerceanalytics.d.ts mediastore.d.ts mediastore.js '
        'migrationhub.d.ts mturk.js networkmonitor.js privatenetworks.js proton.js quicksight.js '
        'route53recoverycluster.d.ts sagemakerfeaturestoreruntime.js sns.js sso.js support.d.ts '
        'trustedadvisor.d.ts verifiedpermissions.js worklink.js workspacesthinclient.js'
    ),
    'lib': (
        'api_loader.js aws.js browser.js browserCryptoLib.js browserHashUtils.js browserHmac.js '
        'browserMd5.js browserSha1.js browserSha256.js browser_loader.js config-base.d.ts config.d.ts '
        'config.js config_regional_endpoint.js config_service_placeholders.d.ts config_use_dualstack.d.ts '
        'core.d.ts core.js credentials.d.ts credentials.js discover_endpoint.js empty.js endpoint.d.ts '
        'error.d.ts event_listeners.d.ts event_listeners.js http.js http_request.d.ts http_response.d.ts '
        'maintenance_mode_message.js metadata_service.d.ts metadata_service.js node_loader.js '
        'param_validator.js react-native-loader.js region_config.js region_config_data.json request.d.ts '
        'request.js resource_waiter.js response.d.ts response.js sequential_executor.js service.d.ts '
        'service.js state_machine.js token.d.ts token.js util.js'
    ),
    'lib/credentials': (
        'chainable_temporary_credentials.d.ts chainable_temporary_credentials.js '
        'cognito_identity_credentials.d.ts cognito_identity_credentials.js credential_provider_chain.d.ts '
        'credential_provider_chain.js ec2_metadata_credentials.d.ts ec2_metadata_credentials.js '
        'ecs_credentials.d.ts ecs_credentials.js environment_credentials.d.ts environment_credentials.js '
        'file_system_credentials.d.ts file_system_credentials.js process_credentials.d.ts '
        'process_credentials.js remote_credentials.d.ts remote_credentials.js saml_credentials.d.ts '
        'saml_credentials.js shared_ini_file_credentials.d.ts shared_ini_file_credentials.js '
        'sso_credentials.d.ts sso_credentials.js temporary_credentials.d.ts temporary_credentials.js '
        'token_file_web_identity_credentials.d.ts token_file_web_identity_credentials.js '
        'web_identity_credentials.d.ts web_identity_credentials.js'
    ),
    'lib/dynamodb': (
        'converter.d.ts converter.js document_client.d.ts document_client.js numberValue.d.ts numberValue.js '
        'set.js translator.js types.js'
    ),
    'lib/event-stream': (
        'buffered-create-event-stream.js build-message.js event-message-chunker-stream.js '
        'event-message-chunker.js event-message-unmarshaller-stream.js event-stream.d.ts int64.js '
        'parse-event.js parse-message.js split-message.js streaming-create-event-stream.js'
    ),
    'lib/metadata_service': (
        'get_endpoint.js get_endpoint_config_options.js get_endpoint_mode.js '
        'get_endpoint_mode_config_options.js get_metadata_service_endpoint.js'
    ),
    'lib/model': (
        'api.js collection.js index.d.ts operation.js paginator.js resource_waiter.js shape.js'
    ),
    'lib/protocol': (
        'helpers.js json.js query.js rest.js rest_json.js rest_xml.js'
    ),
    'lib/s3': (
        'managed_upload.d.ts managed_upload.js presigned_post.d.ts'
    ),
    'lib/services': (
        'apigateway.js cloudfront.d.ts cloudfront.js cloudsearchdomain.js docdb.js dynamodb.d.ts dynamodb.js '
        'ec2.js eventbridge.js glacier.d.ts glacier.js iotdata.js lambda.js machinelearning.js neptune.js '
        'polly.d.ts polly.js rds.js rdsdataservice.js rdsutil.js route53.js s3.d.ts s3.js s3control.js '
        's3util.js sqs.js sts.js swf.js'
    ),
    'lib/shared-ini': (
        'index.d.ts index.js ini-loader.d.ts ini-loader.js'
    ),
    'lib/signers': (
        'bearer.js presign.js request_signer.js s3.js v2.js v3.js v3https.js v4.js v4_credentials.js'
    ),
    'lib/token': (
        'sso_token_provider.d.ts sso_token_provider.js static_token_provider.d.ts static_token_provider.js '
        'token_provider_chain.d.ts token_provider_chain.js'
    ),
    'lib/xml': (
        'browser_parser.js builder.js escape-attribute.js escape-element.js node_parser.js xml-node.js '
        'xml-text.js'
    ),
}
K8S_SESSIONS_KIND = {
    '': (
        'releases/release-1.20/release-notes/sessions/maps-1603063594.json '
        'releases/release-1.20/release-notes/sessions/maps-1605720615.json'
    ),
    'releases/release-1.19/release-notes/sessions': (
        'maps-1597710466.json maps-1597714783.json maps-1598237255.json maps-1598285652.json '
        'maps-1598291079.json'
    ),
    'releases/release-1.21/release-notes/sessions': (
        'maps-1611085134.json maps-1613064376.json maps-1613148639.json maps-1613796286.json '
        'maps-1614113940.json maps-1614191410.json maps-1614244932.json maps-1615296762.json '
        'maps-1616512737.json maps-1616992179.json maps-1617642914.json'
    ),
    'releases/release-1.22/release-notes/sessions': (
        'maps-1619943649.json maps-1620106367.json maps-1621875902.json maps-1623430674.json '
        'maps-1625055206.json maps-1625170626.json maps-1626107552.json maps-1626129419.json '
        'maps-1626709760.json maps-1626711948.json maps-1626954300.json'
    ),
    'releases/release-1.23/release-notes/sessions': (
        'maps-1629741951.json maps-1632072296.json maps-1633406937.json maps-1635354988.json '
        'maps-1636752000.json maps-1637187438.json maps-1637365719.json maps-1637950799.json '
        'maps-1638814441.json'
    ),
    'releases/release-1.24/release-notes/sessions': (
        'maps-1643816881.json maps-1644303140.json maps-1645585977.json maps-1649348752.json '
        'maps-1651081940.json maps-1651169858.json'
    ),
    'releases/release-1.25/release-notes/sessions': (
        'maps-1655405536.json maps-1655499865.json maps-1655765007.json maps-1656055065.json '
        'maps-1657118430.json maps-1658855812.json maps-1660059324.json maps-1660239162.json '
        'maps-1660876102.json'
    ),
    'releases/release-1.26/release-notes/sessions': (
        'maps-1663864374.json maps-1663929908.json maps-1665672047.json maps-1666211958.json '
        'maps-1668162889.json maps-1668289772.json maps-1669239784.json maps-1670569599.json '
        'maps-1673999876.json'
    ),
    'releases/release-1.27/release-notes/sessions': (
        'maps-1674623486.json maps-1676748443.json maps-1677855845.json maps-1680072916.json '
        'maps-1680985901.json'
    ),
    'releases/release-1.28/release-notes/sessions': (
        'maps-1685636765.json maps-1686669866.json maps-1687796782.json maps-1689613709.json '
        'maps-1690641998.json maps-1691082306.json maps-1691936847.json'
    ),
    'releases/release-1.29/release-notes/sessions': (
        'maps-1695733993.json maps-1697646382.json maps-1700042444.json maps-1700642920.json '
        'maps-1701205965.json maps-1702051199.json'
    ),
    'releases/release-1.30/release-notes/sessions': (
        'maps-1706895622.json maps-1708071507.json maps-1709744010.json maps-1711378753.json '
        'maps-1712246948.json maps-1712855313.json maps-1713210685.json'
    ),
    'releases/release-1.31/release-notes/sessions': (
        'maps-1718353375.json maps-1719945684.json maps-1721052956.json maps-1721765255.json '
        'maps-1722538475.json maps-1723123535.json'
    ),
    'releases/release-1.32/release-notes/sessions': (
        'maps-1728313621.json maps-1729531290.json maps-1731440047.json maps-1732261652.json '
        'maps-1733275958.json'
    ),
    'releases/release-1.33/release-notes/sessions': (
        'maps-1739546172.json maps-1740367440.json maps-1741475931.json maps-1742231000.json '
        'maps-1744197681.json maps-1744804413.json'
    ),
    'releases/release-1.34/release-notes/sessions': (
        'maps-1750758381.json maps-1752576012.json maps-1752850350.json maps-1753196145.json '
        'maps-1755281132.json maps-1755870745.json maps-1756226433.json'
    ),
    'releases/release-1.35/release-notes/sessions': (
        'maps-1760008566.json maps-1761415847.json maps-1762418245.json maps-1763987074.json '
        'maps-1765124162.json maps-1765343911.json'
    ),
    'releases/release-1.36/release-notes/sessions': (
        'maps-1770462395.json maps-1772393626.json maps-1772399231.json maps-1772421629.json '
        'maps-1772422632.json maps-1774023614.json maps-1775812683.json maps-1776500320.json'
    ),
    'releases/release-1.37/release-notes/sessions': (
        'maps-1781290561.json maps-1782542814.json maps-1783552353.json maps-1784881610.json '
        'maps-1786556285.json'
    ),
}
K8S_SESSIONS_OTHER = {
    '': (
        'releases/release-1.13/release-notes-draft.md releases/release-1.14/README.md '
        'releases/release-1.16/116_unlimited_breadsticks_for_all.png releases/release-1.19/exceptions.yaml '
        'releases/release-1.19/release-notes/maps/pr-91357-map.yaml '
        'releases/release-1.19/release-notes/maps/pr-92604-map.yaml '
        'releases/release-1.20/meeting-updates/2020-11-24.md '
        'releases/release-1.21/release-notes/major-themes.md releases/release-1.21/release-team.md '
        'releases/release-1.24/logo/README.md releases/release-1.26/logo/electrifying-wallpaper.png '
        'releases/release-1.27/release-notes/release-notes-draft.md releases/release-1.30/exceptions.yaml '
        'releases/release-1.31/release-notes/release-notes-draft.md releases/release-1.31/release-team.md '
        'releases/release-1.33/release-notes/release-notes-draft.md '
        'releases/release-1.34/release-notes/release-notes-draft.json releases/release-1.35/schedule.ics '
        'releases/release-1.6/go-signal-reports/2017-03-15.md '
        'releases/release-1.6/go-signal-reports/2017-03-23.md releases/release-1.7/features.csv '
        'releases/release-1.7/release-notes-draft.md releases/release-1.9/release_team.md'
    ),
    'releases/release-1.20/release-notes/maps': (
        'pr-92878-map.yaml pr-93066-map.yaml pr-93837-map.yaml pr-94443-map.yaml pr-94494-map.yaml '
        'pr-94546-map.yaml pr-94580-map.yaml'
    ),
    'releases/release-1.21/release-notes/maps': (
        'pr-97216-map.yaml pr-97509-map.yaml pr-97627-map.yaml pr-97754-map.yaml pr-98074-map.yaml '
        'pr-98576-map.yaml pr-98839-map.yaml pr-98990-map.yaml pr-99032-map.yaml pr-99060-map.yaml '
        'pr-99068-map.yaml pr-99341-map.yaml pr-99563-map.yaml pr-99654-map.yaml pr-99662-map.yaml'
    ),
    'releases/release-1.22/release-notes/maps': (
        'pr-100148-map.yaml pr-100435-map.yaml pr-100565-map.yaml pr-100731-map.yaml pr-100842-map.yaml '
        'pr-100956-map.yaml pr-101025-map.yaml pr-101074-map.yaml pr-101256-map.yaml pr-101398-map.yaml '
        'pr-101441-map.yaml pr-101600-map.yaml pr-101862-map.yaml pr-101947-map.yaml pr-102171-map.yaml '
        'pr-102377-map.yaml pr-102677-map.yaml pr-102970-map.yaml pr-103001-map.yaml pr-103019-map.yaml '
        'pr-103063-map.yaml pr-103326-map.yaml pr-103390-map.yaml pr-103514-map.yaml pr-103703-map.yaml '
        'pr-99310-map.yaml pr-99336-map.yaml pr-99729-map.yaml pr-99775-map.yaml pr-99900-map.yaml'
    ),
    'releases/release-1.23/release-notes/maps': (
        'pr-101646-map.yaml pr-103526-map.yaml pr-103843-map.yaml pr-104301-map.yaml pr-104426-map.yaml '
        'pr-104438-map.yaml pr-104705-map.yaml pr-104722-map.yaml pr-104782-map.yaml pr-104847-map.yaml '
        'pr-104891-map.yaml pr-105107-map.yaml pr-105245-map.yaml pr-105405-map.yaml pr-105424-map.yaml '
        'pr-105474-map.yaml pr-105511-map.yaml pr-105631-map.yaml pr-105857-map.yaml pr-105916-map.yaml '
        'pr-106098-map.yaml pr-106661-map.yaml'
    ),
    'releases/release-1.24/release-notes/maps': (
        'pr-101218-map.yaml pr-103061-map.yaml pr-105070-map.yaml pr-106164-map.yaml pr-106907-map.yaml '
        'pr-107235-map.yaml pr-107311-map.yaml pr-107337-map.yaml pr-107395-map.yaml pr-107439-map.yaml '
        'pr-107533-map.yaml pr-107575-map.yaml pr-107763-map.yaml pr-107974-map.yaml pr-108016-map.yaml '
        'pr-108059-map.yaml pr-108129-map.yaml pr-108146-map.yaml pr-108312-map.yaml pr-108482-map.yaml '
        'pr-108522-map.yaml pr-108628-map.yaml pr-108747-map.yaml pr-108829-map.yaml pr-108831-map.yaml '
        'pr-108929-map.yaml pr-109154-map.yaml pr-109188-map.yaml pr-95400-map.yaml pr-99441-map.yaml'
    ),
    'releases/release-1.25/release-notes/maps': (
        'pr-103523-map.yaml pr-108554-map.yaml pr-109486-map.yaml pr-109624-map.yaml pr-109658-map.yaml '
        'pr-109721-map.yaml pr-109840-map.yaml pr-110495-map.yaml pr-110652-map.yaml pr-111113-map.yaml '
        'pr-111472-map.yaml pr-111606-map.yaml'
    ),
    'releases/release-1.26/release-notes/maps': (
        'pr-103177-map.yaml pr-111344-map.yaml pr-111807-map.yaml pr-112017-map.yaml pr-112172-map.yaml '
        'pr-112195-map.yaml pr-112200-map.yaml pr-112341-map.yaml pr-112643-map.yaml pr-112989-map.yaml '
        'pr-113340-map.yaml pr-113485-map.yaml pr-113511-map.yaml pr-113550-map.yaml pr-113580-map.yaml '
        'pr-113596-map.yaml'
    ),
    'releases/release-1.27/release-notes/maps': (
        'pr-102884-map.yaml pr-108396-map.yaml pr-113534-map.yaml pr-114015-map.yaml pr-114033-map.yaml '
        'pr-114065-map.yaml pr-114086-map.yaml pr-114355-map.yaml pr-114497-map.yaml pr-114596-map.yaml '
        'pr-114605-map.yaml pr-114630-map.yaml pr-114886-map.yaml pr-115038-map.yaml pr-115254-map.yaml '
        'pr-115464-map.yaml pr-115758-map.yaml pr-115815-map.yaml pr-116010-map.yaml pr-116033-map.yaml '
        'pr-116043-map.yaml pr-116066-map.yaml pr-116558-map.yaml'
    ),
    'releases/release-1.28/release-notes/maps': (
        'pr-115843-map.yaml pr-116104-map.yaml pr-116470-map.yaml pr-116720-map.yaml pr-117055-map.yaml '
        'pr-117448-map.yaml pr-117594-map.yaml pr-117660-map.yaml pr-117687-map.yaml pr-117717-map.yaml '
        'pr-117784-map.yaml pr-117787-map.yaml pr-117877-map.yaml pr-118055-map.yaml pr-118143-map.yaml '
        'pr-118212-map.yaml pr-118228-map.yaml pr-118270-map.yaml pr-118508-map.yaml pr-118763-map.yaml '
        'pr-118936-map.yaml pr-119225-map.yaml pr-119247-map.yaml pr-119301-map.yaml'
    ),
    'releases/release-1.29/release-notes/maps': (
        'pr-119105-map.yaml pr-119732-map.yaml pr-119761-map.yaml pr-120001-map.yaml pr-120064-map.yaml '
        'pr-120248-map.yaml pr-120275-map.yaml pr-120281-map.yaml pr-120312-map.yaml pr-120354-map.yaml '
        'pr-120814-map.yaml pr-120942-map.yaml pr-121091-map.yaml pr-121095-map.yaml pr-121121-map.yaml '
        'pr-121142-map.yaml pr-121257-map.yaml pr-121292-map.yaml pr-121373-map.yaml'
    ),
    'releases/release-1.30/release-notes/maps': (
        'pr-119923-map.yaml pr-120246-map.yaml pr-121720-map.yaml pr-122211-map.yaml pr-122276-map.yaml '
        'pr-122292-map.yaml pr-122393-map.yaml pr-122435-map.yaml pr-122468-map.yaml pr-122578-map.yaml '
        'pr-122612-map.yaml pr-122750-map.yaml pr-122887-map.yaml pr-123003-map.yaml pr-123171-map.yaml '
        'pr-123223-map.yaml pr-123341-map.yaml pr-123345-map.yaml pr-123384-map.yaml pr-123412-map.yaml '
        'pr-123481-map.yaml pr-123504-map.yaml pr-123508-map.yaml pr-123516-map.yaml pr-123570-map.yaml '
        'pr-123578-map.yaml pr-123639-map.yaml pr-123713-map.yaml'
    ),
    'releases/release-1.31/release-notes/maps': (
        'pr-112104-map.yaml pr-122471-map.yaml pr-122636-map.yaml pr-122892-map.yaml pr-123513-map.yaml '
        'pr-123545-map.yaml pr-123587-map.yaml pr-124131-map.yaml pr-124281-map.yaml pr-124381-map.yaml '
        'pr-124465-map.yaml pr-124681-map.yaml pr-124828-map.yaml pr-125021-map.yaml pr-125218-map.yaml '
        'pr-125279-map.yaml pr-125470-map.yaml pr-125591-map.yaml pr-125813-map.yaml pr-125828-map.yaml '
        'pr-126163-map.yaml'
    ),
    'releases/release-1.32/release-notes/maps': (
        'pr-121206-map.yaml pr-125171-map.yaml pr-125796-map.yaml pr-125982-map.yaml pr-126543-map.yaml '
        'pr-126976-map.yaml pr-127058-map.yaml pr-127786-map.yaml pr-127965-map.yaml pr-128139-map.yaml '
        'pr-128463-map.yaml pr-128623-map.yaml'
    ),
    'releases/release-1.33/release-notes/maps': (
        'pr-128662-map.yaml pr-128824-map.yaml pr-128850-map.yaml pr-128989-map.yaml pr-129023-map.yaml '
        'pr-129119-map.yaml pr-129271-map.yaml pr-129317-map.yaml pr-129375-map.yaml pr-129486-map.yaml '
        'pr-129506-map.yaml pr-129543-map.yaml pr-129583-map.yaml pr-129594-map.yaml pr-129620-map.yaml '
        'pr-129929-map.yaml pr-129950-map.yaml pr-129962-map.yaml pr-129993-map.yaml pr-130074-map.yaml '
        'pr-130098-map.yaml pr-130181-map.yaml pr-130291-map.yaml pr-130352-map.yaml pr-130447-map.yaml '
        'pr-130450-map.yaml pr-130536-map.yaml pr-130742-map.yaml pr-130814-map.yaml pr-130831-map.yaml'
    ),
    'releases/release-1.34/release-notes/maps': (
        'pr-120816-map.yaml pr-130160-map.yaml pr-130606-map.yaml pr-130720-map.yaml pr-131151-map.yaml '
        'pr-131425-map.yaml pr-131501-map.yaml pr-131677-map.yaml pr-131790-map.yaml pr-131799-map.yaml '
        'pr-131907-map.yaml pr-131961-map.yaml pr-131979-map.yaml pr-131981-map.yaml pr-132106-map.yaml '
        'pr-132210-map.yaml pr-132484-map.yaml pr-132522-map.yaml pr-132614-map.yaml pr-132701-map.yaml '
        'pr-132767-map.yaml pr-132781-map.yaml pr-132821-map.yaml pr-132838-map.yaml pr-132910-map.yaml '
        'pr-132942-map.yaml'
    ),
    'releases/release-1.35/release-notes/maps': (
        'pr-132606-map.yaml pr-133511-map.yaml pr-133779-map.yaml pr-134072-map.yaml pr-134130-map.yaml '
        'pr-134152-map.yaml pr-134180-map.yaml pr-134230-map.yaml pr-134625-map.yaml pr-134656-map.yaml '
        'pr-134784-map.yaml pr-134793-map.yaml pr-135174-map.yaml pr-135187-map.yaml pr-135197-map.yaml'
    ),
    'releases/release-1.36/release-notes/maps': (
        '.gitkeep pr-134849-map.yaml pr-135148-map.yaml pr-135611-map.yaml pr-135629-map.yaml '
        'pr-135683-map.yaml pr-135759-map.yaml pr-135800-map.yaml pr-136040-map.yaml pr-136086-map.yaml '
        'pr-136118-map.yaml pr-136155-map.yaml pr-136407-map.yaml pr-136424-map.yaml pr-136509-map.yaml '
        'pr-136611-map.yaml pr-136711-map.yaml pr-136892-map.yaml pr-136924-map.yaml pr-136963-map.yaml '
        'pr-137394-map.yaml pr-137419-map.yaml pr-137453-map.yaml pr-137488-map.yaml pr-137489-map.yaml '
        'pr-137564-map.yaml pr-137719-map.yaml'
    ),
    'releases/release-1.37/release-notes/maps': (
        'pr-135336-map.yaml pr-135735-map.yaml pr-136920-map.yaml pr-137513-map.yaml pr-137755-map.yaml '
        'pr-138127-map.yaml pr-138351-map.yaml pr-138427-map.yaml pr-138908-map.yaml pr-139054-map.yaml '
        'pr-139275-map.yaml pr-139308-map.yaml pr-139407-map.yaml pr-139516-map.yaml pr-139520-map.yaml '
        'pr-139837-map.yaml pr-139904-map.yaml pr-139929-map.yaml pr-140007-map.yaml pr-140140-map.yaml'
    ),
}
RUBY_NEWS_KIND = {
    'bg/news/_posts': (
        '2010-11-15-ruby-1-9-2-released.md 2016-02-24-support-plan-of-ruby-2-0-0-and-2-1.md '
        '2016-04-26-ruby-2-3-1-released.md'
    ),
    'de/news/_posts': (
        '2002-10-24-raa-replaced.md 2002-12-18-color-scheme-of-wwwruby-langorg.md '
        '2005-03-23-rubyconf-2005-preregistration-now-open.md 2005-04-27-cvs-service-luft-wieder.md '
        '2006-12-21-ruby-on-rails-bootcamp.md 2009-05-21-ruby-1-9-1-p129-verffentlicht.md '
        '2009-12-07-ruby-1-9-1-p376-verffentlicht.md 2011-02-18-exception-methoden-knnen-safe-umgehen.md '
        '2012-05-31-wartungsarbeiten-am-ruby-lang-org-server.md 2012-12-27-ruby-1-9-3-p362-verffentlicht.md '
        '2013-12-21-ruby-version-policy-changes-with-2-1-0.md 2013-12-25-ruby-2-1-0-is-released.md '
        '2014-03-10-regression-of-hash-reject-in-ruby-2-1-1.md 2014-09-18-ruby-2-2-0-preview1-released.md '
        '2014-11-13-rexml-dos-cve-2014-8090.md 2014-11-13-ruby-1-9-3-p551-is-released.md '
        '2015-02-23-support-for-ruby-1-9-3-has-ended.md 2015-04-13-ruby-2-2-2-released.md '
        '2015-12-16-unsafe-tainted-string-usage-in-fiddle-and-dl-cve-2015-7551.md 2016-05-16-confoo-cfp.md '
        '2017-03-30-ruby-2-3-4-released.md 2018-02-17-multiple-vulnerabilities-in-rubygems.md '
        '2018-10-17-not-propagated-taint-flag-in-some-formats-of-pack-cve-2018-16396.md '
        '2018-10-17-ruby-2-4-5-released.md 2018-12-15-ruby-2-6-0-rc2-released.md'
    ),
    'en/news/_posts': (
        '2003-12-19-new-ruby-change-request-rcr-process.md '
        '2004-06-29-modules-added-to-the-anonymous-cvs-repository.md '
        '2004-07-30-ruby-182-preview2-released.md 2005-04-14-server-maintenance.md '
        '2008-01-24-ruby-fools-conference.md 2008-06-16-rubynation-2008.md '
        '2008-06-20-arbitrary-code-execution-vulnerabilities.md 2008-09-09-voices-that-matter-2008.md '
        '2008-10-28-ruby-1-9-1-preview-1-released.md 2010-01-10-webrick-escape-sequence-injection.md '
        '2010-12-25-ruby-1-9-2-p136-is-released.md 2012-10-12-ruby-1-9-3-p286-is-released.md '
        '2012-11-10-fukuoka-ruby-award-2013.md 2013-02-08-ruby-2-0-0-rc2-is-released.md '
        '2013-06-27-ruby-1-9-3-p448-is-released.md 2014-01-20-abril-pro-ruby-2014.md '
        '2014-05-09-dispute-of-vulnerability-cve-2014-2734.md 2014-11-13-ruby-1-9-3-p551-is-released.md '
        '2015-03-06-google-summer-of-code-2015.md 2015-04-13-ruby-openssl-hostname-matching-vulnerability.md '
        '2015-07-14-rubyconftw-2015-call-for-proposals.md 2016-08-26-confoo-cfp.md '
        '2017-03-30-ruby-2-3-4-released.md 2017-09-14-ruby-2-2-8-released.md '
        '2017-12-27-fukuoka-ruby-award-2018.md 2018-02-24-ruby-2-6-0-preview1-released.md 2018-11-08-snap.md '
        '2019-10-01-code-injection-shell-test-cve-2019-16255.md 2019-10-01-ruby-2-5-7-released.md '
        '2019-12-17-ruby-2-7-0-rc1-released.md 2021-11-24-ruby-2-7-5-released.md '
        '2022-04-12-ruby-3-0-4-released.md 2022-11-24-ruby-2-7-7-released.md '
        '2023-03-30-redos-in-time-cve-2023-28756.md 2023-03-30-ruby-3-2-2-released.md '
        '2024-04-23-ruby-3-3-1-released.md 2024-12-25-ruby-3-4-0-released.md '
        '2025-04-18-ruby-3-5-0-preview1-released.md'
    ),
    'es/news/_posts': (
        '2012-04-29-mruby-la-nueva-implementacin-ligera-de-ruby.md '
        '2013-02-23-barcelona-ruby-conference-2013.md 2014-08-19-ruby-1-9-2-p330-released.md '
        '2015-12-16-unsafe-tainted-string-usage-in-fiddle-and-dl-cve-2015-7551.md '
        '2018-10-17-ruby-2-4-5-released.md 2019-03-31-support-of-ruby-2-3-has-ended.md '
        '2019-10-01-nul-injection-file-fnmatch-cve-2019-15845.md 2019-10-01-ruby-2-5-7-released.md '
        '2023-03-28-redos-in-uri-cve-2023-28755.md 2024-05-29-ruby-3-1-6-released.md '
        '2024-10-07-ruby-3-4-0-preview2-released.md 2025-02-26-security-advisories.md '
        '2025-05-14-ruby-3-4-4-released.md'
    ),
    'fr/news/_posts': (
        '2010-01-10-sortie-de-ruby-1-8-7-p248.md '
        '2012-11-11-ruby-1-9-vulnrable-un-dni-de-service-par-collision-sur-le-hachage-cve-2012-5371.md '
        '2014-03-10-regression-of-hash-reject-in-ruby-2-1-1.md 2015-12-16-ruby-2-0-0-p648-released.md '
        '2015-12-16-unsafe-tainted-string-usage-in-fiddle-and-dl-cve-2015-7551.md '
        '2015-12-25-ruby-2-3-0-released.md 2021-04-05-ruby-2-5-9-released.md '
        '2021-11-24-ruby-2-7-5-released.md 2026-01-13-ruby-4-0-1-released.md'
    ),
    'id/news/_posts': (
        '2008-03-27-hotruby-javascript-dan-flash-firtual-machine-dalam-ruby.md '
        '2008-05-07-mengubah-ruby-1-9-bytecode-ke-python.md 2013-02-06-ruby-1-9-3-p385-is-released.md '
        '2013-02-22-json-dos-cve-2013-0269.md 2013-02-24-ruby-2-0-0-p0-is-released.md '
        '2013-06-27-ruby-1-8-7-p374-is-released.md 2013-10-04-rubyconf-au-2014.md '
        '2014-10-27-changing-default-settings-of-ext-openssl.md 2014-11-13-ruby-2-0-0-p598-is-released.md '
        '2019-04-01-ruby-2-4-6-released.md 2019-04-17-ruby-2-6-3-released.md '
        '2019-10-01-ruby-2-5-7-released.md 2020-03-31-ruby-2-4-10-released.md '
        '2020-04-05-support-of-ruby-2-4-has-ended.md 2021-04-05-ruby-2-6-7-released.md '
        '2021-11-09-ruby-3-1-0-preview1-released.md '
        '2022-04-12-double-free-in-regexp-compilation-cve-2022-28738.md '
        '2023-09-14-ruby-3-3-0-preview2-released.md 2023-11-12-ruby-3-3-0-preview3-released.md'
    ),
    'it/news/_posts': (
        ''
        '2009-01-31-termine-dellaccetazione-delle-proposte-di-presentazione-per-mountainwest-rubyconf-2009.md '
        '2013-01-06-ruby-1-9-3-p362-is-released.md 2014-03-14-rubyconf-taiwan-2014.md '
        '2015-02-23-support-for-ruby-1-9-3-has-ended.md 2015-08-18-ruby-2-1-7-released.md'
    ),
    'ja/news/_posts': (
        '2003-01-07-20030107.md 2003-07-29-20030729.md 2003-08-04-20030804.md 2004-04-05-20040405.md '
        '2004-07-26-20040726.md 2004-09-29-20040929.md 2005-07-02-20050702.md 2005-09-21-20050921.md '
        '2005-11-16-20051116.md 2006-08-25-ruby-1-8-5.md 2006-08-30-server-maintenance-20060830.md '
        '2008-05-27-ruby-1-8-7-preview4-released.md 2008-08-11-ruby-1-8-7-p72-and-1-8-6-p287-released.md '
        '2009-10-06-200910rubyregional-rubykaigi.md 2010-06-15-rubyist-magazine-0030-published.md '
        '2013-09-28-design-contest.md 2013-12-20-ruby-2-1-0-rc1-is-released.md '
        '2014-11-13-ruby-2-1-5-is-released.md 2015-02-25-ruby-2-0-0-p643-is-released.md '
        '2015-03-03-ruby-2-2-1-released.md 2017-03-22-ruby-2-4-1-released.md '
        '2019-01-27-rubyist-magazine-0059-published.md 2019-08-28-multiple-jquery-vulnerabilities-in-rdoc.md '
        '2019-08-28-ruby-2-5-6-released.md 2019-10-01-code-injection-shell-test-cve-2019-16255.md '
        '2019-11-23-ruby-2-7-0-preview3-released.md 2022-04-12-ruby-3-0-4-released.md '
        '2022-11-24-ruby-3-0-5-released.md 2023-03-30-ruby-3-2-2-released.md '
        '2024-03-21-buffer-overread-cve-2024-27280.md 2024-11-05-ruby-3-3-6-released.md '
        '2026-03-11-ruby-3-4-9-released.md'
    ),
    'ko/news/_posts': (
        '2002-12-16-toward-ruby-langorg-renewal-trial-website-offered.md '
        '2004-06-24-cvsweb-service-restart.md '
        '2004-12-02-ruby-codefest-grant-program-announced-by-ruby-central-inc.md '
        '2005-09-07-registration-for-rubyconf-2005-is-closing-soon.md '
        '2005-10-03-ruby-vulnerability-in-the-safe-level-settings.md 2005-12-24-ruby-184-released.md '
        '2006-06-20-the-future-of-ruby.md 2013-12-14-rubyconf-india-2014.md '
        '2014-02-24-ruby-2-1-1-is-released.md 2014-09-18-ruby-2-2-0-preview1-released.md '
        '2014-10-27-changing-default-settings-of-ext-openssl.md '
        '2015-12-16-unsafe-tainted-string-usage-in-fiddle-and-dl-cve-2015-7551.md '
        '2016-04-01-ruby-2-1-10-released.md 2016-07-25-ruby-prize-2016.md 2016-08-26-confoo-cfp.md '
        '2017-12-14-net-ftp-command-injection-cve-2017-17405.md 2018-03-28-ruby-2-3-7-released.md '
        '2018-10-17-ruby-2-4-5-released.md 2019-03-15-ruby-2-5-5-released.md '
        '2019-08-28-multiple-jquery-vulnerabilities-in-rdoc.md 2019-08-28-ruby-2-4-7-released.md '
        '2020-04-05-support-of-ruby-2-4-has-ended.md 2020-12-20-ruby-3-0-0-rc1-released.md '
        '2021-04-05-tempfile-path-traversal-on-windows-cve-2021-28966.md 2022-11-24-ruby-3-0-5-released.md '
        '2022-12-25-ruby-3-2-0-released.md 2025-02-04-ruby-3-2-7-released.md '
        '2025-04-14-ruby-3-4-3-released.md 2026-03-11-ruby-3-4-9-released.md '
        '2026-05-20-getaddrinfo-cve-2026-46727.md'
    ),
    'pl/news/_posts': (
        '2013-02-24-ruby-2-0-0-p0-is-released.md 2013-06-27-ruby-1-9-3-p448-is-released.md '
        '2013-12-17-maintenance-of-1-8-7-and-1-9-2.md '
        '2014-03-29-heap-overflow-in-yaml-uri-escape-parsing-cve-2014-2525.md'
    ),
    'pt/news/_posts': (
        '2014-02-24-ruby-2-1-1-is-released.md 2017-12-14-ruby-2-3-6-released.md '
        '2019-04-01-ruby-2-4-6-released.md 2024-12-25-ruby-3-4-1-released.md '
        '2025-02-10-dos-net-imap-cve-2025-25186.md'
    ),
    'ru/news/_posts': (
        '2014-02-24-ruby-1-9-3-p545-is-released.md 2014-05-09-ruby-2-0-0-p481-is-released.md '
        '2014-10-27-ruby-1-9-3-p550-is-released.md 2015-08-18-ruby-2-0-0-p647-released.md '
        '2016-11-21-ruby-2-3-3-released.md 2019-10-01-nul-injection-file-fnmatch-cve-2019-15845.md '
        '2020-03-31-heap-exposure-in-socket-cve-2020-10933.md 2020-10-02-ruby-2-7-2-released.md '
        '2020-12-20-ruby-3-0-0-rc1-released.md 2021-07-07-ruby-2-7-4-released.md '
        '2025-04-09-ruby-3-3-8-released.md 2025-10-07-ruby-3-4-7-released.md '
        '2026-04-21-ruby-4-0-3-released.md'
    ),
    'tr/news/_posts': (
        '2014-09-10-confoo-cfp.md 2019-11-23-ruby-2-7-0-preview3-released.md '
        '2019-12-17-ruby-2-7-0-rc1-released.md 2021-07-07-ruby-2-7-4-released.md'
    ),
    'uk/news/_posts': (
        '2002-09-18-dutch-translation-of-wwwruby-langorg.md 2003-02-21-first-europeen-ruby-conference.md '
        '2003-10-01-ruby-conference-2003.md 2003-10-30-ruby-181-preview2.md 2004-01-17-rss-feed-started.md '
        '2004-01-29-how-to-write-an-rcr.md 2004-09-29-rsync-service-restart.md '
        '2006-02-09-conference-season-is-here.md 2006-10-26-rubyconf-2006-recap.md '
        '2007-01-24-mountainwest-rubyconf-2007-registration-now-open.md '
        '2007-09-06-rubyconf-2007-registration-now-open.md 2008-11-27-rubyconf-2008-summary-video.md '
        '2010-03-17-red-dirt-rubyconf-2010.md 2012-10-12-ruby-1-9-3-p286-is-released.md '
        '2013-06-30-we-retire-1-8-7.md 2013-09-03-vietnamese-translation.md '
        '2013-11-22-ruby-2-1-0-preview2-is-released.md 2013-12-21-ruby-version-policy-changes-with-2-1-0.md '
        '2014-11-28-ruby-2-2-0-preview2-released.md 2017-09-14-json-heap-exposure-cve-2017-14064.md '
        '2018-03-28-ruby-2-2-10-released.md 2018-10-17-ruby-2-4-5-released.md '
        '2018-10-18-ruby-2-5-3-released.md 2019-08-28-ruby-2-6-4-released.md '
        '2019-10-16-fukuoka-ruby-award-2020.md 2019-10-22-ruby-2-7-0-preview2-released.md '
        '2020-03-31-ruby-2-4-10-released.md 2021-07-07-ruby-2-7-4-released.md '
        '2021-07-07-ruby-3-0-2-released.md 2022-04-12-ruby-2-7-6-released.md '
        '2024-01-18-ruby-3-2-3-released.md 2024-07-26-ruby-3-2-5-released.md '
        '2025-02-04-ruby-3-2-7-released.md 2025-04-14-ruby-3-4-3-released.md '
        '2025-05-14-ruby-3-4-4-released.md 2025-07-15-ruby-3-4-5-released.md '
        '2025-09-18-dos-rexml-cve-2025-58767.md 2025-11-17-ruby-4-0-0-preview2-released.md '
        '2026-01-14-ruby-3-2-10-released.md'
    ),
    'vi/news/_posts': (
        '2002-12-11-ruby-hacking-guide.md 2003-10-01-ruby-conference-2003.md 2003-12-25-ruby-181-is-out.md '
        '2004-06-15-wwwftp-service-restart.md 2004-08-08-brad-cox-to-keynote-rubyconf-2004.md '
        '2004-12-26-ruby-182-released.md 2008-10-02-rubyconf-2008-is-sold-out.md '
        '2009-12-25-ruby-1-8-7-p248-released.md 2010-06-23-ruby-1-8-7-p299-released.md '
        '2012-02-16-security-fix-for-ruby-openssl-module.md '
        '2012-03-29-matz-earns-the-fsfs-2011-free-software-award.md '
        '2012-10-12-poisoned-NUL-byte-vulnerability.md 2014-05-31-stopped-mailing-list-temporarily.md '
        '2014-07-01-eol-for-1-8-7-and-1-9-2.md 2015-12-11-ruby-2-3-0-preview2-released.md '
        '2016-10-20-fukuoka-ruby-award-2017.md 2016-11-09-ruby-2-4-0-preview3-released.md '
        '2017-09-14-openssl-asn1-buffer-underrun-cve-2017-14033.md 2018-10-17-ruby-2-4-5-released.md '
        '2022-11-24-ruby-3-1-3-released.md 2023-05-12-ruby-3-3-0-preview1-released.md '
        '2023-11-12-ruby-3-3-0-preview3-released.md 2024-04-23-ruby-3-0-7-released.md '
        '2024-04-23-ruby-3-1-5-released.md 2025-04-09-ruby-3-3-8-released.md '
        '2025-11-17-ruby-4-0-0-preview2-released.md'
    ),
    'zh_cn/news/_posts': (
        '2008-06-11-ruby-1-8-7-has-been-released.md 2008-07-01-arbitrary-code-execution-vulnerabilities.md '
        '2013-09-28-design-contest.md 2014-07-26-rubykaigi-2014-registration-online.md '
        '2015-04-13-ruby-2-1-6-released.md 2016-06-20-ruby-2-4-0-preview1-released.md '
        '2016-11-21-ruby-2-3-3-released.md 2017-09-14-ruby-2-2-8-released.md '
        '2018-06-20-support-of-ruby-2-2-has-ended.md 2018-11-08-snap.md '
        '2018-11-29-fukuoka-ruby-award-2019.md 2022-09-09-ruby-3-2-0-preview2-released.md '
        '2024-10-30-ruby-3-2-6-released.md 2024-11-05-ruby-3-3-6-released.md '
        '2025-02-10-dos-net-imap-cve-2025-25186.md 2025-03-26-ruby-3-1-7-released.md '
        '2025-07-08-dos-resolv-cve-2025-24294.md 2025-10-07-uri-cve-2025-61594.md '
        '2025-12-17-ruby-3-4-8-released.md 2026-07-16-ruby-3-3-12-released.md'
    ),
    'zh_tw/news/_posts': (
        '2007-03-14-ruby-1-8-6-released.md 2010-08-18-xss-in-webrick-cve-2010-0541.md 2013-08-08-rip-raa.md '
        '2014-01-10-ruby-1-9-3-will-end-on-2015.md 2014-09-10-confoo-cfp.md '
        '2014-10-27-changing-default-settings-of-ext-openssl.md '
        '2015-02-23-support-for-ruby-1-9-3-has-ended.md '
        '2015-04-13-ruby-openssl-hostname-matching-vulnerability.md 2015-08-18-ruby-2-2-3-released.md '
        '2015-12-16-ruby-2-1-8-released.md 2016-05-16-confoo-cfp.md '
        '2018-05-31-ruby-2-6-0-preview2-released.md 2019-08-28-multiple-jquery-vulnerabilities-in-rdoc.md '
        '2024-12-25-ruby-3-4-1-released.md 2025-12-18-ruby-4-0-0-preview3-released.md'
    ),
}
RUBY_NEWS_OTHER = {
    '': (
        '.github/dependabot.yml .github/workflows/draft-release.yml .github/workflows/jekyll.yml Gemfile '
        'Gemfile.lock README.md _config.yml _data/branches.yml _headers '
        '_includes/home/code_examples/i_love_ruby.html _includes/nav_helpers/detect_section.html '
        '_includes/nav_helpers/render_link.html admin/index.md admin/translation-status/index.html bg/404.md '
        'bg/community/conferences/index.md bg/community/index.md bg/community/mailing-lists/index.md '
        'bg/documentation/installation/index.md bg/documentation/quickstart/3/index.md '
        'bg/documentation/quickstart/index.md '
        'bg/documentation/ruby-from-other-languages/to-ruby-from-php/index.md bg/examples/hello_world.md '
        'bg/examples/i_love_ruby.md bg/feeds/news.rss de/404.md de/about/logo/index.md '
        'de/about/website/index.md de/community/conferences/index.md '
        'de/community/ruby-core/writing-patches/index.md de/community/user-groups/index.md '
        'de/documentation/index.md de/documentation/ruby-from-other-languages/index.md '
        'de/documentation/ruby-from-other-languages/to-ruby-from-java/index.md '
        'de/documentation/ruby-from-other-languages/to-ruby-from-perl/index.md '
        'de/documentation/ruby-from-other-languages/to-ruby-from-python/index.md '
        'de/documentation/success-stories/index.md de/downloads/index.md de/examples/hello_world.md '
        'de/security/index.md en/about/index.md en/about/license.txt en/about/website/index.md '
        'en/community/mailing-lists/index.md en/community/mailing-lists/ruby-talk-guidelines/index.md '
        'en/conduct/index.md en/documentation/faq/10/index.md en/documentation/faq/11/index.md '
        'en/documentation/faq/4/index.md en/documentation/faq/7/index.md en/documentation/faq/8/index.md '
        'en/documentation/faq/9/index.md en/documentation/index.md en/documentation/quickstart/3/index.md '
        'en/documentation/quickstart/index.md '
        'en/documentation/ruby-from-other-languages/to-ruby-from-c-and-cpp/index.md '
        'en/documentation/ruby-from-other-languages/to-ruby-from-perl/index.md en/downloads/index.md '
        'en/index.html es/community/index.md es/community/mailing-lists/index.md '
        'es/community/user-groups/index.md es/documentation/quickstart/3/index.md '
        'es/documentation/quickstart/4/index.md es/examples/hello_world.md es/feeds/news.rss '
        'es/libraries/index.md es/security/index.md favicon.ico fr/community/index.md '
        'fr/community/mailing-lists/index.md fr/community/ruby-core/index.md fr/documentation/index.md '
        'fr/documentation/installation/index.md fr/documentation/quickstart/3/index.md '
        'fr/documentation/ruby-from-other-languages/to-ruby-from-java/index.md '
        'fr/documentation/ruby-from-other-languages/to-ruby-from-python/index.md fr/downloads/index.md '
        'fr/examples/cities.md fr/examples/hello_world.md fr/feeds/news.rss fr/security/index.md '
        'id/community/mailing-lists/index.md id/community/weblogs/index.md id/documentation/index.md '
        'id/documentation/quickstart/2/index.md id/documentation/quickstart/index.md '
        'id/documentation/ruby-from-other-languages/index.md '
        'id/documentation/ruby-from-other-languages/to-ruby-from-java/index.md '
        'id/documentation/ruby-from-other-languages/to-ruby-from-php/index.md '
        'id/documentation/ruby-from-other-languages/to-ruby-from-python/index.md '
        'id/documentation/success-stories/index.md id/downloads/index.md id/feeds/news.rss id/index.html '
        'id/security/index.md images/footer/illust-pattern.svg images/home/try_ruby/arrow.svg '
        'images/home/why_ruby/dhh.jpeg images/home/why_ruby/pragdave.jpeg index.html it/404.md '
        'it/about/website/index.md it/community/conferences/index.md it/documentation/index.md '
        'it/documentation/quickstart/index.md it/documentation/ruby-from-other-languages/index.md '
        'it/documentation/ruby-from-other-languages/to-ruby-from-c-and-cpp/index.md '
        'it/documentation/ruby-from-other-languages/to-ruby-from-php/index.md it/feeds/news.rss '
        'ja/community/index.md ja/conduct/index.md ja/documentation/index.md '
        'ja/documentation/installation/index.md ja/documentation/quickstart/2/index.md '
        'ja/documentation/quickstart/3/index.md ja/documentation/repository-guide/index.md '
        'ja/documentation/ruby-from-other-languages/to-ruby-from-c-and-cpp/index.md '
        'ja/documentation/ruby-from-other-languages/to-ruby-from-perl/index.md ja/examples/cities.md '
        'ja/feeds/news.rss ko/404.md ko/about/logo/index.md ko/community/index.md '
        'ko/community/mailing-lists/ruby-talk-guidelines/index.md ko/conduct/index.md '
        'ko/documentation/faq/10/index.md ko/documentation/faq/6/index.md ko/documentation/faq/8/index.md '
        'ko/documentation/faq/9/index.md ko/documentation/faq/index.md '
        'ko/documentation/installation/index.md ko/documentation/quickstart/3/index.md '
        'ko/documentation/quickstart/4/index.md '
        'ko/documentation/ruby-from-other-languages/to-ruby-from-java/index.md '
        'ko/documentation/ruby-from-other-languages/to-ruby-from-perl/index.md '
        'ko/documentation/ruby-from-other-languages/to-ruby-from-python/index.md '
        'ko/downloads/releases/index.md ko/examples/cities.md ko/examples/i_love_ruby.md ko/feeds/news.rss '
        'ko/libraries/index.md lib/linter/release.rb pl/404.md pl/about/index.md pl/about/logo/index.md '
        'pl/community/mailing-lists/index.md pl/community/user-groups/index.md pl/community/weblogs/index.md '
        'pl/documentation/index.md pl/documentation/installation/index.md '
        'pl/documentation/quickstart/4/index.md '
        'pl/documentation/ruby-from-other-languages/to-ruby-from-php/index.md pl/examples/greeter.md '
        'pt/about/index.md pt/community/weblogs/index.md '
        'pt/documentation/ruby-from-other-languages/to-ruby-from-c-and-cpp/index.md '
        'pt/documentation/ruby-from-other-languages/to-ruby-from-perl/index.md '
        'pt/documentation/ruby-from-other-languages/to-ruby-from-php/index.md '
        'pt/documentation/ruby-from-other-languages/to-ruby-from-python/index.md '
        'pt/documentation/success-stories/index.md pt/examples/i_love_ruby.md pt/index.html robots.txt '
        'ru/about/index.md ru/community/conferences/index.md ru/community/index.md '
        'ru/community/mailing-lists/index.md ru/community/podcasts/index.md ru/community/ruby-core/index.md '
        'ru/community/ruby-core/writing-patches/index.md ru/conduct/index.md ru/documentation/faq/1/index.md '
        'ru/documentation/faq/10/index.md ru/documentation/faq/4/index.md ru/documentation/faq/5/index.md '
        'ru/documentation/faq/6/index.md ru/documentation/faq/7/index.md ru/documentation/faq/index.md '
        'ru/documentation/quickstart/index.md ru/documentation/ruby-from-other-languages/index.md '
        'ru/documentation/ruby-from-other-languages/to-ruby-from-perl/index.md '
        'ru/documentation/ruby-from-other-languages/to-ruby-from-php/index.md ru/downloads/releases/index.md '
        'ru/feeds/news.rss ru/index.html ru/libraries/index.md ru/security/index.md security.asc '
        'stylesheets/tailwind.css tailwind.config.js tr/about/index.md '
        'tr/community/mailing-lists/ruby-talk-guidelines/index.md '
        'tr/community/ruby-core/writing-patches/index.md tr/community/user-groups/index.md '
        'tr/conduct/index.md tr/documentation/quickstart/2/index.md tr/documentation/quickstart/3/index.md '
        'tr/documentation/quickstart/4/index.md '
        'tr/documentation/ruby-from-other-languages/to-ruby-from-c-and-cpp/index.md '
        'tr/documentation/ruby-from-other-languages/to-ruby-from-python/index.md tr/feeds/news.rss '
        'tr/libraries/index.md uk/404.md uk/about/index.md uk/about/logo/index.md '
        'uk/community/conferences/index.md uk/community/podcasts/index.md uk/community/ruby-core/index.md '
        'uk/conduct/index.md uk/documentation/faq/1/index.md uk/documentation/faq/2/index.md '
        'uk/documentation/faq/7/index.md uk/documentation/faq/9/index.md '
        'uk/documentation/quickstart/3/index.md uk/documentation/quickstart/index.md '
        'uk/documentation/ruby-from-other-languages/index.md '
        'uk/documentation/ruby-from-other-languages/to-ruby-from-php/index.md '
        'uk/documentation/success-stories/index.md uk/downloads/mirrors/index.md uk/index.html '
        'vi/about/index.md vi/about/logo/index.md vi/community/index.md vi/community/podcasts/index.md '
        'vi/community/ruby-core/index.md vi/community/ruby-core/writing-patches/index.md '
        'vi/community/user-groups/index.md vi/conduct/index.md vi/documentation/faq/1/index.md '
        'vi/documentation/faq/10/index.md vi/documentation/faq/2/index.md vi/documentation/faq/3/index.md '
        'vi/documentation/faq/5/index.md vi/documentation/faq/6/index.md vi/documentation/faq/7/index.md '
        'vi/documentation/faq/9/index.md vi/documentation/index.md vi/documentation/quickstart/2/index.md '
        'vi/documentation/quickstart/3/index.md vi/documentation/quickstart/4/index.md '
        'vi/documentation/ruby-from-other-languages/index.md '
        'vi/documentation/ruby-from-other-languages/to-ruby-from-c-and-cpp/index.md '
        'vi/documentation/ruby-from-other-languages/to-ruby-from-perl/index.md '
        'vi/documentation/ruby-from-other-languages/to-ruby-from-python/index.md '
        'vi/downloads/mirrors/index.md vi/libraries/index.md vi/security/index.md '
        'zh_cn/community/mailing-lists/index.md zh_cn/community/user-groups/index.md '
        'zh_cn/documentation/index.md zh_cn/documentation/installation/index.md '
        'zh_cn/documentation/quickstart/index.md zh_cn/documentation/ruby-from-other-languages/index.md '
        'zh_cn/documentation/ruby-from-other-languages/to-ruby-from-perl/index.md '
        'zh_cn/documentation/ruby-from-other-languages/to-ruby-from-php/index.md '
        'zh_cn/documentation/ruby-from-other-languages/to-ruby-from-python/index.md '
        'zh_cn/documentation/success-stories/index.md zh_cn/downloads/index.md '
        'zh_cn/downloads/releases/index.md zh_cn/libraries/index.md zh_tw/about/index.md '
        'zh_tw/about/website/index.md zh_tw/community/conferences/index.md zh_tw/community/index.md '
        'zh_tw/documentation/index.md zh_tw/documentation/installation/index.md '
        'zh_tw/documentation/quickstart/4/index.md zh_tw/documentation/quickstart/index.md '
        'zh_tw/documentation/ruby-from-other-languages/to-ruby-from-perl/index.md '
        'zh_tw/documentation/ruby-from-other-languages/to-ruby-from-php/index.md '
        'zh_tw/documentation/ruby-from-other-languages/to-ruby-from-python/index.md zh_tw/index.html '
        'zh_tw/security/index.md'
    ),
    '_data/locales': (
        'es.yml fr.yml it.yml ja.yml ko.yml ru.yml tr.yml uk.yml vi.yml zh_cn.yml'
    ),
    '_data/locales/home': (
        'bg.yml en.yml es.yml it.yml ko.yml ru.yml vi.yml zh_cn.yml'
    ),
    '_includes': (
        'branches-timeline.html footer.html language_selector.html recent_news.html search.html '
        'security_posts.html side_navigation.html'
    ),
    '_includes/home': (
        'community.html news_security.html why_ruby.html'
    ),
    '_layouts': (
        'news_post.html page.html root.html'
    ),
    '_plugins': (
        'html_lang.rb localize_post_url.rb news.rb'
    ),
    'en/examples': (
        'cities.md hello_world.md i_love_ruby.md'
    ),
    'images': (
        'apple-touch-icon.png header-ruby-logo.png header-ruby-logo@2x.png icon-192.png '
        'twitter-card-square.png'
    ),
    'images/_obsolete': (
        'blue-columns-home-page.jpg blue-columns-top-home-page.jpg code-box-bottom-right.gif '
        'code-box-top-left.gif dark-dotted-underline.gif download-2.gif download.gif footer-background.jpg '
        'header-background.jpg telecharger.png'
    ),
    'images/_obsolete/2025-12': (
        'download-ruby-arrow@2x.png ruby_pattern.gif ruby_pattern.png'
    ),
    'images/about/sponsor': (
        'aws.png dd.png ra.png'
    ),
    'images/home/community/pics': (
        'photo_01.jpg photo_03.jpg photo_05.jpg photo_06.jpg photo_07.jpg photo_10.jpg photo_14.jpg '
        'photo_15.jpg photo_17.jpg photo_20.jpg photo_24.jpg'
    ),
    'images/home/hero': (
        'bg-dark.svg bg-ruby.svg version-arrow.svg version-line.svg'
    ),
    'images/home/hero/illust-main': (
        'beer.svg boxes.svg cat.svg dachs.svg daisy.svg fire.svg game.svg gem04.svg ink.svg ivan.svg '
        'justin.svg kevin.svg mary.svg robot.svg spitz.svg train.svg yukiko.svg'
    ),
    'it/examples': (
        'cities.md hello_world.md i_love_ruby.md'
    ),
    'ja': (
        '404.md announce.txt announce2.txt announce4.txt report.txt'
    ),
    'javascripts': (
        'header-navigation.js navigation-toggle.js toc.js try-ruby-examples.js'
    ),
    'lib': (
        'draft-release.rb linter.rb markup_checker.rb'
    ),
    'ru/examples': (
        'cities.md hello_world.md i_love_ruby.md'
    ),
    'stylesheets/components': (
        'base.css pagination.css syntax-highlighting.css tables.css'
    ),
    'test': (
        'helper.rb test_linter_invalid_posts.rb test_linter_invalid_release_data.rb '
        'test_linter_valid_page.rb test_plugin_html_lang.rb'
    ),
    'uk/examples': (
        'cities.md hello_world.md i_love_ruby.md'
    ),
    'vi/examples': (
        'cities.md greeter.md hello_world.md'
    ),
    'zh_tw/examples': (
        'greeter.md hello_world.md i_love_ruby.md'
    ),
}
TWIR_KIND = {
    'content': (
        '2013-06-07-this-week-in-rust.markdown 2013-06-15-this-week-in-rust.markdown '
        '2013-06-22-this-week-in-rust.markdown 2013-06-29-this-week-in-rust.markdown '
        '2013-07-06-this-week-in-rust.markdown 2013-07-13-this-week-in-rust.markdown '
        '2013-07-21-this-week-in-rust.markdown 2013-08-04-this-week-in-rust.markdown '
        '2013-08-10-this-week-in-rust.markdown 2013-08-19-this-week-in-rust.markdown '
        '2013-08-25-this-week-in-rust.markdown 2013-08-31-this-week-in-rust.markdown '
        '2013-09-07-this-week-in-rust.markdown 2013-09-15-this-week-in-rust.markdown '
        '2013-09-23-this-week-in-rust.markdown 2013-09-30-this-week-in-rust.markdown '
        '2013-10-06-this-week-in-rust.markdown 2013-10-12-this-week-in-rust.markdown '
        '2013-10-19-this-week-in-rust.markdown 2013-10-28-this-week-in-rust.markdown '
        '2013-11-19-this-week-in-rust.markdown 2013-11-23-this-week-in-rust.markdown '
        '2013-11-30-this-week-in-rust.markdown 2013-12-09-this-week-in-rust.markdown '
        '2013-12-16-this-week-in-rust.markdown 2013-12-22-this-week-in-rust.markdown '
        '2013-12-30-this-week-in-rust.markdown 2014-01-06-this-week-in-rust.markdown '
        '2014-01-11-this-week-in-rust.markdown 2014-01-18-this-week-in-rust.markdown '
        '2014-01-26-this-week-in-rust.markdown 2014-02-01-this-week-in-rust.markdown '
        '2014-02-09-this-week-in-rust.markdown 2014-02-15-this-week-in-rust.markdown '
        '2014-02-23-this-week-in-rust.markdown 2014-03-02-this-week-in-rust.markdown '
        '2014-03-12-this-week-in-rust.markdown 2014-03-15-this-week-in-rust.markdown '
        '2014-03-23-this-week-in-rust.markdown 2014-03-29-this-week-in-rust.markdown '
        '2014-04-05-this-week-in-rust.markdown 2014-04-12-this-week-in-rust.markdown '
        '2014-04-26-this-week-in-rust.markdown 2014-05-05-this-week-in-rust.markdown '
        '2014-05-11-this-week-in-rust.markdown 2014-05-17-this-week-in-rust.markdown '
        '2014-05-24-this-week-in-rust.markdown 2014-06-10-this-week-in-rust.markdown '
        '2014-06-14-this-week-in-rust.markdown 2014-06-22-this-week-in-rust.markdown '
        '2014-06-30-this-week-in-rust.markdown 2014-08-18-this-week-in-rust.markdown '
        '2014-11-10-this-week-in-rust.markdown 2014-11-17-this-week-in-rust.md '
        '2014-11-24-this-week-in-rust.md 2014-12-01-this-week-in-rust.md 2014-12-08-this-week-in-rust.md '
        '2014-12-15-this-week-in-rust.md 2014-12-22-this-week-in-rust.md 2014-12-29-this-week-in-rust.md '
        '2015-01-02-this-week-in-rust.md 2015-01-12-this-week-in-rust.md 2015-01-19-this-week-in-rust.md '
        '2015-01-26-this-week-in-rust.md 2015-02-02-this-week-in-rust.md 2015-02-09-this-week-in-rust.md '
        '2015-02-16-this-week-in-rust.md 2015-02-23-this-week-in-rust.md 2015-03-02-this-week-in-rust.md '
        '2015-03-09-this-week-in-rust.md 2015-03-16-this-week-in-rust.md 2015-03-23-this-week-in-rust.md '
        '2015-04-06-this-week-in-rust.md 2015-04-13-this-week-in-rust.md 2015-04-20-this-week-in-rust.md '
        '2015-04-27-this-week-in-rust.md 2015-05-04-this-week-in-rust.md 2015-05-18-this-week-in-rust.md '
        '2015-06-08-this-week-in-rust.md 2015-06-15-this-week-in-rust.md 2015-06-22-this-week-in-rust.md '
        '2015-06-29-this-week-in-rust.md 2015-07-06-this-week-in-rust.md 2015-07-13-this-week-in-rust.md '
        '2015-07-20-this-week-in-rust.md 2015-07-27-this-week-in-rust.md 2015-08-03-this-week-in-rust.md '
        '2015-08-10-this-week-in-rust.md 2015-08-17-this-week-in-rust.md 2015-08-24-this-week-in-rust.md '
        '2015-08-31-this-week-in-rust.md 2015-09-07-this-week-in-rust.md 2015-09-14-this-week-in-rust.md '
        '2015-09-21-this-week-in-rust.md 2015-09-28-this-week-in-rust.md 2015-10-05-this-week-in-rust.md '
        '2015-10-12-this-week-in-rust.md 2015-10-19-this-week-in-rust.md 2015-10-26-this-week-in-rust.md '
        '2015-11-02-this-week-in-rust.md 2015-11-09-this-week-in-rust.md 2015-11-16-this-week-in-rust.md '
        '2015-11-23-this-week-in-rust.md 2015-11-30-this-week-in-rust.md 2015-12-07-this-week-in-rust.md '
        '2015-12-14-this-week-in-rust.md 2015-12-21-this-week-in-rust.md 2015-12-28-this-week-in-rust.md '
        '2016-01-04-this-week-in-rust.md 2016-01-11-this-week-in-rust.md 2016-01-18-this-week-in-rust.md '
        '2016-01-25-this-week-in-rust.md 2016-02-08-this-week-in-rust.md 2016-02-15-this-week-in-rust.md '
        '2016-02-22-this-week-in-rust.md 2016-02-29-this-week-in-rust.md 2016-03-07-this-week-in-rust.md '
        '2016-03-14-this-week-in-rust.md 2016-03-21-this-week-in-rust.md 2016-03-28-this-week-in-rust.md '
        '2016-04-04-this-week-in-rust.md 2016-04-11-this-week-in-rust.md 2016-04-25-this-week-in-rust.md '
        '2016-05-02-this-week-in-rust.md 2016-05-09-this-week-in-rust.md 2016-05-16-this-week-in-rust.md '
        '2016-05-23-this-week-in-rust.md 2016-05-30-this-week-in-rust.md 2016-06-06-this-week-in-rust.md '
        '2016-06-13-this-week-in-rust.md 2016-06-20-this-week-in-rust.md 2016-06-27-this-week-in-rust.md '
        '2016-07-05-this-week-in-rust.md 2016-07-12-this-week-in-rust.md 2016-07-19-this-week-in-rust.md '
        '2016-07-26-this-week-in-rust.md 2016-08-02-this-week-in-rust.md 2016-08-09-this-week-in-rust.md '
        '2016-08-16-this-week-in-rust.md 2016-08-23-this-week-in-rust.md 2016-08-30-this-week-in-rust.md '
        '2016-09-06-this-week-in-rust.md 2016-09-13-this-week-in-rust.md 2016-09-20-this-week-in-rust.md '
        '2016-09-27-this-week-in-rust.md 2016-10-04-this-week-in-rust.md 2016-10-11-this-week-in-rust.md '
        '2016-10-18-this-week-in-rust.md 2016-10-25-this-week-in-rust.md 2016-11-01-this-week-in-rust.md '
        '2016-11-08-this-week-in-rust.md 2016-11-15-this-week-in-rust.md 2016-11-22-this-week-in-rust.md '
        '2016-11-29-this-week-in-rust.md 2016-12-06-this-week-in-rust.md 2016-12-13-this-week-in-rust.md '
        '2016-12-20-this-week-in-rust.md 2016-12-27-this-week-in-rust.md 2017-01-03-this-week-in-rust.md '
        '2017-01-10-this-week-in-rust.md 2017-01-17-this-week-in-rust.md 2017-01-24-this-week-in-rust.md '
        '2017-01-31-this-week-in-rust.md 2017-02-07-this-week-in-rust.md 2017-02-14-this-week-in-rust.md '
        '2017-02-21-this-week-in-rust.md 2017-02-28-this-week-in-rust.md 2017-03-07-this-week-in-rust.md '
        '2017-03-14-this-week-in-rust.md 2017-03-21-this-week-in-rust.md 2017-03-28-this-week-in-rust.md '
        '2017-04-04-this-week-in-rust.md 2017-04-11-this-week-in-rust.md 2017-04-18-this-week-in-rust.md '
        '2017-04-25-this-week-in-rust.md 2017-05-02-this-week-in-rust.md 2017-05-09-this-week-in-rust.md '
        '2017-05-16-this-week-in-rust.md 2017-05-23-this-week-in-rust.md 2017-05-30-this-week-in-rust.md '
        '2017-06-06-this-week-in-rust.md 2017-06-13-this-week-in-rust.md 2017-06-20-this-week-in-rust.md '
        '2017-06-27-this-week-in-rust.md 2017-07-04-this-week-in-rust.md 2017-07-11-this-week-in-rust.md '
        '2017-07-18-this-week-in-rust.md 2017-07-25-this-week-in-rust.md 2017-08-01-this-week-in-rust.md '
        '2017-08-08-this-week-in-rust.md 2017-08-15-this-week-in-rust.md 2017-08-22-this-week-in-rust.md '
        '2017-08-29-this-week-in-rust.md 2017-09-05-this-week-in-rust.md 2017-09-12-this-week-in-rust.md '
        '2017-09-19-this-week-in-rust.md 2017-09-26-this-week-in-rust.md 2017-10-03-this-week-in-rust.md '
        '2017-10-10-this-week-in-rust.md 2017-10-17-this-week-in-rust.md 2017-10-24-this-week-in-rust.md '
        '2017-10-31-this-week-in-rust.md 2017-11-07-this-week-in-rust.md 2017-11-14-this-week-in-rust.md '
        '2017-11-21-this-week-in-rust.md 2017-11-28-this-week-in-rust.md 2017-12-05-this-week-in-rust.md '
        '2017-12-12-this-week-in-rust.md 2017-12-19-this-week-in-rust.md 2017-12-26-this-week-in-rust.md '
        '2018-01-02-this-week-in-rust.md 2018-01-09-this-week-in-rust.md 2018-01-16-this-week-in-rust.md '
        '2018-01-23-this-week-in-rust.md 2018-01-30-this-week-in-rust.md 2018-02-06-this-week-in-rust.md '
        '2018-02-13-this-week-in-rust.md 2018-02-20-this-week-in-rust.md 2018-02-27-this-week-in-rust.md '
        '2018-03-06-this-week-in-rust.md 2018-03-13-this-week-in-rust.md 2018-03-20-this-week-in-rust.md '
        '2018-03-27-this-week-in-rust.md 2018-04-03-this-week-in-rust.md 2018-04-10-this-week-in-rust.md '
        '2018-04-17-this-week-in-rust.md 2018-04-24-this-week-in-rust.md 2018-05-01-this-week-in-rust.md '
        '2018-05-08-this-week-in-rust.md 2018-05-15-this-week-in-rust.md 2018-05-22-this-week-in-rust.md '
        '2018-05-29-this-week-in-rust.md 2018-06-05-this-week-in-rust.md 2018-06-12-this-week-in-rust.md '
        '2018-06-19-this-week-in-rust.md 2018-06-26-this-week-in-rust.md 2018-07-03-this-week-in-rust.md '
        '2018-07-10-this-week-in-rust.md 2018-07-17-this-week-in-rust.md 2018-07-24-this-week-in-rust.md '
        '2018-07-31-this-week-in-rust.md 2018-08-07-this-week-in-rust.md 2018-08-14-this-week-in-rust.md '
        '2018-08-21-this-week-in-rust.md 2018-08-28-this-week-in-rust.md 2018-09-04-this-week-in-rust.md '
        '2018-09-11-this-week-in-rust.md 2018-09-18-this-week-in-rust.md 2018-09-25-this-week-in-rust.md '
        '2018-10-02-this-week-in-rust.md 2018-10-09-this-week-in-rust.md 2018-10-16-this-week-in-rust.md '
        '2018-10-23-this-week-in-rust.md 2018-10-30-this-week-in-rust.md 2018-11-06-this-week-in-rust.md '
        '2018-11-13-this-week-in-rust.md 2018-11-20-this-week-in-rust.md 2018-11-27-this-week-in-rust.md '
        '2018-12-04-this-week-in-rust.md 2018-12-11-this-week-in-rust.md 2018-12-18-this-week-in-rust.md '
        '2018-12-25-this-week-in-rust.md 2019-01-01-this-week-in-rust.md 2019-01-08-this-week-in-rust.md '
        '2019-01-15-this-week-in-rust.md 2019-01-22-this-week-in-rust.md 2019-01-29-this-week-in-rust.md '
        '2019-02-05-this-week-in-rust.md 2019-02-12-this-week-in-rust.md 2019-02-19-this-week-in-rust.md '
        '2019-02-26-this-week-in-rust.md 2019-03-05-this-week-in-rust.md 2019-03-12-this-week-in-rust.md '
        '2019-03-19-this-week-in-rust.md 2019-03-26-this-week-in-rust.md 2019-04-02-this-week-in-rust.md '
        '2019-04-09-this-week-in-rust.md 2019-04-16-this-week-in-rust.md 2019-04-23-this-week-in-rust.md '
        '2019-04-30-this-week-in-rust.md 2019-05-07-this-week-in-rust.md 2019-05-14-this-week-in-rust.md '
        '2019-05-21-this-week-in-rust.md 2019-05-28-this-week-in-rust.md 2019-06-04-this-week-in-rust.md '
        '2019-06-11-this-week-in-rust.md 2019-06-18-this-week-in-rust.md 2019-06-25-this-week-in-rust.md '
        '2019-07-02-this-week-in-rust.md 2019-07-09-this-week-in-rust.md 2019-07-16-this-week-in-rust.md '
        '2019-07-23-this-week-in-rust.md 2019-07-30-this-week-in-rust.md 2019-08-06-this-week-in-rust.md '
        '2019-08-12-this-week-in-rust.md 2019-08-20-this-week-in-rust.md 2019-08-27-this-week-in-rust.md '
        '2019-09-03-this-week-in-rust.md 2019-09-10-this-week-in-rust.md 2019-09-17-this-week-in-rust.md '
        '2019-09-24-this-week-in-rust.md 2019-10-01-this-week-in-rust.md 2019-10-08-this-week-in-rust.md '
        '2019-10-15-this-week-in-rust.md 2019-10-22-this-week-in-rust.md 2019-10-29-this-week-in-rust.md '
        '2019-11-05-this-week-in-rust.md 2019-11-12-this-week-in-rust.md 2019-11-19-this-week-in-rust.md '
        '2019-11-26-this-week-in-rust.md 2019-12-03-this-week-in-rust.md 2019-12-10-this-week-in-rust.md '
        '2019-12-17-this-week-in-rust.md 2019-12-24-this-week-in-rust.md 2019-12-31-this-week-in-rust.md '
        '2020-01-07-this-week-in-rust.md 2020-01-14-this-week-in-rust.md 2020-01-21-this-week-in-rust.md '
        '2020-01-28-this-week-in-rust.md 2020-02-04-this-week-in-rust.md 2020-02-11-this-week-in-rust.md '
        '2020-02-18-this-week-in-rust.md 2020-02-25-this-week-in-rust.md 2020-03-03-this-week-in-rust.md '
        '2020-03-10-this-week-in-rust.md 2020-03-17-this-week-in-rust.md 2020-03-24-this-week-in-rust.md '
        '2020-03-31-this-week-in-rust.md 2020-04-07-this-week-in-rust.md 2020-04-14-this-week-in-rust.md '
        '2020-04-21-this-week-in-rust.md 2020-04-29-this-week-in-rust.md 2020-05-05-this-week-in-rust.md '
        '2020-05-12-this-week-in-rust.md 2020-05-19-this-week-in-rust.md 2020-05-27-this-week-in-rust.md '
        '2020-06-02-this-week-in-rust.md 2020-06-10-this-week-in-rust.md 2020-06-16-this-week-in-rust.md '
        '2020-06-23-this-week-in-rust.md 2020-06-30-this-week-in-rust.md 2020-07-07-this-week-in-rust.md '
        '2020-07-14-this-week-in-rust.md 2020-07-21-this-week-in-rust.md 2020-07-28-this-week-in-rust.md '
        '2020-08-04-this-week-in-rust.md 2020-08-11-this-week-in-rust.md 2020-08-18-this-week-in-rust.md '
        '2020-08-25-this-week-in-rust.md 2020-09-02-this-week-in-rust.md 2020-09-09-this-week-in-rust.md '
        '2020-09-16-this-week-in-rust.md 2020-09-23-this-week-in-rust.md 2020-09-30-this-week-in-rust.md '
        '2020-10-07-this-week-in-rust.md 2020-10-14-this-week-in-rust.md 2020-10-21-this-week-in-rust.md '
        '2020-10-28-this-week-in-rust.md 2020-11-11-this-week-in-rust.md 2020-11-18-this-week-in-rust.md '
        '2020-11-25-this-week-in-rust.md 2020-11-4-this-week-in-rust.md 2020-12-16-this-week-in-rust.md '
        '2020-12-2-this-week-in-rust.md 2020-12-23-this-week-in-rust.md 2020-12-30-this-week-in-rust.md '
        '2020-12-9-this-week-in-rust.md 2021-01-06-this-week-in-rust.md 2021-01-13-this-week-in-rust.md '
        '2021-01-20-this-week-in-rust.md 2021-01-27-this-week-in-rust.md 2021-02-03-this-week-in-rust.md '
        '2021-02-10-this-week-in-rust.md 2021-02-17-this-week-in-rust.md 2021-02-24-this-week-in-rust.md '
        '2021-03-03-this-week-in-rust.md 2021-03-10-this-week-in-rust.md 2021-03-17-this-week-in-rust.md '
        '2021-03-24-this-week-in-rust.md 2021-03-31-this-week-in-rust.md 2021-04-07-this-week-in-rust.md '
        '2021-04-14-this-week-in-rust.md 2021-04-21-this-week-in-rust.md 2021-04-28-this-week-in-rust.md '
        '2021-05-05-this-week-in-rust.md 2021-05-12-this-week-in-rust.md 2021-05-19-this-week-in-rust.md '
        '2021-05-26-this-week-in-rust.md 2021-06-02-this-week-in-rust.md 2021-06-09-this-week-in-rust.md '
        '2021-06-16-this-week-in-rust.md 2021-06-23-this-week-in-rust.md 2021-06-30-this-week-in-rust.md '
        '2021-07-07-this-week-in-rust.md 2021-07-14-this-week-in-rust.md 2021-07-21-this-week-in-rust.md '
        '2021-07-28-this-week-in-rust.md 2021-08-04-this-week-in-rust.md 2021-08-10-this-week-in-rust.md '
        '2021-08-18-this-week-in-rust.md 2021-08-25-this-week-in-rust.md 2021-09-01-this-week-in-rust.md '
        '2021-09-08-this-week-in-rust.md 2021-09-15-this-week-in-rust.md 2021-09-22-this-week-in-rust.md '
        '2021-09-29-this-week-in-rust.md 2021-10-06-this-week-in-rust.md 2021-10-13-this-week-in-rust.md '
        '2021-10-20-this-week-in-rust.md 2021-10-27-this-week-in-rust.md 2021-11-03-this-week-in-rust.md '
        '2021-11-10-this-week-in-rust.md 2021-11-17-this-week-in-rust.md 2021-11-24-this-week-in-rust.md '
        '2021-12-01-this-week-in-rust.md 2021-12-08-this-week-in-rust.md 2021-12-15-this-week-in-rust.md '
        '2021-12-22-this-week-in-rust.md 2021-12-29-this-week-in-rust.md 2022-01-05-this-week-in-rust.md '
        '2022-01-12-this-week-in-rust.md 2022-01-19-this-week-in-rust.md 2022-01-26-this-week-in-rust.md '
        '2022-02-02-this-week-in-rust.md 2022-02-09-this-week-in-rust.md 2022-02-16-this-week-in-rust.md '
        '2022-02-23-this-week-in-rust.md 2022-03-02-this-week-in-rust.md 2022-03-09-this-week-in-rust.md '
        '2022-03-16-this-week-in-rust.md 2022-03-23-this-week-in-rust.md 2022-03-30-this-week-in-rust.md '
        '2022-04-06-this-week-in-rust.md 2022-04-13-this-week-in-rust.md 2022-04-20-this-week-in-rust.md '
        '2022-04-27-this-week-in-rust.md 2022-05-04-this-week-in-rust.md 2022-05-11-this-week-in-rust.md '
        '2022-05-18-this-week-in-rust.md 2022-05-25-this-week-in-rust.md 2022-06-01-this-week-in-rust.md '
        '2022-06-08-this-week-in-rust.md 2022-06-15-this-week-in-rust.md 2022-06-22-this-week-in-rust.md '
        '2022-06-29-this-week-in-rust.md 2022-07-06-this-week-in-rust.md 2022-07-13-this-week-in-rust.md '
        '2022-07-20-this-week-in-rust.md 2022-07-27-this-week-in-rust.md 2022-08-03-this-week-in-rust.md '
        '2022-08-10-this-week-in-rust.md 2022-08-17-this-week-in-rust.md 2022-08-24-this-week-in-rust.md '
        '2022-08-31-this-week-in-rust.md 2022-09-07-this-week-in-rust.md 2022-09-14-this-week-in-rust.md '
        '2022-09-21-this-week-in-rust.md 2022-09-28-this-week-in-rust.md 2022-10-05-this-week-in-rust.md '
        '2022-10-12-this-week-in-rust.md 2022-10-19-this-week-in-rust.md 2022-10-26-this-week-in-rust.md '
        '2022-11-02-this-week-in-rust.md 2022-11-09-this-week-in-rust.md 2022-11-16-this-week-in-rust.md '
        '2022-11-23-this-week-in-rust.md 2022-11-30-this-week-in-rust.md 2022-12-07-this-week-in-rust.md '
        '2022-12-14-this-week-in-rust.md 2022-12-21-this-week-in-rust.md 2022-12-28-this-week-in-rust.md '
        '2023-01-04-this-week-in-rust.md 2023-01-11-this-week-in-rust.md 2023-01-18-this-week-in-rust.md '
        '2023-01-25-this-week-in-rust.md 2023-02-01-this-week-in-rust.md 2023-02-08-this-week-in-rust.md '
        '2023-02-15-this-week-in-rust.md 2023-02-22-this-week-in-rust.md 2023-03-01-this-week-in-rust.md '
        '2023-03-08-this-week-in-rust.md 2023-03-15-this-week-in-rust.md 2023-03-22-this-week-in-rust.md '
        '2023-03-29-this-week-in-rust.md 2023-04-05-this-week-in-rust.md 2023-04-12-this-week-in-rust.md '
        '2023-04-19-this-week-in-rust.md 2023-04-26-this-week-in-rust.md 2023-05-03-this-week-in-rust.md '
        '2023-05-10-this-week-in-rust.md 2023-05-17-this-week-in-rust.md 2023-05-24-this-week-in-rust.md '
        '2023-05-31-this-week-in-rust.md 2023-06-07-this-week-in-rust.md 2023-06-14-this-week-in-rust.md '
        '2023-06-21-this-week-in-rust.md 2023-06-28-this-week-in-rust.md 2023-07-05-this-week-in-rust.md '
        '2023-07-12-this-week-in-rust.md 2023-07-19-this-week-in-rust.md 2023-07-26-this-week-in-rust.md '
        '2023-08-02-this-week-in-rust.md 2023-08-09-this-week-in-rust.md 2023-08-16-this-week-in-rust.md '
        '2023-08-23-this-week-in-rust.md 2023-08-30-this-week-in-rust.md 2023-09-06-this-week-in-rust.md '
        '2023-09-13-this-week-in-rust.md 2023-09-20-this-week-in-rust.md 2023-09-27-this-week-in-rust.md '
        '2023-10-04-this-week-in-rust.md 2023-10-11-this-week-in-rust.md 2023-10-18-this-week-in-rust.md '
        '2023-10-25-this-week-in-rust.md 2023-11-01-this-week-in-rust.md 2023-11-08-this-week-in-rust.md '
        '2023-11-15-this-week-in-rust.md 2023-11-22-this-week-in-rust.md 2023-11-29-this-week-in-rust.md '
        '2023-12-06-this-week-in-rust.md 2023-12-13-this-week-in-rust.md 2023-12-20-this-week-in-rust.md '
        '2023-12-27-this-week-in-rust.md 2024-01-03-this-week-in-rust.md 2024-01-10-this-week-in-rust.md '
        '2024-01-17-this-week-in-rust.md 2024-01-24-this-week-in-rust.md 2024-01-31-this-week-in-rust.md '
        '2024-02-07-this-week-in-rust.md 2024-02-14-this-week-in-rust.md 2024-02-21-this-week-in-rust.md '
        '2024-02-28-this-week-in-rust.md 2024-03-06-this-week-in-rust.md 2024-03-13-this-week-in-rust.md '
        '2024-03-20-this-week-in-rust.md 2024-03-27-this-week-in-rust.md 2024-04-03-this-week-in-rust.md '
        '2024-04-10-this-week-in-rust.md 2024-04-17-this-week-in-rust.md 2024-04-24-this-week-in-rust.md '
        '2024-05-01-this-week-in-rust.md 2024-05-08-this-week-in-rust.md 2024-05-15-this-week-in-rust.md '
        '2024-05-22-this-week-in-rust.md 2024-05-29-this-week-in-rust.md 2024-06-05-this-week-in-rust.md '
        '2024-06-12-this-week-in-rust.md 2024-06-19-this-week-in-rust.md 2024-06-26-this-week-in-rust.md '
        '2024-07-03-this-week-in-rust.md 2024-07-10-this-week-in-rust.md 2024-07-17-this-week-in-rust.md '
        '2024-07-24-this-week-in-rust.md 2024-07-31-this-week-in-rust.md 2024-08-07-this-week-in-rust.md '
        '2024-08-14-this-week-in-rust.md 2024-08-21-this-week-in-rust.md 2024-08-28-this-week-in-rust.md '
        '2024-09-04-this-week-in-rust.md 2024-09-11-this-week-in-rust.md 2024-09-18-this-week-in-rust.md '
        '2024-09-25-this-week-in-rust.md 2024-10-02-this-week-in-rust.md 2024-10-09-this-week-in-rust.md '
        '2024-10-16-this-week-in-rust.md 2024-10-23-this-week-in-rust.md 2024-10-30-this-week-in-rust.md '
        '2024-11-06-this-week-in-rust.md 2024-11-13-this-week-in-rust.md 2024-11-20-this-week-in-rust.md '
        '2024-11-27-this-week-in-rust.md 2024-12-04-this-week-in-rust.md 2024-12-11-this-week-in-rust.md '
        '2024-12-18-this-week-in-rust.md 2024-12-25-this-week-in-rust.md 2025-01-01-this-week-in-rust.md '
        '2025-01-08-this-week-in-rust.md 2025-01-15-this-week-in-rust.md 2025-01-22-this-week-in-rust.md '
        '2025-01-29-this-week-in-rust.md 2025-02-05-this-week-in-rust.md 2025-02-12-this-week-in-rust.md '
        '2025-02-19-this-week-in-rust.md 2025-02-26-this-week-in-rust.md 2025-03-05-this-week-in-rust.md '
        '2025-03-12-this-week-in-rust.md 2025-03-19-this-week-in-rust.md 2025-03-26-this-week-in-rust.md '
        '2025-04-02-this-week-in-rust.md 2025-04-09-this-week-in-rust.md 2025-04-16-this-week-in-rust.md '
        '2025-04-23-this-week-in-rust.md 2025-04-30-this-week-in-rust.md 2025-05-07-this-week-in-rust.md '
        '2025-05-14-this-week-in-rust.md 2025-05-21-this-week-in-rust.md 2025-05-28-this-week-in-rust.md '
        '2025-06-04-this-week-in-rust.md 2025-06-11-this-week-in-rust.md 2025-06-18-this-week-in-rust.md '
        '2025-06-25-this-week-in-rust.md 2025-07-02-this-week-in-rust.md 2025-07-09-this-week-in-rust.md '
        '2025-07-16-this-week-in-rust.md 2025-07-23-this-week-in-rust.md 2025-07-30-this-week-in-rust.md '
        '2025-08-06-this-week-in-rust.md 2025-08-13-this-week-in-rust.md 2025-08-20-this-week-in-rust.md '
        '2025-08-27-this-week-in-rust.md 2025-09-03-this-week-in-rust.md 2025-09-10-this-week-in-rust.md '
        '2025-09-17-this-week-in-rust.md 2025-09-24-this-week-in-rust.md 2025-10-01-this-week-in-rust.md '
        '2025-10-08-this-week-in-rust.md 2025-10-15-this-week-in-rust.md 2025-10-22-this-week-in-rust.md '
        '2025-10-29-this-week-in-rust.md 2025-11-05-this-week-in-rust.md 2025-11-12-this-week-in-rust.md '
        '2025-11-19-this-week-in-rust.md 2025-11-26-this-week-in-rust.md 2025-12-03-this-week-in-rust.md '
        '2025-12-10-this-week-in-rust.md 2025-12-17-this-week-in-rust.md 2025-12-24-this-week-in-rust.md '
        '2025-12-31-this-week-in-rust.md 2026-01-07-this-week-in-rust.md 2026-01-14-this-week-in-rust.md '
        '2026-01-21-this-week-in-rust.md 2026-01-28-this-week-in-rust.md 2026-02-04-this-week-in-rust.md '
        '2026-02-11-this-week-in-rust.md 2026-02-18-this-week-in-rust.md 2026-02-25-this-week-in-rust.md '
        '2026-03-04-this-week-in-rust.md 2026-03-11-this-week-in-rust.md 2026-03-18-this-week-in-rust.md '
        '2026-03-25-this-week-in-rust.md 2026-04-01-this-week-in-rust.md 2026-04-08-this-week-in-rust.md '
        '2026-04-15-this-week-in-rust.md 2026-04-22-this-week-in-rust.md 2026-04-29-this-week-in-rust.md '
        '2026-05-06-this-week-in-rust.md 2026-05-13-this-week-in-rust.md 2026-05-20-this-week-in-rust.md '
        '2026-05-27-this-week-in-rust.md 2026-06-03-this-week-in-rust.md 2026-06-10-this-week-in-rust.md '
        '2026-06-17-this-week-in-rust.md 2026-06-24-this-week-in-rust.md 2026-07-01-this-week-in-rust.md '
        '2026-07-08-this-week-in-rust.md 2026-07-15-this-week-in-rust.md 2026-07-22-this-week-in-rust.md '
        '2026-07-29-this-week-in-rust.md 2026-08-05-this-week-in-rust.md 2026-08-12-this-week-in-rust.md '
        '2026-08-19-this-week-in-rust.md'
    ),
}
TWIR_OTHER = {
    '': (
        '.gitignore CODE_OF_CONDUCT.md README.md content/pages/privacy-policy.md docs/assembling_twir.md '
        'draft/2026-08-26-this-week-in-rust.md draft/DRAFT_TEMPLATE new_contribs.sh pelicanconf.py '
        'plugins/neighbors/__init__.py plugins/neighbors/neighbors.py requirements.txt run.sh '
        'themes/newsletter/templates/article.html themes/newsletter/templates/base.html '
        'themes/pelican-elegant-1.3/static/css/solarizedlight.css '
        'themes/pelican-elegant-1.3/static/css/style.css'
    ),
    '.github/workflows': (
        'checks.yml comment-on-check-output.yml submerge.yml'
    ),
    'content': (
        '2013-07-05-the-state-of-rust.markdown 2013-07-29-last-week-in-rust.markdown '
        '2013-10-06-the-state-of-rust-0-dot-8.markdown 2013-11-09-these-weeks-in-rust.markdown '
        '2014-01-12-the-state-of-rust-0-dot-9.markdown state-of-rust-0-11-0.rst'
    ),
    'content/images': (
        'logo32.png logo400.png programming-people-rust.png rustconf-2017-cfp.jpg rustconf-2017-fotf.jpg'
    ),
    'plugins/assets': (
        'Readme.rst __init__.py assets.py'
    ),
    'publishing': (
        'Dockerfile copy_website_content_to_repo.sh create_html_friendly_page.sh create_optimized_email.sh '
        'justfile run_server.sh utils.sh'
    ),
    'themes/pelican-elegant-1.3': (
        '.gitignore LICENSE.md README.md RELEASE_NOTES.md THANKS.md article-screenshot.png '
        'home-page-screenshot.png search-result-screenshot.png'
    ),
    'themes/pelican-elegant-1.3/static/tipuesearch': (
        'tipuesearch.css tipuesearch.min.js tipuesearch_set.js'
    ),
    'themes/pelican-elegant-1.3/static/tipuesearch/img': (
        'expand.png link.png loader.gif'
    ),
    'themes/pelican-elegant-1.3/templates': (
        '404.html analytics.html archives.html article.html base.html categories.html comments.html '
        'disqus_script_comment.html disqus_script_count.html feeds.html footer.html index.html page.html '
        'search.html tags.html'
    ),
    'themes/rusted/static/css': (
        '_base.scss _bootstrap-overrides.scss _homepage.scss _layout.scss main.scss stork-dark.css stork.css'
    ),
    'themes/rusted/static/js': (
        'stork.js stork.js.map stork.wasm'
    ),
    'themes/rusted/templates': (
        '_post-title.html _subscribe-form.html archives.html article.html base.html index.html '
        'neighbors.html page.html'
    ),
    'tools': (
        'create_draft.py generate_cft_fcp.py generate_event_links.py inspect_links.py inspect_markdown.py '
        'requirements.txt'
    ),
    'tools/events': (
        'get_past_meetups.py maybe-rust-meetups.json rust-meetups.json'
    ),
    'tools/events/meetup-automation': (
        'README.md country_code_to_continent.py event.py generate_events_meetup.py jwt_auth.py main.py '
        'meetup_events.md requirements.txt test_events.py utils.py'
    ),
    'tools/submerge': (
        'Cargo.lock Cargo.toml README.md'
    ),
    'tools/submerge/src': (
        'lib.rs main.rs marker.rs md.rs'
    ),
}
