"""Real names read from the trees of review19.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them at the commit named in each generator's docstring; each constant
maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours); the folder "" holds
whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""


MQC_RNASEQC_KIND = {
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/highexpr': (
        'WTCHG_171117_262.DoCTranscripts WTCHG_171117_262.DoCTranscriptsSummary '
        'WTCHG_171117_262.transcripts.list gapLengthHistogram.txt index.html intervals.list '
        'meanCovByPosition.txt meanCovByPositionNormed.txt perBaseDoC.out.sample_cumulative_coverage_counts '
        'perBaseDoC.out.sample_cumulative_coverage_proportions perBaseDoC.out.sample_interval_statistics '
        'perBaseDoC.out.sample_interval_summary perBaseDoC.out.sample_statistics '
        'perBaseDoC.out.sample_summary'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/lowexpr': (
        'WTCHG_171117_262.DoCTranscripts WTCHG_171117_262.DoCTranscriptsSummary '
        'WTCHG_171117_262.transcripts.list gapLengthHistogram.txt index.html intervals.list '
        'meanCovByPosition.txt meanCovByPositionNormed.txt perBaseDoC.out.sample_cumulative_coverage_counts '
        'perBaseDoC.out.sample_cumulative_coverage_proportions perBaseDoC.out.sample_interval_statistics '
        'perBaseDoC.out.sample_interval_summary perBaseDoC.out.sample_statistics '
        'perBaseDoC.out.sample_summary'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/medexpr': (
        'WTCHG_171117_262.DoCTranscripts WTCHG_171117_262.DoCTranscriptsSummary '
        'WTCHG_171117_262.transcripts.list gapLengthHistogram.txt index.html intervals.list '
        'meanCovByPosition.txt meanCovByPositionNormed.txt perBaseDoC.out.sample_cumulative_coverage_counts '
        'perBaseDoC.out.sample_cumulative_coverage_proportions perBaseDoC.out.sample_interval_statistics '
        'perBaseDoC.out.sample_interval_summary perBaseDoC.out.sample_statistics '
        'perBaseDoC.out.sample_summary'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr': (
        'WTCHG_171117_264.DoCTranscripts WTCHG_171117_264.DoCTranscriptsSummary '
        'WTCHG_171117_264.transcripts.list gapLengthHistogram.txt index.html intervals.list '
        'meanCovByPosition.txt meanCovByPositionNormed.txt perBaseDoC.out.sample_cumulative_coverage_counts '
        'perBaseDoC.out.sample_cumulative_coverage_proportions perBaseDoC.out.sample_interval_statistics '
        'perBaseDoC.out.sample_interval_summary perBaseDoC.out.sample_statistics '
        'perBaseDoC.out.sample_summary'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/lowexpr': (
        'WTCHG_171117_264.DoCTranscripts WTCHG_171117_264.DoCTranscriptsSummary '
        'WTCHG_171117_264.transcripts.list gapLengthHistogram.txt index.html intervals.list '
        'meanCovByPosition.txt meanCovByPositionNormed.txt perBaseDoC.out.sample_cumulative_coverage_counts '
        'perBaseDoC.out.sample_cumulative_coverage_proportions perBaseDoC.out.sample_interval_statistics '
        'perBaseDoC.out.sample_interval_summary perBaseDoC.out.sample_statistics '
        'perBaseDoC.out.sample_summary'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/medexpr': (
        'WTCHG_171117_264.DoCTranscripts WTCHG_171117_264.DoCTranscriptsSummary '
        'WTCHG_171117_264.transcripts.list gapLengthHistogram.txt index.html intervals.list '
        'meanCovByPosition.txt meanCovByPositionNormed.txt perBaseDoC.out.sample_cumulative_coverage_counts '
        'perBaseDoC.out.sample_cumulative_coverage_proportions perBaseDoC.out.sample_interval_statistics '
        'perBaseDoC.out.sample_interval_summary perBaseDoC.out.sample_statistics '
        'perBaseDoC.out.sample_summary'
    ),
}

MQC_RNASEQC_OTHER = {
    '': (
        'data/modules/atropos/v1.1.5/both/S22282.log.json data/modules/atropos/v1.1.5/trim/S22207.log.json '
        'data/modules/atropos/v1.1.5/trim/S22402.log.json '
        'data/modules/bbmap/sample1/sample1machineout.bincov '
        'data/modules/bbmap/sample1/sample1twocolumn.qhist '
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Y151_I8N2_I8N2_Y151/Reports/RunInfo.xml '
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Y151_I8N2_I8N2_Y151/Reports/Top_Unknown_Barcodes.csv '
        'data/modules/biscuit/v0.3.16.20200420/tcga_lusc_normal_subsampled_covdist_all_base_botgc_table.txt '
        'data/modules/biscuit/v0.3.16.20200420/tcga_lusc_normal_subsampled_totalBaseConversionRate.txt '
        'data/modules/bismark/test_data/test_data_trimmed.fq.gz_bismark.deduplication_report.txt '
        'data/modules/ccs/v5.0.0/ccs.report.txt data/modules/conpair/contamination/D415.9975T.conpair.txt '
        'data/modules/deeptools/bamPEFragmentSize_DistributionData.txt '
        'data/modules/deeptools/issue-1317/plotProfile_data.txt '
        'data/modules/deeptools/issue_1011/work_dir/OSMOTIC_STRESS_T15_R2.mLb.clN.plotProfile.tab '
        'data/modules/dragen/issue_1374/6405-JL-0001_111.mapping_metrics.csv '
        'data/modules/dragen/target_bed_stats/NA12878_NFE_B_A04_NS2000.target_bed_fine_hist.csv '
        'data/modules/dragen/tn_varcall/T_SRR7890936_50pc/T_SRR7890936_50pc.wgs_contig_mean_cov_normal.csv '
        'data/modules/dragen/tn_varcall/T_SRR7890936_50pc/T_SRR7890936_50pc.wgs_coverage_metrics_tumor.csv '
        'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc/T_SRR7890936_50pc.pcr-model.log '
        'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc/T_SRR7890936_50pc.time_metrics.csv '
        'data/modules/dragen_fastqc/fastqc_only/TEST.time_metrics.csv '
        'data/modules/fastq_screen/v0.11.1/lane1_NoIndex_L001_R3_screen.txt '
        'data/modules/flash/issue_1173/P12210_1017_cap_flash.log '
        'data/modules/flexbar/earlier_versions/sample_2.log '
        'data/modules/hicpro/hicpro-ashic/hic_results/data/mF1216/SRR2240731_subset_mm10_CAST_129S1_Nmask.bwt2pairs.RSstat '
        'data/modules/hicpro/hicpro-caphic/hic_results/stats/E12.5_WT/E12.5_WT_2.mmapstat '
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_WT/00_00_SRR3179588_2_mm9.bwt2glob.unmap_bowtie2.log '
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_WT/mergeSAM.log '
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_dupL/ice_40000.log '
        'data/modules/hicpro/hicpro-hic/hic_results/data/dixon_2M_2/SRR400264_01_hg19.bwt2pairs.RSstat '
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M/dixon_2M_allValidPairs.mergestat '
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M_2/dixon_2M_2_R1.mmapstat '
        'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2/SRR400264_01_R1_bowtie2.log '
        'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2/mapped_2hic_fragments.log '
        'data/modules/hicup/Sample-1/Sample-1.A007.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'data/modules/hicup/Sample-1/hicup_filter_summary_17-27-31_15-03-2016.txt '
        'data/modules/hicup/Sample-2/HiCUP_summary_report_18-19-10_14-03-2016.txt '
        'data/modules/hicup/Sample-2/hicup_truncater_summary_18-19-10_14-03-2016.txt '
        'data/modules/homer/findPeaks/A01.peaks1kb.truncated.txt '
        'data/modules/ivar/v1.2/SAMPLE1_PE.trim.ivar.log data/modules/ivar/v1.2/SAMPLE3_SE.trim.ivar.log '
        'data/modules/jcvi/full_report/Gene_Length/third.txt data/modules/jcvi/full_report/first '
        'data/modules/kaiju/second_kaiju2table_phylum.txt '
        'data/modules/kat/kat_hist_test.da.dist_analysis.json '
        'data/modules/mash/1457163-UT-M70330-191011_mashdist.txt '
        'data/modules/mirtrace/miRTrace_example_output/mirtrace-stats-length.tsv '
        'data/modules/mosdepth/full-wgs.regions.bed.gz.csi data/modules/ngsderive/test.instrument.txt '
        'data/modules/odgi/v0.4.1/cerevisiae.pan.fa.gz.pggb-s10000-p85-n10-a85-K23-k23-w10000-j5000-e5000.smooth.og.stats '
        'data/modules/odgi/v0.6.0/cerevisiae.pan.fa.6ab2ce3.c28ecf8.seqwish.og.stats.yaml '
        'data/modules/pangolin/SAMPLE_01.pangolin.csv '
        'data/modules/peddy/EG0004_EG0004P/EG0004_EG0004P.ped_check.csv '
        'data/modules/picard/CollectIlluminaLaneMetrics/999999_NB552085_0077_AHYNCMAFXY.illumina_lane_metrics '
        'data/modules/picard/CollectVariantCallingMetrics/single_sample.gvcf.variant_calling_summary_metrics '
        'data/modules/picard/GATK_output/MarkDups/S00111_duplicate_metrics.txt '
        'data/modules/picard/GcBiasMetrics/SRR4238351_subsamp/SRR4238351_subsamp.sorted.summary_metrics.txt '
        'data/modules/picard/GcBiasMetrics/SRR4238359_subsamp/SRR4238359_subsamp.sorted.gc_bias_metrics.pdf '
        'data/modules/picard/HsMetrics/issue_1296/E11642_umiFlt_hs_metric.txt '
        'data/modules/picard/InsertSizeMetrics/P2151_501_1-sort-dup-gatkrecal-realign.insert_metrics '
        'data/modules/preseq/lc_extrap_with_real_counts/preseq_real_counts.txt '
        'data/modules/purple/FFPE_sample.purple.qc '
        'data/modules/purple/SEQCII_50pc_purity_cell_line.purple.purity.tsv '
        'data/modules/pycoqc/v2.5.0.20/sample_2/IP4.json '
        'data/modules/qc3C/bam_out/DRR177157/report.qc3C.json '
        'data/modules/qc3C/bam_out/DRR177166/report.qc3C.json '
        'data/modules/qc3C/bam_out/DRR177172/report.qc3C.json '
        'data/modules/qualimap/bam_qc/ERR089819.qc/css/comment-bright.png '
        'data/modules/qualimap/bam_qc/ERR089819.qc/images_qualimapReport/genome_reads_content_per_read_position.png '
        'data/modules/qualimap/bam_qc/ERR089819.qc/qualimapReport.html '
        'data/modules/qualimap/bam_qc/ERR089819.qc/raw_data_qualimapReport/genome_fraction_coverage.txt '
        'data/modules/qualimap/bam_qc/with_human_gc/css/comment-bright.png '
        'data/modules/qualimap/bam_qc/with_human_gc/images_qualimapReport/genome_gc_content_per_window.png '
        'data/modules/qualimap/bam_qc/with_human_gc/images_qualimapReport/genome_uniq_read_starts_histogram.png '
        'data/modules/qualimap/bam_qc/with_human_gc/raw_data_qualimapReport/insert_size_histogram.txt '
        'data/modules/qualimap/rnaseqqc/integer_53bias/rnaseq_qc_results.txt '
        'data/modules/qualimap/rnaseqqc/kidney/css/bgfooter.png '
        'data/modules/qualimap/rnaseqqc/kidney/css/comment-bright.png '
        'data/modules/qualimap/rnaseqqc/kidney/raw_data_qualimapReport/coverage_profile_along_genes_(high).txt '
        'data/modules/qualimap/rnaseqqc/paired_end/rnaseq_qc_results.txt '
        'data/modules/quast/full_metaquast_run/combined_reference/report.tex '
        'data/modules/quast/full_metaquast_run/combined_reference/transposed_report.txt '
        'data/modules/quast/full_metaquast_run/not_aligned/basic_stats/GC_content_plot.pdf '
        'data/modules/quast/full_metaquast_run/not_aligned/report.pdf '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/basic_stats/cumulative_plot.pdf '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/basic_stats/meta_contigs_1_coverage_histogram.pdf '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/genome_stats/meta_contigs_1_gaps.txt '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/basic_stats/cumulative_plot.pdf '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/transposed_report.txt '
        "data/modules/quast/full_metaquast_run/summary/TEX/#_N's_per_100_kbp.tex "
        'data/modules/quast/full_metaquast_run/summary/TXT/Total_length_(>=_10000_bp).txt '
        'data/modules/quast/full_metaquast_run/summary/TXT/Total_length_(>=_1000_bp).txt '
        'data/modules/rna-seqc/v1/no_depth_of_coverage/countMetrics.html '
        'data/modules/rna-seqc/v1/no_depth_of_coverage/metrics.tsv '
        'data/modules/rseqc/geneBodyCoverage/gt_v2.4/P3005_101.geneBodyCoverage.txt '
        'data/modules/rseqc/geneBodyCoverage/lt_v2.4/P2005_105.geneBodyCoverage.txt '
        'data/modules/salmon/v0.6.0/sample_1/aux/meta_info.json '
        'data/modules/salmon/v0.9.1/DRR016125_quant/aux_info/obs3_seq.gz '
        'data/modules/sambamba/markdup/v0.6.8/paired_end/markdup_EE_2.log '
        'data/modules/samblaster/samblaster_standalone.log '
        'data/modules/samtools/idxstats/samtools.idxstats.log.txt '
        'data/modules/samtools/stats/SRR1067503_1.fastq.gz_bowtie_srtd.bam_dedup.bam_samtools_stats.txt '
        'data/modules/samtools/stats/SRR1067519_1.fastq.gz_bowtie_srtd.bam_dedup.bam_samtools_stats.txt '
        'data/modules/sargasso/overall_filtering_summary.txt '
        'data/modules/seqyclean/PNUSAS068524-UT-M70330-190214_clean_SummaryStatistics.txt '
        'data/modules/skewer/skewer-stats-alascca_makefake_3_178936091_G_A_tumor_2.fastq.gz.log '
        'data/modules/snippy/GCA_009669565.1_ASM966956v1_genomic.txt '
        'data/modules/snpEff/v4.1a/Sample1.clean.dedup.recal.bam.recalibrated.indel.annotated.vcf.gz.snpEff.summary.csv '
        'data/modules/snpsplit/old/BS_SNPsplit_report.SE.txt '
        'data/modules/snpsplit/yaml/R1_CAST_EiJ_N-masked_GRCm38_bowtie2.SNPsplit_report.yaml '
        'data/modules/supernova/testrun_1_1/outs/report.txt '
        'data/modules/theta2/TCGA-OR-A5L5-01A-11D-A29I-10.BEST.results '
        'data/modules/trimmomatic/paired_end/1_P1888_101_1_trimmomatic.stdErr '
        'data/modules/vcftools/tstv-summary/public_SRP032974.TsTv.summary data/modules/whatshap/README.md'
    ),
    'data/modules/biscuit/v0.3.4.20180215': (
        'mouse_ESCs_E14_GSM1370557_covdist_q40_table.txt '
        'mouse_ESCs_E14_GSM1370557_freqOfTotalRetentionPerRead.txt '
        'mouse_ESCs_E14_GSM1370557_totalBaseConversionRate.txt '
        'mouse_ESCs_E14_GSM1370558_covdist_q40_botgc_table.txt '
        'mouse_ESCs_E14_GSM1370558_freqOfTotalRetentionPerRead.txt '
        'mouse_ESCs_E14_GSM1370558_totalBaseConversionRate.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_q40_botgc_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_q40_topgc_table.txt '
        'mouse_ESCs_E14_GSM1370559_freqOfTotalRetentionPerRead.txt '
        'mouse_ESCs_E14_GSM1370559_isize_score_table.txt mouse_ESCs_E14_GSM1370559_strand_table.txt '
        'mouse_ESCs_E14_GSM1370559_totalReadConversionRate.txt'
    ),
    'data/modules/bismark/run_2': (
        'MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921773_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt'
    ),
    'data/modules/fastqc/issue_843/fastqc_raw': (
        'NMP_R1_L2_1_fastqc.html NMP_R1_L2_2_fastqc.html NP_D8_R2_L1_1_fastqc.html'
    ),
    'data/modules/fastqc/issue_843/fastqc_trimmed': (
        'NMP_R1_L1_2_val_2_fastqc.html NMP_R1_L1_2_val_2_fastqc.zip NP_D8_R2_L1_1_val_1_fastqc.html'
    ),
    'data/modules/hicpro/hicpro-ashic/logs/mF1216': (
        'SRR2240730_subset_2_mm10_CAST_129S1_Nmask.bwt2glob.unmap_readsTrimming.log mapping_combine.log '
        'plot_hic_fragment.Rout'
    ),
    'data/modules/hicpro/hicpro-hic/logs/dixon_2M': (
        'SRR400264_00_R1_hg19.bwt2glob.unmap_readsTrimming.log '
        'SRR400264_00_R2_hg19.bwt2glob.unmap_bowtie2.log merge_valid_interactions.log'
    ),
    'data/modules/phantompeakqualtools/phantompeakqualtools_example_logs': (
        'Example_102.spp.out Example_105.spp.out Example_107.spp.out Example_110.spp.out'
    ),
    'data/modules/quast/full_metaquast_run/summary/TSV': (
        '#_contigs.tsv #_indels_per_100_kbp.tsv #_mismatches_per_100_kbp.tsv Largest_alignment.tsv '
        'Total_aligned_length.tsv Total_length_(>=_10000_bp).tsv'
    ),
    'data/modules/rna-seqc/v1/no_depth_of_coverage/RHP6042': (
        'RHP6042.libraryComplexity.txt RHP6042.metrics.txt RHP6042.rRNA_counts.txt'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262': (
        'WTCHG_171117_262.libraryComplexity.txt WTCHG_171117_262.metrics.tmp.txt '
        'WTCHG_171117_262.metrics.tmp.txt.chimericPairs.txt '
        'WTCHG_171117_262.metrics.tmp.txt.totalExonQuantifiedReads WTCHG_171117_262.metrics.txt '
        'WTCHG_171117_262.rRNA_counts.txt'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264': (
        'WTCHG_171117_264.libraryComplexity.txt WTCHG_171117_264.metrics.tmp.txt '
        'WTCHG_171117_264.metrics.tmp.txt.chimericPairs.txt '
        'WTCHG_171117_264.metrics.tmp.txt.totalExonQuantifiedReads WTCHG_171117_264.metrics.txt '
        'WTCHG_171117_264.rRNA_counts.txt'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp': (
        'corrMatrixPearson.txt corrMatrixSpearman.txt countMetrics.html gapLengthHist_high.png '
        'gapLengthHist_high.txt gapLengthHist_low.png gapLengthHist_low.txt gapLengthHist_medium.png '
        'gapLengthHist_medium.txt index.html meanCoverageNorm_high.png meanCoverageNorm_high.txt '
        'meanCoverageNorm_low.png meanCoverageNorm_low.txt meanCoverageNorm_medium.png '
        'meanCoverageNorm_medium.txt meanCoverage_high.png meanCoverage_high.txt meanCoverage_low.png '
        'meanCoverage_low.txt meanCoverage_medium.png meanCoverage_medium.txt metrics.tsv '
        'rRNA_intervals.list report.html'
    ),
    'data/modules/rna-seqc/v2/downsampled.output': (
        'downsampled.bam.coverage.tsv downsampled.bam.exon_reads.gct downsampled.bam.fragmentSizes.txt '
        'downsampled.bam.gene_fragments.gct downsampled.bam.gene_reads.gct downsampled.bam.gene_tpm.gct '
        'downsampled.bam.metrics.tsv'
    ),
}

MQC_BISCUIT_KIND = {
    'data/modules/biscuit/v0.3.16.20200420': (
        'tcga_lusc_normal_subsampled_CpGRetentionByReadPos.txt '
        'tcga_lusc_normal_subsampled_CpHRetentionByReadPos.txt '
        'tcga_lusc_normal_subsampled_covdist_all_base_botgc_table.txt '
        'tcga_lusc_normal_subsampled_covdist_all_base_table.txt '
        'tcga_lusc_normal_subsampled_covdist_all_base_topgc_table.txt '
        'tcga_lusc_normal_subsampled_covdist_all_cpg_botgc_table.txt '
        'tcga_lusc_normal_subsampled_covdist_all_cpg_table.txt '
        'tcga_lusc_normal_subsampled_covdist_all_cpg_topgc_table.txt '
        'tcga_lusc_normal_subsampled_covdist_q40_base_botgc_table.txt '
        'tcga_lusc_normal_subsampled_covdist_q40_base_table.txt '
        'tcga_lusc_normal_subsampled_covdist_q40_base_topgc_table.txt '
        'tcga_lusc_normal_subsampled_covdist_q40_cpg_botgc_table.txt '
        'tcga_lusc_normal_subsampled_covdist_q40_cpg_table.txt '
        'tcga_lusc_normal_subsampled_covdist_q40_cpg_topgc_table.txt '
        'tcga_lusc_normal_subsampled_cv_table.txt tcga_lusc_normal_subsampled_dup_report.txt '
        'tcga_lusc_normal_subsampled_isize_table.txt tcga_lusc_normal_subsampled_mapq_table.txt '
        'tcga_lusc_normal_subsampled_strand_table.txt '
        'tcga_lusc_normal_subsampled_totalBaseConversionRate.txt '
        'tcga_lusc_normal_subsampled_totalReadConversionRate.txt'
    ),
    'data/modules/biscuit/v0.3.4.20180215': (
        'mouse_ESCs_E14_GSM1370557_CpGRetentionByReadPos.txt mouse_ESCs_E14_GSM1370557_CpGRetentionDist.txt '
        'mouse_ESCs_E14_GSM1370557_CpHRetentionByReadPos.txt mouse_ESCs_E14_GSM1370557_all_cv_table.txt '
        'mouse_ESCs_E14_GSM1370557_covdist_cpg_q40_botgc_table.txt '
        'mouse_ESCs_E14_GSM1370557_covdist_cpg_q40_table.txt '
        'mouse_ESCs_E14_GSM1370557_covdist_cpg_q40_topgc_table.txt '
        'mouse_ESCs_E14_GSM1370557_covdist_cpg_table.txt '
        'mouse_ESCs_E14_GSM1370557_covdist_q40_botgc_table.txt '
        'mouse_ESCs_E14_GSM1370557_covdist_q40_table.txt '
        'mouse_ESCs_E14_GSM1370557_covdist_q40_topgc_table.txt mouse_ESCs_E14_GSM1370557_covdist_table.txt '
        'mouse_ESCs_E14_GSM1370557_cpg_cv_table.txt mouse_ESCs_E14_GSM1370557_cpg_dist_table.txt '
        'mouse_ESCs_E14_GSM1370557_dup_report.txt mouse_ESCs_E14_GSM1370557_freqOfTotalRetentionPerRead.txt '
        'mouse_ESCs_E14_GSM1370557_isize_score_table.txt mouse_ESCs_E14_GSM1370557_mapq_table.txt '
        'mouse_ESCs_E14_GSM1370557_strand_table.txt mouse_ESCs_E14_GSM1370557_totalBaseConversionRate.txt '
        'mouse_ESCs_E14_GSM1370557_totalReadConversionRate.txt '
        'mouse_ESCs_E14_GSM1370558_CpGRetentionByReadPos.txt mouse_ESCs_E14_GSM1370558_CpGRetentionDist.txt '
        'mouse_ESCs_E14_GSM1370558_CpHRetentionByReadPos.txt mouse_ESCs_E14_GSM1370558_all_cv_table.txt '
        'mouse_ESCs_E14_GSM1370558_covdist_cpg_q40_botgc_table.txt '
        'mouse_ESCs_E14_GSM1370558_covdist_cpg_q40_table.txt '
        'mouse_ESCs_E14_GSM1370558_covdist_cpg_q40_topgc_table.txt '
        'mouse_ESCs_E14_GSM1370558_covdist_cpg_table.txt '
        'mouse_ESCs_E14_GSM1370558_covdist_q40_botgc_table.txt '
        'mouse_ESCs_E14_GSM1370558_covdist_q40_table.txt '
        'mouse_ESCs_E14_GSM1370558_covdist_q40_topgc_table.txt mouse_ESCs_E14_GSM1370558_covdist_table.txt '
        'mouse_ESCs_E14_GSM1370558_cpg_cv_table.txt mouse_ESCs_E14_GSM1370558_cpg_dist_table.txt '
        'mouse_ESCs_E14_GSM1370558_dup_report.txt mouse_ESCs_E14_GSM1370558_freqOfTotalRetentionPerRead.txt '
        'mouse_ESCs_E14_GSM1370558_isize_score_table.txt mouse_ESCs_E14_GSM1370558_mapq_table.txt '
        'mouse_ESCs_E14_GSM1370558_strand_table.txt mouse_ESCs_E14_GSM1370558_totalBaseConversionRate.txt '
        'mouse_ESCs_E14_GSM1370558_totalReadConversionRate.txt '
        'mouse_ESCs_E14_GSM1370559_CpGRetentionByReadPos.txt mouse_ESCs_E14_GSM1370559_CpGRetentionDist.txt '
        'mouse_ESCs_E14_GSM1370559_CpHRetentionByReadPos.txt mouse_ESCs_E14_GSM1370559_all_cv_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_cpg_q40_botgc_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_cpg_q40_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_cpg_q40_topgc_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_cpg_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_q40_botgc_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_q40_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_q40_topgc_table.txt mouse_ESCs_E14_GSM1370559_covdist_table.txt '
        'mouse_ESCs_E14_GSM1370559_cpg_cv_table.txt mouse_ESCs_E14_GSM1370559_cpg_dist_table.txt '
        'mouse_ESCs_E14_GSM1370559_dup_report.txt mouse_ESCs_E14_GSM1370559_freqOfTotalRetentionPerRead.txt '
        'mouse_ESCs_E14_GSM1370559_isize_score_table.txt mouse_ESCs_E14_GSM1370559_mapq_table.txt '
        'mouse_ESCs_E14_GSM1370559_strand_table.txt mouse_ESCs_E14_GSM1370559_totalBaseConversionRate.txt '
        'mouse_ESCs_E14_GSM1370559_totalReadConversionRate.txt'
    ),
}

MQC_BISCUIT_OTHER = {
    '': (
        'data/modules/SortMeRNA/v4.2.0/sortmerna.log',
        'data/modules/afterqc/SE/testdata/QC/R1.fq.gz.json',
        'data/modules/atropos/v1.1.5/both/S22282.log.json',
        'data/modules/bamqc/v0.1.0_devel/ERR458837_1_GRCh37_star_bamqc.html',
        'data/modules/bcftools/issue-1400/example.vcf.stats.txt',
        'data/modules/bcl2fastq/bug_731/Stats.json',
        'data/modules/bcl2fastq/v2.18.0.12/Small_Stats/Stats.json',
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Readme.md',
        'data/modules/biobambam2/bamsormadup/README.md',
        'data/modules/bismark/run_2/MethylC-Seq_mm_fc_2wk_SRR921694_1.fastq.gz_trimming_report.txt',
        'data/modules/bismark/run_2/MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt',
        'data/modules/bismark/test_data/test_data_trimmed.fq.gz_bismark_SE_report.txt',
        'data/modules/bowtie2/paired_end/bt2_pe_log.txt',
        'data/modules/clusterflow/fastq_star_onesample/cf_fastq_star_1488587188_summary.txt',
        'data/modules/deeptools/issue_1011/test.plotProfile.txt',
        'data/modules/deeptools/issue_1011/work_dir/OSMOTIC_STRESS_T15_R1.mLb.clN.plotFingerprint.raw.txt',
        'data/modules/deeptools/issue_1011/work_dir/command.err',
        'data/modules/dragen/target_bed_stats/NA12878_NFE_B_A04_NS2000.target_bed_contig_mean_cov.csv',
        'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc/T_SRR7890936_50pc.ploidy_estimation_metrics.csv',
        'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc/T_SRR7890936_50pc.time_metrics.csv',
        'data/modules/dragen_fastqc/fastqc_with_alignment/TEST.time_metrics.csv',
        'data/modules/fastq_screen/v0.11.1/lane1_NoIndex_L001_R2_screen.txt',
        'data/modules/fastqc/issue_843/fastqc_raw/NMP_R1_L1_2_fastqc.html',
        'data/modules/fastqc/issue_843/fastqc_raw/NP_D8_R2_L1_1_fastqc.html',
        'data/modules/fastqc/v0.10.1/SRR1067503_v10_1_fastqc.zip',
        'data/modules/featureCounts/Not_featurecounts.summary',
        'data/modules/featureCounts/SRR1067503_1_trimmed_star_aligned.bam_counts.txt.summary',
        'data/modules/featureCounts/Rsubread/more_subread.summary',
        'data/modules/hicpro/hicpro-ashic/hic_results/data/mF1216/mF1216_allValidPairs_assplit.stat',
        'data/modules/hicpro/hicpro-ashic/hic_results/stats/mF1216/mF1216_1.mmapstat',
        'data/modules/hicpro/hicpro-caphic/bowtie_results/bwt2/E12.5_dupL/00_00_SRR3179589_1_mm9.mapstat',
        'data/modules/hicpro/hicpro-caphic/hic_results/data/E12.5_WT/00_00_SRR3179588_mm9.bwt2pairs.RSstat',
        'data/modules/hicpro/hicpro-caphic/hic_results/stats/E12.5_WT/E12.5_WT.mRSstat',
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_WT/build_raw_maps.log',
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_WT/ice_150000.log',
        'data/modules/hicpro/hicpro-hic/bowtie_results/bwt2/dixon_2M_2/SRR400264_01_hg19.bwt2pairs.pairstat',
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M/dixon_2M.mpairstat',
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M/dixon_2M_R2.mmapstat',
        'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2/merge_valid_interactions.log',
        'data/modules/hicup/Sample-1/hicup_deduplicator_summary_17-27-31_15-03-2016.txt',
        'data/modules/hisat2/issue-1230/PlateE_H12_S192_merged_L001_GRCh38_bowtie2_stats.txt',
        'data/modules/hisat2/v2.1.0/examp_hisat2_newSummary-PE.txt',
        'data/modules/homer/tag_directory/tagInfo.txt',
        'data/modules/homer/tag_files/tagFreq.txt',
        'data/modules/hops/v0.34/heatmap_overview_Wevid.json',
        'data/modules/interop/summary/summary_single-end.csv',
        'data/modules/jcvi/full_report/Intron_Length/third.txt',
        'data/modules/jcvi/full_report/second',
        'data/modules/kaiju/first_kaiju2table_order.txt',
        'data/modules/kaiju/second_kaiju2table_phylum.txt',
        'data/modules/kat/jsontest.dist_analysis.json',
        'data/modules/kraken/sample_04.report',
        'data/modules/kraken/v2.0.8_beta/sample1.kraken2.report',
        'data/modules/leeHom/sample_1.log',
        'data/modules/lima/README.md',
        'data/modules/longranger/v2.2.2/P5357_1006_grch38_gatk/outs/summary.csv',
        'data/modules/longranger/v2.2.2/P5357_1006_hg19_freebayes/_invocation',
        'data/modules/mash/1458012-UT-M70330-191011_mashdist.txt',
        'data/modules/mosdepth/tiny.regions.bed.gz.csi',
        'data/modules/ngsderive/README.md',
        'data/modules/optitype/example_pe_result.tsv',
        'data/modules/pbmarkdup/1.0/Sample_3_3p.pbmarkdup.log',
        'data/modules/peddy/EG0004_EG0004P/EG0004_EG0004P.ped_check.csv',
        'data/modules/phantompeakqualtools/phantompeakqualtools_example_logs/Example_102.spp.out',
        'data/modules/picard/CollectMultipleMetrics/sorted.dup.recal.all.metrics.insert_size_metrics',
        'data/modules/picard/GATK_output/MarkDups/S00111_duplicate_metrics.txt',
        'data/modules/picard/GATK_output/Picard_Logs/BSF_0418_HNKGJBBXX_2_TS025_2_ChIP_Input_Bas_S34656.alignment_summary_metrics',
        'data/modules/picard/GcBiasMetrics/P0001_101.collectGcBias.txt',
        'data/modules/picard/GcBiasMetrics/SRR4238351_subsamp/SRR4238351_subsamp.sorted.gc_bias_metrics.pdf',
        'data/modules/picard/GcBiasMetrics/SRR4238359_subsamp/SRR4238359_subsamp.sorted.gc_bias_metrics.txt',
        'data/modules/picard/InsertSizeMetrics/P2151_501_1-sort-dup-gatkrecal-realign.insert_metrics',
        'data/modules/picard/MarkDuplicates/SRR1067500_1.fastq.gz_bowtie_srtd.bam_picardDupMetrics.txt',
        'data/modules/picard/QualityByCycleMetrics/sample.quality_by_cycle_metrics.txt',
        'data/modules/picard/QualityYieldMetrics/sample.quality_yield_metrics.txt',
        'data/modules/picard/ValidateSamFile/sample1.all-errors-warnings.picard.ValidateSamFile.SUMMARY',
        'data/modules/picard/ValidateSamFile/sample4.single-error.picard.ValidateSamFile.SUMMARY',
        'data/modules/preseq/gc_extrap/preseq_sample_9.txt',
        'data/modules/preseq/lc_extrap/preseq_sample_8.txt',
        'data/modules/preseq/lc_extrap_with_real_counts/Jurkat-2-ready.txt',
        'data/modules/purple/SEQCII_50pc_purity_cell_line.purple.purity.tsv',
        'data/modules/qc3C/bam_out/DRR177159/report.qc3C.json',
        'data/modules/qc3C/bam_out/DRR177164/report.qc3C.json',
        'data/modules/qc3C/bam_out/DRR177171/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177161/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177163/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177165/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177171/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177173/report.qc3C.json',
        'data/modules/qorts/ver1.2.42/QC.summary.txt',
        'data/modules/qualimap/bam_qc/ERR089819.qc/raw_data_qualimapReport/coverage_histogram.txt',
        'data/modules/qualimap/bam_qc/with_human_gc/css/up-pressed.png',
        'data/modules/qualimap/bam_qc/with_human_gc/css/websupport.js',
        'data/modules/qualimap/bam_qc/with_human_gc/raw_data_qualimapReport/insert_size_across_reference.txt',
        'data/modules/qualimap/rnaseqqc/kidney/css/down.png',
        'data/modules/qualimap/rnaseqqc/kidney/images_qualimapReport/Coverage Profile (High).png',
        'data/modules/qualimap/rnaseqqc/kidney/raw_data_qualimapReport/coverage_profile.txt',
        'data/modules/quast/14892_1.15/report.tsv',
        'data/modules/quast/full_metaquast_run/combined_reference/icarus_viewers/meta_ref_2.html',
        'data/modules/quast/full_metaquast_run/icarus_viewers/meta_ref_2.html',
        'data/modules/quast/full_metaquast_run/not_aligned/basic_stats/cumulative_plot.pdf',
        'data/modules/quast/full_metaquast_run/not_aligned/report.pdf',
        'data/modules/quast/full_metaquast_run/not_aligned/transposed_report.tsv',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/basic_stats/meta_contigs_1_GC_content_plot.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/basic_stats/meta_contigs_2_GC_content_plot.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/genome_stats/genome_fraction_histogram.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/basic_stats/meta_contigs_2_coverage_histogram.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/report.html',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/transposed_report.tsv',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/transposed_report.tsv',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/transposed_report.txt',
        'data/modules/quast/full_metaquast_run/summary/PDF/Total_length_(>=_10000_bp).pdf',
        'data/modules/quast/full_metaquast_run/summary/TXT/Duplication_ratio.txt',
        'data/modules/quast/full_metaquast_run/summary/TXT/Misassembled_contigs_length.txt',
        'data/modules/rail-rna/counts.tsv.gz',
        'data/modules/rna-seqc/v1/no_depth_of_coverage/RHP6042/RHP6042.metrics.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/WTCHG_171117_262.metrics.tmp.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/highexpr/perBaseDoC.out.sample_cumulative_coverage_counts',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/medexpr/WTCHG_171117_262.transcripts.list',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/medexpr/perBaseDoC.out.sample_statistics',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr/meanCovByPositionNormed.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr/perBaseDoC.out.sample_cumulative_coverage_counts',
        'data/modules/rna-seqc/v2/downsampled.output/downsampled.bam.exon_reads.gct',
        'data/modules/rseqc/bam_stat/statP2005_105.txt',
        'data/modules/rseqc/geneBodyCoverage/lt_v2.4/P2005_105.geneBodyCoverage.txt',
        'data/modules/rseqc/inner_distance/inner_distance_output.inner_distance_freq.txt',
        'data/modules/rseqc/read_duplication/read_duplication_output.pos.DupRate.xls',
        'data/modules/rseqc/tin/README.md',
        'data/modules/salmon/v0.6.0/sample_1/aux/observed_bias.gz',
        'data/modules/salmon/v0.6.0/sample_1/libParams/flenDist.txt',
        'data/modules/salmon/v0.9.1/DRR016125_quant/aux_info/ambig_info.tsv',
        'data/modules/salmon/v0.9.1/DRR016125_quant/aux_info/observed_bias_3p.gz',
        'data/modules/salmon/v0.9.1/DRR016125_quant/libParams/flenDist.txt',
        'data/modules/sambamba/markdup/v0.6.8/paired_end/markdup_AFC_1.log',
        'data/modules/samtools/flagstat/small.samtools13.flagstat.log.txt',
        'data/modules/sentieon/issue_1180/P150_PE.st.mdup.metrics.InsertSize.txt',
        'data/modules/sentieon/issue_1420/zero_reads.InsertSize_metrics.txt',
        'data/modules/sentieon/pr_1239/NA12878.GCBias_metrics.txt',
        'data/modules/sickle/b.log',
        'data/modules/slamdunk/timeseries_example_v0.2.2-dev/zero_timepoint_rep3_slamdunk_mapped_filtered_tcperreadpos.csv',
        'data/modules/slamdunk/timeseries_example_v0.2.2-dev/zero_timepoint_rep3_slamdunk_mapped_filtered_tcperutr.csv',
        'data/modules/snpsplit/old/BS_SNPsplit_report.SE.txt',
        'data/modules/snpsplit/old/HiC.SNPsplit_report.txt',
        'data/modules/stacks/test_run2/populations.sumstats_summary.tsv',
        'data/modules/star/older_logs/SRR1067505_1_trimmedLog.final.out',
        'data/modules/supernova/testrun_reports-only/report-only-1.2.txt',
        'data/modules/trimmomatic/issue_864/180518_mATAC_t12_1_trimmomatic.err',
        'data/modules/trimmomatic/issue_864/180518_mATAC_t6_1_trimmomatic.err',
        'data/modules/varscan2/v2.4.4/SAMPLE1_PE.lowfreq.varscan2.mpileup2snp.log',
        'data/modules/vep/S66716txt.vep.txt',
    ),
    'data/modules/bbmap/sample1': (
        'sample1.ihist sample1.stats.txt sample1machineout.bincov sample1twocolumn.ehist '
        'sample1twocolumn.log'
    ),
    'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Y28N123_I8N2_N10_Y91N60/Reports': (
        'Adapter_Metrics.csv RunInfo.xml SampleSheet.csv'
    ),
    'data/modules/biscuit/v0.3.4.20180215': (
        'mouse_ESCs_E14_GSM1370557_markdup.bam_markdup_report.txt '
        'mouse_ESCs_E14_GSM1370558_markdup.bam_markdup_report.txt '
        'mouse_ESCs_E14_GSM1370559_markdup.bam_markdup_report.txt'
    ),
    'data/modules/deeptools': (
        'plotCoverage_stdout.txt plotEnrichment_example.txt plotFingerprint_outQualityMetrics.txt '
        'plotProfile_exampleData.txt'
    ),
    'data/modules/dragen/tn_varcall/T_SRR7890936_50pc': (
        'T_SRR7890936_50pc.vc_metrics.csv T_SRR7890936_50pc.wgs_coverage_metrics_normal.csv '
        'T_SRR7890936_50pc.wgs_hist_tumor.csv'
    ),
    'data/modules/hicpro/hicpro-ashic/logs/mF1216': (
        'ice_1000000.log make_Rplots.log merge_valid_interactions.log'
    ),
    'data/modules/hicpro/hicpro-caphic/logs/E12.5_dupL': (
        '00_00_SRR3179589_2_bowtie2.log 00_00_SRR3179589_2_mm9.bwt2glob.unmap_bowtie2.log mergeSAM.log'
    ),
    'data/modules/qualimap/bam_qc/ERR089819.qc/css': (
        'comment-close.png down-pressed.png plus.png'
    ),
    'data/modules/quast/full_metaquast_run/combined_reference': (
        'icarus.html report.html report.pdf transposed_report.txt'
    ),
    'data/modules/quast/full_metaquast_run/summary/TEX': (
        '#_contigs.tex Genome_fraction_(%).tex Total_length_(>=_1000_bp).tex Total_length_(>=_50000_bp).tex'
    ),
    'data/modules/quast/full_metaquast_run/summary/TSV': (
        '#_misassemblies.tsv LGA50.tsv Misassembled_contigs_length.tsv'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/lowexpr': (
        'WTCHG_171117_264.transcripts.list perBaseDoC.out.sample_cumulative_coverage_counts '
        'perBaseDoC.out.sample_summary'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/medexpr': (
        'index.html meanCovByPosition.txt perBaseDoC.out.sample_summary'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp': (
        'corrMatrixPearson.txt gapLengthHist_high.png gapLengthHist_high.txt index.html meanCoverage_low.txt '
        'meanCoverage_medium.txt rRNA_intervals.list'
    ),
}

MQC_HICPRO_LOGS_KIND = {
    'data/modules/hicpro/hicpro-hic/logs/dixon_2M': (
        'SRR400264_00_R1_bowtie2.log SRR400264_00_R1_hg19.bwt2glob.unmap_bowtie2.log '
        'SRR400264_00_R1_hg19.bwt2glob.unmap_readsTrimming.log SRR400264_00_R2_bowtie2.log '
        'SRR400264_00_R2_hg19.bwt2glob.unmap_bowtie2.log '
        'SRR400264_00_R2_hg19.bwt2glob.unmap_readsTrimming.log build_raw_maps.log ice_1000000.log '
        'ice_500000.log make_Rplots.log mapped_2hic_fragments.log mapping_combine.log mapping_stats.log '
        'mapping_step1.log mapping_step2.log mergeSAM.log merge_stats.log merge_valid_interactions.log '
        'plot_hic_fragment.Rout plot_mapping_portion.Rout plot_pairing_portion.Rout'
    ),
    'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2': (
        'SRR400264_01_R1_bowtie2.log SRR400264_01_R1_hg19.bwt2glob.unmap_bowtie2.log '
        'SRR400264_01_R1_hg19.bwt2glob.unmap_readsTrimming.log SRR400264_01_R2_bowtie2.log '
        'SRR400264_01_R2_hg19.bwt2glob.unmap_bowtie2.log '
        'SRR400264_01_R2_hg19.bwt2glob.unmap_readsTrimming.log build_raw_maps.log ice_1000000.log '
        'ice_500000.log make_Rplots.log mapped_2hic_fragments.log mapping_combine.log mapping_stats.log '
        'mapping_step1.log mapping_step2.log mergeSAM.log merge_stats.log merge_valid_interactions.log '
        'plot_hic_fragment.Rout plot_mapping_portion.Rout plot_pairing_portion.Rout'
    ),
}

MQC_HICPRO_LOGS_OTHER = {
    '': (
        'data/modules/afterqc/SE/testdata/QC/R1.fq.gz.html data/modules/afterqc/SE/testdata/QC/R1.fq.gz.json '
        'data/modules/atropos/v1.1.5/trim/S22205.log.json data/modules/bbmap/sample1/sample1.log '
        'data/modules/bbmap/sample1/sample1.qchist '
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/U7N1Y93N50_I10_I10_U7N1Y93N50/Reports/RunInfo.xml '
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Y28N123_I8N2_N10_Y91N60/Reports/SampleSheet.csv '
        'data/modules/biscuit/v0.3.16.20200420/tcga_lusc_normal_subsampled_covdist_q40_cpg_topgc_table.txt '
        'data/modules/bismark/run_2/MethylC-Seq_mm_fc_1wk_SRR921767_1.fastq.gz_trimming_report.txt '
        'data/modules/bismark/run_2/MethylC-Seq_mm_fc_2wk_SRR921773_1.fastq.gz_trimming_report.txt '
        'data/modules/bowtie/single_end/SRR1067503_1.fastq.gz_chipseq_qc_clusterFlow.txt '
        'data/modules/bustools/0.40.0/inspect.json data/modules/dragen/issue_1244/Sample_1.vc_metrics.csv '
        'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc/T_SRR7890936_50pc-replay.json '
        'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc/T_SRR7890936_50pc.wgs_hist_tumor.csv '
        'data/modules/fastp/single_end/fastp.json data/modules/fastqc/fastqc_theoretical_gc.txt '
        'data/modules/fastqc/issue_843/fastqc_trimmed/NP_D8_R1_L1_1_val_1_fastqc.zip '
        'data/modules/fastqc/issue_843/fastqc_trimmed/NP_D8_R2_L1_2_val_2_fastqc.html '
        'data/modules/flash/multilogfile.txt data/modules/flexbar/issue-1407/raw_rbm20_6sg_NH_HM_04.log '
        'data/modules/fusioncatcher/summary_candidate_fusions.txt data/modules/hicexplorer/v3.2/QC_2.log '
        'data/modules/hicpro/README.md data/modules/hicpro/hicpro-ashic/README '
        'data/modules/hicpro/hicpro-ashic/config_test_as.txt data/modules/hicpro/hicpro-caphic/README '
        'data/modules/hicpro/hicpro-caphic/config_test_cap.txt '
        'data/modules/hicpro/hicpro-caphic/hic_results/data/E12.5_WT/00_00_SRR3179588_mm9.bwt2pairs.RSstat '
        'data/modules/hicpro/hicpro-caphic/hic_results/data/E12.5_dupL/00_00_SRR3179589_mm9.bwt2pairs.RSstat '
        'data/modules/hicpro/hicpro-hic/README data/modules/hicpro/hicpro-hic/config_test_latest.txt '
        'data/modules/hicpro/hicpro-hic/hic_results/data/dixon_2M/SRR400264_00_hg19.bwt2pairs.RSstat '
        'data/modules/hicpro/hicpro-hic/hic_results/data/dixon_2M_2/SRR400264_01_hg19.bwt2pairs.RSstat '
        'data/modules/hisat2/v2.0.4/hisat2_PE.txt data/modules/malt/malt.log '
        'data/modules/mosdepth/test.mosdepth.thresholds.bed.gz '
        'data/modules/phantompeakqualtools/phantompeakqualtools_example_logs/Example_107.spp.out '
        'data/modules/picard/CollectMultipleMetrics/216_D_18666.CollectMultipleMetrics.txt '
        'data/modules/picard/GcBiasMetrics/SRR4238359_subsamp/SRR4238359_subsamp.sorted.summary_metrics.txt '
        'data/modules/qc3C/bam_out/DRR177158/report.qc3C.json '
        'data/modules/qc3C/bam_out/DRR177163/report.qc3C.json '
        'data/modules/qc3C/bam_out/DRR177164/report.qc3C.json '
        'data/modules/qc3C/kmer_out/DRR177159/report.qc3C.json '
        'data/modules/qualimap/bam_qc/ERR089819.qc/css/minus.png '
        'data/modules/qualimap/bam_qc/ERR089819.qc/images_qualimapReport/genome_mapping_quality_across_reference.png '
        'data/modules/qualimap/bam_qc/with_human_gc/images_qualimapReport/genome_insert_size_histogram.png '
        'data/modules/qualimap/bam_qc/with_human_gc/images_qualimapReport/genome_reads_clipping_profile.png '
        'data/modules/qualimap/rnaseqqc/kidney/css/bgfooter.png '
        'data/modules/qualimap/rnaseqqc/kidney/qualimapReport.html '
        'data/modules/quast/full_metaquast_run/combined_reference/basic_stats/meta_contigs_2_coverage_histogram.pdf '
        'data/modules/quast/full_metaquast_run/combined_reference/icarus_viewers/contig_size_viewer.html '
        'data/modules/quast/full_metaquast_run/not_aligned/basic_stats/Nx_plot.pdf '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/aligned_stats/cumulative_plot.pdf '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/basic_stats/coverage_histogram.pdf '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/report.pdf '
        'data/modules/quast/full_metaquast_run/summary/TXT/Duplication_ratio.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/WTCHG_171117_264.metrics.tmp.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/WTCHG_171117_264.rRNA_counts.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr/gapLengthHistogram.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr/meanCovByPositionNormed.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/lowexpr/intervals.list '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/lowexpr/meanCovByPosition.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/meanCoverageNorm_low.txt '
        'data/modules/rseqc/geneBodyCoverage/lt_v2.4/P2005_102.geneBodyCoverage.txt '
        'data/modules/rseqc/junction_saturation/SRR4238379_subsamp.sorted.rseqc.junctionSaturation_plot.r '
        'data/modules/salmon/v0.9.1/DRR016125_quant/aux_info/obs5_seq.gz '
        'data/modules/sentieon/issue_1180/P150_rPE.st.mdup.metrics.QualDist.txt '
        'data/modules/snpEff/v4.1a/Sample1.clean.dedup.recal.bam.recalibrated.indel.annotated.vcf.gz.snpEff.summary.csv '
        'data/modules/supernova/testrun_1_2/outs/assembly/stats/summary.json '
        'data/modules/trimmomatic/issue_864/180518_mATAC_t3_1_trimmomatic.err '
        'data/modules/trimmomatic/issue_864/180518_mATAC_t4_1_trimmomatic.err '
        'data/modules/vcftools/relatedness2/YP.QCheck.VQ30.GQ20.DP10.miss50.relatedness.relatedness2 '
        'data/modules/vcftools/tstv-summary/public_SRP032974.TsTv.summary'
    ),
    'data/modules/hicpro/hicpro-ashic/bowtie_results/bwt2/mF1216': (
        'SRR2240730_subset_1_mm10_CAST_129S1_Nmask.mapstat SRR2240730_subset_2_mm10_CAST_129S1_Nmask.mapstat '
        'SRR2240730_subset_mm10_CAST_129S1_Nmask.bwt2pairs.pairstat '
        'SRR2240730_subset_mm10_CAST_129S1_Nmask.bwt2pairs_allspe.allelstat '
        'SRR2240731_subset_1_mm10_CAST_129S1_Nmask.mapstat SRR2240731_subset_2_mm10_CAST_129S1_Nmask.mapstat '
        'SRR2240731_subset_mm10_CAST_129S1_Nmask.bwt2pairs.pairstat '
        'SRR2240731_subset_mm10_CAST_129S1_Nmask.bwt2pairs_allspe.allelstat'
    ),
    'data/modules/hicpro/hicpro-ashic/hic_results/data/mF1216': (
        'SRR2240730_subset_mm10_CAST_129S1_Nmask.bwt2pairs.RSstat '
        'SRR2240731_subset_mm10_CAST_129S1_Nmask.bwt2pairs.RSstat mF1216_allValidPairs_assplit.stat'
    ),
    'data/modules/hicpro/hicpro-ashic/hic_results/stats/mF1216': (
        'mF1216.mRSstat mF1216.mpairstat mF1216_1.mmapstat mF1216_2.mmapstat '
        'mF1216_allValidPairs.mergeASstat mF1216_allValidPairs.mergestat'
    ),
    'data/modules/hicpro/hicpro-ashic/logs/mF1216': (
        'SRR2240730_subset_1_bowtie2.log '
        'SRR2240730_subset_1_mm10_CAST_129S1_Nmask.bwt2glob.unmap_readsTrimming.log '
        'SRR2240730_subset_2_bowtie2.log '
        'SRR2240730_subset_2_mm10_CAST_129S1_Nmask.bwt2glob.unmap_readsTrimming.log '
        'SRR2240731_subset_1_bowtie2.log '
        'SRR2240731_subset_1_mm10_CAST_129S1_Nmask.bwt2glob.unmap_readsTrimming.log '
        'SRR2240731_subset_2_bowtie2.log '
        'SRR2240731_subset_2_mm10_CAST_129S1_Nmask.bwt2glob.unmap_readsTrimming.log build_raw_maps.log '
        'ice_1000000.log ice_500000.log make_Rplots.log mapped_2hic_fragments.log mapping_combine.log '
        'mapping_stats.log mapping_step1.log mapping_step2.log markAllelicStatus.log mergeSAM.log '
        'merge_stats.log merge_valid_interactions.log plot_hic_fragment.Rout plot_mapping_portion.Rout '
        'plot_pairing_portion.Rout'
    ),
    'data/modules/hicpro/hicpro-caphic/bowtie_results/bwt2/E12.5_WT': (
        '00_00_SRR3179588_1_mm9.mapstat 00_00_SRR3179588_2_mm9.mapstat '
        '00_00_SRR3179588_mm9.bwt2pairs.pairstat'
    ),
    'data/modules/hicpro/hicpro-caphic/bowtie_results/bwt2/E12.5_dupL': (
        '00_00_SRR3179589_1_mm9.mapstat 00_00_SRR3179589_2_mm9.mapstat '
        '00_00_SRR3179589_mm9.bwt2pairs.pairstat'
    ),
    'data/modules/hicpro/hicpro-caphic/hic_results/stats/E12.5_WT': (
        'E12.5_WT.mRSstat E12.5_WT.mpairstat E12.5_WT_1.mmapstat E12.5_WT_2.mmapstat '
        'E12.5_WT_allValidPairs.mergestat'
    ),
    'data/modules/hicpro/hicpro-caphic/hic_results/stats/E12.5_dupL': (
        'E12.5_dupL.mRSstat E12.5_dupL.mpairstat E12.5_dupL_1.mmapstat E12.5_dupL_2.mmapstat '
        'E12.5_dupL_allValidPairs.mergestat'
    ),
    'data/modules/hicpro/hicpro-caphic/logs/E12.5_WT': (
        '00_00_SRR3179588_1_bowtie2.log 00_00_SRR3179588_1_mm9.bwt2glob.unmap_bowtie2.log '
        '00_00_SRR3179588_1_mm9.bwt2glob.unmap_readsTrimming.log 00_00_SRR3179588_2_bowtie2.log '
        '00_00_SRR3179588_2_mm9.bwt2glob.unmap_bowtie2.log '
        '00_00_SRR3179588_2_mm9.bwt2glob.unmap_readsTrimming.log build_raw_maps.log ice_1000.log '
        'ice_10000.log ice_150000.log ice_20000.log ice_40000.log ice_5000.log make_Rplots.log '
        'mapped_2hic_fragments.log mapping_combine.log mapping_stats.log mapping_step1.log mapping_step2.log '
        'mergeSAM.log merge_stats.log merge_valid_interactions.log plot_hic_fragment.Rout '
        'plot_mapping_portion.Rout plot_pairing_portion.Rout'
    ),
    'data/modules/hicpro/hicpro-caphic/logs/E12.5_dupL': (
        '00_00_SRR3179589_1_bowtie2.log 00_00_SRR3179589_1_mm9.bwt2glob.unmap_bowtie2.log '
        '00_00_SRR3179589_1_mm9.bwt2glob.unmap_readsTrimming.log 00_00_SRR3179589_2_bowtie2.log '
        '00_00_SRR3179589_2_mm9.bwt2glob.unmap_bowtie2.log '
        '00_00_SRR3179589_2_mm9.bwt2glob.unmap_readsTrimming.log build_raw_maps.log ice_1000.log '
        'ice_10000.log ice_150000.log ice_20000.log ice_40000.log ice_5000.log make_Rplots.log '
        'mapped_2hic_fragments.log mapping_combine.log mapping_stats.log mapping_step1.log mapping_step2.log '
        'mergeSAM.log merge_stats.log merge_valid_interactions.log plot_hic_fragment.Rout '
        'plot_mapping_portion.Rout plot_pairing_portion.Rout'
    ),
    'data/modules/hicpro/hicpro-hic/bowtie_results/bwt2/dixon_2M': (
        'SRR400264_00_R1_hg19.mapstat SRR400264_00_R2_hg19.mapstat SRR400264_00_hg19.bwt2pairs.pairstat'
    ),
    'data/modules/hicpro/hicpro-hic/bowtie_results/bwt2/dixon_2M_2': (
        'SRR400264_01_R1_hg19.mapstat SRR400264_01_R2_hg19.mapstat SRR400264_01_hg19.bwt2pairs.pairstat'
    ),
    'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M': (
        'dixon_2M.mRSstat dixon_2M.mpairstat dixon_2M_R1.mmapstat dixon_2M_R2.mmapstat '
        'dixon_2M_allValidPairs.mergestat'
    ),
    'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M_2': (
        'dixon_2M_2.mRSstat dixon_2M_2.mpairstat dixon_2M_2_R1.mmapstat dixon_2M_2_R2.mmapstat '
        'dixon_2M_2_allValidPairs.mergestat'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/highexpr': (
        'WTCHG_171117_262.DoCTranscripts perBaseDoC.out.sample_cumulative_coverage_proportions '
        'perBaseDoC.out.sample_statistics'
    ),
}

MQC_HICUP_KIND = {
    'data/modules/hicup/Sample-1': (
        'Sample-1.A002.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'Sample-1.A005.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'Sample-1.A006.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'Sample-1.A007.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'Sample-1.A012.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'Sample-1.A019.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html'
    ),
    'data/modules/hicup/Sample-2': (
        'Sample-2.A002.C8LFMANXX.s_3.r_1_2.HiCUP_summary_report.html '
        'Sample-2.A005.C8LFMANXX.s_3.r_1_2.HiCUP_summary_report.html '
        'Sample-2.A006.C8LFMANXX.s_3.r_1_2.HiCUP_summary_report.html '
        'Sample-2.A012.C8LFMANXX.s_3.r_1_2.HiCUP_summary_report.html '
        'Sample-2.A019.C8LFMANXX.s_3.r_1_2.HiCUP_summary_report.html'
    ),
    '': (
        'data/modules/hicup/Sample-3/Sample-3.A006.C8H0KANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'data/modules/hicup/Sample-3/Sample-3.A012.C8H0KANXX.s_2.r_1_2.HiCUP_summary_report.html'
    ),
}

MQC_HICUP_OTHER = {
    '': (
        'data/modules/BUSCO/version_1/short_summary_BUSCO_v1_test',
        'data/modules/BUSCO/version_3/short_summary_busco_v3_test.txt',
        'data/modules/afterqc/SE/testdata/QC/R1.fq.gz.html',
        'data/modules/afterqc/rna_se/QC/SRR4238355_subsamp.fastq.gz.html',
        'data/modules/atropos/v1.1.5/trim/S22400.log.json',
        'data/modules/bcl2fastq/bug_907/Stats.json',
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/U7N1Y93N50_I10_I10_U7N1Y93N50/Reports/Demultiplex_Stats.csv',
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Y28N123_I8N2_N10_Y91N60/Reports/Index_Hopping_Counts.csv',
        'data/modules/bismark/test_data/test_data_trimmed.fq.gz_bismark.deduplicated.bam_splitting_report.txt',
        'data/modules/bowtie2/single_end/SRR1067503_1.fastq.gz_bowtie2_clusterFlow.txt',
        'data/modules/cutadapt/issue_1328/no_filtered_reads.cutadapt.txt',
        'data/modules/cutadapt/issue_949/TE18-019_12S_cut_log.txt',
        'data/modules/cutadapt/v2.10/SAMPLE2_PE.cutadapt.log',
        'data/modules/deeptools/issue_1011/work_dir/OSMOTIC_STRESS_T0_R2.mLb.clN.plotProfile.tab',
        'data/modules/deeptools/issue_1011/work_dir/OSMOTIC_STRESS_T15_R1.mLb.clN.plotFingerprint.raw.txt',
        'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc/T_SRR7890936_50pc.fragment_length_hist.csv',
        'data/modules/dragen_fastqc/fastqc_with_alignment/TEST.fragment_length_hist.csv',
        'data/modules/dragen_fastqc/fastqc_with_alignment/TEST.wgs_coverage_metrics.csv',
        'data/modules/fastp/single_end/fastp.html',
        'data/modules/fastqc/issue_843/fastqc_trimmed/NP_D8_R1_L1_1_val_1_fastqc.html',
        'data/modules/fastqc/v0.11.2/SRR1067505_1_fastqc.zip',
        'data/modules/fgbio/sample1.histo.tsv',
        'data/modules/flash/22061.flash.hist',
        'data/modules/flash/test.flash.hist',
        'data/modules/fusioncatcher/empty_files/final-list_candidate-fusion-genes.caption.md.txt',
        'data/modules/gatk/varianteval/ADM1594A12_exome.vcf.varianteval',
        'data/modules/gffcompare/gffcmp.stats',
        'data/modules/hicexplorer/v2.2/QC_table.txt',
        'data/modules/hicpro/hicpro-ashic/bowtie_results/bwt2/mF1216/SRR2240731_subset_2_mm10_CAST_129S1_Nmask.mapstat',
        'data/modules/hicpro/hicpro-ashic/bowtie_results/bwt2/mF1216/SRR2240731_subset_mm10_CAST_129S1_Nmask.bwt2pairs.pairstat',
        'data/modules/hicpro/hicpro-ashic/logs/mF1216/ice_500000.log',
        'data/modules/hicpro/hicpro-ashic/logs/mF1216/mapping_step2.log',
        'data/modules/hicpro/hicpro-caphic/hic_results/stats/E12.5_dupL/E12.5_dupL.mpairstat',
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_WT/00_00_SRR3179588_2_mm9.bwt2glob.unmap_readsTrimming.log',
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_WT/ice_150000.log',
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M/dixon_2M_allValidPairs.mergestat',
        'data/modules/hisat2/issue-1230/PlateE_H12_S192_merged_L001_GRCh38_bowtie2_stats.txt',
        'data/modules/hisat2/v2.0.4/report.txt',
        'data/modules/htseq/counts1.tsv',
        'data/modules/jcvi/full_report/Exon_Length/second.txt',
        'data/modules/jcvi/full_report/Gene_Length/second.txt',
        'data/modules/jellyfish/P1234_102_jf.hist',
        'data/modules/kaiju/first_kaiju2table_family.txt',
        'data/modules/kaiju/first_kaiju2table_order.txt',
        'data/modules/kallisto/single_end/kallisto_se_example.txt',
        'data/modules/kat/kat_hist_test.da.dist_analysis.json',
        'data/modules/kraken/v2.0.8_beta/README.md',
        'data/modules/lima/README.md',
        'data/modules/lima/v1.9/subreads1.lima.counts',
        'data/modules/longranger/v2.2.2/P5357_1006_grch38_gatk/_invocation',
        'data/modules/minionqc/RB7_A2/summary.yaml',
        'data/modules/mirtop/test2_mirtop_stats.log',
        'data/modules/mirtrace/miRTrace_example_output/mirtrace-stats-mirna-complexity.tsv',
        'data/modules/nanostat/NanoStats.txt',
        'data/modules/ngsderive/test.instrument.txt',
        'data/modules/ngsderive/test.readlen.txt',
        'data/modules/pangolin/SAMPLE_02.pangolin.csv',
        'data/modules/pbmarkdup/1.0/long-library-name.pbmarkdup.log',
        'data/modules/picard/CollectMultipleMetrics/216_D_18666.CollectMultipleMetrics.txt',
        'data/modules/picard/GATK_output/MarkDups/test3.dup_metrics.txt',
        'data/modules/picard/MarkIlluminaAdapters/CFD1901317_adapter_metrics.txt',
        'data/modules/picard/ValidateSamFile/sample2.no-errors.picard.ValidateSamFile.SUMMARY',
        'data/modules/preseq/lc_extrap/preseq_sample_4.txt',
        'data/modules/preseq/lc_extrap_with_real_counts/preseq_real_counts.txt',
        'data/modules/prokka/sample1.txt',
        'data/modules/pycoqc/v2.5.0.20/sample_2/IP4.json',
        'data/modules/qc3C/bam_out/DRR177157/report.qc3C.json',
        'data/modules/qc3C/bam_out/DRR177160/report.qc3C.json',
        'data/modules/qc3C/bam_out/DRR177165/report.qc3C.json',
        'data/modules/qc3C/bam_out/DRR177167/report.qc3C.json',
        'data/modules/qc3C/bam_out/DRR177172/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177159/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177168/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177170/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177172/report.qc3C.json',
        'data/modules/qorts/ver1.2.42/QC.geneCounts.txt.gz',
        'data/modules/qorts/ver1.3.0/QC.chromCount.txt',
        'data/modules/qualimap/bam_qc/A1/raw_data_qualimapReport/mapped_reads_nucleotide_content.txt',
        'data/modules/qualimap/bam_qc/ERR089819.qc/images_qualimapReport/genome_reads_content_per_read_position.png',
        'data/modules/qualimap/bam_qc/ERR089819.qc/images_qualimapReport/genome_uniq_read_starts_histogram.png',
        'data/modules/qualimap/bam_qc/ERR089819.qc/qualimapReport.html',
        'data/modules/qualimap/bam_qc/with_human_gc/css/ajax-loader.gif',
        'data/modules/qualimap/bam_qc/with_human_gc/css/report.css',
        'data/modules/qualimap/bam_qc/with_human_gc/images_qualimapReport/genome_mapping_quality_across_reference.png',
        'data/modules/qualimap/rnaseqqc/integer_53bias/rnaseq_qc_results.txt',
        'data/modules/qualimap/rnaseqqc/kidney/images_qualimapReport/Reads Genomic Origin.png',
        'data/modules/qualimap/rnaseqqc/kidney/images_qualimapReport/Transcript per-base coverage.png',
        'data/modules/quast/full_metaquast_run/combined_reference/basic_stats/GC_content_plot.pdf',
        'data/modules/quast/full_metaquast_run/combined_reference/transposed_report.tsv',
        'data/modules/quast/full_metaquast_run/not_aligned/basic_stats/Nx_plot.pdf',
        'data/modules/quast/full_metaquast_run/not_aligned/icarus.html',
        'data/modules/quast/full_metaquast_run/not_aligned/report.txt',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/report.tex',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/genome_stats/meta_contigs_2_gaps.txt',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/aligned_stats/NGAx_plot.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/basic_stats/meta_contigs_2_coverage_histogram.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/quast.log',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/transposed_report.txt',
        'data/modules/quast/full_metaquast_run/summary/PDF/NGA50.pdf',
        'data/modules/quast/full_metaquast_run/summary/TEX/#_indels_per_100_kbp.tex',
        'data/modules/quast/full_metaquast_run/summary/TSV/#_contigs.tsv',
        'data/modules/rna-seqc/v1/no_depth_of_coverage/RHP6042/RHP6042.libraryComplexity.txt',
        'data/modules/rna-seqc/v1/no_depth_of_coverage/RHP6042/RHP6042.metrics.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/highexpr/WTCHG_171117_262.transcripts.list',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/lowexpr/WTCHG_171117_264.DoCTranscripts',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/medexpr/WTCHG_171117_264.DoCTranscripts',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/gapLengthHist_high.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/meanCoverage_medium.txt',
        'data/modules/rna-seqc/v2/downsampled.output/downsampled.bam.fragmentSizes.txt',
        'data/modules/rseqc/geneBodyCoverage/lt_v2.4/P2005_104.geneBodyCoverage.txt',
        'data/modules/rseqc/tin/P15-1-6h_Aligned.sortedByCoord.out.tin.xls',
        'data/modules/salmon/v0.6.0/sample_1/aux/observed_bias.gz',
        'data/modules/salmon/v0.6.0/sample_1/libParams/flenDist.txt',
        'data/modules/salmon/v0.6.0/sample_1/logs/salmon_quant.log',
        'data/modules/salmon/v0.9.1/DRR016125_quant/aux_info/observed_bias.gz',
        'data/modules/sambamba/markdup/v0.6.8/paired_end/markdup_ACF_3.log',
        'data/modules/sambamba/markdup/v0.6.8/paired_end/markdup_ACS_3.log',
        'data/modules/samblaster/issue_1176.txt',
        'data/modules/samtools/flagstat/small.samtools12.flagstat.log.txt',
        'data/modules/samtools/idxstats/noreads/samtoolsidxstats2.log',
        'data/modules/sentieon/issue_1180/P150_PE.st.mdup.metrics.GCsummary.txt',
        'data/modules/seqyclean/1397639-UT-M03999-190614_clean_SummaryStatistics.tsv',
        'data/modules/sickle/a.log',
        'data/modules/snippy/snippy-core1.txt',
        'data/modules/snpsplit/old/BS_SNPsplit_report.PE.txt',
        'data/modules/somalier/ex.somalier-ancestry.tsv',
        'data/modules/star/older_logs/sample_dir/Log.final.out',
        'data/modules/supernova/testrun_1_1/outs/assembly/stats/histogram_molecules.json',
        'data/modules/supernova/testrun_1_1/outs/assembly/stats/summary.json',
        'data/modules/supernova/testrun_reports-only/report-only-2.0.txt',
        'data/modules/theta2/TCGA-OR-A5L5-01A-11D-A29I-10.BEST.results',
        'data/modules/tophat/paired_end/ERR458837_1_val_tophat.align_summary.txt',
        'data/modules/trimmomatic/issue_864/multiqc_config.yaml',
        'data/modules/varscan2/v2.4.4/SRR11140750.lowfreq.varscan2.mpileup2indel.log',
        'data/modules/vcftools/tstv-by-count/public_SRP032974.TsTv.count',
        'data/modules/vcftools/tstv-summary/common_all_20170710.TsTv.summary',
        'data/modules/whatshap/v1.0/sample1_pre_opt0_5x.phased.tsv',
    ),
    'data/modules/bbmap/sample1': (
        'sample1.ehist sample1.indelhist sample1.log sample1.qchist sample1.qhist sample1machineout.idhist '
        'sample1twocolumn.idhist sample1twocolumn.ihist sample1twocolumn.rpkm'
    ),
    'data/modules/biscuit/v0.3.4.20180215': (
        'mouse_ESCs_E14_GSM1370558_markdup.bam_markdup_report.txt mouse_ESCs_E14_GSM1370559_all_cv_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_table.txt'
    ),
    'data/modules/bismark/run_2': (
        'MethylC-Seq_mm_fc_1wk_SRR921768_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921769_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921695_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921773_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921773_1_trimmed.fq.gz_bismark_bt2_SE_report.txt'
    ),
    'data/modules/dragen/target_bed_stats': (
        'NA12878_NFE_B_A04_NS2000.fastqc_metrics.csv NA12878_NFE_B_A04_NS2000.fragment_length_hist.csv '
        'NA12878_NFE_B_A04_NS2000.target_bed_contig_mean_cov.csv'
    ),
    'data/modules/fastqc/issue_843/fastqc_raw': (
        'NMP_R1_L1_2_fastqc.html NMP_R2_L1_2_fastqc.zip NP_D8_R2_L1_2_fastqc.html'
    ),
    'data/modules/hicpro/hicpro-caphic/logs/E12.5_dupL': (
        'ice_5000.log mapping_step2.log plot_mapping_portion.Rout'
    ),
    'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2': (
        'SRR400264_01_R1_hg19.bwt2glob.unmap_readsTrimming.log '
        'SRR400264_01_R2_hg19.bwt2glob.unmap_bowtie2.log ice_1000000.log'
    ),
    'data/modules/hicup/Sample-1': (
        'HiCUP_summary_report_17-27-31_15-03-2016.txt hicup_deduplicator_summary_17-27-31_15-03-2016.txt '
        'hicup_filter_summary_17-27-31_15-03-2016.txt hicup_mapper_summary_17-27-31_15-03-2016.txt '
        'hicup_truncater_summary_17-27-31_15-03-2016.txt'
    ),
    'data/modules/hicup/Sample-2': (
        'HiCUP_summary_report_18-19-10_14-03-2016.txt hicup_deduplicator_summary_18-19-10_14-03-2016.txt '
        'hicup_filter_summary_18-19-10_14-03-2016.txt hicup_mapper_summary_18-19-10_14-03-2016.txt '
        'hicup_truncater_summary_18-19-10_14-03-2016.txt'
    ),
    'data/modules/hicup/Sample-3': (
        'HiCUP_summary_report_15-53-36_21-03-2016.txt hicup_deduplicator_summary_15-53-36_21-03-2016.txt '
        'hicup_filter_summary_15-53-36_21-03-2016.txt hicup_mapper_summary_15-53-36_21-03-2016.txt '
        'hicup_truncater_summary_15-53-36_21-03-2016.txt'
    ),
    'data/modules/mosdepth': (
        'test.mosdepth.thresholds.bed.gz tiny.thresholds.bed.gz tiny.thresholds.bed.gz.csi'
    ),
    'data/modules/qualimap/bam_qc/ERR089819.qc/css': (
        'basic.css comment-bright.png down-pressed.png'
    ),
    'data/modules/qualimap/bam_qc/ERR089819.qc/raw_data_qualimapReport': (
        'coverage_across_reference.txt coverage_histogram.txt duplication_rate_histogram.txt '
        'mapped_reads_gc-content_distribution.txt'
    ),
    'data/modules/qualimap/rnaseqqc/kidney/css': (
        'basic.css bgtop.png pygments.css'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr': (
        'WTCHG_171117_264.DoCTranscripts WTCHG_171117_264.transcripts.list gapLengthHistogram.txt '
        'perBaseDoC.out.sample_interval_statistics'
    ),
}

MQC_QUAST_REFS_KIND = {
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1': (
        'icarus.html quast.log report.html report.pdf report.tex report.tsv report.txt transposed_report.tex '
        'transposed_report.tsv transposed_report.txt'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2': (
        'icarus.html quast.log report.html report.pdf report.tex report.tsv report.txt transposed_report.tex '
        'transposed_report.tsv transposed_report.txt'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3': (
        'icarus.html quast.log report.html report.pdf report.tex report.tsv report.txt transposed_report.tex '
        'transposed_report.tsv transposed_report.txt'
    ),
}

MQC_QUAST_REFS_OTHER = {
    '': (
        'data/modules/bbmap/sample1/sample1.qahist data/modules/bbmap/sample1/sample1twocolumn.ihist '
        'data/modules/biscuit/v0.3.4.20180215/mouse_ESCs_E14_GSM1370557_CpGRetentionDist.txt '
        'data/modules/biscuit/v0.3.4.20180215/mouse_ESCs_E14_GSM1370558_totalReadConversionRate.txt '
        'data/modules/bismark/run_2/MethylC-Seq_mm_fc_1wk_SRR921768_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc/T_SRR7890936_50pc.time_metrics.csv '
        'data/modules/gffcompare/README.md '
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M/dixon_2M_allValidPairs.mergestat '
        'data/modules/hicup/Sample-2/hicup_deduplicator_summary_18-19-10_14-03-2016.txt '
        'data/modules/odgi/v0.4.1/README.md data/modules/quast/14892_1.15/report.tsv '
        'data/modules/quast/14892_1.16/report.tsv data/modules/quast/14892_1.2report/report.tsv '
        'data/modules/quast/example_data/report.tsv data/modules/quast/example_data/report.txt '
        'data/modules/quast/full_metaquast_run/combined_reference/aligned_stats/NAx_plot.pdf '
        'data/modules/quast/full_metaquast_run/combined_reference/aligned_stats/cumulative_plot.pdf '
        'data/modules/quast/full_metaquast_run/not_aligned/icarus_viewers/contig_size_viewer.html '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/icarus_viewers/alignment_viewer.html '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/icarus_viewers/contig_size_viewer.html '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/icarus_viewers/alignment_viewer.html '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/icarus_viewers/contig_size_viewer.html '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/icarus_viewers/alignment_viewer.html '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/icarus_viewers/contig_size_viewer.html '
        'data/modules/quast/partial_predicted_genes/report.tsv '
        'data/modules/quast/quast_4.1_metagenome_1/report.tsv '
        'data/modules/quast/quast_4.1_metagenome_1/report.txt '
        'data/modules/quast/quast_4.1_metagenome_2/report.tsv '
        'data/modules/quast/quast_4.1_metagenome_2/report.txt data/modules/quast/scaffolds/report.tsv'
    ),
    'data/modules/quast/full_metaquast_run/combined_reference/basic_stats': (
        'GC_content_plot.pdf Nx_plot.pdf coverage_histogram.pdf cumulative_plot.pdf gc.txt '
        'meta_contigs_1_GC_content_plot.pdf meta_contigs_1_coverage_histogram.pdf '
        'meta_contigs_2_GC_content_plot.pdf meta_contigs_2_coverage_histogram.pdf'
    ),
    'data/modules/quast/full_metaquast_run/combined_reference/genome_stats': (
        'genome_fraction_histogram.pdf genome_info.txt meta_contigs_1_gaps.txt meta_contigs_2_gaps.txt'
    ),
    'data/modules/quast/full_metaquast_run/combined_reference': (
        'icarus.html quast.log report.html report.pdf report.tex report.tsv report.txt transposed_report.tex '
        'transposed_report.tsv transposed_report.txt'
    ),
    'data/modules/quast/full_metaquast_run/combined_reference/icarus_viewers': (
        'contig_size_viewer.html meta_ref_1.html meta_ref_2.html meta_ref_3.html'
    ),
    'data/modules/quast/full_metaquast_run': (
        'icarus.html metaquast.log report.html'
    ),
    'data/modules/quast/full_metaquast_run/icarus_viewers': (
        'contig_size_viewer.html meta_ref_1.html meta_ref_2.html meta_ref_3.html'
    ),
    'data/modules/quast/full_metaquast_run/not_aligned/basic_stats': (
        'GC_content_plot.pdf Nx_plot.pdf cumulative_plot.pdf meta_contigs_1_GC_content_plot.pdf '
        'meta_contigs_2_GC_content_plot.pdf'
    ),
    'data/modules/quast/full_metaquast_run/not_aligned': (
        'icarus.html quast.log report.html report.pdf report.tex report.tsv report.txt transposed_report.tex '
        'transposed_report.tsv transposed_report.txt'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/aligned_stats': (
        'NAx_plot.pdf NGAx_plot.pdf cumulative_plot.pdf'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/basic_stats': (
        'GC_content_plot.pdf NGx_plot.pdf Nx_plot.pdf coverage_histogram.pdf cumulative_plot.pdf gc.txt '
        'meta_contigs_1_GC_content_plot.pdf meta_contigs_1_coverage_histogram.pdf '
        'meta_contigs_2_GC_content_plot.pdf meta_contigs_2_coverage_histogram.pdf'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/genome_stats': (
        'genome_fraction_histogram.pdf genome_info.txt meta_contigs_1_gaps.txt meta_contigs_2_gaps.txt'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/aligned_stats': (
        'NAx_plot.pdf NGAx_plot.pdf cumulative_plot.pdf'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/basic_stats': (
        'GC_content_plot.pdf NGx_plot.pdf Nx_plot.pdf coverage_histogram.pdf cumulative_plot.pdf gc.txt '
        'meta_contigs_1_GC_content_plot.pdf meta_contigs_1_coverage_histogram.pdf '
        'meta_contigs_2_GC_content_plot.pdf meta_contigs_2_coverage_histogram.pdf'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/genome_stats': (
        'genome_fraction_histogram.pdf genome_info.txt meta_contigs_1_gaps.txt meta_contigs_2_gaps.txt'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/aligned_stats': (
        'NAx_plot.pdf NGAx_plot.pdf cumulative_plot.pdf'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/basic_stats': (
        'GC_content_plot.pdf NGx_plot.pdf Nx_plot.pdf coverage_histogram.pdf cumulative_plot.pdf gc.txt '
        'meta_contigs_1_GC_content_plot.pdf meta_contigs_1_coverage_histogram.pdf '
        'meta_contigs_2_GC_content_plot.pdf meta_contigs_2_coverage_histogram.pdf'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/genome_stats': (
        'genome_fraction_histogram.pdf genome_info.txt meta_contigs_1_gaps.txt meta_contigs_2_gaps.txt'
    ),
    'data/modules/quast/full_metaquast_run/summary/PDF': (
        "#_N's_per_100_kbp.pdf #_contigs.pdf #_indels_per_100_kbp.pdf #_misassemblies.pdf "
        '#_mismatches_per_100_kbp.pdf Duplication_ratio.pdf Genome_fraction_(%).pdf LGA50.pdf '
        'Largest_alignment.pdf Largest_contig.pdf Misassembled_contigs_length.pdf NGA50.pdf '
        'Total_aligned_length.pdf Total_length.pdf Total_length_(>=_10000_bp).pdf '
        'Total_length_(>=_1000_bp).pdf Total_length_(>=_50000_bp).pdf meta_contigs_1_misassemblies.pdf '
        'meta_contigs_2_misassemblies.pdf'
    ),
    'data/modules/quast/full_metaquast_run/summary/TEX': (
        "#_N's_per_100_kbp.tex #_contigs.tex #_indels_per_100_kbp.tex #_misassemblies.tex "
        '#_mismatches_per_100_kbp.tex Duplication_ratio.tex Genome_fraction_(%).tex LGA50.tex '
        'Largest_alignment.tex Largest_contig.tex Misassembled_contigs_length.tex NGA50.tex '
        'Total_aligned_length.tex Total_length.tex Total_length_(>=_10000_bp).tex '
        'Total_length_(>=_1000_bp).tex Total_length_(>=_50000_bp).tex'
    ),
    'data/modules/quast/full_metaquast_run/summary/TSV': (
        "#_N's_per_100_kbp.tsv #_contigs.tsv #_indels_per_100_kbp.tsv #_misassemblies.tsv "
        '#_mismatches_per_100_kbp.tsv Duplication_ratio.tsv Genome_fraction_(%).tsv LGA50.tsv '
        'Largest_alignment.tsv Largest_contig.tsv Misassembled_contigs_length.tsv NGA50.tsv '
        'Total_aligned_length.tsv Total_length.tsv Total_length_(>=_10000_bp).tsv '
        'Total_length_(>=_1000_bp).tsv Total_length_(>=_50000_bp).tsv'
    ),
    'data/modules/quast/full_metaquast_run/summary/TXT': (
        "#_N's_per_100_kbp.txt #_contigs.txt #_indels_per_100_kbp.txt #_misassemblies.txt "
        '#_mismatches_per_100_kbp.txt Duplication_ratio.txt Genome_fraction_(%).txt LGA50.txt '
        'Largest_alignment.txt Largest_contig.txt Misassembled_contigs_length.txt NGA50.txt '
        'Total_aligned_length.txt Total_length.txt Total_length_(>=_10000_bp).txt '
        'Total_length_(>=_1000_bp).txt Total_length_(>=_50000_bp).txt'
    ),
}

MQC_BCLCONVERT_KIND = {
    'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/U7N1Y93N50_I10_I10_U7N1Y93N50/Reports': (
        'Demultiplex_Stats.csv RunInfo.xml Top_Unknown_Barcodes.csv'
    ),
    'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Y151_I8N2_I8N2_Y151/Reports': (
        'Demultiplex_Stats.csv RunInfo.xml Top_Unknown_Barcodes.csv'
    ),
    'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Y28N123_I8N2_N10_Y91N60/Reports': (
        'Adapter_Metrics.csv Demultiplex_Stats.csv IndexMetricsOut.bin Index_Hopping_Counts.csv RunInfo.xml '
        'SampleSheet.csv Top_Unknown_Barcodes.csv fastq_list.csv'
    ),
}

MQC_BCLCONVERT_OTHER = {
    '': (
        'data/modules/BUSCO/version_2/short_summary_A_nidulans.fasta_asco_v053.txt',
        'data/modules/atropos/summary.json',
        'data/modules/atropos/summary.txt',
        'data/modules/atropos/v1.1.5/both/S22402.log.json',
        'data/modules/atropos/v1.1.5/trim/S22207.log.json',
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Readme.md',
        'data/modules/biobloomtools/Sample1_summary.tsv',
        'data/modules/bowtie2/paired_end/bt2_pe_log.txt',
        'data/modules/bowtie2/single_end/SRR1067500_1.fastq.gz_bowtie2_clusterFlow.txt',
        'data/modules/bowtie2/single_end/SRR1067503_1.fastq.gz_bowtie2_clusterFlow.txt',
        'data/modules/ccs/v5.0.0/ccs.report.txt',
        'data/modules/clusterflow/fastq_star_onesample/cf_fastq_star_1488587188_summary.html',
        'data/modules/conpair/concordance/NA12878_tumor80x--NA12878_normal40x.concordance.txt',
        'data/modules/conpair/contamination/NA12878_tumor80x--NA12878_normal40x.contamination.txt',
        'data/modules/dragen/target_bed_stats/NA12878_NFE_B_A04_NS2000.fragment_length_hist.csv',
        'data/modules/dragen/target_bed_stats/NA12878_NFE_B_A04_NS2000.target_bed_coverage_metrics.csv',
        'data/modules/dragen/tn_varcall/T_SRR7890936_50pc/T_SRR7890936_50pc.pcr-model.log',
        'data/modules/dragen/tn_varcall/T_SRR7890936_50pc/T_SRR7890936_50pc.wgs_coverage_metrics_normal.csv',
        'data/modules/fastp/repo_example/fastp.html',
        'data/modules/fastqc/issue_843/fastqc_raw/NP_D8_R2_L1_1_fastqc.zip',
        'data/modules/fastqc/issue_843/fastqc_raw/NP_D8_R2_L1_2_fastqc.zip',
        'data/modules/fastqc/issue_843/fastqc_trimmed/NMP_R1_L1_1_val_1_fastqc.zip',
        'data/modules/fastqc/issue_843/fastqc_trimmed/NP_D8_R2_L1_1_val_1_fastqc.zip',
        'data/modules/featureCounts/Test1.counts.summary',
        'data/modules/flash/22061.flash.log',
        'data/modules/gffcompare/gffcmp.stats',
        'data/modules/hicexplorer/v2.0/QC.txt',
        'data/modules/hicpro/hicpro-ashic/bowtie_results/bwt2/mF1216/SRR2240731_subset_2_mm10_CAST_129S1_Nmask.mapstat',
        'data/modules/hicpro/hicpro-ashic/bowtie_results/bwt2/mF1216/SRR2240731_subset_mm10_CAST_129S1_Nmask.bwt2pairs_allspe.allelstat',
        'data/modules/hicpro/hicpro-ashic/config_test_as.txt',
        'data/modules/hicpro/hicpro-caphic/bowtie_results/bwt2/E12.5_WT/00_00_SRR3179588_2_mm9.mapstat',
        'data/modules/hicpro/hicpro-caphic/config_test_cap.txt',
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_WT/plot_pairing_portion.Rout',
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_dupL/make_Rplots.log',
        'data/modules/hicpro/hicpro-hic/hic_results/data/dixon_2M/SRR400264_00_hg19.bwt2pairs.RSstat',
        'data/modules/hicpro/hicpro-hic/logs/dixon_2M/plot_pairing_portion.Rout',
        'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2/SRR400264_01_R2_hg19.bwt2glob.unmap_readsTrimming.log',
        'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2/plot_mapping_portion.Rout',
        'data/modules/hicup/Sample-1/Sample-1.A005.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html',
        'data/modules/hisat2/v2.0.4/hisat2_PE.txt',
        'data/modules/hisat2/v2.1.0/SRR4238355_subsamp.hisat2_summary.txt',
        'data/modules/homer/tag_directory/petagRestrictionDistribution.GATC.mis0.txt',
        'data/modules/homer/tag_directory/tagLengthDistribution.txt',
        'data/modules/homer/tag_files/genomeGCcontent.txt',
        'data/modules/homer/tag_files/tagLengthDistribution.txt',
        'data/modules/htstream/v1.3.2/s1.json',
        'data/modules/interop/index-summary/README.md',
        'data/modules/interop/summary/summary_paired-end_dual-index.csv',
        'data/modules/ivar/v1.2/SAMPLE3_SE.trim.ivar.log',
        'data/modules/ivar/v1.2/sample1_pe_ivar_variants.tsv',
        'data/modules/jcvi/full_report/Gene_Length/second.txt',
        'data/modules/jcvi/full_report/first',
        'data/modules/kaiju/first_kaiju2table_order.txt',
        'data/modules/kaiju/second_kaiju2table_species.txt',
        'data/modules/kallisto/single_end/kallisto_se_example.txt',
        'data/modules/kat/kat_hist_test.da.dist_analysis.json',
        'data/modules/kraken/sample_03.report',
        'data/modules/leeHom/sample_1.log',
        'data/modules/mirtrace/miRTrace_example_output/mirtrace-stats-length.tsv',
        'data/modules/nanostat/NanoStats.txt',
        'data/modules/ngsderive/test.instrument.txt',
        'data/modules/odgi/v0.4.1/cerevisiae.pan.fa.gz.pggb-s10000-p85-n10-a85-K23-k23-w10000-j5000-e5000.consensus@10.gfa.og.stats',
        'data/modules/phantompeakqualtools/phantompeakqualtools_example_logs/Example_102.spp.out',
        'data/modules/phantompeakqualtools/phantompeakqualtools_example_logs/Example_103.spp.out',
        'data/modules/picard/AlignmentSummaryMetrics/PairedEnd_AlignmentSummaryMetrics.txt',
        'data/modules/picard/CollectMultipleMetrics/A1.sorted.dup.recal.all.metrics.base_distribution_by_cycle_metrics',
        'data/modules/picard/GATK_output/MarkDups/test3.dup_metrics.txt',
        'data/modules/picard/GcBiasMetrics/SRR4238359_subsamp/SRR4238359_subsamp.sorted.gc_bias_metrics.txt',
        'data/modules/picard/HsMetrics/comma_decimal.tsv',
        'data/modules/picard/InsertSizeMetrics/P2151_501_1-sort-dup-gatkrecal-realign.insert_metrics',
        'data/modules/picard/MarkIlluminaAdapters/CFD1901318_adapter_metrics.txt',
        'data/modules/preseq/c_curve/ERR458837_1_val_tophat.c_curve',
        'data/modules/preseq/lc_extrap_with_real_counts/Jurkat-25-ready.txt',
        'data/modules/qc3C/bam_out/DRR177161/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177165/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177167/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177171/report.qc3C.json',
        'data/modules/qc3C/v0.4a2/bam_out/DRR177157/report.qc3C.json',
        'data/modules/qorts/ver1.3.0/QC.chromCount.txt',
        'data/modules/qualimap/bam_qc/A1/raw_data_qualimapReport/insert_size_across_reference.txt',
        'data/modules/qualimap/bam_qc/A1/raw_data_qualimapReport/mapped_reads_nucleotide_content.txt',
        'data/modules/qualimap/bam_qc/ERR089819.qc/raw_data_qualimapReport/coverage_across_reference.txt',
        'data/modules/qualimap/bam_qc/ERR089819.qc/raw_data_qualimapReport/mapped_reads_gc-content_distribution.txt',
        'data/modules/qualimap/bam_qc/with_human_gc/raw_data_qualimapReport/mapped_reads_gc-content_distribution.txt',
        'data/modules/qualimap/rnaseqqc/kidney/images_qualimapReport/Reads Genomic Origin.png',
        'data/modules/quast/full_metaquast_run/combined_reference/aligned_stats/cumulative_plot.pdf',
        'data/modules/quast/full_metaquast_run/not_aligned/basic_stats/cumulative_plot.pdf',
        'data/modules/quast/full_metaquast_run/not_aligned/basic_stats/meta_contigs_2_GC_content_plot.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/icarus_viewers/alignment_viewer.html',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/report.html',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/report.tex',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/report.tsv',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/aligned_stats/NGAx_plot.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/genome_stats/genome_fraction_histogram.pdf',
        'data/modules/quast/full_metaquast_run/summary/PDF/Total_length_(>=_50000_bp).pdf',
        'data/modules/quast/full_metaquast_run/summary/TEX/Misassembled_contigs_length.tex',
        'data/modules/quast/full_metaquast_run/summary/TEX/Total_length_(>=_10000_bp).tex',
        'data/modules/quast/quast_4.1_metagenome_1/report.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/WTCHG_171117_262.metrics.tmp.txt.chimericPairs.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/highexpr/perBaseDoC.out.sample_interval_summary',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr/WTCHG_171117_264.DoCTranscriptsSummary',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/lowexpr/index.html',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/medexpr/WTCHG_171117_264.DoCTranscriptsSummary',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/medexpr/perBaseDoC.out.sample_cumulative_coverage_proportions',
        'data/modules/rna-seqc/v2/downsampled.output/downsampled.bam.exon_reads.gct',
        'data/modules/rna-seqc/v2/downsampled.output/downsampled.bam.fragmentSizes.txt',
        'data/modules/rseqc/bam_stat/SE_1_bam_stat.tx',
        'data/modules/rseqc/geneBodyCoverage/gt_v2.4/P3005_103.geneBodyCoverage.txt',
        'data/modules/rseqc/geneBodyCoverage/gt_v2.4/P3005_104.geneBodyCoverage.txt',
        'data/modules/rseqc/geneBodyCoverage/lt_v2.4/P2005_104.geneBodyCoverage.txt',
        'data/modules/rseqc/geneBodyCoverage2/Sample_S2Aligned.sortedByCoord.out.rseqc.txt.geneBodyCoverage.txt',
        'data/modules/rseqc/read_distribution/RSeQC_rd_P2005_105.out.txt',
        'data/modules/salmon/v0.6.0/sample_1/aux/expected_bias.gz',
        'data/modules/salmon/v0.9.1/DRR016125_quant/aux_info/obs_gc.gz',
        'data/modules/sambamba/markdup/v0.6.8/paired_end/markdup_AFC_2.log',
        'data/modules/sambamba/markdup/v0.6.8/single_end/markdup_ENCFF224EAV_2.log',
        'data/modules/sambamba/markdup/v0.6.8/single_end/markdup_ENCFF793VAW_3.log',
        'data/modules/samblaster/stdinout.txt',
        'data/modules/samblaster/virtual-normal.bam.out',
        'data/modules/sargasso/overall_filtering_summary.txt',
        'data/modules/seqyclean/PNUSAS068524-UT-M70330-190214_clean_SummaryStatistics.tsv',
        'data/modules/snpEff/v4.1a/Sample1.clean.dedup.recal.bam.recalibrated.snp.annotated.vcf.gz.snpEff.summary.csv',
        'data/modules/snpsplit/old/ChIP.SNPsplit_report.PE.txt',
        'data/modules/snpsplit/old/lane4904.hicup.SNPsplit_report.txt',
        'data/modules/snpsplit/yaml/single_end_CAST_EiJ_N-masked_GRCm38_bowtie2.SNPsplit_report.yaml',
        'data/modules/sourmash/2.0.2/description.csv',
        'data/modules/stacks/test_run1/populations.sumstats_summary.tsv',
        'data/modules/star/older_logs/ERR458837_subsamp_1ReadsPerGene.out.tab',
        'data/modules/supernova/testrun_2_0/outs/assembly/stats/summary.json',
        'data/modules/vcftools/tstv-by-qual/haplotypecaller_Sarek_test_data_9877R.TsTv.qual',
        'data/modules/vep/example.vcf.gz_summary.vep.html',
        'data/modules/verifybamid/example_data.selfSM',
        'data/modules/whatshap/v1.0/Sample_3_3p.phased.tsv',
    ),
    'data/modules/bbmap/sample1': (
        'sample1.ihist sample1.qahist sample1twocolumn.log'
    ),
    'data/modules/bclconvert/3.6.3/single_bclconvert_run': (
        'Demultiplex_Stats.csv Readme.md RunInfo.xml Top_Unknown_Barcodes.csv multiqc_config.yml'
    ),
    'data/modules/biscuit/v0.3.16.20200420': (
        'tcga_lusc_normal_subsampled_CpHRetentionByReadPos.txt '
        'tcga_lusc_normal_subsampled_covdist_all_cpg_table.txt '
        'tcga_lusc_normal_subsampled_covdist_q40_base_topgc_table.txt '
        'tcga_lusc_normal_subsampled_totalBaseConversionRate.txt'
    ),
    'data/modules/biscuit/v0.3.4.20180215': (
        'mouse_ESCs_E14_GSM1370557_strand_table.txt mouse_ESCs_E14_GSM1370558_CpGRetentionByReadPos.txt '
        'mouse_ESCs_E14_GSM1370558_covdist_cpg_q40_topgc_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_cpg_q40_topgc_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_table.txt mouse_ESCs_E14_GSM1370559_strand_table.txt'
    ),
    'data/modules/bismark/run_2': (
        'MethylC-Seq_mm_fc_1wk_SRR921767_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921767_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921767_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921768_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921773_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt'
    ),
    'data/modules/deeptools': (
        'plotCoverage_outRawCounts.txt plotCoverage_stdout.txt plotPCA_exampleData.txt'
    ),
    'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc': (
        'T_SRR7890936_50pc.fragment_length_hist.csv T_SRR7890936_50pc.wgs_overall_mean_cov_normal.csv '
        'T_SRR7890936_50pc.wgs_overall_mean_cov_tumor.csv'
    ),
    'data/modules/fusioncatcher': (
        'summary_candidate_fusions.txt supporting-reads_gene-fusions_STAR.zip viruses_bacteria_phages.txt'
    ),
    'data/modules/hicpro/hicpro-ashic/logs/mF1216': (
        'SRR2240730_subset_2_bowtie2.log '
        'SRR2240731_subset_2_mm10_CAST_129S1_Nmask.bwt2glob.unmap_readsTrimming.log mergeSAM.log '
        'merge_valid_interactions.log plot_hic_fragment.Rout'
    ),
    'data/modules/hicup/Sample-2': (
        'Sample-2.A002.C8LFMANXX.s_3.r_1_2.HiCUP_summary_report.html '
        'Sample-2.A019.C8LFMANXX.s_3.r_1_2.HiCUP_summary_report.html '
        'hicup_truncater_summary_18-19-10_14-03-2016.txt'
    ),
    'data/modules/pbmarkdup/1.0': (
        'Sample_1_3p.pbmarkdup.log Sample_3_3p.pbmarkdup.log Sample_4_3p.pbmarkdup.log'
    ),
    'data/modules/qualimap/bam_qc/ERR089819.qc/css': (
        'agogo.css qualimap_logo_small.png up.png'
    ),
    'data/modules/qualimap/bam_qc/with_human_gc/css': (
        'agogo.css basic.css down-pressed.png pygments.css'
    ),
    'data/modules/qualimap/rnaseqqc/kidney/css': (
        'comment-close.png pygments.css searchtools.js'
    ),
    'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/basic_stats': (
        'GC_content_plot.pdf NGx_plot.pdf coverage_histogram.pdf'
    ),
    'data/modules/quast/full_metaquast_run/summary/TXT': (
        "#_N's_per_100_kbp.txt Duplication_ratio.txt NGA50.txt Total_length_(>=_50000_bp).txt"
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp': (
        'countMetrics.html meanCoverageNorm_high.txt rRNA_intervals.list'
    ),
    'data/modules/slamdunk/timeseries_example_v0.2.2-dev': (
        'summary.txt zero_timepoint_rep1_slamdunk_mapped_filtered_mutationrates_utr.csv '
        'zero_timepoint_rep2_slamdunk_mapped_filtered_tcperreadpos.csv'
    ),
}

MQC_GCBIAS_KIND = {
    'data/modules/picard/GcBiasMetrics/SRR4238351_subsamp': (
        'SRR4238351_subsamp.sorted.gc_bias_metrics.pdf SRR4238351_subsamp.sorted.gc_bias_metrics.txt '
        'SRR4238351_subsamp.sorted.summary_metrics.txt'
    ),
    'data/modules/picard/GcBiasMetrics/SRR4238355_subsamp': (
        'SRR4238355_subsamp.sorted.gc_bias_metrics.pdf SRR4238355_subsamp.sorted.gc_bias_metrics.txt '
        'SRR4238355_subsamp.sorted.summary_metrics.txt'
    ),
    'data/modules/picard/GcBiasMetrics/SRR4238359_subsamp': (
        'SRR4238359_subsamp.sorted.gc_bias_metrics.pdf SRR4238359_subsamp.sorted.gc_bias_metrics.txt '
        'SRR4238359_subsamp.sorted.summary_metrics.txt'
    ),
    'data/modules/picard/GcBiasMetrics/SRR4238379_subsamp': (
        'SRR4238379_subsamp.sorted.gc_bias_metrics.pdf SRR4238379_subsamp.sorted.gc_bias_metrics.txt '
        'SRR4238379_subsamp.sorted.summary_metrics.txt'
    ),
}

MQC_GCBIAS_OTHER = {
    '': (
        'data/modules/BUSCO/version_1/short_summary_BUSCO_v1_test data/modules/atropos/summary.txt '
        'data/modules/bamqc/bamqc_data.txt data/modules/bbmap/sample1/sample1machineout.qhist '
        'data/modules/bcl2fastq/bug_907/Stats.json '
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Y28N123_I8N2_N10_Y91N60/Reports/Index_Hopping_Counts.csv '
        'data/modules/bclconvert/3.6.3/multiple_bclconvert_runs/Y28N123_I8N2_N10_Y91N60/Reports/SampleSheet.csv '
        'data/modules/bismark/test_data/test_data_trimmed.fq.gz_bismark.deduplicated.bam_splitting_report.txt '
        'data/modules/bowtie2/special_cases/galaxy_minimal.txt '
        'data/modules/conpair/contamination/NA12878_tumor80x--NA12878_normal40x.contamination.txt '
        'data/modules/cutadapt/issue_1328/SRR4238351_subsamp_m_9999999999.cutadapt.log '
        'data/modules/dedup/v0.11.3/dedup.log data/modules/deeptools/estimateReadFiltering.txt '
        'data/modules/deeptools/plotProfile_exampleData.txt '
        'data/modules/dragen/target_bed_stats/NA12878_NFE_B_A04_NS2000.target_bed_contig_mean_cov.csv '
        'data/modules/dragen/tn_varcall/T_SRR7890936_50pc/T_SRR7890936_50pc.ploidy_estimation_metrics.csv '
        'data/modules/dragen/tn_varcall/T_SRR7890936_50pc/T_SRR7890936_50pc.time_metrics.csv '
        'data/modules/dragen/tn_varcall_nodedup/T_SRR7890936_50pc/T_SRR7890936_50pc.wgs_fine_hist_normal.csv '
        'data/modules/dragen_fastqc/fastqc_with_alignment/TEST.fastqc_metrics.csv '
        'data/modules/dragen_fastqc/fastqc_with_alignment/TEST.wgs_overall_mean_cov.csv '
        'data/modules/fastq_screen/v0.3.1/LIB014528_GEN00035295_TGACCA_L001_R1_screen.txt '
        'data/modules/fastq_screen/v0.3.1/LIB014528_GEN00035295_TGACCA_L001_R2_screen.txt '
        'data/modules/fastqc/issue_843/fastqc_raw/NMP_R1_L2_2_fastqc.zip '
        'data/modules/fastqc/issue_843/fastqc_trimmed/NP_D8_R1_L1_2_val_2_fastqc.zip '
        'data/modules/flash/test.flash.hist data/modules/flexbar/sample_3_truncated.log '
        'data/modules/fusioncatcher/final-list_candidate-fusion-genes.txt '
        'data/modules/hicpro/hicpro-ashic/bowtie_results/bwt2/mF1216/SRR2240731_subset_2_mm10_CAST_129S1_Nmask.mapstat '
        'data/modules/hicpro/hicpro-ashic/hic_results/data/mF1216/SRR2240730_subset_mm10_CAST_129S1_Nmask.bwt2pairs.RSstat '
        'data/modules/hicpro/hicpro-ashic/logs/mF1216/SRR2240730_subset_2_mm10_CAST_129S1_Nmask.bwt2glob.unmap_readsTrimming.log '
        'data/modules/hicpro/hicpro-ashic/logs/mF1216/mergeSAM.log '
        'data/modules/hicpro/hicpro-caphic/hic_results/stats/E12.5_dupL/E12.5_dupL_1.mmapstat '
        'data/modules/hicpro/hicpro-hic/bowtie_results/bwt2/dixon_2M_2/SRR400264_01_R2_hg19.mapstat '
        'data/modules/hicpro/hicpro-hic/config_test_latest.txt '
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M_2/dixon_2M_2.mpairstat '
        'data/modules/hicpro/hicpro-hic/logs/dixon_2M/mergeSAM.log '
        'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2/SRR400264_01_R2_hg19.bwt2glob.unmap_bowtie2.log '
        'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2/make_Rplots.log '
        'data/modules/hicup/Sample-1/Sample-1.A002.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'data/modules/hicup/Sample-1/hicup_deduplicator_summary_17-27-31_15-03-2016.txt '
        'data/modules/hicup/Sample-2/hicup_deduplicator_summary_18-19-10_14-03-2016.txt '
        'data/modules/hicup/Sample-3/Sample-3.A006.C8H0KANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'data/modules/homer/findPeaks/H12.peaks1kb.truncated.txt data/modules/htseq/counts1.tsv '
        'data/modules/htstream/v1.3.2/s5.json '
        'data/modules/interop/index-summary/index-summary_PE_dual-index.csv '
        'data/modules/kallisto/paired_end/HS002-PE-R00059_BD0U5YACXX.RHM066_CGATGT_L002_R1.fastq.gz_fastq_kallisto_clusterFlow.txt '
        'data/modules/mash/1458012-UT-M70330-191011_mashdist.txt '
        'data/modules/phantompeakqualtools/phantompeakqualtools_example_logs/Example_102.spp.out '
        'data/modules/phantompeakqualtools/phantompeakqualtools_example_logs/Example_105.spp.out '
        'data/modules/picard/AlignmentSummaryMetrics/PairedEnd_AlignmentSummaryMetrics.txt '
        'data/modules/picard/AlignmentSummaryMetrics/SingleEnd_AlignedSummaryMetrics.txt '
        'data/modules/picard/CollectIlluminaBasecallingMetrics/CollectIlluminaBasecallingMetrics_L001.txt '
        'data/modules/picard/CollectIlluminaBasecallingMetrics/CollectIlluminaBasecallingMetrics_L002.txt '
        'data/modules/picard/CollectVariantCallingMetrics/single_sample.gvcf.variant_calling_detail_metrics '
        'data/modules/picard/CollectVariantCallingMetrics/single_sample.gvcf.variant_calling_summary_metrics '
        'data/modules/picard/CrosscheckFingerprints/crosscheck_fingerprints_metrics.txt '
        'data/modules/picard/ExtractIlluminaBarcodes/ExtractIlluminaBarcodes_L001.txt '
        'data/modules/picard/ExtractIlluminaBarcodes/ExtractIlluminaBarcodes_L002.txt '
        'data/modules/picard/GATK_output/Picard_Logs/BSF_0418_HNKGJBBXX_2_TS025_2_ChIP_Input_Bas_S34656.alignment_summary_metrics '
        'data/modules/picard/GATK_output/Picard_Logs/BSF_0418_HNKGJBBXX_2_TS025_2_ChIP_Input_Bas_S34656.gc_metrics '
        'data/modules/picard/GcBiasMetrics/P0001_101.collectGcBias.txt '
        'data/modules/picard/GcBiasMetrics/TST33-54-9_S1_L001_R1_001.cutB_pe.sorted.output '
        'data/modules/picard/HsMetrics/issue_1296/E11642_umiFlt_hs_metric.txt '
        'data/modules/picard/QualityByCycleMetrics/sample.quality_by_cycle_metrics.txt '
        'data/modules/picard/QualityScoreDistributionMetrics/sample.quality_distribution_metrics.txt '
        'data/modules/picard/QualityYieldMetrics/sample.quality_yield_metrics.txt '
        'data/modules/picard/RrbsSummaryMetrics/example1.rrbsMetrics_summary_metrics '
        'data/modules/picard/TargetedPcrMetrics/AS-13.targetedPcrMetrics.txt '
        'data/modules/preseq/gc_extrap/preseq_sample_9.txt '
        'data/modules/preseq/lc_extrap_with_real_counts/Jurkat-3-ready.txt '
        'data/modules/qc3C/bam_out/DRR177161/report.qc3C.json '
        'data/modules/qc3C/bam_out/DRR177173/report.qc3C.json '
        'data/modules/qc3C/kmer_out/DRR177162/report.qc3C.json '
        'data/modules/qualimap/bam_qc/ERR089819.qc/images_qualimapReport/genome_coverage_across_reference.png '
        'data/modules/qualimap/bam_qc/ERR089819.qc/raw_data_qualimapReport/insert_size_histogram.txt '
        'data/modules/qualimap/bam_qc/ERR089819.qc/raw_data_qualimapReport/mapped_reads_nucleotide_content.txt '
        'data/modules/qualimap/bam_qc/with_human_gc/css/basic.css '
        'data/modules/qualimap/bam_qc/with_human_gc/css/comment-bright.png '
        'data/modules/qualimap/bam_qc/with_human_gc/images_qualimapReport/genome_coverage_0to50_histogram.png '
        'data/modules/qualimap/bam_qc/with_human_gc/raw_data_qualimapReport/insert_size_across_reference.txt '
        'data/modules/qualimap/bam_qc/with_human_gc/raw_data_qualimapReport/insert_size_histogram.txt '
        'data/modules/qualimap/rnaseqqc/kidney/raw_data_qualimapReport/coverage_profile_(low).txt '
        'data/modules/quast/14892_1.2report/report.tsv '
        'data/modules/quast/full_metaquast_run/combined_reference/icarus_viewers/meta_ref_2.html '
        'data/modules/quast/full_metaquast_run/icarus_viewers/meta_ref_2.html '
        'data/modules/quast/full_metaquast_run/not_aligned/basic_stats/Nx_plot.pdf '
        'data/modules/quast/full_metaquast_run/not_aligned/transposed_report.txt '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/transposed_report.tsv '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/basic_stats/NGx_plot.pdf '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/basic_stats/meta_contigs_1_GC_content_plot.pdf '
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/icarus_viewers/alignment_viewer.html '
        'data/modules/quast/full_metaquast_run/summary/PDF/NGA50.pdf '
        'data/modules/quast/full_metaquast_run/summary/TEX/#_indels_per_100_kbp.tex '
        'data/modules/quast/full_metaquast_run/summary/TEX/Total_length.tex '
        'data/modules/quast/full_metaquast_run/summary/TXT/#_indels_per_100_kbp.txt '
        'data/modules/rna-seqc/v1/no_depth_of_coverage/RHP6042/RHP6042.metrics.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/WTCHG_171117_262.rRNA_counts.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/highexpr/perBaseDoC.out.sample_interval_statistics '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/highexpr/perBaseDoC.out.sample_statistics '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/lowexpr/WTCHG_171117_262.DoCTranscriptsSummary '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/lowexpr/gapLengthHistogram.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/medexpr/perBaseDoC.out.sample_interval_summary '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr/meanCovByPositionNormed.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/medexpr/meanCovByPosition.txt '
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/meanCoverage_high.txt '
        'data/modules/rsem/issue_1040/zero_reads.cnt data/modules/rsem/sample2.cnt '
        'data/modules/rseqc/bam_stat/statP2005_103.txt '
        'data/modules/rseqc/geneBodyCoverage/lt_v2.4/P2005_103.geneBodyCoverage.txt '
        'data/modules/rseqc/junction_annotation/rseqc_junction_annotation.err '
        'data/modules/rseqc/junction_saturation/SRR4238355_subsamp.sorted.rseqc.junctionSaturation_plot.r '
        'data/modules/rseqc/read_distribution/RSeQC_rd_P2005_104.out.txt '
        'data/modules/salmon/v0.6.0/sample_1/aux/fld.gz '
        'data/modules/salmon/v0.9.1/DRR016125_quant/aux_info/exp_gc.gz '
        'data/modules/sexdeterrmine/v1.1.1/sexdeterrmine.json '
        'data/modules/slamdunk/timeseries_example_v0.2.2-dev/day1_timepoint_rep3_slamdunk_mapped_filtered_mutationrates_utr.csv '
        'data/modules/slamdunk/timeseries_example_v0.2.2-dev/zero_timepoint_rep1_slamdunk_mapped_filtered_tcperutr.csv '
        'data/modules/snippy/GCA_009669565.1_ASM966956v1_genomic.txt data/modules/somalier/ex.samples.tsv '
        'data/modules/somalier/ex.somalier-ancestry.html '
        'data/modules/stacks/test_run2/populations.log.distribs '
        'data/modules/trimmomatic/issue_864/180518_mATAC_t5_1_trimmomatic.err '
        'data/modules/vcftools/tstv-by-qual/haplotypecaller_Sarek_test_data_9877R.TsTv.qual '
        'data/modules/vcftools/tstv-summary/CEU.low_coverage.2010_09.sites.TsTv.summary'
    ),
    'data/modules/biscuit/v0.3.16.20200420': (
        'tcga_lusc_normal_subsampled_covdist_all_base_topgc_table.txt '
        'tcga_lusc_normal_subsampled_covdist_q40_base_topgc_table.txt '
        'tcga_lusc_normal_subsampled_totalReadConversionRate.txt'
    ),
    'data/modules/biscuit/v0.3.4.20180215': (
        'mouse_ESCs_E14_GSM1370557_dup_report.txt mouse_ESCs_E14_GSM1370557_isize_score_table.txt '
        'mouse_ESCs_E14_GSM1370557_markdup.bam_markdup_report.txt mouse_ESCs_E14_GSM1370558_all_cv_table.txt '
        'mouse_ESCs_E14_GSM1370559_covdist_q40_topgc_table.txt mouse_ESCs_E14_GSM1370559_dup_report.txt '
        'mouse_ESCs_E14_GSM1370559_strand_table.txt'
    ),
    'data/modules/bismark/run_2': (
        'MethylC-Seq_mm_fc_1wk_SRR921769_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921695_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1.fastq.gz_trimming_report.txt'
    ),
    'data/modules/hicpro/hicpro-caphic/logs/E12.5_dupL': (
        '00_00_SRR3179589_2_mm9.bwt2glob.unmap_readsTrimming.log merge_stats.log '
        'merge_valid_interactions.log'
    ),
    'data/modules/picard/CollectIlluminaLaneMetrics': (
        '999999_NB552085_0077_AHYNCMAFXY.illumina_lane_metrics '
        'CollectIlluminaLaneMetrics.illumina_lane_metrics '
        'CollectIlluminaLaneMetrics.illumina_phasing_metrics'
    ),
    'data/modules/picard/CollectMultipleMetrics': (
        '216_D_18666.CollectMultipleMetrics.txt A1.sorted.dup.recal.all.metrics.alignment_summary_metrics '
        'A1.sorted.dup.recal.all.metrics.base_distribution_by_cycle_metrics '
        'A1.sorted.dup.recal.all.metrics.insert_size_metrics '
        'A1.sorted.dup.recal.all.metrics.quality_by_cycle_metrics '
        'A1.sorted.dup.recal.all.metrics.quality_distribution_metrics '
        'sorted.dup.recal.all.metrics.insert_size_metrics'
    ),
    'data/modules/picard/CollectRnaSeqMetrics': (
        'CTC-1-AA-B2.star.bam.rnaseqmetrics.txt WBGS_S1_L001_R1_001.sorted.picard_rnaseq.txt '
        'sample.rna.metrics.txt truncated.txt'
    ),
    'data/modules/picard/GATK_output/MarkDups': (
        'S00111_duplicate_metrics.txt test1.dup_metrics.txt test2.dup_metrics.txt test3.dup_metrics.txt'
    ),
    'data/modules/picard/HsMetrics': (
        'TestSample.HsMetrics.txt alignment-hs_metrics.txt alignment-hs_metrics_2samps.txt comma_decimal.tsv '
        'hs_metrics.txt'
    ),
    'data/modules/picard/InsertSizeMetrics': (
        '14-CL_1_ismetrics.txt P1339_1001.collectInsertSize.txt '
        'P2151_501_1-sort-dup-gatkrecal-realign.insert_metrics '
        'P3201_1001_S11_L007_R1_001_val_1.fq.gz_bismark_bt2_pe.deduplicated.bam_insert_sizes.txt '
        'P3201_1002_S12_L008_R1_001_val_1.fq.gz_bismark_bt2_pe.deduplicated.bam_insert_sizes.txt '
        'Test-Sample.insert_size_metrics.txt insert_size_metrics_S52.txt'
    ),
    'data/modules/picard/MarkDuplicates': (
        'Example_101.metrics Example_101_102.metrics Example_102.metrics '
        'NRS_ASCL1_KO_R1.mLb.mkD.MarkDuplicates.metrics.txt '
        'SRR1067500_1.fastq.gz_bowtie_srtd.bam_picardDupMetrics.txt '
        'SRR1067503_1.fastq.gz_bowtie_srtd.bam_picardDupMetrics.txt empty_sample.txt sorted.dup.bam.txt'
    ),
    'data/modules/picard/MarkIlluminaAdapters': (
        'CFD1901315_adapter_metrics.txt CFD1901317_adapter_metrics.txt CFD1901318_adapter_metrics.txt '
        'CFD1901319_adapter_metrics.txt CFD1902451_adapter_metrics.txt CFD1902452_adapter_metrics.txt '
        'CFD1902454_adapter_metrics.txt CFD1902455_adapter_metrics.txt'
    ),
    'data/modules/picard/OxoGMetrics': (
        'oxog.txt virtual-normal.picard-oxog.txt virtual-tumor.picard-oxog.txt'
    ),
    'data/modules/picard/ValidateSamFile': (
        'overview_errors.csv overview_warnings.csv '
        'sample1.all-errors-warnings.picard.ValidateSamFile.SUMMARY '
        'sample2.no-errors.picard.ValidateSamFile.SUMMARY '
        'sample3.one-error-one-warning.picard.ValidateSamFile.VERBOSE '
        'sample4.single-error.picard.ValidateSamFile.SUMMARY '
        'sample5.single-warning.picard.ValidateSamFile.SUMMARY'
    ),
    'data/modules/picard/WgsMetrics': (
        'PMC01-01_AB082422_S5_L005_R1_001.txt test1.wgs.metrics.txt test2.wgs.metrics.txt'
    ),
}

MQC_BISMARK_KIND = {
    'data/modules/bismark/run_2': (
        'MethylC-Seq_mm_fc_1wk_SRR921767_1.fastq.gz_trimming_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921767_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921767_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921767_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921767_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921768_1.fastq.gz_trimming_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921768_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921768_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921768_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921768_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921769_1.fastq.gz_trimming_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921769_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921769_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921769_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921769_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921770_1.fastq.gz_trimming_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921770_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921770_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921770_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_1wk_SRR921770_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921694_1.fastq.gz_trimming_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921694_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921694_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921694_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921694_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921695_1.fastq.gz_trimming_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921695_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921695_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921695_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921695_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1.fastq.gz_trimming_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921696_1_trimmed.fq.gz_bismark_bt2_SE_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921773_1.fastq.gz_trimming_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921773_1_trimmed.fq.gz_bismark_bt2.deduplicated.M-bias.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921773_1_trimmed.fq.gz_bismark_bt2.deduplicated.bam_splitting_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921773_1_trimmed.fq.gz_bismark_bt2.deduplication_report.txt '
        'MethylC-Seq_mm_fc_2wk_SRR921773_1_trimmed.fq.gz_bismark_bt2_SE_report.txt'
    ),
}

MQC_BISMARK_OTHER = {
    '': (
        'data/modules/afterqc/rna_se/QC/SRR4238355_subsamp.fastq.gz.html',
        'data/modules/atropos/summary.txt',
        'data/modules/atropos/v1.1.5/both/S22205.log.json',
        'data/modules/atropos/v1.1.5/both/S22400.log.json',
        'data/modules/atropos/v1.1.5/trim/S22401.log.json',
        'data/modules/bamqc/v0.1.0_devel/ERR458837_1_GRCh37_star_bamqc.zip',
        'data/modules/bamtools/stats/sample_1_PE.stderr',
        'data/modules/bcftools/Test1_stats.txt',
        'data/modules/bclconvert/3.6.3/single_bclconvert_run/multiqc_config.yml',
        'data/modules/bioanalyzer/2100_expert_High_Sensitivity_DNA_Assay_DE13807144_2017-08-04_14-04-08_Ladder.csv',
        'data/modules/biscuit/v0.3.16.20200420/tcga_lusc_normal_subsampled_covdist_q40_base_table.txt',
        'data/modules/biscuit/v0.3.16.20200420/tcga_lusc_normal_subsampled_covdist_q40_cpg_topgc_table.txt',
        'data/modules/bismark/run_2/sra_bismark_1447079770_bismark_summary.txt',
        'data/modules/bowtie2/special_cases/galaxy_minimal.txt',
        'data/modules/clipandmerge/v1.7.4/stats.log',
        'data/modules/clusterflow/fastq_star_onesample/ERR458837_1.fastq.gz_fastq_star_clusterFlow.txt',
        'data/modules/conpair/contamination/D415.9975T.conpair.txt',
        'data/modules/cutadapt/issue_949/TE18-019_12S_cut_log.txt',
        'data/modules/cutadapt/v1.9.1/cutadapt_log.txt',
        'data/modules/cutadapt/v2.10/SAMPLE1_PE.cutadapt.log',
        'data/modules/dedup/v0.11.3/README.md',
        'data/modules/deeptools/issue_1011/test.plotProfile.txt',
        'data/modules/deeptools/issue_1011/work_dir/OSMOTIC_STRESS_T0_R2.mLb.clN.plotProfile.tab',
        'data/modules/deeptools/issue_1011/work_dir/OSMOTIC_STRESS_T15_R1.mLb.clN.plotProfile.tab',
        'data/modules/dragen/tn_varcall/T_SRR7890936_50pc/T_SRR7890936_50pc.insert-stats.tab',
        'data/modules/dragen/tn_varcall/T_SRR7890936_50pc/T_SRR7890936_50pc.wgs_overall_mean_cov_tumor.csv',
        'data/modules/dragen_fastqc/fastqc_only/TEST.fastqc_metrics.csv',
        'data/modules/fastp/issue_1444/test1.fastp.json',
        'data/modules/fastqc/fake_report_fastqc.zip',
        'data/modules/fastqc/issue_843/fastqc_raw/NMP_R1_L2_2_fastqc.zip',
        'data/modules/fastqc/issue_843/fastqc_raw/NMP_R2_L1_1_fastqc.html',
        'data/modules/fastqc/issue_843/fastqc_trimmed/NP_D8_R1_L1_2_val_2_fastqc.zip',
        'data/modules/featureCounts/Test1.counts.summary',
        'data/modules/fusioncatcher/empty_files/viruses_bacteria_phages.txt',
        'data/modules/fusioncatcher/final-list_candidate-fusion-genes.txt',
        'data/modules/fusioncatcher/fusioncatcher.log',
        'data/modules/hicpro/hicpro-caphic/bowtie_results/bwt2/E12.5_WT/00_00_SRR3179588_2_mm9.mapstat',
        'data/modules/hicpro/hicpro-caphic/bowtie_results/bwt2/E12.5_dupL/00_00_SRR3179589_2_mm9.mapstat',
        'data/modules/hicpro/hicpro-caphic/hic_results/stats/E12.5_WT/E12.5_WT_2.mmapstat',
        'data/modules/hicpro/hicpro-caphic/hic_results/stats/E12.5_dupL/E12.5_dupL.mRSstat',
        'data/modules/hicpro/hicpro-caphic/hic_results/stats/E12.5_dupL/E12.5_dupL_1.mmapstat',
        'data/modules/hicpro/hicpro-caphic/logs/E12.5_dupL/build_raw_maps.log',
        'data/modules/hicpro/hicpro-hic/README',
        'data/modules/hicpro/hicpro-hic/config_test_latest.txt',
        'data/modules/hicpro/hicpro-hic/bowtie_results/bwt2/dixon_2M_2/SRR400264_01_R1_hg19.mapstat',
        'data/modules/hicpro/hicpro-hic/bowtie_results/bwt2/dixon_2M_2/SRR400264_01_hg19.bwt2pairs.pairstat',
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M/dixon_2M.mRSstat',
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M/dixon_2M_R2.mmapstat',
        'data/modules/hicpro/hicpro-hic/hic_results/stats/dixon_2M_2/dixon_2M_2.mpairstat',
        'data/modules/hicup/Sample-2/Sample-2.A005.C8LFMANXX.s_3.r_1_2.HiCUP_summary_report.html',
        'data/modules/hisat2/v2.1.0/SRR4238379_subsamp.hisat2_summary.txt',
        'data/modules/homer/tag_files/tagGCcontent.txt',
        'data/modules/hops/v0.34/heatmap_overview_Wevid.json',
        'data/modules/interop/index-summary/index-summary_PE_dual-index.csv',
        'data/modules/jcvi/full_report/Exon_Length/third.txt',
        'data/modules/jcvi/only_genestats/third',
        'data/modules/kaiju/first_kaiju2table_class.txt',
        'data/modules/kraken/sample_02.report',
        'data/modules/kraken/v2.0.8_beta/sample2.kraken2.report',
        'data/modules/longranger/v2.2.2/P5357_1006_grch38_gatk/_invocation',
        'data/modules/mosdepth/full-wgs.regions.bed.gz.csi',
        'data/modules/nanostat/Sample1_summary_NanoStats.txt',
        'data/modules/ngsderive/test.readlen.txt',
        'data/modules/odgi/v0.6.0/cerevisiae.pan.fa.6ab2ce3.c28ecf8.da2dc96.cons@100__y_0_1000000.gfa.og.stats.yaml',
        'data/modules/optitype/example_pe_result.tsv',
        'data/modules/pbmarkdup/1.0/Sample_4_3p.pbmarkdup.log',
        'data/modules/peddy/EG0004_EG0004P/EG0004_EG0004P.het_check.csv',
        'data/modules/picard/CollectMultipleMetrics/216_D_18666.CollectMultipleMetrics.txt',
        'data/modules/picard/CollectMultipleMetrics/A1.sorted.dup.recal.all.metrics.quality_by_cycle_metrics',
        'data/modules/picard/GATK_output/MarkDups/S00111_duplicate_metrics.txt',
        'data/modules/picard/GcBiasMetrics/SRR4238351_subsamp/SRR4238351_subsamp.sorted.summary_metrics.txt',
        'data/modules/picard/HsMetrics/TestSample.HsMetrics.txt',
        'data/modules/picard/InsertSizeMetrics/P1339_1001.collectInsertSize.txt',
        'data/modules/picard/InsertSizeMetrics/insert_size_metrics_S52.txt',
        'data/modules/picard/MarkIlluminaAdapters/CFD1901317_adapter_metrics.txt',
        'data/modules/picard/MarkIlluminaAdapters/CFD1902451_adapter_metrics.txt',
        'data/modules/preseq/c_curve/ERR458837_1_val_tophat.c_curve',
        'data/modules/qc3C/kmer_out/DRR177161/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177166/report.qc3C.json',
        'data/modules/qc3C/kmer_out/DRR177167/report.qc3C.json',
        'data/modules/qorts/plot-colorBySample.pdf',
        'data/modules/qualimap/bam_qc/A1/genome_results.txt',
        'data/modules/qualimap/bam_qc/A1/raw_data_qualimapReport/insert_size_histogram.txt',
        'data/modules/qualimap/bam_qc/ERR089819.qc/images_qualimapReport/genome_mapping_quality_across_reference.png',
        'data/modules/qualimap/bam_qc/with_human_gc/raw_data_qualimapReport/coverage_across_reference.txt',
        'data/modules/qualimap/rnaseqqc/kidney/css/basic.css',
        'data/modules/qualimap/rnaseqqc/kidney/css/searchtools.js',
        'data/modules/qualimap/rnaseqqc/kidney/images_qualimapReport/Coverage Profile Along Genes (Low).png',
        'data/modules/quast/full_metaquast_run/combined_reference/aligned_stats/cumulative_plot.pdf',
        'data/modules/quast/full_metaquast_run/combined_reference/genome_stats/meta_contigs_1_gaps.txt',
        'data/modules/quast/full_metaquast_run/combined_reference/icarus_viewers/meta_ref_2.html',
        'data/modules/quast/full_metaquast_run/combined_reference/icarus_viewers/meta_ref_3.html',
        'data/modules/quast/full_metaquast_run/combined_reference/quast.log',
        'data/modules/quast/full_metaquast_run/icarus_viewers/meta_ref_3.html',
        'data/modules/quast/full_metaquast_run/not_aligned/basic_stats/cumulative_plot.pdf',
        'data/modules/quast/full_metaquast_run/not_aligned/basic_stats/meta_contigs_1_GC_content_plot.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/aligned_stats/NAx_plot.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/report.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_1/report.tex',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_2/genome_stats/genome_info.txt',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/basic_stats/cumulative_plot.pdf',
        'data/modules/quast/full_metaquast_run/runs_per_reference/meta_ref_3/icarus_viewers/alignment_viewer.html',
        'data/modules/quast/full_metaquast_run/summary/TEX/#_indels_per_100_kbp.tex',
        'data/modules/quast/full_metaquast_run/summary/TEX/Total_aligned_length.tex',
        'data/modules/quast/full_metaquast_run/summary/TXT/Total_length.txt',
        'data/modules/rna-seqc/v1/no_depth_of_coverage/RHP6042/RHP6042.metrics.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/highexpr/meanCovByPosition.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_262/highexpr/perBaseDoC.out.sample_summary',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr/WTCHG_171117_264.DoCTranscripts',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/highexpr/meanCovByPosition.txt',
        'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264/medexpr/WTCHG_171117_264.DoCTranscripts',
        'data/modules/rna-seqc/v2/downsampled.output/downsampled.bam.gene_fragments.gct',
        'data/modules/rockhopper/issue_1333/summary.txt',
        'data/modules/rsem/sample1.cnt',
        'data/modules/rseqc/geneBodyCoverage/gt_v2.4/P3005_101.geneBodyCoverage.txt',
        'data/modules/rseqc/geneBodyCoverage/gt_v2.4/empty_failed.geneBodyCoverage.txt',
        'data/modules/rseqc/tin/P15-1-6h_Aligned.sortedByCoord.out.summary.txt',
        'data/modules/salmon/v0.6.0/sample_1/aux/meta_info.json',
        'data/modules/sambamba/markdup/v0.6.8/paired_end/markdup_ACS_3.log',
        'data/modules/sambamba/markdup/v0.6.8/paired_end/markdup_EE_3.log',
        'data/modules/samtools/stats/SRR1067519_1.fastq.gz_bowtie_srtd.bam_dedup.bam_samtools_stats.txt',
        'data/modules/samtools/stats/Test1.txt',
        'data/modules/sentieon/issue_1180/P150_PE.st.mdup.metrics.AlignStat.txt',
        'data/modules/seqyclean/PNUSAE022328-UT-M70330-190214_clean_SummaryStatistics.txt',
        'data/modules/skewer/a01-trimmed.log',
        'data/modules/snippy/GCA_009669545.1_ASM966954v1_genomic.txt',
        'data/modules/snpsplit/yaml/single_end_CAST_EiJ_N-masked_GRCm38_bowtie2.SNPsplit_report.yaml',
        'data/modules/somalier/ex.html',
        'data/modules/stacks/test_run3/populations.sumstats_summary.tsv',
        'data/modules/supernova/testrun_1_1/outs/assembly/stats/histogram_kmer_count.json',
        'data/modules/supernova/testrun_1_1/outs/assembly/stats/histogram_molecules.json',
        'data/modules/supernova/testrun_reports-only/report-only-1.1.txt',
        'data/modules/trimmomatic/issue_864/180518_mATAC_t8_1_trimmomatic.err',
        'data/modules/vcftools/relatedness2/duplicate.relatedness.relatedness2',
        'data/modules/vcftools/tstv-by-count/public_SRP032974.TsTv.count',
        'data/modules/vep/S66731_vep.html',
        'data/modules/whatshap/README.md',
    ),
    'data/modules/bbmap/sample1': (
        'sample1.mhist sample1.stats.txt sample1machineout.qahist sample1machineout.qhist '
        'sample1twocolumn.qhist'
    ),
    'data/modules/biscuit/v0.3.4.20180215': (
        'mouse_ESCs_E14_GSM1370558_cpg_dist_table.txt '
        'mouse_ESCs_E14_GSM1370558_freqOfTotalRetentionPerRead.txt '
        'mouse_ESCs_E14_GSM1370558_totalReadConversionRate.txt mouse_ESCs_E14_GSM1370559_mapq_table.txt'
    ),
    'data/modules/bismark/test_data': (
        'test_data_trimmed.fq.gz_bismark.deduplicated.bam_splitting_report.txt '
        'test_data_trimmed.fq.gz_bismark.deduplication_report.txt '
        'test_data_trimmed.fq.gz_bismark_SE_report.txt'
    ),
    'data/modules/deeptools': (
        'bamPEFragmentSize_table.txt plotCoverage_stdout.txt plotFingerprint_outRawCounts.txt'
    ),
    'data/modules/hicpro/hicpro-ashic/logs/mF1216': (
        'SRR2240730_subset_1_bowtie2.log SRR2240730_subset_2_bowtie2.log '
        'SRR2240731_subset_1_mm10_CAST_129S1_Nmask.bwt2glob.unmap_readsTrimming.log mapping_combine.log'
    ),
    'data/modules/hicpro/hicpro-caphic/logs/E12.5_WT': (
        '00_00_SRR3179588_1_mm9.bwt2glob.unmap_bowtie2.log ice_5000.log mapping_step1.log'
    ),
    'data/modules/hicpro/hicpro-hic/logs/dixon_2M': (
        'SRR400264_00_R1_bowtie2.log SRR400264_00_R1_hg19.bwt2glob.unmap_bowtie2.log build_raw_maps.log '
        'mergeSAM.log plot_mapping_portion.Rout'
    ),
    'data/modules/hicpro/hicpro-hic/logs/dixon_2M_2': (
        'SRR400264_01_R1_bowtie2.log SRR400264_01_R2_bowtie2.log merge_valid_interactions.log '
        'plot_pairing_portion.Rout'
    ),
    'data/modules/hicup/Sample-1': (
        'Sample-1.A002.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'Sample-1.A005.C8DRAANXX.s_2.r_1_2.HiCUP_summary_report.html '
        'hicup_truncater_summary_17-27-31_15-03-2016.txt'
    ),
    'data/modules/qualimap/bam_qc/ERR089819.qc/css': (
        'basic.css file.png plus.png'
    ),
    'data/modules/qualimap/bam_qc/with_human_gc/css': (
        'agogo.css ajax-loader.gif bgtop.png jquery.js qualimap_logo_small.png up-pressed.png'
    ),
    'data/modules/quast/full_metaquast_run/not_aligned': (
        'report.tsv report.txt transposed_report.tsv'
    ),
    'data/modules/quast/full_metaquast_run/summary/PDF': (
        '#_misassemblies.pdf #_mismatches_per_100_kbp.pdf Total_length_(>=_10000_bp).pdf '
        'Total_length_(>=_1000_bp).pdf'
    ),
    'data/modules/quast/full_metaquast_run/summary/TSV': (
        "#_N's_per_100_kbp.tsv #_mismatches_per_100_kbp.tsv Duplication_ratio.tsv LGA50.tsv"
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp/WTCHG_171117_264': (
        'WTCHG_171117_264.metrics.tmp.txt.chimericPairs.txt '
        'WTCHG_171117_264.metrics.tmp.txt.totalExonQuantifiedReads WTCHG_171117_264.rRNA_counts.txt'
    ),
    'data/modules/rna-seqc/v1/rnaseqc_output_temp': (
        'gapLengthHist_medium.txt meanCoverageNorm_high.png rRNA_intervals.list'
    ),
    'data/modules/slamdunk/timeseries_example_v0.2.2-dev': (
        'summary_PCA.txt zero_timepoint_rep2_slamdunk_mapped_filteredmutationrates_utr.csv '
        'zero_timepoint_rep3_slamdunk_mapped_filtered_overallrates.csv'
    ),
}

JUR_FDSYS_DISTRICT_KIND = {
    'juriscraper/fdsys/examples/2006': (
        'gamd-4_05-cv-00082.xml idd-3_05-cr-00045.xml ksd-2_04-cv-02517.xml ksd-2_05-cv-02391.xml '
        'ksd-2_89-cr-20081.xml ksd-5_04-cv-04108.xml ksd-5_05-cv-03458.xml mdd-1_05-cv-01267.xml '
        'mdd-1_05-cv-01942.xml mdd-8_05-cv-00353.xml mdd-8_05-cv-00838.xml mdd-8_05-cv-02696.xml '
        'mdd-8_05-cv-03246.xml mdd-8_06-cv-00083.xml mied-2_04-cv-73570.xml mied-2_05-cr-80175.xml '
        'mied-2_05-cv-72119.xml ned-4_05-cv-03262.xml ned-8_04-cr-00092.xml ned-8_05-cr-00249.xml '
        'ned-8_05-cr-00278.xml ned-8_05-cv-00148.xml nynd-1_01-cv-01487.xml nynd-1_03-cv-00493.xml '
        'nysb-1_05-bk-60006.xml nysb-4_05-bk-55024.xml nysb-4_05-bk-55061.xml ohnd-1_05-cv-02833.xml '
        'paed-2_05-cv-01921.xml rid-1_05-cv-00332.xml'
    ),
    'juriscraper/fdsys/examples/2007': (
        'gamd-1_07-cv-00013.xml ksd-2_04-cv-02184.xml ksd-2_06-cv-02167.xml ksd-2_06-cv-02397.xml '
        'mad-1_06-mj-01138.xml mdd-1_06-cv-00615.xml mdd-1_06-cv-02134.xml mied-2_04-cv-10045.xml '
        'mied-2_05-cv-74126.xml mied-2_06-cv-12601.xml mied-2_06-cv-14453.xml mied-2_06-cv-15280.xml '
        'mied-2_07-mj-30046.xml mied-4_06-cv-11550.xml ned-4_06-cv-03305.xml ned-8_05-cv-00548.xml '
        'ned-8_07-mj-00005.xml nynd-1_07-cr-00011.xml nynd-5_04-cr-00030.xml nynd-9_05-cv-01472.xml '
        'nynd-9_06-cv-01129.xml ohnd-1_04-cv-01857.xml ohnd-1_05-cr-00334.xml ohnd-1_05-cv-02415.xml '
        'ohnd-1_06-cv-01011.xml ohnd-1_06-cv-01844.xml ohnd-1_06-cv-01871.xml ohnd-4_04-cv-01763.xml '
        'ohnd-5_03-cv-02204.xml paed-2_05-cv-02567.xml paed-2_06-cv-00653.xml rid-1_07-cr-00089.xml'
    ),
    'juriscraper/fdsys/examples/2008': (
        'gamd-4_07-cv-00022.xml gamd-5_06-cv-00333.xml idd-4_07-cr-00161.xml ksd-6_06-cv-01268.xml '
        'mad-3_07-cv-30092.xml mad-4_07-cv-40135.xml mied-1_06-cv-12078.xml mied-1_06-cv-14905.xml '
        'mied-2_01-cv-73892.xml mied-2_08-cv-10141.xml ned-4_06-cr-03137.xml ned-8_05-cr-00359.xml '
        'ned-8_06-cv-00709.xml ned-8_08-mj-00002.xml nynd-1_06-cv-00281.xml nynd-9_04-cv-00444.xml '
        'nynd-9_04-cv-00727.xml nynd-9_06-cv-00025.xml nynd-9_07-cv-01314.xml nysb-4_07-bk-35795.xml '
        'ohnd-1_05-cr-00118.xml ohnd-5_06-cv-03023.xml ohnd-5_07-cv-03134.xml paed-2_05-cr-00307.xml '
        'paed-2_07-cv-00677.xml paed-2_07-cv-03188.xml paed-2_07-cv-03401.xml'
    ),
    'juriscraper/fdsys/examples/2009': (
        'gamd-5_07-cv-00262.xml idd-1_07-cv-00491.xml idd-1_07-cv-00535.xml idd-1_08-cv-00159.xml '
        'ksd-2_08-cv-02108.xml ksd-6_08-cr-10144.xml mdd-8_08-mj-02425.xml mied-2_08-cv-14140.xml '
        'mied-2_08-cv-14776.xml ned-4_07-cv-03215.xml ned-4_08-cr-03133.xml ned-4_09-mj-03004.xml '
        'ned-8_07-cr-00420.xml ned-8_07-cv-00464.xml ned-8_08-cv-00124.xml ned-8_08-cv-00304.xml '
        'nynd-5_06-cv-00050.xml nynd-5_06-cv-00195.xml nynd-9_06-cv-00090.xml ohnd-1_07-cv-03560.xml '
        'ohnd-3_06-cv-03092.xml ohnd-3_07-cv-01799.xml ohnd-3_09-cv-00002.xml paed-2_07-cv-02603.xml '
        'paed-2_08-cv-00863.xml'
    ),
    'juriscraper/fdsys/examples/2010': (
        'gamd-5_09-cv-00086.xml gamd-5_09-cv-00339.xml gamd-5_09-mj-00604.xml ksd-2_08-cr-20046.xml '
        'ksd-2_08-cv-02521.xml ksd-6_05-cv-01214.xml mad-1_08-cv-12137.xml mdd-1_09-cr-00249.xml '
        'mdd-1_09-cv-01206.xml mdd-1_09-cv-03330.xml mdd-1_10-cv-00084.xml mdd-8_09-cv-01778.xml '
        'mdd-8_09-cv-02335.xml mied-2_07-cv-14417.xml mied-2_09-cv-13495.xml ned-4_04-cr-03052.xml '
        'ned-4_07-cr-03028.xml ned-4_09-cv-03140.xml ned-8_06-cr-00017.xml ned-8_08-cv-00068.xml '
        'ned-8_09-cr-00192.xml ned-8_09-cv-00379.xml nynd-1_08-cv-00337.xml nynd-1_08-cv-00973.xml '
        'ohnd-1_06-cv-40000.xml ohnd-1_09-cv-00298.xml ohnd-1_09-cv-01869.xml ohnd-1_09-cv-02663.xml '
        'ohnd-1_09-cv-02708.xml ohnd-4_08-cv-02491.xml ohnd-5_97-cr-00090.xml paed-2_05-cv-06197.xml '
        'paed-2_08-cv-00003.xml paed-2_09-cv-03270.xml paed-2_09-cv-03340.xml paed-2_09-cv-04437.xml'
    ),
    'juriscraper/fdsys/examples/2011': (
        'gamd-4_09-cv-00147.xml gamd-5_08-cv-00307.xml mad-1_09-cv-10143.xml mad-1_10-cr-10052.xml '
        'mad-1_10-cv-10134.xml mad-1_11-cv-10182.xml mdd-1_10-cv-02758.xml mdd-1_10-cv-03459.xml '
        'mdd-8_10-cv-00479.xml mied-2_09-cr-20248.xml mied-2_09-cv-13613.xml mied-2_10-cv-14821.xml '
        'mied-2_10-cv-14911.xml ned-8_10-cv-00071.xml ned-8_11-cr-00008.xml nynd-1_08-cv-00623.xml '
        'nynd-1_10-cv-01037.xml nynd-3_10-cv-01462.xml ohnd-1_09-cv-02027.xml ohnd-3_09-cr-00182.xml '
        'ohnd-4_10-cv-02332.xml paed-2_09-cv-04344.xml paed-2_11-cr-00041.xml rid-1_08-cv-00422.xml'
    ),
    'juriscraper/fdsys/examples/2012': (
        'gamd-5_09-cv-00146.xml idd-1_11-cr-00286.xml ksd-6_09-cv-01316.xml ksd-6_10-cv-01405.xml '
        'mad-1_09-cv-11771.xml mdd-1_08-cv-01399.xml mdd-1_10-cv-01045.xml mdd-8_11-cv-01891.xml '
        'mdd-8_11-cv-02533.xml mied-2_09-cv-10232.xml mied-2_11-cr-20078.xml mied-2_11-cv-12613.xml '
        'mied-2_11-cv-12694.xml mied-2_11-cv-14956.xml mied-2_11-cv-15495.xml ned-4_03-cr-03115.xml '
        'ned-4_11-cv-03030.xml ned-4_11-cv-03098.xml ned-8_07-cr-00156.xml ned-8_08-cr-00318.xml '
        'ned-8_11-cr-00242.xml ned-8_11-cr-00310.xml ned-8_11-cr-00385.xml ned-8_11-cv-00211.xml '
        'nynd-5_08-cv-00317.xml ohnd-1_10-cv-00822.xml ohnd-1_10-cv-02923.xml ohnd-1_11-cv-00948.xml '
        'ohnd-3_10-cv-02487.xml paed-2_01-cv-01622.xml paed-2_10-cr-00082.xml paed-2_10-cr-00657.xml'
    ),
    'juriscraper/fdsys/examples/2013': (
        'alnd-1_12-cv-00216.xml alnd-4_12-cv-02409.xml alnd-4_12-cv-02523.xml alnd-5_11-cv-00761.xml '
        'caed-1_12-cr-00161.xml caed-1_12-cv-00472.xml caed-1_12-cv-00483.xml caed-1_12-cv-00776.xml '
        'caed-1_12-cv-01801.xml caed-1_12-cv-02033.xml caed-2_03-cv-02415.xml caed-2_09-cv-00632.xml '
        'caed-2_09-cv-00654.xml caed-2_12-cv-00369.xml caed-2_12-cv-02244.xml caed-2_12-cv-02437.xml '
        'caed-2_12-cv-03099.xml dcd-1_11-cv-01511.xml dcd-1_12-cv-00587.xml gamd-4_12-cv-00127.xml '
        'gamd-7_12-cv-00001.xml idd-4_12-cr-00109.xml ksd-2_11-cv-02478.xml ksd-5_11-cv-04138.xml '
        'ksd-6_11-cv-01411.xml mad-1_12-cv-11982.xml mdd-8_12-cv-01974.xml mied-5_12-cv-11972.xml '
        'ned-4_12-cr-03032.xml ned-8_12-cr-00354.xml ned-8_12-cr-00427.xml paed-2_06-cr-00079.xml '
        'txnd-3_11-cv-01892.xml txnd-3_11-cv-03340.xml txnd-4_12-cv-00678.xml'
    ),
    'juriscraper/fdsys/examples/2014': (
        'alnd-1_13-cv-02077.xml caed-1_08-cv-01038.xml caed-1_11-cv-00874.xml caed-1_12-cv-00503.xml '
        'caed-1_12-cv-01573.xml caed-1_12-cv-01910.xml caed-1_13-cv-01189.xml caed-1_13-cv-02049.xml '
        'caed-1_13-cv-02105.xml caed-1_14-cv-00004.xml caed-1_14-cv-00012.xml caed-2_03-cv-00241.xml '
        'caed-2_10-cv-03448.xml caed-2_12-cv-02867.xml caed-2_13-cv-00201.xml caed-2_13-cv-02046.xml '
        'caed-2_13-cv-02635.xml gamd-5_13-cv-00202.xml gamd-7_13-cr-00031.xml hid-1_10-cv-00162.xml '
        'idd-3_12-cv-00632.xml laed-2_07-cv-01263.xml laed-2_13-cv-05451.xml laed-2_13-cv-06047.xml '
        'paed-2_12-cv-05331.xml tned-3_12-cv-00371.xml txnd-1_13-cr-00056.xml txnd-3_12-cv-03604.xml'
    ),
    'juriscraper/fdsys/examples/2015': (
        'alsd-1_10-cr-00034.xml alsd-1_12-cr-00244.xml caed-1_11-cr-00303.xml caed-1_12-cr-00441.xml '
        'caed-1_13-cr-00003.xml caed-1_13-cr-00318.xml caed-1_13-cv-00272.xml caed-1_14-cr-00195.xml '
        'caed-1_14-cv-00389.xml caed-1_14-cv-01450.xml caed-1_14-cv-01554.xml caed-1_14-cv-02072.xml '
        'caed-2_00-cr-00411.xml caed-2_12-cr-00061.xml caed-2_13-cr-00226.xml caed-2_13-cv-01883.xml '
        'caed-2_14-cr-00152.xml caed-2_14-cv-02643.xml idd-3_11-cv-00275.xml ilnd-1_12-cv-04904.xml '
        'kyed-6_14-cv-00114.xml mad-4_12-cv-40110.xml mad-4_14-cv-40121.xml miwd-1_14-mj-00265.xml '
        'mnd-0_14-cv-04950.xml nynd-5_13-cv-00451.xml nynd-5_13-cv-01310.xml ohnd-3_13-cv-02781.xml '
        'pawd-2_13-cv-00109.xml tned-1_14-cv-00222.xml tned-2_14-cv-00286.xml'
    ),
}

JUR_FDSYS_DISTRICT_OTHER = {
    'juriscraper/fdsys/examples/2006': (
        'ca8-03-04021.xml ca8-03-04023.xml ca8-04-02627.xml ca8-04-02664.xml ca8-04-03503.xml '
        'ca8-04-03596.xml ca8-04-03623.xml ca8-04-03626.xml ca8-04-03851.xml ca8-04-03915.xml '
        'ca8-04-03992.xml ca8-04-04031.xml ca8-04-04073.xml ca8-04-04180.xml ca8-04-04206.xml '
        'ca8-04-06064.xml ca8-05-01081.xml ca8-05-01183.xml ca8-05-01218.xml ca8-05-01236.xml '
        'ca8-05-01299.xml ca8-05-01416.xml ca8-05-01664.xml ca8-05-01698.xml ca8-05-01812.xml '
        'ca8-05-01978.xml ca8-05-02235.xml ca8-05-02263.xml ca8-05-02499.xml ca8-05-04217.xml'
    ),
    'juriscraper/fdsys/examples/2007': (
        'ca8-04-04196.xml ca8-05-01695.xml ca8-05-02068.xml ca8-05-03019.xml ca8-05-03072.xml '
        'ca8-05-03196.xml ca8-05-03359.xml ca8-05-04116.xml ca8-05-04255.xml ca8-06-01053.xml '
        'ca8-06-01212.xml ca8-06-01333.xml ca8-06-02156.xml ca8-06-02158.xml ca8-06-02329.xml '
        'ca8-06-02387.xml ca8-06-02638.xml ca8-06-02696.xml ca8-06-03192.xml'
    ),
    'juriscraper/fdsys/examples/2008': (
        'ca8-06-03454.xml ca8-06-03584.xml ca8-06-03825.xml ca8-06-04103.xml ca8-07-01059.xml '
        'ca8-07-01087.xml ca8-07-01368.xml ca8-07-01385.xml ca8-07-01463.xml ca8-07-01822.xml'
    ),
    'juriscraper/fdsys/examples/2009': (
        'ca8-06-03903.xml ca8-07-01634.xml ca8-07-02266.xml ca8-07-02849.xml ca8-07-03346.xml '
        'ca8-07-03618.xml ca8-07-03882.xml ca8-08-01114.xml ca8-08-01304.xml ca8-08-01311.xml '
        'ca8-08-01442.xml ca8-08-01766.xml ca8-08-02228.xml ca8-08-02298.xml ca8-08-02450.xml'
    ),
    'juriscraper/fdsys/examples/2010': (
        'ca8-08-02615.xml ca8-08-02633.xml ca8-08-03442.xml ca8-08-03466.xml ca8-08-03808.xml '
        'ca8-08-03860.xml ca8-08-03928.xml ca8-08-03957.xml ca8-09-01359.xml ca8-09-01486.xml '
        'ca8-09-01510.xml ca8-09-01793.xml ca8-09-01915.xml ca8-09-02066.xml ca8-09-02178.xml '
        'ca8-09-02495.xml ca8-09-02970.xml ca8-09-06053.xml'
    ),
    'juriscraper/fdsys/examples/2011': (
        'ca2-10-01918.xml ca2-10-01966.xml ca2-10-03045.xml ca2-10-03258.xml ca8-08-03702.xml '
        'ca8-09-03685.xml ca8-09-03873.xml ca8-09-03900.xml ca8-09-03948.xml ca8-10-01351.xml '
        'ca8-10-01577.xml ca8-10-01624.xml ca8-10-01950.xml ca8-10-02000.xml ca8-10-02122.xml '
        'ca8-10-02173.xml ca8-10-02397.xml ca8-10-02680.xml ca8-10-06058.xml ca8-10-06069.xml'
    ),
    'juriscraper/fdsys/examples/2012': (
        'ca8-10-03785.xml ca8-11-01070.xml ca8-11-01593.xml ca8-11-01609.xml ca8-11-01745.xml '
        'ca8-11-01789.xml ca8-11-01830.xml ca8-11-01940.xml ca8-11-01953.xml ca8-11-02661.xml '
        'ca8-11-06065.xml'
    ),
    'juriscraper/fdsys/examples/2013': (
        'ca10-11-01569.xml ca10-11-02023.xml ca10-11-05147.xml ca10-12-01222.xml ca10-12-02031.xml '
        'ca10-12-05037.xml ca8-12-02041.xml ca8-12-02675.xml'
    ),
    'juriscraper/fdsys/examples/2014': (
        'ca10-11-05162.xml ca10-13-01283.xml ca10-13-01358.xml ca10-13-03064.xml ca10-13-05064.xml '
        'ca10-13-06220.xml ca10-13-06261.xml ca10-13-09002.xml ca10-13-09597.xml ca10-14-06003.xml '
        'ca11-11-15079.xml ca11-12-13620.xml ca11-12-14999.xml ca11-12-15014.xml ca11-12-15870.xml '
        'ca11-13-10272.xml ca11-13-10459.xml ca11-13-10928.xml ca11-13-11016.xml ca11-13-12017.xml '
        'ca11-13-12236.xml ca11-13-12384.xml ca11-13-12614.xml ca11-13-12972.xml ca11-13-13379.xml '
        'ca2-11-01234.xml ca2-11-01618.xml ca4-12-02387.xml ca4-13-01346.xml ca4-13-04425.xml '
        'ca4-13-06007.xml ca4-13-07318.xml ca5-12-41318.xml ca5-12-51105.xml ca5-13-40056.xml '
        'ca5-13-40604.xml ca5-13-40623.xml ca5-13-50746.xml ca5-13-60200.xml ca5-13-60272.xml '
        'ca7-13-02139.xml ca7-13-02276.xml ca8-12-02237.xml ca8-12-03669.xml ca8-13-01863.xml '
        'caDC-12-01456.xml caDC-12-05132.xml'
    ),
    'juriscraper/fdsys/examples/2015': (
        'ca1-13-02181.xml ca11-12-13417.xml ca11-13-10340.xml ca11-13-12501.xml ca11-13-15487.xml '
        'ca11-13-15948.xml ca11-14-11052.xml ca11-14-11053.xml ca11-14-11852.xml ca11-14-11985.xml '
        'ca11-14-12875.xml ca3-13-01919.xml ca5-12-20788.xml ca5-13-10670.xml ca5-13-11035.xml '
        'ca5-13-20654.xml ca5-13-40205.xml ca5-14-40187.xml ca6-13-06011.xml ca6-14-03097.xml '
        'ca7-13-01123.xml ca7-13-01516.xml'
    ),
}

JUR_FDSYS_APPEALS_KIND = {
    'juriscraper/fdsys/examples/2006': (
        'ca8-03-03721.xml ca8-03-03994.xml ca8-03-04021.xml ca8-03-04023.xml ca8-04-01392.xml '
        'ca8-04-01880.xml ca8-04-02435.xml ca8-04-02509.xml ca8-04-03268.xml ca8-04-03495.xml '
        'ca8-04-03506.xml ca8-04-03521.xml ca8-04-03596.xml ca8-04-03795.xml ca8-04-03851.xml '
        'ca8-04-03869.xml ca8-04-03925.xml ca8-04-03938.xml ca8-04-03962.xml ca8-04-03974.xml '
        'ca8-04-04016.xml ca8-04-04180.xml ca8-04-04206.xml ca8-05-01201.xml ca8-05-01204.xml '
        'ca8-05-01205.xml ca8-05-01236.xml ca8-05-01299.xml ca8-05-01315.xml ca8-05-01335.xml '
        'ca8-05-01337.xml ca8-05-01357.xml ca8-05-01416.xml ca8-05-01698.xml ca8-05-01754.xml '
        'ca8-05-01837.xml ca8-05-01888.xml ca8-05-01995.xml ca8-05-02083.xml ca8-05-02089.xml '
        'ca8-05-02200.xml ca8-05-02235.xml ca8-05-02263.xml ca8-05-06034.xml'
    ),
    'juriscraper/fdsys/examples/2007': (
        'ca8-04-04196.xml ca8-05-02876.xml ca8-05-03072.xml ca8-05-03108.xml ca8-05-04091.xml '
        'ca8-05-04130.xml ca8-05-04220.xml ca8-05-04255.xml ca8-06-01212.xml ca8-06-01333.xml '
        'ca8-06-01414.xml ca8-06-01433.xml ca8-06-01719.xml ca8-06-01807.xml ca8-06-01893.xml '
        'ca8-06-02156.xml ca8-06-02164.xml ca8-06-02245.xml ca8-06-02257.xml ca8-06-02309.xml'
    ),
    'juriscraper/fdsys/examples/2008': (
        'ca8-06-01695.xml ca8-06-02607.xml ca8-06-03450.xml ca8-06-03454.xml ca8-06-03469.xml '
        'ca8-06-03572.xml ca8-06-03954.xml ca8-06-04034.xml ca8-06-04042.xml ca8-06-04140.xml '
        'ca8-07-01059.xml ca8-07-01087.xml ca8-07-01113.xml ca8-07-01127.xml ca8-07-01148.xml '
        'ca8-07-01262.xml ca8-07-01283.xml ca8-07-01368.xml ca8-07-01385.xml ca8-07-01590.xml '
        'ca8-07-01730.xml'
    ),
    'juriscraper/fdsys/examples/2009': (
        'ca8-06-03903.xml ca8-07-01979.xml ca8-07-02242.xml ca8-07-02261.xml ca8-07-02266.xml '
        'ca8-07-02849.xml ca8-07-02853.xml ca8-07-02958.xml ca8-07-03149.xml ca8-07-03508.xml '
        'ca8-07-03618.xml ca8-07-03627.xml ca8-07-03799.xml ca8-07-03873.xml ca8-07-03877.xml '
        'ca8-07-03882.xml ca8-08-01442.xml ca8-08-01551.xml ca8-08-01570.xml ca8-08-01638.xml '
        'ca8-08-01766.xml ca8-08-01983.xml ca8-08-02089.xml ca8-08-02228.xml ca8-08-02265.xml '
        'ca8-08-02298.xml'
    ),
    'juriscraper/fdsys/examples/2010': (
        'ca8-08-02389.xml ca8-08-02818.xml ca8-08-03233.xml ca8-08-03525.xml ca8-08-03681.xml '
        'ca8-08-03731.xml ca8-08-03736.xml ca8-08-03750.xml ca8-08-03808.xml ca8-08-03846.xml '
        'ca8-09-01106.xml ca8-09-01144.xml ca8-09-01158.xml ca8-09-01177.xml ca8-09-01196.xml '
        'ca8-09-01197.xml ca8-09-01351.xml ca8-09-01359.xml ca8-09-01699.xml ca8-09-01786.xml '
        'ca8-09-01864.xml ca8-09-02036.xml ca8-09-02368.xml ca8-09-02970.xml ca8-09-03144.xml '
        'ca8-09-06053.xml'
    ),
    'juriscraper/fdsys/examples/2011': (
        'ca2-10-01918.xml ca2-10-01966.xml ca2-10-03045.xml ca2-10-04045.xml ca8-08-03702.xml '
        'ca8-09-01802.xml ca8-09-03118.xml ca8-09-03479.xml ca8-09-03649.xml ca8-09-03900.xml '
        'ca8-10-01171.xml ca8-10-01351.xml ca8-10-01577.xml ca8-10-01588.xml ca8-10-02000.xml '
        'ca8-10-02147.xml ca8-10-02173.xml ca8-10-02397.xml ca8-10-02592.xml ca8-10-02680.xml '
        'ca8-10-02698.xml ca8-10-02752.xml ca8-10-06058.xml ca8-10-06069.xml'
    ),
    'juriscraper/fdsys/examples/2012': (
        'ca2-10-01454.xml ca2-10-01925.xml ca2-10-03615.xml ca2-11-01394.xml ca8-10-01424.xml '
        'ca8-10-03679.xml ca8-10-03782.xml ca8-11-01276.xml ca8-11-01609.xml ca8-11-01745.xml '
        'ca8-11-01789.xml ca8-11-01830.xml ca8-11-01953.xml ca8-11-02021.xml ca8-11-02073.xml '
        'ca8-11-02114.xml ca8-11-02121.xml ca8-11-02661.xml ca8-11-02697.xml ca8-11-02891.xml'
    ),
    'juriscraper/fdsys/examples/2013': (
        'ca10-11-02023.xml ca10-11-05147.xml ca10-12-00022.xml ca10-12-02192.xml ca10-12-03164.xml '
        'ca10-12-03213.xml ca10-12-05037.xml ca10-12-05053.xml ca10-12-06121.xml ca10-12-06262.xml '
        'ca8-12-02041.xml ca8-12-02091.xml'
    ),
    'juriscraper/fdsys/examples/2014': (
        'ca10-11-05162.xml ca10-12-06062.xml ca10-12-08089.xml ca10-12-09543.xml ca10-13-00616.xml '
        'ca10-13-01283.xml ca10-13-01442.xml ca10-13-01495.xml ca10-13-01498.xml ca10-13-02062.xml '
        'ca10-13-03320.xml ca10-13-05064.xml ca10-13-06220.xml ca10-13-09002.xml ca11-11-15079.xml '
        'ca11-12-13620.xml ca11-12-13952.xml ca11-12-14729.xml ca11-12-14999.xml ca11-12-15014.xml '
        'ca11-12-15669.xml ca11-12-15870.xml ca11-12-16082.xml ca11-13-10272.xml ca11-13-10459.xml '
        'ca11-13-12017.xml ca11-13-12236.xml ca11-13-12276.xml ca11-13-12384.xml ca11-13-12614.xml '
        'ca11-13-12972.xml ca11-13-13367.xml ca2-11-00848.xml ca2-11-01618.xml ca4-12-02402.xml '
        'ca4-12-02482.xml ca4-13-01197.xml ca4-13-01346.xml ca4-13-04425.xml ca4-13-06007.xml '
        'ca5-09-70028.xml ca5-12-11144.xml ca5-12-11281.xml ca5-12-20134.xml ca5-12-40639.xml '
        'ca5-12-41318.xml ca5-12-50462.xml ca5-12-51105.xml ca5-13-30134.xml ca5-13-30488.xml '
        'ca5-13-30795.xml ca5-13-40623.xml ca5-13-50099.xml ca5-13-50188.xml ca5-13-50194.xml '
        'ca5-13-50234.xml ca5-13-50464.xml ca5-13-50746.xml ca5-13-60203.xml ca5-13-60374.xml '
        'ca7-12-02249.xml ca7-13-02139.xml ca7-13-02276.xml ca7-13-02424.xml ca8-12-03200.xml '
        'ca8-13-01863.xml ca8-13-01914.xml ca9-11-16487.xml caDC-12-05132.xml caDC-12-05363.xml '
        'caDC-13-01066.xml'
    ),
    'juriscraper/fdsys/examples/2015': (
        'ca1-14-01076.xml ca11-12-13417.xml ca11-13-10340.xml ca11-13-11426.xml ca11-13-12501.xml '
        'ca11-13-15692.xml ca11-13-15948.xml ca11-14-10445.xml ca11-14-11052.xml ca11-14-11196.xml '
        'ca11-14-11226.xml ca11-14-11985.xml ca11-14-12875.xml ca11-14-13098.xml ca11-14-13351.xml '
        'ca11-14-13748.xml ca3-12-02922.xml ca4-14-01108.xml ca4-14-04379.xml ca4-14-04437.xml '
        'ca4-14-07169.xml ca5-13-11035.xml ca5-13-20654.xml ca5-14-10021.xml ca5-14-60501.xml '
        'ca6-11-02615.xml ca6-14-01060.xml ca6-14-01400.xml ca6-14-03097.xml ca6-14-05197.xml '
        'ca7-13-01516.xml ca7-13-01927.xml ca7-14-01376.xml ca7-14-01712.xml ca7-14-01815.xml '
        'ca7-14-02242.xml'
    ),
}

JUR_FDSYS_APPEALS_OTHER = {
    'juriscraper/fdsys/examples/2006': (
        'gamd-5_06-cr-00006.xml ksd-2_05-cv-02395.xml ksd-2_05-cv-02406.xml ksd-6_02-cr-10155.xml '
        'ksd-6_04-cv-01279.xml mdd-1_05-cv-01267.xml mdd-8_05-cv-00353.xml mdd-8_05-cv-00838.xml '
        'mied-2_03-cv-70235.xml mied-2_05-cv-72793.xml mied-5_05-cv-60285.xml ned-4_05-cv-03084.xml '
        'ned-4_05-cv-03284.xml nynd-1_00-cv-01422.xml ohnd-3_03-cv-07284.xml ohnd-3_05-cr-00791.xml '
        'ohnd-5_02-cv-01378.xml'
    ),
    'juriscraper/fdsys/examples/2007': (
        'gamd-1_04-cv-00155.xml gamd-7_05-cv-00002.xml idd-1_06-cv-00109.xml ksd-2_05-cv-02191.xml '
        'mdd-1_06-cv-01551.xml mied-1_06-cv-12908.xml mied-1_06-cv-14878.xml mied-2_05-cv-74126.xml '
        'mied-2_06-cv-13564.xml mied-2_07-cv-10124.xml mied-2_07-cv-10406.xml mied-5_06-cv-13169.xml '
        'ned-8_05-cv-00506.xml ned-8_06-cr-00018.xml nynd-1_06-cv-00904.xml nynd-1_07-cr-00011.xml '
        'nynd-9_00-cv-00191.xml nynd-9_03-cv-00170.xml nynd-9_06-cv-01387.xml ohnd-1_02-cv-01609.xml '
        'ohnd-1_05-cv-00033.xml ohnd-1_06-cv-02690.xml ohnd-1_06-cv-02841.xml ohnd-1_06-cv-02873.xml '
        'ohnd-1_06-cv-02880.xml ohnd-5_03-cv-02204.xml ohnd-5_05-cv-00143.xml paed-2_06-cv-01680.xml'
    ),
    'juriscraper/fdsys/examples/2008': (
        'idd-1_07-cv-00524.xml idd-3_08-cv-00032.xml idd-4_07-cr-00161.xml ksd-2_07-cr-20136.xml '
        'ksd-5_07-cv-04095.xml mied-2_06-cv-11609.xml mied-2_06-cv-13469.xml mied-2_07-cv-11020.xml '
        'mied-2_07-cv-13885.xml mied-2_07-cv-13964.xml mied-2_91-cr-81019.xml ned-4_01-cr-03010.xml '
        'ned-8_06-cv-00709.xml ned-8_07-cv-00058.xml nynd-3_07-cr-00124.xml nynd-5_07-cr-00337.xml '
        'nynd-5_07-cv-01310.xml nynd-8_07-cr-00455.xml nynd-9_04-cv-00030.xml ohnd-1_05-cr-00118.xml '
        'ohnd-1_05-cv-02185.xml ohnd-1_07-cv-03385.xml ohnd-1_07-cv-03467.xml ohnd-1_08-mc-00005.xml '
        'paed-2_06-cv-05493.xml paed-2_07-cv-03188.xml'
    ),
    'juriscraper/fdsys/examples/2009': (
        'gamd-5_07-cv-00262.xml gamd-5_07-cv-00481.xml idd-1_07-cv-00535.xml mad-1_09-mj-00012.xml '
        'mied-2_05-cv-72242.xml mied-2_06-cv-13548.xml mied-2_07-cv-14839.xml mied-2_08-cv-12522.xml '
        'mied-2_08-cv-14635.xml ned-8_06-cr-00222.xml ned-8_07-cr-00268.xml ned-8_08-cr-00214.xml '
        'nynd-1_08-cv-00844.xml nynd-5_06-cv-01021.xml nynd-5_07-cv-00989.xml nynd-6_05-cv-01429.xml '
        'paed-2_07-cr-00482.xml paed-5_08-cv-05952.xml rid-1_06-cv-00323.xml'
    ),
    'juriscraper/fdsys/examples/2010': (
        'gamd-4_08-cv-00163.xml ksd-2_06-cv-02280.xml ksd-5_09-cr-40069.xml ksd-6_08-cv-01151.xml '
        'mdd-1_08-cv-02550.xml mdd-1_91-cr-00212.xml mied-1_09-mc-50435.xml mied-2_09-cv-11558.xml '
        'mied-2_09-cv-11727.xml mied-2_09-cv-14714.xml ned-4_01-cr-00119.xml ned-4_08-cv-03219.xml '
        'ned-4_10-mj-03001.xml ned-8_09-cv-00320.xml ned-8_09-cv-00425.xml nynd-1_08-cv-00789.xml '
        'nynd-5_08-cv-00464.xml nynd-5_08-cv-00556.xml ohnd-1_07-cv-00227.xml ohnd-1_08-cv-02803.xml '
        'ohnd-1_09-cv-00661.xml ohnd-3_09-cr-00062.xml paed-2_08-cv-05278.xml paed-2_09-cv-00911.xml '
        'paed-2_09-cv-05117.xml rid-1_09-cv-00046.xml rid-1_09-cv-00394.xml'
    ),
    'juriscraper/fdsys/examples/2011': (
        'gamd-5_11-cv-00010.xml idd-4_10-cv-00468.xml ksd-2_09-cv-02391.xml ksd-5_10-cv-03182.xml '
        'ksd-5_10-cv-03245.xml mad-1_10-cv-10280.xml mad-3_10-cv-30084.xml mad-3_10-cv-30115.xml '
        'mad-4_10-cv-10311.xml mied-2_07-cv-10165.xml mied-2_07-cv-14298.xml mied-2_07-cv-15134.xml '
        'mied-2_09-cv-10418.xml mied-2_09-cv-14137.xml mied-2_10-cv-12210.xml ned-8_10-cr-00292.xml '
        'ned-8_10-cv-00203.xml ned-8_11-mj-00001.xml nynd-3_10-cv-00308.xml nynd-5_10-cv-01110.xml '
        'ohnd-1_08-cv-02531.xml ohnd-4_10-cv-02494.xml paed-2_07-cr-00151.xml paed-2_09-cv-02734.xml '
        'paed-5_08-cr-00379.xml'
    ),
    'juriscraper/fdsys/examples/2012': (
        'gamd-5_11-cv-00276.xml gamd-7_07-cv-00192.xml gamd-7_11-cr-00029.xml mad-1_11-cr-10183.xml '
        'mdd-8_08-cv-03419.xml mied-2_11-cv-10933.xml mied-2_11-cv-15052.xml mied-5_07-cv-13327.xml '
        'ned-4_08-cr-03088.xml ned-8_08-cr-00335.xml ned-8_11-cr-00035.xml ned-8_11-cv-00437.xml '
        'ohnd-1_10-cv-00822.xml ohnd-1_10-cv-02923.xml ohnd-1_11-cv-01148.xml ohnd-1_11-cv-02069.xml '
        'ohnd-3_10-cv-02487.xml paed-2_05-cr-00043.xml paed-2_11-cv-02823.xml'
    ),
    'juriscraper/fdsys/examples/2013': (
        'alnd-2_12-cv-02884.xml alnd-4_12-cv-01104.xml caed-1_12-cv-00041.xml caed-1_12-cv-00483.xml '
        'caed-1_12-cv-02079.xml caed-2_03-cv-02415.xml caed-2_09-cr-00488.xml caed-2_12-cv-01756.xml '
        'caed-2_12-cv-02850.xml caed-2_12-cv-02921.xml caed-2_12-cv-02984.xml dcd-1_08-cv-00642.xml '
        'hid-1_11-cv-00169.xml mied-5_12-cv-11972.xml ned-8_11-cv-00289.xml ohnd-1_12-cv-00047.xml '
        'ohnd-4_12-cv-02720.xml paed-2_12-cr-00079.xml'
    ),
    'juriscraper/fdsys/examples/2014': (
        'alsd-1_12-cv-00410.xml caed-1_13-cr-00279.xml caed-1_13-cv-01189.xml caed-1_13-cv-01898.xml '
        'caed-1_13-cv-01908.xml mnd-0_11-cr-00381.xml ncmd-1_13-cv-01006.xml tned-4_13-cr-00026.xml '
        'txnd-3_13-cr-00275.xml txnd-4_12-cv-00926.xml'
    ),
    'juriscraper/fdsys/examples/2015': (
        'caed-1_13-cv-00462.xml caed-1_13-cv-01717.xml caed-1_13-cv-02038.xml caed-1_14-cv-00389.xml '
        'caed-1_14-cv-01192.xml caed-1_14-cv-01227.xml caed-1_14-cv-01586.xml caed-2_13-cv-02064.xml '
        'caed-2_14-cv-01177.xml laed-2_14-cv-01599.xml mad-1_13-cv-10898.xml'
    ),
}

JUR_OPINIONS_KIND = {
    'tests/examples/opinions/united_states': (
        'acca_memorandum_example.html acca_p_example.html acca_summary_example.html afcca_example.html '
        'ag_example.html ala_example.json alacivapp_example.json alacrimapp_example.json alaska_example.html '
        'alaskactapp_example.html ariz_example.json arizctapp_div_1_example.json '
        'arizctapp_div_2_example.html ark_example.html arkctapp_example.html armfor_example.html '
        'asbca_example.html bap10_example.html bap1_example.html bap6_example.html bap8_example.html '
        'bap9_example.json bia_example.html bva_example.xml bva_subexample_1.txt ca10_example.xml '
        'ca11_p_example.html ca11_u_example.html ca1_example.html ca2_p_example.html ca2_p_example_2.html '
        'ca2_u_example_2.html ca3_p_example.html ca3_u_example.html ca3_u_example_2.html ca4_example.json '
        'ca6_example.html ca7_example.html ca8_example.html ca9_u_example.html cadc_example.html '
        'cadc_pi_example.html cadc_u_example.html cafc_example.xml cal_example.html calag_example.html '
        'calag_example_2.html calctapp_1st_example.html calctapp_2nd_example.html calctapp_3rd_example.html '
        'calctapp_4th_div1_example.html calctapp_4th_div2_example.html calctapp_4th_div3_example.html '
        'calctapp_5th_example.html calctapp_6th_example.html calctapp_u_example.html cavc_example.html '
        'cit_example.html cit_example_2.html colo_example.json coloctapp_example.json conn_example.html '
        'connappct_example.html dc_example.html dcd_example.html delaware_example.html delch_example.html '
        'delctcompl_example.html delsuperct_example.html fisc_example.html fiscr_example.html '
        'fla_example.json fladistctapp_1_example.json fladistctapp_2_example.json '
        'fladistctapp_3_example.json fladistctapp_4_example.json fladistctapp_5_example.json ga_example.html '
        'gactapp_example.html gactapp_example_2.html guam_example.html haw_example.html hawapp_example.html '
        'hawapp_example_2.html idaho_civil_example.json idaho_criminal_example.json '
        'idahoctapp_civil_example.json idahoctapp_u_example.json idahoctapp_u_per_curiam_example.json '
        'ill_example.html illappct_example.html illappct_example_2.html illappct_example_3.html '
        'illappct_example_4.html illappct_example_5.html illappct_example_6.html ind_example.json '
        'indctapp_example.json indctapp_reclassified_example.html indtc_example.json iowa_example.html '
        'iowa_example_2.html iowa_example_3.html iowa_example_4.html iowactapp_example.html '
        'kan_p_example.html kan_u_example.html kanctapp_p_example.html kanctapp_u_example.html '
        'ky_example.json kyctapp_example.json la_example.html lactapp_1_example.json lactapp_2_example.html '
        'lactapp_3_example.html lactapp_4_example.html lactapp_5_example.html mass_example.html '
        'massappct_example.html massappct_u_example.html masslandct_example.html masssuperct_example.html '
        'md_example.html mdag_example.json mdctspecapp_example.html mdctspecapp_example_2.html '
        'me_example.html me_example_2.html me_example_3.html mesuperct_example.html mich_example.json '
        'michctapp_example.json minn_example.html minnag_example.html minnag_example_2.html '
        'minnctapp_p_example.html minnctapp_u_example.html miss_example.html missctapp_example.html '
        'mo_example.html moctapp_eastern_example.html moctapp_southern_example.html '
        'moctapp_western_example.html mspb_p_example.html mspb_u_example.html nc_example.html '
        'ncbizct_example.html ncctapp_example.html nd_example.html nd_example_2.html neb_example.html '
        'nebctapp_example.html nev_example.json nevapp_example.json nh_p_example.json nh_p_example_2.json '
        'nh_u_example.json nj_example.html njsuperctappdiv_p_example.html njsuperctappdiv_u_example.html '
        'njtaxct_p_example.html njtaxct_u_example.html nm_example.html nmariana_example.html '
        'nmcca_example.json nmctapp_example.html ny_example.html nyag_example.html nyappdiv_1st_example.html '
        'nyappdiv_2nd_example.html nyappdiv_3rd_example.html nyappdiv_4th_example.html '
        'nyappterm_1st_example.html nyappterm_2nd_example.html nycityct_example.html nycivct_example.html '
        'nyclaimsct_example.html nycountyct_example.html nycrimct_example.html nydistct_example.html '
        'nyfamct_example.html nyjustct_example.html nysupct_commercial_example.html nysupct_example.html '
        'nysurct_example.html ohio_example.html ohioctapp_10_example.html ohioctapp_11_example.html '
        'ohioctapp_12_example.html ohioctapp_1_example.html ohioctapp_2_example.html '
        'ohioctapp_3_example.html ohioctapp_5_example.html ohioctapp_6_example.html ohioctapp_7_example.html '
        'ohioctapp_8_example.html ohioctapp_9_example.html ohioctcl_beginningofyear_example.html '
        'ohioctcl_example.html okla_example.html oklaag_example.html oklacivapp_example.html '
        'oklacrimapp_example.html olc_example.html or_example.json orctapp_example.json ortc_example.json '
        'pa_example.json pacommwct_example.json pasuperct_example.json prapp_example.html '
        'prsupreme_example.html ri_example.json sc_example.html sc_u_example.html scctapp_example.html '
        'scctapp_u_example.html scotus_chambers_example.html scotus_relating_example.html '
        'scotus_slip_example.html superctguam_example.html tax_example.json tenn_example.html '
        'tenn_workers_comp_example.html tenncrimapp_example.html tennctapp_example.html tex_example_2.html '
        'tex_example_3.html texag_example.html texbizct_example.html texcrimapp_example.html '
        'texcrimapp_subexample_1.html texcrimapp_subexample_2.html texcrimapp_subexample_3.html '
        'ttab_example.json txctapp10_example.html txctapp10_subexample_1.html txctapp10_subexample_2.html '
        'txctapp10_subexample_3.html txctapp11_example.html txctapp11_subexample_1.html '
        'txctapp11_subexample_2.html txctapp12_example.html txctapp12_subexample_1.html '
        'txctapp13_example.html txctapp13_subexample_1.html txctapp13_subexample_2.html '
        'txctapp14_example.html txctapp14_subexample_1.html txctapp15_example.html '
        'txctapp15_subexample_1.html txctapp1_example.html txctapp1_subexample_1.html '
        'txctapp1_subexample_25.html txctapp2_example.html txctapp2_subexample_1.html '
        'txctapp2_subexample_2.html txctapp3_example.html txctapp3_subexample_2.html txctapp4_example.html '
        'txctapp4_subexample_1.html txctapp4_subexample_2.html txctapp5_example.html '
        'txctapp5_subexample_1.html txctapp5_subexample_2.html txctapp6_subexample_1.html '
        'txctapp6_subexample_2.html txctapp7_example.html txctapp7_subexample_1.html '
        'txctapp7_subexample_2.html txctapp8_example.html txctapp8_subexample_1.html '
        'txctapp8_subexample_2.html txctapp9_example.html txctapp9_subexample_1.html '
        'txctapp9_subexample_2.html uscfc_example.html uscfc_example_2.html uscfc_vaccine_example.html '
        'uscgcoca_example.html utah_example.html utahctapp_example.html va_example.html '
        'vactapp_p_example.html vactapp_u_example.html virginislands_example.html visuper_example.json '
        'vt_criminal_example.html vt_example.html vtsuperct_civil_example.html '
        'vtsuperct_environmental_example.html vtsuperct_family_example.html vtsuperct_probate_example.html '
        'wash_example.html washctapp_p_example.html wis_example.html wisctapp_example.html wva_example.html '
        'wvactapp_example.html wyo_example.json'
    ),
}

JUR_OPINIONS_OTHER = {
    'tests/examples/opinions/united_states': (
        'acca_memorandum_example.compare.json acca_p_example.compare.json afcca_example.compare.json '
        'ag_example.compare.json alaska_example.compare.json alaskactapp_example.compare.json '
        'ariz_example.compare.json arizctapp_div_2_example.compare.json ark_example.compare.json '
        'armfor_example.compare.json asbca_example.compare.json bap10_example.compare.json '
        'bap1_example.compare.json bap6_example.compare.json bap8_example.compare.json '
        'bia_example.compare.json bva_example.compare.json ca11_p_example.compare.json '
        'ca2_p_example.compare.json ca2_p_example_2.compare.json ca2_p_example_3.compare.json '
        'ca2_u_example_2.compare.json ca3_p_example.compare.json ca3_p_example_2.compare.json '
        'ca3_u_example.compare.json ca3_u_example_2.compare.json ca4_example.compare.json '
        'ca5_example.compare.json ca6_example.compare.json ca7_example.compare.json '
        'ca9_p_example.compare.json cadc_example.compare.json cadc_pi_example.compare.json '
        'cafc_example.compare.json cal_example.compare.json calag_example.compare.json '
        'calag_example_2.compare.json calctapp_1st_example.compare.json calctapp_2nd_example.compare.json '
        'calctapp_4th_div2_example.compare.json calctapp_4th_div3_example.compare.json '
        'calctapp_6th_example.compare.json calctapp_u_example.compare.json cavc_example.compare.json '
        'cit_example.compare.json cit_example_2.compare.json coloctapp_example.compare.json '
        'conn_example.compare.json dc_example.compare.json delch_example.compare.json '
        'delctcompl_example.compare.json delsuperct_example.compare.json fisc_example.compare.json '
        'fla_example.compare.json fladistctapp_1_example.compare.json fladistctapp_2_example.compare.json '
        'fladistctapp_3_example.compare.json fladistctapp_4_example.compare.json '
        'fladistctapp_5_example.compare.json fladistctapp_6_example.compare.json ga_example.compare.json '
        'gactapp_example.compare.json gactapp_example_2.compare.json haw_example.compare.json '
        'hawapp_example.compare.json hawapp_example_2.compare.json idaho_criminal_example.compare.json '
        'idahoctapp_civil_example.compare.json idahoctapp_u_example.compare.json '
        'idahoctapp_u_per_curiam_example.compare.json ill_example.compare.json '
        'illappct_example_2.compare.json illappct_example_4.compare.json illappct_example_5.compare.json '
        'ind_example.compare.json indctapp_example.compare.json iowa_example.compare.json '
        'iowa_example_3.compare.json iowactapp_example.compare.json kan_p_example.compare.json '
        'kan_u_example.compare.json kanctapp_p_example.compare.json kyctapp_example.compare.json '
        'la_example.compare.json lactapp_3_example.compare.json lactapp_5_example.compare.json '
        'lactapp_5_example_2.compare.json mass_example.compare.json massappct_example.compare.json '
        'masssuperct_example.compare.json mdag_example.compare.json mdctspecapp_example.compare.json '
        'mdctspecapp_example_2.compare.json me_example.compare.json me_example_3.compare.json '
        'mesuperct_example.compare.json mich_example.compare.json minnag_example.compare.json '
        'minnag_example_2.compare.json minnctapp_p_example.compare.json miss_example.compare.json '
        'missctapp_example.compare.json mo_example.compare.json moctapp_eastern_example.compare.json '
        'mont_example.compare.json mspb_p_example.compare.json nc_example.compare.json '
        'ncbizct_example.compare.json nd_example.compare.json nd_example_2.compare.json '
        'neb_example.compare.json nebctapp_example.compare.json nh_p_example.compare.json '
        'nh_p_example_2.compare.json nh_u_example.compare.json nj_example.compare.json '
        'njsuperctappdiv_p_example.compare.json njsuperctappdiv_u_example.compare.json '
        'njtaxct_u_example.compare.json nmariana_example.compare.json nmctapp_example.compare.json '
        'ny_example.compare.json nyag_example.compare.json nyappdiv_2nd_example.compare.json '
        'nyappdiv_3rd_example.compare.json nyappdiv_4th_example.compare.json '
        'nyappterm_1st_example.compare.json nyappterm_2nd_example.compare.json nycityct_example.compare.json '
        'nycivct_example.compare.json nyclaimsct_example.compare.json nycountyct_example.compare.json '
        'nydistct_example.compare.json nyjustct_example.compare.json nysupct_commercial_example.compare.json '
        'nysupct_example.compare.json nysurct_example.compare.json ohio_example.compare.json '
        'ohioctapp_10_example.compare.json ohioctapp_12_example.compare.json '
        'ohioctapp_1_example.compare.json ohioctapp_2_example.compare.json ohioctapp_7_example.compare.json '
        'ohioctapp_8_example.compare.json ohioctapp_9_example.compare.json '
        'ohioctcl_beginningofyear_example.compare.json okla_example.compare.json oklaag_example.compare.json '
        'oklacrimapp_example.compare.json olc_example.compare.json orctapp_example.compare.json '
        'pa_example.compare.json pacommwct_example.compare.json pasuperct_example.compare.json '
        'ri_example.compare.json sc_u_example.compare.json scctapp_example.compare.json '
        'scctapp_u_example.compare.json scotus_chambers_example.compare.json sd_example.compare.json '
        'superctguam_example.compare.json tax_example.compare.json tenn_workers_comp_example.compare.json '
        'tenncrimapp_example.compare.json tex_example_2.compare.json tex_example_3.compare.json '
        'texag_example.compare.json texcrimapp_example.compare.json txctapp11_example.compare.json '
        'txctapp12_example.compare.json txctapp15_example.compare.json txctapp1_example.compare.json '
        'txctapp3_example.compare.json txctapp4_example.compare.json txctapp6_example.compare.json '
        'txctapp7_example.compare.json txctapp8_example.compare.json uscfc_example.compare.json '
        'uscfc_example_2.compare.json uscfc_vaccine_example.compare.json uscgcoca_example.compare.json '
        'utahctapp_example.compare.json va_example.compare.json vactapp_p_example.compare.json '
        'vactapp_u_example.compare.json virginislands_example.compare.json visuper_example.compare.json '
        'vt_criminal_example.compare.json vt_example.compare.json vtsuperct_civil_example.compare.json '
        'vtsuperct_environmental_example.compare.json vtsuperct_family_example.compare.json '
        'vtsuperct_probate_example.compare.json washctapp_p_example.compare.json '
        'washctapp_u_example.compare.json wis_example.compare.json wisctapp_example.compare.json '
        'wva_example.compare.json wvactapp_example.compare.json wyo_example.compare.json'
    ),
}

JUR_SCOTUS_KIND = {
    'tests/examples/scotus/dockets/htm': (
        '01-10063.htm 01-7849.htm 02-5514.htm 02-6455.htm 02A1002.htm 02A997.htm 04-10000.htm 04A1000.htm '
        '04A289.htm 06A1001.htm 06A122.htm 09-8612.htm 10A1000.htm 10A1244.htm 15-1001.htm 16A1002.htm '
        '16A668.htm'
    ),
}

JUR_SCOTUS_OTHER = {
    '': (
        '.git-blame-ignore-revs juriscraper/OpinionSiteLinearWebDriven.py '
        'juriscraper/opinions/united_states/administrative_agency/mspb_p.py '
        'juriscraper/opinions/united_states/federal_district/__init__.py '
        'juriscraper/opinions/united_states_backscrapers/federal_special/cit_2009.py '
        'juriscraper/opinions/united_states_backscrapers/readme.md '
        'juriscraper/oral_args/united_states/federal_appellate/ca3.py '
        'juriscraper/oral_args/united_states/federal_appellate/ca4.py '
        'tests/examples/lasc/case_queries/SRR000001;NCG;CV.json '
        'tests/examples/pacer/case_queries/flmd_408091.html tests/examples/pacer/claims_activity/nysb_1.html '
        'tests/examples/pacer/dockets/district/nysd_1.json tests/examples/pacer/dockets/district/nysd_2.html '
        'tests/examples/pacer/list_of_creditors/ilnb_1.json tests/examples/pacer/mobile_queries/dcd.html '
        'tests/examples/pacer/nda/ca9_2.txt tests/examples/state/texas/common/25-1066.html '
        'tests/local/test_PacerParseAppellateDocketTest.py'
    ),
    'juriscraper/fdsys/examples/2006': (
        'gamd-1_05-cr-00034.xml mdd-1_03-cv-03561.xml mdd-8_05-cv-01388.xml mdd-8_05-cv-03246.xml '
        'mied-2_05-cv-73947.xml ned-4_04-cv-03346.xml ohnd-3_02-cv-07374.xml'
    ),
    'juriscraper/fdsys/examples/2007': (
        'ca8-05-03108.xml ca8-06-01433.xml ca8-06-01893.xml gamd-4_06-cv-00117.xml gamd-5_98-cr-00104.xml '
        'mdd-1_07-cv-00131.xml ned-4_06-mj-03052.xml ned-8_07-mj-00001.xml paed-2_04-cv-01589.xml'
    ),
    'juriscraper/fdsys/examples/2008': (
        'ksd-2_03-cr-20129.xml ksd-2_07-cv-02431.xml mied-2_07-cv-10849.xml ned-4_07-cv-03190.xml '
        'ned-8_03-cr-00032.xml ned-8_06-cv-00421.xml ned-8_07-cr-00185.xml ned-8_07-cr-00278.xml '
        'nynd-5_07-cr-00490.xml ohnd-1_07-cv-03141.xml'
    ),
    'juriscraper/fdsys/examples/2009': (
        'gamd-3_08-cv-00023.xml mied-2_04-cv-71605.xml mied-2_08-cv-13371.xml ohnd-1_08-cv-01643.xml '
        'ohnd-3_07-cv-03168.xml paed-2_08-cv-03180.xml'
    ),
    'juriscraper/fdsys/examples/2010': (
        'gamd-7_09-cv-00086.xml mied-2_10-mj-30021.xml ned-4_09-cr-03068.xml ned-8_09-cv-00304.xml '
        'ned-8_10-mj-00002.xml'
    ),
    'juriscraper/fdsys/examples/2011': (
        'gamd-4_10-cv-00087.xml mad-1_11-cv-10182.xml mdd-1_10-cv-01544.xml mdd-1_10-cv-03611.xml'
    ),
    'juriscraper/fdsys/examples/2012': (
        'ca8-11-01745.xml idd-1_11-cr-00212.xml mied-2_10-cv-10841.xml mied-2_12-cv-10079.xml '
        'ned-4_11-cr-03061.xml ned-8_09-cv-00216.xml paed-2_10-cr-00330.xml'
    ),
    'juriscraper/fdsys/examples/2013': (
        'caed-1_09-cv-01882.xml caed-1_11-cv-02107.xml caed-1_13-cv-00016.xml caed-2_09-cv-02523.xml '
        'idd-4_12-cr-00109.xml txnd-3_11-cr-00361.xml'
    ),
    'juriscraper/fdsys/examples/2014': (
        'alsd-1_12-cv-00334.xml ca10-13-03320.xml ca4-13-04425.xml caed-1_05-cv-01284.xml '
        'caed-1_10-cr-00152.xml mnd-0_13-cv-02201.xml paed-2_13-cv-00777.xml txnd-3_13-cr-00301.xml'
    ),
    'juriscraper/fdsys/examples/2015': (
        'ca11-13-15948.xml ca11-14-10894.xml ca5-14-10021.xml ca7-14-02242.xml caed-1_10-cv-01814.xml '
        'caed-1_13-cr-00197.xml caed-2_14-cv-02591.xml canb-4_14-ap-04025.xml txsd-3_14-cv-00193.xml'
    ),
    'tests/examples/opinions/united_states': (
        'ill_example.html iowactapp_example.compare.json lactapp_5_example.compare.json '
        'mo_example.compare.json moctapp_eastern_example.html njsuperctappdiv_u_example.compare.json '
        'vtsuperct_civil_example.compare.json vtsuperct_environmental_example.html '
        'washctapp_u_example.compare.json'
    ),
    'tests/examples/pacer/attachment_pages': (
        'flsd_0510267.json hid_06101078891.html laed_085013034901.html mad_09503618537.html '
        'moed_10703299872.html ndd_1370299419.json ord_15103322370.json scd_163032.json sdd_16501239147.json'
    ),
    'tests/examples/pacer/docket_history_reports': (
        'cacd_26872.json ctd_115975.json ded_52516.html njd_312125.html nvd_113336.json nyed_305919.html '
        'wawd_247240.json'
    ),
    'tests/examples/pacer/dockets/bankruptcy': (
        'areb.html cacb_36.html caeb_8.html canb_6.html mdb_6.html mssb.json nvb_19.json nvb_23.html'
    ),
    'tests/examples/pacer/nef/s3': (
        'alsd_3.json ared_3.json arwd_5.json laed_1.json laed_2.json nyed_1.json paeb_1.txt pamb_3.json '
        'pawb_3.json'
    ),
    'tests/examples/scotus/dockets/htm': (
        '01-10063.json 01-7849.json 02-5514.json 02-6455.json 02A1002.json 02A997.json 04-10000.json '
        '04A1000.json 04A289.json 06A1001.json 06A122.json 09-8612.json 10A1000.json 10A1244.json '
        '15-1001.json 16A1002.json 16A668.json'
    ),
    'tests/examples/scotus/dockets/html': (
        '16-1014.html 16-1014.json 16-1265.html 16-1265.json 16A1191.html 16A1191.json 16A982.html '
        '16A982.json 16A985.html 16A985.json 16A989.html 16A989.json 17-5574.html 17-5574.json 17A80.html '
        '17A80.json 21-1397.html 21-1397.json'
    ),
    'tests/examples/scotus/dockets/json': (
        '16-1362.compare.json 16-1362.json 20-1268.compare.json 20-1268.json 21-1397.compare.json '
        '21-1397.json 23-7483.compare.json 23-7483.json 23A999.compare.json 23A999.json 24-966.compare.json '
        '24-966.json 24-999.compare.json 24-999.json 24A1.compare.json 24A1.json 24A100.compare.json '
        '24A100.json'
    ),
    'tests/examples/scotus/email': (
        '25-112.eml 25-112.json 25-250.eml 25-250.json 25-261.eml 25-261.json 25-83.eml 25-83.json '
        '25A1208.eml 25A1208.json 25a561-confirmation.eml 25a561-confirmation.json'
    ),
    'tests/examples/scotus/email/confirmation': (
        '25a561-failed.html 25a561-failed.json 25a561.html 25a561.json'
    ),
}

FD_SPRITES_KIND = {
    'sprites': (
        'apbxd0.png arm1a0.png arm1b0.png arm2a0.png bal2a0.png bal2c0.png bal7a3a7.png bal7a4a6.png '
        'bal7b4b6.png bal7c0.png bal7d0.png bbrna0.png bbrnb0.png bfe1d0.png bfe1e0.png bfe2a0.png '
        'bfgfb0.png bfggc0.png bon1a0.png bon2a0.png bon2b0.png bos2a2.png bos2a4.png bos2b1.png bos2b3.png '
        'bos2b7.png bos2b8.png bos2c6.png bos2c7.png bos2d2.png bos2e2.png bos2f2.png bos2f6.png bos2f8.png '
        'bos2g1.png bos2g4.png bos2g8.png bos2h2.png bos2h8.png bos2k0.png bos2n0.png bossa1.png bossa2.png '
        'bossa4.png bossa6.png bossb3.png bossb8.png bossc2.png bossc5.png bossc7.png bossd4.png bossd5.png '
        'bossd6.png bosse2.png bosse8.png bossf8.png bossg5.png bossg7.png bossh3.png bossh6.png bskua0.png '
        'bspia1d1.png bspib3b7.png bspic1f1.png bspic3c7.png bspic5f5.png bspig2g8.png bspih1.png bspih5.png '
        'bspii1.png bspio0.png bspip0.png cella0.png celpa0.png ceyec0.png chgfb0.png chgga0.png clipa0.png '
        'col4a0.png col6a0.png cposa3a7.png cposb5.png cposc2c8.png cposc4c6.png cposd1.png cposd2d8.png '
        'cposf5.png cposi0.png cposm0.png cposn0.png cposo0.png cposq0.png cposs0.png cpost0.png cybra1.png '
        'cybra2a8.png cybrd4d6.png cybre3e7.png cybre4e6.png cybrg1.png cybrg5.png cybrm0.png cybrn0.png '
        'eleca0.png fatba2a8.png fatta4a6.png fattb1.png fattb2b8.png fattb4b6.png fattc1.png fattd5.png '
        'fattf4f6.png fattg1.png fattg3g7.png fattj6.png fattj8.png fattl0.png fattt0.png fbxpa0.png '
        'fbxpb0.png fcanb0.png fireh0.png fskuc0.png gor1c0.png gor2a0.png hdb3a0.png hdb4a0.png heada1.png '
        'headc2c8.png headd1.png heade3e7.png headf2f8.png headh0.png keenc0.png keeni0.png manfa7a3.png '
        'manfa8a2.png manfb8b2.png mguna0.png misfa0.png misfc0.png misfd0.png misga0.png misld0.png '
        'paina1.png painb1.png painb3b7.png painf2f8.png painf3f7.png painf4f6.png paini0.png painm0.png '
        'pinvd0.png plasa0.png playa5.png playb3b7.png playb4b6.png playc1.png playc4c6.png playe2e8.png '
        'playf2f8.png playi0.png playl0.png playu0.png playw0.png plssb0.png plyca4a6.png plycb4b6.png '
        'plycc3c7.png plycd1.png plycd4d6.png plycd5.png plyce4e6.png plycf2f8.png plycf3f7.png plycf5.png '
        'plycg4g6.png plycj0.png plycn0.png plycp0.png pol6b0.png possa1.png possa3.png possb1.png '
        'possb2.png possb3.png possb4.png possc1.png possc6.png possd8.png posse5.png possf4.png possf7.png '
        'possg3.png possl0.png puffb0.png pvisa0.png sarga1.png sarga2a8.png sarga5.png sargb1.png '
        'sargb4b6.png sargc1.png sargc2c8.png sargc3c7.png sargd1.png sarge4e6.png sargf4f6.png sargg1.png '
        'sargg2g8.png sargg4g6.png sargg5.png sargh1.png sargh4h6.png sargj0.png shota0.png shtgc0.png '
        'skela1d1.png skela4d6.png skela7d3.png skelb2e8.png skelj1.png skelj6j4.png skelj8j2.png '
        'skelk7k3.png skell6l4.png skelo0.png skelq0.png skulb7b3.png skule6e4.png skule8e2.png skulf0.png '
        'smbtc0.png smita0.png smrtc0.png sould0.png spidc2c8.png spidc3c7.png spidc5.png spide1.png '
        'spide3e7.png spidf4f6.png spidg6.png spidh1.png spidh8.png spidi1.png spidi5.png spidn0.png '
        'spidq0.png sposa3a7.png sposa5.png sposc3c7.png sposd4d6.png spose4e6.png spose5.png sposf1.png '
        'sposg1.png sposg3g7.png sposg5.png sswva1.png sswva5.png sswvb5.png sswvc3c7.png sswvd3d7.png '
        'sswve5.png sswvf3f7.png sswvf4f6.png sswvf5.png sswvg1.png sswvg2g8.png sswvh2h8.png sswvh3h7.png '
        'sswvh4h6.png sswvq0.png sswvs0.png tfogh0.png tgrnc0.png tlmpc0.png tlp2d0.png tre2a0.png '
        'tredd0.png trooa5.png trooc3c7.png trooe4e6.png troof3f7.png troof4f6.png troof5.png trool0.png '
        'troor0.png vile[0.png vilea1d1.png vileb1e1.png vileb3e7.png vilec2f8.png vilei0.png vilek0.png '
        'vilen0.png vilep0.png viler0.png ykeyb0.png'
    ),
}

FD_SPRITES_OTHER = {
    '': (
        'COMPILING.adoc graphics/text/README graphics/text/tint.py lumps/dmxgus/README '
        'lumps/genmidi/mkgenmidi lumps/playpal/Makefile lumps/textures/Makefile '
        'lumps/textures/build-textures manual/cover/template.svg scripts/fix-deutex-pngs '
        'scripts/map-color-index'
    ),
    'flats': (
        'aqf027.png aqf041.png aqf058.png aqf073.png dem1_6.png fcgrate2.png flat14.png flat5_5.png '
        'flat9.png rrock13.png rrock14.png slime01.png'
    ),
    'graphics': (
        'ammnum7.png brdr_t.png interpic.png smmgun1.png smunkn0.png stcfn048.png stcfn082.png stcfn093.png '
        'stcfn095.png stfb3.png stfouch4.png stgnum4.png stkeys0.png stpb2.png sttnum2.png sttnum4.png '
        'sttnum9.png stysnum3.png'
    ),
    'graphics/text/fontchars': (
        'font038.png font049.png font055.png font081.png font098.png font101.png font107.png'
    ),
    'levels': (
        'dm13.wad dm15.wad dm16.wad e1m4.wad e1m9.wad e2m1.wad map01.wad map18.wad'
    ),
    'lumps/genmidi/instruments': (
        'instr007-2.sbi instr013.sbi instr017-2.sbi instr017.sbi instr024-2.sbi instr027-2.sbi '
        'instr034-2.sbi instr038.sbi instr047-2.sbi instr064.sbi instr065.sbi instr070.sbi instr072.sbi '
        'instr082-2.sbi instr090-2.sbi instr105-2.sbi instr126-2.sbi instr127-2.sbi perc43.sbi perc46-2.sbi '
        'perc47.sbi perc81.sbi'
    ),
    'manual/images': (
        'key-icons.png map.png map01-sshot.png monster-trilobite.png monster-zombie.png'
    ),
    'musics': (
        'd_dm15.mid d_e2m4.mid d_e2m8.mid d_map21.mid d_map23.mid'
    ),
    'patches': (
        'ag128_2.png altaqua.png aqconc05.png aqlite01.png aqlite05.png aqlite10.png aqlite21.png '
        'aqmetf16.png aqmetl06.png aqmetl10.png aqmetl12.png aqmetl25.png aqmetl27.png aqpanl01.png '
        'aqpipe06.png aqpipe10.png aqpipe13.png aqpipe14.png aqrust06.png bfall2.png blitb0.png bodies.png '
        'camo1.png camo4.png cavern5.png comp02_4.png comp04_1.png crwdt3.png dexal.png dirbri1.png '
        'doblip3a.png dobwire.png door15_1.png dopunk4.png doshd1.png dospi2b.png dospi3b.png dosw1.png '
        'doswx1.png drside2.png dummy.png grnopen.png mc2.png mosrok2.png mwall2_1.png mwall4_2.png '
        'pblue.png pdummy.png pl_25.png pl_t.png pred.png redlite2.png rp1_1.png rw19_4.png rw21_5.png '
        'rw22_2.png rw30_3.png rw36_1.png rw38_1.png rw41_1.png rw48_1.png rwdmon2.png rwdmon7.png sky2.png '
        'sky2b.png step07.png stonew1.png sw16_6.png sw17_1.png sw17_3.png sw2_4.png sw2s0.png sw4s1.png '
        't14_4.png tp7_2.png w101_2.png w103_1.png w106_2.png w111_3.png w113_1.png w32_4.png w67_2.png '
        'w94_1.png w96_1.png wall00_2.png wall00_8.png wall01_6.png wall04_9.png wall47_5.png wall50_1.png '
        'wall55_1.png wall59_1.png wall63_2.png wall72_5.png wall97_3.png wolf2b.png wolf6.png wolf8.png'
    ),
    'sounds': (
        'dpbgsit2.txt dpdbload.txt dpmetal.txt dppepain.txt dpshotgn.txt dsdbload.wav dsdbopn.wav '
        'dsdshtgn.wav dsskedth.wav dsstnmov.wav'
    ),
    'sprites': (
        'README blank.png dummy.png nomonst.png'
    ),
}

FD_LEVELS_KIND = {
    'levels': (
        'e1m1.wad e1m2.wad e1m3.wad e1m4.wad e1m5.wad e1m6.wad e1m7.wad e1m8.wad e1m9.wad e2m1.wad e2m2.wad '
        'e2m3.wad e2m4.wad e2m5.wad e2m6.wad e2m7.wad e2m8.wad e2m9.wad e3m1.wad e3m2.wad e3m3.wad e3m4.wad '
        'e3m5.wad e3m6.wad e3m7.wad e3m8.wad e3m9.wad e4m1.wad e4m2.wad e4m3.wad e4m4.wad e4m5.wad e4m6.wad '
        'e4m7.wad e4m8.wad e4m9.wad'
    ),
}

FD_LEVELS_OTHER = {
    '': (
        'CREDITS-MUSIC graphics/text/fontchars/font073.png lumps/dmxgus/config.py '
        'manual/images/scythe-map09.png musics/d_dm20.mid musics/d_dm22.mid scripts/makejson'
    ),
    'flats': (
        'aqf010.png aqf038.png flat23.png mflr8_1.png'
    ),
    'graphics': (
        'brdr_t.png m_dm.png smpisg1.png smsgn20.png smshot0.png stftl40.png stgnum4.png stgnum6.png '
        'stysnum5.png'
    ),
    'levels': (
        'README dm01.wad dm02.wad dm03.wad dm04.wad dm05.wad dm06.wad dm07.wad dm08.wad dm09.wad dm10.wad '
        'dm11.wad dm12.wad dm13.wad dm14.wad dm15.wad dm16.wad dm17.wad dm18.wad dm19.wad dm20.wad dm21.wad '
        'dm22.wad dm23.wad dm24.wad dm25.wad dm26.wad dm27.wad dm28.wad dm29.wad dm30.wad dm31.wad dm32.wad '
        'dummy.wad map01.wad map02.wad map03.wad map04.wad map05.wad map06.wad map07.wad map08.wad map09.wad '
        'map10.wad map11.wad map12.wad map13.wad map14.wad map15.wad map16.wad map17.wad map18.wad map19.wad '
        'map20.wad map21.wad map22.wad map23.wad map24.wad map25.wad map26.wad map27.wad map28.wad map29.wad '
        'map30.wad map31.wad map32.wad test_levels.wad'
    ),
    'lumps/genmidi/instruments': (
        'instr009.sbi instr013.sbi instr016.sbi instr019-2.sbi instr039.sbi instr042.sbi instr066.sbi '
        'instr106.sbi instr116.sbi perc64.sbi perc73-2.sbi'
    ),
    'patches': (
        'README aqconc03.png aqconc09.png aqlite03.png aqlite05.png aqpanl01.png aqpipe11.png arock3.png '
        'arock5.png bcratel1.png bigmural.png blitb0.png carllf1.png crlwdh6.png crlwdl6c.png dosnite.png '
        'dotv2b.png dotv4b.png espi12_4.png grate.png logo.png mtnt2.png pbrick8.png pl_18.png rsky3.png '
        'rw42_3.png rw8_2.png sfall2.png snak8_1.png step05.png sw16_6.png sw17_5.png sw19_3.png tp3_1.png '
        'w13_8.png w15_5.png w67_1.png w99_1.png wall47_3.png wall48_4.png wall59_1.png wall64_2.png '
        'wolf17.png'
    ),
    'sounds': (
        'dpflame.txt dpitmbk.txt dpposact.txt dsdshtgn.wav dsplasma.wav dsskesit.wav dsssdth.wav'
    ),
    'sprites': (
        'bal1a0.png bfe1d0.png bon2a0.png bossb2.png bossb3.png bossb6.png bossg6.png bossg8.png '
        'cposf4f6.png cybri0.png cybrp0.png fattc1.png fattj6.png fatto0.png fbxpb0.png fcanc0.png '
        'firec0.png gor1a0.png headb2b8.png headc2c8.png headd1.png headd2d8.png headf2f8.png manfa6a4.png '
        'misla5.png pinvb0.png plycb1.png plycd2d8.png plycg5.png plycp0.png posse8.png possg3.png '
        'sarga3a7.png sargk0.png sawgc0.png skeli1.png skelj7j3.png skuld1.png spidd4d6.png spidh3.png '
        'spidh7.png spidq0.png sposf5.png sswvb1.png sswvd4d6.png sswve1.png sswvr0.png tredb0.png '
        'trooc1.png vilec1f1.png vilec4f6.png viles0.png'
    ),
}

FD_GENMIDI_KIND = {
    'lumps/genmidi/instruments': (
        'instr001-2.sbi instr001.sbi instr002-2.sbi instr002.sbi instr003-2.sbi instr003.sbi instr004-2.sbi '
        'instr004.sbi instr005-2.sbi instr005.sbi instr006-2.sbi instr006.sbi instr007-2.sbi instr007.sbi '
        'instr008-2.sbi instr008.sbi instr009-2.sbi instr009.sbi instr010-2.sbi instr010.sbi instr011-2.sbi '
        'instr011.sbi instr012-2.sbi instr012.sbi instr013-2.sbi instr013.sbi instr014.sbi instr015-2.sbi '
        'instr015.sbi instr016-2.sbi instr016.sbi instr017-2.sbi instr017.sbi instr018-2.sbi instr018.sbi '
        'instr019-2.sbi instr019.sbi instr020-2.sbi instr020.sbi instr021-2.sbi instr021.sbi instr022-2.sbi '
        'instr022.sbi instr023-2.sbi instr023.sbi instr024-2.sbi instr024.sbi instr025-2.sbi instr025.sbi '
        'instr026-2.sbi instr026.sbi instr027-2.sbi instr027.sbi instr028-2.sbi instr028.sbi instr029-2.sbi '
        'instr029.sbi instr030-2.sbi instr030.sbi instr031-2.sbi instr031.sbi instr032-2.sbi instr032.sbi '
        'instr033-2.sbi instr033.sbi instr034-2.sbi instr034.sbi instr035-2.sbi instr035.sbi instr036-2.sbi '
        'instr036.sbi instr037-2.sbi instr037.sbi instr038-2.sbi instr038.sbi instr039.sbi instr040-2.sbi '
        'instr040.sbi instr041-2.sbi instr041.sbi instr042.sbi instr043-2.sbi instr043.sbi instr044.sbi '
        'instr045-2.sbi instr045.sbi instr046-2.sbi instr046.sbi instr047-2.sbi instr047.sbi instr048-2.sbi '
        'instr048.sbi instr049-2.sbi instr049.sbi instr050-2.sbi instr050.sbi instr051-2.sbi instr051.sbi '
        'instr052-2.sbi instr052.sbi instr053-2.sbi instr053.sbi instr054-2.sbi instr054.sbi instr055-2.sbi '
        'instr055.sbi instr056-2.sbi instr056.sbi instr057.sbi instr058-2.sbi instr058.sbi instr059.sbi '
        'instr060.sbi instr061-2.sbi instr061.sbi instr062-2.sbi instr062.sbi instr063-2.sbi instr063.sbi '
        'instr064-2.sbi instr064.sbi instr065.sbi instr066.sbi instr067.sbi instr068.sbi instr069-2.sbi '
        'instr069.sbi instr070.sbi instr071.sbi instr072.sbi instr073.sbi instr074.sbi instr075.sbi '
        'instr076-2.sbi instr076.sbi instr077-2.sbi instr077.sbi instr078-2.sbi instr078.sbi instr079.sbi '
        'instr080.sbi instr081-2.sbi instr081.sbi instr082-2.sbi instr082.sbi instr083-2.sbi instr083.sbi '
        'instr084-2.sbi instr084.sbi instr085.sbi instr086-2.sbi instr086.sbi instr087-2.sbi instr087.sbi '
        'instr088-2.sbi instr088.sbi instr089-2.sbi instr089.sbi instr090-2.sbi instr090.sbi instr091-2.sbi '
        'instr091.sbi instr092-2.sbi instr092.sbi instr093-2.sbi instr093.sbi instr094-2.sbi instr094.sbi '
        'instr095-2.sbi instr095.sbi instr096-2.sbi instr096.sbi instr097-2.sbi instr097.sbi instr098-2.sbi '
        'instr098.sbi instr099-2.sbi instr099.sbi instr100-2.sbi instr100.sbi instr101-2.sbi instr101.sbi '
        'instr102-2.sbi instr102.sbi instr103-2.sbi instr103.sbi instr104-2.sbi instr104.sbi instr105-2.sbi '
        'instr105.sbi instr106-2.sbi instr106.sbi instr107.sbi instr108.sbi instr109.sbi instr110-2.sbi '
        'instr110.sbi instr111.sbi instr112.sbi instr113.sbi instr114.sbi instr115-2.sbi instr115.sbi '
        'instr116.sbi instr117-2.sbi instr117.sbi instr118-2.sbi instr118.sbi instr119-2.sbi instr119.sbi '
        'instr120-2.sbi instr120.sbi instr121.sbi instr122-2.sbi instr122.sbi instr123-2.sbi instr123.sbi '
        'instr124.sbi instr125-2.sbi instr125.sbi instr126-2.sbi instr126.sbi instr127-2.sbi instr127.sbi '
        'instr128.sbi'
    ),
}

FD_GENMIDI_OTHER = {
    '': (
        '.adoc-layout.conf bootstrap/Makefile graphics/titlepic/README levels/dm04.wad levels/dm24.wad '
        'lumps/dmxgus/comparison.py manual/freedoom-manual-en.adoc'
    ),
    'flats': (
        'aqf037.png ceil3_3.png cons1_7.png cratop2.png dummy2.png flat5_6.png floor1_1.png slime12.png '
        'slime13a.png'
    ),
    'graphics': (
        'endpic.png stcfn073.png stcfn082.png stcfn083.png stcfn090.png stfst10.png stftl30.png stgnum0.png '
        'stkeys6.png sttnum1.png'
    ),
    'graphics/text/fontchars': (
        'font049.png font054.png font101.png font117.png'
    ),
    'lumps': (
        'demo1_p2.lmp fdmgconf.lmp fdmzminf.lmp'
    ),
    'lumps/genmidi/instruments': (
        'dummy.sbi perc35.sbi perc36.sbi perc37-2.sbi perc37.sbi perc38-2.sbi perc38.sbi perc39-2.sbi '
        'perc39.sbi perc40-2.sbi perc40.sbi perc41.sbi perc42-2.sbi perc42.sbi perc43.sbi perc44.sbi '
        'perc45.sbi perc46-2.sbi perc46.sbi perc47.sbi perc48.sbi perc49-2.sbi perc49.sbi perc50.sbi '
        'perc51-2.sbi perc51.sbi perc52-2.sbi perc52.sbi perc53.sbi perc54-2.sbi perc54.sbi perc55-2.sbi '
        'perc55.sbi perc56.sbi perc57-2.sbi perc57.sbi perc58.sbi perc59.sbi perc60-2.sbi perc60.sbi '
        'perc61-2.sbi perc61.sbi perc62-2.sbi perc62.sbi perc63-2.sbi perc63.sbi perc64-2.sbi perc64.sbi '
        'perc65.sbi perc66.sbi perc67-2.sbi perc67.sbi perc68-2.sbi perc68.sbi perc70.sbi perc71.sbi '
        'perc72.sbi perc73-2.sbi perc73.sbi perc74-2.sbi perc74.sbi perc75.sbi perc76.sbi perc77.sbi '
        'perc78.sbi perc79.sbi perc80.sbi perc81.sbi'
    ),
    'musics': (
        'd_dm19.mid d_dm30.mid d_e3m8.mid'
    ),
    'patches': (
        'aqlite13.png aqmetl07.png aqmetl27.png aqpipe08.png aqsupp09.png arock5.png asphalt.png bfall4.png '
        'comp02_4.png dirbri1.png dobigtvd.png dogrmsc.png door15_3.png doswx3c.png hell8_2.png mc1.png '
        'mc12.png mc13.png mod2.png mwall1_2.png mwall4_1.png pl_01.png preel5.png rw11_3.png rw15_4.png '
        'rw16_1.png rw20_3.png rwdm11c.png saw2sd.png sky2b.png snak6_1.png sw18_7.png sw19_3.png sw2_6.png '
        'sw2skull.png tscrn6.png tscrn8.png w108_2.png w112_3.png w13_a.png w33_5.png wall00_4.png '
        'wall42_3.png wall47_3.png wall54_2.png wall58_1.png wall69_9.png'
    ),
    'sounds': (
        'dpbdcls.txt dpbospit.txt dprlaunc.txt dpstnmov.txt dpvilatk.txt dscybdth.wav dsdbload.wav'
    ),
    'sprites': (
        'bos2a1.png bos2e4.png bos2e6.png bossb2.png bosse1.png bossg1.png bossh8.png bspid2d8.png '
        'bspii5.png cposc2c8.png cposf4f6.png cybrl0.png fatba5.png fattc2c8.png fattj2.png fattr0.png '
        'fbxpc0.png hdb2a0.png ifogd0.png misga0.png painc1.png pinva0.png possb2.png possb4.png possc4.png '
        'possd4.png puffa0.png sargd2d8.png sargf3f7.png sht2e0.png skeli5.png skelj1.png skell8l2.png '
        'smgtd0.png spida4a6.png spidf3f7.png spids0.png sposf4f6.png sswvd3d7.png tblud0.png trooa4a6.png '
        'troom0.png'
    ),
}

MT_SOUNDS_KIND = {
    'mods/carts/sounds': (
        'carts_cart_moving.1.ogg carts_cart_moving.2.ogg carts_cart_moving.3.ogg'
    ),
    'mods/default/sounds': (
        'default_break_glass.1.ogg default_break_glass.2.ogg default_break_glass.3.ogg '
        'default_chest_close.ogg default_chest_open.ogg default_cool_lava.1.ogg default_cool_lava.2.ogg '
        'default_cool_lava.3.ogg default_dig_choppy.1.ogg default_dig_choppy.2.ogg default_dig_choppy.3.ogg '
        'default_dig_cracky.1.ogg default_dig_cracky.2.ogg default_dig_cracky.3.ogg default_dig_crumbly.ogg '
        'default_dig_dig_immediate.ogg default_dig_metal.ogg default_dig_oddly_breakable_by_hand.ogg '
        'default_dig_snappy.ogg default_dirt_footstep.1.ogg default_dirt_footstep.2.ogg '
        'default_dug_metal.1.ogg default_dug_metal.2.ogg default_dug_node.1.ogg default_dug_node.2.ogg '
        'default_furnace_active.ogg default_glass_footstep.ogg default_grass_footstep.1.ogg '
        'default_grass_footstep.2.ogg default_grass_footstep.3.ogg default_gravel_dig.1.ogg '
        'default_gravel_dig.2.ogg default_gravel_dug.1.ogg default_gravel_dug.2.ogg default_gravel_dug.3.ogg '
        'default_gravel_footstep.1.ogg default_gravel_footstep.2.ogg default_gravel_footstep.3.ogg '
        'default_gravel_footstep.4.ogg default_hard_footstep.1.ogg default_hard_footstep.2.ogg '
        'default_hard_footstep.3.ogg default_ice_dig.1.ogg default_ice_dig.2.ogg default_ice_dig.3.ogg '
        'default_ice_dug.ogg default_ice_footstep.1.ogg default_ice_footstep.2.ogg '
        'default_ice_footstep.3.ogg default_item_smoke.ogg default_metal_footstep.1.ogg '
        'default_metal_footstep.2.ogg default_metal_footstep.3.ogg default_place_node.1.ogg '
        'default_place_node.2.ogg default_place_node.3.ogg default_place_node_hard.1.ogg '
        'default_place_node_hard.2.ogg default_place_node_metal.1.ogg default_place_node_metal.2.ogg '
        'default_sand_footstep.1.ogg default_sand_footstep.2.ogg default_sand_footstep.3.ogg '
        'default_snow_footstep.1.ogg default_snow_footstep.2.ogg default_snow_footstep.3.ogg '
        'default_snow_footstep.4.ogg default_snow_footstep.5.ogg default_tool_breaks.1.ogg '
        'default_tool_breaks.2.ogg default_tool_breaks.3.ogg default_water_footstep.1.ogg '
        'default_water_footstep.2.ogg default_water_footstep.3.ogg default_wood_footstep.1.ogg '
        'default_wood_footstep.2.ogg'
    ),
    'mods/doors/sounds': (
        'doors_door_close.ogg doors_door_open.ogg doors_fencegate_close.ogg doors_fencegate_open.ogg '
        'doors_glass_door_close.ogg doors_glass_door_open.ogg doors_steel_door_close.ogg '
        'doors_steel_door_open.ogg'
    ),
    'mods/env_sounds/sounds': (
        'env_sounds_lava.1.ogg env_sounds_lava.2.ogg env_sounds_water.1.ogg env_sounds_water.2.ogg '
        'env_sounds_water.3.ogg env_sounds_water.4.ogg'
    ),
    'mods/fire/sounds': (
        'fire_extinguish_flame.1.ogg fire_extinguish_flame.2.ogg fire_extinguish_flame.3.ogg fire_fire.1.ogg '
        'fire_fire.2.ogg fire_fire.3.ogg fire_flint_and_steel.ogg fire_large.ogg fire_small.ogg'
    ),
    'mods/tnt/sounds': (
        'tnt_explode.ogg tnt_gunpowder_burning.ogg tnt_ignite.ogg'
    ),
    '': (
        'mods/xpanes/sounds/xpanes_steel_bar_door_close.ogg '
        'mods/xpanes/sounds/xpanes_steel_bar_door_open.ogg'
    ),
}

MT_SOUNDS_OTHER = {
    '': (
        '.github/workflows/luacheck.yml .github/workflows/test.yml .luacheckrc mods/beds/spawns.lua '
        'mods/beds/textures/beds_bed_foot.png mods/binoculars/README.txt mods/binoculars/license.txt '
        'mods/binoculars/locale/binoculars.jbo.tr mods/binoculars/locale/binoculars.pt_BR.tr '
        'mods/binoculars/textures/binoculars_binoculars.png mods/boats/README.txt '
        'mods/boats/locale/template.txt mods/bones/README.txt mods/bones/license.txt mods/bucket/init.lua '
        'mods/bucket/textures/bucket_lava.png mods/butterflies/locale/butterflies.it.tr '
        'mods/butterflies/locale/butterflies.zh_TW.tr mods/butterflies/mod.conf '
        'mods/butterflies/textures/butterflies_butterfly_violet_animated.png mods/carts/locale/carts.lv.tr '
        'mods/carts/locale/carts.uk.tr mods/carts/models/carts_cart.blend '
        'mods/creative/locale/creative.bg.tr mods/creative/locale/creative.de.tr '
        'mods/creative/textures/creative_search_icon.png mods/default/models/chest_open.obj '
        'mods/default/models/torch_ceiling.obj mods/default/sounds/player_damage.ogg mods/doors/README.txt '
        'mods/doors/init.lua mods/doors/models/door_a.b3d mods/doors/models/doors_fencegate_open.obj '
        'mods/doors/textures/doors_door_steel.png mods/doors/textures/doors_trapdoor_side.png '
        'mods/dungeon_loot/license.txt mods/dungeon_loot/loot.lua mods/env_sounds/init.lua '
        'mods/farming/locale/farming.ms.tr mods/farming/locale/template.txt mods/farming/nodes.lua '
        'mods/fire/README.txt mods/fire/textures/fire_basic_flame_animated.png '
        'mods/fire/textures/fire_flint_steel.png mods/fireflies/locale/fireflies.sv.tr '
        'mods/fireflies/mod.conf mods/fireflies/textures/fireflies_bugnet.png '
        'mods/flowers/textures/flowers_tulip_black.png mods/give_initial_stuff/README.txt '
        'mods/keys/license.txt mods/keys/locale/keys.zh_TW.tr mods/map/README.txt mods/map/locale/map.sk.tr '
        'mods/map/locale/template.txt mods/mtg_craftguide/mod.conf mods/screwdriver/locale/screwdriver.sv.tr '
        'mods/sethome/locale/sethome.fr.tr mods/sfinv/README.txt mods/sfinv/api.lua mods/spawn/init.lua '
        'mods/stairs/license.txt mods/tnt/README.txt mods/tnt/locale/tnt.jbo.tr mods/tnt/locale/tnt.sk.tr '
        'mods/vessels/README.txt mods/walls/init.lua mods/walls/locale/walls.ja.tr '
        'mods/walls/locale/walls.ms.tr mods/xpanes/textures/xpanes_door_steel_bar.png'
    ),
    'mods/beds/locale': (
        'beds.bg.tr beds.eo.tr beds.it.tr beds.jbo.tr beds.ms.tr beds.pl.tr beds.sv.tr beds.zh_CN.tr'
    ),
    'mods/bones/locale': (
        'bones.it.tr bones.ja.tr bones.lv.tr'
    ),
    'mods/bones/textures': (
        'bones_bottom.png bones_side.png bones_top.png'
    ),
    'mods/bucket/locale': (
        'bucket.pl.tr bucket.sv.tr bucket.zh_TW.tr'
    ),
    'mods/carts/textures': (
        'carts_cart_top.png carts_rail_crossing_brk.png carts_rail_crossing_pwr.png '
        'carts_rail_curved_pwr.png carts_rail_straight_brk.png carts_rail_t_junction_brk.png '
        'carts_rail_t_junction_pwr.png'
    ),
    'mods/default': (
        'craftitems.lua legacy.lua torch.lua'
    ),
    'mods/default/locale': (
        'default.eo.tr default.ru.tr default.sv.tr default.zh_TW.tr'
    ),
    'mods/default/schematics': (
        'jungle_tree_from_sapling.mts pine_bush.mts pine_tree.mts'
    ),
    'mods/default/textures': (
        'bubble.png default_acacia_wood.png default_bookshelf.png default_bookshelf_slot.png '
        'default_coniferous_litter.png default_copper_ingot.png default_coral_green.png '
        'default_desert_sand.png default_desert_stone.png default_dry_grass_3.png default_dry_grass_side.png '
        'default_dry_shrub.png default_fence_overlay.png default_fern_1.png default_fern_2.png '
        'default_gold_lump.png default_junglewood.png default_kelp.png default_mese_crystal_fragment.png '
        'default_mese_post_light_side.png default_meselamp.png default_mossycobble.png '
        'default_obsidian_brick.png default_papyrus.png default_pine_sapling.png default_pine_tree_top.png '
        'default_sand.png default_snow_side.png default_stone_block.png default_tin_block.png '
        'default_tin_ingot.png default_tool_diamondaxe.png default_tool_mesesword.png '
        'default_tool_steelpick.png default_tree.png'
    ),
    'mods/doors/locale': (
        'doors.fr.tr doors.sv.tr doors.zh_CN.tr'
    ),
    'mods/dye/locale': (
        'dye.id.tr dye.ja.tr dye.jbo.tr dye.ms.tr dye.pt_BR.tr dye.zh_TW.tr'
    ),
    'mods/dye/textures': (
        'dye_dark_green.png dye_pink.png dye_red.png dye_white.png'
    ),
    'mods/farming/textures': (
        'farming_cotton_1.png farming_cotton_3.png farming_soil_wet_side.png farming_wheat_6.png '
        'farming_wheat_seed.png'
    ),
    'mods/fire/locale': (
        'fire.id.tr fire.jbo.tr fire.zh_CN.tr'
    ),
    'mods/flowers/locale': (
        'flowers.eo.tr flowers.ja.tr flowers.lv.tr flowers.zh_TW.tr'
    ),
    'mods/game_commands/locale': (
        'game_commands.de.tr game_commands.jbo.tr game_commands.ms.tr game_commands.ru.tr '
        'game_commands.zh_CN.tr'
    ),
    'mods/mtg_craftguide/locale': (
        'mtg_craftguide.fr.tr mtg_craftguide.id.tr mtg_craftguide.jbo.tr'
    ),
    'mods/sfinv/locale': (
        'sfinv.eo.tr sfinv.ja.tr sfinv.uk.tr sfinv.zh_CN.tr sfinv.zh_TW.tr'
    ),
    'mods/stairs/locale': (
        'stairs.de.tr stairs.fr.tr stairs.jbo.tr'
    ),
    'mods/stairs/textures': (
        'stairs_glass_stairside.png stairs_obsidian_glass_outer_stairside.png '
        'stairs_obsidian_glass_stairside.png'
    ),
    'mods/tnt/textures': (
        'tnt_blast.png tnt_boom.png tnt_gunpowder_inventory.png tnt_side.png tnt_top_burning_animated.png'
    ),
    'mods/vessels/locale': (
        'vessels.bg.tr vessels.pt_BR.tr vessels.zh_TW.tr'
    ),
    'mods/wool/locale': (
        'wool.bg.tr wool.eo.tr wool.ja.tr wool.pl.tr wool.sk.tr wool.uk.tr'
    ),
    'mods/xpanes/locale': (
        'template.txt xpanes.bg.tr xpanes.id.tr xpanes.pt_BR.tr'
    ),
}

MT_LOCALE_KIND = {
    'mods/beds/locale': (
        'beds.bg.tr beds.eo.tr beds.fr.tr beds.id.tr beds.ja.tr beds.jbo.tr beds.ms.tr beds.pl.tr '
        'beds.zh_TW.tr'
    ),
    'mods/binoculars/locale': (
        'binoculars.bg.tr binoculars.es.tr binoculars.id.tr binoculars.it.tr binoculars.jbo.tr '
        'binoculars.lv.tr binoculars.ms.tr binoculars.sk.tr binoculars.sv.tr binoculars.zh_CN.tr '
        'binoculars.zh_TW.tr'
    ),
    'mods/boats/locale': (
        'boats.bg.tr boats.eo.tr boats.es.tr boats.id.tr boats.jbo.tr boats.lv.tr boats.ru.tr boats.sk.tr '
        'boats.uk.tr boats.zh_CN.tr boats.zh_TW.tr'
    ),
    'mods/bones/locale': (
        'bones.eo.tr bones.id.tr bones.it.tr bones.jbo.tr bones.lv.tr bones.ms.tr bones.pl.tr bones.pt_BR.tr '
        'bones.sv.tr bones.zh_CN.tr bones.zh_TW.tr'
    ),
    'mods/bucket/locale': (
        'bucket.es.tr bucket.fr.tr bucket.id.tr bucket.it.tr bucket.ja.tr bucket.jbo.tr bucket.lv.tr '
        'bucket.pl.tr bucket.ru.tr bucket.sv.tr bucket.uk.tr bucket.zh_CN.tr bucket.zh_TW.tr'
    ),
    'mods/butterflies/locale': (
        'butterflies.es.tr butterflies.fr.tr butterflies.id.tr butterflies.it.tr butterflies.ja.tr '
        'butterflies.ms.tr butterflies.ru.tr butterflies.sk.tr butterflies.zh_TW.tr'
    ),
    'mods/carts/locale': (
        'carts.eo.tr carts.es.tr carts.fr.tr carts.id.tr carts.it.tr carts.lv.tr carts.ms.tr carts.pl.tr '
        'carts.sv.tr carts.uk.tr carts.zh_CN.tr'
    ),
    'mods/creative/locale': (
        'creative.es.tr creative.it.tr creative.jbo.tr creative.lv.tr creative.pl.tr creative.pt_BR.tr '
        'creative.ru.tr creative.sk.tr creative.sv.tr creative.uk.tr creative.zh_TW.tr'
    ),
    'mods/default/locale': (
        'default.es.tr default.id.tr default.ja.tr default.lv.tr default.ms.tr default.pl.tr default.pt.tr '
        'default.pt_BR.tr default.ru.tr default.sk.tr default.uk.tr default.zh_CN.tr'
    ),
    'mods/doors/locale': (
        'doors.eo.tr doors.es.tr doors.fr.tr doors.id.tr doors.ja.tr doors.jbo.tr doors.lv.tr doors.ms.tr '
        'doors.pl.tr doors.ru.tr doors.uk.tr doors.zh_TW.tr'
    ),
    'mods/dye/locale': (
        'dye.bg.tr dye.eo.tr dye.fr.tr dye.it.tr dye.jbo.tr dye.lv.tr dye.ms.tr dye.ru.tr dye.sk.tr '
        'dye.sv.tr dye.uk.tr dye.zh_CN.tr dye.zh_TW.tr'
    ),
    'mods/farming/locale': (
        'farming.bg.tr farming.eo.tr farming.es.tr farming.id.tr farming.jbo.tr farming.lv.tr farming.ms.tr '
        'farming.pt.tr farming.pt_BR.tr farming.ru.tr farming.sk.tr farming.sv.tr farming.uk.tr '
        'farming.zh_CN.tr farming.zh_TW.tr'
    ),
    'mods/fire/locale': (
        'fire.bg.tr fire.eo.tr fire.id.tr fire.it.tr fire.ja.tr fire.jbo.tr fire.lv.tr fire.ms.tr fire.pl.tr '
        'fire.sk.tr fire.zh_CN.tr fire.zh_TW.tr'
    ),
    'mods/fireflies/locale': (
        'fireflies.eo.tr fireflies.es.tr fireflies.fr.tr fireflies.it.tr fireflies.lv.tr fireflies.pl.tr '
        'fireflies.pt_BR.tr fireflies.uk.tr fireflies.zh_CN.tr'
    ),
    'mods/flowers/locale': (
        'flowers.bg.tr flowers.de.tr flowers.eo.tr flowers.fr.tr flowers.id.tr flowers.it.tr flowers.jbo.tr '
        'flowers.pl.tr flowers.pt_BR.tr flowers.ru.tr flowers.sv.tr flowers.zh_CN.tr flowers.zh_TW.tr'
    ),
    'mods/game_commands/locale': (
        'game_commands.bg.tr game_commands.eo.tr game_commands.es.tr game_commands.it.tr game_commands.ru.tr '
        'game_commands.sk.tr game_commands.sv.tr game_commands.zh_CN.tr'
    ),
    'mods/keys/locale': (
        'keys.de.tr keys.eo.tr keys.it.tr keys.ms.tr keys.pl.tr keys.pt_BR.tr keys.zh_CN.tr'
    ),
    'mods/map/locale': (
        'map.de.tr map.eo.tr map.es.tr map.fr.tr map.ja.tr map.ms.tr map.sk.tr map.sv.tr map.uk.tr'
    ),
    'mods/mtg_craftguide/locale': (
        'mtg_craftguide.bg.tr mtg_craftguide.de.tr mtg_craftguide.eo.tr mtg_craftguide.id.tr '
        'mtg_craftguide.ja.tr mtg_craftguide.jbo.tr mtg_craftguide.lv.tr mtg_craftguide.ms.tr '
        'mtg_craftguide.sv.tr mtg_craftguide.zh_CN.tr'
    ),
    'mods/screwdriver/locale': (
        'screwdriver.de.tr screwdriver.fr.tr screwdriver.it.tr screwdriver.lv.tr screwdriver.ms.tr '
        'screwdriver.pt_BR.tr screwdriver.sk.tr screwdriver.zh_CN.tr screwdriver.zh_TW.tr'
    ),
    'mods/sethome/locale': (
        'sethome.bg.tr sethome.de.tr sethome.eo.tr sethome.fr.tr sethome.id.tr sethome.it.tr sethome.jbo.tr '
        'sethome.pl.tr sethome.pt_BR.tr sethome.ru.tr sethome.uk.tr sethome.zh_CN.tr'
    ),
    'mods/sfinv/locale': (
        'sfinv.bg.tr sfinv.de.tr sfinv.eo.tr sfinv.fr.tr sfinv.ms.tr sfinv.pt_BR.tr sfinv.sv.tr sfinv.uk.tr '
        'sfinv.zh_CN.tr'
    ),
    'mods/stairs/locale': (
        'stairs.bg.tr stairs.es.tr stairs.id.tr stairs.pl.tr stairs.pt_BR.tr stairs.sk.tr stairs.sv.tr '
        'stairs.uk.tr'
    ),
    'mods/tnt/locale': (
        'tnt.bg.tr tnt.de.tr tnt.es.tr tnt.fr.tr tnt.id.tr tnt.ja.tr tnt.jbo.tr tnt.pl.tr tnt.sk.tr '
        'tnt.uk.tr tnt.zh_CN.tr tnt.zh_TW.tr'
    ),
    'mods/vessels/locale': (
        'vessels.de.tr vessels.eo.tr vessels.es.tr vessels.fr.tr vessels.id.tr vessels.it.tr vessels.jbo.tr '
        'vessels.pl.tr vessels.pt_BR.tr vessels.sk.tr vessels.sv.tr vessels.uk.tr vessels.zh_TW.tr'
    ),
    'mods/walls/locale': (
        'walls.bg.tr walls.eo.tr walls.id.tr walls.ja.tr walls.jbo.tr walls.ru.tr walls.sk.tr walls.sv.tr '
        'walls.uk.tr walls.zh_CN.tr'
    ),
    'mods/wool/locale': (
        'wool.bg.tr wool.es.tr wool.fr.tr wool.it.tr wool.ja.tr wool.ms.tr wool.pt.tr wool.sk.tr wool.sv.tr '
        'wool.uk.tr wool.zh_CN.tr'
    ),
    'mods/xpanes/locale': (
        'xpanes.es.tr xpanes.fr.tr xpanes.lv.tr xpanes.ms.tr xpanes.pl.tr xpanes.ru.tr xpanes.sk.tr '
        'xpanes.sv.tr xpanes.uk.tr xpanes.zh_TW.tr'
    ),
}

MT_LOCALE_OTHER = {
    '': (
        'mods/beds/locale/template.txt mods/binoculars/locale/template.txt mods/boats/init.lua '
        'mods/boats/license.txt mods/boats/locale/template.txt mods/boats/textures/boats_wield.png '
        'mods/bones/README.txt mods/bones/mod.conf mods/bones/locale/template.txt mods/bucket/init.lua '
        'mods/bucket/locale/template.txt mods/butterflies/license.txt mods/butterflies/locale/template.txt '
        'mods/butterflies/textures/butterflies_butterfly_violet_animated.png '
        'mods/butterflies/textures/butterflies_butterfly_white_animated.png mods/carts/locale/template.txt '
        'mods/carts/models/carts_cart.b3d mods/carts/models/carts_cart.blend '
        'mods/creative/locale/template.txt mods/creative/textures/creative_next_icon.png '
        'mods/default/crafting.lua mods/default/mod.conf mods/default/locale/template.txt '
        'mods/default/models/chest_open.obj mods/default/models/torch_ceiling.obj '
        'mods/doors/locale/template.txt mods/dye/license.txt mods/dye/locale/template.txt '
        'mods/dye/textures/dye_brown.png mods/dye/textures/dye_orange.png '
        'mods/env_sounds/sounds/env_sounds_water.1.ogg mods/env_sounds/sounds/env_sounds_water.3.ogg '
        'mods/farming/locale/template.txt mods/fire/init.lua mods/fire/locale/template.txt '
        'mods/fire/sounds/fire_fire.1.ogg mods/fire/textures/fire_basic_flame.png '
        'mods/fire/textures/fire_basic_flame_animated.png mods/fireflies/locale/template.txt '
        'mods/flowers/locale/template.txt mods/flowers/mod.conf mods/game_commands/license.txt '
        'mods/game_commands/locale/template.txt mods/give_initial_stuff/init.lua '
        'mods/give_initial_stuff/license.txt mods/keys/locale/template.txt mods/map/locale/template.txt '
        'mods/mtg_craftguide/README.md mods/mtg_craftguide/mod.conf mods/mtg_craftguide/locale/template.txt '
        'mods/mtg_craftguide/textures/craftguide_clear_icon.png mods/player_api/mod.conf '
        'mods/player_api/models/character.blend mods/player_api/textures/player_back.png '
        'mods/screwdriver/license.txt mods/screwdriver/mod.conf mods/screwdriver/locale/template.txt '
        'mods/sethome/locale/template.txt mods/sfinv/api.lua mods/sfinv/mod.conf '
        'mods/sfinv/locale/template.txt mods/spawn/README.txt mods/spawn/license.txt '
        'mods/stairs/locale/template.txt mods/tnt/init.lua mods/tnt/locale/template.txt '
        'mods/vessels/license.txt mods/vessels/locale/template.txt mods/vessels/textures/vessels_shelf.png '
        'mods/walls/README.txt mods/walls/locale/template.txt mods/wool/locale/template.txt '
        'mods/wool/mod.conf mods/xpanes/README.txt mods/xpanes/locale/template.txt '
        'mods/xpanes/sounds/xpanes_steel_bar_door_close.ogg '
        'mods/xpanes/sounds/xpanes_steel_bar_door_open.ogg '
        'mods/xpanes/textures/xpanes_trapdoor_steel_bar.png '
        'mods/xpanes/textures/xpanes_trapdoor_steel_bar_side.png schematic_tables.txt '
        'utils/test/minetest.conf'
    ),
    'mods/beds/textures': (
        'beds_bed_head.png beds_bed_side_bottom.png beds_bed_side_top.png beds_bed_under.png'
    ),
    'mods/binoculars': (
        'README.txt init.lua license.txt'
    ),
    'mods/carts': (
        'functions.lua license.txt mod.conf rails.lua'
    ),
    'mods/carts/textures': (
        'carts_rail_curved.png carts_rail_straight.png carts_rail_straight_brk.png'
    ),
    'mods/default/schematics': (
        'acacia_log.mts acacia_tree.mts apple_tree.mts apple_tree_from_sapling.mts '
        'aspen_tree_from_sapling.mts bush.mts emergent_jungle_tree.mts papyrus_on_dirt.mts pine_bush.mts '
        'small_pine_tree.mts small_pine_tree_from_sapling.mts snowy_pine_tree_from_sapling.mts '
        'snowy_small_pine_tree_from_sapling.mts'
    ),
    'mods/default/sounds': (
        'default_chest_close.ogg default_dig_cracky.1.ogg default_dig_cracky.3.ogg default_dig_crumbly.ogg '
        'default_dig_snappy.ogg default_dirt_footstep.2.ogg default_dug_node.2.ogg '
        'default_grass_footstep.3.ogg default_hard_footstep.3.ogg default_ice_dug.ogg default_item_smoke.ogg '
        'default_metal_footstep.3.ogg default_snow_footstep.1.ogg default_snow_footstep.2.ogg '
        'default_water_footstep.2.ogg'
    ),
    'mods/default/textures': (
        'crack_anylength.png default_acacia_bush_sapling.png default_aspen_sapling.png '
        'default_aspen_tree_top.png default_blueberry_bush_leaves.png default_book_written.png '
        'default_bronze_block.png default_bronze_ingot.png default_chest_side.png default_cloud.png '
        'default_copper_block.png default_copper_ingot.png default_copper_lump.png default_coral_green.png '
        'default_coral_skeleton.png default_desert_stone_brick.png default_diamond.png '
        'default_diamond_block.png default_dry_dirt.png default_dry_grass.png default_grass_2.png '
        'default_grass_4.png default_jungletree_top.png default_ladder_steel.png default_lava.png '
        'default_leaves_simple.png default_mineral_coal.png default_mineral_diamond.png '
        'default_mineral_gold.png default_obsidian.png default_papyrus.png '
        'default_river_water_flowing_animated.png default_silver_sandstone.png default_snow.png '
        'default_snowball.png default_stone.png default_stone_block.png default_tin_block.png '
        'default_tin_ingot.png default_tool_meseaxe.png default_tool_mesesword.png '
        'default_tool_stoneshovel.png default_tool_woodpick.png default_torch_on_floor_animated.png '
        'default_tree.png default_water.png gui_furnace_arrow_fg.png gui_hotbar_selected.png'
    ),
    'mods/doors/textures': (
        'doors_item_glass.png doors_item_steel.png doors_item_wood.png doors_trapdoor_steel.png '
        'doors_trapdoor_steel_side.png'
    ),
    'mods/dungeon_loot': (
        'init.lua loot.lua mod.conf'
    ),
    'mods/farming': (
        'init.lua license.txt mod.conf'
    ),
    'mods/farming/textures': (
        'farming_bread.png farming_cotton_1.png farming_desert_sand_soil_wet_side.png farming_string.png '
        'farming_tool_mesehoe.png farming_wheat_3.png farming_wheat_8.png'
    ),
    'mods/flowers/textures': (
        'flowers_dandelion_white.png flowers_rose.png flowers_tulip.png'
    ),
    'mods/tnt/textures': (
        'tnt_gunpowder_burning_t_junction_animated.png tnt_gunpowder_crossing.png tnt_gunpowder_straight.png '
        'tnt_smoke.png'
    ),
    'mods/wool/textures': (
        'wool_orange.png wool_violet.png wool_white.png wool_yellow.png'
    ),
}

MCD_PC_KIND = {
    'data/pc/0.30c': (
        'blocks.json proto.yml version.json'
    ),
    '': (
        'data/pc/1.10-pre1/proto.yml data/pc/1.10.1/version.json data/pc/1.10.2/sounds.json '
        'data/pc/1.11.2/protocolComments.json data/pc/1.12-pre4/proto.yml data/pc/1.12.1/protocol.json '
        'data/pc/1.12.1/version.json data/pc/1.13.2-pre1/proto.yml data/pc/1.14.1/proto.yml '
        'data/pc/1.14.1/version.json data/pc/1.14.3/version.json data/pc/1.15.1/commands.json '
        'data/pc/1.15.1/protocol.json data/pc/1.15/particles.json data/pc/1.15/version.json '
        'data/pc/1.16-rc1/protocol.json data/pc/1.17.1/proto.yml data/pc/1.17.1/version.json '
        'data/pc/1.18.2/protocol.json data/pc/1.18.2/version.json data/pc/1.20.1/sounds.json '
        'data/pc/1.9.1-pre2/protocol.json data/pc/1.9.2/protocolComments.json data/pc/1.9.4/sounds.json '
        'data/pc/1.9.4/version.json data/pc/15w40b/particles.json data/pc/16w35a/version.json '
        'data/pc/17w15a/proto.yml data/pc/17w15a/protocol.json data/pc/20w13b/particles.json '
        'data/pc/20w14a/version.json data/pc/21w07a/proto.yml data/pc/21w07a/protocol.json'
    ),
    'data/pc/1.10': (
        'biomes.json blockCollisionShapes.json effects.json enchantments.json entities.json instruments.json '
        'items.json materials.json version.json'
    ),
    'data/pc/1.11': (
        'biomes.json effects.json enchantments.json foods.json mapIcons.json particles.json proto.yml'
    ),
    'data/pc/1.12': (
        'biomes.json blocks.json enchantments.json entities.json foods.json instruments.json items.json '
        'language.json particles.json'
    ),
    'data/pc/1.13.1': (
        'commands.json protocol.json version.json'
    ),
    'data/pc/1.13.2-pre2': (
        'proto.yml protocol.json version.json'
    ),
    'data/pc/1.13.2': (
        'biomes.json effects.json foods.json instruments.json items.json language.json sounds.json'
    ),
    'data/pc/1.13': (
        'blocks.json commands.json effects.json enchantments.json entities.json language.json mapIcons.json '
        'materials.json particles.json proto.yml recipes.json version.json'
    ),
    'data/pc/1.14.4': (
        'blockCollisionShapes.json blockLoot.json blocks.json commands.json effects.json entities.json '
        'entityLoot.json foods.json language.json protocol.json sounds.json windows.json'
    ),
    'data/pc/1.14': (
        'attributes.json biomes.json commands.json entities.json language.json protocol.json sounds.json'
    ),
    'data/pc/1.15.2': (
        'blockLoot.json blocks.json entities.json items.json materials.json protocol.json recipes.json'
    ),
    'data/pc/1.16.1': (
        'blocks.json instruments.json materials.json protocol.json windows.json'
    ),
    'data/pc/1.16.2': (
        'blockLoot.json commands.json entities.json entityLoot.json loginPacket.json recipes.json '
        'version.json'
    ),
    'data/pc/1.16': (
        'attributes.json biomes.json commands.json particles.json sounds.json version.json'
    ),
    'data/pc/1.17': (
        'attributes.json biomes.json blocks.json enchantments.json entityLoot.json foods.json '
        'loginPacket.json proto.yml tints.json'
    ),
    'data/pc/1.18': (
        'entityLoot.json items.json materials.json recipes.json sounds.json'
    ),
    'data/pc/1.19.2': (
        'blockCollisionShapes.json entities.json instruments.json materials.json particles.json proto.yml '
        'protocol.json tints.json'
    ),
    'data/pc/1.19.3': (
        'blockCollisionShapes.json enchantments.json entities.json instruments.json items.json proto.yml '
        'recipes.json version.json'
    ),
    'data/pc/1.19.4': (
        'blockCollisionShapes.json effects.json entities.json foods.json'
    ),
    'data/pc/1.19': (
        'blockCollisionShapes.json effects.json enchantments.json loginPacket.json materials.json '
        'particles.json proto.yml tints.json'
    ),
    'data/pc/1.20.2': (
        'blockCollisionShapes.json blocks.json enchantments.json foods.json instruments.json '
        'loginPacket.json protocol.json'
    ),
    'data/pc/1.20.3': (
        'entities.json items.json materials.json protocol.json recipes.json'
    ),
    'data/pc/1.20.5': (
        'blockCollisionShapes.json effects.json enchantments.json entities.json items.json language.json '
        'proto.yml protocol.json recipes.json tints.json'
    ),
    'data/pc/1.20': (
        'blockCollisionShapes.json blocks.json effects.json entityLoot.json items.json loginPacket.json '
        'particles.json'
    ),
    'data/pc/1.21.1': (
        'attributes.json foods.json items.json loginPacket.json sounds.json'
    ),
    'data/pc/1.21.11': (
        'entities.json items.json materials.json proto.yml protocol.json recipes.json tints.json '
        'version.json'
    ),
    'data/pc/1.21.3': (
        'biomes.json blockCollisionShapes.json entities.json items.json language.json loginPacket.json '
        'materials.json proto.yml tints.json version.json'
    ),
    'data/pc/1.21.4': (
        'blockCollisionShapes.json effects.json foods.json instruments.json materials.json particles.json '
        'proto.yml tints.json version.json'
    ),
    'data/pc/1.21.5': (
        'blocks.json effects.json entities.json foods.json instruments.json items.json protocol.json '
        'tints.json'
    ),
    'data/pc/1.21.6': (
        'attributes.json biomes.json enchantments.json entities.json foods.json instruments.json '
        'materials.json particles.json protocol.json recipes.json sounds.json'
    ),
    'data/pc/1.21.8': (
        'blockCollisionShapes.json enchantments.json entities.json instruments.json language.json '
        'materials.json particles.json sounds.json tints.json'
    ),
    'data/pc/1.21.9': (
        'blocks.json effects.json enchantments.json instruments.json protocol.json sounds.json'
    ),
    'data/pc/1.7': (
        'attributes.json blocks.json foods.json instruments.json language.json'
    ),
    'data/pc/1.8': (
        'attributes.json biomes.json blocks.json enchantments.json instruments.json items.json '
        'materials.json particles.json windows.json'
    ),
    'data/pc/1.9': (
        'attributes.json blockCollisionShapes.json instruments.json materials.json windows.json'
    ),
    'data/pc/17w18b': (
        'proto.yml protocol.json version.json'
    ),
    'data/pc/17w50a': (
        'particles.json proto.yml protocol.json'
    ),
    'data/pc/26.1': (
        'biomes.json blocks.json effects.json entities.json instruments.json loginPacket.json protocol.json '
        'version.json'
    ),
}

MCD_PC_OTHER = {
    '': (
        '.github/ISSUE_TEMPLATE/blank_issue.md .github/ISSUE_TEMPLATE/new_version.md '
        '.github/copilot-instructions.md data/bedrock/0.14/items.json data/bedrock/0.14/version.json '
        'data/bedrock/0.15/blocks.json data/bedrock/0.15/items.json data/bedrock/1.0/items.json '
        'data/bedrock/1.0/version.json data/bedrock/1.16.220/language.json data/bedrock/1.16.220/proto.yml '
        'data/bedrock/1.17.30/protocol.json data/bedrock/1.17.30/types.yml data/bedrock/1.18.11/version.json '
        'data/bedrock/1.19.20/language.json data/bedrock/1.19.20/proto.yml data/bedrock/1.19.21/types.yml '
        'data/bedrock/1.19.40/protocol.json data/bedrock/1.19.40/version.json data/bedrock/1.19.50/proto.yml '
        'data/bedrock/1.19.50/version.json data/bedrock/1.19.62/version.json '
        'data/bedrock/1.19.63/version.json data/bedrock/1.20.30/protocol.json data/bedrock/1.20.30/types.yml '
        'data/bedrock/1.20.40/proto.yml data/bedrock/1.20.40/version.json data/bedrock/1.20.80/types.yml '
        'data/bedrock/1.21.120/types.yml data/bedrock/1.21.2/proto.yml data/bedrock/1.21.2/version.json '
        'data/bedrock/1.21.42/blocksJ2B.json data/bedrock/1.21.42/types.yml '
        'data/bedrock/1.21.50/protocol.json data/bedrock/1.21.50/version.json '
        'data/bedrock/1.21.90/protocol.json data/bedrock/1.21.93/proto.yml '
        'data/bedrock/1.21.93/protocol.json data/bedrock/latest/types.yml data/pc/1.11/protocol.pds '
        'data/pc/common/features.json data/pc/latest/proto.yml '
        'schemas/protocol_types/entity_metadata_item.json tools/js/extractPcEntityMetadata.js '
        'tools/js/incrementVersion.js'
    ),
    '.github/workflows': (
        'bedrock-ci.yml bedrock-version-bump.yml build-gh-pages.yml commands.yml tag.yml'
    ),
    'data/bedrock/1.16.201': (
        'attributes.json proto.yml protocol.json steve.json'
    ),
    'data/bedrock/1.16.210': (
        'proto.yml protocol.json version.json'
    ),
    'data/bedrock/1.17.0': (
        'biomes.json blocksB2J.json proto.yml types.yml version.json'
    ),
    'data/bedrock/1.17.10': (
        'blockCollisionShapes.json blocksB2J.json language.json proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.17.40': (
        'blockStates.json proto.yml protocol.json version.json'
    ),
    'data/bedrock/1.18.0': (
        'entityLoot.json proto.yml protocol.json recipes.json types.yml version.json'
    ),
    'data/bedrock/1.18.30': (
        'blockCollisionShapes.json blocksJ2B.json protocol.json'
    ),
    'data/bedrock/1.19.1': (
        'blockCollisionShapes.json blockStates.json blocksB2J.json enchantments.json entities.json '
        'protocol.json recipes.json types.yml'
    ),
    'data/bedrock/1.19.10': (
        'protocol.json recipes.json version.json'
    ),
    'data/bedrock/1.19.30': (
        'proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.19.70': (
        'protocol.json types.yml version.json'
    ),
    'data/bedrock/1.19.80': (
        'blockStates.json blocksB2J.json proto.yml'
    ),
    'data/bedrock/1.20.0': (
        'biomes.json blockStates.json blocks.json blocksJ2B.json items.json proto.yml protocol.json '
        'types.yml'
    ),
    'data/bedrock/1.20.10': (
        'blockStates.json blocks.json types.yml'
    ),
    'data/bedrock/1.20.50': (
        'blockCollisionShapes.json proto.yml protocol.json'
    ),
    'data/bedrock/1.20.61': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksB2J.json version.json'
    ),
    'data/bedrock/1.20.71': (
        'blocks.json blocksB2J.json blocksJ2B.json proto.yml protocol.json'
    ),
    'data/bedrock/1.21.0': (
        'blockStates.json blocks.json proto.yml'
    ),
    'data/bedrock/1.21.100': (
        'blockCollisionShapes.json blocksJ2B.json proto.yml types.yml'
    ),
    'data/bedrock/1.21.111': (
        'blockCollisionShapes.json blockStates.json items.json version.json'
    ),
    'data/bedrock/1.21.124': (
        'proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.21.130': (
        'proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.21.20': (
        'blockStates.json protocol.json types.yml version.json'
    ),
    'data/bedrock/1.21.30': (
        'blockStates.json proto.yml protocol.json version.json'
    ),
    'data/bedrock/1.21.60': (
        'blockCollisionShapes.json blocks.json blocksB2J.json entities.json version.json'
    ),
    'data/bedrock/1.21.70': (
        'blockCollisionShapes.json blocksB2J.json items.json steve.json'
    ),
    'data/bedrock/1.21.80': (
        'blocks.json blocksB2J.json entities.json'
    ),
    'data/bedrock/1.26.0': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksJ2B.json items.json protocol.json'
    ),
    'data/bedrock/1.26.10': (
        'blockStates.json blocks.json items.json'
    ),
    'data/bedrock/1.26.20': (
        'blockStates.json blocks.json blocksJ2B.json types.yml version.json'
    ),
    'data/bedrock/1.26.30': (
        'blocks.json blocksB2J.json items.json types.yml'
    ),
    'doc': (
        'ARCHITECTURE.md bedrock.md history.md make-a-new-wrapper.md protocol.md'
    ),
    'schemas': (
        'attributes_schema.json blockStates_schema.json blocks_schema.json entities_schema.json '
        'foods_schema.json instruments_schema.json items_schema.json mapIcons_schema.json '
        'protocolVersions_schema.json version_schema.json'
    ),
    'tools/js/test': (
        'audit_blockitems.js audit_items.js audit_version_regression.js protocolSync.js'
    ),
}

MCD_BEDROCK_KIND = {
    'data/bedrock/0.14': (
        'blocks.json items.json protocol.json version.json'
    ),
    '': (
        'data/bedrock/0.15/blocks.json data/bedrock/0.15/items.json data/bedrock/1.19.30/proto.yml '
        'data/bedrock/1.19.30/protocol.json data/bedrock/1.19.63/version.json '
        'data/bedrock/1.20.15/version.json data/bedrock/1.21.120/protocol.json '
        'data/bedrock/1.21.120/types.yml data/bedrock/1.21.130/proto.yml data/bedrock/1.21.130/types.yml '
        'data/bedrock/1.26.40/version.json'
    ),
    'data/bedrock/1.0': (
        'blocks.json items.json version.json'
    ),
    'data/bedrock/1.16.201': (
        'attributes.json enchantments.json language.json protocol.json types.yml windows.json'
    ),
    'data/bedrock/1.16.210': (
        'language.json proto.yml protocol.json version.json'
    ),
    'data/bedrock/1.16.220': (
        'blocks.json language.json protocol.json types.yml version.json'
    ),
    'data/bedrock/1.17.0': (
        'biomes.json blockCollisionShapes.json blockStates.json blocks.json blocksB2J.json blocksJ2B.json '
        'instruments.json protocol.json types.yml version.json'
    ),
    'data/bedrock/1.17.10': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksB2J.json blocksJ2B.json items.json '
        'proto.yml types.yml version.json'
    ),
    'data/bedrock/1.17.30': (
        'language.json proto.yml protocol.json version.json'
    ),
    'data/bedrock/1.17.40': (
        'blockStates.json blocks.json language.json proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.18.0': (
        'biomes.json blockLoot.json blocksB2J.json blocksJ2B.json entityLoot.json items.json language.json '
        'proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.18.11': (
        'blockStates.json blocks.json blocksB2J.json blocksJ2B.json entities.json language.json proto.yml '
        'protocol.json recipes.json types.yml version.json'
    ),
    'data/bedrock/1.18.30': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksB2J.json blocksJ2B.json proto.yml '
        'protocol.json version.json'
    ),
    'data/bedrock/1.19.1': (
        'biomes.json blockCollisionShapes.json blockMappings.json blockStates.json blocks.json '
        'enchantments.json entities.json language.json proto.yml protocol.json version.json'
    ),
    'data/bedrock/1.19.10': (
        'items.json proto.yml protocol.json version.json'
    ),
    'data/bedrock/1.19.20': (
        'language.json proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.19.21': (
        'proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.19.40': (
        'language.json proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.19.50': (
        'proto.yml types.yml version.json'
    ),
    'data/bedrock/1.19.60': (
        'language.json proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.19.62': (
        'proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.19.70': (
        'language.json protocol.json types.yml'
    ),
    'data/bedrock/1.19.80': (
        'blocks.json blocksB2J.json language.json proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.20.0': (
        'biomes.json blockCollisionShapes.json blockStates.json blocks.json blocksB2J.json blocksJ2B.json '
        'items.json proto.yml types.yml version.json'
    ),
    'data/bedrock/1.20.10': (
        'blockStates.json proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.20.30': (
        'blockStates.json protocol.json types.yml version.json'
    ),
    'data/bedrock/1.20.40': (
        'blockStates.json blocks.json proto.yml types.yml'
    ),
    'data/bedrock/1.20.50': (
        'blocks.json blocksB2J.json blocksJ2B.json protocol.json types.yml version.json'
    ),
    'data/bedrock/1.20.61': (
        'blockCollisionShapes.json blockStates.json blocksJ2B.json proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.20.71': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksB2J.json proto.yml protocol.json '
        'version.json'
    ),
    'data/bedrock/1.20.80': (
        'proto.yml protocol.json steve.json types.yml version.json'
    ),
    'data/bedrock/1.21.0': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksJ2B.json entities.json items.json '
        'protocol.json types.yml'
    ),
    'data/bedrock/1.21.100': (
        'blockStates.json blocksJ2B.json items.json proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.21.111': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksJ2B.json proto.yml protocol.json '
        'types.yml version.json'
    ),
    'data/bedrock/1.21.124': (
        'proto.yml protocol.json version.json'
    ),
    'data/bedrock/1.21.2': (
        'proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.21.20': (
        'blockStates.json proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.21.30': (
        'blockStates.json proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.21.42': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksB2J.json entities.json proto.yml '
        'types.yml'
    ),
    'data/bedrock/1.21.50': (
        'blockStates.json proto.yml protocol.json steve.json types.yml version.json'
    ),
    'data/bedrock/1.21.60': (
        'biomes.json blocks.json blocksB2J.json blocksJ2B.json items.json proto.yml'
    ),
    'data/bedrock/1.21.70': (
        'blockCollisionShapes.json blocks.json blocksJ2B.json entities.json items.json language.json '
        'proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.21.80': (
        'blocks.json entities.json items.json proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.21.90': (
        'blockCollisionShapes.json blocks.json items.json proto.yml protocol.json types.yml version.json'
    ),
    'data/bedrock/1.21.93': (
        'proto.yml protocol.json types.yml'
    ),
    'data/bedrock/1.26.0': (
        'blockCollisionShapes.json blocks.json items.json protocol.json types.yml version.json'
    ),
    'data/bedrock/1.26.10': (
        'blockCollisionShapes.json blockStates.json blocks.json items.json protocol.json version.json'
    ),
    'data/bedrock/1.26.20': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksJ2B.json items.json proto.yml '
        'protocol.json types.yml version.json'
    ),
    'data/bedrock/1.26.30': (
        'blockCollisionShapes.json blockStates.json blocks.json blocksB2J.json items.json protocol.json '
        'types.yml'
    ),
}

MCD_BEDROCK_OTHER = {
    '': (
        '.github/workflows/update-helper.yml data/bedrock/common/features.json data/bedrock/latest/proto.yml '
        'data/pc/0.30c/blocks.json data/pc/0.30c/proto.yml data/pc/1.10-pre1/protocol.json '
        'data/pc/1.11.2/version.json data/pc/1.12.2/version.json data/pc/1.13.2-pre1/version.json '
        'data/pc/1.14.1/proto.yml data/pc/1.14.1/version.json data/pc/1.14.3/commands.json '
        'data/pc/1.14.3/proto.yml data/pc/1.15.1/commands.json data/pc/1.15.1/version.json '
        'data/pc/1.15/biomes.json data/pc/1.15/commands.json data/pc/1.17.1/proto.yml '
        'data/pc/1.17.1/version.json data/pc/1.18.1/version.json data/pc/1.20.1/sounds.json '
        'data/pc/1.20.4/version.json data/pc/1.20/instruments.json data/pc/1.20/recipes.json '
        'data/pc/1.9.2/version.json data/pc/1.9.4/sounds.json data/pc/15w40b/protocol.json '
        'data/pc/16w20a/proto.yml data/pc/16w35a/version.json data/pc/17w50a/protocol.json '
        'data/pc/20w13b/particles.json data/pc/20w13b/version.json data/pc/latest/proto.yml'
    ),
    'data/pc/1.10': (
        'attributes.json effects.json entities.json foods.json language.json version.json windows.json'
    ),
    'data/pc/1.11': (
        'attributes.json foods.json protocol.pds windows.json'
    ),
    'data/pc/1.12': (
        'enchantments.json entities.json protocol.json'
    ),
    'data/pc/1.13.2': (
        'blocks.json language.json protocol.json'
    ),
    'data/pc/1.13': (
        'commands.json particles.json protocol.json windows.json'
    ),
    'data/pc/1.14.4': (
        'entities.json proto.yml recipes.json version.json'
    ),
    'data/pc/1.14': (
        'attributes.json biomes.json blockCollisionShapes.json language.json particles.json proto.yml'
    ),
    'data/pc/1.15.2': (
        'entities.json items.json protocol.json recipes.json sounds.json'
    ),
    'data/pc/1.16.1': (
        'blocks.json entityLoot.json foods.json language.json'
    ),
    'data/pc/1.16.2': (
        'blocks.json entities.json proto.yml recipes.json'
    ),
    'data/pc/1.16': (
        'attributes.json commands.json loginPacket.json version.json'
    ),
    'data/pc/1.17': (
        'biomes.json blocks.json items.json materials.json tints.json'
    ),
    'data/pc/1.18': (
        'blockLoot.json entities.json proto.yml protocol.json'
    ),
    'data/pc/1.19.2': (
        'blockCollisionShapes.json entities.json loginPacket.json version.json'
    ),
    'data/pc/1.19.3': (
        'foods.json instruments.json particles.json proto.yml version.json'
    ),
    'data/pc/1.19.4': (
        'effects.json instruments.json items.json language.json materials.json recipes.json tints.json'
    ),
    'data/pc/1.19': (
        'entityLoot.json foods.json instruments.json loginPacket.json materials.json recipes.json '
        'sounds.json'
    ),
    'data/pc/1.20.2': (
        'enchantments.json foods.json instruments.json'
    ),
    'data/pc/1.20.3': (
        'entities.json language.json particles.json version.json'
    ),
    'data/pc/1.20.5': (
        'blocks.json instruments.json items.json recipes.json version.json'
    ),
    'data/pc/1.21.1': (
        'foods.json items.json loginPacket.json recipes.json'
    ),
    'data/pc/1.21.11': (
        'blocks.json entities.json particles.json proto.yml version.json'
    ),
    'data/pc/1.21.3': (
        'entities.json language.json sounds.json'
    ),
    'data/pc/1.21.4': (
        'biomes.json instruments.json materials.json sounds.json'
    ),
    'data/pc/1.21.5': (
        'blocks.json effects.json enchantments.json materials.json particles.json'
    ),
    'data/pc/1.21.6': (
        'attributes.json enchantments.json instruments.json items.json language.json version.json'
    ),
    'data/pc/1.21.8': (
        'attributes.json biomes.json proto.yml protocol.json recipes.json sounds.json version.json'
    ),
    'data/pc/1.21.9': (
        'instruments.json materials.json particles.json proto.yml sounds.json'
    ),
    'data/pc/1.7': (
        'biomes.json blockCollisionShapes.json instruments.json items.json language.json materials.json '
        'particles.json protocol.json version.json windows.json'
    ),
    'data/pc/1.8': (
        'foods.json language.json recipes.json'
    ),
    'data/pc/1.9': (
        'attributes.json effects.json items.json language.json proto.yml protocol.json'
    ),
    'data/pc/26.1': (
        'biomes.json entities.json instruments.json language.json'
    ),
    'schemas': (
        'attributes_schema.json blockCollisionShapes_schema.json effects_schema.json foods_schema.json '
        'instruments_schema.json items_schema.json materials_schema.json protocolVersions_schema.json '
        'sounds_schema.json'
    ),
    'tools/js/test': (
        'audit_blocks.js audit_datapaths.js test.js version_iterator.js'
    ),
}

NFL_SEASONS_KIND = {
    'games_data/post_season': (
        'post_games_2009.csv post_games_2010.csv post_games_2011.csv post_games_2012.csv post_games_2013.csv '
        'post_games_2014.csv post_games_2015.csv post_games_2016.csv post_games_2017.csv post_games_2018.csv '
        'post_games_2019.csv'
    ),
    'games_data/pre_season': (
        'pre_games_2009.csv pre_games_2010.csv pre_games_2011.csv pre_games_2012.csv pre_games_2013.csv '
        'pre_games_2014.csv pre_games_2015.csv pre_games_2016.csv pre_games_2017.csv pre_games_2018.csv '
        'pre_games_2019.csv'
    ),
    'games_data/regular_season': (
        'reg_games_2009.csv reg_games_2010.csv reg_games_2011.csv reg_games_2012.csv reg_games_2013.csv '
        'reg_games_2014.csv reg_games_2015.csv reg_games_2016.csv reg_games_2017.csv reg_games_2018.csv '
        'reg_games_2019.csv'
    ),
    'play_by_play_data/post_season': (
        'post_pbp_2009.csv post_pbp_2010.csv post_pbp_2011.csv post_pbp_2012.csv post_pbp_2013.csv '
        'post_pbp_2014.csv post_pbp_2015.csv post_pbp_2016.csv post_pbp_2017.csv post_pbp_2018.csv '
        'post_pbp_2019.csv'
    ),
    'play_by_play_data/pre_season': (
        'pre_pbp_2009.csv pre_pbp_2010.csv pre_pbp_2011.csv pre_pbp_2012.csv pre_pbp_2013.csv '
        'pre_pbp_2014.csv pre_pbp_2015.csv pre_pbp_2016.csv pre_pbp_2017.csv pre_pbp_2018.csv '
        'pre_pbp_2019.csv'
    ),
    'play_by_play_data/regular_season': (
        'reg_pbp_2009.csv reg_pbp_2010.csv reg_pbp_2011.csv reg_pbp_2012.csv reg_pbp_2013.csv '
        'reg_pbp_2014.csv reg_pbp_2015.csv reg_pbp_2016.csv reg_pbp_2017.csv reg_pbp_2018.csv '
        'reg_pbp_2019.csv'
    ),
    'roster_data/post_season': (
        'post_roster_2009.csv post_roster_2010.csv post_roster_2011.csv post_roster_2012.csv '
        'post_roster_2013.csv post_roster_2014.csv post_roster_2015.csv post_roster_2016.csv '
        'post_roster_2017.csv post_roster_2018.csv'
    ),
    'roster_data/pre_season': (
        'pre_roster_2009.csv pre_roster_2010.csv pre_roster_2011.csv pre_roster_2012.csv pre_roster_2013.csv '
        'pre_roster_2014.csv pre_roster_2015.csv pre_roster_2016.csv pre_roster_2017.csv pre_roster_2018.csv '
        'pre_roster_2019.csv'
    ),
    'roster_data/regular_season': (
        'reg_roster_2009.csv reg_roster_2010.csv reg_roster_2011.csv reg_roster_2012.csv reg_roster_2013.csv '
        'reg_roster_2014.csv reg_roster_2015.csv reg_roster_2016.csv reg_roster_2017.csv reg_roster_2018.csv '
        'reg_roster_2019.csv'
    ),
}

NFL_SEASONS_OTHER = {
    '': (
        '.gitignore README.html README.md _config.yml legacy_data/.DS_Store legacy_data/README.md '
        'legacy_data/game_team_stats/game_passing_df.csv legacy_data/game_team_stats/game_receiving_df.csv '
        'legacy_data/playoff_game_player_stats/playoff_game_receiving_df.csv '
        'legacy_data/playoff_game_player_stats/playoff_game_rushing_df.csv '
        'legacy_data/playoff_game_team_stats/playoff_game_receiving_df.csv '
        'legacy_data/playoff_game_team_stats/playoff_game_rushing_df.csv '
        'legacy_data/playoff_player_stats/season_receiving_df.csv '
        'legacy_data/season_player_stats/season_receiving_df.csv '
        'legacy_data/season_player_stats/season_rushing_df.csv legacy_data/war_stats/.DS_Store '
        'legacy_data/war_stats/season_estimates/wpa_based/.DS_Store play_by_play_data/.DS_Store '
        'workshop/README.md workshop/code/complete_code/analyze_season_data_COMPLETE.R '
        'workshop/code/complete_code/init_pit_cin_data_COMPLETE.R'
    ),
    'R': (
        '.DS_Store fitz_winston_comp.R init_fourth_down_data.R markov_model.R season_summary.R '
        'wp_chart_examples.R'
    ),
    'R/init_data': (
        'init_games_data.R init_pbp_data.R init_roster_data.R'
    ),
    'R/legacy_code': (
        '.DS_Store ben_season_plots.R ggfootballfield_test.R init_data.R init_data_for_hs.R nfl_wordcloud.R '
        'nonqb_passing_script.R pacr_visuals.R phi_ne_comps.R plot_examples.R skill_curves_demo.R '
        'steelers_ex.R team_kickoff_comparison.R war_timeline.R'
    ),
    'R/punt_competition': (
        'NFL_Punt_Competition_Presentation.pdf punt_adj_data.csv punt_directions.Rmd punt_directions.nb.html '
        'references.bib rule_change_wpa.Rmd rule_change_wpa.nb.html'
    ),
    'figures/legacy_figures': (
        'AirTD_relationship.jpeg Airepa_targets_17.jpeg Apacr_airwpa.jpeg Dal_nyg_week1.jpeg '
        'Epa_drive_rec.jpeg Nfl_word_cloud.jpeg No_was_wp.jpeg Pacr_wpa_rel.jpeg Pacr_yacwpa.jpeg '
        'Pass2017_epasr.jpeg Pass_2017_air_sr.jpeg Pit_ind_wp_chart.jpeg Qb_sr_2017.jpeg '
        'Steelerswinprob.jpeg Team_epa_chart.jpeg Team_passing_epa.jpeg Team_rushing_epa.jpeg aPACR_wpa.jpeg '
        'airEPA_sr_2017.jpeg airWPA_chart.jpeg ben_brown_bell_war_timeline.jpeg brady_vs_ben_war.jpeg '
        'car_no_win_prob.jpeg clutch_epa_2017.jpeg epadrive_passing.jpeg epapacr_plot.jpeg ne_phi_pass.jpeg '
        'ne_phi_rush.jpeg no_car_chart.jpeg pacr_airwpa.jpeg pacr_plot.jpeg pass_word_cloud.jpeg '
        'pit_cle_week_1.jpeg rushing_epa_sr_2017.jpeg rushing_sr_2017.jpeg super_bow_lii.jpeg '
        'super_bowl_lii.jpeg team_clutch_epa.jpeg team_kickoff_no_fum.jpeg team_ko_ex_onside.jpeg '
        'team_ko_onside.jpeg team_lead_season.jpeg team_wp_lead_17.jpeg wilson_brady_wpa.jpeg '
        'wpapacr_plot.jpeg yacWPA_chart.jpeg yac_air_rec_17.jpeg'
    ),
    'legacy_data/game_player_stats': (
        'game_passing_df.csv game_receiving_df.csv game_rushing_df.csv'
    ),
    'legacy_data/playoff_play_by_play': (
        'playoff_pbp_2010.csv playoff_pbp_2011.csv playoff_pbp_2012.csv playoff_pbp_2014.csv '
        'playoff_pbp_2016.csv playoff_pbp_2017.csv'
    ),
    'legacy_data/playoff_team_stats': (
        'team_def_playoff_receiving_df.csv team_def_playoff_rushing_df.csv team_playoff_passing_df.csv '
        'team_playoff_receiving_df.csv'
    ),
    'legacy_data/season_games': (
        'games_2009.csv games_2010.csv games_2011.csv games_2012.csv games_2013.csv games_2014.csv '
        'games_2015.csv games_2016.csv games_2017.csv'
    ),
    'legacy_data/season_play_by_play': (
        'pbp_2009.csv pbp_2010.csv pbp_2011.csv pbp_2012.csv pbp_2013.csv pbp_2014.csv pbp_2015.csv '
        'pbp_2016.csv pbp_2017.csv'
    ),
    'legacy_data/season_team_stats': (
        'team_def_season_receiving_df.csv team_def_season_rushing_df.csv team_season_passing_df.csv '
        'team_season_receiving_df.csv team_season_rushing_df.csv'
    ),
    'legacy_data/team_rosters': (
        'team_2009_rosters.csv team_2010_rosters.csv team_2011_rosters.csv team_2012_rosters.csv '
        'team_2014_rosters.csv team_2015_rosters.csv team_2016_rosters.csv team_2017_rosters.csv'
    ),
    'legacy_data/war_stats/season_estimates/epa_based/qb_tables': (
        'qb_war_10.csv qb_war_11.csv qb_war_12.csv qb_war_13.csv qb_war_14.csv qb_war_15.csv qb_war_16.csv '
        'qb_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/epa_based/rb_tables': (
        'rb_war_09.csv rb_war_10.csv rb_war_11.csv rb_war_12.csv rb_war_14.csv rb_war_16.csv rb_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/epa_based/te_tables': (
        'te_war_09.csv te_war_10.csv te_war_11.csv te_war_14.csv te_war_15.csv te_war_16.csv te_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/epa_based/wr_tables': (
        'wr_war_09.csv wr_war_10.csv wr_war_11.csv wr_war_12.csv wr_war_15.csv wr_war_16.csv wr_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/wpa_based/qb_tables': (
        'qb_war_09.csv qb_war_10.csv qb_war_11.csv qb_war_12.csv qb_war_13.csv qb_war_15.csv qb_war_16.csv '
        'qb_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/wpa_based/rb_tables': (
        'rb_war_09.csv rb_war_12.csv rb_war_13.csv rb_war_15.csv rb_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/wpa_based/te_tables': (
        'te_war_09.csv te_war_10.csv te_war_11.csv te_war_12.csv te_war_13.csv te_war_14.csv te_war_15.csv'
    ),
    'legacy_data/war_stats/season_estimates/wpa_based/wr_tables': (
        'wr_war_09.csv wr_war_10.csv wr_war_11.csv wr_war_15.csv wr_war_16.csv wr_war_17.csv'
    ),
    'workshop/code': (
        '.DS_Store analyze_season_data_STARTER.R init_pit_cin_data_STARTER.R'
    ),
}

NFL_WAR_KIND = {
    'legacy_data/war_stats/season_estimates/epa_based/qb_tables': (
        'qb_war_09.csv qb_war_10.csv qb_war_11.csv qb_war_12.csv qb_war_13.csv qb_war_14.csv qb_war_15.csv '
        'qb_war_16.csv qb_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/epa_based/rb_tables': (
        'rb_war_09.csv rb_war_10.csv rb_war_11.csv rb_war_12.csv rb_war_13.csv rb_war_14.csv rb_war_15.csv '
        'rb_war_16.csv rb_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/epa_based/te_tables': (
        'te_war_09.csv te_war_10.csv te_war_11.csv te_war_12.csv te_war_13.csv te_war_14.csv te_war_15.csv '
        'te_war_16.csv te_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/epa_based/wr_tables': (
        'wr_war_09.csv wr_war_10.csv wr_war_11.csv wr_war_12.csv wr_war_13.csv wr_war_14.csv wr_war_15.csv '
        'wr_war_16.csv wr_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/wpa_based/qb_tables': (
        'qb_war_09.csv qb_war_10.csv qb_war_11.csv qb_war_12.csv qb_war_13.csv qb_war_14.csv qb_war_15.csv '
        'qb_war_16.csv qb_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/wpa_based/rb_tables': (
        'rb_war_09.csv rb_war_10.csv rb_war_11.csv rb_war_12.csv rb_war_13.csv rb_war_14.csv rb_war_15.csv '
        'rb_war_16.csv rb_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/wpa_based/te_tables': (
        'te_war_09.csv te_war_10.csv te_war_11.csv te_war_12.csv te_war_13.csv te_war_14.csv te_war_15.csv '
        'te_war_16.csv te_war_17.csv'
    ),
    'legacy_data/war_stats/season_estimates/wpa_based/wr_tables': (
        'wr_war_09.csv wr_war_10.csv wr_war_11.csv wr_war_12.csv wr_war_13.csv wr_war_14.csv wr_war_15.csv '
        'wr_war_16.csv wr_war_17.csv'
    ),
}

NFL_WAR_OTHER = {
    '': (
        '.gitignore README.html README.md R/init_data/init_pbp_data.R R/init_data/init_roster_data.R '
        'legacy_data/README.md legacy_data/game_player_stats/game_receiving_df.csv '
        'legacy_data/playoff_game_player_stats/playoff_game_receiving_df.csv '
        'legacy_data/playoff_game_player_stats/playoff_game_rushing_df.csv '
        'legacy_data/playoff_player_stats/season_passing_df.csv '
        'legacy_data/season_player_stats/season_passing_df.csv '
        'legacy_data/war_stats/season_estimates/.DS_Store '
        'legacy_data/war_stats/season_estimates/wpa_based/.DS_Store workshop/.DS_Store '
        'workshop/nflscrapR_workshop.pdf workshop/code/.DS_Store workshop/code/analyze_season_data_STARTER.R '
        'workshop/code/complete_code/analyze_season_data_COMPLETE.R '
        'workshop/code/complete_code/init_pit_cin_data_COMPLETE.R'
    ),
    'R': (
        'fitz_winston_comp.R init_fourth_down_data.R season_summary.R wp_chart_examples.R'
    ),
    'R/legacy_code': (
        'ggfootballfield_test.R init_data.R init_data_for_hs.R new_wp_ep_charts.R nfl_wordcloud.R '
        'nonqb_passing_script.R pacr_visuals.R plot_examples.R skill_curves_demo.R team_kickoff_comparison.R '
        'war_timeline.R win_prob_chart_2017.R'
    ),
    'R/punt_competition': (
        'punt_adj_data.csv punt_directions.Rmd punt_directions.nb.html references.bib '
        'rule_change_wpa.nb.html'
    ),
    'figures/legacy_figures': (
        'AirTD_relationship.jpeg Airepa_targets_17.jpeg Apacr_airwpa.jpeg Apacr_yacwpa.jpeg '
        'Dal_nyg_week1.jpeg Epa_drive_rec.jpeg Nfl_word_cloud.jpeg No_was_wp.jpeg Pacr_wpa_rel.jpeg '
        'Pacr_yacwpa.jpeg Pass2017_epasr.jpeg Pass_2017_air_sr.jpeg Pit_ind_wp_chart.jpeg '
        'Rec_targets_drive.jpeg Rplot.jpeg Sea_week_11.jpeg Steelerswinprob.jpeg Team_epa_chart.jpeg '
        'Team_passing_epa.jpeg Team_rushing_epa.jpeg Wilson_brady_war.jpeg aPACR_wpa.jpeg '
        'airEPA_sr_2017.jpeg airWPA_chart.jpeg ben_brown_bell_war_timeline.jpeg brady_vs_ben_war.jpeg '
        'clutch_epa_2017.jpeg epadrive_passing.jpeg epapacr_plot.jpeg ne_phi_rush.jpeg no_car_chart.jpeg '
        'pacr_airwpa.jpeg pacr_plot.jpeg pass_word_cloud.jpeg pit_cle_week_1.jpeg rushing_sr_2017.jpeg '
        'rushing_word_cloud.jpeg super_bow_lii.jpeg super_bowl_lii.jpeg team_clutch_epa.jpeg '
        'team_kickoff_no_fum.jpeg team_ko_ex_onside.jpeg team_ko_onside.jpeg team_lead_season.jpeg '
        'team_wp_lead_17.jpeg wilson_brady_wpa.jpeg yacWPA_chart.jpeg yac_air_rec_17.jpeg'
    ),
    'games_data/post_season': (
        'post_games_2009.csv post_games_2010.csv post_games_2011.csv post_games_2013.csv post_games_2014.csv '
        'post_games_2015.csv post_games_2016.csv post_games_2017.csv post_games_2018.csv post_games_2019.csv'
    ),
    'games_data/pre_season': (
        'pre_games_2009.csv pre_games_2011.csv pre_games_2012.csv pre_games_2013.csv pre_games_2015.csv '
        'pre_games_2016.csv pre_games_2017.csv'
    ),
    'games_data/regular_season': (
        'reg_games_2009.csv reg_games_2010.csv reg_games_2011.csv reg_games_2012.csv reg_games_2013.csv '
        'reg_games_2014.csv reg_games_2015.csv reg_games_2017.csv'
    ),
    'legacy_data/game_team_stats': (
        'game_passing_df.csv game_receiving_df.csv game_rushing_df.csv'
    ),
    'legacy_data/playoff_game_team_stats': (
        'playoff_game_passing_df.csv playoff_game_receiving_df.csv playoff_game_rushing_df.csv'
    ),
    'legacy_data/playoff_play_by_play': (
        'playoff_pbp_2009.csv playoff_pbp_2010.csv playoff_pbp_2011.csv playoff_pbp_2013.csv '
        'playoff_pbp_2015.csv playoff_pbp_2017.csv'
    ),
    'legacy_data/playoff_team_stats': (
        'team_def_playoff_passing_df.csv team_def_playoff_receiving_df.csv team_def_playoff_rushing_df.csv '
        'team_playoff_passing_df.csv team_playoff_receiving_df.csv'
    ),
    'legacy_data/season_games': (
        'games_2009.csv games_2012.csv games_2015.csv games_2016.csv games_2017.csv'
    ),
    'legacy_data/season_play_by_play': (
        'pbp_2009.csv pbp_2011.csv pbp_2013.csv pbp_2014.csv pbp_2016.csv'
    ),
    'legacy_data/season_team_stats': (
        'team_def_season_passing_df.csv team_def_season_receiving_df.csv team_season_passing_df.csv '
        'team_season_receiving_df.csv'
    ),
    'legacy_data/team_rosters': (
        'team_2009_rosters.csv team_2010_rosters.csv team_2011_rosters.csv team_2012_rosters.csv '
        'team_2013_rosters.csv team_2014_rosters.csv team_2016_rosters.csv'
    ),
    'play_by_play_data/post_season': (
        'post_pbp_2009.csv post_pbp_2010.csv post_pbp_2011.csv post_pbp_2012.csv post_pbp_2013.csv '
        'post_pbp_2015.csv post_pbp_2016.csv post_pbp_2017.csv post_pbp_2019.csv'
    ),
    'play_by_play_data/pre_season': (
        'pre_pbp_2009.csv pre_pbp_2010.csv pre_pbp_2012.csv pre_pbp_2013.csv pre_pbp_2014.csv '
        'pre_pbp_2015.csv pre_pbp_2016.csv pre_pbp_2017.csv'
    ),
    'play_by_play_data/regular_season': (
        'reg_pbp_2009.csv reg_pbp_2010.csv reg_pbp_2012.csv reg_pbp_2014.csv reg_pbp_2017.csv '
        'reg_pbp_2018.csv'
    ),
    'roster_data/post_season': (
        'post_roster_2009.csv post_roster_2011.csv post_roster_2012.csv post_roster_2013.csv '
        'post_roster_2014.csv post_roster_2015.csv post_roster_2016.csv post_roster_2017.csv'
    ),
    'roster_data/pre_season': (
        'pre_roster_2009.csv pre_roster_2010.csv pre_roster_2011.csv pre_roster_2012.csv pre_roster_2015.csv '
        'pre_roster_2016.csv pre_roster_2017.csv pre_roster_2018.csv'
    ),
    'roster_data/regular_season': (
        'reg_roster_2009.csv reg_roster_2010.csv reg_roster_2011.csv reg_roster_2012.csv reg_roster_2013.csv '
        'reg_roster_2014.csv reg_roster_2015.csv reg_roster_2016.csv reg_roster_2018.csv reg_roster_2019.csv'
    ),
}

MCW_REGIONS_KIND = {
    'world/poi': (
        'r.-1.-1.mca r.-1.-2.mca r.-1.-3.mca r.-1.-4.mca r.-1.0.mca r.-1.1.mca r.-1.2.mca r.-1.3.mca '
        'r.-1.4.mca r.-1.5.mca r.-1.6.mca r.-1.7.mca r.-2.-1.mca r.-2.2.mca r.-2.3.mca r.-2.4.mca r.-2.5.mca '
        'r.-2.6.mca r.-2.7.mca r.-2.8.mca r.-3.5.mca r.-3.6.mca r.-3.7.mca r.-3.8.mca r.0.-1.mca r.0.-2.mca '
        'r.0.-3.mca r.0.-4.mca r.0.0.mca r.0.1.mca r.0.2.mca r.0.3.mca r.0.4.mca r.0.5.mca r.0.6.mca '
        'r.0.7.mca r.1.-1.mca r.1.-2.mca r.1.0.mca r.1.1.mca r.1.2.mca r.1.3.mca r.1.4.mca r.1.5.mca '
        'r.1.6.mca r.1.7.mca r.2.-1.mca r.2.-2.mca r.2.0.mca r.2.1.mca r.2.2.mca r.2.3.mca r.2.4.mca '
        'r.2.5.mca r.2.6.mca r.3.-1.mca r.3.-2.mca r.3.0.mca r.3.1.mca r.3.2.mca r.3.3.mca r.3.6.mca '
        'r.4.0.mca r.4.1.mca r.4.2.mca r.4.3.mca r.5.1.mca r.5.2.mca r.5.3.mca r.6.2.mca r.6.3.mca r.6.4.mca '
        'r.7.3.mca r.7.4.mca'
    ),
    'world/region': (
        'r.-1.-1.mca r.-1.-2.mca r.-1.-3.mca r.-1.-4.mca r.-1.-5.mca r.-1.0.mca r.-1.1.mca r.-1.2.mca '
        'r.-1.3.mca r.-1.4.mca r.-1.5.mca r.-1.6.mca r.-1.7.mca r.-1.8.mca r.-2.-1.mca r.-2.-2.mca '
        'r.-2.-3.mca r.-2.-4.mca r.-2.-5.mca r.-2.0.mca r.-2.1.mca r.-2.2.mca r.-2.3.mca r.-2.4.mca '
        'r.-2.5.mca r.-2.6.mca r.-2.7.mca r.-2.8.mca r.-2.9.mca r.-3.3.mca r.-3.4.mca r.-3.5.mca r.-3.6.mca '
        'r.-3.7.mca r.-3.8.mca r.-3.9.mca r.-4.8.mca r.-4.9.mca r.0.-1.mca r.0.-2.mca r.0.-3.mca r.0.-4.mca '
        'r.0.-5.mca r.0.0.mca r.0.1.mca r.0.2.mca r.0.3.mca r.0.4.mca r.0.5.mca r.0.6.mca r.0.7.mca '
        'r.0.8.mca r.1.-1.mca r.1.-2.mca r.1.-3.mca r.1.0.mca r.1.1.mca r.1.2.mca r.1.3.mca r.1.4.mca '
        'r.1.5.mca r.1.6.mca r.1.7.mca r.1.8.mca r.2.-1.mca r.2.-2.mca r.2.-3.mca r.2.0.mca r.2.1.mca '
        'r.2.2.mca r.2.3.mca r.2.4.mca r.2.5.mca r.2.6.mca r.2.7.mca r.3.-1.mca r.3.-2.mca r.3.-3.mca '
        'r.3.0.mca r.3.1.mca r.3.2.mca r.3.3.mca r.3.4.mca r.3.5.mca r.3.6.mca r.3.7.mca r.4.-1.mca '
        'r.4.-2.mca r.4.0.mca r.4.1.mca r.4.2.mca r.4.3.mca r.4.4.mca r.5.0.mca r.5.1.mca r.5.2.mca '
        'r.5.3.mca r.5.4.mca r.6.1.mca r.6.2.mca r.6.3.mca r.6.4.mca r.6.5.mca r.7.2.mca r.7.3.mca r.7.4.mca '
        'r.7.5.mca r.8.3.mca r.8.4.mca r.8.5.mca'
    ),
    'world_nether/DIM-1/poi': (
        'r.-1.-1.mca r.-1.0.mca r.-1.1.mca r.0.-1.mca r.0.0.mca r.0.1.mca r.1.-1.mca r.1.0.mca r.1.2.mca'
    ),
    'world_nether/DIM-1/region': (
        'r.-1.-1.mca r.-1.0.mca r.-1.1.mca r.0.-1.mca r.0.0.mca r.0.1.mca r.1.-1.mca r.1.0.mca r.1.1.mca '
        'r.1.2.mca r.1.3.mca'
    ),
    'world_the_end/DIM1/poi': (
        'r.-1.-1.mca r.-1.0.mca r.0.-1.mca r.0.0.mca r.1.-1.mca r.1.0.mca r.1.1.mca r.1.2.mca r.1.3.mca '
        'r.2.-1.mca r.2.-2.mca r.2.0.mca r.2.1.mca r.2.2.mca r.3.-1.mca r.3.0.mca r.3.1.mca r.3.2.mca'
    ),
    'world_the_end/DIM1/region': (
        'r.-1.-1.mca r.-1.0.mca r.0.-1.mca r.0.0.mca r.0.2.mca r.0.3.mca r.1.-1.mca r.1.-2.mca r.1.-3.mca '
        'r.1.0.mca r.1.1.mca r.1.2.mca r.1.3.mca r.2.-1.mca r.2.-2.mca r.2.-3.mca r.2.0.mca r.2.1.mca '
        'r.2.2.mca r.3.-1.mca r.3.-2.mca r.3.0.mca r.3.1.mca r.3.2.mca'
    ),
}

MCW_REGIONS_OTHER = {
    '': (
        'SendMessage.exe banned-ips.json banned-players.json bukkit.yml commands.yml eula.txt help.yml '
        'manager ops.json permissions.yml res server.properties spigot.jar spigot.yml start.bat stop.bat '
        'usercache.json whitelist.json plugins/PluginMetrics/config.yml world/datapacks/bukkit/pack.mcmeta '
        'world_nether/DIM-1/data/raids_nether.dat world_the_end/DIM1/data/raids_end.dat'
    ),
    'logs': (
        '2020-04-13-1.log.gz 2020-04-13-10.log.gz 2020-04-13-11.log.gz 2020-04-13-12.log.gz '
        '2020-04-13-13.log.gz 2020-04-13-14.log.gz 2020-04-13-15.log.gz 2020-04-13-16.log.gz '
        '2020-04-13-17.log.gz 2020-04-13-18.log.gz 2020-04-13-19.log.gz 2020-04-13-2.log.gz '
        '2020-04-13-20.log.gz 2020-04-13-21.log.gz 2020-04-13-22.log.gz 2020-04-13-3.log.gz '
        '2020-04-13-4.log.gz 2020-04-13-5.log.gz 2020-04-13-6.log.gz 2020-04-13-7.log.gz 2020-04-13-8.log.gz '
        '2020-04-13-9.log 2020-04-14-1.log.gz 2020-04-14-2.log.gz latest.log'
    ),
    'world/advancements': (
        '15e3aca9-f1d0-42b3-ae6c-d6556fcb24b7.json 31abd1a3-5faa-4788-8a78-179725b44638.json '
        '7c468622-da88-402a-87d5-10660ee1bae3.json 960fdae2-41dd-4c77-962a-909646615873.json '
        'a14df601-22ac-4055-9035-03b70f2be82c.json a1dc1a7c-59bd-44b5-b1f3-fee8f218b956.json '
        'b1c6b7c9-c9f3-4131-bc40-385327008c0e.json b3c322ed-2506-4745-82e2-00b3bf740770.json '
        'c2d76543-356c-4d1a-9693-2867b405aaca.json c7418bfe-a642-4d60-a19f-e0f5ba75764c.json '
        'fcaf5138-eab0-4269-aa06-3362ffa966b2.json'
    ),
    'world/data': (
        'idcounts.dat map_0.dat map_1.dat map_10.dat map_11.dat map_2.dat map_3.dat map_4.dat map_5.dat '
        'map_6.dat map_7.dat map_8.dat map_9.dat raids.dat'
    ),
    'world': (
        'level.dat level.dat_old level.dat_old.gz session.lock uid.dat'
    ),
    'world/playerdata': (
        '15e3aca9-f1d0-42b3-ae6c-d6556fcb24b7.dat 31abd1a3-5faa-4788-8a78-179725b44638.dat '
        '7c468622-da88-402a-87d5-10660ee1bae3.dat 960fdae2-41dd-4c77-962a-909646615873.dat '
        'a14df601-22ac-4055-9035-03b70f2be82c.dat a1dc1a7c-59bd-44b5-b1f3-fee8f218b956.dat '
        'b1c6b7c9-c9f3-4131-bc40-385327008c0e.dat b3c322ed-2506-4745-82e2-00b3bf740770.dat '
        'c2d76543-356c-4d1a-9693-2867b405aaca.dat c7418bfe-a642-4d60-a19f-e0f5ba75764c.dat '
        'fcaf5138-eab0-4269-aa06-3362ffa966b2.dat'
    ),
    'world/stats': (
        '15e3aca9-f1d0-42b3-ae6c-d6556fcb24b7.json 31abd1a3-5faa-4788-8a78-179725b44638.json '
        '7c468622-da88-402a-87d5-10660ee1bae3.json 960fdae2-41dd-4c77-962a-909646615873.json '
        'a14df601-22ac-4055-9035-03b70f2be82c.json a1dc1a7c-59bd-44b5-b1f3-fee8f218b956.json '
        'b1c6b7c9-c9f3-4131-bc40-385327008c0e.json b3c322ed-2506-4745-82e2-00b3bf740770.json '
        'c2d76543-356c-4d1a-9693-2867b405aaca.json c7418bfe-a642-4d60-a19f-e0f5ba75764c.json '
        'fcaf5138-eab0-4269-aa06-3362ffa966b2.json'
    ),
    'world_nether/data': (
        'idcounts.dat map_0.dat map_1.dat map_10.dat map_11.dat map_2.dat map_3.dat map_4.dat map_5.dat '
        'map_6.dat map_7.dat map_8.dat map_9.dat raids.dat'
    ),
    'world_nether': (
        'level.dat level.dat_old session.lock uid.dat'
    ),
    'world_the_end/data': (
        'idcounts.dat map_0.dat map_1.dat map_10.dat map_11.dat map_2.dat map_3.dat map_4.dat map_5.dat '
        'map_6.dat map_7.dat map_8.dat map_9.dat raids.dat'
    ),
    'world_the_end': (
        'level.dat level.dat_old session.lock uid.dat'
    ),
}

MCW_LOGS_KIND = {
    'logs': (
        '2020-04-13-1.log.gz 2020-04-13-10.log.gz 2020-04-13-11.log.gz 2020-04-13-12.log.gz '
        '2020-04-13-13.log.gz 2020-04-13-14.log.gz 2020-04-13-15.log.gz 2020-04-13-16.log.gz '
        '2020-04-13-17.log.gz 2020-04-13-18.log.gz 2020-04-13-19.log.gz 2020-04-13-2.log.gz '
        '2020-04-13-20.log.gz 2020-04-13-21.log.gz 2020-04-13-22.log.gz 2020-04-13-3.log.gz '
        '2020-04-13-4.log.gz 2020-04-13-5.log.gz 2020-04-13-6.log.gz 2020-04-13-7.log.gz 2020-04-13-8.log.gz '
        '2020-04-14-1.log.gz 2020-04-14-2.log.gz'
    ),
}

MCW_LOGS_OTHER = {
    '': (
        'SendMessage.exe banned-ips.json banned-players.json bukkit.yml commands.yml eula.txt help.yml '
        'permissions.yml res spigot.yml stop.bat usercache.json whitelist.json logs/2020-04-13-9.log '
        'logs/latest.log plugins/PluginMetrics/config.yml world/level.dat_old world/level.dat_old.gz '
        'world_nether/DIM-1/data/raids_nether.dat world_the_end/DIM1/data/raids_end.dat '
        'world_the_end/level.dat world_the_end/level.dat_old'
    ),
    'world/advancements': (
        '15e3aca9-f1d0-42b3-ae6c-d6556fcb24b7.json 31abd1a3-5faa-4788-8a78-179725b44638.json '
        '7c468622-da88-402a-87d5-10660ee1bae3.json 960fdae2-41dd-4c77-962a-909646615873.json '
        'a14df601-22ac-4055-9035-03b70f2be82c.json'
    ),
    'world/data': (
        'idcounts.dat map_10.dat map_11.dat map_2.dat map_3.dat map_4.dat map_5.dat map_6.dat map_7.dat '
        'map_8.dat raids.dat'
    ),
    'world/playerdata': (
        '31abd1a3-5faa-4788-8a78-179725b44638.dat c2d76543-356c-4d1a-9693-2867b405aaca.dat '
        'c7418bfe-a642-4d60-a19f-e0f5ba75764c.dat fcaf5138-eab0-4269-aa06-3362ffa966b2.dat'
    ),
    'world/poi': (
        'r.-1.-1.mca r.-1.-2.mca r.-1.-4.mca r.-1.0.mca r.-1.2.mca r.-1.3.mca r.-1.4.mca r.-1.5.mca '
        'r.-1.6.mca r.-1.7.mca r.-2.2.mca r.-2.3.mca r.-2.4.mca r.-2.8.mca r.-3.5.mca r.-3.6.mca r.-3.8.mca '
        'r.0.-2.mca r.0.-4.mca r.0.0.mca r.0.1.mca r.0.2.mca r.0.4.mca r.0.5.mca r.0.6.mca r.0.7.mca '
        'r.1.-1.mca r.1.-2.mca r.1.4.mca r.1.5.mca r.1.6.mca r.1.7.mca r.2.-2.mca r.2.2.mca r.2.3.mca '
        'r.2.4.mca r.2.5.mca r.2.6.mca r.3.-1.mca r.3.2.mca r.3.3.mca r.4.0.mca r.4.1.mca r.4.2.mca '
        'r.5.1.mca r.6.2.mca r.6.3.mca r.6.4.mca r.7.3.mca r.7.4.mca'
    ),
    'world/region': (
        'r.-1.-1.mca r.-1.-2.mca r.-1.-3.mca r.-1.-4.mca r.-1.0.mca r.-1.1.mca r.-1.8.mca r.-2.-1.mca '
        'r.-2.-2.mca r.-2.-4.mca r.-2.-5.mca r.-2.0.mca r.-2.3.mca r.-2.4.mca r.-2.7.mca r.-2.8.mca '
        'r.-3.5.mca r.-3.7.mca r.0.-1.mca r.0.-2.mca r.0.-5.mca r.0.0.mca r.0.1.mca r.0.2.mca r.0.3.mca '
        'r.0.7.mca r.1.-1.mca r.1.-2.mca r.1.-3.mca r.1.8.mca r.2.3.mca r.2.5.mca r.2.6.mca r.2.7.mca '
        'r.3.-2.mca r.3.-3.mca r.3.1.mca r.3.3.mca r.3.4.mca r.3.5.mca r.3.7.mca r.4.-1.mca r.4.3.mca '
        'r.5.0.mca r.5.3.mca r.6.1.mca r.6.2.mca r.6.4.mca r.7.4.mca r.8.4.mca r.8.5.mca'
    ),
    'world/stats': (
        '15e3aca9-f1d0-42b3-ae6c-d6556fcb24b7.json b1c6b7c9-c9f3-4131-bc40-385327008c0e.json '
        'fcaf5138-eab0-4269-aa06-3362ffa966b2.json'
    ),
    'world_nether/DIM-1/poi': (
        'r.-1.-1.mca r.-1.0.mca r.0.-1.mca r.0.0.mca r.0.1.mca r.1.2.mca'
    ),
    'world_nether/DIM-1/region': (
        'r.-1.0.mca r.0.-1.mca r.0.0.mca r.0.1.mca r.1.-1.mca r.1.0.mca r.1.1.mca r.1.2.mca r.1.3.mca'
    ),
    'world_nether/data': (
        'idcounts.dat map_10.dat map_11.dat map_3.dat map_4.dat map_7.dat map_8.dat raids.dat'
    ),
    'world_nether': (
        'level.dat level.dat_old uid.dat'
    ),
    'world_the_end/DIM1/poi': (
        'r.-1.0.mca r.0.-1.mca r.1.-1.mca r.2.-1.mca r.2.-2.mca r.2.1.mca r.3.0.mca r.3.1.mca'
    ),
    'world_the_end/DIM1/region': (
        'r.-1.-1.mca r.-1.0.mca r.0.3.mca r.1.-2.mca r.1.0.mca r.1.2.mca r.1.3.mca r.2.-2.mca r.2.1.mca '
        'r.2.2.mca r.3.-1.mca r.3.2.mca'
    ),
    'world_the_end/data': (
        'idcounts.dat map_1.dat map_10.dat map_4.dat map_5.dat map_7.dat map_9.dat raids.dat'
    ),
}

SDRF_EXAMPLES_KIND = {
    '': (
        'examples/PAD000001/PAD000001.sdrf.tsv examples/PAD000003/PAD000003.sdrf.tsv '
        'examples/PDC000126/PDC000126.sdrf.tsv examples/PXD002137/PXD002137.sdrf.tsv '
        'examples/PXD003572/PXD003572.sdrf.tsv examples/PXD003772/PXD003772.sdrf.tsv '
        'examples/PXD003791/PXD003791.sdrf.tsv examples/PXD004684/PXD004684.sdrf.tsv '
        'examples/PXD005969/PXD005969.sdrf.tsv examples/PXD006439/PXD006439.sdrf.tsv '
        'examples/PXD006482/PXD006482.sdrf.tsv examples/PXD008934/PXD008934.sdrf.tsv '
        'examples/PXD009712/PXD009712.sdrf.tsv examples/PXD012667/PXD012667.sdrf.tsv '
        'examples/PXD013868/PXD013868.sdrf.tsv examples/PXD013923/PXD013923.sdrf.tsv '
        'examples/PXD019515/PXD019515Hela.sdrf.tsv examples/PXD042173/PXD042173.sdrf.tsv '
        'examples/PXD073289/PXD073289.sdrf.tsv'
    ),
}

SDRF_EXAMPLES_OTHER = {
    '.github/ISSUE_TEMPLATE': (
        'custom.md request-guidelines-creation.md request-project-annotation.md'
    ),
    '.github/workflows': (
        'build-docs.yml link-check.yml release-pdf.yml sync-sdrf-templates.yml validate-all.yml'
    ),
    '': (
        '.gitignore .gitmodules .lycheeignore CHANGELOG.md CITATION.cff DEVELOPMENT.md LICENSE README.md '
        'llms.txt annotated-projects/MTBLS1129/MTBLS1129.sdrf.tsv '
        'annotated-projects/MTBLS1903/MTBLS1903.sdrf.tsv annotated-projects/MTBLS547/MTBLS547.sdrf.tsv '
        'annotated-projects/README.md examples/README.md '
        'psi-document/sdrf-proteomics-specification-v1.1.0-dev.pdf '
        'psi-document/v1.0.0/SDRF_Proteomics_Specification_v1.0.0.docx '
        'psi-document/v1.0.0/SDRF_Proteomics_Specification_v1.0.0.pdf '
        'psi-document/v1.1.0-dev/sdrf-proteomics-specification-v1.1.0-dev.pdf site/css/style.css '
        'site/js/sdrf-builder.js site/js/search.js site/pdf-theme/sdrf-theme-theme.yml '
        'site/templates/index-templates.html.j2 site/templates/template-page.html.j2'
    ),
    'images': (
        'contact.png design-plots.pptx sample-metadata.png sdrf-guidelines-structure.png sdrf-nutshell.png'
    ),
    'psi-document/v1.1.0-dev/supplementary-files': (
        'data-analysis-metadata-v1.1.0-dev.adoc quickstart-v1.1.0-dev.adoc sample-metadata-v1.1.0-dev.adoc '
        'template-definitions-v1.1.0-dev.adoc tool-support-v1.1.0-dev.adoc'
    ),
    'scripts': (
        'add-dev-banner.sh build-docs.sh build_index_templates.py build_sdrf_builder_data.py '
        'build_template_pages.py generate_templates_appendix.py inject-headers.py resolve_templates.py '
        'test_resolve_templates.py transform-links.py transform-sdrf-tables.py'
    ),
    'sdrf-proteomics': (
        'DATA-ANALYSIS.adoc README.adoc SAMPLE-GUIDELINES.adoc TEMPLATES.adoc TERMS.tsv TOOLS.adoc '
        'VERSIONING.adoc quickstart.adoc sdrf-templates'
    ),
    'site': (
        'build-sdrf-index.py build-search-index.py index.html quickstart.html sdrf-builder.html '
        'sdrf-data.json sdrf-editor.html sdrf-explorer.html sdrf-terms.html'
    ),
}

BAMBI_BCL_KIND = {
    '': (
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C10.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C10.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C12.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C13.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C15.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C19.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C20.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C20.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C21.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C23.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C24.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C25.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C25.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C27.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C27.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C3.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C31.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C32.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C32.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C5.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C7.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C9.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C1.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C10.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C10.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C14.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C15.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C18.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C19.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C19.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C20.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C21.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C22.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C25.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C29.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C29.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C30.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C32.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C32.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C5.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C5.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C1.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C10.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C12.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C13.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C15.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C16.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C18.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C18.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C19.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C2.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C20.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C20.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C22.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C23.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C25.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C26.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C26.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C27.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C28.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C29.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C3.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C4.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C4.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C5.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C6.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C8.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C8.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C1.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C10.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C11.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C12.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C12.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C13.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C14.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C14.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C17.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C17.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C18.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C19.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C20.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C20.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C23.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C24.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C26.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C29.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C29.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C3.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C30.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C4.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C5.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C6.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C6.1/s_2_2101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C1.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C11.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C12.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C12.1/s_1_1302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C20.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C21.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C21.1/s_1_2301.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C24.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C24.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C28.1/s_1_1301.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C28.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C29.1/s_1_2302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C3.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C3.1/s_1_1301.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C32.1/s_1_1302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C32.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C4.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C5.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C5.1/s_1_2302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C9.1/s_1_1302.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C11.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C13.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C14.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C14.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C15.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C16.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C18.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C18.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C19.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C2.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C2.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C20.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C21.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C22.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C23.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C23.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C25.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C27.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C28.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C29.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C3.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C3.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C31.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C31.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C4.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C4.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C7.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C9.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C1.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C11.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C11.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C12.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C12.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C16.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C22.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C23.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C23.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C24.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C24.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C25.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C25.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C26.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C27.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C29.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C29.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C31.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C8.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C8.1/s_1_1202.bcl.gz'
    ),
    'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C11.1': (
        's_1_1101.bcl.gz s_1_1102.bcl.gz s_1_2101.bcl.gz'
    ),
    'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C17.1': (
        's_1_1101.bcl.gz s_1_1102.bcl.gz s_1_2101.bcl.gz'
    ),
    'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C31.1': (
        's_1_1101.bcl.gz s_1_2101.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C10.1': (
        's_1_1101.bcl.gz s_1_1201.bcl.gz s_1_1202.bcl.gz s_1_2302.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C13.1': (
        's_1_1201.bcl.gz s_1_1301.bcl.gz s_1_2102.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C14.1': (
        's_1_2201.bcl.gz s_1_2202.bcl.gz s_1_2301.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C15.1': (
        's_1_1101.bcl.gz s_1_1102.bcl.gz s_1_2102.bcl.gz s_1_2301.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C16.1': (
        's_1_1202.bcl.gz s_1_1301.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C18.1': (
        's_1_1202.bcl.gz s_1_1301.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C19.1': (
        's_1_1102.bcl.gz s_1_1302.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C22.1': (
        's_1_1101.bcl.gz s_1_1202.bcl.gz s_1_1301.bcl.gz s_1_2101.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C23.1': (
        's_1_1102.bcl.gz s_1_1201.bcl.gz s_1_1302.bcl.gz s_1_2101.bcl.gz s_1_2201.bcl.gz s_1_2202.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C27.1': (
        's_1_1201.bcl.gz s_1_1202.bcl.gz s_1_1302.bcl.gz s_1_2202.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C30.1': (
        's_1_1101.bcl.gz s_1_2101.bcl.gz s_1_2102.bcl.gz s_1_2202.bcl.gz s_1_2302.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C31.1': (
        's_1_1101.bcl.gz s_1_1301.bcl.gz s_1_1302.bcl.gz s_1_2302.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C6.1': (
        's_1_1101.bcl.gz s_1_2201.bcl.gz s_1_2301.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C7.1': (
        's_1_1101.bcl.gz s_1_1201.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C8.1': (
        's_1_1101.bcl.gz s_1_1201.bcl.gz s_1_1301.bcl.gz s_1_1302.bcl.gz s_1_2102.bcl.gz s_1_2201.bcl.gz '
        's_1_2202.bcl.gz'
    ),
    'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C10.1': (
        's_1_1102.bcl.gz s_1_2101.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C12.1': (
        's_1_1101.bcl.gz s_1_1102.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C26.1': (
        's_1_1201.bcl.gz s_1_1202.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C32.1': (
        's_1_1201.bcl.gz s_1_1202.bcl.gz s_1_2202.bcl.gz'
    ),
    'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C5.1': (
        's_1_1202.bcl.gz s_1_2101.bcl.gz s_1_2201.bcl.gz s_1_2202.bcl.gz'
    ),
    'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C8.1': (
        's_1_1101.bcl.gz s_1_2101.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C13.1': (
        's_1_1102.bcl.gz s_1_1202.bcl.gz s_1_2102.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C14.1': (
        's_1_1201.bcl.gz s_1_2101.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C17.1': (
        's_1_1101.bcl.gz s_1_1201.bcl.gz s_1_1202.bcl.gz s_1_2101.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C18.1': (
        's_1_1201.bcl.gz s_1_1202.bcl.gz s_1_2202.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C19.1': (
        's_1_1101.bcl.gz s_1_1201.bcl.gz s_1_2101.bcl.gz s_1_2202.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C2.1': (
        's_1_1102.bcl.gz s_1_1201.bcl.gz s_1_2102.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C20.1': (
        's_1_1102.bcl.gz s_1_1201.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C21.1': (
        's_1_1201.bcl.gz s_1_2101.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C3.1': (
        's_1_1101.bcl.gz s_1_1102.bcl.gz s_1_1202.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C32.1': (
        's_1_1101.bcl.gz s_1_2102.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C5.1': (
        's_1_1201.bcl.gz s_1_2101.bcl.gz s_1_2102.bcl.gz'
    ),
}

BAMBI_BCL_OTHER = {
    'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001': (
        's_1_1101.filter s_1_1102.filter s_1_2101.filter s_1_2102.filter'
    ),
    'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002': (
        's_2_1101.filter s_2_1102.filter s_2_2101.filter s_2_2102.filter'
    ),
    'test/data/160916_miseq_0966_FC/Data/Intensities/L001': (
        's_1_1101.locs s_1_1102.locs s_1_2101.locs s_1_2102.locs'
    ),
    'test/data/160916_miseq_0966_FC/Data/Intensities/L002': (
        's_2_1101.locs s_2_1102.locs s_2_2101.locs s_2_2102.locs'
    ),
    '': (
        'test/data/160916_miseq_0966_FC/RunInfo.xml test/data/160916_miseq_0966_FC/runParameters.xml '
        'test/data/160916_miseq_0966_FC_missing/RunInfo.xml '
        'test/data/160916_miseq_0966_FC_missing/runParameters.xml '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/s.locs '
        'test/data/160919_hiseq4000_7984_FC/RunInfo.xml test/data/160919_hiseq4000_7984_FC/runParameters.xml '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/s.locs test/data/160919_hiseqx_0557_FC/RunInfo.xml '
        'test/data/160919_hiseqx_0557_FC/runParameters.xml '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C126.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C129.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C18.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C192.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C210.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C244.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C258.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C271.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C273.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C290.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C294.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C295.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C38.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C52.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C76.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C77.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C84.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C91.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C94.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C10.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C151.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C17.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C171.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C18.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C211.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C227.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C233.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C278.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C284.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C288.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C298.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C300.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C306.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C315.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C316.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C33.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C36.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C40.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C42.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C49.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C54.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C54.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C55.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C84.1/L001_2.cbcl test/data/novaseqX/RunInfo.xml '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C103.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C110.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C110.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C123.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C127.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C141.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C156.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C157.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C173.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C177.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C18.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C187.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C212.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C227.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C240.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C245.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C258.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C275.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C294.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C295.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C302.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C305.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C306.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C308.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C314.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C33.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C51.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C52.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C68.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C79.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C94.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C99.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/s_1_1101.filter '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C105.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C107.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C114.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C174.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C189.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C201.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C223.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C246.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C254.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C260.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C263.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C264.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C276.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C28.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C281.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C283.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C292.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C295.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C304.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C314.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C43.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C47.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C51.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C65.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C67.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C69.1/L001_2.cbcl test/t_decode.c'
    ),
    'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001': (
        's_1_1101.filter s_1_1102.filter s_1_2101.filter s_1_2102.filter'
    ),
    'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002': (
        's_2_1101.filter s_2_1102.filter s_2_2101.filter s_2_2102.filter'
    ),
    'test/data/160916_miseq_0966_FC_missing/Data/Intensities/L001': (
        's_1_1101.locs s_1_1102.locs s_1_2101.locs s_1_2102.locs'
    ),
    'test/data/160916_miseq_0966_FC_missing/Data/Intensities/L002': (
        's_2_1101.locs s_2_1102.locs s_2_2101.locs s_2_2102.locs'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001': (
        's_1_1101.filter s_1_1102.filter s_1_1201.filter s_1_1202.filter s_1_1301.filter s_1_1302.filter '
        's_1_2101.filter s_1_2102.filter s_1_2201.filter s_1_2202.filter s_1_2301.filter s_1_2302.filter'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/L001': (
        's_1_1101.clocs s_1_1102.clocs s_1_1201.clocs s_1_1202.clocs s_1_1301.clocs s_1_1302.clocs '
        's_1_2101.clocs s_1_2102.clocs s_1_2201.clocs s_1_2202.clocs s_1_2301.clocs s_1_2302.clocs'
    ),
    'test/data/160919_hiseq2500_4966_FC': (
        'RunInfo.xml barcodes_ci barcodes_i1i3_sep barcodes_i2 runParameters.xml'
    ),
    'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001': (
        's_1_1101.filter s_1_1102.filter s_1_1201.filter s_1_1202.filter s_1_2101.filter s_1_2102.filter '
        's_1_2201.filter s_1_2202.filter'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001': (
        's_1_1101.filter s_1_1102.filter s_1_1201.filter s_1_1202.filter s_1_2101.filter s_1_2102.filter '
        's_1_2201.filter s_1_2202.filter'
    ),
    'test/data/160919_nextseq_6230_FC/Data/Intensities/BaseCalls/L001': (
        '0002.bcl.bgzf 0011.bcl.bgzf 0015.bcl.bgzf'
    ),
    'test/data/out': (
        'decode_3.sam decode_6.sam read2tags_4.sam sa.txt test9_decode.sam'
    ),
}

BAMBI_CBCL_KIND = {
    '': (
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C10.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C10.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C104.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C107.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C108.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C109.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C110.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C140.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C152.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C153.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C157.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C161.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C167.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C174.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C180.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C185.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C189.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C192.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C193.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C20.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C201.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C203.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C205.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C206.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C206.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C208.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C208.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C216.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C218.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C220.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C222.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C227.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C228.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C231.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C231.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C232.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C235.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C236.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C237.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C242.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C246.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C251.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C261.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C267.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C268.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C268.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C270.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C276.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C284.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C288.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C29.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C290.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C291.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C293.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C299.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C300.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C304.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C310.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C311.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C314.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C32.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C32.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C34.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C43.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C44.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C45.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C46.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C6.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C65.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C69.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C72.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C73.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C76.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C80.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C82.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C83.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C85.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C87.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C9.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C91.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C94.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C10.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C100.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C103.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C113.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C115.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C117.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C119.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C128.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C129.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C129.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C134.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C135.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C136.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C143.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C144.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C145.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C146.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C148.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C148.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C15.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C152.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C156.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C159.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C16.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C167.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C179.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C186.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C190.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C197.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C20.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C20.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C202.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C204.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C206.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C208.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C208.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C215.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C22.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C222.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C230.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C244.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C246.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C249.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C26.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C263.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C271.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C274.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C276.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C279.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C280.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C281.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C285.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C290.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C291.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C293.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C295.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C296.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C302.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C307.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C43.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C47.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C5.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C59.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C60.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C68.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C68.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C77.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C78.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C80.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C91.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C92.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C94.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C95.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C96.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C101.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C102.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C107.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C11.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C111.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C123.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C129.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C129.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C13.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C132.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C135.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C140.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C148.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C149.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C149.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C154.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C157.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C160.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C161.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C163.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C166.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C171.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C172.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C175.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C18.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C184.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C185.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C186.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C194.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C195.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C197.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C218.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C22.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C224.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C224.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C227.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C23.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C234.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C24.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C248.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C25.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C254.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C257.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C257.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C258.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C26.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C265.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C267.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C269.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C277.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C277.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C28.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C281.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C294.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C294.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C295.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C297.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C300.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C305.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C305.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C314.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C34.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C36.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C37.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C38.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C39.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C4.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C44.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C44.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C47.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C52.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C52.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C53.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C55.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C56.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C63.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C70.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C75.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C81.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C87.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C9.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C94.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C101.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C102.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C111.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C112.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C115.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C116.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C117.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C130.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C130.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C139.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C140.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C145.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C146.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C150.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C155.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C158.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C160.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C161.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C166.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C195.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C196.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C201.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C204.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C220.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C223.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C228.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C230.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C231.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C239.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C240.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C245.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C246.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C250.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C253.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C254.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C257.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C257.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C259.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C260.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C261.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C275.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C282.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C284.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C292.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C292.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C295.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C296.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C30.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C308.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C310.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C313.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C33.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C39.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C41.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C43.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C43.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C49.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C5.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C60.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C76.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C78.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C89.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C92.1/L001_1.cbcl'
    ),
}

BAMBI_CBCL_OTHER = {
    '': (
        'ACKNOWLEDGEMENTS scripts/clone '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C1.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C1.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C13.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C21.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C28.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C5.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/s_1_1101.filter '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C11.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C11.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C15.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C2.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C20.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C21.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C22.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C29.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C3.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C30.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C4.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C7.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C7.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/L001/s_1_2101.locs '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C11.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C15.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C18.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C18.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C19.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C2.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C23.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C27.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C28.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C28.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C3.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C30.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C31.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C10.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C13.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C14.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C2.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C24.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C29.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C32.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C6.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C8.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C9.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/L001/s_1_2101.locs '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C1.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C10.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C10.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C12.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C13.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C13.1/s_1_2302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C14.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C14.1/s_1_1301.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C16.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_2301.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C18.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C18.1/s_1_1301.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C19.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C19.1/s_1_1301.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C2.1/s_1_1302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C2.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C20.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C21.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C23.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C23.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C25.1/s_1_2301.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C26.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C29.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C3.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C3.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C5.1/s_1_1302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_2302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C7.1/s_1_1302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C8.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C8.1/s_1_2302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/L001/s_1_1301.clocs '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/L001/s_1_2102.clocs '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C1.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C10.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C14.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C16.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C19.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C2.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C2.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C21.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C21.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C22.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C22.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C29.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C31.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C32.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C4.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C5.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C7.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C7.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C9.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/s_1_2101.filter '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C11.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C12.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C14.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C16.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C19.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C20.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C21.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C22.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C22.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C23.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C24.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C25.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C27.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C27.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C28.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C28.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C29.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C31.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C4.1/s_1_1201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C5.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C7.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C7.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C8.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C9.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/runParameters.xml test/data/bamit.bam '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/s_1_1101.filter '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/s_1_1102.filter '
        'test/data/novaseq/Data/Intensities/BaseCalls/s_1_1101_barcode.txt.gz '
        'test/data/novaseq/Data/Intensities/BaseCalls/s_1_1102_barcode.txt.gz '
        'test/data/novaseq/Data/Intensities/s.locs test/data/novaseq/RunInfo.xml '
        'test/data/novaseq/RunParameters.xml '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/s_1_1101.filter '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/s_1_1102.filter '
        'test/data/novaseqX/Data/Intensities/BaseCalls/s_1_1101_barcode.txt.gz '
        'test/data/novaseqX/Data/Intensities/BaseCalls/s_1_1102_barcode.txt.gz '
        'test/data/novaseqX/Data/Intensities/s.locs test/data/novaseqX/RunInfo.xml '
        'test/data/novaseqX/RunParameters.xml '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C2.1/x '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/s_1_1101.filter '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/s_1_1102.filter '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/s_1_1101_barcode.txt.gz '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/s_1_1102_barcode.txt.gz '
        'test/data/novaseq_corrupt/Data/Intensities/s.locs test/data/novaseq_corrupt/RunInfo.xml '
        'test/data/novaseq_corrupt/RunParameters.xml '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/s_1_1101.filter '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/s_1_1102.filter '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/s_1_1101_barcode.txt.gz '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/s_1_1102_barcode.txt.gz '
        'test/data/novaseq_missing/Data/Intensities/s.locs test/data/novaseq_missing/RunInfo.xml '
        'test/data/novaseq_missing/RunParameters.xml test/t_bamit.c'
    ),
    'src': (
        'bambi.c chrsplit.c crc.c decode.h hash_table.h select.c spatial_filter.c'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C11.1': (
        's_1_1102.bcl.gz s_1_2202.bcl.gz s_1_2301.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C15.1': (
        's_1_1202.bcl.gz s_1_1302.bcl.gz s_1_2101.bcl.gz s_1_2102.bcl.gz'
    ),
    'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C4.1': (
        's_1_1102.bcl.gz s_1_1302.bcl.gz s_1_2301.bcl.gz'
    ),
    'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C18.1': (
        's_1_1102.bcl.gz s_1_2101.bcl.gz s_1_2201.bcl.gz'
    ),
    'test/data/160919_nextseq_6230_FC/Data/Intensities/BaseCalls/L001': (
        '0004.bcl.bgzf 0016.bcl.bgzf 0019.bcl.bgzf 0028.bcl.bgzf'
    ),
    'test/data/out': (
        'decode_5.metrics novaseq_1.sam novaseq_2.sam read2tags_1.sam read2tags_2.sam read2tags_5.sam '
        'read2tags_8.sam select_2.bam select_3_unaligned.bam seqchksum.chksum update_1.sam'
    ),
}

BAMBI_NEXTSEQ_KIND = {
    'test/data/160919_nextseq_6230_FC/Data/Intensities/BaseCalls/L001': (
        '0001.bcl.bgzf 0002.bcl.bgzf 0003.bcl.bgzf 0004.bcl.bgzf 0005.bcl.bgzf 0006.bcl.bgzf 0007.bcl.bgzf '
        '0008.bcl.bgzf 0009.bcl.bgzf 0010.bcl.bgzf 0011.bcl.bgzf 0012.bcl.bgzf 0013.bcl.bgzf 0014.bcl.bgzf '
        '0015.bcl.bgzf 0016.bcl.bgzf 0017.bcl.bgzf 0018.bcl.bgzf 0019.bcl.bgzf 0020.bcl.bgzf 0021.bcl.bgzf '
        '0022.bcl.bgzf 0023.bcl.bgzf 0024.bcl.bgzf 0025.bcl.bgzf 0026.bcl.bgzf 0027.bcl.bgzf 0028.bcl.bgzf '
        '0029.bcl.bgzf 0030.bcl.bgzf 0031.bcl.bgzf 0032.bcl.bgzf'
    ),
}

BAMBI_NEXTSEQ_OTHER = {
    'src': (
        'bambi_utils.h chrsplit.c crc.h decode.c decode.h update.c'
    ),
    '': (
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C14.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C15.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C2.1/s_1_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C29.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C32.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/C5.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/s_1_2101.filter '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L001/s_1_2102.filter '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C12.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C18.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C19.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C21.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C22.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C30.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/C32.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC/Data/Intensities/BaseCalls/L002/s_2_1101.filter '
        'test/data/160916_miseq_0966_FC/Data/Intensities/L002/s_2_1102.locs '
        'test/data/160916_miseq_0966_FC/Data/Intensities/L002/s_2_2102.locs '
        'test/data/160916_miseq_0966_FC/runParameters.xml '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C11.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C14.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C15.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C24.1/s_1_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C26.1/s_1_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L001/C31.1/s_1_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C20.1/s_2_1101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C23.1/s_2_2102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C26.1/s_2_1102.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C28.1/s_2_2101.bcl.gz '
        'test/data/160916_miseq_0966_FC_missing/Data/Intensities/BaseCalls/L002/C32.1/s_2_2101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C16.1/s_1_2302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C24.1/s_1_1302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C26.1/s_1_2302.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C29.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C32.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C4.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C4.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/Data/Intensities/BaseCalls/L001/C8.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseq2500_4966_FC/barcodes_i2 '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C13.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C14.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C22.1/s_1_1202.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C7.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseq4000_7984_FC/Data/Intensities/BaseCalls/L001/C8.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C10.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C16.1/s_1_2101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C17.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C20.1/s_1_1101.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C23.1/s_1_2202.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C25.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C30.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C32.1/s_1_2102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C6.1/s_1_2201.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/C9.1/s_1_1102.bcl.gz '
        'test/data/160919_hiseqx_0557_FC/Data/Intensities/BaseCalls/L001/s_1_2102.filter '
        'test/data/160919_nextseq_6230_FC/Data/Intensities/BaseCalls/L001/s_1.bci '
        'test/data/160919_nextseq_6230_FC/Data/Intensities/BaseCalls/L001/s_1.filter '
        'test/data/160919_nextseq_6230_FC/Data/Intensities/L001/s_1.locs '
        'test/data/160919_nextseq_6230_FC/RunInfo.xml test/data/160919_nextseq_6230_FC/runParameters.xml '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C113.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C129.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C131.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C133.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C15.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C160.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C163.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C201.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C213.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C247.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C258.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C270.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C273.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C283.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C290.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C293.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C303.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C41.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C48.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C50.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C53.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C58.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C94.1/L001_1.cbcl '
        'test/data/novaseq/Data/Intensities/BaseCalls/L001/C99.1/L001_2.cbcl '
        'test/data/novaseq/Data/Intensities/s.locs '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C107.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C11.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C146.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C159.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C169.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C17.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C179.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C18.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C180.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C188.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C192.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C200.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C239.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C244.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C256.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C27.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C275.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C276.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C276.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C292.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C296.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C302.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C303.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C306.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C34.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C40.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C73.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C84.1/L001_1.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C89.1/L001_2.cbcl '
        'test/data/novaseqX/Data/Intensities/BaseCalls/L001/C90.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C115.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C115.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C124.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C135.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C146.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C161.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C180.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C181.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C187.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C19.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C2.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C2.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C208.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C211.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C222.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C236.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C242.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C246.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C255.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C257.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C263.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C270.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C272.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C273.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C28.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C297.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C305.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C311.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C318.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C47.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C84.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C85.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C90.1/L001_2.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/BaseCalls/L001/C95.1/L001_1.cbcl '
        'test/data/novaseq_corrupt/Data/Intensities/s.locs '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C100.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C100.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C113.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C117.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C15.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C152.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C159.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C164.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C165.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C182.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C183.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C186.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C210.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C214.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C215.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C237.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C256.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C260.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C261.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C296.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C303.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C308.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C31.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C310.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C311.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C33.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C39.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C5.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C54.1/L001_2.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C58.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C6.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C74.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C80.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C82.1/L001_1.cbcl '
        'test/data/novaseq_missing/Data/Intensities/BaseCalls/L001/C95.1/L001_1.cbcl '
        'test/data/select_single.sam'
    ),
    'test/data/out': (
        '6383_8_nosplitN.sam decode_5.sam test10_decode.bam.metrics.hops'
    ),
}

I2B_BCL_KIND = {
    'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C1.1': (
        's_1_1101.bcl.gz s_1_1101.scl s_1_1101_uncompressed.bcl'
    ),
    '': (
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C2.1/s_1_1101.bcl '
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C2.1/s_1_1101.scl '
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C50.1/s_1_1101.bcl '
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C50.1/s_1_1101.scl '
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C51.1/s_1_1101.bcl '
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C51.1/s_1_1101.scl '
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C52.1/s_1_1101.bcl '
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C52.1/s_1_1101.scl '
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C53.1/s_1_1101.bcl '
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/C53.1/s_1_1101.scl '
        'testdata/110405_HS17_06067_A_B035CABXX/Data/Intensities/BaseCalls/L003/C58.1/s_3_1101.bcl '
        'testdata/110405_HS17_06067_A_B035CABXX/Data/Intensities/BaseCalls/L003/C59.1/s_3_1101.bcl '
        'testdata/110405_HS17_06067_A_B035CABXX/Data/Intensities/BaseCalls/L003/C59.1/s_3_1105.bcl '
        'testdata/110519_IL33_06284/Data/Intensities/BaseCalls/L008/C10.1/s_8_112.bcl '
        'testdata/110519_IL33_06284/Data/Intensities/BaseCalls/L008/C11.1/s_8_112.bcl '
        'testdata/110519_IL33_06284/Data/Intensities/BaseCalls/L008/C77.1/s_8_112.bcl '
        'testdata/110519_IL33_06284/Data/Intensities/BaseCalls/L008/C94.1/s_8_112.bcl '
        'testdata/110519_IL33_06284/Data/Intensities/BaseCalls/L008/C95.1/s_8_112.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C1.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C10.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C100.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C101.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C102.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C103.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C104.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C105.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C106.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C107.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C108.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C109.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C11.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C110.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C111.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C112.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C113.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C114.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C115.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C116.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C117.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C118.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C119.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C12.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C120.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C121.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C122.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C123.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C124.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C125.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C126.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C127.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C128.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C129.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C13.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C130.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C131.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C132.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C133.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C134.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C135.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C136.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C137.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C138.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C139.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C14.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C140.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C141.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C142.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C143.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C144.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C145.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C146.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C147.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C148.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C149.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C15.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C150.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C151.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C152.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C153.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C154.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C155.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C156.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C157.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C158.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C159.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C16.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C160.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C161.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C162.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C163.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C164.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C165.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C166.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C167.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C168.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C169.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C17.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C170.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C18.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C19.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C2.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C20.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C21.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C22.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C23.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C24.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C25.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C26.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C27.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C28.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C29.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C3.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C30.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C31.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C32.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C33.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C34.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C35.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C36.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C37.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C38.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C39.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C4.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C40.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C41.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C42.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C43.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C44.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C45.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C46.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C47.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C48.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C49.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C5.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C50.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C51.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C52.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C53.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C54.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C55.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C56.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C57.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C58.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C59.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C6.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C60.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C61.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C62.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C63.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C64.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C65.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C66.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C67.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C68.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C69.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C7.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C70.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C71.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C72.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C73.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C74.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C75.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C76.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C77.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C78.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C79.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C8.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C80.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C81.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C82.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C83.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C84.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C85.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C86.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C87.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C88.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C89.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C9.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C90.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C91.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C92.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C93.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C94.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C95.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C96.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C97.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C98.1/s_1_1101.bcl '
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/C99.1/s_1_1101.bcl'
    ),
}

I2B_BCL_OTHER = {
    '': (
        '.gitignore',
        '.travis.yml',
        'Changes',
        'README',
        'build.xml',
        'manifest.mf',
        'lib/CopyLibs/org-netbeans-modules-java-j2seproject-copylibstask.jar',
        'lib/bcel/bcel-5.2.jar',
        'lib/nblibraries.properties',
        'lib/picard/picard-1.96.jar',
        'lib/picard/sam-1.96.jar',
        'src/uk/ac/sanger/npg/bam/util/BamUtils.java',
        'test/uk/ac/sanger/npg/bam/util/BamUtilsTest.java',
        'test/uk/ac/sanger/npg/bam/util/CheckMd5.java',
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/L001/s_1_1101.filter',
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/BaseCalls/config.xml',
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/L001/s_1_1101.clocs',
        'testdata/110323_HS13_06000_B_B039WABXX/Data/Intensities/config.xml',
        'testdata/110405_HS17_06067_A_B035CABXX/Data/Intensities/BaseCalls/L003/s_3_1101.filter',
        'testdata/110405_HS17_06067_A_B035CABXX/Data/Intensities/BaseCalls/config.xml',
        'testdata/110405_HS17_06067_A_B035CABXX/Data/Intensities/L003/s_3_1101.clocs',
        'testdata/110405_HS17_06067_A_B035CABXX/Data/Intensities/config.xml',
        'testdata/110405_HS17_06067_A_B035CABXX/RunInfo.xml',
        'testdata/110405_HS17_06067_A_B035CABXX/runParameters.xml',
        'testdata/110519_IL33_06284/Data/Intensities/BaseCalls/config.xml',
        'testdata/110519_IL33_06284/Data/Intensities/BaseCalls/s_8_0112.filter',
        'testdata/110519_IL33_06284/Data/Intensities/config.xml',
        'testdata/110519_IL33_06284/Data/Intensities/s_8_0112_pos.txt',
        'testdata/111014_M00119_0028_AMS0001310-00300/Data/Intensities/L001/s_1_1.locs',
        'testdata/120110_M00119_0068_AMS0002022-00300/Data/Intensities/BaseCalls/config.xml',
        'testdata/120110_M00119_0068_AMS0002022-00300/Data/Intensities/config.xml',
        'testdata/120110_M00119_0068_AMS0002022-00300/runParameters.xml',
        'testdata/140609_HX1_ValB_B_H04ENALXX/Data/Intensities/BaseCalls/.gitignore',
        'testdata/140609_HX1_ValB_B_H04ENALXX/Data/Intensities/s.locs',
        'testdata/140609_HX1_ValB_B_H04ENALXX/PeriodicSaveRates/Save All Thumbnails.xml',
        'testdata/140609_HX1_ValB_B_H04ENALXX/Recipe/H04ENALXX.xml',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/ImageSize.dat',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/s_1_1101.control',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/L001/s_1_1101.filter',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/SampleSheet.csv',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/BaseCalls/config.xml',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/L001/s_1_1101.locs',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/RTAConfiguration.xml',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Data/Intensities/config.xml',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Recipe/MS2639979-300V2.xml',
        'testdata/140624_MS6_13349_A_MS2639979-300V2/Recipe/RunState.xml',
    ),
    'lib/jackson': (
        'jackson-annotations-2.0.0.jar jackson-core-2.0.0.jar jackson-databind-2.0.0.jar'
    ),
    'lib/junit_4': (
        'junit-4.5-api.zip junit-4.5-src.jar junit-4.5.jar'
    ),
    'nbproject': (
        'build-impl.xml genfiles.properties project.properties project.xml'
    ),
    'src/uk/ac/sanger/npg/illumina': (
        'Illumina2bam.java Lane.java Tile.java'
    ),
    'src/uk/ac/sanger/npg/illumina/file/reader': (
        'BCLFileReader.java CLocsFileReader.java FilterFileReader.java IlluminaFileReader.java '
        'LocsFileReader.java PosFileReader.java PositionFileReader.java SCLFileReader.java'
    ),
    'src/uk/ac/sanger/npg/picard': (
        'AlignmentFilter.java AlignmentFilterMetric.java BamAdapterFinder.java BamIndexDecoder.java '
        'BamMerger.java BamQualityQuantisation.java BamReadTrimmer.java BamTagStripper.java '
        'ChangeBamHeader.java IndexDecoder.java PicardCommandLine.java SplitBamByChromosomes.java '
        'SplitBamByReadGroup.java'
    ),
    'test/uk/ac/sanger/npg/illumina': (
        'CycleRangeTest.java Illumina2bamTest.java LaneTest.java TileTest.java'
    ),
    'test/uk/ac/sanger/npg/illumina/file/reader': (
        'BCLFileReaderTest.java CLocsFileReaderTest.java FilterFileReaderTest.java '
        'IlluminaFileReaderTest.java LocsFileReaderTest.java PosFileReaderTest.java SCLFileReaderTest.java'
    ),
    'test/uk/ac/sanger/npg/picard': (
        'AlignmentFilterMetricTest.java AlignmentFilterTest.java BamIndexDecoderTest.java BamMergerTest.java '
        'BamQualityQuantisationTest.java BamReadTrimmerTest.java BamTagStripperTest.java '
        'ChangeBamHeaderTest.java IndexDecoderTest.java PicardCommandLineTest.java '
        'SplitBamByChromosomesTest.java SplitBamByChromosomesUnitTest.java SplitBamByReadGroupTest.java'
    ),
    'testdata/140609_HX1_ValB_B_H04ENALXX/Config': (
        'HiSeqControlSoftware.Options.cfg',
        'RTAStart.log',
        'Variability_HiSeq_E.bin',
        'h04enalxx_2014-06-09 17-41-56_Effective.cfg',
        'h04enalxx_2014-06-09 17-41-56_Override.cfg',
        'h04enalxx_2014-06-09 17-41-57_SortedOverride.cfg',
    ),
    'testdata/140609_HX1_ValB_B_H04ENALXX': (
        'RTAComplete.txt RTAConfiguration.xml RTARead1Complete.txt RTARead2Complete.txt RunInfo.xml '
        'SequencingComplete.txt runParameters.xml'
    ),
    'testdata/140624_MS6_13349_A_MS2639979-300V2': (
        'Basecalling_Netcopy_complete.txt Basecalling_Netcopy_complete_Read1.txt '
        'Basecalling_Netcopy_complete_Read2.txt Basecalling_Netcopy_complete_Read3.txt '
        'Basecalling_Netcopy_complete_Read4.txt ImageAnalysis_Netcopy_complete.txt '
        'ImageAnalysis_Netcopy_complete_Read1.txt ImageAnalysis_Netcopy_complete_Read2.txt '
        'ImageAnalysis_Netcopy_complete_Read3.txt ImageAnalysis_Netcopy_complete_Read4.txt RTAComplete.txt '
        'RunInfo.xml SampleSheet.csv runParameters.xml'
    ),
    'testdata/140624_MS6_13349_A_MS2639979-300V2/Config': (
        'Effective.cfg MiSeqOverride.cfg RTAStart.bat'
    ),
    'testdata/bam': (
        '10503_1.sam 10503_1_fix_mate.sam 6210_8.sam 6210_8_aligned.sam 6210_8_aligned_supp.sam '
        '6210_8_extra_reads.sam 6210_8_merged.bam 6210_8_supp.sam 6383_8.sam 7351_8#8.sam 986_1.sam '
        '986_1_human.sam 986_1_human_out_of_order.sam 986_1_human_unmapped_with_ref.sam chimeric.json '
        'chimeric.sam single_986_1.sam single_986_1_human.sam single_986_1_human_unmapped_with_ref.sam '
        'single_986_1_human_with_sup.sam'
    ),
    'testdata/decode': (
        '6383_8.tag 6383_8_N.tag 6551_8.sam lane_1.tag'
    ),
}

TENNIS_SLAMS_KIND = {
    '': (
        '2011-ausopen-matches.csv 2011-ausopen-points.csv 2011-frenchopen-matches.csv '
        '2011-frenchopen-points.csv 2011-usopen-matches.csv 2011-usopen-points.csv '
        '2011-wimbledon-matches.csv 2011-wimbledon-points.csv 2012-ausopen-matches.csv '
        '2012-ausopen-points.csv 2012-frenchopen-matches.csv 2012-frenchopen-points.csv '
        '2012-usopen-matches.csv 2012-usopen-points.csv 2012-wimbledon-matches.csv 2012-wimbledon-points.csv '
        '2013-ausopen-matches.csv 2013-ausopen-points.csv 2013-frenchopen-matches.csv '
        '2013-frenchopen-points.csv 2013-usopen-matches.csv 2013-usopen-points.csv '
        '2013-wimbledon-matches.csv 2013-wimbledon-points.csv 2014-ausopen-matches.csv '
        '2014-ausopen-points.csv 2014-frenchopen-matches.csv 2014-frenchopen-points.csv '
        '2014-usopen-matches.csv 2014-usopen-points.csv 2014-wimbledon-matches.csv 2014-wimbledon-points.csv '
        '2015-ausopen-matches.csv 2015-ausopen-points.csv 2015-frenchopen-matches.csv '
        '2015-frenchopen-points.csv 2015-usopen-matches.csv 2015-usopen-points.csv '
        '2015-wimbledon-matches.csv 2015-wimbledon-points.csv 2016-ausopen-matches.csv '
        '2016-ausopen-points.csv 2016-frenchopen-matches.csv 2016-frenchopen-points.csv '
        '2016-usopen-matches.csv 2016-usopen-points.csv 2016-wimbledon-matches.csv 2016-wimbledon-points.csv '
        '2017-ausopen-matches.csv 2017-ausopen-points.csv 2017-frenchopen-matches.csv '
        '2017-frenchopen-points.csv 2017-usopen-matches.csv 2017-usopen-points.csv '
        '2017-wimbledon-matches.csv 2017-wimbledon-points.csv 2018-ausopen-matches-doubles.csv '
        '2018-ausopen-matches-mixed.csv 2018-ausopen-matches.csv 2018-ausopen-points-doubles.csv '
        '2018-ausopen-points-mixed.csv 2018-ausopen-points.csv 2018-frenchopen-matches-doubles.csv '
        '2018-frenchopen-matches-mixed.csv 2018-frenchopen-matches.csv 2018-frenchopen-points-doubles.csv '
        '2018-frenchopen-points-mixed.csv 2018-frenchopen-points.csv 2018-usopen-matches.csv '
        '2018-usopen-points.csv 2018-wimbledon-matches.csv 2018-wimbledon-points.csv '
        '2019-ausopen-matches-doubles.csv 2019-ausopen-matches-mixed.csv 2019-ausopen-matches.csv '
        '2019-ausopen-points-doubles.csv 2019-ausopen-points-mixed.csv 2019-ausopen-points.csv '
        '2019-frenchopen-matches-doubles.csv 2019-frenchopen-matches-mixed.csv 2019-frenchopen-matches.csv '
        '2019-frenchopen-points-doubles.csv 2019-frenchopen-points-mixed.csv 2019-frenchopen-points.csv '
        '2019-usopen-matches-doubles.csv 2019-usopen-matches-mixed.csv 2019-usopen-matches.csv '
        '2019-usopen-points-doubles.csv 2019-usopen-points-mixed.csv 2019-usopen-points.csv '
        '2019-wimbledon-matches-doubles.csv 2019-wimbledon-matches-mixed.csv 2019-wimbledon-matches.csv '
        '2019-wimbledon-points-doubles.csv 2019-wimbledon-points-mixed.csv 2019-wimbledon-points.csv '
        '2020-ausopen-matches-doubles.csv 2020-ausopen-matches-mixed.csv 2020-ausopen-matches.csv '
        '2020-ausopen-points-doubles.csv 2020-ausopen-points-mixed.csv 2020-ausopen-points.csv '
        '2020-frenchopen-matches-doubles.csv 2020-frenchopen-matches.csv 2020-frenchopen-points-doubles.csv '
        '2020-frenchopen-points.csv 2020-usopen-matches-doubles.csv 2020-usopen-matches.csv '
        '2020-usopen-points-doubles.csv 2020-usopen-points.csv 2021-ausopen-matches-doubles.csv '
        '2021-ausopen-matches-mixed.csv 2021-ausopen-matches.csv 2021-ausopen-points-doubles.csv '
        '2021-ausopen-points-mixed.csv 2021-ausopen-points.csv 2021-frenchopen-matches-doubles.csv '
        '2021-frenchopen-matches-mixed.csv 2021-frenchopen-matches.csv 2021-frenchopen-points-doubles.csv '
        '2021-frenchopen-points-mixed.csv 2021-frenchopen-points.csv 2021-usopen-matches-doubles.csv '
        '2021-usopen-matches-mixed.csv 2021-usopen-matches.csv 2021-usopen-points-doubles.csv '
        '2021-usopen-points-mixed.csv 2021-usopen-points.csv 2021-wimbledon-matches-doubles.csv '
        '2021-wimbledon-matches-mixed.csv 2021-wimbledon-matches.csv 2021-wimbledon-points-doubles.csv '
        '2021-wimbledon-points-mixed.csv 2021-wimbledon-points.csv 2022-usopen-matches-doubles.csv '
        '2022-usopen-matches-mixed.csv 2022-usopen-matches.csv 2022-usopen-points-doubles.csv '
        '2022-usopen-points-mixed.csv 2022-usopen-points.csv 2022-wimbledon-matches-doubles.csv '
        '2022-wimbledon-matches-mixed.csv 2022-wimbledon-matches.csv 2022-wimbledon-points-doubles.csv '
        '2022-wimbledon-points-mixed.csv 2022-wimbledon-points.csv 2023-usopen-matches-doubles.csv '
        '2023-usopen-matches-mixed.csv 2023-usopen-matches.csv 2023-usopen-points-doubles.csv '
        '2023-usopen-points-mixed.csv 2023-usopen-points.csv 2023-wimbledon-matches-doubles.csv '
        '2023-wimbledon-matches-mixed.csv 2023-wimbledon-matches.csv 2023-wimbledon-points-doubles.csv '
        '2023-wimbledon-points-mixed.csv 2023-wimbledon-points.csv 2024-usopen-matches-doubles.csv '
        '2024-usopen-matches-mixed.csv 2024-usopen-matches.csv 2024-usopen-points-doubles.csv '
        '2024-usopen-points-mixed.csv 2024-usopen-points.csv 2024-wimbledon-matches.csv '
        '2024-wimbledon-points.csv'
    ),
}

TENNIS_SLAMS_OTHER = {
    '': (
        '.gitattributes .gitignore README.md data_dictionary.txt'
    ),
}
