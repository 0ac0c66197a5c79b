"""Real names read from the trees and list files of tune9.py's sources (seeded subsets where a source is large).

Paths as `git ls-tree -r --name-only` listed them, or as a list file inside the repository holds them (the trailing / of a
folder dropped), at the commit named in each generator's docstring; each constant maps a folder to the space-separated
names in it; the folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""

OLMO_PETEISH7 = {
    'https://olmo-checkpoints.org/ai2-llm/peteish7': (
        'step1000-unsharded step10000-unsharded step102000-unsharded step105000-unsharded '
        'step106000-unsharded step109000-unsharded step110000-unsharded step113000-unsharded '
        'step114000-unsharded step117000-unsharded step118000-unsharded step12000-unsharded '
        'step121000-unsharded step123000-unsharded step124000-unsharded step125000-unsharded '
        'step126000-unsharded step128000-unsharded step13000-unsharded step130000-unsharded '
        'step132000-unsharded step138000-unsharded step141000-unsharded step150-unsharded '
        'step151000-unsharded step155000-unsharded step161000-unsharded step162000-unsharded '
        'step168000-unsharded step174000-unsharded step177000-unsharded step181000-unsharded '
        'step184000-unsharded step189000-unsharded step19000-unsharded step191000-unsharded '
        'step193000-unsharded step197000-unsharded step198000-unsharded step199000-unsharded '
        'step201000-unsharded step205000-unsharded step208000-unsharded step212000-unsharded '
        'step215000-unsharded step216000-unsharded step22000-unsharded step230000-unsharded '
        'step242000-unsharded step243000-unsharded step244000-unsharded step247000-unsharded '
        'step250000-unsharded step251000-unsharded step253000-unsharded step254000-unsharded '
        'step256000-unsharded step26000-unsharded step263000-unsharded step267000-unsharded '
        'step268000-unsharded step27000-unsharded step271000-unsharded step275000-unsharded '
        'step280000-unsharded step281000-unsharded step286000-unsharded step29000-unsharded '
        'step292000-unsharded step296000-unsharded step297000-unsharded step299000-unsharded '
        'step3000-unsharded step300000-unsharded step301000-unsharded step303000-unsharded '
        'step305000-unsharded step307000-unsharded step308000-unsharded step309000-unsharded '
        'step31000-unsharded step310000-unsharded step32000-unsharded step326000-unsharded '
        'step329000-unsharded step33000-unsharded step331000-unsharded step334000-unsharded '
        'step341000-unsharded step344000-unsharded step348000-unsharded step355000-unsharded '
        'step358000-unsharded step363000-unsharded step364000-unsharded step368000-unsharded '
        'step37000-unsharded step371000-unsharded step376000-unsharded step379000-unsharded '
        'step380000-unsharded step382000-unsharded step384000-unsharded step39000-unsharded '
        'step392000-unsharded step393000-unsharded step397000-unsharded step401000-unsharded '
        'step402000-unsharded step412000-unsharded step413000-unsharded step414000-unsharded '
        'step415000-unsharded step416000-unsharded step421000-unsharded step425000-unsharded '
        'step432000-unsharded step434000-unsharded step438000-unsharded step441000-unsharded '
        'step445000-unsharded step446000-unsharded step448000-unsharded step45000-unsharded '
        'step452000-unsharded step456000-unsharded step459000-unsharded step46000-unsharded '
        'step460000-unsharded step462000-unsharded step469000-unsharded step47000-unsharded '
        'step478000-unsharded step479000-unsharded step480000-unsharded step485000-unsharded '
        'step486000-unsharded step49000-unsharded step495000-unsharded step496000-unsharded '
        'step50000-unsharded step500000-unsharded step507000-unsharded step510000-unsharded '
        'step511000-unsharded step513000-unsharded step515000-unsharded step519000-unsharded '
        'step52000-unsharded step520000-unsharded step529000-unsharded step531000-unsharded '
        'step533000-unsharded step539000-unsharded step54000-unsharded step543000-unsharded '
        'step546000-unsharded step548000-unsharded step550000-unsharded step553000-unsharded '
        'step554000-unsharded step557000-unsharded step558000-unsharded step56000-unsharded '
        'step561000-unsharded step562000-unsharded step563000-unsharded step564000-unsharded '
        'step565000-unsharded step566000-unsharded step567000-unsharded step569000-unsharded '
        'step570000-unsharded step572000-unsharded step575000-unsharded step577000-unsharded '
        'step58000-unsharded step583000-unsharded step593000-unsharded step594000-unsharded '
        'step595000-unsharded step596000-unsharded step599000-unsharded step600000-unsharded '
        'step602000-unsharded step603000-unsharded step605000-unsharded step606000-unsharded '
        'step608000-unsharded step612000-unsharded step616000-unsharded step62000-unsharded '
        'step620000-unsharded step624000-unsharded step626000-unsharded step628000-unsharded '
        'step629000-unsharded step634000-unsharded step637000-unsharded step639000-unsharded '
        'step64000-unsharded step640000-unsharded step642000-unsharded step649000-unsharded '
        'step654000-unsharded step656000-unsharded step657000-unsharded step660000-unsharded '
        'step662000-unsharded step67000-unsharded step670000-unsharded step671000-unsharded '
        'step676000-unsharded step677000-unsharded step678000-unsharded step681000-unsharded '
        'step688000-unsharded step690000-unsharded step692000-unsharded step693000-unsharded '
        'step694000-unsharded step695000-unsharded step697000-unsharded step70000-unsharded '
        'step702000-unsharded step703000-unsharded step706000-unsharded step707000-unsharded '
        'step712000-unsharded step715000-unsharded step716000-unsharded step719000-unsharded '
        'step727000-unsharded step736000-unsharded step742000-unsharded step743000-unsharded '
        'step750000-unsharded step76000-unsharded step762000-unsharded step763000-unsharded '
        'step764000-unsharded step765000-unsharded step767000-unsharded step768000-unsharded '
        'step770000-unsharded step775000-unsharded step778000-unsharded step78000-unsharded '
        'step780000-unsharded step789000-unsharded step791000-unsharded step795000-unsharded '
        'step796000-unsharded step797000-unsharded step798000-unsharded step8000-unsharded '
        'step801000-unsharded step805000-unsharded step806000-unsharded step81000-unsharded '
        'step812000-unsharded step813000-unsharded step815000-unsharded step816000-unsharded '
        'step82000-unsharded step821000-unsharded step83000-unsharded step834000-unsharded '
        'step844000-unsharded step845000-unsharded step846000-unsharded step850-unsharded '
        'step856000-unsharded step858000-unsharded step859000-unsharded step864000-unsharded '
        'step866000-unsharded step871000-unsharded step875000-unsharded step879000-unsharded '
        'step881000-unsharded step882000-unsharded step884000-unsharded step892000-unsharded '
        'step895000-unsharded step900000-unsharded step901000-unsharded step904000-unsharded '
        'step907000-unsharded step909000-unsharded step914000-unsharded step915000-unsharded '
        'step916000-unsharded step918000-unsharded step920000-unsharded step926000-unsharded '
        'step927000-unsharded step93000-unsharded step95000-unsharded step96000-unsharded'
    ),
}

OLMO_MEDIUM = {
    '': (
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/0j2eqydw/step84000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/ho7jy4ey/step432410-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/lds6zcog/step430000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/olocmvn0/step472000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/z4z0x4m9/step557000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/11uf7gsv': (
        'step411000-unsharded step413000-unsharded step417000-unsharded step418000-unsharded '
        'step419000-unsharded step421000-unsharded step424000-unsharded step425000-unsharded '
        'step426000-unsharded step427000-unsharded step429000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/25urleov': (
        'step282000-unsharded step283000-unsharded step284000-unsharded step285000-unsharded '
        'step286000-unsharded step288000-unsharded step289000-unsharded step290000-unsharded '
        'step294000-unsharded step296000-unsharded step297000-unsharded step298000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/49i87wpn': (
        'step79000-unsharded step80000-unsharded step82000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/4xel5n7e': (
        'step351000-unsharded step352000-unsharded step353000-unsharded step355000-unsharded '
        'step356000-unsharded step357000-unsharded step358000-unsharded step360000-unsharded '
        'step361000-unsharded step362000-unsharded step364000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/5wkmhkqh': (
        'step100000-unsharded step102000-unsharded step104000-unsharded step86000-unsharded '
        'step88000-unsharded step92000-unsharded step93000-unsharded step95000-unsharded step97000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/67i5mdg0': (
        'step513000-unsharded step514000-unsharded step515000-unsharded step516000-unsharded '
        'step520000-unsharded step521000-unsharded step522000-unsharded step525000-unsharded '
        'step529000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/7gomworq': (
        'step146000-unsharded step147000-unsharded step148000-unsharded step151000-unsharded '
        'step153000-unsharded step155000-unsharded step156000-unsharded step158000-unsharded '
        'step159000-unsharded step163000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/87shig0a': (
        'step434000-unsharded step435000-unsharded step436000-unsharded step437000-unsharded '
        'step438000-unsharded step439000-unsharded step440000-unsharded step441000-unsharded '
        'step443000-unsharded step444000-unsharded step445000-unsharded step446000-unsharded '
        'step448000-unsharded step451000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/99euueq4': (
        'step184000-unsharded step186000-unsharded step193000-unsharded step194000-unsharded '
        'step195000-unsharded step196000-unsharded step197000-unsharded step199000-unsharded '
        'step200000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/cojbrc1o': (
        'step332000-unsharded step333000-unsharded step334000-unsharded step335000-unsharded '
        'step339000-unsharded step340000-unsharded step341000-unsharded step343000-unsharded '
        'step344000-unsharded step346000-unsharded step347000-unsharded step348000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/eaqax5ns': (
        'step313000-unsharded step314000-unsharded step315000-unsharded step316000-unsharded '
        'step319000-unsharded step320000-unsharded step323000-unsharded step325000-unsharded '
        'step326000-unsharded step330000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/eysi0t0y': (
        'step128000-unsharded step131000-unsharded step132000-unsharded step133000-unsharded '
        'step134000-unsharded step137000-unsharded step139000-unsharded step140000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/fcn5q3zw': (
        'step202000-unsharded step207000-unsharded step209000-unsharded step211000-unsharded '
        'step212000-unsharded step213000-unsharded step216000-unsharded step217000-unsharded '
        'step220800-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/hrshlkzq': (
        'step107000-unsharded step110000-unsharded step111000-unsharded step112000-unsharded '
        'step117000-unsharded step119000-unsharded step120000-unsharded step121000-unsharded '
        'step122000-unsharded step123000-unsharded step124000-unsharded step124200-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/j18wauyq': (
        'step222000-unsharded step223000-unsharded step224000-unsharded step225000-unsharded '
        'step226000-unsharded step231000-unsharded step239000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/jcs4c32w': (
        'step369000-unsharded step370000-unsharded step371000-unsharded step374000-unsharded '
        'step378000-unsharded step383000-unsharded step385000-unsharded step386000-unsharded '
        'step387000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/jtfwv96r': (
        'step243000-unsharded step245000-unsharded step246000-unsharded step247000-unsharded '
        'step251000-unsharded step254000-unsharded step255000-unsharded step257000-unsharded '
        'step258000-unsharded step260200-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/l6v218f4': (
        'step40000-unsharded step43000-unsharded step46000-unsharded step47000-unsharded step48000-unsharded '
        'step51000-unsharded step52000-unsharded step54000-unsharded step56000-unsharded step57000-unsharded '
        'step58000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/lyij2l8m': (
        'step165000-unsharded step166000-unsharded step167000-unsharded step168000-unsharded '
        'step169000-unsharded step170000-unsharded step171000-unsharded step172000-unsharded '
        'step174000-unsharded step177000-unsharded step178000-unsharded step182000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/mk9kaqh0': (
        'step60000-unsharded step61000-unsharded step62000-unsharded step63000-unsharded step64000-unsharded '
        'step65000-unsharded step66000-unsharded step67000-unsharded step69000-unsharded step71000-unsharded '
        'step73000-unsharded step74000-unsharded step75000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/obde4w9j': (
        'step300000-unsharded step301000-unsharded step302000-unsharded step303000-unsharded '
        'step309000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/p067ktg9': (
        'step556500-unsharded step557000-unsharded step557500-unsharded step558000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/wd2gxrza': (
        'step551000-unsharded step554000-unsharded step556000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/wrv46m83': (
        'step534000-unsharded step537000-unsharded step540000-unsharded step541000-unsharded '
        'step542000-unsharded step544000-unsharded step545000-unsharded step547000-unsharded '
        'step548000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/wvc30anm': (
        'step0-unsharded step1000-unsharded step10000-unsharded step12000-unsharded step13000-unsharded '
        'step13500-unsharded step14000-unsharded step14500-unsharded step1500-unsharded step16000-unsharded '
        'step16500-unsharded step17000-unsharded step17500-unsharded step18000-unsharded step18500-unsharded '
        'step19000-unsharded step2000-unsharded step20000-unsharded step21000-unsharded step22000-unsharded '
        'step22500-unsharded step23000-unsharded step23500-unsharded step24000-unsharded step24500-unsharded '
        'step2500-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/x23ciyv9': (
        'step502000-unsharded step503000-unsharded step504000-unsharded step506000-unsharded '
        'step508000-unsharded step509000-unsharded step510000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/x55jyv7k': (
        'step388000-unsharded step389000-unsharded step390000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/x6zdcp5j': (
        'step454000-unsharded step455000-unsharded step458000-unsharded step460000-unsharded '
        'step462000-unsharded step465000-unsharded step467000-unsharded step468000-unsharded '
        'step469000-unsharded step470000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/xtruaap8': (
        'step477000-unsharded step479000-unsharded step481000-unsharded step482000-unsharded '
        'step483000-unsharded step486000-unsharded step488000-unsharded step489000-unsharded '
        'step490000-unsharded step491000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/yuc5kl7s': (
        'step261000-unsharded step263000-unsharded step266000-unsharded step267000-unsharded '
        'step272000-unsharded step275000-unsharded step277000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/yv7lgx0i': (
        'step392000-unsharded step395000-unsharded step396000-unsharded step398000-unsharded '
        'step399000-unsharded step403000-unsharded step404000-unsharded step406000-unsharded '
        'step408000-unsharded step410000-unsharded'
    ),
}

OLMO_13B_STAGE2 = {
    'https://olmo-checkpoints.org/ai2-llm/peteish13/stage2/olmo-13b-1124_stage2_ingredient1': (
        'step1000-unsharded step2000-unsharded step3000-unsharded step4000-unsharded step5000-unsharded '
        'step6000-unsharded step7000-unsharded step8000-unsharded step9000-unsharded step10000-unsharded '
        'step11000-unsharded step11931-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish13/stage2/olmo-13b-1124_stage2_ingredient2': (
        'step1000-unsharded step2000-unsharded step3000-unsharded step4000-unsharded step5000-unsharded '
        'step6000-unsharded step7000-unsharded step8000-unsharded step9000-unsharded step10000-unsharded '
        'step11000-unsharded step11931-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish13/stage2/olmo-13b-1124_stage2_ingredient3': (
        'step1000-unsharded step2000-unsharded step3000-unsharded step4000-unsharded step5000-unsharded '
        'step6000-unsharded step7000-unsharded step8000-unsharded step9000-unsharded step10000-unsharded '
        'step11000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish13/stage2/olmo-13b-1124_stage2_ingredient4': (
        'step1000-unsharded step2000-unsharded step3000-unsharded step4000-unsharded step5000-unsharded '
        'step6000-unsharded step7000-unsharded step8000-unsharded step9000-unsharded step10000-unsharded '
        'step11000-unsharded step12000-unsharded step13000-unsharded step14000-unsharded step15000-unsharded '
        'step16000-unsharded step17000-unsharded step18000-unsharded step19000-unsharded step20000-unsharded '
        'step21000-unsharded step22000-unsharded step23000-unsharded step24000-unsharded step25000-unsharded '
        'step26000-unsharded step27000-unsharded step28000-unsharded step29000-unsharded step30000-unsharded '
        'step31000-unsharded step32000-unsharded step33000-unsharded step34000-unsharded step35000-unsharded '
        'step35773-unsharded'
    ),
}

OLMO_7B_STAGE2 = {
    'https://olmo-checkpoints.org/ai2-llm/peteish7/stage2/olmo-7b-1124_stage2_ingredient1': (
        'step1000-unsharded step2000-unsharded step3000-unsharded step4000-unsharded step5000-unsharded '
        'step6000-unsharded step7000-unsharded step8000-unsharded step9000-unsharded step10000-unsharded '
        'step11000-unsharded step11931-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish7/stage2/olmo-7b-1124_stage2_ingredient2': (
        'step1000-unsharded step2000-unsharded step3000-unsharded step4000-unsharded step5000-unsharded '
        'step6000-unsharded step7000-unsharded step8000-unsharded step9000-unsharded step10000-unsharded '
        'step11000-unsharded step11931-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish7/stage2/olmo-7b-1124_stage2_ingredient3': (
        'step1000-unsharded step2000-unsharded step3000-unsharded step4000-unsharded step5000-unsharded '
        'step6000-unsharded step7000-unsharded step8000-unsharded step9000-unsharded step10000-unsharded '
        'step11000-unsharded step11931-unsharded'
    ),
}

OLMO_CKPT_OTHER = {
    '': (
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/0j2eqydw/step84000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/4xel5n7e/step350000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/5wkmhkqh/step97000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/99euueq4/step187000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/eysi0t0y/step125000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/eysi0t0y/step128000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/hrshlkzq/step112000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/hrshlkzq/step118000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/jcs4c32w/step382000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/l6v218f4/step41000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/l6v218f4/step57000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/wrv46m83/step539000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/wrv46m83/step543000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/x55jyv7k/step388000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/xtruaap8/step484000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/yuc5kl7s/step264000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/yv7lgx0i/step399000-unsharded '
        'https://olmo-checkpoints.org/ai2-llm/olmo-medium/yv7lgx0i/step400000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish13': (
        'step105000-unsharded step105700-unsharded step111500-unsharded step112500-unsharded '
        'step114500-unsharded step118000-unsharded step128000-unsharded step128500-unsharded '
        'step129500-unsharded step145000-unsharded step153000-unsharded step16000-unsharded '
        'step179000-unsharded step184000-unsharded step188000-unsharded step19000-unsharded '
        'step201000-unsharded step202000-unsharded step21000-unsharded step213000-unsharded '
        'step24000-unsharded step258000-unsharded step263000-unsharded step277000-unsharded '
        'step279000-unsharded step282000-unsharded step300000-unsharded step301000-unsharded '
        'step309000-unsharded step310000-unsharded step32000-unsharded step322000-unsharded '
        'step338000-unsharded step360000-unsharded step369000-unsharded step376000-unsharded '
        'step382000-unsharded step394650-unsharded step398000-unsharded step412000-unsharded '
        'step413000-unsharded step416000-unsharded step42000-unsharded step421000-unsharded '
        'step431000-unsharded step444000-unsharded step45000-unsharded step458000-unsharded '
        'step465000-unsharded step486000-unsharded step487000-unsharded step489050-unsharded '
        'step49000-unsharded step491000-unsharded step497000-unsharded step499000-unsharded '
        'step508000-unsharded step52000-unsharded step534000-unsharded step544000-unsharded '
        'step550000-unsharded step551000-unsharded step554000-unsharded step559000-unsharded '
        'step560000-unsharded step577000-unsharded step58000-unsharded step581000-unsharded '
        'step584000-unsharded step588000-unsharded step591000-unsharded step592000-unsharded '
        'step6000-unsharded step60000-unsharded step63000-unsharded step71000-unsharded step73000-unsharded '
        'step91000-unsharded step92000-unsharded step98000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish1': (
        'step10000-unsharded step1020000-unsharded step1030000-unsharded step1110000-unsharded '
        'step1130000-unsharded step1180000-unsharded step1190000-unsharded step1210000-unsharded '
        'step1220000-unsharded step1330000-unsharded step1350000-unsharded step1360000-unsharded '
        'step1380000-unsharded step1390000-unsharded step1420000-unsharded step1470000-unsharded '
        'step1490000-unsharded step1510000-unsharded step1520000-unsharded step1550000-unsharded '
        'step1580000-unsharded step1590000-unsharded step1600000-unsharded step1610000-unsharded '
        'step1620000-unsharded step1640000-unsharded step1650000-unsharded step1670000-unsharded '
        'step1680000-unsharded step1690000-unsharded step170000-unsharded step1760000-unsharded '
        'step1810000-unsharded step1840000-unsharded step1880000-unsharded step190000-unsharded '
        'step1900000-unsharded step200000-unsharded step230000-unsharded step240000-unsharded '
        'step290000-unsharded step330000-unsharded step340000-unsharded step400000-unsharded '
        'step410000-unsharded step440000-unsharded step480000-unsharded step500000-unsharded '
        'step560000-unsharded step640000-unsharded step650000-unsharded step680000-unsharded '
        'step690000-unsharded step710000-unsharded step720000-unsharded step740000-unsharded '
        'step770000-unsharded step880000-unsharded step890000-unsharded step90000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish7': (
        'step11000-unsharded step124000-unsharded step146000-unsharded step191000-unsharded '
        'step200000-unsharded step240000-unsharded step243000-unsharded step264000-unsharded '
        'step296000-unsharded step323000-unsharded step326000-unsharded step331000-unsharded '
        'step354000-unsharded step427000-unsharded step439000-unsharded step447000-unsharded '
        'step455000-unsharded step472000-unsharded step525000-unsharded step529000-unsharded '
        'step585000-unsharded step598000-unsharded step624000-unsharded step67000-unsharded '
        'step694000-unsharded step697000-unsharded step731000-unsharded step769000-unsharded '
        'step777000-unsharded step779000-unsharded step798000-unsharded step800000-unsharded '
        'step81000-unsharded step828000-unsharded step83000-unsharded step869000-unsharded '
        'step87000-unsharded step894000-unsharded step895000-unsharded step923000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/25urleov': (
        'step282000-unsharded step289000-unsharded step297000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/67i5mdg0': (
        'step518000-unsharded step523000-unsharded step524000-unsharded step527000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/eaqax5ns': (
        'step326000-unsharded step327000-unsharded step330000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/j18wauyq': (
        'step224000-unsharded step228000-unsharded step236000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/mk9kaqh0': (
        'step62000-unsharded step63000-unsharded step75000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/wvc30anm': (
        'step10500-unsharded step13500-unsharded step2000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/olmo-medium/x6zdcp5j': (
        'step464000-unsharded step466000-unsharded step468000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish13/stage2/olmo-13b-1124_stage2_ingredient1': (
        'step11000-unsharded step2000-unsharded step3000-unsharded step4000-unsharded step5000-unsharded '
        'step7000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish13/stage2/olmo-13b-1124_stage2_ingredient2': (
        'step1000-unsharded step10000-unsharded step11931-unsharded step5000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish13/stage2/olmo-13b-1124_stage2_ingredient3': (
        'step11000-unsharded step2000-unsharded step7000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish13/stage2/olmo-13b-1124_stage2_ingredient4': (
        'step1000-unsharded step15000-unsharded step2000-unsharded step23000-unsharded step3000-unsharded '
        'step30000-unsharded step34000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish7/stage2/olmo-7b-1124_stage2_ingredient1': (
        'step1000-unsharded step10000-unsharded step11000-unsharded step2000-unsharded step4000-unsharded '
        'step5000-unsharded step6000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish7/stage2/olmo-7b-1124_stage2_ingredient2': (
        'step1000-unsharded step11000-unsharded step11931-unsharded step2000-unsharded step5000-unsharded '
        'step6000-unsharded step8000-unsharded step9000-unsharded'
    ),
    'https://olmo-checkpoints.org/ai2-llm/peteish7/stage2/olmo-7b-1124_stage2_ingredient3': (
        'step1000-unsharded step10000-unsharded step4000-unsharded step5000-unsharded step9000-unsharded'
    ),
}

OLMO_DCLM = {
    'http://olmo-data.org/preprocessed/dclm/text_openhermes_reddit_eli5_vs_rw_v2_bigram_200k_train/allenai/dolma2-tokenizer': (
        'part-000-00000.npy part-000-00003.npy part-001-00000.npy part-001-00001.npy part-001-00003.npy '
        'part-002-00002.npy part-002-00003.npy part-003-00000.npy part-003-00002.npy part-003-00003.npy '
        'part-004-00004.npy part-005-00001.npy part-005-00004.npy part-006-00000.npy part-007-00000.npy '
        'part-007-00001.npy part-008-00001.npy part-008-00002.npy part-008-00004.npy part-009-00004.npy '
        'part-010-00001.npy part-010-00002.npy part-010-00004.npy part-011-00000.npy part-011-00001.npy '
        'part-012-00001.npy part-012-00002.npy part-012-00004.npy part-013-00000.npy part-013-00002.npy '
        'part-013-00003.npy part-014-00000.npy part-016-00002.npy part-017-00000.npy part-017-00001.npy '
        'part-017-00003.npy part-017-00004.npy part-018-00000.npy part-019-00000.npy part-019-00003.npy '
        'part-020-00001.npy part-020-00002.npy part-020-00004.npy part-021-00000.npy part-022-00002.npy '
        'part-022-00003.npy part-022-00004.npy part-024-00000.npy part-024-00003.npy part-024-00004.npy '
        'part-026-00001.npy part-027-00000.npy part-027-00001.npy part-028-00000.npy part-028-00001.npy '
        'part-028-00002.npy part-028-00004.npy part-029-00000.npy part-029-00003.npy part-030-00001.npy '
        'part-030-00002.npy part-032-00000.npy part-033-00000.npy part-033-00001.npy part-033-00003.npy '
        'part-034-00002.npy part-034-00003.npy part-035-00000.npy part-035-00001.npy part-035-00002.npy '
        'part-036-00000.npy part-038-00000.npy part-039-00001.npy part-040-00002.npy part-040-00003.npy '
        'part-040-00004.npy part-041-00002.npy part-041-00004.npy part-042-00003.npy part-042-00004.npy '
        'part-043-00000.npy part-043-00003.npy part-045-00002.npy part-045-00004.npy part-047-00001.npy '
        'part-048-00002.npy part-048-00003.npy part-049-00003.npy part-049-00004.npy part-050-00004.npy '
        'part-053-00000.npy part-053-00003.npy part-053-00004.npy part-054-00003.npy part-054-00004.npy '
        'part-055-00001.npy part-056-00000.npy part-056-00003.npy part-056-00004.npy part-057-00002.npy '
        'part-058-00001.npy part-059-00002.npy part-059-00003.npy part-060-00001.npy part-060-00003.npy '
        'part-061-00002.npy part-062-00004.npy part-063-00001.npy part-066-00002.npy part-067-00001.npy '
        'part-067-00003.npy part-068-00002.npy part-069-00001.npy part-069-00004.npy part-070-00004.npy '
        'part-071-00000.npy part-071-00002.npy part-072-00003.npy part-074-00004.npy part-075-00003.npy '
        'part-076-00000.npy part-076-00001.npy part-076-00002.npy part-077-00002.npy part-077-00003.npy '
        'part-078-00000.npy part-078-00002.npy part-079-00002.npy part-079-00003.npy part-081-00001.npy '
        'part-081-00002.npy part-082-00000.npy part-082-00001.npy part-082-00002.npy part-084-00001.npy '
        'part-086-00000.npy part-086-00001.npy part-086-00002.npy part-086-00004.npy part-087-00000.npy '
        'part-087-00003.npy part-088-00003.npy part-089-00001.npy part-090-00004.npy part-092-00001.npy '
        'part-092-00002.npy part-092-00004.npy part-093-00002.npy part-093-00004.npy part-094-00004.npy '
        'part-097-00000.npy part-098-00002.npy part-098-00003.npy part-100-00001.npy part-100-00003.npy '
        'part-101-00001.npy part-101-00002.npy part-101-00003.npy part-101-00004.npy part-102-00002.npy '
        'part-102-00004.npy part-103-00002.npy part-103-00003.npy part-104-00002.npy part-105-00004.npy '
        'part-106-00004.npy part-107-00001.npy part-107-00004.npy part-108-00001.npy part-109-00003.npy '
        'part-110-00000.npy part-110-00002.npy part-111-00000.npy part-111-00002.npy part-111-00003.npy '
        'part-112-00001.npy part-113-00002.npy part-113-00003.npy part-113-00004.npy part-114-00002.npy '
        'part-114-00003.npy part-115-00000.npy part-115-00003.npy part-115-00004.npy part-117-00001.npy '
        'part-117-00002.npy part-117-00003.npy part-117-00004.npy part-118-00002.npy part-118-00003.npy '
        'part-118-00004.npy part-119-00003.npy part-119-00004.npy part-120-00002.npy part-120-00004.npy '
        'part-121-00000.npy part-121-00002.npy part-122-00001.npy part-123-00002.npy part-123-00004.npy '
        'part-124-00000.npy part-124-00001.npy part-124-00002.npy part-124-00003.npy part-125-00000.npy '
        'part-125-00001.npy part-125-00002.npy part-126-00001.npy part-127-00002.npy part-127-00004.npy '
        'part-128-00004.npy part-130-00002.npy part-130-00004.npy part-131-00002.npy part-131-00003.npy '
        'part-132-00003.npy part-133-00001.npy part-135-00004.npy part-136-00003.npy part-138-00000.npy '
        'part-138-00002.npy part-139-00004.npy part-140-00002.npy part-140-00004.npy part-141-00004.npy '
        'part-142-00001.npy part-142-00002.npy part-142-00003.npy part-143-00001.npy part-143-00002.npy '
        'part-144-00000.npy part-144-00001.npy part-144-00002.npy part-145-00000.npy part-145-00001.npy '
        'part-145-00002.npy part-145-00004.npy part-147-00001.npy part-148-00001.npy part-148-00002.npy '
        'part-148-00003.npy part-149-00000.npy part-150-00003.npy part-150-00004.npy part-151-00000.npy '
        'part-152-00003.npy part-152-00004.npy part-153-00001.npy part-154-00004.npy part-155-00004.npy '
        'part-156-00000.npy part-156-00001.npy part-156-00002.npy part-156-00003.npy part-157-00002.npy '
        'part-158-00001.npy part-158-00002.npy part-158-00003.npy part-159-00001.npy part-160-00001.npy '
        'part-161-00001.npy part-161-00003.npy part-162-00002.npy part-162-00003.npy part-165-00002.npy '
        'part-165-00003.npy part-166-00002.npy part-167-00001.npy part-167-00002.npy part-169-00002.npy '
        'part-169-00004.npy part-170-00001.npy part-170-00002.npy part-171-00002.npy part-172-00000.npy '
        'part-172-00001.npy part-172-00004.npy part-173-00001.npy part-173-00002.npy part-173-00003.npy '
        'part-174-00000.npy part-174-00002.npy part-174-00003.npy part-174-00004.npy part-175-00001.npy '
        'part-176-00001.npy part-177-00002.npy part-178-00002.npy part-178-00003.npy part-178-00004.npy '
        'part-180-00000.npy part-180-00001.npy part-180-00004.npy part-183-00000.npy part-183-00002.npy '
        'part-183-00003.npy part-183-00004.npy part-187-00001.npy part-187-00002.npy part-187-00004.npy'
    ),
}

OLMO_PROOFPILE = {
    'http://olmo-data.org/preprocessed/proof-pile-2/v0_decontaminated/algebraic-stack/train/allenai/dolma2-tokenizer': (
        'part-00-00000.npy part-01-00000.npy part-02-00000.npy part-03-00000.npy part-04-00000.npy '
        'part-05-00000.npy part-06-00000.npy part-07-00000.npy part-08-00000.npy part-09-00000.npy '
        'part-10-00000.npy part-11-00000.npy part-12-00000.npy part-13-00000.npy part-14-00000.npy '
        'part-15-00000.npy'
    ),
    'http://olmo-data.org/preprocessed/proof-pile-2/v0_decontaminated/arxiv/train/allenai/dolma2-tokenizer': (
        'part-00-00000.npy part-01-00000.npy part-02-00000.npy part-03-00000.npy part-04-00000.npy '
        'part-05-00000.npy part-06-00000.npy part-07-00000.npy part-08-00000.npy part-09-00000.npy '
        'part-10-00000.npy part-11-00000.npy part-12-00000.npy part-13-00000.npy part-14-00000.npy '
        'part-15-00000.npy part-16-00000.npy part-17-00000.npy part-18-00000.npy part-19-00000.npy'
    ),
    'http://olmo-data.org/preprocessed/proof-pile-2/v0_decontaminated/open-web-math/train/allenai/dolma2-tokenizer': (
        'part-00-00000.npy part-01-00000.npy part-02-00000.npy part-03-00000.npy part-04-00000.npy '
        'part-05-00000.npy part-06-00000.npy part-07-00000.npy part-08-00000.npy part-09-00000.npy '
        'part-10-00000.npy part-11-00000.npy part-12-00000.npy'
    ),
}

OLMO_NPY_OTHER = {
    '': (
        ''
        'http://olmo-data.org/preprocessed/olmo-mix/danyh-compiled-v1_7/documents/wiki/allenai/dolma2-tokenizer/part-0-00000.npy '
        'http://olmo-data.org/preprocessed/olmo-mix/danyh-compiled-v1_7/documents/wiki/allenai/dolma2-tokenizer/part-1-00000.npy'
    ),
    'http://olmo-data.org/preprocessed/pes2o/allenai/dolma2-tokenizer': (
        'part-00-00000.npy part-01-00000.npy part-02-00000.npy part-03-00000.npy part-04-00000.npy '
        'part-05-00000.npy part-06-00000.npy part-07-00000.npy part-08-00000.npy part-09-00000.npy '
        'part-10-00000.npy part-11-00000.npy part-12-00000.npy part-13-00000.npy part-14-00000.npy '
        'part-15-00000.npy part-16-00000.npy part-17-00000.npy part-18-00000.npy part-19-00000.npy '
        'part-20-00000.npy part-21-00000.npy part-22-00000.npy part-23-00000.npy part-24-00000.npy '
        'part-25-00000.npy'
    ),
    'http://olmo-data.org/preprocessed/starcoder/v1-decon-100_to_20k-2star-top_token_030/allenai/dolma2-tokenizer': (
        'part-000-00000.npy part-001-00000.npy part-002-00000.npy part-003-00000.npy part-004-00000.npy '
        'part-005-00000.npy part-006-00000.npy part-007-00000.npy part-008-00000.npy part-009-00000.npy '
        'part-010-00000.npy part-011-00000.npy part-012-00000.npy part-013-00000.npy part-014-00000.npy '
        'part-015-00000.npy part-016-00000.npy part-017-00000.npy part-018-00000.npy part-019-00000.npy '
        'part-020-00000.npy part-021-00000.npy part-022-00000.npy part-023-00000.npy part-024-00000.npy '
        'part-025-00000.npy part-026-00000.npy part-027-00000.npy part-028-00000.npy part-029-00000.npy '
        'part-030-00000.npy part-031-00000.npy part-032-00000.npy part-033-00000.npy part-034-00000.npy '
        'part-035-00000.npy part-036-00000.npy part-037-00000.npy part-038-00000.npy part-039-00000.npy '
        'part-040-00000.npy part-041-00000.npy part-042-00000.npy part-043-00000.npy part-044-00000.npy '
        'part-045-00000.npy part-046-00000.npy part-047-00000.npy part-048-00000.npy part-049-00000.npy '
        'part-050-00000.npy part-051-00000.npy part-052-00000.npy part-053-00000.npy part-054-00000.npy '
        'part-055-00000.npy part-056-00000.npy part-057-00000.npy part-058-00000.npy part-059-00000.npy '
        'part-060-00000.npy part-061-00000.npy part-062-00000.npy part-063-00000.npy part-064-00000.npy '
        'part-065-00000.npy part-066-00000.npy part-067-00000.npy part-068-00000.npy part-069-00000.npy '
        'part-070-00000.npy part-071-00000.npy part-072-00000.npy part-073-00000.npy part-074-00000.npy '
        'part-075-00000.npy part-076-00000.npy part-077-00000.npy part-078-00000.npy part-079-00000.npy '
        'part-080-00000.npy part-081-00000.npy part-082-00000.npy part-083-00000.npy part-084-00000.npy '
        'part-085-00000.npy part-086-00000.npy part-087-00000.npy part-088-00000.npy part-089-00000.npy '
        'part-090-00000.npy part-091-00000.npy part-092-00000.npy part-093-00000.npy part-094-00000.npy '
        'part-095-00000.npy part-096-00000.npy part-097-00000.npy part-098-00000.npy part-099-00000.npy'
    ),
    'http://olmo-data.org/preprocessed/dclm/text_openhermes_reddit_eli5_vs_rw_v2_bigram_200k_train/allenai/dolma2-tokenizer': (
        'part-003-00000.npy part-006-00000.npy part-007-00001.npy part-008-00002.npy part-012-00000.npy '
        'part-012-00004.npy part-018-00002.npy part-019-00001.npy part-029-00000.npy part-032-00001.npy '
        'part-037-00004.npy part-038-00000.npy part-038-00004.npy part-040-00000.npy part-047-00004.npy '
        'part-049-00002.npy part-060-00001.npy part-062-00000.npy part-066-00004.npy part-081-00000.npy '
        'part-090-00001.npy part-091-00002.npy part-092-00002.npy part-092-00003.npy part-095-00000.npy '
        'part-095-00001.npy part-097-00002.npy part-102-00001.npy part-104-00000.npy part-104-00004.npy '
        'part-106-00001.npy part-108-00001.npy part-110-00001.npy part-114-00003.npy part-120-00001.npy '
        'part-121-00000.npy part-121-00004.npy part-122-00004.npy part-125-00003.npy part-126-00000.npy '
        'part-127-00003.npy part-128-00004.npy part-129-00004.npy part-131-00000.npy part-133-00000.npy '
        'part-133-00004.npy part-142-00000.npy part-151-00001.npy part-159-00001.npy part-159-00004.npy '
        'part-162-00002.npy part-164-00003.npy part-165-00004.npy part-170-00001.npy part-172-00002.npy '
        'part-175-00000.npy part-175-00002.npy part-177-00001.npy part-180-00000.npy part-182-00001.npy'
    ),
    'http://olmo-data.org/preprocessed/proof-pile-2/v0_decontaminated/algebraic-stack/train/allenai/dolma2-tokenizer': (
        'part-00-00000.npy part-05-00000.npy part-09-00000.npy part-10-00000.npy part-14-00000.npy'
    ),
    'http://olmo-data.org/preprocessed/proof-pile-2/v0_decontaminated/arxiv/train/allenai/dolma2-tokenizer': (
        'part-01-00000.npy part-06-00000.npy part-07-00000.npy part-08-00000.npy part-12-00000.npy '
        'part-13-00000.npy part-14-00000.npy part-17-00000.npy'
    ),
    'http://olmo-data.org/preprocessed/proof-pile-2/v0_decontaminated/open-web-math/train/allenai/dolma2-tokenizer': (
        'part-03-00000.npy part-04-00000.npy part-06-00000.npy part-08-00000.npy part-10-00000.npy '
        'part-11-00000.npy part-12-00000.npy'
    ),
}

KITTI_EIGEN = {
    '2011_09_26/2011_09_26_drive_0002_sync/image_02/data': (
        '0000000003.png 0000000006.png 0000000009.png 0000000012.png 0000000015.png 0000000021.png '
        '0000000042.png 0000000045.png 0000000051.png 0000000060.png 0000000069.png 0000000075.png'
    ),
    '2011_09_26/2011_09_26_drive_0009_sync/image_02/data': (
        '0000000000.png 0000000016.png 0000000032.png 0000000080.png 0000000112.png 0000000176.png '
        '0000000228.png 0000000292.png 0000000308.png 0000000324.png 0000000340.png 0000000372.png'
    ),
    '2011_09_26/2011_09_26_drive_0013_sync/image_02/data': (
        '0000000005.png 0000000020.png 0000000030.png 0000000040.png 0000000060.png 0000000080.png '
        '0000000090.png 0000000095.png 0000000100.png 0000000120.png 0000000130.png'
    ),
    '2011_09_26/2011_09_26_drive_0020_sync/image_02/data': (
        '0000000000.png 0000000003.png 0000000006.png 0000000012.png 0000000021.png 0000000036.png '
        '0000000042.png 0000000048.png 0000000066.png 0000000084.png'
    ),
    '2011_09_26/2011_09_26_drive_0023_sync/image_02/data': (
        '0000000180.png 0000000288.png 0000000396.png 0000000414.png 0000000432.png 0000000468.png'
    ),
    '2011_09_26/2011_09_26_drive_0027_sync/image_02/data': (
        '0000000014.png 0000000028.png 0000000056.png 0000000063.png 0000000070.png 0000000084.png '
        '0000000091.png 0000000112.png 0000000126.png 0000000147.png 0000000175.png 0000000182.png'
    ),
    '2011_09_26/2011_09_26_drive_0029_sync/image_02/data': (
        '0000000000.png 0000000014.png 0000000028.png 0000000042.png 0000000056.png 0000000098.png '
        '0000000112.png 0000000140.png 0000000182.png 0000000268.png 0000000324.png 0000000352.png '
        '0000000366.png'
    ),
    '2011_09_26/2011_09_26_drive_0036_sync/image_02/data': (
        '0000000032.png 0000000064.png 0000000128.png 0000000160.png 0000000256.png 0000000288.png '
        '0000000352.png 0000000448.png 0000000480.png 0000000512.png 0000000608.png 0000000704.png '
        '0000000768.png 0000000800.png'
    ),
    '2011_09_26/2011_09_26_drive_0046_sync/image_02/data': (
        '0000000005.png 0000000015.png 0000000035.png 0000000040.png 0000000060.png 0000000080.png '
        '0000000085.png 0000000095.png 0000000100.png 0000000110.png 0000000115.png'
    ),
    '2011_09_26/2011_09_26_drive_0048_sync/image_02/data': (
        '0000000000.png 0000000001.png 0000000003.png 0000000005.png 0000000011.png 0000000014.png '
        '0000000016.png 0000000018.png 0000000020.png'
    ),
    '2011_09_26/2011_09_26_drive_0052_sync/image_02/data': (
        '0000000006.png 0000000008.png 0000000020.png 0000000026.png 0000000032.png 0000000038.png '
        '0000000040.png 0000000042.png 0000000046.png 0000000048.png'
    ),
    '2011_09_26/2011_09_26_drive_0056_sync/image_02/data': (
        '0000000022.png 0000000044.png 0000000088.png 0000000099.png 0000000121.png 0000000176.png '
        '0000000253.png 0000000264.png 0000000286.png'
    ),
    '2011_09_26/2011_09_26_drive_0059_sync/image_02/data': (
        '0000000000.png 0000000014.png 0000000028.png 0000000042.png 0000000056.png 0000000070.png '
        '0000000084.png 0000000154.png 0000000196.png 0000000238.png 0000000274.png 0000000288.png '
        '0000000316.png 0000000330.png 0000000372.png'
    ),
    '2011_09_26/2011_09_26_drive_0064_sync/image_02/data': (
        '0000000044.png 0000000110.png 0000000418.png 0000000440.png 0000000462.png 0000000528.png'
    ),
    '2011_09_26/2011_09_26_drive_0084_sync/image_02/data': (
        '0000000062.png 0000000075.png 0000000101.png 0000000140.png 0000000205.png 0000000218.png '
        '0000000283.png 0000000309.png 0000000322.png'
    ),
    '2011_09_26/2011_09_26_drive_0086_sync/image_02/data': (
        '0000000007.png 0000000088.png 0000000142.png 0000000169.png 0000000223.png 0000000304.png '
        '0000000358.png 0000000466.png 0000000493.png'
    ),
    '2011_09_26/2011_09_26_drive_0093_sync/image_02/data': (
        '0000000032.png 0000000080.png 0000000128.png 0000000160.png 0000000208.png 0000000224.png '
        '0000000305.png 0000000321.png 0000000353.png 0000000401.png'
    ),
    '2011_09_26/2011_09_26_drive_0096_sync/image_02/data': (
        '0000000019.png 0000000038.png 0000000133.png 0000000228.png 0000000247.png 0000000285.png '
        '0000000304.png 0000000323.png 0000000342.png 0000000361.png 0000000418.png 0000000437.png'
    ),
    '2011_09_26/2011_09_26_drive_0101_sync/image_02/data': (
        '0000000080.png 0000000114.png 0000000182.png 0000000352.png 0000000386.png 0000000454.png '
        '0000000488.png 0000000522.png 0000000556.png 0000000590.png 0000000794.png 0000000896.png '
        '0000000930.png'
    ),
    '2011_09_26/2011_09_26_drive_0106_sync/image_02/data': (
        '0000000015.png 0000000043.png 0000000051.png 0000000067.png 0000000099.png 0000000131.png '
        '0000000147.png 0000000155.png 0000000187.png 0000000203.png'
    ),
    '2011_09_26/2011_09_26_drive_0117_sync/image_02/data': (
        '0000000026.png 0000000052.png 0000000130.png 0000000286.png 0000000312.png 0000000416.png '
        '0000000572.png'
    ),
    '2011_09_28/2011_09_28_drive_0002_sync/image_02/data': (
        '0000000024.png 0000000030.png 0000000033.png 0000000036.png 0000000045.png 0000000048.png '
        '0000000060.png 0000000084.png 0000000087.png'
    ),
    '2011_09_29/2011_09_29_drive_0071_sync/image_02/data': (
        '0000000036.png 0000000072.png 0000000144.png 0000000324.png 0000000396.png 0000000468.png '
        '0000000504.png 0000000540.png 0000000576.png 0000000771.png 0000000807.png 0000000879.png '
        '0000000915.png'
    ),
    '2011_09_30/2011_09_30_drive_0016_sync/image_02/data': (
        '0000000000.png 0000000033.png 0000000055.png 0000000066.png 0000000121.png 0000000132.png '
        '0000000165.png 0000000187.png 0000000198.png 0000000220.png 0000000253.png'
    ),
    '2011_09_30/2011_09_30_drive_0018_sync/image_02/data': (
        '0000000000.png 0000000107.png 0000000642.png 0000000856.png 0000001177.png 0000001284.png '
        '0000001498.png 0000001926.png 0000002140.png 0000002247.png 0000002526.png 0000002633.png'
    ),
    '2011_09_30/2011_09_30_drive_0027_sync/image_02/data': (
        '0000000041.png 0000000123.png 0000000164.png 0000000205.png 0000000287.png 0000000451.png '
        '0000000574.png 0000000615.png 0000000794.png 0000000835.png 0000000958.png'
    ),
    '2011_10_03/2011_10_03_drive_0027_sync/image_02/data': (
        '0000000000.png 0000000181.png 0000000362.png 0000000543.png 0000000734.png 0000001096.png '
        '0000001458.png 0000001639.png 0000002363.png 0000002725.png 0000002906.png 0000003087.png '
        '0000003811.png 0000003992.png'
    ),
    '2011_10_03/2011_10_03_drive_0047_sync/image_02/data': (
        '0000000000.png 0000000032.png 0000000224.png 0000000352.png 0000000416.png 0000000480.png '
        '0000000544.png 0000000576.png 0000000608.png 0000000736.png'
    ),
}

KITTI_STEREO = {
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

KITTI_EIGEN_OTHER = {
    '': (
        '2011_09_29/2011_09_29_drive_0071_sync/image_02/data/0000000000.png '
        '2011_09_29/2011_09_29_drive_0071_sync/image_02/data/0000000612.png'
    ),
    '2011_09_26/2011_09_26_drive_0002_sync/image_02/data': (
        '0000000000.png 0000000003.png 0000000030.png 0000000057.png 0000000063.png'
    ),
    '2011_09_26/2011_09_26_drive_0009_sync/image_02/data': (
        '0000000000.png 0000000048.png 0000000112.png 0000000160.png 0000000292.png'
    ),
    '2011_09_26/2011_09_26_drive_0013_sync/image_02/data': (
        '0000000110.png 0000000125.png 0000000140.png'
    ),
    '2011_09_26/2011_09_26_drive_0020_sync/image_02/data': (
        '0000000036.png 0000000057.png 0000000069.png 0000000072.png 0000000075.png'
    ),
    '2011_09_26/2011_09_26_drive_0023_sync/image_02/data': (
        '0000000018.png 0000000090.png 0000000180.png 0000000288.png 0000000324.png 0000000414.png '
        '0000000468.png'
    ),
    '2011_09_26/2011_09_26_drive_0027_sync/image_02/data': (
        '0000000000.png 0000000161.png 0000000182.png'
    ),
    '2011_09_26/2011_09_26_drive_0029_sync/image_02/data': (
        '0000000042.png 0000000168.png 0000000196.png 0000000268.png 0000000324.png 0000000380.png'
    ),
    '2011_09_26/2011_09_26_drive_0036_sync/image_02/data': (
        '0000000320.png 0000000352.png 0000000576.png 0000000704.png 0000000768.png'
    ),
    '2011_09_26/2011_09_26_drive_0046_sync/image_02/data': (
        '0000000015.png 0000000045.png 0000000060.png 0000000115.png'
    ),
    '2011_09_26/2011_09_26_drive_0048_sync/image_02/data': (
        '0000000003.png 0000000010.png 0000000016.png'
    ),
    '2011_09_26/2011_09_26_drive_0052_sync/image_02/data': (
        '0000000010.png 0000000014.png 0000000018.png 0000000020.png 0000000028.png 0000000030.png '
        '0000000032.png 0000000042.png 0000000048.png 0000000050.png'
    ),
    '2011_09_26/2011_09_26_drive_0056_sync/image_02/data': (
        '0000000022.png 0000000066.png 0000000099.png 0000000110.png 0000000165.png 0000000187.png '
        '0000000198.png 0000000209.png'
    ),
    '2011_09_26/2011_09_26_drive_0059_sync/image_02/data': (
        '0000000014.png 0000000182.png 0000000196.png 0000000302.png 0000000344.png'
    ),
    '2011_09_26/2011_09_26_drive_0064_sync/image_02/data': (
        '0000000022.png 0000000396.png 0000000528.png'
    ),
    '2011_09_26/2011_09_26_drive_0084_sync/image_02/data': (
        '0000000153.png 0000000283.png 0000000309.png 0000000348.png'
    ),
    '2011_09_26/2011_09_26_drive_0086_sync/image_02/data': (
        '0000000007.png 0000000115.png 0000000142.png 0000000520.png 0000000655.png'
    ),
    '2011_09_26/2011_09_26_drive_0093_sync/image_02/data': (
        '0000000000.png 0000000096.png 0000000144.png 0000000256.png 0000000321.png 0000000417.png'
    ),
    '2011_09_26/2011_09_26_drive_0096_sync/image_02/data': (
        '0000000095.png 0000000209.png 0000000247.png'
    ),
    '2011_09_26/2011_09_26_drive_0101_sync/image_02/data': (
        '0000000080.png 0000000148.png 0000000216.png 0000000556.png 0000000658.png 0000000760.png '
        '0000000896.png'
    ),
    '2011_09_26/2011_09_26_drive_0106_sync/image_02/data': (
        '0000000067.png 0000000091.png 0000000107.png 0000000131.png 0000000179.png 0000000219.png'
    ),
    '2011_09_26/2011_09_26_drive_0117_sync/image_02/data': (
        '0000000026.png 0000000078.png 0000000390.png 0000000572.png 0000000624.png'
    ),
    '2011_09_28/2011_09_28_drive_0002_sync/image_02/data': (
        '0000000012.png 0000000021.png 0000000045.png 0000000057.png 0000000060.png 0000000078.png'
    ),
    '2011_09_30/2011_09_30_drive_0016_sync/image_02/data': (
        '0000000011.png 0000000022.png 0000000121.png 0000000132.png 0000000154.png 0000000231.png'
    ),
    '2011_09_30/2011_09_30_drive_0018_sync/image_02/data': (
        '0000000000.png 0000000428.png 0000000642.png 0000000749.png 0000001177.png 0000001284.png '
        '0000001391.png'
    ),
    '2011_09_30/2011_09_30_drive_0027_sync/image_02/data': (
        '0000000000.png 0000000082.png 0000000328.png 0000000533.png 0000000615.png 0000000753.png '
        '0000001081.png'
    ),
    '2011_10_03/2011_10_03_drive_0027_sync/image_02/data': (
        '0000000000.png 0000000181.png 0000000915.png 0000002725.png 0000003087.png 0000003811.png'
    ),
    '2011_10_03/2011_10_03_drive_0047_sync/image_02/data': (
        '0000000064.png 0000000160.png 0000000288.png 0000000320.png 0000000352.png 0000000480.png '
        '0000000576.png 0000000640.png'
    ),
}

NE_TILES = {
    '': (
        'tiles/1/0/1.png tiles/1/1/-1.png tiles/1/1/1.png tiles/2/1/0.png tiles/2/2/-1.png tiles/3/0/-1.png '
        'tiles/3/0/2.png tiles/3/1/2.png tiles/3/3/3.png tiles/3/3/8.png tiles/3/4/8.png tiles/3/5/2.png '
        'tiles/3/6/1.png tiles/3/7/6.png tiles/3/7/8.png tiles/4/11/11.png tiles/4/15/14.png tiles/4/15/6.png '
        'tiles/4/2/11.png tiles/4/2/14.png tiles/4/8/-1.png tiles/4/8/7.png tiles/4/9/7.png tiles/4/9/8.png'
    ),
    'tiles/2/3': (
        '0.png 1.png 4.png'
    ),
    'tiles/3/2': (
        '2.png 6.png 7.png'
    ),
    'tiles/4/0': (
        '-1.png 12.png 13.png 15.png 3.png 8.png'
    ),
    'tiles/4/1': (
        '0.png 11.png 14.png 3.png 9.png'
    ),
    'tiles/4/10': (
        '-1.png 16.png 2.png 8.png'
    ),
    'tiles/4/12': (
        '1.png 6.png 8.png 9.png'
    ),
    'tiles/4/13': (
        '-1.png 8.png 9.png'
    ),
    'tiles/4/14': (
        '5.png 7.png 8.png'
    ),
    'tiles/4/3': (
        '2.png 6.png 9.png'
    ),
    'tiles/4/4': (
        '12.png 13.png 7.png'
    ),
    'tiles/4/5': (
        '12.png 14.png 15.png 2.png 3.png 6.png 9.png'
    ),
    'tiles/4/6': (
        '12.png 16.png 7.png 9.png'
    ),
    'tiles/4/7': (
        '0.png 10.png 12.png'
    ),
    'tiles/5/0': (
        '23.png 25.png 3.png 8.png'
    ),
    'tiles/5/1': (
        '-1.png 2.png 26.png 3.png 30.png 7.png 8.png'
    ),
    'tiles/5/10': (
        '1.png 10.png 11.png 14.png 17.png 24.png 25.png 4.png'
    ),
    'tiles/5/11': (
        '0.png 12.png 16.png 17.png 21.png 23.png 24.png 32.png 7.png'
    ),
    'tiles/5/12': (
        '-1.png 24.png 26.png 28.png'
    ),
    'tiles/5/13': (
        '0.png 2.png 21.png 8.png'
    ),
    'tiles/5/14': (
        '19.png 24.png 4.png 6.png 7.png'
    ),
    'tiles/5/15': (
        '-1.png 10.png 11.png 17.png 18.png 24.png 27.png 3.png'
    ),
    'tiles/5/16': (
        '0.png 1.png 10.png 12.png 14.png 17.png 19.png 2.png 21.png 23.png 24.png 27.png 4.png 6.png'
    ),
    'tiles/5/17': (
        '1.png 10.png 21.png 24.png 25.png 28.png 4.png'
    ),
    'tiles/5/18': (
        '16.png 18.png 19.png 25.png 32.png'
    ),
    'tiles/5/19': (
        '-1.png 18.png 21.png 24.png 27.png 28.png 31.png 5.png 8.png'
    ),
    'tiles/5/2': (
        '13.png 18.png 23.png 24.png 25.png 3.png'
    ),
    'tiles/5/20': (
        '18.png 20.png 22.png 27.png'
    ),
    'tiles/5/21': (
        '10.png 13.png 16.png 26.png 30.png 31.png 6.png 8.png 9.png'
    ),
    'tiles/5/22': (
        '13.png 15.png 16.png 17.png 19.png 23.png 25.png 30.png 4.png 7.png 9.png'
    ),
    'tiles/5/23': (
        '10.png 14.png 15.png 16.png 17.png 18.png 19.png 28.png 3.png 4.png 9.png'
    ),
    'tiles/5/24': (
        '0.png 11.png 17.png 27.png 29.png 31.png 32.png 8.png'
    ),
    'tiles/5/25': (
        '12.png 13.png 15.png 16.png 18.png 2.png 26.png 27.png 8.png'
    ),
    'tiles/5/26': (
        '-1.png 19.png 21.png 22.png 24.png'
    ),
    'tiles/5/27': (
        '1.png 17.png 2.png 6.png 7.png'
    ),
    'tiles/5/28': (
        '11.png 13.png 16.png 19.png 25.png 29.png'
    ),
    'tiles/5/29': (
        '12.png 13.png 16.png 21.png 24.png 26.png 4.png 7.png'
    ),
    'tiles/5/3': (
        '-1.png 12.png 17.png 18.png 22.png 23.png 6.png'
    ),
    'tiles/5/30': (
        '-1.png 1.png 25.png 7.png'
    ),
    'tiles/5/31': (
        '-1.png 10.png 11.png 16.png 18.png 2.png 5.png'
    ),
    'tiles/5/4': (
        '-1.png 20.png 31.png'
    ),
    'tiles/5/5': (
        '0.png 1.png 10.png 14.png 20.png 27.png 32.png'
    ),
    'tiles/5/6': (
        '0.png 14.png 20.png 21.png 6.png 7.png 8.png'
    ),
    'tiles/5/7': (
        '-1.png 13.png 15.png 19.png 20.png 30.png 5.png 8.png 9.png'
    ),
    'tiles/5/8': (
        '0.png 10.png 11.png 20.png 27.png 31.png 32.png 6.png'
    ),
    'tiles/5/9': (
        '21.png 25.png 26.png 3.png 30.png 4.png 7.png'
    ),
}

NE_OTHER = {
    '': (
        '.DS_Store .gitattributes README.md index.html'
    ),
}

FMRIPREP_CORG = {
    'sub-01/ses-LFContrast22p5/func': (
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-01/ses-LFContrast45/func': (
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-01/ses-ResearchAguirre1/func': (
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-01/ses-ResearchAguirre2/func': (
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-02/ses-LFContrast22p5/func': (
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-02/ses-LFContrast45/func': (
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-02/ses-ResearchAguirre1/func': (
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-02/ses-ResearchAguirre2/func': (
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-03/ses-LFContrast22p5/func': (
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-03/ses-LFContrast45/func': (
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-03/ses-ResearchAguirre1/func': (
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
    'sub-03/ses-ResearchAguirre2/func': (
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.nii.gz'
    ),
}

FMRIPREP_HMC_XFM = {
    'sub-01/ses-LFContrast22p5/func': (
        ''
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-01/ses-LFContrast45/func': (
        ''
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-01/ses-ResearchAguirre1/func': (
        ''
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-01/ses-ResearchAguirre2/func': (
        ''
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-02/ses-LFContrast22p5/func': (
        ''
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-02/ses-LFContrast45/func': (
        ''
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-02/ses-ResearchAguirre1/func': (
        ''
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-02/ses-ResearchAguirre2/func': (
        ''
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-03/ses-LFContrast22p5/func': (
        ''
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-03/ses-LFContrast45/func': (
        ''
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-03/ses-ResearchAguirre1/func': (
        ''
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
    'sub-03/ses-ResearchAguirre2/func': (
        ''
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.txt'
    ),
}

FMRIPREP_FUNC_OTHER = {
    'sub-01/ses-LFContrast22p5/func': (
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-hmc_boldref.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-hmc_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-hmc_boldref.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-hmc_boldref.nii.gz '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.json '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json'
    ),
    'sub-01/ses-LFContrast45/func': (
        ''
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-hmc_boldref.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-hmc_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-hmc_boldref.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-hmc_boldref.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.nii.gz '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json'
    ),
    'sub-01/ses-ResearchAguirre1/func': (
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.json '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-hmc_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.json '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-hmc_boldref.json '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.json '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.json '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-hmc_boldref.json '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-hmc_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.json'
    ),
    'sub-01/ses-ResearchAguirre2/func': (
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-hmc_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.json '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.nii.gz '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json'
    ),
    'sub-02/ses-LFContrast22p5/func': (
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-hmc_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-hmc_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-hmc_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-hmc_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-hmc_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-hmc_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.json '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.nii.gz '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json'
    ),
    'sub-02/ses-LFContrast45/func': (
        ''
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-hmc_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-hmc_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-hmc_boldref.nii.gz '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.json '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-hmc_boldref.json'
    ),
    'sub-02/ses-ResearchAguirre1/func': (
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-hmc_boldref.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-hmc_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-hmc_boldref.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-hmc_boldref.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-hmc_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json'
    ),
    'sub-02/ses-ResearchAguirre2/func': (
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-hmc_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-hmc_boldref.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-hmc_boldref.nii.gz '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-coreg_boldref.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json'
    ),
    'sub-03/ses-LFContrast22p5/func': (
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-hmc_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-hmc_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-hmc_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-hmc_boldref.nii.gz '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-coreg_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-hmc_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-hmc_boldref.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.json'
    ),
    'sub-03/ses-LFContrast45/func': (
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.json '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-hmc_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-02_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.json '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.json '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-coreg_boldref.json '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-hmc_boldref.nii.gz '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.json '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt'
    ),
    'sub-03/ses-ResearchAguirre1/func': (
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-coreg_boldref.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-coreg_boldref.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-hmc_boldref.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-coreg_boldref.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.json '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json'
    ),
    'sub-03/ses-ResearchAguirre2/func': (
        ''
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-coreg_boldref.json '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-hmc_boldref.json '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-coreg_boldref.json '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.json '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_from-boldref_to-T1w_mode-image_desc-coreg_xfm.txt '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-hmc_boldref.json '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_from-orig_to-boldref_mode-image_desc-hmc_xfm.json '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-hmc_boldref.nii.gz '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-coreg_boldref.json '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_from-orig_to-boldref_mode-image_desc-hmc_xfm.json'
    ),
    'sub-01/ses-ResearchAguirre1/anat': (
        'sub-01_ses-ResearchAguirre1_desc-brain_mask.nii.gz '
        'sub-01_ses-ResearchAguirre1_desc-preproc_T1w.nii.gz '
        'sub-01_ses-ResearchAguirre1_desc-ribbon_mask.nii.gz sub-01_ses-ResearchAguirre1_dseg.nii.gz '
        'sub-01_ses-ResearchAguirre1_from-MNI152NLin6Asym_to-T1w_mode-image_xfm.h5 '
        'sub-01_ses-ResearchAguirre1_from-fsnative_to-T1w_mode-image_xfm.txt '
        'sub-01_ses-ResearchAguirre1_hemi-L_desc-reg_sphere.surf.gii '
        'sub-01_ses-ResearchAguirre1_hemi-L_pial.surf.gii '
        'sub-01_ses-ResearchAguirre1_hemi-L_space-fsLR_desc-msmsulc_sphere.surf.gii '
        'sub-01_ses-ResearchAguirre1_hemi-L_space-fsLR_desc-reg_sphere.surf.gii '
        'sub-01_ses-ResearchAguirre1_hemi-L_thickness.shape.gii '
        'sub-01_ses-ResearchAguirre1_hemi-L_white.surf.gii '
        'sub-01_ses-ResearchAguirre1_hemi-R_midthickness.surf.gii '
        'sub-01_ses-ResearchAguirre1_hemi-R_pial.surf.gii '
        'sub-01_ses-ResearchAguirre1_hemi-R_space-fsLR_desc-msmsulc_sphere.surf.gii '
        'sub-01_ses-ResearchAguirre1_hemi-R_thickness.shape.gii '
        'sub-01_ses-ResearchAguirre1_hemi-R_white.surf.gii '
        'sub-01_ses-ResearchAguirre1_label-WM_probseg.nii.gz'
    ),
    'sub-02/ses-ResearchAguirre1/anat': (
        'sub-02_ses-ResearchAguirre1_desc-brain_mask.json sub-02_ses-ResearchAguirre1_desc-brain_mask.nii.gz '
        'sub-02_ses-ResearchAguirre1_desc-preproc_T1w.json '
        'sub-02_ses-ResearchAguirre1_desc-preproc_T1w.nii.gz '
        'sub-02_ses-ResearchAguirre1_desc-preproc_T2w.json sub-02_ses-ResearchAguirre1_desc-ribbon_mask.json '
        'sub-02_ses-ResearchAguirre1_desc-ribbon_mask.nii.gz '
        'sub-02_ses-ResearchAguirre1_from-MNI152NLin6Asym_to-T1w_mode-image_xfm.h5 '
        'sub-02_ses-ResearchAguirre1_from-T1w_to-fsnative_mode-image_xfm.txt '
        'sub-02_ses-ResearchAguirre1_hemi-L_desc-reg_sphere.surf.gii '
        'sub-02_ses-ResearchAguirre1_hemi-L_midthickness.surf.gii '
        'sub-02_ses-ResearchAguirre1_hemi-L_pial.surf.gii '
        'sub-02_ses-ResearchAguirre1_hemi-R_desc-reg_sphere.surf.gii '
        'sub-02_ses-ResearchAguirre1_hemi-R_space-fsLR_desc-reg_sphere.surf.gii '
        'sub-02_ses-ResearchAguirre1_hemi-R_sulc.shape.gii sub-02_ses-ResearchAguirre1_hemi-R_white.surf.gii '
        'sub-02_ses-ResearchAguirre1_label-CSF_probseg.nii.gz '
        'sub-02_ses-ResearchAguirre1_label-GM_probseg.nii.gz '
        'sub-02_ses-ResearchAguirre1_label-WM_probseg.nii.gz'
    ),
    'sub-03/ses-ResearchAguirre1/anat': (
        'sub-03_ses-ResearchAguirre1_desc-ribbon_mask.json '
        'sub-03_ses-ResearchAguirre1_from-MNI152NLin2009cAsym_to-T1w_mode-image_xfm.h5 '
        'sub-03_ses-ResearchAguirre1_from-T1w_to-MNI152NLin2009cAsym_mode-image_xfm.h5 '
        'sub-03_ses-ResearchAguirre1_from-T1w_to-MNI152NLin6Asym_mode-image_xfm.h5 '
        'sub-03_ses-ResearchAguirre1_hemi-L_midthickness.surf.gii '
        'sub-03_ses-ResearchAguirre1_hemi-L_space-fsLR_desc-msmsulc_sphere.surf.gii '
        'sub-03_ses-ResearchAguirre1_hemi-L_sulc.shape.gii '
        'sub-03_ses-ResearchAguirre1_hemi-R_desc-reg_sphere.surf.gii '
        'sub-03_ses-ResearchAguirre1_hemi-R_midthickness.surf.gii '
        'sub-03_ses-ResearchAguirre1_hemi-R_pial.surf.gii '
        'sub-03_ses-ResearchAguirre1_hemi-R_space-fsLR_desc-msmsulc_sphere.surf.gii '
        'sub-03_ses-ResearchAguirre1_hemi-R_thickness.shape.gii '
        'sub-03_ses-ResearchAguirre1_label-GM_probseg.nii.gz'
    ),
}

FMRIPREP_BOLD_FIGS = {
    'sub-01/figures': (
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-summary_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-validation_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-validation_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-validation_bold.html '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-summary_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-validation_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-validation_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-validation_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-summary_bold.html '
        'sub-01_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-summary_bold.html '
        'sub-01_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-validation_bold.html'
    ),
    'sub-02/figures': (
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-01_desc-validation_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-validation_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-summary_bold.html '
        'sub-02_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-validation_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-validation_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-validation_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-summary_bold.html '
        'sub-02_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-validation_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-summary_bold.html '
        'sub-02_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-validation_bold.html'
    ),
    'sub-03/figures': (
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast22p5_task-LFContrast_dir-PA_run-05_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-summary_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-01_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-04_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-04_desc-validation_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-summary_bold.html '
        'sub-03_ses-LFContrast45_task-LFContrast_dir-PA_run-05_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-01_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-03_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-04_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-04_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre1_task-LFContrast_dir-PA_run-05_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-01_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-02_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-03_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-04_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-AP_run-05_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-01_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-02_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-03_desc-validation_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-04_desc-summary_bold.html '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-coreg_bold.svg '
        'sub-03_ses-ResearchAguirre2_task-LFContrast_dir-PA_run-05_desc-validation_bold.html'
    ),
}

FMRIPREP_FIGS_OTHER = {
    'sub-01/figures': (
        'sub-01_ses-ResearchAguirre1_desc-about_T1w.html sub-01_ses-ResearchAguirre1_desc-conform_T1w.html '
        'sub-01_ses-ResearchAguirre1_desc-reconall_T1w.svg sub-01_ses-ResearchAguirre1_desc-summary_T1w.html '
        'sub-01_ses-ResearchAguirre1_dseg.svg sub-01_ses-ResearchAguirre1_space-MNI152NLin2009cAsym_T1w.svg'
    ),
    'sub-02/figures': (
        'sub-02_ses-ResearchAguirre1_desc-about_T1w.html sub-02_ses-ResearchAguirre1_desc-conform_T1w.html '
        'sub-02_ses-ResearchAguirre1_desc-reconall_T1w.svg sub-02_ses-ResearchAguirre1_desc-summary_T1w.html '
        'sub-02_ses-ResearchAguirre1_dseg.svg sub-02_ses-ResearchAguirre1_space-MNI152NLin2009cAsym_T1w.svg'
    ),
    'sub-03/figures': (
        'sub-03_ses-ResearchAguirre1_desc-about_T1w.html sub-03_ses-ResearchAguirre1_desc-conform_T1w.html '
        'sub-03_ses-ResearchAguirre1_desc-reconall_T1w.svg sub-03_ses-ResearchAguirre1_desc-summary_T1w.html '
        'sub-03_ses-ResearchAguirre1_dseg.svg sub-03_ses-ResearchAguirre1_space-MNI152NLin2009cAsym_T1w.svg'
    ),
}

FS_SURF = {
    'sourcedata/freesurfer/sub-01/surf': (
        'lh.area lh.area.mid lh.area.pial lh.curv lh.curv.pial lh.defect_borders lh.defect_chull '
        'lh.defect_labels lh.defects.pointset lh.fsaverage.sphere.reg lh.inflated lh.inflated.H '
        'lh.inflated.nofix lh.jacobian_white lh.midthickness lh.orig lh.orig.nofix lh.orig.premesh lh.pial '
        'lh.pial.T1 lh.pial.T2 lh.qsphere.nofix lh.smoothwm.BE.crv lh.smoothwm.C.crv lh.smoothwm.FI.crv '
        'lh.smoothwm.H.crv lh.smoothwm.K.crv lh.smoothwm.K1.crv lh.smoothwm.S.crv lh.smoothwm.nofix lh.sphere '
        'lh.sphere.reg lh.sulc lh.thickness lh.volume lh.w-g.pct.mgh lh.white lh.white.H lh.white.K '
        'lh.white.preaparc lh.white.preaparc.H lh.white.preaparc.K rh.area rh.area.mid rh.area.pial '
        'rh.avg_curv rh.curv rh.curv.pial rh.defect_borders rh.defect_chull rh.defect_labels '
        'rh.defects.pointset rh.fsaverage.sphere.reg rh.inflated rh.inflated.H rh.inflated.K '
        'rh.inflated.nofix rh.jacobian_white rh.midthickness rh.orig.nofix rh.orig.premesh rh.pial.T1 '
        'rh.pial.T2 rh.qsphere.nofix rh.smoothwm rh.smoothwm.BE.crv rh.smoothwm.C.crv rh.smoothwm.FI.crv '
        'rh.smoothwm.H.crv rh.smoothwm.K.crv rh.smoothwm.K1.crv rh.smoothwm.K2.crv rh.smoothwm.S.crv '
        'rh.smoothwm.nofix rh.sphere rh.sphere.reg rh.sulc rh.volume rh.w-g.pct.mgh rh.white.H rh.white.K '
        'rh.white.preaparc.H rh.white.preaparc.K'
    ),
    'sourcedata/freesurfer/sub-02/surf': (
        'lh.area lh.area.mid lh.area.pial lh.avg_curv lh.curv lh.defect_borders lh.defect_chull '
        'lh.defect_labels lh.defects.pointset lh.fsaverage.sphere.reg lh.inflated lh.inflated.H '
        'lh.inflated.nofix lh.jacobian_white lh.midthickness lh.orig lh.orig.nofix lh.orig.premesh lh.pial '
        'lh.pial.T1 lh.pial.T2 lh.qsphere.nofix lh.smoothwm lh.smoothwm.BE.crv lh.smoothwm.C.crv '
        'lh.smoothwm.FI.crv lh.smoothwm.H.crv lh.smoothwm.K.crv lh.smoothwm.K1.crv lh.smoothwm.K2.crv '
        'lh.smoothwm.S.crv lh.smoothwm.nofix lh.sphere lh.sulc lh.thickness lh.volume lh.w-g.pct.mgh lh.white '
        'lh.white.H lh.white.K lh.white.preaparc lh.white.preaparc.H lh.white.preaparc.K rh.area rh.area.mid '
        'rh.area.pial rh.avg_curv rh.curv rh.curv.pial rh.defect_borders rh.defect_chull rh.defect_labels '
        'rh.defects.pointset rh.fsaverage.sphere.reg rh.inflated rh.inflated.H rh.inflated.K '
        'rh.inflated.nofix rh.jacobian_white rh.orig rh.orig.premesh rh.pial.T1 rh.pial.T2 rh.qsphere.nofix '
        'rh.smoothwm rh.smoothwm.BE.crv rh.smoothwm.C.crv rh.smoothwm.FI.crv rh.smoothwm.H.crv '
        'rh.smoothwm.K.crv rh.smoothwm.K1.crv rh.smoothwm.K2.crv rh.smoothwm.S.crv rh.smoothwm.nofix '
        'rh.sphere.reg rh.sulc rh.thickness rh.volume rh.w-g.pct.mgh rh.white rh.white.H rh.white.K '
        'rh.white.preaparc rh.white.preaparc.H rh.white.preaparc.K'
    ),
    'sourcedata/freesurfer/sub-03/surf': (
        'lh.area lh.area.mid lh.area.pial lh.avg_curv lh.curv lh.curv.pial lh.defect_borders lh.defect_chull '
        'lh.defects.pointset lh.fsaverage.sphere.reg lh.inflated lh.inflated.H lh.inflated.K '
        'lh.inflated.nofix lh.midthickness lh.orig lh.orig.nofix lh.orig.premesh lh.pial lh.pial.T1 '
        'lh.smoothwm lh.smoothwm.BE.crv lh.smoothwm.C.crv lh.smoothwm.FI.crv lh.smoothwm.H.crv '
        'lh.smoothwm.K.crv lh.smoothwm.K1.crv lh.smoothwm.K2.crv lh.smoothwm.S.crv lh.smoothwm.nofix '
        'lh.sphere lh.sphere.reg lh.sulc lh.thickness lh.volume lh.w-g.pct.mgh lh.white lh.white.H lh.white.K '
        'lh.white.preaparc lh.white.preaparc.H lh.white.preaparc.K rh.area rh.area.mid rh.area.pial '
        'rh.avg_curv rh.curv rh.curv.pial rh.defect_borders rh.defect_labels rh.fsaverage.sphere.reg '
        'rh.inflated rh.inflated.H rh.inflated.K rh.inflated.nofix rh.jacobian_white rh.midthickness rh.orig '
        'rh.orig.nofix rh.orig.premesh rh.pial rh.pial.T1 rh.pial.T2 rh.qsphere.nofix rh.smoothwm.BE.crv '
        'rh.smoothwm.C.crv rh.smoothwm.FI.crv rh.smoothwm.H.crv rh.smoothwm.K.crv rh.smoothwm.K1.crv '
        'rh.smoothwm.K2.crv rh.smoothwm.S.crv rh.sphere rh.sphere.reg rh.sulc rh.thickness rh.volume rh.white '
        'rh.white.H rh.white.K rh.white.preaparc rh.white.preaparc.H'
    ),
}

FS_OTHER = {
    '': (
        'sourcedata/freesurfer/sub-01/mri/transforms/T2raw.auto.dat.sum '
        'sourcedata/freesurfer/sub-01/mri/transforms/talairach_avi_QA.log '
        'sourcedata/freesurfer/sub-01/stats/lh.aparc.stats '
        'sourcedata/freesurfer/sub-01/stats/rh.aparc.a2009s.stats '
        'sourcedata/freesurfer/sub-02/mri/orig/001.mgz sourcedata/freesurfer/sub-02/mri/transforms/cc_up.lta '
        'sourcedata/freesurfer/sub-03/mri/orig/001.mgz'
    ),
    'sourcedata/freesurfer/fsaverage/surf': (
        'lh.area lh.avg_sulc lh.avg_thickness lh.cortex.patch.3d lh.cortex.patch.flat '
        'lh.fsaverage_sym.sphere.reg lh.inflated lh.inflated.H lh.inflated.K lh.inflated_avg lh.inflated_pre '
        'lh.orig lh.orig.avg.area.mgh lh.orig_avg lh.pial lh.pial.avg.area.mgh lh.pial_semi_inflated '
        'lh.smoothwm lh.sphere lh.sphere.reg lh.sulc lh.thickness lh.white lh.white.avg.area.mgh lh.white_avg '
        'lh.white_avg.H mris_preproc.surface.lh.log mris_preproc.surface.rh.log rh.area rh.avg_curv '
        'rh.avg_sulc rh.avg_thickness rh.cortex.patch.flat rh.curv rh.fsaverage_sym.sphere.reg rh.inflated '
        'rh.inflated.H rh.inflated_avg rh.orig rh.orig_avg rh.pial rh.pial_avg rh.pial_semi_inflated '
        'rh.smoothwm rh.sphere rh.sulc rh.thickness rh.white rh.white.avg.area.mgh rh.white_avg.H '
        'rh.white_avg.K'
    ),
    'sourcedata/freesurfer/fsaverage5/surf': (
        '.xdebug_tksurfer lh.area lh.avg_curv lh.avg_sulc lh.avg_thickness lh.curv lh.inflated '
        'lh.inflated-from-fsaverage lh.inflated_avg lh.orig lh.orig.avg.area.mgh lh.orig_avg lh.smoothwm '
        'lh.sphere lh.sphere.reg lh.sulc lh.thickness lh.white lh.white.avg.area.mgh lh.white_avg '
        'lh.white_avg.H lh.white_avg.K mris_preproc.surface.lh.log mris_preproc.surface.lh.log.bak '
        'mris_preproc.surface.rh.log mris_preproc.surface.rh.log.bak rh.area rh.avg_curv rh.avg_sulc '
        'rh.avg_thickness rh.curv rh.inflated rh.inflated-from-fsaverage rh.inflated_avg rh.orig '
        'rh.orig.avg.area.mgh rh.orig_avg rh.pial rh.pial.avg.area.mgh rh.pial_avg rh.smoothwm rh.sphere '
        'rh.sphere.reg rh.sulc rh.thickness rh.white.avg.area.mgh rh.white_avg.H rh.white_avg.K surfer.log'
    ),
    'sourcedata/freesurfer/sub-01/label': (
        'aparc.annot.a2009s.ctab lh.BA3a_exvivo.thresh.label lh.BA3b_exvivo.label lh.BA44_exvivo.label '
        'lh.BA44_exvivo.thresh.label lh.BA4a_exvivo.label lh.BA4p_exvivo.label lh.BA6_exvivo.label '
        'lh.aparc.DKTatlas.annot lh.aparc.a2009s.annot lh.cortex+hipamyg.label lh.hOc4v.mpm.vpnl.label '
        'lh.nofix.cortex.label rh.BA44_exvivo.thresh.label rh.BA4a_exvivo.label rh.BA4a_exvivo.thresh.label '
        'rh.MT_exvivo.label rh.V1_exvivo.thresh.label rh.V2_exvivo.thresh.label rh.aparc.a2009s.annot '
        'rh.aparc.annot'
    ),
    'sourcedata/freesurfer/sub-01/mri': (
        'T1.mgz aparc.DKTatlas+aseg.mgz aparc.a2009s+aseg.mgz aseg.mgz mri_nu_correct.mni.log '
        'mri_nu_correct.mni.log.bak norm.mgz'
    ),
    'sourcedata/freesurfer/sub-02/label': (
        'BA_exvivo.ctab BA_exvivo.thresh.ctab lh.BA3b_exvivo.thresh.label lh.BA44_exvivo.label '
        'lh.BA44_exvivo.thresh.label lh.BA45_exvivo.label lh.BA_exvivo.annot lh.BA_exvivo.thresh.annot '
        'lh.V1_exvivo.label lh.V2_exvivo.thresh.label lh.aparc.DKTatlas.annot lh.hOc4v.mpm.vpnl.label '
        'lh.nofix.cortex.label lh.perirhinal_exvivo.thresh.label rh.BA2_exvivo.label '
        'rh.BA3b_exvivo.thresh.label rh.BA44_exvivo.label rh.BA6_exvivo.label rh.BA6_exvivo.thresh.label '
        'rh.BA_exvivo.thresh.annot rh.MT_exvivo.label rh.aparc.DKTatlas.annot rh.aparc.annot'
    ),
    'sourcedata/freesurfer/sub-02/mri': (
        'aparc+aseg.mgz aparc.a2009s+aseg.mgz aseg.presurf.mgz brainmask.mgz filled.auto.mgz orig_nu.mgz'
    ),
    'sourcedata/freesurfer/sub-02/stats': (
        'lh.BA_exvivo.thresh.stats lh.aparc.stats rh.BA_exvivo.thresh.stats rh.aparc.stats'
    ),
    'sourcedata/freesurfer/sub-03/label': (
        'lh.BA2_exvivo.label lh.BA4p_exvivo.label lh.BA_exvivo.thresh.annot lh.FG1.mpm.vpnl.label '
        'lh.MT_exvivo.thresh.label lh.V1_exvivo.label lh.aparc.a2009s.annot lh.cortex+hipamyg.label '
        'lh.hOc1.mpm.vpnl.label lh.mpm.vpnl.annot rh.BA1_exvivo.thresh.label rh.BA44_exvivo.label '
        'rh.BA4a_exvivo.thresh.label rh.BA6_exvivo.label rh.FG1.mpm.vpnl.label rh.FG2.mpm.vpnl.label '
        'rh.MT_exvivo.thresh.label rh.aparc.DKTatlas.annot rh.aparc.annot'
    ),
    'sourcedata/freesurfer/sub-03/mri': (
        'T1.mgz T2.mgz aparc+aseg.mgz mri_nu_correct.mni.log ribbon.mgz talairach.log wm.asegedit.mgz'
    ),
    'sourcedata/freesurfer/sub-03/mri/transforms': (
        'T2raw.auto.log cc_up.lta talairach.auto.xfm'
    ),
    'sourcedata/freesurfer/sub-03/stats': (
        'lh.BA_exvivo.stats rh.w-g.pct.stats wmparc.stats'
    ),
}

REPROMAN_JOBS = {
    '.reproman/jobs/local/20230824-194824-4ba1': (
        'command-array idmap launcher runscript spec.yaml status.0 status.1 status.2 stderr stderr.0 stderr.1 '
        'stderr.2 stdout stdout.0 stdout.1 stdout.2 submit'
    ),
    '.reproman/jobs/local/20240125-104808-df23': (
        'command-array idmap launcher runscript spec.yaml status.0 status.1 status.2 stderr stderr.0 stderr.1 '
        'stderr.2 stdout stdout.0 stdout.1 stdout.2 submit'
    ),
}

REPROMAN_OTHER = {
    '': (
        '.datalad/.gitattributes .datalad/config .reproman/jobs/.gitattributes .reproman/jobs/.gitignore'
    ),
    '': (
        '.bidsignore .gitattributes .gitmodules README.md dataset_description.json desc-aparcaseg_dseg.tsv '
        'desc-aseg_dseg.tsv sub-01.html sub-02.html sub-03.html'
    ),
    'code': (
        '.gitattributes containers tacc-openneuro'
    ),
}

MRIQC_ANAT = {
    '': (
        'sub-ts001/ses-cfmri1/anat/sub-ts001_ses-cfmri1_acq-fspgr_T1w.json '
        'sub-ts001/ses-cfmri1/anat/sub-ts001_ses-cfmri1_acq-mprage_T1w.json '
        'sub-ts001/ses-cfmri2/anat/sub-ts001_ses-cfmri2_acq-fspgr_T1w.json '
        'sub-ts001/ses-cfmri2/anat/sub-ts001_ses-cfmri2_acq-mprage_T1w.json '
        'sub-ts001/ses-sdsu1/anat/sub-ts001_ses-sdsu1_acq-mprage_T1w.json '
        'sub-ts001/ses-sdsu2/anat/sub-ts001_ses-sdsu2_acq-mprage_T1w.json '
        'sub-ts002/ses-cfmri1/anat/sub-ts002_ses-cfmri1_acq-fspgr_T1w.json '
        'sub-ts002/ses-cfmri1/anat/sub-ts002_ses-cfmri1_acq-mprage_T1w.json '
        'sub-ts002/ses-cfmri2/anat/sub-ts002_ses-cfmri2_acq-fspgr_T1w.json '
        'sub-ts002/ses-cfmri2/anat/sub-ts002_ses-cfmri2_acq-mprage_T1w.json '
        'sub-ts002/ses-sdsu1/anat/sub-ts002_ses-sdsu1_acq-mprage_T1w.json '
        'sub-ts002/ses-sdsu2/anat/sub-ts002_ses-sdsu2_acq-mprage_T1w.json '
        'sub-ts003/ses-cfmri1/anat/sub-ts003_ses-cfmri1_acq-fspgr_T1w.json '
        'sub-ts003/ses-cfmri1/anat/sub-ts003_ses-cfmri1_acq-mprage_T1w.json '
        'sub-ts003/ses-sdsu1/anat/sub-ts003_ses-sdsu1_acq-mprage_T1w.json '
        'sub-ts004/ses-cfmri1/anat/sub-ts004_ses-cfmri1_acq-fspgr_T1w.json '
        'sub-ts004/ses-cfmri1/anat/sub-ts004_ses-cfmri1_acq-mprage_T1w.json '
        'sub-ts004/ses-cfmri2/anat/sub-ts004_ses-cfmri2_acq-fspgr_T1w.json '
        'sub-ts004/ses-cfmri2/anat/sub-ts004_ses-cfmri2_acq-mprage_T1w.json '
        'sub-ts004/ses-sdsu1/anat/sub-ts004_ses-sdsu1_acq-mprage_T1w.json '
        'sub-ts004/ses-sdsu2/anat/sub-ts004_ses-sdsu2_acq-mprage_T1w.json '
        'sub-ts005/ses-cfmri1/anat/sub-ts005_ses-cfmri1_acq-fspgr_T1w.json '
        'sub-ts005/ses-cfmri1/anat/sub-ts005_ses-cfmri1_acq-mprage_T1w.json '
        'sub-ts005/ses-cfmri2/anat/sub-ts005_ses-cfmri2_acq-fspgr_T1w.json '
        'sub-ts005/ses-cfmri2/anat/sub-ts005_ses-cfmri2_acq-mprage_T1w.json '
        'sub-ts005/ses-sdsu1/anat/sub-ts005_ses-sdsu1_acq-mprage_T1w.json '
        'sub-ts005/ses-sdsu2/anat/sub-ts005_ses-sdsu2_acq-mprage_T1w.json '
        'sub-ts007/ses-cfmri1/anat/sub-ts007_ses-cfmri1_acq-fspgr_T1w.json '
        'sub-ts007/ses-cfmri1/anat/sub-ts007_ses-cfmri1_acq-mprage_T1w.json '
        'sub-ts007/ses-cfmri2/anat/sub-ts007_ses-cfmri2_acq-fspgr_T1w.json '
        'sub-ts007/ses-cfmri2/anat/sub-ts007_ses-cfmri2_acq-mprage_T1w.json '
        'sub-ts007/ses-sdsu1/anat/sub-ts007_ses-sdsu1_acq-mprage_T1w.json '
        'sub-ts008/ses-cfmri1/anat/sub-ts008_ses-cfmri1_acq-fspgr_T1w.json '
        'sub-ts008/ses-cfmri1/anat/sub-ts008_ses-cfmri1_acq-mprage_T1w.json '
        'sub-ts008/ses-cfmri2/anat/sub-ts008_ses-cfmri2_acq-fspgr_T1w.json '
        'sub-ts008/ses-cfmri2/anat/sub-ts008_ses-cfmri2_acq-mprage_T1w.json '
        'sub-ts008/ses-sdsu1/anat/sub-ts008_ses-sdsu1_acq-mprage_T1w.json '
        'sub-ts008/ses-sdsu2/anat/sub-ts008_ses-sdsu2_acq-mprage_T1w.json '
        'sub-ts009/ses-cfmri1/anat/sub-ts009_ses-cfmri1_acq-fspgr_T1w.json '
        'sub-ts009/ses-cfmri1/anat/sub-ts009_ses-cfmri1_acq-mprage_T1w.json '
        'sub-ts009/ses-sdsu1/anat/sub-ts009_ses-sdsu1_acq-mprage_T1w.json '
        'sub-ts010/ses-cfmri1/anat/sub-ts010_ses-cfmri1_acq-fspgr_T1w.json '
        'sub-ts010/ses-cfmri1/anat/sub-ts010_ses-cfmri1_acq-mprage_T1w.json '
        'sub-ts010/ses-sdsu1/anat/sub-ts010_ses-sdsu1_acq-mprage_T1w.json'
    ),
}

MRIQC_FIGS = {
    'sub-ts001/figures': (
        'sub-ts001_ses-cfmri1_acq-fspgr_desc-airmask_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-fspgr_desc-background_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-fspgr_desc-norm_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-mprage_desc-head_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts001_ses-cfmri1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-fspgr_desc-airmask_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-fspgr_desc-head_T1w.svg sub-ts001_ses-cfmri2_acq-fspgr_desc-norm_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-mprage_desc-background_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-mprage_desc-head_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-mprage_desc-norm_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts001_ses-cfmri2_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts001_ses-sdsu1_acq-mprage_desc-background_T1w.svg '
        'sub-ts001_ses-sdsu1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts001_ses-sdsu1_acq-mprage_desc-head_T1w.svg '
        'sub-ts001_ses-sdsu1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts001_ses-sdsu1_acq-mprage_desc-norm_T1w.svg sub-ts001_ses-sdsu1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts001_ses-sdsu2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts001_ses-sdsu2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts001_ses-sdsu2_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts001_ses-sdsu2_acq-mprage_desc-head_T1w.svg '
        'sub-ts001_ses-sdsu2_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts001_ses-sdsu2_acq-mprage_desc-norm_T1w.svg '
        'sub-ts001_ses-sdsu2_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts001_ses-sdsu2_acq-mprage_desc-zoomed_T1w.svg'
    ),
    'sub-ts002/figures': (
        'sub-ts002_ses-cfmri1_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-fspgr_desc-background_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-fspgr_desc-norm_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-mprage_desc-background_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-mprage_desc-head_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts002_ses-cfmri1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-fspgr_desc-airmask_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-mprage_desc-norm_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts002_ses-cfmri2_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts002_ses-sdsu1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts002_ses-sdsu1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts002_ses-sdsu1_acq-mprage_desc-background_T1w.svg '
        'sub-ts002_ses-sdsu1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts002_ses-sdsu1_acq-mprage_desc-head_T1w.svg '
        'sub-ts002_ses-sdsu1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts002_ses-sdsu1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts002_ses-sdsu1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts002_ses-sdsu1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts002_ses-sdsu2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts002_ses-sdsu2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts002_ses-sdsu2_acq-mprage_desc-head_T1w.svg sub-ts002_ses-sdsu2_acq-mprage_desc-norm_T1w.svg '
        'sub-ts002_ses-sdsu2_acq-mprage_desc-zoomed_T1w.svg'
    ),
    'sub-ts003/figures': (
        'sub-ts003_ses-cfmri1_acq-fspgr_desc-background_T1w.svg '
        'sub-ts003_ses-cfmri1_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts003_ses-cfmri1_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts003_ses-cfmri1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts003_ses-cfmri1_acq-mprage_desc-background_T1w.svg '
        'sub-ts003_ses-cfmri1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts003_ses-cfmri1_acq-mprage_desc-head_T1w.svg '
        'sub-ts003_ses-cfmri1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts003_ses-cfmri1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts003_ses-cfmri1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts003_ses-sdsu1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts003_ses-sdsu1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts003_ses-sdsu1_acq-mprage_desc-background_T1w.svg '
        'sub-ts003_ses-sdsu1_acq-mprage_desc-head_T1w.svg '
        'sub-ts003_ses-sdsu1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts003_ses-sdsu1_acq-mprage_desc-norm_T1w.svg sub-ts003_ses-sdsu1_acq-mprage_desc-zoomed_T1w.svg'
    ),
    'sub-ts004/figures': (
        'sub-ts004_ses-cfmri1_acq-fspgr_desc-airmask_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-fspgr_desc-background_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-fspgr_desc-norm_T1w.svg sub-ts004_ses-cfmri1_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-mprage_desc-head_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts004_ses-cfmri1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-fspgr_desc-airmask_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-fspgr_desc-background_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-fspgr_desc-head_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-fspgr_desc-norm_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-mprage_desc-head_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-mprage_desc-norm_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts004_ses-cfmri2_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts004_ses-sdsu1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts004_ses-sdsu1_acq-mprage_desc-background_T1w.svg '
        'sub-ts004_ses-sdsu1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts004_ses-sdsu1_acq-mprage_desc-head_T1w.svg '
        'sub-ts004_ses-sdsu1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts004_ses-sdsu1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts004_ses-sdsu1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts004_ses-sdsu2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts004_ses-sdsu2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts004_ses-sdsu2_acq-mprage_desc-background_T1w.svg '
        'sub-ts004_ses-sdsu2_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts004_ses-sdsu2_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts004_ses-sdsu2_acq-mprage_desc-zoomed_T1w.svg'
    ),
    'sub-ts005/figures': (
        'sub-ts005_ses-cfmri1_acq-fspgr_desc-airmask_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-fspgr_desc-background_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-fspgr_desc-head_T1w.svg sub-ts005_ses-cfmri1_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts005_ses-cfmri1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-fspgr_desc-background_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-fspgr_desc-head_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-fspgr_desc-norm_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-mprage_desc-background_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-mprage_desc-head_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-mprage_desc-norm_T1w.svg '
        'sub-ts005_ses-cfmri2_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts005_ses-sdsu1_acq-mprage_desc-background_T1w.svg '
        'sub-ts005_ses-sdsu1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts005_ses-sdsu1_acq-mprage_desc-norm_T1w.svg sub-ts005_ses-sdsu1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts005_ses-sdsu2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts005_ses-sdsu2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts005_ses-sdsu2_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts005_ses-sdsu2_acq-mprage_desc-head_T1w.svg sub-ts005_ses-sdsu2_acq-mprage_desc-norm_T1w.svg '
        'sub-ts005_ses-sdsu2_acq-mprage_desc-zoomed_T1w.svg'
    ),
    'sub-ts007/figures': (
        'sub-ts007_ses-cfmri1_acq-fspgr_desc-airmask_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-fspgr_desc-background_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-fspgr_desc-head_T1w.svg sub-ts007_ses-cfmri1_acq-fspgr_desc-norm_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-mprage_desc-background_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-mprage_desc-head_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts007_ses-cfmri1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-fspgr_desc-airmask_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-fspgr_desc-background_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-mprage_desc-background_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-mprage_desc-head_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-mprage_desc-norm_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts007_ses-cfmri2_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts007_ses-sdsu1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts007_ses-sdsu1_acq-mprage_desc-background_T1w.svg '
        'sub-ts007_ses-sdsu1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts007_ses-sdsu1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts007_ses-sdsu1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts007_ses-sdsu1_acq-mprage_desc-zoomed_T1w.svg'
    ),
    'sub-ts008/figures': (
        'sub-ts008_ses-cfmri1_acq-fspgr_desc-airmask_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-fspgr_desc-background_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-fspgr_desc-norm_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-mprage_desc-background_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-mprage_desc-head_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts008_ses-cfmri1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-fspgr_desc-head_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-fspgr_desc-norm_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-mprage_desc-background_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts008_ses-cfmri2_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts008_ses-sdsu1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts008_ses-sdsu1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts008_ses-sdsu1_acq-mprage_desc-head_T1w.svg '
        'sub-ts008_ses-sdsu1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts008_ses-sdsu1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts008_ses-sdsu1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts008_ses-sdsu1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts008_ses-sdsu2_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts008_ses-sdsu2_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts008_ses-sdsu2_acq-mprage_desc-background_T1w.svg '
        'sub-ts008_ses-sdsu2_acq-mprage_desc-norm_T1w.svg sub-ts008_ses-sdsu2_acq-mprage_desc-zoomed_T1w.svg'
    ),
    'sub-ts009/figures': (
        'sub-ts009_ses-cfmri1_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-fspgr_desc-background_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-fspgr_desc-head_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-mprage_desc-background_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-mprage_desc-head_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts009_ses-cfmri1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts009_ses-sdsu1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts009_ses-sdsu1_acq-mprage_desc-background_T1w.svg '
        'sub-ts009_ses-sdsu1_acq-mprage_desc-head_T1w.svg '
        'sub-ts009_ses-sdsu1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts009_ses-sdsu1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts009_ses-sdsu1_acq-mprage_desc-segmentation_T1w.svg'
    ),
    'sub-ts010/figures': (
        'sub-ts010_ses-cfmri1_acq-fspgr_desc-artifacts_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-fspgr_desc-background_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-fspgr_desc-brainmask_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-fspgr_desc-head_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-fspgr_desc-noisefit_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-fspgr_desc-norm_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-fspgr_desc-segmentation_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-fspgr_desc-zoomed_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-mprage_desc-background_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-mprage_desc-head_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts010_ses-cfmri1_acq-mprage_desc-zoomed_T1w.svg '
        'sub-ts010_ses-sdsu1_acq-mprage_desc-airmask_T1w.svg '
        'sub-ts010_ses-sdsu1_acq-mprage_desc-artifacts_T1w.svg '
        'sub-ts010_ses-sdsu1_acq-mprage_desc-brainmask_T1w.svg '
        'sub-ts010_ses-sdsu1_acq-mprage_desc-head_T1w.svg '
        'sub-ts010_ses-sdsu1_acq-mprage_desc-noisefit_T1w.svg '
        'sub-ts010_ses-sdsu1_acq-mprage_desc-norm_T1w.svg '
        'sub-ts010_ses-sdsu1_acq-mprage_desc-segmentation_T1w.svg '
        'sub-ts010_ses-sdsu1_acq-mprage_desc-zoomed_T1w.svg'
    ),
}

MRIQC_OTHER = {
    '': (
        '.bidsignore .gitattributes .gitignore .gitmodules README.md dataset_description.json group_T1w.html '
        'group_T1w.tsv mclf_data-unseen_pred.csv sub-ts001_ses-cfmri1_acq-fspgr_T1w.html '
        'sub-ts001_ses-cfmri1_acq-mprage_T1w.html sub-ts001_ses-cfmri2_acq-fspgr_T1w.html '
        'sub-ts001_ses-cfmri2_acq-mprage_T1w.html sub-ts001_ses-sdsu1_acq-mprage_T1w.html '
        'sub-ts001_ses-sdsu2_acq-mprage_T1w.html sub-ts002_ses-cfmri1_acq-fspgr_T1w.html '
        'sub-ts002_ses-cfmri1_acq-mprage_T1w.html sub-ts002_ses-cfmri2_acq-fspgr_T1w.html '
        'sub-ts002_ses-cfmri2_acq-mprage_T1w.html sub-ts002_ses-sdsu1_acq-mprage_T1w.html '
        'sub-ts002_ses-sdsu2_acq-mprage_T1w.html sub-ts003_ses-cfmri1_acq-fspgr_T1w.html '
        'sub-ts003_ses-cfmri1_acq-mprage_T1w.html sub-ts003_ses-sdsu1_acq-mprage_T1w.html '
        'sub-ts004_ses-cfmri1_acq-fspgr_T1w.html sub-ts004_ses-cfmri1_acq-mprage_T1w.html '
        'sub-ts004_ses-cfmri2_acq-fspgr_T1w.html sub-ts004_ses-cfmri2_acq-mprage_T1w.html '
        'sub-ts004_ses-sdsu1_acq-mprage_T1w.html sub-ts004_ses-sdsu2_acq-mprage_T1w.html '
        'sub-ts005_ses-cfmri1_acq-fspgr_T1w.html sub-ts005_ses-cfmri1_acq-mprage_T1w.html '
        'sub-ts005_ses-cfmri2_acq-fspgr_T1w.html sub-ts005_ses-cfmri2_acq-mprage_T1w.html '
        'sub-ts005_ses-sdsu1_acq-mprage_T1w.html sub-ts005_ses-sdsu2_acq-mprage_T1w.html '
        'sub-ts007_ses-cfmri1_acq-fspgr_T1w.html sub-ts007_ses-cfmri1_acq-mprage_T1w.html '
        'sub-ts007_ses-cfmri2_acq-fspgr_T1w.html sub-ts007_ses-cfmri2_acq-mprage_T1w.html '
        'sub-ts007_ses-sdsu1_acq-mprage_T1w.html sub-ts008_ses-cfmri1_acq-fspgr_T1w.html '
        'sub-ts008_ses-cfmri1_acq-mprage_T1w.html sub-ts008_ses-cfmri2_acq-fspgr_T1w.html '
        'sub-ts008_ses-cfmri2_acq-mprage_T1w.html sub-ts008_ses-sdsu1_acq-mprage_T1w.html '
        'sub-ts008_ses-sdsu2_acq-mprage_T1w.html sub-ts009_ses-cfmri1_acq-fspgr_T1w.html '
        'sub-ts009_ses-cfmri1_acq-mprage_T1w.html sub-ts009_ses-sdsu1_acq-mprage_T1w.html '
        'sub-ts010_ses-cfmri1_acq-fspgr_T1w.html sub-ts010_ses-cfmri1_acq-mprage_T1w.html '
        'sub-ts010_ses-sdsu1_acq-mprage_T1w.html'
    ),
    'code': (
        '.gitattributes containers ds005664_mriqc.jobs killall.sh participant_job process.sub results.merger '
        'slurm.submit slurm.submit_post submit.sbatch'
    ),
}

CS_IMAGES = {
    'leftImg8bit/train/aachen': (
        'aachen_000016_000019_leftImg8bit.png aachen_000031_000019_leftImg8bit.png '
        'aachen_000048_000019_leftImg8bit.png aachen_000052_000019_leftImg8bit.png '
        'aachen_000057_000019_leftImg8bit.png aachen_000065_000019_leftImg8bit.png '
        'aachen_000069_000019_leftImg8bit.png aachen_000073_000019_leftImg8bit.png '
        'aachen_000080_000019_leftImg8bit.png aachen_000095_000019_leftImg8bit.png '
        'aachen_000096_000019_leftImg8bit.png aachen_000101_000019_leftImg8bit.png '
        'aachen_000103_000019_leftImg8bit.png aachen_000123_000019_leftImg8bit.png '
        'aachen_000138_000019_leftImg8bit.png aachen_000144_000019_leftImg8bit.png '
        'aachen_000151_000019_leftImg8bit.png aachen_000159_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/bochum': (
        'bochum_000000_000313_leftImg8bit.png bochum_000000_000600_leftImg8bit.png '
        'bochum_000000_015321_leftImg8bit.png bochum_000000_021606_leftImg8bit.png '
        'bochum_000000_023040_leftImg8bit.png bochum_000000_023648_leftImg8bit.png '
        'bochum_000000_031477_leftImg8bit.png'
    ),
    'leftImg8bit/train/bremen': (
        'bremen_000014_000019_leftImg8bit.png bremen_000040_000019_leftImg8bit.png '
        'bremen_000051_000019_leftImg8bit.png bremen_000065_000019_leftImg8bit.png '
        'bremen_000067_000019_leftImg8bit.png bremen_000072_000019_leftImg8bit.png '
        'bremen_000081_000019_leftImg8bit.png bremen_000083_000019_leftImg8bit.png '
        'bremen_000094_000019_leftImg8bit.png bremen_000105_000019_leftImg8bit.png '
        'bremen_000110_000019_leftImg8bit.png bremen_000133_000019_leftImg8bit.png '
        'bremen_000139_000019_leftImg8bit.png bremen_000141_000019_leftImg8bit.png '
        'bremen_000153_000019_leftImg8bit.png bremen_000163_000019_leftImg8bit.png '
        'bremen_000168_000019_leftImg8bit.png bremen_000174_000019_leftImg8bit.png '
        'bremen_000176_000019_leftImg8bit.png bremen_000182_000019_leftImg8bit.png '
        'bremen_000185_000019_leftImg8bit.png bremen_000195_000019_leftImg8bit.png '
        'bremen_000198_000019_leftImg8bit.png bremen_000219_000019_leftImg8bit.png '
        'bremen_000225_000019_leftImg8bit.png bremen_000263_000019_leftImg8bit.png '
        'bremen_000300_000019_leftImg8bit.png bremen_000311_000019_leftImg8bit.png '
        'bremen_000313_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/cologne': (
        'cologne_000013_000019_leftImg8bit.png cologne_000026_000019_leftImg8bit.png '
        'cologne_000071_000019_leftImg8bit.png cologne_000079_000019_leftImg8bit.png '
        'cologne_000084_000019_leftImg8bit.png cologne_000089_000019_leftImg8bit.png '
        'cologne_000090_000019_leftImg8bit.png cologne_000091_000019_leftImg8bit.png '
        'cologne_000099_000019_leftImg8bit.png cologne_000109_000019_leftImg8bit.png '
        'cologne_000118_000019_leftImg8bit.png cologne_000123_000019_leftImg8bit.png '
        'cologne_000141_000019_leftImg8bit.png cologne_000145_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/darmstadt': (
        'darmstadt_000005_000019_leftImg8bit.png darmstadt_000046_000019_leftImg8bit.png '
        'darmstadt_000051_000019_leftImg8bit.png darmstadt_000061_000019_leftImg8bit.png '
        'darmstadt_000065_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/dusseldorf': (
        'dusseldorf_000008_000019_leftImg8bit.png dusseldorf_000017_000019_leftImg8bit.png '
        'dusseldorf_000059_000019_leftImg8bit.png dusseldorf_000064_000019_leftImg8bit.png '
        'dusseldorf_000069_000019_leftImg8bit.png dusseldorf_000080_000019_leftImg8bit.png '
        'dusseldorf_000085_000019_leftImg8bit.png dusseldorf_000099_000019_leftImg8bit.png '
        'dusseldorf_000102_000019_leftImg8bit.png dusseldorf_000137_000019_leftImg8bit.png '
        'dusseldorf_000149_000019_leftImg8bit.png dusseldorf_000151_000019_leftImg8bit.png '
        'dusseldorf_000152_000019_leftImg8bit.png dusseldorf_000189_000019_leftImg8bit.png '
        'dusseldorf_000192_000019_leftImg8bit.png dusseldorf_000211_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/erfurt': (
        'erfurt_000000_000019_leftImg8bit.png erfurt_000012_000019_leftImg8bit.png '
        'erfurt_000015_000019_leftImg8bit.png erfurt_000034_000019_leftImg8bit.png '
        'erfurt_000036_000019_leftImg8bit.png erfurt_000041_000019_leftImg8bit.png '
        'erfurt_000049_000019_leftImg8bit.png erfurt_000068_000019_leftImg8bit.png '
        'erfurt_000075_000019_leftImg8bit.png erfurt_000082_000019_leftImg8bit.png '
        'erfurt_000089_000019_leftImg8bit.png erfurt_000090_000019_leftImg8bit.png '
        'erfurt_000092_000019_leftImg8bit.png erfurt_000103_000019_leftImg8bit.png '
        'erfurt_000106_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/hamburg': (
        'hamburg_000000_006322_leftImg8bit.png hamburg_000000_019760_leftImg8bit.png '
        'hamburg_000000_022524_leftImg8bit.png hamburg_000000_027857_leftImg8bit.png '
        'hamburg_000000_034049_leftImg8bit.png hamburg_000000_035568_leftImg8bit.png '
        'hamburg_000000_038511_leftImg8bit.png hamburg_000000_039546_leftImg8bit.png '
        'hamburg_000000_046078_leftImg8bit.png hamburg_000000_048494_leftImg8bit.png '
        'hamburg_000000_053086_leftImg8bit.png hamburg_000000_063698_leftImg8bit.png '
        'hamburg_000000_071016_leftImg8bit.png hamburg_000000_076392_leftImg8bit.png '
        'hamburg_000000_084746_leftImg8bit.png hamburg_000000_087822_leftImg8bit.png '
        'hamburg_000000_089491_leftImg8bit.png hamburg_000000_098862_leftImg8bit.png '
        'hamburg_000000_099368_leftImg8bit.png hamburg_000000_104857_leftImg8bit.png'
    ),
    'leftImg8bit/train/hanover': (
        'hanover_000000_000381_leftImg8bit.png hanover_000000_005175_leftImg8bit.png '
        'hanover_000000_009420_leftImg8bit.png hanover_000000_023881_leftImg8bit.png '
        'hanover_000000_024441_leftImg8bit.png hanover_000000_027650_leftImg8bit.png '
        'hanover_000000_034560_leftImg8bit.png hanover_000000_034720_leftImg8bit.png '
        'hanover_000000_035606_leftImg8bit.png hanover_000000_037298_leftImg8bit.png '
        'hanover_000000_043822_leftImg8bit.png hanover_000000_044085_leftImg8bit.png '
        'hanover_000000_045841_leftImg8bit.png hanover_000000_049269_leftImg8bit.png '
        'hanover_000000_051059_leftImg8bit.png hanover_000000_055124_leftImg8bit.png'
    ),
    'leftImg8bit/train/jena': (
        'jena_000012_000019_leftImg8bit.png jena_000046_000019_leftImg8bit.png '
        'jena_000069_000019_leftImg8bit.png jena_000078_000019_leftImg8bit.png '
        'jena_000087_000019_leftImg8bit.png jena_000091_000019_leftImg8bit.png '
        'jena_000098_000019_leftImg8bit.png jena_000105_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/krefeld': (
        'krefeld_000000_000108_leftImg8bit.png krefeld_000000_000442_leftImg8bit.png '
        'krefeld_000000_003096_leftImg8bit.png krefeld_000000_003937_leftImg8bit.png '
        'krefeld_000000_005252_leftImg8bit.png krefeld_000000_008239_leftImg8bit.png '
        'krefeld_000000_010160_leftImg8bit.png krefeld_000000_011655_leftImg8bit.png '
        'krefeld_000000_018004_leftImg8bit.png krefeld_000000_018866_leftImg8bit.png '
        'krefeld_000000_034156_leftImg8bit.png'
    ),
    'leftImg8bit/train/monchengladbach': (
        'monchengladbach_000000_001294_leftImg8bit.png monchengladbach_000000_002255_leftImg8bit.png '
        'monchengladbach_000000_002972_leftImg8bit.png monchengladbach_000000_007695_leftImg8bit.png '
        'monchengladbach_000000_010733_leftImg8bit.png monchengladbach_000000_010860_leftImg8bit.png '
        'monchengladbach_000000_020303_leftImg8bit.png monchengladbach_000000_020596_leftImg8bit.png '
        'monchengladbach_000000_023489_leftImg8bit.png monchengladbach_000000_026908_leftImg8bit.png '
        'monchengladbach_000000_034302_leftImg8bit.png monchengladbach_000001_001936_leftImg8bit.png'
    ),
    'leftImg8bit/train/strasbourg': (
        'strasbourg_000000_004951_leftImg8bit.png strasbourg_000000_006264_leftImg8bit.png '
        'strasbourg_000000_010372_leftImg8bit.png strasbourg_000000_014416_leftImg8bit.png '
        'strasbourg_000000_016247_leftImg8bit.png strasbourg_000000_018616_leftImg8bit.png '
        'strasbourg_000000_027233_leftImg8bit.png strasbourg_000000_029281_leftImg8bit.png '
        'strasbourg_000000_032962_leftImg8bit.png strasbourg_000000_033062_leftImg8bit.png '
        'strasbourg_000001_000778_leftImg8bit.png strasbourg_000001_010445_leftImg8bit.png '
        'strasbourg_000001_020956_leftImg8bit.png strasbourg_000001_030539_leftImg8bit.png '
        'strasbourg_000001_032660_leftImg8bit.png strasbourg_000001_034494_leftImg8bit.png '
        'strasbourg_000001_036937_leftImg8bit.png strasbourg_000001_038281_leftImg8bit.png '
        'strasbourg_000001_045135_leftImg8bit.png strasbourg_000001_045880_leftImg8bit.png '
        'strasbourg_000001_049776_leftImg8bit.png strasbourg_000001_049977_leftImg8bit.png '
        'strasbourg_000001_051661_leftImg8bit.png strasbourg_000001_052544_leftImg8bit.png '
        'strasbourg_000001_052840_leftImg8bit.png strasbourg_000001_055934_leftImg8bit.png '
        'strasbourg_000001_056857_leftImg8bit.png strasbourg_000001_057811_leftImg8bit.png '
        'strasbourg_000001_062542_leftImg8bit.png'
    ),
    'leftImg8bit/train/stuttgart': (
        'stuttgart_000000_000019_leftImg8bit.png stuttgart_000002_000019_leftImg8bit.png '
        'stuttgart_000005_000019_leftImg8bit.png stuttgart_000009_000019_leftImg8bit.png '
        'stuttgart_000015_000019_leftImg8bit.png stuttgart_000021_000019_leftImg8bit.png '
        'stuttgart_000026_000019_leftImg8bit.png stuttgart_000033_000019_leftImg8bit.png '
        'stuttgart_000040_000019_leftImg8bit.png stuttgart_000042_000019_leftImg8bit.png '
        'stuttgart_000050_000019_leftImg8bit.png stuttgart_000067_000019_leftImg8bit.png '
        'stuttgart_000070_000019_leftImg8bit.png stuttgart_000109_000019_leftImg8bit.png '
        'stuttgart_000137_000019_leftImg8bit.png stuttgart_000140_000019_leftImg8bit.png '
        'stuttgart_000143_000019_leftImg8bit.png stuttgart_000148_000019_leftImg8bit.png '
        'stuttgart_000151_000019_leftImg8bit.png stuttgart_000170_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/tubingen': (
        'tubingen_000006_000019_leftImg8bit.png tubingen_000025_000019_leftImg8bit.png '
        'tubingen_000055_000019_leftImg8bit.png tubingen_000066_000019_leftImg8bit.png '
        'tubingen_000068_000019_leftImg8bit.png tubingen_000069_000019_leftImg8bit.png '
        'tubingen_000071_000019_leftImg8bit.png tubingen_000098_000019_leftImg8bit.png '
        'tubingen_000111_000019_leftImg8bit.png tubingen_000113_000019_leftImg8bit.png '
        'tubingen_000125_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/ulm': (
        'ulm_000003_000019_leftImg8bit.png ulm_000015_000019_leftImg8bit.png '
        'ulm_000044_000019_leftImg8bit.png ulm_000065_000019_leftImg8bit.png '
        'ulm_000073_000019_leftImg8bit.png ulm_000078_000019_leftImg8bit.png '
        'ulm_000089_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/weimar': (
        'weimar_000024_000019_leftImg8bit.png weimar_000047_000019_leftImg8bit.png '
        'weimar_000056_000019_leftImg8bit.png weimar_000078_000019_leftImg8bit.png '
        'weimar_000079_000019_leftImg8bit.png weimar_000103_000019_leftImg8bit.png '
        'weimar_000106_000019_leftImg8bit.png weimar_000109_000019_leftImg8bit.png '
        'weimar_000111_000019_leftImg8bit.png weimar_000117_000019_leftImg8bit.png '
        'weimar_000119_000019_leftImg8bit.png weimar_000127_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/zurich': (
        'zurich_000012_000019_leftImg8bit.png zurich_000043_000019_leftImg8bit.png '
        'zurich_000055_000019_leftImg8bit.png zurich_000087_000019_leftImg8bit.png '
        'zurich_000089_000019_leftImg8bit.png zurich_000097_000019_leftImg8bit.png '
        'zurich_000120_000019_leftImg8bit.png'
    ),
    'leftImg8bit/val/frankfurt': (
        'frankfurt_000000_003920_leftImg8bit.png frankfurt_000000_013382_leftImg8bit.png '
        'frankfurt_000000_015676_leftImg8bit.png frankfurt_000001_004736_leftImg8bit.png '
        'frankfurt_000001_010830_leftImg8bit.png frankfurt_000001_011715_leftImg8bit.png '
        'frankfurt_000001_014741_leftImg8bit.png frankfurt_000001_015091_leftImg8bit.png '
        'frankfurt_000001_025921_leftImg8bit.png frankfurt_000001_028590_leftImg8bit.png '
        'frankfurt_000001_034816_leftImg8bit.png frankfurt_000001_039895_leftImg8bit.png '
        'frankfurt_000001_040732_leftImg8bit.png frankfurt_000001_050686_leftImg8bit.png '
        'frankfurt_000001_052594_leftImg8bit.png frankfurt_000001_054219_leftImg8bit.png '
        'frankfurt_000001_060135_leftImg8bit.png frankfurt_000001_060545_leftImg8bit.png '
        'frankfurt_000001_062653_leftImg8bit.png frankfurt_000001_066832_leftImg8bit.png '
        'frankfurt_000001_067092_leftImg8bit.png frankfurt_000001_067474_leftImg8bit.png '
        'frankfurt_000001_070099_leftImg8bit.png frankfurt_000001_076502_leftImg8bit.png '
        'frankfurt_000001_083852_leftImg8bit.png'
    ),
    'leftImg8bit/val/lindau': (
        'lindau_000008_000019_leftImg8bit.png lindau_000014_000019_leftImg8bit.png '
        'lindau_000030_000019_leftImg8bit.png lindau_000032_000019_leftImg8bit.png '
        'lindau_000054_000019_leftImg8bit.png lindau_000055_000019_leftImg8bit.png'
    ),
    'leftImg8bit/val/munster': (
        'munster_000014_000019_leftImg8bit.png munster_000018_000019_leftImg8bit.png '
        'munster_000028_000019_leftImg8bit.png munster_000032_000019_leftImg8bit.png '
        'munster_000034_000019_leftImg8bit.png munster_000040_000019_leftImg8bit.png '
        'munster_000043_000019_leftImg8bit.png munster_000060_000019_leftImg8bit.png '
        'munster_000084_000019_leftImg8bit.png munster_000092_000019_leftImg8bit.png '
        'munster_000097_000019_leftImg8bit.png munster_000120_000019_leftImg8bit.png'
    ),
}

CS_LABELS = {
    'gtFine/train/aachen': (
        'aachen_000034_000019_gtFine_labelIds.png aachen_000051_000019_gtFine_labelIds.png '
        'aachen_000052_000019_gtFine_labelIds.png aachen_000062_000019_gtFine_labelIds.png '
        'aachen_000070_000019_gtFine_labelIds.png aachen_000079_000019_gtFine_labelIds.png '
        'aachen_000097_000019_gtFine_labelIds.png aachen_000115_000019_gtFine_labelIds.png '
        'aachen_000121_000019_gtFine_labelIds.png aachen_000136_000019_gtFine_labelIds.png '
        'aachen_000138_000019_gtFine_labelIds.png aachen_000153_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/bochum': (
        'bochum_000000_005936_gtFine_labelIds.png bochum_000000_009554_gtFine_labelIds.png '
        'bochum_000000_011255_gtFine_labelIds.png bochum_000000_015880_gtFine_labelIds.png '
        'bochum_000000_024196_gtFine_labelIds.png bochum_000000_032169_gtFine_labelIds.png '
        'bochum_000000_033331_gtFine_labelIds.png'
    ),
    'gtFine/train/bremen': (
        'bremen_000002_000019_gtFine_labelIds.png bremen_000008_000019_gtFine_labelIds.png '
        'bremen_000015_000019_gtFine_labelIds.png bremen_000035_000019_gtFine_labelIds.png '
        'bremen_000052_000019_gtFine_labelIds.png bremen_000061_000019_gtFine_labelIds.png '
        'bremen_000063_000019_gtFine_labelIds.png bremen_000066_000019_gtFine_labelIds.png '
        'bremen_000076_000019_gtFine_labelIds.png bremen_000078_000019_gtFine_labelIds.png '
        'bremen_000097_000019_gtFine_labelIds.png bremen_000105_000019_gtFine_labelIds.png '
        'bremen_000113_000019_gtFine_labelIds.png bremen_000126_000019_gtFine_labelIds.png '
        'bremen_000138_000019_gtFine_labelIds.png bremen_000155_000019_gtFine_labelIds.png '
        'bremen_000184_000019_gtFine_labelIds.png bremen_000192_000019_gtFine_labelIds.png '
        'bremen_000203_000019_gtFine_labelIds.png bremen_000246_000019_gtFine_labelIds.png '
        'bremen_000268_000019_gtFine_labelIds.png bremen_000269_000019_gtFine_labelIds.png '
        'bremen_000277_000019_gtFine_labelIds.png bremen_000283_000019_gtFine_labelIds.png '
        'bremen_000289_000019_gtFine_labelIds.png bremen_000306_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/cologne': (
        'cologne_000000_000019_gtFine_labelIds.png cologne_000011_000019_gtFine_labelIds.png '
        'cologne_000033_000019_gtFine_labelIds.png cologne_000040_000019_gtFine_labelIds.png '
        'cologne_000042_000019_gtFine_labelIds.png cologne_000045_000019_gtFine_labelIds.png '
        'cologne_000047_000019_gtFine_labelIds.png cologne_000051_000019_gtFine_labelIds.png '
        'cologne_000059_000019_gtFine_labelIds.png cologne_000099_000019_gtFine_labelIds.png '
        'cologne_000104_000019_gtFine_labelIds.png cologne_000105_000019_gtFine_labelIds.png '
        'cologne_000107_000019_gtFine_labelIds.png cologne_000124_000019_gtFine_labelIds.png '
        'cologne_000133_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/darmstadt': (
        'darmstadt_000003_000019_gtFine_labelIds.png darmstadt_000007_000019_gtFine_labelIds.png '
        'darmstadt_000008_000019_gtFine_labelIds.png darmstadt_000010_000019_gtFine_labelIds.png '
        'darmstadt_000019_000019_gtFine_labelIds.png darmstadt_000029_000019_gtFine_labelIds.png '
        'darmstadt_000036_000019_gtFine_labelIds.png darmstadt_000042_000019_gtFine_labelIds.png '
        'darmstadt_000055_000019_gtFine_labelIds.png darmstadt_000070_000019_gtFine_labelIds.png '
        'darmstadt_000071_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/dusseldorf': (
        'dusseldorf_000021_000019_gtFine_labelIds.png dusseldorf_000047_000019_gtFine_labelIds.png '
        'dusseldorf_000050_000019_gtFine_labelIds.png dusseldorf_000051_000019_gtFine_labelIds.png '
        'dusseldorf_000069_000019_gtFine_labelIds.png dusseldorf_000079_000019_gtFine_labelIds.png '
        'dusseldorf_000099_000019_gtFine_labelIds.png dusseldorf_000102_000019_gtFine_labelIds.png '
        'dusseldorf_000118_000019_gtFine_labelIds.png dusseldorf_000123_000019_gtFine_labelIds.png '
        'dusseldorf_000126_000019_gtFine_labelIds.png dusseldorf_000134_000019_gtFine_labelIds.png '
        'dusseldorf_000135_000019_gtFine_labelIds.png dusseldorf_000146_000019_gtFine_labelIds.png '
        'dusseldorf_000147_000019_gtFine_labelIds.png dusseldorf_000151_000019_gtFine_labelIds.png '
        'dusseldorf_000166_000019_gtFine_labelIds.png dusseldorf_000168_000019_gtFine_labelIds.png '
        'dusseldorf_000182_000019_gtFine_labelIds.png dusseldorf_000194_000019_gtFine_labelIds.png '
        'dusseldorf_000195_000019_gtFine_labelIds.png dusseldorf_000201_000019_gtFine_labelIds.png '
        'dusseldorf_000215_000019_gtFine_labelIds.png dusseldorf_000217_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/erfurt': (
        'erfurt_000016_000019_gtFine_labelIds.png erfurt_000022_000019_gtFine_labelIds.png '
        'erfurt_000028_000019_gtFine_labelIds.png erfurt_000035_000019_gtFine_labelIds.png '
        'erfurt_000045_000019_gtFine_labelIds.png erfurt_000049_000019_gtFine_labelIds.png '
        'erfurt_000061_000019_gtFine_labelIds.png erfurt_000075_000019_gtFine_labelIds.png '
        'erfurt_000084_000019_gtFine_labelIds.png erfurt_000107_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/hamburg': (
        'hamburg_000000_000042_gtFine_labelIds.png hamburg_000000_001106_gtFine_labelIds.png '
        'hamburg_000000_002338_gtFine_labelIds.png hamburg_000000_004985_gtFine_labelIds.png '
        'hamburg_000000_026675_gtFine_labelIds.png hamburg_000000_029378_gtFine_labelIds.png '
        'hamburg_000000_031971_gtFine_labelIds.png hamburg_000000_046872_gtFine_labelIds.png '
        'hamburg_000000_048138_gtFine_labelIds.png hamburg_000000_048960_gtFine_labelIds.png '
        'hamburg_000000_051855_gtFine_labelIds.png hamburg_000000_053563_gtFine_labelIds.png '
        'hamburg_000000_055039_gtFine_labelIds.png hamburg_000000_057816_gtFine_labelIds.png '
        'hamburg_000000_061468_gtFine_labelIds.png hamburg_000000_062371_gtFine_labelIds.png '
        'hamburg_000000_066706_gtFine_labelIds.png hamburg_000000_069177_gtFine_labelIds.png '
        'hamburg_000000_077756_gtFine_labelIds.png hamburg_000000_079657_gtFine_labelIds.png '
        'hamburg_000000_080878_gtFine_labelIds.png hamburg_000000_083696_gtFine_labelIds.png '
        'hamburg_000000_085321_gtFine_labelIds.png hamburg_000000_089696_gtFine_labelIds.png '
        'hamburg_000000_096063_gtFine_labelIds.png hamburg_000000_101724_gtFine_labelIds.png '
        'hamburg_000000_103856_gtFine_labelIds.png hamburg_000000_104428_gtFine_labelIds.png '
        'hamburg_000000_104857_gtFine_labelIds.png hamburg_000000_105123_gtFine_labelIds.png'
    ),
    'gtFine/train/hanover': (
        'hanover_000000_002458_gtFine_labelIds.png hanover_000000_027561_gtFine_labelIds.png '
        'hanover_000000_032351_gtFine_labelIds.png hanover_000000_037516_gtFine_labelIds.png '
        'hanover_000000_038773_gtFine_labelIds.png hanover_000000_038927_gtFine_labelIds.png '
        'hanover_000000_043236_gtFine_labelIds.png hanover_000000_043550_gtFine_labelIds.png '
        'hanover_000000_045188_gtFine_labelIds.png hanover_000000_048379_gtFine_labelIds.png '
        'hanover_000000_049269_gtFine_labelIds.png'
    ),
    'gtFine/train/jena': (
        'jena_000003_000019_gtFine_labelIds.png jena_000010_000019_gtFine_labelIds.png '
        'jena_000023_000019_gtFine_labelIds.png jena_000027_000019_gtFine_labelIds.png '
        'jena_000040_000019_gtFine_labelIds.png jena_000053_000019_gtFine_labelIds.png '
        'jena_000076_000019_gtFine_labelIds.png jena_000078_000019_gtFine_labelIds.png '
        'jena_000083_000019_gtFine_labelIds.png jena_000118_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/krefeld': (
        'krefeld_000000_023143_gtFine_labelIds.png krefeld_000000_028638_gtFine_labelIds.png '
        'krefeld_000000_031257_gtFine_labelIds.png krefeld_000000_032614_gtFine_labelIds.png'
    ),
    'gtFine/train/monchengladbach': (
        'monchengladbach_000000_001068_gtFine_labelIds.png monchengladbach_000000_004580_gtFine_labelIds.png '
        'monchengladbach_000000_009930_gtFine_labelIds.png monchengladbach_000000_013228_gtFine_labelIds.png '
        'monchengladbach_000000_013352_gtFine_labelIds.png monchengladbach_000000_018720_gtFine_labelIds.png '
        'monchengladbach_000000_020856_gtFine_labelIds.png monchengladbach_000000_029526_gtFine_labelIds.png '
        'monchengladbach_000000_031360_gtFine_labelIds.png monchengladbach_000000_033683_gtFine_labelIds.png'
    ),
    'gtFine/train/strasbourg': (
        'strasbourg_000000_002183_gtFine_labelIds.png strasbourg_000000_004248_gtFine_labelIds.png '
        'strasbourg_000000_010816_gtFine_labelIds.png strasbourg_000000_013223_gtFine_labelIds.png '
        'strasbourg_000000_013322_gtFine_labelIds.png strasbourg_000000_013574_gtFine_labelIds.png '
        'strasbourg_000000_015764_gtFine_labelIds.png strasbourg_000000_017159_gtFine_labelIds.png '
        'strasbourg_000000_026316_gtFine_labelIds.png strasbourg_000000_026741_gtFine_labelIds.png '
        'strasbourg_000000_028556_gtFine_labelIds.png strasbourg_000000_029839_gtFine_labelIds.png '
        'strasbourg_000000_031067_gtFine_labelIds.png strasbourg_000000_031602_gtFine_labelIds.png '
        'strasbourg_000000_034387_gtFine_labelIds.png strasbourg_000001_002216_gtFine_labelIds.png '
        'strasbourg_000001_003489_gtFine_labelIds.png strasbourg_000001_006916_gtFine_labelIds.png '
        'strasbourg_000001_016481_gtFine_labelIds.png strasbourg_000001_023271_gtFine_labelIds.png '
        'strasbourg_000001_024701_gtFine_labelIds.png strasbourg_000001_027097_gtFine_labelIds.png '
        'strasbourg_000001_033925_gtFine_labelIds.png strasbourg_000001_035276_gtFine_labelIds.png '
        'strasbourg_000001_036697_gtFine_labelIds.png strasbourg_000001_045481_gtFine_labelIds.png '
        'strasbourg_000001_049977_gtFine_labelIds.png strasbourg_000001_051574_gtFine_labelIds.png '
        'strasbourg_000001_059914_gtFine_labelIds.png'
    ),
    'gtFine/train/stuttgart': (
        'stuttgart_000004_000019_gtFine_labelIds.png stuttgart_000027_000019_gtFine_labelIds.png '
        'stuttgart_000033_000019_gtFine_labelIds.png stuttgart_000053_000019_gtFine_labelIds.png '
        'stuttgart_000076_000019_gtFine_labelIds.png stuttgart_000084_000019_gtFine_labelIds.png '
        'stuttgart_000094_000019_gtFine_labelIds.png stuttgart_000104_000019_gtFine_labelIds.png '
        'stuttgart_000111_000019_gtFine_labelIds.png stuttgart_000126_000019_gtFine_labelIds.png '
        'stuttgart_000137_000019_gtFine_labelIds.png stuttgart_000167_000019_gtFine_labelIds.png '
        'stuttgart_000169_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/tubingen': (
        'tubingen_000003_000019_gtFine_labelIds.png tubingen_000004_000019_gtFine_labelIds.png '
        'tubingen_000019_000019_gtFine_labelIds.png tubingen_000032_000019_gtFine_labelIds.png '
        'tubingen_000066_000019_gtFine_labelIds.png tubingen_000075_000019_gtFine_labelIds.png '
        'tubingen_000085_000019_gtFine_labelIds.png tubingen_000112_000019_gtFine_labelIds.png '
        'tubingen_000119_000019_gtFine_labelIds.png tubingen_000129_000019_gtFine_labelIds.png '
        'tubingen_000136_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/ulm': (
        'ulm_000009_000019_gtFine_labelIds.png ulm_000010_000019_gtFine_labelIds.png '
        'ulm_000021_000019_gtFine_labelIds.png ulm_000028_000019_gtFine_labelIds.png '
        'ulm_000039_000019_gtFine_labelIds.png ulm_000041_000019_gtFine_labelIds.png '
        'ulm_000042_000019_gtFine_labelIds.png ulm_000057_000019_gtFine_labelIds.png '
        'ulm_000058_000019_gtFine_labelIds.png ulm_000063_000019_gtFine_labelIds.png '
        'ulm_000085_000019_gtFine_labelIds.png ulm_000090_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/weimar': (
        'weimar_000013_000019_gtFine_labelIds.png weimar_000034_000019_gtFine_labelIds.png '
        'weimar_000036_000019_gtFine_labelIds.png weimar_000064_000019_gtFine_labelIds.png '
        'weimar_000071_000019_gtFine_labelIds.png weimar_000079_000019_gtFine_labelIds.png '
        'weimar_000081_000019_gtFine_labelIds.png weimar_000098_000019_gtFine_labelIds.png '
        'weimar_000103_000019_gtFine_labelIds.png weimar_000111_000019_gtFine_labelIds.png '
        'weimar_000123_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/zurich': (
        'zurich_000016_000019_gtFine_labelIds.png zurich_000026_000019_gtFine_labelIds.png '
        'zurich_000030_000019_gtFine_labelIds.png zurich_000038_000019_gtFine_labelIds.png '
        'zurich_000041_000019_gtFine_labelIds.png zurich_000061_000019_gtFine_labelIds.png '
        'zurich_000064_000019_gtFine_labelIds.png zurich_000100_000019_gtFine_labelIds.png '
        'zurich_000101_000019_gtFine_labelIds.png zurich_000114_000019_gtFine_labelIds.png'
    ),
    'gtFine/val/frankfurt': (
        'frankfurt_000000_011810_gtFine_labelIds.png frankfurt_000001_002512_gtFine_labelIds.png '
        'frankfurt_000001_007857_gtFine_labelIds.png frankfurt_000001_007973_gtFine_labelIds.png '
        'frankfurt_000001_010444_gtFine_labelIds.png frankfurt_000001_013496_gtFine_labelIds.png '
        'frankfurt_000001_014406_gtFine_labelIds.png frankfurt_000001_030669_gtFine_labelIds.png '
        'frankfurt_000001_034047_gtFine_labelIds.png frankfurt_000001_035144_gtFine_labelIds.png '
        'frankfurt_000001_037705_gtFine_labelIds.png frankfurt_000001_042733_gtFine_labelIds.png '
        'frankfurt_000001_044413_gtFine_labelIds.png frankfurt_000001_046126_gtFine_labelIds.png '
        'frankfurt_000001_057181_gtFine_labelIds.png frankfurt_000001_062509_gtFine_labelIds.png '
        'frankfurt_000001_067295_gtFine_labelIds.png frankfurt_000001_068682_gtFine_labelIds.png '
        'frankfurt_000001_073088_gtFine_labelIds.png'
    ),
    'gtFine/val/lindau': (
        'lindau_000005_000019_gtFine_labelIds.png lindau_000009_000019_gtFine_labelIds.png '
        'lindau_000013_000019_gtFine_labelIds.png lindau_000019_000019_gtFine_labelIds.png '
        'lindau_000028_000019_gtFine_labelIds.png lindau_000030_000019_gtFine_labelIds.png '
        'lindau_000049_000019_gtFine_labelIds.png'
    ),
    'gtFine/val/munster': (
        'munster_000000_000019_gtFine_labelIds.png munster_000001_000019_gtFine_labelIds.png '
        'munster_000022_000019_gtFine_labelIds.png munster_000046_000019_gtFine_labelIds.png '
        'munster_000054_000019_gtFine_labelIds.png munster_000075_000019_gtFine_labelIds.png '
        'munster_000077_000019_gtFine_labelIds.png munster_000079_000019_gtFine_labelIds.png '
        'munster_000081_000019_gtFine_labelIds.png munster_000105_000019_gtFine_labelIds.png '
        'munster_000109_000019_gtFine_labelIds.png munster_000132_000019_gtFine_labelIds.png '
        'munster_000138_000019_gtFine_labelIds.png munster_000152_000019_gtFine_labelIds.png '
        'munster_000160_000019_gtFine_labelIds.png munster_000161_000019_gtFine_labelIds.png '
        'munster_000165_000019_gtFine_labelIds.png munster_000171_000019_gtFine_labelIds.png'
    ),
}

CS_IMAGES_OTHER = {
    '': (
        'gtFine/train/ulm/ulm_000057_000019_gtFine_labelIds.png '
        'gtFine/train/ulm/ulm_000062_000019_gtFine_labelIds.png '
        'gtCoarse/train_extra/bad-honnef/bad-honnef_000000_000036_gtCoarse_labelIds.png '
        'gtCoarse/train_extra/freiburg/freiburg_000000_000098_gtCoarse_labelIds.png '
        'gtCoarse/train_extra/freiburg/freiburg_000000_000472_gtCoarse_labelIds.png '
        'gtCoarse/train_extra/karlsruhe/karlsruhe_000000_000756_gtCoarse_labelIds.png'
    ),
    'gtFine/train/aachen': (
        'aachen_000062_000019_gtFine_labelIds.png aachen_000064_000019_gtFine_labelIds.png '
        'aachen_000065_000019_gtFine_labelIds.png aachen_000075_000019_gtFine_labelIds.png '
        'aachen_000114_000019_gtFine_labelIds.png aachen_000132_000019_gtFine_labelIds.png '
        'aachen_000133_000019_gtFine_labelIds.png aachen_000142_000019_gtFine_labelIds.png '
        'aachen_000165_000019_gtFine_labelIds.png aachen_000173_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/bochum': (
        'bochum_000000_007950_gtFine_labelIds.png bochum_000000_023648_gtFine_labelIds.png '
        'bochum_000000_031477_gtFine_labelIds.png bochum_000000_034936_gtFine_labelIds.png'
    ),
    'gtFine/train/bremen': (
        'bremen_000014_000019_gtFine_labelIds.png bremen_000018_000019_gtFine_labelIds.png '
        'bremen_000026_000019_gtFine_labelIds.png bremen_000028_000019_gtFine_labelIds.png '
        'bremen_000036_000019_gtFine_labelIds.png bremen_000046_000019_gtFine_labelIds.png '
        'bremen_000050_000019_gtFine_labelIds.png bremen_000109_000019_gtFine_labelIds.png '
        'bremen_000110_000019_gtFine_labelIds.png bremen_000112_000019_gtFine_labelIds.png '
        'bremen_000123_000019_gtFine_labelIds.png bremen_000132_000019_gtFine_labelIds.png '
        'bremen_000145_000019_gtFine_labelIds.png bremen_000155_000019_gtFine_labelIds.png '
        'bremen_000183_000019_gtFine_labelIds.png bremen_000185_000019_gtFine_labelIds.png '
        'bremen_000239_000019_gtFine_labelIds.png bremen_000240_000019_gtFine_labelIds.png '
        'bremen_000249_000019_gtFine_labelIds.png bremen_000250_000019_gtFine_labelIds.png '
        'bremen_000262_000019_gtFine_labelIds.png bremen_000283_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/cologne': (
        'cologne_000016_000019_gtFine_labelIds.png cologne_000048_000019_gtFine_labelIds.png '
        'cologne_000073_000019_gtFine_labelIds.png cologne_000083_000019_gtFine_labelIds.png '
        'cologne_000094_000019_gtFine_labelIds.png cologne_000098_000019_gtFine_labelIds.png '
        'cologne_000107_000019_gtFine_labelIds.png cologne_000115_000019_gtFine_labelIds.png '
        'cologne_000118_000019_gtFine_labelIds.png cologne_000126_000019_gtFine_labelIds.png '
        'cologne_000136_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/darmstadt': (
        'darmstadt_000001_000019_gtFine_labelIds.png darmstadt_000027_000019_gtFine_labelIds.png '
        'darmstadt_000035_000019_gtFine_labelIds.png darmstadt_000067_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/dusseldorf': (
        'dusseldorf_000038_000019_gtFine_labelIds.png dusseldorf_000051_000019_gtFine_labelIds.png '
        'dusseldorf_000063_000019_gtFine_labelIds.png dusseldorf_000073_000019_gtFine_labelIds.png '
        'dusseldorf_000074_000019_gtFine_labelIds.png dusseldorf_000079_000019_gtFine_labelIds.png '
        'dusseldorf_000115_000019_gtFine_labelIds.png dusseldorf_000117_000019_gtFine_labelIds.png '
        'dusseldorf_000133_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/erfurt': (
        'erfurt_000001_000019_gtFine_labelIds.png erfurt_000014_000019_gtFine_labelIds.png '
        'erfurt_000019_000019_gtFine_labelIds.png erfurt_000033_000019_gtFine_labelIds.png '
        'erfurt_000063_000019_gtFine_labelIds.png erfurt_000075_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/hamburg': (
        'hamburg_000000_001613_gtFine_labelIds.png hamburg_000000_047157_gtFine_labelIds.png '
        'hamburg_000000_048494_gtFine_labelIds.png hamburg_000000_050160_gtFine_labelIds.png '
        'hamburg_000000_065843_gtFine_labelIds.png hamburg_000000_068916_gtFine_labelIds.png '
        'hamburg_000000_069177_gtFine_labelIds.png hamburg_000000_080674_gtFine_labelIds.png'
    ),
    'gtFine/train/hanover': (
        'hanover_000000_011471_gtFine_labelIds.png hanover_000000_015587_gtFine_labelIds.png '
        'hanover_000000_018800_gtFine_labelIds.png hanover_000000_020089_gtFine_labelIds.png '
        'hanover_000000_024276_gtFine_labelIds.png hanover_000000_027650_gtFine_labelIds.png '
        'hanover_000000_033457_gtFine_labelIds.png hanover_000000_034935_gtFine_labelIds.png '
        'hanover_000000_040793_gtFine_labelIds.png hanover_000000_043102_gtFine_labelIds.png '
        'hanover_000000_043653_gtFine_labelIds.png hanover_000000_043822_gtFine_labelIds.png'
    ),
    'gtFine/train/jena': (
        'jena_000053_000019_gtFine_labelIds.png jena_000073_000019_gtFine_labelIds.png '
        'jena_000075_000019_gtFine_labelIds.png jena_000098_000019_gtFine_labelIds.png '
        'jena_000110_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/krefeld': (
        'krefeld_000000_004447_gtFine_labelIds.png krefeld_000000_008584_gtFine_labelIds.png '
        'krefeld_000000_016342_gtFine_labelIds.png krefeld_000000_024276_gtFine_labelIds.png '
        'krefeld_000000_034231_gtFine_labelIds.png'
    ),
    'gtFine/train/monchengladbach': (
        'monchengladbach_000000_006518_gtFine_labelIds.png monchengladbach_000000_009690_gtFine_labelIds.png '
        'monchengladbach_000000_015928_gtFine_labelIds.png monchengladbach_000000_023856_gtFine_labelIds.png '
        'monchengladbach_000000_024243_gtFine_labelIds.png monchengladbach_000000_030010_gtFine_labelIds.png'
    ),
    'gtFine/train/strasbourg': (
        'strasbourg_000000_000065_gtFine_labelIds.png strasbourg_000000_004660_gtFine_labelIds.png '
        'strasbourg_000000_009619_gtFine_labelIds.png strasbourg_000000_014503_gtFine_labelIds.png '
        'strasbourg_000000_018358_gtFine_labelIds.png strasbourg_000000_029577_gtFine_labelIds.png '
        'strasbourg_000000_029915_gtFine_labelIds.png strasbourg_000000_030941_gtFine_labelIds.png '
        'strasbourg_000001_000710_gtFine_labelIds.png strasbourg_000001_002081_gtFine_labelIds.png '
        'strasbourg_000001_002644_gtFine_labelIds.png strasbourg_000001_010162_gtFine_labelIds.png '
        'strasbourg_000001_011990_gtFine_labelIds.png strasbourg_000001_014033_gtFine_labelIds.png '
        'strasbourg_000001_014629_gtFine_labelIds.png strasbourg_000001_019247_gtFine_labelIds.png '
        'strasbourg_000001_025426_gtFine_labelIds.png strasbourg_000001_028379_gtFine_labelIds.png '
        'strasbourg_000001_047955_gtFine_labelIds.png strasbourg_000001_049977_gtFine_labelIds.png '
        'strasbourg_000001_051877_gtFine_labelIds.png strasbourg_000001_056330_gtFine_labelIds.png '
        'strasbourg_000001_060061_gtFine_labelIds.png'
    ),
    'gtFine/train/stuttgart': (
        'stuttgart_000016_000019_gtFine_labelIds.png stuttgart_000030_000019_gtFine_labelIds.png '
        'stuttgart_000032_000019_gtFine_labelIds.png stuttgart_000037_000019_gtFine_labelIds.png '
        'stuttgart_000042_000019_gtFine_labelIds.png stuttgart_000064_000019_gtFine_labelIds.png '
        'stuttgart_000067_000019_gtFine_labelIds.png stuttgart_000082_000019_gtFine_labelIds.png '
        'stuttgart_000084_000019_gtFine_labelIds.png stuttgart_000107_000019_gtFine_labelIds.png '
        'stuttgart_000111_000019_gtFine_labelIds.png stuttgart_000134_000019_gtFine_labelIds.png '
        'stuttgart_000144_000019_gtFine_labelIds.png stuttgart_000155_000019_gtFine_labelIds.png '
        'stuttgart_000174_000019_gtFine_labelIds.png stuttgart_000183_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/tubingen': (
        'tubingen_000027_000019_gtFine_labelIds.png tubingen_000032_000019_gtFine_labelIds.png '
        'tubingen_000036_000019_gtFine_labelIds.png tubingen_000049_000019_gtFine_labelIds.png '
        'tubingen_000059_000019_gtFine_labelIds.png tubingen_000061_000019_gtFine_labelIds.png '
        'tubingen_000062_000019_gtFine_labelIds.png tubingen_000086_000019_gtFine_labelIds.png '
        'tubingen_000087_000019_gtFine_labelIds.png tubingen_000103_000019_gtFine_labelIds.png '
        'tubingen_000113_000019_gtFine_labelIds.png tubingen_000131_000019_gtFine_labelIds.png '
        'tubingen_000132_000019_gtFine_labelIds.png tubingen_000133_000019_gtFine_labelIds.png '
        'tubingen_000134_000019_gtFine_labelIds.png tubingen_000138_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/weimar': (
        'weimar_000037_000019_gtFine_labelIds.png weimar_000058_000019_gtFine_labelIds.png '
        'weimar_000066_000019_gtFine_labelIds.png weimar_000079_000019_gtFine_labelIds.png '
        'weimar_000092_000019_gtFine_labelIds.png weimar_000101_000019_gtFine_labelIds.png '
        'weimar_000135_000019_gtFine_labelIds.png'
    ),
    'gtFine/train/zurich': (
        'zurich_000018_000019_gtFine_labelIds.png zurich_000038_000019_gtFine_labelIds.png '
        'zurich_000047_000019_gtFine_labelIds.png zurich_000068_000019_gtFine_labelIds.png'
    ),
    'gtFine/val/frankfurt': (
        'frankfurt_000000_004617_gtFine_labelIds.png frankfurt_000000_005898_gtFine_labelIds.png '
        'frankfurt_000001_005703_gtFine_labelIds.png frankfurt_000001_012519_gtFine_labelIds.png '
        'frankfurt_000001_028232_gtFine_labelIds.png frankfurt_000001_030310_gtFine_labelIds.png '
        'frankfurt_000001_032018_gtFine_labelIds.png frankfurt_000001_049209_gtFine_labelIds.png '
        'frankfurt_000001_054884_gtFine_labelIds.png frankfurt_000001_073911_gtFine_labelIds.png '
        'frankfurt_000001_080391_gtFine_labelIds.png'
    ),
    'gtFine/val/lindau': (
        'lindau_000012_000019_gtFine_labelIds.png lindau_000030_000019_gtFine_labelIds.png '
        'lindau_000053_000019_gtFine_labelIds.png lindau_000056_000019_gtFine_labelIds.png'
    ),
    'gtFine/val/munster': (
        'munster_000021_000019_gtFine_labelIds.png munster_000022_000019_gtFine_labelIds.png '
        'munster_000024_000019_gtFine_labelIds.png munster_000034_000019_gtFine_labelIds.png '
        'munster_000042_000019_gtFine_labelIds.png munster_000046_000019_gtFine_labelIds.png '
        'munster_000058_000019_gtFine_labelIds.png munster_000077_000019_gtFine_labelIds.png '
        'munster_000099_000019_gtFine_labelIds.png munster_000107_000019_gtFine_labelIds.png '
        'munster_000109_000019_gtFine_labelIds.png munster_000113_000019_gtFine_labelIds.png '
        'munster_000137_000019_gtFine_labelIds.png munster_000153_000019_gtFine_labelIds.png '
        'munster_000154_000019_gtFine_labelIds.png'
    ),
    'gtCoarse/train_extra/augsburg': (
        'augsburg_000000_000251_gtCoarse_labelIds.png augsburg_000000_000267_gtCoarse_labelIds.png '
        'augsburg_000000_000943_gtCoarse_labelIds.png augsburg_000000_000995_gtCoarse_labelIds.png '
        'augsburg_000000_001008_gtCoarse_labelIds.png augsburg_000000_001058_gtCoarse_labelIds.png '
        'augsburg_000000_001090_gtCoarse_labelIds.png augsburg_000000_001116_gtCoarse_labelIds.png '
        'augsburg_000000_001327_gtCoarse_labelIds.png augsburg_000000_001367_gtCoarse_labelIds.png '
        'augsburg_000000_001436_gtCoarse_labelIds.png augsburg_000000_001444_gtCoarse_labelIds.png '
        'augsburg_000000_001466_gtCoarse_labelIds.png augsburg_000000_001475_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/bamberg': (
        'bamberg_000000_000240_gtCoarse_labelIds.png bamberg_000000_000258_gtCoarse_labelIds.png '
        'bamberg_000000_000329_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/bayreuth': (
        'bayreuth_000000_000406_gtCoarse_labelIds.png bayreuth_000000_000408_gtCoarse_labelIds.png '
        'bayreuth_000000_000632_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/dortmund': (
        'dortmund_000000_000067_gtCoarse_labelIds.png dortmund_000000_000253_gtCoarse_labelIds.png '
        'dortmund_000000_000356_gtCoarse_labelIds.png dortmund_000000_000512_gtCoarse_labelIds.png '
        'dortmund_000000_000753_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/dresden': (
        'dresden_000000_000061_gtCoarse_labelIds.png dresden_000000_000110_gtCoarse_labelIds.png '
        'dresden_000000_000177_gtCoarse_labelIds.png dresden_000000_000227_gtCoarse_labelIds.png '
        'dresden_000000_000370_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/duisburg': (
        'duisburg_000000_000290_gtCoarse_labelIds.png duisburg_000000_000543_gtCoarse_labelIds.png '
        'duisburg_000000_000676_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/heidelberg': (
        'heidelberg_000000_000095_gtCoarse_labelIds.png heidelberg_000000_000205_gtCoarse_labelIds.png '
        'heidelberg_000000_000245_gtCoarse_labelIds.png heidelberg_000000_000271_gtCoarse_labelIds.png '
        'heidelberg_000000_000350_gtCoarse_labelIds.png heidelberg_000000_000722_gtCoarse_labelIds.png '
        'heidelberg_000000_000772_gtCoarse_labelIds.png heidelberg_000000_000911_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/heilbronn': (
        'heilbronn_000000_000280_gtCoarse_labelIds.png heilbronn_000000_000371_gtCoarse_labelIds.png '
        'heilbronn_000000_000410_gtCoarse_labelIds.png heilbronn_000000_000636_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/konstanz': (
        'konstanz_000000_000043_gtCoarse_labelIds.png konstanz_000000_000703_gtCoarse_labelIds.png '
        'konstanz_000000_000886_gtCoarse_labelIds.png konstanz_000000_001135_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/mannheim': (
        'mannheim_000000_000291_gtCoarse_labelIds.png mannheim_000000_000300_gtCoarse_labelIds.png '
        'mannheim_000000_000443_gtCoarse_labelIds.png mannheim_000000_000836_gtCoarse_labelIds.png '
        'mannheim_000000_001023_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/muhlheim-ruhr': (
        'muhlheim-ruhr_000000_000312_gtCoarse_labelIds.png muhlheim-ruhr_000000_000455_gtCoarse_labelIds.png '
        'muhlheim-ruhr_000000_000500_gtCoarse_labelIds.png muhlheim-ruhr_000000_001047_gtCoarse_labelIds.png '
        'muhlheim-ruhr_000000_001063_gtCoarse_labelIds.png muhlheim-ruhr_000000_001125_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/nuremberg': (
        'nuremberg_000000_000273_gtCoarse_labelIds.png nuremberg_000000_000370_gtCoarse_labelIds.png '
        'nuremberg_000000_000521_gtCoarse_labelIds.png nuremberg_000000_000572_gtCoarse_labelIds.png '
        'nuremberg_000000_000651_gtCoarse_labelIds.png nuremberg_000000_000665_gtCoarse_labelIds.png '
        'nuremberg_000000_000790_gtCoarse_labelIds.png nuremberg_000000_001482_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/oberhausen': (
        'oberhausen_000000_000225_gtCoarse_labelIds.png oberhausen_000000_000400_gtCoarse_labelIds.png '
        'oberhausen_000000_000624_gtCoarse_labelIds.png oberhausen_000000_000648_gtCoarse_labelIds.png '
        'oberhausen_000000_000842_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/schweinfurt': (
        'schweinfurt_000000_000026_gtCoarse_labelIds.png schweinfurt_000000_000248_gtCoarse_labelIds.png '
        'schweinfurt_000000_000537_gtCoarse_labelIds.png schweinfurt_000000_000632_gtCoarse_labelIds.png '
        'schweinfurt_000000_000682_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/wuppertal': (
        'wuppertal_000000_000291_gtCoarse_labelIds.png wuppertal_000000_000514_gtCoarse_labelIds.png '
        'wuppertal_000000_000520_gtCoarse_labelIds.png wuppertal_000000_000531_gtCoarse_labelIds.png '
        'wuppertal_000000_000561_gtCoarse_labelIds.png wuppertal_000000_000683_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/wurzburg': (
        'wurzburg_000000_000010_gtCoarse_labelIds.png wurzburg_000000_000222_gtCoarse_labelIds.png '
        'wurzburg_000000_000679_gtCoarse_labelIds.png wurzburg_000000_000695_gtCoarse_labelIds.png '
        'wurzburg_000000_000765_gtCoarse_labelIds.png wurzburg_000000_001161_gtCoarse_labelIds.png '
        'wurzburg_000000_001203_gtCoarse_labelIds.png wurzburg_000000_001291_gtCoarse_labelIds.png '
        'wurzburg_000000_001311_gtCoarse_labelIds.png wurzburg_000000_001386_gtCoarse_labelIds.png '
        'wurzburg_000000_001451_gtCoarse_labelIds.png wurzburg_000000_001520_gtCoarse_labelIds.png'
    ),
}

CS_LABELS_OTHER = {
    '': (
        'gtCoarse/train_extra/bamberg/bamberg_000000_000411_gtCoarse_labelIds.png '
        'gtCoarse/train_extra/erlangen/erlangen_000000_000077_gtCoarse_labelIds.png '
        'gtCoarse/train_extra/erlangen/erlangen_000000_000229_gtCoarse_labelIds.png'
    ),
    'leftImg8bit/train/aachen': (
        'aachen_000014_000019_leftImg8bit.png aachen_000015_000019_leftImg8bit.png '
        'aachen_000049_000019_leftImg8bit.png aachen_000051_000019_leftImg8bit.png '
        'aachen_000059_000019_leftImg8bit.png aachen_000061_000019_leftImg8bit.png '
        'aachen_000092_000019_leftImg8bit.png aachen_000124_000019_leftImg8bit.png '
        'aachen_000131_000019_leftImg8bit.png aachen_000153_000019_leftImg8bit.png '
        'aachen_000173_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/bochum': (
        'bochum_000000_014658_leftImg8bit.png bochum_000000_016260_leftImg8bit.png '
        'bochum_000000_023435_leftImg8bit.png bochum_000000_023648_leftImg8bit.png '
        'bochum_000000_029721_leftImg8bit.png bochum_000000_031922_leftImg8bit.png '
        'bochum_000000_032169_leftImg8bit.png bochum_000000_037223_leftImg8bit.png '
        'bochum_000000_037829_leftImg8bit.png'
    ),
    'leftImg8bit/train/bremen': (
        'bremen_000022_000019_leftImg8bit.png bremen_000032_000019_leftImg8bit.png '
        'bremen_000050_000019_leftImg8bit.png bremen_000052_000019_leftImg8bit.png '
        'bremen_000067_000019_leftImg8bit.png bremen_000077_000019_leftImg8bit.png '
        'bremen_000104_000019_leftImg8bit.png bremen_000127_000019_leftImg8bit.png '
        'bremen_000134_000019_leftImg8bit.png bremen_000149_000019_leftImg8bit.png '
        'bremen_000198_000019_leftImg8bit.png bremen_000210_000019_leftImg8bit.png '
        'bremen_000225_000019_leftImg8bit.png bremen_000292_000019_leftImg8bit.png '
        'bremen_000293_000019_leftImg8bit.png bremen_000307_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/cologne': (
        'cologne_000033_000019_leftImg8bit.png cologne_000035_000019_leftImg8bit.png '
        'cologne_000056_000019_leftImg8bit.png cologne_000074_000019_leftImg8bit.png '
        'cologne_000110_000019_leftImg8bit.png cologne_000111_000019_leftImg8bit.png '
        'cologne_000122_000019_leftImg8bit.png cologne_000141_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/darmstadt': (
        'darmstadt_000000_000019_leftImg8bit.png darmstadt_000010_000019_leftImg8bit.png '
        'darmstadt_000011_000019_leftImg8bit.png darmstadt_000036_000019_leftImg8bit.png '
        'darmstadt_000039_000019_leftImg8bit.png darmstadt_000045_000019_leftImg8bit.png '
        'darmstadt_000064_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/dusseldorf': (
        'dusseldorf_000026_000019_leftImg8bit.png dusseldorf_000050_000019_leftImg8bit.png '
        'dusseldorf_000062_000019_leftImg8bit.png dusseldorf_000104_000019_leftImg8bit.png '
        'dusseldorf_000106_000019_leftImg8bit.png dusseldorf_000127_000019_leftImg8bit.png '
        'dusseldorf_000128_000019_leftImg8bit.png dusseldorf_000157_000019_leftImg8bit.png '
        'dusseldorf_000190_000019_leftImg8bit.png dusseldorf_000195_000019_leftImg8bit.png '
        'dusseldorf_000210_000019_leftImg8bit.png dusseldorf_000211_000019_leftImg8bit.png '
        'dusseldorf_000216_000019_leftImg8bit.png dusseldorf_000217_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/erfurt': (
        'erfurt_000039_000019_leftImg8bit.png erfurt_000041_000019_leftImg8bit.png '
        'erfurt_000089_000019_leftImg8bit.png erfurt_000102_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/hamburg': (
        'hamburg_000000_006322_leftImg8bit.png hamburg_000000_007737_leftImg8bit.png '
        'hamburg_000000_013577_leftImg8bit.png hamburg_000000_032719_leftImg8bit.png '
        'hamburg_000000_036527_leftImg8bit.png hamburg_000000_042885_leftImg8bit.png '
        'hamburg_000000_045908_leftImg8bit.png hamburg_000000_046078_leftImg8bit.png '
        'hamburg_000000_047220_leftImg8bit.png hamburg_000000_054029_leftImg8bit.png '
        'hamburg_000000_061048_leftImg8bit.png hamburg_000000_085645_leftImg8bit.png '
        'hamburg_000000_090742_leftImg8bit.png hamburg_000000_093325_leftImg8bit.png '
        'hamburg_000000_098862_leftImg8bit.png hamburg_000000_099368_leftImg8bit.png'
    ),
    'leftImg8bit/train/hanover': (
        'hanover_000000_001620_leftImg8bit.png hanover_000000_003411_leftImg8bit.png '
        'hanover_000000_005288_leftImg8bit.png hanover_000000_010403_leftImg8bit.png '
        'hanover_000000_013205_leftImg8bit.png hanover_000000_014713_leftImg8bit.png '
        'hanover_000000_023239_leftImg8bit.png hanover_000000_026743_leftImg8bit.png '
        'hanover_000000_034347_leftImg8bit.png hanover_000000_039470_leftImg8bit.png '
        'hanover_000000_040133_leftImg8bit.png hanover_000000_047499_leftImg8bit.png '
        'hanover_000000_050398_leftImg8bit.png'
    ),
    'leftImg8bit/train/jena': (
        'jena_000006_000019_leftImg8bit.png jena_000011_000019_leftImg8bit.png '
        'jena_000051_000019_leftImg8bit.png jena_000082_000019_leftImg8bit.png '
        'jena_000104_000019_leftImg8bit.png jena_000112_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/krefeld': (
        'krefeld_000000_006274_leftImg8bit.png krefeld_000000_010160_leftImg8bit.png '
        'krefeld_000000_026269_leftImg8bit.png krefeld_000000_026919_leftImg8bit.png '
        'krefeld_000000_030111_leftImg8bit.png'
    ),
    'leftImg8bit/train/monchengladbach': (
        'monchengladbach_000000_015928_leftImg8bit.png monchengladbach_000000_023375_leftImg8bit.png '
        'monchengladbach_000000_028216_leftImg8bit.png monchengladbach_000000_029526_leftImg8bit.png '
        'monchengladbach_000000_033454_leftImg8bit.png monchengladbach_000000_035083_leftImg8bit.png'
    ),
    'leftImg8bit/train/strasbourg': (
        'strasbourg_000000_001278_leftImg8bit.png strasbourg_000000_002183_leftImg8bit.png '
        'strasbourg_000000_014235_leftImg8bit.png strasbourg_000000_014416_leftImg8bit.png '
        'strasbourg_000000_014743_leftImg8bit.png strasbourg_000000_016024_leftImg8bit.png '
        'strasbourg_000000_018616_leftImg8bit.png strasbourg_000000_026575_leftImg8bit.png '
        'strasbourg_000000_027771_leftImg8bit.png strasbourg_000000_028240_leftImg8bit.png '
        'strasbourg_000001_011617_leftImg8bit.png strasbourg_000001_016253_leftImg8bit.png '
        'strasbourg_000001_017469_leftImg8bit.png strasbourg_000001_027097_leftImg8bit.png '
        'strasbourg_000001_034633_leftImg8bit.png strasbourg_000001_039703_leftImg8bit.png '
        'strasbourg_000001_047336_leftImg8bit.png strasbourg_000001_047755_leftImg8bit.png '
        'strasbourg_000001_051134_leftImg8bit.png strasbourg_000001_063385_leftImg8bit.png'
    ),
    'leftImg8bit/train/stuttgart': (
        'stuttgart_000000_000019_leftImg8bit.png stuttgart_000026_000019_leftImg8bit.png '
        'stuttgart_000071_000019_leftImg8bit.png stuttgart_000075_000019_leftImg8bit.png '
        'stuttgart_000077_000019_leftImg8bit.png stuttgart_000123_000019_leftImg8bit.png '
        'stuttgart_000151_000019_leftImg8bit.png stuttgart_000160_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/tubingen': (
        'tubingen_000005_000019_leftImg8bit.png tubingen_000026_000019_leftImg8bit.png '
        'tubingen_000029_000019_leftImg8bit.png tubingen_000036_000019_leftImg8bit.png '
        'tubingen_000043_000019_leftImg8bit.png tubingen_000071_000019_leftImg8bit.png '
        'tubingen_000132_000019_leftImg8bit.png tubingen_000139_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/ulm': (
        'ulm_000016_000019_leftImg8bit.png ulm_000040_000019_leftImg8bit.png '
        'ulm_000047_000019_leftImg8bit.png ulm_000063_000019_leftImg8bit.png '
        'ulm_000077_000019_leftImg8bit.png ulm_000083_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/weimar': (
        'weimar_000034_000019_leftImg8bit.png weimar_000073_000019_leftImg8bit.png '
        'weimar_000095_000019_leftImg8bit.png weimar_000113_000019_leftImg8bit.png '
        'weimar_000137_000019_leftImg8bit.png'
    ),
    'leftImg8bit/train/zurich': (
        'zurich_000012_000019_leftImg8bit.png zurich_000019_000019_leftImg8bit.png '
        'zurich_000031_000019_leftImg8bit.png zurich_000045_000019_leftImg8bit.png'
    ),
    'leftImg8bit/val/frankfurt': (
        'frankfurt_000000_007365_leftImg8bit.png frankfurt_000000_015676_leftImg8bit.png '
        'frankfurt_000000_018797_leftImg8bit.png frankfurt_000001_003588_leftImg8bit.png '
        'frankfurt_000001_007285_leftImg8bit.png frankfurt_000001_011835_leftImg8bit.png '
        'frankfurt_000001_012519_leftImg8bit.png frankfurt_000001_015328_leftImg8bit.png '
        'frankfurt_000001_019854_leftImg8bit.png frankfurt_000001_042384_leftImg8bit.png '
        'frankfurt_000001_043564_leftImg8bit.png frankfurt_000001_055387_leftImg8bit.png '
        'frankfurt_000001_057478_leftImg8bit.png frankfurt_000001_058504_leftImg8bit.png '
        'frankfurt_000001_062793_leftImg8bit.png frankfurt_000001_065160_leftImg8bit.png'
    ),
    'leftImg8bit/val/lindau': (
        'lindau_000017_000019_leftImg8bit.png lindau_000019_000019_leftImg8bit.png '
        'lindau_000023_000019_leftImg8bit.png lindau_000053_000019_leftImg8bit.png'
    ),
    'leftImg8bit/val/munster': (
        'munster_000035_000019_leftImg8bit.png munster_000036_000019_leftImg8bit.png '
        'munster_000040_000019_leftImg8bit.png munster_000041_000019_leftImg8bit.png '
        'munster_000063_000019_leftImg8bit.png munster_000075_000019_leftImg8bit.png '
        'munster_000083_000019_leftImg8bit.png munster_000102_000019_leftImg8bit.png '
        'munster_000103_000019_leftImg8bit.png munster_000115_000019_leftImg8bit.png '
        'munster_000131_000019_leftImg8bit.png munster_000133_000019_leftImg8bit.png '
        'munster_000155_000019_leftImg8bit.png munster_000160_000019_leftImg8bit.png'
    ),
    'gtCoarse/train_extra/augsburg': (
        'augsburg_000000_000433_gtCoarse_labelIds.png augsburg_000000_000495_gtCoarse_labelIds.png '
        'augsburg_000000_000910_gtCoarse_labelIds.png augsburg_000000_001017_gtCoarse_labelIds.png '
        'augsburg_000000_001068_gtCoarse_labelIds.png augsburg_000000_001093_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/bayreuth': (
        'bayreuth_000000_000222_gtCoarse_labelIds.png bayreuth_000000_000232_gtCoarse_labelIds.png '
        'bayreuth_000000_000531_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/dortmund': (
        'dortmund_000000_000211_gtCoarse_labelIds.png dortmund_000000_000582_gtCoarse_labelIds.png '
        'dortmund_000000_000800_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/dresden': (
        'dresden_000000_000044_gtCoarse_labelIds.png dresden_000000_000228_gtCoarse_labelIds.png '
        'dresden_000000_000274_gtCoarse_labelIds.png dresden_000000_000282_gtCoarse_labelIds.png '
        'dresden_000000_000293_gtCoarse_labelIds.png dresden_000000_000328_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/duisburg': (
        'duisburg_000000_000071_gtCoarse_labelIds.png duisburg_000000_000293_gtCoarse_labelIds.png '
        'duisburg_000000_000446_gtCoarse_labelIds.png duisburg_000000_000783_gtCoarse_labelIds.png '
        'duisburg_000000_000791_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/freiburg': (
        'freiburg_000000_000123_gtCoarse_labelIds.png freiburg_000000_000207_gtCoarse_labelIds.png '
        'freiburg_000000_000254_gtCoarse_labelIds.png freiburg_000000_000309_gtCoarse_labelIds.png '
        'freiburg_000000_000621_gtCoarse_labelIds.png freiburg_000000_000692_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/heidelberg': (
        'heidelberg_000000_000105_gtCoarse_labelIds.png heidelberg_000000_000183_gtCoarse_labelIds.png '
        'heidelberg_000000_000221_gtCoarse_labelIds.png heidelberg_000000_000250_gtCoarse_labelIds.png '
        'heidelberg_000000_000379_gtCoarse_labelIds.png heidelberg_000000_000539_gtCoarse_labelIds.png '
        'heidelberg_000000_000618_gtCoarse_labelIds.png heidelberg_000000_000906_gtCoarse_labelIds.png '
        'heidelberg_000000_001046_gtCoarse_labelIds.png heidelberg_000000_001173_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/heilbronn': (
        'heilbronn_000000_000007_gtCoarse_labelIds.png heilbronn_000000_000047_gtCoarse_labelIds.png '
        'heilbronn_000000_000162_gtCoarse_labelIds.png heilbronn_000000_000287_gtCoarse_labelIds.png '
        'heilbronn_000000_000409_gtCoarse_labelIds.png heilbronn_000000_000695_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/karlsruhe': (
        'karlsruhe_000000_000134_gtCoarse_labelIds.png karlsruhe_000000_000220_gtCoarse_labelIds.png '
        'karlsruhe_000000_000566_gtCoarse_labelIds.png karlsruhe_000000_000836_gtCoarse_labelIds.png '
        'karlsruhe_000000_001012_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/konstanz': (
        'konstanz_000000_000072_gtCoarse_labelIds.png konstanz_000000_000541_gtCoarse_labelIds.png '
        'konstanz_000000_000734_gtCoarse_labelIds.png konstanz_000000_000990_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/mannheim': (
        'mannheim_000000_000657_gtCoarse_labelIds.png mannheim_000000_000962_gtCoarse_labelIds.png '
        'mannheim_000000_001143_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/muhlheim-ruhr': (
        'muhlheim-ruhr_000000_000089_gtCoarse_labelIds.png muhlheim-ruhr_000000_000374_gtCoarse_labelIds.png '
        'muhlheim-ruhr_000000_000553_gtCoarse_labelIds.png muhlheim-ruhr_000000_000779_gtCoarse_labelIds.png '
        'muhlheim-ruhr_000000_001055_gtCoarse_labelIds.png muhlheim-ruhr_000000_001059_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/nuremberg': (
        'nuremberg_000000_000166_gtCoarse_labelIds.png nuremberg_000000_000167_gtCoarse_labelIds.png '
        'nuremberg_000000_000177_gtCoarse_labelIds.png nuremberg_000000_000270_gtCoarse_labelIds.png '
        'nuremberg_000000_000291_gtCoarse_labelIds.png nuremberg_000000_000471_gtCoarse_labelIds.png '
        'nuremberg_000000_000563_gtCoarse_labelIds.png nuremberg_000000_000765_gtCoarse_labelIds.png '
        'nuremberg_000000_000908_gtCoarse_labelIds.png nuremberg_000000_001183_gtCoarse_labelIds.png '
        'nuremberg_000000_001206_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/oberhausen': (
        'oberhausen_000000_000217_gtCoarse_labelIds.png oberhausen_000000_000265_gtCoarse_labelIds.png '
        'oberhausen_000000_000332_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/saarbrucken': (
        'saarbrucken_000000_000103_gtCoarse_labelIds.png saarbrucken_000000_000442_gtCoarse_labelIds.png '
        'saarbrucken_000000_000462_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/schweinfurt': (
        'schweinfurt_000000_000076_gtCoarse_labelIds.png schweinfurt_000000_000079_gtCoarse_labelIds.png '
        'schweinfurt_000000_000148_gtCoarse_labelIds.png schweinfurt_000000_000583_gtCoarse_labelIds.png '
        'schweinfurt_000000_000603_gtCoarse_labelIds.png schweinfurt_000000_000623_gtCoarse_labelIds.png '
        'schweinfurt_000000_000651_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/wuppertal': (
        'wuppertal_000000_000190_gtCoarse_labelIds.png wuppertal_000000_000247_gtCoarse_labelIds.png '
        'wuppertal_000000_000552_gtCoarse_labelIds.png wuppertal_000000_000585_gtCoarse_labelIds.png '
        'wuppertal_000000_000811_gtCoarse_labelIds.png'
    ),
    'gtCoarse/train_extra/wurzburg': (
        'wurzburg_000000_000251_gtCoarse_labelIds.png wurzburg_000000_000494_gtCoarse_labelIds.png '
        'wurzburg_000000_000864_gtCoarse_labelIds.png wurzburg_000000_001197_gtCoarse_labelIds.png '
        'wurzburg_000000_001496_gtCoarse_labelIds.png'
    ),
}

ADE_IMAGES = {
    'ADEChallengeData2016/images/training': (
        'ADE_train_00000036.jpg ADE_train_00000243.jpg ADE_train_00000274.jpg ADE_train_00000289.jpg '
        'ADE_train_00000311.jpg ADE_train_00000346.jpg ADE_train_00000499.jpg ADE_train_00000513.jpg '
        'ADE_train_00000612.jpg ADE_train_00000717.jpg ADE_train_00000732.jpg ADE_train_00000888.jpg '
        'ADE_train_00000908.jpg ADE_train_00001028.jpg ADE_train_00001060.jpg ADE_train_00001104.jpg '
        'ADE_train_00001264.jpg ADE_train_00001294.jpg ADE_train_00001337.jpg ADE_train_00001386.jpg '
        'ADE_train_00001460.jpg ADE_train_00001584.jpg ADE_train_00001725.jpg ADE_train_00001735.jpg '
        'ADE_train_00001782.jpg ADE_train_00001818.jpg ADE_train_00001918.jpg ADE_train_00001963.jpg '
        'ADE_train_00002156.jpg ADE_train_00002216.jpg ADE_train_00002270.jpg ADE_train_00002386.jpg '
        'ADE_train_00002389.jpg ADE_train_00002495.jpg ADE_train_00002803.jpg ADE_train_00002823.jpg '
        'ADE_train_00002843.jpg ADE_train_00003251.jpg ADE_train_00003388.jpg ADE_train_00003400.jpg '
        'ADE_train_00003480.jpg ADE_train_00003487.jpg ADE_train_00003491.jpg ADE_train_00003511.jpg '
        'ADE_train_00003695.jpg ADE_train_00003732.jpg ADE_train_00003778.jpg ADE_train_00003807.jpg '
        'ADE_train_00003838.jpg ADE_train_00003950.jpg ADE_train_00004043.jpg ADE_train_00004060.jpg '
        'ADE_train_00004158.jpg ADE_train_00004206.jpg ADE_train_00004321.jpg ADE_train_00004454.jpg '
        'ADE_train_00004485.jpg ADE_train_00004559.jpg ADE_train_00004709.jpg ADE_train_00004714.jpg '
        'ADE_train_00004900.jpg ADE_train_00004916.jpg ADE_train_00004929.jpg ADE_train_00004941.jpg '
        'ADE_train_00004959.jpg ADE_train_00005102.jpg ADE_train_00005319.jpg ADE_train_00005352.jpg '
        'ADE_train_00005395.jpg ADE_train_00005422.jpg ADE_train_00005480.jpg ADE_train_00005583.jpg '
        'ADE_train_00005585.jpg ADE_train_00005691.jpg ADE_train_00005714.jpg ADE_train_00005733.jpg '
        'ADE_train_00005764.jpg ADE_train_00006188.jpg ADE_train_00006252.jpg ADE_train_00006315.jpg '
        'ADE_train_00006389.jpg ADE_train_00006436.jpg ADE_train_00006502.jpg ADE_train_00006533.jpg '
        'ADE_train_00006602.jpg ADE_train_00006612.jpg ADE_train_00006616.jpg ADE_train_00006664.jpg '
        'ADE_train_00006693.jpg ADE_train_00006725.jpg ADE_train_00006734.jpg ADE_train_00006861.jpg '
        'ADE_train_00006868.jpg ADE_train_00006874.jpg ADE_train_00006952.jpg ADE_train_00006956.jpg '
        'ADE_train_00007108.jpg ADE_train_00007175.jpg ADE_train_00007191.jpg ADE_train_00007205.jpg '
        'ADE_train_00007212.jpg ADE_train_00007280.jpg ADE_train_00007285.jpg ADE_train_00007319.jpg '
        'ADE_train_00007367.jpg ADE_train_00007437.jpg ADE_train_00007499.jpg ADE_train_00007515.jpg '
        'ADE_train_00007557.jpg ADE_train_00007580.jpg ADE_train_00007603.jpg ADE_train_00007613.jpg '
        'ADE_train_00007660.jpg ADE_train_00007670.jpg ADE_train_00007962.jpg ADE_train_00007983.jpg '
        'ADE_train_00008017.jpg ADE_train_00008102.jpg ADE_train_00008193.jpg ADE_train_00008207.jpg '
        'ADE_train_00008250.jpg ADE_train_00008270.jpg ADE_train_00008331.jpg ADE_train_00008411.jpg '
        'ADE_train_00008426.jpg ADE_train_00008654.jpg ADE_train_00008881.jpg ADE_train_00009023.jpg '
        'ADE_train_00009119.jpg ADE_train_00009122.jpg ADE_train_00009217.jpg ADE_train_00009392.jpg '
        'ADE_train_00009441.jpg ADE_train_00009453.jpg ADE_train_00009457.jpg ADE_train_00009510.jpg '
        'ADE_train_00009645.jpg ADE_train_00009715.jpg ADE_train_00009778.jpg ADE_train_00009788.jpg '
        'ADE_train_00009808.jpg ADE_train_00009893.jpg ADE_train_00009983.jpg ADE_train_00010063.jpg '
        'ADE_train_00010088.jpg ADE_train_00010226.jpg ADE_train_00010318.jpg ADE_train_00010375.jpg '
        'ADE_train_00010398.jpg ADE_train_00010418.jpg ADE_train_00010445.jpg ADE_train_00010474.jpg '
        'ADE_train_00010495.jpg ADE_train_00010520.jpg ADE_train_00010555.jpg ADE_train_00010647.jpg '
        'ADE_train_00010648.jpg ADE_train_00010791.jpg ADE_train_00010926.jpg ADE_train_00011013.jpg '
        'ADE_train_00011102.jpg ADE_train_00011136.jpg ADE_train_00011164.jpg ADE_train_00011267.jpg '
        'ADE_train_00011286.jpg ADE_train_00011333.jpg ADE_train_00011352.jpg ADE_train_00011455.jpg '
        'ADE_train_00011688.jpg ADE_train_00011836.jpg ADE_train_00011975.jpg ADE_train_00012020.jpg '
        'ADE_train_00012025.jpg ADE_train_00012034.jpg ADE_train_00012111.jpg ADE_train_00012119.jpg '
        'ADE_train_00012362.jpg ADE_train_00012397.jpg ADE_train_00012398.jpg ADE_train_00012760.jpg '
        'ADE_train_00012833.jpg ADE_train_00012876.jpg ADE_train_00013019.jpg ADE_train_00013038.jpg '
        'ADE_train_00013059.jpg ADE_train_00013125.jpg ADE_train_00013232.jpg ADE_train_00013354.jpg '
        'ADE_train_00013372.jpg ADE_train_00013459.jpg ADE_train_00013460.jpg ADE_train_00013503.jpg '
        'ADE_train_00013578.jpg ADE_train_00013592.jpg ADE_train_00013602.jpg ADE_train_00013615.jpg '
        'ADE_train_00013751.jpg ADE_train_00013820.jpg ADE_train_00013843.jpg ADE_train_00013919.jpg '
        'ADE_train_00013960.jpg ADE_train_00014183.jpg ADE_train_00014219.jpg ADE_train_00014250.jpg '
        'ADE_train_00014292.jpg ADE_train_00014302.jpg ADE_train_00014468.jpg ADE_train_00014515.jpg '
        'ADE_train_00014573.jpg ADE_train_00014588.jpg ADE_train_00014604.jpg ADE_train_00014655.jpg '
        'ADE_train_00014717.jpg ADE_train_00014877.jpg ADE_train_00014935.jpg ADE_train_00015126.jpg '
        'ADE_train_00015195.jpg ADE_train_00015290.jpg ADE_train_00015430.jpg ADE_train_00015447.jpg '
        'ADE_train_00015483.jpg ADE_train_00015514.jpg ADE_train_00015559.jpg ADE_train_00016315.jpg '
        'ADE_train_00016380.jpg ADE_train_00016383.jpg ADE_train_00016511.jpg ADE_train_00016625.jpg '
        'ADE_train_00016700.jpg ADE_train_00016723.jpg ADE_train_00016774.jpg ADE_train_00016796.jpg '
        'ADE_train_00016830.jpg ADE_train_00016832.jpg ADE_train_00016870.jpg ADE_train_00016899.jpg '
        'ADE_train_00016983.jpg ADE_train_00017155.jpg ADE_train_00017287.jpg ADE_train_00017404.jpg '
        'ADE_train_00017442.jpg ADE_train_00017456.jpg ADE_train_00017613.jpg ADE_train_00017749.jpg '
        'ADE_train_00017770.jpg ADE_train_00017814.jpg ADE_train_00017961.jpg ADE_train_00017975.jpg '
        'ADE_train_00017982.jpg ADE_train_00018092.jpg ADE_train_00018240.jpg ADE_train_00018435.jpg '
        'ADE_train_00018436.jpg ADE_train_00018776.jpg ADE_train_00018863.jpg ADE_train_00018966.jpg '
        'ADE_train_00019204.jpg ADE_train_00019238.jpg ADE_train_00019287.jpg ADE_train_00019613.jpg '
        'ADE_train_00019738.jpg ADE_train_00019849.jpg ADE_train_00019916.jpg ADE_train_00020196.jpg'
    ),
    'ADEChallengeData2016/images/validation': (
        'ADE_val_00000024.jpg ADE_val_00000040.jpg ADE_val_00000066.jpg ADE_val_00000138.jpg '
        'ADE_val_00000145.jpg ADE_val_00000276.jpg ADE_val_00000347.jpg ADE_val_00000365.jpg '
        'ADE_val_00000456.jpg ADE_val_00000544.jpg ADE_val_00000565.jpg ADE_val_00000599.jpg '
        'ADE_val_00000678.jpg ADE_val_00000705.jpg ADE_val_00000722.jpg ADE_val_00000897.jpg '
        'ADE_val_00000931.jpg ADE_val_00000959.jpg ADE_val_00000960.jpg ADE_val_00001015.jpg '
        'ADE_val_00001033.jpg ADE_val_00001162.jpg ADE_val_00001168.jpg ADE_val_00001235.jpg '
        'ADE_val_00001265.jpg ADE_val_00001281.jpg ADE_val_00001357.jpg ADE_val_00001374.jpg '
        'ADE_val_00001387.jpg ADE_val_00001397.jpg ADE_val_00001799.jpg ADE_val_00001866.jpg '
        'ADE_val_00001871.jpg ADE_val_00001885.jpg ADE_val_00001887.jpg ADE_val_00001904.jpg'
    ),
}

ADE_ANNOTATIONS = {
    'ADEChallengeData2016/annotations/training': (
        'ADE_train_00000001.png ADE_train_00000086.png ADE_train_00000106.png ADE_train_00000137.png '
        'ADE_train_00000165.png ADE_train_00000220.png ADE_train_00000250.png ADE_train_00000359.png '
        'ADE_train_00000456.png ADE_train_00000574.png ADE_train_00000663.png ADE_train_00000671.png '
        'ADE_train_00000699.png ADE_train_00000771.png ADE_train_00000785.png ADE_train_00000828.png '
        'ADE_train_00000848.png ADE_train_00000855.png ADE_train_00000942.png ADE_train_00000950.png '
        'ADE_train_00000985.png ADE_train_00001072.png ADE_train_00001212.png ADE_train_00001432.png '
        'ADE_train_00001472.png ADE_train_00001589.png ADE_train_00002062.png ADE_train_00002101.png '
        'ADE_train_00002179.png ADE_train_00002217.png ADE_train_00002237.png ADE_train_00002298.png '
        'ADE_train_00002374.png ADE_train_00002381.png ADE_train_00002401.png ADE_train_00002408.png '
        'ADE_train_00002482.png ADE_train_00002633.png ADE_train_00002665.png ADE_train_00003045.png '
        'ADE_train_00003102.png ADE_train_00003129.png ADE_train_00003215.png ADE_train_00003307.png '
        'ADE_train_00003367.png ADE_train_00003465.png ADE_train_00003492.png ADE_train_00003541.png '
        'ADE_train_00003645.png ADE_train_00003662.png ADE_train_00003698.png ADE_train_00003715.png '
        'ADE_train_00003729.png ADE_train_00003748.png ADE_train_00003877.png ADE_train_00003884.png '
        'ADE_train_00003918.png ADE_train_00003941.png ADE_train_00004012.png ADE_train_00004239.png '
        'ADE_train_00004370.png ADE_train_00004394.png ADE_train_00004474.png ADE_train_00004509.png '
        'ADE_train_00004534.png ADE_train_00004542.png ADE_train_00004544.png ADE_train_00004678.png '
        'ADE_train_00004694.png ADE_train_00004697.png ADE_train_00004725.png ADE_train_00004905.png '
        'ADE_train_00005199.png ADE_train_00005201.png ADE_train_00005240.png ADE_train_00005395.png '
        'ADE_train_00005430.png ADE_train_00005570.png ADE_train_00005645.png ADE_train_00005681.png '
        'ADE_train_00005712.png ADE_train_00005813.png ADE_train_00005869.png ADE_train_00005877.png '
        'ADE_train_00006005.png ADE_train_00006070.png ADE_train_00006107.png ADE_train_00006126.png '
        'ADE_train_00006187.png ADE_train_00006219.png ADE_train_00006241.png ADE_train_00006244.png '
        'ADE_train_00006264.png ADE_train_00006319.png ADE_train_00006345.png ADE_train_00006373.png '
        'ADE_train_00006576.png ADE_train_00006607.png ADE_train_00006813.png ADE_train_00006882.png '
        'ADE_train_00006991.png ADE_train_00007294.png ADE_train_00007390.png ADE_train_00007487.png '
        'ADE_train_00007817.png ADE_train_00007952.png ADE_train_00007953.png ADE_train_00007970.png '
        'ADE_train_00008147.png ADE_train_00008172.png ADE_train_00008259.png ADE_train_00008313.png '
        'ADE_train_00008318.png ADE_train_00008376.png ADE_train_00008401.png ADE_train_00008431.png '
        'ADE_train_00008571.png ADE_train_00008672.png ADE_train_00008720.png ADE_train_00008913.png '
        'ADE_train_00009015.png ADE_train_00009066.png ADE_train_00009124.png ADE_train_00009169.png '
        'ADE_train_00009286.png ADE_train_00009334.png ADE_train_00009433.png ADE_train_00009477.png '
        'ADE_train_00009488.png ADE_train_00009588.png ADE_train_00009698.png ADE_train_00009702.png '
        'ADE_train_00009796.png ADE_train_00009813.png ADE_train_00009862.png ADE_train_00009874.png '
        'ADE_train_00009877.png ADE_train_00009964.png ADE_train_00010113.png ADE_train_00010132.png '
        'ADE_train_00010170.png ADE_train_00010215.png ADE_train_00010310.png ADE_train_00010311.png '
        'ADE_train_00010312.png ADE_train_00010512.png ADE_train_00010524.png ADE_train_00010537.png '
        'ADE_train_00010855.png ADE_train_00010888.png ADE_train_00010890.png ADE_train_00010897.png '
        'ADE_train_00010965.png ADE_train_00011065.png ADE_train_00011213.png ADE_train_00011269.png '
        'ADE_train_00011417.png ADE_train_00011488.png ADE_train_00011490.png ADE_train_00011608.png '
        'ADE_train_00011671.png ADE_train_00012120.png ADE_train_00012215.png ADE_train_00012221.png '
        'ADE_train_00012230.png ADE_train_00012327.png ADE_train_00012458.png ADE_train_00012475.png '
        'ADE_train_00012527.png ADE_train_00012764.png ADE_train_00012770.png ADE_train_00012794.png '
        'ADE_train_00012838.png ADE_train_00012911.png ADE_train_00012950.png ADE_train_00013016.png '
        'ADE_train_00013096.png ADE_train_00013154.png ADE_train_00013166.png ADE_train_00013336.png '
        'ADE_train_00013354.png ADE_train_00013426.png ADE_train_00013581.png ADE_train_00013600.png '
        'ADE_train_00013699.png ADE_train_00013768.png ADE_train_00013937.png ADE_train_00014052.png '
        'ADE_train_00014129.png ADE_train_00014148.png ADE_train_00014355.png ADE_train_00014462.png '
        'ADE_train_00014508.png ADE_train_00014517.png ADE_train_00014665.png ADE_train_00014700.png '
        'ADE_train_00014788.png ADE_train_00014802.png ADE_train_00014839.png ADE_train_00015124.png '
        'ADE_train_00015198.png ADE_train_00015366.png ADE_train_00015446.png ADE_train_00015468.png '
        'ADE_train_00015541.png ADE_train_00015606.png ADE_train_00015618.png ADE_train_00015629.png '
        'ADE_train_00015638.png ADE_train_00015684.png ADE_train_00015692.png ADE_train_00015734.png '
        'ADE_train_00015764.png ADE_train_00015848.png ADE_train_00015862.png ADE_train_00015914.png '
        'ADE_train_00016027.png ADE_train_00016203.png ADE_train_00016269.png ADE_train_00016442.png '
        'ADE_train_00016574.png ADE_train_00016614.png ADE_train_00016736.png ADE_train_00016791.png '
        'ADE_train_00016814.png ADE_train_00016828.png ADE_train_00016931.png ADE_train_00016957.png '
        'ADE_train_00016965.png ADE_train_00016971.png ADE_train_00017040.png ADE_train_00017117.png '
        'ADE_train_00017162.png ADE_train_00017283.png ADE_train_00017327.png ADE_train_00017388.png '
        'ADE_train_00017395.png ADE_train_00017423.png ADE_train_00017440.png ADE_train_00017485.png '
        'ADE_train_00017538.png ADE_train_00017665.png ADE_train_00017898.png ADE_train_00018115.png '
        'ADE_train_00018160.png ADE_train_00018228.png ADE_train_00018380.png ADE_train_00018425.png '
        'ADE_train_00018443.png ADE_train_00018536.png ADE_train_00018558.png ADE_train_00018814.png '
        'ADE_train_00018912.png ADE_train_00018922.png ADE_train_00019026.png ADE_train_00019057.png '
        'ADE_train_00019282.png ADE_train_00019499.png ADE_train_00019533.png ADE_train_00019585.png '
        'ADE_train_00019588.png ADE_train_00019612.png ADE_train_00019647.png ADE_train_00019793.png '
        'ADE_train_00020022.png ADE_train_00020050.png ADE_train_00020062.png ADE_train_00020102.png'
    ),
    'ADEChallengeData2016/annotations/validation': (
        'ADE_val_00000108.png ADE_val_00000136.png ADE_val_00000165.png ADE_val_00000168.png '
        'ADE_val_00000220.png ADE_val_00000235.png ADE_val_00000246.png ADE_val_00000285.png '
        'ADE_val_00000348.png ADE_val_00000374.png ADE_val_00000377.png ADE_val_00000448.png '
        'ADE_val_00000611.png ADE_val_00000720.png ADE_val_00000749.png ADE_val_00000814.png '
        'ADE_val_00000862.png ADE_val_00000887.png ADE_val_00000938.png ADE_val_00001060.png '
        'ADE_val_00001103.png ADE_val_00001209.png ADE_val_00001235.png ADE_val_00001289.png '
        'ADE_val_00001319.png ADE_val_00001355.png ADE_val_00001466.png ADE_val_00001595.png '
        'ADE_val_00001810.png ADE_val_00001873.png ADE_val_00001875.png ADE_val_00001908.png'
    ),
}

ADE_IMAGES_OTHER = {
    'ADEChallengeData2016/annotations/training': (
        'ADE_train_00000367.png ADE_train_00000403.png ADE_train_00000668.png ADE_train_00000806.png '
        'ADE_train_00000943.png ADE_train_00000996.png ADE_train_00001081.png ADE_train_00001086.png '
        'ADE_train_00001239.png ADE_train_00001248.png ADE_train_00001358.png ADE_train_00001377.png '
        'ADE_train_00001418.png ADE_train_00001478.png ADE_train_00001591.png ADE_train_00001639.png '
        'ADE_train_00001690.png ADE_train_00001900.png ADE_train_00001968.png ADE_train_00001987.png '
        'ADE_train_00002822.png ADE_train_00003052.png ADE_train_00003065.png ADE_train_00003124.png '
        'ADE_train_00003135.png ADE_train_00003172.png ADE_train_00003240.png ADE_train_00003671.png '
        'ADE_train_00003684.png ADE_train_00003685.png ADE_train_00003736.png ADE_train_00003868.png '
        'ADE_train_00003872.png ADE_train_00003894.png ADE_train_00003910.png ADE_train_00004047.png '
        'ADE_train_00004092.png ADE_train_00004331.png ADE_train_00004379.png ADE_train_00004416.png '
        'ADE_train_00004476.png ADE_train_00004520.png ADE_train_00004545.png ADE_train_00004575.png '
        'ADE_train_00004609.png ADE_train_00004616.png ADE_train_00004831.png ADE_train_00004838.png '
        'ADE_train_00004977.png ADE_train_00005320.png ADE_train_00005446.png ADE_train_00005688.png '
        'ADE_train_00005771.png ADE_train_00005777.png ADE_train_00005895.png ADE_train_00006024.png '
        'ADE_train_00006277.png ADE_train_00006318.png ADE_train_00006335.png ADE_train_00006351.png '
        'ADE_train_00006361.png ADE_train_00006378.png ADE_train_00006452.png ADE_train_00006505.png '
        'ADE_train_00006590.png ADE_train_00006639.png ADE_train_00006681.png ADE_train_00006712.png '
        'ADE_train_00006716.png ADE_train_00006748.png ADE_train_00006767.png ADE_train_00006805.png '
        'ADE_train_00006808.png ADE_train_00006893.png ADE_train_00006985.png ADE_train_00007109.png '
        'ADE_train_00007156.png ADE_train_00007183.png ADE_train_00007437.png ADE_train_00007575.png '
        'ADE_train_00007596.png ADE_train_00007781.png ADE_train_00007955.png ADE_train_00008045.png '
        'ADE_train_00008080.png ADE_train_00008348.png ADE_train_00008631.png ADE_train_00008772.png '
        'ADE_train_00008830.png ADE_train_00008982.png ADE_train_00009110.png ADE_train_00009258.png '
        'ADE_train_00009333.png ADE_train_00009592.png ADE_train_00009614.png ADE_train_00009670.png '
        'ADE_train_00009789.png ADE_train_00010014.png ADE_train_00010038.png ADE_train_00010059.png '
        'ADE_train_00010067.png ADE_train_00010109.png ADE_train_00010368.png ADE_train_00010681.png '
        'ADE_train_00010824.png ADE_train_00010835.png ADE_train_00010943.png ADE_train_00010956.png '
        'ADE_train_00010985.png ADE_train_00011011.png ADE_train_00011192.png ADE_train_00011366.png '
        'ADE_train_00011427.png ADE_train_00011650.png ADE_train_00011957.png ADE_train_00012042.png '
        'ADE_train_00012176.png ADE_train_00012203.png ADE_train_00012280.png ADE_train_00012295.png '
        'ADE_train_00012335.png ADE_train_00012430.png ADE_train_00012475.png ADE_train_00012844.png '
        'ADE_train_00012873.png ADE_train_00012982.png ADE_train_00013081.png ADE_train_00013154.png '
        'ADE_train_00013204.png ADE_train_00013520.png ADE_train_00013643.png ADE_train_00013923.png '
        'ADE_train_00013944.png ADE_train_00014169.png ADE_train_00014375.png ADE_train_00014572.png '
        'ADE_train_00014610.png ADE_train_00014672.png ADE_train_00014903.png ADE_train_00014905.png '
        'ADE_train_00015124.png ADE_train_00015300.png ADE_train_00015388.png ADE_train_00015397.png '
        'ADE_train_00015476.png ADE_train_00015588.png ADE_train_00015789.png ADE_train_00015798.png '
        'ADE_train_00015907.png ADE_train_00016049.png ADE_train_00016065.png ADE_train_00016308.png '
        'ADE_train_00016324.png ADE_train_00016497.png ADE_train_00016779.png ADE_train_00016824.png '
        'ADE_train_00017126.png ADE_train_00017172.png ADE_train_00017183.png ADE_train_00017239.png '
        'ADE_train_00017408.png ADE_train_00017538.png ADE_train_00017553.png ADE_train_00017746.png '
        'ADE_train_00017886.png ADE_train_00017937.png ADE_train_00018170.png ADE_train_00018302.png '
        'ADE_train_00018347.png ADE_train_00018406.png ADE_train_00018585.png ADE_train_00018740.png '
        'ADE_train_00018998.png ADE_train_00019094.png ADE_train_00019167.png ADE_train_00019245.png '
        'ADE_train_00019356.png ADE_train_00019435.png ADE_train_00019558.png ADE_train_00019707.png '
        'ADE_train_00019867.png ADE_train_00020042.png ADE_train_00020078.png ADE_train_00020115.png '
        'ADE_train_00020118.png ADE_train_00020138.png ADE_train_00020143.png'
    ),
    'ADEChallengeData2016/annotations/validation': (
        'ADE_val_00000230.png ADE_val_00000638.png ADE_val_00000668.png ADE_val_00000791.png '
        'ADE_val_00000984.png ADE_val_00001068.png ADE_val_00001115.png ADE_val_00001127.png '
        'ADE_val_00001488.png ADE_val_00001507.png ADE_val_00001682.png ADE_val_00001731.png '
        'ADE_val_00001893.png'
    ),
}

ADE_ANNOTATIONS_OTHER = {
    'ADEChallengeData2016/images/training': (
        'ADE_train_00000025.jpg ADE_train_00000035.jpg ADE_train_00000038.jpg ADE_train_00000123.jpg '
        'ADE_train_00000182.jpg ADE_train_00000221.jpg ADE_train_00000299.jpg ADE_train_00000300.jpg '
        'ADE_train_00000309.jpg ADE_train_00000527.jpg ADE_train_00000551.jpg ADE_train_00000635.jpg '
        'ADE_train_00000659.jpg ADE_train_00000797.jpg ADE_train_00000853.jpg ADE_train_00000898.jpg '
        'ADE_train_00001086.jpg ADE_train_00001139.jpg ADE_train_00001153.jpg ADE_train_00001192.jpg '
        'ADE_train_00001254.jpg ADE_train_00001264.jpg ADE_train_00001582.jpg ADE_train_00001617.jpg '
        'ADE_train_00001833.jpg ADE_train_00001870.jpg ADE_train_00001900.jpg ADE_train_00002045.jpg '
        'ADE_train_00002160.jpg ADE_train_00002243.jpg ADE_train_00002282.jpg ADE_train_00002446.jpg '
        'ADE_train_00002537.jpg ADE_train_00002579.jpg ADE_train_00002671.jpg ADE_train_00002700.jpg '
        'ADE_train_00002705.jpg ADE_train_00002729.jpg ADE_train_00002756.jpg ADE_train_00002979.jpg '
        'ADE_train_00003051.jpg ADE_train_00003285.jpg ADE_train_00003302.jpg ADE_train_00003530.jpg '
        'ADE_train_00003668.jpg ADE_train_00003750.jpg ADE_train_00003952.jpg ADE_train_00003957.jpg '
        'ADE_train_00004143.jpg ADE_train_00004215.jpg ADE_train_00004231.jpg ADE_train_00004253.jpg '
        'ADE_train_00004335.jpg ADE_train_00004513.jpg ADE_train_00004740.jpg ADE_train_00004770.jpg '
        'ADE_train_00005113.jpg ADE_train_00005228.jpg ADE_train_00005339.jpg ADE_train_00005350.jpg '
        'ADE_train_00005450.jpg ADE_train_00005469.jpg ADE_train_00005489.jpg ADE_train_00005903.jpg '
        'ADE_train_00005949.jpg ADE_train_00005984.jpg ADE_train_00006053.jpg ADE_train_00006079.jpg '
        'ADE_train_00006243.jpg ADE_train_00006342.jpg ADE_train_00006398.jpg ADE_train_00006495.jpg '
        'ADE_train_00006609.jpg ADE_train_00006651.jpg ADE_train_00006907.jpg ADE_train_00007000.jpg '
        'ADE_train_00007230.jpg ADE_train_00007286.jpg ADE_train_00007388.jpg ADE_train_00007419.jpg '
        'ADE_train_00007432.jpg ADE_train_00007514.jpg ADE_train_00007538.jpg ADE_train_00007602.jpg '
        'ADE_train_00007641.jpg ADE_train_00007793.jpg ADE_train_00007996.jpg ADE_train_00008096.jpg '
        'ADE_train_00008119.jpg ADE_train_00008182.jpg ADE_train_00008305.jpg ADE_train_00008517.jpg '
        'ADE_train_00008588.jpg ADE_train_00009432.jpg ADE_train_00009451.jpg ADE_train_00009481.jpg '
        'ADE_train_00009510.jpg ADE_train_00009808.jpg ADE_train_00009897.jpg ADE_train_00009926.jpg '
        'ADE_train_00009933.jpg ADE_train_00009996.jpg ADE_train_00010148.jpg ADE_train_00010349.jpg '
        'ADE_train_00010427.jpg ADE_train_00010435.jpg ADE_train_00010545.jpg ADE_train_00010580.jpg '
        'ADE_train_00010641.jpg ADE_train_00010726.jpg ADE_train_00010797.jpg ADE_train_00010825.jpg '
        'ADE_train_00010951.jpg ADE_train_00011088.jpg ADE_train_00011398.jpg ADE_train_00011428.jpg '
        'ADE_train_00011499.jpg ADE_train_00011569.jpg ADE_train_00011815.jpg ADE_train_00011952.jpg '
        'ADE_train_00011980.jpg ADE_train_00012010.jpg ADE_train_00012141.jpg ADE_train_00012150.jpg '
        'ADE_train_00012156.jpg ADE_train_00012328.jpg ADE_train_00012364.jpg ADE_train_00012366.jpg '
        'ADE_train_00012567.jpg ADE_train_00012604.jpg ADE_train_00013116.jpg ADE_train_00013129.jpg '
        'ADE_train_00013659.jpg ADE_train_00013984.jpg ADE_train_00014136.jpg ADE_train_00014223.jpg '
        'ADE_train_00014381.jpg ADE_train_00014491.jpg ADE_train_00014600.jpg ADE_train_00014623.jpg '
        'ADE_train_00014766.jpg ADE_train_00014953.jpg ADE_train_00015224.jpg ADE_train_00015336.jpg '
        'ADE_train_00015361.jpg ADE_train_00015623.jpg ADE_train_00015685.jpg ADE_train_00015816.jpg '
        'ADE_train_00015908.jpg ADE_train_00016047.jpg ADE_train_00016113.jpg ADE_train_00016135.jpg '
        'ADE_train_00016262.jpg ADE_train_00016358.jpg ADE_train_00016458.jpg ADE_train_00016480.jpg '
        'ADE_train_00016483.jpg ADE_train_00016528.jpg ADE_train_00016635.jpg ADE_train_00016669.jpg '
        'ADE_train_00016677.jpg ADE_train_00016707.jpg ADE_train_00017132.jpg ADE_train_00017188.jpg '
        'ADE_train_00017193.jpg ADE_train_00017209.jpg ADE_train_00017219.jpg ADE_train_00017365.jpg '
        'ADE_train_00017520.jpg ADE_train_00017774.jpg ADE_train_00017995.jpg ADE_train_00018088.jpg '
        'ADE_train_00018205.jpg ADE_train_00018630.jpg ADE_train_00018714.jpg ADE_train_00018865.jpg '
        'ADE_train_00018874.jpg ADE_train_00019025.jpg ADE_train_00019151.jpg ADE_train_00019238.jpg '
        'ADE_train_00019311.jpg ADE_train_00019315.jpg ADE_train_00019432.jpg ADE_train_00019594.jpg '
        'ADE_train_00019701.jpg ADE_train_00019798.jpg ADE_train_00019910.jpg ADE_train_00020179.jpg'
    ),
    'ADEChallengeData2016/images/validation': (
        'ADE_val_00000042.jpg ADE_val_00000097.jpg ADE_val_00000130.jpg ADE_val_00000146.jpg '
        'ADE_val_00000721.jpg ADE_val_00000961.jpg ADE_val_00000965.jpg ADE_val_00001256.jpg '
        'ADE_val_00001475.jpg ADE_val_00001514.jpg ADE_val_00001903.jpg ADE_val_00002000.jpg'
    ),
}

BOTO_SERVICE = {
    '': (
        'botocore/data/account/2021-02-01/service-2.json botocore/data/acm-pca/2017-08-22/service-2.json '
        'botocore/data/acm/2015-12-08/service-2.json '
        'botocore/data/agent-registry-control/2025-12-01/service-2.json '
        'botocore/data/agent-registry/2025-12-01/service-2.json botocore/data/aiops/2018-05-10/service-2.json '
        'botocore/data/amp/2020-08-01/service-2.json botocore/data/amplify/2017-07-25/service-2.json '
        'botocore/data/amplifyuibuilder/2021-08-11/service-2.json '
        'botocore/data/apigateway/2015-07-09/service-2.json '
        'botocore/data/appconfigdata/2021-11-11/service-2.json '
        'botocore/data/appfabric/2023-05-19/service-2.json botocore/data/appflow/2020-08-23/service-2.json '
        'botocore/data/application-autoscaling/2016-02-06/service-2.json '
        'botocore/data/application-insights/2018-11-25/service-2.json '
        'botocore/data/application-signals/2024-04-15/service-2.json '
        'botocore/data/apprunner/2020-05-15/service-2.json botocore/data/appstream/2016-12-01/service-2.json '
        'botocore/data/arc-region-switch/2022-07-26/service-2.json '
        'botocore/data/arc-zonal-shift/2022-10-30/service-2.json '
        'botocore/data/auditmanager/2017-07-25/service-2.json '
        'botocore/data/autoscaling-plans/2018-01-06/service-2.json '
        'botocore/data/b2bi/2022-06-23/service-2.json botocore/data/backup-gateway/2021-01-01/service-2.json '
        'botocore/data/backupsearch/2018-05-10/service-2.json '
        'botocore/data/bcm-dashboards/2025-08-18/service-2.json '
        'botocore/data/bcm-data-exports/2023-11-26/service-2.json '
        'botocore/data/bcm-pricing-calculator/2024-06-19/service-2.json '
        'botocore/data/bedrock-agent-runtime/2023-07-26/service-2.json '
        'botocore/data/bedrock-agent/2023-06-05/service-2.json '
        'botocore/data/bedrock-agentcore/2024-02-28/service-2.json '
        'botocore/data/bedrock-data-automation-runtime/2024-06-13/service-2.json '
        'botocore/data/bedrock-runtime/2023-09-30/service-2.json '
        'botocore/data/bedrock/2023-04-20/service-2.json botocore/data/braket/2019-09-01/service-2.json '
        'botocore/data/budgets/2016-10-20/service-2.json botocore/data/ce/2017-10-25/service-2.json '
        'botocore/data/chatbot/2017-10-11/service-2.json '
        'botocore/data/chime-sdk-meetings/2021-07-15/service-2.json '
        'botocore/data/chime-sdk-messaging/2021-05-15/service-2.json '
        'botocore/data/chime/2018-05-01/service-2.json botocore/data/cleanrooms/2022-02-17/service-2.json '
        'botocore/data/cleanroomsml/2023-09-06/service-2.json botocore/data/cloud9/2017-09-23/service-2.json '
        'botocore/data/clouddirectory/2016-05-10/service-2.json '
        'botocore/data/cloudformation/2010-05-15/service-2.json '
        'botocore/data/cloudfront-keyvaluestore/2022-07-26/service-2.json '
        'botocore/data/cloudfront/2014-05-31/service-2.json '
        'botocore/data/cloudfront/2014-10-21/service-2.json '
        'botocore/data/cloudfront/2015-07-27/service-2.json '
        'botocore/data/cloudfront/2016-01-13/service-2.json '
        'botocore/data/cloudfront/2016-01-28/service-2.json '
        'botocore/data/cloudfront/2016-09-07/service-2.json '
        'botocore/data/cloudfront/2016-09-29/service-2.json '
        'botocore/data/cloudfront/2016-11-25/service-2.json '
        'botocore/data/cloudfront/2017-03-25/service-2.json '
        'botocore/data/cloudfront/2017-10-30/service-2.json '
        'botocore/data/cloudfront/2018-11-05/service-2.json '
        'botocore/data/cloudhsmv2/2017-04-28/service-2.json '
        'botocore/data/cloudsearch/2013-01-01/service-2.json '
        'botocore/data/cloudsearchdomain/2013-01-01/service-2.json '
        'botocore/data/cloudtrail-data/2021-08-11/service-2.json '
        'botocore/data/cloudtrail/2013-11-01/service-2.json '
        'botocore/data/cloudwatch/2010-08-01/service-2.json botocore/data/codebuild/2016-10-06/service-2.json '
        'botocore/data/codecatalyst/2022-09-28/service-2.json '
        'botocore/data/codecommit/2015-04-13/service-2.json '
        'botocore/data/codeconnections/2023-12-01/service-2.json '
        'botocore/data/codeguru-security/2018-05-10/service-2.json '
        'botocore/data/codeguruprofiler/2019-07-18/service-2.json '
        'botocore/data/codestar-connections/2019-12-01/service-2.json '
        'botocore/data/codestar-notifications/2019-10-15/service-2.json '
        'botocore/data/cognito-identity/2014-06-30/service-2.json '
        'botocore/data/cognito-idp/2016-04-18/service-2.json '
        'botocore/data/cognito-sync/2014-06-30/service-2.json '
        'botocore/data/comprehend/2017-11-27/service-2.json '
        'botocore/data/compute-optimizer-automation/2025-09-22/service-2.json '
        'botocore/data/compute-optimizer/2019-11-01/service-2.json '
        'botocore/data/config/2014-11-12/service-2.json '
        'botocore/data/connect-contact-lens/2020-08-21/service-2.json '
        'botocore/data/connectcases/2022-10-03/service-2.json '
        'botocore/data/connecthealth/2025-01-29/service-2.json '
        'botocore/data/connectparticipant/2018-09-07/service-2.json '
        'botocore/data/controlcatalog/2018-05-10/service-2.json '
        'botocore/data/controltower/2018-05-10/service-2.json '
        'botocore/data/dataexchange/2017-07-25/service-2.json '
        'botocore/data/datapipeline/2012-10-29/service-2.json '
        'botocore/data/datazone/2018-05-10/service-2.json botocore/data/detective/2018-10-26/service-2.json '
        'botocore/data/devicefarm/2015-06-23/service-2.json '
        'botocore/data/devops-guru/2020-12-01/service-2.json '
        'botocore/data/discovery/2015-11-01/service-2.json botocore/data/dlm/2018-01-12/service-2.json '
        'botocore/data/dms/2016-01-01/service-2.json botocore/data/docdb-elastic/2022-11-28/service-2.json '
        'botocore/data/drs/2020-02-26/service-2.json botocore/data/ds/2015-04-16/service-2.json '
        'botocore/data/dynamodbstreams/2012-08-10/service-2.json botocore/data/ebs/2019-11-02/service-2.json '
        'botocore/data/ec2-instance-connect/2018-04-02/service-2.json '
        'botocore/data/ec2/2014-10-01/service-2.json botocore/data/ec2/2015-03-01/service-2.json '
        'botocore/data/ec2/2015-04-15/service-2.json botocore/data/ec2/2015-10-01/service-2.json '
        'botocore/data/ec2/2016-04-01/service-2.json botocore/data/ec2/2016-09-15/service-2.json '
        'botocore/data/ec2/2016-11-15/service-2.json botocore/data/ecr-public/2020-10-30/service-2.json '
        'botocore/data/ecr/2015-09-21/service-2.json botocore/data/ecs/2014-11-13/service-2.json '
        'botocore/data/efs/2015-02-01/service-2.json botocore/data/eks-auth/2023-11-26/service-2.json '
        'botocore/data/elasticache/2014-09-30/service-2.json '
        'botocore/data/elasticache/2015-02-02/service-2.json '
        'botocore/data/elasticbeanstalk/2010-12-01/service-2.json botocore/data/elb/2012-06-01/service-2.json '
        'botocore/data/emr/2009-03-31/service-2.json botocore/data/events/2014-02-03/service-2.json '
        'botocore/data/evs/2023-07-27/service-2.json botocore/data/finspace/2021-03-12/service-2.json '
        'botocore/data/firehose/2015-08-04/service-2.json botocore/data/fis/2020-12-01/service-2.json '
        'botocore/data/fms/2018-01-01/service-2.json botocore/data/forecastquery/2018-06-26/service-2.json '
        'botocore/data/freetier/2023-09-07/service-2.json botocore/data/gamelift/2015-10-01/service-2.json '
        'botocore/data/gameliftstreams/2018-05-10/service-2.json '
        'botocore/data/geo-places/2020-11-19/service-2.json '
        'botocore/data/geo-routes/2020-11-19/service-2.json botocore/data/glacier/2012-06-01/service-2.json '
        'botocore/data/glue/2017-03-31/service-2.json botocore/data/grafana/2020-08-18/service-2.json '
        'botocore/data/greengrass/2017-06-07/service-2.json '
        'botocore/data/greengrassv2/2020-11-30/service-2.json '
        'botocore/data/healthlake/2017-07-01/service-2.json botocore/data/iam/2010-05-08/service-2.json '
        'botocore/data/identitystore/2020-06-15/service-2.json '
        'botocore/data/imagebuilder/2019-12-02/service-2.json '
        'botocore/data/importexport/2010-06-01/service-2.json '
        'botocore/data/inspector-scan/2023-08-08/service-2.json '
        'botocore/data/inspector2/2020-06-08/service-2.json '
        'botocore/data/interconnect/2022-07-26/service-2.json '
        'botocore/data/internetmonitor/2021-06-03/service-2.json '
        'botocore/data/invoicing/2024-12-01/service-2.json '
        'botocore/data/iot-managed-integrations/2025-03-03/service-2.json '
        'botocore/data/iotsecuretunneling/2018-10-05/service-2.json '
        'botocore/data/iotsitewise/2019-12-02/service-2.json '
        'botocore/data/iotthingsgraph/2018-09-06/service-2.json '
        'botocore/data/iotwireless/2020-11-22/service-2.json botocore/data/ivs/2020-07-14/service-2.json '
        'botocore/data/ivschat/2020-07-14/service-2.json botocore/data/kafka/2018-11-14/service-2.json '
        'botocore/data/kendra-ranking/2022-10-19/service-2.json '
        'botocore/data/keyspacesstreams/2024-09-09/service-2.json '
        'botocore/data/kinesis-video-archived-media/2017-09-30/service-2.json '
        'botocore/data/kinesis-video-media/2017-09-30/service-2.json '
        'botocore/data/kinesis-video-signaling/2019-12-04/service-2.json '
        'botocore/data/kinesisanalytics/2015-08-14/service-2.json '
        'botocore/data/kinesisanalyticsv2/2018-05-23/service-2.json '
        'botocore/data/kinesisvideo/2017-09-30/service-2.json botocore/data/kms/2014-11-01/service-2.json '
        'botocore/data/lakeformation/2017-03-31/service-2.json botocore/data/lambda/2015-03-31/service-2.json '
        'botocore/data/launch-wizard/2018-05-10/service-2.json '
        'botocore/data/lex-models/2017-04-19/service-2.json '
        'botocore/data/lexv2-models/2020-08-07/service-2.json '
        'botocore/data/lexv2-runtime/2020-08-07/service-2.json '
        'botocore/data/license-manager-linux-subscriptions/2018-05-10/service-2.json '
        'botocore/data/license-manager/2018-08-01/service-2.json '
        'botocore/data/lightsail/2016-11-28/service-2.json '
        'botocore/data/lookoutequipment/2020-12-15/service-2.json botocore/data/m2/2021-04-28/service-2.json '
        'botocore/data/macie2/2020-01-01/service-2.json '
        'botocore/data/managedblockchain-query/2023-05-04/service-2.json '
        'botocore/data/marketplace-agreement/2020-03-01/service-2.json '
        'botocore/data/marketplace-discovery/2026-02-05/service-2.json '
        'botocore/data/marketplace-reporting/2018-05-10/service-2.json '
        'botocore/data/marketplacecommerceanalytics/2015-07-01/service-2.json '
        'botocore/data/mediaconnect/2018-11-14/service-2.json '
        'botocore/data/mediaconvert/2017-08-29/service-2.json '
        'botocore/data/mediapackage-vod/2018-11-07/service-2.json '
        'botocore/data/mediapackage/2017-10-12/service-2.json '
        'botocore/data/mediapackagev2/2022-12-25/service-2.json '
        'botocore/data/mediastore/2017-09-01/service-2.json botocore/data/memorydb/2021-01-01/service-2.json '
        'botocore/data/meteringmarketplace/2016-01-14/service-2.json '
        'botocore/data/mgn/2020-02-26/service-2.json '
        'botocore/data/migration-hub-refactor-spaces/2021-10-26/service-2.json '
        'botocore/data/migrationhuborchestrator/2021-08-28/service-2.json '
        'botocore/data/migrationhubstrategy/2020-02-19/service-2.json '
        'botocore/data/mq/2017-11-27/service-2.json botocore/data/mturk/2017-01-17/service-2.json '
        'botocore/data/mwaa-serverless/2024-07-26/service-2.json botocore/data/mwaa/2020-07-01/service-2.json '
        'botocore/data/neptune-graph/2023-11-29/service-2.json '
        'botocore/data/neptune/2014-10-31/service-2.json '
        'botocore/data/network-firewall/2020-11-12/service-2.json '
        'botocore/data/networkflowmonitor/2023-04-19/service-2.json '
        'botocore/data/networkmonitor/2023-08-01/service-2.json '
        'botocore/data/notifications/2018-05-10/service-2.json '
        'botocore/data/nova-act/2025-08-22/service-2.json botocore/data/oam/2022-06-10/service-2.json '
        'botocore/data/observabilityadmin/2018-05-10/service-2.json '
        'botocore/data/odb/2024-08-20/service-2.json botocore/data/omics/2022-11-28/service-2.json '
        'botocore/data/opensearch/2021-01-01/service-2.json '
        'botocore/data/opensearchserverless/2021-11-01/service-2.json '
        'botocore/data/organizations/2016-11-28/service-2.json botocore/data/osis/2022-01-01/service-2.json '
        'botocore/data/outposts/2019-12-03/service-2.json '
        'botocore/data/partnercentral-account/2025-04-04/service-2.json '
        'botocore/data/partnercentral-benefits/2018-05-10/service-2.json '
        'botocore/data/partnercentral-channel/2024-03-18/service-2.json '
        'botocore/data/partnercentral-revenue-measurement/2022-07-26/service-2.json '
        'botocore/data/partnercentral-selling/2022-07-26/service-2.json '
        'botocore/data/pca-connector-ad/2018-05-10/service-2.json '
        'botocore/data/pca-connector-scep/2018-05-10/service-2.json '
        'botocore/data/pcs/2023-02-10/service-2.json '
        'botocore/data/personalize-events/2018-03-22/service-2.json '
        'botocore/data/personalize-runtime/2018-05-22/service-2.json '
        'botocore/data/personalize/2018-05-22/service-2.json botocore/data/pi/2018-02-27/service-2.json '
        'botocore/data/pinpoint-sms-voice/2018-09-05/service-2.json '
        'botocore/data/pinpoint/2016-12-01/service-2.json botocore/data/polly/2016-06-10/service-2.json '
        'botocore/data/pricing-plan-manager/2025-08-05/service-2.json '
        'botocore/data/pricing/2017-10-15/service-2.json botocore/data/proton/2020-07-20/service-2.json '
        'botocore/data/qapps/2023-11-27/service-2.json botocore/data/qbusiness/2023-11-27/service-2.json '
        'botocore/data/qconnect/2020-10-19/service-2.json botocore/data/ram/2018-01-04/service-2.json '
        'botocore/data/rbin/2021-06-15/service-2.json botocore/data/rds/2014-09-01/service-2.json '
        'botocore/data/redshift-data/2019-12-20/service-2.json '
        'botocore/data/redshift/2012-12-01/service-2.json botocore/data/repostspace/2022-05-13/service-2.json '
        'botocore/data/resiliencehub/2020-04-30/service-2.json '
        'botocore/data/resource-explorer-2/2022-07-28/service-2.json '
        'botocore/data/resourcegroupstaggingapi/2017-01-26/service-2.json '
        'botocore/data/route53-recovery-control-config/2020-11-02/service-2.json '
        'botocore/data/route53-recovery-readiness/2019-12-02/service-2.json '
        'botocore/data/route53domains/2014-05-15/service-2.json '
        'botocore/data/route53profiles/2018-05-10/service-2.json '
        'botocore/data/route53resolver/2018-04-01/service-2.json botocore/data/rum/2018-05-10/service-2.json '
        'botocore/data/s3/2006-03-01/service-2.json botocore/data/s3files/2025-05-05/service-2.json '
        'botocore/data/s3tables/2018-05-10/service-2.json botocore/data/s3vectors/2025-07-15/service-2.json '
        'botocore/data/sagemaker-a2i-runtime/2019-11-07/service-2.json '
        'botocore/data/sagemaker-edge/2020-09-23/service-2.json '
        'botocore/data/sagemaker-featurestore-runtime/2020-07-01/service-2.json '
        'botocore/data/sagemaker-geospatial/2020-05-27/service-2.json '
        'botocore/data/sagemaker/2017-07-24/service-2.json '
        'botocore/data/savingsplans/2019-06-28/service-2.json '
        'botocore/data/scheduler/2021-06-30/service-2.json botocore/data/sdb/2009-04-15/service-2.json '
        'botocore/data/secretsmanager/2017-10-17/service-2.json '
        'botocore/data/securityagent/2025-09-06/service-2.json '
        'botocore/data/servicediscovery/2017-03-14/service-2.json botocore/data/ses/2010-12-01/service-2.json '
        'botocore/data/sesv2/2019-09-27/service-2.json botocore/data/shield/2016-06-02/service-2.json '
        'botocore/data/signer/2017-08-25/service-2.json botocore/data/signin/2023-01-01/service-2.json '
        'botocore/data/sms-voice/2018-09-05/service-2.json '
        'botocore/data/snow-device-management/2021-08-04/service-2.json '
        'botocore/data/snowball/2016-06-30/service-2.json '
        'botocore/data/socialmessaging/2024-01-01/service-2.json '
        'botocore/data/ssm-guiconnect/2021-05-01/service-2.json '
        'botocore/data/ssm-incidents/2018-05-10/service-2.json '
        'botocore/data/ssm-quicksetup/2018-05-10/service-2.json '
        'botocore/data/sso-oidc/2019-06-10/service-2.json botocore/data/sso/2019-06-10/service-2.json '
        'botocore/data/stepfunctions/2016-11-23/service-2.json '
        'botocore/data/supplychain/2024-01-01/service-2.json botocore/data/support/2013-04-15/service-2.json '
        'botocore/data/supportauthz/2026-06-30/service-2.json '
        'botocore/data/sustainability/2018-05-10/service-2.json botocore/data/swf/2012-01-25/service-2.json '
        'botocore/data/taxsettings/2018-05-10/service-2.json botocore/data/textract/2018-06-27/service-2.json '
        'botocore/data/timestream-query/2018-11-01/service-2.json botocore/data/tnb/2008-10-21/service-2.json '
        'botocore/data/transcribe/2017-10-26/service-2.json botocore/data/transfer/2018-11-05/service-2.json '
        'botocore/data/translate/2017-07-01/service-2.json '
        'botocore/data/trustedadvisor/2022-09-15/service-2.json botocore/data/uxc/2024-07-01/service-2.json '
        'botocore/data/verifiedpermissions/2021-12-01/service-2.json '
        'botocore/data/vpc-lattice/2022-11-30/service-2.json botocore/data/wafv2/2019-07-29/service-2.json '
        'botocore/data/wellarchitected/2020-03-31/service-2.json '
        'botocore/data/wickr/2024-02-01/service-2.json botocore/data/wisdom/2020-10-19/service-2.json '
        'botocore/data/workmail/2017-10-01/service-2.json '
        'botocore/data/workmailmessageflow/2019-05-01/service-2.json '
        'botocore/data/workspaces-instances/2022-07-26/service-2.json '
        'botocore/data/workspaces/2015-04-08/service-2.json'
    ),
}

BOTO_PAGINATORS = {
    '': (
        'botocore/data/accessanalyzer/2019-11-01/paginators-1.json '
        'botocore/data/account/2021-02-01/paginators-1.json '
        'botocore/data/acm-pca/2017-08-22/paginators-1.json botocore/data/amp/2020-08-01/paginators-1.json '
        'botocore/data/amplifybackend/2020-08-11/paginators-1.json '
        'botocore/data/apigateway/2015-07-09/paginators-1.json '
        'botocore/data/apigatewayv2/2018-11-29/paginators-1.json '
        'botocore/data/appconfig/2019-10-09/paginators-1.json '
        'botocore/data/appconfigdata/2021-11-11/paginators-1.json '
        'botocore/data/appfabric/2023-05-19/paginators-1.json '
        'botocore/data/appintegrations/2020-07-29/paginators-1.json '
        'botocore/data/application-insights/2018-11-25/paginators-1.json '
        'botocore/data/appmesh/2019-01-25/paginators-1.json '
        'botocore/data/apprunner/2020-05-15/paginators-1.json '
        'botocore/data/arc-region-switch/2022-07-26/paginators-1.json '
        'botocore/data/arc-zonal-shift/2022-10-30/paginators-1.json '
        'botocore/data/artifact/2018-05-10/paginators-1.json '
        'botocore/data/athena/2017-05-18/paginators-1.json '
        'botocore/data/autoscaling-plans/2018-01-06/paginators-1.json '
        'botocore/data/autoscaling/2011-01-01/paginators-1.json '
        'botocore/data/b2bi/2022-06-23/paginators-1.json '
        'botocore/data/backup-gateway/2021-01-01/paginators-1.json '
        'botocore/data/backupsearch/2018-05-10/paginators-1.json '
        'botocore/data/batch/2016-08-10/paginators-1.json '
        'botocore/data/bcm-dashboards/2025-08-18/paginators-1.json '
        'botocore/data/bcm-pricing-calculator/2024-06-19/paginators-1.json '
        'botocore/data/bcm-recommended-actions/2024-11-14/paginators-1.json '
        'botocore/data/bedrock-agent-runtime/2023-07-26/paginators-1.json '
        'botocore/data/bedrock-agentcore-control/2023-06-05/paginators-1.json '
        'botocore/data/bedrock-agentcore/2024-02-28/paginators-1.json '
        'botocore/data/bedrock-data-automation-runtime/2024-06-13/paginators-1.json '
        'botocore/data/bedrock-data-automation/2023-07-26/paginators-1.json '
        'botocore/data/bedrock-runtime/2023-09-30/paginators-1.json '
        'botocore/data/billingconductor/2021-07-30/paginators-1.json '
        'botocore/data/budgets/2016-10-20/paginators-1.json botocore/data/ce/2017-10-25/paginators-1.json '
        'botocore/data/chatbot/2017-10-11/paginators-1.json '
        'botocore/data/chime-sdk-media-pipelines/2021-07-15/paginators-1.json '
        'botocore/data/chime-sdk-meetings/2021-07-15/paginators-1.json '
        'botocore/data/chime-sdk-messaging/2021-05-15/paginators-1.json '
        'botocore/data/cleanrooms/2022-02-17/paginators-1.json '
        'botocore/data/cloud9/2017-09-23/paginators-1.json '
        'botocore/data/cloudcontrol/2021-09-30/paginators-1.json '
        'botocore/data/clouddirectory/2016-05-10/paginators-1.json '
        'botocore/data/cloudfront-keyvaluestore/2022-07-26/paginators-1.json '
        'botocore/data/cloudfront/2014-10-21/paginators-1.json '
        'botocore/data/cloudfront/2014-11-06/paginators-1.json '
        'botocore/data/cloudfront/2015-04-17/paginators-1.json '
        'botocore/data/cloudfront/2015-09-17/paginators-1.json '
        'botocore/data/cloudfront/2016-01-13/paginators-1.json '
        'botocore/data/cloudfront/2016-01-28/paginators-1.json '
        'botocore/data/cloudfront/2016-08-01/paginators-1.json '
        'botocore/data/cloudfront/2016-08-20/paginators-1.json '
        'botocore/data/cloudfront/2016-09-07/paginators-1.json '
        'botocore/data/cloudfront/2016-11-25/paginators-1.json '
        'botocore/data/cloudfront/2017-03-25/paginators-1.json '
        'botocore/data/cloudfront/2017-10-30/paginators-1.json '
        'botocore/data/cloudfront/2018-06-18/paginators-1.json '
        'botocore/data/cloudfront/2018-11-05/paginators-1.json '
        'botocore/data/cloudfront/2019-03-26/paginators-1.json '
        'botocore/data/cloudfront/2020-05-31/paginators-1.json '
        'botocore/data/cloudhsm/2014-05-30/paginators-1.json '
        'botocore/data/cloudhsmv2/2017-04-28/paginators-1.json '
        'botocore/data/cloudsearchdomain/2013-01-01/paginators-1.json '
        'botocore/data/cloudtrail-data/2021-08-11/paginators-1.json '
        'botocore/data/cloudtrail/2013-11-01/paginators-1.json '
        'botocore/data/codecatalyst/2022-09-28/paginators-1.json '
        'botocore/data/codecommit/2015-04-13/paginators-1.json '
        'botocore/data/codeguru-reviewer/2019-09-19/paginators-1.json '
        'botocore/data/codeguru-security/2018-05-10/paginators-1.json '
        'botocore/data/codepipeline/2015-07-09/paginators-1.json '
        'botocore/data/codestar-connections/2019-12-01/paginators-1.json '
        'botocore/data/cognito-idp/2016-04-18/paginators-1.json '
        'botocore/data/cognito-sync/2014-06-30/paginators-1.json '
        'botocore/data/comprehendmedical/2018-10-30/paginators-1.json '
        'botocore/data/compute-optimizer/2019-11-01/paginators-1.json '
        'botocore/data/config/2014-11-12/paginators-1.json '
        'botocore/data/connect-contact-lens/2020-08-21/paginators-1.json '
        'botocore/data/connect/2017-08-08/paginators-1.json '
        'botocore/data/connectcampaigns/2021-01-30/paginators-1.json '
        'botocore/data/connectcampaignsv2/2024-04-23/paginators-1.json '
        'botocore/data/connectcases/2022-10-03/paginators-1.json '
        'botocore/data/connectparticipant/2018-09-07/paginators-1.json '
        'botocore/data/controlcatalog/2018-05-10/paginators-1.json '
        'botocore/data/cost-optimization-hub/2022-07-26/paginators-1.json '
        'botocore/data/cur/2017-01-06/paginators-1.json '
        'botocore/data/customer-profiles/2020-08-15/paginators-1.json '
        'botocore/data/databrew/2017-07-25/paginators-1.json '
        'botocore/data/datasync/2018-11-09/paginators-1.json '
        'botocore/data/datazone/2018-05-10/paginators-1.json botocore/data/dax/2017-04-19/paginators-1.json '
        'botocore/data/deadline/2023-10-12/paginators-1.json '
        'botocore/data/devicefarm/2015-06-23/paginators-1.json '
        'botocore/data/devops-guru/2020-12-01/paginators-1.json '
        'botocore/data/discovery/2015-11-01/paginators-1.json botocore/data/dlm/2018-01-12/paginators-1.json '
        'botocore/data/dms/2016-01-01/paginators-1.json '
        'botocore/data/docdb-elastic/2022-11-28/paginators-1.json '
        'botocore/data/drs/2020-02-26/paginators-1.json botocore/data/ds/2015-04-16/paginators-1.json '
        'botocore/data/dynamodb/2012-08-10/paginators-1.json '
        'botocore/data/dynamodbstreams/2012-08-10/paginators-1.json '
        'botocore/data/ebs/2019-11-02/paginators-1.json '
        'botocore/data/ec2-instance-connect/2018-04-02/paginators-1.json '
        'botocore/data/ec2/2014-09-01/paginators-1.json botocore/data/ec2/2014-10-01/paginators-1.json '
        'botocore/data/ec2/2015-03-01/paginators-1.json botocore/data/ec2/2015-04-15/paginators-1.json '
        'botocore/data/ec2/2015-10-01/paginators-1.json botocore/data/ec2/2016-04-01/paginators-1.json '
        'botocore/data/ecr-public/2020-10-30/paginators-1.json botocore/data/ecr/2015-09-21/paginators-1.json '
        'botocore/data/efs/2015-02-01/paginators-1.json botocore/data/elb/2012-06-01/paginators-1.json '
        'botocore/data/elementalinference/2018-11-14/paginators-1.json '
        'botocore/data/emr-containers/2020-10-01/paginators-1.json '
        'botocore/data/emr-serverless/2021-07-13/paginators-1.json '
        'botocore/data/emr/2009-03-31/paginators-1.json botocore/data/es/2015-01-01/paginators-1.json '
        'botocore/data/events/2015-10-07/paginators-1.json botocore/data/evs/2023-07-27/paginators-1.json '
        'botocore/data/finspace-data/2020-07-13/paginators-1.json '
        'botocore/data/firehose/2015-08-04/paginators-1.json botocore/data/fis/2020-12-01/paginators-1.json '
        'botocore/data/fms/2018-01-01/paginators-1.json botocore/data/forecast/2018-06-26/paginators-1.json '
        'botocore/data/forecastquery/2018-06-26/paginators-1.json '
        'botocore/data/frauddetector/2019-11-15/paginators-1.json '
        'botocore/data/fsx/2018-03-01/paginators-1.json botocore/data/gamelift/2015-10-01/paginators-1.json '
        'botocore/data/geo-places/2020-11-19/paginators-1.json '
        'botocore/data/globalaccelerator/2018-08-08/paginators-1.json '
        'botocore/data/glue/2017-03-31/paginators-1.json botocore/data/grafana/2020-08-18/paginators-1.json '
        'botocore/data/groundstation/2019-05-23/paginators-1.json '
        'botocore/data/health/2016-08-04/paginators-1.json botocore/data/iam/2010-05-08/paginators-1.json '
        'botocore/data/identitystore/2020-06-15/paginators-1.json '
        'botocore/data/imagebuilder/2019-12-02/paginators-1.json '
        'botocore/data/importexport/2010-06-01/paginators-1.json '
        'botocore/data/inspector-scan/2023-08-08/paginators-1.json '
        'botocore/data/inspector/2016-02-16/paginators-1.json '
        'botocore/data/inspector2/2020-06-08/paginators-1.json '
        'botocore/data/internetmonitor/2021-06-03/paginators-1.json '
        'botocore/data/invoicing/2024-12-01/paginators-1.json '
        'botocore/data/iot-data/2015-05-28/paginators-1.json '
        'botocore/data/iot-managed-integrations/2025-03-03/paginators-1.json '
        'botocore/data/iotdeviceadvisor/2020-09-18/paginators-1.json '
        'botocore/data/iotfleetwise/2021-06-17/paginators-1.json '
        'botocore/data/iotsecuretunneling/2018-10-05/paginators-1.json '
        'botocore/data/iotwireless/2020-11-22/paginators-1.json '
        'botocore/data/ivschat/2020-07-14/paginators-1.json botocore/data/kafka/2018-11-14/paginators-1.json '
        'botocore/data/kafkaconnect/2021-09-14/paginators-1.json '
        'botocore/data/kendra-ranking/2022-10-19/paginators-1.json '
        'botocore/data/kendra/2019-02-03/paginators-1.json '
        'botocore/data/keyspacesstreams/2024-09-09/paginators-1.json '
        'botocore/data/kinesis-video-archived-media/2017-09-30/paginators-1.json '
        'botocore/data/kinesis-video-signaling/2019-12-04/paginators-1.json '
        'botocore/data/kinesis-video-webrtc-storage/2018-05-10/paginators-1.json '
        'botocore/data/kinesis/2013-12-02/paginators-1.json '
        'botocore/data/kinesisanalytics/2015-08-14/paginators-1.json '
        'botocore/data/kms/2014-11-01/paginators-1.json '
        'botocore/data/lakeformation/2017-03-31/paginators-1.json '
        'botocore/data/lambda-microvms/2025-09-09/paginators-1.json '
        'botocore/data/launch-wizard/2018-05-10/paginators-1.json '
        'botocore/data/lex-runtime/2016-11-28/paginators-1.json '
        'botocore/data/lexv2-models/2020-08-07/paginators-1.json '
        'botocore/data/lexv2-runtime/2020-08-07/paginators-1.json '
        'botocore/data/license-manager-linux-subscriptions/2018-05-10/paginators-1.json '
        'botocore/data/license-manager-user-subscriptions/2018-05-10/paginators-1.json '
        'botocore/data/lightsail/2016-11-28/paginators-1.json '
        'botocore/data/location/2020-11-19/paginators-1.json '
        'botocore/data/lookoutequipment/2020-12-15/paginators-1.json '
        'botocore/data/m2/2021-04-28/paginators-1.json '
        'botocore/data/machinelearning/2014-12-12/paginators-1.json '
        'botocore/data/macie2/2020-01-01/paginators-1.json '
        'botocore/data/mailmanager/2023-10-17/paginators-1.json '
        'botocore/data/managedblockchain-query/2023-05-04/paginators-1.json '
        'botocore/data/marketplace-agreement/2020-03-01/paginators-1.json '
        'botocore/data/marketplace-catalog/2018-09-17/paginators-1.json '
        'botocore/data/marketplace-deployment/2023-01-25/paginators-1.json '
        'botocore/data/marketplace-entitlement/2017-01-11/paginators-1.json '
        'botocore/data/marketplace-reporting/2018-05-10/paginators-1.json '
        'botocore/data/marketplacecommerceanalytics/2015-07-01/paginators-1.json '
        'botocore/data/mediaconnect/2018-11-14/paginators-1.json '
        'botocore/data/medialive/2017-10-14/paginators-1.json '
        'botocore/data/mediapackage-vod/2018-11-07/paginators-1.json '
        'botocore/data/mediapackagev2/2022-12-25/paginators-1.json '
        'botocore/data/mediastore/2017-09-01/paginators-1.json '
        'botocore/data/mediatailor/2018-04-23/paginators-1.json '
        'botocore/data/memorydb/2021-01-01/paginators-1.json botocore/data/mgh/2017-05-31/paginators-1.json '
        'botocore/data/mgn/2020-02-26/paginators-1.json '
        'botocore/data/migrationhub-config/2019-06-30/paginators-1.json '
        'botocore/data/migrationhuborchestrator/2021-08-28/paginators-1.json '
        'botocore/data/mpa/2022-07-26/paginators-1.json botocore/data/mwaa/2020-07-01/paginators-1.json '
        'botocore/data/neptune-graph/2023-11-29/paginators-1.json '
        'botocore/data/neptune/2014-10-31/paginators-1.json '
        'botocore/data/neptunedata/2023-08-01/paginators-1.json '
        'botocore/data/network-firewall/2020-11-12/paginators-1.json '
        'botocore/data/networkflowmonitor/2023-04-19/paginators-1.json '
        'botocore/data/networkmanager/2019-07-05/paginators-1.json '
        'botocore/data/networkmonitor/2023-08-01/paginators-1.json '
        'botocore/data/nova-act/2025-08-22/paginators-1.json botocore/data/oam/2022-06-10/paginators-1.json '
        'botocore/data/observabilityadmin/2018-05-10/paginators-1.json '
        'botocore/data/odb/2024-08-20/paginators-1.json botocore/data/opensearch/2021-01-01/paginators-1.json '
        'botocore/data/opensearchserverless/2021-11-01/paginators-1.json '
        'botocore/data/organizations/2016-11-28/paginators-1.json '
        'botocore/data/osis/2022-01-01/paginators-1.json botocore/data/outposts/2019-12-03/paginators-1.json '
        'botocore/data/partnercentral-channel/2024-03-18/paginators-1.json '
        'botocore/data/payment-cryptography/2021-09-14/paginators-1.json '
        'botocore/data/pca-connector-ad/2018-05-10/paginators-1.json '
        'botocore/data/pca-connector-scep/2018-05-10/paginators-1.json '
        'botocore/data/pcs/2023-02-10/paginators-1.json '
        'botocore/data/personalize-events/2018-03-22/paginators-1.json '
        'botocore/data/pinpoint-email/2018-07-26/paginators-1.json '
        'botocore/data/pinpoint-sms-voice-v2/2022-03-31/paginators-1.json '
        'botocore/data/proton/2020-07-20/paginators-1.json '
        'botocore/data/qbusiness/2023-11-27/paginators-1.json '
        'botocore/data/qconnect/2020-10-19/paginators-1.json botocore/data/rbin/2021-06-15/paginators-1.json '
        'botocore/data/rds-data/2018-08-01/paginators-1.json botocore/data/rds/2014-09-01/paginators-1.json '
        'botocore/data/rds/2014-10-31/paginators-1.json '
        'botocore/data/redshift-data/2019-12-20/paginators-1.json '
        'botocore/data/rekognition/2016-06-27/paginators-1.json '
        'botocore/data/repostspace/2022-05-13/paginators-1.json '
        'botocore/data/resiliencehub/2020-04-30/paginators-1.json '
        'botocore/data/resiliencehubv2/2026-02-17/paginators-1.json '
        'botocore/data/resource-explorer-2/2022-07-28/paginators-1.json '
        'botocore/data/resource-groups/2017-11-27/paginators-1.json '
        'botocore/data/resourcegroupstaggingapi/2017-01-26/paginators-1.json '
        'botocore/data/rolesanywhere/2018-05-10/paginators-1.json '
        'botocore/data/route53-recovery-cluster/2019-12-02/paginators-1.json '
        'botocore/data/route53-recovery-control-config/2020-11-02/paginators-1.json '
        'botocore/data/route53-recovery-readiness/2019-12-02/paginators-1.json '
        'botocore/data/route53/2013-04-01/paginators-1.json '
        'botocore/data/route53domains/2014-05-15/paginators-1.json '
        'botocore/data/route53resolver/2018-04-01/paginators-1.json '
        'botocore/data/rtbfabric/2023-05-15/paginators-1.json botocore/data/rum/2018-05-10/paginators-1.json '
        'botocore/data/s3/2006-03-01/paginators-1.json botocore/data/s3outposts/2017-07-25/paginators-1.json '
        'botocore/data/s3tables/2018-05-10/paginators-1.json '
        'botocore/data/sagemaker-a2i-runtime/2019-11-07/paginators-1.json '
        'botocore/data/sagemaker-edge/2020-09-23/paginators-1.json '
        'botocore/data/sagemaker-featurestore-runtime/2020-07-01/paginators-1.json '
        'botocore/data/sagemaker-geospatial/2020-05-27/paginators-1.json '
        'botocore/data/sagemaker-metrics/2022-09-30/paginators-1.json '
        'botocore/data/sagemaker-runtime/2017-05-13/paginators-1.json '
        'botocore/data/sagemaker/2017-07-24/paginators-1.json '
        'botocore/data/scheduler/2021-06-30/paginators-1.json botocore/data/sdb/2009-04-15/paginators-1.json '
        'botocore/data/secretsmanager/2017-10-17/paginators-1.json '
        'botocore/data/security-ir/2018-05-10/paginators-1.json '
        'botocore/data/securityagent/2025-09-06/paginators-1.json '
        'botocore/data/securityhub/2018-10-26/paginators-1.json '
        'botocore/data/securitylake/2018-05-10/paginators-1.json '
        'botocore/data/serverlessrepo/2017-09-08/paginators-1.json '
        'botocore/data/service-quotas/2019-06-24/paginators-1.json '
        'botocore/data/servicecatalog-appregistry/2020-06-24/paginators-1.json '
        'botocore/data/servicecatalog/2015-12-10/paginators-1.json '
        'botocore/data/sesv2/2019-09-27/paginators-1.json '
        'botocore/data/signer-data/2017-08-25/paginators-1.json '
        'botocore/data/signer/2017-08-25/paginators-1.json botocore/data/signin/2023-01-01/paginators-1.json '
        'botocore/data/snow-device-management/2021-08-04/paginators-1.json '
        'botocore/data/snowball/2016-06-30/paginators-1.json botocore/data/sns/2010-03-31/paginators-1.json '
        'botocore/data/socialmessaging/2024-01-01/paginators-1.json '
        'botocore/data/sqs/2012-11-05/paginators-1.json '
        'botocore/data/ssm-guiconnect/2021-05-01/paginators-1.json '
        'botocore/data/ssm-incidents/2018-05-10/paginators-1.json '
        'botocore/data/ssm-quicksetup/2018-05-10/paginators-1.json '
        'botocore/data/ssm-sap/2018-05-10/paginators-1.json botocore/data/ssm/2014-11-06/paginators-1.json '
        'botocore/data/sso-oidc/2019-06-10/paginators-1.json '
        'botocore/data/stepfunctions/2016-11-23/paginators-1.json '
        'botocore/data/support-app/2021-08-20/paginators-1.json '
        'botocore/data/supportauthz/2026-06-30/paginators-1.json '
        'botocore/data/textract/2018-06-27/paginators-1.json '
        'botocore/data/timestream-write/2018-11-01/paginators-1.json '
        'botocore/data/transcribe/2017-10-26/paginators-1.json '
        'botocore/data/translate/2017-07-01/paginators-1.json botocore/data/uxc/2024-07-01/paginators-1.json '
        'botocore/data/vpc-lattice/2022-11-30/paginators-1.json '
        'botocore/data/waf/2015-08-24/paginators-1.json botocore/data/wafv2/2019-07-29/paginators-1.json '
        'botocore/data/wellarchitected/2020-03-31/paginators-1.json '
        'botocore/data/wickr/2024-02-01/paginators-1.json botocore/data/wisdom/2020-10-19/paginators-1.json '
        'botocore/data/workmailmessageflow/2019-05-01/paginators-1.json '
        'botocore/data/workspaces-instances/2022-07-26/paginators-1.json '
        'botocore/data/workspaces-thin-client/2023-08-22/paginators-1.json '
        'botocore/data/workspaces-web/2020-07-08/paginators-1.json'
    ),
}

BOTO_SERVICE_OTHER = {
    '': (
        'botocore/data/acm-pca/2017-08-22/endpoint-rule-set-1.json '
        'botocore/data/acm-pca/2017-08-22/examples-1.json botocore/data/acm/2015-12-08/examples-1.json '
        'botocore/data/amp/2020-08-01/endpoint-rule-set-1.json '
        'botocore/data/amplifybackend/2020-08-11/endpoint-rule-set-1.json '
        'botocore/data/apigateway/2015-07-09/endpoint-rule-set-1.json '
        'botocore/data/appfabric/2023-05-19/endpoint-rule-set-1.json '
        'botocore/data/application-signals/2024-04-15/endpoint-rule-set-1.json '
        'botocore/data/application-signals/2024-04-15/paginators-1.sdk-extras.json '
        'botocore/data/appmesh/2018-10-01/examples-1.json botocore/data/appmesh/2019-01-25/examples-1.json '
        'botocore/data/appsync/2017-07-25/examples-1.json '
        'botocore/data/arc-region-switch/2022-07-26/paginators-1.sdk-extras.json '
        'botocore/data/autoscaling/2011-01-01/endpoint-rule-set-1.json '
        'botocore/data/b2bi/2022-06-23/endpoint-rule-set-1.json '
        'botocore/data/backup-gateway/2021-01-01/endpoint-rule-set-1.json '
        'botocore/data/backup-gateway/2021-01-01/examples-1.json '
        'botocore/data/backupsearch/2018-05-10/endpoint-rule-set-1.json '
        'botocore/data/batch/2016-08-10/endpoint-rule-set-1.json '
        'botocore/data/batch/2016-08-10/paginators-1.json '
        'botocore/data/bedrock-agent-runtime/2023-07-26/endpoint-rule-set-1.json '
        'botocore/data/bedrock-agent-runtime/2023-07-26/waiters-2.json '
        'botocore/data/bedrock-agent/2023-06-05/endpoint-rule-set-1.json '
        'botocore/data/bedrock-agent/2023-06-05/waiters-2.json '
        'botocore/data/bedrock-agentcore/2024-02-28/waiters-2.json '
        'botocore/data/bedrock-runtime/2023-09-30/endpoint-rule-set-1.json '
        'botocore/data/billingconductor/2021-07-30/waiters-2.json '
        'botocore/data/braket/2019-09-01/examples-1.json botocore/data/ce/2017-10-25/examples-1.json '
        'botocore/data/chime-sdk-messaging/2021-05-15/endpoint-rule-set-1.json '
        'botocore/data/chime-sdk-voice/2022-08-03/endpoint-rule-set-1.json '
        'botocore/data/chime/2018-05-01/endpoint-rule-set-1.json '
        'botocore/data/chime/2018-05-01/paginators-1.json '
        'botocore/data/clouddirectory/2017-01-11/endpoint-rule-set-1.json '
        'botocore/data/cloudformation/2010-05-15/examples-1.json '
        'botocore/data/cloudformation/2010-05-15/paginators-1.json '
        'botocore/data/cloudfront/2014-10-21/waiters-2.json '
        'botocore/data/cloudfront/2015-04-17/endpoint-rule-set-1.json '
        'botocore/data/cloudfront/2015-09-17/endpoint-rule-set-1.json '
        'botocore/data/cloudfront/2015-09-17/waiters-2.json '
        'botocore/data/cloudfront/2016-01-28/endpoint-rule-set-1.json '
        'botocore/data/cloudfront/2016-01-28/examples-1.json '
        'botocore/data/cloudfront/2016-08-01/waiters-2.json '
        'botocore/data/cloudfront/2016-09-07/examples-1.json '
        'botocore/data/cloudfront/2016-09-29/endpoint-rule-set-1.json '
        'botocore/data/cloudfront/2016-11-25/examples-1.json '
        'botocore/data/cloudfront/2018-06-18/waiters-2.json '
        'botocore/data/cloudhsm/2014-05-30/endpoint-rule-set-1.json '
        'botocore/data/cloudhsmv2/2017-04-28/examples-1.json '
        'botocore/data/cloudtrail/2013-11-01/examples-1.json '
        'botocore/data/cloudwatch/2010-08-01/endpoint-rule-set-1.json '
        'botocore/data/codecommit/2015-04-13/endpoint-rule-set-1.json '
        'botocore/data/codecommit/2015-04-13/examples-1.json '
        'botocore/data/codeguru-security/2018-05-10/waiters-2.json '
        'botocore/data/codestar-connections/2019-12-01/endpoint-rule-set-1.json '
        'botocore/data/codestar-connections/2019-12-01/examples-1.json '
        'botocore/data/comprehend/2017-11-27/endpoint-rule-set-1.json '
        'botocore/data/comprehendmedical/2018-10-30/examples-1.json '
        'botocore/data/compute-optimizer/2019-11-01/endpoint-rule-set-1.json '
        'botocore/data/config/2014-11-12/examples-1.json '
        'botocore/data/connectcampaignsv2/2024-04-23/endpoint-rule-set-1.json '
        'botocore/data/connectcases/2022-10-03/endpoint-rule-set-1.json '
        'botocore/data/connectparticipant/2018-09-07/endpoint-rule-set-1.json '
        'botocore/data/connectparticipant/2018-09-07/paginators-1.json '
        'botocore/data/cur/2017-01-06/examples-1.json '
        'botocore/data/customer-profiles/2020-08-15/examples-1.json '
        'botocore/data/datazone/2018-05-10/endpoint-rule-set-1.json '
        'botocore/data/dax/2017-04-19/examples-1.json botocore/data/deadline/2023-10-12/waiters-2.json '
        'botocore/data/detective/2018-10-26/examples-1.json '
        'botocore/data/detective/2018-10-26/paginators-1.json botocore/data/dlm/2018-01-12/examples-1.json '
        'botocore/data/dsql/2018-05-10/waiters-2.json botocore/data/dsql/2018-05-10/paginators-1.json '
        'botocore/data/dynamodb/2011-12-05/endpoint-rule-set-1.json '
        'botocore/data/dynamodb/2011-12-05/examples-1.json '
        'botocore/data/dynamodb/2012-08-10/endpoint-rule-set-1.json '
        'botocore/data/dynamodb/2012-08-10/paginators-1.json '
        'botocore/data/ec2/2014-10-01/endpoint-rule-set-1.json botocore/data/ec2/2014-10-01/waiters-2.json '
        'botocore/data/ec2/2015-04-15/waiters-2.json botocore/data/ec2/2015-10-01/endpoint-rule-set-1.json '
        'botocore/data/ec2/2015-10-01/waiters-2.json botocore/data/ec2/2016-04-01/endpoint-rule-set-1.json '
        'botocore/data/ec2/2016-11-15/examples-1.json botocore/data/ecr/2015-09-21/waiters-2.json '
        'botocore/data/ecs/2014-11-13/waiters-2.json botocore/data/eks-auth/2023-11-26/waiters-2.json '
        'botocore/data/elasticache/2014-09-30/endpoint-rule-set-1.json '
        'botocore/data/elasticache/2015-02-02/examples-1.json '
        'botocore/data/elasticbeanstalk/2010-12-01/endpoint-rule-set-1.json '
        'botocore/data/elb/2012-06-01/endpoint-rule-set-1.json '
        'botocore/data/elbv2/2015-12-01/endpoint-rule-set-1.json '
        'botocore/data/emr-serverless/2021-07-13/endpoint-rule-set-1.json '
        'botocore/data/emr-serverless/2021-07-13/paginators-1.json '
        'botocore/data/emr/2009-03-31/examples-1.json botocore/data/emr/2009-03-31/waiters-2.json '
        'botocore/data/events/2014-02-03/endpoint-rule-set-1.json '
        'botocore/data/events/2015-10-07/endpoint-rule-set-1.json '
        'botocore/data/evs/2023-07-27/endpoint-rule-set-1.json botocore/data/evs/2023-07-27/waiters-2.json '
        'botocore/data/fis/2020-12-01/endpoint-rule-set-1.json '
        'botocore/data/forecastquery/2018-06-26/examples-1.json '
        'botocore/data/gamelift/2015-10-01/endpoint-rule-set-1.json '
        'botocore/data/geo-maps/2020-11-19/waiters-2.json '
        'botocore/data/globalaccelerator/2018-08-08/endpoint-rule-set-1.json '
        'botocore/data/greengrass/2017-06-07/endpoint-rule-set-1.json '
        'botocore/data/groundstation/2019-05-23/examples-1.json '
        'botocore/data/healthlake/2017-07-01/examples-1.json '
        'botocore/data/healthlake/2017-07-01/waiters-2.json botocore/data/iam/2010-05-08/waiters-2.json '
        'botocore/data/identitystore/2020-06-15/endpoint-rule-set-1.json '
        'botocore/data/identitystore/2020-06-15/paginators-1.json '
        'botocore/data/imagebuilder/2019-12-02/examples-1.json '
        'botocore/data/inspector/2016-02-16/endpoint-rule-set-1.json '
        'botocore/data/inspector2/2020-06-08/endpoint-rule-set-1.json '
        'botocore/data/inspector2/2020-06-08/paginators-1.json '
        'botocore/data/invoicing/2024-12-01/endpoint-rule-set-1.json '
        'botocore/data/iot-jobs-data/2017-09-29/endpoint-rule-set-1.json '
        'botocore/data/iotdeviceadvisor/2020-09-18/examples-1.json '
        'botocore/data/iotdeviceadvisor/2020-09-18/paginators-1.json '
        'botocore/data/iotfleetwise/2021-06-17/waiters-2.json '
        'botocore/data/iotthingsgraph/2018-09-06/examples-1.json '
        'botocore/data/iottwinmaker/2021-11-29/examples-1.json '
        'botocore/data/iottwinmaker/2021-11-29/waiters-2.json botocore/data/ivs/2020-07-14/examples-1.json '
        'botocore/data/ivschat/2020-07-14/endpoint-rule-set-1.json '
        'botocore/data/ivschat/2020-07-14/waiters-2.json botocore/data/keyspaces/2022-02-10/examples-1.json '
        'botocore/data/kinesis-video-signaling/2019-12-04/endpoint-rule-set-1.json '
        'botocore/data/kinesis/2013-12-02/examples-1.json '
        'botocore/data/kinesisvideo/2017-09-30/endpoint-rule-set-1.json '
        'botocore/data/kms/2014-11-01/examples-1.json '
        'botocore/data/lakeformation/2017-03-31/paginators-1.sdk-extras.json '
        'botocore/data/lambda-microvms/2025-09-09/endpoint-rule-set-1.json '
        'botocore/data/lambda/2015-03-31/paginators-1.sdk-extras.json '
        'botocore/data/lex-models/2017-04-19/examples-1.json '
        'botocore/data/lex-models/2017-04-19/paginators-1.json '
        'botocore/data/lexv2-runtime/2020-08-07/examples-1.json '
        'botocore/data/lexv2-runtime/2020-08-07/paginators-1.json '
        'botocore/data/lightsail/2016-11-28/examples-1.json '
        'botocore/data/logs/2014-03-28/endpoint-rule-set-1.json '
        'botocore/data/m2/2021-04-28/endpoint-rule-set-1.json botocore/data/macie2/2020-01-01/waiters-2.json '
        'botocore/data/managedblockchain-query/2023-05-04/endpoint-rule-set-1.json '
        'botocore/data/marketplace-agreement/2020-03-01/endpoint-rule-set-1.json '
        'botocore/data/marketplace-agreement/2020-03-01/paginators-1.json '
        'botocore/data/marketplace-catalog/2018-09-17/endpoint-rule-set-1.json '
        'botocore/data/marketplace-discovery/2026-02-05/waiters-2.json '
        'botocore/data/marketplace-reporting/2018-05-10/waiters-2.json '
        'botocore/data/marketplacecommerceanalytics/2015-07-01/endpoint-rule-set-1.json '
        'botocore/data/mediaconvert/2017-08-29/endpoint-rule-set-1.json '
        'botocore/data/mediapackagev2/2022-12-25/waiters-2.json '
        'botocore/data/mediastore-data/2017-09-01/examples-1.json '
        'botocore/data/mediastore-data/2017-09-01/paginators-1.json '
        'botocore/data/mediatailor/2018-04-23/endpoint-rule-set-1.json '
        'botocore/data/medical-imaging/2023-07-19/paginators-1.sdk-extras.json '
        'botocore/data/memorydb/2021-01-01/endpoint-rule-set-1.json '
        'botocore/data/meteringmarketplace/2016-01-14/endpoint-rule-set-1.json '
        'botocore/data/meteringmarketplace/2016-01-14/paginators-1.json '
        'botocore/data/mgh/2017-05-31/endpoint-rule-set-1.json '
        'botocore/data/networkflowmonitor/2023-04-19/paginators-1.sdk-extras.json '
        'botocore/data/networkflowmonitor/2023-04-19/waiters-2.json '
        'botocore/data/observabilityadmin/2018-05-10/waiters-2.json '
        'botocore/data/opensearchserverless/2021-11-01/endpoint-rule-set-1.json botocore/data/partitions.json '
        'botocore/data/sdk-default-configuration.json '
        'botocore/data/partnercentral-account/2025-04-04/endpoint-rule-set-1.json '
        'botocore/data/partnercentral-channel/2024-03-18/waiters-2.json '
        'botocore/data/partnercentral-selling/2022-07-26/endpoint-rule-set-1.json '
        'botocore/data/partnercentral-selling/2022-07-26/paginators-1.json '
        'botocore/data/pca-connector-scep/2018-05-10/endpoint-rule-set-1.json '
        'botocore/data/pcs/2023-02-10/endpoint-rule-set-1.json botocore/data/pcs/2023-02-10/waiters-2.json '
        'botocore/data/personalize-events/2018-03-22/examples-1.json '
        'botocore/data/pinpoint-sms-voice-v2/2022-03-31/examples-1.json '
        'botocore/data/pinpoint-sms-voice-v2/2022-03-31/paginators-1.json '
        'botocore/data/pipes/2015-10-07/endpoint-rule-set-1.json '
        'botocore/data/pricing/2017-10-15/endpoint-rule-set-1.json '
        'botocore/data/proton/2020-07-20/waiters-2.json '
        'botocore/data/qbusiness/2023-11-27/paginators-1.sdk-extras.json '
        'botocore/data/qbusiness/2023-11-27/waiters-2.json '
        'botocore/data/quicksight/2018-04-01/examples-1.json '
        'botocore/data/rbin/2021-06-15/endpoint-rule-set-1.json botocore/data/rbin/2021-06-15/examples-1.json '
        'botocore/data/rds/2014-10-31/paginators-1.sdk-extras.json '
        'botocore/data/redshift-data/2019-12-20/endpoint-rule-set-1.json '
        'botocore/data/redshift-data/2019-12-20/paginators-1.sdk-extras.json '
        'botocore/data/redshift/2012-12-01/examples-1.json botocore/data/redshift/2012-12-01/waiters-2.json '
        'botocore/data/resiliencehub/2020-04-30/endpoint-rule-set-1.json '
        'botocore/data/resiliencehubv2/2026-02-17/waiters-2.json '
        'botocore/data/resource-groups/2017-11-27/endpoint-rule-set-1.json '
        'botocore/data/resource-groups/2017-11-27/paginators-1.sdk-extras.json '
        'botocore/data/rolesanywhere/2018-05-10/waiters-2.json '
        'botocore/data/route53-recovery-cluster/2019-12-02/endpoint-rule-set-1.json '
        'botocore/data/route53domains/2014-05-15/examples-1.json '
        'botocore/data/route53resolver/2018-04-01/paginators-1.sdk-extras.json '
        'botocore/data/route53resolver/2018-04-01/paginators-1.json '
        'botocore/data/s3/2006-03-01/examples-1.json botocore/data/s3/2006-03-01/service-2.sdk-extras.json '
        'botocore/data/s3files/2025-05-05/waiters-2.json botocore/data/s3tables/2018-05-10/waiters-2.json '
        'botocore/data/s3tables/2018-05-10/paginators-1.json '
        'botocore/data/s3vectors/2025-07-15/paginators-1.sdk-extras.json '
        'botocore/data/s3vectors/2025-07-15/paginators-1.json '
        'botocore/data/sagemaker-a2i-runtime/2019-11-07/endpoint-rule-set-1.json '
        'botocore/data/sagemaker-edge/2020-09-23/endpoint-rule-set-1.json '
        'botocore/data/sagemaker-featurestore-runtime/2020-07-01/examples-1.json '
        'botocore/data/sagemakerjobruntime/2026-02-01/endpoint-rule-set-1.json '
        'botocore/data/savingsplans/2019-06-28/examples-1.json '
        'botocore/data/scheduler/2021-06-30/endpoint-rule-set-1.json '
        'botocore/data/schemas/2019-12-02/endpoint-rule-set-1.json '
        'botocore/data/schemas/2019-12-02/waiters-2.json '
        'botocore/data/secretsmanager/2017-10-17/examples-1.json '
        'botocore/data/security-ir/2018-05-10/waiters-2.json '
        'botocore/data/security-ir/2018-05-10/paginators-1.json '
        'botocore/data/securitylake/2018-05-10/paginators-1.sdk-extras.json '
        'botocore/data/servicecatalog/2015-12-10/examples-1.json botocore/data/ses/2010-12-01/examples-1.json '
        'botocore/data/shield/2016-06-02/examples-1.json botocore/data/signer-data/2017-08-25/waiters-2.json '
        'botocore/data/signer/2017-08-25/waiters-2.json botocore/data/snowball/2016-06-30/examples-1.json '
        'botocore/data/snowball/2016-06-30/paginators-1.json '
        'botocore/data/ssm-contacts/2021-05-03/endpoint-rule-set-1.json '
        'botocore/data/ssm-quicksetup/2018-05-10/endpoint-rule-set-1.json '
        'botocore/data/ssm-quicksetup/2018-05-10/paginators-1.json '
        'botocore/data/sso-admin/2020-07-20/endpoint-rule-set-1.json '
        'botocore/data/sso-admin/2020-07-20/examples-1.json '
        'botocore/data/sso/2019-06-10/endpoint-rule-set-1.json '
        'botocore/data/stepfunctions/2016-11-23/examples-1.json '
        'botocore/data/supplychain/2024-01-01/endpoint-rule-set-1.json '
        'botocore/data/support/2013-04-15/endpoint-rule-set-1.json '
        'botocore/data/support/2013-04-15/examples-1.json '
        'botocore/data/supportauthz/2026-06-30/waiters-2.json '
        'botocore/data/supportauthz/2026-06-30/paginators-1.json '
        'botocore/data/timestream-influxdb/2023-01-27/endpoint-rule-set-1.json '
        'botocore/data/transfer/2018-11-05/endpoint-rule-set-1.json '
        'botocore/data/transfer/2018-11-05/examples-1.json '
        'botocore/data/translate/2017-07-01/endpoint-rule-set-1.json '
        'botocore/data/trustedadvisor/2022-09-15/endpoint-rule-set-1.json '
        'botocore/data/uxc/2024-07-01/endpoint-rule-set-1.json botocore/data/uxc/2024-07-01/waiters-2.json '
        'botocore/data/verifiedpermissions/2021-12-01/waiters-2.json '
        'botocore/data/voice-id/2021-09-27/endpoint-rule-set-1.json '
        'botocore/data/waf-regional/2016-11-28/endpoint-rule-set-1.json '
        'botocore/data/waf/2015-08-24/examples-1.json botocore/data/wafv2/2019-07-29/endpoint-rule-set-1.json '
        'botocore/data/wickr/2024-02-01/waiters-2.json '
        'botocore/data/wisdom/2020-10-19/endpoint-rule-set-1.json '
        'botocore/data/workspaces-web/2020-07-08/examples-1.json '
        'botocore/data/workspaces-web/2020-07-08/waiters-2.json '
        'botocore/data/workspaces/2015-04-08/examples-1.json '
        'botocore/data/workspaces/2015-04-08/paginators-1.json botocore/data/xray/2016-04-12/examples-1.json '
        'botocore/data/account/2021-02-01/paginators-1.json '
        'botocore/data/appintegrations/2020-07-29/paginators-1.json '
        'botocore/data/arc-zonal-shift/2022-10-30/paginators-1.json '
        'botocore/data/auditmanager/2017-07-25/paginators-1.json '
        'botocore/data/bcm-dashboards/2025-08-18/paginators-1.json '
        'botocore/data/bcm-recommended-actions/2024-11-14/paginators-1.json '
        'botocore/data/cloudfront/2017-03-25/paginators-1.json '
        'botocore/data/cloudfront/2017-10-30/paginators-1.json '
        'botocore/data/cloudfront/2020-05-31/paginators-1.json '
        'botocore/data/cloudsearchdomain/2013-01-01/paginators-1.json '
        'botocore/data/codeguru-reviewer/2019-09-19/paginators-1.json '
        'botocore/data/codeguruprofiler/2019-07-18/paginators-1.json '
        'botocore/data/cognito-idp/2016-04-18/paginators-1.json '
        'botocore/data/connectcampaigns/2021-01-30/paginators-1.json '
        'botocore/data/controltower/2018-05-10/paginators-1.json '
        'botocore/data/dataexchange/2017-07-25/paginators-1.json '
        'botocore/data/docdb-elastic/2022-11-28/paginators-1.json '
        'botocore/data/ec2-instance-connect/2018-04-02/paginators-1.json '
        'botocore/data/efs/2015-02-01/paginators-1.json botocore/data/fms/2018-01-01/paginators-1.json '
        'botocore/data/freetier/2023-09-07/paginators-1.json '
        'botocore/data/glacier/2012-06-01/paginators-1.json botocore/data/glue/2017-03-31/paginators-1.json '
        'botocore/data/grafana/2020-08-18/paginators-1.json botocore/data/kafka/2018-11-14/paginators-1.json '
        'botocore/data/keyspacesstreams/2024-09-09/paginators-1.json '
        'botocore/data/lexv2-models/2020-08-07/paginators-1.json '
        'botocore/data/license-manager/2018-08-01/paginators-1.json '
        'botocore/data/machinelearning/2014-12-12/paginators-1.json '
        'botocore/data/medialive/2017-10-14/paginators-1.json '
        'botocore/data/migrationhub-config/2019-06-30/paginators-1.json '
        'botocore/data/mq/2017-11-27/paginators-1.json '
        'botocore/data/networkmanager/2019-07-05/paginators-1.json '
        'botocore/data/networkmonitor/2023-08-01/paginators-1.json '
        'botocore/data/partnercentral-revenue-measurement/2022-07-26/paginators-1.json '
        'botocore/data/polly/2016-06-10/paginators-1.json '
        'botocore/data/route53-recovery-control-config/2020-11-02/paginators-1.json '
        'botocore/data/route53/2013-04-01/paginators-1.json '
        'botocore/data/s3outposts/2017-07-25/paginators-1.json botocore/data/sdb/2009-04-15/paginators-1.json '
        'botocore/data/serverlessrepo/2017-09-08/paginators-1.json '
        'botocore/data/ssm-incidents/2018-05-10/paginators-1.json '
        'botocore/data/ssm-sap/2018-05-10/paginators-1.json '
        'botocore/data/transcribe/2017-10-26/paginators-1.json '
        'botocore/data/wellarchitected/2020-03-31/paginators-1.json '
        'botocore/data/workmail/2017-10-01/paginators-1.json '
        'botocore/data/workspaces-instances/2022-07-26/paginators-1.json'
    ),
    'botocore/data/accessanalyzer/2019-11-01': (
        'endpoint-rule-set-1.json paginators-1.sdk-extras.json paginators-1.json'
    ),
    'botocore/data/amplifyuibuilder/2021-08-11': (
        'endpoint-rule-set-1.json examples-1.json paginators-1.json'
    ),
    'botocore/data/eks/2017-11-01': (
        'endpoint-rule-set-1.json examples-1.json paginators-1.json'
    ),
    'botocore/data/greengrassv2/2020-11-30': (
        'endpoint-rule-set-1.json examples-1.json paginators-1.json'
    ),
    'botocore/data/launch-wizard/2018-05-10': (
        'endpoint-rule-set-1.json waiters-2.json paginators-1.json'
    ),
    'botocore/data/location/2020-11-19': (
        'endpoint-rule-set-1.json paginators-1.sdk-extras.json paginators-1.json'
    ),
    'botocore/data/opensearch/2021-01-01': (
        'endpoint-rule-set-1.json examples-1.json paginators-1.json'
    ),
    'botocore/data/organizations/2016-11-28': (
        'endpoint-rule-set-1.json examples-1.json paginators-1.sdk-extras.json'
    ),
    'botocore/data/sagemaker/2017-07-24': (
        'endpoint-rule-set-1.json paginators-1.sdk-extras.json waiters-2.json'
    ),
}

BOTO_PAGINATORS_OTHER = {
    '': (
        'botocore/data/accessanalyzer/2019-11-01/endpoint-rule-set-1.json '
        'botocore/data/accessanalyzer/2019-11-01/paginators-1.sdk-extras.json '
        'botocore/data/acm-pca/2017-08-22/endpoint-rule-set-1.json '
        'botocore/data/acm-pca/2017-08-22/examples-1.json botocore/data/acm/2015-12-08/examples-1.json '
        'botocore/data/acm/2015-12-08/service-2.json botocore/data/amp/2020-08-01/endpoint-rule-set-1.json '
        'botocore/data/amplifybackend/2020-08-11/endpoint-rule-set-1.json '
        'botocore/data/amplifyuibuilder/2021-08-11/endpoint-rule-set-1.json '
        'botocore/data/amplifyuibuilder/2021-08-11/examples-1.json '
        'botocore/data/apigateway/2015-07-09/endpoint-rule-set-1.json '
        'botocore/data/apigateway/2015-07-09/service-2.json '
        'botocore/data/appfabric/2023-05-19/endpoint-rule-set-1.json '
        'botocore/data/appmesh/2018-10-01/examples-1.json botocore/data/appmesh/2019-01-25/examples-1.json '
        'botocore/data/appsync/2017-07-25/examples-1.json '
        'botocore/data/arc-region-switch/2022-07-26/paginators-1.sdk-extras.json '
        'botocore/data/autoscaling/2011-01-01/endpoint-rule-set-1.json '
        'botocore/data/b2bi/2022-06-23/endpoint-rule-set-1.json botocore/data/b2bi/2022-06-23/service-2.json '
        'botocore/data/backup-gateway/2021-01-01/endpoint-rule-set-1.json '
        'botocore/data/backup-gateway/2021-01-01/examples-1.json '
        'botocore/data/backupsearch/2018-05-10/endpoint-rule-set-1.json '
        'botocore/data/backupsearch/2018-05-10/service-2.json '
        'botocore/data/batch/2016-08-10/endpoint-rule-set-1.json '
        'botocore/data/bedrock-agent-runtime/2023-07-26/endpoint-rule-set-1.json '
        'botocore/data/bedrock-agent-runtime/2023-07-26/waiters-2.json '
        'botocore/data/bedrock-agent/2023-06-05/endpoint-rule-set-1.json '
        'botocore/data/bedrock-agent/2023-06-05/waiters-2.json '
        'botocore/data/bedrock-agentcore/2024-02-28/waiters-2.json '
        'botocore/data/bedrock-runtime/2023-09-30/endpoint-rule-set-1.json '
        'botocore/data/billingconductor/2021-07-30/waiters-2.json '
        'botocore/data/braket/2019-09-01/examples-1.json botocore/data/ce/2017-10-25/examples-1.json '
        'botocore/data/chime-sdk-messaging/2021-05-15/endpoint-rule-set-1.json '
        'botocore/data/chime-sdk-voice/2022-08-03/endpoint-rule-set-1.json '
        'botocore/data/chime/2018-05-01/endpoint-rule-set-1.json '
        'botocore/data/clouddirectory/2017-01-11/endpoint-rule-set-1.json '
        'botocore/data/cloudformation/2010-05-15/examples-1.json '
        'botocore/data/cloudfront/2014-10-21/waiters-2.json '
        'botocore/data/cloudfront/2014-10-21/service-2.json '
        'botocore/data/cloudfront/2015-04-17/endpoint-rule-set-1.json '
        'botocore/data/cloudfront/2015-09-17/endpoint-rule-set-1.json '
        'botocore/data/cloudfront/2015-09-17/waiters-2.json '
        'botocore/data/cloudfront/2016-01-28/endpoint-rule-set-1.json '
        'botocore/data/cloudfront/2016-01-28/examples-1.json '
        'botocore/data/cloudfront/2016-08-01/waiters-2.json '
        'botocore/data/cloudfront/2016-09-07/examples-1.json '
        'botocore/data/cloudfront/2016-09-29/endpoint-rule-set-1.json '
        'botocore/data/cloudfront/2016-11-25/examples-1.json '
        'botocore/data/cloudfront/2018-06-18/waiters-2.json '
        'botocore/data/cloudhsm/2014-05-30/endpoint-rule-set-1.json '
        'botocore/data/cloudhsmv2/2017-04-28/examples-1.json '
        'botocore/data/cloudtrail/2013-11-01/examples-1.json '
        'botocore/data/cloudwatch/2010-08-01/endpoint-rule-set-1.json '
        'botocore/data/codecommit/2015-04-13/endpoint-rule-set-1.json '
        'botocore/data/codecommit/2015-04-13/examples-1.json '
        'botocore/data/codeguru-security/2018-05-10/waiters-2.json '
        'botocore/data/comprehend/2017-11-27/endpoint-rule-set-1.json '
        'botocore/data/comprehendmedical/2018-10-30/examples-1.json '
        'botocore/data/comprehendmedical/2018-10-30/service-2.json '
        'botocore/data/compute-optimizer/2019-11-01/endpoint-rule-set-1.json '
        'botocore/data/config/2014-11-12/examples-1.json '
        'botocore/data/connectcampaignsv2/2024-04-23/endpoint-rule-set-1.json '
        'botocore/data/connectcases/2022-10-03/endpoint-rule-set-1.json '
        'botocore/data/connectparticipant/2018-09-07/endpoint-rule-set-1.json '
        'botocore/data/cur/2017-01-06/examples-1.json '
        'botocore/data/customer-profiles/2020-08-15/examples-1.json '
        'botocore/data/datazone/2018-05-10/endpoint-rule-set-1.json '
        'botocore/data/dax/2017-04-19/examples-1.json botocore/data/deadline/2023-10-12/waiters-2.json '
        'botocore/data/detective/2018-10-26/examples-1.json botocore/data/dlm/2018-01-12/examples-1.json '
        'botocore/data/dlm/2018-01-12/service-2.json botocore/data/dsql/2018-05-10/waiters-2.json '
        'botocore/data/dynamodb/2011-12-05/endpoint-rule-set-1.json '
        'botocore/data/dynamodb/2011-12-05/examples-1.json '
        'botocore/data/dynamodb/2012-08-10/endpoint-rule-set-1.json '
        'botocore/data/ec2/2014-10-01/endpoint-rule-set-1.json botocore/data/ec2/2014-10-01/waiters-2.json '
        'botocore/data/ec2/2015-04-15/waiters-2.json botocore/data/ec2/2015-04-15/service-2.json '
        'botocore/data/ec2/2015-10-01/endpoint-rule-set-1.json botocore/data/ec2/2015-10-01/waiters-2.json '
        'botocore/data/ec2/2016-04-01/endpoint-rule-set-1.json botocore/data/ec2/2016-11-15/examples-1.json '
        'botocore/data/ecr/2015-09-21/waiters-2.json botocore/data/ecr/2015-09-21/service-2.json '
        'botocore/data/ecs/2014-11-13/waiters-2.json botocore/data/eks-auth/2023-11-26/waiters-2.json '
        'botocore/data/eks/2017-11-01/endpoint-rule-set-1.json botocore/data/eks/2017-11-01/examples-1.json '
        'botocore/data/elasticache/2014-09-30/endpoint-rule-set-1.json '
        'botocore/data/elasticache/2015-02-02/examples-1.json '
        'botocore/data/elasticbeanstalk/2010-12-01/endpoint-rule-set-1.json '
        'botocore/data/elb/2012-06-01/endpoint-rule-set-1.json '
        'botocore/data/elbv2/2015-12-01/endpoint-rule-set-1.json '
        'botocore/data/emr-serverless/2021-07-13/endpoint-rule-set-1.json '
        'botocore/data/emr/2009-03-31/examples-1.json botocore/data/emr/2009-03-31/waiters-2.json '
        'botocore/data/events/2014-02-03/endpoint-rule-set-1.json '
        'botocore/data/events/2015-10-07/endpoint-rule-set-1.json '
        'botocore/data/evs/2023-07-27/endpoint-rule-set-1.json botocore/data/evs/2023-07-27/waiters-2.json '
        'botocore/data/fis/2020-12-01/endpoint-rule-set-1.json botocore/data/fis/2020-12-01/service-2.json '
        'botocore/data/forecastquery/2018-06-26/examples-1.json '
        'botocore/data/gamelift/2015-10-01/endpoint-rule-set-1.json '
        'botocore/data/geo-maps/2020-11-19/waiters-2.json '
        'botocore/data/globalaccelerator/2018-08-08/endpoint-rule-set-1.json '
        'botocore/data/greengrass/2017-06-07/endpoint-rule-set-1.json '
        'botocore/data/greengrassv2/2020-11-30/endpoint-rule-set-1.json '
        'botocore/data/greengrassv2/2020-11-30/examples-1.json '
        'botocore/data/groundstation/2019-05-23/examples-1.json '
        'botocore/data/healthlake/2017-07-01/examples-1.json '
        'botocore/data/healthlake/2017-07-01/waiters-2.json botocore/data/iam/2010-05-08/waiters-2.json '
        'botocore/data/identitystore/2020-06-15/endpoint-rule-set-1.json '
        'botocore/data/imagebuilder/2019-12-02/examples-1.json '
        'botocore/data/imagebuilder/2019-12-02/service-2.json '
        'botocore/data/inspector/2016-02-16/endpoint-rule-set-1.json '
        'botocore/data/inspector2/2020-06-08/endpoint-rule-set-1.json '
        'botocore/data/inspector2/2020-06-08/service-2.json '
        'botocore/data/invoicing/2024-12-01/endpoint-rule-set-1.json '
        'botocore/data/iot-jobs-data/2017-09-29/endpoint-rule-set-1.json '
        'botocore/data/iot-jobs-data/2017-09-29/service-2.json '
        'botocore/data/iotdeviceadvisor/2020-09-18/examples-1.json '
        'botocore/data/iotdeviceadvisor/2020-09-18/service-2.json '
        'botocore/data/iotfleetwise/2021-06-17/waiters-2.json '
        'botocore/data/iotthingsgraph/2018-09-06/examples-1.json '
        'botocore/data/iottwinmaker/2021-11-29/examples-1.json '
        'botocore/data/iottwinmaker/2021-11-29/waiters-2.json botocore/data/ivs/2020-07-14/examples-1.json '
        'botocore/data/keyspaces/2022-02-10/examples-1.json '
        'botocore/data/kinesis-video-signaling/2019-12-04/endpoint-rule-set-1.json '
        'botocore/data/kinesis/2013-12-02/examples-1.json '
        'botocore/data/kinesisvideo/2017-09-30/endpoint-rule-set-1.json '
        'botocore/data/kms/2014-11-01/examples-1.json '
        'botocore/data/lakeformation/2017-03-31/paginators-1.sdk-extras.json '
        'botocore/data/lambda-microvms/2025-09-09/endpoint-rule-set-1.json '
        'botocore/data/lambda/2015-03-31/paginators-1.sdk-extras.json '
        'botocore/data/launch-wizard/2018-05-10/endpoint-rule-set-1.json '
        'botocore/data/launch-wizard/2018-05-10/waiters-2.json '
        'botocore/data/lex-models/2017-04-19/examples-1.json '
        'botocore/data/lexv2-runtime/2020-08-07/examples-1.json '
        'botocore/data/lexv2-runtime/2020-08-07/service-2.json '
        'botocore/data/lightsail/2016-11-28/examples-1.json '
        'botocore/data/logs/2014-03-28/endpoint-rule-set-1.json '
        'botocore/data/m2/2021-04-28/endpoint-rule-set-1.json botocore/data/macie2/2020-01-01/waiters-2.json '
        'botocore/data/managedblockchain-query/2023-05-04/endpoint-rule-set-1.json '
        'botocore/data/managedblockchain-query/2023-05-04/service-2.json '
        'botocore/data/marketplace-agreement/2020-03-01/endpoint-rule-set-1.json '
        'botocore/data/marketplace-catalog/2018-09-17/endpoint-rule-set-1.json '
        'botocore/data/marketplace-discovery/2026-02-05/waiters-2.json '
        'botocore/data/marketplace-reporting/2018-05-10/waiters-2.json '
        'botocore/data/marketplacecommerceanalytics/2015-07-01/endpoint-rule-set-1.json '
        'botocore/data/marketplacecommerceanalytics/2015-07-01/service-2.json '
        'botocore/data/mediaconvert/2017-08-29/endpoint-rule-set-1.json '
        'botocore/data/mediapackagev2/2022-12-25/waiters-2.json '
        'botocore/data/mediastore-data/2017-09-01/examples-1.json '
        'botocore/data/mediatailor/2018-04-23/endpoint-rule-set-1.json '
        'botocore/data/medical-imaging/2023-07-19/paginators-1.sdk-extras.json '
        'botocore/data/medical-imaging/2023-07-19/service-2.json '
        'botocore/data/memorydb/2021-01-01/endpoint-rule-set-1.json '
        'botocore/data/meteringmarketplace/2016-01-14/endpoint-rule-set-1.json '
        'botocore/data/mgh/2017-05-31/endpoint-rule-set-1.json '
        'botocore/data/networkflowmonitor/2023-04-19/paginators-1.sdk-extras.json '
        'botocore/data/networkflowmonitor/2023-04-19/waiters-2.json '
        'botocore/data/observabilityadmin/2018-05-10/waiters-2.json '
        'botocore/data/opensearchserverless/2021-11-01/endpoint-rule-set-1.json '
        'botocore/data/opensearchserverless/2021-11-01/service-2.json botocore/data/partitions.json '
        'botocore/data/sdk-default-configuration.json '
        'botocore/data/partnercentral-account/2025-04-04/endpoint-rule-set-1.json '
        'botocore/data/partnercentral-channel/2024-03-18/waiters-2.json '
        'botocore/data/partnercentral-channel/2024-03-18/service-2.json '
        'botocore/data/partnercentral-selling/2022-07-26/endpoint-rule-set-1.json '
        'botocore/data/pca-connector-scep/2018-05-10/endpoint-rule-set-1.json '
        'botocore/data/pcs/2023-02-10/endpoint-rule-set-1.json botocore/data/pcs/2023-02-10/waiters-2.json '
        'botocore/data/personalize-events/2018-03-22/examples-1.json '
        'botocore/data/personalize-events/2018-03-22/service-2.json '
        'botocore/data/pinpoint-sms-voice-v2/2022-03-31/examples-1.json '
        'botocore/data/pipes/2015-10-07/endpoint-rule-set-1.json '
        'botocore/data/pricing/2017-10-15/endpoint-rule-set-1.json '
        'botocore/data/proton/2020-07-20/waiters-2.json '
        'botocore/data/qbusiness/2023-11-27/paginators-1.sdk-extras.json '
        'botocore/data/qbusiness/2023-11-27/waiters-2.json '
        'botocore/data/quicksight/2018-04-01/examples-1.json '
        'botocore/data/rds/2014-10-31/paginators-1.sdk-extras.json '
        'botocore/data/redshift-data/2019-12-20/endpoint-rule-set-1.json '
        'botocore/data/redshift-data/2019-12-20/paginators-1.sdk-extras.json '
        'botocore/data/redshift/2012-12-01/examples-1.json botocore/data/redshift/2012-12-01/waiters-2.json '
        'botocore/data/resiliencehub/2020-04-30/endpoint-rule-set-1.json '
        'botocore/data/resiliencehub/2020-04-30/service-2.json '
        'botocore/data/resiliencehubv2/2026-02-17/waiters-2.json '
        'botocore/data/rolesanywhere/2018-05-10/waiters-2.json '
        'botocore/data/route53-recovery-cluster/2019-12-02/endpoint-rule-set-1.json '
        'botocore/data/route53domains/2014-05-15/examples-1.json '
        'botocore/data/route53domains/2014-05-15/service-2.json '
        'botocore/data/route53resolver/2018-04-01/paginators-1.sdk-extras.json '
        'botocore/data/s3/2006-03-01/examples-1.json botocore/data/s3/2006-03-01/service-2.sdk-extras.json '
        'botocore/data/s3files/2025-05-05/waiters-2.json botocore/data/s3files/2025-05-05/service-2.json '
        'botocore/data/s3tables/2018-05-10/waiters-2.json '
        'botocore/data/s3vectors/2025-07-15/paginators-1.sdk-extras.json '
        'botocore/data/sagemaker-a2i-runtime/2019-11-07/endpoint-rule-set-1.json '
        'botocore/data/sagemaker-edge/2020-09-23/endpoint-rule-set-1.json '
        'botocore/data/sagemaker-featurestore-runtime/2020-07-01/examples-1.json '
        'botocore/data/sagemaker-featurestore-runtime/2020-07-01/service-2.json '
        'botocore/data/sagemakerjobruntime/2026-02-01/endpoint-rule-set-1.json '
        'botocore/data/savingsplans/2019-06-28/examples-1.json '
        'botocore/data/scheduler/2021-06-30/endpoint-rule-set-1.json '
        'botocore/data/schemas/2019-12-02/endpoint-rule-set-1.json '
        'botocore/data/schemas/2019-12-02/waiters-2.json '
        'botocore/data/secretsmanager/2017-10-17/examples-1.json '
        'botocore/data/security-ir/2018-05-10/waiters-2.json '
        'botocore/data/securitylake/2018-05-10/paginators-1.sdk-extras.json '
        'botocore/data/servicecatalog/2015-12-10/examples-1.json botocore/data/ses/2010-12-01/examples-1.json '
        'botocore/data/shield/2016-06-02/examples-1.json botocore/data/shield/2016-06-02/service-2.json '
        'botocore/data/signer-data/2017-08-25/waiters-2.json botocore/data/signer/2017-08-25/waiters-2.json '
        'botocore/data/snowball/2016-06-30/examples-1.json '
        'botocore/data/ssm-contacts/2021-05-03/endpoint-rule-set-1.json '
        'botocore/data/ssm-quicksetup/2018-05-10/endpoint-rule-set-1.json '
        'botocore/data/sso-admin/2020-07-20/endpoint-rule-set-1.json '
        'botocore/data/sso-admin/2020-07-20/examples-1.json '
        'botocore/data/sso/2019-06-10/endpoint-rule-set-1.json botocore/data/sso/2019-06-10/service-2.json '
        'botocore/data/stepfunctions/2016-11-23/examples-1.json '
        'botocore/data/supplychain/2024-01-01/endpoint-rule-set-1.json '
        'botocore/data/supplychain/2024-01-01/service-2.json '
        'botocore/data/supportauthz/2026-06-30/waiters-2.json '
        'botocore/data/timestream-influxdb/2023-01-27/endpoint-rule-set-1.json '
        'botocore/data/transfer/2018-11-05/endpoint-rule-set-1.json '
        'botocore/data/transfer/2018-11-05/examples-1.json '
        'botocore/data/translate/2017-07-01/endpoint-rule-set-1.json '
        'botocore/data/trustedadvisor/2022-09-15/endpoint-rule-set-1.json '
        'botocore/data/uxc/2024-07-01/endpoint-rule-set-1.json botocore/data/uxc/2024-07-01/waiters-2.json '
        'botocore/data/verifiedpermissions/2021-12-01/waiters-2.json '
        'botocore/data/voice-id/2021-09-27/endpoint-rule-set-1.json '
        'botocore/data/waf-regional/2016-11-28/endpoint-rule-set-1.json '
        'botocore/data/waf/2015-08-24/examples-1.json botocore/data/wafv2/2019-07-29/endpoint-rule-set-1.json '
        'botocore/data/wickr/2024-02-01/waiters-2.json '
        'botocore/data/wisdom/2020-10-19/endpoint-rule-set-1.json '
        'botocore/data/workspaces/2015-04-08/examples-1.json botocore/data/xray/2016-04-12/examples-1.json '
        'botocore/data/agent-registry-control/2025-12-01/service-2.json '
        'botocore/data/aiops/2018-05-10/service-2.json '
        'botocore/data/apigatewaymanagementapi/2018-11-29/service-2.json '
        'botocore/data/appflow/2020-08-23/service-2.json '
        'botocore/data/appintegrations/2020-07-29/service-2.json '
        'botocore/data/apprunner/2020-05-15/service-2.json '
        'botocore/data/auditmanager/2017-07-25/service-2.json '
        'botocore/data/bedrock-agentcore-control/2023-06-05/service-2.json '
        'botocore/data/budgets/2016-10-20/service-2.json botocore/data/cloudfront/2016-08-20/service-2.json '
        'botocore/data/cognito-identity/2014-06-30/service-2.json '
        'botocore/data/compute-optimizer-automation/2025-09-22/service-2.json '
        'botocore/data/devicefarm/2015-06-23/service-2.json botocore/data/docdb/2014-10-31/service-2.json '
        'botocore/data/ebs/2019-11-02/service-2.json botocore/data/es/2015-01-01/service-2.json '
        'botocore/data/finspace-data/2020-07-13/service-2.json '
        'botocore/data/forecast/2018-06-26/service-2.json botocore/data/fsx/2018-03-01/service-2.json '
        'botocore/data/inspector-scan/2023-08-08/service-2.json '
        'botocore/data/iotsitewise/2019-12-02/service-2.json '
        'botocore/data/license-manager/2018-08-01/service-2.json '
        'botocore/data/mailmanager/2023-10-17/service-2.json '
        'botocore/data/migration-hub-refactor-spaces/2021-10-26/service-2.json '
        'botocore/data/migrationhubstrategy/2020-02-19/service-2.json '
        'botocore/data/mwaa-serverless/2024-07-26/service-2.json '
        'botocore/data/networkmanager/2019-07-05/service-2.json '
        'botocore/data/nova-act/2025-08-22/service-2.json botocore/data/osis/2022-01-01/service-2.json '
        'botocore/data/partnercentral-revenue-measurement/2022-07-26/service-2.json '
        'botocore/data/payment-cryptography/2021-09-14/service-2.json '
        'botocore/data/personalize-runtime/2018-05-22/service-2.json '
        'botocore/data/pinpoint-email/2018-07-26/service-2.json botocore/data/polly/2016-06-10/service-2.json '
        'botocore/data/resource-explorer-2/2022-07-28/service-2.json '
        'botocore/data/resourcegroupstaggingapi/2017-01-26/service-2.json '
        'botocore/data/rtbfabric/2023-05-15/service-2.json botocore/data/signin/2023-01-01/service-2.json '
        'botocore/data/sms-voice/2018-09-05/service-2.json '
        'botocore/data/socialmessaging/2024-01-01/service-2.json botocore/data/ssm/2014-11-06/service-2.json '
        'botocore/data/sustainability/2018-05-10/service-2.json '
        'botocore/data/transcribe/2017-10-26/service-2.json'
    ),
    'botocore/data/application-signals/2024-04-15': (
        'endpoint-rule-set-1.json paginators-1.sdk-extras.json service-2.json'
    ),
    'botocore/data/codestar-connections/2019-12-01': (
        'endpoint-rule-set-1.json examples-1.json service-2.json'
    ),
    'botocore/data/ivschat/2020-07-14': (
        'endpoint-rule-set-1.json waiters-2.json service-2.json'
    ),
    'botocore/data/location/2020-11-19': (
        'endpoint-rule-set-1.json paginators-1.sdk-extras.json service-2.json'
    ),
    'botocore/data/opensearch/2021-01-01': (
        'endpoint-rule-set-1.json examples-1.json service-2.json'
    ),
    'botocore/data/organizations/2016-11-28': (
        'endpoint-rule-set-1.json examples-1.json paginators-1.sdk-extras.json'
    ),
    'botocore/data/rbin/2021-06-15': (
        'endpoint-rule-set-1.json examples-1.json service-2.json'
    ),
    'botocore/data/resource-groups/2017-11-27': (
        'endpoint-rule-set-1.json paginators-1.sdk-extras.json service-2.json'
    ),
    'botocore/data/sagemaker/2017-07-24': (
        'endpoint-rule-set-1.json paginators-1.sdk-extras.json waiters-2.json'
    ),
    'botocore/data/support/2013-04-15': (
        'endpoint-rule-set-1.json examples-1.json service-2.json'
    ),
    'botocore/data/workspaces-web/2020-07-08': (
        'examples-1.json waiters-2.json service-2.json'
    ),
}

MEI_JPG = {
    'jpg': (
        'Android Depth Map.jpg',
        'Apple iPhone 4.jpg',
        'Apple iPhone 4S.jpg',
        'Apple iPhone 5.jpg',
        'Apple iPhone 6 plus.jpg',
        'Apple iPhone 6.jpg',
        'Blackberry Z10.jpg',
        'Bushnell Trophy HD Aggressor 119775C firmware BS685BWYx08237.jpg',
        'Canon EOS 1000D.jpg',
        'Canon EOS 100D.jpg',
        'Canon EOS 20D (1).jpg',
        'Canon EOS 20D (2).jpg',
        'Canon EOS 20D (3).jpg',
        'Canon EOS 30D (4).jpg',
        'Canon EOS 350D.jpg',
        'Canon EOS 450D.jpg',
        'Canon EOS 5D Mark II.jpg',
        'Canon EOS 5D Mark III.jpg',
        'Canon EOS 5D.jpg',
        'Canon EOS 600D.jpg',
        'Canon EOS 60D.jpg',
        'Canon EOS 70D.jpg',
        'Canon EOS 7D.jpg',
        'Canon EOS D60.jpg',
        'Canon EOS Kiss X6i.jpg',
        'Canon EOS REBEL SL1.jpg',
        'Canon EOS REBEL T2i.jpg',
        'Canon EOS REBEL T3i.jpg',
        'Canon EOS-1D Mark III (via Adobe Lightroom).jpg',
        'Canon EOS-1DS (after Noise Ninja).jpg',
        'Canon IXUS 300.jpg',
        'Canon IXUS 400.jpg',
        'Canon IXUS 430.jpg',
        'Canon IXUS 750.jpg',
        'Canon IXUS v2.jpg',
        'Canon IXUS v3.jpg',
        'Canon IXUS.jpg',
        'Canon PowerShot A20.jpg',
        'Canon PowerShot A40.jpg',
        'Canon PowerShot A560.jpg',
        'Canon PowerShot A610.jpg',
        'Canon PowerShot A70.jpg',
        'Canon PowerShot A720 IS.jpg',
        'Canon PowerShot A80.jpg',
        'Canon PowerShot A85.jpg',
        'Canon PowerShot G11.jpg',
        'Canon PowerShot G2 (1).jpg',
        'Canon PowerShot G2 (2).jpg',
        'Canon PowerShot G2 (3).jpg',
        'Canon PowerShot G2.jpg',
        'Canon PowerShot S230.jpg',
        'Canon PowerShot S30 (2).jpg',
        'Canon PowerShot S30.jpg',
        'Canon PowerShot S300.jpg',
        'Canon PowerShot S330.jpg',
        'Canon PowerShot S40 (1).jpg',
        'Canon PowerShot S40 (2).jpg',
        'Canon PowerShot S400.jpg',
        'Canon PowerShot S95.jpg',
        'Canon PowerShot SD100.jpg',
        'Canon PowerShot SD600.jpg',
        'Canon PowerShot SD850 IS.jpg',
        'Canon Powershot S90.jpg',
        'Casio EX-S1.jpg',
        'Casio EX-Z3.jpg',
        'Casio QV-3000EX.jpg',
        'Casio QV-7000SX.jpg',
        'DJI Phantom 4 (1).jpg',
        'DJI Phantom 4 (2).jpg',
        'DJI Phantom 4 (3).jpg',
        'Epson PhotoPC 3000Z.jpg',
        'FLIR Vue Pro 640.jpg',
        'FLIR iPhone device.jpg',
        'FLIR.jpg',
        'FujiFilm DS-7 (1).jpg',
        'FujiFilm DS-7 (2).jpg',
        'FujiFilm DS-7 (3).jpg',
        'FujiFilm DX-10.jpg',
        'FujiFilm DX-5.jpg',
        'FujiFilm FinePix A303.jpg',
        'FujiFilm FinePix F40fd.jpg',
        'FujiFilm FinePix X100.jpg',
        'FujiFilm FinePix XP60.jpg',
        'FujiFilm FinePix1400Zoom (1).jpg',
        'FujiFilm FinePix1400Zoom (2).jpg',
        'FujiFilm FinePix1400Zoom (3).jpg',
        'FujiFilm FinePix2650.jpg',
        'FujiFilm FinePix40i.jpg',
        'FujiFilm FinePix4900Zoom.jpg',
        'FujiFilm FinePix6800Zoom.jpg',
        'FujiFilm FinePixS1Pro (1).jpg',
        'FujiFilm FinePixS1Pro (2).jpg',
        'FujiFilm FinePixS1Pro (3).jpg',
        'FujiFilm FinePixS1Pro (4).jpg',
        'FujiFilm FinePixS1Pro (5).jpg',
        'FujiFilm FinePixS2Pro.jpg',
        'FujiFilm FinePixS5500.jpg',
        'FujiFilm MX-1200.jpg',
        'FujiFilm MX-2900Zoom.jpg',
        'FujiFilm MX1700.jpg',
        'FujiFilm SP-2500.jpg',
        'FujiFilm X10.jpg',
        'Google Cardboard.jpg',
        'Google Pixel 2.jpg',
        'HP PhotoSmart 735.jpg',
        'HP PhotoSmart C812.jpg',
        'HTC Desire.jpg',
        'HTC One M8.jpg',
        'HTC One.jpg',
        'HTC TyTN II.jpg',
        'Issue 116.jpg',
        'Issue 122.jpg',
        'Issue 125.jpg',
        'Issue 131.jpg',
        'Issue 154.jpg',
        'Issue 173 (dotnet).jpg',
        'Issue 177.jpg',
        'Issue 211.jpg',
        'Issue 212.jpg',
        'Issue 242.jpg',
        'Issue 258 (dotnet).jpg',
        'Issue 260.jpg',
        'Issue 266.jpg',
        'Issue 308.jpg',
        'Issue 313 (dotnet).jpg',
        'Issue 339.jpg',
        'Issue 354 (Java).jpg',
        'Issue 44.jpg',
        'Issue 508.jpg',
        'Issue 525.jpg',
        'Issue 587 (dotnet).jpg',
        'Issue 600 (1).jpg',
        'Issue 600 (2).jpg',
        'Issue 609.jpg',
        'Issue 614.jpg',
        'Issue 80.jpg',
        'JVC GR-DC2000.jpg',
        'Kodak CLAS Digital Film Scanner HR200 (1).jpg',
        'Kodak CLAS Digital Film Scanner HR200 (2).jpg',
        'Kodak DC210.jpg',
        'Kodak DC240.jpg',
        'Kodak DC3400.jpg',
        'Kodak DX4330.jpg',
        'Kodak DX4900 Zoom.jpg',
        'Kodak DX6490.jpg',
        'Kodak Easyshare M5370.jpg',
        'Kodak PIXPRO AZ521.jpg',
        'Kodak PIXPRO FZ201.jpg',
        'Kodak PIXPRO S-1.jpg',
        'Kodak PIXPRO SP360.jpg',
        'Kodak ProBack.jpg',
        'Kodak Z1012 IS.jpg',
        'Konica Q-M100 (1).jpg',
        'Konica Q-M100 (2).jpg',
        'Kyocera FC-S3.jpg',
        'LG G3.jpg',
        'Leica C (Typ 112).jpg',
        'Leica D-LUX (Typ 109).jpg',
        'Leica T (Typ 701).jpg',
        'Leica V-LUX (Typ 114).jpg',
        'Leica X VARIO (Typ 107).jpg',
        'Minolta DiMAGE 5.jpg',
        'Minolta DiMAGE 7.jpg',
        'Minolta DiMAGE 7Hi.jpg',
        'Minolta DiMAGE A1.jpg',
        'Minolta DiMAGE EX.jpg',
        'Minolta DiMAGE S304.jpg',
        'Minolta DiMAGE S404.jpg',
        'Minolta DiMAGE X.jpg',
        'Motorola XT1068 (Moto G).jpg',
        'Multiple ICC segments.jpg',
        'Nexus 4.jpg',
        'Nikon 1 V3.jpg',
        'Nikon Coolpix 775.jpg',
        'Nikon Coolpix AW120.jpg',
        'Nikon Coolpix P340.jpg',
        'Nikon Coolpix P7000.jpg',
        'Nikon D100.jpg',
        'Nikon D1X.jpg',
        'Nikon D300.jpg',
        'Nikon D3100.jpg',
        'Nikon D3300.jpg',
        'Nikon D40.jpg',
        'Nikon D5000.jpg',
        'Nikon D60.jpg',
        'Nikon D610.jpg',
        'Nikon D70.jpg',
        'Nikon D7000.jpg',
        'Nikon D750.jpg',
        'Nikon D810.jpg',
        'Nikon D90.jpg',
        'Nikon E5000.jpg',
        'Nikon E5700.jpg',
        'Nikon E775.jpg',
        'Nikon E885.jpg',
        'Nikon E900 (1).jpg',
        'Nikon E900 (2).jpg',
        'Nikon E950.jpg',
        'Nikon E990.jpg',
        'Nikon E995 (iptc).jpg',
        'Nokia 3110c (Mobile Phone).jpg',
        'Nokia Lumia 1520.jpg',
        'Nokia Lumia 800.jpg',
        'Noritsu Koki QSS.jpg',
        'Olympus C2040Z.jpg',
        'Olympus C3030Z.jpg',
        'Olympus C4040Z.jpg',
        'Olympus C40Z.jpg',
        'Olympus C720UZ.jpg',
        'Olympus C860L.jpg',
        'Olympus C960.jpg',
        'Olympus E-10.jpg',
        'Olympus E-20.jpg',
        'Olympus E-M1.jpg',
        'Olympus E-M5.jpg',
        'Olympus FE230-X790.jpg',
        'Olympus PEN E-P3.jpg',
        'Olympus S760.jpg',
        'Olympus SH-1.jpg',
        'Olympus SP-100EE.jpg',
        'Olympus SP-320.jpg',
        'Olympus TG-850.jpg',
        'Olympus X-2.jpg',
        'OnePlus8.jpg',
        'Oppo R7 Plus.jpg',
        'Panasonic DMC-FZ18.jpg',
        'Panasonic DMC-GF7.jpg',
        'Panasonic DMC-LC33 (Lumix).jpg',
        'Panasonic DMC-LC40.jpg',
        'Panasonic DMC-LC70 (Lumix).jpg',
        'Panasonic DMC-LX3 (Lumix).jpg',
        'Panasonic DMC-TZ10.jpg',
        'Panasonic DMC-ZS7.jpg',
        'Panasonic FX7.jpg',
        'Panasonic FZ20.jpg',
        'Panasonic FZ5.jpg',
        'Panasonic LZ2.jpg',
        'Panasonic Lumix DMC-GF2.jpg',
        'Panasonic Lumix DMC-LX5.jpg',
        'Panasonic Lumix DMC-LX7.jpg',
        'Panasonic NV-GX7.jpg',
        'Pentax 645D.jpg',
        'Pentax K-1 Mark II.jpg',
        'Pentax Optio 330.jpg',
        'Pentax Optio 430.jpg',
        'Pentax Optio S4.jpg',
        'Pentax Optio S4i.jpg',
        'Pentax QS1.jpg',
        'Pentax ist D.jpg',
        'Photoshop (1).jpg',
        'Photoshop (2).jpg',
        'Photoshop (3).jpg',
        'Photoshop (4).jpg',
        'Reconyx HC500 firmware 3.3.0.jpg',
        'Reconyx HF2 Pro Covert.jpg',
        'Ricoh DC-3Z (low res).jpg',
        'Ricoh DC-3Z (normal res).jpg',
        'Ricoh RDC5300.jpg',
        'Ricoh WG20.jpg',
        'Ricoh WG4 GPS.jpg',
        'Samsung EK-GN120 (Galaxy NX).jpg',
        'Samsung GT-I9000 (Galaxy S).jpg',
        'Samsung GT-I9100 (Galaxy SII).jpg',
        'Samsung GT-I9300 (Galaxy SIII).jpg',
        'Samsung GT-I9505 (Galaxy S4).jpg',
        'Samsung MX mini.jpg',
        'Samsung NV10.jpg',
        'Samsung NX1.jpg',
        'Samsung NX3000.jpg',
        'Samsung S730.jpg',
        'Samsung SM-C101 (Galaxy S4 Zoom).jpg',
        'Samsung SM-C115 (Galaxy K Zoom).jpg',
        'Samsung SM-G850F (Galaxy S5 Alpha).jpg',
        'Samsung SM-G900F (Galaxy S5).jpg',
        'Samsung SM-G935L (Galaxy S7 Edge).jpg',
        'Samsung SM-G950F (Galaxy S8).jpg',
        'Samsung SM-J327T1.jpg',
        'Samsung SM-N900A (Galaxy Note 3).jpg',
        'Samsung SM-N910F (Galaxy Note 4).jpg',
        'Samsung SM-N950F (Note 8).jpg',
        'Samsung WB1100F.jpg',
        'Sanyo SR6.jpg',
        'Sanyo SR662.jpg',
        'Sanyo VPCSX550.jpg',
        'Seiko Epson PhotoPC 3000Z.jpg',
        'Sigma DP1 Quattro.jpg',
        'Sigma DP1.jpg',
        'Sigma DP2 Quattro.jpg',
        'Sony Cybershot (1).jpg',
        'Sony Cybershot (2).jpg',
        'Sony Cybershot (3).jpg',
        'Sony Cybershot (4).jpg',
        'Sony Cybershot (5).jpg',
        'Sony Cybershot (6).jpg',
        'Sony Cybershot (7).jpg',
        'Sony Cybershot (8).jpg',
        'Sony D5403 (Xperia Z2).jpg',
        'Sony D6603 (Xperia Z3).jpg',
        'Sony D700.jpg',
        'Sony DCR-PC110.jpg',
        'Sony DCR-PC110E (1).jpg',
        'Sony DCR-PC110E (2).jpg',
        'Sony DCR-PC120E.jpg',
        'Sony DSC-G1.jpg',
        'Sony DSC-H9.jpg',
        'Sony DSC-HX5V (2).jpg',
        'Sony DSC-HX5V.jpg',
        'Sony DSC-P12.jpg',
        'Sony DSC-P52.jpg',
        'Sony DSC-T5.jpg',
        'Sony DigitalMavica.jpg',
        'Sony Ericsson C905c.jpg',
        'Sony Ericsson U10i.jpg',
        'Sony ILCE-5000 (A5000).jpg',
        'Sony ILCE-7M3 (A7M3).jpg',
        'Sony Mavica.jpg',
        'Sony NEX-5N.jpg',
        'Traveler SX330Z.jpg',
        'User Comment Encoding.jpg',
        'VTech Kidizoom camera.jpg',
        'beach.jpg',
        'issue 121.jpg',
        'metadata-extractor-dotnet issue 51.jpg',
    ),
}

MEI_JAVA = {
    'jpg/metadata/java': (
        'Android Depth Map.jpg.txt',
        'Apple iPhone 4.jpg.txt',
        'Apple iPhone 4S.jpg.txt',
        'Apple iPhone 5.jpg.txt',
        'Apple iPhone 6 plus.jpg.txt',
        'Apple iPhone 6.jpg.txt',
        'Blackberry Z10.jpg.txt',
        'Bushnell Trophy HD Aggressor 119775C firmware BS685BWYx08237.jpg.txt',
        'Canon EOS 1000D.jpg.txt',
        'Canon EOS 100D.jpg.txt',
        'Canon EOS 20D (1).jpg.txt',
        'Canon EOS 20D (2).jpg.txt',
        'Canon EOS 20D (3).jpg.txt',
        'Canon EOS 30D (4).jpg.txt',
        'Canon EOS 350D.jpg.txt',
        'Canon EOS 450D.jpg.txt',
        'Canon EOS 5D Mark II.jpg.txt',
        'Canon EOS 5D Mark III.jpg.txt',
        'Canon EOS 5D.jpg.txt',
        'Canon EOS 600D.jpg.txt',
        'Canon EOS 60D.jpg.txt',
        'Canon EOS 70D.jpg.txt',
        'Canon EOS 7D.jpg.txt',
        'Canon EOS D60.jpg.txt',
        'Canon EOS Kiss X6i.jpg.txt',
        'Canon EOS REBEL SL1.jpg.txt',
        'Canon EOS REBEL T2i.jpg.txt',
        'Canon EOS REBEL T3i.jpg.txt',
        'Canon EOS-1D Mark III (via Adobe Lightroom).jpg.txt',
        'Canon EOS-1DS (after Noise Ninja).jpg.txt',
        'Canon IXUS 300.jpg.txt',
        'Canon IXUS 400.jpg.txt',
        'Canon IXUS 430.jpg.txt',
        'Canon IXUS 750.jpg.txt',
        'Canon IXUS v2.jpg.txt',
        'Canon IXUS v3.jpg.txt',
        'Canon IXUS.jpg.txt',
        'Canon PowerShot A20.jpg.txt',
        'Canon PowerShot A40.jpg.txt',
        'Canon PowerShot A560.jpg.txt',
        'Canon PowerShot A610.jpg.txt',
        'Canon PowerShot A70.jpg.txt',
        'Canon PowerShot A720 IS.jpg.txt',
        'Canon PowerShot A80.jpg.txt',
        'Canon PowerShot A85.jpg.txt',
        'Canon PowerShot G11.jpg.txt',
        'Canon PowerShot G2 (1).jpg.txt',
        'Canon PowerShot G2 (2).jpg.txt',
        'Canon PowerShot G2 (3).jpg.txt',
        'Canon PowerShot G2.jpg.txt',
        'Canon PowerShot S230.jpg.txt',
        'Canon PowerShot S30 (2).jpg.txt',
        'Canon PowerShot S30.jpg.txt',
        'Canon PowerShot S300.jpg.txt',
        'Canon PowerShot S330.jpg.txt',
        'Canon PowerShot S40 (1).jpg.txt',
        'Canon PowerShot S40 (2).jpg.txt',
        'Canon PowerShot S400.jpg.txt',
        'Canon PowerShot S95.jpg.txt',
        'Canon PowerShot SD100.jpg.txt',
        'Canon PowerShot SD600.jpg.txt',
        'Canon PowerShot SD850 IS.jpg.txt',
        'Canon Powershot S90.jpg.txt',
        'Casio EX-S1.jpg.txt',
        'Casio EX-Z3.jpg.txt',
        'Casio QV-3000EX.jpg.txt',
        'Casio QV-7000SX.jpg.txt',
        'DJI Phantom 4 (1).jpg.txt',
        'DJI Phantom 4 (2).jpg.txt',
        'DJI Phantom 4 (3).jpg.txt',
        'Epson PhotoPC 3000Z.jpg.txt',
        'FLIR Vue Pro 640.jpg.txt',
        'FLIR iPhone device.jpg.txt',
        'FLIR.jpg.txt',
        'FujiFilm DS-7 (1).jpg.txt',
        'FujiFilm DS-7 (2).jpg.txt',
        'FujiFilm DS-7 (3).jpg.txt',
        'FujiFilm DX-10.jpg.txt',
        'FujiFilm DX-5.jpg.txt',
        'FujiFilm FinePix A303.jpg.txt',
        'FujiFilm FinePix F40fd.jpg.txt',
        'FujiFilm FinePix X100.jpg.txt',
        'FujiFilm FinePix XP60.jpg.txt',
        'FujiFilm FinePix1400Zoom (1).jpg.txt',
        'FujiFilm FinePix1400Zoom (2).jpg.txt',
        'FujiFilm FinePix1400Zoom (3).jpg.txt',
        'FujiFilm FinePix2650.jpg.txt',
        'FujiFilm FinePix40i.jpg.txt',
        'FujiFilm FinePix4900Zoom.jpg.txt',
        'FujiFilm FinePix6800Zoom.jpg.txt',
        'FujiFilm FinePixS1Pro (1).jpg.txt',
        'FujiFilm FinePixS1Pro (2).jpg.txt',
        'FujiFilm FinePixS1Pro (3).jpg.txt',
        'FujiFilm FinePixS1Pro (4).jpg.txt',
        'FujiFilm FinePixS1Pro (5).jpg.txt',
        'FujiFilm FinePixS2Pro.jpg.txt',
        'FujiFilm FinePixS5500.jpg.txt',
        'FujiFilm MX-1200.jpg.txt',
        'FujiFilm MX-2900Zoom.jpg.txt',
        'FujiFilm MX1700.jpg.txt',
        'FujiFilm SP-2500.jpg.txt',
        'FujiFilm X10.jpg.txt',
        'Google Cardboard.jpg.txt',
        'Google Pixel 2.jpg.txt',
        'HP PhotoSmart 735.jpg.txt',
        'HP PhotoSmart C812.jpg.txt',
        'HTC Desire.jpg.txt',
        'HTC One M8.jpg.txt',
        'HTC One.jpg.txt',
        'HTC TyTN II.jpg.txt',
        'Issue 116.jpg.txt',
        'Issue 122.jpg.txt',
        'Issue 125.jpg.txt',
        'Issue 131.jpg.txt',
        'Issue 154.jpg.txt',
        'Issue 173 (dotnet).jpg.txt',
        'Issue 177.jpg.txt',
        'Issue 211.jpg.txt',
        'Issue 212.jpg.txt',
        'Issue 242.jpg.txt',
        'Issue 258 (dotnet).jpg.txt',
        'Issue 260.jpg.txt',
        'Issue 266.jpg.txt',
        'Issue 308.jpg.txt',
        'Issue 313 (dotnet).jpg.txt',
        'Issue 339.jpg.txt',
        'Issue 354 (Java).jpg.txt',
        'Issue 44.jpg.txt',
        'Issue 508.jpg.txt',
        'Issue 525.jpg.txt',
        'Issue 587 (dotnet).jpg.txt',
        'Issue 600 (1).jpg.txt',
        'Issue 600 (2).jpg.txt',
        'Issue 609.jpg.txt',
        'Issue 614.jpg.txt',
        'Issue 80.jpg.txt',
        'JVC GR-DC2000.jpg.txt',
        'Kodak CLAS Digital Film Scanner HR200 (1).jpg.txt',
        'Kodak CLAS Digital Film Scanner HR200 (2).jpg.txt',
        'Kodak DC210.jpg.txt',
        'Kodak DC240.jpg.txt',
        'Kodak DC3400.jpg.txt',
        'Kodak DX4330.jpg.txt',
        'Kodak DX4900 Zoom.jpg.txt',
        'Kodak DX6490.jpg.txt',
        'Kodak Easyshare M5370.jpg.txt',
        'Kodak PIXPRO AZ521.jpg.txt',
        'Kodak PIXPRO FZ201.jpg.txt',
        'Kodak PIXPRO S-1.jpg.txt',
        'Kodak PIXPRO SP360.jpg.txt',
        'Kodak ProBack.jpg.txt',
        'Kodak Z1012 IS.jpg.txt',
        'Konica Q-M100 (1).jpg.txt',
        'Konica Q-M100 (2).jpg.txt',
        'Kyocera FC-S3.jpg.txt',
        'LG G3.jpg.txt',
        'Leica C (Typ 112).jpg.txt',
        'Leica D-LUX (Typ 109).jpg.txt',
        'Leica T (Typ 701).jpg.txt',
        'Leica V-LUX (Typ 114).jpg.txt',
        'Leica X VARIO (Typ 107).jpg.txt',
        'Minolta DiMAGE 5.jpg.txt',
        'Minolta DiMAGE 7.jpg.txt',
        'Minolta DiMAGE 7Hi.jpg.txt',
        'Minolta DiMAGE A1.jpg.txt',
        'Minolta DiMAGE EX.jpg.txt',
        'Minolta DiMAGE S304.jpg.txt',
        'Minolta DiMAGE S404.jpg.txt',
        'Minolta DiMAGE X.jpg.txt',
        'Motorola XT1068 (Moto G).jpg.txt',
        'Multiple ICC segments.jpg.txt',
        'Nexus 4.jpg.txt',
        'Nikon 1 V3.jpg.txt',
        'Nikon Coolpix 775.jpg.txt',
        'Nikon Coolpix AW120.jpg.txt',
        'Nikon Coolpix P340.jpg.txt',
        'Nikon Coolpix P7000.jpg.txt',
        'Nikon D100.jpg.txt',
        'Nikon D1X.jpg.txt',
        'Nikon D300.jpg.txt',
        'Nikon D3100.jpg.txt',
        'Nikon D3300.jpg.txt',
        'Nikon D40.jpg.txt',
        'Nikon D5000.jpg.txt',
        'Nikon D60.jpg.txt',
        'Nikon D610.jpg.txt',
        'Nikon D70.jpg.txt',
        'Nikon D7000.jpg.txt',
        'Nikon D750.jpg.txt',
        'Nikon D810.jpg.txt',
        'Nikon D90.jpg.txt',
        'Nikon E5000.jpg.txt',
        'Nikon E5700.jpg.txt',
        'Nikon E775.jpg.txt',
        'Nikon E885.jpg.txt',
        'Nikon E900 (1).jpg.txt',
        'Nikon E900 (2).jpg.txt',
        'Nikon E950.jpg.txt',
        'Nikon E990.jpg.txt',
        'Nikon E995 (iptc).jpg.txt',
        'Nokia 3110c (Mobile Phone).jpg.txt',
        'Nokia Lumia 1520.jpg.txt',
        'Nokia Lumia 800.jpg.txt',
        'Noritsu Koki QSS.jpg.txt',
        'Olympus C2040Z.jpg.txt',
        'Olympus C3030Z.jpg.txt',
        'Olympus C4040Z.jpg.txt',
        'Olympus C40Z.jpg.txt',
        'Olympus C720UZ.jpg.txt',
        'Olympus C860L.jpg.txt',
        'Olympus C960.jpg.txt',
        'Olympus E-10.jpg.txt',
        'Olympus E-20.jpg.txt',
        'Olympus E-M1.jpg.txt',
        'Olympus E-M5.jpg.txt',
        'Olympus FE230-X790.jpg.txt',
        'Olympus PEN E-P3.jpg.txt',
        'Olympus S760.jpg.txt',
        'Olympus SH-1.jpg.txt',
        'Olympus SP-100EE.jpg.txt',
        'Olympus SP-320.jpg.txt',
        'Olympus TG-850.jpg.txt',
        'Olympus X-2.jpg.txt',
        'OnePlus8.jpg.txt',
        'Oppo R7 Plus.jpg.txt',
        'Panasonic DMC-FZ18.jpg.txt',
        'Panasonic DMC-GF7.jpg.txt',
        'Panasonic DMC-LC33 (Lumix).jpg.txt',
        'Panasonic DMC-LC40.jpg.txt',
        'Panasonic DMC-LC70 (Lumix).jpg.txt',
        'Panasonic DMC-LX3 (Lumix).jpg.txt',
        'Panasonic DMC-TZ10.jpg.txt',
        'Panasonic DMC-ZS7.jpg.txt',
        'Panasonic FX7.jpg.txt',
        'Panasonic FZ20.jpg.txt',
        'Panasonic FZ5.jpg.txt',
        'Panasonic LZ2.jpg.txt',
        'Panasonic Lumix DMC-GF2.jpg.txt',
        'Panasonic Lumix DMC-LX5.jpg.txt',
        'Panasonic Lumix DMC-LX7.jpg.txt',
        'Panasonic NV-GX7.jpg.txt',
        'Pentax 645D.jpg.txt',
        'Pentax K-1 Mark II.jpg.txt',
        'Pentax Optio 330.jpg.txt',
        'Pentax Optio 430.jpg.txt',
        'Pentax Optio S4.jpg.txt',
        'Pentax Optio S4i.jpg.txt',
        'Pentax QS1.jpg.txt',
        'Pentax ist D.jpg.txt',
        'Photoshop (1).jpg.txt',
        'Photoshop (2).jpg.txt',
        'Photoshop (3).jpg.txt',
        'Photoshop (4).jpg.txt',
        'Reconyx HC500 firmware 3.3.0.jpg.txt',
        'Reconyx HF2 Pro Covert.jpg.txt',
        'Ricoh DC-3Z (low res).jpg.txt',
        'Ricoh DC-3Z (normal res).jpg.txt',
        'Ricoh RDC5300.jpg.txt',
        'Ricoh WG20.jpg.txt',
        'Ricoh WG4 GPS.jpg.txt',
        'Samsung EK-GN120 (Galaxy NX).jpg.txt',
        'Samsung GT-I9000 (Galaxy S).jpg.txt',
        'Samsung GT-I9100 (Galaxy SII).jpg.txt',
        'Samsung GT-I9300 (Galaxy SIII).jpg.txt',
        'Samsung GT-I9505 (Galaxy S4).jpg.txt',
        'Samsung MX mini.jpg.txt',
        'Samsung NV10.jpg.txt',
        'Samsung NX1.jpg.txt',
        'Samsung NX3000.jpg.txt',
        'Samsung S730.jpg.txt',
        'Samsung SM-C101 (Galaxy S4 Zoom).jpg.txt',
        'Samsung SM-C115 (Galaxy K Zoom).jpg.txt',
        'Samsung SM-G850F (Galaxy S5 Alpha).jpg.txt',
        'Samsung SM-G900F (Galaxy S5).jpg.txt',
        'Samsung SM-G935L (Galaxy S7 Edge).jpg.txt',
        'Samsung SM-G950F (Galaxy S8).jpg.txt',
        'Samsung SM-J327T1.jpg.txt',
        'Samsung SM-N900A (Galaxy Note 3).jpg.txt',
        'Samsung SM-N910F (Galaxy Note 4).jpg.txt',
        'Samsung SM-N950F (Note 8).jpg.txt',
        'Samsung WB1100F.jpg.txt',
        'Sanyo SR6.jpg.txt',
        'Sanyo SR662.jpg.txt',
        'Sanyo VPCSX550.jpg.txt',
        'Seiko Epson PhotoPC 3000Z.jpg.txt',
        'Sigma DP1 Quattro.jpg.txt',
        'Sigma DP1.jpg.txt',
        'Sigma DP2 Quattro.jpg.txt',
        'Sony Cybershot (1).jpg.txt',
        'Sony Cybershot (2).jpg.txt',
        'Sony Cybershot (3).jpg.txt',
        'Sony Cybershot (4).jpg.txt',
        'Sony Cybershot (5).jpg.txt',
        'Sony Cybershot (6).jpg.txt',
        'Sony Cybershot (7).jpg.txt',
        'Sony Cybershot (8).jpg.txt',
        'Sony D5403 (Xperia Z2).jpg.txt',
        'Sony D6603 (Xperia Z3).jpg.txt',
        'Sony D700.jpg.txt',
        'Sony DCR-PC110.jpg.txt',
        'Sony DCR-PC110E (1).jpg.txt',
        'Sony DCR-PC110E (2).jpg.txt',
        'Sony DCR-PC120E.jpg.txt',
        'Sony DSC-G1.jpg.txt',
        'Sony DSC-H9.jpg.txt',
        'Sony DSC-HX5V (2).jpg.txt',
        'Sony DSC-HX5V.jpg.txt',
        'Sony DSC-P12.jpg.txt',
        'Sony DSC-P52.jpg.txt',
        'Sony DSC-T5.jpg.txt',
        'Sony DigitalMavica.jpg.txt',
        'Sony Ericsson C905c.jpg.txt',
        'Sony Ericsson U10i.jpg.txt',
        'Sony ILCE-5000 (A5000).jpg.txt',
        'Sony ILCE-7M3 (A7M3).jpg.txt',
        'Sony Mavica.jpg.txt',
        'Sony NEX-5N.jpg.txt',
        'Traveler SX330Z.jpg.txt',
        'User Comment Encoding.jpg.txt',
        'VTech Kidizoom camera.jpg.txt',
        'beach.jpg.txt',
        'issue 121.jpg.txt',
        'metadata-extractor-dotnet issue 51.jpg.txt',
    ),
}

MEI_HASHED = {
    'jpg/ImageTestSuite': (
        '138d3b9e0d9fbf641b8135981e597c3a.jpg 194531363df5b73f59c4c0517422f917.jpg '
        '1cbb1bb37d62c44f67374cd451643dc4.jpg 2183d39878e734cf79b62428b02fafb5.jpg '
        '21a84b8472f6d18f5bb5c0026e97cfaa.jpg 21ad703b38e2c350215bb92a849486f3.jpg '
        '255015e07b6f9137b53b0f97d67a8aef.jpg 28968137f4fc75fbf56f16d7a7a8551a.jpg '
        '28c74d9284d9836017fd519f6932efd8.jpg 2c9e7a1805f8b47630bbb83d21bf8222.jpg '
        '316be81dfdeeb942e904feb3a77f4f83.jpg 32d08f4a5eb10332506ebedbb9bc7257.jpg '
        '3976a754ef0aca80e84e2c403d714579.jpg 39f43f280b31152f1d27df3f9d189317.jpg '
        '3ba6af611cc5467cfdbd5566561b8478.jpg 3cc4a7fc6481ea3681138da4643f3d16.jpg '
        '3ea649db8e81a46ca4f92fb3238f78ff.jpg 3ef05501315073d9d4e1c6b654d99ac0.jpg '
        '4085c929e00c446d3fee18b5b20a27f9.jpg 40bb78b1ac031125a6d8466b374962a8.jpg '
        '46e5ac4a62d7a445a7c1fb704fafe05c.jpg 46f5d9c1b0fe352353688f736e5617b6.jpg '
        '4838ece0d3900220d33528ee027289bc.jpg 5315c35bbcc28d8eee419028ac9f38e0.jpg '
        '5482a54657765056f1a94116a8dbffe7.jpg 551c2656a4f6f9f5ea7e9945b9081202.jpg '
        '5633ed9d0eb700d0093bf85d86a95ebf.jpg 56d4a1bb53241f7c5ed6ab531320a542.jpg '
        '59d3b529c78ac722127c41ba75b3355b.jpg 5a43fa2cf9c1e47f0331ef71b928ee55.jpg '
        '5baad44ca4702949724234e35c5bb341.jpg 5bc61724b33e34a6188a817f9f2f8138.jpg '
        '5c67195f6993c9f8d0d32d4ffe0d8e62.jpg 5dc71b1d868ef137394d3cc23abea65a.jpg '
        '627c0779eb46b98f751187c5c9f43aa3.jpg 6903d4538fd33c8fd0ded32cb30d618e.jpg '
        '6de166ee2a3a60df9017650e2a808408.jpg 72d091e08c93c9e590360130fa35221b.jpg '
        '754664a12e36abff7950e796c906ae39.jpg 75e4bd7544a85af6438497980b62fba5.jpg '
        '786b67badc535fc95a4a76c29a0e0146.jpg 7997b6b229f25315d33f5c7085e37500.jpg '
        '79f5fc6bca756e1f067c6fc83e18b32e.jpg 7acc832f70b2ca62e58a953f3b90fd82.jpg '
        '7dbf474f80e466e9e25ee46b84166420.jpg 7e7cdf7f4ee50b308531313bbf43e0c3.jpg '
        '8417a305e3b43d5b1bda4ff06a660c54.jpg 8546907dbe574744d7fea6ca9de1de6b.jpg '
        '865db3dd2d380626f16b6f9dc6d62dba.jpg 897b8b6d8feb466aa6cad5f512c3fce2.jpg '
        '8a9cc8eeed66aeb423a91c44111d9450.jpg 8e330afbd99ba01b66570ed62fcdc6ab.jpg '
        '8e5e74dbf9b68a322fbb9512db837329.jpg 90e46387f562ca8fa106b51dfcda1dc6.jpg '
        '96b3e939852157613fa2e48d58fe35fe.jpg 9efd60f04cd971daa83d3131e6d6f389.jpg '
        'a17806f32b45d63eea5230e7893e1f15.jpg a54f8c866cbef6e6cda858c85d72dfc8.jpg '
        'a7326ba8f3f4559991126474dd30083d.jpg acb1fac4e618f636d415f62496e8b70e.jpg '
        'acce3629083f0e348e94fb58f952d3de.jpg adcb34b94f4c839bdd29037419a0ee53.jpg '
        'b0b8914cc5f7a6eff409f16d8cc236c5.jpg b4103df93880fc5677c2a081e4bfc712.jpg '
        'b5369bcbddca7135a5708c5237ad64e4.jpg b55977028a3a574336966b6536640fc9.jpg '
        'ba60305ac83fe3d8ef01da1d9a0ecc79.jpg bd8cf05698aee36b82b4caf58edea442.jpg '
        'c1ca5583e4bfadc73e7fe9418b6e6bf4.jpg c3018ebe53d0046eecb58858ca869a99.jpg '
        'c4ced510f44a9bfe85c696c05a7f791d.jpg c52ffdd6a0346c4d09271f8ccbdfd5a3.jpg '
        'c8bc97335529d069a753c67475b8c82c.jpg c8c1a5675f82021d92b928a10c597bad.jpg '
        'cc23dd79637b606cf5ba234a037e17ba.jpg cc4ee796d16c9fe68978166c7cd1ae1b.jpg '
        'ce380515a534e8226209daae00e7b4e8.jpg d085a42245996e5750a30ccb48791bcf.jpg '
        'd15b71b8cebe35a57cc6e996cc09218b.jpg d22db5be7594c17a18a047ca9264ea0a.jpg '
        'd3b044a94486cae0224c002800ddd642.jpg de4ae285a275bcfe2ac87c0126742552.jpg '
        'de5884cec093257d239f3b8be3e2f2e5.jpg e18bb52107598f65b81b02be2c6c5124.jpg '
        'e6d9eca2c7405e13cfb850b7d0ef7476.jpg eddea4ef9629be031f750a8ff0b7497c.jpg '
        'eecb78b937a7c5f04aae2f5b0f5b5acc.jpg ef1f8a057bb6056674fad92f6b8c0acd.jpg '
        'ef724193653930f52acffa90e6426fd2.jpg f006e96f3b27fdfaa075322d759ea2e8.jpg '
        'f012a4321f00f12af6b1eee7580ffb9c.jpg f1fad47f213bb64c99f714652f30e49e.jpg '
        'f6419b06a39ff09604343848658b1a41.jpg f6b4389c3cf0f5997b2e5a4b905aea8d.jpg '
        'f6d3f522dcb693d9e731d5a0fb4e1393.jpg f8e19feecd246156b5d7e79efc455e99.jpg '
        'fd44dc63fa7bdd12ee34fc602231ef02.jpg fddcfc778ada60229380c2493fc4c243.jpg'
    ),
}

MEI_PNGSUITE = {
    'png/PngSuite': (
        'basi0g01.png basi0g02.png basi0g04.png basi0g08.png basi0g16.png basi2c08.png basi2c16.png '
        'basi3p01.png basi3p02.png basi3p04.png basi3p08.png basi4a08.png basi4a16.png basi6a08.png '
        'basi6a16.png basn0g01.png basn0g02.png basn0g04.png basn0g08.png basn0g16.png basn2c08.png '
        'basn2c16.png basn3p01.png basn3p02.png basn3p04.png basn3p08.png basn4a08.png basn4a16.png '
        'basn6a08.png basn6a16.png bgai4a08.png bgai4a16.png bgan6a08.png bgan6a16.png bgbn4a08.png '
        'bggn4a16.png bgwn6a08.png bgyn6a16.png ccwn2c08.png ccwn3p08.png cdfn2c08.png cdhn2c08.png '
        'cdsn2c08.png cdun2c08.png ch1n3p04.png ch2n3p08.png cm0n0g04.png cm7n0g04.png cm9n0g04.png '
        'cs3n2c16.png cs3n3p08.png cs5n2c08.png cs5n3p08.png cs8n2c08.png cs8n3p08.png ct0n0g04.png '
        'ct1n0g04.png cten0g04.png ctfn0g04.png ctgn0g04.png cthn0g04.png ctjn0g04.png ctzn0g04.png '
        'f00n0g08.png f00n2c08.png f01n0g08.png f01n2c08.png f02n0g08.png f02n2c08.png f03n0g08.png '
        'f03n2c08.png f04n0g08.png f04n2c08.png f99n0g04.png g03n0g16.png g03n2c08.png g03n3p04.png '
        'g04n0g16.png g04n2c08.png g04n3p04.png g05n0g16.png g05n2c08.png g05n3p04.png g07n0g16.png '
        'g07n2c08.png g07n3p04.png g10n0g16.png g10n2c08.png g10n3p04.png g25n0g16.png g25n2c08.png '
        'g25n3p04.png oi1n0g16.png oi1n2c16.png oi2n0g16.png oi2n2c16.png oi4n0g16.png oi4n2c16.png '
        'oi9n0g16.png oi9n2c16.png pp0n2c16.png pp0n6a08.png ps1n0g08.png ps1n2c16.png ps2n0g08.png '
        'ps2n2c16.png s01i3p01.png s01n3p01.png s02i3p01.png s02n3p01.png s03i3p01.png s03n3p01.png '
        's04i3p01.png s04n3p01.png s05i3p02.png s05n3p02.png s06i3p02.png s06n3p02.png s07i3p02.png '
        's07n3p02.png s08i3p02.png s08n3p02.png s09i3p02.png s09n3p02.png s32i3p04.png s32n3p04.png '
        's33i3p04.png s33n3p04.png s34i3p04.png s34n3p04.png s35i3p04.png s35n3p04.png s36i3p04.png '
        's36n3p04.png s37i3p04.png s37n3p04.png s38i3p04.png s38n3p04.png s39i3p04.png s39n3p04.png '
        's40i3p04.png s40n3p04.png tbbn0g04.png tbbn2c16.png tbbn3p08.png tbgn2c16.png tbgn3p08.png '
        'tbrn2c08.png tbwn0g16.png tbwn3p08.png tbyn3p08.png tm3n3p02.png tp0n0g08.png tp0n2c08.png '
        'tp0n3p08.png tp1n3p08.png xc1n0g08.png xc9n2c08.png xcrn0g04.png xcsn0g01.png xd0n2c08.png '
        'xd3n2c08.png xd9n2c08.png xdtn0g01.png xhdn0g08.png xlfn0g04.png xs1n0g01.png xs2n0g01.png '
        'xs4n0g01.png xs7n0g01.png z00n2c08.png z03n2c08.png z06n2c08.png z09n2c08.png'
    ),
}

MEI_OTHER = {
    '': (
        'arw/metadata/dotnet/Sony DSLR-A500.arw.txt',
        'arw/metadata/java/Sony ILCE-7M3 (A7M3).arw.txt',
        'avif/metadata/diff/32Bit-72dpi-sRGB-800x600.avif.txt',
        'bmp/bmpsuite/b/pal8badindex.bmp',
        'bmp/bmpsuite/g/metadata/dotnet/pal4.bmp.txt',
        'bmp/bmpsuite/g/metadata/dotnet/pal8nonsquare.bmp.txt',
        'bmp/bmpsuite/g/pal8-0.bmp',
        'bmp/bmpsuite/g/rgb24.bmp',
        'bmp/bmpsuite/q/metadata/dotnet/rgba16-4444.bmp.txt',
        'bmp/bmpsuite/q/metadata/dotnet/rgba32-81284.bmp.txt',
        'bmp/bmpsuite/q/metadata/java/rgb32-xbgr.bmp.txt',
        'bmp/bmpsuite/q/metadata/java/rgba32-61754.bmp.txt',
        'cr2/metadata/diff/Canon EOS 600D.CR2.txt',
        'cr2/metadata/dotnet/Canon EOS 350D.CR2.txt',
        'cr3/metadata/java/IMG_0036.CR3.txt',
        'dng/metadata/dotnet/Pentax QS1.dng.txt',
        'eps/Photoshop Eps Sample.eps',
        'eps/metadata/dotnet/BlazRobar Thinking Head Icon Set.eps.txt',
        'eps/metadata/dotnet/petersen.eps.txt',
        'eps/metadata/java/MARBBIN.EPS.txt',
        'gif/ImageTestSuite/metadata/java/adaf0da1764aafb7039440dbe098569b.gif.txt',
        'gif/metadata/java/mspaint-10x10.gif.txt',
        'heic/metadata/diff/IllegalArgumentException.HeifReader.processBoxes.heif.txt',
        'ico/metadata/dotnet/Icon (1).ico.txt',
        'jpg/Sanyo S1.JPG',
        'jpg/metadata/java/Samsung M310W.JPG.txt',
        'jpg2000/metadata/dotnet/balloon.jpf.txt',
        'jxr/cloud-hdr.jxr',
        'jxr/green-hdr.jxr',
        'jxr/metadata/dotnet/eagle-hdr.jxr.txt',
        'jxr/metadata/java/closeup-hdr.jxr.txt',
        'mov/metadata/diff/Issue 264 dotnet.mov.txt',
        'mov/metadata/dotnet/Issue 234 dotnet.mov.txt',
        'mp4/uuid540.mp4',
        'nef/Nikon D90.nef',
        'orf/metadata/diff/Olympus TG-6.ORF.txt',
        'pcx/PREY0006.PCX',
        'pcx/SWPIC9.PCX',
        'png/ImageTestSuite/metadata/diff/m1-b977e74d9de1f6689fdd84c4e38830f5.png.txt',
        'png/ImageTestSuite/metadata/diff/m2-66ac49ef3f48ac9482049e1ab57a53e9.png.txt',
        'png/metadata/dotnet/Issue 316 (dotnet).png.txt',
        'png/metadata/dotnet/photoshop-8x12-rgb24-interlaced.png.txt',
        'psd/metadata/java/10x12x16bit-CMYK.psd.txt',
        'raf/FujiFilm FinePix S5500.raf',
        'tga/metadata/diff/simple_g_nail_0.tga.txt',
        'tif/BigTIFF/metadata/dotnet/BigTIFF.tif.txt',
        'tif/ImageTestSuite/metadata/diff/7324fcaff3aad96f27899da51c1bb5d9.tif.txt',
        'tif/ImageTestSuite/metadata/diff/b1247c37897d354610a07ddfe17eb669.tif.txt',
        'tif/metadata/dotnet/Issue 217.tif.txt',
        'webp/Nikon D1X.webp',
        'x3f/metadata/java/Sigma DP2 Quattro.x3f.txt',
    ),
    'bmp': (
        '24bpp-10x10.bmp Balloon.ICO CDPlyr-1.ICO Fence.ICO QCb.BMP'
    ),
    'bmp/bmpsuite/q': (
        'pal8offs.bmp pal8rlecut.bmp rgb16-231.bmp'
    ),
    'bmp/metadata/dotnet': (
        'AddrBk-1.ICO.txt',
        'Book 01.ICO.txt',
        'QD.BMP.txt',
        'QS.BMP.txt',
    ),
    'bmp/metadata/java': (
        'Add_Program.ICO.txt Clip.ICO.txt FileCab8.ICO.txt'
    ),
    'fuzzing': (
        'crash-038d1d90ccecda43900571e732bf7e1409dbf85e.fuzzed '
        'crash-03956b663ad08b37088b9f4f5ee58111aff6cc43.fuzzed '
        'crash-04a51035da4e8e2b6e402965442bd1773f4a7a77.fuzzed '
        'crash-0520e4af103f0d25a1cc8c097d519e2fc7d6feb4.fuzzed '
        'crash-07f8731e4529c795d3d1515afe154189f78d5aba.fuzzed '
        'crash-090954f45626c0edebc3f98141f945691bdc9ae4.fuzzed '
        'crash-0a6f8851ea6d457b48d1527a62a05c5ec993cef0.fuzzed '
        'crash-0e5e7d1004933f24a147e71141b17d4e5cc8d830.fuzzed '
        'crash-0eb689019785b902d0971eb51c04097ed313a4b6.fuzzed '
        'crash-0f6508d1961412582b4bb6918a8546a3cb78fec5.fuzzed '
        'crash-107af4adbf903f13f826e823e5b5850866b37fec.fuzzed '
        'crash-21b8bf50315836fc5ffafac1c20443ed867aef19.fuzzed '
        'crash-2860a9417dcbf334edc7985e9e13f17271e36ad7.fuzzed '
        'crash-29bcaadd33727b430c39517d8f03b82287c6b605.fuzzed '
        'crash-2d1bcdfd2e0d1f044c87207619874075e5c17619.fuzzed '
        'crash-2e04793446b1e439cbb606fae759821168a4023b.fuzzed '
        'crash-30a6ecd17112d97af487b1e9312ce25b87b96759.fuzzed '
        'crash-44284d5633002b25c9a285ce1a701d70cc987bdf.fuzzed '
        'crash-47322d9e0699ec0c2916be0e11e53271d95deae3.fuzzed '
        'crash-47987a51ad051fbc4ebd672c33d8dc73266d55f7.fuzzed '
        'crash-49aaa92230ccdfe86654b5d48cc4241f65b02488.fuzzed '
        'crash-4ca7a6cabe32dda2150cb8aaaffcde6632eef82c.fuzzed '
        'crash-54c1f951b6c55e1bfa532bbf4276e381758e8553.fuzzed '
        'crash-5a2efecc4ffce4204cca7e6070d1199783dcbcec.fuzzed '
        'crash-61f5903623ccdb88511e93bca6f2800ef68cfffa.fuzzed '
        'crash-62971106c55a5eaea42ff071cf51ac1fa4b6145c.fuzzed '
        'crash-62eb3f049d417cc5398606bab3c7ef11f26ac1f2.fuzzed '
        'crash-64a1d9d0e56c69be51f34ff13046c8e9e2294319.fuzzed '
        'crash-674433918c524690461a0031aaf01f20b11fc705.fuzzed '
        'crash-6b195962b8198d7d60df0e8e26cbe3685ad95598.fuzzed '
        'crash-7bae55863db524b2a7bc0662521b1d4441c24355.fuzzed '
        'crash-7c4748bf3b2ab94edd2a74799455f657932e3b79.fuzzed '
        'crash-7d4829977f0197caeaa512ec14f4d4aa28b1c91c.fuzzed '
        'crash-7e5c94b1df4eb283c8cbb6b2baf2f7646739a61b.fuzzed '
        'crash-8083a372f23ceb1f5d4504ffdcd893e425080707.fuzzed '
        'crash-8142e7c5d386a42f4e27cbb1c8792fa9366e7d3c.fuzzed '
        'crash-86a976ce2d7135c69edfa543f07505604ab2e293.fuzzed '
        'crash-99b4ab7467ecf3a675e3541a35b924c497807fc7.fuzzed '
        'crash-ad3edd144624cc05efd76d22a55cbfd04794449c.fuzzed '
        'crash-b209275fc6c77ee5e4addec4a6ef2df39a20609a.fuzzed '
        'crash-b2222d0f0a47b871e83a0668c8f788e1776beb07.fuzzed '
        'crash-b2da23d20e38de18042d9195e34e2d5b2cfc2191.fuzzed '
        'crash-b3acb705dcd96914ebe665f17037c64088a17611.fuzzed '
        'crash-b4cc3c982acbacc29bff64d53a5c11b439c5cfde.fuzzed '
        'crash-c055a62a17df8569b8efa5f75ef357223857d974.fuzzed '
        'crash-c2955917c1294f6c7747d9432f440c25c615f880.fuzzed '
        'crash-d62d8af2844c0fa607020a5bd84562c77b7eaf9d.fuzzed '
        'crash-d7ca2cc3f1d59de7ab4030ad3be83605a152026c.fuzzed '
        'crash-dcdba47e0e4a623e659a30ae197c00c566d1ade4.fuzzed '
        'crash-deecd94808dc77ab900ad62bcdbc4b931d6be7c2.fuzzed '
        'crash-e149acb89a531ff475568bd63238281ecfa90c75.fuzzed '
        'crash-e2acccd2def9486957e399802ded6cdb4929d85e.fuzzed '
        'crash-e2ba23dd346ac4317cb0f6c708378134dc486e90.fuzzed '
        'crash-eac274f302a822d58598994efd21d91b3e719de8.fuzzed '
        'crash-f07978ec68fe8ccaed6770b84004ff2036bbae35.fuzzed '
        'crash-f12dc8d3d6edd719857c3da0d5bb447213e7eaa8.fuzzed '
        'crash-f205949d5b6281ac93052340b6e3b1e31afc9b5c.fuzzed '
        'crash-f506edbbacf1b6eed71a2c1654676af54596a704.fuzzed '
        'crash-f9613a2405454166d6427dbbbe3a0304f992dc02.fuzzed '
        'crash-fcd2cebcc526b0f692aab4518de6f2fd873c9943.fuzzed'
    ),
    'fuzzing/metadata/diff': (
        'crash-0a3f124cbcdf7694774ca70e4b4b9afc6324a5a4.fuzzed.txt '
        'crash-0a6f8851ea6d457b48d1527a62a05c5ec993cef0.fuzzed.txt '
        'crash-11f38ac2f145050949ac2273c2ab90012162e762.fuzzed.txt '
        'crash-18d56fd0034b5497f813e2381bd6c8d687f87d6a.fuzzed.txt '
        'crash-1a9d375d69af80a8b0ab93ceb62a08cd4131d63e.fuzzed.txt '
        'crash-1bbfb322319a4fa3f3e2567f11a0280608552b50.fuzzed.txt '
        'crash-1c881e4b93d62a1bd98138a5be0c45d134e24812.fuzzed.txt '
        'crash-21e741967c1569aaeacd53c5f44616e1bec64c5d.fuzzed.txt '
        'crash-23412ec7e12e8168fd69bccf49a85d4642b97dcb.fuzzed.txt '
        'crash-27ad54d572adaf4f7ec1f20bc03cd10959074ddd.fuzzed.txt '
        'crash-2c265c05c34a7113b828908d12e8bf03075c9463.fuzzed.txt '
        'crash-2d24d7fc8d38cfdec25d0c992dca346aaed902f8.fuzzed.txt '
        'crash-2d4db1b60434ad93ba50400d30d1c60371bbc75d.fuzzed.txt '
        'crash-2dbd3b693f7d15547fb03beff46ca218bff27ad4.fuzzed.txt '
        'crash-309e9bd98fb2e48b48889ea90fe7a2f1bc176da6.fuzzed.txt '
        'crash-32896f77347ff8585321703718be202961a9444e.fuzzed.txt '
        'crash-3ecc53f8f4fbd5b5135c9e25fb21e8673990520b.fuzzed.txt '
        'crash-4483c30c5f9918eeb1ef70ca0b46c63ce417060c.fuzzed.txt '
        'crash-4cfdc76d74a61b739cfc3265f8e849ecef135938.fuzzed.txt '
        'crash-542999218446310283e585e266265f595b81f70a.fuzzed.txt '
        'crash-573817525dc9cde2c62fba663e39e1c0f2c4fac0.fuzzed.txt '
        'crash-577874601637e106e66060deaa20d96a7fd42c9e.fuzzed.txt '
        'crash-594d66d1602d0cc682976ed54673fff6fc735650.fuzzed.txt '
        'crash-5ebf20ef8311729ef6d09c00e30878051c560a89.fuzzed.txt '
        'crash-5f5d691707796f1572052020d39394a45171c6d0.fuzzed.txt '
        'crash-64ca8f15e2217eea47d38c7b211b94efa7197154.fuzzed.txt '
        'crash-6f9fb89ac9d0aa231d1df245f94b78544af64018.fuzzed.txt '
        'crash-72bb914a58224fb1bfa1e560add048d9a1b1243b.fuzzed.txt '
        'crash-7454221667f0b2298ede196829c5a0ef7fe7e784.fuzzed.txt '
        'crash-74bf3e03396efe218f4a45b519825feb4b152f63.fuzzed.txt '
        'crash-75d7c276fc1ebe4c9b4dbe0662ba22e7f7d4b962.fuzzed.txt '
        'crash-7fa7c7e13c66be4dfcab7908cb16e1da981711d7.fuzzed.txt '
        'crash-811a74140e23d7062c5cd705dd9a57c1d974ec79.fuzzed.txt '
        'crash-8920f7b56034c12bc52824c9c84713635cc50df0.fuzzed.txt '
        'crash-8ef87eea2f3f43c97e9f5ef0a50dd905d4bc7805.fuzzed.txt '
        'crash-91f810c0910375e9e40e4c19f0e95f7722ce7d8e.fuzzed.txt '
        'crash-9350919a50cde6a0beb368efaab39801b79bab90.fuzzed.txt '
        'crash-98640f282705cd04d59e7e70fc33f44256646baa.fuzzed.txt '
        'crash-9ac3b43d59985c76e984a57fd0ace87b45fce015.fuzzed.txt '
        'crash-9f51a1f3c4368e74aeaeec544171e2f7d95c847e.fuzzed.txt '
        'crash-a0f9b4e02405893e73e805f2e3382692ed2ee7f3.fuzzed.txt '
        'crash-b267caf80ced5f653ce991a9a0711ad5656d4075.fuzzed.txt '
        'crash-b2fc325909cc8ceabf5b31080fed6b3d0cdc6fcd.fuzzed.txt '
        'crash-baaf1693729ad6e7ffb3f1dfb626d8196ad8482c.fuzzed.txt '
        'crash-c1f0749b3fb5f22613a8316151b05b9b461b71d6.fuzzed.txt '
        'crash-cf56bc2d03505cf7b34cf9e7b3b79764a9f8041a.fuzzed.txt '
        'crash-d19dae13bb76d1e8c2214420e84261d59919dc34.fuzzed.txt '
        'crash-d339a2f94960e53486142c4d8dae80bdaa944fee.fuzzed.txt '
        'crash-d9a5c8bb2ce6c331b7630fda779c717fd8cee749.fuzzed.txt '
        'crash-e391da674e262b714de2fe4bb23d32dfb76dd16f.fuzzed.txt '
        'crash-e908806ff05bd5fb6b4d71649553d10696138fe7.fuzzed.txt '
        'crash-e9b1caf2140ce84138f4c5344c6e906d9fa977ff.fuzzed.txt '
        'crash-f63cf787220371abaec0161758a189398b514153.fuzzed.txt'
    ),
    'fuzzing/metadata/dotnet': (
        'crash-02f1570fe6485eb03849c81b350d34059364ee93.fuzzed.txt '
        'crash-04b3f2215ad5f797526688ce319310fc4db7cc2b.fuzzed.txt '
        'crash-0b9866a5a23ef384c28e6f22c0c07426b0ca4204.fuzzed.txt '
        'crash-0f266682af342561e342447438759f0b48a4d1dc.fuzzed.txt '
        'crash-1a5661da84610f3ab8482be7abf1a54c76d9caba.fuzzed.txt '
        'crash-1a743e079cab333f9d24fbd942ac83a84efb0abe.fuzzed.txt '
        'crash-1db355f0e79837daa735a1d5d794fc8a81e750ad.fuzzed.txt '
        'crash-23f4e35bef24355994bd10e66953d95d77418eee.fuzzed.txt '
        'crash-2d1bcdfd2e0d1f044c87207619874075e5c17619.fuzzed.txt '
        'crash-356bf7025a7b31a5bdd221bffc02495021702636.fuzzed.txt '
        'crash-3937116c6c2aa67a554707acdc49003f9d889b51.fuzzed.txt '
        'crash-39436485ab35d02fe34ac3b1298d6594652fd2f1.fuzzed.txt '
        'crash-3c18c502d498d3a301775aa017b37c122f8bdc26.fuzzed.txt '
        'crash-413837ebfe6394223dd582f653b83db0d5ab3755.fuzzed.txt '
        'crash-42c5757ac792b1453a05e6083cfa722ff8217d48.fuzzed.txt '
        'crash-456d73e73f488e0c28a7c62467ad19fd6f936b9b.fuzzed.txt '
        'crash-45e61f17963108198ef3da3c310ec507115eddd0.fuzzed.txt '
        'crash-4a4fb664566348b9f8c93a187a8ed531105b1afe.fuzzed.txt '
        'crash-4b56185c5c81d07c53c45fb5cb3caca2d1e7aae2.fuzzed.txt '
        'crash-4b96b3516c913e180afa77b69e2f1242b05aebc7.fuzzed.txt '
        'crash-4f9aeac23932c10a97fe236d2d8ff0ee398c9234.fuzzed.txt '
        'crash-50204e225c0087f8de5b2cd3757a3b8f5b722d3c.fuzzed.txt '
        'crash-562e91b2ad5c7f85fa76348c76b892ad624e31a2.fuzzed.txt '
        'crash-566ef69e3fd2f7b05e47dbcd75f4bad6230c227d.fuzzed.txt '
        'crash-5a7fc9fe6a4b11f4d5ba1fc95b4ebb161c322463.fuzzed.txt '
        'crash-5af0a37849e2498de4339a8b5e74a35f84f4fb6a.fuzzed.txt '
        'crash-659dc679580c674ee71894c2f6938b6d341676d0.fuzzed.txt '
        'crash-65f232bc057ce69e7f5857a7f3eb5c864283c1e4.fuzzed.txt '
        'crash-6b4f34dac6b097d2f88f00646f91665aabd41b2e.fuzzed.txt '
        'crash-7541bc74359ac520f1def414ed041e01ac2aadea.fuzzed.txt '
        'crash-7595b6b34d07f8a535243046cc036d8b762cbe2a.fuzzed.txt '
        'crash-75b16e34b24e79f072b8df93015aba278afeb0e3.fuzzed.txt '
        'crash-777ba7efe9a4a1255b46da74761abfe40f9d787f.fuzzed.txt '
        'crash-78b3a556f2f5a118fb87bde69c265dae661eda4f.fuzzed.txt '
        'crash-7c7727453add8a5802f8e97eceaf247ed545a230.fuzzed.txt '
        'crash-7d1d955b5d459ac3eca0a32b1eed4d56faf225d7.fuzzed.txt '
        'crash-7dd6d866c7a76e43bdb2d475ae6e180cc5e834f7.fuzzed.txt '
        'crash-7e263d5c51c51e865e0887c9b45e3a4f9decefc0.fuzzed.txt '
        'crash-7f081474d61039cd5fc469f42f384bc7336bc190.fuzzed.txt '
        'crash-7f5c2a515fea8e9dc8a0134bf62b4205ffcf022d.fuzzed.txt '
        'crash-8371f02775d6e6363b48dfd9b5d4658d6121e88a.fuzzed.txt '
        'crash-85a4fbaa0d98b3e3e5b94285ec2148610acaf3cb.fuzzed.txt '
        'crash-86c59fc98d98fa1437a8325f8309ab84fdd8420f.fuzzed.txt '
        'crash-87c9da476f5efc8ec51504f340335a6f3039cf84.fuzzed.txt '
        'crash-95ad599fdc5fcdf0a18cef55ee95e71bfc145ece.fuzzed.txt '
        'crash-a1901faa03a656dbe5432965c603f2c609ea524d.fuzzed.txt '
        'crash-a9a543de1bce402e141974282418b61fcb4ebfed.fuzzed.txt '
        'crash-aa42970b81f8ec8250bfed9eab67f67fef5c2c45.fuzzed.txt '
        'crash-b216d48449f5cba0748304e2c77f4bc67c487291.fuzzed.txt '
        'crash-b418950a10da34ce8f8df28544b5bed4c15d64a7.fuzzed.txt '
        'crash-b4e2bc17fac37fe47dc98f48ddfb22841c8f7e9a.fuzzed.txt '
        'crash-ba795ba946bd09f9b0e6ef5f226089d5c2301358.fuzzed.txt '
        'crash-bd1bcad364605632dc2f4e22f70ee3cea380bb9b.fuzzed.txt '
        'crash-c185151bab7abccbac8f04803d2cdf9ba7dfd3e9.fuzzed.txt '
        'crash-c25b9f065bc6ff07a832ecfb86c205f3edf4fa42.fuzzed.txt '
        'crash-c6509a62e7c4df4b56d3799d88b5f1d204425ae6.fuzzed.txt '
        'crash-c769eb6c4e22e021ad4af410ead4ffc9d3ac2fed.fuzzed.txt '
        'crash-ce39d6a53fa6529583d1bb55c2dcaf6ea84864c2.fuzzed.txt '
        'crash-cf56bc2d03505cf7b34cf9e7b3b79764a9f8041a.fuzzed.txt '
        'crash-cf8af7d574494fcbf0895a4f03036c90038e02d6.fuzzed.txt '
        'crash-d8b4771688594bb9810a176303748f9302f218da.fuzzed.txt '
        'crash-da7d48690fa8f08ff157117f325f5e9538f12d7c.fuzzed.txt '
        'crash-dbf5ef91698b88eee8c1ab90b1250d3595fd5c7c.fuzzed.txt '
        'crash-e20e71303cb1c6431f5b3ad4f91ecfaa4db31898.fuzzed.txt '
        'crash-e40154ce25e15a2cd2c2eeddafc330f04ec3e30c.fuzzed.txt '
        'crash-e99de372ecce75400287ce588561339b4c08e404.fuzzed.txt '
        'crash-f3caec1faaf8caa85ef56c4bd1793bda7c630c51.fuzzed.txt '
        'crash-f698ba863a9a6c61fe1edddf4decc9efe53faba9.fuzzed.txt '
        'crash-fd82d18be575bc28b48d7be05bcc8412d14f9d1d.fuzzed.txt'
    ),
    'fuzzing/metadata/java': (
        'crash-04a5e8ec11f3cff4cf0cabac5bcbe0897f7896b4.fuzzed.txt '
        'crash-15d37ac4500691d689a287ade27c8083a2619c3c.fuzzed.txt '
        'crash-164347b3826b67f74ac767db0a85ab31a8e28b20.fuzzed.txt '
        'crash-1dacfe3627bc5b24791cb09846743805188f2972.fuzzed.txt '
        'crash-2cfa8ece5a64bb6d612a4f9f3aba3156574ba711.fuzzed.txt '
        'crash-30c58edda07bf06971722ae751f778f26af53afd.fuzzed.txt '
        'crash-30df38db09894dd3bbeea83644c4c574faa5bffc.fuzzed.txt '
        'crash-3801c0117f3ce72aff63ffef373f14f34eda01b8.fuzzed.txt '
        'crash-39e625d7e9164b1fbe7b33c0c82bd171d2066068.fuzzed.txt '
        'crash-3cfafbfba3d79533956292be4bce5545fd7069ea.fuzzed.txt '
        'crash-44e6064338add462442364425f84c0d6b2981fc5.fuzzed.txt '
        'crash-4a624e1f971b117b257cc21eb7174f6b5b0cb0c2.fuzzed.txt '
        'crash-4f24d679ebc0573e1c868752f4f9aeffda7d09ad.fuzzed.txt '
        'crash-52744072864bb781c8538f0cf2026f6b40bed915.fuzzed.txt '
        'crash-547b73d8a1690b97bd17fbf391f1a67d1d909d97.fuzzed.txt '
        'crash-58da958fb4095a3dc268d316a2e87a15cc88c4e0.fuzzed.txt '
        'crash-590bf5b0f3df4f5b93b2b04da676a29e3732c5f2.fuzzed.txt '
        'crash-5a2efecc4ffce4204cca7e6070d1199783dcbcec.fuzzed.txt '
        'crash-5fec6c3f13e0dc1287e53d0c0e590f4101d71c21.fuzzed.txt '
        'crash-6002e2445adef5f3f322fa72f9b680a76898c2f7.fuzzed.txt '
        'crash-6157f349aa360fe76095cc15b754bdd8e0ef05aa.fuzzed.txt '
        'crash-655dbbab494af06231ac797744d49779acf9f057.fuzzed.txt '
        'crash-6f48231510a151363cf7217de302c5d549231948.fuzzed.txt '
        'crash-78a76d7764d9c527083bda5c7da79011b82b27e3.fuzzed.txt '
        'crash-7e5c94b1df4eb283c8cbb6b2baf2f7646739a61b.fuzzed.txt '
        'crash-855260623c03b9e74e3fc43daba5aafc441d4f41.fuzzed.txt '
        'crash-9a1995ac3a003fb38b2741faff366d58d9f6fecf.fuzzed.txt '
        'crash-9c528cfb878b2052a38fc018d88e6cb7c4df18c7.fuzzed.txt '
        'crash-a13e9c7421950d0342e1e6d7cc1e0d61e72b40a2.fuzzed.txt '
        'crash-a8501ead0a2a484c0be6a63d5136bdba51eff45d.fuzzed.txt '
        'crash-a91b8c7cc796a613326973a5486889643fb26c11.fuzzed.txt '
        'crash-a9583be7f6cd3725e75b68dfe057aec75132e2ba.fuzzed.txt '
        'crash-aa5a02a83c73f1273b75a4b18e030e4ee59ebaf7.fuzzed.txt '
        'crash-b028277c75367b7b22ef5b0df58dc5974617600d.fuzzed.txt '
        'crash-ba6c9225c7b2044c5d708bbfc927b709a8131526.fuzzed.txt '
        'crash-bc3b16522c53bdd143e555f91ca04c932ff36ab8.fuzzed.txt '
        'crash-bc59ca2cf3f3d75779e803d81d7f5771ad8cdc59.fuzzed.txt '
        'crash-c185151bab7abccbac8f04803d2cdf9ba7dfd3e9.fuzzed.txt '
        'crash-c26be47e55ae5fea3cecff564b1aa903bc9cf80d.fuzzed.txt '
        'crash-c4c224ff7b2d06ef2bd7f45e1959d7c6f87d4bc0.fuzzed.txt '
        'crash-c99ee9b5596a291eed5957f1b2504be758975fce.fuzzed.txt '
        'crash-cbe9f79a08de5b7e1360c2783705f018e95a737e.fuzzed.txt '
        'crash-d35ab6857ca249ace7cb463525e3718e3b6d5b22.fuzzed.txt '
        'crash-d50ead07d21ca6d9271c32ad77ea6082556cb6d0.fuzzed.txt '
        'crash-d646ca2fa8ea3bea9b1ad66661ebf62b41080ee7.fuzzed.txt '
        'crash-dec3996c2660be0b8a75fa351035cb1f43353d2c.fuzzed.txt '
        'crash-df184d06840aa0db523cbbdb34b014e6eb2ef0d2.fuzzed.txt '
        'crash-e391da674e262b714de2fe4bb23d32dfb76dd16f.fuzzed.txt '
        'crash-f326db4450d06ac7e954428f298c590ff5541abd.fuzzed.txt '
        'crash-f465a339e3393e88b6d5e6291abdf0a2a55df491.fuzzed.txt '
        'crash-f7264846cb9f24064e465dbff6ac852e57ca19a4.fuzzed.txt '
        'crash-f8c3d390c1b2f26446c45daa01197e973e8efaec.fuzzed.txt'
    ),
    'jpg/ImageTestSuite/metadata/dotnet': (
        '2183d39878e734cf79b62428b02fafb5.jpg.txt 21ad703b38e2c350215bb92a849486f3.jpg.txt '
        '7e7cdf7f4ee50b308531313bbf43e0c3.jpg.txt 8e330afbd99ba01b66570ed62fcdc6ab.jpg.txt '
        'a54f8c866cbef6e6cda858c85d72dfc8.jpg.txt adcb34b94f4c839bdd29037419a0ee53.jpg.txt'
    ),
    'jpg/ImageTestSuite/metadata/java': (
        '7dbf474f80e466e9e25ee46b84166420.jpg.txt 8e330afbd99ba01b66570ed62fcdc6ab.jpg.txt '
        'eecb78b937a7c5f04aae2f5b0f5b5acc.jpg.txt f006e96f3b27fdfaa075322d759ea2e8.jpg.txt '
        'f1fad47f213bb64c99f714652f30e49e.jpg.txt'
    ),
    'jpg/metadata/diff': (
        'DJI Phantom 4 (2).jpg.txt',
        'Kodak Z1012 IS.jpg.txt',
        'Sony ILCE-7M3 (A7M3).jpg.txt',
    ),
    'jpg/metadata/dotnet': (
        'Apple iPhone 5.jpg.txt',
        'Canon PowerShot G11.jpg.txt',
        'Canon Powershot A2500.JPG.txt',
        'FujiFilm X10.jpg.txt',
        'Google Pixel 2.jpg.txt',
        'Issue 339.jpg.txt',
        'Kodak PIXPRO S-1.jpg.txt',
        'Kodak Z1012 IS.jpg.txt',
        'Nikon E900 (2).jpg.txt',
        'Olympus E-20.jpg.txt',
        'Pentax QS1.jpg.txt',
        'Photoshop (2).jpg.txt',
        'Sony DCR-PC120E.jpg.txt',
        'Sony DSC-G1.jpg.txt',
    ),
    'orf': (
        'Olympus C8080.orf',
        'Olympus E-M10.orf',
        'Olympus TG-6.ORF',
    ),
    'png/ImageTestSuite': (
        '2d641a11233385bb37a524ff010a8531.png 4f14b7aab3a41855378c5517342598b9.png '
        '579294d4d8110fc64980dd72a5066780.png 586914b5d01d3889fb7bb5c44fe29771.png '
        '66ac49ef3f48ac9482049e1ab57a53e9.png 8905ba870cd5d3327a8310fa437aa076.png '
        'c-9032e447e32e09aef5b7de2fab42494d.png c-ea01d6c175bb25dc75757cf8a5793822.png '
        'c-m2-a46ce91d8975a017917156b8824f936e.png m4-a46ce91d8975a017917156b8824f936e.png'
    ),
    'png/ImageTestSuite/metadata/dotnet': (
        '463d3570f92a6b6ecba0cc4fd9a7a384.png.txt a1d54c960686558901e320a52a967158.png.txt '
        'bd927c8547634cdbdd22af0afe818a9b.png.txt c-5e2b64196b9e014e0ed0a27873cafdb3.png.txt '
        'm1-94f94e608d647b1b433f4d0ecc21e023.png.txt m1-fcac2d6a6a739e8ceb946ac99200d9f1.png.txt '
        'm4-1f97f040d0b6b26faeb0a1a7f1499590.png.txt m8-1f97f040d0b6b26faeb0a1a7f1499590.png.txt'
    ),
    'png/ImageTestSuite/metadata/java': (
        '463d3570f92a6b6ecba0cc4fd9a7a384.png.txt 4aae896ba900c48c63cffc0cc9f8c4dc.png.txt '
        '5e2b64196b9e014e0ed0a27873cafdb3.png.txt 64221ffc9050c92b8980326acc0e4194.png.txt '
        'c-m1-585dd0ac594e8226c49ae7986b8f47d3.png.txt c-m2-9a3e0c7b687b526987e2270541002d47.png.txt '
        'c-m2-a4842373fc20cc42b8e023a329761915.png.txt c-m3-b68163a6a8e2ccf3c8ad2c70a26c1150.png.txt '
        'm1-2dc3bdd9274b121b851fa536b0e35b6a.png.txt m2-a4842373fc20cc42b8e023a329761915.png.txt'
    ),
    'png/PngSuite/metadata/dotnet': (
        'basi4a08.png.txt bgwn6a08.png.txt ctgn0g04.png.txt f00n0g08.png.txt g03n2c08.png.txt '
        'oi2n2c16.png.txt oi9n2c16.png.txt s01n3p01.png.txt s07n3p02.png.txt tbgn2c16.png.txt '
        'tp1n3p08.png.txt z03n2c08.png.txt'
    ),
    'png/PngSuite/metadata/java': (
        'cm0n0g04.png.txt f00n2c08.png.txt g05n0g16.png.txt g05n2c08.png.txt s05i3p02.png.txt '
        's32i3p04.png.txt'
    ),
    'tif/ImageTestSuite': (
        '401d27e0565674c24a017588b8cd61d2.tif 6cd02db6f3688efdd705c28ffcb9a3d3.tif '
        'm2-108af7a96a2efa82a0cee0f200e6b9a2.tif m6-42c19f8e79e582bef107f372f18a074b.tif '
        'm7-336db1cd76254717eb50a8602b651fbf.tif m8-299787ea764c0a88bc481364eded5556.tif '
        'm8-f0d7bcb90496c323c880a9773dfe93ff.tif'
    ),
    'tif/ImageTestSuite/metadata/dotnet': (
        'm2-108af7a96a2efa82a0cee0f200e6b9a2.tif.txt m2-d1d366d7965db766c19a66c7a2ccbb6b.tif.txt '
        'm3-299787ea764c0a88bc481364eded5556.tif.txt m8-42c19f8e79e582bef107f372f18a074b.tif.txt'
    ),
    'tif/ImageTestSuite/metadata/java': (
        '434cb1e9680e3b4eda7f4dd430bcd2bf.tif.txt 54743a2a36ef90c7ed8bb5da8b6ebaf4.tif.txt '
        'm1-3ca2fd64c710a30edb60987e74d405cf.tif.txt m1-62804e47400d6a0fd233c32ea8db4e48.tif.txt '
        'm1-63c8b14ea08a18c884d05a3431716047.tif.txt m1-f0d7bcb90496c323c880a9773dfe93ff.tif.txt '
        'm1-f228b1103fd7b629c08c1bbba94708e0.tif.txt m2-108af7a96a2efa82a0cee0f200e6b9a2.tif.txt '
        'm2-f228b1103fd7b629c08c1bbba94708e0.tif.txt m5-bfa1e2fb1d67bcd9d902a0dbf5badb70.tif.txt '
        'm7-299787ea764c0a88bc481364eded5556.tif.txt m9-42c19f8e79e582bef107f372f18a074b.tif.txt'
    ),
}
