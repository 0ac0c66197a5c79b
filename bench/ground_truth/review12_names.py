"""Real names read from the trees and list files of review12.py's sources (seeded subsets where a source is large).

Paths as `git ls-tree -r --name-only HEAD` listed them, or as a list file inside the repository holds them, at the
commit named in each generator's docstring; each constant maps a folder to the names in it (KIND: files of the kind,
OTHER: neighbours); the folder "" holds whole paths (folders with fewer than three names); a tuple holds names with
spaces or one name a line.
"""

BEETLE_COMPANIONS_KIND = {
    'experimentA/20201208-companions/4-3-15_nGFP': (
        'TP102_Chgreen_Ill0_Ang0,1,2.tif TP106_Chgreen_Ill0_Ang0,1,2.tif TP111_Chgreen_Ill0_Ang0,1,2.tif '
        'TP113_Chgreen_Ill0_Ang0,1,2.tif TP115_Chgreen_Ill0_Ang0,1,2.tif TP11_Chgreen_Ill0_Ang0,1,2.tif '
        'TP130_Chgreen_Ill0_Ang0,1,2.tif TP131_Chgreen_Ill0_Ang0,1,2.tif TP134_Chgreen_Ill0_Ang0,1,2.tif '
        'TP143_Chgreen_Ill0_Ang0,1,2.tif TP145_Chgreen_Ill0_Ang0,1,2.tif TP147_Chgreen_Ill0_Ang0,1,2.tif '
        'TP14_Chgreen_Ill0_Ang0,1,2.tif TP151_Chgreen_Ill0_Ang0,1,2.tif TP152_Chgreen_Ill0_Ang0,1,2.tif '
        'TP154_Chgreen_Ill0_Ang0,1,2.tif TP156_Chgreen_Ill0_Ang0,1,2.tif TP157_Chgreen_Ill0_Ang0,1,2.tif '
        'TP15_Chgreen_Ill0_Ang0,1,2.tif TP168_Chgreen_Ill0_Ang0,1,2.tif TP16_Chgreen_Ill0_Ang0,1,2.tif '
        'TP172_Chgreen_Ill0_Ang0,1,2.tif TP173_Chgreen_Ill0_Ang0,1,2.tif TP179_Chgreen_Ill0_Ang0,1,2.tif '
        'TP180_Chgreen_Ill0_Ang0,1,2.tif TP185_Chgreen_Ill0_Ang0,1,2.tif TP190_Chgreen_Ill0_Ang0,1,2.tif '
        'TP195_Chgreen_Ill0_Ang0,1,2.tif TP196_Chgreen_Ill0_Ang0,1,2.tif TP197_Chgreen_Ill0_Ang0,1,2.tif '
        'TP198_Chgreen_Ill0_Ang0,1,2.tif TP204_Chgreen_Ill0_Ang0,1,2.tif TP208_Chgreen_Ill0_Ang0,1,2.tif '
        'TP211_Chgreen_Ill0_Ang0,1,2.tif TP231_Chgreen_Ill0_Ang0,1,2.tif TP234_Chgreen_Ill0_Ang0,1,2.tif '
        'TP237_Chgreen_Ill0_Ang0,1,2.tif TP243_Chgreen_Ill0_Ang0,1,2.tif TP251_Chgreen_Ill0_Ang0,1,2.tif '
        'TP252_Chgreen_Ill0_Ang0,1,2.tif TP254_Chgreen_Ill0_Ang0,1,2.tif TP260_Chgreen_Ill0_Ang0,1,2.tif '
        'TP267_Chgreen_Ill0_Ang0,1,2.tif TP268_Chgreen_Ill0_Ang0,1,2.tif TP271_Chgreen_Ill0_Ang0,1,2.tif '
        'TP279_Chgreen_Ill0_Ang0,1,2.tif TP281_Chgreen_Ill0_Ang0,1,2.tif TP28_Chgreen_Ill0_Ang0,1,2.tif '
        'TP296_Chgreen_Ill0_Ang0,1,2.tif TP301_Chgreen_Ill0_Ang0,1,2.tif TP307_Chgreen_Ill0_Ang0,1,2.tif '
        'TP30_Chgreen_Ill0_Ang0,1,2.tif TP313_Chgreen_Ill0_Ang0,1,2.tif TP317_Chgreen_Ill0_Ang0,1,2.tif '
        'TP32_Chgreen_Ill0_Ang0,1,2.tif TP331_Chgreen_Ill0_Ang0,1,2.tif TP342_Chgreen_Ill0_Ang0,1,2.tif '
        'TP348_Chgreen_Ill0_Ang0,1,2.tif TP349_Chgreen_Ill0_Ang0,1,2.tif TP350_Chgreen_Ill0_Ang0,1,2.tif '
        'TP353_Chgreen_Ill0_Ang0,1,2.tif TP355_Chgreen_Ill0_Ang0,1,2.tif TP361_Chgreen_Ill0_Ang0,1,2.tif '
        'TP363_Chgreen_Ill0_Ang0,1,2.tif TP368_Chgreen_Ill0_Ang0,1,2.tif TP370_Chgreen_Ill0_Ang0,1,2.tif '
        'TP373_Chgreen_Ill0_Ang0,1,2.tif TP386_Chgreen_Ill0_Ang0,1,2.tif TP387_Chgreen_Ill0_Ang0,1,2.tif '
        'TP397_Chgreen_Ill0_Ang0,1,2.tif TP39_Chgreen_Ill0_Ang0,1,2.tif TP400_Chgreen_Ill0_Ang0,1,2.tif '
        'TP409_Chgreen_Ill0_Ang0,1,2.tif TP412_Chgreen_Ill0_Ang0,1,2.tif TP413_Chgreen_Ill0_Ang0,1,2.tif '
        'TP415_Chgreen_Ill0_Ang0,1,2.tif TP424_Chgreen_Ill0_Ang0,1,2.tif TP428_Chgreen_Ill0_Ang0,1,2.tif '
        'TP430_Chgreen_Ill0_Ang0,1,2.tif TP431_Chgreen_Ill0_Ang0,1,2.tif TP435_Chgreen_Ill0_Ang0,1,2.tif '
        'TP437_Chgreen_Ill0_Ang0,1,2.tif TP448_Chgreen_Ill0_Ang0,1,2.tif TP449_Chgreen_Ill0_Ang0,1,2.tif '
        'TP453_Chgreen_Ill0_Ang0,1,2.tif TP467_Chgreen_Ill0_Ang0,1,2.tif TP468_Chgreen_Ill0_Ang0,1,2.tif '
        'TP469_Chgreen_Ill0_Ang0,1,2.tif TP46_Chgreen_Ill0_Ang0,1,2.tif TP471_Chgreen_Ill0_Ang0,1,2.tif '
        'TP477_Chgreen_Ill0_Ang0,1,2.tif TP479_Chgreen_Ill0_Ang0,1,2.tif TP485_Chgreen_Ill0_Ang0,1,2.tif '
        'TP486_Chgreen_Ill0_Ang0,1,2.tif TP488_Chgreen_Ill0_Ang0,1,2.tif TP48_Chgreen_Ill0_Ang0,1,2.tif '
        'TP491_Chgreen_Ill0_Ang0,1,2.tif TP495_Chgreen_Ill0_Ang0,1,2.tif TP505_Chgreen_Ill0_Ang0,1,2.tif '
        'TP506_Chgreen_Ill0_Ang0,1,2.tif TP509_Chgreen_Ill0_Ang0,1,2.tif TP511_Chgreen_Ill0_Ang0,1,2.tif '
        'TP513_Chgreen_Ill0_Ang0,1,2.tif TP516_Chgreen_Ill0_Ang0,1,2.tif TP519_Chgreen_Ill0_Ang0,1,2.tif '
        'TP51_Chgreen_Ill0_Ang0,1,2.tif TP523_Chgreen_Ill0_Ang0,1,2.tif TP59_Chgreen_Ill0_Ang0,1,2.tif '
        'TP65_Chgreen_Ill0_Ang0,1,2.tif TP68_Chgreen_Ill0_Ang0,1,2.tif TP70_Chgreen_Ill0_Ang0,1,2.tif '
        'TP79_Chgreen_Ill0_Ang0,1,2.tif TP81_Chgreen_Ill0_Ang0,1,2.tif TP86_Chgreen_Ill0_Ang0,1,2.tif '
        'TP8_Chgreen_Ill0_Ang0,1,2.tif TP90_Chgreen_Ill0_Ang0,1,2.tif TP95_Chgreen_Ill0_Ang0,1,2.tif '
        'TP96_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'experimentA/20201208-companions/9-3-15_Histone-eGFP': (
        'TP100_Chgreen_Ill0_Ang0,1,2.tif TP103_Chgreen_Ill0_Ang0,1,2.tif TP107_Chgreen_Ill0_Ang0,1,2.tif '
        'TP109_Chgreen_Ill0_Ang0,1,2.tif TP110_Chgreen_Ill0_Ang0,1,2.tif TP115_Chgreen_Ill0_Ang0,1,2.tif '
        'TP119_Chgreen_Ill0_Ang0,1,2.tif TP11_Chgreen_Ill0_Ang0,1,2.tif TP120_Chgreen_Ill0_Ang0,1,2.tif '
        'TP124_Chgreen_Ill0_Ang0,1,2.tif TP12_Chgreen_Ill0_Ang0,1,2.tif TP130_Chgreen_Ill0_Ang0,1,2.tif '
        'TP135_Chgreen_Ill0_Ang0,1,2.tif TP138_Chgreen_Ill0_Ang0,1,2.tif TP140_Chgreen_Ill0_Ang0,1,2.tif '
        'TP145_Chgreen_Ill0_Ang0,1,2.tif TP147_Chgreen_Ill0_Ang0,1,2.tif TP150_Chgreen_Ill0_Ang0,1,2.tif '
        'TP151_Chgreen_Ill0_Ang0,1,2.tif TP162_Chgreen_Ill0_Ang0,1,2.tif TP171_Chgreen_Ill0_Ang0,1,2.tif '
        'TP189_Chgreen_Ill0_Ang0,1,2.tif TP192_Chgreen_Ill0_Ang0,1,2.tif TP194_Chgreen_Ill0_Ang0,1,2.tif '
        'TP197_Chgreen_Ill0_Ang0,1,2.tif TP199_Chgreen_Ill0_Ang0,1,2.tif TP19_Chgreen_Ill0_Ang0,1,2.tif '
        'TP200_Chgreen_Ill0_Ang0,1,2.tif TP201_Chgreen_Ill0_Ang0,1,2.tif TP217_Chgreen_Ill0_Ang0,1,2.tif '
        'TP219_Chgreen_Ill0_Ang0,1,2.tif TP21_Chgreen_Ill0_Ang0,1,2.tif TP221_Chgreen_Ill0_Ang0,1,2.tif '
        'TP229_Chgreen_Ill0_Ang0,1,2.tif TP233_Chgreen_Ill0_Ang0,1,2.tif TP238_Chgreen_Ill0_Ang0,1,2.tif '
        'TP243_Chgreen_Ill0_Ang0,1,2.tif TP247_Chgreen_Ill0_Ang0,1,2.tif TP251_Chgreen_Ill0_Ang0,1,2.tif '
        'TP254_Chgreen_Ill0_Ang0,1,2.tif TP255_Chgreen_Ill0_Ang0,1,2.tif TP25_Chgreen_Ill0_Ang0,1,2.tif '
        'TP266_Chgreen_Ill0_Ang0,1,2.tif TP270_Chgreen_Ill0_Ang0,1,2.tif TP271_Chgreen_Ill0_Ang0,1,2.tif '
        'TP277_Chgreen_Ill0_Ang0,1,2.tif TP278_Chgreen_Ill0_Ang0,1,2.tif TP281_Chgreen_Ill0_Ang0,1,2.tif '
        'TP282_Chgreen_Ill0_Ang0,1,2.tif TP287_Chgreen_Ill0_Ang0,1,2.tif TP28_Chgreen_Ill0_Ang0,1,2.tif '
        'TP291_Chgreen_Ill0_Ang0,1,2.tif TP295_Chgreen_Ill0_Ang0,1,2.tif TP296_Chgreen_Ill0_Ang0,1,2.tif '
        'TP297_Chgreen_Ill0_Ang0,1,2.tif TP299_Chgreen_Ill0_Ang0,1,2.tif TP29_Chgreen_Ill0_Ang0,1,2.tif '
        'TP300_Chgreen_Ill0_Ang0,1,2.tif TP302_Chgreen_Ill0_Ang0,1,2.tif TP304_Chgreen_Ill0_Ang0,1,2.tif '
        'TP30_Chgreen_Ill0_Ang0,1,2.tif TP316_Chgreen_Ill0_Ang0,1,2.tif TP323_Chgreen_Ill0_Ang0,1,2.tif '
        'TP325_Chgreen_Ill0_Ang0,1,2.tif TP328_Chgreen_Ill0_Ang0,1,2.tif TP329_Chgreen_Ill0_Ang0,1,2.tif '
        'TP334_Chgreen_Ill0_Ang0,1,2.tif TP335_Chgreen_Ill0_Ang0,1,2.tif TP336_Chgreen_Ill0_Ang0,1,2.tif '
        'TP341_Chgreen_Ill0_Ang0,1,2.tif TP342_Chgreen_Ill0_Ang0,1,2.tif TP352_Chgreen_Ill0_Ang0,1,2.tif '
        'TP354_Chgreen_Ill0_Ang0,1,2.tif TP362_Chgreen_Ill0_Ang0,1,2.tif TP364_Chgreen_Ill0_Ang0,1,2.tif '
        'TP371_Chgreen_Ill0_Ang0,1,2.tif TP376_Chgreen_Ill0_Ang0,1,2.tif TP377_Chgreen_Ill0_Ang0,1,2.tif '
        'TP379_Chgreen_Ill0_Ang0,1,2.tif TP386_Chgreen_Ill0_Ang0,1,2.tif TP391_Chgreen_Ill0_Ang0,1,2.tif '
        'TP396_Chgreen_Ill0_Ang0,1,2.tif TP398_Chgreen_Ill0_Ang0,1,2.tif TP3_Chgreen_Ill0_Ang0,1,2.tif '
        'TP405_Chgreen_Ill0_Ang0,1,2.tif TP406_Chgreen_Ill0_Ang0,1,2.tif TP407_Chgreen_Ill0_Ang0,1,2.tif '
        'TP412_Chgreen_Ill0_Ang0,1,2.tif TP416_Chgreen_Ill0_Ang0,1,2.tif TP418_Chgreen_Ill0_Ang0,1,2.tif '
        'TP420_Chgreen_Ill0_Ang0,1,2.tif TP422_Chgreen_Ill0_Ang0,1,2.tif TP424_Chgreen_Ill0_Ang0,1,2.tif '
        'TP428_Chgreen_Ill0_Ang0,1,2.tif TP429_Chgreen_Ill0_Ang0,1,2.tif TP436_Chgreen_Ill0_Ang0,1,2.tif '
        'TP437_Chgreen_Ill0_Ang0,1,2.tif TP443_Chgreen_Ill0_Ang0,1,2.tif TP446_Chgreen_Ill0_Ang0,1,2.tif '
        'TP453_Chgreen_Ill0_Ang0,1,2.tif TP466_Chgreen_Ill0_Ang0,1,2.tif TP468_Chgreen_Ill0_Ang0,1,2.tif '
        'TP472_Chgreen_Ill0_Ang0,1,2.tif TP473_Chgreen_Ill0_Ang0,1,2.tif TP474_Chgreen_Ill0_Ang0,1,2.tif '
        'TP482_Chgreen_Ill0_Ang0,1,2.tif TP491_Chgreen_Ill0_Ang0,1,2.tif TP496_Chgreen_Ill0_Ang0,1,2.tif '
        'TP4_Chgreen_Ill0_Ang0,1,2.tif TP503_Chgreen_Ill0_Ang0,1,2.tif TP504_Chgreen_Ill0_Ang0,1,2.tif '
        'TP505_Chgreen_Ill0_Ang0,1,2.tif TP512_Chgreen_Ill0_Ang0,1,2.tif TP515_Chgreen_Ill0_Ang0,1,2.tif '
        'TP520_Chgreen_Ill0_Ang0,1,2.tif TP525_Chgreen_Ill0_Ang0,1,2.tif TP529_Chgreen_Ill0_Ang0,1,2.tif '
        'TP532_Chgreen_Ill0_Ang0,1,2.tif TP533_Chgreen_Ill0_Ang0,1,2.tif TP537_Chgreen_Ill0_Ang0,1,2.tif '
        'TP59_Chgreen_Ill0_Ang0,1,2.tif TP61_Chgreen_Ill0_Ang0,1,2.tif TP62_Chgreen_Ill0_Ang0,1,2.tif '
        'TP63_Chgreen_Ill0_Ang0,1,2.tif TP64_Chgreen_Ill0_Ang0,1,2.tif TP66_Chgreen_Ill0_Ang0,1,2.tif '
        'TP69_Chgreen_Ill0_Ang0,1,2.tif TP75_Chgreen_Ill0_Ang0,1,2.tif TP79_Chgreen_Ill0_Ang0,1,2.tif '
        'TP83_Chgreen_Ill0_Ang0,1,2.tif TP87_Chgreen_Ill0_Ang0,1,2.tif TP88_Chgreen_Ill0_Ang0,1,2.tif '
        'TP90_Chgreen_Ill0_Ang0,1,2.tif TP92_Chgreen_Ill0_Ang0,1,2.tif TP97_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'experimentA/20210128-companions/22-06-16_Tc-Squash-eGFP': (
        'TP0_Ch0_Ill0_Ang1,2,3,4,5.tif TP100_Ch0_Ill0_Ang1,2,3,4,5.tif TP103_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP111_Ch0_Ill0_Ang1,2,3,4,5.tif TP115_Ch0_Ill0_Ang1,2,3,4,5.tif TP125_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP126_Ch0_Ill0_Ang1,2,3,4,5.tif TP131_Ch0_Ill0_Ang1,2,3,4,5.tif TP134_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP138_Ch0_Ill0_Ang1,2,3,4,5.tif TP139_Ch0_Ill0_Ang1,2,3,4,5.tif TP143_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP148_Ch0_Ill0_Ang1,2,3,4,5.tif TP152_Ch0_Ill0_Ang1,2,3,4,5.tif TP154_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP161_Ch0_Ill0_Ang1,2,3,4,5.tif TP163_Ch0_Ill0_Ang1,2,3,4,5.tif TP164_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP167_Ch0_Ill0_Ang1,2,3,4,5.tif TP169_Ch0_Ill0_Ang1,2,3,4,5.tif TP16_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP172_Ch0_Ill0_Ang1,2,3,4,5.tif TP179_Ch0_Ill0_Ang1,2,3,4,5.tif TP192_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP193_Ch0_Ill0_Ang1,2,3,4,5.tif TP198_Ch0_Ill0_Ang1,2,3,4,5.tif TP203_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP210_Ch0_Ill0_Ang1,2,3,4,5.tif TP211_Ch0_Ill0_Ang1,2,3,4,5.tif TP34_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP44_Ch0_Ill0_Ang1,2,3,4,5.tif TP48_Ch0_Ill0_Ang1,2,3,4,5.tif TP53_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP58_Ch0_Ill0_Ang1,2,3,4,5.tif TP5_Ch0_Ill0_Ang1,2,3,4,5.tif TP68_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP69_Ch0_Ill0_Ang1,2,3,4,5.tif TP6_Ch0_Ill0_Ang1,2,3,4,5.tif TP71_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP72_Ch0_Ill0_Ang1,2,3,4,5.tif TP76_Ch0_Ill0_Ang1,2,3,4,5.tif TP87_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP89_Ch0_Ill0_Ang1,2,3,4,5.tif TP90_Ch0_Ill0_Ang1,2,3,4,5.tif TP95_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP97_Ch0_Ill0_Ang1,2,3,4,5.tif TP98_Ch0_Ill0_Ang1,2,3,4,5.tif'
    ),
}

BEETLE_COMPANIONS_OTHER = {
    '': (
        'experimentA/rendering_settings/LifeAct-eGFP.yml experimentA/rendering_settings/ZenKD_GAP43-eYFP.yml'
    ),
    'experimentA/20201207-patterns/16-4-15_LifeAct-eGFP': (
        'img_tl139.tif img_tl155.tif img_tl186.tif img_tl19.tif img_tl245.tif img_tl253.tif img_tl275.tif '
        'img_tl30.tif img_tl300.tif img_tl321.tif img_tl409.tif img_tl466.tif img_tl476.tif img_tl51.tif '
        'img_tl527.tif img_tl554.tif img_tl569.tif img_tl59.tif img_tl619.tif img_tl623.tif img_tl637.tif '
        'img_tl641.tif img_tl715.tif img_tl737.tif img_tl762.tif'
    ),
    'experimentA/20201207-patterns/22-06-16_Tc-Squash-eGFP': (
        'TP_Ch0_Ill0_Ang1,2,3,4,5.tif.pattern tp121_ch0_ill0_ang1,2,3,4,5.tif '
        'tp130_ch0_ill0_ang1,2,3,4,5.tif tp136_ch0_ill0_ang1,2,3,4,5.tif tp173_ch0_ill0_ang1,2,3,4,5.tif '
        'tp210_ch0_ill0_ang1,2,3,4,5.tif tp46_ch0_ill0_ang1,2,3,4,5.tif tp63_ch0_ill0_ang1,2,3,4,5.tif '
        'tp83_ch0_ill0_ang1,2,3,4,5.tif tp84_ch0_ill0_ang1,2,3,4,5.tif tp88_ch0_ill0_ang1,2,3,4,5.tif '
        'tp93_ch0_ill0_ang1,2,3,4,5.tif'
    ),
    'experimentA/20201207-patterns/4-3-15_nGFP': (
        'tp117_chgreen_ill0_ang0,1,2.tif tp119_chgreen_ill0_ang0,1,2.tif tp137_chgreen_ill0_ang0,1,2.tif '
        'tp160_chgreen_ill0_ang0,1,2.tif tp191_chgreen_ill0_ang0,1,2.tif tp22_chgreen_ill0_ang0,1,2.tif '
        'tp231_chgreen_ill0_ang0,1,2.tif tp300_chgreen_ill0_ang0,1,2.tif tp327_chgreen_ill0_ang0,1,2.tif '
        'tp334_chgreen_ill0_ang0,1,2.tif tp352_chgreen_ill0_ang0,1,2.tif tp388_chgreen_ill0_ang0,1,2.tif '
        'tp390_chgreen_ill0_ang0,1,2.tif tp445_chgreen_ill0_ang0,1,2.tif tp449_chgreen_ill0_ang0,1,2.tif '
        'tp458_chgreen_ill0_ang0,1,2.tif tp45_chgreen_ill0_ang0,1,2.tif tp505_chgreen_ill0_ang0,1,2.tif '
        'tp59_chgreen_ill0_ang0,1,2.tif tp66_chgreen_ill0_ang0,1,2.tif tp93_chgreen_ill0_ang0,1,2.tif'
    ),
    'experimentA/20201207-patterns/8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp10_ch_0.tif fused_tp17_ch_0.tif fused_tp21_ch_0.tif fused_tp28_ch_0.tif fused_tp2_ch_0.tif '
        'fused_tp32_ch_0.tif fused_tp37_ch_0.tif fused_tp58_ch_0.tif fused_tp93_ch_0.tif'
    ),
    'experimentA/20201207-patterns/9-3-15_Histone-eGFP': (
        'tp102_chgreen_ill0_ang0,1,2.tif tp133_chgreen_ill0_ang0,1,2.tif tp143_chgreen_ill0_ang0,1,2.tif '
        'tp260_chgreen_ill0_ang0,1,2.tif tp265_chgreen_ill0_ang0,1,2.tif tp27_chgreen_ill0_ang0,1,2.tif '
        'tp289_chgreen_ill0_ang0,1,2.tif tp29_chgreen_ill0_ang0,1,2.tif tp343_chgreen_ill0_ang0,1,2.tif '
        'tp362_chgreen_ill0_ang0,1,2.tif tp391_chgreen_ill0_ang0,1,2.tif tp41_chgreen_ill0_ang0,1,2.tif '
        'tp424_chgreen_ill0_ang0,1,2.tif tp439_chgreen_ill0_ang0,1,2.tif tp490_chgreen_ill0_ang0,1,2.tif '
        'tp5_chgreen_ill0_ang0,1,2.tif'
    ),
    'experimentA/20201208-companions/16-4-15_LifeAct-eGFP': (
        'img_TL104.tif img_TL111.tif img_TL128.tif img_TL14.tif img_TL145.tif img_TL149.tif img_TL176.tif '
        'img_TL229.tif img_TL245.tif img_TL255.tif img_TL279.tif img_TL280.tif img_TL290.tif img_TL352.tif '
        'img_TL358.tif img_TL359.tif img_TL377.tif img_TL379.tif img_TL384.tif img_TL392.tif img_TL409.tif '
        'img_TL421.tif img_TL434.tif img_TL469.tif img_TL514.tif img_TL528.tif img_TL542.tif img_TL568.tif '
        'img_TL572.tif img_TL575.tif img_TL58.tif img_TL597.tif img_TL60.tif img_TL609.tif img_TL618.tif '
        'img_TL624.tif img_TL661.tif img_TL672.tif img_TL708.tif img_TL711.tif img_TL716.tif img_TL742.tif '
        'img_TL759.tif img_TL763.tif img_TL767.tif img_TL781.tif img_TL794.tif img_TL81.tif'
    ),
    'experimentA/20201208-companions/8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp_134_ch_0.tif fused_tp_139_ch_0.tif fused_tp_36_ch_0.tif fused_tp_46_ch_0.tif '
        'fused_tp_60_ch_0.tif fused_tp_88_ch_0.tif'
    ),
    'experimentA/20210208-patterns/4-3-15_nGFP': (
        'TP_T107_Chgreen_Ill0_Ang0,1,2.tif TP_T109_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T120_Chgreen_Ill0_Ang0,1,2.tif TP_T124_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T131_Chgreen_Ill0_Ang0,1,2.tif TP_T139_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T172_Chgreen_Ill0_Ang0,1,2.tif TP_T185_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T190_Chgreen_Ill0_Ang0,1,2.tif TP_T231_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T235_Chgreen_Ill0_Ang0,1,2.tif TP_T294_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T301_Chgreen_Ill0_Ang0,1,2.tif TP_T329_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T346_Chgreen_Ill0_Ang0,1,2.tif TP_T35_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T362_Chgreen_Ill0_Ang0,1,2.tif TP_T366_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T390_Chgreen_Ill0_Ang0,1,2.tif TP_T458_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T475_Chgreen_Ill0_Ang0,1,2.tif TP_T490_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T498_Chgreen_Ill0_Ang0,1,2.tif TP_T75_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'experimentA/20210208-patterns/8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp_T109_ch_0.tif fused_tp_T20_ch_0.tif fused_tp_T31_ch_0.tif fused_tp_T39_ch_0.tif '
        'fused_tp_T72_ch_0.tif fused_tp_T87_ch_0.tif'
    ),
    'experimentA/20210208-patterns/9-3-15_Histone-eGFP': (
        'TP_T144_Chgreen_Ill0_Ang0,1,2.tif TP_T16_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T184_Chgreen_Ill0_Ang0,1,2.tif TP_T197_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T204_Chgreen_Ill0_Ang0,1,2.tif TP_T214_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T215_Chgreen_Ill0_Ang0,1,2.tif TP_T219_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T225_Chgreen_Ill0_Ang0,1,2.tif TP_T254_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T263_Chgreen_Ill0_Ang0,1,2.tif TP_T270_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T312_Chgreen_Ill0_Ang0,1,2.tif TP_T337_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T344_Chgreen_Ill0_Ang0,1,2.tif TP_T365_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T415_Chgreen_Ill0_Ang0,1,2.tif TP_T441_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T449_Chgreen_Ill0_Ang0,1,2.tif TP_T476_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T513_Chgreen_Ill0_Ang0,1,2.tif TP_T518_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T529_Chgreen_Ill0_Ang0,1,2.tif TP_T70_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'scripts/tiffinfo/Akanksha_Jain_22-06-16_Tc-Squash-eGFP': (
        'TP0_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP126_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP142_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP165_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP179_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP184_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP206_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt'
    ),
}

BEETLE_FTP_KIND = {
    '20201001-ftp/Akanksha_Jain_22-06-16_Tc-Squash-eGFP': (
        'TP10_Ch0_Ill0_Ang1,2,3,4,5.tif TP115_Ch0_Ill0_Ang1,2,3,4,5.tif TP117_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP125_Ch0_Ill0_Ang1,2,3,4,5.tif TP126_Ch0_Ill0_Ang1,2,3,4,5.tif TP129_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP135_Ch0_Ill0_Ang1,2,3,4,5.tif TP137_Ch0_Ill0_Ang1,2,3,4,5.tif TP13_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP140_Ch0_Ill0_Ang1,2,3,4,5.tif TP141_Ch0_Ill0_Ang1,2,3,4,5.tif TP150_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP157_Ch0_Ill0_Ang1,2,3,4,5.tif TP158_Ch0_Ill0_Ang1,2,3,4,5.tif TP159_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP161_Ch0_Ill0_Ang1,2,3,4,5.tif TP162_Ch0_Ill0_Ang1,2,3,4,5.tif TP163_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP165_Ch0_Ill0_Ang1,2,3,4,5.tif TP16_Ch0_Ill0_Ang1,2,3,4,5.tif TP172_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP175_Ch0_Ill0_Ang1,2,3,4,5.tif TP176_Ch0_Ill0_Ang1,2,3,4,5.tif TP180_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP181_Ch0_Ill0_Ang1,2,3,4,5.tif TP183_Ch0_Ill0_Ang1,2,3,4,5.tif TP188_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP193_Ch0_Ill0_Ang1,2,3,4,5.tif TP198_Ch0_Ill0_Ang1,2,3,4,5.tif TP199_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP19_Ch0_Ill0_Ang1,2,3,4,5.tif TP1_Ch0_Ill0_Ang1,2,3,4,5.tif TP209_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP20_Ch0_Ill0_Ang1,2,3,4,5.tif TP211_Ch0_Ill0_Ang1,2,3,4,5.tif TP21_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP25_Ch0_Ill0_Ang1,2,3,4,5.tif TP30_Ch0_Ill0_Ang1,2,3,4,5.tif TP61_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP64_Ch0_Ill0_Ang1,2,3,4,5.tif TP65_Ch0_Ill0_Ang1,2,3,4,5.tif TP6_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP75_Ch0_Ill0_Ang1,2,3,4,5.tif TP78_Ch0_Ill0_Ang1,2,3,4,5.tif TP84_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP86_Ch0_Ill0_Ang1,2,3,4,5.tif TP95_Ch0_Ill0_Ang1,2,3,4,5.tif TP98_Ch0_Ill0_Ang1,2,3,4,5.tif'
    ),
    '20201001-ftp/Akanksha_Jain_4-3-15_nGFP': (
        'TP10_Chgreen_Ill0_Ang0,1,2.tif TP111_Chgreen_Ill0_Ang0,1,2.tif TP113_Chgreen_Ill0_Ang0,1,2.tif '
        'TP121_Chgreen_Ill0_Ang0,1,2.tif TP125_Chgreen_Ill0_Ang0,1,2.tif TP128_Chgreen_Ill0_Ang0,1,2.tif '
        'TP13_Chgreen_Ill0_Ang0,1,2.tif TP142_Chgreen_Ill0_Ang0,1,2.tif TP152_Chgreen_Ill0_Ang0,1,2.tif '
        'TP158_Chgreen_Ill0_Ang0,1,2.tif TP159_Chgreen_Ill0_Ang0,1,2.tif TP160_Chgreen_Ill0_Ang0,1,2.tif '
        'TP162_Chgreen_Ill0_Ang0,1,2.tif TP164_Chgreen_Ill0_Ang0,1,2.tif TP171_Chgreen_Ill0_Ang0,1,2.tif '
        'TP173_Chgreen_Ill0_Ang0,1,2.tif TP179_Chgreen_Ill0_Ang0,1,2.tif TP181_Chgreen_Ill0_Ang0,1,2.tif '
        'TP184_Chgreen_Ill0_Ang0,1,2.tif TP194_Chgreen_Ill0_Ang0,1,2.tif TP195_Chgreen_Ill0_Ang0,1,2.tif '
        'TP206_Chgreen_Ill0_Ang0,1,2.tif TP209_Chgreen_Ill0_Ang0,1,2.tif TP211_Chgreen_Ill0_Ang0,1,2.tif '
        'TP219_Chgreen_Ill0_Ang0,1,2.tif TP221_Chgreen_Ill0_Ang0,1,2.tif TP222_Chgreen_Ill0_Ang0,1,2.tif '
        'TP224_Chgreen_Ill0_Ang0,1,2.tif TP233_Chgreen_Ill0_Ang0,1,2.tif TP237_Chgreen_Ill0_Ang0,1,2.tif '
        'TP23_Chgreen_Ill0_Ang0,1,2.tif TP240_Chgreen_Ill0_Ang0,1,2.tif TP244_Chgreen_Ill0_Ang0,1,2.tif '
        'TP246_Chgreen_Ill0_Ang0,1,2.tif TP256_Chgreen_Ill0_Ang0,1,2.tif TP257_Chgreen_Ill0_Ang0,1,2.tif '
        'TP258_Chgreen_Ill0_Ang0,1,2.tif TP262_Chgreen_Ill0_Ang0,1,2.tif TP278_Chgreen_Ill0_Ang0,1,2.tif '
        'TP279_Chgreen_Ill0_Ang0,1,2.tif TP27_Chgreen_Ill0_Ang0,1,2.tif TP281_Chgreen_Ill0_Ang0,1,2.tif '
        'TP287_Chgreen_Ill0_Ang0,1,2.tif TP289_Chgreen_Ill0_Ang0,1,2.tif TP295_Chgreen_Ill0_Ang0,1,2.tif '
        'TP296_Chgreen_Ill0_Ang0,1,2.tif TP297_Chgreen_Ill0_Ang0,1,2.tif TP299_Chgreen_Ill0_Ang0,1,2.tif '
        'TP2_Chgreen_Ill0_Ang0,1,2.tif TP303_Chgreen_Ill0_Ang0,1,2.tif TP315_Chgreen_Ill0_Ang0,1,2.tif '
        'TP316_Chgreen_Ill0_Ang0,1,2.tif TP319_Chgreen_Ill0_Ang0,1,2.tif TP321_Chgreen_Ill0_Ang0,1,2.tif '
        'TP323_Chgreen_Ill0_Ang0,1,2.tif TP326_Chgreen_Ill0_Ang0,1,2.tif TP329_Chgreen_Ill0_Ang0,1,2.tif '
        'TP32_Chgreen_Ill0_Ang0,1,2.tif TP333_Chgreen_Ill0_Ang0,1,2.tif TP33_Chgreen_Ill0_Ang0,1,2.tif '
        'TP343_Chgreen_Ill0_Ang0,1,2.tif TP346_Chgreen_Ill0_Ang0,1,2.tif TP351_Chgreen_Ill0_Ang0,1,2.tif '
        'TP354_Chgreen_Ill0_Ang0,1,2.tif TP356_Chgreen_Ill0_Ang0,1,2.tif TP364_Chgreen_Ill0_Ang0,1,2.tif '
        'TP36_Chgreen_Ill0_Ang0,1,2.tif TP376_Chgreen_Ill0_Ang0,1,2.tif TP378_Chgreen_Ill0_Ang0,1,2.tif '
        'TP379_Chgreen_Ill0_Ang0,1,2.tif TP383_Chgreen_Ill0_Ang0,1,2.tif TP384_Chgreen_Ill0_Ang0,1,2.tif '
        'TP38_Chgreen_Ill0_Ang0,1,2.tif TP392_Chgreen_Ill0_Ang0,1,2.tif TP396_Chgreen_Ill0_Ang0,1,2.tif '
        'TP3_Chgreen_Ill0_Ang0,1,2.tif TP402_Chgreen_Ill0_Ang0,1,2.tif TP403_Chgreen_Ill0_Ang0,1,2.tif '
        'TP404_Chgreen_Ill0_Ang0,1,2.tif TP408_Chgreen_Ill0_Ang0,1,2.tif TP413_Chgreen_Ill0_Ang0,1,2.tif '
        'TP414_Chgreen_Ill0_Ang0,1,2.tif TP419_Chgreen_Ill0_Ang0,1,2.tif TP421_Chgreen_Ill0_Ang0,1,2.tif '
        'TP424_Chgreen_Ill0_Ang0,1,2.tif TP428_Chgreen_Ill0_Ang0,1,2.tif TP42_Chgreen_Ill0_Ang0,1,2.tif '
        'TP433_Chgreen_Ill0_Ang0,1,2.tif TP434_Chgreen_Ill0_Ang0,1,2.tif TP445_Chgreen_Ill0_Ang0,1,2.tif '
        'TP454_Chgreen_Ill0_Ang0,1,2.tif TP473_Chgreen_Ill0_Ang0,1,2.tif TP476_Chgreen_Ill0_Ang0,1,2.tif '
        'TP478_Chgreen_Ill0_Ang0,1,2.tif TP480_Chgreen_Ill0_Ang0,1,2.tif TP482_Chgreen_Ill0_Ang0,1,2.tif '
        'TP483_Chgreen_Ill0_Ang0,1,2.tif TP485_Chgreen_Ill0_Ang0,1,2.tif TP486_Chgreen_Ill0_Ang0,1,2.tif '
        'TP500_Chgreen_Ill0_Ang0,1,2.tif TP502_Chgreen_Ill0_Ang0,1,2.tif TP503_Chgreen_Ill0_Ang0,1,2.tif '
        'TP505_Chgreen_Ill0_Ang0,1,2.tif TP511_Chgreen_Ill0_Ang0,1,2.tif TP512_Chgreen_Ill0_Ang0,1,2.tif '
        'TP517_Chgreen_Ill0_Ang0,1,2.tif TP521_Chgreen_Ill0_Ang0,1,2.tif TP52_Chgreen_Ill0_Ang0,1,2.tif '
        'TP60_Chgreen_Ill0_Ang0,1,2.tif TP63_Chgreen_Ill0_Ang0,1,2.tif TP66_Chgreen_Ill0_Ang0,1,2.tif '
        'TP72_Chgreen_Ill0_Ang0,1,2.tif TP76_Chgreen_Ill0_Ang0,1,2.tif TP7_Chgreen_Ill0_Ang0,1,2.tif '
        'TP80_Chgreen_Ill0_Ang0,1,2.tif TP82_Chgreen_Ill0_Ang0,1,2.tif TP88_Chgreen_Ill0_Ang0,1,2.tif '
        'TP89_Chgreen_Ill0_Ang0,1,2.tif TP91_Chgreen_Ill0_Ang0,1,2.tif TP96_Chgreen_Ill0_Ang0,1,2.tif '
        'TP99_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    '20201001-ftp/Akanksha_Jain_9-3-15_Histone-eGFP': (
        'TP0_Chgreen_Ill0_Ang0,1,2.tif TP101_Chgreen_Ill0_Ang0,1,2.tif TP102_Chgreen_Ill0_Ang0,1,2.tif '
        'TP104_Chgreen_Ill0_Ang0,1,2.tif TP105_Chgreen_Ill0_Ang0,1,2.tif TP106_Chgreen_Ill0_Ang0,1,2.tif '
        'TP107_Chgreen_Ill0_Ang0,1,2.tif TP110_Chgreen_Ill0_Ang0,1,2.tif TP120_Chgreen_Ill0_Ang0,1,2.tif '
        'TP125_Chgreen_Ill0_Ang0,1,2.tif TP126_Chgreen_Ill0_Ang0,1,2.tif TP131_Chgreen_Ill0_Ang0,1,2.tif '
        'TP136_Chgreen_Ill0_Ang0,1,2.tif TP13_Chgreen_Ill0_Ang0,1,2.tif TP140_Chgreen_Ill0_Ang0,1,2.tif '
        'TP142_Chgreen_Ill0_Ang0,1,2.tif TP146_Chgreen_Ill0_Ang0,1,2.tif TP148_Chgreen_Ill0_Ang0,1,2.tif '
        'TP149_Chgreen_Ill0_Ang0,1,2.tif TP154_Chgreen_Ill0_Ang0,1,2.tif TP163_Chgreen_Ill0_Ang0,1,2.tif '
        'TP164_Chgreen_Ill0_Ang0,1,2.tif TP172_Chgreen_Ill0_Ang0,1,2.tif TP174_Chgreen_Ill0_Ang0,1,2.tif '
        'TP178_Chgreen_Ill0_Ang0,1,2.tif TP180_Chgreen_Ill0_Ang0,1,2.tif TP187_Chgreen_Ill0_Ang0,1,2.tif '
        'TP190_Chgreen_Ill0_Ang0,1,2.tif TP191_Chgreen_Ill0_Ang0,1,2.tif TP193_Chgreen_Ill0_Ang0,1,2.tif '
        'TP195_Chgreen_Ill0_Ang0,1,2.tif TP206_Chgreen_Ill0_Ang0,1,2.tif TP209_Chgreen_Ill0_Ang0,1,2.tif '
        'TP211_Chgreen_Ill0_Ang0,1,2.tif TP217_Chgreen_Ill0_Ang0,1,2.tif TP218_Chgreen_Ill0_Ang0,1,2.tif '
        'TP222_Chgreen_Ill0_Ang0,1,2.tif TP226_Chgreen_Ill0_Ang0,1,2.tif TP228_Chgreen_Ill0_Ang0,1,2.tif '
        'TP230_Chgreen_Ill0_Ang0,1,2.tif TP232_Chgreen_Ill0_Ang0,1,2.tif TP234_Chgreen_Ill0_Ang0,1,2.tif '
        'TP238_Chgreen_Ill0_Ang0,1,2.tif TP239_Chgreen_Ill0_Ang0,1,2.tif TP246_Chgreen_Ill0_Ang0,1,2.tif '
        'TP247_Chgreen_Ill0_Ang0,1,2.tif TP252_Chgreen_Ill0_Ang0,1,2.tif TP255_Chgreen_Ill0_Ang0,1,2.tif '
        'TP262_Chgreen_Ill0_Ang0,1,2.tif TP275_Chgreen_Ill0_Ang0,1,2.tif TP277_Chgreen_Ill0_Ang0,1,2.tif '
        'TP281_Chgreen_Ill0_Ang0,1,2.tif TP282_Chgreen_Ill0_Ang0,1,2.tif TP290_Chgreen_Ill0_Ang0,1,2.tif '
        'TP2_Chgreen_Ill0_Ang0,1,2.tif TP303_Chgreen_Ill0_Ang0,1,2.tif TP305_Chgreen_Ill0_Ang0,1,2.tif '
        'TP30_Chgreen_Ill0_Ang0,1,2.tif TP313_Chgreen_Ill0_Ang0,1,2.tif TP314_Chgreen_Ill0_Ang0,1,2.tif '
        'TP315_Chgreen_Ill0_Ang0,1,2.tif TP321_Chgreen_Ill0_Ang0,1,2.tif TP324_Chgreen_Ill0_Ang0,1,2.tif '
        'TP32_Chgreen_Ill0_Ang0,1,2.tif TP334_Chgreen_Ill0_Ang0,1,2.tif TP338_Chgreen_Ill0_Ang0,1,2.tif '
        'TP339_Chgreen_Ill0_Ang0,1,2.tif TP340_Chgreen_Ill0_Ang0,1,2.tif TP344_Chgreen_Ill0_Ang0,1,2.tif '
        'TP346_Chgreen_Ill0_Ang0,1,2.tif TP349_Chgreen_Ill0_Ang0,1,2.tif TP353_Chgreen_Ill0_Ang0,1,2.tif '
        'TP362_Chgreen_Ill0_Ang0,1,2.tif TP363_Chgreen_Ill0_Ang0,1,2.tif TP364_Chgreen_Ill0_Ang0,1,2.tif '
        'TP365_Chgreen_Ill0_Ang0,1,2.tif TP367_Chgreen_Ill0_Ang0,1,2.tif TP373_Chgreen_Ill0_Ang0,1,2.tif '
        'TP377_Chgreen_Ill0_Ang0,1,2.tif TP380_Chgreen_Ill0_Ang0,1,2.tif TP381_Chgreen_Ill0_Ang0,1,2.tif '
        'TP385_Chgreen_Ill0_Ang0,1,2.tif TP387_Chgreen_Ill0_Ang0,1,2.tif TP393_Chgreen_Ill0_Ang0,1,2.tif '
        'TP397_Chgreen_Ill0_Ang0,1,2.tif TP398_Chgreen_Ill0_Ang0,1,2.tif TP3_Chgreen_Ill0_Ang0,1,2.tif '
        'TP406_Chgreen_Ill0_Ang0,1,2.tif TP40_Chgreen_Ill0_Ang0,1,2.tif TP419_Chgreen_Ill0_Ang0,1,2.tif '
        'TP41_Chgreen_Ill0_Ang0,1,2.tif TP425_Chgreen_Ill0_Ang0,1,2.tif TP429_Chgreen_Ill0_Ang0,1,2.tif '
        'TP432_Chgreen_Ill0_Ang0,1,2.tif TP433_Chgreen_Ill0_Ang0,1,2.tif TP438_Chgreen_Ill0_Ang0,1,2.tif '
        'TP442_Chgreen_Ill0_Ang0,1,2.tif TP445_Chgreen_Ill0_Ang0,1,2.tif TP447_Chgreen_Ill0_Ang0,1,2.tif '
        'TP449_Chgreen_Ill0_Ang0,1,2.tif TP456_Chgreen_Ill0_Ang0,1,2.tif TP458_Chgreen_Ill0_Ang0,1,2.tif '
        'TP459_Chgreen_Ill0_Ang0,1,2.tif TP461_Chgreen_Ill0_Ang0,1,2.tif TP463_Chgreen_Ill0_Ang0,1,2.tif '
        'TP464_Chgreen_Ill0_Ang0,1,2.tif TP473_Chgreen_Ill0_Ang0,1,2.tif TP483_Chgreen_Ill0_Ang0,1,2.tif '
        'TP493_Chgreen_Ill0_Ang0,1,2.tif TP494_Chgreen_Ill0_Ang0,1,2.tif TP500_Chgreen_Ill0_Ang0,1,2.tif '
        'TP50_Chgreen_Ill0_Ang0,1,2.tif TP510_Chgreen_Ill0_Ang0,1,2.tif TP521_Chgreen_Ill0_Ang0,1,2.tif '
        'TP524_Chgreen_Ill0_Ang0,1,2.tif TP533_Chgreen_Ill0_Ang0,1,2.tif TP537_Chgreen_Ill0_Ang0,1,2.tif '
        'TP56_Chgreen_Ill0_Ang0,1,2.tif TP5_Chgreen_Ill0_Ang0,1,2.tif TP68_Chgreen_Ill0_Ang0,1,2.tif '
        'TP69_Chgreen_Ill0_Ang0,1,2.tif TP6_Chgreen_Ill0_Ang0,1,2.tif TP71_Chgreen_Ill0_Ang0,1,2.tif '
        'TP72_Chgreen_Ill0_Ang0,1,2.tif TP76_Chgreen_Ill0_Ang0,1,2.tif TP87_Chgreen_Ill0_Ang0,1,2.tif '
        'TP89_Chgreen_Ill0_Ang0,1,2.tif TP90_Chgreen_Ill0_Ang0,1,2.tif TP95_Chgreen_Ill0_Ang0,1,2.tif '
        'TP97_Chgreen_Ill0_Ang0,1,2.tif TP98_Chgreen_Ill0_Ang0,1,2.tif'
    ),
}

BEETLE_FTP_OTHER = {
    '20201001-ftp/Akanksha_Jain_16-4-15_LifeAct-eGFP': (
        'img_TL151.tif img_TL163.tif img_TL19.tif img_TL193.tif img_TL232.tif img_TL238.tif img_TL310.tif '
        'img_TL311.tif img_TL327.tif img_TL426.tif img_TL517.tif img_TL536.tif img_TL562.tif img_TL576.tif '
        'img_TL624.tif img_TL63.tif img_TL642.tif img_TL717.tif img_TL722.tif'
    ),
    '20201001-ftp/Akanksha_Jain_8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp_103_ch_0.tif fused_tp_122_ch_0.tif fused_tp_20_ch_0.tif fused_tp_58_ch_0.tif '
        'fused_tp_90_ch_0.tif'
    ),
    'experimentA/20201207-patterns/16-4-15_LifeAct-eGFP': (
        'img_tl126.tif img_tl150.tif img_tl156.tif img_tl181.tif img_tl183.tif img_tl200.tif img_tl255.tif '
        'img_tl294.tif img_tl296.tif img_tl391.tif img_tl399.tif img_tl451.tif img_tl509.tif img_tl521.tif '
        'img_tl523.tif img_tl604.tif img_tl649.tif img_tl684.tif img_tl689.tif img_tl7.tif img_tl703.tif '
        'img_tl724.tif img_tl76.tif img_tl771.tif'
    ),
    'experimentA/20201207-patterns/22-06-16_Tc-Squash-eGFP': (
        'tp210_ch0_ill0_ang1,2,3,4,5.tif tp23_ch0_ill0_ang1,2,3,4,5.tif tp38_ch0_ill0_ang1,2,3,4,5.tif '
        'tp47_ch0_ill0_ang1,2,3,4,5.tif'
    ),
    'experimentA/20201207-patterns/4-3-15_nGFP': (
        'tp11_chgreen_ill0_ang0,1,2.tif tp178_chgreen_ill0_ang0,1,2.tif tp197_chgreen_ill0_ang0,1,2.tif '
        'tp302_chgreen_ill0_ang0,1,2.tif tp374_chgreen_ill0_ang0,1,2.tif tp386_chgreen_ill0_ang0,1,2.tif '
        'tp391_chgreen_ill0_ang0,1,2.tif tp395_chgreen_ill0_ang0,1,2.tif tp500_chgreen_ill0_ang0,1,2.tif '
        'tp524_chgreen_ill0_ang0,1,2.tif tp526_chgreen_ill0_ang0,1,2.tif tp61_chgreen_ill0_ang0,1,2.tif'
    ),
    'experimentA/20201207-patterns/8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp1_ch_0.tif fused_tp35_ch_0.tif fused_tp65_ch_0.tif fused_tp78_ch_0.tif'
    ),
    'experimentA/20201207-patterns/9-3-15_Histone-eGFP': (
        'tp10_chgreen_ill0_ang0,1,2.tif tp156_chgreen_ill0_ang0,1,2.tif tp16_chgreen_ill0_ang0,1,2.tif '
        'tp184_chgreen_ill0_ang0,1,2.tif tp209_chgreen_ill0_ang0,1,2.tif tp213_chgreen_ill0_ang0,1,2.tif '
        'tp216_chgreen_ill0_ang0,1,2.tif tp220_chgreen_ill0_ang0,1,2.tif tp238_chgreen_ill0_ang0,1,2.tif '
        'tp241_chgreen_ill0_ang0,1,2.tif tp250_chgreen_ill0_ang0,1,2.tif tp25_chgreen_ill0_ang0,1,2.tif '
        'tp266_chgreen_ill0_ang0,1,2.tif tp302_chgreen_ill0_ang0,1,2.tif tp313_chgreen_ill0_ang0,1,2.tif '
        'tp34_chgreen_ill0_ang0,1,2.tif tp358_chgreen_ill0_ang0,1,2.tif tp3_chgreen_ill0_ang0,1,2.tif '
        'tp404_chgreen_ill0_ang0,1,2.tif tp408_chgreen_ill0_ang0,1,2.tif tp422_chgreen_ill0_ang0,1,2.tif '
        'tp435_chgreen_ill0_ang0,1,2.tif tp440_chgreen_ill0_ang0,1,2.tif tp494_chgreen_ill0_ang0,1,2.tif '
        'tp499_chgreen_ill0_ang0,1,2.tif tp523_chgreen_ill0_ang0,1,2.tif tp62_chgreen_ill0_ang0,1,2.tif '
        'tp8_chgreen_ill0_ang0,1,2.tif'
    ),
    'experimentA/20201208-companions/16-4-15_LifeAct-eGFP': (
        'img_TL11.tif img_TL127.tif img_TL141.tif img_TL175.tif img_TL193.tif img_TL234.tif img_TL238.tif '
        'img_TL304.tif img_TL331.tif img_TL365.tif img_TL369.tif img_TL393.tif img_TL460.tif img_TL493.tif '
        'img_TL552.tif img_TL637.tif img_TL644.tif img_TL692.tif img_TL751.tif img_TL86.tif'
    ),
    'experimentA/20201208-companions/4-3-15_nGFP': (
        'TP105_Chgreen_Ill0_Ang0,1,2.tif TP109_Chgreen_Ill0_Ang0,1,2.tif TP115_Chgreen_Ill0_Ang0,1,2.tif '
        'TP153_Chgreen_Ill0_Ang0,1,2.tif TP160_Chgreen_Ill0_Ang0,1,2.tif TP202_Chgreen_Ill0_Ang0,1,2.tif '
        'TP234_Chgreen_Ill0_Ang0,1,2.tif TP255_Chgreen_Ill0_Ang0,1,2.tif TP331_Chgreen_Ill0_Ang0,1,2.tif '
        'TP339_Chgreen_Ill0_Ang0,1,2.tif TP403_Chgreen_Ill0_Ang0,1,2.tif TP419_Chgreen_Ill0_Ang0,1,2.tif '
        'TP481_Chgreen_Ill0_Ang0,1,2.tif TP483_Chgreen_Ill0_Ang0,1,2.tif TP492_Chgreen_Ill0_Ang0,1,2.tif '
        'TP518_Chgreen_Ill0_Ang0,1,2.tif TP5_Chgreen_Ill0_Ang0,1,2.tif TP82_Chgreen_Ill0_Ang0,1,2.tif '
        'TP96_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'experimentA/20201208-companions/8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp_0_ch_0.tif fused_tp_88_ch_0.tif fused_tp_90_ch_0.tif'
    ),
    'experimentA/20201208-companions/9-3-15_Histone-eGFP': (
        'TP181_Chgreen_Ill0_Ang0,1,2.tif TP252_Chgreen_Ill0_Ang0,1,2.tif TP254_Chgreen_Ill0_Ang0,1,2.tif '
        'TP29_Chgreen_Ill0_Ang0,1,2.tif TP305_Chgreen_Ill0_Ang0,1,2.tif TP319_Chgreen_Ill0_Ang0,1,2.tif '
        'TP337_Chgreen_Ill0_Ang0,1,2.tif TP350_Chgreen_Ill0_Ang0,1,2.tif TP3_Chgreen_Ill0_Ang0,1,2.tif '
        'TP406_Chgreen_Ill0_Ang0,1,2.tif TP440_Chgreen_Ill0_Ang0,1,2.tif TP466_Chgreen_Ill0_Ang0,1,2.tif '
        'TP468_Chgreen_Ill0_Ang0,1,2.tif TP494_Chgreen_Ill0_Ang0,1,2.tif TP500_Chgreen_Ill0_Ang0,1,2.tif '
        'TP504_Chgreen_Ill0_Ang0,1,2.tif TP52_Chgreen_Ill0_Ang0,1,2.tif TP531_Chgreen_Ill0_Ang0,1,2.tif '
        'TP7_Chgreen_Ill0_Ang0,1,2.tif TP9_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'experimentA/20210128-companions/22-06-16_Tc-Squash-eGFP': (
        'TP114_Ch0_Ill0_Ang1,2,3,4,5.tif TP125_Ch0_Ill0_Ang1,2,3,4,5.tif TP175_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP22_Ch0_Ill0_Ang1,2,3,4,5.tif TP3_Ch0_Ill0_Ang1,2,3,4,5.tif TP43_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP52_Ch0_Ill0_Ang1,2,3,4,5.tif TP86_Ch0_Ill0_Ang1,2,3,4,5.tif TP97_Ch0_Ill0_Ang1,2,3,4,5.tif'
    ),
    'experimentA/20210208-patterns/4-3-15_nGFP': (
        'TP_T159_Chgreen_Ill0_Ang0,1,2.tif TP_T180_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T199_Chgreen_Ill0_Ang0,1,2.tif TP_T279_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T298_Chgreen_Ill0_Ang0,1,2.tif TP_T29_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T301_Chgreen_Ill0_Ang0,1,2.tif TP_T309_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T337_Chgreen_Ill0_Ang0,1,2.tif TP_T519_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T525_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'experimentA/20210208-patterns/8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp_T123_ch_0.tif fused_tp_T34_ch_0.tif fused_tp_T79_ch_0.tif'
    ),
    'experimentA/20210208-patterns/9-3-15_Histone-eGFP': (
        'TP_T135_Chgreen_Ill0_Ang0,1,2.tif TP_T149_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T200_Chgreen_Ill0_Ang0,1,2.tif TP_T222_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T225_Chgreen_Ill0_Ang0,1,2.tif TP_T226_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T285_Chgreen_Ill0_Ang0,1,2.tif TP_T346_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T513_Chgreen_Ill0_Ang0,1,2.tif TP_T518_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T57_Chgreen_Ill0_Ang0,1,2.tif TP_T61_Chgreen_Ill0_Ang0,1,2.tif TP_T81_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T9_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'scripts/tiffinfo/Akanksha_Jain_22-06-16_Tc-Squash-eGFP': (
        'TP103_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP115_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP123_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP39_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP73_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt'
    ),
}

BEETLE_LIFEACT_KIND = {
    'experimentA/20201208-companions/16-4-15_LifeAct-eGFP': (
        'img_TL1.tif img_TL100.tif img_TL103.tif img_TL104.tif img_TL105.tif img_TL108.tif img_TL113.tif '
        'img_TL115.tif img_TL119.tif img_TL12.tif img_TL121.tif img_TL122.tif img_TL123.tif img_TL124.tif '
        'img_TL125.tif img_TL126.tif img_TL128.tif img_TL131.tif img_TL132.tif img_TL134.tif img_TL138.tif '
        'img_TL140.tif img_TL143.tif img_TL145.tif img_TL146.tif img_TL150.tif img_TL152.tif img_TL154.tif '
        'img_TL16.tif img_TL160.tif img_TL164.tif img_TL165.tif img_TL167.tif img_TL17.tif img_TL174.tif '
        'img_TL175.tif img_TL177.tif img_TL179.tif img_TL181.tif img_TL182.tif img_TL184.tif img_TL188.tif '
        'img_TL189.tif img_TL193.tif img_TL196.tif img_TL201.tif img_TL202.tif img_TL204.tif img_TL206.tif '
        'img_TL212.tif img_TL213.tif img_TL219.tif img_TL222.tif img_TL225.tif img_TL229.tif img_TL23.tif '
        'img_TL231.tif img_TL233.tif img_TL24.tif img_TL240.tif img_TL241.tif img_TL246.tif img_TL248.tif '
        'img_TL249.tif img_TL252.tif img_TL256.tif img_TL260.tif img_TL262.tif img_TL263.tif img_TL264.tif '
        'img_TL266.tif img_TL272.tif img_TL275.tif img_TL281.tif img_TL282.tif img_TL283.tif img_TL284.tif '
        'img_TL287.tif img_TL290.tif img_TL291.tif img_TL292.tif img_TL294.tif img_TL296.tif img_TL300.tif '
        'img_TL302.tif img_TL303.tif img_TL304.tif img_TL307.tif img_TL308.tif img_TL31.tif img_TL314.tif '
        'img_TL318.tif img_TL319.tif img_TL320.tif img_TL324.tif img_TL326.tif img_TL328.tif img_TL330.tif '
        'img_TL333.tif img_TL336.tif img_TL339.tif img_TL34.tif img_TL343.tif img_TL345.tif img_TL346.tif '
        'img_TL348.tif img_TL349.tif img_TL350.tif img_TL353.tif img_TL354.tif img_TL356.tif img_TL358.tif '
        'img_TL360.tif img_TL367.tif img_TL371.tif img_TL384.tif img_TL385.tif img_TL386.tif img_TL387.tif '
        'img_TL39.tif img_TL395.tif img_TL396.tif img_TL397.tif img_TL40.tif img_TL401.tif img_TL404.tif '
        'img_TL407.tif img_TL409.tif img_TL410.tif img_TL412.tif img_TL415.tif img_TL418.tif img_TL420.tif '
        'img_TL423.tif img_TL424.tif img_TL426.tif img_TL43.tif img_TL430.tif img_TL432.tif img_TL433.tif '
        'img_TL435.tif img_TL436.tif img_TL437.tif img_TL438.tif img_TL440.tif img_TL443.tif img_TL448.tif '
        'img_TL45.tif img_TL452.tif img_TL453.tif img_TL456.tif img_TL457.tif img_TL461.tif img_TL462.tif '
        'img_TL468.tif img_TL471.tif img_TL473.tif img_TL474.tif img_TL481.tif img_TL483.tif img_TL484.tif '
        'img_TL486.tif img_TL489.tif img_TL492.tif img_TL495.tif img_TL496.tif img_TL497.tif img_TL498.tif '
        'img_TL5.tif img_TL50.tif img_TL503.tif img_TL507.tif img_TL508.tif img_TL511.tif img_TL518.tif '
        'img_TL519.tif img_TL521.tif img_TL522.tif img_TL526.tif img_TL530.tif img_TL533.tif img_TL535.tif '
        'img_TL537.tif img_TL538.tif img_TL541.tif img_TL543.tif img_TL546.tif img_TL548.tif img_TL55.tif '
        'img_TL551.tif img_TL558.tif img_TL559.tif img_TL56.tif img_TL560.tif img_TL561.tif img_TL562.tif '
        'img_TL566.tif img_TL568.tif img_TL57.tif img_TL571.tif img_TL572.tif img_TL573.tif img_TL574.tif '
        'img_TL576.tif img_TL577.tif img_TL579.tif img_TL584.tif img_TL586.tif img_TL591.tif img_TL596.tif '
        'img_TL598.tif img_TL601.tif img_TL604.tif img_TL605.tif img_TL607.tif img_TL61.tif img_TL611.tif '
        'img_TL612.tif img_TL614.tif img_TL617.tif img_TL62.tif img_TL623.tif img_TL625.tif img_TL626.tif '
        'img_TL63.tif img_TL630.tif img_TL633.tif img_TL640.tif img_TL646.tif img_TL648.tif img_TL652.tif '
        'img_TL653.tif img_TL658.tif img_TL659.tif img_TL66.tif img_TL661.tif img_TL669.tif img_TL67.tif '
        'img_TL671.tif img_TL674.tif img_TL678.tif img_TL683.tif img_TL685.tif img_TL686.tif img_TL687.tif '
        'img_TL688.tif img_TL69.tif img_TL690.tif img_TL691.tif img_TL695.tif img_TL696.tif img_TL699.tif '
        'img_TL7.tif img_TL704.tif img_TL707.tif img_TL708.tif img_TL71.tif img_TL710.tif img_TL712.tif '
        'img_TL714.tif img_TL719.tif img_TL72.tif img_TL720.tif img_TL722.tif img_TL726.tif img_TL731.tif '
        'img_TL734.tif img_TL735.tif img_TL739.tif img_TL740.tif img_TL745.tif img_TL746.tif img_TL748.tif '
        'img_TL75.tif img_TL751.tif img_TL752.tif img_TL753.tif img_TL754.tif img_TL757.tif img_TL762.tif '
        'img_TL77.tif img_TL775.tif img_TL776.tif img_TL777.tif img_TL778.tif img_TL781.tif img_TL785.tif '
        'img_TL790.tif img_TL792.tif img_TL794.tif img_TL795.tif img_TL797.tif img_TL81.tif img_TL83.tif '
        'img_TL86.tif img_TL87.tif img_TL88.tif img_TL89.tif img_TL92.tif img_TL94.tif'
    ),
}

BEETLE_LIFEACT_OTHER = {
    '': (
        'experimentA/idr0099-experimentA-bulk.yml scripts/set_pixel_size.py'
    ),
    'experimentA/20201207-patterns/16-4-15_LifeAct-eGFP': (
        'img_tl139.tif img_tl155.tif img_tl186.tif img_tl19.tif img_tl245.tif img_tl253.tif img_tl275.tif '
        'img_tl30.tif img_tl300.tif img_tl321.tif img_tl333.tif img_tl407.tif img_tl409.tif img_tl484.tif '
        'img_tl51.tif img_tl527.tif img_tl554.tif img_tl569.tif img_tl619.tif img_tl623.tif img_tl637.tif '
        'img_tl715.tif img_tl737.tif img_tl762.tif'
    ),
    'experimentA/20201207-patterns/22-06-16_Tc-Squash-eGFP': (
        'TP_Ch0_Ill0_Ang1,2,3,4,5.tif.pattern tp121_ch0_ill0_ang1,2,3,4,5.tif '
        'tp130_ch0_ill0_ang1,2,3,4,5.tif tp136_ch0_ill0_ang1,2,3,4,5.tif tp173_ch0_ill0_ang1,2,3,4,5.tif '
        'tp185_ch0_ill0_ang1,2,3,4,5.tif tp210_ch0_ill0_ang1,2,3,4,5.tif tp63_ch0_ill0_ang1,2,3,4,5.tif '
        'tp88_ch0_ill0_ang1,2,3,4,5.tif tp93_ch0_ill0_ang1,2,3,4,5.tif'
    ),
    'experimentA/20201207-patterns/4-3-15_nGFP': (
        'tp110_chgreen_ill0_ang0,1,2.tif tp117_chgreen_ill0_ang0,1,2.tif tp119_chgreen_ill0_ang0,1,2.tif '
        'tp137_chgreen_ill0_ang0,1,2.tif tp191_chgreen_ill0_ang0,1,2.tif tp196_chgreen_ill0_ang0,1,2.tif '
        'tp22_chgreen_ill0_ang0,1,2.tif tp231_chgreen_ill0_ang0,1,2.tif tp277_chgreen_ill0_ang0,1,2.tif '
        'tp327_chgreen_ill0_ang0,1,2.tif tp334_chgreen_ill0_ang0,1,2.tif tp388_chgreen_ill0_ang0,1,2.tif '
        'tp390_chgreen_ill0_ang0,1,2.tif tp436_chgreen_ill0_ang0,1,2.tif tp445_chgreen_ill0_ang0,1,2.tif '
        'tp449_chgreen_ill0_ang0,1,2.tif tp458_chgreen_ill0_ang0,1,2.tif tp45_chgreen_ill0_ang0,1,2.tif '
        'tp56_chgreen_ill0_ang0,1,2.tif tp66_chgreen_ill0_ang0,1,2.tif'
    ),
    'experimentA/20201207-patterns/8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp10_ch_0.tif fused_tp17_ch_0.tif fused_tp21_ch_0.tif fused_tp32_ch_0.tif fused_tp37_ch_0.tif '
        'fused_tp58_ch_0.tif fused_tp93_ch_0.tif fused_tp94_ch_0.tif'
    ),
    'experimentA/20201207-patterns/9-3-15_Histone-eGFP': (
        'tp102_chgreen_ill0_ang0,1,2.tif tp137_chgreen_ill0_ang0,1,2.tif tp260_chgreen_ill0_ang0,1,2.tif '
        'tp265_chgreen_ill0_ang0,1,2.tif tp27_chgreen_ill0_ang0,1,2.tif tp289_chgreen_ill0_ang0,1,2.tif '
        'tp362_chgreen_ill0_ang0,1,2.tif tp41_chgreen_ill0_ang0,1,2.tif tp424_chgreen_ill0_ang0,1,2.tif '
        'tp439_chgreen_ill0_ang0,1,2.tif tp458_chgreen_ill0_ang0,1,2.tif tp492_chgreen_ill0_ang0,1,2.tif '
        'tp520_chgreen_ill0_ang0,1,2.tif tp5_chgreen_ill0_ang0,1,2.tif tp6_chgreen_ill0_ang0,1,2.tif'
    ),
    'experimentA/20201208-companions/4-3-15_nGFP': (
        'TP12_Chgreen_Ill0_Ang0,1,2.tif TP141_Chgreen_Ill0_Ang0,1,2.tif TP147_Chgreen_Ill0_Ang0,1,2.tif '
        'TP150_Chgreen_Ill0_Ang0,1,2.tif TP179_Chgreen_Ill0_Ang0,1,2.tif TP19_Chgreen_Ill0_Ang0,1,2.tif '
        'TP257_Chgreen_Ill0_Ang0,1,2.tif TP280_Chgreen_Ill0_Ang0,1,2.tif TP282_Chgreen_Ill0_Ang0,1,2.tif '
        'TP292_Chgreen_Ill0_Ang0,1,2.tif TP346_Chgreen_Ill0_Ang0,1,2.tif TP368_Chgreen_Ill0_Ang0,1,2.tif '
        'TP379_Chgreen_Ill0_Ang0,1,2.tif TP386_Chgreen_Ill0_Ang0,1,2.tif TP388_Chgreen_Ill0_Ang0,1,2.tif '
        'TP394_Chgreen_Ill0_Ang0,1,2.tif TP423_Chgreen_Ill0_Ang0,1,2.tif TP436_Chgreen_Ill0_Ang0,1,2.tif '
        'TP460_Chgreen_Ill0_Ang0,1,2.tif TP470_Chgreen_Ill0_Ang0,1,2.tif TP516_Chgreen_Ill0_Ang0,1,2.tif '
        'TP55_Chgreen_Ill0_Ang0,1,2.tif TP6_Chgreen_Ill0_Ang0,1,2.tif TP95_Chgreen_Ill0_Ang0,1,2.tif '
        'TP9_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'experimentA/20201208-companions/8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp_100_ch_0.tif fused_tp_105_ch_0.tif fused_tp_122_ch_0.tif fused_tp_123_ch_0.tif '
        'fused_tp_126_ch_0.tif fused_tp_135_ch_0.tif fused_tp_16_ch_0.tif fused_tp_22_ch_0.tif '
        'fused_tp_5_ch_0.tif fused_tp_70_ch_0.tif'
    ),
    'experimentA/20201208-companions/9-3-15_Histone-eGFP': (
        'TP105_Chgreen_Ill0_Ang0,1,2.tif TP113_Chgreen_Ill0_Ang0,1,2.tif TP135_Chgreen_Ill0_Ang0,1,2.tif '
        'TP156_Chgreen_Ill0_Ang0,1,2.tif TP160_Chgreen_Ill0_Ang0,1,2.tif TP164_Chgreen_Ill0_Ang0,1,2.tif '
        'TP179_Chgreen_Ill0_Ang0,1,2.tif TP17_Chgreen_Ill0_Ang0,1,2.tif TP191_Chgreen_Ill0_Ang0,1,2.tif '
        'TP197_Chgreen_Ill0_Ang0,1,2.tif TP24_Chgreen_Ill0_Ang0,1,2.tif TP254_Chgreen_Ill0_Ang0,1,2.tif '
        'TP27_Chgreen_Ill0_Ang0,1,2.tif TP280_Chgreen_Ill0_Ang0,1,2.tif TP28_Chgreen_Ill0_Ang0,1,2.tif '
        'TP303_Chgreen_Ill0_Ang0,1,2.tif TP326_Chgreen_Ill0_Ang0,1,2.tif TP330_Chgreen_Ill0_Ang0,1,2.tif '
        'TP354_Chgreen_Ill0_Ang0,1,2.tif TP359_Chgreen_Ill0_Ang0,1,2.tif TP371_Chgreen_Ill0_Ang0,1,2.tif '
        'TP386_Chgreen_Ill0_Ang0,1,2.tif TP419_Chgreen_Ill0_Ang0,1,2.tif TP436_Chgreen_Ill0_Ang0,1,2.tif '
        'TP437_Chgreen_Ill0_Ang0,1,2.tif TP479_Chgreen_Ill0_Ang0,1,2.tif TP482_Chgreen_Ill0_Ang0,1,2.tif '
        'TP490_Chgreen_Ill0_Ang0,1,2.tif TP501_Chgreen_Ill0_Ang0,1,2.tif TP530_Chgreen_Ill0_Ang0,1,2.tif '
        'TP63_Chgreen_Ill0_Ang0,1,2.tif TP90_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'experimentA/20210128-companions/22-06-16_Tc-Squash-eGFP': (
        'TP122_Ch0_Ill0_Ang1,2,3,4,5.tif TP126_Ch0_Ill0_Ang1,2,3,4,5.tif TP129_Ch0_Ill0_Ang1,2,3,4,5.tif '
        'TP150_Ch0_Ill0_Ang1,2,3,4,5.tif TP27_Ch0_Ill0_Ang1,2,3,4,5.tif TP5_Ch0_Ill0_Ang1,2,3,4,5.tif'
    ),
    'experimentA/20210208-patterns/4-3-15_nGFP': (
        'TP_T117_Chgreen_Ill0_Ang0,1,2.tif TP_T201_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T209_Chgreen_Ill0_Ang0,1,2.tif TP_T257_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T316_Chgreen_Ill0_Ang0,1,2.tif TP_T369_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T388_Chgreen_Ill0_Ang0,1,2.tif TP_T391_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T398_Chgreen_Ill0_Ang0,1,2.tif TP_T435_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T442_Chgreen_Ill0_Ang0,1,2.tif TP_T485_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T516_Chgreen_Ill0_Ang0,1,2.tif TP_T62_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'experimentA/20210208-patterns/8-6-19_ZenKD_GAP43-eYFP': (
        'fused_tp_T139_ch_0.tif fused_tp_T18_ch_0.tif fused_tp_T63_ch_0.tif fused_tp_T83_ch_0.tif '
        'fused_tp_T99_ch_0.tif'
    ),
    'experimentA/20210208-patterns/9-3-15_Histone-eGFP': (
        'TP_T159_Chgreen_Ill0_Ang0,1,2.tif TP_T160_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T16_Chgreen_Ill0_Ang0,1,2.tif TP_T196_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T211_Chgreen_Ill0_Ang0,1,2.tif TP_T234_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T248_Chgreen_Ill0_Ang0,1,2.tif TP_T253_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T303_Chgreen_Ill0_Ang0,1,2.tif TP_T369_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T371_Chgreen_Ill0_Ang0,1,2.tif TP_T463_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T534_Chgreen_Ill0_Ang0,1,2.tif TP_T536_Chgreen_Ill0_Ang0,1,2.tif '
        'TP_T96_Chgreen_Ill0_Ang0,1,2.tif'
    ),
    'scripts/tiffinfo/Akanksha_Jain_22-06-16_Tc-Squash-eGFP': (
        'TP117_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP120_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP130_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP180_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP183_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP187_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP193_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP2_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP55_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP57_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP70_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP83_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt '
        'TP90_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt TP94_Ch0_Ill0_Ang1,2,3,4,5.tif.tiffinfo.txt'
    ),
}

ASYM_MASKS_A_KIND = {
    '': (
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/TO2/TO2-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/TO2/TO2-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/0X': (
        '0X-001-Mask.tif 0X-003-Mask.tif 0X-004-Mask.tif 0X-005-Mask.tif 0X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/1X': (
        '1X-001-Mask.tif 1X-002-Mask.tif 1X-004-Mask.tif 1X-005-Mask.tif 1X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-003-Mask.tif 2X-004-Mask.tif 2X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/3X': (
        '3X-001-Mask.tif 3X-003-Mask.tif 3X-004-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/4X': (
        '4X-002-Mask.tif 4X-003-Mask.tif 4X-005-Mask.tif 4X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/5X': (
        '5X-001-Mask.tif 5X-002-Mask.tif 5X-004-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/HG': (
        'HG105-001-Mask.tif HG105-002-Mask.tif HG105-003-Mask.tif HG105-004-Mask.tif HG105-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/no': (
        'no-001-Mask.tif no-002-Mask.tif no-003-Mask.tif no-004-Mask.tif no-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/0X': (
        '0X-001-Mask.tif 0X-002-Mask.tif 0X-003-Mask.tif 0X-004-Mask.tif 0X-005-Mask.tif 0X-006-Mask.tif '
        '0X-007-Mask.tif 0X-008-Mask.tif 0X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/1X': (
        '1X-001-Mask.tif 1X-002-Mask.tif 1X-003-Mask.tif 1X-005-Mask.tif 1X-006-Mask.tif 1X-007-Mask.tif '
        '1X-008-Mask.tif 1X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-003-Mask.tif 2X-004-Mask.tif 2X-006-Mask.tif 2X-007-Mask.tif '
        '2X-008-Mask.tif 2X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/3X': (
        '3X-002-Mask.tif 3X-003-Mask.tif 3X-005-Mask.tif 3X-008-Mask.tif 3X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/4X': (
        '4X-001-Mask.tif 4X-002-Mask.tif 4X-004-Mask.tif 4X-005-Mask.tif 4X-006-Mask.tif 4X-007-Mask.tif '
        '4X-008-Mask.tif 4X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/5X': (
        '5X-001-Mask.tif 5X-002-Mask.tif 5X-004-Mask.tif 5X-005-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/HG': (
        'HG-002-Mask.tif HG-004-Mask.tif HG-005-Mask.tif HG-006-Mask.tif HG-008-Mask.tif HG-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/no': (
        'no-001-Mask.tif no-003-Mask.tif no-004-Mask.tif no-005-Mask.tif no-006-Mask.tif no-007-Mask.tif '
        'no-008-Mask.tif no-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/0X': (
        '0X-001-Mask.tif 0X-004-Mask.tif 0X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/1X': (
        '1X-001-Mask.tif 1X-002-Mask.tif 1X-003-Mask.tif 1X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-003-Mask.tif 2X-004-Mask.tif 2X-005-Mask.tif 2X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/3X': (
        '3X-002-Mask.tif 3X-003-Mask.tif 3X-004-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/4X': (
        '4X-001-Mask.tif 4X-002-Mask.tif 4X-003-Mask.tif 4X-004-Mask.tif 4X-005-Mask.tif 4X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/5X': (
        '5X-002-Mask.tif 5X-003-Mask.tif 5X-004-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/HG': (
        'HG105-002-Mask.tif HG105-004-Mask.tif HG105-005-Mask.tif HG105-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/no': (
        'no-001-Mask.tif no-002-Mask.tif no-004-Mask.tif no-005-Mask.tif no-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/0X': (
        '0X-001-Mask.tif 0X-002-Mask.tif 0X-003-Mask.tif 0X-004-Mask.tif 0X-005-Mask.tif 0X-006-Mask.tif '
        '0X-007-Mask.tif 0X-008-Mask.tif 0X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/1X': (
        '1X-001-Mask.tif 1X-003-Mask.tif 1X-005-Mask.tif 1X-006-Mask.tif 1X-007-Mask.tif 1X-008-Mask.tif '
        '1X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-003-Mask.tif 2X-004-Mask.tif 2X-006-Mask.tif 2X-007-Mask.tif '
        '2X-008-Mask.tif 2X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/3X': (
        '3X-001-Mask.tif 3X-002-Mask.tif 3X-003-Mask.tif 3X-004-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif '
        '3X-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/4X': (
        '4X-001-Mask.tif 4X-002-Mask.tif 4X-003-Mask.tif 4X-004-Mask.tif 4X-005-Mask.tif 4X-006-Mask.tif '
        '4X-007-Mask.tif 4X-008-Mask.tif 4X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/5X': (
        '5X-001-Mask.tif 5X-003-Mask.tif 5X-005-Mask.tif 5X-006-Mask.tif 5X-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/HG': (
        'HG-001-Mask.tif HG-002-Mask.tif HG-003-Mask.tif HG-004-Mask.tif HG-005-Mask.tif HG-007-Mask.tif '
        'HG-008-Mask.tif HG-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/TO2': (
        'TO2-001-Mask.tif TO2-002-Mask.tif TO2-003-Mask.tif TO2-004-Mask.tif TO2-005-Mask.tif '
        'TO2-006-Mask.tif TO2-007-Mask.tif TO2-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/no': (
        'no-001-Mask.tif no-002-Mask.tif no-003-Mask.tif no-004-Mask.tif no-006-Mask.tif no-007-Mask.tif '
        'no-008-Mask.tif no-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/0X': (
        '0X-001-Mask.tif 0X-003-Mask.tif 0X-004-Mask.tif 0X-005-Mask.tif 0X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/1X': (
        '1X-002-Mask.tif 1X-003-Mask.tif 1X-004-Mask.tif 1X-005-Mask.tif 1X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-003-Mask.tif 2X-005-Mask.tif 2X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/3X': (
        '3X-001-Mask.tif 3X-003-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/4X': (
        '4X-001-Mask.tif 4X-002-Mask.tif 4X-004-Mask.tif 4X-005-Mask.tif 4X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/5X': (
        '5X-002-Mask.tif 5X-003-Mask.tif 5X-004-Mask.tif 5X-005-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/HG': (
        'HG105-001-Mask.tif HG105-005-Mask.tif HG105-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/TO': (
        'TO-001-Mask.tif TO-005-Mask.tif TO-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/no': (
        'no-001-Mask.tif no-002-Mask.tif no-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/0X': (
        '0X-001-Mask.tif 0X-002-Mask.tif 0X-003-Mask.tif 0X-004-Mask.tif 0X-005-Mask.tif 0X-006-Mask.tif '
        '0X-007-Mask.tif 0X-008-Mask.tif 0X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/1X': (
        '1X-001-Mask.tif 1X-002-Mask.tif 1X-003-Mask.tif 1X-004-Mask.tif 1X-005-Mask.tif 1X-006-Mask.tif '
        '1X-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-003-Mask.tif 2X-006-Mask.tif 2X-007-Mask.tif 2X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/3X': (
        '3X-001-Mask.tif 3X-002-Mask.tif 3X-004-Mask.tif 3X-006-Mask.tif 3X-008-Mask.tif 3X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/4X': (
        '4X-001-Mask.tif 4X-004-Mask.tif 4X-005-Mask.tif 4X-007-Mask.tif 4X-008-Mask.tif 4X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/5X': (
        '5X-001-Mask.tif 5X-002-Mask.tif 5X-003-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/HG': (
        'HG-001-Mask.tif HG-002-Mask.tif HG-003-Mask.tif HG-004-Mask.tif HG-005-Mask.tif HG-006-Mask.tif '
        'HG-007-Mask.tif HG-008-Mask.tif HG-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/TO': (
        'TO-002-Mask.tif TO-004-Mask.tif TO-005-Mask.tif TO-006-Mask.tif TO-007-Mask.tif TO-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/no': (
        'no-001-Mask.tif no-003-Mask.tif no-005-Mask.tif no-006-Mask.tif no-007-Mask.tif no-009-Mask.tif'
    ),
}

ASYM_MASKS_A_OTHER = {
    '': (
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/no/no-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/HS/HS-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/no/no-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/B/B-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/B/B-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/HS/HS-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/HS/HS-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/A/A-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/HS/HS-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/ATO1/ATO1-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/ATO1/ATO1-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/HS/HS-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/ATO1/ATO1-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/ATO1/ATO1-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/3X/3X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/no/no-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT3/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/no/no-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/1X/1X-016-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/2X/2X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/5X/5X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/HG/HG-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/HG/HG-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/2X/2X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/3X/3X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/2X/2X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/3X/3X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/3X/3X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/5X/5X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/2X/2X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/4X/4X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/5X/5X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/HG/HG-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/0X/0X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T1/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/2X/2X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/HG/HG-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/0X/0X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/3X/3X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/HG/HG-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/4X/4X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/1X/1X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/2X/2X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/4X/4X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/4X/4X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T2/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T2/2X/2X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/1X/1X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/2X/2X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/3X/3X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/5X/5X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/2X/2X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/HG/HG-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/AceT2/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GluT3/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GlyT2/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/RDMT2/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/RDMT3/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Ace_T1/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Ace_T2/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Glu_T3/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Gly_T2/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Gly_T3/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/RDM_T2/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T1/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T2/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T3/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Gly_T3/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/RDM_T2/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/RDM_T3/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Notag_Trial3/5X.nd2 experimentB/readers.txt '
        'experimentB/rendering_settings/DAS+4tag_Trial1.yml '
        'experimentB/rendering_settings/DAS+4tag_Trial3.yml experimentC/idr0095-experimentC-filePaths.tsv '
        'experimentC/readers.txt requirements.txt'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/no': (
        'no-002-Mask.tif no-004-Mask.tif no-007-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/0X': (
        '0X-004-Mask.tif 0X-007-Mask.tif 0X-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/1X': (
        '1X-002-Mask.tif 1X-004-Mask.tif 1X-011-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/5X': (
        '5X-002-Mask.tif 5X-003-Mask.tif 5X-005-Mask.tif 5X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/LAAtag_Trial1': (
        '1X.nd2 3X.nd2 5X.nd2'
    ),
    'experimentC/rendering_settings': (
        'O1_Ace_Trial1.yml O1_RDM_Trial2.yml O1_RDM_Trial3.yml O2_Gly_Trial3.yml Oid_Ace_Trial3.yml '
        'Oid_Gly_Trial3.yml'
    ),
}

ASYM_MASKS_B_KIND = {
    '': (
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/2X/2X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/3X/3X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/no/no-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/C/C-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/C/C-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/no/no-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/2X/2X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/B/B-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/B/B-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/2X/2X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/A/A-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/A/A-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/HS/HS-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/HS/HS-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/3X/3X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/ATO1/ATO1-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/ATO1/ATO1-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/ATO1/ATO1-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/1X': (
        '1X-001-Mask.tif 1X-002-Mask.tif 1X-003-Mask.tif 1X-005-Mask.tif 1X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/4X': (
        '4X-003-Mask.tif 4X-004-Mask.tif 4X-005-Mask.tif 4X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/5X': (
        '5X-001-Mask.tif 5X-003-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/C': (
        'C-001-Mask.tif C-002-Mask.tif C-003-Mask.tif C-004-Mask.tif C-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/HS': (
        'HS-001-Mask.tif HS-002-Mask.tif HS-003-Mask.tif HS-004-Mask.tif HS-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/no': (
        'no-001-Mask.tif no-002-Mask.tif no-003-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/1X': (
        '1X-003-Mask.tif 1X-005-Mask.tif 1X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-004-Mask.tif 2X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/3X': (
        '3X-001-Mask.tif 3X-004-Mask.tif 3X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/4X': (
        '4X-003-Mask.tif 4X-004-Mask.tif 4X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/5X': (
        '5X-003-Mask.tif 5X-005-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/C': (
        'C-001-Mask.tif C-002-Mask.tif C-004-Mask.tif C-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/HS': (
        'HS-001-Mask.tif HS-002-Mask.tif HS-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/1X': (
        '1X-001-Mask.tif 1X-002-Mask.tif 1X-004-Mask.tif 1X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/2X': (
        '2X-001-Mask.tif 2X-003-Mask.tif 2X-004-Mask.tif 2X-005-Mask.tif 2X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/3X': (
        '3X-004-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/5X': (
        '5X-001-Mask.tif 5X-002-Mask.tif 5X-003-Mask.tif 5X-004-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/HS': (
        'HS-002-Mask.tif HS-004-Mask.tif HS-005-Mask.tif HS-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/1X': (
        '1X-002-Mask.tif 1X-004-Mask.tif 1X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/3X': (
        '3X-001-Mask.tif 3X-002-Mask.tif 3X-003-Mask.tif 3X-004-Mask.tif 3X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/4X': (
        '4X-001-Mask.tif 4X-002-Mask.tif 4X-003-Mask.tif 4X-005-Mask.tif 4X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/5X': (
        '5X-002-Mask.tif 5X-003-Mask.tif 5X-005-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/HS': (
        'HS-001-Mask.tif HS-002-Mask.tif HS-004-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/no': (
        'no-001-Mask.tif no-005-Mask.tif no-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/1X': (
        '1X-002-Mask.tif 1X-003-Mask.tif 1X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/3X': (
        '3X-001-Mask.tif 3X-003-Mask.tif 3X-004-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/5X': (
        '5X-001-Mask.tif 5X-004-Mask.tif 5X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/B': (
        'B-002-Mask.tif B-005-Mask.tif B-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/HS': (
        'HS-001-Mask.tif HS-002-Mask.tif HS-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/no': (
        'no-001-Mask.tif no-002-Mask.tif no-003-Mask.tif no-004-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-003-Mask.tif 2X-005-Mask.tif 2X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/3X': (
        '3X-001-Mask.tif 3X-002-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/4X': (
        '4X-001-Mask.tif 4X-002-Mask.tif 4X-003-Mask.tif 4X-004-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/5X': (
        '5X-003-Mask.tif 5X-004-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/B': (
        'B-001-Mask.tif B-002-Mask.tif B-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/HS': (
        'HS-001-Mask.tif HS-003-Mask.tif HS-005-Mask.tif HS-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/no': (
        'no-001-Mask.tif no-003-Mask.tif no-004-Mask.tif no-005-Mask.tif no-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/2X': (
        '2X-003-Mask.tif 2X-004-Mask.tif 2X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/4X': (
        '4X-001-Mask.tif 4X-003-Mask.tif 4X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/5X': (
        '5X-001-Mask.tif 5X-004-Mask.tif 5X-005-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/A': (
        'A-001-Mask.tif A-002-Mask.tif A-003-Mask.tif A-004-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/HS': (
        'HS-003-Mask.tif HS-004-Mask.tif HS-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/no': (
        'no-001-Mask.tif no-002-Mask.tif no-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-004-Mask.tif 2X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/3X': (
        '3X-001-Mask.tif 3X-002-Mask.tif 3X-003-Mask.tif 3X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/4X': (
        '4X-002-Mask.tif 4X-003-Mask.tif 4X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/5X': (
        '5X-001-Mask.tif 5X-003-Mask.tif 5X-004-Mask.tif 5X-005-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/A': (
        'A-001-Mask.tif A-003-Mask.tif A-005-Mask.tif A-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/HS': (
        'HS-001-Mask.tif HS-003-Mask.tif HS-004-Mask.tif HS-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/no': (
        'no-001-Mask.tif no-003-Mask.tif no-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/2X': (
        '2X-001-Mask.tif 2X-003-Mask.tif 2X-004-Mask.tif 2X-005-Mask.tif 2X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/4X': (
        '4X-002-Mask.tif 4X-004-Mask.tif 4X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/1X': (
        '1X-002-Mask.tif 1X-003-Mask.tif 1X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-003-Mask.tif 2X-004-Mask.tif 2X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/4X': (
        '4X-001-Mask.tif 4X-002-Mask.tif 4X-003-Mask.tif 4X-004-Mask.tif 4X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/HS': (
        'HS-001-Mask.tif HS-003-Mask.tif HS-004-Mask.tif HS-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/no': (
        'no-004-Mask.tif no-005-Mask.tif no-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/1X': (
        '1X-001-Mask.tif 1X-003-Mask.tif 1X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/2X': (
        '2X-002-Mask.tif 2X-003-Mask.tif 2X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/3X': (
        '3X-001-Mask.tif 3X-002-Mask.tif 3X-003-Mask.tif 3X-004-Mask.tif 3X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/ATO1': (
        'ATO1-001-Mask.tif ATO1-002-Mask.tif ATO1-003-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/HS': (
        'HS-004-Mask.tif HS-005-Mask.tif HS-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/no': (
        'no-001-Mask.tif no-002-Mask.tif no-004-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/2X': (
        '2X-001-Mask.tif 2X-004-Mask.tif 2X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/3X': (
        '3X-001-Mask.tif 3X-002-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/5X': (
        '5X-001-Mask.tif 5X-005-Mask.tif 5X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/HS': (
        'HS-001-Mask.tif HS-002-Mask.tif HS-004-Mask.tif HS-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/no': (
        'no-001-Mask.tif no-003-Mask.tif no-004-Mask.tif no-005-Mask.tif no-006-Mask.tif'
    ),
}

ASYM_MASKS_B_OTHER = {
    '': (
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/HG/HG-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/no/no-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/no/no-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/4X/4X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/no/no-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/HG/HG105-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/0X/0X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/2X/2X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/HG/HG-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/0X/0X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT3/2X/2X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT3/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT3/no/no-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT3/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/no/no-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/2X/2X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/2X/2X-016-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/no/no-014-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/0X/0X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/1X/1X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/no/no-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/3X/3X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/HG/HG-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/5X/5X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/0X/0X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/2X/2X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/3X/3X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/HG/HG-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/3X/3X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/HG/HG-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/0X/0X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/5X/5X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/HG/HG-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T1/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T1/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/0X/0X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/HG/HG-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/4X/4X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/2X/2X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/5X/5X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/HG/HG-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/4X/4X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/2X/2X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/5X/5X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/0X/0X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/3X/3X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/3X/3X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/5X/5X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/0X/0X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/5X/5X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/5X/5X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/HG/HG-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/1X/1X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/2X/2X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/3X/3X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/HG/HG-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TOid-Trial1/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TOid-Trial2/TO.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAS_4tag_Trial2/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAS_4tag_Trial2/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAStag_Trial3/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/AceT1/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/AceT1/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/AceT3/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GluT2/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GluT3/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GluT3/no.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Gly_T1/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Gly_T2/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Gly_T2/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Ace_T2/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T2/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Gly_T1/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/RDM_T2/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/LAAtag_Trial1/5X.nd2 '
        'experimentA/idr0095-experimentA-bulk.yml experimentA/rendering_settings/AO1TO2_Trial1.yml '
        'experimentB/idr0095-experimentB-masks.txt experimentC/readers.txt '
        'experimentC/rendering_settings/O1_RDM_Trial3.yml experimentC/rendering_settings/O2_Ace_Trial2.yml'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/0X': (
        '0X-002-Mask.tif 0X-008-Mask.tif 0X-010-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/1X': (
        '1X-001-Mask.tif 1X-006-Mask.tif 1X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/2X': (
        '2X-001-Mask.tif 2X-002-Mask.tif 2X-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/5X': (
        '5X-006-Mask.tif 5X-008-Mask.tif 5X-012-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/4X': (
        '4X-003-Mask.tif 4X-005-Mask.tif 4X-007-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TO2-Trial2': (
        '1X.nd2 3X.nd2 HG.nd2'
    ),
}

ASYM_MASKS_C_KIND = {
    '': (
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/0X/0X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/2X/2X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/no/no-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/1X/1X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/3X/3X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/5X/5X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/no/no-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/no/no-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/HG/HG-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/no/no-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT3/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT3/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT3/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/HG/HG-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/0X/0X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/2X/2X-015-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/3X/3X-014-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/no/no-014-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/0X/0X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/2X/2X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/4X/4X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/5X/5X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/HG/HG-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/2X/2X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/5X/5X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/HG/HG-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/1X/1X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/1X/1X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/3X/3X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/1X/1X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/2X/2X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/2X/2X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/3X/3X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/4X/4X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/5X/5X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/HG/HG-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T1/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T1/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T1/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T1/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/2X/2X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/HG/HG-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/0X/0X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/HG/HG-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T3/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/0X/0X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/2X/2X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/2X/2X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/2X/2X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/5X/5X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/HG/HG-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/HG/HG-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/1X/1X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/2X/2X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/4X/4X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/5X/5X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/HG/HG-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/0X/0X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/0X/0X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/2X/2X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/2X/2X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/5X/5X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/5X/5X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/5X/5X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/HG/HG-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T2/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T2/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T2/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T2/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T2/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T2/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T2/HG/HG-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/0X/0X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/1X/1X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/1X/1X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/5X/5X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T2/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/1X/1X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/2X/2X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/3X/3X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/HG/HG-010-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/HG': (
        'HG-004-Mask.tif HG-008-Mask.tif HG-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/HG': (
        'HG-001-Mask.tif HG-004-Mask.tif HG-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/HG': (
        'HG-001-Mask.tif HG-006-Mask.tif HG-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/0X': (
        '0X-002-Mask.tif 0X-004-Mask.tif 0X-007-Mask.tif 0X-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/4X': (
        '4X-005-Mask.tif 4X-006-Mask.tif 4X-007-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/HG': (
        'HG-005-Mask.tif HG-007-Mask.tif HG-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/2X': (
        '2X-002-Mask.tif 2X-003-Mask.tif 2X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/4X': (
        '4X-001-Mask.tif 4X-007-Mask.tif 4X-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/1X': (
        '1X-002-Mask.tif 1X-003-Mask.tif 1X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/5X': (
        '5X-001-Mask.tif 5X-002-Mask.tif 5X-011-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/4X': (
        '4X-001-Mask.tif 4X-006-Mask.tif 4X-012-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/5X': (
        '5X-003-Mask.tif 5X-005-Mask.tif 5X-008-Mask.tif 5X-009-Mask.tif 5X-010-Mask.tif 5X-011-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/3X': (
        '3X-003-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif 3X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/3X': (
        '3X-003-Mask.tif 3X-004-Mask.tif 3X-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/1X': (
        '1X-003-Mask.tif 1X-005-Mask.tif 1X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/3X': (
        '3X-002-Mask.tif 3X-004-Mask.tif 3X-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/4X': (
        '4X-002-Mask.tif 4X-007-Mask.tif 4X-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/2X': (
        '2X-006-Mask.tif 2X-007-Mask.tif 2X-009-Mask.tif 2X-010-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/3X': (
        '3X-001-Mask.tif 3X-004-Mask.tif 3X-012-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/5X': (
        '5X-003-Mask.tif 5X-004-Mask.tif 5X-010-Mask.tif 5X-011-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/HG': (
        'HG-001-Mask.tif HG-002-Mask.tif HG-003-Mask.tif HG-004-Mask.tif HG-008-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/5X': (
        '5X-003-Mask.tif 5X-011-Mask.tif 5X-012-Mask.tif'
    ),
}

ASYM_MASKS_C_OTHER = {
    '': (
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/HG/HG105-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/0X/0X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/no/no-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/2X/2X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/0X/0X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/3X/3X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/HG/HG105-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/HG/HG105-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/4X/4X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/TO/TO-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/no/no-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/C/C-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/C/C-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/no/no-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/C/C-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/C/C-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/C/C-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/no/no-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/B/B-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/HS/HS-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/B/B-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/B/B-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/HS/HS-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/HS/HS-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/2X/2X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/A/A-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/HS/HS-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/no/no-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/2X/2X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/3X/3X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/A/A-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/no/no-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/ATO1/ATO1-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/HS/HS-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/ATO1/ATO1-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/HS/HS-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/HS/HS-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/ATO1/ATO1-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/HS/HS-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TO1-Trial2/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TO2-Trial1/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TOid-Trial1/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TOid-Trial2/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TOid-Trial2/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAS_4tag_Trial2/no.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAS_4tag_Trial3/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAS_4tag_Trial3/C.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAStag_Trial3/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAStag_Trial3/B.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/AceT3/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/AceT3/no.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GluT1/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GluT2/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GluT2/no.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/RDMT1/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/RDMT3/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/RDMT3/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Ace_T1/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Ace_T3/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Ace_T3/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Glu_T1/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Glu_T1/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Glu_T2/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Glu_T2/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Glu_T3/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Glu_T3/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Gly_T2/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Gly_T3/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/RDM_T2/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/RDM_T2/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/RDM_T3/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Ace_T1/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Ace_T3/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Ace_T3/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T1/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T2/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T2/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T3/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T3/4X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Gly_T1/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Gly_T2/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Gly_T3/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Gly_T3/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/RDM_T1/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/RDM_T2/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/RDM_T3/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/RDM_T3/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/LAAtag_Trial2/HS.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/LAAtag_Trial3/1X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Notag_Trial2/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Notag_Trial2/HS.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Notag_Trial3/ATnoO1V1.nd2 '
        'experimentC/idr0095-experimentC-ProcessedResults.xlsx experimentC/idr0095-experimentC-bulk.yml '
        'experimentC/rendering_settings/O1_Ace_Trial1.yml'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/TO2': (
        'TO2-001-Mask.tif TO2-006-Mask.tif TO2-007-Mask.tif TO2-009-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/HS': (
        'HS-001-Mask.tif HS-004-Mask.tif HS-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/2X': (
        '2X-004-Mask.tif 2X-005-Mask.tif 2X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/3X': (
        '3X-002-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/B': (
        'B-001-Mask.tif B-002-Mask.tif B-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/3X': (
        '3X-003-Mask.tif 3X-004-Mask.tif 3X-005-Mask.tif 3X-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/4X': (
        '4X-002-Mask.tif 4X-003-Mask.tif 4X-004-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/A': (
        'A-001-Mask.tif A-002-Mask.tif A-004-Mask.tif A-006-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TO2-Trial2': (
        '3X.nd2 5X.nd2 HG.nd2 TO2.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/RDM_T1': (
        '1X.nd2 3X.nd2 4X.nd2'
    ),
    'experimentA': (
        'idr0095-experimentA-annotation.csv idr0095-experimentA-bulk.yml idr0095-experimentA-masks.txt'
    ),
    'experimentB/rendering_settings': (
        'DAStag_Trial1.yml Notag_Trial1.yml Notag_Trial2.yml'
    ),
}

ASYM_ND2_B_KIND = {
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAS_4tag_Trial1': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 C.nd2 no.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAS_4tag_Trial2': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 C.nd2 no.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAS_4tag_Trial3': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 C.nd2 no.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAStag_Trial1': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 B.nd2 no.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAStag_Trial2': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 DAS.nd2 DASnoO1V1.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/DAStag_Trial3': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 B.nd2 no.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/LAAtag_Trial1': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 A.nd2 no.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/LAAtag_Trial2': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 A.nd2 no.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/LAAtag_Trial3': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 A.nd2 no.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Notag_Trial1': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 ATO1.nd2 no.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Notag_Trial2': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 ATO1.nd2 ATnoO1V1.nd2 HS.nd2'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Notag_Trial3': (
        '1X.nd2 2X.nd2 3X.nd2 4X.nd2 5X.nd2 ATO1.nd2 ATnoO1V1.nd2 HS.nd2'
    ),
}

ASYM_ND2_B_OTHER = {
    '': (
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial1/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO1-Trial2/no/no-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial1/no/no-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/0X/0X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/1X/1X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/4X/4X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/4X/4X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/TO2/TO2-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TO2-Trial2/no/no-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial1/TO/TO-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/HG/HG-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_A_Figure3/AO1TOid-Trial2/no/no-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial1/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/2X/2X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial2/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/HS/HS-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAS_4tag_Trial3/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial1/B/B-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/B/B-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial2/no/no-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/DAStag_Trial3/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial1/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial2/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/LAAtag_Trial3/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/HS/HS-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial1/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/ATO1/ATO1-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/HS/HS-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial2/no/no-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_B_Figure4/Notag_Trial3/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT1/no/no-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT2/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/5X/5X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/AceT3/no/no-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT2/1X/1X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GluT3/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT1/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT2/no/no-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/1X/1X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/2X/2X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/3X/3X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/4X/4X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/HG/HG-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/1X/1X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT1/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/0X/0X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT2/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/RDMT3/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T1/HG/HG-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/1X/1X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/1X/1X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/3X/3X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T2/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Ace_T3/HG/HG-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/4X/4X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T1/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/4X/4X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T2/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/1X/1X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/3X/3X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Glu_T3/HG/HG-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/0X/0X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/0X/0X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/1X/1X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/2X/2X-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/3X/3X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/4X/4X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/4X/4X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T1/HG/HG-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T2/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/3X/3X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/5X/5X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/Gly_T3/HG/HG-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T1/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T1/5X/5X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/4X/4X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5B_O2/RDM_T2/5X/5X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/2X/2X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/4X/4X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T1/HG/HG-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/0X/0X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/0X/0X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/1X/1X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/5X/5X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T2/HG/HG-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Ace_T3/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/1X/1X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/2X/2X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T1/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/4X/4X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/4X/4X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/5X/5X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T2/5X/5X-008-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/2X/2X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/3X/3X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/5X/5X-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/HG/HG-003-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/0X/0X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/1X/1X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/1X/1X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/3X/3X-002-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T1/3X/3X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/2X/2X-011-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Gly_T3/3X/3X-001-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/0X/0X-004-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/4X/4X-007-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T1/HG/HG-009-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/0X/0X-006-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/0X/0X-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/2X/2X-005-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/2X/2X-010-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/RDM_T3/HG/HG-012-Mask.tif '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TO1-Trial2/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TO1-Trial2/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/AO1TOid-Trial2/2X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GluT1/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GluT3/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GlyT1/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/GlyT1/no.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/RDMT1/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Glu_T2/3X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5B_O2/Gly_T1/0X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Glu_T1/HG.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/Gly_T3/5X.nd2 '
        '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5C-Oid/RDM_T2/5X.nd2 '
        'experimentA/rendering_settings/AO1TOid_Trial1.yml experimentB/idr0095-experimentB-masks.txt '
        'experimentC/rendering_settings/O1_Gly_Trial3.yml'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5A_O1/GlyT3/no': (
        'no-001-Mask.tif no-002-Mask.tif no-005-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200804-ftp/Experiment_C_Figure5/Fig5C-Oid/Glu_T3/0X': (
        '0X-001-Mask.tif 0X-008-Mask.tif 0X-010-Mask.tif'
    ),
    '/uod/idr/filesets/idr0095-ali-asymmetry/20200831-ftp/Fig5A_O1/RDMT3': (
        '0X.nd2 2X.nd2 4X.nd2'
    ),
}

ALPHAGLOBIN_DV_KIND = {
    '/uod/idr/filesets/idr0084-oudelaar-alphaglobin/20200428-ftp/expt10': (
        '2017-07-24-Brain-01_01_R3D.dv 2017-07-24-Brain-01_02_R3D.dv 2017-07-24-Brain-01_03_R3D.dv '
        '2017-07-24-Brain-01_04_R3D.dv 2017-07-24-Brain-01_05_R3D.dv 2017-07-24-Brain-01_07_R3D.dv '
        '2017-07-24-Brain-01_08_R3D.dv 2017-07-24-Brain-01_09_R3D.dv 2017-07-24-Brain-01_11_R3D.dv '
        '2017-07-24-No_primary-01_01_R3D.dv 2017-07-24-No_primary-01_02_R3D.dv '
        '2017-07-24-No_primary-01_05_R3D.dv 2017-07-24-No_primary-01_06_R3D.dv '
        '2017-07-24-No_primary-01_07_R3D.dv 2017-07-24-No_primary-01_08_R3D.dv '
        '2017-07-24-No_primary-01_09_R3D.dv 2017-07-24-No_primary-01_10_R3D.dv '
        '2017-07-24-No_primary-01_12_R3D.dv 2017-07-24-S0_CD71_low-01_04_R3D.dv '
        '2017-07-24-S0_CD71_low-01_05_R3D.dv 2017-07-24-S0_CD71_low-01_06_R3D.dv '
        '2017-07-24-S0_CD71_low-01_07_R3D.dv 2017-07-24-S0_CD71_low-01_08_R3D.dv '
        '2017-07-24-S0_CD71_low-01_09_R3D.dv 2017-07-24-S0_CD71_low-01_11_R3D.dv '
        '2017-07-24-S0_CD71_low-01_12_R3D.dv 2017-07-24-S0_CD71_low-01_13_R3D.dv '
        '2017-07-24-S0_CD71_low-01_14_R3D.dv 2017-07-24-S0_CD71_low-01_15_R3D.dv '
        '2017-07-24-S0_CD71_low-01_16_R3D.dv 2017-07-24-S0_CD71_low-01_17_R3D.dv '
        '2017-07-24-S0_CD71_low-01_19_R3D.dv 2017-07-24-S0_CD71_low-01_20_R3D.dv '
        '2017-07-24-S0_CD71_low-01_21_R3D.dv 2017-07-24-S0_CD71_low-01_24_R3D.dv '
        '2017-07-24-S0_CD71_low-01_26_R3D.dv 2017-07-24-S0_CD71_low-01_28_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_02_R3D.dv 2017-07-24-S0_CD71_medium-01_04_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_05_R3D.dv 2017-07-24-S0_CD71_medium-01_06_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_08_R3D.dv 2017-07-24-S0_CD71_medium-01_09_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_10_R3D.dv 2017-07-24-S0_CD71_medium-01_11_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_12_R3D.dv 2017-07-24-S0_CD71_medium-01_13_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_15_R3D.dv 2017-07-24-S0_CD71_medium-01_16_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_17_R3D.dv 2017-07-24-S0_CD71_medium-01_19_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_20_R3D.dv 2017-07-24-S0_CD71_medium-01_24_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_25_R3D.dv 2017-07-24-S0_CD71_medium-01_26_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_28_R3D.dv 2017-07-24-S0_CD71_medium-01_29_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_30_R3D.dv 2017-07-24-S0_CD71_medium-01_31_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_32_R3D.dv 2017-07-24-S0_CD71_medium-01_33_R3D.dv '
        '2017-07-24-S0_CD71_medium-01_34_R3D.dv 2017-07-24-S0_CD71_medium-01_35_R3D.dv '
        '2017-07-24-S1-01_01_R3D.dv 2017-07-24-S1-01_03_R3D.dv 2017-07-24-S1-01_04_R3D.dv '
        '2017-07-24-S1-01_05_R3D.dv 2017-07-24-S1-01_08_R3D.dv 2017-07-24-S1-01_10_R3D.dv '
        '2017-07-24-S1-01_11_R3D.dv 2017-07-24-S1-01_13_R3D.dv 2017-07-24-S1-01_15_R3D.dv '
        '2017-07-24-S1-01_18_R3D.dv 2017-07-24-S1-01_19_R3D.dv 2017-07-24-S1-01_20_R3D.dv '
        '2017-07-24-S1-01_23_R3D.dv 2017-07-24-S1-01_27_R3D.dv 2017-07-24-S1-01_28_R3D.dv '
        '2017-07-24-S1-01_29_R3D.dv 2017-07-24-Ter119+-01_01_R3D.dv 2017-07-24-Ter119+-01_02_R3D.dv '
        '2017-07-24-Ter119+-01_04_R3D.dv 2017-07-24-Ter119+-01_06_R3D.dv 2017-07-24-Ter119+-01_07_R3D.dv '
        '2017-07-24-Ter119+-01_09_R3D.dv 2017-07-24-Ter119+-01_10_R3D.dv 2017-07-24-Ter119+-01_11_R3D.dv '
        '2017-07-24-Ter119+-01_14_R3D.dv 2017-07-24-Ter119+-01_15_R3D.dv'
    ),
    '/uod/idr/filesets/idr0084-oudelaar-alphaglobin/20200428-ftp/expt11': (
        '2017-07-27-Brain-01_02_R3D.dv 2017-07-27-Brain-01_03_R3D.dv 2017-07-27-Brain-01_06_R3D.dv '
        '2017-07-27-Brain-01_07_R3D.dv 2017-07-27-Brain-01_10_R3D.dv 2017-07-27-Brain-01_11_R3D.dv '
        '2017-07-27-Brain-01_12_R3D.dv 2017-07-27-Brain-01_13_R3D.dv 2017-07-27-Brain-01_15_R3D.dv '
        '2017-07-27-No_primary-01_02_R3D.dv 2017-07-27-No_primary-01_04_R3D.dv '
        '2017-07-27-No_primary-01_05_R3D.dv 2017-07-27-No_primary-01_07_R3D.dv '
        '2017-07-27-No_primary-01_08_R3D.dv 2017-07-27-No_primary-01_10_R3D.dv '
        '2017-07-27-No_primary-01_11_R3D.dv 2017-07-27-No_primary-01_12_R3D.dv '
        '2017-07-27-No_primary-01_13_R3D.dv 2017-07-27-No_primary-01_14_R3D.dv '
        '2017-07-27-No_primary-01_15_R3D.dv 2017-07-27-No_primary-02_02_R3D.dv '
        '2017-07-27-No_primary-02_04_R3D.dv 2017-07-27-No_primary-02_05_R3D.dv '
        '2017-07-27-No_primary-02_07_R3D.dv 2017-07-27-No_primary-02_10_R3D.dv '
        '2017-07-27-S0_CD71_low-02_02_R3D.dv 2017-07-27-S0_CD71_low-02_04_R3D.dv '
        '2017-07-27-S0_CD71_low-02_06_R3D.dv 2017-07-27-S0_CD71_low-02_08_R3D.dv '
        '2017-07-27-S0_CD71_low-02_09_R3D.dv 2017-07-27-S0_CD71_low-02_14_R3D.dv '
        '2017-07-27-S0_CD71_low-02_15_R3D.dv 2017-07-27-S0_CD71_low-02_16_R3D.dv '
        '2017-07-27-S0_CD71_low-02_17_R3D.dv 2017-07-27-S0_CD71_low-02_18_R3D.dv '
        '2017-07-27-S0_CD71_low-02_20_R3D.dv 2017-07-27-S0_CD71_low-02_21_R3D.dv '
        '2017-07-27-S0_CD71_low-02_25_R3D.dv 2017-07-27-S0_CD71_low-02_26_R3D.dv '
        '2017-07-27-S0_CD71_low-02_27_R3D.dv 2017-07-27-S0_CD71_low-02_30_R3D.dv '
        '2017-07-27-S0_CD71_medium-02_02_R3D.dv 2017-07-27-S0_CD71_medium-02_03_R3D.dv '
        '2017-07-27-S0_CD71_medium-02_04_R3D.dv 2017-07-27-S0_CD71_medium-02_05_R3D.dv '
        '2017-07-27-S0_CD71_medium-02_09_R3D.dv 2017-07-27-S0_CD71_medium-02_13_R3D.dv '
        '2017-07-27-S0_CD71_medium-02_16_R3D.dv 2017-07-27-S0_CD71_medium-02_17_R3D.dv '
        '2017-07-27-S0_CD71_medium-02_19_R3D.dv 2017-07-27-S0_CD71_medium-02_22_R3D.dv '
        '2017-07-27-S0_CD71_medium-02_24_R3D.dv 2017-07-27-S0_CD71_medium-02_26_R3D.dv '
        '2017-07-27-S0_CD71_medium-02_27_R3D.dv 2017-07-27-S0_CD71_medium-02_28_R3D.dv '
        '2017-07-27-S1-01_01_R3D.dv 2017-07-27-S1-01_02_R3D.dv 2017-07-27-S1-01_04_R3D.dv '
        '2017-07-27-S1-01_08_R3D.dv 2017-07-27-S1-01_10_R3D.dv 2017-07-27-S1-01_11_R3D.dv '
        '2017-07-27-S1-01_14_R3D.dv 2017-07-27-S1-01_17_R3D.dv 2017-07-27-S1-01_18_R3D.dv '
        '2017-07-27-S1-01_19_R3D.dv 2017-07-27-S1-01_20_R3D.dv 2017-07-27-S1-01_26_R3D.dv '
        '2017-07-27-S1-01_27_R3D.dv 2017-07-27-S1-01_28_R3D.dv 2017-07-27-S1-01_29_R3D.dv '
        '2017-07-27-S1-01_30_R3D.dv 2017-07-27-S1-01_32_R3D.dv 2017-07-27-S1-01_33_R3D.dv '
        '2017-07-27-S1-01_38_R3D.dv 2017-07-27-S1-01_40_R3D.dv 2017-07-27-S1-01_43_R3D.dv '
        '2017-07-27-S1-01_47_R3D.dv 2017-07-27-S1-01_48_R3D.dv 2017-07-27-S1-01_51_R3D.dv '
        '2017-07-27-S1-01_52_R3D.dv 2017-07-27-S1-01_54_R3D.dv 2017-07-27-S1-01_55_R3D.dv '
        '2017-07-27-S1-01_56_R3D.dv 2017-07-27-S1-01_59_R3D.dv 2017-07-27-S1-01_60_R3D.dv '
        '2017-07-27-Ter119+-01_02_R3D.dv 2017-07-27-Ter119+-01_03_R3D.dv 2017-07-27-Ter119+-01_05_R3D.dv '
        '2017-07-27-Ter119+-01_06_R3D.dv 2017-07-27-Ter119+-01_07_R3D.dv 2017-07-27-Ter119+-01_08_R3D.dv '
        '2017-07-27-Ter119+-01_09_R3D.dv 2017-07-27-Ter119+-01_10_R3D.dv 2017-07-27-Ter119+-01_14_R3D.dv '
        '2017-07-27-Ter119+-01_17_R3D.dv 2017-07-27-Ter119+-01_20_R3D.dv 2017-07-27-Ter119+-01_21_R3D.dv'
    ),
    '/uod/idr/filesets/idr0084-oudelaar-alphaglobin/20200428-ftp/expt8': (
        '2017-05-31-S0_CD71_low-01_01_R3D.dv 2017-05-31-S0_CD71_low-01_02_R3D.dv '
        '2017-05-31-S0_CD71_low-01_04_R3D.dv 2017-05-31-S0_CD71_low-01_05_R3D.dv '
        '2017-05-31-S0_CD71_low-01_06_R3D.dv 2017-05-31-S0_CD71_low-01_08_R3D.dv '
        '2017-05-31-S0_CD71_low-01_09_R3D.dv 2017-05-31-S0_CD71_low-01_10_R3D.dv '
        '2017-05-31-S0_CD71_low-01_13_R3D.dv 2017-05-31-S0_CD71_low-01_14_R3D.dv '
        '2017-05-31-S0_CD71_low-01_15_R3D.dv 2017-05-31-S0_CD71_low-01_16_R3D.dv '
        '2017-05-31-S0_CD71_low-01_17_R3D.dv 2017-05-31-S0_CD71_low-01_19_R3D.dv '
        '2017-05-31-S0_CD71_low-01_20_R3D.dv 2017-05-31-S0_CD71_low-01_21_R3D.dv '
        '2017-05-31-S0_CD71_low-01_23_R3D.dv 2017-05-31-S0_CD71_low-01_24_R3D.dv '
        '2017-05-31-S0_CD71_low-01_25_R3D.dv 2017-05-31-S0_CD71_low-01_27_R3D.dv '
        '2017-05-31-S0_CD71_low-01_31_R3D.dv 2017-05-31-S0_CD71_low-01_32_R3D.dv '
        '2017-05-31-S0_CD71_low-01_37_R3D.dv 2017-05-31-S0_CD71_low-01_38_R3D.dv '
        '2017-05-31-S0_CD71_low-01_39_R3D.dv 2017-05-31-S0_CD71_low-01_40_R3D.dv '
        '2017-05-31-S0_CD71_low-01_42_R3D.dv 2017-05-31-S0_CD71_low-01_43_R3D.dv '
        '2017-05-31-S0_CD71_low-01_45_R3D.dv 2017-05-31-S0_CD71_low-01_46_R3D.dv '
        '2017-05-31-S0_CD71_low-01_47_R3D.dv 2017-05-31-S0_CD71_low-01_48_R3D.dv '
        '2017-05-31-S0_CD71_low-01_51_R3D.dv 2017-05-31-S0_CD71_low-01_52_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_01_R3D.dv 2017-05-31-S0_CD71_medium-01_02_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_05_R3D.dv 2017-05-31-S0_CD71_medium-01_06_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_07_R3D.dv 2017-05-31-S0_CD71_medium-01_08_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_09_R3D.dv 2017-05-31-S0_CD71_medium-01_10_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_12_R3D.dv 2017-05-31-S0_CD71_medium-01_16_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_18_R3D.dv 2017-05-31-S0_CD71_medium-01_19_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_20_R3D.dv 2017-05-31-S0_CD71_medium-01_22_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_23_R3D.dv 2017-05-31-S0_CD71_medium-01_24_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_28_R3D.dv 2017-05-31-S0_CD71_medium-01_31_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_32_R3D.dv 2017-05-31-S0_CD71_medium-01_34_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_36_R3D.dv 2017-05-31-S0_CD71_medium-01_40_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_41_R3D.dv 2017-05-31-S0_CD71_medium-01_42_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_45_R3D.dv 2017-05-31-S0_CD71_medium-01_47_R3D.dv '
        '2017-05-31-S0_CD71_medium-01_48_R3D.dv 2017-05-31-S0_CD71_medium-01_50_R3D.dv '
        '2017-05-31-S1-01_01_R3D.dv 2017-05-31-S1-01_03_R3D.dv 2017-05-31-S1-01_05_R3D.dv '
        '2017-05-31-S1-01_06_R3D.dv 2017-05-31-S1-01_07_R3D.dv 2017-05-31-S1-01_08_R3D.dv '
        '2017-05-31-S1-01_09_R3D.dv 2017-05-31-S1-01_10_R3D.dv 2017-05-31-S1-01_11_R3D.dv '
        '2017-05-31-S1-01_12_R3D.dv 2017-05-31-S1-01_13_R3D.dv 2017-05-31-S1-01_15_R3D.dv '
        '2017-05-31-S1-01_16_R3D.dv 2017-05-31-S1-01_17_R3D.dv 2017-05-31-S1-01_19_R3D.dv '
        '2017-05-31-S1-01_21_R3D.dv 2017-05-31-S1-01_22_R3D.dv 2017-05-31-S1-01_23_R3D.dv '
        '2017-05-31-S1-01_24_R3D.dv 2017-05-31-S1-01_25_R3D.dv 2017-05-31-S1-01_27_R3D.dv '
        '2017-05-31-S1-01_28_R3D.dv 2017-05-31-S1-01_29_R3D.dv 2017-05-31-S1-01_31_R3D.dv '
        '2017-05-31-S1-01_32_R3D.dv 2017-05-31-S1-01_33_R3D.dv 2017-05-31-S1-01_35_R3D.dv '
        '2017-05-31-S1-01_36_R3D.dv 2017-05-31-S1-01_37_R3D.dv 2017-05-31-S1-01_39_R3D.dv '
        '2017-05-31-S1-01_40_R3D.dv 2017-05-31-S1-01_41_R3D.dv 2017-05-31-S1-01_42_R3D.dv '
        '2017-05-31-S1-01_43_R3D.dv 2017-05-31-S1-01_44_R3D.dv 2017-05-31-S1-01_48_R3D.dv '
        '2017-05-31-Ter119+-01_01_R3D.dv 2017-05-31-Ter119+-01_04_R3D.dv 2017-05-31-Ter119+-01_07_R3D.dv '
        '2017-05-31-Ter119+-01_08_R3D.dv 2017-05-31-Ter119+-01_09_R3D.dv 2017-05-31-Ter119+-01_12_R3D.dv '
        '2017-05-31-Ter119+-01_14_R3D.dv 2017-05-31-Ter119+-01_17_R3D.dv 2017-05-31-Ter119+-01_19_R3D.dv '
        '2017-05-31-Ter119+-01_20_R3D.dv 2017-05-31-Ter119+-01_21_R3D.dv 2017-05-31-Ter119+-01_22_R3D.dv '
        '2017-05-31-Ter119+-01_23_R3D.dv 2017-05-31-Ter119+-01_24_R3D.dv 2017-05-31-Ter119+-01_25_R3D.dv '
        '2017-05-31-Ter119+-01_26_R3D.dv'
    ),
}

ALPHAGLOBIN_DV_OTHER = {
    '': (
        'README.md idr0084-study.txt scripts/set_channel_name.py'
    ),
    'experimentA': (
        'idr0084-experimentA-annotation.csv idr0084-experimentA-bulk.yml '
        'idr0084-experimentA-bulkmap-config.yml idr0084-experimentA-filePaths.tsv '
        'idr0084-experimentA-processed.csv'
    ),
}

OCT_TIFFS_KIND = {
    '': (
        '/uod/idr/filesets/idr0098-huang-octmos/20201014-ftp/ExperimentC/T0032.ome.tif '
        '/uod/idr/filesets/idr0098-huang-octmos/20201014-ftp/ExperimentC/T0036.ome.tif'
    ),
    '/uod/idr/filesets/idr0098-huang-octmos/20201014-ftp/ExperimentA': (
        'T0006.ome.tif T0137.ome.tif T0145.ome.tif T0159.ome.tif T0163.ome.tif T0186.ome.tif T0189.ome.tif '
        'T0500.ome.tif T0792.ome.tif T0797.ome.tif T1605.ome.tif T1617.ome.tif T1644.ome.tif T1776.ome.tif '
        'T1782.ome.tif T2007.ome.tif T2013.ome.tif T2024.ome.tif T2030.ome.tif T2366.ome.tif T2494.ome.tif '
        'T2497.ome.tif T2499.ome.tif T2510.ome.tif T2511.ome.tif T2535.ome.tif T2699.ome.tif T2718.ome.tif '
        'T3198.ome.tif T3249.ome.tif T3251.ome.tif T3369.ome.tif T3417.ome.tif T3681.ome.tif T3684.ome.tif '
        'T3862.ome.tif T3941.ome.tif T4131.ome.tif T4152.ome.tif T4425.ome.tif T4566.ome.tif T4576.ome.tif '
        'T4579.ome.tif T4589.ome.tif T4781.ome.tif T4820.ome.tif T4958.ome.tif T5058.ome.tif T5066.ome.tif '
        'T5069.ome.tif T5102.ome.tif T5163.ome.tif T5280.ome.tif T5302.ome.tif T5308.ome.tif T5313.ome.tif '
        'T5333.ome.tif T5347.ome.tif T5617.ome.tif T5625.ome.tif T5636.ome.tif T5637.ome.tif T5644.ome.tif '
        'T5764.ome.tif T5767.ome.tif T5793.ome.tif T5934.ome.tif T5937.ome.tif T5948.ome.tif T5949.ome.tif '
        'T5961.ome.tif T5981.ome.tif T6166.ome.tif T6181.ome.tif'
    ),
    '/uod/idr/filesets/idr0098-huang-octmos/20201014-ftp/ExperimentB': (
        'T0257.ome.tif T0288.ome.tif T0306.ome.tif T0478.ome.tif T0497.ome.tif T0551.ome.tif T0576.ome.tif '
        'T0596.ome.tif T0632.ome.tif T0642.ome.tif T0654.ome.tif T0758.ome.tif T0765.ome.tif T0811.ome.tif '
        'T0856.ome.tif T0874.ome.tif T0925.ome.tif T1063.ome.tif T1152.ome.tif T1176.ome.tif T1180.ome.tif '
        'T1522.ome.tif T1543.ome.tif T1550.ome.tif T1562.ome.tif T1575.ome.tif T1585.ome.tif T1677.ome.tif '
        'T1687.ome.tif T1690.ome.tif T1695.ome.tif T1860.ome.tif T1952.ome.tif T2090.ome.tif T2129.ome.tif '
        'T2153.ome.tif T2299.ome.tif T2316.ome.tif T2457.ome.tif T2471.ome.tif T2663.ome.tif T2838.ome.tif '
        'T2874.ome.tif T2881.ome.tif T2887.ome.tif T2898.ome.tif T3047.ome.tif T3051.ome.tif T3085.ome.tif '
        'T3119.ome.tif T3144.ome.tif T3182.ome.tif T3269.ome.tif T3297.ome.tif T3339.ome.tif T3475.ome.tif '
        'T3476.ome.tif T3489.ome.tif T3490.ome.tif T3506.ome.tif T3510.ome.tif T3548.ome.tif T3557.ome.tif '
        'T3560.ome.tif T3792.ome.tif T3798.ome.tif T3994.ome.tif T4003.ome.tif T4023.ome.tif T4058.ome.tif '
        'T4062.ome.tif T4064.ome.tif T4098.ome.tif T4212.ome.tif T4219.ome.tif T4232.ome.tif T4251.ome.tif '
        'T4254.ome.tif T4470.ome.tif T4558.ome.tif T4560.ome.tif T4636.ome.tif T4637.ome.tif T4685.ome.tif '
        'T4698.ome.tif T4748.ome.tif T5001.ome.tif T5014.ome.tif T5021.ome.tif T5026.ome.tif T5050.ome.tif '
        'T5075.ome.tif T5113.ome.tif T5127.ome.tif T5128.ome.tif T5130.ome.tif T5232.ome.tif T5235.ome.tif '
        'T5253.ome.tif T5269.ome.tif T5422.ome.tif T5431.ome.tif T5442.ome.tif T5452.ome.tif T5561.ome.tif '
        'T5572.ome.tif T5584.ome.tif T5611.ome.tif T5713.ome.tif T5722.ome.tif T5854.ome.tif T5861.ome.tif '
        'T5875.ome.tif T5889.ome.tif T5890.ome.tif T6066.ome.tif T6081.ome.tif T6120.ome.tif T6126.ome.tif '
        'T6229.ome.tif T6232.ome.tif T6253.ome.tif T6257.ome.tif T6260.ome.tif T6261.ome.tif'
    ),
    '/uod/idr/filesets/idr0098-huang-octmos/20201014-ftp/ExperimentD': (
        'T0049.ome.tif T0060.ome.tif T0064.ome.tif T0074.ome.tif T0086.ome.tif T0087.ome.tif T1034.ome.tif '
        'T1499.ome.tif T1503.ome.tif T1823.ome.tif T1848.ome.tif T1865.ome.tif T1896.ome.tif T1927.ome.tif '
        'T2062.ome.tif T2118.ome.tif T2124.ome.tif T2126.ome.tif T2251.ome.tif T2500.ome.tif T2513.ome.tif '
        'T2536.ome.tif T2557.ome.tif T2577.ome.tif T2617.ome.tif T2654.ome.tif T2655.ome.tif T2812.ome.tif '
        'T2931.ome.tif T2949.ome.tif T2956.ome.tif T3006.ome.tif T3014.ome.tif T3060.ome.tif T3063.ome.tif '
        'T3130.ome.tif T3147.ome.tif T3148.ome.tif T3253.ome.tif T3255.ome.tif T3260.ome.tif T3296.ome.tif '
        'T3345.ome.tif T3362.ome.tif T3363.ome.tif T3377.ome.tif T3427.ome.tif T3469.ome.tif T3532.ome.tif '
        'T3534.ome.tif T3688.ome.tif T3720.ome.tif T3726.ome.tif T3761.ome.tif T3835.ome.tif T3850.ome.tif '
        'T3893.ome.tif T4033.ome.tif T4088.ome.tif T4236.ome.tif T4281.ome.tif T4287.ome.tif T4312.ome.tif '
        'T4339.ome.tif T4479.ome.tif T4520.ome.tif T4522.ome.tif T4531.ome.tif T4657.ome.tif T4659.ome.tif '
        'T4667.ome.tif T4706.ome.tif T4736.ome.tif T4811.ome.tif T4845.ome.tif T4902.ome.tif T4908.ome.tif '
        'T5165.ome.tif T5180.ome.tif T5182.ome.tif T5193.ome.tif T5212.ome.tif T5459.ome.tif T5463.ome.tif '
        'T5470.ome.tif T5471.ome.tif T5482.ome.tif T5551.ome.tif T5680.ome.tif T5700.ome.tif T5800.ome.tif '
        'T5808.ome.tif T5819.ome.tif T5820.ome.tif T6010.ome.tif T6031.ome.tif T6036.ome.tif T6041.ome.tif '
        'T6275.ome.tif'
    ),
}

OCT_TIFFS_OTHER = {
    '': (
        'README.md experimentA/rendering_settings.yml'
    ),
    '/uod/idr/filesets/idr0098-huang-octmos/20201223-ftp/ExperimentA-nrrd': (
        'T0031.nrrd T0048.nrrd T0171.nrrd T0178.nrrd T0255.nrrd T0289.nrrd T0347.nrrd T0357.nrrd T0477.nrrd '
        'T0500.nrrd T0581.nrrd T0595.nrrd T0604.nrrd T0623.nrrd T0775.nrrd T0807.nrrd T0819.nrrd T0822.nrrd '
        'T0857.nrrd T1008.nrrd T1097.nrrd T1173.nrrd T1497.nrrd T1501.nrrd T1502.nrrd T1568.nrrd T1582.nrrd '
        'T1605.nrrd T1697.nrrd T1771.nrrd T1824.nrrd T1850.nrrd T1864.nrrd T1908.nrrd T1952.nrrd T1993.nrrd '
        'T2000.nrrd T2029.nrrd T2032.nrrd T2038.nrrd T2039.nrrd T2049.nrrd T2068.nrrd T2110.nrrd T2115.nrrd '
        'T2129.nrrd T2199.nrrd T2226.nrrd T2234.nrrd T2252.nrrd T2316.nrrd T2401.nrrd T2416.nrrd T2434.nrrd '
        'T2440.nrrd T2472.nrrd T2499.nrrd T2503.nrrd T2565.nrrd T2597.nrrd T2607.nrrd T2736.nrrd T2749.nrrd '
        'T2750.nrrd T2752.nrrd T2763.nrrd T2838.nrrd T2862.nrrd T2961.nrrd T2973.nrrd T2995.nrrd T3011.nrrd '
        'T3062.nrrd T3142.nrrd T3177.nrrd T3185.nrrd T3330.nrrd T3338.nrrd T3339.nrrd T3396.nrrd T3407.nrrd '
        'T3483.nrrd T3488.nrrd T3492.nrrd T3536.nrrd T3544.nrrd T3557.nrrd T3566.nrrd T3568.nrrd T3577.nrrd '
        'T3635.nrrd T3636.nrrd T3760.nrrd T3798.nrrd T3813.nrrd T3817.nrrd T3837.nrrd T3904.nrrd T3916.nrrd '
        'T3973.nrrd T3976.nrrd T3983.nrrd T4032.nrrd T4077.nrrd T4092.nrrd T4095.nrrd T4134.nrrd T4201.nrrd '
        'T4208.nrrd T4226.nrrd T4261.nrrd T4267.nrrd T4299.nrrd T4316.nrrd T4325.nrrd T4335.nrrd T4343.nrrd '
        'T4410.nrrd T4469.nrrd T4480.nrrd T4514.nrrd T4529.nrrd T4532.nrrd T4560.nrrd T4644.nrrd T4656.nrrd '
        'T4712.nrrd T4714.nrrd T4786.nrrd T4790.nrrd T4836.nrrd T4859.nrrd T4874.nrrd T4888.nrrd T4895.nrrd '
        'T4902.nrrd T4917.nrrd T4927.nrrd T4950.nrrd T4980.nrrd T4982.nrrd T4991.nrrd T5003.nrrd T5005.nrrd '
        'T5026.nrrd T5038.nrrd T5058.nrrd T5096.nrrd T5106.nrrd T5129.nrrd T5138.nrrd T5198.nrrd T5247.nrrd '
        'T5249.nrrd T5267.nrrd T5273.nrrd T5278.nrrd T5308.nrrd T5312.nrrd T5337.nrrd T5339.nrrd T5342.nrrd '
        'T5403.nrrd T5415.nrrd T5444.nrrd T5455.nrrd T5460.nrrd T5502.nrrd T5577.nrrd T5593.nrrd T5596.nrrd '
        'T5610.nrrd T5647.nrrd T5652.nrrd T5708.nrrd T5711.nrrd T5712.nrrd T5718.nrrd T5747.nrrd T5773.nrrd '
        'T5819.nrrd T5820.nrrd T5821.nrrd T5886.nrrd T5910.nrrd T5924.nrrd T5949.nrrd T5969.nrrd T6070.nrrd '
        'T6072.nrrd T6091.nrrd T6101.nrrd T6119.nrrd T6171.nrrd T6226.nrrd T6242.nrrd T6244.nrrd T6270.nrrd'
    ),
}

METABRIC_STACKS_KIND = {
    '/uod/idr/filesets/idr0076-ali-metabric/20191219-ftp/METABRIC_IMC/to_public_repository/full_stacks': (
        'MB0002_1_345_fullstack.tiff MB0010_1_420_fullstack.tiff MB0013_1_371_fullstack.tiff '
        'MB0020_1_88_fullstack.tiff MB0030_1_364_fullstack.tiff MB0035_1_138_fullstack.tiff '
        'MB0040_1_165_fullstack.tiff MB0045_1_185_fullstack.tiff MB0050_1_48_fullstack.tiff '
        'MB0060_1_37_fullstack.tiff MB0064_1_153_fullstack.tiff MB0075_1_145_fullstack.tiff '
        'MB0077_1_81_fullstack.tiff MB0081_1_44_fullstack.tiff MB0081_2_460_fullstack.tiff '
        'MB0087_1_450_fullstack.tiff MB0095_1_27_fullstack.tiff MB0107_1_350_fullstack.tiff '
        'MB0109_1_487_fullstack.tiff MB0117_1_436_fullstack.tiff MB0118_1_524_fullstack.tiff '
        'MB0120_1_462_fullstack.tiff MB0122_1_442_fullstack.tiff MB0127_1_357_fullstack.tiff '
        'MB0128_1_71_fullstack.tiff MB0131_1_43_fullstack.tiff MB0132_1_533_fullstack.tiff '
        'MB0134_1_38_fullstack.tiff MB0138_2_119_fullstack.tiff MB0139_1_30_fullstack.tiff '
        'MB0140_1_186_fullstack.tiff MB0142_1_77_fullstack.tiff MB0143_1_26_fullstack.tiff '
        'MB0150_1_155_fullstack.tiff MB0153_1_389_fullstack.tiff MB0154_1_543_fullstack.tiff '
        'MB0162_1_515_fullstack.tiff MB0163_1_445_fullstack.tiff MB0165_2_512_fullstack.tiff '
        'MB0168_1_78_fullstack.tiff MB0169_1_72_fullstack.tiff MB0173_1_45_fullstack.tiff '
        'MB0175_1_23_fullstack.tiff MB0177_1_52_fullstack.tiff MB0178_1_34_fullstack.tiff '
        'MB0179_1_549_fullstack.tiff MB0180_1_59_fullstack.tiff MB0181_1_49_fullstack.tiff '
        'MB0184_1_54_fullstack.tiff MB0184_3_553_fullstack.tiff MB0186_1_501_fullstack.tiff '
        'MB0188_1_537_fullstack.tiff MB0189_1_513_fullstack.tiff MB0190_1_493_fullstack.tiff '
        'MB0191_1_477_fullstack.tiff MB0192_1_68_fullstack.tiff MB0193_1_327_fullstack.tiff '
        'MB0193_1_333_fullstack.tiff MB0197_1_172_fullstack.tiff MB0198_1_474_fullstack.tiff '
        'MB0199_1_157_fullstack.tiff MB0200_1_393_fullstack.tiff MB0201_1_497_fullstack.tiff '
        'MB0202_1_341_fullstack.tiff MB0204_1_123_fullstack.tiff MB0206_1_429_fullstack.tiff '
        'MB0208_1_334_fullstack.tiff MB0212_1_383_fullstack.tiff MB0214_1_329_fullstack.tiff '
        'MB0214_1_443_fullstack.tiff MB0218_1_103_fullstack.tiff MB0218_1_113_fullstack.tiff '
        'MB0220_1_305_fullstack.tiff MB0221_1_105_fullstack.tiff MB0221_2_469_fullstack.tiff '
        'MB0223_1_454_fullstack.tiff MB0224_1_531_fullstack.tiff MB0225_1_391_fullstack.tiff '
        'MB0228_1_176_fullstack.tiff MB0231_1_17_fullstack.tiff MB0232_1_545_fullstack.tiff '
        'MB0233_1_500_fullstack.tiff MB0235_1_408_fullstack.tiff MB0236_1_264_fullstack.tiff '
        'MB0237_1_247_fullstack.tiff MB0239_1_489_fullstack.tiff MB0239_1_492_fullstack.tiff '
        'MB0241_1_272_fullstack.tiff MB0246_1_162_fullstack.tiff MB0248_1_362_fullstack.tiff '
        'MB0255_1_440_fullstack.tiff MB0256_1_392_fullstack.tiff MB0258_1_239_fullstack.tiff '
        'MB0259_1_422_fullstack.tiff MB0260_1_525_fullstack.tiff MB0262_1_372_fullstack.tiff '
        'MB0263_1_514_fullstack.tiff MB0264_1_471_fullstack.tiff MB0265_1_40_fullstack.tiff '
        'MB0269_1_415_fullstack.tiff MB0270_1_220_fullstack.tiff MB0271_1_195_fullstack.tiff '
        'MB0273_1_351_fullstack.tiff MB0274_1_386_fullstack.tiff MB0275_1_203_fullstack.tiff '
        'MB0278_1_7_fullstack.tiff MB0279_1_91_fullstack.tiff MB0280_1_406_fullstack.tiff '
        'MB0282_1_430_fullstack.tiff MB0282_1_433_fullstack.tiff MB0283_2_540_fullstack.tiff '
        'MB0288_1_347_fullstack.tiff MB0289_1_221_fullstack.tiff MB0290_1_481_fullstack.tiff '
        'MB0291_1_437_fullstack.tiff MB0292_1_10_fullstack.tiff MB0294_1_395_fullstack.tiff '
        'MB0300_1_286_fullstack.tiff MB0301_1_287_fullstack.tiff MB0302_1_142_fullstack.tiff '
        'MB0304_1_187_fullstack.tiff MB0305_1_307_fullstack.tiff MB0307_1_106_fullstack.tiff '
        'MB0312_1_178_fullstack.tiff MB0314_1_472_fullstack.tiff MB0316_1_494_fullstack.tiff '
        'MB0318_1_332_fullstack.tiff MB0321_1_378_fullstack.tiff MB0322_1_65_fullstack.tiff '
        'MB0322_2_291_fullstack.tiff MB0324_1_455_fullstack.tiff MB0325_1_405_fullstack.tiff '
        'MB0336_1_182_fullstack.tiff MB0336_1_183_fullstack.tiff MB0339_1_126_fullstack.tiff '
        'MB0343_1_358_fullstack.tiff MB0345_1_127_fullstack.tiff MB0347_1_32_fullstack.tiff '
        'MB0349_1_83_fullstack.tiff MB0350_1_359_fullstack.tiff MB0353_1_254_fullstack.tiff '
        'MB0354_1_36_fullstack.tiff MB0357_1_459_fullstack.tiff MB0360_1_353_fullstack.tiff '
        'MB0361_1_349_fullstack.tiff MB0362_1_210_fullstack.tiff MB0363_1_416_fullstack.tiff '
        'MB0367_1_330_fullstack.tiff MB0367_1_335_fullstack.tiff MB0369_1_367_fullstack.tiff '
        'MB0374_1_322_fullstack.tiff MB0376_1_317_fullstack.tiff MB0378_1_312_fullstack.tiff '
        'MB0379_1_117_fullstack.tiff MB0380_1_302_fullstack.tiff MB0381_1_518_fullstack.tiff '
        'MB0382_1_318_fullstack.tiff MB0384_1_301_fullstack.tiff MB0388_1_258_fullstack.tiff '
        'MB0390_1_243_fullstack.tiff MB0392_1_280_fullstack.tiff MB0394_1_140_fullstack.tiff '
        'MB0394_2_417_fullstack.tiff MB0394_2_485_fullstack.tiff MB0397_1_252_fullstack.tiff '
        'MB0398_1_242_fullstack.tiff MB0399_1_273_fullstack.tiff MB0401_1_261_fullstack.tiff '
        'MB0405_1_507_fullstack.tiff MB0406_1_241_fullstack.tiff MB0408_1_215_fullstack.tiff '
        'MB0411_1_107_fullstack.tiff MB0412_1_196_fullstack.tiff MB0414_1_184_fullstack.tiff '
        'MB0416_1_224_fullstack.tiff MB0417_1_214_fullstack.tiff MB0419_1_193_fullstack.tiff '
        'MB0420_1_181_fullstack.tiff MB0422_1_213_fullstack.tiff MB0425_1_192_fullstack.tiff '
        'MB0426_1_179_fullstack.tiff MB0431_1_29_fullstack.tiff MB0432_1_521_fullstack.tiff '
        'MB0434_1_143_fullstack.tiff MB0438_1_346_fullstack.tiff MB0439_1_73_fullstack.tiff '
        'MB0443_1_212_fullstack.tiff MB0444_1_139_fullstack.tiff MB0445_1_467_fullstack.tiff '
        'MB0446_1_102_fullstack.tiff MB0455_1_343_fullstack.tiff MB0456_1_328_fullstack.tiff '
        'MB0459_1_453_fullstack.tiff MB0462_1_321_fullstack.tiff MB0464_1_509_fullstack.tiff '
        'MB0465_1_446_fullstack.tiff MB0468_1_304_fullstack.tiff MB0470_1_92_fullstack.tiff '
        'MB0470_1_94_fullstack.tiff MB0474_1_310_fullstack.tiff MB0476_1_268_fullstack.tiff '
        'MB0477_1_79_fullstack.tiff MB0479_1_300_fullstack.tiff MB0481_1_331_fullstack.tiff '
        'MB0488_1_313_fullstack.tiff MB0492_1_276_fullstack.tiff MB0496_1_380_fullstack.tiff '
        'MB0500_1_233_fullstack.tiff MB0500_1_234_fullstack.tiff MB0501_1_222_fullstack.tiff '
        'MB0502_1_236_fullstack.tiff MB0505_1_114_fullstack.tiff MB0508_1_208_fullstack.tiff '
        'MB0511_1_219_fullstack.tiff MB0512_1_86_fullstack.tiff MB0516_1_231_fullstack.tiff '
        'MB0518_1_216_fullstack.tiff MB0519_1_209_fullstack.tiff MB0520_1_25_fullstack.tiff '
        'MB0523_1_144_fullstack.tiff MB0524_1_402_fullstack.tiff MB0526_1_230_fullstack.tiff '
        'MB0530_1_348_fullstack.tiff MB0531_1_441_fullstack.tiff MB0532_1_125_fullstack.tiff '
        'MB0536_1_284_fullstack.tiff MB0537_1_488_fullstack.tiff MB0538_1_121_fullstack.tiff '
        'MB0538_2_150_fullstack.tiff MB0542_1_160_fullstack.tiff MB0543_1_522_fullstack.tiff '
        'MB0545_1_356_fullstack.tiff MB0547_1_486_fullstack.tiff MB0548_1_18_fullstack.tiff '
        'MB0552_1_8_fullstack.tiff MB0553_1_508_fullstack.tiff MB0555_1_41_fullstack.tiff '
        'MB0555_1_64_fullstack.tiff MB0556_1_377_fullstack.tiff MB0558_1_365_fullstack.tiff '
        'MB0563_1_9_fullstack.tiff MB0565_1_373_fullstack.tiff MB0568_1_204_fullstack.tiff '
        'MB0571_1_434_fullstack.tiff MB0577_1_100_fullstack.tiff MB0578_1_161_fullstack.tiff '
        'MB0580_1_190_fullstack.tiff MB0582_1_154_fullstack.tiff MB0583_1_133_fullstack.tiff '
        'MB0583_1_134_fullstack.tiff MB0585_1_110_fullstack.tiff MB0586_1_444_fullstack.tiff '
        'MB0586_2_538_fullstack.tiff MB0589_1_342_fullstack.tiff MB0589_2_505_fullstack.tiff '
        'MB0591_1_57_fullstack.tiff MB0594_1_498_fullstack.tiff MB0598_1_475_fullstack.tiff '
        'MB0599_1_438_fullstack.tiff MB0600_1_368_fullstack.tiff MB0602_1_39_fullstack.tiff '
        'MB0605_1_256_fullstack.tiff MB0611_1_548_fullstack.tiff MB0612_1_491_fullstack.tiff '
        'MB0614_1_95_fullstack.tiff MB0616_1_51_fullstack.tiff MB0620_1_360_fullstack.tiff '
        'MB0621_1_238_fullstack.tiff MB0621_1_85_fullstack.tiff MB0623_1_4_fullstack.tiff '
        'MB0623_1_5_fullstack.tiff MB0625_1_189_fullstack.tiff MB0626_1_169_fullstack.tiff '
        'MB0629_1_137_fullstack.tiff MB0630_1_99_fullstack.tiff MB0634_1_58_fullstack.tiff '
        'MB0634_1_61_fullstack.tiff MB0635_1_16_fullstack.tiff MB0637_1_56_fullstack.tiff '
        'MB0641_1_130_fullstack.tiff MB0644_1_550_fullstack.tiff MB0646_1_506_fullstack.tiff '
        'MB0648_1_369_fullstack.tiff MB0652_1_288_fullstack.tiff MB0653_1_63_fullstack.tiff '
        'MB0658_1_432_fullstack.tiff MB0659_1_361_fullstack.tiff MB0662_1_101_fullstack.tiff '
        'MB0664_1_426_fullstack.tiff MB0666_1_355_fullstack.tiff MB0668_1_118_fullstack.tiff '
        'MB0874_1_35_fullstack.tiff MB0877_1_269_fullstack.tiff MB0891_1_278_fullstack.tiff '
        'MB0893_1_340_fullstack.tiff MB0895_1_194_fullstack.tiff MB0901_1_1_fullstack.tiff '
        'MB0904_1_410_fullstack.tiff MB0906_1_336_fullstack.tiff MB0913_1_338_fullstack.tiff'
    ),
}

METABRIC_STACKS_OTHER = {
    '': (
        'experimentA/render.yaml experimentA/single_cell_data_dictionary.csv scripts/loop.sh'
    ),
    '/uod/idr/filesets/idr0076-ali-metabric/20191219-ftp/METABRIC_IMC/to_public_repository/cell_masks': (
        'MB0010_1_420_cellmask.tiff MB0013_1_371_cellmask.tiff MB0018_1_128_cellmask.tiff '
        'MB0028_1_413_cellmask.tiff MB0030_1_364_cellmask.tiff MB0040_1_165_cellmask.tiff '
        'MB0045_1_185_cellmask.tiff MB0050_1_48_cellmask.tiff MB0064_1_152_cellmask.tiff '
        'MB0087_1_450_cellmask.tiff MB0105_1_523_cellmask.tiff MB0109_1_487_cellmask.tiff '
        'MB0111_1_451_cellmask.tiff MB0112_1_407_cellmask.tiff MB0114_1_482_cellmask.tiff '
        'MB0117_1_436_cellmask.tiff MB0123_1_401_cellmask.tiff MB0124_1_270_cellmask.tiff '
        'MB0128_1_71_cellmask.tiff MB0132_1_533_cellmask.tiff MB0134_1_38_cellmask.tiff '
        'MB0134_1_396_cellmask.tiff MB0135_1_320_cellmask.tiff MB0136_1_201_cellmask.tiff '
        'MB0138_1_80_cellmask.tiff MB0142_1_77_cellmask.tiff MB0143_1_26_cellmask.tiff '
        'MB0144_1_461_cellmask.tiff MB0145_1_435_cellmask.tiff MB0152_1_452_cellmask.tiff '
        'MB0154_1_543_cellmask.tiff MB0165_2_512_cellmask.tiff MB0169_1_72_cellmask.tiff '
        'MB0175_1_23_cellmask.tiff MB0182_1_28_cellmask.tiff MB0184_2_544_cellmask.tiff '
        'MB0185_1_517_cellmask.tiff MB0186_1_156_cellmask.tiff MB0186_1_501_cellmask.tiff '
        'MB0188_1_537_cellmask.tiff MB0190_2_534_cellmask.tiff MB0193_1_327_cellmask.tiff '
        'MB0197_1_172_cellmask.tiff MB0201_1_497_cellmask.tiff MB0202_1_341_cellmask.tiff '
        'MB0203_1_255_cellmask.tiff MB0208_1_334_cellmask.tiff MB0214_1_443_cellmask.tiff '
        'MB0216_1_384_cellmask.tiff MB0224_1_531_cellmask.tiff MB0227_1_246_cellmask.tiff '
        'MB0228_1_176_cellmask.tiff MB0232_1_545_cellmask.tiff MB0240_1_511_cellmask.tiff '
        'MB0241_1_272_cellmask.tiff MB0241_1_289_cellmask.tiff MB0248_1_362_cellmask.tiff '
        'MB0250_1_306_cellmask.tiff MB0251_1_478_cellmask.tiff MB0263_1_514_cellmask.tiff '
        'MB0264_1_471_cellmask.tiff MB0265_1_40_cellmask.tiff MB0268_1_385_cellmask.tiff '
        'MB0271_1_195_cellmask.tiff MB0275_1_203_cellmask.tiff MB0279_1_91_cellmask.tiff '
        'MB0280_1_406_cellmask.tiff MB0282_1_430_cellmask.tiff MB0285_1_476_cellmask.tiff '
        'MB0289_1_221_cellmask.tiff MB0292_1_10_cellmask.tiff MB0296_1_411_cellmask.tiff '
        'MB0300_1_286_cellmask.tiff MB0305_1_307_cellmask.tiff MB0309_1_551_cellmask.tiff '
        'MB0312_1_178_cellmask.tiff MB0319_1_339_cellmask.tiff MB0321_1_378_cellmask.tiff '
        'MB0325_1_405_cellmask.tiff MB0339_1_126_cellmask.tiff MB0340_1_87_cellmask.tiff '
        'MB0345_1_127_cellmask.tiff MB0348_1_542_cellmask.tiff MB0353_1_254_cellmask.tiff '
        'MB0359_1_424_cellmask.tiff MB0360_1_353_cellmask.tiff MB0361_1_349_cellmask.tiff '
        'MB0363_1_416_cellmask.tiff MB0367_1_330_cellmask.tiff MB0369_1_367_cellmask.tiff '
        'MB0370_1_275_cellmask.tiff MB0375_1_319_cellmask.tiff MB0379_1_117_cellmask.tiff '
        'MB0380_1_302_cellmask.tiff MB0384_1_301_cellmask.tiff MB0385_1_293_cellmask.tiff '
        'MB0389_1_473_cellmask.tiff MB0393_1_294_cellmask.tiff MB0394_1_140_cellmask.tiff '
        'MB0394_2_417_cellmask.tiff MB0404_1_251_cellmask.tiff MB0406_1_241_cellmask.tiff '
        'MB0415_1_167_cellmask.tiff MB0417_1_214_cellmask.tiff MB0418_1_205_cellmask.tiff '
        'MB0421_1_223_cellmask.tiff MB0425_1_192_cellmask.tiff MB0426_1_179_cellmask.tiff '
        'MB0427_1_146_cellmask.tiff MB0429_1_75_cellmask.tiff MB0431_1_29_cellmask.tiff '
        'MB0433_1_166_cellmask.tiff MB0433_1_2_cellmask.tiff MB0434_1_143_cellmask.tiff '
        'MB0440_1_24_cellmask.tiff MB0442_1_375_cellmask.tiff MB0443_1_212_cellmask.tiff '
        'MB0446_1_102_cellmask.tiff MB0448_1_69_cellmask.tiff MB0453_1_468_cellmask.tiff '
        'MB0454_1_397_cellmask.tiff MB0455_1_343_cellmask.tiff MB0462_1_321_cellmask.tiff '
        'MB0468_1_304_cellmask.tiff MB0470_1_92_cellmask.tiff MB0470_1_94_cellmask.tiff '
        'MB0471_1_104_cellmask.tiff MB0474_1_310_cellmask.tiff MB0479_1_300_cellmask.tiff '
        'MB0487_1_3_cellmask.tiff MB0488_1_313_cellmask.tiff MB0490_1_309_cellmask.tiff '
        'MB0492_1_276_cellmask.tiff MB0495_1_250_cellmask.tiff MB0496_1_380_cellmask.tiff '
        'MB0505_1_114_cellmask.tiff MB0511_1_219_cellmask.tiff MB0513_1_244_cellmask.tiff '
        'MB0515_1_235_cellmask.tiff MB0519_1_209_cellmask.tiff MB0521_1_324_cellmask.tiff '
        'MB0525_1_170_cellmask.tiff MB0526_1_230_cellmask.tiff MB0527_1_484_cellmask.tiff '
        'MB0538_2_150_cellmask.tiff MB0543_1_522_cellmask.tiff MB0545_1_356_cellmask.tiff '
        'MB0547_1_46_cellmask.tiff MB0548_1_18_cellmask.tiff MB0549_2_547_cellmask.tiff '
        'MB0552_1_8_cellmask.tiff MB0553_1_508_cellmask.tiff MB0556_1_377_cellmask.tiff '
        'MB0557_1_299_cellmask.tiff MB0563_1_9_cellmask.tiff MB0565_1_373_cellmask.tiff '
        'MB0568_1_204_cellmask.tiff MB0569_1_248_cellmask.tiff MB0570_1_465_cellmask.tiff '
        'MB0571_1_434_cellmask.tiff MB0573_1_352_cellmask.tiff MB0575_1_191_cellmask.tiff '
        'MB0576_1_177_cellmask.tiff MB0577_1_100_cellmask.tiff MB0578_1_161_cellmask.tiff '
        'MB0580_1_190_cellmask.tiff MB0585_1_110_cellmask.tiff MB0586_2_538_cellmask.tiff '
        'MB0591_2_108_cellmask.tiff MB0593_1_14_cellmask.tiff MB0597_1_510_cellmask.tiff '
        'MB0600_1_368_cellmask.tiff MB0601_1_271_cellmask.tiff MB0609_1_55_cellmask.tiff '
        'MB0610_1_111_cellmask.tiff MB0623_1_4_cellmask.tiff MB0624_1_197_cellmask.tiff '
        'MB0626_1_169_cellmask.tiff MB0629_1_137_cellmask.tiff MB0641_1_130_cellmask.tiff '
        'MB0642_1_93_cellmask.tiff MB0643_1_53_cellmask.tiff MB0645_1_490_cellmask.tiff '
        'MB0647_1_439_cellmask.tiff MB0648_1_369_cellmask.tiff MB0650_1_418_cellmask.tiff '
        'MB0652_1_288_cellmask.tiff MB0654_1_82_cellmask.tiff MB0662_1_101_cellmask.tiff '
        'MB0668_1_118_cellmask.tiff MB0869_1_366_cellmask.tiff MB0872_1_262_cellmask.tiff '
        'MB0874_1_35_cellmask.tiff MB0893_1_340_cellmask.tiff MB0901_1_1_cellmask.tiff '
        'MB0910_1_164_cellmask.tiff MB0921_1_381_cellmask.tiff'
    ),
}

IMMUNE_KIDNEY_KIND = {
    '/uod/idr/filesets/idr0073-schaadt-immuneinfiltrates/20191210-ftp_ometiff': (
        'kidney_03_1.ome.tiff kidney_04_1.ome.tiff kidney_04_2.ome.tiff kidney_05_1.ome.tiff '
        'kidney_05_2.ome.tiff kidney_08_1.ome.tiff kidney_08_2.ome.tiff kidney_08_3.ome.tiff '
        'kidney_08_4.ome.tiff kidney_08_5.ome.tiff kidney_09_1.ome.tiff kidney_09_2.ome.tiff '
        'kidney_09_3.ome.tiff kidney_10_1.ome.tiff kidney_10_2.ome.tiff kidney_10_3.ome.tiff '
        'kidney_11_1.ome.tiff kidney_11_2.ome.tiff kidney_15_1.ome.tiff kidney_15_2.ome.tiff '
        'kidney_17_1.ome.tiff kidney_17_2.ome.tiff kidney_17_3.ome.tiff kidney_17_4.ome.tiff '
        'kidney_18_1.ome.tiff kidney_18_2.ome.tiff kidney_18_3.ome.tiff kidney_18_4.ome.tiff '
        'kidney_19_1.ome.tiff kidney_19_2.ome.tiff kidney_19_3.ome.tiff kidney_19_4.ome.tiff '
        'kidney_20_1.ome.tiff kidney_20_2.ome.tiff kidney_20_3.ome.tiff kidney_20_4.ome.tiff '
        'kidney_20_5.ome.tiff kidney_21_1.ome.tiff kidney_21_2.ome.tiff kidney_21_3.ome.tiff '
        'kidney_22_1.ome.tiff kidney_22_2.ome.tiff kidney_22_3.ome.tiff kidney_23_1.ome.tiff '
        'kidney_23_2.ome.tiff kidney_24_1.ome.tiff kidney_24_2.ome.tiff kidney_25_1.ome.tiff '
        'kidney_25_2.ome.tiff kidney_26_1.ome.tiff kidney_26_2.ome.tiff kidney_26_3.ome.tiff '
        'kidney_26_4.ome.tiff kidney_28_1.ome.tiff kidney_28_2.ome.tiff kidney_29_1.ome.tiff '
        'kidney_30_1.ome.tiff kidney_30_2.ome.tiff kidney_30_3.ome.tiff kidney_30_4.ome.tiff '
        'kidney_33_1.ome.tiff kidney_34_1.ome.tiff kidney_34_2.ome.tiff kidney_35_1.ome.tiff '
        'kidney_35_2.ome.tiff kidney_35_3.ome.tiff kidney_35_4.ome.tiff kidney_35_5.ome.tiff '
        'kidney_35_6.ome.tiff kidney_38_1.ome.tiff kidney_38_2.ome.tiff kidney_38_3.ome.tiff '
        'kidney_38_4.ome.tiff kidney_39_1.ome.tiff kidney_41_1.ome.tiff kidney_41_2.ome.tiff '
        'kidney_41_3.ome.tiff kidney_42_1.ome.tiff kidney_42_2.ome.tiff kidney_42_3.ome.tiff '
        'kidney_42_4.ome.tiff kidney_42_5.ome.tiff kidney_42_6.ome.tiff kidney_43_1.ome.tiff '
        'kidney_43_2.ome.tiff kidney_43_3.ome.tiff kidney_43_4.ome.tiff kidney_46_1.ome.tiff '
        'kidney_46_2.ome.tiff kidney_46_3.ome.tiff kidney_46_4.ome.tiff kidney_46_5.ome.tiff '
        'kidney_47_1.ome.tiff kidney_47_2.ome.tiff kidney_47_3.ome.tiff kidney_48_1.ome.tiff '
        'kidney_48_2.ome.tiff kidney_48_3.ome.tiff kidney_48_4.ome.tiff kidney_48_5.ome.tiff '
        'kidney_53_1.ome.tiff kidney_53_2.ome.tiff kidney_53_3.ome.tiff kidney_53_4.ome.tiff '
        'kidney_55_1.ome.tiff kidney_55_2.ome.tiff kidney_55_3.ome.tiff kidney_55_4.ome.tiff '
        'kidney_56_1.ome.tiff kidney_57_1.ome.tiff kidney_57_2.ome.tiff kidney_59_1.ome.tiff '
        'kidney_59_2.ome.tiff kidney_59_3.ome.tiff kidney_59_4.ome.tiff kidney_60_1.ome.tiff '
        'kidney_60_2.ome.tiff kidney_60_3.ome.tiff kidney_61_1.ome.tiff kidney_61_2.ome.tiff '
        'kidney_63_1.ome.tiff kidney_64_1.ome.tiff kidney_64_2.ome.tiff kidney_64_3.ome.tiff '
        'kidney_65_1.ome.tiff kidney_65_2.ome.tiff kidney_67_1.ome.tiff kidney_67_2.ome.tiff '
        'kidney_69_1.ome.tiff kidney_69_2.ome.tiff kidney_69_3.ome.tiff kidney_70_1.ome.tiff '
        'kidney_70_2.ome.tiff kidney_70_3.ome.tiff kidney_70_4.ome.tiff kidney_70_5.ome.tiff '
        'kidney_70_6.ome.tiff kidney_70_7.ome.tiff kidney_75_1.ome.tiff kidney_75_2.ome.tiff '
        'kidney_75_3.ome.tiff kidney_76_1.ome.tiff kidney_77_1.ome.tiff kidney_77_2.ome.tiff '
        'kidney_77_3.ome.tiff kidney_77_4.ome.tiff kidney_77_5.ome.tiff kidney_77_6.ome.tiff '
        'kidney_77_7.ome.tiff kidney_77_8.ome.tiff kidney_79_1.ome.tiff kidney_79_2.ome.tiff '
        'kidney_80_1.ome.tiff kidney_80_2.ome.tiff kidney_81_1.ome.tiff kidney_81_2.ome.tiff '
        'kidney_83_1.ome.tiff kidney_83_2.ome.tiff kidney_85_1.ome.tiff kidney_85_2.ome.tiff'
    ),
}

IMMUNE_KIDNEY_OTHER = {
    '': (
        '/uod/idr/filesets/idr0073-schaadt-immuneinfiltrates/20200122-ftp_ometiff/breastCancer4.ome.tiff '
        '/uod/idr/filesets/idr0073-schaadt-immuneinfiltrates/20200122-ftp_ometiff/breastCancer5.ome.tiff '
        'README.md idr0073-study.txt scripts/convert.sh'
    ),
    '/uod/idr/filesets/idr0073-schaadt-immuneinfiltrates/20191119-ftp_ometiff': (
        'breastCancer10.ome.tiff breastCancer11.ome.tiff breastCancer12.ome.tiff breastCancer13.ome.tiff '
        'breastCancer14.ome.tiff breastCancer15.ome.tiff breastCancer16.ome.tiff breastCancer17.ome.tiff '
        'breastCancer18.ome.tiff breastCancer19.ome.tiff breastCancer1.ome.tiff breastCancer20.ome.tiff '
        'breastCancer21.ome.tiff breastCancer22.ome.tiff breastCancer23.ome.tiff breastCancer2.ome.tiff '
        'breastCancer3.ome.tiff breastCancer6.ome.tiff breastCancer7.ome.tiff breastCancer8.ome.tiff '
        'breastCancer9.ome.tiff lung10.ome.tiff lung1.ome.tiff lung2.ome.tiff lung3.ome.tiff lung4.ome.tiff '
        'lung5.ome.tiff lung6.ome.tiff lung7.ome.tiff lung8.ome.tiff lung9.ome.tiff'
    ),
    'experimentA': (
        'idr0073-experimentA-annotation.csv idr0073-experimentA-bulk.yml '
        'idr0073-experimentA-bulkmap-config.yml idr0073-experimentA-filePaths.tsv'
    ),
}

LINCS_CELL_COUNT_KIND = {
    '': (
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014812/SQ00014812_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014813/SQ00014813_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014814/SQ00014814_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014815/SQ00014815_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014816/SQ00014816_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014817/SQ00014817_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014818/SQ00014818_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014819/SQ00014819_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014820/SQ00014820_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015041/SQ00015041_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015042/SQ00015042_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015043/SQ00015043_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015044/SQ00015044_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015045/SQ00015045_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015046/SQ00015046_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015047/SQ00015047_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015048/SQ00015048_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015049/SQ00015049_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015050/SQ00015050_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015051/SQ00015051_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015052/SQ00015052_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015053/SQ00015053_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015054/SQ00015054_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015055/SQ00015055_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015056/SQ00015056_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015057/SQ00015057_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015058/SQ00015058_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015059/SQ00015059_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015096/SQ00015096_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015097/SQ00015097_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015098/SQ00015098_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015099/SQ00015099_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015100/SQ00015100_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015101/SQ00015101_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015102/SQ00015102_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015103/SQ00015103_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015105/SQ00015105_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015106/SQ00015106_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015107/SQ00015107_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015108/SQ00015108_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015109/SQ00015109_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015110/SQ00015110_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015111/SQ00015111_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015112/SQ00015112_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015116/SQ00015116_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015117/SQ00015117_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015118/SQ00015118_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015119/SQ00015119_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015120/SQ00015120_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015121/SQ00015121_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015122/SQ00015122_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015123/SQ00015123_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015124/SQ00015124_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015125/SQ00015125_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015126/SQ00015126_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015127/SQ00015127_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015128/SQ00015128_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015129/SQ00015129_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015130/SQ00015130_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015131/SQ00015131_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015132/SQ00015132_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015133/SQ00015133_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015134/SQ00015134_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015135/SQ00015135_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015136/SQ00015136_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015137/SQ00015137_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015138/SQ00015138_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015139/SQ00015139_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015140/SQ00015140_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015141/SQ00015141_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015142/SQ00015142_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015143/SQ00015143_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015144/SQ00015144_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015145/SQ00015145_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015146/SQ00015146_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015147/SQ00015147_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015148/SQ00015148_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015149/SQ00015149_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015150/SQ00015150_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015151/SQ00015151_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015152/SQ00015152_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015153/SQ00015153_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015154/SQ00015154_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015155/SQ00015155_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015156/SQ00015156_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015157/SQ00015157_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015158/SQ00015158_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015159/SQ00015159_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015160/SQ00015160_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015162/SQ00015162_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015163/SQ00015163_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015164/SQ00015164_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015165/SQ00015165_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015166/SQ00015166_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015167/SQ00015167_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015168/SQ00015168_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015169/SQ00015169_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015170/SQ00015170_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015171/SQ00015171_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015172/SQ00015172_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015173/SQ00015173_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015194/SQ00015194_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015195/SQ00015195_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015196/SQ00015196_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015197/SQ00015197_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015198/SQ00015198_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015199/SQ00015199_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015200/SQ00015200_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015201/SQ00015201_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015202/SQ00015202_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015203/SQ00015203_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015204/SQ00015204_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015205/SQ00015205_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015206/SQ00015206_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015207/SQ00015207_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015208/SQ00015208_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015209/SQ00015209_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015210/SQ00015210_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015211/SQ00015211_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015212/SQ00015212_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015214/SQ00015214_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015215/SQ00015215_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015216/SQ00015216_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015217/SQ00015217_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015218/SQ00015218_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015219/SQ00015219_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015220/SQ00015220_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015221/SQ00015221_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015222/SQ00015222_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015223/SQ00015223_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015224/SQ00015224_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015229/SQ00015229_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015230/SQ00015230_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015231/SQ00015231_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015232/SQ00015232_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015233/SQ00015233_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092655/BR00092655_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092656/BR00092656_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092657/BR00092657_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092658/BR00092658_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092659/BR00092659_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092660/BR00092660_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092661/BR00092661_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092662/BR00092662_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092663/BR00092663_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092664/BR00092664_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092665/BR00092665_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092666/BR00092666_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092667/BR00092667_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092668/BR00092668_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092669/BR00092669_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092670/BR00092670_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092671/BR00092671_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092672/BR00092672_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092673/BR00092673_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092674/BR00092674_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092675/BR00092675_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092676/BR00092676_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092677/BR00092677_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092678/BR00092678_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092680/BR00092680_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092681/BR00092681_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092682/BR00092682_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092683/BR00092683_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092684/BR00092684_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092685/BR00092685_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092686/BR00092686_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092687/BR00092687_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092688/BR00092688_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092689/BR00092689_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092690/BR00092690_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092691/BR00092691_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092692/BR00092692_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092693/BR00092693_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092694/BR00092694_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092695/BR00092695_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092696/BR00092696_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092697/BR00092697_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092698/BR00092698_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092699/BR00092699_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092700/BR00092700_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092701/BR00092701_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092702/BR00092702_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092703/BR00092703_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092704/BR00092704_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092705/BR00092705_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092706/BR00092706_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092707/BR00092707_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092708/BR00092708_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092709/BR00092709_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092710/BR00092710_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092711/BR00092711_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092712/BR00092712_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092713/BR00092713_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092714/BR00092714_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092715/BR00092715_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092716/BR00092716_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092717/BR00092717_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092718/BR00092718_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092719/BR00092719_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092720/BR00092720_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092721/BR00092721_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092722/BR00092722_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092723/BR00092723_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092724/BR00092724_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092725/BR00092725_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092726/BR00092726_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092727/BR00092727_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092728/BR00092728_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092729/BR00092729_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092730/BR00092730_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092731/BR00092731_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092732/BR00092732_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092733/BR00092733_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092734/BR00092734_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092735/BR00092735_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092736/BR00092736_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092737/BR00092737_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092738/BR00092738_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092739/BR00092739_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092740/BR00092740_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092741/BR00092741_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092742/BR00092742_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092743/BR00092743_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092744/BR00092744_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092745/BR00092745_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092746/BR00092746_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092747/BR00092747_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092748/BR00092748_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092749/BR00092749_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092750/BR00092750_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092751/BR00092751_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092752/BR00092752_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092753/BR00092753_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092754/BR00092754_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092755/BR00092755_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092756/BR00092756_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092757/BR00092757_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092758/BR00092758_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092759/BR00092759_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092760/BR00092760_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092761/BR00092761_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092762/BR00092762_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092763/BR00092763_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092764/BR00092764_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092765/BR00092765_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092766/BR00092766_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092767/BR00092767_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092768/BR00092768_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092769/BR00092769_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092770/BR00092770_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092771/BR00092771_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092772/BR00092772_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092773/BR00092773_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092774/BR00092774_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092775/BR00092775_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092776/BR00092776_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092777/BR00092777_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092778/BR00092778_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092779/BR00092779_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092780/BR00092780_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092781/BR00092781_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092782/BR00092782_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092783/BR00092783_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092784/BR00092784_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092785/BR00092785_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092786/BR00092786_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092787/BR00092787_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092788/BR00092788_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092789/BR00092789_cell_count.csv'
    ),
}

LINCS_CELL_COUNT_OTHER = {
    '': (
        '.dvc/.gitignore .dvc/config '
        'comparison/figures/2016_04_01_a549_48hr_batch1/level_3/level_3_metrics_per_feature.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/level_3/level_3_metrics_per_plate.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/level_4a/level_4a_metrics_per_feature.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/level_4a/level_4a_metrics_per_plate.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/level_4b/level_4b_metrics_per_feature.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/level_4b/level_4b_metrics_per_plate.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/pycytominer_select/pycytominer_select_metrics_per_feature.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/pycytominer_select/pycytominer_select_metrics_per_plate.png '
        'comparison/figures/pycytominer_select/pycytominer_select_metrics_per_plate.png '
        'comparison/scripts/nbconverted/0.get-cytominer-tool-differences.py '
        'comparison/scripts/nbconverted/1.summarize-cytominer-tool-differences.py consensus/README.md '
        'consensus/build-consensus-signatures.ipynb '
        'consensus/scripts/nbconverted/build-consensus-signatures.py '
        'metadata/platemaps/0.extract-broad-sample-metadata.ipynb metadata/platemaps/broad_sample_info.tsv '
        'metadata/platemaps/2016_04_01_a549_48hr_batch1/barcode_platemap.csv '
        'metadata/platemaps/2017_12_05_Batch2/barcode_platemap.csv '
        'metadata/platemaps/2017_12_05_Batch2/cell_painting_dataset_cmap_annotations_moa.csv '
        'metadata/platemaps/scripts/nbconverted/0.broad-sample-metadata.py '
        'profiles/cell_count/2017_12_05_Batch2_metadata_cell_count_summary.tsv.gz '
        'profiles/media/cytominer_workflow.png spherized_profiles/0.spherize-batch-effects.ipynb '
        'spherized_profiles/2.visualize-spherize-data.ipynb '
        'spherized_profiles/figures/2016_04_01_a549_48hr_batch1/2016_04_01_a549_48hr_batch1_UMAPs.pdf '
        'spherized_profiles/figures/2017_12_05_Batch2/2017_12_05_Batch2_UMAPs.pdf'
    ),
    '.dvc/plots': (
        'confusion.json confusion_normalized.json default.json linear.json scatter.json smooth.json'
    ),
    'comparison': (
        '0.get-cytominer-tool-differences.ipynb 1.summarize-cytominer-tool-differences.ipynb util.py'
    ),
    'comparison/figures/2016_04_01_a549_48hr_batch1': (
        'feature_select_summary.png summary_metrics_full.png summary_metrics_zoom.png'
    ),
    'comparison/results/2016_04_01_a549_48hr_batch1': (
        'comparison_result_4b_feature_select.tsv.gz comparison_result_level_3_mean.tsv.gz '
        'comparison_result_level_3_median.tsv.gz comparison_result_level_3_sum.tsv.gz '
        'comparison_result_level_4a_mean.tsv.gz comparison_result_level_4a_median.tsv.gz '
        'comparison_result_level_4a_sum.tsv.gz comparison_result_level_4b_mean.tsv.gz '
        'comparison_result_level_4b_median.tsv.gz comparison_result_level_4b_sum.tsv.gz '
        'comparison_result_metric_summary.tsv comparison_result_pycytominer_select_mean.tsv.gz '
        'comparison_result_pycytominer_select_median.tsv.gz comparison_result_pycytominer_select_sum.tsv.gz'
    ),
    'consensus/2016_04_01_a549_48hr_batch1': (
        '2016_04_01_a549_48hr_batch1_consensus_median.csv.gz '
        '2016_04_01_a549_48hr_batch1_consensus_median_dmso.csv.gz '
        '2016_04_01_a549_48hr_batch1_consensus_median_feature_select.csv.gz '
        '2016_04_01_a549_48hr_batch1_consensus_median_feature_select_dmso.csv.gz '
        '2016_04_01_a549_48hr_batch1_consensus_modz.csv.gz '
        '2016_04_01_a549_48hr_batch1_consensus_modz_dmso.csv.gz '
        '2016_04_01_a549_48hr_batch1_consensus_modz_feature_select.csv.gz '
        '2016_04_01_a549_48hr_batch1_consensus_modz_feature_select_dmso.csv.gz'
    ),
    'consensus/2017_12_05_Batch2': (
        '2017_12_05_Batch2_consensus_median.csv.gz 2017_12_05_Batch2_consensus_median_dmso.csv.gz '
        '2017_12_05_Batch2_consensus_median_feature_select.csv.gz '
        '2017_12_05_Batch2_consensus_median_feature_select_dmso.csv.gz '
        '2017_12_05_Batch2_consensus_modz.csv.gz 2017_12_05_Batch2_consensus_modz_dmso.csv.gz '
        '2017_12_05_Batch2_consensus_modz_feature_select.csv.gz '
        '2017_12_05_Batch2_consensus_modz_feature_select_dmso.csv.gz'
    ),
    'metadata/clue_manifest': (
        'README.md cell_painting_lincs_pilot_1_manifest.txt clue_data_library.Rmd clue_data_library.html '
        'clue_data_library.md'
    ),
    'metadata/idr': (
        'README.md idr0000-screenA-library.txt idr0000-screenA-library_batch_1.txt.gz '
        'idr0000-study_batch_1.csv idr_metadata_batch_1.Rmd lincs_plates_final_batch_1.txt'
    ),
    'metadata/moa': (
        '0.merge-repurposing-compounds.ipynb 1.create-basic-mapping.ipynb 2.map-broad_id.ipynb '
        '3.align-moa.ipynb repurposing_info.tsv repurposing_info_external_moa_map_resolved.tsv '
        'repurposing_info_long.tsv repurposing_simple.tsv'
    ),
    'metadata/moa/clue': (
        'README.md md5sum.txt repurposing_drugs_20170327.txt repurposing_drugs_20180516.txt '
        'repurposing_drugs_20180907.txt repurposing_drugs_20200324.txt repurposing_samples_20170327.txt '
        'repurposing_samples_20180907.txt repurposing_samples_20200324.txt'
    ),
    'metadata/moa/scripts/nbconverted': (
        '0.merge-repurposing-compounds.py 1.create-basic-mapping.py 2.map-broad_id.py'
    ),
    'metadata/platemaps/2016_04_01_a549_48hr_batch1/platemap': (
        'C-7161-01-LM6-001.txt C-7161-01-LM6-002.txt C-7161-01-LM6-003.txt C-7161-01-LM6-004.txt '
        'C-7161-01-LM6-005.txt C-7161-01-LM6-006.txt C-7161-01-LM6-007.txt C-7161-01-LM6-008.txt '
        'C-7161-01-LM6-009.txt C-7161-01-LM6-010.txt C-7161-01-LM6-011.txt C-7161-01-LM6-012.txt '
        'C-7161-01-LM6-013.txt C-7161-01-LM6-015.txt C-7161-01-LM6-016.txt C-7161-01-LM6-017.txt '
        'C-7161-01-LM6-018.txt C-7161-01-LM6-019.txt C-7161-01-LM6-020.txt C-7161-01-LM6-021.txt '
        'C-7161-01-LM6-022.txt C-7161-01-LM6-023.txt C-7161-01-LM6-024.txt C-7161-01-LM6-025.txt '
        'C-7161-01-LM6-026.txt C-7161-01-LM6-027.txt C-7161-01-LM6-028.txt'
    ),
    'metadata/platemaps/2017_12_05_Batch2/platemap': (
        'AB00022422.csv AB00022423.csv AB00023158.csv AB00023288.csv ASG003_A549_24H.txt ASG003_A549_48H.txt '
        'ASG003_A549_6H.txt ASG003_MCF7_24H.txt ASG003_MCF7_48H.txt ASG003_MCF7_6H.txt ASG003_U2OS_24H.txt '
        'ASG003_U2OS_48H.txt ASG003_U2OS_6H.txt LKCP001_A549_24H.txt LKCP001_A549_48H.txt '
        'LKCP001_MCF7_24H.txt LKCP001_MCF7_48H.txt LKCP001_MCF7_6H.txt LKCP001_U2OS_24H.txt '
        'LKCP001_U2OS_48H.txt LKCP001_U2OS_6H.txt LKCP002_A549_24H.txt LKCP002_A549_48H.txt '
        'LKCP002_A549_6H.txt LKCP002_MCF7_24H.txt LKCP002_MCF7_48H.txt LKCP002_MCF7_6H.txt '
        'LKCP002_U2OS_24H.txt LKCP002_U2OS_48H.txt LKCP002_U2OS_6H.txt MOA002_A549_24H.txt '
        'MOA002_A549_48H.txt MOA002_A549_6H.txt MOA002_MCF7_24H.txt MOA002_MCF7_48H.txt MOA002_MCF7_6H.txt '
        'MOA002_U2OS_24H.txt MOA002_U2OS_48H.txt MOA002_U2OS_6H.txt'
    ),
    'profiles': (
        '.gitignore 2016_04_01_a549_48hr_batch1.dvc 2017_12_05_Batch2.dvc README.md profile_cells.py '
        'profile_utils.py profiling_pipeline.py run.sh'
    ),
    'spherized_profiles/consensus': (
        '2016_04_01_a549_48hr_batch1_dmso_spherized_profiles_with_input_normalized_by_dmso_consensus_median.csv.gz '
        '2016_04_01_a549_48hr_batch1_dmso_spherized_profiles_with_input_normalized_by_dmso_consensus_modz.csv.gz '
        '2016_04_01_a549_48hr_batch1_dmso_spherized_profiles_with_input_normalized_by_whole_plate_consensus_median.csv.gz '
        '2016_04_01_a549_48hr_batch1_dmso_spherized_profiles_with_input_normalized_by_whole_plate_consensus_modz.csv.gz '
        '2017_12_05_Batch2_dmso_spherized_profiles_with_input_normalized_by_dmso_consensus_median.csv.gz '
        '2017_12_05_Batch2_dmso_spherized_profiles_with_input_normalized_by_dmso_consensus_modz.csv.gz '
        '2017_12_05_Batch2_dmso_spherized_profiles_with_input_normalized_by_whole_plate_consensus_median.csv.gz '
        '2017_12_05_Batch2_dmso_spherized_profiles_with_input_normalized_by_whole_plate_consensus_modz.csv.gz'
    ),
    'spherized_profiles/profiles': (
        '2016_04_01_a549_48hr_batch1_dmso_spherized_profiles_with_input_normalized_by_dmso.csv.gz '
        '2016_04_01_a549_48hr_batch1_dmso_spherized_profiles_with_input_normalized_by_whole_plate.csv.gz '
        '2017_12_05_Batch2_dmso_spherized_profiles_with_input_normalized_by_dmso.csv.gz '
        '2017_12_05_Batch2_dmso_spherized_profiles_with_input_normalized_by_whole_plate.csv.gz'
    ),
    'spherized_profiles/scripts/nbconverted': (
        '0.spherize-batch-effects.py 1.generate-consensus-spherized-profiles.py 2.visualize-spherize-data.py'
    ),
    'utils': (
        'consensus_blocklist.txt dose.py outlier_blocklist_features.txt'
    ),
}

LINCS_PLATEMAPS_KIND = {
    'metadata/platemaps/2016_04_01_a549_48hr_batch1/platemap': (
        'C-7161-01-LM6-001.txt C-7161-01-LM6-002.txt C-7161-01-LM6-003.txt C-7161-01-LM6-004.txt '
        'C-7161-01-LM6-005.txt C-7161-01-LM6-006.txt C-7161-01-LM6-007.txt C-7161-01-LM6-008.txt '
        'C-7161-01-LM6-009.txt C-7161-01-LM6-010.txt C-7161-01-LM6-011.txt C-7161-01-LM6-012.txt '
        'C-7161-01-LM6-013.txt C-7161-01-LM6-014.txt C-7161-01-LM6-015.txt C-7161-01-LM6-016.txt '
        'C-7161-01-LM6-017.txt C-7161-01-LM6-018.txt C-7161-01-LM6-019.txt C-7161-01-LM6-020.txt '
        'C-7161-01-LM6-021.txt C-7161-01-LM6-022.txt C-7161-01-LM6-023.txt C-7161-01-LM6-024.txt '
        'C-7161-01-LM6-025.txt C-7161-01-LM6-026.txt C-7161-01-LM6-027.txt C-7161-01-LM6-028.txt'
    ),
    'metadata/platemaps/2017_12_05_Batch2/platemap': (
        'ASG003_A549_24H.txt ASG003_A549_48H.txt ASG003_A549_6H.txt ASG003_MCF7_24H.txt ASG003_MCF7_48H.txt '
        'ASG003_MCF7_6H.txt ASG003_U2OS_24H.txt ASG003_U2OS_48H.txt ASG003_U2OS_6H.txt LKCP001_A549_24H.txt '
        'LKCP001_A549_48H.txt LKCP001_A549_6H.txt LKCP001_MCF7_24H.txt LKCP001_MCF7_48H.txt '
        'LKCP001_MCF7_6H.txt LKCP001_U2OS_24H.txt LKCP001_U2OS_48H.txt LKCP001_U2OS_6H.txt '
        'LKCP002_A549_24H.txt LKCP002_A549_48H.txt LKCP002_A549_6H.txt LKCP002_MCF7_24H.txt '
        'LKCP002_MCF7_48H.txt LKCP002_MCF7_6H.txt LKCP002_U2OS_24H.txt LKCP002_U2OS_48H.txt '
        'LKCP002_U2OS_6H.txt MOA002_A549_24H.txt MOA002_A549_48H.txt MOA002_A549_6H.txt MOA002_MCF7_24H.txt '
        'MOA002_MCF7_48H.txt MOA002_MCF7_6H.txt MOA002_U2OS_24H.txt MOA002_U2OS_48H.txt MOA002_U2OS_6H.txt'
    ),
}

LINCS_PLATEMAPS_OTHER = {
    '': (
        '.dvc/.gitignore comparison/0.get-cytominer-tool-differences.ipynb '
        'comparison/1.summarize-cytominer-tool-differences.ipynb '
        'comparison/figures/2016_04_01_a549_48hr_batch1/feature_select_summary.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/summary_metrics_zoom.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/level_3/level_3_metrics_per_plate.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/level_4a/level_4a_metrics_per_plate.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/level_4b/level_4b_metrics_per_plate.png '
        'comparison/figures/2016_04_01_a549_48hr_batch1/pycytominer_select/pycytominer_select_metrics_per_feature.png '
        'comparison/scripts/nbconverted/1.summarize-cytominer-tool-differences.py '
        'metadata/clue_manifest/cell_painting_lincs_pilot_1_manifest.txt '
        'metadata/clue_manifest/clue_data_library.Rmd '
        'metadata/moa/scripts/nbconverted/1.create-basic-mapping.py '
        'metadata/platemaps/2016_04_01_a549_48hr_batch1/barcode_platemap.csv '
        'metadata/platemaps/2017_12_05_Batch2/cell_painting_dataset_cmap_annotations_moa.csv '
        'metadata/platemaps/2017_12_05_Batch2/platemap/AB00022423.csv '
        'metadata/platemaps/2017_12_05_Batch2/platemap/AB00023158.csv '
        'metadata/platemaps/scripts/nbconverted/0.broad-sample-metadata.py '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014812/SQ00014812_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014813/SQ00014813_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014816/SQ00014816_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014818/SQ00014818_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00014819/SQ00014819_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015042/SQ00015042_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015045/SQ00015045_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015047/SQ00015047_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015049/SQ00015049_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015050/SQ00015050_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015053/SQ00015053_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015056/SQ00015056_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015057/SQ00015057_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015058/SQ00015058_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015059/SQ00015059_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015096/SQ00015096_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015097/SQ00015097_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015101/SQ00015101_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015102/SQ00015102_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015111/SQ00015111_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015112/SQ00015112_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015116/SQ00015116_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015119/SQ00015119_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015121/SQ00015121_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015124/SQ00015124_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015127/SQ00015127_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015128/SQ00015128_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015129/SQ00015129_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015130/SQ00015130_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015132/SQ00015132_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015133/SQ00015133_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015134/SQ00015134_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015135/SQ00015135_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015136/SQ00015136_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015137/SQ00015137_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015138/SQ00015138_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015140/SQ00015140_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015141/SQ00015141_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015142/SQ00015142_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015143/SQ00015143_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015144/SQ00015144_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015146/SQ00015146_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015147/SQ00015147_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015150/SQ00015150_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015151/SQ00015151_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015152/SQ00015152_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015153/SQ00015153_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015154/SQ00015154_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015158/SQ00015158_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015162/SQ00015162_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015164/SQ00015164_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015171/SQ00015171_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015173/SQ00015173_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015195/SQ00015195_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015197/SQ00015197_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015198/SQ00015198_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015202/SQ00015202_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015203/SQ00015203_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015204/SQ00015204_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015206/SQ00015206_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015210/SQ00015210_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015212/SQ00015212_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015215/SQ00015215_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015218/SQ00015218_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015219/SQ00015219_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015220/SQ00015220_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015221/SQ00015221_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015222/SQ00015222_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015224/SQ00015224_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015229/SQ00015229_cell_count.csv '
        'profiles/cell_count/2016_04_01_a549_48hr_batch1/SQ00015232/SQ00015232_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092657/BR00092657_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092658/BR00092658_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092659/BR00092659_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092661/BR00092661_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092662/BR00092662_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092663/BR00092663_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092664/BR00092664_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092665/BR00092665_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092667/BR00092667_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092671/BR00092671_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092672/BR00092672_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092675/BR00092675_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092676/BR00092676_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092678/BR00092678_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092680/BR00092680_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092681/BR00092681_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092684/BR00092684_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092685/BR00092685_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092687/BR00092687_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092688/BR00092688_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092696/BR00092696_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092698/BR00092698_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092701/BR00092701_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092708/BR00092708_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092710/BR00092710_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092713/BR00092713_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092714/BR00092714_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092715/BR00092715_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092717/BR00092717_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092721/BR00092721_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092722/BR00092722_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092726/BR00092726_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092729/BR00092729_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092730/BR00092730_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092731/BR00092731_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092732/BR00092732_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092734/BR00092734_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092736/BR00092736_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092739/BR00092739_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092741/BR00092741_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092742/BR00092742_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092743/BR00092743_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092744/BR00092744_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092745/BR00092745_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092748/BR00092748_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092751/BR00092751_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092752/BR00092752_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092754/BR00092754_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092756/BR00092756_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092757/BR00092757_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092759/BR00092759_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092763/BR00092763_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092764/BR00092764_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092765/BR00092765_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092774/BR00092774_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092775/BR00092775_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092779/BR00092779_cell_count.csv '
        'profiles/cell_count/2017_12_05_Batch2/BR00092784/BR00092784_cell_count.csv '
        'spherized_profiles/2.visualize-spherize-data.ipynb '
        'spherized_profiles/figures/2016_04_01_a549_48hr_batch1/2016_04_01_a549_48hr_batch1_UMAPs.pdf '
        'spherized_profiles/profiles/2017_12_05_Batch2_dmso_spherized_profiles_with_input_normalized_by_dmso.csv.gz '
        'utils/dose.py'
    ),
    '.dvc/plots': (
        'confusion_normalized.json default.json linear.json scatter.json smooth.json'
    ),
    'comparison/results/2016_04_01_a549_48hr_batch1': (
        'comparison_result_level_3_mean.tsv.gz comparison_result_level_3_median.tsv.gz '
        'comparison_result_level_4a_mean.tsv.gz comparison_result_level_4a_sum.tsv.gz '
        'comparison_result_level_4b_sum.tsv.gz comparison_result_metric_summary.tsv '
        'comparison_result_pycytominer_select_sum.tsv.gz'
    ),
    'consensus/2016_04_01_a549_48hr_batch1': (
        '2016_04_01_a549_48hr_batch1_consensus_median.csv.gz '
        '2016_04_01_a549_48hr_batch1_consensus_modz_dmso.csv.gz '
        '2016_04_01_a549_48hr_batch1_consensus_modz_feature_select.csv.gz'
    ),
    'consensus/2017_12_05_Batch2': (
        '2017_12_05_Batch2_consensus_median.csv.gz '
        '2017_12_05_Batch2_consensus_median_feature_select_dmso.csv.gz '
        '2017_12_05_Batch2_consensus_modz.csv.gz 2017_12_05_Batch2_consensus_modz_dmso.csv.gz '
        '2017_12_05_Batch2_consensus_modz_feature_select.csv.gz '
        '2017_12_05_Batch2_consensus_modz_feature_select_dmso.csv.gz'
    ),
    'metadata/idr': (
        'README.md idr0000-screenA-library.txt idr0000-screenA-library_batch_1.txt.gz'
    ),
    'metadata/moa': (
        '1.create-basic-mapping.ipynb repurposing_info.tsv repurposing_simple.tsv'
    ),
    'metadata/moa/clue': (
        'broad_id_map.csv repurposing_drugs_20170327.txt repurposing_drugs_20180907.txt '
        'repurposing_samples_20180907.txt'
    ),
    'profiles': (
        '.gitignore 2016_04_01_a549_48hr_batch1.dvc 2017_12_05_Batch2.dvc profile_cells.py profile_utils.py '
        'profiling_pipeline.py run.sh'
    ),
    'spherized_profiles/consensus': (
        '2016_04_01_a549_48hr_batch1_dmso_spherized_profiles_with_input_normalized_by_dmso_consensus_median.csv.gz '
        '2016_04_01_a549_48hr_batch1_dmso_spherized_profiles_with_input_normalized_by_dmso_consensus_modz.csv.gz '
        '2016_04_01_a549_48hr_batch1_dmso_spherized_profiles_with_input_normalized_by_whole_plate_consensus_median.csv.gz '
        '2017_12_05_Batch2_dmso_spherized_profiles_with_input_normalized_by_whole_plate_consensus_median.csv.gz'
    ),
}

CHESTXRAY_TRAIN_KIND = {
    '': (
        '00000149_005.png 00000184_001.png 00000491_015.png 00000568_000.png 00000746_000.png '
        '00000761_008.png 00000798_018.png 00000865_001.png 00001029_006.png 00001104_012.png '
        '00001200_014.png 00001483_001.png 00001611_000.png 00001650_007.png 00001875_002.png '
        '00001951_007.png 00001989_013.png 00001992_016.png 00002224_003.png 00002238_006.png '
        '00002251_005.png 00002383_000.png 00002509_016.png 00002529_024.png 00002614_003.png '
        '00002644_007.png 00002644_015.png 00002673_019.png 00002723_008.png 00002860_010.png '
        '00002893_000.png 00002995_002.png 00003028_003.png 00003042_000.png 00003254_000.png '
        '00003534_012.png 00003644_003.png 00003738_000.png 00004090_001.png 00004402_004.png '
        '00004470_005.png 00004508_010.png 00004544_001.png 00004547_001.png 00004547_019.png '
        '00004732_000.png 00004746_013.png 00004746_020.png 00004808_066.png 00004808_092.png '
        '00004992_013.png 00005070_005.png 00005089_001.png 00005090_003.png 00005348_008.png '
        '00005448_022.png 00005457_005.png 00005490_002.png 00005502_011.png 00005699_000.png '
        '00005802_000.png 00005811_001.png 00005963_017.png 00006000_010.png 00006030_003.png '
        '00006104_000.png 00006162_003.png 00006271_077.png 00006305_000.png 00006320_000.png '
        '00006502_000.png 00006604_002.png 00006713_014.png 00006791_003.png 00006851_000.png '
        '00006875_013.png 00006949_002.png 00007015_000.png 00007046_013.png 00007191_020.png '
        '00007223_004.png 00007289_000.png 00007355_004.png 00007618_006.png 00007718_001.png '
        '00007812_000.png 00007894_000.png 00007939_000.png 00008008_003.png 00008042_012.png '
        '00008049_000.png 00008067_013.png 00008124_001.png 00008185_002.png 00008371_003.png '
        '00008547_001.png 00008567_003.png 00008749_000.png 00008924_003.png 00008970_000.png '
        '00009001_005.png 00009239_007.png 00009324_002.png 00009496_012.png 00009498_000.png '
        '00009576_000.png 00009691_015.png 00009863_034.png 00009894_004.png 00009909_000.png '
        '00009935_001.png 00009987_004.png 00010178_000.png 00010308_015.png 00010462_010.png '
        '00010535_025.png 00010544_010.png 00010585_023.png 00010603_000.png 00010752_013.png '
        '00010767_020.png 00010815_006.png 00010897_013.png 00011010_020.png 00011034_015.png '
        '00011178_005.png 00011226_032.png 00011460_022.png 00011460_037.png 00011460_048.png '
        '00011632_009.png 00011695_002.png 00011702_060.png 00011725_001.png 00011752_018.png '
        '00011857_015.png 00011886_001.png 00012010_000.png 00012010_005.png 00012021_022.png '
        '00012021_028.png 00012093_006.png 00012096_000.png 00012164_000.png 00012874_029.png '
        '00012919_007.png 00012939_001.png 00013002_013.png 00013037_002.png 00013111_016.png '
        '00013558_000.png 00013608_013.png 00013616_038.png 00013670_074.png 00013670_159.png '
        '00013750_015.png 00013795_000.png 00013844_003.png 00013859_000.png 00013937_004.png '
        '00013962_013.png 00013996_000.png 00014001_000.png 00014022_063.png 00014120_002.png '
        '00014176_004.png 00014193_000.png 00014207_001.png 00014320_033.png 00014379_007.png '
        '00014422_000.png 00014522_000.png 00014616_010.png 00014706_020.png 00014716_001.png '
        '00014788_001.png 00015255_004.png 00015255_010.png 00015417_000.png 00015506_004.png '
        '00015628_011.png 00016103_008.png 00016109_001.png 00016291_038.png 00016472_001.png '
        '00016556_002.png 00016607_045.png 00016910_006.png 00016942_008.png 00016948_001.png '
        '00017138_116.png 00017143_001.png 00017158_030.png 00017158_043.png 00017235_001.png '
        '00017238_000.png 00017298_000.png 00017303_000.png 00017308_000.png 00017324_027.png '
        '00017458_004.png 00017515_000.png 00017606_025.png 00017608_001.png 00017700_000.png '
        '00018029_007.png 00018051_001.png 00018055_040.png 00018079_000.png 00018308_002.png '
        '00018334_002.png 00018388_001.png 00018555_001.png 00018586_000.png 00019056_006.png '
        '00019109_000.png 00019214_000.png 00019270_004.png 00019283_001.png 00019318_000.png '
        '00019334_000.png 00019528_015.png 00019586_000.png 00019643_035.png 00019720_000.png '
        '00019780_002.png 00019873_000.png 00019888_001.png 00019924_014.png 00019924_038.png '
        '00019927_006.png 00019935_008.png 00020130_007.png 00020286_012.png 00020437_007.png '
        '00020480_000.png 00020514_001.png 00021047_008.png 00021086_004.png 00021129_000.png '
        '00021154_010.png 00021201_100.png 00021321_019.png 00021463_008.png 00021802_001.png '
        '00021806_008.png 00021821_003.png 00022055_003.png 00022179_007.png 00022249_003.png '
        '00022309_000.png 00022499_002.png 00022528_020.png 00022532_000.png 00022569_000.png '
        '00022604_001.png 00022604_019.png 00022717_003.png 00022837_003.png 00022846_001.png '
        '00022899_033.png 00022947_000.png 00023058_004.png 00023103_003.png 00023110_000.png '
        '00025082_001.png 00025228_009.png 00025393_007.png 00025904_001.png 00026003_000.png '
        '00026221_021.png 00026236_001.png 00026412_026.png 00026524_012.png 00026532_001.png '
        '00026560_009.png 00026828_003.png 00026963_031.png 00027047_001.png 00027278_009.png '
        '00027294_001.png 00027416_016.png 00027536_002.png 00027627_003.png 00027862_001.png '
        '00028158_000.png 00028211_003.png 00028304_000.png 00028575_000.png 00028844_016.png '
        '00029056_002.png 00029198_000.png 00029661_003.png 00029876_002.png 00029919_003.png '
        '00030019_000.png 00030023_003.png 00030038_001.png 00030621_006.png 00030657_000.png'
    ),
}

CHESTXRAY_TRAIN_OTHER = {
    '': (
        'ChestX-ray14/images/.keep'
    ),
    'ChestX-ray14/labels': (
        'test_list.txt train_list.txt val_list.txt'
    ),
    'localization': (
        '00008473_009-3.png 00008473_011-3.png 00030605_000.jpg'
    ),
}

UCFCRIME_ANOMALY_KIND = {
    'Abuse': (
        'Abuse002_x264.mp4 Abuse004_x264.mp4 Abuse007_x264.mp4 Abuse008_x264.mp4 Abuse009_x264.mp4 '
        'Abuse012_x264.mp4 Abuse018_x264.mp4 Abuse020_x264.mp4 Abuse025_x264.mp4 Abuse027_x264.mp4 '
        'Abuse029_x264.mp4 Abuse031_x264.mp4 Abuse032_x264.mp4 Abuse033_x264.mp4 Abuse034_x264.mp4 '
        'Abuse036_x264.mp4 Abuse040_x264.mp4 Abuse041_x264.mp4 Abuse043_x264.mp4 Abuse047_x264.mp4 '
        'Abuse050_x264.mp4'
    ),
    'Arrest': (
        'Arrest004_x264.mp4 Arrest006_x264.mp4 Arrest008_x264.mp4 Arrest013_x264.mp4 Arrest015_x264.mp4 '
        'Arrest017_x264.mp4 Arrest029_x264.mp4 Arrest031_x264.mp4 Arrest033_x264.mp4 Arrest036_x264.mp4 '
        'Arrest042_x264.mp4 Arrest043_x264.mp4 Arrest048_x264.mp4 Arrest051_x264.mp4'
    ),
    'Arson': (
        'Arson001_x264.mp4 Arson003_x264.mp4 Arson012_x264.mp4 Arson013_x264.mp4 Arson020_x264.mp4 '
        'Arson024_x264.mp4 Arson031_x264.mp4 Arson032_x264.mp4 Arson036_x264.mp4 Arson038_x264.mp4 '
        'Arson047_x264.mp4'
    ),
    'Assault': (
        'Assault001_x264.mp4 Assault004_x264.mp4 Assault005_x264.mp4 Assault007_x264.mp4 Assault009_x264.mp4 '
        'Assault015_x264.mp4 Assault016_x264.mp4 Assault018_x264.mp4 Assault020_x264.mp4 Assault029_x264.mp4 '
        'Assault030_x264.mp4 Assault035_x264.mp4 Assault037_x264.mp4 Assault038_x264.mp4 Assault042_x264.mp4 '
        'Assault046_x264.mp4 Assault047_x264.mp4 Assault052_x264.mp4'
    ),
    'Burglary': (
        'Burglary002_x264.mp4 Burglary003_x264.mp4 Burglary004_x264.mp4 Burglary007_x264.mp4 '
        'Burglary014_x264.mp4 Burglary019_x264.mp4 Burglary028_x264.mp4 Burglary029_x264.mp4 '
        'Burglary030_x264.mp4 Burglary031_x264.mp4 Burglary038_x264.mp4 Burglary042_x264.mp4 '
        'Burglary043_x264.mp4 Burglary044_x264.mp4 Burglary046_x264.mp4 Burglary048_x264.mp4 '
        'Burglary054_x264.mp4 Burglary056_x264.mp4 Burglary057_x264.mp4 Burglary058_x264.mp4 '
        'Burglary060_x264.mp4 Burglary062_x264.mp4 Burglary063_x264.mp4 Burglary065_x264.mp4 '
        'Burglary070_x264.mp4 Burglary074_x264.mp4 Burglary075_x264.mp4 Burglary078_x264.mp4 '
        'Burglary083_x264.mp4 Burglary085_x264.mp4 Burglary087_x264.mp4 Burglary089_x264.mp4 '
        'Burglary090_x264.mp4 Burglary094_x264.mp4 Burglary097_x264.mp4 Burglary100_x264.mp4'
    ),
    'Explosion': (
        'Explosion001_x264.mp4 Explosion009_x264.mp4 Explosion014_x264.mp4 Explosion015_x264.mp4 '
        'Explosion019_x264.mp4 Explosion026_x264.mp4 Explosion034_x264.mp4 Explosion037_x264.mp4 '
        'Explosion040_x264.mp4 Explosion042_x264.mp4 Explosion046_x264.mp4'
    ),
    'Fighting': (
        'Fighting004_x264.mp4 Fighting009_x264.mp4 Fighting021_x264.mp4 Fighting024_x264.mp4 '
        'Fighting025_x264.mp4 Fighting026_x264.mp4 Fighting027_x264.mp4 Fighting037_x264.mp4 '
        'Fighting038_x264.mp4 Fighting039_x264.mp4 Fighting044_x264.mp4 Fighting046_x264.mp4 '
        'Fighting050_x264.mp4'
    ),
    'RoadAccidents': (
        'RoadAccidents005_x264.mp4 RoadAccidents007_x264.mp4 RoadAccidents013_x264.mp4 '
        'RoadAccidents015_x264.mp4 RoadAccidents024_x264.mp4 RoadAccidents027_x264.mp4 '
        'RoadAccidents030_x264.mp4 RoadAccidents033_x264.mp4 RoadAccidents034_x264.mp4 '
        'RoadAccidents036_x264.mp4 RoadAccidents040_x264.mp4 RoadAccidents041_x264.mp4 '
        'RoadAccidents043_x264.mp4 RoadAccidents044_x264.mp4 RoadAccidents047_x264.mp4 '
        'RoadAccidents048_x264.mp4 RoadAccidents049_x264.mp4 RoadAccidents050_x264.mp4 '
        'RoadAccidents053_x264.mp4 RoadAccidents056_x264.mp4 RoadAccidents061_x264.mp4 '
        'RoadAccidents063_x264.mp4 RoadAccidents066_x264.mp4 RoadAccidents067_x264.mp4 '
        'RoadAccidents070_x264.mp4 RoadAccidents071_x264.mp4 RoadAccidents076_x264.mp4 '
        'RoadAccidents077_x264.mp4 RoadAccidents083_x264.mp4 RoadAccidents087_x264.mp4 '
        'RoadAccidents089_x264.mp4 RoadAccidents090_x264.mp4 RoadAccidents098_x264.mp4 '
        'RoadAccidents100_x264.mp4 RoadAccidents101_x264.mp4 RoadAccidents103_x264.mp4 '
        'RoadAccidents106_x264.mp4 RoadAccidents110_x264.mp4 RoadAccidents113_x264.mp4 '
        'RoadAccidents114_x264.mp4 RoadAccidents115_x264.mp4 RoadAccidents116_x264.mp4 '
        'RoadAccidents118_x264.mp4 RoadAccidents119_x264.mp4 RoadAccidents130_x264.mp4 '
        'RoadAccidents137_x264.mp4 RoadAccidents138_x264.mp4 RoadAccidents142_x264.mp4 '
        'RoadAccidents149_x264.mp4 RoadAccidents150_x264.mp4'
    ),
    'Robbery': (
        'Robbery002_x264.mp4 Robbery003_x264.mp4 Robbery007_x264.mp4 Robbery012_x264.mp4 Robbery015_x264.mp4 '
        'Robbery017_x264.mp4 Robbery019_x264.mp4 Robbery020_x264.mp4 Robbery024_x264.mp4 Robbery026_x264.mp4 '
        'Robbery029_x264.mp4 Robbery031_x264.mp4 Robbery033_x264.mp4 Robbery035_x264.mp4 Robbery038_x264.mp4 '
        'Robbery042_x264.mp4 Robbery043_x264.mp4 Robbery044_x264.mp4 Robbery045_x264.mp4 Robbery046_x264.mp4 '
        'Robbery047_x264.mp4 Robbery053_x264.mp4 Robbery055_x264.mp4 Robbery057_x264.mp4 Robbery059_x264.mp4 '
        'Robbery060_x264.mp4 Robbery061_x264.mp4 Robbery062_x264.mp4 Robbery065_x264.mp4 Robbery067_x264.mp4 '
        'Robbery073_x264.mp4 Robbery075_x264.mp4 Robbery081_x264.mp4 Robbery086_x264.mp4 Robbery088_x264.mp4 '
        'Robbery093_x264.mp4 Robbery096_x264.mp4 Robbery097_x264.mp4 Robbery103_x264.mp4 Robbery105_x264.mp4 '
        'Robbery107_x264.mp4 Robbery109_x264.mp4 Robbery110_x264.mp4 Robbery112_x264.mp4 Robbery119_x264.mp4 '
        'Robbery122_x264.mp4 Robbery124_x264.mp4 Robbery126_x264.mp4 Robbery130_x264.mp4 Robbery136_x264.mp4 '
        'Robbery139_x264.mp4 Robbery144_x264.mp4 Robbery147_x264.mp4'
    ),
    'Shooting': (
        'Shooting003_x264.mp4 Shooting005_x264.mp4 Shooting017_x264.mp4 Shooting020_x264.mp4 '
        'Shooting023_x264.mp4 Shooting029_x264.mp4 Shooting039_x264.mp4 Shooting041_x264.mp4 '
        'Shooting042_x264.mp4 Shooting050_x264.mp4 Shooting053_x264.mp4'
    ),
    'Shoplifting': (
        'Shoplifting006_x264.mp4 Shoplifting008_x264.mp4 Shoplifting009_x264.mp4 Shoplifting019_x264.mp4 '
        'Shoplifting025_x264.mp4 Shoplifting026_x264.mp4 Shoplifting032_x264.mp4 Shoplifting036_x264.mp4 '
        'Shoplifting038_x264.mp4 Shoplifting041_x264.mp4 Shoplifting045_x264.mp4 Shoplifting051_x264.mp4 '
        'Shoplifting052_x264.mp4 Shoplifting054_x264.mp4 Shoplifting055_x264.mp4'
    ),
    'Stealing': (
        'Stealing002_x264.mp4 Stealing006_x264.mp4 Stealing007_x264.mp4 Stealing008_x264.mp4 '
        'Stealing009_x264.mp4 Stealing010_x264.mp4 Stealing012_x264.mp4 Stealing015_x264.mp4 '
        'Stealing017_x264.mp4 Stealing022_x264.mp4 Stealing023_x264.mp4 Stealing025_x264.mp4 '
        'Stealing031_x264.mp4 Stealing043_x264.mp4 Stealing044_x264.mp4 Stealing046_x264.mp4 '
        'Stealing047_x264.mp4 Stealing048_x264.mp4 Stealing051_x264.mp4 Stealing054_x264.mp4 '
        'Stealing061_x264.mp4 Stealing063_x264.mp4 Stealing068_x264.mp4 Stealing074_x264.mp4 '
        'Stealing075_x264.mp4 Stealing080_x264.mp4 Stealing082_x264.mp4 Stealing084_x264.mp4 '
        'Stealing087_x264.mp4 Stealing088_x264.mp4 Stealing092_x264.mp4 Stealing107_x264.mp4'
    ),
    'Vandalism': (
        'Vandalism001_x264.mp4 Vandalism002_x264.mp4 Vandalism011_x264.mp4 Vandalism019_x264.mp4 '
        'Vandalism021_x264.mp4 Vandalism023_x264.mp4 Vandalism024_x264.mp4 Vandalism026_x264.mp4 '
        'Vandalism029_x264.mp4 Vandalism030_x264.mp4 Vandalism032_x264.mp4 Vandalism037_x264.mp4 '
        'Vandalism039_x264.mp4 Vandalism043_x264.mp4 Vandalism045_x264.mp4'
    ),
}

UCFCRIME_ANOMALY_OTHER = {
    '': (
        'Paper_Results/1_Binary_Abnormal_Normal.mat Paper_Results/6_C3D_Final_L1L2.mat '
        'SampleVideos/Explosion008_x264.txt SampleVideos/Shooting008_x264.txt'
    ),
    'Training_Normal_Videos_Anomaly': (
        'Normal_Videos009_x264.mp4 Normal_Videos012_x264.mp4 Normal_Videos020_x264.mp4 '
        'Normal_Videos021_x264.mp4 Normal_Videos032_x264.mp4 Normal_Videos035_x264.mp4 '
        'Normal_Videos038_x264.mp4 Normal_Videos043_x264.mp4 Normal_Videos046_x264.mp4 '
        'Normal_Videos049_x264.mp4 Normal_Videos064_x264.mp4 Normal_Videos077_x264.mp4 '
        'Normal_Videos080_x264.mp4 Normal_Videos083_x264.mp4 Normal_Videos086_x264.mp4 '
        'Normal_Videos088_x264.mp4 Normal_Videos096_x264.mp4 Normal_Videos110_x264.mp4 '
        'Normal_Videos113_x264.mp4 Normal_Videos124_x264.mp4 Normal_Videos128_x264.mp4 '
        'Normal_Videos130_x264.mp4 Normal_Videos135_x264.mp4 Normal_Videos137_x264.mp4 '
        'Normal_Videos140_x264.mp4 Normal_Videos147_x264.mp4 Normal_Videos151_x264.mp4 '
        'Normal_Videos152_x264.mp4 Normal_Videos154_x264.mp4 Normal_Videos155_x264.mp4 '
        'Normal_Videos158_x264.mp4 Normal_Videos165_x264.mp4 Normal_Videos166_x264.mp4 '
        'Normal_Videos172_x264.mp4 Normal_Videos179_x264.mp4 Normal_Videos187_x264.mp4 '
        'Normal_Videos188_x264.mp4 Normal_Videos198_x264.mp4 Normal_Videos205_x264.mp4 '
        'Normal_Videos207_x264.mp4 Normal_Videos208_x264.mp4 Normal_Videos221_x264.mp4 '
        'Normal_Videos222_x264.mp4 Normal_Videos229_x264.mp4 Normal_Videos234_x264.mp4 '
        'Normal_Videos235_x264.mp4 Normal_Videos236_x264.mp4 Normal_Videos237_x264.mp4 '
        'Normal_Videos240_x264.mp4 Normal_Videos245_x264.mp4 Normal_Videos249_x264.mp4 '
        'Normal_Videos255_x264.mp4 Normal_Videos272_x264.mp4 Normal_Videos273_x264.mp4 '
        'Normal_Videos275_x264.mp4 Normal_Videos276_x264.mp4 Normal_Videos286_x264.mp4 '
        'Normal_Videos295_x264.mp4 Normal_Videos298_x264.mp4 Normal_Videos300_x264.mp4 '
        'Normal_Videos305_x264.mp4 Normal_Videos309_x264.mp4 Normal_Videos314_x264.mp4 '
        'Normal_Videos316_x264.mp4 Normal_Videos325_x264.mp4 Normal_Videos327_x264.mp4 '
        'Normal_Videos328_x264.mp4 Normal_Videos332_x264.mp4 Normal_Videos335_x264.mp4 '
        'Normal_Videos343_x264.mp4 Normal_Videos347_x264.mp4 Normal_Videos349_x264.mp4 '
        'Normal_Videos357_x264.mp4 Normal_Videos361_x264.mp4 Normal_Videos363_x264.mp4 '
        'Normal_Videos364_x264.mp4 Normal_Videos366_x264.mp4 Normal_Videos370_x264.mp4 '
        'Normal_Videos372_x264.mp4 Normal_Videos375_x264.mp4 Normal_Videos390_x264.mp4 '
        'Normal_Videos391_x264.mp4 Normal_Videos392_x264.mp4 Normal_Videos394_x264.mp4 '
        'Normal_Videos395_x264.mp4 Normal_Videos396_x264.mp4 Normal_Videos397_x264.mp4 '
        'Normal_Videos398_x264.mp4 Normal_Videos404_x264.mp4 Normal_Videos412_x264.mp4 '
        'Normal_Videos415_x264.mp4 Normal_Videos419_x264.mp4 Normal_Videos420_x264.mp4 '
        'Normal_Videos422_x264.mp4 Normal_Videos424_x264.mp4 Normal_Videos432_x264.mp4 '
        'Normal_Videos436_x264.mp4 Normal_Videos437_x264.mp4 Normal_Videos440_x264.mp4 '
        'Normal_Videos443_x264.mp4 Normal_Videos444_x264.mp4 Normal_Videos447_x264.mp4 '
        'Normal_Videos448_x264.mp4 Normal_Videos450_x264.mp4 Normal_Videos454_x264.mp4 '
        'Normal_Videos461_x264.mp4 Normal_Videos467_x264.mp4 Normal_Videos468_x264.mp4 '
        'Normal_Videos470_x264.mp4 Normal_Videos474_x264.mp4 Normal_Videos476_x264.mp4 '
        'Normal_Videos481_x264.mp4 Normal_Videos486_x264.mp4 Normal_Videos487_x264.mp4 '
        'Normal_Videos490_x264.mp4 Normal_Videos499_x264.mp4 Normal_Videos503_x264.mp4 '
        'Normal_Videos512_x264.mp4 Normal_Videos524_x264.mp4 Normal_Videos531_x264.mp4 '
        'Normal_Videos539_x264.mp4 Normal_Videos547_x264.mp4 Normal_Videos549_x264.mp4 '
        'Normal_Videos550_x264.mp4 Normal_Videos551_x264.mp4 Normal_Videos556_x264.mp4 '
        'Normal_Videos557_x264.mp4 Normal_Videos563_x264.mp4 Normal_Videos570_x264.mp4 '
        'Normal_Videos583_x264.mp4 Normal_Videos589_x264.mp4 Normal_Videos594_x264.mp4 '
        'Normal_Videos604_x264.mp4 Normal_Videos605_x264.mp4 Normal_Videos610_x264.mp4 '
        'Normal_Videos613_x264.mp4 Normal_Videos616_x264.mp4 Normal_Videos618_x264.mp4 '
        'Normal_Videos626_x264.mp4 Normal_Videos636_x264.mp4 Normal_Videos637_x264.mp4 '
        'Normal_Videos651_x264.mp4 Normal_Videos661_x264.mp4 Normal_Videos662_x264.mp4 '
        'Normal_Videos668_x264.mp4 Normal_Videos669_x264.mp4 Normal_Videos671_x264.mp4 '
        'Normal_Videos674_x264.mp4 Normal_Videos675_x264.mp4 Normal_Videos682_x264.mp4 '
        'Normal_Videos683_x264.mp4 Normal_Videos684_x264.mp4 Normal_Videos689_x264.mp4 '
        'Normal_Videos692_x264.mp4 Normal_Videos694_x264.mp4 Normal_Videos697_x264.mp4 '
        'Normal_Videos703_x264.mp4 Normal_Videos707_x264.mp4 Normal_Videos709_x264.mp4 '
        'Normal_Videos715_x264.mp4 Normal_Videos716_x264.mp4 Normal_Videos724_x264.mp4 '
        'Normal_Videos734_x264.mp4 Normal_Videos736_x264.mp4 Normal_Videos737_x264.mp4 '
        'Normal_Videos740_x264.mp4 Normal_Videos743_x264.mp4 Normal_Videos752_x264.mp4 '
        'Normal_Videos769_x264.mp4 Normal_Videos772_x264.mp4 Normal_Videos774_x264.mp4 '
        'Normal_Videos777_x264.mp4 Normal_Videos779_x264.mp4 Normal_Videos790_x264.mp4 '
        'Normal_Videos797_x264.mp4 Normal_Videos800_x264.mp4 Normal_Videos802_x264.mp4 '
        'Normal_Videos810_x264.mp4 Normal_Videos811_x264.mp4 Normal_Videos813_x264.mp4 '
        'Normal_Videos821_x264.mp4 Normal_Videos825_x264.mp4 Normal_Videos832_x264.mp4 '
        'Normal_Videos836_x264.mp4 Normal_Videos838_x264.mp4 Normal_Videos839_x264.mp4 '
        'Normal_Videos846_x264.mp4 Normal_Videos856_x264.mp4 Normal_Videos863_x264.mp4 '
        'Normal_Videos864_x264.mp4 Normal_Videos917_x264.mp4 Normal_Videos947_x264.mp4'
    ),
}

GTZAN_LISTS_KIND = {
    'blues': (
        'blues.00000.wav blues.00002.wav blues.00003.wav blues.00007.wav blues.00011.wav blues.00014.wav '
        'blues.00024.wav blues.00025.wav blues.00026.wav blues.00027.wav blues.00028.wav blues.00030.wav '
        'blues.00032.wav blues.00035.wav blues.00036.wav blues.00037.wav blues.00040.wav blues.00046.wav '
        'blues.00048.wav blues.00050.wav blues.00054.wav blues.00062.wav blues.00076.wav blues.00078.wav '
        'blues.00079.wav blues.00080.wav blues.00081.wav blues.00082.wav blues.00083.wav blues.00085.wav '
        'blues.00089.wav blues.00090.wav blues.00092.wav blues.00096.wav'
    ),
    'classical': (
        'classical.00000.wav classical.00001.wav classical.00004.wav classical.00005.wav classical.00009.wav '
        'classical.00013.wav classical.00016.wav classical.00017.wav classical.00019.wav classical.00021.wav '
        'classical.00022.wav classical.00024.wav classical.00027.wav classical.00029.wav classical.00031.wav '
        'classical.00035.wav classical.00041.wav classical.00045.wav classical.00046.wav classical.00052.wav '
        'classical.00054.wav classical.00056.wav classical.00067.wav classical.00071.wav classical.00074.wav '
        'classical.00076.wav classical.00077.wav classical.00078.wav classical.00079.wav classical.00080.wav '
        'classical.00082.wav classical.00085.wav classical.00090.wav classical.00091.wav classical.00095.wav '
        'classical.00098.wav classical.00099.wav'
    ),
    'country': (
        'country.00001.wav country.00002.wav country.00006.wav country.00009.wav country.00012.wav '
        'country.00014.wav country.00016.wav country.00018.wav country.00020.wav country.00024.wav '
        'country.00025.wav country.00031.wav country.00034.wav country.00035.wav country.00038.wav '
        'country.00040.wav country.00043.wav country.00054.wav country.00066.wav country.00076.wav '
        'country.00077.wav country.00079.wav country.00081.wav country.00088.wav country.00095.wav '
        'country.00099.wav'
    ),
    'disco': (
        'disco.00002.wav disco.00004.wav disco.00006.wav disco.00007.wav disco.00008.wav disco.00012.wav '
        'disco.00014.wav disco.00016.wav disco.00020.wav disco.00022.wav disco.00024.wav disco.00034.wav '
        'disco.00035.wav disco.00041.wav disco.00043.wav disco.00044.wav disco.00048.wav disco.00053.wav '
        'disco.00059.wav disco.00067.wav disco.00068.wav disco.00072.wav disco.00075.wav disco.00078.wav '
        'disco.00079.wav disco.00089.wav disco.00093.wav'
    ),
    'hiphop': (
        'hiphop.00003.wav hiphop.00004.wav hiphop.00005.wav hiphop.00007.wav hiphop.00014.wav '
        'hiphop.00017.wav hiphop.00024.wav hiphop.00025.wav hiphop.00028.wav hiphop.00029.wav '
        'hiphop.00033.wav hiphop.00037.wav hiphop.00038.wav hiphop.00041.wav hiphop.00043.wav '
        'hiphop.00044.wav hiphop.00052.wav hiphop.00053.wav hiphop.00054.wav hiphop.00055.wav '
        'hiphop.00057.wav hiphop.00065.wav hiphop.00067.wav hiphop.00072.wav hiphop.00078.wav '
        'hiphop.00080.wav hiphop.00081.wav hiphop.00083.wav hiphop.00089.wav hiphop.00091.wav '
        'hiphop.00097.wav'
    ),
    'jazz': (
        'jazz.00000.wav jazz.00001.wav jazz.00005.wav jazz.00007.wav jazz.00014.wav jazz.00016.wav '
        'jazz.00021.wav jazz.00026.wav jazz.00029.wav jazz.00030.wav jazz.00041.wav jazz.00047.wav '
        'jazz.00049.wav jazz.00053.wav jazz.00055.wav jazz.00060.wav jazz.00063.wav jazz.00066.wav '
        'jazz.00069.wav jazz.00070.wav jazz.00075.wav jazz.00077.wav jazz.00082.wav jazz.00090.wav '
        'jazz.00091.wav jazz.00093.wav jazz.00095.wav jazz.00097.wav'
    ),
    'metal': (
        'metal.00003.wav metal.00006.wav metal.00008.wav metal.00009.wav metal.00011.wav metal.00014.wav '
        'metal.00018.wav metal.00021.wav metal.00024.wav metal.00030.wav metal.00033.wav metal.00046.wav '
        'metal.00049.wav metal.00052.wav metal.00053.wav metal.00055.wav metal.00057.wav metal.00061.wav '
        'metal.00070.wav metal.00071.wav metal.00074.wav metal.00077.wav metal.00083.wav metal.00085.wav '
        'metal.00086.wav metal.00087.wav'
    ),
    'pop': (
        'pop.00001.wav pop.00004.wav pop.00005.wav pop.00006.wav pop.00007.wav pop.00010.wav pop.00023.wav '
        'pop.00024.wav pop.00028.wav pop.00031.wav pop.00034.wav pop.00038.wav pop.00040.wav pop.00042.wav '
        'pop.00046.wav pop.00059.wav pop.00064.wav pop.00065.wav pop.00069.wav pop.00070.wav pop.00073.wav '
        'pop.00076.wav pop.00080.wav pop.00081.wav pop.00082.wav pop.00093.wav pop.00095.wav pop.00099.wav'
    ),
    'reggae': (
        'reggae.00002.wav reggae.00009.wav reggae.00011.wav reggae.00014.wav reggae.00018.wav '
        'reggae.00019.wav reggae.00021.wav reggae.00022.wav reggae.00024.wav reggae.00025.wav '
        'reggae.00026.wav reggae.00027.wav reggae.00030.wav reggae.00040.wav reggae.00042.wav '
        'reggae.00046.wav reggae.00050.wav reggae.00053.wav reggae.00054.wav reggae.00057.wav '
        'reggae.00058.wav reggae.00063.wav reggae.00065.wav reggae.00072.wav reggae.00079.wav '
        'reggae.00090.wav reggae.00092.wav reggae.00094.wav reggae.00097.wav reggae.00099.wav'
    ),
    'rock': (
        'rock.00004.wav rock.00010.wav rock.00012.wav rock.00014.wav rock.00015.wav rock.00017.wav '
        'rock.00021.wav rock.00023.wav rock.00030.wav rock.00031.wav rock.00033.wav rock.00038.wav '
        'rock.00040.wav rock.00042.wav rock.00046.wav rock.00053.wav rock.00054.wav rock.00055.wav '
        'rock.00062.wav rock.00064.wav rock.00065.wav rock.00067.wav rock.00070.wav rock.00071.wav '
        'rock.00077.wav rock.00079.wav rock.00082.wav rock.00083.wav rock.00085.wav rock.00094.wav '
        'rock.00097.wav rock.00098.wav rock.00099.wav'
    ),
}

GTZAN_LISTS_OTHER = {
    '': (
        'LICENSE README.md'
    ),
    'GTZAN_split': (
        'README.md test_filtered.txt train_filtered.txt valid_filtered.txt'
    ),
    'MSD_split': (
        '50tagList.txt 7D_id_to_path.pkl MSD_id_to_7D_id.pkl README.md filtered_list_test.cP '
        'filtered_list_train.cP msd_id_to_tag_vector.cP'
    ),
    'MTAT_split': (
        'README.md test_list_pub.cP top50_tags.txt train_list_pub.cP valid_list_pub.cP y_test_pub.npy '
        'y_train_pub.npy y_valid_pub.npy'
    ),
    'TAGTRAUM_split': (
        'README.md test_list.cP train_list.cP'
    ),
}

MTAT_LISTS_KIND = {
    '0': (
        'american_bach_soloists-j_s__bach__transcriptions_of_italian_music-04-psalm_51_tilge_hochster_meine_sunden_i_largo_verse_1-88-117.npy '
        'american_bach_soloists-joseph_haydn__masses-12-dona_nobis__allegro_vivace-59-88.npy '
        'apa_ya-apa_ya-10-funky_funky-146-175.npy beth_quist-silver-01-liquid_silver-146-175.npy '
        'beth_quist-silver-07-padip-0-29.npy '
        'daniel_ben_pienaar-book_2_cd2_welltempered_clavier-01-prelude_and_fugue_no__13_in_fsharp_major_bwv_882_praeludium-0-29.npy '
        'paul_berget-the_siena_manuscript_on_steel_string_guitar-08-recercar_8_steel_string_guitar-30-59.npy '
        'paul_berget-the_siena_manuscript_on_steel_string_guitar-10-recercar_10_steel_string_guitar-30-59.npy '
        'rocket_city_riot-last_of_the_pleasure_seekers-11-lost_then_found-117-146.npy '
        'voices_of_music-an_evening_with_bach-07-prelude_in_c_minor_bwv_871-88-117.npy '
        'william_brooks-bitter_circus-07-the_hanging_of_allen_scott_johnson-88-117.npy '
        'williamson-a_few_things_to_hear_before_we_all_blow_up-09-and_then_its_all_gone-262-291.npy'
    ),
    '1': (
        'ambient_teknology-phoenix-01-ambient_teknology-465-494.npy '
        'ambient_teknology-phoenix-03-deeper-175-204.npy '
        'anamar-transfado-01-eu_nao_sabia_i_did_not_knoow-59-88.npy artemis-undone-01-charming_gun-0-29.npy '
        'artemis-undone-04-undone-117-146.npy dac_crowell-sferica-02-murata-146-175.npy '
        'four_stones-chronic_dreams-08-ocean_in_her_head_spliff_mix-59-88.npy '
        'jacob_heringman-holburns_passion-16-almain_the_night_watch_bandora-59-88.npy '
        'janine_johnson-j_s__bach_works_for_harpsichord-02-english_suite_no_2_in_a_minor__prelude-233-262.npy '
        'janine_johnson-j_s__bach_works_for_harpsichord-10-english_suite_no_3_in_g_minor__prelude-146-175.npy '
        'mijo-fata_morgana-12-slow_motion-88-117.npy pizzle-party_patrol-10-farrakorn-59-88.npy '
        'spinecar-passive_aggressive-01-into_you-30-59.npy '
        'suzanne_teng-mystic_journey-03-china_lily-117-146.npy '
        'suzanne_teng-mystic_journey-07-darjeeling_sunrise-262-291.npy '
        'suzanne_teng-mystic_journey-08-clouds_across_the_darkness-117-146.npy '
        'tim_rayborn-ashek-01-ashek-436-465.npy '
        'tim_rayborn-qadim-06-calliopeia__kithara_ancient_greek-59-88.npy '
        'tim_rayborn-qadim-07-eladion__lauta_greek_islands-0-29.npy '
        'touchinggrace-the_reformation_sessions-05-new_delhi_breakdown-610-639.npy'
    ),
    '2': (
        'claire_fitch-ambiencellist-06-underwater-146-175.npy '
        'drop_trio-big_dipper-11-gin_and_nothin-146-175.npy '
        'ensemble_mirable-conversations_galantes-03-sonata_iii_in_d_minor_ariagratioso-146-175.npy '
        'indidginus-as_above_so_below-04-jang-30-59.npy '
        'jamie_janover-evolutions-08-triangle_in_square-59-88.npy jamie_janover-evolutions-11-d-117-146.npy '
        'jesse_manno-sea_spirits-08-bali_child-233-262.npy '
        'magnatune_remixed-ridin_the_faders_2-08-im_the_i_995__fourstones-30-59.npy '
        'mrdc-timecode-08-believe-117-146.npy paul_avgerinos-gnosis-01-pure_in_heart-59-88.npy '
        'roots_of_rebellion-surfacing-05-messenger-175-204.npy '
        'solace-ahsas-02-khatar_dawr_hindi_78-146-175.npy stellamara-star_of_the_sea-02-kereshme-378-407.npy '
        'vito_paternoster-cd2bach_cello_suites-15-suite_v_in_do_minore__allemande-204-233.npy'
    ),
    '3': (
        'c__layne-potemkin_villages-02-the_unheard_frequency-0-29.npy '
        'etherfysh-box_of_fysh-01-sanctuary-523-552.npy etherfysh-box_of_fysh-05-river_of_mills-407-436.npy '
        'jacob_heringman-siena_lute_book-27-fantasia_39_anon-88-117.npy '
        'jag-four_strings-23-four_string_blues-88-117.npy kitka-the_vine-13-po_polju_russia-0-29.npy '
        'spinecar-autophile-04-autophile-349-378.npy vito_paternoster-inzaffirio-07-preludio_iv-0-29.npy '
        'vito_paternoster-inzaffirio-10-io_sono_amore-59-88.npy'
    ),
    '4': (
        'american_bach_soloists-j_s__bach__favorite_cantatas-03-duet__wenn_kommst_du_mein_heil-262-291.npy '
        'american_bach_soloists-j_s__bach__mass_in_b_minor_cd1-08-domine_deus-59-88.npy '
        'dac_crowell-spctr-01-spctr-2524-2553.npy dac_crowell-spctr-02-northeastern_corridor-291-320.npy '
        'dj_markitos-evolution_of_the_mind-07-northern_lights-146-175.npy '
        'domased-return_back-07-i_am_dreaming_part_1-117-146.npy '
        'jay_kishor-amber-01-raga_malgunji__alap-204-233.npy '
        'jay_kishor-amber-02-raga_malgunji__jor-755-784.npy '
        'john_williams-long_ride_home-22-landfall_bonus_track_from_quiet_guitar-30-59.npy '
        'justin_bianco-siren-13-incantation-59-88.npy justin_bianco-siren-14-somewhere_on_the_edge-59-88.npy '
        'magnaloops-world_loops_1-25-osdbethquist434-0-29.npy '
        'magnatune-romantic_dinner_classical_compilation-05-gonzalo_x_ruiz__andante_sonata_for_oboe_and_bassoc_continuo_in_g_major_sammartini-146-175.npy '
        'music_of_the_spheres-music_of_the_spheres-06-von_biber_passacaglia_for_solo_violins-30-59.npy '
        'myles_cochran-marginal_street-06-worlds_apart-88-117.npy '
        'myles_cochran-marginal_street-15-such_a_sunny_day-291-320.npy '
        'paul_avgerinos-sky_of_grace-06-sky_of_grace-262-291.npy '
        'paul_berget-j_s__bach_on_the_lute-15-courante_bwv_1008-59-88.npy '
        'rapoon-the_kirghiz_light__cd_1-02-the_temple_shakes-262-291.npy '
        'rapoon-the_kirghiz_light__cd_1-02-the_temple_shakes-320-349.npy '
        'rapoon-the_kirghiz_light__cd_1-03-we_fell_like_rain-262-291.npy '
        'rapoon-the_kirghiz_light__cd_1-04-rubinox-0-29.npy '
        'seismic_anamoly-sweet_rock_candy-05-kick_in_tha_nuts-436-465.npy '
        'the_marginal_prophets-bohemian_rap_cd-06-comin_to_get_you-30-59.npy '
        'the_marginal_prophets-bohemian_rap_cd-08-skooled-88-117.npy '
        'tilopa-kyotaku_live-08-kyotaku_klangschale-0-29.npy'
    ),
    '5': (
        'cheryl_ann_fulton-the_once_and_future_harp-02-the_poet-291-320.npy '
        'cheryl_ann_fulton-the_once_and_future_harp-07-lamento_di_tristano_and_la_rotta-204-233.npy '
        'curandero-aras-01-man_of_the_shadows-59-88.npy curandero-aras-02-river-0-29.npy '
        'dj_markitos-unreachable_destiny-02-aquila-320-349.npy domased-selection-07-wild_ride-407-436.npy '
        'john_fleagle-worlds_bliss__medieval_songs_of_love_and_death-07-nou_shrinketh_rose-59-88.npy '
        'john_fleagle-worlds_bliss__medieval_songs_of_love_and_death-13-george_collins-146-175.npy '
        'kammen___swan-wild_wood-07-dunmore_lasses-262-291.npy mr_epic-sideways-07-out-349-378.npy '
        'new_york_consort_of_viols-dances_and_canzonas_of_holborne_and_brade-03-pavan_and_galliard_holborne-88-117.npy '
        'philharmonia_baroque-cd1_scarlatti__cecilian_vespers-19-antiphon_valerianus-233-262.npy '
        'processor-are_you_for_real-04-call_the_sheriff-117-146.npy '
        'processor-are_you_for_real-05-talk_like_a_puppet-59-88.npy '
        'ralph_rousseau_meulenbroeks-moved_by_marais-10-sarabande_grave_suite_in_g_minor_le_troisieme_livre_de_pieces_de_viole_1711-175-204.npy '
        'rapoon-cidar-05-red_water-291-320.npy rapoon-fallen_gods-02-iron_path-262-291.npy '
        'rapoon-fallen_gods-08-dusk_red_walls-146-175.npy '
        'sitar-first_congregational_church_concert-01-raga_patdeep__alap__jay_kishor-262-291.npy '
        'sitar-first_congregational_church_concert-01-raga_patdeep__alap__jay_kishor-465-494.npy '
        'stargarden-step_off-03-grace_in_space-291-320.npy'
    ),
    '6': (
        'barry_phillips-trad-09-huldreslatten-88-117.npy '
        'dj_markitos-slower_emotions138_bpm_remixes-06-raving_illusion_138_bpm_remix-30-59.npy '
        'doc_rossi-demarzi6_sonatas_for_cetra_o_kitara-13-the_fairy_hornpipe__whisky_youre_the_devil_trad__arr__rossi-117-146.npy '
        'dr_kuch-analog_disease-01-forbidden_beat-175-204.npy '
        'dr_kuch-analog_disease-04-the_big_bang_theory-146-175.npy '
        'electric_frankenstein-conquers_the_world-01-its_all_moving_faster-30-59.npy '
        'falik-streaks_and_strokes-08-tabouli_gumbo-30-59.npy '
        'gerard_satamian-dry_fig_trees-03-chansons_sans_paroles_1989_op__2_romance-0-29.npy '
        'grayson_wray-picassos_dream-11-agent_23-30-59.npy '
        'grayson_wray-picassos_dream-16-below_the_surface-175-204.npy '
        'jeni_melia-the_lost_art_of_wooing-15-away_delights_robert_johnson-175-204.npy '
        'mercy_machine-in_your_bed-04-invisible-204-233.npy norine_braun-crow-01-salem-88-117.npy '
        'norine_braun-crow-13-hanna_to_hollywood-30-59.npy '
        'paul_beier-michelagnolo_galilei-03-sonate_in_d_minor_toccata_in_tre_parti_gagliarda_gagliarda_volta-610-639.npy '
        'philharmonia_baroque-rameau_and_leclair-07-air_gracieux__gigue__marche_des_bergers_et_des_silvains_leclair_scylla_et_glaucus-30-59.npy '
        'philharmonia_baroque-rameau_and_leclair-11-sicilienne__troisieme_air_de_ballet__simphonie_leclair_scylla_et_glaucus-262-291.npy '
        'ralph_meulenbroeks-gambomania-15-lecho_du_danube_aria_johannes_schenck-59-88.npy '
        'solace-satya-07-saptak_seven_notes-88-117.npy '
        'stargarden-ambient_excursions-01-ghosts_of_ocean_gardens-291-320.npy '
        'strojovna_07-mirnix-09-taketa-204-233.npy tom_paul-i_was_king-03-drops_that_hit_the_sand-88-117.npy '
        'tom_paul-i_was_king-14-im_ready_for_you-59-88.npy'
    ),
    '7': (
        'aba_structure-epic-02-luna_dub-204-233.npy '
        'american_bach_soloists-j_s__bach__mass_in_b_minor_cd2-07-et_in_spiritum_sanctum_dominum-262-291.npy '
        'beight-file_in_rhythm-08-junior_high_smiles-0-29.npy '
        'jag-cypress_grove_blues-17-texas_summer_blues-88-117.npy '
        'paul_avgerinos-phos_hilaron-05-anoint_and_cheer-291-320.npy '
        'wicked_boy-the_treatment-03-the_treatment-30-59.npy'
    ),
    '8': (
        'burning_babylon-knives_to_the_treble-06-echoes_of_dub-117-146.npy '
        'cargo_cult-vibrant-02-abuse_vs_cargo_cult__planine-30-59.npy '
        'daniel_berkman-calabashmoon-13-heartstrings_2004-146-175.npy '
        'daniel_berkman-calabashmoon-13-heartstrings_2004-233-262.npy '
        'hybris-the_first_words-02-fateful_kind_of_rage-204-233.npy '
        'hybris-the_first_words-02-fateful_kind_of_rage-291-320.npy '
        'magnatune-red_hat_summit_compilation-06-lisa_debenedictis__fruitless-30-59.npy '
        'magnatune-red_hat_summit_compilation-07-shane_jackman__what_i_did_on_my_vacation-88-117.npy '
        'magnatune-red_hat_summit_compilation-15-beat_under_control__blue_lights-30-59.npy '
        'mercy_machine-mercy_machine-10-stark_love-175-204.npy '
        'stargarden-music_for_modern_listening-01-mural-0-29.npy '
        'sun_palace-give_me_a_perfect_world-07-man_of_the_severn_wave-30-59.npy '
        'sun_palace-give_me_a_perfect_world-07-man_of_the_severn_wave-59-88.npy '
        'william_brooks-buffalo_treason-06-bedroom_window-30-59.npy'
    ),
    '9': (
        'american_bach_soloists-heinrich_schutz__musicalische_exequien-06-kleine_geistliche_konzerte_swv_309_o_misericodissime_jesu-233-262.npy '
        'artemis-orbits-01-fountain_of_life_lean_on_it_mix__dj_anser-0-29.npy '
        'artemis-orbits-01-fountain_of_life_lean_on_it_mix__dj_anser-117-146.npy '
        'artemis-orbits-12-angel_angelic_mix__daniel_berkman-59-88.npy '
        'arthur_yoria-ill_be_here_awake-04-here_to_stay-0-29.npy curl-inner-03-ull_never_know-88-117.npy '
        'etherine-gleam-09-charon-117-146.npy introspekt-ideology-09-nothing_to_fear-30-59.npy '
        'janine_johnson-german_keyboard_masters-01-praeludium_in_g_buxtehude-146-175.npy '
        'junghae_kim-the_virginalists-13-my_ladye_nevells_ground_william_byrd-291-320.npy '
        'kiev_seminary_choir-hymns_of_the_allnight_vigil-04-blessed_is_the_man-233-262.npy '
        'lisa_debenedictis-tigers-10-the_cuckoo-117-146.npy '
        'musica_franca-corrette__le_phenix__les_delices_de_la_solitude-03-phenix__allegro-146-175.npy '
        'sitar-cd1_the_sowebo_concert-01-raga_maru_bihag_alapjay_kishor-1103-1132.npy '
        'sitar-cd1_the_sowebo_concert-01-raga_maru_bihag_alapjay_kishor-2089-2118.npy '
        'sitar-cd1_the_sowebo_concert-01-raga_maru_bihag_alapjay_kishor-407-436.npy '
        'strojovna_07-iii-06-teegma-59-88.npy strojovna_07-iii-08-fucked_insert-0-29.npy '
        'suzanne_teng-enchanted_wind-01-breath_of_love-117-146.npy '
        'suzanne_teng-enchanted_wind-06-loltun-262-291.npy the_kokoon-berlin-05-scout-175-204.npy '
        'the_sarasa_ensemble-a_baroque_mosaic-09-sweeter_than_roses_purcell-59-88.npy '
        'the_sarasa_ensemble-a_baroque_mosaic-15-cantata_il_delirio_amoroso__recitativo_handel-30-59.npy '
        'the_sarasa_ensemble-a_baroque_mosaic-16-cantata_il_delirio_amoroso__aria_handel-30-59.npy '
        'the_strap_ons-geeking_crime-12-drugs_sex_violence-88-117.npy '
        'various_artists-the_2007_magnatune_records_sampler-12-oui_mossieur_chuibelle_dr_kuch-204-233.npy '
        'ya_elah-each_of_us-04-om-0-29.npy'
    ),
    'a': (
        'asteria-soyes_loyal-11-dueil_angoisseux_gilles_binchois-262-291.npy '
        'bjorn_fogelberg-karooshi_porn-01-trioxidation-0-29.npy '
        'da_camera-a_celtic_celebration-13-mortlacks_ground_blow-88-117.npy '
        'da_camera-a_celtic_celebration-22-cock_up_your_beaver_carolan-88-117.npy '
        'dac_crowell-the_mechanism_of_starlight-01-helios_course-175-204.npy '
        'edward_martin_and_william_bastian-virtues_and_vices-19-eau_vive_source_damour_jacues_mauduit-30-59.npy '
        'electric_frankenstein-the_time_is_now-01-teenage_shutdown-59-88.npy '
        'falling_you-human-07-starshine-233-262.npy four_stones-la_vie_chill-05-night_is_a_place-30-59.npy '
        'janine_johnson-chopin_recital-01-waltz_kk_iva_no_12_in_e_major-0-29.npy '
        'liquid_zen-magic_midsummer-08-wunderwheel-320-349.npy '
        'liquid_zen-magic_midsummer-09-arabia_underwater-30-59.npy plunkett-14_days-09-hold_tight-59-88.npy '
        'rhonda_lorence-winter_moon-01-winter_moon-291-320.npy'
    ),
    'b': (
        'altri_stromenti-uccellini-02-la_febre_uccellini-88-117.npy '
        'belief_systems-eponyms-03-starbase_lounge_music-88-117.npy '
        'cargo_cult-alchemy-03-dilemma-146-175.npy '
        'dj_cary-power_synths-02-symphony_of_force_saros-407-436.npy '
        'ehren_starks-the_depths_of_a_year-12-its_been_a_while-88-117.npy '
        'electric_frankenstein-dead_and_back-04-not_this_time-204-233.npy '
        'hanneke_van_proosdij-harpsichord_suites_of_chambonnieres-01-suite_in_d_minor__allemande_la_loureuse-117-146.npy '
        'jacob_heringman-jane_pickeringes_lute_book-20-a_pavin_by_mr_johnson-175-204.npy '
        'janine_johnson-bach_goldberg_variations-01-aria-117-146.npy '
        'janine_johnson-bach_goldberg_variations-22-variatio_21_canone_alla_settima-0-29.npy '
        'la_primavera-english_renaissance_music-06-recercata_primera_ortiz-0-29.npy '
        'liquid_zen-elements_at_loop_10-03-slip_into_surreal-233-262.npy '
        'liquid_zen-elements_at_loop_10-07-sink_or_swim-175-204.npy '
        'magnatune_compilation-rock-13-emmas_mini_disconnected-262-291.npy '
        'magnatune_compilation-rock-15-trancevision_enertia-0-29.npy '
        'oberlin_consort_of_viols-5_and_6_part_fantasies_of_william_lawes-02-set_a_5_in_a_minor-233-262.npy '
        'oberlin_consort_of_viols-5_and_6_part_fantasies_of_william_lawes-02-set_a_5_in_a_minor-320-349.npy '
        'oberlin_consort_of_viols-5_and_6_part_fantasies_of_william_lawes-06-set_a_6_in_g_minor-204-233.npy '
        'oberlin_consort_of_viols-5_and_6_part_fantasies_of_william_lawes-06-set_a_6_in_g_minor-552-581.npy '
        'philharmonia_baroque-beethoven_symphonies_no_3_eroica_and_no_8-04-8_symph_1st-465-494.npy '
        'satori-journey_to_other_worlds-01-astral_flight-813-842.npy '
        'seismic_anamoly-dead_mans_hand-02-santa_rosa_shuffle-204-233.npy '
        'solar_cycle-sunlight-02-like_it_2-0-29.npy solar_cycle-sunlight-04-summer_breeze-0-29.npy '
        'solar_cycle-sunlight-09-midnight_stars-204-233.npy solar_cycle-sunlight-09-midnight_stars-30-59.npy '
        'wicked_allstars-dark_clouds-08-start_to_think-59-88.npy '
        'wicked_allstars-dark_clouds-09-yesterday-146-175.npy'
    ),
    'c': (
        'dj_markitos-inside_your_dreams-10-echoes_of_the_big_bang-204-233.npy '
        'edward_martin-art_of_the_lute_in_renaissance_france-02-basse_dance_la_magdalena_recoupe__tourdion_attaingnant-59-88.npy '
        'five_star_fall-automatic_ordinary-09-song_number_9-88-117.npy '
        'hands_upon_black_earth-hands_upon_black_earth-05-kalimayantra-0-29.npy '
        'hands_upon_black_earth-hands_upon_black_earth-09-lastime-146-175.npy '
        'hands_upon_black_earth-hands_upon_black_earth-11-priest-0-29.npy '
        'jamie_janover-now_center_of_time-02-playa-0-29.npy '
        'jay_kishor-cd2_the_sowebo_concert-01-raga_malkauns-726-755.npy '
        'jay_kishor-the_payans_concert-02-nat_malhar-1219-1248.npy '
        'liquid_zen-seventythree-06-drop_the_sky-291-320.npy '
        'magnatune-classical-01-ensemble_sreteniye_to_thee_we_sing_bulgarian_chant_tone_legetos-30-59.npy '
        'mountain_mirrors-lunar_ecstasy-01-a_short_burst_of_clarity-30-59.npy '
        'o_fickle_fortune-a_celebration_of_robert_burns-10-strathspey_and_reels_in_a-0-29.npy '
        'seismic_anamoly-ramifications-04-julies_tune-639-668.npy '
        'soulprint-in_spite_of_it_all-06-die_tonight-30-59.npy '
        'soulprint-in_spite_of_it_all-07-inside-30-59.npy strojovna_07-number_1-02-selection-320-349.npy '
        'strojovna_07-number_1-03-zlooopnito-88-117.npy strojovna_07-number_1-04-flaki-233-262.npy '
        'strojovna_07-number_1-07-neboziec-233-262.npy strojovna_07-number_1-13-marta-88-117.npy '
        'the_art_of_the_lute_player-the_art_of_the_lute_player-01-un_gay_bergier__thomas_crecquillion__valentin_bakfark__jacob_heringman-117-146.npy '
        'vito_paternoster-cd1bach_sonatas_and_partitas_for_solo_violin-03-sonata_prima_in_do_minore__siciliana-30-59.npy '
        'william_brooks-blue_ribbon__the_best_of_william_brooks-04-whose_moon-0-29.npy '
        'william_brooks-fowl_mouth-11-karma_dogs-175-204.npy'
    ),
    'd': (
        'belief_systems-eproms-04-doorbells_in_your_mind-378-407.npy '
        'belief_systems-eproms-06-fuzzy_logic-349-378.npy beth_quist-shall_we_dance-08-finale-204-233.npy '
        'daniel_ben_pienaar-book_2_cd1_welltempered_clavier-16-prelude_and_fugue_no__8_in_dsharp_minor_bwv_877_fuga-30-59.npy '
        'electric_frankenstein-sick_songs-05-born_wild-146-175.npy jeff_wahl-guitarscapes-07-india-30-59.npy '
        'jeff_wahl-guitarscapes-13-discovery-88-117.npy '
        'magnatune_compilation-new_age_and_jazz-02-beth_quist_q_song-291-320.npy '
        'paul_avgerinos-balancing_spheres-01-night_illusions__the_longing-871-900.npy '
        'rapoon-vernal_crossing-04-rains-146-175.npy rapoon-vernal_crossing-07-anatapurrah-30-59.npy '
        'satori-golden_dreams-03-searching_for_the_rest-349-378.npy '
        'seismic_anamoly-afterburner-06-nuclear_blues-59-88.npy '
        'seth_and_maryse_carlin-schubert__music_for_fortepiano_four_hands-05-fantasie_in_f_minor__allegro_molto_moderato-175-204.npy '
        'seth_and_maryse_carlin-schubert__music_for_fortepiano_four_hands-09-polonaise_no__1-175-204.npy '
        'shiva_in_exile-ethnic-13-akasha-146-175.npy tim_rayborn-chordae-02-fors_souvenir-175-204.npy '
        'tom_paul-there_is_no_map-12-a_little_part_of_me-59-88.npy '
        'utopia_banished-night_of_the_black_wyvern-07-voice_of_disharmony-59-88.npy'
    ),
    'e': (
        'briddes_roune-lenten_is_come-04-the_milde_lomb-262-291.npy '
        'burning_babylon-stereo_mash_up-01-7_nine_skank-59-88.npy '
        'c_layne-the_sun_will_come_out_to_blind_you-09-fight_the_sea-233-262.npy '
        'dac_crowell-within_this_space-02-within_this_space-407-436.npy '
        'dac_crowell-within_this_space-02-within_this_space-523-552.npy '
        'dac_crowell-within_this_space-02-within_this_space-552-581.npy '
        'hans_christian-phantoms-08-scattered-0-29.npy jade_leary-fossildawn-13-the_camp-59-88.npy '
        'justin_bianco-forge-05-upon_the_shore-59-88.npy justin_bianco-forge-07-smoke-117-146.npy '
        'magnatune_compilation-high_energy_rock_and_roll-05-nova_express_im_alive-117-146.npy '
        'philharmonia_baroque_orchestra-handel__atalanta_cd1-05-recitativo_sempre_ti_lagni_oh_tirsi-0-29.npy '
        'shira_kammen-music_of_waters-02-downstream-291-320.npy '
        'shira_kammen-music_of_waters-08-boathag-0-29.npy '
        'touchinggrace-submission-01-last_nights_dream__the_experience-465-494.npy'
    ),
    'f': (
        'american_baroque-the_four_seasons_by_vivaldi-10-concerto_no_4_in_g_minor_rv_297_winter__allegro_non_molto-117-146.npy '
        'brad_sucks-i_dont_know_what_im_doing-04-bad_attraction-117-146.npy '
        'dac_crowell-redshifted_harmonies-02-prinsengracht_extensions-1509-1538.npy '
        'glen_bledsoe-octopants-01-beatknick-146-175.npy glen_bledsoe-octopants-10-blood_for_oil-59-88.npy '
        'ivilion-sartinal-09-sartinal_iii-291-320.npy '
        'jackalopes-jacksploitation-05-1_percent_muthafucka-0-29.npy '
        'jackalopes-jacksploitation-09-goddamn_dirty_midgets-59-88.npy '
        'jackalopes-jacksploitation-11-rumble_downtown-117-146.npy '
        'jacob_heringman_and_catherine_king-alonso_mudarra_songs_and_solos-27-triste_estava_el_dey_david-175-204.npy '
        'jacob_heringman_and_catherine_king-luis_milan_el_maestro-21-villancico_falai_mina_amor_falaime-30-59.npy '
        'lisa_debenedictis-fruitless-08-fruitless-175-204.npy '
        'magnatune-relaxation_spa-09-heaven_sings_paul_avgerinos-30-59.npy '
        'memories_of_tomorrow-waiting_for_dawn-10-waiting_for_dawn-378-407.npy '
        'norine_braun-and_the_mood_swings-05-fools-88-117.npy '
        'norine_braun-and_the_mood_swings-14-who_are_you-30-59.npy pain_factor-8_seconds-11-toxic-59-88.npy '
        'paul_berget-sl_weiss_on_11_strings-06-linfidele_suite_paysanne-88-117.npy '
        'philharmonia_baroque_orchestra-handel__atalanta_cd2-13-aria_diedi_il_core_ad_altra_ninfa-146-175.npy '
        'strojovna_07-dirnix-05-kruhovy_objazd-30-59.npy '
        'the_headroom_project-jetuton_andawai-11-in_gaway-262-291.npy '
        'the_headroom_project-jetuton_andawai-13-rainmaker-204-233.npy '
        'the_napoleon_blown_aparts-thrill_hype-13-trippin_inside_my_head-59-88.npy '
        'three_holies_church_choristers-the_hymns_of_the_ancient_church-08-christmas_troparion-262-291.npy '
        'thursday_group-first_album-05-rainy_season-233-262.npy tilopa-turkishauch-01-1x3-204-233.npy '
        'various_artists-south_by_southwest_compilation-09-and_come_the_sirens_jade_leary-204-233.npy'
    ),
}

MTAT_LISTS_OTHER = {
    '': (
        'LICENSE README.md'
    ),
    'GTZAN_split': (
        'README.md test_filtered.txt train_filtered.txt valid_filtered.txt'
    ),
    'MSD_split': (
        '50tagList.txt 7D_id_to_path.pkl MSD_id_to_7D_id.pkl README.md filtered_list_test.cP '
        'filtered_list_train.cP msd_id_to_tag_vector.cP'
    ),
    'MTAT_split': (
        'README.md test_list_pub.cP top50_tags.txt train_list_pub.cP valid_list_pub.cP y_test_pub.npy '
        'y_train_pub.npy y_valid_pub.npy'
    ),
    'TAGTRAUM_split': (
        'README.md test_list.cP train_list.cP'
    ),
}

KITS_SEGMENTATIONS_KIND = {
    '': (
        'data/case_00000/segmentation.nii.gz data/case_00001/segmentation.nii.gz '
        'data/case_00002/segmentation.nii.gz data/case_00003/segmentation.nii.gz '
        'data/case_00004/segmentation.nii.gz data/case_00005/segmentation.nii.gz '
        'data/case_00006/segmentation.nii.gz data/case_00007/segmentation.nii.gz '
        'data/case_00008/segmentation.nii.gz data/case_00009/segmentation.nii.gz '
        'data/case_00010/segmentation.nii.gz data/case_00011/segmentation.nii.gz '
        'data/case_00012/segmentation.nii.gz data/case_00013/segmentation.nii.gz '
        'data/case_00014/segmentation.nii.gz data/case_00015/segmentation.nii.gz '
        'data/case_00016/segmentation.nii.gz data/case_00017/segmentation.nii.gz '
        'data/case_00018/segmentation.nii.gz data/case_00019/segmentation.nii.gz '
        'data/case_00020/segmentation.nii.gz data/case_00021/segmentation.nii.gz '
        'data/case_00022/segmentation.nii.gz data/case_00023/segmentation.nii.gz '
        'data/case_00024/segmentation.nii.gz data/case_00025/segmentation.nii.gz '
        'data/case_00026/segmentation.nii.gz data/case_00027/segmentation.nii.gz '
        'data/case_00028/segmentation.nii.gz data/case_00029/segmentation.nii.gz '
        'data/case_00030/segmentation.nii.gz data/case_00031/segmentation.nii.gz '
        'data/case_00032/segmentation.nii.gz data/case_00033/segmentation.nii.gz '
        'data/case_00034/segmentation.nii.gz data/case_00035/segmentation.nii.gz '
        'data/case_00036/segmentation.nii.gz data/case_00037/segmentation.nii.gz '
        'data/case_00038/segmentation.nii.gz data/case_00039/segmentation.nii.gz '
        'data/case_00040/segmentation.nii.gz data/case_00041/segmentation.nii.gz '
        'data/case_00042/segmentation.nii.gz data/case_00043/segmentation.nii.gz '
        'data/case_00044/segmentation.nii.gz data/case_00045/segmentation.nii.gz '
        'data/case_00046/segmentation.nii.gz data/case_00047/segmentation.nii.gz '
        'data/case_00048/segmentation.nii.gz data/case_00049/segmentation.nii.gz '
        'data/case_00050/segmentation.nii.gz data/case_00051/segmentation.nii.gz '
        'data/case_00052/segmentation.nii.gz data/case_00053/segmentation.nii.gz '
        'data/case_00054/segmentation.nii.gz data/case_00055/segmentation.nii.gz '
        'data/case_00056/segmentation.nii.gz data/case_00057/segmentation.nii.gz '
        'data/case_00058/segmentation.nii.gz data/case_00059/segmentation.nii.gz '
        'data/case_00060/segmentation.nii.gz data/case_00061/segmentation.nii.gz '
        'data/case_00062/segmentation.nii.gz data/case_00063/segmentation.nii.gz '
        'data/case_00064/segmentation.nii.gz data/case_00065/segmentation.nii.gz '
        'data/case_00066/segmentation.nii.gz data/case_00067/segmentation.nii.gz '
        'data/case_00068/segmentation.nii.gz data/case_00069/segmentation.nii.gz '
        'data/case_00070/segmentation.nii.gz data/case_00071/segmentation.nii.gz '
        'data/case_00072/segmentation.nii.gz data/case_00073/segmentation.nii.gz '
        'data/case_00074/segmentation.nii.gz data/case_00075/segmentation.nii.gz '
        'data/case_00076/segmentation.nii.gz data/case_00077/segmentation.nii.gz '
        'data/case_00078/segmentation.nii.gz data/case_00079/segmentation.nii.gz '
        'data/case_00080/segmentation.nii.gz data/case_00081/segmentation.nii.gz '
        'data/case_00082/segmentation.nii.gz data/case_00083/segmentation.nii.gz '
        'data/case_00084/segmentation.nii.gz data/case_00085/segmentation.nii.gz '
        'data/case_00086/segmentation.nii.gz data/case_00087/segmentation.nii.gz '
        'data/case_00088/segmentation.nii.gz data/case_00089/segmentation.nii.gz '
        'data/case_00090/segmentation.nii.gz data/case_00091/segmentation.nii.gz '
        'data/case_00092/segmentation.nii.gz data/case_00093/segmentation.nii.gz '
        'data/case_00094/segmentation.nii.gz data/case_00095/segmentation.nii.gz '
        'data/case_00096/segmentation.nii.gz data/case_00097/segmentation.nii.gz '
        'data/case_00098/segmentation.nii.gz data/case_00099/segmentation.nii.gz '
        'data/case_00100/segmentation.nii.gz data/case_00101/segmentation.nii.gz '
        'data/case_00102/segmentation.nii.gz data/case_00103/segmentation.nii.gz '
        'data/case_00104/segmentation.nii.gz data/case_00105/segmentation.nii.gz '
        'data/case_00106/segmentation.nii.gz data/case_00107/segmentation.nii.gz '
        'data/case_00108/segmentation.nii.gz data/case_00109/segmentation.nii.gz '
        'data/case_00110/segmentation.nii.gz data/case_00111/segmentation.nii.gz '
        'data/case_00112/segmentation.nii.gz data/case_00113/segmentation.nii.gz '
        'data/case_00114/segmentation.nii.gz data/case_00115/segmentation.nii.gz '
        'data/case_00116/segmentation.nii.gz data/case_00117/segmentation.nii.gz '
        'data/case_00118/segmentation.nii.gz data/case_00119/segmentation.nii.gz '
        'data/case_00120/segmentation.nii.gz data/case_00121/segmentation.nii.gz '
        'data/case_00122/segmentation.nii.gz data/case_00123/segmentation.nii.gz '
        'data/case_00124/segmentation.nii.gz data/case_00125/segmentation.nii.gz '
        'data/case_00126/segmentation.nii.gz data/case_00127/segmentation.nii.gz '
        'data/case_00128/segmentation.nii.gz data/case_00129/segmentation.nii.gz '
        'data/case_00130/segmentation.nii.gz data/case_00131/segmentation.nii.gz '
        'data/case_00132/segmentation.nii.gz data/case_00133/segmentation.nii.gz '
        'data/case_00134/segmentation.nii.gz data/case_00135/segmentation.nii.gz '
        'data/case_00136/segmentation.nii.gz data/case_00137/segmentation.nii.gz '
        'data/case_00138/segmentation.nii.gz data/case_00139/segmentation.nii.gz '
        'data/case_00140/segmentation.nii.gz data/case_00141/segmentation.nii.gz '
        'data/case_00142/segmentation.nii.gz data/case_00143/segmentation.nii.gz '
        'data/case_00144/segmentation.nii.gz data/case_00145/segmentation.nii.gz '
        'data/case_00146/segmentation.nii.gz data/case_00147/segmentation.nii.gz '
        'data/case_00148/segmentation.nii.gz data/case_00149/segmentation.nii.gz '
        'data/case_00150/segmentation.nii.gz data/case_00151/segmentation.nii.gz '
        'data/case_00152/segmentation.nii.gz data/case_00153/segmentation.nii.gz '
        'data/case_00154/segmentation.nii.gz data/case_00155/segmentation.nii.gz '
        'data/case_00156/segmentation.nii.gz data/case_00157/segmentation.nii.gz '
        'data/case_00158/segmentation.nii.gz data/case_00159/segmentation.nii.gz '
        'data/case_00160/segmentation.nii.gz data/case_00161/segmentation.nii.gz '
        'data/case_00162/segmentation.nii.gz data/case_00163/segmentation.nii.gz '
        'data/case_00164/segmentation.nii.gz data/case_00165/segmentation.nii.gz '
        'data/case_00166/segmentation.nii.gz data/case_00167/segmentation.nii.gz '
        'data/case_00168/segmentation.nii.gz data/case_00169/segmentation.nii.gz '
        'data/case_00170/segmentation.nii.gz data/case_00171/segmentation.nii.gz '
        'data/case_00172/segmentation.nii.gz data/case_00173/segmentation.nii.gz '
        'data/case_00174/segmentation.nii.gz data/case_00175/segmentation.nii.gz '
        'data/case_00176/segmentation.nii.gz data/case_00177/segmentation.nii.gz '
        'data/case_00178/segmentation.nii.gz data/case_00179/segmentation.nii.gz '
        'data/case_00180/segmentation.nii.gz data/case_00181/segmentation.nii.gz '
        'data/case_00182/segmentation.nii.gz data/case_00183/segmentation.nii.gz '
        'data/case_00184/segmentation.nii.gz data/case_00185/segmentation.nii.gz '
        'data/case_00186/segmentation.nii.gz data/case_00187/segmentation.nii.gz '
        'data/case_00188/segmentation.nii.gz data/case_00189/segmentation.nii.gz '
        'data/case_00190/segmentation.nii.gz data/case_00191/segmentation.nii.gz '
        'data/case_00192/segmentation.nii.gz data/case_00193/segmentation.nii.gz '
        'data/case_00194/segmentation.nii.gz data/case_00195/segmentation.nii.gz '
        'data/case_00196/segmentation.nii.gz data/case_00197/segmentation.nii.gz '
        'data/case_00198/segmentation.nii.gz data/case_00199/segmentation.nii.gz '
        'data/case_00200/segmentation.nii.gz data/case_00201/segmentation.nii.gz '
        'data/case_00202/segmentation.nii.gz data/case_00203/segmentation.nii.gz '
        'data/case_00204/segmentation.nii.gz data/case_00205/segmentation.nii.gz '
        'data/case_00206/segmentation.nii.gz data/case_00207/segmentation.nii.gz '
        'data/case_00208/segmentation.nii.gz data/case_00209/segmentation.nii.gz'
    ),
}

KITS_SEGMENTATIONS_OTHER = {
    '': (
        'data/LICENSE data/kits.json'
    ),
    'starter_code': (
        '__init__.py evaluation.py get_imaging.py get_imaging_v2.py utils.py visualize.py'
    ),
}

SEVENSCENES_COLOR_KIND = {
    'samples/7scenes/microsoft/stairs/seq-01': (
        'frame-000000.color.jpg frame-000001.color.jpg frame-000002.color.jpg'
    ),
    'samples/7scenes/microsoft/stairs/seq-02': (
        'frame-000000.color.jpg frame-000001.color.jpg frame-000002.color.jpg'
    ),
    'samples/7scenes/microsoft/stairs/seq-03': (
        'frame-000000.color.jpg frame-000001.color.jpg frame-000002.color.jpg'
    ),
    'samples/7scenes/microsoft/stairs/seq-04': (
        'frame-000000.color.jpg frame-000001.color.jpg frame-000002.color.jpg'
    ),
}

SEVENSCENES_COLOR_OTHER = {
    '': (
        'samples/7scenes/7-scenes-msr-la-dataset-7-scenes.rtf samples/7scenes/microsoft/stairs/TestSplit.txt '
        'samples/7scenes/microsoft/stairs/TrainSplit.txt'
    ),
    'samples/7scenes/kapture/stairs/both/sensors': (
        'records_camera.txt records_depth.txt rigs.txt sensors.txt trajectories.txt'
    ),
    'samples/7scenes/kapture/stairs/both/sensors/records_data/seq-01': (
        'frame-000000.color.jpg frame-000000.depth frame-000001.color.jpg frame-000001.depth '
        'frame-000002.color.jpg frame-000002.depth'
    ),
    'samples/7scenes/kapture/stairs/both/sensors/records_data/seq-02': (
        'frame-000000.color.jpg frame-000000.depth frame-000001.color.jpg frame-000001.depth '
        'frame-000002.color.jpg frame-000002.depth'
    ),
    'samples/7scenes/kapture/stairs/both/sensors/records_data/seq-03': (
        'frame-000000.color.jpg frame-000000.depth frame-000001.color.jpg frame-000001.depth '
        'frame-000002.color.jpg frame-000002.depth'
    ),
    'samples/7scenes/kapture/stairs/both/sensors/records_data/seq-04': (
        'frame-000000.color.jpg frame-000000.depth frame-000001.color.jpg frame-000001.depth '
        'frame-000002.color.jpg frame-000002.depth'
    ),
    'samples/7scenes/kapture/stairs/mapping/sensors': (
        'records_camera.txt records_depth.txt rigs.txt sensors.txt trajectories.txt'
    ),
    'samples/7scenes/kapture/stairs/mapping/sensors/records_data/seq-02': (
        'frame-000000.depth frame-000001.depth frame-000002.depth'
    ),
    'samples/7scenes/kapture/stairs/mapping/sensors/records_data/seq-03': (
        'frame-000000.depth frame-000001.depth frame-000002.depth'
    ),
    'samples/7scenes/kapture/stairs/query/sensors': (
        'records_camera.txt records_depth.txt rigs.txt sensors.txt trajectories.txt'
    ),
    'samples/7scenes/kapture/stairs/query/sensors/records_data/seq-01': (
        'frame-000000.depth frame-000001.depth frame-000002.depth'
    ),
    'samples/7scenes/kapture/stairs/query/sensors/records_data/seq-04': (
        'frame-000000.depth frame-000001.depth frame-000002.depth'
    ),
    'samples/7scenes/kapture/stairs/seq-01/sensors': (
        'records_camera.txt records_depth.txt rigs.txt sensors.txt trajectories.txt'
    ),
    'samples/7scenes/kapture/stairs/seq-01/sensors/records_data': (
        'frame-000000.depth frame-000001.depth frame-000002.depth'
    ),
    'samples/7scenes/microsoft/stairs/seq-01': (
        'frame-000000.depth.png frame-000000.pose.txt frame-000001.depth.png frame-000001.pose.txt '
        'frame-000002.depth.png frame-000002.pose.txt'
    ),
    'samples/7scenes/microsoft/stairs/seq-02': (
        'frame-000000.depth.png frame-000000.pose.txt frame-000001.depth.png frame-000001.pose.txt '
        'frame-000002.depth.png frame-000002.pose.txt'
    ),
    'samples/7scenes/microsoft/stairs/seq-03': (
        'frame-000000.depth.png frame-000000.pose.txt frame-000001.depth.png frame-000001.pose.txt '
        'frame-000002.depth.png frame-000002.pose.txt'
    ),
    'samples/7scenes/microsoft/stairs/seq-04': (
        'frame-000000.depth.png frame-000000.pose.txt frame-000001.depth.png frame-000001.pose.txt '
        'frame-000002.depth.png frame-000002.pose.txt'
    ),
}

GALLERY_TRAINING_KIND = {
    'training/gallery_light1_loop1/frames/rgb/camera_0': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light1_loop1/frames/rgb/camera_1': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light1_loop1/frames/rgb/camera_2': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light1_loop1/frames/rgb/camera_3': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light1_loop1/frames/rgb/camera_4': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light1_loop1/frames/rgb/camera_5': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light4_loop1/frames/rgb/camera_0': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light4_loop1/frames/rgb/camera_1': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light4_loop1/frames/rgb/camera_2': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light4_loop1/frames/rgb/camera_3': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light4_loop1/frames/rgb/camera_4': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
    'training/gallery_light4_loop1/frames/rgb/camera_5': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg'
    ),
}

GALLERY_TRAINING_OTHER = {
    '': (
        'samples/virtual_gallery/1.0.0/testing/gallery_light1_occlusion2/extrinsic.txt '
        'samples/virtual_gallery/1.0.0/testing/gallery_light1_occlusion2/intrinsic.txt '
        'samples/virtual_gallery/1.0.0/testing/gallery_light1_occlusion3/extrinsic.txt '
        'samples/virtual_gallery/1.0.0/testing/gallery_light1_occlusion3/intrinsic.txt '
        'samples/virtual_gallery/1.0.0/testing/gallery_light4_occlusion2/extrinsic.txt '
        'samples/virtual_gallery/1.0.0/testing/gallery_light4_occlusion2/intrinsic.txt '
        'samples/virtual_gallery/1.0.0/testing/gallery_light4_occlusion3/extrinsic.txt '
        'samples/virtual_gallery/1.0.0/testing/gallery_light4_occlusion3/intrinsic.txt '
        'samples/virtual_gallery/1.0.0/training/gallery_light1_loop1/extrinsic.txt '
        'samples/virtual_gallery/1.0.0/training/gallery_light1_loop1/intrinsic.txt '
        'samples/virtual_gallery/1.0.0/training/gallery_light4_loop1/extrinsic.txt '
        'samples/virtual_gallery/1.0.0/training/gallery_light4_loop1/intrinsic.txt '
        'samples/virtual_gallery/LICENSE.txt'
    ),
    'samples/virtual_gallery/kapture/all/sensors': (
        'records_camera.txt rigs.txt sensors.txt trajectories.txt'
    ),
    'samples/virtual_gallery/kapture/reduced/sensors': (
        'records_camera.txt rigs.txt sensors.txt trajectories.txt'
    ),
    'samples/virtual_gallery/kapture/testing/sensors': (
        'records_camera.txt sensors.txt trajectories.txt'
    ),
    'samples/virtual_gallery/kapture/training/sensors': (
        'records_camera.txt rigs.txt sensors.txt trajectories.txt'
    ),
    'testing/gallery_light1_occlusion2/frames/rgb/camera_0': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg rgb_00004.jpg rgb_00005.jpg rgb_00006.jpg '
        'rgb_00007.jpg rgb_00008.jpg rgb_00009.jpg'
    ),
    'testing/gallery_light1_occlusion3/frames/rgb/camera_0': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg rgb_00004.jpg rgb_00005.jpg rgb_00006.jpg '
        'rgb_00007.jpg rgb_00008.jpg rgb_00009.jpg'
    ),
    'testing/gallery_light4_occlusion2/frames/rgb/camera_0': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg rgb_00004.jpg rgb_00005.jpg rgb_00006.jpg '
        'rgb_00007.jpg rgb_00008.jpg rgb_00009.jpg'
    ),
    'testing/gallery_light4_occlusion3/frames/rgb/camera_0': (
        'rgb_00000.jpg rgb_00001.jpg rgb_00002.jpg rgb_00003.jpg rgb_00004.jpg rgb_00005.jpg rgb_00006.jpg '
        'rgb_00007.jpg rgb_00008.jpg rgb_00009.jpg'
    ),
}

TUM_DESK_RGB_KIND = {
    'rgb': (
        '1305031453.391690.png 1305031453.459685.png 1305031453.491698.png 1305031453.627706.png '
        '1305031453.727652.png 1305031453.759694.png 1305031453.791716.png 1305031453.827773.png '
        '1305031453.859705.png 1305031453.891710.png 1305031453.959641.png 1305031453.991624.png '
        '1305031454.027662.png 1305031454.091651.png 1305031454.127701.png 1305031454.191658.png '
        '1305031454.227671.png 1305031454.327699.png 1305031454.359636.png 1305031454.391677.png '
        '1305031454.559575.png 1305031454.591635.png 1305031454.659528.png 1305031454.759732.png '
        '1305031454.891764.png 1305031454.927567.png 1305031454.991937.png 1305031455.027799.png '
        '1305031455.091700.png 1305031455.159720.png 1305031455.327766.png 1305031455.359630.png '
        '1305031455.427642.png 1305031455.459589.png 1305031455.591645.png 1305031455.691605.png '
        '1305031455.759683.png 1305031455.859526.png 1305031455.891657.png 1305031455.991694.png '
        '1305031456.091707.png 1305031456.127645.png 1305031456.159731.png 1305031456.191658.png '
        '1305031456.391619.png 1305031456.427662.png 1305031456.491677.png 1305031456.527641.png '
        '1305031456.591651.png 1305031456.727693.png 1305031456.959667.png 1305031456.991709.png '
        '1305031457.027648.png 1305031457.091655.png 1305031457.191735.png 1305031457.227543.png '
        '1305031457.291656.png 1305031457.327548.png 1305031457.491705.png 1305031457.527638.png '
        '1305031457.559685.png 1305031457.591678.png 1305031457.627526.png 1305031457.659632.png '
        '1305031457.827699.png 1305031457.859623.png 1305031457.927633.png 1305031457.991644.png '
        '1305031458.027845.png 1305031458.127605.png 1305031458.191646.png 1305031458.259934.png '
        '1305031458.327628.png 1305031458.359590.png 1305031458.391626.png 1305031458.459637.png '
        '1305031458.491696.png 1305031458.527737.png 1305031458.559628.png 1305031458.591641.png '
        '1305031458.627659.png 1305031458.659623.png 1305031458.727650.png 1305031458.759945.png '
        '1305031458.827564.png 1305031459.059631.png 1305031459.159639.png 1305031459.359651.png '
        '1305031459.391667.png 1305031459.427646.png 1305031459.459679.png 1305031459.527594.png '
        '1305031459.591695.png 1305031459.691604.png 1305031459.727551.png 1305031459.791650.png '
        '1305031459.827664.png 1305031459.859660.png 1305031459.927607.png 1305031459.991725.png '
        '1305031460.027565.png 1305031460.059659.png 1305031460.091717.png 1305031460.127690.png '
        '1305031460.191559.png 1305031460.227761.png 1305031460.291689.png 1305031460.527570.png '
        '1305031460.559647.png 1305031460.591855.png 1305031460.627625.png 1305031460.659764.png '
        '1305031460.691671.png 1305031460.759667.png 1305031460.791660.png 1305031460.859714.png '
        '1305031460.991668.png 1305031461.027620.png 1305031461.192013.png 1305031461.227607.png '
        '1305031461.291656.png 1305031461.391708.png 1305031461.459781.png 1305031461.491677.png '
        '1305031461.527705.png 1305031461.559677.png 1305031461.627541.png 1305031461.691563.png '
        '1305031461.727602.png 1305031461.759684.png 1305031461.891723.png 1305031461.959703.png '
        '1305031462.027675.png 1305031462.127739.png 1305031462.159646.png 1305031462.227633.png '
        '1305031462.259765.png 1305031462.327540.png 1305031462.391695.png 1305031462.427635.png '
        '1305031462.459897.png 1305031462.492008.png 1305031462.627851.png 1305031462.659660.png '
        '1305031462.692548.png 1305031462.727652.png 1305031462.891847.png 1305031462.927607.png '
        '1305031462.959676.png 1305031462.995550.png 1305031463.027667.png 1305031463.095809.png '
        '1305031463.227784.png 1305031463.295737.png 1305031463.359750.png 1305031463.427716.png '
        '1305031463.459756.png 1305031463.495629.png 1305031463.627588.png 1305031463.659766.png '
        '1305031463.727588.png 1305031463.795647.png 1305031463.827761.png 1305031463.959680.png '
        '1305031464.027703.png 1305031464.059652.png 1305031464.159817.png 1305031464.259644.png '
        '1305031464.327866.png 1305031464.359684.png 1305031464.395611.png 1305031464.459689.png '
        '1305031464.527574.png 1305031464.627672.png 1305031464.659749.png 1305031464.695663.png '
        '1305031464.727652.png 1305031464.759740.png 1305031464.796021.png 1305031464.827759.png '
        '1305031464.959763.png 1305031464.995687.png 1305031465.027823.png 1305031465.095700.png '
        '1305031465.127664.png 1305031465.227907.png 1305031465.359948.png 1305031465.527622.png '
        '1305031465.559812.png 1305031465.627688.png 1305031465.695668.png 1305031465.759766.png '
        '1305031465.795937.png 1305031465.827996.png 1305031465.859861.png 1305031465.959710.png '
        '1305031465.995753.png 1305031466.027644.png 1305031466.059757.png 1305031466.127640.png '
        '1305031466.160428.png 1305031466.259815.png 1305031466.395784.png 1305031466.495809.png '
        '1305031466.527538.png 1305031466.627549.png 1305031466.659688.png 1305031466.728074.png '
        '1305031466.795604.png 1305031466.827879.png 1305031466.895694.png 1305031466.959728.png '
        '1305031467.059700.png 1305031467.128974.png 1305031467.195663.png 1305031467.227704.png '
        '1305031467.259694.png 1305031467.295846.png 1305031467.496058.png 1305031467.559763.png '
        '1305031467.627532.png 1305031467.695886.png 1305031467.796075.png 1305031467.927754.png '
        '1305031468.028107.png 1305031468.095867.png 1305031468.159864.png 1305031468.295830.png '
        '1305031468.395860.png 1305031468.495809.png 1305031468.527756.png 1305031468.559739.png '
        '1305031468.659579.png 1305031468.727785.png 1305031468.759628.png 1305031468.829247.png '
        '1305031468.959594.png 1305031468.995711.png 1305031469.059832.png 1305031469.095723.png '
        '1305031469.127679.png 1305031469.159703.png 1305031469.259586.png 1305031469.296754.png '
        '1305031469.359592.png 1305031469.459668.png 1305031469.595755.png 1305031469.659590.png '
        '1305031469.727679.png 1305031469.759599.png 1305031469.827526.png 1305031469.959805.png '
        '1305031469.995551.png 1305031470.027694.png 1305031470.059638.png 1305031470.127633.png '
        '1305031470.227618.png 1305031470.295718.png 1305031470.395823.png 1305031470.459721.png '
        '1305031470.495686.png 1305031470.527689.png 1305031470.595760.png 1305031470.627729.png '
        '1305031470.895722.png 1305031470.995996.png 1305031471.027644.png 1305031471.127663.png '
        '1305031471.227569.png 1305031471.359615.png 1305031471.427704.png 1305031471.459647.png '
        '1305031471.496491.png 1305031471.627621.png 1305031471.659642.png 1305031471.695609.png '
        '1305031471.727501.png 1305031471.759702.png 1305031471.795801.png 1305031471.827639.png '
        '1305031471.859665.png 1305031471.927651.png 1305031471.959643.png 1305031472.027638.png '
        '1305031472.159645.png 1305031472.195682.png 1305031472.263840.png 1305031472.327678.png '
        '1305031472.427686.png 1305031472.563587.png 1305031472.595675.png 1305031472.627701.png '
        '1305031472.727628.png 1305031472.795640.png 1305031472.827627.png 1305031472.863598.png '
        '1305031472.963756.png 1305031473.127744.png 1305031473.167060.png 1305031473.196069.png'
    ),
}

TUM_DESK_RGB_OTHER = {
    'depth': (
        '1305031453.473352.png 1305031453.505218.png 1305031453.574074.png 1305031453.705487.png '
        '1305031453.805041.png 1305031453.840352.png 1305031453.869618.png 1305031454.104619.png '
        '1305031454.204626.png 1305031454.304744.png 1305031454.372652.png 1305031454.401962.png '
        '1305031454.437248.png 1305031454.470741.png 1305031454.570323.png 1305031454.802574.png '
        '1305031454.840500.png 1305031454.940240.png 1305031455.110340.png 1305031455.172771.png '
        '1305031455.210307.png 1305031455.273001.png 1305031455.442380.png 1305031455.473168.png '
        '1305031455.509397.png 1305031455.572996.png 1305031455.672887.png 1305031455.773667.png '
        '1305031456.008998.png 1305031456.878006.png 1305031456.942298.png 1305031456.977139.png '
        '1305031457.076011.png 1305031457.142120.png 1305031457.476577.png 1305031457.643534.png '
        '1305031457.675414.png 1305031457.707739.png 1305031457.875920.png 1305031458.009019.png '
        '1305031458.046303.png 1305031458.077315.png 1305031458.308343.png 1305031458.343898.png '
        '1305031458.407856.png 1305031458.443957.png 1305031458.508869.png 1305031458.810621.png '
        '1305031458.842919.png 1305031458.875889.png 1305031459.244159.png 1305031459.274941.png '
        '1305031459.473401.png 1305031459.643453.png 1305031459.675678.png 1305031459.743425.png '
        '1305031459.776577.png 1305031459.877006.png 1305031460.043717.png 1305031460.144204.png '
        '1305031460.243467.png 1305031460.279164.png 1305031460.409883.png 1305031460.508966.png '
        '1305031460.544245.png 1305031460.612190.png 1305031460.644011.png 1305031460.711684.png '
        '1305031460.743767.png 1305031460.879093.png 1305031460.979083.png 1305031461.111961.png '
        '1305031461.179883.png 1305031461.311240.png 1305031461.378850.png 1305031461.547338.png '
        '1305031461.609662.png 1305031461.811319.png 1305031461.947264.png 1305031462.079285.png '
        '1305031462.212836.png 1305031462.347816.png 1305031462.379950.png 1305031462.413016.png '
        '1305031462.480843.png 1305031462.680788.png 1305031462.716812.png 1305031462.780885.png '
        '1305031462.916800.png 1305031462.947939.png 1305031463.076870.png 1305031463.116806.png '
        '1305031463.248719.png 1305031463.317110.png 1305031463.380514.png 1305031463.444773.png '
        '1305031463.716110.png 1305031463.747849.png 1305031463.848094.png 1305031464.115837.png '
        '1305031464.212447.png 1305031464.247602.png 1305031464.347553.png 1305031464.444269.png '
        '1305031464.487561.png 1305031464.513688.png 1305031464.548007.png 1305031464.615688.png '
        '1305031464.684318.png 1305031464.716305.png 1305031464.748588.png 1305031464.848283.png '
        '1305031464.916391.png 1305031464.952471.png 1305031465.048430.png 1305031465.183558.png '
        '1305031465.215832.png 1305031465.283737.png 1305031465.483803.png 1305031465.516043.png '
        '1305031465.684759.png 1305031465.753153.png 1305031465.784387.png 1305031465.816591.png '
        '1305031465.884370.png 1305031466.320055.png 1305031466.352082.png 1305031466.483315.png '
        '1305031466.552219.png 1305031466.584438.png 1305031466.851527.png 1305031466.952451.png '
        '1305031467.020424.png 1305031467.052391.png 1305031467.152363.png 1305031467.220466.png '
        '1305031467.383844.png 1305031467.520535.png 1305031467.686044.png 1305031467.752580.png '
        '1305031467.788562.png 1305031467.820454.png 1305031467.852678.png 1305031467.920800.png '
        '1305031467.988523.png 1305031468.052668.png 1305031468.120522.png 1305031468.188327.png '
        '1305031468.288361.png 1305031468.384700.png 1305031468.420595.png 1305031468.452605.png '
        '1305031468.488646.png 1305031468.520786.png 1305031468.588614.png 1305031468.620590.png '
        '1305031468.656644.png 1305031468.720560.png 1305031468.756725.png 1305031469.056318.png '
        '1305031469.219541.png 1305031469.356116.png 1305031469.420278.png 1305031469.520417.png '
        '1305031469.588500.png 1305031469.885343.png 1305031469.985327.png 1305031470.224776.png '
        '1305031470.324266.png 1305031470.388056.png 1305031470.424090.png 1305031470.487958.png '
        '1305031470.624535.png 1305031470.855509.png 1305031470.924410.png 1305031470.988276.png '
        '1305031471.024309.png 1305031471.123837.png 1305031471.392751.png 1305031471.492705.png '
        '1305031471.524343.png 1305031471.592606.png 1305031471.624486.png 1305031471.693182.png '
        '1305031471.724753.png 1305031471.792706.png 1305031471.957162.png 1305031472.024660.png '
        '1305031472.156982.png 1305031472.192890.png 1305031472.224678.png 1305031472.256642.png '
        '1305031472.524781.png 1305031472.693008.png 1305031472.760654.png 1305031472.792775.png '
        '1305031472.860936.png 1305031472.961213.png 1305031473.124072.png 1305031473.190828.png'
    ),
}

GARFIELD_MSP_KIND = {
    'msp': (
        'IMG_161122_163234_0000_GRE.TIF IMG_161122_163234_0000_NIR.TIF IMG_161122_163234_0000_RED.TIF '
        'IMG_161122_163234_0000_REG.TIF IMG_161122_163239_0001_GRE.TIF IMG_161122_163239_0001_NIR.TIF '
        'IMG_161122_163239_0001_RED.TIF IMG_161122_163239_0001_REG.TIF IMG_161122_163244_0002_GRE.TIF '
        'IMG_161122_163244_0002_NIR.TIF IMG_161122_163244_0002_RED.TIF IMG_161122_163244_0002_REG.TIF '
        'IMG_161122_163249_0003_GRE.TIF IMG_161122_163249_0003_NIR.TIF IMG_161122_163249_0003_RED.TIF '
        'IMG_161122_163249_0003_REG.TIF IMG_161122_163338_0011_GRE.TIF IMG_161122_163338_0011_NIR.TIF '
        'IMG_161122_163338_0011_RED.TIF IMG_161122_163338_0011_REG.TIF IMG_161122_163342_0012_GRE.TIF '
        'IMG_161122_163342_0012_NIR.TIF IMG_161122_163342_0012_RED.TIF IMG_161122_163342_0012_REG.TIF '
        'IMG_161122_163346_0013_GRE.TIF IMG_161122_163346_0013_NIR.TIF IMG_161122_163346_0013_RED.TIF '
        'IMG_161122_163346_0013_REG.TIF IMG_161122_164145_0090_GRE.TIF IMG_161122_164145_0090_NIR.TIF '
        'IMG_161122_164145_0090_RED.TIF IMG_161122_164145_0090_REG.TIF IMG_161122_164150_0091_GRE.TIF '
        'IMG_161122_164150_0091_NIR.TIF IMG_161122_164150_0091_RED.TIF IMG_161122_164150_0091_REG.TIF '
        'IMG_161122_164155_0092_GRE.TIF IMG_161122_164155_0092_NIR.TIF IMG_161122_164155_0092_RED.TIF '
        'IMG_161122_164155_0092_REG.TIF IMG_161122_164200_0093_GRE.TIF IMG_161122_164200_0093_NIR.TIF '
        'IMG_161122_164200_0093_RED.TIF IMG_161122_164200_0093_REG.TIF IMG_161122_164537_0123_GRE.TIF '
        'IMG_161122_164537_0123_NIR.TIF IMG_161122_164537_0123_RED.TIF IMG_161122_164537_0123_REG.TIF '
        'IMG_161122_164543_0124_GRE.TIF IMG_161122_164543_0124_NIR.TIF IMG_161122_164543_0124_RED.TIF '
        'IMG_161122_164543_0124_REG.TIF IMG_161122_164601_0125_GRE.TIF IMG_161122_164601_0125_NIR.TIF '
        'IMG_161122_164601_0125_RED.TIF IMG_161122_164601_0125_REG.TIF IMG_161122_164605_0126_GRE.TIF '
        'IMG_161122_164605_0126_NIR.TIF IMG_161122_164605_0126_RED.TIF IMG_161122_164605_0126_REG.TIF '
        'IMG_161122_164657_0135_GRE.TIF IMG_161122_164657_0135_NIR.TIF IMG_161122_164657_0135_RED.TIF '
        'IMG_161122_164657_0135_REG.TIF IMG_161122_164703_0136_GRE.TIF IMG_161122_164703_0136_NIR.TIF '
        'IMG_161122_164703_0136_RED.TIF IMG_161122_164703_0136_REG.TIF IMG_161122_164720_0137_GRE.TIF '
        'IMG_161122_164720_0137_NIR.TIF IMG_161122_164720_0137_RED.TIF IMG_161122_164720_0137_REG.TIF '
        'IMG_161122_164724_0138_GRE.TIF IMG_161122_164724_0138_NIR.TIF IMG_161122_164724_0138_RED.TIF '
        'IMG_161122_164724_0138_REG.TIF IMG_161122_164951_0157_GRE.TIF IMG_161122_164951_0157_NIR.TIF '
        'IMG_161122_164951_0157_RED.TIF IMG_161122_164951_0157_REG.TIF IMG_161122_164955_0158_GRE.TIF '
        'IMG_161122_164955_0158_NIR.TIF IMG_161122_164955_0158_RED.TIF IMG_161122_164955_0158_REG.TIF '
        'IMG_161122_165047_0167_GRE.TIF IMG_161122_165047_0167_NIR.TIF IMG_161122_165047_0167_RED.TIF '
        'IMG_161122_165047_0167_REG.TIF IMG_161122_165053_0168_GRE.TIF IMG_161122_165053_0168_NIR.TIF '
        'IMG_161122_165053_0168_RED.TIF IMG_161122_165053_0168_REG.TIF IMG_161122_165111_0169_GRE.TIF '
        'IMG_161122_165111_0169_NIR.TIF IMG_161122_165111_0169_RED.TIF IMG_161122_165111_0169_REG.TIF '
        'IMG_161122_165115_0170_GRE.TIF IMG_161122_165115_0170_NIR.TIF IMG_161122_165115_0170_RED.TIF '
        'IMG_161122_165115_0170_REG.TIF IMG_161122_165216_0180_GRE.TIF IMG_161122_165216_0180_NIR.TIF '
        'IMG_161122_165216_0180_RED.TIF IMG_161122_165216_0180_REG.TIF IMG_161122_165235_0181_GRE.TIF '
        'IMG_161122_165235_0181_NIR.TIF IMG_161122_165235_0181_RED.TIF IMG_161122_165235_0181_REG.TIF '
        'IMG_161122_165239_0182_GRE.TIF IMG_161122_165239_0182_NIR.TIF IMG_161122_165239_0182_RED.TIF '
        'IMG_161122_165239_0182_REG.TIF'
    ),
}

GARFIELD_MSP_OTHER = {
    '': (
        'README.md license.txt'
    ),
    'rgb': (
        'IMG_161122_163234_0000_RGB.JPG IMG_161122_163239_0001_RGB.JPG IMG_161122_163244_0002_RGB.JPG '
        'IMG_161122_163249_0003_RGB.JPG IMG_161122_163338_0011_RGB.JPG IMG_161122_163342_0012_RGB.JPG '
        'IMG_161122_163346_0013_RGB.JPG IMG_161122_164145_0090_RGB.JPG IMG_161122_164150_0091_RGB.JPG '
        'IMG_161122_164155_0092_RGB.JPG IMG_161122_164200_0093_RGB.JPG IMG_161122_164537_0123_RGB.JPG '
        'IMG_161122_164543_0124_RGB.JPG IMG_161122_164601_0125_RGB.JPG IMG_161122_164605_0126_RGB.JPG '
        'IMG_161122_164657_0135_RGB.JPG IMG_161122_164703_0136_RGB.JPG IMG_161122_164720_0137_RGB.JPG '
        'IMG_161122_164724_0138_RGB.JPG IMG_161122_164951_0157_RGB.JPG IMG_161122_164955_0158_RGB.JPG '
        'IMG_161122_165047_0167_RGB.JPG IMG_161122_165053_0168_RGB.JPG IMG_161122_165111_0169_RGB.JPG '
        'IMG_161122_165115_0170_RGB.JPG IMG_161122_165216_0180_RGB.JPG IMG_161122_165235_0181_RGB.JPG '
        'IMG_161122_165239_0182_RGB.JPG'
    ),
}

COPR_IMAGES_KIND = {
    'images': (
        'IMG_0022.jpg IMG_0025.jpg IMG_0028.jpg IMG_0031.jpg IMG_0034.jpg IMG_0037.jpg IMG_0043.jpg '
        'IMG_0046.jpg IMG_0049.jpg IMG_0052.jpg IMG_0055.jpg IMG_0058.jpg IMG_0061.jpg IMG_0064.jpg '
        'IMG_0067.jpg IMG_0070.jpg IMG_0073.jpg IMG_0076.jpg IMG_0079.jpg IMG_0082.jpg IMG_0085.jpg '
        'IMG_0088.jpg IMG_0091.jpg IMG_0094.jpg IMG_0097.jpg IMG_0100.jpg IMG_0103.jpg IMG_0106.jpg '
        'IMG_0109.jpg IMG_0112.jpg IMG_0115.jpg IMG_0118.jpg IMG_0121.jpg IMG_0127.jpg IMG_0130.jpg '
        'IMG_0133.jpg IMG_0136.jpg IMG_0139.jpg IMG_0142.jpg IMG_0145.jpg IMG_0148.jpg'
    ),
}

COPR_IMAGES_OTHER = {
    '': (
        'COPR_GPS_Points.pdf GPS_average.txt copr.png gcp_list.txt gcp_list_nocoord.txt gcp_list_noimg.txt '
        'license.txt readme.md'
    ),
}
