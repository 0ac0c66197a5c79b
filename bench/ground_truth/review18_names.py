"""Real names read from the trees of review18.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them at the commit named in each generator's docstring; each
constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours); the
folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""


CB_RESULTS_KIND = {
    '': (
        'arc/results/20260510/t3a.small.json arc/results/20260511/c6a.xlarge.json '
        'arc/results/20260511/c8g.metal-48xl.json bqn/results/20260529/c7a.metal-48xl.json '
        'cedardb-parquet/results/20260506/c8g.metal-48xl.json cedardb-parquet/results/20260511/c6a.large.json '
        'cedardb-parquet/results/20260630/c6a.xlarge.json cedardb/results/20251026/c6a.xlarge.json '
        'cedardb/results/20251026/c8g.metal-48xl.json cedardb/results/20260510/c6a.metal.json '
        'cedardb/results/20260510/c8g.4xlarge.json cedardb/results/20260815/c6a.4xlarge.json '
        'chdb-dataframe/results/20260205/c7a.metal-48xl.json '
        'chdb-parquet-partitioned/results/20260309/c8g.metal-48xl.json chdb/results/20250712/t3a.small.json '
        'citus/results/20260505/c6a.metal.json '
        'clickhouse-datalake-partitioned/results/20260318/c6a.2xlarge.json '
        'clickhouse-datalake-partitioned/results/20260501/c8g.metal-48xl.json '
        'clickhouse-datalake-partitioned/results/20260511/c6a.large.json '
        'clickhouse-datalake-partitioned/results/20260624/c6a.metal.json '
        'clickhouse-datalake-partitioned/results/20260719/c7a.metal-48xl.json '
        'clickhouse-datalake-partitioned/results/20260721/c6a.large.json '
        'clickhouse-datalake-partitioned/results/20260721/c8g.metal-48xl.json '
        'clickhouse-datalake-partitioned/results/20260730/c6a.4xlarge.json '
        'clickhouse-datalake-partitioned/results/20260730/c8g.4xlarge.json '
        'clickhouse-datalake-partitioned/results/20260801/t3a.small.json '
        'clickhouse-datalake-partitioned/results/20260805/t3a.small.json '
        'clickhouse-datalake-partitioned/results/20260806/c6a.metal.json '
        'clickhouse-datalake-partitioned/results/20260809/c7a.metal-48xl.json '
        'clickhouse-datalake-partitioned/results/20260810/c6a.large.json '
        'clickhouse-datalake-partitioned/results/20260810/t3a.small.json '
        'clickhouse-datalake-partitioned/results/20260812/c6a.2xlarge.json '
        'clickhouse-datalake-partitioned/results/20260814/c6a.xlarge.json '
        'clickhouse-datalake-partitioned/results/20260815/c6a.metal.json '
        'clickhouse-datalake-partitioned/results/20260815/c6a.xlarge.json '
        'clickhouse-datalake-partitioned/results/20260822/c6a.metal.json '
        'clickhouse-datalake/results/20251009/c6a.xlarge.json '
        'clickhouse-datalake/results/20251220/c7a.metal-48xl.json '
        'clickhouse-datalake/results/20260510/c6a.metal.json '
        'clickhouse-datalake/results/20260624/c6a.large.json '
        'clickhouse-datalake/results/20260723/c6a.large.json '
        'clickhouse-datalake/results/20260726/c6a.4xlarge.json '
        'clickhouse-datalake/results/20260729/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260730/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260731/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260801/c6a.metal.json '
        'clickhouse-datalake/results/20260804/c7a.metal-48xl.json '
        'clickhouse-datalake/results/20260804/t3a.small.json '
        'clickhouse-datalake/results/20260807/c8g.metal-48xl.json '
        'clickhouse-datalake/results/20260811/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260812/c6a.4xlarge.json '
        'clickhouse-datalake/results/20260812/c7a.metal-48xl.json '
        'clickhouse-datalake/results/20260813/c6a.metal.json '
        'clickhouse-datalake/results/20260815/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260817/c8g.4xlarge.json '
        'clickhouse-datalake/results/20260817/t3a.small.json '
        'clickhouse-datalake/results/20260818/t3a.small.json '
        'clickhouse-parquet-partitioned/results/20250828/c6a.2xlarge.json '
        'clickhouse-parquet-partitioned/results/20251009/c6a.xlarge.json '
        'clickhouse-parquet-partitioned/results/20251220/c6a.2xlarge.json '
        'clickhouse-parquet-partitioned/results/20251220/c6a.metal.json '
        'clickhouse-parquet-partitioned/results/20260511/c6a.metal.json '
        'clickhouse-parquet-partitioned/results/20260516/c6a.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260624/c6a.xlarge.json '
        'clickhouse-parquet-partitioned/results/20260720/c6a.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260721/c8g.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260723/c8g.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260725/c6a.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260725/c8g.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260727/c7a.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260730/c6a.2xlarge.json '
        'clickhouse-parquet-partitioned/results/20260730/c6a.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260731/c7a.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260805/c7a.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260805/t3a.small.json '
        'clickhouse-parquet-partitioned/results/20260806/t3a.small.json '
        'clickhouse-parquet-partitioned/results/20260807/c6a.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260807/c6a.metal.json '
        'clickhouse-parquet-partitioned/results/20260812/c7a.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260812/c8g.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260814/c6a.large.json '
        'clickhouse-parquet-partitioned/results/20260816/c6a.metal.json '
        'clickhouse-parquet-partitioned/results/20260817/c6a.large.json '
        'clickhouse-parquet-partitioned/results/20260817/c8g.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260819/c7a.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260819/c8g.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260822/c6a.metal.json '
        'clickhouse-parquet/results/20240131/c6a.4xlarge.json '
        'clickhouse-parquet/results/20250828/c8g.metal-48xl.json '
        'clickhouse-parquet/results/20251220/c6a.4xlarge.json '
        'clickhouse-parquet/results/20260309/c8g.4xlarge.json '
        'clickhouse-parquet/results/20260507/c6a.metal.json '
        'clickhouse-parquet/results/20260624/c6a.xlarge.json '
        'clickhouse-parquet/results/20260719/c8g.metal-48xl.json '
        'clickhouse-parquet/results/20260724/c6a.metal.json '
        'clickhouse-parquet/results/20260728/t3a.small.json '
        'clickhouse-parquet/results/20260729/c6a.xlarge.json '
        'clickhouse-parquet/results/20260802/c6a.2xlarge.json '
        'clickhouse-parquet/results/20260803/c6a.metal.json '
        'clickhouse-parquet/results/20260804/c7a.metal-48xl.json '
        'clickhouse-parquet/results/20260806/c6a.xlarge.json '
        'clickhouse-parquet/results/20260809/c6a.4xlarge.json '
        'clickhouse-parquet/results/20260812/c8g.metal-48xl.json '
        'clickhouse-parquet/results/20260815/c6a.large.json '
        'clickhouse-parquet/results/20260815/c8g.4xlarge.json '
        'clickhouse-parquet/results/20260819/c7a.metal-48xl.json '
        'clickhouse-parquet/results/20260821/t3a.small.json '
        'clickhouse-parquet/results/20260822/t3a.small.json '
        'clickhouse-tencent/results/20250910/c6a.4xlarge.json '
        'clickhouse-tencent/results/20251009/c6a.metal.json clickhouse-web/results/20230423/c5n.4xlarge.json '
        'clickhouse-web/results/20250620/c6a.metal.json clickhouse-web/results/20250830/c8g.4xlarge.json '
        'clickhouse-web/results/20251009/c6a.xlarge.json clickhouse-web/results/20251009/c8g.metal-48xl.json '
        'clickhouse-web/results/20260309/c8g.metal-48xl.json clickhouse-web/results/20260509/c6a.4xlarge.json '
        'clickhouse-web/results/20260510/c8g.metal-48xl.json clickhouse-web/results/20260517/c6a.2xlarge.json '
        'clickhouse-web/results/20260624/c6a.4xlarge.json clickhouse-web/results/20260719/c6a.4xlarge.json '
        'clickhouse-web/results/20260719/c6a.metal.json clickhouse-web/results/20260720/t3a.small.json '
        'clickhouse-web/results/20260721/c6a.metal.json clickhouse-web/results/20260726/c6a.2xlarge.json '
        'clickhouse-web/results/20260726/c8g.metal-48xl.json clickhouse-web/results/20260729/c6a.metal.json '
        'clickhouse-web/results/20260731/c8g.metal-48xl.json '
        'clickhouse-web/results/20260805/c8g.metal-48xl.json clickhouse-web/results/20260808/c8g.4xlarge.json '
        'clickhouse-web/results/20260810/c6a.2xlarge.json clickhouse-web/results/20260810/c6a.metal.json '
        'clickhouse-web/results/20260811/c8g.4xlarge.json clickhouse-web/results/20260811/c8g.metal-48xl.json '
        'clickhouse-web/results/20260812/t3a.small.json clickhouse-web/results/20260814/c6a.4xlarge.json '
        'clickhouse-web/results/20260815/c8g.4xlarge.json clickhouse-web/results/20260820/c6a.large.json '
        'clickhouse/results/20221118/c6a.4xlarge.json clickhouse/results/20230901/c6a.metal.json '
        'clickhouse/results/20260203/c6a.metal.json clickhouse/results/20260327/c6a.4xlarge.json '
        'clickhouse/results/20260507/c6a.4xlarge.json clickhouse/results/20260508/c6a.xlarge.json '
        'clickhouse/results/20260510/c6a.large.json clickhouse/results/20260720/c6a.metal.json '
        'clickhouse/results/20260721/c8g.metal-48xl.json clickhouse/results/20260724/c8g.4xlarge.json '
        'clickhouse/results/20260726/c6a.2xlarge.json clickhouse/results/20260729/c6a.4xlarge.json '
        'clickhouse/results/20260801/c6a.metal.json clickhouse/results/20260803/c6a.4xlarge.json '
        'clickhouse/results/20260804/c8g.4xlarge.json clickhouse/results/20260806/c6a.2xlarge.json '
        'clickhouse/results/20260807/c8g.4xlarge.json clickhouse/results/20260808/c6a.4xlarge.json '
        'clickhouse/results/20260813/c6a.metal.json clickhouse/results/20260816/c6a.xlarge.json '
        'clickhouse/results/20260819/c7a.metal-48xl.json clickhouse/results/20260821/c6a.4xlarge.json '
        'clickhouse/results/20260821/c6a.xlarge.json cratedb/results/20220701/c6a.4xlarge.json '
        'daft-parquet-partitioned/results/20260331/c6a.2xlarge.json '
        'daft-parquet-partitioned/results/20260517/c6a.2xlarge.json '
        'daft-parquet-partitioned/results/20260517/c6a.large.json '
        'daft-parquet/results/20260510/c6a.2xlarge.json daft-parquet/results/20260517/c6a.metal.json '
        'databricks/results/20251106/small.json datafusion-partitioned/results/20260511/c8g.4xlarge.json '
        'datafusion-vortex-partitioned/results/20250520/c6a.4xlarge.json '
        'datafusion-vortex-partitioned/results/20260820/c6a.xlarge.json '
        'datafusion-vortex-partitioned/results/20260820/c8g.metal-48xl.json '
        'datafusion-vortex/results/20250520/c6a.4xlarge.json datafusion/results/20240108/c6a.4xlarge.json '
        'datafusion/results/20260305/c6a.xlarge.json datafusion/results/20260509/c6a.4xlarge.json '
        'datafusion/results/20260510/c8g.4xlarge.json datafusion/results/20260511/c8g.4xlarge.json '
        'datafusion/results/20260629/c6a.xlarge.json datafusion/results/20260820/c6a.4xlarge.json '
        'doris-parquet-single/results/20260819/c7a.metal-48xl.json doris/results/20221120/c6a.4xlarge.json '
        'doris/results/20260331/c6a.metal.json duckdb-dataframe/results/20250916/c6a.metal.json '
        'duckdb-datalake-partitioned/results/20260510/c6a.large.json '
        'duckdb-datalake-partitioned/results/20260510/c8g.metal-48xl.json '
        'duckdb-datalake-partitioned/results/20260511/c7a.metal-48xl.json '
        'duckdb-datalake/results/20260726/t3a.small.json duckdb-memory/results/20250916/c6a.metal.json '
        'duckdb-memory/results/20251009/c8g.metal-48xl.json '
        'duckdb-parquet-partitioned/results/20251009/c6a.4xlarge.json '
        'duckdb-parquet/results/20251009/c6a.2xlarge.json duckdb-parquet/results/20251009/c7a.metal-48xl.json '
        'duckdb-parquet/results/20251026/c6a.4xlarge.json duckdb-parquet/results/20260511/c8g.4xlarge.json '
        'duckdb-vortex/results/20260505/c6a.metal.json duckdb/results/20251026/c6a.metal.json '
        'duckdb/results/20260511/c6a.metal.json '
        'firebolt-parquet-partitioned/results/20260510/c6a.2xlarge.json '
        'firebolt/results/20250623/c6a.4xlarge.json firebolt/results/20250623/c6a.metal_scan_cache.json '
        'firebolt/results/20260510/c6a.2xlarge.json firebolt/results/20260517/c8g.metal-48xl.json '
        'firebolt/results/20260701/c6a.xlarge.json gendb/results/20260518/c6a.4xlarge.json '
        'glaredb/results/20260510/c6a.4xlarge.json glaredb/results/20260511/c8g.metal-48xl.json '
        'greenplum/results/20220701/c6a.4xlarge.json heavyai/results/20260517/c6a.4xlarge.json '
        'hyper-parquet-partitioned/results/20250831/c6a.4xlarge.json '
        'hyper-parquet-partitioned/results/20260509/c6a.metal.json '
        'hyper-parquet-partitioned/results/20260510/c6a.4xlarge.json '
        'hyper-parquet-partitioned/results/20260510/c6a.metal.json '
        'hyper-parquet-partitioned/results/20260511/c6a.metal.json hyper/results/20251124/c6a.large.json '
        'hyper/results/20260630/c6a.xlarge.json hyper/results/20260630/c7a.metal-48xl.json '
        'hyrise/results/20260721/c6a.metal.json impala/results/20260517/c6a.xlarge.json '
        'infino/results/20260730/c7a.metal-48xl.json jd/results/20260721/c6a.large.json '
        'jd/results/20260721/c8g.4xlarge.json mariadb-columnstore/results/20220701/c6a.4xlarge.json '
        'mariadb-columnstore/results/20260510/c6a.4xlarge.json mssql/results/20260517/c6a.4xlarge.json '
        'octosql/results/20250711/c6a.large.json oxla/results/20250611/c6a.4xlarge.json '
        'oxla/results/20250712/c8g.4xlarge.json paradedb/results/20250712/c8g.4xlarge.json '
        'pg_clickhouse/results/20260124/c6a.metal.json pg_clickhouse/results/20260510/c8g.4xlarge.json '
        'pg_clickhouse/results/20260511/c8g.metal-48xl.json '
        'pg_duckdb-motherduck/results/20241123/motherduck.json '
        'pg_duckdb-parquet/results/20260509/c6a.4xlarge.json pg_mooncake/results/20260511/c6a.4xlarge.json '
        'pgpro_tam/results/20250311/c6a.metal.parquet_fmt.fd_smgr.parallel.json '
        'pgpro_tam/results/20250312/16vCPU.parquet_fmt.fd_smgr.json '
        'pgpro_tam/results/20260511/c6a.4xlarge.json polars-dataframe/results/20251214/c6a.2xlarge.json '
        'polars-dataframe/results/20251215/c8g.metal-48xl.json polars/results/20260218/c6a.4xlarge.json '
        'polars/results/20260509/c6a.metal.json polars/results/20260813/c8g.4xlarge.json '
        'presto-datalake-partitioned/results/20260507/c7a.metal-48xl.json '
        'presto-datalake/results/20260510/c7a.metal-48xl.json '
        'presto-partitioned/results/20260507/c8g.metal-48xl.json '
        'presto-partitioned/results/20260511/c6a.2xlarge.json presto/results/20260510/c7a.metal-48xl.json '
        'questdb/results/20220701/c6a.4xlarge.json questdb/results/20220905/c6a.4xlarge.json '
        'questdb/results/20260509/c6a.metal.json redshift/results/20220701/4x.ra3.xplus.json '
        'redshift/results/20220729/4x.ra3.xplus.json sail-partitioned/results/20251018/c7a.metal-48xl.json '
        'sail-partitioned/results/20260511/c6a.xlarge.json '
        'sail-partitioned/results/20260708/c8g.metal-48xl.json '
        'sail-partitioned/results/20260720/c7a.metal-48xl.json '
        'sail-partitioned/results/20260720/c8g.metal-48xl.json sail/results/20260511/c8g.metal-48xl.json '
        'sail/results/20260815/c7a.metal-48xl.json siglens/results/20260510/c6a.xlarge.json '
        'sirius/results/20251207/p5.4xlarge.json slatedb/results/20260820/c6a.xlarge.json '
        'snowflake/results/20220701/2xl.json snowflake/results/20220701/m.json '
        'snowflake/results/20260727/2xl_gen1.json snowflake/results/20260727/xl_interactive.json '
        'spark-auron/results/20260511/c6a.xlarge.json spark-comet/results/20260510/c6a.2xlarge.json '
        'spark/results/20260511/c8g.metal-48xl.json '
        'spiceai-parquet-partitioned/results/20260721/c6a.large.json '
        'starrocks/results/20250711/c6a.xlarge.json timescale-cloud/results/20250626/4cpu.json '
        'timescaledb-no-columnstore/results/20250704/c6a.4xlarge.json '
        'trino-datalake-partitioned/results/20260510/c6a.2xlarge.json '
        'trino-datalake-partitioned/results/20260510/c8g.4xlarge.json '
        'trino-datalake/results/20260507/c8g.metal-48xl.json trino-datalake/results/20260510/c6a.xlarge.json '
        'trino-datalake/results/20260511/c6a.large.json trino-datalake/results/20260511/t3a.small.json '
        'trino-partitioned/results/20260507/c6a.large.json trino-partitioned/results/20260510/c6a.large.json '
        'trino/results/20260509/c6a.metal.json umbra/results/20260814/t3a.small.json '
        'ursa/results/20260505/c6a.large.json velodb/results/20221006/c6a.4xlarge.json '
        'velodb/results/20221102/c6a.4xlarge.json vertica/results/20150330/historical-1b-3node.json'
    ),
    'clickhouse-datalake-partitioned/results/20260811': (
        'c6a.2xlarge.json c7a.metal-48xl.json c8g.metal-48xl.json'
    ),
    'clickhouse-parquet/results/20260510': (
        'c6a.metal.json c8g.metal-48xl.json t3a.small.json'
    ),
    'hyper-parquet-partitioned/results/20260810': (
        'c6a.2xlarge.json c6a.4xlarge.json c7a.metal-48xl.json'
    ),
    'presto-datalake/results/20260511': (
        'c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json'
    ),
}

CB_RESULTS_OTHER = {
    '': (
        'bqn/check bqn/query cedardb-parquet/load cedardb-parquet/stop chdb-dataframe/server.py '
        'chdb-parquet-partitioned/benchmark.sh chdb-parquet-partitioned/queries.sql citus/data-size '
        'citus/queries.sql clickhouse-parquet-partitioned/query '
        'clickhouse-parquet-partitioned/update-from-play.sql clickhouse-parquet/update-from-play.sql '
        'clickhouse/benchmark.sh clickhouse/query clickhouse/extended/queries_throughput.sql '
        'daft-parquet/query daft-parquet/start databricks/README.md databricks/benchmark.sh '
        'datafusion-vortex/data-size datafusion-vortex/load datafusion/README.md datafusion/install '
        'duckdb-datalake-partitioned/stop duckdb-datalake/benchmark.sh duckdb-datalake/install '
        'duckdb-memory/server.py duckdb-parquet-partitioned/data-size duckdb-parquet-partitioned/start '
        'duckdb-vortex/queries.sql duckdb-vortex/start duckdb/create.sql duckdb/queries.sql '
        'firebolt-parquet-partitioned/start firebolt/data-size firebolt/query gendb/utils/hashmap.h '
        'glaredb/queries.sql glaredb/start greenplum/queries.sql heavyai/data-size hyper/benchmark.sh '
        'hyper/data-size impala/create.sql impala/install infino/bench/Cargo.toml infino/bench/src/main.rs '
        'infino/data-size jd/benchmark.sh jd/check octosql/install octosql/start pg_duckdb-motherduck/start '
        'pg_mooncake/benchmark.sh pg_mooncake/install polars-dataframe/query polars-dataframe/template.json '
        'presto/data-size presto/template.json redshift/create.sql redshift/run.sh snowflake/run.sh '
        'spark/template.json spiceai-parquet-partitioned/make-json.sh starrocks/install starrocks/start '
        'trino-datalake/README.md trino-datalake/start trino-partitioned/data-size trino/benchmark.sh '
        'vertica/load vertica/queries.sql'
    ),
    'cedardb': (
        'load.sql queries.sql start'
    ),
    'chdb': (
        'insert.sql install queries.sql'
    ),
    'clickhouse-datalake-partitioned': (
        'benchmark.sh check install load stop'
    ),
    'clickhouse-datalake': (
        'check query update-from-play.sql'
    ),
    'clickhouse-tencent': (
        'benchmark.sh create.sql load'
    ),
    'clickhouse-web': (
        'flush-caches load start'
    ),
    'datafusion-partitioned': (
        'check load stop'
    ),
    'datafusion-vortex-partitioned': (
        'data-size start template.json'
    ),
    'doris-parquet-single': (
        'README.md benchmark.sh query'
    ),
    'doris': (
        'check create.sql queries.sql start template.json'
    ),
    'duckdb-dataframe': (
        'check install template.json'
    ),
    'duckdb-parquet': (
        'queries.sql stop template.json'
    ),
    'gendb': (
        '.gitignore AGENT_BRIEFING.md data-size generation_times.json queries.sql query'
    ),
    'gendb/generated': (
        'q1.cpp q11.cpp q24.cpp q28.cpp q33.cpp q36.cpp q39.cpp q9.cpp'
    ),
    'hyper-parquet-partitioned': (
        'load queries.sql query'
    ),
    'hyrise': (
        'data-size queries.sql query start'
    ),
    'mariadb-columnstore': (
        'README.md load stop'
    ),
    'mssql': (
        'check install start'
    ),
    'oxla': (
        'install stop template.json'
    ),
    'paradedb': (
        'create.sql queries.sql template.json'
    ),
    'pg_clickhouse': (
        'README.md benchmark.sh create.sql stop template.json'
    ),
    'pg_duckdb-parquet': (
        'benchmark.sh create.sql query template.json'
    ),
    'pgpro_tam': (
        'benchmark.sh check stop'
    ),
    'polars': (
        'benchmark.sh queries.sql server.py stop'
    ),
    'presto-datalake-partitioned': (
        'benchmark.sh install queries.sql template.json'
    ),
    'presto-partitioned': (
        'queries.sql start template.json'
    ),
    'questdb': (
        'install load start'
    ),
    'siglens': (
        'check install send_datawithactionline.py start'
    ),
    'sirius': (
        'load.sql queries.sql stop'
    ),
    'slatedb': (
        '.gitignore README.md data-size install load queries.sql query'
    ),
    'spark-auron': (
        'benchmark.sh load queries.sql'
    ),
    'timescaledb-no-columnstore': (
        'load queries.sql stop'
    ),
    'trino-datalake-partitioned': (
        'create.sql queries.sql template.json'
    ),
    'umbra': (
        'benchmark.sh data-size stop'
    ),
    'velodb': (
        'benchmark.sh queries.sql stop'
    ),
}

CB_CLOUD_KIND = {
    '': (
        'clickhouse-cloud/results/20241015/aws.3.32.json clickhouse-cloud/results/20241016/aws.3.32.json '
        'clickhouse-cloud/results/20241016/gcp.3.32.json clickhouse-cloud/results/20241020/azure.3.32.json '
        'clickhouse-cloud/results/20241024/azure.3.32.json clickhouse-cloud/results/20241106/aws.3.16.json '
        'clickhouse-cloud/results/20241228/gcp.3.8.json clickhouse-cloud/results/20250121/azure.3.8.json '
        'clickhouse-cloud/results/20250127/aws.2.12.json clickhouse-cloud/results/20250204/aws.2.16.json '
        'clickhouse-cloud/results/20250204/azure.3.12.json clickhouse-cloud/results/20250206/aws.3.236.json '
        'clickhouse-cloud/results/20250212/aws.3.12.json clickhouse-cloud/results/20250212/gcp.2.120.json '
        'clickhouse-cloud/results/20250222/azure.2.120.json clickhouse-cloud/results/20250226/aws.2.12.json '
        'clickhouse-cloud/results/20250226/azure.3.64.json clickhouse-cloud/results/20250304/aws.2.32.json '
        'clickhouse-cloud/results/20250306/azure.2.120.json clickhouse-cloud/results/20250309/gcp.3.120.json '
        'clickhouse-cloud/results/20250312/aws.2.8.json clickhouse-cloud/results/20250314/azure.2.8.json '
        'clickhouse-cloud/results/20250315/aws.3.32.json clickhouse-cloud/results/20250316/aws.1.8.json '
        'clickhouse-cloud/results/20250317/aws.2.236.json clickhouse-cloud/results/20250319/azure.3.32.json '
        'clickhouse-cloud/results/20250324/gcp.3.12.json clickhouse-cloud/results/20250326/aws.2.120.json '
        'clickhouse-cloud/results/20250326/gcp.1.8.json clickhouse-cloud/results/20250328/aws.1.8.json '
        'clickhouse-cloud/results/20250330/aws.3.16.json clickhouse-cloud/results/20250330/azure.1.8.json '
        'clickhouse-cloud/results/20250331/aws.2.8.json clickhouse-cloud/results/20250408/azure.3.8.json '
        'clickhouse-cloud/results/20250414/gcp.3.120.json clickhouse-cloud/results/20250416/aws.2.32.json '
        'clickhouse-cloud/results/20250417/aws.2.236.json clickhouse-cloud/results/20250418/gcp.1.12.json '
        'clickhouse-cloud/results/20250419/gcp.2.16.json clickhouse-cloud/results/20250421/gcp.2.12.json '
        'clickhouse-cloud/results/20250423/azure.3.8.json clickhouse-cloud/results/20250423/gcp.2.12.json '
        'clickhouse-cloud/results/20250424/gcp.3.12.json clickhouse-cloud/results/20250429/gcp.2.16.json '
        'clickhouse-cloud/results/20250504/aws.3.236.json clickhouse-cloud/results/20250505/azure.3.16.json '
        'clickhouse-cloud/results/20250507/aws.2.8.json clickhouse-cloud/results/20250507/gcp.3.236.json '
        'clickhouse-cloud/results/20250508/azure.1.12.json clickhouse-cloud/results/20250509/gcp.2.32.json '
        'clickhouse-cloud/results/20250511/gcp.3.16.json clickhouse-cloud/results/20250515/aws.2.64.json '
        'clickhouse-cloud/results/20250518/azure.2.12.json clickhouse-cloud/results/20250518/gcp.2.32.json '
        'clickhouse-cloud/results/20250520/gcp.2.64.json clickhouse-cloud/results/20250521/gcp.2.64.json '
        'clickhouse-cloud/results/20250521/gcp.3.120.json clickhouse-cloud/results/20250525/aws.2.8.json '
        'clickhouse-cloud/results/20250529/aws.3.64.json clickhouse-cloud/results/20250601/aws.2.236.json '
        'clickhouse-cloud/results/20250603/aws.2.64.json clickhouse-cloud/results/20250604/azure.3.8.json '
        'clickhouse-cloud/results/20250611/gcp.3.12.json clickhouse-cloud/results/20250614/gcp.3.16.json '
        'clickhouse-cloud/results/20250616/gcp.2.16.json clickhouse-cloud/results/20250617/azure.2.64.json '
        'clickhouse-cloud/results/20250618/gcp.3.64.json clickhouse-cloud/results/20250620/azure.2.64.json '
        'clickhouse-cloud/results/20250621/gcp.3.8.json clickhouse-cloud/results/20250623/azure.3.8.json '
        'clickhouse-cloud/results/20250623/gcp.3.64.json clickhouse-cloud/results/20250625/aws.2.64.json '
        'clickhouse-cloud/results/20250627/aws.3.16.json clickhouse-cloud/results/20250628/aws.2.8.json '
        'clickhouse-cloud/results/20250629/aws.2.120.json clickhouse-cloud/results/20250629/gcp.2.8.json '
        'clickhouse-cloud/results/20250630/aws.2.12.json clickhouse-cloud/results/20250706/gcp.2.120.json '
        'clickhouse-cloud/results/20250708/gcp.1.8.json clickhouse-cloud/results/20250717/aws.2.32.json '
        'clickhouse-cloud/results/20250718/aws.2.32.json clickhouse-cloud/results/20250719/azure.3.32.json '
        'clickhouse-cloud/results/20250720/azure.2.12.json clickhouse-cloud/results/20250721/azure.1.12.json '
        'clickhouse-cloud/results/20250722/gcp.1.12.json clickhouse-cloud/results/20250731/azure.1.12.json '
        'clickhouse-cloud/results/20250806/gcp.2.8.json clickhouse-cloud/results/20250808/gcp.2.64.json '
        'clickhouse-cloud/results/20250809/gcp.2.120.json clickhouse-cloud/results/20250814/aws.2.32.json '
        'clickhouse-cloud/results/20250814/gcp.3.120.json clickhouse-cloud/results/20250816/gcp.3.236.json '
        'clickhouse-cloud/results/20250817/gcp.2.236.json clickhouse-cloud/results/20250820/aws.3.236.json '
        'clickhouse-cloud/results/20250822/azure.2.8.json clickhouse-cloud/results/20250823/gcp.1.8.json '
        'clickhouse-cloud/results/20250826/gcp.3.8.json clickhouse-cloud/results/20250827/aws.3.16.json '
        'clickhouse-cloud/results/20250831/gcp.3.12.json clickhouse-cloud/results/20250903/aws.3.8.json '
        'clickhouse-cloud/results/20250905/gcp.3.12.json clickhouse-cloud/results/20250907/aws.2.64.json '
        'clickhouse-cloud/results/20250909/aws.3.32.json clickhouse-cloud/results/20250913/azure.1.12.json '
        'clickhouse-cloud/results/20250913/azure.2.8.json clickhouse-cloud/results/20250921/azure.3.64.json '
        'clickhouse-cloud/results/20250927/aws.3.8.json clickhouse-cloud/results/20250929/gcp.1.12.json '
        'clickhouse-cloud/results/20250929/gcp.3.236.json clickhouse-cloud/results/20251002/aws.3.16.json '
        'clickhouse-cloud/results/20251003/gcp.2.12.json clickhouse-cloud/results/20251004/gcp.3.236.json '
        'clickhouse-cloud/results/20251005/azure.2.8.json clickhouse-cloud/results/20251005/gcp.3.64.json '
        'clickhouse-cloud/results/20251006/azure.1.12.json clickhouse-cloud/results/20251007/aws.2.236.json '
        'clickhouse-cloud/results/20251007/gcp.2.236.json clickhouse-cloud/results/20251008/gcp.2.32.json '
        'clickhouse-cloud/results/20251013/aws.3.120.json clickhouse-cloud/results/20251013/gcp.3.236.json '
        'clickhouse-cloud/results/20251018/aws.2.64.json clickhouse-cloud/results/20251019/aws.3.64.json '
        'clickhouse-cloud/results/20251021/azure.1.12.json clickhouse-cloud/results/20251027/aws.3.16.json '
        'clickhouse-cloud/results/20251027/azure.3.16.json clickhouse-cloud/results/20251029/azure.2.64.json '
        'clickhouse-cloud/results/20251030/aws.2.16.json clickhouse-cloud/results/20251107/aws.2.8.json '
        'clickhouse-cloud/results/20251114/aws.2.120.json clickhouse-cloud/results/20251114/azure.3.120.json '
        'clickhouse-cloud/results/20251119/gcp.2.12.json clickhouse-cloud/results/20251120/gcp.2.64.json '
        'clickhouse-cloud/results/20251122/azure.2.64.json clickhouse-cloud/results/20251124/azure.2.32.json '
        'clickhouse-cloud/results/20251128/azure.2.120.json clickhouse-cloud/results/20251128/azure.3.12.json '
        'clickhouse-cloud/results/20251129/aws.2.32.json clickhouse-cloud/results/20251207/gcp.2.64.json '
        'clickhouse-cloud/results/20251207/gcp.2.8.json clickhouse-cloud/results/20251209/azure.2.32.json '
        'clickhouse-cloud/results/20251210/gcp.3.236.json clickhouse-cloud/results/20251211/aws.2.8.json '
        'clickhouse-cloud/results/20251212/azure.2.120.json clickhouse-cloud/results/20251212/gcp.1.8.json '
        'clickhouse-cloud/results/20251215/gcp.2.120.json clickhouse-cloud/results/20251220/aws.3.356.json '
        'clickhouse-cloud/results/20251223/azure.2.16.json clickhouse-cloud/results/20251223/gcp.2.32.json '
        'clickhouse-cloud/results/20251224/azure.1.8.json clickhouse-cloud/results/20251228/gcp.3.356.json '
        'clickhouse-cloud/results/20251229/aws.2.236.json clickhouse-cloud/results/20251230/aws.2.236.json '
        'clickhouse-cloud/results/20251231/gcp.3.356.json clickhouse-cloud/results/20251231/gcp.3.64.json '
        'clickhouse-cloud/results/20260103/aws.2.120.json clickhouse-cloud/results/20260104/azure.3.120.json '
        'clickhouse-cloud/results/20260105/azure.2.64.json clickhouse-cloud/results/20260107/gcp.2.16.json '
        'clickhouse-cloud/results/20260108/azure.2.16.json clickhouse-cloud/results/20260109/aws.2.32.json '
        'clickhouse-cloud/results/20260109/gcp.2.16.json clickhouse-cloud/results/20260111/aws.2.8.json '
        'clickhouse-cloud/results/20260112/aws.2.120.json clickhouse-cloud/results/20260114/aws.3.356.json '
        'clickhouse-cloud/results/20260116/azure.3.16.json clickhouse-cloud/results/20260119/aws.3.236.json '
        'clickhouse-cloud/results/20260124/gcp.2.12.json clickhouse-cloud/results/20260126/azure.2.32.json '
        'clickhouse-cloud/results/20260128/azure.3.16.json clickhouse-cloud/results/20260130/aws.2.12.json '
        'clickhouse-cloud/results/20260131/aws.2.356.json clickhouse-cloud/results/20260202/aws.2.64.json '
        'clickhouse-cloud/results/20260207/aws.3.356.json clickhouse-cloud/results/20260207/gcp.3.64.json '
        'clickhouse-cloud/results/20260211/azure.2.120.json clickhouse-cloud/results/20260216/aws.3.8.json '
        'clickhouse-cloud/results/20260218/aws.2.8.json clickhouse-cloud/results/20260220/gcp.2.120.json '
        'clickhouse-cloud/results/20260222/gcp.2.8.json clickhouse-cloud/results/20260223/azure.1.12.json '
        'clickhouse-cloud/results/20260226/aws.2.120.json clickhouse-cloud/results/20260306/gcp.2.12.json '
        'clickhouse-cloud/results/20260306/gcp.2.236.json clickhouse-cloud/results/20260307/gcp.2.236.json '
        'clickhouse-cloud/results/20260308/gcp.2.120.json clickhouse-cloud/results/20260319/gcp.2.236.json '
        'clickhouse-cloud/results/20260320/aws.2.16.json clickhouse-cloud/results/20260320/azure.2.16.json '
        'clickhouse-cloud/results/20260323/aws.2.236.json clickhouse-cloud/results/20260326/azure.1.8.json '
        'clickhouse-cloud/results/20260329/aws.2.64.json clickhouse-cloud/results/20260407/gcp.3.16.json '
        'clickhouse-cloud/results/20260408/azure.3.236.json clickhouse-cloud/results/20260409/azure.3.32.json '
        'clickhouse-cloud/results/20260411/aws.3.64.json clickhouse-cloud/results/20260412/azure.1.8.json '
        'clickhouse-cloud/results/20260413/gcp.3.236.json clickhouse-cloud/results/20260414/aws.3.32.json '
        'clickhouse-cloud/results/20260415/azure.2.32.json clickhouse-cloud/results/20260417/azure.2.120.json '
        'clickhouse-cloud/results/20260419/aws.2.8.json clickhouse-cloud/results/20260421/aws.3.12.json '
        'clickhouse-cloud/results/20260426/azure.2.64.json clickhouse-cloud/results/20260428/aws.3.120.json '
        'clickhouse-cloud/results/20260505/gcp.3.120.json clickhouse-cloud/results/20260507/gcp.2.64.json '
        'clickhouse-cloud/results/20260509/gcp.3.16.json clickhouse-cloud/results/20260512/gcp.3.120.json '
        'clickhouse-cloud/results/20260514/gcp.3.120.json clickhouse-cloud/results/20260514/gcp.3.16.json '
        'clickhouse-cloud/results/20260517/gcp.2.356.json clickhouse-cloud/results/20260518/gcp.3.12.json '
        'clickhouse-cloud/results/20260520/gcp.3.356.json clickhouse-cloud/results/20260522/azure.3.356.json '
        'clickhouse-cloud/results/20260523/azure.2.236.json clickhouse-cloud/results/20260525/azure.3.12.json '
        'clickhouse-cloud/results/20260602/gcp.1.8.json clickhouse-cloud/results/20260603/aws.2.236.json '
        'clickhouse-cloud/results/20260603/gcp.3.8.json clickhouse-cloud/results/20260604/aws.3.16.json '
        'clickhouse-cloud/results/20260604/azure.3.8.json clickhouse-cloud/results/20260606/azure.3.120.json '
        'clickhouse-cloud/results/20260610/aws.3.236.json clickhouse-cloud/results/20260610/gcp.1.12.json '
        'clickhouse-cloud/results/20260611/gcp.1.8.json clickhouse-cloud/results/20260612/azure.3.32.json '
        'clickhouse-cloud/results/20260613/azure.1.12.json clickhouse-cloud/results/20260615/aws.1.12.json '
        'clickhouse-cloud/results/20260616/azure.3.12.json clickhouse-cloud/results/20260616/gcp.1.8.json '
        'clickhouse-cloud/results/20260617/azure.3.236.json clickhouse-cloud/results/20260619/gcp.2.8.json '
        'clickhouse-cloud/results/20260620/azure.2.120.json clickhouse-cloud/results/20260622/aws.1.12.json '
        'clickhouse-cloud/results/20260624/aws.2.64.json clickhouse-cloud/results/20260625/aws.2.16.json '
        'clickhouse-cloud/results/20260625/gcp.2.64.json clickhouse-cloud/results/20260626/aws.3.64.json '
        'clickhouse-cloud/results/20260627/gcp.2.32.json clickhouse-cloud/results/20260701/azure.3.12.json '
        'clickhouse-cloud/results/20260703/gcp.3.8.json clickhouse-cloud/results/20260704/azure.2.356.json '
        'clickhouse-cloud/results/20260706/azure.2.12.json clickhouse-cloud/results/20260706/gcp.2.120.json '
        'clickhouse-cloud/results/20260707/aws.2.12.json clickhouse-cloud/results/20260710/azure.2.356.json '
        'clickhouse-cloud/results/20260710/gcp.3.8.json clickhouse-cloud/results/20260714/gcp.1.8.json '
        'clickhouse-cloud/results/20260715/gcp.1.8.json clickhouse-cloud/results/20260716/gcp.2.356.json '
        'clickhouse-cloud/results/20260716/gcp.3.12.json clickhouse-cloud/results/20260717/azure.2.64.json '
        'clickhouse-cloud/results/20260718/aws.3.236.json clickhouse-cloud/results/20260720/aws.3.16.json '
        'clickhouse-cloud/results/20260721/azure.3.356.json clickhouse-cloud/results/20260722/aws.1.12.json '
        'clickhouse-cloud/results/20260722/aws.3.236.json clickhouse-cloud/results/20260724/aws.3.356.json '
        'clickhouse-cloud/results/20260724/aws.3.64.json clickhouse-cloud/results/20260726/gcp.2.120.json '
        'clickhouse-cloud/results/20260727/aws.2.356.json clickhouse-cloud/results/20260728/azure.1.8.json '
        'clickhouse-cloud/results/20260729/aws.3.64.json clickhouse-cloud/results/20260804/aws.2.64.json '
        'clickhouse-cloud/results/20260806/gcp.2.356.json clickhouse-cloud/results/20260809/aws.1.236.json '
        'clickhouse-cloud/results/20260810/aws.1.64.json clickhouse-cloud/results/20260811/azure.2.64.json '
        'clickhouse-cloud/results/20260813/aws.3.32.json clickhouse-cloud/results/20260816/aws.1.16.json '
        'clickhouse-cloud/results/20260816/gcp.2.356.json clickhouse-cloud/results/20260817/gcp.2.120.json '
        'clickhouse-cloud/results/20260822/gcp.1.236.json'
    ),
    'clickhouse-cloud/results/20250213': (
        'aws.3.32.json azure.1.8.json gcp.2.236.json gcp.3.64.json'
    ),
    'clickhouse-cloud/results/20250216': (
        'aws.2.16.json gcp.2.16.json gcp.2.8.json'
    ),
    'clickhouse-cloud/results/20250410': (
        'aws.2.16.json aws.2.236.json azure.2.16.json gcp.2.120.json'
    ),
    'clickhouse-cloud/results/20251130': (
        'aws.2.12.json aws.2.64.json azure.3.120.json'
    ),
    'clickhouse-cloud/results/20260120': (
        'aws.2.16.json azure.3.12.json gcp.2.120.json'
    ),
    'clickhouse-cloud/results/20260129': (
        'aws.2.64.json azure.2.16.json gcp.2.12.json'
    ),
    'clickhouse-cloud/results/20260424': (
        'azure.1.12.json azure.2.120.json azure.3.64.json'
    ),
    'clickhouse-cloud/results/20260430': (
        'aws.1.12.json gcp.2.64.json gcp.3.236.json gcp.3.8.json'
    ),
}

CB_CLOUD_OTHER = {
    '': (
        'bemidb/README.md bemidb/results/20260722/c6a.metal.json bqn/query bqn/util.bqn '
        'bqn/results/20260529/c6a.metal.json byconity/simple/daemon-manager.yml byconity/simple/fdb.cluster '
        'bytehouse/results/20220727/l.json cedardb-parquet/results/20260815/c6a.metal.json '
        'cedardb/results/20260730/c6a.metal.json cedardb/results/20260730/c6a.xlarge.json cedardb/start '
        'chdb/results/20250831/c6a.2xlarge.json chdb/results/20251110/c6a.2xlarge.json '
        'chdb/results/20260510/c8g.metal-48xl.json chdb/results/20260816/c6a.4xlarge.json '
        'chyt/results/20240916/yt.96GB_YC.json citus/create.sql citus/results/20260510/c6a.metal.json '
        'clickhouse-datalake-partitioned/results/20250409/c6a.metal.json '
        'clickhouse-datalake-partitioned/results/20260509/c6a.4xlarge.json '
        'clickhouse-datalake-partitioned/results/20260510/c6a.large.json '
        'clickhouse-datalake-partitioned/results/20260721/c6a.large.json '
        'clickhouse-datalake-partitioned/results/20260822/c8g.metal-48xl.json '
        'clickhouse-datalake/results/20250712/c8g.4xlarge.json '
        'clickhouse-datalake/results/20260218/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260322/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260510/c6a.4xlarge.json '
        'clickhouse-datalake/results/20260719/c6a.xlarge.json '
        'clickhouse-datalake/results/20260725/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260726/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260726/c8g.metal-48xl.json '
        'clickhouse-datalake/results/20260809/c6a.2xlarge.json '
        'clickhouse-datalake/results/20260809/c8g.metal-48xl.json '
        'clickhouse-datalake/results/20260818/c6a.2xlarge.json clickhouse-parquet-partitioned/benchmark.sh '
        'clickhouse-parquet-partitioned/results/20250831/c6a.metal.json '
        'clickhouse-parquet-partitioned/results/20251009/c6a.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20251220/c6a.xlarge.json '
        'clickhouse-parquet-partitioned/results/20251220/c8g.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260624/c8g.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260722/c6a.metal.json '
        'clickhouse-parquet-partitioned/results/20260725/c6a.2xlarge.json '
        'clickhouse-parquet-partitioned/results/20260726/c6a.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260730/c6a.xlarge.json '
        'clickhouse-parquet-partitioned/results/20260731/c6a.xlarge.json '
        'clickhouse-parquet-partitioned/results/20260803/c6a.2xlarge.json '
        'clickhouse-parquet-partitioned/results/20260803/t3a.small.json '
        'clickhouse-parquet-partitioned/results/20260804/c8g.metal-48xl.json '
        'clickhouse-parquet-partitioned/results/20260806/c6a.large.json '
        'clickhouse-parquet-partitioned/results/20260819/c6a.2xlarge.json '
        'clickhouse-parquet/results/20220701/c6a.4xlarge.json '
        'clickhouse-parquet/results/20230609/c6a.metal.json '
        'clickhouse-parquet/results/20251220/c8g.metal-48xl.json '
        'clickhouse-parquet/results/20260501/c8g.4xlarge.json '
        'clickhouse-parquet/results/20260517/c6a.4xlarge.json '
        'clickhouse-parquet/results/20260720/c6a.4xlarge.json '
        'clickhouse-parquet/results/20260729/c6a.2xlarge.json '
        'clickhouse-parquet/results/20260801/c6a.xlarge.json '
        'clickhouse-parquet/results/20260802/c6a.xlarge.json '
        'clickhouse-parquet/results/20260807/c6a.4xlarge.json '
        'clickhouse-parquet/results/20260813/c6a.2xlarge.json '
        'clickhouse-parquet/results/20260813/c6a.xlarge.json '
        'clickhouse-parquet/results/20260818/c6a.2xlarge.json clickhouse-tencent/install '
        'clickhouse-tencent/results/20250910/c7a.metal-48xl.json '
        'clickhouse-web/results/20231209/c5n.4xlarge.json clickhouse-web/results/20251220/c8g.metal-48xl.json '
        'clickhouse-web/results/20260327/c7a.metal-48xl.json '
        'clickhouse-web/results/20260722/c7a.metal-48xl.json clickhouse-web/results/20260727/t3a.small.json '
        'clickhouse-web/results/20260804/c8g.metal-48xl.json '
        'clickhouse-web/results/20260805/c8g.metal-48xl.json clickhouse-web/results/20260811/c6a.2xlarge.json '
        'clickhouse-web/results/20260815/c6a.metal.json clickhouse-web/results/20260821/c6a.2xlarge.json '
        'clickhouse/queries-tuned.sql clickhouse/results/20230609/m6i.32xlarge.json '
        'clickhouse/results/20240213/c6a.metal.tuned.memory.json clickhouse/results/20241106/c6a.4xlarge.json '
        'clickhouse/results/20260501/c8g.4xlarge.json clickhouse/results/20260511/c8g.4xlarge.json '
        'clickhouse/results/20260725/c6a.4xlarge.json clickhouse/results/20260730/c6a.xlarge.json '
        'clickhouse/results/20260801/c8g.4xlarge.json clickhouse/results/20260812/c8g.metal-48xl.json '
        'clickhouse/results/20260818/c8g.metal-48xl.json cloudberry/results/20240606/c6a.4xlarge.json '
        'ctrlb/results/20260728/c6a.4xlarge.json daft-parquet-partitioned/results/20250711/c6a.xlarge.json '
        'daft-parquet/results/20260511/c8g.metal-48xl.json databend/results/20260510/c6a.4xlarge.json '
        'databricks/results/20251106/2x-large.json datafusion-vortex-partitioned/queries.sql '
        'datafusion-vortex-partitioned/results/20260511/c6a.4xlarge.json '
        'datafusion/results/20220701/f16s_v2.json datafusion/results/20230221/c6a.4xlarge.json '
        'datafusion/results/20240727/c6a.4xlarge.json datafusion/results/20260511/c8g.metal-48xl.json '
        'duckdb-dataframe/results/20240909/c6a.metal.json duckdb-dataframe/stop '
        'duckdb-datalake-partitioned/results/20260510/c6a.large.json '
        'duckdb-datalake/results/20260511/c6a.xlarge.json duckdb-memory/results/20250831/c6a.4xlarge.json '
        'duckdb-memory/template.json duckdb-parquet-partitioned/results/20260511/t3a.small.json '
        'duckdb-parquet/results/20260510/c8g.metal-48xl.json duckdb-parquet/results/20260511/c6a.4xlarge.json '
        'duckdb-vortex-partitioned/queries.sql duckdb-vortex/results/20260510/c6a.metal.json '
        'duckdb/results/20260510/c8g.4xlarge.json exasol/README.md firebolt-parquet-partitioned/install '
        'firebolt-parquet-partitioned/results/20260511/c6a.metal.json '
        'firebolt/results/20260511/c6a.4xlarge.json firebolt/results/20260511/c6a.large.json '
        'gendb/generated/q25.cpp gizmosql/install gizmosql/results/20260510/c6a.xlarge.json '
        'glaredb/results/20260509/c6a.metal.json greenplum/results/20260509/c6a.4xlarge.json '
        'hardware/results/aws_c6g_16xlarge.json hardware/results/macbook_pro_m1_2021_2.json '
        'hyper-parquet-partitioned/results/20251124/c6a.metal.json hyper-parquet-single/data-size '
        'hyper-parquet-single/results/20260717/c6a.4xlarge.json '
        'hyper-parquet-single/results/20260811/t3a.small.json '
        'hyper-parquet-single/results/20260815/c6a.metal.json hyper/results/20251026/c6a.2xlarge.json '
        'hyrise/stop infino/check infino/results/20260730/c8g.4xlarge.json kdb/load.q '
        'kinetica/results/20230104/c6a.4xlarge.json kinetica/results/20250710/c6a.4xlarge.json '
        'mariadb-columnstore/template.json mariadb-duckdb/template.json mysql-myisam/create.sql '
        'mysql-myisam/query octosql/results/20250711/c6a.xlarge.json '
        'octosql/results/20260510/c6a.4xlarge.json oxla/check paradedb-partitioned/query '
        'paradedb/template.json pg_duckdb-indexed/index.sql pg_duckdb-parquet/check '
        'pg_duckdb-parquet/results/20260511/c6a.2xlarge.json pg_mooncake/check '
        'pgpro_tam/results/20250711/c6a.xlarge.json pgrust/install pgrust/start '
        'playground/clickbench-playground.service playground/images/build-datasets-image.sh '
        'polars-dataframe/query presto-datalake-partitioned/results/20260511/c6a.metal.json '
        'presto-datalake-partitioned/results/20260511/c8g.4xlarge.json presto-partitioned/template.json '
        'presto/results/20260511/c6a.metal.json questdb/results/20240116/c6a.4xlarge.json '
        'quickwit/results/20260509/c6a.4xlarge.json redshift/results/20220729/4x.ra3.xplus.json '
        'sail/results/20250712/c8g.4xlarge.json sail/results/20260510/c8g.metal-48xl.json sirius/benchmark.sh '
        'snowflake/results/20260727/2xl_gen2.json snowflake/results/20260727/xs_interactive.json '
        'spark-comet/results/20260511/c6a.2xlarge.json spark/results/20260511/c6a.2xlarge.json '
        'spiceai-cayenne/install spiceai-cayenne/spicepod.yaml starrocks/results/20250501/c6a.4xlarge.json '
        'starrocks/results/20260510/c8g.metal-48xl.json starrocks/template.json '
        'timescale-cloud/results/20241115/4cpu.json timescaledb-no-columnstore/data-size '
        'trino-datalake/results/20260722/c8g.metal-48xl.json trino/results/20260510/c6a.xlarge.json '
        'umbra/benchmark.sh umbra/results/20260511/c8g.4xlarge.json versions/apply-minvers.py '
        'versions/fetch-results.sh versions/create/schema/cast_info.columns '
        'versions/create/schema/movie_info_idx.columns vertica/check vertica/data-size '
        'victorialogs/results/20250123/c6a.4xlarge.json victorialogs/results/20260511/c6a.2xlarge.json '
        'warehousepg/results/20260517/c6a.large.json yugabytedb/create.sql'
    ),
    'clickhouse-cloud': (
        'benchmark.sh cloud-api.sh collect-results.sh combinations.sh create.sql queries.sql run.sh'
    ),
    'versions/results': (
        '1.1.54074.json 19.14.13.4.json 22.2.3.5.json 25.8.24.21.json'
    ),
}

CB_CLICKHOUSE_KIND = {
    '': (
        'clickhouse/results/20160601/historical-1b.json clickhouse/results/20200812/historical-100m.json '
        'clickhouse/results/20220701/c6a.4xlarge.json clickhouse/results/20220701/c6a.4xlarge.zstd.json '
        'clickhouse/results/20221004/c6a.metal.json clickhouse/results/20221019/c6a.4xlarge.tuned.json '
        'clickhouse/results/20221021/c5.4xlarge.json clickhouse/results/20221021/c5.4xlarge.tuned.json '
        'clickhouse/results/20221022/c5.4xlarge.json clickhouse/results/20230215/c6a.metal.json '
        'clickhouse/results/20230314/m5d.24xlarge.json clickhouse/results/20230901/c6a.4xlarge.json '
        'clickhouse/results/20231209/c6a.4xlarge.json clickhouse/results/20240207/c6a.metal.tuned.json '
        'clickhouse/results/20240213/c6a.metal.tuned.memory.json clickhouse/results/20241106/c6a.4xlarge.json '
        'clickhouse/results/20241106/c6a.metal.json clickhouse/results/20250409/c6a.metal.json '
        'clickhouse/results/20250608/c6a.4xlarge.json clickhouse/results/20250609/c6a.4xlarge.json '
        'clickhouse/results/20250609/c6a.metal.json clickhouse/results/20250620/c6a.metal.tuned.memory.json '
        'clickhouse/results/20250710/c6a.2xlarge.json clickhouse/results/20250711/c6a.large.json '
        'clickhouse/results/20250712/c8g.4xlarge.json clickhouse/results/20260210/c6a.metal.json '
        'clickhouse/results/20260509/c6a.4xlarge.json clickhouse/results/20260509/c6a.metal.json'
    ),
    'clickhouse/results/20221118': (
        'c5.4xlarge.json c5.4xlarge.tuned.json c6a.4xlarge.json'
    ),
    'clickhouse/results/20250830': (
        'c6a.2xlarge.json c6a.large.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20250831': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20251009': (
        'c6a.4xlarge.json c6a.large.json c6a.metal.json c7a.metal-48xl.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20251103': (
        'c6a.2xlarge.json c6a.large.json c6a.metal.json c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20251219': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.metal.json c7a.metal-48xl.json c8g.4xlarge.json '
        'c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260309': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260327': (
        'c6a.4xlarge.json c6a.xlarge.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20260501': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260505': (
        'c6a.2xlarge.json c6a.metal.json c7a.metal-48xl.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260507': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260508': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.xlarge.json c8g.4xlarge.json '
        'c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260510': (
        'c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260511': (
        'c6a.2xlarge.json c6a.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260516': (
        'c6a.4xlarge.json c6a.large.json c6a.xlarge.json c7a.metal-48xl.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260624': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.4xlarge.json'
    ),
    'clickhouse/results/20260719': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260720': (
        'c6a.2xlarge.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json'
    ),
    'clickhouse/results/20260721': (
        'c6a.2xlarge.json c6a.metal.json c6a.xlarge.json c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260722': (
        'c6a.2xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json '
        'c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260723': (
        'c6a.2xlarge.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json '
        'c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260724': (
        'c6a.4xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20260725': (
        'c6a.2xlarge.json c6a.large.json c6a.xlarge.json'
    ),
    'clickhouse/results/20260726': (
        'c6a.4xlarge.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260727': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.metal.json c6a.xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260728': (
        'c6a.4xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260729': (
        'c6a.2xlarge.json c6a.large.json c7a.metal-48xl.json c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260730': (
        'c6a.large.json c6a.metal.json c6a.xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260731': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260801': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260802': (
        'c6a.4xlarge.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260803': (
        'c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20260804': (
        'c6a.2xlarge.json c6a.large.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json '
        'c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260805': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.xlarge.json'
    ),
    'clickhouse/results/20260806': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.metal.json c7a.metal-48xl.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20260807': (
        'c6a.large.json c7a.metal-48xl.json c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260808': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c7a.metal-48xl.json'
    ),
    'clickhouse/results/20260809': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.metal.json c7a.metal-48xl.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20260810': (
        'c6a.4xlarge.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260811': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20260812': (
        'c6a.2xlarge.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json '
        'c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260813': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.xlarge.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20260814': (
        'c6a.2xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260815': (
        'c6a.2xlarge.json c6a.large.json c6a.xlarge.json c7a.metal-48xl.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260816': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c8g.4xlarge.json'
    ),
    'clickhouse/results/20260817': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.4xlarge.json'
    ),
    'clickhouse/results/20260818': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json'
    ),
    'clickhouse/results/20260819': (
        'c6a.metal.json c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260820': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.large.json c6a.metal.json c8g.4xlarge.json c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260821': (
        'c6a.4xlarge.json c6a.large.json c6a.xlarge.json c7a.metal-48xl.json c8g.4xlarge.json '
        'c8g.metal-48xl.json'
    ),
    'clickhouse/results/20260822': (
        'c6a.2xlarge.json c6a.4xlarge.json c6a.metal.json c6a.xlarge.json c7a.metal-48xl.json '
        'c8g.4xlarge.json c8g.metal-48xl.json'
    ),
}

CB_CLICKHOUSE_OTHER = {
    '': (
        'clickhouse-cloud/results/20241024/aws.3.120.json clickhouse-cloud/results/20241024/aws.3.16.json '
        'clickhouse-cloud/results/20241117/gcp.3.8.json clickhouse-cloud/results/20241118/gcp.3.8.json '
        'clickhouse-cloud/results/20241123/azure.3.64.json clickhouse-cloud/results/20241126/aws.3.64.json '
        'clickhouse-cloud/results/20241220/aws.3.8.json clickhouse-cloud/results/20250111/aws.3.64.json '
        'clickhouse-cloud/results/20250111/gcp.3.16.json clickhouse-cloud/results/20250113/gcp.3.8.json '
        'clickhouse-cloud/results/20250116/gcp.3.8.json clickhouse-cloud/results/20250201/gcp.2.16.json '
        'clickhouse-cloud/results/20250216/aws.2.12.json clickhouse-cloud/results/20250216/aws.2.16.json '
        'clickhouse-cloud/results/20250227/gcp.3.64.json clickhouse-cloud/results/20250304/gcp.2.64.json '
        'clickhouse-cloud/results/20250304/gcp.3.64.json clickhouse-cloud/results/20250307/gcp.2.64.json '
        'clickhouse-cloud/results/20250308/azure.2.32.json clickhouse-cloud/results/20250309/gcp.2.64.json '
        'clickhouse-cloud/results/20250309/gcp.3.16.json clickhouse-cloud/results/20250311/gcp.2.64.json '
        'clickhouse-cloud/results/20250321/gcp.3.12.json clickhouse-cloud/results/20250323/azure.3.120.json '
        'clickhouse-cloud/results/20250329/azure.2.120.json clickhouse-cloud/results/20250409/gcp.3.8.json '
        'clickhouse-cloud/results/20250505/aws.2.64.json clickhouse-cloud/results/20250506/azure.3.64.json '
        'clickhouse-cloud/results/20250518/azure.2.32.json clickhouse-cloud/results/20250525/gcp.3.12.json '
        'clickhouse-cloud/results/20250531/azure.2.120.json clickhouse-cloud/results/20250610/gcp.2.8.json '
        'clickhouse-cloud/results/20250627/aws.2.120.json clickhouse-cloud/results/20250628/gcp.2.64.json '
        'clickhouse-cloud/results/20250701/gcp.1.8.json clickhouse-cloud/results/20250707/gcp.2.236.json '
        'clickhouse-cloud/results/20250709/gcp.2.120.json clickhouse-cloud/results/20250710/gcp.3.120.json '
        'clickhouse-cloud/results/20250711/gcp.3.32.json clickhouse-cloud/results/20250724/aws.2.32.json '
        'clickhouse-cloud/results/20250801/gcp.3.64.json clickhouse-cloud/results/20250808/azure.2.64.json '
        'clickhouse-cloud/results/20250814/gcp.3.236.json clickhouse-cloud/results/20250823/gcp.1.12.json '
        'clickhouse-cloud/results/20250825/azure.2.64.json clickhouse-cloud/results/20250901/azure.2.12.json '
        'clickhouse-cloud/results/20250902/azure.1.8.json clickhouse-cloud/results/20250902/gcp.3.12.json '
        'clickhouse-cloud/results/20250904/gcp.3.16.json clickhouse-cloud/results/20250906/aws.3.32.json '
        'clickhouse-cloud/results/20250909/aws.3.12.json clickhouse-cloud/results/20250914/aws.1.8.json '
        'clickhouse-cloud/results/20250918/gcp.3.8.json clickhouse-cloud/results/20250919/aws.2.120.json '
        'clickhouse-cloud/results/20250923/aws.3.64.json clickhouse-cloud/results/20250928/azure.3.64.json '
        'clickhouse-cloud/results/20250929/azure.3.32.json clickhouse-cloud/results/20251001/gcp.2.236.json '
        'clickhouse-cloud/results/20251003/azure.2.12.json clickhouse-cloud/results/20251007/aws.3.64.json '
        'clickhouse-cloud/results/20251010/aws.2.8.json clickhouse-cloud/results/20251012/azure.3.16.json '
        'clickhouse-cloud/results/20251022/azure.2.64.json clickhouse-cloud/results/20251024/azure.3.16.json '
        'clickhouse-cloud/results/20251026/gcp.3.120.json clickhouse-cloud/results/20251102/gcp.3.8.json '
        'clickhouse-cloud/results/20251103/azure.1.8.json clickhouse-cloud/results/20251107/gcp.3.120.json '
        'clickhouse-cloud/results/20251111/aws.3.64.json clickhouse-cloud/results/20251111/azure.3.16.json '
        'clickhouse-cloud/results/20251118/gcp.3.64.json clickhouse-cloud/results/20251120/azure.2.16.json '
        'clickhouse-cloud/results/20251120/azure.2.64.json clickhouse-cloud/results/20251130/gcp.2.8.json '
        'clickhouse-cloud/results/20251214/aws.1.8.json clickhouse-cloud/results/20251214/gcp.2.32.json '
        'clickhouse-cloud/results/20251215/aws.2.12.json clickhouse-cloud/results/20251215/azure.2.16.json '
        'clickhouse-cloud/results/20251217/gcp.3.32.json clickhouse-cloud/results/20251219/gcp.3.120.json '
        'clickhouse-cloud/results/20251221/aws.2.356.json clickhouse-cloud/results/20251229/gcp.3.32.json '
        'clickhouse-cloud/results/20260103/aws.3.8.json clickhouse-cloud/results/20260112/azure.2.64.json '
        'clickhouse-cloud/results/20260113/gcp.3.12.json clickhouse-cloud/results/20260116/aws.3.120.json '
        'clickhouse-cloud/results/20260119/aws.3.12.json clickhouse-cloud/results/20260121/azure.3.16.json '
        'clickhouse-cloud/results/20260125/gcp.3.8.json clickhouse-cloud/results/20260128/aws.3.64.json '
        'clickhouse-cloud/results/20260131/gcp.2.32.json clickhouse-cloud/results/20260201/aws.1.12.json '
        'clickhouse-cloud/results/20260202/gcp.3.12.json clickhouse-cloud/results/20260202/gcp.3.32.json '
        'clickhouse-cloud/results/20260206/gcp.3.64.json clickhouse-cloud/results/20260209/aws.1.8.json '
        'clickhouse-cloud/results/20260214/aws.3.32.json clickhouse-cloud/results/20260216/azure.3.120.json '
        'clickhouse-cloud/results/20260221/aws.3.8.json clickhouse-cloud/results/20260224/azure.3.32.json '
        'clickhouse-cloud/results/20260305/aws.2.356.json clickhouse-cloud/results/20260305/gcp.1.8.json '
        'clickhouse-cloud/results/20260306/aws.2.16.json clickhouse-cloud/results/20260306/aws.3.64.json '
        'clickhouse-cloud/results/20260307/gcp.3.16.json clickhouse-cloud/results/20260313/aws.2.236.json '
        'clickhouse-cloud/results/20260315/gcp.2.12.json clickhouse-cloud/results/20260319/aws.3.356.json '
        'clickhouse-cloud/results/20260322/azure.1.12.json clickhouse-cloud/results/20260328/aws.3.8.json '
        'clickhouse-cloud/results/20260330/azure.2.120.json '
        'clickhouse-cloud/results/20260330/azure.3.120.json '
        'clickhouse-cloud/results/20260405/azure.3.236.json clickhouse-cloud/results/20260406/aws.3.16.json '
        'clickhouse-cloud/results/20260406/aws.3.8.json clickhouse-cloud/results/20260411/gcp.3.120.json '
        'clickhouse-cloud/results/20260413/azure.1.12.json clickhouse-cloud/results/20260418/azure.2.8.json '
        'clickhouse-cloud/results/20260421/gcp.2.236.json clickhouse-cloud/results/20260422/aws.3.120.json '
        'clickhouse-cloud/results/20260422/azure.2.16.json clickhouse-cloud/results/20260425/gcp.1.8.json '
        'clickhouse-cloud/results/20260426/gcp.3.236.json clickhouse-cloud/results/20260427/gcp.3.64.json '
        'clickhouse-cloud/results/20260503/aws.2.16.json clickhouse-cloud/results/20260504/aws.2.8.json '
        'clickhouse-cloud/results/20260507/aws.3.16.json clickhouse-cloud/results/20260513/gcp.1.12.json '
        'clickhouse-cloud/results/20260521/aws.1.12.json clickhouse-cloud/results/20260529/azure.2.120.json '
        'clickhouse-cloud/results/20260529/gcp.3.356.json clickhouse-cloud/results/20260605/gcp.2.356.json '
        'clickhouse-cloud/results/20260608/aws.2.32.json clickhouse-cloud/results/20260608/aws.3.236.json '
        'clickhouse-cloud/results/20260611/aws.2.120.json clickhouse-cloud/results/20260611/gcp.2.8.json '
        'clickhouse-cloud/results/20260627/azure.2.120.json clickhouse-cloud/results/20260629/gcp.2.64.json '
        'clickhouse-cloud/results/20260703/gcp.2.64.json clickhouse-cloud/results/20260707/aws.1.12.json '
        'clickhouse-cloud/results/20260709/aws.2.32.json clickhouse-cloud/results/20260710/azure.3.120.json '
        'clickhouse-cloud/results/20260711/aws.2.236.json clickhouse-cloud/results/20260716/gcp.2.356.json '
        'clickhouse-cloud/results/20260717/azure.3.16.json clickhouse-cloud/results/20260723/aws.2.8.json '
        'clickhouse-cloud/results/20260724/azure.2.236.json '
        'clickhouse-cloud/results/20260727/azure.2.236.json clickhouse-cloud/results/20260730/gcp.2.356.json '
        'clickhouse-cloud/results/20260814/gcp.3.16.json '
        'clickhouse-datalake-partitioned/results/20260722/c6a.xlarge.json '
        'clickhouse-datalake-partitioned/results/20260725/c7a.metal-48xl.json '
        'clickhouse-datalake/results/20260318/c8g.4xlarge.json '
        'clickhouse-datalake/results/20260822/c8g.4xlarge.json '
        'clickhouse-parquet-partitioned/results/20260725/t3a.small.json '
        'clickhouse-parquet-partitioned/results/20260810/t3a.small.json '
        'clickhouse-parquet/results/20220701/c6a.4xlarge.json '
        'clickhouse-parquet/results/20260814/c8g.metal-48xl.json '
        'clickhouse-parquet/results/20260817/c6a.metal.json '
        'clickhouse-web/results/20251220/c8g.metal-48xl.json clickhouse-web/results/20260719/c6a.large.json '
        'clickhouse-web/results/20260819/c8g.metal-48xl.json ctrlb/results/20260728/c7a.metal-48xl.json '
        'datafusion-partitioned/results/20260629/c6a.metal.json datafusion/README.md '
        'doris-parquet-single/create.sql jd/template.json pandas/queries.sql '
        'pg_clickhouse/results/20260121/c6a.4xlarge.json pg_clickhouse/template.json '
        'polars-dataframe/queries.sql spark-auron/query starrocks/results/20251220/c6a.2xlarge.json '
        'trino-datalake/results/20260722/c6a.2xlarge.json ursa/create.sql '
        'versions/create/schema/aka_title.columns victorialogs/results/20260510/c8g.metal-48xl.json'
    ),
    'clickhouse': (
        'benchmark.sh check combinations.sh create-tuned-memory.sql create-tuned.sql create.sql data-size '
        'install load queries-tuned-memory.sql queries-tuned.sql queries.sql query start stop template.json '
        'update-all-from-play.sh update-from-play.sql'
    ),
    'clickhouse/extended': (
        'README.md latency.sh queries_latency.sql queries_throughput.sql throughput.sh'
    ),
}

GM_FDSN_KIND = {
    'tests/data/fdsn/ci38445975': (
        'CI.MIKB..BNE.mseed CI.MIKB..BNN.mseed CI.MIKB..BNZ.mseed CI.MIKB..HNE.mseed CI.MIKB..HNN.mseed '
        'CI.MIKB..HNZ.mseed'
    ),
    'tests/data/fdsn/ci38457511': (
        'CI.CLC..HNE.mseed CI.CLC..HNN.mseed CI.CLC..HNZ.mseed'
    ),
    'tests/data/fdsn/nc51194936': (
        'BK.CVS..BHE__20080119T231135Z__20080119T232005Z.mseed '
        'BK.CVS..BHN__20080119T231135Z__20080119T232005Z.mseed '
        'BK.CVS..BHZ__20080119T231135Z__20080119T232005Z.mseed '
        'BK.GASB..BHE__20080119T231135Z__20080119T232005Z.mseed '
        'BK.GASB..BHN__20080119T231135Z__20080119T232005Z.mseed '
        'NN.SBT..SHZ__20080119T231135Z__20080119T232005Z.mseed'
    ),
    'tests/data/fdsn/nc72282711': (
        'BK.CMB.00.HNE__20140824T102014Z__20140824T102244Z.mseed '
        'BK.CMB.00.HNN__20140824T102014Z__20140824T102244Z.mseed '
        'BK.CMB.00.HNZ__20140824T102014Z__20140824T102244Z.mseed '
        'TA.M04C..HNE__20140824T102014Z__20140824T102244Z.mseed '
        'TA.M04C..HNN__20140824T102014Z__20140824T102244Z.mseed '
        'TA.M04C..HNZ__20140824T102014Z__20140824T102244Z.mseed'
    ),
    'tests/data/fdsn/nc73300395': (
        'BK.VALB.40.HN1__20191103T203452Z__20191103T203627Z.mseed '
        'BK.VALB.40.HN2__20191103T203452Z__20191103T203627Z.mseed '
        'BK.VALB.40.HN3__20191103T203452Z__20191103T203627Z.mseed'
    ),
    'tests/data/fdsn/se60247871': (
        'US.LRAL.20.LN1__20181212T091413Z__20181212T092143Z.mseed '
        'US.LRAL.20.LN2__20181212T091413Z__20181212T092143Z.mseed '
        'US.LRAL.20.LNZ__20181212T091413Z__20181212T092143Z.mseed'
    ),
    'tests/data/fdsn/us70008dx7': (
        'SL.KOGS..HNE__20200322T052358Z__20200322T052533Z.mseed '
        'SL.KOGS..HNN__20200322T052358Z__20200322T052533Z.mseed '
        'SL.KOGS..HNZ__20200322T052358Z__20200322T052533Z.mseed'
    ),
    'tests/data/fdsn/uu60363602': (
        'UU.HRU.01.ENE.mseed UU.HRU.01.ENN.mseed UU.HRU.01.ENZ.mseed'
    ),
    'tests/data/fdsn/uw61251926/broad_band': (
        'UW.SP2..BHE.mseed UW.SP2..BHN.mseed UW.SP2..BHZ.mseed'
    ),
    'tests/data/fdsn/uw61251926/strong_motion': (
        'UW.SP2..ENE.mseed UW.SP2..ENN.mseed UW.SP2..ENZ.mseed'
    ),
}

GM_FDSN_OTHER = {
    '': (
        'tests/data/bhrc/usp000jq5p/5520-1.V1 '
        'tests/data/clipping_samples/hv70907436/HV.HOVE..HHE__20190414T030832Z__20190414T031602Z.mseed '
        'tests/data/clipping_samples/hv70907436/HV.TOUO.HH.png tests/data/cosmos/ak018fcnsk91/event.json '
        'tests/data/cosmos/ci14155260/Cosmos12TimeSeriesTest.v1 '
        'tests/data/cosmos/ci14155260/Cosmos12TimeSeriesTest2.v1 tests/data/cosmos/ftbragg/event.json '
        'tests/data/cosmos/us1000hyfh/event.json tests/data/cwb/us1000chhc/2-EDH.dat '
        'tests/data/demo/ci38038071/raw/AZ.HSSP..HNE__20180829T023258Z__20180829T024028Z.mseed '
        'tests/data/demo/ci38457511/event.json tests/data/demo/ci38457511/raw/CITOW2.RAW '
        'tests/data/demo_steps/compute_metrics/ci38457511/workspace.h5 '
        'tests/data/demo_steps/exports/ci38038071/event.json '
        'tests/data/demo_steps/process_waveforms/ci38038071/workspace.h5 tests/data/dmg/ci15481673/event.json '
        'tests/data/dmg/ci3031425/ce23583r_HESPERIA.RAW tests/data/dmg/ci3031425/event.json '
        'tests/data/dmg/nc72282711/event.json tests/data/duplicate/hawaii/16371-1605037638R.zip '
        'tests/data/duplicate/hawaii/NP.2825.xml '
        'tests/data/esm/us60004wsq/HI.ARS1..HNZ.D.20190728.160908.C.ACC.ASC tests/data/event_json/event.json '
        'tests/data/fdsn/nc73300395/BK.VALB.xml tests/data/fdsn/nc73300395/event.json '
        'tests/data/fdsn/se60247871/US.LRAL.xml tests/data/fdsn/se60247871/event.json '
        'tests/data/fdsn/us70008dx7/SL.KOGS.xml tests/data/fdsn/us70008dx7/event.json '
        'tests/data/fdsn/uu60363602/UU.HRU.xml tests/data/fdsn/uu60363602/event.json '
        'tests/data/fdsn/uw61251926/broad_band/UW.SP2.xml tests/data/fdsn/uw61251926/broad_band/event.json '
        'tests/data/fdsn/uw61251926/strong_motion/UW.SP2.xml '
        'tests/data/fdsn/uw61251926/strong_motion/event.json tests/data/geonet/nz2018p115908/event.json '
        'tests/data/import/dir/1-LONT.dat '
        'tests/data/lowpass_max/TA.TPFO..BHZ__20180829T023318Z__20180829T023648Z.mseed '
        'tests/data/lowpass_max/TA.TPFO.xml tests/data/peer/RSN763_LOMAP_GIL067.AT2 '
        'tests/data/read_directory/whittier87/24514_Sylmar_OliveView_MedicalCenterFF.zip '
        'tests/data/read_directory/whittier87/ce14196p.zip tests/data/read_directory/whittier87/u/0165a_u.smc '
        'tests/data/renadic/usp000h401/iquiquechipana0911131.v1 '
        'tests/data/smc/nc216859/891018_1.cra-1.0210f.smc '
        'tests/data/station_xml_epochs/nc73631381/NP.1767.xml '
        'tests/data/station_xml_epochs/nc73631381_ad/NP.1767..HNN.mseed '
        'tests/data/travel_times/ci37218996/BK.KCC.xml tests/data/travel_times/ci38461735/CI.TOW2..HNN.mseed '
        'tests/data/travel_times/ci38461735/CI.TOW2..HNZ.mseed tests/data/unam/us2000ar20/PZPU1709.191 '
        'tests/data/zero_crossings/AV.CKT.xml tests/gmprocess/bin/gmworkspace_test.py '
        'tests/gmprocess/core/invutils.py tests/gmprocess/core/statrace_test.py '
        'tests/gmprocess/io/bhrc/bhrc_test.py tests/gmprocess/io/dmg/dmg_test.py '
        'tests/gmprocess/io/obspy/fdsn_fetcher_test.py tests/gmprocess/io/usc/usc_test.py '
        'tests/gmprocess/metrics/imc/arithmetic_mean_test.py '
        'tests/gmprocess/metrics/imc/quadratic_mean_test.py tests/gmprocess/metrics/imt/sa_test.py '
        'tests/gmprocess/utils/plot_test.py'
    ),
    'tests/data/asdf/nc71126864/raw': (
        'CE.79435.10.HNE__20211220T201310Z__20211220T202040Z.mseed '
        'CE.79435.10.HNN__20211220T201310Z__20211220T202040Z.mseed CE.79435.xml'
    ),
    'tests/data/colocated_instruments': (
        'AK.BPAW.xml BK.TCAS.xml CI.GR2.01.HNE__20180829T023318Z__20180829T023648Z.mseed '
        'CI.GR2.01.HNZ__20180829T023318Z__20180829T023648Z.mseed'
    ),
    'tests/data/demo_steps/exports/ci38038071/raw': (
        'AZ.HSSP..HNZ__20180829T023258Z__20180829T024028Z.mseed AZ.HSSP.xml '
        'CE.23178.10.HNE__20180829T023318Z__20180829T023648Z.mseed '
        'CE.23178.10.HNZ__20180829T023318Z__20180829T023648Z.mseed'
    ),
    'tests/data/demo_steps/process_waveforms/ci38038071/raw': (
        'AZ.HSSP..HNE__20180829T023258Z__20180829T024028Z.mseed '
        'AZ.HSSP..HNZ__20180829T023258Z__20180829T024028Z.mseed AZ.HSSP.xml '
        'CE.23178.10.HNN__20180829T023318Z__20180829T023648Z.mseed CE23837.V1C'
    ),
    'tests/data/dmg/nc71734741': (
        'CE89146.V1 CE89146.V2 event.json'
    ),
    'tests/data/duplicate/alaska': (
        'NP.8040.D0.HNE.mseed NP.8040.D0.HNZ.mseed NP.8040.D1.HNZ.mseed NP.8040.D2.HNN.mseed '
        'NP.8040.D4.HNZ.mseed NP.8040.D6.HNZ.mseed'
    ),
    'tests/data/duplicate/general': (
        'CE23837.V1 np01002p_4225b_a.smc np01002p_4225c_a.smc np01002r_4225b_u.smc sma-1_4225b.smc'
    ),
    'tests/data': (
        'duration_data.json fas_quadratic_mean.pkl greater_of_two_horizontals.xlsx'
    ),
    'tests/data/fdsn/ci38445975': (
        'CI.MIKB.xml event.json test_config.yml'
    ),
    'tests/data/fdsn/ci38457511': (
        'CI.CLC.xml event.json rupture.json test_grid.grd'
    ),
    'tests/data/fdsn/nc51194936': (
        'BK.CVS.xml BK.GASB.xml NN.SBT.xml event.json'
    ),
    'tests/data/fdsn/nc72282711': (
        'BK.CMB.xml TA.M04C.xml event.json'
    ),
    'tests/data/fdsnfetch/raw': (
        'UW.ALCT.--.HN1.MSEED UW.ALCT.--.HN2.json UW.ALCT.--.HNZ.json'
    ),
    'tests/data/fdsnfetch/resp_cor': (
        'GS.SEW..HN1.mseed UW.ALCT.--.HN2.MSEED UW.ALCT..HN1.MSEED '
        'UW.ALCT..HN2-2001-02-28T18_54_26.000000Z.MSEED UW.ALCT..HNZ-2001-02-28T18_54_26.000000Z.MSEED'
    ),
    'tests/data/geonet/us1000778i': (
        '20161113_110259_WTMC_20.V2A 20161113_110300_HSES_20.V1A 20161113_110313_THZ_20.V1A'
    ),
    'tests/data/high_freq_sa': (
        'RSN10590_ComalTX11-10-20_IU.CCM.BH1.00.AT2 RSN10590_ComalTX11-10-20_IU.CCM.BH2.00.AT2 '
        'RSN10590_ComalTX11-10-20_IU.CCM.BHZ.00.AT2 RSN10591_ComalTX11-10-20_IU.CCM.BH1.10.AT2'
    ),
    'tests/data/kiknet/usp000hzq8': (
        'NGNH351106302345.EW2 NGNH351106302345.NS2 NGNH351106302345.UD2 event.json'
    ),
    'tests/data/knet/us2000cnnl': (
        'AOM0011801241951.EW AOM0011801241951.UD AOM0091801241951.EW'
    ),
    'tests/data/knet/usb000syza': (
        'CHB0021412312349.EW config.yml event.json'
    ),
    'tests/data/multiple_events/ci38457511': (
        'CI.CCC..HNE.mseed CI.JRC2..HNE.mseed CI.JRC2..HNN.mseed CI.LRL..HNZ.mseed CI.SLA..HNE.mseed '
        'CI.SLA.xml CI.WCS2..HNE.mseed CI.WCS2.xml CI.WRV2..HNE.mseed'
    ),
    'tests/data/process': (
        'ALKIENE.UW..sac AOM0170806140843.UD CN.BBB..BHE.sac HAWABHN.US..sac JUNEHZ.UW..sac KIMRENN.UW..sac '
        'MEWEHZ.UW..sac NOWSENR.sac NOWSENR_mul.sac'
    ),
    'tests/data/renadic/official20100227063411530_30': (
        'angol1002271parte2.v1 copiapo1002271.v1 event.json stgopenalolen1002271parte1.v1 valdivia1002271.v1'
    ),
    'tests/data/status': (
        'AZ.BSAP..HNN.mseed AZ.BSAP..HNZ.mseed AZ.BZN..HNE.mseed CI.MIKB..BNZ.mseed CI.MIKB..HNN.mseed '
        'CI.MIKB.xml CI.PSD..HNN.mseed PG.PSD..HNZ.mseed'
    ),
    'tests/data/tutorials/nc73291880/raw': (
        'BK.BRIB.01.HHZ__20191015T053312Z__20191015T054042Z.mseed '
        'BK.BRIB.01.HNN__20191015T053312Z__20191015T054042Z.mseed '
        'CE.58360..HNE__20191015T053312Z__20191015T054042Z.mseed '
        'CE.58369..HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'CE.58442..HNE__20191015T053312Z__20191015T054042Z.mseed CE.58442.xml '
        'NC.C010.01.HNZ__20191015T053312Z__20191015T054042Z.mseed NC.C010.xml '
        'NC.C018.01.HNN__20191015T053312Z__20191015T054042Z.mseed '
        'NC.C018.01.HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'NC.CRH..HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'NC.CTA..HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'NP.1691..HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'NP.1844..HNE__20191015T053312Z__20191015T054042Z.mseed '
        'NP.1844..HNN__20191015T053312Z__20191015T054042Z.mseed '
        'NP.1847.10.HNE__20191015T053312Z__20191015T054042Z.mseed'
    ),
    'tests/data/usc/ci3144585': (
        '017m30bt.s0a 017m30cc.y0a 017m30lw.e0a 017m30lw.e0c 017m30lw.s0c'
    ),
    'tests/gmprocess/io': (
        'nga_test.py stream_test.py utils_test.py'
    ),
    'tests/gmprocess/subcommands': (
        'assemble_test.py autoshakemap_test.py export_provenance_tables_test.py'
    ),
    'tests/gmprocess/waveform_processing/clipping': (
        'histogram_test.py max_amp_test.py std_dev_test.py'
    ),
    'tests/gmprocess/waveform_processing': (
        'corner_frequencies_test.py integrate_test.py spectrum_test.py zero_crossings_test.py'
    ),
}

GM_KNET_KIND = {
    'tests/data/kiknet/usp000a1b0': (
        'AICH040010061330.EW2 AICH040010061330.NS2 AICH040010061330.UD2'
    ),
    'tests/data/kiknet/usp000hzq8': (
        'NGNH311106302345.EW1 NGNH311106302345.EW2 NGNH311106302345.NS1 NGNH311106302345.NS2 '
        'NGNH311106302345.UD1 NGNH311106302345.UD2 NGNH351106302345.EW1 NGNH351106302345.EW2 '
        'NGNH351106302345.NS1 NGNH351106302345.NS2 NGNH351106302345.UD1 NGNH351106302345.UD2'
    ),
    'tests/data/knet/us2000cnnl': (
        'AOM0011801241951.EW AOM0011801241951.NS AOM0011801241951.UD AOM0021801241951.EW AOM0021801241951.NS '
        'AOM0021801241951.UD AOM0031801241951.EW AOM0031801241951.NS AOM0031801241951.UD AOM0041801241951.EW '
        'AOM0041801241951.NS AOM0041801241951.UD AOM0051801241951.EW AOM0051801241951.NS AOM0051801241951.UD '
        'AOM0061801241951.EW AOM0061801241951.NS AOM0061801241951.UD AOM0071801241951.EW AOM0071801241951.NS '
        'AOM0071801241951.UD AOM0081801241951.EW AOM0081801241951.NS AOM0081801241951.UD AOM0091801241951.EW '
        'AOM0091801241951.NS AOM0091801241951.UD'
    ),
    'tests/data/knet/usb000syza': (
        'CHB0021412312349.EW CHB0021412312349.NS CHB0021412312349.UD CHB0031412312349.EW CHB0031412312349.NS '
        'CHB0031412312349.UD'
    ),
}

GM_KNET_OTHER = {
    '': (
        'tests/data/bhrc/usp000jq5p/5520-1.V1 '
        'tests/data/clipping_samples/hv70907436/HV.HOVE..HHE__20190414T030832Z__20190414T031602Z.mseed '
        'tests/data/clipping_samples/hv70907436/HV.TOUO.HH.png tests/data/cosmos/ak018fcnsk91/event.json '
        'tests/data/cosmos/ci14155260/Cosmos12TimeSeriesTest.v1 '
        'tests/data/cosmos/ci14155260/Cosmos12TimeSeriesTest2.v1 tests/data/cosmos/ftbragg/event.json '
        'tests/data/cosmos/us1000hyfh/event.json tests/data/cwb/us1000chhc/2-EDH.dat '
        'tests/data/demo/ci38038071/raw/AZ.HSSP..HNE__20180829T023258Z__20180829T024028Z.mseed '
        'tests/data/demo/ci38038071/raw/AZ.HSSP..HNN__20180829T023258Z__20180829T024028Z.mseed '
        'tests/data/demo/ci38457511/event.json tests/data/demo/ci38457511/raw/CITOW2.RAW '
        'tests/data/demo_steps/compute_metrics/ci38457511/workspace.h5 '
        'tests/data/demo_steps/exports/ci38038071/event.json '
        'tests/data/demo_steps/exports/ci38038071/workspace.h5 '
        'tests/data/demo_steps/process_waveforms/ci38038071/workspace.h5 tests/data/dmg/ci15481673/event.json '
        'tests/data/dmg/ci3031425/ce23583r_HESPERIA.RAW tests/data/dmg/ci3031425/event.json '
        'tests/data/dmg/nc72282711/event.json tests/data/duplicate/hawaii/16371-1605037638R.zip '
        'tests/data/duplicate/hawaii/NP.2825.xml '
        'tests/data/esm/us60004wsq/HI.ARS1..HNN.D.20190728.160908.C.ACC.ASC '
        'tests/data/esm/us60004wsq/HI.ARS1..HNZ.D.20190728.160908.C.ACC.ASC tests/data/event_json/event.json '
        'tests/data/fdsn/nc73300395/BK.VALB.40.HN2__20191103T203452Z__20191103T203627Z.mseed '
        'tests/data/fdsn/nc73300395/event.json tests/data/fdsn/uu60363602/UU.HRU.01.ENE.mseed '
        'tests/data/fdsn/uu60363602/UU.HRU.01.ENZ.mseed tests/data/fdsn/uw61251926/strong_motion/event.json '
        'tests/data/fdsnfetch/inventory_sew.xml tests/data/fdsnfetch/resp_cor/GS.SEW..HNZ.mseed '
        'tests/data/geonet/nz2018p115908/20180212_211557_WPWS_20.V2A '
        'tests/data/geonet/us1000778i/20161113_110259_WTMC_20.V2A '
        'tests/data/geonet/us1000778i/20161113_110300_HSES_20.V1A tests/data/import/dir/1-CHN1.dat '
        'tests/data/import/dir/1-PNG.dat tests/data/import/test.tar.zip '
        'tests/data/kiknet/usp000a1b0/event.json tests/data/kiknet/usp000hzq8/event.json '
        'tests/data/knet/us2000cnnl/event.json tests/data/knet/usb000syza/config.yml '
        'tests/data/knet/usb000syza/event.json tests/data/metrics_controller/workflows.csv '
        'tests/data/nsmn/us20009ynd/20170720223109_0921.txt tests/data/peer/RSN763_LOMAP_GIL067.AT2 '
        'tests/data/renadic/usp000h401/event.json tests/data/station_xml_epochs/nc73631381/NP.1767..HNE.mseed '
        'tests/data/station_xml_epochs/nc73631381/NP.1767..HNZ.mseed '
        'tests/data/travel_times/ci37218996/CI.TOW2..HNZ.mseed '
        'tests/data/travel_times/ci38461735/CI.TOW2..HNE.mseed tests/data/travel_times/ci38461735/CI.TOW2.xml '
        'tests/data/unam/us2000ar20/CANA1709.191 tests/data/usc/ci3144585/017m30lw.s0a '
        'tests/data/usc/ci3144585/017m30lw.s0b '
        'tests/data/zero_crossings/AV.CKT..EHZ__20181130T172859Z__20181130T173629Z.mseed '
        'tests/gmprocess/bin/gmworkspace_test.py tests/gmprocess/core/colocated_test.py '
        'tests/gmprocess/io/dmg/__init__.py tests/gmprocess/io/knet/knet_test.py '
        'tests/gmprocess/io/nsmn/turkey_fetcher_test.py tests/gmprocess/io/obspy/stastionxml_test.py '
        'tests/gmprocess/io/smc/smc_test.py tests/gmprocess/io/unam/unam_test.py '
        'tests/gmprocess/io/usc/usc_test.py tests/gmprocess/metrics/imc/greater_of_two_horizontals_test.py '
        'tests/gmprocess/metrics/imt/pgv_test.py tests/gmprocess/metrics/imt/sa_test.py '
        'tests/gmprocess/utils/plot_test.py'
    ),
    'tests/data/asdf/nc71126864/raw': (
        'CE.79435.10.HNE__20211220T201310Z__20211220T202040Z.mseed '
        'CE.79435.10.HNN__20211220T201310Z__20211220T202040Z.mseed CE.79435.xml'
    ),
    'tests/data/colocated_instruments': (
        'AK.BPAW.xml BK.TCAS.xml CI.GR2..BHZ__20180829T023318Z__20180829T023648Z.mseed '
        'CI.GR2.01.HNE__20180829T023318Z__20180829T023648Z.mseed '
        'CI.GR2.01.HNZ__20180829T023318Z__20180829T023648Z.mseed'
    ),
    'tests/data/demo_steps/exports/ci38038071/raw': (
        'AZ.HSSP..HNZ__20180829T023258Z__20180829T024028Z.mseed AZ.HSSP.xml '
        'CE.23178.10.HNE__20180829T023318Z__20180829T023648Z.mseed '
        'CE.23178.10.HNZ__20180829T023318Z__20180829T023648Z.mseed'
    ),
    'tests/data/demo_steps/process_waveforms/ci38038071/raw': (
        'AZ.HSSP..HNE__20180829T023258Z__20180829T024028Z.mseed '
        'AZ.HSSP..HNZ__20180829T023258Z__20180829T024028Z.mseed AZ.HSSP.xml '
        'CE.23178.10.HNN__20180829T023318Z__20180829T023648Z.mseed CE23837.V1C'
    ),
    'tests/data/dmg/nc71734741': (
        'CE89146.V1 CE89146.V2 event.json'
    ),
    'tests/data/duplicate/alaska': (
        'NP.8040.D0.HNE.mseed NP.8040.D0.HNZ.mseed NP.8040.D1.HNZ.mseed NP.8040.D2.HNN.mseed '
        'NP.8040.D4.HNZ.mseed NP.8040.D6.HNZ.mseed'
    ),
    'tests/data/duplicate/general': (
        'CE23837.V1 np01002p_4225b_a.smc np01002p_4225c_a.smc np01002r_4225b_u.smc sma-1_4225b.smc'
    ),
    'tests/data': (
        'duration_data.json fas_quadratic_mean.pkl strong-motion.mat vcr_event_test.yaml'
    ),
    'tests/data/fdsn/ci38445975': (
        'CI.MIKB..HNE.mseed CI.MIKB.xml test_config.yml'
    ),
    'tests/data/fdsn/nc51194936': (
        'BK.CVS..BHZ__20080119T231135Z__20080119T232005Z.mseed BK.GASB.xml event.json'
    ),
    'tests/data/fdsn/nc72282711': (
        'BK.CMB.00.HNE__20140824T102014Z__20140824T102244Z.mseed '
        'BK.CMB.00.HNZ__20140824T102014Z__20140824T102244Z.mseed BK.CMB.xml '
        'TA.M04C..HNN__20140824T102014Z__20140824T102244Z.mseed TA.M04C.xml event.json'
    ),
    'tests/data/fdsn/se60247871': (
        'US.LRAL.20.LN1__20181212T091413Z__20181212T092143Z.mseed '
        'US.LRAL.20.LN2__20181212T091413Z__20181212T092143Z.mseed '
        'US.LRAL.20.LNZ__20181212T091413Z__20181212T092143Z.mseed US.LRAL.xml'
    ),
    'tests/data/fdsnfetch/raw': (
        'UW.ALCT.--.HN1.json UW.ALCT.--.HN2.MSEED UW.ALCT.--.HN2.json UW.ALCT.--.HNZ.json'
    ),
    'tests/data/high_freq_sa': (
        'RSN10590_ComalTX11-10-20_IU.CCM.BH1.00.AT2 RSN10590_ComalTX11-10-20_IU.CCM.BH2.00.AT2 '
        'RSN10591_ComalTX11-10-20_IU.CCM.BH2.10.AT2 RSN10591_ComalTX11-10-20_IU.CCM.BHZ.10.AT2'
    ),
    'tests/data/multiple_events/ci38457511': (
        'CI.JRC2..HNE.mseed CI.JRC2.xml CI.LRL..HNZ.mseed CI.MPM..HNE.mseed CI.MPM.xml CI.WBM..HNE.mseed '
        'CI.WBM..HNN.mseed CI.WRV2..HNE.mseed'
    ),
    'tests/data/process': (
        'ALCTENE.UW..sac ALCTENN.UW..sac ALCTENR.sac ALKIENE.UW..sac ALSTENZ.sac AOM0170806140843.EW '
        'AOM0170806140843.NS B022EHZ.sac JUNEHZ.UW..sac KIMRENN.UW..sac'
    ),
    'tests/data/read_directory/whittier87/c': (
        '0165b_a.smc 274o42pv.s0a usaca40.044'
    ),
    'tests/data/renadic/official20100227063411530_30': (
        'angol1002271parte2.v1 curico1002271parte2.v1 event.json valdivia1002271.v1'
    ),
    'tests/data/smc/nc216859': (
        '891018_1.cra-1.0210b.smc 891018_1.cra-1.0210c.smc 891018_1.cra-1.0210e.smc 891018_1.cra-1.0210h.smc '
        'event.json'
    ),
    'tests/data/status': (
        'AZ.BSAP..HNZ.mseed AZ.BSAP.xml AZ.BZN..HNE.mseed AZ.BZN..HNZ.mseed AZ.CPE..HNE.mseed '
        'CI.MIKB..BNN.mseed CI.PSD..HNN.mseed PG.PSD.xml'
    ),
    'tests/data/tutorials/nc73291880/raw': (
        'BK.BRIB.01.BHE__20191015T053312Z__20191015T054042Z.mseed '
        'BK.BRIB.01.HHE__20191015T053312Z__20191015T054042Z.mseed '
        'BK.BRIB.01.HHN__20191015T053312Z__20191015T054042Z.mseed '
        'BK.BRIB.01.HNE__20191015T053312Z__20191015T054042Z.mseed BK.BRIB.xml '
        'CE.58360..HNZ__20191015T053312Z__20191015T054042Z.mseed CE.58360.xml '
        'CE.58369..HNN__20191015T053312Z__20191015T054042Z.mseed '
        'CE.58369..HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'CE.58442..HNN__20191015T053312Z__20191015T054042Z.mseed '
        'CE.58442..HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'NC.C010.01.HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'NC.C018.01.HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'NC.CRH..HNE__20191015T053312Z__20191015T054042Z.mseed '
        'NC.CRH..HNN__20191015T053312Z__20191015T054042Z.mseed NC.CTA.xml '
        'NP.1691..HNZ__20191015T053312Z__20191015T054042Z.mseed '
        'NP.1844..HNZ__20191015T053312Z__20191015T054042Z.mseed NP.1844.xml '
        'NP.1847.10.HNE__20191015T053312Z__20191015T054042Z.mseed '
        'NP.1847.10.HNZ__20191015T053312Z__20191015T054042Z.mseed'
    ),
    'tests/gmprocess/metrics': (
        'metrics_controller_test.py rotation_test.py stationsummary_test.py'
    ),
    'tests/gmprocess/subcommands': (
        'autoprocess_test.py export_metric_tables_test.py generate_regression_plot_test.py'
    ),
    'tests/gmprocess/waveform_processing/clipping': (
        'histogram_test.py max_amp_test.py std_dev_test.py'
    ),
    'tests/gmprocess/waveform_processing': (
        'corner_frequencies_test.py integrate_test.py zero_crossings_test.py'
    ),
}

RINEX3_KIND = {
    'src/georinex/tests/data': (
        'ABMF00GLP_R_20181330000_01D_30S_MO.zip BRDC00IGS_R_20201360000_01D_MN.rnx '
        'BRDM00DLR_R_20130010000_01D_MN.rnx CEBR00ESP_R_20182000000_01D_30S_MO.crx.gz '
        'CEDA00USA_R_20182100000_01D_MN.rnx.gz CEDA00USA_R_20182100000_23H_15S_MO.rnx.gz '
        'ELKO00USA_R_20182100000_01D_MN.rnx.gz P43300USA_R_20190012056_17M_15S_MO.crx '
        'P43300USA_R_20190012056_17M_15S_MO.crx.bz2 VILL00ESP_R_20181700000_01D_MN.rnx.gz'
    ),
}

RINEX3_OTHER = {
    '': (
        '.github/ISSUE_TEMPLATE/bug_report.md .github/workflows/ci.yml '
        '.github/workflows/publish-python-package.yml matlab/demo_rinex.m src/georinex/loc/__init__.py '
        'src/georinex/loc/__main__.py src/georinex/plot/__init__.py src/georinex/plot/__main__.py '
        'src/georinex/read/__init__.py src/georinex/read/__main__.py src/georinex/rinex2hdf5/__init__.py '
        'src/georinex/rinex2hdf5/__main__.py src/georinex/time/__init__.py src/georinex/time/__main__.py'
    ),
    '': (
        '.editorconfig .flake8 .gitignore CITATION CONTRIBUTING.md LICENSE.txt README.md ReadRinex.m '
        'Readme_NAV.md Readme_OBS.md pyproject.toml'
    ),
    'src/georinex': (
        '__init__.py base.py common.py geo.py keplerian.py nav2.py nav3.py obs2.py obs3.py plots.py '
        'plots_geo.py rio.py sp3.py utils.py versions.py'
    ),
    'src/georinex/tests/data': (
        '14601736.18n 14601736.18o ab422100.18n ab430140.18o.zip ac660270.18o.Z badtime.10o blank.10n '
        'blank.10o blank.sp3 blank1st.10n blank1st.10o blank3.10n blank3.10o blank3_1st.10n blank3_1st.10o '
        'brdc0320.16l.txt brdc2420.18n.gz brdc2800.15n ceda2100.18e default_time_system2.10o '
        'default_time_system3.10o demo.10n demo.10o demo3.10o demo_nav3.10n demo_nav3.10n.nc demo_nav3.17n '
        'demo_nav3.17n.nc example1.sp3a example1.sp3a.gz example2.sp3a galileo3.15n galileo3.15n.nc '
        'header.sp3 igs19362.sp3c junk_time_obs3.10o minimal.sp3c minimal.sp3d minimal2.10n minimal2.10o '
        'minimal3.10n minimal3.10o p1462100.18g qzss_nav3.14n qzss_nav3.14n.nc r2G.nc r2GR.nc '
        'r2_C1_indicators.nc r2all.nc r2all_indicators.nc r3G.nc r3GR.nc r3all.nc r3all_indicators.nc '
        'rinex2onesat.10o spare_filled_nav3.rnx spirentGSS9000.zip truncated.sp3 wrong_obs2_count.10o '
        'york0440.15d york0440.zip'
    ),
    'src/georinex/tests': (
        'example_plot.png test_batch_convert.py test_conv.py test_hatanaka.py test_header.py test_kepler.py '
        'test_lzw.py test_nav2.py test_nav3.py test_obs2.py test_obs3.py test_rinex.py test_scripts.py '
        'test_sp3.py test_stringio.py test_time.py'
    ),
}

RINEX2_KIND = {
    'src/georinex/tests/data': (
        '14601736.18n 14601736.18o ab422100.18n ab430140.18o.zip ac660270.18o.Z brdc0320.16l.txt '
        'brdc2420.18n.gz brdc2800.15n ceda2100.18e p1462100.18g york0440.15d'
    ),
}

RINEX2_OTHER = {
    '': (
        '.github/ISSUE_TEMPLATE/bug_report.md .github/workflows/ci.yml '
        '.github/workflows/publish-python-package.yml matlab/demo_rinex.m src/georinex/loc/__init__.py '
        'src/georinex/loc/__main__.py src/georinex/plot/__init__.py src/georinex/plot/__main__.py '
        'src/georinex/read/__init__.py src/georinex/read/__main__.py src/georinex/rinex2hdf5/__init__.py '
        'src/georinex/rinex2hdf5/__main__.py src/georinex/time/__init__.py src/georinex/time/__main__.py'
    ),
    '': (
        '.editorconfig .flake8 .gitignore CITATION CONTRIBUTING.md LICENSE.txt README.md ReadRinex.m '
        'Readme_NAV.md Readme_OBS.md pyproject.toml'
    ),
    'src/georinex': (
        '__init__.py base.py common.py geo.py keplerian.py nav2.py nav3.py obs2.py obs3.py plots.py '
        'plots_geo.py rio.py sp3.py utils.py versions.py'
    ),
    'src/georinex/tests/data': (
        'ABMF00GLP_R_20181330000_01D_30S_MO.zip BRDC00IGS_R_20201360000_01D_MN.rnx '
        'BRDM00DLR_R_20130010000_01D_MN.rnx CEBR00ESP_R_20182000000_01D_30S_MO.crx.gz '
        'CEDA00USA_R_20182100000_01D_MN.rnx.gz CEDA00USA_R_20182100000_23H_15S_MO.rnx.gz '
        'ELKO00USA_R_20182100000_01D_MN.rnx.gz P43300USA_R_20190012056_17M_15S_MO.crx '
        'P43300USA_R_20190012056_17M_15S_MO.crx.bz2 VILL00ESP_R_20181700000_01D_MN.rnx.gz badtime.10o '
        'blank.10n blank.10o blank.sp3 blank1st.10n blank1st.10o blank3.10n blank3.10o blank3_1st.10n '
        'blank3_1st.10o default_time_system2.10o default_time_system3.10o demo.10n demo.10o demo3.10o '
        'demo_nav3.10n demo_nav3.10n.nc demo_nav3.17n demo_nav3.17n.nc example1.sp3a example1.sp3a.gz '
        'example2.sp3a galileo3.15n galileo3.15n.nc header.sp3 igs19362.sp3c junk_time_obs3.10o minimal.sp3c '
        'minimal.sp3d minimal2.10n minimal2.10o minimal3.10n minimal3.10o qzss_nav3.14n qzss_nav3.14n.nc '
        'r2G.nc r2GR.nc r2_C1_indicators.nc r2all.nc r2all_indicators.nc r3G.nc r3GR.nc r3all.nc '
        'r3all_indicators.nc rinex2onesat.10o spare_filled_nav3.rnx spirentGSS9000.zip truncated.sp3 '
        'wrong_obs2_count.10o york0440.zip'
    ),
    'src/georinex/tests': (
        'example_plot.png test_batch_convert.py test_conv.py test_hatanaka.py test_header.py test_kepler.py '
        'test_lzw.py test_nav2.py test_nav3.py test_obs2.py test_obs3.py test_rinex.py test_scripts.py '
        'test_sp3.py test_stringio.py test_time.py'
    ),
}

ELEM_ICONS_KIND = {
    '': (
        'apps/128/utilities-system-monitor.svg apps/16/accessories-character-map.svg '
        'apps/16/multimedia-photo-viewer.svg apps/24/accessories-calculator.svg apps/24/internet-chat.svg '
        'apps/48/accessories-screenshot-tool.svg apps/48/system-users.svg apps/64/accessories-text-editor.svg '
        'apps/64/ibus-setup.svg emblems/16/emblem-readonly.svg emblems/24/emblem-default.svg '
        'emblems/24/emblem-favorite.svg emblems/32/emblem-downloads.svg emblems/32/emblem-shared.svg '
        'emotes/16/face-heart-broken.svg emotes/16/face-smile-big.svg places/64/folder-remote.svg '
        'places/64/network-workgroup.svg status/128/process-completed.svg'
    ),
    'actions/16': (
        'color-picker.svg dialog-extensions.svg dialog-memory.svg dialog-xml-editor.svg '
        'document-export-rtl.svg document-page-setup.svg document-send.svg draw-spiral.svg draw-text.svg '
        'edit-delete.svg edit-find-replace.svg edit-undo.svg folder-new.svg format-justify-fill.svg '
        'insert-object.svg media-seek-forward.svg node-add.svg path-split.svg segment-curve.svg'
    ),
    'actions/24': (
        'align-horizontal-left.svg align-vertical-baseline.svg color-fill.svg dialog-objects.svg '
        'distribute-vertical-bottom.svg document-export-rtl.svg document-import-symbolic.svg '
        'document-open-recent.svg document-save-as.svg draw-polygon-star.svg edit-redo.svg '
        'edit-undo-history.svg format-indent-less.svg go-first-symbolic.svg go-home-symbolic.svg '
        'go-top-symbolic.svg go-up.svg image-adjust.svg image-red-eye.svg insert-image.svg insert-link.svg '
        'mail-reply-all-rtl.svg mail-send-receive.svg object-group.svg path-exclusion.svg '
        'path-intersection.svg path-union.svg window-close.svg'
    ),
    'actions/32': (
        'address-book-new.svg document-export.svg edit-select-all.svg go-jump.svg go-last.svg list-remove.svg '
        'mail-mark-notjunk.svg media-playback-pause.svg media-seek-backward.svg system-log-out.svg '
        'system-restart.svg'
    ),
    'actions/48': (
        'contact-new.svg document-revert.svg edit-copy.svg edit-find-replace.svg edit-redo.svg '
        'edit-undo-rtl.svg folder-new.svg go-next-rtl.svg go-previous-rtl.svg go-previous.svg go-top.svg '
        'image-crop.svg insert-object.svg object-unlocked.svg system-log-out.svg system-run.svg '
        'system-shutdown.svg tool-pointer.svg'
    ),
    'apps/32': (
        'accessories-calculator.svg internet-chat.svg org.gnome.font-viewer.svg'
    ),
    'categories/16': (
        'applications-other.svg preferences-bluetooth.svg preferences-desktop-locale.svg '
        'preferences-desktop-peripherals.svg preferences-desktop-theme.svg preferences-system-power.svg'
    ),
    'categories/24': (
        'preferences-desktop-accessibility-symbolic.svg preferences-system-network.svg preferences-system.svg'
    ),
    'categories/32': (
        'preferences-bluetooth.svg preferences-desktop-display.svg preferences-desktop-locale.svg '
        'preferences-desktop-theme.svg preferences-desktop.svg preferences-system-privacy-location.svg '
        'preferences-system-privacy.svg'
    ),
    'categories/48': (
        'applications-other.svg preferences-desktop-display.svg preferences-desktop-locale.svg '
        'preferences-system-notifications.svg preferences-system-sharing.svg'
    ),
    'categories/64': (
        'applications-development.svg preferences-bluetooth.svg preferences-desktop-keyboard.svg '
        'preferences-desktop-theme.svg preferences-desktop-wallpaper.svg'
    ),
    'devices/128': (
        'audio-headset.svg computer.svg video-display-tv.svg'
    ),
    'devices/16': (
        'input-gaming.svg input-keyboard.svg input-mouse.svg tablet.svg video-display.svg'
    ),
    'devices/24': (
        'audio-speakers.svg battery.svg computer-convertible.svg drive-removable-media.svg media-dvd.svg '
        'multimedia-player.svg'
    ),
    'devices/32': (
        'battery.svg drive-removable-media.svg input-gaming.svg nm-device-wired.svg'
    ),
    'devices/48': (
        'audio-card.svg audio-input-microphone.svg audio-subwoofer-testing.svg battery.svg bluetooth.svg '
        'camera-photo.svg computer-convertible.svg drive-harddisk-solidstate.svg input-gaming.svg '
        'input-touchpad.svg media-flash-cf.svg media-flash.svg network-cellular.svg nm-device-wireless.svg '
        'printer.svg video-display.svg'
    ),
    'devices/64': (
        'audio-speakers.svg computer-laptop.svg computer.svg drive-harddisk.svg input-keyboard.svg '
        'input-tablet.svg'
    ),
    'mimes/128': (
        'application-pdf.svg application-vnd.ms-powerpoint.svg application-x-desktop.svg '
        'application-x-ruby.svg application-x-sharedlib.svg base-package.svg decoration-template.svg '
        'model.svg text-html.svg text-x-generic-rtl.svg text-x-go.svg x-office-address-book.svg '
        'x-office-presentation-rtl.svg'
    ),
    'mimes/16': (
        'application-certificate.svg application-x-executable.svg application-x-php.svg text-css.svg '
        'text-markdown.svg text-x-changelog.svg text-x-generic.svg text-x-go.svg video-x-generic.svg '
        'x-office-drawing.svg'
    ),
    'mimes/24': (
        'application-certificate.svg application-vnd.flatpak.ref.svg application-x-desktop.svg '
        'application-x-executable.svg application-x-partial-download.svg image-x-generic.svg image-x-xcf.svg '
        'office-database.svg payment-card-diners-club.svg text-markdown.svg text-x-gettext-translation.svg '
        'text-x-install.svg text-x-python.svg unknown.svg x-office-presentation-rtl.svg'
    ),
    'mimes/32': (
        'application-epub+zip.svg application-illustrator.svg application-typescript.svg '
        'application-vnd.debian.binary-package.svg application-x-partial-download.svg application-x-ruby.svg '
        'audio-x-playlist.svg model.svg package-x-generic.svg payment-card-amex.svg text-x-copying.svg '
        'text-x-go.svg text-x-install.svg text-x-preview.svg x-office-address-book.svg '
        'x-office-document-rtl.svg'
    ),
    'mimes/48': (
        'application-vnd.flatpak.svg application-vnd.oasis.opendocument.chart.svg application-x-addon.svg '
        'base-generic.svg office-contact.svg text-x-chdr.svg text-x-install.svg x-office-drawing.svg'
    ),
    'mimes/64': (
        'application-json.svg application-vnd.ms-access.svg application-vnd.oasis.opendocument.chart.svg '
        'application-x-php.svg application-x-ruby.svg application-x-sharedlib.svg internet-feed.svg '
        'text-x-bibtex.svg text-x-csrc.svg text-x-gettext-translation.svg text-x-makefile.svg '
        'text-x-readme.svg text-x-script.svg video-x-generic.svg x-office-document-rtl.svg'
    ),
    'places/128': (
        'distributor-logo.svg folder-publicshare.svg network-workgroup.svg user-home.svg'
    ),
    'places/16': (
        'folder-documents.svg folder-publicshare.svg folder-remote.svg playlist.svg'
    ),
    'places/24': (
        'distributor-logo.svg folder-music.svg folder-publicshare.svg network-workgroup.svg'
    ),
    'places/32': (
        'folder-remote.svg user-home-open.svg user-trash.svg'
    ),
    'places/48': (
        'folder-documents-open.svg folder-publicshare.svg folder-saved-search.svg'
    ),
    'status/16': (
        'mail-forwarded-rtl.svg mail-forwarded.svg non-starred-grey.svg security-low.svg semi-starred-rtl.svg '
        'software-update-urgent.svg'
    ),
    'status/24': (
        'battery-empty-symbolic.svg battery-full-symbolic.svg changes-prevent.svg channel-secure.svg '
        'dialog-question.svg media-playlist-repeat.svg process-paused.svg user-idle.svg user-offline.svg'
    ),
    'status/32': (
        'appointment-missed.svg avatar-default.svg battery-full-charged.svg battery-full-charging.svg '
        'battery-good-charging.svg off.svg sync-synchronizing.svg'
    ),
    'status/48': (
        'airplane-mode.svg appointment.svg audio-volume-low-symbolic.svg '
        'audio-volume-muted-blocking-headphones-symbolic.svg audio-volume-muted-blocking-symbolic.svg '
        'battery-ac-adapter.svg battery-empty-charging.svg battery-empty.svg battery-low-symbolic.svg '
        'battery-low.svg display-brightness-symbolic.svg locked.svg process-error.svg security-high.svg '
        'software-update-available.svg'
    ),
    'status/64': (
        'appointment-soon.svg network-error.svg security-high.svg software-update-available.svg'
    ),
}

ELEM_ICONS_OTHER = {
    '': (
        'apps/symbolic/accessories-text-editor-symbolic.svg apps/symbolic/system-users-symbolic.svg'
    ),
    'actions/symbolic': (
        'align-horizontal-center-symbolic.svg align-horizontal-left-to-anchor-symbolic.svg '
        'align-horizontal-right-symbolic.svg align-vertical-bottom-to-anchor-symbolic.svg '
        'align-vertical-center-symbolic.svg appointment-new-symbolic.svg appointment-symbolic.svg '
        'bookmark-new-symbolic.svg call-end-symbolic.svg call-start-symbolic.svg call-stop-symbolic.svg '
        'distribute-horizontal-gaps-symbolic.svg distribute-horizontal-left-symbolic.svg '
        'distribute-vertical-center-symbolic.svg distribute-vertical-gaps-symbolic.svg '
        'document-export-symbolic-rtl.svg document-import-symbolic-rtl.svg document-page-setup-symbolic.svg '
        'document-print-symbolic.svg edit-clear-symbolic-rtl.svg edit-clear-symbolic.svg '
        'edit-copy-symbolic.svg edit-delete-symbolic.svg edit-redo-symbolic-rtl.svg edit-redo-symbolic.svg '
        'edit-undo-symbolic-rtl.svg edit-undo-symbolic.svg folder-new-symbolic.svg '
        'format-indent-less-symbolic-rtl.svg format-justify-center-symbolic.svg '
        'format-justify-fill-symbolic.svg format-text-direction-ltr-symbolic.svg '
        'format-text-direction-symbolic-rtl.svg format-text-italic-symbolic.svg '
        'format-text-strikethrough-fr-symbolic.svg format-text-underline-fr-symbolic.svg '
        'go-next-symbolic-rtl.svg go-top-symbolic.svg insert-image-symbolic.svg insert-text-symbolic.svg '
        'list-add-symbolic.svg list-drag-handle-symbolic.svg list-remove-symbolic.svg '
        'mail-forward-symbolic-rtl.svg mail-forward-symbolic.svg mail-reply-all-symbolic.svg '
        'mail-reply-sender-symbolic-rtl.svg mail-send-receive-symbolic.svg mail-send-symbolic-rtl.svg '
        'media-eq-symbolic.svg media-playback-pause-symbolic.svg media-record-symbolic.svg '
        'media-seek-backward-symbolic.svg media-skip-backward-symbolic.svg '
        'media-skip-forward-symbolic-rtl.svg media-skip-forward-symbolic.svg object-rotate-right-symbolic.svg '
        'object-ungroup-symbolic.svg pan-end-symbolic-rtl.svg pan-start-symbolic-rtl.svg '
        'pan-start-symbolic.svg pan-up-symbolic.svg pane-hide-symbolic.svg pane-show-symbolic-rtl.svg '
        'panel-left-symbolic.svg path-flatten-symbolic.svg path-split-symbolic.svg '
        'selection-end-symbolic-rtl.svg selection-end-symbolic.svg selection-lower-symbolic.svg '
        'system-lock-screen-symbolic.svg system-run-symbolic.svg tools-check-spelling-symbolic.svg '
        'view-column-symbolic.svg view-fullscreen-symbolic.svg view-grid-symbolic.svg '
        'view-list-images-symbolic.svg view-refresh-symbolic.svg view-sort-descending-symbolic.svg '
        'window-close-symbolic.svg window-maximize-symbolic-rtl.svg window-maximize-symbolic.svg '
        'window-pop-out-symbolic.svg zoom-in-symbolic.svg'
    ),
    'categories/symbolic': (
        'applications-office-symbolic.svg applications-other-symbolic.svg applications-science-symbolic.svg '
        'bug-symbolic.svg emoji-body-symbolic.svg emoji-flags-symbolic.svg emoji-nature-symbolic.svg '
        'emoji-objects-symbolic.svg emoji-recent-symbolic.svg preferences-desktop-accessibility-symbolic.svg '
        'preferences-desktop-keyboard-symbolic-rtl.svg preferences-system-sharing-symbolic.svg '
        'preferences-system-time-symbolic.svg'
    ),
    'devices/symbolic': (
        'computer-convertible-symbolic.svg computer-symbolic.svg drive-harddisk-solidstate-symbolic.svg '
        'drive-harddisk-usb-symbolic.svg drive-multidisk-symbolic.svg drive-optical-symbolic.svg '
        'drive-removable-media-usb-symbolic.svg input-keyboard-symbolic.svg input-tablet-symbolic.svg '
        'media-flash-symbolic.svg media-floppy-symbolic.svg media-optical-bd-symbolic.svg '
        'media-removable-symbolic.svg media-zip-symbolic.svg multimedia-player-symbolic.svg '
        'network-wired-symbolic.svg phone-apple-iphone-symbolic.svg phone-palm-pre-symbolic.svg '
        'printer-symbolic.svg scanner-symbolic.svg tablet-symbolic.svg'
    ),
    'emblems/symbolic': (
        'emblem-documents-symbolic.svg emblem-music-symbolic.svg emblem-shared-symbolic.svg '
        'emblem-system-symbolic.svg emblem-unreadable-symbolic.svg emblem-videos-symbolic.svg'
    ),
    'emotes/symbolic': (
        'face-heart-broken-symbolic.svg face-kiss-symbolic.svg face-sad-symbolic.svg face-tired-symbolic.svg '
        'face-uncertain-symbolic.svg'
    ),
    'mimes/symbolic': (
        'application-certificate-symbolic.svg application-x-class-file-symbolic.svg '
        'application-xml-symbolic.svg audio-x-generic-symbolic.svg media-image-symbolic.svg '
        'payment-card-symbolic.svg text-calendar-symbolic.svg text-x-generic-symbolic.svg '
        'text-xml-symbolic.svg vcalendar-symbolic.svg video-x-generic-symbolic.svg '
        'x-office-document-symbolic.svg x-office-presentation-symbolic.svg x-office-spreadsheet-symbolic.svg'
    ),
    'places/symbolic': (
        'distributor-logo-symbolic.svg folder-pictures-symbolic.svg folder-recent-symbolic.svg '
        'folder-videos-symbolic.svg internet-radio-symbolic.svg mail-mailbox-symbolic.svg'
    ),
    'status/symbolic': (
        'adw-tab-overflow-symbolic.svg alarm-symbolic.svg appointment-soon-symbolic.svg '
        'avatar-default-symbolic.svg battery-full-charged-symbolic.svg caps-lock-symbolic.svg '
        'channel-insecure-symbolic.svg checkbox-checked-symbolic.svg dialog-warning-symbolic.svg '
        'display-brightness-symbolic.svg folder-drag-accept-symbolic.svg image-loading-symbolic.svg '
        'input-keyboard-capslock-symbolic.svg input-keyboard-numlock-symbolic.svg '
        'location-disabled-symbolic.svg mail-important-symbolic.svg mail-read-symbolic.svg '
        'media-playlist-repeat-disabled-symbolic.svg media-playlist-repeat-song-symbolic-rtl.svg '
        'media-playlist-repeat-song-symbolic.svg media-playlist-repeat-symbolic.svg '
        'media-playlist-shuffle-symbolic.svg notification-new-symbolic.svg notification-symbolic.svg '
        'off-outline-symbolic.svg printer-error-symbolic.svg printer-printing-symbolic.svg '
        'process-completed-symbolic.svg process-working-symbolic.svg radio-mixed-symbolic.svg '
        'rotation-locked-symbolic.svg security-high-symbolic.svg security-medium-symbolic.svg '
        'semi-starred-symbolic-rtl.svg semi-starred-symbolic.svg sync-synchronizing-symbolic.svg '
        'task-due-symbolic.svg touchpad-disabled-symbolic.svg user-available-symbolic.svg '
        'view-private-symbolic.svg view-wrapped-symbolic-rtl.svg weather-clear-symbolic.svg '
        'weather-fog-night-symbolic.svg weather-fog-symbolic.svg weather-overcast-night-symbolic.svg '
        'weather-severe-alert-symbolic.svg weather-showers-scattered-symbolic.svg '
        'weather-showers-symbolic.svg weather-storm-tornado-night-symbolic.svg'
    ),
}

ELEM_SYMBOLIC_KIND = {
    'actions/symbolic': (
        'adw-expander-arrow-symbolic.svg adw-external-link-symbolic.svg adw-tab-unpin-symbolic.svg '
        'align-horizontal-baseline-symbolic.svg align-horizontal-center-symbolic.svg '
        'align-horizontal-left-symbolic.svg align-horizontal-left-to-anchor-symbolic.svg '
        'align-horizontal-right-symbolic.svg align-horizontal-right-to-anchor-symbolic.svg '
        'align-vertical-baseline-symbolic.svg application-add-symbolic.svg browser-download-symbolic.svg '
        'color-select-symbolic.svg contact-new-symbolic.svg distribute-horizontal-gaps-symbolic.svg '
        'distribute-horizontal-right-symbolic.svg document-edit-symbolic.svg document-export-symbolic.svg '
        'document-import-symbolic.svg document-open-recent-symbolic.svg document-page-setup-symbolic.svg '
        'document-print-preview-symbolic.svg document-properties-symbolic.svg document-send-symbolic.svg '
        'edit-copy-symbolic.svg edit-find-symbolic.svg edit-symbolic.svg error-correct-symbolic.svg '
        'find-location-symbolic.svg folder-new-symbolic.svg font-select-symbolic.svg '
        'format-indent-less-symbolic.svg format-indent-more-symbolic.svg format-justify-fill-symbolic.svg '
        'format-justify-left-symbolic.svg format-justify-right-symbolic.svg format-text-bold-fr-symbolic.svg '
        'format-text-italic-symbolic.svg format-text-larger-symbolic.svg '
        'format-text-strikethrough-fr-symbolic.svg format-text-underline-fr-symbolic.svg '
        'format-text-underline-symbolic.svg go-down-symbolic.svg go-first-symbolic.svg go-home-symbolic.svg '
        'go-previous-symbolic.svg go-top-symbolic.svg image-crop-symbolic.svg image-red-eye-symbolic.svg '
        'insert-image-symbolic.svg insert-text-symbolic.svg list-add-symbolic.svg '
        'list-drag-handle-symbolic.svg list-remove-symbolic.svg mail-mark-junk-symbolic.svg '
        'mail-message-new-symbolic.svg mail-reply-all-symbolic.svg mail-send-receive-symbolic.svg '
        'media-playback-pause-symbolic.svg media-playback-start-symbolic.svg media-playback-stop-symbolic.svg '
        'media-record-symbolic.svg media-skip-forward-symbolic.svg media-view-subtitles-symbolic.svg '
        'object-flip-horizontal-symbolic.svg object-flip-vertical-symbolic.svg object-inverse-symbolic.svg '
        'object-rotate-left-symbolic.svg object-rotate-right-symbolic.svg object-select-symbolic.svg '
        'object-ungroup-symbolic.svg open-menu-symbolic.svg pan-end-symbolic.svg pan-start-symbolic.svg '
        'pan-up-symbolic.svg pane-hide-symbolic.svg panel-left-symbolic.svg path-break-apart-symbolic.svg '
        'path-combine-symbolic.svg path-cut-symbolic.svg path-difference-symbolic.svg '
        'path-exclusion-symbolic.svg path-intersection-symbolic.svg path-split-symbolic.svg '
        'selection-mode-symbolic.svg selection-raise-symbolic.svg send-to-symbolic.svg '
        'system-log-out-symbolic.svg system-shutdown-symbolic.svg tab-new-symbolic.svg tag-new-symbolic.svg '
        'tools-check-spelling-symbolic.svg view-continuous-symbolic.svg view-dual-symbolic.svg '
        'view-fullscreen-symbolic.svg view-grid-symbolic.svg view-list-images-symbolic.svg '
        'view-list-symbolic.svg view-more-symbolic.svg view-reader-symbolic.svg '
        'view-sort-ascending-symbolic.svg window-maximize-symbolic.svg window-minimize-symbolic.svg '
        'window-new-symbolic.svg window-pop-out-symbolic.svg window-restore-symbolic.svg '
        'zoom-fit-best-symbolic.svg zoom-in-symbolic.svg zoom-original-symbolic.svg zoom-out-symbolic.svg'
    ),
    'apps/symbolic': (
        'accessories-calculator-symbolic.svg multimedia-audio-player-symbolic.svg office-task-symbolic.svg '
        'system-users-symbolic.svg utilities-terminal-symbolic.svg'
    ),
    'categories/symbolic': (
        'applications-development-symbolic.svg applications-graphics-symbolic.svg '
        'applications-internet-symbolic.svg applications-multimedia-symbolic.svg '
        'applications-office-symbolic.svg applications-other-symbolic.svg bug-symbolic.svg '
        'emoji-flags-symbolic.svg emoji-food-symbolic.svg emoji-nature-symbolic.svg '
        'emoji-symbols-symbolic.svg emoji-travel-symbolic.svg event-birthday-symbolic.svg '
        'preferences-bluetooth-symbolic.svg preferences-desktop-accessibility-symbolic.svg '
        'preferences-desktop-display-symbolic.svg preferences-desktop-keyboard-symbolic.svg '
        'preferences-system-power-symbolic.svg preferences-system-search-symbolic.svg '
        'preferences-system-symbolic.svg system-help-symbolic.svg'
    ),
    'devices/symbolic': (
        'ac-adapter-symbolic.svg audio-headset-symbolic.svg audio-input-microphone-symbolic.svg '
        'audio-subwoofer-symbolic.svg battery-symbolic.svg camera-web-symbolic.svg '
        'colorimeter-colorhug-symbolic.svg computer-apple-ipad-symbolic.svg computer-convertible-symbolic.svg '
        'computer-laptop-symbolic.svg computer-symbolic.svg display-projector-symbolic.svg '
        'drive-harddisk-solidstate-symbolic.svg drive-harddisk-symbolic.svg '
        'drive-harddisk-system-symbolic.svg drive-harddisk-usb-symbolic.svg drive-multidisk-symbolic.svg '
        'drive-optical-symbolic.svg drive-removable-media-symbolic.svg drive-removable-media-usb-symbolic.svg '
        'fingerprint-symbolic.svg input-dialpad-symbolic.svg input-gaming-symbolic.svg '
        'input-keyboard-symbolic.svg input-touchpad-symbolic.svg media-flash-symbolic.svg '
        'media-optical-bd-symbolic.svg media-optical-cd-audio-symbolic.svg media-removable-symbolic.svg '
        'modem-symbolic.svg multimedia-player-symbolic.svg network-wired-symbolic.svg '
        'network-wireless-hotspot-symbolic.svg phone-google-nexus-one-symbolic.svg '
        'phone-htc-g1-white-symbolic.svg phone-palm-pre-symbolic.svg phone-symbolic.svg '
        'printer-network-symbolic.svg printer-symbolic.svg uninterruptible-power-supply-symbolic.svg'
    ),
    'emblems/symbolic': (
        'emblem-documents-symbolic.svg emblem-favorite-symbolic.svg emblem-git-modified-symbolic.svg '
        'emblem-git-new-symbolic.svg emblem-important-symbolic.svg emblem-shared-symbolic.svg '
        'emblem-system-symbolic.svg emblem-unreadable-symbolic.svg emblem-videos-symbolic.svg'
    ),
    'emotes/symbolic': (
        'face-angel-symbolic.svg face-angry-symbolic.svg face-cool-symbolic.svg face-heart-symbolic.svg '
        'face-kiss-symbolic.svg face-raspberry-symbolic.svg face-sick-symbolic.svg face-smile-symbolic.svg '
        'face-smirk-symbolic.svg face-surprise-symbolic.svg face-tired-symbolic.svg '
        'face-uncertain-symbolic.svg face-worried-symbolic.svg'
    ),
    'mimes/symbolic': (
        'application-certificate-symbolic.svg application-x-addon-symbolic.svg '
        'application-x-appliance-symbolic.svg application-x-class-file-symbolic.svg '
        'application-x-executable-symbolic.svg application-x-firmware-symbolic.svg '
        'application-xml-symbolic.svg audio-x-generic-symbolic.svg media-image-symbolic.svg '
        'media-video-symbolic.svg package-x-generic-symbolic.svg text-html-symbolic.svg '
        'text-htmlh-symbolic.svg text-x-generic-symbolic.svg x-office-address-book-symbolic.svg '
        'x-office-calendar-symbolic.svg x-office-drawing-symbolic.svg x-office-presentation-symbolic.svg'
    ),
    'places/symbolic': (
        'distributor-logo-symbolic.svg folder-music-symbolic.svg folder-publicshare-symbolic.svg '
        'folder-videos-symbolic.svg mail-mailbox-symbolic.svg mail-outbox-symbolic.svg '
        'network-workgroup-symbolic.svg playlist-symbolic.svg tag-symbolic.svg user-trash-symbolic.svg'
    ),
    'status/symbolic': (
        'adw-tab-counter-symbolic.svg adw-tab-icon-missing-symbolic.svg airplane-mode-symbolic.svg '
        'alarm-symbolic.svg appointment-soon-symbolic.svg audio-volume-high-symbolic.svg '
        'audio-volume-low-symbolic.svg audio-volume-medium-symbolic.svg battery-caution-charging-symbolic.svg '
        'battery-caution-symbolic.svg battery-empty-charging-symbolic.svg battery-full-charging-symbolic.svg '
        'battery-good-charging-symbolic.svg battery-good-symbolic.svg changes-prevent-symbolic.svg '
        'channel-insecure-symbolic.svg check-mixed-symbolic.svg checkbox-checked-symbolic.svg '
        'checkbox-mixed-symbolic.svg computer-fail-symbolic.svg dialog-error-symbolic.svg '
        'dialog-password-symbolic.svg dialog-question-symbolic.svg dialog-warning-symbolic.svg '
        'display-brightness-symbolic.svg eye-open-negative-filled-symbolic.svg folder-visiting-symbolic.svg '
        'image-loading-symbolic.svg info-symbolic.svg input-keyboard-capslock-symbolic.svg '
        'input-keyboard-numlock-symbolic.svg keyboard-brightness-symbolic.svg location-active-symbolic.svg '
        'location-inactive-symbolic.svg mail-attachment-symbolic.svg mail-important-symbolic.svg '
        'media-playlist-consecutive-symbolic.svg media-playlist-repeat-one-symbolic.svg '
        'media-playlist-repeat-song-symbolic.svg media-playlist-repeat-symbolic.svg '
        'media-playlist-shuffle-symbolic.svg microphone-sensitivity-muted-symbolic.svg '
        'notification-new-symbolic.svg notification-symbolic.svg num-lock-symbolic.svg on-symbolic.svg '
        'printer-error-symbolic.svg printer-printing-symbolic.svg printer-warning-symbolic.svg '
        'process-completed-symbolic.svg process-working-symbolic.svg radio-checked-symbolic.svg '
        'rotation-locked-symbolic.svg security-low-symbolic.svg security-medium-symbolic.svg '
        'software-update-available-symbolic.svg starred-symbolic.svg sync-synchronizing-symbolic.svg '
        'task-due-symbolic.svg task-past-due-symbolic.svg user-idle-symbolic.svg user-offline-symbolic.svg '
        'user-trash-full-symbolic.svg view-private-symbolic.svg view-wrapped-symbolic.svg '
        'weather-clear-night-symbolic.svg weather-clear-symbolic.svg weather-few-clouds-symbolic.svg '
        'weather-fog-night-symbolic.svg weather-fog-symbolic.svg weather-severe-alert-symbolic.svg '
        'weather-showers-scattered-night-symbolic.svg weather-showers-symbolic.svg '
        'weather-storm-night-symbolic.svg'
    ),
}

ELEM_SYMBOLIC_OTHER = {
    '': (
        'apps/24/internet-chat.svg apps/64/accessories-text-editor.svg apps/64/onboard.svg '
        'categories/128/preferences-system-notifications.svg categories/16/multimedia-volume-control.svg '
        'categories/16/preferences-system-notifications.svg categories/24/preferences-bluetooth.svg '
        'categories/24/preferences-desktop.svg categories/32/multimedia-volume-control.svg '
        'categories/32/preferences-desktop-workspaces.svg categories/64/multimedia-volume-control.svg '
        'categories/symbolic/preferences-desktop-keyboard-symbolic-rtl.svg devices/32/drive-optical.svg '
        'devices/64/computer.svg emblems/16/emblem-warning.svg emblems/24/emblem-enabled.svg '
        'emblems/32/emblem-default.svg emotes/16/face-sad.svg places/128/folder-templates.svg '
        'places/128/user-home.svg places/24/user-home.svg places/64/folder-publicshare.svg '
        'status/16/image-missing.svg status/16/security-medium.svg status/48/audio-volume-high-symbolic.svg '
        'status/48/audio-volume-muted-blocking-symbolic.svg status/64/software-update-available.svg'
    ),
    'actions/16': (
        'dialog-extensions.svg distribute-horizontal-center.svg document-send.svg edit-undo-rtl.svg '
        'edit-undo.svg folder-new.svg mail-message-new.svg media-seek-forward.svg media-skip-forward-rtl.svg '
        'node-add.svg path-split.svg'
    ),
    'actions/24': (
        'align-horizontal-left.svg distribute-vertical-bottom.svg document-open-recent.svg '
        'document-save-as.svg document-send.svg draw-cuboid.svg draw-polygon-star.svg '
        'format-indent-less-rtl.svg format-justify-fill.svg go-home-symbolic.svg go-previous-symbolic-rtl.svg '
        'insert-link.svg path-union.svg selection-bottom.svg'
    ),
    'actions/32': (
        'address-book-new.svg edit-copy.svg go-first-rtl.svg go-jump.svg media-record.svg '
        'media-seek-backward.svg'
    ),
    'actions/48': (
        'document-revert.svg edit-copy.svg edit-undo-rtl.svg go-next-rtl.svg go-top.svg image-crop.svg '
        'insert-object.svg system-log-out.svg system-run.svg window-new.svg'
    ),
    'actions/symbolic': (
        'document-export-symbolic-rtl.svg document-import-symbolic-rtl.svg document-revert-symbolic-rtl.svg '
        'edit-clear-symbolic-rtl.svg edit-redo-symbolic-rtl.svg edit-undo-symbolic-rtl.svg '
        'format-indent-less-symbolic-rtl.svg format-indent-more-symbolic-rtl.svg '
        'format-text-direction-symbolic-rtl.svg go-first-symbolic-rtl.svg go-jump-symbolic-rtl.svg '
        'go-last-symbolic-rtl.svg go-next-symbolic-rtl.svg go-previous-symbolic-rtl.svg '
        'mail-forward-symbolic-rtl.svg mail-reply-all-symbolic-rtl.svg mail-reply-sender-symbolic-rtl.svg '
        'mail-send-symbolic-rtl.svg media-playback-start-symbolic-rtl.svg '
        'media-seek-backward-symbolic-rtl.svg media-seek-forward-symbolic-rtl.svg '
        'media-skip-backward-symbolic-rtl.svg media-skip-forward-symbolic-rtl.svg pan-end-symbolic-rtl.svg '
        'pan-start-symbolic-rtl.svg pane-hide-symbolic-rtl.svg pane-show-symbolic-rtl.svg '
        'selection-end-symbolic-rtl.svg selection-start-symbolic-rtl.svg window-maximize-symbolic-rtl.svg '
        'window-restore-symbolic-rtl.svg'
    ),
    'categories/48': (
        'applications-internet.svg applications-office.svg preferences-desktop-applications.svg '
        'preferences-desktop-keyboard.svg preferences-system-privacy.svg'
    ),
    'devices/128': (
        'input-mouse.svg media-optical.svg video-display-tv.svg'
    ),
    'devices/16': (
        'drive-removable-media.svg input-gaming.svg phone.svg'
    ),
    'devices/24': (
        'audio-input-microphone.svg media-cdr.svg media-optical.svg'
    ),
    'devices/48': (
        'audio-input-microphone.svg audio-subwoofer-testing.svg audio-subwoofer.svg battery.svg '
        'drive-harddisk-symbolic.svg fingerprint.svg input-mouse.svg scanner.svg'
    ),
    'mimes/128': (
        'application-vnd.ms-access.svg application-x-partial-download.svg base-executable.svg '
        'base-generic.svg text-markdown.svg text-x-generic.svg unknown.svg x-office-presentation.svg'
    ),
    'mimes/16': (
        'application-vnd.ms-access.svg application-vnd.ms-excel.svg application-x-ms-dos-executable.svg '
        'base-package.svg payment-card-visa.svg text-css.svg text-html.svg text-markdown.svg text-x-csrc.svg '
        'unknown.svg x-office-presentation.svg'
    ),
    'mimes/24': (
        'application-typescript.svg application-x-bittorrent.svg base-package.svg font-x-generic.svg '
        'package-x-generic.svg text-x-generic-rtl.svg text-x-gettext-translation.svg x-office-document.svg '
        'x-office-spreadsheet.svg'
    ),
    'mimes/32': (
        'application-vnd.ms-powerpoint.svg application-x-firmware.svg application-x-partial-download.svg '
        'decoration-template.svg image-x-xcf.svg office-database.svg text-x-generic.svg text-x-makefile.svg '
        'unknown.svg'
    ),
    'mimes/48': (
        'application-vnd.debian.binary-package.svg audio-x-playlist.svg text-markdown.svg text-x-bibtex.svg '
        'x-office-document-rtl.svg x-office-presentation-rtl.svg'
    ),
    'mimes/64': (
        'application-illustrator.svg application-javascript.svg application-vnd.flatpak.ref.svg '
        'application-vnd.ms-excel.svg text-x-ssa.svg x-office-document.svg'
    ),
    'places/16': (
        'folder-music.svg folder-pictures.svg playlist-similar.svg user-home.svg'
    ),
    'places/32': (
        'folder-documents-open.svg folder-publicshare.svg folder-videos.svg'
    ),
    'status/24': (
        'battery-ac-adapter-symbolic.svg battery-low-symbolic.svg dialog-password.svg mail-forwarded-rtl.svg '
        'software-update-urgent.svg sync-synchronizing.svg'
    ),
    'status/32': (
        'battery-caution-charging.svg battery-full-charged.svg image-missing.svg '
        'network-wireless-signal-good.svg sync-synchronizing.svg'
    ),
    'status/symbolic': (
        'mail-forwarded-symbolic-rtl.svg mail-replied-symbolic-rtl.svg '
        'media-playlist-consecutive-symbolic-rtl.svg media-playlist-no-repeat-symbolic-rtl.svg '
        'media-playlist-no-shuffle-symbolic-rtl.svg media-playlist-repeat-disabled-symbolic-rtl.svg '
        'media-playlist-repeat-one-symbolic-rtl.svg media-playlist-repeat-song-symbolic-rtl.svg '
        'media-playlist-repeat-symbolic-rtl.svg media-playlist-shuffle-symbolic-rtl.svg '
        'semi-starred-symbolic-rtl.svg view-wrapped-symbolic-rtl.svg'
    ),
}

ELEM_PO_KIND = {
    'po': (
        'aa.po ab.po ace.po ae.po af.po ak.po am.po an.po ar.po as.po ast.po av.po ay.po az.po ba.po be.po '
        'bg.po bh.po bi.po bm.po bn.po bo.po br.po bs.po ca.po ca@valencia.po ce.po ch.po ckb.po co.po cr.po '
        'cs.po cu.po cv.po cy.po da.po de.po dv.po dz.po ee.po el.po en_AU.po en_CA.po en_GB.po en_ZA.po '
        'eo.po es.po et.po eu.po fa.po ff.po fi.po fil.po fj.po fo.po fr.po fr_CA.po frp.po fy.po ga.po gd.po '
        'gl.po gn.po gu.po gv.po ha.po he.po hi.po ho.po hr.po ht.po hu.po hy.po hz.po ia.po id.po id_ID.po '
        'ie.po ig.po ii.po ik.po io.po is.po it.po iu.po ja.po jv.po ka.po kg.po ki.po kj.po kk.po kl.po '
        'km.po kn.po ko.po kr.po ks.po ku.po kv.po kw.po ky.po la.po lb.po lg.po li.po ln.po lo.po lt.po '
        'lu.po lv.po mg.po mh.po mi.po mk.po ml.po mn.po mo.po mr.po ms.po mt.po my.po na.po nb.po nd.po '
        'ne.po ng.po nl.po nn.po no.po nr.po nv.po ny.po oc.po oj.po om.po or.po os.po pa.po pap.po pi.po '
        'pl.po ps.po pt.po pt_BR.po qu.po rm.po rn.po ro.po ru.po rue.po rw.po sa.po sc.po sco.po sd.po se.po '
        'sg.po si.po sk.po sl.po sm.po sma.po sn.po so.po sq.po sr.po sr@latin.po ss.po st.po su.po sv.po '
        'sw.po szl.po ta.po te.po tg.po th.po ti.po tk.po tl.po tn.po to.po tr.po ts.po tt.po tw.po ty.po '
        'ug.po uk.po ur.po uz.po ve.po vi.po vo.po wa.po wo.po xh.po yi.po yo.po za.po zh.po zh_CN.po '
        'zh_HANS.po zh_HANT.po zh_HK.po zh_TW.po zu.po'
    ),
}

ELEM_PO_OTHER = {
    '': (
        'apps/16/system-file-manager.svg apps/24/system-software-install.svg apps/32/onboard.svg '
        'apps/48/accessories-character-map.svg categories/128/preferences-desktop-accessibility.svg '
        'categories/16/preferences-desktop-theme.svg categories/64/preferences-system-privacy-location.svg '
        'categories/symbolic/applications-other-symbolic.svg cursors/cursors_scalable/copy/copy.svg '
        'cursors/cursors_scalable/ew-resize/ew-resize.svg cursors/cursors_scalable/move/metadata.json '
        'cursors/cursors_scalable/no-drop/no-drop.svg cursors/cursors_scalable/nwse-resize/metadata.json '
        'cursors/cursors_scalable/progress/progress_03.svg devices/128/video-display-tv.svg '
        'devices/16/drive-harddisk.svg devices/64/drive-removable-media-usb.svg devices/64/input-gaming.svg '
        'devices/symbolic/input-keyboard-symbolic.svg emblems/16/emblem-disabled.svg '
        'emblems/24/emblem-enabled.svg emblems/24/emblem-error.svg '
        'emblems/symbolic/emblem-favorite-symbolic.svg emblems/symbolic/emblem-shared-symbolic.svg '
        'emotes/symbolic/face-angry-symbolic.svg places/16/folder-videos.svg places/32/folder-templates.svg '
        'places/64/folder-music.svg places/64/folder-videos-open.svg status/128/dialog-information.svg '
        'status/128/security-low.svg status/16/mail-forwarded.svg status/16/user-offline.svg '
        'status/32/software-update-urgent.svg volumeicon/.VolumeIcon.icns'
    ),
    'actions/16': (
        'appointment-new.svg bookmark-new.svg call-end.svg dialog-extensions.svg dialog-xml-editor.svg '
        'draw-eraser.svg path-cut.svg'
    ),
    'actions/24': (
        'align-vertical-bottom-to-anchor.svg dialog-xml-editor.svg edit-delete.svg edit-undo-history.svg '
        'go-last-symbolic.svg go-previous-rtl.svg go-top-symbolic.svg insert-object.svg list-remove.svg '
        'media-skip-backward-symbolic-rtl.svg open-menu.svg tool-node-editor.svg zoom-in.svg'
    ),
    'actions/32': (
        'document-revert.svg event-new.svg go-previous-rtl.svg help-about.svg list-add.svg '
        'mail-reply-all-rtl.svg media-skip-backward.svg'
    ),
    'actions/48': (
        'document-import-rtl.svg document-print.svg document-save-as.svg edit-find.svg go-bottom.svg '
        'go-down.svg go-last-rtl.svg media-seek-forward-rtl.svg object-rotate-left.svg object-unlocked.svg '
        'open-menu.svg'
    ),
    'actions/symbolic': (
        'align-horizontal-right-symbolic.svg align-vertical-top-to-anchor-symbolic.svg '
        'bookmark-new-symbolic.svg distribute-horizontal-gaps-symbolic.svg '
        'distribute-vertical-top-symbolic.svg document-print-symbolic.svg edit-cut-symbolic.svg '
        'edit-redo-symbolic.svg format-text-strikethrough-fr-symbolic.svg insert-link-symbolic.svg '
        'mail-forward-symbolic-rtl.svg mail-send-receive-symbolic.svg media-eq-symbolic.svg '
        'media-playback-start-symbolic-rtl.svg media-skip-backward-symbolic.svg open-menu-symbolic.svg '
        'path-difference-symbolic.svg selection-top-symbolic.svg system-log-out-symbolic.svg '
        'view-more-horizontal-symbolic.svg zoom-original-symbolic.svg'
    ),
    'categories/24': (
        'preferences-bluetooth.svg preferences-desktop-keyboard-symbolic-rtl.svg preferences-desktop.svg'
    ),
    'categories/32': (
        'applications-multimedia.svg preferences-desktop-keyboard.svg preferences-desktop-peripherals.svg '
        'preferences-system-power.svg'
    ),
    'categories/48': (
        'applications-internet.svg applications-utilities.svg preferences-desktop-display.svg '
        'preferences-desktop-peripherals.svg preferences-desktop-theme.svg'
    ),
    'devices/24': (
        'audio-headset.svg battery.svg drive-removable-media-usb.svg input-mouse.svg nm-device-wired.svg'
    ),
    'devices/32': (
        'battery.svg drive-harddisk-usb.svg network-vpn.svg network-wired.svg'
    ),
    'devices/48': (
        'audio-subwoofer.svg drive-removable-media-usb.svg modem.svg printer-network.svg'
    ),
    'emotes/16': (
        'face-angry.svg face-devilish.svg face-heart.svg face-laugh.svg face-smile-big.svg face-surprise.svg'
    ),
    'mimes/128': (
        'application-certificate.svg application-javascript.svg application-x-sharedlib.svg '
        'decoration-template.svg text-markdown.svg'
    ),
    'mimes/16': (
        'application-epub+zip.svg application-javascript.svg application-vnd.ms-access.svg '
        'text-x-gettext-translation.svg'
    ),
    'mimes/24': (
        'application-x-addon.svg application-x-cd-image.svg text-x-gettext-translation.svg text-x-vala.svg'
    ),
    'mimes/32': (
        'application-vnd.flatpak.ref.svg application-vnd.flatpak.svg application-vnd.ms-powerpoint.svg '
        'application-x-desktop.svg application-x-executable.svg application-x-firmware.svg '
        'text-x-gettext-translation.svg text-x-go.svg text-x-ssa.svg x-office-drawing.svg '
        'x-office-presentation-rtl.svg'
    ),
    'mimes/48': (
        'application-json.svg application-msword.svg application-x-partial-download.svg text-markdown.svg '
        'video-x-generic.svg x-office-document-rtl.svg x-office-presentation.svg'
    ),
    'mimes/64': (
        'application-x-sharedlib.svg audio-x-generic-symbolic.svg decoration-template.svg text-markdown.svg '
        'x-office-document-rtl.svg'
    ),
    'mimes/symbolic': (
        'application-certificate-symbolic.svg media-image-symbolic.svg text-xml-symbolic.svg '
        'x-office-calendar-symbolic.svg'
    ),
    'places/128': (
        'folder-music-open.svg folder-publicshare-open.svg user-home.svg'
    ),
    'places/24': (
        'folder-documents.svg folder-tag.svg folder-templates.svg'
    ),
    'places/48': (
        'folder-download-open.svg folder-templates-open.svg folder.svg user-home-open.svg user-trash.svg'
    ),
    'po': (
        'LINGUAS POTFILES extra.pot meson.build'
    ),
    'status/24': (
        'audio-volume-muted-symbolic.svg channel-secure.svg mail-forwarded.svg media-playlist-repeat.svg '
        'software-update-urgent.svg'
    ),
    'status/48': (
        'audio-volume-headphones-symbolic.svg audio-volume-muted-headphones-symbolic.svg '
        'sync-synchronizing.svg'
    ),
    'status/64': (
        'appointment-missed.svg appointment.svg security-low.svg'
    ),
    'status/symbolic': (
        'battery-full-charged-symbolic.svg checkbox-mixed-symbolic.svg notification-new-symbolic.svg '
        'off-symbolic.svg process-completed-symbolic.svg security-medium-symbolic.svg '
        'sync-synchronizing-symbolic.svg view-wrapped-symbolic-rtl.svg weather-overcast-symbolic.svg'
    ),
}

NETBOX_MIGRATIONS_KIND = {
    '': (
        'netbox/account/migrations/0001_initial.py'
    ),
    'netbox/circuits/migrations': (
        '0001_squashed.py 0002_squashed_0029.py 0003_squashed_0037.py 0038_squashed_0042.py '
        '0043_circuittype_color.py 0044_circuit_groups.py 0045_circuit_distance.py '
        '0046_charfield_null_choices.py 0047_circuittermination__termination.py '
        '0048_circuitterminations_cached_relations.py 0049_natural_ordering.py 0050_virtual_circuits.py '
        '0051_virtualcircuit_group_assignment.py 0052_extend_circuit_abs_distance_upper_limit.py '
        '0053_owner.py 0054_cable_connector_positions.py 0055_add_comments_to_organizationalmodel.py '
        '0056_gfk_indexes.py 0057_default_ordering_indexes.py 0058_clear_stale_cable_profile_data.py '
        '0059_nullify_empty_cable_end.py'
    ),
    'netbox/core/migrations': (
        '0001_squashed_0005.py 0006_datasource_type_remove_choices.py 0007_job_add_error_field.py '
        '0008_contenttype_proxy.py 0009_configrevision.py 0010_gfk_indexes.py 0011_move_objectchange.py '
        '0012_job_object_type_optional.py 0013_job_data_encoder.py 0014_datasource_sync_interval.py '
        '0015_remove_redundant_indexes.py 0016_job_log_entries.py 0017_objectchange_message.py '
        '0018_concrete_objecttype.py 0019_configrevision_active.py 0020_owner.py 0021_job_queue_name.py '
        '0022_default_ordering_indexes.py 0023_datasource_sync_permission.py 0024_job_notifications.py'
    ),
    'netbox/dcim/migrations': (
        '0001_squashed.py 0002_squashed.py 0003_squashed_0130.py 0131_squashed_0159.py 0160_squashed_0166.py '
        '0167_squashed_0182.py 0183_devicetype_exclude_from_utilization.py 0184_protect_child_interfaces.py '
        '0185_gfk_indexes.py 0186_location_facility.py 0187_alter_device_vc_position.py 0188_racktype.py '
        '0189_moduletype_rack_airflow.py 0190_nested_modules.py 0191_module_bay_rebuild.py '
        '0192_inventoryitem_status.py 0193_poweroutlet_color.py 0194_charfield_null_choices.py '
        '0195_interface_vlan_translation_policy.py 0196_qinq_svlan.py 0197_natural_sort_collation.py '
        '0198_natural_ordering.py 0199_macaddress.py 0200_populate_mac_addresses.py '
        '0201_add_power_outlet_status.py 0202_location_comments_region_comments_sitegroup_comments.py '
        '0203_add_rack_outer_height.py 0203_device_role_nested.py 0204_device_role_rebuild.py '
        '0205_moduletypeprofile.py 0206_load_module_type_profiles.py 0207_remove_redundant_indexes.py '
        '0208_devicerole_uniqueness.py 0209_device_component_denorm_site_location.py '
        '0210_macaddress_ordering.py 0211_platform_manufacturer_uniqueness.py '
        '0212_interface_tx_power_negative.py 0213_platform_parent.py 0214_platform_rebuild.py '
        '0215_rackreservation_status.py 0216_latitude_longitude_validators.py '
        '0217_poweroutlettemplate_color.py 0218_owner.py 0219_devicetype_device_count.py '
        '0220_cable_profile.py 0221_cable_connector_positions.py 0222_port_mappings.py '
        '0223_frontport_positions.py 0224_add_comments_to_organizationalmodel.py 0225_gfk_indexes.py '
        '0226_add_mptt_tree_indexes.py 0226_modulebay_rebuild_tree.py 0227_alter_interface_speed_bigint.py '
        '0228_rack_group.py 0229_cable_bundle.py 0230_devicebay_modulebay_enabled.py '
        '0231_interface_rf_channel_frequency_precision.py 0232_default_ordering_indexes.py '
        '0233_device_render_config_permission.py 0234_cablepath_nodes_index.py '
        '0235_cabletermination_circuit_site_cache.py 0236_moduletype_component_counts.py '
        '0237_module_remove_local_context_data.py 0238_alter_cable__abs_length.py '
        '0239_add_portmapping_objectchange.py 0240_clear_stale_cable_profile_data.py '
        '0241_nullify_empty_cable_end.py'
    ),
    'netbox/extras/migrations': (
        '0001_squashed.py 0002_squashed_0059.py 0060_squashed_0086.py 0087_squashed_0098.py '
        '0099_cachedvalue_ordering.py 0100_customfield_ui_attrs.py 0101_eventrule.py '
        '0102_move_configrevision.py 0103_gfk_indexes.py 0104_stagedchange_remove_change_logging.py '
        '0105_customfield_min_max_values.py 0106_bookmark_user_cascade_deletion.py '
        '0107_cachedvalue_extras_cachedvalue_object.py 0108_convert_reports_to_scripts.py '
        '0109_script_model.py 0110_remove_eventrule_action_parameters.py 0111_rename_content_types.py '
        '0112_tag_update_object_types.py 0113_customfield_rename_object_type.py '
        '0114_customfield_add_comments.py 0115_convert_dashboard_widgets.py 0116_custom_link_button_color.py '
        '0117_move_objectchange.py 0118_customfield_uniqueness.py 0119_notifications.py '
        '0120_eventrule_event_types.py 0121_customfield_related_object_filter.py '
        '0122_charfield_null_choices.py 0123_journalentry_kind_default.py 0124_remove_staging.py '
        '0125_alter_tag_options_tag_weight.py 0126_exporttemplate_file_name.py '
        '0127_configtemplate_as_attachment_and_more.py 0128_tableconfig.py 0129_fix_script_paths.py '
        '0130_imageattachment_description.py 0131_concrete_objecttype.py 0132_configcontextprofile.py '
        '0133_make_cf_minmax_decimal.py 0134_owner.py 0135_configtemplate_debug.py '
        '0136_customfield_validation_schema.py 0137_default_ordering_indexes.py '
        '0138_customfieldchoiceset_choice_colors.py 0139_alter_customfieldchoiceset_extra_choices.py '
        '0140_imageattachment_image_size.py'
    ),
    'netbox/ipam/migrations': (
        '0001_squashed.py 0002_squashed_0046.py 0047_squashed_0053.py 0054_squashed_0067.py '
        '0068_move_l2vpn.py 0069_gfk_indexes.py 0070_vlangroup_vlan_id_ranges.py 0071_prefix_scope.py '
        '0072_prefix_cached_relations.py 0073_charfield_null_choices.py '
        '0074_vlantranslationpolicy_vlantranslationrule.py 0075_vlan_qinq.py 0076_natural_ordering.py '
        '0077_vlangroup_tenant.py 0078_iprange_mark_utilized.py 0079_add_service_fhrp_group_parent_gfk.py '
        '0080_populate_service_parent.py 0081_remove_service_device_virtual_machine_add_parent_gfk_index.py '
        '0082_add_prefix_network_containment_indexes.py 0083_vlangroup_populate_total_vlan_ids.py '
        '0084_owner.py 0085_add_comments_to_organizationalmodel.py 0086_gfk_indexes.py 0087_add_asn_role.py '
        '0088_rename_vlangroup_total_vlan_ids.py 0089_default_ordering_indexes.py '
        '0090_vlangroup_recompute_total_vlan_ids.py 0091_alter_service_index_and_ordering.py '
        '0092_iprange_host_indexes.py 0093_alter_prefix__region_alter_prefix__site_group.py '
        '0094_ipaddress_host_index.py'
    ),
    'netbox/tenancy/migrations': (
        '0001_squashed_0012.py 0002_squashed_0011.py 0012_contactassignment_custom_fields.py '
        '0013_gfk_indexes.py 0014_contactassignment_ordering.py 0015_contactassignment_rename_content_type.py '
        '0016_charfield_null_choices.py 0017_natural_ordering.py 0018_contact_groups.py '
        '0019_contactgroup_comments_tenantgroup_comments.py 0020_remove_contactgroupmembership.py '
        '0021_owner.py 0022_add_comments_to_organizationalmodel.py 0023_add_mptt_tree_indexes.py '
        '0024_default_ordering_indexes.py'
    ),
    'netbox/users/migrations': (
        '0001_squashed_0011.py 0002_squashed_0004.py 0005_alter_user_table.py 0006_custom_group_model.py '
        '0007_objectpermission_update_object_types.py 0008_flip_objectpermission_assignments.py '
        '0009_update_group_perms.py 0010_add_token_meta_ordering.py 0011_concrete_objecttype.py '
        '0012_drop_django_admin_log_table.py 0013_user_remove_is_staff.py 0014_users_token_v2.py '
        '0015_owner.py 0016_default_ordering_indexes.py'
    ),
    'netbox/virtualization/migrations': (
        '0001_squashed_0022.py 0023_squashed_0036.py 0037_protect_child_interfaces.py 0038_virtualdisk.py '
        '0039_virtualmachine_serial_number.py 0040_convert_disk_size.py 0041_charfield_null_choices.py '
        '0042_vminterface_vlan_translation_policy.py 0043_qinq_svlan.py 0044_cluster_scope.py '
        '0045_clusters_cached_relations.py 0046_alter_cluster__location_alter_cluster__region_and_more.py '
        '0047_natural_ordering.py 0048_populate_mac_addresses.py 0049_owner.py '
        '0050_virtualmachine_start_on_boot.py 0051_add_comments_to_organizationalmodel.py 0052_gfk_indexes.py '
        '0053_virtualmachine_standalone_device_assignment.py 0054_virtualmachinetype.py '
        '0055_default_ordering_indexes.py 0056_virtualmachine_render_config_permission.py '
        '0057_alter_cluster__region_alter_cluster__site_group.py'
    ),
    'netbox/vpn/migrations': (
        '0001_initial.py 0002_move_l2vpn.py 0003_ipaddress_multiple_tunnel_terminations.py '
        '0004_alter_ikepolicy_mode.py 0005_rename_indexes.py 0006_charfield_null_choices.py '
        '0007_natural_ordering.py 0008_add_l2vpn_status.py 0009_remove_redundant_indexes.py 0010_owner.py '
        '0011_add_comments_to_organizationalmodel.py 0012_default_ordering_indexes.py'
    ),
    'netbox/wireless/migrations': (
        '0001_squashed_0008.py 0009_wirelesslink_distance.py 0010_charfield_null_choices.py '
        '0011_wirelesslan__location_wirelesslan__region_and_more.py '
        '0012_alter_wirelesslan__location_and_more.py 0013_natural_ordering.py '
        '0014_wirelesslangroup_comments.py 0015_extend_wireless_link_abs_distance_upper_limit.py '
        '0016_owner.py 0017_gfk_indexes.py 0018_add_mptt_tree_indexes.py 0019_default_ordering_indexes.py '
        '0020_alter_wirelesslan__region_and_more.py'
    ),
}

NETBOX_MIGRATIONS_OTHER = {
    '': (
        'netbox/account/migrations/__init__.py netbox/circuits/api/urls.py netbox/circuits/api/views.py '
        'netbox/circuits/apps.py netbox/circuits/forms/__init__.py netbox/circuits/migrations/__init__.py '
        'netbox/circuits/tables/columns.py netbox/core/migrations/__init__.py '
        'netbox/core/tests/test_changelog.py netbox/core/ui/panels.py netbox/dcim/api/urls.py '
        'netbox/dcim/choices.py netbox/dcim/graphql/__init__.py netbox/dcim/graphql/filters.py '
        'netbox/dcim/management/commands/buildschema.py netbox/dcim/migrations/__init__.py '
        'netbox/dcim/migrations/initial_data/module_type_profiles/cpu.json netbox/dcim/models/racks.py '
        'netbox/dcim/tables/connections.py netbox/dcim/tests/test_natural_ordering.py '
        'netbox/dcim/tests/utils.py netbox/extras/api/routers.py netbox/extras/api/urls.py '
        'netbox/extras/forms/reports.py netbox/extras/migrations/__init__.py '
        'netbox/extras/templatetags/__init__.py netbox/extras/templatetags/custom_links.py '
        'netbox/ipam/api/serializers.py netbox/ipam/api/serializers_/fhrpgroups.py netbox/ipam/formfields.py '
        'netbox/ipam/urls.py netbox/ipam/graphql/types.py netbox/ipam/management/commands/rebuild_prefixes.py '
        'netbox/ipam/migrations/__init__.py netbox/ipam/tables/__init__.py netbox/ipam/tables/vlans.py '
        'netbox/ipam/tests/test_management_commands.py netbox/netbox/api/authentication.py '
        'netbox/netbox/api/serializers/__init__.py netbox/netbox/authentication/misc.py '
        'netbox/netbox/forms/bulk_rename.py netbox/netbox/models/features.py '
        'netbox/netbox/plugins/registration.py netbox/netbox/search/__init__.py '
        'netbox/netbox/tests/__init__.py netbox/netbox/tests/test_models.py '
        'netbox/netbox/tests/dummy_plugin/api/views.py netbox/netbox/tests/dummy_plugin/tests/test_graphql.py '
        'netbox/project-static/.sassrc netbox/project-static/img/logo_netbox_bright_teal.svg '
        'netbox/project-static/img/plugin-default.svg netbox/project-static/src/buttons/depthToggle.ts '
        'netbox/project-static/src/forms/clearField.ts '
        'netbox/project-static/src/select/classes/dynamicTomSelect.ts '
        'netbox/project-static/src/stores/objectDepth.ts netbox/project-static/styles/_variables.scss '
        'netbox/project-static/styles/overrides/_tabler.scss netbox/templates/account/preferences.html '
        'netbox/templates/circuits/circuittype.html netbox/templates/circuits/virtualcircuit.html '
        'netbox/templates/core/datafile/attrs/size.html netbox/templates/core/job/attrs/object_type.html '
        'netbox/templates/core/job/base.html netbox/templates/core/job/log.html '
        'netbox/templates/dcim/device/attrs/parent_device.html '
        'netbox/templates/dcim/inc/panels/inventory_items.html '
        'netbox/templates/dcim/interface/attrs/speed.html netbox/templates/dcim/trace/attachment.html '
        'netbox/templates/dcim/trace/cable.html netbox/templates/extras/customfield/attrs/type.html '
        'netbox/templates/extras/dashboard/widgets/bookmarks.html '
        'netbox/templates/extras/panels/configcontext_assignment.html '
        'netbox/templates/extras/panels/configcontext_data.html netbox/templates/extras/report/source.html '
        'netbox/templates/extras/script/jobs.html netbox/templates/extras/tag/attrs/tagged_item_count.html '
        'netbox/templates/generic/bulk_add_component.html netbox/templates/generic/object_list.html '
        'netbox/templates/inc/alerts/success.html netbox/templates/inc/panels/custom_fields.html '
        'netbox/templates/inc/panels/related_objects.html netbox/templates/ipam/inc/max_length.html '
        'netbox/templates/ipam/ipaddress/attrs/assigned_object.html '
        'netbox/templates/ipam/panels/prefix_addressing.html netbox/templates/ipam/prefix/ip_addresses.html '
        'netbox/templates/search.html netbox/templates/tenancy/attrs/link.html '
        'netbox/templates/ui/attrs/address.html netbox/templates/ui/attrs/image.html '
        'netbox/templates/virtualization/virtualmachine/attrs/ipaddress.html '
        'netbox/templates/vpn/attrs/preshared_key.html netbox/tenancy/api/__init__.py '
        'netbox/tenancy/graphql/__init__.py netbox/tenancy/graphql/filters.py '
        'netbox/tenancy/migrations/__init__.py netbox/tenancy/tables/contacts.py netbox/tenancy/views.py '
        'netbox/translations/ja/LC_MESSAGES/django.mo netbox/translations/nl/LC_MESSAGES/django.po '
        'netbox/translations/pl/LC_MESSAGES/django.mo netbox/translations/uk/LC_MESSAGES/django.po '
        'netbox/users/graphql/filters.py netbox/users/graphql/types.py netbox/users/migrations/__init__.py '
        'netbox/users/models/permissions.py netbox/utilities/forms/fields/csv.py '
        'netbox/utilities/forms/widgets/misc.py netbox/utilities/templates/builtins/htmx_table.html '
        'netbox/utilities/templates/form_helpers/render_form.html '
        'netbox/utilities/templates/widgets/apiselect.html '
        'netbox/utilities/templates/widgets/number_with_options.html netbox/utilities/templatetags/perms.py '
        'netbox/utilities/templatetags/plugins.py netbox/utilities/testing/mixins.py '
        'netbox/virtualization/forms/model_forms.py netbox/virtualization/graphql/schema.py '
        'netbox/virtualization/migrations/__init__.py netbox/virtualization/tables/clusters.py '
        'netbox/virtualization/tests/__init__.py netbox/virtualization/tests/test_signals.py '
        'netbox/vpn/api/serializers.py netbox/vpn/migrations/__init__.py netbox/vpn/tables/crypto.py '
        'netbox/vpn/tests/query_counts.json netbox/vpn/tests/test_api.py netbox/vpn/views.py '
        'netbox/wireless/forms/bulk_import.py netbox/wireless/graphql/__init__.py '
        'netbox/wireless/graphql/filters.py netbox/wireless/migrations/__init__.py '
        'netbox/wireless/tests/test_signals.py'
    ),
    'netbox/extras/api/serializers_': (
        'customfields.py notifications.py scripts.py'
    ),
    'netbox/extras': (
        'choices.py signals.py views.py'
    ),
    'netbox/extras/graphql': (
        'filter_lookups.py filters.py types.py'
    ),
    'netbox/extras/management/commands': (
        'populate_image_sizes.py reindex.py runscript.py'
    ),
    'netbox/extras/tests': (
        'test_event_rules.py test_models.py test_tags.py test_views.py'
    ),
    'netbox/ipam/models': (
        'ip.py vlans.py vrfs.py'
    ),
    'netbox/netbox': (
        'context.py filtersets.py settings_utils.py wsgi.py'
    ),
    'netbox/netbox/tests/dummy_plugin': (
        'data_backends.py preferences.py tables.py'
    ),
    'netbox/project-static/dist': (
        'Inter-BlackItalic-4BVAVUVI.woff2 Inter-Bold-6AVOS7AV.woff2 Inter-BoldItalic-UU7SOVRI.woff '
        'Inter-ExtraBoldItalic-R7DLWYIK.woff netbox.js.map roboto-mono-latin-500italic-U7WRIR22.woff2 '
        'roboto-mono-latin-600-ZRZYGQNG.woff2 roboto-mono-latin-700italic-WWLRMKIN.woff2'
    ),
    'netbox/templates/core': (
        'job.html object_jobs.html rq_task.html rq_worker.html'
    ),
    'netbox/templates/dcim': (
        'consoleserverport.html devicebay.html powerfeed.html'
    ),
    'netbox/templates/extras': (
        'object_changelog.html object_configcontext.html object_imageattachments.html'
    ),
    'netbox/templates/ipam': (
        'fhrpgroup.html role.html vlan_bulk_add.html vlangroup.html'
    ),
    'netbox/templates/ui/panels': (
        '_base.html json.html object_attributes.html'
    ),
    'netbox/templates/virtualization': (
        'cluster.html virtualdisk.html virtualmachine.html virtualmachinetype.html'
    ),
    'netbox/utilities': (
        'export.py filters.py jsonschema.py tables.py'
    ),
    'netbox/utilities/templates/buttons': (
        'bulk_edit.html delete.html sync.html'
    ),
    'netbox/utilities/tests': (
        'test_api.py test_data.py test_filters.py test_templatetags.py'
    ),
    'netbox/wireless': (
        'constants.py filtersets.py views.py'
    ),
}

NETBOX_PO_KIND = {
    '': (
        'netbox/translations/cs/LC_MESSAGES/django.po netbox/translations/da/LC_MESSAGES/django.po '
        'netbox/translations/de/LC_MESSAGES/django.po netbox/translations/en/LC_MESSAGES/django.po '
        'netbox/translations/es/LC_MESSAGES/django.po netbox/translations/fr/LC_MESSAGES/django.po '
        'netbox/translations/it/LC_MESSAGES/django.po netbox/translations/ja/LC_MESSAGES/django.po '
        'netbox/translations/ko/LC_MESSAGES/django.po netbox/translations/lv/LC_MESSAGES/django.po '
        'netbox/translations/nl/LC_MESSAGES/django.po netbox/translations/pl/LC_MESSAGES/django.po '
        'netbox/translations/pt/LC_MESSAGES/django.po netbox/translations/ru/LC_MESSAGES/django.po '
        'netbox/translations/tr/LC_MESSAGES/django.po netbox/translations/uk/LC_MESSAGES/django.po '
        'netbox/translations/zh/LC_MESSAGES/django.po'
    ),
}

NETBOX_PO_OTHER = {
    '': (
        'netbox/circuits/api/serializers_/nested.py netbox/circuits/api/serializers_/providers.py '
        'netbox/circuits/api/urls.py netbox/circuits/constants.py '
        'netbox/circuits/migrations/0046_charfield_null_choices.py netbox/core/tests/__init__.py '
        'netbox/core/urls.py netbox/dcim/api/serializers_/devices.py '
        'netbox/dcim/management/commands/trace_paths.py netbox/dcim/models/__init__.py '
        'netbox/dcim/tables/__init__.py netbox/dcim/tables/modules.py '
        'netbox/dcim/tests/test_management_commands.py netbox/extras/api/serializers_/customfields.py '
        'netbox/extras/api/serializers_/events.py netbox/extras/dashboard/__init__.py '
        'netbox/extras/forms/bulk_edit.py netbox/extras/forms/model_forms.py netbox/extras/lookups.py '
        'netbox/extras/scripts.py netbox/extras/management/commands/renaturalize.py '
        'netbox/extras/migrations/0110_remove_eventrule_action_parameters.py '
        'netbox/extras/migrations/0119_notifications.py netbox/extras/models/notifications.py '
        'netbox/extras/tables/__init__.py netbox/extras/tests/test_management_commands.py '
        'netbox/extras/tests/test_utils.py netbox/generate_secret_key.py netbox/ipam/forms/bulk_import.py '
        'netbox/ipam/forms/model_forms.py netbox/ipam/graphql/filter_mixins.py '
        'netbox/ipam/migrations/0073_charfield_null_choices.py netbox/ipam/models/vrfs.py '
        'netbox/ipam/tables/ip.py netbox/ipam/tests/__init__.py netbox/ipam/tests/test_fields.py '
        'netbox/netbox/authentication/misc.py netbox/netbox/forms/model_forms.py '
        'netbox/netbox/models/__init__.py netbox/netbox/object_actions.py netbox/netbox/search/utils.py '
        'netbox/netbox/tests/dummy_plugin/middleware.py netbox/netbox/tests/dummy_plugin/tests/__init__.py '
        'netbox/netbox/views/generic/base.py netbox/project-static/img/logo_netbox_dark_teal.svg '
        'netbox/project-static/img/rest-api.ico netbox/project-static/src/global.d.ts '
        'netbox/project-static/src/state/index.ts netbox/project-static/src/stores/index.ts '
        'netbox/project-static/styles/transitional/_badges.scss '
        'netbox/templates/circuits/provideraccount.html netbox/templates/circuits/virtualcircuittype.html '
        'netbox/templates/core/datafile/attrs/size.html netbox/templates/core/htmx/system_db_schema.html '
        'netbox/templates/core/object_jobs.html netbox/templates/core/plugin.html '
        'netbox/templates/dcim/inc/interface_vlans_table.html '
        'netbox/templates/dcim/powerfeed/attrs/utilization.html netbox/templates/dcim/trace/attachment.html '
        'netbox/templates/django/forms/widgets/select.html netbox/templates/extras/htmx/script_result.html '
        'netbox/templates/extras/object_configcontext.html netbox/templates/extras/object_render_config.html '
        'netbox/templates/generic/_base.html netbox/templates/generic/object_delete.html '
        'netbox/templates/htmx/table.html netbox/templates/inc/panels/custom_fields.html '
        'netbox/templates/inc/toast.html netbox/templates/ipam/attrs/vrf.html '
        'netbox/templates/ipam/prefix/ip_addresses.html netbox/templates/ipam/prefix_bulk_add.html '
        'netbox/templates/ipam/rir.html netbox/templates/ui/attrs/object.html '
        'netbox/templates/ui/attrs/text.html netbox/templates/ui/panels/json.html '
        'netbox/templates/users/owner.html netbox/templates/virtualization/buttons/bulk_add_components.html '
        'netbox/tenancy/api/serializers_/tenants.py netbox/tenancy/filtersets.py '
        'netbox/tenancy/forms/forms.py netbox/tenancy/graphql/enums.py netbox/tenancy/graphql/types.py '
        'netbox/tenancy/tests/test_tables.py netbox/translations/cs/LC_MESSAGES/django.mo '
        'netbox/translations/da/LC_MESSAGES/django.mo netbox/translations/de/LC_MESSAGES/django.mo '
        'netbox/translations/en/LC_MESSAGES/django.mo netbox/translations/es/LC_MESSAGES/django.mo '
        'netbox/translations/fr/LC_MESSAGES/django.mo netbox/translations/it/LC_MESSAGES/django.mo '
        'netbox/translations/ja/LC_MESSAGES/django.mo netbox/translations/ko/LC_MESSAGES/django.mo '
        'netbox/translations/lv/LC_MESSAGES/django.mo netbox/translations/nl/LC_MESSAGES/django.mo '
        'netbox/translations/pl/LC_MESSAGES/django.mo netbox/translations/pt/LC_MESSAGES/django.mo '
        'netbox/translations/ru/LC_MESSAGES/django.mo netbox/translations/tr/LC_MESSAGES/django.mo '
        'netbox/translations/uk/LC_MESSAGES/django.mo netbox/translations/zh/LC_MESSAGES/django.mo '
        'netbox/users/__init__.py netbox/users/constants.py netbox/users/api/serializers_/owners.py '
        'netbox/users/api/views.py netbox/users/migrations/0005_alter_user_table.py '
        'netbox/users/tests/query_counts.json netbox/users/tests/test_tables.py '
        'netbox/utilities/templates/buttons/bulk_delete.html netbox/utilities/templates/buttons/clone.html '
        'netbox/utilities/templates/widgets/markdown_input.html '
        'netbox/utilities/templatetags/builtins/filters.py netbox/utilities/templatetags/perms.py '
        'netbox/utilities/tests/test_request.py netbox/utilities/tests/test_secret_key.py '
        'netbox/virtualization/__init__.py netbox/virtualization/api/__init__.py '
        'netbox/virtualization/forms/__init__.py netbox/virtualization/forms/bulk_edit.py '
        'netbox/virtualization/models/clusters.py netbox/virtualization/ui/__init__.py netbox/vpn/__init__.py '
        'netbox/vpn/api/serializers_/__init__.py netbox/vpn/models/__init__.py netbox/vpn/tables/__init__.py '
        'netbox/wireless/__init__.py netbox/wireless/models.py netbox/wireless/graphql/schema.py '
        'netbox/wireless/migrations/0012_alter_wirelesslan__location_and_more.py '
        'netbox/wireless/migrations/0020_alter_wirelesslan__region_and_more.py netbox/wireless/ui/__init__.py '
        'netbox/wireless/ui/panels.py'
    ),
    'netbox/dcim': (
        '__init__.py constants.py urls.py'
    ),
    'netbox/dcim/migrations': (
        '0167_squashed_0182.py 0192_inventoryitem_status.py 0199_macaddress.py 0204_device_role_rebuild.py '
        '0209_device_component_denorm_site_location.py 0212_interface_tx_power_negative.py '
        '0232_default_ordering_indexes.py 0236_moduletype_component_counts.py 0238_alter_cable__abs_length.py '
        '0241_nullify_empty_cable_end.py'
    ),
    'netbox/extras/graphql': (
        'filter_lookups.py filters.py mixins.py'
    ),
    'netbox/ipam/api': (
        'serializers.py urls.py views.py'
    ),
    'netbox/netbox/graphql': (
        '__init__.py pagination.py schema.py'
    ),
    'netbox/project-static/dist': (
        'Inter-BlackItalic-HJLUEYVW.woff Inter-ExtraBoldItalic-R7DLWYIK.woff Inter-Italic-RW2ZALTO.woff2 '
        'Inter-Regular-373XMOLM.woff2 Inter-SemiBold-TJ6HPMMH.woff Inter-SemiBold-UMRILHOG.woff2 '
        'Inter-SemiBoldItalic-DM4JJSFU.woff materialdesignicons-webfont-OFFE53R5.ttf '
        'roboto-mono-latin-300-KB4HCXJB.woff roboto-mono-latin-400italic-UPQRVZWX.woff2'
    ),
    'netbox/templates/account': (
        'base.html bookmarks.html notifications.html profile.html subscriptions.html'
    ),
    'netbox/templates/dcim': (
        'cable_edit.html cablebundle.html devicetype.html module.html powerpanel.html rackgroup.html '
        'virtualchassis_remove_member.html'
    ),
    'netbox/templates/dcim/panels': (
        'cable_termination_b.html interface_wireless.html rear_port_mappings.html'
    ),
    'netbox/templates/extras/panels': (
        'configcontext_data.html customfield_related_objects.html object_types.html'
    ),
    'netbox/tenancy/migrations': (
        '0014_contactassignment_ordering.py 0020_remove_contactgroupmembership.py __init__.py'
    ),
    'netbox/utilities': (
        'apps.py error_handlers.py migration.py paginator.py relations.py validators.py'
    ),
    'netbox/utilities/templates/builtins': (
        'checkmark.html copy_content.html tag.html'
    ),
    'netbox/utilities/testing': (
        '__init__.py base.py mixins.py'
    ),
    'netbox/virtualization/migrations': (
        '0023_squashed_0036.py 0039_virtualmachine_serial_number.py 0043_qinq_svlan.py '
        '0054_virtualmachinetype.py'
    ),
}

OSCAR_MIGRATIONS_KIND = {
    'src/oscar/apps/address/migrations': (
        '0001_initial.py 0002_auto_20150927_1547.py 0003_auto_20150927_1551.py 0004_auto_20170226_1122.py '
        '0005_regenerate_user_address_hashes.py 0006_auto_20181115_1953.py 0007_useraddress_code.py'
    ),
    'src/oscar/apps/analytics/migrations': (
        '0001_initial.py 0002_auto_20140827_1705.py 0003_auto_20200801_0817.py'
    ),
    'src/oscar/apps/basket/migrations': (
        '0001_initial.py 0002_auto_20140827_1705.py 0003_basket_vouchers.py 0004_auto_20141007_2032.py '
        '0005_auto_20150604_1450.py 0006_auto_20160111_1108.py 0007_slugfield_noop.py '
        '0008_auto_20181115_1953.py 0009_line_date_updated.py 0010_convert_to_valid_json.py '
        '0011_json_basket_option.py 0012_line_code.py'
    ),
    'src/oscar/apps/catalogue/migrations': (
        '0001_initial.py 0002_auto_20150217_1221.py 0003_data_migration_slugs.py 0004_auto_20150217_1710.py '
        '0005_auto_20150604_1450.py 0006_auto_20150807_1725.py 0007_auto_20151207_1440.py '
        '0008_auto_20160304_1652.py 0009_slugfield_noop.py 0010_auto_20170420_0439.py '
        '0011_auto_20170422_1355.py 0012_auto_20170609_1902.py 0013_auto_20170821_1548.py '
        '0014_auto_20181115_1953.py 0015_product_is_public.py 0016_auto_20190327_0757.py '
        '0017_auto_20190816_0938.py 0018_auto_20191220_0920.py 0019_option_required.py '
        '0020_auto_20200801_0817.py 0021_auto_20201005_0844.py 0022_auto_20210210_0539.py '
        '0023_auto_20210824_1414.py 0024_remove_duplicate_attributes.py '
        '0025_attribute_code_uniquetogether_constraint.py 0026_predefined_product_options.py '
        '0027_attributeoption_code_attributeoptiongroup_code_and_more.py 0028_product_priority.py '
        '0029_product_code.py 0030_auto_20250217_1247.py 0031_productcategoryhierarchy.py '
        '0032_category_exclude_from_menu_category_long_description.py'
    ),
    'src/oscar/apps/communication/migrations': (
        '0001_initial.py 0002_reset_table_names.py 0003_remove_notification_category_make_code_uppercase.py '
        '0004_auto_20200801_0817.py'
    ),
    'src/oscar/apps/customer/migrations': (
        '0001_initial.py 0002_auto_20150807_1725.py 0003_update_email_length.py 0004_email_save.py '
        '0005_auto_20181115_1953.py 0006_auto_20190430_1736.py 0007_auto_20200801_0817.py '
        '0008_assign_permissions_to_staff.py'
    ),
    'src/oscar/apps/offer/migrations': (
        '0001_initial.py 0002_auto_20151210_1053.py 0003_auto_20161120_1707.py 0004_auto_20170415_1518.py '
        '0005_auto_20170423_1217.py 0006_auto_20170504_0616.py 0007_conditionaloffer_exclusive.py '
        '0008_auto_20181115_1953.py 0009_auto_20200801_0817.py 0010_conditionaloffer_combinations.py '
        '0011_rangeproductfileupload_included.py 0012_fixedunitdiscountbenefit_alter_benefit_type.py '
        '0013_range_excluded_categories.py'
    ),
    'src/oscar/apps/order/migrations': (
        '0001_initial.py 0002_auto_20141007_2032.py 0003_auto_20150113_1629.py 0004_auto_20160111_1108.py '
        '0005_update_email_length.py 0006_orderstatuschange.py 0007_auto_20181115_1953.py '
        '0008_auto_20190301_1035.py 0009_surcharge.py 0010_auto_20200724_0909.py 0011_auto_20200801_0817.py '
        '0012_convert_to_valid_json.py 0013_json_option_value.py 0014_tax_code.py 0015_orderlinediscount.py '
        '0016_line_allocation_cancelled_line_num_allocated.py 0017_set_num_allocated_to_quantity.py '
        '0018_alter_line_num_allocated.py 0019_order_analytics_tracked.py '
        '0020_alter_order_analytics_tracked.py 0021_billingaddress_code_shippingaddress_code.py'
    ),
    'src/oscar/apps/partner/migrations': (
        '0001_initial.py 0002_auto_20141007_2032.py 0003_auto_20150604_1450.py 0004_auto_20160107_1755.py '
        '0005_auto_20181115_1953.py 0006_auto_20200724_0909.py 0007_partneraddress_code.py'
    ),
    'src/oscar/apps/payment/migrations': (
        '0001_initial.py 0002_auto_20141007_2032.py 0003_auto_20160323_1520.py 0004_auto_20181115_1953.py '
        '0005_auto_20200801_0817.py'
    ),
    'src/oscar/apps/shipping/migrations': (
        '0001_initial.py 0002_auto_20150604_1450.py 0003_auto_20181115_1953.py'
    ),
    'src/oscar/apps/voucher/migrations': (
        '0001_initial.py 0002_auto_20170418_2132.py 0003_auto_20171212_0411.py 0004_auto_20180228_0940.py '
        '0005_auto_20180402_1425.py 0006_auto_20180413_0911.py 0007_auto_20181115_1953.py '
        '0008_auto_20200801_0817.py 0009_make_voucher_names_unique.py 0010_auto_20210224_0712.py'
    ),
    'src/oscar/apps/wishlists/migrations': (
        '0001_initial.py 0002_auto_20160111_1108.py 0003_auto_20181115_1953.py 0004_auto_20220328_0939.py'
    ),
}

OSCAR_MIGRATIONS_OTHER = {
    '': (
        'src/oscar/apps/address/apps.py src/oscar/apps/address/forms.py '
        'src/oscar/apps/address/migrations/__init__.py src/oscar/apps/analytics/__init__.py '
        'src/oscar/apps/analytics/migrations/__init__.py src/oscar/apps/basket/admin.py '
        'src/oscar/apps/basket/migrations/__init__.py src/oscar/apps/catalogue/migrations/__init__.py '
        'src/oscar/apps/checkout/exceptions.py src/oscar/apps/checkout/utils.py '
        'src/oscar/apps/communication/migrations/__init__.py src/oscar/apps/customer/migrations/__init__.py '
        'src/oscar/apps/customer/wishlists/__init__.py src/oscar/apps/dashboard/catalogue/formsets.py '
        'src/oscar/apps/dashboard/catalogue/views.py src/oscar/apps/dashboard/nav.py '
        'src/oscar/apps/dashboard/offers/forms.py src/oscar/apps/dashboard/orders/__init__.py '
        'src/oscar/apps/dashboard/pages/__init__.py src/oscar/apps/dashboard/pages/views.py '
        'src/oscar/apps/dashboard/reviews/apps.py src/oscar/apps/dashboard/reviews/views.py '
        'src/oscar/apps/dashboard/shipping/__init__.py src/oscar/apps/dashboard/users/views.py '
        'src/oscar/apps/dashboard/vouchers/__init__.py src/oscar/apps/dashboard/vouchers/apps.py '
        'src/oscar/apps/offer/migrations/__init__.py src/oscar/apps/order/__init__.py '
        'src/oscar/apps/order/processing.py src/oscar/apps/order/migrations/__init__.py '
        'src/oscar/apps/partner/migrations/__init__.py src/oscar/apps/payment/abstract_models.py '
        'src/oscar/apps/payment/forms.py src/oscar/apps/payment/migrations/__init__.py '
        'src/oscar/apps/search/facets.py src/oscar/apps/search/signals.py src/oscar/apps/shipping/__init__.py '
        'src/oscar/apps/shipping/repository.py src/oscar/apps/shipping/migrations/__init__.py '
        'src/oscar/apps/voucher/migrations/__init__.py src/oscar/apps/wishlists/migrations/__init__.py '
        'src/oscar/config.py src/oscar/defaults.py src/oscar/core/logging/__init__.py '
        'src/oscar/forms/fields.py src/oscar/locale/am_ET/LC_MESSAGES/django.mo '
        'src/oscar/locale/am_ET/LC_MESSAGES/django.po src/oscar/locale/ar/LC_MESSAGES/django.mo '
        'src/oscar/locale/bg/LC_MESSAGES/django.mo src/oscar/locale/crh/LC_MESSAGES/django.mo '
        'src/oscar/locale/cs/LC_MESSAGES/django.mo src/oscar/locale/cs_CZ/LC_MESSAGES/django.mo '
        'src/oscar/locale/cs_CZ/LC_MESSAGES/django.po src/oscar/locale/cy/LC_MESSAGES/django.mo '
        'src/oscar/locale/da/LC_MESSAGES/django.mo src/oscar/locale/et/LC_MESSAGES/django.mo '
        'src/oscar/locale/fa/LC_MESSAGES/django.mo src/oscar/locale/fr/LC_MESSAGES/django.mo '
        'src/oscar/locale/fr/LC_MESSAGES/django.po src/oscar/locale/fr_FR/LC_MESSAGES/django.mo '
        'src/oscar/locale/fr_FR/LC_MESSAGES/django.po src/oscar/locale/gu_IN/LC_MESSAGES/django.mo '
        'src/oscar/locale/hi/LC_MESSAGES/django.mo src/oscar/locale/hi/LC_MESSAGES/django.po '
        'src/oscar/locale/hu/LC_MESSAGES/django.mo src/oscar/locale/hy_AM/LC_MESSAGES/django.mo '
        'src/oscar/locale/id/LC_MESSAGES/django.po src/oscar/locale/it/LC_MESSAGES/django.mo '
        'src/oscar/locale/ja/LC_MESSAGES/django.po src/oscar/locale/lt/LC_MESSAGES/django.mo '
        'src/oscar/locale/nl/LC_MESSAGES/django.mo src/oscar/locale/pt_PT/LC_MESSAGES/django.mo '
        'src/oscar/locale/ru/LC_MESSAGES/django.mo src/oscar/locale/ru@petr1708/LC_MESSAGES/django.po '
        'src/oscar/locale/sk/LC_MESSAGES/django.po src/oscar/locale/sk_SK/LC_MESSAGES/django.mo '
        'src/oscar/locale/sk_SK/LC_MESSAGES/django.po src/oscar/locale/sl_SI/LC_MESSAGES/django.mo '
        'src/oscar/locale/sw/LC_MESSAGES/django.po src/oscar/locale/sw_KE/LC_MESSAGES/django.mo '
        'src/oscar/locale/tr/LC_MESSAGES/django.mo src/oscar/locale/tr/LC_MESSAGES/django.po '
        'src/oscar/locale/tr_TR/LC_MESSAGES/django.mo src/oscar/locale/zh-Hans/LC_MESSAGES/django.mo '
        'src/oscar/locale/zh-Hant/LC_MESSAGES/django.po src/oscar/locale/zh_TW.Big5/LC_MESSAGES/django.po '
        'src/oscar/management/commands/oscar_generate_email_content.py src/oscar/static_src/oscar/favicon.ico '
        'src/oscar/static_src/oscar/img/image_not_found.jpg src/oscar/static_src/oscar/scss/README.rst '
        'src/oscar/static_src/oscar/scss/dashboard.scss '
        'src/oscar/static_src/oscar/scss/dashboard/buttons.scss '
        'src/oscar/static_src/oscar/scss/dashboard/forms.scss '
        'src/oscar/static_src/oscar/scss/page/checkout.scss src/oscar/static_src/oscar/scss/page/reviews.scss '
        'src/oscar/templates/oscar/basket/messages/offer_gained.html '
        'src/oscar/templates/oscar/basket/partials/basket_content.html '
        'src/oscar/templates/oscar/catalogue/browse.html '
        'src/oscar/templates/oscar/catalogue/partials/gallery.html '
        'src/oscar/templates/oscar/catalogue/partials/review.html '
        'src/oscar/templates/oscar/catalogue/reviews/review_detail.html '
        'src/oscar/templates/oscar/catalogue/reviews/review_product.html '
        'src/oscar/templates/oscar/communication/email/email_detail.html '
        'src/oscar/templates/oscar/communication/notifications/list.html '
        'src/oscar/templates/oscar/customer/anon_order_form.html '
        'src/oscar/templates/oscar/customer/baseaccountpage.html '
        'src/oscar/templates/oscar/customer/partials/standard_tabs.html '
        'src/oscar/templates/oscar/customer/wishlists/wishlists_delete_product.html '
        'src/oscar/templates/oscar/customer/wishlists/wishlists_list.html '
        'src/oscar/templates/oscar/dashboard/pages/delete.html '
        'src/oscar/templates/oscar/dashboard/partials/advanced_search_modal.html '
        'src/oscar/templates/oscar/dashboard/partners/partner_manage.html '
        'src/oscar/templates/oscar/dashboard/partners/partner_user_list.html '
        'src/oscar/templates/oscar/dashboard/ranges/messages/range_saved.html '
        'src/oscar/templates/oscar/dashboard/ranges/range_delete.html '
        'src/oscar/templates/oscar/dashboard/ranges/range_product_list.html '
        'src/oscar/templates/oscar/dashboard/shipping/weight_based_detail.html '
        'src/oscar/templates/oscar/dashboard/users/alerts/delete.html '
        'src/oscar/templates/oscar/dashboard/users/detail.html '
        'src/oscar/templates/oscar/dashboard/users/user_row_checkbox.html '
        'src/oscar/templates/oscar/dashboard/widgets/popup_response.html '
        'src/oscar/templates/oscar/partials/form_field.html src/oscar/templates/oscar/partials/search.html '
        'src/oscar/templates/oscar/registration/password_reset_done.html '
        'src/oscar/templates/oscar/registration/password_reset_form.html '
        'src/oscar/templates/oscar/search/partials/facet.html src/oscar/test/testcases.py '
        'src/oscar/views/generic.py'
    ),
    'src/oscar/apps/customer': (
        '__init__.py admin.py mixins.py models.py views.py'
    ),
    'src/oscar/apps/dashboard/partners': (
        '__init__.py apps.py views.py'
    ),
    'src/oscar/apps/dashboard/reports': (
        'models.py utils.py views.py'
    ),
    'src/oscar/apps/offer': (
        'admin.py benefits.py custom.py models.py receivers.py utils.py'
    ),
    'src/oscar/apps/partner': (
        'admin.py availability.py models.py prices.py strategy.py'
    ),
    'src/oscar/apps/voucher': (
        'admin.py receivers.py utils.py'
    ),
    'src/oscar/core': (
        'compat.py exceptions.py thumbnails.py validators.py'
    ),
    'src/oscar/static_src/oscar/img/ui': (
        'icon-changelink.svg icon-deletelink.svg icon_arrow_left.png'
    ),
    'src/oscar/templates/oscar': (
        '404.html 500.html layout.html layout_3_col.html'
    ),
    'src/oscar/templates/oscar/checkout': (
        'checkout.html layout.html nav.html shipping_methods.html'
    ),
    'src/oscar/templates/oscar/communication/emails': (
        'commtype_email_changed_body.html commtype_email_changed_subject.txt commtype_order_placed_body.html '
        'commtype_product_alert_body.html commtype_product_alert_confirmation_subject.txt '
        'commtype_product_alert_subject.txt commtype_registration_body.html commtype_registration_sms.txt'
    ),
    'src/oscar/templates/oscar/dashboard/catalogue': (
        'attribute_option_group_list.html category_delete.html category_table.html product_list.html '
        'product_row_actions.html product_row_image.html'
    ),
    'src/oscar/templates/oscar/dashboard/offers': (
        'offer_detail.html offer_list.html summary.html'
    ),
    'src/oscar/templates/oscar/dashboard/reports/partials': (
        'offer_report.html open_basket_report.html product_report.html voucher_report.html'
    ),
    'src/oscar/templates/oscar/dashboard/vouchers': (
        'voucher_detail.html voucher_set_delete.html voucher_set_list.html'
    ),
    'src/oscar/templatetags': (
        'category_tags.py dashboard_tags.py reviews_tags.py url_tags.py'
    ),
    'src/oscar/test/factories': (
        'payment.py utils.py voucher.py wishlists.py'
    ),
}

OSCAR_PO_KIND = {
    '': (
        'src/oscar/locale/am_ET/LC_MESSAGES/django.po src/oscar/locale/ar/LC_MESSAGES/django.po '
        'src/oscar/locale/ar_EG/LC_MESSAGES/django.po src/oscar/locale/ar_SA/LC_MESSAGES/django.po '
        'src/oscar/locale/az/LC_MESSAGES/django.po src/oscar/locale/az_AZ/LC_MESSAGES/django.po '
        'src/oscar/locale/bg/LC_MESSAGES/django.po src/oscar/locale/bg_BG/LC_MESSAGES/django.po '
        'src/oscar/locale/bn/LC_MESSAGES/django.po src/oscar/locale/bn_BD/LC_MESSAGES/django.po '
        'src/oscar/locale/ca/LC_MESSAGES/django.po src/oscar/locale/ca_ES/LC_MESSAGES/django.po '
        'src/oscar/locale/cmn/LC_MESSAGES/django.po src/oscar/locale/crh/LC_MESSAGES/django.po '
        'src/oscar/locale/cs/LC_MESSAGES/django.po src/oscar/locale/cs_CZ/LC_MESSAGES/django.po '
        'src/oscar/locale/cy/LC_MESSAGES/django.po src/oscar/locale/da/LC_MESSAGES/django.po '
        'src/oscar/locale/de/LC_MESSAGES/django.po src/oscar/locale/el/LC_MESSAGES/django.po '
        'src/oscar/locale/el_GR/LC_MESSAGES/django.po src/oscar/locale/en/LC_MESSAGES/django.po '
        'src/oscar/locale/en_AU/LC_MESSAGES/django.po src/oscar/locale/en_US/LC_MESSAGES/django.po '
        'src/oscar/locale/es/LC_MESSAGES/django.po src/oscar/locale/es_AR/LC_MESSAGES/django.po '
        'src/oscar/locale/es_CL/LC_MESSAGES/django.po src/oscar/locale/es_MX/LC_MESSAGES/django.po '
        'src/oscar/locale/et/LC_MESSAGES/django.po src/oscar/locale/eu/LC_MESSAGES/django.po '
        'src/oscar/locale/fa/LC_MESSAGES/django.po src/oscar/locale/fa_IR/LC_MESSAGES/django.po '
        'src/oscar/locale/fi/LC_MESSAGES/django.po src/oscar/locale/fr/LC_MESSAGES/django.po '
        'src/oscar/locale/fr_CA/LC_MESSAGES/django.po src/oscar/locale/fr_FR/LC_MESSAGES/django.po '
        'src/oscar/locale/gu/LC_MESSAGES/django.po src/oscar/locale/gu_IN/LC_MESSAGES/django.po '
        'src/oscar/locale/he/LC_MESSAGES/django.po src/oscar/locale/hi/LC_MESSAGES/django.po '
        'src/oscar/locale/hi_IN/LC_MESSAGES/django.po src/oscar/locale/hr/LC_MESSAGES/django.po '
        'src/oscar/locale/hu/LC_MESSAGES/django.po src/oscar/locale/hu_HU/LC_MESSAGES/django.po '
        'src/oscar/locale/hy/LC_MESSAGES/django.po src/oscar/locale/hy_AM/LC_MESSAGES/django.po '
        'src/oscar/locale/id/LC_MESSAGES/django.po src/oscar/locale/id_ID/LC_MESSAGES/django.po '
        'src/oscar/locale/is_IS/LC_MESSAGES/django.po src/oscar/locale/it/LC_MESSAGES/django.po '
        'src/oscar/locale/ja/LC_MESSAGES/django.po src/oscar/locale/ka_GE/LC_MESSAGES/django.po '
        'src/oscar/locale/ko/LC_MESSAGES/django.po src/oscar/locale/lt/LC_MESSAGES/django.po '
        'src/oscar/locale/lv/LC_MESSAGES/django.po src/oscar/locale/ml/LC_MESSAGES/django.po '
        'src/oscar/locale/mr/LC_MESSAGES/django.po src/oscar/locale/ms/LC_MESSAGES/django.po '
        'src/oscar/locale/nb_NO/LC_MESSAGES/django.po src/oscar/locale/nl/LC_MESSAGES/django.po '
        'src/oscar/locale/pl/LC_MESSAGES/django.po src/oscar/locale/pt/LC_MESSAGES/django.po '
        'src/oscar/locale/pt_BR/LC_MESSAGES/django.po src/oscar/locale/pt_PT/LC_MESSAGES/django.po '
        'src/oscar/locale/ro_RO/LC_MESSAGES/django.po src/oscar/locale/ru/LC_MESSAGES/django.po '
        'src/oscar/locale/ru@petr1708/LC_MESSAGES/django.po src/oscar/locale/ru_RU/LC_MESSAGES/django.po '
        'src/oscar/locale/sk/LC_MESSAGES/django.po src/oscar/locale/sk_SK/LC_MESSAGES/django.po '
        'src/oscar/locale/sl_SI/LC_MESSAGES/django.po src/oscar/locale/sr/LC_MESSAGES/django.po '
        'src/oscar/locale/sv/LC_MESSAGES/django.po src/oscar/locale/sv_SE/LC_MESSAGES/django.po '
        'src/oscar/locale/sw/LC_MESSAGES/django.po src/oscar/locale/sw_KE/LC_MESSAGES/django.po '
        'src/oscar/locale/th/LC_MESSAGES/django.po src/oscar/locale/th_TH/LC_MESSAGES/django.po '
        'src/oscar/locale/tr/LC_MESSAGES/django.po src/oscar/locale/tr_CY/LC_MESSAGES/django.po '
        'src/oscar/locale/tr_TR/LC_MESSAGES/django.po src/oscar/locale/uk/LC_MESSAGES/django.po '
        'src/oscar/locale/uk_UA/LC_MESSAGES/django.po src/oscar/locale/vi/LC_MESSAGES/django.po '
        'src/oscar/locale/zh-Hans/LC_MESSAGES/django.po src/oscar/locale/zh-Hant/LC_MESSAGES/django.po '
        'src/oscar/locale/zh/LC_MESSAGES/django.po src/oscar/locale/zh_CN.GB2312/LC_MESSAGES/django.po '
        'src/oscar/locale/zh_CN/LC_MESSAGES/django.po src/oscar/locale/zh_HK/LC_MESSAGES/django.po '
        'src/oscar/locale/zh_SG/LC_MESSAGES/django.po src/oscar/locale/zh_TW.Big5/LC_MESSAGES/django.po '
        'src/oscar/locale/zh_TW/LC_MESSAGES/django.po'
    ),
}

OSCAR_PO_OTHER = {
    '': (
        'src/oscar/apps/address/forms.py src/oscar/apps/catalogue/reviews/managers.py '
        'src/oscar/apps/communication/apps.py src/oscar/apps/communication/migrations/0001_initial.py '
        'src/oscar/apps/customer/admin.py src/oscar/apps/customer/forms.py '
        'src/oscar/apps/customer/alerts/utils.py '
        'src/oscar/apps/customer/migrations/0008_assign_permissions_to_staff.py '
        'src/oscar/apps/customer/wishlists/views.py src/oscar/apps/dashboard/catalogue/bulk_actions.py '
        'src/oscar/apps/dashboard/catalogue/views.py src/oscar/apps/dashboard/communications/__init__.py '
        'src/oscar/apps/dashboard/nav.py src/oscar/apps/dashboard/offers/views.py '
        'src/oscar/apps/dashboard/orders/__init__.py src/oscar/apps/dashboard/orders/views.py '
        'src/oscar/apps/dashboard/pages/__init__.py src/oscar/apps/dashboard/pages/forms.py '
        'src/oscar/apps/dashboard/partners/apps.py src/oscar/apps/dashboard/reports/apps.py '
        'src/oscar/apps/dashboard/reports/utils.py src/oscar/apps/dashboard/users/tables.py '
        'src/oscar/apps/dashboard/vouchers/__init__.py src/oscar/apps/dashboard/vouchers/forms.py '
        'src/oscar/apps/order/migrations/0006_orderstatuschange.py '
        'src/oscar/apps/order/migrations/0020_alter_order_analytics_tracked.py '
        'src/oscar/apps/payment/abstract_models.py '
        'src/oscar/apps/payment/migrations/0005_auto_20200801_0817.py '
        'src/oscar/apps/search/context_processors.py src/oscar/apps/search/forms.py '
        'src/oscar/apps/search/views/base.py src/oscar/apps/shipping/apps.py '
        'src/oscar/apps/voucher/migrations/0002_auto_20170418_2132.py src/oscar/config.py '
        'src/oscar/locale/am_ET/LC_MESSAGES/django.mo src/oscar/locale/ar/LC_MESSAGES/django.mo '
        'src/oscar/locale/ar_EG/LC_MESSAGES/django.mo src/oscar/locale/ar_SA/LC_MESSAGES/django.mo '
        'src/oscar/locale/az/LC_MESSAGES/django.mo src/oscar/locale/az_AZ/LC_MESSAGES/django.mo '
        'src/oscar/locale/bg/LC_MESSAGES/django.mo src/oscar/locale/bg_BG/LC_MESSAGES/django.mo '
        'src/oscar/locale/bn/LC_MESSAGES/django.mo src/oscar/locale/bn_BD/LC_MESSAGES/django.mo '
        'src/oscar/locale/ca/LC_MESSAGES/django.mo src/oscar/locale/ca_ES/LC_MESSAGES/django.mo '
        'src/oscar/locale/cmn/LC_MESSAGES/django.mo src/oscar/locale/crh/LC_MESSAGES/django.mo '
        'src/oscar/locale/cs/LC_MESSAGES/django.mo src/oscar/locale/cs_CZ/LC_MESSAGES/django.mo '
        'src/oscar/locale/cy/LC_MESSAGES/django.mo src/oscar/locale/da/LC_MESSAGES/django.mo '
        'src/oscar/locale/de/LC_MESSAGES/django.mo src/oscar/locale/el/LC_MESSAGES/django.mo '
        'src/oscar/locale/el_GR/LC_MESSAGES/django.mo src/oscar/locale/en/LC_MESSAGES/django.mo '
        'src/oscar/locale/en_AU/LC_MESSAGES/django.mo src/oscar/locale/en_US/LC_MESSAGES/django.mo '
        'src/oscar/locale/es/LC_MESSAGES/django.mo src/oscar/locale/es_AR/LC_MESSAGES/django.mo '
        'src/oscar/locale/es_CL/LC_MESSAGES/django.mo src/oscar/locale/es_MX/LC_MESSAGES/django.mo '
        'src/oscar/locale/et/LC_MESSAGES/django.mo src/oscar/locale/eu/LC_MESSAGES/django.mo '
        'src/oscar/locale/fa/LC_MESSAGES/django.mo src/oscar/locale/fa_IR/LC_MESSAGES/django.mo '
        'src/oscar/locale/fi/LC_MESSAGES/django.mo src/oscar/locale/fr/LC_MESSAGES/django.mo '
        'src/oscar/locale/fr_CA/LC_MESSAGES/django.mo src/oscar/locale/fr_FR/LC_MESSAGES/django.mo '
        'src/oscar/locale/gu/LC_MESSAGES/django.mo src/oscar/locale/gu_IN/LC_MESSAGES/django.mo '
        'src/oscar/locale/he/LC_MESSAGES/django.mo src/oscar/locale/hi/LC_MESSAGES/django.mo '
        'src/oscar/locale/hi_IN/LC_MESSAGES/django.mo src/oscar/locale/hr/LC_MESSAGES/django.mo '
        'src/oscar/locale/hu/LC_MESSAGES/django.mo src/oscar/locale/hu_HU/LC_MESSAGES/django.mo '
        'src/oscar/locale/hy/LC_MESSAGES/django.mo src/oscar/locale/hy_AM/LC_MESSAGES/django.mo '
        'src/oscar/locale/id/LC_MESSAGES/django.mo src/oscar/locale/id_ID/LC_MESSAGES/django.mo '
        'src/oscar/locale/is_IS/LC_MESSAGES/django.mo src/oscar/locale/it/LC_MESSAGES/django.mo '
        'src/oscar/locale/ja/LC_MESSAGES/django.mo src/oscar/locale/ka_GE/LC_MESSAGES/django.mo '
        'src/oscar/locale/ko/LC_MESSAGES/django.mo src/oscar/locale/lt/LC_MESSAGES/django.mo '
        'src/oscar/locale/lv/LC_MESSAGES/django.mo src/oscar/locale/ml/LC_MESSAGES/django.mo '
        'src/oscar/locale/mr/LC_MESSAGES/django.mo src/oscar/locale/ms/LC_MESSAGES/django.mo '
        'src/oscar/locale/nb_NO/LC_MESSAGES/django.mo src/oscar/locale/nl/LC_MESSAGES/django.mo '
        'src/oscar/locale/pl/LC_MESSAGES/django.mo src/oscar/locale/pt/LC_MESSAGES/django.mo '
        'src/oscar/locale/pt_BR/LC_MESSAGES/django.mo src/oscar/locale/pt_PT/LC_MESSAGES/django.mo '
        'src/oscar/locale/ro_RO/LC_MESSAGES/django.mo src/oscar/locale/ru/LC_MESSAGES/django.mo '
        'src/oscar/locale/ru@petr1708/LC_MESSAGES/django.mo src/oscar/locale/ru_RU/LC_MESSAGES/django.mo '
        'src/oscar/locale/sk/LC_MESSAGES/django.mo src/oscar/locale/sk_SK/LC_MESSAGES/django.mo '
        'src/oscar/locale/sl_SI/LC_MESSAGES/django.mo src/oscar/locale/sr/LC_MESSAGES/django.mo '
        'src/oscar/locale/sv/LC_MESSAGES/django.mo src/oscar/locale/sv_SE/LC_MESSAGES/django.mo '
        'src/oscar/locale/sw/LC_MESSAGES/django.mo src/oscar/locale/sw_KE/LC_MESSAGES/django.mo '
        'src/oscar/locale/th/LC_MESSAGES/django.mo src/oscar/locale/th_TH/LC_MESSAGES/django.mo '
        'src/oscar/locale/tr/LC_MESSAGES/django.mo src/oscar/locale/tr_CY/LC_MESSAGES/django.mo '
        'src/oscar/locale/tr_TR/LC_MESSAGES/django.mo src/oscar/locale/uk/LC_MESSAGES/django.mo '
        'src/oscar/locale/uk_UA/LC_MESSAGES/django.mo src/oscar/locale/vi/LC_MESSAGES/django.mo '
        'src/oscar/locale/zh-Hans/LC_MESSAGES/django.mo src/oscar/locale/zh-Hant/LC_MESSAGES/django.mo '
        'src/oscar/locale/zh/LC_MESSAGES/django.mo src/oscar/locale/zh_CN.GB2312/LC_MESSAGES/django.mo '
        'src/oscar/locale/zh_CN/LC_MESSAGES/django.mo src/oscar/locale/zh_HK/LC_MESSAGES/django.mo '
        'src/oscar/locale/zh_SG/LC_MESSAGES/django.mo src/oscar/locale/zh_TW.Big5/LC_MESSAGES/django.mo '
        'src/oscar/locale/zh_TW/LC_MESSAGES/django.mo '
        'src/oscar/static_src/oscar/img/ui/dashboard/logo_oscar.png '
        'src/oscar/static_src/oscar/js/oscar/dashboard.js '
        'src/oscar/static_src/oscar/scss/dashboard/index.scss '
        'src/oscar/static_src/oscar/scss/page/reviews.scss '
        'src/oscar/templates/oscar/basket/messages/addition.html '
        'src/oscar/templates/oscar/catalogue/category.html '
        'src/oscar/templates/oscar/catalogue/reviews/review_form.html '
        'src/oscar/templates/oscar/checkout/payment_details.html '
        'src/oscar/templates/oscar/checkout/user_address_form.html '
        'src/oscar/templates/oscar/customer/address/address_list.html '
        'src/oscar/templates/oscar/customer/alerts/alert_list.html '
        'src/oscar/templates/oscar/customer/login_registration.html '
        'src/oscar/templates/oscar/dashboard/catalogue/messages/product_saved.html '
        'src/oscar/templates/oscar/dashboard/comms/list.html '
        'src/oscar/templates/oscar/dashboard/reports/index.html '
        'src/oscar/templates/oscar/dashboard/reports/partials/offer_report.html '
        'src/oscar/templates/oscar/dashboard/shipping/messages/band_created.html '
        'src/oscar/templates/oscar/dashboard/shipping/messages/method_deleted.html '
        'src/oscar/templates/oscar/dashboard/users/index.html '
        'src/oscar/templates/oscar/dashboard/users/user_row_actions.html '
        'src/oscar/templates/oscar/partials/form_field.html '
        'src/oscar/templates/oscar/partials/nav_primary.html '
        'src/oscar/templates/oscar/search/indexes/product/item_text.txt src/oscar/test/factories/utils.py '
        'src/oscar/test/factories/voucher.py src/oscar/test/testcases.py'
    ),
    'src/oscar/apps/catalogue/migrations': (
        '0019_option_required.py 0028_product_priority.py 0029_product_code.py __init__.py'
    ),
    'src/oscar/apps/checkout': (
        '__init__.py calculators.py models.py'
    ),
    'src/oscar/apps/offer': (
        'custom.py models.py utils.py'
    ),
    'src/oscar/apps/offer/migrations': (
        '0003_auto_20161120_1707.py 0009_auto_20200801_0817.py __init__.py'
    ),
    'src/oscar/apps/order': (
        '__init__.py models.py utils.py'
    ),
    'src/oscar/core': (
        'decorators.py thumbnails.py utils.py'
    ),
    'src/oscar/templates/oscar': (
        'README.rst base.html error.html'
    ),
    'src/oscar/templates/oscar/catalogue/partials': (
        'add_to_basket_form.html add_to_wishlist.html product.html'
    ),
    'src/oscar/templates/oscar/communication/emails': (
        'commtype_order_placed_body.txt commtype_password_reset_body.html '
        'commtype_product_alert_confirmation_body.txt commtype_product_alert_subject.txt '
        'commtype_registration_sms.txt'
    ),
    'src/oscar/templates/oscar/dashboard/catalogue': (
        'attribute_option_group_form.html category_delete.html category_form.html category_row_actions.html '
        'product_class_list.html product_row_image.html'
    ),
    'src/oscar/templates/oscar/dashboard/partials': (
        'form_fields.html form_fields_inline.html product_images.html'
    ),
    'src/oscar/templates/oscar/dashboard/vouchers': (
        'voucher_list.html voucher_set_delete.html voucher_set_detail.html'
    ),
    'src/oscar/templatetags': (
        '__init__.py dashboard_tags.py display_tags.py history_tags.py shipping_tags.py'
    ),
}

POP909_MIDI_KIND = {
    '': (
        'POP909/006/006.mid POP909/007/007.mid POP909/009/009.mid POP909/012/012.mid POP909/014/014.mid '
        'POP909/015/015.mid POP909/018/018.mid POP909/019/019.mid POP909/022/022.mid POP909/047/047.mid '
        'POP909/058/058.mid POP909/060/060.mid POP909/063/063.mid POP909/067/067.mid POP909/068/068.mid '
        'POP909/078/078.mid POP909/079/079.mid POP909/081/081.mid POP909/086/086.mid POP909/090/090.mid '
        'POP909/091/091.mid POP909/092/092.mid POP909/095/095.mid POP909/096/096.mid POP909/104/104.mid '
        'POP909/109/109.mid POP909/110/110.mid POP909/118/118.mid POP909/121/121.mid POP909/126/126.mid '
        'POP909/130/130.mid POP909/133/133.mid POP909/134/134.mid POP909/135/135.mid POP909/137/137.mid '
        'POP909/140/140.mid POP909/141/141.mid POP909/144/144.mid POP909/147/147.mid POP909/149/149.mid '
        'POP909/150/150.mid POP909/152/152.mid POP909/155/155.mid POP909/156/156.mid POP909/165/165.mid '
        'POP909/167/167.mid POP909/168/168.mid POP909/171/171.mid POP909/174/174.mid POP909/175/175.mid '
        'POP909/177/177.mid POP909/179/179.mid POP909/181/181.mid POP909/183/183.mid POP909/186/186.mid '
        'POP909/188/188.mid POP909/195/195.mid POP909/201/201.mid POP909/203/203.mid POP909/206/206.mid '
        'POP909/207/207.mid POP909/209/209.mid POP909/212/212.mid POP909/217/217.mid POP909/219/219.mid '
        'POP909/221/221.mid POP909/222/222.mid POP909/225/225.mid POP909/226/226.mid POP909/231/231.mid '
        'POP909/236/236.mid POP909/237/237.mid POP909/241/241.mid POP909/244/244.mid POP909/246/246.mid '
        'POP909/249/249.mid POP909/253/253.mid POP909/256/256.mid POP909/260/260.mid POP909/263/263.mid '
        'POP909/264/264.mid POP909/266/266.mid POP909/267/267.mid POP909/269/269.mid POP909/271/271.mid '
        'POP909/272/272.mid POP909/274/274.mid POP909/275/275.mid POP909/277/277.mid POP909/278/278.mid '
        'POP909/279/279.mid POP909/280/280.mid POP909/281/281.mid POP909/282/282.mid POP909/283/283.mid '
        'POP909/288/288.mid POP909/289/289.mid POP909/291/291.mid POP909/294/294.mid POP909/300/300.mid '
        'POP909/303/303.mid POP909/305/305.mid POP909/307/307.mid POP909/308/308.mid POP909/309/309.mid '
        'POP909/311/311.mid POP909/316/316.mid POP909/322/322.mid POP909/323/323.mid POP909/333/333.mid '
        'POP909/336/336.mid POP909/337/337.mid POP909/343/343.mid POP909/344/344.mid POP909/347/347.mid '
        'POP909/348/348.mid POP909/351/351.mid POP909/355/355.mid POP909/356/356.mid POP909/359/359.mid '
        'POP909/361/361.mid POP909/367/367.mid POP909/370/370.mid POP909/373/373.mid POP909/374/374.mid '
        'POP909/375/375.mid POP909/378/378.mid POP909/383/383.mid POP909/384/384.mid POP909/390/390.mid '
        'POP909/395/395.mid POP909/403/403.mid POP909/407/407.mid POP909/410/410.mid POP909/412/412.mid '
        'POP909/413/413.mid POP909/414/414.mid POP909/415/415.mid POP909/416/416.mid POP909/417/417.mid '
        'POP909/418/418.mid POP909/420/420.mid POP909/425/425.mid POP909/426/426.mid POP909/427/427.mid '
        'POP909/433/433.mid POP909/434/434.mid POP909/435/435.mid POP909/437/437.mid POP909/445/445.mid '
        'POP909/448/448.mid POP909/449/449.mid POP909/458/458.mid POP909/460/460.mid POP909/466/466.mid '
        'POP909/467/467.mid POP909/470/470.mid POP909/478/478.mid POP909/479/479.mid POP909/481/481.mid '
        'POP909/484/484.mid POP909/487/487.mid POP909/489/489.mid POP909/490/490.mid POP909/492/492.mid '
        'POP909/502/502.mid POP909/503/503.mid POP909/504/504.mid POP909/506/506.mid POP909/508/508.mid '
        'POP909/512/512.mid POP909/513/513.mid POP909/519/519.mid POP909/520/520.mid POP909/522/522.mid '
        'POP909/525/525.mid POP909/526/526.mid POP909/527/527.mid POP909/533/533.mid POP909/535/535.mid '
        'POP909/537/537.mid POP909/539/539.mid POP909/540/540.mid POP909/543/543.mid POP909/546/546.mid '
        'POP909/548/548.mid POP909/551/551.mid POP909/552/552.mid POP909/554/554.mid POP909/555/555.mid '
        'POP909/557/557.mid POP909/558/558.mid POP909/562/562.mid POP909/566/566.mid POP909/570/570.mid '
        'POP909/572/572.mid POP909/573/573.mid POP909/579/579.mid POP909/582/582.mid POP909/583/583.mid '
        'POP909/586/586.mid POP909/587/587.mid POP909/588/588.mid POP909/590/590.mid POP909/592/592.mid '
        'POP909/593/593.mid POP909/602/602.mid POP909/603/603.mid POP909/608/608.mid POP909/615/615.mid '
        'POP909/618/618.mid POP909/621/621.mid POP909/622/622.mid POP909/626/626.mid POP909/631/631.mid '
        'POP909/644/644.mid POP909/645/645.mid POP909/647/647.mid POP909/653/653.mid POP909/655/655.mid '
        'POP909/663/663.mid POP909/664/664.mid POP909/665/665.mid POP909/666/666.mid POP909/668/668.mid '
        'POP909/674/674.mid POP909/677/677.mid POP909/678/678.mid POP909/688/688.mid POP909/691/691.mid '
        'POP909/692/692.mid POP909/694/694.mid POP909/697/697.mid POP909/698/698.mid POP909/701/701.mid '
        'POP909/703/703.mid POP909/704/704.mid POP909/706/706.mid POP909/709/709.mid POP909/716/716.mid '
        'POP909/719/719.mid POP909/720/720.mid POP909/722/722.mid POP909/725/725.mid POP909/726/726.mid '
        'POP909/730/730.mid POP909/734/734.mid POP909/739/739.mid POP909/742/742.mid POP909/745/745.mid '
        'POP909/748/748.mid POP909/753/753.mid POP909/757/757.mid POP909/761/761.mid POP909/765/765.mid '
        'POP909/767/767.mid POP909/768/768.mid POP909/771/771.mid POP909/775/775.mid POP909/777/777.mid '
        'POP909/779/779.mid POP909/781/781.mid POP909/782/782.mid POP909/791/791.mid POP909/793/793.mid '
        'POP909/800/800.mid POP909/801/801.mid POP909/804/804.mid POP909/807/807.mid POP909/809/809.mid '
        'POP909/810/810.mid POP909/812/812.mid POP909/813/813.mid POP909/814/814.mid POP909/823/823.mid '
        'POP909/825/825.mid POP909/826/826.mid POP909/830/830.mid POP909/831/831.mid POP909/834/834.mid '
        'POP909/840/840.mid POP909/846/846.mid POP909/854/854.mid POP909/855/855.mid POP909/856/856.mid '
        'POP909/862/862.mid POP909/863/863.mid POP909/865/865.mid POP909/869/869.mid POP909/874/874.mid '
        'POP909/875/875.mid POP909/876/876.mid POP909/889/889.mid POP909/892/892.mid POP909/896/896.mid '
        'POP909/898/898.mid POP909/900/900.mid POP909/901/901.mid POP909/902/902.mid POP909/909/909.mid'
    ),
}

POP909_MIDI_OTHER = {
    '': (
        'POP909/015/key_audio.txt POP909/047/beat_midi.txt POP909/060/key_audio.txt '
        'POP909/068/chord_audio.txt POP909/068/chord_midi.txt POP909/078/beat_audio.txt '
        'POP909/086/chord_audio.txt POP909/095/chord_audio.txt POP909/109/key_audio.txt '
        'POP909/118/beat_midi.txt POP909/126/beat_midi.txt POP909/134/beat_audio.txt '
        'POP909/134/chord_midi.txt POP909/137/beat_midi.txt POP909/141/key_audio.txt '
        'POP909/165/beat_audio.txt POP909/165/chord_audio.txt POP909/171/chord_midi.txt '
        'POP909/175/key_audio.txt POP909/179/chord_audio.txt POP909/186/chord_audio.txt '
        'POP909/203/chord_midi.txt POP909/206/beat_midi.txt POP909/207/beat_audio.txt '
        'POP909/209/chord_audio.txt POP909/209/key_audio.txt POP909/212/beat_midi.txt '
        'POP909/212/chord_midi.txt POP909/222/beat_audio.txt POP909/226/chord_midi.txt '
        'POP909/236/chord_audio.txt POP909/241/beat_midi.txt POP909/246/chord_midi.txt '
        'POP909/249/beat_midi.txt POP909/253/key_audio.txt POP909/256/beat_audio.txt POP909/256/beat_midi.txt '
        'POP909/260/beat_midi.txt POP909/263/beat_audio.txt POP909/264/beat_midi.txt '
        'POP909/266/chord_midi.txt POP909/267/key_audio.txt POP909/271/chord_audio.txt '
        'POP909/271/chord_midi.txt POP909/272/chord_audio.txt POP909/272/key_audio.txt '
        'POP909/275/beat_audio.txt POP909/275/key_audio.txt POP909/280/beat_audio.txt '
        'POP909/280/chord_midi.txt POP909/281/beat_midi.txt POP909/283/beat_midi.txt '
        'POP909/283/chord_audio.txt POP909/288/chord_midi.txt POP909/289/chord_midi.txt '
        'POP909/294/key_audio.txt POP909/300/beat_midi.txt POP909/307/beat_audio.txt '
        'POP909/311/chord_midi.txt POP909/311/key_audio.txt POP909/316/beat_audio.txt '
        'POP909/316/key_audio.txt POP909/322/chord_audio.txt POP909/322/key_audio.txt '
        'POP909/336/chord_midi.txt POP909/343/beat_midi.txt POP909/348/beat_midi.txt '
        'POP909/348/chord_midi.txt POP909/351/chord_audio.txt POP909/356/beat_midi.txt '
        'POP909/361/chord_audio.txt POP909/367/chord_midi.txt POP909/370/beat_midi.txt '
        'POP909/370/chord_audio.txt POP909/373/chord_midi.txt POP909/374/chord_audio.txt '
        'POP909/375/chord_midi.txt POP909/378/chord_audio.txt POP909/384/beat_audio.txt '
        'POP909/390/beat_audio.txt POP909/395/beat_audio.txt POP909/403/chord_midi.txt '
        'POP909/403/key_audio.txt POP909/407/beat_audio.txt POP909/407/chord_midi.txt '
        'POP909/412/beat_audio.txt POP909/412/key_audio.txt POP909/414/beat_audio.txt '
        'POP909/414/key_audio.txt POP909/416/chord_audio.txt POP909/416/chord_midi.txt '
        'POP909/417/chord_audio.txt POP909/420/beat_audio.txt POP909/420/beat_midi.txt '
        'POP909/426/beat_audio.txt POP909/426/chord_audio.txt POP909/433/beat_audio.txt '
        'POP909/433/key_audio.txt POP909/434/beat_audio.txt POP909/445/chord_audio.txt '
        'POP909/445/key_audio.txt POP909/448/chord_midi.txt POP909/458/chord_midi.txt '
        'POP909/466/key_audio.txt POP909/478/beat_audio.txt POP909/481/chord_audio.txt '
        'POP909/484/beat_midi.txt POP909/487/beat_audio.txt POP909/487/chord_audio.txt '
        'POP909/503/chord_audio.txt POP909/504/beat_midi.txt POP909/506/chord_midi.txt '
        'POP909/508/chord_midi.txt POP909/512/chord_audio.txt POP909/512/key_audio.txt '
        'POP909/513/beat_audio.txt POP909/520/beat_audio.txt POP909/520/beat_midi.txt '
        'POP909/525/beat_audio.txt POP909/525/chord_audio.txt POP909/526/chord_audio.txt '
        'POP909/527/chord_audio.txt POP909/540/beat_audio.txt POP909/548/key_audio.txt '
        'POP909/554/beat_midi.txt POP909/557/chord_audio.txt POP909/558/chord_midi.txt '
        'POP909/562/chord_audio.txt POP909/566/beat_midi.txt POP909/572/chord_audio.txt '
        'POP909/573/chord_audio.txt POP909/573/key_audio.txt POP909/582/chord_midi.txt '
        'POP909/583/beat_midi.txt POP909/586/key_audio.txt POP909/587/chord_audio.txt '
        'POP909/587/key_audio.txt POP909/618/chord_midi.txt POP909/622/chord_midi.txt '
        'POP909/626/beat_midi.txt POP909/631/key_audio.txt POP909/653/key_audio.txt POP909/663/chord_midi.txt '
        'POP909/665/beat_audio.txt POP909/666/beat_midi.txt POP909/666/chord_midi.txt '
        'POP909/674/key_audio.txt POP909/677/chord_audio.txt POP909/678/beat_midi.txt '
        'POP909/691/chord_midi.txt POP909/692/beat_midi.txt POP909/698/key_audio.txt '
        'POP909/703/beat_audio.txt POP909/709/beat_midi.txt POP909/709/chord_midi.txt '
        'POP909/716/chord_audio.txt POP909/720/beat_midi.txt POP909/726/chord_midi.txt '
        'POP909/753/key_audio.txt POP909/757/chord_midi.txt POP909/761/beat_midi.txt POP909/765/key_audio.txt '
        'POP909/768/beat_audio.txt POP909/771/chord_midi.txt POP909/775/beat_audio.txt '
        'POP909/775/chord_audio.txt POP909/781/chord_audio.txt POP909/807/chord_midi.txt '
        'POP909/807/key_audio.txt POP909/810/key_audio.txt POP909/823/beat_midi.txt POP909/823/key_audio.txt '
        'POP909/825/chord_audio.txt POP909/826/chord_audio.txt POP909/826/chord_midi.txt '
        'POP909/830/chord_midi.txt POP909/834/key_audio.txt POP909/846/chord_audio.txt '
        'POP909/854/beat_midi.txt POP909/854/key_audio.txt POP909/855/chord_midi.txt POP909/862/beat_midi.txt '
        'POP909/863/beat_audio.txt POP909/865/key_audio.txt POP909/874/beat_midi.txt '
        'POP909/876/chord_audio.txt POP909/889/beat_audio.txt POP909/889/chord_midi.txt '
        'POP909/896/beat_midi.txt POP909/900/beat_midi.txt POP909/901/chord_midi.txt'
    ),
    'POP909/022': (
        'beat_midi.txt chord_audio.txt key_audio.txt'
    ),
    'POP909/121': (
        'beat_audio.txt beat_midi.txt chord_midi.txt'
    ),
    'POP909/435': (
        'beat_audio.txt chord_audio.txt key_audio.txt'
    ),
}

POP909_VERSIONS_KIND = {
    '': (
        'POP909/005/versions/005-v1.mid POP909/006/versions/006-v1.mid POP909/007/versions/007-v1.mid '
        'POP909/009/versions/009-v1.mid POP909/011/versions/011-v3.mid POP909/016/versions/016-v2.mid '
        'POP909/040/versions/040-v1.mid POP909/049/versions/049-v2.mid POP909/055/versions/055-v1.mid '
        'POP909/063/versions/063-v4.mid POP909/064/versions/064-v1.mid POP909/066/versions/066-v2.mid '
        'POP909/072/versions/072-v1.mid POP909/073/versions/073-v2.mid POP909/073/versions/073-v4.mid '
        'POP909/080/versions/080-v3.mid POP909/082/versions/082-v1.mid POP909/082/versions/082-v3.mid '
        'POP909/087/versions/087-v4.mid POP909/089/versions/089-v1.mid POP909/094/versions/094-v2.mid '
        'POP909/096/versions/096-v3.mid POP909/100/versions/100-v1.mid POP909/103/versions/103-v3.mid '
        'POP909/108/versions/108-v3.mid POP909/110/versions/110-v2.mid POP909/111/versions/111-v1.mid '
        'POP909/111/versions/111-v4.mid POP909/112/versions/112-v2.mid POP909/113/versions/113-v1.mid '
        'POP909/113/versions/113-v3.mid POP909/119/versions/119-v4.mid POP909/128/versions/128-v1.mid '
        'POP909/131/versions/131-v1.mid POP909/132/versions/132-v2.mid POP909/135/versions/135-v1.mid '
        'POP909/137/versions/137-v2.mid POP909/140/versions/140-v3.mid POP909/144/versions/144-v1.mid '
        'POP909/144/versions/144-v4.mid POP909/151/versions/151-v1.mid POP909/157/versions/157-v4.mid '
        'POP909/159/versions/159-v3.mid POP909/161/versions/161-v1.mid POP909/162/versions/162-v1.mid '
        'POP909/162/versions/162-v2.mid POP909/164/versions/164-v2.mid POP909/169/versions/169-v1.mid '
        'POP909/175/versions/175-v1.mid POP909/180/versions/180-v1.mid POP909/180/versions/180-v2.mid '
        'POP909/183/versions/183-v1.mid POP909/184/versions/184-v2.mid POP909/188/versions/188-v2.mid '
        'POP909/195/versions/195-v1.mid POP909/198/versions/198-v3.mid POP909/200/versions/200-v4.mid '
        'POP909/203/versions/203-v1.mid POP909/212/versions/212-v1.mid POP909/215/versions/215-v1.mid '
        'POP909/217/versions/217-v2.mid POP909/218/versions/218-v3.mid POP909/220/versions/220-v1.mid '
        'POP909/220/versions/220-v2.mid POP909/225/versions/225-v1.mid POP909/227/versions/227-v2.mid '
        'POP909/227/versions/227-v3.mid POP909/229/versions/229-v2.mid POP909/232/versions/232-v2.mid '
        'POP909/233/versions/233-v1.mid POP909/235/versions/235-v1.mid POP909/236/versions/236-v1.mid '
        'POP909/237/versions/237-v1.mid POP909/244/versions/244-v2.mid POP909/247/versions/247-v2.mid '
        'POP909/260/versions/260-v3.mid POP909/261/versions/261-v2.mid POP909/264/versions/264-v1.mid '
        'POP909/265/versions/265-v2.mid POP909/266/versions/266-v3.mid POP909/267/versions/267-v1.mid '
        'POP909/276/versions/276-v1.mid POP909/282/versions/282-v2.mid POP909/284/versions/284-v3.mid '
        'POP909/285/versions/285-v2.mid POP909/291/versions/291-v1.mid POP909/292/versions/292-v1.mid '
        'POP909/295/versions/295-v1.mid POP909/296/versions/296-v1.mid POP909/299/versions/299-v1.mid '
        'POP909/301/versions/301-v3.mid POP909/303/versions/303-v1.mid POP909/305/versions/305-v2.mid '
        'POP909/311/versions/311-v1.mid POP909/314/versions/314-v1.mid POP909/318/versions/318-v1.mid '
        'POP909/320/versions/320-v2.mid POP909/323/versions/323-v3.mid POP909/327/versions/327-v1.mid '
        'POP909/327/versions/327-v2.mid POP909/337/versions/337-v1.mid POP909/343/versions/343-v2.mid '
        'POP909/347/versions/347-v1.mid POP909/350/versions/350-v2.mid POP909/351/versions/351-v2.mid '
        'POP909/352/versions/352-v4.mid POP909/353/versions/353-v1.mid POP909/354/versions/354-v1.mid '
        'POP909/354/versions/354-v2.mid POP909/356/versions/356-v1.mid POP909/358/versions/358-v1.mid '
        'POP909/360/versions/360-v2.mid POP909/367/versions/367-v1.mid POP909/367/versions/367-v3.mid '
        'POP909/369/versions/369-v7.mid POP909/372/versions/372-v1.mid POP909/374/versions/374-v1.mid '
        'POP909/378/versions/378-v3.mid POP909/379/versions/379-v1.mid POP909/382/versions/382-v3.mid '
        'POP909/383/versions/383-v2.mid POP909/392/versions/392-v8.mid POP909/405/versions/405-v2.mid '
        'POP909/406/versions/406-v1.mid POP909/416/versions/416-v1.mid POP909/419/versions/419-v1.mid '
        'POP909/421/versions/421-v3.mid POP909/424/versions/424-v2.mid POP909/429/versions/429-v1.mid '
        'POP909/430/versions/430-v1.mid POP909/431/versions/431-v1.mid POP909/432/versions/432-v2.mid '
        'POP909/433/versions/433-v1.mid POP909/446/versions/446-v2.mid POP909/448/versions/448-v2.mid '
        'POP909/450/versions/450-v2.mid POP909/452/versions/452-v1.mid POP909/455/versions/455-v1.mid '
        'POP909/459/versions/459-v1.mid POP909/465/versions/465-v1.mid POP909/465/versions/465-v2.mid '
        'POP909/466/versions/466-v1.mid POP909/478/versions/478-v1.mid POP909/478/versions/478-v2.mid '
        'POP909/479/versions/479-v1.mid POP909/484/versions/484-v1.mid POP909/487/versions/487-v1.mid '
        'POP909/490/versions/490-v3.mid POP909/491/versions/491-v3.mid POP909/495/versions/495-v1.mid '
        'POP909/497/versions/497-v1.mid POP909/500/versions/500-v1.mid POP909/501/versions/501-v2.mid '
        'POP909/504/versions/504-v1.mid POP909/505/versions/505-v2.mid POP909/508/versions/508-v1.mid '
        'POP909/510/versions/510-v1.mid POP909/515/versions/515-v1.mid POP909/517/versions/517-v1.mid '
        'POP909/518/versions/518-v1.mid POP909/519/versions/519-v1.mid POP909/527/versions/527-v1.mid '
        'POP909/530/versions/530-v1.mid POP909/534/versions/534-v1.mid POP909/536/versions/536-v1.mid '
        'POP909/536/versions/536-v2.mid POP909/537/versions/537-v2.mid POP909/539/versions/539-v1.mid '
        'POP909/543/versions/543-v1.mid POP909/550/versions/550-v3.mid POP909/551/versions/551-v2.mid '
        'POP909/556/versions/556-v1.mid POP909/562/versions/562-v1.mid POP909/566/versions/566-v1.mid '
        'POP909/568/versions/568-v5.mid POP909/572/versions/572-v1.mid POP909/572/versions/572-v2.mid '
        'POP909/576/versions/576-v1.mid POP909/588/versions/588-v1.mid POP909/589/versions/589-v2.mid '
        'POP909/590/versions/590-v2.mid POP909/608/versions/608-v2.mid POP909/613/versions/613-v1.mid '
        'POP909/618/versions/618-v1.mid POP909/631/versions/631-v2.mid POP909/633/versions/633-v1.mid '
        'POP909/635/versions/635-v2.mid POP909/639/versions/639-v1.mid POP909/639/versions/639-v4.mid '
        'POP909/640/versions/640-v3.mid POP909/641/versions/641-v1.mid POP909/644/versions/644-v1.mid '
        'POP909/648/versions/648-v1.mid POP909/652/versions/652-v1.mid POP909/653/versions/653-v5.mid '
        'POP909/657/versions/657-v2.mid POP909/658/versions/658-v1.mid POP909/660/versions/660-v3.mid '
        'POP909/665/versions/665-v1.mid POP909/667/versions/667-v1.mid POP909/668/versions/668-v1.mid '
        'POP909/668/versions/668-v2.mid POP909/675/versions/675-v1.mid POP909/679/versions/679-v1.mid '
        'POP909/681/versions/681-v3.mid POP909/684/versions/684-v3.mid POP909/685/versions/685-v2.mid '
        'POP909/692/versions/692-v1.mid POP909/693/versions/693-v1.mid POP909/694/versions/694-v4.mid '
        'POP909/697/versions/697-v2.mid POP909/698/versions/698-v2.mid POP909/700/versions/700-v3.mid '
        'POP909/709/versions/709-v2.mid POP909/709/versions/709-v3.mid POP909/711/versions/711-v1.mid '
        'POP909/711/versions/711-v2.mid POP909/712/versions/712-v2.mid POP909/713/versions/713-v6.mid '
        'POP909/717/versions/717-v4.mid POP909/717/versions/717-v5.mid POP909/719/versions/719-v2.mid '
        'POP909/719/versions/719-v5.mid POP909/721/versions/721-v1.mid POP909/723/versions/723-v1.mid '
        'POP909/725/versions/725-v3.mid POP909/725/versions/725-v4.mid POP909/726/versions/726-v1.mid '
        'POP909/728/versions/728-v2.mid POP909/729/versions/729-v2.mid POP909/733/versions/733-v1.mid '
        'POP909/736/versions/736-v4.mid POP909/738/versions/738-v1.mid POP909/739/versions/739-v1.mid '
        'POP909/739/versions/739-v3.mid POP909/740/versions/740-v5.mid POP909/745/versions/745-v3.mid '
        'POP909/751/versions/751-v1.mid POP909/752/versions/752-v1.mid POP909/759/versions/759-v1.mid '
        'POP909/760/versions/760-v1.mid POP909/766/versions/766-v3.mid POP909/768/versions/768-v1.mid '
        'POP909/771/versions/771-v1.mid POP909/773/versions/773-v1.mid POP909/773/versions/773-v4.mid '
        'POP909/775/versions/775-v5.mid POP909/776/versions/776-v1.mid POP909/776/versions/776-v2.mid '
        'POP909/777/versions/777-v1.mid POP909/781/versions/781-v2.mid POP909/784/versions/784-v1.mid '
        'POP909/785/versions/785-v1.mid POP909/789/versions/789-v1.mid POP909/789/versions/789-v4.mid '
        'POP909/792/versions/792-v4.mid POP909/795/versions/795-v5.mid POP909/797/versions/797-v2.mid '
        'POP909/797/versions/797-v5.mid POP909/798/versions/798-v4.mid POP909/799/versions/799-v6.mid '
        'POP909/804/versions/804-v5.mid POP909/806/versions/806-v2.mid POP909/806/versions/806-v5.mid '
        'POP909/814/versions/814-v1.mid POP909/818/versions/818-v1.mid POP909/824/versions/824-v1.mid '
        'POP909/825/versions/825-v2.mid POP909/830/versions/830-v1.mid POP909/831/versions/831-v1.mid '
        'POP909/839/versions/839-v1.mid POP909/846/versions/846-v1.mid POP909/848/versions/848-v1.mid '
        'POP909/863/versions/863-v1.mid POP909/864/versions/864-v3.mid POP909/867/versions/867-v1.mid '
        'POP909/869/versions/869-v1.mid POP909/871/versions/871-v2.mid POP909/876/versions/876-v1.mid '
        'POP909/885/versions/885-v1.mid POP909/888/versions/888-v1.mid POP909/892/versions/892-v2.mid '
        'POP909/894/versions/894-v1.mid POP909/899/versions/899-v1.mid POP909/905/versions/905-v5.mid'
    ),
    'POP909/071/versions': (
        '071-v3.mid 071-v5.mid 071-v6.mid'
    ),
    'POP909/099/versions': (
        '099-v1.mid 099-v3.mid 099-v6.mid'
    ),
    'POP909/121/versions': (
        '121-v1.mid 121-v2.mid 121-v3.mid'
    ),
    'POP909/605/versions': (
        '605-v2.mid 605-v3.mid 605-v4.mid'
    ),
    'POP909/754/versions': (
        '754-v2.mid 754-v4.mid 754-v5.mid'
    ),
}

POP909_VERSIONS_OTHER = {
    '': (
        'POP909/018/chord_audio.txt POP909/020/beat_midi.txt POP909/024/beat_midi.txt '
        'POP909/024/key_audio.txt POP909/026/026.mid POP909/029/029.mid POP909/029/beat_audio.txt '
        'POP909/030/key_audio.txt POP909/031/key_audio.txt POP909/040/key_audio.txt POP909/049/049.mid '
        'POP909/049/beat_audio.txt POP909/051/beat_audio.txt POP909/062/beat_midi.txt POP909/076/076.mid '
        'POP909/076/beat_audio.txt POP909/077/beat_audio.txt POP909/084/beat_audio.txt '
        'POP909/087/beat_midi.txt POP909/091/beat_audio.txt POP909/092/092.mid POP909/094/key_audio.txt '
        'POP909/095/beat_midi.txt POP909/098/chord_midi.txt POP909/114/chord_audio.txt '
        'POP909/115/beat_audio.txt POP909/123/chord_midi.txt POP909/147/chord_midi.txt '
        'POP909/160/beat_audio.txt POP909/172/beat_midi.txt POP909/177/beat_midi.txt POP909/182/beat_midi.txt '
        'POP909/187/chord_midi.txt POP909/192/192.mid POP909/198/chord_audio.txt POP909/201/beat_audio.txt '
        'POP909/206/206.mid POP909/207/chord_audio.txt POP909/208/chord_midi.txt POP909/209/chord_midi.txt '
        'POP909/221/beat_midi.txt POP909/228/chord_audio.txt POP909/229/chord_midi.txt POP909/242/242.mid '
        'POP909/250/beat_audio.txt POP909/258/beat_audio.txt POP909/258/chord_midi.txt '
        'POP909/260/chord_audio.txt POP909/260/key_audio.txt POP909/261/chord_midi.txt '
        'POP909/264/beat_midi.txt POP909/268/key_audio.txt POP909/273/chord_audio.txt '
        'POP909/277/chord_audio.txt POP909/279/beat_audio.txt POP909/283/chord_audio.txt '
        'POP909/285/chord_midi.txt POP909/287/beat_audio.txt POP909/291/291.mid POP909/292/beat_midi.txt '
        'POP909/293/chord_midi.txt POP909/295/key_audio.txt POP909/320/320.mid POP909/323/beat_audio.txt '
        'POP909/323/chord_audio.txt POP909/330/beat_midi.txt POP909/331/key_audio.txt '
        'POP909/337/beat_midi.txt POP909/341/341.mid POP909/353/353.mid POP909/353/key_audio.txt '
        'POP909/354/beat_audio.txt POP909/354/chord_audio.txt POP909/359/359.mid POP909/360/chord_audio.txt '
        'POP909/367/chord_audio.txt POP909/375/beat_audio.txt POP909/376/beat_midi.txt POP909/377/377.mid '
        'POP909/383/key_audio.txt POP909/386/key_audio.txt POP909/389/beat_audio.txt '
        'POP909/392/chord_audio.txt POP909/395/beat_audio.txt POP909/400/400.mid POP909/402/chord_midi.txt '
        'POP909/406/key_audio.txt POP909/408/key_audio.txt POP909/415/key_audio.txt POP909/420/beat_audio.txt '
        'POP909/421/chord_midi.txt POP909/422/chord_midi.txt POP909/429/chord_midi.txt '
        'POP909/440/beat_audio.txt POP909/440/chord_midi.txt POP909/441/chord_audio.txt POP909/443/443.mid '
        'POP909/450/key_audio.txt POP909/454/beat_midi.txt POP909/457/beat_midi.txt '
        'POP909/463/chord_audio.txt POP909/465/key_audio.txt POP909/471/chord_audio.txt POP909/472/472.mid '
        'POP909/477/chord_midi.txt POP909/479/beat_audio.txt POP909/479/beat_midi.txt '
        'POP909/487/beat_audio.txt POP909/487/chord_midi.txt POP909/491/beat_audio.txt '
        'POP909/492/chord_audio.txt POP909/493/chord_midi.txt POP909/499/beat_audio.txt '
        'POP909/499/chord_audio.txt POP909/503/beat_midi.txt POP909/510/beat_audio.txt '
        'POP909/517/beat_midi.txt POP909/520/beat_midi.txt POP909/524/key_audio.txt '
        'POP909/532/chord_audio.txt POP909/535/beat_audio.txt POP909/538/538.mid POP909/539/539.mid '
        'POP909/543/beat_audio.txt POP909/551/beat_midi.txt POP909/563/beat_midi.txt '
        'POP909/567/beat_audio.txt POP909/569/beat_audio.txt POP909/570/key_audio.txt '
        'POP909/571/chord_audio.txt POP909/578/chord_audio.txt POP909/580/beat_midi.txt '
        'POP909/589/chord_audio.txt POP909/592/chord_audio.txt POP909/607/key_audio.txt '
        'POP909/610/beat_midi.txt POP909/620/chord_midi.txt POP909/621/beat_audio.txt '
        'POP909/622/key_audio.txt POP909/628/beat_midi.txt POP909/636/636.mid POP909/639/key_audio.txt '
        'POP909/645/beat_midi.txt POP909/649/beat_audio.txt POP909/652/beat_midi.txt POP909/652/key_audio.txt '
        'POP909/655/key_audio.txt POP909/665/chord_audio.txt POP909/670/chord_audio.txt '
        'POP909/671/chord_audio.txt POP909/672/beat_midi.txt POP909/673/key_audio.txt '
        'POP909/682/key_audio.txt POP909/692/chord_audio.txt POP909/693/693.mid POP909/695/chord_midi.txt '
        'POP909/699/chord_midi.txt POP909/709/key_audio.txt POP909/711/beat_audio.txt POP909/712/712.mid '
        'POP909/719/beat_midi.txt POP909/720/beat_audio.txt POP909/724/724.mid POP909/730/chord_midi.txt '
        'POP909/736/chord_audio.txt POP909/736/chord_midi.txt POP909/745/745.mid POP909/753/chord_midi.txt '
        'POP909/755/chord_midi.txt POP909/755/key_audio.txt POP909/766/beat_midi.txt POP909/778/778.mid '
        'POP909/780/chord_audio.txt POP909/789/beat_audio.txt POP909/796/beat_midi.txt POP909/799/799.mid '
        'POP909/805/chord_audio.txt POP909/816/chord_midi.txt POP909/828/chord_midi.txt '
        'POP909/836/chord_audio.txt POP909/837/chord_audio.txt POP909/839/chord_audio.txt '
        'POP909/840/beat_midi.txt POP909/843/beat_midi.txt POP909/845/beat_audio.txt POP909/854/key_audio.txt '
        'POP909/860/beat_audio.txt POP909/862/chord_audio.txt POP909/870/beat_audio.txt '
        'POP909/872/key_audio.txt POP909/873/beat_audio.txt POP909/881/chord_midi.txt '
        'POP909/884/beat_audio.txt POP909/896/key_audio.txt POP909/897/chord_midi.txt '
        'POP909/903/beat_audio.txt POP909/903/key_audio.txt'
    ),
    'POP909/315': (
        '315.mid beat_midi.txt chord_midi.txt'
    ),
}

POP909_ANNOTATIONS_KIND = {
    '': (
        'POP909/010/beat_midi.txt POP909/011/beat_midi.txt POP909/011/key_audio.txt POP909/015/beat_midi.txt '
        'POP909/019/beat_audio.txt POP909/022/beat_audio.txt POP909/024/beat_midi.txt '
        'POP909/029/beat_audio.txt POP909/029/chord_midi.txt POP909/030/chord_midi.txt '
        'POP909/031/beat_audio.txt POP909/034/chord_midi.txt POP909/034/key_audio.txt '
        'POP909/038/beat_audio.txt POP909/048/key_audio.txt POP909/058/chord_midi.txt '
        'POP909/058/key_audio.txt POP909/061/beat_midi.txt POP909/075/key_audio.txt POP909/091/beat_midi.txt '
        'POP909/092/chord_audio.txt POP909/096/key_audio.txt POP909/100/key_audio.txt '
        'POP909/104/chord_midi.txt POP909/106/key_audio.txt POP909/109/beat_midi.txt POP909/110/beat_midi.txt '
        'POP909/113/chord_midi.txt POP909/118/beat_midi.txt POP909/125/beat_audio.txt '
        'POP909/126/beat_audio.txt POP909/130/beat_audio.txt POP909/137/beat_midi.txt '
        'POP909/138/beat_audio.txt POP909/143/key_audio.txt POP909/145/beat_audio.txt '
        'POP909/146/beat_midi.txt POP909/146/chord_audio.txt POP909/147/chord_audio.txt '
        'POP909/147/key_audio.txt POP909/148/beat_midi.txt POP909/152/chord_midi.txt POP909/154/beat_midi.txt '
        'POP909/154/chord_audio.txt POP909/166/key_audio.txt POP909/175/beat_audio.txt '
        'POP909/176/chord_audio.txt POP909/189/beat_audio.txt POP909/194/beat_midi.txt '
        'POP909/202/beat_midi.txt POP909/206/chord_midi.txt POP909/207/chord_audio.txt '
        'POP909/212/chord_midi.txt POP909/214/chord_audio.txt POP909/216/beat_midi.txt '
        'POP909/218/chord_midi.txt POP909/224/chord_audio.txt POP909/225/beat_audio.txt '
        'POP909/230/beat_midi.txt POP909/236/beat_audio.txt POP909/238/beat_audio.txt '
        'POP909/238/key_audio.txt POP909/240/beat_midi.txt POP909/243/beat_midi.txt POP909/247/beat_audio.txt '
        'POP909/250/beat_midi.txt POP909/263/chord_audio.txt POP909/265/chord_audio.txt '
        'POP909/266/key_audio.txt POP909/267/chord_midi.txt POP909/268/beat_midi.txt '
        'POP909/274/beat_audio.txt POP909/275/chord_audio.txt POP909/277/key_audio.txt '
        'POP909/280/key_audio.txt POP909/283/beat_audio.txt POP909/286/chord_midi.txt '
        'POP909/289/beat_audio.txt POP909/290/beat_midi.txt POP909/293/chord_audio.txt '
        'POP909/297/key_audio.txt POP909/298/beat_audio.txt POP909/300/beat_audio.txt '
        'POP909/300/chord_midi.txt POP909/309/chord_midi.txt POP909/310/beat_midi.txt '
        'POP909/322/beat_midi.txt POP909/322/chord_audio.txt POP909/325/beat_midi.txt '
        'POP909/328/beat_audio.txt POP909/329/beat_audio.txt POP909/330/chord_midi.txt '
        'POP909/331/chord_midi.txt POP909/332/key_audio.txt POP909/334/key_audio.txt '
        'POP909/335/beat_audio.txt POP909/339/key_audio.txt POP909/342/chord_midi.txt '
        'POP909/344/chord_audio.txt POP909/347/beat_midi.txt POP909/349/beat_audio.txt '
        'POP909/350/chord_midi.txt POP909/352/beat_midi.txt POP909/354/beat_audio.txt '
        'POP909/354/key_audio.txt POP909/355/beat_audio.txt POP909/359/chord_midi.txt '
        'POP909/362/beat_audio.txt POP909/369/chord_midi.txt POP909/377/key_audio.txt '
        'POP909/378/key_audio.txt POP909/385/beat_midi.txt POP909/387/chord_midi.txt '
        'POP909/388/beat_audio.txt POP909/389/key_audio.txt POP909/393/beat_midi.txt POP909/396/beat_midi.txt '
        'POP909/398/beat_audio.txt POP909/404/chord_midi.txt POP909/409/beat_audio.txt '
        'POP909/409/key_audio.txt POP909/416/key_audio.txt POP909/420/key_audio.txt POP909/422/chord_midi.txt '
        'POP909/424/chord_audio.txt POP909/425/beat_midi.txt POP909/426/beat_audio.txt '
        'POP909/427/beat_midi.txt POP909/430/chord_midi.txt POP909/432/chord_audio.txt '
        'POP909/434/chord_audio.txt POP909/435/beat_audio.txt POP909/437/key_audio.txt '
        'POP909/440/key_audio.txt POP909/442/chord_midi.txt POP909/444/key_audio.txt POP909/446/key_audio.txt '
        'POP909/448/chord_midi.txt POP909/449/beat_audio.txt POP909/451/chord_audio.txt '
        'POP909/452/beat_midi.txt POP909/460/chord_audio.txt POP909/461/key_audio.txt '
        'POP909/466/chord_audio.txt POP909/466/key_audio.txt POP909/470/key_audio.txt '
        'POP909/474/beat_audio.txt POP909/479/key_audio.txt POP909/485/beat_audio.txt '
        'POP909/487/chord_audio.txt POP909/488/beat_audio.txt POP909/490/chord_audio.txt '
        'POP909/490/chord_midi.txt POP909/492/chord_midi.txt POP909/494/key_audio.txt '
        'POP909/497/chord_midi.txt POP909/498/key_audio.txt POP909/505/key_audio.txt '
        'POP909/515/chord_audio.txt POP909/517/chord_midi.txt POP909/528/beat_audio.txt '
        'POP909/528/chord_midi.txt POP909/529/chord_midi.txt POP909/531/chord_audio.txt '
        'POP909/532/chord_audio.txt POP909/537/beat_audio.txt POP909/539/beat_midi.txt '
        'POP909/540/key_audio.txt POP909/545/beat_audio.txt POP909/548/chord_midi.txt '
        'POP909/549/beat_audio.txt POP909/550/key_audio.txt POP909/555/chord_audio.txt '
        'POP909/556/beat_audio.txt POP909/557/chord_audio.txt POP909/558/key_audio.txt '
        'POP909/562/chord_audio.txt POP909/566/beat_midi.txt POP909/567/chord_midi.txt '
        'POP909/570/chord_audio.txt POP909/573/beat_audio.txt POP909/574/key_audio.txt '
        'POP909/575/beat_audio.txt POP909/577/key_audio.txt POP909/578/chord_audio.txt '
        'POP909/584/chord_audio.txt POP909/586/key_audio.txt POP909/590/key_audio.txt '
        'POP909/591/key_audio.txt POP909/596/key_audio.txt POP909/599/beat_midi.txt POP909/599/key_audio.txt '
        'POP909/604/chord_midi.txt POP909/612/beat_audio.txt POP909/613/chord_audio.txt '
        'POP909/613/key_audio.txt POP909/620/chord_midi.txt POP909/624/beat_midi.txt POP909/632/beat_midi.txt '
        'POP909/642/beat_audio.txt POP909/645/chord_audio.txt POP909/650/chord_midi.txt '
        'POP909/651/beat_midi.txt POP909/651/chord_midi.txt POP909/656/chord_midi.txt '
        'POP909/660/beat_audio.txt POP909/661/chord_audio.txt POP909/662/chord_midi.txt '
        'POP909/664/beat_audio.txt POP909/665/beat_audio.txt POP909/666/beat_audio.txt '
        'POP909/667/key_audio.txt POP909/669/beat_midi.txt POP909/671/chord_midi.txt POP909/675/key_audio.txt '
        'POP909/680/chord_audio.txt POP909/681/chord_audio.txt POP909/682/key_audio.txt '
        'POP909/692/chord_audio.txt POP909/695/beat_audio.txt POP909/696/beat_midi.txt '
        'POP909/699/chord_audio.txt POP909/707/beat_midi.txt POP909/710/key_audio.txt '
        'POP909/711/key_audio.txt POP909/712/chord_midi.txt POP909/716/key_audio.txt POP909/718/beat_midi.txt '
        'POP909/729/beat_midi.txt POP909/732/beat_midi.txt POP909/736/beat_midi.txt POP909/744/chord_midi.txt '
        'POP909/745/beat_midi.txt POP909/747/beat_midi.txt POP909/751/key_audio.txt POP909/752/key_audio.txt '
        'POP909/753/key_audio.txt POP909/764/chord_audio.txt POP909/767/beat_audio.txt '
        'POP909/769/key_audio.txt POP909/774/beat_midi.txt POP909/778/key_audio.txt POP909/782/chord_midi.txt '
        'POP909/783/beat_audio.txt POP909/783/chord_audio.txt POP909/784/chord_midi.txt '
        'POP909/786/key_audio.txt POP909/787/beat_audio.txt POP909/787/key_audio.txt '
        'POP909/798/chord_audio.txt POP909/802/key_audio.txt POP909/803/beat_audio.txt '
        'POP909/805/chord_midi.txt POP909/806/chord_audio.txt POP909/808/chord_audio.txt '
        'POP909/809/key_audio.txt POP909/810/chord_audio.txt POP909/813/beat_audio.txt '
        'POP909/813/chord_midi.txt POP909/819/beat_midi.txt POP909/821/chord_audio.txt '
        'POP909/830/key_audio.txt POP909/831/chord_audio.txt POP909/832/key_audio.txt '
        'POP909/834/chord_midi.txt POP909/839/chord_audio.txt POP909/841/beat_midi.txt '
        'POP909/842/beat_midi.txt POP909/843/key_audio.txt POP909/851/chord_midi.txt POP909/853/beat_midi.txt '
        'POP909/856/beat_audio.txt POP909/856/chord_audio.txt POP909/859/beat_audio.txt '
        'POP909/863/beat_audio.txt POP909/864/beat_audio.txt POP909/868/chord_midi.txt '
        'POP909/869/chord_midi.txt POP909/873/chord_midi.txt POP909/876/beat_midi.txt '
        'POP909/882/beat_midi.txt POP909/883/chord_midi.txt POP909/883/key_audio.txt '
        'POP909/884/beat_audio.txt POP909/885/key_audio.txt POP909/887/chord_midi.txt '
        'POP909/891/chord_audio.txt POP909/893/chord_midi.txt POP909/893/key_audio.txt '
        'POP909/899/chord_midi.txt POP909/904/beat_midi.txt POP909/905/beat_audio.txt '
        'POP909/906/chord_midi.txt POP909/906/key_audio.txt'
    ),
    'POP909/248': (
        'beat_audio.txt chord_audio.txt key_audio.txt'
    ),
    'POP909/312': (
        'beat_audio.txt chord_audio.txt key_audio.txt'
    ),
}

POP909_ANNOTATIONS_OTHER = {
    '': (
        'POP909/011/011.mid POP909/015/015.mid POP909/019/019.mid POP909/024/024.mid POP909/029/029.mid '
        'POP909/030/030.mid POP909/031/031.mid POP909/034/034.mid POP909/038/038.mid POP909/048/048.mid '
        'POP909/075/075.mid POP909/092/092.mid POP909/096/096.mid POP909/100/100.mid POP909/106/106.mid '
        'POP909/110/110.mid POP909/126/126.mid POP909/130/130.mid POP909/138/138.mid POP909/145/145.mid '
        'POP909/146/146.mid POP909/147/147.mid POP909/148/148.mid POP909/154/154.mid POP909/166/166.mid '
        'POP909/175/175.mid POP909/194/194.mid POP909/202/202.mid POP909/206/206.mid POP909/207/207.mid '
        'POP909/216/216.mid POP909/218/218.mid POP909/224/224.mid POP909/225/225.mid POP909/230/230.mid '
        'POP909/236/236.mid POP909/238/238.mid POP909/243/243.mid POP909/247/247.mid POP909/248/248.mid '
        'POP909/250/250.mid POP909/263/263.mid POP909/267/267.mid POP909/268/268.mid POP909/277/277.mid '
        'POP909/286/286.mid POP909/293/293.mid POP909/298/298.mid POP909/300/300.mid POP909/309/309.mid '
        'POP909/310/310.mid POP909/312/312.mid POP909/322/322.mid POP909/325/325.mid POP909/328/328.mid '
        'POP909/329/329.mid POP909/330/330.mid POP909/331/331.mid POP909/334/334.mid POP909/335/335.mid '
        'POP909/339/339.mid POP909/342/342.mid POP909/344/344.mid POP909/347/347.mid POP909/349/349.mid '
        'POP909/350/350.mid POP909/352/352.mid POP909/354/354.mid POP909/359/359.mid POP909/362/362.mid '
        'POP909/369/369.mid POP909/377/377.mid POP909/387/387.mid POP909/388/388.mid POP909/389/389.mid '
        'POP909/393/393.mid POP909/396/396.mid POP909/398/398.mid POP909/404/404.mid POP909/409/409.mid '
        'POP909/416/416.mid POP909/422/422.mid POP909/425/425.mid POP909/426/426.mid POP909/430/430.mid '
        'POP909/432/432.mid POP909/434/434.mid POP909/437/437.mid POP909/440/440.mid POP909/442/442.mid '
        'POP909/444/444.mid POP909/446/446.mid POP909/452/452.mid POP909/460/460.mid POP909/461/461.mid '
        'POP909/466/466.mid POP909/470/470.mid POP909/487/487.mid POP909/488/488.mid POP909/490/490.mid '
        'POP909/492/492.mid POP909/494/494.mid POP909/497/497.mid POP909/498/498.mid POP909/515/515.mid '
        'POP909/517/517.mid POP909/528/528.mid POP909/529/529.mid POP909/531/531.mid POP909/532/532.mid '
        'POP909/537/537.mid POP909/539/539.mid POP909/545/545.mid POP909/548/548.mid POP909/549/549.mid '
        'POP909/555/555.mid POP909/562/562.mid POP909/566/566.mid POP909/573/573.mid POP909/574/574.mid '
        'POP909/575/575.mid POP909/578/578.mid POP909/584/584.mid POP909/586/586.mid POP909/590/590.mid '
        'POP909/591/591.mid POP909/596/596.mid POP909/604/604.mid POP909/612/612.mid POP909/613/613.mid '
        'POP909/624/624.mid POP909/632/632.mid POP909/642/642.mid POP909/645/645.mid POP909/650/650.mid '
        'POP909/656/656.mid POP909/660/660.mid POP909/661/661.mid POP909/662/662.mid POP909/665/665.mid '
        'POP909/666/666.mid POP909/667/667.mid POP909/669/669.mid POP909/671/671.mid POP909/680/680.mid '
        'POP909/692/692.mid POP909/695/695.mid POP909/699/699.mid POP909/707/707.mid POP909/710/710.mid '
        'POP909/712/712.mid POP909/716/716.mid POP909/718/718.mid POP909/729/729.mid POP909/732/732.mid '
        'POP909/736/736.mid POP909/744/744.mid POP909/747/747.mid POP909/751/751.mid POP909/753/753.mid '
        'POP909/764/764.mid POP909/767/767.mid POP909/774/774.mid POP909/778/778.mid POP909/783/783.mid '
        'POP909/784/784.mid POP909/786/786.mid POP909/787/787.mid POP909/798/798.mid POP909/802/802.mid '
        'POP909/805/805.mid POP909/806/806.mid POP909/809/809.mid POP909/810/810.mid POP909/813/813.mid '
        'POP909/819/819.mid POP909/821/821.mid POP909/830/830.mid POP909/831/831.mid POP909/832/832.mid '
        'POP909/834/834.mid POP909/841/841.mid POP909/842/842.mid POP909/843/843.mid POP909/851/851.mid '
        'POP909/853/853.mid POP909/859/859.mid POP909/863/863.mid POP909/864/864.mid POP909/869/869.mid '
        'POP909/873/873.mid POP909/876/876.mid POP909/883/883.mid POP909/884/884.mid POP909/887/887.mid '
        'POP909/893/893.mid POP909/899/899.mid POP909/904/904.mid POP909/905/905.mid POP909/906/906.mid'
    ),
}

TONEJS_DRUMS_KIND = {
    'drum-samples/4OP-FM': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/Bongos': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/CR78': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/KPR77': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/Kit3': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/Kit8': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/LINN': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/R8': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/Stark': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/Techno': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/TheCheebacabra1': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/TheCheebacabra2': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/acoustic-kit': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/breakbeat13': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/breakbeat8': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
    'drum-samples/breakbeat9': (
        'hihat.mp3 kick.mp3 snare.mp3 tom1.mp3 tom2.mp3 tom3.mp3'
    ),
}

TONEJS_DRUMS_OTHER = {
    '': (
        'casio/As1.ogg casio/Cs2.mp3 loop/chords.ogg'
    ),
    'berklee': (
        'CookieTin2.mp3 Cool_WhaleFX_Analog1.mp3 Cool_WhaleFX_Analog3.mp3 DroppingCoins3.mp3 FM_dubhit3.mp3 '
        'Pling3.mp3 balloon4.mp3 banging_a_grill5.mp3 beer_cap3.mp3 blender_pulse_2.mp3 boing_water2.mp3 '
        'bowed_cymbal_1b.mp3 bowl_1.mp3 bowl_2a.mp3 bowl_bell.mp3 bread_cutting2.mp3 bubblewrap2.mp3 '
        'can_hit_2.mp3 card_on_spokes_1.mp3 carddeck1.mp3 cereal_2.mp3 chaindrop1.mp3 chimeballs1.mp3 '
        'chirping_1.mp3 clang_1b.mp3 clang_3.mp3 click_1.mp3 clonk4.mp3 coinspin3.mp3 construction_2.mp3 '
        'cookietin1a.mp3 cookietinspin1.mp3 cracker_1.mp3 crazybreathing2.mp3 creaky_door_1.mp3 crinkle_2.mp3 '
        'digeridoo_2.mp3 door_close2.mp3 door_creak1.mp3 door_hangar1.mp3 dragging_chair1.mp3 dremel_1.mp3 '
        'drill_2.mp3 dripamin_1.mp3 drumming_clanks.mp3 duct_tape_2.mp3 dust_puffer2.mp3 eating_chips_1.mp3 '
        'elevator_!.mp3 falling_gliss_analog6.mp3 fan_reso_1.mp3 femalevoice_aa_C6.mp3 femalevoice_aa_F5.mp3 '
        'femalevoice_oo_A5.mp3 femalevoices_aa2_C5.mp3 fiberboard_rumble2.mp3 flute_foghorn_1.mp3 '
        'food_chopper_2.mp3 forboding_synth_tritones2.mp3 garbage_can_lid_2.mp3 glass_cup_2.mp3 glasshit3.mp3 '
        'gong_1.mp3 gravel_reverb2.mp3 grocery_store_1.mp3 hand_drum_4.mp3 hit1.mp3 hollowhitSOFT.mp3 '
        'hubcap1.mp3 hubcap_roll_1.mp3 human_animals2.mp3 impulse_2.mp3 jaw-harp2.mp3 jaw-harp4.mp3 '
        'kalimba5.mp3 keys2.mp3 khaen_honk_2.mp3 kicking_dumpster1.mp3 kickstand_2.mp3 kickstand_3.mp3 '
        'light_bulb_in_pot_1.mp3 locker_hit_2.mp3 marble_spin.mp3 maybe_a_fryingpan2.mp3 metal_bars3.mp3 '
        'metal_beat_2.mp3 metal_creamer_with_water_hit2.mp3 metal_hit_2.mp3 monsteramin_1.mp3 '
        'mouth_bubbles_1.mp3 mouth_harp4.mp3 music_box_tone_4.mp3 nails.mp3 old_phone3.mp3 packing_tape2.mp3 '
        'pan_pot_lid3.mp3 pebbles_in_a_box2.mp3 peel_2.mp3 piano_Db6.mp3 piano_E2.mp3 piano_strings_2.mp3 '
        'ping_2.mp3 pipe_thump1.mp3 plastic_bottle_pop2.mp3 plastic_squeak_2.mp3 plastic_vibration_1.mp3 '
        'print_1.mp3 ratchet.mp3 rebel_yell_1.mp3 recorder_harmonics1.mp3 reverb_clap1.mp3 ribbed_tube_1.mp3 '
        'ring2.mp3 rip_3.mp3 ripping_styrofoam3.mp3 ritz_2.mp3 roland_circuit_1.mp3 roll_1a.mp3 rolling_3.mp3 '
        'rubber_toy_short5.mp3 rubberband_1.mp3 scifi_synth_tritones4.mp3 scotch_tape2.mp3 '
        'scraping_metal_edge2.mp3 shaking_caps2.mp3 shaking_spring_reverb2.mp3 shaving_cream_cuisanart_1.mp3 '
        'shopping_cart_1.mp3 snare_brush_1.mp3 sprinkler_head_1.mp3 squeak1d.mp3 stairs+metal2.mp3 '
        'stomp_train_station2.mp3 storm_water_1.mp3 swimming1.mp3 swimming2.mp3 swirling_pins_1.mp3 '
        'swoosh2.mp3 sword_1.mp3 syn_bass_1.mp3 synth_in_minor_thirds2.mp3 synth_in_minor_thirds3.mp3 '
        'synth_laser3.mp3 synth_siren3_long.mp3 synth_siren4_short.mp3 synthdrone_octave3.mp3 '
        'synthdrone_octave4.mp3 tape_measure_1.mp3 theremin_fly_3.mp3 thunder1.mp3 thunder_drum_1.mp3 '
        'tiger_flashlight_2.mp3 tire_squeal_long_2.mp3 tissue_1.mp3 toothbrush_didgeridoo1.mp3 train3.mp3 '
        'truvan_1.mp3 tube_resonant_short1.mp3 turning_peg_1.mp3 up_stairs_1.mp3 velcro_1c.mp3 '
        'vibra_drag_1.mp3 violin_scratch1.mp3 vocal_hum_1.mp3 voilent_goove_3.mp3 war_drum_1.mp3 '
        'water_glass_1.mp3 water_hit4.mp3 water_in_bucket3.mp3 water_in_bucket4.mp3 waterpump_electric3.mp3 '
        'whirling_wire2.mp3 whistling_weird3.mp3 wind_chimes_1.mp3 wind_up_toy_2.mp3 windup_toy_2.mp3 '
        'wine_glass_2.mp3 wood_box_2.mp3'
    ),
    'drum-samples': (
        'Djembe.mp3 README.md breakbeat.mp3 conga-rhythm.mp3 handdrum-loop.mp3 hihat-short.mp3'
    ),
    'drum-samples/loops': (
        'blueyellow.mp3 break12.mp3 break28.mp3 break29.mp3 coolloop7.mp3 ominous.mp3 organ-echo-chords.mp3'
    ),
    'impulse-responses': (
        'backwards-4.mp3 filter-telephone.mp3 noise-spreader1.mp3'
    ),
    'salamander': (
        'A0.ogg A2.mp3 C3.ogg'
    ),
}

TONEJS_SALAMANDER_KIND = {
    'salamander': (
        'A0.mp3 A0.ogg A1.mp3 A1.ogg A2.mp3 A2.ogg A3.mp3 A3.ogg A4.mp3 A4.ogg A5.mp3 A5.ogg A6.mp3 A6.ogg '
        'A7.mp3 A7.ogg C1.mp3 C1.ogg C2.mp3 C2.ogg C3.mp3 C3.ogg C4.mp3 C4.ogg C5.mp3 C5.ogg C6.mp3 C6.ogg '
        'C7.mp3 C7.ogg C8.mp3 C8.ogg Ds1.mp3 Ds1.ogg Ds2.mp3 Ds2.ogg Ds3.mp3 Ds3.ogg Ds4.mp3 Ds4.ogg Ds5.mp3 '
        'Ds5.ogg Ds6.mp3 Ds6.ogg Ds7.mp3 Ds7.ogg Fs1.mp3 Fs1.ogg Fs2.mp3 Fs2.ogg Fs3.mp3 Fs3.ogg Fs4.mp3 '
        'Fs4.ogg Fs5.mp3 Fs5.ogg Fs6.mp3 Fs6.ogg Fs7.mp3 Fs7.ogg'
    ),
}

TONEJS_SALAMANDER_OTHER = {
    '': (
        'casio/As1.ogg casio/Cs2.mp3 drum-samples/4OP-FM/tom1.mp3 drum-samples/Kit3/tom3.mp3 '
        'drum-samples/LINN/tom3.mp3 drum-samples/Techno/tom1.mp3 drum-samples/TheCheebacabra2/tom3.mp3 '
        'drum-samples/acoustic-kit/snare.mp3 drum-samples/breakbeat9/hihat.mp3 salamander/README'
    ),
    'berklee': (
        'CookieTin2.mp3 Cool_WhaleFX_Analog1.mp3 Cool_WhaleFX_Analog3.mp3 DroppingCoins3.mp3 FM_dubhit3.mp3 '
        'Pling3.mp3 balloon4.mp3 banging_a_grill5.mp3 beer_cap3.mp3 birdsinapark2.mp3 blender_pulse_2.mp3 '
        'boing_water2.mp3 bowed_cymbal_1b.mp3 bowed_cymbal_3.mp3 bowl_1.mp3 bowl_2a.mp3 bowl_bell.mp3 '
        'bread_cutting2.mp3 bubblewrap2.mp3 can_hit_2.mp3 card_on_spokes_1.mp3 carddeck1.mp3 cereal_2.mp3 '
        'chaindrop1.mp3 chimeballs1.mp3 chirping_1.mp3 clang_1b.mp3 clang_3.mp3 click_1.mp3 clonk4.mp3 '
        'coinspin3.mp3 construction_2.mp3 cookietin1a.mp3 cookietinspin1.mp3 cracker_1.mp3 '
        'crazybreathing2.mp3 creaky_door_1.mp3 crinkle_2.mp3 digeridoo_2.mp3 door_close2.mp3 door_creak1.mp3 '
        'door_hangar1.mp3 dragging_chair1.mp3 dremel_1.mp3 drill_2.mp3 dripamin_1.mp3 drumming_clanks.mp3 '
        'duct_tape_2.mp3 dust_puffer2.mp3 eating_chips_1.mp3 elevator_!.mp3 falling_gliss_analog6.mp3 '
        'fan_reso_1.mp3 femalevoice_aa_C6.mp3 femalevoice_aa_F5.mp3 femalevoice_oo_A5.mp3 '
        'femalevoices_aa2_C5.mp3 fiberboard_rumble2.mp3 flute_foghorn_1.mp3 food_chopper_2.mp3 '
        'forboding_synth_tritones2.mp3 fume_2.mp3 garbage_can_lid_2.mp3 glass_cup_2.mp3 glasshit3.mp3 '
        'gong_1.mp3 gravel_reverb2.mp3 grocery_store_1.mp3 hand_drum_4.mp3 hit1.mp3 hollowhitSOFT.mp3 '
        'hubcap1.mp3 hubcap_roll_1.mp3 human_animals2.mp3 impulse_2.mp3 jaw-harp2.mp3 jaw-harp4.mp3 '
        'kalimba5.mp3 keys2.mp3 khaen_honk_2.mp3 kicking_dumpster1.mp3 kickstand_2.mp3 kickstand_3.mp3 '
        'light_bulb_in_pot_1.mp3 locker_hit_2.mp3 marble_spin.mp3 maybe_a_fryingpan2.mp3 metal_bars3.mp3 '
        'metal_beat_2.mp3 metal_creamer_with_water_hit2.mp3 metal_hit_2.mp3 metalhit2.mp3 monsteramin_1.mp3 '
        'mouth_bubbles_1.mp3 mouth_harp4.mp3 music_box_tone_4.mp3 nails.mp3 old_phone3.mp3 packing_tape2.mp3 '
        'pan_pot_lid3.mp3 pebbles_in_a_box2.mp3 peel_2.mp3 piano_Db6.mp3 piano_E2.mp3 piano_strings_2.mp3 '
        'ping_2.mp3 pins4.mp3 pipe_thump1.mp3 plastic_bottle_pop2.mp3 plastic_squeak_2.mp3 '
        'plastic_vibration_1.mp3 print_1.mp3 ratchet.mp3 rebel_yell_1.mp3 recorder_harmonics1.mp3 '
        'reverb_clap1.mp3 ribbed_tube_1.mp3 ring2.mp3 rip_3.mp3 ripping_styrofoam3.mp3 ritz_2.mp3 '
        'roland_circuit_1.mp3 roll_1a.mp3 rolling_3.mp3 rubber_toy_short5.mp3 rubberband_1.mp3 '
        'scifi_synth_tritones4.mp3 scotch_tape2.mp3 scraping_metal_edge2.mp3 shaking_caps2.mp3 '
        'shaking_spring_reverb2.mp3 shaving_cream_cuisanart_1.mp3 shopping_cart_1.mp3 snare_brush_1.mp3 '
        'sprinkler_head_1.mp3 squeak1d.mp3 stairs+metal2.mp3 steel_balls_plastic_1.mp3 '
        'stomp_train_station2.mp3 storm_water_1.mp3 swimming1.mp3 swimming2.mp3 swirling_pins_1.mp3 '
        'swoosh2.mp3 sword_1.mp3 syn_bass_1.mp3 synth_in_minor_thirds2.mp3 synth_in_minor_thirds3.mp3 '
        'synth_laser1.mp3 synth_laser3.mp3 synth_siren3_long.mp3 synth_siren4_short.mp3 '
        'synthdrone_octave3.mp3 synthdrone_octave4.mp3 tape_measure_1.mp3 theremin_fly_3.mp3 thunder1.mp3 '
        'thunder_drum_1.mp3 tiger_flashlight_2.mp3 tire_squeal_long_2.mp3 tissue_1.mp3 '
        'toothbrush_didgeridoo1.mp3 train3.mp3 truvan_1.mp3 tube_resonant_short1.mp3 turning_peg_1.mp3 '
        'up_stairs_1.mp3 vacuum_rev_1.mp3 velcro_1c.mp3 vibra_drag_1.mp3 violin_scratch1.mp3 vocal_hum_1.mp3 '
        'voilent_goove_3.mp3 war_drum_1.mp3 water_glass_1.mp3 water_hit4.mp3 water_in_bucket3.mp3 '
        'water_in_bucket4.mp3 waterpump_electric3.mp3 whirling_wire2.mp3 whistling_weird3.mp3 '
        'wind_chimes_1.mp3 wind_up_long_1.mp3 wind_up_toy_2.mp3 windup_toy_2.mp3 wine_glass_2.mp3 '
        'wood_box_2.mp3'
    ),
    'impulse-responses': (
        'matrix-reverb3.mp3 peculiar-backwards.mp3 wildecho-old.mp3'
    ),
}

TONEJS_CASIO_KIND = {
    'casio': (
        'A1.mp3 A1.ogg A2.mp3 A2.ogg As1.mp3 As1.ogg B1.mp3 B1.ogg C2.mp3 C2.ogg Cs2.mp3 Cs2.ogg D2.mp3 '
        'D2.ogg Ds2.mp3 Ds2.ogg E2.mp3 E2.ogg F2.mp3 F2.ogg Fs2.mp3 Fs2.ogg G2.mp3 G2.ogg Gs1.mp3 Gs1.ogg'
    ),
}

TONEJS_CASIO_OTHER = {
    '': (
        'casio/README.md drum-samples/4OP-FM/tom3.mp3 drum-samples/Bongos/tom2.mp3 drum-samples/Kit3/tom3.mp3 '
        'drum-samples/Techno/kick.mp3 drum-samples/TheCheebacabra2/kick.mp3 drum-samples/breakbeat13/tom3.mp3 '
        'drum-samples/handdrum-loop.mp3 drum-samples/loops/break12.mp3 impulse-responses/comb-square2.mp3 '
        'loop/hh.ogg loop/snare.ogg salamander/A2.mp3 salamander/Ds2.ogg'
    ),
    'berklee': (
        'CookieTin2.mp3 Cool_WhaleFX_Analog1.mp3 Cool_WhaleFX_Analog3.mp3 DroppingCoins3.mp3 FM_dubhit3.mp3 '
        'Pling3.mp3 balloon4.mp3 banging_a_grill5.mp3 beer_cap3.mp3 birdsinapark2.mp3 blender_pulse_2.mp3 '
        'boing_water2.mp3 bowed_cymbal_1b.mp3 bowed_cymbal_3.mp3 bowl_1.mp3 bowl_2a.mp3 bowl_bell.mp3 '
        'bread_cutting2.mp3 bubblewrap2.mp3 can_hit_2.mp3 card_on_spokes_1.mp3 carddeck1.mp3 cereal_2.mp3 '
        'chaindrop1.mp3 chimeballs1.mp3 chirping_1.mp3 clang_1b.mp3 clang_3.mp3 click_1.mp3 clonk4.mp3 '
        'coinspin3.mp3 construction_2.mp3 cookietin1a.mp3 cookietinspin1.mp3 cracker_1.mp3 '
        'crazybreathing2.mp3 creaky_door_1.mp3 crinkle_2.mp3 digeridoo_2.mp3 door_close2.mp3 door_creak1.mp3 '
        'door_hangar1.mp3 dragging_chair1.mp3 dremel_1.mp3 drill_2.mp3 dripamin_1.mp3 drumming_clanks.mp3 '
        'duct_tape_2.mp3 dust_puffer2.mp3 eating_chips_1.mp3 elevator_!.mp3 falling_gliss_analog6.mp3 '
        'fan_reso_1.mp3 femalevoice_aa_C6.mp3 femalevoice_aa_F5.mp3 femalevoice_oo_A5.mp3 '
        'femalevoices_aa2_C5.mp3 fiberboard_rumble2.mp3 flute_foghorn_1.mp3 food_chopper_2.mp3 '
        'forboding_synth_tritones2.mp3 fume_2.mp3 garbage_can_lid_2.mp3 glass_cup_2.mp3 glasshit3.mp3 '
        'gong_1.mp3 gravel_reverb2.mp3 grocery_store_1.mp3 hand_drum_4.mp3 hit1.mp3 hollowhitSOFT.mp3 '
        'hubcap1.mp3 hubcap_roll_1.mp3 human_animals2.mp3 impulse_2.mp3 jaw-harp2.mp3 jaw-harp4.mp3 '
        'kalimba5.mp3 keys2.mp3 khaen_honk_2.mp3 kicking_dumpster1.mp3 kickstand_2.mp3 kickstand_3.mp3 '
        'light_bulb_in_pot_1.mp3 locker_hit_2.mp3 marble_spin.mp3 maybe_a_fryingpan2.mp3 metal_bars3.mp3 '
        'metal_beat_2.mp3 metal_creamer_with_water_hit2.mp3 metal_hit_2.mp3 metalhit2.mp3 monsteramin_1.mp3 '
        'mouth_bubbles_1.mp3 mouth_harp4.mp3 music_box_tone_4.mp3 nails.mp3 old_phone3.mp3 packing_tape2.mp3 '
        'pan_pot_lid3.mp3 pebbles_in_a_box2.mp3 peel_2.mp3 piano_Db6.mp3 piano_E2.mp3 piano_strings_2.mp3 '
        'ping_2.mp3 pins4.mp3 pipe_thump1.mp3 plastic_bottle_pop2.mp3 plastic_squeak_2.mp3 '
        'plastic_vibration_1.mp3 print_1.mp3 ratchet.mp3 rebel_yell_1.mp3 recorder_harmonics1.mp3 '
        'reverb_clap1.mp3 ribbed_tube_1.mp3 ring2.mp3 rip_3.mp3 ripping_styrofoam3.mp3 ritz_2.mp3 '
        'roland_circuit_1.mp3 roll_1a.mp3 rolling_3.mp3 rubber_toy_short5.mp3 rubberband_1.mp3 '
        'scifi_synth_tritones4.mp3 scotch_tape2.mp3 scraping_metal_edge2.mp3 shaking_caps2.mp3 '
        'shaking_spring_reverb2.mp3 shaving_cream_cuisanart_1.mp3 shopping_cart_1.mp3 snare_brush_1.mp3 '
        'sprinkler_head_1.mp3 squeak1d.mp3 stairs+metal2.mp3 steel_balls_plastic_1.mp3 '
        'stomp_train_station2.mp3 storm_water_1.mp3 swimming1.mp3 swimming2.mp3 swirling_pins_1.mp3 '
        'swoosh2.mp3 sword_1.mp3 syn_bass_1.mp3 synth_in_minor_thirds2.mp3 synth_in_minor_thirds3.mp3 '
        'synth_laser3.mp3 synth_siren3_long.mp3 synth_siren4_short.mp3 synthdrone_octave3.mp3 '
        'synthdrone_octave4.mp3 tape_measure_1.mp3 theremin_fly_3.mp3 thunder1.mp3 thunder_drum_1.mp3 '
        'tiger_flashlight_2.mp3 tire_squeal_long_2.mp3 tissue_1.mp3 toothbrush_didgeridoo1.mp3 train3.mp3 '
        'truvan_1.mp3 tube_resonant_short1.mp3 turning_peg_1.mp3 up_stairs_1.mp3 vacuum_rev_1.mp3 '
        'velcro_1c.mp3 vibra_drag_1.mp3 violin_scratch1.mp3 vocal_hum_1.mp3 voilent_goove_3.mp3 '
        'war_drum_1.mp3 water_glass_1.mp3 water_hit4.mp3 water_in_bucket3.mp3 water_in_bucket4.mp3 '
        'waterpump_electric3.mp3 whirling_wire2.mp3 whistling_weird3.mp3 wind_chimes_1.mp3 wind_up_long_1.mp3 '
        'wind_up_toy_2.mp3 windup_toy_2.mp3 wine_glass_2.mp3 wood_box_2.mp3'
    ),
}

HSC_CORR_KIND = {
    'hsc/repo/01291/HSC-R/corr': (
        'CORR-0034648-051.fits CORR-0034648-059.fits CORR-0034648-067.fits CORR-0034670-092.fits '
        'CORR-0034670-093.fits CORR-0034670-097.fits CORR-0034674-015.fits CORR-0034674-021.fits '
        'CORR-0034674-028.fits CORR-0034690-048.fits CORR-0034690-056.fits CORR-0034690-064.fits '
        'CORR-0034714-013.fits CORR-0034714-018.fits CORR-0034714-019.fits'
    ),
    'hsc/repo/01296/HSC-I/corr': (
        'CORR-0035892-023.fits CORR-0035892-031.fits CORR-0035892-039.fits'
    ),
    'hsc/repo/01297/HSC-I/corr': (
        'CORR-0036140-051.fits CORR-0036140-059.fits CORR-0036140-067.fits CORR-0036192-008.fits '
        'CORR-0036192-014.fits CORR-0036192-020.fits CORR-0036236-087.fits CORR-0036236-093.fits '
        'CORR-0036236-098.fits CORR-0036260-002.fits CORR-0036260-007.fits CORR-0036260-013.fits'
    ),
}

HSC_CORR_OTHER = {
    '': (
        'hsc/repo/01296/HSC-I/output/SRC-0035892-031.fits.gz '
        'hsc/repo/HSC/calib/unbounded/camera/camera_HSC_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N1010/NB1010/transmission_filter_HSC_N1010_NB1010_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N387/NB0387/transmission_filter_HSC_N387_NB0387_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N515/NB0515/transmission_filter_HSC_N515_NB0515_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N527/NB0527/transmission_filter_HSC_N527_NB0527_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N656/NB0656/transmission_filter_HSC_N656_NB0656_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N816/NB0816/transmission_filter_HSC_N816_NB0816_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N926/NB0926/transmission_filter_HSC_N926_NB0926_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N973/NB0973/transmission_filter_HSC_N973_NB0973_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/g/HSC-G/transmission_filter_HSC_g_HSC-G_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/i/HSC-I/transmission_filter_HSC_i_HSC-I_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/i/HSC-I2/transmission_filter_HSC_i_HSC-I2_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/r/HSC-R/transmission_filter_HSC_r_HSC-R_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/r/HSC-R2/transmission_filter_HSC_r_HSC-R2_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/z/HSC-Z/transmission_filter_HSC_z_HSC-Z_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_optics/transmission_optics_HSC_HSC_calib_unbounded.fits '
        'hsc/repo/SSP_WIDE/2015-07-20/01296/HSC-I/HSC-0035892-023.fits '
        'hsc/repo/SSP_WIDE/2015-07-20/01296/HSC-I/HSC-0035892-039.fits hsc/repo/_mapper '
        'hsc/repo/registry.sqlite3 hsc/repo/deepCoadd/skyMap.pickle '
        'hsc/repo/isolated_stars/isolated_star_cat_HSC_9697_hsc_rings_v1_HSC_testdata_assoc_20221103T202540Z.parq '
        'hsc/repo/schema/icSrc.fits hsc/repo/schema/src.fits'
    ),
    'hsc/repo/01291/HSC-R/output': (
        'SRC-0034648-059.fits.gz SRC-0034648-067.fits.gz SRC-0034670-092.fits.gz SRC-0034674-028.fits.gz '
        'SRC-0034690-056.fits.gz SRC-0034714-018.fits.gz sourceTable-0034648.parq sourceTable-0034690.parq '
        'visitSummary-0034670.fits visitSummary-0034674.fits'
    ),
    'hsc/repo/01297/HSC-I/output': (
        'SRC-0036140-067.fits.gz SRC-0036192-008.fits.gz SRC-0036236-093.fits.gz SRC-0036260-002.fits.gz '
        'SRC-0036260-007.fits.gz sourceTable-0036140.parq sourceTable-0036192.parq sourceTable-0036236.parq '
        'visitSummary-0036140.fits'
    ),
    'hsc/repo/HSC/calib/unbounded/transmission_sensor': (
        'transmission_sensor_HSC_0_00_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_01_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_02_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_03_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_08_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_09_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_10_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_12_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_14_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_15_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_16_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_17_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_18_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_19_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_21_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_23_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_26_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_27_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_28_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_29_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_30_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_31_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_36_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_37_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_38_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_41_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_46_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_47_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_48_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_54_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_55_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_57_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_01_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_02_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_03_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_04_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_05_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_08_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_09_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_14_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_16_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_20_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_21_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_23_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_24_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_25_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_30_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_35_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_36_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_41_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_43_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_45_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_47_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_48_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_52_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_53_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_56_HSC_calib_unbounded.fits'
    ),
    'hsc/repo/SSP_WIDE/2015-07-15/01291/HSC-R': (
        'HSC-0034648-051.fits HSC-0034648-059.fits HSC-0034648-067.fits HSC-0034670-092.fits '
        'HSC-0034670-097.fits HSC-0034674-028.fits HSC-0034690-064.fits HSC-0034714-018.fits'
    ),
    'hsc/repo/SSP_WIDE/2015-07-21/01297/HSC-I': (
        'HSC-0036140-051.fits HSC-0036140-067.fits HSC-0036192-008.fits HSC-0036192-014.fits '
        'HSC-0036236-093.fits HSC-0036236-098.fits HSC-0036260-002.fits HSC-0036260-007.fits'
    ),
    'hsc/repo/config': (
        'packages.pickle~1 singleFrameDriver.py skyCorr.py writeSourceTable.py'
    ),
    'hsc/repo/ref_cats/gaia_dr2_20200414': (
        '198912.fits 198915.fits 199938.fits'
    ),
    'hsc/repo/ref_cats/ps1_pv3_3pi_20170110': (
        '197120.fits 197123.fits 198912.fits 199936.fits 199937.fits'
    ),
    'hsc/repo/transmission': (
        'atmosphere.fits filter-HSC-I.fits filter-HSC-I2.fits filter-HSC-R.fits filter-HSC-Y.fits '
        'filter-HSC-Z.fits filter-NB0387.fits filter-NB0400.fits filter-NB0515.fits filter-NB0656.fits '
        'filter-NB0718.fits filter-NB0816.fits filter-NB0921.fits filter-NB0973.fits filter-NB1010.fits '
        'optics.fits sensor-000.fits sensor-003.fits sensor-004.fits sensor-007.fits sensor-008.fits '
        'sensor-009.fits sensor-012.fits sensor-015.fits sensor-018.fits sensor-019.fits sensor-021.fits '
        'sensor-024.fits sensor-026.fits sensor-028.fits sensor-031.fits sensor-032.fits sensor-035.fits '
        'sensor-037.fits sensor-038.fits sensor-041.fits sensor-043.fits sensor-044.fits sensor-045.fits '
        'sensor-046.fits sensor-048.fits sensor-053.fits sensor-055.fits sensor-056.fits sensor-058.fits '
        'sensor-059.fits sensor-061.fits sensor-063.fits sensor-064.fits sensor-066.fits sensor-067.fits '
        'sensor-069.fits sensor-070.fits sensor-071.fits sensor-072.fits sensor-073.fits sensor-075.fits '
        'sensor-079.fits sensor-080.fits sensor-081.fits sensor-085.fits sensor-094.fits sensor-097.fits '
        'sensor-098.fits sensor-100.fits sensor-102.fits sensor-104.fits sensor-105.fits sensor-107.fits '
        'sensor-109.fits sensor-111.fits'
    ),
}

HSC_SRC_KIND = {
    'hsc/repo/01291/HSC-R/output': (
        'SRC-0034648-051.fits.gz SRC-0034648-059.fits.gz SRC-0034648-067.fits.gz SRC-0034670-092.fits.gz '
        'SRC-0034670-093.fits.gz SRC-0034670-097.fits.gz SRC-0034674-015.fits.gz SRC-0034674-021.fits.gz '
        'SRC-0034674-028.fits.gz SRC-0034690-048.fits.gz SRC-0034690-056.fits.gz SRC-0034690-064.fits.gz '
        'SRC-0034714-013.fits.gz SRC-0034714-018.fits.gz SRC-0034714-019.fits.gz'
    ),
    'hsc/repo/01296/HSC-I/output': (
        'SRC-0035892-023.fits.gz SRC-0035892-031.fits.gz SRC-0035892-039.fits.gz'
    ),
    'hsc/repo/01297/HSC-I/output': (
        'SRC-0036140-051.fits.gz SRC-0036140-059.fits.gz SRC-0036140-067.fits.gz SRC-0036192-008.fits.gz '
        'SRC-0036192-014.fits.gz SRC-0036192-020.fits.gz SRC-0036236-087.fits.gz SRC-0036236-093.fits.gz '
        'SRC-0036236-098.fits.gz SRC-0036260-002.fits.gz SRC-0036260-007.fits.gz SRC-0036260-013.fits.gz'
    ),
}

HSC_SRC_OTHER = {
    '': (
        'hsc/repo/01296/HSC-I/corr/CORR-0035892-023.fits hsc/repo/01296/HSC-I/output/sourceTable-0035892.parq '
        'hsc/repo/01296/HSC-I/output/visitSummary-0035892.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/I945/IB0945/transmission_filter_HSC_I945_IB0945_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N515/NB0515/transmission_filter_HSC_N515_NB0515_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N656/NB0656/transmission_filter_HSC_N656_NB0656_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N718/NB0718/transmission_filter_HSC_N718_NB0718_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N921/NB0921/transmission_filter_HSC_N921_NB0921_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N926/NB0926/transmission_filter_HSC_N926_NB0926_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N973/NB0973/transmission_filter_HSC_N973_NB0973_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/i/HSC-I/transmission_filter_HSC_i_HSC-I_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/y/HSC-Y/transmission_filter_HSC_y_HSC-Y_HSC_calib_unbounded.fits '
        'hsc/repo/_mapper hsc/repo/deepCoadd/skyMap.pickle '
        'hsc/repo/isolated_stars/isolated_star_cat_HSC_9697_hsc_rings_v1_HSC_testdata_assoc_20221103T202540Z.parq '
        'hsc/repo/schema/src.fits'
    ),
    'hsc/repo/01291/HSC-R/corr': (
        'CORR-0034648-059.fits CORR-0034648-067.fits CORR-0034674-028.fits CORR-0034714-018.fits'
    ),
    'hsc/repo/01291/HSC-R/output': (
        'sourceTable-0034648.parq sourceTable-0034670.parq sourceTable-0034674.parq sourceTable-0034690.parq '
        'sourceTable-0034714.parq visitSummary-0034648.fits visitSummary-0034670.fits '
        'visitSummary-0034674.fits visitSummary-0034690.fits visitSummary-0034714.fits'
    ),
    'hsc/repo/01297/HSC-I/corr': (
        'CORR-0036140-051.fits CORR-0036192-008.fits CORR-0036192-014.fits CORR-0036236-087.fits '
        'CORR-0036236-098.fits'
    ),
    'hsc/repo/01297/HSC-I/output': (
        'sourceTable-0036140.parq sourceTable-0036192.parq sourceTable-0036236.parq sourceTable-0036260.parq '
        'visitSummary-0036140.fits visitSummary-0036192.fits visitSummary-0036236.fits '
        'visitSummary-0036260.fits'
    ),
    'hsc/repo/HSC/calib/unbounded/transmission_sensor': (
        'transmission_sensor_HSC_0_00_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_03_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_04_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_05_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_06_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_08_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_10_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_11_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_12_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_13_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_14_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_19_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_20_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_21_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_22_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_23_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_28_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_29_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_30_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_32_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_34_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_35_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_36_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_37_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_38_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_39_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_40_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_41_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_43_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_46_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_47_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_48_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_51_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_52_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_53_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_54_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_56_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_00_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_02_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_07_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_10_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_11_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_12_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_16_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_17_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_19_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_21_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_22_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_24_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_25_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_28_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_29_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_30_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_32_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_33_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_34_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_36_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_40_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_41_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_43_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_44_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_45_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_46_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_52_HSC_calib_unbounded.fits'
    ),
    'hsc/repo/SSP_WIDE/2015-07-15/01291/HSC-R': (
        'HSC-0034648-051.fits HSC-0034670-097.fits HSC-0034674-021.fits HSC-0034690-048.fits '
        'HSC-0034690-064.fits HSC-0034714-013.fits HSC-0034714-019.fits'
    ),
    'hsc/repo/SSP_WIDE/2015-07-21/01297/HSC-I': (
        'HSC-0036140-051.fits HSC-0036140-067.fits HSC-0036192-008.fits HSC-0036192-014.fits '
        'HSC-0036236-087.fits HSC-0036260-007.fits'
    ),
    'hsc/repo/config': (
        'packages.pickle singleFrameDriver.py skyCorr.py transformSourceTable.py writeSourceTable.py'
    ),
    'hsc/repo/ref_cats/gaia_dr2_20200414': (
        '197122.fits 197123.fits 198915.fits 199937.fits 199938.fits config.py'
    ),
    'hsc/repo/ref_cats/ps1_pv3_3pi_20170110': (
        '197120.fits 197123.fits 198913.fits 198915.fits 199936.fits master_schema.fits'
    ),
    'hsc/repo/transmission': (
        'atmosphere.fits filter-HSC-G.fits filter-HSC-Z.fits filter-NB0468.fits filter-NB0515.fits '
        'filter-NB0921.fits filter-NB0926.fits filter-NB0973.fits filter-NB1010.fits sensor-000.fits '
        'sensor-001.fits sensor-004.fits sensor-006.fits sensor-007.fits sensor-008.fits sensor-012.fits '
        'sensor-014.fits sensor-017.fits sensor-018.fits sensor-020.fits sensor-022.fits sensor-023.fits '
        'sensor-025.fits sensor-026.fits sensor-027.fits sensor-030.fits sensor-035.fits sensor-036.fits '
        'sensor-038.fits sensor-039.fits sensor-041.fits sensor-042.fits sensor-045.fits sensor-047.fits '
        'sensor-048.fits sensor-051.fits sensor-052.fits sensor-056.fits sensor-057.fits sensor-058.fits '
        'sensor-060.fits sensor-064.fits sensor-066.fits sensor-068.fits sensor-069.fits sensor-073.fits '
        'sensor-075.fits sensor-077.fits sensor-082.fits sensor-083.fits sensor-084.fits sensor-089.fits '
        'sensor-090.fits sensor-092.fits sensor-097.fits sensor-100.fits sensor-102.fits sensor-103.fits '
        'sensor-104.fits sensor-106.fits sensor-107.fits sensor-108.fits sensor-111.fits'
    ),
}

HSC_RAW_KIND = {
    'hsc/repo/SSP_WIDE/2015-07-15/01291/HSC-R': (
        'HSC-0034648-051.fits HSC-0034648-059.fits HSC-0034648-067.fits HSC-0034670-092.fits '
        'HSC-0034670-093.fits HSC-0034670-097.fits HSC-0034674-015.fits HSC-0034674-021.fits '
        'HSC-0034674-028.fits HSC-0034690-048.fits HSC-0034690-056.fits HSC-0034690-064.fits '
        'HSC-0034714-013.fits HSC-0034714-018.fits HSC-0034714-019.fits'
    ),
    'hsc/repo/SSP_WIDE/2015-07-20/01296/HSC-I': (
        'HSC-0035892-023.fits HSC-0035892-031.fits HSC-0035892-039.fits'
    ),
    'hsc/repo/SSP_WIDE/2015-07-21/01297/HSC-I': (
        'HSC-0036140-051.fits HSC-0036140-059.fits HSC-0036140-067.fits HSC-0036192-008.fits '
        'HSC-0036192-014.fits HSC-0036192-020.fits HSC-0036236-087.fits HSC-0036236-093.fits '
        'HSC-0036236-098.fits HSC-0036260-002.fits HSC-0036260-007.fits HSC-0036260-013.fits'
    ),
}

HSC_RAW_OTHER = {
    '': (
        'hsc/repo/01296/HSC-I/corr/CORR-0035892-023.fits hsc/repo/01296/HSC-I/corr/CORR-0035892-039.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_atmosphere/transmission_atmosphere_HSC_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/I945/IB0945/transmission_filter_HSC_I945_IB0945_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N1010/NB1010/transmission_filter_HSC_N1010_NB1010_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N400/NB0400/transmission_filter_HSC_N400_NB0400_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N515/NB0515/transmission_filter_HSC_N515_NB0515_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N527/NB0527/transmission_filter_HSC_N527_NB0527_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N656/NB0656/transmission_filter_HSC_N656_NB0656_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N718/NB0718/transmission_filter_HSC_N718_NB0718_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N816/NB0816/transmission_filter_HSC_N816_NB0816_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N921/NB0921/transmission_filter_HSC_N921_NB0921_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N973/NB0973/transmission_filter_HSC_N973_NB0973_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/i/HSC-I/transmission_filter_HSC_i_HSC-I_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/r/HSC-R2/transmission_filter_HSC_r_HSC-R2_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/y/HSC-Y/transmission_filter_HSC_y_HSC-Y_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/z/HSC-Z/transmission_filter_HSC_z_HSC-Z_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_optics/transmission_optics_HSC_HSC_calib_unbounded.fits '
        'hsc/repo/_mapper hsc/repo/registry.sqlite3 hsc/repo/deepCoadd/skyMap.pickle '
        'hsc/repo/isolated_stars/isolated_star_cat_HSC_9697_hsc_rings_v1_HSC_testdata_assoc_20221103T202540Z.parq '
        'hsc/repo/schema/icSrc.fits hsc/repo/schema/src.fits'
    ),
    'hsc/repo/01291/HSC-R/corr': (
        'CORR-0034648-059.fits CORR-0034648-067.fits CORR-0034670-092.fits CORR-0034674-028.fits '
        'CORR-0034690-056.fits CORR-0034714-018.fits'
    ),
    'hsc/repo/01291/HSC-R/output': (
        'SRC-0034648-051.fits.gz SRC-0034670-092.fits.gz SRC-0034674-015.fits.gz SRC-0034674-021.fits.gz '
        'SRC-0034690-064.fits.gz sourceTable-0034674.parq sourceTable-0034690.parq visitSummary-0034674.fits '
        'visitSummary-0034714.fits'
    ),
    'hsc/repo/01296/HSC-I/output': (
        'SRC-0035892-023.fits.gz SRC-0035892-031.fits.gz sourceTable-0035892.parq'
    ),
    'hsc/repo/01297/HSC-I/corr': (
        'CORR-0036140-067.fits CORR-0036192-020.fits CORR-0036236-087.fits CORR-0036260-002.fits '
        'CORR-0036260-007.fits CORR-0036260-013.fits'
    ),
    'hsc/repo/01297/HSC-I/output': (
        'SRC-0036140-059.fits.gz SRC-0036192-008.fits.gz SRC-0036192-014.fits.gz SRC-0036192-020.fits.gz '
        'SRC-0036236-087.fits.gz SRC-0036236-093.fits.gz SRC-0036236-098.fits.gz SRC-0036260-002.fits.gz '
        'SRC-0036260-013.fits.gz sourceTable-0036140.parq sourceTable-0036192.parq sourceTable-0036236.parq '
        'sourceTable-0036260.parq visitSummary-0036140.fits'
    ),
    'hsc/repo/HSC/calib/unbounded/transmission_sensor': (
        'transmission_sensor_HSC_0_00_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_01_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_06_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_07_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_08_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_11_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_16_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_17_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_18_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_22_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_23_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_25_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_27_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_28_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_29_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_30_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_31_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_34_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_35_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_40_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_42_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_46_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_47_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_51_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_52_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_53_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_00_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_05_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_06_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_11_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_13_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_15_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_17_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_18_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_20_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_21_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_24_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_26_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_27_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_28_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_29_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_31_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_34_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_37_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_39_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_41_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_43_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_44_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_46_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_47_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_48_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_53_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_54_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_55_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_56_HSC_calib_unbounded.fits'
    ),
    'hsc/repo/config': (
        'packages.pickle~1 singleFrameDriver.py skyCorr.py writeSourceTable.py'
    ),
    'hsc/repo/ref_cats/gaia_dr2_20200414': (
        '198912.fits 198915.fits 199938.fits'
    ),
    'hsc/repo/ref_cats/ps1_pv3_3pi_20170110': (
        '197120.fits 197123.fits 198912.fits 199936.fits 199937.fits'
    ),
    'hsc/repo/transmission': (
        'atmosphere.fits filter-HSC-I.fits filter-HSC-I2.fits filter-HSC-R.fits filter-HSC-Y.fits '
        'filter-HSC-Z.fits filter-NB0387.fits filter-NB0400.fits filter-NB0515.fits filter-NB0656.fits '
        'filter-NB0718.fits filter-NB0816.fits filter-NB0921.fits filter-NB0973.fits filter-NB1010.fits '
        'optics.fits sensor-000.fits sensor-003.fits sensor-004.fits sensor-007.fits sensor-008.fits '
        'sensor-009.fits sensor-012.fits sensor-015.fits sensor-018.fits sensor-019.fits sensor-021.fits '
        'sensor-024.fits sensor-026.fits sensor-028.fits sensor-031.fits sensor-032.fits sensor-035.fits '
        'sensor-037.fits sensor-038.fits sensor-041.fits sensor-043.fits sensor-044.fits sensor-045.fits '
        'sensor-046.fits sensor-048.fits sensor-053.fits sensor-055.fits sensor-056.fits sensor-058.fits '
        'sensor-059.fits sensor-061.fits sensor-063.fits sensor-064.fits sensor-066.fits sensor-067.fits '
        'sensor-069.fits sensor-070.fits sensor-071.fits sensor-072.fits sensor-073.fits sensor-075.fits '
        'sensor-079.fits sensor-080.fits sensor-081.fits sensor-085.fits sensor-094.fits sensor-097.fits '
        'sensor-098.fits sensor-100.fits sensor-102.fits sensor-104.fits sensor-105.fits sensor-107.fits '
        'sensor-109.fits sensor-111.fits'
    ),
}

CFHT_CALEXP_KIND = {
    'cfht/repo/singleFrame/20211113T012828Z/calexp/20060520/r/r.MP9601/849375': (
        'calexp_MegaPrime_r_r_MP9601_849375_ccd12_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_849375_ccd13_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_849375_ccd14_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_849375_ccd21_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_849375_ccd22_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_849375_ccd23_singleFrame_20211113T012828Z.fits'
    ),
    'cfht/repo/singleFrame/20211113T012828Z/calexp/20060602/r/r.MP9601/850587': (
        'calexp_MegaPrime_r_r_MP9601_850587_ccd12_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_850587_ccd13_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_850587_ccd14_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_850587_ccd21_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_850587_ccd22_singleFrame_20211113T012828Z.fits '
        'calexp_MegaPrime_r_r_MP9601_850587_ccd23_singleFrame_20211113T012828Z.fits'
    ),
}

CFHT_CALEXP_OTHER = {
    '': (
        '.github/workflows/rebase_checker.yaml .lfsconfig README.md '
        'cfht/repo/MegaPrime/calib/unbounded/camera/camera_MegaPrime_MegaPrime_calib_unbounded.fits '
        'cfht/repo/singleFrame/20211113T012828Z/sourceTable_visit/20060520/r/r.MP9601/849375/sourceTable_visit_MegaPrime_r_r_MP9601_849375_singleFrame_20211113T012828Z.parq '
        'cfht/repo/singleFrame/20211113T012828Z/sourceTable_visit/20060602/r/r.MP9601/850587/sourceTable_visit_MegaPrime_r_r_MP9601_850587_singleFrame_20211113T012828Z.parq '
        'cfht/repo/singleFrame/20211113T012828Z/visitSummary/20060520/r/r.MP9601/849375/visitSummary_MegaPrime_r_r_MP9601_849375_singleFrame_20211113T012828Z.fits '
        'cfht/repo/singleFrame/20211113T012828Z/visitSummary/20060602/r/r.MP9601/850587/visitSummary_MegaPrime_r_r_MP9601_850587_singleFrame_20211113T012828Z.fits '
        'cfht/repo/skymaps/skyMap/skyMap_discrete_skymaps.pickle '
        'hsc/repo/01291/HSC-R/corr/CORR-0034670-092.fits hsc/repo/01296/HSC-I/corr/CORR-0035892-031.fits '
        'hsc/repo/01296/HSC-I/output/SRC-0035892-039.fits.gz '
        'hsc/repo/HSC/calib/unbounded/camera/camera_HSC_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N1010/NB1010/transmission_filter_HSC_N1010_NB1010_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N468/NB0468/transmission_filter_HSC_N468_NB0468_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N515/NB0515/transmission_filter_HSC_N515_NB0515_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N816/NB0816/transmission_filter_HSC_N816_NB0816_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/N973/NB0973/transmission_filter_HSC_N973_NB0973_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/g/HSC-G/transmission_filter_HSC_g_HSC-G_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/i/HSC-I/transmission_filter_HSC_i_HSC-I_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/i/HSC-I2/transmission_filter_HSC_i_HSC-I2_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/r/HSC-R/transmission_filter_HSC_r_HSC-R_HSC_calib_unbounded.fits '
        'hsc/repo/HSC/calib/unbounded/transmission_filter/r/HSC-R2/transmission_filter_HSC_r_HSC-R2_HSC_calib_unbounded.fits '
        'hsc/repo/_mapper '
        'hsc/repo/isolated_stars/isolated_star_cat_HSC_9697_hsc_rings_v1_HSC_testdata_assoc_20221103T202540Z.parq '
        'hsc/repo/schema/icSrc.fits latiss/exports.yaml '
        'latiss/testdata/LATISS/calib/DM-40082/curated/19700101T000000Z/transmission_sensor/transmission_sensor_LATISS_RXX_S00_LATISS_calib_DM-40082_curated_19700101T000000Z.fits '
        'latiss/testdata/LATISS/calib/DM-40082/curated/20221005T000000Z/transmission_filter/r/SDSSr_65mm~empty/transmission_filter_LATISS_r_SDSSr_65mm~empty_LATISS_calib_DM-40082_curated_20221005T000000Z.fits '
        'latiss/testdata/LATISS/calib/DM-40082/curated/20221005T000000Z/transmission_filter/y/SDSSy_65mm~empty/transmission_filter_LATISS_y_SDSSy_65mm~empty_LATISS_calib_DM-40082_curated_20221005T000000Z.fits '
        'latiss/testdata/LATISS/calib/DM-40082/unbounded/camera/camera_LATISS_LATISS_calib_DM-40082_unbounded.fits '
        'latiss/testdata/LATISS/runs/AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB/w_2023_33/PREOPS-3613/20230822T175428Z/visitSummary/20230511/g/SDSSg_65mm~empty/2023051100320/visitSummary_LATISS_g_SDSSg_65mm~empty_2023051100320_LATISS_runs_AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB_w_2023_33_PREOPS-3613_20230822T175428Z.fits '
        'latiss/testdata/LATISS/runs/AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB/w_2023_33/PREOPS-3613/20230822T175428Z/visitSummary/20230511/g/SDSSg_65mm~empty/2023051100357/visitSummary_LATISS_g_SDSSg_65mm~empty_2023051100357_LATISS_runs_AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB_w_2023_33_PREOPS-3613_20230822T175428Z.fits '
        'latiss/testdata/LATISS/runs/AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB/w_2023_33/PREOPS-3613/20230822T175428Z/visitSummary/20230511/g/SDSSg_65mm~empty/2023051100454/visitSummary_LATISS_g_SDSSg_65mm~empty_2023051100454_LATISS_runs_AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB_w_2023_33_PREOPS-3613_20230822T175428Z.fits '
        'latiss/testdata/LATISS/runs/AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB/w_2023_33/PREOPS-3613/20230822T175428Z/visitSummary/20230511/r/SDSSr_65mm~empty/2023051100303/visitSummary_LATISS_r_SDSSr_65mm~empty_2023051100303_LATISS_runs_AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB_w_2023_33_PREOPS-3613_20230822T175428Z.fits '
        'latiss/testdata/LATISS/runs/AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB/w_2023_33/PREOPS-3613/20230822T175428Z/visitSummary/20230511/r/SDSSr_65mm~empty/2023051100379/visitSummary_LATISS_r_SDSSr_65mm~empty_2023051100379_LATISS_runs_AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB_w_2023_33_PREOPS-3613_20230822T175428Z.fits '
        'latiss/testdata/LATISS/runs/AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB/w_2023_33/PREOPS-3613/20230822T175428Z/visitSummary/20230511/r/SDSSr_65mm~empty/2023051100431/visitSummary_LATISS_r_SDSSr_65mm~empty_2023051100431_LATISS_runs_AUXTEL_DRP_IMAGING_2023-08A-07AB-05AB_w_2023_33_PREOPS-3613_20230822T175428Z.fits '
        'scripts/policy/Source_hsc.yaml ups/testdata_jointcal.table'
    ),
    'cfht': (
        'exports.yaml gaia_dr2_20200414.ecsv ps1_pv3_3pi_20170110.ecsv sdss-dr9-fink-v5b.ecsv'
    ),
    'cfht/ref_cats/gaia_dr2_20200414': (
        '225809.fits 225813.fits 225814.fits 225815.fits 225820.fits 225822.fits 225823.fits README.txt '
        'config.py master_schema.fits'
    ),
    'cfht/ref_cats/ps1_pv3_3pi_20170110': (
        '225809.fits 225813.fits 225814.fits 225815.fits 225820.fits 225822.fits 225823.fits README.txt '
        'config.py master_schema.fits'
    ),
    'cfht/ref_cats/sdss-dr9-fink-v5b': (
        '225809.fits 225813.fits 225814.fits 225815.fits 225820.fits 225822.fits 225823.fits config.py '
        'master_schema.fits'
    ),
    'hsc/repo/01291/HSC-R/output': (
        'sourceTable-0034714.parq visitSummary-0034690.fits visitSummary-0034714.fits'
    ),
    'hsc/repo/01297/HSC-I/corr': (
        'CORR-0036192-014.fits CORR-0036236-087.fits CORR-0036236-098.fits CORR-0036260-007.fits'
    ),
    'hsc/repo/01297/HSC-I/output': (
        'SRC-0036140-051.fits.gz SRC-0036140-059.fits.gz SRC-0036140-067.fits.gz SRC-0036236-093.fits.gz '
        'SRC-0036236-098.fits.gz SRC-0036260-002.fits.gz SRC-0036260-013.fits.gz visitSummary-0036140.fits '
        'visitSummary-0036192.fits'
    ),
    'hsc/repo/HSC/calib/unbounded/transmission_sensor': (
        'transmission_sensor_HSC_0_01_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_03_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_11_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_12_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_13_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_18_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_20_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_23_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_26_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_29_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_30_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_35_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_42_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_44_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_45_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_0_46_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_01_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_06_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_08_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_10_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_12_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_15_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_19_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_22_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_32_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_36_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_38_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_39_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_42_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_43_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_48_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_53_HSC_calib_unbounded.fits '
        'transmission_sensor_HSC_1_55_HSC_calib_unbounded.fits'
    ),
    'hsc/repo/SSP_WIDE/2015-07-15/01291/HSC-R': (
        'HSC-0034648-059.fits HSC-0034648-067.fits HSC-0034674-028.fits HSC-0034714-018.fits'
    ),
    'hsc/repo/SSP_WIDE/2015-07-21/01297/HSC-I': (
        'HSC-0036140-059.fits HSC-0036192-020.fits HSC-0036236-087.fits HSC-0036260-013.fits'
    ),
    'hsc/repo/config': (
        'packages.pickle packages.pickle~1 transformSourceTable.py'
    ),
    'hsc/repo/ref_cats/gaia_dr2_20200414': (
        '197122.fits 197123.fits 199936.fits 199938.fits master_schema.fits'
    ),
    'hsc/repo/ref_cats/ps1_pv3_3pi_20170110': (
        '197120.fits 197123.fits 198913.fits 198915.fits 199937.fits 199939.fits master_schema.fits'
    ),
    'hsc/repo/transmission': (
        'filter-HSC-I.fits filter-HSC-R.fits filter-HSC-R2.fits filter-HSC-Y.fits filter-IB0945.fits '
        'filter-NB0527.fits filter-NB0718.fits filter-NB0973.fits sensor-000.fits sensor-002.fits '
        'sensor-005.fits sensor-011.fits sensor-012.fits sensor-013.fits sensor-021.fits sensor-023.fits '
        'sensor-026.fits sensor-028.fits sensor-035.fits sensor-036.fits sensor-038.fits sensor-040.fits '
        'sensor-041.fits sensor-042.fits sensor-044.fits sensor-049.fits sensor-050.fits sensor-052.fits '
        'sensor-056.fits sensor-062.fits sensor-066.fits sensor-067.fits sensor-077.fits sensor-080.fits '
        'sensor-081.fits sensor-085.fits sensor-086.fits sensor-088.fits sensor-093.fits sensor-094.fits '
        'sensor-096.fits sensor-102.fits sensor-104.fits sensor-105.fits sensor-108.fits sensor-111.fits'
    ),
    'latiss/testdata/refcats/DM-33444/atlas_refcat2_20220201': (
        'atlas_refcat2_20220201_177673_refcats_DM-33444.fits '
        'atlas_refcat2_20220201_177677_refcats_DM-33444.fits '
        'atlas_refcat2_20220201_177703_refcats_DM-33444.fits '
        'atlas_refcat2_20220201_179719_refcats_DM-33444.fits'
    ),
    'scripts': (
        'compress_jointcal_cfht_test_data.py compress_jointcal_hsc_test_data.py convert_gen2_to_gen3_hsc.sh '
        'export_gen3_hsc.py extract-refcat-shards.py make_hsc_star_associations.py'
    ),
}

WGMS_MB_KIND = {
    'wgms/mb_profiles': (
        'profile_WGMS-00034.csv profile_WGMS-00039.csv profile_WGMS-00041.csv profile_WGMS-00044.csv '
        'profile_WGMS-00045.csv profile_WGMS-00046.csv profile_WGMS-00047.csv profile_WGMS-00083.csv '
        'profile_WGMS-00292.csv profile_WGMS-00302.csv profile_WGMS-00305.csv profile_WGMS-00316.csv '
        'profile_WGMS-00318.csv profile_WGMS-00324.csv profile_WGMS-00326.csv profile_WGMS-00334.csv '
        'profile_WGMS-00357.csv profile_WGMS-00366.csv profile_WGMS-00396.csv profile_WGMS-00491.csv '
        'profile_WGMS-00510.csv profile_WGMS-00535.csv profile_WGMS-00545.csv profile_WGMS-00636.csv '
        'profile_WGMS-00672.csv profile_WGMS-00726.csv profile_WGMS-00732.csv profile_WGMS-00761.csv '
        'profile_WGMS-00780.csv profile_WGMS-00781.csv profile_WGMS-00782.csv profile_WGMS-00791.csv '
        'profile_WGMS-00796.csv profile_WGMS-00805.csv profile_WGMS-00813.csv profile_WGMS-00942.csv '
        'profile_WGMS-01107.csv profile_WGMS-01316.csv profile_WGMS-01317.csv profile_WGMS-01320.csv '
        'profile_WGMS-01329.csv profile_WGMS-01388.csv profile_WGMS-01400.csv profile_WGMS-01402.csv '
        'profile_WGMS-01456.csv profile_WGMS-01507.csv profile_WGMS-01511.csv profile_WGMS-01512.csv '
        'profile_WGMS-01624.csv profile_WGMS-01674.csv profile_WGMS-01676.csv profile_WGMS-02000.csv '
        'profile_WGMS-02296.csv profile_WGMS-02320.csv profile_WGMS-02660.csv profile_WGMS-02667.csv '
        'profile_WGMS-02670.csv profile_WGMS-02671.csv profile_WGMS-02763.csv profile_WGMS-03088.csv '
        'profile_WGMS-03089.csv profile_WGMS-03292.csv profile_WGMS-03295.csv profile_WGMS-03350.csv '
        'profile_WGMS-03801.csv profile_WGMS-03889.csv profile_WGMS-03903.csv profile_WGMS-03905.csv '
        'profile_WGMS-04339.csv profile_WGMS-04340.csv profile_WGMS-04566.csv profile_WGMS-10402.csv '
        'profile_WGMS-10422.csv profile_WGMS-10423.csv'
    ),
    'wgms/mb_profiles_constant_dh': (
        'profile_constant_dh_WGMS-00030.csv profile_constant_dh_WGMS-00041.csv '
        'profile_constant_dh_WGMS-00044.csv profile_constant_dh_WGMS-00045.csv '
        'profile_constant_dh_WGMS-00046.csv profile_constant_dh_WGMS-00059.csv '
        'profile_constant_dh_WGMS-00076.csv profile_constant_dh_WGMS-00079.csv '
        'profile_constant_dh_WGMS-00226.csv profile_constant_dh_WGMS-00286.csv '
        'profile_constant_dh_WGMS-00292.csv profile_constant_dh_WGMS-00299.csv '
        'profile_constant_dh_WGMS-00317.csv profile_constant_dh_WGMS-00320.csv '
        'profile_constant_dh_WGMS-00321.csv profile_constant_dh_WGMS-00323.csv '
        'profile_constant_dh_WGMS-00324.csv profile_constant_dh_WGMS-00327.csv '
        'profile_constant_dh_WGMS-00332.csv profile_constant_dh_WGMS-00334.csv '
        'profile_constant_dh_WGMS-00342.csv profile_constant_dh_WGMS-00346.csv '
        'profile_constant_dh_WGMS-00389.csv profile_constant_dh_WGMS-00396.csv '
        'profile_constant_dh_WGMS-00408.csv profile_constant_dh_WGMS-00420.csv '
        'profile_constant_dh_WGMS-00421.csv profile_constant_dh_WGMS-00473.csv '
        'profile_constant_dh_WGMS-00489.csv profile_constant_dh_WGMS-00491.csv '
        'profile_constant_dh_WGMS-00545.csv profile_constant_dh_WGMS-00547.csv '
        'profile_constant_dh_WGMS-00566.csv profile_constant_dh_WGMS-00635.csv '
        'profile_constant_dh_WGMS-00645.csv profile_constant_dh_WGMS-00727.csv '
        'profile_constant_dh_WGMS-00753.csv profile_constant_dh_WGMS-00780.csv '
        'profile_constant_dh_WGMS-00794.csv profile_constant_dh_WGMS-00795.csv '
        'profile_constant_dh_WGMS-00797.csv profile_constant_dh_WGMS-00805.csv '
        'profile_constant_dh_WGMS-00817.csv profile_constant_dh_WGMS-00829.csv '
        'profile_constant_dh_WGMS-00831.csv profile_constant_dh_WGMS-00906.csv '
        'profile_constant_dh_WGMS-00912.csv profile_constant_dh_WGMS-00942.csv '
        'profile_constant_dh_WGMS-01107.csv profile_constant_dh_WGMS-01316.csv '
        'profile_constant_dh_WGMS-01317.csv profile_constant_dh_WGMS-01320.csv '
        'profile_constant_dh_WGMS-01328.csv profile_constant_dh_WGMS-01402.csv '
        'profile_constant_dh_WGMS-01461.csv profile_constant_dh_WGMS-01503.csv '
        'profile_constant_dh_WGMS-01507.csv profile_constant_dh_WGMS-01512.csv '
        'profile_constant_dh_WGMS-01538.csv profile_constant_dh_WGMS-02000.csv '
        'profile_constant_dh_WGMS-02307.csv profile_constant_dh_WGMS-02667.csv '
        'profile_constant_dh_WGMS-02671.csv profile_constant_dh_WGMS-02763.csv '
        'profile_constant_dh_WGMS-03332.csv profile_constant_dh_WGMS-03350.csv '
        'profile_constant_dh_WGMS-03889.csv profile_constant_dh_WGMS-03947.csv '
        'profile_constant_dh_WGMS-04532.csv profile_constant_dh_WGMS-04566.csv '
        'profile_constant_dh_WGMS-10422.csv profile_constant_dh_WGMS-10423.csv '
        'profile_constant_dh_WGMS-10460.csv'
    ),
    'wgms/mbdata': (
        'mbdata_WGMS-00023.csv mbdata_WGMS-00030.csv mbdata_WGMS-00039.csv mbdata_WGMS-00041.csv '
        'mbdata_WGMS-00045.csv mbdata_WGMS-00046.csv mbdata_WGMS-00047.csv mbdata_WGMS-00066.csv '
        'mbdata_WGMS-00079.csv mbdata_WGMS-00083.csv mbdata_WGMS-00094.csv mbdata_WGMS-00138.csv '
        'mbdata_WGMS-00201.csv mbdata_WGMS-00205.csv mbdata_WGMS-00210.csv mbdata_WGMS-00225.csv '
        'mbdata_WGMS-00238.csv mbdata_WGMS-00240.csv mbdata_WGMS-00291.csv mbdata_WGMS-00292.csv '
        'mbdata_WGMS-00298.csv mbdata_WGMS-00300.csv mbdata_WGMS-00302.csv mbdata_WGMS-00316.csv '
        'mbdata_WGMS-00317.csv mbdata_WGMS-00321.csv mbdata_WGMS-00322.csv mbdata_WGMS-00323.csv '
        'mbdata_WGMS-00334.csv mbdata_WGMS-00346.csv mbdata_WGMS-00352.csv mbdata_WGMS-00353.csv '
        'mbdata_WGMS-00354.csv mbdata_WGMS-00357.csv mbdata_WGMS-00359.csv mbdata_WGMS-00360.csv '
        'mbdata_WGMS-00367.csv mbdata_WGMS-00371.csv mbdata_WGMS-00389.csv mbdata_WGMS-00394.csv '
        'mbdata_WGMS-00395.csv mbdata_WGMS-00417.csv mbdata_WGMS-00420.csv mbdata_WGMS-00421.csv '
        'mbdata_WGMS-00432.csv mbdata_WGMS-00463.csv mbdata_WGMS-00476.csv mbdata_WGMS-00482.csv '
        'mbdata_WGMS-00489.csv mbdata_WGMS-00491.csv mbdata_WGMS-00492.csv mbdata_WGMS-00507.csv '
        'mbdata_WGMS-00510.csv mbdata_WGMS-00535.csv mbdata_WGMS-00545.csv mbdata_WGMS-00547.csv '
        'mbdata_WGMS-00566.csv mbdata_WGMS-00573.csv mbdata_WGMS-00578.csv mbdata_WGMS-00635.csv '
        'mbdata_WGMS-00645.csv mbdata_WGMS-00661.csv mbdata_WGMS-00667.csv mbdata_WGMS-00672.csv '
        'mbdata_WGMS-00704.csv mbdata_WGMS-00729.csv mbdata_WGMS-00730.csv mbdata_WGMS-00780.csv '
        'mbdata_WGMS-00788.csv mbdata_WGMS-00795.csv mbdata_WGMS-00805.csv mbdata_WGMS-00806.csv '
        'mbdata_WGMS-00808.csv mbdata_WGMS-00809.csv mbdata_WGMS-00811.csv mbdata_WGMS-00812.csv '
        'mbdata_WGMS-00813.csv mbdata_WGMS-00829.csv mbdata_WGMS-00830.csv mbdata_WGMS-00831.csv '
        'mbdata_WGMS-00849.csv mbdata_WGMS-00912.csv mbdata_WGMS-01047.csv mbdata_WGMS-01107.csv '
        'mbdata_WGMS-01138.csv mbdata_WGMS-01238.csv mbdata_WGMS-01264.csv mbdata_WGMS-01282.csv '
        'mbdata_WGMS-01320.csv mbdata_WGMS-01331.csv mbdata_WGMS-01367.csv mbdata_WGMS-01388.csv '
        'mbdata_WGMS-01394.csv mbdata_WGMS-01402.csv mbdata_WGMS-01456.csv mbdata_WGMS-01461.csv '
        'mbdata_WGMS-01507.csv mbdata_WGMS-01510.csv mbdata_WGMS-01511.csv mbdata_WGMS-01512.csv '
        'mbdata_WGMS-01597.csv mbdata_WGMS-01629.csv mbdata_WGMS-01664.csv mbdata_WGMS-01665.csv '
        'mbdata_WGMS-01667.csv mbdata_WGMS-01676.csv mbdata_WGMS-02307.csv mbdata_WGMS-02320.csv '
        'mbdata_WGMS-02660.csv mbdata_WGMS-02665.csv mbdata_WGMS-02669.csv mbdata_WGMS-02721.csv '
        'mbdata_WGMS-02867.csv mbdata_WGMS-03044.csv mbdata_WGMS-03067.csv mbdata_WGMS-03068.csv '
        'mbdata_WGMS-03069.csv mbdata_WGMS-03088.csv mbdata_WGMS-03089.csv mbdata_WGMS-03090.csv '
        'mbdata_WGMS-03125.csv mbdata_WGMS-03126.csv mbdata_WGMS-03334.csv mbdata_WGMS-03350.csv '
        'mbdata_WGMS-03366.csv mbdata_WGMS-03367.csv mbdata_WGMS-03486.csv mbdata_WGMS-03504.csv '
        'mbdata_WGMS-03534.csv mbdata_WGMS-03589.csv mbdata_WGMS-03690.csv mbdata_WGMS-03805.csv '
        'mbdata_WGMS-03908.csv mbdata_WGMS-03909.csv mbdata_WGMS-03912.csv mbdata_WGMS-03913.csv '
        'mbdata_WGMS-03915.csv mbdata_WGMS-03930.csv mbdata_WGMS-03941.csv mbdata_WGMS-03947.csv '
        'mbdata_WGMS-03950.csv mbdata_WGMS-03958.csv mbdata_WGMS-03978.csv mbdata_WGMS-03981.csv '
        'mbdata_WGMS-03983.csv mbdata_WGMS-03986.csv mbdata_WGMS-03997.csv mbdata_WGMS-04339.csv '
        'mbdata_WGMS-04535.csv mbdata_WGMS-04630.csv mbdata_WGMS-06833.csv mbdata_WGMS-07217.csv '
        'mbdata_WGMS-10499.csv'
    ),
}

WGMS_MB_OTHER = {
    '': (
        'baseline_images/freetype_28/test_catch_areas/test_catch_areas_2.png '
        'baseline_images/freetype_28/test_centerlines/test_centerlines_2.png '
        'baseline_images/freetype_28/test_domain/test_domain_2.png '
        'baseline_images/freetype_28/test_domain/test_domain_3.png '
        'baseline_images/freetype_28/test_downstream/test_downstream_1.png '
        'baseline_images/freetype_28/test_ice_cap/test_ice_cap_3.png '
        'baseline_images/freetype_28/test_inversion/test_inversion_2.png '
        'baseline_images/freetype_28/test_modeloutput_map/test_modeloutput_map_1.png '
        'baseline_images/freetype_28/test_modeloutput_map/test_modeloutput_map_2.png '
        'baseline_images/freetype_28/test_modelsection/test_modelsection_2.png '
        'baseline_images/freetype_28/test_modelsection_withtrib/test_modelsection_withtrib_1.png '
        'baseline_images/freetype_28/test_modelsection_withtrib/test_modelsection_withtrib_2.png '
        'baseline_images/freetype_28/test_multiple_models/test_multiple_models_2.png '
        'baseline_images/freetype_28/test_multiple_models/test_multiple_models_3.png '
        'baseline_images/freetype_28/test_plot_region_inversion/test_plot_region_inversion_2.png '
        'baseline_images/freetype_28/test_plot_region_model/test_plot_region_model_2.png '
        'baseline_images/freetype_28/test_raster/test_raster_1.png '
        'baseline_images/freetype_28/test_raster/test_raster_2.png '
        'baseline_images/freetype_28/test_thick_alt/test_thick_alt_1.png '
        'baseline_images/freetype_28/test_thick_elev_bands/test_thick_elev_bands_1.png '
        'baseline_images/freetype_28/test_thick_elev_bands/test_thick_elev_bands_2.png '
        'baseline_images/freetype_28/test_thick_interp/test_thick_interp_1.png '
        'baseline_images/freetype_28/test_width_corrected/test_width_corrected_1.png '
        'baseline_images/freetype_28/test_width_corrected/test_width_corrected_2.png '
        'dem_sources/CopernicusDEM/copdem90_2021_1.csv dem_sources/CopernicusDEM/copdem90_2022_1.csv '
        'g2ti/rgi62_itmix_df.h5 glathida/rgi_glathida_links.csv shop/crop_ALA_G0120_0000_vx.tif '
        'test-files/modera/ModE-RA_ensmean_temp2_anom_wrt_1901-2000_1421-2008_mon.nc '
        'test-workflow/HISTALP_oetztal.nc test-workflow/srtm_oetztal.tif'
    ),
    'baseline_images/freetype_28/test_coxe': (
        'test_coxe_2.png test_coxe_4.png test_coxe_6.png test_coxe_7.png'
    ),
    'baseline_images/freetype_28/test_multiple_inversion': (
        'test_multiple_inversion_1.png test_multiple_inversion_2.png test_multiple_inversion_3.png'
    ),
    'benchmarks/south_glacier': (
        'CITATION.txt IceThick_SouthGlacier.cpg IceThick_SouthGlacier.dbf IceThick_SouthGlacier.prj '
        'SouthGlacier.dbf SouthGlacier.shp cru_ts4.01.1901.2016.SouthGlacier.pre.dat.nc '
        'cru_ts4.01.1901.2016.SouthGlacier.tmp.dat.nc dem_SouthGlacier.tif mb_SouthGlacier.tif'
    ),
    'dem_sources/Alaska_albers_V3': (
        'Alaska_albers_V3_tiles.cpg Alaska_albers_V3_tiles.dbf Alaska_albers_V3_tiles.shp '
        'Alaska_albers_V3_tiles.shx'
    ),
    'dem_sources/ArcticDEM': (
        'ArcticDEM_Tile_Index_Rel7_by_tile.dbf ArcticDEM_Tile_Index_Rel7_by_tile.prj '
        'ArcticDEM_Tile_Index_Rel7_by_tile.shx'
    ),
    'dem_sources/REMA': (
        'REMA_Tile_Index_Rel1.1.dbf REMA_Tile_Index_Rel1.1.prj REMA_Tile_Index_Rel1.1.shp '
        'REMA_Tile_Index_Rel1.1.shx'
    ),
    'dem_sources': (
        'dem_sources.json ramp_contour.dbf ramp_contour.prj ramp_contour.qpj'
    ),
    'dem_sources/grid_ranges': (
        'Alaska_albers_V3.json AntarcticDEM_wgs84.json REMA_100m_dem.json gimpdem_90m_v01.1.json'
    ),
    'divides': (
        'divides_alps.prj divides_alps.qpj divides_alps.shx'
    ),
    'realisation/RGI50-11.01270/divide_01': (
        'outlines.dbf outlines.prj outlines.shx'
    ),
    'realisation/RGI50-11.01270': (
        'glacier_grid.json outlines.cpg outlines.dbf outlines.shp'
    ),
    'rgi_meta': (
        'rgi_regions.csv rgi_subregions_V5.csv rgi_subregions_V6.csv'
    ),
    'test-files': (
        'HEF_MajDivide.cpg HEF_MajDivide.dbf HEF_MajDivide.shp Hintereisferner.cpg Hintereisferner.dbf '
        'Hintereisferner.prj Hintereisferner_RGI5.cpg Hintereisferner_RGI5.prj Hintereisferner_RGI5.shp '
        'Hintereisferner_RGI5.shx Hintereisferner_RGI6.prj Hintereisferner_RGI6.qpj Hintereisferner_RGI6.shx '
        'RGI50-05.08389.cpg RGI50-05.08389.dbf RGI50-05.08389.shx RGI50-14.15990.cpg RGI50-14.15990.dbf '
        'RGI50-14.15990.shp RGI6_icecap.cpg RGI6_icecap.dbf RGI6_icecap.qpj RGI6_icecap.shx T10.zip '
        'baltoro_srtm_clip.tif baltoro_wgs84.prj baltoro_wgs84.shx centerlines_baltoro_wgs84.prj '
        'centerlines_baltoro_wgs84.shp centerlines_baltoro_wgs84.shx cesm.PRECL.160001-200512.selection.nc '
        'dem_RGI50-05.08389.tif divides_RGI50-05.08389.prj divides_RGI50-05.08389.shp '
        'divides_RGI50-14.15990.dbf divides_RGI50-14.15990.prj divides_RGI50-14.15990.shx divides_hef.dbf '
        'divides_hef.shx glacier.svg hef_lengths.csv hef_srtm.tfw histalp_merged_hef.nc '
        'ideal_bump_bedrock.csv mbgrads_RGI40-11.00897.csv rgi_RGI50-01.10299.dbf rgi_RGI50-01.10299.shp'
    ),
    'test-files/RGI60-14.03439': (
        'RGI60-14.03439.dbf RGI60-14.03439.shp RGI60-14.03439.shx RGI60-14.03439.tif'
    ),
    'test-files/cgi2': (
        'cgi2.cpg cgi2.dbf cgi2.shx'
    ),
    'test-files/columbia': (
        '01_rgi60_Columbia.dbf 01_rgi60_Columbia.prj 01_rgi60_Columbia.shp 01_rgi60_Columbia.shx'
    ),
    'test-files/columbia_rgi': (
        'RGI60-01.10689.cpg RGI60-01.10689.dbf RGI60-01.10689.prj RGI60-01.10689.shp RGI60-01.10689.shx'
    ),
    'test-files/gmip_bins': (
        'gmip_area_centraleurope_10_sel.dat gmip_thickness_centraleurope_10m_sel.dat '
        'gmip_width_centraleurope_10_sel.dat'
    ),
    'test-files/lmr': (
        'LMR_Online_spatial_ens_mean.nc air_MCruns_ensemble_mean_LMRv2.1.nc '
        'prate_MCruns_ensemble_mean_LMRv2.1.nc'
    ),
    'test-files/rgi7': (
        'hef-CtoG_links.json rgi7c_hef.cpg rgi7c_hef.dbf rgi7c_hef.shx rgi7g_hef.cpg rgi7g_hef.dbf '
        'rgi7g_hef.shp rgi7g_hef_complex.cpg rgi7g_hef_complex.dbf rgi7g_hef_complex.prj '
        'rgi7g_hef_complex.shp rgi7g_hef_intersects.dbf rgi7g_hef_intersects.prj rgi7g_hef_intersects.shx'
    ),
    'test-workflow/climate': (
        'sel_cera-20c_pcp_1901-2010.nc sel_era5_invariant.nc sel_era5_land_monthly_t2m_1981-2018.nc '
        'sel_era5_monthly_t2m_1979-2018.nc'
    ),
    'test-workflow/hydrosheds': (
        'rofental_hydrosheds.cpg rofental_hydrosheds.dbf rofental_hydrosheds.prj rofental_hydrosheds.qpj '
        'rofental_hydrosheds.shx'
    ),
    'test-workflow/intersect': (
        'rgi_intersect_oetztal.cpg rgi_intersect_oetztal.dbf rgi_intersect_oetztal.shp '
        'rgi_intersect_oetztal.shx'
    ),
    'test-workflow/rgi': (
        'rgi_oetztal.cpg rgi_oetztal.prj rgi_oetztal.shp rgi_oetztal.shx'
    ),
    'wgms': (
        '00_rgi60_links.csv mb_overview_seasonal_mb_time_periods_20220301.csv oggm_ref_tstars_rgi5_cru4.csv '
        'oggm_ref_tstars_rgi5_cru4_calib_params.json oggm_ref_tstars_rgi5_histalp.csv '
        'oggm_ref_tstars_rgi5_histalp_calib_params.json oggm_ref_tstars_rgi6_cru4.csv '
        'oggm_ref_tstars_rgi6_cru4_calib_params.json oggm_ref_tstars_rgi6_histalp.csv '
        'oggm_ref_tstars_rgi6_histalp_calib_params.json rgi_wgms_links_2015_RGIV5.csv '
        'rgi_wgms_links_20170217_RGIV5.csv rgi_wgms_links_20171101.csv '
        'rgi_wgms_links_20200414_manual_addition.csv rgi_wgms_links_20200415.csv rgi_wgms_links_20220112.csv '
        'table_hugonnet_regions_10yr_20yr_ar6period_outdated.csv wgms_data_stats_20220301.csv '
        'zemp_ref_2006_2016.csv'
    ),
}

FASTAPI_TUTORIALS_KIND = {
    '': (
        'docs_src/additional_responses/tutorial003.py docs_src/additional_responses/tutorial004.py '
        'docs_src/advanced_middleware/tutorial001.py docs_src/advanced_middleware/tutorial002.py '
        'docs_src/app_testing/tutorial003.py docs_src/async_sql_databases/tutorial001.py '
        'docs_src/behind_a_proxy/tutorial002.py docs_src/body/tutorial002_py310.py '
        'docs_src/body/tutorial004_py310.py docs_src/body_fields/tutorial001_an.py '
        'docs_src/body_fields/tutorial001_py310.py docs_src/conditional_openapi/tutorial001.py '
        'docs_src/configure_swagger_ui/tutorial001.py docs_src/cookie_params/tutorial001_an_py310.py '
        'docs_src/custom_docs_ui/tutorial002.py docs_src/dataclasses/tutorial001.py '
        'docs_src/encoder/tutorial001_py310.py docs_src/extending_openapi/tutorial001.py '
        'docs_src/graphql/tutorial001.py docs_src/handling_errors/tutorial003.py '
        'docs_src/handling_errors/tutorial005.py docs_src/middleware/tutorial001.py '
        'docs_src/nosql_databases/tutorial001.py docs_src/openapi_callbacks/tutorial001.py '
        'docs_src/request_forms_and_files/tutorial001_an_py39.py '
        'docs_src/response_change_status_code/tutorial001.py docs_src/response_cookies/tutorial001.py '
        'docs_src/response_cookies/tutorial002.py docs_src/response_directly/tutorial001.py '
        'docs_src/response_headers/tutorial001.py docs_src/response_headers/tutorial002.py '
        'docs_src/response_status_code/tutorial002.py docs_src/static_files/tutorial001.py '
        'docs_src/sub_applications/tutorial001.py'
    ),
    'docs_src/additional_status_codes': (
        'tutorial001.py tutorial001_an.py tutorial001_an_py310.py tutorial001_py310.py'
    ),
    'docs_src/body_multiple_params': (
        'tutorial001.py tutorial001_an.py tutorial001_an_py39.py tutorial002.py tutorial002_py310.py '
        'tutorial003_an.py tutorial004.py tutorial004_an_py39.py tutorial005_an_py310.py'
    ),
    'docs_src/body_nested_models': (
        'tutorial001_py310.py tutorial002_py310.py tutorial003.py tutorial003_py310.py tutorial003_py39.py '
        'tutorial004.py tutorial004_py310.py tutorial004_py39.py tutorial005_py310.py tutorial005_py39.py '
        'tutorial006.py tutorial006_py39.py tutorial008_py39.py tutorial009.py'
    ),
    'docs_src/body_updates': (
        'tutorial001_py310.py tutorial001_py39.py tutorial002.py tutorial002_py310.py tutorial002_py39.py'
    ),
    'docs_src/custom_request_and_route': (
        'tutorial001.py tutorial002.py tutorial003.py'
    ),
    'docs_src/custom_response': (
        'tutorial001.py tutorial002.py tutorial003.py tutorial004.py tutorial006.py tutorial007.py '
        'tutorial009.py tutorial009b.py tutorial010.py'
    ),
    'docs_src/dependencies': (
        'tutorial001.py tutorial001_02_an.py tutorial001_02_an_py310.py tutorial001_an.py '
        'tutorial001_an_py39.py tutorial001_py310.py tutorial002.py tutorial002_an.py tutorial002_an_py310.py '
        'tutorial002_an_py39.py tutorial003.py tutorial003_an.py tutorial003_an_py310.py '
        'tutorial003_an_py39.py tutorial004.py tutorial004_an.py tutorial004_an_py310.py tutorial005_py310.py '
        'tutorial006.py tutorial006_an.py tutorial006_an_py39.py tutorial007.py tutorial008.py '
        'tutorial008b.py tutorial008b_an.py tutorial008d_an.py tutorial008d_an_py39.py tutorial011.py '
        'tutorial011_an.py tutorial011_an_py39.py tutorial012_an.py'
    ),
    'docs_src/dependency_testing': (
        'tutorial001.py tutorial001_an.py tutorial001_an_py39.py'
    ),
    'docs_src/events': (
        'tutorial001.py tutorial002.py tutorial003.py'
    ),
    'docs_src/extra_data_types': (
        'tutorial001.py tutorial001_an_py310.py tutorial001_an_py39.py'
    ),
    'docs_src/extra_models': (
        'tutorial001_py310.py tutorial003.py tutorial004_py39.py tutorial005.py tutorial005_py39.py'
    ),
    'docs_src/first_steps': (
        'tutorial001.py tutorial002.py tutorial003.py'
    ),
    'docs_src/generate_clients': (
        'tutorial001.py tutorial001_py39.py tutorial002.py tutorial002_py39.py tutorial004.py'
    ),
    'docs_src/header_params': (
        'tutorial001_an_py310.py tutorial001_an_py39.py tutorial001_py310.py tutorial002_an_py39.py '
        'tutorial003_an_py39.py tutorial003_py310.py'
    ),
    'docs_src/metadata': (
        'tutorial001.py tutorial003.py tutorial004.py'
    ),
    'docs_src/path_operation_advanced_configuration': (
        'tutorial001.py tutorial002.py tutorial007.py'
    ),
    'docs_src/path_operation_configuration': (
        'tutorial001.py tutorial001_py310.py tutorial001_py39.py tutorial002.py tutorial002_py39.py '
        'tutorial002b.py tutorial003_py310.py tutorial003_py39.py tutorial004_py310.py tutorial004_py39.py '
        'tutorial006.py'
    ),
    'docs_src/path_params': (
        'tutorial001.py tutorial002.py tutorial003.py tutorial003b.py tutorial004.py tutorial005.py'
    ),
    'docs_src/path_params_numeric_validations': (
        'tutorial001_an.py tutorial001_an_py310.py tutorial001_an_py39.py tutorial001_py310.py '
        'tutorial002_an.py tutorial002_an_py39.py tutorial003.py tutorial003_an_py39.py tutorial004.py '
        'tutorial004_an.py tutorial005_an.py tutorial005_an_py39.py tutorial006.py tutorial006_an.py '
        'tutorial006_an_py39.py'
    ),
    'docs_src/python_types': (
        'tutorial001.py tutorial003.py tutorial006_py39.py tutorial007.py tutorial007_py39.py tutorial008.py '
        'tutorial008_py39.py tutorial009.py tutorial009_py310.py tutorial009c.py tutorial010.py '
        'tutorial011_py39.py'
    ),
    'docs_src/query_params': (
        'tutorial002.py tutorial002_py310.py tutorial003.py tutorial003_py310.py tutorial004_py310.py '
        'tutorial006_py310.py tutorial006b.py'
    ),
    'docs_src/query_params_str_validations': (
        'tutorial001.py tutorial001_py310.py tutorial002.py tutorial002_an.py tutorial002_py310.py '
        'tutorial003.py tutorial003_an_py310.py tutorial003_an_py39.py tutorial004_an.py '
        'tutorial004_an_py39.py tutorial004_py310.py tutorial005.py tutorial005_an_py39.py tutorial006_an.py '
        'tutorial006_an_py39.py tutorial006b.py tutorial006b_an_py39.py tutorial006c_an_py310.py '
        'tutorial006c_py310.py tutorial006d.py tutorial006d_an_py39.py tutorial007.py tutorial007_an_py39.py '
        'tutorial008_an.py tutorial008_py310.py tutorial009.py tutorial009_an_py310.py tutorial009_an_py39.py '
        'tutorial009_py310.py tutorial010_an.py tutorial010_an_py310.py tutorial010_an_py39.py '
        'tutorial010_py310.py tutorial011_an_py310.py tutorial011_an_py39.py tutorial011_py310.py '
        'tutorial011_py39.py tutorial013.py tutorial013_an.py tutorial013_an_py39.py tutorial014.py'
    ),
    'docs_src/request_files': (
        'tutorial001.py tutorial001_02_an_py310.py tutorial001_02_an_py39.py tutorial001_02_py310.py '
        'tutorial001_03_an.py tutorial001_an.py tutorial002.py tutorial002_an_py39.py tutorial002_py39.py '
        'tutorial003_an.py tutorial003_an_py39.py'
    ),
    'docs_src/request_forms': (
        'tutorial001.py tutorial001_an.py tutorial001_an_py39.py'
    ),
    'docs_src/response_model': (
        'tutorial001.py tutorial001_01.py tutorial001_py310.py tutorial001_py39.py tutorial003_01_py310.py '
        'tutorial003_02.py tutorial003_03.py tutorial003_04.py tutorial003_04_py310.py tutorial003_05.py '
        'tutorial004_py39.py tutorial005_py310.py tutorial006.py tutorial006_py310.py'
    ),
    'docs_src/schema_extra_example': (
        'tutorial001_py310.py tutorial002.py tutorial003_an.py tutorial004.py tutorial004_an.py '
        'tutorial004_an_py310.py tutorial004_an_py39.py tutorial004_py310.py tutorial005.py tutorial005_an.py '
        'tutorial005_an_py310.py tutorial005_py310.py'
    ),
    'docs_src/security': (
        'tutorial001.py tutorial001_an.py tutorial002.py tutorial002_an.py tutorial002_an_py310.py '
        'tutorial002_py310.py tutorial003_an.py tutorial003_an_py39.py tutorial003_py310.py '
        'tutorial004_an_py310.py tutorial004_an_py39.py tutorial005_an.py tutorial005_an_py310.py '
        'tutorial005_an_py39.py tutorial005_py310.py tutorial006_an.py tutorial006_an_py39.py '
        'tutorial007_an.py tutorial007_an_py39.py'
    ),
    'docs_src/separate_openapi_schemas': (
        'tutorial001_py310.py tutorial002_py310.py tutorial002_py39.py'
    ),
    'docs_src/websockets': (
        'tutorial001.py tutorial002_an_py39.py tutorial003.py'
    ),
}

FASTAPI_TUTORIALS_OTHER = {
    '': (
        'docs/az/docs/fastapi-people.md docs/de/docs/deployment/cloud.md docs/de/docs/deployment/https.md '
        'docs/de/docs/tutorial/dependencies/sub-dependencies.md docs/em/docs/advanced/dataclasses.md '
        'docs/em/docs/advanced/security/oauth2-scopes.md docs/en/docs/advanced/additional-status-codes.md '
        'docs/en/docs/advanced/testing-dependencies.md docs/en/docs/deployment/concepts.md '
        'docs/en/docs/deployment/https.md docs/en/docs/img/async/parallel-burgers/parallel-burgers-03.png '
        'docs/en/docs/img/deployment/https/https02.svg docs/en/docs/img/deployment/https/https08.svg '
        'docs/en/docs/img/logo-margin/logo-teal.png docs/en/docs/img/logo-margin/logo-teal.svg '
        'docs/en/docs/img/logo-teal.svg docs/en/docs/img/tutorial/body/image03.png '
        'docs/en/docs/img/tutorial/path-operation-configuration/image01.png '
        'docs/en/docs/img/tutorial/security/image06.png '
        'docs/en/docs/img/tutorial/separate-openapi-schemas/image02.png '
        'docs/en/docs/img/tutorial/separate-openapi-schemas/image04.png '
        'docs/en/docs/tutorial/dependencies/global-dependencies.md docs/es/docs/tutorial/query-params.md '
        'docs/fr/docs/async.md docs/fr/docs/features.md '
        'docs/fr/docs/tutorial/path-params-numeric-validations.md docs/id/docs/tutorial/index.md '
        'docs/ja/docs/advanced/websockets.md docs/ja/docs/async.md '
        'docs/ko/docs/tutorial/dependencies/index.md docs/pt/docs/advanced/sub-applications.md '
        'docs/pt/docs/tutorial/dependencies/dependencies-with-yield.md '
        'docs/pt/docs/tutorial/extra-data-types.md docs/ru/docs/benchmarks.md '
        'docs/ru/docs/tutorial/body-multiple-params.md docs/ru/docs/tutorial/body-nested-models.md '
        'docs/ru/docs/tutorial/dependencies/sub-dependencies.md docs/tr/docs/fastapi-people.md '
        'docs/tr/docs/index.md docs/uk/docs/fastapi-people.md docs/vi/docs/features.md '
        'docs/zh/docs/help-fastapi.md docs/zh/docs/tutorial/query-params.md '
        'docs/zh/docs/tutorial/static-files.md docs_src/bigger_applications/__init__.py '
        'docs_src/bigger_applications/app/internal/__init__.py '
        'docs_src/bigger_applications/app/internal/admin.py '
        'docs_src/bigger_applications/app_an/internal/__init__.py '
        'docs_src/bigger_applications/app_an/internal/admin.py '
        'docs_src/bigger_applications/app_an_py39/internal/__init__.py '
        'docs_src/bigger_applications/app_an_py39/internal/admin.py docs_src/sql_databases/__init__.py '
        'docs_src/sql_databases/sql_app/tests/__init__.py '
        'docs_src/sql_databases/sql_app/tests/test_sql_app.py '
        'docs_src/sql_databases/sql_app_py310/tests/__init__.py '
        'docs_src/sql_databases/sql_app_py310/tests/test_sql_app.py '
        'docs_src/sql_databases/sql_app_py39/tests/__init__.py '
        'docs_src/sql_databases/sql_app_py39/tests/test_sql_app.py docs_src/templates/static/styles.css '
        'docs_src/templates/templates/item.html docs_src/websockets/__init__.py fastapi/dependencies/utils.py '
        'fastapi/exceptions.py pyproject.toml '
        'tests/test_tutorial/test_advanced_middleware/test_tutorial002.py '
        'tests/test_tutorial/test_background_tasks/test_tutorial002_an_py310.py '
        'tests/test_tutorial/test_background_tasks/test_tutorial002_an_py39.py '
        'tests/test_tutorial/test_custom_docs_ui/test_tutorial001.py '
        'tests/test_tutorial/test_custom_response/__init__.py '
        'tests/test_tutorial/test_custom_response/test_tutorial006.py '
        'tests/test_tutorial/test_dependencies/__init__.py '
        'tests/test_tutorial/test_dependencies/test_tutorial008d.py '
        'tests/test_tutorial/test_openapi_callbacks/__init__.py '
        'tests/test_tutorial/test_openapi_callbacks/test_tutorial001.py '
        'tests/test_tutorial/test_query_params_str_validations/test_tutorial010.py '
        'tests/test_tutorial/test_request_files/test_tutorial001.py '
        'tests/test_tutorial/test_security/test_tutorial005_py39.py '
        'tests/test_tutorial/test_templates/__init__.py tests/test_tutorial/test_testing/__init__.py'
    ),
    'docs/de/docs/advanced': (
        'behind-a-proxy.md generate-clients.md settings.md'
    ),
    'docs/de/docs/tutorial': (
        'body.md first-steps.md path-operation-configuration.md'
    ),
    'docs/en/docs/img/sponsors': (
        'bump-sh.svg cryptapi-banner.svg docarray.svg fine.png haystack-fastapi.svg jina-ai.png jina2.svg '
        'liblab-banner.png'
    ),
    'docs/en/docs/tutorial': (
        'body-fields.md body.md metadata.md path-params-numeric-validations.md'
    ),
    'docs/ja/docs/tutorial': (
        'body-fields.md query-params.md testing.md'
    ),
    'docs_src/app_testing': (
        '__init__.py main.py test_main.py'
    ),
    'docs_src/app_testing/app_b': (
        '__init__.py main.py test_main.py'
    ),
    'docs_src/app_testing/app_b_an': (
        '__init__.py main.py test_main.py'
    ),
    'docs_src/app_testing/app_b_an_py310': (
        '__init__.py main.py test_main.py'
    ),
    'docs_src/app_testing/app_b_an_py39': (
        '__init__.py main.py test_main.py'
    ),
    'docs_src/app_testing/app_b_py310': (
        '__init__.py main.py test_main.py'
    ),
    'docs_src/async_tests': (
        '__init__.py main.py test_main.py'
    ),
    'docs_src/bigger_applications/app': (
        '__init__.py dependencies.py main.py'
    ),
    'docs_src/bigger_applications/app/routers': (
        '__init__.py items.py users.py'
    ),
    'docs_src/bigger_applications/app_an': (
        '__init__.py dependencies.py main.py'
    ),
    'docs_src/bigger_applications/app_an/routers': (
        '__init__.py items.py users.py'
    ),
    'docs_src/bigger_applications/app_an_py39': (
        '__init__.py dependencies.py main.py'
    ),
    'docs_src/bigger_applications/app_an_py39/routers': (
        '__init__.py items.py users.py'
    ),
    'docs_src/settings/app01': (
        '__init__.py config.py main.py'
    ),
    'docs_src/settings/app02': (
        '__init__.py config.py main.py test_main.py'
    ),
    'docs_src/settings/app02_an': (
        '__init__.py config.py main.py test_main.py'
    ),
    'docs_src/settings/app02_an_py39': (
        '__init__.py config.py main.py test_main.py'
    ),
    'docs_src/settings/app03': (
        '__init__.py config.py main.py'
    ),
    'docs_src/settings/app03_an': (
        '__init__.py config.py config_pv1.py main.py'
    ),
    'docs_src/settings/app03_an_py39': (
        '__init__.py config.py main.py'
    ),
    'docs_src/sql_databases/sql_app': (
        '__init__.py alt_main.py crud.py database.py main.py models.py schemas.py'
    ),
    'docs_src/sql_databases/sql_app_py310': (
        '__init__.py alt_main.py crud.py database.py main.py models.py schemas.py'
    ),
    'docs_src/sql_databases/sql_app_py39': (
        '__init__.py alt_main.py crud.py database.py main.py models.py schemas.py'
    ),
    'docs_src/sql_databases_peewee/sql_app': (
        '__init__.py crud.py database.py main.py models.py schemas.py'
    ),
    'tests': (
        'test_param_in_path_and_dependency.py test_regex_deprecated_body.py '
        'test_response_model_data_filter_no_inheritance.py test_schema_extra_examples.py '
        'test_security_api_key_header.py test_security_http_basic_realm_description.py '
        'test_security_http_digest.py test_union_inherited_body.py test_webhooks_security.py'
    ),
}

FASTAPI_DOCS_KIND = {
    '': (
        'docs/de/docs/about/index.md docs/de/docs/learn/index.md docs/en/docs/resources/index.md '
        'docs/es/docs/deployment/index.md docs/es/docs/how-to/graphql.md docs/es/docs/resources/index.md '
        'docs/fa/docs/tutorial/middleware.md docs/fr/docs/deployment/manually.md docs/fr/docs/learn/index.md '
        'docs/ja/docs/advanced/additional-status-codes.md docs/ja/docs/advanced/custom-response.md '
        'docs/ja/docs/deployment/docker.md docs/ja/docs/how-to/conditional-openapi.md '
        'docs/ko/docs/about/index.md docs/ko/docs/advanced/events.md docs/ko/docs/advanced/index.md '
        'docs/ko/docs/deployment/docker.md docs/ko/docs/deployment/versions.md docs/pl/docs/tutorial/index.md '
        'docs/pt/docs/about/index.md docs/pt/docs/deployment/versions.md docs/pt/docs/how-to/index.md '
        'docs/pt/docs/learn/index.md docs/pt/docs/reference/background.md docs/pt/docs/reference/index.md '
        'docs/ru/docs/about/index.md docs/ru/docs/deployment/manually.md docs/tr/docs/about/index.md '
        'docs/tr/docs/deployment/cloud.md docs/tr/docs/how-to/general.md docs/tr/docs/resources/index.md '
        'docs/tr/docs/tutorial/request-forms.md docs/vi/docs/tutorial/first-steps.md '
        'docs/zh-hant/docs/learn/index.md'
    ),
    'docs/de/docs/advanced': (
        'additional-responses.md additional-status-codes.md advanced-dependencies.md async-tests.md '
        'behind-a-proxy.md custom-response.md dataclasses.md events.md generate-clients.md templates.md '
        'websockets.md wsgi.md'
    ),
    'docs/de/docs/deployment': (
        'concepts.md https.md index.md'
    ),
    'docs/de/docs/how-to': (
        'conditional-openapi.md configure-swagger-ui.md extending-openapi.md graphql.md index.md'
    ),
    'docs/de/docs/reference': (
        'encoders.md httpconnection.md testclient.md websockets.md'
    ),
    'docs/de/docs/tutorial': (
        'background-tasks.md bigger-applications.md body-fields.md body-multiple-params.md body-updates.md '
        'body.md extra-data-types.md handling-errors.md metadata.md path-operation-configuration.md '
        'path-params.md query-params-str-validations.md request-files.md request-forms-and-files.md '
        'request-forms.md response-status-code.md static-files.md testing.md'
    ),
    'docs/em/docs/advanced': (
        'custom-response.md dataclasses.md middleware.md openapi-callbacks.md '
        'path-operation-advanced-configuration.md response-cookies.md settings.md templates.md '
        'testing-database.md testing-events.md wsgi.md'
    ),
    'docs/em/docs/deployment': (
        'concepts.md docker.md versions.md'
    ),
    'docs/em/docs/how-to': (
        'custom-request-and-route.md extending-openapi.md sql-databases-peewee.md'
    ),
    'docs/em/docs/tutorial': (
        'background-tasks.md bigger-applications.md body-fields.md body-multiple-params.md '
        'body-nested-models.md body.md cors.md debugging.md extra-data-types.md extra-models.md '
        'handling-errors.md header-params.md index.md metadata.md middleware.md '
        'path-params-numeric-validations.md query-params.md request-files.md response-model.md '
        'sql-databases.md static-files.md'
    ),
    'docs/en/docs/advanced': (
        'additional-responses.md advanced-dependencies.md dataclasses.md events.md generate-clients.md '
        'index.md openapi-webhooks.md path-operation-advanced-configuration.md response-change-status-code.md '
        'response-cookies.md response-directly.md response-headers.md templates.md testing-events.md '
        'websockets.md'
    ),
    'docs/en/docs/deployment': (
        'concepts.md https.md index.md manually.md server-workers.md versions.md'
    ),
    'docs/en/docs/how-to': (
        'async-sql-encode-databases.md conditional-openapi.md configure-swagger-ui.md '
        'custom-docs-ui-assets.md custom-request-and-route.md extending-openapi.md general.md '
        'nosql-databases-couchbase.md separate-openapi-schemas.md sql-databases-peewee.md'
    ),
    'docs/en/docs/reference': (
        'background.md dependencies.md exceptions.md fastapi.md middleware.md responses.md staticfiles.md '
        'status.md websockets.md'
    ),
    'docs/en/docs/tutorial': (
        'background-tasks.md bigger-applications.md body-multiple-params.md body-nested-models.md '
        'body-updates.md extra-data-types.md first-steps.md header-params.md path-operation-configuration.md '
        'path-params-numeric-validations.md query-params-str-validations.md query-params.md '
        'request-forms-and-files.md request-forms.md response-model.md response-status-code.md '
        'schema-extra-example.md sql-databases.md static-files.md testing.md'
    ),
    'docs/es/docs/advanced': (
        'index.md path-operation-advanced-configuration.md response-change-status-code.md '
        'response-directly.md'
    ),
    'docs/es/docs/tutorial': (
        'cookie-params.md first-steps.md path-params.md query-params.md'
    ),
    'docs/fr/docs/advanced': (
        'additional-responses.md additional-status-codes.md path-operation-advanced-configuration.md '
        'response-directly.md'
    ),
    'docs/fr/docs/tutorial': (
        'debugging.md index.md path-params.md query-params-str-validations.md query-params.md'
    ),
    'docs/ja/docs/tutorial': (
        'body-nested-models.md body-updates.md body.md cors.md header-params.md index.md '
        'path-operation-configuration.md path-params-numeric-validations.md path-params.md query-params.md '
        'request-forms.md response-status-code.md schema-extra-example.md testing.md'
    ),
    'docs/ko/docs/tutorial': (
        'background-tasks.md body-fields.md body-multiple-params.md cookie-params.md cors.md debugging.md '
        'encoder.md extra-data-types.md header-params.md index.md middleware.md response-model.md '
        'static-files.md'
    ),
    'docs/pt/docs/advanced': (
        'additional-responses.md advanced-dependencies.md behind-a-proxy.md benchmarks.md events.md index.md '
        'openapi-webhooks.md settings.md templates.md using-request-directly.md wsgi.md'
    ),
    'docs/pt/docs/tutorial': (
        'body-fields.md body-multiple-params.md cors.md encoder.md first-steps.md handling-errors.md '
        'header-params.md index.md middleware.md path-params-numeric-validations.md query-params.md '
        'request-forms-and-files.md response-status-code.md'
    ),
    'docs/ru/docs/tutorial': (
        'body-fields.md body-updates.md body.md debugging.md encoder.md extra-models.md first-steps.md '
        'header-params.md path-operation-configuration.md path-params-numeric-validations.md request-files.md '
        'request-forms-and-files.md request-forms.md response-model.md'
    ),
    'docs/tr/docs/advanced': (
        'index.md testing-websockets.md wsgi.md'
    ),
    'docs/uk/docs/tutorial': (
        'body-fields.md cookie-params.md encoder.md extra-data-types.md first-steps.md index.md'
    ),
    'docs/zh/docs/advanced': (
        'additional-status-codes.md custom-response.md index.md path-operation-advanced-configuration.md '
        'response-cookies.md response-directly.md response-headers.md testing-database.md '
        'testing-dependencies.md using-request-directly.md'
    ),
    'docs/zh/docs/deployment': (
        'concepts.md docker.md index.md manually.md server-workers.md'
    ),
    'docs/zh/docs/tutorial': (
        'background-tasks.md bigger-applications.md body-fields.md body-multiple-params.md body.md '
        'cookie-params.md cors.md debugging.md encoder.md extra-data-types.md extra-models.md '
        'header-params.md metadata.md middleware.md path-params.md query-params.md request-forms-and-files.md '
        'request-forms.md response-status-code.md sql-databases.md'
    ),
}

FASTAPI_DOCS_OTHER = {
    '': (
        'docs/bn/mkdocs.yml docs/em/mkdocs.yml '
        'docs/en/docs/img/async/parallel-burgers/parallel-burgers-02.png '
        'docs/en/docs/img/async/parallel-burgers/parallel-burgers-05.png '
        'docs/en/docs/img/deployment/concepts/image01.png docs/en/docs/img/deployment/deta/image02.png '
        'docs/en/docs/img/deployment/deta/image03.png docs/en/docs/img/python-types/image01.png '
        'docs/en/docs/img/python-types/image02.png docs/en/docs/img/tutorial/additional-responses/image01.png '
        'docs/en/docs/img/tutorial/async-sql-databases/image01.png '
        'docs/en/docs/img/tutorial/behind-a-proxy/image02.png '
        'docs/en/docs/img/tutorial/bigger-applications/package.drawio '
        'docs/en/docs/img/tutorial/body-fields/image02.png docs/en/docs/img/tutorial/graphql/image01.png '
        'docs/en/docs/img/tutorial/metadata/image02.png '
        'docs/en/docs/img/tutorial/openapi-webhooks/image01.png '
        'docs/en/docs/img/tutorial/path-operation-configuration/image01.png '
        'docs/en/docs/img/tutorial/path-params/image01.png '
        'docs/en/docs/img/tutorial/query-params-str-validations/image01.png '
        'docs/en/docs/img/tutorial/response-model/image02.png '
        'docs/en/docs/img/tutorial/response-status-code/image01.png '
        'docs/en/docs/img/tutorial/separate-openapi-schemas/image01.png '
        'docs/en/docs/img/tutorial/sub-applications/image02.png docs/en/overrides/main.html '
        'docs/en/overrides/partials/copyright.html docs/fa/docs/index.md docs/he/docs/index.md '
        'docs/hu/mkdocs.yml docs/it/mkdocs.yml docs/ko/docs/features.md docs/ko/mkdocs.yml '
        'docs/missing-translation.md docs/pl/docs/fastapi-people.md docs/pl/docs/help-fastapi.md '
        'docs/uk/docs/alternatives.md docs/uk/docs/python-types.md docs/vi/docs/index.md '
        'docs/yo/docs/index.md docs/zh-hant/docs/benchmarks.md docs/zh-hant/docs/fastapi-people.md'
    ),
    'docs/de/docs': (
        'async.md contributing.md external-links.md fastapi-people.md history-design-future.md '
        'project-generation.md python-types.md'
    ),
    'docs/em/docs': (
        'alternatives.md benchmarks.md contributing.md help-fastapi.md history-design-future.md '
        'python-types.md'
    ),
    'docs/en/data': (
        'github_sponsors.yml members.yml people.yml'
    ),
    'docs/en/docs': (
        'async.md contributing.md fastapi-cli.md features.md index.md management-tasks.md newsletter.md '
        'project-generation.md python-types.md'
    ),
    'docs/en/docs/img/async/concurrent-burgers': (
        'concurrent-burgers-02.png concurrent-burgers-05.png concurrent-burgers-06.png '
        'concurrent-burgers-07.png'
    ),
    'docs/en/docs/img/deployment/https': (
        'https.svg https01.drawio https01.svg https02.drawio https02.svg https03.svg https04.drawio '
        'https04.svg https05.drawio https06.svg https07.svg'
    ),
    'docs/en/docs/img': (
        'github-social-preview.svg icon-white.svg logo-teal-vector.svg logo-teal.svg pycharm-completion.png'
    ),
    'docs/en/docs/img/index': (
        'index-02-redoc-simple.png index-03-swagger-02.png index-04-swagger-03.png index-06-redoc-02.png'
    ),
    'docs/en/docs/img/logo-margin': (
        'logo-teal.png logo-teal.svg logo-white-bg.png'
    ),
    'docs/en/docs/img/sponsors': (
        'budget-insight.svg bump-sh.png bump-sh.svg calmcode.jpg classiq-banner.png coherence-banner.png '
        'coherence.png databento.svg doist-banner.svg doist.svg dropbase-banner.svg fern-banner.svg '
        'fine-banner.png fine.png flint.png imgwhale-banner.svg investsuite.svg jina-ai.png '
        'jina-top-banner.svg jina.svg kong-banner.png kong.png liblab-banner.png liblab.png '
        'mongodb-banner.png platform-sh.png porter-banner.png propelauth-banner.png reflex-banner.png '
        'reflex.png scalar.svg speakeasy.png striveworks-banner.png striveworks2.png svix.svg talkpython.png '
        'testdriven.svg vimso.png wetransfer.svg zuplo-banner.png zuplo.png'
    ),
    'docs/en/docs/img/tutorial/body': (
        'image02.png image03.png image04.png'
    ),
    'docs/en/docs/img/tutorial/extending-openapi': (
        'image02.png image03.png image04.png'
    ),
    'docs/en/docs/img/tutorial/generate-clients': (
        'image01.png image04.png image06.png image07.png image08.png'
    ),
    'docs/en/docs/img/tutorial/security': (
        'image01.png image04.png image05.png image06.png image09.png image11.png image12.png'
    ),
    'docs/en/docs/img/tutorial/websockets': (
        'image01.png image02.png image04.png image05.png'
    ),
    'docs/en': (
        'mkdocs.maybe-insiders.yml mkdocs.no-insiders.yml mkdocs.yml'
    ),
    'docs/es/docs': (
        'async.md features.md index.md'
    ),
    'docs/fr/docs': (
        'benchmarks.md contributing.md external-links.md fastapi-people.md features.md index.md'
    ),
    'docs/ja/docs': (
        'async.md benchmarks.md external-links.md fastapi-people.md features.md help-fastapi.md '
        'history-design-future.md project-generation.md python-types.md'
    ),
    'docs/pt/docs': (
        'contributing.md deployment.md features.md history-design-future.md index.md project-generation.md '
        'python-types.md'
    ),
    'docs/ru/docs': (
        'alternatives.md async.md benchmarks.md contributing.md external-links.md fastapi-people.md '
        'features.md help-fastapi.md project-generation.md'
    ),
    'docs/tr/docs': (
        'async.md external-links.md features.md index.md'
    ),
    'docs/zh/docs': (
        'async.md fastapi-cli.md fastapi-people.md'
    ),
}
