"""Real names read from the trees of review23.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them at the commit named in each generator's docstring; each
constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours); the
folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""


STOCKNET_TWEETS_KIND = {
    '': (
        'tweet/preprocessed/AAPL/2014-09-21 tweet/preprocessed/AAPL/2015-06-08 '
        'tweet/preprocessed/AEP/2014-03-09 tweet/preprocessed/AEP/2015-10-21 '
        'tweet/preprocessed/BA/2014-03-24 tweet/preprocessed/BA/2014-09-19 '
        'tweet/preprocessed/BABA/2014-06-27 tweet/preprocessed/BHP/2015-06-08 '
        'tweet/preprocessed/BUD/2014-12-03 tweet/preprocessed/C/2015-02-09 tweet/preprocessed/C/2015-08-30 '
        'tweet/preprocessed/CHTR/2015-10-18 tweet/preprocessed/D/2014-04-22 '
        'tweet/preprocessed/DHR/2014-10-16 tweet/preprocessed/DUK/2014-03-27 '
        'tweet/preprocessed/EXC/2014-04-30 tweet/preprocessed/EXC/2014-07-15 '
        'tweet/preprocessed/FB/2014-06-06 tweet/preprocessed/FB/2015-01-30 tweet/preprocessed/JNJ/2014-01-08 '
        'tweet/preprocessed/JNJ/2015-11-04 tweet/preprocessed/JPM/2014-04-22 '
        'tweet/preprocessed/LMT/2014-06-14 tweet/preprocessed/LMT/2015-02-21 '
        'tweet/preprocessed/MA/2014-07-04 tweet/preprocessed/MA/2014-12-04 tweet/preprocessed/MCD/2015-07-16 '
        'tweet/preprocessed/MO/2015-06-12 tweet/preprocessed/MRK/2015-01-23 '
        'tweet/preprocessed/MRK/2015-09-19 tweet/preprocessed/NEE/2014-11-27 '
        'tweet/preprocessed/NVS/2015-12-03 tweet/preprocessed/PCG/2014-04-17 '
        'tweet/preprocessed/PEP/2014-07-02 tweet/preprocessed/PEP/2015-04-28 '
        'tweet/preprocessed/PG/2014-08-11 tweet/preprocessed/PG/2015-08-12 tweet/preprocessed/PM/2014-04-04 '
        'tweet/preprocessed/SLB/2014-09-10 tweet/preprocessed/SNY/2015-07-15 '
        'tweet/preprocessed/SPLP/2015-05-15 tweet/preprocessed/TOT/2014-03-24 '
        'tweet/preprocessed/TOT/2014-05-15 tweet/preprocessed/UL/2014-08-27 tweet/preprocessed/UN/2015-06-19 '
        'tweet/preprocessed/UNH/2015-04-17 tweet/preprocessed/UPS/2014-07-06 '
        'tweet/preprocessed/WFC/2014-03-12 tweet/preprocessed/XOM/2014-11-27 tweet/raw/AAPL/2014-03-13 '
        'tweet/raw/AAPL/2015-10-12 tweet/raw/AEP/2014-04-05 tweet/raw/AEP/2016-01-28 '
        'tweet/raw/BHP/2015-05-22 tweet/raw/BP/2014-07-16 tweet/raw/BSAC/2014-04-23 tweet/raw/CAT/2016-01-16 '
        'tweet/raw/CHTR/2014-04-21 tweet/raw/CSCO/2014-04-28 tweet/raw/CSCO/2016-03-22 '
        'tweet/raw/CVX/2015-10-04 tweet/raw/HD/2015-07-18 tweet/raw/HSBC/2016-02-15 '
        'tweet/raw/INTC/2014-10-13 tweet/raw/KO/2015-06-18 tweet/raw/KO/2016-03-09 tweet/raw/MA/2014-09-18 '
        'tweet/raw/MMM/2014-10-13 tweet/raw/MO/2014-12-09 tweet/raw/MO/2015-11-14 tweet/raw/MRK/2015-05-25 '
        'tweet/raw/MRK/2015-06-01 tweet/raw/NVS/2014-09-09 tweet/raw/ORCL/2015-11-02 '
        'tweet/raw/PCG/2015-08-26 tweet/raw/PCLN/2015-09-10 tweet/raw/PCLN/2015-10-19 '
        'tweet/raw/PEP/2014-02-14 tweet/raw/PFE/2014-03-05 tweet/raw/PFE/2014-12-29 tweet/raw/PG/2014-04-16 '
        'tweet/raw/PG/2014-07-25 tweet/raw/PM/2014-02-18 tweet/raw/SLB/2014-06-24 tweet/raw/SLB/2014-07-15 '
        'tweet/raw/SNY/2015-03-20 tweet/raw/SNY/2015-11-12 tweet/raw/SO/2016-02-21 tweet/raw/TOT/2014-11-30 '
        'tweet/raw/TOT/2015-10-02 tweet/raw/TSM/2015-07-17 tweet/raw/UPS/2014-01-29 tweet/raw/UPS/2015-10-24 '
        'tweet/raw/UTX/2014-07-12 tweet/raw/UTX/2015-06-08 tweet/raw/WMT/2015-08-06 tweet/raw/WMT/2016-01-15'
    ),
    'tweet/preprocessed/ABBV': (
        '2014-01-12 2014-05-20 2014-12-09 2015-07-11 2015-11-09'
    ),
    'tweet/preprocessed/AMGN': (
        '2015-05-10 2015-06-03 2015-09-24 2015-11-09'
    ),
    'tweet/preprocessed/AMZN': (
        '2014-11-07 2015-07-27 2015-11-09'
    ),
    'tweet/preprocessed/BAC': (
        '2014-05-31 2015-06-09 2015-08-17 2015-10-13'
    ),
    'tweet/preprocessed/CAT': (
        '2014-06-20 2014-08-29 2015-02-20 2015-09-28 2015-10-01 2015-11-23'
    ),
    'tweet/preprocessed/CELG': (
        '2014-09-22 2015-06-09 2015-09-09'
    ),
    'tweet/preprocessed/CMCSA': (
        '2014-04-25 2014-05-28 2015-09-14'
    ),
    'tweet/preprocessed/CSCO': (
        '2014-04-28 2014-08-14 2015-01-24 2015-03-17 2015-07-04'
    ),
    'tweet/preprocessed/CVX': (
        '2014-05-03 2014-07-15 2015-12-26'
    ),
    'tweet/preprocessed/GE': (
        '2014-08-26 2015-04-15 2015-06-30 2015-10-15 2015-10-28 2015-11-12'
    ),
    'tweet/preprocessed/GOOG': (
        '2014-04-03 2014-09-15 2015-03-09 2015-05-30'
    ),
    'tweet/preprocessed/HD': (
        '2014-06-12 2014-06-13 2014-09-30 2015-11-22'
    ),
    'tweet/preprocessed/INTC': (
        '2015-01-07 2015-04-21 2015-10-09'
    ),
    'tweet/preprocessed/KO': (
        '2015-01-06 2015-01-14 2015-05-07 2015-08-01'
    ),
    'tweet/preprocessed/MDT': (
        '2014-06-14 2014-07-22 2014-09-10'
    ),
    'tweet/preprocessed/MSFT': (
        '2014-05-22 2015-07-15 2015-08-14 2015-11-04'
    ),
    'tweet/preprocessed/ORCL': (
        '2014-06-07 2015-03-25 2015-11-03 2015-12-11'
    ),
    'tweet/preprocessed/PCLN': (
        '2014-03-07 2014-04-25 2015-03-10 2015-12-21'
    ),
    'tweet/preprocessed/PFE': (
        '2014-07-06 2014-08-12 2015-05-12 2015-08-24'
    ),
    'tweet/preprocessed/T': (
        '2014-08-17 2015-02-21 2015-06-16'
    ),
    'tweet/preprocessed/V': (
        '2014-07-22 2014-12-04 2015-11-13'
    ),
    'tweet/preprocessed/VZ': (
        '2015-07-31 2015-09-13 2015-10-31'
    ),
    'tweet/preprocessed/WMT': (
        '2014-01-03 2014-01-27 2014-02-12 2014-07-21 2015-09-12 2015-12-01'
    ),
    'tweet/raw/ABBV': (
        '2014-07-28 2015-06-12 2016-02-16'
    ),
    'tweet/raw/AMGN': (
        '2014-07-25 2015-08-23 2015-10-05 2016-02-13'
    ),
    'tweet/raw/AMZN': (
        '2014-01-07 2014-03-05 2014-05-23 2014-08-26 2014-11-28 2015-09-23 2015-11-18'
    ),
    'tweet/raw/BABA': (
        '2014-11-04 2015-05-12 2015-05-21 2015-06-18 2015-12-07'
    ),
    'tweet/raw/BAC': (
        '2014-02-03 2014-02-27 2015-05-05 2015-05-25 2015-10-10 2016-03-28'
    ),
    'tweet/raw/C': (
        '2014-02-22 2014-12-19 2015-06-20 2016-01-24'
    ),
    'tweet/raw/CELG': (
        '2014-07-07 2015-10-16 2015-11-21'
    ),
    'tweet/raw/D': (
        '2014-02-19 2014-05-17 2014-11-04 2015-02-12 2016-02-08 2016-02-21 2016-03-17'
    ),
    'tweet/raw/DIS': (
        '2014-02-09 2014-03-18 2014-07-24 2015-03-10 2015-04-05 2015-10-11 2015-12-07 2016-02-16'
    ),
    'tweet/raw/EXC': (
        '2014-03-26 2015-09-12 2016-03-01'
    ),
    'tweet/raw/FB': (
        '2014-02-09 2014-04-09 2014-07-09 2014-10-23 2015-01-23 2015-09-15 2015-10-20 2016-03-03'
    ),
    'tweet/raw/GE': (
        '2014-01-10 2014-03-22 2014-04-04'
    ),
    'tweet/raw/GOOG': (
        '2014-03-12 2015-07-10 2015-09-05 2015-10-21 2016-01-27 2016-03-11'
    ),
    'tweet/raw/JNJ': (
        '2014-04-12 2015-01-18 2015-03-04 2015-03-31 2015-05-15'
    ),
    'tweet/raw/JPM': (
        '2014-08-18 2015-06-20 2015-07-20'
    ),
    'tweet/raw/MCD': (
        '2014-04-23 2014-11-02 2015-04-06 2015-11-17 2015-11-23'
    ),
    'tweet/raw/MSFT': (
        '2014-08-05 2014-09-19 2014-12-10 2015-01-15 2015-05-04 2015-06-02 2015-10-29'
    ),
    'tweet/raw/PPL': (
        '2015-07-22 2016-01-23 2016-02-04'
    ),
    'tweet/raw/T': (
        '2014-01-19 2015-07-12 2015-09-28 2015-11-26'
    ),
    'tweet/raw/UNH': (
        '2014-04-04 2014-06-27 2015-04-27'
    ),
    'tweet/raw/V': (
        '2014-07-16 2014-09-12 2016-02-05 2016-02-20'
    ),
    'tweet/raw/VZ': (
        '2015-04-05 2015-06-27 2016-02-10'
    ),
    'tweet/raw/WFC': (
        '2014-02-14 2014-03-31 2014-09-16 2015-01-05 2016-03-02'
    ),
    'tweet/raw/XOM': (
        '2014-01-22 2014-02-05 2015-07-15'
    ),
}

STOCKNET_TWEETS_OTHER = {
    '': (
        'LICENSE README.md StockTable appendix_table_of_target_stocks.pdf'
    ),
    'price/preprocessed': (
        'AAPL.txt ABB.txt ABBV.txt AEP.txt AGFS.txt AMGN.txt AMZN.txt BA.txt BABA.txt BAC.txt BBL.txt '
        'BCH.txt BHP.txt BP.txt BRK-A.txt BSAC.txt BUD.txt C.txt CAT.txt CELG.txt CHL.txt CHTR.txt CMCSA.txt '
        'CODI.txt CSCO.txt CVX.txt D.txt DHR.txt DIS.txt DUK.txt EXC.txt FB.txt GD.txt GE.txt GMRE.txt '
        'GOOG.txt HD.txt HON.txt HRG.txt HSBC.txt IEP.txt INTC.txt JNJ.txt JPM.txt KO.txt LMT.txt MA.txt '
        'MCD.txt MDT.txt MMM.txt MO.txt MRK.txt MSFT.txt NEE.txt NGG.txt NVS.txt ORCL.txt PCG.txt PCLN.txt '
        'PEP.txt PFE.txt PG.txt PICO.txt PM.txt PPL.txt PTR.txt RDS-B.txt REX.txt SLB.txt SNP.txt SNY.txt '
        'SO.txt SPLP.txt SRE.txt T.txt TM.txt TOT.txt TSM.txt UL.txt UN.txt UNH.txt UPS.txt UTX.txt V.txt '
        'VZ.txt WFC.txt WMT.txt XOM.txt'
    ),
    'price/raw': (
        'AAPL.csv ABB.csv ABBV.csv AEP.csv AGFS.csv AMGN.csv AMZN.csv BA.csv BABA.csv BAC.csv BBL.csv '
        'BCH.csv BHP.csv BP.csv BRK-A.csv BSAC.csv BUD.csv C.csv CAT.csv CELG.csv CHL.csv CHTR.csv CMCSA.csv '
        'CODI.csv CSCO.csv CVX.csv D.csv DHR.csv DIS.csv DUK.csv EXC.csv FB.csv GD.csv GE.csv GMRE.csv '
        'GOOG.csv HD.csv HON.csv HRG.csv HSBC.csv IEP.csv INTC.csv JNJ.csv JPM.csv KO.csv LMT.csv MA.csv '
        'MCD.csv MDT.csv MMM.csv MO.csv MRK.csv MSFT.csv NEE.csv NGG.csv NVS.csv ORCL.csv PCG.csv PCLN.csv '
        'PEP.csv PFE.csv PG.csv PICO.csv PM.csv PPL.csv PTR.csv RDS-B.csv REX.csv SLB.csv SNP.csv SNY.csv '
        'SO.csv SPLP.csv SRE.csv T.csv TM.csv TOT.csv TSM.csv UL.csv UN.csv UNH.csv UPS.csv UTX.csv V.csv '
        'VZ.csv WFC.csv WMT.csv XOM.csv'
    ),
}


STOCKNET_PRICES_KIND = {
    'price/preprocessed': (
        'AAPL.txt ABB.txt ABBV.txt AEP.txt AGFS.txt AMGN.txt AMZN.txt BA.txt BABA.txt BAC.txt BBL.txt '
        'BCH.txt BHP.txt BP.txt BRK-A.txt BSAC.txt BUD.txt C.txt CAT.txt CELG.txt CHL.txt CHTR.txt CMCSA.txt '
        'CODI.txt CSCO.txt CVX.txt D.txt DHR.txt DIS.txt DUK.txt EXC.txt FB.txt GD.txt GE.txt GMRE.txt '
        'GOOG.txt HD.txt HON.txt HRG.txt HSBC.txt IEP.txt INTC.txt JNJ.txt JPM.txt KO.txt LMT.txt MA.txt '
        'MCD.txt MDT.txt MMM.txt MO.txt MRK.txt MSFT.txt NEE.txt NGG.txt NVS.txt ORCL.txt PCG.txt PCLN.txt '
        'PEP.txt PFE.txt PG.txt PICO.txt PM.txt PPL.txt PTR.txt RDS-B.txt REX.txt SLB.txt SNP.txt SNY.txt '
        'SO.txt SPLP.txt SRE.txt T.txt TM.txt TOT.txt TSM.txt UL.txt UN.txt UNH.txt UPS.txt UTX.txt V.txt '
        'VZ.txt WFC.txt WMT.txt XOM.txt'
    ),
    'price/raw': (
        'AAPL.csv ABB.csv ABBV.csv AEP.csv AGFS.csv AMGN.csv AMZN.csv BA.csv BABA.csv BAC.csv BBL.csv '
        'BCH.csv BHP.csv BP.csv BRK-A.csv BSAC.csv BUD.csv C.csv CAT.csv CELG.csv CHL.csv CHTR.csv CMCSA.csv '
        'CODI.csv CSCO.csv CVX.csv D.csv DHR.csv DIS.csv DUK.csv EXC.csv FB.csv GD.csv GE.csv GMRE.csv '
        'GOOG.csv HD.csv HON.csv HRG.csv HSBC.csv IEP.csv INTC.csv JNJ.csv JPM.csv KO.csv LMT.csv MA.csv '
        'MCD.csv MDT.csv MMM.csv MO.csv MRK.csv MSFT.csv NEE.csv NGG.csv NVS.csv ORCL.csv PCG.csv PCLN.csv '
        'PEP.csv PFE.csv PG.csv PICO.csv PM.csv PPL.csv PTR.csv RDS-B.csv REX.csv SLB.csv SNP.csv SNY.csv '
        'SO.csv SPLP.csv SRE.csv T.csv TM.csv TOT.csv TSM.csv UL.csv UN.csv UNH.csv UPS.csv UTX.csv V.csv '
        'VZ.csv WFC.csv WMT.csv XOM.csv'
    ),
}

STOCKNET_PRICES_OTHER = {
    '': (
        'tweet/preprocessed/AEP/2015-10-05 tweet/preprocessed/AMZN/2015-07-23 '
        'tweet/preprocessed/AMZN/2015-11-05 tweet/preprocessed/BA/2014-03-19 '
        'tweet/preprocessed/BA/2014-09-14 tweet/preprocessed/BUD/2014-10-31 tweet/preprocessed/C/2015-02-03 '
        'tweet/preprocessed/CELG/2015-06-03 tweet/preprocessed/CELG/2015-09-02 '
        'tweet/preprocessed/CHTR/2015-10-02 tweet/preprocessed/CVX/2014-07-07 '
        'tweet/preprocessed/CVX/2015-12-21 tweet/preprocessed/DHR/2014-09-15 '
        'tweet/preprocessed/DUK/2014-03-12 tweet/preprocessed/EXC/2014-07-09 '
        'tweet/preprocessed/FB/2015-01-26 tweet/preprocessed/JNJ/2014-01-02 '
        'tweet/preprocessed/JPM/2014-04-16 tweet/preprocessed/LMT/2014-06-06 '
        'tweet/preprocessed/LMT/2015-02-09 tweet/preprocessed/MA/2014-06-30 '
        'tweet/preprocessed/MRK/2015-01-12 tweet/preprocessed/MSFT/2014-05-18 '
        'tweet/preprocessed/MSFT/2015-08-10 tweet/preprocessed/NEE/2014-11-05 '
        'tweet/preprocessed/ORCL/2015-03-17 tweet/preprocessed/PEP/2014-06-12 '
        'tweet/preprocessed/PG/2015-08-04 tweet/preprocessed/PM/2014-03-30 tweet/preprocessed/SLB/2014-08-27 '
        'tweet/preprocessed/SPLP/2014-05-26 tweet/preprocessed/T/2014-08-13 tweet/preprocessed/T/2015-02-17 '
        'tweet/preprocessed/UN/2015-04-16 tweet/preprocessed/UNH/2015-04-10 '
        'tweet/preprocessed/WFC/2015-12-28 tweet/preprocessed/WMT/2014-07-15 '
        'tweet/preprocessed/WMT/2015-09-08 tweet/raw/AAPL/2014-03-09 tweet/raw/ABBV/2015-06-08 '
        'tweet/raw/AEP/2014-03-25 tweet/raw/AEP/2016-01-14 tweet/raw/AMGN/2014-07-18 '
        'tweet/raw/AMGN/2016-01-31 tweet/raw/BP/2014-07-09 tweet/raw/C/2014-02-18 tweet/raw/C/2016-01-20 '
        'tweet/raw/CAT/2016-01-12 tweet/raw/CELG/2014-07-03 tweet/raw/CELG/2015-11-13 '
        'tweet/raw/CSCO/2014-04-22 tweet/raw/CSCO/2016-03-15 tweet/raw/EXC/2016-02-17 '
        'tweet/raw/INTC/2014-10-07 tweet/raw/KO/2015-06-14 tweet/raw/KO/2016-03-01 tweet/raw/MA/2014-09-12 '
        'tweet/raw/MO/2014-12-01 tweet/raw/MO/2015-11-05 tweet/raw/ORCL/2015-10-29 tweet/raw/PCG/2015-08-01 '
        'tweet/raw/PCLN/2015-09-06 tweet/raw/PFE/2014-02-28 tweet/raw/PG/2014-04-10 tweet/raw/PG/2014-07-20 '
        'tweet/raw/PM/2014-02-12 tweet/raw/PPL/2015-06-09 tweet/raw/PPL/2016-01-13 tweet/raw/SLB/2014-05-30 '
        'tweet/raw/SNY/2015-03-16 tweet/raw/SO/2016-02-14 tweet/raw/TOT/2015-09-21 tweet/raw/TSM/2015-07-10 '
        'tweet/raw/UPS/2015-10-15 tweet/raw/UTX/2015-05-27 tweet/raw/V/2014-07-11 tweet/raw/V/2016-02-16 '
        'tweet/raw/WMT/2015-08-01 tweet/raw/WMT/2016-01-11 tweet/raw/XOM/2014-01-13 tweet/raw/XOM/2014-02-01'
    ),
    'tweet/preprocessed/ABBV': (
        '2014-01-03 2014-05-15 2014-12-02 2015-07-05 2015-11-03'
    ),
    'tweet/preprocessed/AMGN': (
        '2015-05-03 2015-09-15 2015-11-03'
    ),
    'tweet/preprocessed/BAC': (
        '2014-05-27 2015-06-04 2015-08-11 2015-10-08'
    ),
    'tweet/preprocessed/CAT': (
        '2014-08-19 2015-02-15 2015-09-24 2015-09-27'
    ),
    'tweet/preprocessed/CMCSA': (
        '2014-04-21 2014-05-21 2015-09-09'
    ),
    'tweet/preprocessed/CSCO': (
        '2014-04-22 2014-08-10 2015-01-18 2015-03-10'
    ),
    'tweet/preprocessed/GE': (
        '2015-04-11 2015-06-26 2015-10-09 2015-10-23'
    ),
    'tweet/preprocessed/GOOG': (
        '2014-03-30 2014-09-11 2015-03-04'
    ),
    'tweet/preprocessed/HD': (
        '2014-06-07 2014-09-17 2015-11-18'
    ),
    'tweet/preprocessed/INTC': (
        '2015-01-03 2015-04-17 2015-10-05'
    ),
    'tweet/preprocessed/KO': (
        '2014-12-23 2015-01-09 2015-07-26'
    ),
    'tweet/preprocessed/MDT': (
        '2014-06-07 2014-07-17 2014-08-20'
    ),
    'tweet/preprocessed/PCLN': (
        '2014-03-03 2014-04-21 2015-03-05 2015-12-13'
    ),
    'tweet/preprocessed/PFE': (
        '2014-06-28 2014-08-02 2015-08-18'
    ),
    'tweet/preprocessed/V': (
        '2014-07-18 2014-11-29 2015-11-09'
    ),
    'tweet/preprocessed/VZ': (
        '2015-07-25 2015-09-08 2015-10-25'
    ),
    'tweet/raw/AMZN': (
        '2014-01-02 2014-05-19 2014-08-22 2014-11-24 2015-11-13'
    ),
    'tweet/raw/BABA': (
        '2015-05-08 2015-05-16 2015-06-14 2015-12-03'
    ),
    'tweet/raw/BAC': (
        '2014-01-30 2015-04-30 2015-05-21 2016-03-24'
    ),
    'tweet/raw/D': (
        '2014-02-15 2014-05-13 2015-02-04 2016-02-04'
    ),
    'tweet/raw/DIS': (
        '2014-03-11 2014-07-17 2015-03-04 2015-03-30 2015-10-06 2015-11-29 2016-02-11'
    ),
    'tweet/raw/FB': (
        '2014-02-05 2014-04-05 2015-09-11 2016-02-27'
    ),
    'tweet/raw/GE': (
        '2014-01-06 2014-03-18 2014-03-31'
    ),
    'tweet/raw/GOOG': (
        '2014-03-08 2015-07-05 2015-09-01 2015-10-16 2016-01-23 2016-03-07'
    ),
    'tweet/raw/JNJ': (
        '2014-04-08 2015-01-13 2015-02-27 2015-05-11'
    ),
    'tweet/raw/JPM': (
        '2014-08-12 2015-06-16 2015-07-16'
    ),
    'tweet/raw/MCD': (
        '2014-10-26 2015-04-01 2015-11-13'
    ),
    'tweet/raw/MSFT': (
        '2014-08-01 2014-09-15 2015-04-30 2015-10-25'
    ),
    'tweet/raw/T': (
        '2014-01-13 2015-09-24 2015-11-22'
    ),
    'tweet/raw/UNH': (
        '2014-03-25 2014-06-13 2016-03-30'
    ),
    'tweet/raw/VZ': (
        '2015-03-31 2015-06-20 2016-02-06'
    ),
    'tweet/raw/WFC': (
        '2014-02-08 2014-03-25 2014-09-08 2016-02-21'
    ),
}


DISTRICTS_CDS_GEOJSON_KIND = {
    '': (
        'cds/2012/AL-4/shape.geojson cds/2012/AL-7/shape.geojson cds/2012/AS-0/shape.geojson '
        'cds/2012/AZ-1/shape.geojson cds/2012/AZ-2/shape.geojson cds/2012/AZ-4/shape.geojson '
        'cds/2012/AZ-5/shape.geojson cds/2012/AZ-6/shape.geojson cds/2012/AZ-7/shape.geojson '
        'cds/2012/AZ-8/shape.geojson cds/2012/CA-10/shape.geojson cds/2012/CA-11/shape.geojson '
        'cds/2012/CA-12/shape.geojson cds/2012/CA-17/shape.geojson cds/2012/CA-20/shape.geojson '
        'cds/2012/CA-22/shape.geojson cds/2012/CA-23/shape.geojson cds/2012/CA-25/shape.geojson '
        'cds/2012/CA-27/shape.geojson cds/2012/CA-29/shape.geojson cds/2012/CA-37/shape.geojson '
        'cds/2012/CA-41/shape.geojson cds/2012/CA-42/shape.geojson cds/2012/CA-47/shape.geojson '
        'cds/2012/CA-6/shape.geojson cds/2012/CO-3/shape.geojson cds/2012/CO-6/shape.geojson '
        'cds/2012/CO-7/shape.geojson cds/2012/CT-2/shape.geojson cds/2012/CT-3/shape.geojson '
        'cds/2012/CT-4/shape.geojson cds/2012/DC-0/shape.geojson cds/2012/DE-0/shape.geojson '
        'cds/2012/FL-11/shape.geojson cds/2012/FL-12/shape.geojson cds/2012/FL-13/shape.geojson '
        'cds/2012/FL-15/shape.geojson cds/2012/FL-2/shape.geojson cds/2012/FL-21/shape.geojson '
        'cds/2012/FL-24/shape.geojson cds/2012/FL-27/shape.geojson cds/2012/FL-3/shape.geojson '
        'cds/2012/FL-5/shape.geojson cds/2012/FL-7/shape.geojson cds/2012/GA-1/shape.geojson '
        'cds/2012/GA-10/shape.geojson cds/2012/GA-2/shape.geojson cds/2012/GA-3/shape.geojson '
        'cds/2012/IA-1/shape.geojson cds/2012/IL-1/shape.geojson cds/2012/IL-12/shape.geojson '
        'cds/2012/IL-15/shape.geojson cds/2012/IL-2/shape.geojson cds/2012/IL-3/shape.geojson '
        'cds/2012/IL-6/shape.geojson cds/2012/IN-8/shape.geojson cds/2012/KS-1/shape.geojson '
        'cds/2012/KS-2/shape.geojson cds/2012/KS-3/shape.geojson cds/2012/KS-4/shape.geojson '
        'cds/2012/KY-2/shape.geojson cds/2012/KY-4/shape.geojson cds/2012/LA-1/shape.geojson '
        'cds/2012/LA-2/shape.geojson cds/2012/LA-6/shape.geojson cds/2012/MA-1/shape.geojson '
        'cds/2012/MA-3/shape.geojson cds/2012/MA-5/shape.geojson cds/2012/MD-6/shape.geojson '
        'cds/2012/MD-7/shape.geojson cds/2012/ME-2/shape.geojson cds/2012/MI-1/shape.geojson '
        'cds/2012/MI-13/shape.geojson cds/2012/MI-3/shape.geojson cds/2012/MI-5/shape.geojson '
        'cds/2012/MN-7/shape.geojson cds/2012/MN-8/shape.geojson cds/2012/MO-1/shape.geojson '
        'cds/2012/MO-4/shape.geojson cds/2012/MO-5/shape.geojson cds/2012/MP-0/shape.geojson '
        'cds/2012/NC-12/shape.geojson cds/2012/NC-3/shape.geojson cds/2012/NC-4/shape.geojson '
        'cds/2012/NE-3/shape.geojson cds/2012/NH-1/shape.geojson cds/2012/NJ-12/shape.geojson '
        'cds/2012/NJ-3/shape.geojson cds/2012/NJ-6/shape.geojson cds/2012/NJ-7/shape.geojson '
        'cds/2012/NM-3/shape.geojson cds/2012/NV-1/shape.geojson cds/2012/NV-3/shape.geojson '
        'cds/2012/NY-12/shape.geojson cds/2012/NY-14/shape.geojson cds/2012/NY-16/shape.geojson '
        'cds/2012/NY-17/shape.geojson cds/2012/NY-18/shape.geojson cds/2012/NY-20/shape.geojson '
        'cds/2012/NY-21/shape.geojson cds/2012/NY-24/shape.geojson cds/2012/NY-3/shape.geojson '
        'cds/2012/NY-4/shape.geojson cds/2012/NY-6/shape.geojson cds/2012/NY-8/shape.geojson '
        'cds/2012/OH-1/shape.geojson cds/2012/OH-11/shape.geojson cds/2012/OH-13/shape.geojson '
        'cds/2012/OH-16/shape.geojson cds/2012/OH-4/shape.geojson cds/2012/OH-6/shape.geojson '
        'cds/2012/OK-4/shape.geojson cds/2012/OR-5/shape.geojson cds/2012/PA-12/shape.geojson '
        'cds/2012/PA-17/shape.geojson cds/2012/PA-2/shape.geojson cds/2012/PA-4/shape.geojson '
        'cds/2012/PA-9/shape.geojson cds/2012/PR-0/shape.geojson cds/2012/SC-1/shape.geojson '
        'cds/2012/SC-3/shape.geojson cds/2012/SC-6/shape.geojson cds/2012/TN-1/shape.geojson '
        'cds/2012/TX-1/shape.geojson cds/2012/TX-10/shape.geojson cds/2012/TX-12/shape.geojson '
        'cds/2012/TX-13/shape.geojson cds/2012/TX-14/shape.geojson cds/2012/TX-2/shape.geojson '
        'cds/2012/TX-20/shape.geojson cds/2012/TX-21/shape.geojson cds/2012/TX-28/shape.geojson '
        'cds/2012/TX-3/shape.geojson cds/2012/TX-33/shape.geojson cds/2012/TX-34/shape.geojson '
        'cds/2012/TX-4/shape.geojson cds/2012/UT-1/shape.geojson cds/2012/UT-4/shape.geojson '
        'cds/2012/VA-4/shape.geojson cds/2012/VA-9/shape.geojson cds/2012/VI-0/shape.geojson '
        'cds/2012/WA-1/shape.geojson cds/2012/WA-2/shape.geojson cds/2012/WA-3/shape.geojson '
        'cds/2012/WA-5/shape.geojson cds/2012/WA-7/shape.geojson cds/2012/WI-1/shape.geojson '
        'cds/2012/WI-2/shape.geojson cds/2012/WI-3/shape.geojson cds/2012/WI-4/shape.geojson '
        'cds/2012/WI-5/shape.geojson cds/2012/WI-7/shape.geojson cds/2012/WI-8/shape.geojson '
        'cds/2012/WY-0/shape.geojson cds/2016/AK-0/shape.geojson cds/2016/AR-4/shape.geojson '
        'cds/2016/AZ-3/shape.geojson cds/2016/AZ-6/shape.geojson cds/2016/AZ-8/shape.geojson '
        'cds/2016/CA-12/shape.geojson cds/2016/CA-14/shape.geojson cds/2016/CA-17/shape.geojson '
        'cds/2016/CA-2/shape.geojson cds/2016/CA-23/shape.geojson cds/2016/CA-26/shape.geojson '
        'cds/2016/CA-28/shape.geojson cds/2016/CA-30/shape.geojson cds/2016/CA-34/shape.geojson '
        'cds/2016/CA-36/shape.geojson cds/2016/CA-39/shape.geojson cds/2016/CA-46/shape.geojson '
        'cds/2016/CA-48/shape.geojson cds/2016/CA-52/shape.geojson cds/2016/CA-53/shape.geojson '
        'cds/2016/CA-9/shape.geojson cds/2016/CO-7/shape.geojson cds/2016/CT-3/shape.geojson '
        'cds/2016/FL-13/shape.geojson cds/2016/FL-19/shape.geojson cds/2016/FL-21/shape.geojson '
        'cds/2016/FL-22/shape.geojson cds/2016/FL-25/shape.geojson cds/2016/FL-26/shape.geojson '
        'cds/2016/FL-6/shape.geojson cds/2016/FL-7/shape.geojson cds/2016/FL-9/shape.geojson '
        'cds/2016/GA-1/shape.geojson cds/2016/GA-10/shape.geojson cds/2016/GA-12/shape.geojson '
        'cds/2016/GA-2/shape.geojson cds/2016/GA-3/shape.geojson cds/2016/GA-4/shape.geojson '
        'cds/2016/GA-8/shape.geojson cds/2016/HI-1/shape.geojson cds/2016/HI-2/shape.geojson '
        'cds/2016/IA-1/shape.geojson cds/2016/IA-2/shape.geojson cds/2016/IA-4/shape.geojson '
        'cds/2016/ID-1/shape.geojson cds/2016/IL-1/shape.geojson cds/2016/IL-10/shape.geojson '
        'cds/2016/IL-11/shape.geojson cds/2016/IL-13/shape.geojson cds/2016/IL-17/shape.geojson '
        'cds/2016/IL-18/shape.geojson cds/2016/IN-2/shape.geojson cds/2016/IN-9/shape.geojson '
        'cds/2016/KS-1/shape.geojson cds/2016/KS-3/shape.geojson cds/2016/KY-4/shape.geojson '
        'cds/2016/LA-6/shape.geojson cds/2016/MA-5/shape.geojson cds/2016/MA-6/shape.geojson '
        'cds/2016/MD-3/shape.geojson cds/2016/MD-6/shape.geojson cds/2016/MD-7/shape.geojson '
        'cds/2016/MI-12/shape.geojson cds/2016/MI-2/shape.geojson cds/2016/MI-3/shape.geojson '
        'cds/2016/MN-1/shape.geojson cds/2016/MN-2/shape.geojson cds/2016/MN-4/shape.geojson '
        'cds/2016/MN-5/shape.geojson cds/2016/MO-4/shape.geojson cds/2016/MO-5/shape.geojson '
        'cds/2016/MS-2/shape.geojson cds/2016/MS-4/shape.geojson cds/2016/MT-0/shape.geojson '
        'cds/2016/NC-11/shape.geojson cds/2016/NC-4/shape.geojson cds/2016/NE-2/shape.geojson '
        'cds/2016/NH-1/shape.geojson cds/2016/NJ-2/shape.geojson cds/2016/NJ-8/shape.geojson '
        'cds/2016/NJ-9/shape.geojson cds/2016/NM-1/shape.geojson cds/2016/NM-3/shape.geojson '
        'cds/2016/NV-2/shape.geojson cds/2016/NV-4/shape.geojson cds/2016/NY-12/shape.geojson '
        'cds/2016/NY-20/shape.geojson cds/2016/NY-23/shape.geojson cds/2016/NY-27/shape.geojson '
        'cds/2016/NY-6/shape.geojson cds/2016/OH-13/shape.geojson cds/2016/OH-6/shape.geojson '
        'cds/2016/OH-7/shape.geojson cds/2016/OK-4/shape.geojson cds/2016/OR-3/shape.geojson '
        'cds/2016/OR-4/shape.geojson cds/2016/PA-10/shape.geojson cds/2016/PA-13/shape.geojson '
        'cds/2016/PA-17/shape.geojson cds/2016/PA-2/shape.geojson cds/2016/PA-5/shape.geojson '
        'cds/2016/PA-6/shape.geojson cds/2016/PA-8/shape.geojson cds/2016/RI-2/shape.geojson '
        'cds/2016/SC-4/shape.geojson cds/2016/SC-5/shape.geojson cds/2016/SC-6/shape.geojson '
        'cds/2016/TN-3/shape.geojson cds/2016/TN-4/shape.geojson cds/2016/TN-6/shape.geojson '
        'cds/2016/TN-9/shape.geojson cds/2016/TX-1/shape.geojson cds/2016/TX-11/shape.geojson '
        'cds/2016/TX-14/shape.geojson cds/2016/TX-17/shape.geojson cds/2016/TX-18/shape.geojson '
        'cds/2016/TX-20/shape.geojson cds/2016/TX-22/shape.geojson cds/2016/TX-24/shape.geojson '
        'cds/2016/TX-31/shape.geojson cds/2016/TX-36/shape.geojson cds/2016/TX-5/shape.geojson '
        'cds/2016/TX-7/shape.geojson cds/2016/TX-8/shape.geojson cds/2016/VA-6/shape.geojson '
        'cds/2016/VA-9/shape.geojson cds/2016/WA-3/shape.geojson cds/2016/WA-4/shape.geojson '
        'cds/2016/WA-7/shape.geojson cds/2016/WI-2/shape.geojson cds/2016/WI-4/shape.geojson '
        'cds/2016/WV-1/shape.geojson cds/2016/WV-3/shape.geojson cds/2016/WY-0/shape.geojson '
        'cds/2018/PA-1/shape.geojson cds/2018/PA-12/shape.geojson cds/2018/PA-17/shape.geojson '
        'cds/2018/PA-18/shape.geojson cds/2018/PA-8/shape.geojson cds/2020/NC-10/shape.geojson '
        'cds/2020/NC-12/shape.geojson cds/2020/NC-13/shape.geojson cds/2020/NC-2/shape.geojson '
        'cds/2020/NC-5/shape.geojson cds/2022/NJ-3/shape.geojson cds/2022/NJ-4/shape.geojson'
    ),
}

DISTRICTS_CDS_GEOJSON_OTHER = {
    '': (
        'cds/2012/AL-3/shape.kml cds/2012/AL-7/shape.kml cds/2012/AZ-4/shape.kml cds/2012/AZ-6/shape.kml '
        'cds/2012/CA-1/shape.kml cds/2012/CA-17/shape.kml cds/2012/CA-20/shape.kml cds/2012/CA-21/shape.kml '
        'cds/2012/CA-22/shape.kml cds/2012/CA-26/shape.kml cds/2012/CA-27/shape.kml cds/2012/CA-3/shape.kml '
        'cds/2012/CA-33/shape.kml cds/2012/CA-42/shape.kml cds/2012/CA-43/shape.kml cds/2012/CA-46/shape.kml '
        'cds/2012/CA-48/shape.kml cds/2012/CA-49/shape.kml cds/2012/CA-52/shape.kml cds/2012/CA-7/shape.kml '
        'cds/2012/CO-7/shape.kml cds/2012/CT-2/shape.kml cds/2012/FL-14/shape.kml cds/2012/FL-23/shape.kml '
        'cds/2012/FL-7/shape.kml cds/2012/FL-9/shape.kml cds/2012/GA-13/shape.kml cds/2012/GA-4/shape.kml '
        'cds/2012/HI-2/shape.kml cds/2012/IA-2/shape.kml cds/2012/ID-1/shape.kml cds/2012/IL-13/shape.kml '
        'cds/2012/IL-17/shape.kml cds/2012/IL-2/shape.kml cds/2012/IL-9/shape.kml cds/2012/IN-7/shape.kml '
        'cds/2012/IN-8/shape.kml cds/2012/IN-9/shape.kml cds/2012/KY-3/shape.kml cds/2012/LA-2/shape.kml '
        'cds/2012/LA-5/shape.kml cds/2012/MA-5/shape.kml cds/2012/MD-4/shape.kml cds/2012/MI-10/shape.kml '
        'cds/2012/MI-6/shape.kml cds/2012/MI-8/shape.kml cds/2012/MN-1/shape.kml cds/2012/MN-5/shape.kml '
        'cds/2012/MN-8/shape.kml cds/2012/MO-2/shape.kml cds/2012/MO-3/shape.kml cds/2012/MO-5/shape.kml '
        'cds/2012/NE-1/shape.kml cds/2012/NJ-1/shape.kml cds/2012/NJ-2/shape.kml cds/2012/NM-3/shape.kml '
        'cds/2012/NY-1/shape.kml cds/2012/NY-12/shape.kml cds/2012/NY-13/shape.kml cds/2012/NY-24/shape.kml '
        'cds/2012/NY-9/shape.kml cds/2012/OH-1/shape.kml cds/2012/OH-10/shape.kml cds/2012/OH-8/shape.kml '
        'cds/2012/OH-9/shape.kml cds/2012/OK-2/shape.kml cds/2012/OK-5/shape.kml cds/2012/OR-1/shape.kml '
        'cds/2012/OR-2/shape.kml cds/2012/PA-15/shape.kml cds/2012/PR-0/shape.kml cds/2012/SC-7/shape.kml '
        'cds/2012/TN-2/shape.kml cds/2012/TN-9/shape.kml cds/2012/TX-13/shape.kml cds/2012/TX-18/shape.kml '
        'cds/2012/TX-19/shape.kml cds/2012/TX-30/shape.kml cds/2012/TX-32/shape.kml cds/2012/TX-7/shape.kml '
        'cds/2012/TX-8/shape.kml cds/2012/UT-3/shape.kml cds/2012/VA-11/shape.kml cds/2012/VA-9/shape.kml '
        'cds/2012/WA-5/shape.kml cds/2012/WI-3/shape.kml cds/2012/WI-4/shape.kml cds/2012/WI-5/shape.kml '
        'cds/2012/WI-8/shape.kml cds/2012/WV-1/shape.kml cds/2012/WY-0/shape.kml cds/2016/AL-5/shape.kml '
        'cds/2016/AR-2/shape.kml cds/2016/AZ-4/shape.kml cds/2016/CA-14/shape.kml cds/2016/CA-21/shape.kml '
        'cds/2016/CA-26/shape.kml cds/2016/CA-29/shape.kml cds/2016/CA-3/shape.kml cds/2016/CA-33/shape.kml '
        'cds/2016/CA-44/shape.kml cds/2016/CA-47/shape.kml cds/2016/CA-49/shape.kml cds/2016/CA-53/shape.kml '
        'cds/2016/CT-2/shape.kml cds/2016/CT-5/shape.kml cds/2016/FL-13/shape.kml cds/2016/FL-24/shape.kml '
        'cds/2016/FL-26/shape.kml cds/2016/FL-27/shape.kml cds/2016/FL-4/shape.kml cds/2016/FL-9/shape.kml '
        'cds/2016/GA-1/shape.kml cds/2016/GA-11/shape.kml cds/2016/GA-13/shape.kml cds/2016/IA-4/shape.kml '
        'cds/2016/ID-1/shape.kml cds/2016/IL-15/shape.kml cds/2016/IL-18/shape.kml cds/2016/IL-4/shape.kml '
        'cds/2016/IN-2/shape.kml cds/2016/IN-7/shape.kml cds/2016/IN-8/shape.kml cds/2016/IN-9/shape.kml '
        'cds/2016/KS-2/shape.kml cds/2016/LA-3/shape.kml cds/2016/LA-4/shape.kml cds/2016/MA-1/shape.kml '
        'cds/2016/MA-3/shape.kml cds/2016/MD-6/shape.kml cds/2016/MD-7/shape.kml cds/2016/ME-2/shape.kml '
        'cds/2016/MI-3/shape.kml cds/2016/MI-4/shape.kml cds/2016/MI-7/shape.kml cds/2016/MI-9/shape.kml '
        'cds/2016/MN-1/shape.kml cds/2016/MN-4/shape.kml cds/2016/MO-1/shape.kml cds/2016/MO-2/shape.kml '
        'cds/2016/MO-6/shape.kml cds/2016/MS-4/shape.kml cds/2016/NC-10/shape.kml cds/2016/NC-11/shape.kml '
        'cds/2016/NC-2/shape.kml cds/2016/NC-6/shape.kml cds/2016/NC-7/shape.kml cds/2016/NC-9/shape.kml '
        'cds/2016/ND-0/shape.kml cds/2016/NJ-1/shape.kml cds/2016/NJ-7/shape.kml cds/2016/NM-1/shape.kml '
        'cds/2016/NY-10/shape.kml cds/2016/NY-17/shape.kml cds/2016/NY-21/shape.kml cds/2016/NY-22/shape.kml '
        'cds/2016/NY-7/shape.kml cds/2016/NY-8/shape.kml cds/2016/OH-11/shape.kml cds/2016/OH-4/shape.kml '
        'cds/2016/OH-8/shape.kml cds/2016/OH-9/shape.kml cds/2016/OK-2/shape.kml cds/2016/OK-4/shape.kml '
        'cds/2016/OK-5/shape.kml cds/2016/OR-3/shape.kml cds/2016/PA-12/shape.kml cds/2016/PA-13/shape.kml '
        'cds/2016/PA-17/shape.kml cds/2016/PA-2/shape.kml cds/2016/PA-3/shape.kml cds/2016/PA-5/shape.kml '
        'cds/2016/SC-5/shape.kml cds/2016/SC-7/shape.kml cds/2016/SD-0/shape.kml cds/2016/TX-10/shape.kml '
        'cds/2016/TX-16/shape.kml cds/2016/TX-17/shape.kml cds/2016/TX-2/shape.kml cds/2016/TX-25/shape.kml '
        'cds/2016/TX-26/shape.kml cds/2016/TX-27/shape.kml cds/2016/UT-4/shape.kml cds/2016/VA-1/shape.kml '
        'cds/2016/VA-6/shape.kml cds/2016/VA-7/shape.kml cds/2016/WA-2/shape.kml cds/2016/WA-8/shape.kml '
        'cds/2016/WI-1/shape.kml cds/2016/WI-6/shape.kml cds/2016/WY-0/shape.kml cds/2018/PA-1/shape.kml '
        'cds/2018/PA-10/shape.kml cds/2018/PA-12/shape.kml cds/2018/PA-15/shape.kml cds/2018/PA-16/shape.kml '
        'cds/2020/NC-12/shape.kml cds/2020/NC-3/shape.kml cds/2022/NJ-4/shape.kml cds/2022/NJ-5/shape.kml'
    ),
}


DISTRICTS_CDS_KML_KIND = {
    '': (
        'cds/2012/AL-4/shape.kml cds/2012/AL-7/shape.kml cds/2012/AS-0/shape.kml cds/2012/AZ-1/shape.kml '
        'cds/2012/AZ-2/shape.kml cds/2012/AZ-4/shape.kml cds/2012/AZ-5/shape.kml cds/2012/AZ-6/shape.kml '
        'cds/2012/AZ-7/shape.kml cds/2012/AZ-8/shape.kml cds/2012/CA-10/shape.kml cds/2012/CA-11/shape.kml '
        'cds/2012/CA-12/shape.kml cds/2012/CA-17/shape.kml cds/2012/CA-20/shape.kml cds/2012/CA-22/shape.kml '
        'cds/2012/CA-23/shape.kml cds/2012/CA-25/shape.kml cds/2012/CA-27/shape.kml cds/2012/CA-29/shape.kml '
        'cds/2012/CA-37/shape.kml cds/2012/CA-41/shape.kml cds/2012/CA-42/shape.kml cds/2012/CA-47/shape.kml '
        'cds/2012/CA-6/shape.kml cds/2012/CO-3/shape.kml cds/2012/CO-6/shape.kml cds/2012/CO-7/shape.kml '
        'cds/2012/CT-2/shape.kml cds/2012/CT-3/shape.kml cds/2012/CT-4/shape.kml cds/2012/DC-0/shape.kml '
        'cds/2012/DE-0/shape.kml cds/2012/FL-11/shape.kml cds/2012/FL-12/shape.kml cds/2012/FL-13/shape.kml '
        'cds/2012/FL-15/shape.kml cds/2012/FL-2/shape.kml cds/2012/FL-21/shape.kml cds/2012/FL-24/shape.kml '
        'cds/2012/FL-27/shape.kml cds/2012/FL-3/shape.kml cds/2012/FL-5/shape.kml cds/2012/FL-7/shape.kml '
        'cds/2012/GA-1/shape.kml cds/2012/GA-10/shape.kml cds/2012/GA-2/shape.kml cds/2012/GA-3/shape.kml '
        'cds/2012/IA-1/shape.kml cds/2012/IL-1/shape.kml cds/2012/IL-12/shape.kml cds/2012/IL-15/shape.kml '
        'cds/2012/IL-2/shape.kml cds/2012/IL-3/shape.kml cds/2012/IL-6/shape.kml cds/2012/IN-8/shape.kml '
        'cds/2012/KS-1/shape.kml cds/2012/KS-2/shape.kml cds/2012/KS-3/shape.kml cds/2012/KS-4/shape.kml '
        'cds/2012/KY-2/shape.kml cds/2012/KY-4/shape.kml cds/2012/LA-1/shape.kml cds/2012/LA-2/shape.kml '
        'cds/2012/LA-6/shape.kml cds/2012/MA-1/shape.kml cds/2012/MA-3/shape.kml cds/2012/MA-5/shape.kml '
        'cds/2012/MD-6/shape.kml cds/2012/MD-7/shape.kml cds/2012/ME-2/shape.kml cds/2012/MI-1/shape.kml '
        'cds/2012/MI-13/shape.kml cds/2012/MI-3/shape.kml cds/2012/MI-5/shape.kml cds/2012/MN-7/shape.kml '
        'cds/2012/MN-8/shape.kml cds/2012/MO-1/shape.kml cds/2012/MO-4/shape.kml cds/2012/MO-5/shape.kml '
        'cds/2012/MP-0/shape.kml cds/2012/NC-12/shape.kml cds/2012/NC-3/shape.kml cds/2012/NC-4/shape.kml '
        'cds/2012/NE-3/shape.kml cds/2012/NH-1/shape.kml cds/2012/NJ-12/shape.kml cds/2012/NJ-3/shape.kml '
        'cds/2012/NJ-6/shape.kml cds/2012/NJ-7/shape.kml cds/2012/NM-3/shape.kml cds/2012/NV-1/shape.kml '
        'cds/2012/NV-3/shape.kml cds/2012/NY-12/shape.kml cds/2012/NY-14/shape.kml cds/2012/NY-16/shape.kml '
        'cds/2012/NY-17/shape.kml cds/2012/NY-18/shape.kml cds/2012/NY-20/shape.kml cds/2012/NY-21/shape.kml '
        'cds/2012/NY-24/shape.kml cds/2012/NY-3/shape.kml cds/2012/NY-4/shape.kml cds/2012/NY-6/shape.kml '
        'cds/2012/NY-8/shape.kml cds/2012/OH-1/shape.kml cds/2012/OH-11/shape.kml cds/2012/OH-13/shape.kml '
        'cds/2012/OH-16/shape.kml cds/2012/OH-4/shape.kml cds/2012/OH-6/shape.kml cds/2012/OK-4/shape.kml '
        'cds/2012/OR-5/shape.kml cds/2012/PA-12/shape.kml cds/2012/PA-17/shape.kml cds/2012/PA-2/shape.kml '
        'cds/2012/PA-4/shape.kml cds/2012/PA-9/shape.kml cds/2012/PR-0/shape.kml cds/2012/SC-1/shape.kml '
        'cds/2012/SC-3/shape.kml cds/2012/SC-6/shape.kml cds/2012/TN-1/shape.kml cds/2012/TX-1/shape.kml '
        'cds/2012/TX-10/shape.kml cds/2012/TX-12/shape.kml cds/2012/TX-13/shape.kml cds/2012/TX-14/shape.kml '
        'cds/2012/TX-2/shape.kml cds/2012/TX-20/shape.kml cds/2012/TX-21/shape.kml cds/2012/TX-28/shape.kml '
        'cds/2012/TX-3/shape.kml cds/2012/TX-33/shape.kml cds/2012/TX-34/shape.kml cds/2012/TX-4/shape.kml '
        'cds/2012/UT-1/shape.kml cds/2012/UT-4/shape.kml cds/2012/VA-4/shape.kml cds/2012/VA-9/shape.kml '
        'cds/2012/VI-0/shape.kml cds/2012/WA-1/shape.kml cds/2012/WA-2/shape.kml cds/2012/WA-3/shape.kml '
        'cds/2012/WA-5/shape.kml cds/2012/WA-7/shape.kml cds/2012/WI-1/shape.kml cds/2012/WI-2/shape.kml '
        'cds/2012/WI-3/shape.kml cds/2012/WI-4/shape.kml cds/2012/WI-5/shape.kml cds/2012/WI-7/shape.kml '
        'cds/2012/WI-8/shape.kml cds/2012/WY-0/shape.kml cds/2016/AK-0/shape.kml cds/2016/AR-4/shape.kml '
        'cds/2016/AZ-3/shape.kml cds/2016/AZ-6/shape.kml cds/2016/AZ-8/shape.kml cds/2016/CA-12/shape.kml '
        'cds/2016/CA-14/shape.kml cds/2016/CA-17/shape.kml cds/2016/CA-2/shape.kml cds/2016/CA-23/shape.kml '
        'cds/2016/CA-26/shape.kml cds/2016/CA-28/shape.kml cds/2016/CA-30/shape.kml cds/2016/CA-34/shape.kml '
        'cds/2016/CA-36/shape.kml cds/2016/CA-39/shape.kml cds/2016/CA-46/shape.kml cds/2016/CA-48/shape.kml '
        'cds/2016/CA-52/shape.kml cds/2016/CA-53/shape.kml cds/2016/CA-9/shape.kml cds/2016/CO-7/shape.kml '
        'cds/2016/CT-3/shape.kml cds/2016/FL-13/shape.kml cds/2016/FL-19/shape.kml cds/2016/FL-21/shape.kml '
        'cds/2016/FL-22/shape.kml cds/2016/FL-25/shape.kml cds/2016/FL-26/shape.kml cds/2016/FL-6/shape.kml '
        'cds/2016/FL-7/shape.kml cds/2016/FL-9/shape.kml cds/2016/GA-1/shape.kml cds/2016/GA-10/shape.kml '
        'cds/2016/GA-12/shape.kml cds/2016/GA-2/shape.kml cds/2016/GA-3/shape.kml cds/2016/GA-4/shape.kml '
        'cds/2016/GA-8/shape.kml cds/2016/HI-1/shape.kml cds/2016/HI-2/shape.kml cds/2016/IA-1/shape.kml '
        'cds/2016/IA-2/shape.kml cds/2016/IA-4/shape.kml cds/2016/ID-1/shape.kml cds/2016/IL-1/shape.kml '
        'cds/2016/IL-10/shape.kml cds/2016/IL-11/shape.kml cds/2016/IL-13/shape.kml cds/2016/IL-17/shape.kml '
        'cds/2016/IL-18/shape.kml cds/2016/IN-2/shape.kml cds/2016/IN-9/shape.kml cds/2016/KS-1/shape.kml '
        'cds/2016/KS-3/shape.kml cds/2016/KY-4/shape.kml cds/2016/LA-6/shape.kml cds/2016/MA-5/shape.kml '
        'cds/2016/MA-6/shape.kml cds/2016/MD-3/shape.kml cds/2016/MD-6/shape.kml cds/2016/MD-7/shape.kml '
        'cds/2016/MI-12/shape.kml cds/2016/MI-2/shape.kml cds/2016/MI-3/shape.kml cds/2016/MN-1/shape.kml '
        'cds/2016/MN-2/shape.kml cds/2016/MN-4/shape.kml cds/2016/MN-5/shape.kml cds/2016/MO-4/shape.kml '
        'cds/2016/MO-5/shape.kml cds/2016/MS-2/shape.kml cds/2016/MS-4/shape.kml cds/2016/MT-0/shape.kml '
        'cds/2016/NC-11/shape.kml cds/2016/NC-4/shape.kml cds/2016/NE-2/shape.kml cds/2016/NH-1/shape.kml '
        'cds/2016/NJ-2/shape.kml cds/2016/NJ-8/shape.kml cds/2016/NJ-9/shape.kml cds/2016/NM-1/shape.kml '
        'cds/2016/NM-3/shape.kml cds/2016/NV-2/shape.kml cds/2016/NV-4/shape.kml cds/2016/NY-12/shape.kml '
        'cds/2016/NY-20/shape.kml cds/2016/NY-23/shape.kml cds/2016/NY-27/shape.kml cds/2016/NY-6/shape.kml '
        'cds/2016/OH-13/shape.kml cds/2016/OH-6/shape.kml cds/2016/OH-7/shape.kml cds/2016/OK-4/shape.kml '
        'cds/2016/OR-3/shape.kml cds/2016/OR-4/shape.kml cds/2016/PA-10/shape.kml cds/2016/PA-13/shape.kml '
        'cds/2016/PA-17/shape.kml cds/2016/PA-2/shape.kml cds/2016/PA-5/shape.kml cds/2016/PA-6/shape.kml '
        'cds/2016/PA-8/shape.kml cds/2016/RI-2/shape.kml cds/2016/SC-4/shape.kml cds/2016/SC-5/shape.kml '
        'cds/2016/SC-6/shape.kml cds/2016/TN-3/shape.kml cds/2016/TN-4/shape.kml cds/2016/TN-6/shape.kml '
        'cds/2016/TN-9/shape.kml cds/2016/TX-1/shape.kml cds/2016/TX-11/shape.kml cds/2016/TX-14/shape.kml '
        'cds/2016/TX-17/shape.kml cds/2016/TX-18/shape.kml cds/2016/TX-20/shape.kml cds/2016/TX-22/shape.kml '
        'cds/2016/TX-24/shape.kml cds/2016/TX-31/shape.kml cds/2016/TX-36/shape.kml cds/2016/TX-5/shape.kml '
        'cds/2016/TX-7/shape.kml cds/2016/TX-8/shape.kml cds/2016/VA-6/shape.kml cds/2016/VA-9/shape.kml '
        'cds/2016/WA-3/shape.kml cds/2016/WA-4/shape.kml cds/2016/WA-7/shape.kml cds/2016/WI-2/shape.kml '
        'cds/2016/WI-4/shape.kml cds/2016/WV-1/shape.kml cds/2016/WV-3/shape.kml cds/2016/WY-0/shape.kml '
        'cds/2018/PA-1/shape.kml cds/2018/PA-12/shape.kml cds/2018/PA-17/shape.kml cds/2018/PA-18/shape.kml '
        'cds/2018/PA-8/shape.kml cds/2020/NC-10/shape.kml cds/2020/NC-12/shape.kml cds/2020/NC-13/shape.kml '
        'cds/2020/NC-2/shape.kml cds/2020/NC-5/shape.kml cds/2022/NJ-3/shape.kml cds/2022/NJ-4/shape.kml'
    ),
}

DISTRICTS_CDS_KML_OTHER = {
    '': (
        'cds/2012/AL-3/shape.geojson cds/2012/AL-7/shape.geojson cds/2012/AZ-4/shape.geojson '
        'cds/2012/AZ-6/shape.geojson cds/2012/CA-1/shape.geojson cds/2012/CA-17/shape.geojson '
        'cds/2012/CA-20/shape.geojson cds/2012/CA-21/shape.geojson cds/2012/CA-22/shape.geojson '
        'cds/2012/CA-26/shape.geojson cds/2012/CA-27/shape.geojson cds/2012/CA-3/shape.geojson '
        'cds/2012/CA-33/shape.geojson cds/2012/CA-42/shape.geojson cds/2012/CA-43/shape.geojson '
        'cds/2012/CA-46/shape.geojson cds/2012/CA-48/shape.geojson cds/2012/CA-49/shape.geojson '
        'cds/2012/CA-52/shape.geojson cds/2012/CA-7/shape.geojson cds/2012/CO-7/shape.geojson '
        'cds/2012/CT-2/shape.geojson cds/2012/FL-14/shape.geojson cds/2012/FL-23/shape.geojson '
        'cds/2012/FL-7/shape.geojson cds/2012/FL-9/shape.geojson cds/2012/GA-13/shape.geojson '
        'cds/2012/GA-4/shape.geojson cds/2012/HI-2/shape.geojson cds/2012/IA-2/shape.geojson '
        'cds/2012/ID-1/shape.geojson cds/2012/IL-13/shape.geojson cds/2012/IL-17/shape.geojson '
        'cds/2012/IL-2/shape.geojson cds/2012/IL-9/shape.geojson cds/2012/IN-7/shape.geojson '
        'cds/2012/IN-8/shape.geojson cds/2012/IN-9/shape.geojson cds/2012/KY-3/shape.geojson '
        'cds/2012/LA-2/shape.geojson cds/2012/LA-5/shape.geojson cds/2012/MA-5/shape.geojson '
        'cds/2012/MD-4/shape.geojson cds/2012/MI-10/shape.geojson cds/2012/MI-6/shape.geojson '
        'cds/2012/MI-8/shape.geojson cds/2012/MN-1/shape.geojson cds/2012/MN-5/shape.geojson '
        'cds/2012/MN-8/shape.geojson cds/2012/MO-2/shape.geojson cds/2012/MO-3/shape.geojson '
        'cds/2012/MO-5/shape.geojson cds/2012/NE-1/shape.geojson cds/2012/NJ-1/shape.geojson '
        'cds/2012/NJ-2/shape.geojson cds/2012/NM-3/shape.geojson cds/2012/NY-1/shape.geojson '
        'cds/2012/NY-12/shape.geojson cds/2012/NY-13/shape.geojson cds/2012/NY-24/shape.geojson '
        'cds/2012/NY-9/shape.geojson cds/2012/OH-1/shape.geojson cds/2012/OH-10/shape.geojson '
        'cds/2012/OH-8/shape.geojson cds/2012/OH-9/shape.geojson cds/2012/OK-2/shape.geojson '
        'cds/2012/OK-5/shape.geojson cds/2012/OR-1/shape.geojson cds/2012/OR-2/shape.geojson '
        'cds/2012/PA-15/shape.geojson cds/2012/PR-0/shape.geojson cds/2012/SC-7/shape.geojson '
        'cds/2012/TN-2/shape.geojson cds/2012/TN-9/shape.geojson cds/2012/TX-13/shape.geojson '
        'cds/2012/TX-18/shape.geojson cds/2012/TX-19/shape.geojson cds/2012/TX-30/shape.geojson '
        'cds/2012/TX-32/shape.geojson cds/2012/TX-7/shape.geojson cds/2012/TX-8/shape.geojson '
        'cds/2012/UT-3/shape.geojson cds/2012/VA-11/shape.geojson cds/2012/VA-9/shape.geojson '
        'cds/2012/WA-5/shape.geojson cds/2012/WI-3/shape.geojson cds/2012/WI-4/shape.geojson '
        'cds/2012/WI-5/shape.geojson cds/2012/WI-8/shape.geojson cds/2012/WV-1/shape.geojson '
        'cds/2012/WY-0/shape.geojson cds/2016/AL-5/shape.geojson cds/2016/AR-2/shape.geojson '
        'cds/2016/AZ-4/shape.geojson cds/2016/CA-14/shape.geojson cds/2016/CA-21/shape.geojson '
        'cds/2016/CA-26/shape.geojson cds/2016/CA-29/shape.geojson cds/2016/CA-3/shape.geojson '
        'cds/2016/CA-33/shape.geojson cds/2016/CA-44/shape.geojson cds/2016/CA-47/shape.geojson '
        'cds/2016/CA-49/shape.geojson cds/2016/CA-53/shape.geojson cds/2016/CT-2/shape.geojson '
        'cds/2016/CT-5/shape.geojson cds/2016/FL-13/shape.geojson cds/2016/FL-24/shape.geojson '
        'cds/2016/FL-26/shape.geojson cds/2016/FL-27/shape.geojson cds/2016/FL-4/shape.geojson '
        'cds/2016/FL-9/shape.geojson cds/2016/GA-1/shape.geojson cds/2016/GA-11/shape.geojson '
        'cds/2016/GA-13/shape.geojson cds/2016/IA-4/shape.geojson cds/2016/ID-1/shape.geojson '
        'cds/2016/IL-15/shape.geojson cds/2016/IL-18/shape.geojson cds/2016/IL-4/shape.geojson '
        'cds/2016/IN-2/shape.geojson cds/2016/IN-7/shape.geojson cds/2016/IN-8/shape.geojson '
        'cds/2016/IN-9/shape.geojson cds/2016/KS-2/shape.geojson cds/2016/LA-3/shape.geojson '
        'cds/2016/LA-4/shape.geojson cds/2016/MA-1/shape.geojson cds/2016/MA-3/shape.geojson '
        'cds/2016/MD-6/shape.geojson cds/2016/MD-7/shape.geojson cds/2016/ME-2/shape.geojson '
        'cds/2016/MI-3/shape.geojson cds/2016/MI-4/shape.geojson cds/2016/MI-7/shape.geojson '
        'cds/2016/MI-9/shape.geojson cds/2016/MN-1/shape.geojson cds/2016/MN-4/shape.geojson '
        'cds/2016/MO-1/shape.geojson cds/2016/MO-2/shape.geojson cds/2016/MO-6/shape.geojson '
        'cds/2016/MS-4/shape.geojson cds/2016/NC-10/shape.geojson cds/2016/NC-11/shape.geojson '
        'cds/2016/NC-2/shape.geojson cds/2016/NC-6/shape.geojson cds/2016/NC-7/shape.geojson '
        'cds/2016/NC-9/shape.geojson cds/2016/ND-0/shape.geojson cds/2016/NJ-1/shape.geojson '
        'cds/2016/NJ-7/shape.geojson cds/2016/NM-1/shape.geojson cds/2016/NY-10/shape.geojson '
        'cds/2016/NY-17/shape.geojson cds/2016/NY-21/shape.geojson cds/2016/NY-22/shape.geojson '
        'cds/2016/NY-7/shape.geojson cds/2016/NY-8/shape.geojson cds/2016/OH-11/shape.geojson '
        'cds/2016/OH-4/shape.geojson cds/2016/OH-8/shape.geojson cds/2016/OH-9/shape.geojson '
        'cds/2016/OK-2/shape.geojson cds/2016/OK-4/shape.geojson cds/2016/OK-5/shape.geojson '
        'cds/2016/OR-3/shape.geojson cds/2016/PA-12/shape.geojson cds/2016/PA-13/shape.geojson '
        'cds/2016/PA-17/shape.geojson cds/2016/PA-2/shape.geojson cds/2016/PA-3/shape.geojson '
        'cds/2016/PA-5/shape.geojson cds/2016/SC-5/shape.geojson cds/2016/SC-7/shape.geojson '
        'cds/2016/SD-0/shape.geojson cds/2016/TX-10/shape.geojson cds/2016/TX-16/shape.geojson '
        'cds/2016/TX-17/shape.geojson cds/2016/TX-2/shape.geojson cds/2016/TX-25/shape.geojson '
        'cds/2016/TX-26/shape.geojson cds/2016/TX-27/shape.geojson cds/2016/UT-4/shape.geojson '
        'cds/2016/VA-1/shape.geojson cds/2016/VA-6/shape.geojson cds/2016/VA-7/shape.geojson '
        'cds/2016/WA-2/shape.geojson cds/2016/WA-8/shape.geojson cds/2016/WI-1/shape.geojson '
        'cds/2016/WI-6/shape.geojson cds/2016/WY-0/shape.geojson cds/2018/PA-1/shape.geojson '
        'cds/2018/PA-10/shape.geojson cds/2018/PA-12/shape.geojson cds/2018/PA-15/shape.geojson '
        'cds/2018/PA-16/shape.geojson cds/2020/NC-12/shape.geojson cds/2020/NC-3/shape.geojson '
        'cds/2022/NJ-4/shape.geojson cds/2022/NJ-5/shape.geojson'
    ),
}


DISTRICTS_SLD_KIND = {
    '': (
        'states/AK/sldl/39.geojson states/AL/sldu/33.geojson states/AL/sldu/35.geojson '
        'states/AR/sldu/12.geojson states/AR/sldu/26.geojson states/AZ/sldl/22.geojson '
        'states/AZ/sldl/23.geojson states/CA/sldu/40.geojson states/CO/sldl/59.geojson '
        'states/DC/sldl/Ward-6.geojson states/DE/sldu/5.geojson states/GA/sldu/20.geojson '
        'states/HI/sldl/51.geojson states/HI/sldu/20.geojson states/HI/sldu/6.geojson '
        'states/IL/sldu/11.geojson states/IN/sldu/16.geojson states/IN/sldu/22.geojson '
        'states/KS/sldu/20.geojson states/KS/sldu/26.geojson states/LA/sldu/14.geojson '
        'states/LA/sldu/5.geojson states/MA/sldu/Fourth-Middlesex.geojson states/MD/sldl/34B.geojson '
        'states/MD/sldu/21.geojson states/MD/sldu/7.geojson states/ME/sldu/14.geojson '
        'states/ME/sldu/7.geojson states/MI/sldu/30.geojson states/MS/sldu/28.geojson '
        'states/MS/sldu/34.geojson states/NC/sldu/26.geojson states/NC/sldu/35.geojson '
        'states/ND/sldl/14.geojson states/ND/sldl/41.geojson states/ND/sldu/17.geojson '
        'states/ND/sldu/39.geojson states/NE/sldl/7.geojson states/NH/sldu/3.geojson '
        'states/NJ/sldu/22.geojson states/NM/sldu/14.geojson states/NM/sldu/23.geojson '
        'states/NV/sldu/10.geojson states/NV/sldu/21.geojson states/OR/sldl/10.geojson '
        'states/OR/sldl/46.geojson states/PA/sldu/22.geojson states/PR/sldl/3.geojson '
        'states/SD/sldu/2.geojson states/TN/sldl/37.geojson states/TN/sldl/92.geojson '
        'states/TN/sldu/24.geojson states/UT/sldu/24.geojson states/UT/sldu/28.geojson '
        'states/VT/sldu/Caledonia.geojson states/VT/sldu/Lamoille.geojson states/WA/sldu/2.geojson '
        'states/WA/sldu/4.geojson states/WI/sldu/28.geojson states/WI/sldu/3.geojson '
        'states/WV/sldu/4.geojson states/WV/sldu/9.geojson states/WY/sldl/4.geojson states/WY/sldu/3.geojson'
    ),
    'states/AL/sldl': (
        '100.geojson 37.geojson 44.geojson 54.geojson 68.geojson 76.geojson 82.geojson 95.geojson'
    ),
    'states/AR/sldl': (
        '100.geojson 15.geojson 51.geojson 78.geojson 9.geojson'
    ),
    'states/CA/sldl': (
        '34.geojson 67.geojson 73.geojson 79.geojson'
    ),
    'states/CT/sldl': (
        '104.geojson 124.geojson 149.geojson 16.geojson 25.geojson 41.geojson 46.geojson 66.geojson '
        '85.geojson 94.geojson'
    ),
    'states/DE/sldl': (
        '18.geojson 20.geojson 6.geojson'
    ),
    'states/FL/sldl': (
        '103.geojson 113.geojson 118.geojson 2.geojson 26.geojson 43.geojson 49.geojson 87.geojson '
        '98.geojson'
    ),
    'states/GA/sldl': (
        '130.geojson 34.geojson 54.geojson 58.geojson 87.geojson'
    ),
    'states/IA/sldl': (
        '15.geojson 16.geojson 18.geojson 32.geojson 50.geojson 67.geojson 76.geojson'
    ),
    'states/IA/sldu': (
        '2.geojson 26.geojson 7.geojson'
    ),
    'states/IL/sldl': (
        '106.geojson 116.geojson 27.geojson 34.geojson 86.geojson'
    ),
    'states/IN/sldl': (
        '34.geojson 43.geojson 51.geojson 71.geojson 80.geojson'
    ),
    'states/KS/sldl': (
        '17.geojson 39.geojson 42.geojson 43.geojson'
    ),
    'states/KY/sldl': (
        '24.geojson 41.geojson 63.geojson 7.geojson'
    ),
    'states/KY/sldu': (
        '14.geojson 18.geojson 26.geojson 6.geojson'
    ),
    'states/LA/sldl': (
        '36.geojson 48.geojson 61.geojson 74.geojson 76.geojson 8.geojson 99.geojson'
    ),
    'states/MA/sldl': (
        'Fifteenth-Worcester.geojson First-Berkshire.geojson Fourteenth-Suffolk.geojson '
        'Second-Middlesex.geojson Second-Suffolk.geojson Sixth-Bristol.geojson Tenth-Essex.geojson '
        'Thirty-Fourth-Middlesex.geojson Twenty-Sixth-Middlesex.geojson'
    ),
    'states/ME/sldl': (
        '132.geojson 150.geojson 27.geojson 67.geojson 7.geojson 92.geojson'
    ),
    'states/MI/sldl': (
        '21.geojson 86.geojson 92.geojson'
    ),
    'states/MN/sldl': (
        '26A.geojson 27B.geojson 2A.geojson 34B.geojson 57A.geojson 57B.geojson 58B.geojson 65A.geojson'
    ),
    'states/MN/sldu': (
        '25.geojson 32.geojson 59.geojson'
    ),
    'states/MO/sldl': (
        '130.geojson 46.geojson 88.geojson'
    ),
    'states/MO/sldu': (
        '14.geojson 30.geojson 6.geojson'
    ),
    'states/MS/sldl': (
        '109.geojson 121.geojson 37.geojson 4.geojson 49.geojson 52.geojson 59.geojson 68.geojson 78.geojson '
        '85.geojson'
    ),
    'states/MT/sldl': (
        '66.geojson 84.geojson 85.geojson 89.geojson'
    ),
    'states/MT/sldu': (
        '16.geojson 3.geojson 32.geojson'
    ),
    'states/NC/sldl': (
        '114.geojson 116.geojson 21.geojson 38.geojson 65.geojson 9.geojson'
    ),
    'states/NH/sldl': (
        'Cheshire-13.geojson Hillsborough-20.geojson Hillsborough-23.geojson Merrimack-21.geojson'
    ),
    'states/NM/sldl': (
        '31.geojson 52.geojson 60.geojson'
    ),
    'states/NV/sldl': (
        '22.geojson 23.geojson 26.geojson 8.geojson'
    ),
    'states/NY/sldl': (
        '105.geojson 108.geojson 126.geojson 131.geojson 139.geojson 31.geojson 47.geojson 50.geojson '
        '56.geojson 63.geojson 73.geojson 84.geojson 93.geojson'
    ),
    'states/NY/sldu': (
        '17.geojson 29.geojson 32.geojson 48.geojson'
    ),
    'states/OH/sldl': (
        '20.geojson 26.geojson 27.geojson 97.geojson'
    ),
    'states/OK/sldl': (
        '26.geojson 31.geojson 37.geojson 47.geojson 52.geojson 87.geojson'
    ),
    'states/PA/sldl': (
        '107.geojson 127.geojson 130.geojson 132.geojson 137.geojson 186.geojson 26.geojson 3.geojson '
        '51.geojson 90.geojson'
    ),
    'states/RI/sldl': (
        '24.geojson 39.geojson 49.geojson 69.geojson'
    ),
    'states/SC/sldl': (
        '11.geojson 39.geojson 56.geojson 96.geojson 97.geojson'
    ),
    'states/SD/sldl': (
        '1.geojson 14.geojson 2.geojson 23.geojson 33.geojson 4.geojson'
    ),
    'states/TX/sldl': (
        '142.geojson 145.geojson 25.geojson 67.geojson 87.geojson'
    ),
    'states/UT/sldl': (
        '1.geojson 17.geojson 57.geojson'
    ),
    'states/VA/sldl': (
        '24.geojson 26.geojson 69.geojson 76.geojson'
    ),
    'states/VA/sldu': (
        '15.geojson 30.geojson 34.geojson'
    ),
    'states/VT/sldl': (
        'Franklin-4.geojson Orange-1.geojson Orleans-Lamoille.geojson'
    ),
    'states/WA/sldl': (
        '18.geojson 43.geojson 46.geojson 6.geojson'
    ),
    'states/WI/sldl': (
        '19.geojson 35.geojson 46.geojson 75.geojson 79.geojson'
    ),
    'states/WV/sldl': (
        '33.geojson 40.geojson 58.geojson 65.geojson 8.geojson'
    ),
}

DISTRICTS_SLD_OTHER = {
    '': (
        'cds/2012/AZ-5/shape.geojson cds/2012/CA-14/shape.kml cds/2012/CA-23/shape.kml '
        'cds/2012/CA-25/shape.geojson cds/2012/CA-27/shape.kml cds/2012/CA-31/shape.geojson '
        'cds/2012/CO-3/shape.kml cds/2012/CO-5/shape.geojson cds/2012/FL-10/shape.geojson '
        'cds/2012/FL-12/shape.geojson cds/2012/FL-21/shape.geojson cds/2012/GA-13/shape.kml '
        'cds/2012/GA-9/shape.kml cds/2012/IA-2/shape.kml cds/2012/IA-4/shape.kml cds/2012/IL-1/shape.kml '
        'cds/2012/IL-17/shape.kml cds/2012/IN-5/shape.geojson cds/2012/KY-2/shape.geojson '
        'cds/2012/MA-1/shape.geojson cds/2012/MA-3/shape.geojson cds/2012/MI-10/shape.kml '
        'cds/2012/MI-3/shape.kml cds/2012/MN-2/shape.kml cds/2012/MN-8/shape.geojson '
        'cds/2012/MO-3/shape.geojson cds/2012/NY-13/shape.kml cds/2012/NY-5/shape.kml '
        'cds/2012/NY-7/shape.geojson cds/2012/NY-7/shape.kml cds/2012/OH-7/shape.geojson '
        'cds/2012/OH-8/shape.kml cds/2012/OK-4/shape.kml cds/2012/PA-13/shape.geojson '
        'cds/2012/SD-0/shape.geojson cds/2012/TN-6/shape.kml cds/2012/TX-10/shape.geojson '
        'cds/2012/TX-11/shape.geojson cds/2012/TX-28/shape.kml cds/2012/UT-1/shape.kml '
        'cds/2012/VA-7/shape.geojson cds/2012/WI-6/shape.geojson cds/2016/AL-3/shape.geojson '
        'cds/2016/CA-11/shape.kml cds/2016/CA-23/shape.kml cds/2016/CA-44/shape.kml cds/2016/CO-4/shape.kml '
        'cds/2016/FL-21/shape.kml cds/2016/FL-23/shape.kml cds/2016/IA-1/shape.kml '
        'cds/2016/ID-2/shape.geojson cds/2016/IL-12/shape.kml cds/2016/IN-4/shape.kml '
        'cds/2016/IN-9/shape.geojson cds/2016/LA-1/shape.kml cds/2016/LA-4/shape.geojson '
        'cds/2016/MA-4/shape.geojson cds/2016/MD-4/shape.geojson cds/2016/MD-6/shape.geojson '
        'cds/2016/ME-1/shape.geojson cds/2016/MI-8/shape.geojson cds/2016/MO-4/shape.geojson '
        'cds/2016/MO-7/shape.kml cds/2016/MT-0/shape.geojson cds/2016/NC-11/shape.kml '
        'cds/2016/NJ-1/shape.geojson cds/2016/NJ-12/shape.kml cds/2016/NV-3/shape.kml '
        'cds/2016/NY-2/shape.kml cds/2016/OH-16/shape.kml cds/2016/OH-8/shape.geojson '
        'cds/2016/OK-2/shape.kml cds/2016/OR-1/shape.geojson cds/2016/OR-2/shape.geojson '
        'cds/2016/PA-17/shape.geojson cds/2016/PA-2/shape.kml cds/2016/SC-2/shape.kml '
        'cds/2016/SC-6/shape.geojson cds/2016/TN-4/shape.geojson cds/2016/TX-18/shape.geojson '
        'cds/2016/TX-3/shape.geojson cds/2016/UT-1/shape.kml cds/2016/VA-5/shape.geojson '
        'cds/2016/WA-10/shape.geojson cds/2016/WY-0/shape.geojson cds/2018/PA-10/shape.geojson '
        'cds/2020/NC-8/shape.geojson cds/2022/NJ-6/shape.kml states/AK/shape.geojson states/AL/shape.geojson '
        'states/AR/shape.geojson states/AS/shape.geojson states/AZ/shape.geojson states/CA/shape.geojson '
        'states/CO/shape.geojson states/CT/shape.geojson states/DC/shape.geojson states/DE/shape.geojson '
        'states/FL/shape.geojson states/GA/shape.geojson states/GU/shape.geojson states/HI/shape.geojson '
        'states/IA/shape.geojson states/ID/shape.geojson states/IL/shape.geojson states/IN/shape.geojson '
        'states/KS/shape.geojson states/KY/shape.geojson states/LA/shape.geojson states/MA/shape.geojson '
        'states/MD/shape.geojson states/ME/shape.geojson states/MI/shape.geojson states/MN/shape.geojson '
        'states/MO/shape.geojson states/MP/shape.geojson states/MS/shape.geojson states/MT/shape.geojson '
        'states/NC/shape.geojson states/ND/shape.geojson states/NE/shape.geojson states/NH/shape.geojson '
        'states/NJ/shape.geojson states/NM/shape.geojson states/NV/shape.geojson states/NY/shape.geojson '
        'states/OH/shape.geojson states/OK/shape.geojson states/OR/shape.geojson states/PA/shape.geojson '
        'states/PR/shape.geojson states/RI/shape.geojson states/SC/shape.geojson states/SD/shape.geojson '
        'states/TN/shape.geojson states/TX/shape.geojson states/UT/shape.geojson states/VA/shape.geojson '
        'states/VI/shape.geojson states/VT/shape.geojson states/WA/shape.geojson states/WI/shape.geojson '
        'states/WV/shape.geojson states/WY/shape.geojson'
    ),
    'states/kml': (
        'AK.kml AL.kml AR.kml AS.kml AZ.kml CA.kml CO.kml CT.kml DC.kml DE.kml FL.kml GA.kml GU.kml HI.kml '
        'IA.kml ID.kml IL.kml IN.kml KS.kml KY.kml LA.kml MA.kml MD.kml ME.kml MI.kml MN.kml MO.kml MP.kml '
        'MS.kml MT.kml NC.kml ND.kml NE.kml NH.kml NJ.kml NM.kml NV.kml NY.kml OH.kml OK.kml OR.kml PA.kml '
        'PR.kml RI.kml SC.kml SD.kml TN.kml TX.kml UT.kml VA.kml VI.kml VT.kml WA.kml WI.kml WV.kml WY.kml'
    ),
}


DISTRICTS_STATES_KIND = {
    '': (
        'states/AK/shape.geojson states/AL/shape.geojson states/AR/shape.geojson states/AS/shape.geojson '
        'states/AZ/shape.geojson states/CA/shape.geojson states/CO/shape.geojson states/CT/shape.geojson '
        'states/DC/shape.geojson states/DE/shape.geojson states/FL/shape.geojson states/GA/shape.geojson '
        'states/GU/shape.geojson states/HI/shape.geojson states/IA/shape.geojson states/ID/shape.geojson '
        'states/IL/shape.geojson states/IN/shape.geojson states/KS/shape.geojson states/KY/shape.geojson '
        'states/LA/shape.geojson states/MA/shape.geojson states/MD/shape.geojson states/ME/shape.geojson '
        'states/MI/shape.geojson states/MN/shape.geojson states/MO/shape.geojson states/MP/shape.geojson '
        'states/MS/shape.geojson states/MT/shape.geojson states/NC/shape.geojson states/ND/shape.geojson '
        'states/NE/shape.geojson states/NH/shape.geojson states/NJ/shape.geojson states/NM/shape.geojson '
        'states/NV/shape.geojson states/NY/shape.geojson states/OH/shape.geojson states/OK/shape.geojson '
        'states/OR/shape.geojson states/PA/shape.geojson states/PR/shape.geojson states/RI/shape.geojson '
        'states/SC/shape.geojson states/SD/shape.geojson states/TN/shape.geojson states/TX/shape.geojson '
        'states/UT/shape.geojson states/VA/shape.geojson states/VI/shape.geojson states/VT/shape.geojson '
        'states/WA/shape.geojson states/WI/shape.geojson states/WV/shape.geojson states/WY/shape.geojson'
    ),
}

DISTRICTS_STATES_OTHER = {
    '': (
        'states/AL/sldu/33.geojson states/AR/sldu/12.geojson states/AR/sldu/26.geojson '
        'states/CO/sldl/59.geojson states/DC/sldl/Ward-6.geojson states/DE/sldu/5.geojson '
        'states/GA/sldu/20.geojson states/HI/sldu/20.geojson states/HI/sldu/6.geojson '
        'states/IL/sldu/11.geojson states/IN/sldu/16.geojson states/KS/sldu/26.geojson '
        'states/KY/sldl/24.geojson states/KY/sldl/63.geojson states/KY/sldu/18.geojson '
        'states/KY/sldu/6.geojson states/LA/sldl/61.geojson states/LA/sldl/99.geojson '
        'states/LA/sldu/14.geojson states/LA/sldu/5.geojson states/MA/sldu/Fourth-Middlesex.geojson '
        'states/MD/sldl/34B.geojson states/MD/sldu/7.geojson states/ME/sldu/14.geojson '
        'states/ME/sldu/7.geojson states/MI/sldl/86.geojson states/MI/sldl/92.geojson '
        'states/MI/sldu/30.geojson states/MN/sldu/25.geojson states/MO/sldl/130.geojson '
        'states/MO/sldu/14.geojson states/MO/sldu/6.geojson states/MS/sldu/28.geojson '
        'states/MS/sldu/34.geojson states/MT/sldu/16.geojson states/MT/sldu/3.geojson '
        'states/ND/sldl/14.geojson states/ND/sldu/39.geojson states/NE/sldl/7.geojson '
        'states/NH/sldl/Cheshire-13.geojson states/NH/sldl/Hillsborough-23.geojson states/NH/sldu/3.geojson '
        'states/NJ/sldu/22.geojson states/NM/sldl/52.geojson states/NM/sldl/60.geojson '
        'states/NM/sldu/23.geojson states/NV/sldl/22.geojson states/NV/sldu/10.geojson '
        'states/NV/sldu/21.geojson states/NY/sldu/29.geojson states/NY/sldu/48.geojson '
        'states/OR/sldl/46.geojson states/PA/sldu/22.geojson states/PR/sldl/3.geojson '
        'states/SC/sldl/39.geojson states/SC/sldl/56.geojson states/SD/sldu/2.geojson '
        'states/TN/sldl/92.geojson states/TN/sldu/24.geojson states/UT/sldu/24.geojson '
        'states/UT/sldu/28.geojson states/VA/sldl/24.geojson states/VA/sldl/69.geojson '
        'states/VA/sldu/15.geojson states/VA/sldu/30.geojson states/VT/sldl/Orange-1.geojson '
        'states/VT/sldl/Orleans-Lamoille.geojson states/VT/sldu/Lamoille.geojson states/WA/sldu/4.geojson '
        'states/WI/sldu/3.geojson states/WV/sldu/4.geojson states/WY/sldl/4.geojson states/WY/sldu/3.geojson'
    ),
    'states/AL/sldl': (
        '37.geojson 44.geojson 54.geojson 68.geojson 76.geojson 95.geojson'
    ),
    'states/AR/sldl': (
        '100.geojson 15.geojson 78.geojson 9.geojson'
    ),
    'states/CA/sldl': (
        '34.geojson 67.geojson 73.geojson 79.geojson'
    ),
    'states/CT/sldl': (
        '104.geojson 16.geojson 25.geojson 41.geojson 85.geojson 94.geojson'
    ),
    'states/DE/sldl': (
        '18.geojson 20.geojson 6.geojson'
    ),
    'states/FL/sldl': (
        '103.geojson 113.geojson 118.geojson 49.geojson 87.geojson'
    ),
    'states/GA/sldl': (
        '130.geojson 34.geojson 58.geojson'
    ),
    'states/IA/sldl': (
        '15.geojson 16.geojson 32.geojson 50.geojson 67.geojson'
    ),
    'states/IA/sldu': (
        '2.geojson 26.geojson 7.geojson'
    ),
    'states/IL/sldl': (
        '106.geojson 116.geojson 27.geojson 34.geojson'
    ),
    'states/IN/sldl': (
        '34.geojson 51.geojson 71.geojson 80.geojson'
    ),
    'states/KS/sldl': (
        '39.geojson 42.geojson 43.geojson'
    ),
    'states/MA/sldl': (
        'Fifteenth-Worcester.geojson First-Berkshire.geojson Second-Middlesex.geojson Second-Suffolk.geojson '
        'Tenth-Essex.geojson Twenty-Sixth-Middlesex.geojson'
    ),
    'states/ME/sldl': (
        '132.geojson 150.geojson 27.geojson'
    ),
    'states/MN/sldl': (
        '26A.geojson 27B.geojson 2A.geojson 57A.geojson 65A.geojson'
    ),
    'states/MS/sldl': (
        '109.geojson 121.geojson 49.geojson 52.geojson 68.geojson 78.geojson 85.geojson'
    ),
    'states/MT/sldl': (
        '84.geojson 85.geojson 89.geojson'
    ),
    'states/NC/sldl': (
        '114.geojson 116.geojson 38.geojson 9.geojson'
    ),
    'states/NY/sldl': (
        '105.geojson 108.geojson 126.geojson 131.geojson 139.geojson 50.geojson 56.geojson 63.geojson '
        '73.geojson'
    ),
    'states/OH/sldl': (
        '20.geojson 26.geojson 27.geojson 97.geojson'
    ),
    'states/OK/sldl': (
        '26.geojson 31.geojson 37.geojson 47.geojson 52.geojson'
    ),
    'states/PA/sldl': (
        '107.geojson 127.geojson 130.geojson 137.geojson 186.geojson 26.geojson 3.geojson 90.geojson'
    ),
    'states/RI/sldl': (
        '39.geojson 49.geojson 69.geojson'
    ),
    'states/SD/sldl': (
        '1.geojson 14.geojson 33.geojson'
    ),
    'states/TX/sldl': (
        '142.geojson 67.geojson 87.geojson'
    ),
    'states/UT/sldl': (
        '1.geojson 17.geojson 57.geojson'
    ),
    'states/WA/sldl': (
        '18.geojson 46.geojson 6.geojson'
    ),
    'states/WI/sldl': (
        '19.geojson 46.geojson 75.geojson'
    ),
    'states/WV/sldl': (
        '33.geojson 40.geojson 58.geojson 65.geojson 8.geojson'
    ),
}


ARROW_GOLD_BINARY_KIND = {
    '': (
        'data/arrow-ipc-stream/integration/0.17.1/generated_union.arrow_file '
        'data/arrow-ipc-stream/integration/0.17.1/generated_union.stream '
        'data/arrow-ipc-stream/integration/4.0.0-shareddict/generated_shared_dict.arrow_file '
        'data/arrow-ipc-stream/integration/4.0.0-shareddict/generated_shared_dict.stream'
    ),
    'data/arrow-ipc-stream/integration/0.14.1': (
        'generated_datetime.arrow_file generated_datetime.stream generated_decimal.arrow_file '
        'generated_decimal.stream generated_dictionary.arrow_file generated_dictionary.stream '
        'generated_interval.arrow_file generated_interval.stream generated_map.arrow_file '
        'generated_map.stream generated_nested.arrow_file generated_nested.stream '
        'generated_primitive.arrow_file generated_primitive.stream generated_primitive_no_batches.arrow_file '
        'generated_primitive_no_batches.stream generated_primitive_zerolength.arrow_file '
        'generated_primitive_zerolength.stream'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-bigendian': (
        'generated_custom_metadata.arrow_file generated_custom_metadata.stream generated_datetime.arrow_file '
        'generated_datetime.stream generated_decimal.arrow_file generated_decimal.stream '
        'generated_decimal256.arrow_file generated_decimal256.stream generated_dictionary.arrow_file '
        'generated_dictionary.stream generated_dictionary_unsigned.arrow_file '
        'generated_dictionary_unsigned.stream generated_duplicate_fieldnames.arrow_file '
        'generated_duplicate_fieldnames.stream generated_extension.arrow_file generated_extension.stream '
        'generated_interval.arrow_file generated_interval.stream generated_map.arrow_file '
        'generated_map.stream generated_map_non_canonical.arrow_file generated_map_non_canonical.stream '
        'generated_nested.arrow_file generated_nested.stream generated_nested_dictionary.arrow_file '
        'generated_nested_dictionary.stream generated_nested_large_offsets.arrow_file '
        'generated_nested_large_offsets.stream generated_null.arrow_file generated_null.stream '
        'generated_null_trivial.arrow_file generated_null_trivial.stream generated_primitive.arrow_file '
        'generated_primitive.stream generated_primitive_large_offsets.arrow_file '
        'generated_primitive_large_offsets.stream generated_primitive_no_batches.arrow_file '
        'generated_primitive_no_batches.stream generated_primitive_zerolength.arrow_file '
        'generated_primitive_zerolength.stream generated_recursive_nested.arrow_file '
        'generated_recursive_nested.stream generated_union.arrow_file generated_union.stream'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-littleendian': (
        'generated_custom_metadata.arrow_file generated_custom_metadata.stream generated_datetime.arrow_file '
        'generated_datetime.stream generated_decimal.arrow_file generated_decimal.stream '
        'generated_decimal256.arrow_file generated_decimal256.stream generated_dictionary.arrow_file '
        'generated_dictionary.stream generated_dictionary_unsigned.arrow_file '
        'generated_dictionary_unsigned.stream generated_duplicate_fieldnames.arrow_file '
        'generated_duplicate_fieldnames.stream generated_extension.arrow_file generated_extension.stream '
        'generated_interval.arrow_file generated_interval.stream generated_map.arrow_file '
        'generated_map.stream generated_map_non_canonical.arrow_file generated_map_non_canonical.stream '
        'generated_nested.arrow_file generated_nested.stream generated_nested_dictionary.arrow_file '
        'generated_nested_dictionary.stream generated_nested_large_offsets.arrow_file '
        'generated_nested_large_offsets.stream generated_null.arrow_file generated_null.stream '
        'generated_null_trivial.arrow_file generated_null_trivial.stream generated_primitive.arrow_file '
        'generated_primitive.stream generated_primitive_large_offsets.arrow_file '
        'generated_primitive_large_offsets.stream generated_primitive_no_batches.arrow_file '
        'generated_primitive_no_batches.stream generated_primitive_zerolength.arrow_file '
        'generated_primitive_zerolength.stream generated_recursive_nested.arrow_file '
        'generated_recursive_nested.stream generated_union.arrow_file generated_union.stream'
    ),
    'data/arrow-ipc-stream/integration/2.0.0-compression': (
        'generated_lz4.arrow_file generated_lz4.stream generated_uncompressible_lz4.arrow_file '
        'generated_uncompressible_lz4.stream generated_uncompressible_zstd.arrow_file '
        'generated_uncompressible_zstd.stream generated_zstd.arrow_file generated_zstd.stream'
    ),
    'data/arrow-ipc-stream/integration/cpp-21.0.0': (
        'generated_binary.arrow_file generated_binary.stream generated_binary_no_batches.arrow_file '
        'generated_binary_no_batches.stream generated_binary_view.arrow_file generated_binary_view.stream '
        'generated_binary_zerolength.arrow_file generated_binary_zerolength.stream '
        'generated_custom_metadata.arrow_file generated_custom_metadata.stream generated_datetime.arrow_file '
        'generated_datetime.stream generated_decimal.arrow_file generated_decimal.stream '
        'generated_decimal256.arrow_file generated_decimal256.stream generated_decimal32.arrow_file '
        'generated_decimal32.stream generated_decimal64.arrow_file generated_decimal64.stream '
        'generated_dictionary.arrow_file generated_dictionary.stream '
        'generated_dictionary_unsigned.arrow_file generated_dictionary_unsigned.stream '
        'generated_duplicate_fieldnames.arrow_file generated_duplicate_fieldnames.stream '
        'generated_duration.arrow_file generated_duration.stream generated_extension.arrow_file '
        'generated_extension.stream generated_interval.arrow_file generated_interval.stream '
        'generated_interval_mdn.arrow_file generated_interval_mdn.stream generated_large_binary.arrow_file '
        'generated_large_binary.stream generated_list_view.arrow_file generated_list_view.stream '
        'generated_map.arrow_file generated_map.stream generated_map_non_canonical.arrow_file '
        'generated_map_non_canonical.stream generated_nested.arrow_file generated_nested.stream '
        'generated_nested_dictionary.arrow_file generated_nested_dictionary.stream '
        'generated_nested_large_offsets.arrow_file generated_nested_large_offsets.stream '
        'generated_null.arrow_file generated_null.stream generated_null_trivial.arrow_file '
        'generated_null_trivial.stream generated_primitive.arrow_file generated_primitive.stream '
        'generated_primitive_no_batches.arrow_file generated_primitive_no_batches.stream '
        'generated_primitive_zerolength.arrow_file generated_primitive_zerolength.stream '
        'generated_recursive_nested.arrow_file generated_recursive_nested.stream '
        'generated_run_end_encoded.arrow_file generated_run_end_encoded.stream generated_union.arrow_file '
        'generated_union.stream'
    ),
}

ARROW_GOLD_BINARY_OTHER = {
    '': (
        'data/arrow-ipc-stream/integration/0.17.1/generated_union.json.gz '
        'data/arrow-ipc-stream/integration/4.0.0-shareddict/generated_shared_dict.json.gz '
        'data/arrow-ipc-stream/integration/README.md '
        'data/csv/fuzzing/clusterfuzz-testcase-minimized-arrow-csv-fuzz-5600990083743744 '
        'data/forward-compatibility/schema_v6.arrow data/parquet/encoding-fuzzing/README.md '
        'data/parquet/generated_simple_numerics/blogs.parquet'
    ),
    'data/arrow-ipc-file': (
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5168303072608256 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5390465250951168 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5502930036326400 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5637372909977600 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5657400208261120 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5672148874297344 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5707642416922624 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5726016354123776 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-6517018702118912.fuzz '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-6537416932982784 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-6598997234548736 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5648853192933376 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5654157323403264 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5864855240835072.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6023524637081600 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6177196536889344 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6295340960776192 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6298268401401856 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6318558565498880.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6587767604903936 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6674891504484352'
    ),
    'data/arrow-ipc-stream': (
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-4895056843112448 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5085285868371968 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5651311318269952 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5675895545397248 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5756862809243648 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6234449985142784 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6487596632637440 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4831362862022656.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4961281405222912 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5048291196731392 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5067615893192704 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5091511766417408 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5157190818332672.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5183404614352896 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5191432679981056 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5455172100423680 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5678890496557056 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5682204130934784 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5685713856888832 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5712457209479168 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6204424660975616.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6310318291288064.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6589380504977408.fuzz '
        'crash-74aec871d14bb6b07c72ea8f0e8c9f72cbe6b73c crash-fd237566879dc60fff4d956d5fe3533d74a367f3'
    ),
    'data/arrow-ipc-stream/integration/0.14.1': (
        'generated_datetime.json.gz generated_decimal.json.gz generated_dictionary.json.gz '
        'generated_interval.json.gz generated_map.json.gz generated_nested.json.gz '
        'generated_primitive.json.gz generated_primitive_no_batches.json.gz '
        'generated_primitive_zerolength.json.gz'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-bigendian': (
        'generated_custom_metadata.json.gz generated_datetime.json.gz generated_decimal.json.gz '
        'generated_decimal256.json.gz generated_dictionary.json.gz generated_dictionary_unsigned.json.gz '
        'generated_duplicate_fieldnames.json.gz generated_extension.json.gz generated_interval.json.gz '
        'generated_map.json.gz generated_map_non_canonical.json.gz generated_nested.json.gz '
        'generated_nested_dictionary.json.gz generated_nested_large_offsets.json.gz generated_null.json.gz '
        'generated_null_trivial.json.gz generated_primitive.json.gz '
        'generated_primitive_large_offsets.json.gz generated_primitive_no_batches.json.gz '
        'generated_primitive_zerolength.json.gz generated_recursive_nested.json.gz generated_union.json.gz'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-littleendian': (
        'generated_custom_metadata.json.gz generated_datetime.json.gz generated_decimal.json.gz '
        'generated_decimal256.json.gz generated_dictionary.json.gz generated_dictionary_unsigned.json.gz '
        'generated_duplicate_fieldnames.json.gz generated_extension.json.gz generated_interval.json.gz '
        'generated_map.json.gz generated_map_non_canonical.json.gz generated_nested.json.gz '
        'generated_nested_dictionary.json.gz generated_nested_large_offsets.json.gz generated_null.json.gz '
        'generated_null_trivial.json.gz generated_primitive.json.gz '
        'generated_primitive_large_offsets.json.gz generated_primitive_no_batches.json.gz '
        'generated_primitive_zerolength.json.gz generated_recursive_nested.json.gz generated_union.json.gz'
    ),
    'data/arrow-ipc-stream/integration/2.0.0-compression': (
        'generated_lz4.json.gz generated_uncompressible_lz4.json.gz generated_uncompressible_zstd.json.gz '
        'generated_zstd.json.gz'
    ),
    'data/arrow-ipc-stream/integration/cpp-21.0.0': (
        'generated_binary.json.gz generated_binary_no_batches.json.gz generated_binary_view.json.gz '
        'generated_binary_zerolength.json.gz generated_custom_metadata.json.gz generated_datetime.json.gz '
        'generated_decimal.json.gz generated_decimal256.json.gz generated_decimal32.json.gz '
        'generated_decimal64.json.gz generated_dictionary.json.gz generated_dictionary_unsigned.json.gz '
        'generated_duplicate_fieldnames.json.gz generated_duration.json.gz generated_extension.json.gz '
        'generated_interval.json.gz generated_interval_mdn.json.gz generated_large_binary.json.gz '
        'generated_list_view.json.gz generated_map.json.gz generated_map_non_canonical.json.gz '
        'generated_nested.json.gz generated_nested_dictionary.json.gz generated_nested_large_offsets.json.gz '
        'generated_null.json.gz generated_null_trivial.json.gz generated_primitive.json.gz '
        'generated_primitive_no_batches.json.gz generated_primitive_zerolength.json.gz '
        'generated_recursive_nested.json.gz generated_run_end_encoded.json.gz generated_union.json.gz'
    ),
    'data/avro': (
        'README.md alltypes_dictionary.avro alltypes_plain.avro alltypes_plain.bzip2.avro '
        'alltypes_plain.zstandard.avro binary.avro int128_decimal.avro int256_decimal.avro list_columns.avro '
        'nulls.snappy.avro simple_fixed.avro single_nan.avro'
    ),
    'data/flight': (
        'README.md cert0.pkcs1 cert1.key root-ca.key root-ca.pem'
    ),
    'data/parquet/fuzzing': (
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4612343993794560 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4705426173394944 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4738122420715520 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4787906620489728 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4866999088447488 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5068991573000192 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5103039558582272 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5104438567239680 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5110585828311040 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5166462995267584 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5251250357141504 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5488918901620736 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5633048948506624 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5638988460785664 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5650096073211904 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5664112902930432 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5665099979423744 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5668768225427456 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5682250927833088 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5685456455073792 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5697144926502912.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5747132009283584 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5749006555938816 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5749399310565376 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5749949046456320 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5843248142942208 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5915095763386368 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5992530547310592.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6122962147737600.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6634425377161216 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-4747568180101120 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5004902418481152 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5076612654301184 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5139857778409472 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5415048864989184 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5706564565729280 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5726376042954752 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5747222405447680.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5973249794637824 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6193345128038400 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6307367001784320'
    ),
}


ARROW_GOLD_JSON_KIND = {
    '': (
        'data/arrow-ipc-stream/integration/0.17.1/generated_union.json.gz '
        'data/arrow-ipc-stream/integration/4.0.0-shareddict/generated_shared_dict.json.gz'
    ),
    'data/arrow-ipc-stream/integration/0.14.1': (
        'generated_datetime.json.gz generated_decimal.json.gz generated_dictionary.json.gz '
        'generated_interval.json.gz generated_map.json.gz generated_nested.json.gz '
        'generated_primitive.json.gz generated_primitive_no_batches.json.gz '
        'generated_primitive_zerolength.json.gz'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-bigendian': (
        'generated_custom_metadata.json.gz generated_datetime.json.gz generated_decimal.json.gz '
        'generated_decimal256.json.gz generated_dictionary.json.gz generated_dictionary_unsigned.json.gz '
        'generated_duplicate_fieldnames.json.gz generated_extension.json.gz generated_interval.json.gz '
        'generated_map.json.gz generated_map_non_canonical.json.gz generated_nested.json.gz '
        'generated_nested_dictionary.json.gz generated_nested_large_offsets.json.gz generated_null.json.gz '
        'generated_null_trivial.json.gz generated_primitive.json.gz '
        'generated_primitive_large_offsets.json.gz generated_primitive_no_batches.json.gz '
        'generated_primitive_zerolength.json.gz generated_recursive_nested.json.gz generated_union.json.gz'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-littleendian': (
        'generated_custom_metadata.json.gz generated_datetime.json.gz generated_decimal.json.gz '
        'generated_decimal256.json.gz generated_dictionary.json.gz generated_dictionary_unsigned.json.gz '
        'generated_duplicate_fieldnames.json.gz generated_extension.json.gz generated_interval.json.gz '
        'generated_map.json.gz generated_map_non_canonical.json.gz generated_nested.json.gz '
        'generated_nested_dictionary.json.gz generated_nested_large_offsets.json.gz generated_null.json.gz '
        'generated_null_trivial.json.gz generated_primitive.json.gz '
        'generated_primitive_large_offsets.json.gz generated_primitive_no_batches.json.gz '
        'generated_primitive_zerolength.json.gz generated_recursive_nested.json.gz generated_union.json.gz'
    ),
    'data/arrow-ipc-stream/integration/2.0.0-compression': (
        'generated_lz4.json.gz generated_uncompressible_lz4.json.gz generated_uncompressible_zstd.json.gz '
        'generated_zstd.json.gz'
    ),
    'data/arrow-ipc-stream/integration/cpp-21.0.0': (
        'generated_binary.json.gz generated_binary_no_batches.json.gz generated_binary_view.json.gz '
        'generated_binary_zerolength.json.gz generated_custom_metadata.json.gz generated_datetime.json.gz '
        'generated_decimal.json.gz generated_decimal256.json.gz generated_decimal32.json.gz '
        'generated_decimal64.json.gz generated_dictionary.json.gz generated_dictionary_unsigned.json.gz '
        'generated_duplicate_fieldnames.json.gz generated_duration.json.gz generated_extension.json.gz '
        'generated_interval.json.gz generated_interval_mdn.json.gz generated_large_binary.json.gz '
        'generated_list_view.json.gz generated_map.json.gz generated_map_non_canonical.json.gz '
        'generated_nested.json.gz generated_nested_dictionary.json.gz generated_nested_large_offsets.json.gz '
        'generated_null.json.gz generated_null_trivial.json.gz generated_primitive.json.gz '
        'generated_primitive_no_batches.json.gz generated_primitive_zerolength.json.gz '
        'generated_recursive_nested.json.gz generated_run_end_encoded.json.gz generated_union.json.gz'
    ),
}

ARROW_GOLD_JSON_OTHER = {
    '': (
        'data/arrow-ipc-stream/integration/0.17.1/generated_union.arrow_file '
        'data/arrow-ipc-stream/integration/0.17.1/generated_union.stream '
        'data/arrow-ipc-stream/integration/4.0.0-shareddict/generated_shared_dict.arrow_file '
        'data/arrow-ipc-stream/integration/4.0.0-shareddict/generated_shared_dict.stream '
        'data/arrow-ipc-stream/integration/README.md data/avro/binary.avro data/avro/int256_decimal.avro '
        'data/csv/fuzzing/clusterfuzz-testcase-minimized-arrow-csv-fuzz-5600990083743744 '
        'data/flight/root-ca.pem'
    ),
    'data/arrow-ipc-file': (
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5502930036326400 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5637372909977600 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5864855240835072.fuzz'
    ),
    'data/arrow-ipc-stream': (
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5651311318269952 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5183404614352896 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5685713856888832 '
        'crash-fd237566879dc60fff4d956d5fe3533d74a367f3'
    ),
    'data/arrow-ipc-stream/integration/0.14.1': (
        'generated_datetime.arrow_file generated_datetime.stream generated_decimal.arrow_file '
        'generated_decimal.stream generated_dictionary.arrow_file generated_dictionary.stream '
        'generated_interval.arrow_file generated_interval.stream generated_map.arrow_file '
        'generated_map.stream generated_nested.arrow_file generated_nested.stream '
        'generated_primitive.arrow_file generated_primitive.stream generated_primitive_no_batches.arrow_file '
        'generated_primitive_no_batches.stream generated_primitive_zerolength.arrow_file '
        'generated_primitive_zerolength.stream'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-bigendian': (
        'generated_custom_metadata.arrow_file generated_custom_metadata.stream generated_datetime.arrow_file '
        'generated_datetime.stream generated_decimal.arrow_file generated_decimal.stream '
        'generated_decimal256.arrow_file generated_decimal256.stream generated_dictionary.arrow_file '
        'generated_dictionary.stream generated_dictionary_unsigned.arrow_file '
        'generated_dictionary_unsigned.stream generated_duplicate_fieldnames.arrow_file '
        'generated_duplicate_fieldnames.stream generated_extension.arrow_file generated_extension.stream '
        'generated_interval.arrow_file generated_interval.stream generated_map.arrow_file '
        'generated_map.stream generated_map_non_canonical.arrow_file generated_map_non_canonical.stream '
        'generated_nested.arrow_file generated_nested.stream generated_nested_dictionary.arrow_file '
        'generated_nested_dictionary.stream generated_nested_large_offsets.arrow_file '
        'generated_nested_large_offsets.stream generated_null.arrow_file generated_null.stream '
        'generated_null_trivial.arrow_file generated_null_trivial.stream generated_primitive.arrow_file '
        'generated_primitive.stream generated_primitive_large_offsets.arrow_file '
        'generated_primitive_large_offsets.stream generated_primitive_no_batches.arrow_file '
        'generated_primitive_no_batches.stream generated_primitive_zerolength.arrow_file '
        'generated_primitive_zerolength.stream generated_recursive_nested.arrow_file '
        'generated_recursive_nested.stream generated_union.arrow_file generated_union.stream'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-littleendian': (
        'generated_custom_metadata.arrow_file generated_custom_metadata.stream generated_datetime.arrow_file '
        'generated_datetime.stream generated_decimal.arrow_file generated_decimal.stream '
        'generated_decimal256.arrow_file generated_decimal256.stream generated_dictionary.arrow_file '
        'generated_dictionary.stream generated_dictionary_unsigned.arrow_file '
        'generated_dictionary_unsigned.stream generated_duplicate_fieldnames.arrow_file '
        'generated_duplicate_fieldnames.stream generated_extension.arrow_file generated_extension.stream '
        'generated_interval.arrow_file generated_interval.stream generated_map.arrow_file '
        'generated_map.stream generated_map_non_canonical.arrow_file generated_map_non_canonical.stream '
        'generated_nested.arrow_file generated_nested.stream generated_nested_dictionary.arrow_file '
        'generated_nested_dictionary.stream generated_nested_large_offsets.arrow_file '
        'generated_nested_large_offsets.stream generated_null.arrow_file generated_null.stream '
        'generated_null_trivial.arrow_file generated_null_trivial.stream generated_primitive.arrow_file '
        'generated_primitive.stream generated_primitive_large_offsets.arrow_file '
        'generated_primitive_large_offsets.stream generated_primitive_no_batches.arrow_file '
        'generated_primitive_no_batches.stream generated_primitive_zerolength.arrow_file '
        'generated_primitive_zerolength.stream generated_recursive_nested.arrow_file '
        'generated_recursive_nested.stream generated_union.arrow_file generated_union.stream'
    ),
    'data/arrow-ipc-stream/integration/2.0.0-compression': (
        'generated_lz4.arrow_file generated_lz4.stream generated_uncompressible_lz4.arrow_file '
        'generated_uncompressible_lz4.stream generated_uncompressible_zstd.arrow_file '
        'generated_uncompressible_zstd.stream generated_zstd.arrow_file generated_zstd.stream'
    ),
    'data/arrow-ipc-stream/integration/cpp-21.0.0': (
        'generated_binary.arrow_file generated_binary.stream generated_binary_no_batches.arrow_file '
        'generated_binary_no_batches.stream generated_binary_view.arrow_file generated_binary_view.stream '
        'generated_binary_zerolength.arrow_file generated_binary_zerolength.stream '
        'generated_custom_metadata.arrow_file generated_custom_metadata.stream generated_datetime.arrow_file '
        'generated_datetime.stream generated_decimal.arrow_file generated_decimal.stream '
        'generated_decimal256.arrow_file generated_decimal256.stream generated_decimal32.arrow_file '
        'generated_decimal32.stream generated_decimal64.arrow_file generated_decimal64.stream '
        'generated_dictionary.arrow_file generated_dictionary.stream '
        'generated_dictionary_unsigned.arrow_file generated_dictionary_unsigned.stream '
        'generated_duplicate_fieldnames.arrow_file generated_duplicate_fieldnames.stream '
        'generated_duration.arrow_file generated_duration.stream generated_extension.arrow_file '
        'generated_extension.stream generated_interval.arrow_file generated_interval.stream '
        'generated_interval_mdn.arrow_file generated_interval_mdn.stream generated_large_binary.arrow_file '
        'generated_large_binary.stream generated_list_view.arrow_file generated_list_view.stream '
        'generated_map.arrow_file generated_map.stream generated_map_non_canonical.arrow_file '
        'generated_map_non_canonical.stream generated_nested.arrow_file generated_nested.stream '
        'generated_nested_dictionary.arrow_file generated_nested_dictionary.stream '
        'generated_nested_large_offsets.arrow_file generated_nested_large_offsets.stream '
        'generated_null.arrow_file generated_null.stream generated_null_trivial.arrow_file '
        'generated_null_trivial.stream generated_primitive.arrow_file generated_primitive.stream '
        'generated_primitive_no_batches.arrow_file generated_primitive_no_batches.stream '
        'generated_primitive_zerolength.arrow_file generated_primitive_zerolength.stream '
        'generated_recursive_nested.arrow_file generated_recursive_nested.stream '
        'generated_run_end_encoded.arrow_file generated_run_end_encoded.stream generated_union.arrow_file '
        'generated_union.stream'
    ),
    'data/parquet/fuzzing': (
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4738122420715520 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5068991573000192 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5110585828311040 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5682250927833088 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6122962147737600.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5076612654301184'
    ),
}


ARROW_FUZZ_KIND = {
    '': (
        ''
        'data/arrow-ipc-tensor-stream/clusterfuzz-testcase-minimized-arrow-ipc-tensor-stream-fuzz-6232257264222208 '
        'data/arrow-ipc-tensor-stream/clusterfuzz-testcase-minimized-arrow-ipc-tensor-stream-fuzz-6583463383793664'
    ),
    'data/arrow-ipc-file': (
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-4778515122946048 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-4983476816314368 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5125323032887296 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5168303072608256 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5298734406172672 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5390465250951168 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5502930036326400 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5637372909977600 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5657400208261120 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5672148874297344 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5707642416922624 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5726016354123776 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5768644156194816 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-5873085270589440 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-6051391008473088 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-6065820480962560.fuzz '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-6517018702118912.fuzz '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-6537416932982784 '
        'clusterfuzz-testcase-arrow-ipc-file-fuzz-6598997234548736 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-4840127447433216 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-4993373091201024 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5186986363846656 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5301064831401984 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5370139529445376 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5480145071243264 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5527258982055936 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5577412021190656 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5648853192933376 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5654157323403264 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5657400208261120 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5664782210564096 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5682383177383936 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5693640900083712 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5700577531265024 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5707423356813312 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5749190446153728 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5750282928783360 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5757390747336704 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5760568177983488 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5768644156194816 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5850293299576832.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-5864855240835072.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6023524637081600 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6028446563303424 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6088759971217408 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6126470891372544 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6177196536889344 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6240547580936192 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6295340960776192 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6298268401401856 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6318558565498880.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6376454879969280 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6585890166603776 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6587767604903936 '
        'clusterfuzz-testcase-minimized-arrow-ipc-file-fuzz-6674891504484352'
    ),
    'data/arrow-ipc-stream': (
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-4561555323944960 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-4895056843112448 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-4904988668854272 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5077390980284416 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5085285868371968 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5151909853528064 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5183543628791808 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5435281763467264 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5634103970103296 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5651311318269952 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5675895545397248 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5677954426994688 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5682204130934784 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5719752899297280 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5738372907925504 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5756862809243648 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5768423720353792 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5837681544396800 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6232191822725120 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6234449985142784 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6245758969577472 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6254629906808832 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6296372407697408 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6311624808595456.fuzz '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6321355259904000 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6321882936901632 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6487596632637440 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4757582821064704 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4831362862022656.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4851743764250624 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4889687236018176 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4961281405222912 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4964779626856448 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5048291196731392 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5067615893192704 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5089431154589696 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5091511766417408 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5113616637100032 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5144746570022912 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5157190818332672.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5159348220461056 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5183404614352896 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5185274653179904 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5191432679981056 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5235940308811776.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5268486039142400 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5281967462023168 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5435281763467264 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5455172100423680 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5639621460099072 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5661776796712960 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5666296880168960 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5675895545397248 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5678890496557056 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5682204130934784 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5685159454310400 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5685713856888832 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5701512139636736 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5712457209479168 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5718685113384960 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5729978629226496 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5760415636389888 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6204424660975616.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6234073570279424 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6310318291288064.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6311775452790784 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6321355259904000 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6440533038989312 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6589380504977408.fuzz'
    ),
    'data/csv/fuzzing': (
        'clusterfuzz-testcase-minimized-arrow-csv-fuzz-4523557272223744 '
        'clusterfuzz-testcase-minimized-arrow-csv-fuzz-5003506164760576 '
        'clusterfuzz-testcase-minimized-arrow-csv-fuzz-5085419734892544 '
        'clusterfuzz-testcase-minimized-arrow-csv-fuzz-5279410447253504 '
        'clusterfuzz-testcase-minimized-arrow-csv-fuzz-5308706540814336 '
        'clusterfuzz-testcase-minimized-arrow-csv-fuzz-5600990083743744 '
        'clusterfuzz-testcase-minimized-arrow-csv-fuzz-6261070185693184'
    ),
    'data/parquet/encoding-fuzzing': (
        'clusterfuzz-testcase-minimized-parquet-encoding-fuzz-6365311967494144 '
        'clusterfuzz-testcase-minimized-parquet-encoding-fuzz-6493708102205440 '
        'clusterfuzz-testcase-parquet-encoding-fuzz-5530405595054080 '
        'clusterfuzz-testcase-parquet-encoding-fuzz-5921871337160704'
    ),
    'data/parquet/fuzzing': (
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4570087119192064 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4577763874111488 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4612343993794560 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4656328221196288 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4705426173394944 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4738122420715520 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4740205688193024 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4787906620489728 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4819270771146752 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4866999088447488 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4890562181464064 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4899358320623616 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4914963406389248.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4938338763669504 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5004902418481152 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5017972913864704 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5068991573000192 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5095252022788096 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5103039558582272 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5104438567239680 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5106889906585600 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5110585828311040 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5125226590633984 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5125747499073536 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5138681717587968 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5152654819459072.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5157653963866112 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5166462995267584 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5191952833445888 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5197148372336640 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5205317732532224 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5251250357141504 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5336907530960896 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5362519066279936 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5382863341289472 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5385788188131328 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5488918901620736 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5504019512754176 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5633048948506624 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5634251217436672 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5634349073694720 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5638988460785664 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5639431718699008 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5640198106120192 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5650096073211904 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5653681249976320 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5654199003250688 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5658629287182336 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5662105355419648 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5663528385249280 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5664058981548032 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5664112902930432 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5665099979423744 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5665152419758080 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5667493425446912 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5668768225427456 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5670235492581376 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5671667462569984 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5672125707059200 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5674948678123520 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5682250927833088 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5683528215035904 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5685456455073792 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5688350264786944 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5689850864074752.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5691277162315776 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5697144926502912.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5706704584179712 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5707695493742592 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5708286756388864 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5725463236575232 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5728601904513024.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5736510608637952 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5737320855896064 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5741282380742656 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5742363563786240 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5742713808093184 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5745965288128512 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5747132009283584 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5747849626386432 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5749006555938816 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5749399310565376 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5749949046456320 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5751743737757696 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5754721228029952 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5759654514917376 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5761340172140544 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5798108001337344 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5841507574743040 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5843248142942208 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5915095763386368 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5992530547310592.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6122962147737600.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6125206807642112.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6149453871644672 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6189954201092096 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6289584196026368 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6308870479937536 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6358005443592192 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6431142657196032 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6539993600884736 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6634425377161216 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6696667471020032 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-4550303804620800 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-4747568180101120 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5004902418481152 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5076612654301184 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5086499571499008 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5131422543904768 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5139857778409472 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5415048864989184 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5630594391474176.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5634357839790080 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5657332229603328 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5662612223426560.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5673014655188992 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5694968720261120 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5706564565729280 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5726376042954752 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5737307070791680 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5747222405447680.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5763056434151424.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5973249794637824 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6015129204424704 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6193345128038400 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6196357887557632.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6246447962652672 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6268365762199552 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6307367001784320 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6702965604876288'
    ),
}

ARROW_FUZZ_OTHER = {
    '': (
        'data/arrow-ipc-file/README.md data/arrow-ipc-stream/integration/0.17.1/generated_union.arrow_file '
        'data/arrow-ipc-stream/integration/0.17.1/generated_union.stream '
        'data/arrow-ipc-tensor-stream/README.md data/csv/fuzzing/.gitattributes data/csv/fuzzing/README.md '
        'data/forward-compatibility/README.md data/forward-compatibility/schema_v6.arrow data/orc/README.md '
        'data/parquet/encoding-fuzzing/README.md'
    ),
    'data/arrow-ipc-stream': (
        'README.md crash-09f72ba2a52b80366ab676364abec850fc668168 '
        'crash-1fb75de2edd2815ad7a653684c449d814f39290e crash-2354085db0125113f04f7bd23f54b85cca104713 '
        'crash-3c3f1b74f347ec6c8b0905e7126b9074b9dc5564 crash-5e88bae6ac5250714e8c8bc73b9d67b949fadbb4 '
        'crash-607e9caa76863a97f2694a769a1ae2fb83c55e02 crash-74aec871d14bb6b07c72ea8f0e8c9f72cbe6b73c '
        'crash-bd7e00178af2d236fdf041fcc1fb30975bf8fbca crash-cb8cedb6ff8a6f164210c497d91069812ef5d6f8 '
        'crash-f37e71777ad0324b55b99224f2c7ffb0107bdfa2 crash-fd237566879dc60fff4d956d5fe3533d74a367f3'
    ),
    'data/arrow-ipc-stream/integration/0.14.1': (
        'generated_decimal.arrow_file generated_decimal.json.gz generated_decimal.stream '
        'generated_dictionary.json.gz generated_dictionary.stream generated_interval.arrow_file '
        'generated_map.arrow_file generated_map.stream generated_primitive_no_batches.arrow_file '
        'generated_primitive_no_batches.stream generated_primitive_zerolength.json.gz'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-bigendian': (
        'generated_custom_metadata.arrow_file generated_decimal.arrow_file generated_decimal.stream '
        'generated_decimal256.stream generated_dictionary.arrow_file generated_dictionary.json.gz '
        'generated_dictionary.stream generated_dictionary_unsigned.arrow_file '
        'generated_dictionary_unsigned.json.gz generated_duplicate_fieldnames.json.gz '
        'generated_duplicate_fieldnames.stream generated_extension.json.gz generated_interval.arrow_file '
        'generated_interval.json.gz generated_interval.stream generated_map.arrow_file '
        'generated_map_non_canonical.arrow_file generated_nested_dictionary.arrow_file '
        'generated_nested_large_offsets.json.gz generated_nested_large_offsets.stream '
        'generated_null.arrow_file generated_null.json.gz generated_primitive.arrow_file '
        'generated_primitive.stream generated_primitive_large_offsets.json.gz '
        'generated_primitive_no_batches.arrow_file generated_primitive_zerolength.json.gz '
        'generated_recursive_nested.json.gz generated_recursive_nested.stream generated_union.json.gz'
    ),
    'data/arrow-ipc-stream/integration/1.0.0-littleendian': (
        'generated_custom_metadata.arrow_file generated_custom_metadata.stream generated_datetime.json.gz '
        'generated_decimal256.json.gz generated_dictionary.json.gz generated_dictionary.stream '
        'generated_dictionary_unsigned.stream generated_duplicate_fieldnames.arrow_file '
        'generated_duplicate_fieldnames.json.gz generated_duplicate_fieldnames.stream '
        'generated_interval.json.gz generated_map.arrow_file generated_map.stream '
        'generated_map_non_canonical.arrow_file generated_nested.stream generated_nested_dictionary.json.gz '
        'generated_nested_large_offsets.json.gz generated_nested_large_offsets.stream '
        'generated_null.arrow_file generated_null.json.gz generated_null.stream '
        'generated_primitive.arrow_file generated_primitive.json.gz generated_primitive.stream '
        'generated_primitive_large_offsets.json.gz generated_primitive_large_offsets.stream '
        'generated_primitive_no_batches.arrow_file generated_primitive_no_batches.json.gz '
        'generated_recursive_nested.json.gz generated_recursive_nested.stream generated_union.json.gz '
        'generated_union.stream'
    ),
    'data/arrow-ipc-stream/integration/2.0.0-compression': (
        'generated_lz4.stream generated_uncompressible_zstd.arrow_file generated_uncompressible_zstd.json.gz '
        'generated_zstd.json.gz'
    ),
    'data/arrow-ipc-stream/integration/cpp-21.0.0': (
        'generated_binary_no_batches.stream generated_binary_zerolength.arrow_file '
        'generated_binary_zerolength.json.gz generated_datetime.arrow_file generated_datetime.json.gz '
        'generated_datetime.stream generated_decimal.json.gz generated_decimal256.json.gz '
        'generated_decimal32.arrow_file generated_decimal32.stream generated_dictionary.arrow_file '
        'generated_duplicate_fieldnames.json.gz generated_duplicate_fieldnames.stream '
        'generated_duration.arrow_file generated_duration.stream generated_extension.arrow_file '
        'generated_interval.arrow_file generated_interval.stream generated_interval_mdn.arrow_file '
        'generated_interval_mdn.json.gz generated_large_binary.arrow_file generated_large_binary.stream '
        'generated_list_view.arrow_file generated_list_view.json.gz generated_list_view.stream '
        'generated_map_non_canonical.arrow_file generated_map_non_canonical.json.gz generated_nested.json.gz '
        'generated_nested_dictionary.arrow_file generated_nested_dictionary.json.gz '
        'generated_nested_large_offsets.arrow_file generated_null_trivial.json.gz '
        'generated_null_trivial.stream generated_primitive.arrow_file generated_primitive_no_batches.json.gz '
        'generated_primitive_no_batches.stream generated_primitive_zerolength.json.gz '
        'generated_primitive_zerolength.stream generated_recursive_nested.arrow_file '
        'generated_recursive_nested.json.gz generated_recursive_nested.stream '
        'generated_run_end_encoded.arrow_file generated_union.arrow_file generated_union.json.gz'
    ),
    'data/avro': (
        'README.md alltypes_dictionary.avro alltypes_nulls_plain.avro alltypes_plain.avro '
        'alltypes_plain.bzip2.avro alltypes_plain.snappy.avro alltypes_plain.xz.avro '
        'alltypes_plain.zstandard.avro binary.avro datapage_v2.snappy.avro dict-page-offset-zero.avro '
        'duration_uuid.avro fixed256_decimal.avro fixed_length_decimal.avro fixed_length_decimal_legacy.avro '
        'fixed_length_decimal_legacy_32.avro int128_decimal.avro int256_decimal.avro int32_decimal.avro '
        'int64_decimal.avro list_columns.avro nested_lists.snappy.avro nested_records.avro '
        'nonnullable.impala.avro nullable.impala.avro nulls.snappy.avro repeated_no_annotation.avro '
        'simple_enum.avro simple_fixed.avro single_nan.avro timestamp_logical_types.avro zero_byte.avro'
    ),
    'data/csv': (
        'README.md aggregate_test_100.csv aggregate_test_100.csv.gz aggregate_test_100_with_dates.csv'
    ),
    'data/flight': (
        'README.md cert0.key cert0.pem cert0.pkcs1 cert1.key cert1.pem cert1.pkcs1 gen-certs.sh root-ca.key '
        'root-ca.pem'
    ),
    'data/parquet': (
        'ARROW-17100.parquet README.md alltypes-java.parquet timestamp.data'
    ),
    'data/parquet/fuzzing': (
        'README.md crash-61d6204d481340860da54e30f1937b67234ad0f7 '
        'crash-649c71a618ae2fd80cec177a9676eb3e280fc1fa crash-9840a7b1a0d24996069f6ee0779bbe9875e8aca3'
    ),
    'data/parquet/generated_simple_numerics': (
        'blog.proto blogs.json blogs.parquet'
    ),
}


ARROW_CRASHES_KIND = {
    'data/arrow-ipc-stream': (
        'crash-09f72ba2a52b80366ab676364abec850fc668168 crash-1fb75de2edd2815ad7a653684c449d814f39290e '
        'crash-2354085db0125113f04f7bd23f54b85cca104713 crash-3c3f1b74f347ec6c8b0905e7126b9074b9dc5564 '
        'crash-5e88bae6ac5250714e8c8bc73b9d67b949fadbb4 crash-607e9caa76863a97f2694a769a1ae2fb83c55e02 '
        'crash-74aec871d14bb6b07c72ea8f0e8c9f72cbe6b73c crash-bd7e00178af2d236fdf041fcc1fb30975bf8fbca '
        'crash-cb8cedb6ff8a6f164210c497d91069812ef5d6f8 crash-f37e71777ad0324b55b99224f2c7ffb0107bdfa2 '
        'crash-fd237566879dc60fff4d956d5fe3533d74a367f3'
    ),
    'data/parquet/fuzzing': (
        'crash-61d6204d481340860da54e30f1937b67234ad0f7 crash-649c71a618ae2fd80cec177a9676eb3e280fc1fa '
        'crash-9840a7b1a0d24996069f6ee0779bbe9875e8aca3'
    ),
}

ARROW_CRASHES_OTHER = {
    'data/arrow-ipc-stream': (
        'README.md clusterfuzz-testcase-arrow-ipc-stream-fuzz-4561555323944960 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-4895056843112448 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-4904988668854272 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5077390980284416 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5085285868371968 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5151909853528064 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5183543628791808 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5435281763467264 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5634103970103296 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5651311318269952 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5675895545397248 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5677954426994688 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5682204130934784 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5719752899297280 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5738372907925504 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5756862809243648 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5768423720353792 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-5837681544396800 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6232191822725120 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6234449985142784 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6245758969577472 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6254629906808832 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6296372407697408 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6311624808595456.fuzz '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6321355259904000 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6321882936901632 '
        'clusterfuzz-testcase-arrow-ipc-stream-fuzz-6487596632637440 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4757582821064704 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4831362862022656.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4851743764250624 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4889687236018176 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4961281405222912 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-4964779626856448 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5048291196731392 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5067615893192704 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5089431154589696 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5091511766417408 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5113616637100032 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5144746570022912 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5157190818332672.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5159348220461056 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5183404614352896 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5185274653179904 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5191432679981056 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5235940308811776.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5268486039142400 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5281967462023168 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5435281763467264 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5455172100423680 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5639621460099072 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5661776796712960 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5666296880168960 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5675895545397248 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5678890496557056 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5682204130934784 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5685159454310400 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5685713856888832 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5701512139636736 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5712457209479168 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5718685113384960 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5729978629226496 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-5760415636389888 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6204424660975616.fuzz '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6234073570279424 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6311775452790784 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6321355259904000 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6440533038989312 '
        'clusterfuzz-testcase-minimized-arrow-ipc-stream-fuzz-6589380504977408.fuzz'
    ),
    'data/parquet/fuzzing': (
        'README.md clusterfuzz-testcase-5913005913407488 clusterfuzz-testcase-6606237035003904 '
        'clusterfuzz-testcase-dictbitwidth-4680774947569664 '
        'clusterfuzz-testcase-dictbitwidth-5882232959270912 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4570087119192064 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4577763874111488 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4612343993794560 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4656328221196288 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4705426173394944 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4738122420715520 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4740205688193024 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4787906620489728 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4819270771146752 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4866999088447488 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4899358320623616 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4914963406389248.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-4938338763669504 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5004902418481152 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5017972913864704 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5068991573000192 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5095252022788096 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5103039558582272 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5104438567239680 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5106889906585600 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5125226590633984 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5125747499073536 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5138681717587968 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5152654819459072.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5157653963866112 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5166462995267584 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5191952833445888 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5197148372336640 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5205317732532224 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5251250357141504 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5336907530960896 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5362519066279936 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5382863341289472 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5385788188131328 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5488918901620736 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5504019512754176 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5633048948506624 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5634251217436672 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5634349073694720 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5638988460785664 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5639431718699008 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5640198106120192 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5650096073211904 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5653681249976320 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5654199003250688 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5658629287182336 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5662105355419648 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5663528385249280 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5664058981548032 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5664112902930432 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5665099979423744 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5665152419758080 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5667493425446912 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5668768225427456 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5670235492581376 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5671667462569984 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5672125707059200 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5674948678123520 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5682250927833088 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5683528215035904 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5685456455073792 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5688350264786944 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5689850864074752.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5691277162315776 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5697144926502912.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5707695493742592 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5708286756388864 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5725463236575232 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5728601904513024.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5737320855896064 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5741282380742656 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5742363563786240 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5742713808093184 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5745965288128512 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5747132009283584 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5747849626386432 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5749006555938816 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5749399310565376 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5749949046456320 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5751743737757696 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5754721228029952 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5759654514917376 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5761340172140544 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5798108001337344 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5841507574743040 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5843248142942208 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5915095763386368 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-5992530547310592.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6122962147737600.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6125206807642112.fuzz '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6149453871644672 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6189954201092096 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6289584196026368 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6308870479937536 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6358005443592192 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6431142657196032 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6539993600884736 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6634425377161216 '
        'clusterfuzz-testcase-minimized-parquet-arrow-fuzz-6696667471020032 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-4550303804620800 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-4747568180101120 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5004902418481152 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5076612654301184 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5086499571499008 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5131422543904768 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5139857778409472 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5415048864989184 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5630594391474176.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5634357839790080 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5657332229603328 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5662612223426560.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5673014655188992 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5694968720261120 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5706564565729280 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5726376042954752 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5737307070791680 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5747222405447680.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5763056434151424.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-5973249794637824 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6015129204424704 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6193345128038400 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6196357887557632.fuzz '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6246447962652672 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6268365762199552 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6307367001784320 '
        'clusterfuzz-testcase-parquet-arrow-fuzz-6702965604876288'
    ),
}


PQ_SHREDDED_VARIANTS_KIND = {
    'shredded_variant': (
        'case-001_row-0.variant.bin case-002_row-0.variant.bin case-004_row-0.variant.bin '
        'case-005_row-0.variant.bin case-006_row-0.variant.bin case-007_row-0.variant.bin '
        'case-008_row-0.variant.bin case-009_row-0.variant.bin case-010_row-0.variant.bin '
        'case-011_row-0.variant.bin case-012_row-0.variant.bin case-013_row-0.variant.bin '
        'case-014_row-0.variant.bin case-015_row-0.variant.bin case-016_row-0.variant.bin '
        'case-017_row-0.variant.bin case-018_row-0.variant.bin case-019_row-0.variant.bin '
        'case-020_row-0.variant.bin case-021_row-0.variant.bin case-022_row-0.variant.bin '
        'case-023_row-0.variant.bin case-024_row-0.variant.bin case-025_row-0.variant.bin '
        'case-026_row-0.variant.bin case-027_row-0.variant.bin case-028_row-0.variant.bin '
        'case-029_row-0.variant.bin case-030_row-0.variant.bin case-031_row-0.variant.bin '
        'case-032_row-0.variant.bin case-033_row-0.variant.bin case-034_row-0.variant.bin '
        'case-035_row-0.variant.bin case-036_row-0.variant.bin case-037_row-0.variant.bin '
        'case-038_row-0.variant.bin case-039_row-0.variant.bin case-041_row-0.variant.bin '
        'case-043-INVALID_row-0.variant.bin case-044_row-0.variant.bin case-045_row-0.variant.bin '
        'case-045_row-1.variant.bin case-045_row-2.variant.bin case-045_row-3.variant.bin '
        'case-046_row-0.variant.bin case-047_row-0.variant.bin case-048_row-0.variant.bin '
        'case-049_row-0.variant.bin case-050_row-0.variant.bin case-051_row-0.variant.bin '
        'case-052_row-0.variant.bin case-053_row-0.variant.bin case-054_row-0.variant.bin '
        'case-055_row-0.variant.bin case-056_row-0.variant.bin case-057_row-0.variant.bin '
        'case-058_row-0.variant.bin case-059_row-0.variant.bin case-060_row-0.variant.bin '
        'case-061_row-0.variant.bin case-062_row-0.variant.bin case-063_row-0.variant.bin '
        'case-064_row-0.variant.bin case-065_row-0.variant.bin case-066_row-0.variant.bin '
        'case-067_row-0.variant.bin case-068_row-0.variant.bin case-069_row-0.variant.bin '
        'case-070_row-0.variant.bin case-071_row-0.variant.bin case-072_row-0.variant.bin '
        'case-073_row-0.variant.bin case-074_row-0.variant.bin case-075_row-0.variant.bin '
        'case-076_row-0.variant.bin case-077_row-0.variant.bin case-078_row-0.variant.bin '
        'case-079_row-0.variant.bin case-080_row-0.variant.bin case-081_row-0.variant.bin '
        'case-082_row-0.variant.bin case-083_row-1.variant.bin case-083_row-2.variant.bin '
        'case-083_row-3.variant.bin case-084-INVALID_row-0.variant.bin case-085_row-0.variant.bin '
        'case-086_row-0.variant.bin case-088_row-0.variant.bin case-089_row-0.variant.bin '
        'case-090_row-0.variant.bin case-091_row-0.variant.bin case-092_row-0.variant.bin '
        'case-093_row-0.variant.bin case-094_row-0.variant.bin case-095_row-0.variant.bin '
        'case-096_row-0.variant.bin case-097_row-0.variant.bin case-098_row-0.variant.bin '
        'case-099_row-0.variant.bin case-100_row-0.variant.bin case-101_row-0.variant.bin '
        'case-102_row-0.variant.bin case-103_row-0.variant.bin case-104_row-0.variant.bin '
        'case-105_row-0.variant.bin case-106_row-0.variant.bin case-107_row-0.variant.bin '
        'case-108_row-0.variant.bin case-109_row-0.variant.bin case-110_row-0.variant.bin '
        'case-111_row-0.variant.bin case-112_row-0.variant.bin case-113_row-0.variant.bin '
        'case-114_row-0.variant.bin case-115_row-0.variant.bin case-116_row-0.variant.bin '
        'case-117_row-0.variant.bin case-118_row-0.variant.bin case-119_row-0.variant.bin '
        'case-120_row-0.variant.bin case-121_row-0.variant.bin case-122_row-0.variant.bin '
        'case-123_row-0.variant.bin case-124_row-0.variant.bin case-125-INVALID_row-0.variant.bin '
        'case-126_row-0.variant.bin case-126_row-1.variant.bin case-129_row-0.variant.bin '
        'case-130_row-0.variant.bin case-131_row-0.variant.bin case-132_row-0.variant.bin '
        'case-133_row-0.variant.bin case-134_row-0.variant.bin case-135_row-0.variant.bin '
        'case-136_row-0.variant.bin case-138_row-0.variant.bin'
    ),
}

PQ_SHREDDED_VARIANTS_OTHER = {
    'bad_data': (
        'ARROW-GH-41317.parquet ARROW-GH-41321.parquet ARROW-GH-43605.parquet ARROW-GH-45185.parquet '
        'ARROW-RS-GH-6229-LEVELS.parquet PARQUET-1481.parquet'
    ),
    'data': (
        'README.md alltypes_dictionary.parquet binary_truncated_min_max.parquet bloom_filter.bin '
        'bloom_filter.xxhash.bin byte_array_decimal.parquet byte_stream_split_extended.gzip.parquet '
        'concatenated_gzip_members.parquet datapage_v2.snappy.parquet delta_encoding_optional_column.md '
        'delta_encoding_required_column.md encrypt_columns_and_footer.parquet.encrypted '
        'encrypt_columns_and_footer_ctr.parquet.encrypted encrypt_columns_plaintext_footer.parquet.encrypted '
        'external_key_material_java.parquet.encrypted fixed_length_byte_array.md '
        'fixed_length_byte_array.parquet float16_nonzeros_and_nans.parquet float16_zeros_and_nans.parquet '
        'int32_decimal.parquet int32_with_null_pages.parquet large_string_map.brotli.parquet '
        'lz4_raw_compressed.parquet lz4_raw_compressed_larger.parquet nan_in_stats.parquet '
        'nested_lists.snappy.parquet nested_structs.rust.parquet nullable.impala.parquet '
        'page_v2_empty_compressed.parquet plain-dict-uncompressed-checksum.parquet '
        'repeated_primitive_no_list.parquet rle_boolean_encoding.parquet unknown-logical-type.parquet'
    ),
    'shredded_variant': (
        'README.md case-001.parquet case-002.parquet case-004.parquet case-005.parquet case-006.parquet '
        'case-007.parquet case-008.parquet case-009.parquet case-010.parquet case-011.parquet '
        'case-012.parquet case-013.parquet case-014.parquet case-015.parquet case-016.parquet '
        'case-017.parquet case-018.parquet case-019.parquet case-020.parquet case-021.parquet '
        'case-022.parquet case-023.parquet case-024.parquet case-025.parquet case-026.parquet '
        'case-027.parquet case-028.parquet case-029.parquet case-030.parquet case-031.parquet '
        'case-032.parquet case-033.parquet case-034.parquet case-035.parquet case-036.parquet '
        'case-037.parquet case-038.parquet case-039.parquet case-040.parquet case-041.parquet '
        'case-042.parquet case-043-INVALID.parquet case-044.parquet case-045.parquet case-046.parquet '
        'case-047.parquet case-048.parquet case-049.parquet case-050.parquet case-051.parquet '
        'case-052.parquet case-053.parquet case-054.parquet case-055.parquet case-056.parquet '
        'case-057.parquet case-058.parquet case-059.parquet case-060.parquet case-061.parquet '
        'case-062.parquet case-063.parquet case-064.parquet case-065.parquet case-066.parquet '
        'case-067.parquet case-068.parquet case-069.parquet case-070.parquet case-071.parquet '
        'case-072.parquet case-073.parquet case-074.parquet case-075.parquet case-076.parquet '
        'case-077.parquet case-078.parquet case-079.parquet case-080.parquet case-081.parquet '
        'case-082.parquet case-083.parquet case-084-INVALID.parquet case-085.parquet case-086.parquet '
        'case-087.parquet case-088.parquet case-089.parquet case-090.parquet case-091.parquet '
        'case-092.parquet case-093.parquet case-094.parquet case-095.parquet case-096.parquet '
        'case-097.parquet case-098.parquet case-099.parquet case-100.parquet case-101.parquet '
        'case-102.parquet case-103.parquet case-104.parquet case-105.parquet case-106.parquet '
        'case-107.parquet case-108.parquet case-109.parquet case-110.parquet case-111.parquet '
        'case-112.parquet case-113.parquet case-114.parquet case-115.parquet case-116.parquet '
        'case-117.parquet case-118.parquet case-119.parquet case-120.parquet case-121.parquet '
        'case-122.parquet case-123.parquet case-124.parquet case-125-INVALID.parquet case-126.parquet '
        'case-127.parquet case-128.parquet case-129.parquet case-130.parquet case-131.parquet '
        'case-132.parquet case-133.parquet case-134.parquet case-135.parquet case-136.parquet '
        'case-137.parquet case-138.parquet cases.json'
    ),
    'variant': (
        'README.md array_empty.value array_primitive.metadata array_primitive.value long_string.metadata '
        'object_empty.value object_primitive.metadata primitive_binary.metadata primitive_date.metadata '
        'primitive_decimal16.metadata primitive_decimal16.value primitive_decimal8.value '
        'primitive_float.metadata primitive_float.value primitive_int16.value primitive_int32.metadata '
        'primitive_null.metadata primitive_timestamp.value primitive_timestampntz.metadata '
        'primitive_uuid.value short_string.metadata short_string.value'
    ),
}


PQ_SHREDDED_PARQUET_KIND = {
    'shredded_variant': (
        'case-001.parquet case-002.parquet case-004.parquet case-005.parquet case-006.parquet '
        'case-007.parquet case-008.parquet case-009.parquet case-010.parquet case-011.parquet '
        'case-012.parquet case-013.parquet case-014.parquet case-015.parquet case-016.parquet '
        'case-017.parquet case-018.parquet case-019.parquet case-020.parquet case-021.parquet '
        'case-022.parquet case-023.parquet case-024.parquet case-025.parquet case-026.parquet '
        'case-027.parquet case-028.parquet case-029.parquet case-030.parquet case-031.parquet '
        'case-032.parquet case-033.parquet case-034.parquet case-035.parquet case-036.parquet '
        'case-037.parquet case-038.parquet case-039.parquet case-040.parquet case-041.parquet '
        'case-042.parquet case-043-INVALID.parquet case-044.parquet case-045.parquet case-046.parquet '
        'case-047.parquet case-048.parquet case-049.parquet case-050.parquet case-051.parquet '
        'case-052.parquet case-053.parquet case-054.parquet case-055.parquet case-056.parquet '
        'case-057.parquet case-058.parquet case-059.parquet case-060.parquet case-061.parquet '
        'case-062.parquet case-063.parquet case-064.parquet case-065.parquet case-066.parquet '
        'case-067.parquet case-068.parquet case-069.parquet case-070.parquet case-071.parquet '
        'case-072.parquet case-073.parquet case-074.parquet case-075.parquet case-076.parquet '
        'case-077.parquet case-078.parquet case-079.parquet case-080.parquet case-081.parquet '
        'case-082.parquet case-083.parquet case-084-INVALID.parquet case-085.parquet case-086.parquet '
        'case-087.parquet case-088.parquet case-089.parquet case-090.parquet case-091.parquet '
        'case-092.parquet case-093.parquet case-094.parquet case-095.parquet case-096.parquet '
        'case-097.parquet case-098.parquet case-099.parquet case-100.parquet case-101.parquet '
        'case-102.parquet case-103.parquet case-104.parquet case-105.parquet case-106.parquet '
        'case-107.parquet case-108.parquet case-109.parquet case-110.parquet case-111.parquet '
        'case-112.parquet case-113.parquet case-114.parquet case-115.parquet case-116.parquet '
        'case-117.parquet case-118.parquet case-119.parquet case-120.parquet case-121.parquet '
        'case-122.parquet case-123.parquet case-124.parquet case-125-INVALID.parquet case-126.parquet '
        'case-127.parquet case-128.parquet case-129.parquet case-130.parquet case-131.parquet '
        'case-132.parquet case-133.parquet case-134.parquet case-135.parquet case-136.parquet '
        'case-137.parquet case-138.parquet'
    ),
}

PQ_SHREDDED_PARQUET_OTHER = {
    'bad_data': (
        'ARROW-GH-41317.parquet ARROW-GH-41321.parquet ARROW-GH-43605.parquet ARROW-GH-45185.parquet '
        'ARROW-RS-GH-6229-LEVELS.parquet PARQUET-1481.parquet'
    ),
    'data': (
        'README.md alltypes_dictionary.parquet binary_truncated_min_max.parquet bloom_filter.bin '
        'bloom_filter.xxhash.bin byte_array_decimal.parquet byte_stream_split_extended.gzip.parquet '
        'concatenated_gzip_members.parquet datapage_v2.snappy.parquet delta_encoding_optional_column.md '
        'delta_encoding_required_column.md encrypt_columns_and_footer.parquet.encrypted '
        'encrypt_columns_and_footer_ctr.parquet.encrypted encrypt_columns_plaintext_footer.parquet.encrypted '
        'external_key_material_java.parquet.encrypted fixed_length_byte_array.md '
        'fixed_length_byte_array.parquet float16_nonzeros_and_nans.parquet float16_zeros_and_nans.parquet '
        'int32_decimal.parquet int32_with_null_pages.parquet large_string_map.brotli.parquet '
        'lz4_raw_compressed.parquet lz4_raw_compressed_larger.parquet nan_in_stats.parquet '
        'nested_lists.snappy.parquet nested_structs.rust.parquet nullable.impala.parquet '
        'page_v2_empty_compressed.parquet plain-dict-uncompressed-checksum.parquet '
        'repeated_primitive_no_list.parquet rle_boolean_encoding.parquet unknown-logical-type.parquet'
    ),
    'shredded_variant': (
        'README.md case-001_row-0.variant.bin case-002_row-0.variant.bin case-004_row-0.variant.bin '
        'case-005_row-0.variant.bin case-006_row-0.variant.bin case-007_row-0.variant.bin '
        'case-008_row-0.variant.bin case-009_row-0.variant.bin case-010_row-0.variant.bin '
        'case-011_row-0.variant.bin case-012_row-0.variant.bin case-013_row-0.variant.bin '
        'case-014_row-0.variant.bin case-015_row-0.variant.bin case-016_row-0.variant.bin '
        'case-017_row-0.variant.bin case-018_row-0.variant.bin case-019_row-0.variant.bin '
        'case-020_row-0.variant.bin case-021_row-0.variant.bin case-022_row-0.variant.bin '
        'case-023_row-0.variant.bin case-024_row-0.variant.bin case-025_row-0.variant.bin '
        'case-026_row-0.variant.bin case-027_row-0.variant.bin case-028_row-0.variant.bin '
        'case-029_row-0.variant.bin case-030_row-0.variant.bin case-031_row-0.variant.bin '
        'case-032_row-0.variant.bin case-033_row-0.variant.bin case-034_row-0.variant.bin '
        'case-035_row-0.variant.bin case-036_row-0.variant.bin case-037_row-0.variant.bin '
        'case-038_row-0.variant.bin case-039_row-0.variant.bin case-041_row-0.variant.bin '
        'case-043-INVALID_row-0.variant.bin case-044_row-0.variant.bin case-045_row-0.variant.bin '
        'case-045_row-1.variant.bin case-045_row-2.variant.bin case-045_row-3.variant.bin '
        'case-046_row-0.variant.bin case-047_row-0.variant.bin case-048_row-0.variant.bin '
        'case-049_row-0.variant.bin case-050_row-0.variant.bin case-051_row-0.variant.bin '
        'case-052_row-0.variant.bin case-053_row-0.variant.bin case-054_row-0.variant.bin '
        'case-055_row-0.variant.bin case-056_row-0.variant.bin case-057_row-0.variant.bin '
        'case-058_row-0.variant.bin case-059_row-0.variant.bin case-060_row-0.variant.bin '
        'case-061_row-0.variant.bin case-062_row-0.variant.bin case-063_row-0.variant.bin '
        'case-064_row-0.variant.bin case-065_row-0.variant.bin case-066_row-0.variant.bin '
        'case-067_row-0.variant.bin case-068_row-0.variant.bin case-069_row-0.variant.bin '
        'case-070_row-0.variant.bin case-071_row-0.variant.bin case-072_row-0.variant.bin '
        'case-073_row-0.variant.bin case-074_row-0.variant.bin case-075_row-0.variant.bin '
        'case-076_row-0.variant.bin case-077_row-0.variant.bin case-078_row-0.variant.bin '
        'case-079_row-0.variant.bin case-080_row-0.variant.bin case-081_row-0.variant.bin '
        'case-082_row-0.variant.bin case-083_row-1.variant.bin case-083_row-2.variant.bin '
        'case-083_row-3.variant.bin case-084-INVALID_row-0.variant.bin case-085_row-0.variant.bin '
        'case-086_row-0.variant.bin case-088_row-0.variant.bin case-089_row-0.variant.bin '
        'case-090_row-0.variant.bin case-091_row-0.variant.bin case-092_row-0.variant.bin '
        'case-093_row-0.variant.bin case-094_row-0.variant.bin case-095_row-0.variant.bin '
        'case-096_row-0.variant.bin case-097_row-0.variant.bin case-098_row-0.variant.bin '
        'case-099_row-0.variant.bin case-100_row-0.variant.bin case-101_row-0.variant.bin '
        'case-102_row-0.variant.bin case-103_row-0.variant.bin case-104_row-0.variant.bin '
        'case-105_row-0.variant.bin case-106_row-0.variant.bin case-107_row-0.variant.bin '
        'case-108_row-0.variant.bin case-109_row-0.variant.bin case-110_row-0.variant.bin '
        'case-111_row-0.variant.bin case-112_row-0.variant.bin case-113_row-0.variant.bin '
        'case-114_row-0.variant.bin case-115_row-0.variant.bin case-116_row-0.variant.bin '
        'case-117_row-0.variant.bin case-118_row-0.variant.bin case-119_row-0.variant.bin '
        'case-120_row-0.variant.bin case-121_row-0.variant.bin case-122_row-0.variant.bin '
        'case-123_row-0.variant.bin case-124_row-0.variant.bin case-125-INVALID_row-0.variant.bin '
        'case-126_row-0.variant.bin case-126_row-1.variant.bin case-129_row-0.variant.bin '
        'case-130_row-0.variant.bin case-131_row-0.variant.bin case-132_row-0.variant.bin '
        'case-133_row-0.variant.bin case-134_row-0.variant.bin case-135_row-0.variant.bin '
        'case-136_row-0.variant.bin case-138_row-0.variant.bin cases.json'
    ),
    'variant': (
        'README.md array_empty.value array_primitive.metadata array_primitive.value long_string.metadata '
        'object_empty.value object_primitive.metadata primitive_binary.metadata primitive_date.metadata '
        'primitive_decimal16.metadata primitive_decimal16.value primitive_decimal8.value '
        'primitive_float.metadata primitive_float.value primitive_int16.value primitive_int32.metadata '
        'primitive_null.metadata primitive_timestamp.value primitive_timestampntz.metadata '
        'primitive_uuid.value short_string.metadata short_string.value'
    ),
}


PQ_VARIANT_KIND = {
    'variant': (
        'array_empty.metadata array_empty.value array_nested.metadata array_nested.value '
        'array_primitive.metadata array_primitive.value long_string.metadata long_string.value '
        'object_empty.metadata object_empty.value object_nested.metadata object_nested.value '
        'object_primitive.metadata object_primitive.value primitive_binary.metadata primitive_binary.value '
        'primitive_boolean_false.metadata primitive_boolean_false.value primitive_boolean_true.metadata '
        'primitive_boolean_true.value primitive_date.metadata primitive_date.value '
        'primitive_decimal16.metadata primitive_decimal16.value primitive_decimal4.metadata '
        'primitive_decimal4.value primitive_decimal8.metadata primitive_decimal8.value '
        'primitive_double.metadata primitive_double.value primitive_float.metadata primitive_float.value '
        'primitive_int16.metadata primitive_int16.value primitive_int32.metadata primitive_int32.value '
        'primitive_int64.metadata primitive_int64.value primitive_int8.metadata primitive_int8.value '
        'primitive_null.metadata primitive_null.value primitive_string.metadata primitive_string.value '
        'primitive_time.metadata primitive_time.value primitive_timestamp.metadata primitive_timestamp.value '
        'primitive_timestamp_nanos.metadata primitive_timestamp_nanos.value primitive_timestampntz.metadata '
        'primitive_timestampntz.value primitive_timestampntz_nanos.metadata '
        'primitive_timestampntz_nanos.value primitive_uuid.metadata primitive_uuid.value '
        'short_string.metadata short_string.value'
    ),
}

PQ_VARIANT_OTHER = {
    '': (
        'LICENSE.txt'
    ),
    'bad_data': (
        'ARROW-GH-41317.parquet ARROW-GH-45185.parquet ARROW-GH-47662.parquet '
        'ARROW-RS-GH-6229-DICTHEADER.parquet PARQUET-1481.parquet README.md'
    ),
    'data': (
        'README.md _KEY_MATERIAL_FOR_external_key_material_java.parquet.encrypted.json '
        'alltypes_tiny_pages.parquet alltypes_tiny_pages_plain.parquet binary.parquet '
        'binary_truncated_min_max.parquet concatenated_gzip_members.parquet '
        'data_index_bloom_encoding_stats.parquet data_index_bloom_encoding_with_length.parquet '
        'delta_binary_packed.md delta_binary_packed.parquet delta_byte_array.md '
        'delta_encoding_optional_column.parquet delta_encoding_optional_column_expect.csv '
        'delta_encoding_required_column.md delta_encoding_required_column_expect.csv '
        'delta_length_byte_array.parquet encrypt_columns_and_footer_aad.parquet.encrypted '
        'encrypt_columns_and_footer_bloom_filter.parquet.encrypted '
        'encrypt_columns_and_footer_ctr.parquet.encrypted encrypt_columns_plaintext_footer.parquet.encrypted '
        'external_key_material_java.parquet.encrypted fixed_length_decimal.parquet '
        'float16_nonzeros_and_nans.parquet float16_zeros_and_nans.parquet hadoop_lz4_compressed.parquet '
        'int32_decimal.parquet int64_decimal.parquet large_string_map.brotli.parquet '
        'lz4_raw_compressed_larger.parquet map_no_value.md non_hadoop_lz4_compressed.parquet '
        'null_list.parquet nullable.impala.parquet nulls.snappy.parquet old_list_structure.md '
        'overflow_i16_page_cnt.parquet page_v2_empty_compressed.parquet repeated_no_annotation.parquet '
        'rle-dict-uncompressed-corrupt-checksum.parquet single_nan.parquet '
        'uniform_encryption.parquet.encrypted'
    ),
    'shredded_variant': (
        'README.md case-001_row-0.variant.bin case-002.parquet case-002_row-0.variant.bin case-004.parquet '
        'case-004_row-0.variant.bin case-005_row-0.variant.bin case-006.parquet case-007.parquet '
        'case-008.parquet case-010_row-0.variant.bin case-011.parquet case-011_row-0.variant.bin '
        'case-015.parquet case-016_row-0.variant.bin case-018.parquet case-018_row-0.variant.bin '
        'case-019_row-0.variant.bin case-020.parquet case-020_row-0.variant.bin case-021.parquet '
        'case-021_row-0.variant.bin case-022.parquet case-022_row-0.variant.bin case-024.parquet '
        'case-024_row-0.variant.bin case-026.parquet case-028_row-0.variant.bin case-029.parquet '
        'case-030_row-0.variant.bin case-031.parquet case-032.parquet case-033.parquet case-034.parquet '
        'case-034_row-0.variant.bin case-035.parquet case-037_row-0.variant.bin case-038_row-0.variant.bin '
        'case-039.parquet case-043-INVALID.parquet case-044.parquet case-044_row-0.variant.bin '
        'case-045_row-0.variant.bin case-045_row-1.variant.bin case-045_row-2.variant.bin '
        'case-046_row-0.variant.bin case-047.parquet case-047_row-0.variant.bin case-048.parquet '
        'case-048_row-0.variant.bin case-049.parquet case-050_row-0.variant.bin case-052_row-0.variant.bin '
        'case-053.parquet case-053_row-0.variant.bin case-054.parquet case-055_row-0.variant.bin '
        'case-056.parquet case-056_row-0.variant.bin case-057_row-0.variant.bin case-058.parquet '
        'case-058_row-0.variant.bin case-059.parquet case-060.parquet case-063_row-0.variant.bin '
        'case-064.parquet case-064_row-0.variant.bin case-065.parquet case-066.parquet '
        'case-067_row-0.variant.bin case-069.parquet case-070.parquet case-070_row-0.variant.bin '
        'case-071.parquet case-071_row-0.variant.bin case-072.parquet case-073_row-0.variant.bin '
        'case-075_row-0.variant.bin case-076.parquet case-077.parquet case-077_row-0.variant.bin '
        'case-079_row-0.variant.bin case-080.parquet case-081.parquet case-082.parquet case-083.parquet '
        'case-084-INVALID_row-0.variant.bin case-085_row-0.variant.bin case-086.parquet '
        'case-086_row-0.variant.bin case-088.parquet case-088_row-0.variant.bin case-089.parquet '
        'case-089_row-0.variant.bin case-090.parquet case-092.parquet case-093.parquet '
        'case-093_row-0.variant.bin case-094.parquet case-094_row-0.variant.bin case-095.parquet '
        'case-095_row-0.variant.bin case-096.parquet case-096_row-0.variant.bin case-098.parquet '
        'case-098_row-0.variant.bin case-099.parquet case-100.parquet case-100_row-0.variant.bin '
        'case-101.parquet case-101_row-0.variant.bin case-104.parquet case-104_row-0.variant.bin '
        'case-105.parquet case-105_row-0.variant.bin case-108.parquet case-108_row-0.variant.bin '
        'case-110.parquet case-113.parquet case-113_row-0.variant.bin case-114.parquet '
        'case-114_row-0.variant.bin case-117.parquet case-117_row-0.variant.bin case-118_row-0.variant.bin '
        'case-119_row-0.variant.bin case-120_row-0.variant.bin case-122_row-0.variant.bin '
        'case-123_row-0.variant.bin case-124.parquet case-124_row-0.variant.bin case-125-INVALID.parquet '
        'case-125-INVALID_row-0.variant.bin case-126.parquet case-126_row-0.variant.bin case-127.parquet '
        'case-129.parquet case-129_row-0.variant.bin case-130_row-0.variant.bin case-131.parquet '
        'case-131_row-0.variant.bin case-132.parquet case-132_row-0.variant.bin case-133_row-0.variant.bin '
        'case-134_row-0.variant.bin case-136_row-0.variant.bin case-138.parquet case-138_row-0.variant.bin'
    ),
    'variant': (
        'README.md data_dictionary.json regen.py'
    ),
}


CENSUS_META_KIND = {
    '': (
        'precomputed/acs2007_1yr/census_column_metadata.csv '
        'precomputed/acs2007_1yr/census_table_metadata.csv '
        'precomputed/acs2007_3yr/census_column_metadata.csv '
        'precomputed/acs2007_3yr/census_table_metadata.csv '
        'precomputed/acs2008_1yr/census_column_metadata.csv '
        'precomputed/acs2008_1yr/census_table_metadata.csv '
        'precomputed/acs2008_3yr/census_column_metadata.csv '
        'precomputed/acs2008_3yr/census_table_metadata.csv '
        'precomputed/acs2009_1yr/census_column_metadata.csv '
        'precomputed/acs2009_1yr/census_table_metadata.csv '
        'precomputed/acs2009_3yr/census_column_metadata.csv '
        'precomputed/acs2009_3yr/census_table_metadata.csv '
        'precomputed/acs2010_1yr/census_column_metadata.csv '
        'precomputed/acs2010_1yr/census_table_metadata.csv '
        'precomputed/acs2010_3yr/census_column_metadata.csv '
        'precomputed/acs2010_3yr/census_table_metadata.csv '
        'precomputed/acs2010_5yr/census_column_metadata.csv '
        'precomputed/acs2010_5yr/census_table_metadata.csv '
        'precomputed/acs2011_1yr/census_column_metadata.csv '
        'precomputed/acs2011_1yr/census_table_metadata.csv '
        'precomputed/acs2011_3yr/census_column_metadata.csv '
        'precomputed/acs2011_3yr/census_table_metadata.csv '
        'precomputed/acs2011_5yr/census_column_metadata.csv '
        'precomputed/acs2011_5yr/census_table_metadata.csv '
        'precomputed/acs2012_1yr/census_column_metadata.csv '
        'precomputed/acs2012_1yr/census_table_metadata.csv '
        'precomputed/acs2012_3yr/census_column_metadata.csv '
        'precomputed/acs2012_3yr/census_table_metadata.csv '
        'precomputed/acs2012_5yr/census_column_metadata.csv '
        'precomputed/acs2012_5yr/census_table_metadata.csv '
        'precomputed/acs2013_1yr/census_column_metadata.csv '
        'precomputed/acs2013_1yr/census_table_metadata.csv '
        'precomputed/acs2013_3yr/census_column_metadata.csv '
        'precomputed/acs2013_3yr/census_table_metadata.csv '
        'precomputed/acs2013_5yr/census_column_metadata.csv '
        'precomputed/acs2013_5yr/census_table_metadata.csv '
        'precomputed/acs2014_1yr/census_column_metadata.csv '
        'precomputed/acs2014_1yr/census_table_metadata.csv '
        'precomputed/acs2014_5yr/census_column_metadata.csv '
        'precomputed/acs2014_5yr/census_table_metadata.csv '
        'precomputed/acs2015_1yr/census_column_metadata.csv '
        'precomputed/acs2015_1yr/census_table_metadata.csv '
        'precomputed/acs2015_5yr/census_column_metadata.csv '
        'precomputed/acs2015_5yr/census_table_metadata.csv '
        'precomputed/acs2016_1yr/census_column_metadata.csv '
        'precomputed/acs2016_1yr/census_table_metadata.csv '
        'precomputed/acs2016_5yr/census_column_metadata.csv '
        'precomputed/acs2016_5yr/census_table_metadata.csv '
        'precomputed/acs2017_1yr/census_column_metadata.csv '
        'precomputed/acs2017_1yr/census_table_metadata.csv '
        'precomputed/acs2017_5yr/census_column_metadata.csv '
        'precomputed/acs2017_5yr/census_table_metadata.csv '
        'precomputed/acs2018_1yr/census_column_metadata.csv '
        'precomputed/acs2018_1yr/census_table_metadata.csv '
        'precomputed/acs2018_5yr/census_column_metadata.csv '
        'precomputed/acs2018_5yr/census_table_metadata.csv '
        'precomputed/acs2019_1yr/census_column_metadata.csv '
        'precomputed/acs2019_1yr/census_table_metadata.csv '
        'precomputed/acs2019_5yr/census_column_metadata.csv '
        'precomputed/acs2019_5yr/census_table_metadata.csv '
        'precomputed/acs2020_5yr/census_column_metadata.csv '
        'precomputed/acs2020_5yr/census_table_metadata.csv '
        'precomputed/acs2021_1yr/census_column_metadata.csv '
        'precomputed/acs2021_1yr/census_table_metadata.csv '
        'precomputed/acs2021_5yr/census_column_metadata.csv '
        'precomputed/acs2021_5yr/census_table_metadata.csv '
        'precomputed/acs2022_1yr/census_column_metadata.csv '
        'precomputed/acs2022_1yr/census_table_metadata.csv '
        'precomputed/acs2022_5yr/census_column_metadata.csv '
        'precomputed/acs2022_5yr/census_table_metadata.csv '
        'precomputed/acs2023_1yr/census_column_metadata.csv '
        'precomputed/acs2023_1yr/census_table_metadata.csv '
        'precomputed/acs2023_5yr/census_column_metadata.csv '
        'precomputed/acs2023_5yr/census_table_metadata.csv '
        'precomputed/acs2024_1yr/census_column_metadata.csv '
        'precomputed/acs2024_1yr/census_table_metadata.csv '
        'precomputed/acs2024_5yr/census_column_metadata.csv '
        'precomputed/acs2024_5yr/census_table_metadata.csv'
    ),
}

CENSUS_META_OTHER = {
    '': (
        '.gitignore Makefile Pipfile Pipfile.lock README.md analyze_metadata.py census_metadata.sql '
        'census_metadata_drop.sql census_metadata_load.sql extract_metadata_to_elasticsearch.py '
        'process_api.py process_merge.py process_table_based_shells.py titlecase.py '
        'precomputed/unified_metadata.csv'
    ),
}


F1_RESULTS_KIND = {
    '': (
        'src/data/seasons/1952/races/02-indianapolis/qualifying-results.yml '
        'src/data/seasons/1953/races/09-italy/qualifying-results.yml '
        'src/data/seasons/1956/races/01-argentina/qualifying-results.yml '
        'src/data/seasons/1956/races/05-france/qualifying-results.yml '
        'src/data/seasons/1957/races/02-monaco/race-results.yml '
        'src/data/seasons/1958/races/02-monaco/qualifying-results.yml '
        'src/data/seasons/1958/races/06-france/race-results.yml '
        'src/data/seasons/1958/races/10-italy/qualifying-results.yml '
        'src/data/seasons/1959/races/04-france/qualifying-results.yml '
        'src/data/seasons/1959/races/06-germany/qualifying-results.yml '
        'src/data/seasons/1961/races/02-netherlands/race-results.yml '
        'src/data/seasons/1961/races/03-belgium/race-results.yml '
        'src/data/seasons/1961/races/08-united-states/qualifying-results.yml '
        'src/data/seasons/1962/races/02-monaco/race-results.yml '
        'src/data/seasons/1963/races/10-south-africa/qualifying-results.yml '
        'src/data/seasons/1964/races/03-belgium/race-results.yml '
        'src/data/seasons/1965/races/08-italy/qualifying-results.yml '
        'src/data/seasons/1966/races/04-great-britain/race-results.yml '
        'src/data/seasons/1967/races/02-monaco/race-results.yml '
        'src/data/seasons/1967/races/10-united-states/qualifying-results.yml '
        'src/data/seasons/1968/races/07-great-britain/race-results.yml '
        'src/data/seasons/1969/races/02-spain/race-results.yml '
        'src/data/seasons/1969/races/03-monaco/qualifying-results.yml '
        'src/data/seasons/1969/races/04-netherlands/qualifying-results.yml '
        'src/data/seasons/1970/races/11-canada/qualifying-results.yml '
        'src/data/seasons/1972/races/04-monaco/qualifying-results.yml '
        'src/data/seasons/1973/races/10-netherlands/qualifying-results.yml '
        'src/data/seasons/1973/races/13-italy/race-results.yml '
        'src/data/seasons/1974/races/01-argentina/race-results.yml '
        'src/data/seasons/1975/races/05-monaco/race-results.yml '
        'src/data/seasons/1977/races/05-spain/race-results.yml '
        'src/data/seasons/1978/races/11-germany/race-results.yml '
        'src/data/seasons/1979/races/04-united-states-west/race-results.yml '
        'src/data/seasons/1979/races/05-spain/race-results.yml '
        'src/data/seasons/1979/races/09-great-britain/race-results.yml '
        'src/data/seasons/1980/races/02-brazil/qualifying-2-results.yml '
        'src/data/seasons/1980/races/03-south-africa/qualifying-2-results.yml '
        'src/data/seasons/1980/races/05-belgium/race-results.yml '
        'src/data/seasons/1980/races/10-austria/qualifying-2-results.yml '
        'src/data/seasons/1980/races/11-netherlands/qualifying-results.yml '
        'src/data/seasons/1981/races/03-argentina/qualifying-1-results.yml '
        'src/data/seasons/1981/races/05-belgium/race-results.yml '
        'src/data/seasons/1981/races/08-france/qualifying-1-results.yml '
        'src/data/seasons/1981/races/09-great-britain/race-results.yml '
        'src/data/seasons/1981/races/10-germany/qualifying-results.yml '
        'src/data/seasons/1982/races/07-detroit/qualifying-1-results.yml '
        'src/data/seasons/1982/races/10-great-britain/qualifying-1-results.yml '
        'src/data/seasons/1982/races/10-great-britain/race-results.yml '
        'src/data/seasons/1982/races/14-switzerland/race-results.yml '
        'src/data/seasons/1983/races/01-brazil/qualifying-1-results.yml '
        'src/data/seasons/1983/races/05-monaco/race-results.yml '
        'src/data/seasons/1983/races/08-canada/qualifying-2-results.yml '
        'src/data/seasons/1983/races/11-austria/qualifying-1-results.yml '
        'src/data/seasons/1983/races/12-netherlands/qualifying-2-results.yml '
        'src/data/seasons/1983/races/15-south-africa/qualifying-1-results.yml '
        'src/data/seasons/1984/races/01-brazil/race-results.yml '
        'src/data/seasons/1984/races/05-france/qualifying-results.yml '
        'src/data/seasons/1984/races/06-monaco/race-results.yml '
        'src/data/seasons/1984/races/15-europe/qualifying-1-results.yml '
        'src/data/seasons/1984/races/16-portugal/qualifying-results.yml '
        'src/data/seasons/1985/races/01-brazil/qualifying-results.yml '
        'src/data/seasons/1985/races/15-south-africa/qualifying-1-results.yml '
        'src/data/seasons/1985/races/16-australia/warming-up-results.yml '
        'src/data/seasons/1986/races/07-detroit/qualifying-1-results.yml '
        'src/data/seasons/1986/races/10-germany/qualifying-2-results.yml '
        'src/data/seasons/1986/races/15-mexico/free-practice-2-results.yml '
        'src/data/seasons/1986/races/15-mexico/qualifying-1-results.yml '
        'src/data/seasons/1987/races/03-belgium/qualifying-1-results.yml '
        'src/data/seasons/1987/races/03-belgium/warming-up-results.yml '
        'src/data/seasons/1987/races/10-austria/qualifying-2-results.yml '
        'src/data/seasons/1987/races/10-austria/race-results.yml '
        'src/data/seasons/1987/races/15-japan/qualifying-results.yml '
        'src/data/seasons/1988/races/11-belgium/free-practice-2-results.yml '
        'src/data/seasons/1988/races/11-belgium/qualifying-results.yml '
        'src/data/seasons/1988/races/13-portugal/race-results.yml '
        'src/data/seasons/1988/races/14-spain/warming-up-results.yml '
        'src/data/seasons/1989/races/02-san-marino/qualifying-results.yml '
        'src/data/seasons/1989/races/05-united-states/free-practice-2-results.yml '
        'src/data/seasons/1989/races/07-france/qualifying-1-results.yml '
        'src/data/seasons/1989/races/08-great-britain/qualifying-results.yml '
        'src/data/seasons/1989/races/13-portugal/pre-qualifying-results.yml '
        'src/data/seasons/1989/races/14-spain/free-practice-2-results.yml '
        'src/data/seasons/1989/races/16-australia/free-practice-1-results.yml '
        'src/data/seasons/1990/races/01-united-states/race-results.yml '
        'src/data/seasons/1990/races/02-brazil/pre-qualifying-results.yml '
        'src/data/seasons/1990/races/11-belgium/warming-up-results.yml '
        'src/data/seasons/1990/races/13-portugal/pre-qualifying-results.yml '
        'src/data/seasons/1990/races/15-japan/race-results.yml '
        'src/data/seasons/1990/races/16-australia/warming-up-results.yml '
        'src/data/seasons/1991/races/04-monaco/race-results.yml '
        'src/data/seasons/1991/races/08-great-britain/free-practice-1-results.yml '
        'src/data/seasons/1991/races/10-hungary/free-practice-2-results.yml '
        'src/data/seasons/1991/races/10-hungary/qualifying-results.yml '
        'src/data/seasons/1992/races/03-brazil/pre-qualifying-results.yml '
        'src/data/seasons/1992/races/05-san-marino/free-practice-1-results.yml '
        'src/data/seasons/1992/races/06-monaco/pre-qualifying-results.yml '
        'src/data/seasons/1992/races/07-canada/qualifying-1-results.yml '
        'src/data/seasons/1992/races/08-france/qualifying-results.yml '
        'src/data/seasons/1992/races/10-germany/pre-qualifying-results.yml '
        'src/data/seasons/1992/races/11-hungary/qualifying-2-results.yml '
        'src/data/seasons/1992/races/11-hungary/race-results.yml '
        'src/data/seasons/1992/races/15-japan/qualifying-2-results.yml '
        'src/data/seasons/1992/races/16-australia/qualifying-2-results.yml '
        'src/data/seasons/1993/races/10-germany/qualifying-2-results.yml '
        'src/data/seasons/1993/races/13-italy/warming-up-results.yml '
        'src/data/seasons/1993/races/14-portugal/qualifying-2-results.yml '
        'src/data/seasons/1993/races/14-portugal/qualifying-results.yml '
        'src/data/seasons/1994/races/09-germany/free-practice-2-results.yml '
        'src/data/seasons/1994/races/10-hungary/free-practice-1-results.yml '
        'src/data/seasons/1994/races/15-japan/qualifying-results.yml '
        'src/data/seasons/1995/races/02-argentina/qualifying-1-results.yml '
        'src/data/seasons/1995/races/05-monaco/race-results.yml '
        'src/data/seasons/1995/races/06-canada/race-results.yml '
        'src/data/seasons/1995/races/12-italy/free-practice-2-results.yml '
        'src/data/seasons/1995/races/12-italy/race-results.yml '
        'src/data/seasons/1995/races/14-europe/free-practice-1-results.yml '
        'src/data/seasons/1995/races/16-japan/qualifying-1-results.yml '
        'src/data/seasons/1996/races/06-monaco/qualifying-results.yml '
        'src/data/seasons/1996/races/09-france/free-practice-1-results.yml '
        'src/data/seasons/1996/races/12-hungary/free-practice-1-results.yml '
        'src/data/seasons/1996/races/12-hungary/free-practice-2-results.yml '
        'src/data/seasons/1996/races/14-italy/warming-up-results.yml '
        'src/data/seasons/1996/races/15-portugal/free-practice-2-results.yml '
        'src/data/seasons/1996/races/16-japan/free-practice-1-results.yml '
        'src/data/seasons/1997/races/04-san-marino/free-practice-2-results.yml '
        'src/data/seasons/1997/races/05-monaco/qualifying-results.yml '
        'src/data/seasons/1997/races/11-hungary/free-practice-2-results.yml '
        'src/data/seasons/1997/races/17-europe/free-practice-2-results.yml '
        'src/data/seasons/1998/races/02-brazil/qualifying-results.yml '
        'src/data/seasons/1998/races/05-spain/qualifying-results.yml '
        'src/data/seasons/1998/races/07-canada/race-results.yml '
        'src/data/seasons/1998/races/10-austria/free-practice-1-results.yml '
        'src/data/seasons/1998/races/10-austria/warming-up-results.yml '
        'src/data/seasons/1998/races/11-germany/free-practice-2-results.yml '
        'src/data/seasons/1998/races/11-germany/warming-up-results.yml '
        'src/data/seasons/1998/races/15-luxembourg/qualifying-results.yml '
        'src/data/seasons/1999/races/01-australia/free-practice-2-results.yml '
        'src/data/seasons/1999/races/06-canada/race-results.yml '
        'src/data/seasons/1999/races/10-germany/warming-up-results.yml '
        'src/data/seasons/1999/races/14-europe/free-practice-1-results.yml '
        'src/data/seasons/2000/races/06-europe/qualifying-results.yml '
        'src/data/seasons/2000/races/10-austria/race-results.yml '
        'src/data/seasons/2000/races/14-italy/qualifying-results.yml '
        'src/data/seasons/2001/races/02-malaysia/free-practice-2-results.yml '
        'src/data/seasons/2001/races/08-canada/qualifying-results.yml '
        'src/data/seasons/2001/races/14-belgium/free-practice-1-results.yml '
        'src/data/seasons/2001/races/16-united-states/qualifying-results.yml '
        'src/data/seasons/2002/races/03-brazil/qualifying-results.yml '
        'src/data/seasons/2002/races/06-austria/free-practice-2-results.yml '
        'src/data/seasons/2002/races/15-italy/free-practice-1-results.yml '
        'src/data/seasons/2002/races/15-italy/race-results.yml '
        'src/data/seasons/2003/races/02-malaysia/warming-up-results.yml '
        'src/data/seasons/2003/races/04-san-marino/race-results.yml '
        'src/data/seasons/2003/races/08-canada/qualifying-results.yml '
        'src/data/seasons/2003/races/12-germany/free-practice-1-results.yml '
        'src/data/seasons/2003/races/13-hungary/free-practice-2-results.yml '
        'src/data/seasons/2004/races/03-bahrain/free-practice-4-results.yml '
        'src/data/seasons/2004/races/04-san-marino/race-results.yml '
        'src/data/seasons/2004/races/05-spain/qualifying-results.yml '
        'src/data/seasons/2004/races/08-canada/free-practice-1-results.yml '
        'src/data/seasons/2004/races/08-canada/qualifying-results.yml '
        'src/data/seasons/2004/races/09-united-states/free-practice-2-results.yml '
        'src/data/seasons/2004/races/09-united-states/qualifying-2-results.yml '
        'src/data/seasons/2004/races/15-italy/qualifying-results.yml '
        'src/data/seasons/2004/races/16-china/free-practice-2-results.yml '
        'src/data/seasons/2004/races/16-china/qualifying-results.yml '
        'src/data/seasons/2004/races/18-brazil/free-practice-2-results.yml '
        'src/data/seasons/2005/races/09-united-states/free-practice-1-results.yml '
        'src/data/seasons/2005/races/14-turkey/free-practice-2-results.yml '
        'src/data/seasons/2005/races/15-italy/free-practice-4-results.yml '
        'src/data/seasons/2006/races/01-bahrain/free-practice-3-results.yml '
        'src/data/seasons/2006/races/11-france/free-practice-1-results.yml '
        'src/data/seasons/2006/races/14-turkey/race-results.yml '
        'src/data/seasons/2007/races/06-canada/race-results.yml '
        'src/data/seasons/2007/races/15-japan/free-practice-1-results.yml '
        'src/data/seasons/2007/races/16-china/free-practice-1-results.yml '
        'src/data/seasons/2008/races/02-malaysia/qualifying-results.yml '
        'src/data/seasons/2008/races/06-monaco/free-practice-2-results.yml '
        'src/data/seasons/2008/races/07-canada/qualifying-results.yml '
        'src/data/seasons/2008/races/10-germany/qualifying-results.yml '
        'src/data/seasons/2008/races/13-belgium/free-practice-3-results.yml '
        'src/data/seasons/2009/races/01-australia/free-practice-1-results.yml '
        'src/data/seasons/2009/races/01-australia/qualifying-results.yml '
        'src/data/seasons/2009/races/03-china/qualifying-results.yml '
        'src/data/seasons/2009/races/04-bahrain/free-practice-3-results.yml '
        'src/data/seasons/2009/races/05-spain/race-results.yml '
        'src/data/seasons/2009/races/07-turkey/race-results.yml '
        'src/data/seasons/2009/races/10-hungary/free-practice-1-results.yml '
        'src/data/seasons/2009/races/11-europe/qualifying-results.yml '
        'src/data/seasons/2009/races/12-belgium/free-practice-3-results.yml '
        'src/data/seasons/2010/races/01-bahrain/race-results.yml '
        'src/data/seasons/2010/races/03-malaysia/free-practice-2-results.yml '
        'src/data/seasons/2010/races/11-germany/free-practice-1-results.yml '
        'src/data/seasons/2011/races/01-australia/race-results.yml '
        'src/data/seasons/2011/races/05-spain/race-results.yml '
        'src/data/seasons/2011/races/06-monaco/free-practice-1-results.yml '
        'src/data/seasons/2011/races/06-monaco/race-results.yml '
        'src/data/seasons/2011/races/10-germany/qualifying-results.yml '
        'src/data/seasons/2011/races/13-italy/qualifying-results.yml '
        'src/data/seasons/2011/races/14-singapore/free-practice-2-results.yml '
        'src/data/seasons/2012/races/03-china/qualifying-results.yml '
        'src/data/seasons/2012/races/04-bahrain/free-practice-1-results.yml '
        'src/data/seasons/2012/races/06-monaco/free-practice-3-results.yml '
        'src/data/seasons/2012/races/07-canada/free-practice-1-results.yml '
        'src/data/seasons/2012/races/10-germany/qualifying-results.yml '
        'src/data/seasons/2012/races/16-korea/qualifying-results.yml '
        'src/data/seasons/2013/races/02-malaysia/free-practice-1-results.yml '
        'src/data/seasons/2013/races/06-monaco/race-results.yml '
        'src/data/seasons/2013/races/07-canada/race-results.yml '
        'src/data/seasons/2013/races/09-germany/race-results.yml '
        'src/data/seasons/2013/races/15-japan/free-practice-2-results.yml '
        'src/data/seasons/2014/races/02-malaysia/free-practice-2-results.yml '
        'src/data/seasons/2014/races/06-monaco/free-practice-2-results.yml '
        'src/data/seasons/2014/races/11-hungary/free-practice-1-results.yml '
        'src/data/seasons/2015/races/04-bahrain/free-practice-2-results.yml '
        'src/data/seasons/2015/races/08-austria/free-practice-2-results.yml '
        'src/data/seasons/2015/races/16-united-states/free-practice-2-results.yml '
        'src/data/seasons/2015/races/16-united-states/race-results.yml '
        'src/data/seasons/2016/races/04-russia/free-practice-1-results.yml '
        'src/data/seasons/2016/races/13-belgium/free-practice-1-results.yml '
        'src/data/seasons/2016/races/18-united-states/driver-of-the-day-results.yml '
        'src/data/seasons/2017/races/07-canada/free-practice-1-results.yml '
        'src/data/seasons/2017/races/15-malaysia/free-practice-3-results.yml '
        'src/data/seasons/2017/races/19-brazil/free-practice-2-results.yml '
        'src/data/seasons/2017/races/20-abu-dhabi/race-results.yml '
        'src/data/seasons/2018/races/03-china/driver-of-the-day-results.yml '
        'src/data/seasons/2018/races/04-azerbaijan/driver-of-the-day-results.yml '
        'src/data/seasons/2018/races/05-spain/free-practice-2-results.yml '
        'src/data/seasons/2018/races/05-spain/qualifying-results.yml '
        'src/data/seasons/2018/races/12-hungary/free-practice-3-results.yml '
        'src/data/seasons/2018/races/12-hungary/qualifying-results.yml '
        'src/data/seasons/2018/races/13-belgium/free-practice-1-results.yml '
        'src/data/seasons/2018/races/16-russia/race-results.yml '
        'src/data/seasons/2018/races/17-japan/free-practice-2-results.yml '
        'src/data/seasons/2018/races/19-mexico/free-practice-2-results.yml '
        'src/data/seasons/2018/races/21-abu-dhabi/race-results.yml '
        'src/data/seasons/2019/races/01-australia/free-practice-2-results.yml '
        'src/data/seasons/2019/races/04-azerbaijan/qualifying-results.yml '
        'src/data/seasons/2019/races/05-spain/qualifying-results.yml '
        'src/data/seasons/2019/races/07-canada/driver-of-the-day-results.yml '
        'src/data/seasons/2019/races/12-hungary/free-practice-1-results.yml '
        'src/data/seasons/2019/races/15-singapore/driver-of-the-day-results.yml '
        'src/data/seasons/2019/races/15-singapore/qualifying-results.yml '
        'src/data/seasons/2019/races/16-russia/qualifying-results.yml '
        'src/data/seasons/2019/races/18-mexico/driver-of-the-day-results.yml '
        'src/data/seasons/2019/races/19-united-states/race-results.yml '
        'src/data/seasons/2019/races/21-abu-dhabi/race-results.yml '
        'src/data/seasons/2020/races/02-styria/free-practice-3-results.yml '
        'src/data/seasons/2020/races/05-70th-anniversary/driver-of-the-day-results.yml '
        'src/data/seasons/2020/races/06-spain/race-results.yml '
        'src/data/seasons/2020/races/07-belgium/free-practice-1-results.yml '
        'src/data/seasons/2020/races/07-belgium/race-results.yml '
        'src/data/seasons/2020/races/10-russia/qualifying-results.yml '
        'src/data/seasons/2020/races/13-emilia-romagna/driver-of-the-day-results.yml '
        'src/data/seasons/2020/races/16-sakhir/free-practice-3-results.yml '
        'src/data/seasons/2020/races/17-abu-dhabi/free-practice-3-results.yml '
        'src/data/seasons/2020/races/17-abu-dhabi/qualifying-results.yml '
        'src/data/seasons/2021/races/13-netherlands/qualifying-results.yml '
        'src/data/seasons/2021/races/20-qatar/driver-of-the-day-results.yml '
        'src/data/seasons/2022/races/01-bahrain/driver-of-the-day-results.yml '
        'src/data/seasons/2022/races/02-saudi-arabia/driver-of-the-day-results.yml '
        'src/data/seasons/2022/races/03-australia/driver-of-the-day-results.yml '
        'src/data/seasons/2022/races/04-emilia-romagna/driver-of-the-day-results.yml '
        'src/data/seasons/2022/races/04-emilia-romagna/sprint-race-results.yml '
        'src/data/seasons/2022/races/05-miami/race-results.yml '
        'src/data/seasons/2022/races/12-france/free-practice-1-results.yml '
        'src/data/seasons/2022/races/19-united-states/qualifying-results.yml '
        'src/data/seasons/2022/races/22-abu-dhabi/qualifying-results.yml '
        'src/data/seasons/2023/races/07-spain/free-practice-1-results.yml '
        'src/data/seasons/2023/races/08-canada/qualifying-results.yml '
        'src/data/seasons/2023/races/08-canada/race-results.yml '
        'src/data/seasons/2023/races/17-qatar/driver-of-the-day-results.yml '
        'src/data/seasons/2023/races/20-sao-paulo/sprint-qualifying-results.yml '
        'src/data/seasons/2023/races/21-las-vegas/free-practice-2-results.yml '
        'src/data/seasons/2023/races/21-las-vegas/qualifying-results.yml '
        'src/data/seasons/2023/races/22-abu-dhabi/free-practice-3-results.yml '
        'src/data/seasons/2024/races/01-bahrain/race-results.yml '
        'src/data/seasons/2024/races/05-china/race-results.yml '
        'src/data/seasons/2024/races/09-canada/free-practice-3-results.yml '
        'src/data/seasons/2024/races/13-hungary/race-results.yml '
        'src/data/seasons/2024/races/14-belgium/free-practice-3-results.yml '
        'src/data/seasons/2024/races/18-singapore/free-practice-3-results.yml '
        'src/data/seasons/2024/races/24-abu-dhabi/driver-of-the-day-results.yml '
        'src/data/seasons/2025/races/01-australia/qualifying-results.yml '
        'src/data/seasons/2025/races/05-saudi-arabia/qualifying-results.yml '
        'src/data/seasons/2025/races/15-netherlands/free-practice-2-results.yml '
        'src/data/seasons/2025/races/17-azerbaijan/qualifying-results.yml '
        'src/data/seasons/2025/races/22-las-vegas/free-practice-2-results.yml '
        'src/data/seasons/2025/races/22-las-vegas/free-practice-3-results.yml '
        'src/data/seasons/2026/races/01-australia/driver-of-the-day-results.yml '
        'src/data/seasons/2026/races/02-china/sprint-race-results.yml '
        'src/data/seasons/2026/races/05-canada/qualifying-results.yml '
        'src/data/seasons/2026/races/06-monaco/free-practice-3-results.yml '
        'src/data/seasons/2026/races/10-belgium/free-practice-2-results.yml'
    ),
    'src/data/seasons/1988/races/16-australia': (
        'pre-qualifying-results.yml qualifying-1-results.yml qualifying-results.yml'
    ),
    'src/data/seasons/2005/races/06-monaco': (
        'free-practice-3-results.yml free-practice-4-results.yml qualifying-2-results.yml'
    ),
}

F1_RESULTS_OTHER = {
    '': (
        'src/data/seasons/1950/races/01-great-britain/driver-standings.yml '
        'src/data/seasons/1950/races/07-italy/fastest-laps.yml '
        'src/data/seasons/1951/races/08-spain/driver-standings.yml '
        'src/data/seasons/1952/races/03-belgium/driver-standings.yml '
        'src/data/seasons/1953/races/06-great-britain/race.yml '
        'src/data/seasons/1954/races/02-indianapolis/fastest-laps.yml '
        'src/data/seasons/1954/races/05-great-britain/fastest-laps.yml '
        'src/data/seasons/1954/races/05-great-britain/race.yml '
        'src/data/seasons/1955/races/05-netherlands/race.yml '
        'src/data/seasons/1958/races/05-belgium/constructor-standings.yml '
        'src/data/seasons/1958/races/05-belgium/race.yml '
        'src/data/seasons/1958/races/06-france/driver-standings.yml '
        'src/data/seasons/1958/races/07-great-britain/driver-standings.yml '
        'src/data/seasons/1958/races/07-great-britain/race.yml '
        'src/data/seasons/1959/races/03-netherlands/fastest-laps.yml '
        'src/data/seasons/1959/races/05-great-britain/fastest-laps.yml '
        'src/data/seasons/1960/races/04-netherlands/fastest-laps.yml '
        'src/data/seasons/1960/races/04-netherlands/starting-grid-positions.yml '
        'src/data/seasons/1962/races/05-great-britain/driver-standings.yml '
        'src/data/seasons/1962/races/07-italy/race.yml '
        'src/data/seasons/1963/races/03-netherlands/constructor-standings.yml '
        'src/data/seasons/1963/races/05-great-britain/fastest-laps.yml '
        'src/data/seasons/1963/races/06-germany/fastest-laps.yml '
        'src/data/seasons/1963/races/06-germany/starting-grid-positions.yml '
        'src/data/seasons/1964/races/03-belgium/fastest-laps.yml '
        'src/data/seasons/1964/races/08-italy/starting-grid-positions.yml '
        'src/data/seasons/1966/races/02-belgium/race.yml '
        'src/data/seasons/1966/races/05-netherlands/starting-grid-positions.yml '
        'src/data/seasons/1966/races/06-germany/starting-grid-positions.yml '
        'src/data/seasons/1970/races/11-canada/driver-standings.yml '
        'src/data/seasons/1970/races/11-canada/fastest-laps.yml '
        'src/data/seasons/1970/races/13-mexico/starting-grid-positions.yml '
        'src/data/seasons/1971/races/05-france/constructor-standings.yml '
        'src/data/seasons/1971/races/09-italy/constructor-standings.yml '
        'src/data/seasons/1972/races/04-monaco/fastest-laps.yml '
        'src/data/seasons/1973/races/09-great-britain/fastest-laps.yml '
        'src/data/seasons/1974/races/11-germany/starting-grid-positions.yml '
        'src/data/seasons/1974/races/12-austria/starting-grid-positions.yml '
        'src/data/seasons/1974/races/14-canada/constructor-standings.yml '
        'src/data/seasons/1975/races/02-brazil/driver-standings.yml '
        'src/data/seasons/1975/races/14-united-states/fastest-laps.yml '
        'src/data/seasons/1976/races/07-sweden/race.yml '
        'src/data/seasons/1976/races/12-netherlands/fastest-laps.yml '
        'src/data/seasons/1976/races/14-canada/starting-grid-positions.yml '
        'src/data/seasons/1977/races/06-monaco/fastest-laps.yml '
        'src/data/seasons/1977/races/10-great-britain/constructor-standings.yml '
        'src/data/seasons/1977/races/14-italy/fastest-laps.yml '
        'src/data/seasons/1977/races/17-japan/fastest-laps.yml '
        'src/data/seasons/1978/races/05-monaco/driver-standings.yml '
        'src/data/seasons/1978/races/14-italy/fastest-laps.yml '
        'src/data/seasons/1979/races/12-netherlands/fastest-laps.yml '
        'src/data/seasons/1980/races/08-great-britain/constructor-standings.yml '
        'src/data/seasons/1980/races/09-germany/constructor-standings.yml '
        'src/data/seasons/1980/races/09-germany/driver-standings.yml '
        'src/data/seasons/1981/races/12-netherlands/fastest-laps.yml '
        'src/data/seasons/1981/races/13-italy/fastest-laps.yml '
        'src/data/seasons/1982/races/01-south-africa/fastest-laps.yml '
        'src/data/seasons/1982/races/01-south-africa/race.yml '
        'src/data/seasons/1982/races/12-germany/starting-grid-positions.yml '
        'src/data/seasons/1983/races/01-brazil/fastest-laps.yml '
        'src/data/seasons/1985/races/12-italy/race.yml '
        'src/data/seasons/1986/races/04-monaco/driver-standings.yml '
        'src/data/seasons/1986/races/10-germany/starting-grid-positions.yml '
        'src/data/seasons/1987/races/03-belgium/race.yml '
        'src/data/seasons/1987/races/10-austria/starting-grid-positions.yml '
        'src/data/seasons/1988/races/01-brazil/starting-grid-positions.yml '
        'src/data/seasons/1988/races/07-france/fastest-laps.yml '
        'src/data/seasons/1988/races/08-great-britain/starting-grid-positions.yml '
        'src/data/seasons/1989/races/11-belgium/race.yml '
        'src/data/seasons/1989/races/14-spain/fastest-laps.yml '
        'src/data/seasons/1990/races/13-portugal/fastest-laps.yml '
        'src/data/seasons/1990/races/15-japan/constructor-standings.yml '
        'src/data/seasons/1992/races/01-south-africa/constructor-standings.yml '
        'src/data/seasons/1992/races/04-spain/starting-grid-positions.yml '
        'src/data/seasons/1992/races/06-monaco/driver-standings.yml '
        'src/data/seasons/1992/races/06-monaco/fastest-laps.yml '
        'src/data/seasons/1992/races/09-great-britain/driver-standings.yml '
        'src/data/seasons/1992/races/14-portugal/driver-standings.yml '
        'src/data/seasons/1992/races/15-japan/constructor-standings.yml '
        'src/data/seasons/1992/races/15-japan/driver-standings.yml '
        'src/data/seasons/1993/races/16-australia/constructor-standings.yml '
        'src/data/seasons/1994/races/16-australia/starting-grid-positions.yml '
        'src/data/seasons/1995/races/13-portugal/driver-standings.yml '
        'src/data/seasons/1995/races/17-australia/fastest-laps.yml '
        'src/data/seasons/1996/races/05-san-marino/driver-standings.yml '
        'src/data/seasons/1997/races/06-spain/pit-stops.yml src/data/seasons/1997/races/07-canada/race.yml '
        'src/data/seasons/1998/races/08-france/constructor-standings.yml '
        'src/data/seasons/1998/races/11-germany/fastest-laps.yml '
        'src/data/seasons/1998/races/16-japan/fastest-laps.yml '
        'src/data/seasons/1999/races/06-canada/fastest-laps.yml '
        'src/data/seasons/1999/races/07-france/pit-stops.yml '
        'src/data/seasons/1999/races/12-belgium/pit-stops.yml '
        'src/data/seasons/2000/races/01-australia/pit-stops.yml '
        'src/data/seasons/2000/races/12-hungary/pit-stops.yml '
        'src/data/seasons/2001/races/05-spain/starting-grid-positions.yml '
        'src/data/seasons/2001/races/15-italy/fastest-laps.yml '
        'src/data/seasons/2001/races/16-united-states/constructor-standings.yml '
        'src/data/seasons/2001/races/17-japan/driver-standings.yml '
        'src/data/seasons/2002/races/01-australia/fastest-laps.yml '
        'src/data/seasons/2002/races/06-austria/race.yml '
        'src/data/seasons/2002/races/07-monaco/constructor-standings.yml '
        'src/data/seasons/2002/races/07-monaco/fastest-laps.yml '
        'src/data/seasons/2002/races/10-great-britain/pit-stops.yml '
        'src/data/seasons/2002/races/10-great-britain/race.yml '
        'src/data/seasons/2003/races/07-monaco/constructor-standings.yml '
        'src/data/seasons/2003/races/14-italy/fastest-laps.yml '
        'src/data/seasons/2004/races/13-hungary/driver-standings.yml '
        'src/data/seasons/2004/races/13-hungary/fastest-laps.yml '
        'src/data/seasons/2005/races/05-spain/starting-grid-positions.yml '
        'src/data/seasons/2005/races/17-brazil/driver-standings.yml '
        'src/data/seasons/2005/races/18-japan/driver-standings.yml '
        'src/data/seasons/2006/races/04-san-marino/driver-standings.yml '
        'src/data/seasons/2007/races/02-malaysia/fastest-laps.yml '
        'src/data/seasons/2007/races/06-canada/driver-standings.yml '
        'src/data/seasons/2007/races/08-france/pit-stops.yml '
        'src/data/seasons/2007/races/13-italy/driver-standings.yml '
        'src/data/seasons/2007/races/15-japan/fastest-laps.yml '
        'src/data/seasons/2008/races/10-germany/driver-standings.yml '
        'src/data/seasons/2008/races/16-japan/race.yml src/data/seasons/2008/races/17-china/race.yml '
        'src/data/seasons/2009/races/02-malaysia/pit-stops.yml '
        'src/data/seasons/2009/races/10-hungary/fastest-laps.yml '
        'src/data/seasons/2010/races/08-canada/starting-grid-positions.yml '
        'src/data/seasons/2010/races/13-belgium/race.yml '
        'src/data/seasons/2010/races/15-singapore/pit-stops.yml '
        'src/data/seasons/2011/races/04-turkey/constructor-standings.yml '
        'src/data/seasons/2011/races/04-turkey/starting-grid-positions.yml '
        'src/data/seasons/2011/races/07-canada/race.yml '
        'src/data/seasons/2011/races/09-great-britain/pit-stops.yml '
        'src/data/seasons/2012/races/06-monaco/pit-stops.yml '
        'src/data/seasons/2012/races/12-belgium/pit-stops.yml '
        'src/data/seasons/2013/races/02-malaysia/fastest-laps.yml '
        'src/data/seasons/2013/races/03-china/constructor-standings.yml '
        'src/data/seasons/2013/races/06-monaco/constructor-standings.yml '
        'src/data/seasons/2013/races/07-canada/driver-standings.yml '
        'src/data/seasons/2013/races/11-belgium/constructor-standings.yml '
        'src/data/seasons/2014/races/01-australia/fastest-laps.yml '
        'src/data/seasons/2014/races/02-malaysia/pit-stops.yml '
        'src/data/seasons/2014/races/03-bahrain/driver-standings.yml '
        'src/data/seasons/2014/races/09-great-britain/constructor-standings.yml '
        'src/data/seasons/2014/races/10-germany/race.yml '
        'src/data/seasons/2015/races/06-monaco/fastest-laps.yml '
        'src/data/seasons/2015/races/09-great-britain/pit-stops.yml '
        'src/data/seasons/2015/races/15-russia/constructor-standings.yml '
        'src/data/seasons/2015/races/17-mexico/race.yml src/data/seasons/2016/races/03-china/race.yml '
        'src/data/seasons/2016/races/06-monaco/constructor-standings.yml '
        'src/data/seasons/2016/races/15-singapore/pit-stops.yml '
        'src/data/seasons/2016/races/18-united-states/starting-grid-positions.yml '
        'src/data/seasons/2017/races/09-austria/constructor-standings.yml '
        'src/data/seasons/2017/races/09-austria/starting-grid-positions.yml '
        'src/data/seasons/2017/races/14-singapore/fastest-laps.yml '
        'src/data/seasons/2017/races/16-japan/constructor-standings.yml '
        'src/data/seasons/2017/races/17-united-states/constructor-standings.yml '
        'src/data/seasons/2018/races/02-bahrain/starting-grid-positions.yml '
        'src/data/seasons/2018/races/08-france/pit-stops.yml '
        'src/data/seasons/2018/races/09-austria/constructor-standings.yml '
        'src/data/seasons/2018/races/10-great-britain/constructor-standings.yml '
        'src/data/seasons/2018/races/15-singapore/race.yml '
        'src/data/seasons/2019/races/03-china/constructor-standings.yml '
        'src/data/seasons/2019/races/07-canada/driver-standings.yml '
        'src/data/seasons/2019/races/08-france/pit-stops.yml '
        'src/data/seasons/2019/races/10-great-britain/starting-grid-positions.yml '
        'src/data/seasons/2019/races/16-russia/starting-grid-positions.yml '
        'src/data/seasons/2019/races/18-mexico/race.yml '
        'src/data/seasons/2019/races/19-united-states/driver-standings.yml '
        'src/data/seasons/2019/races/19-united-states/race.yml '
        'src/data/seasons/2019/races/21-abu-dhabi/race.yml '
        'src/data/seasons/2019/races/21-abu-dhabi/starting-grid-positions.yml '
        'src/data/seasons/2020/races/02-styria/driver-standings.yml '
        'src/data/seasons/2020/races/09-tuscany/race.yml '
        'src/data/seasons/2021/races/05-monaco/fastest-laps.yml '
        'src/data/seasons/2021/races/09-austria/driver-standings.yml '
        'src/data/seasons/2021/races/19-sao-paulo/driver-standings.yml '
        'src/data/seasons/2022/races/06-spain/pit-stops.yml '
        'src/data/seasons/2022/races/13-hungary/fastest-laps.yml '
        'src/data/seasons/2023/races/03-australia/starting-grid-positions.yml '
        'src/data/seasons/2023/races/05-miami/driver-standings.yml '
        'src/data/seasons/2023/races/06-monaco/driver-standings.yml '
        'src/data/seasons/2023/races/11-hungary/starting-grid-positions.yml '
        'src/data/seasons/2023/races/21-las-vegas/pit-stops.yml '
        'src/data/seasons/2024/races/03-australia/starting-grid-positions.yml '
        'src/data/seasons/2024/races/05-china/driver-standings.yml '
        'src/data/seasons/2024/races/05-china/sprint-starting-grid-positions.yml '
        'src/data/seasons/2024/races/06-miami/race.yml '
        'src/data/seasons/2024/races/09-canada/constructor-standings.yml '
        'src/data/seasons/2024/races/11-austria/driver-standings.yml '
        'src/data/seasons/2024/races/23-qatar/sprint-starting-grid-positions.yml '
        'src/data/seasons/2024/races/24-abu-dhabi/race.yml '
        'src/data/seasons/2025/races/01-australia/constructor-standings.yml '
        'src/data/seasons/2025/races/02-china/fastest-laps.yml '
        'src/data/seasons/2025/races/10-canada/fastest-laps.yml '
        'src/data/seasons/2025/races/10-canada/pit-stops.yml src/data/seasons/2025/races/11-austria/race.yml '
        'src/data/seasons/2026/races/05-canada/sprint-starting-grid-positions.yml '
        'src/data/seasons/2026/races/06-monaco/race.yml'
    ),
    'src/data/seasons/1974/races/07-sweden': (
        'constructor-standings.yml race.yml starting-grid-positions.yml'
    ),
}


F1_STANDINGS_KIND = {
    '': (
        'src/data/seasons/1951/races/06-germany/driver-standings.yml '
        'src/data/seasons/1952/races/02-indianapolis/driver-standings.yml '
        'src/data/seasons/1953/races/09-italy/driver-standings.yml '
        'src/data/seasons/1956/races/01-argentina/driver-standings.yml '
        'src/data/seasons/1956/races/05-france/driver-standings.yml '
        'src/data/seasons/1957/races/02-monaco/driver-standings.yml '
        'src/data/seasons/1958/races/01-argentina/driver-standings.yml '
        'src/data/seasons/1958/races/02-monaco/constructor-standings.yml '
        'src/data/seasons/1958/races/03-netherlands/driver-standings.yml '
        'src/data/seasons/1958/races/05-belgium/constructor-standings.yml '
        'src/data/seasons/1958/races/05-belgium/driver-standings.yml '
        'src/data/seasons/1958/races/08-germany/constructor-standings.yml '
        'src/data/seasons/1958/races/09-portugal/constructor-standings.yml '
        'src/data/seasons/1959/races/05-great-britain/driver-standings.yml '
        'src/data/seasons/1959/races/06-germany/constructor-standings.yml '
        'src/data/seasons/1959/races/08-italy/driver-standings.yml '
        'src/data/seasons/1959/races/09-united-states/driver-standings.yml '
        'src/data/seasons/1960/races/09-italy/constructor-standings.yml '
        'src/data/seasons/1960/races/10-united-states/driver-standings.yml '
        'src/data/seasons/1961/races/08-united-states/constructor-standings.yml '
        'src/data/seasons/1961/races/08-united-states/driver-standings.yml '
        'src/data/seasons/1962/races/02-monaco/driver-standings.yml '
        'src/data/seasons/1962/races/03-belgium/constructor-standings.yml '
        'src/data/seasons/1962/races/06-germany/driver-standings.yml '
        'src/data/seasons/1963/races/01-monaco/driver-standings.yml '
        'src/data/seasons/1963/races/02-belgium/driver-standings.yml '
        'src/data/seasons/1963/races/05-great-britain/constructor-standings.yml '
        'src/data/seasons/1963/races/05-great-britain/driver-standings.yml '
        'src/data/seasons/1963/races/09-mexico/constructor-standings.yml '
        'src/data/seasons/1963/races/09-mexico/driver-standings.yml '
        'src/data/seasons/1963/races/10-south-africa/constructor-standings.yml '
        'src/data/seasons/1964/races/09-united-states/constructor-standings.yml '
        'src/data/seasons/1965/races/07-germany/driver-standings.yml '
        'src/data/seasons/1966/races/06-germany/driver-standings.yml '
        'src/data/seasons/1966/races/08-united-states/constructor-standings.yml '
        'src/data/seasons/1966/races/08-united-states/driver-standings.yml '
        'src/data/seasons/1966/races/09-mexico/driver-standings.yml '
        'src/data/seasons/1967/races/02-monaco/driver-standings.yml '
        'src/data/seasons/1967/races/10-united-states/constructor-standings.yml '
        'src/data/seasons/1967/races/11-mexico/constructor-standings.yml '
        'src/data/seasons/1968/races/02-spain/constructor-standings.yml '
        'src/data/seasons/1968/races/10-canada/constructor-standings.yml '
        'src/data/seasons/1969/races/02-spain/constructor-standings.yml '
        'src/data/seasons/1970/races/04-belgium/constructor-standings.yml '
        'src/data/seasons/1970/races/09-austria/constructor-standings.yml '
        'src/data/seasons/1970/races/09-austria/driver-standings.yml '
        'src/data/seasons/1970/races/12-united-states/constructor-standings.yml '
        'src/data/seasons/1971/races/03-monaco/driver-standings.yml '
        'src/data/seasons/1971/races/04-netherlands/driver-standings.yml '
        'src/data/seasons/1971/races/07-germany/constructor-standings.yml '
        'src/data/seasons/1971/races/11-united-states/driver-standings.yml '
        'src/data/seasons/1972/races/01-argentina/driver-standings.yml '
        'src/data/seasons/1972/races/07-great-britain/constructor-standings.yml '
        'src/data/seasons/1972/races/10-italy/constructor-standings.yml '
        'src/data/seasons/1972/races/12-united-states/driver-standings.yml '
        'src/data/seasons/1973/races/02-brazil/constructor-standings.yml '
        'src/data/seasons/1973/races/03-south-africa/constructor-standings.yml '
        'src/data/seasons/1973/races/14-canada/driver-standings.yml '
        'src/data/seasons/1974/races/02-brazil/driver-standings.yml '
        'src/data/seasons/1974/races/03-south-africa/driver-standings.yml '
        'src/data/seasons/1974/races/07-sweden/driver-standings.yml '
        'src/data/seasons/1974/races/09-france/driver-standings.yml '
        'src/data/seasons/1974/races/14-canada/driver-standings.yml '
        'src/data/seasons/1975/races/02-brazil/constructor-standings.yml '
        'src/data/seasons/1975/races/05-monaco/constructor-standings.yml '
        'src/data/seasons/1975/races/06-belgium/constructor-standings.yml '
        'src/data/seasons/1975/races/09-france/constructor-standings.yml '
        'src/data/seasons/1975/races/10-great-britain/driver-standings.yml '
        'src/data/seasons/1976/races/01-brazil/driver-standings.yml '
        'src/data/seasons/1976/races/03-united-states-west/constructor-standings.yml '
        'src/data/seasons/1976/races/09-great-britain/constructor-standings.yml '
        'src/data/seasons/1976/races/13-italy/driver-standings.yml '
        'src/data/seasons/1976/races/15-united-states/constructor-standings.yml '
        'src/data/seasons/1976/races/16-japan/driver-standings.yml '
        'src/data/seasons/1977/races/01-argentina/constructor-standings.yml '
        'src/data/seasons/1977/races/17-japan/driver-standings.yml '
        'src/data/seasons/1978/races/02-brazil/driver-standings.yml '
        'src/data/seasons/1978/races/10-great-britain/driver-standings.yml '
        'src/data/seasons/1978/races/14-italy/driver-standings.yml '
        'src/data/seasons/1979/races/04-united-states-west/driver-standings.yml '
        'src/data/seasons/1979/races/05-spain/constructor-standings.yml '
        'src/data/seasons/1979/races/10-germany/driver-standings.yml '
        'src/data/seasons/1979/races/11-austria/driver-standings.yml '
        'src/data/seasons/1979/races/14-canada/constructor-standings.yml '
        'src/data/seasons/1980/races/03-south-africa/constructor-standings.yml '
        'src/data/seasons/1980/races/04-united-states-west/driver-standings.yml '
        'src/data/seasons/1980/races/05-belgium/constructor-standings.yml '
        'src/data/seasons/1980/races/11-netherlands/constructor-standings.yml '
        'src/data/seasons/1982/races/03-united-states-west/driver-standings.yml '
        'src/data/seasons/1982/races/04-san-marino/constructor-standings.yml '
        'src/data/seasons/1982/races/04-san-marino/driver-standings.yml '
        'src/data/seasons/1982/races/07-detroit/constructor-standings.yml '
        'src/data/seasons/1982/races/08-canada/driver-standings.yml '
        'src/data/seasons/1982/races/11-france/constructor-standings.yml '
        'src/data/seasons/1982/races/13-austria/driver-standings.yml '
        'src/data/seasons/1982/races/14-switzerland/constructor-standings.yml '
        'src/data/seasons/1982/races/14-switzerland/driver-standings.yml '
        'src/data/seasons/1983/races/02-united-states-west/driver-standings.yml '
        'src/data/seasons/1983/races/05-monaco/constructor-standings.yml '
        'src/data/seasons/1983/races/07-detroit/driver-standings.yml '
        'src/data/seasons/1983/races/12-netherlands/constructor-standings.yml '
        'src/data/seasons/1983/races/14-europe/driver-standings.yml '
        'src/data/seasons/1984/races/08-detroit/driver-standings.yml '
        'src/data/seasons/1984/races/10-great-britain/driver-standings.yml '
        'src/data/seasons/1984/races/14-italy/constructor-standings.yml '
        'src/data/seasons/1985/races/01-brazil/constructor-standings.yml '
        'src/data/seasons/1985/races/01-brazil/driver-standings.yml '
        'src/data/seasons/1985/races/02-portugal/driver-standings.yml '
        'src/data/seasons/1986/races/02-spain/driver-standings.yml '
        'src/data/seasons/1986/races/06-canada/constructor-standings.yml '
        'src/data/seasons/1986/races/08-france/driver-standings.yml '
        'src/data/seasons/1986/races/13-italy/driver-standings.yml '
        'src/data/seasons/1986/races/15-mexico/driver-standings.yml '
        'src/data/seasons/1987/races/07-great-britain/constructor-standings.yml '
        'src/data/seasons/1987/races/13-spain/driver-standings.yml '
        'src/data/seasons/1988/races/02-san-marino/constructor-standings.yml '
        'src/data/seasons/1988/races/03-monaco/constructor-standings.yml '
        'src/data/seasons/1988/races/08-great-britain/constructor-standings.yml '
        'src/data/seasons/1988/races/11-belgium/driver-standings.yml '
        'src/data/seasons/1988/races/12-italy/constructor-standings.yml '
        'src/data/seasons/1989/races/03-monaco/driver-standings.yml '
        'src/data/seasons/1989/races/07-france/constructor-standings.yml '
        'src/data/seasons/1989/races/09-germany/driver-standings.yml '
        'src/data/seasons/1989/races/12-italy/constructor-standings.yml '
        'src/data/seasons/1989/races/14-spain/constructor-standings.yml '
        'src/data/seasons/1990/races/01-united-states/driver-standings.yml '
        'src/data/seasons/1990/races/04-monaco/constructor-standings.yml '
        'src/data/seasons/1990/races/04-monaco/driver-standings.yml '
        'src/data/seasons/1990/races/11-belgium/constructor-standings.yml '
        'src/data/seasons/1990/races/12-italy/driver-standings.yml '
        'src/data/seasons/1991/races/14-spain/constructor-standings.yml '
        'src/data/seasons/1992/races/04-spain/constructor-standings.yml '
        'src/data/seasons/1992/races/05-san-marino/constructor-standings.yml '
        'src/data/seasons/1992/races/05-san-marino/driver-standings.yml '
        'src/data/seasons/1993/races/04-san-marino/driver-standings.yml '
        'src/data/seasons/1993/races/08-france/constructor-standings.yml '
        'src/data/seasons/1993/races/09-great-britain/driver-standings.yml '
        'src/data/seasons/1994/races/03-san-marino/constructor-standings.yml '
        'src/data/seasons/1994/races/06-canada/constructor-standings.yml '
        'src/data/seasons/1994/races/08-great-britain/constructor-standings.yml '
        'src/data/seasons/1994/races/14-europe/constructor-standings.yml '
        'src/data/seasons/1994/races/15-japan/driver-standings.yml '
        'src/data/seasons/1995/races/09-germany/constructor-standings.yml '
        'src/data/seasons/1995/races/10-hungary/constructor-standings.yml '
        'src/data/seasons/1995/races/12-italy/driver-standings.yml '
        'src/data/seasons/1995/races/16-japan/driver-standings.yml '
        'src/data/seasons/1996/races/09-france/constructor-standings.yml '
        'src/data/seasons/1996/races/10-great-britain/driver-standings.yml '
        'src/data/seasons/1996/races/12-hungary/driver-standings.yml '
        'src/data/seasons/1996/races/16-japan/constructor-standings.yml '
        'src/data/seasons/1996/races/16-japan/driver-standings.yml '
        'src/data/seasons/1997/races/03-argentina/driver-standings.yml '
        'src/data/seasons/1997/races/04-san-marino/constructor-standings.yml '
        'src/data/seasons/1997/races/05-monaco/constructor-standings.yml '
        'src/data/seasons/1997/races/10-germany/driver-standings.yml '
        'src/data/seasons/1997/races/12-belgium/constructor-standings.yml '
        'src/data/seasons/1998/races/02-brazil/constructor-standings.yml '
        'src/data/seasons/1998/races/09-great-britain/driver-standings.yml '
        'src/data/seasons/1998/races/12-hungary/driver-standings.yml '
        'src/data/seasons/1998/races/16-japan/constructor-standings.yml '
        'src/data/seasons/1999/races/03-san-marino/constructor-standings.yml '
        'src/data/seasons/1999/races/06-canada/constructor-standings.yml '
        'src/data/seasons/1999/races/07-france/constructor-standings.yml '
        'src/data/seasons/1999/races/07-france/driver-standings.yml '
        'src/data/seasons/1999/races/08-great-britain/constructor-standings.yml '
        'src/data/seasons/1999/races/09-austria/driver-standings.yml '
        'src/data/seasons/1999/races/12-belgium/driver-standings.yml '
        'src/data/seasons/1999/races/15-malaysia/constructor-standings.yml '
        'src/data/seasons/2000/races/05-spain/driver-standings.yml '
        'src/data/seasons/2000/races/11-germany/constructor-standings.yml '
        'src/data/seasons/2000/races/15-united-states/constructor-standings.yml '
        'src/data/seasons/2001/races/03-brazil/driver-standings.yml '
        'src/data/seasons/2001/races/05-spain/driver-standings.yml '
        'src/data/seasons/2001/races/08-canada/driver-standings.yml '
        'src/data/seasons/2001/races/13-hungary/driver-standings.yml '
        'src/data/seasons/2001/races/15-italy/driver-standings.yml '
        'src/data/seasons/2001/races/16-united-states/driver-standings.yml '
        'src/data/seasons/2002/races/01-australia/driver-standings.yml '
        'src/data/seasons/2002/races/07-monaco/driver-standings.yml '
        'src/data/seasons/2002/races/15-italy/constructor-standings.yml '
        'src/data/seasons/2003/races/05-spain/constructor-standings.yml '
        'src/data/seasons/2003/races/08-canada/constructor-standings.yml '
        'src/data/seasons/2003/races/13-hungary/constructor-standings.yml '
        'src/data/seasons/2003/races/16-japan/driver-standings.yml '
        'src/data/seasons/2004/races/11-great-britain/driver-standings.yml '
        'src/data/seasons/2004/races/12-germany/driver-standings.yml '
        'src/data/seasons/2004/races/18-brazil/driver-standings.yml '
        'src/data/seasons/2005/races/04-san-marino/constructor-standings.yml '
        'src/data/seasons/2005/races/10-france/driver-standings.yml '
        'src/data/seasons/2005/races/17-brazil/driver-standings.yml '
        'src/data/seasons/2005/races/19-china/constructor-standings.yml '
        'src/data/seasons/2005/races/19-china/driver-standings.yml '
        'src/data/seasons/2006/races/13-hungary/constructor-standings.yml '
        'src/data/seasons/2006/races/16-china/constructor-standings.yml '
        'src/data/seasons/2006/races/18-brazil/constructor-standings.yml '
        'src/data/seasons/2007/races/04-spain/driver-standings.yml '
        'src/data/seasons/2007/races/06-canada/constructor-standings.yml '
        'src/data/seasons/2007/races/06-canada/driver-standings.yml '
        'src/data/seasons/2007/races/07-united-states/driver-standings.yml '
        'src/data/seasons/2007/races/15-japan/driver-standings.yml '
        'src/data/seasons/2007/races/17-brazil/constructor-standings.yml '
        'src/data/seasons/2008/races/03-bahrain/constructor-standings.yml '
        'src/data/seasons/2008/races/03-bahrain/driver-standings.yml '
        'src/data/seasons/2008/races/05-turkey/constructor-standings.yml '
        'src/data/seasons/2008/races/07-canada/driver-standings.yml '
        'src/data/seasons/2009/races/02-malaysia/constructor-standings.yml '
        'src/data/seasons/2009/races/02-malaysia/driver-standings.yml '
        'src/data/seasons/2009/races/06-monaco/driver-standings.yml '
        'src/data/seasons/2009/races/08-great-britain/constructor-standings.yml '
        'src/data/seasons/2009/races/13-italy/constructor-standings.yml '
        'src/data/seasons/2009/races/14-singapore/constructor-standings.yml '
        'src/data/seasons/2009/races/16-brazil/constructor-standings.yml '
        'src/data/seasons/2010/races/06-monaco/driver-standings.yml '
        'src/data/seasons/2010/races/12-hungary/driver-standings.yml '
        'src/data/seasons/2010/races/14-italy/driver-standings.yml '
        'src/data/seasons/2010/races/18-brazil/driver-standings.yml '
        'src/data/seasons/2011/races/03-china/constructor-standings.yml '
        'src/data/seasons/2011/races/04-turkey/constructor-standings.yml '
        'src/data/seasons/2011/races/10-germany/driver-standings.yml '
        'src/data/seasons/2011/races/16-korea/driver-standings.yml '
        'src/data/seasons/2012/races/08-europe/constructor-standings.yml '
        'src/data/seasons/2012/races/09-great-britain/constructor-standings.yml '
        'src/data/seasons/2012/races/13-italy/driver-standings.yml '
        'src/data/seasons/2012/races/18-abu-dhabi/constructor-standings.yml '
        'src/data/seasons/2012/races/20-brazil/constructor-standings.yml '
        'src/data/seasons/2013/races/03-china/driver-standings.yml '
        'src/data/seasons/2013/races/07-canada/constructor-standings.yml '
        'src/data/seasons/2013/races/14-korea/constructor-standings.yml '
        'src/data/seasons/2013/races/15-japan/constructor-standings.yml '
        'src/data/seasons/2013/races/17-abu-dhabi/driver-standings.yml '
        'src/data/seasons/2013/races/18-united-states/driver-standings.yml '
        'src/data/seasons/2014/races/01-australia/constructor-standings.yml '
        'src/data/seasons/2014/races/01-australia/driver-standings.yml '
        'src/data/seasons/2014/races/03-bahrain/constructor-standings.yml '
        'src/data/seasons/2014/races/03-bahrain/driver-standings.yml '
        'src/data/seasons/2014/races/06-monaco/driver-standings.yml '
        'src/data/seasons/2014/races/08-austria/driver-standings.yml '
        'src/data/seasons/2014/races/09-great-britain/driver-standings.yml '
        'src/data/seasons/2014/races/11-hungary/constructor-standings.yml '
        'src/data/seasons/2014/races/11-hungary/driver-standings.yml '
        'src/data/seasons/2014/races/17-united-states/constructor-standings.yml '
        'src/data/seasons/2014/races/17-united-states/driver-standings.yml '
        'src/data/seasons/2014/races/19-abu-dhabi/constructor-standings.yml '
        'src/data/seasons/2015/races/10-hungary/constructor-standings.yml '
        'src/data/seasons/2015/races/18-brazil/constructor-standings.yml '
        'src/data/seasons/2016/races/03-china/constructor-standings.yml '
        'src/data/seasons/2016/races/08-europe/constructor-standings.yml '
        'src/data/seasons/2016/races/08-europe/driver-standings.yml '
        'src/data/seasons/2016/races/09-austria/driver-standings.yml '
        'src/data/seasons/2016/races/10-great-britain/constructor-standings.yml '
        'src/data/seasons/2016/races/14-italy/constructor-standings.yml '
        'src/data/seasons/2016/races/18-united-states/constructor-standings.yml '
        'src/data/seasons/2016/races/18-united-states/driver-standings.yml '
        'src/data/seasons/2017/races/08-azerbaijan/constructor-standings.yml '
        'src/data/seasons/2017/races/08-azerbaijan/driver-standings.yml '
        'src/data/seasons/2017/races/11-hungary/driver-standings.yml '
        'src/data/seasons/2017/races/12-belgium/driver-standings.yml '
        'src/data/seasons/2017/races/17-united-states/constructor-standings.yml '
        'src/data/seasons/2018/races/04-azerbaijan/driver-standings.yml '
        'src/data/seasons/2018/races/07-canada/driver-standings.yml '
        'src/data/seasons/2018/races/11-germany/constructor-standings.yml '
        'src/data/seasons/2018/races/17-japan/constructor-standings.yml '
        'src/data/seasons/2018/races/18-united-states/driver-standings.yml '
        'src/data/seasons/2018/races/21-abu-dhabi/constructor-standings.yml '
        'src/data/seasons/2019/races/03-china/driver-standings.yml '
        'src/data/seasons/2019/races/05-spain/constructor-standings.yml '
        'src/data/seasons/2019/races/06-monaco/driver-standings.yml '
        'src/data/seasons/2019/races/14-italy/constructor-standings.yml '
        'src/data/seasons/2019/races/19-united-states/constructor-standings.yml '
        'src/data/seasons/2020/races/04-great-britain/constructor-standings.yml '
        'src/data/seasons/2021/races/02-emilia-romagna/driver-standings.yml '
        'src/data/seasons/2021/races/04-spain/driver-standings.yml '
        'src/data/seasons/2021/races/07-france/driver-standings.yml '
        'src/data/seasons/2021/races/17-united-states/driver-standings.yml '
        'src/data/seasons/2021/races/18-mexico/constructor-standings.yml '
        'src/data/seasons/2022/races/05-miami/constructor-standings.yml '
        'src/data/seasons/2022/races/18-japan/driver-standings.yml '
        'src/data/seasons/2023/races/03-australia/driver-standings.yml '
        'src/data/seasons/2023/races/07-spain/driver-standings.yml '
        'src/data/seasons/2023/races/19-mexico/constructor-standings.yml '
        'src/data/seasons/2024/races/09-canada/driver-standings.yml '
        'src/data/seasons/2024/races/15-netherlands/constructor-standings.yml '
        'src/data/seasons/2024/races/17-azerbaijan/driver-standings.yml '
        'src/data/seasons/2024/races/20-mexico/driver-standings.yml '
        'src/data/seasons/2024/races/22-las-vegas/constructor-standings.yml '
        'src/data/seasons/2024/races/24-abu-dhabi/constructor-standings.yml '
        'src/data/seasons/2024/races/24-abu-dhabi/driver-standings.yml '
        'src/data/seasons/2025/races/03-japan/driver-standings.yml '
        'src/data/seasons/2025/races/06-miami/driver-standings.yml '
        'src/data/seasons/2025/races/11-austria/constructor-standings.yml '
        'src/data/seasons/2025/races/12-great-britain/constructor-standings.yml '
        'src/data/seasons/2025/races/17-azerbaijan/driver-standings.yml '
        'src/data/seasons/2025/races/18-singapore/constructor-standings.yml '
        'src/data/seasons/2025/races/19-united-states/constructor-standings.yml '
        'src/data/seasons/2025/races/21-sao-paulo/constructor-standings.yml '
        'src/data/seasons/2026/races/01-australia/constructor-standings.yml '
        'src/data/seasons/2026/races/01-australia/driver-standings.yml '
        'src/data/seasons/2026/races/06-monaco/driver-standings.yml '
        'src/data/seasons/2026/races/08-austria/constructor-standings.yml '
        'src/data/seasons/2026/races/10-belgium/constructor-standings.yml'
    ),
}

F1_STANDINGS_OTHER = {
    '': (
        'src/data/seasons/1950/races/01-great-britain/fastest-laps.yml '
        'src/data/seasons/1952/races/08-italy/race-results.yml '
        'src/data/seasons/1953/races/05-france/race-results.yml '
        'src/data/seasons/1954/races/04-france/race.yml src/data/seasons/1955/races/05-netherlands/race.yml '
        'src/data/seasons/1956/races/07-germany/starting-grid-positions.yml '
        'src/data/seasons/1957/races/03-indianapolis/race.yml '
        'src/data/seasons/1957/races/07-pescara/race-results.yml '
        'src/data/seasons/1958/races/09-portugal/starting-grid-positions.yml '
        'src/data/seasons/1959/races/03-netherlands/race.yml '
        'src/data/seasons/1962/races/01-netherlands/starting-grid-positions.yml '
        'src/data/seasons/1962/races/09-south-africa/race.yml '
        'src/data/seasons/1963/races/02-belgium/starting-grid-positions.yml '
        'src/data/seasons/1963/races/05-great-britain/race.yml '
        'src/data/seasons/1963/races/06-germany/starting-grid-positions.yml '
        'src/data/seasons/1963/races/07-italy/race.yml src/data/seasons/1964/races/05-great-britain/race.yml '
        'src/data/seasons/1966/races/09-mexico/qualifying-results.yml '
        'src/data/seasons/1967/races/01-south-africa/fastest-laps.yml '
        'src/data/seasons/1968/races/08-germany/race.yml src/data/seasons/1969/races/02-spain/race.yml '
        'src/data/seasons/1969/races/06-great-britain/race.yml '
        'src/data/seasons/1971/races/04-netherlands/race-results.yml '
        'src/data/seasons/1971/races/11-united-states/race-results.yml '
        'src/data/seasons/1972/races/03-spain/qualifying-results.yml '
        'src/data/seasons/1973/races/03-south-africa/qualifying-results.yml '
        'src/data/seasons/1973/races/11-germany/qualifying-results.yml '
        'src/data/seasons/1973/races/13-italy/fastest-laps.yml '
        'src/data/seasons/1975/races/09-france/race-results.yml '
        'src/data/seasons/1975/races/10-great-britain/starting-grid-positions.yml '
        'src/data/seasons/1976/races/03-united-states-west/fastest-laps.yml '
        'src/data/seasons/1976/races/03-united-states-west/qualifying-results.yml '
        'src/data/seasons/1976/races/05-belgium/fastest-laps.yml '
        'src/data/seasons/1978/races/06-belgium/pre-qualifying-results.yml '
        'src/data/seasons/1978/races/10-great-britain/fastest-laps.yml '
        'src/data/seasons/1979/races/01-argentina/race.yml '
        'src/data/seasons/1979/races/10-germany/race-results.yml '
        'src/data/seasons/1979/races/11-austria/fastest-laps.yml '
        'src/data/seasons/1980/races/09-germany/race.yml '
        'src/data/seasons/1980/races/13-canada/qualifying-2-results.yml '
        'src/data/seasons/1981/races/10-germany/race-results.yml '
        'src/data/seasons/1981/races/10-germany/starting-grid-positions.yml '
        'src/data/seasons/1981/races/14-canada/qualifying-2-results.yml '
        'src/data/seasons/1982/races/05-belgium/qualifying-2-results.yml '
        'src/data/seasons/1982/races/05-belgium/race.yml '
        'src/data/seasons/1982/races/08-canada/qualifying-2-results.yml '
        'src/data/seasons/1984/races/03-belgium/qualifying-2-results.yml '
        'src/data/seasons/1984/races/03-belgium/qualifying-results.yml '
        'src/data/seasons/1984/races/08-detroit/starting-grid-positions.yml '
        'src/data/seasons/1984/races/11-germany/race.yml '
        'src/data/seasons/1985/races/11-netherlands/qualifying-results.yml '
        'src/data/seasons/1985/races/12-italy/fastest-laps.yml '
        'src/data/seasons/1985/races/12-italy/qualifying-2-results.yml '
        'src/data/seasons/1986/races/01-brazil/qualifying-results.yml '
        'src/data/seasons/1986/races/02-spain/race.yml '
        'src/data/seasons/1986/races/04-monaco/qualifying-results.yml '
        'src/data/seasons/1986/races/08-france/fastest-laps.yml '
        'src/data/seasons/1986/races/10-germany/qualifying-2-results.yml '
        'src/data/seasons/1986/races/12-austria/qualifying-results.yml '
        'src/data/seasons/1986/races/13-italy/qualifying-results.yml '
        'src/data/seasons/1987/races/06-france/fastest-laps.yml '
        'src/data/seasons/1987/races/06-france/warming-up-results.yml '
        'src/data/seasons/1987/races/08-germany/qualifying-1-results.yml '
        'src/data/seasons/1987/races/15-japan/warming-up-results.yml '
        'src/data/seasons/1988/races/03-monaco/qualifying-2-results.yml '
        'src/data/seasons/1988/races/08-great-britain/starting-grid-positions.yml '
        'src/data/seasons/1988/races/13-portugal/warming-up-results.yml '
        'src/data/seasons/1989/races/05-united-states/free-practice-1-results.yml '
        'src/data/seasons/1989/races/06-canada/qualifying-2-results.yml '
        'src/data/seasons/1989/races/09-germany/qualifying-2-results.yml '
        'src/data/seasons/1989/races/12-italy/free-practice-2-results.yml '
        'src/data/seasons/1989/races/13-portugal/starting-grid-positions.yml '
        'src/data/seasons/1989/races/14-spain/starting-grid-positions.yml '
        'src/data/seasons/1991/races/11-belgium/free-practice-1-results.yml '
        'src/data/seasons/1991/races/12-italy/fastest-laps.yml '
        'src/data/seasons/1991/races/12-italy/free-practice-2-results.yml '
        'src/data/seasons/1992/races/01-south-africa/qualifying-results.yml '
        'src/data/seasons/1992/races/07-canada/starting-grid-positions.yml '
        'src/data/seasons/1992/races/09-great-britain/qualifying-2-results.yml '
        'src/data/seasons/1992/races/09-great-britain/race-results.yml '
        'src/data/seasons/1992/races/12-belgium/free-practice-1-results.yml '
        'src/data/seasons/1993/races/05-spain/warming-up-results.yml '
        'src/data/seasons/1993/races/11-hungary/free-practice-1-results.yml '
        'src/data/seasons/1993/races/11-hungary/qualifying-results.yml '
        'src/data/seasons/1993/races/16-australia/free-practice-2-results.yml '
        'src/data/seasons/1994/races/02-pacific/free-practice-1-results.yml '
        'src/data/seasons/1994/races/11-belgium/free-practice-2-results.yml '
        'src/data/seasons/1996/races/06-monaco/qualifying-results.yml '
        'src/data/seasons/1996/races/09-france/free-practice-1-results.yml '
        'src/data/seasons/1996/races/10-great-britain/fastest-laps.yml '
        'src/data/seasons/1996/races/15-portugal/free-practice-2-results.yml '
        'src/data/seasons/1997/races/09-great-britain/free-practice-1-results.yml '
        'src/data/seasons/1997/races/16-japan/pit-stops.yml src/data/seasons/1997/races/17-europe/race.yml '
        'src/data/seasons/1998/races/07-canada/free-practice-2-results.yml '
        'src/data/seasons/1998/races/09-great-britain/qualifying-results.yml '
        'src/data/seasons/1998/races/10-austria/race.yml '
        'src/data/seasons/1998/races/15-luxembourg/fastest-laps.yml '
        'src/data/seasons/1998/races/15-luxembourg/pit-stops.yml '
        'src/data/seasons/1999/races/05-spain/pit-stops.yml '
        'src/data/seasons/1999/races/09-austria/warming-up-results.yml '
        'src/data/seasons/1999/races/10-germany/free-practice-1-results.yml '
        'src/data/seasons/2000/races/11-germany/race.yml '
        'src/data/seasons/2000/races/14-italy/warming-up-results.yml '
        'src/data/seasons/2001/races/14-belgium/race-results.yml '
        'src/data/seasons/2002/races/03-brazil/free-practice-1-results.yml '
        'src/data/seasons/2002/races/06-austria/race-results.yml '
        'src/data/seasons/2002/races/07-monaco/qualifying-results.yml '
        'src/data/seasons/2003/races/02-malaysia/fastest-laps.yml '
        'src/data/seasons/2003/races/06-austria/warming-up-results.yml '
        'src/data/seasons/2003/races/09-europe/qualifying-1-results.yml '
        'src/data/seasons/2003/races/13-hungary/free-practice-1-results.yml '
        'src/data/seasons/2004/races/06-monaco/fastest-laps.yml '
        'src/data/seasons/2004/races/12-germany/qualifying-1-results.yml '
        'src/data/seasons/2004/races/15-italy/race.yml src/data/seasons/2005/races/05-spain/race.yml '
        'src/data/seasons/2005/races/07-europe/fastest-laps.yml '
        'src/data/seasons/2005/races/07-europe/free-practice-4-results.yml '
        'src/data/seasons/2005/races/08-canada/free-practice-2-results.yml '
        'src/data/seasons/2005/races/11-great-britain/fastest-laps.yml '
        'src/data/seasons/2005/races/11-great-britain/race-results.yml '
        'src/data/seasons/2005/races/13-hungary/free-practice-1-results.yml '
        'src/data/seasons/2005/races/14-turkey/fastest-laps.yml '
        'src/data/seasons/2006/races/08-great-britain/free-practice-2-results.yml '
        'src/data/seasons/2006/races/11-france/race.yml '
        'src/data/seasons/2006/races/15-italy/fastest-laps.yml '
        'src/data/seasons/2007/races/02-malaysia/free-practice-3-results.yml '
        'src/data/seasons/2007/races/09-great-britain/pit-stops.yml '
        'src/data/seasons/2008/races/05-turkey/starting-grid-positions.yml '
        'src/data/seasons/2008/races/14-italy/free-practice-1-results.yml '
        'src/data/seasons/2008/races/15-singapore/fastest-laps.yml '
        'src/data/seasons/2009/races/01-australia/race-results.yml '
        'src/data/seasons/2009/races/06-monaco/free-practice-2-results.yml '
        'src/data/seasons/2009/races/08-great-britain/free-practice-2-results.yml '
        'src/data/seasons/2009/races/10-hungary/race.yml '
        'src/data/seasons/2009/races/12-belgium/fastest-laps.yml '
        'src/data/seasons/2010/races/09-europe/free-practice-1-results.yml '
        'src/data/seasons/2010/races/19-abu-dhabi/free-practice-2-results.yml '
        'src/data/seasons/2011/races/16-korea/free-practice-1-results.yml '
        'src/data/seasons/2011/races/19-brazil/race.yml '
        'src/data/seasons/2012/races/03-china/free-practice-2-results.yml '
        'src/data/seasons/2012/races/11-hungary/free-practice-3-results.yml '
        'src/data/seasons/2012/races/13-italy/race-results.yml '
        'src/data/seasons/2012/races/20-brazil/free-practice-3-results.yml '
        'src/data/seasons/2013/races/02-malaysia/pit-stops.yml '
        'src/data/seasons/2013/races/15-japan/free-practice-1-results.yml '
        'src/data/seasons/2013/races/16-india/fastest-laps.yml '
        'src/data/seasons/2014/races/02-malaysia/starting-grid-positions.yml '
        'src/data/seasons/2014/races/03-bahrain/free-practice-1-results.yml '
        'src/data/seasons/2014/races/05-spain/fastest-laps.yml '
        'src/data/seasons/2014/races/08-austria/free-practice-2-results.yml '
        'src/data/seasons/2014/races/08-austria/free-practice-3-results.yml '
        'src/data/seasons/2014/races/12-belgium/pit-stops.yml '
        'src/data/seasons/2014/races/12-belgium/qualifying-results.yml '
        'src/data/seasons/2016/races/04-russia/driver-of-the-day-results.yml '
        'src/data/seasons/2016/races/20-brazil/fastest-laps.yml '
        'src/data/seasons/2017/races/04-russia/driver-of-the-day-results.yml '
        'src/data/seasons/2017/races/11-hungary/race-results.yml '
        'src/data/seasons/2018/races/12-hungary/free-practice-3-results.yml '
        'src/data/seasons/2018/races/17-japan/fastest-laps.yml '
        'src/data/seasons/2018/races/17-japan/qualifying-results.yml '
        'src/data/seasons/2019/races/05-spain/qualifying-results.yml '
        'src/data/seasons/2019/races/10-great-britain/starting-grid-positions.yml '
        'src/data/seasons/2019/races/15-singapore/starting-grid-positions.yml '
        'src/data/seasons/2019/races/18-mexico/free-practice-2-results.yml '
        'src/data/seasons/2020/races/02-styria/race.yml '
        'src/data/seasons/2020/races/09-tuscany/race-results.yml '
        'src/data/seasons/2021/races/02-emilia-romagna/race.yml '
        'src/data/seasons/2021/races/05-monaco/driver-of-the-day-results.yml '
        'src/data/seasons/2021/races/10-great-britain/race.yml '
        'src/data/seasons/2021/races/11-hungary/driver-of-the-day-results.yml '
        'src/data/seasons/2021/races/11-hungary/race.yml '
        'src/data/seasons/2022/races/06-spain/driver-of-the-day-results.yml '
        'src/data/seasons/2022/races/06-spain/qualifying-results.yml '
        'src/data/seasons/2022/races/08-azerbaijan/free-practice-1-results.yml '
        'src/data/seasons/2022/races/18-japan/free-practice-2-results.yml '
        'src/data/seasons/2022/races/21-sao-paulo/fastest-laps.yml '
        'src/data/seasons/2022/races/21-sao-paulo/race.yml '
        'src/data/seasons/2023/races/07-spain/free-practice-3-results.yml '
        'src/data/seasons/2023/races/08-canada/starting-grid-positions.yml '
        'src/data/seasons/2023/races/15-singapore/qualifying-results.yml '
        'src/data/seasons/2023/races/17-qatar/sprint-race-results.yml '
        'src/data/seasons/2023/races/17-qatar/sprint-starting-grid-positions.yml '
        'src/data/seasons/2023/races/19-mexico/starting-grid-positions.yml '
        'src/data/seasons/2023/races/21-las-vegas/starting-grid-positions.yml '
        'src/data/seasons/2024/races/04-japan/free-practice-2-results.yml '
        'src/data/seasons/2024/races/06-miami/sprint-race-results.yml '
        'src/data/seasons/2024/races/18-singapore/starting-grid-positions.yml '
        'src/data/seasons/2024/races/20-mexico/free-practice-3-results.yml '
        'src/data/seasons/2025/races/01-australia/free-practice-1-results.yml '
        'src/data/seasons/2025/races/01-australia/race-results.yml '
        'src/data/seasons/2025/races/04-bahrain/free-practice-3-results.yml '
        'src/data/seasons/2025/races/07-emilia-romagna/driver-of-the-day-results.yml '
        'src/data/seasons/2025/races/13-belgium/qualifying-results.yml '
        'src/data/seasons/2025/races/13-belgium/sprint-starting-grid-positions.yml '
        'src/data/seasons/2025/races/14-hungary/driver-of-the-day-results.yml '
        'src/data/seasons/2025/races/17-azerbaijan/race-results.yml '
        'src/data/seasons/2025/races/19-united-states/fastest-laps.yml '
        'src/data/seasons/2026/races/10-belgium/free-practice-1-results.yml '
        'src/data/seasons/2026/races/11-hungary/pit-stops.yml'
    ),
}


F1_SEASON_FILES_KIND = {
    '': (
        'src/data/seasons/1950/driver-standings.yml src/data/seasons/1950/entrants.yml '
        'src/data/seasons/1951/driver-standings.yml src/data/seasons/1951/entrants.yml '
        'src/data/seasons/1952/driver-standings.yml src/data/seasons/1952/entrants.yml '
        'src/data/seasons/1953/driver-standings.yml src/data/seasons/1953/entrants.yml '
        'src/data/seasons/1954/driver-standings.yml src/data/seasons/1954/entrants.yml '
        'src/data/seasons/1955/driver-standings.yml src/data/seasons/1955/entrants.yml '
        'src/data/seasons/1956/driver-standings.yml src/data/seasons/1956/entrants.yml '
        'src/data/seasons/1957/driver-standings.yml src/data/seasons/1957/entrants.yml'
    ),
    'src/data/seasons/1958': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1959': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1960': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1961': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1962': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1963': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1964': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1965': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1966': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1967': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1968': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1969': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1970': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1971': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1972': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1973': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1974': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1975': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1976': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1977': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1978': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1979': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1980': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1981': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1982': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1983': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1984': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1985': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1986': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1987': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1988': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1989': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1990': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1991': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1992': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1993': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1994': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1995': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1996': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1997': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1998': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/1999': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2000': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2001': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2002': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2003': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2004': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2005': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2006': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2007': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2008': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2009': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2010': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2011': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2012': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2013': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2014': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2015': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2016': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2017': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2018': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2019': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2020': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2021': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2022': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2023': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2024': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2025': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
    'src/data/seasons/2026': (
        'constructor-standings.yml driver-standings.yml entrants.yml'
    ),
}

F1_SEASON_FILES_OTHER = {
    '': (
        'src/assets/circuits/black-outline/silverstone-3.svg src/assets/circuits/black/mont-tremblant-1.svg '
        'src/data/circuits/magny-cours.yml src/data/circuits/suzuka.yml '
        'src/data/constructors/aston-martin.yml src/data/constructors/tecno.yml '
        'src/data/countries/svalbard-and-jan-mayen.yml '
        'src/data/seasons/1950/races/06-france/fastest-laps.yml '
        'src/data/seasons/1951/races/02-indianapolis/qualifying-results.yml '
        'src/data/seasons/1953/races/07-germany/fastest-laps.yml '
        'src/data/seasons/1953/races/09-italy/driver-standings.yml '
        'src/data/seasons/1955/races/07-italy/driver-standings.yml '
        'src/data/seasons/1961/races/07-italy/race-results.yml '
        'src/data/seasons/1962/races/09-south-africa/race-results.yml '
        'src/data/seasons/1963/races/05-great-britain/fastest-laps.yml '
        'src/data/seasons/1964/races/01-monaco/race-results.yml '
        'src/data/seasons/1964/races/02-netherlands/fastest-laps.yml '
        'src/data/seasons/1964/races/03-belgium/qualifying-results.yml '
        'src/data/seasons/1965/races/02-monaco/qualifying-results.yml '
        'src/data/seasons/1966/races/03-france/starting-grid-positions.yml '
        'src/data/seasons/1967/races/05-france/fastest-laps.yml '
        'src/data/seasons/1967/races/11-mexico/driver-standings.yml '
        'src/data/seasons/1969/races/09-canada/constructor-standings.yml '
        'src/data/seasons/1969/races/09-canada/driver-standings.yml '
        'src/data/seasons/1970/races/02-spain/fastest-laps.yml src/data/seasons/1970/races/10-italy/race.yml '
        'src/data/seasons/1971/races/05-france/race-results.yml '
        'src/data/seasons/1974/races/14-canada/fastest-laps.yml '
        'src/data/seasons/1975/races/05-monaco/qualifying-results.yml '
        'src/data/seasons/1976/races/02-south-africa/driver-standings.yml '
        'src/data/seasons/1976/races/07-sweden/constructor-standings.yml '
        'src/data/seasons/1977/races/08-sweden/race.yml '
        'src/data/seasons/1978/races/06-belgium/driver-standings.yml '
        'src/data/seasons/1978/races/14-italy/starting-grid-positions.yml '
        'src/data/seasons/1981/races/11-austria/driver-standings.yml '
        'src/data/seasons/1981/races/11-austria/qualifying-2-results.yml '
        'src/data/seasons/1981/races/15-caesars-palace/starting-grid-positions.yml '
        'src/data/seasons/1982/races/04-san-marino/race-results.yml '
        'src/data/seasons/1982/races/14-switzerland/qualifying-results.yml '
        'src/data/seasons/1983/races/02-united-states-west/race.yml '
        'src/data/seasons/1983/races/15-south-africa/driver-standings.yml '
        'src/data/seasons/1984/races/03-belgium/constructor-standings.yml '
        'src/data/seasons/1985/races/15-south-africa/fastest-laps.yml '
        'src/data/seasons/1986/races/08-france/starting-grid-positions.yml '
        'src/data/seasons/1986/races/10-germany/driver-standings.yml '
        'src/data/seasons/1986/races/10-germany/starting-grid-positions.yml '
        'src/data/seasons/1988/races/06-detroit/qualifying-1-results.yml '
        'src/data/seasons/1988/races/08-great-britain/pre-qualifying-results.yml '
        'src/data/seasons/1989/races/04-mexico/free-practice-1-results.yml '
        'src/data/seasons/1989/races/10-hungary/free-practice-2-results.yml '
        'src/data/seasons/1990/races/01-united-states/race-results.yml '
        'src/data/seasons/1990/races/03-san-marino/starting-grid-positions.yml '
        'src/data/seasons/1990/races/15-japan/qualifying-results.yml '
        'src/data/seasons/1990/races/16-australia/race.yml '
        'src/data/seasons/1991/races/03-san-marino/qualifying-2-results.yml '
        'src/data/seasons/1991/races/08-great-britain/qualifying-1-results.yml '
        'src/data/seasons/1992/races/04-spain/qualifying-2-results.yml '
        'src/data/seasons/1992/races/08-france/qualifying-results.yml '
        'src/data/seasons/1992/races/13-italy/qualifying-1-results.yml '
        'src/data/seasons/1992/races/13-italy/race-results.yml '
        'src/data/seasons/1993/races/02-brazil/driver-standings.yml '
        'src/data/seasons/1993/races/02-brazil/starting-grid-positions.yml '
        'src/data/seasons/1993/races/04-san-marino/free-practice-1-results.yml '
        'src/data/seasons/1993/races/11-hungary/fastest-laps.yml '
        'src/data/seasons/1993/races/13-italy/constructor-standings.yml '
        'src/data/seasons/1994/races/06-canada/qualifying-1-results.yml '
        'src/data/seasons/1994/races/15-japan/qualifying-results.yml '
        'src/data/seasons/1995/races/03-san-marino/fastest-laps.yml '
        'src/data/seasons/1995/races/07-france/qualifying-2-results.yml '
        'src/data/seasons/1995/races/11-belgium/fastest-laps.yml '
        'src/data/seasons/1995/races/16-japan/qualifying-results.yml '
        'src/data/seasons/1995/races/17-australia/qualifying-results.yml '
        'src/data/seasons/1996/races/07-spain/constructor-standings.yml '
        'src/data/seasons/1996/races/10-great-britain/driver-standings.yml '
        'src/data/seasons/1997/races/04-san-marino/constructor-standings.yml '
        'src/data/seasons/1997/races/11-hungary/starting-grid-positions.yml '
        'src/data/seasons/1997/races/17-europe/race-results.yml '
        'src/data/seasons/1999/races/07-france/free-practice-2-results.yml '
        'src/data/seasons/2000/races/07-monaco/driver-standings.yml '
        'src/data/seasons/2001/races/01-australia/free-practice-1-results.yml '
        'src/data/seasons/2001/races/15-italy/race.yml '
        'src/data/seasons/2002/races/06-austria/free-practice-1-results.yml '
        'src/data/seasons/2002/races/11-france/free-practice-2-results.yml '
        'src/data/seasons/2003/races/08-canada/warming-up-results.yml '
        'src/data/seasons/2003/races/09-europe/qualifying-results.yml '
        'src/data/seasons/2003/races/16-japan/starting-grid-positions.yml '
        'src/data/seasons/2004/races/04-san-marino/free-practice-4-results.yml '
        'src/data/seasons/2004/races/12-germany/free-practice-2-results.yml '
        'src/data/seasons/2005/races/01-australia/race.yml '
        'src/data/seasons/2006/races/06-spain/fastest-laps.yml '
        'src/data/seasons/2006/races/08-great-britain/starting-grid-positions.yml '
        'src/data/seasons/2006/races/15-italy/free-practice-2-results.yml '
        'src/data/seasons/2006/races/18-brazil/qualifying-results.yml '
        'src/data/seasons/2007/races/02-malaysia/fastest-laps.yml '
        'src/data/seasons/2008/races/02-malaysia/race.yml '
        'src/data/seasons/2008/races/04-spain/constructor-standings.yml '
        'src/data/seasons/2008/races/05-turkey/qualifying-results.yml '
        'src/data/seasons/2008/races/09-great-britain/race.yml '
        'src/data/seasons/2009/races/09-germany/pit-stops.yml '
        'src/data/seasons/2009/races/10-hungary/driver-standings.yml '
        'src/data/seasons/2009/races/10-hungary/pit-stops.yml '
        'src/data/seasons/2009/races/16-brazil/driver-standings.yml '
        'src/data/seasons/2010/races/10-great-britain/pit-stops.yml '
        'src/data/seasons/2010/races/13-belgium/free-practice-3-results.yml '
        'src/data/seasons/2011/races/05-spain/constructor-standings.yml '
        'src/data/seasons/2012/races/03-china/free-practice-2-results.yml '
        'src/data/seasons/2012/races/10-germany/free-practice-2-results.yml '
        'src/data/seasons/2013/races/08-great-britain/free-practice-1-results.yml '
        'src/data/seasons/2014/races/04-china/free-practice-3-results.yml '
        'src/data/seasons/2014/races/06-monaco/constructor-standings.yml '
        'src/data/seasons/2014/races/12-belgium/race-results.yml '
        'src/data/seasons/2014/races/19-abu-dhabi/free-practice-2-results.yml '
        'src/data/seasons/2015/races/02-malaysia/qualifying-results.yml '
        'src/data/seasons/2015/races/08-austria/driver-standings.yml '
        'src/data/seasons/2015/races/13-singapore/free-practice-2-results.yml '
        'src/data/seasons/2016/races/04-russia/driver-of-the-day-results.yml '
        'src/data/seasons/2016/races/05-spain/driver-standings.yml '
        'src/data/seasons/2016/races/08-europe/qualifying-results.yml '
        'src/data/seasons/2016/races/10-great-britain/constructor-standings.yml '
        'src/data/seasons/2016/races/12-germany/fastest-laps.yml '
        'src/data/seasons/2016/races/15-singapore/free-practice-3-results.yml '
        'src/data/seasons/2016/races/19-mexico/driver-standings.yml '
        'src/data/seasons/2017/races/01-australia/constructor-standings.yml '
        'src/data/seasons/2017/races/12-belgium/race.yml '
        'src/data/seasons/2017/races/15-malaysia/driver-of-the-day-results.yml '
        'src/data/seasons/2019/races/03-china/qualifying-results.yml '
        'src/data/seasons/2019/races/10-great-britain/free-practice-1-results.yml '
        'src/data/seasons/2019/races/10-great-britain/qualifying-results.yml '
        'src/data/seasons/2019/races/11-germany/race-results.yml '
        'src/data/seasons/2019/races/18-mexico/fastest-laps.yml '
        'src/data/seasons/2020/races/02-styria/free-practice-1-results.yml '
        'src/data/seasons/2020/races/03-hungary/driver-of-the-day-results.yml '
        'src/data/seasons/2020/races/17-abu-dhabi/fastest-laps.yml '
        'src/data/seasons/2021/races/01-bahrain/driver-of-the-day-results.yml '
        'src/data/seasons/2021/races/06-azerbaijan/constructor-standings.yml '
        'src/data/seasons/2021/races/11-hungary/race.yml '
        'src/data/seasons/2021/races/22-abu-dhabi/driver-of-the-day-results.yml '
        'src/data/seasons/2022/races/08-azerbaijan/race.yml '
        'src/data/seasons/2022/races/18-japan/free-practice-2-results.yml '
        'src/data/seasons/2022/races/21-sao-paulo/race.yml '
        'src/data/seasons/2023/races/08-canada/race-results.yml '
        'src/data/seasons/2023/races/18-united-states/race-results.yml '
        'src/data/seasons/2024/races/03-australia/constructor-standings.yml '
        'src/data/seasons/2024/races/10-spain/race-results.yml '
        'src/data/seasons/2025/races/06-miami/sprint-race-results.yml '
        'src/data/seasons/2025/races/13-belgium/pit-stops.yml '
        'src/data/seasons/2026/races/02-china/driver-standings.yml '
        'src/data/seasons/2026/races/03-japan/fastest-laps.yml '
        'src/schema/current/splitted/f1db-countries.schema.json '
        'src/schema/v6.1.1/splitted/f1db-races-fastest-laps.schema.json '
        'src/schema/v6.4.0/splitted/f1db-races-starting-grid-positions.schema.json'
    ),
    'src/assets/circuits/white': (
        'hungaroring-1.svg mexico-city-3.svg mugello-1.svg'
    ),
    'src/assets/circuits/white-outline': (
        'long-beach-3.svg monza-2.svg spielberg-2.svg'
    ),
    'src/data/chassis': (
        'afm-6.yml brabham-bt11.yml brabham-bt24.yml brm-p126.yml brm-p48.yml ferrari-f2004.yml '
        'jaguar-r3.yml kurtis-kraft.yml lola-t97-30.yml lola-thl1.yml maki-f101c.yml mclaren-mp4-7a.yml '
        'mercedes-f1-w04.yml tyrrell-011b.yml'
    ),
    'src/data/drivers': (
        'cliff-allison.yml erik-comas.yml frank-armi.yml hap-sharp.yml henry-taylor.yml jak-crawford.yml '
        'johnny-claes.yml johnny-dumfries.yml jud-larson.yml masahiro-hasemi.yml myron-fohr.yml '
        'pascal-fabre.yml peter-westbury.yml'
    ),
    'src/data/engine-manufacturers': (
        'acer.yml motori-moderni.yml pratt-whitney.yml'
    ),
    'src/data/engines': (
        'european-30-v10.yml ford-cosworth-sca-10-l4.yml honda-ra001e-30-v10.yml lea-francis-20-l4.yml '
        'matra-ms9-30-v12.yml mugen-honda-mf-301hd-30-v10.yml peugeot-a6-35-v10.yml veritas-20-l6.yml'
    ),
    'src/data/entrants': (
        'albilad-saudia-racing-team.yml denim-osella.yml equipe-anglaise.yml neville-lederle.yml '
        'yunick-glover-lathrop.yml'
    ),
}


F1_SCHEMAS_KIND = {
    'src/schema/current/splitted': (
        'f1db-circuits-layouts.schema.json f1db-circuits.schema.json f1db-constructors.schema.json '
        'f1db-continents.schema.json f1db-countries.schema.json '
        'f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json '
        'f1db-engine-manufacturers.schema.json f1db-engines.schema.json f1db-entrants.schema.json '
        'f1db-grands-prix.schema.json f1db-races-constructor-standings.schema.json '
        'f1db-races-driver-standings.schema.json f1db-races-pit-stops.schema.json '
        'f1db-races-practice-results.schema.json f1db-races-qualifying-results.schema.json '
        'f1db-races-race-results.schema.json f1db-races-starting-grid-positions.schema.json '
        'f1db-races.schema.json f1db-seasons-constructor-standings.schema.json '
        'f1db-seasons-driver-standings.schema.json f1db-seasons-engine-manufacturers.schema.json '
        'f1db-seasons-entrants-chassis.schema.json f1db-seasons-entrants-constructors.schema.json '
        'f1db-seasons-entrants-drivers.schema.json f1db-seasons.schema.json '
        'f1db-tyre-manufacturers.schema.json'
    ),
    'src/schema/v4.0.0/splitted': (
        'f1db-circuits.schema.json f1db-constructors-previous-next-constructors.schema.json '
        'f1db-countries.schema.json f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json '
        'f1db-engine-manufacturers.schema.json f1db-entrants.schema.json f1db-grands-prix.schema.json '
        'f1db-races-constructor-standings.schema.json f1db-races-fastest-laps.schema.json '
        'f1db-races-pit-stops.schema.json f1db-races-practice-results.schema.json '
        'f1db-races-race-results.schema.json f1db-races-starting-grid-positions.schema.json '
        'f1db-seasons-constructor-standings.schema.json f1db-seasons-driver-standings.schema.json '
        'f1db-seasons-entrants-drivers.schema.json f1db-seasons-entrants-tyre-manufacturers.schema.json '
        'f1db-seasons.schema.json'
    ),
    'src/schema/v4.1.0/splitted': (
        'f1db-circuits.schema.json f1db-constructors-previous-next-constructors.schema.json '
        'f1db-constructors.schema.json f1db-countries.schema.json '
        'f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json '
        'f1db-engine-manufacturers.schema.json f1db-grands-prix.schema.json '
        'f1db-races-constructor-standings.schema.json f1db-races-driver-of-the-day-results.schema.json '
        'f1db-races-driver-standings.schema.json f1db-races-fastest-laps.schema.json '
        'f1db-races-pit-stops.schema.json f1db-races-qualifying-results.schema.json '
        'f1db-races-starting-grid-positions.schema.json f1db-races.schema.json '
        'f1db-seasons-constructor-standings.schema.json f1db-seasons-driver-standings.schema.json '
        'f1db-seasons-entrants-constructors.schema.json f1db-seasons-entrants-drivers.schema.json '
        'f1db-seasons-entrants-tyre-manufacturers.schema.json f1db-seasons-entrants.schema.json '
        'f1db-seasons.schema.json'
    ),
    'src/schema/v5.0.0/splitted': (
        'f1db-chassis.schema.json f1db-circuits.schema.json f1db-constructors-chronology.schema.json '
        'f1db-constructors.schema.json f1db-countries.schema.json '
        'f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json f1db-engines.schema.json '
        'f1db-entrants.schema.json f1db-grands-prix.schema.json f1db-races-constructor-standings.schema.json '
        'f1db-races-driver-of-the-day-results.schema.json f1db-races-driver-standings.schema.json '
        'f1db-races-fastest-laps.schema.json f1db-races-practice-results.schema.json '
        'f1db-races-qualifying-results.schema.json f1db-races-starting-grid-positions.schema.json '
        'f1db-races.schema.json f1db-seasons-constructor-standings.schema.json '
        'f1db-seasons-constructors.schema.json f1db-seasons-driver-standings.schema.json '
        'f1db-seasons-drivers.schema.json f1db-seasons-entrants-chassis.schema.json '
        'f1db-seasons-entrants-constructors.schema.json f1db-seasons-entrants-drivers.schema.json '
        'f1db-seasons-entrants-tyre-manufacturers.schema.json f1db-seasons.schema.json '
        'f1db-tyre-manufacturers.schema.json'
    ),
    'src/schema/v6.0.0/splitted': (
        'f1db-chassis.schema.json f1db-constructors.schema.json f1db-countries.schema.json '
        'f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json '
        'f1db-engine-manufacturers.schema.json f1db-engines.schema.json f1db-entrants.schema.json '
        'f1db-grands-prix.schema.json f1db-races-constructor-standings.schema.json '
        'f1db-races-driver-of-the-day-results.schema.json f1db-races-driver-standings.schema.json '
        'f1db-races-fastest-laps.schema.json f1db-races-practice-results.schema.json '
        'f1db-races-qualifying-results.schema.json f1db-races-race-results.schema.json '
        'f1db-races-starting-grid-positions.schema.json f1db-seasons-constructor-standings.schema.json '
        'f1db-seasons-constructors.schema.json f1db-seasons-driver-standings.schema.json '
        'f1db-seasons-drivers.schema.json f1db-seasons-engine-manufacturers.schema.json '
        'f1db-seasons-entrants-chassis.schema.json f1db-seasons-entrants-constructors.schema.json '
        'f1db-seasons-entrants-drivers.schema.json f1db-seasons-entrants-tyre-manufacturers.schema.json '
        'f1db-seasons-entrants.schema.json f1db-seasons.schema.json'
    ),
    'src/schema/v6.1.0/splitted': (
        'f1db-chassis.schema.json f1db-constructors-chronology.schema.json f1db-constructors.schema.json '
        'f1db-continents.schema.json f1db-countries.schema.json '
        'f1db-drivers-family-relationships.schema.json f1db-engines.schema.json f1db-grands-prix.schema.json '
        'f1db-races-constructor-standings.schema.json f1db-races-driver-standings.schema.json '
        'f1db-races-fastest-laps.schema.json f1db-races-pit-stops.schema.json '
        'f1db-races-practice-results.schema.json f1db-races-qualifying-results.schema.json '
        'f1db-races-starting-grid-positions.schema.json f1db-races.schema.json '
        'f1db-seasons-constructor-standings.schema.json f1db-seasons-constructors.schema.json '
        'f1db-seasons-driver-standings.schema.json f1db-seasons-drivers.schema.json '
        'f1db-seasons-engine-manufacturers.schema.json f1db-seasons-entrants-chassis.schema.json '
        'f1db-seasons-entrants-constructors.schema.json f1db-seasons-entrants-drivers.schema.json '
        'f1db-seasons-entrants-engines.schema.json f1db-seasons-entrants-tyre-manufacturers.schema.json '
        'f1db-seasons-entrants.schema.json f1db-seasons-tyre-manufacturers.schema.json '
        'f1db-tyre-manufacturers.schema.json'
    ),
    'src/schema/v6.1.1/splitted': (
        'f1db-chassis.schema.json f1db-circuits.schema.json f1db-constructors.schema.json '
        'f1db-countries.schema.json f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json '
        'f1db-engine-manufacturers.schema.json f1db-engines.schema.json f1db-entrants.schema.json '
        'f1db-grands-prix.schema.json f1db-races-constructor-standings.schema.json '
        'f1db-races-driver-of-the-day-results.schema.json f1db-races-driver-standings.schema.json '
        'f1db-races-fastest-laps.schema.json f1db-races-pit-stops.schema.json '
        'f1db-races-practice-results.schema.json f1db-races-qualifying-results.schema.json '
        'f1db-races-race-results.schema.json f1db-races-starting-grid-positions.schema.json '
        'f1db-seasons-constructor-standings.schema.json f1db-seasons-driver-standings.schema.json '
        'f1db-seasons-drivers.schema.json f1db-seasons-engine-manufacturers.schema.json '
        'f1db-seasons-entrants-chassis.schema.json f1db-seasons-entrants-constructors.schema.json '
        'f1db-seasons-entrants-drivers.schema.json f1db-seasons-entrants-engines.schema.json '
        'f1db-seasons-entrants-tyre-manufacturers.schema.json f1db-seasons-entrants.schema.json '
        'f1db-seasons-tyre-manufacturers.schema.json f1db-seasons.schema.json'
    ),
    'src/schema/v6.2.0/splitted': (
        'f1db-circuits.schema.json f1db-continents.schema.json f1db-countries.schema.json '
        'f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json '
        'f1db-engine-manufacturers.schema.json f1db-engines.schema.json f1db-entrants.schema.json '
        'f1db-grands-prix.schema.json f1db-races-constructor-standings.schema.json '
        'f1db-races-driver-standings.schema.json f1db-races-fastest-laps.schema.json '
        'f1db-races-pit-stops.schema.json f1db-races-practice-results.schema.json '
        'f1db-races-qualifying-results.schema.json f1db-races-race-results.schema.json '
        'f1db-races.schema.json f1db-seasons-driver-standings.schema.json f1db-seasons-drivers.schema.json '
        'f1db-seasons-engine-manufacturers.schema.json f1db-seasons-entrants-chassis.schema.json '
        'f1db-seasons-entrants-constructors.schema.json f1db-seasons-entrants-drivers.schema.json '
        'f1db-seasons-entrants-engines.schema.json f1db-seasons-entrants-tyre-manufacturers.schema.json '
        'f1db-seasons.schema.json f1db-tyre-manufacturers.schema.json'
    ),
    'src/schema/v6.3.0/splitted': (
        'f1db-chassis.schema.json f1db-circuits.schema.json f1db-constructors-chronology.schema.json '
        'f1db-continents.schema.json f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json '
        'f1db-engine-manufacturers.schema.json f1db-engines.schema.json f1db-entrants.schema.json '
        'f1db-grands-prix.schema.json f1db-races-constructor-standings.schema.json '
        'f1db-races-driver-of-the-day-results.schema.json f1db-races-driver-standings.schema.json '
        'f1db-races-fastest-laps.schema.json f1db-races-pit-stops.schema.json '
        'f1db-races-practice-results.schema.json f1db-races-qualifying-results.schema.json '
        'f1db-races-race-results.schema.json f1db-races-starting-grid-positions.schema.json '
        'f1db-races.schema.json f1db-seasons-constructor-standings.schema.json '
        'f1db-seasons-constructors.schema.json f1db-seasons-driver-standings.schema.json '
        'f1db-seasons-drivers.schema.json f1db-seasons-engine-manufacturers.schema.json '
        'f1db-seasons-entrants-chassis.schema.json f1db-seasons-entrants-constructors.schema.json '
        'f1db-seasons-entrants-drivers.schema.json f1db-seasons-entrants-engines.schema.json '
        'f1db-seasons-entrants.schema.json f1db-seasons-tyre-manufacturers.schema.json '
        'f1db-seasons.schema.json f1db-tyre-manufacturers.schema.json'
    ),
    'src/schema/v6.4.0/splitted': (
        'f1db-chassis.schema.json f1db-circuits.schema.json f1db-constructors-chronology.schema.json '
        'f1db-constructors.schema.json f1db-continents.schema.json f1db-countries.schema.json '
        'f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json f1db-entrants.schema.json '
        'f1db-grands-prix.schema.json f1db-races-driver-of-the-day-results.schema.json '
        'f1db-races-driver-standings.schema.json f1db-races-fastest-laps.schema.json '
        'f1db-races-practice-results.schema.json f1db-races-qualifying-results.schema.json '
        'f1db-races-starting-grid-positions.schema.json f1db-races.schema.json '
        'f1db-seasons-constructor-standings.schema.json f1db-seasons-constructors.schema.json '
        'f1db-seasons-driver-standings.schema.json f1db-seasons-engine-manufacturers.schema.json '
        'f1db-seasons-entrants-constructors.schema.json f1db-seasons-entrants-engines.schema.json '
        'f1db-seasons-entrants-tyre-manufacturers.schema.json f1db-seasons-entrants.schema.json '
        'f1db-seasons.schema.json'
    ),
    'src/schema/v6.5.0/splitted': (
        'f1db-chassis.schema.json f1db-circuits-layouts.schema.json f1db-constructors-chronology.schema.json '
        'f1db-constructors.schema.json f1db-countries.schema.json '
        'f1db-drivers-family-relationships.schema.json f1db-drivers.schema.json '
        'f1db-engine-manufacturers.schema.json f1db-engines.schema.json f1db-entrants.schema.json '
        'f1db-grands-prix.schema.json f1db-races-constructor-standings.schema.json '
        'f1db-races-driver-of-the-day-results.schema.json f1db-races-fastest-laps.schema.json '
        'f1db-races-pit-stops.schema.json f1db-races-qualifying-results.schema.json '
        'f1db-races-race-results.schema.json f1db-races-starting-grid-positions.schema.json '
        'f1db-races.schema.json f1db-seasons-constructor-standings.schema.json '
        'f1db-seasons-constructors.schema.json f1db-seasons-driver-standings.schema.json '
        'f1db-seasons-drivers.schema.json f1db-seasons-engine-manufacturers.schema.json '
        'f1db-seasons-entrants-chassis.schema.json f1db-seasons-entrants-tyre-manufacturers.schema.json '
        'f1db-seasons-tyre-manufacturers.schema.json f1db-seasons.schema.json '
        'f1db-tyre-manufacturers.schema.json'
    ),
}

F1_SCHEMAS_OTHER = {
    '': (
        'src/assets/circuits/black-outline/aida-1.svg src/assets/circuits/black-outline/mosport-1.svg '
        'src/assets/circuits/black/long-beach-3.svg src/assets/circuits/black/pescara-1.svg '
        'src/assets/circuits/white-outline/spa-francorchamps-2.svg src/data/engine-manufacturers/bristol.yml '
        'src/data/engine-manufacturers/climax.yml src/data/seasons/1951/entrants.yml '
        'src/data/seasons/1951/races/04-france/qualifying-results.yml '
        'src/data/seasons/1951/races/08-spain/driver-standings.yml '
        'src/data/seasons/1953/races/02-indianapolis/driver-standings.yml '
        'src/data/seasons/1953/races/02-indianapolis/fastest-laps.yml '
        'src/data/seasons/1954/races/04-france/qualifying-results.yml '
        'src/data/seasons/1957/races/06-germany/qualifying-results.yml '
        'src/data/seasons/1957/races/08-italy/race.yml '
        'src/data/seasons/1959/races/09-united-states/qualifying-results.yml '
        'src/data/seasons/1960/races/09-italy/race.yml '
        'src/data/seasons/1961/races/01-monaco/race-results.yml '
        'src/data/seasons/1961/races/02-netherlands/starting-grid-positions.yml '
        'src/data/seasons/1962/races/01-netherlands/qualifying-results.yml '
        'src/data/seasons/1962/races/07-italy/fastest-laps.yml '
        'src/data/seasons/1964/races/03-belgium/qualifying-results.yml '
        'src/data/seasons/1965/races/03-belgium/fastest-laps.yml '
        'src/data/seasons/1966/races/05-netherlands/fastest-laps.yml '
        'src/data/seasons/1967/races/04-belgium/fastest-laps.yml '
        'src/data/seasons/1967/races/09-italy/race-results.yml '
        'src/data/seasons/1968/races/06-france/race.yml '
        'src/data/seasons/1970/races/09-austria/driver-standings.yml '
        'src/data/seasons/1973/races/12-austria/constructor-standings.yml '
        'src/data/seasons/1975/races/11-germany/fastest-laps.yml '
        'src/data/seasons/1975/races/14-united-states/driver-standings.yml '
        'src/data/seasons/1975/races/14-united-states/race.yml '
        'src/data/seasons/1978/races/02-brazil/fastest-laps.yml '
        'src/data/seasons/1978/races/06-belgium/qualifying-results.yml '
        'src/data/seasons/1978/races/06-belgium/race-results.yml '
        'src/data/seasons/1978/races/07-spain/driver-standings.yml '
        'src/data/seasons/1978/races/14-italy/pre-qualifying-results.yml '
        'src/data/seasons/1979/races/01-argentina/constructor-standings.yml '
        'src/data/seasons/1979/races/09-great-britain/driver-standings.yml '
        'src/data/seasons/1979/races/10-germany/driver-standings.yml '
        'src/data/seasons/1980/races/09-germany/qualifying-results.yml '
        'src/data/seasons/1981/races/05-belgium/qualifying-results.yml '
        'src/data/seasons/1981/races/06-monaco/qualifying-1-results.yml '
        'src/data/seasons/1981/races/14-canada/constructor-standings.yml '
        'src/data/seasons/1982/races/01-south-africa/qualifying-2-results.yml '
        'src/data/seasons/1982/races/09-netherlands/race-results.yml '
        'src/data/seasons/1987/races/07-great-britain/race.yml '
        'src/data/seasons/1987/races/12-portugal/constructor-standings.yml '
        'src/data/seasons/1987/races/13-spain/race-results.yml '
        'src/data/seasons/1988/races/05-canada/qualifying-results.yml '
        'src/data/seasons/1988/races/15-japan/race-results.yml '
        'src/data/seasons/1989/races/13-portugal/driver-standings.yml '
        'src/data/seasons/1990/races/07-france/race.yml '
        'src/data/seasons/1990/races/10-hungary/starting-grid-positions.yml '
        'src/data/seasons/1990/races/12-italy/qualifying-2-results.yml '
        'src/data/seasons/1991/races/02-brazil/pre-qualifying-results.yml '
        'src/data/seasons/1991/races/11-belgium/free-practice-1-results.yml '
        'src/data/seasons/1991/races/13-portugal/free-practice-1-results.yml '
        'src/data/seasons/1993/races/11-hungary/constructor-standings.yml '
        'src/data/seasons/1993/races/15-japan/warming-up-results.yml '
        'src/data/seasons/1995/races/06-canada/qualifying-results.yml '
        'src/data/seasons/1995/races/09-germany/fastest-laps.yml '
        'src/data/seasons/1996/races/03-argentina/qualifying-results.yml '
        'src/data/seasons/1997/races/06-spain/qualifying-results.yml '
        'src/data/seasons/1997/races/13-italy/qualifying-results.yml '
        'src/data/seasons/1997/races/16-japan/driver-standings.yml '
        'src/data/seasons/1997/races/16-japan/free-practice-2-results.yml '
        'src/data/seasons/1998/races/03-argentina/fastest-laps.yml '
        'src/data/seasons/1998/races/04-san-marino/fastest-laps.yml '
        'src/data/seasons/1998/races/13-belgium/pit-stops.yml '
        'src/data/seasons/1998/races/14-italy/race-results.yml '
        'src/data/seasons/1998/races/15-luxembourg/fastest-laps.yml '
        'src/data/seasons/1999/races/01-australia/qualifying-results.yml '
        'src/data/seasons/2000/races/13-belgium/free-practice-1-results.yml '
        'src/data/seasons/2000/races/15-united-states/free-practice-2-results.yml '
        'src/data/seasons/2002/races/03-brazil/pit-stops.yml '
        'src/data/seasons/2002/races/06-austria/constructor-standings.yml '
        'src/data/seasons/2002/races/13-hungary/fastest-laps.yml '
        'src/data/seasons/2002/races/14-belgium/qualifying-results.yml '
        'src/data/seasons/2004/races/03-bahrain/pit-stops.yml '
        'src/data/seasons/2004/races/08-canada/fastest-laps.yml '
        'src/data/seasons/2004/races/10-france/qualifying-results.yml '
        'src/data/seasons/2004/races/11-great-britain/free-practice-3-results.yml '
        'src/data/seasons/2005/entrants.yml '
        'src/data/seasons/2005/races/07-europe/free-practice-3-results.yml '
        'src/data/seasons/2005/races/10-france/pit-stops.yml '
        'src/data/seasons/2006/races/02-malaysia/race-results.yml '
        'src/data/seasons/2006/races/16-china/pit-stops.yml src/data/seasons/2007/constructor-standings.yml '
        'src/data/seasons/2007/races/07-united-states/qualifying-results.yml '
        'src/data/seasons/2007/races/16-china/race-results.yml '
        'src/data/seasons/2008/races/10-germany/driver-standings.yml '
        'src/data/seasons/2008/races/14-italy/free-practice-2-results.yml '
        'src/data/seasons/2008/races/16-japan/free-practice-1-results.yml '
        'src/data/seasons/2009/races/03-china/fastest-laps.yml '
        'src/data/seasons/2009/races/10-hungary/fastest-laps.yml '
        'src/data/seasons/2010/races/03-malaysia/starting-grid-positions.yml '
        'src/data/seasons/2010/races/17-korea/constructor-standings.yml '
        'src/data/seasons/2010/races/19-abu-dhabi/qualifying-results.yml '
        'src/data/seasons/2011/races/11-hungary/fastest-laps.yml '
        'src/data/seasons/2012/races/03-china/constructor-standings.yml '
        'src/data/seasons/2012/races/17-india/race.yml '
        'src/data/seasons/2013/races/06-monaco/qualifying-results.yml '
        'src/data/seasons/2014/races/09-great-britain/race.yml '
        'src/data/seasons/2015/races/11-belgium/fastest-laps.yml '
        'src/data/seasons/2015/races/11-belgium/free-practice-2-results.yml '
        'src/data/seasons/2015/races/12-italy/race-results.yml '
        'src/data/seasons/2015/races/15-russia/free-practice-2-results.yml '
        'src/data/seasons/2015/races/17-mexico/race.yml '
        'src/data/seasons/2016/races/03-china/fastest-laps.yml '
        'src/data/seasons/2016/races/07-canada/driver-of-the-day-results.yml '
        'src/data/seasons/2016/races/09-austria/free-practice-1-results.yml '
        'src/data/seasons/2016/races/10-great-britain/driver-of-the-day-results.yml '
        'src/data/seasons/2016/races/10-great-britain/starting-grid-positions.yml '
        'src/data/seasons/2016/races/11-hungary/driver-of-the-day-results.yml '
        'src/data/seasons/2016/races/17-japan/driver-standings.yml '
        'src/data/seasons/2016/races/17-japan/free-practice-1-results.yml '
        'src/data/seasons/2017/races/11-hungary/race-results.yml '
        'src/data/seasons/2018/races/02-bahrain/race-results.yml '
        'src/data/seasons/2018/races/17-japan/driver-standings.yml '
        'src/data/seasons/2018/races/20-brazil/pit-stops.yml '
        'src/data/seasons/2020/races/04-great-britain/pit-stops.yml '
        'src/data/seasons/2020/races/04-great-britain/race.yml '
        'src/data/seasons/2020/races/13-emilia-romagna/constructor-standings.yml '
        'src/data/seasons/2021/races/08-styria/race-results.yml '
        'src/data/seasons/2021/races/08-styria/race.yml '
        'src/data/seasons/2022/races/09-canada/driver-standings.yml '
        'src/data/seasons/2022/races/11-austria/driver-of-the-day-results.yml '
        'src/data/seasons/2022/races/20-mexico/starting-grid-positions.yml '
        'src/data/seasons/2023/races/07-spain/driver-standings.yml '
        'src/data/seasons/2024/races/08-monaco/driver-of-the-day-results.yml '
        'src/data/seasons/2024/races/15-netherlands/qualifying-results.yml '
        'src/data/seasons/2024/races/20-mexico/free-practice-1-results.yml '
        'src/data/seasons/2025/races/05-saudi-arabia/constructor-standings.yml '
        'src/data/seasons/2025/races/09-spain/free-practice-1-results.yml '
        'src/data/seasons/2025/races/16-italy/fastest-laps.yml '
        'src/data/seasons/2026/races/08-austria/constructor-standings.yml '
        'src/data/seasons/2026/races/11-hungary/pit-stops.yml src/schema/current/single/f1db.schema.json '
        'src/schema/v4.0.0/single/f1db.schema.json src/schema/v4.1.0/single/f1db.schema.json '
        'src/schema/v5.0.0/single/f1db.schema.json src/schema/v6.0.0/single/f1db.schema.json '
        'src/schema/v6.1.0/single/f1db.schema.json src/schema/v6.1.1/single/f1db.schema.json '
        'src/schema/v6.2.0/single/f1db.schema.json src/schema/v6.3.0/single/f1db.schema.json '
        'src/schema/v6.4.0/single/f1db.schema.json src/schema/v6.5.0/single/f1db.schema.json'
    ),
    'src/assets/circuits/white': (
        'jacarepagua-1.svg magny-cours-1.svg monza-6.svg nurburgring-1.svg'
    ),
    'src/data/chassis': (
        'balsa-special.yml ferrari-375.yml fondmetal-gr01.yml jaguar-r3b.yml jordan-197.yml kauhsen-wk.yml '
        'kurtis-kraft-kk500c.yml kurtis-kraft-midget.yml lesovsky.yml lotus-87b.yml march-881.yml '
        'mclaren-m28.yml prost-ap04.yml rae.yml williams-fw18.yml'
    ),
    'src/data/constructors': (
        'adams.yml eifelland.yml porsche.yml wetteroth.yml'
    ),
    'src/data/countries': (
        'antigua-and-barbuda.yml bahrain.yml cambodia.yml myanmar.yml uruguay.yml'
    ),
    'src/data/drivers': (
        'al-keller.yml franck-montagny.yml graham-mcrae.yml hap-sharp.yml perry-mccarthy.yml pete-lovely.yml '
        'stirling-moss.yml'
    ),
    'src/data/engines': (
        'ferrari-056-2007-24-v8.yml osca-4500-45-v12.yml petronas-04a-30-v10.yml renault-rs26-24-v8.yml'
    ),
    'src/data/entrants': (
        'antique-automobiles-racing-team.yml arrows-grand-prix-international.yml '
        'brooke-bond-oxo-racing-with-rob-walker.yml ernest-l-ruiz.yml lotus-racing.yml '
        'meiritsu-racing-team.yml neville-lederle.yml peter-schmidt.yml sasol-jordan.yml'
    ),
    'src/data/grands-prix': (
        'australia.yml dallas.yml france.yml'
    ),
}


NETEX_TIMETABLES_KIND = {
    'examples/functions/timetable': (
        'Netex_01.1_Bus_SimpleTimetable_JourneysOnly.xml Netex_01.2_Bus_SimpleTimetable_WithTimings.xml '
        'Netex_01.3_Bus_SimpleTimetable_WithMultiplePatterns.xml '
        'Netex_01.4_Bus_SimpleTimetable_WithConnection.xml Netex_01.5_Bus_SimpleTimetable_StopAssignment.xml '
        'Netex_01.6_Bus_SimpleTimetable_RouteProjection.xml Netex_02.1_Bus_CircularRoute_Timetable.xml '
        'Netex_03.1_Bus_BranchedRouteTimetable_SimplePatterns.xml '
        'Netex_03.2_Bus_BranchedRouteTimetable_SharedPatterns.xml '
        'Netex_05.1_Bus_TemplateTimetable_HeadwayFrequency.xml '
        'Netex_05.2_Bus_TemplateTimetable_RhythmicalFrequency.xml '
        'Netex_06.1_Bus_FrequencyJourneyTimetable_HeadwayInterval.xml '
        'Netex_06.2_Bus_FrequencyJourneyTimetable_RhythmicalInterval.xml '
        'Netex_07.1_Bus_FlexibleTimetable_ZonesOnly.xml Netex_07.2_Bus_FlexibleTimetable_WithPattern.xml '
        'Netex_08.1_BusTram_Timetable_AmbiguousLinks.xml Netex_08.2_Bus_SimpleTimetable_Cancellation.xml '
        'Netex_09.1_Bus_InterchangeRule.xml Netex_09.2_Bus_SimpleTimetable_Slovenia.xml '
        'Netex_10_Rail_SplittingJoiningTimetable.xml Netex_11_Rail_CompoundTrain.xml '
        'Netex_21_Rail_NetworkTimetable_eurostar.xml Netex_32_Multimodal_PassengerInformationEquipment.xml'
    ),
}

NETEX_TIMETABLES_OTHER = {
    '': (
        'examples/functions/deprecation/organisationref.xml',
        'examples/functions/fares/rail/Netex_era_distance_ro.xml',
        'examples/functions/fares/rail/Netex_era_toc_uk.xml',
        'examples/functions/grouping/Netex_GroupingExample_General_01.xml',
        'examples/functions/patterns/NeTExJourneyPatterns.pdf',
        'examples/functions/patterns/Netex_KBIC_ParisNetwork_1.xml',
        'examples/functions/pointOfInterest/Netex_Sites_PoiClassification_1.xml',
        'examples/functions/simpleNetwork/Netex_SimpleNetwork_1.xml',
        'examples/functions/simpleNetwork/Netex_uk_underground_1.xml',
        'examples/functions/stopPlace/wimbledon/png_1.png',
        'examples/functions/timetable/Interchangerule.PNG',
        'examples/functions/validityCondition/NeTEx_trigger-01.xml',
        'examples/functions/variant/Netex_VariantExample_Step_05.xml',
        'examples/functions/vehicleSchedule/Netex_simpleVehicleSchedule_01.xml',
        'examples/index.htm',
        'examples/standards/gbfs/Netex_gbfs_exm1.xml',
        'examples/standards/noptis/Netex_StopPlace_se_NOPTIS_TEH_Style1_PB1.xml',
        'examples/standards/norway/README.md',
        'examples/standards/norway/validity/submodel-AvailabilityConditionAvailable.xml',
        'examples/standards/norway/validity/submodel-ValidBetween.xml',
        'examples/standards/tap_tsi/B3_Special/Netex_tap_tsi_B3.xml',
        'examples/standards/tfl/national-rail-map.pdf',
        'examples/standards/txc/samples/86_STA_PD_R86_20070903.xml',
        'examples/standards/txc/samples/nptg_sample.xml',
        'examples/standards/vdv452/brighton/stopPlace/i2290860.txt',
        'examples/standards/vdv452/calendar/BHN01-#333926-v3-Input_for_NeTEx_-_CALENDAR.pdf',
        'examples/standards/vdv452/calendar/Netex_de_calendarExample_01_gd.xml',
        'examples/standards/vdv452/timetable/NeTEx VDV Example.xml',
    ),
    'examples/functions/calendar': (
        'NeTEx_Calendar_se_PA1.xml Netex_calendarCodeing_02.xml Netex_calendarExample_01_BHN01.xml'
    ),
    'examples/functions/fares': (
        'ENTUR-SchoolTwiceADayTripCarnet_2020120.xml '
        'Netex_101.21_TfL_GeographicFares_UnitZone_MultipleProduct.xml '
        'Netex_51.1_Bus_SimpleFares_PointToPoint_SingleProduct.xml '
        'Netex_51.2_Bus_SimpleFares_PointToPoint_MultipleOffers.xml '
        'Netex_51.3_Bus_SimpleFares_ZoneToZone_AdultChildProduct.xml '
        'Netex_51.4_Bus_SimpleFares_ZoneToZone_OffPeakProduct.xml '
        'Netex_61.1_Bus_GeographicFares_UnitDistance_SingleProduct.xml '
        'Netex_61.2_Bus_GeographicFares_UnitZone_AdultChildProduct.xml '
        'Netex_61.3_Bus_GeographicFares_UnitFareStage_SingleProduct.xml '
        'Netex_61.4_Bus_GeographicFares_HierarchicalZone_MultipleOffers.xml '
        'Netex_71.1_Bus_TimeIntervalFares_Zonal_MultipleProduct.xml '
        'Netex_71.2_Bus_ZonalFares_MultipleSalesPackages.xml Netex_81.1_Metro_FlatFare_GroupProduct.xml '
        'Netex_91.1_Rail_RailCard_MultipleProduct.xml'
    ),
    'examples/functions/newModes': (
        'IXSI Service 1 - Static Data.xml',
        'NewModes-CarClubExample.xml',
        'NewModes-CarPoolingExample.xml',
        'NewModes-ChauffeuredServiceExample.xml',
        'NewModes-CycleSharingExample.xml',
    ),
    'examples/functions/simpleNetwork/eurostar': (
        'Continental_connections.pdf UK_timetable(1).pdf eostarv4.xlsx'
    ),
    'examples/functions/site': (
        'Netex_01_Sites_SimpleStadium_1.xml',
        'Netex_10_Sites_OlympicPark_2_basic.xml',
        'Netex_11_Sites_OlympicPark_1.xml',
        'Netex_12_Sites_OlympicPark_3_nav.xml',
        'Netex_13_Sites_OlympicPark_4_delayOnly.xml',
        'Netex_14_Olympic Venues 1.1.xml',
        'Netex_21_Sites_Parking_1.xml',
        'Netex_21_Sites_Parking_2.xml',
        'Netex_Address_Example_1.xml',
    ),
    'examples/functions/site/olympicpark': (
        'png_1.png png_1a.png png_1b.png png_1d.png png_3.png png_5.png png_9.png'
    ),
    'examples/functions/stopPlace': (
        'FX-PI-01_UK_TBD_STOP-OFFER_910GWIMBLDN-accessibility_20140601.xml '
        'Netex_01_StopPoints_NoFrills_1.xml Netex_01_Stops_SingleStopOnStreet_1.xml '
        'Netex_02_Stops_StopPairOnStreet_1.xml Netex_04_Stops_SimpleStation_1.xml '
        'Netex_10_StopPlace_uk_ComplexStation_Wimbledon_1.xml Netex_10_StopPlace_withParking_1.xml'
    ),
    'examples/functions/versioning': (
        'Netex_Uniqueness_01.xml Netex_VersioningExample_Step_01.xml Netex_VersioningExample_Step_02.xml '
        'Netex_VersioningExample_Step_03.xml Netex_VersioningExample_Step_04.xml '
        'Netex_VersioningExample_Step_05.xml Netex_VersioningExample_Step_05_ByRef.xml '
        'Netex_VersioningExample_Step_05_GeneralFrame.xml Netex_VersioningExample_VersionHistories_01.xml '
        'Netex_VersioningExample_VersionHistories_02.xml'
    ),
    'examples/standards/epiap': (
        'Chur_Equipment_Pathlink_Readme.txt Chur_Equipment_Pathlink_V1.0.xml '
        'EPIAP_Accessibility_Chur_V08_vehicletypes.xml eiap_test1_ramp.xml epiap_test_Crossing_Equipment.xml'
    ),
    'examples/standards/era_uic': (
        'Netex_Eurostar mapping_era_2.xml',
        'Netex_era_uic_Stations_Se_1.xml',
        'Netex_era_uic_calendar.xml',
        'Netex_era_uic_complexsite.xml',
        'Netex_era_uic_scheduledstoppointsforaregion.xml',
        'Netex_era_uic_simplepark(Disneyland).xml',
        'Netex_era_uic_tariffzones.xml',
        'Netex_era_uic_timetable_hack_01.xml',
        'rc1.html',
    ),
    'examples/standards/fxc': (
        'FX-PI-01_UK_AMSY_NETWORK_FARE_Arriva-pass_20200417.xml '
        'FX-PI-01_UK_AMSY_NETWORK_FARE_Arriva-trip_20200417.xml '
        'FX-PI-01_UK_FBRI_LINE-FARE_WOE-Bristol-Line-48-trip-(stage)_2017-01-01.xml '
        'FX-PI-01_UK_FBRI_NETWORK-FARE_WOE-Bristol-pass-(Z2Z)_2017-01-01.xml '
        'FX-PI-01_UK_FSYO_NETWORK_FARE_FirstSheffield-pass-simple_20200310.xml '
        'FX-PI-01_UK_FYOR_LINE-FARE_FYOR-Line-10-trip-(gtfs)_2018-11-01.xml '
        'FX-PI-01_UK_HCTY_LINE_FARE_Line-016-trip_2020-03-11T22_19_20.696Z.xml '
        'FX-PI-01_UK_MB_LINE_FARE_MB-Line-1-trip-(Z2Z)_20170101.xml '
        'FX-PI-01_UK_MB_LINE_FARE_MB-Line-1-trip-(Z2Z-basic)_20170101.xml '
        'FX-PI-01_UK_MB_NETWORK_FARE_Metrorider-pass_20170101.xml uk_fxc_addon_HSP_plusbus.xml '
        'uk_fxc_common_profile.xml'
    ),
    'examples/standards/gtfs': (
        'Netex_gtfs_exm1_Agency_1.xml Netex_gtfs_exm1_CalendarDates_1.xml Netex_gtfs_exm1_Calendar_1.xml '
        'Netex_gtfs_exm1_FareAttributes_1.xml Netex_gtfs_exm1_FareRules_1.xml '
        'Netex_gtfs_exm1_Frequencies_1.xml Netex_gtfs_exm1_Stops_1.xml Netex_gtfs_exm1_Trips_1.xml '
        'Netex_gtfs_fares_Example_1_flatFare_unlimitedTransfer.xml '
        'Netex_gtfs_fares_Example_2_flatFare_noTransfer.xml '
        'Netex_gtfs_fares_Example_3_flatFare_90mTransfer.xml '
        'Netex_gtfs_fares_Example_6_pointToPointFare_anyRoute.xml '
        'Netex_gtfs_fares_Example_7_zoneSequenceFare.xml'
    ),
    'examples/standards/gtfs/done': (
        'calendar_dates.txt fare_attributes.txt frequencies.txt routes.txt shapes.txt stop_times.txt '
        'stops.txt'
    ),
    'examples/standards/neptune': (
        'Le Corbusier - SQYBUS-NeTEx-Profil Arret - External Quays.xml',
        'RATP_Line7bis-extract-2009-NeTEx.xml',
        'ligne7+timestampv10.zip',
    ),
    'examples/standards/norway/frames': (
        'PublicationDelivery-CompositeFrame.xml PublicationDelivery-separate-frames.xml '
        'publicationDelivery.xml'
    ),
    'examples/standards/norway/other_resources': (
        'submodel-Branding.xml submodel-DestinationDisplay.xml submodel-Locale.xml '
        'submodel-PathLinkWithProjection-DEPRECATED.xml'
    ),
    'examples/standards/norway/schedule': (
        'ServiceCalendar-DayTypeAssignments.xml ServiceCalendar-OperatingPeriods.xml '
        'ServiceCalendar-example.xml ServiceCalendar-test.xml'
    ),
    'examples/standards/norway/stops': (
        'BasicIndoorStopPlace_example.xml BasicStopPlace_example.xml PointOfInterest.xml '
        'submodel-MonomodalStopPlace.xml submodel-alternativeNames.xml'
    ),
    'examples/standards/norway/vehicles': (
        'submodel-Train.xml submodel-Vehicle.xml submodel-VehicleType.xml'
    ),
    'examples/standards/nta': (
        'NTA-PI-01_EI_IR_STOP_OFFER__AllStations_20200801.xml',
        'NTA-PI-01_EI_LUAS_LINE_OFFER_LUAS_Line93Calls_20200701.xml',
        'NTA-PI-01_EI_LUAS_LINE_OFFER_LUAS_Line93_20200701.xml',
        'NTA-PI-01_EI_NTA_Luas_20200715.xml',
        'NTA-PI-01_EI_NTA_NptgLocalitiesMinimal_20200730.xml',
        'NTA-PI-01_EI_NTA_NptgLocalities_20200730.xml',
        'NTA-PI-01_EI_NTA_Operators_COMMON_20200601.xml',
        'NTA-PI-01_EI_NTA_STOP_NaPTAN-XXMinimal_2020801.xml',
        'NTA-PI-01_EI_NTA_STOP_NaPTAN-XX_2020801.xml',
        'NeTEx-Export Example.xml',
    ),
    'examples/standards/tap_tsi': (
        'Document1.txt TAP-SKDUPD-example1-basic.xml TAP-SKDUPD-example2.1-Classic_train.xml '
        'TAP-SKDUPD-example2.3-Leo_Express.xml TAP-SKDUPD-example2.4-Load_and_Unload.xml '
        'TAP-SKDUPD-example2.5-Interchange.xml TAP-SKDUPD-example2.7-Tarrif_and_Reservation.xml '
        'TAP-SKDUPD-example2.xml TAP-TSDUPD-example2.1-Hilleroed.xml TAP-TSDUPD-example2.2-Milano.xml '
        'TAP-TSDUPD-example2.4-Paris.xml TAP-TSDUPD-example2.xml'
    ),
    'examples/standards/tap_tsi/B1_NRT': (
        'Netex_sncf_b1_1.xml Netex_tap_tsi_B1-1080-TCVP.xml Netex_tap_tsi_B1-1080-full.xml '
        'Netex_tap_tsi_B1-1080.xml Netex_tap_tsi_B1.xml Netex_tap_tsi_tcvc_carrier_1.xml '
        'Netex_tap_tsi_tcvg_stations_1.xml'
    ),
    'examples/standards/tap_tsi/B2_IRT': (
        'Netex_tap_tsi_B2-1180.xml Netex_tap_tsi_B2-71-optimised.deprec Netex_tap_tsi_B2.xml '
        'Netex_tap_tsi_tcvs_irt_1.xml'
    ),
    'examples/standards/txc': (
        'FX-PI-01_UK_DFT_STOP_NaPTAN-060+086+110_20171217.xml uk_nap_naptan_stops_extract1.xml '
        'uk_txc_SCWW-86_extract2-simplified.xml'
    ),
    'examples/ws_siri_request/siri_generic': (
        'exa_checkStatus_request.xml exa_dataReady_response.xml exa_dataSupply_request.xml '
        'exa_heartbeat_request.xml exa_requestSubscription_response.xml'
    ),
    'examples/ws_siri_request/siri_netex': (
        'exu_dataObject_request.xml exu_dataObject_request_b1.xml exu_dataObject_response.xml '
        'exu_dataObject_response_b1-NX.xml exu_dataObject_response_b1.xml'
    ),
}


NETEX_FXC_KIND = {
    'examples/standards/fxc': (
        'FX-PI-01_UK_AMSY_NETWORK_FARE_Arriva-pass_20200417.xml',
        'FX-PI-01_UK_AMSY_NETWORK_FARE_Arriva-trip_20200417.xml',
        'FX-PI-01_UK_FBRI_LINE-FARE_WOE-Bristol-Line-48-trip-(stage)_2017-01-01.xml',
        'FX-PI-01_UK_FBRI_NETWORK-FARE_WOE-Bristol-(mixed)_2017-01-01 (5).xml',
        'FX-PI-01_UK_FBRI_NETWORK-FARE_WOE-Bristol-pass-(Z2Z)_2017-01-01.xml',
        'FX-PI-01_UK_FSYO_NETWORK_FARE_FirstSheffield-pass-by-period_20200310.xml',
        'FX-PI-01_UK_FSYO_NETWORK_FARE_FirstSheffield-pass-by-user_20200310.xml',
        'FX-PI-01_UK_FSYO_NETWORK_FARE_FirstSheffield-pass-simple_20200310.xml',
        'FX-PI-01_UK_FYOR_LINE-FARE_FYOR-Line-10-trip-(gtfs)_2018-11-01.xml',
        'FX-PI-01_UK_FYOR_LINE-FARE_FYOR-Line-26-trip-(stages-Z2Z)-20181101.xml',
        'FX-PI-01_UK_HCTY_LINE_FARE_Line-016-trip_2020-03-11T22_19_20.696Z.xml',
        'FX-PI-01_UK_MB_LINE_FARE_MB-Line-1-trip-(Z2Z)_20170101.xml',
        'FX-PI-01_UK_MB_LINE_FARE_MB-Line-1-trip-(Z2Z-basic)_20170101.xml',
        'FX-PI-01_UK_MB_NETWORK_FARE_Metrorider-pass+others_20170101.xml',
        'FX-PI-01_UK_MB_NETWORK_FARE_Metrorider-pass_20170101.xml',
        'FX-PI-01_UK_MB_NETWORK_FARE_Metrorider-pass_basic_20170101.xml',
        'FX-PI-01_UK_MYBUS_LINE_FARE_Line-3-trip-(p2p)_20190101.xml',
        'FX-PI-01_UK_TMSTR_NETWORK_FARE_Travelmaster-pass_20200315.xml',
    ),
}

NETEX_FXC_OTHER = {
    '': (
        'examples/functions/calendar/Netex_calendarCodeing_02.xml '
        'examples/functions/calendar/Netex_calendarExample_01_BHN01.xml '
        'examples/functions/deprecation/organisationref.xml '
        'examples/functions/grouping/Netex_GroupingExample_General_01.xml '
        'examples/functions/newModes/NewModes-ChauffeuredServiceExample.xml '
        'examples/functions/patterns/NeTExJourneyPatterns.pdf '
        'examples/functions/patterns/Netex_KBIC_ParisNetwork_1.xml '
        'examples/functions/pointOfInterest/Netex_Sites_PoiClassification_1.xml '
        'examples/functions/simpleNetwork/Netex_SimpleNetwork_1.xml '
        'examples/functions/simpleNetwork/eurostar/UK_timetable(1).pdf '
        'examples/functions/site/Netex_21_Sites_Parking_1.xml '
        'examples/functions/site/Netex_21_Sites_Parking_2.xml '
        'examples/functions/site/simpleStadium/png_6.png examples/functions/site/simpleStadium/png_8.png '
        'examples/functions/stopPlace/FX-PI-01_UK_TBD_STOP-OFFER_910GWIMBLDN-accessibility_20140601.xml '
        'examples/functions/stopPlace/Netex_01_StopPoints_NoFrills_1.xml '
        'examples/functions/variant/Netex_VariantExample_Step_05.xml '
        'examples/functions/vehicleSchedule/Netex_simpleVehicleSchedule_01.xml examples/index.htm '
        'examples/standards/epip/epip_common_profile.xml examples/standards/gbfs/Netex_gbfs_exm1.xml '
        'examples/standards/norway/README.md '
        'examples/standards/norway/frames/PublicationDelivery-separate-frames.xml '
        'examples/standards/norway/network/FlexibleLine863-with-connection.xml '
        'examples/standards/norway/other_resources/submodel-Branding.xml '
        'examples/standards/norway/other_resources/submodel-PointWithProjection.xml '
        'examples/standards/norway/validity/submodel-AvailabilityConditionAvailable.xml '
        'examples/standards/norway/vehicles/submodel-Train.xml '
        'examples/standards/norway/vehicles/submodel-Vehicle.xml '
        'examples/standards/tfl/national-rail-map.pdf '
        'examples/standards/vdv452/calendar/Example_CALENDAR.ZIP '
        'examples/standards/vdv452/calendar/Netex_de_calendarExample_01_gd.xml'
    ),
    'examples/functions/fares': (
        'ENTUR-SchoolTwiceADayTripCarnet_2020120.xml '
        'Netex_101.21_TfL_GeographicFares_UnitZone_MultipleProduct.xml '
        'Netex_51.1_Bus_SimpleFares_PointToPoint_SingleProduct.xml '
        'Netex_51.2_Bus_SimpleFares_PointToPoint_MultipleOffers.xml '
        'Netex_51.4_Bus_SimpleFares_ZoneToZone_OffPeakProduct.xml '
        'Netex_61.3_Bus_GeographicFares_UnitFareStage_SingleProduct.xml '
        'Netex_61.4_Bus_GeographicFares_HierarchicalZone_MultipleOffers.xml '
        'Netex_71.1_Bus_TimeIntervalFares_Zonal_MultipleProduct.xml '
        'Netex_71.2_Bus_ZonalFares_MultipleSalesPackages.xml'
    ),
    'examples/functions/fares/rail': (
        'Netex_era_crossborder_de.xml Netex_era_distance_ro.xml Netex_era_toc_uk.xml'
    ),
    'examples/functions/site/olympicpark': (
        'png_1.png png_1a.png png_1b.png png_3.png png_4.png png_9.png'
    ),
    'examples/functions/stopPlace/wimbledon': (
        'access_between_4.png png_1.png wimbledon_upper.jpg'
    ),
    'examples/functions/timetable': (
        'Interchangerule.PNG Netex_01.1_Bus_SimpleTimetable_JourneysOnly.xml '
        'Netex_01.2_Bus_SimpleTimetable_WithTimings.xml '
        'Netex_01.3_Bus_SimpleTimetable_WithMultiplePatterns.xml '
        'Netex_01.4_Bus_SimpleTimetable_WithConnection.xml Netex_01.5_Bus_SimpleTimetable_StopAssignment.xml '
        'Netex_01.6_Bus_SimpleTimetable_RouteProjection.xml '
        'Netex_03.2_Bus_BranchedRouteTimetable_SharedPatterns.xml '
        'Netex_05.1_Bus_TemplateTimetable_HeadwayFrequency.xml '
        'Netex_05.2_Bus_TemplateTimetable_RhythmicalFrequency.xml '
        'Netex_06.2_Bus_FrequencyJourneyTimetable_RhythmicalInterval.xml '
        'Netex_07.2_Bus_FlexibleTimetable_WithPattern.xml Netex_09.1_Bus_InterchangeRule.xml '
        'Netex_11_Rail_CompoundTrain.xml Netex_21_Rail_NetworkTimetable_eurostar.xml '
        'Netex_32_Multimodal_PassengerInformationEquipment.xml'
    ),
    'examples/functions/versioning': (
        'Netex_VersioningExample_Step_01.xml Netex_VersioningExample_Step_04.xml '
        'Netex_VersioningExample_Step_05.xml'
    ),
    'examples/standards/epiap': (
        'Chur_Equipment_Pathlink_Readme.txt Chur_Equipment_Pathlink_V1.0.gpx '
        'Chur_Equipment_Pathlink_V1.0.xml EPIAP_Accessibility_Chur_V08_vehicletypes.xml eiap_test1_ramp.xml '
        'epiap_test_Crossing_Equipment.xml'
    ),
    'examples/standards/era_uic': (
        'Netex_Eurostar mapping_era_1.xml',
        'Netex_Eurostar mapping_era_2.xml',
        'Netex_Eurostar_stations.xml',
        'Netex_era_uic_Stations_SSP_Se_1.xml',
        'Netex_era_uic_Stations_Se_1.xml',
        'Netex_era_uic_calendar.xml',
        'Netex_era_uic_complexsite.xml',
        'Netex_era_uic_joiningsplitting.xml',
        'Netex_era_uic_organisations.xml',
        'Netex_era_uic_scheduledstoppointsforaregion.xml',
        'Netex_era_uic_simplepark(Disneyland).xml',
        'Netex_era_uic_simpletimetable.xml',
        'Netex_era_uic_tariffzones.xml',
        'Netex_era_uic_timetable_hack_01.xml',
        'rc1.html',
    ),
    'examples/standards/fxc': (
        'FX-PI-01_ParisExample.xml uk_fxc_addon_HSP_plusbus.xml uk_fxc_common_profile.xml'
    ),
    'examples/standards/gtfs': (
        'Netex_gtfs_exm1_Agency_1.xml Netex_gtfs_exm1_CalendarDates_1.xml Netex_gtfs_exm1_Calendar_1.xml '
        'Netex_gtfs_exm1_FareAttributes_1.xml Netex_gtfs_exm1_FareRules_1.xml '
        'Netex_gtfs_exm1_Frequencies_1.xml Netex_gtfs_exm1_Routes_1.xml Netex_gtfs_exm1_Shapes_1.xml '
        'Netex_gtfs_exm1_StopTimes_1.xml Netex_gtfs_exm1_Stops_1.xml Netex_gtfs_exm1_Transfers_1.xml '
        'Netex_gtfs_exm1_Trips_1.xml Netex_gtfs_exm1_zz_Composite.xml '
        'Netex_gtfs_fares_Example_1_flatFare_unlimitedTransfer.xml '
        'Netex_gtfs_fares_Example_2_flatFare_noTransfer.xml '
        'Netex_gtfs_fares_Example_3_flatFare_90mTransfer.xml '
        'Netex_gtfs_fares_Example_4_flatFare_byLineGroup.xml '
        'Netex_gtfs_fares_Example_5_flatFare_feeToTransfer.xml '
        'Netex_gtfs_fares_Example_6_pointToPointFare_anyRoute.xml '
        'Netex_gtfs_fares_Example_7_zoneSequenceFare.xml'
    ),
    'examples/standards/gtfs/done': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt routes.txt shapes.txt stops.txt'
    ),
    'examples/standards/neptune': (
        'Le Corbusier - SQYBUS-NeTEx-Profil Arret - External Quays.xml',
        'Le Corbusier - SQYBUS-NeTEx-Profil Arret.xml',
        'RATP_Line7bis-extract-2009-NeTEx.xml',
        'ligne7+timestampv10.zip',
    ),
    'examples/standards/noptis': (
        'NeTEx_Calendar_TimetableAndVehicleSchedule_PB2.xml Netex_StopPlace_se_NOPTIS_Example_TEH_PA1.xml '
        'Netex_StopPlace_se_NOPTIS_TEH_Style1_PB1.xml'
    ),
    'examples/standards/norway/schedule': (
        'ServiceCalendar-DayTypeAssignments.xml ServiceCalendar-OperatingPeriods-with-exceptions.xml '
        'ServiceCalendar-OperatingPeriods.xml ServiceCalendar-example.xml ServiceCalendar-test.xml'
    ),
    'examples/standards/norway/stops': (
        'OsloS_station_example.xml StopPlace-with-equipment-and-parking_example.xml '
        'submodel-StationWithEquipment.xml'
    ),
    'examples/standards/nta': (
        'NTA-PI-01_EI_IR_LINE_OFFER__Journey00122_20200801.xml',
        'NTA-PI-01_EI_IR_STOP_OFFER__AllStations_20200801.xml',
        'NTA-PI-01_EI_LUAS_LINE_OFFER_LUAS_Line93Calls_20200701.xml',
        'NTA-PI-01_EI_LUAS_LINE_OFFER_LUAS_Line93_20200701.xml',
        'NTA-PI-01_EI_NOC_Operator_20200601.xml',
        'NTA-PI-01_EI_NOC_Operator_LUAS_20200601.xml',
        'NTA-PI-01_EI_NTA_Luas_20200715.xml',
        'NTA-PI-01_EI_NTA_NptgLocalitiesMinimal_20200730.xml',
        'NTA-PI-01_EI_NTA_NptgLocalities_20200730.xml',
        'NTA-PI-01_EI_NTA_Operators_COMMON_20200601.xml',
        'NTA-PI-01_EI_NTA_STOP_NaPTAN-XXMinimal_2020801.xml',
        'NTA-PI-01_EI_NTA_STOP_NaPTAN-XX_2020801.xml',
        'NeTEx-Export Example.xml',
    ),
    'examples/standards/tap_tsi': (
        'Document1.txt TAP-SKDUPD-example1-basic.xml TAP-SKDUPD-example1.xml '
        'TAP-SKDUPD-example2.1-Classic_train.xml TAP-SKDUPD-example2.2-Coach_group.xml '
        'TAP-SKDUPD-example2.3-Leo_Express.xml TAP-SKDUPD-example2.4-Load_and_Unload.xml '
        'TAP-SKDUPD-example2.5-Interchange.xml TAP-SKDUPD-example2.6-Check_In.xml '
        'TAP-SKDUPD-example2.7-Tariff_and_Reservation.xml TAP-SKDUPD-example2.7-Tarrif_and_Reservation.xml '
        'TAP-SKDUPD-example2.xml TAP-TSDUPD-example1.xml TAP-TSDUPD-example2.1-Hilleroed.xml '
        'TAP-TSDUPD-example2.2-Milano.xml TAP-TSDUPD-example2.3-Piedmont.xml TAP-TSDUPD-example2.4-Paris.xml '
        'TAP-TSDUPD-example2.xml'
    ),
    'examples/standards/tap_tsi/B1_NRT': (
        'Netex_sncf_b1_1.xml Netex_tap_tsi_B1-1080-full.xml Netex_tap_tsi_B1.xml '
        'Netex_tap_tsi_tcvc_carrier_1.xml Netex_tap_tsi_tcvs_series_1.xml'
    ),
    'examples/standards/tap_tsi/B2_IRT': (
        'Netex_tap_tsi_B2-1180.xml Netex_tap_tsi_B2-1181.xml Netex_tap_tsi_B2-71.xml Netex_tap_tsi_B2.xml '
        'Netex_tap_tsi_tcvs_irt_1.xml'
    ),
    'examples/standards/txc': (
        'FX-PI-01_UK_DFT_STOP_NPTG-extract_20170101.xml FX-PI-01_UK_DFT_STOP_NaPTAN-060+086+110_20171217.xml '
        'FX-PI-01_UK_SCWW_LINE_SCWW-86-simplified_20190101.xml uk_nap_extract1_minimal.xml '
        'uk_nap_naptan_stops_extract1.xml uk_nptg_extract1_minimal.xml uk_nptg_localities_extract1.xml '
        'uk_txc_SCWW-86_extract1-with-sections.xml uk_txc_SCWW-86_extract2-simplified.xml '
        'uk_txc_extract1.xml uk_txc_extract1_simplified.xml'
    ),
    'examples/ws_siri_request/siri_generic': (
        'exa_checkStatus_request.xml exa_checkStatus_response.xml exa_dataSupply_request.xml '
        'exa_heartbeat_request.xml exa_requestSubscription_response.xml '
        'exa_terminateSubscription_response.xml'
    ),
    'examples/ws_siri_request/siri_netex': (
        'exu_dataObject_response.xml exu_dataObject_response_b1-NX.xml exu_dataObject_response_b1.xml '
        'exu_dataObject_subscriptionRequest-Nx.xml'
    ),
}


NETEX_XSD_KIND = {
    '': (
        'xsd/netex_part_1/part1_frames/netex_infrastructureFrame_version.xsd '
        'xsd/netex_part_1/part1_frames/netex_siteFrame_version.xsd '
        'xsd/netex_part_3/part3_PiQuery/netex_piRequest_support.xsd '
        'xsd/netex_part_3/part3_frames/netex_fareFrame_version.xsd '
        'xsd/netex_part_3/part3_frames/netex_salesTransactionFrame_version.xsd '
        'xsd/netex_part_3/part3_parkingTariff/netex_parkingTariff_support.xsd '
        'xsd/netex_part_3/part3_parkingTariff/netex_parkingTariff_version.xsd '
        'xsd/netex_part_5/part5_frames/netex_nm_mobilityJourneyFrame_version.xsd '
        'xsd/netex_part_5/part5_frames/netex_nm_mobilityServiceFrame_version.xsd'
    ),
    'xsd/netex_part_1/part1_ifopt': (
        'netex_assistanceBooking_support.xsd netex_assistanceBooking_version.xsd '
        'netex_ifopt_checkConstraint_support.xsd netex_ifopt_checkConstraint_version.xsd '
        'netex_ifopt_equipmentAccess_support.xsd netex_ifopt_equipmentAccess_version.xsd '
        'netex_ifopt_equipmentParking_support.xsd netex_ifopt_equipmentParking_version.xsd '
        'netex_ifopt_equipmentPassenger_support.xsd netex_ifopt_equipmentPassenger_version.xsd '
        'netex_ifopt_equipmentSigns_support.xsd netex_ifopt_equipmentSigns_version.xsd '
        'netex_ifopt_equipmentTicketing_support.xsd netex_ifopt_equipmentTicketing_version.xsd '
        'netex_ifopt_equipmentWaiting_support.xsd netex_ifopt_equipmentWaiting_version.xsd '
        'netex_ifopt_flexibleStopPlace_support.xsd netex_ifopt_flexibleStopPlace_version.xsd '
        'netex_ifopt_localServiceCommercial_support.xsd netex_ifopt_localServiceCommercial_version.xsd '
        'netex_ifopt_localService_support.xsd netex_ifopt_localService_version.xsd '
        'netex_ifopt_navigationPath_version.xsd netex_ifopt_parking_support.xsd '
        'netex_ifopt_parking_version.xsd netex_ifopt_path_support.xsd netex_ifopt_path_version.xsd '
        'netex_ifopt_pointOfInterest_support.xsd netex_ifopt_pointOfInterest_version.xsd '
        'netex_ifopt_serviceFeature_support.xsd netex_ifopt_serviceFeature_version.xsd '
        'netex_ifopt_site_support.xsd netex_ifopt_site_version.xsd netex_ifopt_stopPlace_support.xsd '
        'netex_ifopt_stopPlace_version.xsd netex_ifopt_vehicleStopping_support.xsd '
        'netex_taxiPlace_support.xsd netex_taxiPlace_version.xsd'
    ),
    'xsd/netex_part_1/part1_networkDescription': (
        'netex_activation_support.xsd netex_activation_version.xsd netex_flexibleNetwork_support.xsd '
        'netex_flexibleNetwork_version.xsd netex_lineNetwork_support.xsd netex_lineNetwork_version.xsd '
        'netex_line_support.xsd netex_line_version.xsd netex_networkInfrastructure_support.xsd '
        'netex_networkInfrastructure_version.xsd netex_networkRestriction_support.xsd '
        'netex_networkRestriction_version.xsd netex_routeInstruction_support.xsd '
        'netex_routeInstruction_version.xsd netex_route_support.xsd netex_route_version.xsd '
        'netex_timingPattern_support.xsd netex_vehicleAndCrewPoint_support.xsd '
        'netex_vehicleAndCrewPoint_version.xsd'
    ),
    'xsd/netex_part_1/part1_tacticalPlanning': (
        'netex_commonSection_support.xsd netex_commonSection_version.xsd netex_fareZone_support.xsd '
        'netex_fareZone_version.xsd netex_journeyPatternTimings_support.xsd '
        'netex_journeyPatternTimings_version.xsd netex_journeyPattern_support.xsd '
        'netex_journeyPattern_version.xsd netex_journeyTiming_support.xsd netex_journeyTiming_version.xsd '
        'netex_passengerInformationEquipment_support.xsd netex_passengerInformationEquipment_version.xsd '
        'netex_pathAssignment_version.xsd netex_routingConstraint_support.xsd '
        'netex_routingConstraint_version.xsd netex_servicePattern_support.xsd '
        'netex_servicePattern_version.xsd netex_siteConnection_support.xsd netex_siteConnection_version.xsd '
        'netex_stopAssignment_support.xsd netex_stopAssignment_version.xsd netex_timeDemandType_support.xsd '
        'netex_timeDemandType_version.xsd netex_timingPattern_version.xsd'
    ),
    'xsd/netex_part_2/part2_frames': (
        'netex_driverScheduleFrame_version.xsd netex_serviceFrame_version.xsd '
        'netex_timetableFrame_support.xsd netex_timetableFrame_version.xsd '
        'netex_vehicleScheduleFrame_version.xsd'
    ),
    'xsd/netex_part_2/part2_journeyTimes': (
        'netex_call_support.xsd netex_call_version.xsd netex_coupledJourney_support.xsd '
        'netex_coupledJourney_version.xsd netex_datedPassingTimes_version.xsd '
        'netex_datedVehicleJourney_support.xsd netex_datedVehicleJourney_version.xsd '
        'netex_flexibleService_support.xsd netex_flexibleService_version.xsd '
        'netex_interchangeRule_version.xsd netex_interchange_support.xsd netex_interchange_version.xsd '
        'netex_journeyAccounting_support.xsd netex_journeyAccounting_version.xsd '
        'netex_journeyDesignator_support.xsd netex_journey_version.xsd netex_passingTimes_support.xsd '
        'netex_passingTimes_version.xsd netex_serviceJourney_support.xsd netex_serviceJourney_version.xsd '
        'netex_serviceView_version.xsd netex_timeDemandProfile_version.xsd netex_timeDemandTimes_version.xsd '
        'netex_vehicleJourneyFrequency_support.xsd netex_vehicleJourneyFrequency_version.xsd '
        'netex_vehicleJourneyTimes_support.xsd netex_vehicleJourneyTimes_version.xsd '
        'netex_vehicleJourney_support.xsd netex_vehicleJourney_version.xsd netex_vehicleService_support.xsd'
    ),
    'xsd/netex_part_2/part2_vehicleService': (
        'netex_duty_support.xsd netex_duty_version.xsd netex_vehicleService_version.xsd'
    ),
    'xsd/netex_part_3/part3_fares': (
        'netex_accessRightParameter_support.xsd netex_accessRightParameter_version.xsd '
        'netex_calculationParameters_support.xsd netex_calculationParameters_version.xsd '
        'netex_distanceMatrixElement_support.xsd netex_distanceMatrixElement_version.xsd '
        'netex_fareConditionSummary_support.xsd netex_fareConditionSummary_version.xsd '
        'netex_farePrice_support.xsd netex_farePrice_version.xsd netex_fareProduct_support.xsd '
        'netex_fareProduct_version.xsd netex_fareSeries_support.xsd netex_fareSeries_version.xsd '
        'netex_fareStructureElement_support.xsd netex_fareStructureElement_version.xsd '
        'netex_fareStructure_support.xsd netex_fareStructure_version.xsd netex_fareTable_support.xsd '
        'netex_fareTable_version.xsd netex_geographicStructureFactor_support.xsd '
        'netex_geographicStructureFactor_version.xsd netex_qualityStructureFactor_support.xsd '
        'netex_qualityStructureFactor_version.xsd netex_salesDistribution_support.xsd '
        'netex_salesDistribution_version.xsd netex_salesOfferPackageEntitlement_support.xsd '
        'netex_salesOfferPackageEntitlement_version.xsd netex_salesOfferPackage_support.xsd '
        'netex_salesOfferPackage_version.xsd netex_timeStructureFactor_support.xsd '
        'netex_timeStructureFactor_version.xsd netex_trip_support.xsd netex_typeOfTravelDocument_support.xsd '
        'netex_typeOfTravelDocument_version.xsd netex_usageParameterAfterSales_support.xsd '
        'netex_usageParameterAfterSales_version.xsd netex_usageParameterBooking_support.xsd '
        'netex_usageParameterBooking_version.xsd netex_usageParameterCharging_support.xsd '
        'netex_usageParameterCharging_version.xsd netex_usageParameterEligibility_support.xsd '
        'netex_usageParameterEligibility_version.xsd netex_usageParameterEntitlement_support.xsd '
        'netex_usageParameterEntitlement_version.xsd netex_usageParameterLuggage_support.xsd '
        'netex_usageParameterLuggage_version.xsd netex_usageParameterTravel_support.xsd '
        'netex_usageParameterTravel_version.xsd netex_usageParameter_support.xsd '
        'netex_usageParameter_version.xsd netex_usageParametersAll_support.xsd '
        'netex_validableElement_support.xsd netex_validableElement_version.xsd'
    ),
    'xsd/netex_part_3/part3_monitoring': (
        'netex_monitoredCall_version.xsd netex_monitoredPassingTimes_version.xsd '
        'netex_monitoredVehicleJourney_support.xsd'
    ),
    'xsd/netex_part_3/part3_salesTransactions': (
        'netex_customerEligibility_support.xsd netex_customerEligibility_version.xsd '
        'netex_customerPaymentMeans_support.xsd netex_customerPaymentMeans_version.xsd '
        'netex_customerPurchasePackage_support.xsd netex_customerPurchasePackage_version.xsd '
        'netex_mediumApplication_support.xsd netex_mediumApplication_version.xsd '
        'netex_retailConsortium_support.xsd netex_retailConsortium_version.xsd '
        'netex_salesContract_support.xsd netex_salesContract_version.xsd netex_salesTransaction_support.xsd '
        'netex_salesTransaction_version.xsd netex_travelDocument_support.xsd '
        'netex_travelDocument_version.xsd netex_travelSpecificationSummary_version.xsd'
    ),
    'xsd/netex_part_5/part5_fm': (
        'netex_nm_accessCredentialsAssignment_support.xsd netex_nm_accessCredentialsAssignment_version.xsd '
        'netex_nm_individualTraveller_support.xsd netex_nm_individualTraveller_version.xsd '
        'netex_nm_usageParameterEligibility_support.xsd netex_nm_usageParameterEligibility_version.xsd '
        'netex_nm_usageParameterRental_support.xsd netex_nm_usageParameterRental_version.xsd'
    ),
    'xsd/netex_part_5/part5_nd': (
        'netex_nm_mobilityServiceConstraintZone_support.xsd '
        'netex_nm_mobilityServiceConstraintZone_version.xsd netex_nm_vehicleMeetingPlace_support.xsd '
        'netex_nm_vehicleMeetingPlace_version.xsd netex_nm_vehicleMeetingPointAssignment_support.xsd '
        'netex_nm_vehicleMeetingPointAssignment_version.xsd netex_nm_vehicleMeetingPoint_support.xsd '
        'netex_nm_vehicleMeetingPoint_version.xsd netex_nm_vehicleParkingAreaInformation_support.xsd '
        'netex_nm_vehicleParkingAreaInformation_version.xsd '
        'netex_nm_vehicleServicePlaceAssignment_support.xsd '
        'netex_nm_vehicleServicePlaceAssignment_version.xsd'
    ),
    'xsd/netex_part_5/part5_rc': (
        'netex_nm_mobilityService_support.xsd netex_nm_mobilityService_version.xsd '
        'netex_nm_onlineService_support.xsd netex_nm_onlineService_version.xsd'
    ),
    'xsd/netex_part_5/part5_sj': (
        'netex_nm_singleJourneyPath_support.xsd netex_nm_singleJourneyPath_version.xsd '
        'netex_nm_singleJourneyService_support.xsd netex_nm_singleJourneyService_version.xsd'
    ),
}

NETEX_XSD_OTHER = {
    '': (
        '.gitignore',
        'LICENSE',
        'NeTEx.spp',
        'README.md',
        'Readme.md.htm',
        'change_log.md',
        'examples/functions/calendar/NeTEx_Calendar_se_PA1.xml',
        'examples/functions/calendar/Netex_calendarExample_01_BHN01.xml',
        'examples/functions/fares/rail/Netex_era_distance_ro.xml',
        'examples/functions/newModes/NewModes-CycleSharingExample.xml',
        'examples/functions/simpleNetwork/Netex_uk_underground_1.xml',
        'examples/functions/simpleNetwork/eurostar/Continental_connections.pdf',
        'examples/functions/simpleNetwork/eurostar/UK_timetable(1).pdf',
        'examples/functions/site/Netex_13_Sites_OlympicPark_4_delayOnly.xml',
        'examples/functions/site/Netex_14_Olympic Venues 1.1.xml',
        'examples/functions/stopPlace/FX-PI-01_UK_TBD_STOP-OFFER_910GWIMBLDN-accessibility_20140601.xml',
        'examples/functions/stopPlace/Netex_01_StopPoints_NoFrills_1.xml',
        'examples/functions/stopPlace/wimbledon/png_1.png',
        'examples/functions/vehicleSchedule/Netex_simpleVehicleSchedule_01.xml',
        'examples/standards/epiap/Chur_Equipment_Pathlink_V1.0.xml',
        'examples/standards/gbfs/Netex_gbfs_exm1.xml',
        'examples/standards/neptune/Le Corbusier - SQYBUS-NeTEx-Profil Arret.xml',
        'examples/standards/neptune/RATP_Line7bis-extract-2009-NeTEx.xml',
        'examples/standards/norway/frames/PublicationDelivery-separate-frames.xml',
        'examples/standards/norway/other_resources/submodel-DestinationDisplay.xml',
        'examples/standards/norway/other_resources/submodel-Locale.xml',
        'examples/standards/norway/stops/BasicStopPlace-two-quays_example.xml',
        'examples/standards/norway/stops/submodel-alternativeNames.xml',
        'examples/standards/norway/validity/submodel-AvailabilityConditionUnavailable.xml',
        'examples/standards/norway/vehicles/submodel-Train.xml',
        'examples/standards/tap_tsi/B1_NRT/Netex_tap_tsi_B1.xml',
        'examples/standards/tap_tsi/B1_NRT/Netex_tap_tsi_tcvs_series_1.xml',
        'examples/standards/tap_tsi/B3_Special/Netex_tap_tsi_B3+more.xml',
        'examples/standards/tap_tsi/Other/Netex_tap_trainhotel_SalesPackage_2.xml',
        'examples/standards/tfl/national-rail-map.pdf',
        'examples/standards/txc/samples/nptg_sample.xml',
        'examples/standards/txc/uk_nptg_extract1_minimal.xml',
        'examples/standards/txc/uk_nptg_localities_extract1.xml',
        'examples/standards/vdv452/timetable/NeTEx VDV Example.xml',
        'xsd/netex_framework/netex_frames/netex_all_frames_framework.xsd',
        'xsd/netex_framework/netex_responsibility/netex_entity_entity.xsd',
        'xsd/netex_framework/netex_responsibility/netex_relationship.xsd',
        'xsd/netex_framework/netex_reusableComponents/netex_all_objects_reusableComponents.xsd',
        'xsd/netex_framework/netex_reusableComponents/netex_dayType_propertiesOfDay.xsd',
        'xsd/netex_part_1/netex_all_frames_part1.xsd',
        'xsd/netex_part_1/netex_all_objects_part1.xsd',
        'xsd/netex_part_1/part1_ifopt/netex_ifopt_all_objects.xsd',
        'xsd/netex_part_1/part1_ifopt/netex_ifopt_equipmentAll.xsd',
        'xsd/netex_part_1/part1_tacticalPlanning/netex_all_objects_part1_tacticalPlanning.xsd',
        'xsd/netex_part_2/netex_all_frames_part2.xsd',
        'xsd/netex_part_2/netex_all_objects_part2.xsd',
        'xsd/netex_part_2/part2_journeyTimes/netex_all_objects_part2_journeyTimes.xsd',
        'xsd/netex_part_2/part2_vehicleService/netex_all_objects_part2_vehicleService.xsd',
        'xsd/netex_part_3/part3_frames/netex_all_frames_part3.xsd',
        'xsd/netex_part_3/part3_monitoring/netex_all_objects_part3_monitoring.xsd',
        'xsd/netex_part_3/part3_parkingTariff/netex_all_objects_part3_parking.xsd',
        'xsd/netex_part_3/part3_salesTransactions/netex_all_objects_part3_salesTransactions.xsd',
        'xsd/netex_part_5/netex_all_frames_part5.xsd',
        'xsd/netex_part_5/netex_all_objects_part5_newModes.xsd',
        'xsd/wsdl/xml/xml.xsd',
    ),
    'examples/functions/fares': (
        'ENTUR-SchoolTwiceADayTripCarnet_2020120.xml '
        'Netex_51.3_Bus_SimpleFares_ZoneToZone_AdultChildProduct.xml '
        'Netex_51.4_Bus_SimpleFares_ZoneToZone_OffPeakProduct.xml '
        'Netex_61.4_Bus_GeographicFares_HierarchicalZone_MultipleOffers.xml '
        'Netex_71.2_Bus_ZonalFares_MultipleSalesPackages.xml'
    ),
    'examples/functions/site/olympicpark': (
        'png_1.png png_1a.png png_1b.png png_1d.png png_2.png png_4.png png_5.png'
    ),
    'examples/functions/timetable': (
        'Netex_01.4_Bus_SimpleTimetable_WithConnection.xml Netex_01.5_Bus_SimpleTimetable_StopAssignment.xml '
        'Netex_03.2_Bus_BranchedRouteTimetable_SharedPatterns.xml '
        'Netex_05.2_Bus_TemplateTimetable_RhythmicalFrequency.xml '
        'Netex_06.1_Bus_FrequencyJourneyTimetable_HeadwayInterval.xml '
        'Netex_07.1_Bus_FlexibleTimetable_ZonesOnly.xml Netex_08.2_Bus_SimpleTimetable_Cancellation.xml '
        'Netex_09.2_Bus_SimpleTimetable_Slovenia.xml Netex_11_Rail_CompoundTrain.xml'
    ),
    'examples/functions/versioning': (
        'Netex_Uniqueness_01.xml Netex_VersioningExample_Step_04.xml Netex_VersioningExample_Step_05.xml '
        'Netex_VersioningExample_Step_05_GeneralFrame.xml Netex_VersioningExample_VersionHistories_02.xml'
    ),
    'examples/standards/era_uic': (
        'Netex_Eurostar mapping_era_2.xml',
        'Netex_era_uic_organisations.xml',
        'Netex_era_uic_tariffzones.xml',
        'Netex_era_uic_timetable_hack_01.xml',
    ),
    'examples/standards/fxc': (
        'FX-PI-01_ParisExample.xml',
        'FX-PI-01_UK_AMSY_NETWORK_FARE_Arriva-pass_20200417.xml',
        'FX-PI-01_UK_AMSY_NETWORK_FARE_Arriva-trip_20200417.xml',
        'FX-PI-01_UK_FBRI_NETWORK-FARE_WOE-Bristol-(mixed)_2017-01-01 (5).xml',
        'FX-PI-01_UK_FBRI_NETWORK-FARE_WOE-Bristol-pass-(Z2Z)_2017-01-01.xml',
        'FX-PI-01_UK_FSYO_NETWORK_FARE_FirstSheffield-pass-simple_20200310.xml',
        'FX-PI-01_UK_FYOR_LINE-FARE_FYOR-Line-10-trip-(gtfs)_2018-11-01.xml',
        'FX-PI-01_UK_MB_LINE_FARE_MB-Line-1-trip-(Z2Z)_20170101.xml',
        'FX-PI-01_UK_MYBUS_LINE_FARE_Line-3-trip-(p2p)_20190101.xml',
        'FX-PI-01_UK_TMSTR_NETWORK_FARE_Travelmaster-pass_20200315.xml',
    ),
    'examples/standards/gtfs': (
        'Netex_gtfs_exm1_Agency_1.xml Netex_gtfs_exm1_FareRules_1.xml Netex_gtfs_exm1_StopTimes_1.xml '
        'Netex_gtfs_fares_Example_2_flatFare_noTransfer.xml'
    ),
    'examples/standards/gtfs/done': (
        'calendar_dates.txt fare_rules.txt shapes.txt stop_times.txt stops.txt trips.txt'
    ),
    'examples/standards/norway/schedule': (
        'ServiceCalendar-OperatingPeriods.xml ServiceCalendar-calendar-ref.xml ServiceCalendar-test.xml'
    ),
    'examples/standards/nta': (
        'NTA-PI-01_EI_IR_LINE_OFFER__Journey00122_20200801.xml',
        'NTA-PI-01_EI_NTA_Luas_20200715.xml',
        'NTA-PI-01_EI_NTA_NptgLocalitiesMinimal_20200730.xml',
        'NeTEx-Export Example.xml',
    ),
    'examples/standards/tap_tsi': (
        'Document1.txt TAP-SKDUPD-example2.1-Classic_train.xml TAP-SKDUPD-example2.3-Leo_Express.xml '
        'TAP-SKDUPD-example2.4-Load_and_Unload.xml TAP-SKDUPD-example2.5-Interchange.xml '
        'TAP-SKDUPD-example2.6-Check_In.xml'
    ),
    'examples/ws_siri_request/siri_generic': (
        'exa_checkStatus_request.xml exa_dataReady_request.xml exa_dataReady_response.xml '
        'exa_requestSubscription_response.xml exa_terminateSubscription_response.xml '
        'exa_terminateSubscription_response_err.xml'
    ),
    'examples/ws_siri_request/siri_netex': (
        'exu_dataObject_response_b1-NX.xml exu_dataObject_response_b1.xml '
        'exu_dataObject_subscriptionRequest-Nx.xml'
    ),
    'xsd': (
        'NX.xsd NeTEx_publication-NoConstraint.xsd NeTEx_publication.xsd NeTEx_publication_timetable.xsd '
        'NeTEx_siri.xsd NeTEx_siri_SG.xsd ifopt.xsd'
    ),
    'xsd/gml': (
        'basicTypes.xsd geometryAggregates-extract-v3_2_1.xsd geometryBasic0d1d-extract-v3_2_1.xsd '
        'geometryPrimitives-extract-v3_2_1.xsd gmlBase-extract-v3_2_1.xsd gmlBasic2d-extract-v3_2_1-.xsd '
        'gml_extract_all_objects_v_3_2_1.xsd'
    ),
    'xsd/netex_framework': (
        'netex_all_objects_framework.xsd netex_all_objects_generic.xsd netex_payload_framework.xsd'
    ),
    'xsd/netex_framework/netex_genericFramework/netex_accessibility': (
        'netex_acsb_accessibility.xsd netex_acsb_all.xsd netex_acsb_limitations.xsd '
        'netex_acsb_passengerMobility.xsd'
    ),
    'xsd/netex_framework/netex_utility': (
        'netex_location_types.xsd netex_units.xsd netex_utility_contact.xsd netex_utility_time.xsd '
        'netex_utility_types.xsd netex_utility_xml.xsd'
    ),
    'xsd/netex_part_1/part1_networkDescription': (
        'netex_all_objects_part1_infrastructureFrame_contents.xsd netex_all_objects_part1_lineRoute.xsd '
        'netex_all_objects_part1_networkDescription.xsd'
    ),
    'xsd/netex_part_3/part3_fares': (
        'netex_all_objects_part3_fares.xsd netex_all_objects_part3_fares_AR.xsd '
        'netex_all_objects_part3_fares_FP.xsd netex_all_objects_part3_fares_FS.xsd '
        'netex_all_objects_part3_fares_SD.xsd'
    ),
    'xsd/netex_service': (
        'netex_all.xsd netex_dataObjectRequest_service.xsd netex_filter_frame.xsd netex_filter_object.xsd'
    ),
    'xsd/siri': (
        'siri_all_framework-v2.0.xsd siri_base-v2.0.xsd siri_common_services-v2.0.xsd '
        'siri_request_errorConditions-v2.0.xsd siri_request_support-v2.0.xsd siri_requests-v2.0.xsd'
    ),
    'xsd/siri_utility': (
        'siri_all_utility-v2.0.xsd siri_location-v2.0.xsd siri_participant-v2.0.xsd '
        'siri_permissions-v2.0.xsd siri_types-v2.0.xsd siri_utility-v1.1.xsd'
    ),
    'xsd/wsdl': (
        'NeTEx_publication-NoConstraint.xsd NeTEx_wsConsumer-Document.wsdl NeTEx_wsConsumer-Rpc.wsdl '
        'NeTEx_wsConsumer-WSDL2.wsdl NeTEx_wsProducer-Document.wsdl NeTEx_wsProducer-Rpc.wsdl '
        'NeTEx_wsProducer-WSDL2.wsdl siri_all_functionalServices.xsd'
    ),
    'xsd/wsdl_model': (
        'siri_wsConsumer-Framework.xsd siri_wsConsumer-Services.xsd siri_wsProducer-DiscoveryCapability.xsd '
        'siri_wsProducer-Framework.xsd siri_wsProducer-Services.xsd'
    ),
    'xsd/ynotation': (
        'netex_subThing_support.xsd netex_subThing_version.xsd netex_thing_support.xsd '
        'netex_thing_version.xsd'
    ),
}


NETEX_TAP_TSI_KIND = {
    'examples/standards/tap_tsi': (
        'TAP-SKDUPD-example1-basic.xml TAP-SKDUPD-example1.xml TAP-SKDUPD-example2.1-Classic_train.xml '
        'TAP-SKDUPD-example2.2-Coach_group.xml TAP-SKDUPD-example2.3-Leo_Express.xml '
        'TAP-SKDUPD-example2.4-Load_and_Unload.xml TAP-SKDUPD-example2.5-Interchange.xml '
        'TAP-SKDUPD-example2.6-Check_In.xml TAP-SKDUPD-example2.7-Tariff_and_Reservation.xml '
        'TAP-SKDUPD-example2.7-Tarrif_and_Reservation.xml TAP-SKDUPD-example2.xml TAP-TSDUPD-example1.xml '
        'TAP-TSDUPD-example2.1-Hilleroed.xml TAP-TSDUPD-example2.2-Milano.xml '
        'TAP-TSDUPD-example2.3-Piedmont.xml TAP-TSDUPD-example2.4-Paris.xml TAP-TSDUPD-example2.xml'
    ),
}

NETEX_TAP_TSI_OTHER = {
    '': (
        'examples/functions/calendar/Netex_calendarCodeing_02.xml '
        'examples/functions/calendar/Netex_calendarExample_01_BHN01.xml '
        'examples/functions/deprecation/organisationref.xml '
        'examples/functions/grouping/Netex_GroupingExample_General_01.xml '
        'examples/functions/newModes/NewModes-ChauffeuredServiceExample.xml '
        'examples/functions/patterns/NeTExJourneyPatterns.pdf '
        'examples/functions/patterns/Netex_KBIC_ParisNetwork_1.xml '
        'examples/functions/pointOfInterest/Netex_Sites_PoiClassification_1.xml '
        'examples/functions/simpleNetwork/Netex_SimpleNetwork_1.xml '
        'examples/functions/simpleNetwork/eurostar/UK_timetable(1).pdf '
        'examples/functions/site/Netex_21_Sites_Parking_1.xml '
        'examples/functions/site/Netex_21_Sites_Parking_2.xml '
        'examples/functions/site/simpleStadium/png_6.png examples/functions/site/simpleStadium/png_8.png '
        'examples/functions/stopPlace/FX-PI-01_UK_TBD_STOP-OFFER_910GWIMBLDN-accessibility_20140601.xml '
        'examples/functions/stopPlace/Netex_01_StopPoints_NoFrills_1.xml '
        'examples/functions/variant/Netex_VariantExample_Step_05.xml '
        'examples/functions/vehicleSchedule/Netex_simpleVehicleSchedule_01.xml examples/index.htm '
        'examples/standards/epip/epip_common_profile.xml examples/standards/gbfs/Netex_gbfs_exm1.xml '
        'examples/standards/norway/README.md '
        'examples/standards/norway/frames/PublicationDelivery-separate-frames.xml '
        'examples/standards/norway/network/FlexibleLine863-with-connection.xml '
        'examples/standards/norway/other_resources/submodel-Branding.xml '
        'examples/standards/norway/other_resources/submodel-PointWithProjection.xml '
        'examples/standards/norway/validity/submodel-AvailabilityConditionAvailable.xml '
        'examples/standards/norway/vehicles/submodel-Train.xml '
        'examples/standards/norway/vehicles/submodel-Vehicle.xml examples/standards/tap_tsi/Document1.txt '
        'examples/standards/tfl/national-rail-map.pdf '
        'examples/standards/vdv452/calendar/Example_CALENDAR.ZIP '
        'examples/standards/vdv452/calendar/Netex_de_calendarExample_01_gd.xml'
    ),
    'examples/functions/fares': (
        'ENTUR-SchoolTwiceADayTripCarnet_2020120.xml '
        'Netex_101.21_TfL_GeographicFares_UnitZone_MultipleProduct.xml '
        'Netex_51.1_Bus_SimpleFares_PointToPoint_SingleProduct.xml '
        'Netex_51.2_Bus_SimpleFares_PointToPoint_MultipleOffers.xml '
        'Netex_51.4_Bus_SimpleFares_ZoneToZone_OffPeakProduct.xml '
        'Netex_61.3_Bus_GeographicFares_UnitFareStage_SingleProduct.xml '
        'Netex_61.4_Bus_GeographicFares_HierarchicalZone_MultipleOffers.xml '
        'Netex_71.1_Bus_TimeIntervalFares_Zonal_MultipleProduct.xml '
        'Netex_71.2_Bus_ZonalFares_MultipleSalesPackages.xml'
    ),
    'examples/functions/fares/rail': (
        'Netex_era_crossborder_de.xml Netex_era_distance_ro.xml Netex_era_toc_uk.xml'
    ),
    'examples/functions/site/olympicpark': (
        'png_1.png png_1a.png png_1b.png png_3.png png_4.png png_9.png'
    ),
    'examples/functions/stopPlace/wimbledon': (
        'access_between_4.png png_1.png wimbledon_upper.jpg'
    ),
    'examples/functions/timetable': (
        'Interchangerule.PNG Netex_01.1_Bus_SimpleTimetable_JourneysOnly.xml '
        'Netex_01.2_Bus_SimpleTimetable_WithTimings.xml '
        'Netex_01.3_Bus_SimpleTimetable_WithMultiplePatterns.xml '
        'Netex_01.4_Bus_SimpleTimetable_WithConnection.xml Netex_01.5_Bus_SimpleTimetable_StopAssignment.xml '
        'Netex_01.6_Bus_SimpleTimetable_RouteProjection.xml '
        'Netex_03.2_Bus_BranchedRouteTimetable_SharedPatterns.xml '
        'Netex_05.1_Bus_TemplateTimetable_HeadwayFrequency.xml '
        'Netex_05.2_Bus_TemplateTimetable_RhythmicalFrequency.xml '
        'Netex_06.2_Bus_FrequencyJourneyTimetable_RhythmicalInterval.xml '
        'Netex_07.2_Bus_FlexibleTimetable_WithPattern.xml Netex_09.1_Bus_InterchangeRule.xml '
        'Netex_11_Rail_CompoundTrain.xml Netex_21_Rail_NetworkTimetable_eurostar.xml '
        'Netex_32_Multimodal_PassengerInformationEquipment.xml'
    ),
    'examples/functions/versioning': (
        'Netex_VersioningExample_Step_01.xml Netex_VersioningExample_Step_04.xml '
        'Netex_VersioningExample_Step_05.xml'
    ),
    'examples/standards/epiap': (
        'Chur_Equipment_Pathlink_Readme.txt Chur_Equipment_Pathlink_V1.0.gpx '
        'Chur_Equipment_Pathlink_V1.0.xml EPIAP_Accessibility_Chur_V08_vehicletypes.xml eiap_test1_ramp.xml '
        'epiap_test_Crossing_Equipment.xml'
    ),
    'examples/standards/era_uic': (
        'Netex_Eurostar mapping_era_1.xml',
        'Netex_Eurostar mapping_era_2.xml',
        'Netex_Eurostar_stations.xml',
        'Netex_era_uic_Stations_SSP_Se_1.xml',
        'Netex_era_uic_Stations_Se_1.xml',
        'Netex_era_uic_calendar.xml',
        'Netex_era_uic_complexsite.xml',
        'Netex_era_uic_joiningsplitting.xml',
        'Netex_era_uic_organisations.xml',
        'Netex_era_uic_scheduledstoppointsforaregion.xml',
        'Netex_era_uic_simplepark(Disneyland).xml',
        'Netex_era_uic_simpletimetable.xml',
        'Netex_era_uic_tariffzones.xml',
        'Netex_era_uic_timetable_hack_01.xml',
        'rc1.html',
    ),
    'examples/standards/fxc': (
        'FX-PI-01_ParisExample.xml',
        'FX-PI-01_UK_AMSY_NETWORK_FARE_Arriva-pass_20200417.xml',
        'FX-PI-01_UK_AMSY_NETWORK_FARE_Arriva-trip_20200417.xml',
        'FX-PI-01_UK_FBRI_LINE-FARE_WOE-Bristol-Line-48-trip-(stage)_2017-01-01.xml',
        'FX-PI-01_UK_FBRI_NETWORK-FARE_WOE-Bristol-(mixed)_2017-01-01 (5).xml',
        'FX-PI-01_UK_FBRI_NETWORK-FARE_WOE-Bristol-pass-(Z2Z)_2017-01-01.xml',
        'FX-PI-01_UK_FSYO_NETWORK_FARE_FirstSheffield-pass-by-period_20200310.xml',
        'FX-PI-01_UK_FSYO_NETWORK_FARE_FirstSheffield-pass-by-user_20200310.xml',
        'FX-PI-01_UK_FSYO_NETWORK_FARE_FirstSheffield-pass-simple_20200310.xml',
        'FX-PI-01_UK_FYOR_LINE-FARE_FYOR-Line-10-trip-(gtfs)_2018-11-01.xml',
        'FX-PI-01_UK_FYOR_LINE-FARE_FYOR-Line-26-trip-(stages-Z2Z)-20181101.xml',
        'FX-PI-01_UK_HCTY_LINE_FARE_Line-016-trip_2020-03-11T22_19_20.696Z.xml',
        'FX-PI-01_UK_MB_LINE_FARE_MB-Line-1-trip-(Z2Z)_20170101.xml',
        'FX-PI-01_UK_MB_LINE_FARE_MB-Line-1-trip-(Z2Z-basic)_20170101.xml',
        'FX-PI-01_UK_MB_NETWORK_FARE_Metrorider-pass+others_20170101.xml',
        'FX-PI-01_UK_MB_NETWORK_FARE_Metrorider-pass_20170101.xml',
        'FX-PI-01_UK_MB_NETWORK_FARE_Metrorider-pass_basic_20170101.xml',
        'FX-PI-01_UK_MYBUS_LINE_FARE_Line-3-trip-(p2p)_20190101.xml',
        'FX-PI-01_UK_TMSTR_NETWORK_FARE_Travelmaster-pass_20200315.xml',
        'uk_fxc_addon_HSP_plusbus.xml',
        'uk_fxc_common_profile.xml',
    ),
    'examples/standards/gtfs': (
        'Netex_gtfs_exm1_Agency_1.xml Netex_gtfs_exm1_CalendarDates_1.xml Netex_gtfs_exm1_Calendar_1.xml '
        'Netex_gtfs_exm1_FareAttributes_1.xml Netex_gtfs_exm1_FareRules_1.xml '
        'Netex_gtfs_exm1_Frequencies_1.xml Netex_gtfs_exm1_Routes_1.xml Netex_gtfs_exm1_Shapes_1.xml '
        'Netex_gtfs_exm1_StopTimes_1.xml Netex_gtfs_exm1_Stops_1.xml Netex_gtfs_exm1_Transfers_1.xml '
        'Netex_gtfs_exm1_Trips_1.xml Netex_gtfs_exm1_zz_Composite.xml '
        'Netex_gtfs_fares_Example_1_flatFare_unlimitedTransfer.xml '
        'Netex_gtfs_fares_Example_2_flatFare_noTransfer.xml '
        'Netex_gtfs_fares_Example_3_flatFare_90mTransfer.xml '
        'Netex_gtfs_fares_Example_4_flatFare_byLineGroup.xml '
        'Netex_gtfs_fares_Example_5_flatFare_feeToTransfer.xml '
        'Netex_gtfs_fares_Example_6_pointToPointFare_anyRoute.xml '
        'Netex_gtfs_fares_Example_7_zoneSequenceFare.xml'
    ),
    'examples/standards/gtfs/done': (
        'agency.txt calendar.txt calendar_dates.txt fare_attributes.txt routes.txt shapes.txt stops.txt'
    ),
    'examples/standards/neptune': (
        'Le Corbusier - SQYBUS-NeTEx-Profil Arret - External Quays.xml',
        'Le Corbusier - SQYBUS-NeTEx-Profil Arret.xml',
        'RATP_Line7bis-extract-2009-NeTEx.xml',
        'ligne7+timestampv10.zip',
    ),
    'examples/standards/noptis': (
        'NeTEx_Calendar_TimetableAndVehicleSchedule_PB2.xml Netex_StopPlace_se_NOPTIS_Example_TEH_PA1.xml '
        'Netex_StopPlace_se_NOPTIS_TEH_Style1_PB1.xml'
    ),
    'examples/standards/norway/schedule': (
        'ServiceCalendar-DayTypeAssignments.xml ServiceCalendar-OperatingPeriods-with-exceptions.xml '
        'ServiceCalendar-OperatingPeriods.xml ServiceCalendar-example.xml ServiceCalendar-test.xml'
    ),
    'examples/standards/norway/stops': (
        'OsloS_station_example.xml StopPlace-with-equipment-and-parking_example.xml '
        'submodel-StationWithEquipment.xml'
    ),
    'examples/standards/nta': (
        'NTA-PI-01_EI_IR_LINE_OFFER__Journey00122_20200801.xml',
        'NTA-PI-01_EI_IR_STOP_OFFER__AllStations_20200801.xml',
        'NTA-PI-01_EI_LUAS_LINE_OFFER_LUAS_Line93Calls_20200701.xml',
        'NTA-PI-01_EI_LUAS_LINE_OFFER_LUAS_Line93_20200701.xml',
        'NTA-PI-01_EI_NOC_Operator_20200601.xml',
        'NTA-PI-01_EI_NOC_Operator_LUAS_20200601.xml',
        'NTA-PI-01_EI_NTA_Luas_20200715.xml',
        'NTA-PI-01_EI_NTA_NptgLocalitiesMinimal_20200730.xml',
        'NTA-PI-01_EI_NTA_NptgLocalities_20200730.xml',
        'NTA-PI-01_EI_NTA_Operators_COMMON_20200601.xml',
        'NTA-PI-01_EI_NTA_STOP_NaPTAN-XXMinimal_2020801.xml',
        'NTA-PI-01_EI_NTA_STOP_NaPTAN-XX_2020801.xml',
        'NeTEx-Export Example.xml',
    ),
    'examples/standards/tap_tsi/B1_NRT': (
        'Netex_sncf_b1_1.xml Netex_tap_tsi_B1-1080-full.xml Netex_tap_tsi_B1.xml '
        'Netex_tap_tsi_tcvc_carrier_1.xml Netex_tap_tsi_tcvs_series_1.xml'
    ),
    'examples/standards/tap_tsi/B2_IRT': (
        'Netex_tap_tsi_B2-1180.xml Netex_tap_tsi_B2-1181.xml Netex_tap_tsi_B2-71.xml Netex_tap_tsi_B2.xml '
        'Netex_tap_tsi_tcvs_irt_1.xml'
    ),
    'examples/standards/txc': (
        'FX-PI-01_UK_DFT_STOP_NPTG-extract_20170101.xml FX-PI-01_UK_DFT_STOP_NaPTAN-060+086+110_20171217.xml '
        'FX-PI-01_UK_SCWW_LINE_SCWW-86-simplified_20190101.xml uk_nap_extract1_minimal.xml '
        'uk_nap_naptan_stops_extract1.xml uk_nptg_extract1_minimal.xml uk_nptg_localities_extract1.xml '
        'uk_txc_SCWW-86_extract1-with-sections.xml uk_txc_SCWW-86_extract2-simplified.xml '
        'uk_txc_extract1.xml uk_txc_extract1_simplified.xml'
    ),
    'examples/ws_siri_request/siri_generic': (
        'exa_checkStatus_request.xml exa_checkStatus_response.xml exa_heartbeat_request.xml '
        'exa_requestSubscription_response.xml exa_terminateSubscription_response.xml'
    ),
    'examples/ws_siri_request/siri_netex': (
        'exu_dataObject_response.xml exu_dataObject_response_b1-NX.xml exu_dataObject_response_b1.xml '
        'exu_dataObject_subscriptionRequest-Nx.xml'
    ),
}


SAP_STATEMENTS_KIND = {
    'archive/statements/44-Obama/111': (
        '2009-05-07_s454.pdf 2009-05-12_hr2101.pdf 2009-06-23_hr2892.pdf 2009-06-24_hr2647.pdf '
        '2009-07-15_hr3170.pdf 2009-07-21_hr2920.pdf 2009-07-23_hr3293.pdf 2009-07-30_hr2997.pdf '
        '2009-09-10_hr3288.pdf 2009-09-15_hr3221.pdf 2009-09-25_hr3326.pdf 2009-10-27_hr3548.pdf '
        '2009-10-28_hr3854.pdf 2009-12-08_hr4173.pdf 2010-01-20_hjr45.pdf 2010-02-22_hr2847.pdf '
        '2010-03-02_hr4213.pdf 2010-03-19_hr3590.pdf 2010-05-24_hr4213.pdf 2010-05-24_hr4899.pdf '
        '2010-07-22_hr5297.pdf 2010-07-27_s3628.pdf 2010-07-28_hr5850.pdf 2010-07-29_hr5893.pdf '
        '2010-09-23_sjr30.pdf 2010-09-29_hr847.pdf 2010-11-16_s510.pdf 2010-12-08_s3985.pdf '
        '2010-12-08_s3992.pdf'
    ),
    'archive/statements/44-Obama/112': (
        '2011-03-08_hr836.pdf 2011-04-04_hjr37.pdf 2011-05-05_hr1229.pdf 2011-05-10_hr1231.pdf '
        '2011-05-11_hr754.pdf 2011-05-17_s953.pdf 2011-06-13_hr2112.pdf 2011-06-21_hr1249.pdf '
        '2011-06-21_hr2021.pdf 2011-06-23_hr2219.pdf 2011-07-20_hr1315.pdf 2011-07-26_hr2587.pdf '
        '2011-08-01_s365.pdf 2011-10-17_hr2112.pdf 2011-11-02_hr2930.pdf 2011-11-03_s1769.pdf '
        '2011-11-03_s1786.pdf 2011-11-10_hr2354.pdf 2011-11-10_hr674.pdf 2011-11-15_hjr2.pdf '
        '2011-11-29_hr3010.pdf 2011-12-01_s1931.pdf 2011-12-06_hr10.pdf 2011-12-14_sjr10.pdf '
        '2012-02-06_hr1734.pdf 2012-02-09_s1813.pdf 2012-02-27_hr2117.pdf 2012-02-28_hr1837.pdf '
        '2012-04-27_hr4628.pdf 2012-05-09_hr5652.pdf 2012-05-15_hr4310.pdf 2012-05-30_hr5854.pdf '
        '2012-06-04_s3220.pdf 2012-06-18_sjr37.pdf 2012-06-21_hr5973.pdf 2012-06-28_hr6020.pdf '
        '2012-07-09_hr6079.pdf 2012-07-16_s3369.pdf 2012-07-18_s3364.pdf 2012-07-25_s3412.pdf '
        '2012-07-31_hr6169.pdf 2012-09-10_hr5949.pdf 2012-11-13_s3525.pdf 2012-12-17_hr1sa.pdf '
        '2012-12-20_hr6684.pdf'
    ),
    'archive/statements/44-Obama/113': (
        '2013-01-14_hr152.pdf 2013-01-22_hr325.pdf 2013-05-06_s601.pdf 2013-05-15_hr1062.pdf '
        '2013-06-11_hr1256.pdf 2013-06-17_hr1947.pdf 2013-07-10_hr2642.pdf 2013-07-10_s1238.pdf '
        '2013-07-16_hr2667.pdf 2013-07-22_hr2610.pdf 2013-07-23_hr1582.pdf 2013-07-24_hr1911sa.pdf '
        '2013-09-11_s1392.pdf 2013-09-18_hr1526.pdf 2013-09-18_hr3102.pdf '
        '2013-10-02_hjr70717273andhr3230.pdf 2013-10-23_hr3080.pdf 2014-01-06_s1845.pdf '
        '2014-01-08_hr2279.pdf 2014-01-14_hr3547.pdf 2014-01-27_hr7.pdf 2014-02-05_hr2954.pdf '
        '2014-02-25_hr2804.pdf 2014-02-25_hr3865.pdf 2014-03-05_hr2641.pdf 2014-03-12_hr3973.pdf '
        '2014-03-12_hr4138.pdf 2014-04-29_hr4486.pdf 2014-05-06_hr4438.pdf 2014-06-11_s2450.pdf '
        '2014-06-17_hr4870.pdf 2014-07-09_hr4923.pdf 2014-07-14_hr5021.pdf 2014-07-16_s2578.pdf '
        '2014-11-17_hr1422.pdf 2014-12-04_hr5759.pdf 2014-12-10_hr5806.pdf'
    ),
    'archive/statements/44-Obama/114': (
        '2015-01-12_hr185.pdf 2015-01-12_hr37.pdf 2015-01-20_hr36.pdf 2015-02-10_hr644.pdf '
        '2015-03-25_hr2.pdf 2015-04-21_hr1195.pdf 2015-04-21_hr1560.pdf 2015-04-30_hjr43.pdf '
        '2015-05-14_hr1295sa.pdf 2015-05-14_hr1314sa.pdf 2015-06-01_hr2577.pdf 2015-06-09_hr2685.pdf '
        '2015-06-15_hr160.pdf 2015-06-23_hr2042.pdf 2015-07-07_s1177.pdf 2015-07-08_hr2647.pdf '
        '2015-07-14_hr2898.pdf 2015-07-23_hr3009.pdf 2015-09-16_hr758.pdf 2015-09-24_hjr61sa.pdf '
        '2015-11-03_sjr22.pdf 2015-11-17_sjr24.pdf 2015-11-18_hr4038.pdf 2016-02-09_hr3442.pdf '
        '2016-03-01_hr3716.pdf 2016-03-01_s524.pdf 2016-04-04_s1890.pdf 2016-04-18_hr1206.pdf '
        '2016-04-18_hr4890.pdf 2016-04-26_hr4498.pdf 2016-05-16_hr4909.pdf 2016-05-17_hr4974.pdf '
        '2016-06-14_hr5293.pdf 2016-06-14_s2837.pdf 2016-06-21_hr5485.pdf 2016-07-06_s3100.pdf '
        '2016-07-11_hr5538.pdf 2016-09-13_hr3590.pdf 2016-09-13_hr5226.pdf 2016-09-20_hr3438.pdf '
        '2016-09-26_hr5303.pdf 2016-09-28_s5325sa.pdf 2016-11-14_hr5711.pdf 2016-11-14_hr5982.pdf'
    ),
    'archive/statements/45-Trump/115': (
        '2017-02-01_hjres38,hjres36,hjres41,hjres40,hjres37.pdf 2017-02-07_hjres44.pdf 2017-02-28_hr998.pdf '
        '2017-03-07_hr1301.pdf 2017-05-02_hr244.pdf 2017-06-13_s1094.pdf 2017-06-27_hr3004.pdf '
        '2017-07-24_hjres111.pdf 2017-09-05_hr3354.pdf 2017-09-08_s1519.pdf 2017-09-12_hr3697.pdf '
        '2017-09-26_hr3823.pdf 2017-11-01_hr849.pdf 2018-01-09_s139.pdf 2018-02-08_hr1892.pdf '
        '2018-05-15_hr2.pdf 2018-05-21_s2155.pdf 2018-06-26_hr2.pdf 2018-07-23_hr184.pdf '
        '2018-07-24_hr6147.pdf 2018-08-15_hr6157.pdf'
    ),
    'archive/statements/45-Trump/116': (
        '2019-01-02_hr268.pdf 2019-01-09_hr264.pdf 2019-01-16_hr268.pdf 2019-02-25_hr8.pdf '
        '2019-04-29_hr9.pdf 2019-06-24_hr3401.pdf 2019-07-24_hr3239.pdf 2019-09-25_hr3525.pdf '
        '2019-10-23_hr4617.pdf 2019-10-28_hr823.pdf 2020-01-27_hr5543.pdf 2020-02-05_hr5687.pdf '
        '2020-06-29_hr5332.pdf 2020-08-21_hr8015.pdf 2020-12-09_sjres77,sjres78,sjres79,sjres80.pdf'
    ),
    'archive/statements/46-Biden/117': (
        '2021-02-26_hr1319.pdf 2021-03-08_hr842.pdf 2021-03-18_hr1603.pdf 2021-05-17_hr1629.pdf '
        '2021-05-18_hr3237.pdf 2021-06-14_hr1187.pdf 2021-06-22_hr239.pdf 2021-06-28_hr3684.pdf '
        '2021-07-19_hr2467.pdf 2021-08-23_hr4.pdf 2021-09-21_hr4350.pdf 2021-09-27_hr3110.pdf '
        '2021-10-20_s2747.pdf 2021-11-03_s4.pdf 2022-02-01_hr4521.pdf 2022-03-03_sjres38.pdf '
        '2022-03-15_hr2116.pdf 2022-05-05_hr2499.pdf 2022-05-05_hr5129.pdf 2022-05-05_s4132.pdf '
        '2022-06-07_hr7910.pdf 2022-06-21_hr7666.pdf 2022-07-12_hr6538.pdf 2022-07-18_hr8294.pdf '
        '2022-07-22_hr6929.pdf 2022-07-26_hr263.pdf 2022-08-06_hr5376.pdf 2022-09-22_hr4118.pdf '
        '2022-11-15_sjres63.pdf 2022-11-16_hr8404.pdf 2022-12-06_hr3648.pdf 2022-12-14_hr8393.pdf '
        '2022-12-20_hr2617.pdf'
    ),
    'archive/statements/46-Biden/118': (
        '2023-01-30_hr382.pdf 2023-02-27_hjres30.pdf 2023-04-17_hr734.pdf 2023-04-19_sjres10.pdf '
        '2023-04-26_sjres11.pdf 2023-04-27_sjres4.pdf 2023-05-08_hr1163.pdf 2023-05-11_sjres23.pdf '
        '2023-05-17_hr3091.pdf 2023-05-22_hjres45.pdf 2023-05-22_hr467.pdf 2023-06-06_hr1615.pdf '
        '2023-07-10_hr2670.pdf 2023-07-18_s2226.pdf 2023-09-22_hr4665.pdf 2023-11-08_sjres38.pdf '
        '2023-11-27_hr5283.pdf 2023-12-11_hr357.pdf 2023-12-12_hr2670.pdf 2024-01-08_hjres98.pdf '
        '2024-01-31_sjres50.pdf 2024-02-07_hr815.pdf 2024-03-21_hr2882.pdf 2024-04-12_hr529.pdf '
        '2024-04-12_hr7888.pdf 2024-04-29_hr3397.pdf 2024-05-09_hr3935.pdf 2024-05-15_sjres57.pdf '
        '2024-06-03_hr8580.pdf 2024-06-24_hr8774.pdf 2024-07-08_hjres165.pdf 2024-07-09_s4554.pdf '
        '2024-07-22_hr8998.pdf 2024-07-25_s2073.pdf 2024-08-01_hr7024.pdf 2024-09-11_hr9456.pdf '
        '2024-09-17_hr4790.pdf 2024-09-24_hr9747.pdf'
    ),
    'archive/statements/47-Trump/119': (
        '2025-02-06_hr26.pdf 2025-03-27_hjres24.pdf 2025-03-27_hr1048.pdf 2025-04-07_s1272.pdf '
        '2025-04-08_hr1526.pdf 2025-05-06_hr276.pdf 2025-05-07_sjres13.pdf 2025-06-03_hr2966.pdf '
        '2025-07-15_hr1919.pdf 2025-09-05_hr4553.pdf 2025-09-08_hr3838.pdf 2025-10-07_sjres83.pdf '
        '2025-12-09_s1071.pdf 2026-01-07_hr504.pdf 2026-01-21_hr6359.pdf 2026-01-22_hr7148.pdf '
        '2026-02-03_hr4090.pdf 2026-02-11_hr2189.pdf 2026-02-11_hr3617.pdf 2026-03-04_hconres38.pdf '
        '2026-03-18_hr1958.pdf 2026-03-25_hr5103.pdf 2026-03-25_sjres103.pdf 2026-04-15_hr6398.pdf '
        '2026-04-15_hr6409.pdf 2026-04-15_sjres123.pdf 2026-04-16_hconres40.pdf 2026-04-21_hr1897.pdf '
        '2026-04-22_hr4690.pdf 2026-04-22_hr5587.pdf 2026-04-29_sjres99.pdf 2026-05-01_hr8509.pdf '
        '2026-05-13_hr5625.pdf 2026-05-20_hres1299.pdf 2026-06-03_s2.pdf 2026-06-04_hr8646.pdf '
        '2026-06-16_sjres172.pdf 2026-06-17_sres616.pdf'
    ),
}

SAP_STATEMENTS_OTHER = {
    '': (
        '.github/workflows/run_scraper.yaml .gitignore README.md presidents.yaml requirements.txt scraper.py '
        'test.py ucsb_scraper.py'
    ),
    'archive': (
        '40-Reagan.yaml 41-Bush.yaml 42-Clinton.yaml 43-Bush.yaml 44-Obama.yaml 45-Trump.yaml 46-Biden.yaml '
        '47-Trump.yaml'
    ),
}


GE_TAXI_KIND = {
    'tests/test_sets/taxi_yellow_tripdata_samples': (
        'yellow_tripdata_sample_2018-01.csv yellow_tripdata_sample_2018-02.csv '
        'yellow_tripdata_sample_2018-03.csv yellow_tripdata_sample_2018-04.csv '
        'yellow_tripdata_sample_2018-05.csv yellow_tripdata_sample_2018-06.csv '
        'yellow_tripdata_sample_2018-07.csv yellow_tripdata_sample_2018-08.csv '
        'yellow_tripdata_sample_2018-09.csv yellow_tripdata_sample_2018-10.csv '
        'yellow_tripdata_sample_2018-11.csv yellow_tripdata_sample_2018-12.csv '
        'yellow_tripdata_sample_2019-01.csv yellow_tripdata_sample_2019-02.csv '
        'yellow_tripdata_sample_2019-03.csv yellow_tripdata_sample_2019-04.csv '
        'yellow_tripdata_sample_2019-05.csv yellow_tripdata_sample_2019-06.csv '
        'yellow_tripdata_sample_2019-07.csv yellow_tripdata_sample_2019-08.csv '
        'yellow_tripdata_sample_2019-09.csv yellow_tripdata_sample_2019-10.csv '
        'yellow_tripdata_sample_2019-11.csv yellow_tripdata_sample_2019-12.csv '
        'yellow_tripdata_sample_2020-01.csv yellow_tripdata_sample_2020-02.csv '
        'yellow_tripdata_sample_2020-03.csv yellow_tripdata_sample_2020-04.csv '
        'yellow_tripdata_sample_2020-05.csv yellow_tripdata_sample_2020-06.csv '
        'yellow_tripdata_sample_2020-07.csv yellow_tripdata_sample_2020-08.csv '
        'yellow_tripdata_sample_2020-09.csv yellow_tripdata_sample_2020-10.csv '
        'yellow_tripdata_sample_2020-11.csv yellow_tripdata_sample_2020-12.csv'
    ),
    'tests/test_sets/taxi_yellow_tripdata_samples/first_3_files': (
        'yellow_tripdata_sample_2019-01.csv yellow_tripdata_sample_2019-02.csv '
        'yellow_tripdata_sample_2019-03.csv'
    ),
    'tests/test_sets/taxi_yellow_tripdata_samples/first_ten_trips_in_each_file': (
        'yellow_tripdata_sample_2018-01.csv yellow_tripdata_sample_2018-02.csv '
        'yellow_tripdata_sample_2018-03.csv yellow_tripdata_sample_2018-04.csv '
        'yellow_tripdata_sample_2018-05.csv yellow_tripdata_sample_2018-06.csv '
        'yellow_tripdata_sample_2018-07.csv yellow_tripdata_sample_2018-08.csv '
        'yellow_tripdata_sample_2018-09.csv yellow_tripdata_sample_2018-10.csv '
        'yellow_tripdata_sample_2018-11.csv yellow_tripdata_sample_2018-12.csv '
        'yellow_tripdata_sample_2019-01.csv yellow_tripdata_sample_2019-02.csv '
        'yellow_tripdata_sample_2019-03.csv yellow_tripdata_sample_2019-04.csv '
        'yellow_tripdata_sample_2019-05.csv yellow_tripdata_sample_2019-06.csv '
        'yellow_tripdata_sample_2019-07.csv yellow_tripdata_sample_2019-08.csv '
        'yellow_tripdata_sample_2019-09.csv yellow_tripdata_sample_2019-10.csv '
        'yellow_tripdata_sample_2019-11.csv yellow_tripdata_sample_2019-12.csv '
        'yellow_tripdata_sample_2020-01.csv yellow_tripdata_sample_2020-02.csv '
        'yellow_tripdata_sample_2020-03.csv yellow_tripdata_sample_2020-04.csv '
        'yellow_tripdata_sample_2020-05.csv yellow_tripdata_sample_2020-06.csv '
        'yellow_tripdata_sample_2020-07.csv yellow_tripdata_sample_2020-08.csv '
        'yellow_tripdata_sample_2020-09.csv yellow_tripdata_sample_2020-10.csv '
        'yellow_tripdata_sample_2020-11.csv yellow_tripdata_sample_2020-12.csv'
    ),
    'tests/test_sets/taxi_yellow_tripdata_samples/samples_2020': (
        'yellow_tripdata_sample_2020-01.csv yellow_tripdata_sample_2020-02.csv '
        'yellow_tripdata_sample_2020-03.csv yellow_tripdata_sample_2020-04.csv '
        'yellow_tripdata_sample_2020-05.csv yellow_tripdata_sample_2020-06.csv '
        'yellow_tripdata_sample_2020-07.csv yellow_tripdata_sample_2020-08.csv '
        'yellow_tripdata_sample_2020-09.csv yellow_tripdata_sample_2020-10.csv '
        'yellow_tripdata_sample_2020-11.csv yellow_tripdata_sample_2020-12.csv'
    ),
}

GE_TAXI_OTHER = {
    '': (
        'tests/analytics/test_analytics.py tests/analytics/test_events.py tests/checkpoint/cloud_config.py '
        'tests/checkpoint/test_checkpoint_id_pk.py '
        'tests/data_context/abstract_data_context/test_abstract_data_context.py '
        'tests/data_context/abstract_data_context/test_data_docs_config_crud.py '
        'tests/data_context/fixtures/bad_yml/great_expectations.yml '
        'tests/data_context/fixtures/contexts/incomplete_uncommitted/great_expectations/great_expectations.yml '
        'tests/data_context/fixtures/contexts/incomplete_uncommitted/great_expectations/uncommitted/config_variables.yml '
        'tests/data_context/fixtures/invalid_config_version/great_expectations.yml '
        'tests/data_context/fixtures/missing_top_level_key/great_expectations.yml '
        'tests/datasource/__init__.py tests/datasource/test_sqlalchemy_datasource_workarounds.py '
        'tests/datasource/data_connector/sorters/__init__.py '
        'tests/datasource/fluent/data_asset/data_connector/__init__.py '
        'tests/datasource/fluent/data_asset/data_connector/test_azure_blob_storage_data_connector.py '
        'tests/datasource/fluent/data_asset/test_pandas_asset.py '
        'tests/datasource/fluent/integration/__init__.py '
        'tests/datasource/fluent/integration/integration_test_utils.py '
        'tests/execution_engine/partition_and_sample/test_pandas_execution_engine_sampling.py '
        'tests/execution_engine/partition_and_sample/test_sqlalchemy_execution_engine_partitioning.py '
        'tests/expectations/fixtures/expect_column_values_to_equal_three.py '
        'tests/experimental/metric_repository/test_metric_list_metric_retriever.py '
        'tests/integration/README.md tests/integration/__init__.py '
        'tests/integration/cloud/rest_contracts/unit_test_mocks/conftest.py '
        'tests/integration/common_workflows/test_sql_asset_workflows.py tests/integration/db/__init__.py '
        'tests/integration/db/test_sql_data_partitioned_on_datetime_and_day_part.py '
        'tests/integration/docusaurus/__init__.py '
        'tests/integration/docusaurus/connecting_to_your_data/datasource_configuration/datasource_configuration_test_utilities.py '
        'tests/integration/docusaurus/connecting_to_your_data/datasource_configuration/full_datasource_configurations.py '
        'tests/integration/docusaurus/expectations/__init__.py '
        'tests/integration/docusaurus/tutorials/__init__.py '
        'tests/integration/docusaurus/tutorials/getting-started/__init__.py '
        'tests/integration/docusaurus/tutorials/quickstart/v1_pandas_quickstart.py '
        'tests/integration/docusaurus/tutorials/quickstart/v1_sql_quickstart.py '
        'tests/integration/fixtures/failed_rows/great_expectations/.gitignore '
        'tests/integration/fixtures/failed_rows/great_expectations/expectations/.ge_store_backend_id '
        'tests/integration/fixtures/failed_rows/great_expectations/plugins/custom_data_docs/styles/data_docs_custom_styles.css '
        'tests/integration/fixtures/gcp_deployment/README.md '
        'tests/integration/fixtures/gcp_deployment/great_expectations/checkpoints/bigquery_checkpoint.yml '
        'tests/integration/fixtures/partition_and_sample_data/redshift_connection_string.yml '
        'tests/integration/fixtures/query_store/great_expectations/expectations/.ge_store_backend_id '
        'tests/integration/fixtures/yellow_tripdata_pandas_fixture/great_expectations/expectations/yellow_tripdata_validations.json '
        'tests/integration/test_definitions/README.md '
        'tests/integration/test_definitions/abs/integration_tests.py '
        'tests/integration/test_definitions/athena/integration_tests.py '
        'tests/integration/test_definitions/aws_glue/integration_tests.py '
        'tests/integration/test_definitions/gcs/partitioned_on_datetime.py '
        'tests/integration/test_definitions/gcs/select_batch_by_path.py '
        'tests/integration/test_definitions/mysql/integration_tests.py '
        'tests/integration/test_definitions/postgresql/integration_tests.py '
        'tests/integration/test_definitions/spark/__init__.py '
        'tests/integration/test_definitions/trino/__init__.py '
        'tests/integration/test_definitions/trino/integration_tests.py '
        'tests/performance/results/initial_baseline_run_2.json '
        'tests/performance/results/minimal_multithreading_run_2.json '
        'tests/performance/run_benchmark_multiple_times.sh tests/profile/__init__.py '
        'tests/profile/test_profile.py '
        'tests/profile/fixtures/expected_evrs_SuiteBuilderProfiler_on_titanic_with_configurations.json '
        'tests/render/fixtures/ValidationResultsPageRenderer_render_with_run_info_at_end_nc.json '
        'tests/render/fixtures/datetime_column_evrs.json tests/render/renderer/__init__.py '
        'tests/render/renderer/test_other_section_renderer.py '
        'tests/render/renderer/content_block/test_content_block.py tests/test_definitions/__init__.py '
        'tests/test_definitions/column_pair_map_expectations/expect_column_pair_values_a_to_be_greater_than_b.json '
        'tests/test_definitions/multicolumn_map_expectations/expect_multicolumn_sum_to_equal.json '
        'tests/test_definitions/other_expectations/expect_table_row_count_to_be_between.json '
        'tests/test_definitions/query_expectations/unexpected_rows_expectation.json '
        'tests/test_sets/quickstart/yellow_tripdata.db '
        'tests/test_sets/quickstart/yellow_tripdata_sample_2022-01.csv '
        'tests/test_sets/taxi_yellow_tripdata_samples/samples_2021/yellow_tripdata_sample_2021.csv '
        'tests/test_sets/taxi_yellow_tripdata_samples/ten_trips_from_each_month/yellow_tripdata_sample_10_trips_from_each_month.csv'
    ),
    'tests': (
        'test_convert_to_json_serializable.py test_deprecation.py test_utils.py'
    ),
    'tests/core': (
        'test_config_provider.py test_expectation_configuration.py test_expectation_suite.py test_util.py '
        'test_yaml_handler.py'
    ),
    'tests/core/factory': (
        '__init__.py test_checkpoint_factory.py test_suite_factory.py test_validation_definition_factory.py'
    ),
    'tests/data_context': (
        'conftest.py test_cloud_data_context.py test_data_context.py test_data_context_config_ui.py '
        'test_data_context_data_docs_api.py test_data_context_resource_identifiers.py '
        'test_data_context_store_configs.py'
    ),
    'tests/data_context/cloud_data_context': (
        '__init__.py test_data_docs_api.py test_version_checker.py'
    ),
    'tests/data_context/store': (
        'test_data_asset_store.py test_expectations_store.py test_store_backends.py '
        'test_v1_checkpoint_store.py test_validation_definition_store.py test_validation_results_store.py'
    ),
    'tests/datasource/data_connector': (
        '__init__.py test_batch_filter.py test_data_connector_util.py'
    ),
    'tests/datasource/fluent': (
        'great_expectations.yml test_batch_identifier_util.py test_contexts.py '
        'test_pandas_azure_blob_storage_datasource.py test_pandas_filesystem_datasource.py '
        'test_pandas_google_cloud_storage_datasource.py test_spark_filesystem_datasource.py'
    ),
    'tests/datasource/fluent/json_assets': (
        'yellow_tripdata_sample_2019-02.json yellow_tripdata_sample_2019-04.json '
        'yellow_tripdata_sample_2019-05.json yellow_tripdata_sample_2019-08.json '
        'yellow_tripdata_sample_2019-12.json'
    ),
    'tests/execution_engine': (
        '__init__.py conftest.py test_sqlalchemy_batch_data.py'
    ),
    'tests/expectations': (
        'test_dataclass_serializable_dot_dict_pattern.py test_expectation_atomic_renderers.py '
        'test_format_map_output.py test_registry.py test_util.py'
    ),
    'tests/expectations/core': (
        'test_expect_column_values_to_be_of_type.py '
        'test_expect_queried_column_value_frequency_to_meet_threshold.py '
        'test_expect_table_row_count_to_be_between.py'
    ),
    'tests/expectations/metrics': (
        'test_map_metric.py test_metric_providers.py test_table_column_types.py'
    ),
    'tests/integration/docusaurus/deployment_patterns': (
        '__init__.py aws_emr_serverless_deployment_patterns.py '
        'aws_glue_deployment_patterns_great_expectations.yaml'
    ),
    'tests/render': (
        '__init__.py test_OpsgenieRenderer.py test_default_jinja_view.py test_inline_renderer.py '
        'test_page_renderer.py test_render.py test_render_ValidationResultsTableContentBlockRenderer.py '
        'test_styled_string_template.py'
    ),
    'tests/test_definitions/column_aggregate_expectations': (
        'expect_column_distinct_values_to_be_in_set.json expect_column_most_common_value_to_be_in_set.json '
        'expect_column_pair_cramers_phi_value_to_be_less_than.json'
    ),
    'tests/test_definitions/column_map_expectations': (
        'expect_column_values_to_be_between__evaluation_parameters.json expect_column_values_to_be_null.json '
        'expect_column_values_to_match_regex.json'
    ),
    'tests/test_fixtures': (
        'great_expectations_basic_with_variables.yml '
        'great_expectations_basic_without_config_variables_filepath.yml '
        'great_expectations_titanic_no_data_docs.yml great_expectations_titanic_pre_v013_no_data_docs.yml '
        'great_expectations_v013_basic_with_usage_stats_enabled.yml '
        'great_expectations_v013_no_datasource_stats_enabled.yml'
    ),
    'tests/test_sets': (
        'Titanic.csv Titanic.feather Titanic.parquet Titanic.pkl Titanic.sas7bdat '
        'distributional_expectations_data_base.csv distributional_expectations_data_base.json '
        'distributional_expectations_data_test.csv distributional_expectations_data_test.json '
        'expected_cli_results_default.json fixed_distributional_test_dataset.csv '
        'fixed_distributional_test_dataset.json invalid_json_file.json metrics_test.db '
        'nested_test_json_data_file.json referential_integrity_dataset.db sample_schema.json '
        'test_cases_for_sql_data_connector.db test_json_data_file.json test_partitions.json '
        'test_partitions_definition_fixture.json titanic.db titanic_custom_expectations.json '
        'titanic_evaluation_parameters.json titanic_expectations.json '
        'titanic_expected_data_asset_validate_results.json '
        'titanic_expected_data_asset_validate_results_with_exceptions.json '
        'titanic_parameterized_expectations.json titanic_sql_test_cases.db'
    ),
    'tests/test_sets/learn_data_quality_use_cases': (
        'missingness.csv schema_financial_transfers.csv volume_financial_transfers.csv'
    ),
    'tests/test_sets/taxi_yellow_tripdata_samples/random_subsamples': (
        'yellow_tripdata_7500_lines_sample_2019-01.csv yellow_tripdata_8500_lines_sample_2019-02.csv '
        'yellow_tripdata_9000_lines_sample_2019-03.csv'
    ),
    'tests/test_sets/taxi_yellow_tripdata_samples/sqlite': (
        'yellow_tripdata.db yellow_tripdata_2020.db yellow_tripdata_sample_2020_all_months_combined.db'
    ),
    'tests/test_sets/visits': (
        'README.md visits.csv visits.db'
    ),
    'tests/validator': (
        '__init__.py test_validation_graph.py test_validation_statistics.py'
    ),
}


NYC_COVID_TABLES_KIND = {
    '': (
        'alert-levels/nyc_alert_levels.csv'
    ),
    'archive': (
        'boro.csv boroughs-by-age.csv boroughs-by-race.csv boroughs-by-sex.csv boroughs-case-hosp-death.csv '
        'case-hosp-death.csv probable-confirmed-dod.csv recent-4-week-by-modzcta.csv '
        'recent-4-week-citywide.csv syndromic_data.csv syndromic_data_4week.csv tests-by-zcta.csv'
    ),
    'latest': (
        '7day-transmission-rate.csv hosp_death_last28days-by-modzcta.csv now-cases-by-day.csv '
        'now-covid-like-illness.csv now-data-by-day.csv now-deaths-by-day.csv now-hosp-by-day.csv '
        'now-summary.csv now-transmission-by-uhf42.csv now-weekly-case-rate-age.csv '
        'now-weekly-case-rate-race.csv now-weekly-death-rate-age.csv now-weekly-death-rate-race.csv '
        'now-weekly-hosp-rate-age.csv now-weekly-hosp-rate-race.csv'
    ),
    'totals': (
        'by-group.csv data-by-modzcta.csv deaths-by-race-age.csv group-cases-by-boro.csv '
        'group-data-by-boro.csv group-death-by-boro.csv group-hosp-by-boro.csv summary.csv'
    ),
    'trends': (
        'caserate-by-modzcta.csv cases-by-day.csv covid-like-illness-by-boro.csv covid-like-illness.csv '
        'data-by-day.csv deathrate-by-modzcta.csv deaths-by-day.csv hosp-by-day.csv hosprate-by-modzcta.csv '
        'weekly-case-rate-age.csv weekly-case-rate-race.csv weekly-death-rate-age.csv '
        'weekly-death-rate-race.csv weekly-hosp-rate-age.csv weekly-hosp-rate-race.csv'
    ),
    'variants': (
        'cases-sequenced.csv now-cases-sequenced.csv now-variant-epi-data.csv variant-classification.csv '
        'variant-epi-data.csv'
    ),
}

NYC_COVID_TABLES_OTHER = {
    '': (
        '.gitignore README.md alert-levels/readme.md archive/Readme.md latest/Readme.md totals/Readme.md '
        'trends/Readme.md variants/Readme.md'
    ),
    'Geography-resources': (
        'MODZCTA_2010.dbf MODZCTA_2010.prj MODZCTA_2010.shp MODZCTA_2010.shx MODZCTA_2010_WGS1984.geo.json '
        'MODZCTA_2010_WGS1984.topo.json README.md ZCTA-to-MODZCTA.csv'
    ),
    'Geography-resources/UHF_resources': (
        'UHF42.geo.json',
        'UHF42.topo.json',
        'uhf-to-zip crosswalk.csv',
        'uhf-to-zip crosswalk.xlsx',
    ),
    'Geography-resources/UHF_resources/uhf42_shapefiles': (
        'UHF42.dbf UHF42.prj UHF42.shp UHF42.shx'
    ),
}


GESETZE_LAWS_KIND = {
    '': (
        'a/abzusforstabkpolg/index.md a/aelv_2017/index.md a/agrarabsfdg/index.md a/agrstatebv_2021/index.md '
        'a/akg/index.md a/albeitrbek_2017/index.md a/alkopopstg/index.md a/altersverserhv_2/index.md '
        'a/altzertg/index.md a/anfrv/index.md a/anlgblnv/index.md a/antidhg/index.md a/ao_1977/index.md '
        'a/asig/index.md a/athaftuebkg/index.md a/aueg/index.md a/aufsratvtr_che/index.md '
        'a/aug_1abs2bek_16/index.md a/ausglmechv_2015/index.md a/ausglvtr_nld/index.md '
        'b/babefugv_2008/index.md b/bankkflausbv/index.md b/bartschv_2005/index.md b/battg/index.md '
        'b/bbaug/index.md b/bbvanpg_98/index.md b/beg_172dv_60/index.md b/begschlgart5v_1/index.md '
        'b/behv/index.md b/bergmausbv/index.md b/berguebkg/index.md b/besatzreglvtrart1bek/index.md '
        'b/besuev2bek_1998-12-03/index.md b/betravabk_lux/index.md b/bewaufnuebkhaag/index.md '
        'b/bfdg/index.md b/bfrg/index.md b/bierv/index.md b/bimschv_14/index.md b/bimschv_18/index.md '
        'b/bimschv_5_1993/index.md b/binschgerg/index.md b/binschstrev_2012/index.md '
        'b/binschuo2018anh_ix/index.md b/bioabfv/index.md b/bkadv/index.md b/bkleingg/index.md '
        'b/bkorgerl_1989/index.md b/bkorgerl_1995-05/index.md b/bmeldduev_2_2015/index.md '
        'b/bmi-arbschganwv/index.md b/bodschaetzdv/index.md b/bpraesamtsbezano_1995/index.md '
        'b/bpraespatgerkldgano/index.md b/bpraesthhstiftg/index.md b/bruegdv_1/index.md b/bsavfv/index.md '
        'b/bstatg_1987/index.md b/bverfschg/index.md b/bvo_2/index.md b/bvwasozhzustano/index.md '
        'b/bwbeamtausglg/index.md b/bwehrzerlaenderl/index.md b/bwehrzerlneuferl/index.md '
        'b/bzollvuev/index.md c/chemsanktionsv/index.md c/cov19fkg/index.md c/csgg/index.md '
        'd/dbaaendprot_jpn_2/index.md d/dbabkg_jersey_2015/index.md d/dbarusaendprot/index.md '
        'd/dmbeendg/index.md d/donauschpvanl_1993/index.md d/drkg_2008/index.md d/dslbumwg/index.md '
        'e/ealg/index.md e/ecer_69/index.md e/efbv_2017/index.md e/elektrombmstrv/index.md e/emog/index.md '
        'e/emvbeitrv_2002/index.md e/entsorgfondsgzvereinnv/index.md e/epiaappoabwv/index.md '
        'e/erpvwg/index.md e/erpwiplang_1969/index.md e/euegv/index.md e/eupag/index.md e/eupatuebk/index.md '
        'e/eupatuebkao/index.md e/euzblg/index.md e/ewgbauartgenv/index.md f/famgkg/index.md '
        'f/feingehstempg/index.md f/ffvav/index.md f/fiausbv/index.md f/finvermv/index.md '
        'f/fischetikettg/index.md f/fischwausbv/index.md f/flexmstrv/index.md f/flurbg/index.md '
        'f/fmstfg/index.md f/forstwimeistprv_2004/index.md f/fortbvenaendv6anwv/index.md f/fpmmstrv/index.md '
        'f/frborduebk/index.md f/freqv/index.md f/fsaatherkv/index.md f/fspersav/index.md f/fztv/index.md '
        'g/gaslastv/index.md g/gaufzv_2017/index.md g/gdtwahlvdvtr/index.md g/genbkbeano/index.md '
        'g/genfrkabkzprot_i/index.md g/geozg/index.md g/geschgehg/index.md g/gfwtdbwvdv/index.md '
        'g/gii041202/index.md g/giv/index.md g/grabfertvbgautv/index.md g/grberichtvtrnld1g/index.md '
        'g/grestg_1983/index.md g/gvgeg/index.md h/hanfeinfv/index.md h/hdlfachwprv/index.md '
        'h/hmbnsgbefv/index.md h/hoai_2013/index.md h/hopfeinv/index.md h/htdbwvaprv/index.md '
        'h/hzvg_2002/index.md i/ienproguebk/index.md i/intatomorgvorrv/index.md i/intelsatuebkaendg/index.md '
        'i/intmeerschuebk1973g/index.md i/intmessworguebk/index.md i/itsiv-pv/index.md i/iucnvorv/index.md '
        'j/jabschlwuv/index.md j/jfangausbv/index.md k/kartkostv/index.md k/kartkrebs_kartzystv/index.md '
        'k/kaseinv/index.md k/kathilabkdnkg/index.md k/kfzanmverlg/index.md k/kfzunfentschv/index.md '
        'k/kitafinhg/index.md k/konsverfrav/index.md k/krwaffgenv_2/index.md k/kundenbtischlprv/index.md '
        'k/kv_pvpauschbeitrv/index.md k/kyotoprotanpfondsg/index.md l/lap-gbautdv/index.md '
        'l/lap-mdaav_2004/index.md l/lebensmausbv/index.md l/lfgb/index.md l/logopg/index.md '
        'l/lotso_1987/index.md l/lsvaabk_bues/index.md l/luftbo/index.md l/luftfzgabkg/index.md '
        'l/luftpersvdv_3_2017/index.md l/luftsischulv/index.md l/luftvgaendg_10/index.md '
        'l/luftvodv_163/index.md l/luftvodv_178/index.md l/lwgenv/index.md m/margmfv/index.md '
        'm/marimedv/index.md m/markeng_8bek_00-03-27/index.md m/marketgestausbv/index.md '
        'm/massschuhmausbv/index.md m/mauerg/index.md m/metallbinstrmmausbv/index.md m/metblmstrv/index.md '
        'm/milchkennzv/index.md m/milseelsg/index.md m/mntdaivaprv/index.md m/mphg/index.md '
        'm/muenz100eurobek_2011/index.md m/muenz100eurobek_2021-09-15/index.md '
        'm/muenz10dmbek_1998-08/index.md m/muenz10eurobek_2005-05/index.md '
        'm/muenz10eurobek_2009-03-24/index.md m/muenz10eurobek_2013-07-09/index.md '
        'm/muenz20eurobek_2022-01-20_2/index.md m/muenz2eurobek_2013/index.md m/muenz5dmbek_1972/index.md '
        'm/muenz5dmbek_1974-04/index.md m/mukfrrgdbest_1/index.md n/nlposv_2012/index.md o/oelmeldv/index.md '
        'o/ordennachwv/index.md o/ostsumwschuebk_1992/index.md p/packmausbv/index.md '
        'p/patbeteiligungsv/index.md p/patinfozbek_1999-11/index.md p/persstdauszuebk/index.md '
        'p/persstdauszuebkg/index.md p/persstdnamuebk/index.md p/pflafinv/index.md '
        'p/pflanztechnausbv/index.md p/pflnv/index.md p/pflzschuebkg/index.md p/pfptrstatzprot/index.md '
        'p/pkhb_2013/index.md p/pkhb_2019/index.md p/planzv_90/index.md p/postdienstbeihazano/index.md '
        'p/postsparabk_1984/index.md p/postztgabk_1984/index.md p/preisv_1_82/index.md p/prisengo/index.md '
        'p/prodsg2011v_10/index.md p/protechprv/index.md p/psa-dg/index.md p/ptstifternano/index.md '
        'r/raag/index.md r/rag_1/index.md r/rag_13/index.md r/rag_2/index.md r/rav_3/index.md '
        'r/rbbek_2013/index.md r/rbbek_2014/index.md r/rheinschvtr/index.md r/rtrabwg_11abs3dv/index.md '
        'r/ruestkontrg/index.md r/rv_uvrag_1987/index.md r/rvchilabkg/index.md r/rvg/index.md '
        's/saausbv_2005/index.md s/schkg_19abs2__24bek_2019/index.md s/schuldmitueg/index.md '
        's/seelaufv/index.md s/seeschsiuebk/index.md s/seestreitkrabk_genf/index.md '
        's/seestro1972uebkg/index.md s/seeunterkunftsv_2019/index.md s/sgb_14/index.md '
        's/sichlvfinv_2016/index.md s/signbenennv/index.md s/sokasig_2/index.md s/sozsichabk_pol/index.md '
        's/sozsichabkdvbg_hun/index.md s/sozsichrheinschiffuebkvwvbgg/index.md s/staatenluebkg/index.md '
        's/standregv/index.md s/stbefrabk_let/index.md s/stgrenzvtrautg/index.md '
        's/stromstg_10abs3uabek_2019/index.md s/stvzoausnv_25/index.md s/suesswausbv/index.md '
        's/svvtryugvtrg/index.md s/svwgaendg_8/index.md t/textilkennzg_2016/index.md t/tfg/index.md '
        't/thakredg/index.md t/thermmausbv/index.md t/tiernebbussv/index.md t/tierpflausbv_2003/index.md '
        't/tierzdv/index.md t/tsg/index.md u/uhentsch_uhpfluebkhaagg/index.md u/umwstg2006_27abs15v/index.md '
        'u/ustatg_2005/index.md u/usterstvo/index.md u/uwg_2004/index.md v/verlg/index.md '
        'v/verpackg/index.md v/verstv_2003/index.md v/vfbazv/index.md v/vollstrvtrnldag/index.md '
        'v/vwdvg_2010/index.md v/vwgmbhvtr/index.md w/wanderabk_aus/index.md w/wasbauprv/index.md '
        'w/wehrbbtg/index.md w/weintechausbv/index.md w/wildtartuebkinkraendv_2/index.md '
        'w/wismutagabkg/index.md w/wistrg_1954/index.md w/wpostvvfo_1999/index.md w/wrackbkostdg/index.md '
        'w/wsf-dv/index.md w/wzg_35afgbek/index.md w/wzg_35belbek/index.md w/wzg_35dnkbek/index.md '
        'w/wzg_35nfkbek/index.md w/wzg_35nldbek/index.md w/wzg_35phibek/index.md w/wzg_4arabsatbek/index.md '
        'w/wzg_4esobek/index.md w/wzg_4sbek/index.md w/wzgbek_1939-07-28/index.md z/zagmonawv/index.md '
        'z/zinngiesshwv/index.md z/zisag/index.md z/zsdigrentuegremv/index.md z/zshg/index.md '
        'z/zupfinstrumentausbv/index.md z/zweckvg/index.md'
    ),
}

GESETZE_LAWS_OTHER = {
    '': (
        'a/abbv/bgbl1_2010_j0856_0140.jpg a/awv_2013/banzat_2021_210811001115B001.jpg '
        'a/awzrovanl/bgbl1_2021_j0033_0020.jpg b/bbhv/bgbl1_2018_j1232-1_0020.pdf '
        'b/bgbeg/bgbl1_2016_ZiK_04f.jpg b/bimschv_10_2010/bgbl1_2019_j2739-1_0050.jpg '
        'b/bimschv_10_2010/bgbl1_2019_j2739-1_0130.jpg b/bimschv_16/bgbl1_2014_j2269-1_0210.jpg '
        'b/bimschv_26/bgbl1_2013_j3266-1_0020.jpg b/binscheo/bgbl1_2017_j0330-1_0130.pdf '
        'b/binscheo/bgbl1_2017_j0330-1_0170.pdf b/binschuo2018anh_ii/bgbl1_2018_j1398-1_0060.jpg '
        'b/binschuo2018anh_v/bgbl1_2018_j1398-1_0850.pdf e/ebo/bgbl1_1991_j0028_ab_0020.jpg '
        'e/einbtestv/bgbl1_2013_j0585-1_0060.jpg e/einbtestv/bgbl1_2013_j0585-1_0100.jpg '
        'e/ekfv/bgbl1_2019_j0756-1_0060.jpg e/entschfinv/bgbl1_2016_j0009-1_0130_thumb.gif '
        'e/entschfinv/bgbl1_2016_j0009-1_0150_thumb.gif e/envkg_2012/bgbl1_2015_j2194-1_0010.jpg '
        'f/fabaumpflprv/bgbl1_2020_j2643-1_0020.jpg f/flulaermhopstv/bgbl1_1991_j1523_0010.jpg '
        'f/flulaermlechfv/bgbl1_1992_j0485_0010.jpg f/frhfgrdegv_2/bgbl1_1997_j3205_0010.jpg '
        'g/ggvseb/bgbl1_2021_j0481-1_0030.jpg g/gromikv_2014/bgbl1_2013_j4183-1_0070.pdf '
        'i/immowertv_2022/bgbl1_2021_j2805-1_0070.jpg k/kapausstv_2016/bgbl1_2016_j0795-1_0080.pdf '
        'k/kvav/bgbl1_2016_j0780-1_0050_thumb.gif l/lmidv/bgbl1_2020_j2266-1_0040.pdf '
        'm/mbbo/bgbl1_1997_j2337_0020.jpg m/messev/bgbl1_2014_j2010-1_0050.jpg '
        'm/messev/bgbl1_2014_j2010-1_0080.jpg m/molkmeistprv_2021/bgbl1_2021_j4204-1_0030.jpg '
        'm/muenz100eurobek_2012/bgbl1_2012_j2174-1_0010.jpg '
        'm/muenz100eurobek_2021-02-08/bgbl1_2021_j0256-1_0010.jpg '
        'm/muenz10dmbek_1998-05/bgbl1_1998_j1237_0010.jpg '
        'm/muenz10eurobek_2009-05-07/bgbl1_2009_j1140-1_0010.jpg '
        'm/muenz10eurobek_2011-05-25/bgbl1_2011_j1008-1_0030.jpg '
        'm/muenz10eurobek_2012-03-08/bgbl1_2012_j0491-1_0020.jpg '
        'm/muenz10eurobek_2013-04-25/bgbl1_2013_j1246-1_0010.jpg '
        'm/muenz10eurobek_2013-04-25/bgbl1_2013_j1246-1_0040.jpg '
        'm/muenz20eurobek_2016-07-11/bgbl1_2016_j1583-1_0010.jpg '
        'm/muenz20eurobek_2018-07-23_4/bgbl1_2018_j1210-1_0020.jpg '
        'm/muenz25eurobek_2021-09-15/bgbl1_2021_j4630-1_0010.jpg '
        'm/muenz2eurobek_2013-01/bgbl1_2013_j0260-1_0010.jpg '
        'm/muenz2eurobek_2019-10-08/bgbl1_2019_j1542-1_0020.jpg n/nsgbefv/bgbl1_1987_j2543-1_0010.jpg '
        'p/pauswv/bgbl1_2010_j1460-1_0110.jpg p/pferdewmeistprv/bgbl1_2015_j1825-1_0030.jpg '
        'p/pflanzentechmeistprv/bgbl1_2017_j3815-1_0010.jpg p/pkhfv/bgbl1_2014_j0034-1_0040.pdf '
        'p/prodsg_2021/bgbl1_2021_j3146-1_0010.pdf p/pstv/bgbl1_2018_j1800_0010.pdf '
        'r/rheinschpersv/bgbl2_2016_j0708_0010.jpg r/rueckabzinsv/bgbl1_2009_j3790-1_0060.gif '
        's/sprengv_1/bgbl1_2017_j1617-1_0010.jpg s/stbapo_1977/bgbl1_2012_j1126_0130.pdf '
        's/strlschv_2018/bgbl1_2018_j2034-1_0060.jpg s/strlschv_2018/bgbl1_2018_j2034-1_0170.jpg '
        's/svwo_1997/bgbl1_2021_j0177_0010.pdf t/tfv/bgbl1_2011_j0705-1_0010.jpg '
        't/tfv/bgbl1_2011_j0705-1_0060.pdf v/vbrinsvv/bgbl1_2014_j0825-1_0050.pdf '
        'v/vbrinsvv/bgbl1_2014_j0825-1_0230.pdf w/wastrbav/vkbl_2016_juris-n_VkBl_2016_438_0010.jpg '
        'w/weinuev_1995/bgbl1_2016_j0002-1_0010.pdf w/wzg_4frabek/bgbl1_1968_j1416_0010.jpg '
        'w/wzg_4hunbek/bgbl1_1967_j1123_0010.jpg w/wzg_4nldbek_1975/bgbl1_1975_j2912_0010.jpg '
        'w/wzg_4umwschbek/bgbl1_1993_j1159_0010.jpg z/zaganzv/bgbl1_2021_j1061_0040.pdf '
        'z/zgaendg_4_1964/bgbl1_1964_j0806_0010.jpg z/zuv_2012/bgbl1_2007_j1941_0010.jpg '
        'z/zuv_2012/bgbl1_2007_j1941_0020.jpg z/zvfv/bgbl1_2014_j0754-1_0150.pdf'
    ),
    'a/aufenthv': (
        'bgbl1_2007_j1970_0360.jpg bgbl1_2007_j1970_0500.jpg bgbl1_2011_j1530-1_0020.jpg '
        'bgbl1_2017_j0162-1_1520.jpg bgbl1_2017_j0162-1_1710.jpg bgbl1_2019_j0010-1_0020.jpg '
        'bgbl1_2021_j3682-1_0130.jpg bgbl1_2021_j3682-1_0180.jpg bgbl1_2021_j3682-1_0190.jpg '
        'bgbl1_2021_j3682-1_0280.jpg'
    ),
    'b/beschussv': (
        'bgbl1_2006_j1474-1_0140.jpg bgbl1_2006_j1474-1_0250.jpg bgbl1_2021_j4622-1_0010.jpg'
    ),
    'b/binschstro_2012': (
        'bgbl1_2012_j0001_0006_ab1.jpg bgbl1_2012_j0001_0026_ab1.jpg bgbl1_2012_j0001_0034_ab1.jpg '
        'bgbl1_2012_j0001_0046_ab1.jpg bgbl1_2012_j0001_0065_ab1.jpg bgbl1_2012_j0001_0073_ab1.jpg '
        'bgbl1_2012_j0001_0135_ab1.jpg bgbl1_2012_j0001_0136_ab1.jpg bgbl1_2012_j0001_0142_ab1.jpg '
        'bgbl1_2012_j0001_0170_ab1.jpg bgbl1_2012_j0001_0175_ab1.jpg bgbl1_2012_j0001_0189_ab1.jpg '
        'bgbl1_2012_j0001_0220_ab1.jpg bgbl1_2012_j0001_0226_ab1.jpg bgbl1_2012_j0001_0229_ab1.jpg '
        'bgbl1_2012_j0001_0261_ab1.jpg bgbl1_2012_j0001_0326_ab1.jpg bgbl1_2012_j0001_0343_ab1.jpg '
        'bgbl1_2012_j0001_0344_ab1.jpg bgbl1_2012_j0001_0359_ab1.jpg bgbl1_2012_j0001_0380_ab1.jpg '
        'bgbl1_2012_j0001_0394_ab1.jpg bgbl1_2012_j0001_0490_ab1.jpg'
    ),
    'e/eemd-zvanl_ii': (
        'banzat_2021_20211029v2_05.jpg banzat_2021_20211029v2_07.jpg banzat_2021_20211029v2_12.jpg'
    ),
    'f/fzv_2011': (
        'bgbl1_2011_j0139-1_0040.jpg bgbl1_2011_j0139-1_0070.jpg bgbl1_2011_j0139-1_0260.jpg '
        'bgbl1_2011_j0139-1_0290.jpg'
    ),
    'j/jarbschuv': (
        'pdf_grafik_jarbschuv_b0336.jpg pdf_grafik_jarbschuv_b0351.jpg pdf_grafik_jarbschuv_b0353.jpg'
    ),
    'm/moselschpv_1997': (
        'bgbl2_2011_j1327_0010.jpg bgbl2_2011_j1330_0010.jpg bgbl2_2014_j0371_0001.jpg'
    ),
    'n/npsg': (
        'bgbl1_2021_j2231-1_0130.jpg bgbl1_2021_j2231-1_0200.jpg bgbl1_2021_j2231-1_0270.jpg '
        'bgbl1_2021_j2231-1_0330.jpg'
    ),
    'p/passv_2007': (
        'bgbl1_2015_j0218-1_0100.jpg bgbl1_2017_j0162-1_0340.jpg bgbl1_2017_j0162-1_0580.jpg '
        'bgbl1_2017_j0162-1_1050.jpg bgbl1_2017_j0162-1_1090.jpg bgbl1_2021_j3682-1_0010.jpg'
    ),
    'p/planzv_90': (
        'bgbl1_1991_ab_j0001_0010.jpg bgbl1_1991_ab_j0001_0090.jpg bgbl1_1991_ab_j0002_0050.jpg '
        'bgbl1_1991_ab_j0005_0010.jpg bgbl1_1991_ab_j0005_0050.jpg bgbl1_1991_ab_j0006_0010.jpg '
        'bgbl1_1991_ab_j0006_0060.jpg bgbl1_1991_ab_j0006_0120.jpg bgbl1_1991_ab_j0009_0060.jpg '
        'bgbl1_1991_ab_j0011_0050.jpg bgbl1_1991_ab_j0012_0010.jpg bgbl1_1991_ab_j0012_0140.jpg '
        'bgbl1_1991_ab_j0015_0150.jpg bgbl1_1991_ab_j0015_0170.jpg bgbl1_1991_ab_j0017_0040.jpg '
        'bgbl1_2011_j1509-1_0020.jpg'
    ),
    'r/rheinschpv_1994': (
        'bgbl2_1994_j0019_ab_0030.jpg bgbl2_1994_j0020_ab_0030.jpg bgbl2_1994_j0028_ab_0040.jpg '
        'bgbl2_1994_j0032_ab_0020.jpg bgbl2_1994_j0035_ab_0020.jpg bgbl2_1994_j0050_ab_0050.jpg '
        'bgbl2_1994_j0077_ab_0010.jpg bgbl2_1994_j0088_0010.jpg bgbl2_1994_j0095_0020.jpg '
        'bgbl2_1994_j0098_0040.jpg bgbl2_1994_j0103_0060.jpg bgbl2_1994_j0106_0050.jpg '
        'bgbl2_1994_j0106_0100.jpg bgbl2_1994_j0106_0140.jpg bgbl2_1994_j0107_0080.jpg '
        'bgbl2_1994_j0107_0110.jpg bgbl2_1994_j0111_0020.jpg bgbl2_1994_j0112_0010.jpg '
        'bgbl2_1994_j0115_0040.jpg bgbl2_1994_j0116_0020.jpg bgbl2_1994_j0116_0030.jpg '
        'bgbl2_1994_j0121_0040.jpg bgbl2_1994_j0122_0030.jpg bgbl2_1994_j0123_0050.jpg '
        'bgbl2_1994_j0134_0060.jpg bgbl2_2011_j0131_0010.jpg bgbl2_2011_j0137_0020.jpg'
    ),
    's/sprengv_2': (
        'bgbl1_2010_j1643-1_0160.jpg bgbl1_2010_j1643-1_0690.jpg bgbl1_2010_j1643-1_0780.jpg'
    ),
    's/strabbo_1987': (
        'bgbl1_1987_j5807_0020.jpg bgbl1_1987_j5809_0040.jpg bgbl1_1987_j5821_0020.jpg'
    ),
    's/stvo_2013': (
        'bgbl1_2013_j0367-1_0550.jpg bgbl1_2013_j0367-1_0630.jpg bgbl1_2013_j0367-1_1250.jpg '
        'bgbl1_2013_j0367-1_1770.jpg bgbl1_2013_j0367-1_2180.jpg bgbl1_2013_j0367-1_2260.jpg'
    ),
    's/stvzo_2012': (
        'bgbl1_2012_j0679-1_0230.jpg bgbl1_2012_j0679-1_0370.jpg bgbl1_2012_j0679-1_0520.jpg '
        'bgbl1_2012_j0679-1_0660.jpg bgbl1_2012_j0679-1_0790.jpg'
    ),
    'z/zug_2012': (
        'bgbl1_2007_j1788_0020.jpg bgbl1_2007_j1788_0030.jpg bgbl1_2007_j1788_0060.jpg '
        'bgbl1_2007_j1788_0070.jpg bgbl1_2007_j1788_0140.jpg'
    ),
}


GESETZE_BGBL_IMAGES_KIND = {
    '': (
        'a/abfaev/bgbl1_2013_j4043-1_0040.pdf a/aknv/bgbl1_2016_j0162-1_0080.jpg '
        'a/awv_2013/bgbl1_2013_j2865-1_0100.pdf a/awzrovanl/bgbl1_2021_j0027_0010.jpg '
        'b/bbhv/bgbl1_2018_j1232-1_0010.pdf b/berhfv/bgbl1_2014_j0002-1_0020.pdf '
        'b/berversv_2017/bgbl1_2017_j2858_0010.pdf b/beschussv/bgbl1_2006_j1474-1_0280.jpg '
        'b/bewg/bgbl1_2015_j1834-1_0020.jpg b/bimschv_17_2013/bgbl1_2013_j1021-1_0030.jpg '
        'b/bimschv_44/bgbl1_2019_j0804-1_0010.jpg b/binschuo2018anh_v/bgbl1_2018_j1398-1_0680.pdf '
        'b/binschuo2018anh_v/bgbl1_2018_j1398-1_0860.pdf b/bioabfv/bgbl1_2012_j0611_0030.jpg '
        'b/bnetzafreqzutbgebv/bgbl1_2021_j4515-1_0060.jpg b/bwaldinvv_4/bgbl1_2019_j0890-1_0010.jpg '
        'b/bwo_1985/bgbl1_2020_j0199-1_0110.jpg b/bwo_1985/bgbl1_2020_j0199-1_0130.jpg '
        'd/depv_2009/bgbl1_2009_j0900-1_0010.jpg d/depv_2009/bgbl1_2009_j0900-1_0020.jpg '
        'e/einbtestv/bgbl1_2013_j0585-1_0050.jpg e/euwo_1988/bgbl1_2018_j0570-1_0120.jpg '
        'e/euwo_1988/bgbl1_2018_j0570-1_0140.jpg f/fabaumpflprv/bgbl1_2020_j2643-1_0010.jpg '
        'f/fahrlg2018dv/bgbl1_2018_j0002-1_0020.pdf f/flaggano_1996/bgbl1_1996_j1730_0050.jpg '
        'f/flaggano_1996/bgbl1_1996_j1732_0020.jpg f/frhfgrdegv_2/bgbl1_1997_j3205_0010.jpg '
        'f/fsbeitrv/bgbl1_2020_j0363-1_0030.jpg f/fsbeitrv/bgbl1_2021_j0382-1_0020.jpg '
        'g/gewanzv_2014/bgbl1_2019_j0916-1_0050.pdf g/gmbhg/bgbl1_2008_j2026_0010.pdf '
        'g/graendstvtr_sn_th/bgbl1_1993_j0218_0010.jpg g/gromikv_2014/bgbl1_2021_j4183-1_0060.pdf '
        'g/gvfv/bgbl1_2016_j2591-1_0090.pdf h/hnspflichtversbeschv/bgbl1_2021_j4226-1_0030.jpg '
        'i/igv-dg/bgbl1_2017_j2615-1_0010.jpg k/kapausstv_2016/bgbl1_2016_j0795-1_0010.pdf '
        'k/kapausstv_2016/bgbl1_2016_j0795-1_0040.pdf l/liqv/bgbl1_2017_j4033-1_0010.pdf '
        'l/lmev/bgbl1_2011_j1860-1_0040.jpg l/lmev/bgbl1_2017_j3463-1_0010.pdf '
        'l/lmidv/bgbl1_2020_j2266-1_0010.pdf m/messev/bgbl1_2014_j2010-1_0060.jpg '
        'm/messev/bgbl1_2014_j2010-1_0090.jpg m/moselschpv_1997/bgbl2_2012_j0623_0010.jpg '
        'm/moselschpv_1997/bgbl2_2014_j0371_0003.jpg m/muenz100eurobek_2008/bgbl1_2008_j1786-1_0010.jpg '
        'm/muenz100eurobek_2009-07-31/bgbl1_2009_j2995-1_0020.jpg '
        'm/muenz100eurobek_2019-10-08/bgbl1_2019_j1541-1_0010.jpg '
        'm/muenz100eurobek_2021-02-08/bgbl1_2021_j0256-1_0010.jpg '
        'm/muenz10dmbek_1989-08/bgbl1_1989_j1592_0010.jpg m/muenz10dmbek_1993-05/bgbl1_1993_j0687_0010.jpg '
        'm/muenz10eurobek_2004-03/bgbl1_2004_j0432_0010.jpg '
        'm/muenz10eurobek_2005-07/bgbl1_2005_j2299_0010.jpg '
        'm/muenz10eurobek_2006-07-12_2/bgbl1_2006_j1858_0010.jpg '
        'm/muenz10eurobek_2006-11-17/bgbl1_2006_j2666_0010.jpg '
        'm/muenz10eurobek_2008-01-19/bgbl1_2008_j0046-1_0010.jpg '
        'm/muenz10eurobek_2008-01-19/bgbl1_2008_j0046-1_0020.jpg '
        'm/muenz10eurobek_2008-03-17/bgbl1_2008_j0483-1_0020.jpg '
        'm/muenz10eurobek_2009-05-07/bgbl1_2009_j1140-1_0010.jpg '
        'm/muenz10eurobek_2009-05-29/bgbl1_2009_j1278-1_0020.jpg '
        'm/muenz10eurobek_2010-09-24/bgbl1_2010_j1362-1_0020.jpg '
        'm/muenz10eurobek_2011-05-25/bgbl1_2011_j1008-1_0030.jpg '
        'm/muenz10eurobek_2011-09-20/bgbl1_2011_j2061-1_0010.jpg '
        'm/muenz10eurobek_2011-12-13/bgbl1_2011_j2797-1_0040.jpg '
        'm/muenz10eurobek_2012-03-08/bgbl1_2012_j0491-1_0020.jpg '
        'm/muenz10eurobek_2012-09-10/bgbl1_2012_j1899-1_0040.jpg '
        'm/muenz10eurobek_2013-07-09/bgbl1_2013_j2583-1_0010.jpg '
        'm/muenz10eurobek_2014-02-28/bgbl1_2014_j0249-1_0020.jpg '
        'm/muenz10eurobek_2014-05-06/bgbl1_2014_j0575-1_0030.jpg '
        'm/muenz10eurobek_2015-06-23/bgbl1_2015_j1035-1_0020.jpg '
        'm/muenz10eurobek_2015-06-23_3/bgbl1_2015_j1037-1_0020.jpg '
        'm/muenz20eurobek_2015-06-23_2/bgbl1_2015_j1109-1_0010.jpg '
        'm/muenz20eurobek_2016-12-01_2/bgbl1_2016_j2867-1_0010.jpg '
        'm/muenz20eurobek_2017-10-23_1/bgbl1_2017_j3628-1_0010.jpg '
        'm/muenz20eurobek_2019-08-07/bgbl1_2019_j1398-1_0020.jpg '
        'm/muenz20eurobek_2020-01-22_1/bgbl1_2020_j0133-1_0020.jpg '
        'm/muenz20eurobek_2020-08-20_1/bgbl1_2020_j2011-1_0020.jpg '
        'm/muenz20eurobek_2021-04-23_1/bgbl1_2021_j0983-1_0020.jpg '
        'm/muenz20eurobek_2022-01-20_2/bgbl1_2022_j0188-1_0010.jpg '
        'm/muenz2eurobek_2011/bgbl1_2011_j2172-1_0010.jpg m/muenz2eurobek_2012/bgbl1_2011_j0036-1_0010.jpg '
        'm/muenz2eurobek_2016-04-04_1/bgbl1_2016_j0750-1_0010.jpg '
        'm/muenz2eurobek_2018-07-23_1/bgbl1_2018_j1205-1_0020.jpg '
        'm/muenz2eurobek_2022-01-20/bgbl1_2022_j0186-1_0010.jpg '
        'm/muenz5eurobek_2017-04-04/bgbl1_2017_j0862-1_0010.jpg '
        'm/muenz5eurobek_2019-10-08/bgbl1_2019_j1543-1_0010.jpg '
        'p/pferdewmeistprv/bgbl1_2015_j1825-1_0010.jpg p/pkw-envkv/bgbl1_2011_j1756-1_0010.jpg '
        'p/pkw-envkv/bgbl1_2011_j1756-1_0030.pdf p/planzv_90/bgbl1_2021_j1808_0020.jpg '
        'p/postbatzv/bgbl1_2015_j2204-1_0010.pdf p/promusplrl/bgbl1_2016_j1978-1_0020.jpg '
        'p/pstv/bgbl1_2018_j1797_0010.pdf r/revierjagdmeisterprv/bgbl1_2019_j0499-1_0010.jpg '
        'r/rheinschpersv/bgbl2_2016_j0705_0010.jpg r/rheinschpersv/bgbl2_2016_j0708_0010.jpg '
        's/schsv_1998/bgbl1_2018_j0237-1_0010.jpg s/schsv_1998/bgbl1_2018_j0237-1_0020.jpg '
        's/schwbawv/bgbl1_2012_j1275-1_0040.jpg s/sgb_9_2018/bgbl1_2017_j2541-1_0010.jpg '
        's/stbag/bgbl1_2021_j2442-1_0010.jpg s/stbapo_1977/bgbl1_2012_j1126_0030.pdf '
        's/stbapo_1977/bgbl1_2012_j1126_0050.pdf s/svlfg-altrueckv/bgbl1_2017_j3765-1_0010.jpg '
        't/tier-lmuev/bgbl1_2018_j1358-1_0040.jpg w/wzg_4bek_1981-09-07/bgbl1_1981_j0946_0010.jpg '
        'w/wzg_4dzabek/bgbl1_1973_j0003_0010.jpg w/wzg_4eurocontrolbek/bgbl1_1971_j0672_0010.jpg '
        'w/wzg_4mltbek_2/bgbl1_1972_j1890_0010.jpg w/wzg_4yugbek/bgbl1_1968_j0979_0010.jpg '
        'z/zaganzv/bgbl1_2018_j2312_0010.pdf z/zaganzv/bgbl1_2021_j1061_0040.pdf '
        'z/zelterplrl/bgbl1_2014_j1761-1_0010.jpg z/zuv_2012/bgbl1_2007_j1941_0070.jpg '
        'z/zvfv/bgbl1_2014_j0754-1_0080.pdf'
    ),
    'a/aufenthv': (
        'bgbl1_2007_j1970_0150.jpg bgbl1_2007_j1970_0190.jpg bgbl1_2007_j1970_0320.jpg '
        'bgbl1_2007_j1970_0480.jpg bgbl1_2007_j1970_0520.jpg bgbl1_2011_j1530-1_0020.jpg '
        'bgbl1_2017_j0162-1_1150.jpg bgbl1_2017_j0162-1_1170.jpg bgbl1_2017_j0162-1_1320.jpg '
        'bgbl1_2017_j0162-1_1330.jpg bgbl1_2017_j0162-1_1380.jpg bgbl1_2017_j0162-1_1400.jpg '
        'bgbl1_2017_j0162-1_1570.jpg bgbl1_2017_j0162-1_1600.jpg bgbl1_2019_j0010-1_0020.jpg '
        'bgbl1_2019_j2585-1_0020.jpg bgbl1_2020_j2606-1_0070.jpg bgbl1_2021_j3682-1_0160.jpg '
        'bgbl1_2021_j3682-1_0240.jpg bgbl1_2021_j3682-1_0310.jpg bgbl1_2021_j3682-1_0320.jpg '
        'bgbl1_2021_j3682-1_0330.jpg'
    ),
    'b/bimschv_10_2010': (
        'bgbl1_2019_j2739-1_0120.jpg bgbl1_2019_j2739-1_0220.jpg bgbl1_2019_j2739-1_0230.jpg '
        'bgbl1_2019_j2739-1_0280.jpg'
    ),
    'b/bimschv_16': (
        'bgbl1_2014_j2269-1_0040.jpg bgbl1_2014_j2269-1_0060.jpg bgbl1_2014_j2269-1_0110.jpg '
        'bgbl1_2014_j2269-1_0200.jpg bgbl1_2014_j2269-1_0220.jpg bgbl1_2014_j2269-1_0330.jpg '
        'bgbl1_2014_j2269-1_0390.jpg bgbl1_2014_j2269-1_0440.jpg bgbl1_2014_j2269-1_0470.jpg '
        'bgbl1_2014_j2269-1_0490.jpg'
    ),
    'b/binscheo': (
        'bgbl1_2017_j0330-1_0060.pdf bgbl1_2017_j0330-1_0150.pdf bgbl1_2017_j0330-1_0190.pdf '
        'bgbl1_2017_j0330-1_0300.pdf'
    ),
    'b/binschpersv': (
        'bgbl1_2021_j4982-1_0010.jpg bgbl1_2021_j4982-1_0070.jpg bgbl1_2021_j4982-1_0090.jpg'
    ),
    'b/binschstro_2012': (
        'bgbl1_2012_j1666-1_0050.jpg bgbl1_2014_j0610-1_0310.jpg bgbl1_2019_j1518-1_0070.jpg '
        'bgbl1_2019_j1518-1_0120.jpg'
    ),
    'b/binschuo2018anh_ii': (
        'bgbl1_2018_j1398-1_0230.jpg bgbl1_2018_j1398-1_0260.jpg bgbl1_2018_j1398-1_0290.jpg'
    ),
    'f/fev_2010': (
        'bgbl1_2010_j1980-1_0090.pdf bgbl1_2010_j1980-1_0170.pdf bgbl1_2010_j1980-1_0180.pdf '
        'bgbl1_2013_j0035-1_0010.jpg'
    ),
    'f/finav': (
        'bgbl1_2013_j4209_0020.pdf bgbl1_2020_j1890-1_0010.pdf bgbl1_2020_j1890-1_0060.pdf '
        'bgbl1_2020_j1890-1_0240.pdf bgbl1_2020_j1890-1_0280.pdf bgbl1_2020_j1890-1_0350.pdf'
    ),
    'f/fzv_2011': (
        'bgbl1_2011_j0139-1_0040.jpg bgbl1_2011_j0139-1_0190.jpg bgbl1_2011_j0549-1_0010.jpg '
        'bgbl1_2015_j1573-1_0010.jpg bgbl1_2017_j0522-1_0020.jpg'
    ),
    'm/muenz10eurobek_2012-11-19': (
        'bgbl1_2012_j2460-1_0020.jpg bgbl1_2012_j2460-1_0030.jpg bgbl1_2012_j2460-1_0040.jpg'
    ),
    'n/npsg': (
        'bgbl1_2021_j2231-1_0220.jpg bgbl1_2021_j2231-1_0260.jpg bgbl1_2021_j2231-1_0350.jpg '
        'bgbl1_2021_j2231-1_0390.jpg bgbl1_2021_j2231-1_0410.jpg'
    ),
    'n/nsgbefv': (
        'bgbl1_2015_j1807-1_0020.jpg bgbl1_2015_j1807-1_0030.jpg bgbl1_2015_j1807-1_0060.jpg '
        'bgbl1_2018_j0886-1_0010.jpg'
    ),
    'p/passv_2007': (
        'bgbl1_2017_j0162-1_0060.jpg bgbl1_2017_j0162-1_0070.jpg bgbl1_2017_j0162-1_0150.jpg '
        'bgbl1_2017_j0162-1_0300.jpg bgbl1_2017_j0162-1_0340.jpg bgbl1_2017_j0162-1_0490.jpg '
        'bgbl1_2017_j0162-1_0730.jpg bgbl1_2017_j0162-1_0820.jpg bgbl1_2017_j0162-1_1070.jpg'
    ),
    'p/pauswv': (
        'bgbl1_2010_j1460-1_0160.jpg bgbl1_2015_j1101-1_0010.jpg bgbl1_2021_j3682-1_0070.jpg'
    ),
    'p/pfav': (
        'bgbl1_2016_j0842-1_0070.pdf bgbl1_2016_j0842-1_0110.pdf bgbl1_2017_j3023-1_0030.pdf'
    ),
    'r/rheinschpv_1994': (
        'bgbl2_1994_j0090_0010.jpg bgbl2_1994_j0090_0040.jpg bgbl2_1994_j0094_0010.jpg '
        'bgbl2_1994_j0098_0020.jpg bgbl2_1994_j0100_0020.jpg bgbl2_1994_j0100_0030.jpg '
        'bgbl2_1994_j0100_0050.jpg bgbl2_1994_j0102_0020.jpg bgbl2_1994_j0103_0030.jpg '
        'bgbl2_1994_j0103_0040.jpg bgbl2_1994_j0106_0070.jpg bgbl2_1994_j0106_0080.jpg '
        'bgbl2_1994_j0106_0160.jpg bgbl2_1994_j0107_0090.jpg bgbl2_1994_j0111_0010.jpg '
        'bgbl2_1994_j0113_0040.jpg bgbl2_1994_j0116_0010.jpg bgbl2_1994_j0116_0040.jpg '
        'bgbl2_1994_j0117_0040.jpg bgbl2_1994_j0120_0020.jpg bgbl2_1994_j0123_0030.jpg '
        'bgbl2_1994_j0125_0040.jpg bgbl2_1994_j0128_0020.jpg bgbl2_2006_j0063_0010.jpg '
        'bgbl2_2014_j0251_0010.jpg'
    ),
    's/sprengv_2': (
        'bgbl1_2010_j1643-1_0070.jpg bgbl1_2010_j1643-1_0380.jpg bgbl1_2010_j1643-1_0630.jpg '
        'bgbl1_2010_j1643-1_0740.jpg bgbl1_2010_j1643-1_0790.jpg'
    ),
    's/strabbo_1987': (
        'bgbl1_1987_j5808_0030.jpg bgbl1_1987_j5809_0050.jpg bgbl1_1987_j5814_0030.jpg '
        'bgbl1_1987_j5814_0040.jpg bgbl1_1987_j5817_0020.jpg bgbl1_1987_j5819_0020.jpg '
        'bgbl1_1987_j5819_0030.jpg bgbl1_1987_j5823_0020.jpg bgbl1_1987_j5824_0020.jpg '
        'bgbl1_1987_j5825_0020.jpg'
    ),
    's/strlschv_2018': (
        'bgbl1_2018_j2034-1_0080.jpg bgbl1_2018_j2034-1_0170.jpg bgbl1_2018_j2034-1_0190.jpg '
        'bgbl1_2018_j2034-1_0220.jpg bgbl1_2018_j2034-1_0260.jpg'
    ),
    's/stvo_2013': (
        'bgbl1_2013_j0367-1_0010.jpg bgbl1_2013_j0367-1_0070.jpg bgbl1_2013_j0367-1_0120.jpg '
        'bgbl1_2013_j0367-1_0190.jpg bgbl1_2013_j0367-1_0250.jpg bgbl1_2013_j0367-1_0260.jpg '
        'bgbl1_2013_j0367-1_0280.jpg bgbl1_2013_j0367-1_0360.jpg bgbl1_2013_j0367-1_0430.jpg '
        'bgbl1_2013_j0367-1_0530.jpg bgbl1_2013_j0367-1_0560.jpg bgbl1_2013_j0367-1_0960.jpg '
        'bgbl1_2013_j0367-1_1150.jpg bgbl1_2013_j0367-1_1240.jpg bgbl1_2013_j0367-1_1270.jpg '
        'bgbl1_2013_j0367-1_1300.jpg bgbl1_2013_j0367-1_1330.jpg bgbl1_2013_j0367-1_1350.jpg '
        'bgbl1_2013_j0367-1_1380.jpg bgbl1_2013_j0367-1_1570.jpg bgbl1_2013_j0367-1_1800.jpg '
        'bgbl1_2013_j0367-1_1890.jpg bgbl1_2013_j0367-1_2080.jpg bgbl1_2013_j0367-1_2130.jpg '
        'bgbl1_2015_j1573-1_0040.jpg bgbl1_2020_j0814-1_0080.jpg bgbl1_2020_j0814-1_0100.jpg '
        'bgbl1_2020_j0814-1_0110.jpg bgbl1_2020_j0814-1_0130.jpg'
    ),
    's/stvzo_2012': (
        'bgbl1_2012_j0679-1_0010.jpg bgbl1_2012_j0679-1_0120.jpg bgbl1_2012_j0679-1_0240.jpg '
        'bgbl1_2012_j0679-1_0370.jpg bgbl1_2012_j0679-1_0390.jpg bgbl1_2012_j0679-1_0510.jpg '
        'bgbl1_2012_j0679-1_0730.jpg'
    ),
    'v/vbrinsvv': (
        'bgbl1_2014_j0825-1_0090.pdf bgbl1_2014_j0825-1_0170.pdf bgbl1_2014_j0825-1_0220.pdf '
        'bgbl1_2020_j0828_0010.pdf'
    ),
    'w/wzg_4nldbek_1972': (
        'bgbl1_1972_j1204_0050.jpg bgbl1_1972_j1205_0010.jpg bgbl1_1972_j1206_0030.jpg'
    ),
    'z/zug_2012': (
        'bgbl1_2007_j1788_0030.jpg bgbl1_2007_j1788_0050.jpg bgbl1_2007_j1788_0130.jpg'
    ),
}

GESETZE_BGBL_IMAGES_OTHER = {
    '': (
        'a/abbv/index.md a/abfaev/index.md a/aknv/index.md a/alg/index.md a/aufenthv/index.md '
        'a/awsv/index.md a/awv_2013/banzat_2021_210811001115B001.jpg '
        'a/awv_2013/banzat_2021_210811001115B003.jpg b/battg/index.md b/bbhv/index.md b/berhfv/index.md '
        'b/beschussv/index.md b/bimschv_13_2021/index.md b/bimschv_17_2013/index.md '
        'b/bimschv_4_2013/index.md b/binschpersv/index.md b/binschstro_2012/index.md '
        'b/binschuo2018anh_iii/index.md b/bioabfv/index.md b/biostoffv_2013/index.md b/bkrfqv_2020/index.md '
        'b/bnetzafreqzutbgebv/index.md e/elektrog_2015/index.md e/enwg_2005/index.md f/fabaumpflprv/index.md '
        'f/fahrlg2018dv/index.md f/fev_2010/index.md f/flaggano_1996/index.md f/flulaermbuechv/index.md '
        'f/flulaermhahnv/index.md f/flulaermhopstv/index.md f/flulaermlechfv/index.md '
        'f/flulaermnordholzv/index.md f/fluthilfemederl/index.md f/fpackv/index.md f/fpersv/index.md '
        'f/frhfcuxgrv_2001/index.md f/fzv_2011/index.md g/gbzugv_2011/index.md g/gewanzv_2014/index.md '
        'g/goz_1987/index.md g/graendstvtr_bb_st/index.md g/graendstvtr_bw_he/index.md '
        'g/graendstvtr_sn_th/index.md g/gromikv_2014/index.md g/gvfv/index.md h/heizkostenv/index.md '
        'h/hmbnsgbefv/index.md i/igv-dg/index.md i/immowertv_2022/index.md k/kinduvv/index.md '
        'k/kk-altrueckv/index.md l/laarchv/index.md l/liqv/index.md l/lmbestrv_2000/index.md '
        'l/luftvo_2015/index.md l/lwaltschv/index.md m/medaillenv/index.md m/milchquotv/index.md '
        'm/moselschpv_1997/index.md m/muenz100eurobek_2005/index.md m/muenz100eurobek_2007/index.md '
        'm/muenz100eurobek_2008/index.md m/muenz100eurobek_2009-07-31/index.md '
        'm/muenz100eurobek_2011/index.md m/muenz100eurobek_2017-10-23/index.md '
        'm/muenz100eurobek_2019-08-07/index.md m/muenz10dmbek_1989-08/index.md '
        'm/muenz10dmbek_1992-11/index.md m/muenz10dmbek_1992/index.md m/muenz10dmbek_1993-05/index.md '
        'm/muenz10dmbek_1994-02/index.md m/muenz10dmbek_1997-02/index.md m/muenz10eurobek_2003-04/index.md '
        'm/muenz10eurobek_2004-03-24/index.md m/muenz10eurobek_2004-07-06/index.md '
        'm/muenz10eurobek_2004-12-16/index.md m/muenz10eurobek_2004/index.md '
        'm/muenz10eurobek_2005-07/index.md m/muenz10eurobek_2005-11/index.md m/muenz10eurobek_2005/index.md '
        'm/muenz10eurobek_2007-01-24/index.md m/muenz10eurobek_2007-05-05/index.md '
        'm/muenz10eurobek_2007-05-15/index.md m/muenz10eurobek_2007-10-11/index.md '
        'm/muenz10eurobek_2008-03-17/index.md m/muenz10eurobek_2008-04-24/index.md '
        'm/muenz10eurobek_2008-08-25/index.md m/muenz10eurobek_2009-03-24/index.md '
        'm/muenz10eurobek_2009-07-27/index.md m/muenz10eurobek_2009-09-04/index.md '
        'm/muenz10eurobek_2010-08/index.md m/muenz10eurobek_2011-01-20/index.md '
        'm/muenz10eurobek_2011-05-23/index.md m/muenz10eurobek_2011-05-25/index.md '
        'm/muenz10eurobek_2011-06-23/index.md m/muenz10eurobek_2011-09-20/index.md '
        'm/muenz10eurobek_2012-11-19/index.md m/muenz10eurobek_2013-03-21/index.md '
        'm/muenz10eurobek_2013-07-09/index.md m/muenz10eurobek_2014-07-08/index.md '
        'm/muenz10eurobek_2015-06-23_3/index.md m/muenz10eurobek_2019-08-07/index.md '
        'm/muenz10eurobek_2020-03-20/index.md m/muenz20eurobek_2010/index.md '
        'm/muenz20eurobek_2016-04-04_1/index.md m/muenz20eurobek_2016-04-04_2/index.md '
        'm/muenz20eurobek_2016-07-11/index.md m/muenz20eurobek_2016-12-01_2/index.md '
        'm/muenz20eurobek_2016-12-01_3/index.md m/muenz20eurobek_2017-06-15/index.md '
        'm/muenz20eurobek_2017-10-23_2/index.md m/muenz20eurobek_2018-07-23_1/index.md '
        'm/muenz20eurobek_2018-07-23_2/index.md m/muenz20eurobek_2018-10-02/index.md '
        'm/muenz20eurobek_2019-08-07_3/index.md m/muenz20eurobek_2019-08-07_5/index.md '
        'm/muenz20eurobek_2019-08-28/index.md m/muenz20eurobek_2020-01-22_1/index.md '
        'm/muenz20eurobek_2020-08-20_1/index.md m/muenz20eurobek_2020-08-20_2/index.md '
        'm/muenz20eurobek_2021-02-08_1/index.md m/muenz20eurobek_2022-01-20_2/index.md '
        'm/muenz25eurobek_2016-04-04/index.md m/muenz2dmbek_1990/index.md m/muenz2dmbek_1994/index.md '
        'm/muenz2eurobek_2006-12/index.md m/muenz2eurobek_2006/index.md m/muenz2eurobek_2009-11/index.md '
        'm/muenz2eurobek_2012/index.md m/muenz2eurobek_2013/index.md m/muenz2eurobek_2016-04-04_2/index.md '
        'm/muenz2eurobek_2018-07-23_1/index.md m/muenz2eurobek_2018-07-23_2/index.md '
        'm/muenz2eurobek_2019-08-07/index.md m/muenz2eurobek_2021-02-08_1/index.md '
        'm/muenz2eurobek_2021-02-08_2/index.md m/muenz2eurobek_2022-01-20/index.md '
        'm/muenz50eurobek_2018-08-02/index.md m/muenz50eurobek_2019-08-28/index.md '
        'm/muenz5eurobek_2016-04-04/index.md m/muenz5eurobek_2019-10-08/index.md '
        'm/muenz5eurobek_2021-06-21/index.md n/npsg/index.md n/nsgbefv/index.md o/ostseeshnsgbefv/index.md '
        'p/pauswv/index.md p/pfav/index.md p/pferdewmeistprv/index.md p/pflanzentechmeistprv/index.md '
        'p/pkhfv/index.md p/pkw-envkv/index.md p/postbatzv/index.md p/promusplrl/index.md '
        'r/revierjagdmeisterprv/index.md s/satdsiv/index.md s/schutsev/index.md s/sdlwindv/index.md '
        's/see-arbznv_2013/index.md s/seelaufv/index.md s/sgb_6/index.md s/sgb_9_2018/index.md '
        's/sportbootvermv-bin2000/index.md s/sprengv_1/index.md s/stbapo_1977/index.md '
        's/strabbo_1987/index.md s/strlschv_2018/index.md s/svlfg-altrueckv/index.md s/symbolvo/index.md '
        't/tier-lmuev/index.md u/uvav/index.md v/vglwebv/index.md v/viehverkv_2007/index.md '
        'w/weinuev_1995/index.md w/whg_2009/index.md w/wzg_4bek_1977-07-20/index.md '
        'w/wzg_4bek_1981-09-07/index.md w/wzg_4comeconbek_1980/index.md w/wzg_4cskbek/index.md '
        'w/wzg_4cskfinbek/index.md w/wzg_4dzabek/index.md w/wzg_4eg_egkombek/index.md '
        'w/wzg_4euratbek/index.md w/wzg_4eurocontrolbek/index.md w/wzg_4frabek/index.md '
        'w/wzg_4ibrd_ida_ifcbek/index.md w/wzg_4irq_cypbek/index.md w/wzg_4natobek/index.md '
        'w/wzg_4nldbek_1972/index.md w/wzg_4nldbek_1975/index.md w/wzg_4umwbek/index.md '
        'w/wzg_4upaepbek/index.md w/wzg_4yugbek/index.md z/zaganzv/index.md z/zgaendg_4_1964/index.md '
        'z/zoversdtag/index.md z/zug_2012/index.md z/zustvv/index.md z/zuv_2012/index.md z/zvfv/index.md'
    ),
}


INDIA_BOOTH_RESULTS_KIND = {
    'parliament-elections/election2014/booth-wise-results/uttar-pradesh': (
        '10.csv 101.csv 102.csv 103.csv 104.csv 105.csv 106.csv 107.csv 108.csv 109.csv 11.csv 110.csv '
        '112.csv 114.csv 115.csv 116.csv 117.csv 119.csv 12.csv 122.csv 124.csv 125.csv 126.csv 13.csv '
        '130.csv 131.csv 132.csv 133.csv 136.csv 137.csv 138.csv 139.csv 14.csv 140.csv 141.csv 144.csv '
        '145.csv 146.csv 148.csv 149.csv 150.csv 151.csv 153.csv 154.csv 156.csv 158.csv 159.csv 16.csv '
        '161.csv 162.csv 163.csv 164.csv 166.csv 167.csv 168.csv 169.csv 17.csv 172.csv 174.csv 175.csv '
        '176.csv 177.csv 178.csv 179.csv 18.csv 180.csv 181.csv 182.csv 183.csv 184.csv 186.csv 187.csv '
        '188.csv 189.csv 19.csv 190.csv 191.csv 193.csv 194.csv 196.csv 197.csv 199.csv 2.csv 200.csv '
        '201.csv 202.csv 203.csv 205.csv 206.csv 207.csv 208.csv 209.csv 210.csv 213.csv 214.csv 215.csv '
        '216.csv 218.csv 22.csv 220.csv 221.csv 222.csv 223.csv 225.csv 226.csv 227.csv 228.csv 229.csv '
        '23.csv 230.csv 231.csv 232.csv 235.csv 236.csv 237.csv 238.csv 239.csv 24.csv 240.csv 241.csv '
        '243.csv 244.csv 246.csv 248.csv 249.csv 25.csv 250.csv 251.csv 252.csv 253.csv 254.csv 256.csv '
        '257.csv 258.csv 259.csv 26.csv 260.csv 261.csv 263.csv 264.csv 265.csv 266.csv 267.csv 269.csv '
        '27.csv 270.csv 271.csv 273.csv 274.csv 275.csv 276.csv 278.csv 279.csv 280.csv 282.csv 283.csv '
        '285.csv 286.csv 287.csv 288.csv 289.csv 29.csv 290.csv 291.csv 293.csv 294.csv 295.csv 296.csv '
        '298.csv 300.csv 301.csv 303.csv 305.csv 306.csv 308.csv 31.csv 310.csv 312.csv 313.csv 314.csv '
        '315.csv 316.csv 317.csv 318.csv 32.csv 321.csv 322.csv 323.csv 325.csv 326.csv 328.csv 329.csv '
        '332.csv 333.csv 335.csv 336.csv 339.csv 34.csv 340.csv 341.csv 342.csv 343.csv 344.csv 345.csv '
        '346.csv 347.csv 348.csv 349.csv 35.csv 350.csv 351.csv 352.csv 354.csv 355.csv 359.csv 36.csv '
        '360.csv 362.csv 363.csv 364.csv 365.csv 366.csv 367.csv 368.csv 369.csv 370.csv 371.csv 372.csv '
        '373.csv 374.csv 375.csv 376.csv 377.csv 378.csv 379.csv 38.csv 380.csv 381.csv 382.csv 385.csv '
        '387.csv 389.csv 39.csv 390.csv 392.csv 395.csv 396.csv 397.csv 398.csv 4.csv 401.csv 403.csv 42.csv '
        '43.csv 44.csv 47.csv 48.csv 49.csv 5.csv 52.csv 53.csv 54.csv 56.csv 57.csv 58.csv 59.csv 6.csv '
        '60.csv 63.csv 64.csv 65.csv 67.csv 68.csv 7.csv 70.csv 71.csv 72.csv 75.csv 76.csv 77.csv 78.csv '
        '8.csv 80.csv 82.csv 83.csv 84.csv 85.csv 86.csv 87.csv 88.csv 89.csv 9.csv 90.csv 91.csv 94.csv '
        '95.csv 96.csv 97.csv 98.csv 99.csv'
    ),
}

INDIA_BOOTH_RESULTS_OTHER = {
    '': (
        'README.md data-doc-format.md election_data_wishlist.md villages-to-ac/README.md '
        'villages-to-ac/villages-to-ac.csv'
    ),
    'affidavits': (
        '.gitignore README.md adr-2009.csv affidavits.csv affidavits.ipynb myneta.2004.csv myneta.2009.csv '
        'myneta.2014.csv myneta.details.2014.csv myneta.ipynb pc2014.csv'
    ),
    'assembly-elections': (
        '.gitignore README.md assembly.csv election.ipynb override.csv rename.csv'
    ),
    'assembly-elections/booth-wise-results': (
        'mumbai2014.csv mumbai2014.pl mumbai2014.txt'
    ),
    'constituencies': (
        '2008-constituencies.csv 2008-convert.py 2008-eci-delimitation.txt 2014-electoral-rolls.csv '
        'README.md'
    ),
    'lok-sabha-members': (
        'Members_of_Fifth_Lok_Sabha_From_15th_March_1971_to_18th_January_1977_0.xls '
        'Members_of_Fourth_Lok_Sabha_From_4th_March_1967_to_27th_December_1970.xls '
        'Members_of_Second_Lok_Sabha_From_5th_April_1957_to_31st_March_1962.md '
        'Members_of_Second_Lok_Sabha_From_5th_April_1957_to_31st_March_1962.xls '
        'Members_of_Third_Lok_Sabha_From_15th_March_1971_to_18th_January_1977.md '
        'Members_of_Third_Lok_Sabha_From_2nd_April_1962_to_3rd_March_1967.md '
        'Members_of_Third_Lok_Sabha_From_2nd_April_1962_to_3rd_March_1967.xls '
        'Members_of_Third_Lok_Sabha_From_4th_March_1967_to_27th_December_1970.md'
    ),
    'parliament-elections': (
        '.gitignore README.md election.ipynb parliament.csv rename.csv'
    ),
    'parliament-elections/election2014': (
        'README.md booth-wise-electors.csv booth-wise-electors.pl booth-wise-electors.sql '
        'eci-candidate-wise.csv eci-candidate-wise.py eci-constituency-wise.csv eci-constituency-wise.py '
        'pc-wise-turnout.csv state-wise-turnout.csv'
    ),
    'parliament-elections/election2014/booth-wise-results': (
        'gujarat.csv.tgz gujarat.pl uttar-pradesh.csv.tgz uttar-pradesh.pl'
    ),
    'rajya-sabha-members': (
        'Current_Members_of_Rajya_Sabha_as_on_17th_July_2013.md '
        'Current_Members_of_Rajya_Sabha_as_on_17th_July_2013_in_English.xls '
        'Former_Rajya_Sabha_Members_since_1952_as_on_17th_July_2013.md '
        'Former_Rajya_Sabha_Members_since_1952_as_on_17th_July_2013.xls'
    ),
}


LEGISWORKS_VOLUMES_KIND = {
    'data': (
        '001.yaml 002.yaml 003.yaml 004.yaml 005.yaml 006.yaml 007.yaml 008.yaml 009.yaml 010.yaml 011.yaml '
        '012.yaml 013.yaml 014.yaml 015.yaml 016.yaml 017.yaml 018.yaml 019.yaml 020.yaml 021.yaml 022.yaml '
        '023.yaml 024.yaml 025.yaml 026.yaml 027.yaml 028.yaml 029.yaml 030.yaml 031.yaml 032.yaml 033.yaml '
        '034.yaml 035.yaml 036.yaml 037.yaml 038.yaml 039.yaml 040.yaml 041.yaml 042.yaml 043.yaml 044.yaml '
        '045.yaml 046.yaml 047.yaml 048.yaml 049.yaml 050.yaml 051.yaml 052.yaml 053.yaml 054.yaml 055.yaml '
        '056.yaml 057.yaml 058.yaml 059.yaml 060.yaml 061.yaml 062.yaml 063.yaml 064.yaml'
    ),
}

LEGISWORKS_VOLUMES_OTHER = {
    '': (
        'README.md find_wikipedia_links.py totals.py'
    ),
}
